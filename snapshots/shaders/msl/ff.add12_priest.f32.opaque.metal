
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
float l_mut_13;
float l_mut_24;
float l_mut_6;
float l_mut_7;
const uint l_0 = info.static_meta[uint(4)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_28 = info.static_meta[uint(2)];
const uint l_29 = l_28 * uint(1);
const bool l_30 = uint(0) < l_29;
const uint l_31 = l_29 - uint(1);
const uint l_32 = min(uint(0), l_31);
const float l_33 = buffer_2[l_32];
const float l_34 = (l_30) ? l_33 : float(0.0);
const float l_2 = l_34;
const uint l_35 = info.static_meta[uint(2)];
const uint l_36 = l_35 * uint(1);
const bool l_37 = uint(1) < l_36;
const uint l_38 = l_36 - uint(1);
const uint l_39 = min(uint(1), l_38);
const float l_40 = buffer_2[l_39];
const float l_41 = (l_37) ? l_40 : float(0.0);
const float l_3 = l_41;
const uint l_42 = info.static_meta[uint(0)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = thread_index_in_grid < l_43;
const uint l_45 = l_43 - uint(1);
const uint l_46 = min(thread_index_in_grid, l_45);
const float l_47 = buffer_0[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_4 = l_48;
const uint l_49 = info.static_meta[uint(1)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = thread_index_in_grid < l_50;
const uint l_52 = l_50 - uint(1);
const uint l_53 = min(thread_index_in_grid, l_52);
const float l_54 = buffer_1[l_53];
const float l_55 = (l_51) ? l_54 : float(0.0);
const float l_5 = l_55;
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
const float l_12 = l_11 * l_3;
l_mut_13 = l_12;
const float l_14 = l_mut_13 - l_mut_6;
const float l_15 = l_14 * l_3;
const float l_16 = l_mut_13 - l_15;
const float l_17 = l_16 * l_3;
const float l_18 = l_17 - l_mut_6;
const float l_19 = l_18 * l_3;
const float l_20 = l_mut_7 - l_19;
const float l_21 = l_20 * l_3;
const float l_22 = l_21 - l_15;
const float l_23 = l_22 * l_3;
l_mut_24 = l_23;
const float l_25 = l_mut_24 + l_15;
const bool l_26 = l_25 != l_21;
if (l_26) {
l_mut_13 = l_mut_6;
l_mut_24 = l_mut_7;
}
const uint l_56 = info.static_meta[uint(3)];
const uint l_57 = l_56 * uint(1);
const bool l_58 = thread_index_in_grid < l_57;
if (l_58) {
buffer_3[thread_index_in_grid] = l_mut_13;
}
const uint l_27 = l_0 + thread_index_in_grid;
const uint l_59 = info.static_meta[uint(3)];
const uint l_60 = l_59 * uint(1);
const bool l_61 = l_27 < l_60;
if (l_61) {
buffer_3[l_27] = l_mut_24;
}
}

}
