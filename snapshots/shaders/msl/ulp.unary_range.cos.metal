
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[4];
};

[[kernel]]
void unary_range(
    const device uint * buffer_0 [[buffer(0)]],
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
float l_mut_5;
const uint l_0 = info.static_meta[uint(3)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_7 = info.static_meta[uint(0)];
const uint l_8 = l_7 * uint(1);
const bool l_9 = uint(0) < l_8;
const uint l_10 = l_8 - uint(1);
const uint l_11 = min(uint(0), l_10);
const uint l_12 = buffer_0[l_11];
const uint l_13 = (l_9) ? l_12 : uint(0);
const uint l_2 = l_13;
const uint l_3 = l_2 + thread_index_in_grid;
const float l_4 = reinterpret_cast<thread float const&>(l_3);
l_mut_5 = l_4;
const float l_6 = cos(l_4);
l_mut_5 = l_6;
const uint l_14 = info.static_meta[uint(1)];
const uint l_15 = l_14 * uint(1);
const bool l_16 = thread_index_in_grid < l_15;
if (l_16) {
buffer_1[thread_index_in_grid] = l_mut_5;
}
}

}
