
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
float l_mut_12;
float l_mut_18;
float l_mut_6;
float l_mut_7;
const uint l_0 = info.static_meta[uint(4)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_22 = info.static_meta[uint(2)];
const uint l_23 = l_22 * uint(1);
const bool l_24 = uint(0) < l_23;
const uint l_25 = l_23 - uint(1);
const uint l_26 = min(uint(0), l_25);
const float l_27 = buffer_2[l_26];
const float l_28 = (l_24) ? l_27 : float(0.0);
const float l_2 = l_28;
const uint l_29 = info.static_meta[uint(2)];
const uint l_30 = l_29 * uint(1);
const bool l_31 = uint(1) < l_30;
const uint l_32 = l_30 - uint(1);
const uint l_33 = min(uint(1), l_32);
const float l_34 = buffer_2[l_33];
const float l_35 = (l_31) ? l_34 : float(0.0);
const float l_3 = l_35;
const uint l_36 = info.static_meta[uint(0)];
const uint l_37 = l_36 * uint(1);
const bool l_38 = thread_index_in_grid < l_37;
const uint l_39 = l_37 - uint(1);
const uint l_40 = min(thread_index_in_grid, l_39);
const float l_41 = buffer_0[l_40];
const float l_42 = (l_38) ? l_41 : float(0.0);
const float l_4 = l_42;
const uint l_43 = info.static_meta[uint(1)];
const uint l_44 = l_43 * uint(1);
const bool l_45 = thread_index_in_grid < l_44;
const uint l_46 = l_44 - uint(1);
const uint l_47 = min(thread_index_in_grid, l_46);
const float l_48 = buffer_1[l_47];
const float l_49 = (l_45) ? l_48 : float(0.0);
const float l_5 = l_49;
l_mut_6 = l_4;
l_mut_7 = l_5;
const float l_8 = abs(l_5);
const float l_9 = abs(l_4);
const bool l_10 = l_8 >= l_9;
if (l_10) {
l_mut_6 = l_5;
l_mut_7 = l_4;
}
const float l_11 = l_mut_6 + l_mut_7;
l_mut_12 = l_11;
const float l_13 = l_mut_12 - l_mut_6;
const float l_14 = l_mut_12 - l_13;
const float l_15 = l_14 - l_mut_6;
const float l_16 = l_mut_7 - l_15;
const float l_17 = l_16 - l_13;
l_mut_18 = l_17;
const float l_19 = l_mut_18 + l_13;
const bool l_20 = l_19 != l_16;
if (l_20) {
l_mut_12 = l_mut_6;
l_mut_18 = l_mut_7;
}
const uint l_50 = info.static_meta[uint(3)];
const uint l_51 = l_50 * uint(1);
const bool l_52 = thread_index_in_grid < l_51;
if (l_52) {
buffer_3[thread_index_in_grid] = l_mut_12;
}
const uint l_21 = l_0 + thread_index_in_grid;
const uint l_53 = info.static_meta[uint(3)];
const uint l_54 = l_53 * uint(1);
const bool l_55 = l_21 < l_54;
if (l_55) {
buffer_3[l_21] = l_mut_18;
}
}

}
