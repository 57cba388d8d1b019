
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
const uint l_52 = info.static_meta[uint(2)];
const uint l_53 = l_52 * uint(1);
const bool l_54 = uint(0) < l_53;
const uint l_55 = l_53 - uint(1);
const uint l_56 = min(uint(0), l_55);
const float l_57 = buffer_2[l_56];
const float l_58 = (l_54) ? l_57 : float(0.0);
const float l_3 = l_58;
const uint l_59 = info.static_meta[uint(2)];
const uint l_60 = l_59 * uint(1);
const bool l_61 = uint(1) < l_60;
const uint l_62 = l_60 - uint(1);
const uint l_63 = min(uint(1), l_62);
const float l_64 = buffer_2[l_63];
const float l_65 = (l_61) ? l_64 : float(0.0);
const float l_4 = l_65;
const uint l_66 = info.static_meta[uint(0)];
const uint l_67 = l_66 * uint(1);
const bool l_68 = thread_index_in_grid < l_67;
const uint l_69 = l_67 - uint(1);
const uint l_70 = min(thread_index_in_grid, l_69);
const float l_71 = buffer_0[l_70];
const float l_72 = (l_68) ? l_71 : float(0.0);
const float l_5 = l_72;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_73 = info.static_meta[uint(0)];
const uint l_74 = l_73 * uint(1);
const bool l_75 = l_6 < l_74;
const uint l_76 = l_74 - uint(1);
const uint l_77 = min(l_6, l_76);
const float l_78 = buffer_0[l_77];
const float l_79 = (l_75) ? l_78 : float(0.0);
const float l_7 = l_79;
const uint l_80 = info.static_meta[uint(1)];
const uint l_81 = l_80 * uint(1);
const bool l_82 = thread_index_in_grid < l_81;
const uint l_83 = l_81 - uint(1);
const uint l_84 = min(thread_index_in_grid, l_83);
const float l_85 = buffer_1[l_84];
const float l_86 = (l_82) ? l_85 : float(0.0);
const float l_8 = l_86;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_87 = info.static_meta[uint(1)];
const uint l_88 = l_87 * uint(1);
const bool l_89 = l_9 < l_88;
const uint l_90 = l_88 - uint(1);
const uint l_91 = min(l_9, l_90);
const float l_92 = buffer_1[l_91];
const float l_93 = (l_89) ? l_92 : float(0.0);
const float l_10 = l_93;
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
const bool l_24 = l_4 != float(0.0);
const float l_25 = (l_24) ? l_23 : l_4;
const float l_26 = l_25 - l_7;
const bool l_27 = l_4 != float(0.0);
const float l_28 = (l_27) ? l_26 : l_4;
const float l_29 = l_25 - l_28;
const bool l_30 = l_4 != float(0.0);
const float l_31 = (l_30) ? l_29 : l_4;
const float l_32 = l_7 - l_31;
const float l_33 = l_10 - l_28;
const float l_34 = l_32 + l_33;
const float l_35 = l_22 + l_25;
const float l_36 = l_13 + l_35;
const bool l_37 = l_4 != float(0.0);
const float l_38 = (l_37) ? l_36 : l_4;
const float l_39 = l_38 - l_13;
const bool l_40 = l_4 != float(0.0);
const float l_41 = (l_40) ? l_39 : l_4;
const float l_42 = l_35 - l_41;
const float l_43 = l_34 + l_42;
const float l_44 = l_38 + l_43;
const bool l_45 = l_4 != float(0.0);
const float l_46 = (l_45) ? l_44 : l_4;
const float l_47 = l_46 - l_38;
const bool l_48 = l_4 != float(0.0);
const float l_49 = (l_48) ? l_47 : l_4;
const float l_50 = l_43 - l_49;
const uint l_94 = info.static_meta[uint(3)];
const uint l_95 = l_94 * uint(1);
const bool l_96 = thread_index_in_grid < l_95;
if (l_96) {
buffer_3[thread_index_in_grid] = l_46;
}
const uint l_51 = l_1 + thread_index_in_grid;
const uint l_97 = info.static_meta[uint(3)];
const uint l_98 = l_97 * uint(1);
const bool l_99 = l_51 < l_98;
if (l_99) {
buffer_3[l_51] = l_50;
}
}

}
