
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void double_words_f_f64(
    const device #error type double not supported!
 * buffer_0 [[buffer(0)]],
    const device #error type double not supported!
 * buffer_1 [[buffer(1)]],
    const device #error type double not supported!
 * buffer_2 [[buffer(2)]],
    device #error type double not supported!
 * buffer_3 [[buffer(3)]],
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
const uint l_39 = info.static_meta[uint(2)];
const uint l_40 = l_39 * uint(1);
const bool l_41 = uint(0) < l_40;
const uint l_42 = l_40 - uint(1);
const uint l_43 = min(uint(0), l_42);
const #error type double not supported!
 l_44 = buffer_2[l_43];
const #error type double not supported!
 l_45 = (l_41) ? l_44 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_2 = l_45;
const uint l_46 = info.static_meta[uint(2)];
const uint l_47 = l_46 * uint(1);
const bool l_48 = uint(1) < l_47;
const uint l_49 = l_47 - uint(1);
const uint l_50 = min(uint(1), l_49);
const #error type double not supported!
 l_51 = buffer_2[l_50];
const #error type double not supported!
 l_52 = (l_48) ? l_51 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_52;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_53 = info.static_meta[uint(0)];
const uint l_54 = l_53 * uint(1);
const bool l_55 = l_mut_4 < l_54;
const uint l_56 = l_54 - uint(1);
const uint l_57 = min(l_mut_4, l_56);
const #error type double not supported!
 l_58 = buffer_0[l_57];
const #error type double not supported!
 l_59 = (l_55) ? l_58 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_6 = l_59;
const uint l_7 = l_1 + l_mut_4;
const uint l_60 = info.static_meta[uint(0)];
const uint l_61 = l_60 * uint(1);
const bool l_62 = l_7 < l_61;
const uint l_63 = l_61 - uint(1);
const uint l_64 = min(l_7, l_63);
const #error type double not supported!
 l_65 = buffer_0[l_64];
const #error type double not supported!
 l_66 = (l_62) ? l_65 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_66;
const uint l_67 = info.static_meta[uint(1)];
const uint l_68 = l_67 * uint(1);
const bool l_69 = l_mut_4 < l_68;
const uint l_70 = l_68 - uint(1);
const uint l_71 = min(l_mut_4, l_70);
const #error type double not supported!
 l_72 = buffer_1[l_71];
const #error type double not supported!
 l_73 = (l_69) ? l_72 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_9 = l_73;
const uint l_10 = l_1 + l_mut_4;
const uint l_74 = info.static_meta[uint(1)];
const uint l_75 = l_74 * uint(1);
const bool l_76 = l_10 < l_75;
const uint l_77 = l_75 - uint(1);
const uint l_78 = min(l_10, l_77);
const #error type double not supported!
 l_79 = buffer_1[l_78];
const #error type double not supported!
 l_80 = (l_76) ? l_79 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_11 = l_80;
const #error type double not supported!
 l_12 = sqrt(l_6);
const #error type double not supported!
 l_13 = l_12 * l_12;
const #error type double not supported!
 l_14 = l_2 * l_12;
const #error type double not supported!
 l_15 = l_14 - l_12;
const #error type double not supported!
 l_16 = l_14 - l_15;
const #error type double not supported!
 l_17 = l_12 - l_16;
const #error type double not supported!
 l_18 = l_2 * l_12;
const #error type double not supported!
 l_19 = l_18 - l_12;
const #error type double not supported!
 l_20 = l_18 - l_19;
const #error type double not supported!
 l_21 = l_12 - l_20;
const #error type double not supported!
 l_22 = l_16 * l_20;
const #error type double not supported!
 l_23 = l_22 - l_13;
const #error type double not supported!
 l_24 = l_16 * l_21;
const #error type double not supported!
 l_25 = l_23 + l_24;
const #error type double not supported!
 l_26 = l_17 * l_20;
const #error type double not supported!
 l_27 = l_25 + l_26;
const #error type double not supported!
 l_28 = l_17 * l_21;
const #error type double not supported!
 l_29 = l_27 + l_28;
const #error type double not supported!
 l_30 = l_6 - l_13;
const #error type double not supported!
 l_31 = l_30 - l_29;
const #error type double not supported!
 l_32 = l_8 + l_31;
const #error type double not supported!
 l_33 = l_12 + l_12;
const #error type double not supported!
 l_34 = l_32 / l_33;
const #error type double not supported!
 l_35 = l_12 + l_34;
const #error type double not supported!
 l_36 = l_35 - l_12;
const #error type double not supported!
 l_37 = l_34 - l_36;
const uint l_81 = info.static_meta[uint(3)];
const uint l_82 = l_81 * uint(1);
const bool l_83 = l_mut_4 < l_82;
if (l_83) {
buffer_3[l_mut_4] = l_35;
}
const uint l_38 = l_1 + l_mut_4;
const uint l_84 = info.static_meta[uint(3)];
const uint l_85 = l_84 * uint(1);
const bool l_86 = l_38 < l_85;
if (l_86) {
buffer_3[l_38] = l_37;
}
}

}
