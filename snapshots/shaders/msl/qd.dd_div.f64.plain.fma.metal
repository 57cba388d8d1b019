
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void multi_words_f_f64(
    const device #error type double not supported!
 * buffer_0 [[buffer(0)]],
    const device #error type double not supported!
 * buffer_1 [[buffer(1)]],
    const device #error type double not supported!
 * buffer_2 [[buffer(2)]],
    device #error type double not supported!
 * buffer_3 [[buffer(3)]],
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
const uint l_88 = info.static_meta[uint(2)];
const uint l_89 = l_88 * uint(1);
const bool l_90 = uint(0) < l_89;
const uint l_91 = l_89 - uint(1);
const uint l_92 = min(uint(0), l_91);
const #error type double not supported!
 l_93 = buffer_2[l_92];
const #error type double not supported!
 l_94 = (l_90) ? l_93 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_94;
const uint l_95 = info.static_meta[uint(2)];
const uint l_96 = l_95 * uint(1);
const bool l_97 = uint(1) < l_96;
const uint l_98 = l_96 - uint(1);
const uint l_99 = min(uint(1), l_98);
const #error type double not supported!
 l_100 = buffer_2[l_99];
const #error type double not supported!
 l_101 = (l_97) ? l_100 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_101;
const uint l_102 = info.static_meta[uint(0)];
const uint l_103 = l_102 * uint(1);
const bool l_104 = thread_index_in_grid < l_103;
const uint l_105 = l_103 - uint(1);
const uint l_106 = min(thread_index_in_grid, l_105);
const #error type double not supported!
 l_107 = buffer_0[l_106];
const #error type double not supported!
 l_108 = (l_104) ? l_107 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_108;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_109 = info.static_meta[uint(0)];
const uint l_110 = l_109 * uint(1);
const bool l_111 = l_6 < l_110;
const uint l_112 = l_110 - uint(1);
const uint l_113 = min(l_6, l_112);
const #error type double not supported!
 l_114 = buffer_0[l_113];
const #error type double not supported!
 l_115 = (l_111) ? l_114 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_115;
const uint l_116 = info.static_meta[uint(1)];
const uint l_117 = l_116 * uint(1);
const bool l_118 = thread_index_in_grid < l_117;
const uint l_119 = l_117 - uint(1);
const uint l_120 = min(thread_index_in_grid, l_119);
const #error type double not supported!
 l_121 = buffer_1[l_120];
const #error type double not supported!
 l_122 = (l_118) ? l_121 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_122;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_123 = info.static_meta[uint(1)];
const uint l_124 = l_123 * uint(1);
const bool l_125 = l_9 < l_124;
const uint l_126 = l_124 - uint(1);
const uint l_127 = min(l_9, l_126);
const #error type double not supported!
 l_128 = buffer_1[l_127];
const #error type double not supported!
 l_129 = (l_125) ? l_128 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_129;
const #error type double not supported!
 l_11 = l_5 / l_8;
const #error type double not supported!
 l_12 = l_8 * l_11;
const #error type double not supported!
 l_13 = -l_12;
const #error type double not supported!
 l_14 = fma(l_8, l_11, l_13);
const #error type double not supported!
 l_15 = l_10 * l_11;
const #error type double not supported!
 l_16 = l_14 + l_15;
const #error type double not supported!
 l_17 = l_12 + l_16;
const #error type double not supported!
 l_18 = l_17 - l_12;
const #error type double not supported!
 l_19 = l_16 - l_18;
const #error type double not supported!
 l_20 = -l_17;
const #error type double not supported!
 l_21 = -l_19;
const #error type double not supported!
 l_22 = l_5 + l_20;
const #error type double not supported!
 l_23 = l_22 - l_5;
const #error type double not supported!
 l_24 = l_22 - l_23;
const #error type double not supported!
 l_25 = l_5 - l_24;
const #error type double not supported!
 l_26 = l_20 - l_23;
const #error type double not supported!
 l_27 = l_25 + l_26;
const #error type double not supported!
 l_28 = l_7 + l_21;
const #error type double not supported!
 l_29 = l_28 - l_7;
const #error type double not supported!
 l_30 = l_28 - l_29;
const #error type double not supported!
 l_31 = l_7 - l_30;
const #error type double not supported!
 l_32 = l_21 - l_29;
const #error type double not supported!
 l_33 = l_31 + l_32;
const #error type double not supported!
 l_34 = l_27 + l_28;
const #error type double not supported!
 l_35 = l_22 + l_34;
const #error type double not supported!
 l_36 = l_35 - l_22;
const #error type double not supported!
 l_37 = l_34 - l_36;
const #error type double not supported!
 l_38 = l_33 + l_37;
const #error type double not supported!
 l_39 = l_35 + l_38;
const #error type double not supported!
 l_40 = l_39 - l_35;
const #error type double not supported!
 l_41 = l_38 - l_40;
const #error type double not supported!
 l_42 = l_39 / l_8;
const #error type double not supported!
 l_43 = l_8 * l_42;
const #error type double not supported!
 l_44 = -l_43;
const #error type double not supported!
 l_45 = fma(l_8, l_42, l_44);
const #error type double not supported!
 l_46 = l_10 * l_42;
const #error type double not supported!
 l_47 = l_45 + l_46;
const #error type double not supported!
 l_48 = l_43 + l_47;
const #error type double not supported!
 l_49 = l_48 - l_43;
const #error type double not supported!
 l_50 = l_47 - l_49;
const #error type double not supported!
 l_51 = -l_48;
const #error type double not supported!
 l_52 = -l_50;
const #error type double not supported!
 l_53 = l_39 + l_51;
const #error type double not supported!
 l_54 = l_53 - l_39;
const #error type double not supported!
 l_55 = l_53 - l_54;
const #error type double not supported!
 l_56 = l_39 - l_55;
const #error type double not supported!
 l_57 = l_51 - l_54;
const #error type double not supported!
 l_58 = l_56 + l_57;
const #error type double not supported!
 l_59 = l_41 + l_52;
const #error type double not supported!
 l_60 = l_59 - l_41;
const #error type double not supported!
 l_61 = l_59 - l_60;
const #error type double not supported!
 l_62 = l_41 - l_61;
const #error type double not supported!
 l_63 = l_52 - l_60;
const #error type double not supported!
 l_64 = l_62 + l_63;
const #error type double not supported!
 l_65 = l_58 + l_59;
const #error type double not supported!
 l_66 = l_53 + l_65;
const #error type double not supported!
 l_67 = l_66 - l_53;
const #error type double not supported!
 l_68 = l_65 - l_67;
const #error type double not supported!
 l_69 = l_64 + l_68;
const #error type double not supported!
 l_70 = l_66 + l_69;
const #error type double not supported!
 l_71 = l_70 - l_66;
const #error type double not supported!
 l_72 = l_69 - l_71;
const #error type double not supported!
 l_73 = l_70 / l_8;
const #error type double not supported!
 l_74 = l_11 + l_42;
const #error type double not supported!
 l_75 = l_74 - l_11;
const #error type double not supported!
 l_76 = l_42 - l_75;
const #error type double not supported!
 l_77 = l_74 + l_73;
const #error type double not supported!
 l_78 = l_77 - l_74;
const #error type double not supported!
 l_79 = l_77 - l_78;
const #error type double not supported!
 l_80 = l_74 - l_79;
const #error type double not supported!
 l_81 = l_73 - l_78;
const #error type double not supported!
 l_82 = l_80 + l_81;
const #error type double not supported!
 l_83 = l_82 + l_76;
const #error type double not supported!
 l_84 = l_77 + l_83;
const #error type double not supported!
 l_85 = l_84 - l_77;
const #error type double not supported!
 l_86 = l_83 - l_85;
const uint l_130 = info.static_meta[uint(3)];
const uint l_131 = l_130 * uint(1);
const bool l_132 = thread_index_in_grid < l_131;
if (l_132) {
buffer_3[thread_index_in_grid] = l_84;
}
const uint l_87 = l_1 + thread_index_in_grid;
const uint l_133 = info.static_meta[uint(3)];
const uint l_134 = l_133 * uint(1);
const bool l_135 = l_87 < l_134;
if (l_135) {
buffer_3[l_87] = l_86;
}
}

}
