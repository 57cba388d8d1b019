
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[4];
};

[[kernel]]
void gj_panel_load_f_f64(
    const device #error type double not supported!
 * buffer_0 [[buffer(0)]],
    device #error type double not supported!
 * buffer_1 [[buffer(1)]],
    constant info_st& info [[buffer(2)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.scalars_uint[0] * uint(32);
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = thread_index_in_grid / uint(32);
const uint l_3 = thread_index_in_grid % uint(32);
const bool l_4 = l_3 < info.scalars_uint[3];
const uint l_5 = l_2 * info.scalars_uint[1];
const uint l_6 = l_5 + info.scalars_uint[2];
const uint l_7 = (l_4) ? l_3 : uint(0);
const uint l_8 = l_6 + l_7;
const uint l_9 = info.scalars_uint[0] * info.scalars_uint[1];
const uint l_37 = info.static_meta[uint(0)];
const uint l_38 = l_37 * uint(1);
const bool l_39 = l_8 < l_38;
const uint l_40 = l_38 - uint(1);
const uint l_41 = min(l_8, l_40);
const #error type double not supported!
 l_42 = buffer_0[l_41];
const #error type double not supported!
 l_43 = (l_39) ? l_42 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_43;
const uint l_11 = l_9 + l_8;
const uint l_44 = info.static_meta[uint(0)];
const uint l_45 = l_44 * uint(1);
const bool l_46 = l_11 < l_45;
const uint l_47 = l_45 - uint(1);
const uint l_48 = min(l_11, l_47);
const #error type double not supported!
 l_49 = buffer_0[l_48];
const #error type double not supported!
 l_50 = (l_46) ? l_49 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_12 = l_50;
const uint l_13 = uint(2) * l_9;
const uint l_14 = l_13 + l_8;
const uint l_51 = info.static_meta[uint(0)];
const uint l_52 = l_51 * uint(1);
const bool l_53 = l_14 < l_52;
const uint l_54 = l_52 - uint(1);
const uint l_55 = min(l_14, l_54);
const #error type double not supported!
 l_56 = buffer_0[l_55];
const #error type double not supported!
 l_57 = (l_53) ? l_56 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_15 = l_57;
const uint l_16 = uint(3) * l_9;
const uint l_17 = l_16 + l_8;
const uint l_58 = info.static_meta[uint(0)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = l_17 < l_59;
const uint l_61 = l_59 - uint(1);
const uint l_62 = min(l_17, l_61);
const #error type double not supported!
 l_63 = buffer_0[l_62];
const #error type double not supported!
 l_64 = (l_60) ? l_63 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_18 = l_64;
const uint l_19 = l_3 - uint(16);
const bool l_20 = l_3 >= uint(16);
const bool l_21 = l_19 < info.scalars_uint[3];
const bool l_22 = l_20 && l_21;
const uint l_23 = info.scalars_uint[2] + l_19;
const bool l_24 = l_2 == l_23;
const bool l_25 = l_22 && l_24;
const #error type double not supported!
 l_26 = (l_4) ? l_10 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_27 = (l_25) ? #error type double not supported!
(1.0) : l_26;
const #error type double not supported!
 l_28 = (l_4) ? l_12 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_29 = (l_4) ? l_15 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_30 = (l_4) ? l_18 : #error type double not supported!
(0.0);
const uint l_31 = info.scalars_uint[0] * uint(32);
const uint l_65 = info.static_meta[uint(1)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = thread_index_in_grid < l_66;
if (l_67) {
buffer_1[thread_index_in_grid] = l_27;
}
const uint l_32 = l_31 + thread_index_in_grid;
const uint l_68 = info.static_meta[uint(1)];
const uint l_69 = l_68 * uint(1);
const bool l_70 = l_32 < l_69;
if (l_70) {
buffer_1[l_32] = l_28;
}
const uint l_33 = uint(2) * l_31;
const uint l_34 = l_33 + thread_index_in_grid;
const uint l_71 = info.static_meta[uint(1)];
const uint l_72 = l_71 * uint(1);
const bool l_73 = l_34 < l_72;
if (l_73) {
buffer_1[l_34] = l_29;
}
const uint l_35 = uint(3) * l_31;
const uint l_36 = l_35 + thread_index_in_grid;
const uint l_74 = info.static_meta[uint(1)];
const uint l_75 = l_74 * uint(1);
const bool l_76 = l_36 < l_75;
if (l_76) {
buffer_1[l_36] = l_30;
}
}

}
