#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint scalars_u32_[4];
    uint static_meta[4];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) readonly buffer info_st_block_2Compute { info_st _group_0_binding_2_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    double a_419_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_321_ = 0.0;
    double l_mut_322_ = 0.0;
    double l_mut_323_ = 0.0;
    double l_mut_324_ = 0.0;
    double l_mut_325_ = 0.0;
    uint l_mut_326_ = 0u;
    double l_mut_562_ = 0.0;
    double l_mut_563_ = 0.0;
    double l_mut_564_ = 0.0;
    double l_mut_566_ = 0.0;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_762_ = _group_0_binding_2_cs.static_meta[1];
    uint l_763_ = (l_762_ * 1u);
    bool l_764_ = (0u < l_763_);
    uint l_765_ = (l_763_ - 1u);
    uint l_766_ = min(0u, l_765_);
    double l_767_ = _group_0_binding_1_cs[l_766_];
    double l_0_ = (l_764_ ? l_767_ : 0.0LF);
    uint l_769_ = _group_0_binding_2_cs.static_meta[1];
    uint l_770_ = (l_769_ * 1u);
    bool l_771_ = (1u < l_770_);
    uint l_772_ = (l_770_ - 1u);
    uint l_773_ = min(1u, l_772_);
    double l_774_ = _group_0_binding_1_cs[l_773_];
    double l_1_ = (l_771_ ? l_774_ : 0.0LF);
    uint _e73 = _group_0_binding_2_cs.scalars_u32_[1];
    uint _e77 = _group_0_binding_2_cs.scalars_u32_[2];
    uint l_2_ = (_e73 + _e77);
    uint _e82 = _group_0_binding_2_cs.scalars_u32_[0];
    uint l_3_ = (_e82 * 32u);
    bool l_4_ = (id < l_3_);
    if (l_4_) {
        uint l_5_ = (id / 32u);
        uint l_6_ = (id % 32u);
        bool l_7_ = (l_5_ != l_2_);
        uint _e94 = _group_0_binding_2_cs.scalars_u32_[2];
        bool l_8_ = (l_6_ > _e94);
        if (l_7_) {
            local = l_8_;
        } else {
            local = false;
        }
        bool l_9_ = local;
        if (l_9_) {
            uint _e103 = _group_0_binding_2_cs.scalars_u32_[0];
            uint l_10_ = (_e103 * 32u);
            uint l_11_ = (l_5_ * 32u);
            uint _e111 = _group_0_binding_2_cs.scalars_u32_[2];
            uint l_12_ = (l_11_ + _e111);
            uint l_776_ = _group_0_binding_2_cs.static_meta[0];
            uint l_777_ = (l_776_ * 1u);
            bool l_778_ = (l_12_ < l_777_);
            uint l_779_ = (l_777_ - 1u);
            uint l_780_ = min(l_12_, l_779_);
            double l_781_ = _group_0_binding_0_cs[l_780_];
            double l_13_ = (l_778_ ? l_781_ : 0.0LF);
            uint l_14_ = (l_10_ + l_12_);
            uint l_783_ = _group_0_binding_2_cs.static_meta[0];
            uint l_784_ = (l_783_ * 1u);
            bool l_785_ = (l_14_ < l_784_);
            uint l_786_ = (l_784_ - 1u);
            uint l_787_ = min(l_14_, l_786_);
            double l_788_ = _group_0_binding_0_cs[l_787_];
            double l_15_ = (l_785_ ? l_788_ : 0.0LF);
            uint l_16_ = (2u * l_10_);
            uint l_17_ = (l_16_ + l_12_);
            uint l_790_ = _group_0_binding_2_cs.static_meta[0];
            uint l_791_ = (l_790_ * 1u);
            bool l_792_ = (l_17_ < l_791_);
            uint l_793_ = (l_791_ - 1u);
            uint l_794_ = min(l_17_, l_793_);
            double l_795_ = _group_0_binding_0_cs[l_794_];
            double l_18_ = (l_792_ ? l_795_ : 0.0LF);
            uint l_19_ = (3u * l_10_);
            uint l_20_ = (l_19_ + l_12_);
            uint l_797_ = _group_0_binding_2_cs.static_meta[0];
            uint l_798_ = (l_797_ * 1u);
            bool l_799_ = (l_20_ < l_798_);
            uint l_800_ = (l_798_ - 1u);
            uint l_801_ = min(l_20_, l_800_);
            double l_802_ = _group_0_binding_0_cs[l_801_];
            double l_21_ = (l_799_ ? l_802_ : 0.0LF);
            double l_22_ = -(l_13_);
            double l_23_ = -(l_15_);
            double l_24_ = -(l_18_);
            double l_25_ = -(l_21_);
            uint l_804_ = _group_0_binding_2_cs.static_meta[0];
            uint l_805_ = (l_804_ * 1u);
            bool l_806_ = (id < l_805_);
            uint l_807_ = (l_805_ - 1u);
            uint l_808_ = min(id, l_807_);
            double l_809_ = _group_0_binding_0_cs[l_808_];
            double l_26_ = (l_806_ ? l_809_ : 0.0LF);
            uint l_27_ = (l_10_ + id);
            uint l_811_ = _group_0_binding_2_cs.static_meta[0];
            uint l_812_ = (l_811_ * 1u);
            bool l_813_ = (l_27_ < l_812_);
            uint l_814_ = (l_812_ - 1u);
            uint l_815_ = min(l_27_, l_814_);
            double l_816_ = _group_0_binding_0_cs[l_815_];
            double l_28_ = (l_813_ ? l_816_ : 0.0LF);
            uint l_29_ = (2u * l_10_);
            uint l_30_ = (l_29_ + id);
            uint l_818_ = _group_0_binding_2_cs.static_meta[0];
            uint l_819_ = (l_818_ * 1u);
            bool l_820_ = (l_30_ < l_819_);
            uint l_821_ = (l_819_ - 1u);
            uint l_822_ = min(l_30_, l_821_);
            double l_823_ = _group_0_binding_0_cs[l_822_];
            double l_31_ = (l_820_ ? l_823_ : 0.0LF);
            uint l_32_ = (3u * l_10_);
            uint l_33_ = (l_32_ + id);
            uint l_825_ = _group_0_binding_2_cs.static_meta[0];
            uint l_826_ = (l_825_ * 1u);
            bool l_827_ = (l_33_ < l_826_);
            uint l_828_ = (l_826_ - 1u);
            uint l_829_ = min(l_33_, l_828_);
            double l_830_ = _group_0_binding_0_cs[l_829_];
            double l_34_ = (l_827_ ? l_830_ : 0.0LF);
            uint l_35_ = (l_2_ * 32u);
            uint l_36_ = (l_35_ + l_6_);
            uint l_832_ = _group_0_binding_2_cs.static_meta[0];
            uint l_833_ = (l_832_ * 1u);
            bool l_834_ = (l_36_ < l_833_);
            uint l_835_ = (l_833_ - 1u);
            uint l_836_ = min(l_36_, l_835_);
            double l_837_ = _group_0_binding_0_cs[l_836_];
            double l_37_ = (l_834_ ? l_837_ : 0.0LF);
            uint l_38_ = (l_10_ + l_36_);
            uint l_839_ = _group_0_binding_2_cs.static_meta[0];
            uint l_840_ = (l_839_ * 1u);
            bool l_841_ = (l_38_ < l_840_);
            uint l_842_ = (l_840_ - 1u);
            uint l_843_ = min(l_38_, l_842_);
            double l_844_ = _group_0_binding_0_cs[l_843_];
            double l_39_ = (l_841_ ? l_844_ : 0.0LF);
            uint l_40_ = (2u * l_10_);
            uint l_41_ = (l_40_ + l_36_);
            uint l_846_ = _group_0_binding_2_cs.static_meta[0];
            uint l_847_ = (l_846_ * 1u);
            bool l_848_ = (l_41_ < l_847_);
            uint l_849_ = (l_847_ - 1u);
            uint l_850_ = min(l_41_, l_849_);
            double l_851_ = _group_0_binding_0_cs[l_850_];
            double l_42_ = (l_848_ ? l_851_ : 0.0LF);
            uint l_43_ = (3u * l_10_);
            uint l_44_ = (l_43_ + l_36_);
            uint l_853_ = _group_0_binding_2_cs.static_meta[0];
            uint l_854_ = (l_853_ * 1u);
            bool l_855_ = (l_44_ < l_854_);
            uint l_856_ = (l_854_ - 1u);
            uint l_857_ = min(l_44_, l_856_);
            double l_858_ = _group_0_binding_0_cs[l_857_];
            double l_45_ = (l_855_ ? l_858_ : 0.0LF);
            double l_46_ = (l_22_ * l_37_);
            double l_47_ = (l_46_ * l_1_);
            double l_48_ = (l_0_ * l_22_);
            double l_49_ = (l_48_ * l_1_);
            double l_50_ = (l_49_ - l_22_);
            double l_51_ = (l_50_ * l_1_);
            double l_52_ = (l_49_ - l_51_);
            double l_53_ = (l_22_ - l_52_);
            double l_54_ = (l_0_ * l_37_);
            double l_55_ = (l_54_ * l_1_);
            double l_56_ = (l_55_ - l_37_);
            double l_57_ = (l_56_ * l_1_);
            double l_58_ = (l_55_ - l_57_);
            double l_59_ = (l_37_ - l_58_);
            double l_60_ = (l_52_ * l_58_);
            double l_61_ = (l_60_ - l_47_);
            double l_62_ = (l_52_ * l_59_);
            double l_63_ = (l_61_ + l_62_);
            double l_64_ = (l_53_ * l_58_);
            double l_65_ = (l_63_ + l_64_);
            double l_66_ = (l_53_ * l_59_);
            double l_67_ = (l_65_ + l_66_);
            double l_68_ = (l_22_ * l_39_);
            double l_69_ = (l_68_ * l_1_);
            double l_70_ = (l_0_ * l_22_);
            double l_71_ = (l_70_ * l_1_);
            double l_72_ = (l_71_ - l_22_);
            double l_73_ = (l_72_ * l_1_);
            double l_74_ = (l_71_ - l_73_);
            double l_75_ = (l_22_ - l_74_);
            double l_76_ = (l_0_ * l_39_);
            double l_77_ = (l_76_ * l_1_);
            double l_78_ = (l_77_ - l_39_);
            double l_79_ = (l_78_ * l_1_);
            double l_80_ = (l_77_ - l_79_);
            double l_81_ = (l_39_ - l_80_);
            double l_82_ = (l_74_ * l_80_);
            double l_83_ = (l_82_ - l_69_);
            double l_84_ = (l_74_ * l_81_);
            double l_85_ = (l_83_ + l_84_);
            double l_86_ = (l_75_ * l_80_);
            double l_87_ = (l_85_ + l_86_);
            double l_88_ = (l_75_ * l_81_);
            double l_89_ = (l_87_ + l_88_);
            double l_90_ = (l_23_ * l_37_);
            double l_91_ = (l_90_ * l_1_);
            double l_92_ = (l_0_ * l_23_);
            double l_93_ = (l_92_ * l_1_);
            double l_94_ = (l_93_ - l_23_);
            double l_95_ = (l_94_ * l_1_);
            double l_96_ = (l_93_ - l_95_);
            double l_97_ = (l_23_ - l_96_);
            double l_98_ = (l_0_ * l_37_);
            double l_99_ = (l_98_ * l_1_);
            double l_100_ = (l_99_ - l_37_);
            double l_101_ = (l_100_ * l_1_);
            double l_102_ = (l_99_ - l_101_);
            double l_103_ = (l_37_ - l_102_);
            double l_104_ = (l_96_ * l_102_);
            double l_105_ = (l_104_ - l_91_);
            double l_106_ = (l_96_ * l_103_);
            double l_107_ = (l_105_ + l_106_);
            double l_108_ = (l_97_ * l_102_);
            double l_109_ = (l_107_ + l_108_);
            double l_110_ = (l_97_ * l_103_);
            double l_111_ = (l_109_ + l_110_);
            double l_112_ = (l_22_ * l_42_);
            double l_113_ = (l_112_ * l_1_);
            double l_114_ = (l_0_ * l_22_);
            double l_115_ = (l_114_ * l_1_);
            double l_116_ = (l_115_ - l_22_);
            double l_117_ = (l_116_ * l_1_);
            double l_118_ = (l_115_ - l_117_);
            double l_119_ = (l_22_ - l_118_);
            double l_120_ = (l_0_ * l_42_);
            double l_121_ = (l_120_ * l_1_);
            double l_122_ = (l_121_ - l_42_);
            double l_123_ = (l_122_ * l_1_);
            double l_124_ = (l_121_ - l_123_);
            double l_125_ = (l_42_ - l_124_);
            double l_126_ = (l_118_ * l_124_);
            double l_127_ = (l_126_ - l_113_);
            double l_128_ = (l_118_ * l_125_);
            double l_129_ = (l_127_ + l_128_);
            double l_130_ = (l_119_ * l_124_);
            double l_131_ = (l_129_ + l_130_);
            double l_132_ = (l_119_ * l_125_);
            double l_133_ = (l_131_ + l_132_);
            double l_134_ = (l_23_ * l_39_);
            double l_135_ = (l_134_ * l_1_);
            double l_136_ = (l_0_ * l_23_);
            double l_137_ = (l_136_ * l_1_);
            double l_138_ = (l_137_ - l_23_);
            double l_139_ = (l_138_ * l_1_);
            double l_140_ = (l_137_ - l_139_);
            double l_141_ = (l_23_ - l_140_);
            double l_142_ = (l_0_ * l_39_);
            double l_143_ = (l_142_ * l_1_);
            double l_144_ = (l_143_ - l_39_);
            double l_145_ = (l_144_ * l_1_);
            double l_146_ = (l_143_ - l_145_);
            double l_147_ = (l_39_ - l_146_);
            double l_148_ = (l_140_ * l_146_);
            double l_149_ = (l_148_ - l_135_);
            double l_150_ = (l_140_ * l_147_);
            double l_151_ = (l_149_ + l_150_);
            double l_152_ = (l_141_ * l_146_);
            double l_153_ = (l_151_ + l_152_);
            double l_154_ = (l_141_ * l_147_);
            double l_155_ = (l_153_ + l_154_);
            double l_156_ = (l_24_ * l_37_);
            double l_157_ = (l_156_ * l_1_);
            double l_158_ = (l_0_ * l_24_);
            double l_159_ = (l_158_ * l_1_);
            double l_160_ = (l_159_ - l_24_);
            double l_161_ = (l_160_ * l_1_);
            double l_162_ = (l_159_ - l_161_);
            double l_163_ = (l_24_ - l_162_);
            double l_164_ = (l_0_ * l_37_);
            double l_165_ = (l_164_ * l_1_);
            double l_166_ = (l_165_ - l_37_);
            double l_167_ = (l_166_ * l_1_);
            double l_168_ = (l_165_ - l_167_);
            double l_169_ = (l_37_ - l_168_);
            double l_170_ = (l_162_ * l_168_);
            double l_171_ = (l_170_ - l_157_);
            double l_172_ = (l_162_ * l_169_);
            double l_173_ = (l_171_ + l_172_);
            double l_174_ = (l_163_ * l_168_);
            double l_175_ = (l_173_ + l_174_);
            double l_176_ = (l_163_ * l_169_);
            double l_177_ = (l_175_ + l_176_);
            double l_178_ = (l_69_ + l_91_);
            double l_179_ = (l_178_ * l_1_);
            double l_180_ = (l_179_ - l_69_);
            double l_181_ = (l_180_ * l_1_);
            double l_182_ = (l_179_ - l_181_);
            double l_183_ = (l_182_ * l_1_);
            double l_184_ = (l_69_ - l_183_);
            double l_185_ = (l_91_ - l_181_);
            double l_186_ = (l_184_ + l_185_);
            double l_187_ = (l_67_ + l_179_);
            double l_188_ = (l_187_ * l_1_);
            double l_189_ = (l_188_ - l_67_);
            double l_190_ = (l_189_ * l_1_);
            double l_191_ = (l_188_ - l_190_);
            double l_192_ = (l_191_ * l_1_);
            double l_193_ = (l_67_ - l_192_);
            double l_194_ = (l_179_ - l_190_);
            double l_195_ = (l_193_ + l_194_);
            double l_196_ = (l_186_ + l_195_);
            double l_197_ = (l_196_ * l_1_);
            double l_198_ = (l_197_ - l_186_);
            double l_199_ = (l_198_ * l_1_);
            double l_200_ = (l_197_ - l_199_);
            double l_201_ = (l_200_ * l_1_);
            double l_202_ = (l_186_ - l_201_);
            double l_203_ = (l_195_ - l_199_);
            double l_204_ = (l_202_ + l_203_);
            double l_205_ = (l_197_ + l_89_);
            double l_206_ = (l_205_ * l_1_);
            double l_207_ = (l_206_ - l_197_);
            double l_208_ = (l_207_ * l_1_);
            double l_209_ = (l_206_ - l_208_);
            double l_210_ = (l_209_ * l_1_);
            double l_211_ = (l_197_ - l_210_);
            double l_212_ = (l_89_ - l_208_);
            double l_213_ = (l_211_ + l_212_);
            double l_214_ = (l_111_ + l_206_);
            double l_215_ = (l_214_ * l_1_);
            double l_216_ = (l_215_ - l_111_);
            double l_217_ = (l_216_ * l_1_);
            double l_218_ = (l_215_ - l_217_);
            double l_219_ = (l_218_ * l_1_);
            double l_220_ = (l_111_ - l_219_);
            double l_221_ = (l_206_ - l_217_);
            double l_222_ = (l_220_ + l_221_);
            double l_223_ = (l_213_ + l_222_);
            double l_224_ = (l_223_ * l_1_);
            double l_225_ = (l_224_ - l_213_);
            double l_226_ = (l_225_ * l_1_);
            double l_227_ = (l_224_ - l_226_);
            double l_228_ = (l_227_ * l_1_);
            double l_229_ = (l_213_ - l_228_);
            double l_230_ = (l_222_ - l_226_);
            double l_231_ = (l_229_ + l_230_);
            double l_232_ = (l_113_ + l_135_);
            double l_233_ = (l_232_ * l_1_);
            double l_234_ = (l_233_ - l_113_);
            double l_235_ = (l_234_ * l_1_);
            double l_236_ = (l_233_ - l_235_);
            double l_237_ = (l_236_ * l_1_);
            double l_238_ = (l_113_ - l_237_);
            double l_239_ = (l_135_ - l_235_);
            double l_240_ = (l_238_ + l_239_);
            double l_241_ = (l_157_ + l_233_);
            double l_242_ = (l_241_ * l_1_);
            double l_243_ = (l_242_ - l_157_);
            double l_244_ = (l_243_ * l_1_);
            double l_245_ = (l_242_ - l_244_);
            double l_246_ = (l_245_ * l_1_);
            double l_247_ = (l_157_ - l_246_);
            double l_248_ = (l_233_ - l_244_);
            double l_249_ = (l_247_ + l_248_);
            double l_250_ = (l_240_ + l_249_);
            double l_251_ = (l_250_ * l_1_);
            double l_252_ = (l_251_ - l_240_);
            double l_253_ = (l_252_ * l_1_);
            double l_254_ = (l_251_ - l_253_);
            double l_255_ = (l_254_ * l_1_);
            double l_256_ = (l_240_ - l_255_);
            double l_257_ = (l_249_ - l_253_);
            double l_258_ = (l_256_ + l_257_);
            double l_259_ = (l_215_ + l_242_);
            double l_260_ = (l_259_ * l_1_);
            double l_261_ = (l_260_ - l_215_);
            double l_262_ = (l_261_ * l_1_);
            double l_263_ = (l_260_ - l_262_);
            double l_264_ = (l_263_ * l_1_);
            double l_265_ = (l_215_ - l_264_);
            double l_266_ = (l_242_ - l_262_);
            double l_267_ = (l_265_ + l_266_);
            double l_268_ = (l_224_ + l_251_);
            double l_269_ = (l_268_ * l_1_);
            double l_270_ = (l_269_ - l_224_);
            double l_271_ = (l_270_ * l_1_);
            double l_272_ = (l_269_ - l_271_);
            double l_273_ = (l_272_ * l_1_);
            double l_274_ = (l_224_ - l_273_);
            double l_275_ = (l_251_ - l_271_);
            double l_276_ = (l_274_ + l_275_);
            double l_277_ = (l_269_ + l_267_);
            double l_278_ = (l_277_ * l_1_);
            double l_279_ = (l_278_ - l_269_);
            double l_280_ = (l_279_ * l_1_);
            double l_281_ = (l_278_ - l_280_);
            double l_282_ = (l_281_ * l_1_);
            double l_283_ = (l_269_ - l_282_);
            double l_284_ = (l_267_ - l_280_);
            double l_285_ = (l_283_ + l_284_);
            double l_286_ = (l_231_ + l_258_);
            double l_287_ = (l_285_ + l_276_);
            double l_288_ = (l_286_ + l_287_);
            double l_289_ = (l_22_ * l_45_);
            double l_290_ = (l_23_ * l_42_);
            double l_291_ = (l_289_ + l_290_);
            double l_292_ = (l_24_ * l_39_);
            double l_293_ = (l_25_ * l_37_);
            double l_294_ = (l_292_ + l_293_);
            double l_295_ = (l_291_ + l_294_);
            double l_296_ = (l_204_ + l_133_);
            double l_297_ = (l_155_ + l_177_);
            double l_298_ = (l_296_ + l_297_);
            double l_299_ = (l_295_ + l_298_);
            double l_300_ = (l_278_ + l_299_);
            double l_301_ = (l_300_ + l_288_);
            double l_302_ = (l_301_ * l_1_);
            double l_303_ = (l_302_ - l_300_);
            double l_304_ = (l_303_ * l_1_);
            double l_305_ = (l_288_ - l_304_);
            double l_306_ = (l_260_ + l_302_);
            double l_307_ = (l_306_ * l_1_);
            double l_308_ = (l_307_ - l_260_);
            double l_309_ = (l_308_ * l_1_);
            double l_310_ = (l_302_ - l_309_);
            double l_311_ = (l_188_ + l_307_);
            double l_312_ = (l_311_ * l_1_);
            double l_313_ = (l_312_ - l_188_);
            double l_314_ = (l_313_ * l_1_);
            double l_315_ = (l_307_ - l_314_);
            double l_316_ = (l_47_ + l_312_);
            double l_317_ = (l_316_ * l_1_);
            double l_318_ = (l_317_ - l_47_);
            double l_319_ = (l_318_ * l_1_);
            double l_320_ = (l_312_ - l_319_);
            l_mut_321_ = 0.0LF;
            l_mut_322_ = 0.0LF;
            l_mut_323_ = 0.0LF;
            l_mut_324_ = 0.0LF;
            l_mut_325_ = l_317_;
            l_mut_326_ = 0u;
            double _e601 = l_mut_325_;
            double l_327_ = (_e601 + l_320_);
            double l_328_ = (l_327_ * l_1_);
            double _e604 = l_mut_325_;
            double l_329_ = (l_328_ - _e604);
            double l_330_ = (l_329_ * l_1_);
            double l_331_ = (l_320_ - l_330_);
            uint _e608 = l_mut_326_;
            bool l_332_ = (_e608 < 3u);
            bool l_333_ = (l_331_ != 0.0LF);
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
            double _e624 = l_mut_321_;
            double l_337_ = (l_336_ ? l_328_ : _e624);
            l_mut_321_ = l_337_;
            uint _e626 = l_mut_326_;
            bool l_338_ = (_e626 == 1u);
            if (l_334_) {
                local_3 = l_338_;
            } else {
                local_3 = false;
            }
            bool l_339_ = local_3;
            double _e633 = l_mut_322_;
            double l_340_ = (l_339_ ? l_328_ : _e633);
            l_mut_322_ = l_340_;
            uint _e635 = l_mut_326_;
            bool l_341_ = (_e635 == 2u);
            if (l_334_) {
                local_4 = l_341_;
            } else {
                local_4 = false;
            }
            bool l_342_ = local_4;
            double _e642 = l_mut_323_;
            double l_343_ = (l_342_ ? l_328_ : _e642);
            l_mut_323_ = l_343_;
            double l_344_ = (l_334_ ? l_331_ : l_328_);
            double _e645 = l_mut_325_;
            double l_345_ = (_e645 + l_320_);
            double l_346_ = (l_332_ ? l_344_ : l_345_);
            l_mut_325_ = l_346_;
            uint l_347_ = uint(l_334_);
            uint _e649 = l_mut_326_;
            l_mut_326_ = (_e649 + l_347_);
            double _e651 = l_mut_325_;
            double l_348_ = (_e651 + l_315_);
            double l_349_ = (l_348_ * l_1_);
            double _e654 = l_mut_325_;
            double l_350_ = (l_349_ - _e654);
            double l_351_ = (l_350_ * l_1_);
            double l_352_ = (l_315_ - l_351_);
            uint _e658 = l_mut_326_;
            bool l_353_ = (_e658 < 3u);
            bool l_354_ = (l_352_ != 0.0LF);
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
            double _e674 = l_mut_321_;
            double l_358_ = (l_357_ ? l_349_ : _e674);
            l_mut_321_ = l_358_;
            uint _e676 = l_mut_326_;
            bool l_359_ = (_e676 == 1u);
            if (l_355_) {
                local_7 = l_359_;
            } else {
                local_7 = false;
            }
            bool l_360_ = local_7;
            double _e683 = l_mut_322_;
            double l_361_ = (l_360_ ? l_349_ : _e683);
            l_mut_322_ = l_361_;
            uint _e685 = l_mut_326_;
            bool l_362_ = (_e685 == 2u);
            if (l_355_) {
                local_8 = l_362_;
            } else {
                local_8 = false;
            }
            bool l_363_ = local_8;
            double _e692 = l_mut_323_;
            double l_364_ = (l_363_ ? l_349_ : _e692);
            l_mut_323_ = l_364_;
            double l_365_ = (l_355_ ? l_352_ : l_349_);
            double _e695 = l_mut_325_;
            double l_366_ = (_e695 + l_315_);
            double l_367_ = (l_353_ ? l_365_ : l_366_);
            l_mut_325_ = l_367_;
            uint l_368_ = uint(l_355_);
            uint _e699 = l_mut_326_;
            l_mut_326_ = (_e699 + l_368_);
            double _e701 = l_mut_325_;
            double l_369_ = (_e701 + l_310_);
            double l_370_ = (l_369_ * l_1_);
            double _e704 = l_mut_325_;
            double l_371_ = (l_370_ - _e704);
            double l_372_ = (l_371_ * l_1_);
            double l_373_ = (l_310_ - l_372_);
            uint _e708 = l_mut_326_;
            bool l_374_ = (_e708 < 3u);
            bool l_375_ = (l_373_ != 0.0LF);
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
            double _e724 = l_mut_321_;
            double l_379_ = (l_378_ ? l_370_ : _e724);
            l_mut_321_ = l_379_;
            uint _e726 = l_mut_326_;
            bool l_380_ = (_e726 == 1u);
            if (l_376_) {
                local_11 = l_380_;
            } else {
                local_11 = false;
            }
            bool l_381_ = local_11;
            double _e733 = l_mut_322_;
            double l_382_ = (l_381_ ? l_370_ : _e733);
            l_mut_322_ = l_382_;
            uint _e735 = l_mut_326_;
            bool l_383_ = (_e735 == 2u);
            if (l_376_) {
                local_12 = l_383_;
            } else {
                local_12 = false;
            }
            bool l_384_ = local_12;
            double _e742 = l_mut_323_;
            double l_385_ = (l_384_ ? l_370_ : _e742);
            l_mut_323_ = l_385_;
            double l_386_ = (l_376_ ? l_373_ : l_370_);
            double _e745 = l_mut_325_;
            double l_387_ = (_e745 + l_310_);
            double l_388_ = (l_374_ ? l_386_ : l_387_);
            l_mut_325_ = l_388_;
            uint l_389_ = uint(l_376_);
            uint _e749 = l_mut_326_;
            l_mut_326_ = (_e749 + l_389_);
            double _e751 = l_mut_325_;
            double l_390_ = (_e751 + l_305_);
            double l_391_ = (l_390_ * l_1_);
            double _e754 = l_mut_325_;
            double l_392_ = (l_391_ - _e754);
            double l_393_ = (l_392_ * l_1_);
            double l_394_ = (l_305_ - l_393_);
            uint _e758 = l_mut_326_;
            bool l_395_ = (_e758 < 3u);
            bool l_396_ = (l_394_ != 0.0LF);
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
            double _e774 = l_mut_321_;
            double l_400_ = (l_399_ ? l_391_ : _e774);
            l_mut_321_ = l_400_;
            uint _e776 = l_mut_326_;
            bool l_401_ = (_e776 == 1u);
            if (l_397_) {
                local_15 = l_401_;
            } else {
                local_15 = false;
            }
            bool l_402_ = local_15;
            double _e783 = l_mut_322_;
            double l_403_ = (l_402_ ? l_391_ : _e783);
            l_mut_322_ = l_403_;
            uint _e785 = l_mut_326_;
            bool l_404_ = (_e785 == 2u);
            if (l_397_) {
                local_16 = l_404_;
            } else {
                local_16 = false;
            }
            bool l_405_ = local_16;
            double _e792 = l_mut_323_;
            double l_406_ = (l_405_ ? l_391_ : _e792);
            l_mut_323_ = l_406_;
            double l_407_ = (l_397_ ? l_394_ : l_391_);
            double _e795 = l_mut_325_;
            double l_408_ = (_e795 + l_305_);
            double l_409_ = (l_395_ ? l_407_ : l_408_);
            l_mut_325_ = l_409_;
            uint l_410_ = uint(l_397_);
            uint _e799 = l_mut_326_;
            l_mut_326_ = (_e799 + l_410_);
            uint _e801 = l_mut_326_;
            bool l_411_ = (_e801 == 0u);
            double _e804 = l_mut_321_;
            double _e805 = l_mut_325_;
            double l_412_ = (l_411_ ? _e805 : _e804);
            l_mut_321_ = l_412_;
            uint _e807 = l_mut_326_;
            bool l_413_ = (_e807 == 1u);
            double _e810 = l_mut_322_;
            double _e811 = l_mut_325_;
            double l_414_ = (l_413_ ? _e811 : _e810);
            l_mut_322_ = l_414_;
            uint _e813 = l_mut_326_;
            bool l_415_ = (_e813 == 2u);
            double _e816 = l_mut_323_;
            double _e817 = l_mut_325_;
            double l_416_ = (l_415_ ? _e817 : _e816);
            l_mut_323_ = l_416_;
            uint _e819 = l_mut_326_;
            bool l_417_ = (_e819 == 3u);
            double _e822 = l_mut_324_;
            double _e823 = l_mut_325_;
            double l_418_ = (l_417_ ? _e823 : _e822);
            l_mut_324_ = l_418_;
            a_419_[0] = l_26_;
            double _e827 = l_mut_321_;
            a_419_[1] = _e827;
            a_419_[2] = l_28_;
            double _e830 = l_mut_322_;
            a_419_[3] = _e830;
            a_419_[4] = l_31_;
            double _e833 = l_mut_323_;
            a_419_[5] = _e833;
            a_419_[6] = l_34_;
            double _e836 = l_mut_324_;
            a_419_[7] = _e836;
            double l_420_ = a_419_[7];
            l_mut_325_ = l_420_;
            double l_421_ = a_419_[6];
            double _e841 = l_mut_325_;
            double l_422_ = (l_421_ + _e841);
            double l_423_ = (l_422_ * l_1_);
            double l_424_ = (l_423_ - l_421_);
            double l_425_ = (l_424_ * l_1_);
            double l_426_ = (l_423_ - l_425_);
            double l_427_ = (l_426_ * l_1_);
            double l_428_ = (l_421_ - l_427_);
            double _e849 = l_mut_325_;
            double l_429_ = (_e849 - l_425_);
            double l_430_ = (l_428_ + l_429_);
            a_419_[7] = l_430_;
            l_mut_325_ = l_423_;
            double l_431_ = a_419_[5];
            double _e855 = l_mut_325_;
            double l_432_ = (l_431_ + _e855);
            double l_433_ = (l_432_ * l_1_);
            double l_434_ = (l_433_ - l_431_);
            double l_435_ = (l_434_ * l_1_);
            double l_436_ = (l_433_ - l_435_);
            double l_437_ = (l_436_ * l_1_);
            double l_438_ = (l_431_ - l_437_);
            double _e863 = l_mut_325_;
            double l_439_ = (_e863 - l_435_);
            double l_440_ = (l_438_ + l_439_);
            a_419_[6] = l_440_;
            l_mut_325_ = l_433_;
            double l_441_ = a_419_[4];
            double _e869 = l_mut_325_;
            double l_442_ = (l_441_ + _e869);
            double l_443_ = (l_442_ * l_1_);
            double l_444_ = (l_443_ - l_441_);
            double l_445_ = (l_444_ * l_1_);
            double l_446_ = (l_443_ - l_445_);
            double l_447_ = (l_446_ * l_1_);
            double l_448_ = (l_441_ - l_447_);
            double _e877 = l_mut_325_;
            double l_449_ = (_e877 - l_445_);
            double l_450_ = (l_448_ + l_449_);
            a_419_[5] = l_450_;
            l_mut_325_ = l_443_;
            double l_451_ = a_419_[3];
            double _e883 = l_mut_325_;
            double l_452_ = (l_451_ + _e883);
            double l_453_ = (l_452_ * l_1_);
            double l_454_ = (l_453_ - l_451_);
            double l_455_ = (l_454_ * l_1_);
            double l_456_ = (l_453_ - l_455_);
            double l_457_ = (l_456_ * l_1_);
            double l_458_ = (l_451_ - l_457_);
            double _e891 = l_mut_325_;
            double l_459_ = (_e891 - l_455_);
            double l_460_ = (l_458_ + l_459_);
            a_419_[4] = l_460_;
            l_mut_325_ = l_453_;
            double l_461_ = a_419_[2];
            double _e897 = l_mut_325_;
            double l_462_ = (l_461_ + _e897);
            double l_463_ = (l_462_ * l_1_);
            double l_464_ = (l_463_ - l_461_);
            double l_465_ = (l_464_ * l_1_);
            double l_466_ = (l_463_ - l_465_);
            double l_467_ = (l_466_ * l_1_);
            double l_468_ = (l_461_ - l_467_);
            double _e905 = l_mut_325_;
            double l_469_ = (_e905 - l_465_);
            double l_470_ = (l_468_ + l_469_);
            a_419_[3] = l_470_;
            l_mut_325_ = l_463_;
            double l_471_ = a_419_[1];
            double _e911 = l_mut_325_;
            double l_472_ = (l_471_ + _e911);
            double l_473_ = (l_472_ * l_1_);
            double l_474_ = (l_473_ - l_471_);
            double l_475_ = (l_474_ * l_1_);
            double l_476_ = (l_473_ - l_475_);
            double l_477_ = (l_476_ * l_1_);
            double l_478_ = (l_471_ - l_477_);
            double _e919 = l_mut_325_;
            double l_479_ = (_e919 - l_475_);
            double l_480_ = (l_478_ + l_479_);
            a_419_[2] = l_480_;
            l_mut_325_ = l_473_;
            double l_481_ = a_419_[0];
            double _e925 = l_mut_325_;
            double l_482_ = (l_481_ + _e925);
            double l_483_ = (l_482_ * l_1_);
            double l_484_ = (l_483_ - l_481_);
            double l_485_ = (l_484_ * l_1_);
            double l_486_ = (l_483_ - l_485_);
            double l_487_ = (l_486_ * l_1_);
            double l_488_ = (l_481_ - l_487_);
            double _e933 = l_mut_325_;
            double l_489_ = (_e933 - l_485_);
            double l_490_ = (l_488_ + l_489_);
            a_419_[1] = l_490_;
            l_mut_325_ = l_483_;
            double _e938 = l_mut_325_;
            a_419_[0] = _e938;
            double l_491_ = a_419_[7];
            l_mut_325_ = l_491_;
            double l_492_ = a_419_[6];
            double _e943 = l_mut_325_;
            double l_493_ = (l_492_ + _e943);
            double l_494_ = (l_493_ * l_1_);
            double l_495_ = (l_494_ - l_492_);
            double l_496_ = (l_495_ * l_1_);
            double l_497_ = (l_494_ - l_496_);
            double l_498_ = (l_497_ * l_1_);
            double l_499_ = (l_492_ - l_498_);
            double _e951 = l_mut_325_;
            double l_500_ = (_e951 - l_496_);
            double l_501_ = (l_499_ + l_500_);
            a_419_[7] = l_501_;
            l_mut_325_ = l_494_;
            double l_502_ = a_419_[5];
            double _e957 = l_mut_325_;
            double l_503_ = (l_502_ + _e957);
            double l_504_ = (l_503_ * l_1_);
            double l_505_ = (l_504_ - l_502_);
            double l_506_ = (l_505_ * l_1_);
            double l_507_ = (l_504_ - l_506_);
            double l_508_ = (l_507_ * l_1_);
            double l_509_ = (l_502_ - l_508_);
            double _e965 = l_mut_325_;
            double l_510_ = (_e965 - l_506_);
            double l_511_ = (l_509_ + l_510_);
            a_419_[6] = l_511_;
            l_mut_325_ = l_504_;
            double l_512_ = a_419_[4];
            double _e971 = l_mut_325_;
            double l_513_ = (l_512_ + _e971);
            double l_514_ = (l_513_ * l_1_);
            double l_515_ = (l_514_ - l_512_);
            double l_516_ = (l_515_ * l_1_);
            double l_517_ = (l_514_ - l_516_);
            double l_518_ = (l_517_ * l_1_);
            double l_519_ = (l_512_ - l_518_);
            double _e979 = l_mut_325_;
            double l_520_ = (_e979 - l_516_);
            double l_521_ = (l_519_ + l_520_);
            a_419_[5] = l_521_;
            l_mut_325_ = l_514_;
            double l_522_ = a_419_[3];
            double _e985 = l_mut_325_;
            double l_523_ = (l_522_ + _e985);
            double l_524_ = (l_523_ * l_1_);
            double l_525_ = (l_524_ - l_522_);
            double l_526_ = (l_525_ * l_1_);
            double l_527_ = (l_524_ - l_526_);
            double l_528_ = (l_527_ * l_1_);
            double l_529_ = (l_522_ - l_528_);
            double _e993 = l_mut_325_;
            double l_530_ = (_e993 - l_526_);
            double l_531_ = (l_529_ + l_530_);
            a_419_[4] = l_531_;
            l_mut_325_ = l_524_;
            double l_532_ = a_419_[2];
            double _e999 = l_mut_325_;
            double l_533_ = (l_532_ + _e999);
            double l_534_ = (l_533_ * l_1_);
            double l_535_ = (l_534_ - l_532_);
            double l_536_ = (l_535_ * l_1_);
            double l_537_ = (l_534_ - l_536_);
            double l_538_ = (l_537_ * l_1_);
            double l_539_ = (l_532_ - l_538_);
            double _e1007 = l_mut_325_;
            double l_540_ = (_e1007 - l_536_);
            double l_541_ = (l_539_ + l_540_);
            a_419_[3] = l_541_;
            l_mut_325_ = l_534_;
            double l_542_ = a_419_[1];
            double _e1013 = l_mut_325_;
            double l_543_ = (l_542_ + _e1013);
            double l_544_ = (l_543_ * l_1_);
            double l_545_ = (l_544_ - l_542_);
            double l_546_ = (l_545_ * l_1_);
            double l_547_ = (l_544_ - l_546_);
            double l_548_ = (l_547_ * l_1_);
            double l_549_ = (l_542_ - l_548_);
            double _e1021 = l_mut_325_;
            double l_550_ = (_e1021 - l_546_);
            double l_551_ = (l_549_ + l_550_);
            a_419_[2] = l_551_;
            l_mut_325_ = l_544_;
            double l_552_ = a_419_[0];
            double _e1027 = l_mut_325_;
            double l_553_ = (l_552_ + _e1027);
            double l_554_ = (l_553_ * l_1_);
            double l_555_ = (l_554_ - l_552_);
            double l_556_ = (l_555_ * l_1_);
            double l_557_ = (l_554_ - l_556_);
            double l_558_ = (l_557_ * l_1_);
            double l_559_ = (l_552_ - l_558_);
            double _e1035 = l_mut_325_;
            double l_560_ = (_e1035 - l_556_);
            double l_561_ = (l_559_ + l_560_);
            a_419_[1] = l_561_;
            l_mut_325_ = l_554_;
            double _e1040 = l_mut_325_;
            a_419_[0] = _e1040;
            l_mut_325_ = 0.0LF;
            l_mut_562_ = 0.0LF;
            l_mut_563_ = 0.0LF;
            l_mut_564_ = 0.0LF;
            double l_565_ = a_419_[0];
            l_mut_566_ = l_565_;
            l_mut_326_ = 0u;
            double l_567_ = a_419_[1];
            double _e1050 = l_mut_566_;
            double l_568_ = (_e1050 + l_567_);
            double l_569_ = (l_568_ * l_1_);
            double _e1053 = l_mut_566_;
            double l_570_ = (l_569_ - _e1053);
            double l_571_ = (l_570_ * l_1_);
            double l_572_ = (l_569_ - l_571_);
            double l_573_ = (l_572_ * l_1_);
            double _e1058 = l_mut_566_;
            double l_574_ = (_e1058 - l_573_);
            double l_575_ = (l_567_ - l_571_);
            double l_576_ = (l_574_ + l_575_);
            uint _e1062 = l_mut_326_;
            bool l_577_ = (_e1062 < 3u);
            bool l_578_ = (l_576_ != 0.0LF);
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
            double _e1078 = l_mut_325_;
            double l_582_ = (l_581_ ? l_569_ : _e1078);
            l_mut_325_ = l_582_;
            uint _e1080 = l_mut_326_;
            bool l_583_ = (_e1080 == 1u);
            if (l_579_) {
                local_19 = l_583_;
            } else {
                local_19 = false;
            }
            bool l_584_ = local_19;
            double _e1087 = l_mut_562_;
            double l_585_ = (l_584_ ? l_569_ : _e1087);
            l_mut_562_ = l_585_;
            uint _e1089 = l_mut_326_;
            bool l_586_ = (_e1089 == 2u);
            if (l_579_) {
                local_20 = l_586_;
            } else {
                local_20 = false;
            }
            bool l_587_ = local_20;
            double _e1096 = l_mut_563_;
            double l_588_ = (l_587_ ? l_569_ : _e1096);
            l_mut_563_ = l_588_;
            double l_589_ = (l_579_ ? l_576_ : l_569_);
            double _e1099 = l_mut_566_;
            double l_590_ = (_e1099 + l_567_);
            double l_591_ = (l_577_ ? l_589_ : l_590_);
            l_mut_566_ = l_591_;
            uint l_592_ = uint(l_579_);
            uint _e1103 = l_mut_326_;
            l_mut_326_ = (_e1103 + l_592_);
            double l_593_ = a_419_[2];
            double _e1107 = l_mut_566_;
            double l_594_ = (_e1107 + l_593_);
            double l_595_ = (l_594_ * l_1_);
            double _e1110 = l_mut_566_;
            double l_596_ = (l_595_ - _e1110);
            double l_597_ = (l_596_ * l_1_);
            double l_598_ = (l_595_ - l_597_);
            double l_599_ = (l_598_ * l_1_);
            double _e1115 = l_mut_566_;
            double l_600_ = (_e1115 - l_599_);
            double l_601_ = (l_593_ - l_597_);
            double l_602_ = (l_600_ + l_601_);
            uint _e1119 = l_mut_326_;
            bool l_603_ = (_e1119 < 3u);
            bool l_604_ = (l_602_ != 0.0LF);
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
            double _e1135 = l_mut_325_;
            double l_608_ = (l_607_ ? l_595_ : _e1135);
            l_mut_325_ = l_608_;
            uint _e1137 = l_mut_326_;
            bool l_609_ = (_e1137 == 1u);
            if (l_605_) {
                local_23 = l_609_;
            } else {
                local_23 = false;
            }
            bool l_610_ = local_23;
            double _e1144 = l_mut_562_;
            double l_611_ = (l_610_ ? l_595_ : _e1144);
            l_mut_562_ = l_611_;
            uint _e1146 = l_mut_326_;
            bool l_612_ = (_e1146 == 2u);
            if (l_605_) {
                local_24 = l_612_;
            } else {
                local_24 = false;
            }
            bool l_613_ = local_24;
            double _e1153 = l_mut_563_;
            double l_614_ = (l_613_ ? l_595_ : _e1153);
            l_mut_563_ = l_614_;
            double l_615_ = (l_605_ ? l_602_ : l_595_);
            double _e1156 = l_mut_566_;
            double l_616_ = (_e1156 + l_593_);
            double l_617_ = (l_603_ ? l_615_ : l_616_);
            l_mut_566_ = l_617_;
            uint l_618_ = uint(l_605_);
            uint _e1160 = l_mut_326_;
            l_mut_326_ = (_e1160 + l_618_);
            double l_619_ = a_419_[3];
            double _e1164 = l_mut_566_;
            double l_620_ = (_e1164 + l_619_);
            double l_621_ = (l_620_ * l_1_);
            double _e1167 = l_mut_566_;
            double l_622_ = (l_621_ - _e1167);
            double l_623_ = (l_622_ * l_1_);
            double l_624_ = (l_621_ - l_623_);
            double l_625_ = (l_624_ * l_1_);
            double _e1172 = l_mut_566_;
            double l_626_ = (_e1172 - l_625_);
            double l_627_ = (l_619_ - l_623_);
            double l_628_ = (l_626_ + l_627_);
            uint _e1176 = l_mut_326_;
            bool l_629_ = (_e1176 < 3u);
            bool l_630_ = (l_628_ != 0.0LF);
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
            double _e1192 = l_mut_325_;
            double l_634_ = (l_633_ ? l_621_ : _e1192);
            l_mut_325_ = l_634_;
            uint _e1194 = l_mut_326_;
            bool l_635_ = (_e1194 == 1u);
            if (l_631_) {
                local_27 = l_635_;
            } else {
                local_27 = false;
            }
            bool l_636_ = local_27;
            double _e1201 = l_mut_562_;
            double l_637_ = (l_636_ ? l_621_ : _e1201);
            l_mut_562_ = l_637_;
            uint _e1203 = l_mut_326_;
            bool l_638_ = (_e1203 == 2u);
            if (l_631_) {
                local_28 = l_638_;
            } else {
                local_28 = false;
            }
            bool l_639_ = local_28;
            double _e1210 = l_mut_563_;
            double l_640_ = (l_639_ ? l_621_ : _e1210);
            l_mut_563_ = l_640_;
            double l_641_ = (l_631_ ? l_628_ : l_621_);
            double _e1213 = l_mut_566_;
            double l_642_ = (_e1213 + l_619_);
            double l_643_ = (l_629_ ? l_641_ : l_642_);
            l_mut_566_ = l_643_;
            uint l_644_ = uint(l_631_);
            uint _e1217 = l_mut_326_;
            l_mut_326_ = (_e1217 + l_644_);
            double l_645_ = a_419_[4];
            double _e1221 = l_mut_566_;
            double l_646_ = (_e1221 + l_645_);
            double l_647_ = (l_646_ * l_1_);
            double _e1224 = l_mut_566_;
            double l_648_ = (l_647_ - _e1224);
            double l_649_ = (l_648_ * l_1_);
            double l_650_ = (l_647_ - l_649_);
            double l_651_ = (l_650_ * l_1_);
            double _e1229 = l_mut_566_;
            double l_652_ = (_e1229 - l_651_);
            double l_653_ = (l_645_ - l_649_);
            double l_654_ = (l_652_ + l_653_);
            uint _e1233 = l_mut_326_;
            bool l_655_ = (_e1233 < 3u);
            bool l_656_ = (l_654_ != 0.0LF);
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
            double _e1249 = l_mut_325_;
            double l_660_ = (l_659_ ? l_647_ : _e1249);
            l_mut_325_ = l_660_;
            uint _e1251 = l_mut_326_;
            bool l_661_ = (_e1251 == 1u);
            if (l_657_) {
                local_31 = l_661_;
            } else {
                local_31 = false;
            }
            bool l_662_ = local_31;
            double _e1258 = l_mut_562_;
            double l_663_ = (l_662_ ? l_647_ : _e1258);
            l_mut_562_ = l_663_;
            uint _e1260 = l_mut_326_;
            bool l_664_ = (_e1260 == 2u);
            if (l_657_) {
                local_32 = l_664_;
            } else {
                local_32 = false;
            }
            bool l_665_ = local_32;
            double _e1267 = l_mut_563_;
            double l_666_ = (l_665_ ? l_647_ : _e1267);
            l_mut_563_ = l_666_;
            double l_667_ = (l_657_ ? l_654_ : l_647_);
            double _e1270 = l_mut_566_;
            double l_668_ = (_e1270 + l_645_);
            double l_669_ = (l_655_ ? l_667_ : l_668_);
            l_mut_566_ = l_669_;
            uint l_670_ = uint(l_657_);
            uint _e1274 = l_mut_326_;
            l_mut_326_ = (_e1274 + l_670_);
            double l_671_ = a_419_[5];
            double _e1278 = l_mut_566_;
            double l_672_ = (_e1278 + l_671_);
            double l_673_ = (l_672_ * l_1_);
            double _e1281 = l_mut_566_;
            double l_674_ = (l_673_ - _e1281);
            double l_675_ = (l_674_ * l_1_);
            double l_676_ = (l_673_ - l_675_);
            double l_677_ = (l_676_ * l_1_);
            double _e1286 = l_mut_566_;
            double l_678_ = (_e1286 - l_677_);
            double l_679_ = (l_671_ - l_675_);
            double l_680_ = (l_678_ + l_679_);
            uint _e1290 = l_mut_326_;
            bool l_681_ = (_e1290 < 3u);
            bool l_682_ = (l_680_ != 0.0LF);
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
            double _e1306 = l_mut_325_;
            double l_686_ = (l_685_ ? l_673_ : _e1306);
            l_mut_325_ = l_686_;
            uint _e1308 = l_mut_326_;
            bool l_687_ = (_e1308 == 1u);
            if (l_683_) {
                local_35 = l_687_;
            } else {
                local_35 = false;
            }
            bool l_688_ = local_35;
            double _e1315 = l_mut_562_;
            double l_689_ = (l_688_ ? l_673_ : _e1315);
            l_mut_562_ = l_689_;
            uint _e1317 = l_mut_326_;
            bool l_690_ = (_e1317 == 2u);
            if (l_683_) {
                local_36 = l_690_;
            } else {
                local_36 = false;
            }
            bool l_691_ = local_36;
            double _e1324 = l_mut_563_;
            double l_692_ = (l_691_ ? l_673_ : _e1324);
            l_mut_563_ = l_692_;
            double l_693_ = (l_683_ ? l_680_ : l_673_);
            double _e1327 = l_mut_566_;
            double l_694_ = (_e1327 + l_671_);
            double l_695_ = (l_681_ ? l_693_ : l_694_);
            l_mut_566_ = l_695_;
            uint l_696_ = uint(l_683_);
            uint _e1331 = l_mut_326_;
            l_mut_326_ = (_e1331 + l_696_);
            double l_697_ = a_419_[6];
            double _e1335 = l_mut_566_;
            double l_698_ = (_e1335 + l_697_);
            double l_699_ = (l_698_ * l_1_);
            double _e1338 = l_mut_566_;
            double l_700_ = (l_699_ - _e1338);
            double l_701_ = (l_700_ * l_1_);
            double l_702_ = (l_699_ - l_701_);
            double l_703_ = (l_702_ * l_1_);
            double _e1343 = l_mut_566_;
            double l_704_ = (_e1343 - l_703_);
            double l_705_ = (l_697_ - l_701_);
            double l_706_ = (l_704_ + l_705_);
            uint _e1347 = l_mut_326_;
            bool l_707_ = (_e1347 < 3u);
            bool l_708_ = (l_706_ != 0.0LF);
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
            double _e1363 = l_mut_325_;
            double l_712_ = (l_711_ ? l_699_ : _e1363);
            l_mut_325_ = l_712_;
            uint _e1365 = l_mut_326_;
            bool l_713_ = (_e1365 == 1u);
            if (l_709_) {
                local_39 = l_713_;
            } else {
                local_39 = false;
            }
            bool l_714_ = local_39;
            double _e1372 = l_mut_562_;
            double l_715_ = (l_714_ ? l_699_ : _e1372);
            l_mut_562_ = l_715_;
            uint _e1374 = l_mut_326_;
            bool l_716_ = (_e1374 == 2u);
            if (l_709_) {
                local_40 = l_716_;
            } else {
                local_40 = false;
            }
            bool l_717_ = local_40;
            double _e1381 = l_mut_563_;
            double l_718_ = (l_717_ ? l_699_ : _e1381);
            l_mut_563_ = l_718_;
            double l_719_ = (l_709_ ? l_706_ : l_699_);
            double _e1384 = l_mut_566_;
            double l_720_ = (_e1384 + l_697_);
            double l_721_ = (l_707_ ? l_719_ : l_720_);
            l_mut_566_ = l_721_;
            uint l_722_ = uint(l_709_);
            uint _e1388 = l_mut_326_;
            l_mut_326_ = (_e1388 + l_722_);
            double l_723_ = a_419_[7];
            double _e1392 = l_mut_566_;
            double l_724_ = (_e1392 + l_723_);
            double l_725_ = (l_724_ * l_1_);
            double _e1395 = l_mut_566_;
            double l_726_ = (l_725_ - _e1395);
            double l_727_ = (l_726_ * l_1_);
            double l_728_ = (l_725_ - l_727_);
            double l_729_ = (l_728_ * l_1_);
            double _e1400 = l_mut_566_;
            double l_730_ = (_e1400 - l_729_);
            double l_731_ = (l_723_ - l_727_);
            double l_732_ = (l_730_ + l_731_);
            uint _e1404 = l_mut_326_;
            bool l_733_ = (_e1404 < 3u);
            bool l_734_ = (l_732_ != 0.0LF);
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
            double _e1420 = l_mut_325_;
            double l_738_ = (l_737_ ? l_725_ : _e1420);
            l_mut_325_ = l_738_;
            uint _e1422 = l_mut_326_;
            bool l_739_ = (_e1422 == 1u);
            if (l_735_) {
                local_43 = l_739_;
            } else {
                local_43 = false;
            }
            bool l_740_ = local_43;
            double _e1429 = l_mut_562_;
            double l_741_ = (l_740_ ? l_725_ : _e1429);
            l_mut_562_ = l_741_;
            uint _e1431 = l_mut_326_;
            bool l_742_ = (_e1431 == 2u);
            if (l_735_) {
                local_44 = l_742_;
            } else {
                local_44 = false;
            }
            bool l_743_ = local_44;
            double _e1438 = l_mut_563_;
            double l_744_ = (l_743_ ? l_725_ : _e1438);
            l_mut_563_ = l_744_;
            double l_745_ = (l_735_ ? l_732_ : l_725_);
            double _e1441 = l_mut_566_;
            double l_746_ = (_e1441 + l_723_);
            double l_747_ = (l_733_ ? l_745_ : l_746_);
            l_mut_566_ = l_747_;
            uint l_748_ = uint(l_735_);
            uint _e1445 = l_mut_326_;
            l_mut_326_ = (_e1445 + l_748_);
            uint _e1447 = l_mut_326_;
            bool l_749_ = (_e1447 == 0u);
            double _e1450 = l_mut_325_;
            double _e1451 = l_mut_566_;
            double l_750_ = (l_749_ ? _e1451 : _e1450);
            l_mut_325_ = l_750_;
            uint _e1453 = l_mut_326_;
            bool l_751_ = (_e1453 == 1u);
            double _e1456 = l_mut_562_;
            double _e1457 = l_mut_566_;
            double l_752_ = (l_751_ ? _e1457 : _e1456);
            l_mut_562_ = l_752_;
            uint _e1459 = l_mut_326_;
            bool l_753_ = (_e1459 == 2u);
            double _e1462 = l_mut_563_;
            double _e1463 = l_mut_566_;
            double l_754_ = (l_753_ ? _e1463 : _e1462);
            l_mut_563_ = l_754_;
            uint _e1465 = l_mut_326_;
            bool l_755_ = (_e1465 == 3u);
            double _e1468 = l_mut_564_;
            double _e1469 = l_mut_566_;
            double l_756_ = (l_755_ ? _e1469 : _e1468);
            l_mut_564_ = l_756_;
            uint l_860_ = _group_0_binding_2_cs.static_meta[0];
            uint l_861_ = (l_860_ * 1u);
            bool l_862_ = (id < l_861_);
            if (l_862_) {
                double _e1480 = l_mut_325_;
                _group_0_binding_0_cs[id] = _e1480;
            }
            uint l_757_ = (l_10_ + id);
            uint l_863_ = _group_0_binding_2_cs.static_meta[0];
            uint l_864_ = (l_863_ * 1u);
            bool l_865_ = (l_757_ < l_864_);
            if (l_865_) {
                double _e1491 = l_mut_562_;
                _group_0_binding_0_cs[l_757_] = _e1491;
            }
            uint l_758_ = (2u * l_10_);
            uint l_759_ = (l_758_ + id);
            uint l_866_ = _group_0_binding_2_cs.static_meta[0];
            uint l_867_ = (l_866_ * 1u);
            bool l_868_ = (l_759_ < l_867_);
            if (l_868_) {
                double _e1504 = l_mut_563_;
                _group_0_binding_0_cs[l_759_] = _e1504;
            }
            uint l_760_ = (3u * l_10_);
            uint l_761_ = (l_760_ + id);
            uint l_869_ = _group_0_binding_2_cs.static_meta[0];
            uint l_870_ = (l_869_ * 1u);
            bool l_871_ = (l_761_ < l_870_);
            if (l_871_) {
                double _e1517 = l_mut_564_;
                _group_0_binding_0_cs[l_761_] = _e1517;
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
