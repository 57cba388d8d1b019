
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
const uint l_28 = info.static_meta[uint(2)];
const uint l_29 = l_28 * uint(1);
const bool l_30 = uint(0) < l_29;
const uint l_31 = l_29 - uint(1);
const uint l_32 = min(uint(0), l_31);
const float l_33 = buffer_2[l_32];
const float l_34 = (l_30) ? l_33 : float(0.0);
const float l_3 = l_34;
const uint l_35 = info.static_meta[uint(2)];
const uint l_36 = l_35 * uint(1);
const bool l_37 = uint(1) < l_36;
const uint l_38 = l_36 - uint(1);
const uint l_39 = min(uint(1), l_38);
const float l_40 = buffer_2[l_39];
const float l_41 = (l_37) ? l_40 : float(0.0);
const float l_4 = l_41;
const uint l_42 = info.static_meta[uint(0)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = thread_index_in_grid < l_43;
const uint l_45 = l_43 - uint(1);
const uint l_46 = min(thread_index_in_grid, l_45);
const float l_47 = buffer_0[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_5 = l_48;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_49 = info.static_meta[uint(0)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = l_6 < l_50;
const uint l_52 = l_50 - uint(1);
const uint l_53 = min(l_6, l_52);
const float l_54 = buffer_0[l_53];
const float l_55 = (l_51) ? l_54 : float(0.0);
const float l_7 = l_55;
const uint l_56 = info.static_meta[uint(1)];
const uint l_57 = l_56 * uint(1);
const bool l_58 = thread_index_in_grid < l_57;
const uint l_59 = l_57 - uint(1);
const uint l_60 = min(thread_index_in_grid, l_59);
const float l_61 = buffer_1[l_60];
const float l_62 = (l_58) ? l_61 : float(0.0);
const float l_8 = l_62;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_63 = info.static_meta[uint(1)];
const uint l_64 = l_63 * uint(1);
const bool l_65 = l_9 < l_64;
const uint l_66 = l_64 - uint(1);
const uint l_67 = min(l_9, l_66);
const float l_68 = buffer_1[l_67];
const float l_69 = (l_65) ? l_68 : float(0.0);
const float l_10 = l_69;
const float l_11 = l_5 + l_8;
const float l_12 = l_11 * l_4;
const float l_13 = l_12 - l_5;
const float l_14 = l_13 * l_4;
const float l_15 = l_12 - l_14;
const float l_16 = l_15 * l_4;
const float l_17 = l_5 - l_16;
const float l_18 = l_8 - l_14;
const float l_19 = l_17 + l_18;
const float l_20 = l_7 + l_10;
const float l_21 = l_19 + l_20;
const float l_22 = l_12 + l_21;
const float l_23 = l_22 * l_4;
const float l_24 = l_23 - l_12;
const float l_25 = l_24 * l_4;
const float l_26 = l_21 - l_25;
const uint l_70 = info.static_meta[uint(3)];
const uint l_71 = l_70 * uint(1);
const bool l_72 = thread_index_in_grid < l_71;
if (l_72) {
buffer_3[thread_index_in_grid] = l_23;
}
const uint l_27 = l_1 + thread_index_in_grid;
const uint l_73 = info.static_meta[uint(3)];
const uint l_74 = l_73 * uint(1);
const bool l_75 = l_27 < l_74;
if (l_75) {
buffer_3[l_27] = l_26;
}
}

}
