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
void matrix_product_f_f32_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_9_ = (float[1024])0;
        shared_memory_10_ = (float[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    float a_591_[8] = (float[8])0;
    float l_mut_11_ = (float)0;
    float l_mut_12_ = (float)0;
    float l_mut_13_ = (float)0;
    float l_mut_14_ = (float)0;
    float l_mut_485_ = (float)0;
    float l_mut_486_ = (float)0;
    float l_mut_487_ = (float)0;
    float l_mut_488_ = (float)0;
    float l_mut_489_ = (float)0;
    uint l_mut_490_ = (uint)0;
    float l_mut_776_ = (float)0;
    float l_mut_777_ = (float)0;
    float l_mut_778_ = (float)0;
    float l_mut_780_ = (float)0;
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

    uint l_1003_ = asuint(info.Load(8+0));
    uint l_1004_ = (l_1003_ * 1u);
    bool l_1005_ = (0u < l_1004_);
    uint l_1006_ = (l_1004_ - 1u);
    uint l_1007_ = min(0u, l_1006_);
    float l_1008_ = asfloat(buffer_2_global.Load(l_1007_*4));
    float l_0_ = (l_1005_ ? l_1008_ : 0.0);
    uint l_1010_ = asuint(info.Load(8+0));
    uint l_1011_ = (l_1010_ * 1u);
    bool l_1012_ = (1u < l_1011_);
    uint l_1013_ = (l_1011_ - 1u);
    uint l_1014_ = min(1u, l_1013_);
    float l_1015_ = asfloat(buffer_2_global.Load(l_1014_*4));
    float l_1_ = (l_1012_ ? l_1015_ : 0.0);
    uint l_1017_ = asuint(info.Load(12+0));
    uint l_1018_ = (l_1017_ * 1u);
    bool l_1019_ = (0u < l_1018_);
    uint l_1020_ = (l_1018_ - 1u);
    uint l_1021_ = min(0u, l_1020_);
    uint l_1022_ = asuint(buffer_3_global.Load(l_1021_*4));
    uint l_2_ = (l_1019_ ? l_1022_ : 0u);
    uint l_1024_ = asuint(info.Load(12+0));
    uint l_1025_ = (l_1024_ * 1u);
    bool l_1026_ = (1u < l_1025_);
    uint l_1027_ = (l_1025_ - 1u);
    uint l_1028_ = min(1u, l_1027_);
    uint l_1029_ = asuint(buffer_3_global.Load(l_1028_*4));
    uint l_3_ = (l_1026_ ? l_1029_ : 0u);
    uint l_1031_ = asuint(info.Load(12+0));
    uint l_1032_ = (l_1031_ * 1u);
    bool l_1033_ = (2u < l_1032_);
    uint l_1034_ = (l_1032_ - 1u);
    uint l_1035_ = min(2u, l_1034_);
    uint l_1036_ = asuint(buffer_3_global.Load(l_1035_*4));
    uint l_4_ = (l_1033_ ? l_1036_ : 0u);
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
            uint l_1038_ = asuint(info.Load(0+0));
            uint l_1039_ = (l_1038_ * 1u);
            bool l_1040_ = (l_33_ < l_1039_);
            uint l_1041_ = (l_1039_ - 1u);
            uint l_1042_ = min(l_33_, l_1041_);
            float l_1043_ = asfloat(buffer_0_global.Load(l_1042_*4));
            float l_34_ = (l_1040_ ? l_1043_ : 0.0);
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
            uint l_1045_ = asuint(info.Load(4+0));
            uint l_1046_ = (l_1045_ * 1u);
            bool l_1047_ = (l_44_ < l_1046_);
            uint l_1048_ = (l_1046_ - 1u);
            uint l_1049_ = min(l_44_, l_1048_);
            float l_1050_ = asfloat(buffer_1_global.Load(l_1049_*4));
            float l_45_ = (l_1047_ ? l_1050_ : 0.0);
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
            uint l_1052_ = asuint(info.Load(0+0));
            uint l_1053_ = (l_1052_ * 1u);
            bool l_1054_ = (l_55_ < l_1053_);
            uint l_1055_ = (l_1053_ - 1u);
            uint l_1056_ = min(l_55_, l_1055_);
            float l_1057_ = asfloat(buffer_0_global.Load(l_1056_*4));
            float l_56_ = (l_1054_ ? l_1057_ : 0.0);
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
            uint l_1059_ = asuint(info.Load(4+0));
            uint l_1060_ = (l_1059_ * 1u);
            bool l_1061_ = (l_66_ < l_1060_);
            uint l_1062_ = (l_1060_ - 1u);
            uint l_1063_ = min(l_66_, l_1062_);
            float l_1064_ = asfloat(buffer_1_global.Load(l_1063_*4));
            float l_67_ = (l_1061_ ? l_1064_ : 0.0);
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
            uint l_1066_ = asuint(info.Load(0+0));
            uint l_1067_ = (l_1066_ * 1u);
            bool l_1068_ = (l_77_ < l_1067_);
            uint l_1069_ = (l_1067_ - 1u);
            uint l_1070_ = min(l_77_, l_1069_);
            float l_1071_ = asfloat(buffer_0_global.Load(l_1070_*4));
            float l_78_ = (l_1068_ ? l_1071_ : 0.0);
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
            uint l_1073_ = asuint(info.Load(4+0));
            uint l_1074_ = (l_1073_ * 1u);
            bool l_1075_ = (l_88_ < l_1074_);
            uint l_1076_ = (l_1074_ - 1u);
            uint l_1077_ = min(l_88_, l_1076_);
            float l_1078_ = asfloat(buffer_1_global.Load(l_1077_*4));
            float l_89_ = (l_1075_ ? l_1078_ : 0.0);
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
            uint l_1080_ = asuint(info.Load(0+0));
            uint l_1081_ = (l_1080_ * 1u);
            bool l_1082_ = (l_99_ < l_1081_);
            uint l_1083_ = (l_1081_ - 1u);
            uint l_1084_ = min(l_99_, l_1083_);
            float l_1085_ = asfloat(buffer_0_global.Load(l_1084_*4));
            float l_100_ = (l_1082_ ? l_1085_ : 0.0);
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
            uint l_1087_ = asuint(info.Load(4+0));
            uint l_1088_ = (l_1087_ * 1u);
            bool l_1089_ = (l_110_ < l_1088_);
            uint l_1090_ = (l_1088_ - 1u);
            uint l_1091_ = min(l_110_, l_1090_);
            float l_1092_ = asfloat(buffer_1_global.Load(l_1091_*4));
            float l_111_ = (l_1089_ ? l_1092_ : 0.0);
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
                    float l_116_ = shared_memory_9_[min(uint(l_115_), 1023u)];
                    uint l_117_ = (256u + l_115_);
                    float l_118_ = shared_memory_9_[min(uint(l_117_), 1023u)];
                    uint l_120_ = (512u + l_115_);
                    float l_121_ = shared_memory_9_[min(uint(l_120_), 1023u)];
                    uint l_123_ = (768u + l_115_);
                    float l_124_ = shared_memory_9_[min(uint(l_123_), 1023u)];
                    uint _e441 = l_mut_113_;
                    uint l_125_ = (_e441 * 16u);
                    uint l_126_ = (l_125_ + local_invocation_id.x);
                    float l_127_ = shared_memory_10_[min(uint(l_126_), 1023u)];
                    uint l_128_ = (256u + l_126_);
                    float l_129_ = shared_memory_10_[min(uint(l_128_), 1023u)];
                    uint l_131_ = (512u + l_126_);
                    float l_132_ = shared_memory_10_[min(uint(l_131_), 1023u)];
                    uint l_134_ = (768u + l_126_);
                    float l_135_ = shared_memory_10_[min(uint(l_134_), 1023u)];
                    float l_136_ = (l_116_ * l_127_);
                    bool l_137_ = (l_1_ != 0.0);
                    float l_138_ = (l_137_ ? l_136_ : l_1_);
                    float l_139_ = (l_0_ * l_116_);
                    bool l_140_ = (l_1_ != 0.0);
                    float l_141_ = (l_140_ ? l_139_ : l_1_);
                    float l_142_ = (l_141_ - l_116_);
                    bool l_143_ = (l_1_ != 0.0);
                    float l_144_ = (l_143_ ? l_142_ : l_1_);
                    float l_145_ = (l_141_ - l_144_);
                    float l_146_ = (l_116_ - l_145_);
                    float l_147_ = (l_0_ * l_127_);
                    bool l_148_ = (l_1_ != 0.0);
                    float l_149_ = (l_148_ ? l_147_ : l_1_);
                    float l_150_ = (l_149_ - l_127_);
                    bool l_151_ = (l_1_ != 0.0);
                    float l_152_ = (l_151_ ? l_150_ : l_1_);
                    float l_153_ = (l_149_ - l_152_);
                    float l_154_ = (l_127_ - l_153_);
                    float l_155_ = (l_145_ * l_153_);
                    float l_156_ = (l_155_ - l_138_);
                    float l_157_ = (l_145_ * l_154_);
                    float l_158_ = (l_156_ + l_157_);
                    float l_159_ = (l_146_ * l_153_);
                    float l_160_ = (l_158_ + l_159_);
                    float l_161_ = (l_146_ * l_154_);
                    float l_162_ = (l_160_ + l_161_);
                    float l_163_ = (l_116_ * l_129_);
                    bool l_164_ = (l_1_ != 0.0);
                    float l_165_ = (l_164_ ? l_163_ : l_1_);
                    float l_166_ = (l_0_ * l_116_);
                    bool l_167_ = (l_1_ != 0.0);
                    float l_168_ = (l_167_ ? l_166_ : l_1_);
                    float l_169_ = (l_168_ - l_116_);
                    bool l_170_ = (l_1_ != 0.0);
                    float l_171_ = (l_170_ ? l_169_ : l_1_);
                    float l_172_ = (l_168_ - l_171_);
                    float l_173_ = (l_116_ - l_172_);
                    float l_174_ = (l_0_ * l_129_);
                    bool l_175_ = (l_1_ != 0.0);
                    float l_176_ = (l_175_ ? l_174_ : l_1_);
                    float l_177_ = (l_176_ - l_129_);
                    bool l_178_ = (l_1_ != 0.0);
                    float l_179_ = (l_178_ ? l_177_ : l_1_);
                    float l_180_ = (l_176_ - l_179_);
                    float l_181_ = (l_129_ - l_180_);
                    float l_182_ = (l_172_ * l_180_);
                    float l_183_ = (l_182_ - l_165_);
                    float l_184_ = (l_172_ * l_181_);
                    float l_185_ = (l_183_ + l_184_);
                    float l_186_ = (l_173_ * l_180_);
                    float l_187_ = (l_185_ + l_186_);
                    float l_188_ = (l_173_ * l_181_);
                    float l_189_ = (l_187_ + l_188_);
                    float l_190_ = (l_118_ * l_127_);
                    bool l_191_ = (l_1_ != 0.0);
                    float l_192_ = (l_191_ ? l_190_ : l_1_);
                    float l_193_ = (l_0_ * l_118_);
                    bool l_194_ = (l_1_ != 0.0);
                    float l_195_ = (l_194_ ? l_193_ : l_1_);
                    float l_196_ = (l_195_ - l_118_);
                    bool l_197_ = (l_1_ != 0.0);
                    float l_198_ = (l_197_ ? l_196_ : l_1_);
                    float l_199_ = (l_195_ - l_198_);
                    float l_200_ = (l_118_ - l_199_);
                    float l_201_ = (l_0_ * l_127_);
                    bool l_202_ = (l_1_ != 0.0);
                    float l_203_ = (l_202_ ? l_201_ : l_1_);
                    float l_204_ = (l_203_ - l_127_);
                    bool l_205_ = (l_1_ != 0.0);
                    float l_206_ = (l_205_ ? l_204_ : l_1_);
                    float l_207_ = (l_203_ - l_206_);
                    float l_208_ = (l_127_ - l_207_);
                    float l_209_ = (l_199_ * l_207_);
                    float l_210_ = (l_209_ - l_192_);
                    float l_211_ = (l_199_ * l_208_);
                    float l_212_ = (l_210_ + l_211_);
                    float l_213_ = (l_200_ * l_207_);
                    float l_214_ = (l_212_ + l_213_);
                    float l_215_ = (l_200_ * l_208_);
                    float l_216_ = (l_214_ + l_215_);
                    float l_217_ = (l_116_ * l_132_);
                    bool l_218_ = (l_1_ != 0.0);
                    float l_219_ = (l_218_ ? l_217_ : l_1_);
                    float l_220_ = (l_0_ * l_116_);
                    bool l_221_ = (l_1_ != 0.0);
                    float l_222_ = (l_221_ ? l_220_ : l_1_);
                    float l_223_ = (l_222_ - l_116_);
                    bool l_224_ = (l_1_ != 0.0);
                    float l_225_ = (l_224_ ? l_223_ : l_1_);
                    float l_226_ = (l_222_ - l_225_);
                    float l_227_ = (l_116_ - l_226_);
                    float l_228_ = (l_0_ * l_132_);
                    bool l_229_ = (l_1_ != 0.0);
                    float l_230_ = (l_229_ ? l_228_ : l_1_);
                    float l_231_ = (l_230_ - l_132_);
                    bool l_232_ = (l_1_ != 0.0);
                    float l_233_ = (l_232_ ? l_231_ : l_1_);
                    float l_234_ = (l_230_ - l_233_);
                    float l_235_ = (l_132_ - l_234_);
                    float l_236_ = (l_226_ * l_234_);
                    float l_237_ = (l_236_ - l_219_);
                    float l_238_ = (l_226_ * l_235_);
                    float l_239_ = (l_237_ + l_238_);
                    float l_240_ = (l_227_ * l_234_);
                    float l_241_ = (l_239_ + l_240_);
                    float l_242_ = (l_227_ * l_235_);
                    float l_243_ = (l_241_ + l_242_);
                    float l_244_ = (l_118_ * l_129_);
                    bool l_245_ = (l_1_ != 0.0);
                    float l_246_ = (l_245_ ? l_244_ : l_1_);
                    float l_247_ = (l_0_ * l_118_);
                    bool l_248_ = (l_1_ != 0.0);
                    float l_249_ = (l_248_ ? l_247_ : l_1_);
                    float l_250_ = (l_249_ - l_118_);
                    bool l_251_ = (l_1_ != 0.0);
                    float l_252_ = (l_251_ ? l_250_ : l_1_);
                    float l_253_ = (l_249_ - l_252_);
                    float l_254_ = (l_118_ - l_253_);
                    float l_255_ = (l_0_ * l_129_);
                    bool l_256_ = (l_1_ != 0.0);
                    float l_257_ = (l_256_ ? l_255_ : l_1_);
                    float l_258_ = (l_257_ - l_129_);
                    bool l_259_ = (l_1_ != 0.0);
                    float l_260_ = (l_259_ ? l_258_ : l_1_);
                    float l_261_ = (l_257_ - l_260_);
                    float l_262_ = (l_129_ - l_261_);
                    float l_263_ = (l_253_ * l_261_);
                    float l_264_ = (l_263_ - l_246_);
                    float l_265_ = (l_253_ * l_262_);
                    float l_266_ = (l_264_ + l_265_);
                    float l_267_ = (l_254_ * l_261_);
                    float l_268_ = (l_266_ + l_267_);
                    float l_269_ = (l_254_ * l_262_);
                    float l_270_ = (l_268_ + l_269_);
                    float l_271_ = (l_121_ * l_127_);
                    bool l_272_ = (l_1_ != 0.0);
                    float l_273_ = (l_272_ ? l_271_ : l_1_);
                    float l_274_ = (l_0_ * l_121_);
                    bool l_275_ = (l_1_ != 0.0);
                    float l_276_ = (l_275_ ? l_274_ : l_1_);
                    float l_277_ = (l_276_ - l_121_);
                    bool l_278_ = (l_1_ != 0.0);
                    float l_279_ = (l_278_ ? l_277_ : l_1_);
                    float l_280_ = (l_276_ - l_279_);
                    float l_281_ = (l_121_ - l_280_);
                    float l_282_ = (l_0_ * l_127_);
                    bool l_283_ = (l_1_ != 0.0);
                    float l_284_ = (l_283_ ? l_282_ : l_1_);
                    float l_285_ = (l_284_ - l_127_);
                    bool l_286_ = (l_1_ != 0.0);
                    float l_287_ = (l_286_ ? l_285_ : l_1_);
                    float l_288_ = (l_284_ - l_287_);
                    float l_289_ = (l_127_ - l_288_);
                    float l_290_ = (l_280_ * l_288_);
                    float l_291_ = (l_290_ - l_273_);
                    float l_292_ = (l_280_ * l_289_);
                    float l_293_ = (l_291_ + l_292_);
                    float l_294_ = (l_281_ * l_288_);
                    float l_295_ = (l_293_ + l_294_);
                    float l_296_ = (l_281_ * l_289_);
                    float l_297_ = (l_295_ + l_296_);
                    float l_298_ = (l_165_ + l_192_);
                    bool l_299_ = (l_1_ != 0.0);
                    float l_300_ = (l_299_ ? l_298_ : l_1_);
                    float l_301_ = (l_300_ - l_165_);
                    bool l_302_ = (l_1_ != 0.0);
                    float l_303_ = (l_302_ ? l_301_ : l_1_);
                    float l_304_ = (l_300_ - l_303_);
                    bool l_305_ = (l_1_ != 0.0);
                    float l_306_ = (l_305_ ? l_304_ : l_1_);
                    float l_307_ = (l_165_ - l_306_);
                    float l_308_ = (l_192_ - l_303_);
                    float l_309_ = (l_307_ + l_308_);
                    float l_310_ = (l_162_ + l_300_);
                    bool l_311_ = (l_1_ != 0.0);
                    float l_312_ = (l_311_ ? l_310_ : l_1_);
                    float l_313_ = (l_312_ - l_162_);
                    bool l_314_ = (l_1_ != 0.0);
                    float l_315_ = (l_314_ ? l_313_ : l_1_);
                    float l_316_ = (l_312_ - l_315_);
                    bool l_317_ = (l_1_ != 0.0);
                    float l_318_ = (l_317_ ? l_316_ : l_1_);
                    float l_319_ = (l_162_ - l_318_);
                    float l_320_ = (l_300_ - l_315_);
                    float l_321_ = (l_319_ + l_320_);
                    float l_322_ = (l_309_ + l_321_);
                    bool l_323_ = (l_1_ != 0.0);
                    float l_324_ = (l_323_ ? l_322_ : l_1_);
                    float l_325_ = (l_324_ - l_309_);
                    bool l_326_ = (l_1_ != 0.0);
                    float l_327_ = (l_326_ ? l_325_ : l_1_);
                    float l_328_ = (l_324_ - l_327_);
                    bool l_329_ = (l_1_ != 0.0);
                    float l_330_ = (l_329_ ? l_328_ : l_1_);
                    float l_331_ = (l_309_ - l_330_);
                    float l_332_ = (l_321_ - l_327_);
                    float l_333_ = (l_331_ + l_332_);
                    float l_334_ = (l_324_ + l_189_);
                    bool l_335_ = (l_1_ != 0.0);
                    float l_336_ = (l_335_ ? l_334_ : l_1_);
                    float l_337_ = (l_336_ - l_324_);
                    bool l_338_ = (l_1_ != 0.0);
                    float l_339_ = (l_338_ ? l_337_ : l_1_);
                    float l_340_ = (l_336_ - l_339_);
                    bool l_341_ = (l_1_ != 0.0);
                    float l_342_ = (l_341_ ? l_340_ : l_1_);
                    float l_343_ = (l_324_ - l_342_);
                    float l_344_ = (l_189_ - l_339_);
                    float l_345_ = (l_343_ + l_344_);
                    float l_346_ = (l_216_ + l_336_);
                    bool l_347_ = (l_1_ != 0.0);
                    float l_348_ = (l_347_ ? l_346_ : l_1_);
                    float l_349_ = (l_348_ - l_216_);
                    bool l_350_ = (l_1_ != 0.0);
                    float l_351_ = (l_350_ ? l_349_ : l_1_);
                    float l_352_ = (l_348_ - l_351_);
                    bool l_353_ = (l_1_ != 0.0);
                    float l_354_ = (l_353_ ? l_352_ : l_1_);
                    float l_355_ = (l_216_ - l_354_);
                    float l_356_ = (l_336_ - l_351_);
                    float l_357_ = (l_355_ + l_356_);
                    float l_358_ = (l_345_ + l_357_);
                    bool l_359_ = (l_1_ != 0.0);
                    float l_360_ = (l_359_ ? l_358_ : l_1_);
                    float l_361_ = (l_360_ - l_345_);
                    bool l_362_ = (l_1_ != 0.0);
                    float l_363_ = (l_362_ ? l_361_ : l_1_);
                    float l_364_ = (l_360_ - l_363_);
                    bool l_365_ = (l_1_ != 0.0);
                    float l_366_ = (l_365_ ? l_364_ : l_1_);
                    float l_367_ = (l_345_ - l_366_);
                    float l_368_ = (l_357_ - l_363_);
                    float l_369_ = (l_367_ + l_368_);
                    float l_370_ = (l_219_ + l_246_);
                    bool l_371_ = (l_1_ != 0.0);
                    float l_372_ = (l_371_ ? l_370_ : l_1_);
                    float l_373_ = (l_372_ - l_219_);
                    bool l_374_ = (l_1_ != 0.0);
                    float l_375_ = (l_374_ ? l_373_ : l_1_);
                    float l_376_ = (l_372_ - l_375_);
                    bool l_377_ = (l_1_ != 0.0);
                    float l_378_ = (l_377_ ? l_376_ : l_1_);
                    float l_379_ = (l_219_ - l_378_);
                    float l_380_ = (l_246_ - l_375_);
                    float l_381_ = (l_379_ + l_380_);
                    float l_382_ = (l_273_ + l_372_);
                    bool l_383_ = (l_1_ != 0.0);
                    float l_384_ = (l_383_ ? l_382_ : l_1_);
                    float l_385_ = (l_384_ - l_273_);
                    bool l_386_ = (l_1_ != 0.0);
                    float l_387_ = (l_386_ ? l_385_ : l_1_);
                    float l_388_ = (l_384_ - l_387_);
                    bool l_389_ = (l_1_ != 0.0);
                    float l_390_ = (l_389_ ? l_388_ : l_1_);
                    float l_391_ = (l_273_ - l_390_);
                    float l_392_ = (l_372_ - l_387_);
                    float l_393_ = (l_391_ + l_392_);
                    float l_394_ = (l_381_ + l_393_);
                    bool l_395_ = (l_1_ != 0.0);
                    float l_396_ = (l_395_ ? l_394_ : l_1_);
                    float l_397_ = (l_396_ - l_381_);
                    bool l_398_ = (l_1_ != 0.0);
                    float l_399_ = (l_398_ ? l_397_ : l_1_);
                    float l_400_ = (l_396_ - l_399_);
                    bool l_401_ = (l_1_ != 0.0);
                    float l_402_ = (l_401_ ? l_400_ : l_1_);
                    float l_403_ = (l_381_ - l_402_);
                    float l_404_ = (l_393_ - l_399_);
                    float l_405_ = (l_403_ + l_404_);
                    float l_406_ = (l_348_ + l_384_);
                    bool l_407_ = (l_1_ != 0.0);
                    float l_408_ = (l_407_ ? l_406_ : l_1_);
                    float l_409_ = (l_408_ - l_348_);
                    bool l_410_ = (l_1_ != 0.0);
                    float l_411_ = (l_410_ ? l_409_ : l_1_);
                    float l_412_ = (l_408_ - l_411_);
                    bool l_413_ = (l_1_ != 0.0);
                    float l_414_ = (l_413_ ? l_412_ : l_1_);
                    float l_415_ = (l_348_ - l_414_);
                    float l_416_ = (l_384_ - l_411_);
                    float l_417_ = (l_415_ + l_416_);
                    float l_418_ = (l_360_ + l_396_);
                    bool l_419_ = (l_1_ != 0.0);
                    float l_420_ = (l_419_ ? l_418_ : l_1_);
                    float l_421_ = (l_420_ - l_360_);
                    bool l_422_ = (l_1_ != 0.0);
                    float l_423_ = (l_422_ ? l_421_ : l_1_);
                    float l_424_ = (l_420_ - l_423_);
                    bool l_425_ = (l_1_ != 0.0);
                    float l_426_ = (l_425_ ? l_424_ : l_1_);
                    float l_427_ = (l_360_ - l_426_);
                    float l_428_ = (l_396_ - l_423_);
                    float l_429_ = (l_427_ + l_428_);
                    float l_430_ = (l_420_ + l_417_);
                    bool l_431_ = (l_1_ != 0.0);
                    float l_432_ = (l_431_ ? l_430_ : l_1_);
                    float l_433_ = (l_432_ - l_420_);
                    bool l_434_ = (l_1_ != 0.0);
                    float l_435_ = (l_434_ ? l_433_ : l_1_);
                    float l_436_ = (l_432_ - l_435_);
                    bool l_437_ = (l_1_ != 0.0);
                    float l_438_ = (l_437_ ? l_436_ : l_1_);
                    float l_439_ = (l_420_ - l_438_);
                    float l_440_ = (l_417_ - l_435_);
                    float l_441_ = (l_439_ + l_440_);
                    float l_442_ = (l_369_ + l_405_);
                    float l_443_ = (l_441_ + l_429_);
                    float l_444_ = (l_442_ + l_443_);
                    float l_445_ = (l_116_ * l_135_);
                    float l_446_ = (l_118_ * l_132_);
                    float l_447_ = (l_445_ + l_446_);
                    float l_448_ = (l_121_ * l_129_);
                    float l_449_ = (l_124_ * l_127_);
                    float l_450_ = (l_448_ + l_449_);
                    float l_451_ = (l_447_ + l_450_);
                    float l_452_ = (l_333_ + l_243_);
                    float l_453_ = (l_270_ + l_297_);
                    float l_454_ = (l_452_ + l_453_);
                    float l_455_ = (l_451_ + l_454_);
                    float l_456_ = (l_432_ + l_455_);
                    float l_457_ = (l_456_ + l_444_);
                    bool l_458_ = (l_1_ != 0.0);
                    float l_459_ = (l_458_ ? l_457_ : l_1_);
                    float l_460_ = (l_459_ - l_456_);
                    bool l_461_ = (l_1_ != 0.0);
                    float l_462_ = (l_461_ ? l_460_ : l_1_);
                    float l_463_ = (l_444_ - l_462_);
                    float l_464_ = (l_408_ + l_459_);
                    bool l_465_ = (l_1_ != 0.0);
                    float l_466_ = (l_465_ ? l_464_ : l_1_);
                    float l_467_ = (l_466_ - l_408_);
                    bool l_468_ = (l_1_ != 0.0);
                    float l_469_ = (l_468_ ? l_467_ : l_1_);
                    float l_470_ = (l_459_ - l_469_);
                    float l_471_ = (l_312_ + l_466_);
                    bool l_472_ = (l_1_ != 0.0);
                    float l_473_ = (l_472_ ? l_471_ : l_1_);
                    float l_474_ = (l_473_ - l_312_);
                    bool l_475_ = (l_1_ != 0.0);
                    float l_476_ = (l_475_ ? l_474_ : l_1_);
                    float l_477_ = (l_466_ - l_476_);
                    float l_478_ = (l_138_ + l_473_);
                    bool l_479_ = (l_1_ != 0.0);
                    float l_480_ = (l_479_ ? l_478_ : l_1_);
                    float l_481_ = (l_480_ - l_138_);
                    bool l_482_ = (l_1_ != 0.0);
                    float l_483_ = (l_482_ ? l_481_ : l_1_);
                    float l_484_ = (l_473_ - l_483_);
                    l_mut_485_ = 0.0;
                    l_mut_486_ = 0.0;
                    l_mut_487_ = 0.0;
                    l_mut_488_ = 0.0;
                    l_mut_489_ = l_480_;
                    l_mut_490_ = 0u;
                    float _e892 = l_mut_489_;
                    float l_491_ = (_e892 + l_484_);
                    bool l_492_ = (l_1_ != 0.0);
                    float l_493_ = (l_492_ ? l_491_ : l_1_);
                    float _e897 = l_mut_489_;
                    float l_494_ = (l_493_ - _e897);
                    bool l_495_ = (l_1_ != 0.0);
                    float l_496_ = (l_495_ ? l_494_ : l_1_);
                    float l_497_ = (l_484_ - l_496_);
                    uint _e903 = l_mut_490_;
                    bool l_498_ = (_e903 < 3u);
                    bool l_499_ = (l_497_ != 0.0);
                    if (l_498_) {
                        local_8 = l_499_;
                    } else {
                        local_8 = false;
                    }
                    bool l_500_ = local_8;
                    uint _e912 = l_mut_490_;
                    bool l_501_ = (_e912 == 0u);
                    if (l_500_) {
                        local_9 = l_501_;
                    } else {
                        local_9 = false;
                    }
                    bool l_502_ = local_9;
                    float _e919 = l_mut_485_;
                    float l_503_ = (l_502_ ? l_493_ : _e919);
                    l_mut_485_ = l_503_;
                    uint _e921 = l_mut_490_;
                    bool l_504_ = (_e921 == 1u);
                    if (l_500_) {
                        local_10 = l_504_;
                    } else {
                        local_10 = false;
                    }
                    bool l_505_ = local_10;
                    float _e928 = l_mut_486_;
                    float l_506_ = (l_505_ ? l_493_ : _e928);
                    l_mut_486_ = l_506_;
                    uint _e930 = l_mut_490_;
                    bool l_507_ = (_e930 == 2u);
                    if (l_500_) {
                        local_11 = l_507_;
                    } else {
                        local_11 = false;
                    }
                    bool l_508_ = local_11;
                    float _e937 = l_mut_487_;
                    float l_509_ = (l_508_ ? l_493_ : _e937);
                    l_mut_487_ = l_509_;
                    float l_510_ = (l_500_ ? l_497_ : l_493_);
                    float _e940 = l_mut_489_;
                    float l_511_ = (_e940 + l_484_);
                    float l_512_ = (l_498_ ? l_510_ : l_511_);
                    l_mut_489_ = l_512_;
                    uint l_513_ = uint(l_500_);
                    uint _e944 = l_mut_490_;
                    l_mut_490_ = (_e944 + l_513_);
                    float _e946 = l_mut_489_;
                    float l_514_ = (_e946 + l_477_);
                    bool l_515_ = (l_1_ != 0.0);
                    float l_516_ = (l_515_ ? l_514_ : l_1_);
                    float _e951 = l_mut_489_;
                    float l_517_ = (l_516_ - _e951);
                    bool l_518_ = (l_1_ != 0.0);
                    float l_519_ = (l_518_ ? l_517_ : l_1_);
                    float l_520_ = (l_477_ - l_519_);
                    uint _e957 = l_mut_490_;
                    bool l_521_ = (_e957 < 3u);
                    bool l_522_ = (l_520_ != 0.0);
                    if (l_521_) {
                        local_12 = l_522_;
                    } else {
                        local_12 = false;
                    }
                    bool l_523_ = local_12;
                    uint _e966 = l_mut_490_;
                    bool l_524_ = (_e966 == 0u);
                    if (l_523_) {
                        local_13 = l_524_;
                    } else {
                        local_13 = false;
                    }
                    bool l_525_ = local_13;
                    float _e973 = l_mut_485_;
                    float l_526_ = (l_525_ ? l_516_ : _e973);
                    l_mut_485_ = l_526_;
                    uint _e975 = l_mut_490_;
                    bool l_527_ = (_e975 == 1u);
                    if (l_523_) {
                        local_14 = l_527_;
                    } else {
                        local_14 = false;
                    }
                    bool l_528_ = local_14;
                    float _e982 = l_mut_486_;
                    float l_529_ = (l_528_ ? l_516_ : _e982);
                    l_mut_486_ = l_529_;
                    uint _e984 = l_mut_490_;
                    bool l_530_ = (_e984 == 2u);
                    if (l_523_) {
                        local_15 = l_530_;
                    } else {
                        local_15 = false;
                    }
                    bool l_531_ = local_15;
                    float _e991 = l_mut_487_;
                    float l_532_ = (l_531_ ? l_516_ : _e991);
                    l_mut_487_ = l_532_;
                    float l_533_ = (l_523_ ? l_520_ : l_516_);
                    float _e994 = l_mut_489_;
                    float l_534_ = (_e994 + l_477_);
                    float l_535_ = (l_521_ ? l_533_ : l_534_);
                    l_mut_489_ = l_535_;
                    uint l_536_ = uint(l_523_);
                    uint _e998 = l_mut_490_;
                    l_mut_490_ = (_e998 + l_536_);
                    float _e1000 = l_mut_489_;
                    float l_537_ = (_e1000 + l_470_);
                    bool l_538_ = (l_1_ != 0.0);
                    float l_539_ = (l_538_ ? l_537_ : l_1_);
                    float _e1005 = l_mut_489_;
                    float l_540_ = (l_539_ - _e1005);
                    bool l_541_ = (l_1_ != 0.0);
                    float l_542_ = (l_541_ ? l_540_ : l_1_);
                    float l_543_ = (l_470_ - l_542_);
                    uint _e1011 = l_mut_490_;
                    bool l_544_ = (_e1011 < 3u);
                    bool l_545_ = (l_543_ != 0.0);
                    if (l_544_) {
                        local_16 = l_545_;
                    } else {
                        local_16 = false;
                    }
                    bool l_546_ = local_16;
                    uint _e1020 = l_mut_490_;
                    bool l_547_ = (_e1020 == 0u);
                    if (l_546_) {
                        local_17 = l_547_;
                    } else {
                        local_17 = false;
                    }
                    bool l_548_ = local_17;
                    float _e1027 = l_mut_485_;
                    float l_549_ = (l_548_ ? l_539_ : _e1027);
                    l_mut_485_ = l_549_;
                    uint _e1029 = l_mut_490_;
                    bool l_550_ = (_e1029 == 1u);
                    if (l_546_) {
                        local_18 = l_550_;
                    } else {
                        local_18 = false;
                    }
                    bool l_551_ = local_18;
                    float _e1036 = l_mut_486_;
                    float l_552_ = (l_551_ ? l_539_ : _e1036);
                    l_mut_486_ = l_552_;
                    uint _e1038 = l_mut_490_;
                    bool l_553_ = (_e1038 == 2u);
                    if (l_546_) {
                        local_19 = l_553_;
                    } else {
                        local_19 = false;
                    }
                    bool l_554_ = local_19;
                    float _e1045 = l_mut_487_;
                    float l_555_ = (l_554_ ? l_539_ : _e1045);
                    l_mut_487_ = l_555_;
                    float l_556_ = (l_546_ ? l_543_ : l_539_);
                    float _e1048 = l_mut_489_;
                    float l_557_ = (_e1048 + l_470_);
                    float l_558_ = (l_544_ ? l_556_ : l_557_);
                    l_mut_489_ = l_558_;
                    uint l_559_ = uint(l_546_);
                    uint _e1052 = l_mut_490_;
                    l_mut_490_ = (_e1052 + l_559_);
                    float _e1054 = l_mut_489_;
                    float l_560_ = (_e1054 + l_463_);
                    bool l_561_ = (l_1_ != 0.0);
                    float l_562_ = (l_561_ ? l_560_ : l_1_);
                    float _e1059 = l_mut_489_;
                    float l_563_ = (l_562_ - _e1059);
                    bool l_564_ = (l_1_ != 0.0);
                    float l_565_ = (l_564_ ? l_563_ : l_1_);
                    float l_566_ = (l_463_ - l_565_);
                    uint _e1065 = l_mut_490_;
                    bool l_567_ = (_e1065 < 3u);
                    bool l_568_ = (l_566_ != 0.0);
                    if (l_567_) {
                        local_20 = l_568_;
                    } else {
                        local_20 = false;
                    }
                    bool l_569_ = local_20;
                    uint _e1074 = l_mut_490_;
                    bool l_570_ = (_e1074 == 0u);
                    if (l_569_) {
                        local_21 = l_570_;
                    } else {
                        local_21 = false;
                    }
                    bool l_571_ = local_21;
                    float _e1081 = l_mut_485_;
                    float l_572_ = (l_571_ ? l_562_ : _e1081);
                    l_mut_485_ = l_572_;
                    uint _e1083 = l_mut_490_;
                    bool l_573_ = (_e1083 == 1u);
                    if (l_569_) {
                        local_22 = l_573_;
                    } else {
                        local_22 = false;
                    }
                    bool l_574_ = local_22;
                    float _e1090 = l_mut_486_;
                    float l_575_ = (l_574_ ? l_562_ : _e1090);
                    l_mut_486_ = l_575_;
                    uint _e1092 = l_mut_490_;
                    bool l_576_ = (_e1092 == 2u);
                    if (l_569_) {
                        local_23 = l_576_;
                    } else {
                        local_23 = false;
                    }
                    bool l_577_ = local_23;
                    float _e1099 = l_mut_487_;
                    float l_578_ = (l_577_ ? l_562_ : _e1099);
                    l_mut_487_ = l_578_;
                    float l_579_ = (l_569_ ? l_566_ : l_562_);
                    float _e1102 = l_mut_489_;
                    float l_580_ = (_e1102 + l_463_);
                    float l_581_ = (l_567_ ? l_579_ : l_580_);
                    l_mut_489_ = l_581_;
                    uint l_582_ = uint(l_569_);
                    uint _e1106 = l_mut_490_;
                    l_mut_490_ = (_e1106 + l_582_);
                    uint _e1108 = l_mut_490_;
                    bool l_583_ = (_e1108 == 0u);
                    float _e1111 = l_mut_485_;
                    float _e1112 = l_mut_489_;
                    float l_584_ = (l_583_ ? _e1112 : _e1111);
                    l_mut_485_ = l_584_;
                    uint _e1114 = l_mut_490_;
                    bool l_585_ = (_e1114 == 1u);
                    float _e1117 = l_mut_486_;
                    float _e1118 = l_mut_489_;
                    float l_586_ = (l_585_ ? _e1118 : _e1117);
                    l_mut_486_ = l_586_;
                    uint _e1120 = l_mut_490_;
                    bool l_587_ = (_e1120 == 2u);
                    float _e1123 = l_mut_487_;
                    float _e1124 = l_mut_489_;
                    float l_588_ = (l_587_ ? _e1124 : _e1123);
                    l_mut_487_ = l_588_;
                    uint _e1126 = l_mut_490_;
                    bool l_589_ = (_e1126 == 3u);
                    float _e1129 = l_mut_488_;
                    float _e1130 = l_mut_489_;
                    float l_590_ = (l_589_ ? _e1130 : _e1129);
                    l_mut_488_ = l_590_;
                    float _e1133 = l_mut_11_;
                    a_591_[0] = _e1133;
                    float _e1135 = l_mut_485_;
                    a_591_[1] = _e1135;
                    float _e1137 = l_mut_12_;
                    a_591_[2] = _e1137;
                    float _e1139 = l_mut_486_;
                    a_591_[3] = _e1139;
                    float _e1141 = l_mut_13_;
                    a_591_[4] = _e1141;
                    float _e1143 = l_mut_487_;
                    a_591_[5] = _e1143;
                    float _e1145 = l_mut_14_;
                    a_591_[6] = _e1145;
                    float _e1147 = l_mut_488_;
                    a_591_[7] = _e1147;
                    float l_592_ = a_591_[7];
                    l_mut_489_ = l_592_;
                    float l_593_ = a_591_[6];
                    float _e1152 = l_mut_489_;
                    float l_594_ = (l_593_ + _e1152);
                    bool l_595_ = (l_1_ != 0.0);
                    float l_596_ = (l_595_ ? l_594_ : l_1_);
                    float l_597_ = (l_596_ - l_593_);
                    bool l_598_ = (l_1_ != 0.0);
                    float l_599_ = (l_598_ ? l_597_ : l_1_);
                    float l_600_ = (l_596_ - l_599_);
                    bool l_601_ = (l_1_ != 0.0);
                    float l_602_ = (l_601_ ? l_600_ : l_1_);
                    float l_603_ = (l_593_ - l_602_);
                    float _e1166 = l_mut_489_;
                    float l_604_ = (_e1166 - l_599_);
                    float l_605_ = (l_603_ + l_604_);
                    a_591_[7] = l_605_;
                    l_mut_489_ = l_596_;
                    float l_606_ = a_591_[5];
                    float _e1172 = l_mut_489_;
                    float l_607_ = (l_606_ + _e1172);
                    bool l_608_ = (l_1_ != 0.0);
                    float l_609_ = (l_608_ ? l_607_ : l_1_);
                    float l_610_ = (l_609_ - l_606_);
                    bool l_611_ = (l_1_ != 0.0);
                    float l_612_ = (l_611_ ? l_610_ : l_1_);
                    float l_613_ = (l_609_ - l_612_);
                    bool l_614_ = (l_1_ != 0.0);
                    float l_615_ = (l_614_ ? l_613_ : l_1_);
                    float l_616_ = (l_606_ - l_615_);
                    float _e1186 = l_mut_489_;
                    float l_617_ = (_e1186 - l_612_);
                    float l_618_ = (l_616_ + l_617_);
                    a_591_[6] = l_618_;
                    l_mut_489_ = l_609_;
                    float l_619_ = a_591_[4];
                    float _e1192 = l_mut_489_;
                    float l_620_ = (l_619_ + _e1192);
                    bool l_621_ = (l_1_ != 0.0);
                    float l_622_ = (l_621_ ? l_620_ : l_1_);
                    float l_623_ = (l_622_ - l_619_);
                    bool l_624_ = (l_1_ != 0.0);
                    float l_625_ = (l_624_ ? l_623_ : l_1_);
                    float l_626_ = (l_622_ - l_625_);
                    bool l_627_ = (l_1_ != 0.0);
                    float l_628_ = (l_627_ ? l_626_ : l_1_);
                    float l_629_ = (l_619_ - l_628_);
                    float _e1206 = l_mut_489_;
                    float l_630_ = (_e1206 - l_625_);
                    float l_631_ = (l_629_ + l_630_);
                    a_591_[5] = l_631_;
                    l_mut_489_ = l_622_;
                    float l_632_ = a_591_[3];
                    float _e1212 = l_mut_489_;
                    float l_633_ = (l_632_ + _e1212);
                    bool l_634_ = (l_1_ != 0.0);
                    float l_635_ = (l_634_ ? l_633_ : l_1_);
                    float l_636_ = (l_635_ - l_632_);
                    bool l_637_ = (l_1_ != 0.0);
                    float l_638_ = (l_637_ ? l_636_ : l_1_);
                    float l_639_ = (l_635_ - l_638_);
                    bool l_640_ = (l_1_ != 0.0);
                    float l_641_ = (l_640_ ? l_639_ : l_1_);
                    float l_642_ = (l_632_ - l_641_);
                    float _e1226 = l_mut_489_;
                    float l_643_ = (_e1226 - l_638_);
                    float l_644_ = (l_642_ + l_643_);
                    a_591_[4] = l_644_;
                    l_mut_489_ = l_635_;
                    float l_645_ = a_591_[2];
                    float _e1232 = l_mut_489_;
                    float l_646_ = (l_645_ + _e1232);
                    bool l_647_ = (l_1_ != 0.0);
                    float l_648_ = (l_647_ ? l_646_ : l_1_);
                    float l_649_ = (l_648_ - l_645_);
                    bool l_650_ = (l_1_ != 0.0);
                    float l_651_ = (l_650_ ? l_649_ : l_1_);
                    float l_652_ = (l_648_ - l_651_);
                    bool l_653_ = (l_1_ != 0.0);
                    float l_654_ = (l_653_ ? l_652_ : l_1_);
                    float l_655_ = (l_645_ - l_654_);
                    float _e1246 = l_mut_489_;
                    float l_656_ = (_e1246 - l_651_);
                    float l_657_ = (l_655_ + l_656_);
                    a_591_[3] = l_657_;
                    l_mut_489_ = l_648_;
                    float l_658_ = a_591_[1];
                    float _e1252 = l_mut_489_;
                    float l_659_ = (l_658_ + _e1252);
                    bool l_660_ = (l_1_ != 0.0);
                    float l_661_ = (l_660_ ? l_659_ : l_1_);
                    float l_662_ = (l_661_ - l_658_);
                    bool l_663_ = (l_1_ != 0.0);
                    float l_664_ = (l_663_ ? l_662_ : l_1_);
                    float l_665_ = (l_661_ - l_664_);
                    bool l_666_ = (l_1_ != 0.0);
                    float l_667_ = (l_666_ ? l_665_ : l_1_);
                    float l_668_ = (l_658_ - l_667_);
                    float _e1266 = l_mut_489_;
                    float l_669_ = (_e1266 - l_664_);
                    float l_670_ = (l_668_ + l_669_);
                    a_591_[2] = l_670_;
                    l_mut_489_ = l_661_;
                    float l_671_ = a_591_[0];
                    float _e1272 = l_mut_489_;
                    float l_672_ = (l_671_ + _e1272);
                    bool l_673_ = (l_1_ != 0.0);
                    float l_674_ = (l_673_ ? l_672_ : l_1_);
                    float l_675_ = (l_674_ - l_671_);
                    bool l_676_ = (l_1_ != 0.0);
                    float l_677_ = (l_676_ ? l_675_ : l_1_);
                    float l_678_ = (l_674_ - l_677_);
                    bool l_679_ = (l_1_ != 0.0);
                    float l_680_ = (l_679_ ? l_678_ : l_1_);
                    float l_681_ = (l_671_ - l_680_);
                    float _e1286 = l_mut_489_;
                    float l_682_ = (_e1286 - l_677_);
                    float l_683_ = (l_681_ + l_682_);
                    a_591_[1] = l_683_;
                    l_mut_489_ = l_674_;
                    float _e1291 = l_mut_489_;
                    a_591_[0] = _e1291;
                    float l_684_ = a_591_[7];
                    l_mut_489_ = l_684_;
                    float l_685_ = a_591_[6];
                    float _e1296 = l_mut_489_;
                    float l_686_ = (l_685_ + _e1296);
                    bool l_687_ = (l_1_ != 0.0);
                    float l_688_ = (l_687_ ? l_686_ : l_1_);
                    float l_689_ = (l_688_ - l_685_);
                    bool l_690_ = (l_1_ != 0.0);
                    float l_691_ = (l_690_ ? l_689_ : l_1_);
                    float l_692_ = (l_688_ - l_691_);
                    bool l_693_ = (l_1_ != 0.0);
                    float l_694_ = (l_693_ ? l_692_ : l_1_);
                    float l_695_ = (l_685_ - l_694_);
                    float _e1310 = l_mut_489_;
                    float l_696_ = (_e1310 - l_691_);
                    float l_697_ = (l_695_ + l_696_);
                    a_591_[7] = l_697_;
                    l_mut_489_ = l_688_;
                    float l_698_ = a_591_[5];
                    float _e1316 = l_mut_489_;
                    float l_699_ = (l_698_ + _e1316);
                    bool l_700_ = (l_1_ != 0.0);
                    float l_701_ = (l_700_ ? l_699_ : l_1_);
                    float l_702_ = (l_701_ - l_698_);
                    bool l_703_ = (l_1_ != 0.0);
                    float l_704_ = (l_703_ ? l_702_ : l_1_);
                    float l_705_ = (l_701_ - l_704_);
                    bool l_706_ = (l_1_ != 0.0);
                    float l_707_ = (l_706_ ? l_705_ : l_1_);
                    float l_708_ = (l_698_ - l_707_);
                    float _e1330 = l_mut_489_;
                    float l_709_ = (_e1330 - l_704_);
                    float l_710_ = (l_708_ + l_709_);
                    a_591_[6] = l_710_;
                    l_mut_489_ = l_701_;
                    float l_711_ = a_591_[4];
                    float _e1336 = l_mut_489_;
                    float l_712_ = (l_711_ + _e1336);
                    bool l_713_ = (l_1_ != 0.0);
                    float l_714_ = (l_713_ ? l_712_ : l_1_);
                    float l_715_ = (l_714_ - l_711_);
                    bool l_716_ = (l_1_ != 0.0);
                    float l_717_ = (l_716_ ? l_715_ : l_1_);
                    float l_718_ = (l_714_ - l_717_);
                    bool l_719_ = (l_1_ != 0.0);
                    float l_720_ = (l_719_ ? l_718_ : l_1_);
                    float l_721_ = (l_711_ - l_720_);
                    float _e1350 = l_mut_489_;
                    float l_722_ = (_e1350 - l_717_);
                    float l_723_ = (l_721_ + l_722_);
                    a_591_[5] = l_723_;
                    l_mut_489_ = l_714_;
                    float l_724_ = a_591_[3];
                    float _e1356 = l_mut_489_;
                    float l_725_ = (l_724_ + _e1356);
                    bool l_726_ = (l_1_ != 0.0);
                    float l_727_ = (l_726_ ? l_725_ : l_1_);
                    float l_728_ = (l_727_ - l_724_);
                    bool l_729_ = (l_1_ != 0.0);
                    float l_730_ = (l_729_ ? l_728_ : l_1_);
                    float l_731_ = (l_727_ - l_730_);
                    bool l_732_ = (l_1_ != 0.0);
                    float l_733_ = (l_732_ ? l_731_ : l_1_);
                    float l_734_ = (l_724_ - l_733_);
                    float _e1370 = l_mut_489_;
                    float l_735_ = (_e1370 - l_730_);
                    float l_736_ = (l_734_ + l_735_);
                    a_591_[4] = l_736_;
                    l_mut_489_ = l_727_;
                    float l_737_ = a_591_[2];
                    float _e1376 = l_mut_489_;
                    float l_738_ = (l_737_ + _e1376);
                    bool l_739_ = (l_1_ != 0.0);
                    float l_740_ = (l_739_ ? l_738_ : l_1_);
                    float l_741_ = (l_740_ - l_737_);
                    bool l_742_ = (l_1_ != 0.0);
                    float l_743_ = (l_742_ ? l_741_ : l_1_);
                    float l_744_ = (l_740_ - l_743_);
                    bool l_745_ = (l_1_ != 0.0);
                    float l_746_ = (l_745_ ? l_744_ : l_1_);
                    float l_747_ = (l_737_ - l_746_);
                    float _e1390 = l_mut_489_;
                    float l_748_ = (_e1390 - l_743_);
                    float l_749_ = (l_747_ + l_748_);
                    a_591_[3] = l_749_;
                    l_mut_489_ = l_740_;
                    float l_750_ = a_591_[1];
                    float _e1396 = l_mut_489_;
                    float l_751_ = (l_750_ + _e1396);
                    bool l_752_ = (l_1_ != 0.0);
                    float l_753_ = (l_752_ ? l_751_ : l_1_);
                    float l_754_ = (l_753_ - l_750_);
                    bool l_755_ = (l_1_ != 0.0);
                    float l_756_ = (l_755_ ? l_754_ : l_1_);
                    float l_757_ = (l_753_ - l_756_);
                    bool l_758_ = (l_1_ != 0.0);
                    float l_759_ = (l_758_ ? l_757_ : l_1_);
                    float l_760_ = (l_750_ - l_759_);
                    float _e1410 = l_mut_489_;
                    float l_761_ = (_e1410 - l_756_);
                    float l_762_ = (l_760_ + l_761_);
                    a_591_[2] = l_762_;
                    l_mut_489_ = l_753_;
                    float l_763_ = a_591_[0];
                    float _e1416 = l_mut_489_;
                    float l_764_ = (l_763_ + _e1416);
                    bool l_765_ = (l_1_ != 0.0);
                    float l_766_ = (l_765_ ? l_764_ : l_1_);
                    float l_767_ = (l_766_ - l_763_);
                    bool l_768_ = (l_1_ != 0.0);
                    float l_769_ = (l_768_ ? l_767_ : l_1_);
                    float l_770_ = (l_766_ - l_769_);
                    bool l_771_ = (l_1_ != 0.0);
                    float l_772_ = (l_771_ ? l_770_ : l_1_);
                    float l_773_ = (l_763_ - l_772_);
                    float _e1430 = l_mut_489_;
                    float l_774_ = (_e1430 - l_769_);
                    float l_775_ = (l_773_ + l_774_);
                    a_591_[1] = l_775_;
                    l_mut_489_ = l_766_;
                    float _e1435 = l_mut_489_;
                    a_591_[0] = _e1435;
                    l_mut_489_ = 0.0;
                    l_mut_776_ = 0.0;
                    l_mut_777_ = 0.0;
                    l_mut_778_ = 0.0;
                    float l_779_ = a_591_[0];
                    l_mut_780_ = l_779_;
                    l_mut_490_ = 0u;
                    float l_781_ = a_591_[1];
                    float _e1445 = l_mut_780_;
                    float l_782_ = (_e1445 + l_781_);
                    bool l_783_ = (l_1_ != 0.0);
                    float l_784_ = (l_783_ ? l_782_ : l_1_);
                    float _e1450 = l_mut_780_;
                    float l_785_ = (l_784_ - _e1450);
                    bool l_786_ = (l_1_ != 0.0);
                    float l_787_ = (l_786_ ? l_785_ : l_1_);
                    float l_788_ = (l_784_ - l_787_);
                    bool l_789_ = (l_1_ != 0.0);
                    float l_790_ = (l_789_ ? l_788_ : l_1_);
                    float _e1459 = l_mut_780_;
                    float l_791_ = (_e1459 - l_790_);
                    float l_792_ = (l_781_ - l_787_);
                    float l_793_ = (l_791_ + l_792_);
                    uint _e1463 = l_mut_490_;
                    bool l_794_ = (_e1463 < 3u);
                    bool l_795_ = (l_793_ != 0.0);
                    if (l_794_) {
                        local_24 = l_795_;
                    } else {
                        local_24 = false;
                    }
                    bool l_796_ = local_24;
                    uint _e1472 = l_mut_490_;
                    bool l_797_ = (_e1472 == 0u);
                    if (l_796_) {
                        local_25 = l_797_;
                    } else {
                        local_25 = false;
                    }
                    bool l_798_ = local_25;
                    float _e1479 = l_mut_489_;
                    float l_799_ = (l_798_ ? l_784_ : _e1479);
                    l_mut_489_ = l_799_;
                    uint _e1481 = l_mut_490_;
                    bool l_800_ = (_e1481 == 1u);
                    if (l_796_) {
                        local_26 = l_800_;
                    } else {
                        local_26 = false;
                    }
                    bool l_801_ = local_26;
                    float _e1488 = l_mut_776_;
                    float l_802_ = (l_801_ ? l_784_ : _e1488);
                    l_mut_776_ = l_802_;
                    uint _e1490 = l_mut_490_;
                    bool l_803_ = (_e1490 == 2u);
                    if (l_796_) {
                        local_27 = l_803_;
                    } else {
                        local_27 = false;
                    }
                    bool l_804_ = local_27;
                    float _e1497 = l_mut_777_;
                    float l_805_ = (l_804_ ? l_784_ : _e1497);
                    l_mut_777_ = l_805_;
                    float l_806_ = (l_796_ ? l_793_ : l_784_);
                    float _e1500 = l_mut_780_;
                    float l_807_ = (_e1500 + l_781_);
                    float l_808_ = (l_794_ ? l_806_ : l_807_);
                    l_mut_780_ = l_808_;
                    uint l_809_ = uint(l_796_);
                    uint _e1504 = l_mut_490_;
                    l_mut_490_ = (_e1504 + l_809_);
                    float l_810_ = a_591_[2];
                    float _e1508 = l_mut_780_;
                    float l_811_ = (_e1508 + l_810_);
                    bool l_812_ = (l_1_ != 0.0);
                    float l_813_ = (l_812_ ? l_811_ : l_1_);
                    float _e1513 = l_mut_780_;
                    float l_814_ = (l_813_ - _e1513);
                    bool l_815_ = (l_1_ != 0.0);
                    float l_816_ = (l_815_ ? l_814_ : l_1_);
                    float l_817_ = (l_813_ - l_816_);
                    bool l_818_ = (l_1_ != 0.0);
                    float l_819_ = (l_818_ ? l_817_ : l_1_);
                    float _e1522 = l_mut_780_;
                    float l_820_ = (_e1522 - l_819_);
                    float l_821_ = (l_810_ - l_816_);
                    float l_822_ = (l_820_ + l_821_);
                    uint _e1526 = l_mut_490_;
                    bool l_823_ = (_e1526 < 3u);
                    bool l_824_ = (l_822_ != 0.0);
                    if (l_823_) {
                        local_28 = l_824_;
                    } else {
                        local_28 = false;
                    }
                    bool l_825_ = local_28;
                    uint _e1535 = l_mut_490_;
                    bool l_826_ = (_e1535 == 0u);
                    if (l_825_) {
                        local_29 = l_826_;
                    } else {
                        local_29 = false;
                    }
                    bool l_827_ = local_29;
                    float _e1542 = l_mut_489_;
                    float l_828_ = (l_827_ ? l_813_ : _e1542);
                    l_mut_489_ = l_828_;
                    uint _e1544 = l_mut_490_;
                    bool l_829_ = (_e1544 == 1u);
                    if (l_825_) {
                        local_30 = l_829_;
                    } else {
                        local_30 = false;
                    }
                    bool l_830_ = local_30;
                    float _e1551 = l_mut_776_;
                    float l_831_ = (l_830_ ? l_813_ : _e1551);
                    l_mut_776_ = l_831_;
                    uint _e1553 = l_mut_490_;
                    bool l_832_ = (_e1553 == 2u);
                    if (l_825_) {
                        local_31 = l_832_;
                    } else {
                        local_31 = false;
                    }
                    bool l_833_ = local_31;
                    float _e1560 = l_mut_777_;
                    float l_834_ = (l_833_ ? l_813_ : _e1560);
                    l_mut_777_ = l_834_;
                    float l_835_ = (l_825_ ? l_822_ : l_813_);
                    float _e1563 = l_mut_780_;
                    float l_836_ = (_e1563 + l_810_);
                    float l_837_ = (l_823_ ? l_835_ : l_836_);
                    l_mut_780_ = l_837_;
                    uint l_838_ = uint(l_825_);
                    uint _e1567 = l_mut_490_;
                    l_mut_490_ = (_e1567 + l_838_);
                    float l_839_ = a_591_[3];
                    float _e1571 = l_mut_780_;
                    float l_840_ = (_e1571 + l_839_);
                    bool l_841_ = (l_1_ != 0.0);
                    float l_842_ = (l_841_ ? l_840_ : l_1_);
                    float _e1576 = l_mut_780_;
                    float l_843_ = (l_842_ - _e1576);
                    bool l_844_ = (l_1_ != 0.0);
                    float l_845_ = (l_844_ ? l_843_ : l_1_);
                    float l_846_ = (l_842_ - l_845_);
                    bool l_847_ = (l_1_ != 0.0);
                    float l_848_ = (l_847_ ? l_846_ : l_1_);
                    float _e1585 = l_mut_780_;
                    float l_849_ = (_e1585 - l_848_);
                    float l_850_ = (l_839_ - l_845_);
                    float l_851_ = (l_849_ + l_850_);
                    uint _e1589 = l_mut_490_;
                    bool l_852_ = (_e1589 < 3u);
                    bool l_853_ = (l_851_ != 0.0);
                    if (l_852_) {
                        local_32 = l_853_;
                    } else {
                        local_32 = false;
                    }
                    bool l_854_ = local_32;
                    uint _e1598 = l_mut_490_;
                    bool l_855_ = (_e1598 == 0u);
                    if (l_854_) {
                        local_33 = l_855_;
                    } else {
                        local_33 = false;
                    }
                    bool l_856_ = local_33;
                    float _e1605 = l_mut_489_;
                    float l_857_ = (l_856_ ? l_842_ : _e1605);
                    l_mut_489_ = l_857_;
                    uint _e1607 = l_mut_490_;
                    bool l_858_ = (_e1607 == 1u);
                    if (l_854_) {
                        local_34 = l_858_;
                    } else {
                        local_34 = false;
                    }
                    bool l_859_ = local_34;
                    float _e1614 = l_mut_776_;
                    float l_860_ = (l_859_ ? l_842_ : _e1614);
                    l_mut_776_ = l_860_;
                    uint _e1616 = l_mut_490_;
                    bool l_861_ = (_e1616 == 2u);
                    if (l_854_) {
                        local_35 = l_861_;
                    } else {
                        local_35 = false;
                    }
                    bool l_862_ = local_35;
                    float _e1623 = l_mut_777_;
                    float l_863_ = (l_862_ ? l_842_ : _e1623);
                    l_mut_777_ = l_863_;
                    float l_864_ = (l_854_ ? l_851_ : l_842_);
                    float _e1626 = l_mut_780_;
                    float l_865_ = (_e1626 + l_839_);
                    float l_866_ = (l_852_ ? l_864_ : l_865_);
                    l_mut_780_ = l_866_;
                    uint l_867_ = uint(l_854_);
                    uint _e1630 = l_mut_490_;
                    l_mut_490_ = (_e1630 + l_867_);
                    float l_868_ = a_591_[4];
                    float _e1634 = l_mut_780_;
                    float l_869_ = (_e1634 + l_868_);
                    bool l_870_ = (l_1_ != 0.0);
                    float l_871_ = (l_870_ ? l_869_ : l_1_);
                    float _e1639 = l_mut_780_;
                    float l_872_ = (l_871_ - _e1639);
                    bool l_873_ = (l_1_ != 0.0);
                    float l_874_ = (l_873_ ? l_872_ : l_1_);
                    float l_875_ = (l_871_ - l_874_);
                    bool l_876_ = (l_1_ != 0.0);
                    float l_877_ = (l_876_ ? l_875_ : l_1_);
                    float _e1648 = l_mut_780_;
                    float l_878_ = (_e1648 - l_877_);
                    float l_879_ = (l_868_ - l_874_);
                    float l_880_ = (l_878_ + l_879_);
                    uint _e1652 = l_mut_490_;
                    bool l_881_ = (_e1652 < 3u);
                    bool l_882_ = (l_880_ != 0.0);
                    if (l_881_) {
                        local_36 = l_882_;
                    } else {
                        local_36 = false;
                    }
                    bool l_883_ = local_36;
                    uint _e1661 = l_mut_490_;
                    bool l_884_ = (_e1661 == 0u);
                    if (l_883_) {
                        local_37 = l_884_;
                    } else {
                        local_37 = false;
                    }
                    bool l_885_ = local_37;
                    float _e1668 = l_mut_489_;
                    float l_886_ = (l_885_ ? l_871_ : _e1668);
                    l_mut_489_ = l_886_;
                    uint _e1670 = l_mut_490_;
                    bool l_887_ = (_e1670 == 1u);
                    if (l_883_) {
                        local_38 = l_887_;
                    } else {
                        local_38 = false;
                    }
                    bool l_888_ = local_38;
                    float _e1677 = l_mut_776_;
                    float l_889_ = (l_888_ ? l_871_ : _e1677);
                    l_mut_776_ = l_889_;
                    uint _e1679 = l_mut_490_;
                    bool l_890_ = (_e1679 == 2u);
                    if (l_883_) {
                        local_39 = l_890_;
                    } else {
                        local_39 = false;
                    }
                    bool l_891_ = local_39;
                    float _e1686 = l_mut_777_;
                    float l_892_ = (l_891_ ? l_871_ : _e1686);
                    l_mut_777_ = l_892_;
                    float l_893_ = (l_883_ ? l_880_ : l_871_);
                    float _e1689 = l_mut_780_;
                    float l_894_ = (_e1689 + l_868_);
                    float l_895_ = (l_881_ ? l_893_ : l_894_);
                    l_mut_780_ = l_895_;
                    uint l_896_ = uint(l_883_);
                    uint _e1693 = l_mut_490_;
                    l_mut_490_ = (_e1693 + l_896_);
                    float l_897_ = a_591_[5];
                    float _e1697 = l_mut_780_;
                    float l_898_ = (_e1697 + l_897_);
                    bool l_899_ = (l_1_ != 0.0);
                    float l_900_ = (l_899_ ? l_898_ : l_1_);
                    float _e1702 = l_mut_780_;
                    float l_901_ = (l_900_ - _e1702);
                    bool l_902_ = (l_1_ != 0.0);
                    float l_903_ = (l_902_ ? l_901_ : l_1_);
                    float l_904_ = (l_900_ - l_903_);
                    bool l_905_ = (l_1_ != 0.0);
                    float l_906_ = (l_905_ ? l_904_ : l_1_);
                    float _e1711 = l_mut_780_;
                    float l_907_ = (_e1711 - l_906_);
                    float l_908_ = (l_897_ - l_903_);
                    float l_909_ = (l_907_ + l_908_);
                    uint _e1715 = l_mut_490_;
                    bool l_910_ = (_e1715 < 3u);
                    bool l_911_ = (l_909_ != 0.0);
                    if (l_910_) {
                        local_40 = l_911_;
                    } else {
                        local_40 = false;
                    }
                    bool l_912_ = local_40;
                    uint _e1724 = l_mut_490_;
                    bool l_913_ = (_e1724 == 0u);
                    if (l_912_) {
                        local_41 = l_913_;
                    } else {
                        local_41 = false;
                    }
                    bool l_914_ = local_41;
                    float _e1731 = l_mut_489_;
                    float l_915_ = (l_914_ ? l_900_ : _e1731);
                    l_mut_489_ = l_915_;
                    uint _e1733 = l_mut_490_;
                    bool l_916_ = (_e1733 == 1u);
                    if (l_912_) {
                        local_42 = l_916_;
                    } else {
                        local_42 = false;
                    }
                    bool l_917_ = local_42;
                    float _e1740 = l_mut_776_;
                    float l_918_ = (l_917_ ? l_900_ : _e1740);
                    l_mut_776_ = l_918_;
                    uint _e1742 = l_mut_490_;
                    bool l_919_ = (_e1742 == 2u);
                    if (l_912_) {
                        local_43 = l_919_;
                    } else {
                        local_43 = false;
                    }
                    bool l_920_ = local_43;
                    float _e1749 = l_mut_777_;
                    float l_921_ = (l_920_ ? l_900_ : _e1749);
                    l_mut_777_ = l_921_;
                    float l_922_ = (l_912_ ? l_909_ : l_900_);
                    float _e1752 = l_mut_780_;
                    float l_923_ = (_e1752 + l_897_);
                    float l_924_ = (l_910_ ? l_922_ : l_923_);
                    l_mut_780_ = l_924_;
                    uint l_925_ = uint(l_912_);
                    uint _e1756 = l_mut_490_;
                    l_mut_490_ = (_e1756 + l_925_);
                    float l_926_ = a_591_[6];
                    float _e1760 = l_mut_780_;
                    float l_927_ = (_e1760 + l_926_);
                    bool l_928_ = (l_1_ != 0.0);
                    float l_929_ = (l_928_ ? l_927_ : l_1_);
                    float _e1765 = l_mut_780_;
                    float l_930_ = (l_929_ - _e1765);
                    bool l_931_ = (l_1_ != 0.0);
                    float l_932_ = (l_931_ ? l_930_ : l_1_);
                    float l_933_ = (l_929_ - l_932_);
                    bool l_934_ = (l_1_ != 0.0);
                    float l_935_ = (l_934_ ? l_933_ : l_1_);
                    float _e1774 = l_mut_780_;
                    float l_936_ = (_e1774 - l_935_);
                    float l_937_ = (l_926_ - l_932_);
                    float l_938_ = (l_936_ + l_937_);
                    uint _e1778 = l_mut_490_;
                    bool l_939_ = (_e1778 < 3u);
                    bool l_940_ = (l_938_ != 0.0);
                    if (l_939_) {
                        local_44 = l_940_;
                    } else {
                        local_44 = false;
                    }
                    bool l_941_ = local_44;
                    uint _e1787 = l_mut_490_;
                    bool l_942_ = (_e1787 == 0u);
                    if (l_941_) {
                        local_45 = l_942_;
                    } else {
                        local_45 = false;
                    }
                    bool l_943_ = local_45;
                    float _e1794 = l_mut_489_;
                    float l_944_ = (l_943_ ? l_929_ : _e1794);
                    l_mut_489_ = l_944_;
                    uint _e1796 = l_mut_490_;
                    bool l_945_ = (_e1796 == 1u);
                    if (l_941_) {
                        local_46 = l_945_;
                    } else {
                        local_46 = false;
                    }
                    bool l_946_ = local_46;
                    float _e1803 = l_mut_776_;
                    float l_947_ = (l_946_ ? l_929_ : _e1803);
                    l_mut_776_ = l_947_;
                    uint _e1805 = l_mut_490_;
                    bool l_948_ = (_e1805 == 2u);
                    if (l_941_) {
                        local_47 = l_948_;
                    } else {
                        local_47 = false;
                    }
                    bool l_949_ = local_47;
                    float _e1812 = l_mut_777_;
                    float l_950_ = (l_949_ ? l_929_ : _e1812);
                    l_mut_777_ = l_950_;
                    float l_951_ = (l_941_ ? l_938_ : l_929_);
                    float _e1815 = l_mut_780_;
                    float l_952_ = (_e1815 + l_926_);
                    float l_953_ = (l_939_ ? l_951_ : l_952_);
                    l_mut_780_ = l_953_;
                    uint l_954_ = uint(l_941_);
                    uint _e1819 = l_mut_490_;
                    l_mut_490_ = (_e1819 + l_954_);
                    float l_955_ = a_591_[7];
                    float _e1823 = l_mut_780_;
                    float l_956_ = (_e1823 + l_955_);
                    bool l_957_ = (l_1_ != 0.0);
                    float l_958_ = (l_957_ ? l_956_ : l_1_);
                    float _e1828 = l_mut_780_;
                    float l_959_ = (l_958_ - _e1828);
                    bool l_960_ = (l_1_ != 0.0);
                    float l_961_ = (l_960_ ? l_959_ : l_1_);
                    float l_962_ = (l_958_ - l_961_);
                    bool l_963_ = (l_1_ != 0.0);
                    float l_964_ = (l_963_ ? l_962_ : l_1_);
                    float _e1837 = l_mut_780_;
                    float l_965_ = (_e1837 - l_964_);
                    float l_966_ = (l_955_ - l_961_);
                    float l_967_ = (l_965_ + l_966_);
                    uint _e1841 = l_mut_490_;
                    bool l_968_ = (_e1841 < 3u);
                    bool l_969_ = (l_967_ != 0.0);
                    if (l_968_) {
                        local_48 = l_969_;
                    } else {
                        local_48 = false;
                    }
                    bool l_970_ = local_48;
                    uint _e1850 = l_mut_490_;
                    bool l_971_ = (_e1850 == 0u);
                    if (l_970_) {
                        local_49 = l_971_;
                    } else {
                        local_49 = false;
                    }
                    bool l_972_ = local_49;
                    float _e1857 = l_mut_489_;
                    float l_973_ = (l_972_ ? l_958_ : _e1857);
                    l_mut_489_ = l_973_;
                    uint _e1859 = l_mut_490_;
                    bool l_974_ = (_e1859 == 1u);
                    if (l_970_) {
                        local_50 = l_974_;
                    } else {
                        local_50 = false;
                    }
                    bool l_975_ = local_50;
                    float _e1866 = l_mut_776_;
                    float l_976_ = (l_975_ ? l_958_ : _e1866);
                    l_mut_776_ = l_976_;
                    uint _e1868 = l_mut_490_;
                    bool l_977_ = (_e1868 == 2u);
                    if (l_970_) {
                        local_51 = l_977_;
                    } else {
                        local_51 = false;
                    }
                    bool l_978_ = local_51;
                    float _e1875 = l_mut_777_;
                    float l_979_ = (l_978_ ? l_958_ : _e1875);
                    l_mut_777_ = l_979_;
                    float l_980_ = (l_970_ ? l_967_ : l_958_);
                    float _e1878 = l_mut_780_;
                    float l_981_ = (_e1878 + l_955_);
                    float l_982_ = (l_968_ ? l_980_ : l_981_);
                    l_mut_780_ = l_982_;
                    uint l_983_ = uint(l_970_);
                    uint _e1882 = l_mut_490_;
                    l_mut_490_ = (_e1882 + l_983_);
                    uint _e1884 = l_mut_490_;
                    bool l_984_ = (_e1884 == 0u);
                    float _e1887 = l_mut_489_;
                    float _e1888 = l_mut_780_;
                    float l_985_ = (l_984_ ? _e1888 : _e1887);
                    l_mut_489_ = l_985_;
                    uint _e1890 = l_mut_490_;
                    bool l_986_ = (_e1890 == 1u);
                    float _e1893 = l_mut_776_;
                    float _e1894 = l_mut_780_;
                    float l_987_ = (l_986_ ? _e1894 : _e1893);
                    l_mut_776_ = l_987_;
                    uint _e1896 = l_mut_490_;
                    bool l_988_ = (_e1896 == 2u);
                    float _e1899 = l_mut_777_;
                    float _e1900 = l_mut_780_;
                    float l_989_ = (l_988_ ? _e1900 : _e1899);
                    l_mut_777_ = l_989_;
                    uint _e1902 = l_mut_490_;
                    bool l_990_ = (_e1902 == 3u);
                    float _e1905 = l_mut_778_;
                    float _e1906 = l_mut_780_;
                    float l_991_ = (l_990_ ? _e1906 : _e1905);
                    l_mut_778_ = l_991_;
                    float _e1908 = l_mut_489_;
                    l_mut_11_ = _e1908;
                    float _e1909 = l_mut_776_;
                    l_mut_12_ = _e1909;
                    float _e1910 = l_mut_777_;
                    l_mut_13_ = _e1910;
                    float _e1911 = l_mut_778_;
                    l_mut_14_ = _e1911;
                }
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }
    bool l_992_ = (l_6_ < l_2_);
    bool l_993_ = (l_8_ < l_4_);
    if (l_992_) {
        local_52 = l_993_;
    } else {
        local_52 = false;
    }
    bool l_994_ = local_52;
    if (l_994_) {
        uint l_995_ = (l_6_ * l_4_);
        uint l_996_ = (l_995_ + l_8_);
        uint l_997_ = (l_2_ * l_4_);
        uint l_1094_ = asuint(info.Load(16+0));
        uint l_1095_ = (l_1094_ * 1u);
        bool l_1096_ = (l_996_ < l_1095_);
        if (l_1096_) {
            float _e1936 = l_mut_11_;
            buffer_4_global.Store(l_996_*4, asuint(_e1936));
        }
        uint l_998_ = (l_997_ + l_996_);
        uint l_1097_ = asuint(info.Load(16+0));
        uint l_1098_ = (l_1097_ * 1u);
        bool l_1099_ = (l_998_ < l_1098_);
        if (l_1099_) {
            float _e1947 = l_mut_12_;
            buffer_4_global.Store(l_998_*4, asuint(_e1947));
        }
        uint l_999_ = (2u * l_997_);
        uint l_1000_ = (l_999_ + l_996_);
        uint l_1100_ = asuint(info.Load(16+0));
        uint l_1101_ = (l_1100_ * 1u);
        bool l_1102_ = (l_1000_ < l_1101_);
        if (l_1102_) {
            float _e1960 = l_mut_13_;
            buffer_4_global.Store(l_1000_*4, asuint(_e1960));
        }
        uint l_1001_ = (3u * l_997_);
        uint l_1002_ = (l_1001_ + l_996_);
        uint l_1103_ = asuint(info.Load(16+0));
        uint l_1104_ = (l_1103_ * 1u);
        bool l_1105_ = (l_1002_ < l_1104_);
        if (l_1105_) {
            float _e1973 = l_mut_14_;
            buffer_4_global.Store(l_1002_*4, asuint(_e1973));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
