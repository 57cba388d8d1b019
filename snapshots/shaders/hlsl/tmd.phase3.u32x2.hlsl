struct info_st {
    uint static_meta[14];
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
RWByteAddressBuffer buffer_6_global : register(u6);
ByteAddressBuffer info : register(t7);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase3_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_101_ = (uint)0;
    uint l_mut_102_ = (uint)0;
    uint l_mut_117_ = (uint)0;
    uint l_mut_123_ = (uint)0;
    uint l_mut_129_ = (uint)0;
    uint l_mut_56_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    uint l_mut_88_ = (uint)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    uint l_mut_167_ = (uint)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_326_ = asuint(info.Load(24+0));
        uint l_327_ = (l_326_ * 1u);
        uint l_328_ = (l_327_ - 1u);
        uint l_329_ = min(3u, l_328_);
        uint _e46; buffer_6_global.InterlockedAdd(l_329_*4, 1u, _e46);
    }
    uint l_242_ = asuint(info.Load(12+0));
    uint l_243_ = (l_242_ * 1u);
    bool l_244_ = (0u < l_243_);
    uint l_245_ = (l_243_ - 1u);
    uint l_246_ = min(0u, l_245_);
    uint l_247_ = asuint(buffer_3_global.Load(l_246_*4));
    uint l_4_ = (l_244_ ? l_247_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_249_ = asuint(info.Load(12+0));
    uint l_250_ = (l_249_ * 1u);
    bool l_251_ = (l_6_ < l_250_);
    uint l_252_ = (l_250_ - 1u);
    uint l_253_ = min(l_6_, l_252_);
    uint l_254_ = asuint(buffer_3_global.Load(l_253_*4));
    uint l_7_ = (l_251_ ? l_254_ : 0u);
    uint l_256_ = asuint(info.Load(12+0));
    uint l_257_ = (l_256_ * 1u);
    bool l_258_ = (2u < l_257_);
    uint l_259_ = (l_257_ - 1u);
    uint l_260_ = min(2u, l_259_);
    uint l_261_ = asuint(buffer_3_global.Load(l_260_*4));
    uint l_9_ = (l_258_ ? l_261_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_263_ = asuint(info.Load(12+0));
    uint l_264_ = (l_263_ * 1u);
    bool l_265_ = (l_11_ < l_264_);
    uint l_266_ = (l_264_ - 1u);
    uint l_267_ = min(l_11_, l_266_);
    uint l_268_ = asuint(buffer_3_global.Load(l_267_*4));
    uint l_12_ = (l_265_ ? l_268_ : 0u);
    uint l_270_ = asuint(info.Load(12+0));
    uint l_271_ = (l_270_ * 1u);
    bool l_272_ = (4u < l_271_);
    uint l_273_ = (l_271_ - 1u);
    uint l_274_ = min(4u, l_273_);
    uint l_275_ = asuint(buffer_3_global.Load(l_274_*4));
    uint l_14_ = (l_272_ ? l_275_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_277_ = asuint(info.Load(12+0));
    uint l_278_ = (l_277_ * 1u);
    bool l_279_ = (l_16_ < l_278_);
    uint l_280_ = (l_278_ - 1u);
    uint l_281_ = min(l_16_, l_280_);
    uint l_282_ = asuint(buffer_3_global.Load(l_281_*4));
    uint l_17_ = (l_279_ ? l_282_ : 0u);
    uint l_284_ = asuint(info.Load(12+0));
    uint l_285_ = (l_284_ * 1u);
    bool l_286_ = (6u < l_285_);
    uint l_287_ = (l_285_ - 1u);
    uint l_288_ = min(6u, l_287_);
    uint l_289_ = asuint(buffer_3_global.Load(l_288_*4));
    uint l_19_ = (l_286_ ? l_289_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_291_ = asuint(info.Load(12+0));
    uint l_292_ = (l_291_ * 1u);
    bool l_293_ = (l_21_ < l_292_);
    uint l_294_ = (l_292_ - 1u);
    uint l_295_ = min(l_21_, l_294_);
    uint l_296_ = asuint(buffer_3_global.Load(l_295_*4));
    uint l_22_ = (l_293_ ? l_296_ : 0u);
    uint l_298_ = asuint(info.Load(12+0));
    uint l_299_ = (l_298_ * 1u);
    bool l_300_ = (8u < l_299_);
    uint l_301_ = (l_299_ - 1u);
    uint l_302_ = min(8u, l_301_);
    uint l_303_ = asuint(buffer_3_global.Load(l_302_*4));
    uint l_24_ = (l_300_ ? l_303_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_305_ = asuint(info.Load(12+0));
    uint l_306_ = (l_305_ * 1u);
    bool l_307_ = (l_26_ < l_306_);
    uint l_308_ = (l_306_ - 1u);
    uint l_309_ = min(l_26_, l_308_);
    uint l_310_ = asuint(buffer_3_global.Load(l_309_*4));
    uint l_27_ = (l_307_ ? l_310_ : 0u);
    uint l_312_ = asuint(info.Load(12+0));
    uint l_313_ = (l_312_ * 1u);
    bool l_314_ = (10u < l_313_);
    uint l_315_ = (l_313_ - 1u);
    uint l_316_ = min(10u, l_315_);
    uint l_317_ = asuint(buffer_3_global.Load(l_316_*4));
    uint l_29_ = (l_314_ ? l_317_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_319_ = asuint(info.Load(12+0));
    uint l_320_ = (l_319_ * 1u);
    bool l_321_ = (l_31_ < l_320_);
    uint l_322_ = (l_320_ - 1u);
    uint l_323_ = min(l_31_, l_322_);
    uint l_324_ = asuint(buffer_3_global.Load(l_323_*4));
    uint l_32_ = (l_321_ ? l_324_ : 0u);
    uint l_33_ = naga_div(l_4_, 8u);
    uint l_34_ = (l_33_ + 64u);
    uint l_35_ = (l_34_ - 1u);
    uint l_36_ = naga_div(l_35_, 64u);
    uint l_37_ = asuint(info.Load(44+0));
    uint l_38_ = (l_37_ * l_36_);
    bool l_39_ = (id < l_38_);
    if (l_39_) {
        uint l_40_ = naga_div(id, l_36_);
        uint l_331_ = asuint(info.Load(16+0));
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (l_40_ < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(l_40_, l_334_);
        uint l_336_ = asuint(buffer_4_global.Load(l_335_*4));
        uint l_41_ = (l_333_ ? l_336_ : 0u);
        uint l_42_ = naga_div(l_41_, 8u);
        uint l_43_ = naga_mod(l_41_, 8u);
        uint l_44_ = (l_43_ * l_33_);
        uint l_45_ = naga_mod(id, l_36_);
        uint l_46_ = (l_45_ * 64u);
        uint l_47_ = (l_44_ + l_46_);
        uint l_48_ = (l_47_ + 64u);
        uint l_49_ = (l_43_ + 1u);
        uint l_50_ = (l_49_ * l_33_);
        uint l_51_ = min(l_48_, l_50_);
        uint l_52_ = (l_42_ * l_4_);
        uint64_t l_380_ = uint64_t(l_42_);
        uint64_t l_381_ = uint64_t(l_4_);
        uint64_t l_382_ = (l_380_ * l_381_);
        uint64_t l_383_ = (l_382_ >> uint(32uL));
        uint l_53_ = uint(l_383_);
        uint l_54_ = (0u * l_4_);
        uint l_55_ = (l_53_ + l_54_);
        l_mut_56_ = 0u;
        bool l_57_ = (l_55_ < l_32_);
        bool l_58_ = (l_55_ == l_32_);
        bool l_59_ = (l_52_ < l_29_);
        if (l_58_) {
            local = l_59_;
        } else {
            local = false;
        }
        bool l_60_ = local;
        if (!(l_57_)) {
            local_1 = l_60_;
        } else {
            local_1 = true;
        }
        bool l_61_ = local_1;
        if (l_61_) {
            uint l_62_ = (l_29_ - l_52_);
            uint l_63_ = (l_32_ - l_55_);
            bool l_64_ = (l_29_ < l_52_);
            uint l_65_ = uint(l_64_);
            uint l_66_ = (l_63_ - l_65_);
            l_mut_56_ = l_4_;
            bool l_67_ = (l_66_ < 0u);
            bool l_68_ = (l_66_ == 0u);
            bool l_69_ = (l_62_ < l_4_);
            if (l_68_) {
                local_2 = l_69_;
            } else {
                local_2 = false;
            }
            bool l_70_ = local_2;
            if (!(l_67_)) {
                local_3 = l_70_;
            } else {
                local_3 = true;
            }
            bool l_71_ = local_3;
            if (l_71_) {
                l_mut_56_ = l_62_;
            }
        }
        uint _e341 = l_mut_56_;
        uint l_72_ = min(l_51_, _e341);
        uint l_73_ = (2u * l_42_);
        uint l_338_ = asuint(info.Load(0+0));
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (l_73_ < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(l_73_, l_341_);
        uint l_343_ = asuint(buffer_0_global.Load(l_342_*4));
        uint l_74_ = (l_340_ ? l_343_ : 0u);
        uint l_75_ = (2u * l_42_);
        uint l_76_ = (l_75_ + 1u);
        uint l_345_ = asuint(info.Load(0+0));
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (l_76_ < l_346_);
        uint l_348_ = (l_346_ - 1u);
        uint l_349_ = min(l_76_, l_348_);
        uint l_350_ = asuint(buffer_0_global.Load(l_349_*4));
        uint l_77_ = (l_347_ ? l_350_ : 0u);
        uint l_78_ = (2u * l_42_);
        uint l_352_ = asuint(info.Load(4+0));
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (l_78_ < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(l_78_, l_355_);
        uint l_357_ = asuint(buffer_1_global.Load(l_356_*4));
        uint l_79_ = (l_354_ ? l_357_ : 0u);
        uint l_80_ = (2u * l_42_);
        uint l_81_ = (l_80_ + 1u);
        uint l_359_ = asuint(info.Load(4+0));
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (l_81_ < l_360_);
        uint l_362_ = (l_360_ - 1u);
        uint l_363_ = min(l_81_, l_362_);
        uint l_364_ = asuint(buffer_1_global.Load(l_363_*4));
        uint l_82_ = (l_361_ ? l_364_ : 0u);
        uint l_83_ = (2u * l_42_);
        uint l_366_ = asuint(info.Load(8+0));
        uint l_367_ = (l_366_ * 1u);
        bool l_368_ = (l_83_ < l_367_);
        uint l_369_ = (l_367_ - 1u);
        uint l_370_ = min(l_83_, l_369_);
        uint l_371_ = asuint(buffer_2_global.Load(l_370_*4));
        uint l_84_ = (l_368_ ? l_371_ : 0u);
        uint l_85_ = (2u * l_42_);
        uint l_86_ = (l_85_ + 1u);
        uint l_373_ = asuint(info.Load(8+0));
        uint l_374_ = (l_373_ * 1u);
        bool l_375_ = (l_86_ < l_374_);
        uint l_376_ = (l_374_ - 1u);
        uint l_377_ = min(l_86_, l_376_);
        uint l_378_ = asuint(buffer_2_global.Load(l_377_*4));
        uint l_87_ = (l_375_ ? l_378_ : 0u);
        l_mut_56_ = 0u;
        l_mut_88_ = l_47_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e612 = l_mut_88_;
                l_mut_88_ = (_e612 + 1u);
            }
            loop_init = false;
            uint _e453 = l_mut_88_;
            if ((_e453 < l_72_)) {
            } else {
                break;
            }
            {
                uint _e455 = l_mut_88_;
                uint l_89_ = (l_74_ * _e455);
                uint64_t l_385_ = uint64_t(l_74_);
                uint _e458 = l_mut_88_;
                uint64_t l_386_ = uint64_t(_e458);
                uint64_t l_387_ = (l_385_ * l_386_);
                uint64_t l_388_ = (l_387_ >> uint(32uL));
                uint l_90_ = uint(l_388_);
                uint _e467 = l_mut_88_;
                uint l_91_ = (l_77_ * _e467);
                uint l_92_ = (l_90_ + l_91_);
                uint l_93_ = (l_79_ + l_89_);
                uint l_94_ = (l_82_ + l_92_);
                bool l_95_ = (l_93_ < l_79_);
                uint l_96_ = uint(l_95_);
                uint l_97_ = (l_94_ + l_96_);
                uint _e475 = l_mut_88_;
                uint _e476 = l_mut_88_;
                uint l_98_ = (_e475 * _e476);
                uint l_99_ = (l_87_ >> 31u);
                bool l_100_ = (l_99_ == 1u);
                l_mut_101_ = l_84_;
                l_mut_102_ = l_87_;
                if (l_100_) {
                    uint l_103_ = (0u - l_84_);
                    uint l_104_ = (0u - l_87_);
                    bool l_105_ = (0u < l_84_);
                    uint l_106_ = uint(l_105_);
                    uint l_107_ = (l_104_ - l_106_);
                    l_mut_101_ = l_103_;
                    l_mut_102_ = l_107_;
                }
                uint _e490 = l_mut_101_;
                uint l_108_ = (_e490 * l_98_);
                uint _e492 = l_mut_102_;
                uint l_109_ = (_e492 * l_98_);
                uint _e494 = l_mut_101_;
                uint64_t l_390_ = uint64_t(_e494);
                uint64_t l_391_ = uint64_t(l_98_);
                uint64_t l_392_ = (l_390_ * l_391_);
                uint64_t l_393_ = (l_392_ >> uint(32uL));
                uint l_110_ = uint(l_393_);
                uint l_111_ = (l_110_ + l_109_);
                uint _e505 = l_mut_102_;
                uint64_t l_395_ = uint64_t(_e505);
                uint64_t l_396_ = uint64_t(l_98_);
                uint64_t l_397_ = (l_395_ * l_396_);
                uint64_t l_398_ = (l_397_ >> uint(32uL));
                uint l_112_ = uint(l_398_);
                bool l_113_ = (l_111_ < l_109_);
                uint l_114_ = uint(l_113_);
                uint l_115_ = (l_112_ + l_114_);
                uint l_116_ = naga_mod(l_9_, 32u);
                l_mut_117_ = l_108_;
                bool l_118_ = (l_116_ > 0u);
                if (l_118_) {
                    uint l_119_ = (l_108_ >> l_116_);
                    uint l_120_ = (32u - l_116_);
                    uint l_121_ = (l_111_ << l_120_);
                    uint l_122_ = (l_119_ | l_121_);
                    l_mut_117_ = l_122_;
                }
                l_mut_123_ = l_111_;
                bool l_124_ = (l_116_ > 0u);
                if (l_124_) {
                    uint l_125_ = (l_111_ >> l_116_);
                    uint l_126_ = (32u - l_116_);
                    uint l_127_ = (l_115_ << l_126_);
                    uint l_128_ = (l_125_ | l_127_);
                    l_mut_123_ = l_128_;
                }
                uint _e534 = l_mut_117_;
                l_mut_129_ = _e534;
                uint _e535 = l_mut_123_;
                l_mut_117_ = _e535;
                bool l_130_ = (l_9_ >= 64u);
                if (l_130_) {
                    l_mut_129_ = l_115_;
                    l_mut_117_ = 0u;
                } else {
                    bool l_131_ = (l_9_ >= 32u);
                    if (l_131_) {
                        l_mut_123_ = l_111_;
                        bool l_132_ = (l_116_ > 0u);
                        if (l_132_) {
                            uint l_133_ = (l_111_ >> l_116_);
                            uint l_134_ = (32u - l_116_);
                            uint l_135_ = (l_115_ << l_134_);
                            uint l_136_ = (l_133_ | l_135_);
                            l_mut_123_ = l_136_;
                        }
                        uint l_137_ = (l_115_ >> l_116_);
                        uint _e549 = l_mut_123_;
                        l_mut_129_ = _e549;
                        l_mut_117_ = l_137_;
                    }
                }
                uint _e550 = l_mut_129_;
                l_mut_123_ = _e550;
                uint _e551 = l_mut_117_;
                l_mut_129_ = _e551;
                if (l_100_) {
                    uint _e553 = l_mut_123_;
                    uint l_138_ = (0u - _e553);
                    uint _e556 = l_mut_129_;
                    uint l_139_ = (0u - _e556);
                    uint _e559 = l_mut_123_;
                    bool l_140_ = (0u < _e559);
                    uint l_141_ = uint(l_140_);
                    uint l_142_ = (l_139_ - l_141_);
                    l_mut_123_ = l_138_;
                    l_mut_129_ = l_142_;
                }
                uint _e563 = l_mut_123_;
                uint l_143_ = (l_93_ + _e563);
                uint _e565 = l_mut_129_;
                uint l_144_ = (l_97_ + _e565);
                bool l_145_ = (l_143_ < l_93_);
                uint l_146_ = uint(l_145_);
                uint l_147_ = (l_144_ + l_146_);
                uint l_148_ = (0u - l_143_);
                uint l_149_ = (0u - l_147_);
                bool l_150_ = (0u < l_143_);
                uint l_151_ = uint(l_150_);
                uint l_152_ = (l_149_ - l_151_);
                l_mut_129_ = l_148_;
                l_mut_123_ = l_152_;
                uint _e578 = l_mut_123_;
                bool l_153_ = (l_147_ < _e578);
                uint _e580 = l_mut_123_;
                bool l_154_ = (l_147_ == _e580);
                uint _e582 = l_mut_129_;
                bool l_155_ = (l_143_ < _e582);
                if (l_154_) {
                    local_4 = l_155_;
                } else {
                    local_4 = false;
                }
                bool l_156_ = local_4;
                if (!(l_153_)) {
                    local_5 = l_156_;
                } else {
                    local_5 = true;
                }
                bool l_157_ = local_5;
                if (l_157_) {
                    l_mut_129_ = l_143_;
                    l_mut_123_ = l_147_;
                }
                uint _e593 = l_mut_123_;
                bool l_158_ = (_e593 < l_27_);
                uint _e595 = l_mut_123_;
                bool l_159_ = (_e595 == l_27_);
                uint _e597 = l_mut_129_;
                bool l_160_ = (_e597 < l_24_);
                if (l_159_) {
                    local_6 = l_160_;
                } else {
                    local_6 = false;
                }
                bool l_161_ = local_6;
                if (!(l_158_)) {
                    local_7 = l_161_;
                } else {
                    local_7 = true;
                }
                bool l_162_ = local_7;
                uint l_163_ = uint(l_162_);
                uint _e609 = l_mut_56_;
                l_mut_56_ = (_e609 + l_163_);
            }
        }
        uint _e614 = l_mut_56_;
        bool l_164_ = (_e614 > 0u);
        if (l_164_) {
            uint l_400_ = asuint(info.Load(24+0));
            uint l_401_ = (l_400_ * 1u);
            uint l_402_ = (l_401_ - 1u);
            uint l_403_ = min(2u, l_402_);
            uint _e629 = l_mut_56_;
            uint _e630; buffer_6_global.InterlockedAdd(l_403_*4, _e629, _e630);
            l_mut_129_ = _e630;
            l_mut_167_ = l_47_;
            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e822 = l_mut_167_;
                    l_mut_167_ = (_e822 + 1u);
                }
                loop_init_1 = false;
                uint _e632 = l_mut_167_;
                if ((_e632 < l_72_)) {
                } else {
                    break;
                }
                {
                    uint _e634 = l_mut_167_;
                    uint l_168_ = (l_74_ * _e634);
                    uint64_t l_405_ = uint64_t(l_74_);
                    uint _e637 = l_mut_167_;
                    uint64_t l_406_ = uint64_t(_e637);
                    uint64_t l_407_ = (l_405_ * l_406_);
                    uint64_t l_408_ = (l_407_ >> uint(32uL));
                    uint l_169_ = uint(l_408_);
                    uint _e646 = l_mut_167_;
                    uint l_170_ = (l_77_ * _e646);
                    uint l_171_ = (l_169_ + l_170_);
                    uint l_172_ = (l_79_ + l_168_);
                    uint l_173_ = (l_82_ + l_171_);
                    bool l_174_ = (l_172_ < l_79_);
                    uint l_175_ = uint(l_174_);
                    uint l_176_ = (l_173_ + l_175_);
                    uint _e654 = l_mut_167_;
                    uint _e655 = l_mut_167_;
                    uint l_177_ = (_e654 * _e655);
                    uint l_178_ = (l_87_ >> 31u);
                    bool l_179_ = (l_178_ == 1u);
                    l_mut_123_ = l_84_;
                    l_mut_117_ = l_87_;
                    if (l_179_) {
                        uint l_180_ = (0u - l_84_);
                        uint l_181_ = (0u - l_87_);
                        bool l_182_ = (0u < l_84_);
                        uint l_183_ = uint(l_182_);
                        uint l_184_ = (l_181_ - l_183_);
                        l_mut_123_ = l_180_;
                        l_mut_117_ = l_184_;
                    }
                    uint _e669 = l_mut_123_;
                    uint l_185_ = (_e669 * l_177_);
                    uint _e671 = l_mut_117_;
                    uint l_186_ = (_e671 * l_177_);
                    uint _e673 = l_mut_123_;
                    uint64_t l_410_ = uint64_t(_e673);
                    uint64_t l_411_ = uint64_t(l_177_);
                    uint64_t l_412_ = (l_410_ * l_411_);
                    uint64_t l_413_ = (l_412_ >> uint(32uL));
                    uint l_187_ = uint(l_413_);
                    uint l_188_ = (l_187_ + l_186_);
                    uint _e684 = l_mut_117_;
                    uint64_t l_415_ = uint64_t(_e684);
                    uint64_t l_416_ = uint64_t(l_177_);
                    uint64_t l_417_ = (l_415_ * l_416_);
                    uint64_t l_418_ = (l_417_ >> uint(32uL));
                    uint l_189_ = uint(l_418_);
                    bool l_190_ = (l_188_ < l_186_);
                    uint l_191_ = uint(l_190_);
                    uint l_192_ = (l_189_ + l_191_);
                    uint l_193_ = naga_mod(l_9_, 32u);
                    l_mut_102_ = l_185_;
                    bool l_194_ = (l_193_ > 0u);
                    if (l_194_) {
                        uint l_195_ = (l_185_ >> l_193_);
                        uint l_196_ = (32u - l_193_);
                        uint l_197_ = (l_188_ << l_196_);
                        uint l_198_ = (l_195_ | l_197_);
                        l_mut_102_ = l_198_;
                    }
                    l_mut_101_ = l_188_;
                    bool l_199_ = (l_193_ > 0u);
                    if (l_199_) {
                        uint l_200_ = (l_188_ >> l_193_);
                        uint l_201_ = (32u - l_193_);
                        uint l_202_ = (l_192_ << l_201_);
                        uint l_203_ = (l_200_ | l_202_);
                        l_mut_101_ = l_203_;
                    }
                    uint _e713 = l_mut_102_;
                    l_mut_56_ = _e713;
                    uint _e714 = l_mut_101_;
                    l_mut_102_ = _e714;
                    bool l_204_ = (l_9_ >= 64u);
                    if (l_204_) {
                        l_mut_56_ = l_192_;
                        l_mut_102_ = 0u;
                    } else {
                        bool l_205_ = (l_9_ >= 32u);
                        if (l_205_) {
                            l_mut_101_ = l_188_;
                            bool l_206_ = (l_193_ > 0u);
                            if (l_206_) {
                                uint l_207_ = (l_188_ >> l_193_);
                                uint l_208_ = (32u - l_193_);
                                uint l_209_ = (l_192_ << l_208_);
                                uint l_210_ = (l_207_ | l_209_);
                                l_mut_101_ = l_210_;
                            }
                            uint l_211_ = (l_192_ >> l_193_);
                            uint _e728 = l_mut_101_;
                            l_mut_56_ = _e728;
                            l_mut_102_ = l_211_;
                        }
                    }
                    uint _e729 = l_mut_56_;
                    l_mut_123_ = _e729;
                    uint _e730 = l_mut_102_;
                    l_mut_117_ = _e730;
                    if (l_179_) {
                        uint _e732 = l_mut_123_;
                        uint l_212_ = (0u - _e732);
                        uint _e735 = l_mut_117_;
                        uint l_213_ = (0u - _e735);
                        uint _e738 = l_mut_123_;
                        bool l_214_ = (0u < _e738);
                        uint l_215_ = uint(l_214_);
                        uint l_216_ = (l_213_ - l_215_);
                        l_mut_123_ = l_212_;
                        l_mut_117_ = l_216_;
                    }
                    uint _e742 = l_mut_123_;
                    uint l_217_ = (l_172_ + _e742);
                    uint _e744 = l_mut_117_;
                    uint l_218_ = (l_176_ + _e744);
                    bool l_219_ = (l_217_ < l_172_);
                    uint l_220_ = uint(l_219_);
                    uint l_221_ = (l_218_ + l_220_);
                    uint l_222_ = (0u - l_217_);
                    uint l_223_ = (0u - l_221_);
                    bool l_224_ = (0u < l_217_);
                    uint l_225_ = uint(l_224_);
                    uint l_226_ = (l_223_ - l_225_);
                    l_mut_123_ = l_222_;
                    l_mut_117_ = l_226_;
                    uint _e757 = l_mut_117_;
                    bool l_227_ = (l_221_ < _e757);
                    uint _e759 = l_mut_117_;
                    bool l_228_ = (l_221_ == _e759);
                    uint _e761 = l_mut_123_;
                    bool l_229_ = (l_217_ < _e761);
                    if (l_228_) {
                        local_8 = l_229_;
                    } else {
                        local_8 = false;
                    }
                    bool l_230_ = local_8;
                    if (!(l_227_)) {
                        local_9 = l_230_;
                    } else {
                        local_9 = true;
                    }
                    bool l_231_ = local_9;
                    if (l_231_) {
                        l_mut_123_ = l_217_;
                        l_mut_117_ = l_221_;
                    }
                    uint _e772 = l_mut_117_;
                    bool l_232_ = (_e772 < l_27_);
                    uint _e774 = l_mut_117_;
                    bool l_233_ = (_e774 == l_27_);
                    uint _e776 = l_mut_123_;
                    bool l_234_ = (_e776 < l_24_);
                    if (l_233_) {
                        local_10 = l_234_;
                    } else {
                        local_10 = false;
                    }
                    bool l_235_ = local_10;
                    if (!(l_232_)) {
                        local_11 = l_235_;
                    } else {
                        local_11 = true;
                    }
                    bool l_236_ = local_11;
                    if (l_236_) {
                        uint _e787 = l_mut_129_;
                        uint l_237_ = (_e787 * 2u);
                        uint l_238_ = (l_237_ + 1u);
                        uint l_239_ = asuint(info.Load(48+0));
                        bool l_240_ = (l_238_ < l_239_);
                        if (l_240_) {
                            uint l_420_ = asuint(info.Load(20+0));
                            uint l_421_ = (l_420_ * 1u);
                            bool l_422_ = (l_237_ < l_421_);
                            if (l_422_) {
                                buffer_5_global.Store(l_237_*4, asuint(l_42_));
                            }
                            uint l_241_ = (l_237_ + 1u);
                            uint l_423_ = asuint(info.Load(20+0));
                            uint l_424_ = (l_423_ * 1u);
                            bool l_425_ = (l_241_ < l_424_);
                            if (l_425_) {
                                uint _e817 = l_mut_167_;
                                buffer_5_global.Store(l_241_*4, asuint(_e817));
                            }
                        }
                        uint _e818 = l_mut_129_;
                        l_mut_129_ = (_e818 + 1u);
                    }
                }
            }
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
