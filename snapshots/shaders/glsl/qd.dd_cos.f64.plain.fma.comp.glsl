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
    int l_mut_259_ = 0;
    double l_mut_29_ = 0.0;
    double l_mut_30_ = 0.0;
    double l_mut_54_ = 0.0;
    double l_mut_55_ = 0.0;
    uint l_mut_31_ = 0u;
    uint l_mut_56_ = 0u;
    uint l_mut_90_ = 1u;
    uint l_mut_130_ = 1u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_272_ = _group_0_binding_4_cs.static_meta[2];
        uint l_273_ = (l_272_ * 1u);
        bool l_274_ = (0u < l_273_);
        uint l_275_ = (l_273_ - 1u);
        uint l_276_ = min(0u, l_275_);
        double l_277_ = _group_0_binding_2_cs[l_276_];
        double l_3_ = (l_274_ ? l_277_ : 0.0LF);
        uint l_279_ = _group_0_binding_4_cs.static_meta[2];
        uint l_280_ = (l_279_ * 1u);
        bool l_281_ = (1u < l_280_);
        uint l_282_ = (l_280_ - 1u);
        uint l_283_ = min(1u, l_282_);
        double l_284_ = _group_0_binding_2_cs[l_283_];
        double l_4_ = (l_281_ ? l_284_ : 0.0LF);
        uint l_286_ = _group_0_binding_4_cs.static_meta[0];
        uint l_287_ = (l_286_ * 1u);
        bool l_288_ = (id < l_287_);
        uint l_289_ = (l_287_ - 1u);
        uint l_290_ = min(id, l_289_);
        double l_291_ = _group_0_binding_0_cs[l_290_];
        double l_5_ = (l_288_ ? l_291_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_293_ = _group_0_binding_4_cs.static_meta[0];
        uint l_294_ = (l_293_ * 1u);
        bool l_295_ = (l_6_ < l_294_);
        uint l_296_ = (l_294_ - 1u);
        uint l_297_ = min(l_6_, l_296_);
        double l_298_ = _group_0_binding_0_cs[l_297_];
        double l_7_ = (l_295_ ? l_298_ : 0.0LF);
        uint l_300_ = _group_0_binding_4_cs.static_meta[1];
        uint l_301_ = (l_300_ * 1u);
        bool l_302_ = (id < l_301_);
        uint l_303_ = (l_301_ - 1u);
        uint l_304_ = min(id, l_303_);
        double l_305_ = _group_0_binding_1_cs[l_304_];
        double l_8_ = (l_302_ ? l_305_ : 0.0LF);
        uint l_9_ = (l_1_ + id);
        uint l_307_ = _group_0_binding_4_cs.static_meta[1];
        uint l_308_ = (l_307_ * 1u);
        bool l_309_ = (l_9_ < l_308_);
        uint l_310_ = (l_308_ - 1u);
        uint l_311_ = min(l_9_, l_310_);
        double l_312_ = _group_0_binding_1_cs[l_311_];
        double l_10_ = (l_309_ ? l_312_ : 0.0LF);
        uint l_314_ = _group_0_binding_4_cs.static_meta[2];
        uint l_315_ = (l_314_ * 1u);
        bool l_316_ = (2u < l_315_);
        uint l_317_ = (l_315_ - 1u);
        uint l_318_ = min(2u, l_317_);
        double l_319_ = _group_0_binding_2_cs[l_318_];
        double l_12_ = (l_316_ ? l_319_ : 0.0LF);
        uint l_13_ = uint(l_12_);
        uint l_14_ = (l_13_ + 1u);
        uint l_321_ = _group_0_binding_4_cs.static_meta[2];
        uint l_322_ = (l_321_ * 1u);
        bool l_323_ = (3u < l_322_);
        uint l_324_ = (l_322_ - 1u);
        uint l_325_ = min(3u, l_324_);
        double l_326_ = _group_0_binding_2_cs[l_325_];
        double l_16_ = (l_323_ ? l_326_ : 0.0LF);
        uint l_17_ = uint(l_16_);
        uint l_328_ = _group_0_binding_4_cs.static_meta[2];
        uint l_329_ = (l_328_ * 1u);
        bool l_330_ = (4u < l_329_);
        uint l_331_ = (l_329_ - 1u);
        uint l_332_ = min(4u, l_331_);
        double l_333_ = _group_0_binding_2_cs[l_332_];
        double l_19_ = (l_330_ ? l_333_ : 0.0LF);
        uint l_21_ = (4u + 1u);
        uint l_335_ = _group_0_binding_4_cs.static_meta[2];
        uint l_336_ = (l_335_ * 1u);
        bool l_337_ = (l_21_ < l_336_);
        uint l_338_ = (l_336_ - 1u);
        uint l_339_ = min(l_21_, l_338_);
        double l_340_ = _group_0_binding_2_cs[l_339_];
        double l_22_ = (l_337_ ? l_340_ : 0.0LF);
        double l_23_ = (l_19_ + l_22_);
        double l_24_ = (l_5_ / l_23_);
        double l_25_ = (l_24_ + 0.5LF);
        double l_26_ = floor(l_25_);
        double l_28_ = (l_26_ * 1.0LF);
        l_mut_29_ = l_5_;
        l_mut_30_ = l_7_;
        bool loop_init = true;
        while(true) {
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
                uint l_404_ = _group_0_binding_4_cs.static_meta[2];
                uint l_405_ = (l_404_ * 1u);
                bool l_406_ = (l_32_ < l_405_);
                uint l_407_ = (l_405_ - 1u);
                uint l_408_ = min(l_32_, l_407_);
                double l_409_ = _group_0_binding_2_cs[l_408_];
                double l_33_ = (l_406_ ? l_409_ : 0.0LF);
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
        double l_46_ = (l_23_ * 0.001953125LF);
        double _e253 = l_mut_29_;
        double l_47_ = (_e253 / l_46_);
        double l_48_ = (l_47_ + 0.5LF);
        double l_49_ = floor(l_48_);
        double l_51_ = clamp(l_49_, -256.0LF, 256.0LF);
        double l_53_ = (l_51_ * 0.001953125LF);
        double _e264 = l_mut_29_;
        l_mut_54_ = _e264;
        double _e265 = l_mut_30_;
        l_mut_55_ = _e265;
        bool loop_init_1 = true;
        while(true) {
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
                uint l_411_ = _group_0_binding_4_cs.static_meta[2];
                uint l_412_ = (l_411_ * 1u);
                bool l_413_ = (l_57_ < l_412_);
                uint l_414_ = (l_412_ - 1u);
                uint l_415_ = min(l_57_, l_414_);
                double l_416_ = _group_0_binding_2_cs[l_415_];
                double l_58_ = (l_413_ ? l_416_ : 0.0LF);
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
        double l_73_ = fma(_e310, _e311, l_72_);
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
        uint l_342_ = _group_0_binding_4_cs.static_meta[2];
        uint l_343_ = (l_342_ * 1u);
        bool l_344_ = (l_82_ < l_343_);
        uint l_345_ = (l_343_ - 1u);
        uint l_346_ = min(l_82_, l_345_);
        double l_347_ = _group_0_binding_2_cs[l_346_];
        double l_87_ = (l_344_ ? l_347_ : 0.0LF);
        l_mut_30_ = l_87_;
        uint l_88_ = (l_82_ + 1u);
        uint l_349_ = _group_0_binding_4_cs.static_meta[2];
        uint l_350_ = (l_349_ * 1u);
        bool l_351_ = (l_88_ < l_350_);
        uint l_352_ = (l_350_ - 1u);
        uint l_353_ = min(l_88_, l_352_);
        double l_354_ = _group_0_binding_2_cs[l_353_];
        double l_89_ = (l_351_ ? l_354_ : 0.0LF);
        l_mut_29_ = l_89_;
        bool loop_init_2 = true;
        while(true) {
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
                double l_93_ = fma(_e371, l_78_, l_92_);
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
                uint l_418_ = _group_0_binding_4_cs.static_meta[2];
                uint l_419_ = (l_418_ * 1u);
                bool l_420_ = (l_102_ < l_419_);
                uint l_421_ = (l_419_ - 1u);
                uint l_422_ = min(l_102_, l_421_);
                double l_423_ = _group_0_binding_2_cs[l_422_];
                double l_103_ = (l_420_ ? l_423_ : 0.0LF);
                uint l_104_ = (l_102_ + 1u);
                uint l_425_ = _group_0_binding_4_cs.static_meta[2];
                uint l_426_ = (l_425_ * 1u);
                bool l_427_ = (l_104_ < l_426_);
                uint l_428_ = (l_426_ - 1u);
                uint l_429_ = min(l_104_, l_428_);
                double l_430_ = _group_0_binding_2_cs[l_429_];
                double l_105_ = (l_427_ ? l_430_ : 0.0LF);
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
        double l_119_ = fma(_e436, _e437, l_118_);
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
        uint l_356_ = _group_0_binding_4_cs.static_meta[2];
        uint l_357_ = (l_356_ * 1u);
        bool l_358_ = (l_84_ < l_357_);
        uint l_359_ = (l_357_ - 1u);
        uint l_360_ = min(l_84_, l_359_);
        double l_361_ = _group_0_binding_2_cs[l_360_];
        double l_127_ = (l_358_ ? l_361_ : 0.0LF);
        l_mut_55_ = l_127_;
        uint l_128_ = (l_84_ + 1u);
        uint l_363_ = _group_0_binding_4_cs.static_meta[2];
        uint l_364_ = (l_363_ * 1u);
        bool l_365_ = (l_128_ < l_364_);
        uint l_366_ = (l_364_ - 1u);
        uint l_367_ = min(l_128_, l_366_);
        double l_368_ = _group_0_binding_2_cs[l_367_];
        double l_129_ = (l_365_ ? l_368_ : 0.0LF);
        l_mut_54_ = l_129_;
        bool loop_init_3 = true;
        while(true) {
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
                double l_133_ = fma(_e489, l_78_, l_132_);
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
                uint l_432_ = _group_0_binding_4_cs.static_meta[2];
                uint l_433_ = (l_432_ * 1u);
                bool l_434_ = (l_142_ < l_433_);
                uint l_435_ = (l_433_ - 1u);
                uint l_436_ = min(l_142_, l_435_);
                double l_437_ = _group_0_binding_2_cs[l_436_];
                double l_143_ = (l_434_ ? l_437_ : 0.0LF);
                uint l_144_ = (l_142_ + 1u);
                uint l_439_ = _group_0_binding_4_cs.static_meta[2];
                uint l_440_ = (l_439_ * 1u);
                bool l_441_ = (l_144_ < l_440_);
                uint l_442_ = (l_440_ - 1u);
                uint l_443_ = min(l_144_, l_442_);
                double l_444_ = _group_0_binding_2_cs[l_443_];
                double l_145_ = (l_441_ ? l_444_ : 0.0LF);
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
        uint l_158_ = uint(l_157_);
        bool l_159_ = (l_51_ < 0.0LF);
        double l_161_ = (l_159_ ? -1.0LF : 1.0LF);
        uint l_162_ = (4u * l_158_);
        uint l_163_ = (l_86_ + l_162_);
        uint l_370_ = _group_0_binding_4_cs.static_meta[2];
        uint l_371_ = (l_370_ * 1u);
        bool l_372_ = (l_163_ < l_371_);
        uint l_373_ = (l_371_ - 1u);
        uint l_374_ = min(l_163_, l_373_);
        double l_375_ = _group_0_binding_2_cs[l_374_];
        double l_164_ = (l_372_ ? l_375_ : 0.0LF);
        uint l_165_ = (l_163_ + 1u);
        uint l_377_ = _group_0_binding_4_cs.static_meta[2];
        uint l_378_ = (l_377_ * 1u);
        bool l_379_ = (l_165_ < l_378_);
        uint l_380_ = (l_378_ - 1u);
        uint l_381_ = min(l_165_, l_380_);
        double l_382_ = _group_0_binding_2_cs[l_381_];
        double l_166_ = (l_379_ ? l_382_ : 0.0LF);
        double l_167_ = (l_164_ * l_161_);
        double l_168_ = (l_166_ * l_161_);
        uint l_169_ = (4u * l_158_);
        uint l_170_ = (l_86_ + l_169_);
        uint l_171_ = (l_170_ + 2u);
        uint l_384_ = _group_0_binding_4_cs.static_meta[2];
        uint l_385_ = (l_384_ * 1u);
        bool l_386_ = (l_171_ < l_385_);
        uint l_387_ = (l_385_ - 1u);
        uint l_388_ = min(l_171_, l_387_);
        double l_389_ = _group_0_binding_2_cs[l_388_];
        double l_172_ = (l_386_ ? l_389_ : 0.0LF);
        uint l_173_ = (l_171_ + 1u);
        uint l_391_ = _group_0_binding_4_cs.static_meta[2];
        uint l_392_ = (l_391_ * 1u);
        bool l_393_ = (l_173_ < l_392_);
        uint l_394_ = (l_392_ - 1u);
        uint l_395_ = min(l_173_, l_394_);
        double l_396_ = _group_0_binding_2_cs[l_395_];
        double l_174_ = (l_393_ ? l_396_ : 0.0LF);
        double _e631 = l_mut_55_;
        double l_175_ = (l_167_ * _e631);
        double l_176_ = -(l_175_);
        double _e634 = l_mut_55_;
        double l_177_ = fma(l_167_, _e634, l_176_);
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
        double l_187_ = fma(l_172_, l_124_, l_186_);
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
        double l_217_ = fma(l_172_, _e678, l_216_);
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
        double l_227_ = fma(l_167_, l_124_, l_226_);
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
        int l_257_ = int(l_26_);
        int l_258_ = (l_257_ & 3);
        l_mut_259_ = l_258_;
        int _e724 = l_mut_259_;
        int l_260_ = (_e724 + 1);
        int l_261_ = (l_260_ & 3);
        l_mut_259_ = l_261_;
        int _e729 = l_mut_259_;
        int l_262_ = (_e729 & 1);
        bool l_263_ = (l_262_ == 1);
        int _e734 = l_mut_259_;
        bool l_264_ = (_e734 >= 2);
        double l_266_ = (l_264_ ? -1.0LF : 1.0LF);
        double l_267_ = (l_263_ ? l_254_ : l_212_);
        double l_268_ = (l_267_ * l_266_);
        double l_269_ = (l_263_ ? l_256_ : l_214_);
        double l_270_ = (l_269_ * l_266_);
        uint l_398_ = _group_0_binding_4_cs.static_meta[3];
        uint l_399_ = (l_398_ * 1u);
        bool l_400_ = (id < l_399_);
        if (l_400_) {
            _group_0_binding_3_cs[id] = l_268_;
        }
        uint l_271_ = (l_1_ + id);
        uint l_401_ = _group_0_binding_4_cs.static_meta[3];
        uint l_402_ = (l_401_ * 1u);
        bool l_403_ = (l_271_ < l_402_);
        if (l_403_) {
            _group_0_binding_3_cs[l_271_] = l_270_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
