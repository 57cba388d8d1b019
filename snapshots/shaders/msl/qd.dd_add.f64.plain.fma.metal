
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
const uint l_32 = info.static_meta[uint(2)];
const uint l_33 = l_32 * uint(1);
const bool l_34 = uint(0) < l_33;
const uint l_35 = l_33 - uint(1);
const uint l_36 = min(uint(0), l_35);
const #error type double not supported!
 l_37 = buffer_2[l_36];
const #error type double not supported!
 l_38 = (l_34) ? l_37 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_38;
const uint l_39 = info.static_meta[uint(2)];
const uint l_40 = l_39 * uint(1);
const bool l_41 = uint(1) < l_40;
const uint l_42 = l_40 - uint(1);
const uint l_43 = min(uint(1), l_42);
const #error type double not supported!
 l_44 = buffer_2[l_43];
const #error type double not supported!
 l_45 = (l_41) ? l_44 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_45;
const uint l_46 = info.static_meta[uint(0)];
const uint l_47 = l_46 * uint(1);
const bool l_48 = thread_index_in_grid < l_47;
const uint l_49 = l_47 - uint(1);
const uint l_50 = min(thread_index_in_grid, l_49);
const #error type double not supported!
 l_51 = buffer_0[l_50];
const #error type double not supported!
 l_52 = (l_48) ? l_51 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_52;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_53 = info.static_meta[uint(0)];
const uint l_54 = l_53 * uint(1);
const bool l_55 = l_6 < l_54;
const uint l_56 = l_54 - uint(1);
const uint l_57 = min(l_6, l_56);
const #error type double not supported!
 l_58 = buffer_0[l_57];
const #error type double not supported!
 l_59 = (l_55) ? l_58 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_59;
const uint l_60 = info.static_meta[uint(1)];
const uint l_61 = l_60 * uint(1);
const bool l_62 = thread_index_in_grid < l_61;
const uint l_63 = l_61 - uint(1);
const uint l_64 = min(thread_index_in_grid, l_63);
const #error type double not supported!
 l_65 = buffer_1[l_64];
const #error type double not supported!
 l_66 = (l_62) ? l_65 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_66;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_67 = info.static_meta[uint(1)];
const uint l_68 = l_67 * uint(1);
const bool l_69 = l_9 < l_68;
const uint l_70 = l_68 - uint(1);
const uint l_71 = min(l_9, l_70);
const #error type double not supported!
 l_72 = buffer_1[l_71];
const #error type double not supported!
 l_73 = (l_69) ? l_72 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_73;
const #error type double not supported!
 l_11 = l_5 + l_8;
const #error type double not supported!
 l_12 = l_11 - l_5;
const #error type double not supported!
 l_13 = l_11 - l_12;
const #error type double not supported!
 l_14 = l_5 - l_13;
const #error type double not supported!
 l_15 = l_8 - l_12;
const #error type double not supported!
 l_16 = l_14 + l_15;
const #error type double not supported!
 l_17 = l_7 + l_10;
const #error type double not supported!
 l_18 = l_17 - l_7;
const #error type double not supported!
 l_19 = l_17 - l_18;
const #error type double not supported!
 l_20 = l_7 - l_19;
const #error type double not supported!
 l_21 = l_10 - l_18;
const #error type double not supported!
 l_22 = l_20 + l_21;
const #error type double not supported!
 l_23 = l_16 + l_17;
const #error type double not supported!
 l_24 = l_11 + l_23;
const #error type double not supported!
 l_25 = l_24 - l_11;
const #error type double not supported!
 l_26 = l_23 - l_25;
const #error type double not supported!
 l_27 = l_22 + l_26;
const #error type double not supported!
 l_28 = l_24 + l_27;
const #error type double not supported!
 l_29 = l_28 - l_24;
const #error type double not supported!
 l_30 = l_27 - l_29;
const uint l_74 = info.static_meta[uint(3)];
const uint l_75 = l_74 * uint(1);
const bool l_76 = thread_index_in_grid < l_75;
if (l_76) {
buffer_3[thread_index_in_grid] = l_28;
}
const uint l_31 = l_1 + thread_index_in_grid;
const uint l_77 = info.static_meta[uint(3)];
const uint l_78 = l_77 * uint(1);
const bool l_79 = l_31 < l_78;
if (l_79) {
buffer_3[l_31] = l_30;
}
}

}
