
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void multi_words_f_f64(
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
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_42 = info.static_meta[uint(2)];
const uint l_43 = l_42 * uint(1);
const bool l_44 = uint(0) < l_43;
const uint l_45 = l_43 - uint(1);
const uint l_46 = min(uint(0), l_45);
const #error type double not supported!
 l_47 = buffer_2[l_46];
const #error type double not supported!
 l_48 = (l_44) ? l_47 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_48;
const uint l_49 = info.static_meta[uint(2)];
const uint l_50 = l_49 * uint(1);
const bool l_51 = uint(1) < l_50;
const uint l_52 = l_50 - uint(1);
const uint l_53 = min(uint(1), l_52);
const #error type double not supported!
 l_54 = buffer_2[l_53];
const #error type double not supported!
 l_55 = (l_51) ? l_54 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_55;
const uint l_56 = info.static_meta[uint(0)];
const uint l_57 = l_56 * uint(1);
const bool l_58 = thread_index_in_grid < l_57;
const uint l_59 = l_57 - uint(1);
const uint l_60 = min(thread_index_in_grid, l_59);
const #error type double not supported!
 l_61 = buffer_0[l_60];
const #error type double not supported!
 l_62 = (l_58) ? l_61 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_62;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_63 = info.static_meta[uint(0)];
const uint l_64 = l_63 * uint(1);
const bool l_65 = l_6 < l_64;
const uint l_66 = l_64 - uint(1);
const uint l_67 = min(l_6, l_66);
const #error type double not supported!
 l_68 = buffer_0[l_67];
const #error type double not supported!
 l_69 = (l_65) ? l_68 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_69;
const uint l_70 = info.static_meta[uint(1)];
const uint l_71 = l_70 * uint(1);
const bool l_72 = thread_index_in_grid < l_71;
const uint l_73 = l_71 - uint(1);
const uint l_74 = min(thread_index_in_grid, l_73);
const #error type double not supported!
 l_75 = buffer_1[l_74];
const #error type double not supported!
 l_76 = (l_72) ? l_75 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_76;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_77 = info.static_meta[uint(1)];
const uint l_78 = l_77 * uint(1);
const bool l_79 = l_9 < l_78;
const uint l_80 = l_78 - uint(1);
const uint l_81 = min(l_9, l_80);
const #error type double not supported!
 l_82 = buffer_1[l_81];
const #error type double not supported!
 l_83 = (l_79) ? l_82 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_83;
const #error type double not supported!
 l_11 = l_5 + l_8;
const #error type double not supported!
 l_12 = l_11 * l_4;
const #error type double not supported!
 l_13 = l_12 - l_5;
const #error type double not supported!
 l_14 = l_13 * l_4;
const #error type double not supported!
 l_15 = l_12 - l_14;
const #error type double not supported!
 l_16 = l_15 * l_4;
const #error type double not supported!
 l_17 = l_5 - l_16;
const #error type double not supported!
 l_18 = l_8 - l_14;
const #error type double not supported!
 l_19 = l_17 + l_18;
const #error type double not supported!
 l_20 = l_7 + l_10;
const #error type double not supported!
 l_21 = l_20 * l_4;
const #error type double not supported!
 l_22 = l_21 - l_7;
const #error type double not supported!
 l_23 = l_22 * l_4;
const #error type double not supported!
 l_24 = l_21 - l_23;
const #error type double not supported!
 l_25 = l_24 * l_4;
const #error type double not supported!
 l_26 = l_7 - l_25;
const #error type double not supported!
 l_27 = l_10 - l_23;
const #error type double not supported!
 l_28 = l_26 + l_27;
const #error type double not supported!
 l_29 = l_19 + l_21;
const #error type double not supported!
 l_30 = l_12 + l_29;
const #error type double not supported!
 l_31 = l_30 * l_4;
const #error type double not supported!
 l_32 = l_31 - l_12;
const #error type double not supported!
 l_33 = l_32 * l_4;
const #error type double not supported!
 l_34 = l_29 - l_33;
const #error type double not supported!
 l_35 = l_28 + l_34;
const #error type double not supported!
 l_36 = l_31 + l_35;
const #error type double not supported!
 l_37 = l_36 * l_4;
const #error type double not supported!
 l_38 = l_37 - l_31;
const #error type double not supported!
 l_39 = l_38 * l_4;
const #error type double not supported!
 l_40 = l_35 - l_39;
const uint l_84 = info.static_meta[uint(3)];
const uint l_85 = l_84 * uint(1);
const bool l_86 = thread_index_in_grid < l_85;
if (l_86) {
buffer_3[thread_index_in_grid] = l_37;
}
const uint l_41 = l_1 + thread_index_in_grid;
const uint l_87 = info.static_meta[uint(3)];
const uint l_88 = l_87 * uint(1);
const bool l_89 = l_41 < l_88;
if (l_89) {
buffer_3[l_41] = l_40;
}
}

}
