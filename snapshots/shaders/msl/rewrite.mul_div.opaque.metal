
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void mul_div(
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
const uint l_9 = info.static_meta[uint(0)];
const uint l_10 = l_9 * uint(1);
const bool l_11 = thread_index_in_grid < l_10;
const uint l_12 = l_10 - uint(1);
const uint l_13 = min(thread_index_in_grid, l_12);
const float l_14 = buffer_0[l_13];
const float l_15 = (l_11) ? l_14 : float(0.0);
const float l_2 = l_15;
const uint l_16 = info.static_meta[uint(1)];
const uint l_17 = l_16 * uint(1);
const bool l_18 = thread_index_in_grid < l_17;
const uint l_19 = l_17 - uint(1);
const uint l_20 = min(thread_index_in_grid, l_19);
const float l_21 = buffer_1[l_20];
const float l_22 = (l_18) ? l_21 : float(0.0);
const float l_3 = l_22;
const float l_4 = l_2 * l_3;
const uint l_23 = info.static_meta[uint(2)];
const uint l_24 = l_23 * uint(1);
const bool l_25 = uint(0) < l_24;
const uint l_26 = l_24 - uint(1);
const uint l_27 = min(uint(0), l_26);
const float l_28 = buffer_2[l_27];
const float l_29 = (l_25) ? l_28 : float(0.0);
const float l_5 = l_29;
const float l_6 = l_4 * l_5;
const uint l_30 = info.static_meta[uint(0)];
const uint l_31 = l_30 * uint(1);
const bool l_32 = thread_index_in_grid < l_31;
const uint l_33 = l_31 - uint(1);
const uint l_34 = min(thread_index_in_grid, l_33);
const float l_35 = buffer_0[l_34];
const float l_36 = (l_32) ? l_35 : float(0.0);
const float l_7 = l_36;
const float l_8 = l_6 / l_7;
const uint l_37 = info.static_meta[uint(3)];
const uint l_38 = l_37 * uint(1);
const bool l_39 = thread_index_in_grid < l_38;
if (l_39) {
buffer_3[thread_index_in_grid] = l_8;
}
}

}
