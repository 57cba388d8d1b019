struct info_st {
    uint static_meta[12];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
ByteAddressBuffer info : register(t6);

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_105_ = (uint64_t)0;
    uint64_t l_mut_127_ = (uint64_t)0;
    uint64_t l_mut_165_ = (uint64_t)0;
    uint l_mut_166_ = (uint)0;
    bool l_mut_167_ = (bool)0;
    bool l_mut_170_ = (bool)0;
    bool l_mut_172_ = (bool)0;
    uint64_t l_mut_174_ = (uint64_t)0;
    uint l_mut_178_ = (uint)0;
    bool l_mut_179_ = (bool)0;
    bool l_mut_182_ = (bool)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_302_ = asuint(info.Load(20+0));
        uint l_303_ = (l_302_ * 1u);
        uint l_304_ = (l_303_ - 1u);
        uint l_305_ = min(3u, l_304_);
        uint _e52; buffer_5_global.InterlockedAdd(l_305_*4, 1u, _e52);
    }
    uint l_218_ = asuint(info.Load(12+0));
    uint l_219_ = (l_218_ * 1u);
    bool l_220_ = (0u < l_219_);
    uint l_221_ = (l_219_ - 1u);
    uint l_222_ = min(0u, l_221_);
    uint l_223_ = asuint(buffer_3_global.Load(l_222_*4));
    uint l_4_ = (l_220_ ? l_223_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_225_ = asuint(info.Load(12+0));
    uint l_226_ = (l_225_ * 1u);
    bool l_227_ = (l_7_ < l_226_);
    uint l_228_ = (l_226_ - 1u);
    uint l_229_ = min(l_7_, l_228_);
    uint l_230_ = asuint(buffer_3_global.Load(l_229_*4));
    uint l_8_ = (l_227_ ? l_230_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_232_ = asuint(info.Load(12+0));
    uint l_233_ = (l_232_ * 1u);
    bool l_234_ = (2u < l_233_);
    uint l_235_ = (l_233_ - 1u);
    uint l_236_ = min(2u, l_235_);
    uint l_237_ = asuint(buffer_3_global.Load(l_236_*4));
    uint l_15_ = (l_234_ ? l_237_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_239_ = asuint(info.Load(12+0));
    uint l_240_ = (l_239_ * 1u);
    bool l_241_ = (l_18_ < l_240_);
    uint l_242_ = (l_240_ - 1u);
    uint l_243_ = min(l_18_, l_242_);
    uint l_244_ = asuint(buffer_3_global.Load(l_243_*4));
    uint l_19_ = (l_241_ ? l_244_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_246_ = asuint(info.Load(12+0));
    uint l_247_ = (l_246_ * 1u);
    bool l_248_ = (4u < l_247_);
    uint l_249_ = (l_247_ - 1u);
    uint l_250_ = min(4u, l_249_);
    uint l_251_ = asuint(buffer_3_global.Load(l_250_*4));
    uint l_26_ = (l_248_ ? l_251_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_253_ = asuint(info.Load(12+0));
    uint l_254_ = (l_253_ * 1u);
    bool l_255_ = (l_29_ < l_254_);
    uint l_256_ = (l_254_ - 1u);
    uint l_257_ = min(l_29_, l_256_);
    uint l_258_ = asuint(buffer_3_global.Load(l_257_*4));
    uint l_30_ = (l_255_ ? l_258_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_260_ = asuint(info.Load(12+0));
    uint l_261_ = (l_260_ * 1u);
    bool l_262_ = (6u < l_261_);
    uint l_263_ = (l_261_ - 1u);
    uint l_264_ = min(6u, l_263_);
    uint l_265_ = asuint(buffer_3_global.Load(l_264_*4));
    uint l_35_ = (l_262_ ? l_265_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_267_ = asuint(info.Load(12+0));
    uint l_268_ = (l_267_ * 1u);
    bool l_269_ = (l_38_ < l_268_);
    uint l_270_ = (l_268_ - 1u);
    uint l_271_ = min(l_38_, l_270_);
    uint l_272_ = asuint(buffer_3_global.Load(l_271_*4));
    uint l_39_ = (l_269_ ? l_272_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_274_ = asuint(info.Load(12+0));
    uint l_275_ = (l_274_ * 1u);
    bool l_276_ = (8u < l_275_);
    uint l_277_ = (l_275_ - 1u);
    uint l_278_ = min(8u, l_277_);
    uint l_279_ = asuint(buffer_3_global.Load(l_278_*4));
    uint l_44_ = (l_276_ ? l_279_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_281_ = asuint(info.Load(12+0));
    uint l_282_ = (l_281_ * 1u);
    bool l_283_ = (l_47_ < l_282_);
    uint l_284_ = (l_282_ - 1u);
    uint l_285_ = min(l_47_, l_284_);
    uint l_286_ = asuint(buffer_3_global.Load(l_285_*4));
    uint l_48_ = (l_283_ ? l_286_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_288_ = asuint(info.Load(12+0));
    uint l_289_ = (l_288_ * 1u);
    bool l_290_ = (10u < l_289_);
    uint l_291_ = (l_289_ - 1u);
    uint l_292_ = min(10u, l_291_);
    uint l_293_ = asuint(buffer_3_global.Load(l_292_*4));
    uint l_53_ = (l_290_ ? l_293_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_295_ = asuint(info.Load(12+0));
    uint l_296_ = (l_295_ * 1u);
    bool l_297_ = (l_56_ < l_296_);
    uint l_298_ = (l_296_ - 1u);
    uint l_299_ = min(l_56_, l_298_);
    uint l_300_ = asuint(buffer_3_global.Load(l_299_*4));
    uint l_57_ = (l_297_ ? l_300_ : 0u);
    uint64_t l_58_ = uint64_t(l_57_);
    uint64_t l_59_ = (l_58_ << uint(32uL));
    uint64_t l_60_ = (l_54_ | l_59_);
    uint l_61_ = (2u * id);
    uint l_62_ = asuint(info.Load(24+0));
    bool l_63_ = (l_61_ < l_62_);
    uint64_t l_64_ = uint64_t(id);
    uint64_t l_65_ = uint64_t(l_13_);
    uint64_t l_66_ = (l_64_ * l_65_);
    l_mut_67_ = 0u;
    bool l_68_ = (l_66_ < l_60_);
    if (l_68_) {
        uint64_t l_69_ = (l_60_ - l_66_);
        l_mut_67_ = l_13_;
        uint64_t l_70_ = uint64_t(l_13_);
        bool l_71_ = (l_69_ < l_70_);
        if (l_71_) {
            uint64_t l_72_ = (l_69_ & 4294967295uL);
            uint l_73_ = uint(l_72_);
            l_mut_67_ = l_73_;
        }
    }
    uint _e326 = l_mut_67_;
    bool l_74_ = (_e326 > 0u);
    if (l_63_) {
        local = l_74_;
    } else {
        local = false;
    }
    bool l_75_ = local;
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_307_ = asuint(info.Load(0+0));
        uint l_308_ = (l_307_ * 1u);
        bool l_309_ = (l_76_ < l_308_);
        uint l_310_ = (l_308_ - 1u);
        uint l_311_ = min(l_76_, l_310_);
        uint l_312_ = asuint(buffer_0_global.Load(l_311_*4));
        uint l_77_ = (l_309_ ? l_312_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_314_ = asuint(info.Load(0+0));
        uint l_315_ = (l_314_ * 1u);
        bool l_316_ = (l_80_ < l_315_);
        uint l_317_ = (l_315_ - 1u);
        uint l_318_ = min(l_80_, l_317_);
        uint l_319_ = asuint(buffer_0_global.Load(l_318_*4));
        uint l_81_ = (l_316_ ? l_319_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_321_ = asuint(info.Load(4+0));
        uint l_322_ = (l_321_ * 1u);
        bool l_323_ = (l_85_ < l_322_);
        uint l_324_ = (l_322_ - 1u);
        uint l_325_ = min(l_85_, l_324_);
        uint l_326_ = asuint(buffer_1_global.Load(l_325_*4));
        uint l_86_ = (l_323_ ? l_326_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_328_ = asuint(info.Load(4+0));
        uint l_329_ = (l_328_ * 1u);
        bool l_330_ = (l_89_ < l_329_);
        uint l_331_ = (l_329_ - 1u);
        uint l_332_ = min(l_89_, l_331_);
        uint l_333_ = asuint(buffer_1_global.Load(l_332_*4));
        uint l_90_ = (l_330_ ? l_333_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_335_ = asuint(info.Load(8+0));
        uint l_336_ = (l_335_ * 1u);
        bool l_337_ = (l_94_ < l_336_);
        uint l_338_ = (l_336_ - 1u);
        uint l_339_ = min(l_94_, l_338_);
        uint l_340_ = asuint(buffer_2_global.Load(l_339_*4));
        uint l_95_ = (l_337_ ? l_340_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_342_ = asuint(info.Load(8+0));
        uint l_343_ = (l_342_ * 1u);
        bool l_344_ = (l_98_ < l_343_);
        uint l_345_ = (l_343_ - 1u);
        uint l_346_ = min(l_98_, l_345_);
        uint l_347_ = asuint(buffer_2_global.Load(l_346_*4));
        uint l_99_ = (l_344_ ? l_347_ : 0u);
        uint64_t l_100_ = uint64_t(l_99_);
        uint64_t l_101_ = (l_100_ << uint(32uL));
        uint64_t l_102_ = (l_96_ | l_101_);
        uint64_t l_103_ = (l_102_ >> uint(63uL));
        bool l_104_ = (l_103_ == 1uL);
        l_mut_105_ = l_102_;
        if (l_104_) {
            uint64_t l_107_ = (0uL - l_102_);
            l_mut_105_ = l_107_;
        }
        uint64_t l_108_ = uint64_t(l_13_);
        uint64_t _e471 = l_mut_105_;
        uint64_t l_109_ = (_e471 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e475 = l_mut_105_;
        uint64_t l_111_ = (_e475 >> uint(32uL));
        uint64_t l_112_ = (l_111_ * l_108_);
        uint64_t l_113_ = (l_112_ << uint(32uL));
        uint64_t l_114_ = (l_110_ + l_113_);
        uint64_t l_115_ = (l_112_ >> uint(32uL));
        bool l_116_ = (l_114_ < l_110_);
        uint64_t l_117_ = uint64_t(l_116_);
        uint64_t l_118_ = (l_115_ + l_117_);
        l_mut_105_ = l_114_;
        bool l_119_ = (l_24_ == 64u);
        if (l_119_) {
            l_mut_105_ = l_118_;
        } else {
            bool l_120_ = (l_24_ > 0u);
            if (l_120_) {
                uint l_121_ = (64u - l_24_);
                uint64_t l_122_ = uint64_t(l_121_);
                uint64_t l_123_ = (l_118_ << uint(l_122_));
                uint64_t l_124_ = uint64_t(l_24_);
                uint64_t l_125_ = (l_114_ >> uint(l_124_));
                uint64_t l_126_ = (l_123_ | l_125_);
                l_mut_105_ = l_126_;
            }
        }
        uint64_t _e508 = l_mut_105_;
        l_mut_127_ = _e508;
        if (l_104_) {
            uint64_t _e510 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e510);
            l_mut_127_ = l_129_;
        }
        uint64_t _e512 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e512);
        uint l_131_ = (l_13_ * l_13_);
        uint l_132_ = (l_24_ + 3u);
        uint64_t l_133_ = (l_102_ >> uint(63uL));
        bool l_134_ = (l_133_ == 1uL);
        l_mut_127_ = l_102_;
        if (l_134_) {
            uint64_t l_136_ = (0uL - l_102_);
            l_mut_127_ = l_136_;
        }
        uint64_t l_137_ = uint64_t(l_131_);
        uint64_t _e526 = l_mut_127_;
        uint64_t l_138_ = (_e526 & 4294967295uL);
        uint64_t l_139_ = (l_138_ * l_137_);
        uint64_t _e530 = l_mut_127_;
        uint64_t l_140_ = (_e530 >> uint(32uL));
        uint64_t l_141_ = (l_140_ * l_137_);
        uint64_t l_142_ = (l_141_ << uint(32uL));
        uint64_t l_143_ = (l_139_ + l_142_);
        uint64_t l_144_ = (l_141_ >> uint(32uL));
        bool l_145_ = (l_143_ < l_139_);
        uint64_t l_146_ = uint64_t(l_145_);
        uint64_t l_147_ = (l_144_ + l_146_);
        l_mut_127_ = l_143_;
        bool l_148_ = (l_132_ == 64u);
        if (l_148_) {
            l_mut_127_ = l_147_;
        } else {
            bool l_149_ = (l_132_ > 0u);
            if (l_149_) {
                uint l_150_ = (64u - l_132_);
                uint64_t l_151_ = uint64_t(l_150_);
                uint64_t l_152_ = (l_147_ << uint(l_151_));
                uint64_t l_153_ = uint64_t(l_132_);
                uint64_t l_154_ = (l_143_ >> uint(l_153_));
                uint64_t l_155_ = (l_152_ | l_154_);
                l_mut_127_ = l_155_;
            }
        }
        uint64_t _e563 = l_mut_127_;
        l_mut_105_ = _e563;
        if (l_134_) {
            uint64_t _e565 = l_mut_105_;
            uint64_t l_157_ = (0uL - _e565);
            l_mut_105_ = l_157_;
        }
        uint64_t _e567 = l_mut_105_;
        uint64_t l_158_ = (l_93_ - _e567);
        uint64_t l_159_ = (l_158_ + l_33_);
        uint64_t l_161_ = (0uL - l_130_);
        uint64_t l_162_ = (l_33_ + l_33_);
        l_mut_127_ = l_161_;
        uint64_t l_164_ = (0uL - l_161_);
        l_mut_105_ = l_164_;
        l_mut_165_ = l_159_;
        l_mut_67_ = 1u;
        l_mut_166_ = 1u;
        l_mut_167_ = false;
        uint64_t _e578 = l_mut_165_;
        bool l_168_ = (_e578 < l_162_);
        bool l_169_ = !(l_168_);
        l_mut_170_ = l_169_;
        bool l_171_ = (l_161_ == 0uL);
        if (l_171_) {
            bool _e583 = l_mut_170_;
            l_mut_167_ = _e583;
            l_mut_170_ = false;
        }
        l_mut_172_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e586 = l_mut_170_;
            bool l_173_ = !(_e586);
            if (l_173_) {
                break;
            }
            uint64_t _e588 = l_mut_127_;
            l_mut_174_ = _e588;
            bool _e589 = l_mut_172_;
            if (_e589) {
                uint64_t _e590 = l_mut_105_;
                l_mut_174_ = _e590;
            }
            uint64_t _e591 = l_mut_165_;
            uint64_t _e592 = l_mut_174_;
            bool l_175_ = (_e591 < _e592);
            bool l_176_ = !(l_175_);
            bool _e595 = l_mut_172_;
            bool l_177_ = (l_176_ != _e595);
            if (l_177_) {
                uint64_t _e597 = l_mut_127_;
                l_mut_174_ = _e597;
                uint64_t _e598 = l_mut_105_;
                l_mut_127_ = _e598;
                uint64_t _e599 = l_mut_174_;
                l_mut_105_ = _e599;
                uint _e600 = l_mut_67_;
                l_mut_178_ = _e600;
                uint _e601 = l_mut_166_;
                l_mut_67_ = _e601;
                uint _e602 = l_mut_178_;
                l_mut_166_ = _e602;
                l_mut_172_ = l_176_;
            }
            l_mut_179_ = true;
            bool _e604 = l_mut_172_;
            if (_e604) {
                uint64_t _e605 = l_mut_165_;
                uint64_t _e606 = l_mut_105_;
                uint64_t l_180_ = (_e605 - _e606);
                l_mut_165_ = l_180_;
                uint64_t _e608 = l_mut_165_;
                bool l_181_ = (_e608 < l_162_);
                if (l_181_) {
                    l_mut_170_ = false;
                    l_mut_179_ = false;
                }
            }
            bool _e612 = l_mut_179_;
            if (_e612) {
                l_mut_178_ = 0u;
                l_mut_182_ = false;
                uint64_t _e616 = l_mut_105_;
                uint64_t l_184_ = (_e616 >> uint(3uL));
                uint64_t _e620 = l_mut_127_;
                bool l_185_ = (l_184_ < _e620);
                bool l_186_ = !(l_185_);
                l_mut_182_ = l_186_;
                uint64_t _e623 = l_mut_127_;
                bool l_187_ = (_e623 == 0uL);
                if (l_187_) {
                    l_mut_178_ = l_13_;
                } else {
                    bool _e626 = l_mut_182_;
                    if (_e626) {
                        uint64_t _e627 = l_mut_127_;
                        uint64_t _e628 = l_mut_105_;
                        bool l_188_ = (_e627 < _e628);
                        if (l_188_) {
                            uint64_t _e630 = l_mut_105_;
                            uint64_t l_189_ = (_e630 - 1uL);
                            uint64_t _e633 = l_mut_127_;
                            uint64_t l_190_ = naga_div(l_189_, _e633);
                            uint64_t l_191_ = uint64_t(l_13_);
                            bool l_192_ = (l_190_ < l_191_);
                            uint64_t l_193_ = uint64_t(l_13_);
                            uint64_t l_194_ = (l_192_ ? l_190_ : l_193_);
                            uint l_195_ = uint(l_194_);
                            l_mut_178_ = l_195_;
                        }
                    } else {
                        uint64_t _e641 = l_mut_105_;
                        l_mut_174_ = _e641;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e642 = l_mut_127_;
                            uint64_t _e643 = l_mut_174_;
                            bool l_196_ = (_e642 < _e643);
                            uint _e645 = l_mut_178_;
                            uint _e646 = l_mut_166_;
                            uint l_197_ = (_e645 * _e646);
                            uint _e648 = l_mut_67_;
                            uint l_198_ = (_e648 + l_197_);
                            uint _e650 = l_mut_166_;
                            uint l_199_ = (l_198_ + _e650);
                            bool l_200_ = (l_199_ < l_13_);
                            if (l_196_) {
                                local_1 = l_200_;
                            } else {
                                local_1 = false;
                            }
                            bool l_201_ = local_1;
                            bool l_202_ = !(l_201_);
                            if (l_202_) {
                                break;
                            }
                            uint64_t _e658 = l_mut_174_;
                            uint64_t _e659 = l_mut_127_;
                            uint64_t l_203_ = (_e658 - _e659);
                            l_mut_174_ = l_203_;
                            uint _e661 = l_mut_178_;
                            l_mut_178_ = (_e661 + 1u);
                        }
                    }
                }
                uint _e664 = l_mut_178_;
                uint _e665 = l_mut_166_;
                uint l_204_ = (_e664 * _e665);
                uint _e667 = l_mut_67_;
                uint l_205_ = (_e667 + l_204_);
                uint _e669 = l_mut_166_;
                uint l_206_ = (l_205_ + _e669);
                bool l_207_ = (l_206_ >= l_13_);
                if (l_207_) {
                    l_mut_167_ = true;
                    l_mut_170_ = false;
                } else {
                    uint _e674 = l_mut_178_;
                    uint64_t l_208_ = uint64_t(_e674);
                    uint64_t _e676 = l_mut_127_;
                    uint64_t l_209_ = (_e676 * l_208_);
                    uint64_t _e678 = l_mut_105_;
                    uint64_t l_210_ = (_e678 - l_209_);
                    l_mut_105_ = l_210_;
                    uint _e680 = l_mut_178_;
                    uint _e681 = l_mut_166_;
                    uint l_211_ = (_e680 * _e681);
                    uint _e683 = l_mut_67_;
                    l_mut_67_ = (_e683 + l_211_);
                    uint64_t _e685 = l_mut_127_;
                    uint64_t _e686 = l_mut_105_;
                    uint64_t l_212_ = (_e685 - _e686);
                    l_mut_127_ = l_212_;
                    uint _e688 = l_mut_166_;
                    uint _e689 = l_mut_67_;
                    l_mut_166_ = (_e688 + _e689);
                }
            }
        }
        bool _e691 = l_mut_167_;
        bool l_213_ = !(_e691);
        if (l_213_) {
            uint l_349_ = asuint(info.Load(20+0));
            uint l_350_ = (l_349_ * 1u);
            uint l_351_ = (l_350_ - 1u);
            uint l_352_ = min(0u, l_351_);
            uint _e706; buffer_5_global.InterlockedAdd(l_352_*4, 1u, _e706);
            uint l_216_ = asuint(info.Load(40+0));
            bool l_217_ = (_e706 < l_216_);
            if (l_217_) {
                uint l_354_ = asuint(info.Load(16+0));
                uint l_355_ = (l_354_ * 1u);
                bool l_356_ = (_e706 < l_355_);
                if (l_356_) {
                    buffer_4_global.Store(_e706*4, asuint(id));
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
