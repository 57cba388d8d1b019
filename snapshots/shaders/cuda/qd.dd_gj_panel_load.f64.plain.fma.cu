#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct info_st {
    uint32 scalars_uint32[4];uint32 static_meta[4];
};


extern "C" __global__ void __launch_bounds__(64)gj_panel_load_f_f64 (
    const double* __restrict__ buffer_0, double* buffer_1, const __grid_constant__ info_st info
) {
uint3 absoluteIdx = make_uint3(
    blockIdx.x * blockDim.x + threadIdx.x,
    blockIdx.y * blockDim.y + threadIdx.y,
    blockIdx.z * blockDim.z + threadIdx.z
);
uint32 idxGlobal = (
                absoluteIdx.z * gridDim.x * blockDim.x * gridDim.y * blockDim.y)
                + (absoluteIdx.y * gridDim.x * blockDim.x)
                + absoluteIdx.x;
const uint32 l_0 = info.scalars_uint32[0] * uint32(32);
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_2 = idxGlobal / uint32(32);
const uint32 l_3 = idxGlobal % uint32(32);
const bool l_4 = l_3 < info.scalars_uint32[3];
const uint32 l_5 = l_2 * info.scalars_uint32[1];
const uint32 l_6 = l_5 + info.scalars_uint32[2];
const uint32 l_7 = (l_4) ? l_3 : uint32(0);
const uint32 l_8 = l_6 + l_7;
const uint32 l_9 = info.scalars_uint32[0] * info.scalars_uint32[1];
const uint32 l_27 = info.static_meta[uint32(0)];
const uint32 l_28 = l_27 * uint32(1);
const bool l_29 = l_8 < l_28;
const uint32 l_30 = l_28 - uint32(1);
const uint32 l_31 = min(l_8, l_30);
const double l_32 = buffer_0[l_31];
const double l_33 = (l_29) ? l_32 : double(0.0);
const double l_10 = l_33;
const uint32 l_11 = l_9 + l_8;
const uint32 l_34 = info.static_meta[uint32(0)];
const uint32 l_35 = l_34 * uint32(1);
const bool l_36 = l_11 < l_35;
const uint32 l_37 = l_35 - uint32(1);
const uint32 l_38 = min(l_11, l_37);
const double l_39 = buffer_0[l_38];
const double l_40 = (l_36) ? l_39 : double(0.0);
const double l_12 = l_40;
const uint32 l_13 = l_3 - uint32(16);
const bool l_14 = l_3 >= uint32(16);
const bool l_15 = l_13 < info.scalars_uint32[3];
const bool l_16 = l_14 && l_15;
const uint32 l_17 = info.scalars_uint32[2] + l_13;
const bool l_18 = l_2 == l_17;
const bool l_19 = l_16 && l_18;
const double l_20 = (l_4) ? l_10 : double(0.0);
const double l_21 = (l_19) ? double(1.0) : l_20;
const double l_22 = (l_4) ? l_12 : double(0.0);
const double l_23 = (l_4) ? double(0.0) : double(0.0);
const double l_24 = (l_4) ? double(0.0) : double(0.0);
const uint32 l_25 = info.scalars_uint32[0] * uint32(32);
const uint32 l_41 = info.static_meta[uint32(1)];
const uint32 l_42 = l_41 * uint32(1);
const bool l_43 = idxGlobal < l_42;
if (l_43) {
buffer_1[idxGlobal] = l_21;
}
const uint32 l_26 = l_25 + idxGlobal;
const uint32 l_44 = info.static_meta[uint32(1)];
const uint32 l_45 = l_44 * uint32(1);
const bool l_46 = l_26 < l_45;
if (l_46) {
buffer_1[l_26] = l_22;
}
}

}
