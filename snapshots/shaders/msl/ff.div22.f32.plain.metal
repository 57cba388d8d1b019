
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
const uint l_46 = info.static_meta[uint(2)];
const uint l_47 = l_46 * uint(1);
const bool l_48 = uint(0) < l_47;
const uint l_49 = l_47 - uint(1);
const uint l_50 = min(uint(0), l_49);
const float l_51 = buffer_2[l_50];
const float l_52 = (l_48) ? l_51 : float(0.0);
const float l_2 = l_52;
const uint l_53 = info.static_meta[uint(2)];
const uint l_54 = l_53 * uint(1);
const bool l_55 = uint(1) < l_54;
const uint l_56 = l_54 - uint(1);
const uint l_57 = min(uint(1), l_56);
const float l_58 = buffer_2[l_57];
const float l_59 = (l_55) ? l_58 : float(0.0);
const float l_3 = l_59;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_60 = info.static_meta[uint(0)];
const uint l_61 = l_60 * uint(1);
const bool l_62 = l_mut_4 < l_61;
const uint l_63 = l_61 - uint(1);
const uint l_64 = min(l_mut_4, l_63);
const float l_65 = buffer_0[l_64];
const float l_66 = (l_62) ? l_65 : float(0.0);
const float l_6 = l_66;
const uint l_7 = l_1 + l_mut_4;
const uint l_67 = info.static_meta[uint(0)];
const uint l_68 = l_67 * uint(1);
const bool l_69 = l_7 < l_68;
const uint l_70 = l_68 - uint(1);
const uint l_71 = min(l_7, l_70);
const float l_72 = buffer_0[l_71];
const float l_73 = (l_69) ? l_72 : float(0.0);
const float l_8 = l_73;
const uint l_74 = info.static_meta[uint(1)];
const uint l_75 = l_74 * uint(1);
const bool l_76 = l_mut_4 < l_75;
const uint l_77 = l_75 - uint(1);
const uint l_78 = min(l_mut_4, l_77);
const float l_79 = buffer_1[l_78];
const float l_80 = (l_76) ? l_79 : float(0.0);
const float l_9 = l_80;
const uint l_10 = l_1 + l_mut_4;
const uint l_81 = info.static_meta[uint(1)];
const uint l_82 = l_81 * uint(1);
const bool l_83 = l_10 < l_82;
const uint l_84 = l_82 - uint(1);
const uint l_85 = min(l_10, l_84);
const float l_86 = buffer_1[l_85];
const float l_87 = (l_83) ? l_86 : float(0.0);
const float l_11 = l_87;
const float l_12 = l_6 / l_9;
const float l_13 = l_9 * l_12;
const float l_14 = l_2 * l_9;
const float l_15 = l_14 - l_9;
const float l_16 = l_14 - l_15;
const float l_17 = l_9 - l_16;
const float l_18 = l_2 * l_12;
const float l_19 = l_18 - l_12;
const float l_20 = l_18 - l_19;
const float l_21 = l_12 - l_20;
const float l_22 = l_16 * l_20;
const float l_23 = l_22 - l_13;
const float l_24 = l_16 * l_21;
const float l_25 = l_23 + l_24;
const float l_26 = l_17 * l_20;
const float l_27 = l_25 + l_26;
const float l_28 = l_17 * l_21;
const float l_29 = l_27 + l_28;
const float l_30 = l_11 * l_12;
const float l_31 = l_13 + l_30;
const float l_32 = l_31 - l_13;
const float l_33 = l_30 - l_32;
const float l_34 = l_33 + l_29;
const float l_35 = l_31 + l_34;
const float l_36 = l_35 - l_31;
const float l_37 = l_34 - l_36;
const float l_38 = l_6 - l_35;
const float l_39 = l_8 - l_37;
const float l_40 = l_38 + l_39;
const float l_41 = l_40 / l_9;
const float l_42 = l_12 + l_41;
const float l_43 = l_42 - l_12;
const float l_44 = l_41 - l_43;
const uint l_88 = info.static_meta[uint(3)];
const uint l_89 = l_88 * uint(1);
const bool l_90 = l_mut_4 < l_89;
if (l_90) {
buffer_3[l_mut_4] = l_42;
}
const uint l_45 = l_1 + l_mut_4;
const uint l_91 = info.static_meta[uint(3)];
const uint l_92 = l_91 * uint(1);
const bool l_93 = l_45 < l_92;
if (l_93) {
buffer_3[l_45] = l_44;
}
}

}
