
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
const uint l_14 = info.static_meta[uint(0)];
const uint l_15 = l_14 * uint(1);
const bool l_16 = thread_index_in_grid < l_15;
const uint l_17 = l_15 - uint(1);
const uint l_18 = min(thread_index_in_grid, l_17);
const float l_19 = buffer_0[l_18];
const float l_20 = (l_16) ? l_19 : float(0.0);
const float l_2 = l_20;
const uint l_21 = info.static_meta[uint(1)];
const uint l_22 = l_21 * uint(1);
const bool l_23 = thread_index_in_grid < l_22;
const uint l_24 = l_22 - uint(1);
const uint l_25 = min(thread_index_in_grid, l_24);
const float l_26 = buffer_1[l_25];
const float l_27 = (l_23) ? l_26 : float(0.0);
const float l_3 = l_27;
const float l_4 = l_2 + l_3;
const uint l_28 = info.static_meta[uint(2)];
const uint l_29 = l_28 * uint(1);
const bool l_30 = uint(0) < l_29;
const uint l_31 = l_29 - uint(1);
const uint l_32 = min(uint(0), l_31);
const float l_33 = buffer_2[l_32];
const float l_34 = (l_30) ? l_33 : float(0.0);
const float l_5 = l_34;
const float l_6 = l_4 - l_2;
const uint l_35 = info.static_meta[uint(2)];
const uint l_36 = l_35 * uint(1);
const bool l_37 = uint(0) < l_36;
const uint l_38 = l_36 - uint(1);
const uint l_39 = min(uint(0), l_38);
const float l_40 = buffer_2[l_39];
const float l_41 = (l_37) ? l_40 : float(0.0);
const float l_7 = l_41;
const float l_8 = l_4 - l_6;
const uint l_42 = info.static_meta[uint(2)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = uint(0) < l_43;
const uint l_45 = l_43 - uint(1);
const uint l_46 = min(uint(0), l_45);
const float l_47 = buffer_2[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_9 = l_48;
const float l_10 = l_2 - l_8;
const float l_11 = l_3 - l_6;
const float l_12 = l_10 + l_11;
const uint l_49 = info.static_meta[uint(3)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = thread_index_in_grid < l_50;
if (l_51) {
buffer_3[thread_index_in_grid] = l_4;
}
const uint l_13 = l_0 + thread_index_in_grid;
const uint l_52 = info.static_meta[uint(3)];
const uint l_53 = l_52 * uint(1);
const bool l_54 = l_13 < l_53;
if (l_54) {
buffer_3[l_13] = l_12;
}
}

}
