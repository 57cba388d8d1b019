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

int naga_div(int lhs, int rhs) {
    return lhs / (((lhs == int(-2147483647 - 1) & rhs == -1) | (rhs == 0)) ? 1 : rhs);
}

uint naga_f2u32(double value) {
    return uint(clamp(value, 0.0L, 4294967295.0L));
}

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_103_ = (double)0;
    double l_mut_120_ = (double)0;
    double l_mut_121_ = (double)0;
    uint l_mut_237_ = (uint)0;
    double l_mut_68_ = (double)0;
    uint l_mut_69_ = 1u;
    uint l_mut_95_ = 1u;
    uint l_mut_104_ = 0u;
    uint l_mut_122_ = (uint)0;
    uint l_mut_144_ = (uint)0;
    uint l_mut_201_ = (uint)0;
    uint l_mut_240_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_288_ = asuint(info.Load(8+0));
        uint l_289_ = (l_288_ * 1u);
        bool l_290_ = (0u < l_289_);
        uint l_291_ = (l_289_ - 1u);
        uint l_292_ = min(0u, l_291_);
        double l_293_ = buffer_2_global.Load<double>(l_292_*8);
        double l_3_ = (l_290_ ? l_293_ : 0.0L);
        uint l_295_ = asuint(info.Load(8+0));
        uint l_296_ = (l_295_ * 1u);
        bool l_297_ = (1u < l_296_);
        uint l_298_ = (l_296_ - 1u);
        uint l_299_ = min(1u, l_298_);
        double l_300_ = buffer_2_global.Load<double>(l_299_*8);
        double l_4_ = (l_297_ ? l_300_ : 0.0L);
        uint l_302_ = asuint(info.Load(0+0));
        uint l_303_ = (l_302_ * 1u);
        bool l_304_ = (id < l_303_);
        uint l_305_ = (l_303_ - 1u);
        uint l_306_ = min(id, l_305_);
        double l_307_ = buffer_0_global.Load<double>(l_306_*8);
        double l_5_ = (l_304_ ? l_307_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_309_ = asuint(info.Load(0+0));
        uint l_310_ = (l_309_ * 1u);
        bool l_311_ = (l_6_ < l_310_);
        uint l_312_ = (l_310_ - 1u);
        uint l_313_ = min(l_6_, l_312_);
        double l_314_ = buffer_0_global.Load<double>(l_313_*8);
        double l_7_ = (l_311_ ? l_314_ : 0.0L);
        uint l_316_ = asuint(info.Load(4+0));
        uint l_317_ = (l_316_ * 1u);
        bool l_318_ = (id < l_317_);
        uint l_319_ = (l_317_ - 1u);
        uint l_320_ = min(id, l_319_);
        double l_321_ = buffer_1_global.Load<double>(l_320_*8);
        double l_8_ = (l_318_ ? l_321_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_323_ = asuint(info.Load(4+0));
        uint l_324_ = (l_323_ * 1u);
        bool l_325_ = (l_9_ < l_324_);
        uint l_326_ = (l_324_ - 1u);
        uint l_327_ = min(l_9_, l_326_);
        double l_328_ = buffer_1_global.Load<double>(l_327_*8);
        double l_10_ = (l_325_ ? l_328_ : 0.0L);
        uint l_330_ = asuint(info.Load(8+0));
        uint l_331_ = (l_330_ * 1u);
        bool l_332_ = (4u < l_331_);
        uint l_333_ = (l_331_ - 1u);
        uint l_334_ = min(4u, l_333_);
        double l_335_ = buffer_2_global.Load<double>(l_334_*8);
        double l_12_ = (l_332_ ? l_335_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_337_ = asuint(info.Load(8+0));
        uint l_338_ = (l_337_ * 1u);
        bool l_339_ = (2u < l_338_);
        uint l_340_ = (l_338_ - 1u);
        uint l_341_ = min(2u, l_340_);
        double l_342_ = buffer_2_global.Load<double>(l_341_*8);
        double l_15_ = (l_339_ ? l_342_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_344_ = asuint(info.Load(8+0));
        uint l_345_ = (l_344_ * 1u);
        bool l_346_ = (3u < l_345_);
        uint l_347_ = (l_345_ - 1u);
        uint l_348_ = min(3u, l_347_);
        double l_349_ = buffer_2_global.Load<double>(l_348_*8);
        double l_18_ = (l_346_ ? l_349_ : 0.0L);
        uint l_19_ = naga_f2u32(l_18_);
        uint l_21_ = (6u + l_19_);
        uint l_22_ = (l_16_ - 1u);
        uint l_23_ = (2u * l_22_);
        uint l_24_ = (l_21_ + l_23_);
        float l_25_ = float(l_5_);
        uint l_26_ = asuint(l_25_);
        uint l_27_ = (l_26_ & 8388607u);
        bool l_28_ = (l_27_ >= 3474675u);
        int l_29_ = int(l_28_);
        uint l_30_ = (l_26_ >> 23u);
        int l_31_ = int(l_30_);
        int l_32_ = asint(asuint(l_31_) - asuint(int(127)));
        int l_33_ = asint(asuint(l_32_) + asuint(l_29_));
        int l_34_ = naga_div(l_33_, int(2));
        int l_35_ = asint(asuint(int(127)) - asuint(l_34_));
        uint l_36_ = uint(l_35_);
        uint l_37_ = (l_36_ << 23u);
        float l_38_ = asfloat(l_37_);
        int l_39_ = asint(asuint(l_33_) - asuint(l_34_));
        int l_40_ = asint(asuint(int(127)) - asuint(l_39_));
        uint l_41_ = uint(l_40_);
        uint l_42_ = (l_41_ << 23u);
        float l_43_ = asfloat(l_42_);
        double l_44_ = double(l_38_);
        double l_45_ = (l_5_ * l_44_);
        double l_46_ = double(l_43_);
        double l_47_ = (l_45_ * l_46_);
        double l_48_ = (l_47_ - l_4_);
        double l_49_ = (l_4_ + l_4_);
        double l_50_ = (l_49_ + l_48_);
        double l_51_ = (l_50_ - l_49_);
        double l_52_ = (l_48_ - l_51_);
        double l_53_ = (l_4_ / l_50_);
        double l_54_ = (l_48_ * l_53_);
        double l_55_ = (l_54_ * l_50_);
        double l_56_ = -(l_55_);
        double l_57_ = mad(l_54_, l_50_, l_56_);
        double l_58_ = (l_48_ - l_55_);
        double l_59_ = (l_58_ - l_57_);
        double l_60_ = (l_54_ * l_52_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_61_ * l_53_);
        double l_63_ = (l_54_ * l_54_);
        uint l_351_ = asuint(info.Load(8+0));
        uint l_352_ = (l_351_ * 1u);
        bool l_353_ = (5u < l_352_);
        uint l_354_ = (l_352_ - 1u);
        uint l_355_ = min(5u, l_354_);
        double l_356_ = buffer_2_global.Load<double>(l_355_*8);
        double l_65_ = (l_353_ ? l_356_ : 0.0L);
        uint l_66_ = naga_f2u32(l_65_);
        uint l_358_ = asuint(info.Load(8+0));
        uint l_359_ = (l_358_ * 1u);
        bool l_360_ = (l_24_ < l_359_);
        uint l_361_ = (l_359_ - 1u);
        uint l_362_ = min(l_24_, l_361_);
        double l_363_ = buffer_2_global.Load<double>(l_362_*8);
        double l_67_ = (l_360_ ? l_363_ : 0.0L);
        l_mut_68_ = l_67_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e296 = l_mut_69_;
                l_mut_69_ = (_e296 + 1u);
            }
            loop_init = false;
            uint _e273 = l_mut_69_;
            if ((_e273 < l_66_)) {
            } else {
                break;
            }
            {
                double _e275 = l_mut_68_;
                double l_70_ = (_e275 * l_63_);
                uint _e277 = l_mut_69_;
                uint l_71_ = (l_24_ + _e277);
                uint l_385_ = asuint(info.Load(8+0));
                uint l_386_ = (l_385_ * 1u);
                bool l_387_ = (l_71_ < l_386_);
                uint l_388_ = (l_386_ - 1u);
                uint l_389_ = min(l_71_, l_388_);
                double l_390_ = buffer_2_global.Load<double>(l_389_*8);
                double l_72_ = (l_387_ ? l_390_ : 0.0L);
                double l_73_ = (l_70_ + l_72_);
                l_mut_68_ = l_73_;
            }
        }
        double l_74_ = (l_54_ + l_54_);
        double l_75_ = (l_54_ * l_63_);
        double _e300 = l_mut_68_;
        double l_76_ = (l_75_ * _e300);
        double l_77_ = (l_62_ + l_76_);
        double l_78_ = (2.0L * l_77_);
        double l_79_ = (l_74_ + l_78_);
        double l_80_ = (l_79_ - l_74_);
        double l_81_ = (l_78_ - l_80_);
        uint l_365_ = asuint(info.Load(8+0));
        uint l_366_ = (l_365_ * 1u);
        bool l_367_ = (3u < l_366_);
        uint l_368_ = (l_366_ - 1u);
        uint l_369_ = min(3u, l_368_);
        double l_370_ = buffer_2_global.Load<double>(l_369_*8);
        double l_83_ = (l_367_ ? l_370_ : 0.0L);
        uint l_84_ = naga_f2u32(l_83_);
        double l_86_ = double(l_33_);
        uint l_372_ = asuint(info.Load(8+0));
        uint l_373_ = (l_372_ * 1u);
        bool l_374_ = (6u < l_373_);
        uint l_375_ = (l_373_ - 1u);
        uint l_376_ = min(6u, l_375_);
        double l_377_ = buffer_2_global.Load<double>(l_376_*8);
        double l_87_ = (l_374_ ? l_377_ : 0.0L);
        double l_88_ = (l_86_ * l_87_);
        double l_89_ = (l_88_ + l_79_);
        double l_90_ = (l_89_ - l_88_);
        double l_91_ = (l_89_ - l_90_);
        double l_92_ = (l_88_ - l_91_);
        double l_93_ = (l_79_ - l_90_);
        double l_94_ = (l_92_ + l_93_);
        l_mut_68_ = l_81_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e374 = l_mut_95_;
                l_mut_95_ = (_e374 + 1u);
            }
            loop_init_1 = false;
            uint _e351 = l_mut_95_;
            if ((_e351 < l_84_)) {
            } else {
                break;
            }
            {
                uint _e353 = l_mut_95_;
                uint l_96_ = (6u + _e353);
                uint l_392_ = asuint(info.Load(8+0));
                uint l_393_ = (l_392_ * 1u);
                bool l_394_ = (l_96_ < l_393_);
                uint l_395_ = (l_393_ - 1u);
                uint l_396_ = min(l_96_, l_395_);
                double l_397_ = buffer_2_global.Load<double>(l_396_*8);
                double l_97_ = (l_394_ ? l_397_ : 0.0L);
                double l_98_ = (l_86_ * l_97_);
                double _e371 = l_mut_68_;
                l_mut_68_ = (_e371 + l_98_);
            }
        }
        double _e376 = l_mut_68_;
        double l_99_ = (l_94_ + _e376);
        double l_100_ = (l_89_ + l_99_);
        double l_101_ = (l_100_ - l_89_);
        double l_102_ = (l_99_ - l_101_);
        l_mut_68_ = l_100_;
        l_mut_103_ = l_102_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e775 = l_mut_104_;
                l_mut_104_ = (_e775 + 1u);
            }
            loop_init_2 = false;
            uint _e383 = l_mut_104_;
            if ((_e383 < l_13_)) {
            } else {
                break;
            }
            {
                double _e385 = l_mut_68_;
                double l_105_ = -(_e385);
                double _e387 = l_mut_103_;
                double l_106_ = -(_e387);
                uint l_399_ = asuint(info.Load(8+0));
                uint l_400_ = (l_399_ * 1u);
                bool l_401_ = (2u < l_400_);
                uint l_402_ = (l_400_ - 1u);
                uint l_403_ = min(2u, l_402_);
                double l_404_ = buffer_2_global.Load<double>(l_403_*8);
                double l_108_ = (l_401_ ? l_404_ : 0.0L);
                uint l_109_ = naga_f2u32(l_108_);
                uint l_406_ = asuint(info.Load(8+0));
                uint l_407_ = (l_406_ * 1u);
                bool l_408_ = (3u < l_407_);
                uint l_409_ = (l_407_ - 1u);
                uint l_410_ = min(3u, l_409_);
                double l_411_ = buffer_2_global.Load<double>(l_410_*8);
                double l_111_ = (l_408_ ? l_411_ : 0.0L);
                uint l_112_ = naga_f2u32(l_111_);
                uint l_413_ = asuint(info.Load(8+0));
                uint l_414_ = (l_413_ * 1u);
                bool l_415_ = (6u < l_414_);
                uint l_416_ = (l_414_ - 1u);
                uint l_417_ = min(6u, l_416_);
                double l_418_ = buffer_2_global.Load<double>(l_417_*8);
                double l_114_ = (l_415_ ? l_418_ : 0.0L);
                double l_115_ = (l_105_ / l_114_);
                double l_116_ = (l_115_ + 0.5L);
                double l_117_ = floor(l_116_);
                double l_119_ = (l_117_ * 1.0L);
                l_mut_120_ = l_105_;
                l_mut_121_ = l_106_;
                l_mut_122_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e484 = l_mut_122_;
                        l_mut_122_ = (_e484 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e448 = l_mut_122_;
                    if ((_e448 < l_112_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e450 = l_mut_122_;
                        uint l_123_ = (6u + _e450);
                        uint l_434_ = asuint(info.Load(8+0));
                        uint l_435_ = (l_434_ * 1u);
                        bool l_436_ = (l_123_ < l_435_);
                        uint l_437_ = (l_435_ - 1u);
                        uint l_438_ = min(l_123_, l_437_);
                        double l_439_ = buffer_2_global.Load<double>(l_438_*8);
                        double l_124_ = (l_436_ ? l_439_ : 0.0L);
                        double l_125_ = -(l_124_);
                        double l_126_ = (l_119_ * l_125_);
                        double _e469 = l_mut_120_;
                        double l_127_ = (_e469 + l_126_);
                        double _e471 = l_mut_120_;
                        double l_128_ = (l_127_ - _e471);
                        double l_129_ = (l_127_ - l_128_);
                        double _e474 = l_mut_120_;
                        double l_130_ = (_e474 - l_129_);
                        double l_131_ = (l_126_ - l_128_);
                        double l_132_ = (l_130_ + l_131_);
                        double _e478 = l_mut_121_;
                        double l_133_ = (l_132_ + _e478);
                        double l_134_ = (l_127_ + l_133_);
                        double l_135_ = (l_134_ - l_127_);
                        double l_136_ = (l_133_ - l_135_);
                        l_mut_120_ = l_134_;
                        l_mut_121_ = l_136_;
                    }
                }
                double _e486 = l_mut_120_;
                double l_137_ = (_e486 * 0.00390625L);
                double _e489 = l_mut_121_;
                double l_138_ = (_e489 * 0.00390625L);
                uint l_139_ = (l_109_ - 1u);
                uint l_140_ = (6u + l_112_);
                uint l_420_ = asuint(info.Load(8+0));
                uint l_421_ = (l_420_ * 1u);
                bool l_422_ = (l_140_ < l_421_);
                uint l_423_ = (l_421_ - 1u);
                uint l_424_ = min(l_140_, l_423_);
                double l_425_ = buffer_2_global.Load<double>(l_424_*8);
                double l_141_ = (l_422_ ? l_425_ : 0.0L);
                l_mut_121_ = l_141_;
                uint l_142_ = (l_140_ + 1u);
                uint l_427_ = asuint(info.Load(8+0));
                uint l_428_ = (l_427_ * 1u);
                bool l_429_ = (l_142_ < l_428_);
                uint l_430_ = (l_428_ - 1u);
                uint l_431_ = min(l_142_, l_430_);
                double l_432_ = buffer_2_global.Load<double>(l_431_*8);
                double l_143_ = (l_429_ ? l_432_ : 0.0L);
                l_mut_120_ = l_143_;
                l_mut_144_ = 1u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e593 = l_mut_144_;
                        l_mut_144_ = (_e593 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e529 = l_mut_144_;
                    if ((_e529 < l_139_)) {
                    } else {
                        break;
                    }
                    {
                        double _e531 = l_mut_121_;
                        double l_145_ = (_e531 * l_137_);
                        double l_146_ = -(l_145_);
                        double _e534 = l_mut_121_;
                        double l_147_ = mad(_e534, l_137_, l_146_);
                        double _e536 = l_mut_121_;
                        double l_148_ = (_e536 * l_138_);
                        double _e538 = l_mut_120_;
                        double l_149_ = (_e538 * l_137_);
                        double l_150_ = (l_148_ + l_149_);
                        double l_151_ = (l_147_ + l_150_);
                        double l_152_ = (l_145_ + l_151_);
                        double l_153_ = (l_152_ - l_145_);
                        double l_154_ = (l_151_ - l_153_);
                        uint _e546 = l_mut_144_;
                        uint l_155_ = (2u * _e546);
                        uint l_156_ = (l_140_ + l_155_);
                        uint l_441_ = asuint(info.Load(8+0));
                        uint l_442_ = (l_441_ * 1u);
                        bool l_443_ = (l_156_ < l_442_);
                        uint l_444_ = (l_442_ - 1u);
                        uint l_445_ = min(l_156_, l_444_);
                        double l_446_ = buffer_2_global.Load<double>(l_445_*8);
                        double l_157_ = (l_443_ ? l_446_ : 0.0L);
                        uint l_158_ = (l_156_ + 1u);
                        uint l_448_ = asuint(info.Load(8+0));
                        uint l_449_ = (l_448_ * 1u);
                        bool l_450_ = (l_158_ < l_449_);
                        uint l_451_ = (l_449_ - 1u);
                        uint l_452_ = min(l_158_, l_451_);
                        double l_453_ = buffer_2_global.Load<double>(l_452_*8);
                        double l_159_ = (l_450_ ? l_453_ : 0.0L);
                        double l_160_ = (l_152_ + l_157_);
                        double l_161_ = (l_160_ - l_152_);
                        double l_162_ = (l_160_ - l_161_);
                        double l_163_ = (l_152_ - l_162_);
                        double l_164_ = (l_157_ - l_161_);
                        double l_165_ = (l_163_ + l_164_);
                        double l_166_ = (l_154_ + l_159_);
                        double l_167_ = (l_165_ + l_166_);
                        double l_168_ = (l_160_ + l_167_);
                        double l_169_ = (l_168_ - l_160_);
                        double l_170_ = (l_167_ - l_169_);
                        l_mut_121_ = l_168_;
                        l_mut_120_ = l_170_;
                    }
                }
                double _e595 = l_mut_121_;
                double l_171_ = (_e595 * l_137_);
                double l_172_ = -(l_171_);
                double _e598 = l_mut_121_;
                double l_173_ = mad(_e598, l_137_, l_172_);
                double _e600 = l_mut_121_;
                double l_174_ = (_e600 * l_138_);
                double _e602 = l_mut_120_;
                double l_175_ = (_e602 * l_137_);
                double l_176_ = (l_174_ + l_175_);
                double l_177_ = (l_173_ + l_176_);
                double l_178_ = (l_171_ + l_177_);
                double l_179_ = (l_178_ - l_171_);
                double l_180_ = (l_177_ - l_179_);
                double l_181_ = (l_178_ + 1.0L);
                double l_182_ = (l_181_ - l_178_);
                double l_183_ = (l_181_ - l_182_);
                double l_184_ = (l_178_ - l_183_);
                double l_185_ = (1.0L - l_182_);
                double l_186_ = (l_184_ + l_185_);
                double l_187_ = (l_186_ + l_180_);
                double l_188_ = (l_181_ + l_187_);
                double l_189_ = (l_188_ - l_181_);
                double l_190_ = (l_187_ - l_189_);
                double l_191_ = (l_188_ * l_137_);
                double l_192_ = -(l_191_);
                double l_193_ = mad(l_188_, l_137_, l_192_);
                double l_194_ = (l_188_ * l_138_);
                double l_195_ = (l_190_ * l_137_);
                double l_196_ = (l_194_ + l_195_);
                double l_197_ = (l_193_ + l_196_);
                double l_198_ = (l_191_ + l_197_);
                double l_199_ = (l_198_ - l_191_);
                double l_200_ = (l_197_ - l_199_);
                l_mut_121_ = l_198_;
                l_mut_120_ = l_200_;
                l_mut_201_ = 0u;
                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                bool loop_init_5 = true;
                while(true) {
                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                    if (!loop_init_5) {
                        uint _e672 = l_mut_201_;
                        l_mut_201_ = (_e672 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e633 = l_mut_201_;
                    if ((_e633 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e636 = l_mut_121_;
                        double l_202_ = (_e636 * 2.0L);
                        double _e639 = l_mut_120_;
                        double l_203_ = (_e639 * 2.0L);
                        double _e642 = l_mut_121_;
                        double _e643 = l_mut_121_;
                        double l_204_ = (_e642 * _e643);
                        double l_205_ = -(l_204_);
                        double _e646 = l_mut_121_;
                        double _e647 = l_mut_121_;
                        double l_206_ = mad(_e646, _e647, l_205_);
                        double _e649 = l_mut_121_;
                        double _e650 = l_mut_120_;
                        double l_207_ = (_e649 * _e650);
                        double _e652 = l_mut_120_;
                        double _e653 = l_mut_121_;
                        double l_208_ = (_e652 * _e653);
                        double l_209_ = (l_207_ + l_208_);
                        double l_210_ = (l_206_ + l_209_);
                        double l_211_ = (l_204_ + l_210_);
                        double l_212_ = (l_211_ - l_204_);
                        double l_213_ = (l_210_ - l_212_);
                        double l_214_ = (l_202_ + l_211_);
                        double l_215_ = (l_214_ - l_202_);
                        double l_216_ = (l_214_ - l_215_);
                        double l_217_ = (l_202_ - l_216_);
                        double l_218_ = (l_211_ - l_215_);
                        double l_219_ = (l_217_ + l_218_);
                        double l_220_ = (l_203_ + l_213_);
                        double l_221_ = (l_219_ + l_220_);
                        double l_222_ = (l_214_ + l_221_);
                        double l_223_ = (l_222_ - l_214_);
                        double l_224_ = (l_221_ - l_223_);
                        l_mut_121_ = l_222_;
                        l_mut_120_ = l_224_;
                    }
                }
                double _e674 = l_mut_121_;
                double l_225_ = (_e674 + 1.0L);
                double _e677 = l_mut_121_;
                double l_226_ = (l_225_ - _e677);
                double l_227_ = (l_225_ - l_226_);
                double _e680 = l_mut_121_;
                double l_228_ = (_e680 - l_227_);
                double l_229_ = (1.0L - l_226_);
                double l_230_ = (l_228_ + l_229_);
                double _e685 = l_mut_120_;
                double l_231_ = (l_230_ + _e685);
                double l_232_ = (l_225_ + l_231_);
                double l_233_ = (l_232_ - l_225_);
                double l_234_ = (l_231_ - l_233_);
                double l_235_ = abs(l_117_);
                uint l_236_ = naga_f2u32(l_235_);
                l_mut_237_ = l_236_;
                bool l_238_ = (l_117_ < 0.0L);
                double l_239_ = (l_238_ ? 0.5L : 2.0L);
                l_mut_121_ = l_239_;
                l_mut_120_ = 1.0L;
                l_mut_240_ = 0u;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e720 = l_mut_240_;
                        l_mut_240_ = (_e720 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e700 = l_mut_240_;
                    if ((_e700 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e703 = l_mut_237_;
                        uint l_241_ = (_e703 & 1u);
                        bool l_242_ = (l_241_ == 1u);
                        double _e708 = l_mut_120_;
                        double _e709 = l_mut_121_;
                        double l_243_ = (_e708 * _e709);
                        double _e711 = l_mut_120_;
                        double l_244_ = (l_242_ ? l_243_ : _e711);
                        l_mut_120_ = l_244_;
                        double _e713 = l_mut_121_;
                        double _e714 = l_mut_121_;
                        l_mut_121_ = (_e713 * _e714);
                        uint _e716 = l_mut_237_;
                        l_mut_237_ = (_e716 >> 1u);
                    }
                }
                double _e722 = l_mut_120_;
                double l_245_ = (l_232_ * _e722);
                double _e724 = l_mut_120_;
                double l_246_ = (l_234_ * _e724);
                double l_247_ = (l_5_ * l_245_);
                double l_248_ = -(l_247_);
                double l_249_ = mad(l_5_, l_245_, l_248_);
                double l_250_ = (l_5_ * l_246_);
                double l_251_ = (l_7_ * l_245_);
                double l_252_ = (l_250_ + l_251_);
                double l_253_ = (l_249_ + l_252_);
                double l_254_ = (l_247_ + l_253_);
                double l_255_ = (l_254_ - l_247_);
                double l_256_ = (l_253_ - l_255_);
                double l_257_ = (l_254_ + -1.0L);
                double l_258_ = (l_257_ - l_254_);
                double l_259_ = (l_257_ - l_258_);
                double l_260_ = (l_254_ - l_259_);
                double l_261_ = (-1.0L - l_258_);
                double l_262_ = (l_260_ + l_261_);
                double l_263_ = (l_262_ + l_256_);
                double l_264_ = (l_257_ + l_263_);
                double l_265_ = (l_264_ - l_257_);
                double l_266_ = (l_263_ - l_265_);
                double _e748 = l_mut_68_;
                double l_267_ = (_e748 + l_264_);
                double _e750 = l_mut_68_;
                double l_268_ = (l_267_ - _e750);
                double l_269_ = (l_267_ - l_268_);
                double _e753 = l_mut_68_;
                double l_270_ = (_e753 - l_269_);
                double l_271_ = (l_264_ - l_268_);
                double l_272_ = (l_270_ + l_271_);
                double _e757 = l_mut_103_;
                double l_273_ = (_e757 + l_266_);
                double _e759 = l_mut_103_;
                double l_274_ = (l_273_ - _e759);
                double l_275_ = (l_273_ - l_274_);
                double _e762 = l_mut_103_;
                double l_276_ = (_e762 - l_275_);
                double l_277_ = (l_266_ - l_274_);
                double l_278_ = (l_276_ + l_277_);
                double l_279_ = (l_272_ + l_273_);
                double l_280_ = (l_267_ + l_279_);
                double l_281_ = (l_280_ - l_267_);
                double l_282_ = (l_279_ - l_281_);
                double l_283_ = (l_278_ + l_282_);
                double l_284_ = (l_280_ + l_283_);
                double l_285_ = (l_284_ - l_280_);
                double l_286_ = (l_283_ - l_285_);
                l_mut_68_ = l_284_;
                l_mut_103_ = l_286_;
            }
        }
        uint l_379_ = asuint(info.Load(12+0));
        uint l_380_ = (l_379_ * 1u);
        bool l_381_ = (id < l_380_);
        if (l_381_) {
            double _e786 = l_mut_68_;
            buffer_3_global.Store(id*8, _e786);
        }
        uint l_287_ = (l_1_ + id);
        uint l_382_ = asuint(info.Load(12+0));
        uint l_383_ = (l_382_ * 1u);
        bool l_384_ = (l_287_ < l_383_);
        if (l_384_) {
            double _e797 = l_mut_103_;
            buffer_3_global.Store(l_287_*8, _e797);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
