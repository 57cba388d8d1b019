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

layout(std430) buffer type_1_block_0Compute { double _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { double _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { double _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { double _group_0_binding_3_cs[]; };

layout(std430) readonly buffer info_st_block_4Compute { info_st _group_0_binding_4_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    double a_270_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_848_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1422_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1996_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_168_ = 0.0;
    double l_mut_169_ = 0.0;
    double l_mut_170_ = 0.0;
    double l_mut_171_ = 0.0;
    double l_mut_172_ = 0.0;
    uint l_mut_173_ = 0u;
    double l_mut_748_ = 0.0;
    double l_mut_749_ = 0.0;
    double l_mut_750_ = 0.0;
    double l_mut_751_ = 0.0;
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
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    bool local_100 = false;
    bool local_101 = false;
    bool local_102 = false;
    bool local_103 = false;
    bool local_104 = false;
    bool local_105 = false;
    bool local_106 = false;
    bool local_107 = false;
    bool local_108 = false;
    bool local_109 = false;
    bool local_110 = false;
    bool local_111 = false;
    bool local_112 = false;
    bool local_113 = false;
    bool local_114 = false;
    bool local_115 = false;
    bool local_116 = false;
    bool local_117 = false;
    bool local_118 = false;
    bool local_119 = false;
    bool local_120 = false;
    bool local_121 = false;
    bool local_122 = false;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    bool local_145 = false;
    bool local_146 = false;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    bool local_161 = false;
    bool local_162 = false;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    bool local_187 = false;
    bool local_188 = false;
    bool local_189 = false;
    bool local_190 = false;
    bool local_191 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = _group_0_binding_4_cs.static_meta[4];
    uint l_1_ = (l_0_ / 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2448_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2449_ = (l_2448_ * 1u);
        bool l_2450_ = (0u < l_2449_);
        uint l_2451_ = (l_2449_ - 1u);
        uint l_2452_ = min(0u, l_2451_);
        double l_2453_ = _group_0_binding_2_cs[l_2452_];
        double l_3_ = (l_2450_ ? l_2453_ : 0.0LF);
        uint l_2455_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2456_ = (l_2455_ * 1u);
        bool l_2457_ = (1u < l_2456_);
        uint l_2458_ = (l_2456_ - 1u);
        uint l_2459_ = min(1u, l_2458_);
        double l_2460_ = _group_0_binding_2_cs[l_2459_];
        double l_4_ = (l_2457_ ? l_2460_ : 0.0LF);
        uint l_2462_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2463_ = (l_2462_ * 1u);
        bool l_2464_ = (id < l_2463_);
        uint l_2465_ = (l_2463_ - 1u);
        uint l_2466_ = min(id, l_2465_);
        double l_2467_ = _group_0_binding_0_cs[l_2466_];
        double l_5_ = (l_2464_ ? l_2467_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_2469_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2470_ = (l_2469_ * 1u);
        bool l_2471_ = (l_6_ < l_2470_);
        uint l_2472_ = (l_2470_ - 1u);
        uint l_2473_ = min(l_6_, l_2472_);
        double l_2474_ = _group_0_binding_0_cs[l_2473_];
        double l_7_ = (l_2471_ ? l_2474_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2476_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2477_ = (l_2476_ * 1u);
        bool l_2478_ = (l_9_ < l_2477_);
        uint l_2479_ = (l_2477_ - 1u);
        uint l_2480_ = min(l_9_, l_2479_);
        double l_2481_ = _group_0_binding_0_cs[l_2480_];
        double l_10_ = (l_2478_ ? l_2481_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2483_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2484_ = (l_2483_ * 1u);
        bool l_2485_ = (l_12_ < l_2484_);
        uint l_2486_ = (l_2484_ - 1u);
        uint l_2487_ = min(l_12_, l_2486_);
        double l_2488_ = _group_0_binding_0_cs[l_2487_];
        double l_13_ = (l_2485_ ? l_2488_ : 0.0LF);
        uint l_2490_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2491_ = (l_2490_ * 1u);
        bool l_2492_ = (id < l_2491_);
        uint l_2493_ = (l_2491_ - 1u);
        uint l_2494_ = min(id, l_2493_);
        double l_2495_ = _group_0_binding_1_cs[l_2494_];
        double l_14_ = (l_2492_ ? l_2495_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_2497_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2498_ = (l_2497_ * 1u);
        bool l_2499_ = (l_15_ < l_2498_);
        uint l_2500_ = (l_2498_ - 1u);
        uint l_2501_ = min(l_15_, l_2500_);
        double l_2502_ = _group_0_binding_1_cs[l_2501_];
        double l_16_ = (l_2499_ ? l_2502_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2504_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2505_ = (l_2504_ * 1u);
        bool l_2506_ = (l_18_ < l_2505_);
        uint l_2507_ = (l_2505_ - 1u);
        uint l_2508_ = min(l_18_, l_2507_);
        double l_2509_ = _group_0_binding_1_cs[l_2508_];
        double l_19_ = (l_2506_ ? l_2509_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2511_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2512_ = (l_2511_ * 1u);
        bool l_2513_ = (l_21_ < l_2512_);
        uint l_2514_ = (l_2512_ - 1u);
        uint l_2515_ = min(l_21_, l_2514_);
        double l_2516_ = _group_0_binding_1_cs[l_2515_];
        double l_22_ = (l_2513_ ? l_2516_ : 0.0LF);
        double l_23_ = (1.0LF / l_14_);
        double l_24_ = (l_5_ * l_23_);
        double l_25_ = (l_14_ * l_24_);
        double l_26_ = (l_25_ * l_4_);
        double l_27_ = (l_3_ * l_14_);
        double l_28_ = (l_27_ * l_4_);
        double l_29_ = (l_28_ - l_14_);
        double l_30_ = (l_29_ * l_4_);
        double l_31_ = (l_28_ - l_30_);
        double l_32_ = (l_14_ - l_31_);
        double l_33_ = (l_3_ * l_24_);
        double l_34_ = (l_33_ * l_4_);
        double l_35_ = (l_34_ - l_24_);
        double l_36_ = (l_35_ * l_4_);
        double l_37_ = (l_34_ - l_36_);
        double l_38_ = (l_24_ - l_37_);
        double l_39_ = (l_31_ * l_37_);
        double l_40_ = (l_39_ - l_26_);
        double l_41_ = (l_31_ * l_38_);
        double l_42_ = (l_40_ + l_41_);
        double l_43_ = (l_32_ * l_37_);
        double l_44_ = (l_42_ + l_43_);
        double l_45_ = (l_32_ * l_38_);
        double l_46_ = (l_44_ + l_45_);
        double l_47_ = (l_16_ * l_24_);
        double l_48_ = (l_47_ * l_4_);
        double l_49_ = (l_3_ * l_16_);
        double l_50_ = (l_49_ * l_4_);
        double l_51_ = (l_50_ - l_16_);
        double l_52_ = (l_51_ * l_4_);
        double l_53_ = (l_50_ - l_52_);
        double l_54_ = (l_16_ - l_53_);
        double l_55_ = (l_3_ * l_24_);
        double l_56_ = (l_55_ * l_4_);
        double l_57_ = (l_56_ - l_24_);
        double l_58_ = (l_57_ * l_4_);
        double l_59_ = (l_56_ - l_58_);
        double l_60_ = (l_24_ - l_59_);
        double l_61_ = (l_53_ * l_59_);
        double l_62_ = (l_61_ - l_48_);
        double l_63_ = (l_53_ * l_60_);
        double l_64_ = (l_62_ + l_63_);
        double l_65_ = (l_54_ * l_59_);
        double l_66_ = (l_64_ + l_65_);
        double l_67_ = (l_54_ * l_60_);
        double l_68_ = (l_66_ + l_67_);
        double l_69_ = (l_19_ * l_24_);
        double l_70_ = (l_69_ * l_4_);
        double l_71_ = (l_3_ * l_19_);
        double l_72_ = (l_71_ * l_4_);
        double l_73_ = (l_72_ - l_19_);
        double l_74_ = (l_73_ * l_4_);
        double l_75_ = (l_72_ - l_74_);
        double l_76_ = (l_19_ - l_75_);
        double l_77_ = (l_3_ * l_24_);
        double l_78_ = (l_77_ * l_4_);
        double l_79_ = (l_78_ - l_24_);
        double l_80_ = (l_79_ * l_4_);
        double l_81_ = (l_78_ - l_80_);
        double l_82_ = (l_24_ - l_81_);
        double l_83_ = (l_75_ * l_81_);
        double l_84_ = (l_83_ - l_70_);
        double l_85_ = (l_75_ * l_82_);
        double l_86_ = (l_84_ + l_85_);
        double l_87_ = (l_76_ * l_81_);
        double l_88_ = (l_86_ + l_87_);
        double l_89_ = (l_76_ * l_82_);
        double l_90_ = (l_88_ + l_89_);
        double l_91_ = (l_22_ * l_24_);
        double l_92_ = (l_46_ + l_48_);
        double l_93_ = (l_92_ * l_4_);
        double l_94_ = (l_93_ - l_46_);
        double l_95_ = (l_94_ * l_4_);
        double l_96_ = (l_93_ - l_95_);
        double l_97_ = (l_96_ * l_4_);
        double l_98_ = (l_46_ - l_97_);
        double l_99_ = (l_48_ - l_95_);
        double l_100_ = (l_98_ + l_99_);
        double l_101_ = (l_100_ + l_68_);
        double l_102_ = (l_101_ * l_4_);
        double l_103_ = (l_102_ - l_100_);
        double l_104_ = (l_103_ * l_4_);
        double l_105_ = (l_102_ - l_104_);
        double l_106_ = (l_105_ * l_4_);
        double l_107_ = (l_100_ - l_106_);
        double l_108_ = (l_68_ - l_104_);
        double l_109_ = (l_107_ + l_108_);
        double l_110_ = (l_70_ + l_102_);
        double l_111_ = (l_110_ * l_4_);
        double l_112_ = (l_111_ - l_70_);
        double l_113_ = (l_112_ * l_4_);
        double l_114_ = (l_111_ - l_113_);
        double l_115_ = (l_114_ * l_4_);
        double l_116_ = (l_70_ - l_115_);
        double l_117_ = (l_102_ - l_113_);
        double l_118_ = (l_116_ + l_117_);
        double l_119_ = (l_109_ + l_118_);
        double l_120_ = (l_119_ * l_4_);
        double l_121_ = (l_120_ - l_109_);
        double l_122_ = (l_121_ * l_4_);
        double l_123_ = (l_120_ - l_122_);
        double l_124_ = (l_123_ * l_4_);
        double l_125_ = (l_109_ - l_124_);
        double l_126_ = (l_118_ - l_122_);
        double l_127_ = (l_125_ + l_126_);
        double l_128_ = (l_120_ + l_90_);
        double l_129_ = (l_128_ * l_4_);
        double l_130_ = (l_129_ - l_120_);
        double l_131_ = (l_130_ * l_4_);
        double l_132_ = (l_129_ - l_131_);
        double l_133_ = (l_132_ * l_4_);
        double l_134_ = (l_120_ - l_133_);
        double l_135_ = (l_90_ - l_131_);
        double l_136_ = (l_134_ + l_135_);
        double l_137_ = (l_91_ + l_129_);
        double l_138_ = (l_137_ * l_4_);
        double l_139_ = (l_138_ - l_91_);
        double l_140_ = (l_139_ * l_4_);
        double l_141_ = (l_138_ - l_140_);
        double l_142_ = (l_141_ * l_4_);
        double l_143_ = (l_91_ - l_142_);
        double l_144_ = (l_129_ - l_140_);
        double l_145_ = (l_143_ + l_144_);
        double l_146_ = (l_136_ + l_145_);
        double l_147_ = (l_146_ + l_127_);
        double l_148_ = (l_138_ + l_147_);
        double l_149_ = (l_148_ * l_4_);
        double l_150_ = (l_149_ - l_138_);
        double l_151_ = (l_150_ * l_4_);
        double l_152_ = (l_147_ - l_151_);
        double l_153_ = (l_111_ + l_149_);
        double l_154_ = (l_153_ * l_4_);
        double l_155_ = (l_154_ - l_111_);
        double l_156_ = (l_155_ * l_4_);
        double l_157_ = (l_149_ - l_156_);
        double l_158_ = (l_93_ + l_154_);
        double l_159_ = (l_158_ * l_4_);
        double l_160_ = (l_159_ - l_93_);
        double l_161_ = (l_160_ * l_4_);
        double l_162_ = (l_154_ - l_161_);
        double l_163_ = (l_26_ + l_159_);
        double l_164_ = (l_163_ * l_4_);
        double l_165_ = (l_164_ - l_26_);
        double l_166_ = (l_165_ * l_4_);
        double l_167_ = (l_159_ - l_166_);
        l_mut_168_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_171_ = 0.0LF;
        l_mut_172_ = l_164_;
        l_mut_173_ = 0u;
        double _e365 = l_mut_172_;
        double l_174_ = (_e365 + l_167_);
        double l_175_ = (l_174_ * l_4_);
        double _e368 = l_mut_172_;
        double l_176_ = (l_175_ - _e368);
        double l_177_ = (l_176_ * l_4_);
        double l_178_ = (l_167_ - l_177_);
        uint _e372 = l_mut_173_;
        bool l_179_ = (_e372 < 3u);
        bool l_180_ = (l_178_ != 0.0LF);
        if (l_179_) {
            local = l_180_;
        } else {
            local = false;
        }
        bool l_181_ = local;
        uint _e381 = l_mut_173_;
        bool l_182_ = (_e381 == 0u);
        if (l_181_) {
            local_1 = l_182_;
        } else {
            local_1 = false;
        }
        bool l_183_ = local_1;
        double _e388 = l_mut_168_;
        double l_184_ = (l_183_ ? l_175_ : _e388);
        l_mut_168_ = l_184_;
        uint _e390 = l_mut_173_;
        bool l_185_ = (_e390 == 1u);
        if (l_181_) {
            local_2 = l_185_;
        } else {
            local_2 = false;
        }
        bool l_186_ = local_2;
        double _e397 = l_mut_169_;
        double l_187_ = (l_186_ ? l_175_ : _e397);
        l_mut_169_ = l_187_;
        uint _e399 = l_mut_173_;
        bool l_188_ = (_e399 == 2u);
        if (l_181_) {
            local_3 = l_188_;
        } else {
            local_3 = false;
        }
        bool l_189_ = local_3;
        double _e406 = l_mut_170_;
        double l_190_ = (l_189_ ? l_175_ : _e406);
        l_mut_170_ = l_190_;
        double l_191_ = (l_181_ ? l_178_ : l_175_);
        double _e409 = l_mut_172_;
        double l_192_ = (_e409 + l_167_);
        double l_193_ = (l_179_ ? l_191_ : l_192_);
        l_mut_172_ = l_193_;
        uint l_194_ = uint(l_181_);
        uint _e413 = l_mut_173_;
        l_mut_173_ = (_e413 + l_194_);
        double _e415 = l_mut_172_;
        double l_195_ = (_e415 + l_162_);
        double l_196_ = (l_195_ * l_4_);
        double _e418 = l_mut_172_;
        double l_197_ = (l_196_ - _e418);
        double l_198_ = (l_197_ * l_4_);
        double l_199_ = (l_162_ - l_198_);
        uint _e422 = l_mut_173_;
        bool l_200_ = (_e422 < 3u);
        bool l_201_ = (l_199_ != 0.0LF);
        if (l_200_) {
            local_4 = l_201_;
        } else {
            local_4 = false;
        }
        bool l_202_ = local_4;
        uint _e431 = l_mut_173_;
        bool l_203_ = (_e431 == 0u);
        if (l_202_) {
            local_5 = l_203_;
        } else {
            local_5 = false;
        }
        bool l_204_ = local_5;
        double _e438 = l_mut_168_;
        double l_205_ = (l_204_ ? l_196_ : _e438);
        l_mut_168_ = l_205_;
        uint _e440 = l_mut_173_;
        bool l_206_ = (_e440 == 1u);
        if (l_202_) {
            local_6 = l_206_;
        } else {
            local_6 = false;
        }
        bool l_207_ = local_6;
        double _e447 = l_mut_169_;
        double l_208_ = (l_207_ ? l_196_ : _e447);
        l_mut_169_ = l_208_;
        uint _e449 = l_mut_173_;
        bool l_209_ = (_e449 == 2u);
        if (l_202_) {
            local_7 = l_209_;
        } else {
            local_7 = false;
        }
        bool l_210_ = local_7;
        double _e456 = l_mut_170_;
        double l_211_ = (l_210_ ? l_196_ : _e456);
        l_mut_170_ = l_211_;
        double l_212_ = (l_202_ ? l_199_ : l_196_);
        double _e459 = l_mut_172_;
        double l_213_ = (_e459 + l_162_);
        double l_214_ = (l_200_ ? l_212_ : l_213_);
        l_mut_172_ = l_214_;
        uint l_215_ = uint(l_202_);
        uint _e463 = l_mut_173_;
        l_mut_173_ = (_e463 + l_215_);
        double _e465 = l_mut_172_;
        double l_216_ = (_e465 + l_157_);
        double l_217_ = (l_216_ * l_4_);
        double _e468 = l_mut_172_;
        double l_218_ = (l_217_ - _e468);
        double l_219_ = (l_218_ * l_4_);
        double l_220_ = (l_157_ - l_219_);
        uint _e472 = l_mut_173_;
        bool l_221_ = (_e472 < 3u);
        bool l_222_ = (l_220_ != 0.0LF);
        if (l_221_) {
            local_8 = l_222_;
        } else {
            local_8 = false;
        }
        bool l_223_ = local_8;
        uint _e481 = l_mut_173_;
        bool l_224_ = (_e481 == 0u);
        if (l_223_) {
            local_9 = l_224_;
        } else {
            local_9 = false;
        }
        bool l_225_ = local_9;
        double _e488 = l_mut_168_;
        double l_226_ = (l_225_ ? l_217_ : _e488);
        l_mut_168_ = l_226_;
        uint _e490 = l_mut_173_;
        bool l_227_ = (_e490 == 1u);
        if (l_223_) {
            local_10 = l_227_;
        } else {
            local_10 = false;
        }
        bool l_228_ = local_10;
        double _e497 = l_mut_169_;
        double l_229_ = (l_228_ ? l_217_ : _e497);
        l_mut_169_ = l_229_;
        uint _e499 = l_mut_173_;
        bool l_230_ = (_e499 == 2u);
        if (l_223_) {
            local_11 = l_230_;
        } else {
            local_11 = false;
        }
        bool l_231_ = local_11;
        double _e506 = l_mut_170_;
        double l_232_ = (l_231_ ? l_217_ : _e506);
        l_mut_170_ = l_232_;
        double l_233_ = (l_223_ ? l_220_ : l_217_);
        double _e509 = l_mut_172_;
        double l_234_ = (_e509 + l_157_);
        double l_235_ = (l_221_ ? l_233_ : l_234_);
        l_mut_172_ = l_235_;
        uint l_236_ = uint(l_223_);
        uint _e513 = l_mut_173_;
        l_mut_173_ = (_e513 + l_236_);
        double _e515 = l_mut_172_;
        double l_237_ = (_e515 + l_152_);
        double l_238_ = (l_237_ * l_4_);
        double _e518 = l_mut_172_;
        double l_239_ = (l_238_ - _e518);
        double l_240_ = (l_239_ * l_4_);
        double l_241_ = (l_152_ - l_240_);
        uint _e522 = l_mut_173_;
        bool l_242_ = (_e522 < 3u);
        bool l_243_ = (l_241_ != 0.0LF);
        if (l_242_) {
            local_12 = l_243_;
        } else {
            local_12 = false;
        }
        bool l_244_ = local_12;
        uint _e531 = l_mut_173_;
        bool l_245_ = (_e531 == 0u);
        if (l_244_) {
            local_13 = l_245_;
        } else {
            local_13 = false;
        }
        bool l_246_ = local_13;
        double _e538 = l_mut_168_;
        double l_247_ = (l_246_ ? l_238_ : _e538);
        l_mut_168_ = l_247_;
        uint _e540 = l_mut_173_;
        bool l_248_ = (_e540 == 1u);
        if (l_244_) {
            local_14 = l_248_;
        } else {
            local_14 = false;
        }
        bool l_249_ = local_14;
        double _e547 = l_mut_169_;
        double l_250_ = (l_249_ ? l_238_ : _e547);
        l_mut_169_ = l_250_;
        uint _e549 = l_mut_173_;
        bool l_251_ = (_e549 == 2u);
        if (l_244_) {
            local_15 = l_251_;
        } else {
            local_15 = false;
        }
        bool l_252_ = local_15;
        double _e556 = l_mut_170_;
        double l_253_ = (l_252_ ? l_238_ : _e556);
        l_mut_170_ = l_253_;
        double l_254_ = (l_244_ ? l_241_ : l_238_);
        double _e559 = l_mut_172_;
        double l_255_ = (_e559 + l_152_);
        double l_256_ = (l_242_ ? l_254_ : l_255_);
        l_mut_172_ = l_256_;
        uint l_257_ = uint(l_244_);
        uint _e563 = l_mut_173_;
        l_mut_173_ = (_e563 + l_257_);
        uint _e565 = l_mut_173_;
        bool l_258_ = (_e565 == 0u);
        double _e568 = l_mut_168_;
        double _e569 = l_mut_172_;
        double l_259_ = (l_258_ ? _e569 : _e568);
        l_mut_168_ = l_259_;
        uint _e571 = l_mut_173_;
        bool l_260_ = (_e571 == 1u);
        double _e574 = l_mut_169_;
        double _e575 = l_mut_172_;
        double l_261_ = (l_260_ ? _e575 : _e574);
        l_mut_169_ = l_261_;
        uint _e577 = l_mut_173_;
        bool l_262_ = (_e577 == 2u);
        double _e580 = l_mut_170_;
        double _e581 = l_mut_172_;
        double l_263_ = (l_262_ ? _e581 : _e580);
        l_mut_170_ = l_263_;
        uint _e583 = l_mut_173_;
        bool l_264_ = (_e583 == 3u);
        double _e586 = l_mut_171_;
        double _e587 = l_mut_172_;
        double l_265_ = (l_264_ ? _e587 : _e586);
        l_mut_171_ = l_265_;
        double _e589 = l_mut_168_;
        double l_266_ = -(_e589);
        double _e591 = l_mut_169_;
        double l_267_ = -(_e591);
        double _e593 = l_mut_170_;
        double l_268_ = -(_e593);
        double _e595 = l_mut_171_;
        double l_269_ = -(_e595);
        a_270_[0] = l_5_;
        a_270_[1] = l_266_;
        a_270_[2] = l_7_;
        a_270_[3] = l_267_;
        a_270_[4] = l_10_;
        a_270_[5] = l_268_;
        a_270_[6] = l_13_;
        a_270_[7] = l_269_;
        double l_271_ = a_270_[7];
        l_mut_172_ = l_271_;
        double l_272_ = a_270_[6];
        double _e609 = l_mut_172_;
        double l_273_ = (l_272_ + _e609);
        double l_274_ = (l_273_ * l_4_);
        double l_275_ = (l_274_ - l_272_);
        double l_276_ = (l_275_ * l_4_);
        double l_277_ = (l_274_ - l_276_);
        double l_278_ = (l_277_ * l_4_);
        double l_279_ = (l_272_ - l_278_);
        double _e617 = l_mut_172_;
        double l_280_ = (_e617 - l_276_);
        double l_281_ = (l_279_ + l_280_);
        a_270_[7] = l_281_;
        l_mut_172_ = l_274_;
        double l_282_ = a_270_[5];
        double _e623 = l_mut_172_;
        double l_283_ = (l_282_ + _e623);
        double l_284_ = (l_283_ * l_4_);
        double l_285_ = (l_284_ - l_282_);
        double l_286_ = (l_285_ * l_4_);
        double l_287_ = (l_284_ - l_286_);
        double l_288_ = (l_287_ * l_4_);
        double l_289_ = (l_282_ - l_288_);
        double _e631 = l_mut_172_;
        double l_290_ = (_e631 - l_286_);
        double l_291_ = (l_289_ + l_290_);
        a_270_[6] = l_291_;
        l_mut_172_ = l_284_;
        double l_292_ = a_270_[4];
        double _e637 = l_mut_172_;
        double l_293_ = (l_292_ + _e637);
        double l_294_ = (l_293_ * l_4_);
        double l_295_ = (l_294_ - l_292_);
        double l_296_ = (l_295_ * l_4_);
        double l_297_ = (l_294_ - l_296_);
        double l_298_ = (l_297_ * l_4_);
        double l_299_ = (l_292_ - l_298_);
        double _e645 = l_mut_172_;
        double l_300_ = (_e645 - l_296_);
        double l_301_ = (l_299_ + l_300_);
        a_270_[5] = l_301_;
        l_mut_172_ = l_294_;
        double l_302_ = a_270_[3];
        double _e651 = l_mut_172_;
        double l_303_ = (l_302_ + _e651);
        double l_304_ = (l_303_ * l_4_);
        double l_305_ = (l_304_ - l_302_);
        double l_306_ = (l_305_ * l_4_);
        double l_307_ = (l_304_ - l_306_);
        double l_308_ = (l_307_ * l_4_);
        double l_309_ = (l_302_ - l_308_);
        double _e659 = l_mut_172_;
        double l_310_ = (_e659 - l_306_);
        double l_311_ = (l_309_ + l_310_);
        a_270_[4] = l_311_;
        l_mut_172_ = l_304_;
        double l_312_ = a_270_[2];
        double _e665 = l_mut_172_;
        double l_313_ = (l_312_ + _e665);
        double l_314_ = (l_313_ * l_4_);
        double l_315_ = (l_314_ - l_312_);
        double l_316_ = (l_315_ * l_4_);
        double l_317_ = (l_314_ - l_316_);
        double l_318_ = (l_317_ * l_4_);
        double l_319_ = (l_312_ - l_318_);
        double _e673 = l_mut_172_;
        double l_320_ = (_e673 - l_316_);
        double l_321_ = (l_319_ + l_320_);
        a_270_[3] = l_321_;
        l_mut_172_ = l_314_;
        double l_322_ = a_270_[1];
        double _e679 = l_mut_172_;
        double l_323_ = (l_322_ + _e679);
        double l_324_ = (l_323_ * l_4_);
        double l_325_ = (l_324_ - l_322_);
        double l_326_ = (l_325_ * l_4_);
        double l_327_ = (l_324_ - l_326_);
        double l_328_ = (l_327_ * l_4_);
        double l_329_ = (l_322_ - l_328_);
        double _e687 = l_mut_172_;
        double l_330_ = (_e687 - l_326_);
        double l_331_ = (l_329_ + l_330_);
        a_270_[2] = l_331_;
        l_mut_172_ = l_324_;
        double l_332_ = a_270_[0];
        double _e693 = l_mut_172_;
        double l_333_ = (l_332_ + _e693);
        double l_334_ = (l_333_ * l_4_);
        double l_335_ = (l_334_ - l_332_);
        double l_336_ = (l_335_ * l_4_);
        double l_337_ = (l_334_ - l_336_);
        double l_338_ = (l_337_ * l_4_);
        double l_339_ = (l_332_ - l_338_);
        double _e701 = l_mut_172_;
        double l_340_ = (_e701 - l_336_);
        double l_341_ = (l_339_ + l_340_);
        a_270_[1] = l_341_;
        l_mut_172_ = l_334_;
        double _e706 = l_mut_172_;
        a_270_[0] = _e706;
        double l_342_ = a_270_[7];
        l_mut_172_ = l_342_;
        double l_343_ = a_270_[6];
        double _e711 = l_mut_172_;
        double l_344_ = (l_343_ + _e711);
        double l_345_ = (l_344_ * l_4_);
        double l_346_ = (l_345_ - l_343_);
        double l_347_ = (l_346_ * l_4_);
        double l_348_ = (l_345_ - l_347_);
        double l_349_ = (l_348_ * l_4_);
        double l_350_ = (l_343_ - l_349_);
        double _e719 = l_mut_172_;
        double l_351_ = (_e719 - l_347_);
        double l_352_ = (l_350_ + l_351_);
        a_270_[7] = l_352_;
        l_mut_172_ = l_345_;
        double l_353_ = a_270_[5];
        double _e725 = l_mut_172_;
        double l_354_ = (l_353_ + _e725);
        double l_355_ = (l_354_ * l_4_);
        double l_356_ = (l_355_ - l_353_);
        double l_357_ = (l_356_ * l_4_);
        double l_358_ = (l_355_ - l_357_);
        double l_359_ = (l_358_ * l_4_);
        double l_360_ = (l_353_ - l_359_);
        double _e733 = l_mut_172_;
        double l_361_ = (_e733 - l_357_);
        double l_362_ = (l_360_ + l_361_);
        a_270_[6] = l_362_;
        l_mut_172_ = l_355_;
        double l_363_ = a_270_[4];
        double _e739 = l_mut_172_;
        double l_364_ = (l_363_ + _e739);
        double l_365_ = (l_364_ * l_4_);
        double l_366_ = (l_365_ - l_363_);
        double l_367_ = (l_366_ * l_4_);
        double l_368_ = (l_365_ - l_367_);
        double l_369_ = (l_368_ * l_4_);
        double l_370_ = (l_363_ - l_369_);
        double _e747 = l_mut_172_;
        double l_371_ = (_e747 - l_367_);
        double l_372_ = (l_370_ + l_371_);
        a_270_[5] = l_372_;
        l_mut_172_ = l_365_;
        double l_373_ = a_270_[3];
        double _e753 = l_mut_172_;
        double l_374_ = (l_373_ + _e753);
        double l_375_ = (l_374_ * l_4_);
        double l_376_ = (l_375_ - l_373_);
        double l_377_ = (l_376_ * l_4_);
        double l_378_ = (l_375_ - l_377_);
        double l_379_ = (l_378_ * l_4_);
        double l_380_ = (l_373_ - l_379_);
        double _e761 = l_mut_172_;
        double l_381_ = (_e761 - l_377_);
        double l_382_ = (l_380_ + l_381_);
        a_270_[4] = l_382_;
        l_mut_172_ = l_375_;
        double l_383_ = a_270_[2];
        double _e767 = l_mut_172_;
        double l_384_ = (l_383_ + _e767);
        double l_385_ = (l_384_ * l_4_);
        double l_386_ = (l_385_ - l_383_);
        double l_387_ = (l_386_ * l_4_);
        double l_388_ = (l_385_ - l_387_);
        double l_389_ = (l_388_ * l_4_);
        double l_390_ = (l_383_ - l_389_);
        double _e775 = l_mut_172_;
        double l_391_ = (_e775 - l_387_);
        double l_392_ = (l_390_ + l_391_);
        a_270_[3] = l_392_;
        l_mut_172_ = l_385_;
        double l_393_ = a_270_[1];
        double _e781 = l_mut_172_;
        double l_394_ = (l_393_ + _e781);
        double l_395_ = (l_394_ * l_4_);
        double l_396_ = (l_395_ - l_393_);
        double l_397_ = (l_396_ * l_4_);
        double l_398_ = (l_395_ - l_397_);
        double l_399_ = (l_398_ * l_4_);
        double l_400_ = (l_393_ - l_399_);
        double _e789 = l_mut_172_;
        double l_401_ = (_e789 - l_397_);
        double l_402_ = (l_400_ + l_401_);
        a_270_[2] = l_402_;
        l_mut_172_ = l_395_;
        double l_403_ = a_270_[0];
        double _e795 = l_mut_172_;
        double l_404_ = (l_403_ + _e795);
        double l_405_ = (l_404_ * l_4_);
        double l_406_ = (l_405_ - l_403_);
        double l_407_ = (l_406_ * l_4_);
        double l_408_ = (l_405_ - l_407_);
        double l_409_ = (l_408_ * l_4_);
        double l_410_ = (l_403_ - l_409_);
        double _e803 = l_mut_172_;
        double l_411_ = (_e803 - l_407_);
        double l_412_ = (l_410_ + l_411_);
        a_270_[1] = l_412_;
        l_mut_172_ = l_405_;
        double _e808 = l_mut_172_;
        a_270_[0] = _e808;
        l_mut_172_ = 0.0LF;
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        double l_413_ = a_270_[0];
        l_mut_168_ = l_413_;
        l_mut_173_ = 0u;
        double l_414_ = a_270_[1];
        double _e818 = l_mut_168_;
        double l_415_ = (_e818 + l_414_);
        double l_416_ = (l_415_ * l_4_);
        double _e821 = l_mut_168_;
        double l_417_ = (l_416_ - _e821);
        double l_418_ = (l_417_ * l_4_);
        double l_419_ = (l_416_ - l_418_);
        double l_420_ = (l_419_ * l_4_);
        double _e826 = l_mut_168_;
        double l_421_ = (_e826 - l_420_);
        double l_422_ = (l_414_ - l_418_);
        double l_423_ = (l_421_ + l_422_);
        uint _e830 = l_mut_173_;
        bool l_424_ = (_e830 < 3u);
        bool l_425_ = (l_423_ != 0.0LF);
        if (l_424_) {
            local_16 = l_425_;
        } else {
            local_16 = false;
        }
        bool l_426_ = local_16;
        uint _e839 = l_mut_173_;
        bool l_427_ = (_e839 == 0u);
        if (l_426_) {
            local_17 = l_427_;
        } else {
            local_17 = false;
        }
        bool l_428_ = local_17;
        double _e846 = l_mut_172_;
        double l_429_ = (l_428_ ? l_416_ : _e846);
        l_mut_172_ = l_429_;
        uint _e848 = l_mut_173_;
        bool l_430_ = (_e848 == 1u);
        if (l_426_) {
            local_18 = l_430_;
        } else {
            local_18 = false;
        }
        bool l_431_ = local_18;
        double _e855 = l_mut_171_;
        double l_432_ = (l_431_ ? l_416_ : _e855);
        l_mut_171_ = l_432_;
        uint _e857 = l_mut_173_;
        bool l_433_ = (_e857 == 2u);
        if (l_426_) {
            local_19 = l_433_;
        } else {
            local_19 = false;
        }
        bool l_434_ = local_19;
        double _e864 = l_mut_170_;
        double l_435_ = (l_434_ ? l_416_ : _e864);
        l_mut_170_ = l_435_;
        double l_436_ = (l_426_ ? l_423_ : l_416_);
        double _e867 = l_mut_168_;
        double l_437_ = (_e867 + l_414_);
        double l_438_ = (l_424_ ? l_436_ : l_437_);
        l_mut_168_ = l_438_;
        uint l_439_ = uint(l_426_);
        uint _e871 = l_mut_173_;
        l_mut_173_ = (_e871 + l_439_);
        double l_440_ = a_270_[2];
        double _e875 = l_mut_168_;
        double l_441_ = (_e875 + l_440_);
        double l_442_ = (l_441_ * l_4_);
        double _e878 = l_mut_168_;
        double l_443_ = (l_442_ - _e878);
        double l_444_ = (l_443_ * l_4_);
        double l_445_ = (l_442_ - l_444_);
        double l_446_ = (l_445_ * l_4_);
        double _e883 = l_mut_168_;
        double l_447_ = (_e883 - l_446_);
        double l_448_ = (l_440_ - l_444_);
        double l_449_ = (l_447_ + l_448_);
        uint _e887 = l_mut_173_;
        bool l_450_ = (_e887 < 3u);
        bool l_451_ = (l_449_ != 0.0LF);
        if (l_450_) {
            local_20 = l_451_;
        } else {
            local_20 = false;
        }
        bool l_452_ = local_20;
        uint _e896 = l_mut_173_;
        bool l_453_ = (_e896 == 0u);
        if (l_452_) {
            local_21 = l_453_;
        } else {
            local_21 = false;
        }
        bool l_454_ = local_21;
        double _e903 = l_mut_172_;
        double l_455_ = (l_454_ ? l_442_ : _e903);
        l_mut_172_ = l_455_;
        uint _e905 = l_mut_173_;
        bool l_456_ = (_e905 == 1u);
        if (l_452_) {
            local_22 = l_456_;
        } else {
            local_22 = false;
        }
        bool l_457_ = local_22;
        double _e912 = l_mut_171_;
        double l_458_ = (l_457_ ? l_442_ : _e912);
        l_mut_171_ = l_458_;
        uint _e914 = l_mut_173_;
        bool l_459_ = (_e914 == 2u);
        if (l_452_) {
            local_23 = l_459_;
        } else {
            local_23 = false;
        }
        bool l_460_ = local_23;
        double _e921 = l_mut_170_;
        double l_461_ = (l_460_ ? l_442_ : _e921);
        l_mut_170_ = l_461_;
        double l_462_ = (l_452_ ? l_449_ : l_442_);
        double _e924 = l_mut_168_;
        double l_463_ = (_e924 + l_440_);
        double l_464_ = (l_450_ ? l_462_ : l_463_);
        l_mut_168_ = l_464_;
        uint l_465_ = uint(l_452_);
        uint _e928 = l_mut_173_;
        l_mut_173_ = (_e928 + l_465_);
        double l_466_ = a_270_[3];
        double _e932 = l_mut_168_;
        double l_467_ = (_e932 + l_466_);
        double l_468_ = (l_467_ * l_4_);
        double _e935 = l_mut_168_;
        double l_469_ = (l_468_ - _e935);
        double l_470_ = (l_469_ * l_4_);
        double l_471_ = (l_468_ - l_470_);
        double l_472_ = (l_471_ * l_4_);
        double _e940 = l_mut_168_;
        double l_473_ = (_e940 - l_472_);
        double l_474_ = (l_466_ - l_470_);
        double l_475_ = (l_473_ + l_474_);
        uint _e944 = l_mut_173_;
        bool l_476_ = (_e944 < 3u);
        bool l_477_ = (l_475_ != 0.0LF);
        if (l_476_) {
            local_24 = l_477_;
        } else {
            local_24 = false;
        }
        bool l_478_ = local_24;
        uint _e953 = l_mut_173_;
        bool l_479_ = (_e953 == 0u);
        if (l_478_) {
            local_25 = l_479_;
        } else {
            local_25 = false;
        }
        bool l_480_ = local_25;
        double _e960 = l_mut_172_;
        double l_481_ = (l_480_ ? l_468_ : _e960);
        l_mut_172_ = l_481_;
        uint _e962 = l_mut_173_;
        bool l_482_ = (_e962 == 1u);
        if (l_478_) {
            local_26 = l_482_;
        } else {
            local_26 = false;
        }
        bool l_483_ = local_26;
        double _e969 = l_mut_171_;
        double l_484_ = (l_483_ ? l_468_ : _e969);
        l_mut_171_ = l_484_;
        uint _e971 = l_mut_173_;
        bool l_485_ = (_e971 == 2u);
        if (l_478_) {
            local_27 = l_485_;
        } else {
            local_27 = false;
        }
        bool l_486_ = local_27;
        double _e978 = l_mut_170_;
        double l_487_ = (l_486_ ? l_468_ : _e978);
        l_mut_170_ = l_487_;
        double l_488_ = (l_478_ ? l_475_ : l_468_);
        double _e981 = l_mut_168_;
        double l_489_ = (_e981 + l_466_);
        double l_490_ = (l_476_ ? l_488_ : l_489_);
        l_mut_168_ = l_490_;
        uint l_491_ = uint(l_478_);
        uint _e985 = l_mut_173_;
        l_mut_173_ = (_e985 + l_491_);
        double l_492_ = a_270_[4];
        double _e989 = l_mut_168_;
        double l_493_ = (_e989 + l_492_);
        double l_494_ = (l_493_ * l_4_);
        double _e992 = l_mut_168_;
        double l_495_ = (l_494_ - _e992);
        double l_496_ = (l_495_ * l_4_);
        double l_497_ = (l_494_ - l_496_);
        double l_498_ = (l_497_ * l_4_);
        double _e997 = l_mut_168_;
        double l_499_ = (_e997 - l_498_);
        double l_500_ = (l_492_ - l_496_);
        double l_501_ = (l_499_ + l_500_);
        uint _e1001 = l_mut_173_;
        bool l_502_ = (_e1001 < 3u);
        bool l_503_ = (l_501_ != 0.0LF);
        if (l_502_) {
            local_28 = l_503_;
        } else {
            local_28 = false;
        }
        bool l_504_ = local_28;
        uint _e1010 = l_mut_173_;
        bool l_505_ = (_e1010 == 0u);
        if (l_504_) {
            local_29 = l_505_;
        } else {
            local_29 = false;
        }
        bool l_506_ = local_29;
        double _e1017 = l_mut_172_;
        double l_507_ = (l_506_ ? l_494_ : _e1017);
        l_mut_172_ = l_507_;
        uint _e1019 = l_mut_173_;
        bool l_508_ = (_e1019 == 1u);
        if (l_504_) {
            local_30 = l_508_;
        } else {
            local_30 = false;
        }
        bool l_509_ = local_30;
        double _e1026 = l_mut_171_;
        double l_510_ = (l_509_ ? l_494_ : _e1026);
        l_mut_171_ = l_510_;
        uint _e1028 = l_mut_173_;
        bool l_511_ = (_e1028 == 2u);
        if (l_504_) {
            local_31 = l_511_;
        } else {
            local_31 = false;
        }
        bool l_512_ = local_31;
        double _e1035 = l_mut_170_;
        double l_513_ = (l_512_ ? l_494_ : _e1035);
        l_mut_170_ = l_513_;
        double l_514_ = (l_504_ ? l_501_ : l_494_);
        double _e1038 = l_mut_168_;
        double l_515_ = (_e1038 + l_492_);
        double l_516_ = (l_502_ ? l_514_ : l_515_);
        l_mut_168_ = l_516_;
        uint l_517_ = uint(l_504_);
        uint _e1042 = l_mut_173_;
        l_mut_173_ = (_e1042 + l_517_);
        double l_518_ = a_270_[5];
        double _e1046 = l_mut_168_;
        double l_519_ = (_e1046 + l_518_);
        double l_520_ = (l_519_ * l_4_);
        double _e1049 = l_mut_168_;
        double l_521_ = (l_520_ - _e1049);
        double l_522_ = (l_521_ * l_4_);
        double l_523_ = (l_520_ - l_522_);
        double l_524_ = (l_523_ * l_4_);
        double _e1054 = l_mut_168_;
        double l_525_ = (_e1054 - l_524_);
        double l_526_ = (l_518_ - l_522_);
        double l_527_ = (l_525_ + l_526_);
        uint _e1058 = l_mut_173_;
        bool l_528_ = (_e1058 < 3u);
        bool l_529_ = (l_527_ != 0.0LF);
        if (l_528_) {
            local_32 = l_529_;
        } else {
            local_32 = false;
        }
        bool l_530_ = local_32;
        uint _e1067 = l_mut_173_;
        bool l_531_ = (_e1067 == 0u);
        if (l_530_) {
            local_33 = l_531_;
        } else {
            local_33 = false;
        }
        bool l_532_ = local_33;
        double _e1074 = l_mut_172_;
        double l_533_ = (l_532_ ? l_520_ : _e1074);
        l_mut_172_ = l_533_;
        uint _e1076 = l_mut_173_;
        bool l_534_ = (_e1076 == 1u);
        if (l_530_) {
            local_34 = l_534_;
        } else {
            local_34 = false;
        }
        bool l_535_ = local_34;
        double _e1083 = l_mut_171_;
        double l_536_ = (l_535_ ? l_520_ : _e1083);
        l_mut_171_ = l_536_;
        uint _e1085 = l_mut_173_;
        bool l_537_ = (_e1085 == 2u);
        if (l_530_) {
            local_35 = l_537_;
        } else {
            local_35 = false;
        }
        bool l_538_ = local_35;
        double _e1092 = l_mut_170_;
        double l_539_ = (l_538_ ? l_520_ : _e1092);
        l_mut_170_ = l_539_;
        double l_540_ = (l_530_ ? l_527_ : l_520_);
        double _e1095 = l_mut_168_;
        double l_541_ = (_e1095 + l_518_);
        double l_542_ = (l_528_ ? l_540_ : l_541_);
        l_mut_168_ = l_542_;
        uint l_543_ = uint(l_530_);
        uint _e1099 = l_mut_173_;
        l_mut_173_ = (_e1099 + l_543_);
        double l_544_ = a_270_[6];
        double _e1103 = l_mut_168_;
        double l_545_ = (_e1103 + l_544_);
        double l_546_ = (l_545_ * l_4_);
        double _e1106 = l_mut_168_;
        double l_547_ = (l_546_ - _e1106);
        double l_548_ = (l_547_ * l_4_);
        double l_549_ = (l_546_ - l_548_);
        double l_550_ = (l_549_ * l_4_);
        double _e1111 = l_mut_168_;
        double l_551_ = (_e1111 - l_550_);
        double l_552_ = (l_544_ - l_548_);
        double l_553_ = (l_551_ + l_552_);
        uint _e1115 = l_mut_173_;
        bool l_554_ = (_e1115 < 3u);
        bool l_555_ = (l_553_ != 0.0LF);
        if (l_554_) {
            local_36 = l_555_;
        } else {
            local_36 = false;
        }
        bool l_556_ = local_36;
        uint _e1124 = l_mut_173_;
        bool l_557_ = (_e1124 == 0u);
        if (l_556_) {
            local_37 = l_557_;
        } else {
            local_37 = false;
        }
        bool l_558_ = local_37;
        double _e1131 = l_mut_172_;
        double l_559_ = (l_558_ ? l_546_ : _e1131);
        l_mut_172_ = l_559_;
        uint _e1133 = l_mut_173_;
        bool l_560_ = (_e1133 == 1u);
        if (l_556_) {
            local_38 = l_560_;
        } else {
            local_38 = false;
        }
        bool l_561_ = local_38;
        double _e1140 = l_mut_171_;
        double l_562_ = (l_561_ ? l_546_ : _e1140);
        l_mut_171_ = l_562_;
        uint _e1142 = l_mut_173_;
        bool l_563_ = (_e1142 == 2u);
        if (l_556_) {
            local_39 = l_563_;
        } else {
            local_39 = false;
        }
        bool l_564_ = local_39;
        double _e1149 = l_mut_170_;
        double l_565_ = (l_564_ ? l_546_ : _e1149);
        l_mut_170_ = l_565_;
        double l_566_ = (l_556_ ? l_553_ : l_546_);
        double _e1152 = l_mut_168_;
        double l_567_ = (_e1152 + l_544_);
        double l_568_ = (l_554_ ? l_566_ : l_567_);
        l_mut_168_ = l_568_;
        uint l_569_ = uint(l_556_);
        uint _e1156 = l_mut_173_;
        l_mut_173_ = (_e1156 + l_569_);
        double l_570_ = a_270_[7];
        double _e1160 = l_mut_168_;
        double l_571_ = (_e1160 + l_570_);
        double l_572_ = (l_571_ * l_4_);
        double _e1163 = l_mut_168_;
        double l_573_ = (l_572_ - _e1163);
        double l_574_ = (l_573_ * l_4_);
        double l_575_ = (l_572_ - l_574_);
        double l_576_ = (l_575_ * l_4_);
        double _e1168 = l_mut_168_;
        double l_577_ = (_e1168 - l_576_);
        double l_578_ = (l_570_ - l_574_);
        double l_579_ = (l_577_ + l_578_);
        uint _e1172 = l_mut_173_;
        bool l_580_ = (_e1172 < 3u);
        bool l_581_ = (l_579_ != 0.0LF);
        if (l_580_) {
            local_40 = l_581_;
        } else {
            local_40 = false;
        }
        bool l_582_ = local_40;
        uint _e1181 = l_mut_173_;
        bool l_583_ = (_e1181 == 0u);
        if (l_582_) {
            local_41 = l_583_;
        } else {
            local_41 = false;
        }
        bool l_584_ = local_41;
        double _e1188 = l_mut_172_;
        double l_585_ = (l_584_ ? l_572_ : _e1188);
        l_mut_172_ = l_585_;
        uint _e1190 = l_mut_173_;
        bool l_586_ = (_e1190 == 1u);
        if (l_582_) {
            local_42 = l_586_;
        } else {
            local_42 = false;
        }
        bool l_587_ = local_42;
        double _e1197 = l_mut_171_;
        double l_588_ = (l_587_ ? l_572_ : _e1197);
        l_mut_171_ = l_588_;
        uint _e1199 = l_mut_173_;
        bool l_589_ = (_e1199 == 2u);
        if (l_582_) {
            local_43 = l_589_;
        } else {
            local_43 = false;
        }
        bool l_590_ = local_43;
        double _e1206 = l_mut_170_;
        double l_591_ = (l_590_ ? l_572_ : _e1206);
        l_mut_170_ = l_591_;
        double l_592_ = (l_582_ ? l_579_ : l_572_);
        double _e1209 = l_mut_168_;
        double l_593_ = (_e1209 + l_570_);
        double l_594_ = (l_580_ ? l_592_ : l_593_);
        l_mut_168_ = l_594_;
        uint l_595_ = uint(l_582_);
        uint _e1213 = l_mut_173_;
        l_mut_173_ = (_e1213 + l_595_);
        uint _e1215 = l_mut_173_;
        bool l_596_ = (_e1215 == 0u);
        double _e1218 = l_mut_172_;
        double _e1219 = l_mut_168_;
        double l_597_ = (l_596_ ? _e1219 : _e1218);
        l_mut_172_ = l_597_;
        uint _e1221 = l_mut_173_;
        bool l_598_ = (_e1221 == 1u);
        double _e1224 = l_mut_171_;
        double _e1225 = l_mut_168_;
        double l_599_ = (l_598_ ? _e1225 : _e1224);
        l_mut_171_ = l_599_;
        uint _e1227 = l_mut_173_;
        bool l_600_ = (_e1227 == 2u);
        double _e1230 = l_mut_170_;
        double _e1231 = l_mut_168_;
        double l_601_ = (l_600_ ? _e1231 : _e1230);
        l_mut_170_ = l_601_;
        uint _e1233 = l_mut_173_;
        bool l_602_ = (_e1233 == 3u);
        double _e1236 = l_mut_169_;
        double _e1237 = l_mut_168_;
        double l_603_ = (l_602_ ? _e1237 : _e1236);
        l_mut_169_ = l_603_;
        double _e1239 = l_mut_172_;
        double l_604_ = (_e1239 * l_23_);
        double l_605_ = (l_14_ * l_604_);
        double l_606_ = (l_605_ * l_4_);
        double l_607_ = (l_3_ * l_14_);
        double l_608_ = (l_607_ * l_4_);
        double l_609_ = (l_608_ - l_14_);
        double l_610_ = (l_609_ * l_4_);
        double l_611_ = (l_608_ - l_610_);
        double l_612_ = (l_14_ - l_611_);
        double l_613_ = (l_3_ * l_604_);
        double l_614_ = (l_613_ * l_4_);
        double l_615_ = (l_614_ - l_604_);
        double l_616_ = (l_615_ * l_4_);
        double l_617_ = (l_614_ - l_616_);
        double l_618_ = (l_604_ - l_617_);
        double l_619_ = (l_611_ * l_617_);
        double l_620_ = (l_619_ - l_606_);
        double l_621_ = (l_611_ * l_618_);
        double l_622_ = (l_620_ + l_621_);
        double l_623_ = (l_612_ * l_617_);
        double l_624_ = (l_622_ + l_623_);
        double l_625_ = (l_612_ * l_618_);
        double l_626_ = (l_624_ + l_625_);
        double l_627_ = (l_16_ * l_604_);
        double l_628_ = (l_627_ * l_4_);
        double l_629_ = (l_3_ * l_16_);
        double l_630_ = (l_629_ * l_4_);
        double l_631_ = (l_630_ - l_16_);
        double l_632_ = (l_631_ * l_4_);
        double l_633_ = (l_630_ - l_632_);
        double l_634_ = (l_16_ - l_633_);
        double l_635_ = (l_3_ * l_604_);
        double l_636_ = (l_635_ * l_4_);
        double l_637_ = (l_636_ - l_604_);
        double l_638_ = (l_637_ * l_4_);
        double l_639_ = (l_636_ - l_638_);
        double l_640_ = (l_604_ - l_639_);
        double l_641_ = (l_633_ * l_639_);
        double l_642_ = (l_641_ - l_628_);
        double l_643_ = (l_633_ * l_640_);
        double l_644_ = (l_642_ + l_643_);
        double l_645_ = (l_634_ * l_639_);
        double l_646_ = (l_644_ + l_645_);
        double l_647_ = (l_634_ * l_640_);
        double l_648_ = (l_646_ + l_647_);
        double l_649_ = (l_19_ * l_604_);
        double l_650_ = (l_649_ * l_4_);
        double l_651_ = (l_3_ * l_19_);
        double l_652_ = (l_651_ * l_4_);
        double l_653_ = (l_652_ - l_19_);
        double l_654_ = (l_653_ * l_4_);
        double l_655_ = (l_652_ - l_654_);
        double l_656_ = (l_19_ - l_655_);
        double l_657_ = (l_3_ * l_604_);
        double l_658_ = (l_657_ * l_4_);
        double l_659_ = (l_658_ - l_604_);
        double l_660_ = (l_659_ * l_4_);
        double l_661_ = (l_658_ - l_660_);
        double l_662_ = (l_604_ - l_661_);
        double l_663_ = (l_655_ * l_661_);
        double l_664_ = (l_663_ - l_650_);
        double l_665_ = (l_655_ * l_662_);
        double l_666_ = (l_664_ + l_665_);
        double l_667_ = (l_656_ * l_661_);
        double l_668_ = (l_666_ + l_667_);
        double l_669_ = (l_656_ * l_662_);
        double l_670_ = (l_668_ + l_669_);
        double l_671_ = (l_22_ * l_604_);
        double l_672_ = (l_626_ + l_628_);
        double l_673_ = (l_672_ * l_4_);
        double l_674_ = (l_673_ - l_626_);
        double l_675_ = (l_674_ * l_4_);
        double l_676_ = (l_673_ - l_675_);
        double l_677_ = (l_676_ * l_4_);
        double l_678_ = (l_626_ - l_677_);
        double l_679_ = (l_628_ - l_675_);
        double l_680_ = (l_678_ + l_679_);
        double l_681_ = (l_680_ + l_648_);
        double l_682_ = (l_681_ * l_4_);
        double l_683_ = (l_682_ - l_680_);
        double l_684_ = (l_683_ * l_4_);
        double l_685_ = (l_682_ - l_684_);
        double l_686_ = (l_685_ * l_4_);
        double l_687_ = (l_680_ - l_686_);
        double l_688_ = (l_648_ - l_684_);
        double l_689_ = (l_687_ + l_688_);
        double l_690_ = (l_650_ + l_682_);
        double l_691_ = (l_690_ * l_4_);
        double l_692_ = (l_691_ - l_650_);
        double l_693_ = (l_692_ * l_4_);
        double l_694_ = (l_691_ - l_693_);
        double l_695_ = (l_694_ * l_4_);
        double l_696_ = (l_650_ - l_695_);
        double l_697_ = (l_682_ - l_693_);
        double l_698_ = (l_696_ + l_697_);
        double l_699_ = (l_689_ + l_698_);
        double l_700_ = (l_699_ * l_4_);
        double l_701_ = (l_700_ - l_689_);
        double l_702_ = (l_701_ * l_4_);
        double l_703_ = (l_700_ - l_702_);
        double l_704_ = (l_703_ * l_4_);
        double l_705_ = (l_689_ - l_704_);
        double l_706_ = (l_698_ - l_702_);
        double l_707_ = (l_705_ + l_706_);
        double l_708_ = (l_700_ + l_670_);
        double l_709_ = (l_708_ * l_4_);
        double l_710_ = (l_709_ - l_700_);
        double l_711_ = (l_710_ * l_4_);
        double l_712_ = (l_709_ - l_711_);
        double l_713_ = (l_712_ * l_4_);
        double l_714_ = (l_700_ - l_713_);
        double l_715_ = (l_670_ - l_711_);
        double l_716_ = (l_714_ + l_715_);
        double l_717_ = (l_671_ + l_709_);
        double l_718_ = (l_717_ * l_4_);
        double l_719_ = (l_718_ - l_671_);
        double l_720_ = (l_719_ * l_4_);
        double l_721_ = (l_718_ - l_720_);
        double l_722_ = (l_721_ * l_4_);
        double l_723_ = (l_671_ - l_722_);
        double l_724_ = (l_709_ - l_720_);
        double l_725_ = (l_723_ + l_724_);
        double l_726_ = (l_716_ + l_725_);
        double l_727_ = (l_726_ + l_707_);
        double l_728_ = (l_718_ + l_727_);
        double l_729_ = (l_728_ * l_4_);
        double l_730_ = (l_729_ - l_718_);
        double l_731_ = (l_730_ * l_4_);
        double l_732_ = (l_727_ - l_731_);
        double l_733_ = (l_691_ + l_729_);
        double l_734_ = (l_733_ * l_4_);
        double l_735_ = (l_734_ - l_691_);
        double l_736_ = (l_735_ * l_4_);
        double l_737_ = (l_729_ - l_736_);
        double l_738_ = (l_673_ + l_734_);
        double l_739_ = (l_738_ * l_4_);
        double l_740_ = (l_739_ - l_673_);
        double l_741_ = (l_740_ * l_4_);
        double l_742_ = (l_734_ - l_741_);
        double l_743_ = (l_606_ + l_739_);
        double l_744_ = (l_743_ * l_4_);
        double l_745_ = (l_744_ - l_606_);
        double l_746_ = (l_745_ * l_4_);
        double l_747_ = (l_739_ - l_746_);
        l_mut_168_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_750_ = 0.0LF;
        l_mut_751_ = l_744_;
        l_mut_173_ = 0u;
        double _e1389 = l_mut_751_;
        double l_752_ = (_e1389 + l_747_);
        double l_753_ = (l_752_ * l_4_);
        double _e1392 = l_mut_751_;
        double l_754_ = (l_753_ - _e1392);
        double l_755_ = (l_754_ * l_4_);
        double l_756_ = (l_747_ - l_755_);
        uint _e1396 = l_mut_173_;
        bool l_757_ = (_e1396 < 3u);
        bool l_758_ = (l_756_ != 0.0LF);
        if (l_757_) {
            local_44 = l_758_;
        } else {
            local_44 = false;
        }
        bool l_759_ = local_44;
        uint _e1405 = l_mut_173_;
        bool l_760_ = (_e1405 == 0u);
        if (l_759_) {
            local_45 = l_760_;
        } else {
            local_45 = false;
        }
        bool l_761_ = local_45;
        double _e1412 = l_mut_168_;
        double l_762_ = (l_761_ ? l_753_ : _e1412);
        l_mut_168_ = l_762_;
        uint _e1414 = l_mut_173_;
        bool l_763_ = (_e1414 == 1u);
        if (l_759_) {
            local_46 = l_763_;
        } else {
            local_46 = false;
        }
        bool l_764_ = local_46;
        double _e1421 = l_mut_748_;
        double l_765_ = (l_764_ ? l_753_ : _e1421);
        l_mut_748_ = l_765_;
        uint _e1423 = l_mut_173_;
        bool l_766_ = (_e1423 == 2u);
        if (l_759_) {
            local_47 = l_766_;
        } else {
            local_47 = false;
        }
        bool l_767_ = local_47;
        double _e1430 = l_mut_749_;
        double l_768_ = (l_767_ ? l_753_ : _e1430);
        l_mut_749_ = l_768_;
        double l_769_ = (l_759_ ? l_756_ : l_753_);
        double _e1433 = l_mut_751_;
        double l_770_ = (_e1433 + l_747_);
        double l_771_ = (l_757_ ? l_769_ : l_770_);
        l_mut_751_ = l_771_;
        uint l_772_ = uint(l_759_);
        uint _e1437 = l_mut_173_;
        l_mut_173_ = (_e1437 + l_772_);
        double _e1439 = l_mut_751_;
        double l_773_ = (_e1439 + l_742_);
        double l_774_ = (l_773_ * l_4_);
        double _e1442 = l_mut_751_;
        double l_775_ = (l_774_ - _e1442);
        double l_776_ = (l_775_ * l_4_);
        double l_777_ = (l_742_ - l_776_);
        uint _e1446 = l_mut_173_;
        bool l_778_ = (_e1446 < 3u);
        bool l_779_ = (l_777_ != 0.0LF);
        if (l_778_) {
            local_48 = l_779_;
        } else {
            local_48 = false;
        }
        bool l_780_ = local_48;
        uint _e1455 = l_mut_173_;
        bool l_781_ = (_e1455 == 0u);
        if (l_780_) {
            local_49 = l_781_;
        } else {
            local_49 = false;
        }
        bool l_782_ = local_49;
        double _e1462 = l_mut_168_;
        double l_783_ = (l_782_ ? l_774_ : _e1462);
        l_mut_168_ = l_783_;
        uint _e1464 = l_mut_173_;
        bool l_784_ = (_e1464 == 1u);
        if (l_780_) {
            local_50 = l_784_;
        } else {
            local_50 = false;
        }
        bool l_785_ = local_50;
        double _e1471 = l_mut_748_;
        double l_786_ = (l_785_ ? l_774_ : _e1471);
        l_mut_748_ = l_786_;
        uint _e1473 = l_mut_173_;
        bool l_787_ = (_e1473 == 2u);
        if (l_780_) {
            local_51 = l_787_;
        } else {
            local_51 = false;
        }
        bool l_788_ = local_51;
        double _e1480 = l_mut_749_;
        double l_789_ = (l_788_ ? l_774_ : _e1480);
        l_mut_749_ = l_789_;
        double l_790_ = (l_780_ ? l_777_ : l_774_);
        double _e1483 = l_mut_751_;
        double l_791_ = (_e1483 + l_742_);
        double l_792_ = (l_778_ ? l_790_ : l_791_);
        l_mut_751_ = l_792_;
        uint l_793_ = uint(l_780_);
        uint _e1487 = l_mut_173_;
        l_mut_173_ = (_e1487 + l_793_);
        double _e1489 = l_mut_751_;
        double l_794_ = (_e1489 + l_737_);
        double l_795_ = (l_794_ * l_4_);
        double _e1492 = l_mut_751_;
        double l_796_ = (l_795_ - _e1492);
        double l_797_ = (l_796_ * l_4_);
        double l_798_ = (l_737_ - l_797_);
        uint _e1496 = l_mut_173_;
        bool l_799_ = (_e1496 < 3u);
        bool l_800_ = (l_798_ != 0.0LF);
        if (l_799_) {
            local_52 = l_800_;
        } else {
            local_52 = false;
        }
        bool l_801_ = local_52;
        uint _e1505 = l_mut_173_;
        bool l_802_ = (_e1505 == 0u);
        if (l_801_) {
            local_53 = l_802_;
        } else {
            local_53 = false;
        }
        bool l_803_ = local_53;
        double _e1512 = l_mut_168_;
        double l_804_ = (l_803_ ? l_795_ : _e1512);
        l_mut_168_ = l_804_;
        uint _e1514 = l_mut_173_;
        bool l_805_ = (_e1514 == 1u);
        if (l_801_) {
            local_54 = l_805_;
        } else {
            local_54 = false;
        }
        bool l_806_ = local_54;
        double _e1521 = l_mut_748_;
        double l_807_ = (l_806_ ? l_795_ : _e1521);
        l_mut_748_ = l_807_;
        uint _e1523 = l_mut_173_;
        bool l_808_ = (_e1523 == 2u);
        if (l_801_) {
            local_55 = l_808_;
        } else {
            local_55 = false;
        }
        bool l_809_ = local_55;
        double _e1530 = l_mut_749_;
        double l_810_ = (l_809_ ? l_795_ : _e1530);
        l_mut_749_ = l_810_;
        double l_811_ = (l_801_ ? l_798_ : l_795_);
        double _e1533 = l_mut_751_;
        double l_812_ = (_e1533 + l_737_);
        double l_813_ = (l_799_ ? l_811_ : l_812_);
        l_mut_751_ = l_813_;
        uint l_814_ = uint(l_801_);
        uint _e1537 = l_mut_173_;
        l_mut_173_ = (_e1537 + l_814_);
        double _e1539 = l_mut_751_;
        double l_815_ = (_e1539 + l_732_);
        double l_816_ = (l_815_ * l_4_);
        double _e1542 = l_mut_751_;
        double l_817_ = (l_816_ - _e1542);
        double l_818_ = (l_817_ * l_4_);
        double l_819_ = (l_732_ - l_818_);
        uint _e1546 = l_mut_173_;
        bool l_820_ = (_e1546 < 3u);
        bool l_821_ = (l_819_ != 0.0LF);
        if (l_820_) {
            local_56 = l_821_;
        } else {
            local_56 = false;
        }
        bool l_822_ = local_56;
        uint _e1555 = l_mut_173_;
        bool l_823_ = (_e1555 == 0u);
        if (l_822_) {
            local_57 = l_823_;
        } else {
            local_57 = false;
        }
        bool l_824_ = local_57;
        double _e1562 = l_mut_168_;
        double l_825_ = (l_824_ ? l_816_ : _e1562);
        l_mut_168_ = l_825_;
        uint _e1564 = l_mut_173_;
        bool l_826_ = (_e1564 == 1u);
        if (l_822_) {
            local_58 = l_826_;
        } else {
            local_58 = false;
        }
        bool l_827_ = local_58;
        double _e1571 = l_mut_748_;
        double l_828_ = (l_827_ ? l_816_ : _e1571);
        l_mut_748_ = l_828_;
        uint _e1573 = l_mut_173_;
        bool l_829_ = (_e1573 == 2u);
        if (l_822_) {
            local_59 = l_829_;
        } else {
            local_59 = false;
        }
        bool l_830_ = local_59;
        double _e1580 = l_mut_749_;
        double l_831_ = (l_830_ ? l_816_ : _e1580);
        l_mut_749_ = l_831_;
        double l_832_ = (l_822_ ? l_819_ : l_816_);
        double _e1583 = l_mut_751_;
        double l_833_ = (_e1583 + l_732_);
        double l_834_ = (l_820_ ? l_832_ : l_833_);
        l_mut_751_ = l_834_;
        uint l_835_ = uint(l_822_);
        uint _e1587 = l_mut_173_;
        l_mut_173_ = (_e1587 + l_835_);
        uint _e1589 = l_mut_173_;
        bool l_836_ = (_e1589 == 0u);
        double _e1592 = l_mut_168_;
        double _e1593 = l_mut_751_;
        double l_837_ = (l_836_ ? _e1593 : _e1592);
        l_mut_168_ = l_837_;
        uint _e1595 = l_mut_173_;
        bool l_838_ = (_e1595 == 1u);
        double _e1598 = l_mut_748_;
        double _e1599 = l_mut_751_;
        double l_839_ = (l_838_ ? _e1599 : _e1598);
        l_mut_748_ = l_839_;
        uint _e1601 = l_mut_173_;
        bool l_840_ = (_e1601 == 2u);
        double _e1604 = l_mut_749_;
        double _e1605 = l_mut_751_;
        double l_841_ = (l_840_ ? _e1605 : _e1604);
        l_mut_749_ = l_841_;
        uint _e1607 = l_mut_173_;
        bool l_842_ = (_e1607 == 3u);
        double _e1610 = l_mut_750_;
        double _e1611 = l_mut_751_;
        double l_843_ = (l_842_ ? _e1611 : _e1610);
        l_mut_750_ = l_843_;
        double _e1613 = l_mut_168_;
        double l_844_ = -(_e1613);
        double _e1615 = l_mut_748_;
        double l_845_ = -(_e1615);
        double _e1617 = l_mut_749_;
        double l_846_ = -(_e1617);
        double _e1619 = l_mut_750_;
        double l_847_ = -(_e1619);
        double _e1622 = l_mut_172_;
        a_848_[0] = _e1622;
        a_848_[1] = l_844_;
        double _e1625 = l_mut_171_;
        a_848_[2] = _e1625;
        a_848_[3] = l_845_;
        double _e1628 = l_mut_170_;
        a_848_[4] = _e1628;
        a_848_[5] = l_846_;
        double _e1631 = l_mut_169_;
        a_848_[6] = _e1631;
        a_848_[7] = l_847_;
        double l_849_ = a_848_[7];
        l_mut_751_ = l_849_;
        double l_850_ = a_848_[6];
        double _e1637 = l_mut_751_;
        double l_851_ = (l_850_ + _e1637);
        double l_852_ = (l_851_ * l_4_);
        double l_853_ = (l_852_ - l_850_);
        double l_854_ = (l_853_ * l_4_);
        double l_855_ = (l_852_ - l_854_);
        double l_856_ = (l_855_ * l_4_);
        double l_857_ = (l_850_ - l_856_);
        double _e1645 = l_mut_751_;
        double l_858_ = (_e1645 - l_854_);
        double l_859_ = (l_857_ + l_858_);
        a_848_[7] = l_859_;
        l_mut_751_ = l_852_;
        double l_860_ = a_848_[5];
        double _e1651 = l_mut_751_;
        double l_861_ = (l_860_ + _e1651);
        double l_862_ = (l_861_ * l_4_);
        double l_863_ = (l_862_ - l_860_);
        double l_864_ = (l_863_ * l_4_);
        double l_865_ = (l_862_ - l_864_);
        double l_866_ = (l_865_ * l_4_);
        double l_867_ = (l_860_ - l_866_);
        double _e1659 = l_mut_751_;
        double l_868_ = (_e1659 - l_864_);
        double l_869_ = (l_867_ + l_868_);
        a_848_[6] = l_869_;
        l_mut_751_ = l_862_;
        double l_870_ = a_848_[4];
        double _e1665 = l_mut_751_;
        double l_871_ = (l_870_ + _e1665);
        double l_872_ = (l_871_ * l_4_);
        double l_873_ = (l_872_ - l_870_);
        double l_874_ = (l_873_ * l_4_);
        double l_875_ = (l_872_ - l_874_);
        double l_876_ = (l_875_ * l_4_);
        double l_877_ = (l_870_ - l_876_);
        double _e1673 = l_mut_751_;
        double l_878_ = (_e1673 - l_874_);
        double l_879_ = (l_877_ + l_878_);
        a_848_[5] = l_879_;
        l_mut_751_ = l_872_;
        double l_880_ = a_848_[3];
        double _e1679 = l_mut_751_;
        double l_881_ = (l_880_ + _e1679);
        double l_882_ = (l_881_ * l_4_);
        double l_883_ = (l_882_ - l_880_);
        double l_884_ = (l_883_ * l_4_);
        double l_885_ = (l_882_ - l_884_);
        double l_886_ = (l_885_ * l_4_);
        double l_887_ = (l_880_ - l_886_);
        double _e1687 = l_mut_751_;
        double l_888_ = (_e1687 - l_884_);
        double l_889_ = (l_887_ + l_888_);
        a_848_[4] = l_889_;
        l_mut_751_ = l_882_;
        double l_890_ = a_848_[2];
        double _e1693 = l_mut_751_;
        double l_891_ = (l_890_ + _e1693);
        double l_892_ = (l_891_ * l_4_);
        double l_893_ = (l_892_ - l_890_);
        double l_894_ = (l_893_ * l_4_);
        double l_895_ = (l_892_ - l_894_);
        double l_896_ = (l_895_ * l_4_);
        double l_897_ = (l_890_ - l_896_);
        double _e1701 = l_mut_751_;
        double l_898_ = (_e1701 - l_894_);
        double l_899_ = (l_897_ + l_898_);
        a_848_[3] = l_899_;
        l_mut_751_ = l_892_;
        double l_900_ = a_848_[1];
        double _e1707 = l_mut_751_;
        double l_901_ = (l_900_ + _e1707);
        double l_902_ = (l_901_ * l_4_);
        double l_903_ = (l_902_ - l_900_);
        double l_904_ = (l_903_ * l_4_);
        double l_905_ = (l_902_ - l_904_);
        double l_906_ = (l_905_ * l_4_);
        double l_907_ = (l_900_ - l_906_);
        double _e1715 = l_mut_751_;
        double l_908_ = (_e1715 - l_904_);
        double l_909_ = (l_907_ + l_908_);
        a_848_[2] = l_909_;
        l_mut_751_ = l_902_;
        double l_910_ = a_848_[0];
        double _e1721 = l_mut_751_;
        double l_911_ = (l_910_ + _e1721);
        double l_912_ = (l_911_ * l_4_);
        double l_913_ = (l_912_ - l_910_);
        double l_914_ = (l_913_ * l_4_);
        double l_915_ = (l_912_ - l_914_);
        double l_916_ = (l_915_ * l_4_);
        double l_917_ = (l_910_ - l_916_);
        double _e1729 = l_mut_751_;
        double l_918_ = (_e1729 - l_914_);
        double l_919_ = (l_917_ + l_918_);
        a_848_[1] = l_919_;
        l_mut_751_ = l_912_;
        double _e1734 = l_mut_751_;
        a_848_[0] = _e1734;
        double l_920_ = a_848_[7];
        l_mut_751_ = l_920_;
        double l_921_ = a_848_[6];
        double _e1739 = l_mut_751_;
        double l_922_ = (l_921_ + _e1739);
        double l_923_ = (l_922_ * l_4_);
        double l_924_ = (l_923_ - l_921_);
        double l_925_ = (l_924_ * l_4_);
        double l_926_ = (l_923_ - l_925_);
        double l_927_ = (l_926_ * l_4_);
        double l_928_ = (l_921_ - l_927_);
        double _e1747 = l_mut_751_;
        double l_929_ = (_e1747 - l_925_);
        double l_930_ = (l_928_ + l_929_);
        a_848_[7] = l_930_;
        l_mut_751_ = l_923_;
        double l_931_ = a_848_[5];
        double _e1753 = l_mut_751_;
        double l_932_ = (l_931_ + _e1753);
        double l_933_ = (l_932_ * l_4_);
        double l_934_ = (l_933_ - l_931_);
        double l_935_ = (l_934_ * l_4_);
        double l_936_ = (l_933_ - l_935_);
        double l_937_ = (l_936_ * l_4_);
        double l_938_ = (l_931_ - l_937_);
        double _e1761 = l_mut_751_;
        double l_939_ = (_e1761 - l_935_);
        double l_940_ = (l_938_ + l_939_);
        a_848_[6] = l_940_;
        l_mut_751_ = l_933_;
        double l_941_ = a_848_[4];
        double _e1767 = l_mut_751_;
        double l_942_ = (l_941_ + _e1767);
        double l_943_ = (l_942_ * l_4_);
        double l_944_ = (l_943_ - l_941_);
        double l_945_ = (l_944_ * l_4_);
        double l_946_ = (l_943_ - l_945_);
        double l_947_ = (l_946_ * l_4_);
        double l_948_ = (l_941_ - l_947_);
        double _e1775 = l_mut_751_;
        double l_949_ = (_e1775 - l_945_);
        double l_950_ = (l_948_ + l_949_);
        a_848_[5] = l_950_;
        l_mut_751_ = l_943_;
        double l_951_ = a_848_[3];
        double _e1781 = l_mut_751_;
        double l_952_ = (l_951_ + _e1781);
        double l_953_ = (l_952_ * l_4_);
        double l_954_ = (l_953_ - l_951_);
        double l_955_ = (l_954_ * l_4_);
        double l_956_ = (l_953_ - l_955_);
        double l_957_ = (l_956_ * l_4_);
        double l_958_ = (l_951_ - l_957_);
        double _e1789 = l_mut_751_;
        double l_959_ = (_e1789 - l_955_);
        double l_960_ = (l_958_ + l_959_);
        a_848_[4] = l_960_;
        l_mut_751_ = l_953_;
        double l_961_ = a_848_[2];
        double _e1795 = l_mut_751_;
        double l_962_ = (l_961_ + _e1795);
        double l_963_ = (l_962_ * l_4_);
        double l_964_ = (l_963_ - l_961_);
        double l_965_ = (l_964_ * l_4_);
        double l_966_ = (l_963_ - l_965_);
        double l_967_ = (l_966_ * l_4_);
        double l_968_ = (l_961_ - l_967_);
        double _e1803 = l_mut_751_;
        double l_969_ = (_e1803 - l_965_);
        double l_970_ = (l_968_ + l_969_);
        a_848_[3] = l_970_;
        l_mut_751_ = l_963_;
        double l_971_ = a_848_[1];
        double _e1809 = l_mut_751_;
        double l_972_ = (l_971_ + _e1809);
        double l_973_ = (l_972_ * l_4_);
        double l_974_ = (l_973_ - l_971_);
        double l_975_ = (l_974_ * l_4_);
        double l_976_ = (l_973_ - l_975_);
        double l_977_ = (l_976_ * l_4_);
        double l_978_ = (l_971_ - l_977_);
        double _e1817 = l_mut_751_;
        double l_979_ = (_e1817 - l_975_);
        double l_980_ = (l_978_ + l_979_);
        a_848_[2] = l_980_;
        l_mut_751_ = l_973_;
        double l_981_ = a_848_[0];
        double _e1823 = l_mut_751_;
        double l_982_ = (l_981_ + _e1823);
        double l_983_ = (l_982_ * l_4_);
        double l_984_ = (l_983_ - l_981_);
        double l_985_ = (l_984_ * l_4_);
        double l_986_ = (l_983_ - l_985_);
        double l_987_ = (l_986_ * l_4_);
        double l_988_ = (l_981_ - l_987_);
        double _e1831 = l_mut_751_;
        double l_989_ = (_e1831 - l_985_);
        double l_990_ = (l_988_ + l_989_);
        a_848_[1] = l_990_;
        l_mut_751_ = l_983_;
        double _e1836 = l_mut_751_;
        a_848_[0] = _e1836;
        l_mut_751_ = 0.0LF;
        l_mut_750_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        double l_991_ = a_848_[0];
        l_mut_168_ = l_991_;
        l_mut_173_ = 0u;
        double l_992_ = a_848_[1];
        double _e1846 = l_mut_168_;
        double l_993_ = (_e1846 + l_992_);
        double l_994_ = (l_993_ * l_4_);
        double _e1849 = l_mut_168_;
        double l_995_ = (l_994_ - _e1849);
        double l_996_ = (l_995_ * l_4_);
        double l_997_ = (l_994_ - l_996_);
        double l_998_ = (l_997_ * l_4_);
        double _e1854 = l_mut_168_;
        double l_999_ = (_e1854 - l_998_);
        double l_1000_ = (l_992_ - l_996_);
        double l_1001_ = (l_999_ + l_1000_);
        uint _e1858 = l_mut_173_;
        bool l_1002_ = (_e1858 < 3u);
        bool l_1003_ = (l_1001_ != 0.0LF);
        if (l_1002_) {
            local_60 = l_1003_;
        } else {
            local_60 = false;
        }
        bool l_1004_ = local_60;
        uint _e1867 = l_mut_173_;
        bool l_1005_ = (_e1867 == 0u);
        if (l_1004_) {
            local_61 = l_1005_;
        } else {
            local_61 = false;
        }
        bool l_1006_ = local_61;
        double _e1874 = l_mut_751_;
        double l_1007_ = (l_1006_ ? l_994_ : _e1874);
        l_mut_751_ = l_1007_;
        uint _e1876 = l_mut_173_;
        bool l_1008_ = (_e1876 == 1u);
        if (l_1004_) {
            local_62 = l_1008_;
        } else {
            local_62 = false;
        }
        bool l_1009_ = local_62;
        double _e1883 = l_mut_750_;
        double l_1010_ = (l_1009_ ? l_994_ : _e1883);
        l_mut_750_ = l_1010_;
        uint _e1885 = l_mut_173_;
        bool l_1011_ = (_e1885 == 2u);
        if (l_1004_) {
            local_63 = l_1011_;
        } else {
            local_63 = false;
        }
        bool l_1012_ = local_63;
        double _e1892 = l_mut_749_;
        double l_1013_ = (l_1012_ ? l_994_ : _e1892);
        l_mut_749_ = l_1013_;
        double l_1014_ = (l_1004_ ? l_1001_ : l_994_);
        double _e1895 = l_mut_168_;
        double l_1015_ = (_e1895 + l_992_);
        double l_1016_ = (l_1002_ ? l_1014_ : l_1015_);
        l_mut_168_ = l_1016_;
        uint l_1017_ = uint(l_1004_);
        uint _e1899 = l_mut_173_;
        l_mut_173_ = (_e1899 + l_1017_);
        double l_1018_ = a_848_[2];
        double _e1903 = l_mut_168_;
        double l_1019_ = (_e1903 + l_1018_);
        double l_1020_ = (l_1019_ * l_4_);
        double _e1906 = l_mut_168_;
        double l_1021_ = (l_1020_ - _e1906);
        double l_1022_ = (l_1021_ * l_4_);
        double l_1023_ = (l_1020_ - l_1022_);
        double l_1024_ = (l_1023_ * l_4_);
        double _e1911 = l_mut_168_;
        double l_1025_ = (_e1911 - l_1024_);
        double l_1026_ = (l_1018_ - l_1022_);
        double l_1027_ = (l_1025_ + l_1026_);
        uint _e1915 = l_mut_173_;
        bool l_1028_ = (_e1915 < 3u);
        bool l_1029_ = (l_1027_ != 0.0LF);
        if (l_1028_) {
            local_64 = l_1029_;
        } else {
            local_64 = false;
        }
        bool l_1030_ = local_64;
        uint _e1924 = l_mut_173_;
        bool l_1031_ = (_e1924 == 0u);
        if (l_1030_) {
            local_65 = l_1031_;
        } else {
            local_65 = false;
        }
        bool l_1032_ = local_65;
        double _e1931 = l_mut_751_;
        double l_1033_ = (l_1032_ ? l_1020_ : _e1931);
        l_mut_751_ = l_1033_;
        uint _e1933 = l_mut_173_;
        bool l_1034_ = (_e1933 == 1u);
        if (l_1030_) {
            local_66 = l_1034_;
        } else {
            local_66 = false;
        }
        bool l_1035_ = local_66;
        double _e1940 = l_mut_750_;
        double l_1036_ = (l_1035_ ? l_1020_ : _e1940);
        l_mut_750_ = l_1036_;
        uint _e1942 = l_mut_173_;
        bool l_1037_ = (_e1942 == 2u);
        if (l_1030_) {
            local_67 = l_1037_;
        } else {
            local_67 = false;
        }
        bool l_1038_ = local_67;
        double _e1949 = l_mut_749_;
        double l_1039_ = (l_1038_ ? l_1020_ : _e1949);
        l_mut_749_ = l_1039_;
        double l_1040_ = (l_1030_ ? l_1027_ : l_1020_);
        double _e1952 = l_mut_168_;
        double l_1041_ = (_e1952 + l_1018_);
        double l_1042_ = (l_1028_ ? l_1040_ : l_1041_);
        l_mut_168_ = l_1042_;
        uint l_1043_ = uint(l_1030_);
        uint _e1956 = l_mut_173_;
        l_mut_173_ = (_e1956 + l_1043_);
        double l_1044_ = a_848_[3];
        double _e1960 = l_mut_168_;
        double l_1045_ = (_e1960 + l_1044_);
        double l_1046_ = (l_1045_ * l_4_);
        double _e1963 = l_mut_168_;
        double l_1047_ = (l_1046_ - _e1963);
        double l_1048_ = (l_1047_ * l_4_);
        double l_1049_ = (l_1046_ - l_1048_);
        double l_1050_ = (l_1049_ * l_4_);
        double _e1968 = l_mut_168_;
        double l_1051_ = (_e1968 - l_1050_);
        double l_1052_ = (l_1044_ - l_1048_);
        double l_1053_ = (l_1051_ + l_1052_);
        uint _e1972 = l_mut_173_;
        bool l_1054_ = (_e1972 < 3u);
        bool l_1055_ = (l_1053_ != 0.0LF);
        if (l_1054_) {
            local_68 = l_1055_;
        } else {
            local_68 = false;
        }
        bool l_1056_ = local_68;
        uint _e1981 = l_mut_173_;
        bool l_1057_ = (_e1981 == 0u);
        if (l_1056_) {
            local_69 = l_1057_;
        } else {
            local_69 = false;
        }
        bool l_1058_ = local_69;
        double _e1988 = l_mut_751_;
        double l_1059_ = (l_1058_ ? l_1046_ : _e1988);
        l_mut_751_ = l_1059_;
        uint _e1990 = l_mut_173_;
        bool l_1060_ = (_e1990 == 1u);
        if (l_1056_) {
            local_70 = l_1060_;
        } else {
            local_70 = false;
        }
        bool l_1061_ = local_70;
        double _e1997 = l_mut_750_;
        double l_1062_ = (l_1061_ ? l_1046_ : _e1997);
        l_mut_750_ = l_1062_;
        uint _e1999 = l_mut_173_;
        bool l_1063_ = (_e1999 == 2u);
        if (l_1056_) {
            local_71 = l_1063_;
        } else {
            local_71 = false;
        }
        bool l_1064_ = local_71;
        double _e2006 = l_mut_749_;
        double l_1065_ = (l_1064_ ? l_1046_ : _e2006);
        l_mut_749_ = l_1065_;
        double l_1066_ = (l_1056_ ? l_1053_ : l_1046_);
        double _e2009 = l_mut_168_;
        double l_1067_ = (_e2009 + l_1044_);
        double l_1068_ = (l_1054_ ? l_1066_ : l_1067_);
        l_mut_168_ = l_1068_;
        uint l_1069_ = uint(l_1056_);
        uint _e2013 = l_mut_173_;
        l_mut_173_ = (_e2013 + l_1069_);
        double l_1070_ = a_848_[4];
        double _e2017 = l_mut_168_;
        double l_1071_ = (_e2017 + l_1070_);
        double l_1072_ = (l_1071_ * l_4_);
        double _e2020 = l_mut_168_;
        double l_1073_ = (l_1072_ - _e2020);
        double l_1074_ = (l_1073_ * l_4_);
        double l_1075_ = (l_1072_ - l_1074_);
        double l_1076_ = (l_1075_ * l_4_);
        double _e2025 = l_mut_168_;
        double l_1077_ = (_e2025 - l_1076_);
        double l_1078_ = (l_1070_ - l_1074_);
        double l_1079_ = (l_1077_ + l_1078_);
        uint _e2029 = l_mut_173_;
        bool l_1080_ = (_e2029 < 3u);
        bool l_1081_ = (l_1079_ != 0.0LF);
        if (l_1080_) {
            local_72 = l_1081_;
        } else {
            local_72 = false;
        }
        bool l_1082_ = local_72;
        uint _e2038 = l_mut_173_;
        bool l_1083_ = (_e2038 == 0u);
        if (l_1082_) {
            local_73 = l_1083_;
        } else {
            local_73 = false;
        }
        bool l_1084_ = local_73;
        double _e2045 = l_mut_751_;
        double l_1085_ = (l_1084_ ? l_1072_ : _e2045);
        l_mut_751_ = l_1085_;
        uint _e2047 = l_mut_173_;
        bool l_1086_ = (_e2047 == 1u);
        if (l_1082_) {
            local_74 = l_1086_;
        } else {
            local_74 = false;
        }
        bool l_1087_ = local_74;
        double _e2054 = l_mut_750_;
        double l_1088_ = (l_1087_ ? l_1072_ : _e2054);
        l_mut_750_ = l_1088_;
        uint _e2056 = l_mut_173_;
        bool l_1089_ = (_e2056 == 2u);
        if (l_1082_) {
            local_75 = l_1089_;
        } else {
            local_75 = false;
        }
        bool l_1090_ = local_75;
        double _e2063 = l_mut_749_;
        double l_1091_ = (l_1090_ ? l_1072_ : _e2063);
        l_mut_749_ = l_1091_;
        double l_1092_ = (l_1082_ ? l_1079_ : l_1072_);
        double _e2066 = l_mut_168_;
        double l_1093_ = (_e2066 + l_1070_);
        double l_1094_ = (l_1080_ ? l_1092_ : l_1093_);
        l_mut_168_ = l_1094_;
        uint l_1095_ = uint(l_1082_);
        uint _e2070 = l_mut_173_;
        l_mut_173_ = (_e2070 + l_1095_);
        double l_1096_ = a_848_[5];
        double _e2074 = l_mut_168_;
        double l_1097_ = (_e2074 + l_1096_);
        double l_1098_ = (l_1097_ * l_4_);
        double _e2077 = l_mut_168_;
        double l_1099_ = (l_1098_ - _e2077);
        double l_1100_ = (l_1099_ * l_4_);
        double l_1101_ = (l_1098_ - l_1100_);
        double l_1102_ = (l_1101_ * l_4_);
        double _e2082 = l_mut_168_;
        double l_1103_ = (_e2082 - l_1102_);
        double l_1104_ = (l_1096_ - l_1100_);
        double l_1105_ = (l_1103_ + l_1104_);
        uint _e2086 = l_mut_173_;
        bool l_1106_ = (_e2086 < 3u);
        bool l_1107_ = (l_1105_ != 0.0LF);
        if (l_1106_) {
            local_76 = l_1107_;
        } else {
            local_76 = false;
        }
        bool l_1108_ = local_76;
        uint _e2095 = l_mut_173_;
        bool l_1109_ = (_e2095 == 0u);
        if (l_1108_) {
            local_77 = l_1109_;
        } else {
            local_77 = false;
        }
        bool l_1110_ = local_77;
        double _e2102 = l_mut_751_;
        double l_1111_ = (l_1110_ ? l_1098_ : _e2102);
        l_mut_751_ = l_1111_;
        uint _e2104 = l_mut_173_;
        bool l_1112_ = (_e2104 == 1u);
        if (l_1108_) {
            local_78 = l_1112_;
        } else {
            local_78 = false;
        }
        bool l_1113_ = local_78;
        double _e2111 = l_mut_750_;
        double l_1114_ = (l_1113_ ? l_1098_ : _e2111);
        l_mut_750_ = l_1114_;
        uint _e2113 = l_mut_173_;
        bool l_1115_ = (_e2113 == 2u);
        if (l_1108_) {
            local_79 = l_1115_;
        } else {
            local_79 = false;
        }
        bool l_1116_ = local_79;
        double _e2120 = l_mut_749_;
        double l_1117_ = (l_1116_ ? l_1098_ : _e2120);
        l_mut_749_ = l_1117_;
        double l_1118_ = (l_1108_ ? l_1105_ : l_1098_);
        double _e2123 = l_mut_168_;
        double l_1119_ = (_e2123 + l_1096_);
        double l_1120_ = (l_1106_ ? l_1118_ : l_1119_);
        l_mut_168_ = l_1120_;
        uint l_1121_ = uint(l_1108_);
        uint _e2127 = l_mut_173_;
        l_mut_173_ = (_e2127 + l_1121_);
        double l_1122_ = a_848_[6];
        double _e2131 = l_mut_168_;
        double l_1123_ = (_e2131 + l_1122_);
        double l_1124_ = (l_1123_ * l_4_);
        double _e2134 = l_mut_168_;
        double l_1125_ = (l_1124_ - _e2134);
        double l_1126_ = (l_1125_ * l_4_);
        double l_1127_ = (l_1124_ - l_1126_);
        double l_1128_ = (l_1127_ * l_4_);
        double _e2139 = l_mut_168_;
        double l_1129_ = (_e2139 - l_1128_);
        double l_1130_ = (l_1122_ - l_1126_);
        double l_1131_ = (l_1129_ + l_1130_);
        uint _e2143 = l_mut_173_;
        bool l_1132_ = (_e2143 < 3u);
        bool l_1133_ = (l_1131_ != 0.0LF);
        if (l_1132_) {
            local_80 = l_1133_;
        } else {
            local_80 = false;
        }
        bool l_1134_ = local_80;
        uint _e2152 = l_mut_173_;
        bool l_1135_ = (_e2152 == 0u);
        if (l_1134_) {
            local_81 = l_1135_;
        } else {
            local_81 = false;
        }
        bool l_1136_ = local_81;
        double _e2159 = l_mut_751_;
        double l_1137_ = (l_1136_ ? l_1124_ : _e2159);
        l_mut_751_ = l_1137_;
        uint _e2161 = l_mut_173_;
        bool l_1138_ = (_e2161 == 1u);
        if (l_1134_) {
            local_82 = l_1138_;
        } else {
            local_82 = false;
        }
        bool l_1139_ = local_82;
        double _e2168 = l_mut_750_;
        double l_1140_ = (l_1139_ ? l_1124_ : _e2168);
        l_mut_750_ = l_1140_;
        uint _e2170 = l_mut_173_;
        bool l_1141_ = (_e2170 == 2u);
        if (l_1134_) {
            local_83 = l_1141_;
        } else {
            local_83 = false;
        }
        bool l_1142_ = local_83;
        double _e2177 = l_mut_749_;
        double l_1143_ = (l_1142_ ? l_1124_ : _e2177);
        l_mut_749_ = l_1143_;
        double l_1144_ = (l_1134_ ? l_1131_ : l_1124_);
        double _e2180 = l_mut_168_;
        double l_1145_ = (_e2180 + l_1122_);
        double l_1146_ = (l_1132_ ? l_1144_ : l_1145_);
        l_mut_168_ = l_1146_;
        uint l_1147_ = uint(l_1134_);
        uint _e2184 = l_mut_173_;
        l_mut_173_ = (_e2184 + l_1147_);
        double l_1148_ = a_848_[7];
        double _e2188 = l_mut_168_;
        double l_1149_ = (_e2188 + l_1148_);
        double l_1150_ = (l_1149_ * l_4_);
        double _e2191 = l_mut_168_;
        double l_1151_ = (l_1150_ - _e2191);
        double l_1152_ = (l_1151_ * l_4_);
        double l_1153_ = (l_1150_ - l_1152_);
        double l_1154_ = (l_1153_ * l_4_);
        double _e2196 = l_mut_168_;
        double l_1155_ = (_e2196 - l_1154_);
        double l_1156_ = (l_1148_ - l_1152_);
        double l_1157_ = (l_1155_ + l_1156_);
        uint _e2200 = l_mut_173_;
        bool l_1158_ = (_e2200 < 3u);
        bool l_1159_ = (l_1157_ != 0.0LF);
        if (l_1158_) {
            local_84 = l_1159_;
        } else {
            local_84 = false;
        }
        bool l_1160_ = local_84;
        uint _e2209 = l_mut_173_;
        bool l_1161_ = (_e2209 == 0u);
        if (l_1160_) {
            local_85 = l_1161_;
        } else {
            local_85 = false;
        }
        bool l_1162_ = local_85;
        double _e2216 = l_mut_751_;
        double l_1163_ = (l_1162_ ? l_1150_ : _e2216);
        l_mut_751_ = l_1163_;
        uint _e2218 = l_mut_173_;
        bool l_1164_ = (_e2218 == 1u);
        if (l_1160_) {
            local_86 = l_1164_;
        } else {
            local_86 = false;
        }
        bool l_1165_ = local_86;
        double _e2225 = l_mut_750_;
        double l_1166_ = (l_1165_ ? l_1150_ : _e2225);
        l_mut_750_ = l_1166_;
        uint _e2227 = l_mut_173_;
        bool l_1167_ = (_e2227 == 2u);
        if (l_1160_) {
            local_87 = l_1167_;
        } else {
            local_87 = false;
        }
        bool l_1168_ = local_87;
        double _e2234 = l_mut_749_;
        double l_1169_ = (l_1168_ ? l_1150_ : _e2234);
        l_mut_749_ = l_1169_;
        double l_1170_ = (l_1160_ ? l_1157_ : l_1150_);
        double _e2237 = l_mut_168_;
        double l_1171_ = (_e2237 + l_1148_);
        double l_1172_ = (l_1158_ ? l_1170_ : l_1171_);
        l_mut_168_ = l_1172_;
        uint l_1173_ = uint(l_1160_);
        uint _e2241 = l_mut_173_;
        l_mut_173_ = (_e2241 + l_1173_);
        uint _e2243 = l_mut_173_;
        bool l_1174_ = (_e2243 == 0u);
        double _e2246 = l_mut_751_;
        double _e2247 = l_mut_168_;
        double l_1175_ = (l_1174_ ? _e2247 : _e2246);
        l_mut_751_ = l_1175_;
        uint _e2249 = l_mut_173_;
        bool l_1176_ = (_e2249 == 1u);
        double _e2252 = l_mut_750_;
        double _e2253 = l_mut_168_;
        double l_1177_ = (l_1176_ ? _e2253 : _e2252);
        l_mut_750_ = l_1177_;
        uint _e2255 = l_mut_173_;
        bool l_1178_ = (_e2255 == 2u);
        double _e2258 = l_mut_749_;
        double _e2259 = l_mut_168_;
        double l_1179_ = (l_1178_ ? _e2259 : _e2258);
        l_mut_749_ = l_1179_;
        uint _e2261 = l_mut_173_;
        bool l_1180_ = (_e2261 == 3u);
        double _e2264 = l_mut_748_;
        double _e2265 = l_mut_168_;
        double l_1181_ = (l_1180_ ? _e2265 : _e2264);
        l_mut_748_ = l_1181_;
        double _e2267 = l_mut_751_;
        double l_1182_ = (_e2267 * l_23_);
        double l_1183_ = (l_14_ * l_1182_);
        double l_1184_ = (l_1183_ * l_4_);
        double l_1185_ = (l_3_ * l_14_);
        double l_1186_ = (l_1185_ * l_4_);
        double l_1187_ = (l_1186_ - l_14_);
        double l_1188_ = (l_1187_ * l_4_);
        double l_1189_ = (l_1186_ - l_1188_);
        double l_1190_ = (l_14_ - l_1189_);
        double l_1191_ = (l_3_ * l_1182_);
        double l_1192_ = (l_1191_ * l_4_);
        double l_1193_ = (l_1192_ - l_1182_);
        double l_1194_ = (l_1193_ * l_4_);
        double l_1195_ = (l_1192_ - l_1194_);
        double l_1196_ = (l_1182_ - l_1195_);
        double l_1197_ = (l_1189_ * l_1195_);
        double l_1198_ = (l_1197_ - l_1184_);
        double l_1199_ = (l_1189_ * l_1196_);
        double l_1200_ = (l_1198_ + l_1199_);
        double l_1201_ = (l_1190_ * l_1195_);
        double l_1202_ = (l_1200_ + l_1201_);
        double l_1203_ = (l_1190_ * l_1196_);
        double l_1204_ = (l_1202_ + l_1203_);
        double l_1205_ = (l_16_ * l_1182_);
        double l_1206_ = (l_1205_ * l_4_);
        double l_1207_ = (l_3_ * l_16_);
        double l_1208_ = (l_1207_ * l_4_);
        double l_1209_ = (l_1208_ - l_16_);
        double l_1210_ = (l_1209_ * l_4_);
        double l_1211_ = (l_1208_ - l_1210_);
        double l_1212_ = (l_16_ - l_1211_);
        double l_1213_ = (l_3_ * l_1182_);
        double l_1214_ = (l_1213_ * l_4_);
        double l_1215_ = (l_1214_ - l_1182_);
        double l_1216_ = (l_1215_ * l_4_);
        double l_1217_ = (l_1214_ - l_1216_);
        double l_1218_ = (l_1182_ - l_1217_);
        double l_1219_ = (l_1211_ * l_1217_);
        double l_1220_ = (l_1219_ - l_1206_);
        double l_1221_ = (l_1211_ * l_1218_);
        double l_1222_ = (l_1220_ + l_1221_);
        double l_1223_ = (l_1212_ * l_1217_);
        double l_1224_ = (l_1222_ + l_1223_);
        double l_1225_ = (l_1212_ * l_1218_);
        double l_1226_ = (l_1224_ + l_1225_);
        double l_1227_ = (l_19_ * l_1182_);
        double l_1228_ = (l_1227_ * l_4_);
        double l_1229_ = (l_3_ * l_19_);
        double l_1230_ = (l_1229_ * l_4_);
        double l_1231_ = (l_1230_ - l_19_);
        double l_1232_ = (l_1231_ * l_4_);
        double l_1233_ = (l_1230_ - l_1232_);
        double l_1234_ = (l_19_ - l_1233_);
        double l_1235_ = (l_3_ * l_1182_);
        double l_1236_ = (l_1235_ * l_4_);
        double l_1237_ = (l_1236_ - l_1182_);
        double l_1238_ = (l_1237_ * l_4_);
        double l_1239_ = (l_1236_ - l_1238_);
        double l_1240_ = (l_1182_ - l_1239_);
        double l_1241_ = (l_1233_ * l_1239_);
        double l_1242_ = (l_1241_ - l_1228_);
        double l_1243_ = (l_1233_ * l_1240_);
        double l_1244_ = (l_1242_ + l_1243_);
        double l_1245_ = (l_1234_ * l_1239_);
        double l_1246_ = (l_1244_ + l_1245_);
        double l_1247_ = (l_1234_ * l_1240_);
        double l_1248_ = (l_1246_ + l_1247_);
        double l_1249_ = (l_22_ * l_1182_);
        double l_1250_ = (l_1204_ + l_1206_);
        double l_1251_ = (l_1250_ * l_4_);
        double l_1252_ = (l_1251_ - l_1204_);
        double l_1253_ = (l_1252_ * l_4_);
        double l_1254_ = (l_1251_ - l_1253_);
        double l_1255_ = (l_1254_ * l_4_);
        double l_1256_ = (l_1204_ - l_1255_);
        double l_1257_ = (l_1206_ - l_1253_);
        double l_1258_ = (l_1256_ + l_1257_);
        double l_1259_ = (l_1258_ + l_1226_);
        double l_1260_ = (l_1259_ * l_4_);
        double l_1261_ = (l_1260_ - l_1258_);
        double l_1262_ = (l_1261_ * l_4_);
        double l_1263_ = (l_1260_ - l_1262_);
        double l_1264_ = (l_1263_ * l_4_);
        double l_1265_ = (l_1258_ - l_1264_);
        double l_1266_ = (l_1226_ - l_1262_);
        double l_1267_ = (l_1265_ + l_1266_);
        double l_1268_ = (l_1228_ + l_1260_);
        double l_1269_ = (l_1268_ * l_4_);
        double l_1270_ = (l_1269_ - l_1228_);
        double l_1271_ = (l_1270_ * l_4_);
        double l_1272_ = (l_1269_ - l_1271_);
        double l_1273_ = (l_1272_ * l_4_);
        double l_1274_ = (l_1228_ - l_1273_);
        double l_1275_ = (l_1260_ - l_1271_);
        double l_1276_ = (l_1274_ + l_1275_);
        double l_1277_ = (l_1267_ + l_1276_);
        double l_1278_ = (l_1277_ * l_4_);
        double l_1279_ = (l_1278_ - l_1267_);
        double l_1280_ = (l_1279_ * l_4_);
        double l_1281_ = (l_1278_ - l_1280_);
        double l_1282_ = (l_1281_ * l_4_);
        double l_1283_ = (l_1267_ - l_1282_);
        double l_1284_ = (l_1276_ - l_1280_);
        double l_1285_ = (l_1283_ + l_1284_);
        double l_1286_ = (l_1278_ + l_1248_);
        double l_1287_ = (l_1286_ * l_4_);
        double l_1288_ = (l_1287_ - l_1278_);
        double l_1289_ = (l_1288_ * l_4_);
        double l_1290_ = (l_1287_ - l_1289_);
        double l_1291_ = (l_1290_ * l_4_);
        double l_1292_ = (l_1278_ - l_1291_);
        double l_1293_ = (l_1248_ - l_1289_);
        double l_1294_ = (l_1292_ + l_1293_);
        double l_1295_ = (l_1249_ + l_1287_);
        double l_1296_ = (l_1295_ * l_4_);
        double l_1297_ = (l_1296_ - l_1249_);
        double l_1298_ = (l_1297_ * l_4_);
        double l_1299_ = (l_1296_ - l_1298_);
        double l_1300_ = (l_1299_ * l_4_);
        double l_1301_ = (l_1249_ - l_1300_);
        double l_1302_ = (l_1287_ - l_1298_);
        double l_1303_ = (l_1301_ + l_1302_);
        double l_1304_ = (l_1294_ + l_1303_);
        double l_1305_ = (l_1304_ + l_1285_);
        double l_1306_ = (l_1296_ + l_1305_);
        double l_1307_ = (l_1306_ * l_4_);
        double l_1308_ = (l_1307_ - l_1296_);
        double l_1309_ = (l_1308_ * l_4_);
        double l_1310_ = (l_1305_ - l_1309_);
        double l_1311_ = (l_1269_ + l_1307_);
        double l_1312_ = (l_1311_ * l_4_);
        double l_1313_ = (l_1312_ - l_1269_);
        double l_1314_ = (l_1313_ * l_4_);
        double l_1315_ = (l_1307_ - l_1314_);
        double l_1316_ = (l_1251_ + l_1312_);
        double l_1317_ = (l_1316_ * l_4_);
        double l_1318_ = (l_1317_ - l_1251_);
        double l_1319_ = (l_1318_ * l_4_);
        double l_1320_ = (l_1312_ - l_1319_);
        double l_1321_ = (l_1184_ + l_1317_);
        double l_1322_ = (l_1321_ * l_4_);
        double l_1323_ = (l_1322_ - l_1184_);
        double l_1324_ = (l_1323_ * l_4_);
        double l_1325_ = (l_1317_ - l_1324_);
        l_mut_172_ = 0.0LF;
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_168_ = l_1322_;
        l_mut_173_ = 0u;
        double _e2417 = l_mut_168_;
        double l_1326_ = (_e2417 + l_1325_);
        double l_1327_ = (l_1326_ * l_4_);
        double _e2420 = l_mut_168_;
        double l_1328_ = (l_1327_ - _e2420);
        double l_1329_ = (l_1328_ * l_4_);
        double l_1330_ = (l_1325_ - l_1329_);
        uint _e2424 = l_mut_173_;
        bool l_1331_ = (_e2424 < 3u);
        bool l_1332_ = (l_1330_ != 0.0LF);
        if (l_1331_) {
            local_88 = l_1332_;
        } else {
            local_88 = false;
        }
        bool l_1333_ = local_88;
        uint _e2433 = l_mut_173_;
        bool l_1334_ = (_e2433 == 0u);
        if (l_1333_) {
            local_89 = l_1334_;
        } else {
            local_89 = false;
        }
        bool l_1335_ = local_89;
        double _e2440 = l_mut_172_;
        double l_1336_ = (l_1335_ ? l_1327_ : _e2440);
        l_mut_172_ = l_1336_;
        uint _e2442 = l_mut_173_;
        bool l_1337_ = (_e2442 == 1u);
        if (l_1333_) {
            local_90 = l_1337_;
        } else {
            local_90 = false;
        }
        bool l_1338_ = local_90;
        double _e2449 = l_mut_171_;
        double l_1339_ = (l_1338_ ? l_1327_ : _e2449);
        l_mut_171_ = l_1339_;
        uint _e2451 = l_mut_173_;
        bool l_1340_ = (_e2451 == 2u);
        if (l_1333_) {
            local_91 = l_1340_;
        } else {
            local_91 = false;
        }
        bool l_1341_ = local_91;
        double _e2458 = l_mut_170_;
        double l_1342_ = (l_1341_ ? l_1327_ : _e2458);
        l_mut_170_ = l_1342_;
        double l_1343_ = (l_1333_ ? l_1330_ : l_1327_);
        double _e2461 = l_mut_168_;
        double l_1344_ = (_e2461 + l_1325_);
        double l_1345_ = (l_1331_ ? l_1343_ : l_1344_);
        l_mut_168_ = l_1345_;
        uint l_1346_ = uint(l_1333_);
        uint _e2465 = l_mut_173_;
        l_mut_173_ = (_e2465 + l_1346_);
        double _e2467 = l_mut_168_;
        double l_1347_ = (_e2467 + l_1320_);
        double l_1348_ = (l_1347_ * l_4_);
        double _e2470 = l_mut_168_;
        double l_1349_ = (l_1348_ - _e2470);
        double l_1350_ = (l_1349_ * l_4_);
        double l_1351_ = (l_1320_ - l_1350_);
        uint _e2474 = l_mut_173_;
        bool l_1352_ = (_e2474 < 3u);
        bool l_1353_ = (l_1351_ != 0.0LF);
        if (l_1352_) {
            local_92 = l_1353_;
        } else {
            local_92 = false;
        }
        bool l_1354_ = local_92;
        uint _e2483 = l_mut_173_;
        bool l_1355_ = (_e2483 == 0u);
        if (l_1354_) {
            local_93 = l_1355_;
        } else {
            local_93 = false;
        }
        bool l_1356_ = local_93;
        double _e2490 = l_mut_172_;
        double l_1357_ = (l_1356_ ? l_1348_ : _e2490);
        l_mut_172_ = l_1357_;
        uint _e2492 = l_mut_173_;
        bool l_1358_ = (_e2492 == 1u);
        if (l_1354_) {
            local_94 = l_1358_;
        } else {
            local_94 = false;
        }
        bool l_1359_ = local_94;
        double _e2499 = l_mut_171_;
        double l_1360_ = (l_1359_ ? l_1348_ : _e2499);
        l_mut_171_ = l_1360_;
        uint _e2501 = l_mut_173_;
        bool l_1361_ = (_e2501 == 2u);
        if (l_1354_) {
            local_95 = l_1361_;
        } else {
            local_95 = false;
        }
        bool l_1362_ = local_95;
        double _e2508 = l_mut_170_;
        double l_1363_ = (l_1362_ ? l_1348_ : _e2508);
        l_mut_170_ = l_1363_;
        double l_1364_ = (l_1354_ ? l_1351_ : l_1348_);
        double _e2511 = l_mut_168_;
        double l_1365_ = (_e2511 + l_1320_);
        double l_1366_ = (l_1352_ ? l_1364_ : l_1365_);
        l_mut_168_ = l_1366_;
        uint l_1367_ = uint(l_1354_);
        uint _e2515 = l_mut_173_;
        l_mut_173_ = (_e2515 + l_1367_);
        double _e2517 = l_mut_168_;
        double l_1368_ = (_e2517 + l_1315_);
        double l_1369_ = (l_1368_ * l_4_);
        double _e2520 = l_mut_168_;
        double l_1370_ = (l_1369_ - _e2520);
        double l_1371_ = (l_1370_ * l_4_);
        double l_1372_ = (l_1315_ - l_1371_);
        uint _e2524 = l_mut_173_;
        bool l_1373_ = (_e2524 < 3u);
        bool l_1374_ = (l_1372_ != 0.0LF);
        if (l_1373_) {
            local_96 = l_1374_;
        } else {
            local_96 = false;
        }
        bool l_1375_ = local_96;
        uint _e2533 = l_mut_173_;
        bool l_1376_ = (_e2533 == 0u);
        if (l_1375_) {
            local_97 = l_1376_;
        } else {
            local_97 = false;
        }
        bool l_1377_ = local_97;
        double _e2540 = l_mut_172_;
        double l_1378_ = (l_1377_ ? l_1369_ : _e2540);
        l_mut_172_ = l_1378_;
        uint _e2542 = l_mut_173_;
        bool l_1379_ = (_e2542 == 1u);
        if (l_1375_) {
            local_98 = l_1379_;
        } else {
            local_98 = false;
        }
        bool l_1380_ = local_98;
        double _e2549 = l_mut_171_;
        double l_1381_ = (l_1380_ ? l_1369_ : _e2549);
        l_mut_171_ = l_1381_;
        uint _e2551 = l_mut_173_;
        bool l_1382_ = (_e2551 == 2u);
        if (l_1375_) {
            local_99 = l_1382_;
        } else {
            local_99 = false;
        }
        bool l_1383_ = local_99;
        double _e2558 = l_mut_170_;
        double l_1384_ = (l_1383_ ? l_1369_ : _e2558);
        l_mut_170_ = l_1384_;
        double l_1385_ = (l_1375_ ? l_1372_ : l_1369_);
        double _e2561 = l_mut_168_;
        double l_1386_ = (_e2561 + l_1315_);
        double l_1387_ = (l_1373_ ? l_1385_ : l_1386_);
        l_mut_168_ = l_1387_;
        uint l_1388_ = uint(l_1375_);
        uint _e2565 = l_mut_173_;
        l_mut_173_ = (_e2565 + l_1388_);
        double _e2567 = l_mut_168_;
        double l_1389_ = (_e2567 + l_1310_);
        double l_1390_ = (l_1389_ * l_4_);
        double _e2570 = l_mut_168_;
        double l_1391_ = (l_1390_ - _e2570);
        double l_1392_ = (l_1391_ * l_4_);
        double l_1393_ = (l_1310_ - l_1392_);
        uint _e2574 = l_mut_173_;
        bool l_1394_ = (_e2574 < 3u);
        bool l_1395_ = (l_1393_ != 0.0LF);
        if (l_1394_) {
            local_100 = l_1395_;
        } else {
            local_100 = false;
        }
        bool l_1396_ = local_100;
        uint _e2583 = l_mut_173_;
        bool l_1397_ = (_e2583 == 0u);
        if (l_1396_) {
            local_101 = l_1397_;
        } else {
            local_101 = false;
        }
        bool l_1398_ = local_101;
        double _e2590 = l_mut_172_;
        double l_1399_ = (l_1398_ ? l_1390_ : _e2590);
        l_mut_172_ = l_1399_;
        uint _e2592 = l_mut_173_;
        bool l_1400_ = (_e2592 == 1u);
        if (l_1396_) {
            local_102 = l_1400_;
        } else {
            local_102 = false;
        }
        bool l_1401_ = local_102;
        double _e2599 = l_mut_171_;
        double l_1402_ = (l_1401_ ? l_1390_ : _e2599);
        l_mut_171_ = l_1402_;
        uint _e2601 = l_mut_173_;
        bool l_1403_ = (_e2601 == 2u);
        if (l_1396_) {
            local_103 = l_1403_;
        } else {
            local_103 = false;
        }
        bool l_1404_ = local_103;
        double _e2608 = l_mut_170_;
        double l_1405_ = (l_1404_ ? l_1390_ : _e2608);
        l_mut_170_ = l_1405_;
        double l_1406_ = (l_1396_ ? l_1393_ : l_1390_);
        double _e2611 = l_mut_168_;
        double l_1407_ = (_e2611 + l_1310_);
        double l_1408_ = (l_1394_ ? l_1406_ : l_1407_);
        l_mut_168_ = l_1408_;
        uint l_1409_ = uint(l_1396_);
        uint _e2615 = l_mut_173_;
        l_mut_173_ = (_e2615 + l_1409_);
        uint _e2617 = l_mut_173_;
        bool l_1410_ = (_e2617 == 0u);
        double _e2620 = l_mut_172_;
        double _e2621 = l_mut_168_;
        double l_1411_ = (l_1410_ ? _e2621 : _e2620);
        l_mut_172_ = l_1411_;
        uint _e2623 = l_mut_173_;
        bool l_1412_ = (_e2623 == 1u);
        double _e2626 = l_mut_171_;
        double _e2627 = l_mut_168_;
        double l_1413_ = (l_1412_ ? _e2627 : _e2626);
        l_mut_171_ = l_1413_;
        uint _e2629 = l_mut_173_;
        bool l_1414_ = (_e2629 == 2u);
        double _e2632 = l_mut_170_;
        double _e2633 = l_mut_168_;
        double l_1415_ = (l_1414_ ? _e2633 : _e2632);
        l_mut_170_ = l_1415_;
        uint _e2635 = l_mut_173_;
        bool l_1416_ = (_e2635 == 3u);
        double _e2638 = l_mut_169_;
        double _e2639 = l_mut_168_;
        double l_1417_ = (l_1416_ ? _e2639 : _e2638);
        l_mut_169_ = l_1417_;
        double _e2641 = l_mut_172_;
        double l_1418_ = -(_e2641);
        double _e2643 = l_mut_171_;
        double l_1419_ = -(_e2643);
        double _e2645 = l_mut_170_;
        double l_1420_ = -(_e2645);
        double _e2647 = l_mut_169_;
        double l_1421_ = -(_e2647);
        double _e2650 = l_mut_751_;
        a_1422_[0] = _e2650;
        a_1422_[1] = l_1418_;
        double _e2653 = l_mut_750_;
        a_1422_[2] = _e2653;
        a_1422_[3] = l_1419_;
        double _e2656 = l_mut_749_;
        a_1422_[4] = _e2656;
        a_1422_[5] = l_1420_;
        double _e2659 = l_mut_748_;
        a_1422_[6] = _e2659;
        a_1422_[7] = l_1421_;
        double l_1423_ = a_1422_[7];
        l_mut_172_ = l_1423_;
        double l_1424_ = a_1422_[6];
        double _e2665 = l_mut_172_;
        double l_1425_ = (l_1424_ + _e2665);
        double l_1426_ = (l_1425_ * l_4_);
        double l_1427_ = (l_1426_ - l_1424_);
        double l_1428_ = (l_1427_ * l_4_);
        double l_1429_ = (l_1426_ - l_1428_);
        double l_1430_ = (l_1429_ * l_4_);
        double l_1431_ = (l_1424_ - l_1430_);
        double _e2673 = l_mut_172_;
        double l_1432_ = (_e2673 - l_1428_);
        double l_1433_ = (l_1431_ + l_1432_);
        a_1422_[7] = l_1433_;
        l_mut_172_ = l_1426_;
        double l_1434_ = a_1422_[5];
        double _e2679 = l_mut_172_;
        double l_1435_ = (l_1434_ + _e2679);
        double l_1436_ = (l_1435_ * l_4_);
        double l_1437_ = (l_1436_ - l_1434_);
        double l_1438_ = (l_1437_ * l_4_);
        double l_1439_ = (l_1436_ - l_1438_);
        double l_1440_ = (l_1439_ * l_4_);
        double l_1441_ = (l_1434_ - l_1440_);
        double _e2687 = l_mut_172_;
        double l_1442_ = (_e2687 - l_1438_);
        double l_1443_ = (l_1441_ + l_1442_);
        a_1422_[6] = l_1443_;
        l_mut_172_ = l_1436_;
        double l_1444_ = a_1422_[4];
        double _e2693 = l_mut_172_;
        double l_1445_ = (l_1444_ + _e2693);
        double l_1446_ = (l_1445_ * l_4_);
        double l_1447_ = (l_1446_ - l_1444_);
        double l_1448_ = (l_1447_ * l_4_);
        double l_1449_ = (l_1446_ - l_1448_);
        double l_1450_ = (l_1449_ * l_4_);
        double l_1451_ = (l_1444_ - l_1450_);
        double _e2701 = l_mut_172_;
        double l_1452_ = (_e2701 - l_1448_);
        double l_1453_ = (l_1451_ + l_1452_);
        a_1422_[5] = l_1453_;
        l_mut_172_ = l_1446_;
        double l_1454_ = a_1422_[3];
        double _e2707 = l_mut_172_;
        double l_1455_ = (l_1454_ + _e2707);
        double l_1456_ = (l_1455_ * l_4_);
        double l_1457_ = (l_1456_ - l_1454_);
        double l_1458_ = (l_1457_ * l_4_);
        double l_1459_ = (l_1456_ - l_1458_);
        double l_1460_ = (l_1459_ * l_4_);
        double l_1461_ = (l_1454_ - l_1460_);
        double _e2715 = l_mut_172_;
        double l_1462_ = (_e2715 - l_1458_);
        double l_1463_ = (l_1461_ + l_1462_);
        a_1422_[4] = l_1463_;
        l_mut_172_ = l_1456_;
        double l_1464_ = a_1422_[2];
        double _e2721 = l_mut_172_;
        double l_1465_ = (l_1464_ + _e2721);
        double l_1466_ = (l_1465_ * l_4_);
        double l_1467_ = (l_1466_ - l_1464_);
        double l_1468_ = (l_1467_ * l_4_);
        double l_1469_ = (l_1466_ - l_1468_);
        double l_1470_ = (l_1469_ * l_4_);
        double l_1471_ = (l_1464_ - l_1470_);
        double _e2729 = l_mut_172_;
        double l_1472_ = (_e2729 - l_1468_);
        double l_1473_ = (l_1471_ + l_1472_);
        a_1422_[3] = l_1473_;
        l_mut_172_ = l_1466_;
        double l_1474_ = a_1422_[1];
        double _e2735 = l_mut_172_;
        double l_1475_ = (l_1474_ + _e2735);
        double l_1476_ = (l_1475_ * l_4_);
        double l_1477_ = (l_1476_ - l_1474_);
        double l_1478_ = (l_1477_ * l_4_);
        double l_1479_ = (l_1476_ - l_1478_);
        double l_1480_ = (l_1479_ * l_4_);
        double l_1481_ = (l_1474_ - l_1480_);
        double _e2743 = l_mut_172_;
        double l_1482_ = (_e2743 - l_1478_);
        double l_1483_ = (l_1481_ + l_1482_);
        a_1422_[2] = l_1483_;
        l_mut_172_ = l_1476_;
        double l_1484_ = a_1422_[0];
        double _e2749 = l_mut_172_;
        double l_1485_ = (l_1484_ + _e2749);
        double l_1486_ = (l_1485_ * l_4_);
        double l_1487_ = (l_1486_ - l_1484_);
        double l_1488_ = (l_1487_ * l_4_);
        double l_1489_ = (l_1486_ - l_1488_);
        double l_1490_ = (l_1489_ * l_4_);
        double l_1491_ = (l_1484_ - l_1490_);
        double _e2757 = l_mut_172_;
        double l_1492_ = (_e2757 - l_1488_);
        double l_1493_ = (l_1491_ + l_1492_);
        a_1422_[1] = l_1493_;
        l_mut_172_ = l_1486_;
        double _e2762 = l_mut_172_;
        a_1422_[0] = _e2762;
        double l_1494_ = a_1422_[7];
        l_mut_172_ = l_1494_;
        double l_1495_ = a_1422_[6];
        double _e2767 = l_mut_172_;
        double l_1496_ = (l_1495_ + _e2767);
        double l_1497_ = (l_1496_ * l_4_);
        double l_1498_ = (l_1497_ - l_1495_);
        double l_1499_ = (l_1498_ * l_4_);
        double l_1500_ = (l_1497_ - l_1499_);
        double l_1501_ = (l_1500_ * l_4_);
        double l_1502_ = (l_1495_ - l_1501_);
        double _e2775 = l_mut_172_;
        double l_1503_ = (_e2775 - l_1499_);
        double l_1504_ = (l_1502_ + l_1503_);
        a_1422_[7] = l_1504_;
        l_mut_172_ = l_1497_;
        double l_1505_ = a_1422_[5];
        double _e2781 = l_mut_172_;
        double l_1506_ = (l_1505_ + _e2781);
        double l_1507_ = (l_1506_ * l_4_);
        double l_1508_ = (l_1507_ - l_1505_);
        double l_1509_ = (l_1508_ * l_4_);
        double l_1510_ = (l_1507_ - l_1509_);
        double l_1511_ = (l_1510_ * l_4_);
        double l_1512_ = (l_1505_ - l_1511_);
        double _e2789 = l_mut_172_;
        double l_1513_ = (_e2789 - l_1509_);
        double l_1514_ = (l_1512_ + l_1513_);
        a_1422_[6] = l_1514_;
        l_mut_172_ = l_1507_;
        double l_1515_ = a_1422_[4];
        double _e2795 = l_mut_172_;
        double l_1516_ = (l_1515_ + _e2795);
        double l_1517_ = (l_1516_ * l_4_);
        double l_1518_ = (l_1517_ - l_1515_);
        double l_1519_ = (l_1518_ * l_4_);
        double l_1520_ = (l_1517_ - l_1519_);
        double l_1521_ = (l_1520_ * l_4_);
        double l_1522_ = (l_1515_ - l_1521_);
        double _e2803 = l_mut_172_;
        double l_1523_ = (_e2803 - l_1519_);
        double l_1524_ = (l_1522_ + l_1523_);
        a_1422_[5] = l_1524_;
        l_mut_172_ = l_1517_;
        double l_1525_ = a_1422_[3];
        double _e2809 = l_mut_172_;
        double l_1526_ = (l_1525_ + _e2809);
        double l_1527_ = (l_1526_ * l_4_);
        double l_1528_ = (l_1527_ - l_1525_);
        double l_1529_ = (l_1528_ * l_4_);
        double l_1530_ = (l_1527_ - l_1529_);
        double l_1531_ = (l_1530_ * l_4_);
        double l_1532_ = (l_1525_ - l_1531_);
        double _e2817 = l_mut_172_;
        double l_1533_ = (_e2817 - l_1529_);
        double l_1534_ = (l_1532_ + l_1533_);
        a_1422_[4] = l_1534_;
        l_mut_172_ = l_1527_;
        double l_1535_ = a_1422_[2];
        double _e2823 = l_mut_172_;
        double l_1536_ = (l_1535_ + _e2823);
        double l_1537_ = (l_1536_ * l_4_);
        double l_1538_ = (l_1537_ - l_1535_);
        double l_1539_ = (l_1538_ * l_4_);
        double l_1540_ = (l_1537_ - l_1539_);
        double l_1541_ = (l_1540_ * l_4_);
        double l_1542_ = (l_1535_ - l_1541_);
        double _e2831 = l_mut_172_;
        double l_1543_ = (_e2831 - l_1539_);
        double l_1544_ = (l_1542_ + l_1543_);
        a_1422_[3] = l_1544_;
        l_mut_172_ = l_1537_;
        double l_1545_ = a_1422_[1];
        double _e2837 = l_mut_172_;
        double l_1546_ = (l_1545_ + _e2837);
        double l_1547_ = (l_1546_ * l_4_);
        double l_1548_ = (l_1547_ - l_1545_);
        double l_1549_ = (l_1548_ * l_4_);
        double l_1550_ = (l_1547_ - l_1549_);
        double l_1551_ = (l_1550_ * l_4_);
        double l_1552_ = (l_1545_ - l_1551_);
        double _e2845 = l_mut_172_;
        double l_1553_ = (_e2845 - l_1549_);
        double l_1554_ = (l_1552_ + l_1553_);
        a_1422_[2] = l_1554_;
        l_mut_172_ = l_1547_;
        double l_1555_ = a_1422_[0];
        double _e2851 = l_mut_172_;
        double l_1556_ = (l_1555_ + _e2851);
        double l_1557_ = (l_1556_ * l_4_);
        double l_1558_ = (l_1557_ - l_1555_);
        double l_1559_ = (l_1558_ * l_4_);
        double l_1560_ = (l_1557_ - l_1559_);
        double l_1561_ = (l_1560_ * l_4_);
        double l_1562_ = (l_1555_ - l_1561_);
        double _e2859 = l_mut_172_;
        double l_1563_ = (_e2859 - l_1559_);
        double l_1564_ = (l_1562_ + l_1563_);
        a_1422_[1] = l_1564_;
        l_mut_172_ = l_1557_;
        double _e2864 = l_mut_172_;
        a_1422_[0] = _e2864;
        l_mut_172_ = 0.0LF;
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        double l_1565_ = a_1422_[0];
        l_mut_168_ = l_1565_;
        l_mut_173_ = 0u;
        double l_1566_ = a_1422_[1];
        double _e2874 = l_mut_168_;
        double l_1567_ = (_e2874 + l_1566_);
        double l_1568_ = (l_1567_ * l_4_);
        double _e2877 = l_mut_168_;
        double l_1569_ = (l_1568_ - _e2877);
        double l_1570_ = (l_1569_ * l_4_);
        double l_1571_ = (l_1568_ - l_1570_);
        double l_1572_ = (l_1571_ * l_4_);
        double _e2882 = l_mut_168_;
        double l_1573_ = (_e2882 - l_1572_);
        double l_1574_ = (l_1566_ - l_1570_);
        double l_1575_ = (l_1573_ + l_1574_);
        uint _e2886 = l_mut_173_;
        bool l_1576_ = (_e2886 < 3u);
        bool l_1577_ = (l_1575_ != 0.0LF);
        if (l_1576_) {
            local_104 = l_1577_;
        } else {
            local_104 = false;
        }
        bool l_1578_ = local_104;
        uint _e2895 = l_mut_173_;
        bool l_1579_ = (_e2895 == 0u);
        if (l_1578_) {
            local_105 = l_1579_;
        } else {
            local_105 = false;
        }
        bool l_1580_ = local_105;
        double _e2902 = l_mut_172_;
        double l_1581_ = (l_1580_ ? l_1568_ : _e2902);
        l_mut_172_ = l_1581_;
        uint _e2904 = l_mut_173_;
        bool l_1582_ = (_e2904 == 1u);
        if (l_1578_) {
            local_106 = l_1582_;
        } else {
            local_106 = false;
        }
        bool l_1583_ = local_106;
        double _e2911 = l_mut_171_;
        double l_1584_ = (l_1583_ ? l_1568_ : _e2911);
        l_mut_171_ = l_1584_;
        uint _e2913 = l_mut_173_;
        bool l_1585_ = (_e2913 == 2u);
        if (l_1578_) {
            local_107 = l_1585_;
        } else {
            local_107 = false;
        }
        bool l_1586_ = local_107;
        double _e2920 = l_mut_170_;
        double l_1587_ = (l_1586_ ? l_1568_ : _e2920);
        l_mut_170_ = l_1587_;
        double l_1588_ = (l_1578_ ? l_1575_ : l_1568_);
        double _e2923 = l_mut_168_;
        double l_1589_ = (_e2923 + l_1566_);
        double l_1590_ = (l_1576_ ? l_1588_ : l_1589_);
        l_mut_168_ = l_1590_;
        uint l_1591_ = uint(l_1578_);
        uint _e2927 = l_mut_173_;
        l_mut_173_ = (_e2927 + l_1591_);
        double l_1592_ = a_1422_[2];
        double _e2931 = l_mut_168_;
        double l_1593_ = (_e2931 + l_1592_);
        double l_1594_ = (l_1593_ * l_4_);
        double _e2934 = l_mut_168_;
        double l_1595_ = (l_1594_ - _e2934);
        double l_1596_ = (l_1595_ * l_4_);
        double l_1597_ = (l_1594_ - l_1596_);
        double l_1598_ = (l_1597_ * l_4_);
        double _e2939 = l_mut_168_;
        double l_1599_ = (_e2939 - l_1598_);
        double l_1600_ = (l_1592_ - l_1596_);
        double l_1601_ = (l_1599_ + l_1600_);
        uint _e2943 = l_mut_173_;
        bool l_1602_ = (_e2943 < 3u);
        bool l_1603_ = (l_1601_ != 0.0LF);
        if (l_1602_) {
            local_108 = l_1603_;
        } else {
            local_108 = false;
        }
        bool l_1604_ = local_108;
        uint _e2952 = l_mut_173_;
        bool l_1605_ = (_e2952 == 0u);
        if (l_1604_) {
            local_109 = l_1605_;
        } else {
            local_109 = false;
        }
        bool l_1606_ = local_109;
        double _e2959 = l_mut_172_;
        double l_1607_ = (l_1606_ ? l_1594_ : _e2959);
        l_mut_172_ = l_1607_;
        uint _e2961 = l_mut_173_;
        bool l_1608_ = (_e2961 == 1u);
        if (l_1604_) {
            local_110 = l_1608_;
        } else {
            local_110 = false;
        }
        bool l_1609_ = local_110;
        double _e2968 = l_mut_171_;
        double l_1610_ = (l_1609_ ? l_1594_ : _e2968);
        l_mut_171_ = l_1610_;
        uint _e2970 = l_mut_173_;
        bool l_1611_ = (_e2970 == 2u);
        if (l_1604_) {
            local_111 = l_1611_;
        } else {
            local_111 = false;
        }
        bool l_1612_ = local_111;
        double _e2977 = l_mut_170_;
        double l_1613_ = (l_1612_ ? l_1594_ : _e2977);
        l_mut_170_ = l_1613_;
        double l_1614_ = (l_1604_ ? l_1601_ : l_1594_);
        double _e2980 = l_mut_168_;
        double l_1615_ = (_e2980 + l_1592_);
        double l_1616_ = (l_1602_ ? l_1614_ : l_1615_);
        l_mut_168_ = l_1616_;
        uint l_1617_ = uint(l_1604_);
        uint _e2984 = l_mut_173_;
        l_mut_173_ = (_e2984 + l_1617_);
        double l_1618_ = a_1422_[3];
        double _e2988 = l_mut_168_;
        double l_1619_ = (_e2988 + l_1618_);
        double l_1620_ = (l_1619_ * l_4_);
        double _e2991 = l_mut_168_;
        double l_1621_ = (l_1620_ - _e2991);
        double l_1622_ = (l_1621_ * l_4_);
        double l_1623_ = (l_1620_ - l_1622_);
        double l_1624_ = (l_1623_ * l_4_);
        double _e2996 = l_mut_168_;
        double l_1625_ = (_e2996 - l_1624_);
        double l_1626_ = (l_1618_ - l_1622_);
        double l_1627_ = (l_1625_ + l_1626_);
        uint _e3000 = l_mut_173_;
        bool l_1628_ = (_e3000 < 3u);
        bool l_1629_ = (l_1627_ != 0.0LF);
        if (l_1628_) {
            local_112 = l_1629_;
        } else {
            local_112 = false;
        }
        bool l_1630_ = local_112;
        uint _e3009 = l_mut_173_;
        bool l_1631_ = (_e3009 == 0u);
        if (l_1630_) {
            local_113 = l_1631_;
        } else {
            local_113 = false;
        }
        bool l_1632_ = local_113;
        double _e3016 = l_mut_172_;
        double l_1633_ = (l_1632_ ? l_1620_ : _e3016);
        l_mut_172_ = l_1633_;
        uint _e3018 = l_mut_173_;
        bool l_1634_ = (_e3018 == 1u);
        if (l_1630_) {
            local_114 = l_1634_;
        } else {
            local_114 = false;
        }
        bool l_1635_ = local_114;
        double _e3025 = l_mut_171_;
        double l_1636_ = (l_1635_ ? l_1620_ : _e3025);
        l_mut_171_ = l_1636_;
        uint _e3027 = l_mut_173_;
        bool l_1637_ = (_e3027 == 2u);
        if (l_1630_) {
            local_115 = l_1637_;
        } else {
            local_115 = false;
        }
        bool l_1638_ = local_115;
        double _e3034 = l_mut_170_;
        double l_1639_ = (l_1638_ ? l_1620_ : _e3034);
        l_mut_170_ = l_1639_;
        double l_1640_ = (l_1630_ ? l_1627_ : l_1620_);
        double _e3037 = l_mut_168_;
        double l_1641_ = (_e3037 + l_1618_);
        double l_1642_ = (l_1628_ ? l_1640_ : l_1641_);
        l_mut_168_ = l_1642_;
        uint l_1643_ = uint(l_1630_);
        uint _e3041 = l_mut_173_;
        l_mut_173_ = (_e3041 + l_1643_);
        double l_1644_ = a_1422_[4];
        double _e3045 = l_mut_168_;
        double l_1645_ = (_e3045 + l_1644_);
        double l_1646_ = (l_1645_ * l_4_);
        double _e3048 = l_mut_168_;
        double l_1647_ = (l_1646_ - _e3048);
        double l_1648_ = (l_1647_ * l_4_);
        double l_1649_ = (l_1646_ - l_1648_);
        double l_1650_ = (l_1649_ * l_4_);
        double _e3053 = l_mut_168_;
        double l_1651_ = (_e3053 - l_1650_);
        double l_1652_ = (l_1644_ - l_1648_);
        double l_1653_ = (l_1651_ + l_1652_);
        uint _e3057 = l_mut_173_;
        bool l_1654_ = (_e3057 < 3u);
        bool l_1655_ = (l_1653_ != 0.0LF);
        if (l_1654_) {
            local_116 = l_1655_;
        } else {
            local_116 = false;
        }
        bool l_1656_ = local_116;
        uint _e3066 = l_mut_173_;
        bool l_1657_ = (_e3066 == 0u);
        if (l_1656_) {
            local_117 = l_1657_;
        } else {
            local_117 = false;
        }
        bool l_1658_ = local_117;
        double _e3073 = l_mut_172_;
        double l_1659_ = (l_1658_ ? l_1646_ : _e3073);
        l_mut_172_ = l_1659_;
        uint _e3075 = l_mut_173_;
        bool l_1660_ = (_e3075 == 1u);
        if (l_1656_) {
            local_118 = l_1660_;
        } else {
            local_118 = false;
        }
        bool l_1661_ = local_118;
        double _e3082 = l_mut_171_;
        double l_1662_ = (l_1661_ ? l_1646_ : _e3082);
        l_mut_171_ = l_1662_;
        uint _e3084 = l_mut_173_;
        bool l_1663_ = (_e3084 == 2u);
        if (l_1656_) {
            local_119 = l_1663_;
        } else {
            local_119 = false;
        }
        bool l_1664_ = local_119;
        double _e3091 = l_mut_170_;
        double l_1665_ = (l_1664_ ? l_1646_ : _e3091);
        l_mut_170_ = l_1665_;
        double l_1666_ = (l_1656_ ? l_1653_ : l_1646_);
        double _e3094 = l_mut_168_;
        double l_1667_ = (_e3094 + l_1644_);
        double l_1668_ = (l_1654_ ? l_1666_ : l_1667_);
        l_mut_168_ = l_1668_;
        uint l_1669_ = uint(l_1656_);
        uint _e3098 = l_mut_173_;
        l_mut_173_ = (_e3098 + l_1669_);
        double l_1670_ = a_1422_[5];
        double _e3102 = l_mut_168_;
        double l_1671_ = (_e3102 + l_1670_);
        double l_1672_ = (l_1671_ * l_4_);
        double _e3105 = l_mut_168_;
        double l_1673_ = (l_1672_ - _e3105);
        double l_1674_ = (l_1673_ * l_4_);
        double l_1675_ = (l_1672_ - l_1674_);
        double l_1676_ = (l_1675_ * l_4_);
        double _e3110 = l_mut_168_;
        double l_1677_ = (_e3110 - l_1676_);
        double l_1678_ = (l_1670_ - l_1674_);
        double l_1679_ = (l_1677_ + l_1678_);
        uint _e3114 = l_mut_173_;
        bool l_1680_ = (_e3114 < 3u);
        bool l_1681_ = (l_1679_ != 0.0LF);
        if (l_1680_) {
            local_120 = l_1681_;
        } else {
            local_120 = false;
        }
        bool l_1682_ = local_120;
        uint _e3123 = l_mut_173_;
        bool l_1683_ = (_e3123 == 0u);
        if (l_1682_) {
            local_121 = l_1683_;
        } else {
            local_121 = false;
        }
        bool l_1684_ = local_121;
        double _e3130 = l_mut_172_;
        double l_1685_ = (l_1684_ ? l_1672_ : _e3130);
        l_mut_172_ = l_1685_;
        uint _e3132 = l_mut_173_;
        bool l_1686_ = (_e3132 == 1u);
        if (l_1682_) {
            local_122 = l_1686_;
        } else {
            local_122 = false;
        }
        bool l_1687_ = local_122;
        double _e3139 = l_mut_171_;
        double l_1688_ = (l_1687_ ? l_1672_ : _e3139);
        l_mut_171_ = l_1688_;
        uint _e3141 = l_mut_173_;
        bool l_1689_ = (_e3141 == 2u);
        if (l_1682_) {
            local_123 = l_1689_;
        } else {
            local_123 = false;
        }
        bool l_1690_ = local_123;
        double _e3148 = l_mut_170_;
        double l_1691_ = (l_1690_ ? l_1672_ : _e3148);
        l_mut_170_ = l_1691_;
        double l_1692_ = (l_1682_ ? l_1679_ : l_1672_);
        double _e3151 = l_mut_168_;
        double l_1693_ = (_e3151 + l_1670_);
        double l_1694_ = (l_1680_ ? l_1692_ : l_1693_);
        l_mut_168_ = l_1694_;
        uint l_1695_ = uint(l_1682_);
        uint _e3155 = l_mut_173_;
        l_mut_173_ = (_e3155 + l_1695_);
        double l_1696_ = a_1422_[6];
        double _e3159 = l_mut_168_;
        double l_1697_ = (_e3159 + l_1696_);
        double l_1698_ = (l_1697_ * l_4_);
        double _e3162 = l_mut_168_;
        double l_1699_ = (l_1698_ - _e3162);
        double l_1700_ = (l_1699_ * l_4_);
        double l_1701_ = (l_1698_ - l_1700_);
        double l_1702_ = (l_1701_ * l_4_);
        double _e3167 = l_mut_168_;
        double l_1703_ = (_e3167 - l_1702_);
        double l_1704_ = (l_1696_ - l_1700_);
        double l_1705_ = (l_1703_ + l_1704_);
        uint _e3171 = l_mut_173_;
        bool l_1706_ = (_e3171 < 3u);
        bool l_1707_ = (l_1705_ != 0.0LF);
        if (l_1706_) {
            local_124 = l_1707_;
        } else {
            local_124 = false;
        }
        bool l_1708_ = local_124;
        uint _e3180 = l_mut_173_;
        bool l_1709_ = (_e3180 == 0u);
        if (l_1708_) {
            local_125 = l_1709_;
        } else {
            local_125 = false;
        }
        bool l_1710_ = local_125;
        double _e3187 = l_mut_172_;
        double l_1711_ = (l_1710_ ? l_1698_ : _e3187);
        l_mut_172_ = l_1711_;
        uint _e3189 = l_mut_173_;
        bool l_1712_ = (_e3189 == 1u);
        if (l_1708_) {
            local_126 = l_1712_;
        } else {
            local_126 = false;
        }
        bool l_1713_ = local_126;
        double _e3196 = l_mut_171_;
        double l_1714_ = (l_1713_ ? l_1698_ : _e3196);
        l_mut_171_ = l_1714_;
        uint _e3198 = l_mut_173_;
        bool l_1715_ = (_e3198 == 2u);
        if (l_1708_) {
            local_127 = l_1715_;
        } else {
            local_127 = false;
        }
        bool l_1716_ = local_127;
        double _e3205 = l_mut_170_;
        double l_1717_ = (l_1716_ ? l_1698_ : _e3205);
        l_mut_170_ = l_1717_;
        double l_1718_ = (l_1708_ ? l_1705_ : l_1698_);
        double _e3208 = l_mut_168_;
        double l_1719_ = (_e3208 + l_1696_);
        double l_1720_ = (l_1706_ ? l_1718_ : l_1719_);
        l_mut_168_ = l_1720_;
        uint l_1721_ = uint(l_1708_);
        uint _e3212 = l_mut_173_;
        l_mut_173_ = (_e3212 + l_1721_);
        double l_1722_ = a_1422_[7];
        double _e3216 = l_mut_168_;
        double l_1723_ = (_e3216 + l_1722_);
        double l_1724_ = (l_1723_ * l_4_);
        double _e3219 = l_mut_168_;
        double l_1725_ = (l_1724_ - _e3219);
        double l_1726_ = (l_1725_ * l_4_);
        double l_1727_ = (l_1724_ - l_1726_);
        double l_1728_ = (l_1727_ * l_4_);
        double _e3224 = l_mut_168_;
        double l_1729_ = (_e3224 - l_1728_);
        double l_1730_ = (l_1722_ - l_1726_);
        double l_1731_ = (l_1729_ + l_1730_);
        uint _e3228 = l_mut_173_;
        bool l_1732_ = (_e3228 < 3u);
        bool l_1733_ = (l_1731_ != 0.0LF);
        if (l_1732_) {
            local_128 = l_1733_;
        } else {
            local_128 = false;
        }
        bool l_1734_ = local_128;
        uint _e3237 = l_mut_173_;
        bool l_1735_ = (_e3237 == 0u);
        if (l_1734_) {
            local_129 = l_1735_;
        } else {
            local_129 = false;
        }
        bool l_1736_ = local_129;
        double _e3244 = l_mut_172_;
        double l_1737_ = (l_1736_ ? l_1724_ : _e3244);
        l_mut_172_ = l_1737_;
        uint _e3246 = l_mut_173_;
        bool l_1738_ = (_e3246 == 1u);
        if (l_1734_) {
            local_130 = l_1738_;
        } else {
            local_130 = false;
        }
        bool l_1739_ = local_130;
        double _e3253 = l_mut_171_;
        double l_1740_ = (l_1739_ ? l_1724_ : _e3253);
        l_mut_171_ = l_1740_;
        uint _e3255 = l_mut_173_;
        bool l_1741_ = (_e3255 == 2u);
        if (l_1734_) {
            local_131 = l_1741_;
        } else {
            local_131 = false;
        }
        bool l_1742_ = local_131;
        double _e3262 = l_mut_170_;
        double l_1743_ = (l_1742_ ? l_1724_ : _e3262);
        l_mut_170_ = l_1743_;
        double l_1744_ = (l_1734_ ? l_1731_ : l_1724_);
        double _e3265 = l_mut_168_;
        double l_1745_ = (_e3265 + l_1722_);
        double l_1746_ = (l_1732_ ? l_1744_ : l_1745_);
        l_mut_168_ = l_1746_;
        uint l_1747_ = uint(l_1734_);
        uint _e3269 = l_mut_173_;
        l_mut_173_ = (_e3269 + l_1747_);
        uint _e3271 = l_mut_173_;
        bool l_1748_ = (_e3271 == 0u);
        double _e3274 = l_mut_172_;
        double _e3275 = l_mut_168_;
        double l_1749_ = (l_1748_ ? _e3275 : _e3274);
        l_mut_172_ = l_1749_;
        uint _e3277 = l_mut_173_;
        bool l_1750_ = (_e3277 == 1u);
        double _e3280 = l_mut_171_;
        double _e3281 = l_mut_168_;
        double l_1751_ = (l_1750_ ? _e3281 : _e3280);
        l_mut_171_ = l_1751_;
        uint _e3283 = l_mut_173_;
        bool l_1752_ = (_e3283 == 2u);
        double _e3286 = l_mut_170_;
        double _e3287 = l_mut_168_;
        double l_1753_ = (l_1752_ ? _e3287 : _e3286);
        l_mut_170_ = l_1753_;
        uint _e3289 = l_mut_173_;
        bool l_1754_ = (_e3289 == 3u);
        double _e3292 = l_mut_169_;
        double _e3293 = l_mut_168_;
        double l_1755_ = (l_1754_ ? _e3293 : _e3292);
        l_mut_169_ = l_1755_;
        double _e3295 = l_mut_172_;
        double l_1756_ = (_e3295 * l_23_);
        double l_1757_ = (l_14_ * l_1756_);
        double l_1758_ = (l_1757_ * l_4_);
        double l_1759_ = (l_3_ * l_14_);
        double l_1760_ = (l_1759_ * l_4_);
        double l_1761_ = (l_1760_ - l_14_);
        double l_1762_ = (l_1761_ * l_4_);
        double l_1763_ = (l_1760_ - l_1762_);
        double l_1764_ = (l_14_ - l_1763_);
        double l_1765_ = (l_3_ * l_1756_);
        double l_1766_ = (l_1765_ * l_4_);
        double l_1767_ = (l_1766_ - l_1756_);
        double l_1768_ = (l_1767_ * l_4_);
        double l_1769_ = (l_1766_ - l_1768_);
        double l_1770_ = (l_1756_ - l_1769_);
        double l_1771_ = (l_1763_ * l_1769_);
        double l_1772_ = (l_1771_ - l_1758_);
        double l_1773_ = (l_1763_ * l_1770_);
        double l_1774_ = (l_1772_ + l_1773_);
        double l_1775_ = (l_1764_ * l_1769_);
        double l_1776_ = (l_1774_ + l_1775_);
        double l_1777_ = (l_1764_ * l_1770_);
        double l_1778_ = (l_1776_ + l_1777_);
        double l_1779_ = (l_16_ * l_1756_);
        double l_1780_ = (l_1779_ * l_4_);
        double l_1781_ = (l_3_ * l_16_);
        double l_1782_ = (l_1781_ * l_4_);
        double l_1783_ = (l_1782_ - l_16_);
        double l_1784_ = (l_1783_ * l_4_);
        double l_1785_ = (l_1782_ - l_1784_);
        double l_1786_ = (l_16_ - l_1785_);
        double l_1787_ = (l_3_ * l_1756_);
        double l_1788_ = (l_1787_ * l_4_);
        double l_1789_ = (l_1788_ - l_1756_);
        double l_1790_ = (l_1789_ * l_4_);
        double l_1791_ = (l_1788_ - l_1790_);
        double l_1792_ = (l_1756_ - l_1791_);
        double l_1793_ = (l_1785_ * l_1791_);
        double l_1794_ = (l_1793_ - l_1780_);
        double l_1795_ = (l_1785_ * l_1792_);
        double l_1796_ = (l_1794_ + l_1795_);
        double l_1797_ = (l_1786_ * l_1791_);
        double l_1798_ = (l_1796_ + l_1797_);
        double l_1799_ = (l_1786_ * l_1792_);
        double l_1800_ = (l_1798_ + l_1799_);
        double l_1801_ = (l_19_ * l_1756_);
        double l_1802_ = (l_1801_ * l_4_);
        double l_1803_ = (l_3_ * l_19_);
        double l_1804_ = (l_1803_ * l_4_);
        double l_1805_ = (l_1804_ - l_19_);
        double l_1806_ = (l_1805_ * l_4_);
        double l_1807_ = (l_1804_ - l_1806_);
        double l_1808_ = (l_19_ - l_1807_);
        double l_1809_ = (l_3_ * l_1756_);
        double l_1810_ = (l_1809_ * l_4_);
        double l_1811_ = (l_1810_ - l_1756_);
        double l_1812_ = (l_1811_ * l_4_);
        double l_1813_ = (l_1810_ - l_1812_);
        double l_1814_ = (l_1756_ - l_1813_);
        double l_1815_ = (l_1807_ * l_1813_);
        double l_1816_ = (l_1815_ - l_1802_);
        double l_1817_ = (l_1807_ * l_1814_);
        double l_1818_ = (l_1816_ + l_1817_);
        double l_1819_ = (l_1808_ * l_1813_);
        double l_1820_ = (l_1818_ + l_1819_);
        double l_1821_ = (l_1808_ * l_1814_);
        double l_1822_ = (l_1820_ + l_1821_);
        double l_1823_ = (l_22_ * l_1756_);
        double l_1824_ = (l_1778_ + l_1780_);
        double l_1825_ = (l_1824_ * l_4_);
        double l_1826_ = (l_1825_ - l_1778_);
        double l_1827_ = (l_1826_ * l_4_);
        double l_1828_ = (l_1825_ - l_1827_);
        double l_1829_ = (l_1828_ * l_4_);
        double l_1830_ = (l_1778_ - l_1829_);
        double l_1831_ = (l_1780_ - l_1827_);
        double l_1832_ = (l_1830_ + l_1831_);
        double l_1833_ = (l_1832_ + l_1800_);
        double l_1834_ = (l_1833_ * l_4_);
        double l_1835_ = (l_1834_ - l_1832_);
        double l_1836_ = (l_1835_ * l_4_);
        double l_1837_ = (l_1834_ - l_1836_);
        double l_1838_ = (l_1837_ * l_4_);
        double l_1839_ = (l_1832_ - l_1838_);
        double l_1840_ = (l_1800_ - l_1836_);
        double l_1841_ = (l_1839_ + l_1840_);
        double l_1842_ = (l_1802_ + l_1834_);
        double l_1843_ = (l_1842_ * l_4_);
        double l_1844_ = (l_1843_ - l_1802_);
        double l_1845_ = (l_1844_ * l_4_);
        double l_1846_ = (l_1843_ - l_1845_);
        double l_1847_ = (l_1846_ * l_4_);
        double l_1848_ = (l_1802_ - l_1847_);
        double l_1849_ = (l_1834_ - l_1845_);
        double l_1850_ = (l_1848_ + l_1849_);
        double l_1851_ = (l_1841_ + l_1850_);
        double l_1852_ = (l_1851_ * l_4_);
        double l_1853_ = (l_1852_ - l_1841_);
        double l_1854_ = (l_1853_ * l_4_);
        double l_1855_ = (l_1852_ - l_1854_);
        double l_1856_ = (l_1855_ * l_4_);
        double l_1857_ = (l_1841_ - l_1856_);
        double l_1858_ = (l_1850_ - l_1854_);
        double l_1859_ = (l_1857_ + l_1858_);
        double l_1860_ = (l_1852_ + l_1822_);
        double l_1861_ = (l_1860_ * l_4_);
        double l_1862_ = (l_1861_ - l_1852_);
        double l_1863_ = (l_1862_ * l_4_);
        double l_1864_ = (l_1861_ - l_1863_);
        double l_1865_ = (l_1864_ * l_4_);
        double l_1866_ = (l_1852_ - l_1865_);
        double l_1867_ = (l_1822_ - l_1863_);
        double l_1868_ = (l_1866_ + l_1867_);
        double l_1869_ = (l_1823_ + l_1861_);
        double l_1870_ = (l_1869_ * l_4_);
        double l_1871_ = (l_1870_ - l_1823_);
        double l_1872_ = (l_1871_ * l_4_);
        double l_1873_ = (l_1870_ - l_1872_);
        double l_1874_ = (l_1873_ * l_4_);
        double l_1875_ = (l_1823_ - l_1874_);
        double l_1876_ = (l_1861_ - l_1872_);
        double l_1877_ = (l_1875_ + l_1876_);
        double l_1878_ = (l_1868_ + l_1877_);
        double l_1879_ = (l_1878_ + l_1859_);
        double l_1880_ = (l_1870_ + l_1879_);
        double l_1881_ = (l_1880_ * l_4_);
        double l_1882_ = (l_1881_ - l_1870_);
        double l_1883_ = (l_1882_ * l_4_);
        double l_1884_ = (l_1879_ - l_1883_);
        double l_1885_ = (l_1843_ + l_1881_);
        double l_1886_ = (l_1885_ * l_4_);
        double l_1887_ = (l_1886_ - l_1843_);
        double l_1888_ = (l_1887_ * l_4_);
        double l_1889_ = (l_1881_ - l_1888_);
        double l_1890_ = (l_1825_ + l_1886_);
        double l_1891_ = (l_1890_ * l_4_);
        double l_1892_ = (l_1891_ - l_1825_);
        double l_1893_ = (l_1892_ * l_4_);
        double l_1894_ = (l_1886_ - l_1893_);
        double l_1895_ = (l_1758_ + l_1891_);
        double l_1896_ = (l_1895_ * l_4_);
        double l_1897_ = (l_1896_ - l_1758_);
        double l_1898_ = (l_1897_ * l_4_);
        double l_1899_ = (l_1891_ - l_1898_);
        l_mut_751_ = 0.0LF;
        l_mut_750_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        l_mut_168_ = l_1896_;
        l_mut_173_ = 0u;
        double _e3445 = l_mut_168_;
        double l_1900_ = (_e3445 + l_1899_);
        double l_1901_ = (l_1900_ * l_4_);
        double _e3448 = l_mut_168_;
        double l_1902_ = (l_1901_ - _e3448);
        double l_1903_ = (l_1902_ * l_4_);
        double l_1904_ = (l_1899_ - l_1903_);
        uint _e3452 = l_mut_173_;
        bool l_1905_ = (_e3452 < 3u);
        bool l_1906_ = (l_1904_ != 0.0LF);
        if (l_1905_) {
            local_132 = l_1906_;
        } else {
            local_132 = false;
        }
        bool l_1907_ = local_132;
        uint _e3461 = l_mut_173_;
        bool l_1908_ = (_e3461 == 0u);
        if (l_1907_) {
            local_133 = l_1908_;
        } else {
            local_133 = false;
        }
        bool l_1909_ = local_133;
        double _e3468 = l_mut_751_;
        double l_1910_ = (l_1909_ ? l_1901_ : _e3468);
        l_mut_751_ = l_1910_;
        uint _e3470 = l_mut_173_;
        bool l_1911_ = (_e3470 == 1u);
        if (l_1907_) {
            local_134 = l_1911_;
        } else {
            local_134 = false;
        }
        bool l_1912_ = local_134;
        double _e3477 = l_mut_750_;
        double l_1913_ = (l_1912_ ? l_1901_ : _e3477);
        l_mut_750_ = l_1913_;
        uint _e3479 = l_mut_173_;
        bool l_1914_ = (_e3479 == 2u);
        if (l_1907_) {
            local_135 = l_1914_;
        } else {
            local_135 = false;
        }
        bool l_1915_ = local_135;
        double _e3486 = l_mut_749_;
        double l_1916_ = (l_1915_ ? l_1901_ : _e3486);
        l_mut_749_ = l_1916_;
        double l_1917_ = (l_1907_ ? l_1904_ : l_1901_);
        double _e3489 = l_mut_168_;
        double l_1918_ = (_e3489 + l_1899_);
        double l_1919_ = (l_1905_ ? l_1917_ : l_1918_);
        l_mut_168_ = l_1919_;
        uint l_1920_ = uint(l_1907_);
        uint _e3493 = l_mut_173_;
        l_mut_173_ = (_e3493 + l_1920_);
        double _e3495 = l_mut_168_;
        double l_1921_ = (_e3495 + l_1894_);
        double l_1922_ = (l_1921_ * l_4_);
        double _e3498 = l_mut_168_;
        double l_1923_ = (l_1922_ - _e3498);
        double l_1924_ = (l_1923_ * l_4_);
        double l_1925_ = (l_1894_ - l_1924_);
        uint _e3502 = l_mut_173_;
        bool l_1926_ = (_e3502 < 3u);
        bool l_1927_ = (l_1925_ != 0.0LF);
        if (l_1926_) {
            local_136 = l_1927_;
        } else {
            local_136 = false;
        }
        bool l_1928_ = local_136;
        uint _e3511 = l_mut_173_;
        bool l_1929_ = (_e3511 == 0u);
        if (l_1928_) {
            local_137 = l_1929_;
        } else {
            local_137 = false;
        }
        bool l_1930_ = local_137;
        double _e3518 = l_mut_751_;
        double l_1931_ = (l_1930_ ? l_1922_ : _e3518);
        l_mut_751_ = l_1931_;
        uint _e3520 = l_mut_173_;
        bool l_1932_ = (_e3520 == 1u);
        if (l_1928_) {
            local_138 = l_1932_;
        } else {
            local_138 = false;
        }
        bool l_1933_ = local_138;
        double _e3527 = l_mut_750_;
        double l_1934_ = (l_1933_ ? l_1922_ : _e3527);
        l_mut_750_ = l_1934_;
        uint _e3529 = l_mut_173_;
        bool l_1935_ = (_e3529 == 2u);
        if (l_1928_) {
            local_139 = l_1935_;
        } else {
            local_139 = false;
        }
        bool l_1936_ = local_139;
        double _e3536 = l_mut_749_;
        double l_1937_ = (l_1936_ ? l_1922_ : _e3536);
        l_mut_749_ = l_1937_;
        double l_1938_ = (l_1928_ ? l_1925_ : l_1922_);
        double _e3539 = l_mut_168_;
        double l_1939_ = (_e3539 + l_1894_);
        double l_1940_ = (l_1926_ ? l_1938_ : l_1939_);
        l_mut_168_ = l_1940_;
        uint l_1941_ = uint(l_1928_);
        uint _e3543 = l_mut_173_;
        l_mut_173_ = (_e3543 + l_1941_);
        double _e3545 = l_mut_168_;
        double l_1942_ = (_e3545 + l_1889_);
        double l_1943_ = (l_1942_ * l_4_);
        double _e3548 = l_mut_168_;
        double l_1944_ = (l_1943_ - _e3548);
        double l_1945_ = (l_1944_ * l_4_);
        double l_1946_ = (l_1889_ - l_1945_);
        uint _e3552 = l_mut_173_;
        bool l_1947_ = (_e3552 < 3u);
        bool l_1948_ = (l_1946_ != 0.0LF);
        if (l_1947_) {
            local_140 = l_1948_;
        } else {
            local_140 = false;
        }
        bool l_1949_ = local_140;
        uint _e3561 = l_mut_173_;
        bool l_1950_ = (_e3561 == 0u);
        if (l_1949_) {
            local_141 = l_1950_;
        } else {
            local_141 = false;
        }
        bool l_1951_ = local_141;
        double _e3568 = l_mut_751_;
        double l_1952_ = (l_1951_ ? l_1943_ : _e3568);
        l_mut_751_ = l_1952_;
        uint _e3570 = l_mut_173_;
        bool l_1953_ = (_e3570 == 1u);
        if (l_1949_) {
            local_142 = l_1953_;
        } else {
            local_142 = false;
        }
        bool l_1954_ = local_142;
        double _e3577 = l_mut_750_;
        double l_1955_ = (l_1954_ ? l_1943_ : _e3577);
        l_mut_750_ = l_1955_;
        uint _e3579 = l_mut_173_;
        bool l_1956_ = (_e3579 == 2u);
        if (l_1949_) {
            local_143 = l_1956_;
        } else {
            local_143 = false;
        }
        bool l_1957_ = local_143;
        double _e3586 = l_mut_749_;
        double l_1958_ = (l_1957_ ? l_1943_ : _e3586);
        l_mut_749_ = l_1958_;
        double l_1959_ = (l_1949_ ? l_1946_ : l_1943_);
        double _e3589 = l_mut_168_;
        double l_1960_ = (_e3589 + l_1889_);
        double l_1961_ = (l_1947_ ? l_1959_ : l_1960_);
        l_mut_168_ = l_1961_;
        uint l_1962_ = uint(l_1949_);
        uint _e3593 = l_mut_173_;
        l_mut_173_ = (_e3593 + l_1962_);
        double _e3595 = l_mut_168_;
        double l_1963_ = (_e3595 + l_1884_);
        double l_1964_ = (l_1963_ * l_4_);
        double _e3598 = l_mut_168_;
        double l_1965_ = (l_1964_ - _e3598);
        double l_1966_ = (l_1965_ * l_4_);
        double l_1967_ = (l_1884_ - l_1966_);
        uint _e3602 = l_mut_173_;
        bool l_1968_ = (_e3602 < 3u);
        bool l_1969_ = (l_1967_ != 0.0LF);
        if (l_1968_) {
            local_144 = l_1969_;
        } else {
            local_144 = false;
        }
        bool l_1970_ = local_144;
        uint _e3611 = l_mut_173_;
        bool l_1971_ = (_e3611 == 0u);
        if (l_1970_) {
            local_145 = l_1971_;
        } else {
            local_145 = false;
        }
        bool l_1972_ = local_145;
        double _e3618 = l_mut_751_;
        double l_1973_ = (l_1972_ ? l_1964_ : _e3618);
        l_mut_751_ = l_1973_;
        uint _e3620 = l_mut_173_;
        bool l_1974_ = (_e3620 == 1u);
        if (l_1970_) {
            local_146 = l_1974_;
        } else {
            local_146 = false;
        }
        bool l_1975_ = local_146;
        double _e3627 = l_mut_750_;
        double l_1976_ = (l_1975_ ? l_1964_ : _e3627);
        l_mut_750_ = l_1976_;
        uint _e3629 = l_mut_173_;
        bool l_1977_ = (_e3629 == 2u);
        if (l_1970_) {
            local_147 = l_1977_;
        } else {
            local_147 = false;
        }
        bool l_1978_ = local_147;
        double _e3636 = l_mut_749_;
        double l_1979_ = (l_1978_ ? l_1964_ : _e3636);
        l_mut_749_ = l_1979_;
        double l_1980_ = (l_1970_ ? l_1967_ : l_1964_);
        double _e3639 = l_mut_168_;
        double l_1981_ = (_e3639 + l_1884_);
        double l_1982_ = (l_1968_ ? l_1980_ : l_1981_);
        l_mut_168_ = l_1982_;
        uint l_1983_ = uint(l_1970_);
        uint _e3643 = l_mut_173_;
        l_mut_173_ = (_e3643 + l_1983_);
        uint _e3645 = l_mut_173_;
        bool l_1984_ = (_e3645 == 0u);
        double _e3648 = l_mut_751_;
        double _e3649 = l_mut_168_;
        double l_1985_ = (l_1984_ ? _e3649 : _e3648);
        l_mut_751_ = l_1985_;
        uint _e3651 = l_mut_173_;
        bool l_1986_ = (_e3651 == 1u);
        double _e3654 = l_mut_750_;
        double _e3655 = l_mut_168_;
        double l_1987_ = (l_1986_ ? _e3655 : _e3654);
        l_mut_750_ = l_1987_;
        uint _e3657 = l_mut_173_;
        bool l_1988_ = (_e3657 == 2u);
        double _e3660 = l_mut_749_;
        double _e3661 = l_mut_168_;
        double l_1989_ = (l_1988_ ? _e3661 : _e3660);
        l_mut_749_ = l_1989_;
        uint _e3663 = l_mut_173_;
        bool l_1990_ = (_e3663 == 3u);
        double _e3666 = l_mut_748_;
        double _e3667 = l_mut_168_;
        double l_1991_ = (l_1990_ ? _e3667 : _e3666);
        l_mut_748_ = l_1991_;
        double _e3669 = l_mut_751_;
        double l_1992_ = -(_e3669);
        double _e3671 = l_mut_750_;
        double l_1993_ = -(_e3671);
        double _e3673 = l_mut_749_;
        double l_1994_ = -(_e3673);
        double _e3675 = l_mut_748_;
        double l_1995_ = -(_e3675);
        double _e3678 = l_mut_172_;
        a_1996_[0] = _e3678;
        a_1996_[1] = l_1992_;
        double _e3681 = l_mut_171_;
        a_1996_[2] = _e3681;
        a_1996_[3] = l_1993_;
        double _e3684 = l_mut_170_;
        a_1996_[4] = _e3684;
        a_1996_[5] = l_1994_;
        double _e3687 = l_mut_169_;
        a_1996_[6] = _e3687;
        a_1996_[7] = l_1995_;
        double l_1997_ = a_1996_[7];
        l_mut_751_ = l_1997_;
        double l_1998_ = a_1996_[6];
        double _e3693 = l_mut_751_;
        double l_1999_ = (l_1998_ + _e3693);
        double l_2000_ = (l_1999_ * l_4_);
        double l_2001_ = (l_2000_ - l_1998_);
        double l_2002_ = (l_2001_ * l_4_);
        double l_2003_ = (l_2000_ - l_2002_);
        double l_2004_ = (l_2003_ * l_4_);
        double l_2005_ = (l_1998_ - l_2004_);
        double _e3701 = l_mut_751_;
        double l_2006_ = (_e3701 - l_2002_);
        double l_2007_ = (l_2005_ + l_2006_);
        a_1996_[7] = l_2007_;
        l_mut_751_ = l_2000_;
        double l_2008_ = a_1996_[5];
        double _e3707 = l_mut_751_;
        double l_2009_ = (l_2008_ + _e3707);
        double l_2010_ = (l_2009_ * l_4_);
        double l_2011_ = (l_2010_ - l_2008_);
        double l_2012_ = (l_2011_ * l_4_);
        double l_2013_ = (l_2010_ - l_2012_);
        double l_2014_ = (l_2013_ * l_4_);
        double l_2015_ = (l_2008_ - l_2014_);
        double _e3715 = l_mut_751_;
        double l_2016_ = (_e3715 - l_2012_);
        double l_2017_ = (l_2015_ + l_2016_);
        a_1996_[6] = l_2017_;
        l_mut_751_ = l_2010_;
        double l_2018_ = a_1996_[4];
        double _e3721 = l_mut_751_;
        double l_2019_ = (l_2018_ + _e3721);
        double l_2020_ = (l_2019_ * l_4_);
        double l_2021_ = (l_2020_ - l_2018_);
        double l_2022_ = (l_2021_ * l_4_);
        double l_2023_ = (l_2020_ - l_2022_);
        double l_2024_ = (l_2023_ * l_4_);
        double l_2025_ = (l_2018_ - l_2024_);
        double _e3729 = l_mut_751_;
        double l_2026_ = (_e3729 - l_2022_);
        double l_2027_ = (l_2025_ + l_2026_);
        a_1996_[5] = l_2027_;
        l_mut_751_ = l_2020_;
        double l_2028_ = a_1996_[3];
        double _e3735 = l_mut_751_;
        double l_2029_ = (l_2028_ + _e3735);
        double l_2030_ = (l_2029_ * l_4_);
        double l_2031_ = (l_2030_ - l_2028_);
        double l_2032_ = (l_2031_ * l_4_);
        double l_2033_ = (l_2030_ - l_2032_);
        double l_2034_ = (l_2033_ * l_4_);
        double l_2035_ = (l_2028_ - l_2034_);
        double _e3743 = l_mut_751_;
        double l_2036_ = (_e3743 - l_2032_);
        double l_2037_ = (l_2035_ + l_2036_);
        a_1996_[4] = l_2037_;
        l_mut_751_ = l_2030_;
        double l_2038_ = a_1996_[2];
        double _e3749 = l_mut_751_;
        double l_2039_ = (l_2038_ + _e3749);
        double l_2040_ = (l_2039_ * l_4_);
        double l_2041_ = (l_2040_ - l_2038_);
        double l_2042_ = (l_2041_ * l_4_);
        double l_2043_ = (l_2040_ - l_2042_);
        double l_2044_ = (l_2043_ * l_4_);
        double l_2045_ = (l_2038_ - l_2044_);
        double _e3757 = l_mut_751_;
        double l_2046_ = (_e3757 - l_2042_);
        double l_2047_ = (l_2045_ + l_2046_);
        a_1996_[3] = l_2047_;
        l_mut_751_ = l_2040_;
        double l_2048_ = a_1996_[1];
        double _e3763 = l_mut_751_;
        double l_2049_ = (l_2048_ + _e3763);
        double l_2050_ = (l_2049_ * l_4_);
        double l_2051_ = (l_2050_ - l_2048_);
        double l_2052_ = (l_2051_ * l_4_);
        double l_2053_ = (l_2050_ - l_2052_);
        double l_2054_ = (l_2053_ * l_4_);
        double l_2055_ = (l_2048_ - l_2054_);
        double _e3771 = l_mut_751_;
        double l_2056_ = (_e3771 - l_2052_);
        double l_2057_ = (l_2055_ + l_2056_);
        a_1996_[2] = l_2057_;
        l_mut_751_ = l_2050_;
        double l_2058_ = a_1996_[0];
        double _e3777 = l_mut_751_;
        double l_2059_ = (l_2058_ + _e3777);
        double l_2060_ = (l_2059_ * l_4_);
        double l_2061_ = (l_2060_ - l_2058_);
        double l_2062_ = (l_2061_ * l_4_);
        double l_2063_ = (l_2060_ - l_2062_);
        double l_2064_ = (l_2063_ * l_4_);
        double l_2065_ = (l_2058_ - l_2064_);
        double _e3785 = l_mut_751_;
        double l_2066_ = (_e3785 - l_2062_);
        double l_2067_ = (l_2065_ + l_2066_);
        a_1996_[1] = l_2067_;
        l_mut_751_ = l_2060_;
        double _e3790 = l_mut_751_;
        a_1996_[0] = _e3790;
        double l_2068_ = a_1996_[7];
        l_mut_751_ = l_2068_;
        double l_2069_ = a_1996_[6];
        double _e3795 = l_mut_751_;
        double l_2070_ = (l_2069_ + _e3795);
        double l_2071_ = (l_2070_ * l_4_);
        double l_2072_ = (l_2071_ - l_2069_);
        double l_2073_ = (l_2072_ * l_4_);
        double l_2074_ = (l_2071_ - l_2073_);
        double l_2075_ = (l_2074_ * l_4_);
        double l_2076_ = (l_2069_ - l_2075_);
        double _e3803 = l_mut_751_;
        double l_2077_ = (_e3803 - l_2073_);
        double l_2078_ = (l_2076_ + l_2077_);
        a_1996_[7] = l_2078_;
        l_mut_751_ = l_2071_;
        double l_2079_ = a_1996_[5];
        double _e3809 = l_mut_751_;
        double l_2080_ = (l_2079_ + _e3809);
        double l_2081_ = (l_2080_ * l_4_);
        double l_2082_ = (l_2081_ - l_2079_);
        double l_2083_ = (l_2082_ * l_4_);
        double l_2084_ = (l_2081_ - l_2083_);
        double l_2085_ = (l_2084_ * l_4_);
        double l_2086_ = (l_2079_ - l_2085_);
        double _e3817 = l_mut_751_;
        double l_2087_ = (_e3817 - l_2083_);
        double l_2088_ = (l_2086_ + l_2087_);
        a_1996_[6] = l_2088_;
        l_mut_751_ = l_2081_;
        double l_2089_ = a_1996_[4];
        double _e3823 = l_mut_751_;
        double l_2090_ = (l_2089_ + _e3823);
        double l_2091_ = (l_2090_ * l_4_);
        double l_2092_ = (l_2091_ - l_2089_);
        double l_2093_ = (l_2092_ * l_4_);
        double l_2094_ = (l_2091_ - l_2093_);
        double l_2095_ = (l_2094_ * l_4_);
        double l_2096_ = (l_2089_ - l_2095_);
        double _e3831 = l_mut_751_;
        double l_2097_ = (_e3831 - l_2093_);
        double l_2098_ = (l_2096_ + l_2097_);
        a_1996_[5] = l_2098_;
        l_mut_751_ = l_2091_;
        double l_2099_ = a_1996_[3];
        double _e3837 = l_mut_751_;
        double l_2100_ = (l_2099_ + _e3837);
        double l_2101_ = (l_2100_ * l_4_);
        double l_2102_ = (l_2101_ - l_2099_);
        double l_2103_ = (l_2102_ * l_4_);
        double l_2104_ = (l_2101_ - l_2103_);
        double l_2105_ = (l_2104_ * l_4_);
        double l_2106_ = (l_2099_ - l_2105_);
        double _e3845 = l_mut_751_;
        double l_2107_ = (_e3845 - l_2103_);
        double l_2108_ = (l_2106_ + l_2107_);
        a_1996_[4] = l_2108_;
        l_mut_751_ = l_2101_;
        double l_2109_ = a_1996_[2];
        double _e3851 = l_mut_751_;
        double l_2110_ = (l_2109_ + _e3851);
        double l_2111_ = (l_2110_ * l_4_);
        double l_2112_ = (l_2111_ - l_2109_);
        double l_2113_ = (l_2112_ * l_4_);
        double l_2114_ = (l_2111_ - l_2113_);
        double l_2115_ = (l_2114_ * l_4_);
        double l_2116_ = (l_2109_ - l_2115_);
        double _e3859 = l_mut_751_;
        double l_2117_ = (_e3859 - l_2113_);
        double l_2118_ = (l_2116_ + l_2117_);
        a_1996_[3] = l_2118_;
        l_mut_751_ = l_2111_;
        double l_2119_ = a_1996_[1];
        double _e3865 = l_mut_751_;
        double l_2120_ = (l_2119_ + _e3865);
        double l_2121_ = (l_2120_ * l_4_);
        double l_2122_ = (l_2121_ - l_2119_);
        double l_2123_ = (l_2122_ * l_4_);
        double l_2124_ = (l_2121_ - l_2123_);
        double l_2125_ = (l_2124_ * l_4_);
        double l_2126_ = (l_2119_ - l_2125_);
        double _e3873 = l_mut_751_;
        double l_2127_ = (_e3873 - l_2123_);
        double l_2128_ = (l_2126_ + l_2127_);
        a_1996_[2] = l_2128_;
        l_mut_751_ = l_2121_;
        double l_2129_ = a_1996_[0];
        double _e3879 = l_mut_751_;
        double l_2130_ = (l_2129_ + _e3879);
        double l_2131_ = (l_2130_ * l_4_);
        double l_2132_ = (l_2131_ - l_2129_);
        double l_2133_ = (l_2132_ * l_4_);
        double l_2134_ = (l_2131_ - l_2133_);
        double l_2135_ = (l_2134_ * l_4_);
        double l_2136_ = (l_2129_ - l_2135_);
        double _e3887 = l_mut_751_;
        double l_2137_ = (_e3887 - l_2133_);
        double l_2138_ = (l_2136_ + l_2137_);
        a_1996_[1] = l_2138_;
        l_mut_751_ = l_2131_;
        double _e3892 = l_mut_751_;
        a_1996_[0] = _e3892;
        l_mut_751_ = 0.0LF;
        l_mut_750_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        double l_2139_ = a_1996_[0];
        l_mut_168_ = l_2139_;
        l_mut_173_ = 0u;
        double l_2140_ = a_1996_[1];
        double _e3902 = l_mut_168_;
        double l_2141_ = (_e3902 + l_2140_);
        double l_2142_ = (l_2141_ * l_4_);
        double _e3905 = l_mut_168_;
        double l_2143_ = (l_2142_ - _e3905);
        double l_2144_ = (l_2143_ * l_4_);
        double l_2145_ = (l_2142_ - l_2144_);
        double l_2146_ = (l_2145_ * l_4_);
        double _e3910 = l_mut_168_;
        double l_2147_ = (_e3910 - l_2146_);
        double l_2148_ = (l_2140_ - l_2144_);
        double l_2149_ = (l_2147_ + l_2148_);
        uint _e3914 = l_mut_173_;
        bool l_2150_ = (_e3914 < 3u);
        bool l_2151_ = (l_2149_ != 0.0LF);
        if (l_2150_) {
            local_148 = l_2151_;
        } else {
            local_148 = false;
        }
        bool l_2152_ = local_148;
        uint _e3923 = l_mut_173_;
        bool l_2153_ = (_e3923 == 0u);
        if (l_2152_) {
            local_149 = l_2153_;
        } else {
            local_149 = false;
        }
        bool l_2154_ = local_149;
        double _e3930 = l_mut_751_;
        double l_2155_ = (l_2154_ ? l_2142_ : _e3930);
        l_mut_751_ = l_2155_;
        uint _e3932 = l_mut_173_;
        bool l_2156_ = (_e3932 == 1u);
        if (l_2152_) {
            local_150 = l_2156_;
        } else {
            local_150 = false;
        }
        bool l_2157_ = local_150;
        double _e3939 = l_mut_750_;
        double l_2158_ = (l_2157_ ? l_2142_ : _e3939);
        l_mut_750_ = l_2158_;
        uint _e3941 = l_mut_173_;
        bool l_2159_ = (_e3941 == 2u);
        if (l_2152_) {
            local_151 = l_2159_;
        } else {
            local_151 = false;
        }
        bool l_2160_ = local_151;
        double _e3948 = l_mut_749_;
        double l_2161_ = (l_2160_ ? l_2142_ : _e3948);
        l_mut_749_ = l_2161_;
        double l_2162_ = (l_2152_ ? l_2149_ : l_2142_);
        double _e3951 = l_mut_168_;
        double l_2163_ = (_e3951 + l_2140_);
        double l_2164_ = (l_2150_ ? l_2162_ : l_2163_);
        l_mut_168_ = l_2164_;
        uint l_2165_ = uint(l_2152_);
        uint _e3955 = l_mut_173_;
        l_mut_173_ = (_e3955 + l_2165_);
        double l_2166_ = a_1996_[2];
        double _e3959 = l_mut_168_;
        double l_2167_ = (_e3959 + l_2166_);
        double l_2168_ = (l_2167_ * l_4_);
        double _e3962 = l_mut_168_;
        double l_2169_ = (l_2168_ - _e3962);
        double l_2170_ = (l_2169_ * l_4_);
        double l_2171_ = (l_2168_ - l_2170_);
        double l_2172_ = (l_2171_ * l_4_);
        double _e3967 = l_mut_168_;
        double l_2173_ = (_e3967 - l_2172_);
        double l_2174_ = (l_2166_ - l_2170_);
        double l_2175_ = (l_2173_ + l_2174_);
        uint _e3971 = l_mut_173_;
        bool l_2176_ = (_e3971 < 3u);
        bool l_2177_ = (l_2175_ != 0.0LF);
        if (l_2176_) {
            local_152 = l_2177_;
        } else {
            local_152 = false;
        }
        bool l_2178_ = local_152;
        uint _e3980 = l_mut_173_;
        bool l_2179_ = (_e3980 == 0u);
        if (l_2178_) {
            local_153 = l_2179_;
        } else {
            local_153 = false;
        }
        bool l_2180_ = local_153;
        double _e3987 = l_mut_751_;
        double l_2181_ = (l_2180_ ? l_2168_ : _e3987);
        l_mut_751_ = l_2181_;
        uint _e3989 = l_mut_173_;
        bool l_2182_ = (_e3989 == 1u);
        if (l_2178_) {
            local_154 = l_2182_;
        } else {
            local_154 = false;
        }
        bool l_2183_ = local_154;
        double _e3996 = l_mut_750_;
        double l_2184_ = (l_2183_ ? l_2168_ : _e3996);
        l_mut_750_ = l_2184_;
        uint _e3998 = l_mut_173_;
        bool l_2185_ = (_e3998 == 2u);
        if (l_2178_) {
            local_155 = l_2185_;
        } else {
            local_155 = false;
        }
        bool l_2186_ = local_155;
        double _e4005 = l_mut_749_;
        double l_2187_ = (l_2186_ ? l_2168_ : _e4005);
        l_mut_749_ = l_2187_;
        double l_2188_ = (l_2178_ ? l_2175_ : l_2168_);
        double _e4008 = l_mut_168_;
        double l_2189_ = (_e4008 + l_2166_);
        double l_2190_ = (l_2176_ ? l_2188_ : l_2189_);
        l_mut_168_ = l_2190_;
        uint l_2191_ = uint(l_2178_);
        uint _e4012 = l_mut_173_;
        l_mut_173_ = (_e4012 + l_2191_);
        double l_2192_ = a_1996_[3];
        double _e4016 = l_mut_168_;
        double l_2193_ = (_e4016 + l_2192_);
        double l_2194_ = (l_2193_ * l_4_);
        double _e4019 = l_mut_168_;
        double l_2195_ = (l_2194_ - _e4019);
        double l_2196_ = (l_2195_ * l_4_);
        double l_2197_ = (l_2194_ - l_2196_);
        double l_2198_ = (l_2197_ * l_4_);
        double _e4024 = l_mut_168_;
        double l_2199_ = (_e4024 - l_2198_);
        double l_2200_ = (l_2192_ - l_2196_);
        double l_2201_ = (l_2199_ + l_2200_);
        uint _e4028 = l_mut_173_;
        bool l_2202_ = (_e4028 < 3u);
        bool l_2203_ = (l_2201_ != 0.0LF);
        if (l_2202_) {
            local_156 = l_2203_;
        } else {
            local_156 = false;
        }
        bool l_2204_ = local_156;
        uint _e4037 = l_mut_173_;
        bool l_2205_ = (_e4037 == 0u);
        if (l_2204_) {
            local_157 = l_2205_;
        } else {
            local_157 = false;
        }
        bool l_2206_ = local_157;
        double _e4044 = l_mut_751_;
        double l_2207_ = (l_2206_ ? l_2194_ : _e4044);
        l_mut_751_ = l_2207_;
        uint _e4046 = l_mut_173_;
        bool l_2208_ = (_e4046 == 1u);
        if (l_2204_) {
            local_158 = l_2208_;
        } else {
            local_158 = false;
        }
        bool l_2209_ = local_158;
        double _e4053 = l_mut_750_;
        double l_2210_ = (l_2209_ ? l_2194_ : _e4053);
        l_mut_750_ = l_2210_;
        uint _e4055 = l_mut_173_;
        bool l_2211_ = (_e4055 == 2u);
        if (l_2204_) {
            local_159 = l_2211_;
        } else {
            local_159 = false;
        }
        bool l_2212_ = local_159;
        double _e4062 = l_mut_749_;
        double l_2213_ = (l_2212_ ? l_2194_ : _e4062);
        l_mut_749_ = l_2213_;
        double l_2214_ = (l_2204_ ? l_2201_ : l_2194_);
        double _e4065 = l_mut_168_;
        double l_2215_ = (_e4065 + l_2192_);
        double l_2216_ = (l_2202_ ? l_2214_ : l_2215_);
        l_mut_168_ = l_2216_;
        uint l_2217_ = uint(l_2204_);
        uint _e4069 = l_mut_173_;
        l_mut_173_ = (_e4069 + l_2217_);
        double l_2218_ = a_1996_[4];
        double _e4073 = l_mut_168_;
        double l_2219_ = (_e4073 + l_2218_);
        double l_2220_ = (l_2219_ * l_4_);
        double _e4076 = l_mut_168_;
        double l_2221_ = (l_2220_ - _e4076);
        double l_2222_ = (l_2221_ * l_4_);
        double l_2223_ = (l_2220_ - l_2222_);
        double l_2224_ = (l_2223_ * l_4_);
        double _e4081 = l_mut_168_;
        double l_2225_ = (_e4081 - l_2224_);
        double l_2226_ = (l_2218_ - l_2222_);
        double l_2227_ = (l_2225_ + l_2226_);
        uint _e4085 = l_mut_173_;
        bool l_2228_ = (_e4085 < 3u);
        bool l_2229_ = (l_2227_ != 0.0LF);
        if (l_2228_) {
            local_160 = l_2229_;
        } else {
            local_160 = false;
        }
        bool l_2230_ = local_160;
        uint _e4094 = l_mut_173_;
        bool l_2231_ = (_e4094 == 0u);
        if (l_2230_) {
            local_161 = l_2231_;
        } else {
            local_161 = false;
        }
        bool l_2232_ = local_161;
        double _e4101 = l_mut_751_;
        double l_2233_ = (l_2232_ ? l_2220_ : _e4101);
        l_mut_751_ = l_2233_;
        uint _e4103 = l_mut_173_;
        bool l_2234_ = (_e4103 == 1u);
        if (l_2230_) {
            local_162 = l_2234_;
        } else {
            local_162 = false;
        }
        bool l_2235_ = local_162;
        double _e4110 = l_mut_750_;
        double l_2236_ = (l_2235_ ? l_2220_ : _e4110);
        l_mut_750_ = l_2236_;
        uint _e4112 = l_mut_173_;
        bool l_2237_ = (_e4112 == 2u);
        if (l_2230_) {
            local_163 = l_2237_;
        } else {
            local_163 = false;
        }
        bool l_2238_ = local_163;
        double _e4119 = l_mut_749_;
        double l_2239_ = (l_2238_ ? l_2220_ : _e4119);
        l_mut_749_ = l_2239_;
        double l_2240_ = (l_2230_ ? l_2227_ : l_2220_);
        double _e4122 = l_mut_168_;
        double l_2241_ = (_e4122 + l_2218_);
        double l_2242_ = (l_2228_ ? l_2240_ : l_2241_);
        l_mut_168_ = l_2242_;
        uint l_2243_ = uint(l_2230_);
        uint _e4126 = l_mut_173_;
        l_mut_173_ = (_e4126 + l_2243_);
        double l_2244_ = a_1996_[5];
        double _e4130 = l_mut_168_;
        double l_2245_ = (_e4130 + l_2244_);
        double l_2246_ = (l_2245_ * l_4_);
        double _e4133 = l_mut_168_;
        double l_2247_ = (l_2246_ - _e4133);
        double l_2248_ = (l_2247_ * l_4_);
        double l_2249_ = (l_2246_ - l_2248_);
        double l_2250_ = (l_2249_ * l_4_);
        double _e4138 = l_mut_168_;
        double l_2251_ = (_e4138 - l_2250_);
        double l_2252_ = (l_2244_ - l_2248_);
        double l_2253_ = (l_2251_ + l_2252_);
        uint _e4142 = l_mut_173_;
        bool l_2254_ = (_e4142 < 3u);
        bool l_2255_ = (l_2253_ != 0.0LF);
        if (l_2254_) {
            local_164 = l_2255_;
        } else {
            local_164 = false;
        }
        bool l_2256_ = local_164;
        uint _e4151 = l_mut_173_;
        bool l_2257_ = (_e4151 == 0u);
        if (l_2256_) {
            local_165 = l_2257_;
        } else {
            local_165 = false;
        }
        bool l_2258_ = local_165;
        double _e4158 = l_mut_751_;
        double l_2259_ = (l_2258_ ? l_2246_ : _e4158);
        l_mut_751_ = l_2259_;
        uint _e4160 = l_mut_173_;
        bool l_2260_ = (_e4160 == 1u);
        if (l_2256_) {
            local_166 = l_2260_;
        } else {
            local_166 = false;
        }
        bool l_2261_ = local_166;
        double _e4167 = l_mut_750_;
        double l_2262_ = (l_2261_ ? l_2246_ : _e4167);
        l_mut_750_ = l_2262_;
        uint _e4169 = l_mut_173_;
        bool l_2263_ = (_e4169 == 2u);
        if (l_2256_) {
            local_167 = l_2263_;
        } else {
            local_167 = false;
        }
        bool l_2264_ = local_167;
        double _e4176 = l_mut_749_;
        double l_2265_ = (l_2264_ ? l_2246_ : _e4176);
        l_mut_749_ = l_2265_;
        double l_2266_ = (l_2256_ ? l_2253_ : l_2246_);
        double _e4179 = l_mut_168_;
        double l_2267_ = (_e4179 + l_2244_);
        double l_2268_ = (l_2254_ ? l_2266_ : l_2267_);
        l_mut_168_ = l_2268_;
        uint l_2269_ = uint(l_2256_);
        uint _e4183 = l_mut_173_;
        l_mut_173_ = (_e4183 + l_2269_);
        double l_2270_ = a_1996_[6];
        double _e4187 = l_mut_168_;
        double l_2271_ = (_e4187 + l_2270_);
        double l_2272_ = (l_2271_ * l_4_);
        double _e4190 = l_mut_168_;
        double l_2273_ = (l_2272_ - _e4190);
        double l_2274_ = (l_2273_ * l_4_);
        double l_2275_ = (l_2272_ - l_2274_);
        double l_2276_ = (l_2275_ * l_4_);
        double _e4195 = l_mut_168_;
        double l_2277_ = (_e4195 - l_2276_);
        double l_2278_ = (l_2270_ - l_2274_);
        double l_2279_ = (l_2277_ + l_2278_);
        uint _e4199 = l_mut_173_;
        bool l_2280_ = (_e4199 < 3u);
        bool l_2281_ = (l_2279_ != 0.0LF);
        if (l_2280_) {
            local_168 = l_2281_;
        } else {
            local_168 = false;
        }
        bool l_2282_ = local_168;
        uint _e4208 = l_mut_173_;
        bool l_2283_ = (_e4208 == 0u);
        if (l_2282_) {
            local_169 = l_2283_;
        } else {
            local_169 = false;
        }
        bool l_2284_ = local_169;
        double _e4215 = l_mut_751_;
        double l_2285_ = (l_2284_ ? l_2272_ : _e4215);
        l_mut_751_ = l_2285_;
        uint _e4217 = l_mut_173_;
        bool l_2286_ = (_e4217 == 1u);
        if (l_2282_) {
            local_170 = l_2286_;
        } else {
            local_170 = false;
        }
        bool l_2287_ = local_170;
        double _e4224 = l_mut_750_;
        double l_2288_ = (l_2287_ ? l_2272_ : _e4224);
        l_mut_750_ = l_2288_;
        uint _e4226 = l_mut_173_;
        bool l_2289_ = (_e4226 == 2u);
        if (l_2282_) {
            local_171 = l_2289_;
        } else {
            local_171 = false;
        }
        bool l_2290_ = local_171;
        double _e4233 = l_mut_749_;
        double l_2291_ = (l_2290_ ? l_2272_ : _e4233);
        l_mut_749_ = l_2291_;
        double l_2292_ = (l_2282_ ? l_2279_ : l_2272_);
        double _e4236 = l_mut_168_;
        double l_2293_ = (_e4236 + l_2270_);
        double l_2294_ = (l_2280_ ? l_2292_ : l_2293_);
        l_mut_168_ = l_2294_;
        uint l_2295_ = uint(l_2282_);
        uint _e4240 = l_mut_173_;
        l_mut_173_ = (_e4240 + l_2295_);
        double l_2296_ = a_1996_[7];
        double _e4244 = l_mut_168_;
        double l_2297_ = (_e4244 + l_2296_);
        double l_2298_ = (l_2297_ * l_4_);
        double _e4247 = l_mut_168_;
        double l_2299_ = (l_2298_ - _e4247);
        double l_2300_ = (l_2299_ * l_4_);
        double l_2301_ = (l_2298_ - l_2300_);
        double l_2302_ = (l_2301_ * l_4_);
        double _e4252 = l_mut_168_;
        double l_2303_ = (_e4252 - l_2302_);
        double l_2304_ = (l_2296_ - l_2300_);
        double l_2305_ = (l_2303_ + l_2304_);
        uint _e4256 = l_mut_173_;
        bool l_2306_ = (_e4256 < 3u);
        bool l_2307_ = (l_2305_ != 0.0LF);
        if (l_2306_) {
            local_172 = l_2307_;
        } else {
            local_172 = false;
        }
        bool l_2308_ = local_172;
        uint _e4265 = l_mut_173_;
        bool l_2309_ = (_e4265 == 0u);
        if (l_2308_) {
            local_173 = l_2309_;
        } else {
            local_173 = false;
        }
        bool l_2310_ = local_173;
        double _e4272 = l_mut_751_;
        double l_2311_ = (l_2310_ ? l_2298_ : _e4272);
        l_mut_751_ = l_2311_;
        uint _e4274 = l_mut_173_;
        bool l_2312_ = (_e4274 == 1u);
        if (l_2308_) {
            local_174 = l_2312_;
        } else {
            local_174 = false;
        }
        bool l_2313_ = local_174;
        double _e4281 = l_mut_750_;
        double l_2314_ = (l_2313_ ? l_2298_ : _e4281);
        l_mut_750_ = l_2314_;
        uint _e4283 = l_mut_173_;
        bool l_2315_ = (_e4283 == 2u);
        if (l_2308_) {
            local_175 = l_2315_;
        } else {
            local_175 = false;
        }
        bool l_2316_ = local_175;
        double _e4290 = l_mut_749_;
        double l_2317_ = (l_2316_ ? l_2298_ : _e4290);
        l_mut_749_ = l_2317_;
        double l_2318_ = (l_2308_ ? l_2305_ : l_2298_);
        double _e4293 = l_mut_168_;
        double l_2319_ = (_e4293 + l_2296_);
        double l_2320_ = (l_2306_ ? l_2318_ : l_2319_);
        l_mut_168_ = l_2320_;
        uint l_2321_ = uint(l_2308_);
        uint _e4297 = l_mut_173_;
        l_mut_173_ = (_e4297 + l_2321_);
        uint _e4299 = l_mut_173_;
        bool l_2322_ = (_e4299 == 0u);
        double _e4302 = l_mut_751_;
        double _e4303 = l_mut_168_;
        double l_2323_ = (l_2322_ ? _e4303 : _e4302);
        l_mut_751_ = l_2323_;
        uint _e4305 = l_mut_173_;
        bool l_2324_ = (_e4305 == 1u);
        double _e4308 = l_mut_750_;
        double _e4309 = l_mut_168_;
        double l_2325_ = (l_2324_ ? _e4309 : _e4308);
        l_mut_750_ = l_2325_;
        uint _e4311 = l_mut_173_;
        bool l_2326_ = (_e4311 == 2u);
        double _e4314 = l_mut_749_;
        double _e4315 = l_mut_168_;
        double l_2327_ = (l_2326_ ? _e4315 : _e4314);
        l_mut_749_ = l_2327_;
        uint _e4317 = l_mut_173_;
        bool l_2328_ = (_e4317 == 3u);
        double _e4320 = l_mut_748_;
        double _e4321 = l_mut_168_;
        double l_2329_ = (l_2328_ ? _e4321 : _e4320);
        l_mut_748_ = l_2329_;
        double _e4323 = l_mut_751_;
        double l_2330_ = (_e4323 / l_14_);
        double l_2331_ = (l_1756_ + l_2330_);
        double l_2332_ = (l_2331_ * l_4_);
        double l_2333_ = (l_2332_ - l_1756_);
        double l_2334_ = (l_2333_ * l_4_);
        double l_2335_ = (l_2330_ - l_2334_);
        double l_2336_ = (l_1182_ + l_2332_);
        double l_2337_ = (l_2336_ * l_4_);
        double l_2338_ = (l_2337_ - l_1182_);
        double l_2339_ = (l_2338_ * l_4_);
        double l_2340_ = (l_2332_ - l_2339_);
        double l_2341_ = (l_604_ + l_2337_);
        double l_2342_ = (l_2341_ * l_4_);
        double l_2343_ = (l_2342_ - l_604_);
        double l_2344_ = (l_2343_ * l_4_);
        double l_2345_ = (l_2337_ - l_2344_);
        double l_2346_ = (l_24_ + l_2342_);
        double l_2347_ = (l_2346_ * l_4_);
        double l_2348_ = (l_2347_ - l_24_);
        double l_2349_ = (l_2348_ * l_4_);
        double l_2350_ = (l_2342_ - l_2349_);
        l_mut_172_ = 0.0LF;
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_168_ = l_2347_;
        l_mut_173_ = 0u;
        double _e4350 = l_mut_168_;
        double l_2351_ = (_e4350 + l_2350_);
        double l_2352_ = (l_2351_ * l_4_);
        double _e4353 = l_mut_168_;
        double l_2353_ = (l_2352_ - _e4353);
        double l_2354_ = (l_2353_ * l_4_);
        double l_2355_ = (l_2350_ - l_2354_);
        uint _e4357 = l_mut_173_;
        bool l_2356_ = (_e4357 < 3u);
        bool l_2357_ = (l_2355_ != 0.0LF);
        if (l_2356_) {
            local_176 = l_2357_;
        } else {
            local_176 = false;
        }
        bool l_2358_ = local_176;
        uint _e4366 = l_mut_173_;
        bool l_2359_ = (_e4366 == 0u);
        if (l_2358_) {
            local_177 = l_2359_;
        } else {
            local_177 = false;
        }
        bool l_2360_ = local_177;
        double _e4373 = l_mut_172_;
        double l_2361_ = (l_2360_ ? l_2352_ : _e4373);
        l_mut_172_ = l_2361_;
        uint _e4375 = l_mut_173_;
        bool l_2362_ = (_e4375 == 1u);
        if (l_2358_) {
            local_178 = l_2362_;
        } else {
            local_178 = false;
        }
        bool l_2363_ = local_178;
        double _e4382 = l_mut_171_;
        double l_2364_ = (l_2363_ ? l_2352_ : _e4382);
        l_mut_171_ = l_2364_;
        uint _e4384 = l_mut_173_;
        bool l_2365_ = (_e4384 == 2u);
        if (l_2358_) {
            local_179 = l_2365_;
        } else {
            local_179 = false;
        }
        bool l_2366_ = local_179;
        double _e4391 = l_mut_170_;
        double l_2367_ = (l_2366_ ? l_2352_ : _e4391);
        l_mut_170_ = l_2367_;
        double l_2368_ = (l_2358_ ? l_2355_ : l_2352_);
        double _e4394 = l_mut_168_;
        double l_2369_ = (_e4394 + l_2350_);
        double l_2370_ = (l_2356_ ? l_2368_ : l_2369_);
        l_mut_168_ = l_2370_;
        uint l_2371_ = uint(l_2358_);
        uint _e4398 = l_mut_173_;
        l_mut_173_ = (_e4398 + l_2371_);
        double _e4400 = l_mut_168_;
        double l_2372_ = (_e4400 + l_2345_);
        double l_2373_ = (l_2372_ * l_4_);
        double _e4403 = l_mut_168_;
        double l_2374_ = (l_2373_ - _e4403);
        double l_2375_ = (l_2374_ * l_4_);
        double l_2376_ = (l_2345_ - l_2375_);
        uint _e4407 = l_mut_173_;
        bool l_2377_ = (_e4407 < 3u);
        bool l_2378_ = (l_2376_ != 0.0LF);
        if (l_2377_) {
            local_180 = l_2378_;
        } else {
            local_180 = false;
        }
        bool l_2379_ = local_180;
        uint _e4416 = l_mut_173_;
        bool l_2380_ = (_e4416 == 0u);
        if (l_2379_) {
            local_181 = l_2380_;
        } else {
            local_181 = false;
        }
        bool l_2381_ = local_181;
        double _e4423 = l_mut_172_;
        double l_2382_ = (l_2381_ ? l_2373_ : _e4423);
        l_mut_172_ = l_2382_;
        uint _e4425 = l_mut_173_;
        bool l_2383_ = (_e4425 == 1u);
        if (l_2379_) {
            local_182 = l_2383_;
        } else {
            local_182 = false;
        }
        bool l_2384_ = local_182;
        double _e4432 = l_mut_171_;
        double l_2385_ = (l_2384_ ? l_2373_ : _e4432);
        l_mut_171_ = l_2385_;
        uint _e4434 = l_mut_173_;
        bool l_2386_ = (_e4434 == 2u);
        if (l_2379_) {
            local_183 = l_2386_;
        } else {
            local_183 = false;
        }
        bool l_2387_ = local_183;
        double _e4441 = l_mut_170_;
        double l_2388_ = (l_2387_ ? l_2373_ : _e4441);
        l_mut_170_ = l_2388_;
        double l_2389_ = (l_2379_ ? l_2376_ : l_2373_);
        double _e4444 = l_mut_168_;
        double l_2390_ = (_e4444 + l_2345_);
        double l_2391_ = (l_2377_ ? l_2389_ : l_2390_);
        l_mut_168_ = l_2391_;
        uint l_2392_ = uint(l_2379_);
        uint _e4448 = l_mut_173_;
        l_mut_173_ = (_e4448 + l_2392_);
        double _e4450 = l_mut_168_;
        double l_2393_ = (_e4450 + l_2340_);
        double l_2394_ = (l_2393_ * l_4_);
        double _e4453 = l_mut_168_;
        double l_2395_ = (l_2394_ - _e4453);
        double l_2396_ = (l_2395_ * l_4_);
        double l_2397_ = (l_2340_ - l_2396_);
        uint _e4457 = l_mut_173_;
        bool l_2398_ = (_e4457 < 3u);
        bool l_2399_ = (l_2397_ != 0.0LF);
        if (l_2398_) {
            local_184 = l_2399_;
        } else {
            local_184 = false;
        }
        bool l_2400_ = local_184;
        uint _e4466 = l_mut_173_;
        bool l_2401_ = (_e4466 == 0u);
        if (l_2400_) {
            local_185 = l_2401_;
        } else {
            local_185 = false;
        }
        bool l_2402_ = local_185;
        double _e4473 = l_mut_172_;
        double l_2403_ = (l_2402_ ? l_2394_ : _e4473);
        l_mut_172_ = l_2403_;
        uint _e4475 = l_mut_173_;
        bool l_2404_ = (_e4475 == 1u);
        if (l_2400_) {
            local_186 = l_2404_;
        } else {
            local_186 = false;
        }
        bool l_2405_ = local_186;
        double _e4482 = l_mut_171_;
        double l_2406_ = (l_2405_ ? l_2394_ : _e4482);
        l_mut_171_ = l_2406_;
        uint _e4484 = l_mut_173_;
        bool l_2407_ = (_e4484 == 2u);
        if (l_2400_) {
            local_187 = l_2407_;
        } else {
            local_187 = false;
        }
        bool l_2408_ = local_187;
        double _e4491 = l_mut_170_;
        double l_2409_ = (l_2408_ ? l_2394_ : _e4491);
        l_mut_170_ = l_2409_;
        double l_2410_ = (l_2400_ ? l_2397_ : l_2394_);
        double _e4494 = l_mut_168_;
        double l_2411_ = (_e4494 + l_2340_);
        double l_2412_ = (l_2398_ ? l_2410_ : l_2411_);
        l_mut_168_ = l_2412_;
        uint l_2413_ = uint(l_2400_);
        uint _e4498 = l_mut_173_;
        l_mut_173_ = (_e4498 + l_2413_);
        double _e4500 = l_mut_168_;
        double l_2414_ = (_e4500 + l_2335_);
        double l_2415_ = (l_2414_ * l_4_);
        double _e4503 = l_mut_168_;
        double l_2416_ = (l_2415_ - _e4503);
        double l_2417_ = (l_2416_ * l_4_);
        double l_2418_ = (l_2335_ - l_2417_);
        uint _e4507 = l_mut_173_;
        bool l_2419_ = (_e4507 < 3u);
        bool l_2420_ = (l_2418_ != 0.0LF);
        if (l_2419_) {
            local_188 = l_2420_;
        } else {
            local_188 = false;
        }
        bool l_2421_ = local_188;
        uint _e4516 = l_mut_173_;
        bool l_2422_ = (_e4516 == 0u);
        if (l_2421_) {
            local_189 = l_2422_;
        } else {
            local_189 = false;
        }
        bool l_2423_ = local_189;
        double _e4523 = l_mut_172_;
        double l_2424_ = (l_2423_ ? l_2415_ : _e4523);
        l_mut_172_ = l_2424_;
        uint _e4525 = l_mut_173_;
        bool l_2425_ = (_e4525 == 1u);
        if (l_2421_) {
            local_190 = l_2425_;
        } else {
            local_190 = false;
        }
        bool l_2426_ = local_190;
        double _e4532 = l_mut_171_;
        double l_2427_ = (l_2426_ ? l_2415_ : _e4532);
        l_mut_171_ = l_2427_;
        uint _e4534 = l_mut_173_;
        bool l_2428_ = (_e4534 == 2u);
        if (l_2421_) {
            local_191 = l_2428_;
        } else {
            local_191 = false;
        }
        bool l_2429_ = local_191;
        double _e4541 = l_mut_170_;
        double l_2430_ = (l_2429_ ? l_2415_ : _e4541);
        l_mut_170_ = l_2430_;
        double l_2431_ = (l_2421_ ? l_2418_ : l_2415_);
        double _e4544 = l_mut_168_;
        double l_2432_ = (_e4544 + l_2335_);
        double l_2433_ = (l_2419_ ? l_2431_ : l_2432_);
        l_mut_168_ = l_2433_;
        uint l_2434_ = uint(l_2421_);
        uint _e4548 = l_mut_173_;
        l_mut_173_ = (_e4548 + l_2434_);
        uint _e4550 = l_mut_173_;
        bool l_2435_ = (_e4550 == 0u);
        double _e4553 = l_mut_172_;
        double _e4554 = l_mut_168_;
        double l_2436_ = (l_2435_ ? _e4554 : _e4553);
        l_mut_172_ = l_2436_;
        uint _e4556 = l_mut_173_;
        bool l_2437_ = (_e4556 == 1u);
        double _e4559 = l_mut_171_;
        double _e4560 = l_mut_168_;
        double l_2438_ = (l_2437_ ? _e4560 : _e4559);
        l_mut_171_ = l_2438_;
        uint _e4562 = l_mut_173_;
        bool l_2439_ = (_e4562 == 2u);
        double _e4565 = l_mut_170_;
        double _e4566 = l_mut_168_;
        double l_2440_ = (l_2439_ ? _e4566 : _e4565);
        l_mut_170_ = l_2440_;
        uint _e4568 = l_mut_173_;
        bool l_2441_ = (_e4568 == 3u);
        double _e4571 = l_mut_169_;
        double _e4572 = l_mut_168_;
        double l_2442_ = (l_2441_ ? _e4572 : _e4571);
        l_mut_169_ = l_2442_;
        uint l_2518_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2519_ = (l_2518_ * 1u);
        bool l_2520_ = (id < l_2519_);
        if (l_2520_) {
            double _e4583 = l_mut_172_;
            _group_0_binding_3_cs[id] = _e4583;
        }
        uint l_2443_ = (l_1_ + id);
        uint l_2521_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2522_ = (l_2521_ * 1u);
        bool l_2523_ = (l_2443_ < l_2522_);
        if (l_2523_) {
            double _e4594 = l_mut_171_;
            _group_0_binding_3_cs[l_2443_] = _e4594;
        }
        uint l_2444_ = (2u * l_1_);
        uint l_2445_ = (l_2444_ + id);
        uint l_2524_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2525_ = (l_2524_ * 1u);
        bool l_2526_ = (l_2445_ < l_2525_);
        if (l_2526_) {
            double _e4607 = l_mut_170_;
            _group_0_binding_3_cs[l_2445_] = _e4607;
        }
        uint l_2446_ = (3u * l_1_);
        uint l_2447_ = (l_2446_ + id);
        uint l_2527_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2528_ = (l_2527_ * 1u);
        bool l_2529_ = (l_2447_ < l_2528_);
        if (l_2529_) {
            double _e4620 = l_mut_169_;
            _group_0_binding_3_cs[l_2447_] = _e4620;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
