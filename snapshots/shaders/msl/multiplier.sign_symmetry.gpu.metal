
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[6];
};

[[kernel]]
void sign_symmetry(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    device uint * buffer_2 [[buffer(2)]],
    constant info_st& info [[buffer(3)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_4;
uint l_mut_5;
uint l_mut_6;
const uint l_0 = uint(3) * thread_index_in_grid;
const uint l_1 = info.static_meta[uint(5)];
const bool l_2 = l_0 < l_1;
if (l_2) {
const uint l_78 = info.static_meta[uint(1)];
const uint l_79 = l_78 * uint(1);
const bool l_80 = uint(0) < l_79;
const uint l_81 = l_79 - uint(1);
const uint l_82 = min(uint(0), l_81);
const uint l_83 = buffer_1[l_82];
const uint l_84 = (l_80) ? l_83 : uint(0);
const uint l_3 = l_84;
l_mut_4 = uint(0);
l_mut_5 = uint(0);
l_mut_6 = uint(0);

for (uint l_mut_7 = uint(0); l_mut_7 < uint(2048); ++l_mut_7) {
const uint l_8 = thread_index_in_grid * uint(2048);
const uint l_9 = l_8 + l_mut_7;
const uint l_94 = info.static_meta[uint(0)];
const uint l_95 = l_94 * uint(1);
const bool l_96 = uint(0) < l_95;
const uint l_97 = l_95 - uint(1);
const uint l_98 = min(uint(0), l_97);
const uint l_99 = buffer_0[l_98];
const uint l_100 = (l_96) ? l_99 : uint(0);
const uint l_10 = l_100;
const uint l_11 = l_9 ^ l_10;
const uint l_12 = l_11 * uint(747796405);
const uint l_13 = l_12 + uint(2891336453);
const uint l_14 = l_13 >> uint(28);
const uint l_15 = l_14 + uint(4);
const uint l_16 = l_13 >> l_15;
const uint l_17 = l_16 ^ l_13;
const uint l_18 = l_17 * uint(277803737);
const uint l_19 = l_18 >> uint(22);
const uint l_20 = l_19 ^ l_18;
const uint l_101 = info.static_meta[uint(0)];
const uint l_102 = l_101 * uint(1);
const bool l_103 = uint(1) < l_102;
const uint l_104 = l_102 - uint(1);
const uint l_105 = min(uint(1), l_104);
const uint l_106 = buffer_0[l_105];
const uint l_107 = (l_103) ? l_106 : uint(0);
const uint l_21 = l_107;
const uint l_22 = l_20 ^ l_21;
const uint l_23 = l_22 * uint(747796405);
const uint l_24 = l_23 + uint(2891336453);
const uint l_25 = l_24 >> uint(28);
const uint l_26 = l_25 + uint(4);
const uint l_27 = l_24 >> l_26;
const uint l_28 = l_27 ^ l_24;
const uint l_29 = l_28 * uint(277803737);
const uint l_30 = l_29 >> uint(22);
const uint l_31 = l_30 ^ l_29;
const uint l_32 = l_20 >> uint(23);
const uint l_33 = l_32 % uint(55);
const uint l_34 = uint(100) + l_33;
const uint l_35 = l_20 & uint(2147483648);
const uint l_36 = l_34 << uint(23);
const uint l_37 = l_35 | l_36;
const uint l_38 = l_20 & uint(8388607);
const uint l_39 = l_37 | l_38;
const float l_40 = reinterpret_cast<thread float const&>(l_39);
const uint l_41 = l_31 >> uint(23);
const uint l_42 = l_41 % uint(55);
const uint l_43 = uint(100) + l_42;
const uint l_44 = l_31 & uint(2147483648);
const uint l_45 = l_43 << uint(23);
const uint l_46 = l_44 | l_45;
const uint l_47 = l_31 & uint(8388607);
const uint l_48 = l_46 | l_47;
const float l_49 = reinterpret_cast<thread float const&>(l_48);
const uint l_50 = reinterpret_cast<thread uint const&>(l_40);
const uint l_51 = l_50 ^ l_3;
const float l_52 = reinterpret_cast<thread float const&>(l_51);
const uint l_53 = reinterpret_cast<thread uint const&>(l_49);
const uint l_54 = l_53 ^ l_3;
const float l_55 = reinterpret_cast<thread float const&>(l_54);
const float l_56 = l_40 * l_49;
const uint l_57 = reinterpret_cast<thread uint const&>(l_56);
const float l_58 = l_52 * l_55;
const uint l_59 = reinterpret_cast<thread uint const&>(l_58);
const float l_60 = l_40 * l_55;
const uint l_61 = reinterpret_cast<thread uint const&>(l_60);
const uint l_62 = l_61 ^ l_3;
const float l_63 = l_52 * l_49;
const uint l_64 = reinterpret_cast<thread uint const&>(l_63);
const float l_65 = l_40 * l_55;
const uint l_66 = reinterpret_cast<thread uint const&>(l_65);
const bool l_67 = l_57 != l_59;
const uint l_68 = uint(l_67);
l_mut_4 = l_mut_4 + l_68;
const bool l_69 = l_57 != l_62;
const uint l_70 = uint(l_69);
l_mut_5 = l_mut_5 + l_70;
const bool l_71 = l_64 != l_66;
const uint l_72 = uint(l_71);
l_mut_6 = l_mut_6 + l_72;
}
const uint l_73 = uint(3) * thread_index_in_grid;
const uint l_85 = info.static_meta[uint(2)];
const uint l_86 = l_85 * uint(1);
const bool l_87 = l_73 < l_86;
if (l_87) {
buffer_2[l_73] = l_mut_4;
}
const uint l_74 = uint(3) * thread_index_in_grid;
const uint l_75 = l_74 + uint(1);
const uint l_88 = info.static_meta[uint(2)];
const uint l_89 = l_88 * uint(1);
const bool l_90 = l_75 < l_89;
if (l_90) {
buffer_2[l_75] = l_mut_5;
}
const uint l_76 = uint(3) * thread_index_in_grid;
const uint l_77 = l_76 + uint(2);
const uint l_91 = info.static_meta[uint(2)];
const uint l_92 = l_91 * uint(1);
const bool l_93 = l_77 < l_92;
if (l_93) {
buffer_2[l_77] = l_mut_6;
}
}

}
