
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void storage_classes(
    const device float * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device float * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_31 = info.static_meta[uint(0)];
const uint l_32 = l_31 * uint(1);
const bool l_33 = thread_index_in_grid < l_32;
const uint l_34 = l_32 - uint(1);
const uint l_35 = min(thread_index_in_grid, l_34);
const float l_36 = buffer_0[l_35];
const float l_37 = (l_33) ? l_36 : float(0.0);
const float l_2 = l_37;
const uint l_38 = info.static_meta[uint(4)];
const uint l_39 = l_38 * uint(1);
const bool l_40 = thread_index_in_grid < l_39;
if (l_40) {
buffer_4[thread_index_in_grid] = l_2;
}
const uint l_3 = l_0 + thread_index_in_grid;
const uint l_41 = info.static_meta[uint(3)];
const uint l_42 = l_41 * uint(1);
const bool l_43 = uint(0) < l_42;
const uint l_44 = l_42 - uint(1);
const uint l_45 = min(uint(0), l_44);
const uint l_46 = buffer_3[l_45];
const uint l_47 = (l_43) ? l_46 : uint(0);
const uint l_4 = l_47;
const bool l_5 = l_4 == uint(1);
const uint l_48 = info.static_meta[uint(2)];
const uint l_49 = l_48 * uint(1);
const bool l_50 = uint(0) < l_49;
const uint l_51 = l_49 - uint(1);
const uint l_52 = min(uint(0), l_51);
const float l_53 = buffer_2[l_52];
const float l_54 = (l_50) ? l_53 : float(0.0);
const float l_6 = l_54;
const float l_7 = (l_5) ? l_2 : l_6;
const uint l_55 = info.static_meta[uint(4)];
const uint l_56 = l_55 * uint(1);
const bool l_57 = l_3 < l_56;
if (l_57) {
buffer_4[l_3] = l_7;
}
const uint l_8 = uint(2) * l_0;
const uint l_9 = l_8 + thread_index_in_grid;
const uint l_58 = info.static_meta[uint(1)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = thread_index_in_grid < l_59;
const uint l_61 = l_59 - uint(1);
const uint l_62 = min(thread_index_in_grid, l_61);
const uint l_63 = buffer_1[l_62];
const uint l_64 = (l_60) ? l_63 : uint(0);
const uint l_10 = l_64;
const float l_11 = reinterpret_cast<thread float const&>(l_10);
const uint l_65 = info.static_meta[uint(4)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = l_9 < l_66;
if (l_67) {
buffer_4[l_9] = l_11;
}
const uint l_12 = uint(3) * l_0;
const uint l_13 = l_12 + thread_index_in_grid;
const uint l_68 = info.static_meta[uint(2)];
const uint l_69 = l_68 * uint(1);
const bool l_70 = uint(0) < l_69;
const uint l_71 = l_69 - uint(1);
const uint l_72 = min(uint(0), l_71);
const float l_73 = buffer_2[l_72];
const float l_74 = (l_70) ? l_73 : float(0.0);
const float l_14 = l_74;
const float l_15 = l_2 * l_14;
const uint l_75 = info.static_meta[uint(4)];
const uint l_76 = l_75 * uint(1);
const bool l_77 = l_13 < l_76;
if (l_77) {
buffer_4[l_13] = l_15;
}
const uint l_16 = uint(4) * l_0;
const uint l_17 = l_16 + thread_index_in_grid;
const uint l_78 = info.static_meta[uint(2)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = uint(1) < l_79;
const uint l_81 = l_79 - uint(1);
const uint l_82 = min(uint(1), l_81);
const float l_83 = buffer_2[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_18 = l_84;
const float l_19 = l_2 + l_18;
const uint l_85 = info.static_meta[uint(4)];
const uint l_86 = l_85 * uint(1);
const bool l_87 = l_17 < l_86;
if (l_87) {
buffer_4[l_17] = l_19;
}
const uint l_20 = uint(5) * l_0;
const uint l_21 = l_20 + thread_index_in_grid;
const uint l_88 = info.static_meta[uint(2)];
const uint l_89 = l_88 * uint(1);
const bool l_90 = uint(2) < l_89;
const uint l_91 = l_89 - uint(1);
const uint l_92 = min(uint(2), l_91);
const float l_93 = buffer_2[l_92];
const float l_94 = (l_90) ? l_93 : float(0.0);
const float l_22 = l_94;
const float l_23 = min(l_2, l_22);
const uint l_95 = info.static_meta[uint(4)];
const uint l_96 = l_95 * uint(1);
const bool l_97 = l_21 < l_96;
if (l_97) {
buffer_4[l_21] = l_23;
}
const uint l_24 = uint(6) * l_0;
const uint l_25 = l_24 + thread_index_in_grid;
const uint l_98 = info.static_meta[uint(2)];
const uint l_99 = l_98 * uint(1);
const bool l_100 = uint(3) < l_99;
const uint l_101 = l_99 - uint(1);
const uint l_102 = min(uint(3), l_101);
const float l_103 = buffer_2[l_102];
const float l_104 = (l_100) ? l_103 : float(0.0);
const float l_26 = l_104;
const float l_27 = max(l_2, l_26);
const uint l_105 = info.static_meta[uint(4)];
const uint l_106 = l_105 * uint(1);
const bool l_107 = l_25 < l_106;
if (l_107) {
buffer_4[l_25] = l_27;
}
const uint l_28 = uint(7) * l_0;
const uint l_29 = l_28 + thread_index_in_grid;
const float l_30 = -l_2;
const uint l_108 = info.static_meta[uint(4)];
const uint l_109 = l_108 * uint(1);
const bool l_110 = l_29 < l_109;
if (l_110) {
buffer_4[l_29] = l_30;
}
}

}
