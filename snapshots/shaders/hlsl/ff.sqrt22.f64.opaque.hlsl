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
    uint l_46_ = asuint(info.Load(8+0));
    uint l_47_ = (l_46_ * 1u);
    bool l_48_ = (0u < l_47_);
    uint l_49_ = (l_47_ - 1u);
    uint l_50_ = min(0u, l_49_);
    double l_51_ = buffer_2_global.Load<double>(l_50_*8);
    double l_2_ = (l_48_ ? l_51_ : 0.0L);
    uint l_53_ = asuint(info.Load(8+0));
    uint l_54_ = (l_53_ * 1u);
    bool l_55_ = (1u < l_54_);
    uint l_56_ = (l_54_ - 1u);
    uint l_57_ = min(1u, l_56_);
    double l_58_ = buffer_2_global.Load<double>(l_57_*8);
    double l_3_ = (l_55_ ? l_58_ : 0.0L);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_60_ = asuint(info.Load(0+0));
        uint l_61_ = (l_60_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_62_ = (_e74 < l_61_);
        uint l_63_ = (l_61_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_64_ = min(_e78, l_63_);
        double l_65_ = buffer_0_global.Load<double>(l_64_*8);
        double l_6_ = (l_62_ ? l_65_ : 0.0L);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_67_ = asuint(info.Load(0+0));
        uint l_68_ = (l_67_ * 1u);
        bool l_69_ = (l_7_ < l_68_);
        uint l_70_ = (l_68_ - 1u);
        uint l_71_ = min(l_7_, l_70_);
        double l_72_ = buffer_0_global.Load<double>(l_71_*8);
        double l_8_ = (l_69_ ? l_72_ : 0.0L);
        uint l_74_ = asuint(info.Load(4+0));
        uint l_75_ = (l_74_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_76_ = (_e108 < l_75_);
        uint l_77_ = (l_75_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_78_ = min(_e112, l_77_);
        double l_79_ = buffer_1_global.Load<double>(l_78_*8);
        double l_9_ = (l_76_ ? l_79_ : 0.0L);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_81_ = asuint(info.Load(4+0));
        uint l_82_ = (l_81_ * 1u);
        bool l_83_ = (l_10_ < l_82_);
        uint l_84_ = (l_82_ - 1u);
        uint l_85_ = min(l_10_, l_84_);
        double l_86_ = buffer_1_global.Load<double>(l_85_*8);
        double l_11_ = (l_83_ ? l_86_ : 0.0L);
        double l_12_ = sqrt(l_6_);
        double l_13_ = (l_12_ * l_12_);
        double l_14_ = (l_13_ * l_3_);
        double l_15_ = (l_2_ * l_12_);
        double l_16_ = (l_15_ * l_3_);
        double l_17_ = (l_16_ - l_12_);
        double l_18_ = (l_17_ * l_3_);
        double l_19_ = (l_16_ - l_18_);
        double l_20_ = (l_12_ - l_19_);
        double l_21_ = (l_2_ * l_12_);
        double l_22_ = (l_21_ * l_3_);
        double l_23_ = (l_22_ - l_12_);
        double l_24_ = (l_23_ * l_3_);
        double l_25_ = (l_22_ - l_24_);
        double l_26_ = (l_12_ - l_25_);
        double l_27_ = (l_19_ * l_25_);
        double l_28_ = (l_27_ - l_14_);
        double l_29_ = (l_19_ * l_26_);
        double l_30_ = (l_28_ + l_29_);
        double l_31_ = (l_20_ * l_25_);
        double l_32_ = (l_30_ + l_31_);
        double l_33_ = (l_20_ * l_26_);
        double l_34_ = (l_32_ + l_33_);
        double l_35_ = (l_6_ - l_14_);
        double l_36_ = (l_35_ - l_34_);
        double l_37_ = (l_8_ + l_36_);
        double l_38_ = (l_12_ + l_12_);
        double l_39_ = (l_37_ / l_38_);
        double l_40_ = (l_12_ + l_39_);
        double l_41_ = (l_40_ * l_3_);
        double l_42_ = (l_41_ - l_12_);
        double l_43_ = (l_42_ * l_3_);
        double l_44_ = (l_39_ - l_43_);
        uint l_88_ = asuint(info.Load(12+0));
        uint l_89_ = (l_88_ * 1u);
        uint _e175 = l_mut_4_;
        bool l_90_ = (_e175 < l_89_);
        if (l_90_) {
            uint _e178 = l_mut_4_;
            buffer_3_global.Store(_e178*8, l_41_);
        }
        uint _e180 = l_mut_4_;
        uint l_45_ = (l_1_ + _e180);
        uint l_91_ = asuint(info.Load(12+0));
        uint l_92_ = (l_91_ * 1u);
        bool l_93_ = (l_45_ < l_92_);
        if (l_93_) {
            buffer_3_global.Store(l_45_*8, l_44_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
