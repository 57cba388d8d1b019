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

[numthreads(64, 1, 1)]
void exhaustive_points(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_135_ = (uint64_t)0;
    uint64_t l_mut_94_ = (uint64_t)0;
    uint64_t l_mut_95_ = (uint64_t)0;
    uint l_mut_96_ = 0u;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_190_ = asuint(info.Load(12+0));
        uint l_191_ = (l_190_ * 1u);
        uint l_192_ = (l_191_ - 1u);
        uint l_193_ = min(3u, l_192_);
        uint _e43; buffer_3_global.InterlockedAdd(l_193_*4, 1u, _e43);
    }
    uint l_176_ = asuint(info.Load(4+0));
    uint l_177_ = (l_176_ * 1u);
    bool l_178_ = (0u < l_177_);
    uint l_179_ = (l_177_ - 1u);
    uint l_180_ = min(0u, l_179_);
    uint l_181_ = asuint(buffer_1_global.Load(l_180_*4));
    uint l_4_ = (l_178_ ? l_181_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_183_ = asuint(info.Load(4+0));
    uint l_184_ = (l_183_ * 1u);
    bool l_185_ = (l_7_ < l_184_);
    uint l_186_ = (l_184_ - 1u);
    uint l_187_ = min(l_7_, l_186_);
    uint l_188_ = asuint(buffer_1_global.Load(l_187_*4));
    uint l_8_ = (l_185_ ? l_188_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    bool l_14_ = (id < l_13_);
    if (l_14_) {
        uint l_195_ = asuint(info.Load(4+0));
        uint l_196_ = (l_195_ * 1u);
        bool l_197_ = (2u < l_196_);
        uint l_198_ = (l_196_ - 1u);
        uint l_199_ = min(2u, l_198_);
        uint l_200_ = asuint(buffer_1_global.Load(l_199_*4));
        uint l_16_ = (l_197_ ? l_200_ : 0u);
        uint64_t l_17_ = uint64_t(l_16_);
        uint l_19_ = (2u + 1u);
        uint l_202_ = asuint(info.Load(4+0));
        uint l_203_ = (l_202_ * 1u);
        bool l_204_ = (l_19_ < l_203_);
        uint l_205_ = (l_203_ - 1u);
        uint l_206_ = min(l_19_, l_205_);
        uint l_207_ = asuint(buffer_1_global.Load(l_206_*4));
        uint l_20_ = (l_204_ ? l_207_ : 0u);
        uint64_t l_21_ = uint64_t(l_20_);
        uint64_t l_22_ = (l_21_ << uint(32uL));
        uint64_t l_23_ = (l_17_ | l_22_);
        uint64_t l_24_ = (l_23_ & 4294967295uL);
        uint l_25_ = uint(l_24_);
        uint l_26_ = (l_25_ + id);
        uint l_209_ = asuint(info.Load(4+0));
        uint l_210_ = (l_209_ * 1u);
        bool l_211_ = (4u < l_210_);
        uint l_212_ = (l_210_ - 1u);
        uint l_213_ = min(4u, l_212_);
        uint l_214_ = asuint(buffer_1_global.Load(l_213_*4));
        uint l_28_ = (l_211_ ? l_214_ : 0u);
        uint64_t l_29_ = uint64_t(l_28_);
        uint l_31_ = (4u + 1u);
        uint l_216_ = asuint(info.Load(4+0));
        uint l_217_ = (l_216_ * 1u);
        bool l_218_ = (l_31_ < l_217_);
        uint l_219_ = (l_217_ - 1u);
        uint l_220_ = min(l_31_, l_219_);
        uint l_221_ = asuint(buffer_1_global.Load(l_220_*4));
        uint l_32_ = (l_218_ ? l_221_ : 0u);
        uint64_t l_33_ = uint64_t(l_32_);
        uint64_t l_34_ = (l_33_ << uint(32uL));
        uint64_t l_35_ = (l_29_ | l_34_);
        uint64_t l_36_ = (l_35_ & 4294967295uL);
        uint l_37_ = uint(l_36_);
        uint l_223_ = asuint(info.Load(4+0));
        uint l_224_ = (l_223_ * 1u);
        bool l_225_ = (6u < l_224_);
        uint l_226_ = (l_224_ - 1u);
        uint l_227_ = min(6u, l_226_);
        uint l_228_ = asuint(buffer_1_global.Load(l_227_*4));
        uint l_39_ = (l_225_ ? l_228_ : 0u);
        uint64_t l_40_ = uint64_t(l_39_);
        uint l_42_ = (6u + 1u);
        uint l_230_ = asuint(info.Load(4+0));
        uint l_231_ = (l_230_ * 1u);
        bool l_232_ = (l_42_ < l_231_);
        uint l_233_ = (l_231_ - 1u);
        uint l_234_ = min(l_42_, l_233_);
        uint l_235_ = asuint(buffer_1_global.Load(l_234_*4));
        uint l_43_ = (l_232_ ? l_235_ : 0u);
        uint64_t l_44_ = uint64_t(l_43_);
        uint64_t l_45_ = (l_44_ << uint(32uL));
        uint64_t l_46_ = (l_40_ | l_45_);
        uint64_t l_47_ = (l_46_ & 4294967295uL);
        uint l_48_ = uint(l_47_);
        uint l_237_ = asuint(info.Load(4+0));
        uint l_238_ = (l_237_ * 1u);
        bool l_239_ = (8u < l_238_);
        uint l_240_ = (l_238_ - 1u);
        uint l_241_ = min(8u, l_240_);
        uint l_242_ = asuint(buffer_1_global.Load(l_241_*4));
        uint l_50_ = (l_239_ ? l_242_ : 0u);
        uint64_t l_51_ = uint64_t(l_50_);
        uint l_53_ = (8u + 1u);
        uint l_244_ = asuint(info.Load(4+0));
        uint l_245_ = (l_244_ * 1u);
        bool l_246_ = (l_53_ < l_245_);
        uint l_247_ = (l_245_ - 1u);
        uint l_248_ = min(l_53_, l_247_);
        uint l_249_ = asuint(buffer_1_global.Load(l_248_*4));
        uint l_54_ = (l_246_ ? l_249_ : 0u);
        uint64_t l_55_ = uint64_t(l_54_);
        uint64_t l_56_ = (l_55_ << uint(32uL));
        uint64_t l_57_ = (l_51_ | l_56_);
        uint l_251_ = asuint(info.Load(4+0));
        uint l_252_ = (l_251_ * 1u);
        bool l_253_ = (10u < l_252_);
        uint l_254_ = (l_252_ - 1u);
        uint l_255_ = min(10u, l_254_);
        uint l_256_ = asuint(buffer_1_global.Load(l_255_*4));
        uint l_59_ = (l_253_ ? l_256_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_62_ = (10u + 1u);
        uint l_258_ = asuint(info.Load(4+0));
        uint l_259_ = (l_258_ * 1u);
        bool l_260_ = (l_62_ < l_259_);
        uint l_261_ = (l_259_ - 1u);
        uint l_262_ = min(l_62_, l_261_);
        uint l_263_ = asuint(buffer_1_global.Load(l_262_*4));
        uint l_63_ = (l_260_ ? l_263_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (1u << l_37_);
        uint l_68_ = (l_67_ - 1u);
        uint l_69_ = (l_26_ & l_68_);
        uint l_70_ = (l_26_ >> l_37_);
        uint l_71_ = (l_48_ + 1u);
        uint l_72_ = (l_70_ * l_71_);
        uint l_73_ = (l_72_ + l_48_);
        uint l_74_ = (2u * l_73_);
        uint l_75_ = (2u * l_74_);
        uint l_265_ = asuint(info.Load(0+0));
        uint l_266_ = (l_265_ * 1u);
        bool l_267_ = (l_75_ < l_266_);
        uint l_268_ = (l_266_ - 1u);
        uint l_269_ = min(l_75_, l_268_);
        uint l_270_ = asuint(buffer_0_global.Load(l_269_*4));
        uint l_76_ = (l_267_ ? l_270_ : 0u);
        uint64_t l_77_ = uint64_t(l_76_);
        uint l_78_ = (2u * l_74_);
        uint l_79_ = (l_78_ + 1u);
        uint l_272_ = asuint(info.Load(0+0));
        uint l_273_ = (l_272_ * 1u);
        bool l_274_ = (l_79_ < l_273_);
        uint l_275_ = (l_273_ - 1u);
        uint l_276_ = min(l_79_, l_275_);
        uint l_277_ = asuint(buffer_0_global.Load(l_276_*4));
        uint l_80_ = (l_274_ ? l_277_ : 0u);
        uint64_t l_81_ = uint64_t(l_80_);
        uint64_t l_82_ = (l_81_ << uint(32uL));
        uint64_t l_83_ = (l_77_ | l_82_);
        uint l_84_ = (l_74_ + 1u);
        uint l_85_ = (2u * l_84_);
        uint l_279_ = asuint(info.Load(0+0));
        uint l_280_ = (l_279_ * 1u);
        bool l_281_ = (l_85_ < l_280_);
        uint l_282_ = (l_280_ - 1u);
        uint l_283_ = min(l_85_, l_282_);
        uint l_284_ = asuint(buffer_0_global.Load(l_283_*4));
        uint l_86_ = (l_281_ ? l_284_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * l_84_);
        uint l_89_ = (l_88_ + 1u);
        uint l_286_ = asuint(info.Load(0+0));
        uint l_287_ = (l_286_ * 1u);
        bool l_288_ = (l_89_ < l_287_);
        uint l_289_ = (l_287_ - 1u);
        uint l_290_ = min(l_89_, l_289_);
        uint l_291_ = asuint(buffer_0_global.Load(l_290_*4));
        uint l_90_ = (l_288_ ? l_291_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        l_mut_94_ = l_83_;
        l_mut_95_ = l_93_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e556 = l_mut_96_;
                l_mut_96_ = (_e556 + 1u);
            }
            loop_init = false;
            uint _e410 = l_mut_96_;
            if ((_e410 < l_48_)) {
            } else {
                break;
            }
            {
                uint l_97_ = (l_72_ + l_48_);
                uint l_98_ = (l_97_ - 1u);
                uint _e415 = l_mut_96_;
                uint l_99_ = (l_98_ - _e415);
                uint l_100_ = (2u * l_99_);
                uint l_101_ = (2u * l_100_);
                uint l_293_ = asuint(info.Load(0+0));
                uint l_294_ = (l_293_ * 1u);
                bool l_295_ = (l_101_ < l_294_);
                uint l_296_ = (l_294_ - 1u);
                uint l_297_ = min(l_101_, l_296_);
                uint l_298_ = asuint(buffer_0_global.Load(l_297_*4));
                uint l_102_ = (l_295_ ? l_298_ : 0u);
                uint64_t l_103_ = uint64_t(l_102_);
                uint l_104_ = (2u * l_100_);
                uint l_105_ = (l_104_ + 1u);
                uint l_300_ = asuint(info.Load(0+0));
                uint l_301_ = (l_300_ * 1u);
                bool l_302_ = (l_105_ < l_301_);
                uint l_303_ = (l_301_ - 1u);
                uint l_304_ = min(l_105_, l_303_);
                uint l_305_ = asuint(buffer_0_global.Load(l_304_*4));
                uint l_106_ = (l_302_ ? l_305_ : 0u);
                uint64_t l_107_ = uint64_t(l_106_);
                uint64_t l_108_ = (l_107_ << uint(32uL));
                uint64_t l_109_ = (l_103_ | l_108_);
                uint l_110_ = (l_100_ + 1u);
                uint l_111_ = (2u * l_110_);
                uint l_307_ = asuint(info.Load(0+0));
                uint l_308_ = (l_307_ * 1u);
                bool l_309_ = (l_111_ < l_308_);
                uint l_310_ = (l_308_ - 1u);
                uint l_311_ = min(l_111_, l_310_);
                uint l_312_ = asuint(buffer_0_global.Load(l_311_*4));
                uint l_112_ = (l_309_ ? l_312_ : 0u);
                uint64_t l_113_ = uint64_t(l_112_);
                uint l_114_ = (2u * l_110_);
                uint l_115_ = (l_114_ + 1u);
                uint l_314_ = asuint(info.Load(0+0));
                uint l_315_ = (l_314_ * 1u);
                bool l_316_ = (l_115_ < l_315_);
                uint l_317_ = (l_315_ - 1u);
                uint l_318_ = min(l_115_, l_317_);
                uint l_319_ = asuint(buffer_0_global.Load(l_318_*4));
                uint l_116_ = (l_316_ ? l_319_ : 0u);
                uint64_t l_117_ = uint64_t(l_116_);
                uint64_t l_118_ = (l_117_ << uint(32uL));
                uint64_t l_119_ = (l_113_ | l_118_);
                uint64_t l_120_ = uint64_t(l_69_);
                uint64_t _e508 = l_mut_94_;
                uint64_t l_121_ = (_e508 * l_120_);
                uint64_t l_122_ = uint64_t(l_69_);
                uint64_t _e511 = l_mut_95_;
                uint64_t l_123_ = (_e511 * l_122_);
                uint64_t l_124_ = uint64_t(l_69_);
                uint64_t _e514 = l_mut_94_;
                uint64_t l_125_ = (_e514 & 4294967295uL);
                uint64_t l_126_ = (l_125_ * l_124_);
                uint64_t _e518 = l_mut_94_;
                uint64_t l_127_ = (_e518 >> uint(32uL));
                uint64_t l_128_ = (l_127_ * l_124_);
                uint64_t l_129_ = (l_128_ << uint(32uL));
                uint64_t l_130_ = (l_126_ + l_129_);
                uint64_t l_131_ = (l_128_ >> uint(32uL));
                bool l_132_ = (l_130_ < l_126_);
                uint64_t l_133_ = uint64_t(l_132_);
                uint64_t l_134_ = (l_131_ + l_133_);
                l_mut_135_ = l_130_;
                if (true) {
                    l_mut_135_ = l_134_;
                } else {
                    if (true) {
                        uint64_t l_139_ = (l_134_ << uint(0uL));
                        uint64_t l_141_ = (l_130_ >> uint(64uL));
                        uint64_t l_142_ = (l_139_ | l_141_);
                        l_mut_135_ = l_142_;
                    }
                }
                uint64_t _e547 = l_mut_135_;
                uint64_t l_143_ = (l_123_ + _e547);
                uint64_t l_144_ = (l_121_ + l_109_);
                bool l_145_ = (l_144_ < l_121_);
                uint l_146_ = uint(l_145_);
                uint64_t l_147_ = uint64_t(l_146_);
                uint64_t l_148_ = (l_143_ + l_119_);
                uint64_t l_149_ = (l_148_ + l_147_);
                l_mut_94_ = l_144_;
                l_mut_95_ = l_149_;
            }
        }
        uint64_t _e558 = l_mut_94_;
        bool l_150_ = (_e558 == 0uL);
        bool l_151_ = !(l_150_);
        uint l_152_ = uint(l_151_);
        uint64_t l_153_ = uint64_t(l_152_);
        uint64_t _e565 = l_mut_94_;
        uint64_t l_155_ = (0uL - _e565);
        uint64_t _e568 = l_mut_95_;
        uint64_t l_157_ = (0uL - _e568);
        uint64_t l_158_ = (l_157_ - l_153_);
        uint64_t _e571 = l_mut_95_;
        bool l_159_ = (_e571 < l_66_);
        uint64_t _e573 = l_mut_95_;
        uint64_t l_160_ = (_e573 - l_66_);
        bool l_161_ = (l_160_ == 0uL);
        uint64_t _e577 = l_mut_94_;
        bool l_162_ = (_e577 < l_57_);
        if (l_161_) {
            local = l_162_;
        } else {
            local = false;
        }
        bool l_163_ = local;
        if (!(l_159_)) {
            local_1 = l_163_;
        } else {
            local_1 = true;
        }
        bool l_164_ = local_1;
        bool l_165_ = (l_158_ < l_66_);
        uint64_t l_166_ = (l_158_ - l_66_);
        bool l_167_ = (l_166_ == 0uL);
        bool l_168_ = (l_155_ < l_57_);
        if (l_167_) {
            local_2 = l_168_;
        } else {
            local_2 = false;
        }
        bool l_169_ = local_2;
        if (!(l_165_)) {
            local_3 = l_169_;
        } else {
            local_3 = true;
        }
        bool l_170_ = local_3;
        if (!(l_164_)) {
            local_4 = l_170_;
        } else {
            local_4 = true;
        }
        bool l_171_ = local_4;
        if (l_171_) {
            uint l_321_ = asuint(info.Load(12+0));
            uint l_322_ = (l_321_ * 1u);
            uint l_323_ = (l_322_ - 1u);
            uint l_324_ = min(2u, l_323_);
            uint _e620; buffer_3_global.InterlockedAdd(l_324_*4, 1u, _e620);
            uint l_174_ = asuint(info.Load(24+0));
            bool l_175_ = (_e620 < l_174_);
            if (l_175_) {
                uint l_326_ = asuint(info.Load(8+0));
                uint l_327_ = (l_326_ * 1u);
                bool l_328_ = (_e620 < l_327_);
                if (l_328_) {
                    buffer_2_global.Store(_e620*4, asuint(id));
                    return;
                } else {
                    return;
                }
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
