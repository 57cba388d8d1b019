
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void guard_subtraction_f_(
    const device half * buffer_0 [[buffer(0)]],
    const device half * buffer_1 [[buffer(1)]],
    const device half * buffer_2 [[buffer(2)]],
    device half * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
half l_mut_5;
const uint l_0 = info.static_meta[uint(5)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_9 = info.static_meta[uint(0)];
const uint l_10 = l_9 * uint(1);
const bool l_11 = uint(0) < l_10;
const uint l_12 = l_10 - uint(1);
const uint l_13 = min(uint(0), l_12);
const half l_14 = buffer_0[l_13];
const half l_15 = (l_11) ? l_14 : half(0.0);
const half l_2 = l_15;
const uint l_16 = info.static_meta[uint(1)];
const uint l_17 = l_16 * uint(1);
const bool l_18 = thread_index_in_grid < l_17;
const uint l_19 = l_17 - uint(1);
const uint l_20 = min(thread_index_in_grid, l_19);
const half l_21 = buffer_1[l_20];
const half l_22 = (l_18) ? l_21 : half(0.0);
const half l_3 = l_22;
const half l_4 = l_2 - l_3;
l_mut_5 = l_4;
const uint l_23 = info.static_meta[uint(3)];
const uint l_24 = l_23 * uint(1);
const bool l_25 = thread_index_in_grid < l_24;
if (l_25) {
buffer_3[thread_index_in_grid] = l_mut_5;
}
const uint l_26 = info.static_meta[uint(2)];
const uint l_27 = l_26 * uint(1);
const bool l_28 = uint(0) < l_27;
const uint l_29 = l_27 - uint(1);
const uint l_30 = min(uint(0), l_29);
const half l_31 = buffer_2[l_30];
const half l_32 = (l_28) ? l_31 : half(0.0);
const half l_6 = l_32;
l_mut_5 = l_mut_5 * l_6;
const uint l_7 = l_0 + thread_index_in_grid;
const half l_8 = l_mut_5 - l_2;
const uint l_33 = info.static_meta[uint(3)];
const uint l_34 = l_33 * uint(1);
const bool l_35 = l_7 < l_34;
if (l_35) {
buffer_3[l_7] = l_8;
}
}

}
