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
        uint l_88_ = asuint(info.Load(8+0));
        uint l_89_ = (l_88_ * 1u);
        bool l_90_ = (0u < l_89_);
        uint l_91_ = (l_89_ - 1u);
        uint l_92_ = min(0u, l_91_);
        double l_93_ = buffer_2_global.Load<double>(l_92_*8);
        double l_3_ = (l_90_ ? l_93_ : 0.0L);
        uint l_95_ = asuint(info.Load(8+0));
        uint l_96_ = (l_95_ * 1u);
        bool l_97_ = (1u < l_96_);
        uint l_98_ = (l_96_ - 1u);
        uint l_99_ = min(1u, l_98_);
        double l_100_ = buffer_2_global.Load<double>(l_99_*8);
        double l_4_ = (l_97_ ? l_100_ : 0.0L);
        uint l_102_ = asuint(info.Load(0+0));
        uint l_103_ = (l_102_ * 1u);
        bool l_104_ = (id < l_103_);
        uint l_105_ = (l_103_ - 1u);
        uint l_106_ = min(id, l_105_);
        double l_107_ = buffer_0_global.Load<double>(l_106_*8);
        double l_5_ = (l_104_ ? l_107_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_109_ = asuint(info.Load(0+0));
        uint l_110_ = (l_109_ * 1u);
        bool l_111_ = (l_6_ < l_110_);
        uint l_112_ = (l_110_ - 1u);
        uint l_113_ = min(l_6_, l_112_);
        double l_114_ = buffer_0_global.Load<double>(l_113_*8);
        double l_7_ = (l_111_ ? l_114_ : 0.0L);
        uint l_116_ = asuint(info.Load(4+0));
        uint l_117_ = (l_116_ * 1u);
        bool l_118_ = (id < l_117_);
        uint l_119_ = (l_117_ - 1u);
        uint l_120_ = min(id, l_119_);
        double l_121_ = buffer_1_global.Load<double>(l_120_*8);
        double l_8_ = (l_118_ ? l_121_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_123_ = asuint(info.Load(4+0));
        uint l_124_ = (l_123_ * 1u);
        bool l_125_ = (l_9_ < l_124_);
        uint l_126_ = (l_124_ - 1u);
        uint l_127_ = min(l_9_, l_126_);
        double l_128_ = buffer_1_global.Load<double>(l_127_*8);
        double l_10_ = (l_125_ ? l_128_ : 0.0L);
        double l_11_ = (l_5_ / l_8_);
        double l_12_ = (l_8_ * l_11_);
        double l_13_ = -(l_12_);
        double l_14_ = mad(l_8_, l_11_, l_13_);
        double l_15_ = (l_10_ * l_11_);
        double l_16_ = (l_14_ + l_15_);
        double l_17_ = (l_12_ + l_16_);
        double l_18_ = (l_17_ - l_12_);
        double l_19_ = (l_16_ - l_18_);
        double l_20_ = -(l_17_);
        double l_21_ = -(l_19_);
        double l_22_ = (l_5_ + l_20_);
        double l_23_ = (l_22_ - l_5_);
        double l_24_ = (l_22_ - l_23_);
        double l_25_ = (l_5_ - l_24_);
        double l_26_ = (l_20_ - l_23_);
        double l_27_ = (l_25_ + l_26_);
        double l_28_ = (l_7_ + l_21_);
        double l_29_ = (l_28_ - l_7_);
        double l_30_ = (l_28_ - l_29_);
        double l_31_ = (l_7_ - l_30_);
        double l_32_ = (l_21_ - l_29_);
        double l_33_ = (l_31_ + l_32_);
        double l_34_ = (l_27_ + l_28_);
        double l_35_ = (l_22_ + l_34_);
        double l_36_ = (l_35_ - l_22_);
        double l_37_ = (l_34_ - l_36_);
        double l_38_ = (l_33_ + l_37_);
        double l_39_ = (l_35_ + l_38_);
        double l_40_ = (l_39_ - l_35_);
        double l_41_ = (l_38_ - l_40_);
        double l_42_ = (l_39_ / l_8_);
        double l_43_ = (l_8_ * l_42_);
        double l_44_ = -(l_43_);
        double l_45_ = mad(l_8_, l_42_, l_44_);
        double l_46_ = (l_10_ * l_42_);
        double l_47_ = (l_45_ + l_46_);
        double l_48_ = (l_43_ + l_47_);
        double l_49_ = (l_48_ - l_43_);
        double l_50_ = (l_47_ - l_49_);
        double l_51_ = -(l_48_);
        double l_52_ = -(l_50_);
        double l_53_ = (l_39_ + l_51_);
        double l_54_ = (l_53_ - l_39_);
        double l_55_ = (l_53_ - l_54_);
        double l_56_ = (l_39_ - l_55_);
        double l_57_ = (l_51_ - l_54_);
        double l_58_ = (l_56_ + l_57_);
        double l_59_ = (l_41_ + l_52_);
        double l_60_ = (l_59_ - l_41_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_41_ - l_61_);
        double l_63_ = (l_52_ - l_60_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_58_ + l_59_);
        double l_66_ = (l_53_ + l_65_);
        double l_67_ = (l_66_ - l_53_);
        double l_68_ = (l_65_ - l_67_);
        double l_69_ = (l_64_ + l_68_);
        double l_70_ = (l_66_ + l_69_);
        double l_71_ = (l_70_ - l_66_);
        double l_72_ = (l_69_ - l_71_);
        double l_73_ = (l_70_ / l_8_);
        double l_74_ = (l_11_ + l_42_);
        double l_75_ = (l_74_ - l_11_);
        double l_76_ = (l_42_ - l_75_);
        double l_77_ = (l_74_ + l_73_);
        double l_78_ = (l_77_ - l_74_);
        double l_79_ = (l_77_ - l_78_);
        double l_80_ = (l_74_ - l_79_);
        double l_81_ = (l_73_ - l_78_);
        double l_82_ = (l_80_ + l_81_);
        double l_83_ = (l_82_ + l_76_);
        double l_84_ = (l_77_ + l_83_);
        double l_85_ = (l_84_ - l_77_);
        double l_86_ = (l_83_ - l_85_);
        uint l_130_ = asuint(info.Load(12+0));
        uint l_131_ = (l_130_ * 1u);
        bool l_132_ = (id < l_131_);
        if (l_132_) {
            buffer_3_global.Store(id*8, l_84_);
        }
        uint l_87_ = (l_1_ + id);
        uint l_133_ = asuint(info.Load(12+0));
        uint l_134_ = (l_133_ * 1u);
        bool l_135_ = (l_87_ < l_134_);
        if (l_135_) {
            buffer_3_global.Store(l_87_*8, l_86_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
