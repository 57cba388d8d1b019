struct info_st {
    uint scalars_u32_[4];
    uint static_meta[6];
};

static const uint WORKGROUP_SIZE_X = 1024u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
ByteAddressBuffer info : register(t3);
groupshared double shared_memory_3_[1024];
groupshared uint shared_memory_4_[1024];

[numthreads(1024, 1, 1)]
void gj_pivot_f_f64_(uint local_idx : SV_GroupIndex, uint3 local_invocation_id : SV_GroupThreadID)
{
    if (all(local_invocation_id == uint3(0u, 0u, 0u))) {
        shared_memory_3_ = (double[1024])0;
        shared_memory_4_ = (uint[1024])0;
    }
    GroupMemoryBarrierWithGroupSync();
    double a_788_[8] = (double[8])0;
    double a_1366_[8] = (double[8])0;
    double a_1940_[8] = (double[8])0;
    double a_2514_[8] = (double[8])0;
    double l_mut_1266_ = (double)0;
    double l_mut_1267_ = (double)0;
    double l_mut_1268_ = (double)0;
    double l_mut_1269_ = (double)0;
    double l_mut_256_ = (double)0;
    double l_mut_257_ = (double)0;
    double l_mut_258_ = (double)0;
    double l_mut_259_ = (double)0;
    uint l_mut_260_ = (uint)0;
    double l_mut_5_ = (double)0;
    uint l_mut_6_ = (uint)0;
    uint l_mut_8_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
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
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    bool local_145 = (bool)0;
    bool local_146 = (bool)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    bool local_167 = (bool)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;
    bool local_187 = (bool)0;
    bool local_188 = (bool)0;
    bool local_189 = (bool)0;
    bool local_190 = (bool)0;
    bool local_191 = (bool)0;
    bool local_192 = (bool)0;
    bool local_193 = (bool)0;
    bool local_194 = (bool)0;
    bool local_195 = (bool)0;
    bool local_196 = (bool)0;
    bool local_197 = (bool)0;
    bool local_198 = (bool)0;
    bool local_199 = (bool)0;
    bool local_200 = (bool)0;
    bool local_201 = (bool)0;
    bool local_202 = (bool)0;
    bool local_203 = (bool)0;
    bool local_204 = (bool)0;
    bool local_205 = (bool)0;
    bool local_206 = (bool)0;
    bool local_207 = (bool)0;
    bool local_208 = (bool)0;
    bool local_209 = (bool)0;
    bool local_210 = (bool)0;
    bool local_211 = (bool)0;
    bool local_212 = (bool)0;
    bool local_213 = (bool)0;
    bool local_214 = (bool)0;
    bool local_215 = (bool)0;
    bool local_216 = (bool)0;
    bool local_217 = (bool)0;
    bool local_218 = (bool)0;
    bool local_219 = (bool)0;
    bool local_220 = (bool)0;
    bool local_221 = (bool)0;
    bool local_222 = (bool)0;
    bool local_223 = (bool)0;
    bool local_224 = (bool)0;
    bool local_225 = (bool)0;
    bool local_226 = (bool)0;
    bool local_227 = (bool)0;
    bool local_228 = (bool)0;
    bool local_229 = (bool)0;
    bool local_230 = (bool)0;
    bool local_231 = (bool)0;
    bool local_232 = (bool)0;
    bool local_233 = (bool)0;
    bool local_234 = (bool)0;
    bool local_235 = (bool)0;
    bool local_236 = (bool)0;
    bool local_237 = (bool)0;
    bool local_238 = (bool)0;
    bool local_239 = (bool)0;
    bool local_240 = (bool)0;
    bool local_241 = (bool)0;
    bool local_242 = (bool)0;
    bool local_243 = (bool)0;
    bool local_244 = (bool)0;

    uint l_2966_ = asuint(info.Load(8+16));
    uint l_2967_ = (l_2966_ * 1u);
    bool l_2968_ = (0u < l_2967_);
    uint l_2969_ = (l_2967_ - 1u);
    uint l_2970_ = min(0u, l_2969_);
    double l_2971_ = buffer_2_global.Load<double>(l_2970_*8);
    double l_0_ = (l_2968_ ? l_2971_ : 0.0L);
    uint l_2973_ = asuint(info.Load(8+16));
    uint l_2974_ = (l_2973_ * 1u);
    bool l_2975_ = (1u < l_2974_);
    uint l_2976_ = (l_2974_ - 1u);
    uint l_2977_ = min(1u, l_2976_);
    double l_2978_ = buffer_2_global.Load<double>(l_2977_*8);
    double l_1_ = (l_2975_ ? l_2978_ : 0.0L);
    uint _e54 = asuint(info.Load(4+0));
    uint _e58 = asuint(info.Load(12+0));
    uint l_2_ = (_e54 + _e58);
    l_mut_5_ = -1.0L;
    l_mut_6_ = l_2_;
    uint l_7_ = (l_2_ + local_idx);
    l_mut_8_ = l_7_;
    uint2 loop_bound = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound == uint2(0u, 0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        uint _e62 = l_mut_8_;
        uint _e66 = asuint(info.Load(0+0));
        bool l_9_ = (_e62 < _e66);
        bool l_10_ = !(l_9_);
        if (l_10_) {
            break;
        }
        uint _e69 = l_mut_8_;
        uint l_11_ = (_e69 * 32u);
        uint _e75 = asuint(info.Load(12+0));
        uint l_12_ = (l_11_ + _e75);
        uint l_3008_ = asuint(info.Load(0+16));
        uint l_3009_ = (l_3008_ * 1u);
        bool l_3010_ = (l_12_ < l_3009_);
        uint l_3011_ = (l_3009_ - 1u);
        uint l_3012_ = min(l_12_, l_3011_);
        double l_3013_ = buffer_0_global.Load<double>(l_3012_*8);
        double l_13_ = (l_3010_ ? l_3013_ : 0.0L);
        double l_14_ = abs(l_13_);
        double _e93 = l_mut_5_;
        bool l_15_ = (l_14_ > _e93);
        double _e95 = l_mut_5_;
        double l_16_ = (l_15_ ? l_14_ : _e95);
        l_mut_5_ = l_16_;
        uint _e97 = l_mut_6_;
        uint _e98 = l_mut_8_;
        uint l_17_ = (l_15_ ? _e98 : _e97);
        l_mut_6_ = l_17_;
        uint _e100 = l_mut_8_;
        l_mut_8_ = (_e100 + 1024u);
    }
    double _e105 = l_mut_5_;
    shared_memory_3_[min(uint(local_idx), 1023u)] = _e105;
    uint _e108 = l_mut_6_;
    shared_memory_4_[min(uint(local_idx), 1023u)] = _e108;
    GroupMemoryBarrierWithGroupSync();
    bool l_18_ = (local_idx < 512u);
    if (l_18_) {
        uint l_19_ = (local_idx + 512u);
        double l_20_ = shared_memory_3_[min(uint(l_19_), 1023u)];
        uint l_21_ = (local_idx + 512u);
        uint l_22_ = shared_memory_4_[min(uint(l_21_), 1023u)];
        double l_23_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_24_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_25_ = (l_20_ > l_23_);
        bool l_26_ = (l_20_ == l_23_);
        bool l_27_ = (l_22_ < l_24_);
        if (l_26_) {
            local = l_27_;
        } else {
            local = false;
        }
        bool l_28_ = local;
        if (!(l_25_)) {
            local_1 = l_28_;
        } else {
            local_1 = true;
        }
        bool l_29_ = local_1;
        double l_30_ = (l_29_ ? l_20_ : l_23_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_30_;
        uint l_31_ = (l_29_ ? l_22_ : l_24_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_31_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_32_ = (local_idx < 256u);
    if (l_32_) {
        uint l_33_ = (local_idx + 256u);
        double l_34_ = shared_memory_3_[min(uint(l_33_), 1023u)];
        uint l_35_ = (local_idx + 256u);
        uint l_36_ = shared_memory_4_[min(uint(l_35_), 1023u)];
        double l_37_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_38_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_39_ = (l_34_ > l_37_);
        bool l_40_ = (l_34_ == l_37_);
        bool l_41_ = (l_36_ < l_38_);
        if (l_40_) {
            local_2 = l_41_;
        } else {
            local_2 = false;
        }
        bool l_42_ = local_2;
        if (!(l_39_)) {
            local_3 = l_42_;
        } else {
            local_3 = true;
        }
        bool l_43_ = local_3;
        double l_44_ = (l_43_ ? l_34_ : l_37_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_44_;
        uint l_45_ = (l_43_ ? l_36_ : l_38_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_45_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_46_ = (local_idx < 128u);
    if (l_46_) {
        uint l_47_ = (local_idx + 128u);
        double l_48_ = shared_memory_3_[min(uint(l_47_), 1023u)];
        uint l_49_ = (local_idx + 128u);
        uint l_50_ = shared_memory_4_[min(uint(l_49_), 1023u)];
        double l_51_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_52_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_53_ = (l_48_ > l_51_);
        bool l_54_ = (l_48_ == l_51_);
        bool l_55_ = (l_50_ < l_52_);
        if (l_54_) {
            local_4 = l_55_;
        } else {
            local_4 = false;
        }
        bool l_56_ = local_4;
        if (!(l_53_)) {
            local_5 = l_56_;
        } else {
            local_5 = true;
        }
        bool l_57_ = local_5;
        double l_58_ = (l_57_ ? l_48_ : l_51_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_58_;
        uint l_59_ = (l_57_ ? l_50_ : l_52_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_59_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_60_ = (local_idx < 64u);
    if (l_60_) {
        uint l_61_ = (local_idx + 64u);
        double l_62_ = shared_memory_3_[min(uint(l_61_), 1023u)];
        uint l_63_ = (local_idx + 64u);
        uint l_64_ = shared_memory_4_[min(uint(l_63_), 1023u)];
        double l_65_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_66_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_67_ = (l_62_ > l_65_);
        bool l_68_ = (l_62_ == l_65_);
        bool l_69_ = (l_64_ < l_66_);
        if (l_68_) {
            local_6 = l_69_;
        } else {
            local_6 = false;
        }
        bool l_70_ = local_6;
        if (!(l_67_)) {
            local_7 = l_70_;
        } else {
            local_7 = true;
        }
        bool l_71_ = local_7;
        double l_72_ = (l_71_ ? l_62_ : l_65_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_72_;
        uint l_73_ = (l_71_ ? l_64_ : l_66_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_73_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_74_ = (local_idx < 32u);
    if (l_74_) {
        uint l_75_ = (local_idx + 32u);
        double l_76_ = shared_memory_3_[min(uint(l_75_), 1023u)];
        uint l_77_ = (local_idx + 32u);
        uint l_78_ = shared_memory_4_[min(uint(l_77_), 1023u)];
        double l_79_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_80_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_81_ = (l_76_ > l_79_);
        bool l_82_ = (l_76_ == l_79_);
        bool l_83_ = (l_78_ < l_80_);
        if (l_82_) {
            local_8 = l_83_;
        } else {
            local_8 = false;
        }
        bool l_84_ = local_8;
        if (!(l_81_)) {
            local_9 = l_84_;
        } else {
            local_9 = true;
        }
        bool l_85_ = local_9;
        double l_86_ = (l_85_ ? l_76_ : l_79_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_86_;
        uint l_87_ = (l_85_ ? l_78_ : l_80_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_87_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_88_ = (local_idx < 16u);
    if (l_88_) {
        uint l_89_ = (local_idx + 16u);
        double l_90_ = shared_memory_3_[min(uint(l_89_), 1023u)];
        uint l_91_ = (local_idx + 16u);
        uint l_92_ = shared_memory_4_[min(uint(l_91_), 1023u)];
        double l_93_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_94_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_95_ = (l_90_ > l_93_);
        bool l_96_ = (l_90_ == l_93_);
        bool l_97_ = (l_92_ < l_94_);
        if (l_96_) {
            local_10 = l_97_;
        } else {
            local_10 = false;
        }
        bool l_98_ = local_10;
        if (!(l_95_)) {
            local_11 = l_98_;
        } else {
            local_11 = true;
        }
        bool l_99_ = local_11;
        double l_100_ = (l_99_ ? l_90_ : l_93_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_100_;
        uint l_101_ = (l_99_ ? l_92_ : l_94_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_101_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_102_ = (local_idx < 8u);
    if (l_102_) {
        uint l_103_ = (local_idx + 8u);
        double l_104_ = shared_memory_3_[min(uint(l_103_), 1023u)];
        uint l_105_ = (local_idx + 8u);
        uint l_106_ = shared_memory_4_[min(uint(l_105_), 1023u)];
        double l_107_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_108_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_109_ = (l_104_ > l_107_);
        bool l_110_ = (l_104_ == l_107_);
        bool l_111_ = (l_106_ < l_108_);
        if (l_110_) {
            local_12 = l_111_;
        } else {
            local_12 = false;
        }
        bool l_112_ = local_12;
        if (!(l_109_)) {
            local_13 = l_112_;
        } else {
            local_13 = true;
        }
        bool l_113_ = local_13;
        double l_114_ = (l_113_ ? l_104_ : l_107_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_114_;
        uint l_115_ = (l_113_ ? l_106_ : l_108_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_115_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_116_ = (local_idx < 4u);
    if (l_116_) {
        uint l_117_ = (local_idx + 4u);
        double l_118_ = shared_memory_3_[min(uint(l_117_), 1023u)];
        uint l_119_ = (local_idx + 4u);
        uint l_120_ = shared_memory_4_[min(uint(l_119_), 1023u)];
        double l_121_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_122_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_123_ = (l_118_ > l_121_);
        bool l_124_ = (l_118_ == l_121_);
        bool l_125_ = (l_120_ < l_122_);
        if (l_124_) {
            local_14 = l_125_;
        } else {
            local_14 = false;
        }
        bool l_126_ = local_14;
        if (!(l_123_)) {
            local_15 = l_126_;
        } else {
            local_15 = true;
        }
        bool l_127_ = local_15;
        double l_128_ = (l_127_ ? l_118_ : l_121_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_128_;
        uint l_129_ = (l_127_ ? l_120_ : l_122_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_129_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_130_ = (local_idx < 2u);
    if (l_130_) {
        uint l_131_ = (local_idx + 2u);
        double l_132_ = shared_memory_3_[min(uint(l_131_), 1023u)];
        uint l_133_ = (local_idx + 2u);
        uint l_134_ = shared_memory_4_[min(uint(l_133_), 1023u)];
        double l_135_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_136_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_137_ = (l_132_ > l_135_);
        bool l_138_ = (l_132_ == l_135_);
        bool l_139_ = (l_134_ < l_136_);
        if (l_138_) {
            local_16 = l_139_;
        } else {
            local_16 = false;
        }
        bool l_140_ = local_16;
        if (!(l_137_)) {
            local_17 = l_140_;
        } else {
            local_17 = true;
        }
        bool l_141_ = local_17;
        double l_142_ = (l_141_ ? l_132_ : l_135_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_142_;
        uint l_143_ = (l_141_ ? l_134_ : l_136_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_143_;
    }
    GroupMemoryBarrierWithGroupSync();
    bool l_144_ = (local_idx < 1u);
    if (l_144_) {
        uint l_145_ = (local_idx + 1u);
        double l_146_ = shared_memory_3_[min(uint(l_145_), 1023u)];
        uint l_147_ = (local_idx + 1u);
        uint l_148_ = shared_memory_4_[min(uint(l_147_), 1023u)];
        double l_149_ = shared_memory_3_[min(uint(local_idx), 1023u)];
        uint l_150_ = shared_memory_4_[min(uint(local_idx), 1023u)];
        bool l_151_ = (l_146_ > l_149_);
        bool l_152_ = (l_146_ == l_149_);
        bool l_153_ = (l_148_ < l_150_);
        if (l_152_) {
            local_18 = l_153_;
        } else {
            local_18 = false;
        }
        bool l_154_ = local_18;
        if (!(l_151_)) {
            local_19 = l_154_;
        } else {
            local_19 = true;
        }
        bool l_155_ = local_19;
        double l_156_ = (l_155_ ? l_146_ : l_149_);
        shared_memory_3_[min(uint(local_idx), 1023u)] = l_156_;
        uint l_157_ = (l_155_ ? l_148_ : l_150_);
        shared_memory_4_[min(uint(local_idx), 1023u)] = l_157_;
    }
    GroupMemoryBarrierWithGroupSync();
    uint l_158_ = shared_memory_4_[0];
    bool l_159_ = (l_158_ != l_2_);
    if (l_159_) {
        l_mut_6_ = local_idx;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            uint _e473 = l_mut_6_;
            bool l_160_ = (_e473 < 32u);
            bool l_161_ = !(l_160_);
            if (l_161_) {
                break;
            }
            uint l_162_ = (l_2_ * 32u);
            uint _e479 = l_mut_6_;
            uint l_163_ = (l_162_ + _e479);
            uint _e484 = asuint(info.Load(0+0));
            uint l_164_ = (_e484 * 32u);
            uint l_3015_ = asuint(info.Load(0+16));
            uint l_3016_ = (l_3015_ * 1u);
            bool l_3017_ = (l_163_ < l_3016_);
            uint l_3018_ = (l_3016_ - 1u);
            uint l_3019_ = min(l_163_, l_3018_);
            double l_3020_ = buffer_0_global.Load<double>(l_3019_*8);
            double l_165_ = (l_3017_ ? l_3020_ : 0.0L);
            uint l_166_ = (l_164_ + l_163_);
            uint l_3022_ = asuint(info.Load(0+16));
            uint l_3023_ = (l_3022_ * 1u);
            bool l_3024_ = (l_166_ < l_3023_);
            uint l_3025_ = (l_3023_ - 1u);
            uint l_3026_ = min(l_166_, l_3025_);
            double l_3027_ = buffer_0_global.Load<double>(l_3026_*8);
            double l_167_ = (l_3024_ ? l_3027_ : 0.0L);
            uint l_168_ = (2u * l_164_);
            uint l_169_ = (l_168_ + l_163_);
            uint l_3029_ = asuint(info.Load(0+16));
            uint l_3030_ = (l_3029_ * 1u);
            bool l_3031_ = (l_169_ < l_3030_);
            uint l_3032_ = (l_3030_ - 1u);
            uint l_3033_ = min(l_169_, l_3032_);
            double l_3034_ = buffer_0_global.Load<double>(l_3033_*8);
            double l_170_ = (l_3031_ ? l_3034_ : 0.0L);
            uint l_171_ = (3u * l_164_);
            uint l_172_ = (l_171_ + l_163_);
            uint l_3036_ = asuint(info.Load(0+16));
            uint l_3037_ = (l_3036_ * 1u);
            bool l_3038_ = (l_172_ < l_3037_);
            uint l_3039_ = (l_3037_ - 1u);
            uint l_3040_ = min(l_172_, l_3039_);
            double l_3041_ = buffer_0_global.Load<double>(l_3040_*8);
            double l_173_ = (l_3038_ ? l_3041_ : 0.0L);
            uint l_174_ = (l_158_ * 32u);
            uint _e556 = l_mut_6_;
            uint l_175_ = (l_174_ + _e556);
            uint _e561 = asuint(info.Load(0+0));
            uint l_176_ = (_e561 * 32u);
            uint l_3043_ = asuint(info.Load(0+16));
            uint l_3044_ = (l_3043_ * 1u);
            bool l_3045_ = (l_175_ < l_3044_);
            uint l_3046_ = (l_3044_ - 1u);
            uint l_3047_ = min(l_175_, l_3046_);
            double l_3048_ = buffer_0_global.Load<double>(l_3047_*8);
            double l_177_ = (l_3045_ ? l_3048_ : 0.0L);
            uint l_178_ = (l_176_ + l_175_);
            uint l_3050_ = asuint(info.Load(0+16));
            uint l_3051_ = (l_3050_ * 1u);
            bool l_3052_ = (l_178_ < l_3051_);
            uint l_3053_ = (l_3051_ - 1u);
            uint l_3054_ = min(l_178_, l_3053_);
            double l_3055_ = buffer_0_global.Load<double>(l_3054_*8);
            double l_179_ = (l_3052_ ? l_3055_ : 0.0L);
            uint l_180_ = (2u * l_176_);
            uint l_181_ = (l_180_ + l_175_);
            uint l_3057_ = asuint(info.Load(0+16));
            uint l_3058_ = (l_3057_ * 1u);
            bool l_3059_ = (l_181_ < l_3058_);
            uint l_3060_ = (l_3058_ - 1u);
            uint l_3061_ = min(l_181_, l_3060_);
            double l_3062_ = buffer_0_global.Load<double>(l_3061_*8);
            double l_182_ = (l_3059_ ? l_3062_ : 0.0L);
            uint l_183_ = (3u * l_176_);
            uint l_184_ = (l_183_ + l_175_);
            uint l_3064_ = asuint(info.Load(0+16));
            uint l_3065_ = (l_3064_ * 1u);
            bool l_3066_ = (l_184_ < l_3065_);
            uint l_3067_ = (l_3065_ - 1u);
            uint l_3068_ = min(l_184_, l_3067_);
            double l_3069_ = buffer_0_global.Load<double>(l_3068_*8);
            double l_185_ = (l_3066_ ? l_3069_ : 0.0L);
            uint _e635 = asuint(info.Load(12+0));
            uint l_186_ = (16u + _e635);
            uint _e637 = l_mut_6_;
            bool l_187_ = (_e637 == l_186_);
            uint _e642 = asuint(info.Load(4+0));
            uint _e646 = asuint(info.Load(8+0));
            uint l_188_ = (_e642 + _e646);
            bool l_189_ = (l_158_ < l_188_);
            uint l_190_ = (16u + l_158_);
            uint _e654 = asuint(info.Load(4+0));
            uint l_191_ = (l_190_ - _e654);
            uint _e656 = l_mut_6_;
            bool l_192_ = (_e656 == l_191_);
            if (l_189_) {
                local_20 = l_192_;
            } else {
                local_20 = false;
            }
            bool l_193_ = local_20;
            double l_194_ = (l_187_ ? 1.0L : 0.0L);
            double l_195_ = (l_193_ ? 1.0L : 0.0L);
            double l_196_ = (l_194_ - l_195_);
            uint l_197_ = (l_2_ * 32u);
            uint _e671 = l_mut_6_;
            uint l_198_ = (l_197_ + _e671);
            uint _e676 = asuint(info.Load(0+0));
            uint l_199_ = (_e676 * 32u);
            double l_200_ = (l_177_ + l_196_);
            double l_201_ = (l_200_ * l_1_);
            double l_202_ = (l_201_ - l_177_);
            double l_203_ = (l_202_ * l_1_);
            double l_204_ = (l_201_ - l_203_);
            double l_205_ = (l_204_ * l_1_);
            double l_206_ = (l_177_ - l_205_);
            double l_207_ = (l_196_ - l_203_);
            double l_208_ = (l_206_ + l_207_);
            double l_209_ = (l_179_ + l_208_);
            double l_210_ = (l_209_ * l_1_);
            double l_211_ = (l_210_ - l_179_);
            double l_212_ = (l_211_ * l_1_);
            double l_213_ = (l_210_ - l_212_);
            double l_214_ = (l_213_ * l_1_);
            double l_215_ = (l_179_ - l_214_);
            double l_216_ = (l_208_ - l_212_);
            double l_217_ = (l_215_ + l_216_);
            double l_218_ = (l_182_ + l_217_);
            double l_219_ = (l_218_ * l_1_);
            double l_220_ = (l_219_ - l_182_);
            double l_221_ = (l_220_ * l_1_);
            double l_222_ = (l_219_ - l_221_);
            double l_223_ = (l_222_ * l_1_);
            double l_224_ = (l_182_ - l_223_);
            double l_225_ = (l_217_ - l_221_);
            double l_226_ = (l_224_ + l_225_);
            double l_227_ = (l_185_ + l_226_);
            double l_228_ = (l_227_ * l_1_);
            double l_229_ = (l_228_ - l_185_);
            double l_230_ = (l_229_ * l_1_);
            double l_231_ = (l_228_ - l_230_);
            double l_232_ = (l_231_ * l_1_);
            double l_233_ = (l_185_ - l_232_);
            double l_234_ = (l_226_ - l_230_);
            double l_235_ = (l_233_ + l_234_);
            double l_236_ = (l_228_ + l_235_);
            double l_237_ = (l_236_ * l_1_);
            double l_238_ = (l_237_ - l_228_);
            double l_239_ = (l_238_ * l_1_);
            double l_240_ = (l_235_ - l_239_);
            double l_241_ = (l_219_ + l_237_);
            double l_242_ = (l_241_ * l_1_);
            double l_243_ = (l_242_ - l_219_);
            double l_244_ = (l_243_ * l_1_);
            double l_245_ = (l_237_ - l_244_);
            double l_246_ = (l_210_ + l_242_);
            double l_247_ = (l_246_ * l_1_);
            double l_248_ = (l_247_ - l_210_);
            double l_249_ = (l_248_ * l_1_);
            double l_250_ = (l_242_ - l_249_);
            double l_251_ = (l_201_ + l_247_);
            double l_252_ = (l_251_ * l_1_);
            double l_253_ = (l_252_ - l_201_);
            double l_254_ = (l_253_ * l_1_);
            double l_255_ = (l_247_ - l_254_);
            l_mut_5_ = 0.0L;
            l_mut_256_ = 0.0L;
            l_mut_257_ = 0.0L;
            l_mut_258_ = 0.0L;
            l_mut_259_ = l_252_;
            l_mut_260_ = 0u;
            double _e740 = l_mut_259_;
            double l_261_ = (_e740 + l_255_);
            double l_262_ = (l_261_ * l_1_);
            double _e743 = l_mut_259_;
            double l_263_ = (l_262_ - _e743);
            double l_264_ = (l_263_ * l_1_);
            double l_265_ = (l_255_ - l_264_);
            uint _e747 = l_mut_260_;
            bool l_266_ = (_e747 < 3u);
            bool l_267_ = (l_265_ != 0.0L);
            if (l_266_) {
                local_21 = l_267_;
            } else {
                local_21 = false;
            }
            bool l_268_ = local_21;
            uint _e756 = l_mut_260_;
            bool l_269_ = (_e756 == 0u);
            if (l_268_) {
                local_22 = l_269_;
            } else {
                local_22 = false;
            }
            bool l_270_ = local_22;
            double _e763 = l_mut_5_;
            double l_271_ = (l_270_ ? l_262_ : _e763);
            l_mut_5_ = l_271_;
            uint _e765 = l_mut_260_;
            bool l_272_ = (_e765 == 1u);
            if (l_268_) {
                local_23 = l_272_;
            } else {
                local_23 = false;
            }
            bool l_273_ = local_23;
            double _e772 = l_mut_256_;
            double l_274_ = (l_273_ ? l_262_ : _e772);
            l_mut_256_ = l_274_;
            uint _e774 = l_mut_260_;
            bool l_275_ = (_e774 == 2u);
            if (l_268_) {
                local_24 = l_275_;
            } else {
                local_24 = false;
            }
            bool l_276_ = local_24;
            double _e781 = l_mut_257_;
            double l_277_ = (l_276_ ? l_262_ : _e781);
            l_mut_257_ = l_277_;
            double l_278_ = (l_268_ ? l_265_ : l_262_);
            double _e784 = l_mut_259_;
            double l_279_ = (_e784 + l_255_);
            double l_280_ = (l_266_ ? l_278_ : l_279_);
            l_mut_259_ = l_280_;
            uint l_281_ = uint(l_268_);
            uint _e788 = l_mut_260_;
            l_mut_260_ = (_e788 + l_281_);
            double _e790 = l_mut_259_;
            double l_282_ = (_e790 + l_250_);
            double l_283_ = (l_282_ * l_1_);
            double _e793 = l_mut_259_;
            double l_284_ = (l_283_ - _e793);
            double l_285_ = (l_284_ * l_1_);
            double l_286_ = (l_250_ - l_285_);
            uint _e797 = l_mut_260_;
            bool l_287_ = (_e797 < 3u);
            bool l_288_ = (l_286_ != 0.0L);
            if (l_287_) {
                local_25 = l_288_;
            } else {
                local_25 = false;
            }
            bool l_289_ = local_25;
            uint _e806 = l_mut_260_;
            bool l_290_ = (_e806 == 0u);
            if (l_289_) {
                local_26 = l_290_;
            } else {
                local_26 = false;
            }
            bool l_291_ = local_26;
            double _e813 = l_mut_5_;
            double l_292_ = (l_291_ ? l_283_ : _e813);
            l_mut_5_ = l_292_;
            uint _e815 = l_mut_260_;
            bool l_293_ = (_e815 == 1u);
            if (l_289_) {
                local_27 = l_293_;
            } else {
                local_27 = false;
            }
            bool l_294_ = local_27;
            double _e822 = l_mut_256_;
            double l_295_ = (l_294_ ? l_283_ : _e822);
            l_mut_256_ = l_295_;
            uint _e824 = l_mut_260_;
            bool l_296_ = (_e824 == 2u);
            if (l_289_) {
                local_28 = l_296_;
            } else {
                local_28 = false;
            }
            bool l_297_ = local_28;
            double _e831 = l_mut_257_;
            double l_298_ = (l_297_ ? l_283_ : _e831);
            l_mut_257_ = l_298_;
            double l_299_ = (l_289_ ? l_286_ : l_283_);
            double _e834 = l_mut_259_;
            double l_300_ = (_e834 + l_250_);
            double l_301_ = (l_287_ ? l_299_ : l_300_);
            l_mut_259_ = l_301_;
            uint l_302_ = uint(l_289_);
            uint _e838 = l_mut_260_;
            l_mut_260_ = (_e838 + l_302_);
            double _e840 = l_mut_259_;
            double l_303_ = (_e840 + l_245_);
            double l_304_ = (l_303_ * l_1_);
            double _e843 = l_mut_259_;
            double l_305_ = (l_304_ - _e843);
            double l_306_ = (l_305_ * l_1_);
            double l_307_ = (l_245_ - l_306_);
            uint _e847 = l_mut_260_;
            bool l_308_ = (_e847 < 3u);
            bool l_309_ = (l_307_ != 0.0L);
            if (l_308_) {
                local_29 = l_309_;
            } else {
                local_29 = false;
            }
            bool l_310_ = local_29;
            uint _e856 = l_mut_260_;
            bool l_311_ = (_e856 == 0u);
            if (l_310_) {
                local_30 = l_311_;
            } else {
                local_30 = false;
            }
            bool l_312_ = local_30;
            double _e863 = l_mut_5_;
            double l_313_ = (l_312_ ? l_304_ : _e863);
            l_mut_5_ = l_313_;
            uint _e865 = l_mut_260_;
            bool l_314_ = (_e865 == 1u);
            if (l_310_) {
                local_31 = l_314_;
            } else {
                local_31 = false;
            }
            bool l_315_ = local_31;
            double _e872 = l_mut_256_;
            double l_316_ = (l_315_ ? l_304_ : _e872);
            l_mut_256_ = l_316_;
            uint _e874 = l_mut_260_;
            bool l_317_ = (_e874 == 2u);
            if (l_310_) {
                local_32 = l_317_;
            } else {
                local_32 = false;
            }
            bool l_318_ = local_32;
            double _e881 = l_mut_257_;
            double l_319_ = (l_318_ ? l_304_ : _e881);
            l_mut_257_ = l_319_;
            double l_320_ = (l_310_ ? l_307_ : l_304_);
            double _e884 = l_mut_259_;
            double l_321_ = (_e884 + l_245_);
            double l_322_ = (l_308_ ? l_320_ : l_321_);
            l_mut_259_ = l_322_;
            uint l_323_ = uint(l_310_);
            uint _e888 = l_mut_260_;
            l_mut_260_ = (_e888 + l_323_);
            double _e890 = l_mut_259_;
            double l_324_ = (_e890 + l_240_);
            double l_325_ = (l_324_ * l_1_);
            double _e893 = l_mut_259_;
            double l_326_ = (l_325_ - _e893);
            double l_327_ = (l_326_ * l_1_);
            double l_328_ = (l_240_ - l_327_);
            uint _e897 = l_mut_260_;
            bool l_329_ = (_e897 < 3u);
            bool l_330_ = (l_328_ != 0.0L);
            if (l_329_) {
                local_33 = l_330_;
            } else {
                local_33 = false;
            }
            bool l_331_ = local_33;
            uint _e906 = l_mut_260_;
            bool l_332_ = (_e906 == 0u);
            if (l_331_) {
                local_34 = l_332_;
            } else {
                local_34 = false;
            }
            bool l_333_ = local_34;
            double _e913 = l_mut_5_;
            double l_334_ = (l_333_ ? l_325_ : _e913);
            l_mut_5_ = l_334_;
            uint _e915 = l_mut_260_;
            bool l_335_ = (_e915 == 1u);
            if (l_331_) {
                local_35 = l_335_;
            } else {
                local_35 = false;
            }
            bool l_336_ = local_35;
            double _e922 = l_mut_256_;
            double l_337_ = (l_336_ ? l_325_ : _e922);
            l_mut_256_ = l_337_;
            uint _e924 = l_mut_260_;
            bool l_338_ = (_e924 == 2u);
            if (l_331_) {
                local_36 = l_338_;
            } else {
                local_36 = false;
            }
            bool l_339_ = local_36;
            double _e931 = l_mut_257_;
            double l_340_ = (l_339_ ? l_325_ : _e931);
            l_mut_257_ = l_340_;
            double l_341_ = (l_331_ ? l_328_ : l_325_);
            double _e934 = l_mut_259_;
            double l_342_ = (_e934 + l_240_);
            double l_343_ = (l_329_ ? l_341_ : l_342_);
            l_mut_259_ = l_343_;
            uint l_344_ = uint(l_331_);
            uint _e938 = l_mut_260_;
            l_mut_260_ = (_e938 + l_344_);
            uint _e940 = l_mut_260_;
            bool l_345_ = (_e940 == 0u);
            double _e943 = l_mut_5_;
            double _e944 = l_mut_259_;
            double l_346_ = (l_345_ ? _e944 : _e943);
            l_mut_5_ = l_346_;
            uint _e946 = l_mut_260_;
            bool l_347_ = (_e946 == 1u);
            double _e949 = l_mut_256_;
            double _e950 = l_mut_259_;
            double l_348_ = (l_347_ ? _e950 : _e949);
            l_mut_256_ = l_348_;
            uint _e952 = l_mut_260_;
            bool l_349_ = (_e952 == 2u);
            double _e955 = l_mut_257_;
            double _e956 = l_mut_259_;
            double l_350_ = (l_349_ ? _e956 : _e955);
            l_mut_257_ = l_350_;
            uint _e958 = l_mut_260_;
            bool l_351_ = (_e958 == 3u);
            double _e961 = l_mut_258_;
            double _e962 = l_mut_259_;
            double l_352_ = (l_351_ ? _e962 : _e961);
            l_mut_258_ = l_352_;
            uint l_3071_ = asuint(info.Load(0+16));
            uint l_3072_ = (l_3071_ * 1u);
            bool l_3073_ = (l_198_ < l_3072_);
            if (l_3073_) {
                double _e973 = l_mut_5_;
                buffer_0_global.Store(l_198_*8, _e973);
            }
            uint l_353_ = (l_199_ + l_198_);
            uint l_3074_ = asuint(info.Load(0+16));
            uint l_3075_ = (l_3074_ * 1u);
            bool l_3076_ = (l_353_ < l_3075_);
            if (l_3076_) {
                double _e984 = l_mut_256_;
                buffer_0_global.Store(l_353_*8, _e984);
            }
            uint l_354_ = (2u * l_199_);
            uint l_355_ = (l_354_ + l_198_);
            uint l_3077_ = asuint(info.Load(0+16));
            uint l_3078_ = (l_3077_ * 1u);
            bool l_3079_ = (l_355_ < l_3078_);
            if (l_3079_) {
                double _e997 = l_mut_257_;
                buffer_0_global.Store(l_355_*8, _e997);
            }
            uint l_356_ = (3u * l_199_);
            uint l_357_ = (l_356_ + l_198_);
            uint l_3080_ = asuint(info.Load(0+16));
            uint l_3081_ = (l_3080_ * 1u);
            bool l_3082_ = (l_357_ < l_3081_);
            if (l_3082_) {
                double _e1010 = l_mut_258_;
                buffer_0_global.Store(l_357_*8, _e1010);
            }
            uint l_358_ = (l_158_ * 32u);
            uint _e1013 = l_mut_6_;
            uint l_359_ = (l_358_ + _e1013);
            uint _e1018 = asuint(info.Load(0+0));
            uint l_360_ = (_e1018 * 32u);
            double l_361_ = -(l_196_);
            double l_362_ = (l_165_ + l_361_);
            double l_363_ = (l_362_ * l_1_);
            double l_364_ = (l_363_ - l_165_);
            double l_365_ = (l_364_ * l_1_);
            double l_366_ = (l_363_ - l_365_);
            double l_367_ = (l_366_ * l_1_);
            double l_368_ = (l_165_ - l_367_);
            double l_369_ = (l_361_ - l_365_);
            double l_370_ = (l_368_ + l_369_);
            double l_371_ = (l_167_ + l_370_);
            double l_372_ = (l_371_ * l_1_);
            double l_373_ = (l_372_ - l_167_);
            double l_374_ = (l_373_ * l_1_);
            double l_375_ = (l_372_ - l_374_);
            double l_376_ = (l_375_ * l_1_);
            double l_377_ = (l_167_ - l_376_);
            double l_378_ = (l_370_ - l_374_);
            double l_379_ = (l_377_ + l_378_);
            double l_380_ = (l_170_ + l_379_);
            double l_381_ = (l_380_ * l_1_);
            double l_382_ = (l_381_ - l_170_);
            double l_383_ = (l_382_ * l_1_);
            double l_384_ = (l_381_ - l_383_);
            double l_385_ = (l_384_ * l_1_);
            double l_386_ = (l_170_ - l_385_);
            double l_387_ = (l_379_ - l_383_);
            double l_388_ = (l_386_ + l_387_);
            double l_389_ = (l_173_ + l_388_);
            double l_390_ = (l_389_ * l_1_);
            double l_391_ = (l_390_ - l_173_);
            double l_392_ = (l_391_ * l_1_);
            double l_393_ = (l_390_ - l_392_);
            double l_394_ = (l_393_ * l_1_);
            double l_395_ = (l_173_ - l_394_);
            double l_396_ = (l_388_ - l_392_);
            double l_397_ = (l_395_ + l_396_);
            double l_398_ = (l_390_ + l_397_);
            double l_399_ = (l_398_ * l_1_);
            double l_400_ = (l_399_ - l_390_);
            double l_401_ = (l_400_ * l_1_);
            double l_402_ = (l_397_ - l_401_);
            double l_403_ = (l_381_ + l_399_);
            double l_404_ = (l_403_ * l_1_);
            double l_405_ = (l_404_ - l_381_);
            double l_406_ = (l_405_ * l_1_);
            double l_407_ = (l_399_ - l_406_);
            double l_408_ = (l_372_ + l_404_);
            double l_409_ = (l_408_ * l_1_);
            double l_410_ = (l_409_ - l_372_);
            double l_411_ = (l_410_ * l_1_);
            double l_412_ = (l_404_ - l_411_);
            double l_413_ = (l_363_ + l_409_);
            double l_414_ = (l_413_ * l_1_);
            double l_415_ = (l_414_ - l_363_);
            double l_416_ = (l_415_ * l_1_);
            double l_417_ = (l_409_ - l_416_);
            l_mut_259_ = 0.0L;
            l_mut_258_ = 0.0L;
            l_mut_257_ = 0.0L;
            l_mut_256_ = 0.0L;
            l_mut_5_ = l_414_;
            l_mut_260_ = 0u;
            double _e1083 = l_mut_5_;
            double l_418_ = (_e1083 + l_417_);
            double l_419_ = (l_418_ * l_1_);
            double _e1086 = l_mut_5_;
            double l_420_ = (l_419_ - _e1086);
            double l_421_ = (l_420_ * l_1_);
            double l_422_ = (l_417_ - l_421_);
            uint _e1090 = l_mut_260_;
            bool l_423_ = (_e1090 < 3u);
            bool l_424_ = (l_422_ != 0.0L);
            if (l_423_) {
                local_37 = l_424_;
            } else {
                local_37 = false;
            }
            bool l_425_ = local_37;
            uint _e1099 = l_mut_260_;
            bool l_426_ = (_e1099 == 0u);
            if (l_425_) {
                local_38 = l_426_;
            } else {
                local_38 = false;
            }
            bool l_427_ = local_38;
            double _e1106 = l_mut_259_;
            double l_428_ = (l_427_ ? l_419_ : _e1106);
            l_mut_259_ = l_428_;
            uint _e1108 = l_mut_260_;
            bool l_429_ = (_e1108 == 1u);
            if (l_425_) {
                local_39 = l_429_;
            } else {
                local_39 = false;
            }
            bool l_430_ = local_39;
            double _e1115 = l_mut_258_;
            double l_431_ = (l_430_ ? l_419_ : _e1115);
            l_mut_258_ = l_431_;
            uint _e1117 = l_mut_260_;
            bool l_432_ = (_e1117 == 2u);
            if (l_425_) {
                local_40 = l_432_;
            } else {
                local_40 = false;
            }
            bool l_433_ = local_40;
            double _e1124 = l_mut_257_;
            double l_434_ = (l_433_ ? l_419_ : _e1124);
            l_mut_257_ = l_434_;
            double l_435_ = (l_425_ ? l_422_ : l_419_);
            double _e1127 = l_mut_5_;
            double l_436_ = (_e1127 + l_417_);
            double l_437_ = (l_423_ ? l_435_ : l_436_);
            l_mut_5_ = l_437_;
            uint l_438_ = uint(l_425_);
            uint _e1131 = l_mut_260_;
            l_mut_260_ = (_e1131 + l_438_);
            double _e1133 = l_mut_5_;
            double l_439_ = (_e1133 + l_412_);
            double l_440_ = (l_439_ * l_1_);
            double _e1136 = l_mut_5_;
            double l_441_ = (l_440_ - _e1136);
            double l_442_ = (l_441_ * l_1_);
            double l_443_ = (l_412_ - l_442_);
            uint _e1140 = l_mut_260_;
            bool l_444_ = (_e1140 < 3u);
            bool l_445_ = (l_443_ != 0.0L);
            if (l_444_) {
                local_41 = l_445_;
            } else {
                local_41 = false;
            }
            bool l_446_ = local_41;
            uint _e1149 = l_mut_260_;
            bool l_447_ = (_e1149 == 0u);
            if (l_446_) {
                local_42 = l_447_;
            } else {
                local_42 = false;
            }
            bool l_448_ = local_42;
            double _e1156 = l_mut_259_;
            double l_449_ = (l_448_ ? l_440_ : _e1156);
            l_mut_259_ = l_449_;
            uint _e1158 = l_mut_260_;
            bool l_450_ = (_e1158 == 1u);
            if (l_446_) {
                local_43 = l_450_;
            } else {
                local_43 = false;
            }
            bool l_451_ = local_43;
            double _e1165 = l_mut_258_;
            double l_452_ = (l_451_ ? l_440_ : _e1165);
            l_mut_258_ = l_452_;
            uint _e1167 = l_mut_260_;
            bool l_453_ = (_e1167 == 2u);
            if (l_446_) {
                local_44 = l_453_;
            } else {
                local_44 = false;
            }
            bool l_454_ = local_44;
            double _e1174 = l_mut_257_;
            double l_455_ = (l_454_ ? l_440_ : _e1174);
            l_mut_257_ = l_455_;
            double l_456_ = (l_446_ ? l_443_ : l_440_);
            double _e1177 = l_mut_5_;
            double l_457_ = (_e1177 + l_412_);
            double l_458_ = (l_444_ ? l_456_ : l_457_);
            l_mut_5_ = l_458_;
            uint l_459_ = uint(l_446_);
            uint _e1181 = l_mut_260_;
            l_mut_260_ = (_e1181 + l_459_);
            double _e1183 = l_mut_5_;
            double l_460_ = (_e1183 + l_407_);
            double l_461_ = (l_460_ * l_1_);
            double _e1186 = l_mut_5_;
            double l_462_ = (l_461_ - _e1186);
            double l_463_ = (l_462_ * l_1_);
            double l_464_ = (l_407_ - l_463_);
            uint _e1190 = l_mut_260_;
            bool l_465_ = (_e1190 < 3u);
            bool l_466_ = (l_464_ != 0.0L);
            if (l_465_) {
                local_45 = l_466_;
            } else {
                local_45 = false;
            }
            bool l_467_ = local_45;
            uint _e1199 = l_mut_260_;
            bool l_468_ = (_e1199 == 0u);
            if (l_467_) {
                local_46 = l_468_;
            } else {
                local_46 = false;
            }
            bool l_469_ = local_46;
            double _e1206 = l_mut_259_;
            double l_470_ = (l_469_ ? l_461_ : _e1206);
            l_mut_259_ = l_470_;
            uint _e1208 = l_mut_260_;
            bool l_471_ = (_e1208 == 1u);
            if (l_467_) {
                local_47 = l_471_;
            } else {
                local_47 = false;
            }
            bool l_472_ = local_47;
            double _e1215 = l_mut_258_;
            double l_473_ = (l_472_ ? l_461_ : _e1215);
            l_mut_258_ = l_473_;
            uint _e1217 = l_mut_260_;
            bool l_474_ = (_e1217 == 2u);
            if (l_467_) {
                local_48 = l_474_;
            } else {
                local_48 = false;
            }
            bool l_475_ = local_48;
            double _e1224 = l_mut_257_;
            double l_476_ = (l_475_ ? l_461_ : _e1224);
            l_mut_257_ = l_476_;
            double l_477_ = (l_467_ ? l_464_ : l_461_);
            double _e1227 = l_mut_5_;
            double l_478_ = (_e1227 + l_407_);
            double l_479_ = (l_465_ ? l_477_ : l_478_);
            l_mut_5_ = l_479_;
            uint l_480_ = uint(l_467_);
            uint _e1231 = l_mut_260_;
            l_mut_260_ = (_e1231 + l_480_);
            double _e1233 = l_mut_5_;
            double l_481_ = (_e1233 + l_402_);
            double l_482_ = (l_481_ * l_1_);
            double _e1236 = l_mut_5_;
            double l_483_ = (l_482_ - _e1236);
            double l_484_ = (l_483_ * l_1_);
            double l_485_ = (l_402_ - l_484_);
            uint _e1240 = l_mut_260_;
            bool l_486_ = (_e1240 < 3u);
            bool l_487_ = (l_485_ != 0.0L);
            if (l_486_) {
                local_49 = l_487_;
            } else {
                local_49 = false;
            }
            bool l_488_ = local_49;
            uint _e1249 = l_mut_260_;
            bool l_489_ = (_e1249 == 0u);
            if (l_488_) {
                local_50 = l_489_;
            } else {
                local_50 = false;
            }
            bool l_490_ = local_50;
            double _e1256 = l_mut_259_;
            double l_491_ = (l_490_ ? l_482_ : _e1256);
            l_mut_259_ = l_491_;
            uint _e1258 = l_mut_260_;
            bool l_492_ = (_e1258 == 1u);
            if (l_488_) {
                local_51 = l_492_;
            } else {
                local_51 = false;
            }
            bool l_493_ = local_51;
            double _e1265 = l_mut_258_;
            double l_494_ = (l_493_ ? l_482_ : _e1265);
            l_mut_258_ = l_494_;
            uint _e1267 = l_mut_260_;
            bool l_495_ = (_e1267 == 2u);
            if (l_488_) {
                local_52 = l_495_;
            } else {
                local_52 = false;
            }
            bool l_496_ = local_52;
            double _e1274 = l_mut_257_;
            double l_497_ = (l_496_ ? l_482_ : _e1274);
            l_mut_257_ = l_497_;
            double l_498_ = (l_488_ ? l_485_ : l_482_);
            double _e1277 = l_mut_5_;
            double l_499_ = (_e1277 + l_402_);
            double l_500_ = (l_486_ ? l_498_ : l_499_);
            l_mut_5_ = l_500_;
            uint l_501_ = uint(l_488_);
            uint _e1281 = l_mut_260_;
            l_mut_260_ = (_e1281 + l_501_);
            uint _e1283 = l_mut_260_;
            bool l_502_ = (_e1283 == 0u);
            double _e1286 = l_mut_259_;
            double _e1287 = l_mut_5_;
            double l_503_ = (l_502_ ? _e1287 : _e1286);
            l_mut_259_ = l_503_;
            uint _e1289 = l_mut_260_;
            bool l_504_ = (_e1289 == 1u);
            double _e1292 = l_mut_258_;
            double _e1293 = l_mut_5_;
            double l_505_ = (l_504_ ? _e1293 : _e1292);
            l_mut_258_ = l_505_;
            uint _e1295 = l_mut_260_;
            bool l_506_ = (_e1295 == 2u);
            double _e1298 = l_mut_257_;
            double _e1299 = l_mut_5_;
            double l_507_ = (l_506_ ? _e1299 : _e1298);
            l_mut_257_ = l_507_;
            uint _e1301 = l_mut_260_;
            bool l_508_ = (_e1301 == 3u);
            double _e1304 = l_mut_256_;
            double _e1305 = l_mut_5_;
            double l_509_ = (l_508_ ? _e1305 : _e1304);
            l_mut_256_ = l_509_;
            uint l_3083_ = asuint(info.Load(0+16));
            uint l_3084_ = (l_3083_ * 1u);
            bool l_3085_ = (l_359_ < l_3084_);
            if (l_3085_) {
                double _e1316 = l_mut_259_;
                buffer_0_global.Store(l_359_*8, _e1316);
            }
            uint l_510_ = (l_360_ + l_359_);
            uint l_3086_ = asuint(info.Load(0+16));
            uint l_3087_ = (l_3086_ * 1u);
            bool l_3088_ = (l_510_ < l_3087_);
            if (l_3088_) {
                double _e1327 = l_mut_258_;
                buffer_0_global.Store(l_510_*8, _e1327);
            }
            uint l_511_ = (2u * l_360_);
            uint l_512_ = (l_511_ + l_359_);
            uint l_3089_ = asuint(info.Load(0+16));
            uint l_3090_ = (l_3089_ * 1u);
            bool l_3091_ = (l_512_ < l_3090_);
            if (l_3091_) {
                double _e1340 = l_mut_257_;
                buffer_0_global.Store(l_512_*8, _e1340);
            }
            uint l_513_ = (3u * l_360_);
            uint l_514_ = (l_513_ + l_359_);
            uint l_3092_ = asuint(info.Load(0+16));
            uint l_3093_ = (l_3092_ * 1u);
            bool l_3094_ = (l_514_ < l_3093_);
            if (l_3094_) {
                double _e1353 = l_mut_256_;
                buffer_0_global.Store(l_514_*8, _e1353);
            }
            uint _e1354 = l_mut_6_;
            l_mut_6_ = (_e1354 + 1024u);
        }
    }
    bool l_515_ = (local_idx == 0u);
    if (l_515_) {
        uint l_3095_ = asuint(info.Load(4+16));
        uint l_3096_ = (l_3095_ * 1u);
        uint _e1368 = asuint(info.Load(12+0));
        bool l_3097_ = (_e1368 < l_3096_);
        if (l_3097_) {
            uint _e1374 = asuint(info.Load(12+0));
            buffer_1_global.Store(_e1374*4, asuint(l_158_));
        }
    }
    DeviceMemoryBarrierWithGroupSync();
    uint l_516_ = (l_2_ * 32u);
    uint _e1381 = asuint(info.Load(12+0));
    uint l_517_ = (l_516_ + _e1381);
    uint _e1386 = asuint(info.Load(0+0));
    uint l_518_ = (_e1386 * 32u);
    uint l_2980_ = asuint(info.Load(0+16));
    uint l_2981_ = (l_2980_ * 1u);
    bool l_2982_ = (l_517_ < l_2981_);
    uint l_2983_ = (l_2981_ - 1u);
    uint l_2984_ = min(l_517_, l_2983_);
    double l_2985_ = buffer_0_global.Load<double>(l_2984_*8);
    double l_519_ = (l_2982_ ? l_2985_ : 0.0L);
    uint l_520_ = (l_518_ + l_517_);
    uint l_2987_ = asuint(info.Load(0+16));
    uint l_2988_ = (l_2987_ * 1u);
    bool l_2989_ = (l_520_ < l_2988_);
    uint l_2990_ = (l_2988_ - 1u);
    uint l_2991_ = min(l_520_, l_2990_);
    double l_2992_ = buffer_0_global.Load<double>(l_2991_*8);
    double l_521_ = (l_2989_ ? l_2992_ : 0.0L);
    uint l_522_ = (2u * l_518_);
    uint l_523_ = (l_522_ + l_517_);
    uint l_2994_ = asuint(info.Load(0+16));
    uint l_2995_ = (l_2994_ * 1u);
    bool l_2996_ = (l_523_ < l_2995_);
    uint l_2997_ = (l_2995_ - 1u);
    uint l_2998_ = min(l_523_, l_2997_);
    double l_2999_ = buffer_0_global.Load<double>(l_2998_*8);
    double l_524_ = (l_2996_ ? l_2999_ : 0.0L);
    uint l_525_ = (3u * l_518_);
    uint l_526_ = (l_525_ + l_517_);
    uint l_3001_ = asuint(info.Load(0+16));
    uint l_3002_ = (l_3001_ * 1u);
    bool l_3003_ = (l_526_ < l_3002_);
    uint l_3004_ = (l_3002_ - 1u);
    uint l_3005_ = min(l_526_, l_3004_);
    double l_3006_ = buffer_0_global.Load<double>(l_3005_*8);
    double l_527_ = (l_3003_ ? l_3006_ : 0.0L);
    uint _e1459 = asuint(info.Load(12+0));
    uint l_528_ = (_e1459 + 1u);
    uint l_529_ = (l_528_ + local_idx);
    l_mut_260_ = l_529_;
    uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
    while(true) {
        if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
        loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
        uint _e1463 = l_mut_260_;
        bool l_530_ = (_e1463 < 32u);
        bool l_531_ = !(l_530_);
        if (l_531_) {
            break;
        }
        uint l_532_ = (l_2_ * 32u);
        uint _e1469 = l_mut_260_;
        uint l_533_ = (l_532_ + _e1469);
        uint _e1474 = asuint(info.Load(0+0));
        uint l_534_ = (_e1474 * 32u);
        uint l_3098_ = asuint(info.Load(0+16));
        uint l_3099_ = (l_3098_ * 1u);
        bool l_3100_ = (l_533_ < l_3099_);
        uint l_3101_ = (l_3099_ - 1u);
        uint l_3102_ = min(l_533_, l_3101_);
        double l_3103_ = buffer_0_global.Load<double>(l_3102_*8);
        double l_535_ = (l_3100_ ? l_3103_ : 0.0L);
        uint l_536_ = (l_534_ + l_533_);
        uint l_3105_ = asuint(info.Load(0+16));
        uint l_3106_ = (l_3105_ * 1u);
        bool l_3107_ = (l_536_ < l_3106_);
        uint l_3108_ = (l_3106_ - 1u);
        uint l_3109_ = min(l_536_, l_3108_);
        double l_3110_ = buffer_0_global.Load<double>(l_3109_*8);
        double l_537_ = (l_3107_ ? l_3110_ : 0.0L);
        uint l_538_ = (2u * l_534_);
        uint l_539_ = (l_538_ + l_533_);
        uint l_3112_ = asuint(info.Load(0+16));
        uint l_3113_ = (l_3112_ * 1u);
        bool l_3114_ = (l_539_ < l_3113_);
        uint l_3115_ = (l_3113_ - 1u);
        uint l_3116_ = min(l_539_, l_3115_);
        double l_3117_ = buffer_0_global.Load<double>(l_3116_*8);
        double l_540_ = (l_3114_ ? l_3117_ : 0.0L);
        uint l_541_ = (3u * l_534_);
        uint l_542_ = (l_541_ + l_533_);
        uint l_3119_ = asuint(info.Load(0+16));
        uint l_3120_ = (l_3119_ * 1u);
        bool l_3121_ = (l_542_ < l_3120_);
        uint l_3122_ = (l_3120_ - 1u);
        uint l_3123_ = min(l_542_, l_3122_);
        double l_3124_ = buffer_0_global.Load<double>(l_3123_*8);
        double l_543_ = (l_3121_ ? l_3124_ : 0.0L);
        uint l_544_ = (l_2_ * 32u);
        uint _e1546 = l_mut_260_;
        uint l_545_ = (l_544_ + _e1546);
        uint _e1551 = asuint(info.Load(0+0));
        uint l_546_ = (_e1551 * 32u);
        double l_547_ = (1.0L / l_519_);
        double l_548_ = (l_535_ * l_547_);
        double l_549_ = (l_519_ * l_548_);
        double l_550_ = (l_549_ * l_1_);
        double l_551_ = (l_0_ * l_519_);
        double l_552_ = (l_551_ * l_1_);
        double l_553_ = (l_552_ - l_519_);
        double l_554_ = (l_553_ * l_1_);
        double l_555_ = (l_552_ - l_554_);
        double l_556_ = (l_519_ - l_555_);
        double l_557_ = (l_0_ * l_548_);
        double l_558_ = (l_557_ * l_1_);
        double l_559_ = (l_558_ - l_548_);
        double l_560_ = (l_559_ * l_1_);
        double l_561_ = (l_558_ - l_560_);
        double l_562_ = (l_548_ - l_561_);
        double l_563_ = (l_555_ * l_561_);
        double l_564_ = (l_563_ - l_550_);
        double l_565_ = (l_555_ * l_562_);
        double l_566_ = (l_564_ + l_565_);
        double l_567_ = (l_556_ * l_561_);
        double l_568_ = (l_566_ + l_567_);
        double l_569_ = (l_556_ * l_562_);
        double l_570_ = (l_568_ + l_569_);
        double l_571_ = (l_521_ * l_548_);
        double l_572_ = (l_571_ * l_1_);
        double l_573_ = (l_0_ * l_521_);
        double l_574_ = (l_573_ * l_1_);
        double l_575_ = (l_574_ - l_521_);
        double l_576_ = (l_575_ * l_1_);
        double l_577_ = (l_574_ - l_576_);
        double l_578_ = (l_521_ - l_577_);
        double l_579_ = (l_0_ * l_548_);
        double l_580_ = (l_579_ * l_1_);
        double l_581_ = (l_580_ - l_548_);
        double l_582_ = (l_581_ * l_1_);
        double l_583_ = (l_580_ - l_582_);
        double l_584_ = (l_548_ - l_583_);
        double l_585_ = (l_577_ * l_583_);
        double l_586_ = (l_585_ - l_572_);
        double l_587_ = (l_577_ * l_584_);
        double l_588_ = (l_586_ + l_587_);
        double l_589_ = (l_578_ * l_583_);
        double l_590_ = (l_588_ + l_589_);
        double l_591_ = (l_578_ * l_584_);
        double l_592_ = (l_590_ + l_591_);
        double l_593_ = (l_524_ * l_548_);
        double l_594_ = (l_593_ * l_1_);
        double l_595_ = (l_0_ * l_524_);
        double l_596_ = (l_595_ * l_1_);
        double l_597_ = (l_596_ - l_524_);
        double l_598_ = (l_597_ * l_1_);
        double l_599_ = (l_596_ - l_598_);
        double l_600_ = (l_524_ - l_599_);
        double l_601_ = (l_0_ * l_548_);
        double l_602_ = (l_601_ * l_1_);
        double l_603_ = (l_602_ - l_548_);
        double l_604_ = (l_603_ * l_1_);
        double l_605_ = (l_602_ - l_604_);
        double l_606_ = (l_548_ - l_605_);
        double l_607_ = (l_599_ * l_605_);
        double l_608_ = (l_607_ - l_594_);
        double l_609_ = (l_599_ * l_606_);
        double l_610_ = (l_608_ + l_609_);
        double l_611_ = (l_600_ * l_605_);
        double l_612_ = (l_610_ + l_611_);
        double l_613_ = (l_600_ * l_606_);
        double l_614_ = (l_612_ + l_613_);
        double l_615_ = (l_527_ * l_548_);
        double l_616_ = (l_570_ + l_572_);
        double l_617_ = (l_616_ * l_1_);
        double l_618_ = (l_617_ - l_570_);
        double l_619_ = (l_618_ * l_1_);
        double l_620_ = (l_617_ - l_619_);
        double l_621_ = (l_620_ * l_1_);
        double l_622_ = (l_570_ - l_621_);
        double l_623_ = (l_572_ - l_619_);
        double l_624_ = (l_622_ + l_623_);
        double l_625_ = (l_624_ + l_592_);
        double l_626_ = (l_625_ * l_1_);
        double l_627_ = (l_626_ - l_624_);
        double l_628_ = (l_627_ * l_1_);
        double l_629_ = (l_626_ - l_628_);
        double l_630_ = (l_629_ * l_1_);
        double l_631_ = (l_624_ - l_630_);
        double l_632_ = (l_592_ - l_628_);
        double l_633_ = (l_631_ + l_632_);
        double l_634_ = (l_594_ + l_626_);
        double l_635_ = (l_634_ * l_1_);
        double l_636_ = (l_635_ - l_594_);
        double l_637_ = (l_636_ * l_1_);
        double l_638_ = (l_635_ - l_637_);
        double l_639_ = (l_638_ * l_1_);
        double l_640_ = (l_594_ - l_639_);
        double l_641_ = (l_626_ - l_637_);
        double l_642_ = (l_640_ + l_641_);
        double l_643_ = (l_633_ + l_642_);
        double l_644_ = (l_643_ * l_1_);
        double l_645_ = (l_644_ - l_633_);
        double l_646_ = (l_645_ * l_1_);
        double l_647_ = (l_644_ - l_646_);
        double l_648_ = (l_647_ * l_1_);
        double l_649_ = (l_633_ - l_648_);
        double l_650_ = (l_642_ - l_646_);
        double l_651_ = (l_649_ + l_650_);
        double l_652_ = (l_644_ + l_614_);
        double l_653_ = (l_652_ * l_1_);
        double l_654_ = (l_653_ - l_644_);
        double l_655_ = (l_654_ * l_1_);
        double l_656_ = (l_653_ - l_655_);
        double l_657_ = (l_656_ * l_1_);
        double l_658_ = (l_644_ - l_657_);
        double l_659_ = (l_614_ - l_655_);
        double l_660_ = (l_658_ + l_659_);
        double l_661_ = (l_615_ + l_653_);
        double l_662_ = (l_661_ * l_1_);
        double l_663_ = (l_662_ - l_615_);
        double l_664_ = (l_663_ * l_1_);
        double l_665_ = (l_662_ - l_664_);
        double l_666_ = (l_665_ * l_1_);
        double l_667_ = (l_615_ - l_666_);
        double l_668_ = (l_653_ - l_664_);
        double l_669_ = (l_667_ + l_668_);
        double l_670_ = (l_660_ + l_669_);
        double l_671_ = (l_670_ + l_651_);
        double l_672_ = (l_662_ + l_671_);
        double l_673_ = (l_672_ * l_1_);
        double l_674_ = (l_673_ - l_662_);
        double l_675_ = (l_674_ * l_1_);
        double l_676_ = (l_671_ - l_675_);
        double l_677_ = (l_635_ + l_673_);
        double l_678_ = (l_677_ * l_1_);
        double l_679_ = (l_678_ - l_635_);
        double l_680_ = (l_679_ * l_1_);
        double l_681_ = (l_673_ - l_680_);
        double l_682_ = (l_617_ + l_678_);
        double l_683_ = (l_682_ * l_1_);
        double l_684_ = (l_683_ - l_617_);
        double l_685_ = (l_684_ * l_1_);
        double l_686_ = (l_678_ - l_685_);
        double l_687_ = (l_550_ + l_683_);
        double l_688_ = (l_687_ * l_1_);
        double l_689_ = (l_688_ - l_550_);
        double l_690_ = (l_689_ * l_1_);
        double l_691_ = (l_683_ - l_690_);
        l_mut_259_ = 0.0L;
        l_mut_258_ = 0.0L;
        l_mut_257_ = 0.0L;
        l_mut_256_ = 0.0L;
        l_mut_5_ = l_688_;
        l_mut_6_ = 0u;
        double _e1705 = l_mut_5_;
        double l_692_ = (_e1705 + l_691_);
        double l_693_ = (l_692_ * l_1_);
        double _e1708 = l_mut_5_;
        double l_694_ = (l_693_ - _e1708);
        double l_695_ = (l_694_ * l_1_);
        double l_696_ = (l_691_ - l_695_);
        uint _e1712 = l_mut_6_;
        bool l_697_ = (_e1712 < 3u);
        bool l_698_ = (l_696_ != 0.0L);
        if (l_697_) {
            local_53 = l_698_;
        } else {
            local_53 = false;
        }
        bool l_699_ = local_53;
        uint _e1721 = l_mut_6_;
        bool l_700_ = (_e1721 == 0u);
        if (l_699_) {
            local_54 = l_700_;
        } else {
            local_54 = false;
        }
        bool l_701_ = local_54;
        double _e1728 = l_mut_259_;
        double l_702_ = (l_701_ ? l_693_ : _e1728);
        l_mut_259_ = l_702_;
        uint _e1730 = l_mut_6_;
        bool l_703_ = (_e1730 == 1u);
        if (l_699_) {
            local_55 = l_703_;
        } else {
            local_55 = false;
        }
        bool l_704_ = local_55;
        double _e1737 = l_mut_258_;
        double l_705_ = (l_704_ ? l_693_ : _e1737);
        l_mut_258_ = l_705_;
        uint _e1739 = l_mut_6_;
        bool l_706_ = (_e1739 == 2u);
        if (l_699_) {
            local_56 = l_706_;
        } else {
            local_56 = false;
        }
        bool l_707_ = local_56;
        double _e1746 = l_mut_257_;
        double l_708_ = (l_707_ ? l_693_ : _e1746);
        l_mut_257_ = l_708_;
        double l_709_ = (l_699_ ? l_696_ : l_693_);
        double _e1749 = l_mut_5_;
        double l_710_ = (_e1749 + l_691_);
        double l_711_ = (l_697_ ? l_709_ : l_710_);
        l_mut_5_ = l_711_;
        uint l_712_ = uint(l_699_);
        uint _e1753 = l_mut_6_;
        l_mut_6_ = (_e1753 + l_712_);
        double _e1755 = l_mut_5_;
        double l_713_ = (_e1755 + l_686_);
        double l_714_ = (l_713_ * l_1_);
        double _e1758 = l_mut_5_;
        double l_715_ = (l_714_ - _e1758);
        double l_716_ = (l_715_ * l_1_);
        double l_717_ = (l_686_ - l_716_);
        uint _e1762 = l_mut_6_;
        bool l_718_ = (_e1762 < 3u);
        bool l_719_ = (l_717_ != 0.0L);
        if (l_718_) {
            local_57 = l_719_;
        } else {
            local_57 = false;
        }
        bool l_720_ = local_57;
        uint _e1771 = l_mut_6_;
        bool l_721_ = (_e1771 == 0u);
        if (l_720_) {
            local_58 = l_721_;
        } else {
            local_58 = false;
        }
        bool l_722_ = local_58;
        double _e1778 = l_mut_259_;
        double l_723_ = (l_722_ ? l_714_ : _e1778);
        l_mut_259_ = l_723_;
        uint _e1780 = l_mut_6_;
        bool l_724_ = (_e1780 == 1u);
        if (l_720_) {
            local_59 = l_724_;
        } else {
            local_59 = false;
        }
        bool l_725_ = local_59;
        double _e1787 = l_mut_258_;
        double l_726_ = (l_725_ ? l_714_ : _e1787);
        l_mut_258_ = l_726_;
        uint _e1789 = l_mut_6_;
        bool l_727_ = (_e1789 == 2u);
        if (l_720_) {
            local_60 = l_727_;
        } else {
            local_60 = false;
        }
        bool l_728_ = local_60;
        double _e1796 = l_mut_257_;
        double l_729_ = (l_728_ ? l_714_ : _e1796);
        l_mut_257_ = l_729_;
        double l_730_ = (l_720_ ? l_717_ : l_714_);
        double _e1799 = l_mut_5_;
        double l_731_ = (_e1799 + l_686_);
        double l_732_ = (l_718_ ? l_730_ : l_731_);
        l_mut_5_ = l_732_;
        uint l_733_ = uint(l_720_);
        uint _e1803 = l_mut_6_;
        l_mut_6_ = (_e1803 + l_733_);
        double _e1805 = l_mut_5_;
        double l_734_ = (_e1805 + l_681_);
        double l_735_ = (l_734_ * l_1_);
        double _e1808 = l_mut_5_;
        double l_736_ = (l_735_ - _e1808);
        double l_737_ = (l_736_ * l_1_);
        double l_738_ = (l_681_ - l_737_);
        uint _e1812 = l_mut_6_;
        bool l_739_ = (_e1812 < 3u);
        bool l_740_ = (l_738_ != 0.0L);
        if (l_739_) {
            local_61 = l_740_;
        } else {
            local_61 = false;
        }
        bool l_741_ = local_61;
        uint _e1821 = l_mut_6_;
        bool l_742_ = (_e1821 == 0u);
        if (l_741_) {
            local_62 = l_742_;
        } else {
            local_62 = false;
        }
        bool l_743_ = local_62;
        double _e1828 = l_mut_259_;
        double l_744_ = (l_743_ ? l_735_ : _e1828);
        l_mut_259_ = l_744_;
        uint _e1830 = l_mut_6_;
        bool l_745_ = (_e1830 == 1u);
        if (l_741_) {
            local_63 = l_745_;
        } else {
            local_63 = false;
        }
        bool l_746_ = local_63;
        double _e1837 = l_mut_258_;
        double l_747_ = (l_746_ ? l_735_ : _e1837);
        l_mut_258_ = l_747_;
        uint _e1839 = l_mut_6_;
        bool l_748_ = (_e1839 == 2u);
        if (l_741_) {
            local_64 = l_748_;
        } else {
            local_64 = false;
        }
        bool l_749_ = local_64;
        double _e1846 = l_mut_257_;
        double l_750_ = (l_749_ ? l_735_ : _e1846);
        l_mut_257_ = l_750_;
        double l_751_ = (l_741_ ? l_738_ : l_735_);
        double _e1849 = l_mut_5_;
        double l_752_ = (_e1849 + l_681_);
        double l_753_ = (l_739_ ? l_751_ : l_752_);
        l_mut_5_ = l_753_;
        uint l_754_ = uint(l_741_);
        uint _e1853 = l_mut_6_;
        l_mut_6_ = (_e1853 + l_754_);
        double _e1855 = l_mut_5_;
        double l_755_ = (_e1855 + l_676_);
        double l_756_ = (l_755_ * l_1_);
        double _e1858 = l_mut_5_;
        double l_757_ = (l_756_ - _e1858);
        double l_758_ = (l_757_ * l_1_);
        double l_759_ = (l_676_ - l_758_);
        uint _e1862 = l_mut_6_;
        bool l_760_ = (_e1862 < 3u);
        bool l_761_ = (l_759_ != 0.0L);
        if (l_760_) {
            local_65 = l_761_;
        } else {
            local_65 = false;
        }
        bool l_762_ = local_65;
        uint _e1871 = l_mut_6_;
        bool l_763_ = (_e1871 == 0u);
        if (l_762_) {
            local_66 = l_763_;
        } else {
            local_66 = false;
        }
        bool l_764_ = local_66;
        double _e1878 = l_mut_259_;
        double l_765_ = (l_764_ ? l_756_ : _e1878);
        l_mut_259_ = l_765_;
        uint _e1880 = l_mut_6_;
        bool l_766_ = (_e1880 == 1u);
        if (l_762_) {
            local_67 = l_766_;
        } else {
            local_67 = false;
        }
        bool l_767_ = local_67;
        double _e1887 = l_mut_258_;
        double l_768_ = (l_767_ ? l_756_ : _e1887);
        l_mut_258_ = l_768_;
        uint _e1889 = l_mut_6_;
        bool l_769_ = (_e1889 == 2u);
        if (l_762_) {
            local_68 = l_769_;
        } else {
            local_68 = false;
        }
        bool l_770_ = local_68;
        double _e1896 = l_mut_257_;
        double l_771_ = (l_770_ ? l_756_ : _e1896);
        l_mut_257_ = l_771_;
        double l_772_ = (l_762_ ? l_759_ : l_756_);
        double _e1899 = l_mut_5_;
        double l_773_ = (_e1899 + l_676_);
        double l_774_ = (l_760_ ? l_772_ : l_773_);
        l_mut_5_ = l_774_;
        uint l_775_ = uint(l_762_);
        uint _e1903 = l_mut_6_;
        l_mut_6_ = (_e1903 + l_775_);
        uint _e1905 = l_mut_6_;
        bool l_776_ = (_e1905 == 0u);
        double _e1908 = l_mut_259_;
        double _e1909 = l_mut_5_;
        double l_777_ = (l_776_ ? _e1909 : _e1908);
        l_mut_259_ = l_777_;
        uint _e1911 = l_mut_6_;
        bool l_778_ = (_e1911 == 1u);
        double _e1914 = l_mut_258_;
        double _e1915 = l_mut_5_;
        double l_779_ = (l_778_ ? _e1915 : _e1914);
        l_mut_258_ = l_779_;
        uint _e1917 = l_mut_6_;
        bool l_780_ = (_e1917 == 2u);
        double _e1920 = l_mut_257_;
        double _e1921 = l_mut_5_;
        double l_781_ = (l_780_ ? _e1921 : _e1920);
        l_mut_257_ = l_781_;
        uint _e1923 = l_mut_6_;
        bool l_782_ = (_e1923 == 3u);
        double _e1926 = l_mut_256_;
        double _e1927 = l_mut_5_;
        double l_783_ = (l_782_ ? _e1927 : _e1926);
        l_mut_256_ = l_783_;
        double _e1929 = l_mut_259_;
        double l_784_ = -(_e1929);
        double _e1931 = l_mut_258_;
        double l_785_ = -(_e1931);
        double _e1933 = l_mut_257_;
        double l_786_ = -(_e1933);
        double _e1935 = l_mut_256_;
        double l_787_ = -(_e1935);
        a_788_[0] = l_535_;
        a_788_[1] = l_784_;
        a_788_[2] = l_537_;
        a_788_[3] = l_785_;
        a_788_[4] = l_540_;
        a_788_[5] = l_786_;
        a_788_[6] = l_543_;
        a_788_[7] = l_787_;
        double l_789_ = a_788_[7];
        l_mut_259_ = l_789_;
        double l_790_ = a_788_[6];
        double _e1949 = l_mut_259_;
        double l_791_ = (l_790_ + _e1949);
        double l_792_ = (l_791_ * l_1_);
        double l_793_ = (l_792_ - l_790_);
        double l_794_ = (l_793_ * l_1_);
        double l_795_ = (l_792_ - l_794_);
        double l_796_ = (l_795_ * l_1_);
        double l_797_ = (l_790_ - l_796_);
        double _e1957 = l_mut_259_;
        double l_798_ = (_e1957 - l_794_);
        double l_799_ = (l_797_ + l_798_);
        a_788_[7] = l_799_;
        l_mut_259_ = l_792_;
        double l_800_ = a_788_[5];
        double _e1963 = l_mut_259_;
        double l_801_ = (l_800_ + _e1963);
        double l_802_ = (l_801_ * l_1_);
        double l_803_ = (l_802_ - l_800_);
        double l_804_ = (l_803_ * l_1_);
        double l_805_ = (l_802_ - l_804_);
        double l_806_ = (l_805_ * l_1_);
        double l_807_ = (l_800_ - l_806_);
        double _e1971 = l_mut_259_;
        double l_808_ = (_e1971 - l_804_);
        double l_809_ = (l_807_ + l_808_);
        a_788_[6] = l_809_;
        l_mut_259_ = l_802_;
        double l_810_ = a_788_[4];
        double _e1977 = l_mut_259_;
        double l_811_ = (l_810_ + _e1977);
        double l_812_ = (l_811_ * l_1_);
        double l_813_ = (l_812_ - l_810_);
        double l_814_ = (l_813_ * l_1_);
        double l_815_ = (l_812_ - l_814_);
        double l_816_ = (l_815_ * l_1_);
        double l_817_ = (l_810_ - l_816_);
        double _e1985 = l_mut_259_;
        double l_818_ = (_e1985 - l_814_);
        double l_819_ = (l_817_ + l_818_);
        a_788_[5] = l_819_;
        l_mut_259_ = l_812_;
        double l_820_ = a_788_[3];
        double _e1991 = l_mut_259_;
        double l_821_ = (l_820_ + _e1991);
        double l_822_ = (l_821_ * l_1_);
        double l_823_ = (l_822_ - l_820_);
        double l_824_ = (l_823_ * l_1_);
        double l_825_ = (l_822_ - l_824_);
        double l_826_ = (l_825_ * l_1_);
        double l_827_ = (l_820_ - l_826_);
        double _e1999 = l_mut_259_;
        double l_828_ = (_e1999 - l_824_);
        double l_829_ = (l_827_ + l_828_);
        a_788_[4] = l_829_;
        l_mut_259_ = l_822_;
        double l_830_ = a_788_[2];
        double _e2005 = l_mut_259_;
        double l_831_ = (l_830_ + _e2005);
        double l_832_ = (l_831_ * l_1_);
        double l_833_ = (l_832_ - l_830_);
        double l_834_ = (l_833_ * l_1_);
        double l_835_ = (l_832_ - l_834_);
        double l_836_ = (l_835_ * l_1_);
        double l_837_ = (l_830_ - l_836_);
        double _e2013 = l_mut_259_;
        double l_838_ = (_e2013 - l_834_);
        double l_839_ = (l_837_ + l_838_);
        a_788_[3] = l_839_;
        l_mut_259_ = l_832_;
        double l_840_ = a_788_[1];
        double _e2019 = l_mut_259_;
        double l_841_ = (l_840_ + _e2019);
        double l_842_ = (l_841_ * l_1_);
        double l_843_ = (l_842_ - l_840_);
        double l_844_ = (l_843_ * l_1_);
        double l_845_ = (l_842_ - l_844_);
        double l_846_ = (l_845_ * l_1_);
        double l_847_ = (l_840_ - l_846_);
        double _e2027 = l_mut_259_;
        double l_848_ = (_e2027 - l_844_);
        double l_849_ = (l_847_ + l_848_);
        a_788_[2] = l_849_;
        l_mut_259_ = l_842_;
        double l_850_ = a_788_[0];
        double _e2033 = l_mut_259_;
        double l_851_ = (l_850_ + _e2033);
        double l_852_ = (l_851_ * l_1_);
        double l_853_ = (l_852_ - l_850_);
        double l_854_ = (l_853_ * l_1_);
        double l_855_ = (l_852_ - l_854_);
        double l_856_ = (l_855_ * l_1_);
        double l_857_ = (l_850_ - l_856_);
        double _e2041 = l_mut_259_;
        double l_858_ = (_e2041 - l_854_);
        double l_859_ = (l_857_ + l_858_);
        a_788_[1] = l_859_;
        l_mut_259_ = l_852_;
        double _e2046 = l_mut_259_;
        a_788_[0] = _e2046;
        double l_860_ = a_788_[7];
        l_mut_259_ = l_860_;
        double l_861_ = a_788_[6];
        double _e2051 = l_mut_259_;
        double l_862_ = (l_861_ + _e2051);
        double l_863_ = (l_862_ * l_1_);
        double l_864_ = (l_863_ - l_861_);
        double l_865_ = (l_864_ * l_1_);
        double l_866_ = (l_863_ - l_865_);
        double l_867_ = (l_866_ * l_1_);
        double l_868_ = (l_861_ - l_867_);
        double _e2059 = l_mut_259_;
        double l_869_ = (_e2059 - l_865_);
        double l_870_ = (l_868_ + l_869_);
        a_788_[7] = l_870_;
        l_mut_259_ = l_863_;
        double l_871_ = a_788_[5];
        double _e2065 = l_mut_259_;
        double l_872_ = (l_871_ + _e2065);
        double l_873_ = (l_872_ * l_1_);
        double l_874_ = (l_873_ - l_871_);
        double l_875_ = (l_874_ * l_1_);
        double l_876_ = (l_873_ - l_875_);
        double l_877_ = (l_876_ * l_1_);
        double l_878_ = (l_871_ - l_877_);
        double _e2073 = l_mut_259_;
        double l_879_ = (_e2073 - l_875_);
        double l_880_ = (l_878_ + l_879_);
        a_788_[6] = l_880_;
        l_mut_259_ = l_873_;
        double l_881_ = a_788_[4];
        double _e2079 = l_mut_259_;
        double l_882_ = (l_881_ + _e2079);
        double l_883_ = (l_882_ * l_1_);
        double l_884_ = (l_883_ - l_881_);
        double l_885_ = (l_884_ * l_1_);
        double l_886_ = (l_883_ - l_885_);
        double l_887_ = (l_886_ * l_1_);
        double l_888_ = (l_881_ - l_887_);
        double _e2087 = l_mut_259_;
        double l_889_ = (_e2087 - l_885_);
        double l_890_ = (l_888_ + l_889_);
        a_788_[5] = l_890_;
        l_mut_259_ = l_883_;
        double l_891_ = a_788_[3];
        double _e2093 = l_mut_259_;
        double l_892_ = (l_891_ + _e2093);
        double l_893_ = (l_892_ * l_1_);
        double l_894_ = (l_893_ - l_891_);
        double l_895_ = (l_894_ * l_1_);
        double l_896_ = (l_893_ - l_895_);
        double l_897_ = (l_896_ * l_1_);
        double l_898_ = (l_891_ - l_897_);
        double _e2101 = l_mut_259_;
        double l_899_ = (_e2101 - l_895_);
        double l_900_ = (l_898_ + l_899_);
        a_788_[4] = l_900_;
        l_mut_259_ = l_893_;
        double l_901_ = a_788_[2];
        double _e2107 = l_mut_259_;
        double l_902_ = (l_901_ + _e2107);
        double l_903_ = (l_902_ * l_1_);
        double l_904_ = (l_903_ - l_901_);
        double l_905_ = (l_904_ * l_1_);
        double l_906_ = (l_903_ - l_905_);
        double l_907_ = (l_906_ * l_1_);
        double l_908_ = (l_901_ - l_907_);
        double _e2115 = l_mut_259_;
        double l_909_ = (_e2115 - l_905_);
        double l_910_ = (l_908_ + l_909_);
        a_788_[3] = l_910_;
        l_mut_259_ = l_903_;
        double l_911_ = a_788_[1];
        double _e2121 = l_mut_259_;
        double l_912_ = (l_911_ + _e2121);
        double l_913_ = (l_912_ * l_1_);
        double l_914_ = (l_913_ - l_911_);
        double l_915_ = (l_914_ * l_1_);
        double l_916_ = (l_913_ - l_915_);
        double l_917_ = (l_916_ * l_1_);
        double l_918_ = (l_911_ - l_917_);
        double _e2129 = l_mut_259_;
        double l_919_ = (_e2129 - l_915_);
        double l_920_ = (l_918_ + l_919_);
        a_788_[2] = l_920_;
        l_mut_259_ = l_913_;
        double l_921_ = a_788_[0];
        double _e2135 = l_mut_259_;
        double l_922_ = (l_921_ + _e2135);
        double l_923_ = (l_922_ * l_1_);
        double l_924_ = (l_923_ - l_921_);
        double l_925_ = (l_924_ * l_1_);
        double l_926_ = (l_923_ - l_925_);
        double l_927_ = (l_926_ * l_1_);
        double l_928_ = (l_921_ - l_927_);
        double _e2143 = l_mut_259_;
        double l_929_ = (_e2143 - l_925_);
        double l_930_ = (l_928_ + l_929_);
        a_788_[1] = l_930_;
        l_mut_259_ = l_923_;
        double _e2148 = l_mut_259_;
        a_788_[0] = _e2148;
        l_mut_259_ = 0.0L;
        l_mut_258_ = 0.0L;
        l_mut_257_ = 0.0L;
        l_mut_256_ = 0.0L;
        double l_931_ = a_788_[0];
        l_mut_5_ = l_931_;
        l_mut_6_ = 0u;
        double l_932_ = a_788_[1];
        double _e2158 = l_mut_5_;
        double l_933_ = (_e2158 + l_932_);
        double l_934_ = (l_933_ * l_1_);
        double _e2161 = l_mut_5_;
        double l_935_ = (l_934_ - _e2161);
        double l_936_ = (l_935_ * l_1_);
        double l_937_ = (l_934_ - l_936_);
        double l_938_ = (l_937_ * l_1_);
        double _e2166 = l_mut_5_;
        double l_939_ = (_e2166 - l_938_);
        double l_940_ = (l_932_ - l_936_);
        double l_941_ = (l_939_ + l_940_);
        uint _e2170 = l_mut_6_;
        bool l_942_ = (_e2170 < 3u);
        bool l_943_ = (l_941_ != 0.0L);
        if (l_942_) {
            local_69 = l_943_;
        } else {
            local_69 = false;
        }
        bool l_944_ = local_69;
        uint _e2179 = l_mut_6_;
        bool l_945_ = (_e2179 == 0u);
        if (l_944_) {
            local_70 = l_945_;
        } else {
            local_70 = false;
        }
        bool l_946_ = local_70;
        double _e2186 = l_mut_259_;
        double l_947_ = (l_946_ ? l_934_ : _e2186);
        l_mut_259_ = l_947_;
        uint _e2188 = l_mut_6_;
        bool l_948_ = (_e2188 == 1u);
        if (l_944_) {
            local_71 = l_948_;
        } else {
            local_71 = false;
        }
        bool l_949_ = local_71;
        double _e2195 = l_mut_258_;
        double l_950_ = (l_949_ ? l_934_ : _e2195);
        l_mut_258_ = l_950_;
        uint _e2197 = l_mut_6_;
        bool l_951_ = (_e2197 == 2u);
        if (l_944_) {
            local_72 = l_951_;
        } else {
            local_72 = false;
        }
        bool l_952_ = local_72;
        double _e2204 = l_mut_257_;
        double l_953_ = (l_952_ ? l_934_ : _e2204);
        l_mut_257_ = l_953_;
        double l_954_ = (l_944_ ? l_941_ : l_934_);
        double _e2207 = l_mut_5_;
        double l_955_ = (_e2207 + l_932_);
        double l_956_ = (l_942_ ? l_954_ : l_955_);
        l_mut_5_ = l_956_;
        uint l_957_ = uint(l_944_);
        uint _e2211 = l_mut_6_;
        l_mut_6_ = (_e2211 + l_957_);
        double l_958_ = a_788_[2];
        double _e2215 = l_mut_5_;
        double l_959_ = (_e2215 + l_958_);
        double l_960_ = (l_959_ * l_1_);
        double _e2218 = l_mut_5_;
        double l_961_ = (l_960_ - _e2218);
        double l_962_ = (l_961_ * l_1_);
        double l_963_ = (l_960_ - l_962_);
        double l_964_ = (l_963_ * l_1_);
        double _e2223 = l_mut_5_;
        double l_965_ = (_e2223 - l_964_);
        double l_966_ = (l_958_ - l_962_);
        double l_967_ = (l_965_ + l_966_);
        uint _e2227 = l_mut_6_;
        bool l_968_ = (_e2227 < 3u);
        bool l_969_ = (l_967_ != 0.0L);
        if (l_968_) {
            local_73 = l_969_;
        } else {
            local_73 = false;
        }
        bool l_970_ = local_73;
        uint _e2236 = l_mut_6_;
        bool l_971_ = (_e2236 == 0u);
        if (l_970_) {
            local_74 = l_971_;
        } else {
            local_74 = false;
        }
        bool l_972_ = local_74;
        double _e2243 = l_mut_259_;
        double l_973_ = (l_972_ ? l_960_ : _e2243);
        l_mut_259_ = l_973_;
        uint _e2245 = l_mut_6_;
        bool l_974_ = (_e2245 == 1u);
        if (l_970_) {
            local_75 = l_974_;
        } else {
            local_75 = false;
        }
        bool l_975_ = local_75;
        double _e2252 = l_mut_258_;
        double l_976_ = (l_975_ ? l_960_ : _e2252);
        l_mut_258_ = l_976_;
        uint _e2254 = l_mut_6_;
        bool l_977_ = (_e2254 == 2u);
        if (l_970_) {
            local_76 = l_977_;
        } else {
            local_76 = false;
        }
        bool l_978_ = local_76;
        double _e2261 = l_mut_257_;
        double l_979_ = (l_978_ ? l_960_ : _e2261);
        l_mut_257_ = l_979_;
        double l_980_ = (l_970_ ? l_967_ : l_960_);
        double _e2264 = l_mut_5_;
        double l_981_ = (_e2264 + l_958_);
        double l_982_ = (l_968_ ? l_980_ : l_981_);
        l_mut_5_ = l_982_;
        uint l_983_ = uint(l_970_);
        uint _e2268 = l_mut_6_;
        l_mut_6_ = (_e2268 + l_983_);
        double l_984_ = a_788_[3];
        double _e2272 = l_mut_5_;
        double l_985_ = (_e2272 + l_984_);
        double l_986_ = (l_985_ * l_1_);
        double _e2275 = l_mut_5_;
        double l_987_ = (l_986_ - _e2275);
        double l_988_ = (l_987_ * l_1_);
        double l_989_ = (l_986_ - l_988_);
        double l_990_ = (l_989_ * l_1_);
        double _e2280 = l_mut_5_;
        double l_991_ = (_e2280 - l_990_);
        double l_992_ = (l_984_ - l_988_);
        double l_993_ = (l_991_ + l_992_);
        uint _e2284 = l_mut_6_;
        bool l_994_ = (_e2284 < 3u);
        bool l_995_ = (l_993_ != 0.0L);
        if (l_994_) {
            local_77 = l_995_;
        } else {
            local_77 = false;
        }
        bool l_996_ = local_77;
        uint _e2293 = l_mut_6_;
        bool l_997_ = (_e2293 == 0u);
        if (l_996_) {
            local_78 = l_997_;
        } else {
            local_78 = false;
        }
        bool l_998_ = local_78;
        double _e2300 = l_mut_259_;
        double l_999_ = (l_998_ ? l_986_ : _e2300);
        l_mut_259_ = l_999_;
        uint _e2302 = l_mut_6_;
        bool l_1000_ = (_e2302 == 1u);
        if (l_996_) {
            local_79 = l_1000_;
        } else {
            local_79 = false;
        }
        bool l_1001_ = local_79;
        double _e2309 = l_mut_258_;
        double l_1002_ = (l_1001_ ? l_986_ : _e2309);
        l_mut_258_ = l_1002_;
        uint _e2311 = l_mut_6_;
        bool l_1003_ = (_e2311 == 2u);
        if (l_996_) {
            local_80 = l_1003_;
        } else {
            local_80 = false;
        }
        bool l_1004_ = local_80;
        double _e2318 = l_mut_257_;
        double l_1005_ = (l_1004_ ? l_986_ : _e2318);
        l_mut_257_ = l_1005_;
        double l_1006_ = (l_996_ ? l_993_ : l_986_);
        double _e2321 = l_mut_5_;
        double l_1007_ = (_e2321 + l_984_);
        double l_1008_ = (l_994_ ? l_1006_ : l_1007_);
        l_mut_5_ = l_1008_;
        uint l_1009_ = uint(l_996_);
        uint _e2325 = l_mut_6_;
        l_mut_6_ = (_e2325 + l_1009_);
        double l_1010_ = a_788_[4];
        double _e2329 = l_mut_5_;
        double l_1011_ = (_e2329 + l_1010_);
        double l_1012_ = (l_1011_ * l_1_);
        double _e2332 = l_mut_5_;
        double l_1013_ = (l_1012_ - _e2332);
        double l_1014_ = (l_1013_ * l_1_);
        double l_1015_ = (l_1012_ - l_1014_);
        double l_1016_ = (l_1015_ * l_1_);
        double _e2337 = l_mut_5_;
        double l_1017_ = (_e2337 - l_1016_);
        double l_1018_ = (l_1010_ - l_1014_);
        double l_1019_ = (l_1017_ + l_1018_);
        uint _e2341 = l_mut_6_;
        bool l_1020_ = (_e2341 < 3u);
        bool l_1021_ = (l_1019_ != 0.0L);
        if (l_1020_) {
            local_81 = l_1021_;
        } else {
            local_81 = false;
        }
        bool l_1022_ = local_81;
        uint _e2350 = l_mut_6_;
        bool l_1023_ = (_e2350 == 0u);
        if (l_1022_) {
            local_82 = l_1023_;
        } else {
            local_82 = false;
        }
        bool l_1024_ = local_82;
        double _e2357 = l_mut_259_;
        double l_1025_ = (l_1024_ ? l_1012_ : _e2357);
        l_mut_259_ = l_1025_;
        uint _e2359 = l_mut_6_;
        bool l_1026_ = (_e2359 == 1u);
        if (l_1022_) {
            local_83 = l_1026_;
        } else {
            local_83 = false;
        }
        bool l_1027_ = local_83;
        double _e2366 = l_mut_258_;
        double l_1028_ = (l_1027_ ? l_1012_ : _e2366);
        l_mut_258_ = l_1028_;
        uint _e2368 = l_mut_6_;
        bool l_1029_ = (_e2368 == 2u);
        if (l_1022_) {
            local_84 = l_1029_;
        } else {
            local_84 = false;
        }
        bool l_1030_ = local_84;
        double _e2375 = l_mut_257_;
        double l_1031_ = (l_1030_ ? l_1012_ : _e2375);
        l_mut_257_ = l_1031_;
        double l_1032_ = (l_1022_ ? l_1019_ : l_1012_);
        double _e2378 = l_mut_5_;
        double l_1033_ = (_e2378 + l_1010_);
        double l_1034_ = (l_1020_ ? l_1032_ : l_1033_);
        l_mut_5_ = l_1034_;
        uint l_1035_ = uint(l_1022_);
        uint _e2382 = l_mut_6_;
        l_mut_6_ = (_e2382 + l_1035_);
        double l_1036_ = a_788_[5];
        double _e2386 = l_mut_5_;
        double l_1037_ = (_e2386 + l_1036_);
        double l_1038_ = (l_1037_ * l_1_);
        double _e2389 = l_mut_5_;
        double l_1039_ = (l_1038_ - _e2389);
        double l_1040_ = (l_1039_ * l_1_);
        double l_1041_ = (l_1038_ - l_1040_);
        double l_1042_ = (l_1041_ * l_1_);
        double _e2394 = l_mut_5_;
        double l_1043_ = (_e2394 - l_1042_);
        double l_1044_ = (l_1036_ - l_1040_);
        double l_1045_ = (l_1043_ + l_1044_);
        uint _e2398 = l_mut_6_;
        bool l_1046_ = (_e2398 < 3u);
        bool l_1047_ = (l_1045_ != 0.0L);
        if (l_1046_) {
            local_85 = l_1047_;
        } else {
            local_85 = false;
        }
        bool l_1048_ = local_85;
        uint _e2407 = l_mut_6_;
        bool l_1049_ = (_e2407 == 0u);
        if (l_1048_) {
            local_86 = l_1049_;
        } else {
            local_86 = false;
        }
        bool l_1050_ = local_86;
        double _e2414 = l_mut_259_;
        double l_1051_ = (l_1050_ ? l_1038_ : _e2414);
        l_mut_259_ = l_1051_;
        uint _e2416 = l_mut_6_;
        bool l_1052_ = (_e2416 == 1u);
        if (l_1048_) {
            local_87 = l_1052_;
        } else {
            local_87 = false;
        }
        bool l_1053_ = local_87;
        double _e2423 = l_mut_258_;
        double l_1054_ = (l_1053_ ? l_1038_ : _e2423);
        l_mut_258_ = l_1054_;
        uint _e2425 = l_mut_6_;
        bool l_1055_ = (_e2425 == 2u);
        if (l_1048_) {
            local_88 = l_1055_;
        } else {
            local_88 = false;
        }
        bool l_1056_ = local_88;
        double _e2432 = l_mut_257_;
        double l_1057_ = (l_1056_ ? l_1038_ : _e2432);
        l_mut_257_ = l_1057_;
        double l_1058_ = (l_1048_ ? l_1045_ : l_1038_);
        double _e2435 = l_mut_5_;
        double l_1059_ = (_e2435 + l_1036_);
        double l_1060_ = (l_1046_ ? l_1058_ : l_1059_);
        l_mut_5_ = l_1060_;
        uint l_1061_ = uint(l_1048_);
        uint _e2439 = l_mut_6_;
        l_mut_6_ = (_e2439 + l_1061_);
        double l_1062_ = a_788_[6];
        double _e2443 = l_mut_5_;
        double l_1063_ = (_e2443 + l_1062_);
        double l_1064_ = (l_1063_ * l_1_);
        double _e2446 = l_mut_5_;
        double l_1065_ = (l_1064_ - _e2446);
        double l_1066_ = (l_1065_ * l_1_);
        double l_1067_ = (l_1064_ - l_1066_);
        double l_1068_ = (l_1067_ * l_1_);
        double _e2451 = l_mut_5_;
        double l_1069_ = (_e2451 - l_1068_);
        double l_1070_ = (l_1062_ - l_1066_);
        double l_1071_ = (l_1069_ + l_1070_);
        uint _e2455 = l_mut_6_;
        bool l_1072_ = (_e2455 < 3u);
        bool l_1073_ = (l_1071_ != 0.0L);
        if (l_1072_) {
            local_89 = l_1073_;
        } else {
            local_89 = false;
        }
        bool l_1074_ = local_89;
        uint _e2464 = l_mut_6_;
        bool l_1075_ = (_e2464 == 0u);
        if (l_1074_) {
            local_90 = l_1075_;
        } else {
            local_90 = false;
        }
        bool l_1076_ = local_90;
        double _e2471 = l_mut_259_;
        double l_1077_ = (l_1076_ ? l_1064_ : _e2471);
        l_mut_259_ = l_1077_;
        uint _e2473 = l_mut_6_;
        bool l_1078_ = (_e2473 == 1u);
        if (l_1074_) {
            local_91 = l_1078_;
        } else {
            local_91 = false;
        }
        bool l_1079_ = local_91;
        double _e2480 = l_mut_258_;
        double l_1080_ = (l_1079_ ? l_1064_ : _e2480);
        l_mut_258_ = l_1080_;
        uint _e2482 = l_mut_6_;
        bool l_1081_ = (_e2482 == 2u);
        if (l_1074_) {
            local_92 = l_1081_;
        } else {
            local_92 = false;
        }
        bool l_1082_ = local_92;
        double _e2489 = l_mut_257_;
        double l_1083_ = (l_1082_ ? l_1064_ : _e2489);
        l_mut_257_ = l_1083_;
        double l_1084_ = (l_1074_ ? l_1071_ : l_1064_);
        double _e2492 = l_mut_5_;
        double l_1085_ = (_e2492 + l_1062_);
        double l_1086_ = (l_1072_ ? l_1084_ : l_1085_);
        l_mut_5_ = l_1086_;
        uint l_1087_ = uint(l_1074_);
        uint _e2496 = l_mut_6_;
        l_mut_6_ = (_e2496 + l_1087_);
        double l_1088_ = a_788_[7];
        double _e2500 = l_mut_5_;
        double l_1089_ = (_e2500 + l_1088_);
        double l_1090_ = (l_1089_ * l_1_);
        double _e2503 = l_mut_5_;
        double l_1091_ = (l_1090_ - _e2503);
        double l_1092_ = (l_1091_ * l_1_);
        double l_1093_ = (l_1090_ - l_1092_);
        double l_1094_ = (l_1093_ * l_1_);
        double _e2508 = l_mut_5_;
        double l_1095_ = (_e2508 - l_1094_);
        double l_1096_ = (l_1088_ - l_1092_);
        double l_1097_ = (l_1095_ + l_1096_);
        uint _e2512 = l_mut_6_;
        bool l_1098_ = (_e2512 < 3u);
        bool l_1099_ = (l_1097_ != 0.0L);
        if (l_1098_) {
            local_93 = l_1099_;
        } else {
            local_93 = false;
        }
        bool l_1100_ = local_93;
        uint _e2521 = l_mut_6_;
        bool l_1101_ = (_e2521 == 0u);
        if (l_1100_) {
            local_94 = l_1101_;
        } else {
            local_94 = false;
        }
        bool l_1102_ = local_94;
        double _e2528 = l_mut_259_;
        double l_1103_ = (l_1102_ ? l_1090_ : _e2528);
        l_mut_259_ = l_1103_;
        uint _e2530 = l_mut_6_;
        bool l_1104_ = (_e2530 == 1u);
        if (l_1100_) {
            local_95 = l_1104_;
        } else {
            local_95 = false;
        }
        bool l_1105_ = local_95;
        double _e2537 = l_mut_258_;
        double l_1106_ = (l_1105_ ? l_1090_ : _e2537);
        l_mut_258_ = l_1106_;
        uint _e2539 = l_mut_6_;
        bool l_1107_ = (_e2539 == 2u);
        if (l_1100_) {
            local_96 = l_1107_;
        } else {
            local_96 = false;
        }
        bool l_1108_ = local_96;
        double _e2546 = l_mut_257_;
        double l_1109_ = (l_1108_ ? l_1090_ : _e2546);
        l_mut_257_ = l_1109_;
        double l_1110_ = (l_1100_ ? l_1097_ : l_1090_);
        double _e2549 = l_mut_5_;
        double l_1111_ = (_e2549 + l_1088_);
        double l_1112_ = (l_1098_ ? l_1110_ : l_1111_);
        l_mut_5_ = l_1112_;
        uint l_1113_ = uint(l_1100_);
        uint _e2553 = l_mut_6_;
        l_mut_6_ = (_e2553 + l_1113_);
        uint _e2555 = l_mut_6_;
        bool l_1114_ = (_e2555 == 0u);
        double _e2558 = l_mut_259_;
        double _e2559 = l_mut_5_;
        double l_1115_ = (l_1114_ ? _e2559 : _e2558);
        l_mut_259_ = l_1115_;
        uint _e2561 = l_mut_6_;
        bool l_1116_ = (_e2561 == 1u);
        double _e2564 = l_mut_258_;
        double _e2565 = l_mut_5_;
        double l_1117_ = (l_1116_ ? _e2565 : _e2564);
        l_mut_258_ = l_1117_;
        uint _e2567 = l_mut_6_;
        bool l_1118_ = (_e2567 == 2u);
        double _e2570 = l_mut_257_;
        double _e2571 = l_mut_5_;
        double l_1119_ = (l_1118_ ? _e2571 : _e2570);
        l_mut_257_ = l_1119_;
        uint _e2573 = l_mut_6_;
        bool l_1120_ = (_e2573 == 3u);
        double _e2576 = l_mut_256_;
        double _e2577 = l_mut_5_;
        double l_1121_ = (l_1120_ ? _e2577 : _e2576);
        l_mut_256_ = l_1121_;
        double _e2579 = l_mut_259_;
        double l_1122_ = (_e2579 * l_547_);
        double l_1123_ = (l_519_ * l_1122_);
        double l_1124_ = (l_1123_ * l_1_);
        double l_1125_ = (l_0_ * l_519_);
        double l_1126_ = (l_1125_ * l_1_);
        double l_1127_ = (l_1126_ - l_519_);
        double l_1128_ = (l_1127_ * l_1_);
        double l_1129_ = (l_1126_ - l_1128_);
        double l_1130_ = (l_519_ - l_1129_);
        double l_1131_ = (l_0_ * l_1122_);
        double l_1132_ = (l_1131_ * l_1_);
        double l_1133_ = (l_1132_ - l_1122_);
        double l_1134_ = (l_1133_ * l_1_);
        double l_1135_ = (l_1132_ - l_1134_);
        double l_1136_ = (l_1122_ - l_1135_);
        double l_1137_ = (l_1129_ * l_1135_);
        double l_1138_ = (l_1137_ - l_1124_);
        double l_1139_ = (l_1129_ * l_1136_);
        double l_1140_ = (l_1138_ + l_1139_);
        double l_1141_ = (l_1130_ * l_1135_);
        double l_1142_ = (l_1140_ + l_1141_);
        double l_1143_ = (l_1130_ * l_1136_);
        double l_1144_ = (l_1142_ + l_1143_);
        double l_1145_ = (l_521_ * l_1122_);
        double l_1146_ = (l_1145_ * l_1_);
        double l_1147_ = (l_0_ * l_521_);
        double l_1148_ = (l_1147_ * l_1_);
        double l_1149_ = (l_1148_ - l_521_);
        double l_1150_ = (l_1149_ * l_1_);
        double l_1151_ = (l_1148_ - l_1150_);
        double l_1152_ = (l_521_ - l_1151_);
        double l_1153_ = (l_0_ * l_1122_);
        double l_1154_ = (l_1153_ * l_1_);
        double l_1155_ = (l_1154_ - l_1122_);
        double l_1156_ = (l_1155_ * l_1_);
        double l_1157_ = (l_1154_ - l_1156_);
        double l_1158_ = (l_1122_ - l_1157_);
        double l_1159_ = (l_1151_ * l_1157_);
        double l_1160_ = (l_1159_ - l_1146_);
        double l_1161_ = (l_1151_ * l_1158_);
        double l_1162_ = (l_1160_ + l_1161_);
        double l_1163_ = (l_1152_ * l_1157_);
        double l_1164_ = (l_1162_ + l_1163_);
        double l_1165_ = (l_1152_ * l_1158_);
        double l_1166_ = (l_1164_ + l_1165_);
        double l_1167_ = (l_524_ * l_1122_);
        double l_1168_ = (l_1167_ * l_1_);
        double l_1169_ = (l_0_ * l_524_);
        double l_1170_ = (l_1169_ * l_1_);
        double l_1171_ = (l_1170_ - l_524_);
        double l_1172_ = (l_1171_ * l_1_);
        double l_1173_ = (l_1170_ - l_1172_);
        double l_1174_ = (l_524_ - l_1173_);
        double l_1175_ = (l_0_ * l_1122_);
        double l_1176_ = (l_1175_ * l_1_);
        double l_1177_ = (l_1176_ - l_1122_);
        double l_1178_ = (l_1177_ * l_1_);
        double l_1179_ = (l_1176_ - l_1178_);
        double l_1180_ = (l_1122_ - l_1179_);
        double l_1181_ = (l_1173_ * l_1179_);
        double l_1182_ = (l_1181_ - l_1168_);
        double l_1183_ = (l_1173_ * l_1180_);
        double l_1184_ = (l_1182_ + l_1183_);
        double l_1185_ = (l_1174_ * l_1179_);
        double l_1186_ = (l_1184_ + l_1185_);
        double l_1187_ = (l_1174_ * l_1180_);
        double l_1188_ = (l_1186_ + l_1187_);
        double l_1189_ = (l_527_ * l_1122_);
        double l_1190_ = (l_1144_ + l_1146_);
        double l_1191_ = (l_1190_ * l_1_);
        double l_1192_ = (l_1191_ - l_1144_);
        double l_1193_ = (l_1192_ * l_1_);
        double l_1194_ = (l_1191_ - l_1193_);
        double l_1195_ = (l_1194_ * l_1_);
        double l_1196_ = (l_1144_ - l_1195_);
        double l_1197_ = (l_1146_ - l_1193_);
        double l_1198_ = (l_1196_ + l_1197_);
        double l_1199_ = (l_1198_ + l_1166_);
        double l_1200_ = (l_1199_ * l_1_);
        double l_1201_ = (l_1200_ - l_1198_);
        double l_1202_ = (l_1201_ * l_1_);
        double l_1203_ = (l_1200_ - l_1202_);
        double l_1204_ = (l_1203_ * l_1_);
        double l_1205_ = (l_1198_ - l_1204_);
        double l_1206_ = (l_1166_ - l_1202_);
        double l_1207_ = (l_1205_ + l_1206_);
        double l_1208_ = (l_1168_ + l_1200_);
        double l_1209_ = (l_1208_ * l_1_);
        double l_1210_ = (l_1209_ - l_1168_);
        double l_1211_ = (l_1210_ * l_1_);
        double l_1212_ = (l_1209_ - l_1211_);
        double l_1213_ = (l_1212_ * l_1_);
        double l_1214_ = (l_1168_ - l_1213_);
        double l_1215_ = (l_1200_ - l_1211_);
        double l_1216_ = (l_1214_ + l_1215_);
        double l_1217_ = (l_1207_ + l_1216_);
        double l_1218_ = (l_1217_ * l_1_);
        double l_1219_ = (l_1218_ - l_1207_);
        double l_1220_ = (l_1219_ * l_1_);
        double l_1221_ = (l_1218_ - l_1220_);
        double l_1222_ = (l_1221_ * l_1_);
        double l_1223_ = (l_1207_ - l_1222_);
        double l_1224_ = (l_1216_ - l_1220_);
        double l_1225_ = (l_1223_ + l_1224_);
        double l_1226_ = (l_1218_ + l_1188_);
        double l_1227_ = (l_1226_ * l_1_);
        double l_1228_ = (l_1227_ - l_1218_);
        double l_1229_ = (l_1228_ * l_1_);
        double l_1230_ = (l_1227_ - l_1229_);
        double l_1231_ = (l_1230_ * l_1_);
        double l_1232_ = (l_1218_ - l_1231_);
        double l_1233_ = (l_1188_ - l_1229_);
        double l_1234_ = (l_1232_ + l_1233_);
        double l_1235_ = (l_1189_ + l_1227_);
        double l_1236_ = (l_1235_ * l_1_);
        double l_1237_ = (l_1236_ - l_1189_);
        double l_1238_ = (l_1237_ * l_1_);
        double l_1239_ = (l_1236_ - l_1238_);
        double l_1240_ = (l_1239_ * l_1_);
        double l_1241_ = (l_1189_ - l_1240_);
        double l_1242_ = (l_1227_ - l_1238_);
        double l_1243_ = (l_1241_ + l_1242_);
        double l_1244_ = (l_1234_ + l_1243_);
        double l_1245_ = (l_1244_ + l_1225_);
        double l_1246_ = (l_1236_ + l_1245_);
        double l_1247_ = (l_1246_ * l_1_);
        double l_1248_ = (l_1247_ - l_1236_);
        double l_1249_ = (l_1248_ * l_1_);
        double l_1250_ = (l_1245_ - l_1249_);
        double l_1251_ = (l_1209_ + l_1247_);
        double l_1252_ = (l_1251_ * l_1_);
        double l_1253_ = (l_1252_ - l_1209_);
        double l_1254_ = (l_1253_ * l_1_);
        double l_1255_ = (l_1247_ - l_1254_);
        double l_1256_ = (l_1191_ + l_1252_);
        double l_1257_ = (l_1256_ * l_1_);
        double l_1258_ = (l_1257_ - l_1191_);
        double l_1259_ = (l_1258_ * l_1_);
        double l_1260_ = (l_1252_ - l_1259_);
        double l_1261_ = (l_1124_ + l_1257_);
        double l_1262_ = (l_1261_ * l_1_);
        double l_1263_ = (l_1262_ - l_1124_);
        double l_1264_ = (l_1263_ * l_1_);
        double l_1265_ = (l_1257_ - l_1264_);
        l_mut_5_ = 0.0L;
        l_mut_1266_ = 0.0L;
        l_mut_1267_ = 0.0L;
        l_mut_1268_ = 0.0L;
        l_mut_1269_ = l_1262_;
        l_mut_6_ = 0u;
        double _e2729 = l_mut_1269_;
        double l_1270_ = (_e2729 + l_1265_);
        double l_1271_ = (l_1270_ * l_1_);
        double _e2732 = l_mut_1269_;
        double l_1272_ = (l_1271_ - _e2732);
        double l_1273_ = (l_1272_ * l_1_);
        double l_1274_ = (l_1265_ - l_1273_);
        uint _e2736 = l_mut_6_;
        bool l_1275_ = (_e2736 < 3u);
        bool l_1276_ = (l_1274_ != 0.0L);
        if (l_1275_) {
            local_97 = l_1276_;
        } else {
            local_97 = false;
        }
        bool l_1277_ = local_97;
        uint _e2745 = l_mut_6_;
        bool l_1278_ = (_e2745 == 0u);
        if (l_1277_) {
            local_98 = l_1278_;
        } else {
            local_98 = false;
        }
        bool l_1279_ = local_98;
        double _e2752 = l_mut_5_;
        double l_1280_ = (l_1279_ ? l_1271_ : _e2752);
        l_mut_5_ = l_1280_;
        uint _e2754 = l_mut_6_;
        bool l_1281_ = (_e2754 == 1u);
        if (l_1277_) {
            local_99 = l_1281_;
        } else {
            local_99 = false;
        }
        bool l_1282_ = local_99;
        double _e2761 = l_mut_1266_;
        double l_1283_ = (l_1282_ ? l_1271_ : _e2761);
        l_mut_1266_ = l_1283_;
        uint _e2763 = l_mut_6_;
        bool l_1284_ = (_e2763 == 2u);
        if (l_1277_) {
            local_100 = l_1284_;
        } else {
            local_100 = false;
        }
        bool l_1285_ = local_100;
        double _e2770 = l_mut_1267_;
        double l_1286_ = (l_1285_ ? l_1271_ : _e2770);
        l_mut_1267_ = l_1286_;
        double l_1287_ = (l_1277_ ? l_1274_ : l_1271_);
        double _e2773 = l_mut_1269_;
        double l_1288_ = (_e2773 + l_1265_);
        double l_1289_ = (l_1275_ ? l_1287_ : l_1288_);
        l_mut_1269_ = l_1289_;
        uint l_1290_ = uint(l_1277_);
        uint _e2777 = l_mut_6_;
        l_mut_6_ = (_e2777 + l_1290_);
        double _e2779 = l_mut_1269_;
        double l_1291_ = (_e2779 + l_1260_);
        double l_1292_ = (l_1291_ * l_1_);
        double _e2782 = l_mut_1269_;
        double l_1293_ = (l_1292_ - _e2782);
        double l_1294_ = (l_1293_ * l_1_);
        double l_1295_ = (l_1260_ - l_1294_);
        uint _e2786 = l_mut_6_;
        bool l_1296_ = (_e2786 < 3u);
        bool l_1297_ = (l_1295_ != 0.0L);
        if (l_1296_) {
            local_101 = l_1297_;
        } else {
            local_101 = false;
        }
        bool l_1298_ = local_101;
        uint _e2795 = l_mut_6_;
        bool l_1299_ = (_e2795 == 0u);
        if (l_1298_) {
            local_102 = l_1299_;
        } else {
            local_102 = false;
        }
        bool l_1300_ = local_102;
        double _e2802 = l_mut_5_;
        double l_1301_ = (l_1300_ ? l_1292_ : _e2802);
        l_mut_5_ = l_1301_;
        uint _e2804 = l_mut_6_;
        bool l_1302_ = (_e2804 == 1u);
        if (l_1298_) {
            local_103 = l_1302_;
        } else {
            local_103 = false;
        }
        bool l_1303_ = local_103;
        double _e2811 = l_mut_1266_;
        double l_1304_ = (l_1303_ ? l_1292_ : _e2811);
        l_mut_1266_ = l_1304_;
        uint _e2813 = l_mut_6_;
        bool l_1305_ = (_e2813 == 2u);
        if (l_1298_) {
            local_104 = l_1305_;
        } else {
            local_104 = false;
        }
        bool l_1306_ = local_104;
        double _e2820 = l_mut_1267_;
        double l_1307_ = (l_1306_ ? l_1292_ : _e2820);
        l_mut_1267_ = l_1307_;
        double l_1308_ = (l_1298_ ? l_1295_ : l_1292_);
        double _e2823 = l_mut_1269_;
        double l_1309_ = (_e2823 + l_1260_);
        double l_1310_ = (l_1296_ ? l_1308_ : l_1309_);
        l_mut_1269_ = l_1310_;
        uint l_1311_ = uint(l_1298_);
        uint _e2827 = l_mut_6_;
        l_mut_6_ = (_e2827 + l_1311_);
        double _e2829 = l_mut_1269_;
        double l_1312_ = (_e2829 + l_1255_);
        double l_1313_ = (l_1312_ * l_1_);
        double _e2832 = l_mut_1269_;
        double l_1314_ = (l_1313_ - _e2832);
        double l_1315_ = (l_1314_ * l_1_);
        double l_1316_ = (l_1255_ - l_1315_);
        uint _e2836 = l_mut_6_;
        bool l_1317_ = (_e2836 < 3u);
        bool l_1318_ = (l_1316_ != 0.0L);
        if (l_1317_) {
            local_105 = l_1318_;
        } else {
            local_105 = false;
        }
        bool l_1319_ = local_105;
        uint _e2845 = l_mut_6_;
        bool l_1320_ = (_e2845 == 0u);
        if (l_1319_) {
            local_106 = l_1320_;
        } else {
            local_106 = false;
        }
        bool l_1321_ = local_106;
        double _e2852 = l_mut_5_;
        double l_1322_ = (l_1321_ ? l_1313_ : _e2852);
        l_mut_5_ = l_1322_;
        uint _e2854 = l_mut_6_;
        bool l_1323_ = (_e2854 == 1u);
        if (l_1319_) {
            local_107 = l_1323_;
        } else {
            local_107 = false;
        }
        bool l_1324_ = local_107;
        double _e2861 = l_mut_1266_;
        double l_1325_ = (l_1324_ ? l_1313_ : _e2861);
        l_mut_1266_ = l_1325_;
        uint _e2863 = l_mut_6_;
        bool l_1326_ = (_e2863 == 2u);
        if (l_1319_) {
            local_108 = l_1326_;
        } else {
            local_108 = false;
        }
        bool l_1327_ = local_108;
        double _e2870 = l_mut_1267_;
        double l_1328_ = (l_1327_ ? l_1313_ : _e2870);
        l_mut_1267_ = l_1328_;
        double l_1329_ = (l_1319_ ? l_1316_ : l_1313_);
        double _e2873 = l_mut_1269_;
        double l_1330_ = (_e2873 + l_1255_);
        double l_1331_ = (l_1317_ ? l_1329_ : l_1330_);
        l_mut_1269_ = l_1331_;
        uint l_1332_ = uint(l_1319_);
        uint _e2877 = l_mut_6_;
        l_mut_6_ = (_e2877 + l_1332_);
        double _e2879 = l_mut_1269_;
        double l_1333_ = (_e2879 + l_1250_);
        double l_1334_ = (l_1333_ * l_1_);
        double _e2882 = l_mut_1269_;
        double l_1335_ = (l_1334_ - _e2882);
        double l_1336_ = (l_1335_ * l_1_);
        double l_1337_ = (l_1250_ - l_1336_);
        uint _e2886 = l_mut_6_;
        bool l_1338_ = (_e2886 < 3u);
        bool l_1339_ = (l_1337_ != 0.0L);
        if (l_1338_) {
            local_109 = l_1339_;
        } else {
            local_109 = false;
        }
        bool l_1340_ = local_109;
        uint _e2895 = l_mut_6_;
        bool l_1341_ = (_e2895 == 0u);
        if (l_1340_) {
            local_110 = l_1341_;
        } else {
            local_110 = false;
        }
        bool l_1342_ = local_110;
        double _e2902 = l_mut_5_;
        double l_1343_ = (l_1342_ ? l_1334_ : _e2902);
        l_mut_5_ = l_1343_;
        uint _e2904 = l_mut_6_;
        bool l_1344_ = (_e2904 == 1u);
        if (l_1340_) {
            local_111 = l_1344_;
        } else {
            local_111 = false;
        }
        bool l_1345_ = local_111;
        double _e2911 = l_mut_1266_;
        double l_1346_ = (l_1345_ ? l_1334_ : _e2911);
        l_mut_1266_ = l_1346_;
        uint _e2913 = l_mut_6_;
        bool l_1347_ = (_e2913 == 2u);
        if (l_1340_) {
            local_112 = l_1347_;
        } else {
            local_112 = false;
        }
        bool l_1348_ = local_112;
        double _e2920 = l_mut_1267_;
        double l_1349_ = (l_1348_ ? l_1334_ : _e2920);
        l_mut_1267_ = l_1349_;
        double l_1350_ = (l_1340_ ? l_1337_ : l_1334_);
        double _e2923 = l_mut_1269_;
        double l_1351_ = (_e2923 + l_1250_);
        double l_1352_ = (l_1338_ ? l_1350_ : l_1351_);
        l_mut_1269_ = l_1352_;
        uint l_1353_ = uint(l_1340_);
        uint _e2927 = l_mut_6_;
        l_mut_6_ = (_e2927 + l_1353_);
        uint _e2929 = l_mut_6_;
        bool l_1354_ = (_e2929 == 0u);
        double _e2932 = l_mut_5_;
        double _e2933 = l_mut_1269_;
        double l_1355_ = (l_1354_ ? _e2933 : _e2932);
        l_mut_5_ = l_1355_;
        uint _e2935 = l_mut_6_;
        bool l_1356_ = (_e2935 == 1u);
        double _e2938 = l_mut_1266_;
        double _e2939 = l_mut_1269_;
        double l_1357_ = (l_1356_ ? _e2939 : _e2938);
        l_mut_1266_ = l_1357_;
        uint _e2941 = l_mut_6_;
        bool l_1358_ = (_e2941 == 2u);
        double _e2944 = l_mut_1267_;
        double _e2945 = l_mut_1269_;
        double l_1359_ = (l_1358_ ? _e2945 : _e2944);
        l_mut_1267_ = l_1359_;
        uint _e2947 = l_mut_6_;
        bool l_1360_ = (_e2947 == 3u);
        double _e2950 = l_mut_1268_;
        double _e2951 = l_mut_1269_;
        double l_1361_ = (l_1360_ ? _e2951 : _e2950);
        l_mut_1268_ = l_1361_;
        double _e2953 = l_mut_5_;
        double l_1362_ = -(_e2953);
        double _e2955 = l_mut_1266_;
        double l_1363_ = -(_e2955);
        double _e2957 = l_mut_1267_;
        double l_1364_ = -(_e2957);
        double _e2959 = l_mut_1268_;
        double l_1365_ = -(_e2959);
        double _e2962 = l_mut_259_;
        a_1366_[0] = _e2962;
        a_1366_[1] = l_1362_;
        double _e2965 = l_mut_258_;
        a_1366_[2] = _e2965;
        a_1366_[3] = l_1363_;
        double _e2968 = l_mut_257_;
        a_1366_[4] = _e2968;
        a_1366_[5] = l_1364_;
        double _e2971 = l_mut_256_;
        a_1366_[6] = _e2971;
        a_1366_[7] = l_1365_;
        double l_1367_ = a_1366_[7];
        l_mut_1269_ = l_1367_;
        double l_1368_ = a_1366_[6];
        double _e2977 = l_mut_1269_;
        double l_1369_ = (l_1368_ + _e2977);
        double l_1370_ = (l_1369_ * l_1_);
        double l_1371_ = (l_1370_ - l_1368_);
        double l_1372_ = (l_1371_ * l_1_);
        double l_1373_ = (l_1370_ - l_1372_);
        double l_1374_ = (l_1373_ * l_1_);
        double l_1375_ = (l_1368_ - l_1374_);
        double _e2985 = l_mut_1269_;
        double l_1376_ = (_e2985 - l_1372_);
        double l_1377_ = (l_1375_ + l_1376_);
        a_1366_[7] = l_1377_;
        l_mut_1269_ = l_1370_;
        double l_1378_ = a_1366_[5];
        double _e2991 = l_mut_1269_;
        double l_1379_ = (l_1378_ + _e2991);
        double l_1380_ = (l_1379_ * l_1_);
        double l_1381_ = (l_1380_ - l_1378_);
        double l_1382_ = (l_1381_ * l_1_);
        double l_1383_ = (l_1380_ - l_1382_);
        double l_1384_ = (l_1383_ * l_1_);
        double l_1385_ = (l_1378_ - l_1384_);
        double _e2999 = l_mut_1269_;
        double l_1386_ = (_e2999 - l_1382_);
        double l_1387_ = (l_1385_ + l_1386_);
        a_1366_[6] = l_1387_;
        l_mut_1269_ = l_1380_;
        double l_1388_ = a_1366_[4];
        double _e3005 = l_mut_1269_;
        double l_1389_ = (l_1388_ + _e3005);
        double l_1390_ = (l_1389_ * l_1_);
        double l_1391_ = (l_1390_ - l_1388_);
        double l_1392_ = (l_1391_ * l_1_);
        double l_1393_ = (l_1390_ - l_1392_);
        double l_1394_ = (l_1393_ * l_1_);
        double l_1395_ = (l_1388_ - l_1394_);
        double _e3013 = l_mut_1269_;
        double l_1396_ = (_e3013 - l_1392_);
        double l_1397_ = (l_1395_ + l_1396_);
        a_1366_[5] = l_1397_;
        l_mut_1269_ = l_1390_;
        double l_1398_ = a_1366_[3];
        double _e3019 = l_mut_1269_;
        double l_1399_ = (l_1398_ + _e3019);
        double l_1400_ = (l_1399_ * l_1_);
        double l_1401_ = (l_1400_ - l_1398_);
        double l_1402_ = (l_1401_ * l_1_);
        double l_1403_ = (l_1400_ - l_1402_);
        double l_1404_ = (l_1403_ * l_1_);
        double l_1405_ = (l_1398_ - l_1404_);
        double _e3027 = l_mut_1269_;
        double l_1406_ = (_e3027 - l_1402_);
        double l_1407_ = (l_1405_ + l_1406_);
        a_1366_[4] = l_1407_;
        l_mut_1269_ = l_1400_;
        double l_1408_ = a_1366_[2];
        double _e3033 = l_mut_1269_;
        double l_1409_ = (l_1408_ + _e3033);
        double l_1410_ = (l_1409_ * l_1_);
        double l_1411_ = (l_1410_ - l_1408_);
        double l_1412_ = (l_1411_ * l_1_);
        double l_1413_ = (l_1410_ - l_1412_);
        double l_1414_ = (l_1413_ * l_1_);
        double l_1415_ = (l_1408_ - l_1414_);
        double _e3041 = l_mut_1269_;
        double l_1416_ = (_e3041 - l_1412_);
        double l_1417_ = (l_1415_ + l_1416_);
        a_1366_[3] = l_1417_;
        l_mut_1269_ = l_1410_;
        double l_1418_ = a_1366_[1];
        double _e3047 = l_mut_1269_;
        double l_1419_ = (l_1418_ + _e3047);
        double l_1420_ = (l_1419_ * l_1_);
        double l_1421_ = (l_1420_ - l_1418_);
        double l_1422_ = (l_1421_ * l_1_);
        double l_1423_ = (l_1420_ - l_1422_);
        double l_1424_ = (l_1423_ * l_1_);
        double l_1425_ = (l_1418_ - l_1424_);
        double _e3055 = l_mut_1269_;
        double l_1426_ = (_e3055 - l_1422_);
        double l_1427_ = (l_1425_ + l_1426_);
        a_1366_[2] = l_1427_;
        l_mut_1269_ = l_1420_;
        double l_1428_ = a_1366_[0];
        double _e3061 = l_mut_1269_;
        double l_1429_ = (l_1428_ + _e3061);
        double l_1430_ = (l_1429_ * l_1_);
        double l_1431_ = (l_1430_ - l_1428_);
        double l_1432_ = (l_1431_ * l_1_);
        double l_1433_ = (l_1430_ - l_1432_);
        double l_1434_ = (l_1433_ * l_1_);
        double l_1435_ = (l_1428_ - l_1434_);
        double _e3069 = l_mut_1269_;
        double l_1436_ = (_e3069 - l_1432_);
        double l_1437_ = (l_1435_ + l_1436_);
        a_1366_[1] = l_1437_;
        l_mut_1269_ = l_1430_;
        double _e3074 = l_mut_1269_;
        a_1366_[0] = _e3074;
        double l_1438_ = a_1366_[7];
        l_mut_1269_ = l_1438_;
        double l_1439_ = a_1366_[6];
        double _e3079 = l_mut_1269_;
        double l_1440_ = (l_1439_ + _e3079);
        double l_1441_ = (l_1440_ * l_1_);
        double l_1442_ = (l_1441_ - l_1439_);
        double l_1443_ = (l_1442_ * l_1_);
        double l_1444_ = (l_1441_ - l_1443_);
        double l_1445_ = (l_1444_ * l_1_);
        double l_1446_ = (l_1439_ - l_1445_);
        double _e3087 = l_mut_1269_;
        double l_1447_ = (_e3087 - l_1443_);
        double l_1448_ = (l_1446_ + l_1447_);
        a_1366_[7] = l_1448_;
        l_mut_1269_ = l_1441_;
        double l_1449_ = a_1366_[5];
        double _e3093 = l_mut_1269_;
        double l_1450_ = (l_1449_ + _e3093);
        double l_1451_ = (l_1450_ * l_1_);
        double l_1452_ = (l_1451_ - l_1449_);
        double l_1453_ = (l_1452_ * l_1_);
        double l_1454_ = (l_1451_ - l_1453_);
        double l_1455_ = (l_1454_ * l_1_);
        double l_1456_ = (l_1449_ - l_1455_);
        double _e3101 = l_mut_1269_;
        double l_1457_ = (_e3101 - l_1453_);
        double l_1458_ = (l_1456_ + l_1457_);
        a_1366_[6] = l_1458_;
        l_mut_1269_ = l_1451_;
        double l_1459_ = a_1366_[4];
        double _e3107 = l_mut_1269_;
        double l_1460_ = (l_1459_ + _e3107);
        double l_1461_ = (l_1460_ * l_1_);
        double l_1462_ = (l_1461_ - l_1459_);
        double l_1463_ = (l_1462_ * l_1_);
        double l_1464_ = (l_1461_ - l_1463_);
        double l_1465_ = (l_1464_ * l_1_);
        double l_1466_ = (l_1459_ - l_1465_);
        double _e3115 = l_mut_1269_;
        double l_1467_ = (_e3115 - l_1463_);
        double l_1468_ = (l_1466_ + l_1467_);
        a_1366_[5] = l_1468_;
        l_mut_1269_ = l_1461_;
        double l_1469_ = a_1366_[3];
        double _e3121 = l_mut_1269_;
        double l_1470_ = (l_1469_ + _e3121);
        double l_1471_ = (l_1470_ * l_1_);
        double l_1472_ = (l_1471_ - l_1469_);
        double l_1473_ = (l_1472_ * l_1_);
        double l_1474_ = (l_1471_ - l_1473_);
        double l_1475_ = (l_1474_ * l_1_);
        double l_1476_ = (l_1469_ - l_1475_);
        double _e3129 = l_mut_1269_;
        double l_1477_ = (_e3129 - l_1473_);
        double l_1478_ = (l_1476_ + l_1477_);
        a_1366_[4] = l_1478_;
        l_mut_1269_ = l_1471_;
        double l_1479_ = a_1366_[2];
        double _e3135 = l_mut_1269_;
        double l_1480_ = (l_1479_ + _e3135);
        double l_1481_ = (l_1480_ * l_1_);
        double l_1482_ = (l_1481_ - l_1479_);
        double l_1483_ = (l_1482_ * l_1_);
        double l_1484_ = (l_1481_ - l_1483_);
        double l_1485_ = (l_1484_ * l_1_);
        double l_1486_ = (l_1479_ - l_1485_);
        double _e3143 = l_mut_1269_;
        double l_1487_ = (_e3143 - l_1483_);
        double l_1488_ = (l_1486_ + l_1487_);
        a_1366_[3] = l_1488_;
        l_mut_1269_ = l_1481_;
        double l_1489_ = a_1366_[1];
        double _e3149 = l_mut_1269_;
        double l_1490_ = (l_1489_ + _e3149);
        double l_1491_ = (l_1490_ * l_1_);
        double l_1492_ = (l_1491_ - l_1489_);
        double l_1493_ = (l_1492_ * l_1_);
        double l_1494_ = (l_1491_ - l_1493_);
        double l_1495_ = (l_1494_ * l_1_);
        double l_1496_ = (l_1489_ - l_1495_);
        double _e3157 = l_mut_1269_;
        double l_1497_ = (_e3157 - l_1493_);
        double l_1498_ = (l_1496_ + l_1497_);
        a_1366_[2] = l_1498_;
        l_mut_1269_ = l_1491_;
        double l_1499_ = a_1366_[0];
        double _e3163 = l_mut_1269_;
        double l_1500_ = (l_1499_ + _e3163);
        double l_1501_ = (l_1500_ * l_1_);
        double l_1502_ = (l_1501_ - l_1499_);
        double l_1503_ = (l_1502_ * l_1_);
        double l_1504_ = (l_1501_ - l_1503_);
        double l_1505_ = (l_1504_ * l_1_);
        double l_1506_ = (l_1499_ - l_1505_);
        double _e3171 = l_mut_1269_;
        double l_1507_ = (_e3171 - l_1503_);
        double l_1508_ = (l_1506_ + l_1507_);
        a_1366_[1] = l_1508_;
        l_mut_1269_ = l_1501_;
        double _e3176 = l_mut_1269_;
        a_1366_[0] = _e3176;
        l_mut_1269_ = 0.0L;
        l_mut_1268_ = 0.0L;
        l_mut_1267_ = 0.0L;
        l_mut_1266_ = 0.0L;
        double l_1509_ = a_1366_[0];
        l_mut_5_ = l_1509_;
        l_mut_6_ = 0u;
        double l_1510_ = a_1366_[1];
        double _e3186 = l_mut_5_;
        double l_1511_ = (_e3186 + l_1510_);
        double l_1512_ = (l_1511_ * l_1_);
        double _e3189 = l_mut_5_;
        double l_1513_ = (l_1512_ - _e3189);
        double l_1514_ = (l_1513_ * l_1_);
        double l_1515_ = (l_1512_ - l_1514_);
        double l_1516_ = (l_1515_ * l_1_);
        double _e3194 = l_mut_5_;
        double l_1517_ = (_e3194 - l_1516_);
        double l_1518_ = (l_1510_ - l_1514_);
        double l_1519_ = (l_1517_ + l_1518_);
        uint _e3198 = l_mut_6_;
        bool l_1520_ = (_e3198 < 3u);
        bool l_1521_ = (l_1519_ != 0.0L);
        if (l_1520_) {
            local_113 = l_1521_;
        } else {
            local_113 = false;
        }
        bool l_1522_ = local_113;
        uint _e3207 = l_mut_6_;
        bool l_1523_ = (_e3207 == 0u);
        if (l_1522_) {
            local_114 = l_1523_;
        } else {
            local_114 = false;
        }
        bool l_1524_ = local_114;
        double _e3214 = l_mut_1269_;
        double l_1525_ = (l_1524_ ? l_1512_ : _e3214);
        l_mut_1269_ = l_1525_;
        uint _e3216 = l_mut_6_;
        bool l_1526_ = (_e3216 == 1u);
        if (l_1522_) {
            local_115 = l_1526_;
        } else {
            local_115 = false;
        }
        bool l_1527_ = local_115;
        double _e3223 = l_mut_1268_;
        double l_1528_ = (l_1527_ ? l_1512_ : _e3223);
        l_mut_1268_ = l_1528_;
        uint _e3225 = l_mut_6_;
        bool l_1529_ = (_e3225 == 2u);
        if (l_1522_) {
            local_116 = l_1529_;
        } else {
            local_116 = false;
        }
        bool l_1530_ = local_116;
        double _e3232 = l_mut_1267_;
        double l_1531_ = (l_1530_ ? l_1512_ : _e3232);
        l_mut_1267_ = l_1531_;
        double l_1532_ = (l_1522_ ? l_1519_ : l_1512_);
        double _e3235 = l_mut_5_;
        double l_1533_ = (_e3235 + l_1510_);
        double l_1534_ = (l_1520_ ? l_1532_ : l_1533_);
        l_mut_5_ = l_1534_;
        uint l_1535_ = uint(l_1522_);
        uint _e3239 = l_mut_6_;
        l_mut_6_ = (_e3239 + l_1535_);
        double l_1536_ = a_1366_[2];
        double _e3243 = l_mut_5_;
        double l_1537_ = (_e3243 + l_1536_);
        double l_1538_ = (l_1537_ * l_1_);
        double _e3246 = l_mut_5_;
        double l_1539_ = (l_1538_ - _e3246);
        double l_1540_ = (l_1539_ * l_1_);
        double l_1541_ = (l_1538_ - l_1540_);
        double l_1542_ = (l_1541_ * l_1_);
        double _e3251 = l_mut_5_;
        double l_1543_ = (_e3251 - l_1542_);
        double l_1544_ = (l_1536_ - l_1540_);
        double l_1545_ = (l_1543_ + l_1544_);
        uint _e3255 = l_mut_6_;
        bool l_1546_ = (_e3255 < 3u);
        bool l_1547_ = (l_1545_ != 0.0L);
        if (l_1546_) {
            local_117 = l_1547_;
        } else {
            local_117 = false;
        }
        bool l_1548_ = local_117;
        uint _e3264 = l_mut_6_;
        bool l_1549_ = (_e3264 == 0u);
        if (l_1548_) {
            local_118 = l_1549_;
        } else {
            local_118 = false;
        }
        bool l_1550_ = local_118;
        double _e3271 = l_mut_1269_;
        double l_1551_ = (l_1550_ ? l_1538_ : _e3271);
        l_mut_1269_ = l_1551_;
        uint _e3273 = l_mut_6_;
        bool l_1552_ = (_e3273 == 1u);
        if (l_1548_) {
            local_119 = l_1552_;
        } else {
            local_119 = false;
        }
        bool l_1553_ = local_119;
        double _e3280 = l_mut_1268_;
        double l_1554_ = (l_1553_ ? l_1538_ : _e3280);
        l_mut_1268_ = l_1554_;
        uint _e3282 = l_mut_6_;
        bool l_1555_ = (_e3282 == 2u);
        if (l_1548_) {
            local_120 = l_1555_;
        } else {
            local_120 = false;
        }
        bool l_1556_ = local_120;
        double _e3289 = l_mut_1267_;
        double l_1557_ = (l_1556_ ? l_1538_ : _e3289);
        l_mut_1267_ = l_1557_;
        double l_1558_ = (l_1548_ ? l_1545_ : l_1538_);
        double _e3292 = l_mut_5_;
        double l_1559_ = (_e3292 + l_1536_);
        double l_1560_ = (l_1546_ ? l_1558_ : l_1559_);
        l_mut_5_ = l_1560_;
        uint l_1561_ = uint(l_1548_);
        uint _e3296 = l_mut_6_;
        l_mut_6_ = (_e3296 + l_1561_);
        double l_1562_ = a_1366_[3];
        double _e3300 = l_mut_5_;
        double l_1563_ = (_e3300 + l_1562_);
        double l_1564_ = (l_1563_ * l_1_);
        double _e3303 = l_mut_5_;
        double l_1565_ = (l_1564_ - _e3303);
        double l_1566_ = (l_1565_ * l_1_);
        double l_1567_ = (l_1564_ - l_1566_);
        double l_1568_ = (l_1567_ * l_1_);
        double _e3308 = l_mut_5_;
        double l_1569_ = (_e3308 - l_1568_);
        double l_1570_ = (l_1562_ - l_1566_);
        double l_1571_ = (l_1569_ + l_1570_);
        uint _e3312 = l_mut_6_;
        bool l_1572_ = (_e3312 < 3u);
        bool l_1573_ = (l_1571_ != 0.0L);
        if (l_1572_) {
            local_121 = l_1573_;
        } else {
            local_121 = false;
        }
        bool l_1574_ = local_121;
        uint _e3321 = l_mut_6_;
        bool l_1575_ = (_e3321 == 0u);
        if (l_1574_) {
            local_122 = l_1575_;
        } else {
            local_122 = false;
        }
        bool l_1576_ = local_122;
        double _e3328 = l_mut_1269_;
        double l_1577_ = (l_1576_ ? l_1564_ : _e3328);
        l_mut_1269_ = l_1577_;
        uint _e3330 = l_mut_6_;
        bool l_1578_ = (_e3330 == 1u);
        if (l_1574_) {
            local_123 = l_1578_;
        } else {
            local_123 = false;
        }
        bool l_1579_ = local_123;
        double _e3337 = l_mut_1268_;
        double l_1580_ = (l_1579_ ? l_1564_ : _e3337);
        l_mut_1268_ = l_1580_;
        uint _e3339 = l_mut_6_;
        bool l_1581_ = (_e3339 == 2u);
        if (l_1574_) {
            local_124 = l_1581_;
        } else {
            local_124 = false;
        }
        bool l_1582_ = local_124;
        double _e3346 = l_mut_1267_;
        double l_1583_ = (l_1582_ ? l_1564_ : _e3346);
        l_mut_1267_ = l_1583_;
        double l_1584_ = (l_1574_ ? l_1571_ : l_1564_);
        double _e3349 = l_mut_5_;
        double l_1585_ = (_e3349 + l_1562_);
        double l_1586_ = (l_1572_ ? l_1584_ : l_1585_);
        l_mut_5_ = l_1586_;
        uint l_1587_ = uint(l_1574_);
        uint _e3353 = l_mut_6_;
        l_mut_6_ = (_e3353 + l_1587_);
        double l_1588_ = a_1366_[4];
        double _e3357 = l_mut_5_;
        double l_1589_ = (_e3357 + l_1588_);
        double l_1590_ = (l_1589_ * l_1_);
        double _e3360 = l_mut_5_;
        double l_1591_ = (l_1590_ - _e3360);
        double l_1592_ = (l_1591_ * l_1_);
        double l_1593_ = (l_1590_ - l_1592_);
        double l_1594_ = (l_1593_ * l_1_);
        double _e3365 = l_mut_5_;
        double l_1595_ = (_e3365 - l_1594_);
        double l_1596_ = (l_1588_ - l_1592_);
        double l_1597_ = (l_1595_ + l_1596_);
        uint _e3369 = l_mut_6_;
        bool l_1598_ = (_e3369 < 3u);
        bool l_1599_ = (l_1597_ != 0.0L);
        if (l_1598_) {
            local_125 = l_1599_;
        } else {
            local_125 = false;
        }
        bool l_1600_ = local_125;
        uint _e3378 = l_mut_6_;
        bool l_1601_ = (_e3378 == 0u);
        if (l_1600_) {
            local_126 = l_1601_;
        } else {
            local_126 = false;
        }
        bool l_1602_ = local_126;
        double _e3385 = l_mut_1269_;
        double l_1603_ = (l_1602_ ? l_1590_ : _e3385);
        l_mut_1269_ = l_1603_;
        uint _e3387 = l_mut_6_;
        bool l_1604_ = (_e3387 == 1u);
        if (l_1600_) {
            local_127 = l_1604_;
        } else {
            local_127 = false;
        }
        bool l_1605_ = local_127;
        double _e3394 = l_mut_1268_;
        double l_1606_ = (l_1605_ ? l_1590_ : _e3394);
        l_mut_1268_ = l_1606_;
        uint _e3396 = l_mut_6_;
        bool l_1607_ = (_e3396 == 2u);
        if (l_1600_) {
            local_128 = l_1607_;
        } else {
            local_128 = false;
        }
        bool l_1608_ = local_128;
        double _e3403 = l_mut_1267_;
        double l_1609_ = (l_1608_ ? l_1590_ : _e3403);
        l_mut_1267_ = l_1609_;
        double l_1610_ = (l_1600_ ? l_1597_ : l_1590_);
        double _e3406 = l_mut_5_;
        double l_1611_ = (_e3406 + l_1588_);
        double l_1612_ = (l_1598_ ? l_1610_ : l_1611_);
        l_mut_5_ = l_1612_;
        uint l_1613_ = uint(l_1600_);
        uint _e3410 = l_mut_6_;
        l_mut_6_ = (_e3410 + l_1613_);
        double l_1614_ = a_1366_[5];
        double _e3414 = l_mut_5_;
        double l_1615_ = (_e3414 + l_1614_);
        double l_1616_ = (l_1615_ * l_1_);
        double _e3417 = l_mut_5_;
        double l_1617_ = (l_1616_ - _e3417);
        double l_1618_ = (l_1617_ * l_1_);
        double l_1619_ = (l_1616_ - l_1618_);
        double l_1620_ = (l_1619_ * l_1_);
        double _e3422 = l_mut_5_;
        double l_1621_ = (_e3422 - l_1620_);
        double l_1622_ = (l_1614_ - l_1618_);
        double l_1623_ = (l_1621_ + l_1622_);
        uint _e3426 = l_mut_6_;
        bool l_1624_ = (_e3426 < 3u);
        bool l_1625_ = (l_1623_ != 0.0L);
        if (l_1624_) {
            local_129 = l_1625_;
        } else {
            local_129 = false;
        }
        bool l_1626_ = local_129;
        uint _e3435 = l_mut_6_;
        bool l_1627_ = (_e3435 == 0u);
        if (l_1626_) {
            local_130 = l_1627_;
        } else {
            local_130 = false;
        }
        bool l_1628_ = local_130;
        double _e3442 = l_mut_1269_;
        double l_1629_ = (l_1628_ ? l_1616_ : _e3442);
        l_mut_1269_ = l_1629_;
        uint _e3444 = l_mut_6_;
        bool l_1630_ = (_e3444 == 1u);
        if (l_1626_) {
            local_131 = l_1630_;
        } else {
            local_131 = false;
        }
        bool l_1631_ = local_131;
        double _e3451 = l_mut_1268_;
        double l_1632_ = (l_1631_ ? l_1616_ : _e3451);
        l_mut_1268_ = l_1632_;
        uint _e3453 = l_mut_6_;
        bool l_1633_ = (_e3453 == 2u);
        if (l_1626_) {
            local_132 = l_1633_;
        } else {
            local_132 = false;
        }
        bool l_1634_ = local_132;
        double _e3460 = l_mut_1267_;
        double l_1635_ = (l_1634_ ? l_1616_ : _e3460);
        l_mut_1267_ = l_1635_;
        double l_1636_ = (l_1626_ ? l_1623_ : l_1616_);
        double _e3463 = l_mut_5_;
        double l_1637_ = (_e3463 + l_1614_);
        double l_1638_ = (l_1624_ ? l_1636_ : l_1637_);
        l_mut_5_ = l_1638_;
        uint l_1639_ = uint(l_1626_);
        uint _e3467 = l_mut_6_;
        l_mut_6_ = (_e3467 + l_1639_);
        double l_1640_ = a_1366_[6];
        double _e3471 = l_mut_5_;
        double l_1641_ = (_e3471 + l_1640_);
        double l_1642_ = (l_1641_ * l_1_);
        double _e3474 = l_mut_5_;
        double l_1643_ = (l_1642_ - _e3474);
        double l_1644_ = (l_1643_ * l_1_);
        double l_1645_ = (l_1642_ - l_1644_);
        double l_1646_ = (l_1645_ * l_1_);
        double _e3479 = l_mut_5_;
        double l_1647_ = (_e3479 - l_1646_);
        double l_1648_ = (l_1640_ - l_1644_);
        double l_1649_ = (l_1647_ + l_1648_);
        uint _e3483 = l_mut_6_;
        bool l_1650_ = (_e3483 < 3u);
        bool l_1651_ = (l_1649_ != 0.0L);
        if (l_1650_) {
            local_133 = l_1651_;
        } else {
            local_133 = false;
        }
        bool l_1652_ = local_133;
        uint _e3492 = l_mut_6_;
        bool l_1653_ = (_e3492 == 0u);
        if (l_1652_) {
            local_134 = l_1653_;
        } else {
            local_134 = false;
        }
        bool l_1654_ = local_134;
        double _e3499 = l_mut_1269_;
        double l_1655_ = (l_1654_ ? l_1642_ : _e3499);
        l_mut_1269_ = l_1655_;
        uint _e3501 = l_mut_6_;
        bool l_1656_ = (_e3501 == 1u);
        if (l_1652_) {
            local_135 = l_1656_;
        } else {
            local_135 = false;
        }
        bool l_1657_ = local_135;
        double _e3508 = l_mut_1268_;
        double l_1658_ = (l_1657_ ? l_1642_ : _e3508);
        l_mut_1268_ = l_1658_;
        uint _e3510 = l_mut_6_;
        bool l_1659_ = (_e3510 == 2u);
        if (l_1652_) {
            local_136 = l_1659_;
        } else {
            local_136 = false;
        }
        bool l_1660_ = local_136;
        double _e3517 = l_mut_1267_;
        double l_1661_ = (l_1660_ ? l_1642_ : _e3517);
        l_mut_1267_ = l_1661_;
        double l_1662_ = (l_1652_ ? l_1649_ : l_1642_);
        double _e3520 = l_mut_5_;
        double l_1663_ = (_e3520 + l_1640_);
        double l_1664_ = (l_1650_ ? l_1662_ : l_1663_);
        l_mut_5_ = l_1664_;
        uint l_1665_ = uint(l_1652_);
        uint _e3524 = l_mut_6_;
        l_mut_6_ = (_e3524 + l_1665_);
        double l_1666_ = a_1366_[7];
        double _e3528 = l_mut_5_;
        double l_1667_ = (_e3528 + l_1666_);
        double l_1668_ = (l_1667_ * l_1_);
        double _e3531 = l_mut_5_;
        double l_1669_ = (l_1668_ - _e3531);
        double l_1670_ = (l_1669_ * l_1_);
        double l_1671_ = (l_1668_ - l_1670_);
        double l_1672_ = (l_1671_ * l_1_);
        double _e3536 = l_mut_5_;
        double l_1673_ = (_e3536 - l_1672_);
        double l_1674_ = (l_1666_ - l_1670_);
        double l_1675_ = (l_1673_ + l_1674_);
        uint _e3540 = l_mut_6_;
        bool l_1676_ = (_e3540 < 3u);
        bool l_1677_ = (l_1675_ != 0.0L);
        if (l_1676_) {
            local_137 = l_1677_;
        } else {
            local_137 = false;
        }
        bool l_1678_ = local_137;
        uint _e3549 = l_mut_6_;
        bool l_1679_ = (_e3549 == 0u);
        if (l_1678_) {
            local_138 = l_1679_;
        } else {
            local_138 = false;
        }
        bool l_1680_ = local_138;
        double _e3556 = l_mut_1269_;
        double l_1681_ = (l_1680_ ? l_1668_ : _e3556);
        l_mut_1269_ = l_1681_;
        uint _e3558 = l_mut_6_;
        bool l_1682_ = (_e3558 == 1u);
        if (l_1678_) {
            local_139 = l_1682_;
        } else {
            local_139 = false;
        }
        bool l_1683_ = local_139;
        double _e3565 = l_mut_1268_;
        double l_1684_ = (l_1683_ ? l_1668_ : _e3565);
        l_mut_1268_ = l_1684_;
        uint _e3567 = l_mut_6_;
        bool l_1685_ = (_e3567 == 2u);
        if (l_1678_) {
            local_140 = l_1685_;
        } else {
            local_140 = false;
        }
        bool l_1686_ = local_140;
        double _e3574 = l_mut_1267_;
        double l_1687_ = (l_1686_ ? l_1668_ : _e3574);
        l_mut_1267_ = l_1687_;
        double l_1688_ = (l_1678_ ? l_1675_ : l_1668_);
        double _e3577 = l_mut_5_;
        double l_1689_ = (_e3577 + l_1666_);
        double l_1690_ = (l_1676_ ? l_1688_ : l_1689_);
        l_mut_5_ = l_1690_;
        uint l_1691_ = uint(l_1678_);
        uint _e3581 = l_mut_6_;
        l_mut_6_ = (_e3581 + l_1691_);
        uint _e3583 = l_mut_6_;
        bool l_1692_ = (_e3583 == 0u);
        double _e3586 = l_mut_1269_;
        double _e3587 = l_mut_5_;
        double l_1693_ = (l_1692_ ? _e3587 : _e3586);
        l_mut_1269_ = l_1693_;
        uint _e3589 = l_mut_6_;
        bool l_1694_ = (_e3589 == 1u);
        double _e3592 = l_mut_1268_;
        double _e3593 = l_mut_5_;
        double l_1695_ = (l_1694_ ? _e3593 : _e3592);
        l_mut_1268_ = l_1695_;
        uint _e3595 = l_mut_6_;
        bool l_1696_ = (_e3595 == 2u);
        double _e3598 = l_mut_1267_;
        double _e3599 = l_mut_5_;
        double l_1697_ = (l_1696_ ? _e3599 : _e3598);
        l_mut_1267_ = l_1697_;
        uint _e3601 = l_mut_6_;
        bool l_1698_ = (_e3601 == 3u);
        double _e3604 = l_mut_1266_;
        double _e3605 = l_mut_5_;
        double l_1699_ = (l_1698_ ? _e3605 : _e3604);
        l_mut_1266_ = l_1699_;
        double _e3607 = l_mut_1269_;
        double l_1700_ = (_e3607 * l_547_);
        double l_1701_ = (l_519_ * l_1700_);
        double l_1702_ = (l_1701_ * l_1_);
        double l_1703_ = (l_0_ * l_519_);
        double l_1704_ = (l_1703_ * l_1_);
        double l_1705_ = (l_1704_ - l_519_);
        double l_1706_ = (l_1705_ * l_1_);
        double l_1707_ = (l_1704_ - l_1706_);
        double l_1708_ = (l_519_ - l_1707_);
        double l_1709_ = (l_0_ * l_1700_);
        double l_1710_ = (l_1709_ * l_1_);
        double l_1711_ = (l_1710_ - l_1700_);
        double l_1712_ = (l_1711_ * l_1_);
        double l_1713_ = (l_1710_ - l_1712_);
        double l_1714_ = (l_1700_ - l_1713_);
        double l_1715_ = (l_1707_ * l_1713_);
        double l_1716_ = (l_1715_ - l_1702_);
        double l_1717_ = (l_1707_ * l_1714_);
        double l_1718_ = (l_1716_ + l_1717_);
        double l_1719_ = (l_1708_ * l_1713_);
        double l_1720_ = (l_1718_ + l_1719_);
        double l_1721_ = (l_1708_ * l_1714_);
        double l_1722_ = (l_1720_ + l_1721_);
        double l_1723_ = (l_521_ * l_1700_);
        double l_1724_ = (l_1723_ * l_1_);
        double l_1725_ = (l_0_ * l_521_);
        double l_1726_ = (l_1725_ * l_1_);
        double l_1727_ = (l_1726_ - l_521_);
        double l_1728_ = (l_1727_ * l_1_);
        double l_1729_ = (l_1726_ - l_1728_);
        double l_1730_ = (l_521_ - l_1729_);
        double l_1731_ = (l_0_ * l_1700_);
        double l_1732_ = (l_1731_ * l_1_);
        double l_1733_ = (l_1732_ - l_1700_);
        double l_1734_ = (l_1733_ * l_1_);
        double l_1735_ = (l_1732_ - l_1734_);
        double l_1736_ = (l_1700_ - l_1735_);
        double l_1737_ = (l_1729_ * l_1735_);
        double l_1738_ = (l_1737_ - l_1724_);
        double l_1739_ = (l_1729_ * l_1736_);
        double l_1740_ = (l_1738_ + l_1739_);
        double l_1741_ = (l_1730_ * l_1735_);
        double l_1742_ = (l_1740_ + l_1741_);
        double l_1743_ = (l_1730_ * l_1736_);
        double l_1744_ = (l_1742_ + l_1743_);
        double l_1745_ = (l_524_ * l_1700_);
        double l_1746_ = (l_1745_ * l_1_);
        double l_1747_ = (l_0_ * l_524_);
        double l_1748_ = (l_1747_ * l_1_);
        double l_1749_ = (l_1748_ - l_524_);
        double l_1750_ = (l_1749_ * l_1_);
        double l_1751_ = (l_1748_ - l_1750_);
        double l_1752_ = (l_524_ - l_1751_);
        double l_1753_ = (l_0_ * l_1700_);
        double l_1754_ = (l_1753_ * l_1_);
        double l_1755_ = (l_1754_ - l_1700_);
        double l_1756_ = (l_1755_ * l_1_);
        double l_1757_ = (l_1754_ - l_1756_);
        double l_1758_ = (l_1700_ - l_1757_);
        double l_1759_ = (l_1751_ * l_1757_);
        double l_1760_ = (l_1759_ - l_1746_);
        double l_1761_ = (l_1751_ * l_1758_);
        double l_1762_ = (l_1760_ + l_1761_);
        double l_1763_ = (l_1752_ * l_1757_);
        double l_1764_ = (l_1762_ + l_1763_);
        double l_1765_ = (l_1752_ * l_1758_);
        double l_1766_ = (l_1764_ + l_1765_);
        double l_1767_ = (l_527_ * l_1700_);
        double l_1768_ = (l_1722_ + l_1724_);
        double l_1769_ = (l_1768_ * l_1_);
        double l_1770_ = (l_1769_ - l_1722_);
        double l_1771_ = (l_1770_ * l_1_);
        double l_1772_ = (l_1769_ - l_1771_);
        double l_1773_ = (l_1772_ * l_1_);
        double l_1774_ = (l_1722_ - l_1773_);
        double l_1775_ = (l_1724_ - l_1771_);
        double l_1776_ = (l_1774_ + l_1775_);
        double l_1777_ = (l_1776_ + l_1744_);
        double l_1778_ = (l_1777_ * l_1_);
        double l_1779_ = (l_1778_ - l_1776_);
        double l_1780_ = (l_1779_ * l_1_);
        double l_1781_ = (l_1778_ - l_1780_);
        double l_1782_ = (l_1781_ * l_1_);
        double l_1783_ = (l_1776_ - l_1782_);
        double l_1784_ = (l_1744_ - l_1780_);
        double l_1785_ = (l_1783_ + l_1784_);
        double l_1786_ = (l_1746_ + l_1778_);
        double l_1787_ = (l_1786_ * l_1_);
        double l_1788_ = (l_1787_ - l_1746_);
        double l_1789_ = (l_1788_ * l_1_);
        double l_1790_ = (l_1787_ - l_1789_);
        double l_1791_ = (l_1790_ * l_1_);
        double l_1792_ = (l_1746_ - l_1791_);
        double l_1793_ = (l_1778_ - l_1789_);
        double l_1794_ = (l_1792_ + l_1793_);
        double l_1795_ = (l_1785_ + l_1794_);
        double l_1796_ = (l_1795_ * l_1_);
        double l_1797_ = (l_1796_ - l_1785_);
        double l_1798_ = (l_1797_ * l_1_);
        double l_1799_ = (l_1796_ - l_1798_);
        double l_1800_ = (l_1799_ * l_1_);
        double l_1801_ = (l_1785_ - l_1800_);
        double l_1802_ = (l_1794_ - l_1798_);
        double l_1803_ = (l_1801_ + l_1802_);
        double l_1804_ = (l_1796_ + l_1766_);
        double l_1805_ = (l_1804_ * l_1_);
        double l_1806_ = (l_1805_ - l_1796_);
        double l_1807_ = (l_1806_ * l_1_);
        double l_1808_ = (l_1805_ - l_1807_);
        double l_1809_ = (l_1808_ * l_1_);
        double l_1810_ = (l_1796_ - l_1809_);
        double l_1811_ = (l_1766_ - l_1807_);
        double l_1812_ = (l_1810_ + l_1811_);
        double l_1813_ = (l_1767_ + l_1805_);
        double l_1814_ = (l_1813_ * l_1_);
        double l_1815_ = (l_1814_ - l_1767_);
        double l_1816_ = (l_1815_ * l_1_);
        double l_1817_ = (l_1814_ - l_1816_);
        double l_1818_ = (l_1817_ * l_1_);
        double l_1819_ = (l_1767_ - l_1818_);
        double l_1820_ = (l_1805_ - l_1816_);
        double l_1821_ = (l_1819_ + l_1820_);
        double l_1822_ = (l_1812_ + l_1821_);
        double l_1823_ = (l_1822_ + l_1803_);
        double l_1824_ = (l_1814_ + l_1823_);
        double l_1825_ = (l_1824_ * l_1_);
        double l_1826_ = (l_1825_ - l_1814_);
        double l_1827_ = (l_1826_ * l_1_);
        double l_1828_ = (l_1823_ - l_1827_);
        double l_1829_ = (l_1787_ + l_1825_);
        double l_1830_ = (l_1829_ * l_1_);
        double l_1831_ = (l_1830_ - l_1787_);
        double l_1832_ = (l_1831_ * l_1_);
        double l_1833_ = (l_1825_ - l_1832_);
        double l_1834_ = (l_1769_ + l_1830_);
        double l_1835_ = (l_1834_ * l_1_);
        double l_1836_ = (l_1835_ - l_1769_);
        double l_1837_ = (l_1836_ * l_1_);
        double l_1838_ = (l_1830_ - l_1837_);
        double l_1839_ = (l_1702_ + l_1835_);
        double l_1840_ = (l_1839_ * l_1_);
        double l_1841_ = (l_1840_ - l_1702_);
        double l_1842_ = (l_1841_ * l_1_);
        double l_1843_ = (l_1835_ - l_1842_);
        l_mut_259_ = 0.0L;
        l_mut_258_ = 0.0L;
        l_mut_257_ = 0.0L;
        l_mut_256_ = 0.0L;
        l_mut_5_ = l_1840_;
        l_mut_6_ = 0u;
        double _e3757 = l_mut_5_;
        double l_1844_ = (_e3757 + l_1843_);
        double l_1845_ = (l_1844_ * l_1_);
        double _e3760 = l_mut_5_;
        double l_1846_ = (l_1845_ - _e3760);
        double l_1847_ = (l_1846_ * l_1_);
        double l_1848_ = (l_1843_ - l_1847_);
        uint _e3764 = l_mut_6_;
        bool l_1849_ = (_e3764 < 3u);
        bool l_1850_ = (l_1848_ != 0.0L);
        if (l_1849_) {
            local_141 = l_1850_;
        } else {
            local_141 = false;
        }
        bool l_1851_ = local_141;
        uint _e3773 = l_mut_6_;
        bool l_1852_ = (_e3773 == 0u);
        if (l_1851_) {
            local_142 = l_1852_;
        } else {
            local_142 = false;
        }
        bool l_1853_ = local_142;
        double _e3780 = l_mut_259_;
        double l_1854_ = (l_1853_ ? l_1845_ : _e3780);
        l_mut_259_ = l_1854_;
        uint _e3782 = l_mut_6_;
        bool l_1855_ = (_e3782 == 1u);
        if (l_1851_) {
            local_143 = l_1855_;
        } else {
            local_143 = false;
        }
        bool l_1856_ = local_143;
        double _e3789 = l_mut_258_;
        double l_1857_ = (l_1856_ ? l_1845_ : _e3789);
        l_mut_258_ = l_1857_;
        uint _e3791 = l_mut_6_;
        bool l_1858_ = (_e3791 == 2u);
        if (l_1851_) {
            local_144 = l_1858_;
        } else {
            local_144 = false;
        }
        bool l_1859_ = local_144;
        double _e3798 = l_mut_257_;
        double l_1860_ = (l_1859_ ? l_1845_ : _e3798);
        l_mut_257_ = l_1860_;
        double l_1861_ = (l_1851_ ? l_1848_ : l_1845_);
        double _e3801 = l_mut_5_;
        double l_1862_ = (_e3801 + l_1843_);
        double l_1863_ = (l_1849_ ? l_1861_ : l_1862_);
        l_mut_5_ = l_1863_;
        uint l_1864_ = uint(l_1851_);
        uint _e3805 = l_mut_6_;
        l_mut_6_ = (_e3805 + l_1864_);
        double _e3807 = l_mut_5_;
        double l_1865_ = (_e3807 + l_1838_);
        double l_1866_ = (l_1865_ * l_1_);
        double _e3810 = l_mut_5_;
        double l_1867_ = (l_1866_ - _e3810);
        double l_1868_ = (l_1867_ * l_1_);
        double l_1869_ = (l_1838_ - l_1868_);
        uint _e3814 = l_mut_6_;
        bool l_1870_ = (_e3814 < 3u);
        bool l_1871_ = (l_1869_ != 0.0L);
        if (l_1870_) {
            local_145 = l_1871_;
        } else {
            local_145 = false;
        }
        bool l_1872_ = local_145;
        uint _e3823 = l_mut_6_;
        bool l_1873_ = (_e3823 == 0u);
        if (l_1872_) {
            local_146 = l_1873_;
        } else {
            local_146 = false;
        }
        bool l_1874_ = local_146;
        double _e3830 = l_mut_259_;
        double l_1875_ = (l_1874_ ? l_1866_ : _e3830);
        l_mut_259_ = l_1875_;
        uint _e3832 = l_mut_6_;
        bool l_1876_ = (_e3832 == 1u);
        if (l_1872_) {
            local_147 = l_1876_;
        } else {
            local_147 = false;
        }
        bool l_1877_ = local_147;
        double _e3839 = l_mut_258_;
        double l_1878_ = (l_1877_ ? l_1866_ : _e3839);
        l_mut_258_ = l_1878_;
        uint _e3841 = l_mut_6_;
        bool l_1879_ = (_e3841 == 2u);
        if (l_1872_) {
            local_148 = l_1879_;
        } else {
            local_148 = false;
        }
        bool l_1880_ = local_148;
        double _e3848 = l_mut_257_;
        double l_1881_ = (l_1880_ ? l_1866_ : _e3848);
        l_mut_257_ = l_1881_;
        double l_1882_ = (l_1872_ ? l_1869_ : l_1866_);
        double _e3851 = l_mut_5_;
        double l_1883_ = (_e3851 + l_1838_);
        double l_1884_ = (l_1870_ ? l_1882_ : l_1883_);
        l_mut_5_ = l_1884_;
        uint l_1885_ = uint(l_1872_);
        uint _e3855 = l_mut_6_;
        l_mut_6_ = (_e3855 + l_1885_);
        double _e3857 = l_mut_5_;
        double l_1886_ = (_e3857 + l_1833_);
        double l_1887_ = (l_1886_ * l_1_);
        double _e3860 = l_mut_5_;
        double l_1888_ = (l_1887_ - _e3860);
        double l_1889_ = (l_1888_ * l_1_);
        double l_1890_ = (l_1833_ - l_1889_);
        uint _e3864 = l_mut_6_;
        bool l_1891_ = (_e3864 < 3u);
        bool l_1892_ = (l_1890_ != 0.0L);
        if (l_1891_) {
            local_149 = l_1892_;
        } else {
            local_149 = false;
        }
        bool l_1893_ = local_149;
        uint _e3873 = l_mut_6_;
        bool l_1894_ = (_e3873 == 0u);
        if (l_1893_) {
            local_150 = l_1894_;
        } else {
            local_150 = false;
        }
        bool l_1895_ = local_150;
        double _e3880 = l_mut_259_;
        double l_1896_ = (l_1895_ ? l_1887_ : _e3880);
        l_mut_259_ = l_1896_;
        uint _e3882 = l_mut_6_;
        bool l_1897_ = (_e3882 == 1u);
        if (l_1893_) {
            local_151 = l_1897_;
        } else {
            local_151 = false;
        }
        bool l_1898_ = local_151;
        double _e3889 = l_mut_258_;
        double l_1899_ = (l_1898_ ? l_1887_ : _e3889);
        l_mut_258_ = l_1899_;
        uint _e3891 = l_mut_6_;
        bool l_1900_ = (_e3891 == 2u);
        if (l_1893_) {
            local_152 = l_1900_;
        } else {
            local_152 = false;
        }
        bool l_1901_ = local_152;
        double _e3898 = l_mut_257_;
        double l_1902_ = (l_1901_ ? l_1887_ : _e3898);
        l_mut_257_ = l_1902_;
        double l_1903_ = (l_1893_ ? l_1890_ : l_1887_);
        double _e3901 = l_mut_5_;
        double l_1904_ = (_e3901 + l_1833_);
        double l_1905_ = (l_1891_ ? l_1903_ : l_1904_);
        l_mut_5_ = l_1905_;
        uint l_1906_ = uint(l_1893_);
        uint _e3905 = l_mut_6_;
        l_mut_6_ = (_e3905 + l_1906_);
        double _e3907 = l_mut_5_;
        double l_1907_ = (_e3907 + l_1828_);
        double l_1908_ = (l_1907_ * l_1_);
        double _e3910 = l_mut_5_;
        double l_1909_ = (l_1908_ - _e3910);
        double l_1910_ = (l_1909_ * l_1_);
        double l_1911_ = (l_1828_ - l_1910_);
        uint _e3914 = l_mut_6_;
        bool l_1912_ = (_e3914 < 3u);
        bool l_1913_ = (l_1911_ != 0.0L);
        if (l_1912_) {
            local_153 = l_1913_;
        } else {
            local_153 = false;
        }
        bool l_1914_ = local_153;
        uint _e3923 = l_mut_6_;
        bool l_1915_ = (_e3923 == 0u);
        if (l_1914_) {
            local_154 = l_1915_;
        } else {
            local_154 = false;
        }
        bool l_1916_ = local_154;
        double _e3930 = l_mut_259_;
        double l_1917_ = (l_1916_ ? l_1908_ : _e3930);
        l_mut_259_ = l_1917_;
        uint _e3932 = l_mut_6_;
        bool l_1918_ = (_e3932 == 1u);
        if (l_1914_) {
            local_155 = l_1918_;
        } else {
            local_155 = false;
        }
        bool l_1919_ = local_155;
        double _e3939 = l_mut_258_;
        double l_1920_ = (l_1919_ ? l_1908_ : _e3939);
        l_mut_258_ = l_1920_;
        uint _e3941 = l_mut_6_;
        bool l_1921_ = (_e3941 == 2u);
        if (l_1914_) {
            local_156 = l_1921_;
        } else {
            local_156 = false;
        }
        bool l_1922_ = local_156;
        double _e3948 = l_mut_257_;
        double l_1923_ = (l_1922_ ? l_1908_ : _e3948);
        l_mut_257_ = l_1923_;
        double l_1924_ = (l_1914_ ? l_1911_ : l_1908_);
        double _e3951 = l_mut_5_;
        double l_1925_ = (_e3951 + l_1828_);
        double l_1926_ = (l_1912_ ? l_1924_ : l_1925_);
        l_mut_5_ = l_1926_;
        uint l_1927_ = uint(l_1914_);
        uint _e3955 = l_mut_6_;
        l_mut_6_ = (_e3955 + l_1927_);
        uint _e3957 = l_mut_6_;
        bool l_1928_ = (_e3957 == 0u);
        double _e3960 = l_mut_259_;
        double _e3961 = l_mut_5_;
        double l_1929_ = (l_1928_ ? _e3961 : _e3960);
        l_mut_259_ = l_1929_;
        uint _e3963 = l_mut_6_;
        bool l_1930_ = (_e3963 == 1u);
        double _e3966 = l_mut_258_;
        double _e3967 = l_mut_5_;
        double l_1931_ = (l_1930_ ? _e3967 : _e3966);
        l_mut_258_ = l_1931_;
        uint _e3969 = l_mut_6_;
        bool l_1932_ = (_e3969 == 2u);
        double _e3972 = l_mut_257_;
        double _e3973 = l_mut_5_;
        double l_1933_ = (l_1932_ ? _e3973 : _e3972);
        l_mut_257_ = l_1933_;
        uint _e3975 = l_mut_6_;
        bool l_1934_ = (_e3975 == 3u);
        double _e3978 = l_mut_256_;
        double _e3979 = l_mut_5_;
        double l_1935_ = (l_1934_ ? _e3979 : _e3978);
        l_mut_256_ = l_1935_;
        double _e3981 = l_mut_259_;
        double l_1936_ = -(_e3981);
        double _e3983 = l_mut_258_;
        double l_1937_ = -(_e3983);
        double _e3985 = l_mut_257_;
        double l_1938_ = -(_e3985);
        double _e3987 = l_mut_256_;
        double l_1939_ = -(_e3987);
        double _e3990 = l_mut_1269_;
        a_1940_[0] = _e3990;
        a_1940_[1] = l_1936_;
        double _e3993 = l_mut_1268_;
        a_1940_[2] = _e3993;
        a_1940_[3] = l_1937_;
        double _e3996 = l_mut_1267_;
        a_1940_[4] = _e3996;
        a_1940_[5] = l_1938_;
        double _e3999 = l_mut_1266_;
        a_1940_[6] = _e3999;
        a_1940_[7] = l_1939_;
        double l_1941_ = a_1940_[7];
        l_mut_259_ = l_1941_;
        double l_1942_ = a_1940_[6];
        double _e4005 = l_mut_259_;
        double l_1943_ = (l_1942_ + _e4005);
        double l_1944_ = (l_1943_ * l_1_);
        double l_1945_ = (l_1944_ - l_1942_);
        double l_1946_ = (l_1945_ * l_1_);
        double l_1947_ = (l_1944_ - l_1946_);
        double l_1948_ = (l_1947_ * l_1_);
        double l_1949_ = (l_1942_ - l_1948_);
        double _e4013 = l_mut_259_;
        double l_1950_ = (_e4013 - l_1946_);
        double l_1951_ = (l_1949_ + l_1950_);
        a_1940_[7] = l_1951_;
        l_mut_259_ = l_1944_;
        double l_1952_ = a_1940_[5];
        double _e4019 = l_mut_259_;
        double l_1953_ = (l_1952_ + _e4019);
        double l_1954_ = (l_1953_ * l_1_);
        double l_1955_ = (l_1954_ - l_1952_);
        double l_1956_ = (l_1955_ * l_1_);
        double l_1957_ = (l_1954_ - l_1956_);
        double l_1958_ = (l_1957_ * l_1_);
        double l_1959_ = (l_1952_ - l_1958_);
        double _e4027 = l_mut_259_;
        double l_1960_ = (_e4027 - l_1956_);
        double l_1961_ = (l_1959_ + l_1960_);
        a_1940_[6] = l_1961_;
        l_mut_259_ = l_1954_;
        double l_1962_ = a_1940_[4];
        double _e4033 = l_mut_259_;
        double l_1963_ = (l_1962_ + _e4033);
        double l_1964_ = (l_1963_ * l_1_);
        double l_1965_ = (l_1964_ - l_1962_);
        double l_1966_ = (l_1965_ * l_1_);
        double l_1967_ = (l_1964_ - l_1966_);
        double l_1968_ = (l_1967_ * l_1_);
        double l_1969_ = (l_1962_ - l_1968_);
        double _e4041 = l_mut_259_;
        double l_1970_ = (_e4041 - l_1966_);
        double l_1971_ = (l_1969_ + l_1970_);
        a_1940_[5] = l_1971_;
        l_mut_259_ = l_1964_;
        double l_1972_ = a_1940_[3];
        double _e4047 = l_mut_259_;
        double l_1973_ = (l_1972_ + _e4047);
        double l_1974_ = (l_1973_ * l_1_);
        double l_1975_ = (l_1974_ - l_1972_);
        double l_1976_ = (l_1975_ * l_1_);
        double l_1977_ = (l_1974_ - l_1976_);
        double l_1978_ = (l_1977_ * l_1_);
        double l_1979_ = (l_1972_ - l_1978_);
        double _e4055 = l_mut_259_;
        double l_1980_ = (_e4055 - l_1976_);
        double l_1981_ = (l_1979_ + l_1980_);
        a_1940_[4] = l_1981_;
        l_mut_259_ = l_1974_;
        double l_1982_ = a_1940_[2];
        double _e4061 = l_mut_259_;
        double l_1983_ = (l_1982_ + _e4061);
        double l_1984_ = (l_1983_ * l_1_);
        double l_1985_ = (l_1984_ - l_1982_);
        double l_1986_ = (l_1985_ * l_1_);
        double l_1987_ = (l_1984_ - l_1986_);
        double l_1988_ = (l_1987_ * l_1_);
        double l_1989_ = (l_1982_ - l_1988_);
        double _e4069 = l_mut_259_;
        double l_1990_ = (_e4069 - l_1986_);
        double l_1991_ = (l_1989_ + l_1990_);
        a_1940_[3] = l_1991_;
        l_mut_259_ = l_1984_;
        double l_1992_ = a_1940_[1];
        double _e4075 = l_mut_259_;
        double l_1993_ = (l_1992_ + _e4075);
        double l_1994_ = (l_1993_ * l_1_);
        double l_1995_ = (l_1994_ - l_1992_);
        double l_1996_ = (l_1995_ * l_1_);
        double l_1997_ = (l_1994_ - l_1996_);
        double l_1998_ = (l_1997_ * l_1_);
        double l_1999_ = (l_1992_ - l_1998_);
        double _e4083 = l_mut_259_;
        double l_2000_ = (_e4083 - l_1996_);
        double l_2001_ = (l_1999_ + l_2000_);
        a_1940_[2] = l_2001_;
        l_mut_259_ = l_1994_;
        double l_2002_ = a_1940_[0];
        double _e4089 = l_mut_259_;
        double l_2003_ = (l_2002_ + _e4089);
        double l_2004_ = (l_2003_ * l_1_);
        double l_2005_ = (l_2004_ - l_2002_);
        double l_2006_ = (l_2005_ * l_1_);
        double l_2007_ = (l_2004_ - l_2006_);
        double l_2008_ = (l_2007_ * l_1_);
        double l_2009_ = (l_2002_ - l_2008_);
        double _e4097 = l_mut_259_;
        double l_2010_ = (_e4097 - l_2006_);
        double l_2011_ = (l_2009_ + l_2010_);
        a_1940_[1] = l_2011_;
        l_mut_259_ = l_2004_;
        double _e4102 = l_mut_259_;
        a_1940_[0] = _e4102;
        double l_2012_ = a_1940_[7];
        l_mut_259_ = l_2012_;
        double l_2013_ = a_1940_[6];
        double _e4107 = l_mut_259_;
        double l_2014_ = (l_2013_ + _e4107);
        double l_2015_ = (l_2014_ * l_1_);
        double l_2016_ = (l_2015_ - l_2013_);
        double l_2017_ = (l_2016_ * l_1_);
        double l_2018_ = (l_2015_ - l_2017_);
        double l_2019_ = (l_2018_ * l_1_);
        double l_2020_ = (l_2013_ - l_2019_);
        double _e4115 = l_mut_259_;
        double l_2021_ = (_e4115 - l_2017_);
        double l_2022_ = (l_2020_ + l_2021_);
        a_1940_[7] = l_2022_;
        l_mut_259_ = l_2015_;
        double l_2023_ = a_1940_[5];
        double _e4121 = l_mut_259_;
        double l_2024_ = (l_2023_ + _e4121);
        double l_2025_ = (l_2024_ * l_1_);
        double l_2026_ = (l_2025_ - l_2023_);
        double l_2027_ = (l_2026_ * l_1_);
        double l_2028_ = (l_2025_ - l_2027_);
        double l_2029_ = (l_2028_ * l_1_);
        double l_2030_ = (l_2023_ - l_2029_);
        double _e4129 = l_mut_259_;
        double l_2031_ = (_e4129 - l_2027_);
        double l_2032_ = (l_2030_ + l_2031_);
        a_1940_[6] = l_2032_;
        l_mut_259_ = l_2025_;
        double l_2033_ = a_1940_[4];
        double _e4135 = l_mut_259_;
        double l_2034_ = (l_2033_ + _e4135);
        double l_2035_ = (l_2034_ * l_1_);
        double l_2036_ = (l_2035_ - l_2033_);
        double l_2037_ = (l_2036_ * l_1_);
        double l_2038_ = (l_2035_ - l_2037_);
        double l_2039_ = (l_2038_ * l_1_);
        double l_2040_ = (l_2033_ - l_2039_);
        double _e4143 = l_mut_259_;
        double l_2041_ = (_e4143 - l_2037_);
        double l_2042_ = (l_2040_ + l_2041_);
        a_1940_[5] = l_2042_;
        l_mut_259_ = l_2035_;
        double l_2043_ = a_1940_[3];
        double _e4149 = l_mut_259_;
        double l_2044_ = (l_2043_ + _e4149);
        double l_2045_ = (l_2044_ * l_1_);
        double l_2046_ = (l_2045_ - l_2043_);
        double l_2047_ = (l_2046_ * l_1_);
        double l_2048_ = (l_2045_ - l_2047_);
        double l_2049_ = (l_2048_ * l_1_);
        double l_2050_ = (l_2043_ - l_2049_);
        double _e4157 = l_mut_259_;
        double l_2051_ = (_e4157 - l_2047_);
        double l_2052_ = (l_2050_ + l_2051_);
        a_1940_[4] = l_2052_;
        l_mut_259_ = l_2045_;
        double l_2053_ = a_1940_[2];
        double _e4163 = l_mut_259_;
        double l_2054_ = (l_2053_ + _e4163);
        double l_2055_ = (l_2054_ * l_1_);
        double l_2056_ = (l_2055_ - l_2053_);
        double l_2057_ = (l_2056_ * l_1_);
        double l_2058_ = (l_2055_ - l_2057_);
        double l_2059_ = (l_2058_ * l_1_);
        double l_2060_ = (l_2053_ - l_2059_);
        double _e4171 = l_mut_259_;
        double l_2061_ = (_e4171 - l_2057_);
        double l_2062_ = (l_2060_ + l_2061_);
        a_1940_[3] = l_2062_;
        l_mut_259_ = l_2055_;
        double l_2063_ = a_1940_[1];
        double _e4177 = l_mut_259_;
        double l_2064_ = (l_2063_ + _e4177);
        double l_2065_ = (l_2064_ * l_1_);
        double l_2066_ = (l_2065_ - l_2063_);
        double l_2067_ = (l_2066_ * l_1_);
        double l_2068_ = (l_2065_ - l_2067_);
        double l_2069_ = (l_2068_ * l_1_);
        double l_2070_ = (l_2063_ - l_2069_);
        double _e4185 = l_mut_259_;
        double l_2071_ = (_e4185 - l_2067_);
        double l_2072_ = (l_2070_ + l_2071_);
        a_1940_[2] = l_2072_;
        l_mut_259_ = l_2065_;
        double l_2073_ = a_1940_[0];
        double _e4191 = l_mut_259_;
        double l_2074_ = (l_2073_ + _e4191);
        double l_2075_ = (l_2074_ * l_1_);
        double l_2076_ = (l_2075_ - l_2073_);
        double l_2077_ = (l_2076_ * l_1_);
        double l_2078_ = (l_2075_ - l_2077_);
        double l_2079_ = (l_2078_ * l_1_);
        double l_2080_ = (l_2073_ - l_2079_);
        double _e4199 = l_mut_259_;
        double l_2081_ = (_e4199 - l_2077_);
        double l_2082_ = (l_2080_ + l_2081_);
        a_1940_[1] = l_2082_;
        l_mut_259_ = l_2075_;
        double _e4204 = l_mut_259_;
        a_1940_[0] = _e4204;
        l_mut_259_ = 0.0L;
        l_mut_258_ = 0.0L;
        l_mut_257_ = 0.0L;
        l_mut_256_ = 0.0L;
        double l_2083_ = a_1940_[0];
        l_mut_5_ = l_2083_;
        l_mut_6_ = 0u;
        double l_2084_ = a_1940_[1];
        double _e4214 = l_mut_5_;
        double l_2085_ = (_e4214 + l_2084_);
        double l_2086_ = (l_2085_ * l_1_);
        double _e4217 = l_mut_5_;
        double l_2087_ = (l_2086_ - _e4217);
        double l_2088_ = (l_2087_ * l_1_);
        double l_2089_ = (l_2086_ - l_2088_);
        double l_2090_ = (l_2089_ * l_1_);
        double _e4222 = l_mut_5_;
        double l_2091_ = (_e4222 - l_2090_);
        double l_2092_ = (l_2084_ - l_2088_);
        double l_2093_ = (l_2091_ + l_2092_);
        uint _e4226 = l_mut_6_;
        bool l_2094_ = (_e4226 < 3u);
        bool l_2095_ = (l_2093_ != 0.0L);
        if (l_2094_) {
            local_157 = l_2095_;
        } else {
            local_157 = false;
        }
        bool l_2096_ = local_157;
        uint _e4235 = l_mut_6_;
        bool l_2097_ = (_e4235 == 0u);
        if (l_2096_) {
            local_158 = l_2097_;
        } else {
            local_158 = false;
        }
        bool l_2098_ = local_158;
        double _e4242 = l_mut_259_;
        double l_2099_ = (l_2098_ ? l_2086_ : _e4242);
        l_mut_259_ = l_2099_;
        uint _e4244 = l_mut_6_;
        bool l_2100_ = (_e4244 == 1u);
        if (l_2096_) {
            local_159 = l_2100_;
        } else {
            local_159 = false;
        }
        bool l_2101_ = local_159;
        double _e4251 = l_mut_258_;
        double l_2102_ = (l_2101_ ? l_2086_ : _e4251);
        l_mut_258_ = l_2102_;
        uint _e4253 = l_mut_6_;
        bool l_2103_ = (_e4253 == 2u);
        if (l_2096_) {
            local_160 = l_2103_;
        } else {
            local_160 = false;
        }
        bool l_2104_ = local_160;
        double _e4260 = l_mut_257_;
        double l_2105_ = (l_2104_ ? l_2086_ : _e4260);
        l_mut_257_ = l_2105_;
        double l_2106_ = (l_2096_ ? l_2093_ : l_2086_);
        double _e4263 = l_mut_5_;
        double l_2107_ = (_e4263 + l_2084_);
        double l_2108_ = (l_2094_ ? l_2106_ : l_2107_);
        l_mut_5_ = l_2108_;
        uint l_2109_ = uint(l_2096_);
        uint _e4267 = l_mut_6_;
        l_mut_6_ = (_e4267 + l_2109_);
        double l_2110_ = a_1940_[2];
        double _e4271 = l_mut_5_;
        double l_2111_ = (_e4271 + l_2110_);
        double l_2112_ = (l_2111_ * l_1_);
        double _e4274 = l_mut_5_;
        double l_2113_ = (l_2112_ - _e4274);
        double l_2114_ = (l_2113_ * l_1_);
        double l_2115_ = (l_2112_ - l_2114_);
        double l_2116_ = (l_2115_ * l_1_);
        double _e4279 = l_mut_5_;
        double l_2117_ = (_e4279 - l_2116_);
        double l_2118_ = (l_2110_ - l_2114_);
        double l_2119_ = (l_2117_ + l_2118_);
        uint _e4283 = l_mut_6_;
        bool l_2120_ = (_e4283 < 3u);
        bool l_2121_ = (l_2119_ != 0.0L);
        if (l_2120_) {
            local_161 = l_2121_;
        } else {
            local_161 = false;
        }
        bool l_2122_ = local_161;
        uint _e4292 = l_mut_6_;
        bool l_2123_ = (_e4292 == 0u);
        if (l_2122_) {
            local_162 = l_2123_;
        } else {
            local_162 = false;
        }
        bool l_2124_ = local_162;
        double _e4299 = l_mut_259_;
        double l_2125_ = (l_2124_ ? l_2112_ : _e4299);
        l_mut_259_ = l_2125_;
        uint _e4301 = l_mut_6_;
        bool l_2126_ = (_e4301 == 1u);
        if (l_2122_) {
            local_163 = l_2126_;
        } else {
            local_163 = false;
        }
        bool l_2127_ = local_163;
        double _e4308 = l_mut_258_;
        double l_2128_ = (l_2127_ ? l_2112_ : _e4308);
        l_mut_258_ = l_2128_;
        uint _e4310 = l_mut_6_;
        bool l_2129_ = (_e4310 == 2u);
        if (l_2122_) {
            local_164 = l_2129_;
        } else {
            local_164 = false;
        }
        bool l_2130_ = local_164;
        double _e4317 = l_mut_257_;
        double l_2131_ = (l_2130_ ? l_2112_ : _e4317);
        l_mut_257_ = l_2131_;
        double l_2132_ = (l_2122_ ? l_2119_ : l_2112_);
        double _e4320 = l_mut_5_;
        double l_2133_ = (_e4320 + l_2110_);
        double l_2134_ = (l_2120_ ? l_2132_ : l_2133_);
        l_mut_5_ = l_2134_;
        uint l_2135_ = uint(l_2122_);
        uint _e4324 = l_mut_6_;
        l_mut_6_ = (_e4324 + l_2135_);
        double l_2136_ = a_1940_[3];
        double _e4328 = l_mut_5_;
        double l_2137_ = (_e4328 + l_2136_);
        double l_2138_ = (l_2137_ * l_1_);
        double _e4331 = l_mut_5_;
        double l_2139_ = (l_2138_ - _e4331);
        double l_2140_ = (l_2139_ * l_1_);
        double l_2141_ = (l_2138_ - l_2140_);
        double l_2142_ = (l_2141_ * l_1_);
        double _e4336 = l_mut_5_;
        double l_2143_ = (_e4336 - l_2142_);
        double l_2144_ = (l_2136_ - l_2140_);
        double l_2145_ = (l_2143_ + l_2144_);
        uint _e4340 = l_mut_6_;
        bool l_2146_ = (_e4340 < 3u);
        bool l_2147_ = (l_2145_ != 0.0L);
        if (l_2146_) {
            local_165 = l_2147_;
        } else {
            local_165 = false;
        }
        bool l_2148_ = local_165;
        uint _e4349 = l_mut_6_;
        bool l_2149_ = (_e4349 == 0u);
        if (l_2148_) {
            local_166 = l_2149_;
        } else {
            local_166 = false;
        }
        bool l_2150_ = local_166;
        double _e4356 = l_mut_259_;
        double l_2151_ = (l_2150_ ? l_2138_ : _e4356);
        l_mut_259_ = l_2151_;
        uint _e4358 = l_mut_6_;
        bool l_2152_ = (_e4358 == 1u);
        if (l_2148_) {
            local_167 = l_2152_;
        } else {
            local_167 = false;
        }
        bool l_2153_ = local_167;
        double _e4365 = l_mut_258_;
        double l_2154_ = (l_2153_ ? l_2138_ : _e4365);
        l_mut_258_ = l_2154_;
        uint _e4367 = l_mut_6_;
        bool l_2155_ = (_e4367 == 2u);
        if (l_2148_) {
            local_168 = l_2155_;
        } else {
            local_168 = false;
        }
        bool l_2156_ = local_168;
        double _e4374 = l_mut_257_;
        double l_2157_ = (l_2156_ ? l_2138_ : _e4374);
        l_mut_257_ = l_2157_;
        double l_2158_ = (l_2148_ ? l_2145_ : l_2138_);
        double _e4377 = l_mut_5_;
        double l_2159_ = (_e4377 + l_2136_);
        double l_2160_ = (l_2146_ ? l_2158_ : l_2159_);
        l_mut_5_ = l_2160_;
        uint l_2161_ = uint(l_2148_);
        uint _e4381 = l_mut_6_;
        l_mut_6_ = (_e4381 + l_2161_);
        double l_2162_ = a_1940_[4];
        double _e4385 = l_mut_5_;
        double l_2163_ = (_e4385 + l_2162_);
        double l_2164_ = (l_2163_ * l_1_);
        double _e4388 = l_mut_5_;
        double l_2165_ = (l_2164_ - _e4388);
        double l_2166_ = (l_2165_ * l_1_);
        double l_2167_ = (l_2164_ - l_2166_);
        double l_2168_ = (l_2167_ * l_1_);
        double _e4393 = l_mut_5_;
        double l_2169_ = (_e4393 - l_2168_);
        double l_2170_ = (l_2162_ - l_2166_);
        double l_2171_ = (l_2169_ + l_2170_);
        uint _e4397 = l_mut_6_;
        bool l_2172_ = (_e4397 < 3u);
        bool l_2173_ = (l_2171_ != 0.0L);
        if (l_2172_) {
            local_169 = l_2173_;
        } else {
            local_169 = false;
        }
        bool l_2174_ = local_169;
        uint _e4406 = l_mut_6_;
        bool l_2175_ = (_e4406 == 0u);
        if (l_2174_) {
            local_170 = l_2175_;
        } else {
            local_170 = false;
        }
        bool l_2176_ = local_170;
        double _e4413 = l_mut_259_;
        double l_2177_ = (l_2176_ ? l_2164_ : _e4413);
        l_mut_259_ = l_2177_;
        uint _e4415 = l_mut_6_;
        bool l_2178_ = (_e4415 == 1u);
        if (l_2174_) {
            local_171 = l_2178_;
        } else {
            local_171 = false;
        }
        bool l_2179_ = local_171;
        double _e4422 = l_mut_258_;
        double l_2180_ = (l_2179_ ? l_2164_ : _e4422);
        l_mut_258_ = l_2180_;
        uint _e4424 = l_mut_6_;
        bool l_2181_ = (_e4424 == 2u);
        if (l_2174_) {
            local_172 = l_2181_;
        } else {
            local_172 = false;
        }
        bool l_2182_ = local_172;
        double _e4431 = l_mut_257_;
        double l_2183_ = (l_2182_ ? l_2164_ : _e4431);
        l_mut_257_ = l_2183_;
        double l_2184_ = (l_2174_ ? l_2171_ : l_2164_);
        double _e4434 = l_mut_5_;
        double l_2185_ = (_e4434 + l_2162_);
        double l_2186_ = (l_2172_ ? l_2184_ : l_2185_);
        l_mut_5_ = l_2186_;
        uint l_2187_ = uint(l_2174_);
        uint _e4438 = l_mut_6_;
        l_mut_6_ = (_e4438 + l_2187_);
        double l_2188_ = a_1940_[5];
        double _e4442 = l_mut_5_;
        double l_2189_ = (_e4442 + l_2188_);
        double l_2190_ = (l_2189_ * l_1_);
        double _e4445 = l_mut_5_;
        double l_2191_ = (l_2190_ - _e4445);
        double l_2192_ = (l_2191_ * l_1_);
        double l_2193_ = (l_2190_ - l_2192_);
        double l_2194_ = (l_2193_ * l_1_);
        double _e4450 = l_mut_5_;
        double l_2195_ = (_e4450 - l_2194_);
        double l_2196_ = (l_2188_ - l_2192_);
        double l_2197_ = (l_2195_ + l_2196_);
        uint _e4454 = l_mut_6_;
        bool l_2198_ = (_e4454 < 3u);
        bool l_2199_ = (l_2197_ != 0.0L);
        if (l_2198_) {
            local_173 = l_2199_;
        } else {
            local_173 = false;
        }
        bool l_2200_ = local_173;
        uint _e4463 = l_mut_6_;
        bool l_2201_ = (_e4463 == 0u);
        if (l_2200_) {
            local_174 = l_2201_;
        } else {
            local_174 = false;
        }
        bool l_2202_ = local_174;
        double _e4470 = l_mut_259_;
        double l_2203_ = (l_2202_ ? l_2190_ : _e4470);
        l_mut_259_ = l_2203_;
        uint _e4472 = l_mut_6_;
        bool l_2204_ = (_e4472 == 1u);
        if (l_2200_) {
            local_175 = l_2204_;
        } else {
            local_175 = false;
        }
        bool l_2205_ = local_175;
        double _e4479 = l_mut_258_;
        double l_2206_ = (l_2205_ ? l_2190_ : _e4479);
        l_mut_258_ = l_2206_;
        uint _e4481 = l_mut_6_;
        bool l_2207_ = (_e4481 == 2u);
        if (l_2200_) {
            local_176 = l_2207_;
        } else {
            local_176 = false;
        }
        bool l_2208_ = local_176;
        double _e4488 = l_mut_257_;
        double l_2209_ = (l_2208_ ? l_2190_ : _e4488);
        l_mut_257_ = l_2209_;
        double l_2210_ = (l_2200_ ? l_2197_ : l_2190_);
        double _e4491 = l_mut_5_;
        double l_2211_ = (_e4491 + l_2188_);
        double l_2212_ = (l_2198_ ? l_2210_ : l_2211_);
        l_mut_5_ = l_2212_;
        uint l_2213_ = uint(l_2200_);
        uint _e4495 = l_mut_6_;
        l_mut_6_ = (_e4495 + l_2213_);
        double l_2214_ = a_1940_[6];
        double _e4499 = l_mut_5_;
        double l_2215_ = (_e4499 + l_2214_);
        double l_2216_ = (l_2215_ * l_1_);
        double _e4502 = l_mut_5_;
        double l_2217_ = (l_2216_ - _e4502);
        double l_2218_ = (l_2217_ * l_1_);
        double l_2219_ = (l_2216_ - l_2218_);
        double l_2220_ = (l_2219_ * l_1_);
        double _e4507 = l_mut_5_;
        double l_2221_ = (_e4507 - l_2220_);
        double l_2222_ = (l_2214_ - l_2218_);
        double l_2223_ = (l_2221_ + l_2222_);
        uint _e4511 = l_mut_6_;
        bool l_2224_ = (_e4511 < 3u);
        bool l_2225_ = (l_2223_ != 0.0L);
        if (l_2224_) {
            local_177 = l_2225_;
        } else {
            local_177 = false;
        }
        bool l_2226_ = local_177;
        uint _e4520 = l_mut_6_;
        bool l_2227_ = (_e4520 == 0u);
        if (l_2226_) {
            local_178 = l_2227_;
        } else {
            local_178 = false;
        }
        bool l_2228_ = local_178;
        double _e4527 = l_mut_259_;
        double l_2229_ = (l_2228_ ? l_2216_ : _e4527);
        l_mut_259_ = l_2229_;
        uint _e4529 = l_mut_6_;
        bool l_2230_ = (_e4529 == 1u);
        if (l_2226_) {
            local_179 = l_2230_;
        } else {
            local_179 = false;
        }
        bool l_2231_ = local_179;
        double _e4536 = l_mut_258_;
        double l_2232_ = (l_2231_ ? l_2216_ : _e4536);
        l_mut_258_ = l_2232_;
        uint _e4538 = l_mut_6_;
        bool l_2233_ = (_e4538 == 2u);
        if (l_2226_) {
            local_180 = l_2233_;
        } else {
            local_180 = false;
        }
        bool l_2234_ = local_180;
        double _e4545 = l_mut_257_;
        double l_2235_ = (l_2234_ ? l_2216_ : _e4545);
        l_mut_257_ = l_2235_;
        double l_2236_ = (l_2226_ ? l_2223_ : l_2216_);
        double _e4548 = l_mut_5_;
        double l_2237_ = (_e4548 + l_2214_);
        double l_2238_ = (l_2224_ ? l_2236_ : l_2237_);
        l_mut_5_ = l_2238_;
        uint l_2239_ = uint(l_2226_);
        uint _e4552 = l_mut_6_;
        l_mut_6_ = (_e4552 + l_2239_);
        double l_2240_ = a_1940_[7];
        double _e4556 = l_mut_5_;
        double l_2241_ = (_e4556 + l_2240_);
        double l_2242_ = (l_2241_ * l_1_);
        double _e4559 = l_mut_5_;
        double l_2243_ = (l_2242_ - _e4559);
        double l_2244_ = (l_2243_ * l_1_);
        double l_2245_ = (l_2242_ - l_2244_);
        double l_2246_ = (l_2245_ * l_1_);
        double _e4564 = l_mut_5_;
        double l_2247_ = (_e4564 - l_2246_);
        double l_2248_ = (l_2240_ - l_2244_);
        double l_2249_ = (l_2247_ + l_2248_);
        uint _e4568 = l_mut_6_;
        bool l_2250_ = (_e4568 < 3u);
        bool l_2251_ = (l_2249_ != 0.0L);
        if (l_2250_) {
            local_181 = l_2251_;
        } else {
            local_181 = false;
        }
        bool l_2252_ = local_181;
        uint _e4577 = l_mut_6_;
        bool l_2253_ = (_e4577 == 0u);
        if (l_2252_) {
            local_182 = l_2253_;
        } else {
            local_182 = false;
        }
        bool l_2254_ = local_182;
        double _e4584 = l_mut_259_;
        double l_2255_ = (l_2254_ ? l_2242_ : _e4584);
        l_mut_259_ = l_2255_;
        uint _e4586 = l_mut_6_;
        bool l_2256_ = (_e4586 == 1u);
        if (l_2252_) {
            local_183 = l_2256_;
        } else {
            local_183 = false;
        }
        bool l_2257_ = local_183;
        double _e4593 = l_mut_258_;
        double l_2258_ = (l_2257_ ? l_2242_ : _e4593);
        l_mut_258_ = l_2258_;
        uint _e4595 = l_mut_6_;
        bool l_2259_ = (_e4595 == 2u);
        if (l_2252_) {
            local_184 = l_2259_;
        } else {
            local_184 = false;
        }
        bool l_2260_ = local_184;
        double _e4602 = l_mut_257_;
        double l_2261_ = (l_2260_ ? l_2242_ : _e4602);
        l_mut_257_ = l_2261_;
        double l_2262_ = (l_2252_ ? l_2249_ : l_2242_);
        double _e4605 = l_mut_5_;
        double l_2263_ = (_e4605 + l_2240_);
        double l_2264_ = (l_2250_ ? l_2262_ : l_2263_);
        l_mut_5_ = l_2264_;
        uint l_2265_ = uint(l_2252_);
        uint _e4609 = l_mut_6_;
        l_mut_6_ = (_e4609 + l_2265_);
        uint _e4611 = l_mut_6_;
        bool l_2266_ = (_e4611 == 0u);
        double _e4614 = l_mut_259_;
        double _e4615 = l_mut_5_;
        double l_2267_ = (l_2266_ ? _e4615 : _e4614);
        l_mut_259_ = l_2267_;
        uint _e4617 = l_mut_6_;
        bool l_2268_ = (_e4617 == 1u);
        double _e4620 = l_mut_258_;
        double _e4621 = l_mut_5_;
        double l_2269_ = (l_2268_ ? _e4621 : _e4620);
        l_mut_258_ = l_2269_;
        uint _e4623 = l_mut_6_;
        bool l_2270_ = (_e4623 == 2u);
        double _e4626 = l_mut_257_;
        double _e4627 = l_mut_5_;
        double l_2271_ = (l_2270_ ? _e4627 : _e4626);
        l_mut_257_ = l_2271_;
        uint _e4629 = l_mut_6_;
        bool l_2272_ = (_e4629 == 3u);
        double _e4632 = l_mut_256_;
        double _e4633 = l_mut_5_;
        double l_2273_ = (l_2272_ ? _e4633 : _e4632);
        l_mut_256_ = l_2273_;
        double _e4635 = l_mut_259_;
        double l_2274_ = (_e4635 * l_547_);
        double l_2275_ = (l_519_ * l_2274_);
        double l_2276_ = (l_2275_ * l_1_);
        double l_2277_ = (l_0_ * l_519_);
        double l_2278_ = (l_2277_ * l_1_);
        double l_2279_ = (l_2278_ - l_519_);
        double l_2280_ = (l_2279_ * l_1_);
        double l_2281_ = (l_2278_ - l_2280_);
        double l_2282_ = (l_519_ - l_2281_);
        double l_2283_ = (l_0_ * l_2274_);
        double l_2284_ = (l_2283_ * l_1_);
        double l_2285_ = (l_2284_ - l_2274_);
        double l_2286_ = (l_2285_ * l_1_);
        double l_2287_ = (l_2284_ - l_2286_);
        double l_2288_ = (l_2274_ - l_2287_);
        double l_2289_ = (l_2281_ * l_2287_);
        double l_2290_ = (l_2289_ - l_2276_);
        double l_2291_ = (l_2281_ * l_2288_);
        double l_2292_ = (l_2290_ + l_2291_);
        double l_2293_ = (l_2282_ * l_2287_);
        double l_2294_ = (l_2292_ + l_2293_);
        double l_2295_ = (l_2282_ * l_2288_);
        double l_2296_ = (l_2294_ + l_2295_);
        double l_2297_ = (l_521_ * l_2274_);
        double l_2298_ = (l_2297_ * l_1_);
        double l_2299_ = (l_0_ * l_521_);
        double l_2300_ = (l_2299_ * l_1_);
        double l_2301_ = (l_2300_ - l_521_);
        double l_2302_ = (l_2301_ * l_1_);
        double l_2303_ = (l_2300_ - l_2302_);
        double l_2304_ = (l_521_ - l_2303_);
        double l_2305_ = (l_0_ * l_2274_);
        double l_2306_ = (l_2305_ * l_1_);
        double l_2307_ = (l_2306_ - l_2274_);
        double l_2308_ = (l_2307_ * l_1_);
        double l_2309_ = (l_2306_ - l_2308_);
        double l_2310_ = (l_2274_ - l_2309_);
        double l_2311_ = (l_2303_ * l_2309_);
        double l_2312_ = (l_2311_ - l_2298_);
        double l_2313_ = (l_2303_ * l_2310_);
        double l_2314_ = (l_2312_ + l_2313_);
        double l_2315_ = (l_2304_ * l_2309_);
        double l_2316_ = (l_2314_ + l_2315_);
        double l_2317_ = (l_2304_ * l_2310_);
        double l_2318_ = (l_2316_ + l_2317_);
        double l_2319_ = (l_524_ * l_2274_);
        double l_2320_ = (l_2319_ * l_1_);
        double l_2321_ = (l_0_ * l_524_);
        double l_2322_ = (l_2321_ * l_1_);
        double l_2323_ = (l_2322_ - l_524_);
        double l_2324_ = (l_2323_ * l_1_);
        double l_2325_ = (l_2322_ - l_2324_);
        double l_2326_ = (l_524_ - l_2325_);
        double l_2327_ = (l_0_ * l_2274_);
        double l_2328_ = (l_2327_ * l_1_);
        double l_2329_ = (l_2328_ - l_2274_);
        double l_2330_ = (l_2329_ * l_1_);
        double l_2331_ = (l_2328_ - l_2330_);
        double l_2332_ = (l_2274_ - l_2331_);
        double l_2333_ = (l_2325_ * l_2331_);
        double l_2334_ = (l_2333_ - l_2320_);
        double l_2335_ = (l_2325_ * l_2332_);
        double l_2336_ = (l_2334_ + l_2335_);
        double l_2337_ = (l_2326_ * l_2331_);
        double l_2338_ = (l_2336_ + l_2337_);
        double l_2339_ = (l_2326_ * l_2332_);
        double l_2340_ = (l_2338_ + l_2339_);
        double l_2341_ = (l_527_ * l_2274_);
        double l_2342_ = (l_2296_ + l_2298_);
        double l_2343_ = (l_2342_ * l_1_);
        double l_2344_ = (l_2343_ - l_2296_);
        double l_2345_ = (l_2344_ * l_1_);
        double l_2346_ = (l_2343_ - l_2345_);
        double l_2347_ = (l_2346_ * l_1_);
        double l_2348_ = (l_2296_ - l_2347_);
        double l_2349_ = (l_2298_ - l_2345_);
        double l_2350_ = (l_2348_ + l_2349_);
        double l_2351_ = (l_2350_ + l_2318_);
        double l_2352_ = (l_2351_ * l_1_);
        double l_2353_ = (l_2352_ - l_2350_);
        double l_2354_ = (l_2353_ * l_1_);
        double l_2355_ = (l_2352_ - l_2354_);
        double l_2356_ = (l_2355_ * l_1_);
        double l_2357_ = (l_2350_ - l_2356_);
        double l_2358_ = (l_2318_ - l_2354_);
        double l_2359_ = (l_2357_ + l_2358_);
        double l_2360_ = (l_2320_ + l_2352_);
        double l_2361_ = (l_2360_ * l_1_);
        double l_2362_ = (l_2361_ - l_2320_);
        double l_2363_ = (l_2362_ * l_1_);
        double l_2364_ = (l_2361_ - l_2363_);
        double l_2365_ = (l_2364_ * l_1_);
        double l_2366_ = (l_2320_ - l_2365_);
        double l_2367_ = (l_2352_ - l_2363_);
        double l_2368_ = (l_2366_ + l_2367_);
        double l_2369_ = (l_2359_ + l_2368_);
        double l_2370_ = (l_2369_ * l_1_);
        double l_2371_ = (l_2370_ - l_2359_);
        double l_2372_ = (l_2371_ * l_1_);
        double l_2373_ = (l_2370_ - l_2372_);
        double l_2374_ = (l_2373_ * l_1_);
        double l_2375_ = (l_2359_ - l_2374_);
        double l_2376_ = (l_2368_ - l_2372_);
        double l_2377_ = (l_2375_ + l_2376_);
        double l_2378_ = (l_2370_ + l_2340_);
        double l_2379_ = (l_2378_ * l_1_);
        double l_2380_ = (l_2379_ - l_2370_);
        double l_2381_ = (l_2380_ * l_1_);
        double l_2382_ = (l_2379_ - l_2381_);
        double l_2383_ = (l_2382_ * l_1_);
        double l_2384_ = (l_2370_ - l_2383_);
        double l_2385_ = (l_2340_ - l_2381_);
        double l_2386_ = (l_2384_ + l_2385_);
        double l_2387_ = (l_2341_ + l_2379_);
        double l_2388_ = (l_2387_ * l_1_);
        double l_2389_ = (l_2388_ - l_2341_);
        double l_2390_ = (l_2389_ * l_1_);
        double l_2391_ = (l_2388_ - l_2390_);
        double l_2392_ = (l_2391_ * l_1_);
        double l_2393_ = (l_2341_ - l_2392_);
        double l_2394_ = (l_2379_ - l_2390_);
        double l_2395_ = (l_2393_ + l_2394_);
        double l_2396_ = (l_2386_ + l_2395_);
        double l_2397_ = (l_2396_ + l_2377_);
        double l_2398_ = (l_2388_ + l_2397_);
        double l_2399_ = (l_2398_ * l_1_);
        double l_2400_ = (l_2399_ - l_2388_);
        double l_2401_ = (l_2400_ * l_1_);
        double l_2402_ = (l_2397_ - l_2401_);
        double l_2403_ = (l_2361_ + l_2399_);
        double l_2404_ = (l_2403_ * l_1_);
        double l_2405_ = (l_2404_ - l_2361_);
        double l_2406_ = (l_2405_ * l_1_);
        double l_2407_ = (l_2399_ - l_2406_);
        double l_2408_ = (l_2343_ + l_2404_);
        double l_2409_ = (l_2408_ * l_1_);
        double l_2410_ = (l_2409_ - l_2343_);
        double l_2411_ = (l_2410_ * l_1_);
        double l_2412_ = (l_2404_ - l_2411_);
        double l_2413_ = (l_2276_ + l_2409_);
        double l_2414_ = (l_2413_ * l_1_);
        double l_2415_ = (l_2414_ - l_2276_);
        double l_2416_ = (l_2415_ * l_1_);
        double l_2417_ = (l_2409_ - l_2416_);
        l_mut_1269_ = 0.0L;
        l_mut_1268_ = 0.0L;
        l_mut_1267_ = 0.0L;
        l_mut_1266_ = 0.0L;
        l_mut_5_ = l_2414_;
        l_mut_6_ = 0u;
        double _e4785 = l_mut_5_;
        double l_2418_ = (_e4785 + l_2417_);
        double l_2419_ = (l_2418_ * l_1_);
        double _e4788 = l_mut_5_;
        double l_2420_ = (l_2419_ - _e4788);
        double l_2421_ = (l_2420_ * l_1_);
        double l_2422_ = (l_2417_ - l_2421_);
        uint _e4792 = l_mut_6_;
        bool l_2423_ = (_e4792 < 3u);
        bool l_2424_ = (l_2422_ != 0.0L);
        if (l_2423_) {
            local_185 = l_2424_;
        } else {
            local_185 = false;
        }
        bool l_2425_ = local_185;
        uint _e4801 = l_mut_6_;
        bool l_2426_ = (_e4801 == 0u);
        if (l_2425_) {
            local_186 = l_2426_;
        } else {
            local_186 = false;
        }
        bool l_2427_ = local_186;
        double _e4808 = l_mut_1269_;
        double l_2428_ = (l_2427_ ? l_2419_ : _e4808);
        l_mut_1269_ = l_2428_;
        uint _e4810 = l_mut_6_;
        bool l_2429_ = (_e4810 == 1u);
        if (l_2425_) {
            local_187 = l_2429_;
        } else {
            local_187 = false;
        }
        bool l_2430_ = local_187;
        double _e4817 = l_mut_1268_;
        double l_2431_ = (l_2430_ ? l_2419_ : _e4817);
        l_mut_1268_ = l_2431_;
        uint _e4819 = l_mut_6_;
        bool l_2432_ = (_e4819 == 2u);
        if (l_2425_) {
            local_188 = l_2432_;
        } else {
            local_188 = false;
        }
        bool l_2433_ = local_188;
        double _e4826 = l_mut_1267_;
        double l_2434_ = (l_2433_ ? l_2419_ : _e4826);
        l_mut_1267_ = l_2434_;
        double l_2435_ = (l_2425_ ? l_2422_ : l_2419_);
        double _e4829 = l_mut_5_;
        double l_2436_ = (_e4829 + l_2417_);
        double l_2437_ = (l_2423_ ? l_2435_ : l_2436_);
        l_mut_5_ = l_2437_;
        uint l_2438_ = uint(l_2425_);
        uint _e4833 = l_mut_6_;
        l_mut_6_ = (_e4833 + l_2438_);
        double _e4835 = l_mut_5_;
        double l_2439_ = (_e4835 + l_2412_);
        double l_2440_ = (l_2439_ * l_1_);
        double _e4838 = l_mut_5_;
        double l_2441_ = (l_2440_ - _e4838);
        double l_2442_ = (l_2441_ * l_1_);
        double l_2443_ = (l_2412_ - l_2442_);
        uint _e4842 = l_mut_6_;
        bool l_2444_ = (_e4842 < 3u);
        bool l_2445_ = (l_2443_ != 0.0L);
        if (l_2444_) {
            local_189 = l_2445_;
        } else {
            local_189 = false;
        }
        bool l_2446_ = local_189;
        uint _e4851 = l_mut_6_;
        bool l_2447_ = (_e4851 == 0u);
        if (l_2446_) {
            local_190 = l_2447_;
        } else {
            local_190 = false;
        }
        bool l_2448_ = local_190;
        double _e4858 = l_mut_1269_;
        double l_2449_ = (l_2448_ ? l_2440_ : _e4858);
        l_mut_1269_ = l_2449_;
        uint _e4860 = l_mut_6_;
        bool l_2450_ = (_e4860 == 1u);
        if (l_2446_) {
            local_191 = l_2450_;
        } else {
            local_191 = false;
        }
        bool l_2451_ = local_191;
        double _e4867 = l_mut_1268_;
        double l_2452_ = (l_2451_ ? l_2440_ : _e4867);
        l_mut_1268_ = l_2452_;
        uint _e4869 = l_mut_6_;
        bool l_2453_ = (_e4869 == 2u);
        if (l_2446_) {
            local_192 = l_2453_;
        } else {
            local_192 = false;
        }
        bool l_2454_ = local_192;
        double _e4876 = l_mut_1267_;
        double l_2455_ = (l_2454_ ? l_2440_ : _e4876);
        l_mut_1267_ = l_2455_;
        double l_2456_ = (l_2446_ ? l_2443_ : l_2440_);
        double _e4879 = l_mut_5_;
        double l_2457_ = (_e4879 + l_2412_);
        double l_2458_ = (l_2444_ ? l_2456_ : l_2457_);
        l_mut_5_ = l_2458_;
        uint l_2459_ = uint(l_2446_);
        uint _e4883 = l_mut_6_;
        l_mut_6_ = (_e4883 + l_2459_);
        double _e4885 = l_mut_5_;
        double l_2460_ = (_e4885 + l_2407_);
        double l_2461_ = (l_2460_ * l_1_);
        double _e4888 = l_mut_5_;
        double l_2462_ = (l_2461_ - _e4888);
        double l_2463_ = (l_2462_ * l_1_);
        double l_2464_ = (l_2407_ - l_2463_);
        uint _e4892 = l_mut_6_;
        bool l_2465_ = (_e4892 < 3u);
        bool l_2466_ = (l_2464_ != 0.0L);
        if (l_2465_) {
            local_193 = l_2466_;
        } else {
            local_193 = false;
        }
        bool l_2467_ = local_193;
        uint _e4901 = l_mut_6_;
        bool l_2468_ = (_e4901 == 0u);
        if (l_2467_) {
            local_194 = l_2468_;
        } else {
            local_194 = false;
        }
        bool l_2469_ = local_194;
        double _e4908 = l_mut_1269_;
        double l_2470_ = (l_2469_ ? l_2461_ : _e4908);
        l_mut_1269_ = l_2470_;
        uint _e4910 = l_mut_6_;
        bool l_2471_ = (_e4910 == 1u);
        if (l_2467_) {
            local_195 = l_2471_;
        } else {
            local_195 = false;
        }
        bool l_2472_ = local_195;
        double _e4917 = l_mut_1268_;
        double l_2473_ = (l_2472_ ? l_2461_ : _e4917);
        l_mut_1268_ = l_2473_;
        uint _e4919 = l_mut_6_;
        bool l_2474_ = (_e4919 == 2u);
        if (l_2467_) {
            local_196 = l_2474_;
        } else {
            local_196 = false;
        }
        bool l_2475_ = local_196;
        double _e4926 = l_mut_1267_;
        double l_2476_ = (l_2475_ ? l_2461_ : _e4926);
        l_mut_1267_ = l_2476_;
        double l_2477_ = (l_2467_ ? l_2464_ : l_2461_);
        double _e4929 = l_mut_5_;
        double l_2478_ = (_e4929 + l_2407_);
        double l_2479_ = (l_2465_ ? l_2477_ : l_2478_);
        l_mut_5_ = l_2479_;
        uint l_2480_ = uint(l_2467_);
        uint _e4933 = l_mut_6_;
        l_mut_6_ = (_e4933 + l_2480_);
        double _e4935 = l_mut_5_;
        double l_2481_ = (_e4935 + l_2402_);
        double l_2482_ = (l_2481_ * l_1_);
        double _e4938 = l_mut_5_;
        double l_2483_ = (l_2482_ - _e4938);
        double l_2484_ = (l_2483_ * l_1_);
        double l_2485_ = (l_2402_ - l_2484_);
        uint _e4942 = l_mut_6_;
        bool l_2486_ = (_e4942 < 3u);
        bool l_2487_ = (l_2485_ != 0.0L);
        if (l_2486_) {
            local_197 = l_2487_;
        } else {
            local_197 = false;
        }
        bool l_2488_ = local_197;
        uint _e4951 = l_mut_6_;
        bool l_2489_ = (_e4951 == 0u);
        if (l_2488_) {
            local_198 = l_2489_;
        } else {
            local_198 = false;
        }
        bool l_2490_ = local_198;
        double _e4958 = l_mut_1269_;
        double l_2491_ = (l_2490_ ? l_2482_ : _e4958);
        l_mut_1269_ = l_2491_;
        uint _e4960 = l_mut_6_;
        bool l_2492_ = (_e4960 == 1u);
        if (l_2488_) {
            local_199 = l_2492_;
        } else {
            local_199 = false;
        }
        bool l_2493_ = local_199;
        double _e4967 = l_mut_1268_;
        double l_2494_ = (l_2493_ ? l_2482_ : _e4967);
        l_mut_1268_ = l_2494_;
        uint _e4969 = l_mut_6_;
        bool l_2495_ = (_e4969 == 2u);
        if (l_2488_) {
            local_200 = l_2495_;
        } else {
            local_200 = false;
        }
        bool l_2496_ = local_200;
        double _e4976 = l_mut_1267_;
        double l_2497_ = (l_2496_ ? l_2482_ : _e4976);
        l_mut_1267_ = l_2497_;
        double l_2498_ = (l_2488_ ? l_2485_ : l_2482_);
        double _e4979 = l_mut_5_;
        double l_2499_ = (_e4979 + l_2402_);
        double l_2500_ = (l_2486_ ? l_2498_ : l_2499_);
        l_mut_5_ = l_2500_;
        uint l_2501_ = uint(l_2488_);
        uint _e4983 = l_mut_6_;
        l_mut_6_ = (_e4983 + l_2501_);
        uint _e4985 = l_mut_6_;
        bool l_2502_ = (_e4985 == 0u);
        double _e4988 = l_mut_1269_;
        double _e4989 = l_mut_5_;
        double l_2503_ = (l_2502_ ? _e4989 : _e4988);
        l_mut_1269_ = l_2503_;
        uint _e4991 = l_mut_6_;
        bool l_2504_ = (_e4991 == 1u);
        double _e4994 = l_mut_1268_;
        double _e4995 = l_mut_5_;
        double l_2505_ = (l_2504_ ? _e4995 : _e4994);
        l_mut_1268_ = l_2505_;
        uint _e4997 = l_mut_6_;
        bool l_2506_ = (_e4997 == 2u);
        double _e5000 = l_mut_1267_;
        double _e5001 = l_mut_5_;
        double l_2507_ = (l_2506_ ? _e5001 : _e5000);
        l_mut_1267_ = l_2507_;
        uint _e5003 = l_mut_6_;
        bool l_2508_ = (_e5003 == 3u);
        double _e5006 = l_mut_1266_;
        double _e5007 = l_mut_5_;
        double l_2509_ = (l_2508_ ? _e5007 : _e5006);
        l_mut_1266_ = l_2509_;
        double _e5009 = l_mut_1269_;
        double l_2510_ = -(_e5009);
        double _e5011 = l_mut_1268_;
        double l_2511_ = -(_e5011);
        double _e5013 = l_mut_1267_;
        double l_2512_ = -(_e5013);
        double _e5015 = l_mut_1266_;
        double l_2513_ = -(_e5015);
        double _e5018 = l_mut_259_;
        a_2514_[0] = _e5018;
        a_2514_[1] = l_2510_;
        double _e5021 = l_mut_258_;
        a_2514_[2] = _e5021;
        a_2514_[3] = l_2511_;
        double _e5024 = l_mut_257_;
        a_2514_[4] = _e5024;
        a_2514_[5] = l_2512_;
        double _e5027 = l_mut_256_;
        a_2514_[6] = _e5027;
        a_2514_[7] = l_2513_;
        double l_2515_ = a_2514_[7];
        l_mut_1269_ = l_2515_;
        double l_2516_ = a_2514_[6];
        double _e5033 = l_mut_1269_;
        double l_2517_ = (l_2516_ + _e5033);
        double l_2518_ = (l_2517_ * l_1_);
        double l_2519_ = (l_2518_ - l_2516_);
        double l_2520_ = (l_2519_ * l_1_);
        double l_2521_ = (l_2518_ - l_2520_);
        double l_2522_ = (l_2521_ * l_1_);
        double l_2523_ = (l_2516_ - l_2522_);
        double _e5041 = l_mut_1269_;
        double l_2524_ = (_e5041 - l_2520_);
        double l_2525_ = (l_2523_ + l_2524_);
        a_2514_[7] = l_2525_;
        l_mut_1269_ = l_2518_;
        double l_2526_ = a_2514_[5];
        double _e5047 = l_mut_1269_;
        double l_2527_ = (l_2526_ + _e5047);
        double l_2528_ = (l_2527_ * l_1_);
        double l_2529_ = (l_2528_ - l_2526_);
        double l_2530_ = (l_2529_ * l_1_);
        double l_2531_ = (l_2528_ - l_2530_);
        double l_2532_ = (l_2531_ * l_1_);
        double l_2533_ = (l_2526_ - l_2532_);
        double _e5055 = l_mut_1269_;
        double l_2534_ = (_e5055 - l_2530_);
        double l_2535_ = (l_2533_ + l_2534_);
        a_2514_[6] = l_2535_;
        l_mut_1269_ = l_2528_;
        double l_2536_ = a_2514_[4];
        double _e5061 = l_mut_1269_;
        double l_2537_ = (l_2536_ + _e5061);
        double l_2538_ = (l_2537_ * l_1_);
        double l_2539_ = (l_2538_ - l_2536_);
        double l_2540_ = (l_2539_ * l_1_);
        double l_2541_ = (l_2538_ - l_2540_);
        double l_2542_ = (l_2541_ * l_1_);
        double l_2543_ = (l_2536_ - l_2542_);
        double _e5069 = l_mut_1269_;
        double l_2544_ = (_e5069 - l_2540_);
        double l_2545_ = (l_2543_ + l_2544_);
        a_2514_[5] = l_2545_;
        l_mut_1269_ = l_2538_;
        double l_2546_ = a_2514_[3];
        double _e5075 = l_mut_1269_;
        double l_2547_ = (l_2546_ + _e5075);
        double l_2548_ = (l_2547_ * l_1_);
        double l_2549_ = (l_2548_ - l_2546_);
        double l_2550_ = (l_2549_ * l_1_);
        double l_2551_ = (l_2548_ - l_2550_);
        double l_2552_ = (l_2551_ * l_1_);
        double l_2553_ = (l_2546_ - l_2552_);
        double _e5083 = l_mut_1269_;
        double l_2554_ = (_e5083 - l_2550_);
        double l_2555_ = (l_2553_ + l_2554_);
        a_2514_[4] = l_2555_;
        l_mut_1269_ = l_2548_;
        double l_2556_ = a_2514_[2];
        double _e5089 = l_mut_1269_;
        double l_2557_ = (l_2556_ + _e5089);
        double l_2558_ = (l_2557_ * l_1_);
        double l_2559_ = (l_2558_ - l_2556_);
        double l_2560_ = (l_2559_ * l_1_);
        double l_2561_ = (l_2558_ - l_2560_);
        double l_2562_ = (l_2561_ * l_1_);
        double l_2563_ = (l_2556_ - l_2562_);
        double _e5097 = l_mut_1269_;
        double l_2564_ = (_e5097 - l_2560_);
        double l_2565_ = (l_2563_ + l_2564_);
        a_2514_[3] = l_2565_;
        l_mut_1269_ = l_2558_;
        double l_2566_ = a_2514_[1];
        double _e5103 = l_mut_1269_;
        double l_2567_ = (l_2566_ + _e5103);
        double l_2568_ = (l_2567_ * l_1_);
        double l_2569_ = (l_2568_ - l_2566_);
        double l_2570_ = (l_2569_ * l_1_);
        double l_2571_ = (l_2568_ - l_2570_);
        double l_2572_ = (l_2571_ * l_1_);
        double l_2573_ = (l_2566_ - l_2572_);
        double _e5111 = l_mut_1269_;
        double l_2574_ = (_e5111 - l_2570_);
        double l_2575_ = (l_2573_ + l_2574_);
        a_2514_[2] = l_2575_;
        l_mut_1269_ = l_2568_;
        double l_2576_ = a_2514_[0];
        double _e5117 = l_mut_1269_;
        double l_2577_ = (l_2576_ + _e5117);
        double l_2578_ = (l_2577_ * l_1_);
        double l_2579_ = (l_2578_ - l_2576_);
        double l_2580_ = (l_2579_ * l_1_);
        double l_2581_ = (l_2578_ - l_2580_);
        double l_2582_ = (l_2581_ * l_1_);
        double l_2583_ = (l_2576_ - l_2582_);
        double _e5125 = l_mut_1269_;
        double l_2584_ = (_e5125 - l_2580_);
        double l_2585_ = (l_2583_ + l_2584_);
        a_2514_[1] = l_2585_;
        l_mut_1269_ = l_2578_;
        double _e5130 = l_mut_1269_;
        a_2514_[0] = _e5130;
        double l_2586_ = a_2514_[7];
        l_mut_1269_ = l_2586_;
        double l_2587_ = a_2514_[6];
        double _e5135 = l_mut_1269_;
        double l_2588_ = (l_2587_ + _e5135);
        double l_2589_ = (l_2588_ * l_1_);
        double l_2590_ = (l_2589_ - l_2587_);
        double l_2591_ = (l_2590_ * l_1_);
        double l_2592_ = (l_2589_ - l_2591_);
        double l_2593_ = (l_2592_ * l_1_);
        double l_2594_ = (l_2587_ - l_2593_);
        double _e5143 = l_mut_1269_;
        double l_2595_ = (_e5143 - l_2591_);
        double l_2596_ = (l_2594_ + l_2595_);
        a_2514_[7] = l_2596_;
        l_mut_1269_ = l_2589_;
        double l_2597_ = a_2514_[5];
        double _e5149 = l_mut_1269_;
        double l_2598_ = (l_2597_ + _e5149);
        double l_2599_ = (l_2598_ * l_1_);
        double l_2600_ = (l_2599_ - l_2597_);
        double l_2601_ = (l_2600_ * l_1_);
        double l_2602_ = (l_2599_ - l_2601_);
        double l_2603_ = (l_2602_ * l_1_);
        double l_2604_ = (l_2597_ - l_2603_);
        double _e5157 = l_mut_1269_;
        double l_2605_ = (_e5157 - l_2601_);
        double l_2606_ = (l_2604_ + l_2605_);
        a_2514_[6] = l_2606_;
        l_mut_1269_ = l_2599_;
        double l_2607_ = a_2514_[4];
        double _e5163 = l_mut_1269_;
        double l_2608_ = (l_2607_ + _e5163);
        double l_2609_ = (l_2608_ * l_1_);
        double l_2610_ = (l_2609_ - l_2607_);
        double l_2611_ = (l_2610_ * l_1_);
        double l_2612_ = (l_2609_ - l_2611_);
        double l_2613_ = (l_2612_ * l_1_);
        double l_2614_ = (l_2607_ - l_2613_);
        double _e5171 = l_mut_1269_;
        double l_2615_ = (_e5171 - l_2611_);
        double l_2616_ = (l_2614_ + l_2615_);
        a_2514_[5] = l_2616_;
        l_mut_1269_ = l_2609_;
        double l_2617_ = a_2514_[3];
        double _e5177 = l_mut_1269_;
        double l_2618_ = (l_2617_ + _e5177);
        double l_2619_ = (l_2618_ * l_1_);
        double l_2620_ = (l_2619_ - l_2617_);
        double l_2621_ = (l_2620_ * l_1_);
        double l_2622_ = (l_2619_ - l_2621_);
        double l_2623_ = (l_2622_ * l_1_);
        double l_2624_ = (l_2617_ - l_2623_);
        double _e5185 = l_mut_1269_;
        double l_2625_ = (_e5185 - l_2621_);
        double l_2626_ = (l_2624_ + l_2625_);
        a_2514_[4] = l_2626_;
        l_mut_1269_ = l_2619_;
        double l_2627_ = a_2514_[2];
        double _e5191 = l_mut_1269_;
        double l_2628_ = (l_2627_ + _e5191);
        double l_2629_ = (l_2628_ * l_1_);
        double l_2630_ = (l_2629_ - l_2627_);
        double l_2631_ = (l_2630_ * l_1_);
        double l_2632_ = (l_2629_ - l_2631_);
        double l_2633_ = (l_2632_ * l_1_);
        double l_2634_ = (l_2627_ - l_2633_);
        double _e5199 = l_mut_1269_;
        double l_2635_ = (_e5199 - l_2631_);
        double l_2636_ = (l_2634_ + l_2635_);
        a_2514_[3] = l_2636_;
        l_mut_1269_ = l_2629_;
        double l_2637_ = a_2514_[1];
        double _e5205 = l_mut_1269_;
        double l_2638_ = (l_2637_ + _e5205);
        double l_2639_ = (l_2638_ * l_1_);
        double l_2640_ = (l_2639_ - l_2637_);
        double l_2641_ = (l_2640_ * l_1_);
        double l_2642_ = (l_2639_ - l_2641_);
        double l_2643_ = (l_2642_ * l_1_);
        double l_2644_ = (l_2637_ - l_2643_);
        double _e5213 = l_mut_1269_;
        double l_2645_ = (_e5213 - l_2641_);
        double l_2646_ = (l_2644_ + l_2645_);
        a_2514_[2] = l_2646_;
        l_mut_1269_ = l_2639_;
        double l_2647_ = a_2514_[0];
        double _e5219 = l_mut_1269_;
        double l_2648_ = (l_2647_ + _e5219);
        double l_2649_ = (l_2648_ * l_1_);
        double l_2650_ = (l_2649_ - l_2647_);
        double l_2651_ = (l_2650_ * l_1_);
        double l_2652_ = (l_2649_ - l_2651_);
        double l_2653_ = (l_2652_ * l_1_);
        double l_2654_ = (l_2647_ - l_2653_);
        double _e5227 = l_mut_1269_;
        double l_2655_ = (_e5227 - l_2651_);
        double l_2656_ = (l_2654_ + l_2655_);
        a_2514_[1] = l_2656_;
        l_mut_1269_ = l_2649_;
        double _e5232 = l_mut_1269_;
        a_2514_[0] = _e5232;
        l_mut_1269_ = 0.0L;
        l_mut_1268_ = 0.0L;
        l_mut_1267_ = 0.0L;
        l_mut_1266_ = 0.0L;
        double l_2657_ = a_2514_[0];
        l_mut_5_ = l_2657_;
        l_mut_6_ = 0u;
        double l_2658_ = a_2514_[1];
        double _e5242 = l_mut_5_;
        double l_2659_ = (_e5242 + l_2658_);
        double l_2660_ = (l_2659_ * l_1_);
        double _e5245 = l_mut_5_;
        double l_2661_ = (l_2660_ - _e5245);
        double l_2662_ = (l_2661_ * l_1_);
        double l_2663_ = (l_2660_ - l_2662_);
        double l_2664_ = (l_2663_ * l_1_);
        double _e5250 = l_mut_5_;
        double l_2665_ = (_e5250 - l_2664_);
        double l_2666_ = (l_2658_ - l_2662_);
        double l_2667_ = (l_2665_ + l_2666_);
        uint _e5254 = l_mut_6_;
        bool l_2668_ = (_e5254 < 3u);
        bool l_2669_ = (l_2667_ != 0.0L);
        if (l_2668_) {
            local_201 = l_2669_;
        } else {
            local_201 = false;
        }
        bool l_2670_ = local_201;
        uint _e5263 = l_mut_6_;
        bool l_2671_ = (_e5263 == 0u);
        if (l_2670_) {
            local_202 = l_2671_;
        } else {
            local_202 = false;
        }
        bool l_2672_ = local_202;
        double _e5270 = l_mut_1269_;
        double l_2673_ = (l_2672_ ? l_2660_ : _e5270);
        l_mut_1269_ = l_2673_;
        uint _e5272 = l_mut_6_;
        bool l_2674_ = (_e5272 == 1u);
        if (l_2670_) {
            local_203 = l_2674_;
        } else {
            local_203 = false;
        }
        bool l_2675_ = local_203;
        double _e5279 = l_mut_1268_;
        double l_2676_ = (l_2675_ ? l_2660_ : _e5279);
        l_mut_1268_ = l_2676_;
        uint _e5281 = l_mut_6_;
        bool l_2677_ = (_e5281 == 2u);
        if (l_2670_) {
            local_204 = l_2677_;
        } else {
            local_204 = false;
        }
        bool l_2678_ = local_204;
        double _e5288 = l_mut_1267_;
        double l_2679_ = (l_2678_ ? l_2660_ : _e5288);
        l_mut_1267_ = l_2679_;
        double l_2680_ = (l_2670_ ? l_2667_ : l_2660_);
        double _e5291 = l_mut_5_;
        double l_2681_ = (_e5291 + l_2658_);
        double l_2682_ = (l_2668_ ? l_2680_ : l_2681_);
        l_mut_5_ = l_2682_;
        uint l_2683_ = uint(l_2670_);
        uint _e5295 = l_mut_6_;
        l_mut_6_ = (_e5295 + l_2683_);
        double l_2684_ = a_2514_[2];
        double _e5299 = l_mut_5_;
        double l_2685_ = (_e5299 + l_2684_);
        double l_2686_ = (l_2685_ * l_1_);
        double _e5302 = l_mut_5_;
        double l_2687_ = (l_2686_ - _e5302);
        double l_2688_ = (l_2687_ * l_1_);
        double l_2689_ = (l_2686_ - l_2688_);
        double l_2690_ = (l_2689_ * l_1_);
        double _e5307 = l_mut_5_;
        double l_2691_ = (_e5307 - l_2690_);
        double l_2692_ = (l_2684_ - l_2688_);
        double l_2693_ = (l_2691_ + l_2692_);
        uint _e5311 = l_mut_6_;
        bool l_2694_ = (_e5311 < 3u);
        bool l_2695_ = (l_2693_ != 0.0L);
        if (l_2694_) {
            local_205 = l_2695_;
        } else {
            local_205 = false;
        }
        bool l_2696_ = local_205;
        uint _e5320 = l_mut_6_;
        bool l_2697_ = (_e5320 == 0u);
        if (l_2696_) {
            local_206 = l_2697_;
        } else {
            local_206 = false;
        }
        bool l_2698_ = local_206;
        double _e5327 = l_mut_1269_;
        double l_2699_ = (l_2698_ ? l_2686_ : _e5327);
        l_mut_1269_ = l_2699_;
        uint _e5329 = l_mut_6_;
        bool l_2700_ = (_e5329 == 1u);
        if (l_2696_) {
            local_207 = l_2700_;
        } else {
            local_207 = false;
        }
        bool l_2701_ = local_207;
        double _e5336 = l_mut_1268_;
        double l_2702_ = (l_2701_ ? l_2686_ : _e5336);
        l_mut_1268_ = l_2702_;
        uint _e5338 = l_mut_6_;
        bool l_2703_ = (_e5338 == 2u);
        if (l_2696_) {
            local_208 = l_2703_;
        } else {
            local_208 = false;
        }
        bool l_2704_ = local_208;
        double _e5345 = l_mut_1267_;
        double l_2705_ = (l_2704_ ? l_2686_ : _e5345);
        l_mut_1267_ = l_2705_;
        double l_2706_ = (l_2696_ ? l_2693_ : l_2686_);
        double _e5348 = l_mut_5_;
        double l_2707_ = (_e5348 + l_2684_);
        double l_2708_ = (l_2694_ ? l_2706_ : l_2707_);
        l_mut_5_ = l_2708_;
        uint l_2709_ = uint(l_2696_);
        uint _e5352 = l_mut_6_;
        l_mut_6_ = (_e5352 + l_2709_);
        double l_2710_ = a_2514_[3];
        double _e5356 = l_mut_5_;
        double l_2711_ = (_e5356 + l_2710_);
        double l_2712_ = (l_2711_ * l_1_);
        double _e5359 = l_mut_5_;
        double l_2713_ = (l_2712_ - _e5359);
        double l_2714_ = (l_2713_ * l_1_);
        double l_2715_ = (l_2712_ - l_2714_);
        double l_2716_ = (l_2715_ * l_1_);
        double _e5364 = l_mut_5_;
        double l_2717_ = (_e5364 - l_2716_);
        double l_2718_ = (l_2710_ - l_2714_);
        double l_2719_ = (l_2717_ + l_2718_);
        uint _e5368 = l_mut_6_;
        bool l_2720_ = (_e5368 < 3u);
        bool l_2721_ = (l_2719_ != 0.0L);
        if (l_2720_) {
            local_209 = l_2721_;
        } else {
            local_209 = false;
        }
        bool l_2722_ = local_209;
        uint _e5377 = l_mut_6_;
        bool l_2723_ = (_e5377 == 0u);
        if (l_2722_) {
            local_210 = l_2723_;
        } else {
            local_210 = false;
        }
        bool l_2724_ = local_210;
        double _e5384 = l_mut_1269_;
        double l_2725_ = (l_2724_ ? l_2712_ : _e5384);
        l_mut_1269_ = l_2725_;
        uint _e5386 = l_mut_6_;
        bool l_2726_ = (_e5386 == 1u);
        if (l_2722_) {
            local_211 = l_2726_;
        } else {
            local_211 = false;
        }
        bool l_2727_ = local_211;
        double _e5393 = l_mut_1268_;
        double l_2728_ = (l_2727_ ? l_2712_ : _e5393);
        l_mut_1268_ = l_2728_;
        uint _e5395 = l_mut_6_;
        bool l_2729_ = (_e5395 == 2u);
        if (l_2722_) {
            local_212 = l_2729_;
        } else {
            local_212 = false;
        }
        bool l_2730_ = local_212;
        double _e5402 = l_mut_1267_;
        double l_2731_ = (l_2730_ ? l_2712_ : _e5402);
        l_mut_1267_ = l_2731_;
        double l_2732_ = (l_2722_ ? l_2719_ : l_2712_);
        double _e5405 = l_mut_5_;
        double l_2733_ = (_e5405 + l_2710_);
        double l_2734_ = (l_2720_ ? l_2732_ : l_2733_);
        l_mut_5_ = l_2734_;
        uint l_2735_ = uint(l_2722_);
        uint _e5409 = l_mut_6_;
        l_mut_6_ = (_e5409 + l_2735_);
        double l_2736_ = a_2514_[4];
        double _e5413 = l_mut_5_;
        double l_2737_ = (_e5413 + l_2736_);
        double l_2738_ = (l_2737_ * l_1_);
        double _e5416 = l_mut_5_;
        double l_2739_ = (l_2738_ - _e5416);
        double l_2740_ = (l_2739_ * l_1_);
        double l_2741_ = (l_2738_ - l_2740_);
        double l_2742_ = (l_2741_ * l_1_);
        double _e5421 = l_mut_5_;
        double l_2743_ = (_e5421 - l_2742_);
        double l_2744_ = (l_2736_ - l_2740_);
        double l_2745_ = (l_2743_ + l_2744_);
        uint _e5425 = l_mut_6_;
        bool l_2746_ = (_e5425 < 3u);
        bool l_2747_ = (l_2745_ != 0.0L);
        if (l_2746_) {
            local_213 = l_2747_;
        } else {
            local_213 = false;
        }
        bool l_2748_ = local_213;
        uint _e5434 = l_mut_6_;
        bool l_2749_ = (_e5434 == 0u);
        if (l_2748_) {
            local_214 = l_2749_;
        } else {
            local_214 = false;
        }
        bool l_2750_ = local_214;
        double _e5441 = l_mut_1269_;
        double l_2751_ = (l_2750_ ? l_2738_ : _e5441);
        l_mut_1269_ = l_2751_;
        uint _e5443 = l_mut_6_;
        bool l_2752_ = (_e5443 == 1u);
        if (l_2748_) {
            local_215 = l_2752_;
        } else {
            local_215 = false;
        }
        bool l_2753_ = local_215;
        double _e5450 = l_mut_1268_;
        double l_2754_ = (l_2753_ ? l_2738_ : _e5450);
        l_mut_1268_ = l_2754_;
        uint _e5452 = l_mut_6_;
        bool l_2755_ = (_e5452 == 2u);
        if (l_2748_) {
            local_216 = l_2755_;
        } else {
            local_216 = false;
        }
        bool l_2756_ = local_216;
        double _e5459 = l_mut_1267_;
        double l_2757_ = (l_2756_ ? l_2738_ : _e5459);
        l_mut_1267_ = l_2757_;
        double l_2758_ = (l_2748_ ? l_2745_ : l_2738_);
        double _e5462 = l_mut_5_;
        double l_2759_ = (_e5462 + l_2736_);
        double l_2760_ = (l_2746_ ? l_2758_ : l_2759_);
        l_mut_5_ = l_2760_;
        uint l_2761_ = uint(l_2748_);
        uint _e5466 = l_mut_6_;
        l_mut_6_ = (_e5466 + l_2761_);
        double l_2762_ = a_2514_[5];
        double _e5470 = l_mut_5_;
        double l_2763_ = (_e5470 + l_2762_);
        double l_2764_ = (l_2763_ * l_1_);
        double _e5473 = l_mut_5_;
        double l_2765_ = (l_2764_ - _e5473);
        double l_2766_ = (l_2765_ * l_1_);
        double l_2767_ = (l_2764_ - l_2766_);
        double l_2768_ = (l_2767_ * l_1_);
        double _e5478 = l_mut_5_;
        double l_2769_ = (_e5478 - l_2768_);
        double l_2770_ = (l_2762_ - l_2766_);
        double l_2771_ = (l_2769_ + l_2770_);
        uint _e5482 = l_mut_6_;
        bool l_2772_ = (_e5482 < 3u);
        bool l_2773_ = (l_2771_ != 0.0L);
        if (l_2772_) {
            local_217 = l_2773_;
        } else {
            local_217 = false;
        }
        bool l_2774_ = local_217;
        uint _e5491 = l_mut_6_;
        bool l_2775_ = (_e5491 == 0u);
        if (l_2774_) {
            local_218 = l_2775_;
        } else {
            local_218 = false;
        }
        bool l_2776_ = local_218;
        double _e5498 = l_mut_1269_;
        double l_2777_ = (l_2776_ ? l_2764_ : _e5498);
        l_mut_1269_ = l_2777_;
        uint _e5500 = l_mut_6_;
        bool l_2778_ = (_e5500 == 1u);
        if (l_2774_) {
            local_219 = l_2778_;
        } else {
            local_219 = false;
        }
        bool l_2779_ = local_219;
        double _e5507 = l_mut_1268_;
        double l_2780_ = (l_2779_ ? l_2764_ : _e5507);
        l_mut_1268_ = l_2780_;
        uint _e5509 = l_mut_6_;
        bool l_2781_ = (_e5509 == 2u);
        if (l_2774_) {
            local_220 = l_2781_;
        } else {
            local_220 = false;
        }
        bool l_2782_ = local_220;
        double _e5516 = l_mut_1267_;
        double l_2783_ = (l_2782_ ? l_2764_ : _e5516);
        l_mut_1267_ = l_2783_;
        double l_2784_ = (l_2774_ ? l_2771_ : l_2764_);
        double _e5519 = l_mut_5_;
        double l_2785_ = (_e5519 + l_2762_);
        double l_2786_ = (l_2772_ ? l_2784_ : l_2785_);
        l_mut_5_ = l_2786_;
        uint l_2787_ = uint(l_2774_);
        uint _e5523 = l_mut_6_;
        l_mut_6_ = (_e5523 + l_2787_);
        double l_2788_ = a_2514_[6];
        double _e5527 = l_mut_5_;
        double l_2789_ = (_e5527 + l_2788_);
        double l_2790_ = (l_2789_ * l_1_);
        double _e5530 = l_mut_5_;
        double l_2791_ = (l_2790_ - _e5530);
        double l_2792_ = (l_2791_ * l_1_);
        double l_2793_ = (l_2790_ - l_2792_);
        double l_2794_ = (l_2793_ * l_1_);
        double _e5535 = l_mut_5_;
        double l_2795_ = (_e5535 - l_2794_);
        double l_2796_ = (l_2788_ - l_2792_);
        double l_2797_ = (l_2795_ + l_2796_);
        uint _e5539 = l_mut_6_;
        bool l_2798_ = (_e5539 < 3u);
        bool l_2799_ = (l_2797_ != 0.0L);
        if (l_2798_) {
            local_221 = l_2799_;
        } else {
            local_221 = false;
        }
        bool l_2800_ = local_221;
        uint _e5548 = l_mut_6_;
        bool l_2801_ = (_e5548 == 0u);
        if (l_2800_) {
            local_222 = l_2801_;
        } else {
            local_222 = false;
        }
        bool l_2802_ = local_222;
        double _e5555 = l_mut_1269_;
        double l_2803_ = (l_2802_ ? l_2790_ : _e5555);
        l_mut_1269_ = l_2803_;
        uint _e5557 = l_mut_6_;
        bool l_2804_ = (_e5557 == 1u);
        if (l_2800_) {
            local_223 = l_2804_;
        } else {
            local_223 = false;
        }
        bool l_2805_ = local_223;
        double _e5564 = l_mut_1268_;
        double l_2806_ = (l_2805_ ? l_2790_ : _e5564);
        l_mut_1268_ = l_2806_;
        uint _e5566 = l_mut_6_;
        bool l_2807_ = (_e5566 == 2u);
        if (l_2800_) {
            local_224 = l_2807_;
        } else {
            local_224 = false;
        }
        bool l_2808_ = local_224;
        double _e5573 = l_mut_1267_;
        double l_2809_ = (l_2808_ ? l_2790_ : _e5573);
        l_mut_1267_ = l_2809_;
        double l_2810_ = (l_2800_ ? l_2797_ : l_2790_);
        double _e5576 = l_mut_5_;
        double l_2811_ = (_e5576 + l_2788_);
        double l_2812_ = (l_2798_ ? l_2810_ : l_2811_);
        l_mut_5_ = l_2812_;
        uint l_2813_ = uint(l_2800_);
        uint _e5580 = l_mut_6_;
        l_mut_6_ = (_e5580 + l_2813_);
        double l_2814_ = a_2514_[7];
        double _e5584 = l_mut_5_;
        double l_2815_ = (_e5584 + l_2814_);
        double l_2816_ = (l_2815_ * l_1_);
        double _e5587 = l_mut_5_;
        double l_2817_ = (l_2816_ - _e5587);
        double l_2818_ = (l_2817_ * l_1_);
        double l_2819_ = (l_2816_ - l_2818_);
        double l_2820_ = (l_2819_ * l_1_);
        double _e5592 = l_mut_5_;
        double l_2821_ = (_e5592 - l_2820_);
        double l_2822_ = (l_2814_ - l_2818_);
        double l_2823_ = (l_2821_ + l_2822_);
        uint _e5596 = l_mut_6_;
        bool l_2824_ = (_e5596 < 3u);
        bool l_2825_ = (l_2823_ != 0.0L);
        if (l_2824_) {
            local_225 = l_2825_;
        } else {
            local_225 = false;
        }
        bool l_2826_ = local_225;
        uint _e5605 = l_mut_6_;
        bool l_2827_ = (_e5605 == 0u);
        if (l_2826_) {
            local_226 = l_2827_;
        } else {
            local_226 = false;
        }
        bool l_2828_ = local_226;
        double _e5612 = l_mut_1269_;
        double l_2829_ = (l_2828_ ? l_2816_ : _e5612);
        l_mut_1269_ = l_2829_;
        uint _e5614 = l_mut_6_;
        bool l_2830_ = (_e5614 == 1u);
        if (l_2826_) {
            local_227 = l_2830_;
        } else {
            local_227 = false;
        }
        bool l_2831_ = local_227;
        double _e5621 = l_mut_1268_;
        double l_2832_ = (l_2831_ ? l_2816_ : _e5621);
        l_mut_1268_ = l_2832_;
        uint _e5623 = l_mut_6_;
        bool l_2833_ = (_e5623 == 2u);
        if (l_2826_) {
            local_228 = l_2833_;
        } else {
            local_228 = false;
        }
        bool l_2834_ = local_228;
        double _e5630 = l_mut_1267_;
        double l_2835_ = (l_2834_ ? l_2816_ : _e5630);
        l_mut_1267_ = l_2835_;
        double l_2836_ = (l_2826_ ? l_2823_ : l_2816_);
        double _e5633 = l_mut_5_;
        double l_2837_ = (_e5633 + l_2814_);
        double l_2838_ = (l_2824_ ? l_2836_ : l_2837_);
        l_mut_5_ = l_2838_;
        uint l_2839_ = uint(l_2826_);
        uint _e5637 = l_mut_6_;
        l_mut_6_ = (_e5637 + l_2839_);
        uint _e5639 = l_mut_6_;
        bool l_2840_ = (_e5639 == 0u);
        double _e5642 = l_mut_1269_;
        double _e5643 = l_mut_5_;
        double l_2841_ = (l_2840_ ? _e5643 : _e5642);
        l_mut_1269_ = l_2841_;
        uint _e5645 = l_mut_6_;
        bool l_2842_ = (_e5645 == 1u);
        double _e5648 = l_mut_1268_;
        double _e5649 = l_mut_5_;
        double l_2843_ = (l_2842_ ? _e5649 : _e5648);
        l_mut_1268_ = l_2843_;
        uint _e5651 = l_mut_6_;
        bool l_2844_ = (_e5651 == 2u);
        double _e5654 = l_mut_1267_;
        double _e5655 = l_mut_5_;
        double l_2845_ = (l_2844_ ? _e5655 : _e5654);
        l_mut_1267_ = l_2845_;
        uint _e5657 = l_mut_6_;
        bool l_2846_ = (_e5657 == 3u);
        double _e5660 = l_mut_1266_;
        double _e5661 = l_mut_5_;
        double l_2847_ = (l_2846_ ? _e5661 : _e5660);
        l_mut_1266_ = l_2847_;
        double _e5663 = l_mut_1269_;
        double l_2848_ = (_e5663 / l_519_);
        double l_2849_ = (l_2274_ + l_2848_);
        double l_2850_ = (l_2849_ * l_1_);
        double l_2851_ = (l_2850_ - l_2274_);
        double l_2852_ = (l_2851_ * l_1_);
        double l_2853_ = (l_2848_ - l_2852_);
        double l_2854_ = (l_1700_ + l_2850_);
        double l_2855_ = (l_2854_ * l_1_);
        double l_2856_ = (l_2855_ - l_1700_);
        double l_2857_ = (l_2856_ * l_1_);
        double l_2858_ = (l_2850_ - l_2857_);
        double l_2859_ = (l_1122_ + l_2855_);
        double l_2860_ = (l_2859_ * l_1_);
        double l_2861_ = (l_2860_ - l_1122_);
        double l_2862_ = (l_2861_ * l_1_);
        double l_2863_ = (l_2855_ - l_2862_);
        double l_2864_ = (l_548_ + l_2860_);
        double l_2865_ = (l_2864_ * l_1_);
        double l_2866_ = (l_2865_ - l_548_);
        double l_2867_ = (l_2866_ * l_1_);
        double l_2868_ = (l_2860_ - l_2867_);
        l_mut_259_ = 0.0L;
        l_mut_258_ = 0.0L;
        l_mut_257_ = 0.0L;
        l_mut_256_ = 0.0L;
        l_mut_5_ = l_2865_;
        l_mut_6_ = 0u;
        double _e5690 = l_mut_5_;
        double l_2869_ = (_e5690 + l_2868_);
        double l_2870_ = (l_2869_ * l_1_);
        double _e5693 = l_mut_5_;
        double l_2871_ = (l_2870_ - _e5693);
        double l_2872_ = (l_2871_ * l_1_);
        double l_2873_ = (l_2868_ - l_2872_);
        uint _e5697 = l_mut_6_;
        bool l_2874_ = (_e5697 < 3u);
        bool l_2875_ = (l_2873_ != 0.0L);
        if (l_2874_) {
            local_229 = l_2875_;
        } else {
            local_229 = false;
        }
        bool l_2876_ = local_229;
        uint _e5706 = l_mut_6_;
        bool l_2877_ = (_e5706 == 0u);
        if (l_2876_) {
            local_230 = l_2877_;
        } else {
            local_230 = false;
        }
        bool l_2878_ = local_230;
        double _e5713 = l_mut_259_;
        double l_2879_ = (l_2878_ ? l_2870_ : _e5713);
        l_mut_259_ = l_2879_;
        uint _e5715 = l_mut_6_;
        bool l_2880_ = (_e5715 == 1u);
        if (l_2876_) {
            local_231 = l_2880_;
        } else {
            local_231 = false;
        }
        bool l_2881_ = local_231;
        double _e5722 = l_mut_258_;
        double l_2882_ = (l_2881_ ? l_2870_ : _e5722);
        l_mut_258_ = l_2882_;
        uint _e5724 = l_mut_6_;
        bool l_2883_ = (_e5724 == 2u);
        if (l_2876_) {
            local_232 = l_2883_;
        } else {
            local_232 = false;
        }
        bool l_2884_ = local_232;
        double _e5731 = l_mut_257_;
        double l_2885_ = (l_2884_ ? l_2870_ : _e5731);
        l_mut_257_ = l_2885_;
        double l_2886_ = (l_2876_ ? l_2873_ : l_2870_);
        double _e5734 = l_mut_5_;
        double l_2887_ = (_e5734 + l_2868_);
        double l_2888_ = (l_2874_ ? l_2886_ : l_2887_);
        l_mut_5_ = l_2888_;
        uint l_2889_ = uint(l_2876_);
        uint _e5738 = l_mut_6_;
        l_mut_6_ = (_e5738 + l_2889_);
        double _e5740 = l_mut_5_;
        double l_2890_ = (_e5740 + l_2863_);
        double l_2891_ = (l_2890_ * l_1_);
        double _e5743 = l_mut_5_;
        double l_2892_ = (l_2891_ - _e5743);
        double l_2893_ = (l_2892_ * l_1_);
        double l_2894_ = (l_2863_ - l_2893_);
        uint _e5747 = l_mut_6_;
        bool l_2895_ = (_e5747 < 3u);
        bool l_2896_ = (l_2894_ != 0.0L);
        if (l_2895_) {
            local_233 = l_2896_;
        } else {
            local_233 = false;
        }
        bool l_2897_ = local_233;
        uint _e5756 = l_mut_6_;
        bool l_2898_ = (_e5756 == 0u);
        if (l_2897_) {
            local_234 = l_2898_;
        } else {
            local_234 = false;
        }
        bool l_2899_ = local_234;
        double _e5763 = l_mut_259_;
        double l_2900_ = (l_2899_ ? l_2891_ : _e5763);
        l_mut_259_ = l_2900_;
        uint _e5765 = l_mut_6_;
        bool l_2901_ = (_e5765 == 1u);
        if (l_2897_) {
            local_235 = l_2901_;
        } else {
            local_235 = false;
        }
        bool l_2902_ = local_235;
        double _e5772 = l_mut_258_;
        double l_2903_ = (l_2902_ ? l_2891_ : _e5772);
        l_mut_258_ = l_2903_;
        uint _e5774 = l_mut_6_;
        bool l_2904_ = (_e5774 == 2u);
        if (l_2897_) {
            local_236 = l_2904_;
        } else {
            local_236 = false;
        }
        bool l_2905_ = local_236;
        double _e5781 = l_mut_257_;
        double l_2906_ = (l_2905_ ? l_2891_ : _e5781);
        l_mut_257_ = l_2906_;
        double l_2907_ = (l_2897_ ? l_2894_ : l_2891_);
        double _e5784 = l_mut_5_;
        double l_2908_ = (_e5784 + l_2863_);
        double l_2909_ = (l_2895_ ? l_2907_ : l_2908_);
        l_mut_5_ = l_2909_;
        uint l_2910_ = uint(l_2897_);
        uint _e5788 = l_mut_6_;
        l_mut_6_ = (_e5788 + l_2910_);
        double _e5790 = l_mut_5_;
        double l_2911_ = (_e5790 + l_2858_);
        double l_2912_ = (l_2911_ * l_1_);
        double _e5793 = l_mut_5_;
        double l_2913_ = (l_2912_ - _e5793);
        double l_2914_ = (l_2913_ * l_1_);
        double l_2915_ = (l_2858_ - l_2914_);
        uint _e5797 = l_mut_6_;
        bool l_2916_ = (_e5797 < 3u);
        bool l_2917_ = (l_2915_ != 0.0L);
        if (l_2916_) {
            local_237 = l_2917_;
        } else {
            local_237 = false;
        }
        bool l_2918_ = local_237;
        uint _e5806 = l_mut_6_;
        bool l_2919_ = (_e5806 == 0u);
        if (l_2918_) {
            local_238 = l_2919_;
        } else {
            local_238 = false;
        }
        bool l_2920_ = local_238;
        double _e5813 = l_mut_259_;
        double l_2921_ = (l_2920_ ? l_2912_ : _e5813);
        l_mut_259_ = l_2921_;
        uint _e5815 = l_mut_6_;
        bool l_2922_ = (_e5815 == 1u);
        if (l_2918_) {
            local_239 = l_2922_;
        } else {
            local_239 = false;
        }
        bool l_2923_ = local_239;
        double _e5822 = l_mut_258_;
        double l_2924_ = (l_2923_ ? l_2912_ : _e5822);
        l_mut_258_ = l_2924_;
        uint _e5824 = l_mut_6_;
        bool l_2925_ = (_e5824 == 2u);
        if (l_2918_) {
            local_240 = l_2925_;
        } else {
            local_240 = false;
        }
        bool l_2926_ = local_240;
        double _e5831 = l_mut_257_;
        double l_2927_ = (l_2926_ ? l_2912_ : _e5831);
        l_mut_257_ = l_2927_;
        double l_2928_ = (l_2918_ ? l_2915_ : l_2912_);
        double _e5834 = l_mut_5_;
        double l_2929_ = (_e5834 + l_2858_);
        double l_2930_ = (l_2916_ ? l_2928_ : l_2929_);
        l_mut_5_ = l_2930_;
        uint l_2931_ = uint(l_2918_);
        uint _e5838 = l_mut_6_;
        l_mut_6_ = (_e5838 + l_2931_);
        double _e5840 = l_mut_5_;
        double l_2932_ = (_e5840 + l_2853_);
        double l_2933_ = (l_2932_ * l_1_);
        double _e5843 = l_mut_5_;
        double l_2934_ = (l_2933_ - _e5843);
        double l_2935_ = (l_2934_ * l_1_);
        double l_2936_ = (l_2853_ - l_2935_);
        uint _e5847 = l_mut_6_;
        bool l_2937_ = (_e5847 < 3u);
        bool l_2938_ = (l_2936_ != 0.0L);
        if (l_2937_) {
            local_241 = l_2938_;
        } else {
            local_241 = false;
        }
        bool l_2939_ = local_241;
        uint _e5856 = l_mut_6_;
        bool l_2940_ = (_e5856 == 0u);
        if (l_2939_) {
            local_242 = l_2940_;
        } else {
            local_242 = false;
        }
        bool l_2941_ = local_242;
        double _e5863 = l_mut_259_;
        double l_2942_ = (l_2941_ ? l_2933_ : _e5863);
        l_mut_259_ = l_2942_;
        uint _e5865 = l_mut_6_;
        bool l_2943_ = (_e5865 == 1u);
        if (l_2939_) {
            local_243 = l_2943_;
        } else {
            local_243 = false;
        }
        bool l_2944_ = local_243;
        double _e5872 = l_mut_258_;
        double l_2945_ = (l_2944_ ? l_2933_ : _e5872);
        l_mut_258_ = l_2945_;
        uint _e5874 = l_mut_6_;
        bool l_2946_ = (_e5874 == 2u);
        if (l_2939_) {
            local_244 = l_2946_;
        } else {
            local_244 = false;
        }
        bool l_2947_ = local_244;
        double _e5881 = l_mut_257_;
        double l_2948_ = (l_2947_ ? l_2933_ : _e5881);
        l_mut_257_ = l_2948_;
        double l_2949_ = (l_2939_ ? l_2936_ : l_2933_);
        double _e5884 = l_mut_5_;
        double l_2950_ = (_e5884 + l_2853_);
        double l_2951_ = (l_2937_ ? l_2949_ : l_2950_);
        l_mut_5_ = l_2951_;
        uint l_2952_ = uint(l_2939_);
        uint _e5888 = l_mut_6_;
        l_mut_6_ = (_e5888 + l_2952_);
        uint _e5890 = l_mut_6_;
        bool l_2953_ = (_e5890 == 0u);
        double _e5893 = l_mut_259_;
        double _e5894 = l_mut_5_;
        double l_2954_ = (l_2953_ ? _e5894 : _e5893);
        l_mut_259_ = l_2954_;
        uint _e5896 = l_mut_6_;
        bool l_2955_ = (_e5896 == 1u);
        double _e5899 = l_mut_258_;
        double _e5900 = l_mut_5_;
        double l_2956_ = (l_2955_ ? _e5900 : _e5899);
        l_mut_258_ = l_2956_;
        uint _e5902 = l_mut_6_;
        bool l_2957_ = (_e5902 == 2u);
        double _e5905 = l_mut_257_;
        double _e5906 = l_mut_5_;
        double l_2958_ = (l_2957_ ? _e5906 : _e5905);
        l_mut_257_ = l_2958_;
        uint _e5908 = l_mut_6_;
        bool l_2959_ = (_e5908 == 3u);
        double _e5911 = l_mut_256_;
        double _e5912 = l_mut_5_;
        double l_2960_ = (l_2959_ ? _e5912 : _e5911);
        l_mut_256_ = l_2960_;
        uint l_3126_ = asuint(info.Load(0+16));
        uint l_3127_ = (l_3126_ * 1u);
        bool l_3128_ = (l_545_ < l_3127_);
        if (l_3128_) {
            double _e5923 = l_mut_259_;
            buffer_0_global.Store(l_545_*8, _e5923);
        }
        uint l_2961_ = (l_546_ + l_545_);
        uint l_3129_ = asuint(info.Load(0+16));
        uint l_3130_ = (l_3129_ * 1u);
        bool l_3131_ = (l_2961_ < l_3130_);
        if (l_3131_) {
            double _e5934 = l_mut_258_;
            buffer_0_global.Store(l_2961_*8, _e5934);
        }
        uint l_2962_ = (2u * l_546_);
        uint l_2963_ = (l_2962_ + l_545_);
        uint l_3132_ = asuint(info.Load(0+16));
        uint l_3133_ = (l_3132_ * 1u);
        bool l_3134_ = (l_2963_ < l_3133_);
        if (l_3134_) {
            double _e5947 = l_mut_257_;
            buffer_0_global.Store(l_2963_*8, _e5947);
        }
        uint l_2964_ = (3u * l_546_);
        uint l_2965_ = (l_2964_ + l_545_);
        uint l_3135_ = asuint(info.Load(0+16));
        uint l_3136_ = (l_3135_ * 1u);
        bool l_3137_ = (l_2965_ < l_3136_);
        if (l_3137_) {
            double _e5960 = l_mut_256_;
            buffer_0_global.Store(l_2965_*8, _e5960);
        }
        uint _e5961 = l_mut_260_;
        l_mut_260_ = (_e5961 + 1024u);
    }
    return;
}
