
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[4];
};

[[kernel]]
void gj_eliminate_f_f32(
    device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    constant info_st& info [[buffer(2)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_105 = info.static_meta[uint(1)];
const uint l_106 = l_105 * uint(1);
const bool l_107 = uint(0) < l_106;
const uint l_108 = l_106 - uint(1);
const uint l_109 = min(uint(0), l_108);
const float l_110 = buffer_1[l_109];
const float l_111 = (l_107) ? l_110 : float(0.0);
const float l_0 = l_111;
const uint l_112 = info.static_meta[uint(1)];
const uint l_113 = l_112 * uint(1);
const bool l_114 = uint(1) < l_113;
const uint l_115 = l_113 - uint(1);
const uint l_116 = min(uint(1), l_115);
const float l_117 = buffer_1[l_116];
const float l_118 = (l_114) ? l_117 : float(0.0);
const float l_1 = l_118;
const uint l_2 = info.scalars_uint[1] + info.scalars_uint[2];
const uint l_3 = info.scalars_uint[0] * uint(32);
const bool l_4 = thread_index_in_grid < l_3;
if (l_4) {
const uint l_5 = thread_index_in_grid / uint(32);
const uint l_6 = thread_index_in_grid % uint(32);
const bool l_7 = l_5 != l_2;
const bool l_8 = l_6 > info.scalars_uint[2];
const bool l_9 = l_7 && l_8;
if (l_9) {
const uint l_10 = info.scalars_uint[0] * uint(32);
const uint l_11 = l_5 * uint(32);
const uint l_12 = l_11 + info.scalars_uint[2];
const uint l_119 = info.static_meta[uint(0)];
const uint l_120 = l_119 * uint(1);
const bool l_121 = l_12 < l_120;
const uint l_122 = l_120 - uint(1);
const uint l_123 = min(l_12, l_122);
const float l_124 = buffer_0[l_123];
const float l_125 = (l_121) ? l_124 : float(0.0);
const float l_13 = l_125;
const uint l_14 = l_10 + l_12;
const uint l_126 = info.static_meta[uint(0)];
const uint l_127 = l_126 * uint(1);
const bool l_128 = l_14 < l_127;
const uint l_129 = l_127 - uint(1);
const uint l_130 = min(l_14, l_129);
const float l_131 = buffer_0[l_130];
const float l_132 = (l_128) ? l_131 : float(0.0);
const float l_15 = l_132;
const float l_16 = -l_13;
const float l_17 = -l_15;
const uint l_133 = info.static_meta[uint(0)];
const uint l_134 = l_133 * uint(1);
const bool l_135 = thread_index_in_grid < l_134;
const uint l_136 = l_134 - uint(1);
const uint l_137 = min(thread_index_in_grid, l_136);
const float l_138 = buffer_0[l_137];
const float l_139 = (l_135) ? l_138 : float(0.0);
const float l_18 = l_139;
const uint l_19 = l_10 + thread_index_in_grid;
const uint l_140 = info.static_meta[uint(0)];
const uint l_141 = l_140 * uint(1);
const bool l_142 = l_19 < l_141;
const uint l_143 = l_141 - uint(1);
const uint l_144 = min(l_19, l_143);
const float l_145 = buffer_0[l_144];
const float l_146 = (l_142) ? l_145 : float(0.0);
const float l_20 = l_146;
const uint l_21 = l_2 * uint(32);
const uint l_22 = l_21 + l_6;
const uint l_147 = info.static_meta[uint(0)];
const uint l_148 = l_147 * uint(1);
const bool l_149 = l_22 < l_148;
const uint l_150 = l_148 - uint(1);
const uint l_151 = min(l_22, l_150);
const float l_152 = buffer_0[l_151];
const float l_153 = (l_149) ? l_152 : float(0.0);
const float l_23 = l_153;
const uint l_24 = l_10 + l_22;
const uint l_154 = info.static_meta[uint(0)];
const uint l_155 = l_154 * uint(1);
const bool l_156 = l_24 < l_155;
const uint l_157 = l_155 - uint(1);
const uint l_158 = min(l_24, l_157);
const float l_159 = buffer_0[l_158];
const float l_160 = (l_156) ? l_159 : float(0.0);
const float l_25 = l_160;
const float l_26 = l_16 * l_23;
const bool l_27 = l_1 != float(0.0);
const float l_28 = (l_27) ? l_26 : l_1;
const float l_29 = l_0 * l_16;
const bool l_30 = l_1 != float(0.0);
const float l_31 = (l_30) ? l_29 : l_1;
const float l_32 = l_31 - l_16;
const bool l_33 = l_1 != float(0.0);
const float l_34 = (l_33) ? l_32 : l_1;
const float l_35 = l_31 - l_34;
const float l_36 = l_16 - l_35;
const float l_37 = l_0 * l_23;
const bool l_38 = l_1 != float(0.0);
const float l_39 = (l_38) ? l_37 : l_1;
const float l_40 = l_39 - l_23;
const bool l_41 = l_1 != float(0.0);
const float l_42 = (l_41) ? l_40 : l_1;
const float l_43 = l_39 - l_42;
const float l_44 = l_23 - l_43;
const float l_45 = l_35 * l_43;
const float l_46 = l_45 - l_28;
const float l_47 = l_35 * l_44;
const float l_48 = l_46 + l_47;
const float l_49 = l_36 * l_43;
const float l_50 = l_48 + l_49;
const float l_51 = l_36 * l_44;
const float l_52 = l_50 + l_51;
const float l_53 = l_16 * l_25;
const float l_54 = l_17 * l_23;
const float l_55 = l_53 + l_54;
const float l_56 = l_52 + l_55;
const float l_57 = l_28 + l_56;
const bool l_58 = l_1 != float(0.0);
const float l_59 = (l_58) ? l_57 : l_1;
const float l_60 = l_59 - l_28;
const bool l_61 = l_1 != float(0.0);
const float l_62 = (l_61) ? l_60 : l_1;
const float l_63 = l_56 - l_62;
const float l_64 = l_18 + l_59;
const bool l_65 = l_1 != float(0.0);
const float l_66 = (l_65) ? l_64 : l_1;
const float l_67 = l_66 - l_18;
const bool l_68 = l_1 != float(0.0);
const float l_69 = (l_68) ? l_67 : l_1;
const float l_70 = l_66 - l_69;
const bool l_71 = l_1 != float(0.0);
const float l_72 = (l_71) ? l_70 : l_1;
const float l_73 = l_18 - l_72;
const float l_74 = l_59 - l_69;
const float l_75 = l_73 + l_74;
const float l_76 = l_20 + l_63;
const bool l_77 = l_1 != float(0.0);
const float l_78 = (l_77) ? l_76 : l_1;
const float l_79 = l_78 - l_20;
const bool l_80 = l_1 != float(0.0);
const float l_81 = (l_80) ? l_79 : l_1;
const float l_82 = l_78 - l_81;
const bool l_83 = l_1 != float(0.0);
const float l_84 = (l_83) ? l_82 : l_1;
const float l_85 = l_20 - l_84;
const float l_86 = l_63 - l_81;
const float l_87 = l_85 + l_86;
const float l_88 = l_75 + l_78;
const float l_89 = l_66 + l_88;
const bool l_90 = l_1 != float(0.0);
const float l_91 = (l_90) ? l_89 : l_1;
const float l_92 = l_91 - l_66;
const bool l_93 = l_1 != float(0.0);
const float l_94 = (l_93) ? l_92 : l_1;
const float l_95 = l_88 - l_94;
const float l_96 = l_87 + l_95;
const float l_97 = l_91 + l_96;
const bool l_98 = l_1 != float(0.0);
const float l_99 = (l_98) ? l_97 : l_1;
const float l_100 = l_99 - l_91;
const bool l_101 = l_1 != float(0.0);
const float l_102 = (l_101) ? l_100 : l_1;
const float l_103 = l_96 - l_102;
const uint l_161 = info.static_meta[uint(0)];
const uint l_162 = l_161 * uint(1);
const bool l_163 = thread_index_in_grid < l_162;
if (l_163) {
buffer_0[thread_index_in_grid] = l_99;
}
const uint l_104 = l_10 + thread_index_in_grid;
const uint l_164 = info.static_meta[uint(0)];
const uint l_165 = l_164 * uint(1);
const bool l_166 = l_104 < l_165;
if (l_166) {
buffer_0[l_104] = l_103;
}
}
}

}
