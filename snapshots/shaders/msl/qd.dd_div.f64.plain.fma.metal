
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
const uint l_89 = info.static_meta[uint(2)];
const uint l_90 = l_89 * uint(1);
const bool l_91 = uint(0) < l_90;
const uint l_92 = l_90 - uint(1);
const uint l_93 = min(uint(0), l_92);
const #error type double not supported!
 l_94 = buffer_2[l_93];
const #error type double not supported!
 l_95 = (l_91) ? l_94 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_95;
const uint l_96 = info.static_meta[uint(2)];
const uint l_97 = l_96 * uint(1);
const bool l_98 = uint(1) < l_97;
const uint l_99 = l_97 - uint(1);
const uint l_100 = min(uint(1), l_99);
const #error type double not supported!
 l_101 = buffer_2[l_100];
const #error type double not supported!
 l_102 = (l_98) ? l_101 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_102;
const uint l_103 = info.static_meta[uint(0)];
const uint l_104 = l_103 * uint(1);
const bool l_105 = thread_index_in_grid < l_104;
const uint l_106 = l_104 - uint(1);
const uint l_107 = min(thread_index_in_grid, l_106);
const #error type double not supported!
 l_108 = buffer_0[l_107];
const #error type double not supported!
 l_109 = (l_105) ? l_108 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_109;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_110 = info.static_meta[uint(0)];
const uint l_111 = l_110 * uint(1);
const bool l_112 = l_6 < l_111;
const uint l_113 = l_111 - uint(1);
const uint l_114 = min(l_6, l_113);
const #error type double not supported!
 l_115 = buffer_0[l_114];
const #error type double not supported!
 l_116 = (l_112) ? l_115 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_116;
const uint l_117 = info.static_meta[uint(1)];
const uint l_118 = l_117 * uint(1);
const bool l_119 = thread_index_in_grid < l_118;
const uint l_120 = l_118 - uint(1);
const uint l_121 = min(thread_index_in_grid, l_120);
const #error type double not supported!
 l_122 = buffer_1[l_121];
const #error type double not supported!
 l_123 = (l_119) ? l_122 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_123;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_124 = info.static_meta[uint(1)];
const uint l_125 = l_124 * uint(1);
const bool l_126 = l_9 < l_125;
const uint l_127 = l_125 - uint(1);
const uint l_128 = min(l_9, l_127);
const #error type double not supported!
 l_129 = buffer_1[l_128];
const #error type double not supported!
 l_130 = (l_126) ? l_129 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_130;
const #error type double not supported!
 l_11 = #error type double not supported!
(1.0) / l_8;
const #error type double not supported!
 l_12 = l_5 * l_11;
const #error type double not supported!
 l_13 = l_8 * l_12;
const #error type double not supported!
 l_14 = -l_13;
const #error type double not supported!
 l_15 = fma(l_8, l_12, l_14);
const #error type double not supported!
 l_16 = l_10 * l_12;
const #error type double not supported!
 l_17 = l_15 + l_16;
const #error type double not supported!
 l_18 = l_13 + l_17;
const #error type double not supported!
 l_19 = l_18 - l_13;
const #error type double not supported!
 l_20 = l_17 - l_19;
const #error type double not supported!
 l_21 = -l_18;
const #error type double not supported!
 l_22 = -l_20;
const #error type double not supported!
 l_23 = l_5 + l_21;
const #error type double not supported!
 l_24 = l_23 - l_5;
const #error type double not supported!
 l_25 = l_23 - l_24;
const #error type double not supported!
 l_26 = l_5 - l_25;
const #error type double not supported!
 l_27 = l_21 - l_24;
const #error type double not supported!
 l_28 = l_26 + l_27;
const #error type double not supported!
 l_29 = l_7 + l_22;
const #error type double not supported!
 l_30 = l_29 - l_7;
const #error type double not supported!
 l_31 = l_29 - l_30;
const #error type double not supported!
 l_32 = l_7 - l_31;
const #error type double not supported!
 l_33 = l_22 - l_30;
const #error type double not supported!
 l_34 = l_32 + l_33;
const #error type double not supported!
 l_35 = l_28 + l_29;
const #error type double not supported!
 l_36 = l_23 + l_35;
const #error type double not supported!
 l_37 = l_36 - l_23;
const #error type double not supported!
 l_38 = l_35 - l_37;
const #error type double not supported!
 l_39 = l_34 + l_38;
const #error type double not supported!
 l_40 = l_36 + l_39;
const #error type double not supported!
 l_41 = l_40 - l_36;
const #error type double not supported!
 l_42 = l_39 - l_41;
const #error type double not supported!
 l_43 = l_40 * l_11;
const #error type double not supported!
 l_44 = l_8 * l_43;
const #error type double not supported!
 l_45 = -l_44;
const #error type double not supported!
 l_46 = fma(l_8, l_43, l_45);
const #error type double not supported!
 l_47 = l_10 * l_43;
const #error type double not supported!
 l_48 = l_46 + l_47;
const #error type double not supported!
 l_49 = l_44 + l_48;
const #error type double not supported!
 l_50 = l_49 - l_44;
const #error type double not supported!
 l_51 = l_48 - l_50;
const #error type double not supported!
 l_52 = -l_49;
const #error type double not supported!
 l_53 = -l_51;
const #error type double not supported!
 l_54 = l_40 + l_52;
const #error type double not supported!
 l_55 = l_54 - l_40;
const #error type double not supported!
 l_56 = l_54 - l_55;
const #error type double not supported!
 l_57 = l_40 - l_56;
const #error type double not supported!
 l_58 = l_52 - l_55;
const #error type double not supported!
 l_59 = l_57 + l_58;
const #error type double not supported!
 l_60 = l_42 + l_53;
const #error type double not supported!
 l_61 = l_60 - l_42;
const #error type double not supported!
 l_62 = l_60 - l_61;
const #error type double not supported!
 l_63 = l_42 - l_62;
const #error type double not supported!
 l_64 = l_53 - l_61;
const #error type double not supported!
 l_65 = l_63 + l_64;
const #error type double not supported!
 l_66 = l_59 + l_60;
const #error type double not supported!
 l_67 = l_54 + l_66;
const #error type double not supported!
 l_68 = l_67 - l_54;
const #error type double not supported!
 l_69 = l_66 - l_68;
const #error type double not supported!
 l_70 = l_65 + l_69;
const #error type double not supported!
 l_71 = l_67 + l_70;
const #error type double not supported!
 l_72 = l_71 - l_67;
const #error type double not supported!
 l_73 = l_70 - l_72;
const #error type double not supported!
 l_74 = l_71 / l_8;
const #error type double not supported!
 l_75 = l_12 + l_43;
const #error type double not supported!
 l_76 = l_75 - l_12;
const #error type double not supported!
 l_77 = l_43 - l_76;
const #error type double not supported!
 l_78 = l_75 + l_74;
const #error type double not supported!
 l_79 = l_78 - l_75;
const #error type double not supported!
 l_80 = l_78 - l_79;
const #error type double not supported!
 l_81 = l_75 - l_80;
const #error type double not supported!
 l_82 = l_74 - l_79;
const #error type double not supported!
 l_83 = l_81 + l_82;
const #error type double not supported!
 l_84 = l_83 + l_77;
const #error type double not supported!
 l_85 = l_78 + l_84;
const #error type double not supported!
 l_86 = l_85 - l_78;
const #error type double not supported!
 l_87 = l_84 - l_86;
const uint l_131 = info.static_meta[uint(3)];
const uint l_132 = l_131 * uint(1);
const bool l_133 = thread_index_in_grid < l_132;
if (l_133) {
buffer_3[thread_index_in_grid] = l_85;
}
const uint l_88 = l_1 + thread_index_in_grid;
const uint l_134 = info.static_meta[uint(3)];
const uint l_135 = l_134 * uint(1);
const bool l_136 = l_88 < l_135;
if (l_136) {
buffer_3[l_88] = l_87;
}
}

}
