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
    float l_mut_24_ = (float)0;
    float l_mut_25_ = (float)0;
    uint l_mut_341_ = (uint)0;
    uint l_mut_26_ = 0u;
    uint l_mut_58_ = 1u;
    uint l_mut_238_ = 0u;
    uint l_mut_344_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_352_ = asuint(info.Load(8+0));
        uint l_353_ = (l_352_ * 1u);
        bool l_354_ = (0u < l_353_);
        uint l_355_ = (l_353_ - 1u);
        uint l_356_ = min(0u, l_355_);
        float l_357_ = asfloat(buffer_2_global.Load(l_356_*4));
        float l_3_ = (l_354_ ? l_357_ : 0.0);
        uint l_359_ = asuint(info.Load(8+0));
        uint l_360_ = (l_359_ * 1u);
        bool l_361_ = (1u < l_360_);
        uint l_362_ = (l_360_ - 1u);
        uint l_363_ = min(1u, l_362_);
        float l_364_ = asfloat(buffer_2_global.Load(l_363_*4));
        float l_4_ = (l_361_ ? l_364_ : 0.0);
        uint l_366_ = asuint(info.Load(0+0));
        uint l_367_ = (l_366_ * 1u);
        bool l_368_ = (id < l_367_);
        uint l_369_ = (l_367_ - 1u);
        uint l_370_ = min(id, l_369_);
        float l_371_ = asfloat(buffer_0_global.Load(l_370_*4));
        float l_5_ = (l_368_ ? l_371_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_373_ = asuint(info.Load(0+0));
        uint l_374_ = (l_373_ * 1u);
        bool l_375_ = (l_6_ < l_374_);
        uint l_376_ = (l_374_ - 1u);
        uint l_377_ = min(l_6_, l_376_);
        float l_378_ = asfloat(buffer_0_global.Load(l_377_*4));
        float l_7_ = (l_375_ ? l_378_ : 0.0);
        uint l_380_ = asuint(info.Load(4+0));
        uint l_381_ = (l_380_ * 1u);
        bool l_382_ = (id < l_381_);
        uint l_383_ = (l_381_ - 1u);
        uint l_384_ = min(id, l_383_);
        float l_385_ = asfloat(buffer_1_global.Load(l_384_*4));
        float l_8_ = (l_382_ ? l_385_ : 0.0);
        uint l_9_ = (l_1_ + id);
        uint l_387_ = asuint(info.Load(4+0));
        uint l_388_ = (l_387_ * 1u);
        bool l_389_ = (l_9_ < l_388_);
        uint l_390_ = (l_388_ - 1u);
        uint l_391_ = min(l_9_, l_390_);
        float l_392_ = asfloat(buffer_1_global.Load(l_391_*4));
        float l_10_ = (l_389_ ? l_392_ : 0.0);
        uint l_394_ = asuint(info.Load(8+0));
        uint l_395_ = (l_394_ * 1u);
        bool l_396_ = (2u < l_395_);
        uint l_397_ = (l_395_ - 1u);
        uint l_398_ = min(2u, l_397_);
        float l_399_ = asfloat(buffer_2_global.Load(l_398_*4));
        float l_12_ = (l_396_ ? l_399_ : 0.0);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_401_ = asuint(info.Load(8+0));
        uint l_402_ = (l_401_ * 1u);
        bool l_403_ = (3u < l_402_);
        uint l_404_ = (l_402_ - 1u);
        uint l_405_ = min(3u, l_404_);
        float l_406_ = asfloat(buffer_2_global.Load(l_405_*4));
        float l_15_ = (l_403_ ? l_406_ : 0.0);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_408_ = asuint(info.Load(8+0));
        uint l_409_ = (l_408_ * 1u);
        bool l_410_ = (5u < l_409_);
        uint l_411_ = (l_409_ - 1u);
        uint l_412_ = min(5u, l_411_);
        float l_413_ = asfloat(buffer_2_global.Load(l_412_*4));
        float l_18_ = (l_410_ ? l_413_ : 0.0);
        float l_19_ = (l_5_ / l_18_);
        float l_20_ = (l_19_ + 0.5);
        float l_21_ = floor(l_20_);
        float l_23_ = (l_21_ * 1.0);
        l_mut_24_ = l_5_;
        l_mut_25_ = l_7_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e241 = l_mut_26_;
                l_mut_26_ = (_e241 + 1u);
            }
            loop_init = false;
            uint _e190 = l_mut_26_;
            if ((_e190 < l_16_)) {
            } else {
                break;
            }
            {
                uint _e192 = l_mut_26_;
                uint l_27_ = (5u + _e192);
                uint l_435_ = asuint(info.Load(8+0));
                uint l_436_ = (l_435_ * 1u);
                bool l_437_ = (l_27_ < l_436_);
                uint l_438_ = (l_436_ - 1u);
                uint l_439_ = min(l_27_, l_438_);
                float l_440_ = asfloat(buffer_2_global.Load(l_439_*4));
                float l_28_ = (l_437_ ? l_440_ : 0.0);
                float l_29_ = -(l_28_);
                float l_30_ = (l_23_ * l_29_);
                float _e211 = l_mut_24_;
                float l_31_ = (_e211 + l_30_);
                bool l_32_ = (l_4_ != 0.0);
                float l_33_ = (l_32_ ? l_31_ : l_4_);
                float _e216 = l_mut_24_;
                float l_34_ = (l_33_ - _e216);
                bool l_35_ = (l_4_ != 0.0);
                float l_36_ = (l_35_ ? l_34_ : l_4_);
                float l_37_ = (l_33_ - l_36_);
                bool l_38_ = (l_4_ != 0.0);
                float l_39_ = (l_38_ ? l_37_ : l_4_);
                float _e225 = l_mut_24_;
                float l_40_ = (_e225 - l_39_);
                float l_41_ = (l_30_ - l_36_);
                float l_42_ = (l_40_ + l_41_);
                float _e229 = l_mut_25_;
                float l_43_ = (l_42_ + _e229);
                float l_44_ = (l_33_ + l_43_);
                bool l_45_ = (l_4_ != 0.0);
                float l_46_ = (l_45_ ? l_44_ : l_4_);
                float l_47_ = (l_46_ - l_33_);
                bool l_48_ = (l_4_ != 0.0);
                float l_49_ = (l_48_ ? l_47_ : l_4_);
                float l_50_ = (l_43_ - l_49_);
                l_mut_24_ = l_46_;
                l_mut_25_ = l_50_;
            }
        }
        float _e243 = l_mut_24_;
        float l_51_ = (_e243 * 0.00390625);
        float _e246 = l_mut_25_;
        float l_52_ = (_e246 * 0.00390625);
        uint l_53_ = (l_13_ - 1u);
        uint l_54_ = (5u + l_16_);
        uint l_415_ = asuint(info.Load(8+0));
        uint l_416_ = (l_415_ * 1u);
        bool l_417_ = (l_54_ < l_416_);
        uint l_418_ = (l_416_ - 1u);
        uint l_419_ = min(l_54_, l_418_);
        float l_420_ = asfloat(buffer_2_global.Load(l_419_*4));
        float l_55_ = (l_417_ ? l_420_ : 0.0);
        l_mut_25_ = l_55_;
        uint l_56_ = (l_54_ + 1u);
        uint l_422_ = asuint(info.Load(8+0));
        uint l_423_ = (l_422_ * 1u);
        bool l_424_ = (l_56_ < l_423_);
        uint l_425_ = (l_423_ - 1u);
        uint l_426_ = min(l_56_, l_425_);
        float l_427_ = asfloat(buffer_2_global.Load(l_426_*4));
        float l_57_ = (l_424_ ? l_427_ : 0.0);
        l_mut_24_ = l_57_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e426 = l_mut_58_;
                l_mut_58_ = (_e426 + 1u);
            }
            loop_init_1 = false;
            uint _e286 = l_mut_58_;
            if ((_e286 < l_53_)) {
            } else {
                break;
            }
            {
                float _e288 = l_mut_25_;
                float l_59_ = (_e288 * l_51_);
                bool l_60_ = (l_4_ != 0.0);
                float l_61_ = (l_60_ ? l_59_ : l_4_);
                float _e293 = l_mut_25_;
                float l_62_ = (l_3_ * _e293);
                bool l_63_ = (l_4_ != 0.0);
                float l_64_ = (l_63_ ? l_62_ : l_4_);
                float _e298 = l_mut_25_;
                float l_65_ = (l_64_ - _e298);
                bool l_66_ = (l_4_ != 0.0);
                float l_67_ = (l_66_ ? l_65_ : l_4_);
                float l_68_ = (l_64_ - l_67_);
                float _e304 = l_mut_25_;
                float l_69_ = (_e304 - l_68_);
                float l_70_ = (l_3_ * l_51_);
                bool l_71_ = (l_4_ != 0.0);
                float l_72_ = (l_71_ ? l_70_ : l_4_);
                float l_73_ = (l_72_ - l_51_);
                bool l_74_ = (l_4_ != 0.0);
                float l_75_ = (l_74_ ? l_73_ : l_4_);
                float l_76_ = (l_72_ - l_75_);
                float l_77_ = (l_51_ - l_76_);
                float l_78_ = (l_68_ * l_76_);
                float l_79_ = (l_78_ - l_61_);
                float l_80_ = (l_68_ * l_77_);
                float l_81_ = (l_79_ + l_80_);
                float l_82_ = (l_69_ * l_76_);
                float l_83_ = (l_81_ + l_82_);
                float l_84_ = (l_69_ * l_77_);
                float l_85_ = (l_83_ + l_84_);
                float _e324 = l_mut_25_;
                float l_86_ = (_e324 * l_52_);
                float _e326 = l_mut_24_;
                float l_87_ = (_e326 * l_51_);
                float l_88_ = (l_86_ + l_87_);
                float l_89_ = (l_85_ + l_88_);
                float l_90_ = (l_61_ + l_89_);
                bool l_91_ = (l_4_ != 0.0);
                float l_92_ = (l_91_ ? l_90_ : l_4_);
                float l_93_ = (l_92_ - l_61_);
                bool l_94_ = (l_4_ != 0.0);
                float l_95_ = (l_94_ ? l_93_ : l_4_);
                float l_96_ = (l_89_ - l_95_);
                uint _e340 = l_mut_58_;
                uint l_97_ = (2u * _e340);
                uint l_98_ = (l_54_ + l_97_);
                uint l_442_ = asuint(info.Load(8+0));
                uint l_443_ = (l_442_ * 1u);
                bool l_444_ = (l_98_ < l_443_);
                uint l_445_ = (l_443_ - 1u);
                uint l_446_ = min(l_98_, l_445_);
                float l_447_ = asfloat(buffer_2_global.Load(l_446_*4));
                float l_99_ = (l_444_ ? l_447_ : 0.0);
                uint l_100_ = (l_98_ + 1u);
                uint l_449_ = asuint(info.Load(8+0));
                uint l_450_ = (l_449_ * 1u);
                bool l_451_ = (l_100_ < l_450_);
                uint l_452_ = (l_450_ - 1u);
                uint l_453_ = min(l_100_, l_452_);
                float l_454_ = asfloat(buffer_2_global.Load(l_453_*4));
                float l_101_ = (l_451_ ? l_454_ : 0.0);
                float l_102_ = (l_92_ + l_99_);
                bool l_103_ = (l_4_ != 0.0);
                float l_104_ = (l_103_ ? l_102_ : l_4_);
                float l_105_ = (l_104_ - l_92_);
                bool l_106_ = (l_4_ != 0.0);
                float l_107_ = (l_106_ ? l_105_ : l_4_);
                float l_108_ = (l_104_ - l_107_);
                bool l_109_ = (l_4_ != 0.0);
                float l_110_ = (l_109_ ? l_108_ : l_4_);
                float l_111_ = (l_92_ - l_110_);
                float l_112_ = (l_99_ - l_107_);
                float l_113_ = (l_111_ + l_112_);
                float l_114_ = (l_96_ + l_101_);
                bool l_115_ = (l_4_ != 0.0);
                float l_116_ = (l_115_ ? l_114_ : l_4_);
                float l_117_ = (l_116_ - l_96_);
                bool l_118_ = (l_4_ != 0.0);
                float l_119_ = (l_118_ ? l_117_ : l_4_);
                float l_120_ = (l_116_ - l_119_);
                bool l_121_ = (l_4_ != 0.0);
                float l_122_ = (l_121_ ? l_120_ : l_4_);
                float l_123_ = (l_96_ - l_122_);
                float l_124_ = (l_101_ - l_119_);
                float l_125_ = (l_123_ + l_124_);
                float l_126_ = (l_113_ + l_116_);
                float l_127_ = (l_104_ + l_126_);
                bool l_128_ = (l_4_ != 0.0);
                float l_129_ = (l_128_ ? l_127_ : l_4_);
                float l_130_ = (l_129_ - l_104_);
                bool l_131_ = (l_4_ != 0.0);
                float l_132_ = (l_131_ ? l_130_ : l_4_);
                float l_133_ = (l_126_ - l_132_);
                float l_134_ = (l_125_ + l_133_);
                float l_135_ = (l_129_ + l_134_);
                bool l_136_ = (l_4_ != 0.0);
                float l_137_ = (l_136_ ? l_135_ : l_4_);
                float l_138_ = (l_137_ - l_129_);
                bool l_139_ = (l_4_ != 0.0);
                float l_140_ = (l_139_ ? l_138_ : l_4_);
                float l_141_ = (l_134_ - l_140_);
                l_mut_25_ = l_137_;
                l_mut_24_ = l_141_;
            }
        }
        float _e428 = l_mut_25_;
        float l_142_ = (_e428 * l_51_);
        bool l_143_ = (l_4_ != 0.0);
        float l_144_ = (l_143_ ? l_142_ : l_4_);
        float _e433 = l_mut_25_;
        float l_145_ = (l_3_ * _e433);
        bool l_146_ = (l_4_ != 0.0);
        float l_147_ = (l_146_ ? l_145_ : l_4_);
        float _e438 = l_mut_25_;
        float l_148_ = (l_147_ - _e438);
        bool l_149_ = (l_4_ != 0.0);
        float l_150_ = (l_149_ ? l_148_ : l_4_);
        float l_151_ = (l_147_ - l_150_);
        float _e444 = l_mut_25_;
        float l_152_ = (_e444 - l_151_);
        float l_153_ = (l_3_ * l_51_);
        bool l_154_ = (l_4_ != 0.0);
        float l_155_ = (l_154_ ? l_153_ : l_4_);
        float l_156_ = (l_155_ - l_51_);
        bool l_157_ = (l_4_ != 0.0);
        float l_158_ = (l_157_ ? l_156_ : l_4_);
        float l_159_ = (l_155_ - l_158_);
        float l_160_ = (l_51_ - l_159_);
        float l_161_ = (l_151_ * l_159_);
        float l_162_ = (l_161_ - l_144_);
        float l_163_ = (l_151_ * l_160_);
        float l_164_ = (l_162_ + l_163_);
        float l_165_ = (l_152_ * l_159_);
        float l_166_ = (l_164_ + l_165_);
        float l_167_ = (l_152_ * l_160_);
        float l_168_ = (l_166_ + l_167_);
        float _e464 = l_mut_25_;
        float l_169_ = (_e464 * l_52_);
        float _e466 = l_mut_24_;
        float l_170_ = (_e466 * l_51_);
        float l_171_ = (l_169_ + l_170_);
        float l_172_ = (l_168_ + l_171_);
        float l_173_ = (l_144_ + l_172_);
        bool l_174_ = (l_4_ != 0.0);
        float l_175_ = (l_174_ ? l_173_ : l_4_);
        float l_176_ = (l_175_ - l_144_);
        bool l_177_ = (l_4_ != 0.0);
        float l_178_ = (l_177_ ? l_176_ : l_4_);
        float l_179_ = (l_172_ - l_178_);
        float l_180_ = (l_175_ + 1.0);
        bool l_181_ = (l_4_ != 0.0);
        float l_182_ = (l_181_ ? l_180_ : l_4_);
        float l_183_ = (l_182_ - l_175_);
        bool l_184_ = (l_4_ != 0.0);
        float l_185_ = (l_184_ ? l_183_ : l_4_);
        float l_186_ = (l_182_ - l_185_);
        bool l_187_ = (l_4_ != 0.0);
        float l_188_ = (l_187_ ? l_186_ : l_4_);
        float l_189_ = (l_175_ - l_188_);
        float l_190_ = (1.0 - l_185_);
        float l_191_ = (l_189_ + l_190_);
        float l_192_ = (l_191_ + l_179_);
        float l_193_ = (l_182_ + l_192_);
        bool l_194_ = (l_4_ != 0.0);
        float l_195_ = (l_194_ ? l_193_ : l_4_);
        float l_196_ = (l_195_ - l_182_);
        bool l_197_ = (l_4_ != 0.0);
        float l_198_ = (l_197_ ? l_196_ : l_4_);
        float l_199_ = (l_192_ - l_198_);
        float l_200_ = (l_195_ * l_51_);
        bool l_201_ = (l_4_ != 0.0);
        float l_202_ = (l_201_ ? l_200_ : l_4_);
        float l_203_ = (l_3_ * l_195_);
        bool l_204_ = (l_4_ != 0.0);
        float l_205_ = (l_204_ ? l_203_ : l_4_);
        float l_206_ = (l_205_ - l_195_);
        bool l_207_ = (l_4_ != 0.0);
        float l_208_ = (l_207_ ? l_206_ : l_4_);
        float l_209_ = (l_205_ - l_208_);
        float l_210_ = (l_195_ - l_209_);
        float l_211_ = (l_3_ * l_51_);
        bool l_212_ = (l_4_ != 0.0);
        float l_213_ = (l_212_ ? l_211_ : l_4_);
        float l_214_ = (l_213_ - l_51_);
        bool l_215_ = (l_4_ != 0.0);
        float l_216_ = (l_215_ ? l_214_ : l_4_);
        float l_217_ = (l_213_ - l_216_);
        float l_218_ = (l_51_ - l_217_);
        float l_219_ = (l_209_ * l_217_);
        float l_220_ = (l_219_ - l_202_);
        float l_221_ = (l_209_ * l_218_);
        float l_222_ = (l_220_ + l_221_);
        float l_223_ = (l_210_ * l_217_);
        float l_224_ = (l_222_ + l_223_);
        float l_225_ = (l_210_ * l_218_);
        float l_226_ = (l_224_ + l_225_);
        float l_227_ = (l_195_ * l_52_);
        float l_228_ = (l_199_ * l_51_);
        float l_229_ = (l_227_ + l_228_);
        float l_230_ = (l_226_ + l_229_);
        float l_231_ = (l_202_ + l_230_);
        bool l_232_ = (l_4_ != 0.0);
        float l_233_ = (l_232_ ? l_231_ : l_4_);
        float l_234_ = (l_233_ - l_202_);
        bool l_235_ = (l_4_ != 0.0);
        float l_236_ = (l_235_ ? l_234_ : l_4_);
        float l_237_ = (l_230_ - l_236_);
        l_mut_25_ = l_233_;
        l_mut_24_ = l_237_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e670 = l_mut_238_;
                l_mut_238_ = (_e670 + 1u);
            }
            loop_init_2 = false;
            uint _e553 = l_mut_238_;
            if ((_e553 < 8u)) {
            } else {
                break;
            }
            {
                float _e556 = l_mut_25_;
                float l_239_ = (_e556 * 2.0);
                float _e559 = l_mut_24_;
                float l_240_ = (_e559 * 2.0);
                float _e562 = l_mut_25_;
                float _e563 = l_mut_25_;
                float l_241_ = (_e562 * _e563);
                bool l_242_ = (l_4_ != 0.0);
                float l_243_ = (l_242_ ? l_241_ : l_4_);
                float _e568 = l_mut_25_;
                float l_244_ = (l_3_ * _e568);
                bool l_245_ = (l_4_ != 0.0);
                float l_246_ = (l_245_ ? l_244_ : l_4_);
                float _e573 = l_mut_25_;
                float l_247_ = (l_246_ - _e573);
                bool l_248_ = (l_4_ != 0.0);
                float l_249_ = (l_248_ ? l_247_ : l_4_);
                float l_250_ = (l_246_ - l_249_);
                float _e579 = l_mut_25_;
                float l_251_ = (_e579 - l_250_);
                float _e581 = l_mut_25_;
                float l_252_ = (l_3_ * _e581);
                bool l_253_ = (l_4_ != 0.0);
                float l_254_ = (l_253_ ? l_252_ : l_4_);
                float _e586 = l_mut_25_;
                float l_255_ = (l_254_ - _e586);
                bool l_256_ = (l_4_ != 0.0);
                float l_257_ = (l_256_ ? l_255_ : l_4_);
                float l_258_ = (l_254_ - l_257_);
                float _e592 = l_mut_25_;
                float l_259_ = (_e592 - l_258_);
                float l_260_ = (l_250_ * l_258_);
                float l_261_ = (l_260_ - l_243_);
                float l_262_ = (l_250_ * l_259_);
                float l_263_ = (l_261_ + l_262_);
                float l_264_ = (l_251_ * l_258_);
                float l_265_ = (l_263_ + l_264_);
                float l_266_ = (l_251_ * l_259_);
                float l_267_ = (l_265_ + l_266_);
                float _e602 = l_mut_25_;
                float _e603 = l_mut_24_;
                float l_268_ = (_e602 * _e603);
                float _e605 = l_mut_24_;
                float _e606 = l_mut_25_;
                float l_269_ = (_e605 * _e606);
                float l_270_ = (l_268_ + l_269_);
                float l_271_ = (l_267_ + l_270_);
                float l_272_ = (l_243_ + l_271_);
                bool l_273_ = (l_4_ != 0.0);
                float l_274_ = (l_273_ ? l_272_ : l_4_);
                float l_275_ = (l_274_ - l_243_);
                bool l_276_ = (l_4_ != 0.0);
                float l_277_ = (l_276_ ? l_275_ : l_4_);
                float l_278_ = (l_271_ - l_277_);
                float l_279_ = (l_239_ + l_274_);
                bool l_280_ = (l_4_ != 0.0);
                float l_281_ = (l_280_ ? l_279_ : l_4_);
                float l_282_ = (l_281_ - l_239_);
                bool l_283_ = (l_4_ != 0.0);
                float l_284_ = (l_283_ ? l_282_ : l_4_);
                float l_285_ = (l_281_ - l_284_);
                bool l_286_ = (l_4_ != 0.0);
                float l_287_ = (l_286_ ? l_285_ : l_4_);
                float l_288_ = (l_239_ - l_287_);
                float l_289_ = (l_274_ - l_284_);
                float l_290_ = (l_288_ + l_289_);
                float l_291_ = (l_240_ + l_278_);
                bool l_292_ = (l_4_ != 0.0);
                float l_293_ = (l_292_ ? l_291_ : l_4_);
                float l_294_ = (l_293_ - l_240_);
                bool l_295_ = (l_4_ != 0.0);
                float l_296_ = (l_295_ ? l_294_ : l_4_);
                float l_297_ = (l_293_ - l_296_);
                bool l_298_ = (l_4_ != 0.0);
                float l_299_ = (l_298_ ? l_297_ : l_4_);
                float l_300_ = (l_240_ - l_299_);
                float l_301_ = (l_278_ - l_296_);
                float l_302_ = (l_300_ + l_301_);
                float l_303_ = (l_290_ + l_293_);
                float l_304_ = (l_281_ + l_303_);
                bool l_305_ = (l_4_ != 0.0);
                float l_306_ = (l_305_ ? l_304_ : l_4_);
                float l_307_ = (l_306_ - l_281_);
                bool l_308_ = (l_4_ != 0.0);
                float l_309_ = (l_308_ ? l_307_ : l_4_);
                float l_310_ = (l_303_ - l_309_);
                float l_311_ = (l_302_ + l_310_);
                float l_312_ = (l_306_ + l_311_);
                bool l_313_ = (l_4_ != 0.0);
                float l_314_ = (l_313_ ? l_312_ : l_4_);
                float l_315_ = (l_314_ - l_306_);
                bool l_316_ = (l_4_ != 0.0);
                float l_317_ = (l_316_ ? l_315_ : l_4_);
                float l_318_ = (l_311_ - l_317_);
                l_mut_25_ = l_314_;
                l_mut_24_ = l_318_;
            }
        }
        float _e672 = l_mut_25_;
        float l_319_ = (_e672 + 1.0);
        bool l_320_ = (l_4_ != 0.0);
        float l_321_ = (l_320_ ? l_319_ : l_4_);
        float _e678 = l_mut_25_;
        float l_322_ = (l_321_ - _e678);
        bool l_323_ = (l_4_ != 0.0);
        float l_324_ = (l_323_ ? l_322_ : l_4_);
        float l_325_ = (l_321_ - l_324_);
        bool l_326_ = (l_4_ != 0.0);
        float l_327_ = (l_326_ ? l_325_ : l_4_);
        float _e687 = l_mut_25_;
        float l_328_ = (_e687 - l_327_);
        float l_329_ = (1.0 - l_324_);
        float l_330_ = (l_328_ + l_329_);
        float _e692 = l_mut_24_;
        float l_331_ = (l_330_ + _e692);
        float l_332_ = (l_321_ + l_331_);
        bool l_333_ = (l_4_ != 0.0);
        float l_334_ = (l_333_ ? l_332_ : l_4_);
        float l_335_ = (l_334_ - l_321_);
        bool l_336_ = (l_4_ != 0.0);
        float l_337_ = (l_336_ ? l_335_ : l_4_);
        float l_338_ = (l_331_ - l_337_);
        float l_339_ = abs(l_21_);
        uint l_340_ = naga_f2u32(l_339_);
        l_mut_341_ = l_340_;
        bool l_342_ = (l_21_ < 0.0);
        float l_343_ = (l_342_ ? 0.5 : 2.0);
        l_mut_25_ = l_343_;
        l_mut_24_ = 1.0;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e733 = l_mut_344_;
                l_mut_344_ = (_e733 + 1u);
            }
            loop_init_3 = false;
            uint _e713 = l_mut_344_;
            if ((_e713 < 11u)) {
            } else {
                break;
            }
            {
                uint _e716 = l_mut_341_;
                uint l_345_ = (_e716 & 1u);
                bool l_346_ = (l_345_ == 1u);
                float _e721 = l_mut_24_;
                float _e722 = l_mut_25_;
                float l_347_ = (_e721 * _e722);
                float _e724 = l_mut_24_;
                float l_348_ = (l_346_ ? l_347_ : _e724);
                l_mut_24_ = l_348_;
                float _e726 = l_mut_25_;
                float _e727 = l_mut_25_;
                l_mut_25_ = (_e726 * _e727);
                uint _e729 = l_mut_341_;
                l_mut_341_ = (_e729 >> 1u);
            }
        }
        float _e735 = l_mut_24_;
        float l_349_ = (l_334_ * _e735);
        float _e737 = l_mut_24_;
        float l_350_ = (l_338_ * _e737);
        uint l_429_ = asuint(info.Load(12+0));
        uint l_430_ = (l_429_ * 1u);
        bool l_431_ = (id < l_430_);
        if (l_431_) {
            buffer_3_global.Store(id*4, asuint(l_349_));
        }
        uint l_351_ = (l_1_ + id);
        uint l_432_ = asuint(info.Load(12+0));
        uint l_433_ = (l_432_ * 1u);
        bool l_434_ = (l_351_ < l_433_);
        if (l_434_) {
            buffer_3_global.Store(l_351_*4, asuint(l_350_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
