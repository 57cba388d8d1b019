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
    int l_mut_259_ = (int)0;
    double l_mut_29_ = (double)0;
    double l_mut_30_ = (double)0;
    double l_mut_54_ = (double)0;
    double l_mut_55_ = (double)0;
    uint l_mut_31_ = 0u;
    uint l_mut_56_ = 0u;
    uint l_mut_90_ = 1u;
    uint l_mut_130_ = 1u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_270_ = asuint(info.Load(8+0));
        uint l_271_ = (l_270_ * 1u);
        bool l_272_ = (0u < l_271_);
        uint l_273_ = (l_271_ - 1u);
        uint l_274_ = min(0u, l_273_);
        double l_275_ = buffer_2_global.Load<double>(l_274_*8);
        double l_3_ = (l_272_ ? l_275_ : 0.0L);
        uint l_277_ = asuint(info.Load(8+0));
        uint l_278_ = (l_277_ * 1u);
        bool l_279_ = (1u < l_278_);
        uint l_280_ = (l_278_ - 1u);
        uint l_281_ = min(1u, l_280_);
        double l_282_ = buffer_2_global.Load<double>(l_281_*8);
        double l_4_ = (l_279_ ? l_282_ : 0.0L);
        uint l_284_ = asuint(info.Load(0+0));
        uint l_285_ = (l_284_ * 1u);
        bool l_286_ = (id < l_285_);
        uint l_287_ = (l_285_ - 1u);
        uint l_288_ = min(id, l_287_);
        double l_289_ = buffer_0_global.Load<double>(l_288_*8);
        double l_5_ = (l_286_ ? l_289_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_291_ = asuint(info.Load(0+0));
        uint l_292_ = (l_291_ * 1u);
        bool l_293_ = (l_6_ < l_292_);
        uint l_294_ = (l_292_ - 1u);
        uint l_295_ = min(l_6_, l_294_);
        double l_296_ = buffer_0_global.Load<double>(l_295_*8);
        double l_7_ = (l_293_ ? l_296_ : 0.0L);
        uint l_298_ = asuint(info.Load(4+0));
        uint l_299_ = (l_298_ * 1u);
        bool l_300_ = (id < l_299_);
        uint l_301_ = (l_299_ - 1u);
        uint l_302_ = min(id, l_301_);
        double l_303_ = buffer_1_global.Load<double>(l_302_*8);
        double l_8_ = (l_300_ ? l_303_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_305_ = asuint(info.Load(4+0));
        uint l_306_ = (l_305_ * 1u);
        bool l_307_ = (l_9_ < l_306_);
        uint l_308_ = (l_306_ - 1u);
        uint l_309_ = min(l_9_, l_308_);
        double l_310_ = buffer_1_global.Load<double>(l_309_*8);
        double l_10_ = (l_307_ ? l_310_ : 0.0L);
        uint l_312_ = asuint(info.Load(8+0));
        uint l_313_ = (l_312_ * 1u);
        bool l_314_ = (2u < l_313_);
        uint l_315_ = (l_313_ - 1u);
        uint l_316_ = min(2u, l_315_);
        double l_317_ = buffer_2_global.Load<double>(l_316_*8);
        double l_12_ = (l_314_ ? l_317_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_14_ = (l_13_ + 1u);
        uint l_319_ = asuint(info.Load(8+0));
        uint l_320_ = (l_319_ * 1u);
        bool l_321_ = (3u < l_320_);
        uint l_322_ = (l_320_ - 1u);
        uint l_323_ = min(3u, l_322_);
        double l_324_ = buffer_2_global.Load<double>(l_323_*8);
        double l_16_ = (l_321_ ? l_324_ : 0.0L);
        uint l_17_ = naga_f2u32(l_16_);
        uint l_326_ = asuint(info.Load(8+0));
        uint l_327_ = (l_326_ * 1u);
        bool l_328_ = (4u < l_327_);
        uint l_329_ = (l_327_ - 1u);
        uint l_330_ = min(4u, l_329_);
        double l_331_ = buffer_2_global.Load<double>(l_330_*8);
        double l_19_ = (l_328_ ? l_331_ : 0.0L);
        uint l_21_ = (4u + 1u);
        uint l_333_ = asuint(info.Load(8+0));
        uint l_334_ = (l_333_ * 1u);
        bool l_335_ = (l_21_ < l_334_);
        uint l_336_ = (l_334_ - 1u);
        uint l_337_ = min(l_21_, l_336_);
        double l_338_ = buffer_2_global.Load<double>(l_337_*8);
        double l_22_ = (l_335_ ? l_338_ : 0.0L);
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
                uint l_402_ = asuint(info.Load(8+0));
                uint l_403_ = (l_402_ * 1u);
                bool l_404_ = (l_32_ < l_403_);
                uint l_405_ = (l_403_ - 1u);
                uint l_406_ = min(l_32_, l_405_);
                double l_407_ = buffer_2_global.Load<double>(l_406_*8);
                double l_33_ = (l_404_ ? l_407_ : 0.0L);
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
                uint l_409_ = asuint(info.Load(8+0));
                uint l_410_ = (l_409_ * 1u);
                bool l_411_ = (l_57_ < l_410_);
                uint l_412_ = (l_410_ - 1u);
                uint l_413_ = min(l_57_, l_412_);
                double l_414_ = buffer_2_global.Load<double>(l_413_*8);
                double l_58_ = (l_411_ ? l_414_ : 0.0L);
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
        uint l_340_ = asuint(info.Load(8+0));
        uint l_341_ = (l_340_ * 1u);
        bool l_342_ = (l_82_ < l_341_);
        uint l_343_ = (l_341_ - 1u);
        uint l_344_ = min(l_82_, l_343_);
        double l_345_ = buffer_2_global.Load<double>(l_344_*8);
        double l_87_ = (l_342_ ? l_345_ : 0.0L);
        l_mut_30_ = l_87_;
        uint l_88_ = (l_82_ + 1u);
        uint l_347_ = asuint(info.Load(8+0));
        uint l_348_ = (l_347_ * 1u);
        bool l_349_ = (l_88_ < l_348_);
        uint l_350_ = (l_348_ - 1u);
        uint l_351_ = min(l_88_, l_350_);
        double l_352_ = buffer_2_global.Load<double>(l_351_*8);
        double l_89_ = (l_349_ ? l_352_ : 0.0L);
        l_mut_29_ = l_89_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e430 = l_mut_90_;
                l_mut_90_ = (_e430 + 1u);
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
                uint l_416_ = asuint(info.Load(8+0));
                uint l_417_ = (l_416_ * 1u);
                bool l_418_ = (l_102_ < l_417_);
                uint l_419_ = (l_417_ - 1u);
                uint l_420_ = min(l_102_, l_419_);
                double l_421_ = buffer_2_global.Load<double>(l_420_*8);
                double l_103_ = (l_418_ ? l_421_ : 0.0L);
                uint l_104_ = (l_102_ + 1u);
                uint l_423_ = asuint(info.Load(8+0));
                uint l_424_ = (l_423_ * 1u);
                bool l_425_ = (l_104_ < l_424_);
                uint l_426_ = (l_424_ - 1u);
                uint l_427_ = min(l_104_, l_426_);
                double l_428_ = buffer_2_global.Load<double>(l_427_*8);
                double l_105_ = (l_425_ ? l_428_ : 0.0L);
                double l_106_ = (l_98_ + l_103_);
                double l_107_ = (l_106_ - l_98_);
                double l_108_ = (l_106_ - l_107_);
                double l_109_ = (l_98_ - l_108_);
                double l_110_ = (l_103_ - l_107_);
                double l_111_ = (l_109_ + l_110_);
                double l_112_ = (l_100_ + l_105_);
                double l_113_ = (l_111_ + l_112_);
                double l_114_ = (l_106_ + l_113_);
                double l_115_ = (l_114_ - l_106_);
                double l_116_ = (l_113_ - l_115_);
                l_mut_30_ = l_114_;
                l_mut_29_ = l_116_;
            }
        }
        double _e432 = l_mut_30_;
        double _e433 = l_mut_54_;
        double l_117_ = (_e432 * _e433);
        double l_118_ = -(l_117_);
        double _e436 = l_mut_30_;
        double _e437 = l_mut_54_;
        double l_119_ = mad(_e436, _e437, l_118_);
        double _e439 = l_mut_30_;
        double _e440 = l_mut_55_;
        double l_120_ = (_e439 * _e440);
        double _e442 = l_mut_29_;
        double _e443 = l_mut_54_;
        double l_121_ = (_e442 * _e443);
        double l_122_ = (l_120_ + l_121_);
        double l_123_ = (l_119_ + l_122_);
        double l_124_ = (l_117_ + l_123_);
        double l_125_ = (l_124_ - l_117_);
        double l_126_ = (l_123_ - l_125_);
        uint l_354_ = asuint(info.Load(8+0));
        uint l_355_ = (l_354_ * 1u);
        bool l_356_ = (l_84_ < l_355_);
        uint l_357_ = (l_355_ - 1u);
        uint l_358_ = min(l_84_, l_357_);
        double l_359_ = buffer_2_global.Load<double>(l_358_*8);
        double l_127_ = (l_356_ ? l_359_ : 0.0L);
        l_mut_55_ = l_127_;
        uint l_128_ = (l_84_ + 1u);
        uint l_361_ = asuint(info.Load(8+0));
        uint l_362_ = (l_361_ * 1u);
        bool l_363_ = (l_128_ < l_362_);
        uint l_364_ = (l_362_ - 1u);
        uint l_365_ = min(l_128_, l_364_);
        double l_366_ = buffer_2_global.Load<double>(l_365_*8);
        double l_129_ = (l_363_ ? l_366_ : 0.0L);
        l_mut_54_ = l_129_;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e548 = l_mut_130_;
                l_mut_130_ = (_e548 + 1u);
            }
            loop_init_3 = false;
            uint _e484 = l_mut_130_;
            if ((_e484 < l_14_)) {
            } else {
                break;
            }
            {
                double _e486 = l_mut_55_;
                double l_131_ = (_e486 * l_78_);
                double l_132_ = -(l_131_);
                double _e489 = l_mut_55_;
                double l_133_ = mad(_e489, l_78_, l_132_);
                double _e491 = l_mut_55_;
                double l_134_ = (_e491 * l_80_);
                double _e493 = l_mut_54_;
                double l_135_ = (_e493 * l_78_);
                double l_136_ = (l_134_ + l_135_);
                double l_137_ = (l_133_ + l_136_);
                double l_138_ = (l_131_ + l_137_);
                double l_139_ = (l_138_ - l_131_);
                double l_140_ = (l_137_ - l_139_);
                uint _e501 = l_mut_130_;
                uint l_141_ = (2u * _e501);
                uint l_142_ = (l_84_ + l_141_);
                uint l_430_ = asuint(info.Load(8+0));
                uint l_431_ = (l_430_ * 1u);
                bool l_432_ = (l_142_ < l_431_);
                uint l_433_ = (l_431_ - 1u);
                uint l_434_ = min(l_142_, l_433_);
                double l_435_ = buffer_2_global.Load<double>(l_434_*8);
                double l_143_ = (l_432_ ? l_435_ : 0.0L);
                uint l_144_ = (l_142_ + 1u);
                uint l_437_ = asuint(info.Load(8+0));
                uint l_438_ = (l_437_ * 1u);
                bool l_439_ = (l_144_ < l_438_);
                uint l_440_ = (l_438_ - 1u);
                uint l_441_ = min(l_144_, l_440_);
                double l_442_ = buffer_2_global.Load<double>(l_441_*8);
                double l_145_ = (l_439_ ? l_442_ : 0.0L);
                double l_146_ = (l_138_ + l_143_);
                double l_147_ = (l_146_ - l_138_);
                double l_148_ = (l_146_ - l_147_);
                double l_149_ = (l_138_ - l_148_);
                double l_150_ = (l_143_ - l_147_);
                double l_151_ = (l_149_ + l_150_);
                double l_152_ = (l_140_ + l_145_);
                double l_153_ = (l_151_ + l_152_);
                double l_154_ = (l_146_ + l_153_);
                double l_155_ = (l_154_ - l_146_);
                double l_156_ = (l_153_ - l_155_);
                l_mut_55_ = l_154_;
                l_mut_54_ = l_156_;
            }
        }
        double l_157_ = abs(l_51_);
        uint l_158_ = naga_f2u32(l_157_);
        bool l_159_ = (l_51_ < 0.0L);
        double l_161_ = (l_159_ ? -1.0L : 1.0L);
        uint l_162_ = (4u * l_158_);
        uint l_163_ = (l_86_ + l_162_);
        uint l_368_ = asuint(info.Load(8+0));
        uint l_369_ = (l_368_ * 1u);
        bool l_370_ = (l_163_ < l_369_);
        uint l_371_ = (l_369_ - 1u);
        uint l_372_ = min(l_163_, l_371_);
        double l_373_ = buffer_2_global.Load<double>(l_372_*8);
        double l_164_ = (l_370_ ? l_373_ : 0.0L);
        uint l_165_ = (l_163_ + 1u);
        uint l_375_ = asuint(info.Load(8+0));
        uint l_376_ = (l_375_ * 1u);
        bool l_377_ = (l_165_ < l_376_);
        uint l_378_ = (l_376_ - 1u);
        uint l_379_ = min(l_165_, l_378_);
        double l_380_ = buffer_2_global.Load<double>(l_379_*8);
        double l_166_ = (l_377_ ? l_380_ : 0.0L);
        double l_167_ = (l_164_ * l_161_);
        double l_168_ = (l_166_ * l_161_);
        uint l_169_ = (4u * l_158_);
        uint l_170_ = (l_86_ + l_169_);
        uint l_171_ = (l_170_ + 2u);
        uint l_382_ = asuint(info.Load(8+0));
        uint l_383_ = (l_382_ * 1u);
        bool l_384_ = (l_171_ < l_383_);
        uint l_385_ = (l_383_ - 1u);
        uint l_386_ = min(l_171_, l_385_);
        double l_387_ = buffer_2_global.Load<double>(l_386_*8);
        double l_172_ = (l_384_ ? l_387_ : 0.0L);
        uint l_173_ = (l_171_ + 1u);
        uint l_389_ = asuint(info.Load(8+0));
        uint l_390_ = (l_389_ * 1u);
        bool l_391_ = (l_173_ < l_390_);
        uint l_392_ = (l_390_ - 1u);
        uint l_393_ = min(l_173_, l_392_);
        double l_394_ = buffer_2_global.Load<double>(l_393_*8);
        double l_174_ = (l_391_ ? l_394_ : 0.0L);
        double _e631 = l_mut_55_;
        double l_175_ = (l_167_ * _e631);
        double l_176_ = -(l_175_);
        double _e634 = l_mut_55_;
        double l_177_ = mad(l_167_, _e634, l_176_);
        double _e636 = l_mut_54_;
        double l_178_ = (l_167_ * _e636);
        double _e638 = l_mut_55_;
        double l_179_ = (l_168_ * _e638);
        double l_180_ = (l_178_ + l_179_);
        double l_181_ = (l_177_ + l_180_);
        double l_182_ = (l_175_ + l_181_);
        double l_183_ = (l_182_ - l_175_);
        double l_184_ = (l_181_ - l_183_);
        double l_185_ = (l_172_ * l_124_);
        double l_186_ = -(l_185_);
        double l_187_ = mad(l_172_, l_124_, l_186_);
        double l_188_ = (l_172_ * l_126_);
        double l_189_ = (l_174_ * l_124_);
        double l_190_ = (l_188_ + l_189_);
        double l_191_ = (l_187_ + l_190_);
        double l_192_ = (l_185_ + l_191_);
        double l_193_ = (l_192_ - l_185_);
        double l_194_ = (l_191_ - l_193_);
        double l_195_ = (l_182_ + l_192_);
        double l_196_ = (l_195_ - l_182_);
        double l_197_ = (l_195_ - l_196_);
        double l_198_ = (l_182_ - l_197_);
        double l_199_ = (l_192_ - l_196_);
        double l_200_ = (l_198_ + l_199_);
        double l_201_ = (l_184_ + l_194_);
        double l_202_ = (l_201_ - l_184_);
        double l_203_ = (l_201_ - l_202_);
        double l_204_ = (l_184_ - l_203_);
        double l_205_ = (l_194_ - l_202_);
        double l_206_ = (l_204_ + l_205_);
        double l_207_ = (l_200_ + l_201_);
        double l_208_ = (l_195_ + l_207_);
        double l_209_ = (l_208_ - l_195_);
        double l_210_ = (l_207_ - l_209_);
        double l_211_ = (l_206_ + l_210_);
        double l_212_ = (l_208_ + l_211_);
        double l_213_ = (l_212_ - l_208_);
        double l_214_ = (l_211_ - l_213_);
        double _e675 = l_mut_55_;
        double l_215_ = (l_172_ * _e675);
        double l_216_ = -(l_215_);
        double _e678 = l_mut_55_;
        double l_217_ = mad(l_172_, _e678, l_216_);
        double _e680 = l_mut_54_;
        double l_218_ = (l_172_ * _e680);
        double _e682 = l_mut_55_;
        double l_219_ = (l_174_ * _e682);
        double l_220_ = (l_218_ + l_219_);
        double l_221_ = (l_217_ + l_220_);
        double l_222_ = (l_215_ + l_221_);
        double l_223_ = (l_222_ - l_215_);
        double l_224_ = (l_221_ - l_223_);
        double l_225_ = (l_167_ * l_124_);
        double l_226_ = -(l_225_);
        double l_227_ = mad(l_167_, l_124_, l_226_);
        double l_228_ = (l_167_ * l_126_);
        double l_229_ = (l_168_ * l_124_);
        double l_230_ = (l_228_ + l_229_);
        double l_231_ = (l_227_ + l_230_);
        double l_232_ = (l_225_ + l_231_);
        double l_233_ = (l_232_ - l_225_);
        double l_234_ = (l_231_ - l_233_);
        double l_235_ = -(l_232_);
        double l_236_ = -(l_234_);
        double l_237_ = (l_222_ + l_235_);
        double l_238_ = (l_237_ - l_222_);
        double l_239_ = (l_237_ - l_238_);
        double l_240_ = (l_222_ - l_239_);
        double l_241_ = (l_235_ - l_238_);
        double l_242_ = (l_240_ + l_241_);
        double l_243_ = (l_224_ + l_236_);
        double l_244_ = (l_243_ - l_224_);
        double l_245_ = (l_243_ - l_244_);
        double l_246_ = (l_224_ - l_245_);
        double l_247_ = (l_236_ - l_244_);
        double l_248_ = (l_246_ + l_247_);
        double l_249_ = (l_242_ + l_243_);
        double l_250_ = (l_237_ + l_249_);
        double l_251_ = (l_250_ - l_237_);
        double l_252_ = (l_249_ - l_251_);
        double l_253_ = (l_248_ + l_252_);
        double l_254_ = (l_250_ + l_253_);
        double l_255_ = (l_254_ - l_250_);
        double l_256_ = (l_253_ - l_255_);
        int l_257_ = naga_f2i32(l_26_);
        int l_258_ = (l_257_ & int(3));
        l_mut_259_ = l_258_;
        int _e724 = l_mut_259_;
        int l_260_ = (_e724 & int(1));
        bool l_261_ = (l_260_ == int(1));
        int _e729 = l_mut_259_;
        bool l_262_ = (_e729 >= int(2));
        double l_264_ = (l_262_ ? -1.0L : 1.0L);
        double l_265_ = (l_261_ ? l_254_ : l_212_);
        double l_266_ = (l_265_ * l_264_);
        double l_267_ = (l_261_ ? l_256_ : l_214_);
        double l_268_ = (l_267_ * l_264_);
        uint l_396_ = asuint(info.Load(12+0));
        uint l_397_ = (l_396_ * 1u);
        bool l_398_ = (id < l_397_);
        if (l_398_) {
            buffer_3_global.Store(id*8, l_266_);
        }
        uint l_269_ = (l_1_ + id);
        uint l_399_ = asuint(info.Load(12+0));
        uint l_400_ = (l_399_ * 1u);
        bool l_401_ = (l_269_ < l_400_);
        if (l_401_) {
            buffer_3_global.Store(l_269_*8, l_268_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
