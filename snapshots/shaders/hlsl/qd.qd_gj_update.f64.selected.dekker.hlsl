struct info_st {
    uint scalars_u32_[4];
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 16u;
static const uint WORKGROUP_SIZE_Y = 16u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);
groupshared double shared_memory_8_[1024];
groupshared double shared_memory_9_[1024];

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(16, 16, 1)]
void gj_update_f_f64_(uint3 local_invocation_id : SV_GroupThreadID, uint3 workgroup_id : SV_GroupID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_8_ = (double[1024])0;
        shared_memory_9_ = (double[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double a_565_[8] = (double[8])0;
    uint l_mut_12_ = (uint)0;
    double l_mut_459_ = (double)0;
    double l_mut_460_ = (double)0;
    double l_mut_461_ = (double)0;
    double l_mut_462_ = (double)0;
    double l_mut_463_ = (double)0;
    uint l_mut_464_ = (uint)0;
    double l_mut_750_ = (double)0;
    double l_mut_751_ = (double)0;
    double l_mut_752_ = (double)0;
    double l_mut_754_ = (double)0;
    double l_mut_80_ = (double)0;
    double l_mut_82_ = (double)0;
    double l_mut_84_ = (double)0;
    double l_mut_86_ = (double)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    uint l_mut_87_ = 0u;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
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

    uint l_974_ = asuint(info.Load(12+16));
    uint l_975_ = (l_974_ * 1u);
    bool l_976_ = (0u < l_975_);
    uint l_977_ = (l_975_ - 1u);
    uint l_978_ = min(0u, l_977_);
    double l_979_ = buffer_3_global.Load<double>(l_978_*8);
    double l_0_ = (l_976_ ? l_979_ : 0.0L);
    uint l_981_ = asuint(info.Load(12+16));
    uint l_982_ = (l_981_ * 1u);
    bool l_983_ = (1u < l_982_);
    uint l_984_ = (l_982_ - 1u);
    uint l_985_ = min(1u, l_984_);
    double l_986_ = buffer_3_global.Load<double>(l_985_*8);
    double l_1_ = (l_983_ ? l_986_ : 0.0L);
    uint l_2_ = (workgroup_id.y * 16u);
    uint l_3_ = (l_2_ + local_invocation_id.y);
    uint _e60 = asuint(info.Load(8+0));
    uint _e64 = asuint(info.Load(12+0));
    uint l_4_ = (_e60 + _e64);
    uint l_5_ = (workgroup_id.x * 16u);
    uint l_6_ = (l_4_ + l_5_);
    uint l_7_ = (l_6_ + local_invocation_id.x);
    uint l_10_ = (local_invocation_id.y * 16u);
    uint l_11_ = (l_10_ + local_invocation_id.x);
    l_mut_12_ = l_11_;
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        uint _e77 = l_mut_12_;
        bool l_13_ = (_e77 < 256u);
        bool l_14_ = !(l_13_);
        if (l_14_) {
            break;
        }
        uint l_15_ = (workgroup_id.y * 16u);
        uint _e84 = l_mut_12_;
        uint l_16_ = naga_div(_e84, 16u);
        uint l_17_ = (l_15_ + l_16_);
        uint _e88 = l_mut_12_;
        uint l_18_ = naga_mod(_e88, 16u);
        uint l_19_ = (16u + l_18_);
        uint _e96 = asuint(info.Load(8+0));
        uint _e100 = asuint(info.Load(12+0));
        uint l_20_ = (_e96 + _e100);
        uint l_21_ = (workgroup_id.x * 16u);
        uint l_22_ = (l_20_ + l_21_);
        uint _e106 = l_mut_12_;
        uint l_23_ = naga_mod(_e106, 16u);
        uint l_24_ = (l_22_ + l_23_);
        uint _e113 = asuint(info.Load(0+0));
        bool l_25_ = (l_17_ < _e113);
        uint l_26_ = (l_25_ ? l_17_ : 0u);
        uint l_27_ = (l_26_ * 32u);
        uint l_28_ = (l_27_ + l_19_);
        uint _e123 = asuint(info.Load(0+0));
        uint l_29_ = (_e123 * 32u);
        uint l_988_ = asuint(info.Load(4+16));
        uint l_989_ = (l_988_ * 1u);
        bool l_990_ = (l_28_ < l_989_);
        uint l_991_ = (l_989_ - 1u);
        uint l_992_ = min(l_28_, l_991_);
        double l_993_ = buffer_1_global.Load<double>(l_992_*8);
        double l_30_ = (l_990_ ? l_993_ : 0.0L);
        uint l_31_ = (l_29_ + l_28_);
        uint l_995_ = asuint(info.Load(4+16));
        uint l_996_ = (l_995_ * 1u);
        bool l_997_ = (l_31_ < l_996_);
        uint l_998_ = (l_996_ - 1u);
        uint l_999_ = min(l_31_, l_998_);
        double l_1000_ = buffer_1_global.Load<double>(l_999_*8);
        double l_32_ = (l_997_ ? l_1000_ : 0.0L);
        uint l_33_ = (2u * l_29_);
        uint l_34_ = (l_33_ + l_28_);
        uint l_1002_ = asuint(info.Load(4+16));
        uint l_1003_ = (l_1002_ * 1u);
        bool l_1004_ = (l_34_ < l_1003_);
        uint l_1005_ = (l_1003_ - 1u);
        uint l_1006_ = min(l_34_, l_1005_);
        double l_1007_ = buffer_1_global.Load<double>(l_1006_*8);
        double l_35_ = (l_1004_ ? l_1007_ : 0.0L);
        uint l_36_ = (3u * l_29_);
        uint l_37_ = (l_36_ + l_28_);
        uint l_1009_ = asuint(info.Load(4+16));
        uint l_1010_ = (l_1009_ * 1u);
        bool l_1011_ = (l_37_ < l_1010_);
        uint l_1012_ = (l_1010_ - 1u);
        uint l_1013_ = min(l_37_, l_1012_);
        double l_1014_ = buffer_1_global.Load<double>(l_1013_*8);
        double l_38_ = (l_1011_ ? l_1014_ : 0.0L);
        uint _e193 = l_mut_12_;
        uint l_39_ = naga_div(_e193, 16u);
        uint _e199 = asuint(info.Load(4+0));
        uint l_40_ = (l_39_ * _e199);
        uint _e204 = asuint(info.Load(4+0));
        bool l_41_ = (l_24_ < _e204);
        uint l_42_ = (l_41_ ? l_24_ : 0u);
        uint l_43_ = (l_40_ + l_42_);
        uint _e213 = asuint(info.Load(4+0));
        uint l_44_ = (16u * _e213);
        uint l_1016_ = asuint(info.Load(8+16));
        uint l_1017_ = (l_1016_ * 1u);
        bool l_1018_ = (l_43_ < l_1017_);
        uint l_1019_ = (l_1017_ - 1u);
        uint l_1020_ = min(l_43_, l_1019_);
        double l_1021_ = buffer_2_global.Load<double>(l_1020_*8);
        double l_45_ = (l_1018_ ? l_1021_ : 0.0L);
        uint l_46_ = (l_44_ + l_43_);
        uint l_1023_ = asuint(info.Load(8+16));
        uint l_1024_ = (l_1023_ * 1u);
        bool l_1025_ = (l_46_ < l_1024_);
        uint l_1026_ = (l_1024_ - 1u);
        uint l_1027_ = min(l_46_, l_1026_);
        double l_1028_ = buffer_2_global.Load<double>(l_1027_*8);
        double l_47_ = (l_1025_ ? l_1028_ : 0.0L);
        uint l_48_ = (2u * l_44_);
        uint l_49_ = (l_48_ + l_43_);
        uint l_1030_ = asuint(info.Load(8+16));
        uint l_1031_ = (l_1030_ * 1u);
        bool l_1032_ = (l_49_ < l_1031_);
        uint l_1033_ = (l_1031_ - 1u);
        uint l_1034_ = min(l_49_, l_1033_);
        double l_1035_ = buffer_2_global.Load<double>(l_1034_*8);
        double l_50_ = (l_1032_ ? l_1035_ : 0.0L);
        uint l_51_ = (3u * l_44_);
        uint l_52_ = (l_51_ + l_43_);
        uint l_1037_ = asuint(info.Load(8+16));
        uint l_1038_ = (l_1037_ * 1u);
        bool l_1039_ = (l_52_ < l_1038_);
        uint l_1040_ = (l_1038_ - 1u);
        uint l_1041_ = min(l_52_, l_1040_);
        double l_1042_ = buffer_2_global.Load<double>(l_1041_*8);
        double l_53_ = (l_1039_ ? l_1042_ : 0.0L);
        uint _e283 = l_mut_12_;
        shared_memory_8_[min(uint(_e283), 1023u)] = l_30_;
        uint _e286 = l_mut_12_;
        uint l_54_ = (256u + _e286);
        shared_memory_8_[min(uint(l_54_), 1023u)] = l_32_;
        uint _e291 = l_mut_12_;
        shared_memory_9_[min(uint(_e291), 1023u)] = l_45_;
        uint _e294 = l_mut_12_;
        uint l_55_ = (256u + _e294);
        shared_memory_9_[min(uint(l_55_), 1023u)] = l_47_;
        uint _e299 = l_mut_12_;
        uint l_56_ = (512u + _e299);
        shared_memory_8_[min(uint(l_56_), 1023u)] = l_35_;
        uint _e304 = l_mut_12_;
        uint l_57_ = (768u + _e304);
        shared_memory_8_[min(uint(l_57_), 1023u)] = l_38_;
        uint _e309 = l_mut_12_;
        uint l_58_ = (512u + _e309);
        shared_memory_9_[min(uint(l_58_), 1023u)] = l_50_;
        uint _e314 = l_mut_12_;
        uint l_59_ = (768u + _e314);
        shared_memory_9_[min(uint(l_59_), 1023u)] = l_53_;
        uint _e318 = l_mut_12_;
        l_mut_12_ = (_e318 + 256u);
    }
    GroupMemoryBarrierWithGroupSync();
    uint _e324 = asuint(info.Load(0+0));
    bool l_60_ = (l_3_ < _e324);
    uint _e329 = asuint(info.Load(4+0));
    bool l_61_ = (l_7_ < _e329);
    if (l_60_) {
        local = l_61_;
    } else {
        local = false;
    }
    bool l_62_ = local;
    if (l_62_) {
        uint _e338 = asuint(info.Load(4+0));
        uint l_63_ = (l_3_ * _e338);
        uint l_64_ = (l_63_ + l_7_);
        uint _e344 = asuint(info.Load(0+0));
        uint _e348 = asuint(info.Load(4+0));
        uint l_65_ = (_e344 * _e348);
        uint l_1044_ = asuint(info.Load(0+16));
        uint l_1045_ = (l_1044_ * 1u);
        bool l_1046_ = (l_64_ < l_1045_);
        uint l_1047_ = (l_1045_ - 1u);
        uint l_1048_ = min(l_64_, l_1047_);
        double l_1049_ = buffer_0_global.Load<double>(l_1048_*8);
        double l_66_ = (l_1046_ ? l_1049_ : 0.0L);
        uint l_67_ = (l_65_ + l_64_);
        uint l_1051_ = asuint(info.Load(0+16));
        uint l_1052_ = (l_1051_ * 1u);
        bool l_1053_ = (l_67_ < l_1052_);
        uint l_1054_ = (l_1052_ - 1u);
        uint l_1055_ = min(l_67_, l_1054_);
        double l_1056_ = buffer_0_global.Load<double>(l_1055_*8);
        double l_68_ = (l_1053_ ? l_1056_ : 0.0L);
        uint l_69_ = (2u * l_65_);
        uint l_70_ = (l_69_ + l_64_);
        uint l_1058_ = asuint(info.Load(0+16));
        uint l_1059_ = (l_1058_ * 1u);
        bool l_1060_ = (l_70_ < l_1059_);
        uint l_1061_ = (l_1059_ - 1u);
        uint l_1062_ = min(l_70_, l_1061_);
        double l_1063_ = buffer_0_global.Load<double>(l_1062_*8);
        double l_71_ = (l_1060_ ? l_1063_ : 0.0L);
        uint l_72_ = (3u * l_65_);
        uint l_73_ = (l_72_ + l_64_);
        uint l_1065_ = asuint(info.Load(0+16));
        uint l_1066_ = (l_1065_ * 1u);
        bool l_1067_ = (l_73_ < l_1066_);
        uint l_1068_ = (l_1066_ - 1u);
        uint l_1069_ = min(l_73_, l_1068_);
        double l_1070_ = buffer_0_global.Load<double>(l_1069_*8);
        double l_74_ = (l_1067_ ? l_1070_ : 0.0L);
        uint _e420 = asuint(info.Load(8+0));
        bool l_75_ = (l_3_ < _e420);
        uint _e425 = asuint(info.Load(8+0));
        uint _e429 = asuint(info.Load(12+0));
        uint l_76_ = (_e425 + _e429);
        bool l_77_ = (l_3_ >= l_76_);
        if (!(l_75_)) {
            local_1 = l_77_;
        } else {
            local_1 = true;
        }
        bool l_78_ = local_1;
        double l_79_ = (l_78_ ? l_66_ : 0.0L);
        l_mut_80_ = l_79_;
        double l_81_ = (l_78_ ? l_68_ : 0.0L);
        l_mut_82_ = l_81_;
        double l_83_ = (l_78_ ? l_71_ : 0.0L);
        l_mut_84_ = l_83_;
        double l_85_ = (l_78_ ? l_74_ : 0.0L);
        l_mut_86_ = l_85_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init) {
                uint _e1948 = l_mut_87_;
                l_mut_87_ = (_e1948 + 1u);
            }
            loop_init = false;
            uint _e447 = l_mut_87_;
            uint _e451 = asuint(info.Load(12+0));
            if ((_e447 < _e451)) {
            } else {
                break;
            }
            {
                uint l_88_ = (local_invocation_id.y * 16u);
                uint _e456 = l_mut_87_;
                uint l_89_ = (l_88_ + _e456);
                uint _e458 = l_mut_87_;
                uint l_90_ = (_e458 * 16u);
                uint l_91_ = (l_90_ + local_invocation_id.x);
                double l_92_ = shared_memory_8_[min(uint(l_89_), 1023u)];
                uint l_93_ = (256u + l_89_);
                double l_94_ = shared_memory_8_[min(uint(l_93_), 1023u)];
                uint l_96_ = (512u + l_89_);
                double l_97_ = shared_memory_8_[min(uint(l_96_), 1023u)];
                uint l_99_ = (768u + l_89_);
                double l_100_ = shared_memory_8_[min(uint(l_99_), 1023u)];
                double l_101_ = shared_memory_9_[min(uint(l_91_), 1023u)];
                uint l_102_ = (256u + l_91_);
                double l_103_ = shared_memory_9_[min(uint(l_102_), 1023u)];
                uint l_105_ = (512u + l_91_);
                double l_106_ = shared_memory_9_[min(uint(l_105_), 1023u)];
                uint l_108_ = (768u + l_91_);
                double l_109_ = shared_memory_9_[min(uint(l_108_), 1023u)];
                double l_110_ = (l_92_ * l_101_);
                bool l_111_ = (l_1_ != 0.0L);
                double l_112_ = (l_111_ ? l_110_ : l_1_);
                double l_113_ = (l_0_ * l_92_);
                bool l_114_ = (l_1_ != 0.0L);
                double l_115_ = (l_114_ ? l_113_ : l_1_);
                double l_116_ = (l_115_ - l_92_);
                bool l_117_ = (l_1_ != 0.0L);
                double l_118_ = (l_117_ ? l_116_ : l_1_);
                double l_119_ = (l_115_ - l_118_);
                double l_120_ = (l_92_ - l_119_);
                double l_121_ = (l_0_ * l_101_);
                bool l_122_ = (l_1_ != 0.0L);
                double l_123_ = (l_122_ ? l_121_ : l_1_);
                double l_124_ = (l_123_ - l_101_);
                bool l_125_ = (l_1_ != 0.0L);
                double l_126_ = (l_125_ ? l_124_ : l_1_);
                double l_127_ = (l_123_ - l_126_);
                double l_128_ = (l_101_ - l_127_);
                double l_129_ = (l_119_ * l_127_);
                double l_130_ = (l_129_ - l_112_);
                double l_131_ = (l_119_ * l_128_);
                double l_132_ = (l_130_ + l_131_);
                double l_133_ = (l_120_ * l_127_);
                double l_134_ = (l_132_ + l_133_);
                double l_135_ = (l_120_ * l_128_);
                double l_136_ = (l_134_ + l_135_);
                double l_137_ = (l_92_ * l_103_);
                bool l_138_ = (l_1_ != 0.0L);
                double l_139_ = (l_138_ ? l_137_ : l_1_);
                double l_140_ = (l_0_ * l_92_);
                bool l_141_ = (l_1_ != 0.0L);
                double l_142_ = (l_141_ ? l_140_ : l_1_);
                double l_143_ = (l_142_ - l_92_);
                bool l_144_ = (l_1_ != 0.0L);
                double l_145_ = (l_144_ ? l_143_ : l_1_);
                double l_146_ = (l_142_ - l_145_);
                double l_147_ = (l_92_ - l_146_);
                double l_148_ = (l_0_ * l_103_);
                bool l_149_ = (l_1_ != 0.0L);
                double l_150_ = (l_149_ ? l_148_ : l_1_);
                double l_151_ = (l_150_ - l_103_);
                bool l_152_ = (l_1_ != 0.0L);
                double l_153_ = (l_152_ ? l_151_ : l_1_);
                double l_154_ = (l_150_ - l_153_);
                double l_155_ = (l_103_ - l_154_);
                double l_156_ = (l_146_ * l_154_);
                double l_157_ = (l_156_ - l_139_);
                double l_158_ = (l_146_ * l_155_);
                double l_159_ = (l_157_ + l_158_);
                double l_160_ = (l_147_ * l_154_);
                double l_161_ = (l_159_ + l_160_);
                double l_162_ = (l_147_ * l_155_);
                double l_163_ = (l_161_ + l_162_);
                double l_164_ = (l_94_ * l_101_);
                bool l_165_ = (l_1_ != 0.0L);
                double l_166_ = (l_165_ ? l_164_ : l_1_);
                double l_167_ = (l_0_ * l_94_);
                bool l_168_ = (l_1_ != 0.0L);
                double l_169_ = (l_168_ ? l_167_ : l_1_);
                double l_170_ = (l_169_ - l_94_);
                bool l_171_ = (l_1_ != 0.0L);
                double l_172_ = (l_171_ ? l_170_ : l_1_);
                double l_173_ = (l_169_ - l_172_);
                double l_174_ = (l_94_ - l_173_);
                double l_175_ = (l_0_ * l_101_);
                bool l_176_ = (l_1_ != 0.0L);
                double l_177_ = (l_176_ ? l_175_ : l_1_);
                double l_178_ = (l_177_ - l_101_);
                bool l_179_ = (l_1_ != 0.0L);
                double l_180_ = (l_179_ ? l_178_ : l_1_);
                double l_181_ = (l_177_ - l_180_);
                double l_182_ = (l_101_ - l_181_);
                double l_183_ = (l_173_ * l_181_);
                double l_184_ = (l_183_ - l_166_);
                double l_185_ = (l_173_ * l_182_);
                double l_186_ = (l_184_ + l_185_);
                double l_187_ = (l_174_ * l_181_);
                double l_188_ = (l_186_ + l_187_);
                double l_189_ = (l_174_ * l_182_);
                double l_190_ = (l_188_ + l_189_);
                double l_191_ = (l_92_ * l_106_);
                bool l_192_ = (l_1_ != 0.0L);
                double l_193_ = (l_192_ ? l_191_ : l_1_);
                double l_194_ = (l_0_ * l_92_);
                bool l_195_ = (l_1_ != 0.0L);
                double l_196_ = (l_195_ ? l_194_ : l_1_);
                double l_197_ = (l_196_ - l_92_);
                bool l_198_ = (l_1_ != 0.0L);
                double l_199_ = (l_198_ ? l_197_ : l_1_);
                double l_200_ = (l_196_ - l_199_);
                double l_201_ = (l_92_ - l_200_);
                double l_202_ = (l_0_ * l_106_);
                bool l_203_ = (l_1_ != 0.0L);
                double l_204_ = (l_203_ ? l_202_ : l_1_);
                double l_205_ = (l_204_ - l_106_);
                bool l_206_ = (l_1_ != 0.0L);
                double l_207_ = (l_206_ ? l_205_ : l_1_);
                double l_208_ = (l_204_ - l_207_);
                double l_209_ = (l_106_ - l_208_);
                double l_210_ = (l_200_ * l_208_);
                double l_211_ = (l_210_ - l_193_);
                double l_212_ = (l_200_ * l_209_);
                double l_213_ = (l_211_ + l_212_);
                double l_214_ = (l_201_ * l_208_);
                double l_215_ = (l_213_ + l_214_);
                double l_216_ = (l_201_ * l_209_);
                double l_217_ = (l_215_ + l_216_);
                double l_218_ = (l_94_ * l_103_);
                bool l_219_ = (l_1_ != 0.0L);
                double l_220_ = (l_219_ ? l_218_ : l_1_);
                double l_221_ = (l_0_ * l_94_);
                bool l_222_ = (l_1_ != 0.0L);
                double l_223_ = (l_222_ ? l_221_ : l_1_);
                double l_224_ = (l_223_ - l_94_);
                bool l_225_ = (l_1_ != 0.0L);
                double l_226_ = (l_225_ ? l_224_ : l_1_);
                double l_227_ = (l_223_ - l_226_);
                double l_228_ = (l_94_ - l_227_);
                double l_229_ = (l_0_ * l_103_);
                bool l_230_ = (l_1_ != 0.0L);
                double l_231_ = (l_230_ ? l_229_ : l_1_);
                double l_232_ = (l_231_ - l_103_);
                bool l_233_ = (l_1_ != 0.0L);
                double l_234_ = (l_233_ ? l_232_ : l_1_);
                double l_235_ = (l_231_ - l_234_);
                double l_236_ = (l_103_ - l_235_);
                double l_237_ = (l_227_ * l_235_);
                double l_238_ = (l_237_ - l_220_);
                double l_239_ = (l_227_ * l_236_);
                double l_240_ = (l_238_ + l_239_);
                double l_241_ = (l_228_ * l_235_);
                double l_242_ = (l_240_ + l_241_);
                double l_243_ = (l_228_ * l_236_);
                double l_244_ = (l_242_ + l_243_);
                double l_245_ = (l_97_ * l_101_);
                bool l_246_ = (l_1_ != 0.0L);
                double l_247_ = (l_246_ ? l_245_ : l_1_);
                double l_248_ = (l_0_ * l_97_);
                bool l_249_ = (l_1_ != 0.0L);
                double l_250_ = (l_249_ ? l_248_ : l_1_);
                double l_251_ = (l_250_ - l_97_);
                bool l_252_ = (l_1_ != 0.0L);
                double l_253_ = (l_252_ ? l_251_ : l_1_);
                double l_254_ = (l_250_ - l_253_);
                double l_255_ = (l_97_ - l_254_);
                double l_256_ = (l_0_ * l_101_);
                bool l_257_ = (l_1_ != 0.0L);
                double l_258_ = (l_257_ ? l_256_ : l_1_);
                double l_259_ = (l_258_ - l_101_);
                bool l_260_ = (l_1_ != 0.0L);
                double l_261_ = (l_260_ ? l_259_ : l_1_);
                double l_262_ = (l_258_ - l_261_);
                double l_263_ = (l_101_ - l_262_);
                double l_264_ = (l_254_ * l_262_);
                double l_265_ = (l_264_ - l_247_);
                double l_266_ = (l_254_ * l_263_);
                double l_267_ = (l_265_ + l_266_);
                double l_268_ = (l_255_ * l_262_);
                double l_269_ = (l_267_ + l_268_);
                double l_270_ = (l_255_ * l_263_);
                double l_271_ = (l_269_ + l_270_);
                double l_272_ = (l_139_ + l_166_);
                bool l_273_ = (l_1_ != 0.0L);
                double l_274_ = (l_273_ ? l_272_ : l_1_);
                double l_275_ = (l_274_ - l_139_);
                bool l_276_ = (l_1_ != 0.0L);
                double l_277_ = (l_276_ ? l_275_ : l_1_);
                double l_278_ = (l_274_ - l_277_);
                bool l_279_ = (l_1_ != 0.0L);
                double l_280_ = (l_279_ ? l_278_ : l_1_);
                double l_281_ = (l_139_ - l_280_);
                double l_282_ = (l_166_ - l_277_);
                double l_283_ = (l_281_ + l_282_);
                double l_284_ = (l_136_ + l_274_);
                bool l_285_ = (l_1_ != 0.0L);
                double l_286_ = (l_285_ ? l_284_ : l_1_);
                double l_287_ = (l_286_ - l_136_);
                bool l_288_ = (l_1_ != 0.0L);
                double l_289_ = (l_288_ ? l_287_ : l_1_);
                double l_290_ = (l_286_ - l_289_);
                bool l_291_ = (l_1_ != 0.0L);
                double l_292_ = (l_291_ ? l_290_ : l_1_);
                double l_293_ = (l_136_ - l_292_);
                double l_294_ = (l_274_ - l_289_);
                double l_295_ = (l_293_ + l_294_);
                double l_296_ = (l_283_ + l_295_);
                bool l_297_ = (l_1_ != 0.0L);
                double l_298_ = (l_297_ ? l_296_ : l_1_);
                double l_299_ = (l_298_ - l_283_);
                bool l_300_ = (l_1_ != 0.0L);
                double l_301_ = (l_300_ ? l_299_ : l_1_);
                double l_302_ = (l_298_ - l_301_);
                bool l_303_ = (l_1_ != 0.0L);
                double l_304_ = (l_303_ ? l_302_ : l_1_);
                double l_305_ = (l_283_ - l_304_);
                double l_306_ = (l_295_ - l_301_);
                double l_307_ = (l_305_ + l_306_);
                double l_308_ = (l_298_ + l_163_);
                bool l_309_ = (l_1_ != 0.0L);
                double l_310_ = (l_309_ ? l_308_ : l_1_);
                double l_311_ = (l_310_ - l_298_);
                bool l_312_ = (l_1_ != 0.0L);
                double l_313_ = (l_312_ ? l_311_ : l_1_);
                double l_314_ = (l_310_ - l_313_);
                bool l_315_ = (l_1_ != 0.0L);
                double l_316_ = (l_315_ ? l_314_ : l_1_);
                double l_317_ = (l_298_ - l_316_);
                double l_318_ = (l_163_ - l_313_);
                double l_319_ = (l_317_ + l_318_);
                double l_320_ = (l_190_ + l_310_);
                bool l_321_ = (l_1_ != 0.0L);
                double l_322_ = (l_321_ ? l_320_ : l_1_);
                double l_323_ = (l_322_ - l_190_);
                bool l_324_ = (l_1_ != 0.0L);
                double l_325_ = (l_324_ ? l_323_ : l_1_);
                double l_326_ = (l_322_ - l_325_);
                bool l_327_ = (l_1_ != 0.0L);
                double l_328_ = (l_327_ ? l_326_ : l_1_);
                double l_329_ = (l_190_ - l_328_);
                double l_330_ = (l_310_ - l_325_);
                double l_331_ = (l_329_ + l_330_);
                double l_332_ = (l_319_ + l_331_);
                bool l_333_ = (l_1_ != 0.0L);
                double l_334_ = (l_333_ ? l_332_ : l_1_);
                double l_335_ = (l_334_ - l_319_);
                bool l_336_ = (l_1_ != 0.0L);
                double l_337_ = (l_336_ ? l_335_ : l_1_);
                double l_338_ = (l_334_ - l_337_);
                bool l_339_ = (l_1_ != 0.0L);
                double l_340_ = (l_339_ ? l_338_ : l_1_);
                double l_341_ = (l_319_ - l_340_);
                double l_342_ = (l_331_ - l_337_);
                double l_343_ = (l_341_ + l_342_);
                double l_344_ = (l_193_ + l_220_);
                bool l_345_ = (l_1_ != 0.0L);
                double l_346_ = (l_345_ ? l_344_ : l_1_);
                double l_347_ = (l_346_ - l_193_);
                bool l_348_ = (l_1_ != 0.0L);
                double l_349_ = (l_348_ ? l_347_ : l_1_);
                double l_350_ = (l_346_ - l_349_);
                bool l_351_ = (l_1_ != 0.0L);
                double l_352_ = (l_351_ ? l_350_ : l_1_);
                double l_353_ = (l_193_ - l_352_);
                double l_354_ = (l_220_ - l_349_);
                double l_355_ = (l_353_ + l_354_);
                double l_356_ = (l_247_ + l_346_);
                bool l_357_ = (l_1_ != 0.0L);
                double l_358_ = (l_357_ ? l_356_ : l_1_);
                double l_359_ = (l_358_ - l_247_);
                bool l_360_ = (l_1_ != 0.0L);
                double l_361_ = (l_360_ ? l_359_ : l_1_);
                double l_362_ = (l_358_ - l_361_);
                bool l_363_ = (l_1_ != 0.0L);
                double l_364_ = (l_363_ ? l_362_ : l_1_);
                double l_365_ = (l_247_ - l_364_);
                double l_366_ = (l_346_ - l_361_);
                double l_367_ = (l_365_ + l_366_);
                double l_368_ = (l_355_ + l_367_);
                bool l_369_ = (l_1_ != 0.0L);
                double l_370_ = (l_369_ ? l_368_ : l_1_);
                double l_371_ = (l_370_ - l_355_);
                bool l_372_ = (l_1_ != 0.0L);
                double l_373_ = (l_372_ ? l_371_ : l_1_);
                double l_374_ = (l_370_ - l_373_);
                bool l_375_ = (l_1_ != 0.0L);
                double l_376_ = (l_375_ ? l_374_ : l_1_);
                double l_377_ = (l_355_ - l_376_);
                double l_378_ = (l_367_ - l_373_);
                double l_379_ = (l_377_ + l_378_);
                double l_380_ = (l_322_ + l_358_);
                bool l_381_ = (l_1_ != 0.0L);
                double l_382_ = (l_381_ ? l_380_ : l_1_);
                double l_383_ = (l_382_ - l_322_);
                bool l_384_ = (l_1_ != 0.0L);
                double l_385_ = (l_384_ ? l_383_ : l_1_);
                double l_386_ = (l_382_ - l_385_);
                bool l_387_ = (l_1_ != 0.0L);
                double l_388_ = (l_387_ ? l_386_ : l_1_);
                double l_389_ = (l_322_ - l_388_);
                double l_390_ = (l_358_ - l_385_);
                double l_391_ = (l_389_ + l_390_);
                double l_392_ = (l_334_ + l_370_);
                bool l_393_ = (l_1_ != 0.0L);
                double l_394_ = (l_393_ ? l_392_ : l_1_);
                double l_395_ = (l_394_ - l_334_);
                bool l_396_ = (l_1_ != 0.0L);
                double l_397_ = (l_396_ ? l_395_ : l_1_);
                double l_398_ = (l_394_ - l_397_);
                bool l_399_ = (l_1_ != 0.0L);
                double l_400_ = (l_399_ ? l_398_ : l_1_);
                double l_401_ = (l_334_ - l_400_);
                double l_402_ = (l_370_ - l_397_);
                double l_403_ = (l_401_ + l_402_);
                double l_404_ = (l_394_ + l_391_);
                bool l_405_ = (l_1_ != 0.0L);
                double l_406_ = (l_405_ ? l_404_ : l_1_);
                double l_407_ = (l_406_ - l_394_);
                bool l_408_ = (l_1_ != 0.0L);
                double l_409_ = (l_408_ ? l_407_ : l_1_);
                double l_410_ = (l_406_ - l_409_);
                bool l_411_ = (l_1_ != 0.0L);
                double l_412_ = (l_411_ ? l_410_ : l_1_);
                double l_413_ = (l_394_ - l_412_);
                double l_414_ = (l_391_ - l_409_);
                double l_415_ = (l_413_ + l_414_);
                double l_416_ = (l_343_ + l_379_);
                double l_417_ = (l_415_ + l_403_);
                double l_418_ = (l_416_ + l_417_);
                double l_419_ = (l_92_ * l_109_);
                double l_420_ = (l_94_ * l_106_);
                double l_421_ = (l_419_ + l_420_);
                double l_422_ = (l_97_ * l_103_);
                double l_423_ = (l_100_ * l_101_);
                double l_424_ = (l_422_ + l_423_);
                double l_425_ = (l_421_ + l_424_);
                double l_426_ = (l_307_ + l_217_);
                double l_427_ = (l_244_ + l_271_);
                double l_428_ = (l_426_ + l_427_);
                double l_429_ = (l_425_ + l_428_);
                double l_430_ = (l_406_ + l_429_);
                double l_431_ = (l_430_ + l_418_);
                bool l_432_ = (l_1_ != 0.0L);
                double l_433_ = (l_432_ ? l_431_ : l_1_);
                double l_434_ = (l_433_ - l_430_);
                bool l_435_ = (l_1_ != 0.0L);
                double l_436_ = (l_435_ ? l_434_ : l_1_);
                double l_437_ = (l_418_ - l_436_);
                double l_438_ = (l_382_ + l_433_);
                bool l_439_ = (l_1_ != 0.0L);
                double l_440_ = (l_439_ ? l_438_ : l_1_);
                double l_441_ = (l_440_ - l_382_);
                bool l_442_ = (l_1_ != 0.0L);
                double l_443_ = (l_442_ ? l_441_ : l_1_);
                double l_444_ = (l_433_ - l_443_);
                double l_445_ = (l_286_ + l_440_);
                bool l_446_ = (l_1_ != 0.0L);
                double l_447_ = (l_446_ ? l_445_ : l_1_);
                double l_448_ = (l_447_ - l_286_);
                bool l_449_ = (l_1_ != 0.0L);
                double l_450_ = (l_449_ ? l_448_ : l_1_);
                double l_451_ = (l_440_ - l_450_);
                double l_452_ = (l_112_ + l_447_);
                bool l_453_ = (l_1_ != 0.0L);
                double l_454_ = (l_453_ ? l_452_ : l_1_);
                double l_455_ = (l_454_ - l_112_);
                bool l_456_ = (l_1_ != 0.0L);
                double l_457_ = (l_456_ ? l_455_ : l_1_);
                double l_458_ = (l_447_ - l_457_);
                l_mut_459_ = 0.0L;
                l_mut_460_ = 0.0L;
                l_mut_461_ = 0.0L;
                l_mut_462_ = 0.0L;
                l_mut_463_ = l_454_;
                l_mut_464_ = 0u;
                double _e927 = l_mut_463_;
                double l_465_ = (_e927 + l_458_);
                bool l_466_ = (l_1_ != 0.0L);
                double l_467_ = (l_466_ ? l_465_ : l_1_);
                double _e932 = l_mut_463_;
                double l_468_ = (l_467_ - _e932);
                bool l_469_ = (l_1_ != 0.0L);
                double l_470_ = (l_469_ ? l_468_ : l_1_);
                double l_471_ = (l_458_ - l_470_);
                uint _e938 = l_mut_464_;
                bool l_472_ = (_e938 < 3u);
                bool l_473_ = (l_471_ != 0.0L);
                if (l_472_) {
                    local_2 = l_473_;
                } else {
                    local_2 = false;
                }
                bool l_474_ = local_2;
                uint _e947 = l_mut_464_;
                bool l_475_ = (_e947 == 0u);
                if (l_474_) {
                    local_3 = l_475_;
                } else {
                    local_3 = false;
                }
                bool l_476_ = local_3;
                double _e954 = l_mut_459_;
                double l_477_ = (l_476_ ? l_467_ : _e954);
                l_mut_459_ = l_477_;
                uint _e956 = l_mut_464_;
                bool l_478_ = (_e956 == 1u);
                if (l_474_) {
                    local_4 = l_478_;
                } else {
                    local_4 = false;
                }
                bool l_479_ = local_4;
                double _e963 = l_mut_460_;
                double l_480_ = (l_479_ ? l_467_ : _e963);
                l_mut_460_ = l_480_;
                uint _e965 = l_mut_464_;
                bool l_481_ = (_e965 == 2u);
                if (l_474_) {
                    local_5 = l_481_;
                } else {
                    local_5 = false;
                }
                bool l_482_ = local_5;
                double _e972 = l_mut_461_;
                double l_483_ = (l_482_ ? l_467_ : _e972);
                l_mut_461_ = l_483_;
                double l_484_ = (l_474_ ? l_471_ : l_467_);
                double _e975 = l_mut_463_;
                double l_485_ = (_e975 + l_458_);
                double l_486_ = (l_472_ ? l_484_ : l_485_);
                l_mut_463_ = l_486_;
                uint l_487_ = uint(l_474_);
                uint _e979 = l_mut_464_;
                l_mut_464_ = (_e979 + l_487_);
                double _e981 = l_mut_463_;
                double l_488_ = (_e981 + l_451_);
                bool l_489_ = (l_1_ != 0.0L);
                double l_490_ = (l_489_ ? l_488_ : l_1_);
                double _e986 = l_mut_463_;
                double l_491_ = (l_490_ - _e986);
                bool l_492_ = (l_1_ != 0.0L);
                double l_493_ = (l_492_ ? l_491_ : l_1_);
                double l_494_ = (l_451_ - l_493_);
                uint _e992 = l_mut_464_;
                bool l_495_ = (_e992 < 3u);
                bool l_496_ = (l_494_ != 0.0L);
                if (l_495_) {
                    local_6 = l_496_;
                } else {
                    local_6 = false;
                }
                bool l_497_ = local_6;
                uint _e1001 = l_mut_464_;
                bool l_498_ = (_e1001 == 0u);
                if (l_497_) {
                    local_7 = l_498_;
                } else {
                    local_7 = false;
                }
                bool l_499_ = local_7;
                double _e1008 = l_mut_459_;
                double l_500_ = (l_499_ ? l_490_ : _e1008);
                l_mut_459_ = l_500_;
                uint _e1010 = l_mut_464_;
                bool l_501_ = (_e1010 == 1u);
                if (l_497_) {
                    local_8 = l_501_;
                } else {
                    local_8 = false;
                }
                bool l_502_ = local_8;
                double _e1017 = l_mut_460_;
                double l_503_ = (l_502_ ? l_490_ : _e1017);
                l_mut_460_ = l_503_;
                uint _e1019 = l_mut_464_;
                bool l_504_ = (_e1019 == 2u);
                if (l_497_) {
                    local_9 = l_504_;
                } else {
                    local_9 = false;
                }
                bool l_505_ = local_9;
                double _e1026 = l_mut_461_;
                double l_506_ = (l_505_ ? l_490_ : _e1026);
                l_mut_461_ = l_506_;
                double l_507_ = (l_497_ ? l_494_ : l_490_);
                double _e1029 = l_mut_463_;
                double l_508_ = (_e1029 + l_451_);
                double l_509_ = (l_495_ ? l_507_ : l_508_);
                l_mut_463_ = l_509_;
                uint l_510_ = uint(l_497_);
                uint _e1033 = l_mut_464_;
                l_mut_464_ = (_e1033 + l_510_);
                double _e1035 = l_mut_463_;
                double l_511_ = (_e1035 + l_444_);
                bool l_512_ = (l_1_ != 0.0L);
                double l_513_ = (l_512_ ? l_511_ : l_1_);
                double _e1040 = l_mut_463_;
                double l_514_ = (l_513_ - _e1040);
                bool l_515_ = (l_1_ != 0.0L);
                double l_516_ = (l_515_ ? l_514_ : l_1_);
                double l_517_ = (l_444_ - l_516_);
                uint _e1046 = l_mut_464_;
                bool l_518_ = (_e1046 < 3u);
                bool l_519_ = (l_517_ != 0.0L);
                if (l_518_) {
                    local_10 = l_519_;
                } else {
                    local_10 = false;
                }
                bool l_520_ = local_10;
                uint _e1055 = l_mut_464_;
                bool l_521_ = (_e1055 == 0u);
                if (l_520_) {
                    local_11 = l_521_;
                } else {
                    local_11 = false;
                }
                bool l_522_ = local_11;
                double _e1062 = l_mut_459_;
                double l_523_ = (l_522_ ? l_513_ : _e1062);
                l_mut_459_ = l_523_;
                uint _e1064 = l_mut_464_;
                bool l_524_ = (_e1064 == 1u);
                if (l_520_) {
                    local_12 = l_524_;
                } else {
                    local_12 = false;
                }
                bool l_525_ = local_12;
                double _e1071 = l_mut_460_;
                double l_526_ = (l_525_ ? l_513_ : _e1071);
                l_mut_460_ = l_526_;
                uint _e1073 = l_mut_464_;
                bool l_527_ = (_e1073 == 2u);
                if (l_520_) {
                    local_13 = l_527_;
                } else {
                    local_13 = false;
                }
                bool l_528_ = local_13;
                double _e1080 = l_mut_461_;
                double l_529_ = (l_528_ ? l_513_ : _e1080);
                l_mut_461_ = l_529_;
                double l_530_ = (l_520_ ? l_517_ : l_513_);
                double _e1083 = l_mut_463_;
                double l_531_ = (_e1083 + l_444_);
                double l_532_ = (l_518_ ? l_530_ : l_531_);
                l_mut_463_ = l_532_;
                uint l_533_ = uint(l_520_);
                uint _e1087 = l_mut_464_;
                l_mut_464_ = (_e1087 + l_533_);
                double _e1089 = l_mut_463_;
                double l_534_ = (_e1089 + l_437_);
                bool l_535_ = (l_1_ != 0.0L);
                double l_536_ = (l_535_ ? l_534_ : l_1_);
                double _e1094 = l_mut_463_;
                double l_537_ = (l_536_ - _e1094);
                bool l_538_ = (l_1_ != 0.0L);
                double l_539_ = (l_538_ ? l_537_ : l_1_);
                double l_540_ = (l_437_ - l_539_);
                uint _e1100 = l_mut_464_;
                bool l_541_ = (_e1100 < 3u);
                bool l_542_ = (l_540_ != 0.0L);
                if (l_541_) {
                    local_14 = l_542_;
                } else {
                    local_14 = false;
                }
                bool l_543_ = local_14;
                uint _e1109 = l_mut_464_;
                bool l_544_ = (_e1109 == 0u);
                if (l_543_) {
                    local_15 = l_544_;
                } else {
                    local_15 = false;
                }
                bool l_545_ = local_15;
                double _e1116 = l_mut_459_;
                double l_546_ = (l_545_ ? l_536_ : _e1116);
                l_mut_459_ = l_546_;
                uint _e1118 = l_mut_464_;
                bool l_547_ = (_e1118 == 1u);
                if (l_543_) {
                    local_16 = l_547_;
                } else {
                    local_16 = false;
                }
                bool l_548_ = local_16;
                double _e1125 = l_mut_460_;
                double l_549_ = (l_548_ ? l_536_ : _e1125);
                l_mut_460_ = l_549_;
                uint _e1127 = l_mut_464_;
                bool l_550_ = (_e1127 == 2u);
                if (l_543_) {
                    local_17 = l_550_;
                } else {
                    local_17 = false;
                }
                bool l_551_ = local_17;
                double _e1134 = l_mut_461_;
                double l_552_ = (l_551_ ? l_536_ : _e1134);
                l_mut_461_ = l_552_;
                double l_553_ = (l_543_ ? l_540_ : l_536_);
                double _e1137 = l_mut_463_;
                double l_554_ = (_e1137 + l_437_);
                double l_555_ = (l_541_ ? l_553_ : l_554_);
                l_mut_463_ = l_555_;
                uint l_556_ = uint(l_543_);
                uint _e1141 = l_mut_464_;
                l_mut_464_ = (_e1141 + l_556_);
                uint _e1143 = l_mut_464_;
                bool l_557_ = (_e1143 == 0u);
                double _e1146 = l_mut_459_;
                double _e1147 = l_mut_463_;
                double l_558_ = (l_557_ ? _e1147 : _e1146);
                l_mut_459_ = l_558_;
                uint _e1149 = l_mut_464_;
                bool l_559_ = (_e1149 == 1u);
                double _e1152 = l_mut_460_;
                double _e1153 = l_mut_463_;
                double l_560_ = (l_559_ ? _e1153 : _e1152);
                l_mut_460_ = l_560_;
                uint _e1155 = l_mut_464_;
                bool l_561_ = (_e1155 == 2u);
                double _e1158 = l_mut_461_;
                double _e1159 = l_mut_463_;
                double l_562_ = (l_561_ ? _e1159 : _e1158);
                l_mut_461_ = l_562_;
                uint _e1161 = l_mut_464_;
                bool l_563_ = (_e1161 == 3u);
                double _e1164 = l_mut_462_;
                double _e1165 = l_mut_463_;
                double l_564_ = (l_563_ ? _e1165 : _e1164);
                l_mut_462_ = l_564_;
                double _e1168 = l_mut_80_;
                a_565_[0] = _e1168;
                double _e1170 = l_mut_459_;
                a_565_[1] = _e1170;
                double _e1172 = l_mut_82_;
                a_565_[2] = _e1172;
                double _e1174 = l_mut_460_;
                a_565_[3] = _e1174;
                double _e1176 = l_mut_84_;
                a_565_[4] = _e1176;
                double _e1178 = l_mut_461_;
                a_565_[5] = _e1178;
                double _e1180 = l_mut_86_;
                a_565_[6] = _e1180;
                double _e1182 = l_mut_462_;
                a_565_[7] = _e1182;
                double l_566_ = a_565_[7];
                l_mut_463_ = l_566_;
                double l_567_ = a_565_[6];
                double _e1187 = l_mut_463_;
                double l_568_ = (l_567_ + _e1187);
                bool l_569_ = (l_1_ != 0.0L);
                double l_570_ = (l_569_ ? l_568_ : l_1_);
                double l_571_ = (l_570_ - l_567_);
                bool l_572_ = (l_1_ != 0.0L);
                double l_573_ = (l_572_ ? l_571_ : l_1_);
                double l_574_ = (l_570_ - l_573_);
                bool l_575_ = (l_1_ != 0.0L);
                double l_576_ = (l_575_ ? l_574_ : l_1_);
                double l_577_ = (l_567_ - l_576_);
                double _e1201 = l_mut_463_;
                double l_578_ = (_e1201 - l_573_);
                double l_579_ = (l_577_ + l_578_);
                a_565_[7] = l_579_;
                l_mut_463_ = l_570_;
                double l_580_ = a_565_[5];
                double _e1207 = l_mut_463_;
                double l_581_ = (l_580_ + _e1207);
                bool l_582_ = (l_1_ != 0.0L);
                double l_583_ = (l_582_ ? l_581_ : l_1_);
                double l_584_ = (l_583_ - l_580_);
                bool l_585_ = (l_1_ != 0.0L);
                double l_586_ = (l_585_ ? l_584_ : l_1_);
                double l_587_ = (l_583_ - l_586_);
                bool l_588_ = (l_1_ != 0.0L);
                double l_589_ = (l_588_ ? l_587_ : l_1_);
                double l_590_ = (l_580_ - l_589_);
                double _e1221 = l_mut_463_;
                double l_591_ = (_e1221 - l_586_);
                double l_592_ = (l_590_ + l_591_);
                a_565_[6] = l_592_;
                l_mut_463_ = l_583_;
                double l_593_ = a_565_[4];
                double _e1227 = l_mut_463_;
                double l_594_ = (l_593_ + _e1227);
                bool l_595_ = (l_1_ != 0.0L);
                double l_596_ = (l_595_ ? l_594_ : l_1_);
                double l_597_ = (l_596_ - l_593_);
                bool l_598_ = (l_1_ != 0.0L);
                double l_599_ = (l_598_ ? l_597_ : l_1_);
                double l_600_ = (l_596_ - l_599_);
                bool l_601_ = (l_1_ != 0.0L);
                double l_602_ = (l_601_ ? l_600_ : l_1_);
                double l_603_ = (l_593_ - l_602_);
                double _e1241 = l_mut_463_;
                double l_604_ = (_e1241 - l_599_);
                double l_605_ = (l_603_ + l_604_);
                a_565_[5] = l_605_;
                l_mut_463_ = l_596_;
                double l_606_ = a_565_[3];
                double _e1247 = l_mut_463_;
                double l_607_ = (l_606_ + _e1247);
                bool l_608_ = (l_1_ != 0.0L);
                double l_609_ = (l_608_ ? l_607_ : l_1_);
                double l_610_ = (l_609_ - l_606_);
                bool l_611_ = (l_1_ != 0.0L);
                double l_612_ = (l_611_ ? l_610_ : l_1_);
                double l_613_ = (l_609_ - l_612_);
                bool l_614_ = (l_1_ != 0.0L);
                double l_615_ = (l_614_ ? l_613_ : l_1_);
                double l_616_ = (l_606_ - l_615_);
                double _e1261 = l_mut_463_;
                double l_617_ = (_e1261 - l_612_);
                double l_618_ = (l_616_ + l_617_);
                a_565_[4] = l_618_;
                l_mut_463_ = l_609_;
                double l_619_ = a_565_[2];
                double _e1267 = l_mut_463_;
                double l_620_ = (l_619_ + _e1267);
                bool l_621_ = (l_1_ != 0.0L);
                double l_622_ = (l_621_ ? l_620_ : l_1_);
                double l_623_ = (l_622_ - l_619_);
                bool l_624_ = (l_1_ != 0.0L);
                double l_625_ = (l_624_ ? l_623_ : l_1_);
                double l_626_ = (l_622_ - l_625_);
                bool l_627_ = (l_1_ != 0.0L);
                double l_628_ = (l_627_ ? l_626_ : l_1_);
                double l_629_ = (l_619_ - l_628_);
                double _e1281 = l_mut_463_;
                double l_630_ = (_e1281 - l_625_);
                double l_631_ = (l_629_ + l_630_);
                a_565_[3] = l_631_;
                l_mut_463_ = l_622_;
                double l_632_ = a_565_[1];
                double _e1287 = l_mut_463_;
                double l_633_ = (l_632_ + _e1287);
                bool l_634_ = (l_1_ != 0.0L);
                double l_635_ = (l_634_ ? l_633_ : l_1_);
                double l_636_ = (l_635_ - l_632_);
                bool l_637_ = (l_1_ != 0.0L);
                double l_638_ = (l_637_ ? l_636_ : l_1_);
                double l_639_ = (l_635_ - l_638_);
                bool l_640_ = (l_1_ != 0.0L);
                double l_641_ = (l_640_ ? l_639_ : l_1_);
                double l_642_ = (l_632_ - l_641_);
                double _e1301 = l_mut_463_;
                double l_643_ = (_e1301 - l_638_);
                double l_644_ = (l_642_ + l_643_);
                a_565_[2] = l_644_;
                l_mut_463_ = l_635_;
                double l_645_ = a_565_[0];
                double _e1307 = l_mut_463_;
                double l_646_ = (l_645_ + _e1307);
                bool l_647_ = (l_1_ != 0.0L);
                double l_648_ = (l_647_ ? l_646_ : l_1_);
                double l_649_ = (l_648_ - l_645_);
                bool l_650_ = (l_1_ != 0.0L);
                double l_651_ = (l_650_ ? l_649_ : l_1_);
                double l_652_ = (l_648_ - l_651_);
                bool l_653_ = (l_1_ != 0.0L);
                double l_654_ = (l_653_ ? l_652_ : l_1_);
                double l_655_ = (l_645_ - l_654_);
                double _e1321 = l_mut_463_;
                double l_656_ = (_e1321 - l_651_);
                double l_657_ = (l_655_ + l_656_);
                a_565_[1] = l_657_;
                l_mut_463_ = l_648_;
                double _e1326 = l_mut_463_;
                a_565_[0] = _e1326;
                double l_658_ = a_565_[7];
                l_mut_463_ = l_658_;
                double l_659_ = a_565_[6];
                double _e1331 = l_mut_463_;
                double l_660_ = (l_659_ + _e1331);
                bool l_661_ = (l_1_ != 0.0L);
                double l_662_ = (l_661_ ? l_660_ : l_1_);
                double l_663_ = (l_662_ - l_659_);
                bool l_664_ = (l_1_ != 0.0L);
                double l_665_ = (l_664_ ? l_663_ : l_1_);
                double l_666_ = (l_662_ - l_665_);
                bool l_667_ = (l_1_ != 0.0L);
                double l_668_ = (l_667_ ? l_666_ : l_1_);
                double l_669_ = (l_659_ - l_668_);
                double _e1345 = l_mut_463_;
                double l_670_ = (_e1345 - l_665_);
                double l_671_ = (l_669_ + l_670_);
                a_565_[7] = l_671_;
                l_mut_463_ = l_662_;
                double l_672_ = a_565_[5];
                double _e1351 = l_mut_463_;
                double l_673_ = (l_672_ + _e1351);
                bool l_674_ = (l_1_ != 0.0L);
                double l_675_ = (l_674_ ? l_673_ : l_1_);
                double l_676_ = (l_675_ - l_672_);
                bool l_677_ = (l_1_ != 0.0L);
                double l_678_ = (l_677_ ? l_676_ : l_1_);
                double l_679_ = (l_675_ - l_678_);
                bool l_680_ = (l_1_ != 0.0L);
                double l_681_ = (l_680_ ? l_679_ : l_1_);
                double l_682_ = (l_672_ - l_681_);
                double _e1365 = l_mut_463_;
                double l_683_ = (_e1365 - l_678_);
                double l_684_ = (l_682_ + l_683_);
                a_565_[6] = l_684_;
                l_mut_463_ = l_675_;
                double l_685_ = a_565_[4];
                double _e1371 = l_mut_463_;
                double l_686_ = (l_685_ + _e1371);
                bool l_687_ = (l_1_ != 0.0L);
                double l_688_ = (l_687_ ? l_686_ : l_1_);
                double l_689_ = (l_688_ - l_685_);
                bool l_690_ = (l_1_ != 0.0L);
                double l_691_ = (l_690_ ? l_689_ : l_1_);
                double l_692_ = (l_688_ - l_691_);
                bool l_693_ = (l_1_ != 0.0L);
                double l_694_ = (l_693_ ? l_692_ : l_1_);
                double l_695_ = (l_685_ - l_694_);
                double _e1385 = l_mut_463_;
                double l_696_ = (_e1385 - l_691_);
                double l_697_ = (l_695_ + l_696_);
                a_565_[5] = l_697_;
                l_mut_463_ = l_688_;
                double l_698_ = a_565_[3];
                double _e1391 = l_mut_463_;
                double l_699_ = (l_698_ + _e1391);
                bool l_700_ = (l_1_ != 0.0L);
                double l_701_ = (l_700_ ? l_699_ : l_1_);
                double l_702_ = (l_701_ - l_698_);
                bool l_703_ = (l_1_ != 0.0L);
                double l_704_ = (l_703_ ? l_702_ : l_1_);
                double l_705_ = (l_701_ - l_704_);
                bool l_706_ = (l_1_ != 0.0L);
                double l_707_ = (l_706_ ? l_705_ : l_1_);
                double l_708_ = (l_698_ - l_707_);
                double _e1405 = l_mut_463_;
                double l_709_ = (_e1405 - l_704_);
                double l_710_ = (l_708_ + l_709_);
                a_565_[4] = l_710_;
                l_mut_463_ = l_701_;
                double l_711_ = a_565_[2];
                double _e1411 = l_mut_463_;
                double l_712_ = (l_711_ + _e1411);
                bool l_713_ = (l_1_ != 0.0L);
                double l_714_ = (l_713_ ? l_712_ : l_1_);
                double l_715_ = (l_714_ - l_711_);
                bool l_716_ = (l_1_ != 0.0L);
                double l_717_ = (l_716_ ? l_715_ : l_1_);
                double l_718_ = (l_714_ - l_717_);
                bool l_719_ = (l_1_ != 0.0L);
                double l_720_ = (l_719_ ? l_718_ : l_1_);
                double l_721_ = (l_711_ - l_720_);
                double _e1425 = l_mut_463_;
                double l_722_ = (_e1425 - l_717_);
                double l_723_ = (l_721_ + l_722_);
                a_565_[3] = l_723_;
                l_mut_463_ = l_714_;
                double l_724_ = a_565_[1];
                double _e1431 = l_mut_463_;
                double l_725_ = (l_724_ + _e1431);
                bool l_726_ = (l_1_ != 0.0L);
                double l_727_ = (l_726_ ? l_725_ : l_1_);
                double l_728_ = (l_727_ - l_724_);
                bool l_729_ = (l_1_ != 0.0L);
                double l_730_ = (l_729_ ? l_728_ : l_1_);
                double l_731_ = (l_727_ - l_730_);
                bool l_732_ = (l_1_ != 0.0L);
                double l_733_ = (l_732_ ? l_731_ : l_1_);
                double l_734_ = (l_724_ - l_733_);
                double _e1445 = l_mut_463_;
                double l_735_ = (_e1445 - l_730_);
                double l_736_ = (l_734_ + l_735_);
                a_565_[2] = l_736_;
                l_mut_463_ = l_727_;
                double l_737_ = a_565_[0];
                double _e1451 = l_mut_463_;
                double l_738_ = (l_737_ + _e1451);
                bool l_739_ = (l_1_ != 0.0L);
                double l_740_ = (l_739_ ? l_738_ : l_1_);
                double l_741_ = (l_740_ - l_737_);
                bool l_742_ = (l_1_ != 0.0L);
                double l_743_ = (l_742_ ? l_741_ : l_1_);
                double l_744_ = (l_740_ - l_743_);
                bool l_745_ = (l_1_ != 0.0L);
                double l_746_ = (l_745_ ? l_744_ : l_1_);
                double l_747_ = (l_737_ - l_746_);
                double _e1465 = l_mut_463_;
                double l_748_ = (_e1465 - l_743_);
                double l_749_ = (l_747_ + l_748_);
                a_565_[1] = l_749_;
                l_mut_463_ = l_740_;
                double _e1470 = l_mut_463_;
                a_565_[0] = _e1470;
                l_mut_463_ = 0.0L;
                l_mut_750_ = 0.0L;
                l_mut_751_ = 0.0L;
                l_mut_752_ = 0.0L;
                double l_753_ = a_565_[0];
                l_mut_754_ = l_753_;
                l_mut_464_ = 0u;
                double l_755_ = a_565_[1];
                double _e1480 = l_mut_754_;
                double l_756_ = (_e1480 + l_755_);
                bool l_757_ = (l_1_ != 0.0L);
                double l_758_ = (l_757_ ? l_756_ : l_1_);
                double _e1485 = l_mut_754_;
                double l_759_ = (l_758_ - _e1485);
                bool l_760_ = (l_1_ != 0.0L);
                double l_761_ = (l_760_ ? l_759_ : l_1_);
                double l_762_ = (l_758_ - l_761_);
                bool l_763_ = (l_1_ != 0.0L);
                double l_764_ = (l_763_ ? l_762_ : l_1_);
                double _e1494 = l_mut_754_;
                double l_765_ = (_e1494 - l_764_);
                double l_766_ = (l_755_ - l_761_);
                double l_767_ = (l_765_ + l_766_);
                uint _e1498 = l_mut_464_;
                bool l_768_ = (_e1498 < 3u);
                bool l_769_ = (l_767_ != 0.0L);
                if (l_768_) {
                    local_18 = l_769_;
                } else {
                    local_18 = false;
                }
                bool l_770_ = local_18;
                uint _e1507 = l_mut_464_;
                bool l_771_ = (_e1507 == 0u);
                if (l_770_) {
                    local_19 = l_771_;
                } else {
                    local_19 = false;
                }
                bool l_772_ = local_19;
                double _e1514 = l_mut_463_;
                double l_773_ = (l_772_ ? l_758_ : _e1514);
                l_mut_463_ = l_773_;
                uint _e1516 = l_mut_464_;
                bool l_774_ = (_e1516 == 1u);
                if (l_770_) {
                    local_20 = l_774_;
                } else {
                    local_20 = false;
                }
                bool l_775_ = local_20;
                double _e1523 = l_mut_750_;
                double l_776_ = (l_775_ ? l_758_ : _e1523);
                l_mut_750_ = l_776_;
                uint _e1525 = l_mut_464_;
                bool l_777_ = (_e1525 == 2u);
                if (l_770_) {
                    local_21 = l_777_;
                } else {
                    local_21 = false;
                }
                bool l_778_ = local_21;
                double _e1532 = l_mut_751_;
                double l_779_ = (l_778_ ? l_758_ : _e1532);
                l_mut_751_ = l_779_;
                double l_780_ = (l_770_ ? l_767_ : l_758_);
                double _e1535 = l_mut_754_;
                double l_781_ = (_e1535 + l_755_);
                double l_782_ = (l_768_ ? l_780_ : l_781_);
                l_mut_754_ = l_782_;
                uint l_783_ = uint(l_770_);
                uint _e1539 = l_mut_464_;
                l_mut_464_ = (_e1539 + l_783_);
                double l_784_ = a_565_[2];
                double _e1543 = l_mut_754_;
                double l_785_ = (_e1543 + l_784_);
                bool l_786_ = (l_1_ != 0.0L);
                double l_787_ = (l_786_ ? l_785_ : l_1_);
                double _e1548 = l_mut_754_;
                double l_788_ = (l_787_ - _e1548);
                bool l_789_ = (l_1_ != 0.0L);
                double l_790_ = (l_789_ ? l_788_ : l_1_);
                double l_791_ = (l_787_ - l_790_);
                bool l_792_ = (l_1_ != 0.0L);
                double l_793_ = (l_792_ ? l_791_ : l_1_);
                double _e1557 = l_mut_754_;
                double l_794_ = (_e1557 - l_793_);
                double l_795_ = (l_784_ - l_790_);
                double l_796_ = (l_794_ + l_795_);
                uint _e1561 = l_mut_464_;
                bool l_797_ = (_e1561 < 3u);
                bool l_798_ = (l_796_ != 0.0L);
                if (l_797_) {
                    local_22 = l_798_;
                } else {
                    local_22 = false;
                }
                bool l_799_ = local_22;
                uint _e1570 = l_mut_464_;
                bool l_800_ = (_e1570 == 0u);
                if (l_799_) {
                    local_23 = l_800_;
                } else {
                    local_23 = false;
                }
                bool l_801_ = local_23;
                double _e1577 = l_mut_463_;
                double l_802_ = (l_801_ ? l_787_ : _e1577);
                l_mut_463_ = l_802_;
                uint _e1579 = l_mut_464_;
                bool l_803_ = (_e1579 == 1u);
                if (l_799_) {
                    local_24 = l_803_;
                } else {
                    local_24 = false;
                }
                bool l_804_ = local_24;
                double _e1586 = l_mut_750_;
                double l_805_ = (l_804_ ? l_787_ : _e1586);
                l_mut_750_ = l_805_;
                uint _e1588 = l_mut_464_;
                bool l_806_ = (_e1588 == 2u);
                if (l_799_) {
                    local_25 = l_806_;
                } else {
                    local_25 = false;
                }
                bool l_807_ = local_25;
                double _e1595 = l_mut_751_;
                double l_808_ = (l_807_ ? l_787_ : _e1595);
                l_mut_751_ = l_808_;
                double l_809_ = (l_799_ ? l_796_ : l_787_);
                double _e1598 = l_mut_754_;
                double l_810_ = (_e1598 + l_784_);
                double l_811_ = (l_797_ ? l_809_ : l_810_);
                l_mut_754_ = l_811_;
                uint l_812_ = uint(l_799_);
                uint _e1602 = l_mut_464_;
                l_mut_464_ = (_e1602 + l_812_);
                double l_813_ = a_565_[3];
                double _e1606 = l_mut_754_;
                double l_814_ = (_e1606 + l_813_);
                bool l_815_ = (l_1_ != 0.0L);
                double l_816_ = (l_815_ ? l_814_ : l_1_);
                double _e1611 = l_mut_754_;
                double l_817_ = (l_816_ - _e1611);
                bool l_818_ = (l_1_ != 0.0L);
                double l_819_ = (l_818_ ? l_817_ : l_1_);
                double l_820_ = (l_816_ - l_819_);
                bool l_821_ = (l_1_ != 0.0L);
                double l_822_ = (l_821_ ? l_820_ : l_1_);
                double _e1620 = l_mut_754_;
                double l_823_ = (_e1620 - l_822_);
                double l_824_ = (l_813_ - l_819_);
                double l_825_ = (l_823_ + l_824_);
                uint _e1624 = l_mut_464_;
                bool l_826_ = (_e1624 < 3u);
                bool l_827_ = (l_825_ != 0.0L);
                if (l_826_) {
                    local_26 = l_827_;
                } else {
                    local_26 = false;
                }
                bool l_828_ = local_26;
                uint _e1633 = l_mut_464_;
                bool l_829_ = (_e1633 == 0u);
                if (l_828_) {
                    local_27 = l_829_;
                } else {
                    local_27 = false;
                }
                bool l_830_ = local_27;
                double _e1640 = l_mut_463_;
                double l_831_ = (l_830_ ? l_816_ : _e1640);
                l_mut_463_ = l_831_;
                uint _e1642 = l_mut_464_;
                bool l_832_ = (_e1642 == 1u);
                if (l_828_) {
                    local_28 = l_832_;
                } else {
                    local_28 = false;
                }
                bool l_833_ = local_28;
                double _e1649 = l_mut_750_;
                double l_834_ = (l_833_ ? l_816_ : _e1649);
                l_mut_750_ = l_834_;
                uint _e1651 = l_mut_464_;
                bool l_835_ = (_e1651 == 2u);
                if (l_828_) {
                    local_29 = l_835_;
                } else {
                    local_29 = false;
                }
                bool l_836_ = local_29;
                double _e1658 = l_mut_751_;
                double l_837_ = (l_836_ ? l_816_ : _e1658);
                l_mut_751_ = l_837_;
                double l_838_ = (l_828_ ? l_825_ : l_816_);
                double _e1661 = l_mut_754_;
                double l_839_ = (_e1661 + l_813_);
                double l_840_ = (l_826_ ? l_838_ : l_839_);
                l_mut_754_ = l_840_;
                uint l_841_ = uint(l_828_);
                uint _e1665 = l_mut_464_;
                l_mut_464_ = (_e1665 + l_841_);
                double l_842_ = a_565_[4];
                double _e1669 = l_mut_754_;
                double l_843_ = (_e1669 + l_842_);
                bool l_844_ = (l_1_ != 0.0L);
                double l_845_ = (l_844_ ? l_843_ : l_1_);
                double _e1674 = l_mut_754_;
                double l_846_ = (l_845_ - _e1674);
                bool l_847_ = (l_1_ != 0.0L);
                double l_848_ = (l_847_ ? l_846_ : l_1_);
                double l_849_ = (l_845_ - l_848_);
                bool l_850_ = (l_1_ != 0.0L);
                double l_851_ = (l_850_ ? l_849_ : l_1_);
                double _e1683 = l_mut_754_;
                double l_852_ = (_e1683 - l_851_);
                double l_853_ = (l_842_ - l_848_);
                double l_854_ = (l_852_ + l_853_);
                uint _e1687 = l_mut_464_;
                bool l_855_ = (_e1687 < 3u);
                bool l_856_ = (l_854_ != 0.0L);
                if (l_855_) {
                    local_30 = l_856_;
                } else {
                    local_30 = false;
                }
                bool l_857_ = local_30;
                uint _e1696 = l_mut_464_;
                bool l_858_ = (_e1696 == 0u);
                if (l_857_) {
                    local_31 = l_858_;
                } else {
                    local_31 = false;
                }
                bool l_859_ = local_31;
                double _e1703 = l_mut_463_;
                double l_860_ = (l_859_ ? l_845_ : _e1703);
                l_mut_463_ = l_860_;
                uint _e1705 = l_mut_464_;
                bool l_861_ = (_e1705 == 1u);
                if (l_857_) {
                    local_32 = l_861_;
                } else {
                    local_32 = false;
                }
                bool l_862_ = local_32;
                double _e1712 = l_mut_750_;
                double l_863_ = (l_862_ ? l_845_ : _e1712);
                l_mut_750_ = l_863_;
                uint _e1714 = l_mut_464_;
                bool l_864_ = (_e1714 == 2u);
                if (l_857_) {
                    local_33 = l_864_;
                } else {
                    local_33 = false;
                }
                bool l_865_ = local_33;
                double _e1721 = l_mut_751_;
                double l_866_ = (l_865_ ? l_845_ : _e1721);
                l_mut_751_ = l_866_;
                double l_867_ = (l_857_ ? l_854_ : l_845_);
                double _e1724 = l_mut_754_;
                double l_868_ = (_e1724 + l_842_);
                double l_869_ = (l_855_ ? l_867_ : l_868_);
                l_mut_754_ = l_869_;
                uint l_870_ = uint(l_857_);
                uint _e1728 = l_mut_464_;
                l_mut_464_ = (_e1728 + l_870_);
                double l_871_ = a_565_[5];
                double _e1732 = l_mut_754_;
                double l_872_ = (_e1732 + l_871_);
                bool l_873_ = (l_1_ != 0.0L);
                double l_874_ = (l_873_ ? l_872_ : l_1_);
                double _e1737 = l_mut_754_;
                double l_875_ = (l_874_ - _e1737);
                bool l_876_ = (l_1_ != 0.0L);
                double l_877_ = (l_876_ ? l_875_ : l_1_);
                double l_878_ = (l_874_ - l_877_);
                bool l_879_ = (l_1_ != 0.0L);
                double l_880_ = (l_879_ ? l_878_ : l_1_);
                double _e1746 = l_mut_754_;
                double l_881_ = (_e1746 - l_880_);
                double l_882_ = (l_871_ - l_877_);
                double l_883_ = (l_881_ + l_882_);
                uint _e1750 = l_mut_464_;
                bool l_884_ = (_e1750 < 3u);
                bool l_885_ = (l_883_ != 0.0L);
                if (l_884_) {
                    local_34 = l_885_;
                } else {
                    local_34 = false;
                }
                bool l_886_ = local_34;
                uint _e1759 = l_mut_464_;
                bool l_887_ = (_e1759 == 0u);
                if (l_886_) {
                    local_35 = l_887_;
                } else {
                    local_35 = false;
                }
                bool l_888_ = local_35;
                double _e1766 = l_mut_463_;
                double l_889_ = (l_888_ ? l_874_ : _e1766);
                l_mut_463_ = l_889_;
                uint _e1768 = l_mut_464_;
                bool l_890_ = (_e1768 == 1u);
                if (l_886_) {
                    local_36 = l_890_;
                } else {
                    local_36 = false;
                }
                bool l_891_ = local_36;
                double _e1775 = l_mut_750_;
                double l_892_ = (l_891_ ? l_874_ : _e1775);
                l_mut_750_ = l_892_;
                uint _e1777 = l_mut_464_;
                bool l_893_ = (_e1777 == 2u);
                if (l_886_) {
                    local_37 = l_893_;
                } else {
                    local_37 = false;
                }
                bool l_894_ = local_37;
                double _e1784 = l_mut_751_;
                double l_895_ = (l_894_ ? l_874_ : _e1784);
                l_mut_751_ = l_895_;
                double l_896_ = (l_886_ ? l_883_ : l_874_);
                double _e1787 = l_mut_754_;
                double l_897_ = (_e1787 + l_871_);
                double l_898_ = (l_884_ ? l_896_ : l_897_);
                l_mut_754_ = l_898_;
                uint l_899_ = uint(l_886_);
                uint _e1791 = l_mut_464_;
                l_mut_464_ = (_e1791 + l_899_);
                double l_900_ = a_565_[6];
                double _e1795 = l_mut_754_;
                double l_901_ = (_e1795 + l_900_);
                bool l_902_ = (l_1_ != 0.0L);
                double l_903_ = (l_902_ ? l_901_ : l_1_);
                double _e1800 = l_mut_754_;
                double l_904_ = (l_903_ - _e1800);
                bool l_905_ = (l_1_ != 0.0L);
                double l_906_ = (l_905_ ? l_904_ : l_1_);
                double l_907_ = (l_903_ - l_906_);
                bool l_908_ = (l_1_ != 0.0L);
                double l_909_ = (l_908_ ? l_907_ : l_1_);
                double _e1809 = l_mut_754_;
                double l_910_ = (_e1809 - l_909_);
                double l_911_ = (l_900_ - l_906_);
                double l_912_ = (l_910_ + l_911_);
                uint _e1813 = l_mut_464_;
                bool l_913_ = (_e1813 < 3u);
                bool l_914_ = (l_912_ != 0.0L);
                if (l_913_) {
                    local_38 = l_914_;
                } else {
                    local_38 = false;
                }
                bool l_915_ = local_38;
                uint _e1822 = l_mut_464_;
                bool l_916_ = (_e1822 == 0u);
                if (l_915_) {
                    local_39 = l_916_;
                } else {
                    local_39 = false;
                }
                bool l_917_ = local_39;
                double _e1829 = l_mut_463_;
                double l_918_ = (l_917_ ? l_903_ : _e1829);
                l_mut_463_ = l_918_;
                uint _e1831 = l_mut_464_;
                bool l_919_ = (_e1831 == 1u);
                if (l_915_) {
                    local_40 = l_919_;
                } else {
                    local_40 = false;
                }
                bool l_920_ = local_40;
                double _e1838 = l_mut_750_;
                double l_921_ = (l_920_ ? l_903_ : _e1838);
                l_mut_750_ = l_921_;
                uint _e1840 = l_mut_464_;
                bool l_922_ = (_e1840 == 2u);
                if (l_915_) {
                    local_41 = l_922_;
                } else {
                    local_41 = false;
                }
                bool l_923_ = local_41;
                double _e1847 = l_mut_751_;
                double l_924_ = (l_923_ ? l_903_ : _e1847);
                l_mut_751_ = l_924_;
                double l_925_ = (l_915_ ? l_912_ : l_903_);
                double _e1850 = l_mut_754_;
                double l_926_ = (_e1850 + l_900_);
                double l_927_ = (l_913_ ? l_925_ : l_926_);
                l_mut_754_ = l_927_;
                uint l_928_ = uint(l_915_);
                uint _e1854 = l_mut_464_;
                l_mut_464_ = (_e1854 + l_928_);
                double l_929_ = a_565_[7];
                double _e1858 = l_mut_754_;
                double l_930_ = (_e1858 + l_929_);
                bool l_931_ = (l_1_ != 0.0L);
                double l_932_ = (l_931_ ? l_930_ : l_1_);
                double _e1863 = l_mut_754_;
                double l_933_ = (l_932_ - _e1863);
                bool l_934_ = (l_1_ != 0.0L);
                double l_935_ = (l_934_ ? l_933_ : l_1_);
                double l_936_ = (l_932_ - l_935_);
                bool l_937_ = (l_1_ != 0.0L);
                double l_938_ = (l_937_ ? l_936_ : l_1_);
                double _e1872 = l_mut_754_;
                double l_939_ = (_e1872 - l_938_);
                double l_940_ = (l_929_ - l_935_);
                double l_941_ = (l_939_ + l_940_);
                uint _e1876 = l_mut_464_;
                bool l_942_ = (_e1876 < 3u);
                bool l_943_ = (l_941_ != 0.0L);
                if (l_942_) {
                    local_42 = l_943_;
                } else {
                    local_42 = false;
                }
                bool l_944_ = local_42;
                uint _e1885 = l_mut_464_;
                bool l_945_ = (_e1885 == 0u);
                if (l_944_) {
                    local_43 = l_945_;
                } else {
                    local_43 = false;
                }
                bool l_946_ = local_43;
                double _e1892 = l_mut_463_;
                double l_947_ = (l_946_ ? l_932_ : _e1892);
                l_mut_463_ = l_947_;
                uint _e1894 = l_mut_464_;
                bool l_948_ = (_e1894 == 1u);
                if (l_944_) {
                    local_44 = l_948_;
                } else {
                    local_44 = false;
                }
                bool l_949_ = local_44;
                double _e1901 = l_mut_750_;
                double l_950_ = (l_949_ ? l_932_ : _e1901);
                l_mut_750_ = l_950_;
                uint _e1903 = l_mut_464_;
                bool l_951_ = (_e1903 == 2u);
                if (l_944_) {
                    local_45 = l_951_;
                } else {
                    local_45 = false;
                }
                bool l_952_ = local_45;
                double _e1910 = l_mut_751_;
                double l_953_ = (l_952_ ? l_932_ : _e1910);
                l_mut_751_ = l_953_;
                double l_954_ = (l_944_ ? l_941_ : l_932_);
                double _e1913 = l_mut_754_;
                double l_955_ = (_e1913 + l_929_);
                double l_956_ = (l_942_ ? l_954_ : l_955_);
                l_mut_754_ = l_956_;
                uint l_957_ = uint(l_944_);
                uint _e1917 = l_mut_464_;
                l_mut_464_ = (_e1917 + l_957_);
                uint _e1919 = l_mut_464_;
                bool l_958_ = (_e1919 == 0u);
                double _e1922 = l_mut_463_;
                double _e1923 = l_mut_754_;
                double l_959_ = (l_958_ ? _e1923 : _e1922);
                l_mut_463_ = l_959_;
                uint _e1925 = l_mut_464_;
                bool l_960_ = (_e1925 == 1u);
                double _e1928 = l_mut_750_;
                double _e1929 = l_mut_754_;
                double l_961_ = (l_960_ ? _e1929 : _e1928);
                l_mut_750_ = l_961_;
                uint _e1931 = l_mut_464_;
                bool l_962_ = (_e1931 == 2u);
                double _e1934 = l_mut_751_;
                double _e1935 = l_mut_754_;
                double l_963_ = (l_962_ ? _e1935 : _e1934);
                l_mut_751_ = l_963_;
                uint _e1937 = l_mut_464_;
                bool l_964_ = (_e1937 == 3u);
                double _e1940 = l_mut_752_;
                double _e1941 = l_mut_754_;
                double l_965_ = (l_964_ ? _e1941 : _e1940);
                l_mut_752_ = l_965_;
                double _e1943 = l_mut_463_;
                l_mut_80_ = _e1943;
                double _e1944 = l_mut_750_;
                l_mut_82_ = _e1944;
                double _e1945 = l_mut_751_;
                l_mut_84_ = _e1945;
                double _e1946 = l_mut_752_;
                l_mut_86_ = _e1946;
            }
        }
        uint _e1953 = asuint(info.Load(4+0));
        uint l_966_ = (l_3_ * _e1953);
        uint l_967_ = (l_966_ + l_7_);
        uint _e1959 = asuint(info.Load(0+0));
        uint _e1963 = asuint(info.Load(4+0));
        uint l_968_ = (_e1959 * _e1963);
        uint l_1072_ = asuint(info.Load(0+16));
        uint l_1073_ = (l_1072_ * 1u);
        bool l_1074_ = (l_967_ < l_1073_);
        if (l_1074_) {
            double _e1974 = l_mut_80_;
            buffer_0_global.Store(l_967_*8, _e1974);
        }
        uint l_969_ = (l_968_ + l_967_);
        uint l_1075_ = asuint(info.Load(0+16));
        uint l_1076_ = (l_1075_ * 1u);
        bool l_1077_ = (l_969_ < l_1076_);
        if (l_1077_) {
            double _e1985 = l_mut_82_;
            buffer_0_global.Store(l_969_*8, _e1985);
        }
        uint l_970_ = (2u * l_968_);
        uint l_971_ = (l_970_ + l_967_);
        uint l_1078_ = asuint(info.Load(0+16));
        uint l_1079_ = (l_1078_ * 1u);
        bool l_1080_ = (l_971_ < l_1079_);
        if (l_1080_) {
            double _e1998 = l_mut_84_;
            buffer_0_global.Store(l_971_*8, _e1998);
        }
        uint l_972_ = (3u * l_968_);
        uint l_973_ = (l_972_ + l_967_);
        uint l_1081_ = asuint(info.Load(0+16));
        uint l_1082_ = (l_1081_ * 1u);
        bool l_1083_ = (l_973_ < l_1082_);
        if (l_1083_) {
            double _e2011 = l_mut_86_;
            buffer_0_global.Store(l_973_*8, _e2011);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
