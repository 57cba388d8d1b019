
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void mad(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    const device float * buffer_3 [[buffer(3)]],
    device float * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
float l_mut_5;
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_8 = info.static_meta[uint(0)];
const uint l_9 = l_8 * uint(1);
const bool l_10 = thread_index_in_grid < l_9;
const uint l_11 = l_9 - uint(1);
const uint l_12 = min(thread_index_in_grid, l_11);
const float l_13 = buffer_0[l_12];
const float l_14 = (l_10) ? l_13 : float(0.0);
const float l_2 = l_14;
const uint l_15 = info.static_meta[uint(1)];
const uint l_16 = l_15 * uint(1);
const bool l_17 = thread_index_in_grid < l_16;
const uint l_18 = l_16 - uint(1);
const uint l_19 = min(thread_index_in_grid, l_18);
const float l_20 = buffer_1[l_19];
const float l_21 = (l_17) ? l_20 : float(0.0);
const float l_3 = l_21;
const float l_4 = l_2 * l_3;
l_mut_5 = l_4;
const uint l_22 = info.static_meta[uint(2)];
const uint l_23 = l_22 * uint(1);
const bool l_24 = thread_index_in_grid < l_23;
const uint l_25 = l_23 - uint(1);
const uint l_26 = min(thread_index_in_grid, l_25);
const float l_27 = buffer_2[l_26];
const float l_28 = (l_24) ? l_27 : float(0.0);
const float l_6 = l_28;
const float l_7 = l_mut_5 + l_6;
const uint l_29 = info.static_meta[uint(4)];
const uint l_30 = l_29 * uint(1);
const bool l_31 = thread_index_in_grid < l_30;
if (l_31) {
buffer_4[thread_index_in_grid] = l_7;
}
}

}
