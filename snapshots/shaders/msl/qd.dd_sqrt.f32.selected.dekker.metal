
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void multi_words_f_f32(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    device float * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_101 = info.static_meta[uint(2)];
const uint l_102 = l_101 * uint(1);
const bool l_103 = uint(0) < l_102;
const uint l_104 = l_102 - uint(1);
const uint l_105 = min(uint(0), l_104);
const float l_106 = buffer_2[l_105];
const float l_107 = (l_103) ? l_106 : float(0.0);
const float l_3 = l_107;
const uint l_108 = info.static_meta[uint(2)];
const uint l_109 = l_108 * uint(1);
const bool l_110 = uint(1) < l_109;
const uint l_111 = l_109 - uint(1);
const uint l_112 = min(uint(1), l_111);
const float l_113 = buffer_2[l_112];
const float l_114 = (l_110) ? l_113 : float(0.0);
const float l_4 = l_114;
const uint l_115 = info.static_meta[uint(0)];
const uint l_116 = l_115 * uint(1);
const bool l_117 = thread_index_in_grid < l_116;
const uint l_118 = l_116 - uint(1);
const uint l_119 = min(thread_index_in_grid, l_118);
const float l_120 = buffer_0[l_119];
const float l_121 = (l_117) ? l_120 : float(0.0);
const float l_5 = l_121;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_122 = info.static_meta[uint(0)];
const uint l_123 = l_122 * uint(1);
const bool l_124 = l_6 < l_123;
const uint l_125 = l_123 - uint(1);
const uint l_126 = min(l_6, l_125);
const float l_127 = buffer_0[l_126];
const float l_128 = (l_124) ? l_127 : float(0.0);
const float l_7 = l_128;
const uint l_129 = info.static_meta[uint(1)];
const uint l_130 = l_129 * uint(1);
const bool l_131 = thread_index_in_grid < l_130;
const uint l_132 = l_130 - uint(1);
const uint l_133 = min(thread_index_in_grid, l_132);
const float l_134 = buffer_1[l_133];
const float l_135 = (l_131) ? l_134 : float(0.0);
const float l_8 = l_135;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_136 = info.static_meta[uint(1)];
const uint l_137 = l_136 * uint(1);
const bool l_138 = l_9 < l_137;
const uint l_139 = l_137 - uint(1);
const uint l_140 = min(l_9, l_139);
const float l_141 = buffer_1[l_140];
const float l_142 = (l_138) ? l_141 : float(0.0);
const float l_10 = l_142;
const float l_11 = sqrt(l_5);
const float l_12 = float(1.0) / l_11;
const float l_13 = l_5 * l_12;
const float l_14 = l_13 * l_13;
const bool l_15 = l_4 != float(0.0);
const float l_16 = (l_15) ? l_14 : l_4;
const float l_17 = l_3 * l_13;
const bool l_18 = l_4 != float(0.0);
const float l_19 = (l_18) ? l_17 : l_4;
const float l_20 = l_19 - l_13;
const bool l_21 = l_4 != float(0.0);
const float l_22 = (l_21) ? l_20 : l_4;
const float l_23 = l_19 - l_22;
const float l_24 = l_13 - l_23;
const float l_25 = l_3 * l_13;
const bool l_26 = l_4 != float(0.0);
const float l_27 = (l_26) ? l_25 : l_4;
const float l_28 = l_27 - l_13;
const bool l_29 = l_4 != float(0.0);
const float l_30 = (l_29) ? l_28 : l_4;
const float l_31 = l_27 - l_30;
const float l_32 = l_13 - l_31;
const float l_33 = l_23 * l_31;
const float l_34 = l_33 - l_16;
const float l_35 = l_23 * l_32;
const float l_36 = l_34 + l_35;
const float l_37 = l_24 * l_31;
const float l_38 = l_36 + l_37;
const float l_39 = l_24 * l_32;
const float l_40 = l_38 + l_39;
const float l_41 = -l_16;
const float l_42 = -l_40;
const float l_43 = l_5 + l_41;
const bool l_44 = l_4 != float(0.0);
const float l_45 = (l_44) ? l_43 : l_4;
const float l_46 = l_45 - l_5;
const bool l_47 = l_4 != float(0.0);
const float l_48 = (l_47) ? l_46 : l_4;
const float l_49 = l_45 - l_48;
const bool l_50 = l_4 != float(0.0);
const float l_51 = (l_50) ? l_49 : l_4;
const float l_52 = l_5 - l_51;
const float l_53 = l_41 - l_48;
const float l_54 = l_52 + l_53;
const float l_55 = l_7 + l_42;
const bool l_56 = l_4 != float(0.0);
const float l_57 = (l_56) ? l_55 : l_4;
const float l_58 = l_57 - l_7;
const bool l_59 = l_4 != float(0.0);
const float l_60 = (l_59) ? l_58 : l_4;
const float l_61 = l_57 - l_60;
const bool l_62 = l_4 != float(0.0);
const float l_63 = (l_62) ? l_61 : l_4;
const float l_64 = l_7 - l_63;
const float l_65 = l_42 - l_60;
const float l_66 = l_64 + l_65;
const float l_67 = l_54 + l_57;
const float l_68 = l_45 + l_67;
const bool l_69 = l_4 != float(0.0);
const float l_70 = (l_69) ? l_68 : l_4;
const float l_71 = l_70 - l_45;
const bool l_72 = l_4 != float(0.0);
const float l_73 = (l_72) ? l_71 : l_4;
const float l_74 = l_67 - l_73;
const float l_75 = l_66 + l_74;
const float l_76 = l_70 + l_75;
const bool l_77 = l_4 != float(0.0);
const float l_78 = (l_77) ? l_76 : l_4;
const float l_79 = l_78 - l_70;
const bool l_80 = l_4 != float(0.0);
const float l_81 = (l_80) ? l_79 : l_4;
const float l_82 = l_75 - l_81;
const float l_83 = l_12 * float(0.5);
const float l_84 = l_78 * l_83;
const float l_85 = l_13 + l_84;
const bool l_86 = l_4 != float(0.0);
const float l_87 = (l_86) ? l_85 : l_4;
const float l_88 = l_87 - l_13;
const bool l_89 = l_4 != float(0.0);
const float l_90 = (l_89) ? l_88 : l_4;
const float l_91 = l_87 - l_90;
const bool l_92 = l_4 != float(0.0);
const float l_93 = (l_92) ? l_91 : l_4;
const float l_94 = l_13 - l_93;
const float l_95 = l_84 - l_90;
const float l_96 = l_94 + l_95;
const bool l_97 = l_5 != float(0.0);
const float l_98 = (l_97) ? l_87 : l_5;
const float l_99 = (l_97) ? l_96 : float(0.0);
const uint l_143 = info.static_meta[uint(3)];
const uint l_144 = l_143 * uint(1);
const bool l_145 = thread_index_in_grid < l_144;
if (l_145) {
buffer_3[thread_index_in_grid] = l_98;
}
const uint l_100 = l_1 + thread_index_in_grid;
const uint l_146 = info.static_meta[uint(3)];
const uint l_147 = l_146 * uint(1);
const bool l_148 = l_100 < l_147;
if (l_148) {
buffer_3[l_100] = l_99;
}
}

}
