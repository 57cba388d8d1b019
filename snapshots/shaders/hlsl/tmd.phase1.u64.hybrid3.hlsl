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
    uint64_t l_mut_190_ = (uint64_t)0;
    uint l_mut_67_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_329_ = asuint(info.Load(20+0));
        uint l_330_ = (l_329_ * 1u);
        uint l_331_ = (l_330_ - 1u);
        uint l_332_ = min(3u, l_331_);
        uint _e51; buffer_5_global.InterlockedAdd(l_332_*4, 1u, _e51);
    }
    uint l_245_ = asuint(info.Load(12+0));
    uint l_246_ = (l_245_ * 1u);
    bool l_247_ = (0u < l_246_);
    uint l_248_ = (l_246_ - 1u);
    uint l_249_ = min(0u, l_248_);
    uint l_250_ = asuint(buffer_3_global.Load(l_249_*4));
    uint l_4_ = (l_247_ ? l_250_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_252_ = asuint(info.Load(12+0));
    uint l_253_ = (l_252_ * 1u);
    bool l_254_ = (l_7_ < l_253_);
    uint l_255_ = (l_253_ - 1u);
    uint l_256_ = min(l_7_, l_255_);
    uint l_257_ = asuint(buffer_3_global.Load(l_256_*4));
    uint l_8_ = (l_254_ ? l_257_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_259_ = asuint(info.Load(12+0));
    uint l_260_ = (l_259_ * 1u);
    bool l_261_ = (2u < l_260_);
    uint l_262_ = (l_260_ - 1u);
    uint l_263_ = min(2u, l_262_);
    uint l_264_ = asuint(buffer_3_global.Load(l_263_*4));
    uint l_15_ = (l_261_ ? l_264_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_266_ = asuint(info.Load(12+0));
    uint l_267_ = (l_266_ * 1u);
    bool l_268_ = (l_18_ < l_267_);
    uint l_269_ = (l_267_ - 1u);
    uint l_270_ = min(l_18_, l_269_);
    uint l_271_ = asuint(buffer_3_global.Load(l_270_*4));
    uint l_19_ = (l_268_ ? l_271_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_273_ = asuint(info.Load(12+0));
    uint l_274_ = (l_273_ * 1u);
    bool l_275_ = (4u < l_274_);
    uint l_276_ = (l_274_ - 1u);
    uint l_277_ = min(4u, l_276_);
    uint l_278_ = asuint(buffer_3_global.Load(l_277_*4));
    uint l_26_ = (l_275_ ? l_278_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_280_ = asuint(info.Load(12+0));
    uint l_281_ = (l_280_ * 1u);
    bool l_282_ = (l_29_ < l_281_);
    uint l_283_ = (l_281_ - 1u);
    uint l_284_ = min(l_29_, l_283_);
    uint l_285_ = asuint(buffer_3_global.Load(l_284_*4));
    uint l_30_ = (l_282_ ? l_285_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_287_ = asuint(info.Load(12+0));
    uint l_288_ = (l_287_ * 1u);
    bool l_289_ = (6u < l_288_);
    uint l_290_ = (l_288_ - 1u);
    uint l_291_ = min(6u, l_290_);
    uint l_292_ = asuint(buffer_3_global.Load(l_291_*4));
    uint l_35_ = (l_289_ ? l_292_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_294_ = asuint(info.Load(12+0));
    uint l_295_ = (l_294_ * 1u);
    bool l_296_ = (l_38_ < l_295_);
    uint l_297_ = (l_295_ - 1u);
    uint l_298_ = min(l_38_, l_297_);
    uint l_299_ = asuint(buffer_3_global.Load(l_298_*4));
    uint l_39_ = (l_296_ ? l_299_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_301_ = asuint(info.Load(12+0));
    uint l_302_ = (l_301_ * 1u);
    bool l_303_ = (8u < l_302_);
    uint l_304_ = (l_302_ - 1u);
    uint l_305_ = min(8u, l_304_);
    uint l_306_ = asuint(buffer_3_global.Load(l_305_*4));
    uint l_44_ = (l_303_ ? l_306_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_308_ = asuint(info.Load(12+0));
    uint l_309_ = (l_308_ * 1u);
    bool l_310_ = (l_47_ < l_309_);
    uint l_311_ = (l_309_ - 1u);
    uint l_312_ = min(l_47_, l_311_);
    uint l_313_ = asuint(buffer_3_global.Load(l_312_*4));
    uint l_48_ = (l_310_ ? l_313_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_315_ = asuint(info.Load(12+0));
    uint l_316_ = (l_315_ * 1u);
    bool l_317_ = (10u < l_316_);
    uint l_318_ = (l_316_ - 1u);
    uint l_319_ = min(10u, l_318_);
    uint l_320_ = asuint(buffer_3_global.Load(l_319_*4));
    uint l_53_ = (l_317_ ? l_320_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_322_ = asuint(info.Load(12+0));
    uint l_323_ = (l_322_ * 1u);
    bool l_324_ = (l_56_ < l_323_);
    uint l_325_ = (l_323_ - 1u);
    uint l_326_ = min(l_56_, l_325_);
    uint l_327_ = asuint(buffer_3_global.Load(l_326_*4));
    uint l_57_ = (l_324_ ? l_327_ : 0u);
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
        uint l_334_ = asuint(info.Load(0+0));
        uint l_335_ = (l_334_ * 1u);
        bool l_336_ = (l_76_ < l_335_);
        uint l_337_ = (l_335_ - 1u);
        uint l_338_ = min(l_76_, l_337_);
        uint l_339_ = asuint(buffer_0_global.Load(l_338_*4));
        uint l_77_ = (l_336_ ? l_339_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_341_ = asuint(info.Load(0+0));
        uint l_342_ = (l_341_ * 1u);
        bool l_343_ = (l_80_ < l_342_);
        uint l_344_ = (l_342_ - 1u);
        uint l_345_ = min(l_80_, l_344_);
        uint l_346_ = asuint(buffer_0_global.Load(l_345_*4));
        uint l_81_ = (l_343_ ? l_346_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_348_ = asuint(info.Load(4+0));
        uint l_349_ = (l_348_ * 1u);
        bool l_350_ = (l_85_ < l_349_);
        uint l_351_ = (l_349_ - 1u);
        uint l_352_ = min(l_85_, l_351_);
        uint l_353_ = asuint(buffer_1_global.Load(l_352_*4));
        uint l_86_ = (l_350_ ? l_353_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_355_ = asuint(info.Load(4+0));
        uint l_356_ = (l_355_ * 1u);
        bool l_357_ = (l_89_ < l_356_);
        uint l_358_ = (l_356_ - 1u);
        uint l_359_ = min(l_89_, l_358_);
        uint l_360_ = asuint(buffer_1_global.Load(l_359_*4));
        uint l_90_ = (l_357_ ? l_360_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_362_ = asuint(info.Load(8+0));
        uint l_363_ = (l_362_ * 1u);
        bool l_364_ = (l_94_ < l_363_);
        uint l_365_ = (l_363_ - 1u);
        uint l_366_ = min(l_94_, l_365_);
        uint l_367_ = asuint(buffer_2_global.Load(l_366_*4));
        uint l_95_ = (l_364_ ? l_367_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_369_ = asuint(info.Load(8+0));
        uint l_370_ = (l_369_ * 1u);
        bool l_371_ = (l_98_ < l_370_);
        uint l_372_ = (l_370_ - 1u);
        uint l_373_ = min(l_98_, l_372_);
        uint l_374_ = asuint(buffer_2_global.Load(l_373_*4));
        uint l_99_ = (l_371_ ? l_374_ : 0u);
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
                uint64_t _e593 = l_mut_105_;
                uint64_t l_178_ = (_e593 >> uint(3uL));
                uint64_t _e597 = l_mut_127_;
                bool l_179_ = (l_178_ < _e597);
                bool l_180_ = !(l_179_);
                l_mut_176_ = l_180_;
                uint64_t _e600 = l_mut_127_;
                bool l_181_ = (_e600 == 0uL);
                if (l_181_) {
                    l_mut_175_ = l_13_;
                } else {
                    bool _e603 = l_mut_176_;
                    if (_e603) {
                        uint64_t _e604 = l_mut_127_;
                        uint64_t _e605 = l_mut_105_;
                        bool l_182_ = (_e604 < _e605);
                        if (l_182_) {
                            uint64_t _e607 = l_mut_105_;
                            uint64_t l_183_ = (_e607 - 1uL);
                            uint64_t _e610 = l_mut_127_;
                            uint64_t l_184_ = naga_div(l_183_, _e610);
                            uint64_t l_185_ = uint64_t(l_13_);
                            bool l_186_ = (l_184_ < l_185_);
                            uint64_t l_187_ = uint64_t(l_13_);
                            uint64_t l_188_ = (l_186_ ? l_184_ : l_187_);
                            uint l_189_ = uint(l_188_);
                            l_mut_175_ = l_189_;
                        }
                    } else {
                        uint64_t _e618 = l_mut_105_;
                        l_mut_190_ = _e618;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e619 = l_mut_127_;
                            uint64_t _e620 = l_mut_190_;
                            bool l_191_ = (_e619 < _e620);
                            uint _e622 = l_mut_175_;
                            uint _e623 = l_mut_166_;
                            uint l_192_ = (_e622 * _e623);
                            uint _e625 = l_mut_67_;
                            uint l_193_ = (_e625 + l_192_);
                            uint _e627 = l_mut_166_;
                            uint l_194_ = (l_193_ + _e627);
                            bool l_195_ = (l_194_ < l_13_);
                            if (l_191_) {
                                local_1 = l_195_;
                            } else {
                                local_1 = false;
                            }
                            bool l_196_ = local_1;
                            bool l_197_ = !(l_196_);
                            if (l_197_) {
                                break;
                            }
                            uint64_t _e635 = l_mut_190_;
                            uint64_t _e636 = l_mut_127_;
                            uint64_t l_198_ = (_e635 - _e636);
                            l_mut_190_ = l_198_;
                            uint _e638 = l_mut_175_;
                            l_mut_175_ = (_e638 + 1u);
                        }
                    }
                }
                uint _e641 = l_mut_175_;
                uint _e642 = l_mut_166_;
                uint l_199_ = (_e641 * _e642);
                uint _e644 = l_mut_67_;
                uint l_200_ = (_e644 + l_199_);
                uint _e646 = l_mut_166_;
                uint l_201_ = (l_200_ + _e646);
                bool l_202_ = (l_201_ >= l_13_);
                if (l_202_) {
                    l_mut_167_ = true;
                    l_mut_170_ = false;
                } else {
                    uint _e651 = l_mut_175_;
                    uint64_t l_203_ = uint64_t(_e651);
                    uint64_t _e653 = l_mut_127_;
                    uint64_t l_204_ = (_e653 * l_203_);
                    uint64_t _e655 = l_mut_105_;
                    uint64_t l_205_ = (_e655 - l_204_);
                    l_mut_105_ = l_205_;
                    uint _e657 = l_mut_175_;
                    uint _e658 = l_mut_166_;
                    uint l_206_ = (_e657 * _e658);
                    uint _e660 = l_mut_67_;
                    l_mut_67_ = (_e660 + l_206_);
                    uint64_t _e662 = l_mut_127_;
                    uint64_t _e663 = l_mut_105_;
                    uint64_t l_207_ = (_e662 - _e663);
                    l_mut_127_ = l_207_;
                    uint _e665 = l_mut_166_;
                    uint _e666 = l_mut_67_;
                    l_mut_166_ = (_e665 + _e666);
                }
            } else {
                uint64_t _e668 = l_mut_165_;
                uint64_t _e669 = l_mut_127_;
                uint64_t l_208_ = (_e668 - _e669);
                l_mut_165_ = l_208_;
                uint64_t _e671 = l_mut_165_;
                bool l_209_ = (_e671 < l_162_);
                if (l_209_) {
                    l_mut_170_ = false;
                } else {
                    l_mut_175_ = 0u;
                    l_mut_176_ = false;
                    uint64_t _e677 = l_mut_127_;
                    uint64_t l_211_ = (_e677 >> uint(3uL));
                    uint64_t _e681 = l_mut_105_;
                    bool l_212_ = (l_211_ < _e681);
                    bool l_213_ = !(l_212_);
                    l_mut_176_ = l_213_;
                    uint64_t _e684 = l_mut_105_;
                    bool l_214_ = (_e684 == 0uL);
                    if (l_214_) {
                        l_mut_175_ = l_13_;
                    } else {
                        bool _e687 = l_mut_176_;
                        if (_e687) {
                            uint64_t _e688 = l_mut_105_;
                            uint64_t _e689 = l_mut_127_;
                            bool l_215_ = (_e688 < _e689);
                            if (l_215_) {
                                uint64_t _e691 = l_mut_127_;
                                uint64_t l_216_ = (_e691 - 1uL);
                                uint64_t _e694 = l_mut_105_;
                                uint64_t l_217_ = naga_div(l_216_, _e694);
                                uint64_t l_218_ = uint64_t(l_13_);
                                bool l_219_ = (l_217_ < l_218_);
                                uint64_t l_220_ = uint64_t(l_13_);
                                uint64_t l_221_ = (l_219_ ? l_217_ : l_220_);
                                uint l_222_ = uint(l_221_);
                                l_mut_175_ = l_222_;
                            }
                        } else {
                            uint64_t _e702 = l_mut_127_;
                            l_mut_190_ = _e702;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e703 = l_mut_105_;
                                uint64_t _e704 = l_mut_190_;
                                bool l_223_ = (_e703 < _e704);
                                uint _e706 = l_mut_175_;
                                uint _e707 = l_mut_67_;
                                uint l_224_ = (_e706 * _e707);
                                uint _e709 = l_mut_166_;
                                uint l_225_ = (_e709 + l_224_);
                                uint _e711 = l_mut_67_;
                                uint l_226_ = (l_225_ + _e711);
                                bool l_227_ = (l_226_ < l_13_);
                                if (l_223_) {
                                    local_2 = l_227_;
                                } else {
                                    local_2 = false;
                                }
                                bool l_228_ = local_2;
                                bool l_229_ = !(l_228_);
                                if (l_229_) {
                                    break;
                                }
                                uint64_t _e719 = l_mut_190_;
                                uint64_t _e720 = l_mut_105_;
                                uint64_t l_230_ = (_e719 - _e720);
                                l_mut_190_ = l_230_;
                                uint _e722 = l_mut_175_;
                                l_mut_175_ = (_e722 + 1u);
                            }
                        }
                    }
                    uint _e725 = l_mut_67_;
                    uint _e726 = l_mut_166_;
                    uint l_231_ = (_e725 + _e726);
                    uint _e728 = l_mut_175_;
                    uint _e729 = l_mut_67_;
                    uint l_232_ = (_e728 * _e729);
                    uint l_233_ = (l_231_ + l_232_);
                    bool l_234_ = (l_233_ >= l_13_);
                    if (l_234_) {
                        l_mut_167_ = true;
                        l_mut_170_ = false;
                    } else {
                        uint _e735 = l_mut_175_;
                        uint64_t l_235_ = uint64_t(_e735);
                        uint64_t _e737 = l_mut_105_;
                        uint64_t l_236_ = (_e737 * l_235_);
                        uint64_t _e739 = l_mut_127_;
                        uint64_t l_237_ = (_e739 - l_236_);
                        l_mut_127_ = l_237_;
                        uint _e741 = l_mut_175_;
                        uint _e742 = l_mut_67_;
                        uint l_238_ = (_e741 * _e742);
                        uint _e744 = l_mut_166_;
                        l_mut_166_ = (_e744 + l_238_);
                        uint64_t _e746 = l_mut_105_;
                        uint64_t _e747 = l_mut_127_;
                        uint64_t l_239_ = (_e746 - _e747);
                        l_mut_105_ = l_239_;
                        uint _e749 = l_mut_67_;
                        uint _e750 = l_mut_166_;
                        l_mut_67_ = (_e749 + _e750);
                    }
                }
            }
        }
        bool _e752 = l_mut_167_;
        bool l_240_ = !(_e752);
        if (l_240_) {
            uint l_376_ = asuint(info.Load(20+0));
            uint l_377_ = (l_376_ * 1u);
            uint l_378_ = (l_377_ - 1u);
            uint l_379_ = min(0u, l_378_);
            uint _e767; buffer_5_global.InterlockedAdd(l_379_*4, 1u, _e767);
            uint l_243_ = asuint(info.Load(40+0));
            bool l_244_ = (_e767 < l_243_);
            if (l_244_) {
                uint l_381_ = asuint(info.Load(16+0));
                uint l_382_ = (l_381_ * 1u);
                bool l_383_ = (_e767 < l_382_);
                if (l_383_) {
                    buffer_4_global.Store(_e767*4, asuint(id));
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
