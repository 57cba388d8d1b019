
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[4];
};

[[kernel]]
void gj_eliminate_f_f64(
    device #error type double not supported!
 * buffer_0 [[buffer(0)]],
    const device #error type double not supported!
 * buffer_1 [[buffer(1)]],
    constant info_st& info [[buffer(2)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_57 = info.static_meta[uint(1)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = uint(0) < l_58;
const uint l_60 = l_58 - uint(1);
const uint l_61 = min(uint(0), l_60);
const #error type double not supported!
 l_62 = buffer_1[l_61];
const #error type double not supported!
 l_63 = (l_59) ? l_62 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_0 = l_63;
const uint l_64 = info.static_meta[uint(1)];
const uint l_65 = l_64 * uint(1);
const bool l_66 = uint(1) < l_65;
const uint l_67 = l_65 - uint(1);
const uint l_68 = min(uint(1), l_67);
const #error type double not supported!
 l_69 = buffer_1[l_68];
const #error type double not supported!
 l_70 = (l_66) ? l_69 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_1 = l_70;
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
const uint l_71 = info.static_meta[uint(0)];
const uint l_72 = l_71 * uint(1);
const bool l_73 = l_12 < l_72;
const uint l_74 = l_72 - uint(1);
const uint l_75 = min(l_12, l_74);
const #error type double not supported!
 l_76 = buffer_0[l_75];
const #error type double not supported!
 l_77 = (l_73) ? l_76 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_13 = l_77;
const uint l_14 = l_10 + l_12;
const uint l_78 = info.static_meta[uint(0)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = l_14 < l_79;
const uint l_81 = l_79 - uint(1);
const uint l_82 = min(l_14, l_81);
const #error type double not supported!
 l_83 = buffer_0[l_82];
const #error type double not supported!
 l_84 = (l_80) ? l_83 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_15 = l_84;
const #error type double not supported!
 l_16 = -l_13;
const #error type double not supported!
 l_17 = -l_15;
const uint l_85 = info.static_meta[uint(0)];
const uint l_86 = l_85 * uint(1);
const bool l_87 = thread_index_in_grid < l_86;
const uint l_88 = l_86 - uint(1);
const uint l_89 = min(thread_index_in_grid, l_88);
const #error type double not supported!
 l_90 = buffer_0[l_89];
const #error type double not supported!
 l_91 = (l_87) ? l_90 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_18 = l_91;
const uint l_19 = l_10 + thread_index_in_grid;
const uint l_92 = info.static_meta[uint(0)];
const uint l_93 = l_92 * uint(1);
const bool l_94 = l_19 < l_93;
const uint l_95 = l_93 - uint(1);
const uint l_96 = min(l_19, l_95);
const #error type double not supported!
 l_97 = buffer_0[l_96];
const #error type double not supported!
 l_98 = (l_94) ? l_97 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_20 = l_98;
const uint l_21 = l_2 * uint(32);
const uint l_22 = l_21 + l_6;
const uint l_99 = info.static_meta[uint(0)];
const uint l_100 = l_99 * uint(1);
const bool l_101 = l_22 < l_100;
const uint l_102 = l_100 - uint(1);
const uint l_103 = min(l_22, l_102);
const #error type double not supported!
 l_104 = buffer_0[l_103];
const #error type double not supported!
 l_105 = (l_101) ? l_104 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_23 = l_105;
const uint l_24 = l_10 + l_22;
const uint l_106 = info.static_meta[uint(0)];
const uint l_107 = l_106 * uint(1);
const bool l_108 = l_24 < l_107;
const uint l_109 = l_107 - uint(1);
const uint l_110 = min(l_24, l_109);
const #error type double not supported!
 l_111 = buffer_0[l_110];
const #error type double not supported!
 l_112 = (l_108) ? l_111 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_25 = l_112;
const #error type double not supported!
 l_26 = l_16 * l_23;
const #error type double not supported!
 l_27 = -l_26;
const #error type double not supported!
 l_28 = fma(l_16, l_23, l_27);
const #error type double not supported!
 l_29 = l_16 * l_25;
const #error type double not supported!
 l_30 = l_17 * l_23;
const #error type double not supported!
 l_31 = l_29 + l_30;
const #error type double not supported!
 l_32 = l_28 + l_31;
const #error type double not supported!
 l_33 = l_26 + l_32;
const #error type double not supported!
 l_34 = l_33 - l_26;
const #error type double not supported!
 l_35 = l_32 - l_34;
const #error type double not supported!
 l_36 = l_18 + l_33;
const #error type double not supported!
 l_37 = l_36 - l_18;
const #error type double not supported!
 l_38 = l_36 - l_37;
const #error type double not supported!
 l_39 = l_18 - l_38;
const #error type double not supported!
 l_40 = l_33 - l_37;
const #error type double not supported!
 l_41 = l_39 + l_40;
const #error type double not supported!
 l_42 = l_20 + l_35;
const #error type double not supported!
 l_43 = l_42 - l_20;
const #error type double not supported!
 l_44 = l_42 - l_43;
const #error type double not supported!
 l_45 = l_20 - l_44;
const #error type double not supported!
 l_46 = l_35 - l_43;
const #error type double not supported!
 l_47 = l_45 + l_46;
const #error type double not supported!
 l_48 = l_41 + l_42;
const #error type double not supported!
 l_49 = l_36 + l_48;
const #error type double not supported!
 l_50 = l_49 - l_36;
const #error type double not supported!
 l_51 = l_48 - l_50;
const #error type double not supported!
 l_52 = l_47 + l_51;
const #error type double not supported!
 l_53 = l_49 + l_52;
const #error type double not supported!
 l_54 = l_53 - l_49;
const #error type double not supported!
 l_55 = l_52 - l_54;
const uint l_113 = info.static_meta[uint(0)];
const uint l_114 = l_113 * uint(1);
const bool l_115 = thread_index_in_grid < l_114;
if (l_115) {
buffer_0[thread_index_in_grid] = l_53;
}
const uint l_56 = l_10 + thread_index_in_grid;
const uint l_116 = info.static_meta[uint(0)];
const uint l_117 = l_116 * uint(1);
const bool l_118 = l_56 < l_117;
if (l_118) {
buffer_0[l_56] = l_55;
}
}
}

}
