
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void gather_left(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
const uint l_0 = info.static_meta[uint(7)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_13 = info.static_meta[uint(0)];
const uint l_14 = l_13 * uint(1);
const bool l_15 = uint(1) < l_14;
const uint l_16 = l_14 - uint(1);
const uint l_17 = min(uint(1), l_16);
const uint l_18 = buffer_0[l_17];
const uint l_19 = (l_15) ? l_18 : uint(0);
const uint l_2 = l_19;
const uint l_3 = thread_index_in_grid * l_2;
const uint l_4 = l_3 * uint(2);
const uint l_20 = info.static_meta[uint(2)];
const uint l_21 = l_20 * uint(1);
const bool l_22 = thread_index_in_grid < l_21;
const uint l_23 = l_21 - uint(1);
const uint l_24 = min(thread_index_in_grid, l_23);
const uint l_25 = buffer_2[l_24];
const uint l_26 = (l_22) ? l_25 : uint(0);
const uint l_5 = l_26;
const uint l_6 = l_5 * uint(2);
const uint l_27 = info.static_meta[uint(1)];
const uint l_28 = l_27 * uint(1);
const bool l_29 = thread_index_in_grid < l_28;
const uint l_30 = l_28 - uint(1);
const uint l_31 = min(thread_index_in_grid, l_30);
const uint l_32 = buffer_1[l_31];
const uint l_33 = (l_29) ? l_32 : uint(0);
const uint l_7 = l_33;
const uint l_8 = l_7 * uint(2);

for (uint l_mut_9 = uint(0); l_mut_9 < l_8; ++l_mut_9) {
const uint l_10 = l_6 + l_mut_9;
const uint l_11 = l_4 + l_mut_9;
const uint l_34 = info.static_meta[uint(3)];
const uint l_35 = l_34 * uint(1);
const bool l_36 = l_11 < l_35;
const uint l_37 = l_35 - uint(1);
const uint l_38 = min(l_11, l_37);
const uint l_39 = buffer_3[l_38];
const uint l_40 = (l_36) ? l_39 : uint(0);
const uint l_12 = l_40;
const uint l_41 = info.static_meta[uint(4)];
const uint l_42 = l_41 * uint(1);
const bool l_43 = l_10 < l_42;
if (l_43) {
buffer_4[l_10] = l_12;
}
}
}

}
