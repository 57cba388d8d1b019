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
    uint32 static_meta[18];
};


extern "C" __global__ void __launch_bounds__(64)reference_range (
    const uint32* __restrict__ buffer_0, const float* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, double* buffer_6, uint32* buffer_7, uint32* buffer_8, const __grid_constant__ info_st info
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
uint32 l_arr_8[65];

double l_arr_9[10];

uint32 l_arr_1415[1];

double l_arr_3485[2];

double l_arr_4528[2];

double l_arr_4744[2];

double l_arr_5158[2];

double l_arr_5332[2];

double l_arr_5905[2];

uint32 l_arr_10[8];

bool l_mut_370;
bool l_mut_499;
bool l_mut_502;
bool l_mut_505;
bool l_mut_508;
double l_mut_1067;
double l_mut_1480;
double l_mut_151;
double l_mut_1563;
double l_mut_166;
double l_mut_221;
double l_mut_2578;
double l_mut_2832;
double l_mut_3088;
double l_mut_3342;
float l_mut_29;
float l_mut_30;
float l_mut_31;
int32 l_mut_5852;
uint32 l_mut_268;
uint32 l_mut_329;
uint32 l_mut_3594;
uint32 l_mut_407;
uint32 l_mut_448;
uint32 l_mut_4637;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_6642 = info.static_meta[uint32(8)];
const uint32 l_6643 = l_6642 * uint32(1);
const bool l_6644 = uint32(0) < l_6643;
if (l_6644) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_6628 = info.static_meta[uint32(0)];
const uint32 l_6629 = l_6628 * uint32(1);
const bool l_6630 = uint32(1) < l_6629;
const uint32 l_6631 = l_6629 - uint32(1);
const uint32 l_6632 = min(uint32(1), l_6631);
const uint32 l_6633 = buffer_0[l_6632];
const uint32 l_6634 = (l_6630) ? l_6633 : uint32(0);
const uint32 l_1 = l_6634;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_6635 = info.static_meta[uint32(0)];
const uint32 l_6636 = l_6635 * uint32(1);
const bool l_6637 = uint32(2) < l_6636;
const uint32 l_6638 = l_6636 - uint32(1);
const uint32 l_6639 = min(uint32(2), l_6638);
const uint32 l_6640 = buffer_0[l_6639];
const uint32 l_6641 = (l_6637) ? l_6640 : uint32(0);
const uint32 l_3 = l_6641;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_6645 = info.static_meta[uint32(0)];
const uint32 l_6646 = l_6645 * uint32(1);
const bool l_6647 = uint32(2) < l_6646;
const uint32 l_6648 = l_6646 - uint32(1);
const uint32 l_6649 = min(uint32(2), l_6648);
const uint32 l_6650 = buffer_0[l_6649];
const uint32 l_6651 = (l_6647) ? l_6650 : uint32(0);
const uint32 l_6 = l_6651;
const uint32 l_7 = min(l_5, l_6);

for (uint32 l_mut_11 = uint32(0); l_mut_11 < uint32(45); ++l_mut_11) {
l_arr_8[l_mut_11] = uint32(0);
}

for (uint32 l_mut_12 = uint32(0); l_mut_12 < uint32(10); ++l_mut_12) {
const uint32 l_13 = uint32(2) * l_mut_12;
const uint32 l_14 = uint32(45) + l_13;
l_arr_8[l_14] = uint32(4294967295);
const uint32 l_15 = uint32(2) * l_mut_12;
const uint32 l_16 = uint32(45) + l_15;
const uint32 l_17 = l_16 + uint32(1);
l_arr_8[l_17] = uint32(0);
l_arr_9[l_mut_12] = double(0.0);
}
const uint32 l_6652 = info.static_meta[uint32(4)];
const uint32 l_6653 = l_6652 * uint32(1);
const bool l_6654 = uint32(1024) < l_6653;
const uint32 l_6655 = l_6653 - uint32(1);
const uint32 l_6656 = min(uint32(1024), l_6655);
const uint32 l_6657 = buffer_4[l_6656];
const uint32 l_6658 = (l_6654) ? l_6657 : uint32(0);
const uint32 l_18 = l_6658;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_6659 = info.static_meta[uint32(0)];
const uint32 l_6660 = l_6659 * uint32(1);
const bool l_6661 = uint32(3) < l_6660;
const uint32 l_6662 = l_6660 - uint32(1);
const uint32 l_6663 = min(uint32(3), l_6662);
const uint32 l_6664 = buffer_0[l_6663];
const uint32 l_6665 = (l_6661) ? l_6664 : uint32(0);
const uint32 l_21 = l_6665;
const uint32 l_6666 = info.static_meta[uint32(0)];
const uint32 l_6667 = l_6666 * uint32(1);
const bool l_6668 = uint32(4) < l_6667;
const uint32 l_6669 = l_6667 - uint32(1);
const uint32 l_6670 = min(uint32(4), l_6669);
const uint32 l_6671 = buffer_0[l_6670];
const uint32 l_6672 = (l_6668) ? l_6671 : uint32(0);
const uint32 l_22 = l_6672;
const bool l_23 = l_22 == uint32(1);
const uint32 l_6673 = info.static_meta[uint32(0)];
const uint32 l_6674 = l_6673 * uint32(1);
const bool l_6675 = uint32(5) < l_6674;
const uint32 l_6676 = l_6674 - uint32(1);
const uint32 l_6677 = min(uint32(5), l_6676);
const uint32 l_6678 = buffer_0[l_6677];
const uint32 l_6679 = (l_6675) ? l_6678 : uint32(0);
const uint32 l_24 = l_6679;

for (uint32 l_mut_25 = l_2; l_mut_25 < l_7; ++l_mut_25) {
const uint32 l_6680 = info.static_meta[uint32(0)];
const uint32 l_6681 = l_6680 * uint32(1);
const bool l_6682 = uint32(0) < l_6681;
const uint32 l_6683 = l_6681 - uint32(1);
const uint32 l_6684 = min(uint32(0), l_6683);
const uint32 l_6685 = buffer_0[l_6684];
const uint32 l_6686 = (l_6682) ? l_6685 : uint32(0);
const uint32 l_26 = l_6686;
const uint32 l_27 = l_26 + l_mut_25;
const float l_28 = reinterpret_cast<float const&>(l_27);
l_mut_29 = l_28;
l_mut_30 = l_mut_29;
l_mut_31 = l_mut_29;
if (l_23) {
const uint32 l_32 = uint32(3) * uint32(0);
const uint32 l_33 = uint32(6) + l_32;
const uint32 l_34 = l_27 * uint32(3);
const uint32 l_35 = l_34 + uint32(0);
const uint32 l_36 = l_35 + l_24;
const uint32 l_37 = l_36 * uint32(747796405);
const uint32 l_38 = l_37 + uint32(2891336453);
const uint32 l_39 = l_38 >> uint32(28);
const uint32 l_40 = l_39 + uint32(4);
const uint32 l_41 = l_38 >> l_40;
const uint32 l_42 = l_41 ^ l_38;
const uint32 l_43 = l_42 * uint32(277803737);
const uint32 l_44 = l_43 >> uint32(22);
const uint32 l_45 = l_44 ^ l_43;
const uint32 l_6694 = info.static_meta[uint32(0)];
const uint32 l_6695 = l_6694 * uint32(1);
const bool l_6696 = l_33 < l_6695;
const uint32 l_6697 = l_6695 - uint32(1);
const uint32 l_6698 = min(l_33, l_6697);
const uint32 l_6699 = buffer_0[l_6698];
const uint32 l_6700 = (l_6696) ? l_6699 : uint32(0);
const uint32 l_46 = l_6700;
const uint32 l_47 = l_33 + uint32(1);
const uint32 l_6701 = info.static_meta[uint32(0)];
const uint32 l_6702 = l_6701 * uint32(1);
const bool l_6703 = l_47 < l_6702;
const uint32 l_6704 = l_6702 - uint32(1);
const uint32 l_6705 = min(l_47, l_6704);
const uint32 l_6706 = buffer_0[l_6705];
const uint32 l_6707 = (l_6703) ? l_6706 : uint32(0);
const uint32 l_48 = l_6707;
const uint32 l_49 = l_33 + uint32(2);
const uint32 l_6708 = info.static_meta[uint32(0)];
const uint32 l_6709 = l_6708 * uint32(1);
const bool l_6710 = l_49 < l_6709;
const uint32 l_6711 = l_6709 - uint32(1);
const uint32 l_6712 = min(l_49, l_6711);
const uint32 l_6713 = buffer_0[l_6712];
const uint32 l_6714 = (l_6710) ? l_6713 : uint32(0);
const uint32 l_50 = l_6714;
const uint32 l_51 = l_45 ^ uint32(2654435769);
const uint32 l_52 = l_51 * uint32(747796405);
const uint32 l_53 = l_52 + uint32(2891336453);
const uint32 l_54 = l_53 >> uint32(28);
const uint32 l_55 = l_54 + uint32(4);
const uint32 l_56 = l_53 >> l_55;
const uint32 l_57 = l_56 ^ l_53;
const uint32 l_58 = l_57 * uint32(277803737);
const uint32 l_59 = l_58 >> uint32(22);
const uint32 l_60 = l_59 ^ l_58;
const uint32 l_61 = l_60 % l_48;
const uint32 l_62 = l_46 + l_61;
const uint32 l_63 = l_45 & uint32(2147483648);
const uint32 l_64 = l_63 * l_50;
const uint32 l_65 = l_62 << uint32(23);
const uint32 l_66 = l_64 | l_65;
const uint32 l_67 = l_45 & uint32(8388607);
const uint32 l_68 = l_66 | l_67;
const float l_69 = reinterpret_cast<float const&>(l_68);
l_mut_29 = l_69;
const uint32 l_70 = uint32(3) * uint32(1);
const uint32 l_71 = uint32(6) + l_70;
const uint32 l_72 = l_27 * uint32(3);
const uint32 l_73 = l_72 + uint32(1);
const uint32 l_74 = l_73 + l_24;
const uint32 l_75 = l_74 * uint32(747796405);
const uint32 l_76 = l_75 + uint32(2891336453);
const uint32 l_77 = l_76 >> uint32(28);
const uint32 l_78 = l_77 + uint32(4);
const uint32 l_79 = l_76 >> l_78;
const uint32 l_80 = l_79 ^ l_76;
const uint32 l_81 = l_80 * uint32(277803737);
const uint32 l_82 = l_81 >> uint32(22);
const uint32 l_83 = l_82 ^ l_81;
const uint32 l_6715 = info.static_meta[uint32(0)];
const uint32 l_6716 = l_6715 * uint32(1);
const bool l_6717 = l_71 < l_6716;
const uint32 l_6718 = l_6716 - uint32(1);
const uint32 l_6719 = min(l_71, l_6718);
const uint32 l_6720 = buffer_0[l_6719];
const uint32 l_6721 = (l_6717) ? l_6720 : uint32(0);
const uint32 l_84 = l_6721;
const uint32 l_85 = l_71 + uint32(1);
const uint32 l_6722 = info.static_meta[uint32(0)];
const uint32 l_6723 = l_6722 * uint32(1);
const bool l_6724 = l_85 < l_6723;
const uint32 l_6725 = l_6723 - uint32(1);
const uint32 l_6726 = min(l_85, l_6725);
const uint32 l_6727 = buffer_0[l_6726];
const uint32 l_6728 = (l_6724) ? l_6727 : uint32(0);
const uint32 l_86 = l_6728;
const uint32 l_87 = l_71 + uint32(2);
const uint32 l_6729 = info.static_meta[uint32(0)];
const uint32 l_6730 = l_6729 * uint32(1);
const bool l_6731 = l_87 < l_6730;
const uint32 l_6732 = l_6730 - uint32(1);
const uint32 l_6733 = min(l_87, l_6732);
const uint32 l_6734 = buffer_0[l_6733];
const uint32 l_6735 = (l_6731) ? l_6734 : uint32(0);
const uint32 l_88 = l_6735;
const uint32 l_89 = l_83 ^ uint32(2654435769);
const uint32 l_90 = l_89 * uint32(747796405);
const uint32 l_91 = l_90 + uint32(2891336453);
const uint32 l_92 = l_91 >> uint32(28);
const uint32 l_93 = l_92 + uint32(4);
const uint32 l_94 = l_91 >> l_93;
const uint32 l_95 = l_94 ^ l_91;
const uint32 l_96 = l_95 * uint32(277803737);
const uint32 l_97 = l_96 >> uint32(22);
const uint32 l_98 = l_97 ^ l_96;
const uint32 l_99 = l_98 % l_86;
const uint32 l_100 = l_84 + l_99;
const uint32 l_101 = l_83 & uint32(2147483648);
const uint32 l_102 = l_101 * l_88;
const uint32 l_103 = l_100 << uint32(23);
const uint32 l_104 = l_102 | l_103;
const uint32 l_105 = l_83 & uint32(8388607);
const uint32 l_106 = l_104 | l_105;
const float l_107 = reinterpret_cast<float const&>(l_106);
l_mut_30 = l_107;
const uint32 l_108 = uint32(3) * uint32(2);
const uint32 l_109 = uint32(6) + l_108;
const uint32 l_110 = l_27 * uint32(3);
const uint32 l_111 = l_110 + uint32(2);
const uint32 l_112 = l_111 + l_24;
const uint32 l_113 = l_112 * uint32(747796405);
const uint32 l_114 = l_113 + uint32(2891336453);
const uint32 l_115 = l_114 >> uint32(28);
const uint32 l_116 = l_115 + uint32(4);
const uint32 l_117 = l_114 >> l_116;
const uint32 l_118 = l_117 ^ l_114;
const uint32 l_119 = l_118 * uint32(277803737);
const uint32 l_120 = l_119 >> uint32(22);
const uint32 l_121 = l_120 ^ l_119;
const uint32 l_6736 = info.static_meta[uint32(0)];
const uint32 l_6737 = l_6736 * uint32(1);
const bool l_6738 = l_109 < l_6737;
const uint32 l_6739 = l_6737 - uint32(1);
const uint32 l_6740 = min(l_109, l_6739);
const uint32 l_6741 = buffer_0[l_6740];
const uint32 l_6742 = (l_6738) ? l_6741 : uint32(0);
const uint32 l_122 = l_6742;
const uint32 l_123 = l_109 + uint32(1);
const uint32 l_6743 = info.static_meta[uint32(0)];
const uint32 l_6744 = l_6743 * uint32(1);
const bool l_6745 = l_123 < l_6744;
const uint32 l_6746 = l_6744 - uint32(1);
const uint32 l_6747 = min(l_123, l_6746);
const uint32 l_6748 = buffer_0[l_6747];
const uint32 l_6749 = (l_6745) ? l_6748 : uint32(0);
const uint32 l_124 = l_6749;
const uint32 l_125 = l_109 + uint32(2);
const uint32 l_6750 = info.static_meta[uint32(0)];
const uint32 l_6751 = l_6750 * uint32(1);
const bool l_6752 = l_125 < l_6751;
const uint32 l_6753 = l_6751 - uint32(1);
const uint32 l_6754 = min(l_125, l_6753);
const uint32 l_6755 = buffer_0[l_6754];
const uint32 l_6756 = (l_6752) ? l_6755 : uint32(0);
const uint32 l_126 = l_6756;
const uint32 l_127 = l_121 ^ uint32(2654435769);
const uint32 l_128 = l_127 * uint32(747796405);
const uint32 l_129 = l_128 + uint32(2891336453);
const uint32 l_130 = l_129 >> uint32(28);
const uint32 l_131 = l_130 + uint32(4);
const uint32 l_132 = l_129 >> l_131;
const uint32 l_133 = l_132 ^ l_129;
const uint32 l_134 = l_133 * uint32(277803737);
const uint32 l_135 = l_134 >> uint32(22);
const uint32 l_136 = l_135 ^ l_134;
const uint32 l_137 = l_136 % l_124;
const uint32 l_138 = l_122 + l_137;
const uint32 l_139 = l_121 & uint32(2147483648);
const uint32 l_140 = l_139 * l_126;
const uint32 l_141 = l_138 << uint32(23);
const uint32 l_142 = l_140 | l_141;
const uint32 l_143 = l_121 & uint32(8388607);
const uint32 l_144 = l_142 | l_143;
const float l_145 = reinterpret_cast<float const&>(l_144);
l_mut_31 = l_145;
}
const uint32 l_6687 = info.static_meta[uint32(1)];
const uint32 l_6688 = l_6687 * uint32(1);
const bool l_6689 = l_mut_25 < l_6688;
const uint32 l_6690 = l_6688 - uint32(1);
const uint32 l_6691 = min(l_mut_25, l_6690);
const float l_6692 = buffer_1[l_6691];
const float l_6693 = (l_6689) ? l_6692 : float(0.0);
const float l_146 = l_6693;
const uint32 l_147 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_148 = l_147 & uint32(2147483647);
const float l_149 = reinterpret_cast<float const&>(l_148);
const double l_150 = double(l_149);
l_mut_151 = l_150;
const bool l_152 = l_148 < uint32(8388608);
if (l_152) {
const double l_153 = double(l_148);
const double l_154 = l_153 * double(1.401298464324817e-45);
l_mut_151 = l_154;
}
const uint64 l_155 = reinterpret_cast<uint64 const&>(l_mut_151);
const uint32 l_156 = l_147 >> uint32(31);
const uint64 l_157 = uint64(l_156);
const uint64 l_158 = l_157 << uint64(63);
const uint64 l_159 = l_155 | l_158;
const double l_160 = reinterpret_cast<double const&>(l_159);
l_mut_151 = l_160;
const bool l_161 = l_21 == uint32(0);
if (l_161) {
const uint32 l_162 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_163 = l_162 & uint32(2147483647);
const float l_164 = reinterpret_cast<float const&>(l_163);
const double l_165 = double(l_164);
l_mut_166 = l_165;
const bool l_167 = l_163 < uint32(8388608);
if (l_167) {
const double l_168 = double(l_163);
const double l_169 = l_168 * double(1.401298464324817e-45);
l_mut_166 = l_169;
}
const uint64 l_170 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_171 = l_162 >> uint32(31);
const uint64 l_172 = uint64(l_171);
const uint64 l_173 = l_172 << uint64(63);
const uint64 l_174 = l_170 | l_173;
const double l_175 = reinterpret_cast<double const&>(l_174);
l_mut_151 = l_mut_151 / l_175;
} else {
const bool l_176 = l_21 == uint32(10);
if (l_176) {
const uint32 l_177 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_178 = l_177 & uint32(2147483647);
const float l_179 = reinterpret_cast<float const&>(l_178);
const double l_180 = double(l_179);
l_mut_166 = l_180;
const bool l_181 = l_178 < uint32(8388608);
if (l_181) {
const double l_182 = double(l_178);
const double l_183 = l_182 * double(1.401298464324817e-45);
l_mut_166 = l_183;
}
const uint64 l_184 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_185 = l_177 >> uint32(31);
const uint64 l_186 = uint64(l_185);
const uint64 l_187 = l_186 << uint64(63);
const uint64 l_188 = l_184 | l_187;
const double l_189 = reinterpret_cast<double const&>(l_188);
const double l_190 = l_mut_151 * l_189;
const uint32 l_191 = reinterpret_cast<uint32 const&>(l_mut_31);
const uint32 l_192 = l_191 & uint32(2147483647);
const float l_193 = reinterpret_cast<float const&>(l_192);
const double l_194 = double(l_193);
l_mut_166 = l_194;
const bool l_195 = l_192 < uint32(8388608);
if (l_195) {
const double l_196 = double(l_192);
const double l_197 = l_196 * double(1.401298464324817e-45);
l_mut_166 = l_197;
}
const uint64 l_198 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_199 = l_191 >> uint32(31);
const uint64 l_200 = uint64(l_199);
const uint64 l_201 = l_200 << uint64(63);
const uint64 l_202 = l_198 | l_201;
const double l_203 = reinterpret_cast<double const&>(l_202);
const double l_204 = l_190 + l_203;
l_mut_151 = l_204;
} else {
const bool l_205 = l_21 == uint32(9);
if (l_205) {
const uint32 l_206 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_207 = l_206 & uint32(2147483647);
const float l_208 = reinterpret_cast<float const&>(l_207);
const double l_209 = double(l_208);
l_mut_166 = l_209;
const bool l_210 = l_207 < uint32(8388608);
if (l_210) {
const double l_211 = double(l_207);
const double l_212 = l_211 * double(1.401298464324817e-45);
l_mut_166 = l_212;
}
const uint64 l_213 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_214 = l_206 >> uint32(31);
const uint64 l_215 = uint64(l_214);
const uint64 l_216 = l_215 << uint64(63);
const uint64 l_217 = l_213 | l_216;
const double l_218 = reinterpret_cast<double const&>(l_217);
const double l_219 = pow(l_mut_151, l_218);
l_mut_151 = l_219;
} else {
l_mut_166 = l_mut_151;
const bool l_220 = l_21 == uint32(1);
if (l_220) {
l_mut_221 = l_mut_151;
const double l_222 = double(1.0) / l_mut_151;
l_mut_221 = l_222;
l_mut_166 = l_mut_221;
} else {
const bool l_223 = l_21 == uint32(2);
if (l_223) {
l_mut_221 = l_mut_151;
const double l_224 = sqrt(l_mut_151);
l_mut_221 = l_224;
l_mut_166 = l_mut_221;
} else {
const bool l_225 = l_21 == uint32(3);
if (l_225) {
l_mut_221 = l_mut_151;
const double l_226 = rsqrt(l_mut_151);
l_mut_221 = l_226;
l_mut_166 = l_mut_221;
}
}
}
const bool l_227 = l_21 == uint32(4);
if (l_227) {
l_mut_221 = l_mut_151;
const double l_228 = exp(l_mut_151);
l_mut_221 = l_228;
l_mut_166 = l_mut_221;
} else {
const bool l_229 = l_21 == uint32(5);
if (l_229) {
l_mut_221 = l_mut_151;
const double l_230 = log(l_mut_151);
l_mut_221 = l_230;
l_mut_166 = l_mut_221;
} else {
const bool l_231 = l_21 == uint32(6);
if (l_231) {
l_mut_221 = l_mut_151;
const double l_232 = sin(l_mut_151);
l_mut_221 = l_232;
l_mut_166 = l_mut_221;
} else {
const bool l_233 = l_21 == uint32(7);
if (l_233) {
l_mut_221 = l_mut_151;
const double l_234 = cos(l_mut_151);
l_mut_221 = l_234;
l_mut_166 = l_mut_221;
} else {
const bool l_235 = l_21 == uint32(8);
if (l_235) {
l_mut_221 = l_mut_151;
const double l_236 = tan(l_mut_151);
l_mut_221 = l_236;
l_mut_166 = l_mut_221;
}
}
}
}
}
l_mut_151 = l_mut_166;
}
}
}
const uint32 l_237 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_238 = l_237 & uint32(2139095040);
const bool l_239 = l_238 != uint32(2139095040);
const uint32 l_240 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_241 = l_240 & uint32(2139095040);
const bool l_242 = l_241 != uint32(2139095040);
const bool l_243 = l_239 && l_242;
const uint32 l_244 = reinterpret_cast<uint32 const&>(l_mut_31);
const uint32 l_245 = l_244 & uint32(2139095040);
const bool l_246 = l_245 != uint32(2139095040);
const bool l_247 = l_243 && l_246;
const uint32 l_248 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_249 = l_248 & uint32(2139095040);
const bool l_250 = l_249 == uint32(0);
const uint32 l_251 = l_248 & uint32(8388607);
const bool l_252 = l_251 != uint32(0);
const bool l_253 = l_250 && l_252;
const uint32 l_254 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_255 = l_254 & uint32(2139095040);
const bool l_256 = l_255 == uint32(0);
const uint32 l_257 = l_254 & uint32(8388607);
const bool l_258 = l_257 != uint32(0);
const bool l_259 = l_256 && l_258;
const bool l_260 = l_253 || l_259;
const uint32 l_261 = reinterpret_cast<uint32 const&>(l_mut_31);
const uint32 l_262 = l_261 & uint32(2139095040);
const bool l_263 = l_262 == uint32(0);
const uint32 l_264 = l_261 & uint32(8388607);
const bool l_265 = l_264 != uint32(0);
const bool l_266 = l_263 && l_265;
const bool l_267 = l_260 || l_266;
l_mut_268 = uint32(4294967294);
const uint32 l_269 = reinterpret_cast<uint32 const&>(l_146);
const double l_270 = abs(l_mut_151);
const bool l_271 = l_mut_151 < double(0.0);
const uint32 l_272 = uint32(l_271);
const uint32 l_273 = uint32(2147483648) * l_272;
if (l_267) {
} else {
const bool l_274 = isnan(l_mut_151);
if (l_274) {
const uint32 l_275 = l_269 & uint32(2147483647);
const bool l_276 = l_275 > uint32(2139095040);
if (l_276) {
l_mut_268 = uint32(4294967293);
}
} else {
const bool l_277 = l_270 >= double(3.402823669209385e38);
const bool l_278 = !l_247;
const bool l_279 = l_270 == double(0.0);
const bool l_280 = l_278 && l_279;
const bool l_281 = l_277 || l_280;
if (l_281) {
const bool l_282 = l_270 >= double(3.402823669209385e38);
const uint32 l_283 = uint32(l_282);
const uint32 l_284 = uint32(2139095040) * l_283;
const uint32 l_285 = l_284 | l_273;
const bool l_286 = l_269 == l_285;
const uint32 l_287 = l_269 | l_285;
const uint32 l_288 = l_287 & uint32(2147483647);
const bool l_289 = l_288 == uint32(0);
const bool l_290 = l_286 || l_289;
if (l_290) {
l_mut_268 = uint32(4294967293);
}
} else {
const bool l_291 = l_270 >= double(2.350988701644575e-38);
const bool l_292 = l_247 && l_291;
const bool l_293 = l_270 < double(3.4028234663852886e38);
const bool l_294 = l_292 && l_293;
if (l_294) {
const float l_295 = float(l_270);
const uint32 l_296 = reinterpret_cast<uint32 const&>(l_295);
const float l_297 = reinterpret_cast<float const&>(l_296);
const double l_298 = double(l_297);
const double l_299 = l_270 - l_298;
const uint32 l_300 = l_296 + uint32(1);
const bool l_301 = l_299 < double(0.0);
const uint32 l_302 = uint32(l_301);
const uint32 l_303 = uint32(2) * l_302;
const uint32 l_304 = l_300 - l_303;
const float l_305 = reinterpret_cast<float const&>(l_304);
const double l_306 = double(l_305);
const double l_307 = l_306 - l_298;
const double l_308 = abs(l_307);
const double l_309 = l_308 * double(0.5);
const double l_310 = abs(l_299);
const double l_311 = l_309 - l_310;
const double l_312 = l_270 * double(9.094947017729282e-13);
const bool l_313 = l_311 > l_312;
if (l_313) {
const uint32 l_314 = l_296 | l_273;
l_mut_268 = l_314;
}
} else {
const bool l_315 = l_270 < double(2.350988701644575e-38);
const bool l_316 = l_247 && l_315;
if (l_316) {
const double l_317 = l_270 * double(7.1362384635298e44);
const double l_318 = floor(l_317);
const double l_319 = l_317 - l_318;
const double l_320 = l_319 - double(0.5);
const double l_321 = abs(l_320);
const double l_322 = l_317 * double(9.094947017729282e-13);
const bool l_323 = l_321 > l_322;
if (l_323) {
const bool l_324 = l_319 > double(0.5);
const double l_325 = double(l_324);
const double l_326 = l_318 + l_325;
const uint32 l_327 = uint32(l_326);
const uint32 l_328 = l_327 | l_273;
l_mut_268 = l_328;
}
}
}
}
}
}
l_mut_329 = l_mut_268;
const uint32 l_330 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_331 = reinterpret_cast<uint32 const&>(l_mut_30);
const bool l_332 = l_330 >= uint32(8388608);
const bool l_333 = l_330 < uint32(2139095040);
const bool l_334 = l_332 && l_333;
const bool l_335 = l_21 != uint32(9);
const uint32 l_336 = l_331 & uint32(2139095040);
const bool l_337 = l_336 != uint32(2139095040);
const bool l_338 = l_334 && l_337;
const bool l_339 = l_335 || l_338;
const bool l_340 = !l_339;
if (l_340) {
l_mut_329 = uint32(4294967294);
}
const uint32 l_341 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_342 = l_341 & uint32(2147483647);
const bool l_343 = l_342 > uint32(2139095040);
const uint32 l_344 = l_341 & uint32(2147483647);
const bool l_345 = l_344 == uint32(0);
const uint32 l_346 = l_341 & uint32(2147483647);
const double l_347 = double(l_346);
const uint32 l_348 = l_341 >> uint32(31);
const double l_349 = double(l_348);
const double l_350 = double(2.0) * l_349;
const double l_351 = double(1.0) - l_350;
const double l_352 = l_347 * l_351;
const uint32 l_353 = l_mut_329 & uint32(2147483647);
const double l_354 = double(l_353);
const uint32 l_355 = l_mut_329 >> uint32(31);
const double l_356 = double(l_355);
const double l_357 = double(2.0) * l_356;
const double l_358 = double(1.0) - l_357;
const double l_359 = l_354 * l_358;
const double l_360 = l_352 - l_359;
const uint32 l_361 = l_mut_329 & uint32(2139095040);
const bool l_362 = l_361 == uint32(0);
const bool l_363 = l_mut_329 < uint32(4294967293);
const bool l_364 = l_360 == double(0.0);
const bool l_365 = l_345 && l_362;
const bool l_366 = l_343 || l_365;
const bool l_367 = !l_366;
const bool l_368 = l_364 || l_367;
const bool l_369 = l_363 && l_368;
l_mut_370 = l_369;
const bool l_371 = l_360 != double(0.0);
const bool l_372 = l_mut_370 && l_371;
if (l_372) {

for (uint32 l_mut_373 = uint32(0); l_mut_373 < uint32(8); ++l_mut_373) {
const uint32 l_374 = uint32(2) * l_mut_373;
const uint32 l_6757 = info.static_meta[uint32(2)];
const uint32 l_6758 = l_6757 * uint32(1);
const bool l_6759 = l_374 < l_6758;
const uint32 l_6760 = l_6758 - uint32(1);
const uint32 l_6761 = min(l_374, l_6760);
const uint32 l_6762 = buffer_2[l_6761];
const uint32 l_6763 = (l_6759) ? l_6762 : uint32(0);
const uint32 l_375 = l_6763;
const uint32 l_376 = uint32(2) * l_mut_373;
const uint32 l_377 = l_376 + uint32(1);
const uint32 l_6764 = info.static_meta[uint32(2)];
const uint32 l_6765 = l_6764 * uint32(1);
const bool l_6766 = l_377 < l_6765;
const uint32 l_6767 = l_6765 - uint32(1);
const uint32 l_6768 = min(l_377, l_6767);
const uint32 l_6769 = buffer_2[l_6768];
const uint32 l_6770 = (l_6766) ? l_6769 : uint32(0);
const uint32 l_378 = l_6770;
const bool l_379 = l_378 != uint32(0);
const uint32 l_380 = l_mut_373 * uint32(4);
const uint32 l_6771 = info.static_meta[uint32(3)];
const uint32 l_6772 = l_6771 * uint32(1);
const bool l_6773 = l_380 < l_6772;
const uint32 l_6774 = l_6772 - uint32(1);
const uint32 l_6775 = min(l_380, l_6774);
const double l_6776 = buffer_3[l_6775];
const double l_6777 = (l_6773) ? l_6776 : double(0.0);
const double l_381 = l_6777;
const uint32 l_382 = l_mut_373 * uint32(4);
const uint32 l_383 = l_382 + uint32(1);
const uint32 l_6778 = info.static_meta[uint32(3)];
const uint32 l_6779 = l_6778 * uint32(1);
const bool l_6780 = l_383 < l_6779;
const uint32 l_6781 = l_6779 - uint32(1);
const uint32 l_6782 = min(l_383, l_6781);
const double l_6783 = buffer_3[l_6782];
const double l_6784 = (l_6780) ? l_6783 : double(0.0);
const double l_384 = l_6784;
const uint32 l_385 = l_mut_373 * uint32(4);
const uint32 l_386 = l_385 + uint32(2);
const uint32 l_6785 = info.static_meta[uint32(3)];
const uint32 l_6786 = l_6785 * uint32(1);
const bool l_6787 = l_386 < l_6786;
const uint32 l_6788 = l_6786 - uint32(1);
const uint32 l_6789 = min(l_386, l_6788);
const double l_6790 = buffer_3[l_6789];
const double l_6791 = (l_6787) ? l_6790 : double(0.0);
const double l_387 = l_6791;
const double l_388 = double(l_mut_29);
const double l_389 = abs(l_388);
const double l_390 = abs(l_mut_151);
const double l_391 = l_390 * double(1.4551915228366852e-11);
l_mut_268 = uint32(2);
const bool l_392 = l_375 == uint32(0);
if (l_392) {
l_mut_268 = uint32(0);
} else {
const bool l_393 = l_375 == uint32(1);
if (l_393) {
l_mut_268 = uint32(1);
const double l_394 = abs(l_360);
const bool l_395 = l_394 <= l_381;
if (l_395) {
l_mut_268 = uint32(0);
}
} else {
const bool l_396 = l_375 == uint32(2);
if (l_396) {
const double l_397 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_398 = l_397 >= double(1.1754943508222875e-38);
const bool l_399 = l_397 <= double(1.7976931348623157e308);
const bool l_400 = l_398 && l_399;
if (l_400) {
const uint64 l_401 = reinterpret_cast<uint64 const&>(l_397);
const uint64 l_402 = l_401 >> uint64(52);
const uint64 l_403 = l_402 - uint64(23);
const uint64 l_404 = l_403 << uint64(52);
const double l_405 = reinterpret_cast<double const&>(l_404);
l_mut_221 = l_405;
}
const double l_406 = l_381 * l_mut_221;
l_mut_407 = uint32(2);
const double l_408 = l_mut_151 - l_391;
const double l_409 = abs(l_408);
l_mut_221 = double(1.401298464324817e-45);
const bool l_410 = l_409 >= double(1.1754943508222875e-38);
const bool l_411 = l_409 <= double(1.7976931348623157e308);
const bool l_412 = l_410 && l_411;
if (l_412) {
const uint64 l_413 = reinterpret_cast<uint64 const&>(l_409);
const uint64 l_414 = l_413 >> uint64(52);
const uint64 l_415 = l_414 - uint64(23);
const uint64 l_416 = l_415 << uint64(52);
const double l_417 = reinterpret_cast<double const&>(l_416);
l_mut_221 = l_417;
}
const double l_418 = l_mut_151 + l_391;
const double l_419 = abs(l_418);
l_mut_166 = double(1.401298464324817e-45);
const bool l_420 = l_419 >= double(1.1754943508222875e-38);
const bool l_421 = l_419 <= double(1.7976931348623157e308);
const bool l_422 = l_420 && l_421;
if (l_422) {
const uint64 l_423 = reinterpret_cast<uint64 const&>(l_419);
const uint64 l_424 = l_423 >> uint64(52);
const uint64 l_425 = l_424 - uint64(23);
const uint64 l_426 = l_425 << uint64(52);
const double l_427 = reinterpret_cast<double const&>(l_426);
l_mut_166 = l_427;
}
const bool l_428 = l_mut_221 == l_mut_166;
if (l_428) {
const double l_429 = l_406 * double(1.4551915228366852e-11);
const double l_430 = l_391 + l_429;
const double l_431 = l_mut_151 - l_406;
const double l_432 = l_mut_151 + l_406;
const uint32 l_433 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_434 = l_433 & uint32(2147483647);
const float l_435 = reinterpret_cast<float const&>(l_434);
const double l_436 = double(l_435);
l_mut_221 = l_436;
const bool l_437 = l_434 < uint32(8388608);
if (l_437) {
const double l_438 = double(l_434);
const double l_439 = l_438 * double(1.401298464324817e-45);
l_mut_221 = l_439;
}
const uint64 l_440 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_441 = l_433 >> uint32(31);
const uint64 l_442 = uint64(l_441);
const uint64 l_443 = l_442 << uint64(63);
const uint64 l_444 = l_440 | l_443;
const double l_445 = reinterpret_cast<double const&>(l_444);
const uint32 l_446 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_447 = l_446 + uint32(1);
l_mut_448 = l_447;
const uint32 l_449 = l_446 & uint32(2147483647);
const bool l_450 = l_449 == uint32(0);
if (l_450) {
l_mut_448 = uint32(1);
} else {
const uint32 l_451 = l_446 & uint32(2147483648);
const bool l_452 = l_451 != uint32(0);
if (l_452) {
const uint32 l_453 = l_446 - uint32(1);
l_mut_448 = l_453;
} else {
const bool l_454 = l_446 == uint32(2139095040);
if (l_454) {
l_mut_448 = l_446;
}
}
}
const float l_455 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_456 = reinterpret_cast<uint32 const&>(l_455);
const uint32 l_457 = l_456 & uint32(2147483647);
const float l_458 = reinterpret_cast<float const&>(l_457);
const double l_459 = double(l_458);
l_mut_221 = l_459;
const bool l_460 = l_457 < uint32(8388608);
if (l_460) {
const double l_461 = double(l_457);
const double l_462 = l_461 * double(1.401298464324817e-45);
l_mut_221 = l_462;
}
const uint64 l_463 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_464 = l_456 >> uint32(31);
const uint64 l_465 = uint64(l_464);
const uint64 l_466 = l_465 << uint64(63);
const uint64 l_467 = l_463 | l_466;
const double l_468 = reinterpret_cast<double const&>(l_467);
const uint32 l_469 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_470 = l_469 ^ uint32(2147483648);
const float l_471 = reinterpret_cast<float const&>(l_470);
const uint32 l_472 = reinterpret_cast<uint32 const&>(l_471);
const uint32 l_473 = l_472 + uint32(1);
l_mut_448 = l_473;
const uint32 l_474 = l_472 & uint32(2147483647);
const bool l_475 = l_474 == uint32(0);
if (l_475) {
l_mut_448 = uint32(1);
} else {
const uint32 l_476 = l_472 & uint32(2147483648);
const bool l_477 = l_476 != uint32(0);
if (l_477) {
const uint32 l_478 = l_472 - uint32(1);
l_mut_448 = l_478;
} else {
const bool l_479 = l_472 == uint32(2139095040);
if (l_479) {
l_mut_448 = l_472;
}
}
}
const float l_480 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_481 = reinterpret_cast<uint32 const&>(l_480);
const uint32 l_482 = l_481 ^ uint32(2147483648);
const float l_483 = reinterpret_cast<float const&>(l_482);
const uint32 l_484 = reinterpret_cast<uint32 const&>(l_483);
const uint32 l_485 = l_484 & uint32(2147483647);
const float l_486 = reinterpret_cast<float const&>(l_485);
const double l_487 = double(l_486);
l_mut_221 = l_487;
const bool l_488 = l_485 < uint32(8388608);
if (l_488) {
const double l_489 = double(l_485);
const double l_490 = l_489 * double(1.401298464324817e-45);
l_mut_221 = l_490;
}
const uint64 l_491 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_492 = l_484 >> uint32(31);
const uint64 l_493 = uint64(l_492);
const uint64 l_494 = l_493 << uint64(63);
const uint64 l_495 = l_491 | l_494;
const double l_496 = reinterpret_cast<double const&>(l_495);
const double l_497 = l_431 + l_430;
const bool l_498 = l_497 <= l_445;
l_mut_499 = l_498;
const double l_500 = l_431 - l_430;
const bool l_501 = l_500 > l_445;
l_mut_502 = l_501;
const double l_503 = l_432 - l_430;
const bool l_504 = l_503 >= l_445;
l_mut_505 = l_504;
const double l_506 = l_432 + l_430;
const bool l_507 = l_506 < l_445;
l_mut_508 = l_507;
if (l_379) {
const double l_509 = l_431 + l_430;
const bool l_510 = l_509 < l_468;
l_mut_499 = l_510;
const double l_511 = l_431 - l_430;
const bool l_512 = l_511 >= l_468;
l_mut_502 = l_512;
const double l_513 = l_432 - l_430;
const bool l_514 = l_513 > l_496;
l_mut_505 = l_514;
const double l_515 = l_432 + l_430;
const bool l_516 = l_515 <= l_496;
l_mut_508 = l_516;
}
l_mut_448 = uint32(2);
const bool l_517 = l_mut_502 || l_mut_508;
if (l_517) {
l_mut_448 = uint32(1);
} else {
const bool l_518 = l_mut_499 && l_mut_505;
if (l_518) {
l_mut_448 = uint32(0);
}
}
const uint32 l_519 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_520 = l_519 & uint32(2147483647);
const bool l_521 = l_520 == uint32(0);
if (l_521) {
const double l_522 = l_431 + l_430;
const bool l_523 = l_522 < double(1.1754943508222875e-38);
const double l_524 = l_432 - l_430;
const bool l_525 = l_524 > double(-1.1754943508222875e-38);
const bool l_526 = l_523 && l_525;
const double l_527 = l_431 - l_430;
const bool l_528 = l_527 < double(1.1754943508222875e-38);
const double l_529 = l_432 + l_430;
const bool l_530 = l_529 > double(-1.1754943508222875e-38);
const bool l_531 = l_528 && l_530;
if (l_526) {
l_mut_448 = uint32(0);
} else {
const bool l_532 = l_mut_448 == uint32(1);
const bool l_533 = l_531 && l_532;
if (l_533) {
l_mut_448 = uint32(2);
}
}
}
l_mut_407 = l_mut_448;
}
l_mut_268 = l_mut_407;
} else {
const bool l_534 = l_375 == uint32(3);
if (l_534) {
l_mut_268 = uint32(0);
const bool l_535 = l_389 >= double(1.1754943508222875e-38);
const bool l_536 = l_389 <= double(8.507059173023462e37);
const bool l_537 = l_535 && l_536;
if (l_537) {
const double l_538 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_539 = l_538 >= double(1.1754943508222875e-38);
const bool l_540 = l_538 <= double(1.7976931348623157e308);
const bool l_541 = l_539 && l_540;
if (l_541) {
const uint64 l_542 = reinterpret_cast<uint64 const&>(l_538);
const uint64 l_543 = l_542 >> uint64(52);
const uint64 l_544 = l_543 - uint64(23);
const uint64 l_545 = l_544 << uint64(52);
const double l_546 = reinterpret_cast<double const&>(l_545);
l_mut_221 = l_546;
}
const double l_547 = l_381 * l_mut_221;
l_mut_448 = uint32(2);
const double l_548 = l_mut_151 - l_391;
const double l_549 = abs(l_548);
l_mut_221 = double(1.401298464324817e-45);
const bool l_550 = l_549 >= double(1.1754943508222875e-38);
const bool l_551 = l_549 <= double(1.7976931348623157e308);
const bool l_552 = l_550 && l_551;
if (l_552) {
const uint64 l_553 = reinterpret_cast<uint64 const&>(l_549);
const uint64 l_554 = l_553 >> uint64(52);
const uint64 l_555 = l_554 - uint64(23);
const uint64 l_556 = l_555 << uint64(52);
const double l_557 = reinterpret_cast<double const&>(l_556);
l_mut_221 = l_557;
}
const double l_558 = l_mut_151 + l_391;
const double l_559 = abs(l_558);
l_mut_166 = double(1.401298464324817e-45);
const bool l_560 = l_559 >= double(1.1754943508222875e-38);
const bool l_561 = l_559 <= double(1.7976931348623157e308);
const bool l_562 = l_560 && l_561;
if (l_562) {
const uint64 l_563 = reinterpret_cast<uint64 const&>(l_559);
const uint64 l_564 = l_563 >> uint64(52);
const uint64 l_565 = l_564 - uint64(23);
const uint64 l_566 = l_565 << uint64(52);
const double l_567 = reinterpret_cast<double const&>(l_566);
l_mut_166 = l_567;
}
const bool l_568 = l_mut_221 == l_mut_166;
if (l_568) {
const double l_569 = l_547 * double(1.4551915228366852e-11);
const double l_570 = l_391 + l_569;
const double l_571 = l_mut_151 - l_547;
const double l_572 = l_mut_151 + l_547;
const uint32 l_573 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_574 = l_573 & uint32(2147483647);
const float l_575 = reinterpret_cast<float const&>(l_574);
const double l_576 = double(l_575);
l_mut_221 = l_576;
const bool l_577 = l_574 < uint32(8388608);
if (l_577) {
const double l_578 = double(l_574);
const double l_579 = l_578 * double(1.401298464324817e-45);
l_mut_221 = l_579;
}
const uint64 l_580 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_581 = l_573 >> uint32(31);
const uint64 l_582 = uint64(l_581);
const uint64 l_583 = l_582 << uint64(63);
const uint64 l_584 = l_580 | l_583;
const double l_585 = reinterpret_cast<double const&>(l_584);
const uint32 l_586 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_587 = l_586 + uint32(1);
l_mut_407 = l_587;
const uint32 l_588 = l_586 & uint32(2147483647);
const bool l_589 = l_588 == uint32(0);
if (l_589) {
l_mut_407 = uint32(1);
} else {
const uint32 l_590 = l_586 & uint32(2147483648);
const bool l_591 = l_590 != uint32(0);
if (l_591) {
const uint32 l_592 = l_586 - uint32(1);
l_mut_407 = l_592;
} else {
const bool l_593 = l_586 == uint32(2139095040);
if (l_593) {
l_mut_407 = l_586;
}
}
}
const float l_594 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_595 = reinterpret_cast<uint32 const&>(l_594);
const uint32 l_596 = l_595 & uint32(2147483647);
const float l_597 = reinterpret_cast<float const&>(l_596);
const double l_598 = double(l_597);
l_mut_221 = l_598;
const bool l_599 = l_596 < uint32(8388608);
if (l_599) {
const double l_600 = double(l_596);
const double l_601 = l_600 * double(1.401298464324817e-45);
l_mut_221 = l_601;
}
const uint64 l_602 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_603 = l_595 >> uint32(31);
const uint64 l_604 = uint64(l_603);
const uint64 l_605 = l_604 << uint64(63);
const uint64 l_606 = l_602 | l_605;
const double l_607 = reinterpret_cast<double const&>(l_606);
const uint32 l_608 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_609 = l_608 ^ uint32(2147483648);
const float l_610 = reinterpret_cast<float const&>(l_609);
const uint32 l_611 = reinterpret_cast<uint32 const&>(l_610);
const uint32 l_612 = l_611 + uint32(1);
l_mut_407 = l_612;
const uint32 l_613 = l_611 & uint32(2147483647);
const bool l_614 = l_613 == uint32(0);
if (l_614) {
l_mut_407 = uint32(1);
} else {
const uint32 l_615 = l_611 & uint32(2147483648);
const bool l_616 = l_615 != uint32(0);
if (l_616) {
const uint32 l_617 = l_611 - uint32(1);
l_mut_407 = l_617;
} else {
const bool l_618 = l_611 == uint32(2139095040);
if (l_618) {
l_mut_407 = l_611;
}
}
}
const float l_619 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_620 = reinterpret_cast<uint32 const&>(l_619);
const uint32 l_621 = l_620 ^ uint32(2147483648);
const float l_622 = reinterpret_cast<float const&>(l_621);
const uint32 l_623 = reinterpret_cast<uint32 const&>(l_622);
const uint32 l_624 = l_623 & uint32(2147483647);
const float l_625 = reinterpret_cast<float const&>(l_624);
const double l_626 = double(l_625);
l_mut_221 = l_626;
const bool l_627 = l_624 < uint32(8388608);
if (l_627) {
const double l_628 = double(l_624);
const double l_629 = l_628 * double(1.401298464324817e-45);
l_mut_221 = l_629;
}
const uint64 l_630 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_631 = l_623 >> uint32(31);
const uint64 l_632 = uint64(l_631);
const uint64 l_633 = l_632 << uint64(63);
const uint64 l_634 = l_630 | l_633;
const double l_635 = reinterpret_cast<double const&>(l_634);
const double l_636 = l_571 + l_570;
const bool l_637 = l_636 <= l_585;
l_mut_508 = l_637;
const double l_638 = l_571 - l_570;
const bool l_639 = l_638 > l_585;
l_mut_505 = l_639;
const double l_640 = l_572 - l_570;
const bool l_641 = l_640 >= l_585;
l_mut_502 = l_641;
const double l_642 = l_572 + l_570;
const bool l_643 = l_642 < l_585;
l_mut_499 = l_643;
if (l_379) {
const double l_644 = l_571 + l_570;
const bool l_645 = l_644 < l_607;
l_mut_508 = l_645;
const double l_646 = l_571 - l_570;
const bool l_647 = l_646 >= l_607;
l_mut_505 = l_647;
const double l_648 = l_572 - l_570;
const bool l_649 = l_648 > l_635;
l_mut_502 = l_649;
const double l_650 = l_572 + l_570;
const bool l_651 = l_650 <= l_635;
l_mut_499 = l_651;
}
l_mut_407 = uint32(2);
const bool l_652 = l_mut_505 || l_mut_499;
if (l_652) {
l_mut_407 = uint32(1);
} else {
const bool l_653 = l_mut_508 && l_mut_502;
if (l_653) {
l_mut_407 = uint32(0);
}
}
const uint32 l_654 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_655 = l_654 & uint32(2147483647);
const bool l_656 = l_655 == uint32(0);
if (l_656) {
const double l_657 = l_571 + l_570;
const bool l_658 = l_657 < double(1.1754943508222875e-38);
const double l_659 = l_572 - l_570;
const bool l_660 = l_659 > double(-1.1754943508222875e-38);
const bool l_661 = l_658 && l_660;
const double l_662 = l_571 - l_570;
const bool l_663 = l_662 < double(1.1754943508222875e-38);
const double l_664 = l_572 + l_570;
const bool l_665 = l_664 > double(-1.1754943508222875e-38);
const bool l_666 = l_663 && l_665;
if (l_661) {
l_mut_407 = uint32(0);
} else {
const bool l_667 = l_mut_407 == uint32(1);
const bool l_668 = l_666 && l_667;
if (l_668) {
l_mut_407 = uint32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
}
} else {
const bool l_669 = l_375 == uint32(4);
if (l_669) {
const double l_670 = l_384 * l_389;
const double l_671 = l_381 + l_670;
const double l_672 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_673 = l_672 >= double(1.1754943508222875e-38);
const bool l_674 = l_672 <= double(1.7976931348623157e308);
const bool l_675 = l_673 && l_674;
if (l_675) {
const uint64 l_676 = reinterpret_cast<uint64 const&>(l_672);
const uint64 l_677 = l_676 >> uint64(52);
const uint64 l_678 = l_677 - uint64(23);
const uint64 l_679 = l_678 << uint64(52);
const double l_680 = reinterpret_cast<double const&>(l_679);
l_mut_221 = l_680;
}
const double l_681 = l_671 * l_mut_221;
l_mut_448 = uint32(2);
const double l_682 = l_mut_151 - l_391;
const double l_683 = abs(l_682);
l_mut_221 = double(1.401298464324817e-45);
const bool l_684 = l_683 >= double(1.1754943508222875e-38);
const bool l_685 = l_683 <= double(1.7976931348623157e308);
const bool l_686 = l_684 && l_685;
if (l_686) {
const uint64 l_687 = reinterpret_cast<uint64 const&>(l_683);
const uint64 l_688 = l_687 >> uint64(52);
const uint64 l_689 = l_688 - uint64(23);
const uint64 l_690 = l_689 << uint64(52);
const double l_691 = reinterpret_cast<double const&>(l_690);
l_mut_221 = l_691;
}
const double l_692 = l_mut_151 + l_391;
const double l_693 = abs(l_692);
l_mut_166 = double(1.401298464324817e-45);
const bool l_694 = l_693 >= double(1.1754943508222875e-38);
const bool l_695 = l_693 <= double(1.7976931348623157e308);
const bool l_696 = l_694 && l_695;
if (l_696) {
const uint64 l_697 = reinterpret_cast<uint64 const&>(l_693);
const uint64 l_698 = l_697 >> uint64(52);
const uint64 l_699 = l_698 - uint64(23);
const uint64 l_700 = l_699 << uint64(52);
const double l_701 = reinterpret_cast<double const&>(l_700);
l_mut_166 = l_701;
}
const bool l_702 = l_mut_221 == l_mut_166;
if (l_702) {
const double l_703 = l_681 * double(1.4551915228366852e-11);
const double l_704 = l_391 + l_703;
const double l_705 = l_mut_151 - l_681;
const double l_706 = l_mut_151 + l_681;
const uint32 l_707 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_708 = l_707 & uint32(2147483647);
const float l_709 = reinterpret_cast<float const&>(l_708);
const double l_710 = double(l_709);
l_mut_221 = l_710;
const bool l_711 = l_708 < uint32(8388608);
if (l_711) {
const double l_712 = double(l_708);
const double l_713 = l_712 * double(1.401298464324817e-45);
l_mut_221 = l_713;
}
const uint64 l_714 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_715 = l_707 >> uint32(31);
const uint64 l_716 = uint64(l_715);
const uint64 l_717 = l_716 << uint64(63);
const uint64 l_718 = l_714 | l_717;
const double l_719 = reinterpret_cast<double const&>(l_718);
const uint32 l_720 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_721 = l_720 + uint32(1);
l_mut_407 = l_721;
const uint32 l_722 = l_720 & uint32(2147483647);
const bool l_723 = l_722 == uint32(0);
if (l_723) {
l_mut_407 = uint32(1);
} else {
const uint32 l_724 = l_720 & uint32(2147483648);
const bool l_725 = l_724 != uint32(0);
if (l_725) {
const uint32 l_726 = l_720 - uint32(1);
l_mut_407 = l_726;
} else {
const bool l_727 = l_720 == uint32(2139095040);
if (l_727) {
l_mut_407 = l_720;
}
}
}
const float l_728 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_729 = reinterpret_cast<uint32 const&>(l_728);
const uint32 l_730 = l_729 & uint32(2147483647);
const float l_731 = reinterpret_cast<float const&>(l_730);
const double l_732 = double(l_731);
l_mut_221 = l_732;
const bool l_733 = l_730 < uint32(8388608);
if (l_733) {
const double l_734 = double(l_730);
const double l_735 = l_734 * double(1.401298464324817e-45);
l_mut_221 = l_735;
}
const uint64 l_736 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_737 = l_729 >> uint32(31);
const uint64 l_738 = uint64(l_737);
const uint64 l_739 = l_738 << uint64(63);
const uint64 l_740 = l_736 | l_739;
const double l_741 = reinterpret_cast<double const&>(l_740);
const uint32 l_742 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_743 = l_742 ^ uint32(2147483648);
const float l_744 = reinterpret_cast<float const&>(l_743);
const uint32 l_745 = reinterpret_cast<uint32 const&>(l_744);
const uint32 l_746 = l_745 + uint32(1);
l_mut_407 = l_746;
const uint32 l_747 = l_745 & uint32(2147483647);
const bool l_748 = l_747 == uint32(0);
if (l_748) {
l_mut_407 = uint32(1);
} else {
const uint32 l_749 = l_745 & uint32(2147483648);
const bool l_750 = l_749 != uint32(0);
if (l_750) {
const uint32 l_751 = l_745 - uint32(1);
l_mut_407 = l_751;
} else {
const bool l_752 = l_745 == uint32(2139095040);
if (l_752) {
l_mut_407 = l_745;
}
}
}
const float l_753 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_754 = reinterpret_cast<uint32 const&>(l_753);
const uint32 l_755 = l_754 ^ uint32(2147483648);
const float l_756 = reinterpret_cast<float const&>(l_755);
const uint32 l_757 = reinterpret_cast<uint32 const&>(l_756);
const uint32 l_758 = l_757 & uint32(2147483647);
const float l_759 = reinterpret_cast<float const&>(l_758);
const double l_760 = double(l_759);
l_mut_221 = l_760;
const bool l_761 = l_758 < uint32(8388608);
if (l_761) {
const double l_762 = double(l_758);
const double l_763 = l_762 * double(1.401298464324817e-45);
l_mut_221 = l_763;
}
const uint64 l_764 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_765 = l_757 >> uint32(31);
const uint64 l_766 = uint64(l_765);
const uint64 l_767 = l_766 << uint64(63);
const uint64 l_768 = l_764 | l_767;
const double l_769 = reinterpret_cast<double const&>(l_768);
const double l_770 = l_705 + l_704;
const bool l_771 = l_770 <= l_719;
l_mut_508 = l_771;
const double l_772 = l_705 - l_704;
const bool l_773 = l_772 > l_719;
l_mut_505 = l_773;
const double l_774 = l_706 - l_704;
const bool l_775 = l_774 >= l_719;
l_mut_502 = l_775;
const double l_776 = l_706 + l_704;
const bool l_777 = l_776 < l_719;
l_mut_499 = l_777;
if (l_379) {
const double l_778 = l_705 + l_704;
const bool l_779 = l_778 < l_741;
l_mut_508 = l_779;
const double l_780 = l_705 - l_704;
const bool l_781 = l_780 >= l_741;
l_mut_505 = l_781;
const double l_782 = l_706 - l_704;
const bool l_783 = l_782 > l_769;
l_mut_502 = l_783;
const double l_784 = l_706 + l_704;
const bool l_785 = l_784 <= l_769;
l_mut_499 = l_785;
}
l_mut_407 = uint32(2);
const bool l_786 = l_mut_505 || l_mut_499;
if (l_786) {
l_mut_407 = uint32(1);
} else {
const bool l_787 = l_mut_508 && l_mut_502;
if (l_787) {
l_mut_407 = uint32(0);
}
}
const uint32 l_788 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_789 = l_788 & uint32(2147483647);
const bool l_790 = l_789 == uint32(0);
if (l_790) {
const double l_791 = l_705 + l_704;
const bool l_792 = l_791 < double(1.1754943508222875e-38);
const double l_793 = l_706 - l_704;
const bool l_794 = l_793 > double(-1.1754943508222875e-38);
const bool l_795 = l_792 && l_794;
const double l_796 = l_705 - l_704;
const bool l_797 = l_796 < double(1.1754943508222875e-38);
const double l_798 = l_706 + l_704;
const bool l_799 = l_798 > double(-1.1754943508222875e-38);
const bool l_800 = l_797 && l_799;
if (l_795) {
l_mut_407 = uint32(0);
} else {
const bool l_801 = l_mut_407 == uint32(1);
const bool l_802 = l_800 && l_801;
if (l_802) {
l_mut_407 = uint32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
} else {
const bool l_803 = l_375 == uint32(5);
if (l_803) {
const double l_804 = double(2.0) * l_388;
const double l_805 = abs(l_804);
const double l_806 = floor(l_805);
const double l_807 = double(3.0) + l_806;
const double l_808 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_809 = l_808 >= double(1.1754943508222875e-38);
const bool l_810 = l_808 <= double(1.7976931348623157e308);
const bool l_811 = l_809 && l_810;
if (l_811) {
const uint64 l_812 = reinterpret_cast<uint64 const&>(l_808);
const uint64 l_813 = l_812 >> uint64(52);
const uint64 l_814 = l_813 - uint64(23);
const uint64 l_815 = l_814 << uint64(52);
const double l_816 = reinterpret_cast<double const&>(l_815);
l_mut_221 = l_816;
}
const double l_817 = l_807 * l_mut_221;
l_mut_448 = uint32(2);
const double l_818 = l_mut_151 - l_391;
const double l_819 = abs(l_818);
l_mut_221 = double(1.401298464324817e-45);
const bool l_820 = l_819 >= double(1.1754943508222875e-38);
const bool l_821 = l_819 <= double(1.7976931348623157e308);
const bool l_822 = l_820 && l_821;
if (l_822) {
const uint64 l_823 = reinterpret_cast<uint64 const&>(l_819);
const uint64 l_824 = l_823 >> uint64(52);
const uint64 l_825 = l_824 - uint64(23);
const uint64 l_826 = l_825 << uint64(52);
const double l_827 = reinterpret_cast<double const&>(l_826);
l_mut_221 = l_827;
}
const double l_828 = l_mut_151 + l_391;
const double l_829 = abs(l_828);
l_mut_166 = double(1.401298464324817e-45);
const bool l_830 = l_829 >= double(1.1754943508222875e-38);
const bool l_831 = l_829 <= double(1.7976931348623157e308);
const bool l_832 = l_830 && l_831;
if (l_832) {
const uint64 l_833 = reinterpret_cast<uint64 const&>(l_829);
const uint64 l_834 = l_833 >> uint64(52);
const uint64 l_835 = l_834 - uint64(23);
const uint64 l_836 = l_835 << uint64(52);
const double l_837 = reinterpret_cast<double const&>(l_836);
l_mut_166 = l_837;
}
const bool l_838 = l_mut_221 == l_mut_166;
if (l_838) {
const double l_839 = l_817 * double(1.4551915228366852e-11);
const double l_840 = l_391 + l_839;
const double l_841 = l_mut_151 - l_817;
const double l_842 = l_mut_151 + l_817;
const uint32 l_843 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_844 = l_843 & uint32(2147483647);
const float l_845 = reinterpret_cast<float const&>(l_844);
const double l_846 = double(l_845);
l_mut_221 = l_846;
const bool l_847 = l_844 < uint32(8388608);
if (l_847) {
const double l_848 = double(l_844);
const double l_849 = l_848 * double(1.401298464324817e-45);
l_mut_221 = l_849;
}
const uint64 l_850 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_851 = l_843 >> uint32(31);
const uint64 l_852 = uint64(l_851);
const uint64 l_853 = l_852 << uint64(63);
const uint64 l_854 = l_850 | l_853;
const double l_855 = reinterpret_cast<double const&>(l_854);
const uint32 l_856 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_857 = l_856 + uint32(1);
l_mut_407 = l_857;
const uint32 l_858 = l_856 & uint32(2147483647);
const bool l_859 = l_858 == uint32(0);
if (l_859) {
l_mut_407 = uint32(1);
} else {
const uint32 l_860 = l_856 & uint32(2147483648);
const bool l_861 = l_860 != uint32(0);
if (l_861) {
const uint32 l_862 = l_856 - uint32(1);
l_mut_407 = l_862;
} else {
const bool l_863 = l_856 == uint32(2139095040);
if (l_863) {
l_mut_407 = l_856;
}
}
}
const float l_864 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_865 = reinterpret_cast<uint32 const&>(l_864);
const uint32 l_866 = l_865 & uint32(2147483647);
const float l_867 = reinterpret_cast<float const&>(l_866);
const double l_868 = double(l_867);
l_mut_221 = l_868;
const bool l_869 = l_866 < uint32(8388608);
if (l_869) {
const double l_870 = double(l_866);
const double l_871 = l_870 * double(1.401298464324817e-45);
l_mut_221 = l_871;
}
const uint64 l_872 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_873 = l_865 >> uint32(31);
const uint64 l_874 = uint64(l_873);
const uint64 l_875 = l_874 << uint64(63);
const uint64 l_876 = l_872 | l_875;
const double l_877 = reinterpret_cast<double const&>(l_876);
const uint32 l_878 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_879 = l_878 ^ uint32(2147483648);
const float l_880 = reinterpret_cast<float const&>(l_879);
const uint32 l_881 = reinterpret_cast<uint32 const&>(l_880);
const uint32 l_882 = l_881 + uint32(1);
l_mut_407 = l_882;
const uint32 l_883 = l_881 & uint32(2147483647);
const bool l_884 = l_883 == uint32(0);
if (l_884) {
l_mut_407 = uint32(1);
} else {
const uint32 l_885 = l_881 & uint32(2147483648);
const bool l_886 = l_885 != uint32(0);
if (l_886) {
const uint32 l_887 = l_881 - uint32(1);
l_mut_407 = l_887;
} else {
const bool l_888 = l_881 == uint32(2139095040);
if (l_888) {
l_mut_407 = l_881;
}
}
}
const float l_889 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_890 = reinterpret_cast<uint32 const&>(l_889);
const uint32 l_891 = l_890 ^ uint32(2147483648);
const float l_892 = reinterpret_cast<float const&>(l_891);
const uint32 l_893 = reinterpret_cast<uint32 const&>(l_892);
const uint32 l_894 = l_893 & uint32(2147483647);
const float l_895 = reinterpret_cast<float const&>(l_894);
const double l_896 = double(l_895);
l_mut_221 = l_896;
const bool l_897 = l_894 < uint32(8388608);
if (l_897) {
const double l_898 = double(l_894);
const double l_899 = l_898 * double(1.401298464324817e-45);
l_mut_221 = l_899;
}
const uint64 l_900 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_901 = l_893 >> uint32(31);
const uint64 l_902 = uint64(l_901);
const uint64 l_903 = l_902 << uint64(63);
const uint64 l_904 = l_900 | l_903;
const double l_905 = reinterpret_cast<double const&>(l_904);
const double l_906 = l_841 + l_840;
const bool l_907 = l_906 <= l_855;
l_mut_508 = l_907;
const double l_908 = l_841 - l_840;
const bool l_909 = l_908 > l_855;
l_mut_505 = l_909;
const double l_910 = l_842 - l_840;
const bool l_911 = l_910 >= l_855;
l_mut_502 = l_911;
const double l_912 = l_842 + l_840;
const bool l_913 = l_912 < l_855;
l_mut_499 = l_913;
if (l_379) {
const double l_914 = l_841 + l_840;
const bool l_915 = l_914 < l_877;
l_mut_508 = l_915;
const double l_916 = l_841 - l_840;
const bool l_917 = l_916 >= l_877;
l_mut_505 = l_917;
const double l_918 = l_842 - l_840;
const bool l_919 = l_918 > l_905;
l_mut_502 = l_919;
const double l_920 = l_842 + l_840;
const bool l_921 = l_920 <= l_905;
l_mut_499 = l_921;
}
l_mut_407 = uint32(2);
const bool l_922 = l_mut_505 || l_mut_499;
if (l_922) {
l_mut_407 = uint32(1);
} else {
const bool l_923 = l_mut_508 && l_mut_502;
if (l_923) {
l_mut_407 = uint32(0);
}
}
const uint32 l_924 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_925 = l_924 & uint32(2147483647);
const bool l_926 = l_925 == uint32(0);
if (l_926) {
const double l_927 = l_841 + l_840;
const bool l_928 = l_927 < double(1.1754943508222875e-38);
const double l_929 = l_842 - l_840;
const bool l_930 = l_929 > double(-1.1754943508222875e-38);
const bool l_931 = l_928 && l_930;
const double l_932 = l_841 - l_840;
const bool l_933 = l_932 < double(1.1754943508222875e-38);
const double l_934 = l_842 + l_840;
const bool l_935 = l_934 > double(-1.1754943508222875e-38);
const bool l_936 = l_933 && l_935;
if (l_931) {
l_mut_407 = uint32(0);
} else {
const bool l_937 = l_mut_407 == uint32(1);
const bool l_938 = l_936 && l_937;
if (l_938) {
l_mut_407 = uint32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
} else {
const bool l_939 = l_375 == uint32(6);
if (l_939) {
l_mut_268 = uint32(0);
const bool l_940 = l_389 <= l_384;
if (l_940) {
const double l_941 = l_381 * double(1.4551915228366852e-11);
const double l_942 = l_391 + l_941;
const double l_943 = l_mut_151 - l_381;
const double l_944 = l_mut_151 + l_381;
const uint32 l_945 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_946 = l_945 & uint32(2147483647);
const float l_947 = reinterpret_cast<float const&>(l_946);
const double l_948 = double(l_947);
l_mut_221 = l_948;
const bool l_949 = l_946 < uint32(8388608);
if (l_949) {
const double l_950 = double(l_946);
const double l_951 = l_950 * double(1.401298464324817e-45);
l_mut_221 = l_951;
}
const uint64 l_952 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_953 = l_945 >> uint32(31);
const uint64 l_954 = uint64(l_953);
const uint64 l_955 = l_954 << uint64(63);
const uint64 l_956 = l_952 | l_955;
const double l_957 = reinterpret_cast<double const&>(l_956);
const uint32 l_958 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_959 = l_958 + uint32(1);
l_mut_448 = l_959;
const uint32 l_960 = l_958 & uint32(2147483647);
const bool l_961 = l_960 == uint32(0);
if (l_961) {
l_mut_448 = uint32(1);
} else {
const uint32 l_962 = l_958 & uint32(2147483648);
const bool l_963 = l_962 != uint32(0);
if (l_963) {
const uint32 l_964 = l_958 - uint32(1);
l_mut_448 = l_964;
} else {
const bool l_965 = l_958 == uint32(2139095040);
if (l_965) {
l_mut_448 = l_958;
}
}
}
const float l_966 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_967 = reinterpret_cast<uint32 const&>(l_966);
const uint32 l_968 = l_967 & uint32(2147483647);
const float l_969 = reinterpret_cast<float const&>(l_968);
const double l_970 = double(l_969);
l_mut_221 = l_970;
const bool l_971 = l_968 < uint32(8388608);
if (l_971) {
const double l_972 = double(l_968);
const double l_973 = l_972 * double(1.401298464324817e-45);
l_mut_221 = l_973;
}
const uint64 l_974 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_975 = l_967 >> uint32(31);
const uint64 l_976 = uint64(l_975);
const uint64 l_977 = l_976 << uint64(63);
const uint64 l_978 = l_974 | l_977;
const double l_979 = reinterpret_cast<double const&>(l_978);
const uint32 l_980 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_981 = l_980 ^ uint32(2147483648);
const float l_982 = reinterpret_cast<float const&>(l_981);
const uint32 l_983 = reinterpret_cast<uint32 const&>(l_982);
const uint32 l_984 = l_983 + uint32(1);
l_mut_448 = l_984;
const uint32 l_985 = l_983 & uint32(2147483647);
const bool l_986 = l_985 == uint32(0);
if (l_986) {
l_mut_448 = uint32(1);
} else {
const uint32 l_987 = l_983 & uint32(2147483648);
const bool l_988 = l_987 != uint32(0);
if (l_988) {
const uint32 l_989 = l_983 - uint32(1);
l_mut_448 = l_989;
} else {
const bool l_990 = l_983 == uint32(2139095040);
if (l_990) {
l_mut_448 = l_983;
}
}
}
const float l_991 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_992 = reinterpret_cast<uint32 const&>(l_991);
const uint32 l_993 = l_992 ^ uint32(2147483648);
const float l_994 = reinterpret_cast<float const&>(l_993);
const uint32 l_995 = reinterpret_cast<uint32 const&>(l_994);
const uint32 l_996 = l_995 & uint32(2147483647);
const float l_997 = reinterpret_cast<float const&>(l_996);
const double l_998 = double(l_997);
l_mut_221 = l_998;
const bool l_999 = l_996 < uint32(8388608);
if (l_999) {
const double l_1000 = double(l_996);
const double l_1001 = l_1000 * double(1.401298464324817e-45);
l_mut_221 = l_1001;
}
const uint64 l_1002 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_1003 = l_995 >> uint32(31);
const uint64 l_1004 = uint64(l_1003);
const uint64 l_1005 = l_1004 << uint64(63);
const uint64 l_1006 = l_1002 | l_1005;
const double l_1007 = reinterpret_cast<double const&>(l_1006);
const double l_1008 = l_943 + l_942;
const bool l_1009 = l_1008 <= l_957;
l_mut_508 = l_1009;
const double l_1010 = l_943 - l_942;
const bool l_1011 = l_1010 > l_957;
l_mut_505 = l_1011;
const double l_1012 = l_944 - l_942;
const bool l_1013 = l_1012 >= l_957;
l_mut_502 = l_1013;
const double l_1014 = l_944 + l_942;
const bool l_1015 = l_1014 < l_957;
l_mut_499 = l_1015;
if (l_379) {
const double l_1016 = l_943 + l_942;
const bool l_1017 = l_1016 < l_979;
l_mut_508 = l_1017;
const double l_1018 = l_943 - l_942;
const bool l_1019 = l_1018 >= l_979;
l_mut_505 = l_1019;
const double l_1020 = l_944 - l_942;
const bool l_1021 = l_1020 > l_1007;
l_mut_502 = l_1021;
const double l_1022 = l_944 + l_942;
const bool l_1023 = l_1022 <= l_1007;
l_mut_499 = l_1023;
}
l_mut_448 = uint32(2);
const bool l_1024 = l_mut_505 || l_mut_499;
if (l_1024) {
l_mut_448 = uint32(1);
} else {
const bool l_1025 = l_mut_508 && l_mut_502;
if (l_1025) {
l_mut_448 = uint32(0);
}
}
const uint32 l_1026 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1027 = l_1026 & uint32(2147483647);
const bool l_1028 = l_1027 == uint32(0);
if (l_1028) {
const double l_1029 = l_943 + l_942;
const bool l_1030 = l_1029 < double(1.1754943508222875e-38);
const double l_1031 = l_944 - l_942;
const bool l_1032 = l_1031 > double(-1.1754943508222875e-38);
const bool l_1033 = l_1030 && l_1032;
const double l_1034 = l_943 - l_942;
const bool l_1035 = l_1034 < double(1.1754943508222875e-38);
const double l_1036 = l_944 + l_942;
const bool l_1037 = l_1036 > double(-1.1754943508222875e-38);
const bool l_1038 = l_1035 && l_1037;
if (l_1033) {
l_mut_448 = uint32(0);
} else {
const bool l_1039 = l_mut_448 == uint32(1);
const bool l_1040 = l_1038 && l_1039;
if (l_1040) {
l_mut_448 = uint32(2);
}
}
}
l_mut_268 = l_mut_448;
}
} else {
const bool l_1041 = l_375 == uint32(7);
if (l_1041) {
const double l_1042 = abs(l_mut_151);
const double l_1043 = l_381 * l_1042;
l_mut_221 = l_1043;
const double l_1044 = abs(l_mut_151);
l_mut_166 = double(1.401298464324817e-45);
const bool l_1045 = l_1044 >= double(1.1754943508222875e-38);
const bool l_1046 = l_1044 <= double(1.7976931348623157e308);
const bool l_1047 = l_1045 && l_1046;
if (l_1047) {
const uint64 l_1048 = reinterpret_cast<uint64 const&>(l_1044);
const uint64 l_1049 = l_1048 >> uint64(52);
const uint64 l_1050 = l_1049 - uint64(23);
const uint64 l_1051 = l_1050 << uint64(52);
const double l_1052 = reinterpret_cast<double const&>(l_1051);
l_mut_166 = l_1052;
}
const double l_1053 = double(0.5) * l_mut_166;
const bool l_1054 = l_1053 > l_mut_221;
if (l_1054) {
l_mut_221 = l_1053;
}
const double l_1055 = l_mut_151 - l_391;
const double l_1056 = abs(l_1055);
l_mut_166 = double(1.401298464324817e-45);
const bool l_1057 = l_1056 >= double(1.1754943508222875e-38);
const bool l_1058 = l_1056 <= double(1.7976931348623157e308);
const bool l_1059 = l_1057 && l_1058;
if (l_1059) {
const uint64 l_1060 = reinterpret_cast<uint64 const&>(l_1056);
const uint64 l_1061 = l_1060 >> uint64(52);
const uint64 l_1062 = l_1061 - uint64(23);
const uint64 l_1063 = l_1062 << uint64(52);
const double l_1064 = reinterpret_cast<double const&>(l_1063);
l_mut_166 = l_1064;
}
const double l_1065 = l_mut_151 + l_391;
const double l_1066 = abs(l_1065);
l_mut_1067 = double(1.401298464324817e-45);
const bool l_1068 = l_1066 >= double(1.1754943508222875e-38);
const bool l_1069 = l_1066 <= double(1.7976931348623157e308);
const bool l_1070 = l_1068 && l_1069;
if (l_1070) {
const uint64 l_1071 = reinterpret_cast<uint64 const&>(l_1066);
const uint64 l_1072 = l_1071 >> uint64(52);
const uint64 l_1073 = l_1072 - uint64(23);
const uint64 l_1074 = l_1073 << uint64(52);
const double l_1075 = reinterpret_cast<double const&>(l_1074);
l_mut_1067 = l_1075;
}
const bool l_1076 = l_mut_166 == l_mut_1067;
if (l_1076) {
const double l_1077 = l_381 * l_391;
const double l_1078 = l_391 + l_1077;
const double l_1079 = l_mut_221 * double(1.4551915228366852e-11);
const double l_1080 = l_1078 + l_1079;
const double l_1081 = l_mut_151 - l_mut_221;
const double l_1082 = l_mut_151 + l_mut_221;
const uint32 l_1083 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1084 = l_1083 & uint32(2147483647);
const float l_1085 = reinterpret_cast<float const&>(l_1084);
const double l_1086 = double(l_1085);
l_mut_1067 = l_1086;
const bool l_1087 = l_1084 < uint32(8388608);
if (l_1087) {
const double l_1088 = double(l_1084);
const double l_1089 = l_1088 * double(1.401298464324817e-45);
l_mut_1067 = l_1089;
}
const uint64 l_1090 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1091 = l_1083 >> uint32(31);
const uint64 l_1092 = uint64(l_1091);
const uint64 l_1093 = l_1092 << uint64(63);
const uint64 l_1094 = l_1090 | l_1093;
const double l_1095 = reinterpret_cast<double const&>(l_1094);
const uint32 l_1096 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1097 = l_1096 + uint32(1);
l_mut_448 = l_1097;
const uint32 l_1098 = l_1096 & uint32(2147483647);
const bool l_1099 = l_1098 == uint32(0);
if (l_1099) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1100 = l_1096 & uint32(2147483648);
const bool l_1101 = l_1100 != uint32(0);
if (l_1101) {
const uint32 l_1102 = l_1096 - uint32(1);
l_mut_448 = l_1102;
} else {
const bool l_1103 = l_1096 == uint32(2139095040);
if (l_1103) {
l_mut_448 = l_1096;
}
}
}
const float l_1104 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1105 = reinterpret_cast<uint32 const&>(l_1104);
const uint32 l_1106 = l_1105 & uint32(2147483647);
const float l_1107 = reinterpret_cast<float const&>(l_1106);
const double l_1108 = double(l_1107);
l_mut_1067 = l_1108;
const bool l_1109 = l_1106 < uint32(8388608);
if (l_1109) {
const double l_1110 = double(l_1106);
const double l_1111 = l_1110 * double(1.401298464324817e-45);
l_mut_1067 = l_1111;
}
const uint64 l_1112 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1113 = l_1105 >> uint32(31);
const uint64 l_1114 = uint64(l_1113);
const uint64 l_1115 = l_1114 << uint64(63);
const uint64 l_1116 = l_1112 | l_1115;
const double l_1117 = reinterpret_cast<double const&>(l_1116);
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1119 = l_1118 ^ uint32(2147483648);
const float l_1120 = reinterpret_cast<float const&>(l_1119);
const uint32 l_1121 = reinterpret_cast<uint32 const&>(l_1120);
const uint32 l_1122 = l_1121 + uint32(1);
l_mut_448 = l_1122;
const uint32 l_1123 = l_1121 & uint32(2147483647);
const bool l_1124 = l_1123 == uint32(0);
if (l_1124) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1125 = l_1121 & uint32(2147483648);
const bool l_1126 = l_1125 != uint32(0);
if (l_1126) {
const uint32 l_1127 = l_1121 - uint32(1);
l_mut_448 = l_1127;
} else {
const bool l_1128 = l_1121 == uint32(2139095040);
if (l_1128) {
l_mut_448 = l_1121;
}
}
}
const float l_1129 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1130 = reinterpret_cast<uint32 const&>(l_1129);
const uint32 l_1131 = l_1130 ^ uint32(2147483648);
const float l_1132 = reinterpret_cast<float const&>(l_1131);
const uint32 l_1133 = reinterpret_cast<uint32 const&>(l_1132);
const uint32 l_1134 = l_1133 & uint32(2147483647);
const float l_1135 = reinterpret_cast<float const&>(l_1134);
const double l_1136 = double(l_1135);
l_mut_1067 = l_1136;
const bool l_1137 = l_1134 < uint32(8388608);
if (l_1137) {
const double l_1138 = double(l_1134);
const double l_1139 = l_1138 * double(1.401298464324817e-45);
l_mut_1067 = l_1139;
}
const uint64 l_1140 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1141 = l_1133 >> uint32(31);
const uint64 l_1142 = uint64(l_1141);
const uint64 l_1143 = l_1142 << uint64(63);
const uint64 l_1144 = l_1140 | l_1143;
const double l_1145 = reinterpret_cast<double const&>(l_1144);
const double l_1146 = l_1081 + l_1080;
const bool l_1147 = l_1146 <= l_1095;
l_mut_508 = l_1147;
const double l_1148 = l_1081 - l_1080;
const bool l_1149 = l_1148 > l_1095;
l_mut_505 = l_1149;
const double l_1150 = l_1082 - l_1080;
const bool l_1151 = l_1150 >= l_1095;
l_mut_502 = l_1151;
const double l_1152 = l_1082 + l_1080;
const bool l_1153 = l_1152 < l_1095;
l_mut_499 = l_1153;
if (l_379) {
const double l_1154 = l_1081 + l_1080;
const bool l_1155 = l_1154 < l_1117;
l_mut_508 = l_1155;
const double l_1156 = l_1081 - l_1080;
const bool l_1157 = l_1156 >= l_1117;
l_mut_505 = l_1157;
const double l_1158 = l_1082 - l_1080;
const bool l_1159 = l_1158 > l_1145;
l_mut_502 = l_1159;
const double l_1160 = l_1082 + l_1080;
const bool l_1161 = l_1160 <= l_1145;
l_mut_499 = l_1161;
}
l_mut_448 = uint32(2);
const bool l_1162 = l_mut_505 || l_mut_499;
if (l_1162) {
l_mut_448 = uint32(1);
} else {
const bool l_1163 = l_mut_508 && l_mut_502;
if (l_1163) {
l_mut_448 = uint32(0);
}
}
const uint32 l_1164 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1165 = l_1164 & uint32(2147483647);
const bool l_1166 = l_1165 == uint32(0);
if (l_1166) {
const double l_1167 = l_1081 + l_1080;
const bool l_1168 = l_1167 < double(1.1754943508222875e-38);
const double l_1169 = l_1082 - l_1080;
const bool l_1170 = l_1169 > double(-1.1754943508222875e-38);
const bool l_1171 = l_1168 && l_1170;
const double l_1172 = l_1081 - l_1080;
const bool l_1173 = l_1172 < double(1.1754943508222875e-38);
const double l_1174 = l_1082 + l_1080;
const bool l_1175 = l_1174 > double(-1.1754943508222875e-38);
const bool l_1176 = l_1173 && l_1175;
if (l_1171) {
l_mut_448 = uint32(0);
} else {
const bool l_1177 = l_mut_448 == uint32(1);
const bool l_1178 = l_1176 && l_1177;
if (l_1178) {
l_mut_448 = uint32(2);
}
}
}
l_mut_268 = l_mut_448;
}
} else {
const bool l_1179 = l_375 == uint32(8);
if (l_1179) {
const bool l_1180 = l_388 >= double(0.5);
const bool l_1181 = l_388 <= double(2.0);
const bool l_1182 = l_1180 && l_1181;
if (l_1182) {
const double l_1183 = l_381 * double(1.4551915228366852e-11);
const double l_1184 = l_391 + l_1183;
const double l_1185 = l_mut_151 - l_381;
const double l_1186 = l_mut_151 + l_381;
const uint32 l_1187 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1188 = l_1187 & uint32(2147483647);
const float l_1189 = reinterpret_cast<float const&>(l_1188);
const double l_1190 = double(l_1189);
l_mut_1067 = l_1190;
const bool l_1191 = l_1188 < uint32(8388608);
if (l_1191) {
const double l_1192 = double(l_1188);
const double l_1193 = l_1192 * double(1.401298464324817e-45);
l_mut_1067 = l_1193;
}
const uint64 l_1194 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1195 = l_1187 >> uint32(31);
const uint64 l_1196 = uint64(l_1195);
const uint64 l_1197 = l_1196 << uint64(63);
const uint64 l_1198 = l_1194 | l_1197;
const double l_1199 = reinterpret_cast<double const&>(l_1198);
const uint32 l_1200 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1201 = l_1200 + uint32(1);
l_mut_448 = l_1201;
const uint32 l_1202 = l_1200 & uint32(2147483647);
const bool l_1203 = l_1202 == uint32(0);
if (l_1203) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1204 = l_1200 & uint32(2147483648);
const bool l_1205 = l_1204 != uint32(0);
if (l_1205) {
const uint32 l_1206 = l_1200 - uint32(1);
l_mut_448 = l_1206;
} else {
const bool l_1207 = l_1200 == uint32(2139095040);
if (l_1207) {
l_mut_448 = l_1200;
}
}
}
const float l_1208 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1209 = reinterpret_cast<uint32 const&>(l_1208);
const uint32 l_1210 = l_1209 & uint32(2147483647);
const float l_1211 = reinterpret_cast<float const&>(l_1210);
const double l_1212 = double(l_1211);
l_mut_1067 = l_1212;
const bool l_1213 = l_1210 < uint32(8388608);
if (l_1213) {
const double l_1214 = double(l_1210);
const double l_1215 = l_1214 * double(1.401298464324817e-45);
l_mut_1067 = l_1215;
}
const uint64 l_1216 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1217 = l_1209 >> uint32(31);
const uint64 l_1218 = uint64(l_1217);
const uint64 l_1219 = l_1218 << uint64(63);
const uint64 l_1220 = l_1216 | l_1219;
const double l_1221 = reinterpret_cast<double const&>(l_1220);
const uint32 l_1222 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1223 = l_1222 ^ uint32(2147483648);
const float l_1224 = reinterpret_cast<float const&>(l_1223);
const uint32 l_1225 = reinterpret_cast<uint32 const&>(l_1224);
const uint32 l_1226 = l_1225 + uint32(1);
l_mut_448 = l_1226;
const uint32 l_1227 = l_1225 & uint32(2147483647);
const bool l_1228 = l_1227 == uint32(0);
if (l_1228) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1229 = l_1225 & uint32(2147483648);
const bool l_1230 = l_1229 != uint32(0);
if (l_1230) {
const uint32 l_1231 = l_1225 - uint32(1);
l_mut_448 = l_1231;
} else {
const bool l_1232 = l_1225 == uint32(2139095040);
if (l_1232) {
l_mut_448 = l_1225;
}
}
}
const float l_1233 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1234 = reinterpret_cast<uint32 const&>(l_1233);
const uint32 l_1235 = l_1234 ^ uint32(2147483648);
const float l_1236 = reinterpret_cast<float const&>(l_1235);
const uint32 l_1237 = reinterpret_cast<uint32 const&>(l_1236);
const uint32 l_1238 = l_1237 & uint32(2147483647);
const float l_1239 = reinterpret_cast<float const&>(l_1238);
const double l_1240 = double(l_1239);
l_mut_1067 = l_1240;
const bool l_1241 = l_1238 < uint32(8388608);
if (l_1241) {
const double l_1242 = double(l_1238);
const double l_1243 = l_1242 * double(1.401298464324817e-45);
l_mut_1067 = l_1243;
}
const uint64 l_1244 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1245 = l_1237 >> uint32(31);
const uint64 l_1246 = uint64(l_1245);
const uint64 l_1247 = l_1246 << uint64(63);
const uint64 l_1248 = l_1244 | l_1247;
const double l_1249 = reinterpret_cast<double const&>(l_1248);
const double l_1250 = l_1185 + l_1184;
const bool l_1251 = l_1250 <= l_1199;
l_mut_508 = l_1251;
const double l_1252 = l_1185 - l_1184;
const bool l_1253 = l_1252 > l_1199;
l_mut_505 = l_1253;
const double l_1254 = l_1186 - l_1184;
const bool l_1255 = l_1254 >= l_1199;
l_mut_502 = l_1255;
const double l_1256 = l_1186 + l_1184;
const bool l_1257 = l_1256 < l_1199;
l_mut_499 = l_1257;
if (l_379) {
const double l_1258 = l_1185 + l_1184;
const bool l_1259 = l_1258 < l_1221;
l_mut_508 = l_1259;
const double l_1260 = l_1185 - l_1184;
const bool l_1261 = l_1260 >= l_1221;
l_mut_505 = l_1261;
const double l_1262 = l_1186 - l_1184;
const bool l_1263 = l_1262 > l_1249;
l_mut_502 = l_1263;
const double l_1264 = l_1186 + l_1184;
const bool l_1265 = l_1264 <= l_1249;
l_mut_499 = l_1265;
}
l_mut_448 = uint32(2);
const bool l_1266 = l_mut_505 || l_mut_499;
if (l_1266) {
l_mut_448 = uint32(1);
} else {
const bool l_1267 = l_mut_508 && l_mut_502;
if (l_1267) {
l_mut_448 = uint32(0);
}
}
const uint32 l_1268 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1269 = l_1268 & uint32(2147483647);
const bool l_1270 = l_1269 == uint32(0);
if (l_1270) {
const double l_1271 = l_1185 + l_1184;
const bool l_1272 = l_1271 < double(1.1754943508222875e-38);
const double l_1273 = l_1186 - l_1184;
const bool l_1274 = l_1273 > double(-1.1754943508222875e-38);
const bool l_1275 = l_1272 && l_1274;
const double l_1276 = l_1185 - l_1184;
const bool l_1277 = l_1276 < double(1.1754943508222875e-38);
const double l_1278 = l_1186 + l_1184;
const bool l_1279 = l_1278 > double(-1.1754943508222875e-38);
const bool l_1280 = l_1277 && l_1279;
if (l_1275) {
l_mut_448 = uint32(0);
} else {
const bool l_1281 = l_mut_448 == uint32(1);
const bool l_1282 = l_1280 && l_1281;
if (l_1282) {
l_mut_448 = uint32(2);
}
}
}
l_mut_268 = l_mut_448;
} else {
const double l_1283 = abs(l_mut_151);
l_mut_1067 = double(1.401298464324817e-45);
const bool l_1284 = l_1283 >= double(1.1754943508222875e-38);
const bool l_1285 = l_1283 <= double(1.7976931348623157e308);
const bool l_1286 = l_1284 && l_1285;
if (l_1286) {
const uint64 l_1287 = reinterpret_cast<uint64 const&>(l_1283);
const uint64 l_1288 = l_1287 >> uint64(52);
const uint64 l_1289 = l_1288 - uint64(23);
const uint64 l_1290 = l_1289 << uint64(52);
const double l_1291 = reinterpret_cast<double const&>(l_1290);
l_mut_1067 = l_1291;
}
const double l_1292 = l_384 * l_mut_1067;
l_mut_448 = uint32(2);
const double l_1293 = l_mut_151 - l_391;
const double l_1294 = abs(l_1293);
l_mut_1067 = double(1.401298464324817e-45);
const bool l_1295 = l_1294 >= double(1.1754943508222875e-38);
const bool l_1296 = l_1294 <= double(1.7976931348623157e308);
const bool l_1297 = l_1295 && l_1296;
if (l_1297) {
const uint64 l_1298 = reinterpret_cast<uint64 const&>(l_1294);
const uint64 l_1299 = l_1298 >> uint64(52);
const uint64 l_1300 = l_1299 - uint64(23);
const uint64 l_1301 = l_1300 << uint64(52);
const double l_1302 = reinterpret_cast<double const&>(l_1301);
l_mut_1067 = l_1302;
}
const double l_1303 = l_mut_151 + l_391;
const double l_1304 = abs(l_1303);
l_mut_221 = double(1.401298464324817e-45);
const bool l_1305 = l_1304 >= double(1.1754943508222875e-38);
const bool l_1306 = l_1304 <= double(1.7976931348623157e308);
const bool l_1307 = l_1305 && l_1306;
if (l_1307) {
const uint64 l_1308 = reinterpret_cast<uint64 const&>(l_1304);
const uint64 l_1309 = l_1308 >> uint64(52);
const uint64 l_1310 = l_1309 - uint64(23);
const uint64 l_1311 = l_1310 << uint64(52);
const double l_1312 = reinterpret_cast<double const&>(l_1311);
l_mut_221 = l_1312;
}
const bool l_1313 = l_mut_1067 == l_mut_221;
if (l_1313) {
const double l_1314 = l_1292 * double(1.4551915228366852e-11);
const double l_1315 = l_391 + l_1314;
const double l_1316 = l_mut_151 - l_1292;
const double l_1317 = l_mut_151 + l_1292;
const uint32 l_1318 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1319 = l_1318 & uint32(2147483647);
const float l_1320 = reinterpret_cast<float const&>(l_1319);
const double l_1321 = double(l_1320);
l_mut_1067 = l_1321;
const bool l_1322 = l_1319 < uint32(8388608);
if (l_1322) {
const double l_1323 = double(l_1319);
const double l_1324 = l_1323 * double(1.401298464324817e-45);
l_mut_1067 = l_1324;
}
const uint64 l_1325 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1326 = l_1318 >> uint32(31);
const uint64 l_1327 = uint64(l_1326);
const uint64 l_1328 = l_1327 << uint64(63);
const uint64 l_1329 = l_1325 | l_1328;
const double l_1330 = reinterpret_cast<double const&>(l_1329);
const uint32 l_1331 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1332 = l_1331 + uint32(1);
l_mut_407 = l_1332;
const uint32 l_1333 = l_1331 & uint32(2147483647);
const bool l_1334 = l_1333 == uint32(0);
if (l_1334) {
l_mut_407 = uint32(1);
} else {
const uint32 l_1335 = l_1331 & uint32(2147483648);
const bool l_1336 = l_1335 != uint32(0);
if (l_1336) {
const uint32 l_1337 = l_1331 - uint32(1);
l_mut_407 = l_1337;
} else {
const bool l_1338 = l_1331 == uint32(2139095040);
if (l_1338) {
l_mut_407 = l_1331;
}
}
}
const float l_1339 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_1340 = reinterpret_cast<uint32 const&>(l_1339);
const uint32 l_1341 = l_1340 & uint32(2147483647);
const float l_1342 = reinterpret_cast<float const&>(l_1341);
const double l_1343 = double(l_1342);
l_mut_1067 = l_1343;
const bool l_1344 = l_1341 < uint32(8388608);
if (l_1344) {
const double l_1345 = double(l_1341);
const double l_1346 = l_1345 * double(1.401298464324817e-45);
l_mut_1067 = l_1346;
}
const uint64 l_1347 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1348 = l_1340 >> uint32(31);
const uint64 l_1349 = uint64(l_1348);
const uint64 l_1350 = l_1349 << uint64(63);
const uint64 l_1351 = l_1347 | l_1350;
const double l_1352 = reinterpret_cast<double const&>(l_1351);
const uint32 l_1353 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1354 = l_1353 ^ uint32(2147483648);
const float l_1355 = reinterpret_cast<float const&>(l_1354);
const uint32 l_1356 = reinterpret_cast<uint32 const&>(l_1355);
const uint32 l_1357 = l_1356 + uint32(1);
l_mut_407 = l_1357;
const uint32 l_1358 = l_1356 & uint32(2147483647);
const bool l_1359 = l_1358 == uint32(0);
if (l_1359) {
l_mut_407 = uint32(1);
} else {
const uint32 l_1360 = l_1356 & uint32(2147483648);
const bool l_1361 = l_1360 != uint32(0);
if (l_1361) {
const uint32 l_1362 = l_1356 - uint32(1);
l_mut_407 = l_1362;
} else {
const bool l_1363 = l_1356 == uint32(2139095040);
if (l_1363) {
l_mut_407 = l_1356;
}
}
}
const float l_1364 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_1365 = reinterpret_cast<uint32 const&>(l_1364);
const uint32 l_1366 = l_1365 ^ uint32(2147483648);
const float l_1367 = reinterpret_cast<float const&>(l_1366);
const uint32 l_1368 = reinterpret_cast<uint32 const&>(l_1367);
const uint32 l_1369 = l_1368 & uint32(2147483647);
const float l_1370 = reinterpret_cast<float const&>(l_1369);
const double l_1371 = double(l_1370);
l_mut_1067 = l_1371;
const bool l_1372 = l_1369 < uint32(8388608);
if (l_1372) {
const double l_1373 = double(l_1369);
const double l_1374 = l_1373 * double(1.401298464324817e-45);
l_mut_1067 = l_1374;
}
const uint64 l_1375 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1376 = l_1368 >> uint32(31);
const uint64 l_1377 = uint64(l_1376);
const uint64 l_1378 = l_1377 << uint64(63);
const uint64 l_1379 = l_1375 | l_1378;
const double l_1380 = reinterpret_cast<double const&>(l_1379);
const double l_1381 = l_1316 + l_1315;
const bool l_1382 = l_1381 <= l_1330;
l_mut_508 = l_1382;
const double l_1383 = l_1316 - l_1315;
const bool l_1384 = l_1383 > l_1330;
l_mut_505 = l_1384;
const double l_1385 = l_1317 - l_1315;
const bool l_1386 = l_1385 >= l_1330;
l_mut_502 = l_1386;
const double l_1387 = l_1317 + l_1315;
const bool l_1388 = l_1387 < l_1330;
l_mut_499 = l_1388;
if (l_379) {
const double l_1389 = l_1316 + l_1315;
const bool l_1390 = l_1389 < l_1352;
l_mut_508 = l_1390;
const double l_1391 = l_1316 - l_1315;
const bool l_1392 = l_1391 >= l_1352;
l_mut_505 = l_1392;
const double l_1393 = l_1317 - l_1315;
const bool l_1394 = l_1393 > l_1380;
l_mut_502 = l_1394;
const double l_1395 = l_1317 + l_1315;
const bool l_1396 = l_1395 <= l_1380;
l_mut_499 = l_1396;
}
l_mut_407 = uint32(2);
const bool l_1397 = l_mut_505 || l_mut_499;
if (l_1397) {
l_mut_407 = uint32(1);
} else {
const bool l_1398 = l_mut_508 && l_mut_502;
if (l_1398) {
l_mut_407 = uint32(0);
}
}
const uint32 l_1399 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1400 = l_1399 & uint32(2147483647);
const bool l_1401 = l_1400 == uint32(0);
if (l_1401) {
const double l_1402 = l_1316 + l_1315;
const bool l_1403 = l_1402 < double(1.1754943508222875e-38);
const double l_1404 = l_1317 - l_1315;
const bool l_1405 = l_1404 > double(-1.1754943508222875e-38);
const bool l_1406 = l_1403 && l_1405;
const double l_1407 = l_1316 - l_1315;
const bool l_1408 = l_1407 < double(1.1754943508222875e-38);
const double l_1409 = l_1317 + l_1315;
const bool l_1410 = l_1409 > double(-1.1754943508222875e-38);
const bool l_1411 = l_1408 && l_1410;
if (l_1406) {
l_mut_407 = uint32(0);
} else {
const bool l_1412 = l_mut_407 == uint32(1);
const bool l_1413 = l_1411 && l_1412;
if (l_1413) {
l_mut_407 = uint32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
}
} else {
const bool l_1414 = l_375 == uint32(9);
if (l_1414) {
l_arr_1415[uint32(0)] = uint32(1);
const double l_1416 = sqrt(l_388);
const double l_1417 = double(1.0) / l_1416;
const double l_1418 = l_1417 * double(1.4551915228366852e-11);
const double l_1419 = abs(l_1417);
l_mut_1067 = double(1.401298464324817e-45);
const bool l_1420 = l_1419 >= double(1.1754943508222875e-38);
const bool l_1421 = l_1419 <= double(1.7976931348623157e308);
const bool l_1422 = l_1420 && l_1421;
if (l_1422) {
const uint64 l_1423 = reinterpret_cast<uint64 const&>(l_1419);
const uint64 l_1424 = l_1423 >> uint64(52);
const uint64 l_1425 = l_1424 - uint64(23);
const uint64 l_1426 = l_1425 << uint64(52);
const double l_1427 = reinterpret_cast<double const&>(l_1426);
l_mut_1067 = l_1427;
}
const double l_1428 = l_1417 - l_1418;
const double l_1429 = abs(l_1428);
l_mut_221 = double(1.401298464324817e-45);
const bool l_1430 = l_1429 >= double(1.1754943508222875e-38);
const bool l_1431 = l_1429 <= double(1.7976931348623157e308);
const bool l_1432 = l_1430 && l_1431;
if (l_1432) {
const uint64 l_1433 = reinterpret_cast<uint64 const&>(l_1429);
const uint64 l_1434 = l_1433 >> uint64(52);
const uint64 l_1435 = l_1434 - uint64(23);
const uint64 l_1436 = l_1435 << uint64(52);
const double l_1437 = reinterpret_cast<double const&>(l_1436);
l_mut_221 = l_1437;
}
const double l_1438 = l_1417 + l_1418;
const double l_1439 = abs(l_1438);
l_mut_166 = double(1.401298464324817e-45);
const bool l_1440 = l_1439 >= double(1.1754943508222875e-38);
const bool l_1441 = l_1439 <= double(1.7976931348623157e308);
const bool l_1442 = l_1440 && l_1441;
if (l_1442) {
const uint64 l_1443 = reinterpret_cast<uint64 const&>(l_1439);
const uint64 l_1444 = l_1443 >> uint64(52);
const uint64 l_1445 = l_1444 - uint64(23);
const uint64 l_1446 = l_1445 << uint64(52);
const double l_1447 = reinterpret_cast<double const&>(l_1446);
l_mut_166 = l_1447;
}
const bool l_1448 = l_mut_221 == l_mut_166;
const bool l_1449 = !l_1448;
if (l_1449) {
l_arr_1415[uint32(0)] = uint32(0);
}
const double l_1450 = l_381 * l_mut_1067;
const double l_1451 = l_1417 - l_1450;
l_mut_221 = l_1451;
if (l_379) {
const double l_1452 = l_1451 - l_1418;
const double l_1453 = l_1452 * double(7.1362384635298e44);
const double l_1454 = floor(l_1453);
const double l_1455 = l_1454 * double(1.401298464324817e-45);
l_mut_166 = l_1455;
const double l_1456 = abs(l_1452);
const bool l_1457 = l_1456 >= double(1.1754943508222875e-38);
if (l_1457) {
const float l_1458 = float(l_1452);
const double l_1459 = double(l_1458);
l_mut_166 = l_1459;
const bool l_1460 = l_mut_166 > l_1452;
if (l_1460) {
const uint32 l_1461 = reinterpret_cast<uint32 const&>(l_1458);
const uint32 l_1462 = l_1461 ^ uint32(2147483648);
const float l_1463 = reinterpret_cast<float const&>(l_1462);
const uint32 l_1464 = reinterpret_cast<uint32 const&>(l_1463);
const uint32 l_1465 = l_1464 + uint32(1);
l_mut_448 = l_1465;
const uint32 l_1466 = l_1464 & uint32(2147483647);
const bool l_1467 = l_1466 == uint32(0);
if (l_1467) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1468 = l_1464 & uint32(2147483648);
const bool l_1469 = l_1468 != uint32(0);
if (l_1469) {
const uint32 l_1470 = l_1464 - uint32(1);
l_mut_448 = l_1470;
} else {
const bool l_1471 = l_1464 == uint32(2139095040);
if (l_1471) {
l_mut_448 = l_1464;
}
}
}
const float l_1472 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1473 = reinterpret_cast<uint32 const&>(l_1472);
const uint32 l_1474 = l_1473 ^ uint32(2147483648);
const float l_1475 = reinterpret_cast<float const&>(l_1474);
const uint32 l_1476 = reinterpret_cast<uint32 const&>(l_1475);
const uint32 l_1477 = l_1476 & uint32(2147483647);
const float l_1478 = reinterpret_cast<float const&>(l_1477);
const double l_1479 = double(l_1478);
l_mut_1480 = l_1479;
const bool l_1481 = l_1477 < uint32(8388608);
if (l_1481) {
const double l_1482 = double(l_1477);
const double l_1483 = l_1482 * double(1.401298464324817e-45);
l_mut_1480 = l_1483;
}
const uint64 l_1484 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_1485 = l_1476 >> uint32(31);
const uint64 l_1486 = uint64(l_1485);
const uint64 l_1487 = l_1486 << uint64(63);
const uint64 l_1488 = l_1484 | l_1487;
const double l_1489 = reinterpret_cast<double const&>(l_1488);
l_mut_166 = l_1489;
} else {
const uint32 l_1490 = reinterpret_cast<uint32 const&>(l_1458);
const uint32 l_1491 = l_1490 + uint32(1);
l_mut_448 = l_1491;
const uint32 l_1492 = l_1490 & uint32(2147483647);
const bool l_1493 = l_1492 == uint32(0);
if (l_1493) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1494 = l_1490 & uint32(2147483648);
const bool l_1495 = l_1494 != uint32(0);
if (l_1495) {
const uint32 l_1496 = l_1490 - uint32(1);
l_mut_448 = l_1496;
} else {
const bool l_1497 = l_1490 == uint32(2139095040);
if (l_1497) {
l_mut_448 = l_1490;
}
}
}
const float l_1498 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1499 = reinterpret_cast<uint32 const&>(l_1498);
const uint32 l_1500 = l_1499 & uint32(2147483647);
const float l_1501 = reinterpret_cast<float const&>(l_1500);
const double l_1502 = double(l_1501);
l_mut_1480 = l_1502;
const bool l_1503 = l_1500 < uint32(8388608);
if (l_1503) {
const double l_1504 = double(l_1500);
const double l_1505 = l_1504 * double(1.401298464324817e-45);
l_mut_1480 = l_1505;
}
const uint64 l_1506 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_1507 = l_1499 >> uint32(31);
const uint64 l_1508 = uint64(l_1507);
const uint64 l_1509 = l_1508 << uint64(63);
const uint64 l_1510 = l_1506 | l_1509;
const double l_1511 = reinterpret_cast<double const&>(l_1510);
const bool l_1512 = l_1511 <= l_1452;
if (l_1512) {
const uint32 l_1513 = reinterpret_cast<uint32 const&>(l_1458);
const uint32 l_1514 = l_1513 + uint32(1);
l_mut_448 = l_1514;
const uint32 l_1515 = l_1513 & uint32(2147483647);
const bool l_1516 = l_1515 == uint32(0);
if (l_1516) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1517 = l_1513 & uint32(2147483648);
const bool l_1518 = l_1517 != uint32(0);
if (l_1518) {
const uint32 l_1519 = l_1513 - uint32(1);
l_mut_448 = l_1519;
} else {
const bool l_1520 = l_1513 == uint32(2139095040);
if (l_1520) {
l_mut_448 = l_1513;
}
}
}
const float l_1521 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1522 = reinterpret_cast<uint32 const&>(l_1521);
const uint32 l_1523 = l_1522 & uint32(2147483647);
const float l_1524 = reinterpret_cast<float const&>(l_1523);
const double l_1525 = double(l_1524);
l_mut_1480 = l_1525;
const bool l_1526 = l_1523 < uint32(8388608);
if (l_1526) {
const double l_1527 = double(l_1523);
const double l_1528 = l_1527 * double(1.401298464324817e-45);
l_mut_1480 = l_1528;
}
const uint64 l_1529 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_1530 = l_1522 >> uint32(31);
const uint64 l_1531 = uint64(l_1530);
const uint64 l_1532 = l_1531 << uint64(63);
const uint64 l_1533 = l_1529 | l_1532;
const double l_1534 = reinterpret_cast<double const&>(l_1533);
l_mut_166 = l_1534;
}
}
}
const double l_1535 = l_1451 + l_1418;
const double l_1536 = l_1535 * double(7.1362384635298e44);
const double l_1537 = floor(l_1536);
const double l_1538 = l_1537 * double(1.401298464324817e-45);
l_mut_1480 = l_1538;
const double l_1539 = abs(l_1535);
const bool l_1540 = l_1539 >= double(1.1754943508222875e-38);
if (l_1540) {
const float l_1541 = float(l_1535);
const double l_1542 = double(l_1541);
l_mut_1480 = l_1542;
const bool l_1543 = l_mut_1480 > l_1535;
if (l_1543) {
const uint32 l_1544 = reinterpret_cast<uint32 const&>(l_1541);
const uint32 l_1545 = l_1544 ^ uint32(2147483648);
const float l_1546 = reinterpret_cast<float const&>(l_1545);
const uint32 l_1547 = reinterpret_cast<uint32 const&>(l_1546);
const uint32 l_1548 = l_1547 + uint32(1);
l_mut_448 = l_1548;
const uint32 l_1549 = l_1547 & uint32(2147483647);
const bool l_1550 = l_1549 == uint32(0);
if (l_1550) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1551 = l_1547 & uint32(2147483648);
const bool l_1552 = l_1551 != uint32(0);
if (l_1552) {
const uint32 l_1553 = l_1547 - uint32(1);
l_mut_448 = l_1553;
} else {
const bool l_1554 = l_1547 == uint32(2139095040);
if (l_1554) {
l_mut_448 = l_1547;
}
}
}
const float l_1555 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1556 = reinterpret_cast<uint32 const&>(l_1555);
const uint32 l_1557 = l_1556 ^ uint32(2147483648);
const float l_1558 = reinterpret_cast<float const&>(l_1557);
const uint32 l_1559 = reinterpret_cast<uint32 const&>(l_1558);
const uint32 l_1560 = l_1559 & uint32(2147483647);
const float l_1561 = reinterpret_cast<float const&>(l_1560);
const double l_1562 = double(l_1561);
l_mut_1563 = l_1562;
const bool l_1564 = l_1560 < uint32(8388608);
if (l_1564) {
const double l_1565 = double(l_1560);
const double l_1566 = l_1565 * double(1.401298464324817e-45);
l_mut_1563 = l_1566;
}
const uint64 l_1567 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_1568 = l_1559 >> uint32(31);
const uint64 l_1569 = uint64(l_1568);
const uint64 l_1570 = l_1569 << uint64(63);
const uint64 l_1571 = l_1567 | l_1570;
const double l_1572 = reinterpret_cast<double const&>(l_1571);
l_mut_1480 = l_1572;
} else {
const uint32 l_1573 = reinterpret_cast<uint32 const&>(l_1541);
const uint32 l_1574 = l_1573 + uint32(1);
l_mut_448 = l_1574;
const uint32 l_1575 = l_1573 & uint32(2147483647);
const bool l_1576 = l_1575 == uint32(0);
if (l_1576) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1577 = l_1573 & uint32(2147483648);
const bool l_1578 = l_1577 != uint32(0);
if (l_1578) {
const uint32 l_1579 = l_1573 - uint32(1);
l_mut_448 = l_1579;
} else {
const bool l_1580 = l_1573 == uint32(2139095040);
if (l_1580) {
l_mut_448 = l_1573;
}
}
}
const float l_1581 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1582 = reinterpret_cast<uint32 const&>(l_1581);
const uint32 l_1583 = l_1582 & uint32(2147483647);
const float l_1584 = reinterpret_cast<float const&>(l_1583);
const double l_1585 = double(l_1584);
l_mut_1563 = l_1585;
const bool l_1586 = l_1583 < uint32(8388608);
if (l_1586) {
const double l_1587 = double(l_1583);
const double l_1588 = l_1587 * double(1.401298464324817e-45);
l_mut_1563 = l_1588;
}
const uint64 l_1589 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_1590 = l_1582 >> uint32(31);
const uint64 l_1591 = uint64(l_1590);
const uint64 l_1592 = l_1591 << uint64(63);
const uint64 l_1593 = l_1589 | l_1592;
const double l_1594 = reinterpret_cast<double const&>(l_1593);
const bool l_1595 = l_1594 <= l_1535;
if (l_1595) {
const uint32 l_1596 = reinterpret_cast<uint32 const&>(l_1541);
const uint32 l_1597 = l_1596 + uint32(1);
l_mut_448 = l_1597;
const uint32 l_1598 = l_1596 & uint32(2147483647);
const bool l_1599 = l_1598 == uint32(0);
if (l_1599) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1600 = l_1596 & uint32(2147483648);
const bool l_1601 = l_1600 != uint32(0);
if (l_1601) {
const uint32 l_1602 = l_1596 - uint32(1);
l_mut_448 = l_1602;
} else {
const bool l_1603 = l_1596 == uint32(2139095040);
if (l_1603) {
l_mut_448 = l_1596;
}
}
}
const float l_1604 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1605 = reinterpret_cast<uint32 const&>(l_1604);
const uint32 l_1606 = l_1605 & uint32(2147483647);
const float l_1607 = reinterpret_cast<float const&>(l_1606);
const double l_1608 = double(l_1607);
l_mut_1563 = l_1608;
const bool l_1609 = l_1606 < uint32(8388608);
if (l_1609) {
const double l_1610 = double(l_1606);
const double l_1611 = l_1610 * double(1.401298464324817e-45);
l_mut_1563 = l_1611;
}
const uint64 l_1612 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_1613 = l_1605 >> uint32(31);
const uint64 l_1614 = uint64(l_1613);
const uint64 l_1615 = l_1614 << uint64(63);
const uint64 l_1616 = l_1612 | l_1615;
const double l_1617 = reinterpret_cast<double const&>(l_1616);
l_mut_1480 = l_1617;
}
}
}
const bool l_1618 = l_mut_166 == l_mut_1480;
const bool l_1619 = !l_1618;
if (l_1619) {
l_arr_1415[uint32(0)] = uint32(0);
}
const double l_1620 = l_1451 * double(7.1362384635298e44);
const double l_1621 = floor(l_1620);
const double l_1622 = l_1621 * double(1.401298464324817e-45);
l_mut_1563 = l_1622;
const double l_1623 = abs(l_1451);
const bool l_1624 = l_1623 >= double(1.1754943508222875e-38);
if (l_1624) {
const float l_1625 = float(l_1451);
const double l_1626 = double(l_1625);
l_mut_1563 = l_1626;
const bool l_1627 = l_mut_1563 > l_1451;
if (l_1627) {
const uint32 l_1628 = reinterpret_cast<uint32 const&>(l_1625);
const uint32 l_1629 = l_1628 ^ uint32(2147483648);
const float l_1630 = reinterpret_cast<float const&>(l_1629);
const uint32 l_1631 = reinterpret_cast<uint32 const&>(l_1630);
const uint32 l_1632 = l_1631 + uint32(1);
l_mut_448 = l_1632;
const uint32 l_1633 = l_1631 & uint32(2147483647);
const bool l_1634 = l_1633 == uint32(0);
if (l_1634) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1635 = l_1631 & uint32(2147483648);
const bool l_1636 = l_1635 != uint32(0);
if (l_1636) {
const uint32 l_1637 = l_1631 - uint32(1);
l_mut_448 = l_1637;
} else {
const bool l_1638 = l_1631 == uint32(2139095040);
if (l_1638) {
l_mut_448 = l_1631;
}
}
}
const float l_1639 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1640 = reinterpret_cast<uint32 const&>(l_1639);
const uint32 l_1641 = l_1640 ^ uint32(2147483648);
const float l_1642 = reinterpret_cast<float const&>(l_1641);
const uint32 l_1643 = reinterpret_cast<uint32 const&>(l_1642);
const uint32 l_1644 = l_1643 & uint32(2147483647);
const float l_1645 = reinterpret_cast<float const&>(l_1644);
const double l_1646 = double(l_1645);
l_mut_1480 = l_1646;
const bool l_1647 = l_1644 < uint32(8388608);
if (l_1647) {
const double l_1648 = double(l_1644);
const double l_1649 = l_1648 * double(1.401298464324817e-45);
l_mut_1480 = l_1649;
}
const uint64 l_1650 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_1651 = l_1643 >> uint32(31);
const uint64 l_1652 = uint64(l_1651);
const uint64 l_1653 = l_1652 << uint64(63);
const uint64 l_1654 = l_1650 | l_1653;
const double l_1655 = reinterpret_cast<double const&>(l_1654);
l_mut_1563 = l_1655;
} else {
const uint32 l_1656 = reinterpret_cast<uint32 const&>(l_1625);
const uint32 l_1657 = l_1656 + uint32(1);
l_mut_448 = l_1657;
const uint32 l_1658 = l_1656 & uint32(2147483647);
const bool l_1659 = l_1658 == uint32(0);
if (l_1659) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1660 = l_1656 & uint32(2147483648);
const bool l_1661 = l_1660 != uint32(0);
if (l_1661) {
const uint32 l_1662 = l_1656 - uint32(1);
l_mut_448 = l_1662;
} else {
const bool l_1663 = l_1656 == uint32(2139095040);
if (l_1663) {
l_mut_448 = l_1656;
}
}
}
const float l_1664 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1665 = reinterpret_cast<uint32 const&>(l_1664);
const uint32 l_1666 = l_1665 & uint32(2147483647);
const float l_1667 = reinterpret_cast<float const&>(l_1666);
const double l_1668 = double(l_1667);
l_mut_1480 = l_1668;
const bool l_1669 = l_1666 < uint32(8388608);
if (l_1669) {
const double l_1670 = double(l_1666);
const double l_1671 = l_1670 * double(1.401298464324817e-45);
l_mut_1480 = l_1671;
}
const uint64 l_1672 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_1673 = l_1665 >> uint32(31);
const uint64 l_1674 = uint64(l_1673);
const uint64 l_1675 = l_1674 << uint64(63);
const uint64 l_1676 = l_1672 | l_1675;
const double l_1677 = reinterpret_cast<double const&>(l_1676);
const bool l_1678 = l_1677 <= l_1451;
if (l_1678) {
const uint32 l_1679 = reinterpret_cast<uint32 const&>(l_1625);
const uint32 l_1680 = l_1679 + uint32(1);
l_mut_448 = l_1680;
const uint32 l_1681 = l_1679 & uint32(2147483647);
const bool l_1682 = l_1681 == uint32(0);
if (l_1682) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1683 = l_1679 & uint32(2147483648);
const bool l_1684 = l_1683 != uint32(0);
if (l_1684) {
const uint32 l_1685 = l_1679 - uint32(1);
l_mut_448 = l_1685;
} else {
const bool l_1686 = l_1679 == uint32(2139095040);
if (l_1686) {
l_mut_448 = l_1679;
}
}
}
const float l_1687 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1688 = reinterpret_cast<uint32 const&>(l_1687);
const uint32 l_1689 = l_1688 & uint32(2147483647);
const float l_1690 = reinterpret_cast<float const&>(l_1689);
const double l_1691 = double(l_1690);
l_mut_1480 = l_1691;
const bool l_1692 = l_1689 < uint32(8388608);
if (l_1692) {
const double l_1693 = double(l_1689);
const double l_1694 = l_1693 * double(1.401298464324817e-45);
l_mut_1480 = l_1694;
}
const uint64 l_1695 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_1696 = l_1688 >> uint32(31);
const uint64 l_1697 = uint64(l_1696);
const uint64 l_1698 = l_1697 << uint64(63);
const uint64 l_1699 = l_1695 | l_1698;
const double l_1700 = reinterpret_cast<double const&>(l_1699);
l_mut_1563 = l_1700;
}
}
}
l_mut_221 = l_mut_1563;
}
const double l_1701 = l_381 * l_mut_1067;
const double l_1702 = l_1417 + l_1701;
l_mut_1563 = l_1702;
if (l_379) {
const double l_1703 = l_1702 - l_1418;
const double l_1704 = l_1703 * double(7.1362384635298e44);
const double l_1705 = floor(l_1704);
const double l_1706 = l_1705 * double(1.401298464324817e-45);
l_mut_1480 = l_1706;
const double l_1707 = abs(l_1703);
const bool l_1708 = l_1707 >= double(1.1754943508222875e-38);
if (l_1708) {
const float l_1709 = float(l_1703);
const double l_1710 = double(l_1709);
l_mut_1480 = l_1710;
const bool l_1711 = l_mut_1480 > l_1703;
if (l_1711) {
const uint32 l_1712 = reinterpret_cast<uint32 const&>(l_1709);
const uint32 l_1713 = l_1712 ^ uint32(2147483648);
const float l_1714 = reinterpret_cast<float const&>(l_1713);
const uint32 l_1715 = reinterpret_cast<uint32 const&>(l_1714);
const uint32 l_1716 = l_1715 + uint32(1);
l_mut_448 = l_1716;
const uint32 l_1717 = l_1715 & uint32(2147483647);
const bool l_1718 = l_1717 == uint32(0);
if (l_1718) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1719 = l_1715 & uint32(2147483648);
const bool l_1720 = l_1719 != uint32(0);
if (l_1720) {
const uint32 l_1721 = l_1715 - uint32(1);
l_mut_448 = l_1721;
} else {
const bool l_1722 = l_1715 == uint32(2139095040);
if (l_1722) {
l_mut_448 = l_1715;
}
}
}
const float l_1723 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1724 = reinterpret_cast<uint32 const&>(l_1723);
const uint32 l_1725 = l_1724 ^ uint32(2147483648);
const float l_1726 = reinterpret_cast<float const&>(l_1725);
const uint32 l_1727 = reinterpret_cast<uint32 const&>(l_1726);
const uint32 l_1728 = l_1727 & uint32(2147483647);
const float l_1729 = reinterpret_cast<float const&>(l_1728);
const double l_1730 = double(l_1729);
l_mut_1067 = l_1730;
const bool l_1731 = l_1728 < uint32(8388608);
if (l_1731) {
const double l_1732 = double(l_1728);
const double l_1733 = l_1732 * double(1.401298464324817e-45);
l_mut_1067 = l_1733;
}
const uint64 l_1734 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1735 = l_1727 >> uint32(31);
const uint64 l_1736 = uint64(l_1735);
const uint64 l_1737 = l_1736 << uint64(63);
const uint64 l_1738 = l_1734 | l_1737;
const double l_1739 = reinterpret_cast<double const&>(l_1738);
l_mut_1480 = l_1739;
} else {
const uint32 l_1740 = reinterpret_cast<uint32 const&>(l_1709);
const uint32 l_1741 = l_1740 + uint32(1);
l_mut_448 = l_1741;
const uint32 l_1742 = l_1740 & uint32(2147483647);
const bool l_1743 = l_1742 == uint32(0);
if (l_1743) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1744 = l_1740 & uint32(2147483648);
const bool l_1745 = l_1744 != uint32(0);
if (l_1745) {
const uint32 l_1746 = l_1740 - uint32(1);
l_mut_448 = l_1746;
} else {
const bool l_1747 = l_1740 == uint32(2139095040);
if (l_1747) {
l_mut_448 = l_1740;
}
}
}
const float l_1748 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1749 = reinterpret_cast<uint32 const&>(l_1748);
const uint32 l_1750 = l_1749 & uint32(2147483647);
const float l_1751 = reinterpret_cast<float const&>(l_1750);
const double l_1752 = double(l_1751);
l_mut_1067 = l_1752;
const bool l_1753 = l_1750 < uint32(8388608);
if (l_1753) {
const double l_1754 = double(l_1750);
const double l_1755 = l_1754 * double(1.401298464324817e-45);
l_mut_1067 = l_1755;
}
const uint64 l_1756 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1757 = l_1749 >> uint32(31);
const uint64 l_1758 = uint64(l_1757);
const uint64 l_1759 = l_1758 << uint64(63);
const uint64 l_1760 = l_1756 | l_1759;
const double l_1761 = reinterpret_cast<double const&>(l_1760);
const bool l_1762 = l_1761 <= l_1703;
if (l_1762) {
const uint32 l_1763 = reinterpret_cast<uint32 const&>(l_1709);
const uint32 l_1764 = l_1763 + uint32(1);
l_mut_448 = l_1764;
const uint32 l_1765 = l_1763 & uint32(2147483647);
const bool l_1766 = l_1765 == uint32(0);
if (l_1766) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1767 = l_1763 & uint32(2147483648);
const bool l_1768 = l_1767 != uint32(0);
if (l_1768) {
const uint32 l_1769 = l_1763 - uint32(1);
l_mut_448 = l_1769;
} else {
const bool l_1770 = l_1763 == uint32(2139095040);
if (l_1770) {
l_mut_448 = l_1763;
}
}
}
const float l_1771 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1772 = reinterpret_cast<uint32 const&>(l_1771);
const uint32 l_1773 = l_1772 & uint32(2147483647);
const float l_1774 = reinterpret_cast<float const&>(l_1773);
const double l_1775 = double(l_1774);
l_mut_1067 = l_1775;
const bool l_1776 = l_1773 < uint32(8388608);
if (l_1776) {
const double l_1777 = double(l_1773);
const double l_1778 = l_1777 * double(1.401298464324817e-45);
l_mut_1067 = l_1778;
}
const uint64 l_1779 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1780 = l_1772 >> uint32(31);
const uint64 l_1781 = uint64(l_1780);
const uint64 l_1782 = l_1781 << uint64(63);
const uint64 l_1783 = l_1779 | l_1782;
const double l_1784 = reinterpret_cast<double const&>(l_1783);
l_mut_1480 = l_1784;
}
}
}
const double l_1785 = l_1702 + l_1418;
const double l_1786 = l_1785 * double(7.1362384635298e44);
const double l_1787 = floor(l_1786);
const double l_1788 = l_1787 * double(1.401298464324817e-45);
l_mut_1067 = l_1788;
const double l_1789 = abs(l_1785);
const bool l_1790 = l_1789 >= double(1.1754943508222875e-38);
if (l_1790) {
const float l_1791 = float(l_1785);
const double l_1792 = double(l_1791);
l_mut_1067 = l_1792;
const bool l_1793 = l_mut_1067 > l_1785;
if (l_1793) {
const uint32 l_1794 = reinterpret_cast<uint32 const&>(l_1791);
const uint32 l_1795 = l_1794 ^ uint32(2147483648);
const float l_1796 = reinterpret_cast<float const&>(l_1795);
const uint32 l_1797 = reinterpret_cast<uint32 const&>(l_1796);
const uint32 l_1798 = l_1797 + uint32(1);
l_mut_448 = l_1798;
const uint32 l_1799 = l_1797 & uint32(2147483647);
const bool l_1800 = l_1799 == uint32(0);
if (l_1800) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1801 = l_1797 & uint32(2147483648);
const bool l_1802 = l_1801 != uint32(0);
if (l_1802) {
const uint32 l_1803 = l_1797 - uint32(1);
l_mut_448 = l_1803;
} else {
const bool l_1804 = l_1797 == uint32(2139095040);
if (l_1804) {
l_mut_448 = l_1797;
}
}
}
const float l_1805 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1806 = reinterpret_cast<uint32 const&>(l_1805);
const uint32 l_1807 = l_1806 ^ uint32(2147483648);
const float l_1808 = reinterpret_cast<float const&>(l_1807);
const uint32 l_1809 = reinterpret_cast<uint32 const&>(l_1808);
const uint32 l_1810 = l_1809 & uint32(2147483647);
const float l_1811 = reinterpret_cast<float const&>(l_1810);
const double l_1812 = double(l_1811);
l_mut_166 = l_1812;
const bool l_1813 = l_1810 < uint32(8388608);
if (l_1813) {
const double l_1814 = double(l_1810);
const double l_1815 = l_1814 * double(1.401298464324817e-45);
l_mut_166 = l_1815;
}
const uint64 l_1816 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_1817 = l_1809 >> uint32(31);
const uint64 l_1818 = uint64(l_1817);
const uint64 l_1819 = l_1818 << uint64(63);
const uint64 l_1820 = l_1816 | l_1819;
const double l_1821 = reinterpret_cast<double const&>(l_1820);
l_mut_1067 = l_1821;
} else {
const uint32 l_1822 = reinterpret_cast<uint32 const&>(l_1791);
const uint32 l_1823 = l_1822 + uint32(1);
l_mut_448 = l_1823;
const uint32 l_1824 = l_1822 & uint32(2147483647);
const bool l_1825 = l_1824 == uint32(0);
if (l_1825) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1826 = l_1822 & uint32(2147483648);
const bool l_1827 = l_1826 != uint32(0);
if (l_1827) {
const uint32 l_1828 = l_1822 - uint32(1);
l_mut_448 = l_1828;
} else {
const bool l_1829 = l_1822 == uint32(2139095040);
if (l_1829) {
l_mut_448 = l_1822;
}
}
}
const float l_1830 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1831 = reinterpret_cast<uint32 const&>(l_1830);
const uint32 l_1832 = l_1831 & uint32(2147483647);
const float l_1833 = reinterpret_cast<float const&>(l_1832);
const double l_1834 = double(l_1833);
l_mut_166 = l_1834;
const bool l_1835 = l_1832 < uint32(8388608);
if (l_1835) {
const double l_1836 = double(l_1832);
const double l_1837 = l_1836 * double(1.401298464324817e-45);
l_mut_166 = l_1837;
}
const uint64 l_1838 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_1839 = l_1831 >> uint32(31);
const uint64 l_1840 = uint64(l_1839);
const uint64 l_1841 = l_1840 << uint64(63);
const uint64 l_1842 = l_1838 | l_1841;
const double l_1843 = reinterpret_cast<double const&>(l_1842);
const bool l_1844 = l_1843 <= l_1785;
if (l_1844) {
const uint32 l_1845 = reinterpret_cast<uint32 const&>(l_1791);
const uint32 l_1846 = l_1845 + uint32(1);
l_mut_448 = l_1846;
const uint32 l_1847 = l_1845 & uint32(2147483647);
const bool l_1848 = l_1847 == uint32(0);
if (l_1848) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1849 = l_1845 & uint32(2147483648);
const bool l_1850 = l_1849 != uint32(0);
if (l_1850) {
const uint32 l_1851 = l_1845 - uint32(1);
l_mut_448 = l_1851;
} else {
const bool l_1852 = l_1845 == uint32(2139095040);
if (l_1852) {
l_mut_448 = l_1845;
}
}
}
const float l_1853 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1854 = reinterpret_cast<uint32 const&>(l_1853);
const uint32 l_1855 = l_1854 & uint32(2147483647);
const float l_1856 = reinterpret_cast<float const&>(l_1855);
const double l_1857 = double(l_1856);
l_mut_166 = l_1857;
const bool l_1858 = l_1855 < uint32(8388608);
if (l_1858) {
const double l_1859 = double(l_1855);
const double l_1860 = l_1859 * double(1.401298464324817e-45);
l_mut_166 = l_1860;
}
const uint64 l_1861 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_1862 = l_1854 >> uint32(31);
const uint64 l_1863 = uint64(l_1862);
const uint64 l_1864 = l_1863 << uint64(63);
const uint64 l_1865 = l_1861 | l_1864;
const double l_1866 = reinterpret_cast<double const&>(l_1865);
l_mut_1067 = l_1866;
}
}
}
const bool l_1867 = l_mut_1480 == l_mut_1067;
const bool l_1868 = !l_1867;
if (l_1868) {
l_arr_1415[uint32(0)] = uint32(0);
}
const double l_1869 = -l_1702;
const double l_1870 = l_1869 * double(7.1362384635298e44);
const double l_1871 = floor(l_1870);
const double l_1872 = l_1871 * double(1.401298464324817e-45);
l_mut_1480 = l_1872;
const double l_1873 = abs(l_1869);
const bool l_1874 = l_1873 >= double(1.1754943508222875e-38);
if (l_1874) {
const float l_1875 = float(l_1869);
const double l_1876 = double(l_1875);
l_mut_1480 = l_1876;
const bool l_1877 = l_mut_1480 > l_1869;
if (l_1877) {
const uint32 l_1878 = reinterpret_cast<uint32 const&>(l_1875);
const uint32 l_1879 = l_1878 ^ uint32(2147483648);
const float l_1880 = reinterpret_cast<float const&>(l_1879);
const uint32 l_1881 = reinterpret_cast<uint32 const&>(l_1880);
const uint32 l_1882 = l_1881 + uint32(1);
l_mut_448 = l_1882;
const uint32 l_1883 = l_1881 & uint32(2147483647);
const bool l_1884 = l_1883 == uint32(0);
if (l_1884) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1885 = l_1881 & uint32(2147483648);
const bool l_1886 = l_1885 != uint32(0);
if (l_1886) {
const uint32 l_1887 = l_1881 - uint32(1);
l_mut_448 = l_1887;
} else {
const bool l_1888 = l_1881 == uint32(2139095040);
if (l_1888) {
l_mut_448 = l_1881;
}
}
}
const float l_1889 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1890 = reinterpret_cast<uint32 const&>(l_1889);
const uint32 l_1891 = l_1890 ^ uint32(2147483648);
const float l_1892 = reinterpret_cast<float const&>(l_1891);
const uint32 l_1893 = reinterpret_cast<uint32 const&>(l_1892);
const uint32 l_1894 = l_1893 & uint32(2147483647);
const float l_1895 = reinterpret_cast<float const&>(l_1894);
const double l_1896 = double(l_1895);
l_mut_1067 = l_1896;
const bool l_1897 = l_1894 < uint32(8388608);
if (l_1897) {
const double l_1898 = double(l_1894);
const double l_1899 = l_1898 * double(1.401298464324817e-45);
l_mut_1067 = l_1899;
}
const uint64 l_1900 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1901 = l_1893 >> uint32(31);
const uint64 l_1902 = uint64(l_1901);
const uint64 l_1903 = l_1902 << uint64(63);
const uint64 l_1904 = l_1900 | l_1903;
const double l_1905 = reinterpret_cast<double const&>(l_1904);
l_mut_1480 = l_1905;
} else {
const uint32 l_1906 = reinterpret_cast<uint32 const&>(l_1875);
const uint32 l_1907 = l_1906 + uint32(1);
l_mut_448 = l_1907;
const uint32 l_1908 = l_1906 & uint32(2147483647);
const bool l_1909 = l_1908 == uint32(0);
if (l_1909) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1910 = l_1906 & uint32(2147483648);
const bool l_1911 = l_1910 != uint32(0);
if (l_1911) {
const uint32 l_1912 = l_1906 - uint32(1);
l_mut_448 = l_1912;
} else {
const bool l_1913 = l_1906 == uint32(2139095040);
if (l_1913) {
l_mut_448 = l_1906;
}
}
}
const float l_1914 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1915 = reinterpret_cast<uint32 const&>(l_1914);
const uint32 l_1916 = l_1915 & uint32(2147483647);
const float l_1917 = reinterpret_cast<float const&>(l_1916);
const double l_1918 = double(l_1917);
l_mut_1067 = l_1918;
const bool l_1919 = l_1916 < uint32(8388608);
if (l_1919) {
const double l_1920 = double(l_1916);
const double l_1921 = l_1920 * double(1.401298464324817e-45);
l_mut_1067 = l_1921;
}
const uint64 l_1922 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1923 = l_1915 >> uint32(31);
const uint64 l_1924 = uint64(l_1923);
const uint64 l_1925 = l_1924 << uint64(63);
const uint64 l_1926 = l_1922 | l_1925;
const double l_1927 = reinterpret_cast<double const&>(l_1926);
const bool l_1928 = l_1927 <= l_1869;
if (l_1928) {
const uint32 l_1929 = reinterpret_cast<uint32 const&>(l_1875);
const uint32 l_1930 = l_1929 + uint32(1);
l_mut_448 = l_1930;
const uint32 l_1931 = l_1929 & uint32(2147483647);
const bool l_1932 = l_1931 == uint32(0);
if (l_1932) {
l_mut_448 = uint32(1);
} else {
const uint32 l_1933 = l_1929 & uint32(2147483648);
const bool l_1934 = l_1933 != uint32(0);
if (l_1934) {
const uint32 l_1935 = l_1929 - uint32(1);
l_mut_448 = l_1935;
} else {
const bool l_1936 = l_1929 == uint32(2139095040);
if (l_1936) {
l_mut_448 = l_1929;
}
}
}
const float l_1937 = reinterpret_cast<float const&>(l_mut_448);
const uint32 l_1938 = reinterpret_cast<uint32 const&>(l_1937);
const uint32 l_1939 = l_1938 & uint32(2147483647);
const float l_1940 = reinterpret_cast<float const&>(l_1939);
const double l_1941 = double(l_1940);
l_mut_1067 = l_1941;
const bool l_1942 = l_1939 < uint32(8388608);
if (l_1942) {
const double l_1943 = double(l_1939);
const double l_1944 = l_1943 * double(1.401298464324817e-45);
l_mut_1067 = l_1944;
}
const uint64 l_1945 = reinterpret_cast<uint64 const&>(l_mut_1067);
const uint32 l_1946 = l_1938 >> uint32(31);
const uint64 l_1947 = uint64(l_1946);
const uint64 l_1948 = l_1947 << uint64(63);
const uint64 l_1949 = l_1945 | l_1948;
const double l_1950 = reinterpret_cast<double const&>(l_1949);
l_mut_1480 = l_1950;
}
}
}
const double l_1951 = -l_mut_1480;
l_mut_1563 = l_1951;
}
l_mut_448 = uint32(0);
const bool l_1952 = l_mut_221 <= double(0.0);
const bool l_1953 = l_mut_1563 >= double(0.0);
const bool l_1954 = l_1952 && l_1953;
const bool l_1955 = !l_1954;
if (l_1955) {
const double l_1956 = double(1.0) / l_mut_1563;
const double l_1957 = double(1.0) / l_mut_221;
const double l_1958 = abs(l_1956);
const double l_1959 = l_1958 * double(1.4551915228366852e-11);
const double l_1960 = abs(l_1957);
const double l_1961 = l_1960 * double(1.4551915228366852e-11);
const double l_1962 = l_1956 - l_1959;
const double l_1963 = abs(l_1962);
l_mut_1563 = double(1.401298464324817e-45);
const bool l_1964 = l_1963 >= double(1.1754943508222875e-38);
const bool l_1965 = l_1963 <= double(1.7976931348623157e308);
const bool l_1966 = l_1964 && l_1965;
if (l_1966) {
const uint64 l_1967 = reinterpret_cast<uint64 const&>(l_1963);
const uint64 l_1968 = l_1967 >> uint64(52);
const uint64 l_1969 = l_1968 - uint64(23);
const uint64 l_1970 = l_1969 << uint64(52);
const double l_1971 = reinterpret_cast<double const&>(l_1970);
l_mut_1563 = l_1971;
}
const double l_1972 = l_1956 + l_1959;
const double l_1973 = abs(l_1972);
l_mut_1480 = double(1.401298464324817e-45);
const bool l_1974 = l_1973 >= double(1.1754943508222875e-38);
const bool l_1975 = l_1973 <= double(1.7976931348623157e308);
const bool l_1976 = l_1974 && l_1975;
if (l_1976) {
const uint64 l_1977 = reinterpret_cast<uint64 const&>(l_1973);
const uint64 l_1978 = l_1977 >> uint64(52);
const uint64 l_1979 = l_1978 - uint64(23);
const uint64 l_1980 = l_1979 << uint64(52);
const double l_1981 = reinterpret_cast<double const&>(l_1980);
l_mut_1480 = l_1981;
}
const bool l_1982 = l_mut_1563 == l_mut_1480;
const bool l_1983 = !l_1982;
const double l_1984 = l_1957 - l_1961;
const double l_1985 = abs(l_1984);
l_mut_1563 = double(1.401298464324817e-45);
const bool l_1986 = l_1985 >= double(1.1754943508222875e-38);
const bool l_1987 = l_1985 <= double(1.7976931348623157e308);
const bool l_1988 = l_1986 && l_1987;
if (l_1988) {
const uint64 l_1989 = reinterpret_cast<uint64 const&>(l_1985);
const uint64 l_1990 = l_1989 >> uint64(52);
const uint64 l_1991 = l_1990 - uint64(23);
const uint64 l_1992 = l_1991 << uint64(52);
const double l_1993 = reinterpret_cast<double const&>(l_1992);
l_mut_1563 = l_1993;
}
const double l_1994 = l_1957 + l_1961;
const double l_1995 = abs(l_1994);
l_mut_1480 = double(1.401298464324817e-45);
const bool l_1996 = l_1995 >= double(1.1754943508222875e-38);
const bool l_1997 = l_1995 <= double(1.7976931348623157e308);
const bool l_1998 = l_1996 && l_1997;
if (l_1998) {
const uint64 l_1999 = reinterpret_cast<uint64 const&>(l_1995);
const uint64 l_2000 = l_1999 >> uint64(52);
const uint64 l_2001 = l_2000 - uint64(23);
const uint64 l_2002 = l_2001 << uint64(52);
const double l_2003 = reinterpret_cast<double const&>(l_2002);
l_mut_1480 = l_2003;
}
const bool l_2004 = l_mut_1563 == l_mut_1480;
const bool l_2005 = !l_2004;
const bool l_2006 = l_1983 || l_2005;
if (l_2006) {
l_arr_1415[uint32(0)] = uint32(0);
}
const double l_2007 = abs(l_1956);
l_mut_1563 = double(1.401298464324817e-45);
const bool l_2008 = l_2007 >= double(1.1754943508222875e-38);
const bool l_2009 = l_2007 <= double(1.7976931348623157e308);
const bool l_2010 = l_2008 && l_2009;
if (l_2010) {
const uint64 l_2011 = reinterpret_cast<uint64 const&>(l_2007);
const uint64 l_2012 = l_2011 >> uint64(52);
const uint64 l_2013 = l_2012 - uint64(23);
const uint64 l_2014 = l_2013 << uint64(52);
const double l_2015 = reinterpret_cast<double const&>(l_2014);
l_mut_1563 = l_2015;
}
const double l_2016 = l_384 * l_mut_1563;
const double l_2017 = l_1956 - l_2016;
const double l_2018 = abs(l_1957);
l_mut_1563 = double(1.401298464324817e-45);
const bool l_2019 = l_2018 >= double(1.1754943508222875e-38);
const bool l_2020 = l_2018 <= double(1.7976931348623157e308);
const bool l_2021 = l_2019 && l_2020;
if (l_2021) {
const uint64 l_2022 = reinterpret_cast<uint64 const&>(l_2018);
const uint64 l_2023 = l_2022 >> uint64(52);
const uint64 l_2024 = l_2023 - uint64(23);
const uint64 l_2025 = l_2024 << uint64(52);
const double l_2026 = reinterpret_cast<double const&>(l_2025);
l_mut_1563 = l_2026;
}
const double l_2027 = l_384 * l_mut_1563;
const double l_2028 = l_1957 + l_2027;
const uint32 l_2029 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2030 = l_2029 & uint32(2147483647);
const float l_2031 = reinterpret_cast<float const&>(l_2030);
const double l_2032 = double(l_2031);
l_mut_1563 = l_2032;
const bool l_2033 = l_2030 < uint32(8388608);
if (l_2033) {
const double l_2034 = double(l_2030);
const double l_2035 = l_2034 * double(1.401298464324817e-45);
l_mut_1563 = l_2035;
}
const uint64 l_2036 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2037 = l_2029 >> uint32(31);
const uint64 l_2038 = uint64(l_2037);
const uint64 l_2039 = l_2038 << uint64(63);
const uint64 l_2040 = l_2036 | l_2039;
const double l_2041 = reinterpret_cast<double const&>(l_2040);
const uint32 l_2042 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2043 = l_2042 + uint32(1);
l_mut_407 = l_2043;
const uint32 l_2044 = l_2042 & uint32(2147483647);
const bool l_2045 = l_2044 == uint32(0);
if (l_2045) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2046 = l_2042 & uint32(2147483648);
const bool l_2047 = l_2046 != uint32(0);
if (l_2047) {
const uint32 l_2048 = l_2042 - uint32(1);
l_mut_407 = l_2048;
} else {
const bool l_2049 = l_2042 == uint32(2139095040);
if (l_2049) {
l_mut_407 = l_2042;
}
}
}
const float l_2050 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2051 = reinterpret_cast<uint32 const&>(l_2050);
const uint32 l_2052 = l_2051 & uint32(2147483647);
const float l_2053 = reinterpret_cast<float const&>(l_2052);
const double l_2054 = double(l_2053);
l_mut_1563 = l_2054;
const bool l_2055 = l_2052 < uint32(8388608);
if (l_2055) {
const double l_2056 = double(l_2052);
const double l_2057 = l_2056 * double(1.401298464324817e-45);
l_mut_1563 = l_2057;
}
const uint64 l_2058 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2059 = l_2051 >> uint32(31);
const uint64 l_2060 = uint64(l_2059);
const uint64 l_2061 = l_2060 << uint64(63);
const uint64 l_2062 = l_2058 | l_2061;
const double l_2063 = reinterpret_cast<double const&>(l_2062);
const uint32 l_2064 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2065 = l_2064 ^ uint32(2147483648);
const float l_2066 = reinterpret_cast<float const&>(l_2065);
const uint32 l_2067 = reinterpret_cast<uint32 const&>(l_2066);
const uint32 l_2068 = l_2067 + uint32(1);
l_mut_407 = l_2068;
const uint32 l_2069 = l_2067 & uint32(2147483647);
const bool l_2070 = l_2069 == uint32(0);
if (l_2070) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2071 = l_2067 & uint32(2147483648);
const bool l_2072 = l_2071 != uint32(0);
if (l_2072) {
const uint32 l_2073 = l_2067 - uint32(1);
l_mut_407 = l_2073;
} else {
const bool l_2074 = l_2067 == uint32(2139095040);
if (l_2074) {
l_mut_407 = l_2067;
}
}
}
const float l_2075 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2076 = reinterpret_cast<uint32 const&>(l_2075);
const uint32 l_2077 = l_2076 ^ uint32(2147483648);
const float l_2078 = reinterpret_cast<float const&>(l_2077);
const uint32 l_2079 = reinterpret_cast<uint32 const&>(l_2078);
const uint32 l_2080 = l_2079 & uint32(2147483647);
const float l_2081 = reinterpret_cast<float const&>(l_2080);
const double l_2082 = double(l_2081);
l_mut_1563 = l_2082;
const bool l_2083 = l_2080 < uint32(8388608);
if (l_2083) {
const double l_2084 = double(l_2080);
const double l_2085 = l_2084 * double(1.401298464324817e-45);
l_mut_1563 = l_2085;
}
const uint64 l_2086 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2087 = l_2079 >> uint32(31);
const uint64 l_2088 = uint64(l_2087);
const uint64 l_2089 = l_2088 << uint64(63);
const uint64 l_2090 = l_2086 | l_2089;
const double l_2091 = reinterpret_cast<double const&>(l_2090);
const double l_2092 = l_2017 + l_1959;
const bool l_2093 = l_2092 <= l_2041;
l_mut_508 = l_2093;
const double l_2094 = l_2017 - l_1959;
const bool l_2095 = l_2094 > l_2041;
l_mut_505 = l_2095;
const double l_2096 = l_2028 - l_1961;
const bool l_2097 = l_2096 >= l_2041;
l_mut_502 = l_2097;
const double l_2098 = l_2028 + l_1961;
const bool l_2099 = l_2098 < l_2041;
l_mut_499 = l_2099;
if (l_379) {
const double l_2100 = l_2017 + l_1959;
const bool l_2101 = l_2100 < l_2063;
l_mut_508 = l_2101;
const double l_2102 = l_2017 - l_1959;
const bool l_2103 = l_2102 >= l_2063;
l_mut_505 = l_2103;
const double l_2104 = l_2028 - l_1961;
const bool l_2105 = l_2104 > l_2091;
l_mut_502 = l_2105;
const double l_2106 = l_2028 + l_1961;
const bool l_2107 = l_2106 <= l_2091;
l_mut_499 = l_2107;
}
l_mut_407 = uint32(2);
const bool l_2108 = l_mut_505 || l_mut_499;
if (l_2108) {
l_mut_407 = uint32(1);
} else {
const bool l_2109 = l_mut_508 && l_mut_502;
if (l_2109) {
l_mut_407 = uint32(0);
}
}
const uint32 l_2110 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2111 = l_2110 & uint32(2147483647);
const bool l_2112 = l_2111 == uint32(0);
if (l_2112) {
const double l_2113 = l_2017 + l_1959;
const bool l_2114 = l_2113 < double(1.1754943508222875e-38);
const double l_2115 = l_2028 - l_1961;
const bool l_2116 = l_2115 > double(-1.1754943508222875e-38);
const bool l_2117 = l_2114 && l_2116;
const double l_2118 = l_2017 - l_1959;
const bool l_2119 = l_2118 < double(1.1754943508222875e-38);
const double l_2120 = l_2028 + l_1961;
const bool l_2121 = l_2120 > double(-1.1754943508222875e-38);
const bool l_2122 = l_2119 && l_2121;
if (l_2117) {
l_mut_407 = uint32(0);
} else {
const bool l_2123 = l_mut_407 == uint32(1);
const bool l_2124 = l_2122 && l_2123;
if (l_2124) {
l_mut_407 = uint32(2);
}
}
}
l_mut_448 = l_mut_407;
}
const uint32 l_2125 = l_arr_1415[uint32(0)];
const bool l_2126 = l_2125 == uint32(0);
if (l_2126) {
l_mut_448 = uint32(2);
}
l_mut_268 = l_mut_448;
} else {
const bool l_2127 = l_375 == uint32(10);
if (l_2127) {
const double l_2128 = sqrt(l_388);
const double l_2129 = double(1.0) / l_2128;
const double l_2130 = l_2129 * double(1.4551915228366852e-11);
const double l_2131 = abs(l_2129);
l_mut_1563 = double(1.401298464324817e-45);
const bool l_2132 = l_2131 >= double(1.1754943508222875e-38);
const bool l_2133 = l_2131 <= double(1.7976931348623157e308);
const bool l_2134 = l_2132 && l_2133;
if (l_2134) {
const uint64 l_2135 = reinterpret_cast<uint64 const&>(l_2131);
const uint64 l_2136 = l_2135 >> uint64(52);
const uint64 l_2137 = l_2136 - uint64(23);
const uint64 l_2138 = l_2137 << uint64(52);
const double l_2139 = reinterpret_cast<double const&>(l_2138);
l_mut_1563 = l_2139;
}
const double l_2140 = l_381 * l_mut_1563;
const double l_2141 = l_2129 - l_2140;
const double l_2142 = l_388 * l_2141;
const double l_2143 = l_381 * l_mut_1563;
const double l_2144 = l_2129 + l_2143;
const double l_2145 = l_388 * l_2144;
l_mut_448 = uint32(2);
const double l_2146 = l_2129 - l_2130;
const double l_2147 = abs(l_2146);
l_mut_1563 = double(1.401298464324817e-45);
const bool l_2148 = l_2147 >= double(1.1754943508222875e-38);
const bool l_2149 = l_2147 <= double(1.7976931348623157e308);
const bool l_2150 = l_2148 && l_2149;
if (l_2150) {
const uint64 l_2151 = reinterpret_cast<uint64 const&>(l_2147);
const uint64 l_2152 = l_2151 >> uint64(52);
const uint64 l_2153 = l_2152 - uint64(23);
const uint64 l_2154 = l_2153 << uint64(52);
const double l_2155 = reinterpret_cast<double const&>(l_2154);
l_mut_1563 = l_2155;
}
const double l_2156 = l_2129 + l_2130;
const double l_2157 = abs(l_2156);
l_mut_1480 = double(1.401298464324817e-45);
const bool l_2158 = l_2157 >= double(1.1754943508222875e-38);
const bool l_2159 = l_2157 <= double(1.7976931348623157e308);
const bool l_2160 = l_2158 && l_2159;
if (l_2160) {
const uint64 l_2161 = reinterpret_cast<uint64 const&>(l_2157);
const uint64 l_2162 = l_2161 >> uint64(52);
const uint64 l_2163 = l_2162 - uint64(23);
const uint64 l_2164 = l_2163 << uint64(52);
const double l_2165 = reinterpret_cast<double const&>(l_2164);
l_mut_1480 = l_2165;
}
const bool l_2166 = l_mut_1563 == l_mut_1480;
if (l_2166) {
const double l_2167 = abs(l_2142);
const double l_2168 = l_2167 * double(1.4551915228366852e-11);
const double l_2169 = abs(l_2145);
const double l_2170 = l_2169 * double(1.4551915228366852e-11);
const uint32 l_2171 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2172 = l_2171 & uint32(2147483647);
const float l_2173 = reinterpret_cast<float const&>(l_2172);
const double l_2174 = double(l_2173);
l_mut_1563 = l_2174;
const bool l_2175 = l_2172 < uint32(8388608);
if (l_2175) {
const double l_2176 = double(l_2172);
const double l_2177 = l_2176 * double(1.401298464324817e-45);
l_mut_1563 = l_2177;
}
const uint64 l_2178 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2179 = l_2171 >> uint32(31);
const uint64 l_2180 = uint64(l_2179);
const uint64 l_2181 = l_2180 << uint64(63);
const uint64 l_2182 = l_2178 | l_2181;
const double l_2183 = reinterpret_cast<double const&>(l_2182);
const uint32 l_2184 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2185 = l_2184 + uint32(1);
l_mut_407 = l_2185;
const uint32 l_2186 = l_2184 & uint32(2147483647);
const bool l_2187 = l_2186 == uint32(0);
if (l_2187) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2188 = l_2184 & uint32(2147483648);
const bool l_2189 = l_2188 != uint32(0);
if (l_2189) {
const uint32 l_2190 = l_2184 - uint32(1);
l_mut_407 = l_2190;
} else {
const bool l_2191 = l_2184 == uint32(2139095040);
if (l_2191) {
l_mut_407 = l_2184;
}
}
}
const float l_2192 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2193 = reinterpret_cast<uint32 const&>(l_2192);
const uint32 l_2194 = l_2193 & uint32(2147483647);
const float l_2195 = reinterpret_cast<float const&>(l_2194);
const double l_2196 = double(l_2195);
l_mut_1563 = l_2196;
const bool l_2197 = l_2194 < uint32(8388608);
if (l_2197) {
const double l_2198 = double(l_2194);
const double l_2199 = l_2198 * double(1.401298464324817e-45);
l_mut_1563 = l_2199;
}
const uint64 l_2200 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2201 = l_2193 >> uint32(31);
const uint64 l_2202 = uint64(l_2201);
const uint64 l_2203 = l_2202 << uint64(63);
const uint64 l_2204 = l_2200 | l_2203;
const double l_2205 = reinterpret_cast<double const&>(l_2204);
const uint32 l_2206 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2207 = l_2206 ^ uint32(2147483648);
const float l_2208 = reinterpret_cast<float const&>(l_2207);
const uint32 l_2209 = reinterpret_cast<uint32 const&>(l_2208);
const uint32 l_2210 = l_2209 + uint32(1);
l_mut_407 = l_2210;
const uint32 l_2211 = l_2209 & uint32(2147483647);
const bool l_2212 = l_2211 == uint32(0);
if (l_2212) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2213 = l_2209 & uint32(2147483648);
const bool l_2214 = l_2213 != uint32(0);
if (l_2214) {
const uint32 l_2215 = l_2209 - uint32(1);
l_mut_407 = l_2215;
} else {
const bool l_2216 = l_2209 == uint32(2139095040);
if (l_2216) {
l_mut_407 = l_2209;
}
}
}
const float l_2217 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2218 = reinterpret_cast<uint32 const&>(l_2217);
const uint32 l_2219 = l_2218 ^ uint32(2147483648);
const float l_2220 = reinterpret_cast<float const&>(l_2219);
const uint32 l_2221 = reinterpret_cast<uint32 const&>(l_2220);
const uint32 l_2222 = l_2221 & uint32(2147483647);
const float l_2223 = reinterpret_cast<float const&>(l_2222);
const double l_2224 = double(l_2223);
l_mut_1563 = l_2224;
const bool l_2225 = l_2222 < uint32(8388608);
if (l_2225) {
const double l_2226 = double(l_2222);
const double l_2227 = l_2226 * double(1.401298464324817e-45);
l_mut_1563 = l_2227;
}
const uint64 l_2228 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2229 = l_2221 >> uint32(31);
const uint64 l_2230 = uint64(l_2229);
const uint64 l_2231 = l_2230 << uint64(63);
const uint64 l_2232 = l_2228 | l_2231;
const double l_2233 = reinterpret_cast<double const&>(l_2232);
const double l_2234 = l_2142 + l_2168;
const bool l_2235 = l_2234 <= l_2183;
l_mut_508 = l_2235;
const double l_2236 = l_2142 - l_2168;
const bool l_2237 = l_2236 > l_2183;
l_mut_505 = l_2237;
const double l_2238 = l_2145 - l_2170;
const bool l_2239 = l_2238 >= l_2183;
l_mut_502 = l_2239;
const double l_2240 = l_2145 + l_2170;
const bool l_2241 = l_2240 < l_2183;
l_mut_499 = l_2241;
const double l_2242 = l_2142 + l_2168;
const bool l_2243 = l_2242 < l_2205;
l_mut_508 = l_2243;
const double l_2244 = l_2142 - l_2168;
const bool l_2245 = l_2244 >= l_2205;
l_mut_505 = l_2245;
const double l_2246 = l_2145 - l_2170;
const bool l_2247 = l_2246 > l_2233;
l_mut_502 = l_2247;
const double l_2248 = l_2145 + l_2170;
const bool l_2249 = l_2248 <= l_2233;
l_mut_499 = l_2249;
l_mut_407 = uint32(2);
const bool l_2250 = l_mut_505 || l_mut_499;
if (l_2250) {
l_mut_407 = uint32(1);
} else {
const bool l_2251 = l_mut_508 && l_mut_502;
if (l_2251) {
l_mut_407 = uint32(0);
}
}
const uint32 l_2252 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2253 = l_2252 & uint32(2147483647);
const bool l_2254 = l_2253 == uint32(0);
if (l_2254) {
const double l_2255 = l_2142 + l_2168;
const bool l_2256 = l_2255 < double(1.1754943508222875e-38);
const double l_2257 = l_2145 - l_2170;
const bool l_2258 = l_2257 > double(-1.1754943508222875e-38);
const bool l_2259 = l_2256 && l_2258;
const double l_2260 = l_2142 - l_2168;
const bool l_2261 = l_2260 < double(1.1754943508222875e-38);
const double l_2262 = l_2145 + l_2170;
const bool l_2263 = l_2262 > double(-1.1754943508222875e-38);
const bool l_2264 = l_2261 && l_2263;
if (l_2259) {
l_mut_407 = uint32(0);
} else {
const bool l_2265 = l_mut_407 == uint32(1);
const bool l_2266 = l_2264 && l_2265;
if (l_2266) {
l_mut_407 = uint32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
} else {
const bool l_2267 = l_375 == uint32(11);
const bool l_2268 = l_375 == uint32(12);
const bool l_2269 = l_2267 || l_2268;
if (l_2269) {
l_mut_268 = uint32(0);
const bool l_2270 = l_389 <= l_387;
const bool l_2271 = l_375 == uint32(11);
const bool l_2272 = l_2270 && l_2271;
if (l_2272) {
const float l_2273 = float(l_388);
const uint32 l_2274 = reinterpret_cast<uint32 const&>(l_2273);
const uint32 l_2275 = l_2274 & uint32(2147483647);
const float l_2276 = reinterpret_cast<float const&>(l_2275);
const double l_2277 = double(l_2276);
l_mut_1563 = l_2277;
const bool l_2278 = l_2275 < uint32(8388608);
if (l_2278) {
const double l_2279 = double(l_2275);
const double l_2280 = l_2279 * double(1.401298464324817e-45);
l_mut_1563 = l_2280;
}
const uint64 l_2281 = reinterpret_cast<uint64 const&>(l_mut_1563);
const uint32 l_2282 = l_2274 >> uint32(31);
const uint64 l_2283 = uint64(l_2282);
const uint64 l_2284 = l_2283 << uint64(63);
const uint64 l_2285 = l_2281 | l_2284;
const double l_2286 = reinterpret_cast<double const&>(l_2285);
const double l_2287 = abs(l_2286);
l_mut_1563 = l_2287;
l_mut_448 = uint32(0);
const bool l_2288 = l_2287 >= double(0.785);
if (l_2288) {
const double l_2289 = l_2287 * double(0.6366197723675814);
const double l_2290 = l_2289 + double(0.5);
const double l_2291 = floor(l_2290);
const double l_2292 = l_2291 * double(1.570796325802803);
const double l_2293 = l_2287 - l_2292;
const double l_2294 = l_2293 * l_20;
const double l_2295 = l_2291 * double(9.920935796805404e-10);
const double l_2296 = l_2294 - l_2295;
l_mut_1563 = l_2296;
const uint32 l_2297 = uint32(l_2291);
l_mut_448 = l_2297;
}
const uint32 l_2298 = reinterpret_cast<uint32 const&>(l_2273);
const bool l_2299 = l_2298 >= uint32(2147483648);
const double l_2300 = l_mut_1563 * l_mut_1563;
const double l_2301 = l_2300 * double(1.9572941063391263e-20);
const double l_2302 = double(8.22063524662433e-18) - l_2301;
l_mut_1480 = l_2302;
const double l_2303 = l_mut_1480 * l_2300;
const double l_2304 = l_2303 - double(2.8114572543455206e-15);
l_mut_1480 = l_2304;
const double l_2305 = l_mut_1480 * l_2300;
const double l_2306 = l_2305 + double(7.647163731819816e-13);
l_mut_1480 = l_2306;
const double l_2307 = l_mut_1480 * l_2300;
const double l_2308 = l_2307 - double(1.6059043836821613e-10);
l_mut_1480 = l_2308;
const double l_2309 = l_mut_1480 * l_2300;
const double l_2310 = l_2309 + double(2.505210838544172e-8);
l_mut_1480 = l_2310;
const double l_2311 = l_mut_1480 * l_2300;
const double l_2312 = l_2311 - double(2.7557319223985893e-6);
l_mut_1480 = l_2312;
const double l_2313 = l_mut_1480 * l_2300;
const double l_2314 = l_2313 + double(0.0001984126984126984);
l_mut_1480 = l_2314;
const double l_2315 = l_mut_1480 * l_2300;
const double l_2316 = l_2315 - double(0.008333333333333333);
l_mut_1480 = l_2316;
const double l_2317 = l_mut_1480 * l_2300;
const double l_2318 = l_2317 + double(0.16666666666666666);
l_mut_1480 = l_2318;
const double l_2319 = double(0.5) * l_2300;
const double l_2320 = double(1.0) - l_2319;
const double l_2321 = double(0.0) * l_2320;
const double l_2322 = l_mut_1563 * l_2300;
const double l_2323 = l_2322 * l_mut_1480;
const double l_2324 = l_2321 - l_2323;
const double l_2325 = l_mut_1563 + l_2324;
const double l_2326 = l_mut_1563 * l_mut_1563;
const double l_2327 = l_2326 * double(4.110317623312165e-19);
const double l_2328 = l_2327 - double(1.5619206968586225e-16);
l_mut_1480 = l_2328;
const double l_2329 = l_mut_1480 * l_2326;
const double l_2330 = l_2329 + double(4.779477332387385e-14);
l_mut_1480 = l_2330;
const double l_2331 = l_mut_1480 * l_2326;
const double l_2332 = l_2331 - double(1.1470745597729725e-11);
l_mut_1480 = l_2332;
const double l_2333 = l_mut_1480 * l_2326;
const double l_2334 = l_2333 + double(2.08767569878681e-9);
l_mut_1480 = l_2334;
const double l_2335 = l_mut_1480 * l_2326;
const double l_2336 = l_2335 - double(2.755731922398589e-7);
l_mut_1480 = l_2336;
const double l_2337 = l_mut_1480 * l_2326;
const double l_2338 = l_2337 + double(2.48015873015873e-5);
l_mut_1480 = l_2338;
const double l_2339 = l_mut_1480 * l_2326;
const double l_2340 = l_2339 - double(0.001388888888888889);
l_mut_1480 = l_2340;
const double l_2341 = l_mut_1480 * l_2326;
const double l_2342 = l_2341 + double(0.041666666666666664);
l_mut_1480 = l_2342;
const double l_2343 = double(0.5) * l_2326;
const double l_2344 = double(1.0) - l_2343;
const double l_2345 = l_2326 * l_2326;
const double l_2346 = l_2345 * l_mut_1480;
const double l_2347 = double(0.0) * l_mut_1563;
const double l_2348 = l_2346 - l_2347;
const double l_2349 = l_2344 + l_2348;
const uint32 l_2350 = l_mut_448 & uint32(1);
const bool l_2351 = l_2350 == uint32(1);
l_mut_1563 = l_2325;
const uint32 l_2352 = l_mut_448 & uint32(2);
const bool l_2353 = l_2352 != uint32(0);
l_mut_508 = l_2353;
const bool l_2354 = uint32(6) == uint32(6);
if (l_2354) {
if (l_2351) {
l_mut_1563 = l_2349;
}
} else {
const bool l_2355 = uint32(6) == uint32(7);
if (l_2355) {
l_mut_1563 = l_2349;
if (l_2351) {
l_mut_1563 = l_2325;
}
const uint32 l_2356 = l_mut_448 + uint32(1);
const uint32 l_2357 = l_2356 & uint32(2);
const bool l_2358 = l_2357 != uint32(0);
l_mut_508 = l_2358;
} else {
const double l_2359 = l_2325 / l_2349;
l_mut_1563 = l_2359;
if (l_2351) {
const double l_2360 = l_2349 / l_2325;
l_mut_1563 = l_2360;
}
l_mut_508 = l_2351;
}
}
const bool l_2361 = uint32(6) != uint32(7);
const bool l_2362 = l_2361 && l_2299;
if (l_2362) {
const bool l_2363 = !l_mut_508;
l_mut_508 = l_2363;
}
if (l_mut_508) {
const double l_2364 = -l_mut_1563;
l_mut_1563 = l_2364;
}
const float l_2365 = float(l_388);
const uint32 l_2366 = reinterpret_cast<uint32 const&>(l_2365);
const uint32 l_2367 = l_2366 & uint32(2147483647);
const float l_2368 = reinterpret_cast<float const&>(l_2367);
const double l_2369 = double(l_2368);
l_mut_1480 = l_2369;
const bool l_2370 = l_2367 < uint32(8388608);
if (l_2370) {
const double l_2371 = double(l_2367);
const double l_2372 = l_2371 * double(1.401298464324817e-45);
l_mut_1480 = l_2372;
}
const uint64 l_2373 = reinterpret_cast<uint64 const&>(l_mut_1480);
const uint32 l_2374 = l_2366 >> uint32(31);
const uint64 l_2375 = uint64(l_2374);
const uint64 l_2376 = l_2375 << uint64(63);
const uint64 l_2377 = l_2373 | l_2376;
const double l_2378 = reinterpret_cast<double const&>(l_2377);
const double l_2379 = abs(l_2378);
l_mut_1480 = l_2379;
l_mut_448 = uint32(0);
const bool l_2380 = l_2379 >= double(0.785);
if (l_2380) {
const double l_2381 = l_2379 * double(0.6366197723675814);
const double l_2382 = l_2381 + double(0.5);
const double l_2383 = floor(l_2382);
const double l_2384 = l_2383 * double(1.570796325802803);
const double l_2385 = l_2379 - l_2384;
const double l_2386 = l_2385 * l_20;
const double l_2387 = l_2383 * double(9.920935796805404e-10);
const double l_2388 = l_2386 - l_2387;
l_mut_1480 = l_2388;
const uint32 l_2389 = uint32(l_2383);
l_mut_448 = l_2389;
}
const uint32 l_2390 = reinterpret_cast<uint32 const&>(l_2365);
const bool l_2391 = l_2390 >= uint32(2147483648);
const double l_2392 = l_mut_1480 * l_mut_1480;
const double l_2393 = l_2392 * double(1.9572941063391263e-20);
const double l_2394 = double(8.22063524662433e-18) - l_2393;
l_mut_1067 = l_2394;
const double l_2395 = l_mut_1067 * l_2392;
const double l_2396 = l_2395 - double(2.8114572543455206e-15);
l_mut_1067 = l_2396;
const double l_2397 = l_mut_1067 * l_2392;
const double l_2398 = l_2397 + double(7.647163731819816e-13);
l_mut_1067 = l_2398;
const double l_2399 = l_mut_1067 * l_2392;
const double l_2400 = l_2399 - double(1.6059043836821613e-10);
l_mut_1067 = l_2400;
const double l_2401 = l_mut_1067 * l_2392;
const double l_2402 = l_2401 + double(2.505210838544172e-8);
l_mut_1067 = l_2402;
const double l_2403 = l_mut_1067 * l_2392;
const double l_2404 = l_2403 - double(2.7557319223985893e-6);
l_mut_1067 = l_2404;
const double l_2405 = l_mut_1067 * l_2392;
const double l_2406 = l_2405 + double(0.0001984126984126984);
l_mut_1067 = l_2406;
const double l_2407 = l_mut_1067 * l_2392;
const double l_2408 = l_2407 - double(0.008333333333333333);
l_mut_1067 = l_2408;
const double l_2409 = l_mut_1067 * l_2392;
const double l_2410 = l_2409 + double(0.16666666666666666);
l_mut_1067 = l_2410;
const double l_2411 = double(0.5) * l_2392;
const double l_2412 = double(1.0) - l_2411;
const double l_2413 = double(0.0) * l_2412;
const double l_2414 = l_mut_1480 * l_2392;
const double l_2415 = l_2414 * l_mut_1067;
const double l_2416 = l_2413 - l_2415;
const double l_2417 = l_mut_1480 + l_2416;
const double l_2418 = l_mut_1480 * l_mut_1480;
const double l_2419 = l_2418 * double(4.110317623312165e-19);
const double l_2420 = l_2419 - double(1.5619206968586225e-16);
l_mut_1067 = l_2420;
const double l_2421 = l_mut_1067 * l_2418;
const double l_2422 = l_2421 + double(4.779477332387385e-14);
l_mut_1067 = l_2422;
const double l_2423 = l_mut_1067 * l_2418;
const double l_2424 = l_2423 - double(1.1470745597729725e-11);
l_mut_1067 = l_2424;
const double l_2425 = l_mut_1067 * l_2418;
const double l_2426 = l_2425 + double(2.08767569878681e-9);
l_mut_1067 = l_2426;
const double l_2427 = l_mut_1067 * l_2418;
const double l_2428 = l_2427 - double(2.755731922398589e-7);
l_mut_1067 = l_2428;
const double l_2429 = l_mut_1067 * l_2418;
const double l_2430 = l_2429 + double(2.48015873015873e-5);
l_mut_1067 = l_2430;
const double l_2431 = l_mut_1067 * l_2418;
const double l_2432 = l_2431 - double(0.001388888888888889);
l_mut_1067 = l_2432;
const double l_2433 = l_mut_1067 * l_2418;
const double l_2434 = l_2433 + double(0.041666666666666664);
l_mut_1067 = l_2434;
const double l_2435 = double(0.5) * l_2418;
const double l_2436 = double(1.0) - l_2435;
const double l_2437 = l_2418 * l_2418;
const double l_2438 = l_2437 * l_mut_1067;
const double l_2439 = double(0.0) * l_mut_1480;
const double l_2440 = l_2438 - l_2439;
const double l_2441 = l_2436 + l_2440;
const uint32 l_2442 = l_mut_448 & uint32(1);
const bool l_2443 = l_2442 == uint32(1);
l_mut_1480 = l_2417;
const uint32 l_2444 = l_mut_448 & uint32(2);
const bool l_2445 = l_2444 != uint32(0);
l_mut_508 = l_2445;
const bool l_2446 = uint32(7) == uint32(6);
if (l_2446) {
if (l_2443) {
l_mut_1480 = l_2441;
}
} else {
const bool l_2447 = uint32(7) == uint32(7);
if (l_2447) {
l_mut_1480 = l_2441;
if (l_2443) {
l_mut_1480 = l_2417;
}
const uint32 l_2448 = l_mut_448 + uint32(1);
const uint32 l_2449 = l_2448 & uint32(2);
const bool l_2450 = l_2449 != uint32(0);
l_mut_508 = l_2450;
} else {
const double l_2451 = l_2417 / l_2441;
l_mut_1480 = l_2451;
if (l_2443) {
const double l_2452 = l_2441 / l_2417;
l_mut_1480 = l_2452;
}
l_mut_508 = l_2443;
}
}
const bool l_2453 = uint32(7) != uint32(7);
const bool l_2454 = l_2453 && l_2391;
if (l_2454) {
const bool l_2455 = !l_mut_508;
l_mut_508 = l_2455;
}
if (l_mut_508) {
const double l_2456 = -l_mut_1480;
l_mut_1480 = l_2456;
}
const double l_2457 = abs(l_mut_1563);
const double l_2458 = l_2457 * double(1.4551915228366852e-11);
const double l_2459 = abs(l_mut_1480);
const double l_2460 = l_2459 * double(1.4551915228366852e-11);
l_mut_1067 = double(1.4551915228366852e-11);
l_mut_448 = uint32(2);
if (l_379) {
const double l_2461 = l_mut_1563 - l_381;
const double l_2462 = abs(l_2461);
const double l_2463 = l_2462 * double(2.220446049250313e-16);
const double l_2464 = l_2458 + l_2463;
const double l_2465 = l_2461 + l_2464;
const double l_2466 = -l_2465;
const double l_2467 = l_2466 * double(7.1362384635298e44);
const double l_2468 = floor(l_2467);
const double l_2469 = l_2468 * double(1.401298464324817e-45);
l_mut_221 = l_2469;
const double l_2470 = abs(l_2466);
const bool l_2471 = l_2470 >= double(1.1754943508222875e-38);
if (l_2471) {
const float l_2472 = float(l_2466);
const double l_2473 = double(l_2472);
l_mut_221 = l_2473;
const bool l_2474 = l_mut_221 > l_2466;
if (l_2474) {
const uint32 l_2475 = reinterpret_cast<uint32 const&>(l_2472);
const uint32 l_2476 = l_2475 ^ uint32(2147483648);
const float l_2477 = reinterpret_cast<float const&>(l_2476);
const uint32 l_2478 = reinterpret_cast<uint32 const&>(l_2477);
const uint32 l_2479 = l_2478 + uint32(1);
l_mut_407 = l_2479;
const uint32 l_2480 = l_2478 & uint32(2147483647);
const bool l_2481 = l_2480 == uint32(0);
if (l_2481) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2482 = l_2478 & uint32(2147483648);
const bool l_2483 = l_2482 != uint32(0);
if (l_2483) {
const uint32 l_2484 = l_2478 - uint32(1);
l_mut_407 = l_2484;
} else {
const bool l_2485 = l_2478 == uint32(2139095040);
if (l_2485) {
l_mut_407 = l_2478;
}
}
}
const float l_2486 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2487 = reinterpret_cast<uint32 const&>(l_2486);
const uint32 l_2488 = l_2487 ^ uint32(2147483648);
const float l_2489 = reinterpret_cast<float const&>(l_2488);
const uint32 l_2490 = reinterpret_cast<uint32 const&>(l_2489);
const uint32 l_2491 = l_2490 & uint32(2147483647);
const float l_2492 = reinterpret_cast<float const&>(l_2491);
const double l_2493 = double(l_2492);
l_mut_166 = l_2493;
const bool l_2494 = l_2491 < uint32(8388608);
if (l_2494) {
const double l_2495 = double(l_2491);
const double l_2496 = l_2495 * double(1.401298464324817e-45);
l_mut_166 = l_2496;
}
const uint64 l_2497 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2498 = l_2490 >> uint32(31);
const uint64 l_2499 = uint64(l_2498);
const uint64 l_2500 = l_2499 << uint64(63);
const uint64 l_2501 = l_2497 | l_2500;
const double l_2502 = reinterpret_cast<double const&>(l_2501);
l_mut_221 = l_2502;
} else {
const uint32 l_2503 = reinterpret_cast<uint32 const&>(l_2472);
const uint32 l_2504 = l_2503 + uint32(1);
l_mut_407 = l_2504;
const uint32 l_2505 = l_2503 & uint32(2147483647);
const bool l_2506 = l_2505 == uint32(0);
if (l_2506) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2507 = l_2503 & uint32(2147483648);
const bool l_2508 = l_2507 != uint32(0);
if (l_2508) {
const uint32 l_2509 = l_2503 - uint32(1);
l_mut_407 = l_2509;
} else {
const bool l_2510 = l_2503 == uint32(2139095040);
if (l_2510) {
l_mut_407 = l_2503;
}
}
}
const float l_2511 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2512 = reinterpret_cast<uint32 const&>(l_2511);
const uint32 l_2513 = l_2512 & uint32(2147483647);
const float l_2514 = reinterpret_cast<float const&>(l_2513);
const double l_2515 = double(l_2514);
l_mut_166 = l_2515;
const bool l_2516 = l_2513 < uint32(8388608);
if (l_2516) {
const double l_2517 = double(l_2513);
const double l_2518 = l_2517 * double(1.401298464324817e-45);
l_mut_166 = l_2518;
}
const uint64 l_2519 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2520 = l_2512 >> uint32(31);
const uint64 l_2521 = uint64(l_2520);
const uint64 l_2522 = l_2521 << uint64(63);
const uint64 l_2523 = l_2519 | l_2522;
const double l_2524 = reinterpret_cast<double const&>(l_2523);
const bool l_2525 = l_2524 <= l_2466;
if (l_2525) {
const uint32 l_2526 = reinterpret_cast<uint32 const&>(l_2472);
const uint32 l_2527 = l_2526 + uint32(1);
l_mut_407 = l_2527;
const uint32 l_2528 = l_2526 & uint32(2147483647);
const bool l_2529 = l_2528 == uint32(0);
if (l_2529) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2530 = l_2526 & uint32(2147483648);
const bool l_2531 = l_2530 != uint32(0);
if (l_2531) {
const uint32 l_2532 = l_2526 - uint32(1);
l_mut_407 = l_2532;
} else {
const bool l_2533 = l_2526 == uint32(2139095040);
if (l_2533) {
l_mut_407 = l_2526;
}
}
}
const float l_2534 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2535 = reinterpret_cast<uint32 const&>(l_2534);
const uint32 l_2536 = l_2535 & uint32(2147483647);
const float l_2537 = reinterpret_cast<float const&>(l_2536);
const double l_2538 = double(l_2537);
l_mut_166 = l_2538;
const bool l_2539 = l_2536 < uint32(8388608);
if (l_2539) {
const double l_2540 = double(l_2536);
const double l_2541 = l_2540 * double(1.401298464324817e-45);
l_mut_166 = l_2541;
}
const uint64 l_2542 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2543 = l_2535 >> uint32(31);
const uint64 l_2544 = uint64(l_2543);
const uint64 l_2545 = l_2544 << uint64(63);
const uint64 l_2546 = l_2542 | l_2545;
const double l_2547 = reinterpret_cast<double const&>(l_2546);
l_mut_221 = l_2547;
}
}
}
const double l_2548 = -l_mut_221;
l_mut_221 = l_2548;
const bool l_2549 = bool(true) && bool(true);
if (l_2549) {
const double l_2550 = l_2461 + l_2464;
const double l_2551 = l_2550 * double(7.1362384635298e44);
const double l_2552 = floor(l_2551);
const double l_2553 = l_2552 * double(1.401298464324817e-45);
l_mut_166 = l_2553;
const double l_2554 = abs(l_2550);
const bool l_2555 = l_2554 >= double(1.1754943508222875e-38);
if (l_2555) {
const float l_2556 = float(l_2550);
const double l_2557 = double(l_2556);
l_mut_166 = l_2557;
const bool l_2558 = l_mut_166 > l_2550;
if (l_2558) {
const uint32 l_2559 = reinterpret_cast<uint32 const&>(l_2556);
const uint32 l_2560 = l_2559 ^ uint32(2147483648);
const float l_2561 = reinterpret_cast<float const&>(l_2560);
const uint32 l_2562 = reinterpret_cast<uint32 const&>(l_2561);
const uint32 l_2563 = l_2562 + uint32(1);
l_mut_407 = l_2563;
const uint32 l_2564 = l_2562 & uint32(2147483647);
const bool l_2565 = l_2564 == uint32(0);
if (l_2565) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2566 = l_2562 & uint32(2147483648);
const bool l_2567 = l_2566 != uint32(0);
if (l_2567) {
const uint32 l_2568 = l_2562 - uint32(1);
l_mut_407 = l_2568;
} else {
const bool l_2569 = l_2562 == uint32(2139095040);
if (l_2569) {
l_mut_407 = l_2562;
}
}
}
const float l_2570 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2571 = reinterpret_cast<uint32 const&>(l_2570);
const uint32 l_2572 = l_2571 ^ uint32(2147483648);
const float l_2573 = reinterpret_cast<float const&>(l_2572);
const uint32 l_2574 = reinterpret_cast<uint32 const&>(l_2573);
const uint32 l_2575 = l_2574 & uint32(2147483647);
const float l_2576 = reinterpret_cast<float const&>(l_2575);
const double l_2577 = double(l_2576);
l_mut_2578 = l_2577;
const bool l_2579 = l_2575 < uint32(8388608);
if (l_2579) {
const double l_2580 = double(l_2575);
const double l_2581 = l_2580 * double(1.401298464324817e-45);
l_mut_2578 = l_2581;
}
const uint64 l_2582 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_2583 = l_2574 >> uint32(31);
const uint64 l_2584 = uint64(l_2583);
const uint64 l_2585 = l_2584 << uint64(63);
const uint64 l_2586 = l_2582 | l_2585;
const double l_2587 = reinterpret_cast<double const&>(l_2586);
l_mut_166 = l_2587;
} else {
const uint32 l_2588 = reinterpret_cast<uint32 const&>(l_2556);
const uint32 l_2589 = l_2588 + uint32(1);
l_mut_407 = l_2589;
const uint32 l_2590 = l_2588 & uint32(2147483647);
const bool l_2591 = l_2590 == uint32(0);
if (l_2591) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2592 = l_2588 & uint32(2147483648);
const bool l_2593 = l_2592 != uint32(0);
if (l_2593) {
const uint32 l_2594 = l_2588 - uint32(1);
l_mut_407 = l_2594;
} else {
const bool l_2595 = l_2588 == uint32(2139095040);
if (l_2595) {
l_mut_407 = l_2588;
}
}
}
const float l_2596 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2597 = reinterpret_cast<uint32 const&>(l_2596);
const uint32 l_2598 = l_2597 & uint32(2147483647);
const float l_2599 = reinterpret_cast<float const&>(l_2598);
const double l_2600 = double(l_2599);
l_mut_2578 = l_2600;
const bool l_2601 = l_2598 < uint32(8388608);
if (l_2601) {
const double l_2602 = double(l_2598);
const double l_2603 = l_2602 * double(1.401298464324817e-45);
l_mut_2578 = l_2603;
}
const uint64 l_2604 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_2605 = l_2597 >> uint32(31);
const uint64 l_2606 = uint64(l_2605);
const uint64 l_2607 = l_2606 << uint64(63);
const uint64 l_2608 = l_2604 | l_2607;
const double l_2609 = reinterpret_cast<double const&>(l_2608);
const bool l_2610 = l_2609 <= l_2550;
if (l_2610) {
const uint32 l_2611 = reinterpret_cast<uint32 const&>(l_2556);
const uint32 l_2612 = l_2611 + uint32(1);
l_mut_407 = l_2612;
const uint32 l_2613 = l_2611 & uint32(2147483647);
const bool l_2614 = l_2613 == uint32(0);
if (l_2614) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2615 = l_2611 & uint32(2147483648);
const bool l_2616 = l_2615 != uint32(0);
if (l_2616) {
const uint32 l_2617 = l_2611 - uint32(1);
l_mut_407 = l_2617;
} else {
const bool l_2618 = l_2611 == uint32(2139095040);
if (l_2618) {
l_mut_407 = l_2611;
}
}
}
const float l_2619 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2620 = reinterpret_cast<uint32 const&>(l_2619);
const uint32 l_2621 = l_2620 & uint32(2147483647);
const float l_2622 = reinterpret_cast<float const&>(l_2621);
const double l_2623 = double(l_2622);
l_mut_2578 = l_2623;
const bool l_2624 = l_2621 < uint32(8388608);
if (l_2624) {
const double l_2625 = double(l_2621);
const double l_2626 = l_2625 * double(1.401298464324817e-45);
l_mut_2578 = l_2626;
}
const uint64 l_2627 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_2628 = l_2620 >> uint32(31);
const uint64 l_2629 = uint64(l_2628);
const uint64 l_2630 = l_2629 << uint64(63);
const uint64 l_2631 = l_2627 | l_2630;
const double l_2632 = reinterpret_cast<double const&>(l_2631);
l_mut_166 = l_2632;
}
}
}
l_mut_221 = l_mut_166;
} else {
const double l_2633 = l_2461 - l_2464;
const double l_2634 = l_2633 * double(7.1362384635298e44);
const double l_2635 = floor(l_2634);
const double l_2636 = l_2635 * double(1.401298464324817e-45);
l_mut_2578 = l_2636;
const double l_2637 = abs(l_2633);
const bool l_2638 = l_2637 >= double(1.1754943508222875e-38);
if (l_2638) {
const float l_2639 = float(l_2633);
const double l_2640 = double(l_2639);
l_mut_2578 = l_2640;
const bool l_2641 = l_mut_2578 > l_2633;
if (l_2641) {
const uint32 l_2642 = reinterpret_cast<uint32 const&>(l_2639);
const uint32 l_2643 = l_2642 ^ uint32(2147483648);
const float l_2644 = reinterpret_cast<float const&>(l_2643);
const uint32 l_2645 = reinterpret_cast<uint32 const&>(l_2644);
const uint32 l_2646 = l_2645 + uint32(1);
l_mut_407 = l_2646;
const uint32 l_2647 = l_2645 & uint32(2147483647);
const bool l_2648 = l_2647 == uint32(0);
if (l_2648) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2649 = l_2645 & uint32(2147483648);
const bool l_2650 = l_2649 != uint32(0);
if (l_2650) {
const uint32 l_2651 = l_2645 - uint32(1);
l_mut_407 = l_2651;
} else {
const bool l_2652 = l_2645 == uint32(2139095040);
if (l_2652) {
l_mut_407 = l_2645;
}
}
}
const float l_2653 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2654 = reinterpret_cast<uint32 const&>(l_2653);
const uint32 l_2655 = l_2654 ^ uint32(2147483648);
const float l_2656 = reinterpret_cast<float const&>(l_2655);
const uint32 l_2657 = reinterpret_cast<uint32 const&>(l_2656);
const uint32 l_2658 = l_2657 & uint32(2147483647);
const float l_2659 = reinterpret_cast<float const&>(l_2658);
const double l_2660 = double(l_2659);
l_mut_166 = l_2660;
const bool l_2661 = l_2658 < uint32(8388608);
if (l_2661) {
const double l_2662 = double(l_2658);
const double l_2663 = l_2662 * double(1.401298464324817e-45);
l_mut_166 = l_2663;
}
const uint64 l_2664 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2665 = l_2657 >> uint32(31);
const uint64 l_2666 = uint64(l_2665);
const uint64 l_2667 = l_2666 << uint64(63);
const uint64 l_2668 = l_2664 | l_2667;
const double l_2669 = reinterpret_cast<double const&>(l_2668);
l_mut_2578 = l_2669;
} else {
const uint32 l_2670 = reinterpret_cast<uint32 const&>(l_2639);
const uint32 l_2671 = l_2670 + uint32(1);
l_mut_407 = l_2671;
const uint32 l_2672 = l_2670 & uint32(2147483647);
const bool l_2673 = l_2672 == uint32(0);
if (l_2673) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2674 = l_2670 & uint32(2147483648);
const bool l_2675 = l_2674 != uint32(0);
if (l_2675) {
const uint32 l_2676 = l_2670 - uint32(1);
l_mut_407 = l_2676;
} else {
const bool l_2677 = l_2670 == uint32(2139095040);
if (l_2677) {
l_mut_407 = l_2670;
}
}
}
const float l_2678 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2679 = reinterpret_cast<uint32 const&>(l_2678);
const uint32 l_2680 = l_2679 & uint32(2147483647);
const float l_2681 = reinterpret_cast<float const&>(l_2680);
const double l_2682 = double(l_2681);
l_mut_166 = l_2682;
const bool l_2683 = l_2680 < uint32(8388608);
if (l_2683) {
const double l_2684 = double(l_2680);
const double l_2685 = l_2684 * double(1.401298464324817e-45);
l_mut_166 = l_2685;
}
const uint64 l_2686 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2687 = l_2679 >> uint32(31);
const uint64 l_2688 = uint64(l_2687);
const uint64 l_2689 = l_2688 << uint64(63);
const uint64 l_2690 = l_2686 | l_2689;
const double l_2691 = reinterpret_cast<double const&>(l_2690);
const bool l_2692 = l_2691 <= l_2633;
if (l_2692) {
const uint32 l_2693 = reinterpret_cast<uint32 const&>(l_2639);
const uint32 l_2694 = l_2693 + uint32(1);
l_mut_407 = l_2694;
const uint32 l_2695 = l_2693 & uint32(2147483647);
const bool l_2696 = l_2695 == uint32(0);
if (l_2696) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2697 = l_2693 & uint32(2147483648);
const bool l_2698 = l_2697 != uint32(0);
if (l_2698) {
const uint32 l_2699 = l_2693 - uint32(1);
l_mut_407 = l_2699;
} else {
const bool l_2700 = l_2693 == uint32(2139095040);
if (l_2700) {
l_mut_407 = l_2693;
}
}
}
const float l_2701 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2702 = reinterpret_cast<uint32 const&>(l_2701);
const uint32 l_2703 = l_2702 & uint32(2147483647);
const float l_2704 = reinterpret_cast<float const&>(l_2703);
const double l_2705 = double(l_2704);
l_mut_166 = l_2705;
const bool l_2706 = l_2703 < uint32(8388608);
if (l_2706) {
const double l_2707 = double(l_2703);
const double l_2708 = l_2707 * double(1.401298464324817e-45);
l_mut_166 = l_2708;
}
const uint64 l_2709 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2710 = l_2702 >> uint32(31);
const uint64 l_2711 = uint64(l_2710);
const uint64 l_2712 = l_2711 << uint64(63);
const uint64 l_2713 = l_2709 | l_2712;
const double l_2714 = reinterpret_cast<double const&>(l_2713);
l_mut_2578 = l_2714;
}
}
}
l_mut_221 = l_mut_2578;
}
const double l_2715 = l_mut_1563 + l_381;
const double l_2716 = abs(l_2715);
const double l_2717 = l_2716 * double(2.220446049250313e-16);
const double l_2718 = l_2458 + l_2717;
const double l_2719 = l_2715 + l_2718;
const double l_2720 = -l_2719;
const double l_2721 = l_2720 * double(7.1362384635298e44);
const double l_2722 = floor(l_2721);
const double l_2723 = l_2722 * double(1.401298464324817e-45);
l_mut_2578 = l_2723;
const double l_2724 = abs(l_2720);
const bool l_2725 = l_2724 >= double(1.1754943508222875e-38);
if (l_2725) {
const float l_2726 = float(l_2720);
const double l_2727 = double(l_2726);
l_mut_2578 = l_2727;
const bool l_2728 = l_mut_2578 > l_2720;
if (l_2728) {
const uint32 l_2729 = reinterpret_cast<uint32 const&>(l_2726);
const uint32 l_2730 = l_2729 ^ uint32(2147483648);
const float l_2731 = reinterpret_cast<float const&>(l_2730);
const uint32 l_2732 = reinterpret_cast<uint32 const&>(l_2731);
const uint32 l_2733 = l_2732 + uint32(1);
l_mut_407 = l_2733;
const uint32 l_2734 = l_2732 & uint32(2147483647);
const bool l_2735 = l_2734 == uint32(0);
if (l_2735) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2736 = l_2732 & uint32(2147483648);
const bool l_2737 = l_2736 != uint32(0);
if (l_2737) {
const uint32 l_2738 = l_2732 - uint32(1);
l_mut_407 = l_2738;
} else {
const bool l_2739 = l_2732 == uint32(2139095040);
if (l_2739) {
l_mut_407 = l_2732;
}
}
}
const float l_2740 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2741 = reinterpret_cast<uint32 const&>(l_2740);
const uint32 l_2742 = l_2741 ^ uint32(2147483648);
const float l_2743 = reinterpret_cast<float const&>(l_2742);
const uint32 l_2744 = reinterpret_cast<uint32 const&>(l_2743);
const uint32 l_2745 = l_2744 & uint32(2147483647);
const float l_2746 = reinterpret_cast<float const&>(l_2745);
const double l_2747 = double(l_2746);
l_mut_166 = l_2747;
const bool l_2748 = l_2745 < uint32(8388608);
if (l_2748) {
const double l_2749 = double(l_2745);
const double l_2750 = l_2749 * double(1.401298464324817e-45);
l_mut_166 = l_2750;
}
const uint64 l_2751 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2752 = l_2744 >> uint32(31);
const uint64 l_2753 = uint64(l_2752);
const uint64 l_2754 = l_2753 << uint64(63);
const uint64 l_2755 = l_2751 | l_2754;
const double l_2756 = reinterpret_cast<double const&>(l_2755);
l_mut_2578 = l_2756;
} else {
const uint32 l_2757 = reinterpret_cast<uint32 const&>(l_2726);
const uint32 l_2758 = l_2757 + uint32(1);
l_mut_407 = l_2758;
const uint32 l_2759 = l_2757 & uint32(2147483647);
const bool l_2760 = l_2759 == uint32(0);
if (l_2760) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2761 = l_2757 & uint32(2147483648);
const bool l_2762 = l_2761 != uint32(0);
if (l_2762) {
const uint32 l_2763 = l_2757 - uint32(1);
l_mut_407 = l_2763;
} else {
const bool l_2764 = l_2757 == uint32(2139095040);
if (l_2764) {
l_mut_407 = l_2757;
}
}
}
const float l_2765 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2766 = reinterpret_cast<uint32 const&>(l_2765);
const uint32 l_2767 = l_2766 & uint32(2147483647);
const float l_2768 = reinterpret_cast<float const&>(l_2767);
const double l_2769 = double(l_2768);
l_mut_166 = l_2769;
const bool l_2770 = l_2767 < uint32(8388608);
if (l_2770) {
const double l_2771 = double(l_2767);
const double l_2772 = l_2771 * double(1.401298464324817e-45);
l_mut_166 = l_2772;
}
const uint64 l_2773 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2774 = l_2766 >> uint32(31);
const uint64 l_2775 = uint64(l_2774);
const uint64 l_2776 = l_2775 << uint64(63);
const uint64 l_2777 = l_2773 | l_2776;
const double l_2778 = reinterpret_cast<double const&>(l_2777);
const bool l_2779 = l_2778 <= l_2720;
if (l_2779) {
const uint32 l_2780 = reinterpret_cast<uint32 const&>(l_2726);
const uint32 l_2781 = l_2780 + uint32(1);
l_mut_407 = l_2781;
const uint32 l_2782 = l_2780 & uint32(2147483647);
const bool l_2783 = l_2782 == uint32(0);
if (l_2783) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2784 = l_2780 & uint32(2147483648);
const bool l_2785 = l_2784 != uint32(0);
if (l_2785) {
const uint32 l_2786 = l_2780 - uint32(1);
l_mut_407 = l_2786;
} else {
const bool l_2787 = l_2780 == uint32(2139095040);
if (l_2787) {
l_mut_407 = l_2780;
}
}
}
const float l_2788 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2789 = reinterpret_cast<uint32 const&>(l_2788);
const uint32 l_2790 = l_2789 & uint32(2147483647);
const float l_2791 = reinterpret_cast<float const&>(l_2790);
const double l_2792 = double(l_2791);
l_mut_166 = l_2792;
const bool l_2793 = l_2790 < uint32(8388608);
if (l_2793) {
const double l_2794 = double(l_2790);
const double l_2795 = l_2794 * double(1.401298464324817e-45);
l_mut_166 = l_2795;
}
const uint64 l_2796 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2797 = l_2789 >> uint32(31);
const uint64 l_2798 = uint64(l_2797);
const uint64 l_2799 = l_2798 << uint64(63);
const uint64 l_2800 = l_2796 | l_2799;
const double l_2801 = reinterpret_cast<double const&>(l_2800);
l_mut_2578 = l_2801;
}
}
}
const double l_2802 = -l_mut_2578;
l_mut_2578 = l_2802;
const bool l_2803 = bool(false) && bool(true);
if (l_2803) {
const double l_2804 = l_2715 + l_2718;
const double l_2805 = l_2804 * double(7.1362384635298e44);
const double l_2806 = floor(l_2805);
const double l_2807 = l_2806 * double(1.401298464324817e-45);
l_mut_166 = l_2807;
const double l_2808 = abs(l_2804);
const bool l_2809 = l_2808 >= double(1.1754943508222875e-38);
if (l_2809) {
const float l_2810 = float(l_2804);
const double l_2811 = double(l_2810);
l_mut_166 = l_2811;
const bool l_2812 = l_mut_166 > l_2804;
if (l_2812) {
const uint32 l_2813 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2814 = l_2813 ^ uint32(2147483648);
const float l_2815 = reinterpret_cast<float const&>(l_2814);
const uint32 l_2816 = reinterpret_cast<uint32 const&>(l_2815);
const uint32 l_2817 = l_2816 + uint32(1);
l_mut_407 = l_2817;
const uint32 l_2818 = l_2816 & uint32(2147483647);
const bool l_2819 = l_2818 == uint32(0);
if (l_2819) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2820 = l_2816 & uint32(2147483648);
const bool l_2821 = l_2820 != uint32(0);
if (l_2821) {
const uint32 l_2822 = l_2816 - uint32(1);
l_mut_407 = l_2822;
} else {
const bool l_2823 = l_2816 == uint32(2139095040);
if (l_2823) {
l_mut_407 = l_2816;
}
}
}
const float l_2824 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2825 = reinterpret_cast<uint32 const&>(l_2824);
const uint32 l_2826 = l_2825 ^ uint32(2147483648);
const float l_2827 = reinterpret_cast<float const&>(l_2826);
const uint32 l_2828 = reinterpret_cast<uint32 const&>(l_2827);
const uint32 l_2829 = l_2828 & uint32(2147483647);
const float l_2830 = reinterpret_cast<float const&>(l_2829);
const double l_2831 = double(l_2830);
l_mut_2832 = l_2831;
const bool l_2833 = l_2829 < uint32(8388608);
if (l_2833) {
const double l_2834 = double(l_2829);
const double l_2835 = l_2834 * double(1.401298464324817e-45);
l_mut_2832 = l_2835;
}
const uint64 l_2836 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_2837 = l_2828 >> uint32(31);
const uint64 l_2838 = uint64(l_2837);
const uint64 l_2839 = l_2838 << uint64(63);
const uint64 l_2840 = l_2836 | l_2839;
const double l_2841 = reinterpret_cast<double const&>(l_2840);
l_mut_166 = l_2841;
} else {
const uint32 l_2842 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2843 = l_2842 + uint32(1);
l_mut_407 = l_2843;
const uint32 l_2844 = l_2842 & uint32(2147483647);
const bool l_2845 = l_2844 == uint32(0);
if (l_2845) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2846 = l_2842 & uint32(2147483648);
const bool l_2847 = l_2846 != uint32(0);
if (l_2847) {
const uint32 l_2848 = l_2842 - uint32(1);
l_mut_407 = l_2848;
} else {
const bool l_2849 = l_2842 == uint32(2139095040);
if (l_2849) {
l_mut_407 = l_2842;
}
}
}
const float l_2850 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2851 = reinterpret_cast<uint32 const&>(l_2850);
const uint32 l_2852 = l_2851 & uint32(2147483647);
const float l_2853 = reinterpret_cast<float const&>(l_2852);
const double l_2854 = double(l_2853);
l_mut_2832 = l_2854;
const bool l_2855 = l_2852 < uint32(8388608);
if (l_2855) {
const double l_2856 = double(l_2852);
const double l_2857 = l_2856 * double(1.401298464324817e-45);
l_mut_2832 = l_2857;
}
const uint64 l_2858 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_2859 = l_2851 >> uint32(31);
const uint64 l_2860 = uint64(l_2859);
const uint64 l_2861 = l_2860 << uint64(63);
const uint64 l_2862 = l_2858 | l_2861;
const double l_2863 = reinterpret_cast<double const&>(l_2862);
const bool l_2864 = l_2863 <= l_2804;
if (l_2864) {
const uint32 l_2865 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2866 = l_2865 + uint32(1);
l_mut_407 = l_2866;
const uint32 l_2867 = l_2865 & uint32(2147483647);
const bool l_2868 = l_2867 == uint32(0);
if (l_2868) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2869 = l_2865 & uint32(2147483648);
const bool l_2870 = l_2869 != uint32(0);
if (l_2870) {
const uint32 l_2871 = l_2865 - uint32(1);
l_mut_407 = l_2871;
} else {
const bool l_2872 = l_2865 == uint32(2139095040);
if (l_2872) {
l_mut_407 = l_2865;
}
}
}
const float l_2873 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2874 = reinterpret_cast<uint32 const&>(l_2873);
const uint32 l_2875 = l_2874 & uint32(2147483647);
const float l_2876 = reinterpret_cast<float const&>(l_2875);
const double l_2877 = double(l_2876);
l_mut_2832 = l_2877;
const bool l_2878 = l_2875 < uint32(8388608);
if (l_2878) {
const double l_2879 = double(l_2875);
const double l_2880 = l_2879 * double(1.401298464324817e-45);
l_mut_2832 = l_2880;
}
const uint64 l_2881 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_2882 = l_2874 >> uint32(31);
const uint64 l_2883 = uint64(l_2882);
const uint64 l_2884 = l_2883 << uint64(63);
const uint64 l_2885 = l_2881 | l_2884;
const double l_2886 = reinterpret_cast<double const&>(l_2885);
l_mut_166 = l_2886;
}
}
}
l_mut_2578 = l_mut_166;
} else {
const double l_2887 = l_2715 - l_2718;
const double l_2888 = -l_2887;
const double l_2889 = l_2888 * double(7.1362384635298e44);
const double l_2890 = floor(l_2889);
const double l_2891 = l_2890 * double(1.401298464324817e-45);
l_mut_2832 = l_2891;
const double l_2892 = abs(l_2888);
const bool l_2893 = l_2892 >= double(1.1754943508222875e-38);
if (l_2893) {
const float l_2894 = float(l_2888);
const double l_2895 = double(l_2894);
l_mut_2832 = l_2895;
const bool l_2896 = l_mut_2832 > l_2888;
if (l_2896) {
const uint32 l_2897 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2898 = l_2897 ^ uint32(2147483648);
const float l_2899 = reinterpret_cast<float const&>(l_2898);
const uint32 l_2900 = reinterpret_cast<uint32 const&>(l_2899);
const uint32 l_2901 = l_2900 + uint32(1);
l_mut_407 = l_2901;
const uint32 l_2902 = l_2900 & uint32(2147483647);
const bool l_2903 = l_2902 == uint32(0);
if (l_2903) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2904 = l_2900 & uint32(2147483648);
const bool l_2905 = l_2904 != uint32(0);
if (l_2905) {
const uint32 l_2906 = l_2900 - uint32(1);
l_mut_407 = l_2906;
} else {
const bool l_2907 = l_2900 == uint32(2139095040);
if (l_2907) {
l_mut_407 = l_2900;
}
}
}
const float l_2908 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2909 = reinterpret_cast<uint32 const&>(l_2908);
const uint32 l_2910 = l_2909 ^ uint32(2147483648);
const float l_2911 = reinterpret_cast<float const&>(l_2910);
const uint32 l_2912 = reinterpret_cast<uint32 const&>(l_2911);
const uint32 l_2913 = l_2912 & uint32(2147483647);
const float l_2914 = reinterpret_cast<float const&>(l_2913);
const double l_2915 = double(l_2914);
l_mut_166 = l_2915;
const bool l_2916 = l_2913 < uint32(8388608);
if (l_2916) {
const double l_2917 = double(l_2913);
const double l_2918 = l_2917 * double(1.401298464324817e-45);
l_mut_166 = l_2918;
}
const uint64 l_2919 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2920 = l_2912 >> uint32(31);
const uint64 l_2921 = uint64(l_2920);
const uint64 l_2922 = l_2921 << uint64(63);
const uint64 l_2923 = l_2919 | l_2922;
const double l_2924 = reinterpret_cast<double const&>(l_2923);
l_mut_2832 = l_2924;
} else {
const uint32 l_2925 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2926 = l_2925 + uint32(1);
l_mut_407 = l_2926;
const uint32 l_2927 = l_2925 & uint32(2147483647);
const bool l_2928 = l_2927 == uint32(0);
if (l_2928) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2929 = l_2925 & uint32(2147483648);
const bool l_2930 = l_2929 != uint32(0);
if (l_2930) {
const uint32 l_2931 = l_2925 - uint32(1);
l_mut_407 = l_2931;
} else {
const bool l_2932 = l_2925 == uint32(2139095040);
if (l_2932) {
l_mut_407 = l_2925;
}
}
}
const float l_2933 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2934 = reinterpret_cast<uint32 const&>(l_2933);
const uint32 l_2935 = l_2934 & uint32(2147483647);
const float l_2936 = reinterpret_cast<float const&>(l_2935);
const double l_2937 = double(l_2936);
l_mut_166 = l_2937;
const bool l_2938 = l_2935 < uint32(8388608);
if (l_2938) {
const double l_2939 = double(l_2935);
const double l_2940 = l_2939 * double(1.401298464324817e-45);
l_mut_166 = l_2940;
}
const uint64 l_2941 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2942 = l_2934 >> uint32(31);
const uint64 l_2943 = uint64(l_2942);
const uint64 l_2944 = l_2943 << uint64(63);
const uint64 l_2945 = l_2941 | l_2944;
const double l_2946 = reinterpret_cast<double const&>(l_2945);
const bool l_2947 = l_2946 <= l_2888;
if (l_2947) {
const uint32 l_2948 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2949 = l_2948 + uint32(1);
l_mut_407 = l_2949;
const uint32 l_2950 = l_2948 & uint32(2147483647);
const bool l_2951 = l_2950 == uint32(0);
if (l_2951) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2952 = l_2948 & uint32(2147483648);
const bool l_2953 = l_2952 != uint32(0);
if (l_2953) {
const uint32 l_2954 = l_2948 - uint32(1);
l_mut_407 = l_2954;
} else {
const bool l_2955 = l_2948 == uint32(2139095040);
if (l_2955) {
l_mut_407 = l_2948;
}
}
}
const float l_2956 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2957 = reinterpret_cast<uint32 const&>(l_2956);
const uint32 l_2958 = l_2957 & uint32(2147483647);
const float l_2959 = reinterpret_cast<float const&>(l_2958);
const double l_2960 = double(l_2959);
l_mut_166 = l_2960;
const bool l_2961 = l_2958 < uint32(8388608);
if (l_2961) {
const double l_2962 = double(l_2958);
const double l_2963 = l_2962 * double(1.401298464324817e-45);
l_mut_166 = l_2963;
}
const uint64 l_2964 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2965 = l_2957 >> uint32(31);
const uint64 l_2966 = uint64(l_2965);
const uint64 l_2967 = l_2966 << uint64(63);
const uint64 l_2968 = l_2964 | l_2967;
const double l_2969 = reinterpret_cast<double const&>(l_2968);
l_mut_2832 = l_2969;
}
}
}
const double l_2970 = -l_mut_2832;
l_mut_2578 = l_2970;
}
const double l_2971 = l_mut_1480 - l_381;
const double l_2972 = abs(l_2971);
const double l_2973 = l_2972 * double(2.220446049250313e-16);
const double l_2974 = l_2460 + l_2973;
const double l_2975 = l_2971 + l_2974;
const double l_2976 = -l_2975;
const double l_2977 = l_2976 * double(7.1362384635298e44);
const double l_2978 = floor(l_2977);
const double l_2979 = l_2978 * double(1.401298464324817e-45);
l_mut_2832 = l_2979;
const double l_2980 = abs(l_2976);
const bool l_2981 = l_2980 >= double(1.1754943508222875e-38);
if (l_2981) {
const float l_2982 = float(l_2976);
const double l_2983 = double(l_2982);
l_mut_2832 = l_2983;
const bool l_2984 = l_mut_2832 > l_2976;
if (l_2984) {
const uint32 l_2985 = reinterpret_cast<uint32 const&>(l_2982);
const uint32 l_2986 = l_2985 ^ uint32(2147483648);
const float l_2987 = reinterpret_cast<float const&>(l_2986);
const uint32 l_2988 = reinterpret_cast<uint32 const&>(l_2987);
const uint32 l_2989 = l_2988 + uint32(1);
l_mut_407 = l_2989;
const uint32 l_2990 = l_2988 & uint32(2147483647);
const bool l_2991 = l_2990 == uint32(0);
if (l_2991) {
l_mut_407 = uint32(1);
} else {
const uint32 l_2992 = l_2988 & uint32(2147483648);
const bool l_2993 = l_2992 != uint32(0);
if (l_2993) {
const uint32 l_2994 = l_2988 - uint32(1);
l_mut_407 = l_2994;
} else {
const bool l_2995 = l_2988 == uint32(2139095040);
if (l_2995) {
l_mut_407 = l_2988;
}
}
}
const float l_2996 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_2997 = reinterpret_cast<uint32 const&>(l_2996);
const uint32 l_2998 = l_2997 ^ uint32(2147483648);
const float l_2999 = reinterpret_cast<float const&>(l_2998);
const uint32 l_3000 = reinterpret_cast<uint32 const&>(l_2999);
const uint32 l_3001 = l_3000 & uint32(2147483647);
const float l_3002 = reinterpret_cast<float const&>(l_3001);
const double l_3003 = double(l_3002);
l_mut_166 = l_3003;
const bool l_3004 = l_3001 < uint32(8388608);
if (l_3004) {
const double l_3005 = double(l_3001);
const double l_3006 = l_3005 * double(1.401298464324817e-45);
l_mut_166 = l_3006;
}
const uint64 l_3007 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3008 = l_3000 >> uint32(31);
const uint64 l_3009 = uint64(l_3008);
const uint64 l_3010 = l_3009 << uint64(63);
const uint64 l_3011 = l_3007 | l_3010;
const double l_3012 = reinterpret_cast<double const&>(l_3011);
l_mut_2832 = l_3012;
} else {
const uint32 l_3013 = reinterpret_cast<uint32 const&>(l_2982);
const uint32 l_3014 = l_3013 + uint32(1);
l_mut_407 = l_3014;
const uint32 l_3015 = l_3013 & uint32(2147483647);
const bool l_3016 = l_3015 == uint32(0);
if (l_3016) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3017 = l_3013 & uint32(2147483648);
const bool l_3018 = l_3017 != uint32(0);
if (l_3018) {
const uint32 l_3019 = l_3013 - uint32(1);
l_mut_407 = l_3019;
} else {
const bool l_3020 = l_3013 == uint32(2139095040);
if (l_3020) {
l_mut_407 = l_3013;
}
}
}
const float l_3021 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3022 = reinterpret_cast<uint32 const&>(l_3021);
const uint32 l_3023 = l_3022 & uint32(2147483647);
const float l_3024 = reinterpret_cast<float const&>(l_3023);
const double l_3025 = double(l_3024);
l_mut_166 = l_3025;
const bool l_3026 = l_3023 < uint32(8388608);
if (l_3026) {
const double l_3027 = double(l_3023);
const double l_3028 = l_3027 * double(1.401298464324817e-45);
l_mut_166 = l_3028;
}
const uint64 l_3029 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3030 = l_3022 >> uint32(31);
const uint64 l_3031 = uint64(l_3030);
const uint64 l_3032 = l_3031 << uint64(63);
const uint64 l_3033 = l_3029 | l_3032;
const double l_3034 = reinterpret_cast<double const&>(l_3033);
const bool l_3035 = l_3034 <= l_2976;
if (l_3035) {
const uint32 l_3036 = reinterpret_cast<uint32 const&>(l_2982);
const uint32 l_3037 = l_3036 + uint32(1);
l_mut_407 = l_3037;
const uint32 l_3038 = l_3036 & uint32(2147483647);
const bool l_3039 = l_3038 == uint32(0);
if (l_3039) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3040 = l_3036 & uint32(2147483648);
const bool l_3041 = l_3040 != uint32(0);
if (l_3041) {
const uint32 l_3042 = l_3036 - uint32(1);
l_mut_407 = l_3042;
} else {
const bool l_3043 = l_3036 == uint32(2139095040);
if (l_3043) {
l_mut_407 = l_3036;
}
}
}
const float l_3044 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3045 = reinterpret_cast<uint32 const&>(l_3044);
const uint32 l_3046 = l_3045 & uint32(2147483647);
const float l_3047 = reinterpret_cast<float const&>(l_3046);
const double l_3048 = double(l_3047);
l_mut_166 = l_3048;
const bool l_3049 = l_3046 < uint32(8388608);
if (l_3049) {
const double l_3050 = double(l_3046);
const double l_3051 = l_3050 * double(1.401298464324817e-45);
l_mut_166 = l_3051;
}
const uint64 l_3052 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3053 = l_3045 >> uint32(31);
const uint64 l_3054 = uint64(l_3053);
const uint64 l_3055 = l_3054 << uint64(63);
const uint64 l_3056 = l_3052 | l_3055;
const double l_3057 = reinterpret_cast<double const&>(l_3056);
l_mut_2832 = l_3057;
}
}
}
const double l_3058 = -l_mut_2832;
l_mut_2832 = l_3058;
const bool l_3059 = bool(true) && bool(true);
if (l_3059) {
const double l_3060 = l_2971 + l_2974;
const double l_3061 = l_3060 * double(7.1362384635298e44);
const double l_3062 = floor(l_3061);
const double l_3063 = l_3062 * double(1.401298464324817e-45);
l_mut_166 = l_3063;
const double l_3064 = abs(l_3060);
const bool l_3065 = l_3064 >= double(1.1754943508222875e-38);
if (l_3065) {
const float l_3066 = float(l_3060);
const double l_3067 = double(l_3066);
l_mut_166 = l_3067;
const bool l_3068 = l_mut_166 > l_3060;
if (l_3068) {
const uint32 l_3069 = reinterpret_cast<uint32 const&>(l_3066);
const uint32 l_3070 = l_3069 ^ uint32(2147483648);
const float l_3071 = reinterpret_cast<float const&>(l_3070);
const uint32 l_3072 = reinterpret_cast<uint32 const&>(l_3071);
const uint32 l_3073 = l_3072 + uint32(1);
l_mut_407 = l_3073;
const uint32 l_3074 = l_3072 & uint32(2147483647);
const bool l_3075 = l_3074 == uint32(0);
if (l_3075) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3076 = l_3072 & uint32(2147483648);
const bool l_3077 = l_3076 != uint32(0);
if (l_3077) {
const uint32 l_3078 = l_3072 - uint32(1);
l_mut_407 = l_3078;
} else {
const bool l_3079 = l_3072 == uint32(2139095040);
if (l_3079) {
l_mut_407 = l_3072;
}
}
}
const float l_3080 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3081 = reinterpret_cast<uint32 const&>(l_3080);
const uint32 l_3082 = l_3081 ^ uint32(2147483648);
const float l_3083 = reinterpret_cast<float const&>(l_3082);
const uint32 l_3084 = reinterpret_cast<uint32 const&>(l_3083);
const uint32 l_3085 = l_3084 & uint32(2147483647);
const float l_3086 = reinterpret_cast<float const&>(l_3085);
const double l_3087 = double(l_3086);
l_mut_3088 = l_3087;
const bool l_3089 = l_3085 < uint32(8388608);
if (l_3089) {
const double l_3090 = double(l_3085);
const double l_3091 = l_3090 * double(1.401298464324817e-45);
l_mut_3088 = l_3091;
}
const uint64 l_3092 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_3093 = l_3084 >> uint32(31);
const uint64 l_3094 = uint64(l_3093);
const uint64 l_3095 = l_3094 << uint64(63);
const uint64 l_3096 = l_3092 | l_3095;
const double l_3097 = reinterpret_cast<double const&>(l_3096);
l_mut_166 = l_3097;
} else {
const uint32 l_3098 = reinterpret_cast<uint32 const&>(l_3066);
const uint32 l_3099 = l_3098 + uint32(1);
l_mut_407 = l_3099;
const uint32 l_3100 = l_3098 & uint32(2147483647);
const bool l_3101 = l_3100 == uint32(0);
if (l_3101) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3102 = l_3098 & uint32(2147483648);
const bool l_3103 = l_3102 != uint32(0);
if (l_3103) {
const uint32 l_3104 = l_3098 - uint32(1);
l_mut_407 = l_3104;
} else {
const bool l_3105 = l_3098 == uint32(2139095040);
if (l_3105) {
l_mut_407 = l_3098;
}
}
}
const float l_3106 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3107 = reinterpret_cast<uint32 const&>(l_3106);
const uint32 l_3108 = l_3107 & uint32(2147483647);
const float l_3109 = reinterpret_cast<float const&>(l_3108);
const double l_3110 = double(l_3109);
l_mut_3088 = l_3110;
const bool l_3111 = l_3108 < uint32(8388608);
if (l_3111) {
const double l_3112 = double(l_3108);
const double l_3113 = l_3112 * double(1.401298464324817e-45);
l_mut_3088 = l_3113;
}
const uint64 l_3114 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_3115 = l_3107 >> uint32(31);
const uint64 l_3116 = uint64(l_3115);
const uint64 l_3117 = l_3116 << uint64(63);
const uint64 l_3118 = l_3114 | l_3117;
const double l_3119 = reinterpret_cast<double const&>(l_3118);
const bool l_3120 = l_3119 <= l_3060;
if (l_3120) {
const uint32 l_3121 = reinterpret_cast<uint32 const&>(l_3066);
const uint32 l_3122 = l_3121 + uint32(1);
l_mut_407 = l_3122;
const uint32 l_3123 = l_3121 & uint32(2147483647);
const bool l_3124 = l_3123 == uint32(0);
if (l_3124) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3125 = l_3121 & uint32(2147483648);
const bool l_3126 = l_3125 != uint32(0);
if (l_3126) {
const uint32 l_3127 = l_3121 - uint32(1);
l_mut_407 = l_3127;
} else {
const bool l_3128 = l_3121 == uint32(2139095040);
if (l_3128) {
l_mut_407 = l_3121;
}
}
}
const float l_3129 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3130 = reinterpret_cast<uint32 const&>(l_3129);
const uint32 l_3131 = l_3130 & uint32(2147483647);
const float l_3132 = reinterpret_cast<float const&>(l_3131);
const double l_3133 = double(l_3132);
l_mut_3088 = l_3133;
const bool l_3134 = l_3131 < uint32(8388608);
if (l_3134) {
const double l_3135 = double(l_3131);
const double l_3136 = l_3135 * double(1.401298464324817e-45);
l_mut_3088 = l_3136;
}
const uint64 l_3137 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_3138 = l_3130 >> uint32(31);
const uint64 l_3139 = uint64(l_3138);
const uint64 l_3140 = l_3139 << uint64(63);
const uint64 l_3141 = l_3137 | l_3140;
const double l_3142 = reinterpret_cast<double const&>(l_3141);
l_mut_166 = l_3142;
}
}
}
l_mut_2832 = l_mut_166;
} else {
const double l_3143 = l_2971 - l_2974;
const double l_3144 = l_3143 * double(7.1362384635298e44);
const double l_3145 = floor(l_3144);
const double l_3146 = l_3145 * double(1.401298464324817e-45);
l_mut_3088 = l_3146;
const double l_3147 = abs(l_3143);
const bool l_3148 = l_3147 >= double(1.1754943508222875e-38);
if (l_3148) {
const float l_3149 = float(l_3143);
const double l_3150 = double(l_3149);
l_mut_3088 = l_3150;
const bool l_3151 = l_mut_3088 > l_3143;
if (l_3151) {
const uint32 l_3152 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3153 = l_3152 ^ uint32(2147483648);
const float l_3154 = reinterpret_cast<float const&>(l_3153);
const uint32 l_3155 = reinterpret_cast<uint32 const&>(l_3154);
const uint32 l_3156 = l_3155 + uint32(1);
l_mut_407 = l_3156;
const uint32 l_3157 = l_3155 & uint32(2147483647);
const bool l_3158 = l_3157 == uint32(0);
if (l_3158) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3159 = l_3155 & uint32(2147483648);
const bool l_3160 = l_3159 != uint32(0);
if (l_3160) {
const uint32 l_3161 = l_3155 - uint32(1);
l_mut_407 = l_3161;
} else {
const bool l_3162 = l_3155 == uint32(2139095040);
if (l_3162) {
l_mut_407 = l_3155;
}
}
}
const float l_3163 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3164 = reinterpret_cast<uint32 const&>(l_3163);
const uint32 l_3165 = l_3164 ^ uint32(2147483648);
const float l_3166 = reinterpret_cast<float const&>(l_3165);
const uint32 l_3167 = reinterpret_cast<uint32 const&>(l_3166);
const uint32 l_3168 = l_3167 & uint32(2147483647);
const float l_3169 = reinterpret_cast<float const&>(l_3168);
const double l_3170 = double(l_3169);
l_mut_166 = l_3170;
const bool l_3171 = l_3168 < uint32(8388608);
if (l_3171) {
const double l_3172 = double(l_3168);
const double l_3173 = l_3172 * double(1.401298464324817e-45);
l_mut_166 = l_3173;
}
const uint64 l_3174 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3175 = l_3167 >> uint32(31);
const uint64 l_3176 = uint64(l_3175);
const uint64 l_3177 = l_3176 << uint64(63);
const uint64 l_3178 = l_3174 | l_3177;
const double l_3179 = reinterpret_cast<double const&>(l_3178);
l_mut_3088 = l_3179;
} else {
const uint32 l_3180 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3181 = l_3180 + uint32(1);
l_mut_407 = l_3181;
const uint32 l_3182 = l_3180 & uint32(2147483647);
const bool l_3183 = l_3182 == uint32(0);
if (l_3183) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3184 = l_3180 & uint32(2147483648);
const bool l_3185 = l_3184 != uint32(0);
if (l_3185) {
const uint32 l_3186 = l_3180 - uint32(1);
l_mut_407 = l_3186;
} else {
const bool l_3187 = l_3180 == uint32(2139095040);
if (l_3187) {
l_mut_407 = l_3180;
}
}
}
const float l_3188 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3189 = reinterpret_cast<uint32 const&>(l_3188);
const uint32 l_3190 = l_3189 & uint32(2147483647);
const float l_3191 = reinterpret_cast<float const&>(l_3190);
const double l_3192 = double(l_3191);
l_mut_166 = l_3192;
const bool l_3193 = l_3190 < uint32(8388608);
if (l_3193) {
const double l_3194 = double(l_3190);
const double l_3195 = l_3194 * double(1.401298464324817e-45);
l_mut_166 = l_3195;
}
const uint64 l_3196 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3197 = l_3189 >> uint32(31);
const uint64 l_3198 = uint64(l_3197);
const uint64 l_3199 = l_3198 << uint64(63);
const uint64 l_3200 = l_3196 | l_3199;
const double l_3201 = reinterpret_cast<double const&>(l_3200);
const bool l_3202 = l_3201 <= l_3143;
if (l_3202) {
const uint32 l_3203 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3204 = l_3203 + uint32(1);
l_mut_407 = l_3204;
const uint32 l_3205 = l_3203 & uint32(2147483647);
const bool l_3206 = l_3205 == uint32(0);
if (l_3206) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3207 = l_3203 & uint32(2147483648);
const bool l_3208 = l_3207 != uint32(0);
if (l_3208) {
const uint32 l_3209 = l_3203 - uint32(1);
l_mut_407 = l_3209;
} else {
const bool l_3210 = l_3203 == uint32(2139095040);
if (l_3210) {
l_mut_407 = l_3203;
}
}
}
const float l_3211 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3212 = reinterpret_cast<uint32 const&>(l_3211);
const uint32 l_3213 = l_3212 & uint32(2147483647);
const float l_3214 = reinterpret_cast<float const&>(l_3213);
const double l_3215 = double(l_3214);
l_mut_166 = l_3215;
const bool l_3216 = l_3213 < uint32(8388608);
if (l_3216) {
const double l_3217 = double(l_3213);
const double l_3218 = l_3217 * double(1.401298464324817e-45);
l_mut_166 = l_3218;
}
const uint64 l_3219 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3220 = l_3212 >> uint32(31);
const uint64 l_3221 = uint64(l_3220);
const uint64 l_3222 = l_3221 << uint64(63);
const uint64 l_3223 = l_3219 | l_3222;
const double l_3224 = reinterpret_cast<double const&>(l_3223);
l_mut_3088 = l_3224;
}
}
}
l_mut_2832 = l_mut_3088;
}
const double l_3225 = l_mut_1480 + l_381;
const double l_3226 = abs(l_3225);
const double l_3227 = l_3226 * double(2.220446049250313e-16);
const double l_3228 = l_2460 + l_3227;
const double l_3229 = l_3225 + l_3228;
const double l_3230 = -l_3229;
const double l_3231 = l_3230 * double(7.1362384635298e44);
const double l_3232 = floor(l_3231);
const double l_3233 = l_3232 * double(1.401298464324817e-45);
l_mut_3088 = l_3233;
const double l_3234 = abs(l_3230);
const bool l_3235 = l_3234 >= double(1.1754943508222875e-38);
if (l_3235) {
const float l_3236 = float(l_3230);
const double l_3237 = double(l_3236);
l_mut_3088 = l_3237;
const bool l_3238 = l_mut_3088 > l_3230;
if (l_3238) {
const uint32 l_3239 = reinterpret_cast<uint32 const&>(l_3236);
const uint32 l_3240 = l_3239 ^ uint32(2147483648);
const float l_3241 = reinterpret_cast<float const&>(l_3240);
const uint32 l_3242 = reinterpret_cast<uint32 const&>(l_3241);
const uint32 l_3243 = l_3242 + uint32(1);
l_mut_407 = l_3243;
const uint32 l_3244 = l_3242 & uint32(2147483647);
const bool l_3245 = l_3244 == uint32(0);
if (l_3245) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3246 = l_3242 & uint32(2147483648);
const bool l_3247 = l_3246 != uint32(0);
if (l_3247) {
const uint32 l_3248 = l_3242 - uint32(1);
l_mut_407 = l_3248;
} else {
const bool l_3249 = l_3242 == uint32(2139095040);
if (l_3249) {
l_mut_407 = l_3242;
}
}
}
const float l_3250 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3251 = reinterpret_cast<uint32 const&>(l_3250);
const uint32 l_3252 = l_3251 ^ uint32(2147483648);
const float l_3253 = reinterpret_cast<float const&>(l_3252);
const uint32 l_3254 = reinterpret_cast<uint32 const&>(l_3253);
const uint32 l_3255 = l_3254 & uint32(2147483647);
const float l_3256 = reinterpret_cast<float const&>(l_3255);
const double l_3257 = double(l_3256);
l_mut_166 = l_3257;
const bool l_3258 = l_3255 < uint32(8388608);
if (l_3258) {
const double l_3259 = double(l_3255);
const double l_3260 = l_3259 * double(1.401298464324817e-45);
l_mut_166 = l_3260;
}
const uint64 l_3261 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3262 = l_3254 >> uint32(31);
const uint64 l_3263 = uint64(l_3262);
const uint64 l_3264 = l_3263 << uint64(63);
const uint64 l_3265 = l_3261 | l_3264;
const double l_3266 = reinterpret_cast<double const&>(l_3265);
l_mut_3088 = l_3266;
} else {
const uint32 l_3267 = reinterpret_cast<uint32 const&>(l_3236);
const uint32 l_3268 = l_3267 + uint32(1);
l_mut_407 = l_3268;
const uint32 l_3269 = l_3267 & uint32(2147483647);
const bool l_3270 = l_3269 == uint32(0);
if (l_3270) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3271 = l_3267 & uint32(2147483648);
const bool l_3272 = l_3271 != uint32(0);
if (l_3272) {
const uint32 l_3273 = l_3267 - uint32(1);
l_mut_407 = l_3273;
} else {
const bool l_3274 = l_3267 == uint32(2139095040);
if (l_3274) {
l_mut_407 = l_3267;
}
}
}
const float l_3275 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3276 = reinterpret_cast<uint32 const&>(l_3275);
const uint32 l_3277 = l_3276 & uint32(2147483647);
const float l_3278 = reinterpret_cast<float const&>(l_3277);
const double l_3279 = double(l_3278);
l_mut_166 = l_3279;
const bool l_3280 = l_3277 < uint32(8388608);
if (l_3280) {
const double l_3281 = double(l_3277);
const double l_3282 = l_3281 * double(1.401298464324817e-45);
l_mut_166 = l_3282;
}
const uint64 l_3283 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3284 = l_3276 >> uint32(31);
const uint64 l_3285 = uint64(l_3284);
const uint64 l_3286 = l_3285 << uint64(63);
const uint64 l_3287 = l_3283 | l_3286;
const double l_3288 = reinterpret_cast<double const&>(l_3287);
const bool l_3289 = l_3288 <= l_3230;
if (l_3289) {
const uint32 l_3290 = reinterpret_cast<uint32 const&>(l_3236);
const uint32 l_3291 = l_3290 + uint32(1);
l_mut_407 = l_3291;
const uint32 l_3292 = l_3290 & uint32(2147483647);
const bool l_3293 = l_3292 == uint32(0);
if (l_3293) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3294 = l_3290 & uint32(2147483648);
const bool l_3295 = l_3294 != uint32(0);
if (l_3295) {
const uint32 l_3296 = l_3290 - uint32(1);
l_mut_407 = l_3296;
} else {
const bool l_3297 = l_3290 == uint32(2139095040);
if (l_3297) {
l_mut_407 = l_3290;
}
}
}
const float l_3298 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3299 = reinterpret_cast<uint32 const&>(l_3298);
const uint32 l_3300 = l_3299 & uint32(2147483647);
const float l_3301 = reinterpret_cast<float const&>(l_3300);
const double l_3302 = double(l_3301);
l_mut_166 = l_3302;
const bool l_3303 = l_3300 < uint32(8388608);
if (l_3303) {
const double l_3304 = double(l_3300);
const double l_3305 = l_3304 * double(1.401298464324817e-45);
l_mut_166 = l_3305;
}
const uint64 l_3306 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3307 = l_3299 >> uint32(31);
const uint64 l_3308 = uint64(l_3307);
const uint64 l_3309 = l_3308 << uint64(63);
const uint64 l_3310 = l_3306 | l_3309;
const double l_3311 = reinterpret_cast<double const&>(l_3310);
l_mut_3088 = l_3311;
}
}
}
const double l_3312 = -l_mut_3088;
l_mut_3088 = l_3312;
const bool l_3313 = bool(false) && bool(true);
if (l_3313) {
const double l_3314 = l_3225 + l_3228;
const double l_3315 = l_3314 * double(7.1362384635298e44);
const double l_3316 = floor(l_3315);
const double l_3317 = l_3316 * double(1.401298464324817e-45);
l_mut_166 = l_3317;
const double l_3318 = abs(l_3314);
const bool l_3319 = l_3318 >= double(1.1754943508222875e-38);
if (l_3319) {
const float l_3320 = float(l_3314);
const double l_3321 = double(l_3320);
l_mut_166 = l_3321;
const bool l_3322 = l_mut_166 > l_3314;
if (l_3322) {
const uint32 l_3323 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3324 = l_3323 ^ uint32(2147483648);
const float l_3325 = reinterpret_cast<float const&>(l_3324);
const uint32 l_3326 = reinterpret_cast<uint32 const&>(l_3325);
const uint32 l_3327 = l_3326 + uint32(1);
l_mut_407 = l_3327;
const uint32 l_3328 = l_3326 & uint32(2147483647);
const bool l_3329 = l_3328 == uint32(0);
if (l_3329) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3330 = l_3326 & uint32(2147483648);
const bool l_3331 = l_3330 != uint32(0);
if (l_3331) {
const uint32 l_3332 = l_3326 - uint32(1);
l_mut_407 = l_3332;
} else {
const bool l_3333 = l_3326 == uint32(2139095040);
if (l_3333) {
l_mut_407 = l_3326;
}
}
}
const float l_3334 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3335 = reinterpret_cast<uint32 const&>(l_3334);
const uint32 l_3336 = l_3335 ^ uint32(2147483648);
const float l_3337 = reinterpret_cast<float const&>(l_3336);
const uint32 l_3338 = reinterpret_cast<uint32 const&>(l_3337);
const uint32 l_3339 = l_3338 & uint32(2147483647);
const float l_3340 = reinterpret_cast<float const&>(l_3339);
const double l_3341 = double(l_3340);
l_mut_3342 = l_3341;
const bool l_3343 = l_3339 < uint32(8388608);
if (l_3343) {
const double l_3344 = double(l_3339);
const double l_3345 = l_3344 * double(1.401298464324817e-45);
l_mut_3342 = l_3345;
}
const uint64 l_3346 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_3347 = l_3338 >> uint32(31);
const uint64 l_3348 = uint64(l_3347);
const uint64 l_3349 = l_3348 << uint64(63);
const uint64 l_3350 = l_3346 | l_3349;
const double l_3351 = reinterpret_cast<double const&>(l_3350);
l_mut_166 = l_3351;
} else {
const uint32 l_3352 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3353 = l_3352 + uint32(1);
l_mut_407 = l_3353;
const uint32 l_3354 = l_3352 & uint32(2147483647);
const bool l_3355 = l_3354 == uint32(0);
if (l_3355) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3356 = l_3352 & uint32(2147483648);
const bool l_3357 = l_3356 != uint32(0);
if (l_3357) {
const uint32 l_3358 = l_3352 - uint32(1);
l_mut_407 = l_3358;
} else {
const bool l_3359 = l_3352 == uint32(2139095040);
if (l_3359) {
l_mut_407 = l_3352;
}
}
}
const float l_3360 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3361 = reinterpret_cast<uint32 const&>(l_3360);
const uint32 l_3362 = l_3361 & uint32(2147483647);
const float l_3363 = reinterpret_cast<float const&>(l_3362);
const double l_3364 = double(l_3363);
l_mut_3342 = l_3364;
const bool l_3365 = l_3362 < uint32(8388608);
if (l_3365) {
const double l_3366 = double(l_3362);
const double l_3367 = l_3366 * double(1.401298464324817e-45);
l_mut_3342 = l_3367;
}
const uint64 l_3368 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_3369 = l_3361 >> uint32(31);
const uint64 l_3370 = uint64(l_3369);
const uint64 l_3371 = l_3370 << uint64(63);
const uint64 l_3372 = l_3368 | l_3371;
const double l_3373 = reinterpret_cast<double const&>(l_3372);
const bool l_3374 = l_3373 <= l_3314;
if (l_3374) {
const uint32 l_3375 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3376 = l_3375 + uint32(1);
l_mut_407 = l_3376;
const uint32 l_3377 = l_3375 & uint32(2147483647);
const bool l_3378 = l_3377 == uint32(0);
if (l_3378) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3379 = l_3375 & uint32(2147483648);
const bool l_3380 = l_3379 != uint32(0);
if (l_3380) {
const uint32 l_3381 = l_3375 - uint32(1);
l_mut_407 = l_3381;
} else {
const bool l_3382 = l_3375 == uint32(2139095040);
if (l_3382) {
l_mut_407 = l_3375;
}
}
}
const float l_3383 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3384 = reinterpret_cast<uint32 const&>(l_3383);
const uint32 l_3385 = l_3384 & uint32(2147483647);
const float l_3386 = reinterpret_cast<float const&>(l_3385);
const double l_3387 = double(l_3386);
l_mut_3342 = l_3387;
const bool l_3388 = l_3385 < uint32(8388608);
if (l_3388) {
const double l_3389 = double(l_3385);
const double l_3390 = l_3389 * double(1.401298464324817e-45);
l_mut_3342 = l_3390;
}
const uint64 l_3391 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_3392 = l_3384 >> uint32(31);
const uint64 l_3393 = uint64(l_3392);
const uint64 l_3394 = l_3393 << uint64(63);
const uint64 l_3395 = l_3391 | l_3394;
const double l_3396 = reinterpret_cast<double const&>(l_3395);
l_mut_166 = l_3396;
}
}
}
l_mut_3088 = l_mut_166;
} else {
const double l_3397 = l_3225 - l_3228;
const double l_3398 = -l_3397;
const double l_3399 = l_3398 * double(7.1362384635298e44);
const double l_3400 = floor(l_3399);
const double l_3401 = l_3400 * double(1.401298464324817e-45);
l_mut_3342 = l_3401;
const double l_3402 = abs(l_3398);
const bool l_3403 = l_3402 >= double(1.1754943508222875e-38);
if (l_3403) {
const float l_3404 = float(l_3398);
const double l_3405 = double(l_3404);
l_mut_3342 = l_3405;
const bool l_3406 = l_mut_3342 > l_3398;
if (l_3406) {
const uint32 l_3407 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3408 = l_3407 ^ uint32(2147483648);
const float l_3409 = reinterpret_cast<float const&>(l_3408);
const uint32 l_3410 = reinterpret_cast<uint32 const&>(l_3409);
const uint32 l_3411 = l_3410 + uint32(1);
l_mut_407 = l_3411;
const uint32 l_3412 = l_3410 & uint32(2147483647);
const bool l_3413 = l_3412 == uint32(0);
if (l_3413) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3414 = l_3410 & uint32(2147483648);
const bool l_3415 = l_3414 != uint32(0);
if (l_3415) {
const uint32 l_3416 = l_3410 - uint32(1);
l_mut_407 = l_3416;
} else {
const bool l_3417 = l_3410 == uint32(2139095040);
if (l_3417) {
l_mut_407 = l_3410;
}
}
}
const float l_3418 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3419 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3420 = l_3419 ^ uint32(2147483648);
const float l_3421 = reinterpret_cast<float const&>(l_3420);
const uint32 l_3422 = reinterpret_cast<uint32 const&>(l_3421);
const uint32 l_3423 = l_3422 & uint32(2147483647);
const float l_3424 = reinterpret_cast<float const&>(l_3423);
const double l_3425 = double(l_3424);
l_mut_166 = l_3425;
const bool l_3426 = l_3423 < uint32(8388608);
if (l_3426) {
const double l_3427 = double(l_3423);
const double l_3428 = l_3427 * double(1.401298464324817e-45);
l_mut_166 = l_3428;
}
const uint64 l_3429 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3430 = l_3422 >> uint32(31);
const uint64 l_3431 = uint64(l_3430);
const uint64 l_3432 = l_3431 << uint64(63);
const uint64 l_3433 = l_3429 | l_3432;
const double l_3434 = reinterpret_cast<double const&>(l_3433);
l_mut_3342 = l_3434;
} else {
const uint32 l_3435 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3436 = l_3435 + uint32(1);
l_mut_407 = l_3436;
const uint32 l_3437 = l_3435 & uint32(2147483647);
const bool l_3438 = l_3437 == uint32(0);
if (l_3438) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3439 = l_3435 & uint32(2147483648);
const bool l_3440 = l_3439 != uint32(0);
if (l_3440) {
const uint32 l_3441 = l_3435 - uint32(1);
l_mut_407 = l_3441;
} else {
const bool l_3442 = l_3435 == uint32(2139095040);
if (l_3442) {
l_mut_407 = l_3435;
}
}
}
const float l_3443 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3444 = reinterpret_cast<uint32 const&>(l_3443);
const uint32 l_3445 = l_3444 & uint32(2147483647);
const float l_3446 = reinterpret_cast<float const&>(l_3445);
const double l_3447 = double(l_3446);
l_mut_166 = l_3447;
const bool l_3448 = l_3445 < uint32(8388608);
if (l_3448) {
const double l_3449 = double(l_3445);
const double l_3450 = l_3449 * double(1.401298464324817e-45);
l_mut_166 = l_3450;
}
const uint64 l_3451 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3452 = l_3444 >> uint32(31);
const uint64 l_3453 = uint64(l_3452);
const uint64 l_3454 = l_3453 << uint64(63);
const uint64 l_3455 = l_3451 | l_3454;
const double l_3456 = reinterpret_cast<double const&>(l_3455);
const bool l_3457 = l_3456 <= l_3398;
if (l_3457) {
const uint32 l_3458 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3459 = l_3458 + uint32(1);
l_mut_407 = l_3459;
const uint32 l_3460 = l_3458 & uint32(2147483647);
const bool l_3461 = l_3460 == uint32(0);
if (l_3461) {
l_mut_407 = uint32(1);
} else {
const uint32 l_3462 = l_3458 & uint32(2147483648);
const bool l_3463 = l_3462 != uint32(0);
if (l_3463) {
const uint32 l_3464 = l_3458 - uint32(1);
l_mut_407 = l_3464;
} else {
const bool l_3465 = l_3458 == uint32(2139095040);
if (l_3465) {
l_mut_407 = l_3458;
}
}
}
const float l_3466 = reinterpret_cast<float const&>(l_mut_407);
const uint32 l_3467 = reinterpret_cast<uint32 const&>(l_3466);
const uint32 l_3468 = l_3467 & uint32(2147483647);
const float l_3469 = reinterpret_cast<float const&>(l_3468);
const double l_3470 = double(l_3469);
l_mut_166 = l_3470;
const bool l_3471 = l_3468 < uint32(8388608);
if (l_3471) {
const double l_3472 = double(l_3468);
const double l_3473 = l_3472 * double(1.401298464324817e-45);
l_mut_166 = l_3473;
}
const uint64 l_3474 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3475 = l_3467 >> uint32(31);
const uint64 l_3476 = uint64(l_3475);
const uint64 l_3477 = l_3476 << uint64(63);
const uint64 l_3478 = l_3474 | l_3477;
const double l_3479 = reinterpret_cast<double const&>(l_3478);
l_mut_3342 = l_3479;
}
}
}
const double l_3480 = -l_mut_3342;
l_mut_3088 = l_3480;
}
l_mut_407 = uint32(0);
const bool l_3481 = l_mut_2832 <= double(0.0);
const bool l_3482 = l_mut_3088 >= double(0.0);
const bool l_3483 = l_3481 && l_3482;
const bool l_3484 = !l_3483;
if (l_3484) {
const double l_3486 = l_mut_221 / l_mut_2832;
const double l_3487 = l_mut_221 / l_mut_3088;
const double l_3488 = l_mut_2578 / l_mut_2832;
const double l_3489 = l_mut_2578 / l_mut_3088;
l_arr_3485[uint32(0)] = l_3486;
l_arr_3485[uint32(1)] = l_3486;
const double l_3490 = l_arr_3485[uint32(0)];
const bool l_3491 = l_3487 < l_3490;
if (l_3491) {
l_arr_3485[uint32(0)] = l_3487;
}
const double l_3492 = l_arr_3485[uint32(0)];
const bool l_3493 = l_3488 < l_3492;
if (l_3493) {
l_arr_3485[uint32(0)] = l_3488;
}
const double l_3494 = l_arr_3485[uint32(0)];
const bool l_3495 = l_3489 < l_3494;
if (l_3495) {
l_arr_3485[uint32(0)] = l_3489;
}
const double l_3496 = l_arr_3485[uint32(1)];
const bool l_3497 = l_3487 > l_3496;
if (l_3497) {
l_arr_3485[uint32(1)] = l_3487;
}
const double l_3498 = l_arr_3485[uint32(1)];
const bool l_3499 = l_3488 > l_3498;
if (l_3499) {
l_arr_3485[uint32(1)] = l_3488;
}
const double l_3500 = l_arr_3485[uint32(1)];
const bool l_3501 = l_3489 > l_3500;
if (l_3501) {
l_arr_3485[uint32(1)] = l_3489;
}
const double l_3502 = l_arr_3485[uint32(0)];
const double l_3503 = abs(l_3502);
const double l_3504 = l_3503 * l_mut_1067;
const double l_3505 = l_arr_3485[uint32(1)];
const double l_3506 = abs(l_3505);
const double l_3507 = l_3506 * l_mut_1067;
l_mut_407 = uint32(2);
const double l_3508 = l_arr_3485[uint32(0)];
const double l_3509 = l_3508 - l_3504;
const double l_3510 = abs(l_3509);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_3511 = l_3510 >= double(1.1754943508222875e-38);
const bool l_3512 = l_3510 <= double(1.7976931348623157e308);
const bool l_3513 = l_3511 && l_3512;
if (l_3513) {
const uint64 l_3514 = reinterpret_cast<uint64 const&>(l_3510);
const uint64 l_3515 = l_3514 >> uint64(52);
const uint64 l_3516 = l_3515 - uint64(23);
const uint64 l_3517 = l_3516 << uint64(52);
const double l_3518 = reinterpret_cast<double const&>(l_3517);
l_mut_3342 = l_3518;
}
const double l_3519 = l_3508 + l_3504;
const double l_3520 = abs(l_3519);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_3521 = l_3520 >= double(1.1754943508222875e-38);
const bool l_3522 = l_3520 <= double(1.7976931348623157e308);
const bool l_3523 = l_3521 && l_3522;
if (l_3523) {
const uint64 l_3524 = reinterpret_cast<uint64 const&>(l_3520);
const uint64 l_3525 = l_3524 >> uint64(52);
const uint64 l_3526 = l_3525 - uint64(23);
const uint64 l_3527 = l_3526 << uint64(52);
const double l_3528 = reinterpret_cast<double const&>(l_3527);
l_mut_3088 = l_3528;
}
const bool l_3529 = l_mut_3342 == l_mut_3088;
const double l_3530 = l_arr_3485[uint32(1)];
const double l_3531 = l_3530 - l_3507;
const double l_3532 = abs(l_3531);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_3533 = l_3532 >= double(1.1754943508222875e-38);
const bool l_3534 = l_3532 <= double(1.7976931348623157e308);
const bool l_3535 = l_3533 && l_3534;
if (l_3535) {
const uint64 l_3536 = reinterpret_cast<uint64 const&>(l_3532);
const uint64 l_3537 = l_3536 >> uint64(52);
const uint64 l_3538 = l_3537 - uint64(23);
const uint64 l_3539 = l_3538 << uint64(52);
const double l_3540 = reinterpret_cast<double const&>(l_3539);
l_mut_3342 = l_3540;
}
const double l_3541 = l_3530 + l_3507;
const double l_3542 = abs(l_3541);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_3543 = l_3542 >= double(1.1754943508222875e-38);
const bool l_3544 = l_3542 <= double(1.7976931348623157e308);
const bool l_3545 = l_3543 && l_3544;
if (l_3545) {
const uint64 l_3546 = reinterpret_cast<uint64 const&>(l_3542);
const uint64 l_3547 = l_3546 >> uint64(52);
const uint64 l_3548 = l_3547 - uint64(23);
const uint64 l_3549 = l_3548 << uint64(52);
const double l_3550 = reinterpret_cast<double const&>(l_3549);
l_mut_3088 = l_3550;
}
const bool l_3551 = l_mut_3342 == l_mut_3088;
const bool l_3552 = l_3529 && l_3551;
if (l_3552) {
const double l_3553 = l_arr_3485[uint32(0)];
const double l_3554 = l_arr_3485[uint32(0)];
const double l_3555 = abs(l_3554);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_3556 = l_3555 >= double(1.1754943508222875e-38);
const bool l_3557 = l_3555 <= double(1.7976931348623157e308);
const bool l_3558 = l_3556 && l_3557;
if (l_3558) {
const uint64 l_3559 = reinterpret_cast<uint64 const&>(l_3555);
const uint64 l_3560 = l_3559 >> uint64(52);
const uint64 l_3561 = l_3560 - uint64(23);
const uint64 l_3562 = l_3561 << uint64(52);
const double l_3563 = reinterpret_cast<double const&>(l_3562);
l_mut_3342 = l_3563;
}
const double l_3564 = l_384 * l_mut_3342;
const double l_3565 = l_3553 - l_3564;
const double l_3566 = l_arr_3485[uint32(1)];
const double l_3567 = l_arr_3485[uint32(1)];
const double l_3568 = abs(l_3567);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_3569 = l_3568 >= double(1.1754943508222875e-38);
const bool l_3570 = l_3568 <= double(1.7976931348623157e308);
const bool l_3571 = l_3569 && l_3570;
if (l_3571) {
const uint64 l_3572 = reinterpret_cast<uint64 const&>(l_3568);
const uint64 l_3573 = l_3572 >> uint64(52);
const uint64 l_3574 = l_3573 - uint64(23);
const uint64 l_3575 = l_3574 << uint64(52);
const double l_3576 = reinterpret_cast<double const&>(l_3575);
l_mut_3342 = l_3576;
}
const double l_3577 = l_384 * l_mut_3342;
const double l_3578 = l_3566 + l_3577;
const uint32 l_3579 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3580 = l_3579 & uint32(2147483647);
const float l_3581 = reinterpret_cast<float const&>(l_3580);
const double l_3582 = double(l_3581);
l_mut_3342 = l_3582;
const bool l_3583 = l_3580 < uint32(8388608);
if (l_3583) {
const double l_3584 = double(l_3580);
const double l_3585 = l_3584 * double(1.401298464324817e-45);
l_mut_3342 = l_3585;
}
const uint64 l_3586 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_3587 = l_3579 >> uint32(31);
const uint64 l_3588 = uint64(l_3587);
const uint64 l_3589 = l_3588 << uint64(63);
const uint64 l_3590 = l_3586 | l_3589;
const double l_3591 = reinterpret_cast<double const&>(l_3590);
const uint32 l_3592 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3593 = l_3592 + uint32(1);
l_mut_3594 = l_3593;
const uint32 l_3595 = l_3592 & uint32(2147483647);
const bool l_3596 = l_3595 == uint32(0);
if (l_3596) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3597 = l_3592 & uint32(2147483648);
const bool l_3598 = l_3597 != uint32(0);
if (l_3598) {
const uint32 l_3599 = l_3592 - uint32(1);
l_mut_3594 = l_3599;
} else {
const bool l_3600 = l_3592 == uint32(2139095040);
if (l_3600) {
l_mut_3594 = l_3592;
}
}
}
const float l_3601 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3602 = reinterpret_cast<uint32 const&>(l_3601);
const uint32 l_3603 = l_3602 & uint32(2147483647);
const float l_3604 = reinterpret_cast<float const&>(l_3603);
const double l_3605 = double(l_3604);
l_mut_3342 = l_3605;
const bool l_3606 = l_3603 < uint32(8388608);
if (l_3606) {
const double l_3607 = double(l_3603);
const double l_3608 = l_3607 * double(1.401298464324817e-45);
l_mut_3342 = l_3608;
}
const uint64 l_3609 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_3610 = l_3602 >> uint32(31);
const uint64 l_3611 = uint64(l_3610);
const uint64 l_3612 = l_3611 << uint64(63);
const uint64 l_3613 = l_3609 | l_3612;
const double l_3614 = reinterpret_cast<double const&>(l_3613);
const uint32 l_3615 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3616 = l_3615 ^ uint32(2147483648);
const float l_3617 = reinterpret_cast<float const&>(l_3616);
const uint32 l_3618 = reinterpret_cast<uint32 const&>(l_3617);
const uint32 l_3619 = l_3618 + uint32(1);
l_mut_3594 = l_3619;
const uint32 l_3620 = l_3618 & uint32(2147483647);
const bool l_3621 = l_3620 == uint32(0);
if (l_3621) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3622 = l_3618 & uint32(2147483648);
const bool l_3623 = l_3622 != uint32(0);
if (l_3623) {
const uint32 l_3624 = l_3618 - uint32(1);
l_mut_3594 = l_3624;
} else {
const bool l_3625 = l_3618 == uint32(2139095040);
if (l_3625) {
l_mut_3594 = l_3618;
}
}
}
const float l_3626 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3627 = reinterpret_cast<uint32 const&>(l_3626);
const uint32 l_3628 = l_3627 ^ uint32(2147483648);
const float l_3629 = reinterpret_cast<float const&>(l_3628);
const uint32 l_3630 = reinterpret_cast<uint32 const&>(l_3629);
const uint32 l_3631 = l_3630 & uint32(2147483647);
const float l_3632 = reinterpret_cast<float const&>(l_3631);
const double l_3633 = double(l_3632);
l_mut_3342 = l_3633;
const bool l_3634 = l_3631 < uint32(8388608);
if (l_3634) {
const double l_3635 = double(l_3631);
const double l_3636 = l_3635 * double(1.401298464324817e-45);
l_mut_3342 = l_3636;
}
const uint64 l_3637 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_3638 = l_3630 >> uint32(31);
const uint64 l_3639 = uint64(l_3638);
const uint64 l_3640 = l_3639 << uint64(63);
const uint64 l_3641 = l_3637 | l_3640;
const double l_3642 = reinterpret_cast<double const&>(l_3641);
const double l_3643 = l_3565 + l_3504;
const bool l_3644 = l_3643 <= l_3591;
l_mut_508 = l_3644;
const double l_3645 = l_3565 - l_3504;
const bool l_3646 = l_3645 > l_3591;
l_mut_505 = l_3646;
const double l_3647 = l_3578 - l_3507;
const bool l_3648 = l_3647 >= l_3591;
l_mut_502 = l_3648;
const double l_3649 = l_3578 + l_3507;
const bool l_3650 = l_3649 < l_3591;
l_mut_499 = l_3650;
const double l_3651 = l_3565 + l_3504;
const bool l_3652 = l_3651 < l_3614;
l_mut_508 = l_3652;
const double l_3653 = l_3565 - l_3504;
const bool l_3654 = l_3653 >= l_3614;
l_mut_505 = l_3654;
const double l_3655 = l_3578 - l_3507;
const bool l_3656 = l_3655 > l_3642;
l_mut_502 = l_3656;
const double l_3657 = l_3578 + l_3507;
const bool l_3658 = l_3657 <= l_3642;
l_mut_499 = l_3658;
l_mut_3594 = uint32(2);
const bool l_3659 = l_mut_505 || l_mut_499;
if (l_3659) {
l_mut_3594 = uint32(1);
} else {
const bool l_3660 = l_mut_508 && l_mut_502;
if (l_3660) {
l_mut_3594 = uint32(0);
}
}
const uint32 l_3661 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3662 = l_3661 & uint32(2147483647);
const bool l_3663 = l_3662 == uint32(0);
if (l_3663) {
const double l_3664 = l_3565 + l_3504;
const bool l_3665 = l_3664 < double(1.1754943508222875e-38);
const double l_3666 = l_3578 - l_3507;
const bool l_3667 = l_3666 > double(-1.1754943508222875e-38);
const bool l_3668 = l_3665 && l_3667;
const double l_3669 = l_3565 - l_3504;
const bool l_3670 = l_3669 < double(1.1754943508222875e-38);
const double l_3671 = l_3578 + l_3507;
const bool l_3672 = l_3671 > double(-1.1754943508222875e-38);
const bool l_3673 = l_3670 && l_3672;
if (l_3668) {
l_mut_3594 = uint32(0);
} else {
const bool l_3674 = l_mut_3594 == uint32(1);
const bool l_3675 = l_3673 && l_3674;
if (l_3675) {
l_mut_3594 = uint32(2);
}
}
}
l_mut_407 = l_mut_3594;
}
}
const double l_3676 = l_mut_1563 - l_381;
const double l_3677 = abs(l_3676);
const double l_3678 = l_3677 * double(2.220446049250313e-16);
const double l_3679 = l_2458 + l_3678;
const double l_3680 = l_3676 + l_3679;
const double l_3681 = -l_3680;
const double l_3682 = l_3681 * double(7.1362384635298e44);
const double l_3683 = floor(l_3682);
const double l_3684 = l_3683 * double(1.401298464324817e-45);
l_mut_3342 = l_3684;
const double l_3685 = abs(l_3681);
const bool l_3686 = l_3685 >= double(1.1754943508222875e-38);
if (l_3686) {
const float l_3687 = float(l_3681);
const double l_3688 = double(l_3687);
l_mut_3342 = l_3688;
const bool l_3689 = l_mut_3342 > l_3681;
if (l_3689) {
const uint32 l_3690 = reinterpret_cast<uint32 const&>(l_3687);
const uint32 l_3691 = l_3690 ^ uint32(2147483648);
const float l_3692 = reinterpret_cast<float const&>(l_3691);
const uint32 l_3693 = reinterpret_cast<uint32 const&>(l_3692);
const uint32 l_3694 = l_3693 + uint32(1);
l_mut_3594 = l_3694;
const uint32 l_3695 = l_3693 & uint32(2147483647);
const bool l_3696 = l_3695 == uint32(0);
if (l_3696) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3697 = l_3693 & uint32(2147483648);
const bool l_3698 = l_3697 != uint32(0);
if (l_3698) {
const uint32 l_3699 = l_3693 - uint32(1);
l_mut_3594 = l_3699;
} else {
const bool l_3700 = l_3693 == uint32(2139095040);
if (l_3700) {
l_mut_3594 = l_3693;
}
}
}
const float l_3701 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3702 = reinterpret_cast<uint32 const&>(l_3701);
const uint32 l_3703 = l_3702 ^ uint32(2147483648);
const float l_3704 = reinterpret_cast<float const&>(l_3703);
const uint32 l_3705 = reinterpret_cast<uint32 const&>(l_3704);
const uint32 l_3706 = l_3705 & uint32(2147483647);
const float l_3707 = reinterpret_cast<float const&>(l_3706);
const double l_3708 = double(l_3707);
l_mut_3088 = l_3708;
const bool l_3709 = l_3706 < uint32(8388608);
if (l_3709) {
const double l_3710 = double(l_3706);
const double l_3711 = l_3710 * double(1.401298464324817e-45);
l_mut_3088 = l_3711;
}
const uint64 l_3712 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_3713 = l_3705 >> uint32(31);
const uint64 l_3714 = uint64(l_3713);
const uint64 l_3715 = l_3714 << uint64(63);
const uint64 l_3716 = l_3712 | l_3715;
const double l_3717 = reinterpret_cast<double const&>(l_3716);
l_mut_3342 = l_3717;
} else {
const uint32 l_3718 = reinterpret_cast<uint32 const&>(l_3687);
const uint32 l_3719 = l_3718 + uint32(1);
l_mut_3594 = l_3719;
const uint32 l_3720 = l_3718 & uint32(2147483647);
const bool l_3721 = l_3720 == uint32(0);
if (l_3721) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3722 = l_3718 & uint32(2147483648);
const bool l_3723 = l_3722 != uint32(0);
if (l_3723) {
const uint32 l_3724 = l_3718 - uint32(1);
l_mut_3594 = l_3724;
} else {
const bool l_3725 = l_3718 == uint32(2139095040);
if (l_3725) {
l_mut_3594 = l_3718;
}
}
}
const float l_3726 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3727 = reinterpret_cast<uint32 const&>(l_3726);
const uint32 l_3728 = l_3727 & uint32(2147483647);
const float l_3729 = reinterpret_cast<float const&>(l_3728);
const double l_3730 = double(l_3729);
l_mut_3088 = l_3730;
const bool l_3731 = l_3728 < uint32(8388608);
if (l_3731) {
const double l_3732 = double(l_3728);
const double l_3733 = l_3732 * double(1.401298464324817e-45);
l_mut_3088 = l_3733;
}
const uint64 l_3734 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_3735 = l_3727 >> uint32(31);
const uint64 l_3736 = uint64(l_3735);
const uint64 l_3737 = l_3736 << uint64(63);
const uint64 l_3738 = l_3734 | l_3737;
const double l_3739 = reinterpret_cast<double const&>(l_3738);
const bool l_3740 = l_3739 <= l_3681;
if (l_3740) {
const uint32 l_3741 = reinterpret_cast<uint32 const&>(l_3687);
const uint32 l_3742 = l_3741 + uint32(1);
l_mut_3594 = l_3742;
const uint32 l_3743 = l_3741 & uint32(2147483647);
const bool l_3744 = l_3743 == uint32(0);
if (l_3744) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3745 = l_3741 & uint32(2147483648);
const bool l_3746 = l_3745 != uint32(0);
if (l_3746) {
const uint32 l_3747 = l_3741 - uint32(1);
l_mut_3594 = l_3747;
} else {
const bool l_3748 = l_3741 == uint32(2139095040);
if (l_3748) {
l_mut_3594 = l_3741;
}
}
}
const float l_3749 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3750 = reinterpret_cast<uint32 const&>(l_3749);
const uint32 l_3751 = l_3750 & uint32(2147483647);
const float l_3752 = reinterpret_cast<float const&>(l_3751);
const double l_3753 = double(l_3752);
l_mut_3088 = l_3753;
const bool l_3754 = l_3751 < uint32(8388608);
if (l_3754) {
const double l_3755 = double(l_3751);
const double l_3756 = l_3755 * double(1.401298464324817e-45);
l_mut_3088 = l_3756;
}
const uint64 l_3757 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_3758 = l_3750 >> uint32(31);
const uint64 l_3759 = uint64(l_3758);
const uint64 l_3760 = l_3759 << uint64(63);
const uint64 l_3761 = l_3757 | l_3760;
const double l_3762 = reinterpret_cast<double const&>(l_3761);
l_mut_3342 = l_3762;
}
}
}
const double l_3763 = -l_mut_3342;
l_mut_3342 = l_3763;
const bool l_3764 = bool(true) && bool(false);
if (l_3764) {
const double l_3765 = l_3676 + l_3679;
const double l_3766 = l_3765 * double(7.1362384635298e44);
const double l_3767 = floor(l_3766);
const double l_3768 = l_3767 * double(1.401298464324817e-45);
l_mut_3088 = l_3768;
const double l_3769 = abs(l_3765);
const bool l_3770 = l_3769 >= double(1.1754943508222875e-38);
if (l_3770) {
const float l_3771 = float(l_3765);
const double l_3772 = double(l_3771);
l_mut_3088 = l_3772;
const bool l_3773 = l_mut_3088 > l_3765;
if (l_3773) {
const uint32 l_3774 = reinterpret_cast<uint32 const&>(l_3771);
const uint32 l_3775 = l_3774 ^ uint32(2147483648);
const float l_3776 = reinterpret_cast<float const&>(l_3775);
const uint32 l_3777 = reinterpret_cast<uint32 const&>(l_3776);
const uint32 l_3778 = l_3777 + uint32(1);
l_mut_3594 = l_3778;
const uint32 l_3779 = l_3777 & uint32(2147483647);
const bool l_3780 = l_3779 == uint32(0);
if (l_3780) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3781 = l_3777 & uint32(2147483648);
const bool l_3782 = l_3781 != uint32(0);
if (l_3782) {
const uint32 l_3783 = l_3777 - uint32(1);
l_mut_3594 = l_3783;
} else {
const bool l_3784 = l_3777 == uint32(2139095040);
if (l_3784) {
l_mut_3594 = l_3777;
}
}
}
const float l_3785 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3786 = reinterpret_cast<uint32 const&>(l_3785);
const uint32 l_3787 = l_3786 ^ uint32(2147483648);
const float l_3788 = reinterpret_cast<float const&>(l_3787);
const uint32 l_3789 = reinterpret_cast<uint32 const&>(l_3788);
const uint32 l_3790 = l_3789 & uint32(2147483647);
const float l_3791 = reinterpret_cast<float const&>(l_3790);
const double l_3792 = double(l_3791);
l_mut_2832 = l_3792;
const bool l_3793 = l_3790 < uint32(8388608);
if (l_3793) {
const double l_3794 = double(l_3790);
const double l_3795 = l_3794 * double(1.401298464324817e-45);
l_mut_2832 = l_3795;
}
const uint64 l_3796 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3797 = l_3789 >> uint32(31);
const uint64 l_3798 = uint64(l_3797);
const uint64 l_3799 = l_3798 << uint64(63);
const uint64 l_3800 = l_3796 | l_3799;
const double l_3801 = reinterpret_cast<double const&>(l_3800);
l_mut_3088 = l_3801;
} else {
const uint32 l_3802 = reinterpret_cast<uint32 const&>(l_3771);
const uint32 l_3803 = l_3802 + uint32(1);
l_mut_3594 = l_3803;
const uint32 l_3804 = l_3802 & uint32(2147483647);
const bool l_3805 = l_3804 == uint32(0);
if (l_3805) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3806 = l_3802 & uint32(2147483648);
const bool l_3807 = l_3806 != uint32(0);
if (l_3807) {
const uint32 l_3808 = l_3802 - uint32(1);
l_mut_3594 = l_3808;
} else {
const bool l_3809 = l_3802 == uint32(2139095040);
if (l_3809) {
l_mut_3594 = l_3802;
}
}
}
const float l_3810 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3811 = reinterpret_cast<uint32 const&>(l_3810);
const uint32 l_3812 = l_3811 & uint32(2147483647);
const float l_3813 = reinterpret_cast<float const&>(l_3812);
const double l_3814 = double(l_3813);
l_mut_2832 = l_3814;
const bool l_3815 = l_3812 < uint32(8388608);
if (l_3815) {
const double l_3816 = double(l_3812);
const double l_3817 = l_3816 * double(1.401298464324817e-45);
l_mut_2832 = l_3817;
}
const uint64 l_3818 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3819 = l_3811 >> uint32(31);
const uint64 l_3820 = uint64(l_3819);
const uint64 l_3821 = l_3820 << uint64(63);
const uint64 l_3822 = l_3818 | l_3821;
const double l_3823 = reinterpret_cast<double const&>(l_3822);
const bool l_3824 = l_3823 <= l_3765;
if (l_3824) {
const uint32 l_3825 = reinterpret_cast<uint32 const&>(l_3771);
const uint32 l_3826 = l_3825 + uint32(1);
l_mut_3594 = l_3826;
const uint32 l_3827 = l_3825 & uint32(2147483647);
const bool l_3828 = l_3827 == uint32(0);
if (l_3828) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3829 = l_3825 & uint32(2147483648);
const bool l_3830 = l_3829 != uint32(0);
if (l_3830) {
const uint32 l_3831 = l_3825 - uint32(1);
l_mut_3594 = l_3831;
} else {
const bool l_3832 = l_3825 == uint32(2139095040);
if (l_3832) {
l_mut_3594 = l_3825;
}
}
}
const float l_3833 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3834 = reinterpret_cast<uint32 const&>(l_3833);
const uint32 l_3835 = l_3834 & uint32(2147483647);
const float l_3836 = reinterpret_cast<float const&>(l_3835);
const double l_3837 = double(l_3836);
l_mut_2832 = l_3837;
const bool l_3838 = l_3835 < uint32(8388608);
if (l_3838) {
const double l_3839 = double(l_3835);
const double l_3840 = l_3839 * double(1.401298464324817e-45);
l_mut_2832 = l_3840;
}
const uint64 l_3841 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3842 = l_3834 >> uint32(31);
const uint64 l_3843 = uint64(l_3842);
const uint64 l_3844 = l_3843 << uint64(63);
const uint64 l_3845 = l_3841 | l_3844;
const double l_3846 = reinterpret_cast<double const&>(l_3845);
l_mut_3088 = l_3846;
}
}
}
l_mut_3342 = l_mut_3088;
} else {
const double l_3847 = l_3676 - l_3679;
const double l_3848 = l_3847 * double(7.1362384635298e44);
const double l_3849 = floor(l_3848);
const double l_3850 = l_3849 * double(1.401298464324817e-45);
l_mut_3088 = l_3850;
const double l_3851 = abs(l_3847);
const bool l_3852 = l_3851 >= double(1.1754943508222875e-38);
if (l_3852) {
const float l_3853 = float(l_3847);
const double l_3854 = double(l_3853);
l_mut_3088 = l_3854;
const bool l_3855 = l_mut_3088 > l_3847;
if (l_3855) {
const uint32 l_3856 = reinterpret_cast<uint32 const&>(l_3853);
const uint32 l_3857 = l_3856 ^ uint32(2147483648);
const float l_3858 = reinterpret_cast<float const&>(l_3857);
const uint32 l_3859 = reinterpret_cast<uint32 const&>(l_3858);
const uint32 l_3860 = l_3859 + uint32(1);
l_mut_3594 = l_3860;
const uint32 l_3861 = l_3859 & uint32(2147483647);
const bool l_3862 = l_3861 == uint32(0);
if (l_3862) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3863 = l_3859 & uint32(2147483648);
const bool l_3864 = l_3863 != uint32(0);
if (l_3864) {
const uint32 l_3865 = l_3859 - uint32(1);
l_mut_3594 = l_3865;
} else {
const bool l_3866 = l_3859 == uint32(2139095040);
if (l_3866) {
l_mut_3594 = l_3859;
}
}
}
const float l_3867 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3868 = reinterpret_cast<uint32 const&>(l_3867);
const uint32 l_3869 = l_3868 ^ uint32(2147483648);
const float l_3870 = reinterpret_cast<float const&>(l_3869);
const uint32 l_3871 = reinterpret_cast<uint32 const&>(l_3870);
const uint32 l_3872 = l_3871 & uint32(2147483647);
const float l_3873 = reinterpret_cast<float const&>(l_3872);
const double l_3874 = double(l_3873);
l_mut_2832 = l_3874;
const bool l_3875 = l_3872 < uint32(8388608);
if (l_3875) {
const double l_3876 = double(l_3872);
const double l_3877 = l_3876 * double(1.401298464324817e-45);
l_mut_2832 = l_3877;
}
const uint64 l_3878 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3879 = l_3871 >> uint32(31);
const uint64 l_3880 = uint64(l_3879);
const uint64 l_3881 = l_3880 << uint64(63);
const uint64 l_3882 = l_3878 | l_3881;
const double l_3883 = reinterpret_cast<double const&>(l_3882);
l_mut_3088 = l_3883;
} else {
const uint32 l_3884 = reinterpret_cast<uint32 const&>(l_3853);
const uint32 l_3885 = l_3884 + uint32(1);
l_mut_3594 = l_3885;
const uint32 l_3886 = l_3884 & uint32(2147483647);
const bool l_3887 = l_3886 == uint32(0);
if (l_3887) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3888 = l_3884 & uint32(2147483648);
const bool l_3889 = l_3888 != uint32(0);
if (l_3889) {
const uint32 l_3890 = l_3884 - uint32(1);
l_mut_3594 = l_3890;
} else {
const bool l_3891 = l_3884 == uint32(2139095040);
if (l_3891) {
l_mut_3594 = l_3884;
}
}
}
const float l_3892 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3893 = reinterpret_cast<uint32 const&>(l_3892);
const uint32 l_3894 = l_3893 & uint32(2147483647);
const float l_3895 = reinterpret_cast<float const&>(l_3894);
const double l_3896 = double(l_3895);
l_mut_2832 = l_3896;
const bool l_3897 = l_3894 < uint32(8388608);
if (l_3897) {
const double l_3898 = double(l_3894);
const double l_3899 = l_3898 * double(1.401298464324817e-45);
l_mut_2832 = l_3899;
}
const uint64 l_3900 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3901 = l_3893 >> uint32(31);
const uint64 l_3902 = uint64(l_3901);
const uint64 l_3903 = l_3902 << uint64(63);
const uint64 l_3904 = l_3900 | l_3903;
const double l_3905 = reinterpret_cast<double const&>(l_3904);
const bool l_3906 = l_3905 <= l_3847;
if (l_3906) {
const uint32 l_3907 = reinterpret_cast<uint32 const&>(l_3853);
const uint32 l_3908 = l_3907 + uint32(1);
l_mut_3594 = l_3908;
const uint32 l_3909 = l_3907 & uint32(2147483647);
const bool l_3910 = l_3909 == uint32(0);
if (l_3910) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3911 = l_3907 & uint32(2147483648);
const bool l_3912 = l_3911 != uint32(0);
if (l_3912) {
const uint32 l_3913 = l_3907 - uint32(1);
l_mut_3594 = l_3913;
} else {
const bool l_3914 = l_3907 == uint32(2139095040);
if (l_3914) {
l_mut_3594 = l_3907;
}
}
}
const float l_3915 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3916 = reinterpret_cast<uint32 const&>(l_3915);
const uint32 l_3917 = l_3916 & uint32(2147483647);
const float l_3918 = reinterpret_cast<float const&>(l_3917);
const double l_3919 = double(l_3918);
l_mut_2832 = l_3919;
const bool l_3920 = l_3917 < uint32(8388608);
if (l_3920) {
const double l_3921 = double(l_3917);
const double l_3922 = l_3921 * double(1.401298464324817e-45);
l_mut_2832 = l_3922;
}
const uint64 l_3923 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3924 = l_3916 >> uint32(31);
const uint64 l_3925 = uint64(l_3924);
const uint64 l_3926 = l_3925 << uint64(63);
const uint64 l_3927 = l_3923 | l_3926;
const double l_3928 = reinterpret_cast<double const&>(l_3927);
l_mut_3088 = l_3928;
}
}
}
l_mut_3342 = l_mut_3088;
}
const double l_3929 = l_mut_1563 + l_381;
const double l_3930 = abs(l_3929);
const double l_3931 = l_3930 * double(2.220446049250313e-16);
const double l_3932 = l_2458 + l_3931;
const double l_3933 = l_3929 + l_3932;
const double l_3934 = -l_3933;
const double l_3935 = l_3934 * double(7.1362384635298e44);
const double l_3936 = floor(l_3935);
const double l_3937 = l_3936 * double(1.401298464324817e-45);
l_mut_3088 = l_3937;
const double l_3938 = abs(l_3934);
const bool l_3939 = l_3938 >= double(1.1754943508222875e-38);
if (l_3939) {
const float l_3940 = float(l_3934);
const double l_3941 = double(l_3940);
l_mut_3088 = l_3941;
const bool l_3942 = l_mut_3088 > l_3934;
if (l_3942) {
const uint32 l_3943 = reinterpret_cast<uint32 const&>(l_3940);
const uint32 l_3944 = l_3943 ^ uint32(2147483648);
const float l_3945 = reinterpret_cast<float const&>(l_3944);
const uint32 l_3946 = reinterpret_cast<uint32 const&>(l_3945);
const uint32 l_3947 = l_3946 + uint32(1);
l_mut_3594 = l_3947;
const uint32 l_3948 = l_3946 & uint32(2147483647);
const bool l_3949 = l_3948 == uint32(0);
if (l_3949) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3950 = l_3946 & uint32(2147483648);
const bool l_3951 = l_3950 != uint32(0);
if (l_3951) {
const uint32 l_3952 = l_3946 - uint32(1);
l_mut_3594 = l_3952;
} else {
const bool l_3953 = l_3946 == uint32(2139095040);
if (l_3953) {
l_mut_3594 = l_3946;
}
}
}
const float l_3954 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3955 = reinterpret_cast<uint32 const&>(l_3954);
const uint32 l_3956 = l_3955 ^ uint32(2147483648);
const float l_3957 = reinterpret_cast<float const&>(l_3956);
const uint32 l_3958 = reinterpret_cast<uint32 const&>(l_3957);
const uint32 l_3959 = l_3958 & uint32(2147483647);
const float l_3960 = reinterpret_cast<float const&>(l_3959);
const double l_3961 = double(l_3960);
l_mut_2832 = l_3961;
const bool l_3962 = l_3959 < uint32(8388608);
if (l_3962) {
const double l_3963 = double(l_3959);
const double l_3964 = l_3963 * double(1.401298464324817e-45);
l_mut_2832 = l_3964;
}
const uint64 l_3965 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3966 = l_3958 >> uint32(31);
const uint64 l_3967 = uint64(l_3966);
const uint64 l_3968 = l_3967 << uint64(63);
const uint64 l_3969 = l_3965 | l_3968;
const double l_3970 = reinterpret_cast<double const&>(l_3969);
l_mut_3088 = l_3970;
} else {
const uint32 l_3971 = reinterpret_cast<uint32 const&>(l_3940);
const uint32 l_3972 = l_3971 + uint32(1);
l_mut_3594 = l_3972;
const uint32 l_3973 = l_3971 & uint32(2147483647);
const bool l_3974 = l_3973 == uint32(0);
if (l_3974) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3975 = l_3971 & uint32(2147483648);
const bool l_3976 = l_3975 != uint32(0);
if (l_3976) {
const uint32 l_3977 = l_3971 - uint32(1);
l_mut_3594 = l_3977;
} else {
const bool l_3978 = l_3971 == uint32(2139095040);
if (l_3978) {
l_mut_3594 = l_3971;
}
}
}
const float l_3979 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_3980 = reinterpret_cast<uint32 const&>(l_3979);
const uint32 l_3981 = l_3980 & uint32(2147483647);
const float l_3982 = reinterpret_cast<float const&>(l_3981);
const double l_3983 = double(l_3982);
l_mut_2832 = l_3983;
const bool l_3984 = l_3981 < uint32(8388608);
if (l_3984) {
const double l_3985 = double(l_3981);
const double l_3986 = l_3985 * double(1.401298464324817e-45);
l_mut_2832 = l_3986;
}
const uint64 l_3987 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_3988 = l_3980 >> uint32(31);
const uint64 l_3989 = uint64(l_3988);
const uint64 l_3990 = l_3989 << uint64(63);
const uint64 l_3991 = l_3987 | l_3990;
const double l_3992 = reinterpret_cast<double const&>(l_3991);
const bool l_3993 = l_3992 <= l_3934;
if (l_3993) {
const uint32 l_3994 = reinterpret_cast<uint32 const&>(l_3940);
const uint32 l_3995 = l_3994 + uint32(1);
l_mut_3594 = l_3995;
const uint32 l_3996 = l_3994 & uint32(2147483647);
const bool l_3997 = l_3996 == uint32(0);
if (l_3997) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_3998 = l_3994 & uint32(2147483648);
const bool l_3999 = l_3998 != uint32(0);
if (l_3999) {
const uint32 l_4000 = l_3994 - uint32(1);
l_mut_3594 = l_4000;
} else {
const bool l_4001 = l_3994 == uint32(2139095040);
if (l_4001) {
l_mut_3594 = l_3994;
}
}
}
const float l_4002 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4003 = reinterpret_cast<uint32 const&>(l_4002);
const uint32 l_4004 = l_4003 & uint32(2147483647);
const float l_4005 = reinterpret_cast<float const&>(l_4004);
const double l_4006 = double(l_4005);
l_mut_2832 = l_4006;
const bool l_4007 = l_4004 < uint32(8388608);
if (l_4007) {
const double l_4008 = double(l_4004);
const double l_4009 = l_4008 * double(1.401298464324817e-45);
l_mut_2832 = l_4009;
}
const uint64 l_4010 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_4011 = l_4003 >> uint32(31);
const uint64 l_4012 = uint64(l_4011);
const uint64 l_4013 = l_4012 << uint64(63);
const uint64 l_4014 = l_4010 | l_4013;
const double l_4015 = reinterpret_cast<double const&>(l_4014);
l_mut_3088 = l_4015;
}
}
}
const double l_4016 = -l_mut_3088;
l_mut_3088 = l_4016;
const bool l_4017 = bool(false) && bool(false);
if (l_4017) {
const double l_4018 = l_3929 + l_3932;
const double l_4019 = l_4018 * double(7.1362384635298e44);
const double l_4020 = floor(l_4019);
const double l_4021 = l_4020 * double(1.401298464324817e-45);
l_mut_2832 = l_4021;
const double l_4022 = abs(l_4018);
const bool l_4023 = l_4022 >= double(1.1754943508222875e-38);
if (l_4023) {
const float l_4024 = float(l_4018);
const double l_4025 = double(l_4024);
l_mut_2832 = l_4025;
const bool l_4026 = l_mut_2832 > l_4018;
if (l_4026) {
const uint32 l_4027 = reinterpret_cast<uint32 const&>(l_4024);
const uint32 l_4028 = l_4027 ^ uint32(2147483648);
const float l_4029 = reinterpret_cast<float const&>(l_4028);
const uint32 l_4030 = reinterpret_cast<uint32 const&>(l_4029);
const uint32 l_4031 = l_4030 + uint32(1);
l_mut_3594 = l_4031;
const uint32 l_4032 = l_4030 & uint32(2147483647);
const bool l_4033 = l_4032 == uint32(0);
if (l_4033) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4034 = l_4030 & uint32(2147483648);
const bool l_4035 = l_4034 != uint32(0);
if (l_4035) {
const uint32 l_4036 = l_4030 - uint32(1);
l_mut_3594 = l_4036;
} else {
const bool l_4037 = l_4030 == uint32(2139095040);
if (l_4037) {
l_mut_3594 = l_4030;
}
}
}
const float l_4038 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4039 = reinterpret_cast<uint32 const&>(l_4038);
const uint32 l_4040 = l_4039 ^ uint32(2147483648);
const float l_4041 = reinterpret_cast<float const&>(l_4040);
const uint32 l_4042 = reinterpret_cast<uint32 const&>(l_4041);
const uint32 l_4043 = l_4042 & uint32(2147483647);
const float l_4044 = reinterpret_cast<float const&>(l_4043);
const double l_4045 = double(l_4044);
l_mut_2578 = l_4045;
const bool l_4046 = l_4043 < uint32(8388608);
if (l_4046) {
const double l_4047 = double(l_4043);
const double l_4048 = l_4047 * double(1.401298464324817e-45);
l_mut_2578 = l_4048;
}
const uint64 l_4049 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_4050 = l_4042 >> uint32(31);
const uint64 l_4051 = uint64(l_4050);
const uint64 l_4052 = l_4051 << uint64(63);
const uint64 l_4053 = l_4049 | l_4052;
const double l_4054 = reinterpret_cast<double const&>(l_4053);
l_mut_2832 = l_4054;
} else {
const uint32 l_4055 = reinterpret_cast<uint32 const&>(l_4024);
const uint32 l_4056 = l_4055 + uint32(1);
l_mut_3594 = l_4056;
const uint32 l_4057 = l_4055 & uint32(2147483647);
const bool l_4058 = l_4057 == uint32(0);
if (l_4058) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4059 = l_4055 & uint32(2147483648);
const bool l_4060 = l_4059 != uint32(0);
if (l_4060) {
const uint32 l_4061 = l_4055 - uint32(1);
l_mut_3594 = l_4061;
} else {
const bool l_4062 = l_4055 == uint32(2139095040);
if (l_4062) {
l_mut_3594 = l_4055;
}
}
}
const float l_4063 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4064 = reinterpret_cast<uint32 const&>(l_4063);
const uint32 l_4065 = l_4064 & uint32(2147483647);
const float l_4066 = reinterpret_cast<float const&>(l_4065);
const double l_4067 = double(l_4066);
l_mut_2578 = l_4067;
const bool l_4068 = l_4065 < uint32(8388608);
if (l_4068) {
const double l_4069 = double(l_4065);
const double l_4070 = l_4069 * double(1.401298464324817e-45);
l_mut_2578 = l_4070;
}
const uint64 l_4071 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_4072 = l_4064 >> uint32(31);
const uint64 l_4073 = uint64(l_4072);
const uint64 l_4074 = l_4073 << uint64(63);
const uint64 l_4075 = l_4071 | l_4074;
const double l_4076 = reinterpret_cast<double const&>(l_4075);
const bool l_4077 = l_4076 <= l_4018;
if (l_4077) {
const uint32 l_4078 = reinterpret_cast<uint32 const&>(l_4024);
const uint32 l_4079 = l_4078 + uint32(1);
l_mut_3594 = l_4079;
const uint32 l_4080 = l_4078 & uint32(2147483647);
const bool l_4081 = l_4080 == uint32(0);
if (l_4081) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4082 = l_4078 & uint32(2147483648);
const bool l_4083 = l_4082 != uint32(0);
if (l_4083) {
const uint32 l_4084 = l_4078 - uint32(1);
l_mut_3594 = l_4084;
} else {
const bool l_4085 = l_4078 == uint32(2139095040);
if (l_4085) {
l_mut_3594 = l_4078;
}
}
}
const float l_4086 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4087 = reinterpret_cast<uint32 const&>(l_4086);
const uint32 l_4088 = l_4087 & uint32(2147483647);
const float l_4089 = reinterpret_cast<float const&>(l_4088);
const double l_4090 = double(l_4089);
l_mut_2578 = l_4090;
const bool l_4091 = l_4088 < uint32(8388608);
if (l_4091) {
const double l_4092 = double(l_4088);
const double l_4093 = l_4092 * double(1.401298464324817e-45);
l_mut_2578 = l_4093;
}
const uint64 l_4094 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_4095 = l_4087 >> uint32(31);
const uint64 l_4096 = uint64(l_4095);
const uint64 l_4097 = l_4096 << uint64(63);
const uint64 l_4098 = l_4094 | l_4097;
const double l_4099 = reinterpret_cast<double const&>(l_4098);
l_mut_2832 = l_4099;
}
}
}
l_mut_3088 = l_mut_2832;
} else {
}
const double l_4100 = l_mut_1480 - l_381;
const double l_4101 = abs(l_4100);
const double l_4102 = l_4101 * double(2.220446049250313e-16);
const double l_4103 = l_2460 + l_4102;
const double l_4104 = l_4100 + l_4103;
const double l_4105 = -l_4104;
const double l_4106 = l_4105 * double(7.1362384635298e44);
const double l_4107 = floor(l_4106);
const double l_4108 = l_4107 * double(1.401298464324817e-45);
l_mut_2832 = l_4108;
const double l_4109 = abs(l_4105);
const bool l_4110 = l_4109 >= double(1.1754943508222875e-38);
if (l_4110) {
const float l_4111 = float(l_4105);
const double l_4112 = double(l_4111);
l_mut_2832 = l_4112;
const bool l_4113 = l_mut_2832 > l_4105;
if (l_4113) {
const uint32 l_4114 = reinterpret_cast<uint32 const&>(l_4111);
const uint32 l_4115 = l_4114 ^ uint32(2147483648);
const float l_4116 = reinterpret_cast<float const&>(l_4115);
const uint32 l_4117 = reinterpret_cast<uint32 const&>(l_4116);
const uint32 l_4118 = l_4117 + uint32(1);
l_mut_3594 = l_4118;
const uint32 l_4119 = l_4117 & uint32(2147483647);
const bool l_4120 = l_4119 == uint32(0);
if (l_4120) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4121 = l_4117 & uint32(2147483648);
const bool l_4122 = l_4121 != uint32(0);
if (l_4122) {
const uint32 l_4123 = l_4117 - uint32(1);
l_mut_3594 = l_4123;
} else {
const bool l_4124 = l_4117 == uint32(2139095040);
if (l_4124) {
l_mut_3594 = l_4117;
}
}
}
const float l_4125 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4126 = reinterpret_cast<uint32 const&>(l_4125);
const uint32 l_4127 = l_4126 ^ uint32(2147483648);
const float l_4128 = reinterpret_cast<float const&>(l_4127);
const uint32 l_4129 = reinterpret_cast<uint32 const&>(l_4128);
const uint32 l_4130 = l_4129 & uint32(2147483647);
const float l_4131 = reinterpret_cast<float const&>(l_4130);
const double l_4132 = double(l_4131);
l_mut_2578 = l_4132;
const bool l_4133 = l_4130 < uint32(8388608);
if (l_4133) {
const double l_4134 = double(l_4130);
const double l_4135 = l_4134 * double(1.401298464324817e-45);
l_mut_2578 = l_4135;
}
const uint64 l_4136 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_4137 = l_4129 >> uint32(31);
const uint64 l_4138 = uint64(l_4137);
const uint64 l_4139 = l_4138 << uint64(63);
const uint64 l_4140 = l_4136 | l_4139;
const double l_4141 = reinterpret_cast<double const&>(l_4140);
l_mut_2832 = l_4141;
} else {
const uint32 l_4142 = reinterpret_cast<uint32 const&>(l_4111);
const uint32 l_4143 = l_4142 + uint32(1);
l_mut_3594 = l_4143;
const uint32 l_4144 = l_4142 & uint32(2147483647);
const bool l_4145 = l_4144 == uint32(0);
if (l_4145) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4146 = l_4142 & uint32(2147483648);
const bool l_4147 = l_4146 != uint32(0);
if (l_4147) {
const uint32 l_4148 = l_4142 - uint32(1);
l_mut_3594 = l_4148;
} else {
const bool l_4149 = l_4142 == uint32(2139095040);
if (l_4149) {
l_mut_3594 = l_4142;
}
}
}
const float l_4150 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4151 = reinterpret_cast<uint32 const&>(l_4150);
const uint32 l_4152 = l_4151 & uint32(2147483647);
const float l_4153 = reinterpret_cast<float const&>(l_4152);
const double l_4154 = double(l_4153);
l_mut_2578 = l_4154;
const bool l_4155 = l_4152 < uint32(8388608);
if (l_4155) {
const double l_4156 = double(l_4152);
const double l_4157 = l_4156 * double(1.401298464324817e-45);
l_mut_2578 = l_4157;
}
const uint64 l_4158 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_4159 = l_4151 >> uint32(31);
const uint64 l_4160 = uint64(l_4159);
const uint64 l_4161 = l_4160 << uint64(63);
const uint64 l_4162 = l_4158 | l_4161;
const double l_4163 = reinterpret_cast<double const&>(l_4162);
const bool l_4164 = l_4163 <= l_4105;
if (l_4164) {
const uint32 l_4165 = reinterpret_cast<uint32 const&>(l_4111);
const uint32 l_4166 = l_4165 + uint32(1);
l_mut_3594 = l_4166;
const uint32 l_4167 = l_4165 & uint32(2147483647);
const bool l_4168 = l_4167 == uint32(0);
if (l_4168) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4169 = l_4165 & uint32(2147483648);
const bool l_4170 = l_4169 != uint32(0);
if (l_4170) {
const uint32 l_4171 = l_4165 - uint32(1);
l_mut_3594 = l_4171;
} else {
const bool l_4172 = l_4165 == uint32(2139095040);
if (l_4172) {
l_mut_3594 = l_4165;
}
}
}
const float l_4173 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4174 = reinterpret_cast<uint32 const&>(l_4173);
const uint32 l_4175 = l_4174 & uint32(2147483647);
const float l_4176 = reinterpret_cast<float const&>(l_4175);
const double l_4177 = double(l_4176);
l_mut_2578 = l_4177;
const bool l_4178 = l_4175 < uint32(8388608);
if (l_4178) {
const double l_4179 = double(l_4175);
const double l_4180 = l_4179 * double(1.401298464324817e-45);
l_mut_2578 = l_4180;
}
const uint64 l_4181 = reinterpret_cast<uint64 const&>(l_mut_2578);
const uint32 l_4182 = l_4174 >> uint32(31);
const uint64 l_4183 = uint64(l_4182);
const uint64 l_4184 = l_4183 << uint64(63);
const uint64 l_4185 = l_4181 | l_4184;
const double l_4186 = reinterpret_cast<double const&>(l_4185);
l_mut_2832 = l_4186;
}
}
}
const double l_4187 = -l_mut_2832;
l_mut_2832 = l_4187;
const bool l_4188 = bool(true) && bool(false);
if (l_4188) {
const double l_4189 = l_4100 + l_4103;
const double l_4190 = l_4189 * double(7.1362384635298e44);
const double l_4191 = floor(l_4190);
const double l_4192 = l_4191 * double(1.401298464324817e-45);
l_mut_2578 = l_4192;
const double l_4193 = abs(l_4189);
const bool l_4194 = l_4193 >= double(1.1754943508222875e-38);
if (l_4194) {
const float l_4195 = float(l_4189);
const double l_4196 = double(l_4195);
l_mut_2578 = l_4196;
const bool l_4197 = l_mut_2578 > l_4189;
if (l_4197) {
const uint32 l_4198 = reinterpret_cast<uint32 const&>(l_4195);
const uint32 l_4199 = l_4198 ^ uint32(2147483648);
const float l_4200 = reinterpret_cast<float const&>(l_4199);
const uint32 l_4201 = reinterpret_cast<uint32 const&>(l_4200);
const uint32 l_4202 = l_4201 + uint32(1);
l_mut_3594 = l_4202;
const uint32 l_4203 = l_4201 & uint32(2147483647);
const bool l_4204 = l_4203 == uint32(0);
if (l_4204) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4205 = l_4201 & uint32(2147483648);
const bool l_4206 = l_4205 != uint32(0);
if (l_4206) {
const uint32 l_4207 = l_4201 - uint32(1);
l_mut_3594 = l_4207;
} else {
const bool l_4208 = l_4201 == uint32(2139095040);
if (l_4208) {
l_mut_3594 = l_4201;
}
}
}
const float l_4209 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4210 = reinterpret_cast<uint32 const&>(l_4209);
const uint32 l_4211 = l_4210 ^ uint32(2147483648);
const float l_4212 = reinterpret_cast<float const&>(l_4211);
const uint32 l_4213 = reinterpret_cast<uint32 const&>(l_4212);
const uint32 l_4214 = l_4213 & uint32(2147483647);
const float l_4215 = reinterpret_cast<float const&>(l_4214);
const double l_4216 = double(l_4215);
l_mut_221 = l_4216;
const bool l_4217 = l_4214 < uint32(8388608);
if (l_4217) {
const double l_4218 = double(l_4214);
const double l_4219 = l_4218 * double(1.401298464324817e-45);
l_mut_221 = l_4219;
}
const uint64 l_4220 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4221 = l_4213 >> uint32(31);
const uint64 l_4222 = uint64(l_4221);
const uint64 l_4223 = l_4222 << uint64(63);
const uint64 l_4224 = l_4220 | l_4223;
const double l_4225 = reinterpret_cast<double const&>(l_4224);
l_mut_2578 = l_4225;
} else {
const uint32 l_4226 = reinterpret_cast<uint32 const&>(l_4195);
const uint32 l_4227 = l_4226 + uint32(1);
l_mut_3594 = l_4227;
const uint32 l_4228 = l_4226 & uint32(2147483647);
const bool l_4229 = l_4228 == uint32(0);
if (l_4229) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4230 = l_4226 & uint32(2147483648);
const bool l_4231 = l_4230 != uint32(0);
if (l_4231) {
const uint32 l_4232 = l_4226 - uint32(1);
l_mut_3594 = l_4232;
} else {
const bool l_4233 = l_4226 == uint32(2139095040);
if (l_4233) {
l_mut_3594 = l_4226;
}
}
}
const float l_4234 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4235 = reinterpret_cast<uint32 const&>(l_4234);
const uint32 l_4236 = l_4235 & uint32(2147483647);
const float l_4237 = reinterpret_cast<float const&>(l_4236);
const double l_4238 = double(l_4237);
l_mut_221 = l_4238;
const bool l_4239 = l_4236 < uint32(8388608);
if (l_4239) {
const double l_4240 = double(l_4236);
const double l_4241 = l_4240 * double(1.401298464324817e-45);
l_mut_221 = l_4241;
}
const uint64 l_4242 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4243 = l_4235 >> uint32(31);
const uint64 l_4244 = uint64(l_4243);
const uint64 l_4245 = l_4244 << uint64(63);
const uint64 l_4246 = l_4242 | l_4245;
const double l_4247 = reinterpret_cast<double const&>(l_4246);
const bool l_4248 = l_4247 <= l_4189;
if (l_4248) {
const uint32 l_4249 = reinterpret_cast<uint32 const&>(l_4195);
const uint32 l_4250 = l_4249 + uint32(1);
l_mut_3594 = l_4250;
const uint32 l_4251 = l_4249 & uint32(2147483647);
const bool l_4252 = l_4251 == uint32(0);
if (l_4252) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4253 = l_4249 & uint32(2147483648);
const bool l_4254 = l_4253 != uint32(0);
if (l_4254) {
const uint32 l_4255 = l_4249 - uint32(1);
l_mut_3594 = l_4255;
} else {
const bool l_4256 = l_4249 == uint32(2139095040);
if (l_4256) {
l_mut_3594 = l_4249;
}
}
}
const float l_4257 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4258 = reinterpret_cast<uint32 const&>(l_4257);
const uint32 l_4259 = l_4258 & uint32(2147483647);
const float l_4260 = reinterpret_cast<float const&>(l_4259);
const double l_4261 = double(l_4260);
l_mut_221 = l_4261;
const bool l_4262 = l_4259 < uint32(8388608);
if (l_4262) {
const double l_4263 = double(l_4259);
const double l_4264 = l_4263 * double(1.401298464324817e-45);
l_mut_221 = l_4264;
}
const uint64 l_4265 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4266 = l_4258 >> uint32(31);
const uint64 l_4267 = uint64(l_4266);
const uint64 l_4268 = l_4267 << uint64(63);
const uint64 l_4269 = l_4265 | l_4268;
const double l_4270 = reinterpret_cast<double const&>(l_4269);
l_mut_2578 = l_4270;
}
}
}
l_mut_2832 = l_mut_2578;
} else {
const double l_4271 = l_4100 - l_4103;
const double l_4272 = l_4271 * double(7.1362384635298e44);
const double l_4273 = floor(l_4272);
const double l_4274 = l_4273 * double(1.401298464324817e-45);
l_mut_2578 = l_4274;
const double l_4275 = abs(l_4271);
const bool l_4276 = l_4275 >= double(1.1754943508222875e-38);
if (l_4276) {
const float l_4277 = float(l_4271);
const double l_4278 = double(l_4277);
l_mut_2578 = l_4278;
const bool l_4279 = l_mut_2578 > l_4271;
if (l_4279) {
const uint32 l_4280 = reinterpret_cast<uint32 const&>(l_4277);
const uint32 l_4281 = l_4280 ^ uint32(2147483648);
const float l_4282 = reinterpret_cast<float const&>(l_4281);
const uint32 l_4283 = reinterpret_cast<uint32 const&>(l_4282);
const uint32 l_4284 = l_4283 + uint32(1);
l_mut_3594 = l_4284;
const uint32 l_4285 = l_4283 & uint32(2147483647);
const bool l_4286 = l_4285 == uint32(0);
if (l_4286) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4287 = l_4283 & uint32(2147483648);
const bool l_4288 = l_4287 != uint32(0);
if (l_4288) {
const uint32 l_4289 = l_4283 - uint32(1);
l_mut_3594 = l_4289;
} else {
const bool l_4290 = l_4283 == uint32(2139095040);
if (l_4290) {
l_mut_3594 = l_4283;
}
}
}
const float l_4291 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4292 = reinterpret_cast<uint32 const&>(l_4291);
const uint32 l_4293 = l_4292 ^ uint32(2147483648);
const float l_4294 = reinterpret_cast<float const&>(l_4293);
const uint32 l_4295 = reinterpret_cast<uint32 const&>(l_4294);
const uint32 l_4296 = l_4295 & uint32(2147483647);
const float l_4297 = reinterpret_cast<float const&>(l_4296);
const double l_4298 = double(l_4297);
l_mut_221 = l_4298;
const bool l_4299 = l_4296 < uint32(8388608);
if (l_4299) {
const double l_4300 = double(l_4296);
const double l_4301 = l_4300 * double(1.401298464324817e-45);
l_mut_221 = l_4301;
}
const uint64 l_4302 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4303 = l_4295 >> uint32(31);
const uint64 l_4304 = uint64(l_4303);
const uint64 l_4305 = l_4304 << uint64(63);
const uint64 l_4306 = l_4302 | l_4305;
const double l_4307 = reinterpret_cast<double const&>(l_4306);
l_mut_2578 = l_4307;
} else {
const uint32 l_4308 = reinterpret_cast<uint32 const&>(l_4277);
const uint32 l_4309 = l_4308 + uint32(1);
l_mut_3594 = l_4309;
const uint32 l_4310 = l_4308 & uint32(2147483647);
const bool l_4311 = l_4310 == uint32(0);
if (l_4311) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4312 = l_4308 & uint32(2147483648);
const bool l_4313 = l_4312 != uint32(0);
if (l_4313) {
const uint32 l_4314 = l_4308 - uint32(1);
l_mut_3594 = l_4314;
} else {
const bool l_4315 = l_4308 == uint32(2139095040);
if (l_4315) {
l_mut_3594 = l_4308;
}
}
}
const float l_4316 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4317 = reinterpret_cast<uint32 const&>(l_4316);
const uint32 l_4318 = l_4317 & uint32(2147483647);
const float l_4319 = reinterpret_cast<float const&>(l_4318);
const double l_4320 = double(l_4319);
l_mut_221 = l_4320;
const bool l_4321 = l_4318 < uint32(8388608);
if (l_4321) {
const double l_4322 = double(l_4318);
const double l_4323 = l_4322 * double(1.401298464324817e-45);
l_mut_221 = l_4323;
}
const uint64 l_4324 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4325 = l_4317 >> uint32(31);
const uint64 l_4326 = uint64(l_4325);
const uint64 l_4327 = l_4326 << uint64(63);
const uint64 l_4328 = l_4324 | l_4327;
const double l_4329 = reinterpret_cast<double const&>(l_4328);
const bool l_4330 = l_4329 <= l_4271;
if (l_4330) {
const uint32 l_4331 = reinterpret_cast<uint32 const&>(l_4277);
const uint32 l_4332 = l_4331 + uint32(1);
l_mut_3594 = l_4332;
const uint32 l_4333 = l_4331 & uint32(2147483647);
const bool l_4334 = l_4333 == uint32(0);
if (l_4334) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4335 = l_4331 & uint32(2147483648);
const bool l_4336 = l_4335 != uint32(0);
if (l_4336) {
const uint32 l_4337 = l_4331 - uint32(1);
l_mut_3594 = l_4337;
} else {
const bool l_4338 = l_4331 == uint32(2139095040);
if (l_4338) {
l_mut_3594 = l_4331;
}
}
}
const float l_4339 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4340 = reinterpret_cast<uint32 const&>(l_4339);
const uint32 l_4341 = l_4340 & uint32(2147483647);
const float l_4342 = reinterpret_cast<float const&>(l_4341);
const double l_4343 = double(l_4342);
l_mut_221 = l_4343;
const bool l_4344 = l_4341 < uint32(8388608);
if (l_4344) {
const double l_4345 = double(l_4341);
const double l_4346 = l_4345 * double(1.401298464324817e-45);
l_mut_221 = l_4346;
}
const uint64 l_4347 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4348 = l_4340 >> uint32(31);
const uint64 l_4349 = uint64(l_4348);
const uint64 l_4350 = l_4349 << uint64(63);
const uint64 l_4351 = l_4347 | l_4350;
const double l_4352 = reinterpret_cast<double const&>(l_4351);
l_mut_2578 = l_4352;
}
}
}
l_mut_2832 = l_mut_2578;
}
const double l_4353 = l_mut_1480 + l_381;
const double l_4354 = abs(l_4353);
const double l_4355 = l_4354 * double(2.220446049250313e-16);
const double l_4356 = l_2460 + l_4355;
const double l_4357 = l_4353 + l_4356;
const double l_4358 = -l_4357;
const double l_4359 = l_4358 * double(7.1362384635298e44);
const double l_4360 = floor(l_4359);
const double l_4361 = l_4360 * double(1.401298464324817e-45);
l_mut_2578 = l_4361;
const double l_4362 = abs(l_4358);
const bool l_4363 = l_4362 >= double(1.1754943508222875e-38);
if (l_4363) {
const float l_4364 = float(l_4358);
const double l_4365 = double(l_4364);
l_mut_2578 = l_4365;
const bool l_4366 = l_mut_2578 > l_4358;
if (l_4366) {
const uint32 l_4367 = reinterpret_cast<uint32 const&>(l_4364);
const uint32 l_4368 = l_4367 ^ uint32(2147483648);
const float l_4369 = reinterpret_cast<float const&>(l_4368);
const uint32 l_4370 = reinterpret_cast<uint32 const&>(l_4369);
const uint32 l_4371 = l_4370 + uint32(1);
l_mut_3594 = l_4371;
const uint32 l_4372 = l_4370 & uint32(2147483647);
const bool l_4373 = l_4372 == uint32(0);
if (l_4373) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4374 = l_4370 & uint32(2147483648);
const bool l_4375 = l_4374 != uint32(0);
if (l_4375) {
const uint32 l_4376 = l_4370 - uint32(1);
l_mut_3594 = l_4376;
} else {
const bool l_4377 = l_4370 == uint32(2139095040);
if (l_4377) {
l_mut_3594 = l_4370;
}
}
}
const float l_4378 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4379 = reinterpret_cast<uint32 const&>(l_4378);
const uint32 l_4380 = l_4379 ^ uint32(2147483648);
const float l_4381 = reinterpret_cast<float const&>(l_4380);
const uint32 l_4382 = reinterpret_cast<uint32 const&>(l_4381);
const uint32 l_4383 = l_4382 & uint32(2147483647);
const float l_4384 = reinterpret_cast<float const&>(l_4383);
const double l_4385 = double(l_4384);
l_mut_221 = l_4385;
const bool l_4386 = l_4383 < uint32(8388608);
if (l_4386) {
const double l_4387 = double(l_4383);
const double l_4388 = l_4387 * double(1.401298464324817e-45);
l_mut_221 = l_4388;
}
const uint64 l_4389 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4390 = l_4382 >> uint32(31);
const uint64 l_4391 = uint64(l_4390);
const uint64 l_4392 = l_4391 << uint64(63);
const uint64 l_4393 = l_4389 | l_4392;
const double l_4394 = reinterpret_cast<double const&>(l_4393);
l_mut_2578 = l_4394;
} else {
const uint32 l_4395 = reinterpret_cast<uint32 const&>(l_4364);
const uint32 l_4396 = l_4395 + uint32(1);
l_mut_3594 = l_4396;
const uint32 l_4397 = l_4395 & uint32(2147483647);
const bool l_4398 = l_4397 == uint32(0);
if (l_4398) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4399 = l_4395 & uint32(2147483648);
const bool l_4400 = l_4399 != uint32(0);
if (l_4400) {
const uint32 l_4401 = l_4395 - uint32(1);
l_mut_3594 = l_4401;
} else {
const bool l_4402 = l_4395 == uint32(2139095040);
if (l_4402) {
l_mut_3594 = l_4395;
}
}
}
const float l_4403 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4404 = reinterpret_cast<uint32 const&>(l_4403);
const uint32 l_4405 = l_4404 & uint32(2147483647);
const float l_4406 = reinterpret_cast<float const&>(l_4405);
const double l_4407 = double(l_4406);
l_mut_221 = l_4407;
const bool l_4408 = l_4405 < uint32(8388608);
if (l_4408) {
const double l_4409 = double(l_4405);
const double l_4410 = l_4409 * double(1.401298464324817e-45);
l_mut_221 = l_4410;
}
const uint64 l_4411 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4412 = l_4404 >> uint32(31);
const uint64 l_4413 = uint64(l_4412);
const uint64 l_4414 = l_4413 << uint64(63);
const uint64 l_4415 = l_4411 | l_4414;
const double l_4416 = reinterpret_cast<double const&>(l_4415);
const bool l_4417 = l_4416 <= l_4358;
if (l_4417) {
const uint32 l_4418 = reinterpret_cast<uint32 const&>(l_4364);
const uint32 l_4419 = l_4418 + uint32(1);
l_mut_3594 = l_4419;
const uint32 l_4420 = l_4418 & uint32(2147483647);
const bool l_4421 = l_4420 == uint32(0);
if (l_4421) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4422 = l_4418 & uint32(2147483648);
const bool l_4423 = l_4422 != uint32(0);
if (l_4423) {
const uint32 l_4424 = l_4418 - uint32(1);
l_mut_3594 = l_4424;
} else {
const bool l_4425 = l_4418 == uint32(2139095040);
if (l_4425) {
l_mut_3594 = l_4418;
}
}
}
const float l_4426 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4427 = reinterpret_cast<uint32 const&>(l_4426);
const uint32 l_4428 = l_4427 & uint32(2147483647);
const float l_4429 = reinterpret_cast<float const&>(l_4428);
const double l_4430 = double(l_4429);
l_mut_221 = l_4430;
const bool l_4431 = l_4428 < uint32(8388608);
if (l_4431) {
const double l_4432 = double(l_4428);
const double l_4433 = l_4432 * double(1.401298464324817e-45);
l_mut_221 = l_4433;
}
const uint64 l_4434 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4435 = l_4427 >> uint32(31);
const uint64 l_4436 = uint64(l_4435);
const uint64 l_4437 = l_4436 << uint64(63);
const uint64 l_4438 = l_4434 | l_4437;
const double l_4439 = reinterpret_cast<double const&>(l_4438);
l_mut_2578 = l_4439;
}
}
}
const double l_4440 = -l_mut_2578;
l_mut_2578 = l_4440;
const bool l_4441 = bool(false) && bool(false);
if (l_4441) {
const double l_4442 = l_4353 + l_4356;
const double l_4443 = l_4442 * double(7.1362384635298e44);
const double l_4444 = floor(l_4443);
const double l_4445 = l_4444 * double(1.401298464324817e-45);
l_mut_221 = l_4445;
const double l_4446 = abs(l_4442);
const bool l_4447 = l_4446 >= double(1.1754943508222875e-38);
if (l_4447) {
const float l_4448 = float(l_4442);
const double l_4449 = double(l_4448);
l_mut_221 = l_4449;
const bool l_4450 = l_mut_221 > l_4442;
if (l_4450) {
const uint32 l_4451 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4452 = l_4451 ^ uint32(2147483648);
const float l_4453 = reinterpret_cast<float const&>(l_4452);
const uint32 l_4454 = reinterpret_cast<uint32 const&>(l_4453);
const uint32 l_4455 = l_4454 + uint32(1);
l_mut_3594 = l_4455;
const uint32 l_4456 = l_4454 & uint32(2147483647);
const bool l_4457 = l_4456 == uint32(0);
if (l_4457) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4458 = l_4454 & uint32(2147483648);
const bool l_4459 = l_4458 != uint32(0);
if (l_4459) {
const uint32 l_4460 = l_4454 - uint32(1);
l_mut_3594 = l_4460;
} else {
const bool l_4461 = l_4454 == uint32(2139095040);
if (l_4461) {
l_mut_3594 = l_4454;
}
}
}
const float l_4462 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4463 = reinterpret_cast<uint32 const&>(l_4462);
const uint32 l_4464 = l_4463 ^ uint32(2147483648);
const float l_4465 = reinterpret_cast<float const&>(l_4464);
const uint32 l_4466 = reinterpret_cast<uint32 const&>(l_4465);
const uint32 l_4467 = l_4466 & uint32(2147483647);
const float l_4468 = reinterpret_cast<float const&>(l_4467);
const double l_4469 = double(l_4468);
l_mut_166 = l_4469;
const bool l_4470 = l_4467 < uint32(8388608);
if (l_4470) {
const double l_4471 = double(l_4467);
const double l_4472 = l_4471 * double(1.401298464324817e-45);
l_mut_166 = l_4472;
}
const uint64 l_4473 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4474 = l_4466 >> uint32(31);
const uint64 l_4475 = uint64(l_4474);
const uint64 l_4476 = l_4475 << uint64(63);
const uint64 l_4477 = l_4473 | l_4476;
const double l_4478 = reinterpret_cast<double const&>(l_4477);
l_mut_221 = l_4478;
} else {
const uint32 l_4479 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4480 = l_4479 + uint32(1);
l_mut_3594 = l_4480;
const uint32 l_4481 = l_4479 & uint32(2147483647);
const bool l_4482 = l_4481 == uint32(0);
if (l_4482) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4483 = l_4479 & uint32(2147483648);
const bool l_4484 = l_4483 != uint32(0);
if (l_4484) {
const uint32 l_4485 = l_4479 - uint32(1);
l_mut_3594 = l_4485;
} else {
const bool l_4486 = l_4479 == uint32(2139095040);
if (l_4486) {
l_mut_3594 = l_4479;
}
}
}
const float l_4487 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4488 = reinterpret_cast<uint32 const&>(l_4487);
const uint32 l_4489 = l_4488 & uint32(2147483647);
const float l_4490 = reinterpret_cast<float const&>(l_4489);
const double l_4491 = double(l_4490);
l_mut_166 = l_4491;
const bool l_4492 = l_4489 < uint32(8388608);
if (l_4492) {
const double l_4493 = double(l_4489);
const double l_4494 = l_4493 * double(1.401298464324817e-45);
l_mut_166 = l_4494;
}
const uint64 l_4495 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4496 = l_4488 >> uint32(31);
const uint64 l_4497 = uint64(l_4496);
const uint64 l_4498 = l_4497 << uint64(63);
const uint64 l_4499 = l_4495 | l_4498;
const double l_4500 = reinterpret_cast<double const&>(l_4499);
const bool l_4501 = l_4500 <= l_4442;
if (l_4501) {
const uint32 l_4502 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4503 = l_4502 + uint32(1);
l_mut_3594 = l_4503;
const uint32 l_4504 = l_4502 & uint32(2147483647);
const bool l_4505 = l_4504 == uint32(0);
if (l_4505) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4506 = l_4502 & uint32(2147483648);
const bool l_4507 = l_4506 != uint32(0);
if (l_4507) {
const uint32 l_4508 = l_4502 - uint32(1);
l_mut_3594 = l_4508;
} else {
const bool l_4509 = l_4502 == uint32(2139095040);
if (l_4509) {
l_mut_3594 = l_4502;
}
}
}
const float l_4510 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4511 = reinterpret_cast<uint32 const&>(l_4510);
const uint32 l_4512 = l_4511 & uint32(2147483647);
const float l_4513 = reinterpret_cast<float const&>(l_4512);
const double l_4514 = double(l_4513);
l_mut_166 = l_4514;
const bool l_4515 = l_4512 < uint32(8388608);
if (l_4515) {
const double l_4516 = double(l_4512);
const double l_4517 = l_4516 * double(1.401298464324817e-45);
l_mut_166 = l_4517;
}
const uint64 l_4518 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4519 = l_4511 >> uint32(31);
const uint64 l_4520 = uint64(l_4519);
const uint64 l_4521 = l_4520 << uint64(63);
const uint64 l_4522 = l_4518 | l_4521;
const double l_4523 = reinterpret_cast<double const&>(l_4522);
l_mut_221 = l_4523;
}
}
}
l_mut_2578 = l_mut_221;
} else {
}
l_mut_3594 = uint32(0);
const bool l_4524 = l_mut_2832 <= double(0.0);
const bool l_4525 = l_mut_2578 >= double(0.0);
const bool l_4526 = l_4524 && l_4525;
const bool l_4527 = !l_4526;
if (l_4527) {
const double l_4529 = l_mut_3342 / l_mut_2832;
const double l_4530 = l_mut_3342 / l_mut_2578;
const double l_4531 = l_mut_3088 / l_mut_2832;
const double l_4532 = l_mut_3088 / l_mut_2578;
l_arr_4528[uint32(0)] = l_4529;
l_arr_4528[uint32(1)] = l_4529;
const double l_4533 = l_arr_4528[uint32(0)];
const bool l_4534 = l_4530 < l_4533;
if (l_4534) {
l_arr_4528[uint32(0)] = l_4530;
}
const double l_4535 = l_arr_4528[uint32(0)];
const bool l_4536 = l_4531 < l_4535;
if (l_4536) {
l_arr_4528[uint32(0)] = l_4531;
}
const double l_4537 = l_arr_4528[uint32(0)];
const bool l_4538 = l_4532 < l_4537;
if (l_4538) {
l_arr_4528[uint32(0)] = l_4532;
}
const double l_4539 = l_arr_4528[uint32(1)];
const bool l_4540 = l_4530 > l_4539;
if (l_4540) {
l_arr_4528[uint32(1)] = l_4530;
}
const double l_4541 = l_arr_4528[uint32(1)];
const bool l_4542 = l_4531 > l_4541;
if (l_4542) {
l_arr_4528[uint32(1)] = l_4531;
}
const double l_4543 = l_arr_4528[uint32(1)];
const bool l_4544 = l_4532 > l_4543;
if (l_4544) {
l_arr_4528[uint32(1)] = l_4532;
}
const double l_4545 = l_arr_4528[uint32(0)];
const double l_4546 = abs(l_4545);
const double l_4547 = l_4546 * l_mut_1067;
const double l_4548 = l_arr_4528[uint32(1)];
const double l_4549 = abs(l_4548);
const double l_4550 = l_4549 * l_mut_1067;
l_mut_3594 = uint32(2);
const double l_4551 = l_arr_4528[uint32(0)];
const double l_4552 = l_4551 - l_4547;
const double l_4553 = abs(l_4552);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4554 = l_4553 >= double(1.1754943508222875e-38);
const bool l_4555 = l_4553 <= double(1.7976931348623157e308);
const bool l_4556 = l_4554 && l_4555;
if (l_4556) {
const uint64 l_4557 = reinterpret_cast<uint64 const&>(l_4553);
const uint64 l_4558 = l_4557 >> uint64(52);
const uint64 l_4559 = l_4558 - uint64(23);
const uint64 l_4560 = l_4559 << uint64(52);
const double l_4561 = reinterpret_cast<double const&>(l_4560);
l_mut_3342 = l_4561;
}
const double l_4562 = l_4551 + l_4547;
const double l_4563 = abs(l_4562);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_4564 = l_4563 >= double(1.1754943508222875e-38);
const bool l_4565 = l_4563 <= double(1.7976931348623157e308);
const bool l_4566 = l_4564 && l_4565;
if (l_4566) {
const uint64 l_4567 = reinterpret_cast<uint64 const&>(l_4563);
const uint64 l_4568 = l_4567 >> uint64(52);
const uint64 l_4569 = l_4568 - uint64(23);
const uint64 l_4570 = l_4569 << uint64(52);
const double l_4571 = reinterpret_cast<double const&>(l_4570);
l_mut_3088 = l_4571;
}
const bool l_4572 = l_mut_3342 == l_mut_3088;
const double l_4573 = l_arr_4528[uint32(1)];
const double l_4574 = l_4573 - l_4550;
const double l_4575 = abs(l_4574);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4576 = l_4575 >= double(1.1754943508222875e-38);
const bool l_4577 = l_4575 <= double(1.7976931348623157e308);
const bool l_4578 = l_4576 && l_4577;
if (l_4578) {
const uint64 l_4579 = reinterpret_cast<uint64 const&>(l_4575);
const uint64 l_4580 = l_4579 >> uint64(52);
const uint64 l_4581 = l_4580 - uint64(23);
const uint64 l_4582 = l_4581 << uint64(52);
const double l_4583 = reinterpret_cast<double const&>(l_4582);
l_mut_3342 = l_4583;
}
const double l_4584 = l_4573 + l_4550;
const double l_4585 = abs(l_4584);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_4586 = l_4585 >= double(1.1754943508222875e-38);
const bool l_4587 = l_4585 <= double(1.7976931348623157e308);
const bool l_4588 = l_4586 && l_4587;
if (l_4588) {
const uint64 l_4589 = reinterpret_cast<uint64 const&>(l_4585);
const uint64 l_4590 = l_4589 >> uint64(52);
const uint64 l_4591 = l_4590 - uint64(23);
const uint64 l_4592 = l_4591 << uint64(52);
const double l_4593 = reinterpret_cast<double const&>(l_4592);
l_mut_3088 = l_4593;
}
const bool l_4594 = l_mut_3342 == l_mut_3088;
const bool l_4595 = l_4572 && l_4594;
if (l_4595) {
const double l_4596 = l_arr_4528[uint32(0)];
const double l_4597 = l_arr_4528[uint32(0)];
const double l_4598 = abs(l_4597);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4599 = l_4598 >= double(1.1754943508222875e-38);
const bool l_4600 = l_4598 <= double(1.7976931348623157e308);
const bool l_4601 = l_4599 && l_4600;
if (l_4601) {
const uint64 l_4602 = reinterpret_cast<uint64 const&>(l_4598);
const uint64 l_4603 = l_4602 >> uint64(52);
const uint64 l_4604 = l_4603 - uint64(23);
const uint64 l_4605 = l_4604 << uint64(52);
const double l_4606 = reinterpret_cast<double const&>(l_4605);
l_mut_3342 = l_4606;
}
const double l_4607 = l_384 * l_mut_3342;
const double l_4608 = l_4596 - l_4607;
const double l_4609 = l_arr_4528[uint32(1)];
const double l_4610 = l_arr_4528[uint32(1)];
const double l_4611 = abs(l_4610);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4612 = l_4611 >= double(1.1754943508222875e-38);
const bool l_4613 = l_4611 <= double(1.7976931348623157e308);
const bool l_4614 = l_4612 && l_4613;
if (l_4614) {
const uint64 l_4615 = reinterpret_cast<uint64 const&>(l_4611);
const uint64 l_4616 = l_4615 >> uint64(52);
const uint64 l_4617 = l_4616 - uint64(23);
const uint64 l_4618 = l_4617 << uint64(52);
const double l_4619 = reinterpret_cast<double const&>(l_4618);
l_mut_3342 = l_4619;
}
const double l_4620 = l_384 * l_mut_3342;
const double l_4621 = l_4609 + l_4620;
const uint32 l_4622 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4623 = l_4622 & uint32(2147483647);
const float l_4624 = reinterpret_cast<float const&>(l_4623);
const double l_4625 = double(l_4624);
l_mut_3342 = l_4625;
const bool l_4626 = l_4623 < uint32(8388608);
if (l_4626) {
const double l_4627 = double(l_4623);
const double l_4628 = l_4627 * double(1.401298464324817e-45);
l_mut_3342 = l_4628;
}
const uint64 l_4629 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4630 = l_4622 >> uint32(31);
const uint64 l_4631 = uint64(l_4630);
const uint64 l_4632 = l_4631 << uint64(63);
const uint64 l_4633 = l_4629 | l_4632;
const double l_4634 = reinterpret_cast<double const&>(l_4633);
const uint32 l_4635 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4636 = l_4635 + uint32(1);
l_mut_4637 = l_4636;
const uint32 l_4638 = l_4635 & uint32(2147483647);
const bool l_4639 = l_4638 == uint32(0);
if (l_4639) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_4640 = l_4635 & uint32(2147483648);
const bool l_4641 = l_4640 != uint32(0);
if (l_4641) {
const uint32 l_4642 = l_4635 - uint32(1);
l_mut_4637 = l_4642;
} else {
const bool l_4643 = l_4635 == uint32(2139095040);
if (l_4643) {
l_mut_4637 = l_4635;
}
}
}
const float l_4644 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_4645 = reinterpret_cast<uint32 const&>(l_4644);
const uint32 l_4646 = l_4645 & uint32(2147483647);
const float l_4647 = reinterpret_cast<float const&>(l_4646);
const double l_4648 = double(l_4647);
l_mut_3342 = l_4648;
const bool l_4649 = l_4646 < uint32(8388608);
if (l_4649) {
const double l_4650 = double(l_4646);
const double l_4651 = l_4650 * double(1.401298464324817e-45);
l_mut_3342 = l_4651;
}
const uint64 l_4652 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4653 = l_4645 >> uint32(31);
const uint64 l_4654 = uint64(l_4653);
const uint64 l_4655 = l_4654 << uint64(63);
const uint64 l_4656 = l_4652 | l_4655;
const double l_4657 = reinterpret_cast<double const&>(l_4656);
const uint32 l_4658 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4659 = l_4658 ^ uint32(2147483648);
const float l_4660 = reinterpret_cast<float const&>(l_4659);
const uint32 l_4661 = reinterpret_cast<uint32 const&>(l_4660);
const uint32 l_4662 = l_4661 + uint32(1);
l_mut_4637 = l_4662;
const uint32 l_4663 = l_4661 & uint32(2147483647);
const bool l_4664 = l_4663 == uint32(0);
if (l_4664) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_4665 = l_4661 & uint32(2147483648);
const bool l_4666 = l_4665 != uint32(0);
if (l_4666) {
const uint32 l_4667 = l_4661 - uint32(1);
l_mut_4637 = l_4667;
} else {
const bool l_4668 = l_4661 == uint32(2139095040);
if (l_4668) {
l_mut_4637 = l_4661;
}
}
}
const float l_4669 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_4670 = reinterpret_cast<uint32 const&>(l_4669);
const uint32 l_4671 = l_4670 ^ uint32(2147483648);
const float l_4672 = reinterpret_cast<float const&>(l_4671);
const uint32 l_4673 = reinterpret_cast<uint32 const&>(l_4672);
const uint32 l_4674 = l_4673 & uint32(2147483647);
const float l_4675 = reinterpret_cast<float const&>(l_4674);
const double l_4676 = double(l_4675);
l_mut_3342 = l_4676;
const bool l_4677 = l_4674 < uint32(8388608);
if (l_4677) {
const double l_4678 = double(l_4674);
const double l_4679 = l_4678 * double(1.401298464324817e-45);
l_mut_3342 = l_4679;
}
const uint64 l_4680 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4681 = l_4673 >> uint32(31);
const uint64 l_4682 = uint64(l_4681);
const uint64 l_4683 = l_4682 << uint64(63);
const uint64 l_4684 = l_4680 | l_4683;
const double l_4685 = reinterpret_cast<double const&>(l_4684);
const double l_4686 = l_4608 + l_4547;
const bool l_4687 = l_4686 <= l_4634;
l_mut_508 = l_4687;
const double l_4688 = l_4608 - l_4547;
const bool l_4689 = l_4688 > l_4634;
l_mut_505 = l_4689;
const double l_4690 = l_4621 - l_4550;
const bool l_4691 = l_4690 >= l_4634;
l_mut_502 = l_4691;
const double l_4692 = l_4621 + l_4550;
const bool l_4693 = l_4692 < l_4634;
l_mut_499 = l_4693;
const double l_4694 = l_4608 + l_4547;
const bool l_4695 = l_4694 < l_4657;
l_mut_508 = l_4695;
const double l_4696 = l_4608 - l_4547;
const bool l_4697 = l_4696 >= l_4657;
l_mut_505 = l_4697;
const double l_4698 = l_4621 - l_4550;
const bool l_4699 = l_4698 > l_4685;
l_mut_502 = l_4699;
const double l_4700 = l_4621 + l_4550;
const bool l_4701 = l_4700 <= l_4685;
l_mut_499 = l_4701;
l_mut_4637 = uint32(2);
const bool l_4702 = l_mut_505 || l_mut_499;
if (l_4702) {
l_mut_4637 = uint32(1);
} else {
const bool l_4703 = l_mut_508 && l_mut_502;
if (l_4703) {
l_mut_4637 = uint32(0);
}
}
const uint32 l_4704 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4705 = l_4704 & uint32(2147483647);
const bool l_4706 = l_4705 == uint32(0);
if (l_4706) {
const double l_4707 = l_4608 + l_4547;
const bool l_4708 = l_4707 < double(1.1754943508222875e-38);
const double l_4709 = l_4621 - l_4550;
const bool l_4710 = l_4709 > double(-1.1754943508222875e-38);
const bool l_4711 = l_4708 && l_4710;
const double l_4712 = l_4608 - l_4547;
const bool l_4713 = l_4712 < double(1.1754943508222875e-38);
const double l_4714 = l_4621 + l_4550;
const bool l_4715 = l_4714 > double(-1.1754943508222875e-38);
const bool l_4716 = l_4713 && l_4715;
if (l_4711) {
l_mut_4637 = uint32(0);
} else {
const bool l_4717 = l_mut_4637 == uint32(1);
const bool l_4718 = l_4716 && l_4717;
if (l_4718) {
l_mut_4637 = uint32(2);
}
}
}
l_mut_3594 = l_mut_4637;
}
}
const bool l_4719 = l_mut_407 == uint32(0);
if (l_4719) {
l_mut_448 = uint32(0);
} else {
const bool l_4720 = l_mut_3594 == uint32(1);
if (l_4720) {
l_mut_448 = uint32(1);
}
}
} else {
const double l_4721 = l_mut_1563 - l_381;
const double l_4722 = l_mut_1563 + l_381;
const double l_4723 = l_mut_1480 - l_381;
const double l_4724 = l_mut_1480 + l_381;
const double l_4725 = abs(l_4723);
const bool l_4726 = l_4725 > l_2460;
const double l_4727 = abs(l_4724);
const bool l_4728 = l_4727 > l_2460;
const bool l_4729 = l_4726 && l_4728;
if (l_4729) {
const double l_4730 = l_2458 + l_2460;
const double l_4731 = abs(l_4723);
const double l_4732 = abs(l_4724);
l_mut_3342 = l_4731;
const bool l_4733 = l_4732 < l_4731;
if (l_4733) {
l_mut_3342 = l_4732;
}
const double l_4734 = l_4730 / l_mut_3342;
const double l_4735 = abs(l_4721);
const double l_4736 = abs(l_4722);
l_mut_3342 = l_4735;
const bool l_4737 = l_4736 < l_4735;
if (l_4737) {
l_mut_3342 = l_4736;
}
const double l_4738 = l_2458 / l_mut_3342;
const double l_4739 = l_4734 + l_4738;
l_mut_1067 = l_mut_1067 + l_4739;
l_mut_4637 = uint32(0);
const bool l_4740 = l_4723 <= double(0.0);
const bool l_4741 = l_4724 >= double(0.0);
const bool l_4742 = l_4740 && l_4741;
const bool l_4743 = !l_4742;
if (l_4743) {
const double l_4745 = l_4721 / l_4723;
const double l_4746 = l_4721 / l_4724;
const double l_4747 = l_4722 / l_4723;
const double l_4748 = l_4722 / l_4724;
l_arr_4744[uint32(0)] = l_4745;
l_arr_4744[uint32(1)] = l_4745;
const double l_4749 = l_arr_4744[uint32(0)];
const bool l_4750 = l_4746 < l_4749;
if (l_4750) {
l_arr_4744[uint32(0)] = l_4746;
}
const double l_4751 = l_arr_4744[uint32(0)];
const bool l_4752 = l_4747 < l_4751;
if (l_4752) {
l_arr_4744[uint32(0)] = l_4747;
}
const double l_4753 = l_arr_4744[uint32(0)];
const bool l_4754 = l_4748 < l_4753;
if (l_4754) {
l_arr_4744[uint32(0)] = l_4748;
}
const double l_4755 = l_arr_4744[uint32(1)];
const bool l_4756 = l_4746 > l_4755;
if (l_4756) {
l_arr_4744[uint32(1)] = l_4746;
}
const double l_4757 = l_arr_4744[uint32(1)];
const bool l_4758 = l_4747 > l_4757;
if (l_4758) {
l_arr_4744[uint32(1)] = l_4747;
}
const double l_4759 = l_arr_4744[uint32(1)];
const bool l_4760 = l_4748 > l_4759;
if (l_4760) {
l_arr_4744[uint32(1)] = l_4748;
}
const double l_4761 = l_arr_4744[uint32(0)];
const double l_4762 = abs(l_4761);
const double l_4763 = l_4762 * l_mut_1067;
const double l_4764 = l_arr_4744[uint32(1)];
const double l_4765 = abs(l_4764);
const double l_4766 = l_4765 * l_mut_1067;
l_mut_4637 = uint32(2);
const double l_4767 = l_arr_4744[uint32(0)];
const double l_4768 = l_4767 - l_4763;
const double l_4769 = abs(l_4768);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4770 = l_4769 >= double(1.1754943508222875e-38);
const bool l_4771 = l_4769 <= double(1.7976931348623157e308);
const bool l_4772 = l_4770 && l_4771;
if (l_4772) {
const uint64 l_4773 = reinterpret_cast<uint64 const&>(l_4769);
const uint64 l_4774 = l_4773 >> uint64(52);
const uint64 l_4775 = l_4774 - uint64(23);
const uint64 l_4776 = l_4775 << uint64(52);
const double l_4777 = reinterpret_cast<double const&>(l_4776);
l_mut_3342 = l_4777;
}
const double l_4778 = l_4767 + l_4763;
const double l_4779 = abs(l_4778);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_4780 = l_4779 >= double(1.1754943508222875e-38);
const bool l_4781 = l_4779 <= double(1.7976931348623157e308);
const bool l_4782 = l_4780 && l_4781;
if (l_4782) {
const uint64 l_4783 = reinterpret_cast<uint64 const&>(l_4779);
const uint64 l_4784 = l_4783 >> uint64(52);
const uint64 l_4785 = l_4784 - uint64(23);
const uint64 l_4786 = l_4785 << uint64(52);
const double l_4787 = reinterpret_cast<double const&>(l_4786);
l_mut_3088 = l_4787;
}
const bool l_4788 = l_mut_3342 == l_mut_3088;
const double l_4789 = l_arr_4744[uint32(1)];
const double l_4790 = l_4789 - l_4766;
const double l_4791 = abs(l_4790);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4792 = l_4791 >= double(1.1754943508222875e-38);
const bool l_4793 = l_4791 <= double(1.7976931348623157e308);
const bool l_4794 = l_4792 && l_4793;
if (l_4794) {
const uint64 l_4795 = reinterpret_cast<uint64 const&>(l_4791);
const uint64 l_4796 = l_4795 >> uint64(52);
const uint64 l_4797 = l_4796 - uint64(23);
const uint64 l_4798 = l_4797 << uint64(52);
const double l_4799 = reinterpret_cast<double const&>(l_4798);
l_mut_3342 = l_4799;
}
const double l_4800 = l_4789 + l_4766;
const double l_4801 = abs(l_4800);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_4802 = l_4801 >= double(1.1754943508222875e-38);
const bool l_4803 = l_4801 <= double(1.7976931348623157e308);
const bool l_4804 = l_4802 && l_4803;
if (l_4804) {
const uint64 l_4805 = reinterpret_cast<uint64 const&>(l_4801);
const uint64 l_4806 = l_4805 >> uint64(52);
const uint64 l_4807 = l_4806 - uint64(23);
const uint64 l_4808 = l_4807 << uint64(52);
const double l_4809 = reinterpret_cast<double const&>(l_4808);
l_mut_3088 = l_4809;
}
const bool l_4810 = l_mut_3342 == l_mut_3088;
const bool l_4811 = l_4788 && l_4810;
if (l_4811) {
const double l_4812 = l_arr_4744[uint32(0)];
const double l_4813 = l_arr_4744[uint32(0)];
const double l_4814 = abs(l_4813);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4815 = l_4814 >= double(1.1754943508222875e-38);
const bool l_4816 = l_4814 <= double(1.7976931348623157e308);
const bool l_4817 = l_4815 && l_4816;
if (l_4817) {
const uint64 l_4818 = reinterpret_cast<uint64 const&>(l_4814);
const uint64 l_4819 = l_4818 >> uint64(52);
const uint64 l_4820 = l_4819 - uint64(23);
const uint64 l_4821 = l_4820 << uint64(52);
const double l_4822 = reinterpret_cast<double const&>(l_4821);
l_mut_3342 = l_4822;
}
const double l_4823 = l_384 * l_mut_3342;
const double l_4824 = l_4812 - l_4823;
const double l_4825 = l_arr_4744[uint32(1)];
const double l_4826 = l_arr_4744[uint32(1)];
const double l_4827 = abs(l_4826);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_4828 = l_4827 >= double(1.1754943508222875e-38);
const bool l_4829 = l_4827 <= double(1.7976931348623157e308);
const bool l_4830 = l_4828 && l_4829;
if (l_4830) {
const uint64 l_4831 = reinterpret_cast<uint64 const&>(l_4827);
const uint64 l_4832 = l_4831 >> uint64(52);
const uint64 l_4833 = l_4832 - uint64(23);
const uint64 l_4834 = l_4833 << uint64(52);
const double l_4835 = reinterpret_cast<double const&>(l_4834);
l_mut_3342 = l_4835;
}
const double l_4836 = l_384 * l_mut_3342;
const double l_4837 = l_4825 + l_4836;
const uint32 l_4838 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4839 = l_4838 & uint32(2147483647);
const float l_4840 = reinterpret_cast<float const&>(l_4839);
const double l_4841 = double(l_4840);
l_mut_3342 = l_4841;
const bool l_4842 = l_4839 < uint32(8388608);
if (l_4842) {
const double l_4843 = double(l_4839);
const double l_4844 = l_4843 * double(1.401298464324817e-45);
l_mut_3342 = l_4844;
}
const uint64 l_4845 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4846 = l_4838 >> uint32(31);
const uint64 l_4847 = uint64(l_4846);
const uint64 l_4848 = l_4847 << uint64(63);
const uint64 l_4849 = l_4845 | l_4848;
const double l_4850 = reinterpret_cast<double const&>(l_4849);
const uint32 l_4851 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4852 = l_4851 + uint32(1);
l_mut_3594 = l_4852;
const uint32 l_4853 = l_4851 & uint32(2147483647);
const bool l_4854 = l_4853 == uint32(0);
if (l_4854) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4855 = l_4851 & uint32(2147483648);
const bool l_4856 = l_4855 != uint32(0);
if (l_4856) {
const uint32 l_4857 = l_4851 - uint32(1);
l_mut_3594 = l_4857;
} else {
const bool l_4858 = l_4851 == uint32(2139095040);
if (l_4858) {
l_mut_3594 = l_4851;
}
}
}
const float l_4859 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4860 = reinterpret_cast<uint32 const&>(l_4859);
const uint32 l_4861 = l_4860 & uint32(2147483647);
const float l_4862 = reinterpret_cast<float const&>(l_4861);
const double l_4863 = double(l_4862);
l_mut_3342 = l_4863;
const bool l_4864 = l_4861 < uint32(8388608);
if (l_4864) {
const double l_4865 = double(l_4861);
const double l_4866 = l_4865 * double(1.401298464324817e-45);
l_mut_3342 = l_4866;
}
const uint64 l_4867 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4868 = l_4860 >> uint32(31);
const uint64 l_4869 = uint64(l_4868);
const uint64 l_4870 = l_4869 << uint64(63);
const uint64 l_4871 = l_4867 | l_4870;
const double l_4872 = reinterpret_cast<double const&>(l_4871);
const uint32 l_4873 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4874 = l_4873 ^ uint32(2147483648);
const float l_4875 = reinterpret_cast<float const&>(l_4874);
const uint32 l_4876 = reinterpret_cast<uint32 const&>(l_4875);
const uint32 l_4877 = l_4876 + uint32(1);
l_mut_3594 = l_4877;
const uint32 l_4878 = l_4876 & uint32(2147483647);
const bool l_4879 = l_4878 == uint32(0);
if (l_4879) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_4880 = l_4876 & uint32(2147483648);
const bool l_4881 = l_4880 != uint32(0);
if (l_4881) {
const uint32 l_4882 = l_4876 - uint32(1);
l_mut_3594 = l_4882;
} else {
const bool l_4883 = l_4876 == uint32(2139095040);
if (l_4883) {
l_mut_3594 = l_4876;
}
}
}
const float l_4884 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_4885 = reinterpret_cast<uint32 const&>(l_4884);
const uint32 l_4886 = l_4885 ^ uint32(2147483648);
const float l_4887 = reinterpret_cast<float const&>(l_4886);
const uint32 l_4888 = reinterpret_cast<uint32 const&>(l_4887);
const uint32 l_4889 = l_4888 & uint32(2147483647);
const float l_4890 = reinterpret_cast<float const&>(l_4889);
const double l_4891 = double(l_4890);
l_mut_3342 = l_4891;
const bool l_4892 = l_4889 < uint32(8388608);
if (l_4892) {
const double l_4893 = double(l_4889);
const double l_4894 = l_4893 * double(1.401298464324817e-45);
l_mut_3342 = l_4894;
}
const uint64 l_4895 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4896 = l_4888 >> uint32(31);
const uint64 l_4897 = uint64(l_4896);
const uint64 l_4898 = l_4897 << uint64(63);
const uint64 l_4899 = l_4895 | l_4898;
const double l_4900 = reinterpret_cast<double const&>(l_4899);
const double l_4901 = l_4824 + l_4763;
const bool l_4902 = l_4901 <= l_4850;
l_mut_508 = l_4902;
const double l_4903 = l_4824 - l_4763;
const bool l_4904 = l_4903 > l_4850;
l_mut_505 = l_4904;
const double l_4905 = l_4837 - l_4766;
const bool l_4906 = l_4905 >= l_4850;
l_mut_502 = l_4906;
const double l_4907 = l_4837 + l_4766;
const bool l_4908 = l_4907 < l_4850;
l_mut_499 = l_4908;
l_mut_3594 = uint32(2);
const bool l_4909 = l_mut_505 || l_mut_499;
if (l_4909) {
l_mut_3594 = uint32(1);
} else {
const bool l_4910 = l_mut_508 && l_mut_502;
if (l_4910) {
l_mut_3594 = uint32(0);
}
}
const uint32 l_4911 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4912 = l_4911 & uint32(2147483647);
const bool l_4913 = l_4912 == uint32(0);
if (l_4913) {
const double l_4914 = l_4824 + l_4763;
const bool l_4915 = l_4914 < double(1.1754943508222875e-38);
const double l_4916 = l_4837 - l_4766;
const bool l_4917 = l_4916 > double(-1.1754943508222875e-38);
const bool l_4918 = l_4915 && l_4917;
const double l_4919 = l_4824 - l_4763;
const bool l_4920 = l_4919 < double(1.1754943508222875e-38);
const double l_4921 = l_4837 + l_4766;
const bool l_4922 = l_4921 > double(-1.1754943508222875e-38);
const bool l_4923 = l_4920 && l_4922;
if (l_4918) {
l_mut_3594 = uint32(0);
} else {
const bool l_4924 = l_mut_3594 == uint32(1);
const bool l_4925 = l_4923 && l_4924;
if (l_4925) {
l_mut_3594 = uint32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
}
l_mut_448 = l_mut_4637;
}
}
l_mut_268 = l_mut_448;
} else {
const bool l_4926 = l_389 <= l_387;
if (l_4926) {
const float l_4927 = float(l_388);
const uint32 l_4928 = reinterpret_cast<uint32 const&>(l_4927);
const uint32 l_4929 = l_4928 & uint32(2147483647);
const float l_4930 = reinterpret_cast<float const&>(l_4929);
const double l_4931 = double(l_4930);
l_mut_3342 = l_4931;
const bool l_4932 = l_4929 < uint32(8388608);
if (l_4932) {
const double l_4933 = double(l_4929);
const double l_4934 = l_4933 * double(1.401298464324817e-45);
l_mut_3342 = l_4934;
}
const uint64 l_4935 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_4936 = l_4928 >> uint32(31);
const uint64 l_4937 = uint64(l_4936);
const uint64 l_4938 = l_4937 << uint64(63);
const uint64 l_4939 = l_4935 | l_4938;
const double l_4940 = reinterpret_cast<double const&>(l_4939);
const double l_4941 = abs(l_4940);
l_mut_3342 = l_4941;
l_mut_4637 = uint32(0);
const bool l_4942 = l_4941 >= double(0.785);
if (l_4942) {
const double l_4943 = l_4941 * double(0.6366197723675814);
const double l_4944 = l_4943 + double(0.5);
const double l_4945 = floor(l_4944);
const double l_4946 = l_4945 * double(1.570796325802803);
const double l_4947 = l_4941 - l_4946;
const double l_4948 = l_4947 * l_20;
const double l_4949 = l_4945 * double(9.920935796805404e-10);
const double l_4950 = l_4948 - l_4949;
l_mut_3342 = l_4950;
const uint32 l_4951 = uint32(l_4945);
l_mut_4637 = l_4951;
}
const uint32 l_4952 = reinterpret_cast<uint32 const&>(l_4927);
const bool l_4953 = l_4952 >= uint32(2147483648);
const double l_4954 = l_mut_3342 * l_mut_3342;
const double l_4955 = l_4954 * double(1.9572941063391263e-20);
const double l_4956 = double(8.22063524662433e-18) - l_4955;
l_mut_3088 = l_4956;
const double l_4957 = l_mut_3088 * l_4954;
const double l_4958 = l_4957 - double(2.8114572543455206e-15);
l_mut_3088 = l_4958;
const double l_4959 = l_mut_3088 * l_4954;
const double l_4960 = l_4959 + double(7.647163731819816e-13);
l_mut_3088 = l_4960;
const double l_4961 = l_mut_3088 * l_4954;
const double l_4962 = l_4961 - double(1.6059043836821613e-10);
l_mut_3088 = l_4962;
const double l_4963 = l_mut_3088 * l_4954;
const double l_4964 = l_4963 + double(2.505210838544172e-8);
l_mut_3088 = l_4964;
const double l_4965 = l_mut_3088 * l_4954;
const double l_4966 = l_4965 - double(2.7557319223985893e-6);
l_mut_3088 = l_4966;
const double l_4967 = l_mut_3088 * l_4954;
const double l_4968 = l_4967 + double(0.0001984126984126984);
l_mut_3088 = l_4968;
const double l_4969 = l_mut_3088 * l_4954;
const double l_4970 = l_4969 - double(0.008333333333333333);
l_mut_3088 = l_4970;
const double l_4971 = l_mut_3088 * l_4954;
const double l_4972 = l_4971 + double(0.16666666666666666);
l_mut_3088 = l_4972;
const double l_4973 = double(0.5) * l_4954;
const double l_4974 = double(1.0) - l_4973;
const double l_4975 = double(0.0) * l_4974;
const double l_4976 = l_mut_3342 * l_4954;
const double l_4977 = l_4976 * l_mut_3088;
const double l_4978 = l_4975 - l_4977;
const double l_4979 = l_mut_3342 + l_4978;
const double l_4980 = l_mut_3342 * l_mut_3342;
const double l_4981 = l_4980 * double(4.110317623312165e-19);
const double l_4982 = l_4981 - double(1.5619206968586225e-16);
l_mut_3088 = l_4982;
const double l_4983 = l_mut_3088 * l_4980;
const double l_4984 = l_4983 + double(4.779477332387385e-14);
l_mut_3088 = l_4984;
const double l_4985 = l_mut_3088 * l_4980;
const double l_4986 = l_4985 - double(1.1470745597729725e-11);
l_mut_3088 = l_4986;
const double l_4987 = l_mut_3088 * l_4980;
const double l_4988 = l_4987 + double(2.08767569878681e-9);
l_mut_3088 = l_4988;
const double l_4989 = l_mut_3088 * l_4980;
const double l_4990 = l_4989 - double(2.755731922398589e-7);
l_mut_3088 = l_4990;
const double l_4991 = l_mut_3088 * l_4980;
const double l_4992 = l_4991 + double(2.48015873015873e-5);
l_mut_3088 = l_4992;
const double l_4993 = l_mut_3088 * l_4980;
const double l_4994 = l_4993 - double(0.001388888888888889);
l_mut_3088 = l_4994;
const double l_4995 = l_mut_3088 * l_4980;
const double l_4996 = l_4995 + double(0.041666666666666664);
l_mut_3088 = l_4996;
const double l_4997 = double(0.5) * l_4980;
const double l_4998 = double(1.0) - l_4997;
const double l_4999 = l_4980 * l_4980;
const double l_5000 = l_4999 * l_mut_3088;
const double l_5001 = double(0.0) * l_mut_3342;
const double l_5002 = l_5000 - l_5001;
const double l_5003 = l_4998 + l_5002;
const uint32 l_5004 = l_mut_4637 & uint32(1);
const bool l_5005 = l_5004 == uint32(1);
l_mut_3342 = l_4979;
const uint32 l_5006 = l_mut_4637 & uint32(2);
const bool l_5007 = l_5006 != uint32(0);
l_mut_508 = l_5007;
const bool l_5008 = uint32(6) == uint32(6);
if (l_5008) {
if (l_5005) {
l_mut_3342 = l_5003;
}
} else {
const bool l_5009 = uint32(6) == uint32(7);
if (l_5009) {
l_mut_3342 = l_5003;
if (l_5005) {
l_mut_3342 = l_4979;
}
const uint32 l_5010 = l_mut_4637 + uint32(1);
const uint32 l_5011 = l_5010 & uint32(2);
const bool l_5012 = l_5011 != uint32(0);
l_mut_508 = l_5012;
} else {
const double l_5013 = l_4979 / l_5003;
l_mut_3342 = l_5013;
if (l_5005) {
const double l_5014 = l_5003 / l_4979;
l_mut_3342 = l_5014;
}
l_mut_508 = l_5005;
}
}
const bool l_5015 = uint32(6) != uint32(7);
const bool l_5016 = l_5015 && l_4953;
if (l_5016) {
const bool l_5017 = !l_mut_508;
l_mut_508 = l_5017;
}
if (l_mut_508) {
const double l_5018 = -l_mut_3342;
l_mut_3342 = l_5018;
}
const float l_5019 = float(l_388);
const uint32 l_5020 = reinterpret_cast<uint32 const&>(l_5019);
const uint32 l_5021 = l_5020 & uint32(2147483647);
const float l_5022 = reinterpret_cast<float const&>(l_5021);
const double l_5023 = double(l_5022);
l_mut_3088 = l_5023;
const bool l_5024 = l_5021 < uint32(8388608);
if (l_5024) {
const double l_5025 = double(l_5021);
const double l_5026 = l_5025 * double(1.401298464324817e-45);
l_mut_3088 = l_5026;
}
const uint64 l_5027 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_5028 = l_5020 >> uint32(31);
const uint64 l_5029 = uint64(l_5028);
const uint64 l_5030 = l_5029 << uint64(63);
const uint64 l_5031 = l_5027 | l_5030;
const double l_5032 = reinterpret_cast<double const&>(l_5031);
const double l_5033 = abs(l_5032);
l_mut_3088 = l_5033;
l_mut_4637 = uint32(0);
const bool l_5034 = l_5033 >= double(0.785);
if (l_5034) {
const double l_5035 = l_5033 * double(0.6366197723675814);
const double l_5036 = l_5035 + double(0.5);
const double l_5037 = floor(l_5036);
const double l_5038 = l_5037 * double(1.570796325802803);
const double l_5039 = l_5033 - l_5038;
const double l_5040 = l_5039 * l_20;
const double l_5041 = l_5037 * double(9.920935796805404e-10);
const double l_5042 = l_5040 - l_5041;
l_mut_3088 = l_5042;
const uint32 l_5043 = uint32(l_5037);
l_mut_4637 = l_5043;
}
const uint32 l_5044 = reinterpret_cast<uint32 const&>(l_5019);
const bool l_5045 = l_5044 >= uint32(2147483648);
const double l_5046 = l_mut_3088 * l_mut_3088;
const double l_5047 = l_5046 * double(1.9572941063391263e-20);
const double l_5048 = double(8.22063524662433e-18) - l_5047;
l_mut_2832 = l_5048;
const double l_5049 = l_mut_2832 * l_5046;
const double l_5050 = l_5049 - double(2.8114572543455206e-15);
l_mut_2832 = l_5050;
const double l_5051 = l_mut_2832 * l_5046;
const double l_5052 = l_5051 + double(7.647163731819816e-13);
l_mut_2832 = l_5052;
const double l_5053 = l_mut_2832 * l_5046;
const double l_5054 = l_5053 - double(1.6059043836821613e-10);
l_mut_2832 = l_5054;
const double l_5055 = l_mut_2832 * l_5046;
const double l_5056 = l_5055 + double(2.505210838544172e-8);
l_mut_2832 = l_5056;
const double l_5057 = l_mut_2832 * l_5046;
const double l_5058 = l_5057 - double(2.7557319223985893e-6);
l_mut_2832 = l_5058;
const double l_5059 = l_mut_2832 * l_5046;
const double l_5060 = l_5059 + double(0.0001984126984126984);
l_mut_2832 = l_5060;
const double l_5061 = l_mut_2832 * l_5046;
const double l_5062 = l_5061 - double(0.008333333333333333);
l_mut_2832 = l_5062;
const double l_5063 = l_mut_2832 * l_5046;
const double l_5064 = l_5063 + double(0.16666666666666666);
l_mut_2832 = l_5064;
const double l_5065 = double(0.5) * l_5046;
const double l_5066 = double(1.0) - l_5065;
const double l_5067 = double(0.0) * l_5066;
const double l_5068 = l_mut_3088 * l_5046;
const double l_5069 = l_5068 * l_mut_2832;
const double l_5070 = l_5067 - l_5069;
const double l_5071 = l_mut_3088 + l_5070;
const double l_5072 = l_mut_3088 * l_mut_3088;
const double l_5073 = l_5072 * double(4.110317623312165e-19);
const double l_5074 = l_5073 - double(1.5619206968586225e-16);
l_mut_2832 = l_5074;
const double l_5075 = l_mut_2832 * l_5072;
const double l_5076 = l_5075 + double(4.779477332387385e-14);
l_mut_2832 = l_5076;
const double l_5077 = l_mut_2832 * l_5072;
const double l_5078 = l_5077 - double(1.1470745597729725e-11);
l_mut_2832 = l_5078;
const double l_5079 = l_mut_2832 * l_5072;
const double l_5080 = l_5079 + double(2.08767569878681e-9);
l_mut_2832 = l_5080;
const double l_5081 = l_mut_2832 * l_5072;
const double l_5082 = l_5081 - double(2.755731922398589e-7);
l_mut_2832 = l_5082;
const double l_5083 = l_mut_2832 * l_5072;
const double l_5084 = l_5083 + double(2.48015873015873e-5);
l_mut_2832 = l_5084;
const double l_5085 = l_mut_2832 * l_5072;
const double l_5086 = l_5085 - double(0.001388888888888889);
l_mut_2832 = l_5086;
const double l_5087 = l_mut_2832 * l_5072;
const double l_5088 = l_5087 + double(0.041666666666666664);
l_mut_2832 = l_5088;
const double l_5089 = double(0.5) * l_5072;
const double l_5090 = double(1.0) - l_5089;
const double l_5091 = l_5072 * l_5072;
const double l_5092 = l_5091 * l_mut_2832;
const double l_5093 = double(0.0) * l_mut_3088;
const double l_5094 = l_5092 - l_5093;
const double l_5095 = l_5090 + l_5094;
const uint32 l_5096 = l_mut_4637 & uint32(1);
const bool l_5097 = l_5096 == uint32(1);
l_mut_3088 = l_5071;
const uint32 l_5098 = l_mut_4637 & uint32(2);
const bool l_5099 = l_5098 != uint32(0);
l_mut_508 = l_5099;
const bool l_5100 = uint32(7) == uint32(6);
if (l_5100) {
if (l_5097) {
l_mut_3088 = l_5095;
}
} else {
const bool l_5101 = uint32(7) == uint32(7);
if (l_5101) {
l_mut_3088 = l_5095;
if (l_5097) {
l_mut_3088 = l_5071;
}
const uint32 l_5102 = l_mut_4637 + uint32(1);
const uint32 l_5103 = l_5102 & uint32(2);
const bool l_5104 = l_5103 != uint32(0);
l_mut_508 = l_5104;
} else {
const double l_5105 = l_5071 / l_5095;
l_mut_3088 = l_5105;
if (l_5097) {
const double l_5106 = l_5095 / l_5071;
l_mut_3088 = l_5106;
}
l_mut_508 = l_5097;
}
}
const bool l_5107 = uint32(7) != uint32(7);
const bool l_5108 = l_5107 && l_5045;
if (l_5108) {
const bool l_5109 = !l_mut_508;
l_mut_508 = l_5109;
}
if (l_mut_508) {
const double l_5110 = -l_mut_3088;
l_mut_3088 = l_5110;
}
const double l_5111 = abs(l_mut_3342);
const double l_5112 = l_5111 * double(1.4551915228366852e-11);
const double l_5113 = abs(l_mut_3088);
const double l_5114 = l_5113 * double(1.4551915228366852e-11);
const double l_5115 = l_mut_3342 - l_381;
const double l_5116 = l_mut_3342 + l_381;
const double l_5117 = l_mut_3088 - l_381;
const double l_5118 = l_mut_3088 + l_381;
l_mut_4637 = uint32(2);
const double l_5119 = abs(l_5117);
const bool l_5120 = l_5119 <= l_5114;
const double l_5121 = abs(l_5118);
const bool l_5122 = l_5121 <= l_5114;
const bool l_5123 = l_5120 || l_5122;
const bool l_5124 = !l_5123;
if (l_5124) {
l_mut_4637 = uint32(0);
const bool l_5125 = l_5117 <= double(0.0);
const bool l_5126 = l_5118 >= double(0.0);
const bool l_5127 = l_5125 && l_5126;
const bool l_5128 = !l_5127;
if (l_5128) {
const double l_5129 = abs(l_5117);
const double l_5130 = abs(l_5118);
l_mut_3342 = l_5129;
const bool l_5131 = l_5130 < l_5129;
if (l_5131) {
l_mut_3342 = l_5130;
}
const double l_5132 = l_5114 / l_mut_3342;
const double l_5133 = l_5132 + double(1.4551915228366852e-11);
const double l_5134 = double(1.0) / l_5118;
const double l_5135 = double(1.0) / l_5117;
const double l_5136 = abs(l_5134);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_5137 = l_5136 >= double(1.1754943508222875e-38);
const bool l_5138 = l_5136 <= double(1.7976931348623157e308);
const bool l_5139 = l_5137 && l_5138;
if (l_5139) {
const uint64 l_5140 = reinterpret_cast<uint64 const&>(l_5136);
const uint64 l_5141 = l_5140 >> uint64(52);
const uint64 l_5142 = l_5141 - uint64(23);
const uint64 l_5143 = l_5142 << uint64(52);
const double l_5144 = reinterpret_cast<double const&>(l_5143);
l_mut_3342 = l_5144;
}
const double l_5145 = l_384 * l_mut_3342;
const double l_5146 = l_5134 - l_5145;
const double l_5147 = abs(l_5135);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_5148 = l_5147 >= double(1.1754943508222875e-38);
const bool l_5149 = l_5147 <= double(1.7976931348623157e308);
const bool l_5150 = l_5148 && l_5149;
if (l_5150) {
const uint64 l_5151 = reinterpret_cast<uint64 const&>(l_5147);
const uint64 l_5152 = l_5151 >> uint64(52);
const uint64 l_5153 = l_5152 - uint64(23);
const uint64 l_5154 = l_5153 << uint64(52);
const double l_5155 = reinterpret_cast<double const&>(l_5154);
l_mut_3342 = l_5155;
}
const double l_5156 = l_384 * l_mut_3342;
const double l_5157 = l_5135 + l_5156;
const double l_5159 = l_5115 * l_5146;
const double l_5160 = l_5115 * l_5157;
const double l_5161 = l_5116 * l_5146;
const double l_5162 = l_5116 * l_5157;
l_arr_5158[uint32(0)] = l_5159;
l_arr_5158[uint32(1)] = l_5159;
const double l_5163 = l_arr_5158[uint32(0)];
const bool l_5164 = l_5160 < l_5163;
if (l_5164) {
l_arr_5158[uint32(0)] = l_5160;
}
const double l_5165 = l_arr_5158[uint32(0)];
const bool l_5166 = l_5161 < l_5165;
if (l_5166) {
l_arr_5158[uint32(0)] = l_5161;
}
const double l_5167 = l_arr_5158[uint32(0)];
const bool l_5168 = l_5162 < l_5167;
if (l_5168) {
l_arr_5158[uint32(0)] = l_5162;
}
const double l_5169 = l_arr_5158[uint32(1)];
const bool l_5170 = l_5160 > l_5169;
if (l_5170) {
l_arr_5158[uint32(1)] = l_5160;
}
const double l_5171 = l_arr_5158[uint32(1)];
const bool l_5172 = l_5161 > l_5171;
if (l_5172) {
l_arr_5158[uint32(1)] = l_5161;
}
const double l_5173 = l_arr_5158[uint32(1)];
const bool l_5174 = l_5162 > l_5173;
if (l_5174) {
l_arr_5158[uint32(1)] = l_5162;
}
const double l_5175 = abs(l_5115);
const double l_5176 = abs(l_5116);
l_mut_3342 = l_5175;
const bool l_5177 = l_5176 > l_5175;
if (l_5177) {
l_mut_3342 = l_5176;
}
const double l_5178 = abs(l_5146);
const double l_5179 = abs(l_5157);
l_mut_3088 = l_5178;
const bool l_5180 = l_5179 > l_5178;
if (l_5180) {
l_mut_3088 = l_5179;
}
const double l_5181 = l_mut_3342 * l_mut_3088;
const double l_5182 = l_5133 + double(1.4551915228366852e-11);
const double l_5183 = l_5181 * l_5182;
const double l_5184 = l_5112 * l_mut_3088;
const double l_5185 = l_5183 + l_5184;
l_mut_4637 = uint32(2);
const double l_5186 = abs(l_5134);
const double l_5187 = l_5186 * l_5133;
const double l_5188 = l_5134 - l_5187;
const double l_5189 = abs(l_5188);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_5190 = l_5189 >= double(1.1754943508222875e-38);
const bool l_5191 = l_5189 <= double(1.7976931348623157e308);
const bool l_5192 = l_5190 && l_5191;
if (l_5192) {
const uint64 l_5193 = reinterpret_cast<uint64 const&>(l_5189);
const uint64 l_5194 = l_5193 >> uint64(52);
const uint64 l_5195 = l_5194 - uint64(23);
const uint64 l_5196 = l_5195 << uint64(52);
const double l_5197 = reinterpret_cast<double const&>(l_5196);
l_mut_3342 = l_5197;
}
const double l_5198 = l_5134 + l_5187;
const double l_5199 = abs(l_5198);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_5200 = l_5199 >= double(1.1754943508222875e-38);
const bool l_5201 = l_5199 <= double(1.7976931348623157e308);
const bool l_5202 = l_5200 && l_5201;
if (l_5202) {
const uint64 l_5203 = reinterpret_cast<uint64 const&>(l_5199);
const uint64 l_5204 = l_5203 >> uint64(52);
const uint64 l_5205 = l_5204 - uint64(23);
const uint64 l_5206 = l_5205 << uint64(52);
const double l_5207 = reinterpret_cast<double const&>(l_5206);
l_mut_3088 = l_5207;
}
const bool l_5208 = l_mut_3342 == l_mut_3088;
const double l_5209 = abs(l_5135);
const double l_5210 = l_5209 * l_5133;
const double l_5211 = l_5135 - l_5210;
const double l_5212 = abs(l_5211);
l_mut_3342 = double(1.401298464324817e-45);
const bool l_5213 = l_5212 >= double(1.1754943508222875e-38);
const bool l_5214 = l_5212 <= double(1.7976931348623157e308);
const bool l_5215 = l_5213 && l_5214;
if (l_5215) {
const uint64 l_5216 = reinterpret_cast<uint64 const&>(l_5212);
const uint64 l_5217 = l_5216 >> uint64(52);
const uint64 l_5218 = l_5217 - uint64(23);
const uint64 l_5219 = l_5218 << uint64(52);
const double l_5220 = reinterpret_cast<double const&>(l_5219);
l_mut_3342 = l_5220;
}
const double l_5221 = l_5135 + l_5210;
const double l_5222 = abs(l_5221);
l_mut_3088 = double(1.401298464324817e-45);
const bool l_5223 = l_5222 >= double(1.1754943508222875e-38);
const bool l_5224 = l_5222 <= double(1.7976931348623157e308);
const bool l_5225 = l_5223 && l_5224;
if (l_5225) {
const uint64 l_5226 = reinterpret_cast<uint64 const&>(l_5222);
const uint64 l_5227 = l_5226 >> uint64(52);
const uint64 l_5228 = l_5227 - uint64(23);
const uint64 l_5229 = l_5228 << uint64(52);
const double l_5230 = reinterpret_cast<double const&>(l_5229);
l_mut_3088 = l_5230;
}
const bool l_5231 = l_mut_3342 == l_mut_3088;
const bool l_5232 = l_5208 && l_5231;
if (l_5232) {
const double l_5233 = l_arr_5158[uint32(0)];
const double l_5234 = l_arr_5158[uint32(1)];
const uint32 l_5235 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5236 = l_5235 & uint32(2147483647);
const float l_5237 = reinterpret_cast<float const&>(l_5236);
const double l_5238 = double(l_5237);
l_mut_3342 = l_5238;
const bool l_5239 = l_5236 < uint32(8388608);
if (l_5239) {
const double l_5240 = double(l_5236);
const double l_5241 = l_5240 * double(1.401298464324817e-45);
l_mut_3342 = l_5241;
}
const uint64 l_5242 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5243 = l_5235 >> uint32(31);
const uint64 l_5244 = uint64(l_5243);
const uint64 l_5245 = l_5244 << uint64(63);
const uint64 l_5246 = l_5242 | l_5245;
const double l_5247 = reinterpret_cast<double const&>(l_5246);
const uint32 l_5248 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5249 = l_5248 + uint32(1);
l_mut_3594 = l_5249;
const uint32 l_5250 = l_5248 & uint32(2147483647);
const bool l_5251 = l_5250 == uint32(0);
if (l_5251) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5252 = l_5248 & uint32(2147483648);
const bool l_5253 = l_5252 != uint32(0);
if (l_5253) {
const uint32 l_5254 = l_5248 - uint32(1);
l_mut_3594 = l_5254;
} else {
const bool l_5255 = l_5248 == uint32(2139095040);
if (l_5255) {
l_mut_3594 = l_5248;
}
}
}
const float l_5256 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5257 = reinterpret_cast<uint32 const&>(l_5256);
const uint32 l_5258 = l_5257 & uint32(2147483647);
const float l_5259 = reinterpret_cast<float const&>(l_5258);
const double l_5260 = double(l_5259);
l_mut_3342 = l_5260;
const bool l_5261 = l_5258 < uint32(8388608);
if (l_5261) {
const double l_5262 = double(l_5258);
const double l_5263 = l_5262 * double(1.401298464324817e-45);
l_mut_3342 = l_5263;
}
const uint64 l_5264 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5265 = l_5257 >> uint32(31);
const uint64 l_5266 = uint64(l_5265);
const uint64 l_5267 = l_5266 << uint64(63);
const uint64 l_5268 = l_5264 | l_5267;
const double l_5269 = reinterpret_cast<double const&>(l_5268);
const uint32 l_5270 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5271 = l_5270 ^ uint32(2147483648);
const float l_5272 = reinterpret_cast<float const&>(l_5271);
const uint32 l_5273 = reinterpret_cast<uint32 const&>(l_5272);
const uint32 l_5274 = l_5273 + uint32(1);
l_mut_3594 = l_5274;
const uint32 l_5275 = l_5273 & uint32(2147483647);
const bool l_5276 = l_5275 == uint32(0);
if (l_5276) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5277 = l_5273 & uint32(2147483648);
const bool l_5278 = l_5277 != uint32(0);
if (l_5278) {
const uint32 l_5279 = l_5273 - uint32(1);
l_mut_3594 = l_5279;
} else {
const bool l_5280 = l_5273 == uint32(2139095040);
if (l_5280) {
l_mut_3594 = l_5273;
}
}
}
const float l_5281 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5282 = reinterpret_cast<uint32 const&>(l_5281);
const uint32 l_5283 = l_5282 ^ uint32(2147483648);
const float l_5284 = reinterpret_cast<float const&>(l_5283);
const uint32 l_5285 = reinterpret_cast<uint32 const&>(l_5284);
const uint32 l_5286 = l_5285 & uint32(2147483647);
const float l_5287 = reinterpret_cast<float const&>(l_5286);
const double l_5288 = double(l_5287);
l_mut_3342 = l_5288;
const bool l_5289 = l_5286 < uint32(8388608);
if (l_5289) {
const double l_5290 = double(l_5286);
const double l_5291 = l_5290 * double(1.401298464324817e-45);
l_mut_3342 = l_5291;
}
const uint64 l_5292 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5293 = l_5285 >> uint32(31);
const uint64 l_5294 = uint64(l_5293);
const uint64 l_5295 = l_5294 << uint64(63);
const uint64 l_5296 = l_5292 | l_5295;
const double l_5297 = reinterpret_cast<double const&>(l_5296);
const double l_5298 = l_5233 + l_5185;
const bool l_5299 = l_5298 <= l_5247;
l_mut_508 = l_5299;
const double l_5300 = l_5233 - l_5185;
const bool l_5301 = l_5300 > l_5247;
l_mut_505 = l_5301;
const double l_5302 = l_5234 - l_5185;
const bool l_5303 = l_5302 >= l_5247;
l_mut_502 = l_5303;
const double l_5304 = l_5234 + l_5185;
const bool l_5305 = l_5304 < l_5247;
l_mut_499 = l_5305;
const double l_5306 = l_5233 + l_5185;
const bool l_5307 = l_5306 < l_5269;
l_mut_508 = l_5307;
const double l_5308 = l_5233 - l_5185;
const bool l_5309 = l_5308 >= l_5269;
l_mut_505 = l_5309;
const double l_5310 = l_5234 - l_5185;
const bool l_5311 = l_5310 > l_5297;
l_mut_502 = l_5311;
const double l_5312 = l_5234 + l_5185;
const bool l_5313 = l_5312 <= l_5297;
l_mut_499 = l_5313;
l_mut_3594 = uint32(2);
const bool l_5314 = l_mut_505 || l_mut_499;
if (l_5314) {
l_mut_3594 = uint32(1);
} else {
const bool l_5315 = l_mut_508 && l_mut_502;
if (l_5315) {
l_mut_3594 = uint32(0);
}
}
const uint32 l_5316 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5317 = l_5316 & uint32(2147483647);
const bool l_5318 = l_5317 == uint32(0);
if (l_5318) {
const double l_5319 = l_5233 + l_5185;
const bool l_5320 = l_5319 < double(1.1754943508222875e-38);
const double l_5321 = l_5234 - l_5185;
const bool l_5322 = l_5321 > double(-1.1754943508222875e-38);
const bool l_5323 = l_5320 && l_5322;
const double l_5324 = l_5233 - l_5185;
const bool l_5325 = l_5324 < double(1.1754943508222875e-38);
const double l_5326 = l_5234 + l_5185;
const bool l_5327 = l_5326 > double(-1.1754943508222875e-38);
const bool l_5328 = l_5325 && l_5327;
if (l_5323) {
l_mut_3594 = uint32(0);
} else {
const bool l_5329 = l_mut_3594 == uint32(1);
const bool l_5330 = l_5328 && l_5329;
if (l_5330) {
l_mut_3594 = uint32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
}
}
l_mut_268 = l_mut_4637;
}
}
} else {
const bool l_5331 = l_375 == uint32(13);
if (l_5331) {
const double l_5333 = l_388 * l_384;
const double l_5334 = l_388 * l_387;
const double l_5335 = l_388 * l_384;
const double l_5336 = l_388 * l_387;
l_arr_5332[uint32(0)] = l_5333;
l_arr_5332[uint32(1)] = l_5333;
const double l_5337 = l_arr_5332[uint32(0)];
const bool l_5338 = l_5334 < l_5337;
if (l_5338) {
l_arr_5332[uint32(0)] = l_5334;
}
const double l_5339 = l_arr_5332[uint32(0)];
const bool l_5340 = l_5335 < l_5339;
if (l_5340) {
l_arr_5332[uint32(0)] = l_5335;
}
const double l_5341 = l_arr_5332[uint32(0)];
const bool l_5342 = l_5336 < l_5341;
if (l_5342) {
l_arr_5332[uint32(0)] = l_5336;
}
const double l_5343 = l_arr_5332[uint32(1)];
const bool l_5344 = l_5334 > l_5343;
if (l_5344) {
l_arr_5332[uint32(1)] = l_5334;
}
const double l_5345 = l_arr_5332[uint32(1)];
const bool l_5346 = l_5335 > l_5345;
if (l_5346) {
l_arr_5332[uint32(1)] = l_5335;
}
const double l_5347 = l_arr_5332[uint32(1)];
const bool l_5348 = l_5336 > l_5347;
if (l_5348) {
l_arr_5332[uint32(1)] = l_5336;
}
const double l_5349 = l_arr_5332[uint32(0)];
const double l_5350 = l_5349 * double(7.1362384635298e44);
const double l_5351 = floor(l_5350);
const double l_5352 = l_5351 * double(1.401298464324817e-45);
l_mut_3342 = l_5352;
const double l_5353 = abs(l_5349);
const bool l_5354 = l_5353 >= double(1.1754943508222875e-38);
if (l_5354) {
const float l_5355 = float(l_5349);
const double l_5356 = double(l_5355);
l_mut_3342 = l_5356;
const bool l_5357 = l_mut_3342 > l_5349;
if (l_5357) {
const uint32 l_5358 = reinterpret_cast<uint32 const&>(l_5355);
const uint32 l_5359 = l_5358 ^ uint32(2147483648);
const float l_5360 = reinterpret_cast<float const&>(l_5359);
const uint32 l_5361 = reinterpret_cast<uint32 const&>(l_5360);
const uint32 l_5362 = l_5361 + uint32(1);
l_mut_4637 = l_5362;
const uint32 l_5363 = l_5361 & uint32(2147483647);
const bool l_5364 = l_5363 == uint32(0);
if (l_5364) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_5365 = l_5361 & uint32(2147483648);
const bool l_5366 = l_5365 != uint32(0);
if (l_5366) {
const uint32 l_5367 = l_5361 - uint32(1);
l_mut_4637 = l_5367;
} else {
const bool l_5368 = l_5361 == uint32(2139095040);
if (l_5368) {
l_mut_4637 = l_5361;
}
}
}
const float l_5369 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_5370 = reinterpret_cast<uint32 const&>(l_5369);
const uint32 l_5371 = l_5370 ^ uint32(2147483648);
const float l_5372 = reinterpret_cast<float const&>(l_5371);
const uint32 l_5373 = reinterpret_cast<uint32 const&>(l_5372);
const uint32 l_5374 = l_5373 & uint32(2147483647);
const float l_5375 = reinterpret_cast<float const&>(l_5374);
const double l_5376 = double(l_5375);
l_mut_3088 = l_5376;
const bool l_5377 = l_5374 < uint32(8388608);
if (l_5377) {
const double l_5378 = double(l_5374);
const double l_5379 = l_5378 * double(1.401298464324817e-45);
l_mut_3088 = l_5379;
}
const uint64 l_5380 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_5381 = l_5373 >> uint32(31);
const uint64 l_5382 = uint64(l_5381);
const uint64 l_5383 = l_5382 << uint64(63);
const uint64 l_5384 = l_5380 | l_5383;
const double l_5385 = reinterpret_cast<double const&>(l_5384);
l_mut_3342 = l_5385;
} else {
const uint32 l_5386 = reinterpret_cast<uint32 const&>(l_5355);
const uint32 l_5387 = l_5386 + uint32(1);
l_mut_4637 = l_5387;
const uint32 l_5388 = l_5386 & uint32(2147483647);
const bool l_5389 = l_5388 == uint32(0);
if (l_5389) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_5390 = l_5386 & uint32(2147483648);
const bool l_5391 = l_5390 != uint32(0);
if (l_5391) {
const uint32 l_5392 = l_5386 - uint32(1);
l_mut_4637 = l_5392;
} else {
const bool l_5393 = l_5386 == uint32(2139095040);
if (l_5393) {
l_mut_4637 = l_5386;
}
}
}
const float l_5394 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_5395 = reinterpret_cast<uint32 const&>(l_5394);
const uint32 l_5396 = l_5395 & uint32(2147483647);
const float l_5397 = reinterpret_cast<float const&>(l_5396);
const double l_5398 = double(l_5397);
l_mut_3088 = l_5398;
const bool l_5399 = l_5396 < uint32(8388608);
if (l_5399) {
const double l_5400 = double(l_5396);
const double l_5401 = l_5400 * double(1.401298464324817e-45);
l_mut_3088 = l_5401;
}
const uint64 l_5402 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_5403 = l_5395 >> uint32(31);
const uint64 l_5404 = uint64(l_5403);
const uint64 l_5405 = l_5404 << uint64(63);
const uint64 l_5406 = l_5402 | l_5405;
const double l_5407 = reinterpret_cast<double const&>(l_5406);
const bool l_5408 = l_5407 <= l_5349;
if (l_5408) {
const uint32 l_5409 = reinterpret_cast<uint32 const&>(l_5355);
const uint32 l_5410 = l_5409 + uint32(1);
l_mut_4637 = l_5410;
const uint32 l_5411 = l_5409 & uint32(2147483647);
const bool l_5412 = l_5411 == uint32(0);
if (l_5412) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_5413 = l_5409 & uint32(2147483648);
const bool l_5414 = l_5413 != uint32(0);
if (l_5414) {
const uint32 l_5415 = l_5409 - uint32(1);
l_mut_4637 = l_5415;
} else {
const bool l_5416 = l_5409 == uint32(2139095040);
if (l_5416) {
l_mut_4637 = l_5409;
}
}
}
const float l_5417 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_5418 = reinterpret_cast<uint32 const&>(l_5417);
const uint32 l_5419 = l_5418 & uint32(2147483647);
const float l_5420 = reinterpret_cast<float const&>(l_5419);
const double l_5421 = double(l_5420);
l_mut_3088 = l_5421;
const bool l_5422 = l_5419 < uint32(8388608);
if (l_5422) {
const double l_5423 = double(l_5419);
const double l_5424 = l_5423 * double(1.401298464324817e-45);
l_mut_3088 = l_5424;
}
const uint64 l_5425 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_5426 = l_5418 >> uint32(31);
const uint64 l_5427 = uint64(l_5426);
const uint64 l_5428 = l_5427 << uint64(63);
const uint64 l_5429 = l_5425 | l_5428;
const double l_5430 = reinterpret_cast<double const&>(l_5429);
l_mut_3342 = l_5430;
}
}
}
l_mut_3088 = l_mut_3342;
const bool l_5431 = l_mut_3342 > double(1000.0);
if (l_5431) {
const uint64 l_5432 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint64 l_5433 = l_5432 | uint64(9218868437227405312);
const uint64 l_5434 = l_5433 & uint64(18442240474082181120);
const double l_5435 = reinterpret_cast<double const&>(l_5434);
l_mut_3088 = l_5435;
} else {
const bool l_5436 = l_mut_3342 < double(-1000.0);
if (l_5436) {
l_mut_3088 = double(0.0);
} else {
const bool l_5437 = isnan(l_mut_3342);
const bool l_5438 = !l_5437;
if (l_5438) {
const double l_5439 = l_mut_3342 + double(0.5);
const double l_5440 = floor(l_5439);
const double l_5441 = l_mut_3342 - l_5440;
const double l_5442 = l_5441 * double(0.6931471824645996);
const double l_5443 = l_5441 * double(-1.904654299957768e-9);
const double l_5444 = l_5442 + l_5443;
l_mut_3342 = l_5444;
const bool l_5445 = isnan(l_5444);
if (l_5445) {
} else {
const bool l_5446 = l_5444 < double(-700.0);
if (l_5446) {
l_mut_3342 = double(0.0);
} else {
const bool l_5447 = l_5444 > double(700.0);
if (l_5447) {
const uint64 l_5448 = reinterpret_cast<uint64 const&>(l_5444);
const uint64 l_5449 = l_5448 | uint64(9218868437227405312);
const uint64 l_5450 = l_5449 & uint64(18442240474082181120);
const double l_5451 = reinterpret_cast<double const&>(l_5450);
l_mut_3342 = l_5451;
} else {
const double l_5452 = l_5444 * double(1.4426950408889634);
const double l_5453 = l_5452 + double(0.5);
const double l_5454 = floor(l_5453);
const double l_5455 = l_5454 * double(0.6931471824645996);
const double l_5456 = l_5442 - l_5455;
const double l_5457 = l_5456 * l_20;
const double l_5458 = l_5454 * double(-1.904654299957768e-9);
const double l_5459 = l_5443 - l_5458;
const double l_5460 = l_5457 + l_5459;
const double l_5461 = l_5460 * double(7.647163731819816e-13);
const double l_5462 = l_5461 + double(1.1470745597729725e-11);
l_mut_2832 = l_5462;
const double l_5463 = l_mut_2832 * l_5460;
const double l_5464 = l_5463 + double(1.6059043836821613e-10);
l_mut_2832 = l_5464;
const double l_5465 = l_mut_2832 * l_5460;
const double l_5466 = l_5465 + double(2.08767569878681e-9);
l_mut_2832 = l_5466;
const double l_5467 = l_mut_2832 * l_5460;
const double l_5468 = l_5467 + double(2.505210838544172e-8);
l_mut_2832 = l_5468;
const double l_5469 = l_mut_2832 * l_5460;
const double l_5470 = l_5469 + double(2.755731922398589e-7);
l_mut_2832 = l_5470;
const double l_5471 = l_mut_2832 * l_5460;
const double l_5472 = l_5471 + double(2.7557319223985893e-6);
l_mut_2832 = l_5472;
const double l_5473 = l_mut_2832 * l_5460;
const double l_5474 = l_5473 + double(2.48015873015873e-5);
l_mut_2832 = l_5474;
const double l_5475 = l_mut_2832 * l_5460;
const double l_5476 = l_5475 + double(0.0001984126984126984);
l_mut_2832 = l_5476;
const double l_5477 = l_mut_2832 * l_5460;
const double l_5478 = l_5477 + double(0.001388888888888889);
l_mut_2832 = l_5478;
const double l_5479 = l_mut_2832 * l_5460;
const double l_5480 = l_5479 + double(0.008333333333333333);
l_mut_2832 = l_5480;
const double l_5481 = l_mut_2832 * l_5460;
const double l_5482 = l_5481 + double(0.041666666666666664);
l_mut_2832 = l_5482;
const double l_5483 = l_mut_2832 * l_5460;
const double l_5484 = l_5483 + double(0.16666666666666666);
l_mut_2832 = l_5484;
const double l_5485 = l_mut_2832 * l_5460;
const double l_5486 = l_5485 + double(0.5);
l_mut_2832 = l_5486;
const double l_5487 = l_5460 * l_5460;
const double l_5488 = l_5487 * l_mut_2832;
const double l_5489 = l_5460 + l_5488;
const double l_5490 = double(1.0) + l_5489;
const int32 l_5491 = int32(l_5454);
const int32 l_5492 = l_5491 + int32(1023);
const uint64 l_5493 = uint64(l_5492);
const uint64 l_5494 = l_5493 << uint64(52);
const double l_5495 = reinterpret_cast<double const&>(l_5494);
const double l_5496 = l_5490 * l_5495;
l_mut_3342 = l_5496;
}
}
}
const int32 l_5497 = int32(l_5440);
const int32 l_5498 = l_5497 + int32(1023);
const uint64 l_5499 = uint64(l_5498);
const uint64 l_5500 = l_5499 << uint64(52);
const double l_5501 = reinterpret_cast<double const&>(l_5500);
const double l_5502 = l_mut_3342 * l_5501;
l_mut_3088 = l_5502;
}
}
}
const double l_5503 = l_arr_5332[uint32(1)];
const double l_5504 = -l_5503;
const double l_5505 = l_5504 * double(7.1362384635298e44);
const double l_5506 = floor(l_5505);
const double l_5507 = l_5506 * double(1.401298464324817e-45);
l_mut_3342 = l_5507;
const double l_5508 = abs(l_5504);
const bool l_5509 = l_5508 >= double(1.1754943508222875e-38);
if (l_5509) {
const float l_5510 = float(l_5504);
const double l_5511 = double(l_5510);
l_mut_3342 = l_5511;
const bool l_5512 = l_mut_3342 > l_5504;
if (l_5512) {
const uint32 l_5513 = reinterpret_cast<uint32 const&>(l_5510);
const uint32 l_5514 = l_5513 ^ uint32(2147483648);
const float l_5515 = reinterpret_cast<float const&>(l_5514);
const uint32 l_5516 = reinterpret_cast<uint32 const&>(l_5515);
const uint32 l_5517 = l_5516 + uint32(1);
l_mut_4637 = l_5517;
const uint32 l_5518 = l_5516 & uint32(2147483647);
const bool l_5519 = l_5518 == uint32(0);
if (l_5519) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_5520 = l_5516 & uint32(2147483648);
const bool l_5521 = l_5520 != uint32(0);
if (l_5521) {
const uint32 l_5522 = l_5516 - uint32(1);
l_mut_4637 = l_5522;
} else {
const bool l_5523 = l_5516 == uint32(2139095040);
if (l_5523) {
l_mut_4637 = l_5516;
}
}
}
const float l_5524 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_5525 = reinterpret_cast<uint32 const&>(l_5524);
const uint32 l_5526 = l_5525 ^ uint32(2147483648);
const float l_5527 = reinterpret_cast<float const&>(l_5526);
const uint32 l_5528 = reinterpret_cast<uint32 const&>(l_5527);
const uint32 l_5529 = l_5528 & uint32(2147483647);
const float l_5530 = reinterpret_cast<float const&>(l_5529);
const double l_5531 = double(l_5530);
l_mut_2832 = l_5531;
const bool l_5532 = l_5529 < uint32(8388608);
if (l_5532) {
const double l_5533 = double(l_5529);
const double l_5534 = l_5533 * double(1.401298464324817e-45);
l_mut_2832 = l_5534;
}
const uint64 l_5535 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_5536 = l_5528 >> uint32(31);
const uint64 l_5537 = uint64(l_5536);
const uint64 l_5538 = l_5537 << uint64(63);
const uint64 l_5539 = l_5535 | l_5538;
const double l_5540 = reinterpret_cast<double const&>(l_5539);
l_mut_3342 = l_5540;
} else {
const uint32 l_5541 = reinterpret_cast<uint32 const&>(l_5510);
const uint32 l_5542 = l_5541 + uint32(1);
l_mut_4637 = l_5542;
const uint32 l_5543 = l_5541 & uint32(2147483647);
const bool l_5544 = l_5543 == uint32(0);
if (l_5544) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_5545 = l_5541 & uint32(2147483648);
const bool l_5546 = l_5545 != uint32(0);
if (l_5546) {
const uint32 l_5547 = l_5541 - uint32(1);
l_mut_4637 = l_5547;
} else {
const bool l_5548 = l_5541 == uint32(2139095040);
if (l_5548) {
l_mut_4637 = l_5541;
}
}
}
const float l_5549 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_5550 = reinterpret_cast<uint32 const&>(l_5549);
const uint32 l_5551 = l_5550 & uint32(2147483647);
const float l_5552 = reinterpret_cast<float const&>(l_5551);
const double l_5553 = double(l_5552);
l_mut_2832 = l_5553;
const bool l_5554 = l_5551 < uint32(8388608);
if (l_5554) {
const double l_5555 = double(l_5551);
const double l_5556 = l_5555 * double(1.401298464324817e-45);
l_mut_2832 = l_5556;
}
const uint64 l_5557 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_5558 = l_5550 >> uint32(31);
const uint64 l_5559 = uint64(l_5558);
const uint64 l_5560 = l_5559 << uint64(63);
const uint64 l_5561 = l_5557 | l_5560;
const double l_5562 = reinterpret_cast<double const&>(l_5561);
const bool l_5563 = l_5562 <= l_5504;
if (l_5563) {
const uint32 l_5564 = reinterpret_cast<uint32 const&>(l_5510);
const uint32 l_5565 = l_5564 + uint32(1);
l_mut_4637 = l_5565;
const uint32 l_5566 = l_5564 & uint32(2147483647);
const bool l_5567 = l_5566 == uint32(0);
if (l_5567) {
l_mut_4637 = uint32(1);
} else {
const uint32 l_5568 = l_5564 & uint32(2147483648);
const bool l_5569 = l_5568 != uint32(0);
if (l_5569) {
const uint32 l_5570 = l_5564 - uint32(1);
l_mut_4637 = l_5570;
} else {
const bool l_5571 = l_5564 == uint32(2139095040);
if (l_5571) {
l_mut_4637 = l_5564;
}
}
}
const float l_5572 = reinterpret_cast<float const&>(l_mut_4637);
const uint32 l_5573 = reinterpret_cast<uint32 const&>(l_5572);
const uint32 l_5574 = l_5573 & uint32(2147483647);
const float l_5575 = reinterpret_cast<float const&>(l_5574);
const double l_5576 = double(l_5575);
l_mut_2832 = l_5576;
const bool l_5577 = l_5574 < uint32(8388608);
if (l_5577) {
const double l_5578 = double(l_5574);
const double l_5579 = l_5578 * double(1.401298464324817e-45);
l_mut_2832 = l_5579;
}
const uint64 l_5580 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_5581 = l_5573 >> uint32(31);
const uint64 l_5582 = uint64(l_5581);
const uint64 l_5583 = l_5582 << uint64(63);
const uint64 l_5584 = l_5580 | l_5583;
const double l_5585 = reinterpret_cast<double const&>(l_5584);
l_mut_3342 = l_5585;
}
}
}
const double l_5586 = -l_mut_3342;
l_mut_3342 = l_5586;
const bool l_5587 = l_5586 > double(1000.0);
if (l_5587) {
const uint64 l_5588 = reinterpret_cast<uint64 const&>(l_5586);
const uint64 l_5589 = l_5588 | uint64(9218868437227405312);
const uint64 l_5590 = l_5589 & uint64(18442240474082181120);
const double l_5591 = reinterpret_cast<double const&>(l_5590);
l_mut_3342 = l_5591;
} else {
const bool l_5592 = l_5586 < double(-1000.0);
if (l_5592) {
l_mut_3342 = double(0.0);
} else {
const bool l_5593 = isnan(l_5586);
const bool l_5594 = !l_5593;
if (l_5594) {
const double l_5595 = l_5586 + double(0.5);
const double l_5596 = floor(l_5595);
const double l_5597 = l_5586 - l_5596;
const double l_5598 = l_5597 * double(0.6931471824645996);
const double l_5599 = l_5597 * double(-1.904654299957768e-9);
const double l_5600 = l_5598 + l_5599;
l_mut_2832 = l_5600;
const bool l_5601 = isnan(l_5600);
if (l_5601) {
} else {
const bool l_5602 = l_5600 < double(-700.0);
if (l_5602) {
l_mut_2832 = double(0.0);
} else {
const bool l_5603 = l_5600 > double(700.0);
if (l_5603) {
const uint64 l_5604 = reinterpret_cast<uint64 const&>(l_5600);
const uint64 l_5605 = l_5604 | uint64(9218868437227405312);
const uint64 l_5606 = l_5605 & uint64(18442240474082181120);
const double l_5607 = reinterpret_cast<double const&>(l_5606);
l_mut_2832 = l_5607;
} else {
const double l_5608 = l_5600 * double(1.4426950408889634);
const double l_5609 = l_5608 + double(0.5);
const double l_5610 = floor(l_5609);
const double l_5611 = l_5610 * double(0.6931471824645996);
const double l_5612 = l_5598 - l_5611;
const double l_5613 = l_5612 * l_20;
const double l_5614 = l_5610 * double(-1.904654299957768e-9);
const double l_5615 = l_5599 - l_5614;
const double l_5616 = l_5613 + l_5615;
const double l_5617 = l_5616 * double(7.647163731819816e-13);
const double l_5618 = l_5617 + double(1.1470745597729725e-11);
l_mut_2578 = l_5618;
const double l_5619 = l_mut_2578 * l_5616;
const double l_5620 = l_5619 + double(1.6059043836821613e-10);
l_mut_2578 = l_5620;
const double l_5621 = l_mut_2578 * l_5616;
const double l_5622 = l_5621 + double(2.08767569878681e-9);
l_mut_2578 = l_5622;
const double l_5623 = l_mut_2578 * l_5616;
const double l_5624 = l_5623 + double(2.505210838544172e-8);
l_mut_2578 = l_5624;
const double l_5625 = l_mut_2578 * l_5616;
const double l_5626 = l_5625 + double(2.755731922398589e-7);
l_mut_2578 = l_5626;
const double l_5627 = l_mut_2578 * l_5616;
const double l_5628 = l_5627 + double(2.7557319223985893e-6);
l_mut_2578 = l_5628;
const double l_5629 = l_mut_2578 * l_5616;
const double l_5630 = l_5629 + double(2.48015873015873e-5);
l_mut_2578 = l_5630;
const double l_5631 = l_mut_2578 * l_5616;
const double l_5632 = l_5631 + double(0.0001984126984126984);
l_mut_2578 = l_5632;
const double l_5633 = l_mut_2578 * l_5616;
const double l_5634 = l_5633 + double(0.001388888888888889);
l_mut_2578 = l_5634;
const double l_5635 = l_mut_2578 * l_5616;
const double l_5636 = l_5635 + double(0.008333333333333333);
l_mut_2578 = l_5636;
const double l_5637 = l_mut_2578 * l_5616;
const double l_5638 = l_5637 + double(0.041666666666666664);
l_mut_2578 = l_5638;
const double l_5639 = l_mut_2578 * l_5616;
const double l_5640 = l_5639 + double(0.16666666666666666);
l_mut_2578 = l_5640;
const double l_5641 = l_mut_2578 * l_5616;
const double l_5642 = l_5641 + double(0.5);
l_mut_2578 = l_5642;
const double l_5643 = l_5616 * l_5616;
const double l_5644 = l_5643 * l_mut_2578;
const double l_5645 = l_5616 + l_5644;
const double l_5646 = double(1.0) + l_5645;
const int32 l_5647 = int32(l_5610);
const int32 l_5648 = l_5647 + int32(1023);
const uint64 l_5649 = uint64(l_5648);
const uint64 l_5650 = l_5649 << uint64(52);
const double l_5651 = reinterpret_cast<double const&>(l_5650);
const double l_5652 = l_5646 * l_5651;
l_mut_2832 = l_5652;
}
}
}
const int32 l_5653 = int32(l_5596);
const int32 l_5654 = l_5653 + int32(1023);
const uint64 l_5655 = uint64(l_5654);
const uint64 l_5656 = l_5655 << uint64(52);
const double l_5657 = reinterpret_cast<double const&>(l_5656);
const double l_5658 = l_mut_2832 * l_5657;
l_mut_3342 = l_5658;
}
}
}
const double l_5659 = l_mut_3088 * double(1.4551915228366852e-11);
const double l_5660 = l_mut_3342 * double(1.4551915228366852e-11);
l_mut_4637 = uint32(2);
const double l_5661 = l_mut_3088 - l_5659;
const double l_5662 = abs(l_5661);
l_mut_2832 = double(1.401298464324817e-45);
const bool l_5663 = l_5662 >= double(1.1754943508222875e-38);
const bool l_5664 = l_5662 <= double(1.7976931348623157e308);
const bool l_5665 = l_5663 && l_5664;
if (l_5665) {
const uint64 l_5666 = reinterpret_cast<uint64 const&>(l_5662);
const uint64 l_5667 = l_5666 >> uint64(52);
const uint64 l_5668 = l_5667 - uint64(23);
const uint64 l_5669 = l_5668 << uint64(52);
const double l_5670 = reinterpret_cast<double const&>(l_5669);
l_mut_2832 = l_5670;
}
const double l_5671 = l_mut_3088 + l_5659;
const double l_5672 = abs(l_5671);
l_mut_2578 = double(1.401298464324817e-45);
const bool l_5673 = l_5672 >= double(1.1754943508222875e-38);
const bool l_5674 = l_5672 <= double(1.7976931348623157e308);
const bool l_5675 = l_5673 && l_5674;
if (l_5675) {
const uint64 l_5676 = reinterpret_cast<uint64 const&>(l_5672);
const uint64 l_5677 = l_5676 >> uint64(52);
const uint64 l_5678 = l_5677 - uint64(23);
const uint64 l_5679 = l_5678 << uint64(52);
const double l_5680 = reinterpret_cast<double const&>(l_5679);
l_mut_2578 = l_5680;
}
const bool l_5681 = l_mut_2832 == l_mut_2578;
const double l_5682 = l_mut_3342 - l_5660;
const double l_5683 = abs(l_5682);
l_mut_2832 = double(1.401298464324817e-45);
const bool l_5684 = l_5683 >= double(1.1754943508222875e-38);
const bool l_5685 = l_5683 <= double(1.7976931348623157e308);
const bool l_5686 = l_5684 && l_5685;
if (l_5686) {
const uint64 l_5687 = reinterpret_cast<uint64 const&>(l_5683);
const uint64 l_5688 = l_5687 >> uint64(52);
const uint64 l_5689 = l_5688 - uint64(23);
const uint64 l_5690 = l_5689 << uint64(52);
const double l_5691 = reinterpret_cast<double const&>(l_5690);
l_mut_2832 = l_5691;
}
const double l_5692 = l_mut_3342 + l_5660;
const double l_5693 = abs(l_5692);
l_mut_2578 = double(1.401298464324817e-45);
const bool l_5694 = l_5693 >= double(1.1754943508222875e-38);
const bool l_5695 = l_5693 <= double(1.7976931348623157e308);
const bool l_5696 = l_5694 && l_5695;
if (l_5696) {
const uint64 l_5697 = reinterpret_cast<uint64 const&>(l_5693);
const uint64 l_5698 = l_5697 >> uint64(52);
const uint64 l_5699 = l_5698 - uint64(23);
const uint64 l_5700 = l_5699 << uint64(52);
const double l_5701 = reinterpret_cast<double const&>(l_5700);
l_mut_2578 = l_5701;
}
const bool l_5702 = l_mut_2832 == l_mut_2578;
const bool l_5703 = l_5681 && l_5702;
if (l_5703) {
const double l_5704 = l_381 * l_mut_3088;
const double l_5705 = abs(l_mut_3088);
l_mut_2832 = double(1.401298464324817e-45);
const bool l_5706 = l_5705 >= double(1.1754943508222875e-38);
const bool l_5707 = l_5705 <= double(1.7976931348623157e308);
const bool l_5708 = l_5706 && l_5707;
if (l_5708) {
const uint64 l_5709 = reinterpret_cast<uint64 const&>(l_5705);
const uint64 l_5710 = l_5709 >> uint64(52);
const uint64 l_5711 = l_5710 - uint64(23);
const uint64 l_5712 = l_5711 << uint64(52);
const double l_5713 = reinterpret_cast<double const&>(l_5712);
l_mut_2832 = l_5713;
}
const double l_5714 = double(0.5) * l_mut_2832;
l_mut_2832 = l_5704;
const bool l_5715 = l_5714 > l_5704;
if (l_5715) {
l_mut_2832 = l_5714;
}
const double l_5716 = l_381 * l_mut_3342;
const double l_5717 = abs(l_mut_3342);
l_mut_2578 = double(1.401298464324817e-45);
const bool l_5718 = l_5717 >= double(1.1754943508222875e-38);
const bool l_5719 = l_5717 <= double(1.7976931348623157e308);
const bool l_5720 = l_5718 && l_5719;
if (l_5720) {
const uint64 l_5721 = reinterpret_cast<uint64 const&>(l_5717);
const uint64 l_5722 = l_5721 >> uint64(52);
const uint64 l_5723 = l_5722 - uint64(23);
const uint64 l_5724 = l_5723 << uint64(52);
const double l_5725 = reinterpret_cast<double const&>(l_5724);
l_mut_2578 = l_5725;
}
const double l_5726 = double(0.5) * l_mut_2578;
l_mut_2578 = l_5716;
const bool l_5727 = l_5726 > l_5716;
if (l_5727) {
l_mut_2578 = l_5726;
}
const double l_5728 = l_mut_3088 - l_mut_2832;
const double l_5729 = l_mut_3342 + l_mut_2578;
const uint32 l_5730 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5731 = l_5730 & uint32(2147483647);
const float l_5732 = reinterpret_cast<float const&>(l_5731);
const double l_5733 = double(l_5732);
l_mut_3342 = l_5733;
const bool l_5734 = l_5731 < uint32(8388608);
if (l_5734) {
const double l_5735 = double(l_5731);
const double l_5736 = l_5735 * double(1.401298464324817e-45);
l_mut_3342 = l_5736;
}
const uint64 l_5737 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5738 = l_5730 >> uint32(31);
const uint64 l_5739 = uint64(l_5738);
const uint64 l_5740 = l_5739 << uint64(63);
const uint64 l_5741 = l_5737 | l_5740;
const double l_5742 = reinterpret_cast<double const&>(l_5741);
const uint32 l_5743 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5744 = l_5743 + uint32(1);
l_mut_3594 = l_5744;
const uint32 l_5745 = l_5743 & uint32(2147483647);
const bool l_5746 = l_5745 == uint32(0);
if (l_5746) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5747 = l_5743 & uint32(2147483648);
const bool l_5748 = l_5747 != uint32(0);
if (l_5748) {
const uint32 l_5749 = l_5743 - uint32(1);
l_mut_3594 = l_5749;
} else {
const bool l_5750 = l_5743 == uint32(2139095040);
if (l_5750) {
l_mut_3594 = l_5743;
}
}
}
const float l_5751 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5752 = reinterpret_cast<uint32 const&>(l_5751);
const uint32 l_5753 = l_5752 & uint32(2147483647);
const float l_5754 = reinterpret_cast<float const&>(l_5753);
const double l_5755 = double(l_5754);
l_mut_3342 = l_5755;
const bool l_5756 = l_5753 < uint32(8388608);
if (l_5756) {
const double l_5757 = double(l_5753);
const double l_5758 = l_5757 * double(1.401298464324817e-45);
l_mut_3342 = l_5758;
}
const uint64 l_5759 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5760 = l_5752 >> uint32(31);
const uint64 l_5761 = uint64(l_5760);
const uint64 l_5762 = l_5761 << uint64(63);
const uint64 l_5763 = l_5759 | l_5762;
const double l_5764 = reinterpret_cast<double const&>(l_5763);
const uint32 l_5765 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5766 = l_5765 ^ uint32(2147483648);
const float l_5767 = reinterpret_cast<float const&>(l_5766);
const uint32 l_5768 = reinterpret_cast<uint32 const&>(l_5767);
const uint32 l_5769 = l_5768 + uint32(1);
l_mut_3594 = l_5769;
const uint32 l_5770 = l_5768 & uint32(2147483647);
const bool l_5771 = l_5770 == uint32(0);
if (l_5771) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5772 = l_5768 & uint32(2147483648);
const bool l_5773 = l_5772 != uint32(0);
if (l_5773) {
const uint32 l_5774 = l_5768 - uint32(1);
l_mut_3594 = l_5774;
} else {
const bool l_5775 = l_5768 == uint32(2139095040);
if (l_5775) {
l_mut_3594 = l_5768;
}
}
}
const float l_5776 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5777 = reinterpret_cast<uint32 const&>(l_5776);
const uint32 l_5778 = l_5777 ^ uint32(2147483648);
const float l_5779 = reinterpret_cast<float const&>(l_5778);
const uint32 l_5780 = reinterpret_cast<uint32 const&>(l_5779);
const uint32 l_5781 = l_5780 & uint32(2147483647);
const float l_5782 = reinterpret_cast<float const&>(l_5781);
const double l_5783 = double(l_5782);
l_mut_3342 = l_5783;
const bool l_5784 = l_5781 < uint32(8388608);
if (l_5784) {
const double l_5785 = double(l_5781);
const double l_5786 = l_5785 * double(1.401298464324817e-45);
l_mut_3342 = l_5786;
}
const uint64 l_5787 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5788 = l_5780 >> uint32(31);
const uint64 l_5789 = uint64(l_5788);
const uint64 l_5790 = l_5789 << uint64(63);
const uint64 l_5791 = l_5787 | l_5790;
const double l_5792 = reinterpret_cast<double const&>(l_5791);
const double l_5793 = l_5728 + l_5659;
const bool l_5794 = l_5793 <= l_5742;
l_mut_508 = l_5794;
const double l_5795 = l_5728 - l_5659;
const bool l_5796 = l_5795 > l_5742;
l_mut_505 = l_5796;
const double l_5797 = l_5729 - l_5660;
const bool l_5798 = l_5797 >= l_5742;
l_mut_502 = l_5798;
const double l_5799 = l_5729 + l_5660;
const bool l_5800 = l_5799 < l_5742;
l_mut_499 = l_5800;
l_mut_3594 = uint32(2);
const bool l_5801 = l_mut_505 || l_mut_499;
if (l_5801) {
l_mut_3594 = uint32(1);
} else {
const bool l_5802 = l_mut_508 && l_mut_502;
if (l_5802) {
l_mut_3594 = uint32(0);
}
}
const uint32 l_5803 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5804 = l_5803 & uint32(2147483647);
const bool l_5805 = l_5804 == uint32(0);
if (l_5805) {
const double l_5806 = l_5728 + l_5659;
const bool l_5807 = l_5806 < double(1.1754943508222875e-38);
const double l_5808 = l_5729 - l_5660;
const bool l_5809 = l_5808 > double(-1.1754943508222875e-38);
const bool l_5810 = l_5807 && l_5809;
const double l_5811 = l_5728 - l_5659;
const bool l_5812 = l_5811 < double(1.1754943508222875e-38);
const double l_5813 = l_5729 + l_5660;
const bool l_5814 = l_5813 > double(-1.1754943508222875e-38);
const bool l_5815 = l_5812 && l_5814;
if (l_5810) {
l_mut_3594 = uint32(0);
} else {
const bool l_5816 = l_mut_3594 == uint32(1);
const bool l_5817 = l_5815 && l_5816;
if (l_5817) {
l_mut_3594 = uint32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
l_mut_268 = l_mut_4637;
} else {
const bool l_5818 = l_375 == uint32(14);
if (l_5818) {
l_mut_268 = uint32(0);
const bool l_5819 = l_388 > double(0.0);
if (l_5819) {
const float l_5820 = float(l_388);
const uint32 l_5821 = reinterpret_cast<uint32 const&>(l_5820);
const uint32 l_5822 = l_5821 & uint32(2147483647);
const float l_5823 = reinterpret_cast<float const&>(l_5822);
const double l_5824 = double(l_5823);
l_mut_3342 = l_5824;
const bool l_5825 = l_5822 < uint32(8388608);
if (l_5825) {
const double l_5826 = double(l_5822);
const double l_5827 = l_5826 * double(1.401298464324817e-45);
l_mut_3342 = l_5827;
}
const uint64 l_5828 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_5829 = l_5821 >> uint32(31);
const uint64 l_5830 = uint64(l_5829);
const uint64 l_5831 = l_5830 << uint64(63);
const uint64 l_5832 = l_5828 | l_5831;
const double l_5833 = reinterpret_cast<double const&>(l_5832);
l_mut_3342 = l_5833;
const bool l_5834 = l_5833 < double(0.0);
if (l_5834) {
const uint64 l_5835 = reinterpret_cast<uint64 const&>(l_5833);
const uint64 l_5836 = l_5835 | uint64(9221120237041090560);
const double l_5837 = reinterpret_cast<double const&>(l_5836);
l_mut_3342 = l_5837;
} else {
const bool l_5838 = l_5833 == double(0.0);
if (l_5838) {
const double l_5839 = abs(l_5833);
const uint64 l_5840 = reinterpret_cast<uint64 const&>(l_5839);
const uint64 l_5841 = l_5840 | uint64(9218868437227405312);
const uint64 l_5842 = l_5841 & uint64(18442240474082181120);
const double l_5843 = reinterpret_cast<double const&>(l_5842);
const double l_5844 = -l_5843;
l_mut_3342 = l_5844;
} else {
const uint32 l_5845 = reinterpret_cast<uint32 const&>(l_5820);
const bool l_5846 = l_5845 < uint32(2139095040);
if (l_5846) {
const uint64 l_5847 = reinterpret_cast<uint64 const&>(l_5833);
const uint64 l_5848 = l_5847 >> uint64(52);
const uint64 l_5849 = l_5848 & uint64(2047);
const int32 l_5850 = int32(l_5849);
const int32 l_5851 = l_5850 - int32(1023);
l_mut_5852 = l_5851;
const uint64 l_5853 = l_5847 & uint64(4503599627370495);
const uint64 l_5854 = l_5853 | uint64(4607182418800017408);
const double l_5855 = reinterpret_cast<double const&>(l_5854);
l_mut_3088 = l_5855;
const bool l_5856 = l_mut_3088 > double(1.4142135623730951);
if (l_5856) {
l_mut_3088 = l_mut_3088 * double(0.5);
l_mut_5852 = l_mut_5852 + int32(1);
}
const double l_5857 = l_mut_3088 - double(1.0);
const double l_5858 = double(2.0) + l_5857;
const double l_5859 = l_5857 / l_5858;
const double l_5860 = l_5859 * l_5859;
const double l_5861 = l_5860 * double(0.04);
const double l_5862 = l_5861 + double(0.043478260869565216);
l_mut_3088 = l_5862;
const double l_5863 = l_mut_3088 * l_5860;
const double l_5864 = l_5863 + double(0.047619047619047616);
l_mut_3088 = l_5864;
const double l_5865 = l_mut_3088 * l_5860;
const double l_5866 = l_5865 + double(0.05263157894736842);
l_mut_3088 = l_5866;
const double l_5867 = l_mut_3088 * l_5860;
const double l_5868 = l_5867 + double(0.058823529411764705);
l_mut_3088 = l_5868;
const double l_5869 = l_mut_3088 * l_5860;
const double l_5870 = l_5869 + double(0.06666666666666667);
l_mut_3088 = l_5870;
const double l_5871 = l_mut_3088 * l_5860;
const double l_5872 = l_5871 + double(0.07692307692307693);
l_mut_3088 = l_5872;
const double l_5873 = l_mut_3088 * l_5860;
const double l_5874 = l_5873 + double(0.09090909090909091);
l_mut_3088 = l_5874;
const double l_5875 = l_mut_3088 * l_5860;
const double l_5876 = l_5875 + double(0.1111111111111111);
l_mut_3088 = l_5876;
const double l_5877 = l_mut_3088 * l_5860;
const double l_5878 = l_5877 + double(0.14285714285714285);
l_mut_3088 = l_5878;
const double l_5879 = l_mut_3088 * l_5860;
const double l_5880 = l_5879 + double(0.2);
l_mut_3088 = l_5880;
const double l_5881 = l_mut_3088 * l_5860;
const double l_5882 = l_5881 + double(0.3333333333333333);
l_mut_3088 = l_5882;
const double l_5883 = double(2.0) * l_5859;
const double l_5884 = double(2.0) * l_5859;
const double l_5885 = l_5884 * l_5860;
const double l_5886 = l_5885 * l_mut_3088;
const double l_5887 = l_5883 + l_5886;
const double l_5888 = double(l_mut_5852);
const double l_5889 = l_5888 * double(0.6931471824645996);
const double l_5890 = l_5888 * double(-1.904654299957768e-9);
const double l_5891 = l_5890 + l_5887;
const double l_5892 = l_5889 + l_5891;
l_mut_3342 = l_5892;
}
}
}
const double l_5893 = l_mut_3342 / double(0.6931471805599453);
const double l_5894 = abs(l_5893);
const double l_5895 = l_381 * l_5894;
l_mut_3342 = l_5895;
const bool l_5896 = l_388 >= double(0.5);
const bool l_5897 = l_388 <= double(2.0);
const bool l_5898 = l_5896 && l_5897;
if (l_5898) {
l_mut_3342 = l_381;
}
const double l_5899 = abs(l_5893);
const double l_5900 = l_5899 * double(1.4551915228366852e-11);
const double l_5901 = double(1.0) + l_381;
const double l_5902 = l_5900 * l_5901;
const double l_5903 = l_5893 - l_mut_3342;
const double l_5904 = l_5893 + l_mut_3342;
const double l_5906 = l_5903 * l_384;
const double l_5907 = l_5903 * l_387;
const double l_5908 = l_5904 * l_384;
const double l_5909 = l_5904 * l_387;
l_arr_5905[uint32(0)] = l_5906;
l_arr_5905[uint32(1)] = l_5906;
const double l_5910 = l_arr_5905[uint32(0)];
const bool l_5911 = l_5907 < l_5910;
if (l_5911) {
l_arr_5905[uint32(0)] = l_5907;
}
const double l_5912 = l_arr_5905[uint32(0)];
const bool l_5913 = l_5908 < l_5912;
if (l_5913) {
l_arr_5905[uint32(0)] = l_5908;
}
const double l_5914 = l_arr_5905[uint32(0)];
const bool l_5915 = l_5909 < l_5914;
if (l_5915) {
l_arr_5905[uint32(0)] = l_5909;
}
const double l_5916 = l_arr_5905[uint32(1)];
const bool l_5917 = l_5907 > l_5916;
if (l_5917) {
l_arr_5905[uint32(1)] = l_5907;
}
const double l_5918 = l_arr_5905[uint32(1)];
const bool l_5919 = l_5908 > l_5918;
if (l_5919) {
l_arr_5905[uint32(1)] = l_5908;
}
const double l_5920 = l_arr_5905[uint32(1)];
const bool l_5921 = l_5909 > l_5920;
if (l_5921) {
l_arr_5905[uint32(1)] = l_5909;
}
const double l_5922 = l_5902 * l_387;
l_mut_4637 = uint32(2);
const double l_5923 = l_arr_5905[uint32(0)];
const double l_5924 = l_5923 - l_5922;
const double l_5925 = l_5924 * double(7.1362384635298e44);
const double l_5926 = floor(l_5925);
const double l_5927 = l_5926 * double(1.401298464324817e-45);
l_mut_3342 = l_5927;
const double l_5928 = abs(l_5924);
const bool l_5929 = l_5928 >= double(1.1754943508222875e-38);
if (l_5929) {
const float l_5930 = float(l_5924);
const double l_5931 = double(l_5930);
l_mut_3342 = l_5931;
const bool l_5932 = l_mut_3342 > l_5924;
if (l_5932) {
const uint32 l_5933 = reinterpret_cast<uint32 const&>(l_5930);
const uint32 l_5934 = l_5933 ^ uint32(2147483648);
const float l_5935 = reinterpret_cast<float const&>(l_5934);
const uint32 l_5936 = reinterpret_cast<uint32 const&>(l_5935);
const uint32 l_5937 = l_5936 + uint32(1);
l_mut_3594 = l_5937;
const uint32 l_5938 = l_5936 & uint32(2147483647);
const bool l_5939 = l_5938 == uint32(0);
if (l_5939) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5940 = l_5936 & uint32(2147483648);
const bool l_5941 = l_5940 != uint32(0);
if (l_5941) {
const uint32 l_5942 = l_5936 - uint32(1);
l_mut_3594 = l_5942;
} else {
const bool l_5943 = l_5936 == uint32(2139095040);
if (l_5943) {
l_mut_3594 = l_5936;
}
}
}
const float l_5944 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5945 = reinterpret_cast<uint32 const&>(l_5944);
const uint32 l_5946 = l_5945 ^ uint32(2147483648);
const float l_5947 = reinterpret_cast<float const&>(l_5946);
const uint32 l_5948 = reinterpret_cast<uint32 const&>(l_5947);
const uint32 l_5949 = l_5948 & uint32(2147483647);
const float l_5950 = reinterpret_cast<float const&>(l_5949);
const double l_5951 = double(l_5950);
l_mut_3088 = l_5951;
const bool l_5952 = l_5949 < uint32(8388608);
if (l_5952) {
const double l_5953 = double(l_5949);
const double l_5954 = l_5953 * double(1.401298464324817e-45);
l_mut_3088 = l_5954;
}
const uint64 l_5955 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_5956 = l_5948 >> uint32(31);
const uint64 l_5957 = uint64(l_5956);
const uint64 l_5958 = l_5957 << uint64(63);
const uint64 l_5959 = l_5955 | l_5958;
const double l_5960 = reinterpret_cast<double const&>(l_5959);
l_mut_3342 = l_5960;
} else {
const uint32 l_5961 = reinterpret_cast<uint32 const&>(l_5930);
const uint32 l_5962 = l_5961 + uint32(1);
l_mut_3594 = l_5962;
const uint32 l_5963 = l_5961 & uint32(2147483647);
const bool l_5964 = l_5963 == uint32(0);
if (l_5964) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5965 = l_5961 & uint32(2147483648);
const bool l_5966 = l_5965 != uint32(0);
if (l_5966) {
const uint32 l_5967 = l_5961 - uint32(1);
l_mut_3594 = l_5967;
} else {
const bool l_5968 = l_5961 == uint32(2139095040);
if (l_5968) {
l_mut_3594 = l_5961;
}
}
}
const float l_5969 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5970 = reinterpret_cast<uint32 const&>(l_5969);
const uint32 l_5971 = l_5970 & uint32(2147483647);
const float l_5972 = reinterpret_cast<float const&>(l_5971);
const double l_5973 = double(l_5972);
l_mut_3088 = l_5973;
const bool l_5974 = l_5971 < uint32(8388608);
if (l_5974) {
const double l_5975 = double(l_5971);
const double l_5976 = l_5975 * double(1.401298464324817e-45);
l_mut_3088 = l_5976;
}
const uint64 l_5977 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_5978 = l_5970 >> uint32(31);
const uint64 l_5979 = uint64(l_5978);
const uint64 l_5980 = l_5979 << uint64(63);
const uint64 l_5981 = l_5977 | l_5980;
const double l_5982 = reinterpret_cast<double const&>(l_5981);
const bool l_5983 = l_5982 <= l_5924;
if (l_5983) {
const uint32 l_5984 = reinterpret_cast<uint32 const&>(l_5930);
const uint32 l_5985 = l_5984 + uint32(1);
l_mut_3594 = l_5985;
const uint32 l_5986 = l_5984 & uint32(2147483647);
const bool l_5987 = l_5986 == uint32(0);
if (l_5987) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_5988 = l_5984 & uint32(2147483648);
const bool l_5989 = l_5988 != uint32(0);
if (l_5989) {
const uint32 l_5990 = l_5984 - uint32(1);
l_mut_3594 = l_5990;
} else {
const bool l_5991 = l_5984 == uint32(2139095040);
if (l_5991) {
l_mut_3594 = l_5984;
}
}
}
const float l_5992 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_5993 = reinterpret_cast<uint32 const&>(l_5992);
const uint32 l_5994 = l_5993 & uint32(2147483647);
const float l_5995 = reinterpret_cast<float const&>(l_5994);
const double l_5996 = double(l_5995);
l_mut_3088 = l_5996;
const bool l_5997 = l_5994 < uint32(8388608);
if (l_5997) {
const double l_5998 = double(l_5994);
const double l_5999 = l_5998 * double(1.401298464324817e-45);
l_mut_3088 = l_5999;
}
const uint64 l_6000 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6001 = l_5993 >> uint32(31);
const uint64 l_6002 = uint64(l_6001);
const uint64 l_6003 = l_6002 << uint64(63);
const uint64 l_6004 = l_6000 | l_6003;
const double l_6005 = reinterpret_cast<double const&>(l_6004);
l_mut_3342 = l_6005;
}
}
}
const double l_6006 = l_5923 + l_5922;
const double l_6007 = l_6006 * double(7.1362384635298e44);
const double l_6008 = floor(l_6007);
const double l_6009 = l_6008 * double(1.401298464324817e-45);
l_mut_3088 = l_6009;
const double l_6010 = abs(l_6006);
const bool l_6011 = l_6010 >= double(1.1754943508222875e-38);
if (l_6011) {
const float l_6012 = float(l_6006);
const double l_6013 = double(l_6012);
l_mut_3088 = l_6013;
const bool l_6014 = l_mut_3088 > l_6006;
if (l_6014) {
const uint32 l_6015 = reinterpret_cast<uint32 const&>(l_6012);
const uint32 l_6016 = l_6015 ^ uint32(2147483648);
const float l_6017 = reinterpret_cast<float const&>(l_6016);
const uint32 l_6018 = reinterpret_cast<uint32 const&>(l_6017);
const uint32 l_6019 = l_6018 + uint32(1);
l_mut_3594 = l_6019;
const uint32 l_6020 = l_6018 & uint32(2147483647);
const bool l_6021 = l_6020 == uint32(0);
if (l_6021) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6022 = l_6018 & uint32(2147483648);
const bool l_6023 = l_6022 != uint32(0);
if (l_6023) {
const uint32 l_6024 = l_6018 - uint32(1);
l_mut_3594 = l_6024;
} else {
const bool l_6025 = l_6018 == uint32(2139095040);
if (l_6025) {
l_mut_3594 = l_6018;
}
}
}
const float l_6026 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6027 = reinterpret_cast<uint32 const&>(l_6026);
const uint32 l_6028 = l_6027 ^ uint32(2147483648);
const float l_6029 = reinterpret_cast<float const&>(l_6028);
const uint32 l_6030 = reinterpret_cast<uint32 const&>(l_6029);
const uint32 l_6031 = l_6030 & uint32(2147483647);
const float l_6032 = reinterpret_cast<float const&>(l_6031);
const double l_6033 = double(l_6032);
l_mut_2832 = l_6033;
const bool l_6034 = l_6031 < uint32(8388608);
if (l_6034) {
const double l_6035 = double(l_6031);
const double l_6036 = l_6035 * double(1.401298464324817e-45);
l_mut_2832 = l_6036;
}
const uint64 l_6037 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6038 = l_6030 >> uint32(31);
const uint64 l_6039 = uint64(l_6038);
const uint64 l_6040 = l_6039 << uint64(63);
const uint64 l_6041 = l_6037 | l_6040;
const double l_6042 = reinterpret_cast<double const&>(l_6041);
l_mut_3088 = l_6042;
} else {
const uint32 l_6043 = reinterpret_cast<uint32 const&>(l_6012);
const uint32 l_6044 = l_6043 + uint32(1);
l_mut_3594 = l_6044;
const uint32 l_6045 = l_6043 & uint32(2147483647);
const bool l_6046 = l_6045 == uint32(0);
if (l_6046) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6047 = l_6043 & uint32(2147483648);
const bool l_6048 = l_6047 != uint32(0);
if (l_6048) {
const uint32 l_6049 = l_6043 - uint32(1);
l_mut_3594 = l_6049;
} else {
const bool l_6050 = l_6043 == uint32(2139095040);
if (l_6050) {
l_mut_3594 = l_6043;
}
}
}
const float l_6051 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6052 = reinterpret_cast<uint32 const&>(l_6051);
const uint32 l_6053 = l_6052 & uint32(2147483647);
const float l_6054 = reinterpret_cast<float const&>(l_6053);
const double l_6055 = double(l_6054);
l_mut_2832 = l_6055;
const bool l_6056 = l_6053 < uint32(8388608);
if (l_6056) {
const double l_6057 = double(l_6053);
const double l_6058 = l_6057 * double(1.401298464324817e-45);
l_mut_2832 = l_6058;
}
const uint64 l_6059 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6060 = l_6052 >> uint32(31);
const uint64 l_6061 = uint64(l_6060);
const uint64 l_6062 = l_6061 << uint64(63);
const uint64 l_6063 = l_6059 | l_6062;
const double l_6064 = reinterpret_cast<double const&>(l_6063);
const bool l_6065 = l_6064 <= l_6006;
if (l_6065) {
const uint32 l_6066 = reinterpret_cast<uint32 const&>(l_6012);
const uint32 l_6067 = l_6066 + uint32(1);
l_mut_3594 = l_6067;
const uint32 l_6068 = l_6066 & uint32(2147483647);
const bool l_6069 = l_6068 == uint32(0);
if (l_6069) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6070 = l_6066 & uint32(2147483648);
const bool l_6071 = l_6070 != uint32(0);
if (l_6071) {
const uint32 l_6072 = l_6066 - uint32(1);
l_mut_3594 = l_6072;
} else {
const bool l_6073 = l_6066 == uint32(2139095040);
if (l_6073) {
l_mut_3594 = l_6066;
}
}
}
const float l_6074 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6075 = reinterpret_cast<uint32 const&>(l_6074);
const uint32 l_6076 = l_6075 & uint32(2147483647);
const float l_6077 = reinterpret_cast<float const&>(l_6076);
const double l_6078 = double(l_6077);
l_mut_2832 = l_6078;
const bool l_6079 = l_6076 < uint32(8388608);
if (l_6079) {
const double l_6080 = double(l_6076);
const double l_6081 = l_6080 * double(1.401298464324817e-45);
l_mut_2832 = l_6081;
}
const uint64 l_6082 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6083 = l_6075 >> uint32(31);
const uint64 l_6084 = uint64(l_6083);
const uint64 l_6085 = l_6084 << uint64(63);
const uint64 l_6086 = l_6082 | l_6085;
const double l_6087 = reinterpret_cast<double const&>(l_6086);
l_mut_3088 = l_6087;
}
}
}
const bool l_6088 = l_mut_3342 == l_mut_3088;
const double l_6089 = l_arr_5905[uint32(1)];
const double l_6090 = l_6089 - l_5922;
const double l_6091 = l_6090 * double(7.1362384635298e44);
const double l_6092 = floor(l_6091);
const double l_6093 = l_6092 * double(1.401298464324817e-45);
l_mut_3342 = l_6093;
const double l_6094 = abs(l_6090);
const bool l_6095 = l_6094 >= double(1.1754943508222875e-38);
if (l_6095) {
const float l_6096 = float(l_6090);
const double l_6097 = double(l_6096);
l_mut_3342 = l_6097;
const bool l_6098 = l_mut_3342 > l_6090;
if (l_6098) {
const uint32 l_6099 = reinterpret_cast<uint32 const&>(l_6096);
const uint32 l_6100 = l_6099 ^ uint32(2147483648);
const float l_6101 = reinterpret_cast<float const&>(l_6100);
const uint32 l_6102 = reinterpret_cast<uint32 const&>(l_6101);
const uint32 l_6103 = l_6102 + uint32(1);
l_mut_3594 = l_6103;
const uint32 l_6104 = l_6102 & uint32(2147483647);
const bool l_6105 = l_6104 == uint32(0);
if (l_6105) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6106 = l_6102 & uint32(2147483648);
const bool l_6107 = l_6106 != uint32(0);
if (l_6107) {
const uint32 l_6108 = l_6102 - uint32(1);
l_mut_3594 = l_6108;
} else {
const bool l_6109 = l_6102 == uint32(2139095040);
if (l_6109) {
l_mut_3594 = l_6102;
}
}
}
const float l_6110 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6111 = reinterpret_cast<uint32 const&>(l_6110);
const uint32 l_6112 = l_6111 ^ uint32(2147483648);
const float l_6113 = reinterpret_cast<float const&>(l_6112);
const uint32 l_6114 = reinterpret_cast<uint32 const&>(l_6113);
const uint32 l_6115 = l_6114 & uint32(2147483647);
const float l_6116 = reinterpret_cast<float const&>(l_6115);
const double l_6117 = double(l_6116);
l_mut_3088 = l_6117;
const bool l_6118 = l_6115 < uint32(8388608);
if (l_6118) {
const double l_6119 = double(l_6115);
const double l_6120 = l_6119 * double(1.401298464324817e-45);
l_mut_3088 = l_6120;
}
const uint64 l_6121 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6122 = l_6114 >> uint32(31);
const uint64 l_6123 = uint64(l_6122);
const uint64 l_6124 = l_6123 << uint64(63);
const uint64 l_6125 = l_6121 | l_6124;
const double l_6126 = reinterpret_cast<double const&>(l_6125);
l_mut_3342 = l_6126;
} else {
const uint32 l_6127 = reinterpret_cast<uint32 const&>(l_6096);
const uint32 l_6128 = l_6127 + uint32(1);
l_mut_3594 = l_6128;
const uint32 l_6129 = l_6127 & uint32(2147483647);
const bool l_6130 = l_6129 == uint32(0);
if (l_6130) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6131 = l_6127 & uint32(2147483648);
const bool l_6132 = l_6131 != uint32(0);
if (l_6132) {
const uint32 l_6133 = l_6127 - uint32(1);
l_mut_3594 = l_6133;
} else {
const bool l_6134 = l_6127 == uint32(2139095040);
if (l_6134) {
l_mut_3594 = l_6127;
}
}
}
const float l_6135 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6136 = reinterpret_cast<uint32 const&>(l_6135);
const uint32 l_6137 = l_6136 & uint32(2147483647);
const float l_6138 = reinterpret_cast<float const&>(l_6137);
const double l_6139 = double(l_6138);
l_mut_3088 = l_6139;
const bool l_6140 = l_6137 < uint32(8388608);
if (l_6140) {
const double l_6141 = double(l_6137);
const double l_6142 = l_6141 * double(1.401298464324817e-45);
l_mut_3088 = l_6142;
}
const uint64 l_6143 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6144 = l_6136 >> uint32(31);
const uint64 l_6145 = uint64(l_6144);
const uint64 l_6146 = l_6145 << uint64(63);
const uint64 l_6147 = l_6143 | l_6146;
const double l_6148 = reinterpret_cast<double const&>(l_6147);
const bool l_6149 = l_6148 <= l_6090;
if (l_6149) {
const uint32 l_6150 = reinterpret_cast<uint32 const&>(l_6096);
const uint32 l_6151 = l_6150 + uint32(1);
l_mut_3594 = l_6151;
const uint32 l_6152 = l_6150 & uint32(2147483647);
const bool l_6153 = l_6152 == uint32(0);
if (l_6153) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6154 = l_6150 & uint32(2147483648);
const bool l_6155 = l_6154 != uint32(0);
if (l_6155) {
const uint32 l_6156 = l_6150 - uint32(1);
l_mut_3594 = l_6156;
} else {
const bool l_6157 = l_6150 == uint32(2139095040);
if (l_6157) {
l_mut_3594 = l_6150;
}
}
}
const float l_6158 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6159 = reinterpret_cast<uint32 const&>(l_6158);
const uint32 l_6160 = l_6159 & uint32(2147483647);
const float l_6161 = reinterpret_cast<float const&>(l_6160);
const double l_6162 = double(l_6161);
l_mut_3088 = l_6162;
const bool l_6163 = l_6160 < uint32(8388608);
if (l_6163) {
const double l_6164 = double(l_6160);
const double l_6165 = l_6164 * double(1.401298464324817e-45);
l_mut_3088 = l_6165;
}
const uint64 l_6166 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6167 = l_6159 >> uint32(31);
const uint64 l_6168 = uint64(l_6167);
const uint64 l_6169 = l_6168 << uint64(63);
const uint64 l_6170 = l_6166 | l_6169;
const double l_6171 = reinterpret_cast<double const&>(l_6170);
l_mut_3342 = l_6171;
}
}
}
const double l_6172 = l_6089 + l_5922;
const double l_6173 = l_6172 * double(7.1362384635298e44);
const double l_6174 = floor(l_6173);
const double l_6175 = l_6174 * double(1.401298464324817e-45);
l_mut_3088 = l_6175;
const double l_6176 = abs(l_6172);
const bool l_6177 = l_6176 >= double(1.1754943508222875e-38);
if (l_6177) {
const float l_6178 = float(l_6172);
const double l_6179 = double(l_6178);
l_mut_3088 = l_6179;
const bool l_6180 = l_mut_3088 > l_6172;
if (l_6180) {
const uint32 l_6181 = reinterpret_cast<uint32 const&>(l_6178);
const uint32 l_6182 = l_6181 ^ uint32(2147483648);
const float l_6183 = reinterpret_cast<float const&>(l_6182);
const uint32 l_6184 = reinterpret_cast<uint32 const&>(l_6183);
const uint32 l_6185 = l_6184 + uint32(1);
l_mut_3594 = l_6185;
const uint32 l_6186 = l_6184 & uint32(2147483647);
const bool l_6187 = l_6186 == uint32(0);
if (l_6187) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6188 = l_6184 & uint32(2147483648);
const bool l_6189 = l_6188 != uint32(0);
if (l_6189) {
const uint32 l_6190 = l_6184 - uint32(1);
l_mut_3594 = l_6190;
} else {
const bool l_6191 = l_6184 == uint32(2139095040);
if (l_6191) {
l_mut_3594 = l_6184;
}
}
}
const float l_6192 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6193 = reinterpret_cast<uint32 const&>(l_6192);
const uint32 l_6194 = l_6193 ^ uint32(2147483648);
const float l_6195 = reinterpret_cast<float const&>(l_6194);
const uint32 l_6196 = reinterpret_cast<uint32 const&>(l_6195);
const uint32 l_6197 = l_6196 & uint32(2147483647);
const float l_6198 = reinterpret_cast<float const&>(l_6197);
const double l_6199 = double(l_6198);
l_mut_2832 = l_6199;
const bool l_6200 = l_6197 < uint32(8388608);
if (l_6200) {
const double l_6201 = double(l_6197);
const double l_6202 = l_6201 * double(1.401298464324817e-45);
l_mut_2832 = l_6202;
}
const uint64 l_6203 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6204 = l_6196 >> uint32(31);
const uint64 l_6205 = uint64(l_6204);
const uint64 l_6206 = l_6205 << uint64(63);
const uint64 l_6207 = l_6203 | l_6206;
const double l_6208 = reinterpret_cast<double const&>(l_6207);
l_mut_3088 = l_6208;
} else {
const uint32 l_6209 = reinterpret_cast<uint32 const&>(l_6178);
const uint32 l_6210 = l_6209 + uint32(1);
l_mut_3594 = l_6210;
const uint32 l_6211 = l_6209 & uint32(2147483647);
const bool l_6212 = l_6211 == uint32(0);
if (l_6212) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6213 = l_6209 & uint32(2147483648);
const bool l_6214 = l_6213 != uint32(0);
if (l_6214) {
const uint32 l_6215 = l_6209 - uint32(1);
l_mut_3594 = l_6215;
} else {
const bool l_6216 = l_6209 == uint32(2139095040);
if (l_6216) {
l_mut_3594 = l_6209;
}
}
}
const float l_6217 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6218 = reinterpret_cast<uint32 const&>(l_6217);
const uint32 l_6219 = l_6218 & uint32(2147483647);
const float l_6220 = reinterpret_cast<float const&>(l_6219);
const double l_6221 = double(l_6220);
l_mut_2832 = l_6221;
const bool l_6222 = l_6219 < uint32(8388608);
if (l_6222) {
const double l_6223 = double(l_6219);
const double l_6224 = l_6223 * double(1.401298464324817e-45);
l_mut_2832 = l_6224;
}
const uint64 l_6225 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6226 = l_6218 >> uint32(31);
const uint64 l_6227 = uint64(l_6226);
const uint64 l_6228 = l_6227 << uint64(63);
const uint64 l_6229 = l_6225 | l_6228;
const double l_6230 = reinterpret_cast<double const&>(l_6229);
const bool l_6231 = l_6230 <= l_6172;
if (l_6231) {
const uint32 l_6232 = reinterpret_cast<uint32 const&>(l_6178);
const uint32 l_6233 = l_6232 + uint32(1);
l_mut_3594 = l_6233;
const uint32 l_6234 = l_6232 & uint32(2147483647);
const bool l_6235 = l_6234 == uint32(0);
if (l_6235) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6236 = l_6232 & uint32(2147483648);
const bool l_6237 = l_6236 != uint32(0);
if (l_6237) {
const uint32 l_6238 = l_6232 - uint32(1);
l_mut_3594 = l_6238;
} else {
const bool l_6239 = l_6232 == uint32(2139095040);
if (l_6239) {
l_mut_3594 = l_6232;
}
}
}
const float l_6240 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6241 = reinterpret_cast<uint32 const&>(l_6240);
const uint32 l_6242 = l_6241 & uint32(2147483647);
const float l_6243 = reinterpret_cast<float const&>(l_6242);
const double l_6244 = double(l_6243);
l_mut_2832 = l_6244;
const bool l_6245 = l_6242 < uint32(8388608);
if (l_6245) {
const double l_6246 = double(l_6242);
const double l_6247 = l_6246 * double(1.401298464324817e-45);
l_mut_2832 = l_6247;
}
const uint64 l_6248 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6249 = l_6241 >> uint32(31);
const uint64 l_6250 = uint64(l_6249);
const uint64 l_6251 = l_6250 << uint64(63);
const uint64 l_6252 = l_6248 | l_6251;
const double l_6253 = reinterpret_cast<double const&>(l_6252);
l_mut_3088 = l_6253;
}
}
}
const bool l_6254 = l_mut_3342 == l_mut_3088;
const bool l_6255 = l_6088 && l_6254;
if (l_6255) {
const double l_6256 = l_arr_5905[uint32(0)];
const double l_6257 = l_6256 * double(7.1362384635298e44);
const double l_6258 = floor(l_6257);
const double l_6259 = l_6258 * double(1.401298464324817e-45);
l_mut_3342 = l_6259;
const double l_6260 = abs(l_6256);
const bool l_6261 = l_6260 >= double(1.1754943508222875e-38);
if (l_6261) {
const float l_6262 = float(l_6256);
const double l_6263 = double(l_6262);
l_mut_3342 = l_6263;
const bool l_6264 = l_mut_3342 > l_6256;
if (l_6264) {
const uint32 l_6265 = reinterpret_cast<uint32 const&>(l_6262);
const uint32 l_6266 = l_6265 ^ uint32(2147483648);
const float l_6267 = reinterpret_cast<float const&>(l_6266);
const uint32 l_6268 = reinterpret_cast<uint32 const&>(l_6267);
const uint32 l_6269 = l_6268 + uint32(1);
l_mut_3594 = l_6269;
const uint32 l_6270 = l_6268 & uint32(2147483647);
const bool l_6271 = l_6270 == uint32(0);
if (l_6271) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6272 = l_6268 & uint32(2147483648);
const bool l_6273 = l_6272 != uint32(0);
if (l_6273) {
const uint32 l_6274 = l_6268 - uint32(1);
l_mut_3594 = l_6274;
} else {
const bool l_6275 = l_6268 == uint32(2139095040);
if (l_6275) {
l_mut_3594 = l_6268;
}
}
}
const float l_6276 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6277 = reinterpret_cast<uint32 const&>(l_6276);
const uint32 l_6278 = l_6277 ^ uint32(2147483648);
const float l_6279 = reinterpret_cast<float const&>(l_6278);
const uint32 l_6280 = reinterpret_cast<uint32 const&>(l_6279);
const uint32 l_6281 = l_6280 & uint32(2147483647);
const float l_6282 = reinterpret_cast<float const&>(l_6281);
const double l_6283 = double(l_6282);
l_mut_3088 = l_6283;
const bool l_6284 = l_6281 < uint32(8388608);
if (l_6284) {
const double l_6285 = double(l_6281);
const double l_6286 = l_6285 * double(1.401298464324817e-45);
l_mut_3088 = l_6286;
}
const uint64 l_6287 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6288 = l_6280 >> uint32(31);
const uint64 l_6289 = uint64(l_6288);
const uint64 l_6290 = l_6289 << uint64(63);
const uint64 l_6291 = l_6287 | l_6290;
const double l_6292 = reinterpret_cast<double const&>(l_6291);
l_mut_3342 = l_6292;
} else {
const uint32 l_6293 = reinterpret_cast<uint32 const&>(l_6262);
const uint32 l_6294 = l_6293 + uint32(1);
l_mut_3594 = l_6294;
const uint32 l_6295 = l_6293 & uint32(2147483647);
const bool l_6296 = l_6295 == uint32(0);
if (l_6296) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6297 = l_6293 & uint32(2147483648);
const bool l_6298 = l_6297 != uint32(0);
if (l_6298) {
const uint32 l_6299 = l_6293 - uint32(1);
l_mut_3594 = l_6299;
} else {
const bool l_6300 = l_6293 == uint32(2139095040);
if (l_6300) {
l_mut_3594 = l_6293;
}
}
}
const float l_6301 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6302 = reinterpret_cast<uint32 const&>(l_6301);
const uint32 l_6303 = l_6302 & uint32(2147483647);
const float l_6304 = reinterpret_cast<float const&>(l_6303);
const double l_6305 = double(l_6304);
l_mut_3088 = l_6305;
const bool l_6306 = l_6303 < uint32(8388608);
if (l_6306) {
const double l_6307 = double(l_6303);
const double l_6308 = l_6307 * double(1.401298464324817e-45);
l_mut_3088 = l_6308;
}
const uint64 l_6309 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6310 = l_6302 >> uint32(31);
const uint64 l_6311 = uint64(l_6310);
const uint64 l_6312 = l_6311 << uint64(63);
const uint64 l_6313 = l_6309 | l_6312;
const double l_6314 = reinterpret_cast<double const&>(l_6313);
const bool l_6315 = l_6314 <= l_6256;
if (l_6315) {
const uint32 l_6316 = reinterpret_cast<uint32 const&>(l_6262);
const uint32 l_6317 = l_6316 + uint32(1);
l_mut_3594 = l_6317;
const uint32 l_6318 = l_6316 & uint32(2147483647);
const bool l_6319 = l_6318 == uint32(0);
if (l_6319) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6320 = l_6316 & uint32(2147483648);
const bool l_6321 = l_6320 != uint32(0);
if (l_6321) {
const uint32 l_6322 = l_6316 - uint32(1);
l_mut_3594 = l_6322;
} else {
const bool l_6323 = l_6316 == uint32(2139095040);
if (l_6323) {
l_mut_3594 = l_6316;
}
}
}
const float l_6324 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6325 = reinterpret_cast<uint32 const&>(l_6324);
const uint32 l_6326 = l_6325 & uint32(2147483647);
const float l_6327 = reinterpret_cast<float const&>(l_6326);
const double l_6328 = double(l_6327);
l_mut_3088 = l_6328;
const bool l_6329 = l_6326 < uint32(8388608);
if (l_6329) {
const double l_6330 = double(l_6326);
const double l_6331 = l_6330 * double(1.401298464324817e-45);
l_mut_3088 = l_6331;
}
const uint64 l_6332 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6333 = l_6325 >> uint32(31);
const uint64 l_6334 = uint64(l_6333);
const uint64 l_6335 = l_6334 << uint64(63);
const uint64 l_6336 = l_6332 | l_6335;
const double l_6337 = reinterpret_cast<double const&>(l_6336);
l_mut_3342 = l_6337;
}
}
}
const double l_6338 = l_arr_5905[uint32(1)];
const double l_6339 = -l_6338;
const double l_6340 = l_6339 * double(7.1362384635298e44);
const double l_6341 = floor(l_6340);
const double l_6342 = l_6341 * double(1.401298464324817e-45);
l_mut_3088 = l_6342;
const double l_6343 = abs(l_6339);
const bool l_6344 = l_6343 >= double(1.1754943508222875e-38);
if (l_6344) {
const float l_6345 = float(l_6339);
const double l_6346 = double(l_6345);
l_mut_3088 = l_6346;
const bool l_6347 = l_mut_3088 > l_6339;
if (l_6347) {
const uint32 l_6348 = reinterpret_cast<uint32 const&>(l_6345);
const uint32 l_6349 = l_6348 ^ uint32(2147483648);
const float l_6350 = reinterpret_cast<float const&>(l_6349);
const uint32 l_6351 = reinterpret_cast<uint32 const&>(l_6350);
const uint32 l_6352 = l_6351 + uint32(1);
l_mut_3594 = l_6352;
const uint32 l_6353 = l_6351 & uint32(2147483647);
const bool l_6354 = l_6353 == uint32(0);
if (l_6354) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6355 = l_6351 & uint32(2147483648);
const bool l_6356 = l_6355 != uint32(0);
if (l_6356) {
const uint32 l_6357 = l_6351 - uint32(1);
l_mut_3594 = l_6357;
} else {
const bool l_6358 = l_6351 == uint32(2139095040);
if (l_6358) {
l_mut_3594 = l_6351;
}
}
}
const float l_6359 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6360 = reinterpret_cast<uint32 const&>(l_6359);
const uint32 l_6361 = l_6360 ^ uint32(2147483648);
const float l_6362 = reinterpret_cast<float const&>(l_6361);
const uint32 l_6363 = reinterpret_cast<uint32 const&>(l_6362);
const uint32 l_6364 = l_6363 & uint32(2147483647);
const float l_6365 = reinterpret_cast<float const&>(l_6364);
const double l_6366 = double(l_6365);
l_mut_2832 = l_6366;
const bool l_6367 = l_6364 < uint32(8388608);
if (l_6367) {
const double l_6368 = double(l_6364);
const double l_6369 = l_6368 * double(1.401298464324817e-45);
l_mut_2832 = l_6369;
}
const uint64 l_6370 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6371 = l_6363 >> uint32(31);
const uint64 l_6372 = uint64(l_6371);
const uint64 l_6373 = l_6372 << uint64(63);
const uint64 l_6374 = l_6370 | l_6373;
const double l_6375 = reinterpret_cast<double const&>(l_6374);
l_mut_3088 = l_6375;
} else {
const uint32 l_6376 = reinterpret_cast<uint32 const&>(l_6345);
const uint32 l_6377 = l_6376 + uint32(1);
l_mut_3594 = l_6377;
const uint32 l_6378 = l_6376 & uint32(2147483647);
const bool l_6379 = l_6378 == uint32(0);
if (l_6379) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6380 = l_6376 & uint32(2147483648);
const bool l_6381 = l_6380 != uint32(0);
if (l_6381) {
const uint32 l_6382 = l_6376 - uint32(1);
l_mut_3594 = l_6382;
} else {
const bool l_6383 = l_6376 == uint32(2139095040);
if (l_6383) {
l_mut_3594 = l_6376;
}
}
}
const float l_6384 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6385 = reinterpret_cast<uint32 const&>(l_6384);
const uint32 l_6386 = l_6385 & uint32(2147483647);
const float l_6387 = reinterpret_cast<float const&>(l_6386);
const double l_6388 = double(l_6387);
l_mut_2832 = l_6388;
const bool l_6389 = l_6386 < uint32(8388608);
if (l_6389) {
const double l_6390 = double(l_6386);
const double l_6391 = l_6390 * double(1.401298464324817e-45);
l_mut_2832 = l_6391;
}
const uint64 l_6392 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6393 = l_6385 >> uint32(31);
const uint64 l_6394 = uint64(l_6393);
const uint64 l_6395 = l_6394 << uint64(63);
const uint64 l_6396 = l_6392 | l_6395;
const double l_6397 = reinterpret_cast<double const&>(l_6396);
const bool l_6398 = l_6397 <= l_6339;
if (l_6398) {
const uint32 l_6399 = reinterpret_cast<uint32 const&>(l_6345);
const uint32 l_6400 = l_6399 + uint32(1);
l_mut_3594 = l_6400;
const uint32 l_6401 = l_6399 & uint32(2147483647);
const bool l_6402 = l_6401 == uint32(0);
if (l_6402) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6403 = l_6399 & uint32(2147483648);
const bool l_6404 = l_6403 != uint32(0);
if (l_6404) {
const uint32 l_6405 = l_6399 - uint32(1);
l_mut_3594 = l_6405;
} else {
const bool l_6406 = l_6399 == uint32(2139095040);
if (l_6406) {
l_mut_3594 = l_6399;
}
}
}
const float l_6407 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6408 = reinterpret_cast<uint32 const&>(l_6407);
const uint32 l_6409 = l_6408 & uint32(2147483647);
const float l_6410 = reinterpret_cast<float const&>(l_6409);
const double l_6411 = double(l_6410);
l_mut_2832 = l_6411;
const bool l_6412 = l_6409 < uint32(8388608);
if (l_6412) {
const double l_6413 = double(l_6409);
const double l_6414 = l_6413 * double(1.401298464324817e-45);
l_mut_2832 = l_6414;
}
const uint64 l_6415 = reinterpret_cast<uint64 const&>(l_mut_2832);
const uint32 l_6416 = l_6408 >> uint32(31);
const uint64 l_6417 = uint64(l_6416);
const uint64 l_6418 = l_6417 << uint64(63);
const uint64 l_6419 = l_6415 | l_6418;
const double l_6420 = reinterpret_cast<double const&>(l_6419);
l_mut_3088 = l_6420;
}
}
}
const double l_6421 = -l_mut_3088;
const uint32 l_6422 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6423 = l_6422 & uint32(2147483647);
const float l_6424 = reinterpret_cast<float const&>(l_6423);
const double l_6425 = double(l_6424);
l_mut_3088 = l_6425;
const bool l_6426 = l_6423 < uint32(8388608);
if (l_6426) {
const double l_6427 = double(l_6423);
const double l_6428 = l_6427 * double(1.401298464324817e-45);
l_mut_3088 = l_6428;
}
const uint64 l_6429 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6430 = l_6422 >> uint32(31);
const uint64 l_6431 = uint64(l_6430);
const uint64 l_6432 = l_6431 << uint64(63);
const uint64 l_6433 = l_6429 | l_6432;
const double l_6434 = reinterpret_cast<double const&>(l_6433);
const uint32 l_6435 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6436 = l_6435 + uint32(1);
l_mut_3594 = l_6436;
const uint32 l_6437 = l_6435 & uint32(2147483647);
const bool l_6438 = l_6437 == uint32(0);
if (l_6438) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6439 = l_6435 & uint32(2147483648);
const bool l_6440 = l_6439 != uint32(0);
if (l_6440) {
const uint32 l_6441 = l_6435 - uint32(1);
l_mut_3594 = l_6441;
} else {
const bool l_6442 = l_6435 == uint32(2139095040);
if (l_6442) {
l_mut_3594 = l_6435;
}
}
}
const float l_6443 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6444 = reinterpret_cast<uint32 const&>(l_6443);
const uint32 l_6445 = l_6444 & uint32(2147483647);
const float l_6446 = reinterpret_cast<float const&>(l_6445);
const double l_6447 = double(l_6446);
l_mut_3088 = l_6447;
const bool l_6448 = l_6445 < uint32(8388608);
if (l_6448) {
const double l_6449 = double(l_6445);
const double l_6450 = l_6449 * double(1.401298464324817e-45);
l_mut_3088 = l_6450;
}
const uint64 l_6451 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6452 = l_6444 >> uint32(31);
const uint64 l_6453 = uint64(l_6452);
const uint64 l_6454 = l_6453 << uint64(63);
const uint64 l_6455 = l_6451 | l_6454;
const double l_6456 = reinterpret_cast<double const&>(l_6455);
const uint32 l_6457 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6458 = l_6457 ^ uint32(2147483648);
const float l_6459 = reinterpret_cast<float const&>(l_6458);
const uint32 l_6460 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6461 = l_6460 + uint32(1);
l_mut_3594 = l_6461;
const uint32 l_6462 = l_6460 & uint32(2147483647);
const bool l_6463 = l_6462 == uint32(0);
if (l_6463) {
l_mut_3594 = uint32(1);
} else {
const uint32 l_6464 = l_6460 & uint32(2147483648);
const bool l_6465 = l_6464 != uint32(0);
if (l_6465) {
const uint32 l_6466 = l_6460 - uint32(1);
l_mut_3594 = l_6466;
} else {
const bool l_6467 = l_6460 == uint32(2139095040);
if (l_6467) {
l_mut_3594 = l_6460;
}
}
}
const float l_6468 = reinterpret_cast<float const&>(l_mut_3594);
const uint32 l_6469 = reinterpret_cast<uint32 const&>(l_6468);
const uint32 l_6470 = l_6469 ^ uint32(2147483648);
const float l_6471 = reinterpret_cast<float const&>(l_6470);
const uint32 l_6472 = reinterpret_cast<uint32 const&>(l_6471);
const uint32 l_6473 = l_6472 & uint32(2147483647);
const float l_6474 = reinterpret_cast<float const&>(l_6473);
const double l_6475 = double(l_6474);
l_mut_3088 = l_6475;
const bool l_6476 = l_6473 < uint32(8388608);
if (l_6476) {
const double l_6477 = double(l_6473);
const double l_6478 = l_6477 * double(1.401298464324817e-45);
l_mut_3088 = l_6478;
}
const uint64 l_6479 = reinterpret_cast<uint64 const&>(l_mut_3088);
const uint32 l_6480 = l_6472 >> uint32(31);
const uint64 l_6481 = uint64(l_6480);
const uint64 l_6482 = l_6481 << uint64(63);
const uint64 l_6483 = l_6479 | l_6482;
const double l_6484 = reinterpret_cast<double const&>(l_6483);
const double l_6485 = l_mut_3342 + double(0.0);
const bool l_6486 = l_6485 <= l_6434;
l_mut_508 = l_6486;
const double l_6487 = l_mut_3342 - double(0.0);
const bool l_6488 = l_6487 > l_6434;
l_mut_505 = l_6488;
const double l_6489 = l_6421 - double(0.0);
const bool l_6490 = l_6489 >= l_6434;
l_mut_502 = l_6490;
const double l_6491 = l_6421 + double(0.0);
const bool l_6492 = l_6491 < l_6434;
l_mut_499 = l_6492;
l_mut_3594 = uint32(2);
const bool l_6493 = l_mut_505 || l_mut_499;
if (l_6493) {
l_mut_3594 = uint32(1);
} else {
const bool l_6494 = l_mut_508 && l_mut_502;
if (l_6494) {
l_mut_3594 = uint32(0);
}
}
const uint32 l_6495 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6496 = l_6495 & uint32(2147483647);
const bool l_6497 = l_6496 == uint32(0);
if (l_6497) {
const double l_6498 = l_mut_3342 + double(0.0);
const bool l_6499 = l_6498 < double(1.1754943508222875e-38);
const double l_6500 = l_6421 - double(0.0);
const bool l_6501 = l_6500 > double(-1.1754943508222875e-38);
const bool l_6502 = l_6499 && l_6501;
const double l_6503 = l_mut_3342 - double(0.0);
const bool l_6504 = l_6503 < double(1.1754943508222875e-38);
const double l_6505 = l_6421 + double(0.0);
const bool l_6506 = l_6505 > double(-1.1754943508222875e-38);
const bool l_6507 = l_6504 && l_6506;
if (l_6502) {
l_mut_3594 = uint32(0);
} else {
const bool l_6508 = l_mut_3594 == uint32(1);
const bool l_6509 = l_6507 && l_6508;
if (l_6509) {
l_mut_3594 = uint32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
l_mut_268 = l_mut_4637;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
l_arr_10[l_mut_373] = l_mut_268;
const uint32 l_6510 = l_arr_10[l_mut_373];
const bool l_6511 = l_6510 == uint32(2);
if (l_6511) {
l_mut_370 = bool(false);
}
}
}
const bool l_6512 = l_mut_329 == uint32(4294967293);
if (l_6512) {
const uint32 l_6513 = l_arr_8[uint32(0)];
const uint32 l_6514 = l_6513 + uint32(1);
l_arr_8[uint32(0)] = l_6514;
} else {
if (l_mut_370) {
l_mut_3342 = l_360;
const bool l_6515 = l_mut_3342 < double(-17.0);
if (l_6515) {
l_mut_3342 = double(-17.0);
}
const bool l_6516 = l_mut_3342 > double(17.0);
if (l_6516) {
l_mut_3342 = double(17.0);
}
const double l_6517 = l_mut_3342 + double(16.0);
const double l_6518 = l_6517 + double(1.0);
const uint32 l_6519 = uint32(l_6518);
const uint32 l_6520 = uint32(2) + l_6519;
const uint32 l_6521 = l_arr_8[l_6520];
const uint32 l_6522 = l_6521 + uint32(1);
l_arr_8[l_6520] = l_6522;
const uint32 l_6523 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6524 = l_6523 & uint32(2147483647);
const float l_6525 = reinterpret_cast<float const&>(l_6524);
const double l_6526 = double(l_6525);
l_mut_3342 = l_6526;
const bool l_6527 = l_6524 < uint32(8388608);
if (l_6527) {
const double l_6528 = double(l_6524);
const double l_6529 = l_6528 * double(1.401298464324817e-45);
l_mut_3342 = l_6529;
}
const uint64 l_6530 = reinterpret_cast<uint64 const&>(l_mut_3342);
const uint32 l_6531 = l_6523 >> uint32(31);
const uint64 l_6532 = uint64(l_6531);
const uint64 l_6533 = l_6532 << uint64(63);
const uint64 l_6534 = l_6530 | l_6533;
const double l_6535 = reinterpret_cast<double const&>(l_6534);
const double l_6536 = abs(l_mut_151);
const double l_6537 = l_mut_151 * double(0.0);
const double l_6538 = l_6537 + double(7.1362384635298e44);
l_mut_3342 = l_6538;
const bool l_6539 = l_6536 >= double(2.350988701644575e-38);
if (l_6539) {
const uint32 l_6540 = l_mut_329 & uint32(2147483647);
const float l_6541 = reinterpret_cast<float const&>(l_6540);
const double l_6542 = double(l_6541);
const uint32 l_6543 = l_6540 & uint32(2139095040);
const float l_6544 = reinterpret_cast<float const&>(l_6543);
const double l_6545 = double(l_6544);
const bool l_6546 = l_6542 > l_6536;
const uint32 l_6547 = l_6540 & uint32(8388607);
const bool l_6548 = l_6547 == uint32(0);
const bool l_6549 = l_6546 && l_6548;
const double l_6550 = l_6545 * double(1.1920928955078125e-7);
const double l_6551 = double(l_6549);
const double l_6552 = double(0.5) * l_6551;
const double l_6553 = double(1.0) - l_6552;
const double l_6554 = l_6550 * l_6553;
const double l_6555 = double(1.0) / l_6554;
l_mut_3342 = l_6555;
}
const double l_6556 = l_6535 - l_mut_151;
const double l_6557 = l_6556 * l_mut_3342;
const uint32 l_6558 = uint32(2) * uint32(0);
const uint32 l_6559 = uint32(45) + l_6558;
const double l_6560 = abs(l_6557);
const double l_6561 = l_arr_9[uint32(0)];
const double l_6562 = abs(l_6561);
const bool l_6563 = l_6560 > l_6562;
l_mut_508 = l_6563;
const bool l_6564 = uint32(0) == uint32(0);
if (l_6564) {
const double l_6565 = l_arr_9[uint32(0)];
const bool l_6566 = l_6557 < l_6565;
l_mut_508 = l_6566;
} else {
const bool l_6567 = uint32(0) == uint32(1);
if (l_6567) {
const double l_6568 = l_arr_9[uint32(0)];
const bool l_6569 = l_6557 > l_6568;
l_mut_508 = l_6569;
}
}
const uint32 l_6570 = l_arr_8[l_6559];
const bool l_6571 = l_6570 == uint32(4294967295);
const bool l_6572 = l_6571 || l_mut_508;
if (l_6572) {
l_arr_8[l_6559] = l_27;
const uint32 l_6573 = l_6559 + uint32(1);
l_arr_8[l_6573] = l_341;
l_arr_9[uint32(0)] = l_6557;
}
const uint32 l_6574 = uint32(2) * uint32(1);
const uint32 l_6575 = uint32(45) + l_6574;
const double l_6576 = abs(l_6557);
const double l_6577 = l_arr_9[uint32(1)];
const double l_6578 = abs(l_6577);
const bool l_6579 = l_6576 > l_6578;
l_mut_508 = l_6579;
const bool l_6580 = uint32(1) == uint32(0);
if (l_6580) {
const double l_6581 = l_arr_9[uint32(1)];
const bool l_6582 = l_6557 < l_6581;
l_mut_508 = l_6582;
} else {
const bool l_6583 = uint32(1) == uint32(1);
if (l_6583) {
const double l_6584 = l_arr_9[uint32(1)];
const bool l_6585 = l_6557 > l_6584;
l_mut_508 = l_6585;
}
}
const uint32 l_6586 = l_arr_8[l_6575];
const bool l_6587 = l_6586 == uint32(4294967295);
const bool l_6588 = l_6587 || l_mut_508;
if (l_6588) {
l_arr_8[l_6575] = l_27;
const uint32 l_6589 = l_6575 + uint32(1);
l_arr_8[l_6589] = l_341;
l_arr_9[uint32(1)] = l_6557;
}
const bool l_6590 = l_360 != double(0.0);
if (l_6590) {

for (uint32 l_mut_6591 = uint32(0); l_mut_6591 < uint32(8); ++l_mut_6591) {
const uint32 l_6592 = l_arr_10[l_mut_6591];
const bool l_6593 = l_6592 == uint32(1);
if (l_6593) {
const uint32 l_6594 = uint32(37) + l_mut_6591;
const uint32 l_6595 = l_arr_8[l_6594];
const uint32 l_6596 = l_6595 + uint32(1);
l_arr_8[l_6594] = l_6596;
const uint32 l_6597 = uint32(2) + l_mut_6591;
const uint32 l_6598 = uint32(2) * l_6597;
const uint32 l_6599 = uint32(45) + l_6598;
const double l_6600 = abs(l_6557);
const double l_6601 = l_arr_9[l_6597];
const double l_6602 = abs(l_6601);
const bool l_6603 = l_6600 > l_6602;
l_mut_508 = l_6603;
const bool l_6604 = l_6597 == uint32(0);
if (l_6604) {
const double l_6605 = l_arr_9[l_6597];
const bool l_6606 = l_6557 < l_6605;
l_mut_508 = l_6606;
} else {
const bool l_6607 = l_6597 == uint32(1);
if (l_6607) {
const double l_6608 = l_arr_9[l_6597];
const bool l_6609 = l_6557 > l_6608;
l_mut_508 = l_6609;
}
}
const uint32 l_6610 = l_arr_8[l_6599];
const bool l_6611 = l_6610 == uint32(4294967295);
const bool l_6612 = l_6611 || l_mut_508;
if (l_6612) {
l_arr_8[l_6599] = l_27;
const uint32 l_6613 = l_6599 + uint32(1);
l_arr_8[l_6613] = l_341;
l_arr_9[l_6597] = l_6557;
}
}
}
}
} else {
const uint32 l_6614 = l_arr_8[uint32(1)];
const uint32 l_6615 = l_2 + l_6614;
const uint32 l_6616 = l_6615 * uint32(2);
const uint32 l_6792 = info.static_meta[uint32(7)];
const uint32 l_6793 = l_6792 * uint32(1);
const bool l_6794 = l_6616 < l_6793;
if (l_6794) {
buffer_7[l_6616] = l_27;
}
const uint32 l_6617 = l_6616 + uint32(1);
const uint32 l_6795 = info.static_meta[uint32(7)];
const uint32 l_6796 = l_6795 * uint32(1);
const bool l_6797 = l_6617 < l_6796;
if (l_6797) {
buffer_7[l_6617] = l_341;
}
const uint32 l_6618 = l_arr_8[uint32(1)];
const uint32 l_6619 = l_6618 + uint32(1);
l_arr_8[uint32(1)] = l_6619;
}
}
}

for (uint32 l_mut_6620 = uint32(0); l_mut_6620 < uint32(65); ++l_mut_6620) {
const uint32 l_6621 = idxGlobal * uint32(65);
const uint32 l_6622 = l_6621 + l_mut_6620;
const uint32 l_6623 = l_arr_8[l_mut_6620];
const uint32 l_6798 = info.static_meta[uint32(5)];
const uint32 l_6799 = l_6798 * uint32(1);
const bool l_6800 = l_6622 < l_6799;
if (l_6800) {
buffer_5[l_6622] = l_6623;
}
}

for (uint32 l_mut_6624 = uint32(0); l_mut_6624 < uint32(10); ++l_mut_6624) {
const uint32 l_6625 = idxGlobal * uint32(10);
const uint32 l_6626 = l_6625 + l_mut_6624;
const double l_6627 = l_arr_9[l_mut_6624];
const uint32 l_6801 = info.static_meta[uint32(6)];
const uint32 l_6802 = l_6801 * uint32(1);
const bool l_6803 = l_6626 < l_6802;
if (l_6803) {
buffer_6[l_6626] = l_6627;
}
}
}

}
