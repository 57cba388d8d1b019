
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[6];
};

[[kernel]]
void div_sqrt(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    device float * buffer_2 [[buffer(2)]],
    constant info_st& info [[buffer(3)]],
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
const float l_4 = l_2 / l_3;
const uint l_22 = info.static_meta[uint(2)];
const uint l_23 = l_22 * uint(1);
const bool l_24 = thread_index_in_grid < l_23;
if (l_24) {
buffer_2[thread_index_in_grid] = l_4;
}
const uint l_5 = l_0 + thread_index_in_grid;
const uint l_25 = info.static_meta[uint(0)];
const uint l_26 = l_25 * uint(1);
const bool l_27 = thread_index_in_grid < l_26;
const uint l_28 = l_26 - uint(1);
const uint l_29 = min(thread_index_in_grid, l_28);
const float l_30 = buffer_0[l_29];
const float l_31 = (l_27) ? l_30 : float(0.0);
const float l_6 = l_31;
const float l_7 = sqrt(l_6);
const uint l_32 = info.static_meta[uint(2)];
const uint l_33 = l_32 * uint(1);
const bool l_34 = l_5 < l_33;
if (l_34) {
buffer_2[l_5] = l_7;
}
}

}
