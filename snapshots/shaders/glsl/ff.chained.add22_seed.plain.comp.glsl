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

layout(std430) buffer type_1_block_0Compute { float _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { float _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { float _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { float _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    float l_mut_101_ = 0.0;
    float l_mut_108_ = 0.0;
    float l_mut_114_ = 0.0;
    float l_mut_11_ = 0.0;
    float l_mut_12_ = 0.0;
    float l_mut_14_ = 0.0;
    float l_mut_16_ = 0.0;
    float l_mut_187_ = 0.0;
    float l_mut_18_ = 0.0;
    float l_mut_193_ = 0.0;
    float l_mut_19_ = 0.0;
    float l_mut_21_ = 0.0;
    float l_mut_22_ = 0.0;
    float l_mut_24_ = 0.0;
    float l_mut_25_ = 0.0;
    float l_mut_266_ = 0.0;
    float l_mut_272_ = 0.0;
    float l_mut_30_ = 0.0;
    float l_mut_345_ = 0.0;
    float l_mut_351_ = 0.0;
    float l_mut_36_ = 0.0;
    float l_mut_43_ = 0.0;
    float l_mut_49_ = 0.0;
    float l_mut_56_ = 0.0;
    float l_mut_62_ = 0.0;
    float l_mut_69_ = 0.0;
    float l_mut_75_ = 0.0;
    float l_mut_82_ = 0.0;
    float l_mut_88_ = 0.0;
    float l_mut_95_ = 0.0;
    uint l_mut_23_ = 0u;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_361_ = _group_0_binding_4_cs.static_meta[2];
        uint l_362_ = (l_361_ * 1u);
        bool l_363_ = (0u < l_362_);
        uint l_364_ = (l_362_ - 1u);
        uint l_365_ = min(0u, l_364_);
        float l_366_ = _group_0_binding_2_cs[l_365_];
        float l_3_ = (l_363_ ? l_366_ : 0.0);
        uint l_368_ = _group_0_binding_4_cs.static_meta[2];
        uint l_369_ = (l_368_ * 1u);
        bool l_370_ = (1u < l_369_);
        uint l_371_ = (l_369_ - 1u);
        uint l_372_ = min(1u, l_371_);
        float l_373_ = _group_0_binding_2_cs[l_372_];
        float l_4_ = (l_370_ ? l_373_ : 0.0);
        uint l_375_ = _group_0_binding_4_cs.static_meta[1];
        uint l_376_ = (l_375_ * 1u);
        bool l_377_ = (id < l_376_);
        uint l_378_ = (l_376_ - 1u);
        uint l_379_ = min(id, l_378_);
        float l_380_ = _group_0_binding_1_cs[l_379_];
        float l_5_ = (l_377_ ? l_380_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_382_ = _group_0_binding_4_cs.static_meta[1];
        uint l_383_ = (l_382_ * 1u);
        bool l_384_ = (l_6_ < l_383_);
        uint l_385_ = (l_383_ - 1u);
        uint l_386_ = min(l_6_, l_385_);
        float l_387_ = _group_0_binding_1_cs[l_386_];
        float l_7_ = (l_384_ ? l_387_ : 0.0);
        uint l_389_ = _group_0_binding_4_cs.static_meta[0];
        uint l_390_ = (l_389_ * 1u);
        bool l_391_ = (id < l_390_);
        uint l_392_ = (l_390_ - 1u);
        uint l_393_ = min(id, l_392_);
        float l_394_ = _group_0_binding_0_cs[l_393_];
        float l_8_ = (l_391_ ? l_394_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_396_ = _group_0_binding_4_cs.static_meta[0];
        uint l_397_ = (l_396_ * 1u);
        bool l_398_ = (l_9_ < l_397_);
        uint l_399_ = (l_397_ - 1u);
        uint l_400_ = min(l_9_, l_399_);
        float l_401_ = _group_0_binding_0_cs[l_400_];
        float l_10_ = (l_398_ ? l_401_ : 0.0);
        l_mut_11_ = l_8_;
        l_mut_12_ = l_10_;
        float l_13_ = (l_8_ * l_3_);
        l_mut_14_ = l_13_;
        float l_15_ = (l_10_ * l_3_);
        l_mut_16_ = l_15_;
        float l_17_ = (l_8_ + l_4_);
        l_mut_18_ = l_17_;
        l_mut_19_ = l_10_;
        float l_20_ = (l_8_ - l_4_);
        l_mut_21_ = l_20_;
        l_mut_22_ = l_10_;
        bool loop_init = true;
        while(true) {
            if (!loop_init) {
                uint _e908 = l_mut_23_;
                l_mut_23_ = (_e908 + 1u);
            }
            loop_init = false;
            uint _e164 = l_mut_23_;
            if ((_e164 < 256u)) {
            } else {
                break;
            }
            {
                float _e167 = l_mut_11_;
                l_mut_24_ = _e167;
                l_mut_25_ = l_5_;
                float l_26_ = abs(l_5_);
                float _e169 = l_mut_11_;
                float l_27_ = abs(_e169);
                bool l_28_ = (l_26_ >= l_27_);
                if (l_28_) {
                    l_mut_24_ = l_5_;
                    float _e172 = l_mut_11_;
                    l_mut_25_ = _e172;
                }
                float _e173 = l_mut_24_;
                float _e174 = l_mut_25_;
                float l_29_ = (_e173 + _e174);
                l_mut_30_ = l_29_;
                float _e176 = l_mut_30_;
                float _e177 = l_mut_24_;
                float l_31_ = (_e176 - _e177);
                float _e179 = l_mut_30_;
                float l_32_ = (_e179 - l_31_);
                float _e181 = l_mut_24_;
                float l_33_ = (l_32_ - _e181);
                float _e183 = l_mut_25_;
                float l_34_ = (_e183 - l_33_);
                float l_35_ = (l_34_ - l_31_);
                l_mut_36_ = l_35_;
                float _e186 = l_mut_36_;
                float l_37_ = (_e186 + l_31_);
                bool l_38_ = (l_37_ != l_34_);
                if (l_38_) {
                    float _e189 = l_mut_24_;
                    l_mut_30_ = _e189;
                    float _e190 = l_mut_25_;
                    l_mut_36_ = _e190;
                }
                float _e191 = l_mut_12_;
                l_mut_25_ = _e191;
                l_mut_24_ = l_7_;
                float l_39_ = abs(l_7_);
                float _e193 = l_mut_12_;
                float l_40_ = abs(_e193);
                bool l_41_ = (l_39_ >= l_40_);
                if (l_41_) {
                    l_mut_25_ = l_7_;
                    float _e196 = l_mut_12_;
                    l_mut_24_ = _e196;
                }
                float _e197 = l_mut_25_;
                float _e198 = l_mut_24_;
                float l_42_ = (_e197 + _e198);
                l_mut_43_ = l_42_;
                float _e200 = l_mut_43_;
                float _e201 = l_mut_25_;
                float l_44_ = (_e200 - _e201);
                float _e203 = l_mut_43_;
                float l_45_ = (_e203 - l_44_);
                float _e205 = l_mut_25_;
                float l_46_ = (l_45_ - _e205);
                float _e207 = l_mut_24_;
                float l_47_ = (_e207 - l_46_);
                float l_48_ = (l_47_ - l_44_);
                l_mut_49_ = l_48_;
                float _e210 = l_mut_49_;
                float l_50_ = (_e210 + l_44_);
                bool l_51_ = (l_50_ != l_47_);
                if (l_51_) {
                    float _e213 = l_mut_25_;
                    l_mut_43_ = _e213;
                    float _e214 = l_mut_24_;
                    l_mut_49_ = _e214;
                }
                float _e215 = l_mut_36_;
                l_mut_25_ = _e215;
                float _e216 = l_mut_43_;
                l_mut_24_ = _e216;
                float _e217 = l_mut_43_;
                float l_52_ = abs(_e217);
                float _e219 = l_mut_36_;
                float l_53_ = abs(_e219);
                bool l_54_ = (l_52_ >= l_53_);
                if (l_54_) {
                    float _e222 = l_mut_43_;
                    l_mut_25_ = _e222;
                    float _e223 = l_mut_36_;
                    l_mut_24_ = _e223;
                }
                float _e224 = l_mut_25_;
                float _e225 = l_mut_24_;
                float l_55_ = (_e224 + _e225);
                l_mut_56_ = l_55_;
                float _e227 = l_mut_56_;
                float _e228 = l_mut_25_;
                float l_57_ = (_e227 - _e228);
                float _e230 = l_mut_56_;
                float l_58_ = (_e230 - l_57_);
                float _e232 = l_mut_25_;
                float l_59_ = (l_58_ - _e232);
                float _e234 = l_mut_24_;
                float l_60_ = (_e234 - l_59_);
                float l_61_ = (l_60_ - l_57_);
                l_mut_62_ = l_61_;
                float _e237 = l_mut_62_;
                float l_63_ = (_e237 + l_57_);
                bool l_64_ = (l_63_ != l_60_);
                if (l_64_) {
                    float _e240 = l_mut_25_;
                    l_mut_56_ = _e240;
                    float _e241 = l_mut_24_;
                    l_mut_62_ = _e241;
                }
                float _e242 = l_mut_49_;
                l_mut_25_ = _e242;
                float _e243 = l_mut_62_;
                l_mut_24_ = _e243;
                float _e244 = l_mut_62_;
                float l_65_ = abs(_e244);
                float _e246 = l_mut_49_;
                float l_66_ = abs(_e246);
                bool l_67_ = (l_65_ >= l_66_);
                if (l_67_) {
                    float _e249 = l_mut_62_;
                    l_mut_25_ = _e249;
                    float _e250 = l_mut_49_;
                    l_mut_24_ = _e250;
                }
                float _e251 = l_mut_25_;
                float _e252 = l_mut_24_;
                float l_68_ = (_e251 + _e252);
                l_mut_69_ = l_68_;
                float _e254 = l_mut_69_;
                float _e255 = l_mut_25_;
                float l_70_ = (_e254 - _e255);
                float _e257 = l_mut_69_;
                float l_71_ = (_e257 - l_70_);
                float _e259 = l_mut_25_;
                float l_72_ = (l_71_ - _e259);
                float _e261 = l_mut_24_;
                float l_73_ = (_e261 - l_72_);
                float l_74_ = (l_73_ - l_70_);
                l_mut_75_ = l_74_;
                float _e264 = l_mut_75_;
                float l_76_ = (_e264 + l_70_);
                bool l_77_ = (l_76_ != l_73_);
                if (l_77_) {
                    float _e267 = l_mut_25_;
                    l_mut_69_ = _e267;
                    float _e268 = l_mut_24_;
                    l_mut_75_ = _e268;
                }
                float _e269 = l_mut_56_;
                l_mut_25_ = _e269;
                float _e270 = l_mut_69_;
                l_mut_24_ = _e270;
                float _e271 = l_mut_69_;
                float l_78_ = abs(_e271);
                float _e273 = l_mut_56_;
                float l_79_ = abs(_e273);
                bool l_80_ = (l_78_ >= l_79_);
                if (l_80_) {
                    float _e276 = l_mut_69_;
                    l_mut_25_ = _e276;
                    float _e277 = l_mut_56_;
                    l_mut_24_ = _e277;
                }
                float _e278 = l_mut_25_;
                float _e279 = l_mut_24_;
                float l_81_ = (_e278 + _e279);
                l_mut_82_ = l_81_;
                float _e281 = l_mut_82_;
                float _e282 = l_mut_25_;
                float l_83_ = (_e281 - _e282);
                float _e284 = l_mut_82_;
                float l_84_ = (_e284 - l_83_);
                float _e286 = l_mut_25_;
                float l_85_ = (l_84_ - _e286);
                float _e288 = l_mut_24_;
                float l_86_ = (_e288 - l_85_);
                float l_87_ = (l_86_ - l_83_);
                l_mut_88_ = l_87_;
                float _e291 = l_mut_88_;
                float l_89_ = (_e291 + l_83_);
                bool l_90_ = (l_89_ != l_86_);
                if (l_90_) {
                    float _e294 = l_mut_25_;
                    l_mut_82_ = _e294;
                    float _e295 = l_mut_24_;
                    l_mut_88_ = _e295;
                }
                float _e296 = l_mut_30_;
                l_mut_25_ = _e296;
                float _e297 = l_mut_82_;
                l_mut_24_ = _e297;
                float _e298 = l_mut_82_;
                float l_91_ = abs(_e298);
                float _e300 = l_mut_30_;
                float l_92_ = abs(_e300);
                bool l_93_ = (l_91_ >= l_92_);
                if (l_93_) {
                    float _e303 = l_mut_82_;
                    l_mut_25_ = _e303;
                    float _e304 = l_mut_30_;
                    l_mut_24_ = _e304;
                }
                float _e305 = l_mut_25_;
                float _e306 = l_mut_24_;
                float l_94_ = (_e305 + _e306);
                l_mut_95_ = l_94_;
                float _e308 = l_mut_95_;
                float _e309 = l_mut_25_;
                float l_96_ = (_e308 - _e309);
                float _e311 = l_mut_95_;
                float l_97_ = (_e311 - l_96_);
                float _e313 = l_mut_25_;
                float l_98_ = (l_97_ - _e313);
                float _e315 = l_mut_24_;
                float l_99_ = (_e315 - l_98_);
                float l_100_ = (l_99_ - l_96_);
                l_mut_101_ = l_100_;
                float _e318 = l_mut_101_;
                float l_102_ = (_e318 + l_96_);
                bool l_103_ = (l_102_ != l_99_);
                if (l_103_) {
                    float _e321 = l_mut_25_;
                    l_mut_95_ = _e321;
                    float _e322 = l_mut_24_;
                    l_mut_101_ = _e322;
                }
                float _e323 = l_mut_88_;
                l_mut_25_ = _e323;
                float _e324 = l_mut_101_;
                l_mut_24_ = _e324;
                float _e325 = l_mut_101_;
                float l_104_ = abs(_e325);
                float _e327 = l_mut_88_;
                float l_105_ = abs(_e327);
                bool l_106_ = (l_104_ >= l_105_);
                if (l_106_) {
                    float _e330 = l_mut_101_;
                    l_mut_25_ = _e330;
                    float _e331 = l_mut_88_;
                    l_mut_24_ = _e331;
                }
                float _e332 = l_mut_25_;
                float _e333 = l_mut_24_;
                float l_107_ = (_e332 + _e333);
                l_mut_108_ = l_107_;
                float _e335 = l_mut_108_;
                float _e336 = l_mut_25_;
                float l_109_ = (_e335 - _e336);
                float _e338 = l_mut_108_;
                float l_110_ = (_e338 - l_109_);
                float _e340 = l_mut_25_;
                float l_111_ = (l_110_ - _e340);
                float _e342 = l_mut_24_;
                float l_112_ = (_e342 - l_111_);
                float l_113_ = (l_112_ - l_109_);
                l_mut_114_ = l_113_;
                float _e345 = l_mut_114_;
                float l_115_ = (_e345 + l_109_);
                bool l_116_ = (l_115_ != l_112_);
                if (l_116_) {
                    float _e348 = l_mut_25_;
                    l_mut_108_ = _e348;
                    float _e349 = l_mut_24_;
                    l_mut_114_ = _e349;
                }
                float _e350 = l_mut_14_;
                l_mut_114_ = _e350;
                l_mut_101_ = l_5_;
                float l_117_ = abs(l_5_);
                float _e352 = l_mut_14_;
                float l_118_ = abs(_e352);
                bool l_119_ = (l_117_ >= l_118_);
                if (l_119_) {
                    l_mut_114_ = l_5_;
                    float _e355 = l_mut_14_;
                    l_mut_101_ = _e355;
                }
                float _e356 = l_mut_114_;
                float _e357 = l_mut_101_;
                float l_120_ = (_e356 + _e357);
                l_mut_88_ = l_120_;
                float _e359 = l_mut_88_;
                float _e360 = l_mut_114_;
                float l_121_ = (_e359 - _e360);
                float _e362 = l_mut_88_;
                float l_122_ = (_e362 - l_121_);
                float _e364 = l_mut_114_;
                float l_123_ = (l_122_ - _e364);
                float _e366 = l_mut_101_;
                float l_124_ = (_e366 - l_123_);
                float l_125_ = (l_124_ - l_121_);
                l_mut_82_ = l_125_;
                float _e369 = l_mut_82_;
                float l_126_ = (_e369 + l_121_);
                bool l_127_ = (l_126_ != l_124_);
                if (l_127_) {
                    float _e372 = l_mut_114_;
                    l_mut_88_ = _e372;
                    float _e373 = l_mut_101_;
                    l_mut_82_ = _e373;
                }
                float _e374 = l_mut_16_;
                l_mut_114_ = _e374;
                l_mut_101_ = l_7_;
                float l_128_ = abs(l_7_);
                float _e376 = l_mut_16_;
                float l_129_ = abs(_e376);
                bool l_130_ = (l_128_ >= l_129_);
                if (l_130_) {
                    l_mut_114_ = l_7_;
                    float _e379 = l_mut_16_;
                    l_mut_101_ = _e379;
                }
                float _e380 = l_mut_114_;
                float _e381 = l_mut_101_;
                float l_131_ = (_e380 + _e381);
                l_mut_75_ = l_131_;
                float _e383 = l_mut_75_;
                float _e384 = l_mut_114_;
                float l_132_ = (_e383 - _e384);
                float _e386 = l_mut_75_;
                float l_133_ = (_e386 - l_132_);
                float _e388 = l_mut_114_;
                float l_134_ = (l_133_ - _e388);
                float _e390 = l_mut_101_;
                float l_135_ = (_e390 - l_134_);
                float l_136_ = (l_135_ - l_132_);
                l_mut_69_ = l_136_;
                float _e393 = l_mut_69_;
                float l_137_ = (_e393 + l_132_);
                bool l_138_ = (l_137_ != l_135_);
                if (l_138_) {
                    float _e396 = l_mut_114_;
                    l_mut_75_ = _e396;
                    float _e397 = l_mut_101_;
                    l_mut_69_ = _e397;
                }
                float _e398 = l_mut_82_;
                l_mut_114_ = _e398;
                float _e399 = l_mut_75_;
                l_mut_101_ = _e399;
                float _e400 = l_mut_75_;
                float l_139_ = abs(_e400);
                float _e402 = l_mut_82_;
                float l_140_ = abs(_e402);
                bool l_141_ = (l_139_ >= l_140_);
                if (l_141_) {
                    float _e405 = l_mut_75_;
                    l_mut_114_ = _e405;
                    float _e406 = l_mut_82_;
                    l_mut_101_ = _e406;
                }
                float _e407 = l_mut_114_;
                float _e408 = l_mut_101_;
                float l_142_ = (_e407 + _e408);
                l_mut_62_ = l_142_;
                float _e410 = l_mut_62_;
                float _e411 = l_mut_114_;
                float l_143_ = (_e410 - _e411);
                float _e413 = l_mut_62_;
                float l_144_ = (_e413 - l_143_);
                float _e415 = l_mut_114_;
                float l_145_ = (l_144_ - _e415);
                float _e417 = l_mut_101_;
                float l_146_ = (_e417 - l_145_);
                float l_147_ = (l_146_ - l_143_);
                l_mut_56_ = l_147_;
                float _e420 = l_mut_56_;
                float l_148_ = (_e420 + l_143_);
                bool l_149_ = (l_148_ != l_146_);
                if (l_149_) {
                    float _e423 = l_mut_114_;
                    l_mut_62_ = _e423;
                    float _e424 = l_mut_101_;
                    l_mut_56_ = _e424;
                }
                float _e425 = l_mut_69_;
                l_mut_114_ = _e425;
                float _e426 = l_mut_56_;
                l_mut_101_ = _e426;
                float _e427 = l_mut_56_;
                float l_150_ = abs(_e427);
                float _e429 = l_mut_69_;
                float l_151_ = abs(_e429);
                bool l_152_ = (l_150_ >= l_151_);
                if (l_152_) {
                    float _e432 = l_mut_56_;
                    l_mut_114_ = _e432;
                    float _e433 = l_mut_69_;
                    l_mut_101_ = _e433;
                }
                float _e434 = l_mut_114_;
                float _e435 = l_mut_101_;
                float l_153_ = (_e434 + _e435);
                l_mut_49_ = l_153_;
                float _e437 = l_mut_49_;
                float _e438 = l_mut_114_;
                float l_154_ = (_e437 - _e438);
                float _e440 = l_mut_49_;
                float l_155_ = (_e440 - l_154_);
                float _e442 = l_mut_114_;
                float l_156_ = (l_155_ - _e442);
                float _e444 = l_mut_101_;
                float l_157_ = (_e444 - l_156_);
                float l_158_ = (l_157_ - l_154_);
                l_mut_43_ = l_158_;
                float _e447 = l_mut_43_;
                float l_159_ = (_e447 + l_154_);
                bool l_160_ = (l_159_ != l_157_);
                if (l_160_) {
                    float _e450 = l_mut_114_;
                    l_mut_49_ = _e450;
                    float _e451 = l_mut_101_;
                    l_mut_43_ = _e451;
                }
                float _e452 = l_mut_62_;
                l_mut_114_ = _e452;
                float _e453 = l_mut_49_;
                l_mut_101_ = _e453;
                float _e454 = l_mut_49_;
                float l_161_ = abs(_e454);
                float _e456 = l_mut_62_;
                float l_162_ = abs(_e456);
                bool l_163_ = (l_161_ >= l_162_);
                if (l_163_) {
                    float _e459 = l_mut_49_;
                    l_mut_114_ = _e459;
                    float _e460 = l_mut_62_;
                    l_mut_101_ = _e460;
                }
                float _e461 = l_mut_114_;
                float _e462 = l_mut_101_;
                float l_164_ = (_e461 + _e462);
                l_mut_36_ = l_164_;
                float _e464 = l_mut_36_;
                float _e465 = l_mut_114_;
                float l_165_ = (_e464 - _e465);
                float _e467 = l_mut_36_;
                float l_166_ = (_e467 - l_165_);
                float _e469 = l_mut_114_;
                float l_167_ = (l_166_ - _e469);
                float _e471 = l_mut_101_;
                float l_168_ = (_e471 - l_167_);
                float l_169_ = (l_168_ - l_165_);
                l_mut_30_ = l_169_;
                float _e474 = l_mut_30_;
                float l_170_ = (_e474 + l_165_);
                bool l_171_ = (l_170_ != l_168_);
                if (l_171_) {
                    float _e477 = l_mut_114_;
                    l_mut_36_ = _e477;
                    float _e478 = l_mut_101_;
                    l_mut_30_ = _e478;
                }
                float _e479 = l_mut_88_;
                l_mut_114_ = _e479;
                float _e480 = l_mut_36_;
                l_mut_101_ = _e480;
                float _e481 = l_mut_36_;
                float l_172_ = abs(_e481);
                float _e483 = l_mut_88_;
                float l_173_ = abs(_e483);
                bool l_174_ = (l_172_ >= l_173_);
                if (l_174_) {
                    float _e486 = l_mut_36_;
                    l_mut_114_ = _e486;
                    float _e487 = l_mut_88_;
                    l_mut_101_ = _e487;
                }
                float _e488 = l_mut_114_;
                float _e489 = l_mut_101_;
                float l_175_ = (_e488 + _e489);
                l_mut_25_ = l_175_;
                float _e491 = l_mut_25_;
                float _e492 = l_mut_114_;
                float l_176_ = (_e491 - _e492);
                float _e494 = l_mut_25_;
                float l_177_ = (_e494 - l_176_);
                float _e496 = l_mut_114_;
                float l_178_ = (l_177_ - _e496);
                float _e498 = l_mut_101_;
                float l_179_ = (_e498 - l_178_);
                float l_180_ = (l_179_ - l_176_);
                l_mut_24_ = l_180_;
                float _e501 = l_mut_24_;
                float l_181_ = (_e501 + l_176_);
                bool l_182_ = (l_181_ != l_179_);
                if (l_182_) {
                    float _e504 = l_mut_114_;
                    l_mut_25_ = _e504;
                    float _e505 = l_mut_101_;
                    l_mut_24_ = _e505;
                }
                float _e506 = l_mut_30_;
                l_mut_114_ = _e506;
                float _e507 = l_mut_24_;
                l_mut_101_ = _e507;
                float _e508 = l_mut_24_;
                float l_183_ = abs(_e508);
                float _e510 = l_mut_30_;
                float l_184_ = abs(_e510);
                bool l_185_ = (l_183_ >= l_184_);
                if (l_185_) {
                    float _e513 = l_mut_24_;
                    l_mut_114_ = _e513;
                    float _e514 = l_mut_30_;
                    l_mut_101_ = _e514;
                }
                float _e515 = l_mut_114_;
                float _e516 = l_mut_101_;
                float l_186_ = (_e515 + _e516);
                l_mut_187_ = l_186_;
                float _e518 = l_mut_187_;
                float _e519 = l_mut_114_;
                float l_188_ = (_e518 - _e519);
                float _e521 = l_mut_187_;
                float l_189_ = (_e521 - l_188_);
                float _e523 = l_mut_114_;
                float l_190_ = (l_189_ - _e523);
                float _e525 = l_mut_101_;
                float l_191_ = (_e525 - l_190_);
                float l_192_ = (l_191_ - l_188_);
                l_mut_193_ = l_192_;
                float _e528 = l_mut_193_;
                float l_194_ = (_e528 + l_188_);
                bool l_195_ = (l_194_ != l_191_);
                if (l_195_) {
                    float _e531 = l_mut_114_;
                    l_mut_187_ = _e531;
                    float _e532 = l_mut_101_;
                    l_mut_193_ = _e532;
                }
                float _e533 = l_mut_18_;
                l_mut_193_ = _e533;
                l_mut_114_ = l_5_;
                float l_196_ = abs(l_5_);
                float _e535 = l_mut_18_;
                float l_197_ = abs(_e535);
                bool l_198_ = (l_196_ >= l_197_);
                if (l_198_) {
                    l_mut_193_ = l_5_;
                    float _e538 = l_mut_18_;
                    l_mut_114_ = _e538;
                }
                float _e539 = l_mut_193_;
                float _e540 = l_mut_114_;
                float l_199_ = (_e539 + _e540);
                l_mut_101_ = l_199_;
                float _e542 = l_mut_101_;
                float _e543 = l_mut_193_;
                float l_200_ = (_e542 - _e543);
                float _e545 = l_mut_101_;
                float l_201_ = (_e545 - l_200_);
                float _e547 = l_mut_193_;
                float l_202_ = (l_201_ - _e547);
                float _e549 = l_mut_114_;
                float l_203_ = (_e549 - l_202_);
                float l_204_ = (l_203_ - l_200_);
                l_mut_88_ = l_204_;
                float _e552 = l_mut_88_;
                float l_205_ = (_e552 + l_200_);
                bool l_206_ = (l_205_ != l_203_);
                if (l_206_) {
                    float _e555 = l_mut_193_;
                    l_mut_101_ = _e555;
                    float _e556 = l_mut_114_;
                    l_mut_88_ = _e556;
                }
                float _e557 = l_mut_19_;
                l_mut_193_ = _e557;
                l_mut_114_ = l_7_;
                float l_207_ = abs(l_7_);
                float _e559 = l_mut_19_;
                float l_208_ = abs(_e559);
                bool l_209_ = (l_207_ >= l_208_);
                if (l_209_) {
                    l_mut_193_ = l_7_;
                    float _e562 = l_mut_19_;
                    l_mut_114_ = _e562;
                }
                float _e563 = l_mut_193_;
                float _e564 = l_mut_114_;
                float l_210_ = (_e563 + _e564);
                l_mut_82_ = l_210_;
                float _e566 = l_mut_82_;
                float _e567 = l_mut_193_;
                float l_211_ = (_e566 - _e567);
                float _e569 = l_mut_82_;
                float l_212_ = (_e569 - l_211_);
                float _e571 = l_mut_193_;
                float l_213_ = (l_212_ - _e571);
                float _e573 = l_mut_114_;
                float l_214_ = (_e573 - l_213_);
                float l_215_ = (l_214_ - l_211_);
                l_mut_75_ = l_215_;
                float _e576 = l_mut_75_;
                float l_216_ = (_e576 + l_211_);
                bool l_217_ = (l_216_ != l_214_);
                if (l_217_) {
                    float _e579 = l_mut_193_;
                    l_mut_82_ = _e579;
                    float _e580 = l_mut_114_;
                    l_mut_75_ = _e580;
                }
                float _e581 = l_mut_88_;
                l_mut_193_ = _e581;
                float _e582 = l_mut_82_;
                l_mut_114_ = _e582;
                float _e583 = l_mut_82_;
                float l_218_ = abs(_e583);
                float _e585 = l_mut_88_;
                float l_219_ = abs(_e585);
                bool l_220_ = (l_218_ >= l_219_);
                if (l_220_) {
                    float _e588 = l_mut_82_;
                    l_mut_193_ = _e588;
                    float _e589 = l_mut_88_;
                    l_mut_114_ = _e589;
                }
                float _e590 = l_mut_193_;
                float _e591 = l_mut_114_;
                float l_221_ = (_e590 + _e591);
                l_mut_69_ = l_221_;
                float _e593 = l_mut_69_;
                float _e594 = l_mut_193_;
                float l_222_ = (_e593 - _e594);
                float _e596 = l_mut_69_;
                float l_223_ = (_e596 - l_222_);
                float _e598 = l_mut_193_;
                float l_224_ = (l_223_ - _e598);
                float _e600 = l_mut_114_;
                float l_225_ = (_e600 - l_224_);
                float l_226_ = (l_225_ - l_222_);
                l_mut_62_ = l_226_;
                float _e603 = l_mut_62_;
                float l_227_ = (_e603 + l_222_);
                bool l_228_ = (l_227_ != l_225_);
                if (l_228_) {
                    float _e606 = l_mut_193_;
                    l_mut_69_ = _e606;
                    float _e607 = l_mut_114_;
                    l_mut_62_ = _e607;
                }
                float _e608 = l_mut_75_;
                l_mut_193_ = _e608;
                float _e609 = l_mut_62_;
                l_mut_114_ = _e609;
                float _e610 = l_mut_62_;
                float l_229_ = abs(_e610);
                float _e612 = l_mut_75_;
                float l_230_ = abs(_e612);
                bool l_231_ = (l_229_ >= l_230_);
                if (l_231_) {
                    float _e615 = l_mut_62_;
                    l_mut_193_ = _e615;
                    float _e616 = l_mut_75_;
                    l_mut_114_ = _e616;
                }
                float _e617 = l_mut_193_;
                float _e618 = l_mut_114_;
                float l_232_ = (_e617 + _e618);
                l_mut_56_ = l_232_;
                float _e620 = l_mut_56_;
                float _e621 = l_mut_193_;
                float l_233_ = (_e620 - _e621);
                float _e623 = l_mut_56_;
                float l_234_ = (_e623 - l_233_);
                float _e625 = l_mut_193_;
                float l_235_ = (l_234_ - _e625);
                float _e627 = l_mut_114_;
                float l_236_ = (_e627 - l_235_);
                float l_237_ = (l_236_ - l_233_);
                l_mut_49_ = l_237_;
                float _e630 = l_mut_49_;
                float l_238_ = (_e630 + l_233_);
                bool l_239_ = (l_238_ != l_236_);
                if (l_239_) {
                    float _e633 = l_mut_193_;
                    l_mut_56_ = _e633;
                    float _e634 = l_mut_114_;
                    l_mut_49_ = _e634;
                }
                float _e635 = l_mut_69_;
                l_mut_193_ = _e635;
                float _e636 = l_mut_56_;
                l_mut_114_ = _e636;
                float _e637 = l_mut_56_;
                float l_240_ = abs(_e637);
                float _e639 = l_mut_69_;
                float l_241_ = abs(_e639);
                bool l_242_ = (l_240_ >= l_241_);
                if (l_242_) {
                    float _e642 = l_mut_56_;
                    l_mut_193_ = _e642;
                    float _e643 = l_mut_69_;
                    l_mut_114_ = _e643;
                }
                float _e644 = l_mut_193_;
                float _e645 = l_mut_114_;
                float l_243_ = (_e644 + _e645);
                l_mut_43_ = l_243_;
                float _e647 = l_mut_43_;
                float _e648 = l_mut_193_;
                float l_244_ = (_e647 - _e648);
                float _e650 = l_mut_43_;
                float l_245_ = (_e650 - l_244_);
                float _e652 = l_mut_193_;
                float l_246_ = (l_245_ - _e652);
                float _e654 = l_mut_114_;
                float l_247_ = (_e654 - l_246_);
                float l_248_ = (l_247_ - l_244_);
                l_mut_36_ = l_248_;
                float _e657 = l_mut_36_;
                float l_249_ = (_e657 + l_244_);
                bool l_250_ = (l_249_ != l_247_);
                if (l_250_) {
                    float _e660 = l_mut_193_;
                    l_mut_43_ = _e660;
                    float _e661 = l_mut_114_;
                    l_mut_36_ = _e661;
                }
                float _e662 = l_mut_101_;
                l_mut_193_ = _e662;
                float _e663 = l_mut_43_;
                l_mut_114_ = _e663;
                float _e664 = l_mut_43_;
                float l_251_ = abs(_e664);
                float _e666 = l_mut_101_;
                float l_252_ = abs(_e666);
                bool l_253_ = (l_251_ >= l_252_);
                if (l_253_) {
                    float _e669 = l_mut_43_;
                    l_mut_193_ = _e669;
                    float _e670 = l_mut_101_;
                    l_mut_114_ = _e670;
                }
                float _e671 = l_mut_193_;
                float _e672 = l_mut_114_;
                float l_254_ = (_e671 + _e672);
                l_mut_30_ = l_254_;
                float _e674 = l_mut_30_;
                float _e675 = l_mut_193_;
                float l_255_ = (_e674 - _e675);
                float _e677 = l_mut_30_;
                float l_256_ = (_e677 - l_255_);
                float _e679 = l_mut_193_;
                float l_257_ = (l_256_ - _e679);
                float _e681 = l_mut_114_;
                float l_258_ = (_e681 - l_257_);
                float l_259_ = (l_258_ - l_255_);
                l_mut_24_ = l_259_;
                float _e684 = l_mut_24_;
                float l_260_ = (_e684 + l_255_);
                bool l_261_ = (l_260_ != l_258_);
                if (l_261_) {
                    float _e687 = l_mut_193_;
                    l_mut_30_ = _e687;
                    float _e688 = l_mut_114_;
                    l_mut_24_ = _e688;
                }
                float _e689 = l_mut_36_;
                l_mut_193_ = _e689;
                float _e690 = l_mut_24_;
                l_mut_114_ = _e690;
                float _e691 = l_mut_24_;
                float l_262_ = abs(_e691);
                float _e693 = l_mut_36_;
                float l_263_ = abs(_e693);
                bool l_264_ = (l_262_ >= l_263_);
                if (l_264_) {
                    float _e696 = l_mut_24_;
                    l_mut_193_ = _e696;
                    float _e697 = l_mut_36_;
                    l_mut_114_ = _e697;
                }
                float _e698 = l_mut_193_;
                float _e699 = l_mut_114_;
                float l_265_ = (_e698 + _e699);
                l_mut_266_ = l_265_;
                float _e701 = l_mut_266_;
                float _e702 = l_mut_193_;
                float l_267_ = (_e701 - _e702);
                float _e704 = l_mut_266_;
                float l_268_ = (_e704 - l_267_);
                float _e706 = l_mut_193_;
                float l_269_ = (l_268_ - _e706);
                float _e708 = l_mut_114_;
                float l_270_ = (_e708 - l_269_);
                float l_271_ = (l_270_ - l_267_);
                l_mut_272_ = l_271_;
                float _e711 = l_mut_272_;
                float l_273_ = (_e711 + l_267_);
                bool l_274_ = (l_273_ != l_270_);
                if (l_274_) {
                    float _e714 = l_mut_193_;
                    l_mut_266_ = _e714;
                    float _e715 = l_mut_114_;
                    l_mut_272_ = _e715;
                }
                float _e716 = l_mut_21_;
                l_mut_272_ = _e716;
                l_mut_193_ = l_5_;
                float l_275_ = abs(l_5_);
                float _e718 = l_mut_21_;
                float l_276_ = abs(_e718);
                bool l_277_ = (l_275_ >= l_276_);
                if (l_277_) {
                    l_mut_272_ = l_5_;
                    float _e721 = l_mut_21_;
                    l_mut_193_ = _e721;
                }
                float _e722 = l_mut_272_;
                float _e723 = l_mut_193_;
                float l_278_ = (_e722 + _e723);
                l_mut_114_ = l_278_;
                float _e725 = l_mut_114_;
                float _e726 = l_mut_272_;
                float l_279_ = (_e725 - _e726);
                float _e728 = l_mut_114_;
                float l_280_ = (_e728 - l_279_);
                float _e730 = l_mut_272_;
                float l_281_ = (l_280_ - _e730);
                float _e732 = l_mut_193_;
                float l_282_ = (_e732 - l_281_);
                float l_283_ = (l_282_ - l_279_);
                l_mut_101_ = l_283_;
                float _e735 = l_mut_101_;
                float l_284_ = (_e735 + l_279_);
                bool l_285_ = (l_284_ != l_282_);
                if (l_285_) {
                    float _e738 = l_mut_272_;
                    l_mut_114_ = _e738;
                    float _e739 = l_mut_193_;
                    l_mut_101_ = _e739;
                }
                float _e740 = l_mut_22_;
                l_mut_272_ = _e740;
                l_mut_193_ = l_7_;
                float l_286_ = abs(l_7_);
                float _e742 = l_mut_22_;
                float l_287_ = abs(_e742);
                bool l_288_ = (l_286_ >= l_287_);
                if (l_288_) {
                    l_mut_272_ = l_7_;
                    float _e745 = l_mut_22_;
                    l_mut_193_ = _e745;
                }
                float _e746 = l_mut_272_;
                float _e747 = l_mut_193_;
                float l_289_ = (_e746 + _e747);
                l_mut_88_ = l_289_;
                float _e749 = l_mut_88_;
                float _e750 = l_mut_272_;
                float l_290_ = (_e749 - _e750);
                float _e752 = l_mut_88_;
                float l_291_ = (_e752 - l_290_);
                float _e754 = l_mut_272_;
                float l_292_ = (l_291_ - _e754);
                float _e756 = l_mut_193_;
                float l_293_ = (_e756 - l_292_);
                float l_294_ = (l_293_ - l_290_);
                l_mut_82_ = l_294_;
                float _e759 = l_mut_82_;
                float l_295_ = (_e759 + l_290_);
                bool l_296_ = (l_295_ != l_293_);
                if (l_296_) {
                    float _e762 = l_mut_272_;
                    l_mut_88_ = _e762;
                    float _e763 = l_mut_193_;
                    l_mut_82_ = _e763;
                }
                float _e764 = l_mut_101_;
                l_mut_272_ = _e764;
                float _e765 = l_mut_88_;
                l_mut_193_ = _e765;
                float _e766 = l_mut_88_;
                float l_297_ = abs(_e766);
                float _e768 = l_mut_101_;
                float l_298_ = abs(_e768);
                bool l_299_ = (l_297_ >= l_298_);
                if (l_299_) {
                    float _e771 = l_mut_88_;
                    l_mut_272_ = _e771;
                    float _e772 = l_mut_101_;
                    l_mut_193_ = _e772;
                }
                float _e773 = l_mut_272_;
                float _e774 = l_mut_193_;
                float l_300_ = (_e773 + _e774);
                l_mut_75_ = l_300_;
                float _e776 = l_mut_75_;
                float _e777 = l_mut_272_;
                float l_301_ = (_e776 - _e777);
                float _e779 = l_mut_75_;
                float l_302_ = (_e779 - l_301_);
                float _e781 = l_mut_272_;
                float l_303_ = (l_302_ - _e781);
                float _e783 = l_mut_193_;
                float l_304_ = (_e783 - l_303_);
                float l_305_ = (l_304_ - l_301_);
                l_mut_69_ = l_305_;
                float _e786 = l_mut_69_;
                float l_306_ = (_e786 + l_301_);
                bool l_307_ = (l_306_ != l_304_);
                if (l_307_) {
                    float _e789 = l_mut_272_;
                    l_mut_75_ = _e789;
                    float _e790 = l_mut_193_;
                    l_mut_69_ = _e790;
                }
                float _e791 = l_mut_82_;
                l_mut_272_ = _e791;
                float _e792 = l_mut_69_;
                l_mut_193_ = _e792;
                float _e793 = l_mut_69_;
                float l_308_ = abs(_e793);
                float _e795 = l_mut_82_;
                float l_309_ = abs(_e795);
                bool l_310_ = (l_308_ >= l_309_);
                if (l_310_) {
                    float _e798 = l_mut_69_;
                    l_mut_272_ = _e798;
                    float _e799 = l_mut_82_;
                    l_mut_193_ = _e799;
                }
                float _e800 = l_mut_272_;
                float _e801 = l_mut_193_;
                float l_311_ = (_e800 + _e801);
                l_mut_62_ = l_311_;
                float _e803 = l_mut_62_;
                float _e804 = l_mut_272_;
                float l_312_ = (_e803 - _e804);
                float _e806 = l_mut_62_;
                float l_313_ = (_e806 - l_312_);
                float _e808 = l_mut_272_;
                float l_314_ = (l_313_ - _e808);
                float _e810 = l_mut_193_;
                float l_315_ = (_e810 - l_314_);
                float l_316_ = (l_315_ - l_312_);
                l_mut_56_ = l_316_;
                float _e813 = l_mut_56_;
                float l_317_ = (_e813 + l_312_);
                bool l_318_ = (l_317_ != l_315_);
                if (l_318_) {
                    float _e816 = l_mut_272_;
                    l_mut_62_ = _e816;
                    float _e817 = l_mut_193_;
                    l_mut_56_ = _e817;
                }
                float _e818 = l_mut_75_;
                l_mut_272_ = _e818;
                float _e819 = l_mut_62_;
                l_mut_193_ = _e819;
                float _e820 = l_mut_62_;
                float l_319_ = abs(_e820);
                float _e822 = l_mut_75_;
                float l_320_ = abs(_e822);
                bool l_321_ = (l_319_ >= l_320_);
                if (l_321_) {
                    float _e825 = l_mut_62_;
                    l_mut_272_ = _e825;
                    float _e826 = l_mut_75_;
                    l_mut_193_ = _e826;
                }
                float _e827 = l_mut_272_;
                float _e828 = l_mut_193_;
                float l_322_ = (_e827 + _e828);
                l_mut_49_ = l_322_;
                float _e830 = l_mut_49_;
                float _e831 = l_mut_272_;
                float l_323_ = (_e830 - _e831);
                float _e833 = l_mut_49_;
                float l_324_ = (_e833 - l_323_);
                float _e835 = l_mut_272_;
                float l_325_ = (l_324_ - _e835);
                float _e837 = l_mut_193_;
                float l_326_ = (_e837 - l_325_);
                float l_327_ = (l_326_ - l_323_);
                l_mut_43_ = l_327_;
                float _e840 = l_mut_43_;
                float l_328_ = (_e840 + l_323_);
                bool l_329_ = (l_328_ != l_326_);
                if (l_329_) {
                    float _e843 = l_mut_272_;
                    l_mut_49_ = _e843;
                    float _e844 = l_mut_193_;
                    l_mut_43_ = _e844;
                }
                float _e845 = l_mut_114_;
                l_mut_272_ = _e845;
                float _e846 = l_mut_49_;
                l_mut_193_ = _e846;
                float _e847 = l_mut_49_;
                float l_330_ = abs(_e847);
                float _e849 = l_mut_114_;
                float l_331_ = abs(_e849);
                bool l_332_ = (l_330_ >= l_331_);
                if (l_332_) {
                    float _e852 = l_mut_49_;
                    l_mut_272_ = _e852;
                    float _e853 = l_mut_114_;
                    l_mut_193_ = _e853;
                }
                float _e854 = l_mut_272_;
                float _e855 = l_mut_193_;
                float l_333_ = (_e854 + _e855);
                l_mut_36_ = l_333_;
                float _e857 = l_mut_36_;
                float _e858 = l_mut_272_;
                float l_334_ = (_e857 - _e858);
                float _e860 = l_mut_36_;
                float l_335_ = (_e860 - l_334_);
                float _e862 = l_mut_272_;
                float l_336_ = (l_335_ - _e862);
                float _e864 = l_mut_193_;
                float l_337_ = (_e864 - l_336_);
                float l_338_ = (l_337_ - l_334_);
                l_mut_24_ = l_338_;
                float _e867 = l_mut_24_;
                float l_339_ = (_e867 + l_334_);
                bool l_340_ = (l_339_ != l_337_);
                if (l_340_) {
                    float _e870 = l_mut_272_;
                    l_mut_36_ = _e870;
                    float _e871 = l_mut_193_;
                    l_mut_24_ = _e871;
                }
                float _e872 = l_mut_43_;
                l_mut_272_ = _e872;
                float _e873 = l_mut_24_;
                l_mut_193_ = _e873;
                float _e874 = l_mut_24_;
                float l_341_ = abs(_e874);
                float _e876 = l_mut_43_;
                float l_342_ = abs(_e876);
                bool l_343_ = (l_341_ >= l_342_);
                if (l_343_) {
                    float _e879 = l_mut_24_;
                    l_mut_272_ = _e879;
                    float _e880 = l_mut_43_;
                    l_mut_193_ = _e880;
                }
                float _e881 = l_mut_272_;
                float _e882 = l_mut_193_;
                float l_344_ = (_e881 + _e882);
                l_mut_345_ = l_344_;
                float _e884 = l_mut_345_;
                float _e885 = l_mut_272_;
                float l_346_ = (_e884 - _e885);
                float _e887 = l_mut_345_;
                float l_347_ = (_e887 - l_346_);
                float _e889 = l_mut_272_;
                float l_348_ = (l_347_ - _e889);
                float _e891 = l_mut_193_;
                float l_349_ = (_e891 - l_348_);
                float l_350_ = (l_349_ - l_346_);
                l_mut_351_ = l_350_;
                float _e894 = l_mut_351_;
                float l_352_ = (_e894 + l_346_);
                bool l_353_ = (l_352_ != l_349_);
                if (l_353_) {
                    float _e897 = l_mut_272_;
                    l_mut_345_ = _e897;
                    float _e898 = l_mut_193_;
                    l_mut_351_ = _e898;
                }
                float _e899 = l_mut_95_;
                l_mut_11_ = _e899;
                float _e900 = l_mut_108_;
                l_mut_12_ = _e900;
                float _e901 = l_mut_25_;
                l_mut_14_ = _e901;
                float _e902 = l_mut_187_;
                l_mut_16_ = _e902;
                float _e903 = l_mut_30_;
                l_mut_18_ = _e903;
                float _e904 = l_mut_266_;
                l_mut_19_ = _e904;
                float _e905 = l_mut_36_;
                l_mut_21_ = _e905;
                float _e906 = l_mut_345_;
                l_mut_22_ = _e906;
            }
        }
        float _e910 = l_mut_11_;
        float _e911 = l_mut_14_;
        float l_354_ = (_e910 + _e911);
        float _e913 = l_mut_18_;
        float _e914 = l_mut_21_;
        float l_355_ = (_e913 + _e914);
        float l_356_ = (l_354_ + l_355_);
        uint l_403_ = _group_0_binding_4_cs.static_meta[3];
        uint l_404_ = (l_403_ * 1u);
        bool l_405_ = (id < l_404_);
        if (l_405_) {
            _group_0_binding_3_cs[id] = l_356_;
        }
        uint l_357_ = (l_1_ + id);
        float _e927 = l_mut_12_;
        float _e928 = l_mut_16_;
        float l_358_ = (_e927 + _e928);
        float _e930 = l_mut_19_;
        float _e931 = l_mut_22_;
        float l_359_ = (_e930 + _e931);
        float l_360_ = (l_358_ + l_359_);
        uint l_406_ = _group_0_binding_4_cs.static_meta[3];
        uint l_407_ = (l_406_ * 1u);
        bool l_408_ = (l_357_ < l_407_);
        if (l_408_) {
            _group_0_binding_3_cs[l_357_] = l_360_;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
