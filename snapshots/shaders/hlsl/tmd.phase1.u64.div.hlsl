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
    uint l_mut_175_ = (uint)0;
    bool l_mut_176_ = (bool)0;
    uint64_t l_mut_186_ = (uint64_t)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_321_ = asuint(info.Load(20+0));
        uint l_322_ = (l_321_ * 1u);
        uint l_323_ = (l_322_ - 1u);
        uint l_324_ = min(3u, l_323_);
        uint _e51; buffer_5_global.InterlockedAdd(l_324_*4, 1u, _e51);
    }
    uint l_237_ = asuint(info.Load(12+0));
    uint l_238_ = (l_237_ * 1u);
    bool l_239_ = (0u < l_238_);
    uint l_240_ = (l_238_ - 1u);
    uint l_241_ = min(0u, l_240_);
    uint l_242_ = asuint(buffer_3_global.Load(l_241_*4));
    uint l_4_ = (l_239_ ? l_242_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_244_ = asuint(info.Load(12+0));
    uint l_245_ = (l_244_ * 1u);
    bool l_246_ = (l_7_ < l_245_);
    uint l_247_ = (l_245_ - 1u);
    uint l_248_ = min(l_7_, l_247_);
    uint l_249_ = asuint(buffer_3_global.Load(l_248_*4));
    uint l_8_ = (l_246_ ? l_249_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_251_ = asuint(info.Load(12+0));
    uint l_252_ = (l_251_ * 1u);
    bool l_253_ = (2u < l_252_);
    uint l_254_ = (l_252_ - 1u);
    uint l_255_ = min(2u, l_254_);
    uint l_256_ = asuint(buffer_3_global.Load(l_255_*4));
    uint l_15_ = (l_253_ ? l_256_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_258_ = asuint(info.Load(12+0));
    uint l_259_ = (l_258_ * 1u);
    bool l_260_ = (l_18_ < l_259_);
    uint l_261_ = (l_259_ - 1u);
    uint l_262_ = min(l_18_, l_261_);
    uint l_263_ = asuint(buffer_3_global.Load(l_262_*4));
    uint l_19_ = (l_260_ ? l_263_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_265_ = asuint(info.Load(12+0));
    uint l_266_ = (l_265_ * 1u);
    bool l_267_ = (4u < l_266_);
    uint l_268_ = (l_266_ - 1u);
    uint l_269_ = min(4u, l_268_);
    uint l_270_ = asuint(buffer_3_global.Load(l_269_*4));
    uint l_26_ = (l_267_ ? l_270_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_272_ = asuint(info.Load(12+0));
    uint l_273_ = (l_272_ * 1u);
    bool l_274_ = (l_29_ < l_273_);
    uint l_275_ = (l_273_ - 1u);
    uint l_276_ = min(l_29_, l_275_);
    uint l_277_ = asuint(buffer_3_global.Load(l_276_*4));
    uint l_30_ = (l_274_ ? l_277_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_279_ = asuint(info.Load(12+0));
    uint l_280_ = (l_279_ * 1u);
    bool l_281_ = (6u < l_280_);
    uint l_282_ = (l_280_ - 1u);
    uint l_283_ = min(6u, l_282_);
    uint l_284_ = asuint(buffer_3_global.Load(l_283_*4));
    uint l_35_ = (l_281_ ? l_284_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_286_ = asuint(info.Load(12+0));
    uint l_287_ = (l_286_ * 1u);
    bool l_288_ = (l_38_ < l_287_);
    uint l_289_ = (l_287_ - 1u);
    uint l_290_ = min(l_38_, l_289_);
    uint l_291_ = asuint(buffer_3_global.Load(l_290_*4));
    uint l_39_ = (l_288_ ? l_291_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_293_ = asuint(info.Load(12+0));
    uint l_294_ = (l_293_ * 1u);
    bool l_295_ = (8u < l_294_);
    uint l_296_ = (l_294_ - 1u);
    uint l_297_ = min(8u, l_296_);
    uint l_298_ = asuint(buffer_3_global.Load(l_297_*4));
    uint l_44_ = (l_295_ ? l_298_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_300_ = asuint(info.Load(12+0));
    uint l_301_ = (l_300_ * 1u);
    bool l_302_ = (l_47_ < l_301_);
    uint l_303_ = (l_301_ - 1u);
    uint l_304_ = min(l_47_, l_303_);
    uint l_305_ = asuint(buffer_3_global.Load(l_304_*4));
    uint l_48_ = (l_302_ ? l_305_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_307_ = asuint(info.Load(12+0));
    uint l_308_ = (l_307_ * 1u);
    bool l_309_ = (10u < l_308_);
    uint l_310_ = (l_308_ - 1u);
    uint l_311_ = min(10u, l_310_);
    uint l_312_ = asuint(buffer_3_global.Load(l_311_*4));
    uint l_53_ = (l_309_ ? l_312_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_314_ = asuint(info.Load(12+0));
    uint l_315_ = (l_314_ * 1u);
    bool l_316_ = (l_56_ < l_315_);
    uint l_317_ = (l_315_ - 1u);
    uint l_318_ = min(l_56_, l_317_);
    uint l_319_ = asuint(buffer_3_global.Load(l_318_*4));
    uint l_57_ = (l_316_ ? l_319_ : 0u);
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
    uint _e325 = l_mut_67_;
    bool l_74_ = (_e325 > 0u);
    if (l_63_) {
        local = l_74_;
    } else {
        local = false;
    }
    bool l_75_ = local;
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_326_ = asuint(info.Load(0+0));
        uint l_327_ = (l_326_ * 1u);
        bool l_328_ = (l_76_ < l_327_);
        uint l_329_ = (l_327_ - 1u);
        uint l_330_ = min(l_76_, l_329_);
        uint l_331_ = asuint(buffer_0_global.Load(l_330_*4));
        uint l_77_ = (l_328_ ? l_331_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_333_ = asuint(info.Load(0+0));
        uint l_334_ = (l_333_ * 1u);
        bool l_335_ = (l_80_ < l_334_);
        uint l_336_ = (l_334_ - 1u);
        uint l_337_ = min(l_80_, l_336_);
        uint l_338_ = asuint(buffer_0_global.Load(l_337_*4));
        uint l_81_ = (l_335_ ? l_338_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_340_ = asuint(info.Load(4+0));
        uint l_341_ = (l_340_ * 1u);
        bool l_342_ = (l_85_ < l_341_);
        uint l_343_ = (l_341_ - 1u);
        uint l_344_ = min(l_85_, l_343_);
        uint l_345_ = asuint(buffer_1_global.Load(l_344_*4));
        uint l_86_ = (l_342_ ? l_345_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_347_ = asuint(info.Load(4+0));
        uint l_348_ = (l_347_ * 1u);
        bool l_349_ = (l_89_ < l_348_);
        uint l_350_ = (l_348_ - 1u);
        uint l_351_ = min(l_89_, l_350_);
        uint l_352_ = asuint(buffer_1_global.Load(l_351_*4));
        uint l_90_ = (l_349_ ? l_352_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_354_ = asuint(info.Load(8+0));
        uint l_355_ = (l_354_ * 1u);
        bool l_356_ = (l_94_ < l_355_);
        uint l_357_ = (l_355_ - 1u);
        uint l_358_ = min(l_94_, l_357_);
        uint l_359_ = asuint(buffer_2_global.Load(l_358_*4));
        uint l_95_ = (l_356_ ? l_359_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_361_ = asuint(info.Load(8+0));
        uint l_362_ = (l_361_ * 1u);
        bool l_363_ = (l_98_ < l_362_);
        uint l_364_ = (l_362_ - 1u);
        uint l_365_ = min(l_98_, l_364_);
        uint l_366_ = asuint(buffer_2_global.Load(l_365_*4));
        uint l_99_ = (l_363_ ? l_366_ : 0u);
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
        uint64_t _e470 = l_mut_105_;
        uint64_t l_109_ = (_e470 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e474 = l_mut_105_;
        uint64_t l_111_ = (_e474 >> uint(32uL));
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
        uint64_t _e507 = l_mut_105_;
        l_mut_127_ = _e507;
        if (l_104_) {
            uint64_t _e509 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e509);
            l_mut_127_ = l_129_;
        }
        uint64_t _e511 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e511);
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
        uint64_t _e525 = l_mut_127_;
        uint64_t l_138_ = (_e525 & 4294967295uL);
        uint64_t l_139_ = (l_138_ * l_137_);
        uint64_t _e529 = l_mut_127_;
        uint64_t l_140_ = (_e529 >> uint(32uL));
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
        uint64_t _e562 = l_mut_127_;
        l_mut_105_ = _e562;
        if (l_134_) {
            uint64_t _e564 = l_mut_105_;
            uint64_t l_157_ = (0uL - _e564);
            l_mut_105_ = l_157_;
        }
        uint64_t _e566 = l_mut_105_;
        uint64_t l_158_ = (l_93_ - _e566);
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
        uint64_t _e577 = l_mut_165_;
        bool l_168_ = (_e577 < l_162_);
        bool l_169_ = !(l_168_);
        l_mut_170_ = l_169_;
        bool l_171_ = (l_161_ == 0uL);
        if (l_171_) {
            bool _e582 = l_mut_170_;
            l_mut_167_ = _e582;
            l_mut_170_ = false;
        }
        l_mut_172_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e585 = l_mut_170_;
            bool l_173_ = !(_e585);
            if (l_173_) {
                break;
            }
            uint64_t _e587 = l_mut_165_;
            uint64_t _e588 = l_mut_127_;
            bool l_174_ = (_e587 < _e588);
            if (l_174_) {
                l_mut_175_ = 0u;
                l_mut_176_ = false;
                l_mut_176_ = true;
                uint64_t _e593 = l_mut_127_;
                bool l_177_ = (_e593 == 0uL);
                if (l_177_) {
                    l_mut_175_ = l_13_;
                } else {
                    bool _e596 = l_mut_176_;
                    if (_e596) {
                        uint64_t _e597 = l_mut_127_;
                        uint64_t _e598 = l_mut_105_;
                        bool l_178_ = (_e597 < _e598);
                        if (l_178_) {
                            uint64_t _e600 = l_mut_105_;
                            uint64_t l_179_ = (_e600 - 1uL);
                            uint64_t _e603 = l_mut_127_;
                            uint64_t l_180_ = naga_div(l_179_, _e603);
                            uint64_t l_181_ = uint64_t(l_13_);
                            bool l_182_ = (l_180_ < l_181_);
                            uint64_t l_183_ = uint64_t(l_13_);
                            uint64_t l_184_ = (l_182_ ? l_180_ : l_183_);
                            uint l_185_ = uint(l_184_);
                            l_mut_175_ = l_185_;
                        }
                    } else {
                        uint64_t _e611 = l_mut_105_;
                        l_mut_186_ = _e611;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e612 = l_mut_127_;
                            uint64_t _e613 = l_mut_186_;
                            bool l_187_ = (_e612 < _e613);
                            uint _e615 = l_mut_175_;
                            uint _e616 = l_mut_166_;
                            uint l_188_ = (_e615 * _e616);
                            uint _e618 = l_mut_67_;
                            uint l_189_ = (_e618 + l_188_);
                            uint _e620 = l_mut_166_;
                            uint l_190_ = (l_189_ + _e620);
                            bool l_191_ = (l_190_ < l_13_);
                            if (l_187_) {
                                local_1 = l_191_;
                            } else {
                                local_1 = false;
                            }
                            bool l_192_ = local_1;
                            bool l_193_ = !(l_192_);
                            if (l_193_) {
                                break;
                            }
                            uint64_t _e628 = l_mut_186_;
                            uint64_t _e629 = l_mut_127_;
                            uint64_t l_194_ = (_e628 - _e629);
                            l_mut_186_ = l_194_;
                            uint _e631 = l_mut_175_;
                            l_mut_175_ = (_e631 + 1u);
                        }
                    }
                }
                uint _e634 = l_mut_175_;
                uint _e635 = l_mut_166_;
                uint l_195_ = (_e634 * _e635);
                uint _e637 = l_mut_67_;
                uint l_196_ = (_e637 + l_195_);
                uint _e639 = l_mut_166_;
                uint l_197_ = (l_196_ + _e639);
                bool l_198_ = (l_197_ >= l_13_);
                if (l_198_) {
                    l_mut_167_ = true;
                    l_mut_170_ = false;
                } else {
                    uint _e644 = l_mut_175_;
                    uint64_t l_199_ = uint64_t(_e644);
                    uint64_t _e646 = l_mut_127_;
                    uint64_t l_200_ = (_e646 * l_199_);
                    uint64_t _e648 = l_mut_105_;
                    uint64_t l_201_ = (_e648 - l_200_);
                    l_mut_105_ = l_201_;
                    uint _e650 = l_mut_175_;
                    uint _e651 = l_mut_166_;
                    uint l_202_ = (_e650 * _e651);
                    uint _e653 = l_mut_67_;
                    l_mut_67_ = (_e653 + l_202_);
                    uint64_t _e655 = l_mut_127_;
                    uint64_t _e656 = l_mut_105_;
                    uint64_t l_203_ = (_e655 - _e656);
                    l_mut_127_ = l_203_;
                    uint _e658 = l_mut_166_;
                    uint _e659 = l_mut_67_;
                    l_mut_166_ = (_e658 + _e659);
                }
            } else {
                uint64_t _e661 = l_mut_165_;
                uint64_t _e662 = l_mut_127_;
                uint64_t l_204_ = (_e661 - _e662);
                l_mut_165_ = l_204_;
                uint64_t _e664 = l_mut_165_;
                bool l_205_ = (_e664 < l_162_);
                if (l_205_) {
                    l_mut_170_ = false;
                } else {
                    l_mut_175_ = 0u;
                    l_mut_176_ = false;
                    l_mut_176_ = true;
                    uint64_t _e670 = l_mut_105_;
                    bool l_206_ = (_e670 == 0uL);
                    if (l_206_) {
                        l_mut_175_ = l_13_;
                    } else {
                        bool _e673 = l_mut_176_;
                        if (_e673) {
                            uint64_t _e674 = l_mut_105_;
                            uint64_t _e675 = l_mut_127_;
                            bool l_207_ = (_e674 < _e675);
                            if (l_207_) {
                                uint64_t _e677 = l_mut_127_;
                                uint64_t l_208_ = (_e677 - 1uL);
                                uint64_t _e680 = l_mut_105_;
                                uint64_t l_209_ = naga_div(l_208_, _e680);
                                uint64_t l_210_ = uint64_t(l_13_);
                                bool l_211_ = (l_209_ < l_210_);
                                uint64_t l_212_ = uint64_t(l_13_);
                                uint64_t l_213_ = (l_211_ ? l_209_ : l_212_);
                                uint l_214_ = uint(l_213_);
                                l_mut_175_ = l_214_;
                            }
                        } else {
                            uint64_t _e688 = l_mut_127_;
                            l_mut_186_ = _e688;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e689 = l_mut_105_;
                                uint64_t _e690 = l_mut_186_;
                                bool l_215_ = (_e689 < _e690);
                                uint _e692 = l_mut_175_;
                                uint _e693 = l_mut_67_;
                                uint l_216_ = (_e692 * _e693);
                                uint _e695 = l_mut_166_;
                                uint l_217_ = (_e695 + l_216_);
                                uint _e697 = l_mut_67_;
                                uint l_218_ = (l_217_ + _e697);
                                bool l_219_ = (l_218_ < l_13_);
                                if (l_215_) {
                                    local_2 = l_219_;
                                } else {
                                    local_2 = false;
                                }
                                bool l_220_ = local_2;
                                bool l_221_ = !(l_220_);
                                if (l_221_) {
                                    break;
                                }
                                uint64_t _e705 = l_mut_186_;
                                uint64_t _e706 = l_mut_105_;
                                uint64_t l_222_ = (_e705 - _e706);
                                l_mut_186_ = l_222_;
                                uint _e708 = l_mut_175_;
                                l_mut_175_ = (_e708 + 1u);
                            }
                        }
                    }
                    uint _e711 = l_mut_67_;
                    uint _e712 = l_mut_166_;
                    uint l_223_ = (_e711 + _e712);
                    uint _e714 = l_mut_175_;
                    uint _e715 = l_mut_67_;
                    uint l_224_ = (_e714 * _e715);
                    uint l_225_ = (l_223_ + l_224_);
                    bool l_226_ = (l_225_ >= l_13_);
                    if (l_226_) {
                        l_mut_167_ = true;
                        l_mut_170_ = false;
                    } else {
                        uint _e721 = l_mut_175_;
                        uint64_t l_227_ = uint64_t(_e721);
                        uint64_t _e723 = l_mut_105_;
                        uint64_t l_228_ = (_e723 * l_227_);
                        uint64_t _e725 = l_mut_127_;
                        uint64_t l_229_ = (_e725 - l_228_);
                        l_mut_127_ = l_229_;
                        uint _e727 = l_mut_175_;
                        uint _e728 = l_mut_67_;
                        uint l_230_ = (_e727 * _e728);
                        uint _e730 = l_mut_166_;
                        l_mut_166_ = (_e730 + l_230_);
                        uint64_t _e732 = l_mut_105_;
                        uint64_t _e733 = l_mut_127_;
                        uint64_t l_231_ = (_e732 - _e733);
                        l_mut_105_ = l_231_;
                        uint _e735 = l_mut_67_;
                        uint _e736 = l_mut_166_;
                        l_mut_67_ = (_e735 + _e736);
                    }
                }
            }
        }
        bool _e738 = l_mut_167_;
        bool l_232_ = !(_e738);
        if (l_232_) {
            uint l_368_ = asuint(info.Load(20+0));
            uint l_369_ = (l_368_ * 1u);
            uint l_370_ = (l_369_ - 1u);
            uint l_371_ = min(0u, l_370_);
            uint _e753; buffer_5_global.InterlockedAdd(l_371_*4, 1u, _e753);
            uint l_235_ = asuint(info.Load(40+0));
            bool l_236_ = (_e753 < l_235_);
            if (l_236_) {
                uint l_373_ = asuint(info.Load(16+0));
                uint l_374_ = (l_373_ * 1u);
                bool l_375_ = (_e753 < l_374_);
                if (l_375_) {
                    buffer_4_global.Store(_e753*4, asuint(id));
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
