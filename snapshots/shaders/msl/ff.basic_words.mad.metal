
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
const uint l_7 = info.static_meta[uint(0)];
const uint l_8 = l_7 * uint(1);
const bool l_9 = thread_index_in_grid < l_8;
const uint l_10 = l_8 - uint(1);
const uint l_11 = min(thread_index_in_grid, l_10);
const float l_12 = buffer_0[l_11];
const float l_13 = (l_9) ? l_12 : float(0.0);
const float l_2 = l_13;
const uint l_14 = info.static_meta[uint(1)];
const uint l_15 = l_14 * uint(1);
const bool l_16 = thread_index_in_grid < l_15;
const uint l_17 = l_15 - uint(1);
const uint l_18 = min(thread_index_in_grid, l_17);
const float l_19 = buffer_1[l_18];
const float l_20 = (l_16) ? l_19 : float(0.0);
const float l_3 = l_20;
const float l_4 = l_2 * l_3;
const uint l_21 = info.static_meta[uint(2)];
const uint l_22 = l_21 * uint(1);
const bool l_23 = thread_index_in_grid < l_22;
const uint l_24 = l_22 - uint(1);
const uint l_25 = min(thread_index_in_grid, l_24);
const float l_26 = buffer_2[l_25];
const float l_27 = (l_23) ? l_26 : float(0.0);
const float l_5 = l_27;
const float l_6 = l_4 + l_5;
const uint l_28 = info.static_meta[uint(3)];
const uint l_29 = l_28 * uint(1);
const bool l_30 = thread_index_in_grid < l_29;
if (l_30) {
buffer_3[thread_index_in_grid] = l_6;
}
}

}
