
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
const uint l_50 = info.static_meta[uint(2)];
const uint l_51 = l_50 * uint(1);
const bool l_52 = uint(0) < l_51;
const uint l_53 = l_51 - uint(1);
const uint l_54 = min(uint(0), l_53);
const #error type double not supported!
 l_55 = buffer_2[l_54];
const #error type double not supported!
 l_56 = (l_52) ? l_55 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_56;
const uint l_57 = info.static_meta[uint(2)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = uint(1) < l_58;
const uint l_60 = l_58 - uint(1);
const uint l_61 = min(uint(1), l_60);
const #error type double not supported!
 l_62 = buffer_2[l_61];
const #error type double not supported!
 l_63 = (l_59) ? l_62 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_63;
const uint l_64 = info.static_meta[uint(0)];
const uint l_65 = l_64 * uint(1);
const bool l_66 = thread_index_in_grid < l_65;
const uint l_67 = l_65 - uint(1);
const uint l_68 = min(thread_index_in_grid, l_67);
const #error type double not supported!
 l_69 = buffer_0[l_68];
const #error type double not supported!
 l_70 = (l_66) ? l_69 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_70;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_71 = info.static_meta[uint(0)];
const uint l_72 = l_71 * uint(1);
const bool l_73 = l_6 < l_72;
const uint l_74 = l_72 - uint(1);
const uint l_75 = min(l_6, l_74);
const #error type double not supported!
 l_76 = buffer_0[l_75];
const #error type double not supported!
 l_77 = (l_73) ? l_76 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_77;
const uint l_78 = info.static_meta[uint(1)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = thread_index_in_grid < l_79;
const uint l_81 = l_79 - uint(1);
const uint l_82 = min(thread_index_in_grid, l_81);
const #error type double not supported!
 l_83 = buffer_1[l_82];
const #error type double not supported!
 l_84 = (l_80) ? l_83 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_84;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_85 = info.static_meta[uint(1)];
const uint l_86 = l_85 * uint(1);
const bool l_87 = l_9 < l_86;
const uint l_88 = l_86 - uint(1);
const uint l_89 = min(l_9, l_88);
const #error type double not supported!
 l_90 = buffer_1[l_89];
const #error type double not supported!
 l_91 = (l_87) ? l_90 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_91;
const #error type double not supported!
 l_11 = l_5 * l_8;
const bool l_12 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_13 = (l_12) ? l_11 : l_4;
const #error type double not supported!
 l_14 = l_3 * l_5;
const bool l_15 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_16 = (l_15) ? l_14 : l_4;
const #error type double not supported!
 l_17 = l_16 - l_5;
const bool l_18 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_19 = (l_18) ? l_17 : l_4;
const #error type double not supported!
 l_20 = l_16 - l_19;
const #error type double not supported!
 l_21 = l_5 - l_20;
const #error type double not supported!
 l_22 = l_3 * l_8;
const bool l_23 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_24 = (l_23) ? l_22 : l_4;
const #error type double not supported!
 l_25 = l_24 - l_8;
const bool l_26 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_27 = (l_26) ? l_25 : l_4;
const #error type double not supported!
 l_28 = l_24 - l_27;
const #error type double not supported!
 l_29 = l_8 - l_28;
const #error type double not supported!
 l_30 = l_20 * l_28;
const #error type double not supported!
 l_31 = l_30 - l_13;
const #error type double not supported!
 l_32 = l_20 * l_29;
const #error type double not supported!
 l_33 = l_31 + l_32;
const #error type double not supported!
 l_34 = l_21 * l_28;
const #error type double not supported!
 l_35 = l_33 + l_34;
const #error type double not supported!
 l_36 = l_21 * l_29;
const #error type double not supported!
 l_37 = l_35 + l_36;
const #error type double not supported!
 l_38 = l_5 * l_10;
const #error type double not supported!
 l_39 = l_7 * l_8;
const #error type double not supported!
 l_40 = l_38 + l_39;
const #error type double not supported!
 l_41 = l_37 + l_40;
const #error type double not supported!
 l_42 = l_13 + l_41;
const bool l_43 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_44 = (l_43) ? l_42 : l_4;
const #error type double not supported!
 l_45 = l_44 - l_13;
const bool l_46 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_47 = (l_46) ? l_45 : l_4;
const #error type double not supported!
 l_48 = l_41 - l_47;
const uint l_92 = info.static_meta[uint(3)];
const uint l_93 = l_92 * uint(1);
const bool l_94 = thread_index_in_grid < l_93;
if (l_94) {
buffer_3[thread_index_in_grid] = l_44;
}
const uint l_49 = l_1 + thread_index_in_grid;
const uint l_95 = info.static_meta[uint(3)];
const uint l_96 = l_95 * uint(1);
const bool l_97 = l_49 < l_96;
if (l_97) {
buffer_3[l_49] = l_48;
}
}

}
