
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
const uint l_27 = info.static_meta[uint(0)];
const uint l_28 = l_27 * uint(1);
const bool l_29 = l_8 < l_28;
const uint l_30 = l_28 - uint(1);
const uint l_31 = min(l_8, l_30);
const #error type double not supported!
 l_32 = buffer_0[l_31];
const #error type double not supported!
 l_33 = (l_29) ? l_32 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_33;
const uint l_11 = l_9 + l_8;
const uint l_34 = info.static_meta[uint(0)];
const uint l_35 = l_34 * uint(1);
const bool l_36 = l_11 < l_35;
const uint l_37 = l_35 - uint(1);
const uint l_38 = min(l_11, l_37);
const #error type double not supported!
 l_39 = buffer_0[l_38];
const #error type double not supported!
 l_40 = (l_36) ? l_39 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_12 = l_40;
const uint l_13 = l_3 - uint(16);
const bool l_14 = l_3 >= uint(16);
const bool l_15 = l_13 < info.scalars_uint[3];
const bool l_16 = l_14 && l_15;
const uint l_17 = info.scalars_uint[2] + l_13;
const bool l_18 = l_2 == l_17;
const bool l_19 = l_16 && l_18;
const #error type double not supported!
 l_20 = (l_4) ? l_10 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_21 = (l_19) ? #error type double not supported!
(1.0) : l_20;
const #error type double not supported!
 l_22 = (l_4) ? l_12 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_23 = (l_4) ? #error type double not supported!
(0.0) : #error type double not supported!
(0.0);
const #error type double not supported!
 l_24 = (l_4) ? #error type double not supported!
(0.0) : #error type double not supported!
(0.0);
const uint l_25 = info.scalars_uint[0] * uint(32);
const uint l_41 = info.static_meta[uint(1)];
const uint l_42 = l_41 * uint(1);
const bool l_43 = thread_index_in_grid < l_42;
if (l_43) {
buffer_1[thread_index_in_grid] = l_21;
}
const uint l_26 = l_25 + thread_index_in_grid;
const uint l_44 = info.static_meta[uint(1)];
const uint l_45 = l_44 * uint(1);
const bool l_46 = l_26 < l_45;
if (l_46) {
buffer_1[l_26] = l_22;
}
}

}
