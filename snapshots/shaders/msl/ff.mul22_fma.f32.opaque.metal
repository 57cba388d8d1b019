
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void double_words_f_f32(
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
uint l_mut_4;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_26 = info.static_meta[uint(2)];
const uint l_27 = l_26 * uint(1);
const bool l_28 = uint(0) < l_27;
const uint l_29 = l_27 - uint(1);
const uint l_30 = min(uint(0), l_29);
const float l_31 = buffer_2[l_30];
const float l_32 = (l_28) ? l_31 : float(0.0);
const float l_2 = l_32;
const uint l_33 = info.static_meta[uint(2)];
const uint l_34 = l_33 * uint(1);
const bool l_35 = uint(1) < l_34;
const uint l_36 = l_34 - uint(1);
const uint l_37 = min(uint(1), l_36);
const float l_38 = buffer_2[l_37];
const float l_39 = (l_35) ? l_38 : float(0.0);
const float l_3 = l_39;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_40 = info.static_meta[uint(0)];
const uint l_41 = l_40 * uint(1);
const bool l_42 = l_mut_4 < l_41;
const uint l_43 = l_41 - uint(1);
const uint l_44 = min(l_mut_4, l_43);
const float l_45 = buffer_0[l_44];
const float l_46 = (l_42) ? l_45 : float(0.0);
const float l_6 = l_46;
const uint l_7 = l_1 + l_mut_4;
const uint l_47 = info.static_meta[uint(0)];
const uint l_48 = l_47 * uint(1);
const bool l_49 = l_7 < l_48;
const uint l_50 = l_48 - uint(1);
const uint l_51 = min(l_7, l_50);
const float l_52 = buffer_0[l_51];
const float l_53 = (l_49) ? l_52 : float(0.0);
const float l_8 = l_53;
const uint l_54 = info.static_meta[uint(1)];
const uint l_55 = l_54 * uint(1);
const bool l_56 = l_mut_4 < l_55;
const uint l_57 = l_55 - uint(1);
const uint l_58 = min(l_mut_4, l_57);
const float l_59 = buffer_1[l_58];
const float l_60 = (l_56) ? l_59 : float(0.0);
const float l_9 = l_60;
const uint l_10 = l_1 + l_mut_4;
const uint l_61 = info.static_meta[uint(1)];
const uint l_62 = l_61 * uint(1);
const bool l_63 = l_10 < l_62;
const uint l_64 = l_62 - uint(1);
const uint l_65 = min(l_10, l_64);
const float l_66 = buffer_1[l_65];
const float l_67 = (l_63) ? l_66 : float(0.0);
const float l_11 = l_67;
const float l_12 = l_6 * l_9;
const float l_13 = l_12 * l_3;
const float l_14 = -l_13;
const float l_15 = fma(l_6, l_9, l_14);
const float l_16 = l_8 * l_11;
const float l_17 = fma(l_6, l_11, l_16);
const float l_18 = fma(l_8, l_9, l_17);
const float l_19 = l_15 + l_18;
const float l_20 = l_13 + l_19;
const float l_21 = l_20 * l_3;
const float l_22 = l_21 - l_13;
const float l_23 = l_22 * l_3;
const float l_24 = l_19 - l_23;
const uint l_68 = info.static_meta[uint(3)];
const uint l_69 = l_68 * uint(1);
const bool l_70 = l_mut_4 < l_69;
if (l_70) {
buffer_3[l_mut_4] = l_21;
}
const uint l_25 = l_1 + l_mut_4;
const uint l_71 = info.static_meta[uint(3)];
const uint l_72 = l_71 * uint(1);
const bool l_73 = l_25 < l_72;
if (l_73) {
buffer_3[l_25] = l_24;
}
}

}
