
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void two_sum(
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
const uint l_17 = info.static_meta[uint(0)];
const uint l_18 = l_17 * uint(1);
const bool l_19 = thread_index_in_grid < l_18;
const uint l_20 = l_18 - uint(1);
const uint l_21 = min(thread_index_in_grid, l_20);
const float l_22 = buffer_0[l_21];
const float l_23 = (l_19) ? l_22 : float(0.0);
const float l_2 = l_23;
const uint l_24 = info.static_meta[uint(1)];
const uint l_25 = l_24 * uint(1);
const bool l_26 = thread_index_in_grid < l_25;
const uint l_27 = l_25 - uint(1);
const uint l_28 = min(thread_index_in_grid, l_27);
const float l_29 = buffer_1[l_28];
const float l_30 = (l_26) ? l_29 : float(0.0);
const float l_3 = l_30;
const float l_4 = l_2 + l_3;
const uint l_31 = info.static_meta[uint(2)];
const uint l_32 = l_31 * uint(1);
const bool l_33 = uint(0) < l_32;
const uint l_34 = l_32 - uint(1);
const uint l_35 = min(uint(0), l_34);
const float l_36 = buffer_2[l_35];
const float l_37 = (l_33) ? l_36 : float(0.0);
const float l_5 = l_37;
const float l_6 = l_4 * l_5;
const float l_7 = l_6 - l_2;
const uint l_38 = info.static_meta[uint(2)];
const uint l_39 = l_38 * uint(1);
const bool l_40 = uint(0) < l_39;
const uint l_41 = l_39 - uint(1);
const uint l_42 = min(uint(0), l_41);
const float l_43 = buffer_2[l_42];
const float l_44 = (l_40) ? l_43 : float(0.0);
const float l_8 = l_44;
const float l_9 = l_7 * l_8;
const float l_10 = l_6 - l_9;
const uint l_45 = info.static_meta[uint(2)];
const uint l_46 = l_45 * uint(1);
const bool l_47 = uint(0) < l_46;
const uint l_48 = l_46 - uint(1);
const uint l_49 = min(uint(0), l_48);
const float l_50 = buffer_2[l_49];
const float l_51 = (l_47) ? l_50 : float(0.0);
const float l_11 = l_51;
const float l_12 = l_10 * l_11;
const float l_13 = l_2 - l_12;
const float l_14 = l_3 - l_9;
const float l_15 = l_13 + l_14;
const uint l_52 = info.static_meta[uint(3)];
const uint l_53 = l_52 * uint(1);
const bool l_54 = thread_index_in_grid < l_53;
if (l_54) {
buffer_3[thread_index_in_grid] = l_6;
}
const uint l_16 = l_0 + thread_index_in_grid;
const uint l_55 = info.static_meta[uint(3)];
const uint l_56 = l_55 * uint(1);
const bool l_57 = l_16 < l_56;
if (l_57) {
buffer_3[l_16] = l_15;
}
}

}
