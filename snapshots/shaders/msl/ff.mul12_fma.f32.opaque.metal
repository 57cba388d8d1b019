
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
const uint l_11 = info.static_meta[uint(2)];
const uint l_12 = l_11 * uint(1);
const bool l_13 = uint(0) < l_12;
const uint l_14 = l_12 - uint(1);
const uint l_15 = min(uint(0), l_14);
const float l_16 = buffer_2[l_15];
const float l_17 = (l_13) ? l_16 : float(0.0);
const float l_2 = l_17;
const uint l_18 = info.static_meta[uint(2)];
const uint l_19 = l_18 * uint(1);
const bool l_20 = uint(1) < l_19;
const uint l_21 = l_19 - uint(1);
const uint l_22 = min(uint(1), l_21);
const float l_23 = buffer_2[l_22];
const float l_24 = (l_20) ? l_23 : float(0.0);
const float l_3 = l_24;
const uint l_25 = info.static_meta[uint(0)];
const uint l_26 = l_25 * uint(1);
const bool l_27 = thread_index_in_grid < l_26;
const uint l_28 = l_26 - uint(1);
const uint l_29 = min(thread_index_in_grid, l_28);
const float l_30 = buffer_0[l_29];
const float l_31 = (l_27) ? l_30 : float(0.0);
const float l_4 = l_31;
const uint l_32 = info.static_meta[uint(1)];
const uint l_33 = l_32 * uint(1);
const bool l_34 = thread_index_in_grid < l_33;
const uint l_35 = l_33 - uint(1);
const uint l_36 = min(thread_index_in_grid, l_35);
const float l_37 = buffer_1[l_36];
const float l_38 = (l_34) ? l_37 : float(0.0);
const float l_5 = l_38;
const float l_6 = l_4 * l_5;
const float l_7 = l_6 * l_3;
const float l_8 = -l_7;
const float l_9 = fma(l_4, l_5, l_8);
const uint l_39 = info.static_meta[uint(3)];
const uint l_40 = l_39 * uint(1);
const bool l_41 = thread_index_in_grid < l_40;
if (l_41) {
buffer_3[thread_index_in_grid] = l_7;
}
const uint l_10 = l_0 + thread_index_in_grid;
const uint l_42 = info.static_meta[uint(3)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = l_10 < l_43;
if (l_44) {
buffer_3[l_10] = l_9;
}
}

}
