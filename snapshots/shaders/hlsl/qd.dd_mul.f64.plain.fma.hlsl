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
        uint l_22_ = asuint(info.Load(8+0));
        uint l_23_ = (l_22_ * 1u);
        bool l_24_ = (0u < l_23_);
        uint l_25_ = (l_23_ - 1u);
        uint l_26_ = min(0u, l_25_);
        double l_27_ = buffer_2_global.Load<double>(l_26_*8);
        double l_3_ = (l_24_ ? l_27_ : 0.0L);
        uint l_29_ = asuint(info.Load(8+0));
        uint l_30_ = (l_29_ * 1u);
        bool l_31_ = (1u < l_30_);
        uint l_32_ = (l_30_ - 1u);
        uint l_33_ = min(1u, l_32_);
        double l_34_ = buffer_2_global.Load<double>(l_33_*8);
        double l_4_ = (l_31_ ? l_34_ : 0.0L);
        uint l_36_ = asuint(info.Load(0+0));
        uint l_37_ = (l_36_ * 1u);
        bool l_38_ = (id < l_37_);
        uint l_39_ = (l_37_ - 1u);
        uint l_40_ = min(id, l_39_);
        double l_41_ = buffer_0_global.Load<double>(l_40_*8);
        double l_5_ = (l_38_ ? l_41_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_43_ = asuint(info.Load(0+0));
        uint l_44_ = (l_43_ * 1u);
        bool l_45_ = (l_6_ < l_44_);
        uint l_46_ = (l_44_ - 1u);
        uint l_47_ = min(l_6_, l_46_);
        double l_48_ = buffer_0_global.Load<double>(l_47_*8);
        double l_7_ = (l_45_ ? l_48_ : 0.0L);
        uint l_50_ = asuint(info.Load(4+0));
        uint l_51_ = (l_50_ * 1u);
        bool l_52_ = (id < l_51_);
        uint l_53_ = (l_51_ - 1u);
        uint l_54_ = min(id, l_53_);
        double l_55_ = buffer_1_global.Load<double>(l_54_*8);
        double l_8_ = (l_52_ ? l_55_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_57_ = asuint(info.Load(4+0));
        uint l_58_ = (l_57_ * 1u);
        bool l_59_ = (l_9_ < l_58_);
        uint l_60_ = (l_58_ - 1u);
        uint l_61_ = min(l_9_, l_60_);
        double l_62_ = buffer_1_global.Load<double>(l_61_*8);
        double l_10_ = (l_59_ ? l_62_ : 0.0L);
        double l_11_ = (l_5_ * l_8_);
        double l_12_ = -(l_11_);
        double l_13_ = mad(l_5_, l_8_, l_12_);
        double l_14_ = (l_5_ * l_10_);
        double l_15_ = (l_7_ * l_8_);
        double l_16_ = (l_14_ + l_15_);
        double l_17_ = (l_13_ + l_16_);
        double l_18_ = (l_11_ + l_17_);
        double l_19_ = (l_18_ - l_11_);
        double l_20_ = (l_17_ - l_19_);
        uint l_64_ = asuint(info.Load(12+0));
        uint l_65_ = (l_64_ * 1u);
        bool l_66_ = (id < l_65_);
        if (l_66_) {
            buffer_3_global.Store(id*8, l_18_);
        }
        uint l_21_ = (l_1_ + id);
        uint l_67_ = asuint(info.Load(12+0));
        uint l_68_ = (l_67_ * 1u);
        bool l_69_ = (l_21_ < l_68_);
        if (l_69_) {
            buffer_3_global.Store(l_21_*8, l_20_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
