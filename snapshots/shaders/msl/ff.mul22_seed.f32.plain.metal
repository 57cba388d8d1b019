
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
float l_mut_33;
float l_mut_34;
float l_mut_39;
float l_mut_45;
uint l_mut_4;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_49 = info.static_meta[uint(2)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = uint(0) < l_50;
const uint l_52 = l_50 - uint(1);
const uint l_53 = min(uint(0), l_52);
const float l_54 = buffer_2[l_53];
const float l_55 = (l_51) ? l_54 : float(0.0);
const float l_2 = l_55;
const uint l_56 = info.static_meta[uint(2)];
const uint l_57 = l_56 * uint(1);
const bool l_58 = uint(1) < l_57;
const uint l_59 = l_57 - uint(1);
const uint l_60 = min(uint(1), l_59);
const float l_61 = buffer_2[l_60];
const float l_62 = (l_58) ? l_61 : float(0.0);
const float l_3 = l_62;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_63 = info.static_meta[uint(0)];
const uint l_64 = l_63 * uint(1);
const bool l_65 = l_mut_4 < l_64;
const uint l_66 = l_64 - uint(1);
const uint l_67 = min(l_mut_4, l_66);
const float l_68 = buffer_0[l_67];
const float l_69 = (l_65) ? l_68 : float(0.0);
const float l_6 = l_69;
const uint l_7 = l_1 + l_mut_4;
const uint l_70 = info.static_meta[uint(0)];
const uint l_71 = l_70 * uint(1);
const bool l_72 = l_7 < l_71;
const uint l_73 = l_71 - uint(1);
const uint l_74 = min(l_7, l_73);
const float l_75 = buffer_0[l_74];
const float l_76 = (l_72) ? l_75 : float(0.0);
const float l_8 = l_76;
const uint l_77 = info.static_meta[uint(1)];
const uint l_78 = l_77 * uint(1);
const bool l_79 = l_mut_4 < l_78;
const uint l_80 = l_78 - uint(1);
const uint l_81 = min(l_mut_4, l_80);
const float l_82 = buffer_1[l_81];
const float l_83 = (l_79) ? l_82 : float(0.0);
const float l_9 = l_83;
const uint l_10 = l_1 + l_mut_4;
const uint l_84 = info.static_meta[uint(1)];
const uint l_85 = l_84 * uint(1);
const bool l_86 = l_10 < l_85;
const uint l_87 = l_85 - uint(1);
const uint l_88 = min(l_10, l_87);
const float l_89 = buffer_1[l_88];
const float l_90 = (l_86) ? l_89 : float(0.0);
const float l_11 = l_90;
const float l_12 = l_6 * l_9;
const float l_13 = l_2 * l_6;
const float l_14 = l_13 - l_6;
const float l_15 = l_13 - l_14;
const float l_16 = l_6 - l_15;
const float l_17 = l_2 * l_9;
const float l_18 = l_17 - l_9;
const float l_19 = l_17 - l_18;
const float l_20 = l_9 - l_19;
const float l_21 = l_15 * l_19;
const float l_22 = l_21 - l_12;
const float l_23 = l_15 * l_20;
const float l_24 = l_22 + l_23;
const float l_25 = l_16 * l_19;
const float l_26 = l_24 + l_25;
const float l_27 = l_16 * l_20;
const float l_28 = l_26 + l_27;
const float l_29 = l_6 * l_11;
const float l_30 = l_8 * l_9;
const float l_31 = l_29 + l_30;
const float l_32 = l_31 + l_28;
l_mut_33 = l_12;
l_mut_34 = l_32;
const float l_35 = abs(l_32);
const float l_36 = abs(l_12);
const bool l_37 = l_35 >= l_36;
if (l_37) {
l_mut_33 = l_32;
l_mut_34 = l_12;
}
const float l_38 = l_mut_33 + l_mut_34;
l_mut_39 = l_38;
const float l_40 = l_mut_39 - l_mut_33;
const float l_41 = l_mut_39 - l_40;
const float l_42 = l_41 - l_mut_33;
const float l_43 = l_mut_34 - l_42;
const float l_44 = l_43 - l_40;
l_mut_45 = l_44;
const float l_46 = l_mut_45 + l_40;
const bool l_47 = l_46 != l_43;
if (l_47) {
l_mut_39 = l_mut_33;
l_mut_45 = l_mut_34;
}
const uint l_91 = info.static_meta[uint(3)];
const uint l_92 = l_91 * uint(1);
const bool l_93 = l_mut_4 < l_92;
if (l_93) {
buffer_3[l_mut_4] = l_mut_39;
}
const uint l_48 = l_1 + l_mut_4;
const uint l_94 = info.static_meta[uint(3)];
const uint l_95 = l_94 * uint(1);
const bool l_96 = l_48 < l_95;
if (l_96) {
buffer_3[l_48] = l_mut_45;
}
}

}
