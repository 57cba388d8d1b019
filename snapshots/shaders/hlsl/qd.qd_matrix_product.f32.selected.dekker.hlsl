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
groupshared float shared_memory_9_[1024];
groupshared float shared_memory_10_[1024];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void qd_matrix_product_f_f32_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (float[1024])0;
        shared_memory_10_ = (float[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    float a_587_[8] = (float[8])0;
    float l_mut_11_ = (float)0;
    float l_mut_12_ = (float)0;
    float l_mut_13_ = (float)0;
    float l_mut_14_ = (float)0;
    float l_mut_481_ = (float)0;
    float l_mut_482_ = (float)0;
    float l_mut_483_ = (float)0;
    float l_mut_484_ = (float)0;
    float l_mut_485_ = (float)0;
    uint l_mut_486_ = (uint)0;
    float l_mut_772_ = (float)0;
    float l_mut_773_ = (float)0;
    float l_mut_774_ = (float)0;
    float l_mut_776_ = (float)0;
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
    float l_1004_ = asfloat(buffer_2_global.Load(l_1003_*4));
    float l_0_ = (l_1001_ ? l_1004_ : 0.0);
    uint l_1006_ = asuint(info.Load(8+0));
    uint l_1007_ = (l_1006_ * 1u);
    bool l_1008_ = (1u < l_1007_);
    uint l_1009_ = (l_1007_ - 1u);
    uint l_1010_ = min(1u, l_1009_);
    float l_1011_ = asfloat(buffer_2_global.Load(l_1010_*4));
    float l_1_ = (l_1008_ ? l_1011_ : 0.0);
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
    l_mut_11_ = 0.0;
    l_mut_12_ = 0.0;
    l_mut_13_ = 0.0;
    l_mut_14_ = 0.0;
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
            float l_1039_ = asfloat(buffer_0_global.Load(l_1038_*4));
            float l_34_ = (l_1036_ ? l_1039_ : 0.0);
            float l_35_ = (l_28_ ? l_34_ : 0.0);
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
            float l_1046_ = asfloat(buffer_1_global.Load(l_1045_*4));
            float l_45_ = (l_1043_ ? l_1046_ : 0.0);
            float l_46_ = (l_39_ ? l_45_ : 0.0);
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
            float l_1053_ = asfloat(buffer_0_global.Load(l_1052_*4));
            float l_56_ = (l_1050_ ? l_1053_ : 0.0);
            float l_57_ = (l_50_ ? l_56_ : 0.0);
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
            float l_1060_ = asfloat(buffer_1_global.Load(l_1059_*4));
            float l_67_ = (l_1057_ ? l_1060_ : 0.0);
            float l_68_ = (l_61_ ? l_67_ : 0.0);
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
            float l_1067_ = asfloat(buffer_0_global.Load(l_1066_*4));
            float l_78_ = (l_1064_ ? l_1067_ : 0.0);
            float l_79_ = (l_72_ ? l_78_ : 0.0);
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
            float l_1074_ = asfloat(buffer_1_global.Load(l_1073_*4));
            float l_89_ = (l_1071_ ? l_1074_ : 0.0);
            float l_90_ = (l_83_ ? l_89_ : 0.0);
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
            float l_1081_ = asfloat(buffer_0_global.Load(l_1080_*4));
            float l_100_ = (l_1078_ ? l_1081_ : 0.0);
            float l_101_ = (l_94_ ? l_100_ : 0.0);
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
            float l_1088_ = asfloat(buffer_1_global.Load(l_1087_*4));
            float l_111_ = (l_1085_ ? l_1088_ : 0.0);
            float l_112_ = (l_105_ ? l_111_ : 0.0);
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
                    float l_118_ = shared_memory_9_[min(uint(l_115_), 1023u)];
                    uint l_119_ = (256u + l_115_);
                    float l_120_ = shared_memory_9_[min(uint(l_119_), 1023u)];
                    uint l_121_ = (512u + l_115_);
                    float l_122_ = shared_memory_9_[min(uint(l_121_), 1023u)];
                    uint l_123_ = (768u + l_115_);
                    float l_124_ = shared_memory_9_[min(uint(l_123_), 1023u)];
                    float l_125_ = shared_memory_10_[min(uint(l_117_), 1023u)];
                    uint l_126_ = (256u + l_117_);
                    float l_127_ = shared_memory_10_[min(uint(l_126_), 1023u)];
                    uint l_128_ = (512u + l_117_);
                    float l_129_ = shared_memory_10_[min(uint(l_128_), 1023u)];
                    uint l_130_ = (768u + l_117_);
                    float l_131_ = shared_memory_10_[min(uint(l_130_), 1023u)];
                    float l_132_ = (l_118_ * l_125_);
                    bool l_133_ = (l_1_ != 0.0);
                    float l_134_ = (l_133_ ? l_132_ : l_1_);
                    float l_135_ = (l_0_ * l_118_);
                    bool l_136_ = (l_1_ != 0.0);
                    float l_137_ = (l_136_ ? l_135_ : l_1_);
                    float l_138_ = (l_137_ - l_118_);
                    bool l_139_ = (l_1_ != 0.0);
                    float l_140_ = (l_139_ ? l_138_ : l_1_);
                    float l_141_ = (l_137_ - l_140_);
                    float l_142_ = (l_118_ - l_141_);
                    float l_143_ = (l_0_ * l_125_);
                    bool l_144_ = (l_1_ != 0.0);
                    float l_145_ = (l_144_ ? l_143_ : l_1_);
                    float l_146_ = (l_145_ - l_125_);
                    bool l_147_ = (l_1_ != 0.0);
                    float l_148_ = (l_147_ ? l_146_ : l_1_);
                    float l_149_ = (l_145_ - l_148_);
                    float l_150_ = (l_125_ - l_149_);
                    float l_151_ = (l_141_ * l_149_);
                    float l_152_ = (l_151_ - l_134_);
                    float l_153_ = (l_141_ * l_150_);
                    float l_154_ = (l_152_ + l_153_);
                    float l_155_ = (l_142_ * l_149_);
                    float l_156_ = (l_154_ + l_155_);
                    float l_157_ = (l_142_ * l_150_);
                    float l_158_ = (l_156_ + l_157_);
                    float l_159_ = (l_118_ * l_127_);
                    bool l_160_ = (l_1_ != 0.0);
                    float l_161_ = (l_160_ ? l_159_ : l_1_);
                    float l_162_ = (l_0_ * l_118_);
                    bool l_163_ = (l_1_ != 0.0);
                    float l_164_ = (l_163_ ? l_162_ : l_1_);
                    float l_165_ = (l_164_ - l_118_);
                    bool l_166_ = (l_1_ != 0.0);
                    float l_167_ = (l_166_ ? l_165_ : l_1_);
                    float l_168_ = (l_164_ - l_167_);
                    float l_169_ = (l_118_ - l_168_);
                    float l_170_ = (l_0_ * l_127_);
                    bool l_171_ = (l_1_ != 0.0);
                    float l_172_ = (l_171_ ? l_170_ : l_1_);
                    float l_173_ = (l_172_ - l_127_);
                    bool l_174_ = (l_1_ != 0.0);
                    float l_175_ = (l_174_ ? l_173_ : l_1_);
                    float l_176_ = (l_172_ - l_175_);
                    float l_177_ = (l_127_ - l_176_);
                    float l_178_ = (l_168_ * l_176_);
                    float l_179_ = (l_178_ - l_161_);
                    float l_180_ = (l_168_ * l_177_);
                    float l_181_ = (l_179_ + l_180_);
                    float l_182_ = (l_169_ * l_176_);
                    float l_183_ = (l_181_ + l_182_);
                    float l_184_ = (l_169_ * l_177_);
                    float l_185_ = (l_183_ + l_184_);
                    float l_186_ = (l_120_ * l_125_);
                    bool l_187_ = (l_1_ != 0.0);
                    float l_188_ = (l_187_ ? l_186_ : l_1_);
                    float l_189_ = (l_0_ * l_120_);
                    bool l_190_ = (l_1_ != 0.0);
                    float l_191_ = (l_190_ ? l_189_ : l_1_);
                    float l_192_ = (l_191_ - l_120_);
                    bool l_193_ = (l_1_ != 0.0);
                    float l_194_ = (l_193_ ? l_192_ : l_1_);
                    float l_195_ = (l_191_ - l_194_);
                    float l_196_ = (l_120_ - l_195_);
                    float l_197_ = (l_0_ * l_125_);
                    bool l_198_ = (l_1_ != 0.0);
                    float l_199_ = (l_198_ ? l_197_ : l_1_);
                    float l_200_ = (l_199_ - l_125_);
                    bool l_201_ = (l_1_ != 0.0);
                    float l_202_ = (l_201_ ? l_200_ : l_1_);
                    float l_203_ = (l_199_ - l_202_);
                    float l_204_ = (l_125_ - l_203_);
                    float l_205_ = (l_195_ * l_203_);
                    float l_206_ = (l_205_ - l_188_);
                    float l_207_ = (l_195_ * l_204_);
                    float l_208_ = (l_206_ + l_207_);
                    float l_209_ = (l_196_ * l_203_);
                    float l_210_ = (l_208_ + l_209_);
                    float l_211_ = (l_196_ * l_204_);
                    float l_212_ = (l_210_ + l_211_);
                    float l_213_ = (l_118_ * l_129_);
                    bool l_214_ = (l_1_ != 0.0);
                    float l_215_ = (l_214_ ? l_213_ : l_1_);
                    float l_216_ = (l_0_ * l_118_);
                    bool l_217_ = (l_1_ != 0.0);
                    float l_218_ = (l_217_ ? l_216_ : l_1_);
                    float l_219_ = (l_218_ - l_118_);
                    bool l_220_ = (l_1_ != 0.0);
                    float l_221_ = (l_220_ ? l_219_ : l_1_);
                    float l_222_ = (l_218_ - l_221_);
                    float l_223_ = (l_118_ - l_222_);
                    float l_224_ = (l_0_ * l_129_);
                    bool l_225_ = (l_1_ != 0.0);
                    float l_226_ = (l_225_ ? l_224_ : l_1_);
                    float l_227_ = (l_226_ - l_129_);
                    bool l_228_ = (l_1_ != 0.0);
                    float l_229_ = (l_228_ ? l_227_ : l_1_);
                    float l_230_ = (l_226_ - l_229_);
                    float l_231_ = (l_129_ - l_230_);
                    float l_232_ = (l_222_ * l_230_);
                    float l_233_ = (l_232_ - l_215_);
                    float l_234_ = (l_222_ * l_231_);
                    float l_235_ = (l_233_ + l_234_);
                    float l_236_ = (l_223_ * l_230_);
                    float l_237_ = (l_235_ + l_236_);
                    float l_238_ = (l_223_ * l_231_);
                    float l_239_ = (l_237_ + l_238_);
                    float l_240_ = (l_120_ * l_127_);
                    bool l_241_ = (l_1_ != 0.0);
                    float l_242_ = (l_241_ ? l_240_ : l_1_);
                    float l_243_ = (l_0_ * l_120_);
                    bool l_244_ = (l_1_ != 0.0);
                    float l_245_ = (l_244_ ? l_243_ : l_1_);
                    float l_246_ = (l_245_ - l_120_);
                    bool l_247_ = (l_1_ != 0.0);
                    float l_248_ = (l_247_ ? l_246_ : l_1_);
                    float l_249_ = (l_245_ - l_248_);
                    float l_250_ = (l_120_ - l_249_);
                    float l_251_ = (l_0_ * l_127_);
                    bool l_252_ = (l_1_ != 0.0);
                    float l_253_ = (l_252_ ? l_251_ : l_1_);
                    float l_254_ = (l_253_ - l_127_);
                    bool l_255_ = (l_1_ != 0.0);
                    float l_256_ = (l_255_ ? l_254_ : l_1_);
                    float l_257_ = (l_253_ - l_256_);
                    float l_258_ = (l_127_ - l_257_);
                    float l_259_ = (l_249_ * l_257_);
                    float l_260_ = (l_259_ - l_242_);
                    float l_261_ = (l_249_ * l_258_);
                    float l_262_ = (l_260_ + l_261_);
                    float l_263_ = (l_250_ * l_257_);
                    float l_264_ = (l_262_ + l_263_);
                    float l_265_ = (l_250_ * l_258_);
                    float l_266_ = (l_264_ + l_265_);
                    float l_267_ = (l_122_ * l_125_);
                    bool l_268_ = (l_1_ != 0.0);
                    float l_269_ = (l_268_ ? l_267_ : l_1_);
                    float l_270_ = (l_0_ * l_122_);
                    bool l_271_ = (l_1_ != 0.0);
                    float l_272_ = (l_271_ ? l_270_ : l_1_);
                    float l_273_ = (l_272_ - l_122_);
                    bool l_274_ = (l_1_ != 0.0);
                    float l_275_ = (l_274_ ? l_273_ : l_1_);
                    float l_276_ = (l_272_ - l_275_);
                    float l_277_ = (l_122_ - l_276_);
                    float l_278_ = (l_0_ * l_125_);
                    bool l_279_ = (l_1_ != 0.0);
                    float l_280_ = (l_279_ ? l_278_ : l_1_);
                    float l_281_ = (l_280_ - l_125_);
                    bool l_282_ = (l_1_ != 0.0);
                    float l_283_ = (l_282_ ? l_281_ : l_1_);
                    float l_284_ = (l_280_ - l_283_);
                    float l_285_ = (l_125_ - l_284_);
                    float l_286_ = (l_276_ * l_284_);
                    float l_287_ = (l_286_ - l_269_);
                    float l_288_ = (l_276_ * l_285_);
                    float l_289_ = (l_287_ + l_288_);
                    float l_290_ = (l_277_ * l_284_);
                    float l_291_ = (l_289_ + l_290_);
                    float l_292_ = (l_277_ * l_285_);
                    float l_293_ = (l_291_ + l_292_);
                    float l_294_ = (l_161_ + l_188_);
                    bool l_295_ = (l_1_ != 0.0);
                    float l_296_ = (l_295_ ? l_294_ : l_1_);
                    float l_297_ = (l_296_ - l_161_);
                    bool l_298_ = (l_1_ != 0.0);
                    float l_299_ = (l_298_ ? l_297_ : l_1_);
                    float l_300_ = (l_296_ - l_299_);
                    bool l_301_ = (l_1_ != 0.0);
                    float l_302_ = (l_301_ ? l_300_ : l_1_);
                    float l_303_ = (l_161_ - l_302_);
                    float l_304_ = (l_188_ - l_299_);
                    float l_305_ = (l_303_ + l_304_);
                    float l_306_ = (l_158_ + l_296_);
                    bool l_307_ = (l_1_ != 0.0);
                    float l_308_ = (l_307_ ? l_306_ : l_1_);
                    float l_309_ = (l_308_ - l_158_);
                    bool l_310_ = (l_1_ != 0.0);
                    float l_311_ = (l_310_ ? l_309_ : l_1_);
                    float l_312_ = (l_308_ - l_311_);
                    bool l_313_ = (l_1_ != 0.0);
                    float l_314_ = (l_313_ ? l_312_ : l_1_);
                    float l_315_ = (l_158_ - l_314_);
                    float l_316_ = (l_296_ - l_311_);
                    float l_317_ = (l_315_ + l_316_);
                    float l_318_ = (l_305_ + l_317_);
                    bool l_319_ = (l_1_ != 0.0);
                    float l_320_ = (l_319_ ? l_318_ : l_1_);
                    float l_321_ = (l_320_ - l_305_);
                    bool l_322_ = (l_1_ != 0.0);
                    float l_323_ = (l_322_ ? l_321_ : l_1_);
                    float l_324_ = (l_320_ - l_323_);
                    bool l_325_ = (l_1_ != 0.0);
                    float l_326_ = (l_325_ ? l_324_ : l_1_);
                    float l_327_ = (l_305_ - l_326_);
                    float l_328_ = (l_317_ - l_323_);
                    float l_329_ = (l_327_ + l_328_);
                    float l_330_ = (l_320_ + l_185_);
                    bool l_331_ = (l_1_ != 0.0);
                    float l_332_ = (l_331_ ? l_330_ : l_1_);
                    float l_333_ = (l_332_ - l_320_);
                    bool l_334_ = (l_1_ != 0.0);
                    float l_335_ = (l_334_ ? l_333_ : l_1_);
                    float l_336_ = (l_332_ - l_335_);
                    bool l_337_ = (l_1_ != 0.0);
                    float l_338_ = (l_337_ ? l_336_ : l_1_);
                    float l_339_ = (l_320_ - l_338_);
                    float l_340_ = (l_185_ - l_335_);
                    float l_341_ = (l_339_ + l_340_);
                    float l_342_ = (l_212_ + l_332_);
                    bool l_343_ = (l_1_ != 0.0);
                    float l_344_ = (l_343_ ? l_342_ : l_1_);
                    float l_345_ = (l_344_ - l_212_);
                    bool l_346_ = (l_1_ != 0.0);
                    float l_347_ = (l_346_ ? l_345_ : l_1_);
                    float l_348_ = (l_344_ - l_347_);
                    bool l_349_ = (l_1_ != 0.0);
                    float l_350_ = (l_349_ ? l_348_ : l_1_);
                    float l_351_ = (l_212_ - l_350_);
                    float l_352_ = (l_332_ - l_347_);
                    float l_353_ = (l_351_ + l_352_);
                    float l_354_ = (l_341_ + l_353_);
                    bool l_355_ = (l_1_ != 0.0);
                    float l_356_ = (l_355_ ? l_354_ : l_1_);
                    float l_357_ = (l_356_ - l_341_);
                    bool l_358_ = (l_1_ != 0.0);
                    float l_359_ = (l_358_ ? l_357_ : l_1_);
                    float l_360_ = (l_356_ - l_359_);
                    bool l_361_ = (l_1_ != 0.0);
                    float l_362_ = (l_361_ ? l_360_ : l_1_);
                    float l_363_ = (l_341_ - l_362_);
                    float l_364_ = (l_353_ - l_359_);
                    float l_365_ = (l_363_ + l_364_);
                    float l_366_ = (l_215_ + l_242_);
                    bool l_367_ = (l_1_ != 0.0);
                    float l_368_ = (l_367_ ? l_366_ : l_1_);
                    float l_369_ = (l_368_ - l_215_);
                    bool l_370_ = (l_1_ != 0.0);
                    float l_371_ = (l_370_ ? l_369_ : l_1_);
                    float l_372_ = (l_368_ - l_371_);
                    bool l_373_ = (l_1_ != 0.0);
                    float l_374_ = (l_373_ ? l_372_ : l_1_);
                    float l_375_ = (l_215_ - l_374_);
                    float l_376_ = (l_242_ - l_371_);
                    float l_377_ = (l_375_ + l_376_);
                    float l_378_ = (l_269_ + l_368_);
                    bool l_379_ = (l_1_ != 0.0);
                    float l_380_ = (l_379_ ? l_378_ : l_1_);
                    float l_381_ = (l_380_ - l_269_);
                    bool l_382_ = (l_1_ != 0.0);
                    float l_383_ = (l_382_ ? l_381_ : l_1_);
                    float l_384_ = (l_380_ - l_383_);
                    bool l_385_ = (l_1_ != 0.0);
                    float l_386_ = (l_385_ ? l_384_ : l_1_);
                    float l_387_ = (l_269_ - l_386_);
                    float l_388_ = (l_368_ - l_383_);
                    float l_389_ = (l_387_ + l_388_);
                    float l_390_ = (l_377_ + l_389_);
                    bool l_391_ = (l_1_ != 0.0);
                    float l_392_ = (l_391_ ? l_390_ : l_1_);
                    float l_393_ = (l_392_ - l_377_);
                    bool l_394_ = (l_1_ != 0.0);
                    float l_395_ = (l_394_ ? l_393_ : l_1_);
                    float l_396_ = (l_392_ - l_395_);
                    bool l_397_ = (l_1_ != 0.0);
                    float l_398_ = (l_397_ ? l_396_ : l_1_);
                    float l_399_ = (l_377_ - l_398_);
                    float l_400_ = (l_389_ - l_395_);
                    float l_401_ = (l_399_ + l_400_);
                    float l_402_ = (l_344_ + l_380_);
                    bool l_403_ = (l_1_ != 0.0);
                    float l_404_ = (l_403_ ? l_402_ : l_1_);
                    float l_405_ = (l_404_ - l_344_);
                    bool l_406_ = (l_1_ != 0.0);
                    float l_407_ = (l_406_ ? l_405_ : l_1_);
                    float l_408_ = (l_404_ - l_407_);
                    bool l_409_ = (l_1_ != 0.0);
                    float l_410_ = (l_409_ ? l_408_ : l_1_);
                    float l_411_ = (l_344_ - l_410_);
                    float l_412_ = (l_380_ - l_407_);
                    float l_413_ = (l_411_ + l_412_);
                    float l_414_ = (l_356_ + l_392_);
                    bool l_415_ = (l_1_ != 0.0);
                    float l_416_ = (l_415_ ? l_414_ : l_1_);
                    float l_417_ = (l_416_ - l_356_);
                    bool l_418_ = (l_1_ != 0.0);
                    float l_419_ = (l_418_ ? l_417_ : l_1_);
                    float l_420_ = (l_416_ - l_419_);
                    bool l_421_ = (l_1_ != 0.0);
                    float l_422_ = (l_421_ ? l_420_ : l_1_);
                    float l_423_ = (l_356_ - l_422_);
                    float l_424_ = (l_392_ - l_419_);
                    float l_425_ = (l_423_ + l_424_);
                    float l_426_ = (l_416_ + l_413_);
                    bool l_427_ = (l_1_ != 0.0);
                    float l_428_ = (l_427_ ? l_426_ : l_1_);
                    float l_429_ = (l_428_ - l_416_);
                    bool l_430_ = (l_1_ != 0.0);
                    float l_431_ = (l_430_ ? l_429_ : l_1_);
                    float l_432_ = (l_428_ - l_431_);
                    bool l_433_ = (l_1_ != 0.0);
                    float l_434_ = (l_433_ ? l_432_ : l_1_);
                    float l_435_ = (l_416_ - l_434_);
                    float l_436_ = (l_413_ - l_431_);
                    float l_437_ = (l_435_ + l_436_);
                    float l_438_ = (l_365_ + l_401_);
                    float l_439_ = (l_437_ + l_425_);
                    float l_440_ = (l_438_ + l_439_);
                    float l_441_ = (l_118_ * l_131_);
                    float l_442_ = (l_120_ * l_129_);
                    float l_443_ = (l_441_ + l_442_);
                    float l_444_ = (l_122_ * l_127_);
                    float l_445_ = (l_124_ * l_125_);
                    float l_446_ = (l_444_ + l_445_);
                    float l_447_ = (l_443_ + l_446_);
                    float l_448_ = (l_329_ + l_239_);
                    float l_449_ = (l_266_ + l_293_);
                    float l_450_ = (l_448_ + l_449_);
                    float l_451_ = (l_447_ + l_450_);
                    float l_452_ = (l_428_ + l_451_);
                    float l_453_ = (l_452_ + l_440_);
                    bool l_454_ = (l_1_ != 0.0);
                    float l_455_ = (l_454_ ? l_453_ : l_1_);
                    float l_456_ = (l_455_ - l_452_);
                    bool l_457_ = (l_1_ != 0.0);
                    float l_458_ = (l_457_ ? l_456_ : l_1_);
                    float l_459_ = (l_440_ - l_458_);
                    float l_460_ = (l_404_ + l_455_);
                    bool l_461_ = (l_1_ != 0.0);
                    float l_462_ = (l_461_ ? l_460_ : l_1_);
                    float l_463_ = (l_462_ - l_404_);
                    bool l_464_ = (l_1_ != 0.0);
                    float l_465_ = (l_464_ ? l_463_ : l_1_);
                    float l_466_ = (l_455_ - l_465_);
                    float l_467_ = (l_308_ + l_462_);
                    bool l_468_ = (l_1_ != 0.0);
                    float l_469_ = (l_468_ ? l_467_ : l_1_);
                    float l_470_ = (l_469_ - l_308_);
                    bool l_471_ = (l_1_ != 0.0);
                    float l_472_ = (l_471_ ? l_470_ : l_1_);
                    float l_473_ = (l_462_ - l_472_);
                    float l_474_ = (l_134_ + l_469_);
                    bool l_475_ = (l_1_ != 0.0);
                    float l_476_ = (l_475_ ? l_474_ : l_1_);
                    float l_477_ = (l_476_ - l_134_);
                    bool l_478_ = (l_1_ != 0.0);
                    float l_479_ = (l_478_ ? l_477_ : l_1_);
                    float l_480_ = (l_469_ - l_479_);
                    l_mut_481_ = 0.0;
                    l_mut_482_ = 0.0;
                    l_mut_483_ = 0.0;
                    l_mut_484_ = 0.0;
                    l_mut_485_ = l_476_;
                    l_mut_486_ = 0u;
                    float _e892 = l_mut_485_;
                    float l_487_ = (_e892 + l_480_);
                    bool l_488_ = (l_1_ != 0.0);
                    float l_489_ = (l_488_ ? l_487_ : l_1_);
                    float _e897 = l_mut_485_;
                    float l_490_ = (l_489_ - _e897);
                    bool l_491_ = (l_1_ != 0.0);
                    float l_492_ = (l_491_ ? l_490_ : l_1_);
                    float l_493_ = (l_480_ - l_492_);
                    uint _e903 = l_mut_486_;
                    bool l_494_ = (_e903 < 3u);
                    bool l_495_ = (l_493_ != 0.0);
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
                    float _e919 = l_mut_481_;
                    float l_499_ = (l_498_ ? l_489_ : _e919);
                    l_mut_481_ = l_499_;
                    uint _e921 = l_mut_486_;
                    bool l_500_ = (_e921 == 1u);
                    if (l_496_) {
                        local_10 = l_500_;
                    } else {
                        local_10 = false;
                    }
                    bool l_501_ = local_10;
                    float _e928 = l_mut_482_;
                    float l_502_ = (l_501_ ? l_489_ : _e928);
                    l_mut_482_ = l_502_;
                    uint _e930 = l_mut_486_;
                    bool l_503_ = (_e930 == 2u);
                    if (l_496_) {
                        local_11 = l_503_;
                    } else {
                        local_11 = false;
                    }
                    bool l_504_ = local_11;
                    float _e937 = l_mut_483_;
                    float l_505_ = (l_504_ ? l_489_ : _e937);
                    l_mut_483_ = l_505_;
                    float l_506_ = (l_496_ ? l_493_ : l_489_);
                    float _e940 = l_mut_485_;
                    float l_507_ = (_e940 + l_480_);
                    float l_508_ = (l_494_ ? l_506_ : l_507_);
                    l_mut_485_ = l_508_;
                    uint l_509_ = uint(l_496_);
                    uint _e944 = l_mut_486_;
                    l_mut_486_ = (_e944 + l_509_);
                    float _e946 = l_mut_485_;
                    float l_510_ = (_e946 + l_473_);
                    bool l_511_ = (l_1_ != 0.0);
                    float l_512_ = (l_511_ ? l_510_ : l_1_);
                    float _e951 = l_mut_485_;
                    float l_513_ = (l_512_ - _e951);
                    bool l_514_ = (l_1_ != 0.0);
                    float l_515_ = (l_514_ ? l_513_ : l_1_);
                    float l_516_ = (l_473_ - l_515_);
                    uint _e957 = l_mut_486_;
                    bool l_517_ = (_e957 < 3u);
                    bool l_518_ = (l_516_ != 0.0);
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
                    float _e973 = l_mut_481_;
                    float l_522_ = (l_521_ ? l_512_ : _e973);
                    l_mut_481_ = l_522_;
                    uint _e975 = l_mut_486_;
                    bool l_523_ = (_e975 == 1u);
                    if (l_519_) {
                        local_14 = l_523_;
                    } else {
                        local_14 = false;
                    }
                    bool l_524_ = local_14;
                    float _e982 = l_mut_482_;
                    float l_525_ = (l_524_ ? l_512_ : _e982);
                    l_mut_482_ = l_525_;
                    uint _e984 = l_mut_486_;
                    bool l_526_ = (_e984 == 2u);
                    if (l_519_) {
                        local_15 = l_526_;
                    } else {
                        local_15 = false;
                    }
                    bool l_527_ = local_15;
                    float _e991 = l_mut_483_;
                    float l_528_ = (l_527_ ? l_512_ : _e991);
                    l_mut_483_ = l_528_;
                    float l_529_ = (l_519_ ? l_516_ : l_512_);
                    float _e994 = l_mut_485_;
                    float l_530_ = (_e994 + l_473_);
                    float l_531_ = (l_517_ ? l_529_ : l_530_);
                    l_mut_485_ = l_531_;
                    uint l_532_ = uint(l_519_);
                    uint _e998 = l_mut_486_;
                    l_mut_486_ = (_e998 + l_532_);
                    float _e1000 = l_mut_485_;
                    float l_533_ = (_e1000 + l_466_);
                    bool l_534_ = (l_1_ != 0.0);
                    float l_535_ = (l_534_ ? l_533_ : l_1_);
                    float _e1005 = l_mut_485_;
                    float l_536_ = (l_535_ - _e1005);
                    bool l_537_ = (l_1_ != 0.0);
                    float l_538_ = (l_537_ ? l_536_ : l_1_);
                    float l_539_ = (l_466_ - l_538_);
                    uint _e1011 = l_mut_486_;
                    bool l_540_ = (_e1011 < 3u);
                    bool l_541_ = (l_539_ != 0.0);
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
                    float _e1027 = l_mut_481_;
                    float l_545_ = (l_544_ ? l_535_ : _e1027);
                    l_mut_481_ = l_545_;
                    uint _e1029 = l_mut_486_;
                    bool l_546_ = (_e1029 == 1u);
                    if (l_542_) {
                        local_18 = l_546_;
                    } else {
                        local_18 = false;
                    }
                    bool l_547_ = local_18;
                    float _e1036 = l_mut_482_;
                    float l_548_ = (l_547_ ? l_535_ : _e1036);
                    l_mut_482_ = l_548_;
                    uint _e1038 = l_mut_486_;
                    bool l_549_ = (_e1038 == 2u);
                    if (l_542_) {
                        local_19 = l_549_;
                    } else {
                        local_19 = false;
                    }
                    bool l_550_ = local_19;
                    float _e1045 = l_mut_483_;
                    float l_551_ = (l_550_ ? l_535_ : _e1045);
                    l_mut_483_ = l_551_;
                    float l_552_ = (l_542_ ? l_539_ : l_535_);
                    float _e1048 = l_mut_485_;
                    float l_553_ = (_e1048 + l_466_);
                    float l_554_ = (l_540_ ? l_552_ : l_553_);
                    l_mut_485_ = l_554_;
                    uint l_555_ = uint(l_542_);
                    uint _e1052 = l_mut_486_;
                    l_mut_486_ = (_e1052 + l_555_);
                    float _e1054 = l_mut_485_;
                    float l_556_ = (_e1054 + l_459_);
                    bool l_557_ = (l_1_ != 0.0);
                    float l_558_ = (l_557_ ? l_556_ : l_1_);
                    float _e1059 = l_mut_485_;
                    float l_559_ = (l_558_ - _e1059);
                    bool l_560_ = (l_1_ != 0.0);
                    float l_561_ = (l_560_ ? l_559_ : l_1_);
                    float l_562_ = (l_459_ - l_561_);
                    uint _e1065 = l_mut_486_;
                    bool l_563_ = (_e1065 < 3u);
                    bool l_564_ = (l_562_ != 0.0);
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
                    float _e1081 = l_mut_481_;
                    float l_568_ = (l_567_ ? l_558_ : _e1081);
                    l_mut_481_ = l_568_;
                    uint _e1083 = l_mut_486_;
                    bool l_569_ = (_e1083 == 1u);
                    if (l_565_) {
                        local_22 = l_569_;
                    } else {
                        local_22 = false;
                    }
                    bool l_570_ = local_22;
                    float _e1090 = l_mut_482_;
                    float l_571_ = (l_570_ ? l_558_ : _e1090);
                    l_mut_482_ = l_571_;
                    uint _e1092 = l_mut_486_;
                    bool l_572_ = (_e1092 == 2u);
                    if (l_565_) {
                        local_23 = l_572_;
                    } else {
                        local_23 = false;
                    }
                    bool l_573_ = local_23;
                    float _e1099 = l_mut_483_;
                    float l_574_ = (l_573_ ? l_558_ : _e1099);
                    l_mut_483_ = l_574_;
                    float l_575_ = (l_565_ ? l_562_ : l_558_);
                    float _e1102 = l_mut_485_;
                    float l_576_ = (_e1102 + l_459_);
                    float l_577_ = (l_563_ ? l_575_ : l_576_);
                    l_mut_485_ = l_577_;
                    uint l_578_ = uint(l_565_);
                    uint _e1106 = l_mut_486_;
                    l_mut_486_ = (_e1106 + l_578_);
                    uint _e1108 = l_mut_486_;
                    bool l_579_ = (_e1108 == 0u);
                    float _e1111 = l_mut_481_;
                    float _e1112 = l_mut_485_;
                    float l_580_ = (l_579_ ? _e1112 : _e1111);
                    l_mut_481_ = l_580_;
                    uint _e1114 = l_mut_486_;
                    bool l_581_ = (_e1114 == 1u);
                    float _e1117 = l_mut_482_;
                    float _e1118 = l_mut_485_;
                    float l_582_ = (l_581_ ? _e1118 : _e1117);
                    l_mut_482_ = l_582_;
                    uint _e1120 = l_mut_486_;
                    bool l_583_ = (_e1120 == 2u);
                    float _e1123 = l_mut_483_;
                    float _e1124 = l_mut_485_;
                    float l_584_ = (l_583_ ? _e1124 : _e1123);
                    l_mut_483_ = l_584_;
                    uint _e1126 = l_mut_486_;
                    bool l_585_ = (_e1126 == 3u);
                    float _e1129 = l_mut_484_;
                    float _e1130 = l_mut_485_;
                    float l_586_ = (l_585_ ? _e1130 : _e1129);
                    l_mut_484_ = l_586_;
                    float _e1133 = l_mut_11_;
                    a_587_[0] = _e1133;
                    float _e1135 = l_mut_481_;
                    a_587_[1] = _e1135;
                    float _e1137 = l_mut_12_;
                    a_587_[2] = _e1137;
                    float _e1139 = l_mut_482_;
                    a_587_[3] = _e1139;
                    float _e1141 = l_mut_13_;
                    a_587_[4] = _e1141;
                    float _e1143 = l_mut_483_;
                    a_587_[5] = _e1143;
                    float _e1145 = l_mut_14_;
                    a_587_[6] = _e1145;
                    float _e1147 = l_mut_484_;
                    a_587_[7] = _e1147;
                    float l_588_ = a_587_[7];
                    l_mut_485_ = l_588_;
                    float l_589_ = a_587_[6];
                    float _e1152 = l_mut_485_;
                    float l_590_ = (l_589_ + _e1152);
                    bool l_591_ = (l_1_ != 0.0);
                    float l_592_ = (l_591_ ? l_590_ : l_1_);
                    float l_593_ = (l_592_ - l_589_);
                    bool l_594_ = (l_1_ != 0.0);
                    float l_595_ = (l_594_ ? l_593_ : l_1_);
                    float l_596_ = (l_592_ - l_595_);
                    bool l_597_ = (l_1_ != 0.0);
                    float l_598_ = (l_597_ ? l_596_ : l_1_);
                    float l_599_ = (l_589_ - l_598_);
                    float _e1166 = l_mut_485_;
                    float l_600_ = (_e1166 - l_595_);
                    float l_601_ = (l_599_ + l_600_);
                    a_587_[7] = l_601_;
                    l_mut_485_ = l_592_;
                    float l_602_ = a_587_[5];
                    float _e1172 = l_mut_485_;
                    float l_603_ = (l_602_ + _e1172);
                    bool l_604_ = (l_1_ != 0.0);
                    float l_605_ = (l_604_ ? l_603_ : l_1_);
                    float l_606_ = (l_605_ - l_602_);
                    bool l_607_ = (l_1_ != 0.0);
                    float l_608_ = (l_607_ ? l_606_ : l_1_);
                    float l_609_ = (l_605_ - l_608_);
                    bool l_610_ = (l_1_ != 0.0);
                    float l_611_ = (l_610_ ? l_609_ : l_1_);
                    float l_612_ = (l_602_ - l_611_);
                    float _e1186 = l_mut_485_;
                    float l_613_ = (_e1186 - l_608_);
                    float l_614_ = (l_612_ + l_613_);
                    a_587_[6] = l_614_;
                    l_mut_485_ = l_605_;
                    float l_615_ = a_587_[4];
                    float _e1192 = l_mut_485_;
                    float l_616_ = (l_615_ + _e1192);
                    bool l_617_ = (l_1_ != 0.0);
                    float l_618_ = (l_617_ ? l_616_ : l_1_);
                    float l_619_ = (l_618_ - l_615_);
                    bool l_620_ = (l_1_ != 0.0);
                    float l_621_ = (l_620_ ? l_619_ : l_1_);
                    float l_622_ = (l_618_ - l_621_);
                    bool l_623_ = (l_1_ != 0.0);
                    float l_624_ = (l_623_ ? l_622_ : l_1_);
                    float l_625_ = (l_615_ - l_624_);
                    float _e1206 = l_mut_485_;
                    float l_626_ = (_e1206 - l_621_);
                    float l_627_ = (l_625_ + l_626_);
                    a_587_[5] = l_627_;
                    l_mut_485_ = l_618_;
                    float l_628_ = a_587_[3];
                    float _e1212 = l_mut_485_;
                    float l_629_ = (l_628_ + _e1212);
                    bool l_630_ = (l_1_ != 0.0);
                    float l_631_ = (l_630_ ? l_629_ : l_1_);
                    float l_632_ = (l_631_ - l_628_);
                    bool l_633_ = (l_1_ != 0.0);
                    float l_634_ = (l_633_ ? l_632_ : l_1_);
                    float l_635_ = (l_631_ - l_634_);
                    bool l_636_ = (l_1_ != 0.0);
                    float l_637_ = (l_636_ ? l_635_ : l_1_);
                    float l_638_ = (l_628_ - l_637_);
                    float _e1226 = l_mut_485_;
                    float l_639_ = (_e1226 - l_634_);
                    float l_640_ = (l_638_ + l_639_);
                    a_587_[4] = l_640_;
                    l_mut_485_ = l_631_;
                    float l_641_ = a_587_[2];
                    float _e1232 = l_mut_485_;
                    float l_642_ = (l_641_ + _e1232);
                    bool l_643_ = (l_1_ != 0.0);
                    float l_644_ = (l_643_ ? l_642_ : l_1_);
                    float l_645_ = (l_644_ - l_641_);
                    bool l_646_ = (l_1_ != 0.0);
                    float l_647_ = (l_646_ ? l_645_ : l_1_);
                    float l_648_ = (l_644_ - l_647_);
                    bool l_649_ = (l_1_ != 0.0);
                    float l_650_ = (l_649_ ? l_648_ : l_1_);
                    float l_651_ = (l_641_ - l_650_);
                    float _e1246 = l_mut_485_;
                    float l_652_ = (_e1246 - l_647_);
                    float l_653_ = (l_651_ + l_652_);
                    a_587_[3] = l_653_;
                    l_mut_485_ = l_644_;
                    float l_654_ = a_587_[1];
                    float _e1252 = l_mut_485_;
                    float l_655_ = (l_654_ + _e1252);
                    bool l_656_ = (l_1_ != 0.0);
                    float l_657_ = (l_656_ ? l_655_ : l_1_);
                    float l_658_ = (l_657_ - l_654_);
                    bool l_659_ = (l_1_ != 0.0);
                    float l_660_ = (l_659_ ? l_658_ : l_1_);
                    float l_661_ = (l_657_ - l_660_);
                    bool l_662_ = (l_1_ != 0.0);
                    float l_663_ = (l_662_ ? l_661_ : l_1_);
                    float l_664_ = (l_654_ - l_663_);
                    float _e1266 = l_mut_485_;
                    float l_665_ = (_e1266 - l_660_);
                    float l_666_ = (l_664_ + l_665_);
                    a_587_[2] = l_666_;
                    l_mut_485_ = l_657_;
                    float l_667_ = a_587_[0];
                    float _e1272 = l_mut_485_;
                    float l_668_ = (l_667_ + _e1272);
                    bool l_669_ = (l_1_ != 0.0);
                    float l_670_ = (l_669_ ? l_668_ : l_1_);
                    float l_671_ = (l_670_ - l_667_);
                    bool l_672_ = (l_1_ != 0.0);
                    float l_673_ = (l_672_ ? l_671_ : l_1_);
                    float l_674_ = (l_670_ - l_673_);
                    bool l_675_ = (l_1_ != 0.0);
                    float l_676_ = (l_675_ ? l_674_ : l_1_);
                    float l_677_ = (l_667_ - l_676_);
                    float _e1286 = l_mut_485_;
                    float l_678_ = (_e1286 - l_673_);
                    float l_679_ = (l_677_ + l_678_);
                    a_587_[1] = l_679_;
                    l_mut_485_ = l_670_;
                    float _e1291 = l_mut_485_;
                    a_587_[0] = _e1291;
                    float l_680_ = a_587_[7];
                    l_mut_485_ = l_680_;
                    float l_681_ = a_587_[6];
                    float _e1296 = l_mut_485_;
                    float l_682_ = (l_681_ + _e1296);
                    bool l_683_ = (l_1_ != 0.0);
                    float l_684_ = (l_683_ ? l_682_ : l_1_);
                    float l_685_ = (l_684_ - l_681_);
                    bool l_686_ = (l_1_ != 0.0);
                    float l_687_ = (l_686_ ? l_685_ : l_1_);
                    float l_688_ = (l_684_ - l_687_);
                    bool l_689_ = (l_1_ != 0.0);
                    float l_690_ = (l_689_ ? l_688_ : l_1_);
                    float l_691_ = (l_681_ - l_690_);
                    float _e1310 = l_mut_485_;
                    float l_692_ = (_e1310 - l_687_);
                    float l_693_ = (l_691_ + l_692_);
                    a_587_[7] = l_693_;
                    l_mut_485_ = l_684_;
                    float l_694_ = a_587_[5];
                    float _e1316 = l_mut_485_;
                    float l_695_ = (l_694_ + _e1316);
                    bool l_696_ = (l_1_ != 0.0);
                    float l_697_ = (l_696_ ? l_695_ : l_1_);
                    float l_698_ = (l_697_ - l_694_);
                    bool l_699_ = (l_1_ != 0.0);
                    float l_700_ = (l_699_ ? l_698_ : l_1_);
                    float l_701_ = (l_697_ - l_700_);
                    bool l_702_ = (l_1_ != 0.0);
                    float l_703_ = (l_702_ ? l_701_ : l_1_);
                    float l_704_ = (l_694_ - l_703_);
                    float _e1330 = l_mut_485_;
                    float l_705_ = (_e1330 - l_700_);
                    float l_706_ = (l_704_ + l_705_);
                    a_587_[6] = l_706_;
                    l_mut_485_ = l_697_;
                    float l_707_ = a_587_[4];
                    float _e1336 = l_mut_485_;
                    float l_708_ = (l_707_ + _e1336);
                    bool l_709_ = (l_1_ != 0.0);
                    float l_710_ = (l_709_ ? l_708_ : l_1_);
                    float l_711_ = (l_710_ - l_707_);
                    bool l_712_ = (l_1_ != 0.0);
                    float l_713_ = (l_712_ ? l_711_ : l_1_);
                    float l_714_ = (l_710_ - l_713_);
                    bool l_715_ = (l_1_ != 0.0);
                    float l_716_ = (l_715_ ? l_714_ : l_1_);
                    float l_717_ = (l_707_ - l_716_);
                    float _e1350 = l_mut_485_;
                    float l_718_ = (_e1350 - l_713_);
                    float l_719_ = (l_717_ + l_718_);
                    a_587_[5] = l_719_;
                    l_mut_485_ = l_710_;
                    float l_720_ = a_587_[3];
                    float _e1356 = l_mut_485_;
                    float l_721_ = (l_720_ + _e1356);
                    bool l_722_ = (l_1_ != 0.0);
                    float l_723_ = (l_722_ ? l_721_ : l_1_);
                    float l_724_ = (l_723_ - l_720_);
                    bool l_725_ = (l_1_ != 0.0);
                    float l_726_ = (l_725_ ? l_724_ : l_1_);
                    float l_727_ = (l_723_ - l_726_);
                    bool l_728_ = (l_1_ != 0.0);
                    float l_729_ = (l_728_ ? l_727_ : l_1_);
                    float l_730_ = (l_720_ - l_729_);
                    float _e1370 = l_mut_485_;
                    float l_731_ = (_e1370 - l_726_);
                    float l_732_ = (l_730_ + l_731_);
                    a_587_[4] = l_732_;
                    l_mut_485_ = l_723_;
                    float l_733_ = a_587_[2];
                    float _e1376 = l_mut_485_;
                    float l_734_ = (l_733_ + _e1376);
                    bool l_735_ = (l_1_ != 0.0);
                    float l_736_ = (l_735_ ? l_734_ : l_1_);
                    float l_737_ = (l_736_ - l_733_);
                    bool l_738_ = (l_1_ != 0.0);
                    float l_739_ = (l_738_ ? l_737_ : l_1_);
                    float l_740_ = (l_736_ - l_739_);
                    bool l_741_ = (l_1_ != 0.0);
                    float l_742_ = (l_741_ ? l_740_ : l_1_);
                    float l_743_ = (l_733_ - l_742_);
                    float _e1390 = l_mut_485_;
                    float l_744_ = (_e1390 - l_739_);
                    float l_745_ = (l_743_ + l_744_);
                    a_587_[3] = l_745_;
                    l_mut_485_ = l_736_;
                    float l_746_ = a_587_[1];
                    float _e1396 = l_mut_485_;
                    float l_747_ = (l_746_ + _e1396);
                    bool l_748_ = (l_1_ != 0.0);
                    float l_749_ = (l_748_ ? l_747_ : l_1_);
                    float l_750_ = (l_749_ - l_746_);
                    bool l_751_ = (l_1_ != 0.0);
                    float l_752_ = (l_751_ ? l_750_ : l_1_);
                    float l_753_ = (l_749_ - l_752_);
                    bool l_754_ = (l_1_ != 0.0);
                    float l_755_ = (l_754_ ? l_753_ : l_1_);
                    float l_756_ = (l_746_ - l_755_);
                    float _e1410 = l_mut_485_;
                    float l_757_ = (_e1410 - l_752_);
                    float l_758_ = (l_756_ + l_757_);
                    a_587_[2] = l_758_;
                    l_mut_485_ = l_749_;
                    float l_759_ = a_587_[0];
                    float _e1416 = l_mut_485_;
                    float l_760_ = (l_759_ + _e1416);
                    bool l_761_ = (l_1_ != 0.0);
                    float l_762_ = (l_761_ ? l_760_ : l_1_);
                    float l_763_ = (l_762_ - l_759_);
                    bool l_764_ = (l_1_ != 0.0);
                    float l_765_ = (l_764_ ? l_763_ : l_1_);
                    float l_766_ = (l_762_ - l_765_);
                    bool l_767_ = (l_1_ != 0.0);
                    float l_768_ = (l_767_ ? l_766_ : l_1_);
                    float l_769_ = (l_759_ - l_768_);
                    float _e1430 = l_mut_485_;
                    float l_770_ = (_e1430 - l_765_);
                    float l_771_ = (l_769_ + l_770_);
                    a_587_[1] = l_771_;
                    l_mut_485_ = l_762_;
                    float _e1435 = l_mut_485_;
                    a_587_[0] = _e1435;
                    l_mut_485_ = 0.0;
                    l_mut_772_ = 0.0;
                    l_mut_773_ = 0.0;
                    l_mut_774_ = 0.0;
                    float l_775_ = a_587_[0];
                    l_mut_776_ = l_775_;
                    l_mut_486_ = 0u;
                    float l_777_ = a_587_[1];
                    float _e1445 = l_mut_776_;
                    float l_778_ = (_e1445 + l_777_);
                    bool l_779_ = (l_1_ != 0.0);
                    float l_780_ = (l_779_ ? l_778_ : l_1_);
                    float _e1450 = l_mut_776_;
                    float l_781_ = (l_780_ - _e1450);
                    bool l_782_ = (l_1_ != 0.0);
                    float l_783_ = (l_782_ ? l_781_ : l_1_);
                    float l_784_ = (l_780_ - l_783_);
                    bool l_785_ = (l_1_ != 0.0);
                    float l_786_ = (l_785_ ? l_784_ : l_1_);
                    float _e1459 = l_mut_776_;
                    float l_787_ = (_e1459 - l_786_);
                    float l_788_ = (l_777_ - l_783_);
                    float l_789_ = (l_787_ + l_788_);
                    uint _e1463 = l_mut_486_;
                    bool l_790_ = (_e1463 < 3u);
                    bool l_791_ = (l_789_ != 0.0);
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
                    float _e1479 = l_mut_485_;
                    float l_795_ = (l_794_ ? l_780_ : _e1479);
                    l_mut_485_ = l_795_;
                    uint _e1481 = l_mut_486_;
                    bool l_796_ = (_e1481 == 1u);
                    if (l_792_) {
                        local_26 = l_796_;
                    } else {
                        local_26 = false;
                    }
                    bool l_797_ = local_26;
                    float _e1488 = l_mut_772_;
                    float l_798_ = (l_797_ ? l_780_ : _e1488);
                    l_mut_772_ = l_798_;
                    uint _e1490 = l_mut_486_;
                    bool l_799_ = (_e1490 == 2u);
                    if (l_792_) {
                        local_27 = l_799_;
                    } else {
                        local_27 = false;
                    }
                    bool l_800_ = local_27;
                    float _e1497 = l_mut_773_;
                    float l_801_ = (l_800_ ? l_780_ : _e1497);
                    l_mut_773_ = l_801_;
                    float l_802_ = (l_792_ ? l_789_ : l_780_);
                    float _e1500 = l_mut_776_;
                    float l_803_ = (_e1500 + l_777_);
                    float l_804_ = (l_790_ ? l_802_ : l_803_);
                    l_mut_776_ = l_804_;
                    uint l_805_ = uint(l_792_);
                    uint _e1504 = l_mut_486_;
                    l_mut_486_ = (_e1504 + l_805_);
                    float l_806_ = a_587_[2];
                    float _e1508 = l_mut_776_;
                    float l_807_ = (_e1508 + l_806_);
                    bool l_808_ = (l_1_ != 0.0);
                    float l_809_ = (l_808_ ? l_807_ : l_1_);
                    float _e1513 = l_mut_776_;
                    float l_810_ = (l_809_ - _e1513);
                    bool l_811_ = (l_1_ != 0.0);
                    float l_812_ = (l_811_ ? l_810_ : l_1_);
                    float l_813_ = (l_809_ - l_812_);
                    bool l_814_ = (l_1_ != 0.0);
                    float l_815_ = (l_814_ ? l_813_ : l_1_);
                    float _e1522 = l_mut_776_;
                    float l_816_ = (_e1522 - l_815_);
                    float l_817_ = (l_806_ - l_812_);
                    float l_818_ = (l_816_ + l_817_);
                    uint _e1526 = l_mut_486_;
                    bool l_819_ = (_e1526 < 3u);
                    bool l_820_ = (l_818_ != 0.0);
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
                    float _e1542 = l_mut_485_;
                    float l_824_ = (l_823_ ? l_809_ : _e1542);
                    l_mut_485_ = l_824_;
                    uint _e1544 = l_mut_486_;
                    bool l_825_ = (_e1544 == 1u);
                    if (l_821_) {
                        local_30 = l_825_;
                    } else {
                        local_30 = false;
                    }
                    bool l_826_ = local_30;
                    float _e1551 = l_mut_772_;
                    float l_827_ = (l_826_ ? l_809_ : _e1551);
                    l_mut_772_ = l_827_;
                    uint _e1553 = l_mut_486_;
                    bool l_828_ = (_e1553 == 2u);
                    if (l_821_) {
                        local_31 = l_828_;
                    } else {
                        local_31 = false;
                    }
                    bool l_829_ = local_31;
                    float _e1560 = l_mut_773_;
                    float l_830_ = (l_829_ ? l_809_ : _e1560);
                    l_mut_773_ = l_830_;
                    float l_831_ = (l_821_ ? l_818_ : l_809_);
                    float _e1563 = l_mut_776_;
                    float l_832_ = (_e1563 + l_806_);
                    float l_833_ = (l_819_ ? l_831_ : l_832_);
                    l_mut_776_ = l_833_;
                    uint l_834_ = uint(l_821_);
                    uint _e1567 = l_mut_486_;
                    l_mut_486_ = (_e1567 + l_834_);
                    float l_835_ = a_587_[3];
                    float _e1571 = l_mut_776_;
                    float l_836_ = (_e1571 + l_835_);
                    bool l_837_ = (l_1_ != 0.0);
                    float l_838_ = (l_837_ ? l_836_ : l_1_);
                    float _e1576 = l_mut_776_;
                    float l_839_ = (l_838_ - _e1576);
                    bool l_840_ = (l_1_ != 0.0);
                    float l_841_ = (l_840_ ? l_839_ : l_1_);
                    float l_842_ = (l_838_ - l_841_);
                    bool l_843_ = (l_1_ != 0.0);
                    float l_844_ = (l_843_ ? l_842_ : l_1_);
                    float _e1585 = l_mut_776_;
                    float l_845_ = (_e1585 - l_844_);
                    float l_846_ = (l_835_ - l_841_);
                    float l_847_ = (l_845_ + l_846_);
                    uint _e1589 = l_mut_486_;
                    bool l_848_ = (_e1589 < 3u);
                    bool l_849_ = (l_847_ != 0.0);
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
                    float _e1605 = l_mut_485_;
                    float l_853_ = (l_852_ ? l_838_ : _e1605);
                    l_mut_485_ = l_853_;
                    uint _e1607 = l_mut_486_;
                    bool l_854_ = (_e1607 == 1u);
                    if (l_850_) {
                        local_34 = l_854_;
                    } else {
                        local_34 = false;
                    }
                    bool l_855_ = local_34;
                    float _e1614 = l_mut_772_;
                    float l_856_ = (l_855_ ? l_838_ : _e1614);
                    l_mut_772_ = l_856_;
                    uint _e1616 = l_mut_486_;
                    bool l_857_ = (_e1616 == 2u);
                    if (l_850_) {
                        local_35 = l_857_;
                    } else {
                        local_35 = false;
                    }
                    bool l_858_ = local_35;
                    float _e1623 = l_mut_773_;
                    float l_859_ = (l_858_ ? l_838_ : _e1623);
                    l_mut_773_ = l_859_;
                    float l_860_ = (l_850_ ? l_847_ : l_838_);
                    float _e1626 = l_mut_776_;
                    float l_861_ = (_e1626 + l_835_);
                    float l_862_ = (l_848_ ? l_860_ : l_861_);
                    l_mut_776_ = l_862_;
                    uint l_863_ = uint(l_850_);
                    uint _e1630 = l_mut_486_;
                    l_mut_486_ = (_e1630 + l_863_);
                    float l_864_ = a_587_[4];
                    float _e1634 = l_mut_776_;
                    float l_865_ = (_e1634 + l_864_);
                    bool l_866_ = (l_1_ != 0.0);
                    float l_867_ = (l_866_ ? l_865_ : l_1_);
                    float _e1639 = l_mut_776_;
                    float l_868_ = (l_867_ - _e1639);
                    bool l_869_ = (l_1_ != 0.0);
                    float l_870_ = (l_869_ ? l_868_ : l_1_);
                    float l_871_ = (l_867_ - l_870_);
                    bool l_872_ = (l_1_ != 0.0);
                    float l_873_ = (l_872_ ? l_871_ : l_1_);
                    float _e1648 = l_mut_776_;
                    float l_874_ = (_e1648 - l_873_);
                    float l_875_ = (l_864_ - l_870_);
                    float l_876_ = (l_874_ + l_875_);
                    uint _e1652 = l_mut_486_;
                    bool l_877_ = (_e1652 < 3u);
                    bool l_878_ = (l_876_ != 0.0);
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
                    float _e1668 = l_mut_485_;
                    float l_882_ = (l_881_ ? l_867_ : _e1668);
                    l_mut_485_ = l_882_;
                    uint _e1670 = l_mut_486_;
                    bool l_883_ = (_e1670 == 1u);
                    if (l_879_) {
                        local_38 = l_883_;
                    } else {
                        local_38 = false;
                    }
                    bool l_884_ = local_38;
                    float _e1677 = l_mut_772_;
                    float l_885_ = (l_884_ ? l_867_ : _e1677);
                    l_mut_772_ = l_885_;
                    uint _e1679 = l_mut_486_;
                    bool l_886_ = (_e1679 == 2u);
                    if (l_879_) {
                        local_39 = l_886_;
                    } else {
                        local_39 = false;
                    }
                    bool l_887_ = local_39;
                    float _e1686 = l_mut_773_;
                    float l_888_ = (l_887_ ? l_867_ : _e1686);
                    l_mut_773_ = l_888_;
                    float l_889_ = (l_879_ ? l_876_ : l_867_);
                    float _e1689 = l_mut_776_;
                    float l_890_ = (_e1689 + l_864_);
                    float l_891_ = (l_877_ ? l_889_ : l_890_);
                    l_mut_776_ = l_891_;
                    uint l_892_ = uint(l_879_);
                    uint _e1693 = l_mut_486_;
                    l_mut_486_ = (_e1693 + l_892_);
                    float l_893_ = a_587_[5];
                    float _e1697 = l_mut_776_;
                    float l_894_ = (_e1697 + l_893_);
                    bool l_895_ = (l_1_ != 0.0);
                    float l_896_ = (l_895_ ? l_894_ : l_1_);
                    float _e1702 = l_mut_776_;
                    float l_897_ = (l_896_ - _e1702);
                    bool l_898_ = (l_1_ != 0.0);
                    float l_899_ = (l_898_ ? l_897_ : l_1_);
                    float l_900_ = (l_896_ - l_899_);
                    bool l_901_ = (l_1_ != 0.0);
                    float l_902_ = (l_901_ ? l_900_ : l_1_);
                    float _e1711 = l_mut_776_;
                    float l_903_ = (_e1711 - l_902_);
                    float l_904_ = (l_893_ - l_899_);
                    float l_905_ = (l_903_ + l_904_);
                    uint _e1715 = l_mut_486_;
                    bool l_906_ = (_e1715 < 3u);
                    bool l_907_ = (l_905_ != 0.0);
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
                    float _e1731 = l_mut_485_;
                    float l_911_ = (l_910_ ? l_896_ : _e1731);
                    l_mut_485_ = l_911_;
                    uint _e1733 = l_mut_486_;
                    bool l_912_ = (_e1733 == 1u);
                    if (l_908_) {
                        local_42 = l_912_;
                    } else {
                        local_42 = false;
                    }
                    bool l_913_ = local_42;
                    float _e1740 = l_mut_772_;
                    float l_914_ = (l_913_ ? l_896_ : _e1740);
                    l_mut_772_ = l_914_;
                    uint _e1742 = l_mut_486_;
                    bool l_915_ = (_e1742 == 2u);
                    if (l_908_) {
                        local_43 = l_915_;
                    } else {
                        local_43 = false;
                    }
                    bool l_916_ = local_43;
                    float _e1749 = l_mut_773_;
                    float l_917_ = (l_916_ ? l_896_ : _e1749);
                    l_mut_773_ = l_917_;
                    float l_918_ = (l_908_ ? l_905_ : l_896_);
                    float _e1752 = l_mut_776_;
                    float l_919_ = (_e1752 + l_893_);
                    float l_920_ = (l_906_ ? l_918_ : l_919_);
                    l_mut_776_ = l_920_;
                    uint l_921_ = uint(l_908_);
                    uint _e1756 = l_mut_486_;
                    l_mut_486_ = (_e1756 + l_921_);
                    float l_922_ = a_587_[6];
                    float _e1760 = l_mut_776_;
                    float l_923_ = (_e1760 + l_922_);
                    bool l_924_ = (l_1_ != 0.0);
                    float l_925_ = (l_924_ ? l_923_ : l_1_);
                    float _e1765 = l_mut_776_;
                    float l_926_ = (l_925_ - _e1765);
                    bool l_927_ = (l_1_ != 0.0);
                    float l_928_ = (l_927_ ? l_926_ : l_1_);
                    float l_929_ = (l_925_ - l_928_);
                    bool l_930_ = (l_1_ != 0.0);
                    float l_931_ = (l_930_ ? l_929_ : l_1_);
                    float _e1774 = l_mut_776_;
                    float l_932_ = (_e1774 - l_931_);
                    float l_933_ = (l_922_ - l_928_);
                    float l_934_ = (l_932_ + l_933_);
                    uint _e1778 = l_mut_486_;
                    bool l_935_ = (_e1778 < 3u);
                    bool l_936_ = (l_934_ != 0.0);
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
                    float _e1794 = l_mut_485_;
                    float l_940_ = (l_939_ ? l_925_ : _e1794);
                    l_mut_485_ = l_940_;
                    uint _e1796 = l_mut_486_;
                    bool l_941_ = (_e1796 == 1u);
                    if (l_937_) {
                        local_46 = l_941_;
                    } else {
                        local_46 = false;
                    }
                    bool l_942_ = local_46;
                    float _e1803 = l_mut_772_;
                    float l_943_ = (l_942_ ? l_925_ : _e1803);
                    l_mut_772_ = l_943_;
                    uint _e1805 = l_mut_486_;
                    bool l_944_ = (_e1805 == 2u);
                    if (l_937_) {
                        local_47 = l_944_;
                    } else {
                        local_47 = false;
                    }
                    bool l_945_ = local_47;
                    float _e1812 = l_mut_773_;
                    float l_946_ = (l_945_ ? l_925_ : _e1812);
                    l_mut_773_ = l_946_;
                    float l_947_ = (l_937_ ? l_934_ : l_925_);
                    float _e1815 = l_mut_776_;
                    float l_948_ = (_e1815 + l_922_);
                    float l_949_ = (l_935_ ? l_947_ : l_948_);
                    l_mut_776_ = l_949_;
                    uint l_950_ = uint(l_937_);
                    uint _e1819 = l_mut_486_;
                    l_mut_486_ = (_e1819 + l_950_);
                    float l_951_ = a_587_[7];
                    float _e1823 = l_mut_776_;
                    float l_952_ = (_e1823 + l_951_);
                    bool l_953_ = (l_1_ != 0.0);
                    float l_954_ = (l_953_ ? l_952_ : l_1_);
                    float _e1828 = l_mut_776_;
                    float l_955_ = (l_954_ - _e1828);
                    bool l_956_ = (l_1_ != 0.0);
                    float l_957_ = (l_956_ ? l_955_ : l_1_);
                    float l_958_ = (l_954_ - l_957_);
                    bool l_959_ = (l_1_ != 0.0);
                    float l_960_ = (l_959_ ? l_958_ : l_1_);
                    float _e1837 = l_mut_776_;
                    float l_961_ = (_e1837 - l_960_);
                    float l_962_ = (l_951_ - l_957_);
                    float l_963_ = (l_961_ + l_962_);
                    uint _e1841 = l_mut_486_;
                    bool l_964_ = (_e1841 < 3u);
                    bool l_965_ = (l_963_ != 0.0);
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
                    float _e1857 = l_mut_485_;
                    float l_969_ = (l_968_ ? l_954_ : _e1857);
                    l_mut_485_ = l_969_;
                    uint _e1859 = l_mut_486_;
                    bool l_970_ = (_e1859 == 1u);
                    if (l_966_) {
                        local_50 = l_970_;
                    } else {
                        local_50 = false;
                    }
                    bool l_971_ = local_50;
                    float _e1866 = l_mut_772_;
                    float l_972_ = (l_971_ ? l_954_ : _e1866);
                    l_mut_772_ = l_972_;
                    uint _e1868 = l_mut_486_;
                    bool l_973_ = (_e1868 == 2u);
                    if (l_966_) {
                        local_51 = l_973_;
                    } else {
                        local_51 = false;
                    }
                    bool l_974_ = local_51;
                    float _e1875 = l_mut_773_;
                    float l_975_ = (l_974_ ? l_954_ : _e1875);
                    l_mut_773_ = l_975_;
                    float l_976_ = (l_966_ ? l_963_ : l_954_);
                    float _e1878 = l_mut_776_;
                    float l_977_ = (_e1878 + l_951_);
                    float l_978_ = (l_964_ ? l_976_ : l_977_);
                    l_mut_776_ = l_978_;
                    uint l_979_ = uint(l_966_);
                    uint _e1882 = l_mut_486_;
                    l_mut_486_ = (_e1882 + l_979_);
                    uint _e1884 = l_mut_486_;
                    bool l_980_ = (_e1884 == 0u);
                    float _e1887 = l_mut_485_;
                    float _e1888 = l_mut_776_;
                    float l_981_ = (l_980_ ? _e1888 : _e1887);
                    l_mut_485_ = l_981_;
                    uint _e1890 = l_mut_486_;
                    bool l_982_ = (_e1890 == 1u);
                    float _e1893 = l_mut_772_;
                    float _e1894 = l_mut_776_;
                    float l_983_ = (l_982_ ? _e1894 : _e1893);
                    l_mut_772_ = l_983_;
                    uint _e1896 = l_mut_486_;
                    bool l_984_ = (_e1896 == 2u);
                    float _e1899 = l_mut_773_;
                    float _e1900 = l_mut_776_;
                    float l_985_ = (l_984_ ? _e1900 : _e1899);
                    l_mut_773_ = l_985_;
                    uint _e1902 = l_mut_486_;
                    bool l_986_ = (_e1902 == 3u);
                    float _e1905 = l_mut_774_;
                    float _e1906 = l_mut_776_;
                    float l_987_ = (l_986_ ? _e1906 : _e1905);
                    l_mut_774_ = l_987_;
                    float _e1908 = l_mut_485_;
                    l_mut_11_ = _e1908;
                    float _e1909 = l_mut_772_;
                    l_mut_12_ = _e1909;
                    float _e1910 = l_mut_773_;
                    l_mut_13_ = _e1910;
                    float _e1911 = l_mut_774_;
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
            float _e1936 = l_mut_11_;
            buffer_4_global.Store(l_992_*4, asuint(_e1936));
        }
        uint l_994_ = (l_993_ + l_992_);
        uint l_1093_ = asuint(info.Load(16+0));
        uint l_1094_ = (l_1093_ * 1u);
        bool l_1095_ = (l_994_ < l_1094_);
        if (l_1095_) {
            float _e1947 = l_mut_12_;
            buffer_4_global.Store(l_994_*4, asuint(_e1947));
        }
        uint l_995_ = (2u * l_993_);
        uint l_996_ = (l_995_ + l_992_);
        uint l_1096_ = asuint(info.Load(16+0));
        uint l_1097_ = (l_1096_ * 1u);
        bool l_1098_ = (l_996_ < l_1097_);
        if (l_1098_) {
            float _e1960 = l_mut_13_;
            buffer_4_global.Store(l_996_*4, asuint(_e1960));
        }
        uint l_997_ = (3u * l_993_);
        uint l_998_ = (l_997_ + l_992_);
        uint l_1099_ = asuint(info.Load(16+0));
        uint l_1100_ = (l_1099_ * 1u);
        bool l_1101_ = (l_998_ < l_1100_);
        if (l_1101_) {
            float _e1973 = l_mut_14_;
            buffer_4_global.Store(l_998_*4, asuint(_e1973));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
