
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
const uint l_20 = info.static_meta[uint(0)];
const uint l_21 = l_20 * uint(1);
const bool l_22 = thread_index_in_grid < l_21;
const uint l_23 = l_21 - uint(1);
const uint l_24 = min(thread_index_in_grid, l_23);
const float l_25 = buffer_0[l_24];
const float l_26 = (l_22) ? l_25 : float(0.0);
const float l_2 = l_26;
const uint l_27 = info.static_meta[uint(1)];
const uint l_28 = l_27 * uint(1);
const bool l_29 = thread_index_in_grid < l_28;
const uint l_30 = l_28 - uint(1);
const uint l_31 = min(thread_index_in_grid, l_30);
const float l_32 = buffer_1[l_31];
const float l_33 = (l_29) ? l_32 : float(0.0);
const float l_3 = l_33;
const float l_4 = l_2 + l_3;
const uint l_34 = info.static_meta[uint(2)];
const uint l_35 = l_34 * uint(1);
const bool l_36 = uint(0) < l_35;
const uint l_37 = l_35 - uint(1);
const uint l_38 = min(uint(0), l_37);
const float l_39 = buffer_2[l_38];
const float l_40 = (l_36) ? l_39 : float(0.0);
const float l_5 = l_40;
const uint l_6 = reinterpret_cast<thread uint const&>(l_4);
const float l_7 = reinterpret_cast<thread float const&>(l_6);
const float l_8 = l_7 - l_2;
const uint l_41 = info.static_meta[uint(2)];
const uint l_42 = l_41 * uint(1);
const bool l_43 = uint(0) < l_42;
const uint l_44 = l_42 - uint(1);
const uint l_45 = min(uint(0), l_44);
const float l_46 = buffer_2[l_45];
const float l_47 = (l_43) ? l_46 : float(0.0);
const float l_9 = l_47;
const uint l_10 = reinterpret_cast<thread uint const&>(l_8);
const float l_11 = reinterpret_cast<thread float const&>(l_10);
const float l_12 = l_7 - l_11;
const uint l_48 = info.static_meta[uint(2)];
const uint l_49 = l_48 * uint(1);
const bool l_50 = uint(0) < l_49;
const uint l_51 = l_49 - uint(1);
const uint l_52 = min(uint(0), l_51);
const float l_53 = buffer_2[l_52];
const float l_54 = (l_50) ? l_53 : float(0.0);
const float l_13 = l_54;
const uint l_14 = reinterpret_cast<thread uint const&>(l_12);
const float l_15 = reinterpret_cast<thread float const&>(l_14);
const float l_16 = l_2 - l_15;
const float l_17 = l_3 - l_11;
const float l_18 = l_16 + l_17;
const uint l_55 = info.static_meta[uint(3)];
const uint l_56 = l_55 * uint(1);
const bool l_57 = thread_index_in_grid < l_56;
if (l_57) {
buffer_3[thread_index_in_grid] = l_7;
}
const uint l_19 = l_0 + thread_index_in_grid;
const uint l_58 = info.static_meta[uint(3)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = l_19 < l_59;
if (l_60) {
buffer_3[l_19] = l_18;
}
}

}
