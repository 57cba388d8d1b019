
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
const uint l_51 = info.static_meta[uint(2)];
const uint l_52 = l_51 * uint(1);
const bool l_53 = uint(0) < l_52;
const uint l_54 = l_52 - uint(1);
const uint l_55 = min(uint(0), l_54);
const #error type double not supported!
 l_56 = buffer_2[l_55];
const #error type double not supported!
 l_57 = (l_53) ? l_56 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_57;
const uint l_58 = info.static_meta[uint(2)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = uint(1) < l_59;
const uint l_61 = l_59 - uint(1);
const uint l_62 = min(uint(1), l_61);
const #error type double not supported!
 l_63 = buffer_2[l_62];
const #error type double not supported!
 l_64 = (l_60) ? l_63 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_64;
const uint l_65 = info.static_meta[uint(0)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = thread_index_in_grid < l_66;
const uint l_68 = l_66 - uint(1);
const uint l_69 = min(thread_index_in_grid, l_68);
const #error type double not supported!
 l_70 = buffer_0[l_69];
const #error type double not supported!
 l_71 = (l_67) ? l_70 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_71;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_72 = info.static_meta[uint(0)];
const uint l_73 = l_72 * uint(1);
const bool l_74 = l_6 < l_73;
const uint l_75 = l_73 - uint(1);
const uint l_76 = min(l_6, l_75);
const #error type double not supported!
 l_77 = buffer_0[l_76];
const #error type double not supported!
 l_78 = (l_74) ? l_77 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_78;
const uint l_79 = info.static_meta[uint(1)];
const uint l_80 = l_79 * uint(1);
const bool l_81 = thread_index_in_grid < l_80;
const uint l_82 = l_80 - uint(1);
const uint l_83 = min(thread_index_in_grid, l_82);
const #error type double not supported!
 l_84 = buffer_1[l_83];
const #error type double not supported!
 l_85 = (l_81) ? l_84 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_85;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_86 = info.static_meta[uint(1)];
const uint l_87 = l_86 * uint(1);
const bool l_88 = l_9 < l_87;
const uint l_89 = l_87 - uint(1);
const uint l_90 = min(l_9, l_89);
const #error type double not supported!
 l_91 = buffer_1[l_90];
const #error type double not supported!
 l_92 = (l_88) ? l_91 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_92;
const #error type double not supported!
 l_11 = sqrt(l_5);
const #error type double not supported!
 l_12 = #error type double not supported!
(1.0) / l_11;
const #error type double not supported!
 l_13 = l_5 * l_12;
const #error type double not supported!
 l_14 = l_13 * l_13;
const #error type double not supported!
 l_15 = -l_14;
const #error type double not supported!
 l_16 = fma(l_13, l_13, l_15);
const #error type double not supported!
 l_17 = -l_14;
const #error type double not supported!
 l_18 = -l_16;
const #error type double not supported!
 l_19 = l_5 + l_17;
const #error type double not supported!
 l_20 = l_19 - l_5;
const #error type double not supported!
 l_21 = l_19 - l_20;
const #error type double not supported!
 l_22 = l_5 - l_21;
const #error type double not supported!
 l_23 = l_17 - l_20;
const #error type double not supported!
 l_24 = l_22 + l_23;
const #error type double not supported!
 l_25 = l_7 + l_18;
const #error type double not supported!
 l_26 = l_25 - l_7;
const #error type double not supported!
 l_27 = l_25 - l_26;
const #error type double not supported!
 l_28 = l_7 - l_27;
const #error type double not supported!
 l_29 = l_18 - l_26;
const #error type double not supported!
 l_30 = l_28 + l_29;
const #error type double not supported!
 l_31 = l_24 + l_25;
const #error type double not supported!
 l_32 = l_19 + l_31;
const #error type double not supported!
 l_33 = l_32 - l_19;
const #error type double not supported!
 l_34 = l_31 - l_33;
const #error type double not supported!
 l_35 = l_30 + l_34;
const #error type double not supported!
 l_36 = l_32 + l_35;
const #error type double not supported!
 l_37 = l_36 - l_32;
const #error type double not supported!
 l_38 = l_35 - l_37;
const #error type double not supported!
 l_39 = l_12 * #error type double not supported!
(0.5);
const #error type double not supported!
 l_40 = l_36 * l_39;
const #error type double not supported!
 l_41 = l_13 + l_40;
const #error type double not supported!
 l_42 = l_41 - l_13;
const #error type double not supported!
 l_43 = l_41 - l_42;
const #error type double not supported!
 l_44 = l_13 - l_43;
const #error type double not supported!
 l_45 = l_40 - l_42;
const #error type double not supported!
 l_46 = l_44 + l_45;
const bool l_47 = l_5 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_48 = (l_47) ? l_41 : l_5;
const #error type double not supported!
 l_49 = (l_47) ? l_46 : #error type double not supported!
(0.0);
const uint l_93 = info.static_meta[uint(3)];
const uint l_94 = l_93 * uint(1);
const bool l_95 = thread_index_in_grid < l_94;
if (l_95) {
buffer_3[thread_index_in_grid] = l_48;
}
const uint l_50 = l_1 + thread_index_in_grid;
const uint l_96 = info.static_meta[uint(3)];
const uint l_97 = l_96 * uint(1);
const bool l_98 = l_50 < l_97;
if (l_98) {
buffer_3[l_50] = l_49;
}
}

}
