
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[6];
};

[[kernel]]
void gj_swap_and_save_f_f32(
    device float * buffer_0 [[buffer(0)]],
    device float * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    constant info_st& info [[buffer(3)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.scalars_uint[2] + info.scalars_uint[3];
const uint l_1 = l_0 + thread_index_in_grid;
const bool l_2 = l_1 < info.scalars_uint[1];
if (l_2) {
const uint l_3 = info.scalars_uint[0] * info.scalars_uint[1];

for (uint l_mut_4 = uint(0); l_mut_4 < info.scalars_uint[3]; ++l_mut_4) {
const uint l_5 = info.scalars_uint[2] + l_mut_4;
const uint l_35 = info.static_meta[uint(2)];
const uint l_36 = l_35 * uint(1);
const bool l_37 = l_mut_4 < l_36;
const uint l_38 = l_36 - uint(1);
const uint l_39 = min(l_mut_4, l_38);
const uint l_40 = buffer_2[l_39];
const uint l_41 = (l_37) ? l_40 : uint(0);
const uint l_6 = l_41;
const bool l_7 = l_6 != l_5;
if (l_7) {
const uint l_8 = l_5 * info.scalars_uint[1];
const uint l_9 = l_8 + l_1;
const uint l_42 = info.static_meta[uint(0)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = l_9 < l_43;
const uint l_45 = l_43 - uint(1);
const uint l_46 = min(l_9, l_45);
const float l_47 = buffer_0[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_10 = l_48;
const uint l_11 = l_3 + l_9;
const uint l_49 = info.static_meta[uint(0)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = l_11 < l_50;
const uint l_52 = l_50 - uint(1);
const uint l_53 = min(l_11, l_52);
const float l_54 = buffer_0[l_53];
const float l_55 = (l_51) ? l_54 : float(0.0);
const float l_12 = l_55;
const uint l_13 = l_6 * info.scalars_uint[1];
const uint l_14 = l_13 + l_1;
const uint l_56 = info.static_meta[uint(0)];
const uint l_57 = l_56 * uint(1);
const bool l_58 = l_14 < l_57;
const uint l_59 = l_57 - uint(1);
const uint l_60 = min(l_14, l_59);
const float l_61 = buffer_0[l_60];
const float l_62 = (l_58) ? l_61 : float(0.0);
const float l_15 = l_62;
const uint l_16 = l_3 + l_14;
const uint l_63 = info.static_meta[uint(0)];
const uint l_64 = l_63 * uint(1);
const bool l_65 = l_16 < l_64;
const uint l_66 = l_64 - uint(1);
const uint l_67 = min(l_16, l_66);
const float l_68 = buffer_0[l_67];
const float l_69 = (l_65) ? l_68 : float(0.0);
const float l_17 = l_69;
const uint l_18 = l_5 * info.scalars_uint[1];
const uint l_19 = l_18 + l_1;
const uint l_70 = info.static_meta[uint(0)];
const uint l_71 = l_70 * uint(1);
const bool l_72 = l_19 < l_71;
if (l_72) {
buffer_0[l_19] = l_15;
}
const uint l_20 = l_3 + l_19;
const uint l_73 = info.static_meta[uint(0)];
const uint l_74 = l_73 * uint(1);
const bool l_75 = l_20 < l_74;
if (l_75) {
buffer_0[l_20] = l_17;
}
const uint l_21 = l_6 * info.scalars_uint[1];
const uint l_22 = l_21 + l_1;
const uint l_76 = info.static_meta[uint(0)];
const uint l_77 = l_76 * uint(1);
const bool l_78 = l_22 < l_77;
if (l_78) {
buffer_0[l_22] = l_10;
}
const uint l_23 = l_3 + l_22;
const uint l_79 = info.static_meta[uint(0)];
const uint l_80 = l_79 * uint(1);
const bool l_81 = l_23 < l_80;
if (l_81) {
buffer_0[l_23] = l_12;
}
}
}

for (uint l_mut_24 = uint(0); l_mut_24 < info.scalars_uint[3]; ++l_mut_24) {
const uint l_25 = info.scalars_uint[2] + l_mut_24;
const uint l_26 = l_25 * info.scalars_uint[1];
const uint l_27 = l_26 + l_1;
const uint l_82 = info.static_meta[uint(0)];
const uint l_83 = l_82 * uint(1);
const bool l_84 = l_27 < l_83;
const uint l_85 = l_83 - uint(1);
const uint l_86 = min(l_27, l_85);
const float l_87 = buffer_0[l_86];
const float l_88 = (l_84) ? l_87 : float(0.0);
const float l_28 = l_88;
const uint l_29 = l_3 + l_27;
const uint l_89 = info.static_meta[uint(0)];
const uint l_90 = l_89 * uint(1);
const bool l_91 = l_29 < l_90;
const uint l_92 = l_90 - uint(1);
const uint l_93 = min(l_29, l_92);
const float l_94 = buffer_0[l_93];
const float l_95 = (l_91) ? l_94 : float(0.0);
const float l_30 = l_95;
const uint l_31 = l_mut_24 * info.scalars_uint[1];
const uint l_32 = l_31 + l_1;
const uint l_33 = uint(16) * info.scalars_uint[1];
const uint l_96 = info.static_meta[uint(1)];
const uint l_97 = l_96 * uint(1);
const bool l_98 = l_32 < l_97;
if (l_98) {
buffer_1[l_32] = l_28;
}
const uint l_34 = l_33 + l_32;
const uint l_99 = info.static_meta[uint(1)];
const uint l_100 = l_99 * uint(1);
const bool l_101 = l_34 < l_100;
if (l_101) {
buffer_1[l_34] = l_30;
}
}
}

}
