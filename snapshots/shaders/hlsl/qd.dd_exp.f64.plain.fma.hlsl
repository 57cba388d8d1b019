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
    uint l_mut_141_ = (uint)0;
    double l_mut_24_ = (double)0;
    double l_mut_25_ = (double)0;
    uint l_mut_26_ = 0u;
    uint l_mut_48_ = 1u;
    uint l_mut_105_ = 0u;
    uint l_mut_144_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_152_ = asuint(info.Load(8+0));
        uint l_153_ = (l_152_ * 1u);
        bool l_154_ = (0u < l_153_);
        uint l_155_ = (l_153_ - 1u);
        uint l_156_ = min(0u, l_155_);
        double l_157_ = buffer_2_global.Load<double>(l_156_*8);
        double l_3_ = (l_154_ ? l_157_ : 0.0L);
        uint l_159_ = asuint(info.Load(8+0));
        uint l_160_ = (l_159_ * 1u);
        bool l_161_ = (1u < l_160_);
        uint l_162_ = (l_160_ - 1u);
        uint l_163_ = min(1u, l_162_);
        double l_164_ = buffer_2_global.Load<double>(l_163_*8);
        double l_4_ = (l_161_ ? l_164_ : 0.0L);
        uint l_166_ = asuint(info.Load(0+0));
        uint l_167_ = (l_166_ * 1u);
        bool l_168_ = (id < l_167_);
        uint l_169_ = (l_167_ - 1u);
        uint l_170_ = min(id, l_169_);
        double l_171_ = buffer_0_global.Load<double>(l_170_*8);
        double l_5_ = (l_168_ ? l_171_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_173_ = asuint(info.Load(0+0));
        uint l_174_ = (l_173_ * 1u);
        bool l_175_ = (l_6_ < l_174_);
        uint l_176_ = (l_174_ - 1u);
        uint l_177_ = min(l_6_, l_176_);
        double l_178_ = buffer_0_global.Load<double>(l_177_*8);
        double l_7_ = (l_175_ ? l_178_ : 0.0L);
        uint l_180_ = asuint(info.Load(4+0));
        uint l_181_ = (l_180_ * 1u);
        bool l_182_ = (id < l_181_);
        uint l_183_ = (l_181_ - 1u);
        uint l_184_ = min(id, l_183_);
        double l_185_ = buffer_1_global.Load<double>(l_184_*8);
        double l_8_ = (l_182_ ? l_185_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_187_ = asuint(info.Load(4+0));
        uint l_188_ = (l_187_ * 1u);
        bool l_189_ = (l_9_ < l_188_);
        uint l_190_ = (l_188_ - 1u);
        uint l_191_ = min(l_9_, l_190_);
        double l_192_ = buffer_1_global.Load<double>(l_191_*8);
        double l_10_ = (l_189_ ? l_192_ : 0.0L);
        uint l_194_ = asuint(info.Load(8+0));
        uint l_195_ = (l_194_ * 1u);
        bool l_196_ = (2u < l_195_);
        uint l_197_ = (l_195_ - 1u);
        uint l_198_ = min(2u, l_197_);
        double l_199_ = buffer_2_global.Load<double>(l_198_*8);
        double l_12_ = (l_196_ ? l_199_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_201_ = asuint(info.Load(8+0));
        uint l_202_ = (l_201_ * 1u);
        bool l_203_ = (3u < l_202_);
        uint l_204_ = (l_202_ - 1u);
        uint l_205_ = min(3u, l_204_);
        double l_206_ = buffer_2_global.Load<double>(l_205_*8);
        double l_15_ = (l_203_ ? l_206_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_208_ = asuint(info.Load(8+0));
        uint l_209_ = (l_208_ * 1u);
        bool l_210_ = (6u < l_209_);
        uint l_211_ = (l_209_ - 1u);
        uint l_212_ = min(6u, l_211_);
        double l_213_ = buffer_2_global.Load<double>(l_212_*8);
        double l_18_ = (l_210_ ? l_213_ : 0.0L);
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
                uint l_27_ = (6u + _e192);
                uint l_235_ = asuint(info.Load(8+0));
                uint l_236_ = (l_235_ * 1u);
                bool l_237_ = (l_27_ < l_236_);
                uint l_238_ = (l_236_ - 1u);
                uint l_239_ = min(l_27_, l_238_);
                double l_240_ = buffer_2_global.Load<double>(l_239_*8);
                double l_28_ = (l_237_ ? l_240_ : 0.0L);
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
        uint l_44_ = (6u + l_16_);
        uint l_215_ = asuint(info.Load(8+0));
        uint l_216_ = (l_215_ * 1u);
        bool l_217_ = (l_44_ < l_216_);
        uint l_218_ = (l_216_ - 1u);
        uint l_219_ = min(l_44_, l_218_);
        double l_220_ = buffer_2_global.Load<double>(l_219_*8);
        double l_45_ = (l_217_ ? l_220_ : 0.0L);
        l_mut_25_ = l_45_;
        uint l_46_ = (l_44_ + 1u);
        uint l_222_ = asuint(info.Load(8+0));
        uint l_223_ = (l_222_ * 1u);
        bool l_224_ = (l_46_ < l_223_);
        uint l_225_ = (l_223_ - 1u);
        uint l_226_ = min(l_46_, l_225_);
        double l_227_ = buffer_2_global.Load<double>(l_226_*8);
        double l_47_ = (l_224_ ? l_227_ : 0.0L);
        l_mut_24_ = l_47_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e335 = l_mut_48_;
                l_mut_48_ = (_e335 + 1u);
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
                uint l_242_ = asuint(info.Load(8+0));
                uint l_243_ = (l_242_ * 1u);
                bool l_244_ = (l_60_ < l_243_);
                uint l_245_ = (l_243_ - 1u);
                uint l_246_ = min(l_60_, l_245_);
                double l_247_ = buffer_2_global.Load<double>(l_246_*8);
                double l_61_ = (l_244_ ? l_247_ : 0.0L);
                uint l_62_ = (l_60_ + 1u);
                uint l_249_ = asuint(info.Load(8+0));
                uint l_250_ = (l_249_ * 1u);
                bool l_251_ = (l_62_ < l_250_);
                uint l_252_ = (l_250_ - 1u);
                uint l_253_ = min(l_62_, l_252_);
                double l_254_ = buffer_2_global.Load<double>(l_253_*8);
                double l_63_ = (l_251_ ? l_254_ : 0.0L);
                double l_64_ = (l_56_ + l_61_);
                double l_65_ = (l_64_ - l_56_);
                double l_66_ = (l_64_ - l_65_);
                double l_67_ = (l_56_ - l_66_);
                double l_68_ = (l_61_ - l_65_);
                double l_69_ = (l_67_ + l_68_);
                double l_70_ = (l_58_ + l_63_);
                double l_71_ = (l_69_ + l_70_);
                double l_72_ = (l_64_ + l_71_);
                double l_73_ = (l_72_ - l_64_);
                double l_74_ = (l_71_ - l_73_);
                l_mut_25_ = l_72_;
                l_mut_24_ = l_74_;
            }
        }
        double _e337 = l_mut_25_;
        double l_75_ = (_e337 * l_41_);
        double l_76_ = -(l_75_);
        double _e340 = l_mut_25_;
        double l_77_ = mad(_e340, l_41_, l_76_);
        double _e342 = l_mut_25_;
        double l_78_ = (_e342 * l_42_);
        double _e344 = l_mut_24_;
        double l_79_ = (_e344 * l_41_);
        double l_80_ = (l_78_ + l_79_);
        double l_81_ = (l_77_ + l_80_);
        double l_82_ = (l_75_ + l_81_);
        double l_83_ = (l_82_ - l_75_);
        double l_84_ = (l_81_ - l_83_);
        double l_85_ = (l_82_ + l_4_);
        double l_86_ = (l_85_ - l_82_);
        double l_87_ = (l_85_ - l_86_);
        double l_88_ = (l_82_ - l_87_);
        double l_89_ = (l_4_ - l_86_);
        double l_90_ = (l_88_ + l_89_);
        double l_91_ = (l_90_ + l_84_);
        double l_92_ = (l_85_ + l_91_);
        double l_93_ = (l_92_ - l_85_);
        double l_94_ = (l_91_ - l_93_);
        double l_95_ = (l_92_ * l_41_);
        double l_96_ = -(l_95_);
        double l_97_ = mad(l_92_, l_41_, l_96_);
        double l_98_ = (l_92_ * l_42_);
        double l_99_ = (l_94_ * l_41_);
        double l_100_ = (l_98_ + l_99_);
        double l_101_ = (l_97_ + l_100_);
        double l_102_ = (l_95_ + l_101_);
        double l_103_ = (l_102_ - l_95_);
        double l_104_ = (l_101_ - l_103_);
        l_mut_25_ = l_102_;
        l_mut_24_ = l_104_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e412 = l_mut_105_;
                l_mut_105_ = (_e412 + 1u);
            }
            loop_init_2 = false;
            uint _e373 = l_mut_105_;
            if ((_e373 < 8u)) {
            } else {
                break;
            }
            {
                double _e376 = l_mut_25_;
                double l_106_ = (_e376 * 2.0L);
                double _e379 = l_mut_24_;
                double l_107_ = (_e379 * 2.0L);
                double _e382 = l_mut_25_;
                double _e383 = l_mut_25_;
                double l_108_ = (_e382 * _e383);
                double l_109_ = -(l_108_);
                double _e386 = l_mut_25_;
                double _e387 = l_mut_25_;
                double l_110_ = mad(_e386, _e387, l_109_);
                double _e389 = l_mut_25_;
                double _e390 = l_mut_24_;
                double l_111_ = (_e389 * _e390);
                double _e392 = l_mut_24_;
                double _e393 = l_mut_25_;
                double l_112_ = (_e392 * _e393);
                double l_113_ = (l_111_ + l_112_);
                double l_114_ = (l_110_ + l_113_);
                double l_115_ = (l_108_ + l_114_);
                double l_116_ = (l_115_ - l_108_);
                double l_117_ = (l_114_ - l_116_);
                double l_118_ = (l_106_ + l_115_);
                double l_119_ = (l_118_ - l_106_);
                double l_120_ = (l_118_ - l_119_);
                double l_121_ = (l_106_ - l_120_);
                double l_122_ = (l_115_ - l_119_);
                double l_123_ = (l_121_ + l_122_);
                double l_124_ = (l_107_ + l_117_);
                double l_125_ = (l_123_ + l_124_);
                double l_126_ = (l_118_ + l_125_);
                double l_127_ = (l_126_ - l_118_);
                double l_128_ = (l_125_ - l_127_);
                l_mut_25_ = l_126_;
                l_mut_24_ = l_128_;
            }
        }
        double _e414 = l_mut_25_;
        double l_129_ = (_e414 + l_4_);
        double _e416 = l_mut_25_;
        double l_130_ = (l_129_ - _e416);
        double l_131_ = (l_129_ - l_130_);
        double _e419 = l_mut_25_;
        double l_132_ = (_e419 - l_131_);
        double l_133_ = (l_4_ - l_130_);
        double l_134_ = (l_132_ + l_133_);
        double _e423 = l_mut_24_;
        double l_135_ = (l_134_ + _e423);
        double l_136_ = (l_129_ + l_135_);
        double l_137_ = (l_136_ - l_129_);
        double l_138_ = (l_135_ - l_137_);
        double l_139_ = abs(l_21_);
        uint l_140_ = naga_f2u32(l_139_);
        l_mut_141_ = l_140_;
        bool l_142_ = (l_21_ < 0.0L);
        double l_143_ = (l_142_ ? 0.5L : 2.0L);
        l_mut_25_ = l_143_;
        l_mut_24_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e458 = l_mut_144_;
                l_mut_144_ = (_e458 + 1u);
            }
            loop_init_3 = false;
            uint _e438 = l_mut_144_;
            if ((_e438 < 11u)) {
            } else {
                break;
            }
            {
                uint _e441 = l_mut_141_;
                uint l_145_ = (_e441 & 1u);
                bool l_146_ = (l_145_ == 1u);
                double _e446 = l_mut_24_;
                double _e447 = l_mut_25_;
                double l_147_ = (_e446 * _e447);
                double _e449 = l_mut_24_;
                double l_148_ = (l_146_ ? l_147_ : _e449);
                l_mut_24_ = l_148_;
                double _e451 = l_mut_25_;
                double _e452 = l_mut_25_;
                l_mut_25_ = (_e451 * _e452);
                uint _e454 = l_mut_141_;
                l_mut_141_ = (_e454 >> 1u);
            }
        }
        double _e460 = l_mut_24_;
        double l_149_ = (l_136_ * _e460);
        double _e462 = l_mut_24_;
        double l_150_ = (l_138_ * _e462);
        uint l_229_ = asuint(info.Load(12+0));
        uint l_230_ = (l_229_ * 1u);
        bool l_231_ = (id < l_230_);
        if (l_231_) {
            buffer_3_global.Store(id*8, l_149_);
        }
        uint l_151_ = (l_1_ + id);
        uint l_232_ = asuint(info.Load(12+0));
        uint l_233_ = (l_232_ * 1u);
        bool l_234_ = (l_151_ < l_233_);
        if (l_234_) {
            buffer_3_global.Store(l_151_*8, l_150_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
