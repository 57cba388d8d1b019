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

int naga_f2i32(double value) {
    return int(clamp(value, -2147483648.0L, 2147483647.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    int l_mut_277_ = (int)0;
    double l_mut_29_ = (double)0;
    double l_mut_30_ = (double)0;
    double l_mut_54_ = (double)0;
    double l_mut_55_ = (double)0;
    uint l_mut_31_ = 0u;
    uint l_mut_56_ = 0u;
    uint l_mut_90_ = 1u;
    uint l_mut_139_ = 1u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_290_ = asuint(info.Load(8+0));
        uint l_291_ = (l_290_ * 1u);
        bool l_292_ = (0u < l_291_);
        uint l_293_ = (l_291_ - 1u);
        uint l_294_ = min(0u, l_293_);
        double l_295_ = buffer_2_global.Load<double>(l_294_*8);
        double l_3_ = (l_292_ ? l_295_ : 0.0L);
        uint l_297_ = asuint(info.Load(8+0));
        uint l_298_ = (l_297_ * 1u);
        bool l_299_ = (1u < l_298_);
        uint l_300_ = (l_298_ - 1u);
        uint l_301_ = min(1u, l_300_);
        double l_302_ = buffer_2_global.Load<double>(l_301_*8);
        double l_4_ = (l_299_ ? l_302_ : 0.0L);
        uint l_304_ = asuint(info.Load(0+0));
        uint l_305_ = (l_304_ * 1u);
        bool l_306_ = (id < l_305_);
        uint l_307_ = (l_305_ - 1u);
        uint l_308_ = min(id, l_307_);
        double l_309_ = buffer_0_global.Load<double>(l_308_*8);
        double l_5_ = (l_306_ ? l_309_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_311_ = asuint(info.Load(0+0));
        uint l_312_ = (l_311_ * 1u);
        bool l_313_ = (l_6_ < l_312_);
        uint l_314_ = (l_312_ - 1u);
        uint l_315_ = min(l_6_, l_314_);
        double l_316_ = buffer_0_global.Load<double>(l_315_*8);
        double l_7_ = (l_313_ ? l_316_ : 0.0L);
        uint l_318_ = asuint(info.Load(4+0));
        uint l_319_ = (l_318_ * 1u);
        bool l_320_ = (id < l_319_);
        uint l_321_ = (l_319_ - 1u);
        uint l_322_ = min(id, l_321_);
        double l_323_ = buffer_1_global.Load<double>(l_322_*8);
        double l_8_ = (l_320_ ? l_323_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_325_ = asuint(info.Load(4+0));
        uint l_326_ = (l_325_ * 1u);
        bool l_327_ = (l_9_ < l_326_);
        uint l_328_ = (l_326_ - 1u);
        uint l_329_ = min(l_9_, l_328_);
        double l_330_ = buffer_1_global.Load<double>(l_329_*8);
        double l_10_ = (l_327_ ? l_330_ : 0.0L);
        uint l_332_ = asuint(info.Load(8+0));
        uint l_333_ = (l_332_ * 1u);
        bool l_334_ = (2u < l_333_);
        uint l_335_ = (l_333_ - 1u);
        uint l_336_ = min(2u, l_335_);
        double l_337_ = buffer_2_global.Load<double>(l_336_*8);
        double l_12_ = (l_334_ ? l_337_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_14_ = (l_13_ + 1u);
        uint l_339_ = asuint(info.Load(8+0));
        uint l_340_ = (l_339_ * 1u);
        bool l_341_ = (3u < l_340_);
        uint l_342_ = (l_340_ - 1u);
        uint l_343_ = min(3u, l_342_);
        double l_344_ = buffer_2_global.Load<double>(l_343_*8);
        double l_16_ = (l_341_ ? l_344_ : 0.0L);
        uint l_17_ = naga_f2u32(l_16_);
        uint l_346_ = asuint(info.Load(8+0));
        uint l_347_ = (l_346_ * 1u);
        bool l_348_ = (4u < l_347_);
        uint l_349_ = (l_347_ - 1u);
        uint l_350_ = min(4u, l_349_);
        double l_351_ = buffer_2_global.Load<double>(l_350_*8);
        double l_19_ = (l_348_ ? l_351_ : 0.0L);
        uint l_21_ = (4u + 1u);
        uint l_353_ = asuint(info.Load(8+0));
        uint l_354_ = (l_353_ * 1u);
        bool l_355_ = (l_21_ < l_354_);
        uint l_356_ = (l_354_ - 1u);
        uint l_357_ = min(l_21_, l_356_);
        double l_358_ = buffer_2_global.Load<double>(l_357_*8);
        double l_22_ = (l_355_ ? l_358_ : 0.0L);
        double l_23_ = (l_19_ + l_22_);
        double l_24_ = (l_5_ / l_23_);
        double l_25_ = (l_24_ + 0.5L);
        double l_26_ = floor(l_25_);
        double l_28_ = (l_26_ * 1.0L);
        l_mut_29_ = l_5_;
        l_mut_30_ = l_7_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e249 = l_mut_31_;
                l_mut_31_ = (_e249 + 1u);
            }
            loop_init = false;
            uint _e213 = l_mut_31_;
            if ((_e213 < l_17_)) {
            } else {
                break;
            }
            {
                uint _e215 = l_mut_31_;
                uint l_32_ = (4u + _e215);
                uint l_422_ = asuint(info.Load(8+0));
                uint l_423_ = (l_422_ * 1u);
                bool l_424_ = (l_32_ < l_423_);
                uint l_425_ = (l_423_ - 1u);
                uint l_426_ = min(l_32_, l_425_);
                double l_427_ = buffer_2_global.Load<double>(l_426_*8);
                double l_33_ = (l_424_ ? l_427_ : 0.0L);
                double l_34_ = -(l_33_);
                double l_35_ = (l_28_ * l_34_);
                double _e234 = l_mut_29_;
                double l_36_ = (_e234 + l_35_);
                double _e236 = l_mut_29_;
                double l_37_ = (l_36_ - _e236);
                double l_38_ = (l_36_ - l_37_);
                double _e239 = l_mut_29_;
                double l_39_ = (_e239 - l_38_);
                double l_40_ = (l_35_ - l_37_);
                double l_41_ = (l_39_ + l_40_);
                double _e243 = l_mut_30_;
                double l_42_ = (l_41_ + _e243);
                double l_43_ = (l_36_ + l_42_);
                double l_44_ = (l_43_ - l_36_);
                double l_45_ = (l_42_ - l_44_);
                l_mut_29_ = l_43_;
                l_mut_30_ = l_45_;
            }
        }
        double l_46_ = (l_23_ * 0.001953125L);
        double _e253 = l_mut_29_;
        double l_47_ = (_e253 / l_46_);
        double l_48_ = (l_47_ + 0.5L);
        double l_49_ = floor(l_48_);
        double l_51_ = clamp(l_49_, -256.0L, 256.0L);
        double l_53_ = (l_51_ * 0.001953125L);
        double _e264 = l_mut_29_;
        l_mut_54_ = _e264;
        double _e265 = l_mut_30_;
        l_mut_55_ = _e265;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e304 = l_mut_56_;
                l_mut_56_ = (_e304 + 1u);
            }
            loop_init_1 = false;
            uint _e268 = l_mut_56_;
            if ((_e268 < l_17_)) {
            } else {
                break;
            }
            {
                uint _e270 = l_mut_56_;
                uint l_57_ = (4u + _e270);
                uint l_429_ = asuint(info.Load(8+0));
                uint l_430_ = (l_429_ * 1u);
                bool l_431_ = (l_57_ < l_430_);
                uint l_432_ = (l_430_ - 1u);
                uint l_433_ = min(l_57_, l_432_);
                double l_434_ = buffer_2_global.Load<double>(l_433_*8);
                double l_58_ = (l_431_ ? l_434_ : 0.0L);
                double l_59_ = -(l_58_);
                double l_60_ = (l_53_ * l_59_);
                double _e289 = l_mut_54_;
                double l_61_ = (_e289 + l_60_);
                double _e291 = l_mut_54_;
                double l_62_ = (l_61_ - _e291);
                double l_63_ = (l_61_ - l_62_);
                double _e294 = l_mut_54_;
                double l_64_ = (_e294 - l_63_);
                double l_65_ = (l_60_ - l_62_);
                double l_66_ = (l_64_ + l_65_);
                double _e298 = l_mut_55_;
                double l_67_ = (l_66_ + _e298);
                double l_68_ = (l_61_ + l_67_);
                double l_69_ = (l_68_ - l_61_);
                double l_70_ = (l_67_ - l_69_);
                l_mut_54_ = l_68_;
                l_mut_55_ = l_70_;
            }
        }
        double _e306 = l_mut_54_;
        double _e307 = l_mut_54_;
        double l_71_ = (_e306 * _e307);
        double l_72_ = -(l_71_);
        double _e310 = l_mut_54_;
        double _e311 = l_mut_54_;
        double l_73_ = mad(_e310, _e311, l_72_);
        double _e313 = l_mut_54_;
        double _e314 = l_mut_55_;
        double l_74_ = (_e313 * _e314);
        double _e316 = l_mut_55_;
        double _e317 = l_mut_54_;
        double l_75_ = (_e316 * _e317);
        double l_76_ = (l_74_ + l_75_);
        double l_77_ = (l_73_ + l_76_);
        double l_78_ = (l_71_ + l_77_);
        double l_79_ = (l_78_ - l_71_);
        double l_80_ = (l_77_ - l_79_);
        uint l_82_ = (4u + l_17_);
        uint l_83_ = (2u * l_14_);
        uint l_84_ = (l_82_ + l_83_);
        uint l_85_ = (2u * l_14_);
        uint l_86_ = (l_84_ + l_85_);
        uint l_360_ = asuint(info.Load(8+0));
        uint l_361_ = (l_360_ * 1u);
        bool l_362_ = (l_82_ < l_361_);
        uint l_363_ = (l_361_ - 1u);
        uint l_364_ = min(l_82_, l_363_);
        double l_365_ = buffer_2_global.Load<double>(l_364_*8);
        double l_87_ = (l_362_ ? l_365_ : 0.0L);
        l_mut_30_ = l_87_;
        uint l_88_ = (l_82_ + 1u);
        uint l_367_ = asuint(info.Load(8+0));
        uint l_368_ = (l_367_ * 1u);
        bool l_369_ = (l_88_ < l_368_);
        uint l_370_ = (l_368_ - 1u);
        uint l_371_ = min(l_88_, l_370_);
        double l_372_ = buffer_2_global.Load<double>(l_371_*8);
        double l_89_ = (l_369_ ? l_372_ : 0.0L);
        l_mut_29_ = l_89_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e439 = l_mut_90_;
                l_mut_90_ = (_e439 + 1u);
            }
            loop_init_2 = false;
            uint _e366 = l_mut_90_;
            if ((_e366 < l_14_)) {
            } else {
                break;
            }
            {
                double _e368 = l_mut_30_;
                double l_91_ = (_e368 * l_78_);
                double l_92_ = -(l_91_);
                double _e371 = l_mut_30_;
                double l_93_ = mad(_e371, l_78_, l_92_);
                double _e373 = l_mut_30_;
                double l_94_ = (_e373 * l_80_);
                double _e375 = l_mut_29_;
                double l_95_ = (_e375 * l_78_);
                double l_96_ = (l_94_ + l_95_);
                double l_97_ = (l_93_ + l_96_);
                double l_98_ = (l_91_ + l_97_);
                double l_99_ = (l_98_ - l_91_);
                double l_100_ = (l_97_ - l_99_);
                uint _e383 = l_mut_90_;
                uint l_101_ = (2u * _e383);
                uint l_102_ = (l_82_ + l_101_);
                uint l_436_ = asuint(info.Load(8+0));
                uint l_437_ = (l_436_ * 1u);
                bool l_438_ = (l_102_ < l_437_);
                uint l_439_ = (l_437_ - 1u);
                uint l_440_ = min(l_102_, l_439_);
                double l_441_ = buffer_2_global.Load<double>(l_440_*8);
                double l_103_ = (l_438_ ? l_441_ : 0.0L);
                uint l_104_ = (l_102_ + 1u);
                uint l_443_ = asuint(info.Load(8+0));
                uint l_444_ = (l_443_ * 1u);
                bool l_445_ = (l_104_ < l_444_);
                uint l_446_ = (l_444_ - 1u);
                uint l_447_ = min(l_104_, l_446_);
                double l_448_ = buffer_2_global.Load<double>(l_447_*8);
                double l_105_ = (l_445_ ? l_448_ : 0.0L);
                double l_106_ = (l_98_ + l_103_);
                double l_107_ = (l_106_ - l_98_);
                double l_108_ = (l_106_ - l_107_);
                double l_109_ = (l_98_ - l_108_);
                double l_110_ = (l_103_ - l_107_);
                double l_111_ = (l_109_ + l_110_);
                double l_112_ = (l_100_ + l_105_);
                double l_113_ = (l_112_ - l_100_);
                double l_114_ = (l_112_ - l_113_);
                double l_115_ = (l_100_ - l_114_);
                double l_116_ = (l_105_ - l_113_);
                double l_117_ = (l_115_ + l_116_);
                double l_118_ = (l_111_ + l_112_);
                double l_119_ = (l_106_ + l_118_);
                double l_120_ = (l_119_ - l_106_);
                double l_121_ = (l_118_ - l_120_);
                double l_122_ = (l_117_ + l_121_);
                double l_123_ = (l_119_ + l_122_);
                double l_124_ = (l_123_ - l_119_);
                double l_125_ = (l_122_ - l_124_);
                l_mut_30_ = l_123_;
                l_mut_29_ = l_125_;
            }
        }
        double _e441 = l_mut_30_;
        double _e442 = l_mut_54_;
        double l_126_ = (_e441 * _e442);
        double l_127_ = -(l_126_);
        double _e445 = l_mut_30_;
        double _e446 = l_mut_54_;
        double l_128_ = mad(_e445, _e446, l_127_);
        double _e448 = l_mut_30_;
        double _e449 = l_mut_55_;
        double l_129_ = (_e448 * _e449);
        double _e451 = l_mut_29_;
        double _e452 = l_mut_54_;
        double l_130_ = (_e451 * _e452);
        double l_131_ = (l_129_ + l_130_);
        double l_132_ = (l_128_ + l_131_);
        double l_133_ = (l_126_ + l_132_);
        double l_134_ = (l_133_ - l_126_);
        double l_135_ = (l_132_ - l_134_);
        uint l_374_ = asuint(info.Load(8+0));
        uint l_375_ = (l_374_ * 1u);
        bool l_376_ = (l_84_ < l_375_);
        uint l_377_ = (l_375_ - 1u);
        uint l_378_ = min(l_84_, l_377_);
        double l_379_ = buffer_2_global.Load<double>(l_378_*8);
        double l_136_ = (l_376_ ? l_379_ : 0.0L);
        l_mut_55_ = l_136_;
        uint l_137_ = (l_84_ + 1u);
        uint l_381_ = asuint(info.Load(8+0));
        uint l_382_ = (l_381_ * 1u);
        bool l_383_ = (l_137_ < l_382_);
        uint l_384_ = (l_382_ - 1u);
        uint l_385_ = min(l_137_, l_384_);
        double l_386_ = buffer_2_global.Load<double>(l_385_*8);
        double l_138_ = (l_383_ ? l_386_ : 0.0L);
        l_mut_54_ = l_138_;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e566 = l_mut_139_;
                l_mut_139_ = (_e566 + 1u);
            }
            loop_init_3 = false;
            uint _e493 = l_mut_139_;
            if ((_e493 < l_14_)) {
            } else {
                break;
            }
            {
                double _e495 = l_mut_55_;
                double l_140_ = (_e495 * l_78_);
                double l_141_ = -(l_140_);
                double _e498 = l_mut_55_;
                double l_142_ = mad(_e498, l_78_, l_141_);
                double _e500 = l_mut_55_;
                double l_143_ = (_e500 * l_80_);
                double _e502 = l_mut_54_;
                double l_144_ = (_e502 * l_78_);
                double l_145_ = (l_143_ + l_144_);
                double l_146_ = (l_142_ + l_145_);
                double l_147_ = (l_140_ + l_146_);
                double l_148_ = (l_147_ - l_140_);
                double l_149_ = (l_146_ - l_148_);
                uint _e510 = l_mut_139_;
                uint l_150_ = (2u * _e510);
                uint l_151_ = (l_84_ + l_150_);
                uint l_450_ = asuint(info.Load(8+0));
                uint l_451_ = (l_450_ * 1u);
                bool l_452_ = (l_151_ < l_451_);
                uint l_453_ = (l_451_ - 1u);
                uint l_454_ = min(l_151_, l_453_);
                double l_455_ = buffer_2_global.Load<double>(l_454_*8);
                double l_152_ = (l_452_ ? l_455_ : 0.0L);
                uint l_153_ = (l_151_ + 1u);
                uint l_457_ = asuint(info.Load(8+0));
                uint l_458_ = (l_457_ * 1u);
                bool l_459_ = (l_153_ < l_458_);
                uint l_460_ = (l_458_ - 1u);
                uint l_461_ = min(l_153_, l_460_);
                double l_462_ = buffer_2_global.Load<double>(l_461_*8);
                double l_154_ = (l_459_ ? l_462_ : 0.0L);
                double l_155_ = (l_147_ + l_152_);
                double l_156_ = (l_155_ - l_147_);
                double l_157_ = (l_155_ - l_156_);
                double l_158_ = (l_147_ - l_157_);
                double l_159_ = (l_152_ - l_156_);
                double l_160_ = (l_158_ + l_159_);
                double l_161_ = (l_149_ + l_154_);
                double l_162_ = (l_161_ - l_149_);
                double l_163_ = (l_161_ - l_162_);
                double l_164_ = (l_149_ - l_163_);
                double l_165_ = (l_154_ - l_162_);
                double l_166_ = (l_164_ + l_165_);
                double l_167_ = (l_160_ + l_161_);
                double l_168_ = (l_155_ + l_167_);
                double l_169_ = (l_168_ - l_155_);
                double l_170_ = (l_167_ - l_169_);
                double l_171_ = (l_166_ + l_170_);
                double l_172_ = (l_168_ + l_171_);
                double l_173_ = (l_172_ - l_168_);
                double l_174_ = (l_171_ - l_173_);
                l_mut_55_ = l_172_;
                l_mut_54_ = l_174_;
            }
        }
        double l_175_ = abs(l_51_);
        uint l_176_ = naga_f2u32(l_175_);
        bool l_177_ = (l_51_ < 0.0L);
        double l_179_ = (l_177_ ? -1.0L : 1.0L);
        uint l_180_ = (4u * l_176_);
        uint l_181_ = (l_86_ + l_180_);
        uint l_388_ = asuint(info.Load(8+0));
        uint l_389_ = (l_388_ * 1u);
        bool l_390_ = (l_181_ < l_389_);
        uint l_391_ = (l_389_ - 1u);
        uint l_392_ = min(l_181_, l_391_);
        double l_393_ = buffer_2_global.Load<double>(l_392_*8);
        double l_182_ = (l_390_ ? l_393_ : 0.0L);
        uint l_183_ = (l_181_ + 1u);
        uint l_395_ = asuint(info.Load(8+0));
        uint l_396_ = (l_395_ * 1u);
        bool l_397_ = (l_183_ < l_396_);
        uint l_398_ = (l_396_ - 1u);
        uint l_399_ = min(l_183_, l_398_);
        double l_400_ = buffer_2_global.Load<double>(l_399_*8);
        double l_184_ = (l_397_ ? l_400_ : 0.0L);
        double l_185_ = (l_182_ * l_179_);
        double l_186_ = (l_184_ * l_179_);
        uint l_187_ = (4u * l_176_);
        uint l_188_ = (l_86_ + l_187_);
        uint l_189_ = (l_188_ + 2u);
        uint l_402_ = asuint(info.Load(8+0));
        uint l_403_ = (l_402_ * 1u);
        bool l_404_ = (l_189_ < l_403_);
        uint l_405_ = (l_403_ - 1u);
        uint l_406_ = min(l_189_, l_405_);
        double l_407_ = buffer_2_global.Load<double>(l_406_*8);
        double l_190_ = (l_404_ ? l_407_ : 0.0L);
        uint l_191_ = (l_189_ + 1u);
        uint l_409_ = asuint(info.Load(8+0));
        uint l_410_ = (l_409_ * 1u);
        bool l_411_ = (l_191_ < l_410_);
        uint l_412_ = (l_410_ - 1u);
        uint l_413_ = min(l_191_, l_412_);
        double l_414_ = buffer_2_global.Load<double>(l_413_*8);
        double l_192_ = (l_411_ ? l_414_ : 0.0L);
        double _e649 = l_mut_55_;
        double l_193_ = (l_185_ * _e649);
        double l_194_ = -(l_193_);
        double _e652 = l_mut_55_;
        double l_195_ = mad(l_185_, _e652, l_194_);
        double _e654 = l_mut_54_;
        double l_196_ = (l_185_ * _e654);
        double _e656 = l_mut_55_;
        double l_197_ = (l_186_ * _e656);
        double l_198_ = (l_196_ + l_197_);
        double l_199_ = (l_195_ + l_198_);
        double l_200_ = (l_193_ + l_199_);
        double l_201_ = (l_200_ - l_193_);
        double l_202_ = (l_199_ - l_201_);
        double l_203_ = (l_190_ * l_133_);
        double l_204_ = -(l_203_);
        double l_205_ = mad(l_190_, l_133_, l_204_);
        double l_206_ = (l_190_ * l_135_);
        double l_207_ = (l_192_ * l_133_);
        double l_208_ = (l_206_ + l_207_);
        double l_209_ = (l_205_ + l_208_);
        double l_210_ = (l_203_ + l_209_);
        double l_211_ = (l_210_ - l_203_);
        double l_212_ = (l_209_ - l_211_);
        double l_213_ = (l_200_ + l_210_);
        double l_214_ = (l_213_ - l_200_);
        double l_215_ = (l_213_ - l_214_);
        double l_216_ = (l_200_ - l_215_);
        double l_217_ = (l_210_ - l_214_);
        double l_218_ = (l_216_ + l_217_);
        double l_219_ = (l_202_ + l_212_);
        double l_220_ = (l_219_ - l_202_);
        double l_221_ = (l_219_ - l_220_);
        double l_222_ = (l_202_ - l_221_);
        double l_223_ = (l_212_ - l_220_);
        double l_224_ = (l_222_ + l_223_);
        double l_225_ = (l_218_ + l_219_);
        double l_226_ = (l_213_ + l_225_);
        double l_227_ = (l_226_ - l_213_);
        double l_228_ = (l_225_ - l_227_);
        double l_229_ = (l_224_ + l_228_);
        double l_230_ = (l_226_ + l_229_);
        double l_231_ = (l_230_ - l_226_);
        double l_232_ = (l_229_ - l_231_);
        double _e693 = l_mut_55_;
        double l_233_ = (l_190_ * _e693);
        double l_234_ = -(l_233_);
        double _e696 = l_mut_55_;
        double l_235_ = mad(l_190_, _e696, l_234_);
        double _e698 = l_mut_54_;
        double l_236_ = (l_190_ * _e698);
        double _e700 = l_mut_55_;
        double l_237_ = (l_192_ * _e700);
        double l_238_ = (l_236_ + l_237_);
        double l_239_ = (l_235_ + l_238_);
        double l_240_ = (l_233_ + l_239_);
        double l_241_ = (l_240_ - l_233_);
        double l_242_ = (l_239_ - l_241_);
        double l_243_ = (l_185_ * l_133_);
        double l_244_ = -(l_243_);
        double l_245_ = mad(l_185_, l_133_, l_244_);
        double l_246_ = (l_185_ * l_135_);
        double l_247_ = (l_186_ * l_133_);
        double l_248_ = (l_246_ + l_247_);
        double l_249_ = (l_245_ + l_248_);
        double l_250_ = (l_243_ + l_249_);
        double l_251_ = (l_250_ - l_243_);
        double l_252_ = (l_249_ - l_251_);
        double l_253_ = -(l_250_);
        double l_254_ = -(l_252_);
        double l_255_ = (l_240_ + l_253_);
        double l_256_ = (l_255_ - l_240_);
        double l_257_ = (l_255_ - l_256_);
        double l_258_ = (l_240_ - l_257_);
        double l_259_ = (l_253_ - l_256_);
        double l_260_ = (l_258_ + l_259_);
        double l_261_ = (l_242_ + l_254_);
        double l_262_ = (l_261_ - l_242_);
        double l_263_ = (l_261_ - l_262_);
        double l_264_ = (l_242_ - l_263_);
        double l_265_ = (l_254_ - l_262_);
        double l_266_ = (l_264_ + l_265_);
        double l_267_ = (l_260_ + l_261_);
        double l_268_ = (l_255_ + l_267_);
        double l_269_ = (l_268_ - l_255_);
        double l_270_ = (l_267_ - l_269_);
        double l_271_ = (l_266_ + l_270_);
        double l_272_ = (l_268_ + l_271_);
        double l_273_ = (l_272_ - l_268_);
        double l_274_ = (l_271_ - l_273_);
        int l_275_ = naga_f2i32(l_26_);
        int l_276_ = (l_275_ & int(3));
        l_mut_277_ = l_276_;
        int _e742 = l_mut_277_;
        int l_278_ = asint(asuint(_e742) + asuint(int(1)));
        int l_279_ = (l_278_ & int(3));
        l_mut_277_ = l_279_;
        int _e747 = l_mut_277_;
        int l_280_ = (_e747 & int(1));
        bool l_281_ = (l_280_ == int(1));
        int _e752 = l_mut_277_;
        bool l_282_ = (_e752 >= int(2));
        double l_284_ = (l_282_ ? -1.0L : 1.0L);
        double l_285_ = (l_281_ ? l_272_ : l_230_);
        double l_286_ = (l_285_ * l_284_);
        double l_287_ = (l_281_ ? l_274_ : l_232_);
        double l_288_ = (l_287_ * l_284_);
        uint l_416_ = asuint(info.Load(12+0));
        uint l_417_ = (l_416_ * 1u);
        bool l_418_ = (id < l_417_);
        if (l_418_) {
            buffer_3_global.Store(id*8, l_286_);
        }
        uint l_289_ = (l_1_ + id);
        uint l_419_ = asuint(info.Load(12+0));
        uint l_420_ = (l_419_ * 1u);
        bool l_421_ = (l_289_ < l_420_);
        if (l_421_) {
            buffer_3_global.Store(l_289_*8, l_288_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
