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

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_24_ = (double)0;
    double l_mut_25_ = (double)0;
    uint l_mut_303_ = (uint)0;
    uint l_mut_26_ = 0u;
    uint l_mut_58_ = 1u;
    uint l_mut_219_ = 0u;
    uint l_mut_306_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 2u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_314_ = asuint(info.Load(8+0));
        uint l_315_ = (l_314_ * 1u);
        bool l_316_ = (0u < l_315_);
        uint l_317_ = (l_315_ - 1u);
        uint l_318_ = min(0u, l_317_);
        double l_319_ = buffer_2_global.Load<double>(l_318_*8);
        double l_3_ = (l_316_ ? l_319_ : 0.0L);
        uint l_321_ = asuint(info.Load(8+0));
        uint l_322_ = (l_321_ * 1u);
        bool l_323_ = (1u < l_322_);
        uint l_324_ = (l_322_ - 1u);
        uint l_325_ = min(1u, l_324_);
        double l_326_ = buffer_2_global.Load<double>(l_325_*8);
        double l_4_ = (l_323_ ? l_326_ : 0.0L);
        uint l_328_ = asuint(info.Load(0+0));
        uint l_329_ = (l_328_ * 1u);
        bool l_330_ = (id < l_329_);
        uint l_331_ = (l_329_ - 1u);
        uint l_332_ = min(id, l_331_);
        double l_333_ = buffer_0_global.Load<double>(l_332_*8);
        double l_5_ = (l_330_ ? l_333_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_335_ = asuint(info.Load(0+0));
        uint l_336_ = (l_335_ * 1u);
        bool l_337_ = (l_6_ < l_336_);
        uint l_338_ = (l_336_ - 1u);
        uint l_339_ = min(l_6_, l_338_);
        double l_340_ = buffer_0_global.Load<double>(l_339_*8);
        double l_7_ = (l_337_ ? l_340_ : 0.0L);
        uint l_342_ = asuint(info.Load(4+0));
        uint l_343_ = (l_342_ * 1u);
        bool l_344_ = (id < l_343_);
        uint l_345_ = (l_343_ - 1u);
        uint l_346_ = min(id, l_345_);
        double l_347_ = buffer_1_global.Load<double>(l_346_*8);
        double l_8_ = (l_344_ ? l_347_ : 0.0L);
        uint l_9_ = (l_1_ + id);
        uint l_349_ = asuint(info.Load(4+0));
        uint l_350_ = (l_349_ * 1u);
        bool l_351_ = (l_9_ < l_350_);
        uint l_352_ = (l_350_ - 1u);
        uint l_353_ = min(l_9_, l_352_);
        double l_354_ = buffer_1_global.Load<double>(l_353_*8);
        double l_10_ = (l_351_ ? l_354_ : 0.0L);
        uint l_356_ = asuint(info.Load(8+0));
        uint l_357_ = (l_356_ * 1u);
        bool l_358_ = (2u < l_357_);
        uint l_359_ = (l_357_ - 1u);
        uint l_360_ = min(2u, l_359_);
        double l_361_ = buffer_2_global.Load<double>(l_360_*8);
        double l_12_ = (l_358_ ? l_361_ : 0.0L);
        uint l_13_ = naga_f2u32(l_12_);
        uint l_363_ = asuint(info.Load(8+0));
        uint l_364_ = (l_363_ * 1u);
        bool l_365_ = (3u < l_364_);
        uint l_366_ = (l_364_ - 1u);
        uint l_367_ = min(3u, l_366_);
        double l_368_ = buffer_2_global.Load<double>(l_367_*8);
        double l_15_ = (l_365_ ? l_368_ : 0.0L);
        uint l_16_ = naga_f2u32(l_15_);
        uint l_370_ = asuint(info.Load(8+0));
        uint l_371_ = (l_370_ * 1u);
        bool l_372_ = (6u < l_371_);
        uint l_373_ = (l_371_ - 1u);
        uint l_374_ = min(6u, l_373_);
        double l_375_ = buffer_2_global.Load<double>(l_374_*8);
        double l_18_ = (l_372_ ? l_375_ : 0.0L);
        double l_19_ = (l_5_ / l_18_);
        double l_20_ = (l_19_ + 0.5L);
        double l_21_ = floor(l_20_);
        double l_23_ = (l_21_ * 1.0L);
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
                uint l_27_ = (6u + _e192);
                uint l_397_ = asuint(info.Load(8+0));
                uint l_398_ = (l_397_ * 1u);
                bool l_399_ = (l_27_ < l_398_);
                uint l_400_ = (l_398_ - 1u);
                uint l_401_ = min(l_27_, l_400_);
                double l_402_ = buffer_2_global.Load<double>(l_401_*8);
                double l_28_ = (l_399_ ? l_402_ : 0.0L);
                double l_29_ = -(l_28_);
                double l_30_ = (l_23_ * l_29_);
                double _e211 = l_mut_24_;
                double l_31_ = (_e211 + l_30_);
                bool l_32_ = (l_4_ != 0.0L);
                double l_33_ = (l_32_ ? l_31_ : l_4_);
                double _e216 = l_mut_24_;
                double l_34_ = (l_33_ - _e216);
                bool l_35_ = (l_4_ != 0.0L);
                double l_36_ = (l_35_ ? l_34_ : l_4_);
                double l_37_ = (l_33_ - l_36_);
                bool l_38_ = (l_4_ != 0.0L);
                double l_39_ = (l_38_ ? l_37_ : l_4_);
                double _e225 = l_mut_24_;
                double l_40_ = (_e225 - l_39_);
                double l_41_ = (l_30_ - l_36_);
                double l_42_ = (l_40_ + l_41_);
                double _e229 = l_mut_25_;
                double l_43_ = (l_42_ + _e229);
                double l_44_ = (l_33_ + l_43_);
                bool l_45_ = (l_4_ != 0.0L);
                double l_46_ = (l_45_ ? l_44_ : l_4_);
                double l_47_ = (l_46_ - l_33_);
                bool l_48_ = (l_4_ != 0.0L);
                double l_49_ = (l_48_ ? l_47_ : l_4_);
                double l_50_ = (l_43_ - l_49_);
                l_mut_24_ = l_46_;
                l_mut_25_ = l_50_;
            }
        }
        double _e243 = l_mut_24_;
        double l_51_ = (_e243 * 0.00390625L);
        double _e246 = l_mut_25_;
        double l_52_ = (_e246 * 0.00390625L);
        uint l_53_ = (l_13_ - 1u);
        uint l_54_ = (6u + l_16_);
        uint l_377_ = asuint(info.Load(8+0));
        uint l_378_ = (l_377_ * 1u);
        bool l_379_ = (l_54_ < l_378_);
        uint l_380_ = (l_378_ - 1u);
        uint l_381_ = min(l_54_, l_380_);
        double l_382_ = buffer_2_global.Load<double>(l_381_*8);
        double l_55_ = (l_379_ ? l_382_ : 0.0L);
        l_mut_25_ = l_55_;
        uint l_56_ = (l_54_ + 1u);
        uint l_384_ = asuint(info.Load(8+0));
        uint l_385_ = (l_384_ * 1u);
        bool l_386_ = (l_56_ < l_385_);
        uint l_387_ = (l_385_ - 1u);
        uint l_388_ = min(l_56_, l_387_);
        double l_389_ = buffer_2_global.Load<double>(l_388_*8);
        double l_57_ = (l_386_ ? l_389_ : 0.0L);
        l_mut_24_ = l_57_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e402 = l_mut_58_;
                l_mut_58_ = (_e402 + 1u);
            }
            loop_init_1 = false;
            uint _e286 = l_mut_58_;
            if ((_e286 < l_53_)) {
            } else {
                break;
            }
            {
                double _e288 = l_mut_25_;
                double l_59_ = (_e288 * l_51_);
                bool l_60_ = (l_4_ != 0.0L);
                double l_61_ = (l_60_ ? l_59_ : l_4_);
                double _e293 = l_mut_25_;
                double l_62_ = (l_3_ * _e293);
                bool l_63_ = (l_4_ != 0.0L);
                double l_64_ = (l_63_ ? l_62_ : l_4_);
                double _e298 = l_mut_25_;
                double l_65_ = (l_64_ - _e298);
                bool l_66_ = (l_4_ != 0.0L);
                double l_67_ = (l_66_ ? l_65_ : l_4_);
                double l_68_ = (l_64_ - l_67_);
                double _e304 = l_mut_25_;
                double l_69_ = (_e304 - l_68_);
                double l_70_ = (l_3_ * l_51_);
                bool l_71_ = (l_4_ != 0.0L);
                double l_72_ = (l_71_ ? l_70_ : l_4_);
                double l_73_ = (l_72_ - l_51_);
                bool l_74_ = (l_4_ != 0.0L);
                double l_75_ = (l_74_ ? l_73_ : l_4_);
                double l_76_ = (l_72_ - l_75_);
                double l_77_ = (l_51_ - l_76_);
                double l_78_ = (l_68_ * l_76_);
                double l_79_ = (l_78_ - l_61_);
                double l_80_ = (l_68_ * l_77_);
                double l_81_ = (l_79_ + l_80_);
                double l_82_ = (l_69_ * l_76_);
                double l_83_ = (l_81_ + l_82_);
                double l_84_ = (l_69_ * l_77_);
                double l_85_ = (l_83_ + l_84_);
                double _e324 = l_mut_25_;
                double l_86_ = (_e324 * l_52_);
                double _e326 = l_mut_24_;
                double l_87_ = (_e326 * l_51_);
                double l_88_ = (l_86_ + l_87_);
                double l_89_ = (l_85_ + l_88_);
                double l_90_ = (l_61_ + l_89_);
                bool l_91_ = (l_4_ != 0.0L);
                double l_92_ = (l_91_ ? l_90_ : l_4_);
                double l_93_ = (l_92_ - l_61_);
                bool l_94_ = (l_4_ != 0.0L);
                double l_95_ = (l_94_ ? l_93_ : l_4_);
                double l_96_ = (l_89_ - l_95_);
                uint _e340 = l_mut_58_;
                uint l_97_ = (2u * _e340);
                uint l_98_ = (l_54_ + l_97_);
                uint l_404_ = asuint(info.Load(8+0));
                uint l_405_ = (l_404_ * 1u);
                bool l_406_ = (l_98_ < l_405_);
                uint l_407_ = (l_405_ - 1u);
                uint l_408_ = min(l_98_, l_407_);
                double l_409_ = buffer_2_global.Load<double>(l_408_*8);
                double l_99_ = (l_406_ ? l_409_ : 0.0L);
                uint l_100_ = (l_98_ + 1u);
                uint l_411_ = asuint(info.Load(8+0));
                uint l_412_ = (l_411_ * 1u);
                bool l_413_ = (l_100_ < l_412_);
                uint l_414_ = (l_412_ - 1u);
                uint l_415_ = min(l_100_, l_414_);
                double l_416_ = buffer_2_global.Load<double>(l_415_*8);
                double l_101_ = (l_413_ ? l_416_ : 0.0L);
                double l_102_ = (l_92_ + l_99_);
                bool l_103_ = (l_4_ != 0.0L);
                double l_104_ = (l_103_ ? l_102_ : l_4_);
                double l_105_ = (l_104_ - l_92_);
                bool l_106_ = (l_4_ != 0.0L);
                double l_107_ = (l_106_ ? l_105_ : l_4_);
                double l_108_ = (l_104_ - l_107_);
                bool l_109_ = (l_4_ != 0.0L);
                double l_110_ = (l_109_ ? l_108_ : l_4_);
                double l_111_ = (l_92_ - l_110_);
                double l_112_ = (l_99_ - l_107_);
                double l_113_ = (l_111_ + l_112_);
                double l_114_ = (l_96_ + l_101_);
                double l_115_ = (l_113_ + l_114_);
                double l_116_ = (l_104_ + l_115_);
                bool l_117_ = (l_4_ != 0.0L);
                double l_118_ = (l_117_ ? l_116_ : l_4_);
                double l_119_ = (l_118_ - l_104_);
                bool l_120_ = (l_4_ != 0.0L);
                double l_121_ = (l_120_ ? l_119_ : l_4_);
                double l_122_ = (l_115_ - l_121_);
                l_mut_25_ = l_118_;
                l_mut_24_ = l_122_;
            }
        }
        double _e404 = l_mut_25_;
        double l_123_ = (_e404 * l_51_);
        bool l_124_ = (l_4_ != 0.0L);
        double l_125_ = (l_124_ ? l_123_ : l_4_);
        double _e409 = l_mut_25_;
        double l_126_ = (l_3_ * _e409);
        bool l_127_ = (l_4_ != 0.0L);
        double l_128_ = (l_127_ ? l_126_ : l_4_);
        double _e414 = l_mut_25_;
        double l_129_ = (l_128_ - _e414);
        bool l_130_ = (l_4_ != 0.0L);
        double l_131_ = (l_130_ ? l_129_ : l_4_);
        double l_132_ = (l_128_ - l_131_);
        double _e420 = l_mut_25_;
        double l_133_ = (_e420 - l_132_);
        double l_134_ = (l_3_ * l_51_);
        bool l_135_ = (l_4_ != 0.0L);
        double l_136_ = (l_135_ ? l_134_ : l_4_);
        double l_137_ = (l_136_ - l_51_);
        bool l_138_ = (l_4_ != 0.0L);
        double l_139_ = (l_138_ ? l_137_ : l_4_);
        double l_140_ = (l_136_ - l_139_);
        double l_141_ = (l_51_ - l_140_);
        double l_142_ = (l_132_ * l_140_);
        double l_143_ = (l_142_ - l_125_);
        double l_144_ = (l_132_ * l_141_);
        double l_145_ = (l_143_ + l_144_);
        double l_146_ = (l_133_ * l_140_);
        double l_147_ = (l_145_ + l_146_);
        double l_148_ = (l_133_ * l_141_);
        double l_149_ = (l_147_ + l_148_);
        double _e440 = l_mut_25_;
        double l_150_ = (_e440 * l_52_);
        double _e442 = l_mut_24_;
        double l_151_ = (_e442 * l_51_);
        double l_152_ = (l_150_ + l_151_);
        double l_153_ = (l_149_ + l_152_);
        double l_154_ = (l_125_ + l_153_);
        bool l_155_ = (l_4_ != 0.0L);
        double l_156_ = (l_155_ ? l_154_ : l_4_);
        double l_157_ = (l_156_ - l_125_);
        bool l_158_ = (l_4_ != 0.0L);
        double l_159_ = (l_158_ ? l_157_ : l_4_);
        double l_160_ = (l_153_ - l_159_);
        double l_161_ = (l_156_ + l_4_);
        bool l_162_ = (l_4_ != 0.0L);
        double l_163_ = (l_162_ ? l_161_ : l_4_);
        double l_164_ = (l_163_ - l_156_);
        bool l_165_ = (l_4_ != 0.0L);
        double l_166_ = (l_165_ ? l_164_ : l_4_);
        double l_167_ = (l_163_ - l_166_);
        bool l_168_ = (l_4_ != 0.0L);
        double l_169_ = (l_168_ ? l_167_ : l_4_);
        double l_170_ = (l_156_ - l_169_);
        double l_171_ = (l_4_ - l_166_);
        double l_172_ = (l_170_ + l_171_);
        double l_173_ = (l_172_ + l_160_);
        double l_174_ = (l_163_ + l_173_);
        bool l_175_ = (l_4_ != 0.0L);
        double l_176_ = (l_175_ ? l_174_ : l_4_);
        double l_177_ = (l_176_ - l_163_);
        bool l_178_ = (l_4_ != 0.0L);
        double l_179_ = (l_178_ ? l_177_ : l_4_);
        double l_180_ = (l_173_ - l_179_);
        double l_181_ = (l_176_ * l_51_);
        bool l_182_ = (l_4_ != 0.0L);
        double l_183_ = (l_182_ ? l_181_ : l_4_);
        double l_184_ = (l_3_ * l_176_);
        bool l_185_ = (l_4_ != 0.0L);
        double l_186_ = (l_185_ ? l_184_ : l_4_);
        double l_187_ = (l_186_ - l_176_);
        bool l_188_ = (l_4_ != 0.0L);
        double l_189_ = (l_188_ ? l_187_ : l_4_);
        double l_190_ = (l_186_ - l_189_);
        double l_191_ = (l_176_ - l_190_);
        double l_192_ = (l_3_ * l_51_);
        bool l_193_ = (l_4_ != 0.0L);
        double l_194_ = (l_193_ ? l_192_ : l_4_);
        double l_195_ = (l_194_ - l_51_);
        bool l_196_ = (l_4_ != 0.0L);
        double l_197_ = (l_196_ ? l_195_ : l_4_);
        double l_198_ = (l_194_ - l_197_);
        double l_199_ = (l_51_ - l_198_);
        double l_200_ = (l_190_ * l_198_);
        double l_201_ = (l_200_ - l_183_);
        double l_202_ = (l_190_ * l_199_);
        double l_203_ = (l_201_ + l_202_);
        double l_204_ = (l_191_ * l_198_);
        double l_205_ = (l_203_ + l_204_);
        double l_206_ = (l_191_ * l_199_);
        double l_207_ = (l_205_ + l_206_);
        double l_208_ = (l_176_ * l_52_);
        double l_209_ = (l_180_ * l_51_);
        double l_210_ = (l_208_ + l_209_);
        double l_211_ = (l_207_ + l_210_);
        double l_212_ = (l_183_ + l_211_);
        bool l_213_ = (l_4_ != 0.0L);
        double l_214_ = (l_213_ ? l_212_ : l_4_);
        double l_215_ = (l_214_ - l_183_);
        bool l_216_ = (l_4_ != 0.0L);
        double l_217_ = (l_216_ ? l_215_ : l_4_);
        double l_218_ = (l_211_ - l_217_);
        l_mut_25_ = l_214_;
        l_mut_24_ = l_218_;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e620 = l_mut_219_;
                l_mut_219_ = (_e620 + 1u);
            }
            loop_init_2 = false;
            uint _e527 = l_mut_219_;
            if ((_e527 < 8u)) {
            } else {
                break;
            }
            {
                double _e530 = l_mut_25_;
                double l_220_ = (_e530 * 2.0L);
                double _e533 = l_mut_24_;
                double l_221_ = (_e533 * 2.0L);
                double _e536 = l_mut_25_;
                double _e537 = l_mut_25_;
                double l_222_ = (_e536 * _e537);
                bool l_223_ = (l_4_ != 0.0L);
                double l_224_ = (l_223_ ? l_222_ : l_4_);
                double _e542 = l_mut_25_;
                double l_225_ = (l_3_ * _e542);
                bool l_226_ = (l_4_ != 0.0L);
                double l_227_ = (l_226_ ? l_225_ : l_4_);
                double _e547 = l_mut_25_;
                double l_228_ = (l_227_ - _e547);
                bool l_229_ = (l_4_ != 0.0L);
                double l_230_ = (l_229_ ? l_228_ : l_4_);
                double l_231_ = (l_227_ - l_230_);
                double _e553 = l_mut_25_;
                double l_232_ = (_e553 - l_231_);
                double _e555 = l_mut_25_;
                double l_233_ = (l_3_ * _e555);
                bool l_234_ = (l_4_ != 0.0L);
                double l_235_ = (l_234_ ? l_233_ : l_4_);
                double _e560 = l_mut_25_;
                double l_236_ = (l_235_ - _e560);
                bool l_237_ = (l_4_ != 0.0L);
                double l_238_ = (l_237_ ? l_236_ : l_4_);
                double l_239_ = (l_235_ - l_238_);
                double _e566 = l_mut_25_;
                double l_240_ = (_e566 - l_239_);
                double l_241_ = (l_231_ * l_239_);
                double l_242_ = (l_241_ - l_224_);
                double l_243_ = (l_231_ * l_240_);
                double l_244_ = (l_242_ + l_243_);
                double l_245_ = (l_232_ * l_239_);
                double l_246_ = (l_244_ + l_245_);
                double l_247_ = (l_232_ * l_240_);
                double l_248_ = (l_246_ + l_247_);
                double _e576 = l_mut_25_;
                double _e577 = l_mut_24_;
                double l_249_ = (_e576 * _e577);
                double _e579 = l_mut_24_;
                double _e580 = l_mut_25_;
                double l_250_ = (_e579 * _e580);
                double l_251_ = (l_249_ + l_250_);
                double l_252_ = (l_248_ + l_251_);
                double l_253_ = (l_224_ + l_252_);
                bool l_254_ = (l_4_ != 0.0L);
                double l_255_ = (l_254_ ? l_253_ : l_4_);
                double l_256_ = (l_255_ - l_224_);
                bool l_257_ = (l_4_ != 0.0L);
                double l_258_ = (l_257_ ? l_256_ : l_4_);
                double l_259_ = (l_252_ - l_258_);
                double l_260_ = (l_220_ + l_255_);
                bool l_261_ = (l_4_ != 0.0L);
                double l_262_ = (l_261_ ? l_260_ : l_4_);
                double l_263_ = (l_262_ - l_220_);
                bool l_264_ = (l_4_ != 0.0L);
                double l_265_ = (l_264_ ? l_263_ : l_4_);
                double l_266_ = (l_262_ - l_265_);
                bool l_267_ = (l_4_ != 0.0L);
                double l_268_ = (l_267_ ? l_266_ : l_4_);
                double l_269_ = (l_220_ - l_268_);
                double l_270_ = (l_255_ - l_265_);
                double l_271_ = (l_269_ + l_270_);
                double l_272_ = (l_221_ + l_259_);
                double l_273_ = (l_271_ + l_272_);
                double l_274_ = (l_262_ + l_273_);
                bool l_275_ = (l_4_ != 0.0L);
                double l_276_ = (l_275_ ? l_274_ : l_4_);
                double l_277_ = (l_276_ - l_262_);
                bool l_278_ = (l_4_ != 0.0L);
                double l_279_ = (l_278_ ? l_277_ : l_4_);
                double l_280_ = (l_273_ - l_279_);
                l_mut_25_ = l_276_;
                l_mut_24_ = l_280_;
            }
        }
        double _e622 = l_mut_25_;
        double l_281_ = (_e622 + l_4_);
        bool l_282_ = (l_4_ != 0.0L);
        double l_283_ = (l_282_ ? l_281_ : l_4_);
        double _e627 = l_mut_25_;
        double l_284_ = (l_283_ - _e627);
        bool l_285_ = (l_4_ != 0.0L);
        double l_286_ = (l_285_ ? l_284_ : l_4_);
        double l_287_ = (l_283_ - l_286_);
        bool l_288_ = (l_4_ != 0.0L);
        double l_289_ = (l_288_ ? l_287_ : l_4_);
        double _e636 = l_mut_25_;
        double l_290_ = (_e636 - l_289_);
        double l_291_ = (l_4_ - l_286_);
        double l_292_ = (l_290_ + l_291_);
        double _e640 = l_mut_24_;
        double l_293_ = (l_292_ + _e640);
        double l_294_ = (l_283_ + l_293_);
        bool l_295_ = (l_4_ != 0.0L);
        double l_296_ = (l_295_ ? l_294_ : l_4_);
        double l_297_ = (l_296_ - l_283_);
        bool l_298_ = (l_4_ != 0.0L);
        double l_299_ = (l_298_ ? l_297_ : l_4_);
        double l_300_ = (l_293_ - l_299_);
        double l_301_ = abs(l_21_);
        uint l_302_ = naga_f2u32(l_301_);
        l_mut_303_ = l_302_;
        bool l_304_ = (l_21_ < 0.0L);
        double l_305_ = (l_304_ ? 0.5L : 2.0L);
        l_mut_25_ = l_305_;
        l_mut_24_ = 1.0L;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e681 = l_mut_306_;
                l_mut_306_ = (_e681 + 1u);
            }
            loop_init_3 = false;
            uint _e661 = l_mut_306_;
            if ((_e661 < 11u)) {
            } else {
                break;
            }
            {
                uint _e664 = l_mut_303_;
                uint l_307_ = (_e664 & 1u);
                bool l_308_ = (l_307_ == 1u);
                double _e669 = l_mut_24_;
                double _e670 = l_mut_25_;
                double l_309_ = (_e669 * _e670);
                double _e672 = l_mut_24_;
                double l_310_ = (l_308_ ? l_309_ : _e672);
                l_mut_24_ = l_310_;
                double _e674 = l_mut_25_;
                double _e675 = l_mut_25_;
                l_mut_25_ = (_e674 * _e675);
                uint _e677 = l_mut_303_;
                l_mut_303_ = (_e677 >> 1u);
            }
        }
        double _e683 = l_mut_24_;
        double l_311_ = (l_296_ * _e683);
        double _e685 = l_mut_24_;
        double l_312_ = (l_300_ * _e685);
        uint l_391_ = asuint(info.Load(12+0));
        uint l_392_ = (l_391_ * 1u);
        bool l_393_ = (id < l_392_);
        if (l_393_) {
            buffer_3_global.Store(id*8, l_311_);
        }
        uint l_313_ = (l_1_ + id);
        uint l_394_ = asuint(info.Load(12+0));
        uint l_395_ = (l_394_ * 1u);
        bool l_396_ = (l_313_ < l_395_);
        if (l_396_) {
            buffer_3_global.Store(l_313_*8, l_312_);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
