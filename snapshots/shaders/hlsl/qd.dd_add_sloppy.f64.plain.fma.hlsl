struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_23_ = asuint(info.Load(8+0));
        uint l_24_ = (l_23_ * 1u);
        bool l_25_ = (0u < l_24_);
        uint l_26_ = (l_24_ - 1u);
        uint l_27_ = min(0u, l_26_);
        double l_28_ = buffer_2_global.Load<double>(l_27_*8);
        double l_3_ = (l_25_ ? l_28_ : 0.0L);
        uint l_30_ = asuint(info.Load(8+0));
        uint l_31_ = (l_30_ * 1u);
        bool l_32_ = (1u < l_31_);
        uint l_33_ = (l_31_ - 1u);
        uint l_34_ = min(1u, l_33_);
        double l_35_ = buffer_2_global.Load<double>(l_34_*8);
        double l_4_ = (l_32_ ? l_35_ : 0.0L);
        uint l_37_ = asuint(info.Load(0+0));
        uint l_38_ = (l_37_ * 1u);
        bool l_39_ = (id < l_38_);
        uint l_40_ = (l_38_ - 1u);
        uint l_41_ = min(id, l_40_);
        double l_42_ = buffer_0_global.Load<double>(l_41_*8);
        double l_5_ = (l_39_ ? l_42_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_44_ = asuint(info.Load(0+0));
        uint l_45_ = (l_44_ * 1u);
        bool l_46_ = (l_6_ < l_45_);
        uint l_47_ = (l_45_ - 1u);
        uint l_48_ = min(l_6_, l_47_);
        double l_49_ = buffer_0_global.Load<double>(l_48_*8);
        double l_7_ = (l_46_ ? l_49_ : 0.0L);
        uint l_51_ = asuint(info.Load(4+0));
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (id < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(id, l_54_);
        double l_56_ = buffer_1_global.Load<double>(l_55_*8);
        double l_8_ = (l_53_ ? l_56_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_58_ = asuint(info.Load(4+0));
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (l_9_ < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(l_9_, l_61_);
        double l_63_ = buffer_1_global.Load<double>(l_62_*8);
        double l_10_ = (l_60_ ? l_63_ : 0.0L);
        double l_11_ = (l_5_ + l_8_);
        double l_12_ = (l_11_ - l_5_);
        double l_13_ = (l_11_ - l_12_);
        double l_14_ = (l_5_ - l_13_);
        double l_15_ = (l_8_ - l_12_);
        double l_16_ = (l_14_ + l_15_);
        double l_17_ = (l_7_ + l_10_);
        double l_18_ = (l_16_ + l_17_);
        double l_19_ = (l_11_ + l_18_);
        double l_20_ = (l_19_ - l_11_);
        double l_21_ = (l_18_ - l_20_);
        uint l_65_ = asuint(info.Load(12+0));
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        if (l_67_) {
            buffer_3_global.Store(id*8, l_19_);
        }
        uint l_22_ = (l_1_ + id);
        uint l_68_ = asuint(info.Load(12+0));
        uint l_69_ = (l_68_ * 1u);
        bool l_70_ = (l_22_ < l_69_);
        if (l_70_) {
            buffer_3_global.Store(l_22_*8, l_21_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
