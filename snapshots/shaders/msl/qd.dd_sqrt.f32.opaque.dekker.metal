
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
const uint l_83 = info.static_meta[uint(2)];
const uint l_84 = l_83 * uint(1);
const bool l_85 = uint(0) < l_84;
const uint l_86 = l_84 - uint(1);
const uint l_87 = min(uint(0), l_86);
const float l_88 = buffer_2[l_87];
const float l_89 = (l_85) ? l_88 : float(0.0);
const float l_3 = l_89;
const uint l_90 = info.static_meta[uint(2)];
const uint l_91 = l_90 * uint(1);
const bool l_92 = uint(1) < l_91;
const uint l_93 = l_91 - uint(1);
const uint l_94 = min(uint(1), l_93);
const float l_95 = buffer_2[l_94];
const float l_96 = (l_92) ? l_95 : float(0.0);
const float l_4 = l_96;
const uint l_97 = info.static_meta[uint(0)];
const uint l_98 = l_97 * uint(1);
const bool l_99 = thread_index_in_grid < l_98;
const uint l_100 = l_98 - uint(1);
const uint l_101 = min(thread_index_in_grid, l_100);
const float l_102 = buffer_0[l_101];
const float l_103 = (l_99) ? l_102 : float(0.0);
const float l_5 = l_103;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_104 = info.static_meta[uint(0)];
const uint l_105 = l_104 * uint(1);
const bool l_106 = l_6 < l_105;
const uint l_107 = l_105 - uint(1);
const uint l_108 = min(l_6, l_107);
const float l_109 = buffer_0[l_108];
const float l_110 = (l_106) ? l_109 : float(0.0);
const float l_7 = l_110;
const uint l_111 = info.static_meta[uint(1)];
const uint l_112 = l_111 * uint(1);
const bool l_113 = thread_index_in_grid < l_112;
const uint l_114 = l_112 - uint(1);
const uint l_115 = min(thread_index_in_grid, l_114);
const float l_116 = buffer_1[l_115];
const float l_117 = (l_113) ? l_116 : float(0.0);
const float l_8 = l_117;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_118 = info.static_meta[uint(1)];
const uint l_119 = l_118 * uint(1);
const bool l_120 = l_9 < l_119;
const uint l_121 = l_119 - uint(1);
const uint l_122 = min(l_9, l_121);
const float l_123 = buffer_1[l_122];
const float l_124 = (l_120) ? l_123 : float(0.0);
const float l_10 = l_124;
const float l_11 = sqrt(l_5);
const float l_12 = float(1.0) / l_11;
const float l_13 = l_5 * l_12;
const float l_14 = l_13 * l_13;
const float l_15 = l_14 * l_4;
const float l_16 = l_3 * l_13;
const float l_17 = l_16 * l_4;
const float l_18 = l_17 - l_13;
const float l_19 = l_18 * l_4;
const float l_20 = l_17 - l_19;
const float l_21 = l_13 - l_20;
const float l_22 = l_3 * l_13;
const float l_23 = l_22 * l_4;
const float l_24 = l_23 - l_13;
const float l_25 = l_24 * l_4;
const float l_26 = l_23 - l_25;
const float l_27 = l_13 - l_26;
const float l_28 = l_20 * l_26;
const float l_29 = l_28 - l_15;
const float l_30 = l_20 * l_27;
const float l_31 = l_29 + l_30;
const float l_32 = l_21 * l_26;
const float l_33 = l_31 + l_32;
const float l_34 = l_21 * l_27;
const float l_35 = l_33 + l_34;
const float l_36 = -l_15;
const float l_37 = -l_35;
const float l_38 = l_5 + l_36;
const float l_39 = l_38 * l_4;
const float l_40 = l_39 - l_5;
const float l_41 = l_40 * l_4;
const float l_42 = l_39 - l_41;
const float l_43 = l_42 * l_4;
const float l_44 = l_5 - l_43;
const float l_45 = l_36 - l_41;
const float l_46 = l_44 + l_45;
const float l_47 = l_7 + l_37;
const float l_48 = l_47 * l_4;
const float l_49 = l_48 - l_7;
const float l_50 = l_49 * l_4;
const float l_51 = l_48 - l_50;
const float l_52 = l_51 * l_4;
const float l_53 = l_7 - l_52;
const float l_54 = l_37 - l_50;
const float l_55 = l_53 + l_54;
const float l_56 = l_46 + l_48;
const float l_57 = l_39 + l_56;
const float l_58 = l_57 * l_4;
const float l_59 = l_58 - l_39;
const float l_60 = l_59 * l_4;
const float l_61 = l_56 - l_60;
const float l_62 = l_55 + l_61;
const float l_63 = l_58 + l_62;
const float l_64 = l_63 * l_4;
const float l_65 = l_64 - l_58;
const float l_66 = l_65 * l_4;
const float l_67 = l_62 - l_66;
const float l_68 = l_12 * float(0.5);
const float l_69 = l_64 * l_68;
const float l_70 = l_13 + l_69;
const float l_71 = l_70 * l_4;
const float l_72 = l_71 - l_13;
const float l_73 = l_72 * l_4;
const float l_74 = l_71 - l_73;
const float l_75 = l_74 * l_4;
const float l_76 = l_13 - l_75;
const float l_77 = l_69 - l_73;
const float l_78 = l_76 + l_77;
const bool l_79 = l_5 != float(0.0);
const float l_80 = (l_79) ? l_71 : l_5;
const float l_81 = (l_79) ? l_78 : float(0.0);
const uint l_125 = info.static_meta[uint(3)];
const uint l_126 = l_125 * uint(1);
const bool l_127 = thread_index_in_grid < l_126;
if (l_127) {
buffer_3[thread_index_in_grid] = l_80;
}
const uint l_82 = l_1 + thread_index_in_grid;
const uint l_128 = info.static_meta[uint(3)];
const uint l_129 = l_128 * uint(1);
const bool l_130 = l_82 < l_129;
if (l_130) {
buffer_3[l_82] = l_81;
}
}

}
