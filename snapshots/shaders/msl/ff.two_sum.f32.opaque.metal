
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
const uint l_16 = info.static_meta[uint(2)];
const uint l_17 = l_16 * uint(1);
const bool l_18 = uint(0) < l_17;
const uint l_19 = l_17 - uint(1);
const uint l_20 = min(uint(0), l_19);
const float l_21 = buffer_2[l_20];
const float l_22 = (l_18) ? l_21 : float(0.0);
const float l_2 = l_22;
const uint l_23 = info.static_meta[uint(2)];
const uint l_24 = l_23 * uint(1);
const bool l_25 = uint(1) < l_24;
const uint l_26 = l_24 - uint(1);
const uint l_27 = min(uint(1), l_26);
const float l_28 = buffer_2[l_27];
const float l_29 = (l_25) ? l_28 : float(0.0);
const float l_3 = l_29;
const uint l_30 = info.static_meta[uint(0)];
const uint l_31 = l_30 * uint(1);
const bool l_32 = thread_index_in_grid < l_31;
const uint l_33 = l_31 - uint(1);
const uint l_34 = min(thread_index_in_grid, l_33);
const float l_35 = buffer_0[l_34];
const float l_36 = (l_32) ? l_35 : float(0.0);
const float l_4 = l_36;
const uint l_37 = info.static_meta[uint(1)];
const uint l_38 = l_37 * uint(1);
const bool l_39 = thread_index_in_grid < l_38;
const uint l_40 = l_38 - uint(1);
const uint l_41 = min(thread_index_in_grid, l_40);
const float l_42 = buffer_1[l_41];
const float l_43 = (l_39) ? l_42 : float(0.0);
const float l_5 = l_43;
const float l_6 = l_4 + l_5;
const float l_7 = l_6 * l_3;
const float l_8 = l_7 - l_4;
const float l_9 = l_8 * l_3;
const float l_10 = l_7 - l_9;
const float l_11 = l_10 * l_3;
const float l_12 = l_4 - l_11;
const float l_13 = l_5 - l_9;
const float l_14 = l_12 + l_13;
const uint l_44 = info.static_meta[uint(3)];
const uint l_45 = l_44 * uint(1);
const bool l_46 = thread_index_in_grid < l_45;
if (l_46) {
buffer_3[thread_index_in_grid] = l_7;
}
const uint l_15 = l_0 + thread_index_in_grid;
const uint l_47 = info.static_meta[uint(3)];
const uint l_48 = l_47 * uint(1);
const bool l_49 = l_15 < l_48;
if (l_49) {
buffer_3[l_15] = l_14;
}
}

}
