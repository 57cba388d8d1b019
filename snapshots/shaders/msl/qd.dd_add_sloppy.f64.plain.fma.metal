
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
const uint l_23 = info.static_meta[uint(2)];
const uint l_24 = l_23 * uint(1);
const bool l_25 = uint(0) < l_24;
const uint l_26 = l_24 - uint(1);
const uint l_27 = min(uint(0), l_26);
const #error type double not supported!
 l_28 = buffer_2[l_27];
const #error type double not supported!
 l_29 = (l_25) ? l_28 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_29;
const uint l_30 = info.static_meta[uint(2)];
const uint l_31 = l_30 * uint(1);
const bool l_32 = uint(1) < l_31;
const uint l_33 = l_31 - uint(1);
const uint l_34 = min(uint(1), l_33);
const #error type double not supported!
 l_35 = buffer_2[l_34];
const #error type double not supported!
 l_36 = (l_32) ? l_35 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_36;
const uint l_37 = info.static_meta[uint(0)];
const uint l_38 = l_37 * uint(1);
const bool l_39 = thread_index_in_grid < l_38;
const uint l_40 = l_38 - uint(1);
const uint l_41 = min(thread_index_in_grid, l_40);
const #error type double not supported!
 l_42 = buffer_0[l_41];
const #error type double not supported!
 l_43 = (l_39) ? l_42 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_43;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_44 = info.static_meta[uint(0)];
const uint l_45 = l_44 * uint(1);
const bool l_46 = l_6 < l_45;
const uint l_47 = l_45 - uint(1);
const uint l_48 = min(l_6, l_47);
const #error type double not supported!
 l_49 = buffer_0[l_48];
const #error type double not supported!
 l_50 = (l_46) ? l_49 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_50;
const uint l_51 = info.static_meta[uint(1)];
const uint l_52 = l_51 * uint(1);
const bool l_53 = thread_index_in_grid < l_52;
const uint l_54 = l_52 - uint(1);
const uint l_55 = min(thread_index_in_grid, l_54);
const #error type double not supported!
 l_56 = buffer_1[l_55];
const #error type double not supported!
 l_57 = (l_53) ? l_56 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_57;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_58 = info.static_meta[uint(1)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = l_9 < l_59;
const uint l_61 = l_59 - uint(1);
const uint l_62 = min(l_9, l_61);
const #error type double not supported!
 l_63 = buffer_1[l_62];
const #error type double not supported!
 l_64 = (l_60) ? l_63 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_64;
const #error type double not supported!
 l_11 = l_5 + l_8;
const #error type double not supported!
 l_12 = l_11 - l_5;
const #error type double not supported!
 l_13 = l_11 - l_12;
const #error type double not supported!
 l_14 = l_5 - l_13;
const #error type double not supported!
 l_15 = l_8 - l_12;
const #error type double not supported!
 l_16 = l_14 + l_15;
const #error type double not supported!
 l_17 = l_7 + l_10;
const #error type double not supported!
 l_18 = l_16 + l_17;
const #error type double not supported!
 l_19 = l_11 + l_18;
const #error type double not supported!
 l_20 = l_19 - l_11;
const #error type double not supported!
 l_21 = l_18 - l_20;
const uint l_65 = info.static_meta[uint(3)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = thread_index_in_grid < l_66;
if (l_67) {
buffer_3[thread_index_in_grid] = l_19;
}
const uint l_22 = l_1 + thread_index_in_grid;
const uint l_68 = info.static_meta[uint(3)];
const uint l_69 = l_68 * uint(1);
const bool l_70 = l_22 < l_69;
if (l_70) {
buffer_3[l_22] = l_21;
}
}

}
