
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void basic_words_f_f32(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    device float * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.static_meta[uint(7)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_5 = info.static_meta[uint(0)];
const uint l_6 = l_5 * uint(1);
const bool l_7 = thread_index_in_grid < l_6;
const uint l_8 = l_6 - uint(1);
const uint l_9 = min(thread_index_in_grid, l_8);
const float l_10 = buffer_0[l_9];
const float l_11 = (l_7) ? l_10 : float(0.0);
const float l_2 = l_11;
const uint l_12 = info.static_meta[uint(1)];
const uint l_13 = l_12 * uint(1);
const bool l_14 = thread_index_in_grid < l_13;
const uint l_15 = l_13 - uint(1);
const uint l_16 = min(thread_index_in_grid, l_15);
const float l_17 = buffer_1[l_16];
const float l_18 = (l_14) ? l_17 : float(0.0);
const float l_3 = l_18;
const float l_4 = l_2 + l_3;
const uint l_19 = info.static_meta[uint(3)];
const uint l_20 = l_19 * uint(1);
const bool l_21 = thread_index_in_grid < l_20;
if (l_21) {
buffer_3[thread_index_in_grid] = l_4;
}
}

}
