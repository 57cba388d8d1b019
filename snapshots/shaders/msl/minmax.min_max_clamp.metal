
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void min_max_clamp_f_f32(
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
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = uint(3) * thread_index_in_grid;
const uint l_17 = info.static_meta[uint(0)];
const uint l_18 = l_17 * uint(1);
const bool l_19 = thread_index_in_grid < l_18;
const uint l_20 = l_18 - uint(1);
const uint l_21 = min(thread_index_in_grid, l_20);
const float l_22 = buffer_0[l_21];
const float l_23 = (l_19) ? l_22 : float(0.0);
const float l_3 = l_23;
const uint l_24 = info.static_meta[uint(1)];
const uint l_25 = l_24 * uint(1);
const bool l_26 = thread_index_in_grid < l_25;
const uint l_27 = l_25 - uint(1);
const uint l_28 = min(thread_index_in_grid, l_27);
const float l_29 = buffer_1[l_28];
const float l_30 = (l_26) ? l_29 : float(0.0);
const float l_4 = l_30;
const float l_5 = min(l_3, l_4);
const uint l_31 = info.static_meta[uint(3)];
const uint l_32 = l_31 * uint(1);
const bool l_33 = l_2 < l_32;
if (l_33) {
buffer_3[l_2] = l_5;
}
const uint l_6 = uint(3) * thread_index_in_grid;
const uint l_7 = l_6 + uint(1);
const uint l_34 = info.static_meta[uint(0)];
const uint l_35 = l_34 * uint(1);
const bool l_36 = thread_index_in_grid < l_35;
const uint l_37 = l_35 - uint(1);
const uint l_38 = min(thread_index_in_grid, l_37);
const float l_39 = buffer_0[l_38];
const float l_40 = (l_36) ? l_39 : float(0.0);
const float l_8 = l_40;
const uint l_41 = info.static_meta[uint(1)];
const uint l_42 = l_41 * uint(1);
const bool l_43 = thread_index_in_grid < l_42;
const uint l_44 = l_42 - uint(1);
const uint l_45 = min(thread_index_in_grid, l_44);
const float l_46 = buffer_1[l_45];
const float l_47 = (l_43) ? l_46 : float(0.0);
const float l_9 = l_47;
const float l_10 = max(l_8, l_9);
const uint l_48 = info.static_meta[uint(3)];
const uint l_49 = l_48 * uint(1);
const bool l_50 = l_7 < l_49;
if (l_50) {
buffer_3[l_7] = l_10;
}
const uint l_11 = uint(3) * thread_index_in_grid;
const uint l_12 = l_11 + uint(2);
const uint l_51 = info.static_meta[uint(0)];
const uint l_52 = l_51 * uint(1);
const bool l_53 = thread_index_in_grid < l_52;
const uint l_54 = l_52 - uint(1);
const uint l_55 = min(thread_index_in_grid, l_54);
const float l_56 = buffer_0[l_55];
const float l_57 = (l_53) ? l_56 : float(0.0);
const float l_13 = l_57;
const uint l_58 = info.static_meta[uint(1)];
const uint l_59 = l_58 * uint(1);
const bool l_60 = thread_index_in_grid < l_59;
const uint l_61 = l_59 - uint(1);
const uint l_62 = min(thread_index_in_grid, l_61);
const float l_63 = buffer_1[l_62];
const float l_64 = (l_60) ? l_63 : float(0.0);
const float l_14 = l_64;
const uint l_65 = info.static_meta[uint(2)];
const uint l_66 = l_65 * uint(1);
const bool l_67 = thread_index_in_grid < l_66;
const uint l_68 = l_66 - uint(1);
const uint l_69 = min(thread_index_in_grid, l_68);
const float l_70 = buffer_2[l_69];
const float l_71 = (l_67) ? l_70 : float(0.0);
const float l_15 = l_71;
const float l_16 = max(l_14, min(l_15, l_13));
const uint l_72 = info.static_meta[uint(3)];
const uint l_73 = l_72 * uint(1);
const bool l_74 = l_12 < l_73;
if (l_74) {
buffer_3[l_12] = l_16;
}
}

}
