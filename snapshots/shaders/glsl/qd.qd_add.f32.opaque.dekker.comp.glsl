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
    float a_245_[8] = float[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    float l_mut_147_ = 0.0;
    float l_mut_148_ = 0.0;
    float l_mut_149_ = 0.0;
    float l_mut_150_ = 0.0;
    float l_mut_151_ = 0.0;
    uint l_mut_152_ = 0u;
    float l_mut_30_ = 0.0;
    float l_mut_31_ = 0.0;
    float l_mut_32_ = 0.0;
    float l_mut_33_ = 0.0;
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
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_584_ = _group_0_binding_4_cs.static_meta[2];
        uint l_585_ = (l_584_ * 1u);
        bool l_586_ = (0u < l_585_);
        uint l_587_ = (l_585_ - 1u);
        uint l_588_ = min(0u, l_587_);
        float l_589_ = _group_0_binding_2_cs[l_588_];
        float l_3_ = (l_586_ ? l_589_ : 0.0);
        uint l_591_ = _group_0_binding_4_cs.static_meta[2];
        uint l_592_ = (l_591_ * 1u);
        bool l_593_ = (1u < l_592_);
        uint l_594_ = (l_592_ - 1u);
        uint l_595_ = min(1u, l_594_);
        float l_596_ = _group_0_binding_2_cs[l_595_];
        float l_4_ = (l_593_ ? l_596_ : 0.0);
        uint l_598_ = _group_0_binding_4_cs.static_meta[0];
        uint l_599_ = (l_598_ * 1u);
        bool l_600_ = (id < l_599_);
        uint l_601_ = (l_599_ - 1u);
        uint l_602_ = min(id, l_601_);
        float l_603_ = _group_0_binding_0_cs[l_602_];
        float l_5_ = (l_600_ ? l_603_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_605_ = _group_0_binding_4_cs.static_meta[0];
        uint l_606_ = (l_605_ * 1u);
        bool l_607_ = (l_6_ < l_606_);
        uint l_608_ = (l_606_ - 1u);
        uint l_609_ = min(l_6_, l_608_);
        float l_610_ = _group_0_binding_0_cs[l_609_];
        float l_7_ = (l_607_ ? l_610_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_612_ = _group_0_binding_4_cs.static_meta[0];
        uint l_613_ = (l_612_ * 1u);
        bool l_614_ = (l_9_ < l_613_);
        uint l_615_ = (l_613_ - 1u);
        uint l_616_ = min(l_9_, l_615_);
        float l_617_ = _group_0_binding_0_cs[l_616_];
        float l_10_ = (l_614_ ? l_617_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_619_ = _group_0_binding_4_cs.static_meta[0];
        uint l_620_ = (l_619_ * 1u);
        bool l_621_ = (l_12_ < l_620_);
        uint l_622_ = (l_620_ - 1u);
        uint l_623_ = min(l_12_, l_622_);
        float l_624_ = _group_0_binding_0_cs[l_623_];
        float l_13_ = (l_621_ ? l_624_ : 0.0);
        uint l_626_ = _group_0_binding_4_cs.static_meta[1];
        uint l_627_ = (l_626_ * 1u);
        bool l_628_ = (id < l_627_);
        uint l_629_ = (l_627_ - 1u);
        uint l_630_ = min(id, l_629_);
        float l_631_ = _group_0_binding_1_cs[l_630_];
        float l_14_ = (l_628_ ? l_631_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_633_ = _group_0_binding_4_cs.static_meta[1];
        uint l_634_ = (l_633_ * 1u);
        bool l_635_ = (l_15_ < l_634_);
        uint l_636_ = (l_634_ - 1u);
        uint l_637_ = min(l_15_, l_636_);
        float l_638_ = _group_0_binding_1_cs[l_637_];
        float l_16_ = (l_635_ ? l_638_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_640_ = _group_0_binding_4_cs.static_meta[1];
        uint l_641_ = (l_640_ * 1u);
        bool l_642_ = (l_18_ < l_641_);
        uint l_643_ = (l_641_ - 1u);
        uint l_644_ = min(l_18_, l_643_);
        float l_645_ = _group_0_binding_1_cs[l_644_];
        float l_19_ = (l_642_ ? l_645_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_647_ = _group_0_binding_4_cs.static_meta[1];
        uint l_648_ = (l_647_ * 1u);
        bool l_649_ = (l_21_ < l_648_);
        uint l_650_ = (l_648_ - 1u);
        uint l_651_ = min(l_21_, l_650_);
        float l_652_ = _group_0_binding_1_cs[l_651_];
        float l_22_ = (l_649_ ? l_652_ : 0.0);
        float l_23_ = (l_5_ + l_14_);
        float l_24_ = abs(l_23_);
        float l_25_ = abs(l_5_);
        float l_26_ = abs(l_14_);
        float l_27_ = (l_25_ + l_26_);
        float l_28_ = (0.25 * l_27_);
        bool l_29_ = (l_24_ >= l_28_);
        l_mut_30_ = l_5_;
        l_mut_31_ = l_7_;
        l_mut_32_ = l_10_;
        l_mut_33_ = l_13_;
        if (l_29_) {
            float l_34_ = (l_5_ + l_14_);
            float l_35_ = (l_34_ * l_4_);
            float l_36_ = (l_35_ - l_5_);
            float l_37_ = (l_36_ * l_4_);
            float l_38_ = (l_35_ - l_37_);
            float l_39_ = (l_38_ * l_4_);
            float l_40_ = (l_5_ - l_39_);
            float l_41_ = (l_14_ - l_37_);
            float l_42_ = (l_40_ + l_41_);
            float l_43_ = (l_7_ + l_16_);
            float l_44_ = (l_43_ * l_4_);
            float l_45_ = (l_44_ - l_7_);
            float l_46_ = (l_45_ * l_4_);
            float l_47_ = (l_44_ - l_46_);
            float l_48_ = (l_47_ * l_4_);
            float l_49_ = (l_7_ - l_48_);
            float l_50_ = (l_16_ - l_46_);
            float l_51_ = (l_49_ + l_50_);
            float l_52_ = (l_10_ + l_19_);
            float l_53_ = (l_52_ * l_4_);
            float l_54_ = (l_53_ - l_10_);
            float l_55_ = (l_54_ * l_4_);
            float l_56_ = (l_53_ - l_55_);
            float l_57_ = (l_56_ * l_4_);
            float l_58_ = (l_10_ - l_57_);
            float l_59_ = (l_19_ - l_55_);
            float l_60_ = (l_58_ + l_59_);
            float l_61_ = (l_13_ + l_22_);
            float l_62_ = (l_61_ * l_4_);
            float l_63_ = (l_62_ - l_13_);
            float l_64_ = (l_63_ * l_4_);
            float l_65_ = (l_62_ - l_64_);
            float l_66_ = (l_65_ * l_4_);
            float l_67_ = (l_13_ - l_66_);
            float l_68_ = (l_22_ - l_64_);
            float l_69_ = (l_67_ + l_68_);
            float l_70_ = (l_44_ + l_42_);
            float l_71_ = (l_70_ * l_4_);
            float l_72_ = (l_71_ - l_44_);
            float l_73_ = (l_72_ * l_4_);
            float l_74_ = (l_71_ - l_73_);
            float l_75_ = (l_74_ * l_4_);
            float l_76_ = (l_44_ - l_75_);
            float l_77_ = (l_42_ - l_73_);
            float l_78_ = (l_76_ + l_77_);
            float l_79_ = (l_53_ + l_78_);
            float l_80_ = (l_79_ * l_4_);
            float l_81_ = (l_80_ - l_53_);
            float l_82_ = (l_81_ * l_4_);
            float l_83_ = (l_80_ - l_82_);
            float l_84_ = (l_83_ * l_4_);
            float l_85_ = (l_53_ - l_84_);
            float l_86_ = (l_78_ - l_82_);
            float l_87_ = (l_85_ + l_86_);
            float l_88_ = (l_51_ + l_80_);
            float l_89_ = (l_88_ * l_4_);
            float l_90_ = (l_89_ - l_51_);
            float l_91_ = (l_90_ * l_4_);
            float l_92_ = (l_89_ - l_91_);
            float l_93_ = (l_92_ * l_4_);
            float l_94_ = (l_51_ - l_93_);
            float l_95_ = (l_80_ - l_91_);
            float l_96_ = (l_94_ + l_95_);
            float l_97_ = (l_87_ + l_96_);
            float l_98_ = (l_97_ * l_4_);
            float l_99_ = (l_98_ - l_87_);
            float l_100_ = (l_99_ * l_4_);
            float l_101_ = (l_98_ - l_100_);
            float l_102_ = (l_101_ * l_4_);
            float l_103_ = (l_87_ - l_102_);
            float l_104_ = (l_96_ - l_100_);
            float l_105_ = (l_103_ + l_104_);
            float l_106_ = (l_62_ + l_98_);
            float l_107_ = (l_106_ * l_4_);
            float l_108_ = (l_107_ - l_62_);
            float l_109_ = (l_108_ * l_4_);
            float l_110_ = (l_107_ - l_109_);
            float l_111_ = (l_110_ * l_4_);
            float l_112_ = (l_62_ - l_111_);
            float l_113_ = (l_98_ - l_109_);
            float l_114_ = (l_112_ + l_113_);
            float l_115_ = (l_60_ + l_107_);
            float l_116_ = (l_115_ * l_4_);
            float l_117_ = (l_116_ - l_60_);
            float l_118_ = (l_117_ * l_4_);
            float l_119_ = (l_116_ - l_118_);
            float l_120_ = (l_119_ * l_4_);
            float l_121_ = (l_60_ - l_120_);
            float l_122_ = (l_107_ - l_118_);
            float l_123_ = (l_121_ + l_122_);
            float l_124_ = (l_114_ + l_123_);
            float l_125_ = (l_124_ + l_105_);
            float l_126_ = (l_125_ + l_69_);
            float l_127_ = (l_116_ + l_126_);
            float l_128_ = (l_127_ * l_4_);
            float l_129_ = (l_128_ - l_116_);
            float l_130_ = (l_129_ * l_4_);
            float l_131_ = (l_126_ - l_130_);
            float l_132_ = (l_89_ + l_128_);
            float l_133_ = (l_132_ * l_4_);
            float l_134_ = (l_133_ - l_89_);
            float l_135_ = (l_134_ * l_4_);
            float l_136_ = (l_128_ - l_135_);
            float l_137_ = (l_71_ + l_133_);
            float l_138_ = (l_137_ * l_4_);
            float l_139_ = (l_138_ - l_71_);
            float l_140_ = (l_139_ * l_4_);
            float l_141_ = (l_133_ - l_140_);
            float l_142_ = (l_35_ + l_138_);
            float l_143_ = (l_142_ * l_4_);
            float l_144_ = (l_143_ - l_35_);
            float l_145_ = (l_144_ * l_4_);
            float l_146_ = (l_138_ - l_145_);
            l_mut_147_ = 0.0;
            l_mut_148_ = 0.0;
            l_mut_149_ = 0.0;
            l_mut_150_ = 0.0;
            l_mut_151_ = l_143_;
            l_mut_152_ = 0u;
            float _e337 = l_mut_151_;
            float l_153_ = (_e337 + l_146_);
            float l_154_ = (l_153_ * l_4_);
            float _e340 = l_mut_151_;
            float l_155_ = (l_154_ - _e340);
            float l_156_ = (l_155_ * l_4_);
            float l_157_ = (l_146_ - l_156_);
            uint _e344 = l_mut_152_;
            bool l_158_ = (_e344 < 3u);
            bool l_159_ = (l_157_ != 0.0);
            if (l_158_) {
                local = l_159_;
            } else {
                local = false;
            }
            bool l_160_ = local;
            uint _e353 = l_mut_152_;
            bool l_161_ = (_e353 == 0u);
            if (l_160_) {
                local_1 = l_161_;
            } else {
                local_1 = false;
            }
            bool l_162_ = local_1;
            float _e360 = l_mut_147_;
            float l_163_ = (l_162_ ? l_154_ : _e360);
            l_mut_147_ = l_163_;
            uint _e362 = l_mut_152_;
            bool l_164_ = (_e362 == 1u);
            if (l_160_) {
                local_2 = l_164_;
            } else {
                local_2 = false;
            }
            bool l_165_ = local_2;
            float _e369 = l_mut_148_;
            float l_166_ = (l_165_ ? l_154_ : _e369);
            l_mut_148_ = l_166_;
            uint _e371 = l_mut_152_;
            bool l_167_ = (_e371 == 2u);
            if (l_160_) {
                local_3 = l_167_;
            } else {
                local_3 = false;
            }
            bool l_168_ = local_3;
            float _e378 = l_mut_149_;
            float l_169_ = (l_168_ ? l_154_ : _e378);
            l_mut_149_ = l_169_;
            float l_170_ = (l_160_ ? l_157_ : l_154_);
            float _e381 = l_mut_151_;
            float l_171_ = (_e381 + l_146_);
            float l_172_ = (l_158_ ? l_170_ : l_171_);
            l_mut_151_ = l_172_;
            uint l_173_ = uint(l_160_);
            uint _e385 = l_mut_152_;
            l_mut_152_ = (_e385 + l_173_);
            float _e387 = l_mut_151_;
            float l_174_ = (_e387 + l_141_);
            float l_175_ = (l_174_ * l_4_);
            float _e390 = l_mut_151_;
            float l_176_ = (l_175_ - _e390);
            float l_177_ = (l_176_ * l_4_);
            float l_178_ = (l_141_ - l_177_);
            uint _e394 = l_mut_152_;
            bool l_179_ = (_e394 < 3u);
            bool l_180_ = (l_178_ != 0.0);
            if (l_179_) {
                local_4 = l_180_;
            } else {
                local_4 = false;
            }
            bool l_181_ = local_4;
            uint _e403 = l_mut_152_;
            bool l_182_ = (_e403 == 0u);
            if (l_181_) {
                local_5 = l_182_;
            } else {
                local_5 = false;
            }
            bool l_183_ = local_5;
            float _e410 = l_mut_147_;
            float l_184_ = (l_183_ ? l_175_ : _e410);
            l_mut_147_ = l_184_;
            uint _e412 = l_mut_152_;
            bool l_185_ = (_e412 == 1u);
            if (l_181_) {
                local_6 = l_185_;
            } else {
                local_6 = false;
            }
            bool l_186_ = local_6;
            float _e419 = l_mut_148_;
            float l_187_ = (l_186_ ? l_175_ : _e419);
            l_mut_148_ = l_187_;
            uint _e421 = l_mut_152_;
            bool l_188_ = (_e421 == 2u);
            if (l_181_) {
                local_7 = l_188_;
            } else {
                local_7 = false;
            }
            bool l_189_ = local_7;
            float _e428 = l_mut_149_;
            float l_190_ = (l_189_ ? l_175_ : _e428);
            l_mut_149_ = l_190_;
            float l_191_ = (l_181_ ? l_178_ : l_175_);
            float _e431 = l_mut_151_;
            float l_192_ = (_e431 + l_141_);
            float l_193_ = (l_179_ ? l_191_ : l_192_);
            l_mut_151_ = l_193_;
            uint l_194_ = uint(l_181_);
            uint _e435 = l_mut_152_;
            l_mut_152_ = (_e435 + l_194_);
            float _e437 = l_mut_151_;
            float l_195_ = (_e437 + l_136_);
            float l_196_ = (l_195_ * l_4_);
            float _e440 = l_mut_151_;
            float l_197_ = (l_196_ - _e440);
            float l_198_ = (l_197_ * l_4_);
            float l_199_ = (l_136_ - l_198_);
            uint _e444 = l_mut_152_;
            bool l_200_ = (_e444 < 3u);
            bool l_201_ = (l_199_ != 0.0);
            if (l_200_) {
                local_8 = l_201_;
            } else {
                local_8 = false;
            }
            bool l_202_ = local_8;
            uint _e453 = l_mut_152_;
            bool l_203_ = (_e453 == 0u);
            if (l_202_) {
                local_9 = l_203_;
            } else {
                local_9 = false;
            }
            bool l_204_ = local_9;
            float _e460 = l_mut_147_;
            float l_205_ = (l_204_ ? l_196_ : _e460);
            l_mut_147_ = l_205_;
            uint _e462 = l_mut_152_;
            bool l_206_ = (_e462 == 1u);
            if (l_202_) {
                local_10 = l_206_;
            } else {
                local_10 = false;
            }
            bool l_207_ = local_10;
            float _e469 = l_mut_148_;
            float l_208_ = (l_207_ ? l_196_ : _e469);
            l_mut_148_ = l_208_;
            uint _e471 = l_mut_152_;
            bool l_209_ = (_e471 == 2u);
            if (l_202_) {
                local_11 = l_209_;
            } else {
                local_11 = false;
            }
            bool l_210_ = local_11;
            float _e478 = l_mut_149_;
            float l_211_ = (l_210_ ? l_196_ : _e478);
            l_mut_149_ = l_211_;
            float l_212_ = (l_202_ ? l_199_ : l_196_);
            float _e481 = l_mut_151_;
            float l_213_ = (_e481 + l_136_);
            float l_214_ = (l_200_ ? l_212_ : l_213_);
            l_mut_151_ = l_214_;
            uint l_215_ = uint(l_202_);
            uint _e485 = l_mut_152_;
            l_mut_152_ = (_e485 + l_215_);
            float _e487 = l_mut_151_;
            float l_216_ = (_e487 + l_131_);
            float l_217_ = (l_216_ * l_4_);
            float _e490 = l_mut_151_;
            float l_218_ = (l_217_ - _e490);
            float l_219_ = (l_218_ * l_4_);
            float l_220_ = (l_131_ - l_219_);
            uint _e494 = l_mut_152_;
            bool l_221_ = (_e494 < 3u);
            bool l_222_ = (l_220_ != 0.0);
            if (l_221_) {
                local_12 = l_222_;
            } else {
                local_12 = false;
            }
            bool l_223_ = local_12;
            uint _e503 = l_mut_152_;
            bool l_224_ = (_e503 == 0u);
            if (l_223_) {
                local_13 = l_224_;
            } else {
                local_13 = false;
            }
            bool l_225_ = local_13;
            float _e510 = l_mut_147_;
            float l_226_ = (l_225_ ? l_217_ : _e510);
            l_mut_147_ = l_226_;
            uint _e512 = l_mut_152_;
            bool l_227_ = (_e512 == 1u);
            if (l_223_) {
                local_14 = l_227_;
            } else {
                local_14 = false;
            }
            bool l_228_ = local_14;
            float _e519 = l_mut_148_;
            float l_229_ = (l_228_ ? l_217_ : _e519);
            l_mut_148_ = l_229_;
            uint _e521 = l_mut_152_;
            bool l_230_ = (_e521 == 2u);
            if (l_223_) {
                local_15 = l_230_;
            } else {
                local_15 = false;
            }
            bool l_231_ = local_15;
            float _e528 = l_mut_149_;
            float l_232_ = (l_231_ ? l_217_ : _e528);
            l_mut_149_ = l_232_;
            float l_233_ = (l_223_ ? l_220_ : l_217_);
            float _e531 = l_mut_151_;
            float l_234_ = (_e531 + l_131_);
            float l_235_ = (l_221_ ? l_233_ : l_234_);
            l_mut_151_ = l_235_;
            uint l_236_ = uint(l_223_);
            uint _e535 = l_mut_152_;
            l_mut_152_ = (_e535 + l_236_);
            uint _e537 = l_mut_152_;
            bool l_237_ = (_e537 == 0u);
            float _e540 = l_mut_147_;
            float _e541 = l_mut_151_;
            float l_238_ = (l_237_ ? _e541 : _e540);
            l_mut_147_ = l_238_;
            uint _e543 = l_mut_152_;
            bool l_239_ = (_e543 == 1u);
            float _e546 = l_mut_148_;
            float _e547 = l_mut_151_;
            float l_240_ = (l_239_ ? _e547 : _e546);
            l_mut_148_ = l_240_;
            uint _e549 = l_mut_152_;
            bool l_241_ = (_e549 == 2u);
            float _e552 = l_mut_149_;
            float _e553 = l_mut_151_;
            float l_242_ = (l_241_ ? _e553 : _e552);
            l_mut_149_ = l_242_;
            uint _e555 = l_mut_152_;
            bool l_243_ = (_e555 == 3u);
            float _e558 = l_mut_150_;
            float _e559 = l_mut_151_;
            float l_244_ = (l_243_ ? _e559 : _e558);
            l_mut_150_ = l_244_;
            float _e561 = l_mut_147_;
            l_mut_30_ = _e561;
            float _e562 = l_mut_148_;
            l_mut_31_ = _e562;
            float _e563 = l_mut_149_;
            l_mut_32_ = _e563;
            float _e564 = l_mut_150_;
            l_mut_33_ = _e564;
        } else {
            a_245_[0] = l_5_;
            a_245_[1] = l_14_;
            a_245_[2] = l_7_;
            a_245_[3] = l_16_;
            a_245_[4] = l_10_;
            a_245_[5] = l_19_;
            a_245_[6] = l_13_;
            a_245_[7] = l_22_;
            float l_246_ = a_245_[7];
            l_mut_151_ = l_246_;
            float l_247_ = a_245_[6];
            float _e577 = l_mut_151_;
            float l_248_ = (l_247_ + _e577);
            float l_249_ = (l_248_ * l_4_);
            float l_250_ = (l_249_ - l_247_);
            float l_251_ = (l_250_ * l_4_);
            float l_252_ = (l_249_ - l_251_);
            float l_253_ = (l_252_ * l_4_);
            float l_254_ = (l_247_ - l_253_);
            float _e585 = l_mut_151_;
            float l_255_ = (_e585 - l_251_);
            float l_256_ = (l_254_ + l_255_);
            a_245_[7] = l_256_;
            l_mut_151_ = l_249_;
            float l_257_ = a_245_[5];
            float _e591 = l_mut_151_;
            float l_258_ = (l_257_ + _e591);
            float l_259_ = (l_258_ * l_4_);
            float l_260_ = (l_259_ - l_257_);
            float l_261_ = (l_260_ * l_4_);
            float l_262_ = (l_259_ - l_261_);
            float l_263_ = (l_262_ * l_4_);
            float l_264_ = (l_257_ - l_263_);
            float _e599 = l_mut_151_;
            float l_265_ = (_e599 - l_261_);
            float l_266_ = (l_264_ + l_265_);
            a_245_[6] = l_266_;
            l_mut_151_ = l_259_;
            float l_267_ = a_245_[4];
            float _e605 = l_mut_151_;
            float l_268_ = (l_267_ + _e605);
            float l_269_ = (l_268_ * l_4_);
            float l_270_ = (l_269_ - l_267_);
            float l_271_ = (l_270_ * l_4_);
            float l_272_ = (l_269_ - l_271_);
            float l_273_ = (l_272_ * l_4_);
            float l_274_ = (l_267_ - l_273_);
            float _e613 = l_mut_151_;
            float l_275_ = (_e613 - l_271_);
            float l_276_ = (l_274_ + l_275_);
            a_245_[5] = l_276_;
            l_mut_151_ = l_269_;
            float l_277_ = a_245_[3];
            float _e619 = l_mut_151_;
            float l_278_ = (l_277_ + _e619);
            float l_279_ = (l_278_ * l_4_);
            float l_280_ = (l_279_ - l_277_);
            float l_281_ = (l_280_ * l_4_);
            float l_282_ = (l_279_ - l_281_);
            float l_283_ = (l_282_ * l_4_);
            float l_284_ = (l_277_ - l_283_);
            float _e627 = l_mut_151_;
            float l_285_ = (_e627 - l_281_);
            float l_286_ = (l_284_ + l_285_);
            a_245_[4] = l_286_;
            l_mut_151_ = l_279_;
            float l_287_ = a_245_[2];
            float _e633 = l_mut_151_;
            float l_288_ = (l_287_ + _e633);
            float l_289_ = (l_288_ * l_4_);
            float l_290_ = (l_289_ - l_287_);
            float l_291_ = (l_290_ * l_4_);
            float l_292_ = (l_289_ - l_291_);
            float l_293_ = (l_292_ * l_4_);
            float l_294_ = (l_287_ - l_293_);
            float _e641 = l_mut_151_;
            float l_295_ = (_e641 - l_291_);
            float l_296_ = (l_294_ + l_295_);
            a_245_[3] = l_296_;
            l_mut_151_ = l_289_;
            float l_297_ = a_245_[1];
            float _e647 = l_mut_151_;
            float l_298_ = (l_297_ + _e647);
            float l_299_ = (l_298_ * l_4_);
            float l_300_ = (l_299_ - l_297_);
            float l_301_ = (l_300_ * l_4_);
            float l_302_ = (l_299_ - l_301_);
            float l_303_ = (l_302_ * l_4_);
            float l_304_ = (l_297_ - l_303_);
            float _e655 = l_mut_151_;
            float l_305_ = (_e655 - l_301_);
            float l_306_ = (l_304_ + l_305_);
            a_245_[2] = l_306_;
            l_mut_151_ = l_299_;
            float l_307_ = a_245_[0];
            float _e661 = l_mut_151_;
            float l_308_ = (l_307_ + _e661);
            float l_309_ = (l_308_ * l_4_);
            float l_310_ = (l_309_ - l_307_);
            float l_311_ = (l_310_ * l_4_);
            float l_312_ = (l_309_ - l_311_);
            float l_313_ = (l_312_ * l_4_);
            float l_314_ = (l_307_ - l_313_);
            float _e669 = l_mut_151_;
            float l_315_ = (_e669 - l_311_);
            float l_316_ = (l_314_ + l_315_);
            a_245_[1] = l_316_;
            l_mut_151_ = l_309_;
            float _e674 = l_mut_151_;
            a_245_[0] = _e674;
            float l_317_ = a_245_[7];
            l_mut_151_ = l_317_;
            float l_318_ = a_245_[6];
            float _e679 = l_mut_151_;
            float l_319_ = (l_318_ + _e679);
            float l_320_ = (l_319_ * l_4_);
            float l_321_ = (l_320_ - l_318_);
            float l_322_ = (l_321_ * l_4_);
            float l_323_ = (l_320_ - l_322_);
            float l_324_ = (l_323_ * l_4_);
            float l_325_ = (l_318_ - l_324_);
            float _e687 = l_mut_151_;
            float l_326_ = (_e687 - l_322_);
            float l_327_ = (l_325_ + l_326_);
            a_245_[7] = l_327_;
            l_mut_151_ = l_320_;
            float l_328_ = a_245_[5];
            float _e693 = l_mut_151_;
            float l_329_ = (l_328_ + _e693);
            float l_330_ = (l_329_ * l_4_);
            float l_331_ = (l_330_ - l_328_);
            float l_332_ = (l_331_ * l_4_);
            float l_333_ = (l_330_ - l_332_);
            float l_334_ = (l_333_ * l_4_);
            float l_335_ = (l_328_ - l_334_);
            float _e701 = l_mut_151_;
            float l_336_ = (_e701 - l_332_);
            float l_337_ = (l_335_ + l_336_);
            a_245_[6] = l_337_;
            l_mut_151_ = l_330_;
            float l_338_ = a_245_[4];
            float _e707 = l_mut_151_;
            float l_339_ = (l_338_ + _e707);
            float l_340_ = (l_339_ * l_4_);
            float l_341_ = (l_340_ - l_338_);
            float l_342_ = (l_341_ * l_4_);
            float l_343_ = (l_340_ - l_342_);
            float l_344_ = (l_343_ * l_4_);
            float l_345_ = (l_338_ - l_344_);
            float _e715 = l_mut_151_;
            float l_346_ = (_e715 - l_342_);
            float l_347_ = (l_345_ + l_346_);
            a_245_[5] = l_347_;
            l_mut_151_ = l_340_;
            float l_348_ = a_245_[3];
            float _e721 = l_mut_151_;
            float l_349_ = (l_348_ + _e721);
            float l_350_ = (l_349_ * l_4_);
            float l_351_ = (l_350_ - l_348_);
            float l_352_ = (l_351_ * l_4_);
            float l_353_ = (l_350_ - l_352_);
            float l_354_ = (l_353_ * l_4_);
            float l_355_ = (l_348_ - l_354_);
            float _e729 = l_mut_151_;
            float l_356_ = (_e729 - l_352_);
            float l_357_ = (l_355_ + l_356_);
            a_245_[4] = l_357_;
            l_mut_151_ = l_350_;
            float l_358_ = a_245_[2];
            float _e735 = l_mut_151_;
            float l_359_ = (l_358_ + _e735);
            float l_360_ = (l_359_ * l_4_);
            float l_361_ = (l_360_ - l_358_);
            float l_362_ = (l_361_ * l_4_);
            float l_363_ = (l_360_ - l_362_);
            float l_364_ = (l_363_ * l_4_);
            float l_365_ = (l_358_ - l_364_);
            float _e743 = l_mut_151_;
            float l_366_ = (_e743 - l_362_);
            float l_367_ = (l_365_ + l_366_);
            a_245_[3] = l_367_;
            l_mut_151_ = l_360_;
            float l_368_ = a_245_[1];
            float _e749 = l_mut_151_;
            float l_369_ = (l_368_ + _e749);
            float l_370_ = (l_369_ * l_4_);
            float l_371_ = (l_370_ - l_368_);
            float l_372_ = (l_371_ * l_4_);
            float l_373_ = (l_370_ - l_372_);
            float l_374_ = (l_373_ * l_4_);
            float l_375_ = (l_368_ - l_374_);
            float _e757 = l_mut_151_;
            float l_376_ = (_e757 - l_372_);
            float l_377_ = (l_375_ + l_376_);
            a_245_[2] = l_377_;
            l_mut_151_ = l_370_;
            float l_378_ = a_245_[0];
            float _e763 = l_mut_151_;
            float l_379_ = (l_378_ + _e763);
            float l_380_ = (l_379_ * l_4_);
            float l_381_ = (l_380_ - l_378_);
            float l_382_ = (l_381_ * l_4_);
            float l_383_ = (l_380_ - l_382_);
            float l_384_ = (l_383_ * l_4_);
            float l_385_ = (l_378_ - l_384_);
            float _e771 = l_mut_151_;
            float l_386_ = (_e771 - l_382_);
            float l_387_ = (l_385_ + l_386_);
            a_245_[1] = l_387_;
            l_mut_151_ = l_380_;
            float _e776 = l_mut_151_;
            a_245_[0] = _e776;
            l_mut_151_ = 0.0;
            l_mut_150_ = 0.0;
            l_mut_149_ = 0.0;
            l_mut_148_ = 0.0;
            float l_388_ = a_245_[0];
            l_mut_147_ = l_388_;
            l_mut_152_ = 0u;
            float l_389_ = a_245_[1];
            float _e786 = l_mut_147_;
            float l_390_ = (_e786 + l_389_);
            float l_391_ = (l_390_ * l_4_);
            float _e789 = l_mut_147_;
            float l_392_ = (l_391_ - _e789);
            float l_393_ = (l_392_ * l_4_);
            float l_394_ = (l_391_ - l_393_);
            float l_395_ = (l_394_ * l_4_);
            float _e794 = l_mut_147_;
            float l_396_ = (_e794 - l_395_);
            float l_397_ = (l_389_ - l_393_);
            float l_398_ = (l_396_ + l_397_);
            uint _e798 = l_mut_152_;
            bool l_399_ = (_e798 < 3u);
            bool l_400_ = (l_398_ != 0.0);
            if (l_399_) {
                local_16 = l_400_;
            } else {
                local_16 = false;
            }
            bool l_401_ = local_16;
            uint _e807 = l_mut_152_;
            bool l_402_ = (_e807 == 0u);
            if (l_401_) {
                local_17 = l_402_;
            } else {
                local_17 = false;
            }
            bool l_403_ = local_17;
            float _e814 = l_mut_151_;
            float l_404_ = (l_403_ ? l_391_ : _e814);
            l_mut_151_ = l_404_;
            uint _e816 = l_mut_152_;
            bool l_405_ = (_e816 == 1u);
            if (l_401_) {
                local_18 = l_405_;
            } else {
                local_18 = false;
            }
            bool l_406_ = local_18;
            float _e823 = l_mut_150_;
            float l_407_ = (l_406_ ? l_391_ : _e823);
            l_mut_150_ = l_407_;
            uint _e825 = l_mut_152_;
            bool l_408_ = (_e825 == 2u);
            if (l_401_) {
                local_19 = l_408_;
            } else {
                local_19 = false;
            }
            bool l_409_ = local_19;
            float _e832 = l_mut_149_;
            float l_410_ = (l_409_ ? l_391_ : _e832);
            l_mut_149_ = l_410_;
            float l_411_ = (l_401_ ? l_398_ : l_391_);
            float _e835 = l_mut_147_;
            float l_412_ = (_e835 + l_389_);
            float l_413_ = (l_399_ ? l_411_ : l_412_);
            l_mut_147_ = l_413_;
            uint l_414_ = uint(l_401_);
            uint _e839 = l_mut_152_;
            l_mut_152_ = (_e839 + l_414_);
            float l_415_ = a_245_[2];
            float _e843 = l_mut_147_;
            float l_416_ = (_e843 + l_415_);
            float l_417_ = (l_416_ * l_4_);
            float _e846 = l_mut_147_;
            float l_418_ = (l_417_ - _e846);
            float l_419_ = (l_418_ * l_4_);
            float l_420_ = (l_417_ - l_419_);
            float l_421_ = (l_420_ * l_4_);
            float _e851 = l_mut_147_;
            float l_422_ = (_e851 - l_421_);
            float l_423_ = (l_415_ - l_419_);
            float l_424_ = (l_422_ + l_423_);
            uint _e855 = l_mut_152_;
            bool l_425_ = (_e855 < 3u);
            bool l_426_ = (l_424_ != 0.0);
            if (l_425_) {
                local_20 = l_426_;
            } else {
                local_20 = false;
            }
            bool l_427_ = local_20;
            uint _e864 = l_mut_152_;
            bool l_428_ = (_e864 == 0u);
            if (l_427_) {
                local_21 = l_428_;
            } else {
                local_21 = false;
            }
            bool l_429_ = local_21;
            float _e871 = l_mut_151_;
            float l_430_ = (l_429_ ? l_417_ : _e871);
            l_mut_151_ = l_430_;
            uint _e873 = l_mut_152_;
            bool l_431_ = (_e873 == 1u);
            if (l_427_) {
                local_22 = l_431_;
            } else {
                local_22 = false;
            }
            bool l_432_ = local_22;
            float _e880 = l_mut_150_;
            float l_433_ = (l_432_ ? l_417_ : _e880);
            l_mut_150_ = l_433_;
            uint _e882 = l_mut_152_;
            bool l_434_ = (_e882 == 2u);
            if (l_427_) {
                local_23 = l_434_;
            } else {
                local_23 = false;
            }
            bool l_435_ = local_23;
            float _e889 = l_mut_149_;
            float l_436_ = (l_435_ ? l_417_ : _e889);
            l_mut_149_ = l_436_;
            float l_437_ = (l_427_ ? l_424_ : l_417_);
            float _e892 = l_mut_147_;
            float l_438_ = (_e892 + l_415_);
            float l_439_ = (l_425_ ? l_437_ : l_438_);
            l_mut_147_ = l_439_;
            uint l_440_ = uint(l_427_);
            uint _e896 = l_mut_152_;
            l_mut_152_ = (_e896 + l_440_);
            float l_441_ = a_245_[3];
            float _e900 = l_mut_147_;
            float l_442_ = (_e900 + l_441_);
            float l_443_ = (l_442_ * l_4_);
            float _e903 = l_mut_147_;
            float l_444_ = (l_443_ - _e903);
            float l_445_ = (l_444_ * l_4_);
            float l_446_ = (l_443_ - l_445_);
            float l_447_ = (l_446_ * l_4_);
            float _e908 = l_mut_147_;
            float l_448_ = (_e908 - l_447_);
            float l_449_ = (l_441_ - l_445_);
            float l_450_ = (l_448_ + l_449_);
            uint _e912 = l_mut_152_;
            bool l_451_ = (_e912 < 3u);
            bool l_452_ = (l_450_ != 0.0);
            if (l_451_) {
                local_24 = l_452_;
            } else {
                local_24 = false;
            }
            bool l_453_ = local_24;
            uint _e921 = l_mut_152_;
            bool l_454_ = (_e921 == 0u);
            if (l_453_) {
                local_25 = l_454_;
            } else {
                local_25 = false;
            }
            bool l_455_ = local_25;
            float _e928 = l_mut_151_;
            float l_456_ = (l_455_ ? l_443_ : _e928);
            l_mut_151_ = l_456_;
            uint _e930 = l_mut_152_;
            bool l_457_ = (_e930 == 1u);
            if (l_453_) {
                local_26 = l_457_;
            } else {
                local_26 = false;
            }
            bool l_458_ = local_26;
            float _e937 = l_mut_150_;
            float l_459_ = (l_458_ ? l_443_ : _e937);
            l_mut_150_ = l_459_;
            uint _e939 = l_mut_152_;
            bool l_460_ = (_e939 == 2u);
            if (l_453_) {
                local_27 = l_460_;
            } else {
                local_27 = false;
            }
            bool l_461_ = local_27;
            float _e946 = l_mut_149_;
            float l_462_ = (l_461_ ? l_443_ : _e946);
            l_mut_149_ = l_462_;
            float l_463_ = (l_453_ ? l_450_ : l_443_);
            float _e949 = l_mut_147_;
            float l_464_ = (_e949 + l_441_);
            float l_465_ = (l_451_ ? l_463_ : l_464_);
            l_mut_147_ = l_465_;
            uint l_466_ = uint(l_453_);
            uint _e953 = l_mut_152_;
            l_mut_152_ = (_e953 + l_466_);
            float l_467_ = a_245_[4];
            float _e957 = l_mut_147_;
            float l_468_ = (_e957 + l_467_);
            float l_469_ = (l_468_ * l_4_);
            float _e960 = l_mut_147_;
            float l_470_ = (l_469_ - _e960);
            float l_471_ = (l_470_ * l_4_);
            float l_472_ = (l_469_ - l_471_);
            float l_473_ = (l_472_ * l_4_);
            float _e965 = l_mut_147_;
            float l_474_ = (_e965 - l_473_);
            float l_475_ = (l_467_ - l_471_);
            float l_476_ = (l_474_ + l_475_);
            uint _e969 = l_mut_152_;
            bool l_477_ = (_e969 < 3u);
            bool l_478_ = (l_476_ != 0.0);
            if (l_477_) {
                local_28 = l_478_;
            } else {
                local_28 = false;
            }
            bool l_479_ = local_28;
            uint _e978 = l_mut_152_;
            bool l_480_ = (_e978 == 0u);
            if (l_479_) {
                local_29 = l_480_;
            } else {
                local_29 = false;
            }
            bool l_481_ = local_29;
            float _e985 = l_mut_151_;
            float l_482_ = (l_481_ ? l_469_ : _e985);
            l_mut_151_ = l_482_;
            uint _e987 = l_mut_152_;
            bool l_483_ = (_e987 == 1u);
            if (l_479_) {
                local_30 = l_483_;
            } else {
                local_30 = false;
            }
            bool l_484_ = local_30;
            float _e994 = l_mut_150_;
            float l_485_ = (l_484_ ? l_469_ : _e994);
            l_mut_150_ = l_485_;
            uint _e996 = l_mut_152_;
            bool l_486_ = (_e996 == 2u);
            if (l_479_) {
                local_31 = l_486_;
            } else {
                local_31 = false;
            }
            bool l_487_ = local_31;
            float _e1003 = l_mut_149_;
            float l_488_ = (l_487_ ? l_469_ : _e1003);
            l_mut_149_ = l_488_;
            float l_489_ = (l_479_ ? l_476_ : l_469_);
            float _e1006 = l_mut_147_;
            float l_490_ = (_e1006 + l_467_);
            float l_491_ = (l_477_ ? l_489_ : l_490_);
            l_mut_147_ = l_491_;
            uint l_492_ = uint(l_479_);
            uint _e1010 = l_mut_152_;
            l_mut_152_ = (_e1010 + l_492_);
            float l_493_ = a_245_[5];
            float _e1014 = l_mut_147_;
            float l_494_ = (_e1014 + l_493_);
            float l_495_ = (l_494_ * l_4_);
            float _e1017 = l_mut_147_;
            float l_496_ = (l_495_ - _e1017);
            float l_497_ = (l_496_ * l_4_);
            float l_498_ = (l_495_ - l_497_);
            float l_499_ = (l_498_ * l_4_);
            float _e1022 = l_mut_147_;
            float l_500_ = (_e1022 - l_499_);
            float l_501_ = (l_493_ - l_497_);
            float l_502_ = (l_500_ + l_501_);
            uint _e1026 = l_mut_152_;
            bool l_503_ = (_e1026 < 3u);
            bool l_504_ = (l_502_ != 0.0);
            if (l_503_) {
                local_32 = l_504_;
            } else {
                local_32 = false;
            }
            bool l_505_ = local_32;
            uint _e1035 = l_mut_152_;
            bool l_506_ = (_e1035 == 0u);
            if (l_505_) {
                local_33 = l_506_;
            } else {
                local_33 = false;
            }
            bool l_507_ = local_33;
            float _e1042 = l_mut_151_;
            float l_508_ = (l_507_ ? l_495_ : _e1042);
            l_mut_151_ = l_508_;
            uint _e1044 = l_mut_152_;
            bool l_509_ = (_e1044 == 1u);
            if (l_505_) {
                local_34 = l_509_;
            } else {
                local_34 = false;
            }
            bool l_510_ = local_34;
            float _e1051 = l_mut_150_;
            float l_511_ = (l_510_ ? l_495_ : _e1051);
            l_mut_150_ = l_511_;
            uint _e1053 = l_mut_152_;
            bool l_512_ = (_e1053 == 2u);
            if (l_505_) {
                local_35 = l_512_;
            } else {
                local_35 = false;
            }
            bool l_513_ = local_35;
            float _e1060 = l_mut_149_;
            float l_514_ = (l_513_ ? l_495_ : _e1060);
            l_mut_149_ = l_514_;
            float l_515_ = (l_505_ ? l_502_ : l_495_);
            float _e1063 = l_mut_147_;
            float l_516_ = (_e1063 + l_493_);
            float l_517_ = (l_503_ ? l_515_ : l_516_);
            l_mut_147_ = l_517_;
            uint l_518_ = uint(l_505_);
            uint _e1067 = l_mut_152_;
            l_mut_152_ = (_e1067 + l_518_);
            float l_519_ = a_245_[6];
            float _e1071 = l_mut_147_;
            float l_520_ = (_e1071 + l_519_);
            float l_521_ = (l_520_ * l_4_);
            float _e1074 = l_mut_147_;
            float l_522_ = (l_521_ - _e1074);
            float l_523_ = (l_522_ * l_4_);
            float l_524_ = (l_521_ - l_523_);
            float l_525_ = (l_524_ * l_4_);
            float _e1079 = l_mut_147_;
            float l_526_ = (_e1079 - l_525_);
            float l_527_ = (l_519_ - l_523_);
            float l_528_ = (l_526_ + l_527_);
            uint _e1083 = l_mut_152_;
            bool l_529_ = (_e1083 < 3u);
            bool l_530_ = (l_528_ != 0.0);
            if (l_529_) {
                local_36 = l_530_;
            } else {
                local_36 = false;
            }
            bool l_531_ = local_36;
            uint _e1092 = l_mut_152_;
            bool l_532_ = (_e1092 == 0u);
            if (l_531_) {
                local_37 = l_532_;
            } else {
                local_37 = false;
            }
            bool l_533_ = local_37;
            float _e1099 = l_mut_151_;
            float l_534_ = (l_533_ ? l_521_ : _e1099);
            l_mut_151_ = l_534_;
            uint _e1101 = l_mut_152_;
            bool l_535_ = (_e1101 == 1u);
            if (l_531_) {
                local_38 = l_535_;
            } else {
                local_38 = false;
            }
            bool l_536_ = local_38;
            float _e1108 = l_mut_150_;
            float l_537_ = (l_536_ ? l_521_ : _e1108);
            l_mut_150_ = l_537_;
            uint _e1110 = l_mut_152_;
            bool l_538_ = (_e1110 == 2u);
            if (l_531_) {
                local_39 = l_538_;
            } else {
                local_39 = false;
            }
            bool l_539_ = local_39;
            float _e1117 = l_mut_149_;
            float l_540_ = (l_539_ ? l_521_ : _e1117);
            l_mut_149_ = l_540_;
            float l_541_ = (l_531_ ? l_528_ : l_521_);
            float _e1120 = l_mut_147_;
            float l_542_ = (_e1120 + l_519_);
            float l_543_ = (l_529_ ? l_541_ : l_542_);
            l_mut_147_ = l_543_;
            uint l_544_ = uint(l_531_);
            uint _e1124 = l_mut_152_;
            l_mut_152_ = (_e1124 + l_544_);
            float l_545_ = a_245_[7];
            float _e1128 = l_mut_147_;
            float l_546_ = (_e1128 + l_545_);
            float l_547_ = (l_546_ * l_4_);
            float _e1131 = l_mut_147_;
            float l_548_ = (l_547_ - _e1131);
            float l_549_ = (l_548_ * l_4_);
            float l_550_ = (l_547_ - l_549_);
            float l_551_ = (l_550_ * l_4_);
            float _e1136 = l_mut_147_;
            float l_552_ = (_e1136 - l_551_);
            float l_553_ = (l_545_ - l_549_);
            float l_554_ = (l_552_ + l_553_);
            uint _e1140 = l_mut_152_;
            bool l_555_ = (_e1140 < 3u);
            bool l_556_ = (l_554_ != 0.0);
            if (l_555_) {
                local_40 = l_556_;
            } else {
                local_40 = false;
            }
            bool l_557_ = local_40;
            uint _e1149 = l_mut_152_;
            bool l_558_ = (_e1149 == 0u);
            if (l_557_) {
                local_41 = l_558_;
            } else {
                local_41 = false;
            }
            bool l_559_ = local_41;
            float _e1156 = l_mut_151_;
            float l_560_ = (l_559_ ? l_547_ : _e1156);
            l_mut_151_ = l_560_;
            uint _e1158 = l_mut_152_;
            bool l_561_ = (_e1158 == 1u);
            if (l_557_) {
                local_42 = l_561_;
            } else {
                local_42 = false;
            }
            bool l_562_ = local_42;
            float _e1165 = l_mut_150_;
            float l_563_ = (l_562_ ? l_547_ : _e1165);
            l_mut_150_ = l_563_;
            uint _e1167 = l_mut_152_;
            bool l_564_ = (_e1167 == 2u);
            if (l_557_) {
                local_43 = l_564_;
            } else {
                local_43 = false;
            }
            bool l_565_ = local_43;
            float _e1174 = l_mut_149_;
            float l_566_ = (l_565_ ? l_547_ : _e1174);
            l_mut_149_ = l_566_;
            float l_567_ = (l_557_ ? l_554_ : l_547_);
            float _e1177 = l_mut_147_;
            float l_568_ = (_e1177 + l_545_);
            float l_569_ = (l_555_ ? l_567_ : l_568_);
            l_mut_147_ = l_569_;
            uint l_570_ = uint(l_557_);
            uint _e1181 = l_mut_152_;
            l_mut_152_ = (_e1181 + l_570_);
            uint _e1183 = l_mut_152_;
            bool l_571_ = (_e1183 == 0u);
            float _e1186 = l_mut_151_;
            float _e1187 = l_mut_147_;
            float l_572_ = (l_571_ ? _e1187 : _e1186);
            l_mut_151_ = l_572_;
            uint _e1189 = l_mut_152_;
            bool l_573_ = (_e1189 == 1u);
            float _e1192 = l_mut_150_;
            float _e1193 = l_mut_147_;
            float l_574_ = (l_573_ ? _e1193 : _e1192);
            l_mut_150_ = l_574_;
            uint _e1195 = l_mut_152_;
            bool l_575_ = (_e1195 == 2u);
            float _e1198 = l_mut_149_;
            float _e1199 = l_mut_147_;
            float l_576_ = (l_575_ ? _e1199 : _e1198);
            l_mut_149_ = l_576_;
            uint _e1201 = l_mut_152_;
            bool l_577_ = (_e1201 == 3u);
            float _e1204 = l_mut_148_;
            float _e1205 = l_mut_147_;
            float l_578_ = (l_577_ ? _e1205 : _e1204);
            l_mut_148_ = l_578_;
            float _e1207 = l_mut_151_;
            l_mut_30_ = _e1207;
            float _e1208 = l_mut_150_;
            l_mut_31_ = _e1208;
            float _e1209 = l_mut_149_;
            l_mut_32_ = _e1209;
            float _e1210 = l_mut_148_;
            l_mut_33_ = _e1210;
        }
        uint l_654_ = _group_0_binding_4_cs.static_meta[3];
        uint l_655_ = (l_654_ * 1u);
        bool l_656_ = (id < l_655_);
        if (l_656_) {
            float _e1220 = l_mut_30_;
            _group_0_binding_3_cs[id] = _e1220;
        }
        uint l_579_ = (l_1_ + id);
        uint l_657_ = _group_0_binding_4_cs.static_meta[3];
        uint l_658_ = (l_657_ * 1u);
        bool l_659_ = (l_579_ < l_658_);
        if (l_659_) {
            float _e1231 = l_mut_31_;
            _group_0_binding_3_cs[l_579_] = _e1231;
        }
        uint l_580_ = (2u * l_1_);
        uint l_581_ = (l_580_ + id);
        uint l_660_ = _group_0_binding_4_cs.static_meta[3];
        uint l_661_ = (l_660_ * 1u);
        bool l_662_ = (l_581_ < l_661_);
        if (l_662_) {
            float _e1244 = l_mut_32_;
            _group_0_binding_3_cs[l_581_] = _e1244;
        }
        uint l_582_ = (3u * l_1_);
        uint l_583_ = (l_582_ + id);
        uint l_663_ = _group_0_binding_4_cs.static_meta[3];
        uint l_664_ = (l_663_ * 1u);
        bool l_665_ = (l_583_ < l_664_);
        if (l_665_) {
            float _e1257 = l_mut_33_;
            _group_0_binding_3_cs[l_583_] = _e1257;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
