
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[4];
};

[[kernel]]
void narrowed_f_f32_n_(
    const device float * buffer_0 [[buffer(0)]],
    device half * buffer_1 [[buffer(1)]],
    constant info_st& info [[buffer(2)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.static_meta[uint(2)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_4 = info.static_meta[uint(0)];
const uint l_5 = l_4 * uint(1);
const bool l_6 = thread_index_in_grid < l_5;
const uint l_7 = l_5 - uint(1);
const uint l_8 = min(thread_index_in_grid, l_7);
const float l_9 = buffer_0[l_8];
const float l_10 = (l_6) ? l_9 : float(0.0);
const float l_2 = l_10;
const half l_3 = half(l_2);
const uint l_11 = info.static_meta[uint(1)];
const uint l_12 = l_11 * uint(1);
const bool l_13 = thread_index_in_grid < l_12;
if (l_13) {
buffer_1[thread_index_in_grid] = l_3;
}
}

}
