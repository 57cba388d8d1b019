
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[4];
};

[[kernel]]
void odd_products(
    const device float * buffer_0 [[buffer(0)]],
    device float * buffer_1 [[buffer(1)]],
    constant info_st& info [[buffer(2)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.static_meta[uint(3)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = thread_index_in_grid + uint(1);
const uint l_3 = uint(2) * l_2;
const uint l_4 = l_3 + uint(1);
const float l_5 = float(l_4);
const uint l_8 = info.static_meta[uint(0)];
const uint l_9 = l_8 * uint(1);
const bool l_10 = uint(0) < l_9;
const uint l_11 = l_9 - uint(1);
const uint l_12 = min(uint(0), l_11);
const float l_13 = buffer_0[l_12];
const float l_14 = (l_10) ? l_13 : float(0.0);
const float l_6 = l_14;
const float l_7 = l_6 * l_5;
const uint l_15 = info.static_meta[uint(1)];
const uint l_16 = l_15 * uint(1);
const bool l_17 = thread_index_in_grid < l_16;
if (l_17) {
buffer_1[thread_index_in_grid] = l_7;
}
}

}
