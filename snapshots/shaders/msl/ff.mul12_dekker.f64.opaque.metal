
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void transforms_f_f64(
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
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_29 = info.static_meta[uint(2)];
const uint l_30 = l_29 * uint(1);
const bool l_31 = uint(0) < l_30;
const uint l_32 = l_30 - uint(1);
const uint l_33 = min(uint(0), l_32);
const #error type double not supported!
 l_34 = buffer_2[l_33];
const #error type double not supported!
 l_35 = (l_31) ? l_34 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_2 = l_35;
const uint l_36 = info.static_meta[uint(2)];
const uint l_37 = l_36 * uint(1);
const bool l_38 = uint(1) < l_37;
const uint l_39 = l_37 - uint(1);
const uint l_40 = min(uint(1), l_39);
const #error type double not supported!
 l_41 = buffer_2[l_40];
const #error type double not supported!
 l_42 = (l_38) ? l_41 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_42;
const uint l_43 = info.static_meta[uint(0)];
const uint l_44 = l_43 * uint(1);
const bool l_45 = thread_index_in_grid < l_44;
const uint l_46 = l_44 - uint(1);
const uint l_47 = min(thread_index_in_grid, l_46);
const #error type double not supported!
 l_48 = buffer_0[l_47];
const #error type double not supported!
 l_49 = (l_45) ? l_48 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_49;
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
 l_5 = l_56;
const #error type double not supported!
 l_6 = l_4 * l_5;
const #error type double not supported!
 l_7 = l_6 * l_3;
const #error type double not supported!
 l_8 = l_2 * l_4;
const #error type double not supported!
 l_9 = l_8 * l_3;
const #error type double not supported!
 l_10 = l_9 - l_4;
const #error type double not supported!
 l_11 = l_10 * l_3;
const #error type double not supported!
 l_12 = l_9 - l_11;
const #error type double not supported!
 l_13 = l_4 - l_12;
const #error type double not supported!
 l_14 = l_2 * l_5;
const #error type double not supported!
 l_15 = l_14 * l_3;
const #error type double not supported!
 l_16 = l_15 - l_5;
const #error type double not supported!
 l_17 = l_16 * l_3;
const #error type double not supported!
 l_18 = l_15 - l_17;
const #error type double not supported!
 l_19 = l_5 - l_18;
const #error type double not supported!
 l_20 = l_12 * l_18;
const #error type double not supported!
 l_21 = l_20 - l_7;
const #error type double not supported!
 l_22 = l_12 * l_19;
const #error type double not supported!
 l_23 = l_21 + l_22;
const #error type double not supported!
 l_24 = l_13 * l_18;
const #error type double not supported!
 l_25 = l_23 + l_24;
const #error type double not supported!
 l_26 = l_13 * l_19;
const #error type double not supported!
 l_27 = l_25 + l_26;
const uint l_57 = info.static_meta[uint(3)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = thread_index_in_grid < l_58;
if (l_59) {
buffer_3[thread_index_in_grid] = l_7;
}
const uint l_28 = l_0 + thread_index_in_grid;
const uint l_60 = info.static_meta[uint(3)];
const uint l_61 = l_60 * uint(1);
const bool l_62 = l_28 < l_61;
if (l_62) {
buffer_3[l_28] = l_27;
}
}

}
