
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
const uint l_13 = info.static_meta[uint(2)];
const uint l_14 = l_13 * uint(1);
const bool l_15 = uint(0) < l_14;
const uint l_16 = l_14 - uint(1);
const uint l_17 = min(uint(0), l_16);
const float l_18 = buffer_2[l_17];
const float l_19 = (l_15) ? l_18 : float(0.0);
const float l_2 = l_19;
const uint l_20 = info.static_meta[uint(2)];
const uint l_21 = l_20 * uint(1);
const bool l_22 = uint(1) < l_21;
const uint l_23 = l_21 - uint(1);
const uint l_24 = min(uint(1), l_23);
const float l_25 = buffer_2[l_24];
const float l_26 = (l_22) ? l_25 : float(0.0);
const float l_3 = l_26;
const uint l_27 = info.static_meta[uint(0)];
const uint l_28 = l_27 * uint(1);
const bool l_29 = thread_index_in_grid < l_28;
const uint l_30 = l_28 - uint(1);
const uint l_31 = min(thread_index_in_grid, l_30);
const float l_32 = buffer_0[l_31];
const float l_33 = (l_29) ? l_32 : float(0.0);
const float l_4 = l_33;
const uint l_34 = info.static_meta[uint(1)];
const uint l_35 = l_34 * uint(1);
const bool l_36 = thread_index_in_grid < l_35;
const uint l_37 = l_35 - uint(1);
const uint l_38 = min(thread_index_in_grid, l_37);
const float l_39 = buffer_1[l_38];
const float l_40 = (l_36) ? l_39 : float(0.0);
const float l_5 = l_40;
const float l_6 = l_4 + l_5;
const float l_7 = l_6 - l_4;
const float l_8 = l_6 - l_7;
const float l_9 = l_4 - l_8;
const float l_10 = l_5 - l_7;
const float l_11 = l_9 + l_10;
const uint l_41 = info.static_meta[uint(3)];
const uint l_42 = l_41 * uint(1);
const bool l_43 = thread_index_in_grid < l_42;
if (l_43) {
buffer_3[thread_index_in_grid] = l_6;
}
const uint l_12 = l_0 + thread_index_in_grid;
const uint l_44 = info.static_meta[uint(3)];
const uint l_45 = l_44 * uint(1);
const bool l_46 = l_12 < l_45;
if (l_46) {
buffer_3[l_12] = l_11;
}
}

}
