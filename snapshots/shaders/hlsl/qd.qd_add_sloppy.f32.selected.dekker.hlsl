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
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_174_ = (float)0;
    float l_mut_175_ = (float)0;
    float l_mut_176_ = (float)0;
    float l_mut_177_ = (float)0;
    float l_mut_178_ = (float)0;
    uint l_mut_179_ = (uint)0;
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
        uint l_285_ = asuint(info.Load(8+0));
        uint l_286_ = (l_285_ * 1u);
        bool l_287_ = (0u < l_286_);
        uint l_288_ = (l_286_ - 1u);
        uint l_289_ = min(0u, l_288_);
        float l_290_ = asfloat(buffer_2_global.Load(l_289_*4));
        float l_3_ = (l_287_ ? l_290_ : 0.0);
        uint l_292_ = asuint(info.Load(8+0));
        uint l_293_ = (l_292_ * 1u);
        bool l_294_ = (1u < l_293_);
        uint l_295_ = (l_293_ - 1u);
        uint l_296_ = min(1u, l_295_);
        float l_297_ = asfloat(buffer_2_global.Load(l_296_*4));
        float l_4_ = (l_294_ ? l_297_ : 0.0);
        uint l_299_ = asuint(info.Load(0+0));
        uint l_300_ = (l_299_ * 1u);
        bool l_301_ = (id < l_300_);
        uint l_302_ = (l_300_ - 1u);
        uint l_303_ = min(id, l_302_);
        float l_304_ = asfloat(buffer_0_global.Load(l_303_*4));
        float l_5_ = (l_301_ ? l_304_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_306_ = asuint(info.Load(0+0));
        uint l_307_ = (l_306_ * 1u);
        bool l_308_ = (l_6_ < l_307_);
        uint l_309_ = (l_307_ - 1u);
        uint l_310_ = min(l_6_, l_309_);
        float l_311_ = asfloat(buffer_0_global.Load(l_310_*4));
        float l_7_ = (l_308_ ? l_311_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_313_ = asuint(info.Load(0+0));
        uint l_314_ = (l_313_ * 1u);
        bool l_315_ = (l_9_ < l_314_);
        uint l_316_ = (l_314_ - 1u);
        uint l_317_ = min(l_9_, l_316_);
        float l_318_ = asfloat(buffer_0_global.Load(l_317_*4));
        float l_10_ = (l_315_ ? l_318_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_320_ = asuint(info.Load(0+0));
        uint l_321_ = (l_320_ * 1u);
        bool l_322_ = (l_12_ < l_321_);
        uint l_323_ = (l_321_ - 1u);
        uint l_324_ = min(l_12_, l_323_);
        float l_325_ = asfloat(buffer_0_global.Load(l_324_*4));
        float l_13_ = (l_322_ ? l_325_ : 0.0);
        uint l_327_ = asuint(info.Load(4+0));
        uint l_328_ = (l_327_ * 1u);
        bool l_329_ = (id < l_328_);
        uint l_330_ = (l_328_ - 1u);
        uint l_331_ = min(id, l_330_);
        float l_332_ = asfloat(buffer_1_global.Load(l_331_*4));
        float l_14_ = (l_329_ ? l_332_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_334_ = asuint(info.Load(4+0));
        uint l_335_ = (l_334_ * 1u);
        bool l_336_ = (l_15_ < l_335_);
        uint l_337_ = (l_335_ - 1u);
        uint l_338_ = min(l_15_, l_337_);
        float l_339_ = asfloat(buffer_1_global.Load(l_338_*4));
        float l_16_ = (l_336_ ? l_339_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_341_ = asuint(info.Load(4+0));
        uint l_342_ = (l_341_ * 1u);
        bool l_343_ = (l_18_ < l_342_);
        uint l_344_ = (l_342_ - 1u);
        uint l_345_ = min(l_18_, l_344_);
        float l_346_ = asfloat(buffer_1_global.Load(l_345_*4));
        float l_19_ = (l_343_ ? l_346_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_348_ = asuint(info.Load(4+0));
        uint l_349_ = (l_348_ * 1u);
        bool l_350_ = (l_21_ < l_349_);
        uint l_351_ = (l_349_ - 1u);
        uint l_352_ = min(l_21_, l_351_);
        float l_353_ = asfloat(buffer_1_global.Load(l_352_*4));
        float l_22_ = (l_350_ ? l_353_ : 0.0);
        float l_23_ = (l_5_ + l_14_);
        bool l_24_ = (l_4_ != 0.0);
        float l_25_ = (l_24_ ? l_23_ : l_4_);
        float l_26_ = (l_25_ - l_5_);
        bool l_27_ = (l_4_ != 0.0);
        float l_28_ = (l_27_ ? l_26_ : l_4_);
        float l_29_ = (l_25_ - l_28_);
        bool l_30_ = (l_4_ != 0.0);
        float l_31_ = (l_30_ ? l_29_ : l_4_);
        float l_32_ = (l_5_ - l_31_);
        float l_33_ = (l_14_ - l_28_);
        float l_34_ = (l_32_ + l_33_);
        float l_35_ = (l_7_ + l_16_);
        bool l_36_ = (l_4_ != 0.0);
        float l_37_ = (l_36_ ? l_35_ : l_4_);
        float l_38_ = (l_37_ - l_7_);
        bool l_39_ = (l_4_ != 0.0);
        float l_40_ = (l_39_ ? l_38_ : l_4_);
        float l_41_ = (l_37_ - l_40_);
        bool l_42_ = (l_4_ != 0.0);
        float l_43_ = (l_42_ ? l_41_ : l_4_);
        float l_44_ = (l_7_ - l_43_);
        float l_45_ = (l_16_ - l_40_);
        float l_46_ = (l_44_ + l_45_);
        float l_47_ = (l_10_ + l_19_);
        bool l_48_ = (l_4_ != 0.0);
        float l_49_ = (l_48_ ? l_47_ : l_4_);
        float l_50_ = (l_49_ - l_10_);
        bool l_51_ = (l_4_ != 0.0);
        float l_52_ = (l_51_ ? l_50_ : l_4_);
        float l_53_ = (l_49_ - l_52_);
        bool l_54_ = (l_4_ != 0.0);
        float l_55_ = (l_54_ ? l_53_ : l_4_);
        float l_56_ = (l_10_ - l_55_);
        float l_57_ = (l_19_ - l_52_);
        float l_58_ = (l_56_ + l_57_);
        float l_59_ = (l_13_ + l_22_);
        bool l_60_ = (l_4_ != 0.0);
        float l_61_ = (l_60_ ? l_59_ : l_4_);
        float l_62_ = (l_61_ - l_13_);
        bool l_63_ = (l_4_ != 0.0);
        float l_64_ = (l_63_ ? l_62_ : l_4_);
        float l_65_ = (l_61_ - l_64_);
        bool l_66_ = (l_4_ != 0.0);
        float l_67_ = (l_66_ ? l_65_ : l_4_);
        float l_68_ = (l_13_ - l_67_);
        float l_69_ = (l_22_ - l_64_);
        float l_70_ = (l_68_ + l_69_);
        float l_71_ = (l_37_ + l_34_);
        bool l_72_ = (l_4_ != 0.0);
        float l_73_ = (l_72_ ? l_71_ : l_4_);
        float l_74_ = (l_73_ - l_37_);
        bool l_75_ = (l_4_ != 0.0);
        float l_76_ = (l_75_ ? l_74_ : l_4_);
        float l_77_ = (l_73_ - l_76_);
        bool l_78_ = (l_4_ != 0.0);
        float l_79_ = (l_78_ ? l_77_ : l_4_);
        float l_80_ = (l_37_ - l_79_);
        float l_81_ = (l_34_ - l_76_);
        float l_82_ = (l_80_ + l_81_);
        float l_83_ = (l_49_ + l_82_);
        bool l_84_ = (l_4_ != 0.0);
        float l_85_ = (l_84_ ? l_83_ : l_4_);
        float l_86_ = (l_85_ - l_49_);
        bool l_87_ = (l_4_ != 0.0);
        float l_88_ = (l_87_ ? l_86_ : l_4_);
        float l_89_ = (l_85_ - l_88_);
        bool l_90_ = (l_4_ != 0.0);
        float l_91_ = (l_90_ ? l_89_ : l_4_);
        float l_92_ = (l_49_ - l_91_);
        float l_93_ = (l_82_ - l_88_);
        float l_94_ = (l_92_ + l_93_);
        float l_95_ = (l_46_ + l_85_);
        bool l_96_ = (l_4_ != 0.0);
        float l_97_ = (l_96_ ? l_95_ : l_4_);
        float l_98_ = (l_97_ - l_46_);
        bool l_99_ = (l_4_ != 0.0);
        float l_100_ = (l_99_ ? l_98_ : l_4_);
        float l_101_ = (l_97_ - l_100_);
        bool l_102_ = (l_4_ != 0.0);
        float l_103_ = (l_102_ ? l_101_ : l_4_);
        float l_104_ = (l_46_ - l_103_);
        float l_105_ = (l_85_ - l_100_);
        float l_106_ = (l_104_ + l_105_);
        float l_107_ = (l_94_ + l_106_);
        bool l_108_ = (l_4_ != 0.0);
        float l_109_ = (l_108_ ? l_107_ : l_4_);
        float l_110_ = (l_109_ - l_94_);
        bool l_111_ = (l_4_ != 0.0);
        float l_112_ = (l_111_ ? l_110_ : l_4_);
        float l_113_ = (l_109_ - l_112_);
        bool l_114_ = (l_4_ != 0.0);
        float l_115_ = (l_114_ ? l_113_ : l_4_);
        float l_116_ = (l_94_ - l_115_);
        float l_117_ = (l_106_ - l_112_);
        float l_118_ = (l_116_ + l_117_);
        float l_119_ = (l_61_ + l_109_);
        bool l_120_ = (l_4_ != 0.0);
        float l_121_ = (l_120_ ? l_119_ : l_4_);
        float l_122_ = (l_121_ - l_61_);
        bool l_123_ = (l_4_ != 0.0);
        float l_124_ = (l_123_ ? l_122_ : l_4_);
        float l_125_ = (l_121_ - l_124_);
        bool l_126_ = (l_4_ != 0.0);
        float l_127_ = (l_126_ ? l_125_ : l_4_);
        float l_128_ = (l_61_ - l_127_);
        float l_129_ = (l_109_ - l_124_);
        float l_130_ = (l_128_ + l_129_);
        float l_131_ = (l_58_ + l_121_);
        bool l_132_ = (l_4_ != 0.0);
        float l_133_ = (l_132_ ? l_131_ : l_4_);
        float l_134_ = (l_133_ - l_58_);
        bool l_135_ = (l_4_ != 0.0);
        float l_136_ = (l_135_ ? l_134_ : l_4_);
        float l_137_ = (l_133_ - l_136_);
        bool l_138_ = (l_4_ != 0.0);
        float l_139_ = (l_138_ ? l_137_ : l_4_);
        float l_140_ = (l_58_ - l_139_);
        float l_141_ = (l_121_ - l_136_);
        float l_142_ = (l_140_ + l_141_);
        float l_143_ = (l_130_ + l_142_);
        float l_144_ = (l_143_ + l_118_);
        float l_145_ = (l_144_ + l_70_);
        float l_146_ = (l_133_ + l_145_);
        bool l_147_ = (l_4_ != 0.0);
        float l_148_ = (l_147_ ? l_146_ : l_4_);
        float l_149_ = (l_148_ - l_133_);
        bool l_150_ = (l_4_ != 0.0);
        float l_151_ = (l_150_ ? l_149_ : l_4_);
        float l_152_ = (l_145_ - l_151_);
        float l_153_ = (l_97_ + l_148_);
        bool l_154_ = (l_4_ != 0.0);
        float l_155_ = (l_154_ ? l_153_ : l_4_);
        float l_156_ = (l_155_ - l_97_);
        bool l_157_ = (l_4_ != 0.0);
        float l_158_ = (l_157_ ? l_156_ : l_4_);
        float l_159_ = (l_148_ - l_158_);
        float l_160_ = (l_73_ + l_155_);
        bool l_161_ = (l_4_ != 0.0);
        float l_162_ = (l_161_ ? l_160_ : l_4_);
        float l_163_ = (l_162_ - l_73_);
        bool l_164_ = (l_4_ != 0.0);
        float l_165_ = (l_164_ ? l_163_ : l_4_);
        float l_166_ = (l_155_ - l_165_);
        float l_167_ = (l_25_ + l_162_);
        bool l_168_ = (l_4_ != 0.0);
        float l_169_ = (l_168_ ? l_167_ : l_4_);
        float l_170_ = (l_169_ - l_25_);
        bool l_171_ = (l_4_ != 0.0);
        float l_172_ = (l_171_ ? l_170_ : l_4_);
        float l_173_ = (l_162_ - l_172_);
        l_mut_174_ = 0.0;
        l_mut_175_ = 0.0;
        l_mut_176_ = 0.0;
        l_mut_177_ = 0.0;
        l_mut_178_ = l_169_;
        l_mut_179_ = 0u;
        float _e400 = l_mut_178_;
        float l_180_ = (_e400 + l_173_);
        bool l_181_ = (l_4_ != 0.0);
        float l_182_ = (l_181_ ? l_180_ : l_4_);
        float _e405 = l_mut_178_;
        float l_183_ = (l_182_ - _e405);
        bool l_184_ = (l_4_ != 0.0);
        float l_185_ = (l_184_ ? l_183_ : l_4_);
        float l_186_ = (l_173_ - l_185_);
        uint _e411 = l_mut_179_;
        bool l_187_ = (_e411 < 3u);
        bool l_188_ = (l_186_ != 0.0);
        if (l_187_) {
            local = l_188_;
        } else {
            local = false;
        }
        bool l_189_ = local;
        uint _e420 = l_mut_179_;
        bool l_190_ = (_e420 == 0u);
        if (l_189_) {
            local_1 = l_190_;
        } else {
            local_1 = false;
        }
        bool l_191_ = local_1;
        float _e427 = l_mut_174_;
        float l_192_ = (l_191_ ? l_182_ : _e427);
        l_mut_174_ = l_192_;
        uint _e429 = l_mut_179_;
        bool l_193_ = (_e429 == 1u);
        if (l_189_) {
            local_2 = l_193_;
        } else {
            local_2 = false;
        }
        bool l_194_ = local_2;
        float _e436 = l_mut_175_;
        float l_195_ = (l_194_ ? l_182_ : _e436);
        l_mut_175_ = l_195_;
        uint _e438 = l_mut_179_;
        bool l_196_ = (_e438 == 2u);
        if (l_189_) {
            local_3 = l_196_;
        } else {
            local_3 = false;
        }
        bool l_197_ = local_3;
        float _e445 = l_mut_176_;
        float l_198_ = (l_197_ ? l_182_ : _e445);
        l_mut_176_ = l_198_;
        float l_199_ = (l_189_ ? l_186_ : l_182_);
        float _e448 = l_mut_178_;
        float l_200_ = (_e448 + l_173_);
        float l_201_ = (l_187_ ? l_199_ : l_200_);
        l_mut_178_ = l_201_;
        uint l_202_ = uint(l_189_);
        uint _e452 = l_mut_179_;
        l_mut_179_ = (_e452 + l_202_);
        float _e454 = l_mut_178_;
        float l_203_ = (_e454 + l_166_);
        bool l_204_ = (l_4_ != 0.0);
        float l_205_ = (l_204_ ? l_203_ : l_4_);
        float _e459 = l_mut_178_;
        float l_206_ = (l_205_ - _e459);
        bool l_207_ = (l_4_ != 0.0);
        float l_208_ = (l_207_ ? l_206_ : l_4_);
        float l_209_ = (l_166_ - l_208_);
        uint _e465 = l_mut_179_;
        bool l_210_ = (_e465 < 3u);
        bool l_211_ = (l_209_ != 0.0);
        if (l_210_) {
            local_4 = l_211_;
        } else {
            local_4 = false;
        }
        bool l_212_ = local_4;
        uint _e474 = l_mut_179_;
        bool l_213_ = (_e474 == 0u);
        if (l_212_) {
            local_5 = l_213_;
        } else {
            local_5 = false;
        }
        bool l_214_ = local_5;
        float _e481 = l_mut_174_;
        float l_215_ = (l_214_ ? l_205_ : _e481);
        l_mut_174_ = l_215_;
        uint _e483 = l_mut_179_;
        bool l_216_ = (_e483 == 1u);
        if (l_212_) {
            local_6 = l_216_;
        } else {
            local_6 = false;
        }
        bool l_217_ = local_6;
        float _e490 = l_mut_175_;
        float l_218_ = (l_217_ ? l_205_ : _e490);
        l_mut_175_ = l_218_;
        uint _e492 = l_mut_179_;
        bool l_219_ = (_e492 == 2u);
        if (l_212_) {
            local_7 = l_219_;
        } else {
            local_7 = false;
        }
        bool l_220_ = local_7;
        float _e499 = l_mut_176_;
        float l_221_ = (l_220_ ? l_205_ : _e499);
        l_mut_176_ = l_221_;
        float l_222_ = (l_212_ ? l_209_ : l_205_);
        float _e502 = l_mut_178_;
        float l_223_ = (_e502 + l_166_);
        float l_224_ = (l_210_ ? l_222_ : l_223_);
        l_mut_178_ = l_224_;
        uint l_225_ = uint(l_212_);
        uint _e506 = l_mut_179_;
        l_mut_179_ = (_e506 + l_225_);
        float _e508 = l_mut_178_;
        float l_226_ = (_e508 + l_159_);
        bool l_227_ = (l_4_ != 0.0);
        float l_228_ = (l_227_ ? l_226_ : l_4_);
        float _e513 = l_mut_178_;
        float l_229_ = (l_228_ - _e513);
        bool l_230_ = (l_4_ != 0.0);
        float l_231_ = (l_230_ ? l_229_ : l_4_);
        float l_232_ = (l_159_ - l_231_);
        uint _e519 = l_mut_179_;
        bool l_233_ = (_e519 < 3u);
        bool l_234_ = (l_232_ != 0.0);
        if (l_233_) {
            local_8 = l_234_;
        } else {
            local_8 = false;
        }
        bool l_235_ = local_8;
        uint _e528 = l_mut_179_;
        bool l_236_ = (_e528 == 0u);
        if (l_235_) {
            local_9 = l_236_;
        } else {
            local_9 = false;
        }
        bool l_237_ = local_9;
        float _e535 = l_mut_174_;
        float l_238_ = (l_237_ ? l_228_ : _e535);
        l_mut_174_ = l_238_;
        uint _e537 = l_mut_179_;
        bool l_239_ = (_e537 == 1u);
        if (l_235_) {
            local_10 = l_239_;
        } else {
            local_10 = false;
        }
        bool l_240_ = local_10;
        float _e544 = l_mut_175_;
        float l_241_ = (l_240_ ? l_228_ : _e544);
        l_mut_175_ = l_241_;
        uint _e546 = l_mut_179_;
        bool l_242_ = (_e546 == 2u);
        if (l_235_) {
            local_11 = l_242_;
        } else {
            local_11 = false;
        }
        bool l_243_ = local_11;
        float _e553 = l_mut_176_;
        float l_244_ = (l_243_ ? l_228_ : _e553);
        l_mut_176_ = l_244_;
        float l_245_ = (l_235_ ? l_232_ : l_228_);
        float _e556 = l_mut_178_;
        float l_246_ = (_e556 + l_159_);
        float l_247_ = (l_233_ ? l_245_ : l_246_);
        l_mut_178_ = l_247_;
        uint l_248_ = uint(l_235_);
        uint _e560 = l_mut_179_;
        l_mut_179_ = (_e560 + l_248_);
        float _e562 = l_mut_178_;
        float l_249_ = (_e562 + l_152_);
        bool l_250_ = (l_4_ != 0.0);
        float l_251_ = (l_250_ ? l_249_ : l_4_);
        float _e567 = l_mut_178_;
        float l_252_ = (l_251_ - _e567);
        bool l_253_ = (l_4_ != 0.0);
        float l_254_ = (l_253_ ? l_252_ : l_4_);
        float l_255_ = (l_152_ - l_254_);
        uint _e573 = l_mut_179_;
        bool l_256_ = (_e573 < 3u);
        bool l_257_ = (l_255_ != 0.0);
        if (l_256_) {
            local_12 = l_257_;
        } else {
            local_12 = false;
        }
        bool l_258_ = local_12;
        uint _e582 = l_mut_179_;
        bool l_259_ = (_e582 == 0u);
        if (l_258_) {
            local_13 = l_259_;
        } else {
            local_13 = false;
        }
        bool l_260_ = local_13;
        float _e589 = l_mut_174_;
        float l_261_ = (l_260_ ? l_251_ : _e589);
        l_mut_174_ = l_261_;
        uint _e591 = l_mut_179_;
        bool l_262_ = (_e591 == 1u);
        if (l_258_) {
            local_14 = l_262_;
        } else {
            local_14 = false;
        }
        bool l_263_ = local_14;
        float _e598 = l_mut_175_;
        float l_264_ = (l_263_ ? l_251_ : _e598);
        l_mut_175_ = l_264_;
        uint _e600 = l_mut_179_;
        bool l_265_ = (_e600 == 2u);
        if (l_258_) {
            local_15 = l_265_;
        } else {
            local_15 = false;
        }
        bool l_266_ = local_15;
        float _e607 = l_mut_176_;
        float l_267_ = (l_266_ ? l_251_ : _e607);
        l_mut_176_ = l_267_;
        float l_268_ = (l_258_ ? l_255_ : l_251_);
        float _e610 = l_mut_178_;
        float l_269_ = (_e610 + l_152_);
        float l_270_ = (l_256_ ? l_268_ : l_269_);
        l_mut_178_ = l_270_;
        uint l_271_ = uint(l_258_);
        uint _e614 = l_mut_179_;
        l_mut_179_ = (_e614 + l_271_);
        uint _e616 = l_mut_179_;
        bool l_272_ = (_e616 == 0u);
        float _e619 = l_mut_174_;
        float _e620 = l_mut_178_;
        float l_273_ = (l_272_ ? _e620 : _e619);
        l_mut_174_ = l_273_;
        uint _e622 = l_mut_179_;
        bool l_274_ = (_e622 == 1u);
        float _e625 = l_mut_175_;
        float _e626 = l_mut_178_;
        float l_275_ = (l_274_ ? _e626 : _e625);
        l_mut_175_ = l_275_;
        uint _e628 = l_mut_179_;
        bool l_276_ = (_e628 == 2u);
        float _e631 = l_mut_176_;
        float _e632 = l_mut_178_;
        float l_277_ = (l_276_ ? _e632 : _e631);
        l_mut_176_ = l_277_;
        uint _e634 = l_mut_179_;
        bool l_278_ = (_e634 == 3u);
        float _e637 = l_mut_177_;
        float _e638 = l_mut_178_;
        float l_279_ = (l_278_ ? _e638 : _e637);
        l_mut_177_ = l_279_;
        uint l_355_ = asuint(info.Load(12+0));
        uint l_356_ = (l_355_ * 1u);
        bool l_357_ = (id < l_356_);
        if (l_357_) {
            float _e649 = l_mut_174_;
            buffer_3_global.Store(id*4, asuint(_e649));
        }
        uint l_280_ = (l_1_ + id);
        uint l_358_ = asuint(info.Load(12+0));
        uint l_359_ = (l_358_ * 1u);
        bool l_360_ = (l_280_ < l_359_);
        if (l_360_) {
            float _e660 = l_mut_175_;
            buffer_3_global.Store(l_280_*4, asuint(_e660));
        }
        uint l_281_ = (2u * l_1_);
        uint l_282_ = (l_281_ + id);
        uint l_361_ = asuint(info.Load(12+0));
        uint l_362_ = (l_361_ * 1u);
        bool l_363_ = (l_282_ < l_362_);
        if (l_363_) {
            float _e673 = l_mut_176_;
            buffer_3_global.Store(l_282_*4, asuint(_e673));
        }
        uint l_283_ = (3u * l_1_);
        uint l_284_ = (l_283_ + id);
        uint l_364_ = asuint(info.Load(12+0));
        uint l_365_ = (l_364_ * 1u);
        bool l_366_ = (l_284_ < l_365_);
        if (l_366_) {
            float _e686 = l_mut_177_;
            buffer_3_global.Store(l_284_*4, asuint(_e686));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
