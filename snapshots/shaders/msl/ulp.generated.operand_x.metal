
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
const uint l_107 = info.static_meta[uint(0)];
const uint l_108 = l_107 * uint(1);
const bool l_109 = uint(0) < l_108;
const uint l_110 = l_108 - uint(1);
const uint l_111 = min(uint(0), l_110);
const uint l_112 = buffer_0[l_111];
const uint l_113 = (l_109) ? l_112 : uint(0);
const uint l_2 = l_113;
const uint l_3 = l_2 + thread_index_in_grid;
const uint l_114 = info.static_meta[uint(0)];
const uint l_115 = l_114 * uint(1);
const bool l_116 = uint(1) < l_115;
const uint l_117 = l_115 - uint(1);
const uint l_118 = min(uint(1), l_117);
const uint l_119 = buffer_0[l_118];
const uint l_120 = (l_116) ? l_119 : uint(0);
const uint l_4 = l_120;
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
const uint l_121 = info.static_meta[uint(1)];
const uint l_122 = l_121 * uint(1);
const bool l_123 = uint(0) < l_122;
const uint l_124 = l_122 - uint(1);
const uint l_125 = min(uint(0), l_124);
const uint l_126 = buffer_1[l_125];
const uint l_127 = (l_123) ? l_126 : uint(0);
const uint l_16 = l_127;
const uint l_128 = info.static_meta[uint(1)];
const uint l_129 = l_128 * uint(1);
const bool l_130 = uint(1) < l_129;
const uint l_131 = l_129 - uint(1);
const uint l_132 = min(uint(1), l_131);
const uint l_133 = buffer_1[l_132];
const uint l_134 = (l_130) ? l_133 : uint(0);
const uint l_17 = l_134;
const uint l_135 = info.static_meta[uint(1)];
const uint l_136 = l_135 * uint(1);
const bool l_137 = uint(2) < l_136;
const uint l_138 = l_136 - uint(1);
const uint l_139 = min(uint(2), l_138);
const uint l_140 = buffer_1[l_139];
const uint l_141 = (l_137) ? l_140 : uint(0);
const uint l_18 = l_141;
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
const uint l_142 = info.static_meta[uint(1)];
const uint l_143 = l_142 * uint(1);
const bool l_144 = uint(3) < l_143;
const uint l_145 = l_143 - uint(1);
const uint l_146 = min(uint(3), l_145);
const uint l_147 = buffer_1[l_146];
const uint l_148 = (l_144) ? l_147 : uint(0);
const uint l_50 = l_148;
const uint l_149 = info.static_meta[uint(1)];
const uint l_150 = l_149 * uint(1);
const bool l_151 = uint(4) < l_150;
const uint l_152 = l_150 - uint(1);
const uint l_153 = min(uint(4), l_152);
const uint l_154 = buffer_1[l_153];
const uint l_155 = (l_151) ? l_154 : uint(0);
const uint l_51 = l_155;
const uint l_156 = info.static_meta[uint(1)];
const uint l_157 = l_156 * uint(1);
const bool l_158 = uint(5) < l_157;
const uint l_159 = l_157 - uint(1);
const uint l_160 = min(uint(5), l_159);
const uint l_161 = buffer_1[l_160];
const uint l_162 = (l_158) ? l_161 : uint(0);
const uint l_52 = l_162;
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
const uint l_163 = info.static_meta[uint(1)];
const uint l_164 = l_163 * uint(1);
const bool l_165 = uint(6) < l_164;
const uint l_166 = l_164 - uint(1);
const uint l_167 = min(uint(6), l_166);
const uint l_168 = buffer_1[l_167];
const uint l_169 = (l_165) ? l_168 : uint(0);
const uint l_84 = l_169;
const uint l_170 = info.static_meta[uint(1)];
const uint l_171 = l_170 * uint(1);
const bool l_172 = uint(7) < l_171;
const uint l_173 = l_171 - uint(1);
const uint l_174 = min(uint(7), l_173);
const uint l_175 = buffer_1[l_174];
const uint l_176 = (l_172) ? l_175 : uint(0);
const uint l_85 = l_176;
const uint l_177 = info.static_meta[uint(1)];
const uint l_178 = l_177 * uint(1);
const bool l_179 = uint(8) < l_178;
const uint l_180 = l_178 - uint(1);
const uint l_181 = min(uint(8), l_180);
const uint l_182 = buffer_1[l_181];
const uint l_183 = (l_179) ? l_182 : uint(0);
const uint l_86 = l_183;
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
const uint l_184 = info.static_meta[uint(2)];
const uint l_185 = l_184 * uint(1);
const bool l_186 = thread_index_in_grid < l_185;
if (l_186) {
buffer_2[thread_index_in_grid] = l_mut_106;
}
}

}
