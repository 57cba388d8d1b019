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
    uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(64)min_max_clamp_f_f32 (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, float* buffer_3, const __grid_constant__ info_st info
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
const uint32 l_0 = info.static_meta[uint32(4)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_2 = uint32(3) * idxGlobal;
const uint32 l_17 = info.static_meta[uint32(0)];
const uint32 l_18 = l_17 * uint32(1);
const bool l_19 = idxGlobal < l_18;
const uint32 l_20 = l_18 - uint32(1);
const uint32 l_21 = min(idxGlobal, l_20);
const float l_22 = buffer_0[l_21];
const float l_23 = (l_19) ? l_22 : float(0.0);
const float l_3 = l_23;
const uint32 l_24 = info.static_meta[uint32(1)];
const uint32 l_25 = l_24 * uint32(1);
const bool l_26 = idxGlobal < l_25;
const uint32 l_27 = l_25 - uint32(1);
const uint32 l_28 = min(idxGlobal, l_27);
const float l_29 = buffer_1[l_28];
const float l_30 = (l_26) ? l_29 : float(0.0);
const float l_4 = l_30;
const float l_5 = min(l_3, l_4);
const uint32 l_31 = info.static_meta[uint32(3)];
const uint32 l_32 = l_31 * uint32(1);
const bool l_33 = l_2 < l_32;
if (l_33) {
buffer_3[l_2] = l_5;
}
const uint32 l_6 = uint32(3) * idxGlobal;
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_34 = info.static_meta[uint32(0)];
const uint32 l_35 = l_34 * uint32(1);
const bool l_36 = idxGlobal < l_35;
const uint32 l_37 = l_35 - uint32(1);
const uint32 l_38 = min(idxGlobal, l_37);
const float l_39 = buffer_0[l_38];
const float l_40 = (l_36) ? l_39 : float(0.0);
const float l_8 = l_40;
const uint32 l_41 = info.static_meta[uint32(1)];
const uint32 l_42 = l_41 * uint32(1);
const bool l_43 = idxGlobal < l_42;
const uint32 l_44 = l_42 - uint32(1);
const uint32 l_45 = min(idxGlobal, l_44);
const float l_46 = buffer_1[l_45];
const float l_47 = (l_43) ? l_46 : float(0.0);
const float l_9 = l_47;
const float l_10 = max(l_8, l_9);
const uint32 l_48 = info.static_meta[uint32(3)];
const uint32 l_49 = l_48 * uint32(1);
const bool l_50 = l_7 < l_49;
if (l_50) {
buffer_3[l_7] = l_10;
}
const uint32 l_11 = uint32(3) * idxGlobal;
const uint32 l_12 = l_11 + uint32(2);
const uint32 l_51 = info.static_meta[uint32(0)];
const uint32 l_52 = l_51 * uint32(1);
const bool l_53 = idxGlobal < l_52;
const uint32 l_54 = l_52 - uint32(1);
const uint32 l_55 = min(idxGlobal, l_54);
const float l_56 = buffer_0[l_55];
const float l_57 = (l_53) ? l_56 : float(0.0);
const float l_13 = l_57;
const uint32 l_58 = info.static_meta[uint32(1)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = idxGlobal < l_59;
const uint32 l_61 = l_59 - uint32(1);
const uint32 l_62 = min(idxGlobal, l_61);
const float l_63 = buffer_1[l_62];
const float l_64 = (l_60) ? l_63 : float(0.0);
const float l_14 = l_64;
const uint32 l_65 = info.static_meta[uint32(2)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = idxGlobal < l_66;
const uint32 l_68 = l_66 - uint32(1);
const uint32 l_69 = min(idxGlobal, l_68);
const float l_70 = buffer_2[l_69];
const float l_71 = (l_67) ? l_70 : float(0.0);
const float l_15 = l_71;
const float l_16 = max(l_14, min(l_15, l_13));
const uint32 l_72 = info.static_meta[uint32(3)];
const uint32 l_73 = l_72 * uint32(1);
const bool l_74 = l_12 < l_73;
if (l_74) {
buffer_3[l_12] = l_16;
}
}

}
