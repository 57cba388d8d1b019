
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void plain_phase1(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device atomic_uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_107;
bool l_mut_109;
uint l_mut_105;
uint l_mut_106;
uint64_t l_mut_104;
uint64_t l_mut_37;
uint64_t l_mut_59;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_131 = info.static_meta[uint(4)];
const uint l_132 = l_131 * uint(1);
const uint l_133 = l_132 - uint(1);
const uint l_134 = min(uint(3), l_133);
device atomic_uint* l_135 = &buffer_4[l_134];
atomic_uint* l_1 = l_135;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * thread_index_in_grid;
const uint l_4 = info.static_meta[uint(5)];
const bool l_5 = l_3 < l_4;
if (l_5) {
const uint l_136 = info.static_meta[uint(3)];
const uint l_137 = l_136 * uint(1);
const bool l_138 = uint(0) < l_137;
const uint l_139 = l_137 - uint(1);
const uint l_140 = min(uint(0), l_139);
const uint l_141 = buffer_3[l_140];
const uint l_142 = (l_138) ? l_141 : uint(0);
const uint l_6 = l_142;
const uint l_143 = info.static_meta[uint(3)];
const uint l_144 = l_143 * uint(1);
const bool l_145 = uint(2) < l_144;
const uint l_146 = l_144 - uint(1);
const uint l_147 = min(uint(2), l_146);
const uint l_148 = buffer_3[l_147];
const uint l_149 = (l_145) ? l_148 : uint(0);
const uint l_7 = l_149;
const uint l_8 = uint(2) * uint(2);
const uint l_150 = info.static_meta[uint(3)];
const uint l_151 = l_150 * uint(1);
const bool l_152 = l_8 < l_151;
const uint l_153 = l_151 - uint(1);
const uint l_154 = min(l_8, l_153);
const uint l_155 = buffer_3[l_154];
const uint l_156 = (l_152) ? l_155 : uint(0);
const uint l_9 = l_156;
const uint64_t l_10 = uint64_t(l_9);
const uint l_11 = uint(2) * uint(2);
const uint l_12 = l_11 + uint(1);
const uint l_157 = info.static_meta[uint(3)];
const uint l_158 = l_157 * uint(1);
const bool l_159 = l_12 < l_158;
const uint l_160 = l_158 - uint(1);
const uint l_161 = min(l_12, l_160);
const uint l_162 = buffer_3[l_161];
const uint l_163 = (l_159) ? l_162 : uint(0);
const uint l_13 = l_163;
const uint64_t l_14 = uint64_t(l_13);
const uint64_t l_15 = l_14 << uint64_t(32);
const uint64_t l_16 = l_10 | l_15;
const uint l_17 = uint(2) * thread_index_in_grid;
const uint l_164 = info.static_meta[uint(2)];
const uint l_165 = l_164 * uint(1);
const bool l_166 = l_17 < l_165;
const uint l_167 = l_165 - uint(1);
const uint l_168 = min(l_17, l_167);
const uint l_169 = buffer_2[l_168];
const uint l_170 = (l_166) ? l_169 : uint(0);
const uint l_18 = l_170;
const uint64_t l_19 = uint64_t(l_18);
const uint l_20 = uint(2) * thread_index_in_grid;
const uint l_21 = l_20 + uint(1);
const uint l_171 = info.static_meta[uint(2)];
const uint l_172 = l_171 * uint(1);
const bool l_173 = l_21 < l_172;
const uint l_174 = l_172 - uint(1);
const uint l_175 = min(l_21, l_174);
const uint l_176 = buffer_2[l_175];
const uint l_177 = (l_173) ? l_176 : uint(0);
const uint l_22 = l_177;
const uint64_t l_23 = uint64_t(l_22);
const uint64_t l_24 = l_23 << uint64_t(32);
const uint64_t l_25 = l_19 | l_24;
const uint l_26 = uint(2) * thread_index_in_grid;
const uint l_178 = info.static_meta[uint(0)];
const uint l_179 = l_178 * uint(1);
const bool l_180 = l_26 < l_179;
const uint l_181 = l_179 - uint(1);
const uint l_182 = min(l_26, l_181);
const uint l_183 = buffer_0[l_182];
const uint l_184 = (l_180) ? l_183 : uint(0);
const uint l_27 = l_184;
const uint64_t l_28 = uint64_t(l_27);
const uint l_29 = uint(2) * thread_index_in_grid;
const uint l_30 = l_29 + uint(1);
const uint l_185 = info.static_meta[uint(0)];
const uint l_186 = l_185 * uint(1);
const bool l_187 = l_30 < l_186;
const uint l_188 = l_186 - uint(1);
const uint l_189 = min(l_30, l_188);
const uint l_190 = buffer_0[l_189];
const uint l_191 = (l_187) ? l_190 : uint(0);
const uint l_31 = l_191;
const uint64_t l_32 = uint64_t(l_31);
const uint64_t l_33 = l_32 << uint64_t(32);
const uint64_t l_34 = l_28 | l_33;
const uint64_t l_35 = l_25 >> uint64_t(63);
const bool l_36 = l_35 == uint64_t(1);
l_mut_37 = l_25;
if (l_36) {
const uint64_t l_38 = uint64_t(uint(0));
const uint64_t l_39 = l_38 - l_25;
l_mut_37 = l_39;
}
const uint64_t l_40 = uint64_t(l_6);
const uint64_t l_41 = l_mut_37 & uint64_t(4294967295);
const uint64_t l_42 = l_41 * l_40;
const uint64_t l_43 = l_mut_37 >> uint64_t(32);
const uint64_t l_44 = l_43 * l_40;
const uint64_t l_45 = l_44 << uint64_t(32);
const uint64_t l_46 = l_42 + l_45;
const uint64_t l_47 = l_44 >> uint64_t(32);
const bool l_48 = l_46 < l_42;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_47 + l_49;
l_mut_37 = l_46;
const bool l_51 = l_7 == uint(64);
if (l_51) {
l_mut_37 = l_50;
} else {
const bool l_52 = l_7 > uint(0);
if (l_52) {
const uint l_53 = uint(64) - l_7;
const uint64_t l_54 = uint64_t(l_53);
const uint64_t l_55 = l_50 << l_54;
const uint64_t l_56 = uint64_t(l_7);
const uint64_t l_57 = l_46 >> l_56;
const uint64_t l_58 = l_55 | l_57;
l_mut_37 = l_58;
}
}
l_mut_59 = l_mut_37;
if (l_36) {
const uint64_t l_60 = uint64_t(uint(0));
const uint64_t l_61 = l_60 - l_mut_59;
l_mut_59 = l_61;
}
const uint64_t l_62 = l_34 + l_mut_59;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_192 = info.static_meta[uint(1)];
const uint l_193 = l_192 * uint(1);
const bool l_194 = l_63 < l_193;
const uint l_195 = l_193 - uint(1);
const uint l_196 = min(l_63, l_195);
const uint l_197 = buffer_1[l_196];
const uint l_198 = (l_194) ? l_197 : uint(0);
const uint l_64 = l_198;
const uint64_t l_65 = uint64_t(l_64);
const uint l_66 = uint(2) * thread_index_in_grid;
const uint l_67 = l_66 + uint(1);
const uint l_199 = info.static_meta[uint(1)];
const uint l_200 = l_199 * uint(1);
const bool l_201 = l_67 < l_200;
const uint l_202 = l_200 - uint(1);
const uint l_203 = min(l_67, l_202);
const uint l_204 = buffer_1[l_203];
const uint l_205 = (l_201) ? l_204 : uint(0);
const uint l_68 = l_205;
const uint64_t l_69 = uint64_t(l_68);
const uint64_t l_70 = l_69 << uint64_t(32);
const uint64_t l_71 = l_65 | l_70;
const uint l_72 = l_6 * l_6;
const uint l_73 = l_7 + uint(3);
const uint64_t l_74 = l_25 >> uint64_t(63);
const bool l_75 = l_74 == uint64_t(1);
l_mut_59 = l_25;
if (l_75) {
const uint64_t l_76 = uint64_t(uint(0));
const uint64_t l_77 = l_76 - l_25;
l_mut_59 = l_77;
}
const uint64_t l_78 = uint64_t(l_72);
const uint64_t l_79 = l_mut_59 & uint64_t(4294967295);
const uint64_t l_80 = l_79 * l_78;
const uint64_t l_81 = l_mut_59 >> uint64_t(32);
const uint64_t l_82 = l_81 * l_78;
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_80 + l_83;
const uint64_t l_85 = l_82 >> uint64_t(32);
const bool l_86 = l_84 < l_80;
const uint64_t l_87 = uint64_t(l_86);
const uint64_t l_88 = l_85 + l_87;
l_mut_59 = l_84;
const bool l_89 = l_73 == uint(64);
if (l_89) {
l_mut_59 = l_88;
} else {
const bool l_90 = l_73 > uint(0);
if (l_90) {
const uint l_91 = uint(64) - l_73;
const uint64_t l_92 = uint64_t(l_91);
const uint64_t l_93 = l_88 << l_92;
const uint64_t l_94 = uint64_t(l_73);
const uint64_t l_95 = l_84 >> l_94;
const uint64_t l_96 = l_93 | l_95;
l_mut_59 = l_96;
}
}
l_mut_37 = l_mut_59;
if (l_75) {
const uint64_t l_97 = uint64_t(uint(0));
const uint64_t l_98 = l_97 - l_mut_37;
l_mut_37 = l_98;
}
const uint64_t l_99 = l_71 - l_mut_37;
const uint64_t l_100 = l_99 + l_16;
const uint64_t l_101 = uint64_t(0) - l_62;
const uint64_t l_102 = l_16 + l_16;
l_mut_59 = l_101;
const uint64_t l_103 = uint64_t(0) - l_101;
l_mut_37 = l_103;
l_mut_104 = l_100;
l_mut_105 = uint(1);
l_mut_106 = uint(1);
l_mut_107 = bool(false);
const bool l_108 = l_mut_104 >= l_102;
l_mut_109 = l_108;
const bool l_110 = l_101 == uint64_t(0);
if (l_110) {
l_mut_107 = l_mut_109;
l_mut_109 = bool(false);
}
while (true) {
const bool l_111 = !l_mut_109;
if (l_111) {
break;}
const bool l_112 = l_mut_104 < l_mut_59;
if (l_112) {
while (true) {
const bool l_113 = l_mut_59 < l_mut_37;
const uint l_114 = l_mut_105 + l_mut_106;
const bool l_115 = l_114 < l_6;
const bool l_116 = l_113 && l_115;
const bool l_117 = !l_116;
if (l_117) {
break;}
l_mut_37 = l_mut_37 - l_mut_59;
l_mut_105 = l_mut_105 + l_mut_106;
}
const uint l_118 = l_mut_105 + l_mut_106;
const bool l_119 = l_118 >= l_6;
if (l_119) {
l_mut_107 = bool(true);
l_mut_109 = bool(false);
} else {
l_mut_59 = l_mut_59 - l_mut_37;
l_mut_106 = l_mut_106 + l_mut_105;
}
} else {
l_mut_104 = l_mut_104 - l_mut_59;
const bool l_120 = l_mut_104 < l_102;
if (l_120) {
l_mut_109 = bool(false);
} else {
while (true) {
const bool l_121 = l_mut_37 < l_mut_59;
const uint l_122 = l_mut_105 + l_mut_106;
const bool l_123 = l_122 < l_6;
const bool l_124 = l_121 && l_123;
const bool l_125 = !l_124;
if (l_125) {
break;}
l_mut_59 = l_mut_59 - l_mut_37;
l_mut_106 = l_mut_106 + l_mut_105;
}
const uint l_126 = l_mut_105 + l_mut_106;
const bool l_127 = l_126 >= l_6;
if (l_127) {
l_mut_107 = bool(true);
l_mut_109 = bool(false);
} else {
l_mut_37 = l_mut_37 - l_mut_59;
l_mut_105 = l_mut_105 + l_mut_106;
}
}
}
}
const bool l_128 = !l_mut_107;
if (l_128) {
const uint l_206 = info.static_meta[uint(4)];
const uint l_207 = l_206 * uint(1);
const uint l_208 = l_207 - uint(1);
const uint l_209 = min(uint(0), l_208);
device atomic_uint* l_210 = &buffer_4[l_209];
atomic_uint* l_129 = l_210;
const uint l_130 = atomic_fetch_add_explicit(l_129, uint(1), memory_order_relaxed);
}
}

}
