
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
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_6 = info.static_meta[uint(0)];
const uint l_7 = l_6 * uint(1);
const bool l_8 = thread_index_in_grid < l_7;
const uint l_9 = l_7 - uint(1);
const uint l_10 = min(thread_index_in_grid, l_9);
const float l_11 = buffer_0[l_10];
const float l_12 = (l_8) ? l_11 : float(0.0);
const float l_2 = l_12;
const uint l_13 = info.static_meta[uint(1)];
const uint l_14 = l_13 * uint(1);
const bool l_15 = thread_index_in_grid < l_14;
const uint l_16 = l_14 - uint(1);
const uint l_17 = min(thread_index_in_grid, l_16);
const float l_18 = buffer_1[l_17];
const float l_19 = (l_15) ? l_18 : float(0.0);
const float l_3 = l_19;
const uint l_20 = info.static_meta[uint(2)];
const uint l_21 = l_20 * uint(1);
const bool l_22 = thread_index_in_grid < l_21;
const uint l_23 = l_21 - uint(1);
const uint l_24 = min(thread_index_in_grid, l_23);
const float l_25 = buffer_2[l_24];
const float l_26 = (l_22) ? l_25 : float(0.0);
const float l_4 = l_26;
const float l_5 = fma(l_2, l_3, l_4);
const uint l_27 = info.static_meta[uint(4)];
const uint l_28 = l_27 * uint(1);
const bool l_29 = thread_index_in_grid < l_28;
if (l_29) {
buffer_4[thread_index_in_grid] = l_5;
}
}

}
