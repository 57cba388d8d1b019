
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void multi_words_f_f32(
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
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_33 = info.static_meta[uint(2)];
const uint l_34 = l_33 * uint(1);
const bool l_35 = uint(0) < l_34;
const uint l_36 = l_34 - uint(1);
const uint l_37 = min(uint(0), l_36);
const float l_38 = buffer_2[l_37];
const float l_39 = (l_35) ? l_38 : float(0.0);
const float l_3 = l_39;
const uint l_40 = info.static_meta[uint(2)];
const uint l_41 = l_40 * uint(1);
const bool l_42 = uint(1) < l_41;
const uint l_43 = l_41 - uint(1);
const uint l_44 = min(uint(1), l_43);
const float l_45 = buffer_2[l_44];
const float l_46 = (l_42) ? l_45 : float(0.0);
const float l_4 = l_46;
const uint l_47 = info.static_meta[uint(0)];
const uint l_48 = l_47 * uint(1);
const bool l_49 = thread_index_in_grid < l_48;
const uint l_50 = l_48 - uint(1);
const uint l_51 = min(thread_index_in_grid, l_50);
const float l_52 = buffer_0[l_51];
const float l_53 = (l_49) ? l_52 : float(0.0);
const float l_5 = l_53;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_54 = info.static_meta[uint(0)];
const uint l_55 = l_54 * uint(1);
const bool l_56 = l_6 < l_55;
const uint l_57 = l_55 - uint(1);
const uint l_58 = min(l_6, l_57);
const float l_59 = buffer_0[l_58];
const float l_60 = (l_56) ? l_59 : float(0.0);
const float l_7 = l_60;
const uint l_61 = info.static_meta[uint(1)];
const uint l_62 = l_61 * uint(1);
const bool l_63 = thread_index_in_grid < l_62;
const uint l_64 = l_62 - uint(1);
const uint l_65 = min(thread_index_in_grid, l_64);
const float l_66 = buffer_1[l_65];
const float l_67 = (l_63) ? l_66 : float(0.0);
const float l_8 = l_67;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_68 = info.static_meta[uint(1)];
const uint l_69 = l_68 * uint(1);
const bool l_70 = l_9 < l_69;
const uint l_71 = l_69 - uint(1);
const uint l_72 = min(l_9, l_71);
const float l_73 = buffer_1[l_72];
const float l_74 = (l_70) ? l_73 : float(0.0);
const float l_10 = l_74;
const float l_11 = l_5 + l_8;
const bool l_12 = l_4 != float(0.0);
const float l_13 = (l_12) ? l_11 : l_4;
const float l_14 = l_13 - l_5;
const bool l_15 = l_4 != float(0.0);
const float l_16 = (l_15) ? l_14 : l_4;
const float l_17 = l_13 - l_16;
const bool l_18 = l_4 != float(0.0);
const float l_19 = (l_18) ? l_17 : l_4;
const float l_20 = l_5 - l_19;
const float l_21 = l_8 - l_16;
const float l_22 = l_20 + l_21;
const float l_23 = l_7 + l_10;
const float l_24 = l_22 + l_23;
const float l_25 = l_13 + l_24;
const bool l_26 = l_4 != float(0.0);
const float l_27 = (l_26) ? l_25 : l_4;
const float l_28 = l_27 - l_13;
const bool l_29 = l_4 != float(0.0);
const float l_30 = (l_29) ? l_28 : l_4;
const float l_31 = l_24 - l_30;
const uint l_75 = info.static_meta[uint(3)];
const uint l_76 = l_75 * uint(1);
const bool l_77 = thread_index_in_grid < l_76;
if (l_77) {
buffer_3[thread_index_in_grid] = l_27;
}
const uint l_32 = l_1 + thread_index_in_grid;
const uint l_78 = info.static_meta[uint(3)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = l_32 < l_79;
if (l_80) {
buffer_3[l_32] = l_31;
}
}

}
