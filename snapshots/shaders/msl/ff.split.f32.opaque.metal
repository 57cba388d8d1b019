
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void transforms_f_f32(
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
const uint l_0 = info.static_meta[uint(4)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_12 = info.static_meta[uint(2)];
const uint l_13 = l_12 * uint(1);
const bool l_14 = uint(0) < l_13;
const uint l_15 = l_13 - uint(1);
const uint l_16 = min(uint(0), l_15);
const float l_17 = buffer_2[l_16];
const float l_18 = (l_14) ? l_17 : float(0.0);
const float l_2 = l_18;
const uint l_19 = info.static_meta[uint(2)];
const uint l_20 = l_19 * uint(1);
const bool l_21 = uint(1) < l_20;
const uint l_22 = l_20 - uint(1);
const uint l_23 = min(uint(1), l_22);
const float l_24 = buffer_2[l_23];
const float l_25 = (l_21) ? l_24 : float(0.0);
const float l_3 = l_25;
const uint l_26 = info.static_meta[uint(0)];
const uint l_27 = l_26 * uint(1);
const bool l_28 = thread_index_in_grid < l_27;
const uint l_29 = l_27 - uint(1);
const uint l_30 = min(thread_index_in_grid, l_29);
const float l_31 = buffer_0[l_30];
const float l_32 = (l_28) ? l_31 : float(0.0);
const float l_4 = l_32;
const float l_5 = l_2 * l_4;
const float l_6 = l_5 * l_3;
const float l_7 = l_6 - l_4;
const float l_8 = l_7 * l_3;
const float l_9 = l_6 - l_8;
const float l_10 = l_4 - l_9;
const uint l_33 = info.static_meta[uint(3)];
const uint l_34 = l_33 * uint(1);
const bool l_35 = thread_index_in_grid < l_34;
if (l_35) {
buffer_3[thread_index_in_grid] = l_9;
}
const uint l_11 = l_0 + thread_index_in_grid;
const uint l_36 = info.static_meta[uint(3)];
const uint l_37 = l_36 * uint(1);
const bool l_38 = l_11 < l_37;
if (l_38) {
buffer_3[l_11] = l_10;
}
}

}
