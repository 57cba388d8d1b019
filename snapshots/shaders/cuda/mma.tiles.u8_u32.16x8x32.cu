#include <cuda_runtime.h>
#include <mma.h>
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


extern "C" __global__ void __launch_bounds__(32)tiles_i_u8_a_u32 (
    const uint8* __restrict__ buffer_0, const uint8* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, uint32* buffer_3, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 8, 32, uint8, nvcuda::wmma::row_major> frag_a_8;
nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 8, 32, uint8, nvcuda::wmma::col_major> frag_b_11;
nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 8, 32, uint32> frag_acc_12;
const uint32 l_0 = blockIdxGlobal * uint32(16);
const uint32 l_1 = l_0 * uint32(32);
const uint32 l_2 = blockIdxGlobal * uint32(32);
const uint32 l_3 = l_2 * uint32(8);
const uint32 l_4 = blockIdxGlobal * uint32(16);
const uint32 l_5 = l_4 * uint32(8);
const uint32 l_6 = l_1 + uint32(512);
const uint32 l_7 = l_6 - l_1;
nvcuda::wmma::load_matrix_sync(frag_a_8, buffer_0 + l_1, uint32(32));
const uint32 l_9 = l_3 + uint32(256);
const uint32 l_10 = l_9 - l_3;
nvcuda::wmma::load_matrix_sync(frag_b_11, buffer_1 + l_3, uint32(32));
const uint32 l_13 = l_5 + uint32(128);
const uint32 l_14 = l_13 - l_5;
nvcuda::wmma::load_matrix_sync(frag_acc_12, buffer_2 + l_5, uint32(8), nvcuda::wmma::mem_row_major);
nvcuda::wmma::mma_sync(frag_acc_12, frag_a_8, frag_b_11, frag_acc_12);
const uint32 l_15 = l_5 + uint32(128);
const uint32 l_16 = l_15 - l_5;
nvcuda::wmma::store_matrix_sync(buffer_3 + l_5, frag_acc_12, uint32(8), nvcuda::wmma::mem_row_major);

}
