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
    int l_mut_284_ = (int)0;
    double l_mut_30_ = (double)0;
    double l_mut_31_ = (double)0;
    double l_mut_58_ = (double)0;
    double l_mut_59_ = (double)0;
    uint l_mut_32_ = 0u;
    uint l_mut_60_ = 0u;
    uint l_mut_96_ = 1u;
    uint l_mut_145_ = 1u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_295_ = asuint(info.Load(8+0));
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (0u < l_296_);
        uint l_298_ = (l_296_ - 1u);
        uint l_299_ = min(0u, l_298_);
        double l_300_ = buffer_2_global.Load<double>(l_299_*8);
        double l_3_ = (l_297_ ? l_300_ : 0.0L);
        uint l_302_ = asuint(info.Load(8+0));
        uint l_303_ = (l_302_ * 1u);
        bool l_304_ = (1u < l_303_);
        uint l_305_ = (l_303_ - 1u);
        uint l_306_ = min(1u, l_305_);
        double l_307_ = buffer_2_global.Load<double>(l_306_*8);
        double l_4_ = (l_304_ ? l_307_ : 0.0L);
        uint l_309_ = asuint(info.Load(0+0));
        uint l_310_ = (l_309_ * 1u);
        bool l_311_ = (id < l_310_);
        uint l_312_ = (l_310_ - 1u);
        uint l_313_ = min(id, l_312_);
        double l_314_ = buffer_0_global.Load<double>(l_313_*8);
        double l_5_ = (l_311_ ? l_314_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_316_ = asuint(info.Load(0+0));
        uint l_317_ = (l_316_ * 1u);
        bool l_318_ = (l_6_ < l_317_);
        uint l_319_ = (l_317_ - 1u);
        uint l_320_ = min(l_6_, l_319_);
        double l_321_ = buffer_0_global.Load<double>(l_320_*8);
        double l_7_ = (l_318_ ? l_321_ : 0.0L);
        uint l_323_ = asuint(info.Load(4+0));
        uint l_324_ = (l_323_ * 1u);
        bool l_325_ = (id < l_324_);
        uint l_326_ = (l_324_ - 1u);
        uint l_327_ = min(id, l_326_);
        double l_328_ = buffer_1_global.Load<double>(l_327_*8);
        double l_8_ = (l_325_ ? l_328_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_330_ = asuint(info.Load(4+0));
        uint l_331_ = (l_330_ * 1u);
        bool l_332_ = (l_9_ < l_331_);
        uint l_333_ = (l_331_ - 1u);
        uint l_334_ = min(l_9_, l_333_);
        double l_335_ = buffer_1_global.Load<double>(l_334_*8);
        double l_10_ = (l_332_ ? l_335_ : 0.0L);
        uint l_337_ = asuint(info.Load(8+0));
        uint l_338_ = (l_337_ * 1u);
        bool l_339_ = (2u < l_338_);
        uint l_340_ = (l_338_ - 1u);
        uint l_341_ = min(2u, l_340_);
        double l_342_ = buffer_2_global.Load<double>(l_341_*8);
        double l_12_ = (l_339_ ? l_342_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_14_ = (l_13_ + 1u);
        uint l_344_ = asuint(info.Load(8+0));
        uint l_345_ = (l_344_ * 1u);
        bool l_346_ = (3u < l_345_);
        uint l_347_ = (l_345_ - 1u);
        uint l_348_ = min(3u, l_347_);
        double l_349_ = buffer_2_global.Load<double>(l_348_*8);
        double l_16_ = (l_346_ ? l_349_ : 0.0L);
        uint l_17_ = naga_f2u32(l_16_);
        uint l_351_ = asuint(info.Load(8+0));
        uint l_352_ = (l_351_ * 1u);
        bool l_353_ = (4u < l_352_);
        uint l_354_ = (l_352_ - 1u);
        uint l_355_ = min(4u, l_354_);
        double l_356_ = buffer_2_global.Load<double>(l_355_*8);
        double l_19_ = (l_353_ ? l_356_ : 0.0L);
        uint l_21_ = (4u + 1u);
        uint l_358_ = asuint(info.Load(8+0));
        uint l_359_ = (l_358_ * 1u);
        bool l_360_ = (l_21_ < l_359_);
        uint l_361_ = (l_359_ - 1u);
        uint l_362_ = min(l_21_, l_361_);
        double l_363_ = buffer_2_global.Load<double>(l_362_*8);
        double l_22_ = (l_360_ ? l_363_ : 0.0L);
        double l_23_ = (l_19_ + l_22_);
        double l_24_ = (l_5_ / l_23_);
        double l_25_ = (l_24_ + 0.5L);
        double l_26_ = floor(l_25_);
        uint l_365_ = asuint(info.Load(8+0));
        uint l_366_ = (l_365_ * 1u);
        bool l_367_ = (3u < l_366_);
        uint l_368_ = (l_366_ - 1u);
        uint l_369_ = min(3u, l_368_);
        double l_370_ = buffer_2_global.Load<double>(l_369_*8);
        double l_28_ = (l_367_ ? l_370_ : 0.0L);
        uint l_29_ = naga_f2u32(l_28_);
        l_mut_30_ = l_5_;
        l_mut_31_ = l_7_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e266 = l_mut_32_;
                l_mut_32_ = (_e266 + 1u);
            }
            loop_init = false;
            uint _e227 = l_mut_32_;
            if ((_e227 < l_29_)) {
            } else {
                break;
            }
            {
                uint _e230 = l_mut_32_;
                uint l_34_ = (4u + _e230);
                uint l_441_ = asuint(info.Load(8+0));
                uint l_442_ = (l_441_ * 1u);
                bool l_443_ = (l_34_ < l_442_);
                uint l_444_ = (l_442_ - 1u);
                uint l_445_ = min(l_34_, l_444_);
                double l_446_ = buffer_2_global.Load<double>(l_445_*8);
                double l_35_ = (l_443_ ? l_446_ : 0.0L);
                double l_36_ = (l_26_ * l_35_);
                double l_37_ = -(l_36_);
                double l_38_ = (l_37_ * 1.0L);
                double _e251 = l_mut_30_;
                double l_39_ = (_e251 + l_38_);
                double _e253 = l_mut_30_;
                double l_40_ = (l_39_ - _e253);
                double l_41_ = (l_39_ - l_40_);
                double _e256 = l_mut_30_;
                double l_42_ = (_e256 - l_41_);
                double l_43_ = (l_38_ - l_40_);
                double l_44_ = (l_42_ + l_43_);
                double _e260 = l_mut_31_;
                double l_45_ = (l_44_ + _e260);
                double l_46_ = (l_39_ + l_45_);
                double l_47_ = (l_46_ - l_39_);
                double l_48_ = (l_45_ - l_47_);
                l_mut_30_ = l_46_;
                l_mut_31_ = l_48_;
            }
        }
        double l_49_ = (l_23_ * 0.001953125L);
        double _e270 = l_mut_30_;
        double l_50_ = (_e270 / l_49_);
        double l_51_ = (l_50_ + 0.5L);
        double l_52_ = floor(l_51_);
        double l_54_ = clamp(l_52_, -256.0L, 256.0L);
        uint l_372_ = asuint(info.Load(8+0));
        uint l_373_ = (l_372_ * 1u);
        bool l_374_ = (3u < l_373_);
        uint l_375_ = (l_373_ - 1u);
        uint l_376_ = min(3u, l_375_);
        double l_377_ = buffer_2_global.Load<double>(l_376_*8);
        double l_56_ = (l_374_ ? l_377_ : 0.0L);
        uint l_57_ = naga_f2u32(l_56_);
        double _e295 = l_mut_30_;
        l_mut_58_ = _e295;
        double _e296 = l_mut_31_;
        l_mut_59_ = _e296;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e338 = l_mut_60_;
                l_mut_60_ = (_e338 + 1u);
            }
            loop_init_1 = false;
            uint _e299 = l_mut_60_;
            if ((_e299 < l_57_)) {
            } else {
                break;
            }
            {
                uint _e302 = l_mut_60_;
                uint l_62_ = (4u + _e302);
                uint l_448_ = asuint(info.Load(8+0));
                uint l_449_ = (l_448_ * 1u);
                bool l_450_ = (l_62_ < l_449_);
                uint l_451_ = (l_449_ - 1u);
                uint l_452_ = min(l_62_, l_451_);
                double l_453_ = buffer_2_global.Load<double>(l_452_*8);
                double l_63_ = (l_450_ ? l_453_ : 0.0L);
                double l_64_ = (l_54_ * l_63_);
                double l_65_ = -(l_64_);
                double l_66_ = (l_65_ * 0.001953125L);
                double _e323 = l_mut_58_;
                double l_67_ = (_e323 + l_66_);
                double _e325 = l_mut_58_;
                double l_68_ = (l_67_ - _e325);
                double l_69_ = (l_67_ - l_68_);
                double _e328 = l_mut_58_;
                double l_70_ = (_e328 - l_69_);
                double l_71_ = (l_66_ - l_68_);
                double l_72_ = (l_70_ + l_71_);
                double _e332 = l_mut_59_;
                double l_73_ = (l_72_ + _e332);
                double l_74_ = (l_67_ + l_73_);
                double l_75_ = (l_74_ - l_67_);
                double l_76_ = (l_73_ - l_75_);
                l_mut_58_ = l_74_;
                l_mut_59_ = l_76_;
            }
        }
        double _e340 = l_mut_58_;
        double _e341 = l_mut_58_;
        double l_77_ = (_e340 * _e341);
        double l_78_ = -(l_77_);
        double _e344 = l_mut_58_;
        double _e345 = l_mut_58_;
        double l_79_ = mad(_e344, _e345, l_78_);
        double _e347 = l_mut_58_;
        double _e348 = l_mut_59_;
        double l_80_ = (_e347 * _e348);
        double _e350 = l_mut_59_;
        double _e351 = l_mut_58_;
        double l_81_ = (_e350 * _e351);
        double l_82_ = (l_80_ + l_81_);
        double l_83_ = (l_79_ + l_82_);
        double l_84_ = (l_77_ + l_83_);
        double l_85_ = (l_84_ - l_77_);
        double l_86_ = (l_83_ - l_85_);
        uint l_88_ = (4u + l_17_);
        uint l_89_ = (2u * l_14_);
        uint l_90_ = (l_88_ + l_89_);
        uint l_91_ = (2u * l_14_);
        uint l_92_ = (l_90_ + l_91_);
        uint l_379_ = asuint(info.Load(8+0));
        uint l_380_ = (l_379_ * 1u);
        bool l_381_ = (l_88_ < l_380_);
        uint l_382_ = (l_380_ - 1u);
        uint l_383_ = min(l_88_, l_382_);
        double l_384_ = buffer_2_global.Load<double>(l_383_*8);
        double l_93_ = (l_381_ ? l_384_ : 0.0L);
        l_mut_31_ = l_93_;
        uint l_94_ = (l_88_ + 1u);
        uint l_386_ = asuint(info.Load(8+0));
        uint l_387_ = (l_386_ * 1u);
        bool l_388_ = (l_94_ < l_387_);
        uint l_389_ = (l_387_ - 1u);
        uint l_390_ = min(l_94_, l_389_);
        double l_391_ = buffer_2_global.Load<double>(l_390_*8);
        double l_95_ = (l_388_ ? l_391_ : 0.0L);
        l_mut_30_ = l_95_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e473 = l_mut_96_;
                l_mut_96_ = (_e473 + 1u);
            }
            loop_init_2 = false;
            uint _e400 = l_mut_96_;
            if ((_e400 < l_14_)) {
            } else {
                break;
            }
            {
                double _e402 = l_mut_31_;
                double l_97_ = (_e402 * l_84_);
                double l_98_ = -(l_97_);
                double _e405 = l_mut_31_;
                double l_99_ = mad(_e405, l_84_, l_98_);
                double _e407 = l_mut_31_;
                double l_100_ = (_e407 * l_86_);
                double _e409 = l_mut_30_;
                double l_101_ = (_e409 * l_84_);
                double l_102_ = (l_100_ + l_101_);
                double l_103_ = (l_99_ + l_102_);
                double l_104_ = (l_97_ + l_103_);
                double l_105_ = (l_104_ - l_97_);
                double l_106_ = (l_103_ - l_105_);
                uint _e417 = l_mut_96_;
                uint l_107_ = (2u * _e417);
                uint l_108_ = (l_88_ + l_107_);
                uint l_455_ = asuint(info.Load(8+0));
                uint l_456_ = (l_455_ * 1u);
                bool l_457_ = (l_108_ < l_456_);
                uint l_458_ = (l_456_ - 1u);
                uint l_459_ = min(l_108_, l_458_);
                double l_460_ = buffer_2_global.Load<double>(l_459_*8);
                double l_109_ = (l_457_ ? l_460_ : 0.0L);
                uint l_110_ = (l_108_ + 1u);
                uint l_462_ = asuint(info.Load(8+0));
                uint l_463_ = (l_462_ * 1u);
                bool l_464_ = (l_110_ < l_463_);
                uint l_465_ = (l_463_ - 1u);
                uint l_466_ = min(l_110_, l_465_);
                double l_467_ = buffer_2_global.Load<double>(l_466_*8);
                double l_111_ = (l_464_ ? l_467_ : 0.0L);
                double l_112_ = (l_104_ + l_109_);
                double l_113_ = (l_112_ - l_104_);
                double l_114_ = (l_112_ - l_113_);
                double l_115_ = (l_104_ - l_114_);
                double l_116_ = (l_109_ - l_113_);
                double l_117_ = (l_115_ + l_116_);
                double l_118_ = (l_106_ + l_111_);
                double l_119_ = (l_118_ - l_106_);
                double l_120_ = (l_118_ - l_119_);
                double l_121_ = (l_106_ - l_120_);
                double l_122_ = (l_111_ - l_119_);
                double l_123_ = (l_121_ + l_122_);
                double l_124_ = (l_117_ + l_118_);
                double l_125_ = (l_112_ + l_124_);
                double l_126_ = (l_125_ - l_112_);
                double l_127_ = (l_124_ - l_126_);
                double l_128_ = (l_123_ + l_127_);
                double l_129_ = (l_125_ + l_128_);
                double l_130_ = (l_129_ - l_125_);
                double l_131_ = (l_128_ - l_130_);
                l_mut_31_ = l_129_;
                l_mut_30_ = l_131_;
            }
        }
        double _e475 = l_mut_31_;
        double _e476 = l_mut_58_;
        double l_132_ = (_e475 * _e476);
        double l_133_ = -(l_132_);
        double _e479 = l_mut_31_;
        double _e480 = l_mut_58_;
        double l_134_ = mad(_e479, _e480, l_133_);
        double _e482 = l_mut_31_;
        double _e483 = l_mut_59_;
        double l_135_ = (_e482 * _e483);
        double _e485 = l_mut_30_;
        double _e486 = l_mut_58_;
        double l_136_ = (_e485 * _e486);
        double l_137_ = (l_135_ + l_136_);
        double l_138_ = (l_134_ + l_137_);
        double l_139_ = (l_132_ + l_138_);
        double l_140_ = (l_139_ - l_132_);
        double l_141_ = (l_138_ - l_140_);
        uint l_393_ = asuint(info.Load(8+0));
        uint l_394_ = (l_393_ * 1u);
        bool l_395_ = (l_90_ < l_394_);
        uint l_396_ = (l_394_ - 1u);
        uint l_397_ = min(l_90_, l_396_);
        double l_398_ = buffer_2_global.Load<double>(l_397_*8);
        double l_142_ = (l_395_ ? l_398_ : 0.0L);
        l_mut_59_ = l_142_;
        uint l_143_ = (l_90_ + 1u);
        uint l_400_ = asuint(info.Load(8+0));
        uint l_401_ = (l_400_ * 1u);
        bool l_402_ = (l_143_ < l_401_);
        uint l_403_ = (l_401_ - 1u);
        uint l_404_ = min(l_143_, l_403_);
        double l_405_ = buffer_2_global.Load<double>(l_404_*8);
        double l_144_ = (l_402_ ? l_405_ : 0.0L);
        l_mut_58_ = l_144_;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e600 = l_mut_145_;
                l_mut_145_ = (_e600 + 1u);
            }
            loop_init_3 = false;
            uint _e527 = l_mut_145_;
            if ((_e527 < l_14_)) {
            } else {
                break;
            }
            {
                double _e529 = l_mut_59_;
                double l_146_ = (_e529 * l_84_);
                double l_147_ = -(l_146_);
                double _e532 = l_mut_59_;
                double l_148_ = mad(_e532, l_84_, l_147_);
                double _e534 = l_mut_59_;
                double l_149_ = (_e534 * l_86_);
                double _e536 = l_mut_58_;
                double l_150_ = (_e536 * l_84_);
                double l_151_ = (l_149_ + l_150_);
                double l_152_ = (l_148_ + l_151_);
                double l_153_ = (l_146_ + l_152_);
                double l_154_ = (l_153_ - l_146_);
                double l_155_ = (l_152_ - l_154_);
                uint _e544 = l_mut_145_;
                uint l_156_ = (2u * _e544);
                uint l_157_ = (l_90_ + l_156_);
                uint l_469_ = asuint(info.Load(8+0));
                uint l_470_ = (l_469_ * 1u);
                bool l_471_ = (l_157_ < l_470_);
                uint l_472_ = (l_470_ - 1u);
                uint l_473_ = min(l_157_, l_472_);
                double l_474_ = buffer_2_global.Load<double>(l_473_*8);
                double l_158_ = (l_471_ ? l_474_ : 0.0L);
                uint l_159_ = (l_157_ + 1u);
                uint l_476_ = asuint(info.Load(8+0));
                uint l_477_ = (l_476_ * 1u);
                bool l_478_ = (l_159_ < l_477_);
                uint l_479_ = (l_477_ - 1u);
                uint l_480_ = min(l_159_, l_479_);
                double l_481_ = buffer_2_global.Load<double>(l_480_*8);
                double l_160_ = (l_478_ ? l_481_ : 0.0L);
                double l_161_ = (l_153_ + l_158_);
                double l_162_ = (l_161_ - l_153_);
                double l_163_ = (l_161_ - l_162_);
                double l_164_ = (l_153_ - l_163_);
                double l_165_ = (l_158_ - l_162_);
                double l_166_ = (l_164_ + l_165_);
                double l_167_ = (l_155_ + l_160_);
                double l_168_ = (l_167_ - l_155_);
                double l_169_ = (l_167_ - l_168_);
                double l_170_ = (l_155_ - l_169_);
                double l_171_ = (l_160_ - l_168_);
                double l_172_ = (l_170_ + l_171_);
                double l_173_ = (l_166_ + l_167_);
                double l_174_ = (l_161_ + l_173_);
                double l_175_ = (l_174_ - l_161_);
                double l_176_ = (l_173_ - l_175_);
                double l_177_ = (l_172_ + l_176_);
                double l_178_ = (l_174_ + l_177_);
                double l_179_ = (l_178_ - l_174_);
                double l_180_ = (l_177_ - l_179_);
                l_mut_59_ = l_178_;
                l_mut_58_ = l_180_;
            }
        }
        double l_181_ = abs(l_54_);
        uint l_182_ = naga_f2u32(l_181_);
        bool l_183_ = (l_54_ < 0.0L);
        double l_185_ = (l_183_ ? -1.0L : 1.0L);
        uint l_186_ = (4u * l_182_);
        uint l_187_ = (l_92_ + l_186_);
        uint l_407_ = asuint(info.Load(8+0));
        uint l_408_ = (l_407_ * 1u);
        bool l_409_ = (l_187_ < l_408_);
        uint l_410_ = (l_408_ - 1u);
        uint l_411_ = min(l_187_, l_410_);
        double l_412_ = buffer_2_global.Load<double>(l_411_*8);
        double l_188_ = (l_409_ ? l_412_ : 0.0L);
        uint l_189_ = (l_187_ + 1u);
        uint l_414_ = asuint(info.Load(8+0));
        uint l_415_ = (l_414_ * 1u);
        bool l_416_ = (l_189_ < l_415_);
        uint l_417_ = (l_415_ - 1u);
        uint l_418_ = min(l_189_, l_417_);
        double l_419_ = buffer_2_global.Load<double>(l_418_*8);
        double l_190_ = (l_416_ ? l_419_ : 0.0L);
        double l_191_ = (l_188_ * l_185_);
        double l_192_ = (l_190_ * l_185_);
        uint l_193_ = (4u * l_182_);
        uint l_194_ = (l_92_ + l_193_);
        uint l_195_ = (l_194_ + 2u);
        uint l_421_ = asuint(info.Load(8+0));
        uint l_422_ = (l_421_ * 1u);
        bool l_423_ = (l_195_ < l_422_);
        uint l_424_ = (l_422_ - 1u);
        uint l_425_ = min(l_195_, l_424_);
        double l_426_ = buffer_2_global.Load<double>(l_425_*8);
        double l_196_ = (l_423_ ? l_426_ : 0.0L);
        uint l_197_ = (l_195_ + 1u);
        uint l_428_ = asuint(info.Load(8+0));
        uint l_429_ = (l_428_ * 1u);
        bool l_430_ = (l_197_ < l_429_);
        uint l_431_ = (l_429_ - 1u);
        uint l_432_ = min(l_197_, l_431_);
        double l_433_ = buffer_2_global.Load<double>(l_432_*8);
        double l_198_ = (l_430_ ? l_433_ : 0.0L);
        double _e683 = l_mut_59_;
        double l_199_ = (l_191_ * _e683);
        double l_200_ = -(l_199_);
        double _e686 = l_mut_59_;
        double l_201_ = mad(l_191_, _e686, l_200_);
        double _e688 = l_mut_58_;
        double l_202_ = (l_191_ * _e688);
        double _e690 = l_mut_59_;
        double l_203_ = (l_192_ * _e690);
        double l_204_ = (l_202_ + l_203_);
        double l_205_ = (l_201_ + l_204_);
        double l_206_ = (l_199_ + l_205_);
        double l_207_ = (l_206_ - l_199_);
        double l_208_ = (l_205_ - l_207_);
        double l_209_ = (l_196_ * l_139_);
        double l_210_ = -(l_209_);
        double l_211_ = mad(l_196_, l_139_, l_210_);
        double l_212_ = (l_196_ * l_141_);
        double l_213_ = (l_198_ * l_139_);
        double l_214_ = (l_212_ + l_213_);
        double l_215_ = (l_211_ + l_214_);
        double l_216_ = (l_209_ + l_215_);
        double l_217_ = (l_216_ - l_209_);
        double l_218_ = (l_215_ - l_217_);
        double l_219_ = (l_206_ + l_216_);
        double l_220_ = (l_219_ - l_206_);
        double l_221_ = (l_219_ - l_220_);
        double l_222_ = (l_206_ - l_221_);
        double l_223_ = (l_216_ - l_220_);
        double l_224_ = (l_222_ + l_223_);
        double l_225_ = (l_208_ + l_218_);
        double l_226_ = (l_225_ - l_208_);
        double l_227_ = (l_225_ - l_226_);
        double l_228_ = (l_208_ - l_227_);
        double l_229_ = (l_218_ - l_226_);
        double l_230_ = (l_228_ + l_229_);
        double l_231_ = (l_224_ + l_225_);
        double l_232_ = (l_219_ + l_231_);
        double l_233_ = (l_232_ - l_219_);
        double l_234_ = (l_231_ - l_233_);
        double l_235_ = (l_230_ + l_234_);
        double l_236_ = (l_232_ + l_235_);
        double l_237_ = (l_236_ - l_232_);
        double l_238_ = (l_235_ - l_237_);
        double _e727 = l_mut_59_;
        double l_239_ = (l_196_ * _e727);
        double l_240_ = -(l_239_);
        double _e730 = l_mut_59_;
        double l_241_ = mad(l_196_, _e730, l_240_);
        double _e732 = l_mut_58_;
        double l_242_ = (l_196_ * _e732);
        double _e734 = l_mut_59_;
        double l_243_ = (l_198_ * _e734);
        double l_244_ = (l_242_ + l_243_);
        double l_245_ = (l_241_ + l_244_);
        double l_246_ = (l_239_ + l_245_);
        double l_247_ = (l_246_ - l_239_);
        double l_248_ = (l_245_ - l_247_);
        double l_249_ = (l_191_ * l_139_);
        double l_250_ = -(l_249_);
        double l_251_ = mad(l_191_, l_139_, l_250_);
        double l_252_ = (l_191_ * l_141_);
        double l_253_ = (l_192_ * l_139_);
        double l_254_ = (l_252_ + l_253_);
        double l_255_ = (l_251_ + l_254_);
        double l_256_ = (l_249_ + l_255_);
        double l_257_ = (l_256_ - l_249_);
        double l_258_ = (l_255_ - l_257_);
        double l_260_ = (l_256_ * -1.0L);
        double l_261_ = (l_258_ * -1.0L);
        double l_262_ = (l_246_ + l_260_);
        double l_263_ = (l_262_ - l_246_);
        double l_264_ = (l_262_ - l_263_);
        double l_265_ = (l_246_ - l_264_);
        double l_266_ = (l_260_ - l_263_);
        double l_267_ = (l_265_ + l_266_);
        double l_268_ = (l_248_ + l_261_);
        double l_269_ = (l_268_ - l_248_);
        double l_270_ = (l_268_ - l_269_);
        double l_271_ = (l_248_ - l_270_);
        double l_272_ = (l_261_ - l_269_);
        double l_273_ = (l_271_ + l_272_);
        double l_274_ = (l_267_ + l_268_);
        double l_275_ = (l_262_ + l_274_);
        double l_276_ = (l_275_ - l_262_);
        double l_277_ = (l_274_ - l_276_);
        double l_278_ = (l_273_ + l_277_);
        double l_279_ = (l_275_ + l_278_);
        double l_280_ = (l_279_ - l_275_);
        double l_281_ = (l_278_ - l_280_);
        int l_282_ = naga_f2i32(l_26_);
        int l_283_ = (l_282_ & int(3));
        l_mut_284_ = l_283_;
        int _e777 = l_mut_284_;
        int l_285_ = (_e777 & int(1));
        bool l_286_ = (l_285_ == int(1));
        int _e782 = l_mut_284_;
        bool l_287_ = (_e782 >= int(2));
        double l_289_ = (l_287_ ? -1.0L : 1.0L);
        double l_290_ = (l_286_ ? l_279_ : l_236_);
        double l_291_ = (l_290_ * l_289_);
        double l_292_ = (l_286_ ? l_281_ : l_238_);
        double l_293_ = (l_292_ * l_289_);
        uint l_435_ = asuint(info.Load(12+0));
        uint l_436_ = (l_435_ * 1u);
        bool l_437_ = (id < l_436_);
        if (l_437_) {
            buffer_3_global.Store(id*8, l_291_);
        }
        uint l_294_ = (l_1_ + id);
        uint l_438_ = asuint(info.Load(12+0));
        uint l_439_ = (l_438_ * 1u);
        bool l_440_ = (l_294_ < l_439_);
        if (l_440_) {
            buffer_3_global.Store(l_294_*8, l_293_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
