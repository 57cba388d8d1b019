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
    double a_269_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_847_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1421_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double a_1995_[8] = double[8](0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    double l_mut_167_ = 0.0;
    double l_mut_168_ = 0.0;
    double l_mut_169_ = 0.0;
    double l_mut_170_ = 0.0;
    double l_mut_171_ = 0.0;
    uint l_mut_172_ = 0u;
    double l_mut_747_ = 0.0;
    double l_mut_748_ = 0.0;
    double l_mut_749_ = 0.0;
    double l_mut_750_ = 0.0;
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
        uint l_2447_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2448_ = (l_2447_ * 1u);
        bool l_2449_ = (0u < l_2448_);
        uint l_2450_ = (l_2448_ - 1u);
        uint l_2451_ = min(0u, l_2450_);
        double l_2452_ = _group_0_binding_2_cs[l_2451_];
        double l_3_ = (l_2449_ ? l_2452_ : 0.0LF);
        uint l_2454_ = _group_0_binding_4_cs.static_meta[2];
        uint l_2455_ = (l_2454_ * 1u);
        bool l_2456_ = (1u < l_2455_);
        uint l_2457_ = (l_2455_ - 1u);
        uint l_2458_ = min(1u, l_2457_);
        double l_2459_ = _group_0_binding_2_cs[l_2458_];
        double l_4_ = (l_2456_ ? l_2459_ : 0.0LF);
        uint l_2461_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2462_ = (l_2461_ * 1u);
        bool l_2463_ = (id < l_2462_);
        uint l_2464_ = (l_2462_ - 1u);
        uint l_2465_ = min(id, l_2464_);
        double l_2466_ = _group_0_binding_0_cs[l_2465_];
        double l_5_ = (l_2463_ ? l_2466_ : 0.0LF);
        uint l_6_ = (l_1_ + id);
        uint l_2468_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2469_ = (l_2468_ * 1u);
        bool l_2470_ = (l_6_ < l_2469_);
        uint l_2471_ = (l_2469_ - 1u);
        uint l_2472_ = min(l_6_, l_2471_);
        double l_2473_ = _group_0_binding_0_cs[l_2472_];
        double l_7_ = (l_2470_ ? l_2473_ : 0.0LF);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2475_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2476_ = (l_2475_ * 1u);
        bool l_2477_ = (l_9_ < l_2476_);
        uint l_2478_ = (l_2476_ - 1u);
        uint l_2479_ = min(l_9_, l_2478_);
        double l_2480_ = _group_0_binding_0_cs[l_2479_];
        double l_10_ = (l_2477_ ? l_2480_ : 0.0LF);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2482_ = _group_0_binding_4_cs.static_meta[0];
        uint l_2483_ = (l_2482_ * 1u);
        bool l_2484_ = (l_12_ < l_2483_);
        uint l_2485_ = (l_2483_ - 1u);
        uint l_2486_ = min(l_12_, l_2485_);
        double l_2487_ = _group_0_binding_0_cs[l_2486_];
        double l_13_ = (l_2484_ ? l_2487_ : 0.0LF);
        uint l_2489_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2490_ = (l_2489_ * 1u);
        bool l_2491_ = (id < l_2490_);
        uint l_2492_ = (l_2490_ - 1u);
        uint l_2493_ = min(id, l_2492_);
        double l_2494_ = _group_0_binding_1_cs[l_2493_];
        double l_14_ = (l_2491_ ? l_2494_ : 0.0LF);
        uint l_15_ = (l_1_ + id);
        uint l_2496_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2497_ = (l_2496_ * 1u);
        bool l_2498_ = (l_15_ < l_2497_);
        uint l_2499_ = (l_2497_ - 1u);
        uint l_2500_ = min(l_15_, l_2499_);
        double l_2501_ = _group_0_binding_1_cs[l_2500_];
        double l_16_ = (l_2498_ ? l_2501_ : 0.0LF);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2503_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2504_ = (l_2503_ * 1u);
        bool l_2505_ = (l_18_ < l_2504_);
        uint l_2506_ = (l_2504_ - 1u);
        uint l_2507_ = min(l_18_, l_2506_);
        double l_2508_ = _group_0_binding_1_cs[l_2507_];
        double l_19_ = (l_2505_ ? l_2508_ : 0.0LF);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2510_ = _group_0_binding_4_cs.static_meta[1];
        uint l_2511_ = (l_2510_ * 1u);
        bool l_2512_ = (l_21_ < l_2511_);
        uint l_2513_ = (l_2511_ - 1u);
        uint l_2514_ = min(l_21_, l_2513_);
        double l_2515_ = _group_0_binding_1_cs[l_2514_];
        double l_22_ = (l_2512_ ? l_2515_ : 0.0LF);
        double l_23_ = (l_5_ / l_14_);
        double l_24_ = (l_14_ * l_23_);
        double l_25_ = (l_24_ * l_4_);
        double l_26_ = (l_3_ * l_14_);
        double l_27_ = (l_26_ * l_4_);
        double l_28_ = (l_27_ - l_14_);
        double l_29_ = (l_28_ * l_4_);
        double l_30_ = (l_27_ - l_29_);
        double l_31_ = (l_14_ - l_30_);
        double l_32_ = (l_3_ * l_23_);
        double l_33_ = (l_32_ * l_4_);
        double l_34_ = (l_33_ - l_23_);
        double l_35_ = (l_34_ * l_4_);
        double l_36_ = (l_33_ - l_35_);
        double l_37_ = (l_23_ - l_36_);
        double l_38_ = (l_30_ * l_36_);
        double l_39_ = (l_38_ - l_25_);
        double l_40_ = (l_30_ * l_37_);
        double l_41_ = (l_39_ + l_40_);
        double l_42_ = (l_31_ * l_36_);
        double l_43_ = (l_41_ + l_42_);
        double l_44_ = (l_31_ * l_37_);
        double l_45_ = (l_43_ + l_44_);
        double l_46_ = (l_16_ * l_23_);
        double l_47_ = (l_46_ * l_4_);
        double l_48_ = (l_3_ * l_16_);
        double l_49_ = (l_48_ * l_4_);
        double l_50_ = (l_49_ - l_16_);
        double l_51_ = (l_50_ * l_4_);
        double l_52_ = (l_49_ - l_51_);
        double l_53_ = (l_16_ - l_52_);
        double l_54_ = (l_3_ * l_23_);
        double l_55_ = (l_54_ * l_4_);
        double l_56_ = (l_55_ - l_23_);
        double l_57_ = (l_56_ * l_4_);
        double l_58_ = (l_55_ - l_57_);
        double l_59_ = (l_23_ - l_58_);
        double l_60_ = (l_52_ * l_58_);
        double l_61_ = (l_60_ - l_47_);
        double l_62_ = (l_52_ * l_59_);
        double l_63_ = (l_61_ + l_62_);
        double l_64_ = (l_53_ * l_58_);
        double l_65_ = (l_63_ + l_64_);
        double l_66_ = (l_53_ * l_59_);
        double l_67_ = (l_65_ + l_66_);
        double l_68_ = (l_19_ * l_23_);
        double l_69_ = (l_68_ * l_4_);
        double l_70_ = (l_3_ * l_19_);
        double l_71_ = (l_70_ * l_4_);
        double l_72_ = (l_71_ - l_19_);
        double l_73_ = (l_72_ * l_4_);
        double l_74_ = (l_71_ - l_73_);
        double l_75_ = (l_19_ - l_74_);
        double l_76_ = (l_3_ * l_23_);
        double l_77_ = (l_76_ * l_4_);
        double l_78_ = (l_77_ - l_23_);
        double l_79_ = (l_78_ * l_4_);
        double l_80_ = (l_77_ - l_79_);
        double l_81_ = (l_23_ - l_80_);
        double l_82_ = (l_74_ * l_80_);
        double l_83_ = (l_82_ - l_69_);
        double l_84_ = (l_74_ * l_81_);
        double l_85_ = (l_83_ + l_84_);
        double l_86_ = (l_75_ * l_80_);
        double l_87_ = (l_85_ + l_86_);
        double l_88_ = (l_75_ * l_81_);
        double l_89_ = (l_87_ + l_88_);
        double l_90_ = (l_22_ * l_23_);
        double l_91_ = (l_45_ + l_47_);
        double l_92_ = (l_91_ * l_4_);
        double l_93_ = (l_92_ - l_45_);
        double l_94_ = (l_93_ * l_4_);
        double l_95_ = (l_92_ - l_94_);
        double l_96_ = (l_95_ * l_4_);
        double l_97_ = (l_45_ - l_96_);
        double l_98_ = (l_47_ - l_94_);
        double l_99_ = (l_97_ + l_98_);
        double l_100_ = (l_99_ + l_67_);
        double l_101_ = (l_100_ * l_4_);
        double l_102_ = (l_101_ - l_99_);
        double l_103_ = (l_102_ * l_4_);
        double l_104_ = (l_101_ - l_103_);
        double l_105_ = (l_104_ * l_4_);
        double l_106_ = (l_99_ - l_105_);
        double l_107_ = (l_67_ - l_103_);
        double l_108_ = (l_106_ + l_107_);
        double l_109_ = (l_69_ + l_101_);
        double l_110_ = (l_109_ * l_4_);
        double l_111_ = (l_110_ - l_69_);
        double l_112_ = (l_111_ * l_4_);
        double l_113_ = (l_110_ - l_112_);
        double l_114_ = (l_113_ * l_4_);
        double l_115_ = (l_69_ - l_114_);
        double l_116_ = (l_101_ - l_112_);
        double l_117_ = (l_115_ + l_116_);
        double l_118_ = (l_108_ + l_117_);
        double l_119_ = (l_118_ * l_4_);
        double l_120_ = (l_119_ - l_108_);
        double l_121_ = (l_120_ * l_4_);
        double l_122_ = (l_119_ - l_121_);
        double l_123_ = (l_122_ * l_4_);
        double l_124_ = (l_108_ - l_123_);
        double l_125_ = (l_117_ - l_121_);
        double l_126_ = (l_124_ + l_125_);
        double l_127_ = (l_119_ + l_89_);
        double l_128_ = (l_127_ * l_4_);
        double l_129_ = (l_128_ - l_119_);
        double l_130_ = (l_129_ * l_4_);
        double l_131_ = (l_128_ - l_130_);
        double l_132_ = (l_131_ * l_4_);
        double l_133_ = (l_119_ - l_132_);
        double l_134_ = (l_89_ - l_130_);
        double l_135_ = (l_133_ + l_134_);
        double l_136_ = (l_90_ + l_128_);
        double l_137_ = (l_136_ * l_4_);
        double l_138_ = (l_137_ - l_90_);
        double l_139_ = (l_138_ * l_4_);
        double l_140_ = (l_137_ - l_139_);
        double l_141_ = (l_140_ * l_4_);
        double l_142_ = (l_90_ - l_141_);
        double l_143_ = (l_128_ - l_139_);
        double l_144_ = (l_142_ + l_143_);
        double l_145_ = (l_135_ + l_144_);
        double l_146_ = (l_145_ + l_126_);
        double l_147_ = (l_137_ + l_146_);
        double l_148_ = (l_147_ * l_4_);
        double l_149_ = (l_148_ - l_137_);
        double l_150_ = (l_149_ * l_4_);
        double l_151_ = (l_146_ - l_150_);
        double l_152_ = (l_110_ + l_148_);
        double l_153_ = (l_152_ * l_4_);
        double l_154_ = (l_153_ - l_110_);
        double l_155_ = (l_154_ * l_4_);
        double l_156_ = (l_148_ - l_155_);
        double l_157_ = (l_92_ + l_153_);
        double l_158_ = (l_157_ * l_4_);
        double l_159_ = (l_158_ - l_92_);
        double l_160_ = (l_159_ * l_4_);
        double l_161_ = (l_153_ - l_160_);
        double l_162_ = (l_25_ + l_158_);
        double l_163_ = (l_162_ * l_4_);
        double l_164_ = (l_163_ - l_25_);
        double l_165_ = (l_164_ * l_4_);
        double l_166_ = (l_158_ - l_165_);
        l_mut_167_ = 0.0LF;
        l_mut_168_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_171_ = l_163_;
        l_mut_172_ = 0u;
        double _e363 = l_mut_171_;
        double l_173_ = (_e363 + l_166_);
        double l_174_ = (l_173_ * l_4_);
        double _e366 = l_mut_171_;
        double l_175_ = (l_174_ - _e366);
        double l_176_ = (l_175_ * l_4_);
        double l_177_ = (l_166_ - l_176_);
        uint _e370 = l_mut_172_;
        bool l_178_ = (_e370 < 3u);
        bool l_179_ = (l_177_ != 0.0LF);
        if (l_178_) {
            local = l_179_;
        } else {
            local = false;
        }
        bool l_180_ = local;
        uint _e379 = l_mut_172_;
        bool l_181_ = (_e379 == 0u);
        if (l_180_) {
            local_1 = l_181_;
        } else {
            local_1 = false;
        }
        bool l_182_ = local_1;
        double _e386 = l_mut_167_;
        double l_183_ = (l_182_ ? l_174_ : _e386);
        l_mut_167_ = l_183_;
        uint _e388 = l_mut_172_;
        bool l_184_ = (_e388 == 1u);
        if (l_180_) {
            local_2 = l_184_;
        } else {
            local_2 = false;
        }
        bool l_185_ = local_2;
        double _e395 = l_mut_168_;
        double l_186_ = (l_185_ ? l_174_ : _e395);
        l_mut_168_ = l_186_;
        uint _e397 = l_mut_172_;
        bool l_187_ = (_e397 == 2u);
        if (l_180_) {
            local_3 = l_187_;
        } else {
            local_3 = false;
        }
        bool l_188_ = local_3;
        double _e404 = l_mut_169_;
        double l_189_ = (l_188_ ? l_174_ : _e404);
        l_mut_169_ = l_189_;
        double l_190_ = (l_180_ ? l_177_ : l_174_);
        double _e407 = l_mut_171_;
        double l_191_ = (_e407 + l_166_);
        double l_192_ = (l_178_ ? l_190_ : l_191_);
        l_mut_171_ = l_192_;
        uint l_193_ = uint(l_180_);
        uint _e411 = l_mut_172_;
        l_mut_172_ = (_e411 + l_193_);
        double _e413 = l_mut_171_;
        double l_194_ = (_e413 + l_161_);
        double l_195_ = (l_194_ * l_4_);
        double _e416 = l_mut_171_;
        double l_196_ = (l_195_ - _e416);
        double l_197_ = (l_196_ * l_4_);
        double l_198_ = (l_161_ - l_197_);
        uint _e420 = l_mut_172_;
        bool l_199_ = (_e420 < 3u);
        bool l_200_ = (l_198_ != 0.0LF);
        if (l_199_) {
            local_4 = l_200_;
        } else {
            local_4 = false;
        }
        bool l_201_ = local_4;
        uint _e429 = l_mut_172_;
        bool l_202_ = (_e429 == 0u);
        if (l_201_) {
            local_5 = l_202_;
        } else {
            local_5 = false;
        }
        bool l_203_ = local_5;
        double _e436 = l_mut_167_;
        double l_204_ = (l_203_ ? l_195_ : _e436);
        l_mut_167_ = l_204_;
        uint _e438 = l_mut_172_;
        bool l_205_ = (_e438 == 1u);
        if (l_201_) {
            local_6 = l_205_;
        } else {
            local_6 = false;
        }
        bool l_206_ = local_6;
        double _e445 = l_mut_168_;
        double l_207_ = (l_206_ ? l_195_ : _e445);
        l_mut_168_ = l_207_;
        uint _e447 = l_mut_172_;
        bool l_208_ = (_e447 == 2u);
        if (l_201_) {
            local_7 = l_208_;
        } else {
            local_7 = false;
        }
        bool l_209_ = local_7;
        double _e454 = l_mut_169_;
        double l_210_ = (l_209_ ? l_195_ : _e454);
        l_mut_169_ = l_210_;
        double l_211_ = (l_201_ ? l_198_ : l_195_);
        double _e457 = l_mut_171_;
        double l_212_ = (_e457 + l_161_);
        double l_213_ = (l_199_ ? l_211_ : l_212_);
        l_mut_171_ = l_213_;
        uint l_214_ = uint(l_201_);
        uint _e461 = l_mut_172_;
        l_mut_172_ = (_e461 + l_214_);
        double _e463 = l_mut_171_;
        double l_215_ = (_e463 + l_156_);
        double l_216_ = (l_215_ * l_4_);
        double _e466 = l_mut_171_;
        double l_217_ = (l_216_ - _e466);
        double l_218_ = (l_217_ * l_4_);
        double l_219_ = (l_156_ - l_218_);
        uint _e470 = l_mut_172_;
        bool l_220_ = (_e470 < 3u);
        bool l_221_ = (l_219_ != 0.0LF);
        if (l_220_) {
            local_8 = l_221_;
        } else {
            local_8 = false;
        }
        bool l_222_ = local_8;
        uint _e479 = l_mut_172_;
        bool l_223_ = (_e479 == 0u);
        if (l_222_) {
            local_9 = l_223_;
        } else {
            local_9 = false;
        }
        bool l_224_ = local_9;
        double _e486 = l_mut_167_;
        double l_225_ = (l_224_ ? l_216_ : _e486);
        l_mut_167_ = l_225_;
        uint _e488 = l_mut_172_;
        bool l_226_ = (_e488 == 1u);
        if (l_222_) {
            local_10 = l_226_;
        } else {
            local_10 = false;
        }
        bool l_227_ = local_10;
        double _e495 = l_mut_168_;
        double l_228_ = (l_227_ ? l_216_ : _e495);
        l_mut_168_ = l_228_;
        uint _e497 = l_mut_172_;
        bool l_229_ = (_e497 == 2u);
        if (l_222_) {
            local_11 = l_229_;
        } else {
            local_11 = false;
        }
        bool l_230_ = local_11;
        double _e504 = l_mut_169_;
        double l_231_ = (l_230_ ? l_216_ : _e504);
        l_mut_169_ = l_231_;
        double l_232_ = (l_222_ ? l_219_ : l_216_);
        double _e507 = l_mut_171_;
        double l_233_ = (_e507 + l_156_);
        double l_234_ = (l_220_ ? l_232_ : l_233_);
        l_mut_171_ = l_234_;
        uint l_235_ = uint(l_222_);
        uint _e511 = l_mut_172_;
        l_mut_172_ = (_e511 + l_235_);
        double _e513 = l_mut_171_;
        double l_236_ = (_e513 + l_151_);
        double l_237_ = (l_236_ * l_4_);
        double _e516 = l_mut_171_;
        double l_238_ = (l_237_ - _e516);
        double l_239_ = (l_238_ * l_4_);
        double l_240_ = (l_151_ - l_239_);
        uint _e520 = l_mut_172_;
        bool l_241_ = (_e520 < 3u);
        bool l_242_ = (l_240_ != 0.0LF);
        if (l_241_) {
            local_12 = l_242_;
        } else {
            local_12 = false;
        }
        bool l_243_ = local_12;
        uint _e529 = l_mut_172_;
        bool l_244_ = (_e529 == 0u);
        if (l_243_) {
            local_13 = l_244_;
        } else {
            local_13 = false;
        }
        bool l_245_ = local_13;
        double _e536 = l_mut_167_;
        double l_246_ = (l_245_ ? l_237_ : _e536);
        l_mut_167_ = l_246_;
        uint _e538 = l_mut_172_;
        bool l_247_ = (_e538 == 1u);
        if (l_243_) {
            local_14 = l_247_;
        } else {
            local_14 = false;
        }
        bool l_248_ = local_14;
        double _e545 = l_mut_168_;
        double l_249_ = (l_248_ ? l_237_ : _e545);
        l_mut_168_ = l_249_;
        uint _e547 = l_mut_172_;
        bool l_250_ = (_e547 == 2u);
        if (l_243_) {
            local_15 = l_250_;
        } else {
            local_15 = false;
        }
        bool l_251_ = local_15;
        double _e554 = l_mut_169_;
        double l_252_ = (l_251_ ? l_237_ : _e554);
        l_mut_169_ = l_252_;
        double l_253_ = (l_243_ ? l_240_ : l_237_);
        double _e557 = l_mut_171_;
        double l_254_ = (_e557 + l_151_);
        double l_255_ = (l_241_ ? l_253_ : l_254_);
        l_mut_171_ = l_255_;
        uint l_256_ = uint(l_243_);
        uint _e561 = l_mut_172_;
        l_mut_172_ = (_e561 + l_256_);
        uint _e563 = l_mut_172_;
        bool l_257_ = (_e563 == 0u);
        double _e566 = l_mut_167_;
        double _e567 = l_mut_171_;
        double l_258_ = (l_257_ ? _e567 : _e566);
        l_mut_167_ = l_258_;
        uint _e569 = l_mut_172_;
        bool l_259_ = (_e569 == 1u);
        double _e572 = l_mut_168_;
        double _e573 = l_mut_171_;
        double l_260_ = (l_259_ ? _e573 : _e572);
        l_mut_168_ = l_260_;
        uint _e575 = l_mut_172_;
        bool l_261_ = (_e575 == 2u);
        double _e578 = l_mut_169_;
        double _e579 = l_mut_171_;
        double l_262_ = (l_261_ ? _e579 : _e578);
        l_mut_169_ = l_262_;
        uint _e581 = l_mut_172_;
        bool l_263_ = (_e581 == 3u);
        double _e584 = l_mut_170_;
        double _e585 = l_mut_171_;
        double l_264_ = (l_263_ ? _e585 : _e584);
        l_mut_170_ = l_264_;
        double _e587 = l_mut_167_;
        double l_265_ = -(_e587);
        double _e589 = l_mut_168_;
        double l_266_ = -(_e589);
        double _e591 = l_mut_169_;
        double l_267_ = -(_e591);
        double _e593 = l_mut_170_;
        double l_268_ = -(_e593);
        a_269_[0] = l_5_;
        a_269_[1] = l_265_;
        a_269_[2] = l_7_;
        a_269_[3] = l_266_;
        a_269_[4] = l_10_;
        a_269_[5] = l_267_;
        a_269_[6] = l_13_;
        a_269_[7] = l_268_;
        double l_270_ = a_269_[7];
        l_mut_171_ = l_270_;
        double l_271_ = a_269_[6];
        double _e607 = l_mut_171_;
        double l_272_ = (l_271_ + _e607);
        double l_273_ = (l_272_ * l_4_);
        double l_274_ = (l_273_ - l_271_);
        double l_275_ = (l_274_ * l_4_);
        double l_276_ = (l_273_ - l_275_);
        double l_277_ = (l_276_ * l_4_);
        double l_278_ = (l_271_ - l_277_);
        double _e615 = l_mut_171_;
        double l_279_ = (_e615 - l_275_);
        double l_280_ = (l_278_ + l_279_);
        a_269_[7] = l_280_;
        l_mut_171_ = l_273_;
        double l_281_ = a_269_[5];
        double _e621 = l_mut_171_;
        double l_282_ = (l_281_ + _e621);
        double l_283_ = (l_282_ * l_4_);
        double l_284_ = (l_283_ - l_281_);
        double l_285_ = (l_284_ * l_4_);
        double l_286_ = (l_283_ - l_285_);
        double l_287_ = (l_286_ * l_4_);
        double l_288_ = (l_281_ - l_287_);
        double _e629 = l_mut_171_;
        double l_289_ = (_e629 - l_285_);
        double l_290_ = (l_288_ + l_289_);
        a_269_[6] = l_290_;
        l_mut_171_ = l_283_;
        double l_291_ = a_269_[4];
        double _e635 = l_mut_171_;
        double l_292_ = (l_291_ + _e635);
        double l_293_ = (l_292_ * l_4_);
        double l_294_ = (l_293_ - l_291_);
        double l_295_ = (l_294_ * l_4_);
        double l_296_ = (l_293_ - l_295_);
        double l_297_ = (l_296_ * l_4_);
        double l_298_ = (l_291_ - l_297_);
        double _e643 = l_mut_171_;
        double l_299_ = (_e643 - l_295_);
        double l_300_ = (l_298_ + l_299_);
        a_269_[5] = l_300_;
        l_mut_171_ = l_293_;
        double l_301_ = a_269_[3];
        double _e649 = l_mut_171_;
        double l_302_ = (l_301_ + _e649);
        double l_303_ = (l_302_ * l_4_);
        double l_304_ = (l_303_ - l_301_);
        double l_305_ = (l_304_ * l_4_);
        double l_306_ = (l_303_ - l_305_);
        double l_307_ = (l_306_ * l_4_);
        double l_308_ = (l_301_ - l_307_);
        double _e657 = l_mut_171_;
        double l_309_ = (_e657 - l_305_);
        double l_310_ = (l_308_ + l_309_);
        a_269_[4] = l_310_;
        l_mut_171_ = l_303_;
        double l_311_ = a_269_[2];
        double _e663 = l_mut_171_;
        double l_312_ = (l_311_ + _e663);
        double l_313_ = (l_312_ * l_4_);
        double l_314_ = (l_313_ - l_311_);
        double l_315_ = (l_314_ * l_4_);
        double l_316_ = (l_313_ - l_315_);
        double l_317_ = (l_316_ * l_4_);
        double l_318_ = (l_311_ - l_317_);
        double _e671 = l_mut_171_;
        double l_319_ = (_e671 - l_315_);
        double l_320_ = (l_318_ + l_319_);
        a_269_[3] = l_320_;
        l_mut_171_ = l_313_;
        double l_321_ = a_269_[1];
        double _e677 = l_mut_171_;
        double l_322_ = (l_321_ + _e677);
        double l_323_ = (l_322_ * l_4_);
        double l_324_ = (l_323_ - l_321_);
        double l_325_ = (l_324_ * l_4_);
        double l_326_ = (l_323_ - l_325_);
        double l_327_ = (l_326_ * l_4_);
        double l_328_ = (l_321_ - l_327_);
        double _e685 = l_mut_171_;
        double l_329_ = (_e685 - l_325_);
        double l_330_ = (l_328_ + l_329_);
        a_269_[2] = l_330_;
        l_mut_171_ = l_323_;
        double l_331_ = a_269_[0];
        double _e691 = l_mut_171_;
        double l_332_ = (l_331_ + _e691);
        double l_333_ = (l_332_ * l_4_);
        double l_334_ = (l_333_ - l_331_);
        double l_335_ = (l_334_ * l_4_);
        double l_336_ = (l_333_ - l_335_);
        double l_337_ = (l_336_ * l_4_);
        double l_338_ = (l_331_ - l_337_);
        double _e699 = l_mut_171_;
        double l_339_ = (_e699 - l_335_);
        double l_340_ = (l_338_ + l_339_);
        a_269_[1] = l_340_;
        l_mut_171_ = l_333_;
        double _e704 = l_mut_171_;
        a_269_[0] = _e704;
        double l_341_ = a_269_[7];
        l_mut_171_ = l_341_;
        double l_342_ = a_269_[6];
        double _e709 = l_mut_171_;
        double l_343_ = (l_342_ + _e709);
        double l_344_ = (l_343_ * l_4_);
        double l_345_ = (l_344_ - l_342_);
        double l_346_ = (l_345_ * l_4_);
        double l_347_ = (l_344_ - l_346_);
        double l_348_ = (l_347_ * l_4_);
        double l_349_ = (l_342_ - l_348_);
        double _e717 = l_mut_171_;
        double l_350_ = (_e717 - l_346_);
        double l_351_ = (l_349_ + l_350_);
        a_269_[7] = l_351_;
        l_mut_171_ = l_344_;
        double l_352_ = a_269_[5];
        double _e723 = l_mut_171_;
        double l_353_ = (l_352_ + _e723);
        double l_354_ = (l_353_ * l_4_);
        double l_355_ = (l_354_ - l_352_);
        double l_356_ = (l_355_ * l_4_);
        double l_357_ = (l_354_ - l_356_);
        double l_358_ = (l_357_ * l_4_);
        double l_359_ = (l_352_ - l_358_);
        double _e731 = l_mut_171_;
        double l_360_ = (_e731 - l_356_);
        double l_361_ = (l_359_ + l_360_);
        a_269_[6] = l_361_;
        l_mut_171_ = l_354_;
        double l_362_ = a_269_[4];
        double _e737 = l_mut_171_;
        double l_363_ = (l_362_ + _e737);
        double l_364_ = (l_363_ * l_4_);
        double l_365_ = (l_364_ - l_362_);
        double l_366_ = (l_365_ * l_4_);
        double l_367_ = (l_364_ - l_366_);
        double l_368_ = (l_367_ * l_4_);
        double l_369_ = (l_362_ - l_368_);
        double _e745 = l_mut_171_;
        double l_370_ = (_e745 - l_366_);
        double l_371_ = (l_369_ + l_370_);
        a_269_[5] = l_371_;
        l_mut_171_ = l_364_;
        double l_372_ = a_269_[3];
        double _e751 = l_mut_171_;
        double l_373_ = (l_372_ + _e751);
        double l_374_ = (l_373_ * l_4_);
        double l_375_ = (l_374_ - l_372_);
        double l_376_ = (l_375_ * l_4_);
        double l_377_ = (l_374_ - l_376_);
        double l_378_ = (l_377_ * l_4_);
        double l_379_ = (l_372_ - l_378_);
        double _e759 = l_mut_171_;
        double l_380_ = (_e759 - l_376_);
        double l_381_ = (l_379_ + l_380_);
        a_269_[4] = l_381_;
        l_mut_171_ = l_374_;
        double l_382_ = a_269_[2];
        double _e765 = l_mut_171_;
        double l_383_ = (l_382_ + _e765);
        double l_384_ = (l_383_ * l_4_);
        double l_385_ = (l_384_ - l_382_);
        double l_386_ = (l_385_ * l_4_);
        double l_387_ = (l_384_ - l_386_);
        double l_388_ = (l_387_ * l_4_);
        double l_389_ = (l_382_ - l_388_);
        double _e773 = l_mut_171_;
        double l_390_ = (_e773 - l_386_);
        double l_391_ = (l_389_ + l_390_);
        a_269_[3] = l_391_;
        l_mut_171_ = l_384_;
        double l_392_ = a_269_[1];
        double _e779 = l_mut_171_;
        double l_393_ = (l_392_ + _e779);
        double l_394_ = (l_393_ * l_4_);
        double l_395_ = (l_394_ - l_392_);
        double l_396_ = (l_395_ * l_4_);
        double l_397_ = (l_394_ - l_396_);
        double l_398_ = (l_397_ * l_4_);
        double l_399_ = (l_392_ - l_398_);
        double _e787 = l_mut_171_;
        double l_400_ = (_e787 - l_396_);
        double l_401_ = (l_399_ + l_400_);
        a_269_[2] = l_401_;
        l_mut_171_ = l_394_;
        double l_402_ = a_269_[0];
        double _e793 = l_mut_171_;
        double l_403_ = (l_402_ + _e793);
        double l_404_ = (l_403_ * l_4_);
        double l_405_ = (l_404_ - l_402_);
        double l_406_ = (l_405_ * l_4_);
        double l_407_ = (l_404_ - l_406_);
        double l_408_ = (l_407_ * l_4_);
        double l_409_ = (l_402_ - l_408_);
        double _e801 = l_mut_171_;
        double l_410_ = (_e801 - l_406_);
        double l_411_ = (l_409_ + l_410_);
        a_269_[1] = l_411_;
        l_mut_171_ = l_404_;
        double _e806 = l_mut_171_;
        a_269_[0] = _e806;
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_168_ = 0.0LF;
        double l_412_ = a_269_[0];
        l_mut_167_ = l_412_;
        l_mut_172_ = 0u;
        double l_413_ = a_269_[1];
        double _e816 = l_mut_167_;
        double l_414_ = (_e816 + l_413_);
        double l_415_ = (l_414_ * l_4_);
        double _e819 = l_mut_167_;
        double l_416_ = (l_415_ - _e819);
        double l_417_ = (l_416_ * l_4_);
        double l_418_ = (l_415_ - l_417_);
        double l_419_ = (l_418_ * l_4_);
        double _e824 = l_mut_167_;
        double l_420_ = (_e824 - l_419_);
        double l_421_ = (l_413_ - l_417_);
        double l_422_ = (l_420_ + l_421_);
        uint _e828 = l_mut_172_;
        bool l_423_ = (_e828 < 3u);
        bool l_424_ = (l_422_ != 0.0LF);
        if (l_423_) {
            local_16 = l_424_;
        } else {
            local_16 = false;
        }
        bool l_425_ = local_16;
        uint _e837 = l_mut_172_;
        bool l_426_ = (_e837 == 0u);
        if (l_425_) {
            local_17 = l_426_;
        } else {
            local_17 = false;
        }
        bool l_427_ = local_17;
        double _e844 = l_mut_171_;
        double l_428_ = (l_427_ ? l_415_ : _e844);
        l_mut_171_ = l_428_;
        uint _e846 = l_mut_172_;
        bool l_429_ = (_e846 == 1u);
        if (l_425_) {
            local_18 = l_429_;
        } else {
            local_18 = false;
        }
        bool l_430_ = local_18;
        double _e853 = l_mut_170_;
        double l_431_ = (l_430_ ? l_415_ : _e853);
        l_mut_170_ = l_431_;
        uint _e855 = l_mut_172_;
        bool l_432_ = (_e855 == 2u);
        if (l_425_) {
            local_19 = l_432_;
        } else {
            local_19 = false;
        }
        bool l_433_ = local_19;
        double _e862 = l_mut_169_;
        double l_434_ = (l_433_ ? l_415_ : _e862);
        l_mut_169_ = l_434_;
        double l_435_ = (l_425_ ? l_422_ : l_415_);
        double _e865 = l_mut_167_;
        double l_436_ = (_e865 + l_413_);
        double l_437_ = (l_423_ ? l_435_ : l_436_);
        l_mut_167_ = l_437_;
        uint l_438_ = uint(l_425_);
        uint _e869 = l_mut_172_;
        l_mut_172_ = (_e869 + l_438_);
        double l_439_ = a_269_[2];
        double _e873 = l_mut_167_;
        double l_440_ = (_e873 + l_439_);
        double l_441_ = (l_440_ * l_4_);
        double _e876 = l_mut_167_;
        double l_442_ = (l_441_ - _e876);
        double l_443_ = (l_442_ * l_4_);
        double l_444_ = (l_441_ - l_443_);
        double l_445_ = (l_444_ * l_4_);
        double _e881 = l_mut_167_;
        double l_446_ = (_e881 - l_445_);
        double l_447_ = (l_439_ - l_443_);
        double l_448_ = (l_446_ + l_447_);
        uint _e885 = l_mut_172_;
        bool l_449_ = (_e885 < 3u);
        bool l_450_ = (l_448_ != 0.0LF);
        if (l_449_) {
            local_20 = l_450_;
        } else {
            local_20 = false;
        }
        bool l_451_ = local_20;
        uint _e894 = l_mut_172_;
        bool l_452_ = (_e894 == 0u);
        if (l_451_) {
            local_21 = l_452_;
        } else {
            local_21 = false;
        }
        bool l_453_ = local_21;
        double _e901 = l_mut_171_;
        double l_454_ = (l_453_ ? l_441_ : _e901);
        l_mut_171_ = l_454_;
        uint _e903 = l_mut_172_;
        bool l_455_ = (_e903 == 1u);
        if (l_451_) {
            local_22 = l_455_;
        } else {
            local_22 = false;
        }
        bool l_456_ = local_22;
        double _e910 = l_mut_170_;
        double l_457_ = (l_456_ ? l_441_ : _e910);
        l_mut_170_ = l_457_;
        uint _e912 = l_mut_172_;
        bool l_458_ = (_e912 == 2u);
        if (l_451_) {
            local_23 = l_458_;
        } else {
            local_23 = false;
        }
        bool l_459_ = local_23;
        double _e919 = l_mut_169_;
        double l_460_ = (l_459_ ? l_441_ : _e919);
        l_mut_169_ = l_460_;
        double l_461_ = (l_451_ ? l_448_ : l_441_);
        double _e922 = l_mut_167_;
        double l_462_ = (_e922 + l_439_);
        double l_463_ = (l_449_ ? l_461_ : l_462_);
        l_mut_167_ = l_463_;
        uint l_464_ = uint(l_451_);
        uint _e926 = l_mut_172_;
        l_mut_172_ = (_e926 + l_464_);
        double l_465_ = a_269_[3];
        double _e930 = l_mut_167_;
        double l_466_ = (_e930 + l_465_);
        double l_467_ = (l_466_ * l_4_);
        double _e933 = l_mut_167_;
        double l_468_ = (l_467_ - _e933);
        double l_469_ = (l_468_ * l_4_);
        double l_470_ = (l_467_ - l_469_);
        double l_471_ = (l_470_ * l_4_);
        double _e938 = l_mut_167_;
        double l_472_ = (_e938 - l_471_);
        double l_473_ = (l_465_ - l_469_);
        double l_474_ = (l_472_ + l_473_);
        uint _e942 = l_mut_172_;
        bool l_475_ = (_e942 < 3u);
        bool l_476_ = (l_474_ != 0.0LF);
        if (l_475_) {
            local_24 = l_476_;
        } else {
            local_24 = false;
        }
        bool l_477_ = local_24;
        uint _e951 = l_mut_172_;
        bool l_478_ = (_e951 == 0u);
        if (l_477_) {
            local_25 = l_478_;
        } else {
            local_25 = false;
        }
        bool l_479_ = local_25;
        double _e958 = l_mut_171_;
        double l_480_ = (l_479_ ? l_467_ : _e958);
        l_mut_171_ = l_480_;
        uint _e960 = l_mut_172_;
        bool l_481_ = (_e960 == 1u);
        if (l_477_) {
            local_26 = l_481_;
        } else {
            local_26 = false;
        }
        bool l_482_ = local_26;
        double _e967 = l_mut_170_;
        double l_483_ = (l_482_ ? l_467_ : _e967);
        l_mut_170_ = l_483_;
        uint _e969 = l_mut_172_;
        bool l_484_ = (_e969 == 2u);
        if (l_477_) {
            local_27 = l_484_;
        } else {
            local_27 = false;
        }
        bool l_485_ = local_27;
        double _e976 = l_mut_169_;
        double l_486_ = (l_485_ ? l_467_ : _e976);
        l_mut_169_ = l_486_;
        double l_487_ = (l_477_ ? l_474_ : l_467_);
        double _e979 = l_mut_167_;
        double l_488_ = (_e979 + l_465_);
        double l_489_ = (l_475_ ? l_487_ : l_488_);
        l_mut_167_ = l_489_;
        uint l_490_ = uint(l_477_);
        uint _e983 = l_mut_172_;
        l_mut_172_ = (_e983 + l_490_);
        double l_491_ = a_269_[4];
        double _e987 = l_mut_167_;
        double l_492_ = (_e987 + l_491_);
        double l_493_ = (l_492_ * l_4_);
        double _e990 = l_mut_167_;
        double l_494_ = (l_493_ - _e990);
        double l_495_ = (l_494_ * l_4_);
        double l_496_ = (l_493_ - l_495_);
        double l_497_ = (l_496_ * l_4_);
        double _e995 = l_mut_167_;
        double l_498_ = (_e995 - l_497_);
        double l_499_ = (l_491_ - l_495_);
        double l_500_ = (l_498_ + l_499_);
        uint _e999 = l_mut_172_;
        bool l_501_ = (_e999 < 3u);
        bool l_502_ = (l_500_ != 0.0LF);
        if (l_501_) {
            local_28 = l_502_;
        } else {
            local_28 = false;
        }
        bool l_503_ = local_28;
        uint _e1008 = l_mut_172_;
        bool l_504_ = (_e1008 == 0u);
        if (l_503_) {
            local_29 = l_504_;
        } else {
            local_29 = false;
        }
        bool l_505_ = local_29;
        double _e1015 = l_mut_171_;
        double l_506_ = (l_505_ ? l_493_ : _e1015);
        l_mut_171_ = l_506_;
        uint _e1017 = l_mut_172_;
        bool l_507_ = (_e1017 == 1u);
        if (l_503_) {
            local_30 = l_507_;
        } else {
            local_30 = false;
        }
        bool l_508_ = local_30;
        double _e1024 = l_mut_170_;
        double l_509_ = (l_508_ ? l_493_ : _e1024);
        l_mut_170_ = l_509_;
        uint _e1026 = l_mut_172_;
        bool l_510_ = (_e1026 == 2u);
        if (l_503_) {
            local_31 = l_510_;
        } else {
            local_31 = false;
        }
        bool l_511_ = local_31;
        double _e1033 = l_mut_169_;
        double l_512_ = (l_511_ ? l_493_ : _e1033);
        l_mut_169_ = l_512_;
        double l_513_ = (l_503_ ? l_500_ : l_493_);
        double _e1036 = l_mut_167_;
        double l_514_ = (_e1036 + l_491_);
        double l_515_ = (l_501_ ? l_513_ : l_514_);
        l_mut_167_ = l_515_;
        uint l_516_ = uint(l_503_);
        uint _e1040 = l_mut_172_;
        l_mut_172_ = (_e1040 + l_516_);
        double l_517_ = a_269_[5];
        double _e1044 = l_mut_167_;
        double l_518_ = (_e1044 + l_517_);
        double l_519_ = (l_518_ * l_4_);
        double _e1047 = l_mut_167_;
        double l_520_ = (l_519_ - _e1047);
        double l_521_ = (l_520_ * l_4_);
        double l_522_ = (l_519_ - l_521_);
        double l_523_ = (l_522_ * l_4_);
        double _e1052 = l_mut_167_;
        double l_524_ = (_e1052 - l_523_);
        double l_525_ = (l_517_ - l_521_);
        double l_526_ = (l_524_ + l_525_);
        uint _e1056 = l_mut_172_;
        bool l_527_ = (_e1056 < 3u);
        bool l_528_ = (l_526_ != 0.0LF);
        if (l_527_) {
            local_32 = l_528_;
        } else {
            local_32 = false;
        }
        bool l_529_ = local_32;
        uint _e1065 = l_mut_172_;
        bool l_530_ = (_e1065 == 0u);
        if (l_529_) {
            local_33 = l_530_;
        } else {
            local_33 = false;
        }
        bool l_531_ = local_33;
        double _e1072 = l_mut_171_;
        double l_532_ = (l_531_ ? l_519_ : _e1072);
        l_mut_171_ = l_532_;
        uint _e1074 = l_mut_172_;
        bool l_533_ = (_e1074 == 1u);
        if (l_529_) {
            local_34 = l_533_;
        } else {
            local_34 = false;
        }
        bool l_534_ = local_34;
        double _e1081 = l_mut_170_;
        double l_535_ = (l_534_ ? l_519_ : _e1081);
        l_mut_170_ = l_535_;
        uint _e1083 = l_mut_172_;
        bool l_536_ = (_e1083 == 2u);
        if (l_529_) {
            local_35 = l_536_;
        } else {
            local_35 = false;
        }
        bool l_537_ = local_35;
        double _e1090 = l_mut_169_;
        double l_538_ = (l_537_ ? l_519_ : _e1090);
        l_mut_169_ = l_538_;
        double l_539_ = (l_529_ ? l_526_ : l_519_);
        double _e1093 = l_mut_167_;
        double l_540_ = (_e1093 + l_517_);
        double l_541_ = (l_527_ ? l_539_ : l_540_);
        l_mut_167_ = l_541_;
        uint l_542_ = uint(l_529_);
        uint _e1097 = l_mut_172_;
        l_mut_172_ = (_e1097 + l_542_);
        double l_543_ = a_269_[6];
        double _e1101 = l_mut_167_;
        double l_544_ = (_e1101 + l_543_);
        double l_545_ = (l_544_ * l_4_);
        double _e1104 = l_mut_167_;
        double l_546_ = (l_545_ - _e1104);
        double l_547_ = (l_546_ * l_4_);
        double l_548_ = (l_545_ - l_547_);
        double l_549_ = (l_548_ * l_4_);
        double _e1109 = l_mut_167_;
        double l_550_ = (_e1109 - l_549_);
        double l_551_ = (l_543_ - l_547_);
        double l_552_ = (l_550_ + l_551_);
        uint _e1113 = l_mut_172_;
        bool l_553_ = (_e1113 < 3u);
        bool l_554_ = (l_552_ != 0.0LF);
        if (l_553_) {
            local_36 = l_554_;
        } else {
            local_36 = false;
        }
        bool l_555_ = local_36;
        uint _e1122 = l_mut_172_;
        bool l_556_ = (_e1122 == 0u);
        if (l_555_) {
            local_37 = l_556_;
        } else {
            local_37 = false;
        }
        bool l_557_ = local_37;
        double _e1129 = l_mut_171_;
        double l_558_ = (l_557_ ? l_545_ : _e1129);
        l_mut_171_ = l_558_;
        uint _e1131 = l_mut_172_;
        bool l_559_ = (_e1131 == 1u);
        if (l_555_) {
            local_38 = l_559_;
        } else {
            local_38 = false;
        }
        bool l_560_ = local_38;
        double _e1138 = l_mut_170_;
        double l_561_ = (l_560_ ? l_545_ : _e1138);
        l_mut_170_ = l_561_;
        uint _e1140 = l_mut_172_;
        bool l_562_ = (_e1140 == 2u);
        if (l_555_) {
            local_39 = l_562_;
        } else {
            local_39 = false;
        }
        bool l_563_ = local_39;
        double _e1147 = l_mut_169_;
        double l_564_ = (l_563_ ? l_545_ : _e1147);
        l_mut_169_ = l_564_;
        double l_565_ = (l_555_ ? l_552_ : l_545_);
        double _e1150 = l_mut_167_;
        double l_566_ = (_e1150 + l_543_);
        double l_567_ = (l_553_ ? l_565_ : l_566_);
        l_mut_167_ = l_567_;
        uint l_568_ = uint(l_555_);
        uint _e1154 = l_mut_172_;
        l_mut_172_ = (_e1154 + l_568_);
        double l_569_ = a_269_[7];
        double _e1158 = l_mut_167_;
        double l_570_ = (_e1158 + l_569_);
        double l_571_ = (l_570_ * l_4_);
        double _e1161 = l_mut_167_;
        double l_572_ = (l_571_ - _e1161);
        double l_573_ = (l_572_ * l_4_);
        double l_574_ = (l_571_ - l_573_);
        double l_575_ = (l_574_ * l_4_);
        double _e1166 = l_mut_167_;
        double l_576_ = (_e1166 - l_575_);
        double l_577_ = (l_569_ - l_573_);
        double l_578_ = (l_576_ + l_577_);
        uint _e1170 = l_mut_172_;
        bool l_579_ = (_e1170 < 3u);
        bool l_580_ = (l_578_ != 0.0LF);
        if (l_579_) {
            local_40 = l_580_;
        } else {
            local_40 = false;
        }
        bool l_581_ = local_40;
        uint _e1179 = l_mut_172_;
        bool l_582_ = (_e1179 == 0u);
        if (l_581_) {
            local_41 = l_582_;
        } else {
            local_41 = false;
        }
        bool l_583_ = local_41;
        double _e1186 = l_mut_171_;
        double l_584_ = (l_583_ ? l_571_ : _e1186);
        l_mut_171_ = l_584_;
        uint _e1188 = l_mut_172_;
        bool l_585_ = (_e1188 == 1u);
        if (l_581_) {
            local_42 = l_585_;
        } else {
            local_42 = false;
        }
        bool l_586_ = local_42;
        double _e1195 = l_mut_170_;
        double l_587_ = (l_586_ ? l_571_ : _e1195);
        l_mut_170_ = l_587_;
        uint _e1197 = l_mut_172_;
        bool l_588_ = (_e1197 == 2u);
        if (l_581_) {
            local_43 = l_588_;
        } else {
            local_43 = false;
        }
        bool l_589_ = local_43;
        double _e1204 = l_mut_169_;
        double l_590_ = (l_589_ ? l_571_ : _e1204);
        l_mut_169_ = l_590_;
        double l_591_ = (l_581_ ? l_578_ : l_571_);
        double _e1207 = l_mut_167_;
        double l_592_ = (_e1207 + l_569_);
        double l_593_ = (l_579_ ? l_591_ : l_592_);
        l_mut_167_ = l_593_;
        uint l_594_ = uint(l_581_);
        uint _e1211 = l_mut_172_;
        l_mut_172_ = (_e1211 + l_594_);
        uint _e1213 = l_mut_172_;
        bool l_595_ = (_e1213 == 0u);
        double _e1216 = l_mut_171_;
        double _e1217 = l_mut_167_;
        double l_596_ = (l_595_ ? _e1217 : _e1216);
        l_mut_171_ = l_596_;
        uint _e1219 = l_mut_172_;
        bool l_597_ = (_e1219 == 1u);
        double _e1222 = l_mut_170_;
        double _e1223 = l_mut_167_;
        double l_598_ = (l_597_ ? _e1223 : _e1222);
        l_mut_170_ = l_598_;
        uint _e1225 = l_mut_172_;
        bool l_599_ = (_e1225 == 2u);
        double _e1228 = l_mut_169_;
        double _e1229 = l_mut_167_;
        double l_600_ = (l_599_ ? _e1229 : _e1228);
        l_mut_169_ = l_600_;
        uint _e1231 = l_mut_172_;
        bool l_601_ = (_e1231 == 3u);
        double _e1234 = l_mut_168_;
        double _e1235 = l_mut_167_;
        double l_602_ = (l_601_ ? _e1235 : _e1234);
        l_mut_168_ = l_602_;
        double _e1237 = l_mut_171_;
        double l_603_ = (_e1237 / l_14_);
        double l_604_ = (l_14_ * l_603_);
        double l_605_ = (l_604_ * l_4_);
        double l_606_ = (l_3_ * l_14_);
        double l_607_ = (l_606_ * l_4_);
        double l_608_ = (l_607_ - l_14_);
        double l_609_ = (l_608_ * l_4_);
        double l_610_ = (l_607_ - l_609_);
        double l_611_ = (l_14_ - l_610_);
        double l_612_ = (l_3_ * l_603_);
        double l_613_ = (l_612_ * l_4_);
        double l_614_ = (l_613_ - l_603_);
        double l_615_ = (l_614_ * l_4_);
        double l_616_ = (l_613_ - l_615_);
        double l_617_ = (l_603_ - l_616_);
        double l_618_ = (l_610_ * l_616_);
        double l_619_ = (l_618_ - l_605_);
        double l_620_ = (l_610_ * l_617_);
        double l_621_ = (l_619_ + l_620_);
        double l_622_ = (l_611_ * l_616_);
        double l_623_ = (l_621_ + l_622_);
        double l_624_ = (l_611_ * l_617_);
        double l_625_ = (l_623_ + l_624_);
        double l_626_ = (l_16_ * l_603_);
        double l_627_ = (l_626_ * l_4_);
        double l_628_ = (l_3_ * l_16_);
        double l_629_ = (l_628_ * l_4_);
        double l_630_ = (l_629_ - l_16_);
        double l_631_ = (l_630_ * l_4_);
        double l_632_ = (l_629_ - l_631_);
        double l_633_ = (l_16_ - l_632_);
        double l_634_ = (l_3_ * l_603_);
        double l_635_ = (l_634_ * l_4_);
        double l_636_ = (l_635_ - l_603_);
        double l_637_ = (l_636_ * l_4_);
        double l_638_ = (l_635_ - l_637_);
        double l_639_ = (l_603_ - l_638_);
        double l_640_ = (l_632_ * l_638_);
        double l_641_ = (l_640_ - l_627_);
        double l_642_ = (l_632_ * l_639_);
        double l_643_ = (l_641_ + l_642_);
        double l_644_ = (l_633_ * l_638_);
        double l_645_ = (l_643_ + l_644_);
        double l_646_ = (l_633_ * l_639_);
        double l_647_ = (l_645_ + l_646_);
        double l_648_ = (l_19_ * l_603_);
        double l_649_ = (l_648_ * l_4_);
        double l_650_ = (l_3_ * l_19_);
        double l_651_ = (l_650_ * l_4_);
        double l_652_ = (l_651_ - l_19_);
        double l_653_ = (l_652_ * l_4_);
        double l_654_ = (l_651_ - l_653_);
        double l_655_ = (l_19_ - l_654_);
        double l_656_ = (l_3_ * l_603_);
        double l_657_ = (l_656_ * l_4_);
        double l_658_ = (l_657_ - l_603_);
        double l_659_ = (l_658_ * l_4_);
        double l_660_ = (l_657_ - l_659_);
        double l_661_ = (l_603_ - l_660_);
        double l_662_ = (l_654_ * l_660_);
        double l_663_ = (l_662_ - l_649_);
        double l_664_ = (l_654_ * l_661_);
        double l_665_ = (l_663_ + l_664_);
        double l_666_ = (l_655_ * l_660_);
        double l_667_ = (l_665_ + l_666_);
        double l_668_ = (l_655_ * l_661_);
        double l_669_ = (l_667_ + l_668_);
        double l_670_ = (l_22_ * l_603_);
        double l_671_ = (l_625_ + l_627_);
        double l_672_ = (l_671_ * l_4_);
        double l_673_ = (l_672_ - l_625_);
        double l_674_ = (l_673_ * l_4_);
        double l_675_ = (l_672_ - l_674_);
        double l_676_ = (l_675_ * l_4_);
        double l_677_ = (l_625_ - l_676_);
        double l_678_ = (l_627_ - l_674_);
        double l_679_ = (l_677_ + l_678_);
        double l_680_ = (l_679_ + l_647_);
        double l_681_ = (l_680_ * l_4_);
        double l_682_ = (l_681_ - l_679_);
        double l_683_ = (l_682_ * l_4_);
        double l_684_ = (l_681_ - l_683_);
        double l_685_ = (l_684_ * l_4_);
        double l_686_ = (l_679_ - l_685_);
        double l_687_ = (l_647_ - l_683_);
        double l_688_ = (l_686_ + l_687_);
        double l_689_ = (l_649_ + l_681_);
        double l_690_ = (l_689_ * l_4_);
        double l_691_ = (l_690_ - l_649_);
        double l_692_ = (l_691_ * l_4_);
        double l_693_ = (l_690_ - l_692_);
        double l_694_ = (l_693_ * l_4_);
        double l_695_ = (l_649_ - l_694_);
        double l_696_ = (l_681_ - l_692_);
        double l_697_ = (l_695_ + l_696_);
        double l_698_ = (l_688_ + l_697_);
        double l_699_ = (l_698_ * l_4_);
        double l_700_ = (l_699_ - l_688_);
        double l_701_ = (l_700_ * l_4_);
        double l_702_ = (l_699_ - l_701_);
        double l_703_ = (l_702_ * l_4_);
        double l_704_ = (l_688_ - l_703_);
        double l_705_ = (l_697_ - l_701_);
        double l_706_ = (l_704_ + l_705_);
        double l_707_ = (l_699_ + l_669_);
        double l_708_ = (l_707_ * l_4_);
        double l_709_ = (l_708_ - l_699_);
        double l_710_ = (l_709_ * l_4_);
        double l_711_ = (l_708_ - l_710_);
        double l_712_ = (l_711_ * l_4_);
        double l_713_ = (l_699_ - l_712_);
        double l_714_ = (l_669_ - l_710_);
        double l_715_ = (l_713_ + l_714_);
        double l_716_ = (l_670_ + l_708_);
        double l_717_ = (l_716_ * l_4_);
        double l_718_ = (l_717_ - l_670_);
        double l_719_ = (l_718_ * l_4_);
        double l_720_ = (l_717_ - l_719_);
        double l_721_ = (l_720_ * l_4_);
        double l_722_ = (l_670_ - l_721_);
        double l_723_ = (l_708_ - l_719_);
        double l_724_ = (l_722_ + l_723_);
        double l_725_ = (l_715_ + l_724_);
        double l_726_ = (l_725_ + l_706_);
        double l_727_ = (l_717_ + l_726_);
        double l_728_ = (l_727_ * l_4_);
        double l_729_ = (l_728_ - l_717_);
        double l_730_ = (l_729_ * l_4_);
        double l_731_ = (l_726_ - l_730_);
        double l_732_ = (l_690_ + l_728_);
        double l_733_ = (l_732_ * l_4_);
        double l_734_ = (l_733_ - l_690_);
        double l_735_ = (l_734_ * l_4_);
        double l_736_ = (l_728_ - l_735_);
        double l_737_ = (l_672_ + l_733_);
        double l_738_ = (l_737_ * l_4_);
        double l_739_ = (l_738_ - l_672_);
        double l_740_ = (l_739_ * l_4_);
        double l_741_ = (l_733_ - l_740_);
        double l_742_ = (l_605_ + l_738_);
        double l_743_ = (l_742_ * l_4_);
        double l_744_ = (l_743_ - l_605_);
        double l_745_ = (l_744_ * l_4_);
        double l_746_ = (l_738_ - l_745_);
        l_mut_167_ = 0.0LF;
        l_mut_747_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_750_ = l_743_;
        l_mut_172_ = 0u;
        double _e1387 = l_mut_750_;
        double l_751_ = (_e1387 + l_746_);
        double l_752_ = (l_751_ * l_4_);
        double _e1390 = l_mut_750_;
        double l_753_ = (l_752_ - _e1390);
        double l_754_ = (l_753_ * l_4_);
        double l_755_ = (l_746_ - l_754_);
        uint _e1394 = l_mut_172_;
        bool l_756_ = (_e1394 < 3u);
        bool l_757_ = (l_755_ != 0.0LF);
        if (l_756_) {
            local_44 = l_757_;
        } else {
            local_44 = false;
        }
        bool l_758_ = local_44;
        uint _e1403 = l_mut_172_;
        bool l_759_ = (_e1403 == 0u);
        if (l_758_) {
            local_45 = l_759_;
        } else {
            local_45 = false;
        }
        bool l_760_ = local_45;
        double _e1410 = l_mut_167_;
        double l_761_ = (l_760_ ? l_752_ : _e1410);
        l_mut_167_ = l_761_;
        uint _e1412 = l_mut_172_;
        bool l_762_ = (_e1412 == 1u);
        if (l_758_) {
            local_46 = l_762_;
        } else {
            local_46 = false;
        }
        bool l_763_ = local_46;
        double _e1419 = l_mut_747_;
        double l_764_ = (l_763_ ? l_752_ : _e1419);
        l_mut_747_ = l_764_;
        uint _e1421 = l_mut_172_;
        bool l_765_ = (_e1421 == 2u);
        if (l_758_) {
            local_47 = l_765_;
        } else {
            local_47 = false;
        }
        bool l_766_ = local_47;
        double _e1428 = l_mut_748_;
        double l_767_ = (l_766_ ? l_752_ : _e1428);
        l_mut_748_ = l_767_;
        double l_768_ = (l_758_ ? l_755_ : l_752_);
        double _e1431 = l_mut_750_;
        double l_769_ = (_e1431 + l_746_);
        double l_770_ = (l_756_ ? l_768_ : l_769_);
        l_mut_750_ = l_770_;
        uint l_771_ = uint(l_758_);
        uint _e1435 = l_mut_172_;
        l_mut_172_ = (_e1435 + l_771_);
        double _e1437 = l_mut_750_;
        double l_772_ = (_e1437 + l_741_);
        double l_773_ = (l_772_ * l_4_);
        double _e1440 = l_mut_750_;
        double l_774_ = (l_773_ - _e1440);
        double l_775_ = (l_774_ * l_4_);
        double l_776_ = (l_741_ - l_775_);
        uint _e1444 = l_mut_172_;
        bool l_777_ = (_e1444 < 3u);
        bool l_778_ = (l_776_ != 0.0LF);
        if (l_777_) {
            local_48 = l_778_;
        } else {
            local_48 = false;
        }
        bool l_779_ = local_48;
        uint _e1453 = l_mut_172_;
        bool l_780_ = (_e1453 == 0u);
        if (l_779_) {
            local_49 = l_780_;
        } else {
            local_49 = false;
        }
        bool l_781_ = local_49;
        double _e1460 = l_mut_167_;
        double l_782_ = (l_781_ ? l_773_ : _e1460);
        l_mut_167_ = l_782_;
        uint _e1462 = l_mut_172_;
        bool l_783_ = (_e1462 == 1u);
        if (l_779_) {
            local_50 = l_783_;
        } else {
            local_50 = false;
        }
        bool l_784_ = local_50;
        double _e1469 = l_mut_747_;
        double l_785_ = (l_784_ ? l_773_ : _e1469);
        l_mut_747_ = l_785_;
        uint _e1471 = l_mut_172_;
        bool l_786_ = (_e1471 == 2u);
        if (l_779_) {
            local_51 = l_786_;
        } else {
            local_51 = false;
        }
        bool l_787_ = local_51;
        double _e1478 = l_mut_748_;
        double l_788_ = (l_787_ ? l_773_ : _e1478);
        l_mut_748_ = l_788_;
        double l_789_ = (l_779_ ? l_776_ : l_773_);
        double _e1481 = l_mut_750_;
        double l_790_ = (_e1481 + l_741_);
        double l_791_ = (l_777_ ? l_789_ : l_790_);
        l_mut_750_ = l_791_;
        uint l_792_ = uint(l_779_);
        uint _e1485 = l_mut_172_;
        l_mut_172_ = (_e1485 + l_792_);
        double _e1487 = l_mut_750_;
        double l_793_ = (_e1487 + l_736_);
        double l_794_ = (l_793_ * l_4_);
        double _e1490 = l_mut_750_;
        double l_795_ = (l_794_ - _e1490);
        double l_796_ = (l_795_ * l_4_);
        double l_797_ = (l_736_ - l_796_);
        uint _e1494 = l_mut_172_;
        bool l_798_ = (_e1494 < 3u);
        bool l_799_ = (l_797_ != 0.0LF);
        if (l_798_) {
            local_52 = l_799_;
        } else {
            local_52 = false;
        }
        bool l_800_ = local_52;
        uint _e1503 = l_mut_172_;
        bool l_801_ = (_e1503 == 0u);
        if (l_800_) {
            local_53 = l_801_;
        } else {
            local_53 = false;
        }
        bool l_802_ = local_53;
        double _e1510 = l_mut_167_;
        double l_803_ = (l_802_ ? l_794_ : _e1510);
        l_mut_167_ = l_803_;
        uint _e1512 = l_mut_172_;
        bool l_804_ = (_e1512 == 1u);
        if (l_800_) {
            local_54 = l_804_;
        } else {
            local_54 = false;
        }
        bool l_805_ = local_54;
        double _e1519 = l_mut_747_;
        double l_806_ = (l_805_ ? l_794_ : _e1519);
        l_mut_747_ = l_806_;
        uint _e1521 = l_mut_172_;
        bool l_807_ = (_e1521 == 2u);
        if (l_800_) {
            local_55 = l_807_;
        } else {
            local_55 = false;
        }
        bool l_808_ = local_55;
        double _e1528 = l_mut_748_;
        double l_809_ = (l_808_ ? l_794_ : _e1528);
        l_mut_748_ = l_809_;
        double l_810_ = (l_800_ ? l_797_ : l_794_);
        double _e1531 = l_mut_750_;
        double l_811_ = (_e1531 + l_736_);
        double l_812_ = (l_798_ ? l_810_ : l_811_);
        l_mut_750_ = l_812_;
        uint l_813_ = uint(l_800_);
        uint _e1535 = l_mut_172_;
        l_mut_172_ = (_e1535 + l_813_);
        double _e1537 = l_mut_750_;
        double l_814_ = (_e1537 + l_731_);
        double l_815_ = (l_814_ * l_4_);
        double _e1540 = l_mut_750_;
        double l_816_ = (l_815_ - _e1540);
        double l_817_ = (l_816_ * l_4_);
        double l_818_ = (l_731_ - l_817_);
        uint _e1544 = l_mut_172_;
        bool l_819_ = (_e1544 < 3u);
        bool l_820_ = (l_818_ != 0.0LF);
        if (l_819_) {
            local_56 = l_820_;
        } else {
            local_56 = false;
        }
        bool l_821_ = local_56;
        uint _e1553 = l_mut_172_;
        bool l_822_ = (_e1553 == 0u);
        if (l_821_) {
            local_57 = l_822_;
        } else {
            local_57 = false;
        }
        bool l_823_ = local_57;
        double _e1560 = l_mut_167_;
        double l_824_ = (l_823_ ? l_815_ : _e1560);
        l_mut_167_ = l_824_;
        uint _e1562 = l_mut_172_;
        bool l_825_ = (_e1562 == 1u);
        if (l_821_) {
            local_58 = l_825_;
        } else {
            local_58 = false;
        }
        bool l_826_ = local_58;
        double _e1569 = l_mut_747_;
        double l_827_ = (l_826_ ? l_815_ : _e1569);
        l_mut_747_ = l_827_;
        uint _e1571 = l_mut_172_;
        bool l_828_ = (_e1571 == 2u);
        if (l_821_) {
            local_59 = l_828_;
        } else {
            local_59 = false;
        }
        bool l_829_ = local_59;
        double _e1578 = l_mut_748_;
        double l_830_ = (l_829_ ? l_815_ : _e1578);
        l_mut_748_ = l_830_;
        double l_831_ = (l_821_ ? l_818_ : l_815_);
        double _e1581 = l_mut_750_;
        double l_832_ = (_e1581 + l_731_);
        double l_833_ = (l_819_ ? l_831_ : l_832_);
        l_mut_750_ = l_833_;
        uint l_834_ = uint(l_821_);
        uint _e1585 = l_mut_172_;
        l_mut_172_ = (_e1585 + l_834_);
        uint _e1587 = l_mut_172_;
        bool l_835_ = (_e1587 == 0u);
        double _e1590 = l_mut_167_;
        double _e1591 = l_mut_750_;
        double l_836_ = (l_835_ ? _e1591 : _e1590);
        l_mut_167_ = l_836_;
        uint _e1593 = l_mut_172_;
        bool l_837_ = (_e1593 == 1u);
        double _e1596 = l_mut_747_;
        double _e1597 = l_mut_750_;
        double l_838_ = (l_837_ ? _e1597 : _e1596);
        l_mut_747_ = l_838_;
        uint _e1599 = l_mut_172_;
        bool l_839_ = (_e1599 == 2u);
        double _e1602 = l_mut_748_;
        double _e1603 = l_mut_750_;
        double l_840_ = (l_839_ ? _e1603 : _e1602);
        l_mut_748_ = l_840_;
        uint _e1605 = l_mut_172_;
        bool l_841_ = (_e1605 == 3u);
        double _e1608 = l_mut_749_;
        double _e1609 = l_mut_750_;
        double l_842_ = (l_841_ ? _e1609 : _e1608);
        l_mut_749_ = l_842_;
        double _e1611 = l_mut_167_;
        double l_843_ = -(_e1611);
        double _e1613 = l_mut_747_;
        double l_844_ = -(_e1613);
        double _e1615 = l_mut_748_;
        double l_845_ = -(_e1615);
        double _e1617 = l_mut_749_;
        double l_846_ = -(_e1617);
        double _e1620 = l_mut_171_;
        a_847_[0] = _e1620;
        a_847_[1] = l_843_;
        double _e1623 = l_mut_170_;
        a_847_[2] = _e1623;
        a_847_[3] = l_844_;
        double _e1626 = l_mut_169_;
        a_847_[4] = _e1626;
        a_847_[5] = l_845_;
        double _e1629 = l_mut_168_;
        a_847_[6] = _e1629;
        a_847_[7] = l_846_;
        double l_848_ = a_847_[7];
        l_mut_750_ = l_848_;
        double l_849_ = a_847_[6];
        double _e1635 = l_mut_750_;
        double l_850_ = (l_849_ + _e1635);
        double l_851_ = (l_850_ * l_4_);
        double l_852_ = (l_851_ - l_849_);
        double l_853_ = (l_852_ * l_4_);
        double l_854_ = (l_851_ - l_853_);
        double l_855_ = (l_854_ * l_4_);
        double l_856_ = (l_849_ - l_855_);
        double _e1643 = l_mut_750_;
        double l_857_ = (_e1643 - l_853_);
        double l_858_ = (l_856_ + l_857_);
        a_847_[7] = l_858_;
        l_mut_750_ = l_851_;
        double l_859_ = a_847_[5];
        double _e1649 = l_mut_750_;
        double l_860_ = (l_859_ + _e1649);
        double l_861_ = (l_860_ * l_4_);
        double l_862_ = (l_861_ - l_859_);
        double l_863_ = (l_862_ * l_4_);
        double l_864_ = (l_861_ - l_863_);
        double l_865_ = (l_864_ * l_4_);
        double l_866_ = (l_859_ - l_865_);
        double _e1657 = l_mut_750_;
        double l_867_ = (_e1657 - l_863_);
        double l_868_ = (l_866_ + l_867_);
        a_847_[6] = l_868_;
        l_mut_750_ = l_861_;
        double l_869_ = a_847_[4];
        double _e1663 = l_mut_750_;
        double l_870_ = (l_869_ + _e1663);
        double l_871_ = (l_870_ * l_4_);
        double l_872_ = (l_871_ - l_869_);
        double l_873_ = (l_872_ * l_4_);
        double l_874_ = (l_871_ - l_873_);
        double l_875_ = (l_874_ * l_4_);
        double l_876_ = (l_869_ - l_875_);
        double _e1671 = l_mut_750_;
        double l_877_ = (_e1671 - l_873_);
        double l_878_ = (l_876_ + l_877_);
        a_847_[5] = l_878_;
        l_mut_750_ = l_871_;
        double l_879_ = a_847_[3];
        double _e1677 = l_mut_750_;
        double l_880_ = (l_879_ + _e1677);
        double l_881_ = (l_880_ * l_4_);
        double l_882_ = (l_881_ - l_879_);
        double l_883_ = (l_882_ * l_4_);
        double l_884_ = (l_881_ - l_883_);
        double l_885_ = (l_884_ * l_4_);
        double l_886_ = (l_879_ - l_885_);
        double _e1685 = l_mut_750_;
        double l_887_ = (_e1685 - l_883_);
        double l_888_ = (l_886_ + l_887_);
        a_847_[4] = l_888_;
        l_mut_750_ = l_881_;
        double l_889_ = a_847_[2];
        double _e1691 = l_mut_750_;
        double l_890_ = (l_889_ + _e1691);
        double l_891_ = (l_890_ * l_4_);
        double l_892_ = (l_891_ - l_889_);
        double l_893_ = (l_892_ * l_4_);
        double l_894_ = (l_891_ - l_893_);
        double l_895_ = (l_894_ * l_4_);
        double l_896_ = (l_889_ - l_895_);
        double _e1699 = l_mut_750_;
        double l_897_ = (_e1699 - l_893_);
        double l_898_ = (l_896_ + l_897_);
        a_847_[3] = l_898_;
        l_mut_750_ = l_891_;
        double l_899_ = a_847_[1];
        double _e1705 = l_mut_750_;
        double l_900_ = (l_899_ + _e1705);
        double l_901_ = (l_900_ * l_4_);
        double l_902_ = (l_901_ - l_899_);
        double l_903_ = (l_902_ * l_4_);
        double l_904_ = (l_901_ - l_903_);
        double l_905_ = (l_904_ * l_4_);
        double l_906_ = (l_899_ - l_905_);
        double _e1713 = l_mut_750_;
        double l_907_ = (_e1713 - l_903_);
        double l_908_ = (l_906_ + l_907_);
        a_847_[2] = l_908_;
        l_mut_750_ = l_901_;
        double l_909_ = a_847_[0];
        double _e1719 = l_mut_750_;
        double l_910_ = (l_909_ + _e1719);
        double l_911_ = (l_910_ * l_4_);
        double l_912_ = (l_911_ - l_909_);
        double l_913_ = (l_912_ * l_4_);
        double l_914_ = (l_911_ - l_913_);
        double l_915_ = (l_914_ * l_4_);
        double l_916_ = (l_909_ - l_915_);
        double _e1727 = l_mut_750_;
        double l_917_ = (_e1727 - l_913_);
        double l_918_ = (l_916_ + l_917_);
        a_847_[1] = l_918_;
        l_mut_750_ = l_911_;
        double _e1732 = l_mut_750_;
        a_847_[0] = _e1732;
        double l_919_ = a_847_[7];
        l_mut_750_ = l_919_;
        double l_920_ = a_847_[6];
        double _e1737 = l_mut_750_;
        double l_921_ = (l_920_ + _e1737);
        double l_922_ = (l_921_ * l_4_);
        double l_923_ = (l_922_ - l_920_);
        double l_924_ = (l_923_ * l_4_);
        double l_925_ = (l_922_ - l_924_);
        double l_926_ = (l_925_ * l_4_);
        double l_927_ = (l_920_ - l_926_);
        double _e1745 = l_mut_750_;
        double l_928_ = (_e1745 - l_924_);
        double l_929_ = (l_927_ + l_928_);
        a_847_[7] = l_929_;
        l_mut_750_ = l_922_;
        double l_930_ = a_847_[5];
        double _e1751 = l_mut_750_;
        double l_931_ = (l_930_ + _e1751);
        double l_932_ = (l_931_ * l_4_);
        double l_933_ = (l_932_ - l_930_);
        double l_934_ = (l_933_ * l_4_);
        double l_935_ = (l_932_ - l_934_);
        double l_936_ = (l_935_ * l_4_);
        double l_937_ = (l_930_ - l_936_);
        double _e1759 = l_mut_750_;
        double l_938_ = (_e1759 - l_934_);
        double l_939_ = (l_937_ + l_938_);
        a_847_[6] = l_939_;
        l_mut_750_ = l_932_;
        double l_940_ = a_847_[4];
        double _e1765 = l_mut_750_;
        double l_941_ = (l_940_ + _e1765);
        double l_942_ = (l_941_ * l_4_);
        double l_943_ = (l_942_ - l_940_);
        double l_944_ = (l_943_ * l_4_);
        double l_945_ = (l_942_ - l_944_);
        double l_946_ = (l_945_ * l_4_);
        double l_947_ = (l_940_ - l_946_);
        double _e1773 = l_mut_750_;
        double l_948_ = (_e1773 - l_944_);
        double l_949_ = (l_947_ + l_948_);
        a_847_[5] = l_949_;
        l_mut_750_ = l_942_;
        double l_950_ = a_847_[3];
        double _e1779 = l_mut_750_;
        double l_951_ = (l_950_ + _e1779);
        double l_952_ = (l_951_ * l_4_);
        double l_953_ = (l_952_ - l_950_);
        double l_954_ = (l_953_ * l_4_);
        double l_955_ = (l_952_ - l_954_);
        double l_956_ = (l_955_ * l_4_);
        double l_957_ = (l_950_ - l_956_);
        double _e1787 = l_mut_750_;
        double l_958_ = (_e1787 - l_954_);
        double l_959_ = (l_957_ + l_958_);
        a_847_[4] = l_959_;
        l_mut_750_ = l_952_;
        double l_960_ = a_847_[2];
        double _e1793 = l_mut_750_;
        double l_961_ = (l_960_ + _e1793);
        double l_962_ = (l_961_ * l_4_);
        double l_963_ = (l_962_ - l_960_);
        double l_964_ = (l_963_ * l_4_);
        double l_965_ = (l_962_ - l_964_);
        double l_966_ = (l_965_ * l_4_);
        double l_967_ = (l_960_ - l_966_);
        double _e1801 = l_mut_750_;
        double l_968_ = (_e1801 - l_964_);
        double l_969_ = (l_967_ + l_968_);
        a_847_[3] = l_969_;
        l_mut_750_ = l_962_;
        double l_970_ = a_847_[1];
        double _e1807 = l_mut_750_;
        double l_971_ = (l_970_ + _e1807);
        double l_972_ = (l_971_ * l_4_);
        double l_973_ = (l_972_ - l_970_);
        double l_974_ = (l_973_ * l_4_);
        double l_975_ = (l_972_ - l_974_);
        double l_976_ = (l_975_ * l_4_);
        double l_977_ = (l_970_ - l_976_);
        double _e1815 = l_mut_750_;
        double l_978_ = (_e1815 - l_974_);
        double l_979_ = (l_977_ + l_978_);
        a_847_[2] = l_979_;
        l_mut_750_ = l_972_;
        double l_980_ = a_847_[0];
        double _e1821 = l_mut_750_;
        double l_981_ = (l_980_ + _e1821);
        double l_982_ = (l_981_ * l_4_);
        double l_983_ = (l_982_ - l_980_);
        double l_984_ = (l_983_ * l_4_);
        double l_985_ = (l_982_ - l_984_);
        double l_986_ = (l_985_ * l_4_);
        double l_987_ = (l_980_ - l_986_);
        double _e1829 = l_mut_750_;
        double l_988_ = (_e1829 - l_984_);
        double l_989_ = (l_987_ + l_988_);
        a_847_[1] = l_989_;
        l_mut_750_ = l_982_;
        double _e1834 = l_mut_750_;
        a_847_[0] = _e1834;
        l_mut_750_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        l_mut_747_ = 0.0LF;
        double l_990_ = a_847_[0];
        l_mut_167_ = l_990_;
        l_mut_172_ = 0u;
        double l_991_ = a_847_[1];
        double _e1844 = l_mut_167_;
        double l_992_ = (_e1844 + l_991_);
        double l_993_ = (l_992_ * l_4_);
        double _e1847 = l_mut_167_;
        double l_994_ = (l_993_ - _e1847);
        double l_995_ = (l_994_ * l_4_);
        double l_996_ = (l_993_ - l_995_);
        double l_997_ = (l_996_ * l_4_);
        double _e1852 = l_mut_167_;
        double l_998_ = (_e1852 - l_997_);
        double l_999_ = (l_991_ - l_995_);
        double l_1000_ = (l_998_ + l_999_);
        uint _e1856 = l_mut_172_;
        bool l_1001_ = (_e1856 < 3u);
        bool l_1002_ = (l_1000_ != 0.0LF);
        if (l_1001_) {
            local_60 = l_1002_;
        } else {
            local_60 = false;
        }
        bool l_1003_ = local_60;
        uint _e1865 = l_mut_172_;
        bool l_1004_ = (_e1865 == 0u);
        if (l_1003_) {
            local_61 = l_1004_;
        } else {
            local_61 = false;
        }
        bool l_1005_ = local_61;
        double _e1872 = l_mut_750_;
        double l_1006_ = (l_1005_ ? l_993_ : _e1872);
        l_mut_750_ = l_1006_;
        uint _e1874 = l_mut_172_;
        bool l_1007_ = (_e1874 == 1u);
        if (l_1003_) {
            local_62 = l_1007_;
        } else {
            local_62 = false;
        }
        bool l_1008_ = local_62;
        double _e1881 = l_mut_749_;
        double l_1009_ = (l_1008_ ? l_993_ : _e1881);
        l_mut_749_ = l_1009_;
        uint _e1883 = l_mut_172_;
        bool l_1010_ = (_e1883 == 2u);
        if (l_1003_) {
            local_63 = l_1010_;
        } else {
            local_63 = false;
        }
        bool l_1011_ = local_63;
        double _e1890 = l_mut_748_;
        double l_1012_ = (l_1011_ ? l_993_ : _e1890);
        l_mut_748_ = l_1012_;
        double l_1013_ = (l_1003_ ? l_1000_ : l_993_);
        double _e1893 = l_mut_167_;
        double l_1014_ = (_e1893 + l_991_);
        double l_1015_ = (l_1001_ ? l_1013_ : l_1014_);
        l_mut_167_ = l_1015_;
        uint l_1016_ = uint(l_1003_);
        uint _e1897 = l_mut_172_;
        l_mut_172_ = (_e1897 + l_1016_);
        double l_1017_ = a_847_[2];
        double _e1901 = l_mut_167_;
        double l_1018_ = (_e1901 + l_1017_);
        double l_1019_ = (l_1018_ * l_4_);
        double _e1904 = l_mut_167_;
        double l_1020_ = (l_1019_ - _e1904);
        double l_1021_ = (l_1020_ * l_4_);
        double l_1022_ = (l_1019_ - l_1021_);
        double l_1023_ = (l_1022_ * l_4_);
        double _e1909 = l_mut_167_;
        double l_1024_ = (_e1909 - l_1023_);
        double l_1025_ = (l_1017_ - l_1021_);
        double l_1026_ = (l_1024_ + l_1025_);
        uint _e1913 = l_mut_172_;
        bool l_1027_ = (_e1913 < 3u);
        bool l_1028_ = (l_1026_ != 0.0LF);
        if (l_1027_) {
            local_64 = l_1028_;
        } else {
            local_64 = false;
        }
        bool l_1029_ = local_64;
        uint _e1922 = l_mut_172_;
        bool l_1030_ = (_e1922 == 0u);
        if (l_1029_) {
            local_65 = l_1030_;
        } else {
            local_65 = false;
        }
        bool l_1031_ = local_65;
        double _e1929 = l_mut_750_;
        double l_1032_ = (l_1031_ ? l_1019_ : _e1929);
        l_mut_750_ = l_1032_;
        uint _e1931 = l_mut_172_;
        bool l_1033_ = (_e1931 == 1u);
        if (l_1029_) {
            local_66 = l_1033_;
        } else {
            local_66 = false;
        }
        bool l_1034_ = local_66;
        double _e1938 = l_mut_749_;
        double l_1035_ = (l_1034_ ? l_1019_ : _e1938);
        l_mut_749_ = l_1035_;
        uint _e1940 = l_mut_172_;
        bool l_1036_ = (_e1940 == 2u);
        if (l_1029_) {
            local_67 = l_1036_;
        } else {
            local_67 = false;
        }
        bool l_1037_ = local_67;
        double _e1947 = l_mut_748_;
        double l_1038_ = (l_1037_ ? l_1019_ : _e1947);
        l_mut_748_ = l_1038_;
        double l_1039_ = (l_1029_ ? l_1026_ : l_1019_);
        double _e1950 = l_mut_167_;
        double l_1040_ = (_e1950 + l_1017_);
        double l_1041_ = (l_1027_ ? l_1039_ : l_1040_);
        l_mut_167_ = l_1041_;
        uint l_1042_ = uint(l_1029_);
        uint _e1954 = l_mut_172_;
        l_mut_172_ = (_e1954 + l_1042_);
        double l_1043_ = a_847_[3];
        double _e1958 = l_mut_167_;
        double l_1044_ = (_e1958 + l_1043_);
        double l_1045_ = (l_1044_ * l_4_);
        double _e1961 = l_mut_167_;
        double l_1046_ = (l_1045_ - _e1961);
        double l_1047_ = (l_1046_ * l_4_);
        double l_1048_ = (l_1045_ - l_1047_);
        double l_1049_ = (l_1048_ * l_4_);
        double _e1966 = l_mut_167_;
        double l_1050_ = (_e1966 - l_1049_);
        double l_1051_ = (l_1043_ - l_1047_);
        double l_1052_ = (l_1050_ + l_1051_);
        uint _e1970 = l_mut_172_;
        bool l_1053_ = (_e1970 < 3u);
        bool l_1054_ = (l_1052_ != 0.0LF);
        if (l_1053_) {
            local_68 = l_1054_;
        } else {
            local_68 = false;
        }
        bool l_1055_ = local_68;
        uint _e1979 = l_mut_172_;
        bool l_1056_ = (_e1979 == 0u);
        if (l_1055_) {
            local_69 = l_1056_;
        } else {
            local_69 = false;
        }
        bool l_1057_ = local_69;
        double _e1986 = l_mut_750_;
        double l_1058_ = (l_1057_ ? l_1045_ : _e1986);
        l_mut_750_ = l_1058_;
        uint _e1988 = l_mut_172_;
        bool l_1059_ = (_e1988 == 1u);
        if (l_1055_) {
            local_70 = l_1059_;
        } else {
            local_70 = false;
        }
        bool l_1060_ = local_70;
        double _e1995 = l_mut_749_;
        double l_1061_ = (l_1060_ ? l_1045_ : _e1995);
        l_mut_749_ = l_1061_;
        uint _e1997 = l_mut_172_;
        bool l_1062_ = (_e1997 == 2u);
        if (l_1055_) {
            local_71 = l_1062_;
        } else {
            local_71 = false;
        }
        bool l_1063_ = local_71;
        double _e2004 = l_mut_748_;
        double l_1064_ = (l_1063_ ? l_1045_ : _e2004);
        l_mut_748_ = l_1064_;
        double l_1065_ = (l_1055_ ? l_1052_ : l_1045_);
        double _e2007 = l_mut_167_;
        double l_1066_ = (_e2007 + l_1043_);
        double l_1067_ = (l_1053_ ? l_1065_ : l_1066_);
        l_mut_167_ = l_1067_;
        uint l_1068_ = uint(l_1055_);
        uint _e2011 = l_mut_172_;
        l_mut_172_ = (_e2011 + l_1068_);
        double l_1069_ = a_847_[4];
        double _e2015 = l_mut_167_;
        double l_1070_ = (_e2015 + l_1069_);
        double l_1071_ = (l_1070_ * l_4_);
        double _e2018 = l_mut_167_;
        double l_1072_ = (l_1071_ - _e2018);
        double l_1073_ = (l_1072_ * l_4_);
        double l_1074_ = (l_1071_ - l_1073_);
        double l_1075_ = (l_1074_ * l_4_);
        double _e2023 = l_mut_167_;
        double l_1076_ = (_e2023 - l_1075_);
        double l_1077_ = (l_1069_ - l_1073_);
        double l_1078_ = (l_1076_ + l_1077_);
        uint _e2027 = l_mut_172_;
        bool l_1079_ = (_e2027 < 3u);
        bool l_1080_ = (l_1078_ != 0.0LF);
        if (l_1079_) {
            local_72 = l_1080_;
        } else {
            local_72 = false;
        }
        bool l_1081_ = local_72;
        uint _e2036 = l_mut_172_;
        bool l_1082_ = (_e2036 == 0u);
        if (l_1081_) {
            local_73 = l_1082_;
        } else {
            local_73 = false;
        }
        bool l_1083_ = local_73;
        double _e2043 = l_mut_750_;
        double l_1084_ = (l_1083_ ? l_1071_ : _e2043);
        l_mut_750_ = l_1084_;
        uint _e2045 = l_mut_172_;
        bool l_1085_ = (_e2045 == 1u);
        if (l_1081_) {
            local_74 = l_1085_;
        } else {
            local_74 = false;
        }
        bool l_1086_ = local_74;
        double _e2052 = l_mut_749_;
        double l_1087_ = (l_1086_ ? l_1071_ : _e2052);
        l_mut_749_ = l_1087_;
        uint _e2054 = l_mut_172_;
        bool l_1088_ = (_e2054 == 2u);
        if (l_1081_) {
            local_75 = l_1088_;
        } else {
            local_75 = false;
        }
        bool l_1089_ = local_75;
        double _e2061 = l_mut_748_;
        double l_1090_ = (l_1089_ ? l_1071_ : _e2061);
        l_mut_748_ = l_1090_;
        double l_1091_ = (l_1081_ ? l_1078_ : l_1071_);
        double _e2064 = l_mut_167_;
        double l_1092_ = (_e2064 + l_1069_);
        double l_1093_ = (l_1079_ ? l_1091_ : l_1092_);
        l_mut_167_ = l_1093_;
        uint l_1094_ = uint(l_1081_);
        uint _e2068 = l_mut_172_;
        l_mut_172_ = (_e2068 + l_1094_);
        double l_1095_ = a_847_[5];
        double _e2072 = l_mut_167_;
        double l_1096_ = (_e2072 + l_1095_);
        double l_1097_ = (l_1096_ * l_4_);
        double _e2075 = l_mut_167_;
        double l_1098_ = (l_1097_ - _e2075);
        double l_1099_ = (l_1098_ * l_4_);
        double l_1100_ = (l_1097_ - l_1099_);
        double l_1101_ = (l_1100_ * l_4_);
        double _e2080 = l_mut_167_;
        double l_1102_ = (_e2080 - l_1101_);
        double l_1103_ = (l_1095_ - l_1099_);
        double l_1104_ = (l_1102_ + l_1103_);
        uint _e2084 = l_mut_172_;
        bool l_1105_ = (_e2084 < 3u);
        bool l_1106_ = (l_1104_ != 0.0LF);
        if (l_1105_) {
            local_76 = l_1106_;
        } else {
            local_76 = false;
        }
        bool l_1107_ = local_76;
        uint _e2093 = l_mut_172_;
        bool l_1108_ = (_e2093 == 0u);
        if (l_1107_) {
            local_77 = l_1108_;
        } else {
            local_77 = false;
        }
        bool l_1109_ = local_77;
        double _e2100 = l_mut_750_;
        double l_1110_ = (l_1109_ ? l_1097_ : _e2100);
        l_mut_750_ = l_1110_;
        uint _e2102 = l_mut_172_;
        bool l_1111_ = (_e2102 == 1u);
        if (l_1107_) {
            local_78 = l_1111_;
        } else {
            local_78 = false;
        }
        bool l_1112_ = local_78;
        double _e2109 = l_mut_749_;
        double l_1113_ = (l_1112_ ? l_1097_ : _e2109);
        l_mut_749_ = l_1113_;
        uint _e2111 = l_mut_172_;
        bool l_1114_ = (_e2111 == 2u);
        if (l_1107_) {
            local_79 = l_1114_;
        } else {
            local_79 = false;
        }
        bool l_1115_ = local_79;
        double _e2118 = l_mut_748_;
        double l_1116_ = (l_1115_ ? l_1097_ : _e2118);
        l_mut_748_ = l_1116_;
        double l_1117_ = (l_1107_ ? l_1104_ : l_1097_);
        double _e2121 = l_mut_167_;
        double l_1118_ = (_e2121 + l_1095_);
        double l_1119_ = (l_1105_ ? l_1117_ : l_1118_);
        l_mut_167_ = l_1119_;
        uint l_1120_ = uint(l_1107_);
        uint _e2125 = l_mut_172_;
        l_mut_172_ = (_e2125 + l_1120_);
        double l_1121_ = a_847_[6];
        double _e2129 = l_mut_167_;
        double l_1122_ = (_e2129 + l_1121_);
        double l_1123_ = (l_1122_ * l_4_);
        double _e2132 = l_mut_167_;
        double l_1124_ = (l_1123_ - _e2132);
        double l_1125_ = (l_1124_ * l_4_);
        double l_1126_ = (l_1123_ - l_1125_);
        double l_1127_ = (l_1126_ * l_4_);
        double _e2137 = l_mut_167_;
        double l_1128_ = (_e2137 - l_1127_);
        double l_1129_ = (l_1121_ - l_1125_);
        double l_1130_ = (l_1128_ + l_1129_);
        uint _e2141 = l_mut_172_;
        bool l_1131_ = (_e2141 < 3u);
        bool l_1132_ = (l_1130_ != 0.0LF);
        if (l_1131_) {
            local_80 = l_1132_;
        } else {
            local_80 = false;
        }
        bool l_1133_ = local_80;
        uint _e2150 = l_mut_172_;
        bool l_1134_ = (_e2150 == 0u);
        if (l_1133_) {
            local_81 = l_1134_;
        } else {
            local_81 = false;
        }
        bool l_1135_ = local_81;
        double _e2157 = l_mut_750_;
        double l_1136_ = (l_1135_ ? l_1123_ : _e2157);
        l_mut_750_ = l_1136_;
        uint _e2159 = l_mut_172_;
        bool l_1137_ = (_e2159 == 1u);
        if (l_1133_) {
            local_82 = l_1137_;
        } else {
            local_82 = false;
        }
        bool l_1138_ = local_82;
        double _e2166 = l_mut_749_;
        double l_1139_ = (l_1138_ ? l_1123_ : _e2166);
        l_mut_749_ = l_1139_;
        uint _e2168 = l_mut_172_;
        bool l_1140_ = (_e2168 == 2u);
        if (l_1133_) {
            local_83 = l_1140_;
        } else {
            local_83 = false;
        }
        bool l_1141_ = local_83;
        double _e2175 = l_mut_748_;
        double l_1142_ = (l_1141_ ? l_1123_ : _e2175);
        l_mut_748_ = l_1142_;
        double l_1143_ = (l_1133_ ? l_1130_ : l_1123_);
        double _e2178 = l_mut_167_;
        double l_1144_ = (_e2178 + l_1121_);
        double l_1145_ = (l_1131_ ? l_1143_ : l_1144_);
        l_mut_167_ = l_1145_;
        uint l_1146_ = uint(l_1133_);
        uint _e2182 = l_mut_172_;
        l_mut_172_ = (_e2182 + l_1146_);
        double l_1147_ = a_847_[7];
        double _e2186 = l_mut_167_;
        double l_1148_ = (_e2186 + l_1147_);
        double l_1149_ = (l_1148_ * l_4_);
        double _e2189 = l_mut_167_;
        double l_1150_ = (l_1149_ - _e2189);
        double l_1151_ = (l_1150_ * l_4_);
        double l_1152_ = (l_1149_ - l_1151_);
        double l_1153_ = (l_1152_ * l_4_);
        double _e2194 = l_mut_167_;
        double l_1154_ = (_e2194 - l_1153_);
        double l_1155_ = (l_1147_ - l_1151_);
        double l_1156_ = (l_1154_ + l_1155_);
        uint _e2198 = l_mut_172_;
        bool l_1157_ = (_e2198 < 3u);
        bool l_1158_ = (l_1156_ != 0.0LF);
        if (l_1157_) {
            local_84 = l_1158_;
        } else {
            local_84 = false;
        }
        bool l_1159_ = local_84;
        uint _e2207 = l_mut_172_;
        bool l_1160_ = (_e2207 == 0u);
        if (l_1159_) {
            local_85 = l_1160_;
        } else {
            local_85 = false;
        }
        bool l_1161_ = local_85;
        double _e2214 = l_mut_750_;
        double l_1162_ = (l_1161_ ? l_1149_ : _e2214);
        l_mut_750_ = l_1162_;
        uint _e2216 = l_mut_172_;
        bool l_1163_ = (_e2216 == 1u);
        if (l_1159_) {
            local_86 = l_1163_;
        } else {
            local_86 = false;
        }
        bool l_1164_ = local_86;
        double _e2223 = l_mut_749_;
        double l_1165_ = (l_1164_ ? l_1149_ : _e2223);
        l_mut_749_ = l_1165_;
        uint _e2225 = l_mut_172_;
        bool l_1166_ = (_e2225 == 2u);
        if (l_1159_) {
            local_87 = l_1166_;
        } else {
            local_87 = false;
        }
        bool l_1167_ = local_87;
        double _e2232 = l_mut_748_;
        double l_1168_ = (l_1167_ ? l_1149_ : _e2232);
        l_mut_748_ = l_1168_;
        double l_1169_ = (l_1159_ ? l_1156_ : l_1149_);
        double _e2235 = l_mut_167_;
        double l_1170_ = (_e2235 + l_1147_);
        double l_1171_ = (l_1157_ ? l_1169_ : l_1170_);
        l_mut_167_ = l_1171_;
        uint l_1172_ = uint(l_1159_);
        uint _e2239 = l_mut_172_;
        l_mut_172_ = (_e2239 + l_1172_);
        uint _e2241 = l_mut_172_;
        bool l_1173_ = (_e2241 == 0u);
        double _e2244 = l_mut_750_;
        double _e2245 = l_mut_167_;
        double l_1174_ = (l_1173_ ? _e2245 : _e2244);
        l_mut_750_ = l_1174_;
        uint _e2247 = l_mut_172_;
        bool l_1175_ = (_e2247 == 1u);
        double _e2250 = l_mut_749_;
        double _e2251 = l_mut_167_;
        double l_1176_ = (l_1175_ ? _e2251 : _e2250);
        l_mut_749_ = l_1176_;
        uint _e2253 = l_mut_172_;
        bool l_1177_ = (_e2253 == 2u);
        double _e2256 = l_mut_748_;
        double _e2257 = l_mut_167_;
        double l_1178_ = (l_1177_ ? _e2257 : _e2256);
        l_mut_748_ = l_1178_;
        uint _e2259 = l_mut_172_;
        bool l_1179_ = (_e2259 == 3u);
        double _e2262 = l_mut_747_;
        double _e2263 = l_mut_167_;
        double l_1180_ = (l_1179_ ? _e2263 : _e2262);
        l_mut_747_ = l_1180_;
        double _e2265 = l_mut_750_;
        double l_1181_ = (_e2265 / l_14_);
        double l_1182_ = (l_14_ * l_1181_);
        double l_1183_ = (l_1182_ * l_4_);
        double l_1184_ = (l_3_ * l_14_);
        double l_1185_ = (l_1184_ * l_4_);
        double l_1186_ = (l_1185_ - l_14_);
        double l_1187_ = (l_1186_ * l_4_);
        double l_1188_ = (l_1185_ - l_1187_);
        double l_1189_ = (l_14_ - l_1188_);
        double l_1190_ = (l_3_ * l_1181_);
        double l_1191_ = (l_1190_ * l_4_);
        double l_1192_ = (l_1191_ - l_1181_);
        double l_1193_ = (l_1192_ * l_4_);
        double l_1194_ = (l_1191_ - l_1193_);
        double l_1195_ = (l_1181_ - l_1194_);
        double l_1196_ = (l_1188_ * l_1194_);
        double l_1197_ = (l_1196_ - l_1183_);
        double l_1198_ = (l_1188_ * l_1195_);
        double l_1199_ = (l_1197_ + l_1198_);
        double l_1200_ = (l_1189_ * l_1194_);
        double l_1201_ = (l_1199_ + l_1200_);
        double l_1202_ = (l_1189_ * l_1195_);
        double l_1203_ = (l_1201_ + l_1202_);
        double l_1204_ = (l_16_ * l_1181_);
        double l_1205_ = (l_1204_ * l_4_);
        double l_1206_ = (l_3_ * l_16_);
        double l_1207_ = (l_1206_ * l_4_);
        double l_1208_ = (l_1207_ - l_16_);
        double l_1209_ = (l_1208_ * l_4_);
        double l_1210_ = (l_1207_ - l_1209_);
        double l_1211_ = (l_16_ - l_1210_);
        double l_1212_ = (l_3_ * l_1181_);
        double l_1213_ = (l_1212_ * l_4_);
        double l_1214_ = (l_1213_ - l_1181_);
        double l_1215_ = (l_1214_ * l_4_);
        double l_1216_ = (l_1213_ - l_1215_);
        double l_1217_ = (l_1181_ - l_1216_);
        double l_1218_ = (l_1210_ * l_1216_);
        double l_1219_ = (l_1218_ - l_1205_);
        double l_1220_ = (l_1210_ * l_1217_);
        double l_1221_ = (l_1219_ + l_1220_);
        double l_1222_ = (l_1211_ * l_1216_);
        double l_1223_ = (l_1221_ + l_1222_);
        double l_1224_ = (l_1211_ * l_1217_);
        double l_1225_ = (l_1223_ + l_1224_);
        double l_1226_ = (l_19_ * l_1181_);
        double l_1227_ = (l_1226_ * l_4_);
        double l_1228_ = (l_3_ * l_19_);
        double l_1229_ = (l_1228_ * l_4_);
        double l_1230_ = (l_1229_ - l_19_);
        double l_1231_ = (l_1230_ * l_4_);
        double l_1232_ = (l_1229_ - l_1231_);
        double l_1233_ = (l_19_ - l_1232_);
        double l_1234_ = (l_3_ * l_1181_);
        double l_1235_ = (l_1234_ * l_4_);
        double l_1236_ = (l_1235_ - l_1181_);
        double l_1237_ = (l_1236_ * l_4_);
        double l_1238_ = (l_1235_ - l_1237_);
        double l_1239_ = (l_1181_ - l_1238_);
        double l_1240_ = (l_1232_ * l_1238_);
        double l_1241_ = (l_1240_ - l_1227_);
        double l_1242_ = (l_1232_ * l_1239_);
        double l_1243_ = (l_1241_ + l_1242_);
        double l_1244_ = (l_1233_ * l_1238_);
        double l_1245_ = (l_1243_ + l_1244_);
        double l_1246_ = (l_1233_ * l_1239_);
        double l_1247_ = (l_1245_ + l_1246_);
        double l_1248_ = (l_22_ * l_1181_);
        double l_1249_ = (l_1203_ + l_1205_);
        double l_1250_ = (l_1249_ * l_4_);
        double l_1251_ = (l_1250_ - l_1203_);
        double l_1252_ = (l_1251_ * l_4_);
        double l_1253_ = (l_1250_ - l_1252_);
        double l_1254_ = (l_1253_ * l_4_);
        double l_1255_ = (l_1203_ - l_1254_);
        double l_1256_ = (l_1205_ - l_1252_);
        double l_1257_ = (l_1255_ + l_1256_);
        double l_1258_ = (l_1257_ + l_1225_);
        double l_1259_ = (l_1258_ * l_4_);
        double l_1260_ = (l_1259_ - l_1257_);
        double l_1261_ = (l_1260_ * l_4_);
        double l_1262_ = (l_1259_ - l_1261_);
        double l_1263_ = (l_1262_ * l_4_);
        double l_1264_ = (l_1257_ - l_1263_);
        double l_1265_ = (l_1225_ - l_1261_);
        double l_1266_ = (l_1264_ + l_1265_);
        double l_1267_ = (l_1227_ + l_1259_);
        double l_1268_ = (l_1267_ * l_4_);
        double l_1269_ = (l_1268_ - l_1227_);
        double l_1270_ = (l_1269_ * l_4_);
        double l_1271_ = (l_1268_ - l_1270_);
        double l_1272_ = (l_1271_ * l_4_);
        double l_1273_ = (l_1227_ - l_1272_);
        double l_1274_ = (l_1259_ - l_1270_);
        double l_1275_ = (l_1273_ + l_1274_);
        double l_1276_ = (l_1266_ + l_1275_);
        double l_1277_ = (l_1276_ * l_4_);
        double l_1278_ = (l_1277_ - l_1266_);
        double l_1279_ = (l_1278_ * l_4_);
        double l_1280_ = (l_1277_ - l_1279_);
        double l_1281_ = (l_1280_ * l_4_);
        double l_1282_ = (l_1266_ - l_1281_);
        double l_1283_ = (l_1275_ - l_1279_);
        double l_1284_ = (l_1282_ + l_1283_);
        double l_1285_ = (l_1277_ + l_1247_);
        double l_1286_ = (l_1285_ * l_4_);
        double l_1287_ = (l_1286_ - l_1277_);
        double l_1288_ = (l_1287_ * l_4_);
        double l_1289_ = (l_1286_ - l_1288_);
        double l_1290_ = (l_1289_ * l_4_);
        double l_1291_ = (l_1277_ - l_1290_);
        double l_1292_ = (l_1247_ - l_1288_);
        double l_1293_ = (l_1291_ + l_1292_);
        double l_1294_ = (l_1248_ + l_1286_);
        double l_1295_ = (l_1294_ * l_4_);
        double l_1296_ = (l_1295_ - l_1248_);
        double l_1297_ = (l_1296_ * l_4_);
        double l_1298_ = (l_1295_ - l_1297_);
        double l_1299_ = (l_1298_ * l_4_);
        double l_1300_ = (l_1248_ - l_1299_);
        double l_1301_ = (l_1286_ - l_1297_);
        double l_1302_ = (l_1300_ + l_1301_);
        double l_1303_ = (l_1293_ + l_1302_);
        double l_1304_ = (l_1303_ + l_1284_);
        double l_1305_ = (l_1295_ + l_1304_);
        double l_1306_ = (l_1305_ * l_4_);
        double l_1307_ = (l_1306_ - l_1295_);
        double l_1308_ = (l_1307_ * l_4_);
        double l_1309_ = (l_1304_ - l_1308_);
        double l_1310_ = (l_1268_ + l_1306_);
        double l_1311_ = (l_1310_ * l_4_);
        double l_1312_ = (l_1311_ - l_1268_);
        double l_1313_ = (l_1312_ * l_4_);
        double l_1314_ = (l_1306_ - l_1313_);
        double l_1315_ = (l_1250_ + l_1311_);
        double l_1316_ = (l_1315_ * l_4_);
        double l_1317_ = (l_1316_ - l_1250_);
        double l_1318_ = (l_1317_ * l_4_);
        double l_1319_ = (l_1311_ - l_1318_);
        double l_1320_ = (l_1183_ + l_1316_);
        double l_1321_ = (l_1320_ * l_4_);
        double l_1322_ = (l_1321_ - l_1183_);
        double l_1323_ = (l_1322_ * l_4_);
        double l_1324_ = (l_1316_ - l_1323_);
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_168_ = 0.0LF;
        l_mut_167_ = l_1321_;
        l_mut_172_ = 0u;
        double _e2415 = l_mut_167_;
        double l_1325_ = (_e2415 + l_1324_);
        double l_1326_ = (l_1325_ * l_4_);
        double _e2418 = l_mut_167_;
        double l_1327_ = (l_1326_ - _e2418);
        double l_1328_ = (l_1327_ * l_4_);
        double l_1329_ = (l_1324_ - l_1328_);
        uint _e2422 = l_mut_172_;
        bool l_1330_ = (_e2422 < 3u);
        bool l_1331_ = (l_1329_ != 0.0LF);
        if (l_1330_) {
            local_88 = l_1331_;
        } else {
            local_88 = false;
        }
        bool l_1332_ = local_88;
        uint _e2431 = l_mut_172_;
        bool l_1333_ = (_e2431 == 0u);
        if (l_1332_) {
            local_89 = l_1333_;
        } else {
            local_89 = false;
        }
        bool l_1334_ = local_89;
        double _e2438 = l_mut_171_;
        double l_1335_ = (l_1334_ ? l_1326_ : _e2438);
        l_mut_171_ = l_1335_;
        uint _e2440 = l_mut_172_;
        bool l_1336_ = (_e2440 == 1u);
        if (l_1332_) {
            local_90 = l_1336_;
        } else {
            local_90 = false;
        }
        bool l_1337_ = local_90;
        double _e2447 = l_mut_170_;
        double l_1338_ = (l_1337_ ? l_1326_ : _e2447);
        l_mut_170_ = l_1338_;
        uint _e2449 = l_mut_172_;
        bool l_1339_ = (_e2449 == 2u);
        if (l_1332_) {
            local_91 = l_1339_;
        } else {
            local_91 = false;
        }
        bool l_1340_ = local_91;
        double _e2456 = l_mut_169_;
        double l_1341_ = (l_1340_ ? l_1326_ : _e2456);
        l_mut_169_ = l_1341_;
        double l_1342_ = (l_1332_ ? l_1329_ : l_1326_);
        double _e2459 = l_mut_167_;
        double l_1343_ = (_e2459 + l_1324_);
        double l_1344_ = (l_1330_ ? l_1342_ : l_1343_);
        l_mut_167_ = l_1344_;
        uint l_1345_ = uint(l_1332_);
        uint _e2463 = l_mut_172_;
        l_mut_172_ = (_e2463 + l_1345_);
        double _e2465 = l_mut_167_;
        double l_1346_ = (_e2465 + l_1319_);
        double l_1347_ = (l_1346_ * l_4_);
        double _e2468 = l_mut_167_;
        double l_1348_ = (l_1347_ - _e2468);
        double l_1349_ = (l_1348_ * l_4_);
        double l_1350_ = (l_1319_ - l_1349_);
        uint _e2472 = l_mut_172_;
        bool l_1351_ = (_e2472 < 3u);
        bool l_1352_ = (l_1350_ != 0.0LF);
        if (l_1351_) {
            local_92 = l_1352_;
        } else {
            local_92 = false;
        }
        bool l_1353_ = local_92;
        uint _e2481 = l_mut_172_;
        bool l_1354_ = (_e2481 == 0u);
        if (l_1353_) {
            local_93 = l_1354_;
        } else {
            local_93 = false;
        }
        bool l_1355_ = local_93;
        double _e2488 = l_mut_171_;
        double l_1356_ = (l_1355_ ? l_1347_ : _e2488);
        l_mut_171_ = l_1356_;
        uint _e2490 = l_mut_172_;
        bool l_1357_ = (_e2490 == 1u);
        if (l_1353_) {
            local_94 = l_1357_;
        } else {
            local_94 = false;
        }
        bool l_1358_ = local_94;
        double _e2497 = l_mut_170_;
        double l_1359_ = (l_1358_ ? l_1347_ : _e2497);
        l_mut_170_ = l_1359_;
        uint _e2499 = l_mut_172_;
        bool l_1360_ = (_e2499 == 2u);
        if (l_1353_) {
            local_95 = l_1360_;
        } else {
            local_95 = false;
        }
        bool l_1361_ = local_95;
        double _e2506 = l_mut_169_;
        double l_1362_ = (l_1361_ ? l_1347_ : _e2506);
        l_mut_169_ = l_1362_;
        double l_1363_ = (l_1353_ ? l_1350_ : l_1347_);
        double _e2509 = l_mut_167_;
        double l_1364_ = (_e2509 + l_1319_);
        double l_1365_ = (l_1351_ ? l_1363_ : l_1364_);
        l_mut_167_ = l_1365_;
        uint l_1366_ = uint(l_1353_);
        uint _e2513 = l_mut_172_;
        l_mut_172_ = (_e2513 + l_1366_);
        double _e2515 = l_mut_167_;
        double l_1367_ = (_e2515 + l_1314_);
        double l_1368_ = (l_1367_ * l_4_);
        double _e2518 = l_mut_167_;
        double l_1369_ = (l_1368_ - _e2518);
        double l_1370_ = (l_1369_ * l_4_);
        double l_1371_ = (l_1314_ - l_1370_);
        uint _e2522 = l_mut_172_;
        bool l_1372_ = (_e2522 < 3u);
        bool l_1373_ = (l_1371_ != 0.0LF);
        if (l_1372_) {
            local_96 = l_1373_;
        } else {
            local_96 = false;
        }
        bool l_1374_ = local_96;
        uint _e2531 = l_mut_172_;
        bool l_1375_ = (_e2531 == 0u);
        if (l_1374_) {
            local_97 = l_1375_;
        } else {
            local_97 = false;
        }
        bool l_1376_ = local_97;
        double _e2538 = l_mut_171_;
        double l_1377_ = (l_1376_ ? l_1368_ : _e2538);
        l_mut_171_ = l_1377_;
        uint _e2540 = l_mut_172_;
        bool l_1378_ = (_e2540 == 1u);
        if (l_1374_) {
            local_98 = l_1378_;
        } else {
            local_98 = false;
        }
        bool l_1379_ = local_98;
        double _e2547 = l_mut_170_;
        double l_1380_ = (l_1379_ ? l_1368_ : _e2547);
        l_mut_170_ = l_1380_;
        uint _e2549 = l_mut_172_;
        bool l_1381_ = (_e2549 == 2u);
        if (l_1374_) {
            local_99 = l_1381_;
        } else {
            local_99 = false;
        }
        bool l_1382_ = local_99;
        double _e2556 = l_mut_169_;
        double l_1383_ = (l_1382_ ? l_1368_ : _e2556);
        l_mut_169_ = l_1383_;
        double l_1384_ = (l_1374_ ? l_1371_ : l_1368_);
        double _e2559 = l_mut_167_;
        double l_1385_ = (_e2559 + l_1314_);
        double l_1386_ = (l_1372_ ? l_1384_ : l_1385_);
        l_mut_167_ = l_1386_;
        uint l_1387_ = uint(l_1374_);
        uint _e2563 = l_mut_172_;
        l_mut_172_ = (_e2563 + l_1387_);
        double _e2565 = l_mut_167_;
        double l_1388_ = (_e2565 + l_1309_);
        double l_1389_ = (l_1388_ * l_4_);
        double _e2568 = l_mut_167_;
        double l_1390_ = (l_1389_ - _e2568);
        double l_1391_ = (l_1390_ * l_4_);
        double l_1392_ = (l_1309_ - l_1391_);
        uint _e2572 = l_mut_172_;
        bool l_1393_ = (_e2572 < 3u);
        bool l_1394_ = (l_1392_ != 0.0LF);
        if (l_1393_) {
            local_100 = l_1394_;
        } else {
            local_100 = false;
        }
        bool l_1395_ = local_100;
        uint _e2581 = l_mut_172_;
        bool l_1396_ = (_e2581 == 0u);
        if (l_1395_) {
            local_101 = l_1396_;
        } else {
            local_101 = false;
        }
        bool l_1397_ = local_101;
        double _e2588 = l_mut_171_;
        double l_1398_ = (l_1397_ ? l_1389_ : _e2588);
        l_mut_171_ = l_1398_;
        uint _e2590 = l_mut_172_;
        bool l_1399_ = (_e2590 == 1u);
        if (l_1395_) {
            local_102 = l_1399_;
        } else {
            local_102 = false;
        }
        bool l_1400_ = local_102;
        double _e2597 = l_mut_170_;
        double l_1401_ = (l_1400_ ? l_1389_ : _e2597);
        l_mut_170_ = l_1401_;
        uint _e2599 = l_mut_172_;
        bool l_1402_ = (_e2599 == 2u);
        if (l_1395_) {
            local_103 = l_1402_;
        } else {
            local_103 = false;
        }
        bool l_1403_ = local_103;
        double _e2606 = l_mut_169_;
        double l_1404_ = (l_1403_ ? l_1389_ : _e2606);
        l_mut_169_ = l_1404_;
        double l_1405_ = (l_1395_ ? l_1392_ : l_1389_);
        double _e2609 = l_mut_167_;
        double l_1406_ = (_e2609 + l_1309_);
        double l_1407_ = (l_1393_ ? l_1405_ : l_1406_);
        l_mut_167_ = l_1407_;
        uint l_1408_ = uint(l_1395_);
        uint _e2613 = l_mut_172_;
        l_mut_172_ = (_e2613 + l_1408_);
        uint _e2615 = l_mut_172_;
        bool l_1409_ = (_e2615 == 0u);
        double _e2618 = l_mut_171_;
        double _e2619 = l_mut_167_;
        double l_1410_ = (l_1409_ ? _e2619 : _e2618);
        l_mut_171_ = l_1410_;
        uint _e2621 = l_mut_172_;
        bool l_1411_ = (_e2621 == 1u);
        double _e2624 = l_mut_170_;
        double _e2625 = l_mut_167_;
        double l_1412_ = (l_1411_ ? _e2625 : _e2624);
        l_mut_170_ = l_1412_;
        uint _e2627 = l_mut_172_;
        bool l_1413_ = (_e2627 == 2u);
        double _e2630 = l_mut_169_;
        double _e2631 = l_mut_167_;
        double l_1414_ = (l_1413_ ? _e2631 : _e2630);
        l_mut_169_ = l_1414_;
        uint _e2633 = l_mut_172_;
        bool l_1415_ = (_e2633 == 3u);
        double _e2636 = l_mut_168_;
        double _e2637 = l_mut_167_;
        double l_1416_ = (l_1415_ ? _e2637 : _e2636);
        l_mut_168_ = l_1416_;
        double _e2639 = l_mut_171_;
        double l_1417_ = -(_e2639);
        double _e2641 = l_mut_170_;
        double l_1418_ = -(_e2641);
        double _e2643 = l_mut_169_;
        double l_1419_ = -(_e2643);
        double _e2645 = l_mut_168_;
        double l_1420_ = -(_e2645);
        double _e2648 = l_mut_750_;
        a_1421_[0] = _e2648;
        a_1421_[1] = l_1417_;
        double _e2651 = l_mut_749_;
        a_1421_[2] = _e2651;
        a_1421_[3] = l_1418_;
        double _e2654 = l_mut_748_;
        a_1421_[4] = _e2654;
        a_1421_[5] = l_1419_;
        double _e2657 = l_mut_747_;
        a_1421_[6] = _e2657;
        a_1421_[7] = l_1420_;
        double l_1422_ = a_1421_[7];
        l_mut_171_ = l_1422_;
        double l_1423_ = a_1421_[6];
        double _e2663 = l_mut_171_;
        double l_1424_ = (l_1423_ + _e2663);
        double l_1425_ = (l_1424_ * l_4_);
        double l_1426_ = (l_1425_ - l_1423_);
        double l_1427_ = (l_1426_ * l_4_);
        double l_1428_ = (l_1425_ - l_1427_);
        double l_1429_ = (l_1428_ * l_4_);
        double l_1430_ = (l_1423_ - l_1429_);
        double _e2671 = l_mut_171_;
        double l_1431_ = (_e2671 - l_1427_);
        double l_1432_ = (l_1430_ + l_1431_);
        a_1421_[7] = l_1432_;
        l_mut_171_ = l_1425_;
        double l_1433_ = a_1421_[5];
        double _e2677 = l_mut_171_;
        double l_1434_ = (l_1433_ + _e2677);
        double l_1435_ = (l_1434_ * l_4_);
        double l_1436_ = (l_1435_ - l_1433_);
        double l_1437_ = (l_1436_ * l_4_);
        double l_1438_ = (l_1435_ - l_1437_);
        double l_1439_ = (l_1438_ * l_4_);
        double l_1440_ = (l_1433_ - l_1439_);
        double _e2685 = l_mut_171_;
        double l_1441_ = (_e2685 - l_1437_);
        double l_1442_ = (l_1440_ + l_1441_);
        a_1421_[6] = l_1442_;
        l_mut_171_ = l_1435_;
        double l_1443_ = a_1421_[4];
        double _e2691 = l_mut_171_;
        double l_1444_ = (l_1443_ + _e2691);
        double l_1445_ = (l_1444_ * l_4_);
        double l_1446_ = (l_1445_ - l_1443_);
        double l_1447_ = (l_1446_ * l_4_);
        double l_1448_ = (l_1445_ - l_1447_);
        double l_1449_ = (l_1448_ * l_4_);
        double l_1450_ = (l_1443_ - l_1449_);
        double _e2699 = l_mut_171_;
        double l_1451_ = (_e2699 - l_1447_);
        double l_1452_ = (l_1450_ + l_1451_);
        a_1421_[5] = l_1452_;
        l_mut_171_ = l_1445_;
        double l_1453_ = a_1421_[3];
        double _e2705 = l_mut_171_;
        double l_1454_ = (l_1453_ + _e2705);
        double l_1455_ = (l_1454_ * l_4_);
        double l_1456_ = (l_1455_ - l_1453_);
        double l_1457_ = (l_1456_ * l_4_);
        double l_1458_ = (l_1455_ - l_1457_);
        double l_1459_ = (l_1458_ * l_4_);
        double l_1460_ = (l_1453_ - l_1459_);
        double _e2713 = l_mut_171_;
        double l_1461_ = (_e2713 - l_1457_);
        double l_1462_ = (l_1460_ + l_1461_);
        a_1421_[4] = l_1462_;
        l_mut_171_ = l_1455_;
        double l_1463_ = a_1421_[2];
        double _e2719 = l_mut_171_;
        double l_1464_ = (l_1463_ + _e2719);
        double l_1465_ = (l_1464_ * l_4_);
        double l_1466_ = (l_1465_ - l_1463_);
        double l_1467_ = (l_1466_ * l_4_);
        double l_1468_ = (l_1465_ - l_1467_);
        double l_1469_ = (l_1468_ * l_4_);
        double l_1470_ = (l_1463_ - l_1469_);
        double _e2727 = l_mut_171_;
        double l_1471_ = (_e2727 - l_1467_);
        double l_1472_ = (l_1470_ + l_1471_);
        a_1421_[3] = l_1472_;
        l_mut_171_ = l_1465_;
        double l_1473_ = a_1421_[1];
        double _e2733 = l_mut_171_;
        double l_1474_ = (l_1473_ + _e2733);
        double l_1475_ = (l_1474_ * l_4_);
        double l_1476_ = (l_1475_ - l_1473_);
        double l_1477_ = (l_1476_ * l_4_);
        double l_1478_ = (l_1475_ - l_1477_);
        double l_1479_ = (l_1478_ * l_4_);
        double l_1480_ = (l_1473_ - l_1479_);
        double _e2741 = l_mut_171_;
        double l_1481_ = (_e2741 - l_1477_);
        double l_1482_ = (l_1480_ + l_1481_);
        a_1421_[2] = l_1482_;
        l_mut_171_ = l_1475_;
        double l_1483_ = a_1421_[0];
        double _e2747 = l_mut_171_;
        double l_1484_ = (l_1483_ + _e2747);
        double l_1485_ = (l_1484_ * l_4_);
        double l_1486_ = (l_1485_ - l_1483_);
        double l_1487_ = (l_1486_ * l_4_);
        double l_1488_ = (l_1485_ - l_1487_);
        double l_1489_ = (l_1488_ * l_4_);
        double l_1490_ = (l_1483_ - l_1489_);
        double _e2755 = l_mut_171_;
        double l_1491_ = (_e2755 - l_1487_);
        double l_1492_ = (l_1490_ + l_1491_);
        a_1421_[1] = l_1492_;
        l_mut_171_ = l_1485_;
        double _e2760 = l_mut_171_;
        a_1421_[0] = _e2760;
        double l_1493_ = a_1421_[7];
        l_mut_171_ = l_1493_;
        double l_1494_ = a_1421_[6];
        double _e2765 = l_mut_171_;
        double l_1495_ = (l_1494_ + _e2765);
        double l_1496_ = (l_1495_ * l_4_);
        double l_1497_ = (l_1496_ - l_1494_);
        double l_1498_ = (l_1497_ * l_4_);
        double l_1499_ = (l_1496_ - l_1498_);
        double l_1500_ = (l_1499_ * l_4_);
        double l_1501_ = (l_1494_ - l_1500_);
        double _e2773 = l_mut_171_;
        double l_1502_ = (_e2773 - l_1498_);
        double l_1503_ = (l_1501_ + l_1502_);
        a_1421_[7] = l_1503_;
        l_mut_171_ = l_1496_;
        double l_1504_ = a_1421_[5];
        double _e2779 = l_mut_171_;
        double l_1505_ = (l_1504_ + _e2779);
        double l_1506_ = (l_1505_ * l_4_);
        double l_1507_ = (l_1506_ - l_1504_);
        double l_1508_ = (l_1507_ * l_4_);
        double l_1509_ = (l_1506_ - l_1508_);
        double l_1510_ = (l_1509_ * l_4_);
        double l_1511_ = (l_1504_ - l_1510_);
        double _e2787 = l_mut_171_;
        double l_1512_ = (_e2787 - l_1508_);
        double l_1513_ = (l_1511_ + l_1512_);
        a_1421_[6] = l_1513_;
        l_mut_171_ = l_1506_;
        double l_1514_ = a_1421_[4];
        double _e2793 = l_mut_171_;
        double l_1515_ = (l_1514_ + _e2793);
        double l_1516_ = (l_1515_ * l_4_);
        double l_1517_ = (l_1516_ - l_1514_);
        double l_1518_ = (l_1517_ * l_4_);
        double l_1519_ = (l_1516_ - l_1518_);
        double l_1520_ = (l_1519_ * l_4_);
        double l_1521_ = (l_1514_ - l_1520_);
        double _e2801 = l_mut_171_;
        double l_1522_ = (_e2801 - l_1518_);
        double l_1523_ = (l_1521_ + l_1522_);
        a_1421_[5] = l_1523_;
        l_mut_171_ = l_1516_;
        double l_1524_ = a_1421_[3];
        double _e2807 = l_mut_171_;
        double l_1525_ = (l_1524_ + _e2807);
        double l_1526_ = (l_1525_ * l_4_);
        double l_1527_ = (l_1526_ - l_1524_);
        double l_1528_ = (l_1527_ * l_4_);
        double l_1529_ = (l_1526_ - l_1528_);
        double l_1530_ = (l_1529_ * l_4_);
        double l_1531_ = (l_1524_ - l_1530_);
        double _e2815 = l_mut_171_;
        double l_1532_ = (_e2815 - l_1528_);
        double l_1533_ = (l_1531_ + l_1532_);
        a_1421_[4] = l_1533_;
        l_mut_171_ = l_1526_;
        double l_1534_ = a_1421_[2];
        double _e2821 = l_mut_171_;
        double l_1535_ = (l_1534_ + _e2821);
        double l_1536_ = (l_1535_ * l_4_);
        double l_1537_ = (l_1536_ - l_1534_);
        double l_1538_ = (l_1537_ * l_4_);
        double l_1539_ = (l_1536_ - l_1538_);
        double l_1540_ = (l_1539_ * l_4_);
        double l_1541_ = (l_1534_ - l_1540_);
        double _e2829 = l_mut_171_;
        double l_1542_ = (_e2829 - l_1538_);
        double l_1543_ = (l_1541_ + l_1542_);
        a_1421_[3] = l_1543_;
        l_mut_171_ = l_1536_;
        double l_1544_ = a_1421_[1];
        double _e2835 = l_mut_171_;
        double l_1545_ = (l_1544_ + _e2835);
        double l_1546_ = (l_1545_ * l_4_);
        double l_1547_ = (l_1546_ - l_1544_);
        double l_1548_ = (l_1547_ * l_4_);
        double l_1549_ = (l_1546_ - l_1548_);
        double l_1550_ = (l_1549_ * l_4_);
        double l_1551_ = (l_1544_ - l_1550_);
        double _e2843 = l_mut_171_;
        double l_1552_ = (_e2843 - l_1548_);
        double l_1553_ = (l_1551_ + l_1552_);
        a_1421_[2] = l_1553_;
        l_mut_171_ = l_1546_;
        double l_1554_ = a_1421_[0];
        double _e2849 = l_mut_171_;
        double l_1555_ = (l_1554_ + _e2849);
        double l_1556_ = (l_1555_ * l_4_);
        double l_1557_ = (l_1556_ - l_1554_);
        double l_1558_ = (l_1557_ * l_4_);
        double l_1559_ = (l_1556_ - l_1558_);
        double l_1560_ = (l_1559_ * l_4_);
        double l_1561_ = (l_1554_ - l_1560_);
        double _e2857 = l_mut_171_;
        double l_1562_ = (_e2857 - l_1558_);
        double l_1563_ = (l_1561_ + l_1562_);
        a_1421_[1] = l_1563_;
        l_mut_171_ = l_1556_;
        double _e2862 = l_mut_171_;
        a_1421_[0] = _e2862;
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_168_ = 0.0LF;
        double l_1564_ = a_1421_[0];
        l_mut_167_ = l_1564_;
        l_mut_172_ = 0u;
        double l_1565_ = a_1421_[1];
        double _e2872 = l_mut_167_;
        double l_1566_ = (_e2872 + l_1565_);
        double l_1567_ = (l_1566_ * l_4_);
        double _e2875 = l_mut_167_;
        double l_1568_ = (l_1567_ - _e2875);
        double l_1569_ = (l_1568_ * l_4_);
        double l_1570_ = (l_1567_ - l_1569_);
        double l_1571_ = (l_1570_ * l_4_);
        double _e2880 = l_mut_167_;
        double l_1572_ = (_e2880 - l_1571_);
        double l_1573_ = (l_1565_ - l_1569_);
        double l_1574_ = (l_1572_ + l_1573_);
        uint _e2884 = l_mut_172_;
        bool l_1575_ = (_e2884 < 3u);
        bool l_1576_ = (l_1574_ != 0.0LF);
        if (l_1575_) {
            local_104 = l_1576_;
        } else {
            local_104 = false;
        }
        bool l_1577_ = local_104;
        uint _e2893 = l_mut_172_;
        bool l_1578_ = (_e2893 == 0u);
        if (l_1577_) {
            local_105 = l_1578_;
        } else {
            local_105 = false;
        }
        bool l_1579_ = local_105;
        double _e2900 = l_mut_171_;
        double l_1580_ = (l_1579_ ? l_1567_ : _e2900);
        l_mut_171_ = l_1580_;
        uint _e2902 = l_mut_172_;
        bool l_1581_ = (_e2902 == 1u);
        if (l_1577_) {
            local_106 = l_1581_;
        } else {
            local_106 = false;
        }
        bool l_1582_ = local_106;
        double _e2909 = l_mut_170_;
        double l_1583_ = (l_1582_ ? l_1567_ : _e2909);
        l_mut_170_ = l_1583_;
        uint _e2911 = l_mut_172_;
        bool l_1584_ = (_e2911 == 2u);
        if (l_1577_) {
            local_107 = l_1584_;
        } else {
            local_107 = false;
        }
        bool l_1585_ = local_107;
        double _e2918 = l_mut_169_;
        double l_1586_ = (l_1585_ ? l_1567_ : _e2918);
        l_mut_169_ = l_1586_;
        double l_1587_ = (l_1577_ ? l_1574_ : l_1567_);
        double _e2921 = l_mut_167_;
        double l_1588_ = (_e2921 + l_1565_);
        double l_1589_ = (l_1575_ ? l_1587_ : l_1588_);
        l_mut_167_ = l_1589_;
        uint l_1590_ = uint(l_1577_);
        uint _e2925 = l_mut_172_;
        l_mut_172_ = (_e2925 + l_1590_);
        double l_1591_ = a_1421_[2];
        double _e2929 = l_mut_167_;
        double l_1592_ = (_e2929 + l_1591_);
        double l_1593_ = (l_1592_ * l_4_);
        double _e2932 = l_mut_167_;
        double l_1594_ = (l_1593_ - _e2932);
        double l_1595_ = (l_1594_ * l_4_);
        double l_1596_ = (l_1593_ - l_1595_);
        double l_1597_ = (l_1596_ * l_4_);
        double _e2937 = l_mut_167_;
        double l_1598_ = (_e2937 - l_1597_);
        double l_1599_ = (l_1591_ - l_1595_);
        double l_1600_ = (l_1598_ + l_1599_);
        uint _e2941 = l_mut_172_;
        bool l_1601_ = (_e2941 < 3u);
        bool l_1602_ = (l_1600_ != 0.0LF);
        if (l_1601_) {
            local_108 = l_1602_;
        } else {
            local_108 = false;
        }
        bool l_1603_ = local_108;
        uint _e2950 = l_mut_172_;
        bool l_1604_ = (_e2950 == 0u);
        if (l_1603_) {
            local_109 = l_1604_;
        } else {
            local_109 = false;
        }
        bool l_1605_ = local_109;
        double _e2957 = l_mut_171_;
        double l_1606_ = (l_1605_ ? l_1593_ : _e2957);
        l_mut_171_ = l_1606_;
        uint _e2959 = l_mut_172_;
        bool l_1607_ = (_e2959 == 1u);
        if (l_1603_) {
            local_110 = l_1607_;
        } else {
            local_110 = false;
        }
        bool l_1608_ = local_110;
        double _e2966 = l_mut_170_;
        double l_1609_ = (l_1608_ ? l_1593_ : _e2966);
        l_mut_170_ = l_1609_;
        uint _e2968 = l_mut_172_;
        bool l_1610_ = (_e2968 == 2u);
        if (l_1603_) {
            local_111 = l_1610_;
        } else {
            local_111 = false;
        }
        bool l_1611_ = local_111;
        double _e2975 = l_mut_169_;
        double l_1612_ = (l_1611_ ? l_1593_ : _e2975);
        l_mut_169_ = l_1612_;
        double l_1613_ = (l_1603_ ? l_1600_ : l_1593_);
        double _e2978 = l_mut_167_;
        double l_1614_ = (_e2978 + l_1591_);
        double l_1615_ = (l_1601_ ? l_1613_ : l_1614_);
        l_mut_167_ = l_1615_;
        uint l_1616_ = uint(l_1603_);
        uint _e2982 = l_mut_172_;
        l_mut_172_ = (_e2982 + l_1616_);
        double l_1617_ = a_1421_[3];
        double _e2986 = l_mut_167_;
        double l_1618_ = (_e2986 + l_1617_);
        double l_1619_ = (l_1618_ * l_4_);
        double _e2989 = l_mut_167_;
        double l_1620_ = (l_1619_ - _e2989);
        double l_1621_ = (l_1620_ * l_4_);
        double l_1622_ = (l_1619_ - l_1621_);
        double l_1623_ = (l_1622_ * l_4_);
        double _e2994 = l_mut_167_;
        double l_1624_ = (_e2994 - l_1623_);
        double l_1625_ = (l_1617_ - l_1621_);
        double l_1626_ = (l_1624_ + l_1625_);
        uint _e2998 = l_mut_172_;
        bool l_1627_ = (_e2998 < 3u);
        bool l_1628_ = (l_1626_ != 0.0LF);
        if (l_1627_) {
            local_112 = l_1628_;
        } else {
            local_112 = false;
        }
        bool l_1629_ = local_112;
        uint _e3007 = l_mut_172_;
        bool l_1630_ = (_e3007 == 0u);
        if (l_1629_) {
            local_113 = l_1630_;
        } else {
            local_113 = false;
        }
        bool l_1631_ = local_113;
        double _e3014 = l_mut_171_;
        double l_1632_ = (l_1631_ ? l_1619_ : _e3014);
        l_mut_171_ = l_1632_;
        uint _e3016 = l_mut_172_;
        bool l_1633_ = (_e3016 == 1u);
        if (l_1629_) {
            local_114 = l_1633_;
        } else {
            local_114 = false;
        }
        bool l_1634_ = local_114;
        double _e3023 = l_mut_170_;
        double l_1635_ = (l_1634_ ? l_1619_ : _e3023);
        l_mut_170_ = l_1635_;
        uint _e3025 = l_mut_172_;
        bool l_1636_ = (_e3025 == 2u);
        if (l_1629_) {
            local_115 = l_1636_;
        } else {
            local_115 = false;
        }
        bool l_1637_ = local_115;
        double _e3032 = l_mut_169_;
        double l_1638_ = (l_1637_ ? l_1619_ : _e3032);
        l_mut_169_ = l_1638_;
        double l_1639_ = (l_1629_ ? l_1626_ : l_1619_);
        double _e3035 = l_mut_167_;
        double l_1640_ = (_e3035 + l_1617_);
        double l_1641_ = (l_1627_ ? l_1639_ : l_1640_);
        l_mut_167_ = l_1641_;
        uint l_1642_ = uint(l_1629_);
        uint _e3039 = l_mut_172_;
        l_mut_172_ = (_e3039 + l_1642_);
        double l_1643_ = a_1421_[4];
        double _e3043 = l_mut_167_;
        double l_1644_ = (_e3043 + l_1643_);
        double l_1645_ = (l_1644_ * l_4_);
        double _e3046 = l_mut_167_;
        double l_1646_ = (l_1645_ - _e3046);
        double l_1647_ = (l_1646_ * l_4_);
        double l_1648_ = (l_1645_ - l_1647_);
        double l_1649_ = (l_1648_ * l_4_);
        double _e3051 = l_mut_167_;
        double l_1650_ = (_e3051 - l_1649_);
        double l_1651_ = (l_1643_ - l_1647_);
        double l_1652_ = (l_1650_ + l_1651_);
        uint _e3055 = l_mut_172_;
        bool l_1653_ = (_e3055 < 3u);
        bool l_1654_ = (l_1652_ != 0.0LF);
        if (l_1653_) {
            local_116 = l_1654_;
        } else {
            local_116 = false;
        }
        bool l_1655_ = local_116;
        uint _e3064 = l_mut_172_;
        bool l_1656_ = (_e3064 == 0u);
        if (l_1655_) {
            local_117 = l_1656_;
        } else {
            local_117 = false;
        }
        bool l_1657_ = local_117;
        double _e3071 = l_mut_171_;
        double l_1658_ = (l_1657_ ? l_1645_ : _e3071);
        l_mut_171_ = l_1658_;
        uint _e3073 = l_mut_172_;
        bool l_1659_ = (_e3073 == 1u);
        if (l_1655_) {
            local_118 = l_1659_;
        } else {
            local_118 = false;
        }
        bool l_1660_ = local_118;
        double _e3080 = l_mut_170_;
        double l_1661_ = (l_1660_ ? l_1645_ : _e3080);
        l_mut_170_ = l_1661_;
        uint _e3082 = l_mut_172_;
        bool l_1662_ = (_e3082 == 2u);
        if (l_1655_) {
            local_119 = l_1662_;
        } else {
            local_119 = false;
        }
        bool l_1663_ = local_119;
        double _e3089 = l_mut_169_;
        double l_1664_ = (l_1663_ ? l_1645_ : _e3089);
        l_mut_169_ = l_1664_;
        double l_1665_ = (l_1655_ ? l_1652_ : l_1645_);
        double _e3092 = l_mut_167_;
        double l_1666_ = (_e3092 + l_1643_);
        double l_1667_ = (l_1653_ ? l_1665_ : l_1666_);
        l_mut_167_ = l_1667_;
        uint l_1668_ = uint(l_1655_);
        uint _e3096 = l_mut_172_;
        l_mut_172_ = (_e3096 + l_1668_);
        double l_1669_ = a_1421_[5];
        double _e3100 = l_mut_167_;
        double l_1670_ = (_e3100 + l_1669_);
        double l_1671_ = (l_1670_ * l_4_);
        double _e3103 = l_mut_167_;
        double l_1672_ = (l_1671_ - _e3103);
        double l_1673_ = (l_1672_ * l_4_);
        double l_1674_ = (l_1671_ - l_1673_);
        double l_1675_ = (l_1674_ * l_4_);
        double _e3108 = l_mut_167_;
        double l_1676_ = (_e3108 - l_1675_);
        double l_1677_ = (l_1669_ - l_1673_);
        double l_1678_ = (l_1676_ + l_1677_);
        uint _e3112 = l_mut_172_;
        bool l_1679_ = (_e3112 < 3u);
        bool l_1680_ = (l_1678_ != 0.0LF);
        if (l_1679_) {
            local_120 = l_1680_;
        } else {
            local_120 = false;
        }
        bool l_1681_ = local_120;
        uint _e3121 = l_mut_172_;
        bool l_1682_ = (_e3121 == 0u);
        if (l_1681_) {
            local_121 = l_1682_;
        } else {
            local_121 = false;
        }
        bool l_1683_ = local_121;
        double _e3128 = l_mut_171_;
        double l_1684_ = (l_1683_ ? l_1671_ : _e3128);
        l_mut_171_ = l_1684_;
        uint _e3130 = l_mut_172_;
        bool l_1685_ = (_e3130 == 1u);
        if (l_1681_) {
            local_122 = l_1685_;
        } else {
            local_122 = false;
        }
        bool l_1686_ = local_122;
        double _e3137 = l_mut_170_;
        double l_1687_ = (l_1686_ ? l_1671_ : _e3137);
        l_mut_170_ = l_1687_;
        uint _e3139 = l_mut_172_;
        bool l_1688_ = (_e3139 == 2u);
        if (l_1681_) {
            local_123 = l_1688_;
        } else {
            local_123 = false;
        }
        bool l_1689_ = local_123;
        double _e3146 = l_mut_169_;
        double l_1690_ = (l_1689_ ? l_1671_ : _e3146);
        l_mut_169_ = l_1690_;
        double l_1691_ = (l_1681_ ? l_1678_ : l_1671_);
        double _e3149 = l_mut_167_;
        double l_1692_ = (_e3149 + l_1669_);
        double l_1693_ = (l_1679_ ? l_1691_ : l_1692_);
        l_mut_167_ = l_1693_;
        uint l_1694_ = uint(l_1681_);
        uint _e3153 = l_mut_172_;
        l_mut_172_ = (_e3153 + l_1694_);
        double l_1695_ = a_1421_[6];
        double _e3157 = l_mut_167_;
        double l_1696_ = (_e3157 + l_1695_);
        double l_1697_ = (l_1696_ * l_4_);
        double _e3160 = l_mut_167_;
        double l_1698_ = (l_1697_ - _e3160);
        double l_1699_ = (l_1698_ * l_4_);
        double l_1700_ = (l_1697_ - l_1699_);
        double l_1701_ = (l_1700_ * l_4_);
        double _e3165 = l_mut_167_;
        double l_1702_ = (_e3165 - l_1701_);
        double l_1703_ = (l_1695_ - l_1699_);
        double l_1704_ = (l_1702_ + l_1703_);
        uint _e3169 = l_mut_172_;
        bool l_1705_ = (_e3169 < 3u);
        bool l_1706_ = (l_1704_ != 0.0LF);
        if (l_1705_) {
            local_124 = l_1706_;
        } else {
            local_124 = false;
        }
        bool l_1707_ = local_124;
        uint _e3178 = l_mut_172_;
        bool l_1708_ = (_e3178 == 0u);
        if (l_1707_) {
            local_125 = l_1708_;
        } else {
            local_125 = false;
        }
        bool l_1709_ = local_125;
        double _e3185 = l_mut_171_;
        double l_1710_ = (l_1709_ ? l_1697_ : _e3185);
        l_mut_171_ = l_1710_;
        uint _e3187 = l_mut_172_;
        bool l_1711_ = (_e3187 == 1u);
        if (l_1707_) {
            local_126 = l_1711_;
        } else {
            local_126 = false;
        }
        bool l_1712_ = local_126;
        double _e3194 = l_mut_170_;
        double l_1713_ = (l_1712_ ? l_1697_ : _e3194);
        l_mut_170_ = l_1713_;
        uint _e3196 = l_mut_172_;
        bool l_1714_ = (_e3196 == 2u);
        if (l_1707_) {
            local_127 = l_1714_;
        } else {
            local_127 = false;
        }
        bool l_1715_ = local_127;
        double _e3203 = l_mut_169_;
        double l_1716_ = (l_1715_ ? l_1697_ : _e3203);
        l_mut_169_ = l_1716_;
        double l_1717_ = (l_1707_ ? l_1704_ : l_1697_);
        double _e3206 = l_mut_167_;
        double l_1718_ = (_e3206 + l_1695_);
        double l_1719_ = (l_1705_ ? l_1717_ : l_1718_);
        l_mut_167_ = l_1719_;
        uint l_1720_ = uint(l_1707_);
        uint _e3210 = l_mut_172_;
        l_mut_172_ = (_e3210 + l_1720_);
        double l_1721_ = a_1421_[7];
        double _e3214 = l_mut_167_;
        double l_1722_ = (_e3214 + l_1721_);
        double l_1723_ = (l_1722_ * l_4_);
        double _e3217 = l_mut_167_;
        double l_1724_ = (l_1723_ - _e3217);
        double l_1725_ = (l_1724_ * l_4_);
        double l_1726_ = (l_1723_ - l_1725_);
        double l_1727_ = (l_1726_ * l_4_);
        double _e3222 = l_mut_167_;
        double l_1728_ = (_e3222 - l_1727_);
        double l_1729_ = (l_1721_ - l_1725_);
        double l_1730_ = (l_1728_ + l_1729_);
        uint _e3226 = l_mut_172_;
        bool l_1731_ = (_e3226 < 3u);
        bool l_1732_ = (l_1730_ != 0.0LF);
        if (l_1731_) {
            local_128 = l_1732_;
        } else {
            local_128 = false;
        }
        bool l_1733_ = local_128;
        uint _e3235 = l_mut_172_;
        bool l_1734_ = (_e3235 == 0u);
        if (l_1733_) {
            local_129 = l_1734_;
        } else {
            local_129 = false;
        }
        bool l_1735_ = local_129;
        double _e3242 = l_mut_171_;
        double l_1736_ = (l_1735_ ? l_1723_ : _e3242);
        l_mut_171_ = l_1736_;
        uint _e3244 = l_mut_172_;
        bool l_1737_ = (_e3244 == 1u);
        if (l_1733_) {
            local_130 = l_1737_;
        } else {
            local_130 = false;
        }
        bool l_1738_ = local_130;
        double _e3251 = l_mut_170_;
        double l_1739_ = (l_1738_ ? l_1723_ : _e3251);
        l_mut_170_ = l_1739_;
        uint _e3253 = l_mut_172_;
        bool l_1740_ = (_e3253 == 2u);
        if (l_1733_) {
            local_131 = l_1740_;
        } else {
            local_131 = false;
        }
        bool l_1741_ = local_131;
        double _e3260 = l_mut_169_;
        double l_1742_ = (l_1741_ ? l_1723_ : _e3260);
        l_mut_169_ = l_1742_;
        double l_1743_ = (l_1733_ ? l_1730_ : l_1723_);
        double _e3263 = l_mut_167_;
        double l_1744_ = (_e3263 + l_1721_);
        double l_1745_ = (l_1731_ ? l_1743_ : l_1744_);
        l_mut_167_ = l_1745_;
        uint l_1746_ = uint(l_1733_);
        uint _e3267 = l_mut_172_;
        l_mut_172_ = (_e3267 + l_1746_);
        uint _e3269 = l_mut_172_;
        bool l_1747_ = (_e3269 == 0u);
        double _e3272 = l_mut_171_;
        double _e3273 = l_mut_167_;
        double l_1748_ = (l_1747_ ? _e3273 : _e3272);
        l_mut_171_ = l_1748_;
        uint _e3275 = l_mut_172_;
        bool l_1749_ = (_e3275 == 1u);
        double _e3278 = l_mut_170_;
        double _e3279 = l_mut_167_;
        double l_1750_ = (l_1749_ ? _e3279 : _e3278);
        l_mut_170_ = l_1750_;
        uint _e3281 = l_mut_172_;
        bool l_1751_ = (_e3281 == 2u);
        double _e3284 = l_mut_169_;
        double _e3285 = l_mut_167_;
        double l_1752_ = (l_1751_ ? _e3285 : _e3284);
        l_mut_169_ = l_1752_;
        uint _e3287 = l_mut_172_;
        bool l_1753_ = (_e3287 == 3u);
        double _e3290 = l_mut_168_;
        double _e3291 = l_mut_167_;
        double l_1754_ = (l_1753_ ? _e3291 : _e3290);
        l_mut_168_ = l_1754_;
        double _e3293 = l_mut_171_;
        double l_1755_ = (_e3293 / l_14_);
        double l_1756_ = (l_14_ * l_1755_);
        double l_1757_ = (l_1756_ * l_4_);
        double l_1758_ = (l_3_ * l_14_);
        double l_1759_ = (l_1758_ * l_4_);
        double l_1760_ = (l_1759_ - l_14_);
        double l_1761_ = (l_1760_ * l_4_);
        double l_1762_ = (l_1759_ - l_1761_);
        double l_1763_ = (l_14_ - l_1762_);
        double l_1764_ = (l_3_ * l_1755_);
        double l_1765_ = (l_1764_ * l_4_);
        double l_1766_ = (l_1765_ - l_1755_);
        double l_1767_ = (l_1766_ * l_4_);
        double l_1768_ = (l_1765_ - l_1767_);
        double l_1769_ = (l_1755_ - l_1768_);
        double l_1770_ = (l_1762_ * l_1768_);
        double l_1771_ = (l_1770_ - l_1757_);
        double l_1772_ = (l_1762_ * l_1769_);
        double l_1773_ = (l_1771_ + l_1772_);
        double l_1774_ = (l_1763_ * l_1768_);
        double l_1775_ = (l_1773_ + l_1774_);
        double l_1776_ = (l_1763_ * l_1769_);
        double l_1777_ = (l_1775_ + l_1776_);
        double l_1778_ = (l_16_ * l_1755_);
        double l_1779_ = (l_1778_ * l_4_);
        double l_1780_ = (l_3_ * l_16_);
        double l_1781_ = (l_1780_ * l_4_);
        double l_1782_ = (l_1781_ - l_16_);
        double l_1783_ = (l_1782_ * l_4_);
        double l_1784_ = (l_1781_ - l_1783_);
        double l_1785_ = (l_16_ - l_1784_);
        double l_1786_ = (l_3_ * l_1755_);
        double l_1787_ = (l_1786_ * l_4_);
        double l_1788_ = (l_1787_ - l_1755_);
        double l_1789_ = (l_1788_ * l_4_);
        double l_1790_ = (l_1787_ - l_1789_);
        double l_1791_ = (l_1755_ - l_1790_);
        double l_1792_ = (l_1784_ * l_1790_);
        double l_1793_ = (l_1792_ - l_1779_);
        double l_1794_ = (l_1784_ * l_1791_);
        double l_1795_ = (l_1793_ + l_1794_);
        double l_1796_ = (l_1785_ * l_1790_);
        double l_1797_ = (l_1795_ + l_1796_);
        double l_1798_ = (l_1785_ * l_1791_);
        double l_1799_ = (l_1797_ + l_1798_);
        double l_1800_ = (l_19_ * l_1755_);
        double l_1801_ = (l_1800_ * l_4_);
        double l_1802_ = (l_3_ * l_19_);
        double l_1803_ = (l_1802_ * l_4_);
        double l_1804_ = (l_1803_ - l_19_);
        double l_1805_ = (l_1804_ * l_4_);
        double l_1806_ = (l_1803_ - l_1805_);
        double l_1807_ = (l_19_ - l_1806_);
        double l_1808_ = (l_3_ * l_1755_);
        double l_1809_ = (l_1808_ * l_4_);
        double l_1810_ = (l_1809_ - l_1755_);
        double l_1811_ = (l_1810_ * l_4_);
        double l_1812_ = (l_1809_ - l_1811_);
        double l_1813_ = (l_1755_ - l_1812_);
        double l_1814_ = (l_1806_ * l_1812_);
        double l_1815_ = (l_1814_ - l_1801_);
        double l_1816_ = (l_1806_ * l_1813_);
        double l_1817_ = (l_1815_ + l_1816_);
        double l_1818_ = (l_1807_ * l_1812_);
        double l_1819_ = (l_1817_ + l_1818_);
        double l_1820_ = (l_1807_ * l_1813_);
        double l_1821_ = (l_1819_ + l_1820_);
        double l_1822_ = (l_22_ * l_1755_);
        double l_1823_ = (l_1777_ + l_1779_);
        double l_1824_ = (l_1823_ * l_4_);
        double l_1825_ = (l_1824_ - l_1777_);
        double l_1826_ = (l_1825_ * l_4_);
        double l_1827_ = (l_1824_ - l_1826_);
        double l_1828_ = (l_1827_ * l_4_);
        double l_1829_ = (l_1777_ - l_1828_);
        double l_1830_ = (l_1779_ - l_1826_);
        double l_1831_ = (l_1829_ + l_1830_);
        double l_1832_ = (l_1831_ + l_1799_);
        double l_1833_ = (l_1832_ * l_4_);
        double l_1834_ = (l_1833_ - l_1831_);
        double l_1835_ = (l_1834_ * l_4_);
        double l_1836_ = (l_1833_ - l_1835_);
        double l_1837_ = (l_1836_ * l_4_);
        double l_1838_ = (l_1831_ - l_1837_);
        double l_1839_ = (l_1799_ - l_1835_);
        double l_1840_ = (l_1838_ + l_1839_);
        double l_1841_ = (l_1801_ + l_1833_);
        double l_1842_ = (l_1841_ * l_4_);
        double l_1843_ = (l_1842_ - l_1801_);
        double l_1844_ = (l_1843_ * l_4_);
        double l_1845_ = (l_1842_ - l_1844_);
        double l_1846_ = (l_1845_ * l_4_);
        double l_1847_ = (l_1801_ - l_1846_);
        double l_1848_ = (l_1833_ - l_1844_);
        double l_1849_ = (l_1847_ + l_1848_);
        double l_1850_ = (l_1840_ + l_1849_);
        double l_1851_ = (l_1850_ * l_4_);
        double l_1852_ = (l_1851_ - l_1840_);
        double l_1853_ = (l_1852_ * l_4_);
        double l_1854_ = (l_1851_ - l_1853_);
        double l_1855_ = (l_1854_ * l_4_);
        double l_1856_ = (l_1840_ - l_1855_);
        double l_1857_ = (l_1849_ - l_1853_);
        double l_1858_ = (l_1856_ + l_1857_);
        double l_1859_ = (l_1851_ + l_1821_);
        double l_1860_ = (l_1859_ * l_4_);
        double l_1861_ = (l_1860_ - l_1851_);
        double l_1862_ = (l_1861_ * l_4_);
        double l_1863_ = (l_1860_ - l_1862_);
        double l_1864_ = (l_1863_ * l_4_);
        double l_1865_ = (l_1851_ - l_1864_);
        double l_1866_ = (l_1821_ - l_1862_);
        double l_1867_ = (l_1865_ + l_1866_);
        double l_1868_ = (l_1822_ + l_1860_);
        double l_1869_ = (l_1868_ * l_4_);
        double l_1870_ = (l_1869_ - l_1822_);
        double l_1871_ = (l_1870_ * l_4_);
        double l_1872_ = (l_1869_ - l_1871_);
        double l_1873_ = (l_1872_ * l_4_);
        double l_1874_ = (l_1822_ - l_1873_);
        double l_1875_ = (l_1860_ - l_1871_);
        double l_1876_ = (l_1874_ + l_1875_);
        double l_1877_ = (l_1867_ + l_1876_);
        double l_1878_ = (l_1877_ + l_1858_);
        double l_1879_ = (l_1869_ + l_1878_);
        double l_1880_ = (l_1879_ * l_4_);
        double l_1881_ = (l_1880_ - l_1869_);
        double l_1882_ = (l_1881_ * l_4_);
        double l_1883_ = (l_1878_ - l_1882_);
        double l_1884_ = (l_1842_ + l_1880_);
        double l_1885_ = (l_1884_ * l_4_);
        double l_1886_ = (l_1885_ - l_1842_);
        double l_1887_ = (l_1886_ * l_4_);
        double l_1888_ = (l_1880_ - l_1887_);
        double l_1889_ = (l_1824_ + l_1885_);
        double l_1890_ = (l_1889_ * l_4_);
        double l_1891_ = (l_1890_ - l_1824_);
        double l_1892_ = (l_1891_ * l_4_);
        double l_1893_ = (l_1885_ - l_1892_);
        double l_1894_ = (l_1757_ + l_1890_);
        double l_1895_ = (l_1894_ * l_4_);
        double l_1896_ = (l_1895_ - l_1757_);
        double l_1897_ = (l_1896_ * l_4_);
        double l_1898_ = (l_1890_ - l_1897_);
        l_mut_750_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        l_mut_747_ = 0.0LF;
        l_mut_167_ = l_1895_;
        l_mut_172_ = 0u;
        double _e3443 = l_mut_167_;
        double l_1899_ = (_e3443 + l_1898_);
        double l_1900_ = (l_1899_ * l_4_);
        double _e3446 = l_mut_167_;
        double l_1901_ = (l_1900_ - _e3446);
        double l_1902_ = (l_1901_ * l_4_);
        double l_1903_ = (l_1898_ - l_1902_);
        uint _e3450 = l_mut_172_;
        bool l_1904_ = (_e3450 < 3u);
        bool l_1905_ = (l_1903_ != 0.0LF);
        if (l_1904_) {
            local_132 = l_1905_;
        } else {
            local_132 = false;
        }
        bool l_1906_ = local_132;
        uint _e3459 = l_mut_172_;
        bool l_1907_ = (_e3459 == 0u);
        if (l_1906_) {
            local_133 = l_1907_;
        } else {
            local_133 = false;
        }
        bool l_1908_ = local_133;
        double _e3466 = l_mut_750_;
        double l_1909_ = (l_1908_ ? l_1900_ : _e3466);
        l_mut_750_ = l_1909_;
        uint _e3468 = l_mut_172_;
        bool l_1910_ = (_e3468 == 1u);
        if (l_1906_) {
            local_134 = l_1910_;
        } else {
            local_134 = false;
        }
        bool l_1911_ = local_134;
        double _e3475 = l_mut_749_;
        double l_1912_ = (l_1911_ ? l_1900_ : _e3475);
        l_mut_749_ = l_1912_;
        uint _e3477 = l_mut_172_;
        bool l_1913_ = (_e3477 == 2u);
        if (l_1906_) {
            local_135 = l_1913_;
        } else {
            local_135 = false;
        }
        bool l_1914_ = local_135;
        double _e3484 = l_mut_748_;
        double l_1915_ = (l_1914_ ? l_1900_ : _e3484);
        l_mut_748_ = l_1915_;
        double l_1916_ = (l_1906_ ? l_1903_ : l_1900_);
        double _e3487 = l_mut_167_;
        double l_1917_ = (_e3487 + l_1898_);
        double l_1918_ = (l_1904_ ? l_1916_ : l_1917_);
        l_mut_167_ = l_1918_;
        uint l_1919_ = uint(l_1906_);
        uint _e3491 = l_mut_172_;
        l_mut_172_ = (_e3491 + l_1919_);
        double _e3493 = l_mut_167_;
        double l_1920_ = (_e3493 + l_1893_);
        double l_1921_ = (l_1920_ * l_4_);
        double _e3496 = l_mut_167_;
        double l_1922_ = (l_1921_ - _e3496);
        double l_1923_ = (l_1922_ * l_4_);
        double l_1924_ = (l_1893_ - l_1923_);
        uint _e3500 = l_mut_172_;
        bool l_1925_ = (_e3500 < 3u);
        bool l_1926_ = (l_1924_ != 0.0LF);
        if (l_1925_) {
            local_136 = l_1926_;
        } else {
            local_136 = false;
        }
        bool l_1927_ = local_136;
        uint _e3509 = l_mut_172_;
        bool l_1928_ = (_e3509 == 0u);
        if (l_1927_) {
            local_137 = l_1928_;
        } else {
            local_137 = false;
        }
        bool l_1929_ = local_137;
        double _e3516 = l_mut_750_;
        double l_1930_ = (l_1929_ ? l_1921_ : _e3516);
        l_mut_750_ = l_1930_;
        uint _e3518 = l_mut_172_;
        bool l_1931_ = (_e3518 == 1u);
        if (l_1927_) {
            local_138 = l_1931_;
        } else {
            local_138 = false;
        }
        bool l_1932_ = local_138;
        double _e3525 = l_mut_749_;
        double l_1933_ = (l_1932_ ? l_1921_ : _e3525);
        l_mut_749_ = l_1933_;
        uint _e3527 = l_mut_172_;
        bool l_1934_ = (_e3527 == 2u);
        if (l_1927_) {
            local_139 = l_1934_;
        } else {
            local_139 = false;
        }
        bool l_1935_ = local_139;
        double _e3534 = l_mut_748_;
        double l_1936_ = (l_1935_ ? l_1921_ : _e3534);
        l_mut_748_ = l_1936_;
        double l_1937_ = (l_1927_ ? l_1924_ : l_1921_);
        double _e3537 = l_mut_167_;
        double l_1938_ = (_e3537 + l_1893_);
        double l_1939_ = (l_1925_ ? l_1937_ : l_1938_);
        l_mut_167_ = l_1939_;
        uint l_1940_ = uint(l_1927_);
        uint _e3541 = l_mut_172_;
        l_mut_172_ = (_e3541 + l_1940_);
        double _e3543 = l_mut_167_;
        double l_1941_ = (_e3543 + l_1888_);
        double l_1942_ = (l_1941_ * l_4_);
        double _e3546 = l_mut_167_;
        double l_1943_ = (l_1942_ - _e3546);
        double l_1944_ = (l_1943_ * l_4_);
        double l_1945_ = (l_1888_ - l_1944_);
        uint _e3550 = l_mut_172_;
        bool l_1946_ = (_e3550 < 3u);
        bool l_1947_ = (l_1945_ != 0.0LF);
        if (l_1946_) {
            local_140 = l_1947_;
        } else {
            local_140 = false;
        }
        bool l_1948_ = local_140;
        uint _e3559 = l_mut_172_;
        bool l_1949_ = (_e3559 == 0u);
        if (l_1948_) {
            local_141 = l_1949_;
        } else {
            local_141 = false;
        }
        bool l_1950_ = local_141;
        double _e3566 = l_mut_750_;
        double l_1951_ = (l_1950_ ? l_1942_ : _e3566);
        l_mut_750_ = l_1951_;
        uint _e3568 = l_mut_172_;
        bool l_1952_ = (_e3568 == 1u);
        if (l_1948_) {
            local_142 = l_1952_;
        } else {
            local_142 = false;
        }
        bool l_1953_ = local_142;
        double _e3575 = l_mut_749_;
        double l_1954_ = (l_1953_ ? l_1942_ : _e3575);
        l_mut_749_ = l_1954_;
        uint _e3577 = l_mut_172_;
        bool l_1955_ = (_e3577 == 2u);
        if (l_1948_) {
            local_143 = l_1955_;
        } else {
            local_143 = false;
        }
        bool l_1956_ = local_143;
        double _e3584 = l_mut_748_;
        double l_1957_ = (l_1956_ ? l_1942_ : _e3584);
        l_mut_748_ = l_1957_;
        double l_1958_ = (l_1948_ ? l_1945_ : l_1942_);
        double _e3587 = l_mut_167_;
        double l_1959_ = (_e3587 + l_1888_);
        double l_1960_ = (l_1946_ ? l_1958_ : l_1959_);
        l_mut_167_ = l_1960_;
        uint l_1961_ = uint(l_1948_);
        uint _e3591 = l_mut_172_;
        l_mut_172_ = (_e3591 + l_1961_);
        double _e3593 = l_mut_167_;
        double l_1962_ = (_e3593 + l_1883_);
        double l_1963_ = (l_1962_ * l_4_);
        double _e3596 = l_mut_167_;
        double l_1964_ = (l_1963_ - _e3596);
        double l_1965_ = (l_1964_ * l_4_);
        double l_1966_ = (l_1883_ - l_1965_);
        uint _e3600 = l_mut_172_;
        bool l_1967_ = (_e3600 < 3u);
        bool l_1968_ = (l_1966_ != 0.0LF);
        if (l_1967_) {
            local_144 = l_1968_;
        } else {
            local_144 = false;
        }
        bool l_1969_ = local_144;
        uint _e3609 = l_mut_172_;
        bool l_1970_ = (_e3609 == 0u);
        if (l_1969_) {
            local_145 = l_1970_;
        } else {
            local_145 = false;
        }
        bool l_1971_ = local_145;
        double _e3616 = l_mut_750_;
        double l_1972_ = (l_1971_ ? l_1963_ : _e3616);
        l_mut_750_ = l_1972_;
        uint _e3618 = l_mut_172_;
        bool l_1973_ = (_e3618 == 1u);
        if (l_1969_) {
            local_146 = l_1973_;
        } else {
            local_146 = false;
        }
        bool l_1974_ = local_146;
        double _e3625 = l_mut_749_;
        double l_1975_ = (l_1974_ ? l_1963_ : _e3625);
        l_mut_749_ = l_1975_;
        uint _e3627 = l_mut_172_;
        bool l_1976_ = (_e3627 == 2u);
        if (l_1969_) {
            local_147 = l_1976_;
        } else {
            local_147 = false;
        }
        bool l_1977_ = local_147;
        double _e3634 = l_mut_748_;
        double l_1978_ = (l_1977_ ? l_1963_ : _e3634);
        l_mut_748_ = l_1978_;
        double l_1979_ = (l_1969_ ? l_1966_ : l_1963_);
        double _e3637 = l_mut_167_;
        double l_1980_ = (_e3637 + l_1883_);
        double l_1981_ = (l_1967_ ? l_1979_ : l_1980_);
        l_mut_167_ = l_1981_;
        uint l_1982_ = uint(l_1969_);
        uint _e3641 = l_mut_172_;
        l_mut_172_ = (_e3641 + l_1982_);
        uint _e3643 = l_mut_172_;
        bool l_1983_ = (_e3643 == 0u);
        double _e3646 = l_mut_750_;
        double _e3647 = l_mut_167_;
        double l_1984_ = (l_1983_ ? _e3647 : _e3646);
        l_mut_750_ = l_1984_;
        uint _e3649 = l_mut_172_;
        bool l_1985_ = (_e3649 == 1u);
        double _e3652 = l_mut_749_;
        double _e3653 = l_mut_167_;
        double l_1986_ = (l_1985_ ? _e3653 : _e3652);
        l_mut_749_ = l_1986_;
        uint _e3655 = l_mut_172_;
        bool l_1987_ = (_e3655 == 2u);
        double _e3658 = l_mut_748_;
        double _e3659 = l_mut_167_;
        double l_1988_ = (l_1987_ ? _e3659 : _e3658);
        l_mut_748_ = l_1988_;
        uint _e3661 = l_mut_172_;
        bool l_1989_ = (_e3661 == 3u);
        double _e3664 = l_mut_747_;
        double _e3665 = l_mut_167_;
        double l_1990_ = (l_1989_ ? _e3665 : _e3664);
        l_mut_747_ = l_1990_;
        double _e3667 = l_mut_750_;
        double l_1991_ = -(_e3667);
        double _e3669 = l_mut_749_;
        double l_1992_ = -(_e3669);
        double _e3671 = l_mut_748_;
        double l_1993_ = -(_e3671);
        double _e3673 = l_mut_747_;
        double l_1994_ = -(_e3673);
        double _e3676 = l_mut_171_;
        a_1995_[0] = _e3676;
        a_1995_[1] = l_1991_;
        double _e3679 = l_mut_170_;
        a_1995_[2] = _e3679;
        a_1995_[3] = l_1992_;
        double _e3682 = l_mut_169_;
        a_1995_[4] = _e3682;
        a_1995_[5] = l_1993_;
        double _e3685 = l_mut_168_;
        a_1995_[6] = _e3685;
        a_1995_[7] = l_1994_;
        double l_1996_ = a_1995_[7];
        l_mut_750_ = l_1996_;
        double l_1997_ = a_1995_[6];
        double _e3691 = l_mut_750_;
        double l_1998_ = (l_1997_ + _e3691);
        double l_1999_ = (l_1998_ * l_4_);
        double l_2000_ = (l_1999_ - l_1997_);
        double l_2001_ = (l_2000_ * l_4_);
        double l_2002_ = (l_1999_ - l_2001_);
        double l_2003_ = (l_2002_ * l_4_);
        double l_2004_ = (l_1997_ - l_2003_);
        double _e3699 = l_mut_750_;
        double l_2005_ = (_e3699 - l_2001_);
        double l_2006_ = (l_2004_ + l_2005_);
        a_1995_[7] = l_2006_;
        l_mut_750_ = l_1999_;
        double l_2007_ = a_1995_[5];
        double _e3705 = l_mut_750_;
        double l_2008_ = (l_2007_ + _e3705);
        double l_2009_ = (l_2008_ * l_4_);
        double l_2010_ = (l_2009_ - l_2007_);
        double l_2011_ = (l_2010_ * l_4_);
        double l_2012_ = (l_2009_ - l_2011_);
        double l_2013_ = (l_2012_ * l_4_);
        double l_2014_ = (l_2007_ - l_2013_);
        double _e3713 = l_mut_750_;
        double l_2015_ = (_e3713 - l_2011_);
        double l_2016_ = (l_2014_ + l_2015_);
        a_1995_[6] = l_2016_;
        l_mut_750_ = l_2009_;
        double l_2017_ = a_1995_[4];
        double _e3719 = l_mut_750_;
        double l_2018_ = (l_2017_ + _e3719);
        double l_2019_ = (l_2018_ * l_4_);
        double l_2020_ = (l_2019_ - l_2017_);
        double l_2021_ = (l_2020_ * l_4_);
        double l_2022_ = (l_2019_ - l_2021_);
        double l_2023_ = (l_2022_ * l_4_);
        double l_2024_ = (l_2017_ - l_2023_);
        double _e3727 = l_mut_750_;
        double l_2025_ = (_e3727 - l_2021_);
        double l_2026_ = (l_2024_ + l_2025_);
        a_1995_[5] = l_2026_;
        l_mut_750_ = l_2019_;
        double l_2027_ = a_1995_[3];
        double _e3733 = l_mut_750_;
        double l_2028_ = (l_2027_ + _e3733);
        double l_2029_ = (l_2028_ * l_4_);
        double l_2030_ = (l_2029_ - l_2027_);
        double l_2031_ = (l_2030_ * l_4_);
        double l_2032_ = (l_2029_ - l_2031_);
        double l_2033_ = (l_2032_ * l_4_);
        double l_2034_ = (l_2027_ - l_2033_);
        double _e3741 = l_mut_750_;
        double l_2035_ = (_e3741 - l_2031_);
        double l_2036_ = (l_2034_ + l_2035_);
        a_1995_[4] = l_2036_;
        l_mut_750_ = l_2029_;
        double l_2037_ = a_1995_[2];
        double _e3747 = l_mut_750_;
        double l_2038_ = (l_2037_ + _e3747);
        double l_2039_ = (l_2038_ * l_4_);
        double l_2040_ = (l_2039_ - l_2037_);
        double l_2041_ = (l_2040_ * l_4_);
        double l_2042_ = (l_2039_ - l_2041_);
        double l_2043_ = (l_2042_ * l_4_);
        double l_2044_ = (l_2037_ - l_2043_);
        double _e3755 = l_mut_750_;
        double l_2045_ = (_e3755 - l_2041_);
        double l_2046_ = (l_2044_ + l_2045_);
        a_1995_[3] = l_2046_;
        l_mut_750_ = l_2039_;
        double l_2047_ = a_1995_[1];
        double _e3761 = l_mut_750_;
        double l_2048_ = (l_2047_ + _e3761);
        double l_2049_ = (l_2048_ * l_4_);
        double l_2050_ = (l_2049_ - l_2047_);
        double l_2051_ = (l_2050_ * l_4_);
        double l_2052_ = (l_2049_ - l_2051_);
        double l_2053_ = (l_2052_ * l_4_);
        double l_2054_ = (l_2047_ - l_2053_);
        double _e3769 = l_mut_750_;
        double l_2055_ = (_e3769 - l_2051_);
        double l_2056_ = (l_2054_ + l_2055_);
        a_1995_[2] = l_2056_;
        l_mut_750_ = l_2049_;
        double l_2057_ = a_1995_[0];
        double _e3775 = l_mut_750_;
        double l_2058_ = (l_2057_ + _e3775);
        double l_2059_ = (l_2058_ * l_4_);
        double l_2060_ = (l_2059_ - l_2057_);
        double l_2061_ = (l_2060_ * l_4_);
        double l_2062_ = (l_2059_ - l_2061_);
        double l_2063_ = (l_2062_ * l_4_);
        double l_2064_ = (l_2057_ - l_2063_);
        double _e3783 = l_mut_750_;
        double l_2065_ = (_e3783 - l_2061_);
        double l_2066_ = (l_2064_ + l_2065_);
        a_1995_[1] = l_2066_;
        l_mut_750_ = l_2059_;
        double _e3788 = l_mut_750_;
        a_1995_[0] = _e3788;
        double l_2067_ = a_1995_[7];
        l_mut_750_ = l_2067_;
        double l_2068_ = a_1995_[6];
        double _e3793 = l_mut_750_;
        double l_2069_ = (l_2068_ + _e3793);
        double l_2070_ = (l_2069_ * l_4_);
        double l_2071_ = (l_2070_ - l_2068_);
        double l_2072_ = (l_2071_ * l_4_);
        double l_2073_ = (l_2070_ - l_2072_);
        double l_2074_ = (l_2073_ * l_4_);
        double l_2075_ = (l_2068_ - l_2074_);
        double _e3801 = l_mut_750_;
        double l_2076_ = (_e3801 - l_2072_);
        double l_2077_ = (l_2075_ + l_2076_);
        a_1995_[7] = l_2077_;
        l_mut_750_ = l_2070_;
        double l_2078_ = a_1995_[5];
        double _e3807 = l_mut_750_;
        double l_2079_ = (l_2078_ + _e3807);
        double l_2080_ = (l_2079_ * l_4_);
        double l_2081_ = (l_2080_ - l_2078_);
        double l_2082_ = (l_2081_ * l_4_);
        double l_2083_ = (l_2080_ - l_2082_);
        double l_2084_ = (l_2083_ * l_4_);
        double l_2085_ = (l_2078_ - l_2084_);
        double _e3815 = l_mut_750_;
        double l_2086_ = (_e3815 - l_2082_);
        double l_2087_ = (l_2085_ + l_2086_);
        a_1995_[6] = l_2087_;
        l_mut_750_ = l_2080_;
        double l_2088_ = a_1995_[4];
        double _e3821 = l_mut_750_;
        double l_2089_ = (l_2088_ + _e3821);
        double l_2090_ = (l_2089_ * l_4_);
        double l_2091_ = (l_2090_ - l_2088_);
        double l_2092_ = (l_2091_ * l_4_);
        double l_2093_ = (l_2090_ - l_2092_);
        double l_2094_ = (l_2093_ * l_4_);
        double l_2095_ = (l_2088_ - l_2094_);
        double _e3829 = l_mut_750_;
        double l_2096_ = (_e3829 - l_2092_);
        double l_2097_ = (l_2095_ + l_2096_);
        a_1995_[5] = l_2097_;
        l_mut_750_ = l_2090_;
        double l_2098_ = a_1995_[3];
        double _e3835 = l_mut_750_;
        double l_2099_ = (l_2098_ + _e3835);
        double l_2100_ = (l_2099_ * l_4_);
        double l_2101_ = (l_2100_ - l_2098_);
        double l_2102_ = (l_2101_ * l_4_);
        double l_2103_ = (l_2100_ - l_2102_);
        double l_2104_ = (l_2103_ * l_4_);
        double l_2105_ = (l_2098_ - l_2104_);
        double _e3843 = l_mut_750_;
        double l_2106_ = (_e3843 - l_2102_);
        double l_2107_ = (l_2105_ + l_2106_);
        a_1995_[4] = l_2107_;
        l_mut_750_ = l_2100_;
        double l_2108_ = a_1995_[2];
        double _e3849 = l_mut_750_;
        double l_2109_ = (l_2108_ + _e3849);
        double l_2110_ = (l_2109_ * l_4_);
        double l_2111_ = (l_2110_ - l_2108_);
        double l_2112_ = (l_2111_ * l_4_);
        double l_2113_ = (l_2110_ - l_2112_);
        double l_2114_ = (l_2113_ * l_4_);
        double l_2115_ = (l_2108_ - l_2114_);
        double _e3857 = l_mut_750_;
        double l_2116_ = (_e3857 - l_2112_);
        double l_2117_ = (l_2115_ + l_2116_);
        a_1995_[3] = l_2117_;
        l_mut_750_ = l_2110_;
        double l_2118_ = a_1995_[1];
        double _e3863 = l_mut_750_;
        double l_2119_ = (l_2118_ + _e3863);
        double l_2120_ = (l_2119_ * l_4_);
        double l_2121_ = (l_2120_ - l_2118_);
        double l_2122_ = (l_2121_ * l_4_);
        double l_2123_ = (l_2120_ - l_2122_);
        double l_2124_ = (l_2123_ * l_4_);
        double l_2125_ = (l_2118_ - l_2124_);
        double _e3871 = l_mut_750_;
        double l_2126_ = (_e3871 - l_2122_);
        double l_2127_ = (l_2125_ + l_2126_);
        a_1995_[2] = l_2127_;
        l_mut_750_ = l_2120_;
        double l_2128_ = a_1995_[0];
        double _e3877 = l_mut_750_;
        double l_2129_ = (l_2128_ + _e3877);
        double l_2130_ = (l_2129_ * l_4_);
        double l_2131_ = (l_2130_ - l_2128_);
        double l_2132_ = (l_2131_ * l_4_);
        double l_2133_ = (l_2130_ - l_2132_);
        double l_2134_ = (l_2133_ * l_4_);
        double l_2135_ = (l_2128_ - l_2134_);
        double _e3885 = l_mut_750_;
        double l_2136_ = (_e3885 - l_2132_);
        double l_2137_ = (l_2135_ + l_2136_);
        a_1995_[1] = l_2137_;
        l_mut_750_ = l_2130_;
        double _e3890 = l_mut_750_;
        a_1995_[0] = _e3890;
        l_mut_750_ = 0.0LF;
        l_mut_749_ = 0.0LF;
        l_mut_748_ = 0.0LF;
        l_mut_747_ = 0.0LF;
        double l_2138_ = a_1995_[0];
        l_mut_167_ = l_2138_;
        l_mut_172_ = 0u;
        double l_2139_ = a_1995_[1];
        double _e3900 = l_mut_167_;
        double l_2140_ = (_e3900 + l_2139_);
        double l_2141_ = (l_2140_ * l_4_);
        double _e3903 = l_mut_167_;
        double l_2142_ = (l_2141_ - _e3903);
        double l_2143_ = (l_2142_ * l_4_);
        double l_2144_ = (l_2141_ - l_2143_);
        double l_2145_ = (l_2144_ * l_4_);
        double _e3908 = l_mut_167_;
        double l_2146_ = (_e3908 - l_2145_);
        double l_2147_ = (l_2139_ - l_2143_);
        double l_2148_ = (l_2146_ + l_2147_);
        uint _e3912 = l_mut_172_;
        bool l_2149_ = (_e3912 < 3u);
        bool l_2150_ = (l_2148_ != 0.0LF);
        if (l_2149_) {
            local_148 = l_2150_;
        } else {
            local_148 = false;
        }
        bool l_2151_ = local_148;
        uint _e3921 = l_mut_172_;
        bool l_2152_ = (_e3921 == 0u);
        if (l_2151_) {
            local_149 = l_2152_;
        } else {
            local_149 = false;
        }
        bool l_2153_ = local_149;
        double _e3928 = l_mut_750_;
        double l_2154_ = (l_2153_ ? l_2141_ : _e3928);
        l_mut_750_ = l_2154_;
        uint _e3930 = l_mut_172_;
        bool l_2155_ = (_e3930 == 1u);
        if (l_2151_) {
            local_150 = l_2155_;
        } else {
            local_150 = false;
        }
        bool l_2156_ = local_150;
        double _e3937 = l_mut_749_;
        double l_2157_ = (l_2156_ ? l_2141_ : _e3937);
        l_mut_749_ = l_2157_;
        uint _e3939 = l_mut_172_;
        bool l_2158_ = (_e3939 == 2u);
        if (l_2151_) {
            local_151 = l_2158_;
        } else {
            local_151 = false;
        }
        bool l_2159_ = local_151;
        double _e3946 = l_mut_748_;
        double l_2160_ = (l_2159_ ? l_2141_ : _e3946);
        l_mut_748_ = l_2160_;
        double l_2161_ = (l_2151_ ? l_2148_ : l_2141_);
        double _e3949 = l_mut_167_;
        double l_2162_ = (_e3949 + l_2139_);
        double l_2163_ = (l_2149_ ? l_2161_ : l_2162_);
        l_mut_167_ = l_2163_;
        uint l_2164_ = uint(l_2151_);
        uint _e3953 = l_mut_172_;
        l_mut_172_ = (_e3953 + l_2164_);
        double l_2165_ = a_1995_[2];
        double _e3957 = l_mut_167_;
        double l_2166_ = (_e3957 + l_2165_);
        double l_2167_ = (l_2166_ * l_4_);
        double _e3960 = l_mut_167_;
        double l_2168_ = (l_2167_ - _e3960);
        double l_2169_ = (l_2168_ * l_4_);
        double l_2170_ = (l_2167_ - l_2169_);
        double l_2171_ = (l_2170_ * l_4_);
        double _e3965 = l_mut_167_;
        double l_2172_ = (_e3965 - l_2171_);
        double l_2173_ = (l_2165_ - l_2169_);
        double l_2174_ = (l_2172_ + l_2173_);
        uint _e3969 = l_mut_172_;
        bool l_2175_ = (_e3969 < 3u);
        bool l_2176_ = (l_2174_ != 0.0LF);
        if (l_2175_) {
            local_152 = l_2176_;
        } else {
            local_152 = false;
        }
        bool l_2177_ = local_152;
        uint _e3978 = l_mut_172_;
        bool l_2178_ = (_e3978 == 0u);
        if (l_2177_) {
            local_153 = l_2178_;
        } else {
            local_153 = false;
        }
        bool l_2179_ = local_153;
        double _e3985 = l_mut_750_;
        double l_2180_ = (l_2179_ ? l_2167_ : _e3985);
        l_mut_750_ = l_2180_;
        uint _e3987 = l_mut_172_;
        bool l_2181_ = (_e3987 == 1u);
        if (l_2177_) {
            local_154 = l_2181_;
        } else {
            local_154 = false;
        }
        bool l_2182_ = local_154;
        double _e3994 = l_mut_749_;
        double l_2183_ = (l_2182_ ? l_2167_ : _e3994);
        l_mut_749_ = l_2183_;
        uint _e3996 = l_mut_172_;
        bool l_2184_ = (_e3996 == 2u);
        if (l_2177_) {
            local_155 = l_2184_;
        } else {
            local_155 = false;
        }
        bool l_2185_ = local_155;
        double _e4003 = l_mut_748_;
        double l_2186_ = (l_2185_ ? l_2167_ : _e4003);
        l_mut_748_ = l_2186_;
        double l_2187_ = (l_2177_ ? l_2174_ : l_2167_);
        double _e4006 = l_mut_167_;
        double l_2188_ = (_e4006 + l_2165_);
        double l_2189_ = (l_2175_ ? l_2187_ : l_2188_);
        l_mut_167_ = l_2189_;
        uint l_2190_ = uint(l_2177_);
        uint _e4010 = l_mut_172_;
        l_mut_172_ = (_e4010 + l_2190_);
        double l_2191_ = a_1995_[3];
        double _e4014 = l_mut_167_;
        double l_2192_ = (_e4014 + l_2191_);
        double l_2193_ = (l_2192_ * l_4_);
        double _e4017 = l_mut_167_;
        double l_2194_ = (l_2193_ - _e4017);
        double l_2195_ = (l_2194_ * l_4_);
        double l_2196_ = (l_2193_ - l_2195_);
        double l_2197_ = (l_2196_ * l_4_);
        double _e4022 = l_mut_167_;
        double l_2198_ = (_e4022 - l_2197_);
        double l_2199_ = (l_2191_ - l_2195_);
        double l_2200_ = (l_2198_ + l_2199_);
        uint _e4026 = l_mut_172_;
        bool l_2201_ = (_e4026 < 3u);
        bool l_2202_ = (l_2200_ != 0.0LF);
        if (l_2201_) {
            local_156 = l_2202_;
        } else {
            local_156 = false;
        }
        bool l_2203_ = local_156;
        uint _e4035 = l_mut_172_;
        bool l_2204_ = (_e4035 == 0u);
        if (l_2203_) {
            local_157 = l_2204_;
        } else {
            local_157 = false;
        }
        bool l_2205_ = local_157;
        double _e4042 = l_mut_750_;
        double l_2206_ = (l_2205_ ? l_2193_ : _e4042);
        l_mut_750_ = l_2206_;
        uint _e4044 = l_mut_172_;
        bool l_2207_ = (_e4044 == 1u);
        if (l_2203_) {
            local_158 = l_2207_;
        } else {
            local_158 = false;
        }
        bool l_2208_ = local_158;
        double _e4051 = l_mut_749_;
        double l_2209_ = (l_2208_ ? l_2193_ : _e4051);
        l_mut_749_ = l_2209_;
        uint _e4053 = l_mut_172_;
        bool l_2210_ = (_e4053 == 2u);
        if (l_2203_) {
            local_159 = l_2210_;
        } else {
            local_159 = false;
        }
        bool l_2211_ = local_159;
        double _e4060 = l_mut_748_;
        double l_2212_ = (l_2211_ ? l_2193_ : _e4060);
        l_mut_748_ = l_2212_;
        double l_2213_ = (l_2203_ ? l_2200_ : l_2193_);
        double _e4063 = l_mut_167_;
        double l_2214_ = (_e4063 + l_2191_);
        double l_2215_ = (l_2201_ ? l_2213_ : l_2214_);
        l_mut_167_ = l_2215_;
        uint l_2216_ = uint(l_2203_);
        uint _e4067 = l_mut_172_;
        l_mut_172_ = (_e4067 + l_2216_);
        double l_2217_ = a_1995_[4];
        double _e4071 = l_mut_167_;
        double l_2218_ = (_e4071 + l_2217_);
        double l_2219_ = (l_2218_ * l_4_);
        double _e4074 = l_mut_167_;
        double l_2220_ = (l_2219_ - _e4074);
        double l_2221_ = (l_2220_ * l_4_);
        double l_2222_ = (l_2219_ - l_2221_);
        double l_2223_ = (l_2222_ * l_4_);
        double _e4079 = l_mut_167_;
        double l_2224_ = (_e4079 - l_2223_);
        double l_2225_ = (l_2217_ - l_2221_);
        double l_2226_ = (l_2224_ + l_2225_);
        uint _e4083 = l_mut_172_;
        bool l_2227_ = (_e4083 < 3u);
        bool l_2228_ = (l_2226_ != 0.0LF);
        if (l_2227_) {
            local_160 = l_2228_;
        } else {
            local_160 = false;
        }
        bool l_2229_ = local_160;
        uint _e4092 = l_mut_172_;
        bool l_2230_ = (_e4092 == 0u);
        if (l_2229_) {
            local_161 = l_2230_;
        } else {
            local_161 = false;
        }
        bool l_2231_ = local_161;
        double _e4099 = l_mut_750_;
        double l_2232_ = (l_2231_ ? l_2219_ : _e4099);
        l_mut_750_ = l_2232_;
        uint _e4101 = l_mut_172_;
        bool l_2233_ = (_e4101 == 1u);
        if (l_2229_) {
            local_162 = l_2233_;
        } else {
            local_162 = false;
        }
        bool l_2234_ = local_162;
        double _e4108 = l_mut_749_;
        double l_2235_ = (l_2234_ ? l_2219_ : _e4108);
        l_mut_749_ = l_2235_;
        uint _e4110 = l_mut_172_;
        bool l_2236_ = (_e4110 == 2u);
        if (l_2229_) {
            local_163 = l_2236_;
        } else {
            local_163 = false;
        }
        bool l_2237_ = local_163;
        double _e4117 = l_mut_748_;
        double l_2238_ = (l_2237_ ? l_2219_ : _e4117);
        l_mut_748_ = l_2238_;
        double l_2239_ = (l_2229_ ? l_2226_ : l_2219_);
        double _e4120 = l_mut_167_;
        double l_2240_ = (_e4120 + l_2217_);
        double l_2241_ = (l_2227_ ? l_2239_ : l_2240_);
        l_mut_167_ = l_2241_;
        uint l_2242_ = uint(l_2229_);
        uint _e4124 = l_mut_172_;
        l_mut_172_ = (_e4124 + l_2242_);
        double l_2243_ = a_1995_[5];
        double _e4128 = l_mut_167_;
        double l_2244_ = (_e4128 + l_2243_);
        double l_2245_ = (l_2244_ * l_4_);
        double _e4131 = l_mut_167_;
        double l_2246_ = (l_2245_ - _e4131);
        double l_2247_ = (l_2246_ * l_4_);
        double l_2248_ = (l_2245_ - l_2247_);
        double l_2249_ = (l_2248_ * l_4_);
        double _e4136 = l_mut_167_;
        double l_2250_ = (_e4136 - l_2249_);
        double l_2251_ = (l_2243_ - l_2247_);
        double l_2252_ = (l_2250_ + l_2251_);
        uint _e4140 = l_mut_172_;
        bool l_2253_ = (_e4140 < 3u);
        bool l_2254_ = (l_2252_ != 0.0LF);
        if (l_2253_) {
            local_164 = l_2254_;
        } else {
            local_164 = false;
        }
        bool l_2255_ = local_164;
        uint _e4149 = l_mut_172_;
        bool l_2256_ = (_e4149 == 0u);
        if (l_2255_) {
            local_165 = l_2256_;
        } else {
            local_165 = false;
        }
        bool l_2257_ = local_165;
        double _e4156 = l_mut_750_;
        double l_2258_ = (l_2257_ ? l_2245_ : _e4156);
        l_mut_750_ = l_2258_;
        uint _e4158 = l_mut_172_;
        bool l_2259_ = (_e4158 == 1u);
        if (l_2255_) {
            local_166 = l_2259_;
        } else {
            local_166 = false;
        }
        bool l_2260_ = local_166;
        double _e4165 = l_mut_749_;
        double l_2261_ = (l_2260_ ? l_2245_ : _e4165);
        l_mut_749_ = l_2261_;
        uint _e4167 = l_mut_172_;
        bool l_2262_ = (_e4167 == 2u);
        if (l_2255_) {
            local_167 = l_2262_;
        } else {
            local_167 = false;
        }
        bool l_2263_ = local_167;
        double _e4174 = l_mut_748_;
        double l_2264_ = (l_2263_ ? l_2245_ : _e4174);
        l_mut_748_ = l_2264_;
        double l_2265_ = (l_2255_ ? l_2252_ : l_2245_);
        double _e4177 = l_mut_167_;
        double l_2266_ = (_e4177 + l_2243_);
        double l_2267_ = (l_2253_ ? l_2265_ : l_2266_);
        l_mut_167_ = l_2267_;
        uint l_2268_ = uint(l_2255_);
        uint _e4181 = l_mut_172_;
        l_mut_172_ = (_e4181 + l_2268_);
        double l_2269_ = a_1995_[6];
        double _e4185 = l_mut_167_;
        double l_2270_ = (_e4185 + l_2269_);
        double l_2271_ = (l_2270_ * l_4_);
        double _e4188 = l_mut_167_;
        double l_2272_ = (l_2271_ - _e4188);
        double l_2273_ = (l_2272_ * l_4_);
        double l_2274_ = (l_2271_ - l_2273_);
        double l_2275_ = (l_2274_ * l_4_);
        double _e4193 = l_mut_167_;
        double l_2276_ = (_e4193 - l_2275_);
        double l_2277_ = (l_2269_ - l_2273_);
        double l_2278_ = (l_2276_ + l_2277_);
        uint _e4197 = l_mut_172_;
        bool l_2279_ = (_e4197 < 3u);
        bool l_2280_ = (l_2278_ != 0.0LF);
        if (l_2279_) {
            local_168 = l_2280_;
        } else {
            local_168 = false;
        }
        bool l_2281_ = local_168;
        uint _e4206 = l_mut_172_;
        bool l_2282_ = (_e4206 == 0u);
        if (l_2281_) {
            local_169 = l_2282_;
        } else {
            local_169 = false;
        }
        bool l_2283_ = local_169;
        double _e4213 = l_mut_750_;
        double l_2284_ = (l_2283_ ? l_2271_ : _e4213);
        l_mut_750_ = l_2284_;
        uint _e4215 = l_mut_172_;
        bool l_2285_ = (_e4215 == 1u);
        if (l_2281_) {
            local_170 = l_2285_;
        } else {
            local_170 = false;
        }
        bool l_2286_ = local_170;
        double _e4222 = l_mut_749_;
        double l_2287_ = (l_2286_ ? l_2271_ : _e4222);
        l_mut_749_ = l_2287_;
        uint _e4224 = l_mut_172_;
        bool l_2288_ = (_e4224 == 2u);
        if (l_2281_) {
            local_171 = l_2288_;
        } else {
            local_171 = false;
        }
        bool l_2289_ = local_171;
        double _e4231 = l_mut_748_;
        double l_2290_ = (l_2289_ ? l_2271_ : _e4231);
        l_mut_748_ = l_2290_;
        double l_2291_ = (l_2281_ ? l_2278_ : l_2271_);
        double _e4234 = l_mut_167_;
        double l_2292_ = (_e4234 + l_2269_);
        double l_2293_ = (l_2279_ ? l_2291_ : l_2292_);
        l_mut_167_ = l_2293_;
        uint l_2294_ = uint(l_2281_);
        uint _e4238 = l_mut_172_;
        l_mut_172_ = (_e4238 + l_2294_);
        double l_2295_ = a_1995_[7];
        double _e4242 = l_mut_167_;
        double l_2296_ = (_e4242 + l_2295_);
        double l_2297_ = (l_2296_ * l_4_);
        double _e4245 = l_mut_167_;
        double l_2298_ = (l_2297_ - _e4245);
        double l_2299_ = (l_2298_ * l_4_);
        double l_2300_ = (l_2297_ - l_2299_);
        double l_2301_ = (l_2300_ * l_4_);
        double _e4250 = l_mut_167_;
        double l_2302_ = (_e4250 - l_2301_);
        double l_2303_ = (l_2295_ - l_2299_);
        double l_2304_ = (l_2302_ + l_2303_);
        uint _e4254 = l_mut_172_;
        bool l_2305_ = (_e4254 < 3u);
        bool l_2306_ = (l_2304_ != 0.0LF);
        if (l_2305_) {
            local_172 = l_2306_;
        } else {
            local_172 = false;
        }
        bool l_2307_ = local_172;
        uint _e4263 = l_mut_172_;
        bool l_2308_ = (_e4263 == 0u);
        if (l_2307_) {
            local_173 = l_2308_;
        } else {
            local_173 = false;
        }
        bool l_2309_ = local_173;
        double _e4270 = l_mut_750_;
        double l_2310_ = (l_2309_ ? l_2297_ : _e4270);
        l_mut_750_ = l_2310_;
        uint _e4272 = l_mut_172_;
        bool l_2311_ = (_e4272 == 1u);
        if (l_2307_) {
            local_174 = l_2311_;
        } else {
            local_174 = false;
        }
        bool l_2312_ = local_174;
        double _e4279 = l_mut_749_;
        double l_2313_ = (l_2312_ ? l_2297_ : _e4279);
        l_mut_749_ = l_2313_;
        uint _e4281 = l_mut_172_;
        bool l_2314_ = (_e4281 == 2u);
        if (l_2307_) {
            local_175 = l_2314_;
        } else {
            local_175 = false;
        }
        bool l_2315_ = local_175;
        double _e4288 = l_mut_748_;
        double l_2316_ = (l_2315_ ? l_2297_ : _e4288);
        l_mut_748_ = l_2316_;
        double l_2317_ = (l_2307_ ? l_2304_ : l_2297_);
        double _e4291 = l_mut_167_;
        double l_2318_ = (_e4291 + l_2295_);
        double l_2319_ = (l_2305_ ? l_2317_ : l_2318_);
        l_mut_167_ = l_2319_;
        uint l_2320_ = uint(l_2307_);
        uint _e4295 = l_mut_172_;
        l_mut_172_ = (_e4295 + l_2320_);
        uint _e4297 = l_mut_172_;
        bool l_2321_ = (_e4297 == 0u);
        double _e4300 = l_mut_750_;
        double _e4301 = l_mut_167_;
        double l_2322_ = (l_2321_ ? _e4301 : _e4300);
        l_mut_750_ = l_2322_;
        uint _e4303 = l_mut_172_;
        bool l_2323_ = (_e4303 == 1u);
        double _e4306 = l_mut_749_;
        double _e4307 = l_mut_167_;
        double l_2324_ = (l_2323_ ? _e4307 : _e4306);
        l_mut_749_ = l_2324_;
        uint _e4309 = l_mut_172_;
        bool l_2325_ = (_e4309 == 2u);
        double _e4312 = l_mut_748_;
        double _e4313 = l_mut_167_;
        double l_2326_ = (l_2325_ ? _e4313 : _e4312);
        l_mut_748_ = l_2326_;
        uint _e4315 = l_mut_172_;
        bool l_2327_ = (_e4315 == 3u);
        double _e4318 = l_mut_747_;
        double _e4319 = l_mut_167_;
        double l_2328_ = (l_2327_ ? _e4319 : _e4318);
        l_mut_747_ = l_2328_;
        double _e4321 = l_mut_750_;
        double l_2329_ = (_e4321 / l_14_);
        double l_2330_ = (l_1755_ + l_2329_);
        double l_2331_ = (l_2330_ * l_4_);
        double l_2332_ = (l_2331_ - l_1755_);
        double l_2333_ = (l_2332_ * l_4_);
        double l_2334_ = (l_2329_ - l_2333_);
        double l_2335_ = (l_1181_ + l_2331_);
        double l_2336_ = (l_2335_ * l_4_);
        double l_2337_ = (l_2336_ - l_1181_);
        double l_2338_ = (l_2337_ * l_4_);
        double l_2339_ = (l_2331_ - l_2338_);
        double l_2340_ = (l_603_ + l_2336_);
        double l_2341_ = (l_2340_ * l_4_);
        double l_2342_ = (l_2341_ - l_603_);
        double l_2343_ = (l_2342_ * l_4_);
        double l_2344_ = (l_2336_ - l_2343_);
        double l_2345_ = (l_23_ + l_2341_);
        double l_2346_ = (l_2345_ * l_4_);
        double l_2347_ = (l_2346_ - l_23_);
        double l_2348_ = (l_2347_ * l_4_);
        double l_2349_ = (l_2341_ - l_2348_);
        l_mut_171_ = 0.0LF;
        l_mut_170_ = 0.0LF;
        l_mut_169_ = 0.0LF;
        l_mut_168_ = 0.0LF;
        l_mut_167_ = l_2346_;
        l_mut_172_ = 0u;
        double _e4348 = l_mut_167_;
        double l_2350_ = (_e4348 + l_2349_);
        double l_2351_ = (l_2350_ * l_4_);
        double _e4351 = l_mut_167_;
        double l_2352_ = (l_2351_ - _e4351);
        double l_2353_ = (l_2352_ * l_4_);
        double l_2354_ = (l_2349_ - l_2353_);
        uint _e4355 = l_mut_172_;
        bool l_2355_ = (_e4355 < 3u);
        bool l_2356_ = (l_2354_ != 0.0LF);
        if (l_2355_) {
            local_176 = l_2356_;
        } else {
            local_176 = false;
        }
        bool l_2357_ = local_176;
        uint _e4364 = l_mut_172_;
        bool l_2358_ = (_e4364 == 0u);
        if (l_2357_) {
            local_177 = l_2358_;
        } else {
            local_177 = false;
        }
        bool l_2359_ = local_177;
        double _e4371 = l_mut_171_;
        double l_2360_ = (l_2359_ ? l_2351_ : _e4371);
        l_mut_171_ = l_2360_;
        uint _e4373 = l_mut_172_;
        bool l_2361_ = (_e4373 == 1u);
        if (l_2357_) {
            local_178 = l_2361_;
        } else {
            local_178 = false;
        }
        bool l_2362_ = local_178;
        double _e4380 = l_mut_170_;
        double l_2363_ = (l_2362_ ? l_2351_ : _e4380);
        l_mut_170_ = l_2363_;
        uint _e4382 = l_mut_172_;
        bool l_2364_ = (_e4382 == 2u);
        if (l_2357_) {
            local_179 = l_2364_;
        } else {
            local_179 = false;
        }
        bool l_2365_ = local_179;
        double _e4389 = l_mut_169_;
        double l_2366_ = (l_2365_ ? l_2351_ : _e4389);
        l_mut_169_ = l_2366_;
        double l_2367_ = (l_2357_ ? l_2354_ : l_2351_);
        double _e4392 = l_mut_167_;
        double l_2368_ = (_e4392 + l_2349_);
        double l_2369_ = (l_2355_ ? l_2367_ : l_2368_);
        l_mut_167_ = l_2369_;
        uint l_2370_ = uint(l_2357_);
        uint _e4396 = l_mut_172_;
        l_mut_172_ = (_e4396 + l_2370_);
        double _e4398 = l_mut_167_;
        double l_2371_ = (_e4398 + l_2344_);
        double l_2372_ = (l_2371_ * l_4_);
        double _e4401 = l_mut_167_;
        double l_2373_ = (l_2372_ - _e4401);
        double l_2374_ = (l_2373_ * l_4_);
        double l_2375_ = (l_2344_ - l_2374_);
        uint _e4405 = l_mut_172_;
        bool l_2376_ = (_e4405 < 3u);
        bool l_2377_ = (l_2375_ != 0.0LF);
        if (l_2376_) {
            local_180 = l_2377_;
        } else {
            local_180 = false;
        }
        bool l_2378_ = local_180;
        uint _e4414 = l_mut_172_;
        bool l_2379_ = (_e4414 == 0u);
        if (l_2378_) {
            local_181 = l_2379_;
        } else {
            local_181 = false;
        }
        bool l_2380_ = local_181;
        double _e4421 = l_mut_171_;
        double l_2381_ = (l_2380_ ? l_2372_ : _e4421);
        l_mut_171_ = l_2381_;
        uint _e4423 = l_mut_172_;
        bool l_2382_ = (_e4423 == 1u);
        if (l_2378_) {
            local_182 = l_2382_;
        } else {
            local_182 = false;
        }
        bool l_2383_ = local_182;
        double _e4430 = l_mut_170_;
        double l_2384_ = (l_2383_ ? l_2372_ : _e4430);
        l_mut_170_ = l_2384_;
        uint _e4432 = l_mut_172_;
        bool l_2385_ = (_e4432 == 2u);
        if (l_2378_) {
            local_183 = l_2385_;
        } else {
            local_183 = false;
        }
        bool l_2386_ = local_183;
        double _e4439 = l_mut_169_;
        double l_2387_ = (l_2386_ ? l_2372_ : _e4439);
        l_mut_169_ = l_2387_;
        double l_2388_ = (l_2378_ ? l_2375_ : l_2372_);
        double _e4442 = l_mut_167_;
        double l_2389_ = (_e4442 + l_2344_);
        double l_2390_ = (l_2376_ ? l_2388_ : l_2389_);
        l_mut_167_ = l_2390_;
        uint l_2391_ = uint(l_2378_);
        uint _e4446 = l_mut_172_;
        l_mut_172_ = (_e4446 + l_2391_);
        double _e4448 = l_mut_167_;
        double l_2392_ = (_e4448 + l_2339_);
        double l_2393_ = (l_2392_ * l_4_);
        double _e4451 = l_mut_167_;
        double l_2394_ = (l_2393_ - _e4451);
        double l_2395_ = (l_2394_ * l_4_);
        double l_2396_ = (l_2339_ - l_2395_);
        uint _e4455 = l_mut_172_;
        bool l_2397_ = (_e4455 < 3u);
        bool l_2398_ = (l_2396_ != 0.0LF);
        if (l_2397_) {
            local_184 = l_2398_;
        } else {
            local_184 = false;
        }
        bool l_2399_ = local_184;
        uint _e4464 = l_mut_172_;
        bool l_2400_ = (_e4464 == 0u);
        if (l_2399_) {
            local_185 = l_2400_;
        } else {
            local_185 = false;
        }
        bool l_2401_ = local_185;
        double _e4471 = l_mut_171_;
        double l_2402_ = (l_2401_ ? l_2393_ : _e4471);
        l_mut_171_ = l_2402_;
        uint _e4473 = l_mut_172_;
        bool l_2403_ = (_e4473 == 1u);
        if (l_2399_) {
            local_186 = l_2403_;
        } else {
            local_186 = false;
        }
        bool l_2404_ = local_186;
        double _e4480 = l_mut_170_;
        double l_2405_ = (l_2404_ ? l_2393_ : _e4480);
        l_mut_170_ = l_2405_;
        uint _e4482 = l_mut_172_;
        bool l_2406_ = (_e4482 == 2u);
        if (l_2399_) {
            local_187 = l_2406_;
        } else {
            local_187 = false;
        }
        bool l_2407_ = local_187;
        double _e4489 = l_mut_169_;
        double l_2408_ = (l_2407_ ? l_2393_ : _e4489);
        l_mut_169_ = l_2408_;
        double l_2409_ = (l_2399_ ? l_2396_ : l_2393_);
        double _e4492 = l_mut_167_;
        double l_2410_ = (_e4492 + l_2339_);
        double l_2411_ = (l_2397_ ? l_2409_ : l_2410_);
        l_mut_167_ = l_2411_;
        uint l_2412_ = uint(l_2399_);
        uint _e4496 = l_mut_172_;
        l_mut_172_ = (_e4496 + l_2412_);
        double _e4498 = l_mut_167_;
        double l_2413_ = (_e4498 + l_2334_);
        double l_2414_ = (l_2413_ * l_4_);
        double _e4501 = l_mut_167_;
        double l_2415_ = (l_2414_ - _e4501);
        double l_2416_ = (l_2415_ * l_4_);
        double l_2417_ = (l_2334_ - l_2416_);
        uint _e4505 = l_mut_172_;
        bool l_2418_ = (_e4505 < 3u);
        bool l_2419_ = (l_2417_ != 0.0LF);
        if (l_2418_) {
            local_188 = l_2419_;
        } else {
            local_188 = false;
        }
        bool l_2420_ = local_188;
        uint _e4514 = l_mut_172_;
        bool l_2421_ = (_e4514 == 0u);
        if (l_2420_) {
            local_189 = l_2421_;
        } else {
            local_189 = false;
        }
        bool l_2422_ = local_189;
        double _e4521 = l_mut_171_;
        double l_2423_ = (l_2422_ ? l_2414_ : _e4521);
        l_mut_171_ = l_2423_;
        uint _e4523 = l_mut_172_;
        bool l_2424_ = (_e4523 == 1u);
        if (l_2420_) {
            local_190 = l_2424_;
        } else {
            local_190 = false;
        }
        bool l_2425_ = local_190;
        double _e4530 = l_mut_170_;
        double l_2426_ = (l_2425_ ? l_2414_ : _e4530);
        l_mut_170_ = l_2426_;
        uint _e4532 = l_mut_172_;
        bool l_2427_ = (_e4532 == 2u);
        if (l_2420_) {
            local_191 = l_2427_;
        } else {
            local_191 = false;
        }
        bool l_2428_ = local_191;
        double _e4539 = l_mut_169_;
        double l_2429_ = (l_2428_ ? l_2414_ : _e4539);
        l_mut_169_ = l_2429_;
        double l_2430_ = (l_2420_ ? l_2417_ : l_2414_);
        double _e4542 = l_mut_167_;
        double l_2431_ = (_e4542 + l_2334_);
        double l_2432_ = (l_2418_ ? l_2430_ : l_2431_);
        l_mut_167_ = l_2432_;
        uint l_2433_ = uint(l_2420_);
        uint _e4546 = l_mut_172_;
        l_mut_172_ = (_e4546 + l_2433_);
        uint _e4548 = l_mut_172_;
        bool l_2434_ = (_e4548 == 0u);
        double _e4551 = l_mut_171_;
        double _e4552 = l_mut_167_;
        double l_2435_ = (l_2434_ ? _e4552 : _e4551);
        l_mut_171_ = l_2435_;
        uint _e4554 = l_mut_172_;
        bool l_2436_ = (_e4554 == 1u);
        double _e4557 = l_mut_170_;
        double _e4558 = l_mut_167_;
        double l_2437_ = (l_2436_ ? _e4558 : _e4557);
        l_mut_170_ = l_2437_;
        uint _e4560 = l_mut_172_;
        bool l_2438_ = (_e4560 == 2u);
        double _e4563 = l_mut_169_;
        double _e4564 = l_mut_167_;
        double l_2439_ = (l_2438_ ? _e4564 : _e4563);
        l_mut_169_ = l_2439_;
        uint _e4566 = l_mut_172_;
        bool l_2440_ = (_e4566 == 3u);
        double _e4569 = l_mut_168_;
        double _e4570 = l_mut_167_;
        double l_2441_ = (l_2440_ ? _e4570 : _e4569);
        l_mut_168_ = l_2441_;
        uint l_2517_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2518_ = (l_2517_ * 1u);
        bool l_2519_ = (id < l_2518_);
        if (l_2519_) {
            double _e4581 = l_mut_171_;
            _group_0_binding_3_cs[id] = _e4581;
        }
        uint l_2442_ = (l_1_ + id);
        uint l_2520_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2521_ = (l_2520_ * 1u);
        bool l_2522_ = (l_2442_ < l_2521_);
        if (l_2522_) {
            double _e4592 = l_mut_170_;
            _group_0_binding_3_cs[l_2442_] = _e4592;
        }
        uint l_2443_ = (2u * l_1_);
        uint l_2444_ = (l_2443_ + id);
        uint l_2523_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2524_ = (l_2523_ * 1u);
        bool l_2525_ = (l_2444_ < l_2524_);
        if (l_2525_) {
            double _e4605 = l_mut_169_;
            _group_0_binding_3_cs[l_2444_] = _e4605;
        }
        uint l_2445_ = (3u * l_1_);
        uint l_2446_ = (l_2445_ + id);
        uint l_2526_ = _group_0_binding_4_cs.static_meta[3];
        uint l_2527_ = (l_2526_ * 1u);
        bool l_2528_ = (l_2446_ < l_2527_);
        if (l_2528_) {
            double _e4618 = l_mut_168_;
            _group_0_binding_3_cs[l_2446_] = _e4618;
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
