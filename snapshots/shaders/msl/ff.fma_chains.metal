
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[6];
};

[[kernel]]
void fma_chains_f_f32(
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
float l_mut_11;
float l_mut_13;
float l_mut_15;
float l_mut_17;
float l_mut_19;
float l_mut_5;
float l_mut_7;
float l_mut_9;
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_36 = info.static_meta[uint(1)];
const uint l_37 = l_36 * uint(1);
const bool l_38 = uint(0) < l_37;
const uint l_39 = l_37 - uint(1);
const uint l_40 = min(uint(0), l_39);
const float l_41 = buffer_1[l_40];
const float l_42 = (l_38) ? l_41 : float(0.0);
const float l_2 = l_42;
const uint l_43 = info.static_meta[uint(1)];
const uint l_44 = l_43 * uint(1);
const bool l_45 = uint(1) < l_44;
const uint l_46 = l_44 - uint(1);
const uint l_47 = min(uint(1), l_46);
const float l_48 = buffer_1[l_47];
const float l_49 = (l_45) ? l_48 : float(0.0);
const float l_3 = l_49;
const uint l_50 = info.static_meta[uint(0)];
const uint l_51 = l_50 * uint(1);
const bool l_52 = thread_index_in_grid < l_51;
const uint l_53 = l_51 - uint(1);
const uint l_54 = min(thread_index_in_grid, l_53);
const float l_55 = buffer_0[l_54];
const float l_56 = (l_52) ? l_55 : float(0.0);
const float l_4 = l_56;
l_mut_5 = l_4;
const float l_6 = l_mut_5 + l_3;
l_mut_7 = l_6;
const float l_8 = l_mut_7 + l_3;
l_mut_9 = l_8;
const float l_10 = l_mut_9 + l_3;
l_mut_11 = l_10;
const float l_12 = l_mut_11 + l_3;
l_mut_13 = l_12;
const float l_14 = l_mut_13 + l_3;
l_mut_15 = l_14;
const float l_16 = l_mut_15 + l_3;
l_mut_17 = l_16;
const float l_18 = l_mut_17 + l_3;
l_mut_19 = l_18;

for (uint l_mut_20 = uint(0); l_mut_20 < uint(4096); ++l_mut_20) {
const float l_21 = fma(l_mut_5, l_2, l_3);
l_mut_5 = l_21;
const float l_22 = fma(l_mut_7, l_2, l_3);
l_mut_7 = l_22;
const float l_23 = fma(l_mut_9, l_2, l_3);
l_mut_9 = l_23;
const float l_24 = fma(l_mut_11, l_2, l_3);
l_mut_11 = l_24;
const float l_25 = fma(l_mut_13, l_2, l_3);
l_mut_13 = l_25;
const float l_26 = fma(l_mut_15, l_2, l_3);
l_mut_15 = l_26;
const float l_27 = fma(l_mut_17, l_2, l_3);
l_mut_17 = l_27;
const float l_28 = fma(l_mut_19, l_2, l_3);
l_mut_19 = l_28;
}
const float l_29 = l_mut_5 + l_mut_7;
const float l_30 = l_mut_9 + l_mut_11;
const float l_31 = l_29 + l_30;
const float l_32 = l_mut_13 + l_mut_15;
const float l_33 = l_mut_17 + l_mut_19;
const float l_34 = l_32 + l_33;
const float l_35 = l_31 + l_34;
const uint l_57 = info.static_meta[uint(2)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = thread_index_in_grid < l_58;
if (l_59) {
buffer_2[thread_index_in_grid] = l_35;
}
}

}
