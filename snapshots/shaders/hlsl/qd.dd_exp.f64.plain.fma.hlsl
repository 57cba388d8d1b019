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

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_159_ = (uint)0;
    double l_mut_24_ = (double)0;
    double l_mut_25_ = (double)0;
    uint l_mut_26_ = 0u;
    uint l_mut_48_ = 1u;
    uint l_mut_114_ = 0u;
    uint l_mut_162_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_170_ = asuint(info.Load(8+0));
        uint l_171_ = (l_170_ * 1u);
        bool l_172_ = (0u < l_171_);
        uint l_173_ = (l_171_ - 1u);
        uint l_174_ = min(0u, l_173_);
        double l_175_ = buffer_2_global.Load<double>(l_174_*8);
        double l_3_ = (l_172_ ? l_175_ : 0.0L);
        uint l_177_ = asuint(info.Load(8+0));
        uint l_178_ = (l_177_ * 1u);
        bool l_179_ = (1u < l_178_);
        uint l_180_ = (l_178_ - 1u);
        uint l_181_ = min(1u, l_180_);
        double l_182_ = buffer_2_global.Load<double>(l_181_*8);
        double l_4_ = (l_179_ ? l_182_ : 0.0L);
        uint l_184_ = asuint(info.Load(0+0));
        uint l_185_ = (l_184_ * 1u);
        bool l_186_ = (id < l_185_);
        uint l_187_ = (l_185_ - 1u);
        uint l_188_ = min(id, l_187_);
        double l_189_ = buffer_0_global.Load<double>(l_188_*8);
        double l_5_ = (l_186_ ? l_189_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_191_ = asuint(info.Load(0+0));
        uint l_192_ = (l_191_ * 1u);
        bool l_193_ = (l_6_ < l_192_);
        uint l_194_ = (l_192_ - 1u);
        uint l_195_ = min(l_6_, l_194_);
        double l_196_ = buffer_0_global.Load<double>(l_195_*8);
        double l_7_ = (l_193_ ? l_196_ : 0.0L);
        uint l_198_ = asuint(info.Load(4+0));
        uint l_199_ = (l_198_ * 1u);
        bool l_200_ = (id < l_199_);
        uint l_201_ = (l_199_ - 1u);
        uint l_202_ = min(id, l_201_);
        double l_203_ = buffer_1_global.Load<double>(l_202_*8);
        double l_8_ = (l_200_ ? l_203_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_205_ = asuint(info.Load(4+0));
        uint l_206_ = (l_205_ * 1u);
        bool l_207_ = (l_9_ < l_206_);
        uint l_208_ = (l_206_ - 1u);
        uint l_209_ = min(l_9_, l_208_);
        double l_210_ = buffer_1_global.Load<double>(l_209_*8);
        double l_10_ = (l_207_ ? l_210_ : 0.0L);
        uint l_212_ = asuint(info.Load(8+0));
        uint l_213_ = (l_212_ * 1u);
        bool l_214_ = (2u < l_213_);
        uint l_215_ = (l_213_ - 1u);
        uint l_216_ = min(2u, l_215_);
        double l_217_ = buffer_2_global.Load<double>(l_216_*8);
        double l_12_ = (l_214_ ? l_217_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_219_ = asuint(info.Load(8+0));
        uint l_220_ = (l_219_ * 1u);
        bool l_221_ = (3u < l_220_);
        uint l_222_ = (l_220_ - 1u);
        uint l_223_ = min(3u, l_222_);
        double l_224_ = buffer_2_global.Load<double>(l_223_*8);
        double l_15_ = (l_221_ ? l_224_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_226_ = asuint(info.Load(8+0));
        uint l_227_ = (l_226_ * 1u);
        bool l_228_ = (5u < l_227_);
        uint l_229_ = (l_227_ - 1u);
        uint l_230_ = min(5u, l_229_);
        double l_231_ = buffer_2_global.Load<double>(l_230_*8);
        double l_18_ = (l_228_ ? l_231_ : 0.0L);
        double l_19_ = (l_5_ / l_18_);
        double l_20_ = (l_19_ + 0.5L);
        double l_21_ = floor(l_20_);
        double l_23_ = (l_21_ * 1.0L);
        l_mut_24_ = l_5_;
        l_mut_25_ = l_7_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e226 = l_mut_26_;
                l_mut_26_ = (_e226 + 1u);
            }
            loop_init = false;
            uint _e190 = l_mut_26_;
            if ((_e190 < l_16_)) {
            } else {
                break;
            }
            {
                uint _e192 = l_mut_26_;
                uint l_27_ = (5u + _e192);
                uint l_253_ = asuint(info.Load(8+0));
                uint l_254_ = (l_253_ * 1u);
                bool l_255_ = (l_27_ < l_254_);
                uint l_256_ = (l_254_ - 1u);
                uint l_257_ = min(l_27_, l_256_);
                double l_258_ = buffer_2_global.Load<double>(l_257_*8);
                double l_28_ = (l_255_ ? l_258_ : 0.0L);
                double l_29_ = -(l_28_);
                double l_30_ = (l_23_ * l_29_);
                double _e211 = l_mut_24_;
                double l_31_ = (_e211 + l_30_);
                double _e213 = l_mut_24_;
                double l_32_ = (l_31_ - _e213);
                double l_33_ = (l_31_ - l_32_);
                double _e216 = l_mut_24_;
                double l_34_ = (_e216 - l_33_);
                double l_35_ = (l_30_ - l_32_);
                double l_36_ = (l_34_ + l_35_);
                double _e220 = l_mut_25_;
                double l_37_ = (l_36_ + _e220);
                double l_38_ = (l_31_ + l_37_);
                double l_39_ = (l_38_ - l_31_);
                double l_40_ = (l_37_ - l_39_);
                l_mut_24_ = l_38_;
                l_mut_25_ = l_40_;
            }
        }
        double _e228 = l_mut_24_;
        double l_41_ = (_e228 * 0.00390625L);
        double _e231 = l_mut_25_;
        double l_42_ = (_e231 * 0.00390625L);
        uint l_43_ = (l_13_ - 1u);
        uint l_44_ = (5u + l_16_);
        uint l_233_ = asuint(info.Load(8+0));
        uint l_234_ = (l_233_ * 1u);
        bool l_235_ = (l_44_ < l_234_);
        uint l_236_ = (l_234_ - 1u);
        uint l_237_ = min(l_44_, l_236_);
        double l_238_ = buffer_2_global.Load<double>(l_237_*8);
        double l_45_ = (l_235_ ? l_238_ : 0.0L);
        l_mut_25_ = l_45_;
        uint l_46_ = (l_44_ + 1u);
        uint l_240_ = asuint(info.Load(8+0));
        uint l_241_ = (l_240_ * 1u);
        bool l_242_ = (l_46_ < l_241_);
        uint l_243_ = (l_241_ - 1u);
        uint l_244_ = min(l_46_, l_243_);
        double l_245_ = buffer_2_global.Load<double>(l_244_*8);
        double l_47_ = (l_242_ ? l_245_ : 0.0L);
        l_mut_24_ = l_47_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e344 = l_mut_48_;
                l_mut_48_ = (_e344 + 1u);
            }
            loop_init_1 = false;
            uint _e271 = l_mut_48_;
            if ((_e271 < l_43_)) {
            } else {
                break;
            }
            {
                double _e273 = l_mut_25_;
                double l_49_ = (_e273 * l_41_);
                double l_50_ = -(l_49_);
                double _e276 = l_mut_25_;
                double l_51_ = mad(_e276, l_41_, l_50_);
                double _e278 = l_mut_25_;
                double l_52_ = (_e278 * l_42_);
                double _e280 = l_mut_24_;
                double l_53_ = (_e280 * l_41_);
                double l_54_ = (l_52_ + l_53_);
                double l_55_ = (l_51_ + l_54_);
                double l_56_ = (l_49_ + l_55_);
                double l_57_ = (l_56_ - l_49_);
                double l_58_ = (l_55_ - l_57_);
                uint _e288 = l_mut_48_;
                uint l_59_ = (2u * _e288);
                uint l_60_ = (l_44_ + l_59_);
                uint l_260_ = asuint(info.Load(8+0));
                uint l_261_ = (l_260_ * 1u);
                bool l_262_ = (l_60_ < l_261_);
                uint l_263_ = (l_261_ - 1u);
                uint l_264_ = min(l_60_, l_263_);
                double l_265_ = buffer_2_global.Load<double>(l_264_*8);
                double l_61_ = (l_262_ ? l_265_ : 0.0L);
                uint l_62_ = (l_60_ + 1u);
                uint l_267_ = asuint(info.Load(8+0));
                uint l_268_ = (l_267_ * 1u);
                bool l_269_ = (l_62_ < l_268_);
                uint l_270_ = (l_268_ - 1u);
                uint l_271_ = min(l_62_, l_270_);
                double l_272_ = buffer_2_global.Load<double>(l_271_*8);
                double l_63_ = (l_269_ ? l_272_ : 0.0L);
                double l_64_ = (l_56_ + l_61_);
                double l_65_ = (l_64_ - l_56_);
                double l_66_ = (l_64_ - l_65_);
                double l_67_ = (l_56_ - l_66_);
                double l_68_ = (l_61_ - l_65_);
                double l_69_ = (l_67_ + l_68_);
                double l_70_ = (l_58_ + l_63_);
                double l_71_ = (l_70_ - l_58_);
                double l_72_ = (l_70_ - l_71_);
                double l_73_ = (l_58_ - l_72_);
                double l_74_ = (l_63_ - l_71_);
                double l_75_ = (l_73_ + l_74_);
                double l_76_ = (l_69_ + l_70_);
                double l_77_ = (l_64_ + l_76_);
                double l_78_ = (l_77_ - l_64_);
                double l_79_ = (l_76_ - l_78_);
                double l_80_ = (l_75_ + l_79_);
                double l_81_ = (l_77_ + l_80_);
                double l_82_ = (l_81_ - l_77_);
                double l_83_ = (l_80_ - l_82_);
                l_mut_25_ = l_81_;
                l_mut_24_ = l_83_;
            }
        }
        double _e346 = l_mut_25_;
        double l_84_ = (_e346 * l_41_);
        double l_85_ = -(l_84_);
        double _e349 = l_mut_25_;
        double l_86_ = mad(_e349, l_41_, l_85_);
        double _e351 = l_mut_25_;
        double l_87_ = (_e351 * l_42_);
        double _e353 = l_mut_24_;
        double l_88_ = (_e353 * l_41_);
        double l_89_ = (l_87_ + l_88_);
        double l_90_ = (l_86_ + l_89_);
        double l_91_ = (l_84_ + l_90_);
        double l_92_ = (l_91_ - l_84_);
        double l_93_ = (l_90_ - l_92_);
        double l_94_ = (l_91_ + 1.0L);
        double l_95_ = (l_94_ - l_91_);
        double l_96_ = (l_94_ - l_95_);
        double l_97_ = (l_91_ - l_96_);
        double l_98_ = (1.0L - l_95_);
        double l_99_ = (l_97_ + l_98_);
        double l_100_ = (l_99_ + l_93_);
        double l_101_ = (l_94_ + l_100_);
        double l_102_ = (l_101_ - l_94_);
        double l_103_ = (l_100_ - l_102_);
        double l_104_ = (l_101_ * l_41_);
        double l_105_ = -(l_104_);
        double l_106_ = mad(l_101_, l_41_, l_105_);
        double l_107_ = (l_101_ * l_42_);
        double l_108_ = (l_103_ * l_41_);
        double l_109_ = (l_107_ + l_108_);
        double l_110_ = (l_106_ + l_109_);
        double l_111_ = (l_104_ + l_110_);
        double l_112_ = (l_111_ - l_104_);
        double l_113_ = (l_110_ - l_112_);
        l_mut_25_ = l_111_;
        l_mut_24_ = l_113_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e432 = l_mut_114_;
                l_mut_114_ = (_e432 + 1u);
            }
            loop_init_2 = false;
            uint _e384 = l_mut_114_;
            if ((_e384 < 8u)) {
            } else {
                break;
            }
            {
                double _e387 = l_mut_25_;
                double l_115_ = (_e387 * 2.0L);
                double _e390 = l_mut_24_;
                double l_116_ = (_e390 * 2.0L);
                double _e393 = l_mut_25_;
                double _e394 = l_mut_25_;
                double l_117_ = (_e393 * _e394);
                double l_118_ = -(l_117_);
                double _e397 = l_mut_25_;
                double _e398 = l_mut_25_;
                double l_119_ = mad(_e397, _e398, l_118_);
                double _e400 = l_mut_25_;
                double _e401 = l_mut_24_;
                double l_120_ = (_e400 * _e401);
                double _e403 = l_mut_24_;
                double _e404 = l_mut_25_;
                double l_121_ = (_e403 * _e404);
                double l_122_ = (l_120_ + l_121_);
                double l_123_ = (l_119_ + l_122_);
                double l_124_ = (l_117_ + l_123_);
                double l_125_ = (l_124_ - l_117_);
                double l_126_ = (l_123_ - l_125_);
                double l_127_ = (l_115_ + l_124_);
                double l_128_ = (l_127_ - l_115_);
                double l_129_ = (l_127_ - l_128_);
                double l_130_ = (l_115_ - l_129_);
                double l_131_ = (l_124_ - l_128_);
                double l_132_ = (l_130_ + l_131_);
                double l_133_ = (l_116_ + l_126_);
                double l_134_ = (l_133_ - l_116_);
                double l_135_ = (l_133_ - l_134_);
                double l_136_ = (l_116_ - l_135_);
                double l_137_ = (l_126_ - l_134_);
                double l_138_ = (l_136_ + l_137_);
                double l_139_ = (l_132_ + l_133_);
                double l_140_ = (l_127_ + l_139_);
                double l_141_ = (l_140_ - l_127_);
                double l_142_ = (l_139_ - l_141_);
                double l_143_ = (l_138_ + l_142_);
                double l_144_ = (l_140_ + l_143_);
                double l_145_ = (l_144_ - l_140_);
                double l_146_ = (l_143_ - l_145_);
                l_mut_25_ = l_144_;
                l_mut_24_ = l_146_;
            }
        }
        double _e434 = l_mut_25_;
        double l_147_ = (_e434 + 1.0L);
        double _e437 = l_mut_25_;
        double l_148_ = (l_147_ - _e437);
        double l_149_ = (l_147_ - l_148_);
        double _e440 = l_mut_25_;
        double l_150_ = (_e440 - l_149_);
        double l_151_ = (1.0L - l_148_);
        double l_152_ = (l_150_ + l_151_);
        double _e445 = l_mut_24_;
        double l_153_ = (l_152_ + _e445);
        double l_154_ = (l_147_ + l_153_);
        double l_155_ = (l_154_ - l_147_);
        double l_156_ = (l_153_ - l_155_);
        double l_157_ = abs(l_21_);
        uint l_158_ = naga_f2u32(l_157_);
        l_mut_159_ = l_158_;
        bool l_160_ = (l_21_ < 0.0L);
        double l_161_ = (l_160_ ? 0.5L : 2.0L);
        l_mut_25_ = l_161_;
        l_mut_24_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e480 = l_mut_162_;
                l_mut_162_ = (_e480 + 1u);
            }
            loop_init_3 = false;
            uint _e460 = l_mut_162_;
            if ((_e460 < 11u)) {
            } else {
                break;
            }
            {
                uint _e463 = l_mut_159_;
                uint l_163_ = (_e463 & 1u);
                bool l_164_ = (l_163_ == 1u);
                double _e468 = l_mut_24_;
                double _e469 = l_mut_25_;
                double l_165_ = (_e468 * _e469);
                double _e471 = l_mut_24_;
                double l_166_ = (l_164_ ? l_165_ : _e471);
                l_mut_24_ = l_166_;
                double _e473 = l_mut_25_;
                double _e474 = l_mut_25_;
                l_mut_25_ = (_e473 * _e474);
                uint _e476 = l_mut_159_;
                l_mut_159_ = (_e476 >> 1u);
            }
        }
        double _e482 = l_mut_24_;
        double l_167_ = (l_154_ * _e482);
        double _e484 = l_mut_24_;
        double l_168_ = (l_156_ * _e484);
        uint l_247_ = asuint(info.Load(12+0));
        uint l_248_ = (l_247_ * 1u);
        bool l_249_ = (id < l_248_);
        if (l_249_) {
            buffer_3_global.Store(id*8, l_167_);
        }
        uint l_169_ = (l_1_ + id);
        uint l_250_ = asuint(info.Load(12+0));
        uint l_251_ = (l_250_ * 1u);
        bool l_252_ = (l_169_ < l_251_);
        if (l_252_) {
            buffer_3_global.Store(l_169_*8, l_168_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
