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
        uint l_89_ = asuint(info.Load(8+0));
        uint l_90_ = (l_89_ * 1u);
        bool l_91_ = (0u < l_90_);
        uint l_92_ = (l_90_ - 1u);
        uint l_93_ = min(0u, l_92_);
        double l_94_ = buffer_2_global.Load<double>(l_93_*8);
        double l_3_ = (l_91_ ? l_94_ : 0.0L);
        uint l_96_ = asuint(info.Load(8+0));
        uint l_97_ = (l_96_ * 1u);
        bool l_98_ = (1u < l_97_);
        uint l_99_ = (l_97_ - 1u);
        uint l_100_ = min(1u, l_99_);
        double l_101_ = buffer_2_global.Load<double>(l_100_*8);
        double l_4_ = (l_98_ ? l_101_ : 0.0L);
        uint l_103_ = asuint(info.Load(0+0));
        uint l_104_ = (l_103_ * 1u);
        bool l_105_ = (id < l_104_);
        uint l_106_ = (l_104_ - 1u);
        uint l_107_ = min(id, l_106_);
        double l_108_ = buffer_0_global.Load<double>(l_107_*8);
        double l_5_ = (l_105_ ? l_108_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_110_ = asuint(info.Load(0+0));
        uint l_111_ = (l_110_ * 1u);
        bool l_112_ = (l_6_ < l_111_);
        uint l_113_ = (l_111_ - 1u);
        uint l_114_ = min(l_6_, l_113_);
        double l_115_ = buffer_0_global.Load<double>(l_114_*8);
        double l_7_ = (l_112_ ? l_115_ : 0.0L);
        uint l_117_ = asuint(info.Load(4+0));
        uint l_118_ = (l_117_ * 1u);
        bool l_119_ = (id < l_118_);
        uint l_120_ = (l_118_ - 1u);
        uint l_121_ = min(id, l_120_);
        double l_122_ = buffer_1_global.Load<double>(l_121_*8);
        double l_8_ = (l_119_ ? l_122_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_124_ = asuint(info.Load(4+0));
        uint l_125_ = (l_124_ * 1u);
        bool l_126_ = (l_9_ < l_125_);
        uint l_127_ = (l_125_ - 1u);
        uint l_128_ = min(l_9_, l_127_);
        double l_129_ = buffer_1_global.Load<double>(l_128_*8);
        double l_10_ = (l_126_ ? l_129_ : 0.0L);
        double l_11_ = (1.0L / l_8_);
        double l_12_ = (l_5_ * l_11_);
        double l_13_ = (l_8_ * l_12_);
        double l_14_ = -(l_13_);
        double l_15_ = mad(l_8_, l_12_, l_14_);
        double l_16_ = (l_10_ * l_12_);
        double l_17_ = (l_15_ + l_16_);
        double l_18_ = (l_13_ + l_17_);
        double l_19_ = (l_18_ - l_13_);
        double l_20_ = (l_17_ - l_19_);
        double l_21_ = -(l_18_);
        double l_22_ = -(l_20_);
        double l_23_ = (l_5_ + l_21_);
        double l_24_ = (l_23_ - l_5_);
        double l_25_ = (l_23_ - l_24_);
        double l_26_ = (l_5_ - l_25_);
        double l_27_ = (l_21_ - l_24_);
        double l_28_ = (l_26_ + l_27_);
        double l_29_ = (l_7_ + l_22_);
        double l_30_ = (l_29_ - l_7_);
        double l_31_ = (l_29_ - l_30_);
        double l_32_ = (l_7_ - l_31_);
        double l_33_ = (l_22_ - l_30_);
        double l_34_ = (l_32_ + l_33_);
        double l_35_ = (l_28_ + l_29_);
        double l_36_ = (l_23_ + l_35_);
        double l_37_ = (l_36_ - l_23_);
        double l_38_ = (l_35_ - l_37_);
        double l_39_ = (l_34_ + l_38_);
        double l_40_ = (l_36_ + l_39_);
        double l_41_ = (l_40_ - l_36_);
        double l_42_ = (l_39_ - l_41_);
        double l_43_ = (l_40_ * l_11_);
        double l_44_ = (l_8_ * l_43_);
        double l_45_ = -(l_44_);
        double l_46_ = mad(l_8_, l_43_, l_45_);
        double l_47_ = (l_10_ * l_43_);
        double l_48_ = (l_46_ + l_47_);
        double l_49_ = (l_44_ + l_48_);
        double l_50_ = (l_49_ - l_44_);
        double l_51_ = (l_48_ - l_50_);
        double l_52_ = -(l_49_);
        double l_53_ = -(l_51_);
        double l_54_ = (l_40_ + l_52_);
        double l_55_ = (l_54_ - l_40_);
        double l_56_ = (l_54_ - l_55_);
        double l_57_ = (l_40_ - l_56_);
        double l_58_ = (l_52_ - l_55_);
        double l_59_ = (l_57_ + l_58_);
        double l_60_ = (l_42_ + l_53_);
        double l_61_ = (l_60_ - l_42_);
        double l_62_ = (l_60_ - l_61_);
        double l_63_ = (l_42_ - l_62_);
        double l_64_ = (l_53_ - l_61_);
        double l_65_ = (l_63_ + l_64_);
        double l_66_ = (l_59_ + l_60_);
        double l_67_ = (l_54_ + l_66_);
        double l_68_ = (l_67_ - l_54_);
        double l_69_ = (l_66_ - l_68_);
        double l_70_ = (l_65_ + l_69_);
        double l_71_ = (l_67_ + l_70_);
        double l_72_ = (l_71_ - l_67_);
        double l_73_ = (l_70_ - l_72_);
        double l_74_ = (l_71_ / l_8_);
        double l_75_ = (l_12_ + l_43_);
        double l_76_ = (l_75_ - l_12_);
        double l_77_ = (l_43_ - l_76_);
        double l_78_ = (l_75_ + l_74_);
        double l_79_ = (l_78_ - l_75_);
        double l_80_ = (l_78_ - l_79_);
        double l_81_ = (l_75_ - l_80_);
        double l_82_ = (l_74_ - l_79_);
        double l_83_ = (l_81_ + l_82_);
        double l_84_ = (l_83_ + l_77_);
        double l_85_ = (l_78_ + l_84_);
        double l_86_ = (l_85_ - l_78_);
        double l_87_ = (l_84_ - l_86_);
        uint l_131_ = asuint(info.Load(12+0));
        uint l_132_ = (l_131_ * 1u);
        bool l_133_ = (id < l_132_);
        if (l_133_) {
            buffer_3_global.Store(id*8, l_85_);
        }
        uint l_88_ = (l_1_ + id);
        uint l_134_ = asuint(info.Load(12+0));
        uint l_135_ = (l_134_ * 1u);
        bool l_136_ = (l_88_ < l_135_);
        if (l_136_) {
            buffer_3_global.Store(l_88_*8, l_87_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
