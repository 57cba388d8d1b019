struct info_st {
    uint static_meta[10];
};

static const uint WORKGROUP_SIZE_X = 16u;
static const uint WORKGROUP_SIZE_Y = 16u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
ByteAddressBuffer info : register(t5);
groupshared double shared_memory_9_[1024];
groupshared double shared_memory_10_[1024];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void qd_matrix_product_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (double[1024])0;
        shared_memory_10_ = (double[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double a_587_[8] = (double[8])0;
    double l_mut_11_ = (double)0;
    double l_mut_12_ = (double)0;
    double l_mut_13_ = (double)0;
    double l_mut_14_ = (double)0;
    double l_mut_481_ = (double)0;
    double l_mut_482_ = (double)0;
    double l_mut_483_ = (double)0;
    double l_mut_484_ = (double)0;
    double l_mut_485_ = (double)0;
    uint l_mut_486_ = (uint)0;
    double l_mut_772_ = (double)0;
    double l_mut_773_ = (double)0;
    double l_mut_774_ = (double)0;
    double l_mut_776_ = (double)0;
    uint l_mut_20_ = 0u;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    uint l_mut_113_ = (uint)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;

    uint l_999_ = asuint(info.Load(8+0));
    uint l_1000_ = (l_999_ * 1u);
    bool l_1001_ = (0u < l_1000_);
    uint l_1002_ = (l_1000_ - 1u);
    uint l_1003_ = min(0u, l_1002_);
    double l_1004_ = buffer_2_global.Load<double>(l_1003_*8);
    double l_0_ = (l_1001_ ? l_1004_ : 0.0L);
    uint l_1006_ = asuint(info.Load(8+0));
    uint l_1007_ = (l_1006_ * 1u);
    bool l_1008_ = (1u < l_1007_);
    uint l_1009_ = (l_1007_ - 1u);
    uint l_1010_ = min(1u, l_1009_);
    double l_1011_ = buffer_2_global.Load<double>(l_1010_*8);
    double l_1_ = (l_1008_ ? l_1011_ : 0.0L);
    uint l_1013_ = asuint(info.Load(12+0));
    uint l_1014_ = (l_1013_ * 1u);
    bool l_1015_ = (0u < l_1014_);
    uint l_1016_ = (l_1014_ - 1u);
    uint l_1017_ = min(0u, l_1016_);
    uint l_1018_ = asuint(buffer_3_global.Load(l_1017_*4));
    uint l_2_ = (l_1015_ ? l_1018_ : 0u);
    uint l_1020_ = asuint(info.Load(12+0));
    uint l_1021_ = (l_1020_ * 1u);
    bool l_1022_ = (1u < l_1021_);
    uint l_1023_ = (l_1021_ - 1u);
    uint l_1024_ = min(1u, l_1023_);
    uint l_1025_ = asuint(buffer_3_global.Load(l_1024_*4));
    uint l_3_ = (l_1022_ ? l_1025_ : 0u);
    uint l_1027_ = asuint(info.Load(12+0));
    uint l_1028_ = (l_1027_ * 1u);
    bool l_1029_ = (2u < l_1028_);
    uint l_1030_ = (l_1028_ - 1u);
    uint l_1031_ = min(2u, l_1030_);
    uint l_1032_ = asuint(buffer_3_global.Load(l_1031_*4));
    uint l_4_ = (l_1029_ ? l_1032_ : 0u);
    uint l_5_ = (workgroup_id.y * 16u);
    uint l_6_ = (l_5_ + local_invocation_id.y);
    uint l_7_ = (workgroup_id.x * 16u);
    uint l_8_ = (l_7_ + local_invocation_id.x);
    l_mut_11_ = 0.0L;
    l_mut_12_ = 0.0L;
    l_mut_13_ = 0.0L;
    l_mut_14_ = 0.0L;
    uint l_15_ = (local_invocation_id.y * 16u);
    uint l_16_ = (l_15_ + local_invocation_id.x);
    uint l_17_ = (l_3_ + 16u);
    uint l_18_ = (l_17_ - 1u);
    uint l_19_ = naga_div(l_18_, 16u);
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    bool loop_init = true;
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        if (!loop_init) {
            uint _e1916 = l_mut_20_;
            l_mut_20_ = (_e1916 + 1u);
        }
        loop_init = false;
        uint _e129 = l_mut_20_;
        if ((_e129 < l_19_)) {
        } else {
            break;
        }
        {
            uint _e131 = l_mut_20_;
            uint l_21_ = (_e131 * 16u);
            uint l_22_ = (l_21_ + local_invocation_id.x);
            uint _e136 = l_mut_20_;
            uint l_23_ = (_e136 * 16u);
            uint l_24_ = (l_23_ + local_invocation_id.y);
            uint l_25_ = (0u + l_16_);
            bool l_26_ = (l_6_ < l_2_);
            bool l_27_ = (l_22_ < l_3_);
            if (l_26_) {
                local = l_27_;
            } else {
                local = false;
            }
            bool l_28_ = local;
            uint l_29_ = (0u * l_2_);
            uint l_30_ = (l_29_ + l_6_);
            uint l_31_ = (l_30_ * l_3_);
            uint l_32_ = (l_31_ + l_22_);
            uint l_33_ = (l_28_ ? l_32_ : 0u);
            uint l_1034_ = asuint(info.Load(0+0));
            uint l_1035_ = (l_1034_ * 1u);
            bool l_1036_ = (l_33_ < l_1035_);
            uint l_1037_ = (l_1035_ - 1u);
            uint l_1038_ = min(l_33_, l_1037_);
            double l_1039_ = buffer_0_global.Load<double>(l_1038_*8);
            double l_34_ = (l_1036_ ? l_1039_ : 0.0L);
            double l_35_ = (l_28_ ? l_34_ : 0.0L);
            shared_memory_9_[min(uint(l_25_), 1023u)] = l_35_;
            uint l_36_ = (0u + l_16_);
            bool l_37_ = (l_24_ < l_3_);
            bool l_38_ = (l_8_ < l_4_);
            if (l_37_) {
                local_1 = l_38_;
            } else {
                local_1 = false;
            }
            bool l_39_ = local_1;
            uint l_40_ = (0u * l_3_);
            uint l_41_ = (l_40_ + l_24_);
            uint l_42_ = (l_41_ * l_4_);
            uint l_43_ = (l_42_ + l_8_);
            uint l_44_ = (l_39_ ? l_43_ : 0u);
            uint l_1041_ = asuint(info.Load(4+0));
            uint l_1042_ = (l_1041_ * 1u);
            bool l_1043_ = (l_44_ < l_1042_);
            uint l_1044_ = (l_1042_ - 1u);
            uint l_1045_ = min(l_44_, l_1044_);
            double l_1046_ = buffer_1_global.Load<double>(l_1045_*8);
            double l_45_ = (l_1043_ ? l_1046_ : 0.0L);
            double l_46_ = (l_39_ ? l_45_ : 0.0L);
            shared_memory_10_[min(uint(l_36_), 1023u)] = l_46_;
            uint l_47_ = (256u + l_16_);
            bool l_48_ = (l_6_ < l_2_);
            bool l_49_ = (l_22_ < l_3_);
            if (l_48_) {
                local_2 = l_49_;
            } else {
                local_2 = false;
            }
            bool l_50_ = local_2;
            uint l_51_ = (1u * l_2_);
            uint l_52_ = (l_51_ + l_6_);
            uint l_53_ = (l_52_ * l_3_);
            uint l_54_ = (l_53_ + l_22_);
            uint l_55_ = (l_50_ ? l_54_ : 0u);
            uint l_1048_ = asuint(info.Load(0+0));
            uint l_1049_ = (l_1048_ * 1u);
            bool l_1050_ = (l_55_ < l_1049_);
            uint l_1051_ = (l_1049_ - 1u);
            uint l_1052_ = min(l_55_, l_1051_);
            double l_1053_ = buffer_0_global.Load<double>(l_1052_*8);
            double l_56_ = (l_1050_ ? l_1053_ : 0.0L);
            double l_57_ = (l_50_ ? l_56_ : 0.0L);
            shared_memory_9_[min(uint(l_47_), 1023u)] = l_57_;
            uint l_58_ = (256u + l_16_);
            bool l_59_ = (l_24_ < l_3_);
            bool l_60_ = (l_8_ < l_4_);
            if (l_59_) {
                local_3 = l_60_;
            } else {
                local_3 = false;
            }
            bool l_61_ = local_3;
            uint l_62_ = (1u * l_3_);
            uint l_63_ = (l_62_ + l_24_);
            uint l_64_ = (l_63_ * l_4_);
            uint l_65_ = (l_64_ + l_8_);
            uint l_66_ = (l_61_ ? l_65_ : 0u);
            uint l_1055_ = asuint(info.Load(4+0));
            uint l_1056_ = (l_1055_ * 1u);
            bool l_1057_ = (l_66_ < l_1056_);
            uint l_1058_ = (l_1056_ - 1u);
            uint l_1059_ = min(l_66_, l_1058_);
            double l_1060_ = buffer_1_global.Load<double>(l_1059_*8);
            double l_67_ = (l_1057_ ? l_1060_ : 0.0L);
            double l_68_ = (l_61_ ? l_67_ : 0.0L);
            shared_memory_10_[min(uint(l_58_), 1023u)] = l_68_;
            uint l_69_ = (512u + l_16_);
            bool l_70_ = (l_6_ < l_2_);
            bool l_71_ = (l_22_ < l_3_);
            if (l_70_) {
                local_4 = l_71_;
            } else {
                local_4 = false;
            }
            bool l_72_ = local_4;
            uint l_73_ = (2u * l_2_);
            uint l_74_ = (l_73_ + l_6_);
            uint l_75_ = (l_74_ * l_3_);
            uint l_76_ = (l_75_ + l_22_);
            uint l_77_ = (l_72_ ? l_76_ : 0u);
            uint l_1062_ = asuint(info.Load(0+0));
            uint l_1063_ = (l_1062_ * 1u);
            bool l_1064_ = (l_77_ < l_1063_);
            uint l_1065_ = (l_1063_ - 1u);
            uint l_1066_ = min(l_77_, l_1065_);
            double l_1067_ = buffer_0_global.Load<double>(l_1066_*8);
            double l_78_ = (l_1064_ ? l_1067_ : 0.0L);
            double l_79_ = (l_72_ ? l_78_ : 0.0L);
            shared_memory_9_[min(uint(l_69_), 1023u)] = l_79_;
            uint l_80_ = (512u + l_16_);
            bool l_81_ = (l_24_ < l_3_);
            bool l_82_ = (l_8_ < l_4_);
            if (l_81_) {
                local_5 = l_82_;
            } else {
                local_5 = false;
            }
            bool l_83_ = local_5;
            uint l_84_ = (2u * l_3_);
            uint l_85_ = (l_84_ + l_24_);
            uint l_86_ = (l_85_ * l_4_);
            uint l_87_ = (l_86_ + l_8_);
            uint l_88_ = (l_83_ ? l_87_ : 0u);
            uint l_1069_ = asuint(info.Load(4+0));
            uint l_1070_ = (l_1069_ * 1u);
            bool l_1071_ = (l_88_ < l_1070_);
            uint l_1072_ = (l_1070_ - 1u);
            uint l_1073_ = min(l_88_, l_1072_);
            double l_1074_ = buffer_1_global.Load<double>(l_1073_*8);
            double l_89_ = (l_1071_ ? l_1074_ : 0.0L);
            double l_90_ = (l_83_ ? l_89_ : 0.0L);
            shared_memory_10_[min(uint(l_80_), 1023u)] = l_90_;
            uint l_91_ = (768u + l_16_);
            bool l_92_ = (l_6_ < l_2_);
            bool l_93_ = (l_22_ < l_3_);
            if (l_92_) {
                local_6 = l_93_;
            } else {
                local_6 = false;
            }
            bool l_94_ = local_6;
            uint l_95_ = (3u * l_2_);
            uint l_96_ = (l_95_ + l_6_);
            uint l_97_ = (l_96_ * l_3_);
            uint l_98_ = (l_97_ + l_22_);
            uint l_99_ = (l_94_ ? l_98_ : 0u);
            uint l_1076_ = asuint(info.Load(0+0));
            uint l_1077_ = (l_1076_ * 1u);
            bool l_1078_ = (l_99_ < l_1077_);
            uint l_1079_ = (l_1077_ - 1u);
            uint l_1080_ = min(l_99_, l_1079_);
            double l_1081_ = buffer_0_global.Load<double>(l_1080_*8);
            double l_100_ = (l_1078_ ? l_1081_ : 0.0L);
            double l_101_ = (l_94_ ? l_100_ : 0.0L);
            shared_memory_9_[min(uint(l_91_), 1023u)] = l_101_;
            uint l_102_ = (768u + l_16_);
            bool l_103_ = (l_24_ < l_3_);
            bool l_104_ = (l_8_ < l_4_);
            if (l_103_) {
                local_7 = l_104_;
            } else {
                local_7 = false;
            }
            bool l_105_ = local_7;
            uint l_106_ = (3u * l_3_);
            uint l_107_ = (l_106_ + l_24_);
            uint l_108_ = (l_107_ * l_4_);
            uint l_109_ = (l_108_ + l_8_);
            uint l_110_ = (l_105_ ? l_109_ : 0u);
            uint l_1083_ = asuint(info.Load(4+0));
            uint l_1084_ = (l_1083_ * 1u);
            bool l_1085_ = (l_110_ < l_1084_);
            uint l_1086_ = (l_1084_ - 1u);
            uint l_1087_ = min(l_110_, l_1086_);
            double l_1088_ = buffer_1_global.Load<double>(l_1087_*8);
            double l_111_ = (l_1085_ ? l_1088_ : 0.0L);
            double l_112_ = (l_105_ ? l_111_ : 0.0L);
            shared_memory_10_[min(uint(l_102_), 1023u)] = l_112_;
            GroupMemoryBarrierWithGroupSync();
            l_mut_113_ = 0u;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e1913 = l_mut_113_;
                    l_mut_113_ = (_e1913 + 1u);
                }
                loop_init_1 = false;
                uint _e415 = l_mut_113_;
                if ((_e415 < 16u)) {
                } else {
                    break;
                }
                {
                    uint l_114_ = (local_invocation_id.y * 16u);
                    uint _e421 = l_mut_113_;
                    uint l_115_ = (l_114_ + _e421);
                    uint _e423 = l_mut_113_;
                    uint l_116_ = (_e423 * 16u);
                    uint l_117_ = (l_116_ + local_invocation_id.x);
                    double l_118_ = shared_memory_9_[min(uint(l_115_), 1023u)];
                    uint l_119_ = (256u + l_115_);
                    double l_120_ = shared_memory_9_[min(uint(l_119_), 1023u)];
                    uint l_121_ = (512u + l_115_);
                    double l_122_ = shared_memory_9_[min(uint(l_121_), 1023u)];
                    uint l_123_ = (768u + l_115_);
                    double l_124_ = shared_memory_9_[min(uint(l_123_), 1023u)];
                    double l_125_ = shared_memory_10_[min(uint(l_117_), 1023u)];
                    uint l_126_ = (256u + l_117_);
                    double l_127_ = shared_memory_10_[min(uint(l_126_), 1023u)];
                    uint l_128_ = (512u + l_117_);
                    double l_129_ = shared_memory_10_[min(uint(l_128_), 1023u)];
                    uint l_130_ = (768u + l_117_);
                    double l_131_ = shared_memory_10_[min(uint(l_130_), 1023u)];
                    double l_132_ = (l_118_ * l_125_);
                    bool l_133_ = (l_1_ != 0.0L);
                    double l_134_ = (l_133_ ? l_132_ : l_1_);
                    double l_135_ = (l_0_ * l_118_);
                    bool l_136_ = (l_1_ != 0.0L);
                    double l_137_ = (l_136_ ? l_135_ : l_1_);
                    double l_138_ = (l_137_ - l_118_);
                    bool l_139_ = (l_1_ != 0.0L);
                    double l_140_ = (l_139_ ? l_138_ : l_1_);
                    double l_141_ = (l_137_ - l_140_);
                    double l_142_ = (l_118_ - l_141_);
                    double l_143_ = (l_0_ * l_125_);
                    bool l_144_ = (l_1_ != 0.0L);
                    double l_145_ = (l_144_ ? l_143_ : l_1_);
                    double l_146_ = (l_145_ - l_125_);
                    bool l_147_ = (l_1_ != 0.0L);
                    double l_148_ = (l_147_ ? l_146_ : l_1_);
                    double l_149_ = (l_145_ - l_148_);
                    double l_150_ = (l_125_ - l_149_);
                    double l_151_ = (l_141_ * l_149_);
                    double l_152_ = (l_151_ - l_134_);
                    double l_153_ = (l_141_ * l_150_);
                    double l_154_ = (l_152_ + l_153_);
                    double l_155_ = (l_142_ * l_149_);
                    double l_156_ = (l_154_ + l_155_);
                    double l_157_ = (l_142_ * l_150_);
                    double l_158_ = (l_156_ + l_157_);
                    double l_159_ = (l_118_ * l_127_);
                    bool l_160_ = (l_1_ != 0.0L);
                    double l_161_ = (l_160_ ? l_159_ : l_1_);
                    double l_162_ = (l_0_ * l_118_);
                    bool l_163_ = (l_1_ != 0.0L);
                    double l_164_ = (l_163_ ? l_162_ : l_1_);
                    double l_165_ = (l_164_ - l_118_);
                    bool l_166_ = (l_1_ != 0.0L);
                    double l_167_ = (l_166_ ? l_165_ : l_1_);
                    double l_168_ = (l_164_ - l_167_);
                    double l_169_ = (l_118_ - l_168_);
                    double l_170_ = (l_0_ * l_127_);
                    bool l_171_ = (l_1_ != 0.0L);
                    double l_172_ = (l_171_ ? l_170_ : l_1_);
                    double l_173_ = (l_172_ - l_127_);
                    bool l_174_ = (l_1_ != 0.0L);
                    double l_175_ = (l_174_ ? l_173_ : l_1_);
                    double l_176_ = (l_172_ - l_175_);
                    double l_177_ = (l_127_ - l_176_);
                    double l_178_ = (l_168_ * l_176_);
                    double l_179_ = (l_178_ - l_161_);
                    double l_180_ = (l_168_ * l_177_);
                    double l_181_ = (l_179_ + l_180_);
                    double l_182_ = (l_169_ * l_176_);
                    double l_183_ = (l_181_ + l_182_);
                    double l_184_ = (l_169_ * l_177_);
                    double l_185_ = (l_183_ + l_184_);
                    double l_186_ = (l_120_ * l_125_);
                    bool l_187_ = (l_1_ != 0.0L);
                    double l_188_ = (l_187_ ? l_186_ : l_1_);
                    double l_189_ = (l_0_ * l_120_);
                    bool l_190_ = (l_1_ != 0.0L);
                    double l_191_ = (l_190_ ? l_189_ : l_1_);
                    double l_192_ = (l_191_ - l_120_);
                    bool l_193_ = (l_1_ != 0.0L);
                    double l_194_ = (l_193_ ? l_192_ : l_1_);
                    double l_195_ = (l_191_ - l_194_);
                    double l_196_ = (l_120_ - l_195_);
                    double l_197_ = (l_0_ * l_125_);
                    bool l_198_ = (l_1_ != 0.0L);
                    double l_199_ = (l_198_ ? l_197_ : l_1_);
                    double l_200_ = (l_199_ - l_125_);
                    bool l_201_ = (l_1_ != 0.0L);
                    double l_202_ = (l_201_ ? l_200_ : l_1_);
                    double l_203_ = (l_199_ - l_202_);
                    double l_204_ = (l_125_ - l_203_);
                    double l_205_ = (l_195_ * l_203_);
                    double l_206_ = (l_205_ - l_188_);
                    double l_207_ = (l_195_ * l_204_);
                    double l_208_ = (l_206_ + l_207_);
                    double l_209_ = (l_196_ * l_203_);
                    double l_210_ = (l_208_ + l_209_);
                    double l_211_ = (l_196_ * l_204_);
                    double l_212_ = (l_210_ + l_211_);
                    double l_213_ = (l_118_ * l_129_);
                    bool l_214_ = (l_1_ != 0.0L);
                    double l_215_ = (l_214_ ? l_213_ : l_1_);
                    double l_216_ = (l_0_ * l_118_);
                    bool l_217_ = (l_1_ != 0.0L);
                    double l_218_ = (l_217_ ? l_216_ : l_1_);
                    double l_219_ = (l_218_ - l_118_);
                    bool l_220_ = (l_1_ != 0.0L);
                    double l_221_ = (l_220_ ? l_219_ : l_1_);
                    double l_222_ = (l_218_ - l_221_);
                    double l_223_ = (l_118_ - l_222_);
                    double l_224_ = (l_0_ * l_129_);
                    bool l_225_ = (l_1_ != 0.0L);
                    double l_226_ = (l_225_ ? l_224_ : l_1_);
                    double l_227_ = (l_226_ - l_129_);
                    bool l_228_ = (l_1_ != 0.0L);
                    double l_229_ = (l_228_ ? l_227_ : l_1_);
                    double l_230_ = (l_226_ - l_229_);
                    double l_231_ = (l_129_ - l_230_);
                    double l_232_ = (l_222_ * l_230_);
                    double l_233_ = (l_232_ - l_215_);
                    double l_234_ = (l_222_ * l_231_);
                    double l_235_ = (l_233_ + l_234_);
                    double l_236_ = (l_223_ * l_230_);
                    double l_237_ = (l_235_ + l_236_);
                    double l_238_ = (l_223_ * l_231_);
                    double l_239_ = (l_237_ + l_238_);
                    double l_240_ = (l_120_ * l_127_);
                    bool l_241_ = (l_1_ != 0.0L);
                    double l_242_ = (l_241_ ? l_240_ : l_1_);
                    double l_243_ = (l_0_ * l_120_);
                    bool l_244_ = (l_1_ != 0.0L);
                    double l_245_ = (l_244_ ? l_243_ : l_1_);
                    double l_246_ = (l_245_ - l_120_);
                    bool l_247_ = (l_1_ != 0.0L);
                    double l_248_ = (l_247_ ? l_246_ : l_1_);
                    double l_249_ = (l_245_ - l_248_);
                    double l_250_ = (l_120_ - l_249_);
                    double l_251_ = (l_0_ * l_127_);
                    bool l_252_ = (l_1_ != 0.0L);
                    double l_253_ = (l_252_ ? l_251_ : l_1_);
                    double l_254_ = (l_253_ - l_127_);
                    bool l_255_ = (l_1_ != 0.0L);
                    double l_256_ = (l_255_ ? l_254_ : l_1_);
                    double l_257_ = (l_253_ - l_256_);
                    double l_258_ = (l_127_ - l_257_);
                    double l_259_ = (l_249_ * l_257_);
                    double l_260_ = (l_259_ - l_242_);
                    double l_261_ = (l_249_ * l_258_);
                    double l_262_ = (l_260_ + l_261_);
                    double l_263_ = (l_250_ * l_257_);
                    double l_264_ = (l_262_ + l_263_);
                    double l_265_ = (l_250_ * l_258_);
                    double l_266_ = (l_264_ + l_265_);
                    double l_267_ = (l_122_ * l_125_);
                    bool l_268_ = (l_1_ != 0.0L);
                    double l_269_ = (l_268_ ? l_267_ : l_1_);
                    double l_270_ = (l_0_ * l_122_);
                    bool l_271_ = (l_1_ != 0.0L);
                    double l_272_ = (l_271_ ? l_270_ : l_1_);
                    double l_273_ = (l_272_ - l_122_);
                    bool l_274_ = (l_1_ != 0.0L);
                    double l_275_ = (l_274_ ? l_273_ : l_1_);
                    double l_276_ = (l_272_ - l_275_);
                    double l_277_ = (l_122_ - l_276_);
                    double l_278_ = (l_0_ * l_125_);
                    bool l_279_ = (l_1_ != 0.0L);
                    double l_280_ = (l_279_ ? l_278_ : l_1_);
                    double l_281_ = (l_280_ - l_125_);
                    bool l_282_ = (l_1_ != 0.0L);
                    double l_283_ = (l_282_ ? l_281_ : l_1_);
                    double l_284_ = (l_280_ - l_283_);
                    double l_285_ = (l_125_ - l_284_);
                    double l_286_ = (l_276_ * l_284_);
                    double l_287_ = (l_286_ - l_269_);
                    double l_288_ = (l_276_ * l_285_);
                    double l_289_ = (l_287_ + l_288_);
                    double l_290_ = (l_277_ * l_284_);
                    double l_291_ = (l_289_ + l_290_);
                    double l_292_ = (l_277_ * l_285_);
                    double l_293_ = (l_291_ + l_292_);
                    double l_294_ = (l_161_ + l_188_);
                    bool l_295_ = (l_1_ != 0.0L);
                    double l_296_ = (l_295_ ? l_294_ : l_1_);
                    double l_297_ = (l_296_ - l_161_);
                    bool l_298_ = (l_1_ != 0.0L);
                    double l_299_ = (l_298_ ? l_297_ : l_1_);
                    double l_300_ = (l_296_ - l_299_);
                    bool l_301_ = (l_1_ != 0.0L);
                    double l_302_ = (l_301_ ? l_300_ : l_1_);
                    double l_303_ = (l_161_ - l_302_);
                    double l_304_ = (l_188_ - l_299_);
                    double l_305_ = (l_303_ + l_304_);
                    double l_306_ = (l_158_ + l_296_);
                    bool l_307_ = (l_1_ != 0.0L);
                    double l_308_ = (l_307_ ? l_306_ : l_1_);
                    double l_309_ = (l_308_ - l_158_);
                    bool l_310_ = (l_1_ != 0.0L);
                    double l_311_ = (l_310_ ? l_309_ : l_1_);
                    double l_312_ = (l_308_ - l_311_);
                    bool l_313_ = (l_1_ != 0.0L);
                    double l_314_ = (l_313_ ? l_312_ : l_1_);
                    double l_315_ = (l_158_ - l_314_);
                    double l_316_ = (l_296_ - l_311_);
                    double l_317_ = (l_315_ + l_316_);
                    double l_318_ = (l_305_ + l_317_);
                    bool l_319_ = (l_1_ != 0.0L);
                    double l_320_ = (l_319_ ? l_318_ : l_1_);
                    double l_321_ = (l_320_ - l_305_);
                    bool l_322_ = (l_1_ != 0.0L);
                    double l_323_ = (l_322_ ? l_321_ : l_1_);
                    double l_324_ = (l_320_ - l_323_);
                    bool l_325_ = (l_1_ != 0.0L);
                    double l_326_ = (l_325_ ? l_324_ : l_1_);
                    double l_327_ = (l_305_ - l_326_);
                    double l_328_ = (l_317_ - l_323_);
                    double l_329_ = (l_327_ + l_328_);
                    double l_330_ = (l_320_ + l_185_);
                    bool l_331_ = (l_1_ != 0.0L);
                    double l_332_ = (l_331_ ? l_330_ : l_1_);
                    double l_333_ = (l_332_ - l_320_);
                    bool l_334_ = (l_1_ != 0.0L);
                    double l_335_ = (l_334_ ? l_333_ : l_1_);
                    double l_336_ = (l_332_ - l_335_);
                    bool l_337_ = (l_1_ != 0.0L);
                    double l_338_ = (l_337_ ? l_336_ : l_1_);
                    double l_339_ = (l_320_ - l_338_);
                    double l_340_ = (l_185_ - l_335_);
                    double l_341_ = (l_339_ + l_340_);
                    double l_342_ = (l_212_ + l_332_);
                    bool l_343_ = (l_1_ != 0.0L);
                    double l_344_ = (l_343_ ? l_342_ : l_1_);
                    double l_345_ = (l_344_ - l_212_);
                    bool l_346_ = (l_1_ != 0.0L);
                    double l_347_ = (l_346_ ? l_345_ : l_1_);
                    double l_348_ = (l_344_ - l_347_);
                    bool l_349_ = (l_1_ != 0.0L);
                    double l_350_ = (l_349_ ? l_348_ : l_1_);
                    double l_351_ = (l_212_ - l_350_);
                    double l_352_ = (l_332_ - l_347_);
                    double l_353_ = (l_351_ + l_352_);
                    double l_354_ = (l_341_ + l_353_);
                    bool l_355_ = (l_1_ != 0.0L);
                    double l_356_ = (l_355_ ? l_354_ : l_1_);
                    double l_357_ = (l_356_ - l_341_);
                    bool l_358_ = (l_1_ != 0.0L);
                    double l_359_ = (l_358_ ? l_357_ : l_1_);
                    double l_360_ = (l_356_ - l_359_);
                    bool l_361_ = (l_1_ != 0.0L);
                    double l_362_ = (l_361_ ? l_360_ : l_1_);
                    double l_363_ = (l_341_ - l_362_);
                    double l_364_ = (l_353_ - l_359_);
                    double l_365_ = (l_363_ + l_364_);
                    double l_366_ = (l_215_ + l_242_);
                    bool l_367_ = (l_1_ != 0.0L);
                    double l_368_ = (l_367_ ? l_366_ : l_1_);
                    double l_369_ = (l_368_ - l_215_);
                    bool l_370_ = (l_1_ != 0.0L);
                    double l_371_ = (l_370_ ? l_369_ : l_1_);
                    double l_372_ = (l_368_ - l_371_);
                    bool l_373_ = (l_1_ != 0.0L);
                    double l_374_ = (l_373_ ? l_372_ : l_1_);
                    double l_375_ = (l_215_ - l_374_);
                    double l_376_ = (l_242_ - l_371_);
                    double l_377_ = (l_375_ + l_376_);
                    double l_378_ = (l_269_ + l_368_);
                    bool l_379_ = (l_1_ != 0.0L);
                    double l_380_ = (l_379_ ? l_378_ : l_1_);
                    double l_381_ = (l_380_ - l_269_);
                    bool l_382_ = (l_1_ != 0.0L);
                    double l_383_ = (l_382_ ? l_381_ : l_1_);
                    double l_384_ = (l_380_ - l_383_);
                    bool l_385_ = (l_1_ != 0.0L);
                    double l_386_ = (l_385_ ? l_384_ : l_1_);
                    double l_387_ = (l_269_ - l_386_);
                    double l_388_ = (l_368_ - l_383_);
                    double l_389_ = (l_387_ + l_388_);
                    double l_390_ = (l_377_ + l_389_);
                    bool l_391_ = (l_1_ != 0.0L);
                    double l_392_ = (l_391_ ? l_390_ : l_1_);
                    double l_393_ = (l_392_ - l_377_);
                    bool l_394_ = (l_1_ != 0.0L);
                    double l_395_ = (l_394_ ? l_393_ : l_1_);
                    double l_396_ = (l_392_ - l_395_);
                    bool l_397_ = (l_1_ != 0.0L);
                    double l_398_ = (l_397_ ? l_396_ : l_1_);
                    double l_399_ = (l_377_ - l_398_);
                    double l_400_ = (l_389_ - l_395_);
                    double l_401_ = (l_399_ + l_400_);
                    double l_402_ = (l_344_ + l_380_);
                    bool l_403_ = (l_1_ != 0.0L);
                    double l_404_ = (l_403_ ? l_402_ : l_1_);
                    double l_405_ = (l_404_ - l_344_);
                    bool l_406_ = (l_1_ != 0.0L);
                    double l_407_ = (l_406_ ? l_405_ : l_1_);
                    double l_408_ = (l_404_ - l_407_);
                    bool l_409_ = (l_1_ != 0.0L);
                    double l_410_ = (l_409_ ? l_408_ : l_1_);
                    double l_411_ = (l_344_ - l_410_);
                    double l_412_ = (l_380_ - l_407_);
                    double l_413_ = (l_411_ + l_412_);
                    double l_414_ = (l_356_ + l_392_);
                    bool l_415_ = (l_1_ != 0.0L);
                    double l_416_ = (l_415_ ? l_414_ : l_1_);
                    double l_417_ = (l_416_ - l_356_);
                    bool l_418_ = (l_1_ != 0.0L);
                    double l_419_ = (l_418_ ? l_417_ : l_1_);
                    double l_420_ = (l_416_ - l_419_);
                    bool l_421_ = (l_1_ != 0.0L);
                    double l_422_ = (l_421_ ? l_420_ : l_1_);
                    double l_423_ = (l_356_ - l_422_);
                    double l_424_ = (l_392_ - l_419_);
                    double l_425_ = (l_423_ + l_424_);
                    double l_426_ = (l_416_ + l_413_);
                    bool l_427_ = (l_1_ != 0.0L);
                    double l_428_ = (l_427_ ? l_426_ : l_1_);
                    double l_429_ = (l_428_ - l_416_);
                    bool l_430_ = (l_1_ != 0.0L);
                    double l_431_ = (l_430_ ? l_429_ : l_1_);
                    double l_432_ = (l_428_ - l_431_);
                    bool l_433_ = (l_1_ != 0.0L);
                    double l_434_ = (l_433_ ? l_432_ : l_1_);
                    double l_435_ = (l_416_ - l_434_);
                    double l_436_ = (l_413_ - l_431_);
                    double l_437_ = (l_435_ + l_436_);
                    double l_438_ = (l_365_ + l_401_);
                    double l_439_ = (l_437_ + l_425_);
                    double l_440_ = (l_438_ + l_439_);
                    double l_441_ = (l_118_ * l_131_);
                    double l_442_ = (l_120_ * l_129_);
                    double l_443_ = (l_441_ + l_442_);
                    double l_444_ = (l_122_ * l_127_);
                    double l_445_ = (l_124_ * l_125_);
                    double l_446_ = (l_444_ + l_445_);
                    double l_447_ = (l_443_ + l_446_);
                    double l_448_ = (l_329_ + l_239_);
                    double l_449_ = (l_266_ + l_293_);
                    double l_450_ = (l_448_ + l_449_);
                    double l_451_ = (l_447_ + l_450_);
                    double l_452_ = (l_428_ + l_451_);
                    double l_453_ = (l_452_ + l_440_);
                    bool l_454_ = (l_1_ != 0.0L);
                    double l_455_ = (l_454_ ? l_453_ : l_1_);
                    double l_456_ = (l_455_ - l_452_);
                    bool l_457_ = (l_1_ != 0.0L);
                    double l_458_ = (l_457_ ? l_456_ : l_1_);
                    double l_459_ = (l_440_ - l_458_);
                    double l_460_ = (l_404_ + l_455_);
                    bool l_461_ = (l_1_ != 0.0L);
                    double l_462_ = (l_461_ ? l_460_ : l_1_);
                    double l_463_ = (l_462_ - l_404_);
                    bool l_464_ = (l_1_ != 0.0L);
                    double l_465_ = (l_464_ ? l_463_ : l_1_);
                    double l_466_ = (l_455_ - l_465_);
                    double l_467_ = (l_308_ + l_462_);
                    bool l_468_ = (l_1_ != 0.0L);
                    double l_469_ = (l_468_ ? l_467_ : l_1_);
                    double l_470_ = (l_469_ - l_308_);
                    bool l_471_ = (l_1_ != 0.0L);
                    double l_472_ = (l_471_ ? l_470_ : l_1_);
                    double l_473_ = (l_462_ - l_472_);
                    double l_474_ = (l_134_ + l_469_);
                    bool l_475_ = (l_1_ != 0.0L);
                    double l_476_ = (l_475_ ? l_474_ : l_1_);
                    double l_477_ = (l_476_ - l_134_);
                    bool l_478_ = (l_1_ != 0.0L);
                    double l_479_ = (l_478_ ? l_477_ : l_1_);
                    double l_480_ = (l_469_ - l_479_);
                    l_mut_481_ = 0.0L;
                    l_mut_482_ = 0.0L;
                    l_mut_483_ = 0.0L;
                    l_mut_484_ = 0.0L;
                    l_mut_485_ = l_476_;
                    l_mut_486_ = 0u;
                    double _e892 = l_mut_485_;
                    double l_487_ = (_e892 + l_480_);
                    bool l_488_ = (l_1_ != 0.0L);
                    double l_489_ = (l_488_ ? l_487_ : l_1_);
                    double _e897 = l_mut_485_;
                    double l_490_ = (l_489_ - _e897);
                    bool l_491_ = (l_1_ != 0.0L);
                    double l_492_ = (l_491_ ? l_490_ : l_1_);
                    double l_493_ = (l_480_ - l_492_);
                    uint _e903 = l_mut_486_;
                    bool l_494_ = (_e903 < 3u);
                    bool l_495_ = (l_493_ != 0.0L);
                    if (l_494_) {
                        local_8 = l_495_;
                    } else {
                        local_8 = false;
                    }
                    bool l_496_ = local_8;
                    uint _e912 = l_mut_486_;
                    bool l_497_ = (_e912 == 0u);
                    if (l_496_) {
                        local_9 = l_497_;
                    } else {
                        local_9 = false;
                    }
                    bool l_498_ = local_9;
                    double _e919 = l_mut_481_;
                    double l_499_ = (l_498_ ? l_489_ : _e919);
                    l_mut_481_ = l_499_;
                    uint _e921 = l_mut_486_;
                    bool l_500_ = (_e921 == 1u);
                    if (l_496_) {
                        local_10 = l_500_;
                    } else {
                        local_10 = false;
                    }
                    bool l_501_ = local_10;
                    double _e928 = l_mut_482_;
                    double l_502_ = (l_501_ ? l_489_ : _e928);
                    l_mut_482_ = l_502_;
                    uint _e930 = l_mut_486_;
                    bool l_503_ = (_e930 == 2u);
                    if (l_496_) {
                        local_11 = l_503_;
                    } else {
                        local_11 = false;
                    }
                    bool l_504_ = local_11;
                    double _e937 = l_mut_483_;
                    double l_505_ = (l_504_ ? l_489_ : _e937);
                    l_mut_483_ = l_505_;
                    double l_506_ = (l_496_ ? l_493_ : l_489_);
                    double _e940 = l_mut_485_;
                    double l_507_ = (_e940 + l_480_);
                    double l_508_ = (l_494_ ? l_506_ : l_507_);
                    l_mut_485_ = l_508_;
                    uint l_509_ = uint(l_496_);
                    uint _e944 = l_mut_486_;
                    l_mut_486_ = (_e944 + l_509_);
                    double _e946 = l_mut_485_;
                    double l_510_ = (_e946 + l_473_);
                    bool l_511_ = (l_1_ != 0.0L);
                    double l_512_ = (l_511_ ? l_510_ : l_1_);
                    double _e951 = l_mut_485_;
                    double l_513_ = (l_512_ - _e951);
                    bool l_514_ = (l_1_ != 0.0L);
                    double l_515_ = (l_514_ ? l_513_ : l_1_);
                    double l_516_ = (l_473_ - l_515_);
                    uint _e957 = l_mut_486_;
                    bool l_517_ = (_e957 < 3u);
                    bool l_518_ = (l_516_ != 0.0L);
                    if (l_517_) {
                        local_12 = l_518_;
                    } else {
                        local_12 = false;
                    }
                    bool l_519_ = local_12;
                    uint _e966 = l_mut_486_;
                    bool l_520_ = (_e966 == 0u);
                    if (l_519_) {
                        local_13 = l_520_;
                    } else {
                        local_13 = false;
                    }
                    bool l_521_ = local_13;
                    double _e973 = l_mut_481_;
                    double l_522_ = (l_521_ ? l_512_ : _e973);
                    l_mut_481_ = l_522_;
                    uint _e975 = l_mut_486_;
                    bool l_523_ = (_e975 == 1u);
                    if (l_519_) {
                        local_14 = l_523_;
                    } else {
                        local_14 = false;
                    }
                    bool l_524_ = local_14;
                    double _e982 = l_mut_482_;
                    double l_525_ = (l_524_ ? l_512_ : _e982);
                    l_mut_482_ = l_525_;
                    uint _e984 = l_mut_486_;
                    bool l_526_ = (_e984 == 2u);
                    if (l_519_) {
                        local_15 = l_526_;
                    } else {
                        local_15 = false;
                    }
                    bool l_527_ = local_15;
                    double _e991 = l_mut_483_;
                    double l_528_ = (l_527_ ? l_512_ : _e991);
                    l_mut_483_ = l_528_;
                    double l_529_ = (l_519_ ? l_516_ : l_512_);
                    double _e994 = l_mut_485_;
                    double l_530_ = (_e994 + l_473_);
                    double l_531_ = (l_517_ ? l_529_ : l_530_);
                    l_mut_485_ = l_531_;
                    uint l_532_ = uint(l_519_);
                    uint _e998 = l_mut_486_;
                    l_mut_486_ = (_e998 + l_532_);
                    double _e1000 = l_mut_485_;
                    double l_533_ = (_e1000 + l_466_);
                    bool l_534_ = (l_1_ != 0.0L);
                    double l_535_ = (l_534_ ? l_533_ : l_1_);
                    double _e1005 = l_mut_485_;
                    double l_536_ = (l_535_ - _e1005);
                    bool l_537_ = (l_1_ != 0.0L);
                    double l_538_ = (l_537_ ? l_536_ : l_1_);
                    double l_539_ = (l_466_ - l_538_);
                    uint _e1011 = l_mut_486_;
                    bool l_540_ = (_e1011 < 3u);
                    bool l_541_ = (l_539_ != 0.0L);
                    if (l_540_) {
                        local_16 = l_541_;
                    } else {
                        local_16 = false;
                    }
                    bool l_542_ = local_16;
                    uint _e1020 = l_mut_486_;
                    bool l_543_ = (_e1020 == 0u);
                    if (l_542_) {
                        local_17 = l_543_;
                    } else {
                        local_17 = false;
                    }
                    bool l_544_ = local_17;
                    double _e1027 = l_mut_481_;
                    double l_545_ = (l_544_ ? l_535_ : _e1027);
                    l_mut_481_ = l_545_;
                    uint _e1029 = l_mut_486_;
                    bool l_546_ = (_e1029 == 1u);
                    if (l_542_) {
                        local_18 = l_546_;
                    } else {
                        local_18 = false;
                    }
                    bool l_547_ = local_18;
                    double _e1036 = l_mut_482_;
                    double l_548_ = (l_547_ ? l_535_ : _e1036);
                    l_mut_482_ = l_548_;
                    uint _e1038 = l_mut_486_;
                    bool l_549_ = (_e1038 == 2u);
                    if (l_542_) {
                        local_19 = l_549_;
                    } else {
                        local_19 = false;
                    }
                    bool l_550_ = local_19;
                    double _e1045 = l_mut_483_;
                    double l_551_ = (l_550_ ? l_535_ : _e1045);
                    l_mut_483_ = l_551_;
                    double l_552_ = (l_542_ ? l_539_ : l_535_);
                    double _e1048 = l_mut_485_;
                    double l_553_ = (_e1048 + l_466_);
                    double l_554_ = (l_540_ ? l_552_ : l_553_);
                    l_mut_485_ = l_554_;
                    uint l_555_ = uint(l_542_);
                    uint _e1052 = l_mut_486_;
                    l_mut_486_ = (_e1052 + l_555_);
                    double _e1054 = l_mut_485_;
                    double l_556_ = (_e1054 + l_459_);
                    bool l_557_ = (l_1_ != 0.0L);
                    double l_558_ = (l_557_ ? l_556_ : l_1_);
                    double _e1059 = l_mut_485_;
                    double l_559_ = (l_558_ - _e1059);
                    bool l_560_ = (l_1_ != 0.0L);
                    double l_561_ = (l_560_ ? l_559_ : l_1_);
                    double l_562_ = (l_459_ - l_561_);
                    uint _e1065 = l_mut_486_;
                    bool l_563_ = (_e1065 < 3u);
                    bool l_564_ = (l_562_ != 0.0L);
                    if (l_563_) {
                        local_20 = l_564_;
                    } else {
                        local_20 = false;
                    }
                    bool l_565_ = local_20;
                    uint _e1074 = l_mut_486_;
                    bool l_566_ = (_e1074 == 0u);
                    if (l_565_) {
                        local_21 = l_566_;
                    } else {
                        local_21 = false;
                    }
                    bool l_567_ = local_21;
                    double _e1081 = l_mut_481_;
                    double l_568_ = (l_567_ ? l_558_ : _e1081);
                    l_mut_481_ = l_568_;
                    uint _e1083 = l_mut_486_;
                    bool l_569_ = (_e1083 == 1u);
                    if (l_565_) {
                        local_22 = l_569_;
                    } else {
                        local_22 = false;
                    }
                    bool l_570_ = local_22;
                    double _e1090 = l_mut_482_;
                    double l_571_ = (l_570_ ? l_558_ : _e1090);
                    l_mut_482_ = l_571_;
                    uint _e1092 = l_mut_486_;
                    bool l_572_ = (_e1092 == 2u);
                    if (l_565_) {
                        local_23 = l_572_;
                    } else {
                        local_23 = false;
                    }
                    bool l_573_ = local_23;
                    double _e1099 = l_mut_483_;
                    double l_574_ = (l_573_ ? l_558_ : _e1099);
                    l_mut_483_ = l_574_;
                    double l_575_ = (l_565_ ? l_562_ : l_558_);
                    double _e1102 = l_mut_485_;
                    double l_576_ = (_e1102 + l_459_);
                    double l_577_ = (l_563_ ? l_575_ : l_576_);
                    l_mut_485_ = l_577_;
                    uint l_578_ = uint(l_565_);
                    uint _e1106 = l_mut_486_;
                    l_mut_486_ = (_e1106 + l_578_);
                    uint _e1108 = l_mut_486_;
                    bool l_579_ = (_e1108 == 0u);
                    double _e1111 = l_mut_481_;
                    double _e1112 = l_mut_485_;
                    double l_580_ = (l_579_ ? _e1112 : _e1111);
                    l_mut_481_ = l_580_;
                    uint _e1114 = l_mut_486_;
                    bool l_581_ = (_e1114 == 1u);
                    double _e1117 = l_mut_482_;
                    double _e1118 = l_mut_485_;
                    double l_582_ = (l_581_ ? _e1118 : _e1117);
                    l_mut_482_ = l_582_;
                    uint _e1120 = l_mut_486_;
                    bool l_583_ = (_e1120 == 2u);
                    double _e1123 = l_mut_483_;
                    double _e1124 = l_mut_485_;
                    double l_584_ = (l_583_ ? _e1124 : _e1123);
                    l_mut_483_ = l_584_;
                    uint _e1126 = l_mut_486_;
                    bool l_585_ = (_e1126 == 3u);
                    double _e1129 = l_mut_484_;
                    double _e1130 = l_mut_485_;
                    double l_586_ = (l_585_ ? _e1130 : _e1129);
                    l_mut_484_ = l_586_;
                    double _e1133 = l_mut_11_;
                    a_587_[0] = _e1133;
                    double _e1135 = l_mut_481_;
                    a_587_[1] = _e1135;
                    double _e1137 = l_mut_12_;
                    a_587_[2] = _e1137;
                    double _e1139 = l_mut_482_;
                    a_587_[3] = _e1139;
                    double _e1141 = l_mut_13_;
                    a_587_[4] = _e1141;
                    double _e1143 = l_mut_483_;
                    a_587_[5] = _e1143;
                    double _e1145 = l_mut_14_;
                    a_587_[6] = _e1145;
                    double _e1147 = l_mut_484_;
                    a_587_[7] = _e1147;
                    double l_588_ = a_587_[7];
                    l_mut_485_ = l_588_;
                    double l_589_ = a_587_[6];
                    double _e1152 = l_mut_485_;
                    double l_590_ = (l_589_ + _e1152);
                    bool l_591_ = (l_1_ != 0.0L);
                    double l_592_ = (l_591_ ? l_590_ : l_1_);
                    double l_593_ = (l_592_ - l_589_);
                    bool l_594_ = (l_1_ != 0.0L);
                    double l_595_ = (l_594_ ? l_593_ : l_1_);
                    double l_596_ = (l_592_ - l_595_);
                    bool l_597_ = (l_1_ != 0.0L);
                    double l_598_ = (l_597_ ? l_596_ : l_1_);
                    double l_599_ = (l_589_ - l_598_);
                    double _e1166 = l_mut_485_;
                    double l_600_ = (_e1166 - l_595_);
                    double l_601_ = (l_599_ + l_600_);
                    a_587_[7] = l_601_;
                    l_mut_485_ = l_592_;
                    double l_602_ = a_587_[5];
                    double _e1172 = l_mut_485_;
                    double l_603_ = (l_602_ + _e1172);
                    bool l_604_ = (l_1_ != 0.0L);
                    double l_605_ = (l_604_ ? l_603_ : l_1_);
                    double l_606_ = (l_605_ - l_602_);
                    bool l_607_ = (l_1_ != 0.0L);
                    double l_608_ = (l_607_ ? l_606_ : l_1_);
                    double l_609_ = (l_605_ - l_608_);
                    bool l_610_ = (l_1_ != 0.0L);
                    double l_611_ = (l_610_ ? l_609_ : l_1_);
                    double l_612_ = (l_602_ - l_611_);
                    double _e1186 = l_mut_485_;
                    double l_613_ = (_e1186 - l_608_);
                    double l_614_ = (l_612_ + l_613_);
                    a_587_[6] = l_614_;
                    l_mut_485_ = l_605_;
                    double l_615_ = a_587_[4];
                    double _e1192 = l_mut_485_;
                    double l_616_ = (l_615_ + _e1192);
                    bool l_617_ = (l_1_ != 0.0L);
                    double l_618_ = (l_617_ ? l_616_ : l_1_);
                    double l_619_ = (l_618_ - l_615_);
                    bool l_620_ = (l_1_ != 0.0L);
                    double l_621_ = (l_620_ ? l_619_ : l_1_);
                    double l_622_ = (l_618_ - l_621_);
                    bool l_623_ = (l_1_ != 0.0L);
                    double l_624_ = (l_623_ ? l_622_ : l_1_);
                    double l_625_ = (l_615_ - l_624_);
                    double _e1206 = l_mut_485_;
                    double l_626_ = (_e1206 - l_621_);
                    double l_627_ = (l_625_ + l_626_);
                    a_587_[5] = l_627_;
                    l_mut_485_ = l_618_;
                    double l_628_ = a_587_[3];
                    double _e1212 = l_mut_485_;
                    double l_629_ = (l_628_ + _e1212);
                    bool l_630_ = (l_1_ != 0.0L);
                    double l_631_ = (l_630_ ? l_629_ : l_1_);
                    double l_632_ = (l_631_ - l_628_);
                    bool l_633_ = (l_1_ != 0.0L);
                    double l_634_ = (l_633_ ? l_632_ : l_1_);
                    double l_635_ = (l_631_ - l_634_);
                    bool l_636_ = (l_1_ != 0.0L);
                    double l_637_ = (l_636_ ? l_635_ : l_1_);
                    double l_638_ = (l_628_ - l_637_);
                    double _e1226 = l_mut_485_;
                    double l_639_ = (_e1226 - l_634_);
                    double l_640_ = (l_638_ + l_639_);
                    a_587_[4] = l_640_;
                    l_mut_485_ = l_631_;
                    double l_641_ = a_587_[2];
                    double _e1232 = l_mut_485_;
                    double l_642_ = (l_641_ + _e1232);
                    bool l_643_ = (l_1_ != 0.0L);
                    double l_644_ = (l_643_ ? l_642_ : l_1_);
                    double l_645_ = (l_644_ - l_641_);
                    bool l_646_ = (l_1_ != 0.0L);
                    double l_647_ = (l_646_ ? l_645_ : l_1_);
                    double l_648_ = (l_644_ - l_647_);
                    bool l_649_ = (l_1_ != 0.0L);
                    double l_650_ = (l_649_ ? l_648_ : l_1_);
                    double l_651_ = (l_641_ - l_650_);
                    double _e1246 = l_mut_485_;
                    double l_652_ = (_e1246 - l_647_);
                    double l_653_ = (l_651_ + l_652_);
                    a_587_[3] = l_653_;
                    l_mut_485_ = l_644_;
                    double l_654_ = a_587_[1];
                    double _e1252 = l_mut_485_;
                    double l_655_ = (l_654_ + _e1252);
                    bool l_656_ = (l_1_ != 0.0L);
                    double l_657_ = (l_656_ ? l_655_ : l_1_);
                    double l_658_ = (l_657_ - l_654_);
                    bool l_659_ = (l_1_ != 0.0L);
                    double l_660_ = (l_659_ ? l_658_ : l_1_);
                    double l_661_ = (l_657_ - l_660_);
                    bool l_662_ = (l_1_ != 0.0L);
                    double l_663_ = (l_662_ ? l_661_ : l_1_);
                    double l_664_ = (l_654_ - l_663_);
                    double _e1266 = l_mut_485_;
                    double l_665_ = (_e1266 - l_660_);
                    double l_666_ = (l_664_ + l_665_);
                    a_587_[2] = l_666_;
                    l_mut_485_ = l_657_;
                    double l_667_ = a_587_[0];
                    double _e1272 = l_mut_485_;
                    double l_668_ = (l_667_ + _e1272);
                    bool l_669_ = (l_1_ != 0.0L);
                    double l_670_ = (l_669_ ? l_668_ : l_1_);
                    double l_671_ = (l_670_ - l_667_);
                    bool l_672_ = (l_1_ != 0.0L);
                    double l_673_ = (l_672_ ? l_671_ : l_1_);
                    double l_674_ = (l_670_ - l_673_);
                    bool l_675_ = (l_1_ != 0.0L);
                    double l_676_ = (l_675_ ? l_674_ : l_1_);
                    double l_677_ = (l_667_ - l_676_);
                    double _e1286 = l_mut_485_;
                    double l_678_ = (_e1286 - l_673_);
                    double l_679_ = (l_677_ + l_678_);
                    a_587_[1] = l_679_;
                    l_mut_485_ = l_670_;
                    double _e1291 = l_mut_485_;
                    a_587_[0] = _e1291;
                    double l_680_ = a_587_[7];
                    l_mut_485_ = l_680_;
                    double l_681_ = a_587_[6];
                    double _e1296 = l_mut_485_;
                    double l_682_ = (l_681_ + _e1296);
                    bool l_683_ = (l_1_ != 0.0L);
                    double l_684_ = (l_683_ ? l_682_ : l_1_);
                    double l_685_ = (l_684_ - l_681_);
                    bool l_686_ = (l_1_ != 0.0L);
                    double l_687_ = (l_686_ ? l_685_ : l_1_);
                    double l_688_ = (l_684_ - l_687_);
                    bool l_689_ = (l_1_ != 0.0L);
                    double l_690_ = (l_689_ ? l_688_ : l_1_);
                    double l_691_ = (l_681_ - l_690_);
                    double _e1310 = l_mut_485_;
                    double l_692_ = (_e1310 - l_687_);
                    double l_693_ = (l_691_ + l_692_);
                    a_587_[7] = l_693_;
                    l_mut_485_ = l_684_;
                    double l_694_ = a_587_[5];
                    double _e1316 = l_mut_485_;
                    double l_695_ = (l_694_ + _e1316);
                    bool l_696_ = (l_1_ != 0.0L);
                    double l_697_ = (l_696_ ? l_695_ : l_1_);
                    double l_698_ = (l_697_ - l_694_);
                    bool l_699_ = (l_1_ != 0.0L);
                    double l_700_ = (l_699_ ? l_698_ : l_1_);
                    double l_701_ = (l_697_ - l_700_);
                    bool l_702_ = (l_1_ != 0.0L);
                    double l_703_ = (l_702_ ? l_701_ : l_1_);
                    double l_704_ = (l_694_ - l_703_);
                    double _e1330 = l_mut_485_;
                    double l_705_ = (_e1330 - l_700_);
                    double l_706_ = (l_704_ + l_705_);
                    a_587_[6] = l_706_;
                    l_mut_485_ = l_697_;
                    double l_707_ = a_587_[4];
                    double _e1336 = l_mut_485_;
                    double l_708_ = (l_707_ + _e1336);
                    bool l_709_ = (l_1_ != 0.0L);
                    double l_710_ = (l_709_ ? l_708_ : l_1_);
                    double l_711_ = (l_710_ - l_707_);
                    bool l_712_ = (l_1_ != 0.0L);
                    double l_713_ = (l_712_ ? l_711_ : l_1_);
                    double l_714_ = (l_710_ - l_713_);
                    bool l_715_ = (l_1_ != 0.0L);
                    double l_716_ = (l_715_ ? l_714_ : l_1_);
                    double l_717_ = (l_707_ - l_716_);
                    double _e1350 = l_mut_485_;
                    double l_718_ = (_e1350 - l_713_);
                    double l_719_ = (l_717_ + l_718_);
                    a_587_[5] = l_719_;
                    l_mut_485_ = l_710_;
                    double l_720_ = a_587_[3];
                    double _e1356 = l_mut_485_;
                    double l_721_ = (l_720_ + _e1356);
                    bool l_722_ = (l_1_ != 0.0L);
                    double l_723_ = (l_722_ ? l_721_ : l_1_);
                    double l_724_ = (l_723_ - l_720_);
                    bool l_725_ = (l_1_ != 0.0L);
                    double l_726_ = (l_725_ ? l_724_ : l_1_);
                    double l_727_ = (l_723_ - l_726_);
                    bool l_728_ = (l_1_ != 0.0L);
                    double l_729_ = (l_728_ ? l_727_ : l_1_);
                    double l_730_ = (l_720_ - l_729_);
                    double _e1370 = l_mut_485_;
                    double l_731_ = (_e1370 - l_726_);
                    double l_732_ = (l_730_ + l_731_);
                    a_587_[4] = l_732_;
                    l_mut_485_ = l_723_;
                    double l_733_ = a_587_[2];
                    double _e1376 = l_mut_485_;
                    double l_734_ = (l_733_ + _e1376);
                    bool l_735_ = (l_1_ != 0.0L);
                    double l_736_ = (l_735_ ? l_734_ : l_1_);
                    double l_737_ = (l_736_ - l_733_);
                    bool l_738_ = (l_1_ != 0.0L);
                    double l_739_ = (l_738_ ? l_737_ : l_1_);
                    double l_740_ = (l_736_ - l_739_);
                    bool l_741_ = (l_1_ != 0.0L);
                    double l_742_ = (l_741_ ? l_740_ : l_1_);
                    double l_743_ = (l_733_ - l_742_);
                    double _e1390 = l_mut_485_;
                    double l_744_ = (_e1390 - l_739_);
                    double l_745_ = (l_743_ + l_744_);
                    a_587_[3] = l_745_;
                    l_mut_485_ = l_736_;
                    double l_746_ = a_587_[1];
                    double _e1396 = l_mut_485_;
                    double l_747_ = (l_746_ + _e1396);
                    bool l_748_ = (l_1_ != 0.0L);
                    double l_749_ = (l_748_ ? l_747_ : l_1_);
                    double l_750_ = (l_749_ - l_746_);
                    bool l_751_ = (l_1_ != 0.0L);
                    double l_752_ = (l_751_ ? l_750_ : l_1_);
                    double l_753_ = (l_749_ - l_752_);
                    bool l_754_ = (l_1_ != 0.0L);
                    double l_755_ = (l_754_ ? l_753_ : l_1_);
                    double l_756_ = (l_746_ - l_755_);
                    double _e1410 = l_mut_485_;
                    double l_757_ = (_e1410 - l_752_);
                    double l_758_ = (l_756_ + l_757_);
                    a_587_[2] = l_758_;
                    l_mut_485_ = l_749_;
                    double l_759_ = a_587_[0];
                    double _e1416 = l_mut_485_;
                    double l_760_ = (l_759_ + _e1416);
                    bool l_761_ = (l_1_ != 0.0L);
                    double l_762_ = (l_761_ ? l_760_ : l_1_);
                    double l_763_ = (l_762_ - l_759_);
                    bool l_764_ = (l_1_ != 0.0L);
                    double l_765_ = (l_764_ ? l_763_ : l_1_);
                    double l_766_ = (l_762_ - l_765_);
                    bool l_767_ = (l_1_ != 0.0L);
                    double l_768_ = (l_767_ ? l_766_ : l_1_);
                    double l_769_ = (l_759_ - l_768_);
                    double _e1430 = l_mut_485_;
                    double l_770_ = (_e1430 - l_765_);
                    double l_771_ = (l_769_ + l_770_);
                    a_587_[1] = l_771_;
                    l_mut_485_ = l_762_;
                    double _e1435 = l_mut_485_;
                    a_587_[0] = _e1435;
                    l_mut_485_ = 0.0L;
                    l_mut_772_ = 0.0L;
                    l_mut_773_ = 0.0L;
                    l_mut_774_ = 0.0L;
                    double l_775_ = a_587_[0];
                    l_mut_776_ = l_775_;
                    l_mut_486_ = 0u;
                    double l_777_ = a_587_[1];
                    double _e1445 = l_mut_776_;
                    double l_778_ = (_e1445 + l_777_);
                    bool l_779_ = (l_1_ != 0.0L);
                    double l_780_ = (l_779_ ? l_778_ : l_1_);
                    double _e1450 = l_mut_776_;
                    double l_781_ = (l_780_ - _e1450);
                    bool l_782_ = (l_1_ != 0.0L);
                    double l_783_ = (l_782_ ? l_781_ : l_1_);
                    double l_784_ = (l_780_ - l_783_);
                    bool l_785_ = (l_1_ != 0.0L);
                    double l_786_ = (l_785_ ? l_784_ : l_1_);
                    double _e1459 = l_mut_776_;
                    double l_787_ = (_e1459 - l_786_);
                    double l_788_ = (l_777_ - l_783_);
                    double l_789_ = (l_787_ + l_788_);
                    uint _e1463 = l_mut_486_;
                    bool l_790_ = (_e1463 < 3u);
                    bool l_791_ = (l_789_ != 0.0L);
                    if (l_790_) {
                        local_24 = l_791_;
                    } else {
                        local_24 = false;
                    }
                    bool l_792_ = local_24;
                    uint _e1472 = l_mut_486_;
                    bool l_793_ = (_e1472 == 0u);
                    if (l_792_) {
                        local_25 = l_793_;
                    } else {
                        local_25 = false;
                    }
                    bool l_794_ = local_25;
                    double _e1479 = l_mut_485_;
                    double l_795_ = (l_794_ ? l_780_ : _e1479);
                    l_mut_485_ = l_795_;
                    uint _e1481 = l_mut_486_;
                    bool l_796_ = (_e1481 == 1u);
                    if (l_792_) {
                        local_26 = l_796_;
                    } else {
                        local_26 = false;
                    }
                    bool l_797_ = local_26;
                    double _e1488 = l_mut_772_;
                    double l_798_ = (l_797_ ? l_780_ : _e1488);
                    l_mut_772_ = l_798_;
                    uint _e1490 = l_mut_486_;
                    bool l_799_ = (_e1490 == 2u);
                    if (l_792_) {
                        local_27 = l_799_;
                    } else {
                        local_27 = false;
                    }
                    bool l_800_ = local_27;
                    double _e1497 = l_mut_773_;
                    double l_801_ = (l_800_ ? l_780_ : _e1497);
                    l_mut_773_ = l_801_;
                    double l_802_ = (l_792_ ? l_789_ : l_780_);
                    double _e1500 = l_mut_776_;
                    double l_803_ = (_e1500 + l_777_);
                    double l_804_ = (l_790_ ? l_802_ : l_803_);
                    l_mut_776_ = l_804_;
                    uint l_805_ = uint(l_792_);
                    uint _e1504 = l_mut_486_;
                    l_mut_486_ = (_e1504 + l_805_);
                    double l_806_ = a_587_[2];
                    double _e1508 = l_mut_776_;
                    double l_807_ = (_e1508 + l_806_);
                    bool l_808_ = (l_1_ != 0.0L);
                    double l_809_ = (l_808_ ? l_807_ : l_1_);
                    double _e1513 = l_mut_776_;
                    double l_810_ = (l_809_ - _e1513);
                    bool l_811_ = (l_1_ != 0.0L);
                    double l_812_ = (l_811_ ? l_810_ : l_1_);
                    double l_813_ = (l_809_ - l_812_);
                    bool l_814_ = (l_1_ != 0.0L);
                    double l_815_ = (l_814_ ? l_813_ : l_1_);
                    double _e1522 = l_mut_776_;
                    double l_816_ = (_e1522 - l_815_);
                    double l_817_ = (l_806_ - l_812_);
                    double l_818_ = (l_816_ + l_817_);
                    uint _e1526 = l_mut_486_;
                    bool l_819_ = (_e1526 < 3u);
                    bool l_820_ = (l_818_ != 0.0L);
                    if (l_819_) {
                        local_28 = l_820_;
                    } else {
                        local_28 = false;
                    }
                    bool l_821_ = local_28;
                    uint _e1535 = l_mut_486_;
                    bool l_822_ = (_e1535 == 0u);
                    if (l_821_) {
                        local_29 = l_822_;
                    } else {
                        local_29 = false;
                    }
                    bool l_823_ = local_29;
                    double _e1542 = l_mut_485_;
                    double l_824_ = (l_823_ ? l_809_ : _e1542);
                    l_mut_485_ = l_824_;
                    uint _e1544 = l_mut_486_;
                    bool l_825_ = (_e1544 == 1u);
                    if (l_821_) {
                        local_30 = l_825_;
                    } else {
                        local_30 = false;
                    }
                    bool l_826_ = local_30;
                    double _e1551 = l_mut_772_;
                    double l_827_ = (l_826_ ? l_809_ : _e1551);
                    l_mut_772_ = l_827_;
                    uint _e1553 = l_mut_486_;
                    bool l_828_ = (_e1553 == 2u);
                    if (l_821_) {
                        local_31 = l_828_;
                    } else {
                        local_31 = false;
                    }
                    bool l_829_ = local_31;
                    double _e1560 = l_mut_773_;
                    double l_830_ = (l_829_ ? l_809_ : _e1560);
                    l_mut_773_ = l_830_;
                    double l_831_ = (l_821_ ? l_818_ : l_809_);
                    double _e1563 = l_mut_776_;
                    double l_832_ = (_e1563 + l_806_);
                    double l_833_ = (l_819_ ? l_831_ : l_832_);
                    l_mut_776_ = l_833_;
                    uint l_834_ = uint(l_821_);
                    uint _e1567 = l_mut_486_;
                    l_mut_486_ = (_e1567 + l_834_);
                    double l_835_ = a_587_[3];
                    double _e1571 = l_mut_776_;
                    double l_836_ = (_e1571 + l_835_);
                    bool l_837_ = (l_1_ != 0.0L);
                    double l_838_ = (l_837_ ? l_836_ : l_1_);
                    double _e1576 = l_mut_776_;
                    double l_839_ = (l_838_ - _e1576);
                    bool l_840_ = (l_1_ != 0.0L);
                    double l_841_ = (l_840_ ? l_839_ : l_1_);
                    double l_842_ = (l_838_ - l_841_);
                    bool l_843_ = (l_1_ != 0.0L);
                    double l_844_ = (l_843_ ? l_842_ : l_1_);
                    double _e1585 = l_mut_776_;
                    double l_845_ = (_e1585 - l_844_);
                    double l_846_ = (l_835_ - l_841_);
                    double l_847_ = (l_845_ + l_846_);
                    uint _e1589 = l_mut_486_;
                    bool l_848_ = (_e1589 < 3u);
                    bool l_849_ = (l_847_ != 0.0L);
                    if (l_848_) {
                        local_32 = l_849_;
                    } else {
                        local_32 = false;
                    }
                    bool l_850_ = local_32;
                    uint _e1598 = l_mut_486_;
                    bool l_851_ = (_e1598 == 0u);
                    if (l_850_) {
                        local_33 = l_851_;
                    } else {
                        local_33 = false;
                    }
                    bool l_852_ = local_33;
                    double _e1605 = l_mut_485_;
                    double l_853_ = (l_852_ ? l_838_ : _e1605);
                    l_mut_485_ = l_853_;
                    uint _e1607 = l_mut_486_;
                    bool l_854_ = (_e1607 == 1u);
                    if (l_850_) {
                        local_34 = l_854_;
                    } else {
                        local_34 = false;
                    }
                    bool l_855_ = local_34;
                    double _e1614 = l_mut_772_;
                    double l_856_ = (l_855_ ? l_838_ : _e1614);
                    l_mut_772_ = l_856_;
                    uint _e1616 = l_mut_486_;
                    bool l_857_ = (_e1616 == 2u);
                    if (l_850_) {
                        local_35 = l_857_;
                    } else {
                        local_35 = false;
                    }
                    bool l_858_ = local_35;
                    double _e1623 = l_mut_773_;
                    double l_859_ = (l_858_ ? l_838_ : _e1623);
                    l_mut_773_ = l_859_;
                    double l_860_ = (l_850_ ? l_847_ : l_838_);
                    double _e1626 = l_mut_776_;
                    double l_861_ = (_e1626 + l_835_);
                    double l_862_ = (l_848_ ? l_860_ : l_861_);
                    l_mut_776_ = l_862_;
                    uint l_863_ = uint(l_850_);
                    uint _e1630 = l_mut_486_;
                    l_mut_486_ = (_e1630 + l_863_);
                    double l_864_ = a_587_[4];
                    double _e1634 = l_mut_776_;
                    double l_865_ = (_e1634 + l_864_);
                    bool l_866_ = (l_1_ != 0.0L);
                    double l_867_ = (l_866_ ? l_865_ : l_1_);
                    double _e1639 = l_mut_776_;
                    double l_868_ = (l_867_ - _e1639);
                    bool l_869_ = (l_1_ != 0.0L);
                    double l_870_ = (l_869_ ? l_868_ : l_1_);
                    double l_871_ = (l_867_ - l_870_);
                    bool l_872_ = (l_1_ != 0.0L);
                    double l_873_ = (l_872_ ? l_871_ : l_1_);
                    double _e1648 = l_mut_776_;
                    double l_874_ = (_e1648 - l_873_);
                    double l_875_ = (l_864_ - l_870_);
                    double l_876_ = (l_874_ + l_875_);
                    uint _e1652 = l_mut_486_;
                    bool l_877_ = (_e1652 < 3u);
                    bool l_878_ = (l_876_ != 0.0L);
                    if (l_877_) {
                        local_36 = l_878_;
                    } else {
                        local_36 = false;
                    }
                    bool l_879_ = local_36;
                    uint _e1661 = l_mut_486_;
                    bool l_880_ = (_e1661 == 0u);
                    if (l_879_) {
                        local_37 = l_880_;
                    } else {
                        local_37 = false;
                    }
                    bool l_881_ = local_37;
                    double _e1668 = l_mut_485_;
                    double l_882_ = (l_881_ ? l_867_ : _e1668);
                    l_mut_485_ = l_882_;
                    uint _e1670 = l_mut_486_;
                    bool l_883_ = (_e1670 == 1u);
                    if (l_879_) {
                        local_38 = l_883_;
                    } else {
                        local_38 = false;
                    }
                    bool l_884_ = local_38;
                    double _e1677 = l_mut_772_;
                    double l_885_ = (l_884_ ? l_867_ : _e1677);
                    l_mut_772_ = l_885_;
                    uint _e1679 = l_mut_486_;
                    bool l_886_ = (_e1679 == 2u);
                    if (l_879_) {
                        local_39 = l_886_;
                    } else {
                        local_39 = false;
                    }
                    bool l_887_ = local_39;
                    double _e1686 = l_mut_773_;
                    double l_888_ = (l_887_ ? l_867_ : _e1686);
                    l_mut_773_ = l_888_;
                    double l_889_ = (l_879_ ? l_876_ : l_867_);
                    double _e1689 = l_mut_776_;
                    double l_890_ = (_e1689 + l_864_);
                    double l_891_ = (l_877_ ? l_889_ : l_890_);
                    l_mut_776_ = l_891_;
                    uint l_892_ = uint(l_879_);
                    uint _e1693 = l_mut_486_;
                    l_mut_486_ = (_e1693 + l_892_);
                    double l_893_ = a_587_[5];
                    double _e1697 = l_mut_776_;
                    double l_894_ = (_e1697 + l_893_);
                    bool l_895_ = (l_1_ != 0.0L);
                    double l_896_ = (l_895_ ? l_894_ : l_1_);
                    double _e1702 = l_mut_776_;
                    double l_897_ = (l_896_ - _e1702);
                    bool l_898_ = (l_1_ != 0.0L);
                    double l_899_ = (l_898_ ? l_897_ : l_1_);
                    double l_900_ = (l_896_ - l_899_);
                    bool l_901_ = (l_1_ != 0.0L);
                    double l_902_ = (l_901_ ? l_900_ : l_1_);
                    double _e1711 = l_mut_776_;
                    double l_903_ = (_e1711 - l_902_);
                    double l_904_ = (l_893_ - l_899_);
                    double l_905_ = (l_903_ + l_904_);
                    uint _e1715 = l_mut_486_;
                    bool l_906_ = (_e1715 < 3u);
                    bool l_907_ = (l_905_ != 0.0L);
                    if (l_906_) {
                        local_40 = l_907_;
                    } else {
                        local_40 = false;
                    }
                    bool l_908_ = local_40;
                    uint _e1724 = l_mut_486_;
                    bool l_909_ = (_e1724 == 0u);
                    if (l_908_) {
                        local_41 = l_909_;
                    } else {
                        local_41 = false;
                    }
                    bool l_910_ = local_41;
                    double _e1731 = l_mut_485_;
                    double l_911_ = (l_910_ ? l_896_ : _e1731);
                    l_mut_485_ = l_911_;
                    uint _e1733 = l_mut_486_;
                    bool l_912_ = (_e1733 == 1u);
                    if (l_908_) {
                        local_42 = l_912_;
                    } else {
                        local_42 = false;
                    }
                    bool l_913_ = local_42;
                    double _e1740 = l_mut_772_;
                    double l_914_ = (l_913_ ? l_896_ : _e1740);
                    l_mut_772_ = l_914_;
                    uint _e1742 = l_mut_486_;
                    bool l_915_ = (_e1742 == 2u);
                    if (l_908_) {
                        local_43 = l_915_;
                    } else {
                        local_43 = false;
                    }
                    bool l_916_ = local_43;
                    double _e1749 = l_mut_773_;
                    double l_917_ = (l_916_ ? l_896_ : _e1749);
                    l_mut_773_ = l_917_;
                    double l_918_ = (l_908_ ? l_905_ : l_896_);
                    double _e1752 = l_mut_776_;
                    double l_919_ = (_e1752 + l_893_);
                    double l_920_ = (l_906_ ? l_918_ : l_919_);
                    l_mut_776_ = l_920_;
                    uint l_921_ = uint(l_908_);
                    uint _e1756 = l_mut_486_;
                    l_mut_486_ = (_e1756 + l_921_);
                    double l_922_ = a_587_[6];
                    double _e1760 = l_mut_776_;
                    double l_923_ = (_e1760 + l_922_);
                    bool l_924_ = (l_1_ != 0.0L);
                    double l_925_ = (l_924_ ? l_923_ : l_1_);
                    double _e1765 = l_mut_776_;
                    double l_926_ = (l_925_ - _e1765);
                    bool l_927_ = (l_1_ != 0.0L);
                    double l_928_ = (l_927_ ? l_926_ : l_1_);
                    double l_929_ = (l_925_ - l_928_);
                    bool l_930_ = (l_1_ != 0.0L);
                    double l_931_ = (l_930_ ? l_929_ : l_1_);
                    double _e1774 = l_mut_776_;
                    double l_932_ = (_e1774 - l_931_);
                    double l_933_ = (l_922_ - l_928_);
                    double l_934_ = (l_932_ + l_933_);
                    uint _e1778 = l_mut_486_;
                    bool l_935_ = (_e1778 < 3u);
                    bool l_936_ = (l_934_ != 0.0L);
                    if (l_935_) {
                        local_44 = l_936_;
                    } else {
                        local_44 = false;
                    }
                    bool l_937_ = local_44;
                    uint _e1787 = l_mut_486_;
                    bool l_938_ = (_e1787 == 0u);
                    if (l_937_) {
                        local_45 = l_938_;
                    } else {
                        local_45 = false;
                    }
                    bool l_939_ = local_45;
                    double _e1794 = l_mut_485_;
                    double l_940_ = (l_939_ ? l_925_ : _e1794);
                    l_mut_485_ = l_940_;
                    uint _e1796 = l_mut_486_;
                    bool l_941_ = (_e1796 == 1u);
                    if (l_937_) {
                        local_46 = l_941_;
                    } else {
                        local_46 = false;
                    }
                    bool l_942_ = local_46;
                    double _e1803 = l_mut_772_;
                    double l_943_ = (l_942_ ? l_925_ : _e1803);
                    l_mut_772_ = l_943_;
                    uint _e1805 = l_mut_486_;
                    bool l_944_ = (_e1805 == 2u);
                    if (l_937_) {
                        local_47 = l_944_;
                    } else {
                        local_47 = false;
                    }
                    bool l_945_ = local_47;
                    double _e1812 = l_mut_773_;
                    double l_946_ = (l_945_ ? l_925_ : _e1812);
                    l_mut_773_ = l_946_;
                    double l_947_ = (l_937_ ? l_934_ : l_925_);
                    double _e1815 = l_mut_776_;
                    double l_948_ = (_e1815 + l_922_);
                    double l_949_ = (l_935_ ? l_947_ : l_948_);
                    l_mut_776_ = l_949_;
                    uint l_950_ = uint(l_937_);
                    uint _e1819 = l_mut_486_;
                    l_mut_486_ = (_e1819 + l_950_);
                    double l_951_ = a_587_[7];
                    double _e1823 = l_mut_776_;
                    double l_952_ = (_e1823 + l_951_);
                    bool l_953_ = (l_1_ != 0.0L);
                    double l_954_ = (l_953_ ? l_952_ : l_1_);
                    double _e1828 = l_mut_776_;
                    double l_955_ = (l_954_ - _e1828);
                    bool l_956_ = (l_1_ != 0.0L);
                    double l_957_ = (l_956_ ? l_955_ : l_1_);
                    double l_958_ = (l_954_ - l_957_);
                    bool l_959_ = (l_1_ != 0.0L);
                    double l_960_ = (l_959_ ? l_958_ : l_1_);
                    double _e1837 = l_mut_776_;
                    double l_961_ = (_e1837 - l_960_);
                    double l_962_ = (l_951_ - l_957_);
                    double l_963_ = (l_961_ + l_962_);
                    uint _e1841 = l_mut_486_;
                    bool l_964_ = (_e1841 < 3u);
                    bool l_965_ = (l_963_ != 0.0L);
                    if (l_964_) {
                        local_48 = l_965_;
                    } else {
                        local_48 = false;
                    }
                    bool l_966_ = local_48;
                    uint _e1850 = l_mut_486_;
                    bool l_967_ = (_e1850 == 0u);
                    if (l_966_) {
                        local_49 = l_967_;
                    } else {
                        local_49 = false;
                    }
                    bool l_968_ = local_49;
                    double _e1857 = l_mut_485_;
                    double l_969_ = (l_968_ ? l_954_ : _e1857);
                    l_mut_485_ = l_969_;
                    uint _e1859 = l_mut_486_;
                    bool l_970_ = (_e1859 == 1u);
                    if (l_966_) {
                        local_50 = l_970_;
                    } else {
                        local_50 = false;
                    }
                    bool l_971_ = local_50;
                    double _e1866 = l_mut_772_;
                    double l_972_ = (l_971_ ? l_954_ : _e1866);
                    l_mut_772_ = l_972_;
                    uint _e1868 = l_mut_486_;
                    bool l_973_ = (_e1868 == 2u);
                    if (l_966_) {
                        local_51 = l_973_;
                    } else {
                        local_51 = false;
                    }
                    bool l_974_ = local_51;
                    double _e1875 = l_mut_773_;
                    double l_975_ = (l_974_ ? l_954_ : _e1875);
                    l_mut_773_ = l_975_;
                    double l_976_ = (l_966_ ? l_963_ : l_954_);
                    double _e1878 = l_mut_776_;
                    double l_977_ = (_e1878 + l_951_);
                    double l_978_ = (l_964_ ? l_976_ : l_977_);
                    l_mut_776_ = l_978_;
                    uint l_979_ = uint(l_966_);
                    uint _e1882 = l_mut_486_;
                    l_mut_486_ = (_e1882 + l_979_);
                    uint _e1884 = l_mut_486_;
                    bool l_980_ = (_e1884 == 0u);
                    double _e1887 = l_mut_485_;
                    double _e1888 = l_mut_776_;
                    double l_981_ = (l_980_ ? _e1888 : _e1887);
                    l_mut_485_ = l_981_;
                    uint _e1890 = l_mut_486_;
                    bool l_982_ = (_e1890 == 1u);
                    double _e1893 = l_mut_772_;
                    double _e1894 = l_mut_776_;
                    double l_983_ = (l_982_ ? _e1894 : _e1893);
                    l_mut_772_ = l_983_;
                    uint _e1896 = l_mut_486_;
                    bool l_984_ = (_e1896 == 2u);
                    double _e1899 = l_mut_773_;
                    double _e1900 = l_mut_776_;
                    double l_985_ = (l_984_ ? _e1900 : _e1899);
                    l_mut_773_ = l_985_;
                    uint _e1902 = l_mut_486_;
                    bool l_986_ = (_e1902 == 3u);
                    double _e1905 = l_mut_774_;
                    double _e1906 = l_mut_776_;
                    double l_987_ = (l_986_ ? _e1906 : _e1905);
                    l_mut_774_ = l_987_;
                    double _e1908 = l_mut_485_;
                    l_mut_11_ = _e1908;
                    double _e1909 = l_mut_772_;
                    l_mut_12_ = _e1909;
                    double _e1910 = l_mut_773_;
                    l_mut_13_ = _e1910;
                    double _e1911 = l_mut_774_;
                    l_mut_14_ = _e1911;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_988_ = (l_6_ < l_2_);
    bool l_989_ = (l_8_ < l_4_);
    if (l_988_) {
        local_52 = l_989_;
    } else {
        local_52 = false;
    }
    bool l_990_ = local_52;
    if (l_990_) {
        uint l_991_ = (l_6_ * l_4_);
        uint l_992_ = (l_991_ + l_8_);
        uint l_993_ = (l_2_ * l_4_);
        uint l_1090_ = asuint(info.Load(16+0));
        uint l_1091_ = (l_1090_ * 1u);
        bool l_1092_ = (l_992_ < l_1091_);
        if (l_1092_) {
            double _e1936 = l_mut_11_;
            buffer_4_global.Store(l_992_*8, _e1936);
        }
        uint l_994_ = (l_993_ + l_992_);
        uint l_1093_ = asuint(info.Load(16+0));
        uint l_1094_ = (l_1093_ * 1u);
        bool l_1095_ = (l_994_ < l_1094_);
        if (l_1095_) {
            double _e1947 = l_mut_12_;
            buffer_4_global.Store(l_994_*8, _e1947);
        }
        uint l_995_ = (2u * l_993_);
        uint l_996_ = (l_995_ + l_992_);
        uint l_1096_ = asuint(info.Load(16+0));
        uint l_1097_ = (l_1096_ * 1u);
        bool l_1098_ = (l_996_ < l_1097_);
        if (l_1098_) {
            double _e1960 = l_mut_13_;
            buffer_4_global.Store(l_996_*8, _e1960);
        }
        uint l_997_ = (3u * l_993_);
        uint l_998_ = (l_997_ + l_992_);
        uint l_1099_ = asuint(info.Load(16+0));
        uint l_1100_ = (l_1099_ * 1u);
        bool l_1101_ = (l_998_ < l_1100_);
        if (l_1101_) {
            double _e1973 = l_mut_14_;
            buffer_4_global.Store(l_998_*8, _e1973);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
