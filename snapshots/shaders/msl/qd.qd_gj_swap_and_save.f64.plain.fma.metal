
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[6];
};

[[kernel]]
void gj_swap_and_save_f_f64(
    device #error type double not supported!
 * buffer_0 [[buffer(0)]],
    device #error type double not supported!
 * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    constant info_st& info [[buffer(3)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.scalars_uint[2] + info.scalars_uint[3];
const uint l_1 = l_0 + thread_index_in_grid;
const bool l_2 = l_1 < info.scalars_uint[1];
if (l_2) {
const uint l_3 = info.scalars_uint[0] * info.scalars_uint[1];

for (uint l_mut_4 = uint(0); l_mut_4 < info.scalars_uint[3]; ++l_mut_4) {
const uint l_5 = info.scalars_uint[2] + l_mut_4;
const uint l_65 = info.static_meta[uint(2)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = l_mut_4 < l_66;
const uint l_68 = l_66 - uint(1);
const uint l_69 = min(l_mut_4, l_68);
const uint l_70 = buffer_2[l_69];
const uint l_71 = (l_67) ? l_70 : uint(0);
const uint l_6 = l_71;
const bool l_7 = l_6 != l_5;
if (l_7) {
const uint l_8 = l_5 * info.scalars_uint[1];
const uint l_9 = l_8 + l_1;
const uint l_72 = info.static_meta[uint(0)];
const uint l_73 = l_72 * uint(1);
const bool l_74 = l_9 < l_73;
const uint l_75 = l_73 - uint(1);
const uint l_76 = min(l_9, l_75);
const #error type double not supported!
 l_77 = buffer_0[l_76];
const #error type double not supported!
 l_78 = (l_74) ? l_77 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_78;
const uint l_11 = l_3 + l_9;
const uint l_79 = info.static_meta[uint(0)];
const uint l_80 = l_79 * uint(1);
const bool l_81 = l_11 < l_80;
const uint l_82 = l_80 - uint(1);
const uint l_83 = min(l_11, l_82);
const #error type double not supported!
 l_84 = buffer_0[l_83];
const #error type double not supported!
 l_85 = (l_81) ? l_84 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_12 = l_85;
const uint l_13 = uint(2) * l_3;
const uint l_14 = l_13 + l_9;
const uint l_86 = info.static_meta[uint(0)];
const uint l_87 = l_86 * uint(1);
const bool l_88 = l_14 < l_87;
const uint l_89 = l_87 - uint(1);
const uint l_90 = min(l_14, l_89);
const #error type double not supported!
 l_91 = buffer_0[l_90];
const #error type double not supported!
 l_92 = (l_88) ? l_91 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_15 = l_92;
const uint l_16 = uint(3) * l_3;
const uint l_17 = l_16 + l_9;
const uint l_93 = info.static_meta[uint(0)];
const uint l_94 = l_93 * uint(1);
const bool l_95 = l_17 < l_94;
const uint l_96 = l_94 - uint(1);
const uint l_97 = min(l_17, l_96);
const #error type double not supported!
 l_98 = buffer_0[l_97];
const #error type double not supported!
 l_99 = (l_95) ? l_98 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_18 = l_99;
const uint l_19 = l_6 * info.scalars_uint[1];
const uint l_20 = l_19 + l_1;
const uint l_100 = info.static_meta[uint(0)];
const uint l_101 = l_100 * uint(1);
const bool l_102 = l_20 < l_101;
const uint l_103 = l_101 - uint(1);
const uint l_104 = min(l_20, l_103);
const #error type double not supported!
 l_105 = buffer_0[l_104];
const #error type double not supported!
 l_106 = (l_102) ? l_105 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_21 = l_106;
const uint l_22 = l_3 + l_20;
const uint l_107 = info.static_meta[uint(0)];
const uint l_108 = l_107 * uint(1);
const bool l_109 = l_22 < l_108;
const uint l_110 = l_108 - uint(1);
const uint l_111 = min(l_22, l_110);
const #error type double not supported!
 l_112 = buffer_0[l_111];
const #error type double not supported!
 l_113 = (l_109) ? l_112 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_23 = l_113;
const uint l_24 = uint(2) * l_3;
const uint l_25 = l_24 + l_20;
const uint l_114 = info.static_meta[uint(0)];
const uint l_115 = l_114 * uint(1);
const bool l_116 = l_25 < l_115;
const uint l_117 = l_115 - uint(1);
const uint l_118 = min(l_25, l_117);
const #error type double not supported!
 l_119 = buffer_0[l_118];
const #error type double not supported!
 l_120 = (l_116) ? l_119 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_26 = l_120;
const uint l_27 = uint(3) * l_3;
const uint l_28 = l_27 + l_20;
const uint l_121 = info.static_meta[uint(0)];
const uint l_122 = l_121 * uint(1);
const bool l_123 = l_28 < l_122;
const uint l_124 = l_122 - uint(1);
const uint l_125 = min(l_28, l_124);
const #error type double not supported!
 l_126 = buffer_0[l_125];
const #error type double not supported!
 l_127 = (l_123) ? l_126 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_29 = l_127;
const uint l_30 = l_5 * info.scalars_uint[1];
const uint l_31 = l_30 + l_1;
const uint l_128 = info.static_meta[uint(0)];
const uint l_129 = l_128 * uint(1);
const bool l_130 = l_31 < l_129;
if (l_130) {
buffer_0[l_31] = l_21;
}
const uint l_32 = l_3 + l_31;
const uint l_131 = info.static_meta[uint(0)];
const uint l_132 = l_131 * uint(1);
const bool l_133 = l_32 < l_132;
if (l_133) {
buffer_0[l_32] = l_23;
}
const uint l_33 = uint(2) * l_3;
const uint l_34 = l_33 + l_31;
const uint l_134 = info.static_meta[uint(0)];
const uint l_135 = l_134 * uint(1);
const bool l_136 = l_34 < l_135;
if (l_136) {
buffer_0[l_34] = l_26;
}
const uint l_35 = uint(3) * l_3;
const uint l_36 = l_35 + l_31;
const uint l_137 = info.static_meta[uint(0)];
const uint l_138 = l_137 * uint(1);
const bool l_139 = l_36 < l_138;
if (l_139) {
buffer_0[l_36] = l_29;
}
const uint l_37 = l_6 * info.scalars_uint[1];
const uint l_38 = l_37 + l_1;
const uint l_140 = info.static_meta[uint(0)];
const uint l_141 = l_140 * uint(1);
const bool l_142 = l_38 < l_141;
if (l_142) {
buffer_0[l_38] = l_10;
}
const uint l_39 = l_3 + l_38;
const uint l_143 = info.static_meta[uint(0)];
const uint l_144 = l_143 * uint(1);
const bool l_145 = l_39 < l_144;
if (l_145) {
buffer_0[l_39] = l_12;
}
const uint l_40 = uint(2) * l_3;
const uint l_41 = l_40 + l_38;
const uint l_146 = info.static_meta[uint(0)];
const uint l_147 = l_146 * uint(1);
const bool l_148 = l_41 < l_147;
if (l_148) {
buffer_0[l_41] = l_15;
}
const uint l_42 = uint(3) * l_3;
const uint l_43 = l_42 + l_38;
const uint l_149 = info.static_meta[uint(0)];
const uint l_150 = l_149 * uint(1);
const bool l_151 = l_43 < l_150;
if (l_151) {
buffer_0[l_43] = l_18;
}
}
}

for (uint l_mut_44 = uint(0); l_mut_44 < info.scalars_uint[3]; ++l_mut_44) {
const uint l_45 = info.scalars_uint[2] + l_mut_44;
const uint l_46 = l_45 * info.scalars_uint[1];
const uint l_47 = l_46 + l_1;
const uint l_152 = info.static_meta[uint(0)];
const uint l_153 = l_152 * uint(1);
const bool l_154 = l_47 < l_153;
const uint l_155 = l_153 - uint(1);
const uint l_156 = min(l_47, l_155);
const #error type double not supported!
 l_157 = buffer_0[l_156];
const #error type double not supported!
 l_158 = (l_154) ? l_157 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_48 = l_158;
const uint l_49 = l_3 + l_47;
const uint l_159 = info.static_meta[uint(0)];
const uint l_160 = l_159 * uint(1);
const bool l_161 = l_49 < l_160;
const uint l_162 = l_160 - uint(1);
const uint l_163 = min(l_49, l_162);
const #error type double not supported!
 l_164 = buffer_0[l_163];
const #error type double not supported!
 l_165 = (l_161) ? l_164 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_50 = l_165;
const uint l_51 = uint(2) * l_3;
const uint l_52 = l_51 + l_47;
const uint l_166 = info.static_meta[uint(0)];
const uint l_167 = l_166 * uint(1);
const bool l_168 = l_52 < l_167;
const uint l_169 = l_167 - uint(1);
const uint l_170 = min(l_52, l_169);
const #error type double not supported!
 l_171 = buffer_0[l_170];
const #error type double not supported!
 l_172 = (l_168) ? l_171 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_53 = l_172;
const uint l_54 = uint(3) * l_3;
const uint l_55 = l_54 + l_47;
const uint l_173 = info.static_meta[uint(0)];
const uint l_174 = l_173 * uint(1);
const bool l_175 = l_55 < l_174;
const uint l_176 = l_174 - uint(1);
const uint l_177 = min(l_55, l_176);
const #error type double not supported!
 l_178 = buffer_0[l_177];
const #error type double not supported!
 l_179 = (l_175) ? l_178 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_56 = l_179;
const uint l_57 = l_mut_44 * info.scalars_uint[1];
const uint l_58 = l_57 + l_1;
const uint l_59 = uint(16) * info.scalars_uint[1];
const uint l_180 = info.static_meta[uint(1)];
const uint l_181 = l_180 * uint(1);
const bool l_182 = l_58 < l_181;
if (l_182) {
buffer_1[l_58] = l_48;
}
const uint l_60 = l_59 + l_58;
const uint l_183 = info.static_meta[uint(1)];
const uint l_184 = l_183 * uint(1);
const bool l_185 = l_60 < l_184;
if (l_185) {
buffer_1[l_60] = l_50;
}
const uint l_61 = uint(2) * l_59;
const uint l_62 = l_61 + l_58;
const uint l_186 = info.static_meta[uint(1)];
const uint l_187 = l_186 * uint(1);
const bool l_188 = l_62 < l_187;
if (l_188) {
buffer_1[l_62] = l_53;
}
const uint l_63 = uint(3) * l_59;
const uint l_64 = l_63 + l_58;
const uint l_189 = info.static_meta[uint(1)];
const uint l_190 = l_189 * uint(1);
const bool l_191 = l_64 < l_190;
if (l_191) {
buffer_1[l_64] = l_56;
}
}
}

}
