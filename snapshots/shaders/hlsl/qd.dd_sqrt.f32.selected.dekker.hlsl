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
        uint l_101_ = asuint(info.Load(8+0));
        uint l_102_ = (l_101_ * 1u);
        bool l_103_ = (0u < l_102_);
        uint l_104_ = (l_102_ - 1u);
        uint l_105_ = min(0u, l_104_);
        float l_106_ = asfloat(buffer_2_global.Load(l_105_*4));
        float l_3_ = (l_103_ ? l_106_ : 0.0);
        uint l_108_ = asuint(info.Load(8+0));
        uint l_109_ = (l_108_ * 1u);
        bool l_110_ = (1u < l_109_);
        uint l_111_ = (l_109_ - 1u);
        uint l_112_ = min(1u, l_111_);
        float l_113_ = asfloat(buffer_2_global.Load(l_112_*4));
        float l_4_ = (l_110_ ? l_113_ : 0.0);
        uint l_115_ = asuint(info.Load(0+0));
        uint l_116_ = (l_115_ * 1u);
        bool l_117_ = (id < l_116_);
        uint l_118_ = (l_116_ - 1u);
        uint l_119_ = min(id, l_118_);
        float l_120_ = asfloat(buffer_0_global.Load(l_119_*4));
        float l_5_ = (l_117_ ? l_120_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_122_ = asuint(info.Load(0+0));
        uint l_123_ = (l_122_ * 1u);
        bool l_124_ = (l_6_ < l_123_);
        uint l_125_ = (l_123_ - 1u);
        uint l_126_ = min(l_6_, l_125_);
        float l_127_ = asfloat(buffer_0_global.Load(l_126_*4));
        float l_7_ = (l_124_ ? l_127_ : 0.0);
        uint l_129_ = asuint(info.Load(4+0));
        uint l_130_ = (l_129_ * 1u);
        bool l_131_ = (id < l_130_);
        uint l_132_ = (l_130_ - 1u);
        uint l_133_ = min(id, l_132_);
        float l_134_ = asfloat(buffer_1_global.Load(l_133_*4));
        float l_8_ = (l_131_ ? l_134_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_136_ = asuint(info.Load(4+0));
        uint l_137_ = (l_136_ * 1u);
        bool l_138_ = (l_9_ < l_137_);
        uint l_139_ = (l_137_ - 1u);
        uint l_140_ = min(l_9_, l_139_);
        float l_141_ = asfloat(buffer_1_global.Load(l_140_*4));
        float l_10_ = (l_138_ ? l_141_ : 0.0);
        float l_11_ = sqrt(l_5_);
        float l_12_ = (1.0 / l_11_);
        float l_13_ = (l_5_ * l_12_);
        float l_14_ = (l_13_ * l_13_);
        bool l_15_ = (l_4_ != 0.0);
        float l_16_ = (l_15_ ? l_14_ : l_4_);
        float l_17_ = (l_3_ * l_13_);
        bool l_18_ = (l_4_ != 0.0);
        float l_19_ = (l_18_ ? l_17_ : l_4_);
        float l_20_ = (l_19_ - l_13_);
        bool l_21_ = (l_4_ != 0.0);
        float l_22_ = (l_21_ ? l_20_ : l_4_);
        float l_23_ = (l_19_ - l_22_);
        float l_24_ = (l_13_ - l_23_);
        float l_25_ = (l_3_ * l_13_);
        bool l_26_ = (l_4_ != 0.0);
        float l_27_ = (l_26_ ? l_25_ : l_4_);
        float l_28_ = (l_27_ - l_13_);
        bool l_29_ = (l_4_ != 0.0);
        float l_30_ = (l_29_ ? l_28_ : l_4_);
        float l_31_ = (l_27_ - l_30_);
        float l_32_ = (l_13_ - l_31_);
        float l_33_ = (l_23_ * l_31_);
        float l_34_ = (l_33_ - l_16_);
        float l_35_ = (l_23_ * l_32_);
        float l_36_ = (l_34_ + l_35_);
        float l_37_ = (l_24_ * l_31_);
        float l_38_ = (l_36_ + l_37_);
        float l_39_ = (l_24_ * l_32_);
        float l_40_ = (l_38_ + l_39_);
        float l_41_ = -(l_16_);
        float l_42_ = -(l_40_);
        float l_43_ = (l_5_ + l_41_);
        bool l_44_ = (l_4_ != 0.0);
        float l_45_ = (l_44_ ? l_43_ : l_4_);
        float l_46_ = (l_45_ - l_5_);
        bool l_47_ = (l_4_ != 0.0);
        float l_48_ = (l_47_ ? l_46_ : l_4_);
        float l_49_ = (l_45_ - l_48_);
        bool l_50_ = (l_4_ != 0.0);
        float l_51_ = (l_50_ ? l_49_ : l_4_);
        float l_52_ = (l_5_ - l_51_);
        float l_53_ = (l_41_ - l_48_);
        float l_54_ = (l_52_ + l_53_);
        float l_55_ = (l_7_ + l_42_);
        bool l_56_ = (l_4_ != 0.0);
        float l_57_ = (l_56_ ? l_55_ : l_4_);
        float l_58_ = (l_57_ - l_7_);
        bool l_59_ = (l_4_ != 0.0);
        float l_60_ = (l_59_ ? l_58_ : l_4_);
        float l_61_ = (l_57_ - l_60_);
        bool l_62_ = (l_4_ != 0.0);
        float l_63_ = (l_62_ ? l_61_ : l_4_);
        float l_64_ = (l_7_ - l_63_);
        float l_65_ = (l_42_ - l_60_);
        float l_66_ = (l_64_ + l_65_);
        float l_67_ = (l_54_ + l_57_);
        float l_68_ = (l_45_ + l_67_);
        bool l_69_ = (l_4_ != 0.0);
        float l_70_ = (l_69_ ? l_68_ : l_4_);
        float l_71_ = (l_70_ - l_45_);
        bool l_72_ = (l_4_ != 0.0);
        float l_73_ = (l_72_ ? l_71_ : l_4_);
        float l_74_ = (l_67_ - l_73_);
        float l_75_ = (l_66_ + l_74_);
        float l_76_ = (l_70_ + l_75_);
        bool l_77_ = (l_4_ != 0.0);
        float l_78_ = (l_77_ ? l_76_ : l_4_);
        float l_79_ = (l_78_ - l_70_);
        bool l_80_ = (l_4_ != 0.0);
        float l_81_ = (l_80_ ? l_79_ : l_4_);
        float l_82_ = (l_75_ - l_81_);
        float l_83_ = (l_12_ * 0.5);
        float l_84_ = (l_78_ * l_83_);
        float l_85_ = (l_13_ + l_84_);
        bool l_86_ = (l_4_ != 0.0);
        float l_87_ = (l_86_ ? l_85_ : l_4_);
        float l_88_ = (l_87_ - l_13_);
        bool l_89_ = (l_4_ != 0.0);
        float l_90_ = (l_89_ ? l_88_ : l_4_);
        float l_91_ = (l_87_ - l_90_);
        bool l_92_ = (l_4_ != 0.0);
        float l_93_ = (l_92_ ? l_91_ : l_4_);
        float l_94_ = (l_13_ - l_93_);
        float l_95_ = (l_84_ - l_90_);
        float l_96_ = (l_94_ + l_95_);
        bool l_97_ = (l_5_ != 0.0);
        float l_98_ = (l_97_ ? l_87_ : l_5_);
        float l_99_ = (l_97_ ? l_96_ : 0.0);
        uint l_143_ = asuint(info.Load(12+0));
        uint l_144_ = (l_143_ * 1u);
        bool l_145_ = (id < l_144_);
        if (l_145_) {
            buffer_3_global.Store(id*4, asuint(l_98_));
        }
        uint l_100_ = (l_1_ + id);
        uint l_146_ = asuint(info.Load(12+0));
        uint l_147_ = (l_146_ * 1u);
        bool l_148_ = (l_100_ < l_147_);
        if (l_148_) {
            buffer_3_global.Store(l_100_*4, asuint(l_99_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
