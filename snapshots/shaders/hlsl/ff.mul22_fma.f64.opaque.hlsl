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
    uint l_26_ = asuint(info.Load(8+0));
    uint l_27_ = (l_26_ * 1u);
    bool l_28_ = (0u < l_27_);
    uint l_29_ = (l_27_ - 1u);
    uint l_30_ = min(0u, l_29_);
    double l_31_ = buffer_2_global.Load<double>(l_30_*8);
    double l_2_ = (l_28_ ? l_31_ : 0.0L);
    uint l_33_ = asuint(info.Load(8+0));
    uint l_34_ = (l_33_ * 1u);
    bool l_35_ = (1u < l_34_);
    uint l_36_ = (l_34_ - 1u);
    uint l_37_ = min(1u, l_36_);
    double l_38_ = buffer_2_global.Load<double>(l_37_*8);
    double l_3_ = (l_35_ ? l_38_ : 0.0L);
    l_mut_4_ = id;
    uint _e66 = l_mut_4_;
    bool l_5_ = (_e66 < l_1_);
    if (l_5_) {
        uint l_40_ = asuint(info.Load(0+0));
        uint l_41_ = (l_40_ * 1u);
        uint _e74 = l_mut_4_;
        bool l_42_ = (_e74 < l_41_);
        uint l_43_ = (l_41_ - 1u);
        uint _e78 = l_mut_4_;
        uint l_44_ = min(_e78, l_43_);
        double l_45_ = buffer_0_global.Load<double>(l_44_*8);
        double l_6_ = (l_42_ ? l_45_ : 0.0L);
        uint _e85 = l_mut_4_;
        uint l_7_ = (l_1_ + _e85);
        uint l_47_ = asuint(info.Load(0+0));
        uint l_48_ = (l_47_ * 1u);
        bool l_49_ = (l_7_ < l_48_);
        uint l_50_ = (l_48_ - 1u);
        uint l_51_ = min(l_7_, l_50_);
        double l_52_ = buffer_0_global.Load<double>(l_51_*8);
        double l_8_ = (l_49_ ? l_52_ : 0.0L);
        uint l_54_ = asuint(info.Load(4+0));
        uint l_55_ = (l_54_ * 1u);
        uint _e108 = l_mut_4_;
        bool l_56_ = (_e108 < l_55_);
        uint l_57_ = (l_55_ - 1u);
        uint _e112 = l_mut_4_;
        uint l_58_ = min(_e112, l_57_);
        double l_59_ = buffer_1_global.Load<double>(l_58_*8);
        double l_9_ = (l_56_ ? l_59_ : 0.0L);
        uint _e119 = l_mut_4_;
        uint l_10_ = (l_1_ + _e119);
        uint l_61_ = asuint(info.Load(4+0));
        uint l_62_ = (l_61_ * 1u);
        bool l_63_ = (l_10_ < l_62_);
        uint l_64_ = (l_62_ - 1u);
        uint l_65_ = min(l_10_, l_64_);
        double l_66_ = buffer_1_global.Load<double>(l_65_*8);
        double l_11_ = (l_63_ ? l_66_ : 0.0L);
        double l_12_ = (l_6_ * l_9_);
        double l_13_ = (l_12_ * l_3_);
        double l_14_ = -(l_13_);
        double l_15_ = mad(l_6_, l_9_, l_14_);
        double l_16_ = (l_8_ * l_11_);
        double l_17_ = mad(l_6_, l_11_, l_16_);
        double l_18_ = mad(l_8_, l_9_, l_17_);
        double l_19_ = (l_15_ + l_18_);
        double l_20_ = (l_13_ + l_19_);
        double l_21_ = (l_20_ * l_3_);
        double l_22_ = (l_21_ - l_13_);
        double l_23_ = (l_22_ * l_3_);
        double l_24_ = (l_19_ - l_23_);
        uint l_68_ = asuint(info.Load(12+0));
        uint l_69_ = (l_68_ * 1u);
        uint _e155 = l_mut_4_;
        bool l_70_ = (_e155 < l_69_);
        if (l_70_) {
            uint _e158 = l_mut_4_;
            buffer_3_global.Store(_e158*8, l_21_);
        }
        uint _e160 = l_mut_4_;
        uint l_25_ = (l_1_ + _e160);
        uint l_71_ = asuint(info.Load(12+0));
        uint l_72_ = (l_71_ * 1u);
        bool l_73_ = (l_25_ < l_72_);
        if (l_73_) {
            buffer_3_global.Store(l_25_*8, l_24_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
