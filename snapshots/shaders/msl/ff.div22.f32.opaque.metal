
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
const uint l_57 = info.static_meta[uint(2)];
const uint l_58 = l_57 * uint(1);
const bool l_59 = uint(0) < l_58;
const uint l_60 = l_58 - uint(1);
const uint l_61 = min(uint(0), l_60);
const float l_62 = buffer_2[l_61];
const float l_63 = (l_59) ? l_62 : float(0.0);
const float l_2 = l_63;
const uint l_64 = info.static_meta[uint(2)];
const uint l_65 = l_64 * uint(1);
const bool l_66 = uint(1) < l_65;
const uint l_67 = l_65 - uint(1);
const uint l_68 = min(uint(1), l_67);
const float l_69 = buffer_2[l_68];
const float l_70 = (l_66) ? l_69 : float(0.0);
const float l_3 = l_70;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_71 = info.static_meta[uint(0)];
const uint l_72 = l_71 * uint(1);
const bool l_73 = l_mut_4 < l_72;
const uint l_74 = l_72 - uint(1);
const uint l_75 = min(l_mut_4, l_74);
const float l_76 = buffer_0[l_75];
const float l_77 = (l_73) ? l_76 : float(0.0);
const float l_6 = l_77;
const uint l_7 = l_1 + l_mut_4;
const uint l_78 = info.static_meta[uint(0)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = l_7 < l_79;
const uint l_81 = l_79 - uint(1);
const uint l_82 = min(l_7, l_81);
const float l_83 = buffer_0[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_8 = l_84;
const uint l_85 = info.static_meta[uint(1)];
const uint l_86 = l_85 * uint(1);
const bool l_87 = l_mut_4 < l_86;
const uint l_88 = l_86 - uint(1);
const uint l_89 = min(l_mut_4, l_88);
const float l_90 = buffer_1[l_89];
const float l_91 = (l_87) ? l_90 : float(0.0);
const float l_9 = l_91;
const uint l_10 = l_1 + l_mut_4;
const uint l_92 = info.static_meta[uint(1)];
const uint l_93 = l_92 * uint(1);
const bool l_94 = l_10 < l_93;
const uint l_95 = l_93 - uint(1);
const uint l_96 = min(l_10, l_95);
const float l_97 = buffer_1[l_96];
const float l_98 = (l_94) ? l_97 : float(0.0);
const float l_11 = l_98;
const float l_12 = l_6 / l_9;
const float l_13 = l_9 * l_12;
const float l_14 = l_13 * l_3;
const float l_15 = l_2 * l_9;
const float l_16 = l_15 * l_3;
const float l_17 = l_16 - l_9;
const float l_18 = l_17 * l_3;
const float l_19 = l_16 - l_18;
const float l_20 = l_9 - l_19;
const float l_21 = l_2 * l_12;
const float l_22 = l_21 * l_3;
const float l_23 = l_22 - l_12;
const float l_24 = l_23 * l_3;
const float l_25 = l_22 - l_24;
const float l_26 = l_12 - l_25;
const float l_27 = l_19 * l_25;
const float l_28 = l_27 - l_14;
const float l_29 = l_19 * l_26;
const float l_30 = l_28 + l_29;
const float l_31 = l_20 * l_25;
const float l_32 = l_30 + l_31;
const float l_33 = l_20 * l_26;
const float l_34 = l_32 + l_33;
const float l_35 = l_11 * l_12;
const float l_36 = l_14 + l_35;
const float l_37 = l_36 * l_3;
const float l_38 = l_37 - l_14;
const float l_39 = l_38 * l_3;
const float l_40 = l_35 - l_39;
const float l_41 = l_40 + l_34;
const float l_42 = l_37 + l_41;
const float l_43 = l_42 * l_3;
const float l_44 = l_43 - l_37;
const float l_45 = l_44 * l_3;
const float l_46 = l_41 - l_45;
const float l_47 = l_6 - l_43;
const float l_48 = l_8 - l_46;
const float l_49 = l_47 + l_48;
const float l_50 = l_49 / l_9;
const float l_51 = l_12 + l_50;
const float l_52 = l_51 * l_3;
const float l_53 = l_52 - l_12;
const float l_54 = l_53 * l_3;
const float l_55 = l_50 - l_54;
const uint l_99 = info.static_meta[uint(3)];
const uint l_100 = l_99 * uint(1);
const bool l_101 = l_mut_4 < l_100;
if (l_101) {
buffer_3[l_mut_4] = l_52;
}
const uint l_56 = l_1 + l_mut_4;
const uint l_102 = info.static_meta[uint(3)];
const uint l_103 = l_102 * uint(1);
const bool l_104 = l_56 < l_103;
if (l_104) {
buffer_3[l_56] = l_55;
}
}

}
