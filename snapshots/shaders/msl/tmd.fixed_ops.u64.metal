
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void fixed_ops(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_66;
uint64_t l_mut_63;
uint64_t l_mut_64;
const uint l_0 = info.static_meta[uint(7)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = uint(2) * thread_index_in_grid;
const uint l_131 = info.static_meta[uint(0)];
const uint l_132 = l_131 * uint(1);
const bool l_133 = l_2 < l_132;
const uint l_134 = l_132 - uint(1);
const uint l_135 = min(l_2, l_134);
const uint l_136 = buffer_0[l_135];
const uint l_137 = (l_133) ? l_136 : uint(0);
const uint l_3 = l_137;
const uint64_t l_4 = uint64_t(l_3);
const uint l_5 = uint(2) * thread_index_in_grid;
const uint l_6 = l_5 + uint(1);
const uint l_138 = info.static_meta[uint(0)];
const uint l_139 = l_138 * uint(1);
const bool l_140 = l_6 < l_139;
const uint l_141 = l_139 - uint(1);
const uint l_142 = min(l_6, l_141);
const uint l_143 = buffer_0[l_142];
const uint l_144 = (l_140) ? l_143 : uint(0);
const uint l_7 = l_144;
const uint64_t l_8 = uint64_t(l_7);
const uint64_t l_9 = l_8 << uint64_t(32);
const uint64_t l_10 = l_4 | l_9;
const uint l_11 = uint(2) * thread_index_in_grid;
const uint l_145 = info.static_meta[uint(1)];
const uint l_146 = l_145 * uint(1);
const bool l_147 = l_11 < l_146;
const uint l_148 = l_146 - uint(1);
const uint l_149 = min(l_11, l_148);
const uint l_150 = buffer_1[l_149];
const uint l_151 = (l_147) ? l_150 : uint(0);
const uint l_12 = l_151;
const uint64_t l_13 = uint64_t(l_12);
const uint l_14 = uint(2) * thread_index_in_grid;
const uint l_15 = l_14 + uint(1);
const uint l_152 = info.static_meta[uint(1)];
const uint l_153 = l_152 * uint(1);
const bool l_154 = l_15 < l_153;
const uint l_155 = l_153 - uint(1);
const uint l_156 = min(l_15, l_155);
const uint l_157 = buffer_1[l_156];
const uint l_158 = (l_154) ? l_157 : uint(0);
const uint l_16 = l_158;
const uint64_t l_17 = uint64_t(l_16);
const uint64_t l_18 = l_17 << uint64_t(32);
const uint64_t l_19 = l_13 | l_18;
const uint l_159 = info.static_meta[uint(2)];
const uint l_160 = l_159 * uint(1);
const bool l_161 = thread_index_in_grid < l_160;
const uint l_162 = l_160 - uint(1);
const uint l_163 = min(thread_index_in_grid, l_162);
const uint l_164 = buffer_2[l_163];
const uint l_165 = (l_161) ? l_164 : uint(0);
const uint l_20 = l_165;
const uint l_21 = uint(6) * thread_index_in_grid;
const uint64_t l_22 = l_10 + l_19;
const uint l_23 = uint(2) * l_21;
const uint64_t l_24 = l_22 & uint64_t(4294967295);
const uint l_25 = uint(l_24);
const uint l_166 = info.static_meta[uint(4)];
const uint l_167 = l_166 * uint(1);
const bool l_168 = l_23 < l_167;
if (l_168) {
buffer_4[l_23] = l_25;
}
const uint l_26 = uint(2) * l_21;
const uint l_27 = l_26 + uint(1);
const uint64_t l_28 = l_22 >> uint64_t(32);
const uint l_29 = uint(l_28);
const uint l_169 = info.static_meta[uint(4)];
const uint l_170 = l_169 * uint(1);
const bool l_171 = l_27 < l_170;
if (l_171) {
buffer_4[l_27] = l_29;
}
const uint l_30 = uint(6) * thread_index_in_grid;
const uint l_31 = l_30 + uint(1);
const uint64_t l_32 = l_10 - l_19;
const uint l_33 = uint(2) * l_31;
const uint64_t l_34 = l_32 & uint64_t(4294967295);
const uint l_35 = uint(l_34);
const uint l_172 = info.static_meta[uint(4)];
const uint l_173 = l_172 * uint(1);
const bool l_174 = l_33 < l_173;
if (l_174) {
buffer_4[l_33] = l_35;
}
const uint l_36 = uint(2) * l_31;
const uint l_37 = l_36 + uint(1);
const uint64_t l_38 = l_32 >> uint64_t(32);
const uint l_39 = uint(l_38);
const uint l_175 = info.static_meta[uint(4)];
const uint l_176 = l_175 * uint(1);
const bool l_177 = l_37 < l_176;
if (l_177) {
buffer_4[l_37] = l_39;
}
const uint l_40 = uint(6) * thread_index_in_grid;
const uint l_41 = l_40 + uint(2);
const uint64_t l_42 = uint64_t(l_20);
const uint64_t l_43 = l_10 * l_42;
const uint l_44 = uint(2) * l_41;
const uint64_t l_45 = l_43 & uint64_t(4294967295);
const uint l_46 = uint(l_45);
const uint l_178 = info.static_meta[uint(4)];
const uint l_179 = l_178 * uint(1);
const bool l_180 = l_44 < l_179;
if (l_180) {
buffer_4[l_44] = l_46;
}
const uint l_47 = uint(2) * l_41;
const uint l_48 = l_47 + uint(1);
const uint64_t l_49 = l_43 >> uint64_t(32);
const uint l_50 = uint(l_49);
const uint l_181 = info.static_meta[uint(4)];
const uint l_182 = l_181 * uint(1);
const bool l_183 = l_48 < l_182;
if (l_183) {
buffer_4[l_48] = l_50;
}
const uint l_51 = uint(6) * thread_index_in_grid;
const uint l_52 = l_51 + uint(3);
const uint l_53 = l_20 % uint(64);
const uint64_t l_54 = uint64_t(l_53);
const uint64_t l_55 = l_10 >> l_54;
const uint l_56 = uint(2) * l_52;
const uint64_t l_57 = l_55 & uint64_t(4294967295);
const uint l_58 = uint(l_57);
const uint l_184 = info.static_meta[uint(4)];
const uint l_185 = l_184 * uint(1);
const bool l_186 = l_56 < l_185;
if (l_186) {
buffer_4[l_56] = l_58;
}
const uint l_59 = uint(2) * l_52;
const uint l_60 = l_59 + uint(1);
const uint64_t l_61 = l_55 >> uint64_t(32);
const uint l_62 = uint(l_61);
const uint l_187 = info.static_meta[uint(4)];
const uint l_188 = l_187 * uint(1);
const bool l_189 = l_60 < l_188;
if (l_189) {
buffer_4[l_60] = l_62;
}
l_mut_63 = l_19;
l_mut_64 = l_10;
const bool l_65 = l_19 < l_10;
if (l_65) {
l_mut_63 = l_10;
l_mut_64 = l_19;
}
l_mut_66 = uint(0);
const bool l_67 = l_mut_64 == uint64_t(0);
const bool l_68 = !l_67;
const bool l_69 = l_mut_64 < l_mut_63;
const bool l_70 = l_68 && l_69;
if (l_70) {
const uint l_71 = l_20 % uint(32768);
const uint64_t l_72 = l_mut_63 - uint64_t(1);
const uint64_t l_73 = l_72 / l_mut_64;
const uint64_t l_74 = uint64_t(l_71);
const bool l_75 = l_73 < l_74;
const uint64_t l_76 = uint64_t(l_71);
const uint64_t l_77 = (l_75) ? l_73 : l_76;
const uint l_78 = uint(l_77);
l_mut_66 = l_78;
}
const bool l_79 = l_10 < l_19;
const uint l_80 = uint(l_79);
const uint l_81 = l_80 << uint(16);
l_mut_66 = l_mut_66 | l_81;
const uint64_t l_82 = l_10 >> uint64_t(63);
const bool l_83 = l_82 == uint64_t(1);
const uint l_84 = uint(l_83);
const uint l_85 = l_84 << uint(17);
l_mut_66 = l_mut_66 | l_85;
const uint l_86 = uint(6) * thread_index_in_grid;
const uint l_87 = l_86 + uint(4);
const uint64_t l_88 = uint64_t(l_mut_66);
const uint l_89 = uint(2) * l_87;
const uint64_t l_90 = l_88 & uint64_t(4294967295);
const uint l_91 = uint(l_90);
const uint l_190 = info.static_meta[uint(4)];
const uint l_191 = l_190 * uint(1);
const bool l_192 = l_89 < l_191;
if (l_192) {
buffer_4[l_89] = l_91;
}
const uint l_92 = uint(2) * l_87;
const uint l_93 = l_92 + uint(1);
const uint64_t l_94 = l_88 >> uint64_t(32);
const uint l_95 = uint(l_94);
const uint l_193 = info.static_meta[uint(4)];
const uint l_194 = l_193 * uint(1);
const bool l_195 = l_93 < l_194;
if (l_195) {
buffer_4[l_93] = l_95;
}
const uint l_96 = uint(6) * thread_index_in_grid;
const uint l_97 = l_96 + uint(5);
const uint l_196 = info.static_meta[uint(3)];
const uint l_197 = l_196 * uint(1);
const bool l_198 = thread_index_in_grid < l_197;
const uint l_199 = l_197 - uint(1);
const uint l_200 = min(thread_index_in_grid, l_199);
const uint l_201 = buffer_3[l_200];
const uint l_202 = (l_198) ? l_201 : uint(0);
const uint l_98 = l_202;
const uint64_t l_99 = l_10 >> uint64_t(63);
const bool l_100 = l_99 == uint64_t(1);
l_mut_64 = l_10;
if (l_100) {
const uint64_t l_101 = uint64_t(uint(0));
const uint64_t l_102 = l_101 - l_10;
l_mut_64 = l_102;
}
const uint64_t l_103 = uint64_t(l_20);
const uint64_t l_104 = l_mut_64 & uint64_t(4294967295);
const uint64_t l_105 = l_104 * l_103;
const uint64_t l_106 = l_mut_64 >> uint64_t(32);
const uint64_t l_107 = l_106 * l_103;
const uint64_t l_108 = l_107 << uint64_t(32);
const uint64_t l_109 = l_105 + l_108;
const uint64_t l_110 = l_107 >> uint64_t(32);
const bool l_111 = l_109 < l_105;
const uint64_t l_112 = uint64_t(l_111);
const uint64_t l_113 = l_110 + l_112;
l_mut_64 = l_109;
const bool l_114 = l_98 == uint(64);
if (l_114) {
l_mut_64 = l_113;
} else {
const bool l_115 = l_98 > uint(0);
if (l_115) {
const uint l_116 = uint(64) - l_98;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_113 << l_117;
const uint64_t l_119 = uint64_t(l_98);
const uint64_t l_120 = l_109 >> l_119;
const uint64_t l_121 = l_118 | l_120;
l_mut_64 = l_121;
}
}
l_mut_63 = l_mut_64;
if (l_100) {
const uint64_t l_122 = uint64_t(uint(0));
const uint64_t l_123 = l_122 - l_mut_63;
l_mut_63 = l_123;
}
const uint l_124 = uint(2) * l_97;
const uint64_t l_125 = l_mut_63 & uint64_t(4294967295);
const uint l_126 = uint(l_125);
const uint l_203 = info.static_meta[uint(4)];
const uint l_204 = l_203 * uint(1);
const bool l_205 = l_124 < l_204;
if (l_205) {
buffer_4[l_124] = l_126;
}
const uint l_127 = uint(2) * l_97;
const uint l_128 = l_127 + uint(1);
const uint64_t l_129 = l_mut_63 >> uint64_t(32);
const uint l_130 = uint(l_129);
const uint l_206 = info.static_meta[uint(4)];
const uint l_207 = l_206 * uint(1);
const bool l_208 = l_128 < l_207;
if (l_208) {
buffer_4[l_128] = l_130;
}
}

}
