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

[numthreads(64, 1, 1)]
void multi_words_f_f64_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    double l_mut_298_ = (double)0;
    double l_mut_299_ = (double)0;
    double l_mut_300_ = (double)0;
    double l_mut_301_ = (double)0;
    double l_mut_302_ = (double)0;
    uint l_mut_303_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_401_ = asuint(info.Load(8+0));
        uint l_402_ = (l_401_ * 1u);
        bool l_403_ = (0u < l_402_);
        uint l_404_ = (l_402_ - 1u);
        uint l_405_ = min(0u, l_404_);
        double l_406_ = buffer_2_global.Load<double>(l_405_*8);
        double l_3_ = (l_403_ ? l_406_ : 0.0L);
        uint l_408_ = asuint(info.Load(8+0));
        uint l_409_ = (l_408_ * 1u);
        bool l_410_ = (1u < l_409_);
        uint l_411_ = (l_409_ - 1u);
        uint l_412_ = min(1u, l_411_);
        double l_413_ = buffer_2_global.Load<double>(l_412_*8);
        double l_4_ = (l_410_ ? l_413_ : 0.0L);
        uint l_415_ = asuint(info.Load(0+0));
        uint l_416_ = (l_415_ * 1u);
        bool l_417_ = (id < l_416_);
        uint l_418_ = (l_416_ - 1u);
        uint l_419_ = min(id, l_418_);
        double l_420_ = buffer_0_global.Load<double>(l_419_*8);
        double l_5_ = (l_417_ ? l_420_ : 0.0L);
        uint l_6_ = (l_1_ + id);
        uint l_422_ = asuint(info.Load(0+0));
        uint l_423_ = (l_422_ * 1u);
        bool l_424_ = (l_6_ < l_423_);
        uint l_425_ = (l_423_ - 1u);
        uint l_426_ = min(l_6_, l_425_);
        double l_427_ = buffer_0_global.Load<double>(l_426_*8);
        double l_7_ = (l_424_ ? l_427_ : 0.0L);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_429_ = asuint(info.Load(0+0));
        uint l_430_ = (l_429_ * 1u);
        bool l_431_ = (l_9_ < l_430_);
        uint l_432_ = (l_430_ - 1u);
        uint l_433_ = min(l_9_, l_432_);
        double l_434_ = buffer_0_global.Load<double>(l_433_*8);
        double l_10_ = (l_431_ ? l_434_ : 0.0L);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_436_ = asuint(info.Load(0+0));
        uint l_437_ = (l_436_ * 1u);
        bool l_438_ = (l_12_ < l_437_);
        uint l_439_ = (l_437_ - 1u);
        uint l_440_ = min(l_12_, l_439_);
        double l_441_ = buffer_0_global.Load<double>(l_440_*8);
        double l_13_ = (l_438_ ? l_441_ : 0.0L);
        uint l_443_ = asuint(info.Load(4+0));
        uint l_444_ = (l_443_ * 1u);
        bool l_445_ = (id < l_444_);
        uint l_446_ = (l_444_ - 1u);
        uint l_447_ = min(id, l_446_);
        double l_448_ = buffer_1_global.Load<double>(l_447_*8);
        double l_14_ = (l_445_ ? l_448_ : 0.0L);
        uint l_15_ = (l_1_ + id);
        uint l_450_ = asuint(info.Load(4+0));
        uint l_451_ = (l_450_ * 1u);
        bool l_452_ = (l_15_ < l_451_);
        uint l_453_ = (l_451_ - 1u);
        uint l_454_ = min(l_15_, l_453_);
        double l_455_ = buffer_1_global.Load<double>(l_454_*8);
        double l_16_ = (l_452_ ? l_455_ : 0.0L);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_457_ = asuint(info.Load(4+0));
        uint l_458_ = (l_457_ * 1u);
        bool l_459_ = (l_18_ < l_458_);
        uint l_460_ = (l_458_ - 1u);
        uint l_461_ = min(l_18_, l_460_);
        double l_462_ = buffer_1_global.Load<double>(l_461_*8);
        double l_19_ = (l_459_ ? l_462_ : 0.0L);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_464_ = asuint(info.Load(4+0));
        uint l_465_ = (l_464_ * 1u);
        bool l_466_ = (l_21_ < l_465_);
        uint l_467_ = (l_465_ - 1u);
        uint l_468_ = min(l_21_, l_467_);
        double l_469_ = buffer_1_global.Load<double>(l_468_*8);
        double l_22_ = (l_466_ ? l_469_ : 0.0L);
        double l_23_ = (l_5_ * l_14_);
        double l_24_ = (l_23_ * l_4_);
        double l_25_ = (l_3_ * l_5_);
        double l_26_ = (l_25_ * l_4_);
        double l_27_ = (l_26_ - l_5_);
        double l_28_ = (l_27_ * l_4_);
        double l_29_ = (l_26_ - l_28_);
        double l_30_ = (l_5_ - l_29_);
        double l_31_ = (l_3_ * l_14_);
        double l_32_ = (l_31_ * l_4_);
        double l_33_ = (l_32_ - l_14_);
        double l_34_ = (l_33_ * l_4_);
        double l_35_ = (l_32_ - l_34_);
        double l_36_ = (l_14_ - l_35_);
        double l_37_ = (l_29_ * l_35_);
        double l_38_ = (l_37_ - l_24_);
        double l_39_ = (l_29_ * l_36_);
        double l_40_ = (l_38_ + l_39_);
        double l_41_ = (l_30_ * l_35_);
        double l_42_ = (l_40_ + l_41_);
        double l_43_ = (l_30_ * l_36_);
        double l_44_ = (l_42_ + l_43_);
        double l_45_ = (l_5_ * l_16_);
        double l_46_ = (l_45_ * l_4_);
        double l_47_ = (l_3_ * l_5_);
        double l_48_ = (l_47_ * l_4_);
        double l_49_ = (l_48_ - l_5_);
        double l_50_ = (l_49_ * l_4_);
        double l_51_ = (l_48_ - l_50_);
        double l_52_ = (l_5_ - l_51_);
        double l_53_ = (l_3_ * l_16_);
        double l_54_ = (l_53_ * l_4_);
        double l_55_ = (l_54_ - l_16_);
        double l_56_ = (l_55_ * l_4_);
        double l_57_ = (l_54_ - l_56_);
        double l_58_ = (l_16_ - l_57_);
        double l_59_ = (l_51_ * l_57_);
        double l_60_ = (l_59_ - l_46_);
        double l_61_ = (l_51_ * l_58_);
        double l_62_ = (l_60_ + l_61_);
        double l_63_ = (l_52_ * l_57_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_52_ * l_58_);
        double l_66_ = (l_64_ + l_65_);
        double l_67_ = (l_7_ * l_14_);
        double l_68_ = (l_67_ * l_4_);
        double l_69_ = (l_3_ * l_7_);
        double l_70_ = (l_69_ * l_4_);
        double l_71_ = (l_70_ - l_7_);
        double l_72_ = (l_71_ * l_4_);
        double l_73_ = (l_70_ - l_72_);
        double l_74_ = (l_7_ - l_73_);
        double l_75_ = (l_3_ * l_14_);
        double l_76_ = (l_75_ * l_4_);
        double l_77_ = (l_76_ - l_14_);
        double l_78_ = (l_77_ * l_4_);
        double l_79_ = (l_76_ - l_78_);
        double l_80_ = (l_14_ - l_79_);
        double l_81_ = (l_73_ * l_79_);
        double l_82_ = (l_81_ - l_68_);
        double l_83_ = (l_73_ * l_80_);
        double l_84_ = (l_82_ + l_83_);
        double l_85_ = (l_74_ * l_79_);
        double l_86_ = (l_84_ + l_85_);
        double l_87_ = (l_74_ * l_80_);
        double l_88_ = (l_86_ + l_87_);
        double l_89_ = (l_5_ * l_19_);
        double l_90_ = (l_89_ * l_4_);
        double l_91_ = (l_3_ * l_5_);
        double l_92_ = (l_91_ * l_4_);
        double l_93_ = (l_92_ - l_5_);
        double l_94_ = (l_93_ * l_4_);
        double l_95_ = (l_92_ - l_94_);
        double l_96_ = (l_5_ - l_95_);
        double l_97_ = (l_3_ * l_19_);
        double l_98_ = (l_97_ * l_4_);
        double l_99_ = (l_98_ - l_19_);
        double l_100_ = (l_99_ * l_4_);
        double l_101_ = (l_98_ - l_100_);
        double l_102_ = (l_19_ - l_101_);
        double l_103_ = (l_95_ * l_101_);
        double l_104_ = (l_103_ - l_90_);
        double l_105_ = (l_95_ * l_102_);
        double l_106_ = (l_104_ + l_105_);
        double l_107_ = (l_96_ * l_101_);
        double l_108_ = (l_106_ + l_107_);
        double l_109_ = (l_96_ * l_102_);
        double l_110_ = (l_108_ + l_109_);
        double l_111_ = (l_7_ * l_16_);
        double l_112_ = (l_111_ * l_4_);
        double l_113_ = (l_3_ * l_7_);
        double l_114_ = (l_113_ * l_4_);
        double l_115_ = (l_114_ - l_7_);
        double l_116_ = (l_115_ * l_4_);
        double l_117_ = (l_114_ - l_116_);
        double l_118_ = (l_7_ - l_117_);
        double l_119_ = (l_3_ * l_16_);
        double l_120_ = (l_119_ * l_4_);
        double l_121_ = (l_120_ - l_16_);
        double l_122_ = (l_121_ * l_4_);
        double l_123_ = (l_120_ - l_122_);
        double l_124_ = (l_16_ - l_123_);
        double l_125_ = (l_117_ * l_123_);
        double l_126_ = (l_125_ - l_112_);
        double l_127_ = (l_117_ * l_124_);
        double l_128_ = (l_126_ + l_127_);
        double l_129_ = (l_118_ * l_123_);
        double l_130_ = (l_128_ + l_129_);
        double l_131_ = (l_118_ * l_124_);
        double l_132_ = (l_130_ + l_131_);
        double l_133_ = (l_10_ * l_14_);
        double l_134_ = (l_133_ * l_4_);
        double l_135_ = (l_3_ * l_10_);
        double l_136_ = (l_135_ * l_4_);
        double l_137_ = (l_136_ - l_10_);
        double l_138_ = (l_137_ * l_4_);
        double l_139_ = (l_136_ - l_138_);
        double l_140_ = (l_10_ - l_139_);
        double l_141_ = (l_3_ * l_14_);
        double l_142_ = (l_141_ * l_4_);
        double l_143_ = (l_142_ - l_14_);
        double l_144_ = (l_143_ * l_4_);
        double l_145_ = (l_142_ - l_144_);
        double l_146_ = (l_14_ - l_145_);
        double l_147_ = (l_139_ * l_145_);
        double l_148_ = (l_147_ - l_134_);
        double l_149_ = (l_139_ * l_146_);
        double l_150_ = (l_148_ + l_149_);
        double l_151_ = (l_140_ * l_145_);
        double l_152_ = (l_150_ + l_151_);
        double l_153_ = (l_140_ * l_146_);
        double l_154_ = (l_152_ + l_153_);
        double l_155_ = (l_46_ + l_68_);
        double l_156_ = (l_155_ * l_4_);
        double l_157_ = (l_156_ - l_46_);
        double l_158_ = (l_157_ * l_4_);
        double l_159_ = (l_156_ - l_158_);
        double l_160_ = (l_159_ * l_4_);
        double l_161_ = (l_46_ - l_160_);
        double l_162_ = (l_68_ - l_158_);
        double l_163_ = (l_161_ + l_162_);
        double l_164_ = (l_44_ + l_156_);
        double l_165_ = (l_164_ * l_4_);
        double l_166_ = (l_165_ - l_44_);
        double l_167_ = (l_166_ * l_4_);
        double l_168_ = (l_165_ - l_167_);
        double l_169_ = (l_168_ * l_4_);
        double l_170_ = (l_44_ - l_169_);
        double l_171_ = (l_156_ - l_167_);
        double l_172_ = (l_170_ + l_171_);
        double l_173_ = (l_163_ + l_172_);
        double l_174_ = (l_173_ * l_4_);
        double l_175_ = (l_174_ - l_163_);
        double l_176_ = (l_175_ * l_4_);
        double l_177_ = (l_174_ - l_176_);
        double l_178_ = (l_177_ * l_4_);
        double l_179_ = (l_163_ - l_178_);
        double l_180_ = (l_172_ - l_176_);
        double l_181_ = (l_179_ + l_180_);
        double l_182_ = (l_174_ + l_66_);
        double l_183_ = (l_182_ * l_4_);
        double l_184_ = (l_183_ - l_174_);
        double l_185_ = (l_184_ * l_4_);
        double l_186_ = (l_183_ - l_185_);
        double l_187_ = (l_186_ * l_4_);
        double l_188_ = (l_174_ - l_187_);
        double l_189_ = (l_66_ - l_185_);
        double l_190_ = (l_188_ + l_189_);
        double l_191_ = (l_88_ + l_183_);
        double l_192_ = (l_191_ * l_4_);
        double l_193_ = (l_192_ - l_88_);
        double l_194_ = (l_193_ * l_4_);
        double l_195_ = (l_192_ - l_194_);
        double l_196_ = (l_195_ * l_4_);
        double l_197_ = (l_88_ - l_196_);
        double l_198_ = (l_183_ - l_194_);
        double l_199_ = (l_197_ + l_198_);
        double l_200_ = (l_190_ + l_199_);
        double l_201_ = (l_200_ * l_4_);
        double l_202_ = (l_201_ - l_190_);
        double l_203_ = (l_202_ * l_4_);
        double l_204_ = (l_201_ - l_203_);
        double l_205_ = (l_204_ * l_4_);
        double l_206_ = (l_190_ - l_205_);
        double l_207_ = (l_199_ - l_203_);
        double l_208_ = (l_206_ + l_207_);
        double l_209_ = (l_90_ + l_112_);
        double l_210_ = (l_209_ * l_4_);
        double l_211_ = (l_210_ - l_90_);
        double l_212_ = (l_211_ * l_4_);
        double l_213_ = (l_210_ - l_212_);
        double l_214_ = (l_213_ * l_4_);
        double l_215_ = (l_90_ - l_214_);
        double l_216_ = (l_112_ - l_212_);
        double l_217_ = (l_215_ + l_216_);
        double l_218_ = (l_134_ + l_210_);
        double l_219_ = (l_218_ * l_4_);
        double l_220_ = (l_219_ - l_134_);
        double l_221_ = (l_220_ * l_4_);
        double l_222_ = (l_219_ - l_221_);
        double l_223_ = (l_222_ * l_4_);
        double l_224_ = (l_134_ - l_223_);
        double l_225_ = (l_210_ - l_221_);
        double l_226_ = (l_224_ + l_225_);
        double l_227_ = (l_217_ + l_226_);
        double l_228_ = (l_227_ * l_4_);
        double l_229_ = (l_228_ - l_217_);
        double l_230_ = (l_229_ * l_4_);
        double l_231_ = (l_228_ - l_230_);
        double l_232_ = (l_231_ * l_4_);
        double l_233_ = (l_217_ - l_232_);
        double l_234_ = (l_226_ - l_230_);
        double l_235_ = (l_233_ + l_234_);
        double l_236_ = (l_192_ + l_219_);
        double l_237_ = (l_236_ * l_4_);
        double l_238_ = (l_237_ - l_192_);
        double l_239_ = (l_238_ * l_4_);
        double l_240_ = (l_237_ - l_239_);
        double l_241_ = (l_240_ * l_4_);
        double l_242_ = (l_192_ - l_241_);
        double l_243_ = (l_219_ - l_239_);
        double l_244_ = (l_242_ + l_243_);
        double l_245_ = (l_201_ + l_228_);
        double l_246_ = (l_245_ * l_4_);
        double l_247_ = (l_246_ - l_201_);
        double l_248_ = (l_247_ * l_4_);
        double l_249_ = (l_246_ - l_248_);
        double l_250_ = (l_249_ * l_4_);
        double l_251_ = (l_201_ - l_250_);
        double l_252_ = (l_228_ - l_248_);
        double l_253_ = (l_251_ + l_252_);
        double l_254_ = (l_246_ + l_244_);
        double l_255_ = (l_254_ * l_4_);
        double l_256_ = (l_255_ - l_246_);
        double l_257_ = (l_256_ * l_4_);
        double l_258_ = (l_255_ - l_257_);
        double l_259_ = (l_258_ * l_4_);
        double l_260_ = (l_246_ - l_259_);
        double l_261_ = (l_244_ - l_257_);
        double l_262_ = (l_260_ + l_261_);
        double l_263_ = (l_208_ + l_235_);
        double l_264_ = (l_262_ + l_253_);
        double l_265_ = (l_263_ + l_264_);
        double l_266_ = (l_5_ * l_22_);
        double l_267_ = (l_7_ * l_19_);
        double l_268_ = (l_266_ + l_267_);
        double l_269_ = (l_10_ * l_16_);
        double l_270_ = (l_13_ * l_14_);
        double l_271_ = (l_269_ + l_270_);
        double l_272_ = (l_268_ + l_271_);
        double l_273_ = (l_181_ + l_110_);
        double l_274_ = (l_132_ + l_154_);
        double l_275_ = (l_273_ + l_274_);
        double l_276_ = (l_272_ + l_275_);
        double l_277_ = (l_255_ + l_276_);
        double l_278_ = (l_277_ + l_265_);
        double l_279_ = (l_278_ * l_4_);
        double l_280_ = (l_279_ - l_277_);
        double l_281_ = (l_280_ * l_4_);
        double l_282_ = (l_265_ - l_281_);
        double l_283_ = (l_237_ + l_279_);
        double l_284_ = (l_283_ * l_4_);
        double l_285_ = (l_284_ - l_237_);
        double l_286_ = (l_285_ * l_4_);
        double l_287_ = (l_279_ - l_286_);
        double l_288_ = (l_165_ + l_284_);
        double l_289_ = (l_288_ * l_4_);
        double l_290_ = (l_289_ - l_165_);
        double l_291_ = (l_290_ * l_4_);
        double l_292_ = (l_284_ - l_291_);
        double l_293_ = (l_24_ + l_289_);
        double l_294_ = (l_293_ * l_4_);
        double l_295_ = (l_294_ - l_24_);
        double l_296_ = (l_295_ * l_4_);
        double l_297_ = (l_289_ - l_296_);
        l_mut_298_ = 0.0L;
        l_mut_299_ = 0.0L;
        l_mut_300_ = 0.0L;
        l_mut_301_ = 0.0L;
        l_mut_302_ = l_294_;
        l_mut_303_ = 0u;
        double _e486 = l_mut_302_;
        double l_304_ = (_e486 + l_297_);
        double l_305_ = (l_304_ * l_4_);
        double _e489 = l_mut_302_;
        double l_306_ = (l_305_ - _e489);
        double l_307_ = (l_306_ * l_4_);
        double l_308_ = (l_297_ - l_307_);
        uint _e493 = l_mut_303_;
        bool l_309_ = (_e493 < 3u);
        bool l_310_ = (l_308_ != 0.0L);
        if (l_309_) {
            local = l_310_;
        } else {
            local = false;
        }
        bool l_311_ = local;
        uint _e502 = l_mut_303_;
        bool l_312_ = (_e502 == 0u);
        if (l_311_) {
            local_1 = l_312_;
        } else {
            local_1 = false;
        }
        bool l_313_ = local_1;
        double _e509 = l_mut_298_;
        double l_314_ = (l_313_ ? l_305_ : _e509);
        l_mut_298_ = l_314_;
        uint _e511 = l_mut_303_;
        bool l_315_ = (_e511 == 1u);
        if (l_311_) {
            local_2 = l_315_;
        } else {
            local_2 = false;
        }
        bool l_316_ = local_2;
        double _e518 = l_mut_299_;
        double l_317_ = (l_316_ ? l_305_ : _e518);
        l_mut_299_ = l_317_;
        uint _e520 = l_mut_303_;
        bool l_318_ = (_e520 == 2u);
        if (l_311_) {
            local_3 = l_318_;
        } else {
            local_3 = false;
        }
        bool l_319_ = local_3;
        double _e527 = l_mut_300_;
        double l_320_ = (l_319_ ? l_305_ : _e527);
        l_mut_300_ = l_320_;
        double l_321_ = (l_311_ ? l_308_ : l_305_);
        double _e530 = l_mut_302_;
        double l_322_ = (_e530 + l_297_);
        double l_323_ = (l_309_ ? l_321_ : l_322_);
        l_mut_302_ = l_323_;
        uint l_324_ = uint(l_311_);
        uint _e534 = l_mut_303_;
        l_mut_303_ = (_e534 + l_324_);
        double _e536 = l_mut_302_;
        double l_325_ = (_e536 + l_292_);
        double l_326_ = (l_325_ * l_4_);
        double _e539 = l_mut_302_;
        double l_327_ = (l_326_ - _e539);
        double l_328_ = (l_327_ * l_4_);
        double l_329_ = (l_292_ - l_328_);
        uint _e543 = l_mut_303_;
        bool l_330_ = (_e543 < 3u);
        bool l_331_ = (l_329_ != 0.0L);
        if (l_330_) {
            local_4 = l_331_;
        } else {
            local_4 = false;
        }
        bool l_332_ = local_4;
        uint _e552 = l_mut_303_;
        bool l_333_ = (_e552 == 0u);
        if (l_332_) {
            local_5 = l_333_;
        } else {
            local_5 = false;
        }
        bool l_334_ = local_5;
        double _e559 = l_mut_298_;
        double l_335_ = (l_334_ ? l_326_ : _e559);
        l_mut_298_ = l_335_;
        uint _e561 = l_mut_303_;
        bool l_336_ = (_e561 == 1u);
        if (l_332_) {
            local_6 = l_336_;
        } else {
            local_6 = false;
        }
        bool l_337_ = local_6;
        double _e568 = l_mut_299_;
        double l_338_ = (l_337_ ? l_326_ : _e568);
        l_mut_299_ = l_338_;
        uint _e570 = l_mut_303_;
        bool l_339_ = (_e570 == 2u);
        if (l_332_) {
            local_7 = l_339_;
        } else {
            local_7 = false;
        }
        bool l_340_ = local_7;
        double _e577 = l_mut_300_;
        double l_341_ = (l_340_ ? l_326_ : _e577);
        l_mut_300_ = l_341_;
        double l_342_ = (l_332_ ? l_329_ : l_326_);
        double _e580 = l_mut_302_;
        double l_343_ = (_e580 + l_292_);
        double l_344_ = (l_330_ ? l_342_ : l_343_);
        l_mut_302_ = l_344_;
        uint l_345_ = uint(l_332_);
        uint _e584 = l_mut_303_;
        l_mut_303_ = (_e584 + l_345_);
        double _e586 = l_mut_302_;
        double l_346_ = (_e586 + l_287_);
        double l_347_ = (l_346_ * l_4_);
        double _e589 = l_mut_302_;
        double l_348_ = (l_347_ - _e589);
        double l_349_ = (l_348_ * l_4_);
        double l_350_ = (l_287_ - l_349_);
        uint _e593 = l_mut_303_;
        bool l_351_ = (_e593 < 3u);
        bool l_352_ = (l_350_ != 0.0L);
        if (l_351_) {
            local_8 = l_352_;
        } else {
            local_8 = false;
        }
        bool l_353_ = local_8;
        uint _e602 = l_mut_303_;
        bool l_354_ = (_e602 == 0u);
        if (l_353_) {
            local_9 = l_354_;
        } else {
            local_9 = false;
        }
        bool l_355_ = local_9;
        double _e609 = l_mut_298_;
        double l_356_ = (l_355_ ? l_347_ : _e609);
        l_mut_298_ = l_356_;
        uint _e611 = l_mut_303_;
        bool l_357_ = (_e611 == 1u);
        if (l_353_) {
            local_10 = l_357_;
        } else {
            local_10 = false;
        }
        bool l_358_ = local_10;
        double _e618 = l_mut_299_;
        double l_359_ = (l_358_ ? l_347_ : _e618);
        l_mut_299_ = l_359_;
        uint _e620 = l_mut_303_;
        bool l_360_ = (_e620 == 2u);
        if (l_353_) {
            local_11 = l_360_;
        } else {
            local_11 = false;
        }
        bool l_361_ = local_11;
        double _e627 = l_mut_300_;
        double l_362_ = (l_361_ ? l_347_ : _e627);
        l_mut_300_ = l_362_;
        double l_363_ = (l_353_ ? l_350_ : l_347_);
        double _e630 = l_mut_302_;
        double l_364_ = (_e630 + l_287_);
        double l_365_ = (l_351_ ? l_363_ : l_364_);
        l_mut_302_ = l_365_;
        uint l_366_ = uint(l_353_);
        uint _e634 = l_mut_303_;
        l_mut_303_ = (_e634 + l_366_);
        double _e636 = l_mut_302_;
        double l_367_ = (_e636 + l_282_);
        double l_368_ = (l_367_ * l_4_);
        double _e639 = l_mut_302_;
        double l_369_ = (l_368_ - _e639);
        double l_370_ = (l_369_ * l_4_);
        double l_371_ = (l_282_ - l_370_);
        uint _e643 = l_mut_303_;
        bool l_372_ = (_e643 < 3u);
        bool l_373_ = (l_371_ != 0.0L);
        if (l_372_) {
            local_12 = l_373_;
        } else {
            local_12 = false;
        }
        bool l_374_ = local_12;
        uint _e652 = l_mut_303_;
        bool l_375_ = (_e652 == 0u);
        if (l_374_) {
            local_13 = l_375_;
        } else {
            local_13 = false;
        }
        bool l_376_ = local_13;
        double _e659 = l_mut_298_;
        double l_377_ = (l_376_ ? l_368_ : _e659);
        l_mut_298_ = l_377_;
        uint _e661 = l_mut_303_;
        bool l_378_ = (_e661 == 1u);
        if (l_374_) {
            local_14 = l_378_;
        } else {
            local_14 = false;
        }
        bool l_379_ = local_14;
        double _e668 = l_mut_299_;
        double l_380_ = (l_379_ ? l_368_ : _e668);
        l_mut_299_ = l_380_;
        uint _e670 = l_mut_303_;
        bool l_381_ = (_e670 == 2u);
        if (l_374_) {
            local_15 = l_381_;
        } else {
            local_15 = false;
        }
        bool l_382_ = local_15;
        double _e677 = l_mut_300_;
        double l_383_ = (l_382_ ? l_368_ : _e677);
        l_mut_300_ = l_383_;
        double l_384_ = (l_374_ ? l_371_ : l_368_);
        double _e680 = l_mut_302_;
        double l_385_ = (_e680 + l_282_);
        double l_386_ = (l_372_ ? l_384_ : l_385_);
        l_mut_302_ = l_386_;
        uint l_387_ = uint(l_374_);
        uint _e684 = l_mut_303_;
        l_mut_303_ = (_e684 + l_387_);
        uint _e686 = l_mut_303_;
        bool l_388_ = (_e686 == 0u);
        double _e689 = l_mut_298_;
        double _e690 = l_mut_302_;
        double l_389_ = (l_388_ ? _e690 : _e689);
        l_mut_298_ = l_389_;
        uint _e692 = l_mut_303_;
        bool l_390_ = (_e692 == 1u);
        double _e695 = l_mut_299_;
        double _e696 = l_mut_302_;
        double l_391_ = (l_390_ ? _e696 : _e695);
        l_mut_299_ = l_391_;
        uint _e698 = l_mut_303_;
        bool l_392_ = (_e698 == 2u);
        double _e701 = l_mut_300_;
        double _e702 = l_mut_302_;
        double l_393_ = (l_392_ ? _e702 : _e701);
        l_mut_300_ = l_393_;
        uint _e704 = l_mut_303_;
        bool l_394_ = (_e704 == 3u);
        double _e707 = l_mut_301_;
        double _e708 = l_mut_302_;
        double l_395_ = (l_394_ ? _e708 : _e707);
        l_mut_301_ = l_395_;
        uint l_471_ = asuint(info.Load(12+0));
        uint l_472_ = (l_471_ * 1u);
        bool l_473_ = (id < l_472_);
        if (l_473_) {
            double _e719 = l_mut_298_;
            buffer_3_global.Store(id*8, _e719);
        }
        uint l_396_ = (l_1_ + id);
        uint l_474_ = asuint(info.Load(12+0));
        uint l_475_ = (l_474_ * 1u);
        bool l_476_ = (l_396_ < l_475_);
        if (l_476_) {
            double _e730 = l_mut_299_;
            buffer_3_global.Store(l_396_*8, _e730);
        }
        uint l_397_ = (2u * l_1_);
        uint l_398_ = (l_397_ + id);
        uint l_477_ = asuint(info.Load(12+0));
        uint l_478_ = (l_477_ * 1u);
        bool l_479_ = (l_398_ < l_478_);
        if (l_479_) {
            double _e743 = l_mut_300_;
            buffer_3_global.Store(l_398_*8, _e743);
        }
        uint l_399_ = (3u * l_1_);
        uint l_400_ = (l_399_ + id);
        uint l_480_ = asuint(info.Load(12+0));
        uint l_481_ = (l_480_ * 1u);
        bool l_482_ = (l_400_ < l_481_);
        if (l_482_) {
            double _e756 = l_mut_301_;
            buffer_3_global.Store(l_400_*8, _e756);
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
