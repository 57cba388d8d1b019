
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void register_precision_f_f32(
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
float l_mut_5;
float l_mut_8;
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_15 = info.static_meta[uint(0)];
const uint l_16 = l_15 * uint(1);
const bool l_17 = uint(0) < l_16;
const uint l_18 = l_16 - uint(1);
const uint l_19 = min(uint(0), l_18);
const float l_20 = buffer_0[l_19];
const float l_21 = (l_17) ? l_20 : float(0.0);
const float l_2 = l_21;
const uint l_22 = info.static_meta[uint(1)];
const uint l_23 = l_22 * uint(1);
const bool l_24 = thread_index_in_grid < l_23;
const uint l_25 = l_23 - uint(1);
const uint l_26 = min(thread_index_in_grid, l_25);
const float l_27 = buffer_1[l_26];
const float l_28 = (l_24) ? l_27 : float(0.0);
const float l_3 = l_28;
const float l_4 = l_2 + l_3;
l_mut_5 = l_4;
const uint l_29 = info.static_meta[uint(1)];
const uint l_30 = l_29 * uint(1);
const bool l_31 = thread_index_in_grid < l_30;
const uint l_32 = l_30 - uint(1);
const uint l_33 = min(thread_index_in_grid, l_32);
const float l_34 = buffer_1[l_33];
const float l_35 = (l_31) ? l_34 : float(0.0);
const float l_6 = l_35;
const float l_7 = l_2 - l_6;
l_mut_8 = l_7;
const uint l_36 = info.static_meta[uint(3)];
const uint l_37 = l_36 * uint(1);
const bool l_38 = thread_index_in_grid < l_37;
if (l_38) {
buffer_3[thread_index_in_grid] = l_mut_5;
}
const uint l_9 = l_0 + thread_index_in_grid;
const float l_10 = l_mut_5 - l_2;
const uint l_39 = info.static_meta[uint(3)];
const uint l_40 = l_39 * uint(1);
const bool l_41 = l_9 < l_40;
if (l_41) {
buffer_3[l_9] = l_10;
}
const uint l_11 = uint(2) * l_0;
const uint l_12 = l_11 + thread_index_in_grid;
const uint l_42 = info.static_meta[uint(1)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = thread_index_in_grid < l_43;
const uint l_45 = l_43 - uint(1);
const uint l_46 = min(thread_index_in_grid, l_45);
const float l_47 = buffer_1[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_13 = l_48;
const float l_14 = l_mut_8 + l_13;
const uint l_49 = info.static_meta[uint(3)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = l_12 < l_50;
if (l_51) {
buffer_3[l_12] = l_14;
}
}

}
