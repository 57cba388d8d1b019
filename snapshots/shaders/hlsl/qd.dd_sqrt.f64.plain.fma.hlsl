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
        uint l_51_ = asuint(info.Load(8+0));
        uint l_52_ = (l_51_ * 1u);
        bool l_53_ = (0u < l_52_);
        uint l_54_ = (l_52_ - 1u);
        uint l_55_ = min(0u, l_54_);
        double l_56_ = buffer_2_global.Load<double>(l_55_*8);
        double l_3_ = (l_53_ ? l_56_ : 0.0L);
        uint l_58_ = asuint(info.Load(8+0));
        uint l_59_ = (l_58_ * 1u);
        bool l_60_ = (1u < l_59_);
        uint l_61_ = (l_59_ - 1u);
        uint l_62_ = min(1u, l_61_);
        double l_63_ = buffer_2_global.Load<double>(l_62_*8);
        double l_4_ = (l_60_ ? l_63_ : 0.0L);
        uint l_65_ = asuint(info.Load(0+0));
        uint l_66_ = (l_65_ * 1u);
        bool l_67_ = (id < l_66_);
        uint l_68_ = (l_66_ - 1u);
        uint l_69_ = min(id, l_68_);
        double l_70_ = buffer_0_global.Load<double>(l_69_*8);
        double l_5_ = (l_67_ ? l_70_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_72_ = asuint(info.Load(0+0));
        uint l_73_ = (l_72_ * 1u);
        bool l_74_ = (l_6_ < l_73_);
        uint l_75_ = (l_73_ - 1u);
        uint l_76_ = min(l_6_, l_75_);
        double l_77_ = buffer_0_global.Load<double>(l_76_*8);
        double l_7_ = (l_74_ ? l_77_ : 0.0L);
        uint l_79_ = asuint(info.Load(4+0));
        uint l_80_ = (l_79_ * 1u);
        bool l_81_ = (id < l_80_);
        uint l_82_ = (l_80_ - 1u);
        uint l_83_ = min(id, l_82_);
        double l_84_ = buffer_1_global.Load<double>(l_83_*8);
        double l_8_ = (l_81_ ? l_84_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_86_ = asuint(info.Load(4+0));
        uint l_87_ = (l_86_ * 1u);
        bool l_88_ = (l_9_ < l_87_);
        uint l_89_ = (l_87_ - 1u);
        uint l_90_ = min(l_9_, l_89_);
        double l_91_ = buffer_1_global.Load<double>(l_90_*8);
        double l_10_ = (l_88_ ? l_91_ : 0.0L);
        double l_11_ = sqrt(l_5_);
        double l_12_ = (1.0L / l_11_);
        double l_13_ = (l_5_ * l_12_);
        double l_14_ = (l_13_ * l_13_);
        double l_15_ = -(l_14_);
        double l_16_ = mad(l_13_, l_13_, l_15_);
        double l_17_ = -(l_14_);
        double l_18_ = -(l_16_);
        double l_19_ = (l_5_ + l_17_);
        double l_20_ = (l_19_ - l_5_);
        double l_21_ = (l_19_ - l_20_);
        double l_22_ = (l_5_ - l_21_);
        double l_23_ = (l_17_ - l_20_);
        double l_24_ = (l_22_ + l_23_);
        double l_25_ = (l_7_ + l_18_);
        double l_26_ = (l_25_ - l_7_);
        double l_27_ = (l_25_ - l_26_);
        double l_28_ = (l_7_ - l_27_);
        double l_29_ = (l_18_ - l_26_);
        double l_30_ = (l_28_ + l_29_);
        double l_31_ = (l_24_ + l_25_);
        double l_32_ = (l_19_ + l_31_);
        double l_33_ = (l_32_ - l_19_);
        double l_34_ = (l_31_ - l_33_);
        double l_35_ = (l_30_ + l_34_);
        double l_36_ = (l_32_ + l_35_);
        double l_37_ = (l_36_ - l_32_);
        double l_38_ = (l_35_ - l_37_);
        double l_39_ = (l_12_ * 0.5L);
        double l_40_ = (l_36_ * l_39_);
        double l_41_ = (l_13_ + l_40_);
        double l_42_ = (l_41_ - l_13_);
        double l_43_ = (l_41_ - l_42_);
        double l_44_ = (l_13_ - l_43_);
        double l_45_ = (l_40_ - l_42_);
        double l_46_ = (l_44_ + l_45_);
        bool l_47_ = (l_5_ != 0.0L);
        double l_48_ = (l_47_ ? l_41_ : l_5_);
        double l_49_ = (l_47_ ? l_46_ : 0.0L);
        uint l_93_ = asuint(info.Load(12+0));
        uint l_94_ = (l_93_ * 1u);
        bool l_95_ = (id < l_94_);
        if (l_95_) {
            buffer_3_global.Store(id*8, l_48_);
        }
        uint l_50_ = (l_1_ + id);
        uint l_96_ = asuint(info.Load(12+0));
        uint l_97_ = (l_96_ * 1u);
        bool l_98_ = (l_50_ < l_97_);
        if (l_98_) {
            buffer_3_global.Store(l_50_*8, l_49_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
