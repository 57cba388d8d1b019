
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
const uint l_43 = info.static_meta[uint(2)];
const uint l_44 = l_43 * uint(1);
const bool l_45 = uint(0) < l_44;
const uint l_46 = l_44 - uint(1);
const uint l_47 = min(uint(0), l_46);
const float l_48 = buffer_2[l_47];
const float l_49 = (l_45) ? l_48 : float(0.0);
const float l_3 = l_49;
const uint l_50 = info.static_meta[uint(2)];
const uint l_51 = l_50 * uint(1);
const bool l_52 = uint(1) < l_51;
const uint l_53 = l_51 - uint(1);
const uint l_54 = min(uint(1), l_53);
const float l_55 = buffer_2[l_54];
const float l_56 = (l_52) ? l_55 : float(0.0);
const float l_4 = l_56;
const uint l_57 = info.static_meta[uint(0)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = thread_index_in_grid < l_58;
const uint l_60 = l_58 - uint(1);
const uint l_61 = min(thread_index_in_grid, l_60);
const float l_62 = buffer_0[l_61];
const float l_63 = (l_59) ? l_62 : float(0.0);
const float l_5 = l_63;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_64 = info.static_meta[uint(0)];
const uint l_65 = l_64 * uint(1);
const bool l_66 = l_6 < l_65;
const uint l_67 = l_65 - uint(1);
const uint l_68 = min(l_6, l_67);
const float l_69 = buffer_0[l_68];
const float l_70 = (l_66) ? l_69 : float(0.0);
const float l_7 = l_70;
const uint l_71 = info.static_meta[uint(1)];
const uint l_72 = l_71 * uint(1);
const bool l_73 = thread_index_in_grid < l_72;
const uint l_74 = l_72 - uint(1);
const uint l_75 = min(thread_index_in_grid, l_74);
const float l_76 = buffer_1[l_75];
const float l_77 = (l_73) ? l_76 : float(0.0);
const float l_8 = l_77;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_78 = info.static_meta[uint(1)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = l_9 < l_79;
const uint l_81 = l_79 - uint(1);
const uint l_82 = min(l_9, l_81);
const float l_83 = buffer_1[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_10 = l_84;
const float l_11 = l_5 * l_8;
const float l_12 = l_11 * l_4;
const float l_13 = l_3 * l_5;
const float l_14 = l_13 * l_4;
const float l_15 = l_14 - l_5;
const float l_16 = l_15 * l_4;
const float l_17 = l_14 - l_16;
const float l_18 = l_5 - l_17;
const float l_19 = l_3 * l_8;
const float l_20 = l_19 * l_4;
const float l_21 = l_20 - l_8;
const float l_22 = l_21 * l_4;
const float l_23 = l_20 - l_22;
const float l_24 = l_8 - l_23;
const float l_25 = l_17 * l_23;
const float l_26 = l_25 - l_12;
const float l_27 = l_17 * l_24;
const float l_28 = l_26 + l_27;
const float l_29 = l_18 * l_23;
const float l_30 = l_28 + l_29;
const float l_31 = l_18 * l_24;
const float l_32 = l_30 + l_31;
const float l_33 = l_5 * l_10;
const float l_34 = l_7 * l_8;
const float l_35 = l_33 + l_34;
const float l_36 = l_32 + l_35;
const float l_37 = l_12 + l_36;
const float l_38 = l_37 * l_4;
const float l_39 = l_38 - l_12;
const float l_40 = l_39 * l_4;
const float l_41 = l_36 - l_40;
const uint l_85 = info.static_meta[uint(3)];
const uint l_86 = l_85 * uint(1);
const bool l_87 = thread_index_in_grid < l_86;
if (l_87) {
buffer_3[thread_index_in_grid] = l_38;
}
const uint l_42 = l_1 + thread_index_in_grid;
const uint l_88 = info.static_meta[uint(3)];
const uint l_89 = l_88 * uint(1);
const bool l_90 = l_42 < l_89;
if (l_90) {
buffer_3[l_42] = l_41;
}
}

}
