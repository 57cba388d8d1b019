#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[8];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    double l_mut_103_ = 0.0;
    double l_mut_120_ = 0.0;
    double l_mut_121_ = 0.0;
    uint l_mut_237_ = 0u;
    double l_mut_68_ = 0.0;
    uint l_mut_69_ = 1u;
    uint l_mut_95_ = 1u;
    uint l_mut_104_ = 0u;
    uint l_mut_122_ = 0u;
    uint l_mut_144_ = 0u;
    uint l_mut_201_ = 0u;
    uint l_mut_240_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_289_ = _group_0_binding_4_cs.static_meta[2];
        uint l_290_ = (l_289_ * 1u);
        bool l_291_ = (0u < l_290_);
        uint l_292_ = (l_290_ - 1u);
        uint l_293_ = min(0u, l_292_);
        double l_294_ = _group_0_binding_2_cs[l_293_];
        double l_3_ = (l_291_ ? l_294_ : 0.0LF);
        uint l_296_ = _group_0_binding_4_cs.static_meta[2];
        uint l_297_ = (l_296_ * 1u);
        bool l_298_ = (1u < l_297_);
        uint l_299_ = (l_297_ - 1u);
        uint l_300_ = min(1u, l_299_);
        double l_301_ = _group_0_binding_2_cs[l_300_];
        double l_4_ = (l_298_ ? l_301_ : 0.0LF);
        uint l_303_ = _group_0_binding_4_cs.static_meta[0];
        uint l_304_ = (l_303_ * 1u);
        bool l_305_ = (id < l_304_);
        uint l_306_ = (l_304_ - 1u);
        uint l_307_ = min(id, l_306_);
        double l_308_ = _group_0_binding_0_cs[l_307_];
        double l_5_ = (l_305_ ? l_308_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_310_ = _group_0_binding_4_cs.static_meta[0];
        uint l_311_ = (l_310_ * 1u);
        bool l_312_ = (l_6_ < l_311_);
        uint l_313_ = (l_311_ - 1u);
        uint l_314_ = min(l_6_, l_313_);
        double l_315_ = _group_0_binding_0_cs[l_314_];
        double l_7_ = (l_312_ ? l_315_ : 0.0LF);
        uint l_317_ = _group_0_binding_4_cs.static_meta[1];
        uint l_318_ = (l_317_ * 1u);
        bool l_319_ = (id < l_318_);
        uint l_320_ = (l_318_ - 1u);
        uint l_321_ = min(id, l_320_);
        double l_322_ = _group_0_binding_1_cs[l_321_];
        double l_8_ = (l_319_ ? l_322_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_324_ = _group_0_binding_4_cs.static_meta[1];
        uint l_325_ = (l_324_ * 1u);
        bool l_326_ = (l_9_ < l_325_);
        uint l_327_ = (l_325_ - 1u);
        uint l_328_ = min(l_9_, l_327_);
        double l_329_ = _group_0_binding_1_cs[l_328_];
        double l_10_ = (l_326_ ? l_329_ : 0.0LF);
        uint l_331_ = _group_0_binding_4_cs.static_meta[2];
        uint l_332_ = (l_331_ * 1u);
        bool l_333_ = (4u < l_332_);
        uint l_334_ = (l_332_ - 1u);
        uint l_335_ = min(4u, l_334_);
        double l_336_ = _group_0_binding_2_cs[l_335_];
        double l_12_ = (l_333_ ? l_336_ : 0.0LF);
        uint l_13_ = uint(l_12_);
        uint l_338_ = _group_0_binding_4_cs.static_meta[2];
        uint l_339_ = (l_338_ * 1u);
        bool l_340_ = (2u < l_339_);
        uint l_341_ = (l_339_ - 1u);
        uint l_342_ = min(2u, l_341_);
        double l_343_ = _group_0_binding_2_cs[l_342_];
        double l_15_ = (l_340_ ? l_343_ : 0.0LF);
        uint l_16_ = uint(l_15_);
        uint l_345_ = _group_0_binding_4_cs.static_meta[2];
        uint l_346_ = (l_345_ * 1u);
        bool l_347_ = (3u < l_346_);
        uint l_348_ = (l_346_ - 1u);
        uint l_349_ = min(3u, l_348_);
        double l_350_ = _group_0_binding_2_cs[l_349_];
        double l_18_ = (l_347_ ? l_350_ : 0.0LF);
        uint l_19_ = uint(l_18_);
        uint l_21_ = (6u + l_19_);
        uint l_22_ = (l_16_ - 1u);
        uint l_23_ = (2u * l_22_);
        uint l_24_ = (l_21_ + l_23_);
        float l_25_ = float(l_5_);
        uint l_26_ = floatBitsToUint(l_25_);
        uint l_27_ = (l_26_ & 8388607u);
        bool l_28_ = (l_27_ >= 3474675u);
        int l_29_ = int(l_28_);
        uint l_30_ = (l_26_ >> 23u);
        int l_31_ = int(l_30_);
        int l_32_ = (l_31_ - 127);
        int l_33_ = (l_32_ + l_29_);
        int l_34_ = (l_33_ / 2);
        int l_35_ = (127 - l_34_);
        uint l_36_ = uint(l_35_);
        uint l_37_ = (l_36_ << 23u);
        float l_38_ = uintBitsToFloat(l_37_);
        int l_39_ = (l_33_ - l_34_);
        int l_40_ = (127 - l_39_);
        uint l_41_ = uint(l_40_);
        uint l_42_ = (l_41_ << 23u);
        float l_43_ = uintBitsToFloat(l_42_);
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
        double l_57_ = fma(l_54_, l_50_, l_56_);
        double l_58_ = (l_48_ - l_55_);
        double l_59_ = (l_58_ - l_57_);
        double l_60_ = (l_54_ * l_52_);
        double l_61_ = (l_59_ - l_60_);
        double l_62_ = (l_61_ * l_53_);
        double l_63_ = (l_54_ * l_54_);
        uint l_352_ = _group_0_binding_4_cs.static_meta[2];
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (5u < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(5u, l_355_);
        double l_357_ = _group_0_binding_2_cs[l_356_];
        double l_65_ = (l_354_ ? l_357_ : 0.0LF);
        uint l_66_ = uint(l_65_);
        uint l_359_ = _group_0_binding_4_cs.static_meta[2];
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (l_24_ < l_360_);
        uint l_362_ = (l_360_ - 1u);
        uint l_363_ = min(l_24_, l_362_);
        double l_364_ = _group_0_binding_2_cs[l_363_];
        double l_67_ = (l_361_ ? l_364_ : 0.0LF);
        l_mut_68_ = l_67_;
        bool loop_init = true;
        while(true) {
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
                uint l_386_ = _group_0_binding_4_cs.static_meta[2];
                uint l_387_ = (l_386_ * 1u);
                bool l_388_ = (l_71_ < l_387_);
                uint l_389_ = (l_387_ - 1u);
                uint l_390_ = min(l_71_, l_389_);
                double l_391_ = _group_0_binding_2_cs[l_390_];
                double l_72_ = (l_388_ ? l_391_ : 0.0LF);
                double l_73_ = (l_70_ + l_72_);
                l_mut_68_ = l_73_;
            }
        }
        double l_74_ = (l_54_ + l_54_);
        double l_75_ = (l_54_ * l_63_);
        double _e300 = l_mut_68_;
        double l_76_ = (l_75_ * _e300);
        double l_77_ = (l_62_ + l_76_);
        double l_78_ = (2.0LF * l_77_);
        double l_79_ = (l_74_ + l_78_);
        double l_80_ = (l_79_ - l_74_);
        double l_81_ = (l_78_ - l_80_);
        uint l_366_ = _group_0_binding_4_cs.static_meta[2];
        uint l_367_ = (l_366_ * 1u);
        bool l_368_ = (3u < l_367_);
        uint l_369_ = (l_367_ - 1u);
        uint l_370_ = min(3u, l_369_);
        double l_371_ = _group_0_binding_2_cs[l_370_];
        double l_83_ = (l_368_ ? l_371_ : 0.0LF);
        uint l_84_ = uint(l_83_);
        double l_86_ = double(l_33_);
        uint l_373_ = _group_0_binding_4_cs.static_meta[2];
        uint l_374_ = (l_373_ * 1u);
        bool l_375_ = (6u < l_374_);
        uint l_376_ = (l_374_ - 1u);
        uint l_377_ = min(6u, l_376_);
        double l_378_ = _group_0_binding_2_cs[l_377_];
        double l_87_ = (l_375_ ? l_378_ : 0.0LF);
        double l_88_ = (l_86_ * l_87_);
        double l_89_ = (l_88_ + l_79_);
        double l_90_ = (l_89_ - l_88_);
        double l_91_ = (l_89_ - l_90_);
        double l_92_ = (l_88_ - l_91_);
        double l_93_ = (l_79_ - l_90_);
        double l_94_ = (l_92_ + l_93_);
        l_mut_68_ = l_81_;
        bool loop_init_1 = true;
        while(true) {
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
                uint l_393_ = _group_0_binding_4_cs.static_meta[2];
                uint l_394_ = (l_393_ * 1u);
                bool l_395_ = (l_96_ < l_394_);
                uint l_396_ = (l_394_ - 1u);
                uint l_397_ = min(l_96_, l_396_);
                double l_398_ = _group_0_binding_2_cs[l_397_];
                double l_97_ = (l_395_ ? l_398_ : 0.0LF);
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
        bool loop_init_2 = true;
        while(true) {
            if (!loop_init_2) {
                uint _e770 = l_mut_104_;
                l_mut_104_ = (_e770 + 1u);
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
                uint l_400_ = _group_0_binding_4_cs.static_meta[2];
                uint l_401_ = (l_400_ * 1u);
                bool l_402_ = (2u < l_401_);
                uint l_403_ = (l_401_ - 1u);
                uint l_404_ = min(2u, l_403_);
                double l_405_ = _group_0_binding_2_cs[l_404_];
                double l_108_ = (l_402_ ? l_405_ : 0.0LF);
                uint l_109_ = uint(l_108_);
                uint l_407_ = _group_0_binding_4_cs.static_meta[2];
                uint l_408_ = (l_407_ * 1u);
                bool l_409_ = (3u < l_408_);
                uint l_410_ = (l_408_ - 1u);
                uint l_411_ = min(3u, l_410_);
                double l_412_ = _group_0_binding_2_cs[l_411_];
                double l_111_ = (l_409_ ? l_412_ : 0.0LF);
                uint l_112_ = uint(l_111_);
                uint l_414_ = _group_0_binding_4_cs.static_meta[2];
                uint l_415_ = (l_414_ * 1u);
                bool l_416_ = (6u < l_415_);
                uint l_417_ = (l_415_ - 1u);
                uint l_418_ = min(6u, l_417_);
                double l_419_ = _group_0_binding_2_cs[l_418_];
                double l_114_ = (l_416_ ? l_419_ : 0.0LF);
                double l_115_ = (l_105_ / l_114_);
                double l_116_ = (l_115_ + 0.5LF);
                double l_117_ = floor(l_116_);
                double l_119_ = (l_117_ * 1.0LF);
                l_mut_120_ = l_105_;
                l_mut_121_ = l_106_;
                l_mut_122_ = 0u;
                bool loop_init_3 = true;
                while(true) {
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
                        uint l_435_ = _group_0_binding_4_cs.static_meta[2];
                        uint l_436_ = (l_435_ * 1u);
                        bool l_437_ = (l_123_ < l_436_);
                        uint l_438_ = (l_436_ - 1u);
                        uint l_439_ = min(l_123_, l_438_);
                        double l_440_ = _group_0_binding_2_cs[l_439_];
                        double l_124_ = (l_437_ ? l_440_ : 0.0LF);
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
                double l_137_ = (_e486 * 0.00390625LF);
                double _e489 = l_mut_121_;
                double l_138_ = (_e489 * 0.00390625LF);
                uint l_139_ = (l_109_ - 1u);
                uint l_140_ = (6u + l_112_);
                uint l_421_ = _group_0_binding_4_cs.static_meta[2];
                uint l_422_ = (l_421_ * 1u);
                bool l_423_ = (l_140_ < l_422_);
                uint l_424_ = (l_422_ - 1u);
                uint l_425_ = min(l_140_, l_424_);
                double l_426_ = _group_0_binding_2_cs[l_425_];
                double l_141_ = (l_423_ ? l_426_ : 0.0LF);
                l_mut_121_ = l_141_;
                uint l_142_ = (l_140_ + 1u);
                uint l_428_ = _group_0_binding_4_cs.static_meta[2];
                uint l_429_ = (l_428_ * 1u);
                bool l_430_ = (l_142_ < l_429_);
                uint l_431_ = (l_429_ - 1u);
                uint l_432_ = min(l_142_, l_431_);
                double l_433_ = _group_0_binding_2_cs[l_432_];
                double l_143_ = (l_430_ ? l_433_ : 0.0LF);
                l_mut_120_ = l_143_;
                l_mut_144_ = 1u;
                bool loop_init_4 = true;
                while(true) {
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
                        double l_147_ = fma(_e534, l_137_, l_146_);
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
                        uint l_442_ = _group_0_binding_4_cs.static_meta[2];
                        uint l_443_ = (l_442_ * 1u);
                        bool l_444_ = (l_156_ < l_443_);
                        uint l_445_ = (l_443_ - 1u);
                        uint l_446_ = min(l_156_, l_445_);
                        double l_447_ = _group_0_binding_2_cs[l_446_];
                        double l_157_ = (l_444_ ? l_447_ : 0.0LF);
                        uint l_158_ = (l_156_ + 1u);
                        uint l_449_ = _group_0_binding_4_cs.static_meta[2];
                        uint l_450_ = (l_449_ * 1u);
                        bool l_451_ = (l_158_ < l_450_);
                        uint l_452_ = (l_450_ - 1u);
                        uint l_453_ = min(l_158_, l_452_);
                        double l_454_ = _group_0_binding_2_cs[l_453_];
                        double l_159_ = (l_451_ ? l_454_ : 0.0LF);
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
                double l_173_ = fma(_e598, l_137_, l_172_);
                double _e600 = l_mut_121_;
                double l_174_ = (_e600 * l_138_);
                double _e602 = l_mut_120_;
                double l_175_ = (_e602 * l_137_);
                double l_176_ = (l_174_ + l_175_);
                double l_177_ = (l_173_ + l_176_);
                double l_178_ = (l_171_ + l_177_);
                double l_179_ = (l_178_ - l_171_);
                double l_180_ = (l_177_ - l_179_);
                double l_181_ = (l_178_ + l_4_);
                double l_182_ = (l_181_ - l_178_);
                double l_183_ = (l_181_ - l_182_);
                double l_184_ = (l_178_ - l_183_);
                double l_185_ = (l_4_ - l_182_);
                double l_186_ = (l_184_ + l_185_);
                double l_187_ = (l_186_ + l_180_);
                double l_188_ = (l_181_ + l_187_);
                double l_189_ = (l_188_ - l_181_);
                double l_190_ = (l_187_ - l_189_);
                double l_191_ = (l_188_ * l_137_);
                double l_192_ = -(l_191_);
                double l_193_ = fma(l_188_, l_137_, l_192_);
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
                bool loop_init_5 = true;
                while(true) {
                    if (!loop_init_5) {
                        uint _e670 = l_mut_201_;
                        l_mut_201_ = (_e670 + 1u);
                    }
                    loop_init_5 = false;
                    uint _e631 = l_mut_201_;
                    if ((_e631 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        double _e634 = l_mut_121_;
                        double l_202_ = (_e634 * 2.0LF);
                        double _e637 = l_mut_120_;
                        double l_203_ = (_e637 * 2.0LF);
                        double _e640 = l_mut_121_;
                        double _e641 = l_mut_121_;
                        double l_204_ = (_e640 * _e641);
                        double l_205_ = -(l_204_);
                        double _e644 = l_mut_121_;
                        double _e645 = l_mut_121_;
                        double l_206_ = fma(_e644, _e645, l_205_);
                        double _e647 = l_mut_121_;
                        double _e648 = l_mut_120_;
                        double l_207_ = (_e647 * _e648);
                        double _e650 = l_mut_120_;
                        double _e651 = l_mut_121_;
                        double l_208_ = (_e650 * _e651);
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
                double _e672 = l_mut_121_;
                double l_225_ = (_e672 + l_4_);
                double _e674 = l_mut_121_;
                double l_226_ = (l_225_ - _e674);
                double l_227_ = (l_225_ - l_226_);
                double _e677 = l_mut_121_;
                double l_228_ = (_e677 - l_227_);
                double l_229_ = (l_4_ - l_226_);
                double l_230_ = (l_228_ + l_229_);
                double _e681 = l_mut_120_;
                double l_231_ = (l_230_ + _e681);
                double l_232_ = (l_225_ + l_231_);
                double l_233_ = (l_232_ - l_225_);
                double l_234_ = (l_231_ - l_233_);
                double l_235_ = abs(l_117_);
                uint l_236_ = uint(l_235_);
                l_mut_237_ = l_236_;
                bool l_238_ = (l_117_ < 0.0LF);
                double l_239_ = (l_238_ ? 0.5LF : 2.0LF);
                l_mut_121_ = l_239_;
                l_mut_120_ = 1.0LF;
                l_mut_240_ = 0u;
                bool loop_init_6 = true;
                while(true) {
                    if (!loop_init_6) {
                        uint _e716 = l_mut_240_;
                        l_mut_240_ = (_e716 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e696 = l_mut_240_;
                    if ((_e696 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e699 = l_mut_237_;
                        uint l_241_ = (_e699 & 1u);
                        bool l_242_ = (l_241_ == 1u);
                        double _e704 = l_mut_120_;
                        double _e705 = l_mut_121_;
                        double l_243_ = (_e704 * _e705);
                        double _e707 = l_mut_120_;
                        double l_244_ = (l_242_ ? l_243_ : _e707);
                        l_mut_120_ = l_244_;
                        double _e709 = l_mut_121_;
                        double _e710 = l_mut_121_;
                        l_mut_121_ = (_e709 * _e710);
                        uint _e712 = l_mut_237_;
                        l_mut_237_ = (_e712 >> 1u);
                    }
                }
                double _e718 = l_mut_120_;
                double l_245_ = (l_232_ * _e718);
                double _e720 = l_mut_120_;
                double l_246_ = (l_234_ * _e720);
                double l_247_ = (l_5_ * l_245_);
                double l_248_ = -(l_247_);
                double l_249_ = fma(l_5_, l_245_, l_248_);
                double l_250_ = (l_5_ * l_246_);
                double l_251_ = (l_7_ * l_245_);
                double l_252_ = (l_250_ + l_251_);
                double l_253_ = (l_249_ + l_252_);
                double l_254_ = (l_247_ + l_253_);
                double l_255_ = (l_254_ - l_247_);
                double l_256_ = (l_253_ - l_255_);
                double l_257_ = -(l_4_);
                double l_258_ = (l_254_ + l_257_);
                double l_259_ = (l_258_ - l_254_);
                double l_260_ = (l_258_ - l_259_);
                double l_261_ = (l_254_ - l_260_);
                double l_262_ = (l_257_ - l_259_);
                double l_263_ = (l_261_ + l_262_);
                double l_264_ = (l_263_ + l_256_);
                double l_265_ = (l_258_ + l_264_);
                double l_266_ = (l_265_ - l_258_);
                double l_267_ = (l_264_ - l_266_);
                double _e743 = l_mut_68_;
                double l_268_ = (_e743 + l_265_);
                double _e745 = l_mut_68_;
                double l_269_ = (l_268_ - _e745);
                double l_270_ = (l_268_ - l_269_);
                double _e748 = l_mut_68_;
                double l_271_ = (_e748 - l_270_);
                double l_272_ = (l_265_ - l_269_);
                double l_273_ = (l_271_ + l_272_);
                double _e752 = l_mut_103_;
                double l_274_ = (_e752 + l_267_);
                double _e754 = l_mut_103_;
                double l_275_ = (l_274_ - _e754);
                double l_276_ = (l_274_ - l_275_);
                double _e757 = l_mut_103_;
                double l_277_ = (_e757 - l_276_);
                double l_278_ = (l_267_ - l_275_);
                double l_279_ = (l_277_ + l_278_);
                double l_280_ = (l_273_ + l_274_);
                double l_281_ = (l_268_ + l_280_);
                double l_282_ = (l_281_ - l_268_);
                double l_283_ = (l_280_ - l_282_);
                double l_284_ = (l_279_ + l_283_);
                double l_285_ = (l_281_ + l_284_);
                double l_286_ = (l_285_ - l_281_);
                double l_287_ = (l_284_ - l_286_);
                l_mut_68_ = l_285_;
                l_mut_103_ = l_287_;
            }
        }
        uint l_380_ = _group_0_binding_4_cs.static_meta[3];
        uint l_381_ = (l_380_ * 1u);
        bool l_382_ = (id < l_381_);
        if (l_382_) {
            double _e781 = l_mut_68_;
            _group_0_binding_3_cs[id] = _e781;
        }
        uint l_288_ = (l_1_ + id);
        uint l_383_ = _group_0_binding_4_cs.static_meta[3];
        uint l_384_ = (l_383_ * 1u);
        bool l_385_ = (l_288_ < l_384_);
        if (l_385_) {
            double _e792 = l_mut_103_;
            _group_0_binding_3_cs[l_288_] = _e792;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
