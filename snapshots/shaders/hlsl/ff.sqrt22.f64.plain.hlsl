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
void double_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_4_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    uint l_39_ = asuint(info.Load(8+0));
    uint l_40_ = (l_39_ * 1u);
    bool l_41_ = (0u < l_40_);
    uint l_42_ = (l_40_ - 1u);
    uint l_43_ = min(0u, l_42_);
    double l_44_ = buffer_2_global.Load<double>(l_43_*8);
    double l_2_ = (l_41_ ? l_44_ : 0.0L);
    uint l_46_ = asuint(info.Load(8+0));
    uint l_47_ = (l_46_ * 1u);
    bool l_48_ = (1u < l_47_);
    uint l_49_ = (l_47_ - 1u);
    uint l_50_ = min(1u, l_49_);
    double l_51_ = buffer_2_global.Load<double>(l_50_*8);
    double l_3_ = (l_48_ ? l_51_ : 0.0L);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_53_ = asuint(info.Load(0+0));
        uint l_54_ = (l_53_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_55_ = (_e74 < l_54_);
        uint l_56_ = (l_54_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_57_ = min(_e78, l_56_);
        double l_58_ = buffer_0_global.Load<double>(l_57_*8);
        double l_6_ = (l_55_ ? l_58_ : 0.0L);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_60_ = asuint(info.Load(0+0));
        uint l_61_ = (l_60_ * 1u);
        bool l_62_ = (l_7_ < l_61_);
        uint l_63_ = (l_61_ - 1u);
        uint l_64_ = min(l_7_, l_63_);
        double l_65_ = buffer_0_global.Load<double>(l_64_*8);
        double l_8_ = (l_62_ ? l_65_ : 0.0L);
        uint l_67_ = asuint(info.Load(4+0));
        uint l_68_ = (l_67_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_69_ = (_e108 < l_68_);
        uint l_70_ = (l_68_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_71_ = min(_e112, l_70_);
        double l_72_ = buffer_1_global.Load<double>(l_71_*8);
        double l_9_ = (l_69_ ? l_72_ : 0.0L);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_74_ = asuint(info.Load(4+0));
        uint l_75_ = (l_74_ * 1u);
        bool l_76_ = (l_10_ < l_75_);
        uint l_77_ = (l_75_ - 1u);
        uint l_78_ = min(l_10_, l_77_);
        double l_79_ = buffer_1_global.Load<double>(l_78_*8);
        double l_11_ = (l_76_ ? l_79_ : 0.0L);
        double l_12_ = sqrt(l_6_);
        double l_13_ = (l_12_ * l_12_);
        double l_14_ = (l_2_ * l_12_);
        double l_15_ = (l_14_ - l_12_);
        double l_16_ = (l_14_ - l_15_);
        double l_17_ = (l_12_ - l_16_);
        double l_18_ = (l_2_ * l_12_);
        double l_19_ = (l_18_ - l_12_);
        double l_20_ = (l_18_ - l_19_);
        double l_21_ = (l_12_ - l_20_);
        double l_22_ = (l_16_ * l_20_);
        double l_23_ = (l_22_ - l_13_);
        double l_24_ = (l_16_ * l_21_);
        double l_25_ = (l_23_ + l_24_);
        double l_26_ = (l_17_ * l_20_);
        double l_27_ = (l_25_ + l_26_);
        double l_28_ = (l_17_ * l_21_);
        double l_29_ = (l_27_ + l_28_);
        double l_30_ = (l_6_ - l_13_);
        double l_31_ = (l_30_ - l_29_);
        double l_32_ = (l_8_ + l_31_);
        double l_33_ = (l_12_ + l_12_);
        double l_34_ = (l_32_ / l_33_);
        double l_35_ = (l_12_ + l_34_);
        double l_36_ = (l_35_ - l_12_);
        double l_37_ = (l_34_ - l_36_);
        uint l_81_ = asuint(info.Load(12+0));
        uint l_82_ = (l_81_ * 1u);
        uint _e168 = l_mut_4_;
        bool l_83_ = (_e168 < l_82_);
        if (l_83_) {
            uint _e171 = l_mut_4_;
            buffer_3_global.Store(_e171*8, l_35_);
        }
        uint _e173 = l_mut_4_;
        uint l_38_ = (l_1_ + _e173);
        uint l_84_ = asuint(info.Load(12+0));
        uint l_85_ = (l_84_ * 1u);
        bool l_86_ = (l_38_ < l_85_);
        if (l_86_) {
            buffer_3_global.Store(l_38_*8, l_37_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
