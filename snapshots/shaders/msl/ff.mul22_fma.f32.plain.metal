
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
const uint l_23 = info.static_meta[uint(2)];
const uint l_24 = l_23 * uint(1);
const bool l_25 = uint(0) < l_24;
const uint l_26 = l_24 - uint(1);
const uint l_27 = min(uint(0), l_26);
const float l_28 = buffer_2[l_27];
const float l_29 = (l_25) ? l_28 : float(0.0);
const float l_2 = l_29;
const uint l_30 = info.static_meta[uint(2)];
const uint l_31 = l_30 * uint(1);
const bool l_32 = uint(1) < l_31;
const uint l_33 = l_31 - uint(1);
const uint l_34 = min(uint(1), l_33);
const float l_35 = buffer_2[l_34];
const float l_36 = (l_32) ? l_35 : float(0.0);
const float l_3 = l_36;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_37 = info.static_meta[uint(0)];
const uint l_38 = l_37 * uint(1);
const bool l_39 = l_mut_4 < l_38;
const uint l_40 = l_38 - uint(1);
const uint l_41 = min(l_mut_4, l_40);
const float l_42 = buffer_0[l_41];
const float l_43 = (l_39) ? l_42 : float(0.0);
const float l_6 = l_43;
const uint l_7 = l_1 + l_mut_4;
const uint l_44 = info.static_meta[uint(0)];
const uint l_45 = l_44 * uint(1);
const bool l_46 = l_7 < l_45;
const uint l_47 = l_45 - uint(1);
const uint l_48 = min(l_7, l_47);
const float l_49 = buffer_0[l_48];
const float l_50 = (l_46) ? l_49 : float(0.0);
const float l_8 = l_50;
const uint l_51 = info.static_meta[uint(1)];
const uint l_52 = l_51 * uint(1);
const bool l_53 = l_mut_4 < l_52;
const uint l_54 = l_52 - uint(1);
const uint l_55 = min(l_mut_4, l_54);
const float l_56 = buffer_1[l_55];
const float l_57 = (l_53) ? l_56 : float(0.0);
const float l_9 = l_57;
const uint l_10 = l_1 + l_mut_4;
const uint l_58 = info.static_meta[uint(1)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = l_10 < l_59;
const uint l_61 = l_59 - uint(1);
const uint l_62 = min(l_10, l_61);
const float l_63 = buffer_1[l_62];
const float l_64 = (l_60) ? l_63 : float(0.0);
const float l_11 = l_64;
const float l_12 = l_6 * l_9;
const float l_13 = -l_12;
const float l_14 = fma(l_6, l_9, l_13);
const float l_15 = l_8 * l_11;
const float l_16 = fma(l_6, l_11, l_15);
const float l_17 = fma(l_8, l_9, l_16);
const float l_18 = l_14 + l_17;
const float l_19 = l_12 + l_18;
const float l_20 = l_19 - l_12;
const float l_21 = l_18 - l_20;
const uint l_65 = info.static_meta[uint(3)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = l_mut_4 < l_66;
if (l_67) {
buffer_3[l_mut_4] = l_19;
}
const uint l_22 = l_1 + l_mut_4;
const uint l_68 = info.static_meta[uint(3)];
const uint l_69 = l_68 * uint(1);
const bool l_70 = l_22 < l_69;
if (l_70) {
buffer_3[l_22] = l_21;
}
}

}
