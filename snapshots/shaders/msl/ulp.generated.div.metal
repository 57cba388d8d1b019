
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[6];
};

[[kernel]]
void generated(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    device float * buffer_2 [[buffer(2)]],
    constant info_st& info [[buffer(3)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
float l_mut_106;
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_108 = info.static_meta[uint(0)];
const uint l_109 = l_108 * uint(1);
const bool l_110 = uint(0) < l_109;
const uint l_111 = l_109 - uint(1);
const uint l_112 = min(uint(0), l_111);
const uint l_113 = buffer_0[l_112];
const uint l_114 = (l_110) ? l_113 : uint(0);
const uint l_2 = l_114;
const uint l_3 = l_2 + thread_index_in_grid;
const uint l_115 = info.static_meta[uint(0)];
const uint l_116 = l_115 * uint(1);
const bool l_117 = uint(1) < l_116;
const uint l_118 = l_116 - uint(1);
const uint l_119 = min(uint(1), l_118);
const uint l_120 = buffer_0[l_119];
const uint l_121 = (l_117) ? l_120 : uint(0);
const uint l_4 = l_121;
const uint l_5 = l_3 * uint(3);
const uint l_6 = l_5 + l_4;
const uint l_7 = l_6 * uint(747796405);
const uint l_8 = l_7 + uint(2891336453);
const uint l_9 = l_8 >> uint(28);
const uint l_10 = l_9 + uint(4);
const uint l_11 = l_8 >> l_10;
const uint l_12 = l_11 ^ l_8;
const uint l_13 = l_12 * uint(277803737);
const uint l_14 = l_13 >> uint(22);
const uint l_15 = l_14 ^ l_13;
const uint l_122 = info.static_meta[uint(1)];
const uint l_123 = l_122 * uint(1);
const bool l_124 = uint(0) < l_123;
const uint l_125 = l_123 - uint(1);
const uint l_126 = min(uint(0), l_125);
const uint l_127 = buffer_1[l_126];
const uint l_128 = (l_124) ? l_127 : uint(0);
const uint l_16 = l_128;
const uint l_129 = info.static_meta[uint(1)];
const uint l_130 = l_129 * uint(1);
const bool l_131 = uint(1) < l_130;
const uint l_132 = l_130 - uint(1);
const uint l_133 = min(uint(1), l_132);
const uint l_134 = buffer_1[l_133];
const uint l_135 = (l_131) ? l_134 : uint(0);
const uint l_17 = l_135;
const uint l_136 = info.static_meta[uint(1)];
const uint l_137 = l_136 * uint(1);
const bool l_138 = uint(2) < l_137;
const uint l_139 = l_137 - uint(1);
const uint l_140 = min(uint(2), l_139);
const uint l_141 = buffer_1[l_140];
const uint l_142 = (l_138) ? l_141 : uint(0);
const uint l_18 = l_142;
const uint l_19 = l_15 ^ uint(2654435769);
const uint l_20 = l_19 * uint(747796405);
const uint l_21 = l_20 + uint(2891336453);
const uint l_22 = l_21 >> uint(28);
const uint l_23 = l_22 + uint(4);
const uint l_24 = l_21 >> l_23;
const uint l_25 = l_24 ^ l_21;
const uint l_26 = l_25 * uint(277803737);
const uint l_27 = l_26 >> uint(22);
const uint l_28 = l_27 ^ l_26;
const uint l_29 = l_28 % l_17;
const uint l_30 = l_16 + l_29;
const uint l_31 = l_15 & uint(2147483648);
const uint l_32 = l_31 * l_18;
const uint l_33 = l_30 << uint(23);
const uint l_34 = l_32 | l_33;
const uint l_35 = l_15 & uint(8388607);
const uint l_36 = l_34 | l_35;
const float l_37 = reinterpret_cast<thread float const&>(l_36);
const uint l_38 = l_3 * uint(3);
const uint l_39 = l_38 + uint(1);
const uint l_40 = l_39 + l_4;
const uint l_41 = l_40 * uint(747796405);
const uint l_42 = l_41 + uint(2891336453);
const uint l_43 = l_42 >> uint(28);
const uint l_44 = l_43 + uint(4);
const uint l_45 = l_42 >> l_44;
const uint l_46 = l_45 ^ l_42;
const uint l_47 = l_46 * uint(277803737);
const uint l_48 = l_47 >> uint(22);
const uint l_49 = l_48 ^ l_47;
const uint l_143 = info.static_meta[uint(1)];
const uint l_144 = l_143 * uint(1);
const bool l_145 = uint(3) < l_144;
const uint l_146 = l_144 - uint(1);
const uint l_147 = min(uint(3), l_146);
const uint l_148 = buffer_1[l_147];
const uint l_149 = (l_145) ? l_148 : uint(0);
const uint l_50 = l_149;
const uint l_150 = info.static_meta[uint(1)];
const uint l_151 = l_150 * uint(1);
const bool l_152 = uint(4) < l_151;
const uint l_153 = l_151 - uint(1);
const uint l_154 = min(uint(4), l_153);
const uint l_155 = buffer_1[l_154];
const uint l_156 = (l_152) ? l_155 : uint(0);
const uint l_51 = l_156;
const uint l_157 = info.static_meta[uint(1)];
const uint l_158 = l_157 * uint(1);
const bool l_159 = uint(5) < l_158;
const uint l_160 = l_158 - uint(1);
const uint l_161 = min(uint(5), l_160);
const uint l_162 = buffer_1[l_161];
const uint l_163 = (l_159) ? l_162 : uint(0);
const uint l_52 = l_163;
const uint l_53 = l_49 ^ uint(2654435769);
const uint l_54 = l_53 * uint(747796405);
const uint l_55 = l_54 + uint(2891336453);
const uint l_56 = l_55 >> uint(28);
const uint l_57 = l_56 + uint(4);
const uint l_58 = l_55 >> l_57;
const uint l_59 = l_58 ^ l_55;
const uint l_60 = l_59 * uint(277803737);
const uint l_61 = l_60 >> uint(22);
const uint l_62 = l_61 ^ l_60;
const uint l_63 = l_62 % l_51;
const uint l_64 = l_50 + l_63;
const uint l_65 = l_49 & uint(2147483648);
const uint l_66 = l_65 * l_52;
const uint l_67 = l_64 << uint(23);
const uint l_68 = l_66 | l_67;
const uint l_69 = l_49 & uint(8388607);
const uint l_70 = l_68 | l_69;
const float l_71 = reinterpret_cast<thread float const&>(l_70);
const uint l_72 = l_3 * uint(3);
const uint l_73 = l_72 + uint(2);
const uint l_74 = l_73 + l_4;
const uint l_75 = l_74 * uint(747796405);
const uint l_76 = l_75 + uint(2891336453);
const uint l_77 = l_76 >> uint(28);
const uint l_78 = l_77 + uint(4);
const uint l_79 = l_76 >> l_78;
const uint l_80 = l_79 ^ l_76;
const uint l_81 = l_80 * uint(277803737);
const uint l_82 = l_81 >> uint(22);
const uint l_83 = l_82 ^ l_81;
const uint l_164 = info.static_meta[uint(1)];
const uint l_165 = l_164 * uint(1);
const bool l_166 = uint(6) < l_165;
const uint l_167 = l_165 - uint(1);
const uint l_168 = min(uint(6), l_167);
const uint l_169 = buffer_1[l_168];
const uint l_170 = (l_166) ? l_169 : uint(0);
const uint l_84 = l_170;
const uint l_171 = info.static_meta[uint(1)];
const uint l_172 = l_171 * uint(1);
const bool l_173 = uint(7) < l_172;
const uint l_174 = l_172 - uint(1);
const uint l_175 = min(uint(7), l_174);
const uint l_176 = buffer_1[l_175];
const uint l_177 = (l_173) ? l_176 : uint(0);
const uint l_85 = l_177;
const uint l_178 = info.static_meta[uint(1)];
const uint l_179 = l_178 * uint(1);
const bool l_180 = uint(8) < l_179;
const uint l_181 = l_179 - uint(1);
const uint l_182 = min(uint(8), l_181);
const uint l_183 = buffer_1[l_182];
const uint l_184 = (l_180) ? l_183 : uint(0);
const uint l_86 = l_184;
const uint l_87 = l_83 ^ uint(2654435769);
const uint l_88 = l_87 * uint(747796405);
const uint l_89 = l_88 + uint(2891336453);
const uint l_90 = l_89 >> uint(28);
const uint l_91 = l_90 + uint(4);
const uint l_92 = l_89 >> l_91;
const uint l_93 = l_92 ^ l_89;
const uint l_94 = l_93 * uint(277803737);
const uint l_95 = l_94 >> uint(22);
const uint l_96 = l_95 ^ l_94;
const uint l_97 = l_96 % l_85;
const uint l_98 = l_84 + l_97;
const uint l_99 = l_83 & uint(2147483648);
const uint l_100 = l_99 * l_86;
const uint l_101 = l_98 << uint(23);
const uint l_102 = l_100 | l_101;
const uint l_103 = l_83 & uint(8388607);
const uint l_104 = l_102 | l_103;
const float l_105 = reinterpret_cast<thread float const&>(l_104);
l_mut_106 = l_37;
const float l_107 = l_37 / l_71;
l_mut_106 = l_107;
const uint l_185 = info.static_meta[uint(2)];
const uint l_186 = l_185 * uint(1);
const bool l_187 = thread_index_in_grid < l_186;
if (l_187) {
buffer_2[thread_index_in_grid] = l_mut_106;
}
}

}
