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

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_15_ = (float)0;
    float l_mut_16_ = (float)0;
    uint l_mut_287_ = (uint)0;
    float l_mut_33_ = (float)0;
    float l_mut_34_ = (float)0;
    uint l_mut_17_ = 0u;
    uint l_mut_35_ = (uint)0;
    uint l_mut_62_ = (uint)0;
    uint l_mut_206_ = (uint)0;
    uint l_mut_290_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_374_ = asuint(info.Load(8+0));
        uint l_375_ = (l_374_ * 1u);
        bool l_376_ = (0u < l_375_);
        uint l_377_ = (l_375_ - 1u);
        uint l_378_ = min(0u, l_377_);
        float l_379_ = asfloat(buffer_2_global.Load(l_378_*4));
        float l_3_ = (l_376_ ? l_379_ : 0.0);
        uint l_381_ = asuint(info.Load(8+0));
        uint l_382_ = (l_381_ * 1u);
        bool l_383_ = (1u < l_382_);
        uint l_384_ = (l_382_ - 1u);
        uint l_385_ = min(1u, l_384_);
        float l_386_ = asfloat(buffer_2_global.Load(l_385_*4));
        float l_4_ = (l_383_ ? l_386_ : 0.0);
        uint l_388_ = asuint(info.Load(0+0));
        uint l_389_ = (l_388_ * 1u);
        bool l_390_ = (id < l_389_);
        uint l_391_ = (l_389_ - 1u);
        uint l_392_ = min(id, l_391_);
        float l_393_ = asfloat(buffer_0_global.Load(l_392_*4));
        float l_5_ = (l_390_ ? l_393_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_395_ = asuint(info.Load(0+0));
        uint l_396_ = (l_395_ * 1u);
        bool l_397_ = (l_6_ < l_396_);
        uint l_398_ = (l_396_ - 1u);
        uint l_399_ = min(l_6_, l_398_);
        float l_400_ = asfloat(buffer_0_global.Load(l_399_*4));
        float l_7_ = (l_397_ ? l_400_ : 0.0);
        uint l_402_ = asuint(info.Load(4+0));
        uint l_403_ = (l_402_ * 1u);
        bool l_404_ = (id < l_403_);
        uint l_405_ = (l_403_ - 1u);
        uint l_406_ = min(id, l_405_);
        float l_407_ = asfloat(buffer_1_global.Load(l_406_*4));
        float l_8_ = (l_404_ ? l_407_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_409_ = asuint(info.Load(4+0));
        uint l_410_ = (l_409_ * 1u);
        bool l_411_ = (l_9_ < l_410_);
        uint l_412_ = (l_410_ - 1u);
        uint l_413_ = min(l_9_, l_412_);
        float l_414_ = asfloat(buffer_1_global.Load(l_413_*4));
        float l_10_ = (l_411_ ? l_414_ : 0.0);
        uint l_416_ = asuint(info.Load(8+0));
        uint l_417_ = (l_416_ * 1u);
        bool l_418_ = (4u < l_417_);
        uint l_419_ = (l_417_ - 1u);
        uint l_420_ = min(4u, l_419_);
        float l_421_ = asfloat(buffer_2_global.Load(l_420_*4));
        float l_12_ = (l_418_ ? l_421_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        float l_14_ = log(l_5_);
        l_mut_15_ = l_14_;
        l_mut_16_ = 0.0;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e727 = l_mut_17_;
                l_mut_17_ = (_e727 + 1u);
            }
            loop_init = false;
            uint _e154 = l_mut_17_;
            if ((_e154 < l_13_)) {
            } else {
                break;
            }
            {
                float _e156 = l_mut_15_;
                float l_18_ = -(_e156);
                float _e158 = l_mut_16_;
                float l_19_ = -(_e158);
                uint l_429_ = asuint(info.Load(8+0));
                uint l_430_ = (l_429_ * 1u);
                bool l_431_ = (2u < l_430_);
                uint l_432_ = (l_430_ - 1u);
                uint l_433_ = min(2u, l_432_);
                float l_434_ = asfloat(buffer_2_global.Load(l_433_*4));
                float l_21_ = (l_431_ ? l_434_ : 0.0);
                uint l_22_ = naga_f2u32(l_21_);
                uint l_436_ = asuint(info.Load(8+0));
                uint l_437_ = (l_436_ * 1u);
                bool l_438_ = (3u < l_437_);
                uint l_439_ = (l_437_ - 1u);
                uint l_440_ = min(3u, l_439_);
                float l_441_ = asfloat(buffer_2_global.Load(l_440_*4));
                float l_24_ = (l_438_ ? l_441_ : 0.0);
                uint l_25_ = naga_f2u32(l_24_);
                uint l_443_ = asuint(info.Load(8+0));
                uint l_444_ = (l_443_ * 1u);
                bool l_445_ = (5u < l_444_);
                uint l_446_ = (l_444_ - 1u);
                uint l_447_ = min(5u, l_446_);
                float l_448_ = asfloat(buffer_2_global.Load(l_447_*4));
                float l_27_ = (l_445_ ? l_448_ : 0.0);
                float l_28_ = (l_18_ / l_27_);
                float l_29_ = (l_28_ + 0.5);
                float l_30_ = floor(l_29_);
                float l_32_ = (l_30_ * 1.0);
                l_mut_33_ = l_18_;
                l_mut_34_ = l_19_;
                l_mut_35_ = 0u;
                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                bool loop_init_1 = true;
                while(true) {
                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                    if (!loop_init_1) {
                        uint _e260 = l_mut_35_;
                        l_mut_35_ = (_e260 + 1u);
                    }
                    loop_init_1 = false;
                    uint _e219 = l_mut_35_;
                    if ((_e219 < l_25_)) {
                    } else {
                        break;
                    }
                    {
                        uint _e221 = l_mut_35_;
                        uint l_36_ = (5u + _e221);
                        uint l_464_ = asuint(info.Load(8+0));
                        uint l_465_ = (l_464_ * 1u);
                        bool l_466_ = (l_36_ < l_465_);
                        uint l_467_ = (l_465_ - 1u);
                        uint l_468_ = min(l_36_, l_467_);
                        float l_469_ = asfloat(buffer_2_global.Load(l_468_*4));
                        float l_37_ = (l_466_ ? l_469_ : 0.0);
                        float l_38_ = -(l_37_);
                        float l_39_ = (l_32_ * l_38_);
                        float _e240 = l_mut_33_;
                        float l_40_ = (_e240 + l_39_);
                        float l_41_ = (l_40_ * l_4_);
                        float _e243 = l_mut_33_;
                        float l_42_ = (l_41_ - _e243);
                        float l_43_ = (l_42_ * l_4_);
                        float l_44_ = (l_41_ - l_43_);
                        float l_45_ = (l_44_ * l_4_);
                        float _e248 = l_mut_33_;
                        float l_46_ = (_e248 - l_45_);
                        float l_47_ = (l_39_ - l_43_);
                        float l_48_ = (l_46_ + l_47_);
                        float _e252 = l_mut_34_;
                        float l_49_ = (l_48_ + _e252);
                        float l_50_ = (l_41_ + l_49_);
                        float l_51_ = (l_50_ * l_4_);
                        float l_52_ = (l_51_ - l_41_);
                        float l_53_ = (l_52_ * l_4_);
                        float l_54_ = (l_49_ - l_53_);
                        l_mut_33_ = l_51_;
                        l_mut_34_ = l_54_;
                    }
                }
                float _e262 = l_mut_33_;
                float l_55_ = (_e262 * 0.00390625);
                float _e265 = l_mut_34_;
                float l_56_ = (_e265 * 0.00390625);
                uint l_57_ = (l_22_ - 1u);
                uint l_58_ = (5u + l_25_);
                uint l_450_ = asuint(info.Load(8+0));
                uint l_451_ = (l_450_ * 1u);
                bool l_452_ = (l_58_ < l_451_);
                uint l_453_ = (l_451_ - 1u);
                uint l_454_ = min(l_58_, l_453_);
                float l_455_ = asfloat(buffer_2_global.Load(l_454_*4));
                float l_59_ = (l_452_ ? l_455_ : 0.0);
                l_mut_34_ = l_59_;
                uint l_60_ = (l_58_ + 1u);
                uint l_457_ = asuint(info.Load(8+0));
                uint l_458_ = (l_457_ * 1u);
                bool l_459_ = (l_60_ < l_458_);
                uint l_460_ = (l_458_ - 1u);
                uint l_461_ = min(l_60_, l_460_);
                float l_462_ = asfloat(buffer_2_global.Load(l_461_*4));
                float l_61_ = (l_459_ ? l_462_ : 0.0);
                l_mut_33_ = l_61_;
                l_mut_62_ = 1u;
                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e411 = l_mut_62_;
                        l_mut_62_ = (_e411 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e305 = l_mut_62_;
                    if ((_e305 < l_57_)) {
                    } else {
                        break;
                    }
                    {
                        float _e307 = l_mut_34_;
                        float l_63_ = (_e307 * l_55_);
                        float l_64_ = (l_63_ * l_4_);
                        float _e310 = l_mut_34_;
                        float l_65_ = (l_3_ * _e310);
                        float l_66_ = (l_65_ * l_4_);
                        float _e313 = l_mut_34_;
                        float l_67_ = (l_66_ - _e313);
                        float l_68_ = (l_67_ * l_4_);
                        float l_69_ = (l_66_ - l_68_);
                        float _e317 = l_mut_34_;
                        float l_70_ = (_e317 - l_69_);
                        float l_71_ = (l_3_ * l_55_);
                        float l_72_ = (l_71_ * l_4_);
                        float l_73_ = (l_72_ - l_55_);
                        float l_74_ = (l_73_ * l_4_);
                        float l_75_ = (l_72_ - l_74_);
                        float l_76_ = (l_55_ - l_75_);
                        float l_77_ = (l_69_ * l_75_);
                        float l_78_ = (l_77_ - l_64_);
                        float l_79_ = (l_69_ * l_76_);
                        float l_80_ = (l_78_ + l_79_);
                        float l_81_ = (l_70_ * l_75_);
                        float l_82_ = (l_80_ + l_81_);
                        float l_83_ = (l_70_ * l_76_);
                        float l_84_ = (l_82_ + l_83_);
                        float _e333 = l_mut_34_;
                        float l_85_ = (_e333 * l_56_);
                        float _e335 = l_mut_33_;
                        float l_86_ = (_e335 * l_55_);
                        float l_87_ = (l_85_ + l_86_);
                        float l_88_ = (l_84_ + l_87_);
                        float l_89_ = (l_64_ + l_88_);
                        float l_90_ = (l_89_ * l_4_);
                        float l_91_ = (l_90_ - l_64_);
                        float l_92_ = (l_91_ * l_4_);
                        float l_93_ = (l_88_ - l_92_);
                        uint _e345 = l_mut_62_;
                        uint l_94_ = (2u * _e345);
                        uint l_95_ = (l_58_ + l_94_);
                        uint l_471_ = asuint(info.Load(8+0));
                        uint l_472_ = (l_471_ * 1u);
                        bool l_473_ = (l_95_ < l_472_);
                        uint l_474_ = (l_472_ - 1u);
                        uint l_475_ = min(l_95_, l_474_);
                        float l_476_ = asfloat(buffer_2_global.Load(l_475_*4));
                        float l_96_ = (l_473_ ? l_476_ : 0.0);
                        uint l_97_ = (l_95_ + 1u);
                        uint l_478_ = asuint(info.Load(8+0));
                        uint l_479_ = (l_478_ * 1u);
                        bool l_480_ = (l_97_ < l_479_);
                        uint l_481_ = (l_479_ - 1u);
                        uint l_482_ = min(l_97_, l_481_);
                        float l_483_ = asfloat(buffer_2_global.Load(l_482_*4));
                        float l_98_ = (l_480_ ? l_483_ : 0.0);
                        float l_99_ = (l_90_ + l_96_);
                        float l_100_ = (l_99_ * l_4_);
                        float l_101_ = (l_100_ - l_90_);
                        float l_102_ = (l_101_ * l_4_);
                        float l_103_ = (l_100_ - l_102_);
                        float l_104_ = (l_103_ * l_4_);
                        float l_105_ = (l_90_ - l_104_);
                        float l_106_ = (l_96_ - l_102_);
                        float l_107_ = (l_105_ + l_106_);
                        float l_108_ = (l_93_ + l_98_);
                        float l_109_ = (l_108_ * l_4_);
                        float l_110_ = (l_109_ - l_93_);
                        float l_111_ = (l_110_ * l_4_);
                        float l_112_ = (l_109_ - l_111_);
                        float l_113_ = (l_112_ * l_4_);
                        float l_114_ = (l_93_ - l_113_);
                        float l_115_ = (l_98_ - l_111_);
                        float l_116_ = (l_114_ + l_115_);
                        float l_117_ = (l_107_ + l_109_);
                        float l_118_ = (l_100_ + l_117_);
                        float l_119_ = (l_118_ * l_4_);
                        float l_120_ = (l_119_ - l_100_);
                        float l_121_ = (l_120_ * l_4_);
                        float l_122_ = (l_117_ - l_121_);
                        float l_123_ = (l_116_ + l_122_);
                        float l_124_ = (l_119_ + l_123_);
                        float l_125_ = (l_124_ * l_4_);
                        float l_126_ = (l_125_ - l_119_);
                        float l_127_ = (l_126_ * l_4_);
                        float l_128_ = (l_123_ - l_127_);
                        l_mut_34_ = l_125_;
                        l_mut_33_ = l_128_;
                    }
                }
                float _e413 = l_mut_34_;
                float l_129_ = (_e413 * l_55_);
                float l_130_ = (l_129_ * l_4_);
                float _e416 = l_mut_34_;
                float l_131_ = (l_3_ * _e416);
                float l_132_ = (l_131_ * l_4_);
                float _e419 = l_mut_34_;
                float l_133_ = (l_132_ - _e419);
                float l_134_ = (l_133_ * l_4_);
                float l_135_ = (l_132_ - l_134_);
                float _e423 = l_mut_34_;
                float l_136_ = (_e423 - l_135_);
                float l_137_ = (l_3_ * l_55_);
                float l_138_ = (l_137_ * l_4_);
                float l_139_ = (l_138_ - l_55_);
                float l_140_ = (l_139_ * l_4_);
                float l_141_ = (l_138_ - l_140_);
                float l_142_ = (l_55_ - l_141_);
                float l_143_ = (l_135_ * l_141_);
                float l_144_ = (l_143_ - l_130_);
                float l_145_ = (l_135_ * l_142_);
                float l_146_ = (l_144_ + l_145_);
                float l_147_ = (l_136_ * l_141_);
                float l_148_ = (l_146_ + l_147_);
                float l_149_ = (l_136_ * l_142_);
                float l_150_ = (l_148_ + l_149_);
                float _e439 = l_mut_34_;
                float l_151_ = (_e439 * l_56_);
                float _e441 = l_mut_33_;
                float l_152_ = (_e441 * l_55_);
                float l_153_ = (l_151_ + l_152_);
                float l_154_ = (l_150_ + l_153_);
                float l_155_ = (l_130_ + l_154_);
                float l_156_ = (l_155_ * l_4_);
                float l_157_ = (l_156_ - l_130_);
                float l_158_ = (l_157_ * l_4_);
                float l_159_ = (l_154_ - l_158_);
                float l_160_ = (l_156_ + 1.0);
                float l_161_ = (l_160_ * l_4_);
                float l_162_ = (l_161_ - l_156_);
                float l_163_ = (l_162_ * l_4_);
                float l_164_ = (l_161_ - l_163_);
                float l_165_ = (l_164_ * l_4_);
                float l_166_ = (l_156_ - l_165_);
                float l_167_ = (1.0 - l_163_);
                float l_168_ = (l_166_ + l_167_);
                float l_169_ = (l_168_ + l_159_);
                float l_170_ = (l_161_ + l_169_);
                float l_171_ = (l_170_ * l_4_);
                float l_172_ = (l_171_ - l_161_);
                float l_173_ = (l_172_ * l_4_);
                float l_174_ = (l_169_ - l_173_);
                float l_175_ = (l_171_ * l_55_);
                float l_176_ = (l_175_ * l_4_);
                float l_177_ = (l_3_ * l_171_);
                float l_178_ = (l_177_ * l_4_);
                float l_179_ = (l_178_ - l_171_);
                float l_180_ = (l_179_ * l_4_);
                float l_181_ = (l_178_ - l_180_);
                float l_182_ = (l_171_ - l_181_);
                float l_183_ = (l_3_ * l_55_);
                float l_184_ = (l_183_ * l_4_);
                float l_185_ = (l_184_ - l_55_);
                float l_186_ = (l_185_ * l_4_);
                float l_187_ = (l_184_ - l_186_);
                float l_188_ = (l_55_ - l_187_);
                float l_189_ = (l_181_ * l_187_);
                float l_190_ = (l_189_ - l_176_);
                float l_191_ = (l_181_ * l_188_);
                float l_192_ = (l_190_ + l_191_);
                float l_193_ = (l_182_ * l_187_);
                float l_194_ = (l_192_ + l_193_);
                float l_195_ = (l_182_ * l_188_);
                float l_196_ = (l_194_ + l_195_);
                float l_197_ = (l_171_ * l_56_);
                float l_198_ = (l_174_ * l_55_);
                float l_199_ = (l_197_ + l_198_);
                float l_200_ = (l_196_ + l_199_);
                float l_201_ = (l_176_ + l_200_);
                float l_202_ = (l_201_ * l_4_);
                float l_203_ = (l_202_ - l_176_);
                float l_204_ = (l_203_ * l_4_);
                float l_205_ = (l_200_ - l_204_);
                l_mut_34_ = l_202_;
                l_mut_33_ = l_205_;
                l_mut_206_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_3 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_3) {
                        uint _e583 = l_mut_206_;
                        l_mut_206_ = (_e583 + 1u);
                    }
                    loop_init_3 = false;
                    uint _e500 = l_mut_206_;
                    if ((_e500 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        float _e503 = l_mut_34_;
                        float l_207_ = (_e503 * 2.0);
                        float _e506 = l_mut_33_;
                        float l_208_ = (_e506 * 2.0);
                        float _e509 = l_mut_34_;
                        float _e510 = l_mut_34_;
                        float l_209_ = (_e509 * _e510);
                        float l_210_ = (l_209_ * l_4_);
                        float _e513 = l_mut_34_;
                        float l_211_ = (l_3_ * _e513);
                        float l_212_ = (l_211_ * l_4_);
                        float _e516 = l_mut_34_;
                        float l_213_ = (l_212_ - _e516);
                        float l_214_ = (l_213_ * l_4_);
                        float l_215_ = (l_212_ - l_214_);
                        float _e520 = l_mut_34_;
                        float l_216_ = (_e520 - l_215_);
                        float _e522 = l_mut_34_;
                        float l_217_ = (l_3_ * _e522);
                        float l_218_ = (l_217_ * l_4_);
                        float _e525 = l_mut_34_;
                        float l_219_ = (l_218_ - _e525);
                        float l_220_ = (l_219_ * l_4_);
                        float l_221_ = (l_218_ - l_220_);
                        float _e529 = l_mut_34_;
                        float l_222_ = (_e529 - l_221_);
                        float l_223_ = (l_215_ * l_221_);
                        float l_224_ = (l_223_ - l_210_);
                        float l_225_ = (l_215_ * l_222_);
                        float l_226_ = (l_224_ + l_225_);
                        float l_227_ = (l_216_ * l_221_);
                        float l_228_ = (l_226_ + l_227_);
                        float l_229_ = (l_216_ * l_222_);
                        float l_230_ = (l_228_ + l_229_);
                        float _e539 = l_mut_34_;
                        float _e540 = l_mut_33_;
                        float l_231_ = (_e539 * _e540);
                        float _e542 = l_mut_33_;
                        float _e543 = l_mut_34_;
                        float l_232_ = (_e542 * _e543);
                        float l_233_ = (l_231_ + l_232_);
                        float l_234_ = (l_230_ + l_233_);
                        float l_235_ = (l_210_ + l_234_);
                        float l_236_ = (l_235_ * l_4_);
                        float l_237_ = (l_236_ - l_210_);
                        float l_238_ = (l_237_ * l_4_);
                        float l_239_ = (l_234_ - l_238_);
                        float l_240_ = (l_207_ + l_236_);
                        float l_241_ = (l_240_ * l_4_);
                        float l_242_ = (l_241_ - l_207_);
                        float l_243_ = (l_242_ * l_4_);
                        float l_244_ = (l_241_ - l_243_);
                        float l_245_ = (l_244_ * l_4_);
                        float l_246_ = (l_207_ - l_245_);
                        float l_247_ = (l_236_ - l_243_);
                        float l_248_ = (l_246_ + l_247_);
                        float l_249_ = (l_208_ + l_239_);
                        float l_250_ = (l_249_ * l_4_);
                        float l_251_ = (l_250_ - l_208_);
                        float l_252_ = (l_251_ * l_4_);
                        float l_253_ = (l_250_ - l_252_);
                        float l_254_ = (l_253_ * l_4_);
                        float l_255_ = (l_208_ - l_254_);
                        float l_256_ = (l_239_ - l_252_);
                        float l_257_ = (l_255_ + l_256_);
                        float l_258_ = (l_248_ + l_250_);
                        float l_259_ = (l_241_ + l_258_);
                        float l_260_ = (l_259_ * l_4_);
                        float l_261_ = (l_260_ - l_241_);
                        float l_262_ = (l_261_ * l_4_);
                        float l_263_ = (l_258_ - l_262_);
                        float l_264_ = (l_257_ + l_263_);
                        float l_265_ = (l_260_ + l_264_);
                        float l_266_ = (l_265_ * l_4_);
                        float l_267_ = (l_266_ - l_260_);
                        float l_268_ = (l_267_ * l_4_);
                        float l_269_ = (l_264_ - l_268_);
                        l_mut_34_ = l_266_;
                        l_mut_33_ = l_269_;
                    }
                }
                float _e585 = l_mut_34_;
                float l_270_ = (_e585 + 1.0);
                float l_271_ = (l_270_ * l_4_);
                float _e589 = l_mut_34_;
                float l_272_ = (l_271_ - _e589);
                float l_273_ = (l_272_ * l_4_);
                float l_274_ = (l_271_ - l_273_);
                float l_275_ = (l_274_ * l_4_);
                float _e594 = l_mut_34_;
                float l_276_ = (_e594 - l_275_);
                float l_277_ = (1.0 - l_273_);
                float l_278_ = (l_276_ + l_277_);
                float _e599 = l_mut_33_;
                float l_279_ = (l_278_ + _e599);
                float l_280_ = (l_271_ + l_279_);
                float l_281_ = (l_280_ * l_4_);
                float l_282_ = (l_281_ - l_271_);
                float l_283_ = (l_282_ * l_4_);
                float l_284_ = (l_279_ - l_283_);
                float l_285_ = abs(l_30_);
                uint l_286_ = naga_f2u32(l_285_);
                l_mut_287_ = l_286_;
                bool l_288_ = (l_30_ < 0.0);
                float l_289_ = (l_288_ ? 0.5 : 2.0);
                l_mut_34_ = l_289_;
                l_mut_33_ = 1.0;
                l_mut_290_ = 0u;
                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e636 = l_mut_290_;
                        l_mut_290_ = (_e636 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e616 = l_mut_290_;
                    if ((_e616 < 11u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e619 = l_mut_287_;
                        uint l_291_ = (_e619 & 1u);
                        bool l_292_ = (l_291_ == 1u);
                        float _e624 = l_mut_33_;
                        float _e625 = l_mut_34_;
                        float l_293_ = (_e624 * _e625);
                        float _e627 = l_mut_33_;
                        float l_294_ = (l_292_ ? l_293_ : _e627);
                        l_mut_33_ = l_294_;
                        float _e629 = l_mut_34_;
                        float _e630 = l_mut_34_;
                        l_mut_34_ = (_e629 * _e630);
                        uint _e632 = l_mut_287_;
                        l_mut_287_ = (_e632 >> 1u);
                    }
                }
                float _e638 = l_mut_33_;
                float l_295_ = (l_281_ * _e638);
                float _e640 = l_mut_33_;
                float l_296_ = (l_284_ * _e640);
                float l_297_ = (l_5_ * l_295_);
                float l_298_ = (l_297_ * l_4_);
                float l_299_ = (l_3_ * l_5_);
                float l_300_ = (l_299_ * l_4_);
                float l_301_ = (l_300_ - l_5_);
                float l_302_ = (l_301_ * l_4_);
                float l_303_ = (l_300_ - l_302_);
                float l_304_ = (l_5_ - l_303_);
                float l_305_ = (l_3_ * l_295_);
                float l_306_ = (l_305_ * l_4_);
                float l_307_ = (l_306_ - l_295_);
                float l_308_ = (l_307_ * l_4_);
                float l_309_ = (l_306_ - l_308_);
                float l_310_ = (l_295_ - l_309_);
                float l_311_ = (l_303_ * l_309_);
                float l_312_ = (l_311_ - l_298_);
                float l_313_ = (l_303_ * l_310_);
                float l_314_ = (l_312_ + l_313_);
                float l_315_ = (l_304_ * l_309_);
                float l_316_ = (l_314_ + l_315_);
                float l_317_ = (l_304_ * l_310_);
                float l_318_ = (l_316_ + l_317_);
                float l_319_ = (l_5_ * l_296_);
                float l_320_ = (l_7_ * l_295_);
                float l_321_ = (l_319_ + l_320_);
                float l_322_ = (l_318_ + l_321_);
                float l_323_ = (l_298_ + l_322_);
                float l_324_ = (l_323_ * l_4_);
                float l_325_ = (l_324_ - l_298_);
                float l_326_ = (l_325_ * l_4_);
                float l_327_ = (l_322_ - l_326_);
                float l_328_ = (l_324_ + -1.0);
                float l_329_ = (l_328_ * l_4_);
                float l_330_ = (l_329_ - l_324_);
                float l_331_ = (l_330_ * l_4_);
                float l_332_ = (l_329_ - l_331_);
                float l_333_ = (l_332_ * l_4_);
                float l_334_ = (l_324_ - l_333_);
                float l_335_ = (-1.0 - l_331_);
                float l_336_ = (l_334_ + l_335_);
                float l_337_ = (l_336_ + l_327_);
                float l_338_ = (l_329_ + l_337_);
                float l_339_ = (l_338_ * l_4_);
                float l_340_ = (l_339_ - l_329_);
                float l_341_ = (l_340_ * l_4_);
                float l_342_ = (l_337_ - l_341_);
                float _e690 = l_mut_15_;
                float l_343_ = (_e690 + l_339_);
                float l_344_ = (l_343_ * l_4_);
                float _e693 = l_mut_15_;
                float l_345_ = (l_344_ - _e693);
                float l_346_ = (l_345_ * l_4_);
                float l_347_ = (l_344_ - l_346_);
                float l_348_ = (l_347_ * l_4_);
                float _e698 = l_mut_15_;
                float l_349_ = (_e698 - l_348_);
                float l_350_ = (l_339_ - l_346_);
                float l_351_ = (l_349_ + l_350_);
                float _e702 = l_mut_16_;
                float l_352_ = (_e702 + l_342_);
                float l_353_ = (l_352_ * l_4_);
                float _e705 = l_mut_16_;
                float l_354_ = (l_353_ - _e705);
                float l_355_ = (l_354_ * l_4_);
                float l_356_ = (l_353_ - l_355_);
                float l_357_ = (l_356_ * l_4_);
                float _e710 = l_mut_16_;
                float l_358_ = (_e710 - l_357_);
                float l_359_ = (l_342_ - l_355_);
                float l_360_ = (l_358_ + l_359_);
                float l_361_ = (l_351_ + l_353_);
                float l_362_ = (l_344_ + l_361_);
                float l_363_ = (l_362_ * l_4_);
                float l_364_ = (l_363_ - l_344_);
                float l_365_ = (l_364_ * l_4_);
                float l_366_ = (l_361_ - l_365_);
                float l_367_ = (l_360_ + l_366_);
                float l_368_ = (l_363_ + l_367_);
                float l_369_ = (l_368_ * l_4_);
                float l_370_ = (l_369_ - l_363_);
                float l_371_ = (l_370_ * l_4_);
                float l_372_ = (l_367_ - l_371_);
                l_mut_15_ = l_369_;
                l_mut_16_ = l_372_;
            }
        }
        uint l_423_ = asuint(info.Load(12+0));
        uint l_424_ = (l_423_ * 1u);
        bool l_425_ = (id < l_424_);
        if (l_425_) {
            float _e738 = l_mut_15_;
            buffer_3_global.Store(id*4, asuint(_e738));
        }
        uint l_373_ = (l_1_ + id);
        uint l_426_ = asuint(info.Load(12+0));
        uint l_427_ = (l_426_ * 1u);
        bool l_428_ = (l_373_ < l_427_);
        if (l_428_) {
            float _e749 = l_mut_16_;
            buffer_3_global.Store(l_373_*4, asuint(_e749));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
