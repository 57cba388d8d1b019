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
const uint32 l_37 = info.static_meta[uint32(0)];
const uint32 l_38 = l_37 * uint32(1);
const bool l_39 = l_8 < l_38;
const uint32 l_40 = l_38 - uint32(1);
const uint32 l_41 = min(l_8, l_40);
const double l_42 = buffer_0[l_41];
const double l_43 = (l_39) ? l_42 : double(0.0);
const double l_10 = l_43;
const uint32 l_11 = l_9 + l_8;
const uint32 l_44 = info.static_meta[uint32(0)];
const uint32 l_45 = l_44 * uint32(1);
const bool l_46 = l_11 < l_45;
const uint32 l_47 = l_45 - uint32(1);
const uint32 l_48 = min(l_11, l_47);
const double l_49 = buffer_0[l_48];
const double l_50 = (l_46) ? l_49 : double(0.0);
const double l_12 = l_50;
const uint32 l_13 = uint32(2) * l_9;
const uint32 l_14 = l_13 + l_8;
const uint32 l_51 = info.static_meta[uint32(0)];
const uint32 l_52 = l_51 * uint32(1);
const bool l_53 = l_14 < l_52;
const uint32 l_54 = l_52 - uint32(1);
const uint32 l_55 = min(l_14, l_54);
const double l_56 = buffer_0[l_55];
const double l_57 = (l_53) ? l_56 : double(0.0);
const double l_15 = l_57;
const uint32 l_16 = uint32(3) * l_9;
const uint32 l_17 = l_16 + l_8;
const uint32 l_58 = info.static_meta[uint32(0)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = l_17 < l_59;
const uint32 l_61 = l_59 - uint32(1);
const uint32 l_62 = min(l_17, l_61);
const double l_63 = buffer_0[l_62];
const double l_64 = (l_60) ? l_63 : double(0.0);
const double l_18 = l_64;
const uint32 l_19 = l_3 - uint32(16);
const bool l_20 = l_3 >= uint32(16);
const bool l_21 = l_19 < info.scalars_uint32[3];
const bool l_22 = l_20 && l_21;
const uint32 l_23 = info.scalars_uint32[2] + l_19;
const bool l_24 = l_2 == l_23;
const bool l_25 = l_22 && l_24;
const double l_26 = (l_4) ? l_10 : double(0.0);
const double l_27 = (l_25) ? double(1.0) : l_26;
const double l_28 = (l_4) ? l_12 : double(0.0);
const double l_29 = (l_4) ? l_15 : double(0.0);
const double l_30 = (l_4) ? l_18 : double(0.0);
const uint32 l_31 = info.scalars_uint32[0] * uint32(32);
const uint32 l_65 = info.static_meta[uint32(1)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = idxGlobal < l_66;
if (l_67) {
buffer_1[idxGlobal] = l_27;
}
const uint32 l_32 = l_31 + idxGlobal;
const uint32 l_68 = info.static_meta[uint32(1)];
const uint32 l_69 = l_68 * uint32(1);
const bool l_70 = l_32 < l_69;
if (l_70) {
buffer_1[l_32] = l_28;
}
const uint32 l_33 = uint32(2) * l_31;
const uint32 l_34 = l_33 + idxGlobal;
const uint32 l_71 = info.static_meta[uint32(1)];
const uint32 l_72 = l_71 * uint32(1);
const bool l_73 = l_34 < l_72;
if (l_73) {
buffer_1[l_34] = l_29;
}
const uint32 l_35 = uint32(3) * l_31;
const uint32 l_36 = l_35 + idxGlobal;
const uint32 l_74 = info.static_meta[uint32(1)];
const uint32 l_75 = l_74 * uint32(1);
const bool l_76 = l_36 < l_75;
if (l_76) {
buffer_1[l_36] = l_30;
}
}

}
