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
    float a_291_[8] = (float[8])0;
    float l_mut_181_ = (float)0;
    float l_mut_182_ = (float)0;
    float l_mut_183_ = (float)0;
    float l_mut_184_ = (float)0;
    float l_mut_185_ = (float)0;
    uint l_mut_186_ = (uint)0;
    float l_mut_287_ = (float)0;
    float l_mut_288_ = (float)0;
    float l_mut_289_ = (float)0;
    float l_mut_293_ = (float)0;
    float l_mut_477_ = (float)0;
    float l_mut_478_ = (float)0;
    float l_mut_479_ = (float)0;
    float l_mut_481_ = (float)0;
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
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_698_ = asuint(info.Load(8+0));
        uint l_699_ = (l_698_ * 1u);
        bool l_700_ = (0u < l_699_);
        uint l_701_ = (l_699_ - 1u);
        uint l_702_ = min(0u, l_701_);
        float l_703_ = asfloat(buffer_2_global.Load(l_702_*4));
        float l_3_ = (l_700_ ? l_703_ : 0.0);
        uint l_705_ = asuint(info.Load(8+0));
        uint l_706_ = (l_705_ * 1u);
        bool l_707_ = (1u < l_706_);
        uint l_708_ = (l_706_ - 1u);
        uint l_709_ = min(1u, l_708_);
        float l_710_ = asfloat(buffer_2_global.Load(l_709_*4));
        float l_4_ = (l_707_ ? l_710_ : 0.0);
        uint l_712_ = asuint(info.Load(0+0));
        uint l_713_ = (l_712_ * 1u);
        bool l_714_ = (id < l_713_);
        uint l_715_ = (l_713_ - 1u);
        uint l_716_ = min(id, l_715_);
        float l_717_ = asfloat(buffer_0_global.Load(l_716_*4));
        float l_5_ = (l_714_ ? l_717_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_719_ = asuint(info.Load(0+0));
        uint l_720_ = (l_719_ * 1u);
        bool l_721_ = (l_6_ < l_720_);
        uint l_722_ = (l_720_ - 1u);
        uint l_723_ = min(l_6_, l_722_);
        float l_724_ = asfloat(buffer_0_global.Load(l_723_*4));
        float l_7_ = (l_721_ ? l_724_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_726_ = asuint(info.Load(0+0));
        uint l_727_ = (l_726_ * 1u);
        bool l_728_ = (l_9_ < l_727_);
        uint l_729_ = (l_727_ - 1u);
        uint l_730_ = min(l_9_, l_729_);
        float l_731_ = asfloat(buffer_0_global.Load(l_730_*4));
        float l_10_ = (l_728_ ? l_731_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_733_ = asuint(info.Load(0+0));
        uint l_734_ = (l_733_ * 1u);
        bool l_735_ = (l_12_ < l_734_);
        uint l_736_ = (l_734_ - 1u);
        uint l_737_ = min(l_12_, l_736_);
        float l_738_ = asfloat(buffer_0_global.Load(l_737_*4));
        float l_13_ = (l_735_ ? l_738_ : 0.0);
        uint l_740_ = asuint(info.Load(4+0));
        uint l_741_ = (l_740_ * 1u);
        bool l_742_ = (id < l_741_);
        uint l_743_ = (l_741_ - 1u);
        uint l_744_ = min(id, l_743_);
        float l_745_ = asfloat(buffer_1_global.Load(l_744_*4));
        float l_14_ = (l_742_ ? l_745_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_747_ = asuint(info.Load(4+0));
        uint l_748_ = (l_747_ * 1u);
        bool l_749_ = (l_15_ < l_748_);
        uint l_750_ = (l_748_ - 1u);
        uint l_751_ = min(l_15_, l_750_);
        float l_752_ = asfloat(buffer_1_global.Load(l_751_*4));
        float l_16_ = (l_749_ ? l_752_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_754_ = asuint(info.Load(4+0));
        uint l_755_ = (l_754_ * 1u);
        bool l_756_ = (l_18_ < l_755_);
        uint l_757_ = (l_755_ - 1u);
        uint l_758_ = min(l_18_, l_757_);
        float l_759_ = asfloat(buffer_1_global.Load(l_758_*4));
        float l_19_ = (l_756_ ? l_759_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_761_ = asuint(info.Load(4+0));
        uint l_762_ = (l_761_ * 1u);
        bool l_763_ = (l_21_ < l_762_);
        uint l_764_ = (l_762_ - 1u);
        uint l_765_ = min(l_21_, l_764_);
        float l_766_ = asfloat(buffer_1_global.Load(l_765_*4));
        float l_22_ = (l_763_ ? l_766_ : 0.0);
        float l_23_ = (l_5_ + l_14_);
        float l_24_ = abs(l_23_);
        float l_25_ = abs(l_5_);
        float l_26_ = abs(l_14_);
        float l_27_ = (l_25_ + l_26_);
        float l_28_ = (0.25 * l_27_);
        bool l_29_ = (l_24_ >= l_28_);
        float l_30_ = (l_5_ + l_14_);
        bool l_31_ = (l_4_ != 0.0);
        float l_32_ = (l_31_ ? l_30_ : l_4_);
        float l_33_ = (l_32_ - l_5_);
        bool l_34_ = (l_4_ != 0.0);
        float l_35_ = (l_34_ ? l_33_ : l_4_);
        float l_36_ = (l_32_ - l_35_);
        bool l_37_ = (l_4_ != 0.0);
        float l_38_ = (l_37_ ? l_36_ : l_4_);
        float l_39_ = (l_5_ - l_38_);
        float l_40_ = (l_14_ - l_35_);
        float l_41_ = (l_39_ + l_40_);
        float l_42_ = (l_7_ + l_16_);
        bool l_43_ = (l_4_ != 0.0);
        float l_44_ = (l_43_ ? l_42_ : l_4_);
        float l_45_ = (l_44_ - l_7_);
        bool l_46_ = (l_4_ != 0.0);
        float l_47_ = (l_46_ ? l_45_ : l_4_);
        float l_48_ = (l_44_ - l_47_);
        bool l_49_ = (l_4_ != 0.0);
        float l_50_ = (l_49_ ? l_48_ : l_4_);
        float l_51_ = (l_7_ - l_50_);
        float l_52_ = (l_16_ - l_47_);
        float l_53_ = (l_51_ + l_52_);
        float l_54_ = (l_10_ + l_19_);
        bool l_55_ = (l_4_ != 0.0);
        float l_56_ = (l_55_ ? l_54_ : l_4_);
        float l_57_ = (l_56_ - l_10_);
        bool l_58_ = (l_4_ != 0.0);
        float l_59_ = (l_58_ ? l_57_ : l_4_);
        float l_60_ = (l_56_ - l_59_);
        bool l_61_ = (l_4_ != 0.0);
        float l_62_ = (l_61_ ? l_60_ : l_4_);
        float l_63_ = (l_10_ - l_62_);
        float l_64_ = (l_19_ - l_59_);
        float l_65_ = (l_63_ + l_64_);
        float l_66_ = (l_13_ + l_22_);
        bool l_67_ = (l_4_ != 0.0);
        float l_68_ = (l_67_ ? l_66_ : l_4_);
        float l_69_ = (l_68_ - l_13_);
        bool l_70_ = (l_4_ != 0.0);
        float l_71_ = (l_70_ ? l_69_ : l_4_);
        float l_72_ = (l_68_ - l_71_);
        bool l_73_ = (l_4_ != 0.0);
        float l_74_ = (l_73_ ? l_72_ : l_4_);
        float l_75_ = (l_13_ - l_74_);
        float l_76_ = (l_22_ - l_71_);
        float l_77_ = (l_75_ + l_76_);
        float l_78_ = (l_44_ + l_41_);
        bool l_79_ = (l_4_ != 0.0);
        float l_80_ = (l_79_ ? l_78_ : l_4_);
        float l_81_ = (l_80_ - l_44_);
        bool l_82_ = (l_4_ != 0.0);
        float l_83_ = (l_82_ ? l_81_ : l_4_);
        float l_84_ = (l_80_ - l_83_);
        bool l_85_ = (l_4_ != 0.0);
        float l_86_ = (l_85_ ? l_84_ : l_4_);
        float l_87_ = (l_44_ - l_86_);
        float l_88_ = (l_41_ - l_83_);
        float l_89_ = (l_87_ + l_88_);
        float l_90_ = (l_56_ + l_89_);
        bool l_91_ = (l_4_ != 0.0);
        float l_92_ = (l_91_ ? l_90_ : l_4_);
        float l_93_ = (l_92_ - l_56_);
        bool l_94_ = (l_4_ != 0.0);
        float l_95_ = (l_94_ ? l_93_ : l_4_);
        float l_96_ = (l_92_ - l_95_);
        bool l_97_ = (l_4_ != 0.0);
        float l_98_ = (l_97_ ? l_96_ : l_4_);
        float l_99_ = (l_56_ - l_98_);
        float l_100_ = (l_89_ - l_95_);
        float l_101_ = (l_99_ + l_100_);
        float l_102_ = (l_53_ + l_92_);
        bool l_103_ = (l_4_ != 0.0);
        float l_104_ = (l_103_ ? l_102_ : l_4_);
        float l_105_ = (l_104_ - l_53_);
        bool l_106_ = (l_4_ != 0.0);
        float l_107_ = (l_106_ ? l_105_ : l_4_);
        float l_108_ = (l_104_ - l_107_);
        bool l_109_ = (l_4_ != 0.0);
        float l_110_ = (l_109_ ? l_108_ : l_4_);
        float l_111_ = (l_53_ - l_110_);
        float l_112_ = (l_92_ - l_107_);
        float l_113_ = (l_111_ + l_112_);
        float l_114_ = (l_101_ + l_113_);
        bool l_115_ = (l_4_ != 0.0);
        float l_116_ = (l_115_ ? l_114_ : l_4_);
        float l_117_ = (l_116_ - l_101_);
        bool l_118_ = (l_4_ != 0.0);
        float l_119_ = (l_118_ ? l_117_ : l_4_);
        float l_120_ = (l_116_ - l_119_);
        bool l_121_ = (l_4_ != 0.0);
        float l_122_ = (l_121_ ? l_120_ : l_4_);
        float l_123_ = (l_101_ - l_122_);
        float l_124_ = (l_113_ - l_119_);
        float l_125_ = (l_123_ + l_124_);
        float l_126_ = (l_68_ + l_116_);
        bool l_127_ = (l_4_ != 0.0);
        float l_128_ = (l_127_ ? l_126_ : l_4_);
        float l_129_ = (l_128_ - l_68_);
        bool l_130_ = (l_4_ != 0.0);
        float l_131_ = (l_130_ ? l_129_ : l_4_);
        float l_132_ = (l_128_ - l_131_);
        bool l_133_ = (l_4_ != 0.0);
        float l_134_ = (l_133_ ? l_132_ : l_4_);
        float l_135_ = (l_68_ - l_134_);
        float l_136_ = (l_116_ - l_131_);
        float l_137_ = (l_135_ + l_136_);
        float l_138_ = (l_65_ + l_128_);
        bool l_139_ = (l_4_ != 0.0);
        float l_140_ = (l_139_ ? l_138_ : l_4_);
        float l_141_ = (l_140_ - l_65_);
        bool l_142_ = (l_4_ != 0.0);
        float l_143_ = (l_142_ ? l_141_ : l_4_);
        float l_144_ = (l_140_ - l_143_);
        bool l_145_ = (l_4_ != 0.0);
        float l_146_ = (l_145_ ? l_144_ : l_4_);
        float l_147_ = (l_65_ - l_146_);
        float l_148_ = (l_128_ - l_143_);
        float l_149_ = (l_147_ + l_148_);
        float l_150_ = (l_137_ + l_149_);
        float l_151_ = (l_150_ + l_125_);
        float l_152_ = (l_151_ + l_77_);
        float l_153_ = (l_140_ + l_152_);
        bool l_154_ = (l_4_ != 0.0);
        float l_155_ = (l_154_ ? l_153_ : l_4_);
        float l_156_ = (l_155_ - l_140_);
        bool l_157_ = (l_4_ != 0.0);
        float l_158_ = (l_157_ ? l_156_ : l_4_);
        float l_159_ = (l_152_ - l_158_);
        float l_160_ = (l_104_ + l_155_);
        bool l_161_ = (l_4_ != 0.0);
        float l_162_ = (l_161_ ? l_160_ : l_4_);
        float l_163_ = (l_162_ - l_104_);
        bool l_164_ = (l_4_ != 0.0);
        float l_165_ = (l_164_ ? l_163_ : l_4_);
        float l_166_ = (l_155_ - l_165_);
        float l_167_ = (l_80_ + l_162_);
        bool l_168_ = (l_4_ != 0.0);
        float l_169_ = (l_168_ ? l_167_ : l_4_);
        float l_170_ = (l_169_ - l_80_);
        bool l_171_ = (l_4_ != 0.0);
        float l_172_ = (l_171_ ? l_170_ : l_4_);
        float l_173_ = (l_162_ - l_172_);
        float l_174_ = (l_32_ + l_169_);
        bool l_175_ = (l_4_ != 0.0);
        float l_176_ = (l_175_ ? l_174_ : l_4_);
        float l_177_ = (l_176_ - l_32_);
        bool l_178_ = (l_4_ != 0.0);
        float l_179_ = (l_178_ ? l_177_ : l_4_);
        float l_180_ = (l_169_ - l_179_);
        l_mut_181_ = 0.0;
        l_mut_182_ = 0.0;
        l_mut_183_ = 0.0;
        l_mut_184_ = 0.0;
        l_mut_185_ = l_176_;
        l_mut_186_ = 0u;
        float _e417 = l_mut_185_;
        float l_187_ = (_e417 + l_180_);
        bool l_188_ = (l_4_ != 0.0);
        float l_189_ = (l_188_ ? l_187_ : l_4_);
        float _e422 = l_mut_185_;
        float l_190_ = (l_189_ - _e422);
        bool l_191_ = (l_4_ != 0.0);
        float l_192_ = (l_191_ ? l_190_ : l_4_);
        float l_193_ = (l_180_ - l_192_);
        uint _e428 = l_mut_186_;
        bool l_194_ = (_e428 < 3u);
        bool l_195_ = (l_193_ != 0.0);
        if (l_194_) {
            local = l_195_;
        } else {
            local = false;
        }
        bool l_196_ = local;
        uint _e437 = l_mut_186_;
        bool l_197_ = (_e437 == 0u);
        if (l_196_) {
            local_1 = l_197_;
        } else {
            local_1 = false;
        }
        bool l_198_ = local_1;
        float _e444 = l_mut_181_;
        float l_199_ = (l_198_ ? l_189_ : _e444);
        l_mut_181_ = l_199_;
        uint _e446 = l_mut_186_;
        bool l_200_ = (_e446 == 1u);
        if (l_196_) {
            local_2 = l_200_;
        } else {
            local_2 = false;
        }
        bool l_201_ = local_2;
        float _e453 = l_mut_182_;
        float l_202_ = (l_201_ ? l_189_ : _e453);
        l_mut_182_ = l_202_;
        uint _e455 = l_mut_186_;
        bool l_203_ = (_e455 == 2u);
        if (l_196_) {
            local_3 = l_203_;
        } else {
            local_3 = false;
        }
        bool l_204_ = local_3;
        float _e462 = l_mut_183_;
        float l_205_ = (l_204_ ? l_189_ : _e462);
        l_mut_183_ = l_205_;
        float l_206_ = (l_196_ ? l_193_ : l_189_);
        float _e465 = l_mut_185_;
        float l_207_ = (_e465 + l_180_);
        float l_208_ = (l_194_ ? l_206_ : l_207_);
        l_mut_185_ = l_208_;
        uint l_209_ = uint(l_196_);
        uint _e469 = l_mut_186_;
        l_mut_186_ = (_e469 + l_209_);
        float _e471 = l_mut_185_;
        float l_210_ = (_e471 + l_173_);
        bool l_211_ = (l_4_ != 0.0);
        float l_212_ = (l_211_ ? l_210_ : l_4_);
        float _e476 = l_mut_185_;
        float l_213_ = (l_212_ - _e476);
        bool l_214_ = (l_4_ != 0.0);
        float l_215_ = (l_214_ ? l_213_ : l_4_);
        float l_216_ = (l_173_ - l_215_);
        uint _e482 = l_mut_186_;
        bool l_217_ = (_e482 < 3u);
        bool l_218_ = (l_216_ != 0.0);
        if (l_217_) {
            local_4 = l_218_;
        } else {
            local_4 = false;
        }
        bool l_219_ = local_4;
        uint _e491 = l_mut_186_;
        bool l_220_ = (_e491 == 0u);
        if (l_219_) {
            local_5 = l_220_;
        } else {
            local_5 = false;
        }
        bool l_221_ = local_5;
        float _e498 = l_mut_181_;
        float l_222_ = (l_221_ ? l_212_ : _e498);
        l_mut_181_ = l_222_;
        uint _e500 = l_mut_186_;
        bool l_223_ = (_e500 == 1u);
        if (l_219_) {
            local_6 = l_223_;
        } else {
            local_6 = false;
        }
        bool l_224_ = local_6;
        float _e507 = l_mut_182_;
        float l_225_ = (l_224_ ? l_212_ : _e507);
        l_mut_182_ = l_225_;
        uint _e509 = l_mut_186_;
        bool l_226_ = (_e509 == 2u);
        if (l_219_) {
            local_7 = l_226_;
        } else {
            local_7 = false;
        }
        bool l_227_ = local_7;
        float _e516 = l_mut_183_;
        float l_228_ = (l_227_ ? l_212_ : _e516);
        l_mut_183_ = l_228_;
        float l_229_ = (l_219_ ? l_216_ : l_212_);
        float _e519 = l_mut_185_;
        float l_230_ = (_e519 + l_173_);
        float l_231_ = (l_217_ ? l_229_ : l_230_);
        l_mut_185_ = l_231_;
        uint l_232_ = uint(l_219_);
        uint _e523 = l_mut_186_;
        l_mut_186_ = (_e523 + l_232_);
        float _e525 = l_mut_185_;
        float l_233_ = (_e525 + l_166_);
        bool l_234_ = (l_4_ != 0.0);
        float l_235_ = (l_234_ ? l_233_ : l_4_);
        float _e530 = l_mut_185_;
        float l_236_ = (l_235_ - _e530);
        bool l_237_ = (l_4_ != 0.0);
        float l_238_ = (l_237_ ? l_236_ : l_4_);
        float l_239_ = (l_166_ - l_238_);
        uint _e536 = l_mut_186_;
        bool l_240_ = (_e536 < 3u);
        bool l_241_ = (l_239_ != 0.0);
        if (l_240_) {
            local_8 = l_241_;
        } else {
            local_8 = false;
        }
        bool l_242_ = local_8;
        uint _e545 = l_mut_186_;
        bool l_243_ = (_e545 == 0u);
        if (l_242_) {
            local_9 = l_243_;
        } else {
            local_9 = false;
        }
        bool l_244_ = local_9;
        float _e552 = l_mut_181_;
        float l_245_ = (l_244_ ? l_235_ : _e552);
        l_mut_181_ = l_245_;
        uint _e554 = l_mut_186_;
        bool l_246_ = (_e554 == 1u);
        if (l_242_) {
            local_10 = l_246_;
        } else {
            local_10 = false;
        }
        bool l_247_ = local_10;
        float _e561 = l_mut_182_;
        float l_248_ = (l_247_ ? l_235_ : _e561);
        l_mut_182_ = l_248_;
        uint _e563 = l_mut_186_;
        bool l_249_ = (_e563 == 2u);
        if (l_242_) {
            local_11 = l_249_;
        } else {
            local_11 = false;
        }
        bool l_250_ = local_11;
        float _e570 = l_mut_183_;
        float l_251_ = (l_250_ ? l_235_ : _e570);
        l_mut_183_ = l_251_;
        float l_252_ = (l_242_ ? l_239_ : l_235_);
        float _e573 = l_mut_185_;
        float l_253_ = (_e573 + l_166_);
        float l_254_ = (l_240_ ? l_252_ : l_253_);
        l_mut_185_ = l_254_;
        uint l_255_ = uint(l_242_);
        uint _e577 = l_mut_186_;
        l_mut_186_ = (_e577 + l_255_);
        float _e579 = l_mut_185_;
        float l_256_ = (_e579 + l_159_);
        bool l_257_ = (l_4_ != 0.0);
        float l_258_ = (l_257_ ? l_256_ : l_4_);
        float _e584 = l_mut_185_;
        float l_259_ = (l_258_ - _e584);
        bool l_260_ = (l_4_ != 0.0);
        float l_261_ = (l_260_ ? l_259_ : l_4_);
        float l_262_ = (l_159_ - l_261_);
        uint _e590 = l_mut_186_;
        bool l_263_ = (_e590 < 3u);
        bool l_264_ = (l_262_ != 0.0);
        if (l_263_) {
            local_12 = l_264_;
        } else {
            local_12 = false;
        }
        bool l_265_ = local_12;
        uint _e599 = l_mut_186_;
        bool l_266_ = (_e599 == 0u);
        if (l_265_) {
            local_13 = l_266_;
        } else {
            local_13 = false;
        }
        bool l_267_ = local_13;
        float _e606 = l_mut_181_;
        float l_268_ = (l_267_ ? l_258_ : _e606);
        l_mut_181_ = l_268_;
        uint _e608 = l_mut_186_;
        bool l_269_ = (_e608 == 1u);
        if (l_265_) {
            local_14 = l_269_;
        } else {
            local_14 = false;
        }
        bool l_270_ = local_14;
        float _e615 = l_mut_182_;
        float l_271_ = (l_270_ ? l_258_ : _e615);
        l_mut_182_ = l_271_;
        uint _e617 = l_mut_186_;
        bool l_272_ = (_e617 == 2u);
        if (l_265_) {
            local_15 = l_272_;
        } else {
            local_15 = false;
        }
        bool l_273_ = local_15;
        float _e624 = l_mut_183_;
        float l_274_ = (l_273_ ? l_258_ : _e624);
        l_mut_183_ = l_274_;
        float l_275_ = (l_265_ ? l_262_ : l_258_);
        float _e627 = l_mut_185_;
        float l_276_ = (_e627 + l_159_);
        float l_277_ = (l_263_ ? l_275_ : l_276_);
        l_mut_185_ = l_277_;
        uint l_278_ = uint(l_265_);
        uint _e631 = l_mut_186_;
        l_mut_186_ = (_e631 + l_278_);
        uint _e633 = l_mut_186_;
        bool l_279_ = (_e633 == 0u);
        float _e636 = l_mut_181_;
        float _e637 = l_mut_185_;
        float l_280_ = (l_279_ ? _e637 : _e636);
        l_mut_181_ = l_280_;
        uint _e639 = l_mut_186_;
        bool l_281_ = (_e639 == 1u);
        float _e642 = l_mut_182_;
        float _e643 = l_mut_185_;
        float l_282_ = (l_281_ ? _e643 : _e642);
        l_mut_182_ = l_282_;
        uint _e645 = l_mut_186_;
        bool l_283_ = (_e645 == 2u);
        float _e648 = l_mut_183_;
        float _e649 = l_mut_185_;
        float l_284_ = (l_283_ ? _e649 : _e648);
        l_mut_183_ = l_284_;
        uint _e651 = l_mut_186_;
        bool l_285_ = (_e651 == 3u);
        float _e654 = l_mut_184_;
        float _e655 = l_mut_185_;
        float l_286_ = (l_285_ ? _e655 : _e654);
        l_mut_184_ = l_286_;
        float _e657 = l_mut_181_;
        l_mut_185_ = _e657;
        float _e658 = l_mut_182_;
        l_mut_287_ = _e658;
        float _e659 = l_mut_183_;
        l_mut_288_ = _e659;
        float _e660 = l_mut_184_;
        l_mut_289_ = _e660;
        bool l_290_ = !(l_29_);
        if (l_290_) {
            a_291_[0] = l_5_;
            a_291_[1] = l_14_;
            a_291_[2] = l_7_;
            a_291_[3] = l_16_;
            a_291_[4] = l_10_;
            a_291_[5] = l_19_;
            a_291_[6] = l_13_;
            a_291_[7] = l_22_;
            float l_292_ = a_291_[7];
            l_mut_293_ = l_292_;
            float l_294_ = a_291_[6];
            float _e674 = l_mut_293_;
            float l_295_ = (l_294_ + _e674);
            bool l_296_ = (l_4_ != 0.0);
            float l_297_ = (l_296_ ? l_295_ : l_4_);
            float l_298_ = (l_297_ - l_294_);
            bool l_299_ = (l_4_ != 0.0);
            float l_300_ = (l_299_ ? l_298_ : l_4_);
            float l_301_ = (l_297_ - l_300_);
            bool l_302_ = (l_4_ != 0.0);
            float l_303_ = (l_302_ ? l_301_ : l_4_);
            float l_304_ = (l_294_ - l_303_);
            float _e688 = l_mut_293_;
            float l_305_ = (_e688 - l_300_);
            float l_306_ = (l_304_ + l_305_);
            a_291_[7] = l_306_;
            l_mut_293_ = l_297_;
            float l_307_ = a_291_[5];
            float _e694 = l_mut_293_;
            float l_308_ = (l_307_ + _e694);
            bool l_309_ = (l_4_ != 0.0);
            float l_310_ = (l_309_ ? l_308_ : l_4_);
            float l_311_ = (l_310_ - l_307_);
            bool l_312_ = (l_4_ != 0.0);
            float l_313_ = (l_312_ ? l_311_ : l_4_);
            float l_314_ = (l_310_ - l_313_);
            bool l_315_ = (l_4_ != 0.0);
            float l_316_ = (l_315_ ? l_314_ : l_4_);
            float l_317_ = (l_307_ - l_316_);
            float _e708 = l_mut_293_;
            float l_318_ = (_e708 - l_313_);
            float l_319_ = (l_317_ + l_318_);
            a_291_[6] = l_319_;
            l_mut_293_ = l_310_;
            float l_320_ = a_291_[4];
            float _e714 = l_mut_293_;
            float l_321_ = (l_320_ + _e714);
            bool l_322_ = (l_4_ != 0.0);
            float l_323_ = (l_322_ ? l_321_ : l_4_);
            float l_324_ = (l_323_ - l_320_);
            bool l_325_ = (l_4_ != 0.0);
            float l_326_ = (l_325_ ? l_324_ : l_4_);
            float l_327_ = (l_323_ - l_326_);
            bool l_328_ = (l_4_ != 0.0);
            float l_329_ = (l_328_ ? l_327_ : l_4_);
            float l_330_ = (l_320_ - l_329_);
            float _e728 = l_mut_293_;
            float l_331_ = (_e728 - l_326_);
            float l_332_ = (l_330_ + l_331_);
            a_291_[5] = l_332_;
            l_mut_293_ = l_323_;
            float l_333_ = a_291_[3];
            float _e734 = l_mut_293_;
            float l_334_ = (l_333_ + _e734);
            bool l_335_ = (l_4_ != 0.0);
            float l_336_ = (l_335_ ? l_334_ : l_4_);
            float l_337_ = (l_336_ - l_333_);
            bool l_338_ = (l_4_ != 0.0);
            float l_339_ = (l_338_ ? l_337_ : l_4_);
            float l_340_ = (l_336_ - l_339_);
            bool l_341_ = (l_4_ != 0.0);
            float l_342_ = (l_341_ ? l_340_ : l_4_);
            float l_343_ = (l_333_ - l_342_);
            float _e748 = l_mut_293_;
            float l_344_ = (_e748 - l_339_);
            float l_345_ = (l_343_ + l_344_);
            a_291_[4] = l_345_;
            l_mut_293_ = l_336_;
            float l_346_ = a_291_[2];
            float _e754 = l_mut_293_;
            float l_347_ = (l_346_ + _e754);
            bool l_348_ = (l_4_ != 0.0);
            float l_349_ = (l_348_ ? l_347_ : l_4_);
            float l_350_ = (l_349_ - l_346_);
            bool l_351_ = (l_4_ != 0.0);
            float l_352_ = (l_351_ ? l_350_ : l_4_);
            float l_353_ = (l_349_ - l_352_);
            bool l_354_ = (l_4_ != 0.0);
            float l_355_ = (l_354_ ? l_353_ : l_4_);
            float l_356_ = (l_346_ - l_355_);
            float _e768 = l_mut_293_;
            float l_357_ = (_e768 - l_352_);
            float l_358_ = (l_356_ + l_357_);
            a_291_[3] = l_358_;
            l_mut_293_ = l_349_;
            float l_359_ = a_291_[1];
            float _e774 = l_mut_293_;
            float l_360_ = (l_359_ + _e774);
            bool l_361_ = (l_4_ != 0.0);
            float l_362_ = (l_361_ ? l_360_ : l_4_);
            float l_363_ = (l_362_ - l_359_);
            bool l_364_ = (l_4_ != 0.0);
            float l_365_ = (l_364_ ? l_363_ : l_4_);
            float l_366_ = (l_362_ - l_365_);
            bool l_367_ = (l_4_ != 0.0);
            float l_368_ = (l_367_ ? l_366_ : l_4_);
            float l_369_ = (l_359_ - l_368_);
            float _e788 = l_mut_293_;
            float l_370_ = (_e788 - l_365_);
            float l_371_ = (l_369_ + l_370_);
            a_291_[2] = l_371_;
            l_mut_293_ = l_362_;
            float l_372_ = a_291_[0];
            float _e794 = l_mut_293_;
            float l_373_ = (l_372_ + _e794);
            bool l_374_ = (l_4_ != 0.0);
            float l_375_ = (l_374_ ? l_373_ : l_4_);
            float l_376_ = (l_375_ - l_372_);
            bool l_377_ = (l_4_ != 0.0);
            float l_378_ = (l_377_ ? l_376_ : l_4_);
            float l_379_ = (l_375_ - l_378_);
            bool l_380_ = (l_4_ != 0.0);
            float l_381_ = (l_380_ ? l_379_ : l_4_);
            float l_382_ = (l_372_ - l_381_);
            float _e808 = l_mut_293_;
            float l_383_ = (_e808 - l_378_);
            float l_384_ = (l_382_ + l_383_);
            a_291_[1] = l_384_;
            l_mut_293_ = l_375_;
            float _e813 = l_mut_293_;
            a_291_[0] = _e813;
            float l_385_ = a_291_[7];
            l_mut_293_ = l_385_;
            float l_386_ = a_291_[6];
            float _e818 = l_mut_293_;
            float l_387_ = (l_386_ + _e818);
            bool l_388_ = (l_4_ != 0.0);
            float l_389_ = (l_388_ ? l_387_ : l_4_);
            float l_390_ = (l_389_ - l_386_);
            bool l_391_ = (l_4_ != 0.0);
            float l_392_ = (l_391_ ? l_390_ : l_4_);
            float l_393_ = (l_389_ - l_392_);
            bool l_394_ = (l_4_ != 0.0);
            float l_395_ = (l_394_ ? l_393_ : l_4_);
            float l_396_ = (l_386_ - l_395_);
            float _e832 = l_mut_293_;
            float l_397_ = (_e832 - l_392_);
            float l_398_ = (l_396_ + l_397_);
            a_291_[7] = l_398_;
            l_mut_293_ = l_389_;
            float l_399_ = a_291_[5];
            float _e838 = l_mut_293_;
            float l_400_ = (l_399_ + _e838);
            bool l_401_ = (l_4_ != 0.0);
            float l_402_ = (l_401_ ? l_400_ : l_4_);
            float l_403_ = (l_402_ - l_399_);
            bool l_404_ = (l_4_ != 0.0);
            float l_405_ = (l_404_ ? l_403_ : l_4_);
            float l_406_ = (l_402_ - l_405_);
            bool l_407_ = (l_4_ != 0.0);
            float l_408_ = (l_407_ ? l_406_ : l_4_);
            float l_409_ = (l_399_ - l_408_);
            float _e852 = l_mut_293_;
            float l_410_ = (_e852 - l_405_);
            float l_411_ = (l_409_ + l_410_);
            a_291_[6] = l_411_;
            l_mut_293_ = l_402_;
            float l_412_ = a_291_[4];
            float _e858 = l_mut_293_;
            float l_413_ = (l_412_ + _e858);
            bool l_414_ = (l_4_ != 0.0);
            float l_415_ = (l_414_ ? l_413_ : l_4_);
            float l_416_ = (l_415_ - l_412_);
            bool l_417_ = (l_4_ != 0.0);
            float l_418_ = (l_417_ ? l_416_ : l_4_);
            float l_419_ = (l_415_ - l_418_);
            bool l_420_ = (l_4_ != 0.0);
            float l_421_ = (l_420_ ? l_419_ : l_4_);
            float l_422_ = (l_412_ - l_421_);
            float _e872 = l_mut_293_;
            float l_423_ = (_e872 - l_418_);
            float l_424_ = (l_422_ + l_423_);
            a_291_[5] = l_424_;
            l_mut_293_ = l_415_;
            float l_425_ = a_291_[3];
            float _e878 = l_mut_293_;
            float l_426_ = (l_425_ + _e878);
            bool l_427_ = (l_4_ != 0.0);
            float l_428_ = (l_427_ ? l_426_ : l_4_);
            float l_429_ = (l_428_ - l_425_);
            bool l_430_ = (l_4_ != 0.0);
            float l_431_ = (l_430_ ? l_429_ : l_4_);
            float l_432_ = (l_428_ - l_431_);
            bool l_433_ = (l_4_ != 0.0);
            float l_434_ = (l_433_ ? l_432_ : l_4_);
            float l_435_ = (l_425_ - l_434_);
            float _e892 = l_mut_293_;
            float l_436_ = (_e892 - l_431_);
            float l_437_ = (l_435_ + l_436_);
            a_291_[4] = l_437_;
            l_mut_293_ = l_428_;
            float l_438_ = a_291_[2];
            float _e898 = l_mut_293_;
            float l_439_ = (l_438_ + _e898);
            bool l_440_ = (l_4_ != 0.0);
            float l_441_ = (l_440_ ? l_439_ : l_4_);
            float l_442_ = (l_441_ - l_438_);
            bool l_443_ = (l_4_ != 0.0);
            float l_444_ = (l_443_ ? l_442_ : l_4_);
            float l_445_ = (l_441_ - l_444_);
            bool l_446_ = (l_4_ != 0.0);
            float l_447_ = (l_446_ ? l_445_ : l_4_);
            float l_448_ = (l_438_ - l_447_);
            float _e912 = l_mut_293_;
            float l_449_ = (_e912 - l_444_);
            float l_450_ = (l_448_ + l_449_);
            a_291_[3] = l_450_;
            l_mut_293_ = l_441_;
            float l_451_ = a_291_[1];
            float _e918 = l_mut_293_;
            float l_452_ = (l_451_ + _e918);
            bool l_453_ = (l_4_ != 0.0);
            float l_454_ = (l_453_ ? l_452_ : l_4_);
            float l_455_ = (l_454_ - l_451_);
            bool l_456_ = (l_4_ != 0.0);
            float l_457_ = (l_456_ ? l_455_ : l_4_);
            float l_458_ = (l_454_ - l_457_);
            bool l_459_ = (l_4_ != 0.0);
            float l_460_ = (l_459_ ? l_458_ : l_4_);
            float l_461_ = (l_451_ - l_460_);
            float _e932 = l_mut_293_;
            float l_462_ = (_e932 - l_457_);
            float l_463_ = (l_461_ + l_462_);
            a_291_[2] = l_463_;
            l_mut_293_ = l_454_;
            float l_464_ = a_291_[0];
            float _e938 = l_mut_293_;
            float l_465_ = (l_464_ + _e938);
            bool l_466_ = (l_4_ != 0.0);
            float l_467_ = (l_466_ ? l_465_ : l_4_);
            float l_468_ = (l_467_ - l_464_);
            bool l_469_ = (l_4_ != 0.0);
            float l_470_ = (l_469_ ? l_468_ : l_4_);
            float l_471_ = (l_467_ - l_470_);
            bool l_472_ = (l_4_ != 0.0);
            float l_473_ = (l_472_ ? l_471_ : l_4_);
            float l_474_ = (l_464_ - l_473_);
            float _e952 = l_mut_293_;
            float l_475_ = (_e952 - l_470_);
            float l_476_ = (l_474_ + l_475_);
            a_291_[1] = l_476_;
            l_mut_293_ = l_467_;
            float _e957 = l_mut_293_;
            a_291_[0] = _e957;
            l_mut_293_ = 0.0;
            l_mut_477_ = 0.0;
            l_mut_478_ = 0.0;
            l_mut_479_ = 0.0;
            float l_480_ = a_291_[0];
            l_mut_481_ = l_480_;
            l_mut_186_ = 0u;
            float l_482_ = a_291_[1];
            float _e967 = l_mut_481_;
            float l_483_ = (_e967 + l_482_);
            bool l_484_ = (l_4_ != 0.0);
            float l_485_ = (l_484_ ? l_483_ : l_4_);
            float _e972 = l_mut_481_;
            float l_486_ = (l_485_ - _e972);
            bool l_487_ = (l_4_ != 0.0);
            float l_488_ = (l_487_ ? l_486_ : l_4_);
            float l_489_ = (l_485_ - l_488_);
            bool l_490_ = (l_4_ != 0.0);
            float l_491_ = (l_490_ ? l_489_ : l_4_);
            float _e981 = l_mut_481_;
            float l_492_ = (_e981 - l_491_);
            float l_493_ = (l_482_ - l_488_);
            float l_494_ = (l_492_ + l_493_);
            uint _e985 = l_mut_186_;
            bool l_495_ = (_e985 < 3u);
            bool l_496_ = (l_494_ != 0.0);
            if (l_495_) {
                local_16 = l_496_;
            } else {
                local_16 = false;
            }
            bool l_497_ = local_16;
            uint _e994 = l_mut_186_;
            bool l_498_ = (_e994 == 0u);
            if (l_497_) {
                local_17 = l_498_;
            } else {
                local_17 = false;
            }
            bool l_499_ = local_17;
            float _e1001 = l_mut_293_;
            float l_500_ = (l_499_ ? l_485_ : _e1001);
            l_mut_293_ = l_500_;
            uint _e1003 = l_mut_186_;
            bool l_501_ = (_e1003 == 1u);
            if (l_497_) {
                local_18 = l_501_;
            } else {
                local_18 = false;
            }
            bool l_502_ = local_18;
            float _e1010 = l_mut_477_;
            float l_503_ = (l_502_ ? l_485_ : _e1010);
            l_mut_477_ = l_503_;
            uint _e1012 = l_mut_186_;
            bool l_504_ = (_e1012 == 2u);
            if (l_497_) {
                local_19 = l_504_;
            } else {
                local_19 = false;
            }
            bool l_505_ = local_19;
            float _e1019 = l_mut_478_;
            float l_506_ = (l_505_ ? l_485_ : _e1019);
            l_mut_478_ = l_506_;
            float l_507_ = (l_497_ ? l_494_ : l_485_);
            float _e1022 = l_mut_481_;
            float l_508_ = (_e1022 + l_482_);
            float l_509_ = (l_495_ ? l_507_ : l_508_);
            l_mut_481_ = l_509_;
            uint l_510_ = uint(l_497_);
            uint _e1026 = l_mut_186_;
            l_mut_186_ = (_e1026 + l_510_);
            float l_511_ = a_291_[2];
            float _e1030 = l_mut_481_;
            float l_512_ = (_e1030 + l_511_);
            bool l_513_ = (l_4_ != 0.0);
            float l_514_ = (l_513_ ? l_512_ : l_4_);
            float _e1035 = l_mut_481_;
            float l_515_ = (l_514_ - _e1035);
            bool l_516_ = (l_4_ != 0.0);
            float l_517_ = (l_516_ ? l_515_ : l_4_);
            float l_518_ = (l_514_ - l_517_);
            bool l_519_ = (l_4_ != 0.0);
            float l_520_ = (l_519_ ? l_518_ : l_4_);
            float _e1044 = l_mut_481_;
            float l_521_ = (_e1044 - l_520_);
            float l_522_ = (l_511_ - l_517_);
            float l_523_ = (l_521_ + l_522_);
            uint _e1048 = l_mut_186_;
            bool l_524_ = (_e1048 < 3u);
            bool l_525_ = (l_523_ != 0.0);
            if (l_524_) {
                local_20 = l_525_;
            } else {
                local_20 = false;
            }
            bool l_526_ = local_20;
            uint _e1057 = l_mut_186_;
            bool l_527_ = (_e1057 == 0u);
            if (l_526_) {
                local_21 = l_527_;
            } else {
                local_21 = false;
            }
            bool l_528_ = local_21;
            float _e1064 = l_mut_293_;
            float l_529_ = (l_528_ ? l_514_ : _e1064);
            l_mut_293_ = l_529_;
            uint _e1066 = l_mut_186_;
            bool l_530_ = (_e1066 == 1u);
            if (l_526_) {
                local_22 = l_530_;
            } else {
                local_22 = false;
            }
            bool l_531_ = local_22;
            float _e1073 = l_mut_477_;
            float l_532_ = (l_531_ ? l_514_ : _e1073);
            l_mut_477_ = l_532_;
            uint _e1075 = l_mut_186_;
            bool l_533_ = (_e1075 == 2u);
            if (l_526_) {
                local_23 = l_533_;
            } else {
                local_23 = false;
            }
            bool l_534_ = local_23;
            float _e1082 = l_mut_478_;
            float l_535_ = (l_534_ ? l_514_ : _e1082);
            l_mut_478_ = l_535_;
            float l_536_ = (l_526_ ? l_523_ : l_514_);
            float _e1085 = l_mut_481_;
            float l_537_ = (_e1085 + l_511_);
            float l_538_ = (l_524_ ? l_536_ : l_537_);
            l_mut_481_ = l_538_;
            uint l_539_ = uint(l_526_);
            uint _e1089 = l_mut_186_;
            l_mut_186_ = (_e1089 + l_539_);
            float l_540_ = a_291_[3];
            float _e1093 = l_mut_481_;
            float l_541_ = (_e1093 + l_540_);
            bool l_542_ = (l_4_ != 0.0);
            float l_543_ = (l_542_ ? l_541_ : l_4_);
            float _e1098 = l_mut_481_;
            float l_544_ = (l_543_ - _e1098);
            bool l_545_ = (l_4_ != 0.0);
            float l_546_ = (l_545_ ? l_544_ : l_4_);
            float l_547_ = (l_543_ - l_546_);
            bool l_548_ = (l_4_ != 0.0);
            float l_549_ = (l_548_ ? l_547_ : l_4_);
            float _e1107 = l_mut_481_;
            float l_550_ = (_e1107 - l_549_);
            float l_551_ = (l_540_ - l_546_);
            float l_552_ = (l_550_ + l_551_);
            uint _e1111 = l_mut_186_;
            bool l_553_ = (_e1111 < 3u);
            bool l_554_ = (l_552_ != 0.0);
            if (l_553_) {
                local_24 = l_554_;
            } else {
                local_24 = false;
            }
            bool l_555_ = local_24;
            uint _e1120 = l_mut_186_;
            bool l_556_ = (_e1120 == 0u);
            if (l_555_) {
                local_25 = l_556_;
            } else {
                local_25 = false;
            }
            bool l_557_ = local_25;
            float _e1127 = l_mut_293_;
            float l_558_ = (l_557_ ? l_543_ : _e1127);
            l_mut_293_ = l_558_;
            uint _e1129 = l_mut_186_;
            bool l_559_ = (_e1129 == 1u);
            if (l_555_) {
                local_26 = l_559_;
            } else {
                local_26 = false;
            }
            bool l_560_ = local_26;
            float _e1136 = l_mut_477_;
            float l_561_ = (l_560_ ? l_543_ : _e1136);
            l_mut_477_ = l_561_;
            uint _e1138 = l_mut_186_;
            bool l_562_ = (_e1138 == 2u);
            if (l_555_) {
                local_27 = l_562_;
            } else {
                local_27 = false;
            }
            bool l_563_ = local_27;
            float _e1145 = l_mut_478_;
            float l_564_ = (l_563_ ? l_543_ : _e1145);
            l_mut_478_ = l_564_;
            float l_565_ = (l_555_ ? l_552_ : l_543_);
            float _e1148 = l_mut_481_;
            float l_566_ = (_e1148 + l_540_);
            float l_567_ = (l_553_ ? l_565_ : l_566_);
            l_mut_481_ = l_567_;
            uint l_568_ = uint(l_555_);
            uint _e1152 = l_mut_186_;
            l_mut_186_ = (_e1152 + l_568_);
            float l_569_ = a_291_[4];
            float _e1156 = l_mut_481_;
            float l_570_ = (_e1156 + l_569_);
            bool l_571_ = (l_4_ != 0.0);
            float l_572_ = (l_571_ ? l_570_ : l_4_);
            float _e1161 = l_mut_481_;
            float l_573_ = (l_572_ - _e1161);
            bool l_574_ = (l_4_ != 0.0);
            float l_575_ = (l_574_ ? l_573_ : l_4_);
            float l_576_ = (l_572_ - l_575_);
            bool l_577_ = (l_4_ != 0.0);
            float l_578_ = (l_577_ ? l_576_ : l_4_);
            float _e1170 = l_mut_481_;
            float l_579_ = (_e1170 - l_578_);
            float l_580_ = (l_569_ - l_575_);
            float l_581_ = (l_579_ + l_580_);
            uint _e1174 = l_mut_186_;
            bool l_582_ = (_e1174 < 3u);
            bool l_583_ = (l_581_ != 0.0);
            if (l_582_) {
                local_28 = l_583_;
            } else {
                local_28 = false;
            }
            bool l_584_ = local_28;
            uint _e1183 = l_mut_186_;
            bool l_585_ = (_e1183 == 0u);
            if (l_584_) {
                local_29 = l_585_;
            } else {
                local_29 = false;
            }
            bool l_586_ = local_29;
            float _e1190 = l_mut_293_;
            float l_587_ = (l_586_ ? l_572_ : _e1190);
            l_mut_293_ = l_587_;
            uint _e1192 = l_mut_186_;
            bool l_588_ = (_e1192 == 1u);
            if (l_584_) {
                local_30 = l_588_;
            } else {
                local_30 = false;
            }
            bool l_589_ = local_30;
            float _e1199 = l_mut_477_;
            float l_590_ = (l_589_ ? l_572_ : _e1199);
            l_mut_477_ = l_590_;
            uint _e1201 = l_mut_186_;
            bool l_591_ = (_e1201 == 2u);
            if (l_584_) {
                local_31 = l_591_;
            } else {
                local_31 = false;
            }
            bool l_592_ = local_31;
            float _e1208 = l_mut_478_;
            float l_593_ = (l_592_ ? l_572_ : _e1208);
            l_mut_478_ = l_593_;
            float l_594_ = (l_584_ ? l_581_ : l_572_);
            float _e1211 = l_mut_481_;
            float l_595_ = (_e1211 + l_569_);
            float l_596_ = (l_582_ ? l_594_ : l_595_);
            l_mut_481_ = l_596_;
            uint l_597_ = uint(l_584_);
            uint _e1215 = l_mut_186_;
            l_mut_186_ = (_e1215 + l_597_);
            float l_598_ = a_291_[5];
            float _e1219 = l_mut_481_;
            float l_599_ = (_e1219 + l_598_);
            bool l_600_ = (l_4_ != 0.0);
            float l_601_ = (l_600_ ? l_599_ : l_4_);
            float _e1224 = l_mut_481_;
            float l_602_ = (l_601_ - _e1224);
            bool l_603_ = (l_4_ != 0.0);
            float l_604_ = (l_603_ ? l_602_ : l_4_);
            float l_605_ = (l_601_ - l_604_);
            bool l_606_ = (l_4_ != 0.0);
            float l_607_ = (l_606_ ? l_605_ : l_4_);
            float _e1233 = l_mut_481_;
            float l_608_ = (_e1233 - l_607_);
            float l_609_ = (l_598_ - l_604_);
            float l_610_ = (l_608_ + l_609_);
            uint _e1237 = l_mut_186_;
            bool l_611_ = (_e1237 < 3u);
            bool l_612_ = (l_610_ != 0.0);
            if (l_611_) {
                local_32 = l_612_;
            } else {
                local_32 = false;
            }
            bool l_613_ = local_32;
            uint _e1246 = l_mut_186_;
            bool l_614_ = (_e1246 == 0u);
            if (l_613_) {
                local_33 = l_614_;
            } else {
                local_33 = false;
            }
            bool l_615_ = local_33;
            float _e1253 = l_mut_293_;
            float l_616_ = (l_615_ ? l_601_ : _e1253);
            l_mut_293_ = l_616_;
            uint _e1255 = l_mut_186_;
            bool l_617_ = (_e1255 == 1u);
            if (l_613_) {
                local_34 = l_617_;
            } else {
                local_34 = false;
            }
            bool l_618_ = local_34;
            float _e1262 = l_mut_477_;
            float l_619_ = (l_618_ ? l_601_ : _e1262);
            l_mut_477_ = l_619_;
            uint _e1264 = l_mut_186_;
            bool l_620_ = (_e1264 == 2u);
            if (l_613_) {
                local_35 = l_620_;
            } else {
                local_35 = false;
            }
            bool l_621_ = local_35;
            float _e1271 = l_mut_478_;
            float l_622_ = (l_621_ ? l_601_ : _e1271);
            l_mut_478_ = l_622_;
            float l_623_ = (l_613_ ? l_610_ : l_601_);
            float _e1274 = l_mut_481_;
            float l_624_ = (_e1274 + l_598_);
            float l_625_ = (l_611_ ? l_623_ : l_624_);
            l_mut_481_ = l_625_;
            uint l_626_ = uint(l_613_);
            uint _e1278 = l_mut_186_;
            l_mut_186_ = (_e1278 + l_626_);
            float l_627_ = a_291_[6];
            float _e1282 = l_mut_481_;
            float l_628_ = (_e1282 + l_627_);
            bool l_629_ = (l_4_ != 0.0);
            float l_630_ = (l_629_ ? l_628_ : l_4_);
            float _e1287 = l_mut_481_;
            float l_631_ = (l_630_ - _e1287);
            bool l_632_ = (l_4_ != 0.0);
            float l_633_ = (l_632_ ? l_631_ : l_4_);
            float l_634_ = (l_630_ - l_633_);
            bool l_635_ = (l_4_ != 0.0);
            float l_636_ = (l_635_ ? l_634_ : l_4_);
            float _e1296 = l_mut_481_;
            float l_637_ = (_e1296 - l_636_);
            float l_638_ = (l_627_ - l_633_);
            float l_639_ = (l_637_ + l_638_);
            uint _e1300 = l_mut_186_;
            bool l_640_ = (_e1300 < 3u);
            bool l_641_ = (l_639_ != 0.0);
            if (l_640_) {
                local_36 = l_641_;
            } else {
                local_36 = false;
            }
            bool l_642_ = local_36;
            uint _e1309 = l_mut_186_;
            bool l_643_ = (_e1309 == 0u);
            if (l_642_) {
                local_37 = l_643_;
            } else {
                local_37 = false;
            }
            bool l_644_ = local_37;
            float _e1316 = l_mut_293_;
            float l_645_ = (l_644_ ? l_630_ : _e1316);
            l_mut_293_ = l_645_;
            uint _e1318 = l_mut_186_;
            bool l_646_ = (_e1318 == 1u);
            if (l_642_) {
                local_38 = l_646_;
            } else {
                local_38 = false;
            }
            bool l_647_ = local_38;
            float _e1325 = l_mut_477_;
            float l_648_ = (l_647_ ? l_630_ : _e1325);
            l_mut_477_ = l_648_;
            uint _e1327 = l_mut_186_;
            bool l_649_ = (_e1327 == 2u);
            if (l_642_) {
                local_39 = l_649_;
            } else {
                local_39 = false;
            }
            bool l_650_ = local_39;
            float _e1334 = l_mut_478_;
            float l_651_ = (l_650_ ? l_630_ : _e1334);
            l_mut_478_ = l_651_;
            float l_652_ = (l_642_ ? l_639_ : l_630_);
            float _e1337 = l_mut_481_;
            float l_653_ = (_e1337 + l_627_);
            float l_654_ = (l_640_ ? l_652_ : l_653_);
            l_mut_481_ = l_654_;
            uint l_655_ = uint(l_642_);
            uint _e1341 = l_mut_186_;
            l_mut_186_ = (_e1341 + l_655_);
            float l_656_ = a_291_[7];
            float _e1345 = l_mut_481_;
            float l_657_ = (_e1345 + l_656_);
            bool l_658_ = (l_4_ != 0.0);
            float l_659_ = (l_658_ ? l_657_ : l_4_);
            float _e1350 = l_mut_481_;
            float l_660_ = (l_659_ - _e1350);
            bool l_661_ = (l_4_ != 0.0);
            float l_662_ = (l_661_ ? l_660_ : l_4_);
            float l_663_ = (l_659_ - l_662_);
            bool l_664_ = (l_4_ != 0.0);
            float l_665_ = (l_664_ ? l_663_ : l_4_);
            float _e1359 = l_mut_481_;
            float l_666_ = (_e1359 - l_665_);
            float l_667_ = (l_656_ - l_662_);
            float l_668_ = (l_666_ + l_667_);
            uint _e1363 = l_mut_186_;
            bool l_669_ = (_e1363 < 3u);
            bool l_670_ = (l_668_ != 0.0);
            if (l_669_) {
                local_40 = l_670_;
            } else {
                local_40 = false;
            }
            bool l_671_ = local_40;
            uint _e1372 = l_mut_186_;
            bool l_672_ = (_e1372 == 0u);
            if (l_671_) {
                local_41 = l_672_;
            } else {
                local_41 = false;
            }
            bool l_673_ = local_41;
            float _e1379 = l_mut_293_;
            float l_674_ = (l_673_ ? l_659_ : _e1379);
            l_mut_293_ = l_674_;
            uint _e1381 = l_mut_186_;
            bool l_675_ = (_e1381 == 1u);
            if (l_671_) {
                local_42 = l_675_;
            } else {
                local_42 = false;
            }
            bool l_676_ = local_42;
            float _e1388 = l_mut_477_;
            float l_677_ = (l_676_ ? l_659_ : _e1388);
            l_mut_477_ = l_677_;
            uint _e1390 = l_mut_186_;
            bool l_678_ = (_e1390 == 2u);
            if (l_671_) {
                local_43 = l_678_;
            } else {
                local_43 = false;
            }
            bool l_679_ = local_43;
            float _e1397 = l_mut_478_;
            float l_680_ = (l_679_ ? l_659_ : _e1397);
            l_mut_478_ = l_680_;
            float l_681_ = (l_671_ ? l_668_ : l_659_);
            float _e1400 = l_mut_481_;
            float l_682_ = (_e1400 + l_656_);
            float l_683_ = (l_669_ ? l_681_ : l_682_);
            l_mut_481_ = l_683_;
            uint l_684_ = uint(l_671_);
            uint _e1404 = l_mut_186_;
            l_mut_186_ = (_e1404 + l_684_);
            uint _e1406 = l_mut_186_;
            bool l_685_ = (_e1406 == 0u);
            float _e1409 = l_mut_293_;
            float _e1410 = l_mut_481_;
            float l_686_ = (l_685_ ? _e1410 : _e1409);
            l_mut_293_ = l_686_;
            uint _e1412 = l_mut_186_;
            bool l_687_ = (_e1412 == 1u);
            float _e1415 = l_mut_477_;
            float _e1416 = l_mut_481_;
            float l_688_ = (l_687_ ? _e1416 : _e1415);
            l_mut_477_ = l_688_;
            uint _e1418 = l_mut_186_;
            bool l_689_ = (_e1418 == 2u);
            float _e1421 = l_mut_478_;
            float _e1422 = l_mut_481_;
            float l_690_ = (l_689_ ? _e1422 : _e1421);
            l_mut_478_ = l_690_;
            uint _e1424 = l_mut_186_;
            bool l_691_ = (_e1424 == 3u);
            float _e1427 = l_mut_479_;
            float _e1428 = l_mut_481_;
            float l_692_ = (l_691_ ? _e1428 : _e1427);
            l_mut_479_ = l_692_;
            float _e1430 = l_mut_293_;
            l_mut_185_ = _e1430;
            float _e1431 = l_mut_477_;
            l_mut_287_ = _e1431;
            float _e1432 = l_mut_478_;
            l_mut_288_ = _e1432;
            float _e1433 = l_mut_479_;
            l_mut_289_ = _e1433;
        }
        uint l_768_ = asuint(info.Load(12+0));
        uint l_769_ = (l_768_ * 1u);
        bool l_770_ = (id < l_769_);
        if (l_770_) {
            float _e1443 = l_mut_185_;
            buffer_3_global.Store(id*4, asuint(_e1443));
        }
        uint l_693_ = (l_1_ + id);
        uint l_771_ = asuint(info.Load(12+0));
        uint l_772_ = (l_771_ * 1u);
        bool l_773_ = (l_693_ < l_772_);
        if (l_773_) {
            float _e1454 = l_mut_287_;
            buffer_3_global.Store(l_693_*4, asuint(_e1454));
        }
        uint l_694_ = (2u * l_1_);
        uint l_695_ = (l_694_ + id);
        uint l_774_ = asuint(info.Load(12+0));
        uint l_775_ = (l_774_ * 1u);
        bool l_776_ = (l_695_ < l_775_);
        if (l_776_) {
            float _e1467 = l_mut_288_;
            buffer_3_global.Store(l_695_*4, asuint(_e1467));
        }
        uint l_696_ = (3u * l_1_);
        uint l_697_ = (l_696_ + id);
        uint l_777_ = asuint(info.Load(12+0));
        uint l_778_ = (l_777_ * 1u);
        bool l_779_ = (l_697_ < l_778_);
        if (l_779_) {
            float _e1480 = l_mut_289_;
            buffer_3_global.Store(l_697_*4, asuint(_e1480));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
