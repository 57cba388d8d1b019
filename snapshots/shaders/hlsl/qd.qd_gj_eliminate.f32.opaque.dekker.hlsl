struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
ByteAddressBuffer info : register(t2);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void gj_eliminate_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float a_419_[8] = (float[8])0;
    float l_mut_321_ = (float)0;
    float l_mut_322_ = (float)0;
    float l_mut_323_ = (float)0;
    float l_mut_324_ = (float)0;
    float l_mut_325_ = (float)0;
    uint l_mut_326_ = (uint)0;
    float l_mut_562_ = (float)0;
    float l_mut_563_ = (float)0;
    float l_mut_564_ = (float)0;
    float l_mut_566_ = (float)0;
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
    bool local_44 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_762_ = asuint(info.Load(4+16));
    uint l_763_ = (l_762_ * 1u);
    bool l_764_ = (0u < l_763_);
    uint l_765_ = (l_763_ - 1u);
    uint l_766_ = min(0u, l_765_);
    float l_767_ = asfloat(buffer_1_global.Load(l_766_*4));
    float l_0_ = (l_764_ ? l_767_ : 0.0);
    uint l_769_ = asuint(info.Load(4+16));
    uint l_770_ = (l_769_ * 1u);
    bool l_771_ = (1u < l_770_);
    uint l_772_ = (l_770_ - 1u);
    uint l_773_ = min(1u, l_772_);
    float l_774_ = asfloat(buffer_1_global.Load(l_773_*4));
    float l_1_ = (l_771_ ? l_774_ : 0.0);
    uint _e73 = asuint(info.Load(4+0));
    uint _e77 = asuint(info.Load(8+0));
    uint l_2_ = (_e73 + _e77);
    uint _e82 = asuint(info.Load(0+0));
    uint l_3_ = (_e82 * 32u);
    bool l_4_ = (id < l_3_);
    if (l_4_) {
        uint l_5_ = naga_div(id, 32u);
        uint l_6_ = naga_mod(id, 32u);
        bool l_7_ = (l_5_ != l_2_);
        uint _e94 = asuint(info.Load(8+0));
        bool l_8_ = (l_6_ > _e94);
        if (l_7_) {
            local = l_8_;
        } else {
            local = false;
        }
        bool l_9_ = local;
        if (l_9_) {
            uint _e103 = asuint(info.Load(0+0));
            uint l_10_ = (_e103 * 32u);
            uint l_11_ = (l_5_ * 32u);
            uint _e111 = asuint(info.Load(8+0));
            uint l_12_ = (l_11_ + _e111);
            uint l_776_ = asuint(info.Load(0+16));
            uint l_777_ = (l_776_ * 1u);
            bool l_778_ = (l_12_ < l_777_);
            uint l_779_ = (l_777_ - 1u);
            uint l_780_ = min(l_12_, l_779_);
            float l_781_ = asfloat(buffer_0_global.Load(l_780_*4));
            float l_13_ = (l_778_ ? l_781_ : 0.0);
            uint l_14_ = (l_10_ + l_12_);
            uint l_783_ = asuint(info.Load(0+16));
            uint l_784_ = (l_783_ * 1u);
            bool l_785_ = (l_14_ < l_784_);
            uint l_786_ = (l_784_ - 1u);
            uint l_787_ = min(l_14_, l_786_);
            float l_788_ = asfloat(buffer_0_global.Load(l_787_*4));
            float l_15_ = (l_785_ ? l_788_ : 0.0);
            uint l_16_ = (2u * l_10_);
            uint l_17_ = (l_16_ + l_12_);
            uint l_790_ = asuint(info.Load(0+16));
            uint l_791_ = (l_790_ * 1u);
            bool l_792_ = (l_17_ < l_791_);
            uint l_793_ = (l_791_ - 1u);
            uint l_794_ = min(l_17_, l_793_);
            float l_795_ = asfloat(buffer_0_global.Load(l_794_*4));
            float l_18_ = (l_792_ ? l_795_ : 0.0);
            uint l_19_ = (3u * l_10_);
            uint l_20_ = (l_19_ + l_12_);
            uint l_797_ = asuint(info.Load(0+16));
            uint l_798_ = (l_797_ * 1u);
            bool l_799_ = (l_20_ < l_798_);
            uint l_800_ = (l_798_ - 1u);
            uint l_801_ = min(l_20_, l_800_);
            float l_802_ = asfloat(buffer_0_global.Load(l_801_*4));
            float l_21_ = (l_799_ ? l_802_ : 0.0);
            float l_22_ = -(l_13_);
            float l_23_ = -(l_15_);
            float l_24_ = -(l_18_);
            float l_25_ = -(l_21_);
            uint l_804_ = asuint(info.Load(0+16));
            uint l_805_ = (l_804_ * 1u);
            bool l_806_ = (id < l_805_);
            uint l_807_ = (l_805_ - 1u);
            uint l_808_ = min(id, l_807_);
            float l_809_ = asfloat(buffer_0_global.Load(l_808_*4));
            float l_26_ = (l_806_ ? l_809_ : 0.0);
            uint l_27_ = (l_10_ + id);
            uint l_811_ = asuint(info.Load(0+16));
            uint l_812_ = (l_811_ * 1u);
            bool l_813_ = (l_27_ < l_812_);
            uint l_814_ = (l_812_ - 1u);
            uint l_815_ = min(l_27_, l_814_);
            float l_816_ = asfloat(buffer_0_global.Load(l_815_*4));
            float l_28_ = (l_813_ ? l_816_ : 0.0);
            uint l_29_ = (2u * l_10_);
            uint l_30_ = (l_29_ + id);
            uint l_818_ = asuint(info.Load(0+16));
            uint l_819_ = (l_818_ * 1u);
            bool l_820_ = (l_30_ < l_819_);
            uint l_821_ = (l_819_ - 1u);
            uint l_822_ = min(l_30_, l_821_);
            float l_823_ = asfloat(buffer_0_global.Load(l_822_*4));
            float l_31_ = (l_820_ ? l_823_ : 0.0);
            uint l_32_ = (3u * l_10_);
            uint l_33_ = (l_32_ + id);
            uint l_825_ = asuint(info.Load(0+16));
            uint l_826_ = (l_825_ * 1u);
            bool l_827_ = (l_33_ < l_826_);
            uint l_828_ = (l_826_ - 1u);
            uint l_829_ = min(l_33_, l_828_);
            float l_830_ = asfloat(buffer_0_global.Load(l_829_*4));
            float l_34_ = (l_827_ ? l_830_ : 0.0);
            uint l_35_ = (l_2_ * 32u);
            uint l_36_ = (l_35_ + l_6_);
            uint l_832_ = asuint(info.Load(0+16));
            uint l_833_ = (l_832_ * 1u);
            bool l_834_ = (l_36_ < l_833_);
            uint l_835_ = (l_833_ - 1u);
            uint l_836_ = min(l_36_, l_835_);
            float l_837_ = asfloat(buffer_0_global.Load(l_836_*4));
            float l_37_ = (l_834_ ? l_837_ : 0.0);
            uint l_38_ = (l_10_ + l_36_);
            uint l_839_ = asuint(info.Load(0+16));
            uint l_840_ = (l_839_ * 1u);
            bool l_841_ = (l_38_ < l_840_);
            uint l_842_ = (l_840_ - 1u);
            uint l_843_ = min(l_38_, l_842_);
            float l_844_ = asfloat(buffer_0_global.Load(l_843_*4));
            float l_39_ = (l_841_ ? l_844_ : 0.0);
            uint l_40_ = (2u * l_10_);
            uint l_41_ = (l_40_ + l_36_);
            uint l_846_ = asuint(info.Load(0+16));
            uint l_847_ = (l_846_ * 1u);
            bool l_848_ = (l_41_ < l_847_);
            uint l_849_ = (l_847_ - 1u);
            uint l_850_ = min(l_41_, l_849_);
            float l_851_ = asfloat(buffer_0_global.Load(l_850_*4));
            float l_42_ = (l_848_ ? l_851_ : 0.0);
            uint l_43_ = (3u * l_10_);
            uint l_44_ = (l_43_ + l_36_);
            uint l_853_ = asuint(info.Load(0+16));
            uint l_854_ = (l_853_ * 1u);
            bool l_855_ = (l_44_ < l_854_);
            uint l_856_ = (l_854_ - 1u);
            uint l_857_ = min(l_44_, l_856_);
            float l_858_ = asfloat(buffer_0_global.Load(l_857_*4));
            float l_45_ = (l_855_ ? l_858_ : 0.0);
            float l_46_ = (l_22_ * l_37_);
            float l_47_ = (l_46_ * l_1_);
            float l_48_ = (l_0_ * l_22_);
            float l_49_ = (l_48_ * l_1_);
            float l_50_ = (l_49_ - l_22_);
            float l_51_ = (l_50_ * l_1_);
            float l_52_ = (l_49_ - l_51_);
            float l_53_ = (l_22_ - l_52_);
            float l_54_ = (l_0_ * l_37_);
            float l_55_ = (l_54_ * l_1_);
            float l_56_ = (l_55_ - l_37_);
            float l_57_ = (l_56_ * l_1_);
            float l_58_ = (l_55_ - l_57_);
            float l_59_ = (l_37_ - l_58_);
            float l_60_ = (l_52_ * l_58_);
            float l_61_ = (l_60_ - l_47_);
            float l_62_ = (l_52_ * l_59_);
            float l_63_ = (l_61_ + l_62_);
            float l_64_ = (l_53_ * l_58_);
            float l_65_ = (l_63_ + l_64_);
            float l_66_ = (l_53_ * l_59_);
            float l_67_ = (l_65_ + l_66_);
            float l_68_ = (l_22_ * l_39_);
            float l_69_ = (l_68_ * l_1_);
            float l_70_ = (l_0_ * l_22_);
            float l_71_ = (l_70_ * l_1_);
            float l_72_ = (l_71_ - l_22_);
            float l_73_ = (l_72_ * l_1_);
            float l_74_ = (l_71_ - l_73_);
            float l_75_ = (l_22_ - l_74_);
            float l_76_ = (l_0_ * l_39_);
            float l_77_ = (l_76_ * l_1_);
            float l_78_ = (l_77_ - l_39_);
            float l_79_ = (l_78_ * l_1_);
            float l_80_ = (l_77_ - l_79_);
            float l_81_ = (l_39_ - l_80_);
            float l_82_ = (l_74_ * l_80_);
            float l_83_ = (l_82_ - l_69_);
            float l_84_ = (l_74_ * l_81_);
            float l_85_ = (l_83_ + l_84_);
            float l_86_ = (l_75_ * l_80_);
            float l_87_ = (l_85_ + l_86_);
            float l_88_ = (l_75_ * l_81_);
            float l_89_ = (l_87_ + l_88_);
            float l_90_ = (l_23_ * l_37_);
            float l_91_ = (l_90_ * l_1_);
            float l_92_ = (l_0_ * l_23_);
            float l_93_ = (l_92_ * l_1_);
            float l_94_ = (l_93_ - l_23_);
            float l_95_ = (l_94_ * l_1_);
            float l_96_ = (l_93_ - l_95_);
            float l_97_ = (l_23_ - l_96_);
            float l_98_ = (l_0_ * l_37_);
            float l_99_ = (l_98_ * l_1_);
            float l_100_ = (l_99_ - l_37_);
            float l_101_ = (l_100_ * l_1_);
            float l_102_ = (l_99_ - l_101_);
            float l_103_ = (l_37_ - l_102_);
            float l_104_ = (l_96_ * l_102_);
            float l_105_ = (l_104_ - l_91_);
            float l_106_ = (l_96_ * l_103_);
            float l_107_ = (l_105_ + l_106_);
            float l_108_ = (l_97_ * l_102_);
            float l_109_ = (l_107_ + l_108_);
            float l_110_ = (l_97_ * l_103_);
            float l_111_ = (l_109_ + l_110_);
            float l_112_ = (l_22_ * l_42_);
            float l_113_ = (l_112_ * l_1_);
            float l_114_ = (l_0_ * l_22_);
            float l_115_ = (l_114_ * l_1_);
            float l_116_ = (l_115_ - l_22_);
            float l_117_ = (l_116_ * l_1_);
            float l_118_ = (l_115_ - l_117_);
            float l_119_ = (l_22_ - l_118_);
            float l_120_ = (l_0_ * l_42_);
            float l_121_ = (l_120_ * l_1_);
            float l_122_ = (l_121_ - l_42_);
            float l_123_ = (l_122_ * l_1_);
            float l_124_ = (l_121_ - l_123_);
            float l_125_ = (l_42_ - l_124_);
            float l_126_ = (l_118_ * l_124_);
            float l_127_ = (l_126_ - l_113_);
            float l_128_ = (l_118_ * l_125_);
            float l_129_ = (l_127_ + l_128_);
            float l_130_ = (l_119_ * l_124_);
            float l_131_ = (l_129_ + l_130_);
            float l_132_ = (l_119_ * l_125_);
            float l_133_ = (l_131_ + l_132_);
            float l_134_ = (l_23_ * l_39_);
            float l_135_ = (l_134_ * l_1_);
            float l_136_ = (l_0_ * l_23_);
            float l_137_ = (l_136_ * l_1_);
            float l_138_ = (l_137_ - l_23_);
            float l_139_ = (l_138_ * l_1_);
            float l_140_ = (l_137_ - l_139_);
            float l_141_ = (l_23_ - l_140_);
            float l_142_ = (l_0_ * l_39_);
            float l_143_ = (l_142_ * l_1_);
            float l_144_ = (l_143_ - l_39_);
            float l_145_ = (l_144_ * l_1_);
            float l_146_ = (l_143_ - l_145_);
            float l_147_ = (l_39_ - l_146_);
            float l_148_ = (l_140_ * l_146_);
            float l_149_ = (l_148_ - l_135_);
            float l_150_ = (l_140_ * l_147_);
            float l_151_ = (l_149_ + l_150_);
            float l_152_ = (l_141_ * l_146_);
            float l_153_ = (l_151_ + l_152_);
            float l_154_ = (l_141_ * l_147_);
            float l_155_ = (l_153_ + l_154_);
            float l_156_ = (l_24_ * l_37_);
            float l_157_ = (l_156_ * l_1_);
            float l_158_ = (l_0_ * l_24_);
            float l_159_ = (l_158_ * l_1_);
            float l_160_ = (l_159_ - l_24_);
            float l_161_ = (l_160_ * l_1_);
            float l_162_ = (l_159_ - l_161_);
            float l_163_ = (l_24_ - l_162_);
            float l_164_ = (l_0_ * l_37_);
            float l_165_ = (l_164_ * l_1_);
            float l_166_ = (l_165_ - l_37_);
            float l_167_ = (l_166_ * l_1_);
            float l_168_ = (l_165_ - l_167_);
            float l_169_ = (l_37_ - l_168_);
            float l_170_ = (l_162_ * l_168_);
            float l_171_ = (l_170_ - l_157_);
            float l_172_ = (l_162_ * l_169_);
            float l_173_ = (l_171_ + l_172_);
            float l_174_ = (l_163_ * l_168_);
            float l_175_ = (l_173_ + l_174_);
            float l_176_ = (l_163_ * l_169_);
            float l_177_ = (l_175_ + l_176_);
            float l_178_ = (l_69_ + l_91_);
            float l_179_ = (l_178_ * l_1_);
            float l_180_ = (l_179_ - l_69_);
            float l_181_ = (l_180_ * l_1_);
            float l_182_ = (l_179_ - l_181_);
            float l_183_ = (l_182_ * l_1_);
            float l_184_ = (l_69_ - l_183_);
            float l_185_ = (l_91_ - l_181_);
            float l_186_ = (l_184_ + l_185_);
            float l_187_ = (l_67_ + l_179_);
            float l_188_ = (l_187_ * l_1_);
            float l_189_ = (l_188_ - l_67_);
            float l_190_ = (l_189_ * l_1_);
            float l_191_ = (l_188_ - l_190_);
            float l_192_ = (l_191_ * l_1_);
            float l_193_ = (l_67_ - l_192_);
            float l_194_ = (l_179_ - l_190_);
            float l_195_ = (l_193_ + l_194_);
            float l_196_ = (l_186_ + l_195_);
            float l_197_ = (l_196_ * l_1_);
            float l_198_ = (l_197_ - l_186_);
            float l_199_ = (l_198_ * l_1_);
            float l_200_ = (l_197_ - l_199_);
            float l_201_ = (l_200_ * l_1_);
            float l_202_ = (l_186_ - l_201_);
            float l_203_ = (l_195_ - l_199_);
            float l_204_ = (l_202_ + l_203_);
            float l_205_ = (l_197_ + l_89_);
            float l_206_ = (l_205_ * l_1_);
            float l_207_ = (l_206_ - l_197_);
            float l_208_ = (l_207_ * l_1_);
            float l_209_ = (l_206_ - l_208_);
            float l_210_ = (l_209_ * l_1_);
            float l_211_ = (l_197_ - l_210_);
            float l_212_ = (l_89_ - l_208_);
            float l_213_ = (l_211_ + l_212_);
            float l_214_ = (l_111_ + l_206_);
            float l_215_ = (l_214_ * l_1_);
            float l_216_ = (l_215_ - l_111_);
            float l_217_ = (l_216_ * l_1_);
            float l_218_ = (l_215_ - l_217_);
            float l_219_ = (l_218_ * l_1_);
            float l_220_ = (l_111_ - l_219_);
            float l_221_ = (l_206_ - l_217_);
            float l_222_ = (l_220_ + l_221_);
            float l_223_ = (l_213_ + l_222_);
            float l_224_ = (l_223_ * l_1_);
            float l_225_ = (l_224_ - l_213_);
            float l_226_ = (l_225_ * l_1_);
            float l_227_ = (l_224_ - l_226_);
            float l_228_ = (l_227_ * l_1_);
            float l_229_ = (l_213_ - l_228_);
            float l_230_ = (l_222_ - l_226_);
            float l_231_ = (l_229_ + l_230_);
            float l_232_ = (l_113_ + l_135_);
            float l_233_ = (l_232_ * l_1_);
            float l_234_ = (l_233_ - l_113_);
            float l_235_ = (l_234_ * l_1_);
            float l_236_ = (l_233_ - l_235_);
            float l_237_ = (l_236_ * l_1_);
            float l_238_ = (l_113_ - l_237_);
            float l_239_ = (l_135_ - l_235_);
            float l_240_ = (l_238_ + l_239_);
            float l_241_ = (l_157_ + l_233_);
            float l_242_ = (l_241_ * l_1_);
            float l_243_ = (l_242_ - l_157_);
            float l_244_ = (l_243_ * l_1_);
            float l_245_ = (l_242_ - l_244_);
            float l_246_ = (l_245_ * l_1_);
            float l_247_ = (l_157_ - l_246_);
            float l_248_ = (l_233_ - l_244_);
            float l_249_ = (l_247_ + l_248_);
            float l_250_ = (l_240_ + l_249_);
            float l_251_ = (l_250_ * l_1_);
            float l_252_ = (l_251_ - l_240_);
            float l_253_ = (l_252_ * l_1_);
            float l_254_ = (l_251_ - l_253_);
            float l_255_ = (l_254_ * l_1_);
            float l_256_ = (l_240_ - l_255_);
            float l_257_ = (l_249_ - l_253_);
            float l_258_ = (l_256_ + l_257_);
            float l_259_ = (l_215_ + l_242_);
            float l_260_ = (l_259_ * l_1_);
            float l_261_ = (l_260_ - l_215_);
            float l_262_ = (l_261_ * l_1_);
            float l_263_ = (l_260_ - l_262_);
            float l_264_ = (l_263_ * l_1_);
            float l_265_ = (l_215_ - l_264_);
            float l_266_ = (l_242_ - l_262_);
            float l_267_ = (l_265_ + l_266_);
            float l_268_ = (l_224_ + l_251_);
            float l_269_ = (l_268_ * l_1_);
            float l_270_ = (l_269_ - l_224_);
            float l_271_ = (l_270_ * l_1_);
            float l_272_ = (l_269_ - l_271_);
            float l_273_ = (l_272_ * l_1_);
            float l_274_ = (l_224_ - l_273_);
            float l_275_ = (l_251_ - l_271_);
            float l_276_ = (l_274_ + l_275_);
            float l_277_ = (l_269_ + l_267_);
            float l_278_ = (l_277_ * l_1_);
            float l_279_ = (l_278_ - l_269_);
            float l_280_ = (l_279_ * l_1_);
            float l_281_ = (l_278_ - l_280_);
            float l_282_ = (l_281_ * l_1_);
            float l_283_ = (l_269_ - l_282_);
            float l_284_ = (l_267_ - l_280_);
            float l_285_ = (l_283_ + l_284_);
            float l_286_ = (l_231_ + l_258_);
            float l_287_ = (l_285_ + l_276_);
            float l_288_ = (l_286_ + l_287_);
            float l_289_ = (l_22_ * l_45_);
            float l_290_ = (l_23_ * l_42_);
            float l_291_ = (l_289_ + l_290_);
            float l_292_ = (l_24_ * l_39_);
            float l_293_ = (l_25_ * l_37_);
            float l_294_ = (l_292_ + l_293_);
            float l_295_ = (l_291_ + l_294_);
            float l_296_ = (l_204_ + l_133_);
            float l_297_ = (l_155_ + l_177_);
            float l_298_ = (l_296_ + l_297_);
            float l_299_ = (l_295_ + l_298_);
            float l_300_ = (l_278_ + l_299_);
            float l_301_ = (l_300_ + l_288_);
            float l_302_ = (l_301_ * l_1_);
            float l_303_ = (l_302_ - l_300_);
            float l_304_ = (l_303_ * l_1_);
            float l_305_ = (l_288_ - l_304_);
            float l_306_ = (l_260_ + l_302_);
            float l_307_ = (l_306_ * l_1_);
            float l_308_ = (l_307_ - l_260_);
            float l_309_ = (l_308_ * l_1_);
            float l_310_ = (l_302_ - l_309_);
            float l_311_ = (l_188_ + l_307_);
            float l_312_ = (l_311_ * l_1_);
            float l_313_ = (l_312_ - l_188_);
            float l_314_ = (l_313_ * l_1_);
            float l_315_ = (l_307_ - l_314_);
            float l_316_ = (l_47_ + l_312_);
            float l_317_ = (l_316_ * l_1_);
            float l_318_ = (l_317_ - l_47_);
            float l_319_ = (l_318_ * l_1_);
            float l_320_ = (l_312_ - l_319_);
            l_mut_321_ = 0.0;
            l_mut_322_ = 0.0;
            l_mut_323_ = 0.0;
            l_mut_324_ = 0.0;
            l_mut_325_ = l_317_;
            l_mut_326_ = 0u;
            float _e601 = l_mut_325_;
            float l_327_ = (_e601 + l_320_);
            float l_328_ = (l_327_ * l_1_);
            float _e604 = l_mut_325_;
            float l_329_ = (l_328_ - _e604);
            float l_330_ = (l_329_ * l_1_);
            float l_331_ = (l_320_ - l_330_);
            uint _e608 = l_mut_326_;
            bool l_332_ = (_e608 < 3u);
            bool l_333_ = (l_331_ != 0.0);
            if (l_332_) {
                local_1 = l_333_;
            } else {
                local_1 = false;
            }
            bool l_334_ = local_1;
            uint _e617 = l_mut_326_;
            bool l_335_ = (_e617 == 0u);
            if (l_334_) {
                local_2 = l_335_;
            } else {
                local_2 = false;
            }
            bool l_336_ = local_2;
            float _e624 = l_mut_321_;
            float l_337_ = (l_336_ ? l_328_ : _e624);
            l_mut_321_ = l_337_;
            uint _e626 = l_mut_326_;
            bool l_338_ = (_e626 == 1u);
            if (l_334_) {
                local_3 = l_338_;
            } else {
                local_3 = false;
            }
            bool l_339_ = local_3;
            float _e633 = l_mut_322_;
            float l_340_ = (l_339_ ? l_328_ : _e633);
            l_mut_322_ = l_340_;
            uint _e635 = l_mut_326_;
            bool l_341_ = (_e635 == 2u);
            if (l_334_) {
                local_4 = l_341_;
            } else {
                local_4 = false;
            }
            bool l_342_ = local_4;
            float _e642 = l_mut_323_;
            float l_343_ = (l_342_ ? l_328_ : _e642);
            l_mut_323_ = l_343_;
            float l_344_ = (l_334_ ? l_331_ : l_328_);
            float _e645 = l_mut_325_;
            float l_345_ = (_e645 + l_320_);
            float l_346_ = (l_332_ ? l_344_ : l_345_);
            l_mut_325_ = l_346_;
            uint l_347_ = uint(l_334_);
            uint _e649 = l_mut_326_;
            l_mut_326_ = (_e649 + l_347_);
            float _e651 = l_mut_325_;
            float l_348_ = (_e651 + l_315_);
            float l_349_ = (l_348_ * l_1_);
            float _e654 = l_mut_325_;
            float l_350_ = (l_349_ - _e654);
            float l_351_ = (l_350_ * l_1_);
            float l_352_ = (l_315_ - l_351_);
            uint _e658 = l_mut_326_;
            bool l_353_ = (_e658 < 3u);
            bool l_354_ = (l_352_ != 0.0);
            if (l_353_) {
                local_5 = l_354_;
            } else {
                local_5 = false;
            }
            bool l_355_ = local_5;
            uint _e667 = l_mut_326_;
            bool l_356_ = (_e667 == 0u);
            if (l_355_) {
                local_6 = l_356_;
            } else {
                local_6 = false;
            }
            bool l_357_ = local_6;
            float _e674 = l_mut_321_;
            float l_358_ = (l_357_ ? l_349_ : _e674);
            l_mut_321_ = l_358_;
            uint _e676 = l_mut_326_;
            bool l_359_ = (_e676 == 1u);
            if (l_355_) {
                local_7 = l_359_;
            } else {
                local_7 = false;
            }
            bool l_360_ = local_7;
            float _e683 = l_mut_322_;
            float l_361_ = (l_360_ ? l_349_ : _e683);
            l_mut_322_ = l_361_;
            uint _e685 = l_mut_326_;
            bool l_362_ = (_e685 == 2u);
            if (l_355_) {
                local_8 = l_362_;
            } else {
                local_8 = false;
            }
            bool l_363_ = local_8;
            float _e692 = l_mut_323_;
            float l_364_ = (l_363_ ? l_349_ : _e692);
            l_mut_323_ = l_364_;
            float l_365_ = (l_355_ ? l_352_ : l_349_);
            float _e695 = l_mut_325_;
            float l_366_ = (_e695 + l_315_);
            float l_367_ = (l_353_ ? l_365_ : l_366_);
            l_mut_325_ = l_367_;
            uint l_368_ = uint(l_355_);
            uint _e699 = l_mut_326_;
            l_mut_326_ = (_e699 + l_368_);
            float _e701 = l_mut_325_;
            float l_369_ = (_e701 + l_310_);
            float l_370_ = (l_369_ * l_1_);
            float _e704 = l_mut_325_;
            float l_371_ = (l_370_ - _e704);
            float l_372_ = (l_371_ * l_1_);
            float l_373_ = (l_310_ - l_372_);
            uint _e708 = l_mut_326_;
            bool l_374_ = (_e708 < 3u);
            bool l_375_ = (l_373_ != 0.0);
            if (l_374_) {
                local_9 = l_375_;
            } else {
                local_9 = false;
            }
            bool l_376_ = local_9;
            uint _e717 = l_mut_326_;
            bool l_377_ = (_e717 == 0u);
            if (l_376_) {
                local_10 = l_377_;
            } else {
                local_10 = false;
            }
            bool l_378_ = local_10;
            float _e724 = l_mut_321_;
            float l_379_ = (l_378_ ? l_370_ : _e724);
            l_mut_321_ = l_379_;
            uint _e726 = l_mut_326_;
            bool l_380_ = (_e726 == 1u);
            if (l_376_) {
                local_11 = l_380_;
            } else {
                local_11 = false;
            }
            bool l_381_ = local_11;
            float _e733 = l_mut_322_;
            float l_382_ = (l_381_ ? l_370_ : _e733);
            l_mut_322_ = l_382_;
            uint _e735 = l_mut_326_;
            bool l_383_ = (_e735 == 2u);
            if (l_376_) {
                local_12 = l_383_;
            } else {
                local_12 = false;
            }
            bool l_384_ = local_12;
            float _e742 = l_mut_323_;
            float l_385_ = (l_384_ ? l_370_ : _e742);
            l_mut_323_ = l_385_;
            float l_386_ = (l_376_ ? l_373_ : l_370_);
            float _e745 = l_mut_325_;
            float l_387_ = (_e745 + l_310_);
            float l_388_ = (l_374_ ? l_386_ : l_387_);
            l_mut_325_ = l_388_;
            uint l_389_ = uint(l_376_);
            uint _e749 = l_mut_326_;
            l_mut_326_ = (_e749 + l_389_);
            float _e751 = l_mut_325_;
            float l_390_ = (_e751 + l_305_);
            float l_391_ = (l_390_ * l_1_);
            float _e754 = l_mut_325_;
            float l_392_ = (l_391_ - _e754);
            float l_393_ = (l_392_ * l_1_);
            float l_394_ = (l_305_ - l_393_);
            uint _e758 = l_mut_326_;
            bool l_395_ = (_e758 < 3u);
            bool l_396_ = (l_394_ != 0.0);
            if (l_395_) {
                local_13 = l_396_;
            } else {
                local_13 = false;
            }
            bool l_397_ = local_13;
            uint _e767 = l_mut_326_;
            bool l_398_ = (_e767 == 0u);
            if (l_397_) {
                local_14 = l_398_;
            } else {
                local_14 = false;
            }
            bool l_399_ = local_14;
            float _e774 = l_mut_321_;
            float l_400_ = (l_399_ ? l_391_ : _e774);
            l_mut_321_ = l_400_;
            uint _e776 = l_mut_326_;
            bool l_401_ = (_e776 == 1u);
            if (l_397_) {
                local_15 = l_401_;
            } else {
                local_15 = false;
            }
            bool l_402_ = local_15;
            float _e783 = l_mut_322_;
            float l_403_ = (l_402_ ? l_391_ : _e783);
            l_mut_322_ = l_403_;
            uint _e785 = l_mut_326_;
            bool l_404_ = (_e785 == 2u);
            if (l_397_) {
                local_16 = l_404_;
            } else {
                local_16 = false;
            }
            bool l_405_ = local_16;
            float _e792 = l_mut_323_;
            float l_406_ = (l_405_ ? l_391_ : _e792);
            l_mut_323_ = l_406_;
            float l_407_ = (l_397_ ? l_394_ : l_391_);
            float _e795 = l_mut_325_;
            float l_408_ = (_e795 + l_305_);
            float l_409_ = (l_395_ ? l_407_ : l_408_);
            l_mut_325_ = l_409_;
            uint l_410_ = uint(l_397_);
            uint _e799 = l_mut_326_;
            l_mut_326_ = (_e799 + l_410_);
            uint _e801 = l_mut_326_;
            bool l_411_ = (_e801 == 0u);
            float _e804 = l_mut_321_;
            float _e805 = l_mut_325_;
            float l_412_ = (l_411_ ? _e805 : _e804);
            l_mut_321_ = l_412_;
            uint _e807 = l_mut_326_;
            bool l_413_ = (_e807 == 1u);
            float _e810 = l_mut_322_;
            float _e811 = l_mut_325_;
            float l_414_ = (l_413_ ? _e811 : _e810);
            l_mut_322_ = l_414_;
            uint _e813 = l_mut_326_;
            bool l_415_ = (_e813 == 2u);
            float _e816 = l_mut_323_;
            float _e817 = l_mut_325_;
            float l_416_ = (l_415_ ? _e817 : _e816);
            l_mut_323_ = l_416_;
            uint _e819 = l_mut_326_;
            bool l_417_ = (_e819 == 3u);
            float _e822 = l_mut_324_;
            float _e823 = l_mut_325_;
            float l_418_ = (l_417_ ? _e823 : _e822);
            l_mut_324_ = l_418_;
            a_419_[0] = l_26_;
            float _e827 = l_mut_321_;
            a_419_[1] = _e827;
            a_419_[2] = l_28_;
            float _e830 = l_mut_322_;
            a_419_[3] = _e830;
            a_419_[4] = l_31_;
            float _e833 = l_mut_323_;
            a_419_[5] = _e833;
            a_419_[6] = l_34_;
            float _e836 = l_mut_324_;
            a_419_[7] = _e836;
            float l_420_ = a_419_[7];
            l_mut_325_ = l_420_;
            float l_421_ = a_419_[6];
            float _e841 = l_mut_325_;
            float l_422_ = (l_421_ + _e841);
            float l_423_ = (l_422_ * l_1_);
            float l_424_ = (l_423_ - l_421_);
            float l_425_ = (l_424_ * l_1_);
            float l_426_ = (l_423_ - l_425_);
            float l_427_ = (l_426_ * l_1_);
            float l_428_ = (l_421_ - l_427_);
            float _e849 = l_mut_325_;
            float l_429_ = (_e849 - l_425_);
            float l_430_ = (l_428_ + l_429_);
            a_419_[7] = l_430_;
            l_mut_325_ = l_423_;
            float l_431_ = a_419_[5];
            float _e855 = l_mut_325_;
            float l_432_ = (l_431_ + _e855);
            float l_433_ = (l_432_ * l_1_);
            float l_434_ = (l_433_ - l_431_);
            float l_435_ = (l_434_ * l_1_);
            float l_436_ = (l_433_ - l_435_);
            float l_437_ = (l_436_ * l_1_);
            float l_438_ = (l_431_ - l_437_);
            float _e863 = l_mut_325_;
            float l_439_ = (_e863 - l_435_);
            float l_440_ = (l_438_ + l_439_);
            a_419_[6] = l_440_;
            l_mut_325_ = l_433_;
            float l_441_ = a_419_[4];
            float _e869 = l_mut_325_;
            float l_442_ = (l_441_ + _e869);
            float l_443_ = (l_442_ * l_1_);
            float l_444_ = (l_443_ - l_441_);
            float l_445_ = (l_444_ * l_1_);
            float l_446_ = (l_443_ - l_445_);
            float l_447_ = (l_446_ * l_1_);
            float l_448_ = (l_441_ - l_447_);
            float _e877 = l_mut_325_;
            float l_449_ = (_e877 - l_445_);
            float l_450_ = (l_448_ + l_449_);
            a_419_[5] = l_450_;
            l_mut_325_ = l_443_;
            float l_451_ = a_419_[3];
            float _e883 = l_mut_325_;
            float l_452_ = (l_451_ + _e883);
            float l_453_ = (l_452_ * l_1_);
            float l_454_ = (l_453_ - l_451_);
            float l_455_ = (l_454_ * l_1_);
            float l_456_ = (l_453_ - l_455_);
            float l_457_ = (l_456_ * l_1_);
            float l_458_ = (l_451_ - l_457_);
            float _e891 = l_mut_325_;
            float l_459_ = (_e891 - l_455_);
            float l_460_ = (l_458_ + l_459_);
            a_419_[4] = l_460_;
            l_mut_325_ = l_453_;
            float l_461_ = a_419_[2];
            float _e897 = l_mut_325_;
            float l_462_ = (l_461_ + _e897);
            float l_463_ = (l_462_ * l_1_);
            float l_464_ = (l_463_ - l_461_);
            float l_465_ = (l_464_ * l_1_);
            float l_466_ = (l_463_ - l_465_);
            float l_467_ = (l_466_ * l_1_);
            float l_468_ = (l_461_ - l_467_);
            float _e905 = l_mut_325_;
            float l_469_ = (_e905 - l_465_);
            float l_470_ = (l_468_ + l_469_);
            a_419_[3] = l_470_;
            l_mut_325_ = l_463_;
            float l_471_ = a_419_[1];
            float _e911 = l_mut_325_;
            float l_472_ = (l_471_ + _e911);
            float l_473_ = (l_472_ * l_1_);
            float l_474_ = (l_473_ - l_471_);
            float l_475_ = (l_474_ * l_1_);
            float l_476_ = (l_473_ - l_475_);
            float l_477_ = (l_476_ * l_1_);
            float l_478_ = (l_471_ - l_477_);
            float _e919 = l_mut_325_;
            float l_479_ = (_e919 - l_475_);
            float l_480_ = (l_478_ + l_479_);
            a_419_[2] = l_480_;
            l_mut_325_ = l_473_;
            float l_481_ = a_419_[0];
            float _e925 = l_mut_325_;
            float l_482_ = (l_481_ + _e925);
            float l_483_ = (l_482_ * l_1_);
            float l_484_ = (l_483_ - l_481_);
            float l_485_ = (l_484_ * l_1_);
            float l_486_ = (l_483_ - l_485_);
            float l_487_ = (l_486_ * l_1_);
            float l_488_ = (l_481_ - l_487_);
            float _e933 = l_mut_325_;
            float l_489_ = (_e933 - l_485_);
            float l_490_ = (l_488_ + l_489_);
            a_419_[1] = l_490_;
            l_mut_325_ = l_483_;
            float _e938 = l_mut_325_;
            a_419_[0] = _e938;
            float l_491_ = a_419_[7];
            l_mut_325_ = l_491_;
            float l_492_ = a_419_[6];
            float _e943 = l_mut_325_;
            float l_493_ = (l_492_ + _e943);
            float l_494_ = (l_493_ * l_1_);
            float l_495_ = (l_494_ - l_492_);
            float l_496_ = (l_495_ * l_1_);
            float l_497_ = (l_494_ - l_496_);
            float l_498_ = (l_497_ * l_1_);
            float l_499_ = (l_492_ - l_498_);
            float _e951 = l_mut_325_;
            float l_500_ = (_e951 - l_496_);
            float l_501_ = (l_499_ + l_500_);
            a_419_[7] = l_501_;
            l_mut_325_ = l_494_;
            float l_502_ = a_419_[5];
            float _e957 = l_mut_325_;
            float l_503_ = (l_502_ + _e957);
            float l_504_ = (l_503_ * l_1_);
            float l_505_ = (l_504_ - l_502_);
            float l_506_ = (l_505_ * l_1_);
            float l_507_ = (l_504_ - l_506_);
            float l_508_ = (l_507_ * l_1_);
            float l_509_ = (l_502_ - l_508_);
            float _e965 = l_mut_325_;
            float l_510_ = (_e965 - l_506_);
            float l_511_ = (l_509_ + l_510_);
            a_419_[6] = l_511_;
            l_mut_325_ = l_504_;
            float l_512_ = a_419_[4];
            float _e971 = l_mut_325_;
            float l_513_ = (l_512_ + _e971);
            float l_514_ = (l_513_ * l_1_);
            float l_515_ = (l_514_ - l_512_);
            float l_516_ = (l_515_ * l_1_);
            float l_517_ = (l_514_ - l_516_);
            float l_518_ = (l_517_ * l_1_);
            float l_519_ = (l_512_ - l_518_);
            float _e979 = l_mut_325_;
            float l_520_ = (_e979 - l_516_);
            float l_521_ = (l_519_ + l_520_);
            a_419_[5] = l_521_;
            l_mut_325_ = l_514_;
            float l_522_ = a_419_[3];
            float _e985 = l_mut_325_;
            float l_523_ = (l_522_ + _e985);
            float l_524_ = (l_523_ * l_1_);
            float l_525_ = (l_524_ - l_522_);
            float l_526_ = (l_525_ * l_1_);
            float l_527_ = (l_524_ - l_526_);
            float l_528_ = (l_527_ * l_1_);
            float l_529_ = (l_522_ - l_528_);
            float _e993 = l_mut_325_;
            float l_530_ = (_e993 - l_526_);
            float l_531_ = (l_529_ + l_530_);
            a_419_[4] = l_531_;
            l_mut_325_ = l_524_;
            float l_532_ = a_419_[2];
            float _e999 = l_mut_325_;
            float l_533_ = (l_532_ + _e999);
            float l_534_ = (l_533_ * l_1_);
            float l_535_ = (l_534_ - l_532_);
            float l_536_ = (l_535_ * l_1_);
            float l_537_ = (l_534_ - l_536_);
            float l_538_ = (l_537_ * l_1_);
            float l_539_ = (l_532_ - l_538_);
            float _e1007 = l_mut_325_;
            float l_540_ = (_e1007 - l_536_);
            float l_541_ = (l_539_ + l_540_);
            a_419_[3] = l_541_;
            l_mut_325_ = l_534_;
            float l_542_ = a_419_[1];
            float _e1013 = l_mut_325_;
            float l_543_ = (l_542_ + _e1013);
            float l_544_ = (l_543_ * l_1_);
            float l_545_ = (l_544_ - l_542_);
            float l_546_ = (l_545_ * l_1_);
            float l_547_ = (l_544_ - l_546_);
            float l_548_ = (l_547_ * l_1_);
            float l_549_ = (l_542_ - l_548_);
            float _e1021 = l_mut_325_;
            float l_550_ = (_e1021 - l_546_);
            float l_551_ = (l_549_ + l_550_);
            a_419_[2] = l_551_;
            l_mut_325_ = l_544_;
            float l_552_ = a_419_[0];
            float _e1027 = l_mut_325_;
            float l_553_ = (l_552_ + _e1027);
            float l_554_ = (l_553_ * l_1_);
            float l_555_ = (l_554_ - l_552_);
            float l_556_ = (l_555_ * l_1_);
            float l_557_ = (l_554_ - l_556_);
            float l_558_ = (l_557_ * l_1_);
            float l_559_ = (l_552_ - l_558_);
            float _e1035 = l_mut_325_;
            float l_560_ = (_e1035 - l_556_);
            float l_561_ = (l_559_ + l_560_);
            a_419_[1] = l_561_;
            l_mut_325_ = l_554_;
            float _e1040 = l_mut_325_;
            a_419_[0] = _e1040;
            l_mut_325_ = 0.0;
            l_mut_562_ = 0.0;
            l_mut_563_ = 0.0;
            l_mut_564_ = 0.0;
            float l_565_ = a_419_[0];
            l_mut_566_ = l_565_;
            l_mut_326_ = 0u;
            float l_567_ = a_419_[1];
            float _e1050 = l_mut_566_;
            float l_568_ = (_e1050 + l_567_);
            float l_569_ = (l_568_ * l_1_);
            float _e1053 = l_mut_566_;
            float l_570_ = (l_569_ - _e1053);
            float l_571_ = (l_570_ * l_1_);
            float l_572_ = (l_569_ - l_571_);
            float l_573_ = (l_572_ * l_1_);
            float _e1058 = l_mut_566_;
            float l_574_ = (_e1058 - l_573_);
            float l_575_ = (l_567_ - l_571_);
            float l_576_ = (l_574_ + l_575_);
            uint _e1062 = l_mut_326_;
            bool l_577_ = (_e1062 < 3u);
            bool l_578_ = (l_576_ != 0.0);
            if (l_577_) {
                local_17 = l_578_;
            } else {
                local_17 = false;
            }
            bool l_579_ = local_17;
            uint _e1071 = l_mut_326_;
            bool l_580_ = (_e1071 == 0u);
            if (l_579_) {
                local_18 = l_580_;
            } else {
                local_18 = false;
            }
            bool l_581_ = local_18;
            float _e1078 = l_mut_325_;
            float l_582_ = (l_581_ ? l_569_ : _e1078);
            l_mut_325_ = l_582_;
            uint _e1080 = l_mut_326_;
            bool l_583_ = (_e1080 == 1u);
            if (l_579_) {
                local_19 = l_583_;
            } else {
                local_19 = false;
            }
            bool l_584_ = local_19;
            float _e1087 = l_mut_562_;
            float l_585_ = (l_584_ ? l_569_ : _e1087);
            l_mut_562_ = l_585_;
            uint _e1089 = l_mut_326_;
            bool l_586_ = (_e1089 == 2u);
            if (l_579_) {
                local_20 = l_586_;
            } else {
                local_20 = false;
            }
            bool l_587_ = local_20;
            float _e1096 = l_mut_563_;
            float l_588_ = (l_587_ ? l_569_ : _e1096);
            l_mut_563_ = l_588_;
            float l_589_ = (l_579_ ? l_576_ : l_569_);
            float _e1099 = l_mut_566_;
            float l_590_ = (_e1099 + l_567_);
            float l_591_ = (l_577_ ? l_589_ : l_590_);
            l_mut_566_ = l_591_;
            uint l_592_ = uint(l_579_);
            uint _e1103 = l_mut_326_;
            l_mut_326_ = (_e1103 + l_592_);
            float l_593_ = a_419_[2];
            float _e1107 = l_mut_566_;
            float l_594_ = (_e1107 + l_593_);
            float l_595_ = (l_594_ * l_1_);
            float _e1110 = l_mut_566_;
            float l_596_ = (l_595_ - _e1110);
            float l_597_ = (l_596_ * l_1_);
            float l_598_ = (l_595_ - l_597_);
            float l_599_ = (l_598_ * l_1_);
            float _e1115 = l_mut_566_;
            float l_600_ = (_e1115 - l_599_);
            float l_601_ = (l_593_ - l_597_);
            float l_602_ = (l_600_ + l_601_);
            uint _e1119 = l_mut_326_;
            bool l_603_ = (_e1119 < 3u);
            bool l_604_ = (l_602_ != 0.0);
            if (l_603_) {
                local_21 = l_604_;
            } else {
                local_21 = false;
            }
            bool l_605_ = local_21;
            uint _e1128 = l_mut_326_;
            bool l_606_ = (_e1128 == 0u);
            if (l_605_) {
                local_22 = l_606_;
            } else {
                local_22 = false;
            }
            bool l_607_ = local_22;
            float _e1135 = l_mut_325_;
            float l_608_ = (l_607_ ? l_595_ : _e1135);
            l_mut_325_ = l_608_;
            uint _e1137 = l_mut_326_;
            bool l_609_ = (_e1137 == 1u);
            if (l_605_) {
                local_23 = l_609_;
            } else {
                local_23 = false;
            }
            bool l_610_ = local_23;
            float _e1144 = l_mut_562_;
            float l_611_ = (l_610_ ? l_595_ : _e1144);
            l_mut_562_ = l_611_;
            uint _e1146 = l_mut_326_;
            bool l_612_ = (_e1146 == 2u);
            if (l_605_) {
                local_24 = l_612_;
            } else {
                local_24 = false;
            }
            bool l_613_ = local_24;
            float _e1153 = l_mut_563_;
            float l_614_ = (l_613_ ? l_595_ : _e1153);
            l_mut_563_ = l_614_;
            float l_615_ = (l_605_ ? l_602_ : l_595_);
            float _e1156 = l_mut_566_;
            float l_616_ = (_e1156 + l_593_);
            float l_617_ = (l_603_ ? l_615_ : l_616_);
            l_mut_566_ = l_617_;
            uint l_618_ = uint(l_605_);
            uint _e1160 = l_mut_326_;
            l_mut_326_ = (_e1160 + l_618_);
            float l_619_ = a_419_[3];
            float _e1164 = l_mut_566_;
            float l_620_ = (_e1164 + l_619_);
            float l_621_ = (l_620_ * l_1_);
            float _e1167 = l_mut_566_;
            float l_622_ = (l_621_ - _e1167);
            float l_623_ = (l_622_ * l_1_);
            float l_624_ = (l_621_ - l_623_);
            float l_625_ = (l_624_ * l_1_);
            float _e1172 = l_mut_566_;
            float l_626_ = (_e1172 - l_625_);
            float l_627_ = (l_619_ - l_623_);
            float l_628_ = (l_626_ + l_627_);
            uint _e1176 = l_mut_326_;
            bool l_629_ = (_e1176 < 3u);
            bool l_630_ = (l_628_ != 0.0);
            if (l_629_) {
                local_25 = l_630_;
            } else {
                local_25 = false;
            }
            bool l_631_ = local_25;
            uint _e1185 = l_mut_326_;
            bool l_632_ = (_e1185 == 0u);
            if (l_631_) {
                local_26 = l_632_;
            } else {
                local_26 = false;
            }
            bool l_633_ = local_26;
            float _e1192 = l_mut_325_;
            float l_634_ = (l_633_ ? l_621_ : _e1192);
            l_mut_325_ = l_634_;
            uint _e1194 = l_mut_326_;
            bool l_635_ = (_e1194 == 1u);
            if (l_631_) {
                local_27 = l_635_;
            } else {
                local_27 = false;
            }
            bool l_636_ = local_27;
            float _e1201 = l_mut_562_;
            float l_637_ = (l_636_ ? l_621_ : _e1201);
            l_mut_562_ = l_637_;
            uint _e1203 = l_mut_326_;
            bool l_638_ = (_e1203 == 2u);
            if (l_631_) {
                local_28 = l_638_;
            } else {
                local_28 = false;
            }
            bool l_639_ = local_28;
            float _e1210 = l_mut_563_;
            float l_640_ = (l_639_ ? l_621_ : _e1210);
            l_mut_563_ = l_640_;
            float l_641_ = (l_631_ ? l_628_ : l_621_);
            float _e1213 = l_mut_566_;
            float l_642_ = (_e1213 + l_619_);
            float l_643_ = (l_629_ ? l_641_ : l_642_);
            l_mut_566_ = l_643_;
            uint l_644_ = uint(l_631_);
            uint _e1217 = l_mut_326_;
            l_mut_326_ = (_e1217 + l_644_);
            float l_645_ = a_419_[4];
            float _e1221 = l_mut_566_;
            float l_646_ = (_e1221 + l_645_);
            float l_647_ = (l_646_ * l_1_);
            float _e1224 = l_mut_566_;
            float l_648_ = (l_647_ - _e1224);
            float l_649_ = (l_648_ * l_1_);
            float l_650_ = (l_647_ - l_649_);
            float l_651_ = (l_650_ * l_1_);
            float _e1229 = l_mut_566_;
            float l_652_ = (_e1229 - l_651_);
            float l_653_ = (l_645_ - l_649_);
            float l_654_ = (l_652_ + l_653_);
            uint _e1233 = l_mut_326_;
            bool l_655_ = (_e1233 < 3u);
            bool l_656_ = (l_654_ != 0.0);
            if (l_655_) {
                local_29 = l_656_;
            } else {
                local_29 = false;
            }
            bool l_657_ = local_29;
            uint _e1242 = l_mut_326_;
            bool l_658_ = (_e1242 == 0u);
            if (l_657_) {
                local_30 = l_658_;
            } else {
                local_30 = false;
            }
            bool l_659_ = local_30;
            float _e1249 = l_mut_325_;
            float l_660_ = (l_659_ ? l_647_ : _e1249);
            l_mut_325_ = l_660_;
            uint _e1251 = l_mut_326_;
            bool l_661_ = (_e1251 == 1u);
            if (l_657_) {
                local_31 = l_661_;
            } else {
                local_31 = false;
            }
            bool l_662_ = local_31;
            float _e1258 = l_mut_562_;
            float l_663_ = (l_662_ ? l_647_ : _e1258);
            l_mut_562_ = l_663_;
            uint _e1260 = l_mut_326_;
            bool l_664_ = (_e1260 == 2u);
            if (l_657_) {
                local_32 = l_664_;
            } else {
                local_32 = false;
            }
            bool l_665_ = local_32;
            float _e1267 = l_mut_563_;
            float l_666_ = (l_665_ ? l_647_ : _e1267);
            l_mut_563_ = l_666_;
            float l_667_ = (l_657_ ? l_654_ : l_647_);
            float _e1270 = l_mut_566_;
            float l_668_ = (_e1270 + l_645_);
            float l_669_ = (l_655_ ? l_667_ : l_668_);
            l_mut_566_ = l_669_;
            uint l_670_ = uint(l_657_);
            uint _e1274 = l_mut_326_;
            l_mut_326_ = (_e1274 + l_670_);
            float l_671_ = a_419_[5];
            float _e1278 = l_mut_566_;
            float l_672_ = (_e1278 + l_671_);
            float l_673_ = (l_672_ * l_1_);
            float _e1281 = l_mut_566_;
            float l_674_ = (l_673_ - _e1281);
            float l_675_ = (l_674_ * l_1_);
            float l_676_ = (l_673_ - l_675_);
            float l_677_ = (l_676_ * l_1_);
            float _e1286 = l_mut_566_;
            float l_678_ = (_e1286 - l_677_);
            float l_679_ = (l_671_ - l_675_);
            float l_680_ = (l_678_ + l_679_);
            uint _e1290 = l_mut_326_;
            bool l_681_ = (_e1290 < 3u);
            bool l_682_ = (l_680_ != 0.0);
            if (l_681_) {
                local_33 = l_682_;
            } else {
                local_33 = false;
            }
            bool l_683_ = local_33;
            uint _e1299 = l_mut_326_;
            bool l_684_ = (_e1299 == 0u);
            if (l_683_) {
                local_34 = l_684_;
            } else {
                local_34 = false;
            }
            bool l_685_ = local_34;
            float _e1306 = l_mut_325_;
            float l_686_ = (l_685_ ? l_673_ : _e1306);
            l_mut_325_ = l_686_;
            uint _e1308 = l_mut_326_;
            bool l_687_ = (_e1308 == 1u);
            if (l_683_) {
                local_35 = l_687_;
            } else {
                local_35 = false;
            }
            bool l_688_ = local_35;
            float _e1315 = l_mut_562_;
            float l_689_ = (l_688_ ? l_673_ : _e1315);
            l_mut_562_ = l_689_;
            uint _e1317 = l_mut_326_;
            bool l_690_ = (_e1317 == 2u);
            if (l_683_) {
                local_36 = l_690_;
            } else {
                local_36 = false;
            }
            bool l_691_ = local_36;
            float _e1324 = l_mut_563_;
            float l_692_ = (l_691_ ? l_673_ : _e1324);
            l_mut_563_ = l_692_;
            float l_693_ = (l_683_ ? l_680_ : l_673_);
            float _e1327 = l_mut_566_;
            float l_694_ = (_e1327 + l_671_);
            float l_695_ = (l_681_ ? l_693_ : l_694_);
            l_mut_566_ = l_695_;
            uint l_696_ = uint(l_683_);
            uint _e1331 = l_mut_326_;
            l_mut_326_ = (_e1331 + l_696_);
            float l_697_ = a_419_[6];
            float _e1335 = l_mut_566_;
            float l_698_ = (_e1335 + l_697_);
            float l_699_ = (l_698_ * l_1_);
            float _e1338 = l_mut_566_;
            float l_700_ = (l_699_ - _e1338);
            float l_701_ = (l_700_ * l_1_);
            float l_702_ = (l_699_ - l_701_);
            float l_703_ = (l_702_ * l_1_);
            float _e1343 = l_mut_566_;
            float l_704_ = (_e1343 - l_703_);
            float l_705_ = (l_697_ - l_701_);
            float l_706_ = (l_704_ + l_705_);
            uint _e1347 = l_mut_326_;
            bool l_707_ = (_e1347 < 3u);
            bool l_708_ = (l_706_ != 0.0);
            if (l_707_) {
                local_37 = l_708_;
            } else {
                local_37 = false;
            }
            bool l_709_ = local_37;
            uint _e1356 = l_mut_326_;
            bool l_710_ = (_e1356 == 0u);
            if (l_709_) {
                local_38 = l_710_;
            } else {
                local_38 = false;
            }
            bool l_711_ = local_38;
            float _e1363 = l_mut_325_;
            float l_712_ = (l_711_ ? l_699_ : _e1363);
            l_mut_325_ = l_712_;
            uint _e1365 = l_mut_326_;
            bool l_713_ = (_e1365 == 1u);
            if (l_709_) {
                local_39 = l_713_;
            } else {
                local_39 = false;
            }
            bool l_714_ = local_39;
            float _e1372 = l_mut_562_;
            float l_715_ = (l_714_ ? l_699_ : _e1372);
            l_mut_562_ = l_715_;
            uint _e1374 = l_mut_326_;
            bool l_716_ = (_e1374 == 2u);
            if (l_709_) {
                local_40 = l_716_;
            } else {
                local_40 = false;
            }
            bool l_717_ = local_40;
            float _e1381 = l_mut_563_;
            float l_718_ = (l_717_ ? l_699_ : _e1381);
            l_mut_563_ = l_718_;
            float l_719_ = (l_709_ ? l_706_ : l_699_);
            float _e1384 = l_mut_566_;
            float l_720_ = (_e1384 + l_697_);
            float l_721_ = (l_707_ ? l_719_ : l_720_);
            l_mut_566_ = l_721_;
            uint l_722_ = uint(l_709_);
            uint _e1388 = l_mut_326_;
            l_mut_326_ = (_e1388 + l_722_);
            float l_723_ = a_419_[7];
            float _e1392 = l_mut_566_;
            float l_724_ = (_e1392 + l_723_);
            float l_725_ = (l_724_ * l_1_);
            float _e1395 = l_mut_566_;
            float l_726_ = (l_725_ - _e1395);
            float l_727_ = (l_726_ * l_1_);
            float l_728_ = (l_725_ - l_727_);
            float l_729_ = (l_728_ * l_1_);
            float _e1400 = l_mut_566_;
            float l_730_ = (_e1400 - l_729_);
            float l_731_ = (l_723_ - l_727_);
            float l_732_ = (l_730_ + l_731_);
            uint _e1404 = l_mut_326_;
            bool l_733_ = (_e1404 < 3u);
            bool l_734_ = (l_732_ != 0.0);
            if (l_733_) {
                local_41 = l_734_;
            } else {
                local_41 = false;
            }
            bool l_735_ = local_41;
            uint _e1413 = l_mut_326_;
            bool l_736_ = (_e1413 == 0u);
            if (l_735_) {
                local_42 = l_736_;
            } else {
                local_42 = false;
            }
            bool l_737_ = local_42;
            float _e1420 = l_mut_325_;
            float l_738_ = (l_737_ ? l_725_ : _e1420);
            l_mut_325_ = l_738_;
            uint _e1422 = l_mut_326_;
            bool l_739_ = (_e1422 == 1u);
            if (l_735_) {
                local_43 = l_739_;
            } else {
                local_43 = false;
            }
            bool l_740_ = local_43;
            float _e1429 = l_mut_562_;
            float l_741_ = (l_740_ ? l_725_ : _e1429);
            l_mut_562_ = l_741_;
            uint _e1431 = l_mut_326_;
            bool l_742_ = (_e1431 == 2u);
            if (l_735_) {
                local_44 = l_742_;
            } else {
                local_44 = false;
            }
            bool l_743_ = local_44;
            float _e1438 = l_mut_563_;
            float l_744_ = (l_743_ ? l_725_ : _e1438);
            l_mut_563_ = l_744_;
            float l_745_ = (l_735_ ? l_732_ : l_725_);
            float _e1441 = l_mut_566_;
            float l_746_ = (_e1441 + l_723_);
            float l_747_ = (l_733_ ? l_745_ : l_746_);
            l_mut_566_ = l_747_;
            uint l_748_ = uint(l_735_);
            uint _e1445 = l_mut_326_;
            l_mut_326_ = (_e1445 + l_748_);
            uint _e1447 = l_mut_326_;
            bool l_749_ = (_e1447 == 0u);
            float _e1450 = l_mut_325_;
            float _e1451 = l_mut_566_;
            float l_750_ = (l_749_ ? _e1451 : _e1450);
            l_mut_325_ = l_750_;
            uint _e1453 = l_mut_326_;
            bool l_751_ = (_e1453 == 1u);
            float _e1456 = l_mut_562_;
            float _e1457 = l_mut_566_;
            float l_752_ = (l_751_ ? _e1457 : _e1456);
            l_mut_562_ = l_752_;
            uint _e1459 = l_mut_326_;
            bool l_753_ = (_e1459 == 2u);
            float _e1462 = l_mut_563_;
            float _e1463 = l_mut_566_;
            float l_754_ = (l_753_ ? _e1463 : _e1462);
            l_mut_563_ = l_754_;
            uint _e1465 = l_mut_326_;
            bool l_755_ = (_e1465 == 3u);
            float _e1468 = l_mut_564_;
            float _e1469 = l_mut_566_;
            float l_756_ = (l_755_ ? _e1469 : _e1468);
            l_mut_564_ = l_756_;
            uint l_860_ = asuint(info.Load(0+16));
            uint l_861_ = (l_860_ * 1u);
            bool l_862_ = (id < l_861_);
            if (l_862_) {
                float _e1480 = l_mut_325_;
                buffer_0_global.Store(id*4, asuint(_e1480));
            }
            uint l_757_ = (l_10_ + id);
            uint l_863_ = asuint(info.Load(0+16));
            uint l_864_ = (l_863_ * 1u);
            bool l_865_ = (l_757_ < l_864_);
            if (l_865_) {
                float _e1491 = l_mut_562_;
                buffer_0_global.Store(l_757_*4, asuint(_e1491));
            }
            uint l_758_ = (2u * l_10_);
            uint l_759_ = (l_758_ + id);
            uint l_866_ = asuint(info.Load(0+16));
            uint l_867_ = (l_866_ * 1u);
            bool l_868_ = (l_759_ < l_867_);
            if (l_868_) {
                float _e1504 = l_mut_563_;
                buffer_0_global.Store(l_759_*4, asuint(_e1504));
            }
            uint l_760_ = (3u * l_10_);
            uint l_761_ = (l_760_ + id);
            uint l_869_ = asuint(info.Load(0+16));
            uint l_870_ = (l_869_ * 1u);
            bool l_871_ = (l_761_ < l_870_);
            if (l_871_) {
                float _e1517 = l_mut_564_;
                buffer_0_global.Store(l_761_*4, asuint(_e1517));
                return;
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
