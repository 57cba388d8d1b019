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
        uint l_32_ = asuint(info.Load(8+0));
        uint l_33_ = (l_32_ * 1u);
        bool l_34_ = (0u < l_33_);
        uint l_35_ = (l_33_ - 1u);
        uint l_36_ = min(0u, l_35_);
        double l_37_ = buffer_2_global.Load<double>(l_36_*8);
        double l_3_ = (l_34_ ? l_37_ : 0.0L);
        uint l_39_ = asuint(info.Load(8+0));
        uint l_40_ = (l_39_ * 1u);
        bool l_41_ = (1u < l_40_);
        uint l_42_ = (l_40_ - 1u);
        uint l_43_ = min(1u, l_42_);
        double l_44_ = buffer_2_global.Load<double>(l_43_*8);
        double l_4_ = (l_41_ ? l_44_ : 0.0L);
        uint l_46_ = asuint(info.Load(0+0));
        uint l_47_ = (l_46_ * 1u);
        bool l_48_ = (id < l_47_);
        uint l_49_ = (l_47_ - 1u);
        uint l_50_ = min(id, l_49_);
        double l_51_ = buffer_0_global.Load<double>(l_50_*8);
        double l_5_ = (l_48_ ? l_51_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_53_ = asuint(info.Load(0+0));
        uint l_54_ = (l_53_ * 1u);
        bool l_55_ = (l_6_ < l_54_);
        uint l_56_ = (l_54_ - 1u);
        uint l_57_ = min(l_6_, l_56_);
        double l_58_ = buffer_0_global.Load<double>(l_57_*8);
        double l_7_ = (l_55_ ? l_58_ : 0.0L);
        uint l_60_ = asuint(info.Load(4+0));
        uint l_61_ = (l_60_ * 1u);
        bool l_62_ = (id < l_61_);
        uint l_63_ = (l_61_ - 1u);
        uint l_64_ = min(id, l_63_);
        double l_65_ = buffer_1_global.Load<double>(l_64_*8);
        double l_8_ = (l_62_ ? l_65_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_67_ = asuint(info.Load(4+0));
        uint l_68_ = (l_67_ * 1u);
        bool l_69_ = (l_9_ < l_68_);
        uint l_70_ = (l_68_ - 1u);
        uint l_71_ = min(l_9_, l_70_);
        double l_72_ = buffer_1_global.Load<double>(l_71_*8);
        double l_10_ = (l_69_ ? l_72_ : 0.0L);
        double l_11_ = (l_5_ + l_8_);
        double l_12_ = (l_11_ - l_5_);
        double l_13_ = (l_11_ - l_12_);
        double l_14_ = (l_5_ - l_13_);
        double l_15_ = (l_8_ - l_12_);
        double l_16_ = (l_14_ + l_15_);
        double l_17_ = (l_7_ + l_10_);
        double l_18_ = (l_17_ - l_7_);
        double l_19_ = (l_17_ - l_18_);
        double l_20_ = (l_7_ - l_19_);
        double l_21_ = (l_10_ - l_18_);
        double l_22_ = (l_20_ + l_21_);
        double l_23_ = (l_16_ + l_17_);
        double l_24_ = (l_11_ + l_23_);
        double l_25_ = (l_24_ - l_11_);
        double l_26_ = (l_23_ - l_25_);
        double l_27_ = (l_22_ + l_26_);
        double l_28_ = (l_24_ + l_27_);
        double l_29_ = (l_28_ - l_24_);
        double l_30_ = (l_27_ - l_29_);
        uint l_74_ = asuint(info.Load(12+0));
        uint l_75_ = (l_74_ * 1u);
        bool l_76_ = (id < l_75_);
        if (l_76_) {
            buffer_3_global.Store(id*8, l_28_);
        }
        uint l_31_ = (l_1_ + id);
        uint l_77_ = asuint(info.Load(12+0));
        uint l_78_ = (l_77_ * 1u);
        bool l_79_ = (l_31_ < l_78_);
        if (l_79_) {
            buffer_3_global.Store(l_31_*8, l_30_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
