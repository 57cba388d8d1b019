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
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_83_ = asuint(info.Load(8+0));
        uint l_84_ = (l_83_ * 1u);
        bool l_85_ = (0u < l_84_);
        uint l_86_ = (l_84_ - 1u);
        uint l_87_ = min(0u, l_86_);
        float l_88_ = asfloat(buffer_2_global.Load(l_87_*4));
        float l_3_ = (l_85_ ? l_88_ : 0.0);
        uint l_90_ = asuint(info.Load(8+0));
        uint l_91_ = (l_90_ * 1u);
        bool l_92_ = (1u < l_91_);
        uint l_93_ = (l_91_ - 1u);
        uint l_94_ = min(1u, l_93_);
        float l_95_ = asfloat(buffer_2_global.Load(l_94_*4));
        float l_4_ = (l_92_ ? l_95_ : 0.0);
        uint l_97_ = asuint(info.Load(0+0));
        uint l_98_ = (l_97_ * 1u);
        bool l_99_ = (id < l_98_);
        uint l_100_ = (l_98_ - 1u);
        uint l_101_ = min(id, l_100_);
        float l_102_ = asfloat(buffer_0_global.Load(l_101_*4));
        float l_5_ = (l_99_ ? l_102_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_104_ = asuint(info.Load(0+0));
        uint l_105_ = (l_104_ * 1u);
        bool l_106_ = (l_6_ < l_105_);
        uint l_107_ = (l_105_ - 1u);
        uint l_108_ = min(l_6_, l_107_);
        float l_109_ = asfloat(buffer_0_global.Load(l_108_*4));
        float l_7_ = (l_106_ ? l_109_ : 0.0);
        uint l_111_ = asuint(info.Load(4+0));
        uint l_112_ = (l_111_ * 1u);
        bool l_113_ = (id < l_112_);
        uint l_114_ = (l_112_ - 1u);
        uint l_115_ = min(id, l_114_);
        float l_116_ = asfloat(buffer_1_global.Load(l_115_*4));
        float l_8_ = (l_113_ ? l_116_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_118_ = asuint(info.Load(4+0));
        uint l_119_ = (l_118_ * 1u);
        bool l_120_ = (l_9_ < l_119_);
        uint l_121_ = (l_119_ - 1u);
        uint l_122_ = min(l_9_, l_121_);
        float l_123_ = asfloat(buffer_1_global.Load(l_122_*4));
        float l_10_ = (l_120_ ? l_123_ : 0.0);
        float l_11_ = sqrt(l_5_);
        float l_12_ = (1.0 / l_11_);
        float l_13_ = (l_5_ * l_12_);
        float l_14_ = (l_13_ * l_13_);
        float l_15_ = (l_14_ * l_4_);
        float l_16_ = (l_3_ * l_13_);
        float l_17_ = (l_16_ * l_4_);
        float l_18_ = (l_17_ - l_13_);
        float l_19_ = (l_18_ * l_4_);
        float l_20_ = (l_17_ - l_19_);
        float l_21_ = (l_13_ - l_20_);
        float l_22_ = (l_3_ * l_13_);
        float l_23_ = (l_22_ * l_4_);
        float l_24_ = (l_23_ - l_13_);
        float l_25_ = (l_24_ * l_4_);
        float l_26_ = (l_23_ - l_25_);
        float l_27_ = (l_13_ - l_26_);
        float l_28_ = (l_20_ * l_26_);
        float l_29_ = (l_28_ - l_15_);
        float l_30_ = (l_20_ * l_27_);
        float l_31_ = (l_29_ + l_30_);
        float l_32_ = (l_21_ * l_26_);
        float l_33_ = (l_31_ + l_32_);
        float l_34_ = (l_21_ * l_27_);
        float l_35_ = (l_33_ + l_34_);
        float l_36_ = -(l_15_);
        float l_37_ = -(l_35_);
        float l_38_ = (l_5_ + l_36_);
        float l_39_ = (l_38_ * l_4_);
        float l_40_ = (l_39_ - l_5_);
        float l_41_ = (l_40_ * l_4_);
        float l_42_ = (l_39_ - l_41_);
        float l_43_ = (l_42_ * l_4_);
        float l_44_ = (l_5_ - l_43_);
        float l_45_ = (l_36_ - l_41_);
        float l_46_ = (l_44_ + l_45_);
        float l_47_ = (l_7_ + l_37_);
        float l_48_ = (l_47_ * l_4_);
        float l_49_ = (l_48_ - l_7_);
        float l_50_ = (l_49_ * l_4_);
        float l_51_ = (l_48_ - l_50_);
        float l_52_ = (l_51_ * l_4_);
        float l_53_ = (l_7_ - l_52_);
        float l_54_ = (l_37_ - l_50_);
        float l_55_ = (l_53_ + l_54_);
        float l_56_ = (l_46_ + l_48_);
        float l_57_ = (l_39_ + l_56_);
        float l_58_ = (l_57_ * l_4_);
        float l_59_ = (l_58_ - l_39_);
        float l_60_ = (l_59_ * l_4_);
        float l_61_ = (l_56_ - l_60_);
        float l_62_ = (l_55_ + l_61_);
        float l_63_ = (l_58_ + l_62_);
        float l_64_ = (l_63_ * l_4_);
        float l_65_ = (l_64_ - l_58_);
        float l_66_ = (l_65_ * l_4_);
        float l_67_ = (l_62_ - l_66_);
        float l_68_ = (l_12_ * 0.5);
        float l_69_ = (l_64_ * l_68_);
        float l_70_ = (l_13_ + l_69_);
        float l_71_ = (l_70_ * l_4_);
        float l_72_ = (l_71_ - l_13_);
        float l_73_ = (l_72_ * l_4_);
        float l_74_ = (l_71_ - l_73_);
        float l_75_ = (l_74_ * l_4_);
        float l_76_ = (l_13_ - l_75_);
        float l_77_ = (l_69_ - l_73_);
        float l_78_ = (l_76_ + l_77_);
        bool l_79_ = (l_5_ != 0.0);
        float l_80_ = (l_79_ ? l_71_ : l_5_);
        float l_81_ = (l_79_ ? l_78_ : 0.0);
        uint l_125_ = asuint(info.Load(12+0));
        uint l_126_ = (l_125_ * 1u);
        bool l_127_ = (id < l_126_);
        if (l_127_) {
            buffer_3_global.Store(id*4, asuint(l_80_));
        }
        uint l_82_ = (l_1_ + id);
        uint l_128_ = asuint(info.Load(12+0));
        uint l_129_ = (l_128_ * 1u);
        bool l_130_ = (l_82_ < l_129_);
        if (l_130_) {
            buffer_3_global.Store(l_82_*4, asuint(l_81_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
