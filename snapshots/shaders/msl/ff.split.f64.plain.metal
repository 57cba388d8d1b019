
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
const uint l_10 = info.static_meta[uint(2)];
const uint l_11 = l_10 * uint(1);
const bool l_12 = uint(0) < l_11;
const uint l_13 = l_11 - uint(1);
const uint l_14 = min(uint(0), l_13);
const #error type double not supported!
 l_15 = buffer_2[l_14];
const #error type double not supported!
 l_16 = (l_12) ? l_15 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_2 = l_16;
const uint l_17 = info.static_meta[uint(2)];
const uint l_18 = l_17 * uint(1);
const bool l_19 = uint(1) < l_18;
const uint l_20 = l_18 - uint(1);
const uint l_21 = min(uint(1), l_20);
const #error type double not supported!
 l_22 = buffer_2[l_21];
const #error type double not supported!
 l_23 = (l_19) ? l_22 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_23;
const uint l_24 = info.static_meta[uint(0)];
const uint l_25 = l_24 * uint(1);
const bool l_26 = thread_index_in_grid < l_25;
const uint l_27 = l_25 - uint(1);
const uint l_28 = min(thread_index_in_grid, l_27);
const #error type double not supported!
 l_29 = buffer_0[l_28];
const #error type double not supported!
 l_30 = (l_26) ? l_29 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_30;
const #error type double not supported!
 l_5 = l_2 * l_4;
const #error type double not supported!
 l_6 = l_5 - l_4;
const #error type double not supported!
 l_7 = l_5 - l_6;
const #error type double not supported!
 l_8 = l_4 - l_7;
const uint l_31 = info.static_meta[uint(3)];
const uint l_32 = l_31 * uint(1);
const bool l_33 = thread_index_in_grid < l_32;
if (l_33) {
buffer_3[thread_index_in_grid] = l_7;
}
const uint l_9 = l_0 + thread_index_in_grid;
const uint l_34 = info.static_meta[uint(3)];
const uint l_35 = l_34 * uint(1);
const bool l_36 = l_9 < l_35;
if (l_36) {
buffer_3[l_9] = l_8;
}
}

}
