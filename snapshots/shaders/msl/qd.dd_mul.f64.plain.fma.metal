
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
const uint l_22 = info.static_meta[uint(2)];
const uint l_23 = l_22 * uint(1);
const bool l_24 = uint(0) < l_23;
const uint l_25 = l_23 - uint(1);
const uint l_26 = min(uint(0), l_25);
const #error type double not supported!
 l_27 = buffer_2[l_26];
const #error type double not supported!
 l_28 = (l_24) ? l_27 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_28;
const uint l_29 = info.static_meta[uint(2)];
const uint l_30 = l_29 * uint(1);
const bool l_31 = uint(1) < l_30;
const uint l_32 = l_30 - uint(1);
const uint l_33 = min(uint(1), l_32);
const #error type double not supported!
 l_34 = buffer_2[l_33];
const #error type double not supported!
 l_35 = (l_31) ? l_34 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_35;
const uint l_36 = info.static_meta[uint(0)];
const uint l_37 = l_36 * uint(1);
const bool l_38 = thread_index_in_grid < l_37;
const uint l_39 = l_37 - uint(1);
const uint l_40 = min(thread_index_in_grid, l_39);
const #error type double not supported!
 l_41 = buffer_0[l_40];
const #error type double not supported!
 l_42 = (l_38) ? l_41 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_42;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_43 = info.static_meta[uint(0)];
const uint l_44 = l_43 * uint(1);
const bool l_45 = l_6 < l_44;
const uint l_46 = l_44 - uint(1);
const uint l_47 = min(l_6, l_46);
const #error type double not supported!
 l_48 = buffer_0[l_47];
const #error type double not supported!
 l_49 = (l_45) ? l_48 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_49;
const uint l_50 = info.static_meta[uint(1)];
const uint l_51 = l_50 * uint(1);
const bool l_52 = thread_index_in_grid < l_51;
const uint l_53 = l_51 - uint(1);
const uint l_54 = min(thread_index_in_grid, l_53);
const #error type double not supported!
 l_55 = buffer_1[l_54];
const #error type double not supported!
 l_56 = (l_52) ? l_55 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_56;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_57 = info.static_meta[uint(1)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = l_9 < l_58;
const uint l_60 = l_58 - uint(1);
const uint l_61 = min(l_9, l_60);
const #error type double not supported!
 l_62 = buffer_1[l_61];
const #error type double not supported!
 l_63 = (l_59) ? l_62 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_63;
const #error type double not supported!
 l_11 = l_5 * l_8;
const #error type double not supported!
 l_12 = -l_11;
const #error type double not supported!
 l_13 = fma(l_5, l_8, l_12);
const #error type double not supported!
 l_14 = l_5 * l_10;
const #error type double not supported!
 l_15 = l_7 * l_8;
const #error type double not supported!
 l_16 = l_14 + l_15;
const #error type double not supported!
 l_17 = l_13 + l_16;
const #error type double not supported!
 l_18 = l_11 + l_17;
const #error type double not supported!
 l_19 = l_18 - l_11;
const #error type double not supported!
 l_20 = l_17 - l_19;
const uint l_64 = info.static_meta[uint(3)];
const uint l_65 = l_64 * uint(1);
const bool l_66 = thread_index_in_grid < l_65;
if (l_66) {
buffer_3[thread_index_in_grid] = l_18;
}
const uint l_21 = l_1 + thread_index_in_grid;
const uint l_67 = info.static_meta[uint(3)];
const uint l_68 = l_67 * uint(1);
const bool l_69 = l_21 < l_68;
if (l_69) {
buffer_3[l_21] = l_20;
}
}

}
