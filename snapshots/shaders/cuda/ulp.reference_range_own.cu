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

uint32 l_arr_1946[1];

double l_arr_4015[2];

double l_arr_5058[2];

double l_arr_5274[2];

double l_arr_5688[2];

double l_arr_5862[2];

double l_arr_6434[2];

double l_arr_7670[2];

double l_arr_8899[2];

double l_arr_9710[2];

uint32 l_arr_10[8];

bool l_mut_1029;
bool l_mut_1032;
bool l_mut_1035;
bool l_mut_1038;
bool l_mut_447;
bool l_mut_8140;
double l_mut_151;
double l_mut_166;
double l_mut_2093;
double l_mut_241;
double l_mut_3108;
double l_mut_3362;
double l_mut_3618;
double l_mut_3872;
double l_mut_395;
double l_mut_567;
float l_mut_29;
float l_mut_30;
float l_mut_31;
int32 l_mut_308;
uint32 l_mut_379;
uint32 l_mut_4124;
uint32 l_mut_5167;
uint32 l_mut_856;
uint32 l_mut_9313;
uint32 l_mut_937;
uint32 l_mut_978;
uint64 l_mut_469;
uint64 l_mut_498;
uint64 l_mut_510;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_10678 = info.static_meta[uint32(8)];
const uint32 l_10679 = l_10678 * uint32(1);
const bool l_10680 = uint32(0) < l_10679;
if (l_10680) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_10664 = info.static_meta[uint32(0)];
const uint32 l_10665 = l_10664 * uint32(1);
const bool l_10666 = uint32(1) < l_10665;
const uint32 l_10667 = l_10665 - uint32(1);
const uint32 l_10668 = min(uint32(1), l_10667);
const uint32 l_10669 = buffer_0[l_10668];
const uint32 l_10670 = (l_10666) ? l_10669 : uint32(0);
const uint32 l_1 = l_10670;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_10671 = info.static_meta[uint32(0)];
const uint32 l_10672 = l_10671 * uint32(1);
const bool l_10673 = uint32(2) < l_10672;
const uint32 l_10674 = l_10672 - uint32(1);
const uint32 l_10675 = min(uint32(2), l_10674);
const uint32 l_10676 = buffer_0[l_10675];
const uint32 l_10677 = (l_10673) ? l_10676 : uint32(0);
const uint32 l_3 = l_10677;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_10681 = info.static_meta[uint32(0)];
const uint32 l_10682 = l_10681 * uint32(1);
const bool l_10683 = uint32(2) < l_10682;
const uint32 l_10684 = l_10682 - uint32(1);
const uint32 l_10685 = min(uint32(2), l_10684);
const uint32 l_10686 = buffer_0[l_10685];
const uint32 l_10687 = (l_10683) ? l_10686 : uint32(0);
const uint32 l_6 = l_10687;
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
const uint32 l_10688 = info.static_meta[uint32(4)];
const uint32 l_10689 = l_10688 * uint32(1);
const bool l_10690 = uint32(1024) < l_10689;
const uint32 l_10691 = l_10689 - uint32(1);
const uint32 l_10692 = min(uint32(1024), l_10691);
const uint32 l_10693 = buffer_4[l_10692];
const uint32 l_10694 = (l_10690) ? l_10693 : uint32(0);
const uint32 l_18 = l_10694;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_10695 = info.static_meta[uint32(0)];
const uint32 l_10696 = l_10695 * uint32(1);
const bool l_10697 = uint32(3) < l_10696;
const uint32 l_10698 = l_10696 - uint32(1);
const uint32 l_10699 = min(uint32(3), l_10698);
const uint32 l_10700 = buffer_0[l_10699];
const uint32 l_10701 = (l_10697) ? l_10700 : uint32(0);
const uint32 l_21 = l_10701;
const uint32 l_10702 = info.static_meta[uint32(0)];
const uint32 l_10703 = l_10702 * uint32(1);
const bool l_10704 = uint32(4) < l_10703;
const uint32 l_10705 = l_10703 - uint32(1);
const uint32 l_10706 = min(uint32(4), l_10705);
const uint32 l_10707 = buffer_0[l_10706];
const uint32 l_10708 = (l_10704) ? l_10707 : uint32(0);
const uint32 l_22 = l_10708;
const bool l_23 = l_22 == uint32(1);
const uint32 l_10709 = info.static_meta[uint32(0)];
const uint32 l_10710 = l_10709 * uint32(1);
const bool l_10711 = uint32(5) < l_10710;
const uint32 l_10712 = l_10710 - uint32(1);
const uint32 l_10713 = min(uint32(5), l_10712);
const uint32 l_10714 = buffer_0[l_10713];
const uint32 l_10715 = (l_10711) ? l_10714 : uint32(0);
const uint32 l_24 = l_10715;

for (uint32 l_mut_25 = l_2; l_mut_25 < l_7; ++l_mut_25) {
const uint32 l_10716 = info.static_meta[uint32(0)];
const uint32 l_10717 = l_10716 * uint32(1);
const bool l_10718 = uint32(0) < l_10717;
const uint32 l_10719 = l_10717 - uint32(1);
const uint32 l_10720 = min(uint32(0), l_10719);
const uint32 l_10721 = buffer_0[l_10720];
const uint32 l_10722 = (l_10718) ? l_10721 : uint32(0);
const uint32 l_26 = l_10722;
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
const uint32 l_10730 = info.static_meta[uint32(0)];
const uint32 l_10731 = l_10730 * uint32(1);
const bool l_10732 = l_33 < l_10731;
const uint32 l_10733 = l_10731 - uint32(1);
const uint32 l_10734 = min(l_33, l_10733);
const uint32 l_10735 = buffer_0[l_10734];
const uint32 l_10736 = (l_10732) ? l_10735 : uint32(0);
const uint32 l_46 = l_10736;
const uint32 l_47 = l_33 + uint32(1);
const uint32 l_10737 = info.static_meta[uint32(0)];
const uint32 l_10738 = l_10737 * uint32(1);
const bool l_10739 = l_47 < l_10738;
const uint32 l_10740 = l_10738 - uint32(1);
const uint32 l_10741 = min(l_47, l_10740);
const uint32 l_10742 = buffer_0[l_10741];
const uint32 l_10743 = (l_10739) ? l_10742 : uint32(0);
const uint32 l_48 = l_10743;
const uint32 l_49 = l_33 + uint32(2);
const uint32 l_10744 = info.static_meta[uint32(0)];
const uint32 l_10745 = l_10744 * uint32(1);
const bool l_10746 = l_49 < l_10745;
const uint32 l_10747 = l_10745 - uint32(1);
const uint32 l_10748 = min(l_49, l_10747);
const uint32 l_10749 = buffer_0[l_10748];
const uint32 l_10750 = (l_10746) ? l_10749 : uint32(0);
const uint32 l_50 = l_10750;
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
const uint32 l_10751 = info.static_meta[uint32(0)];
const uint32 l_10752 = l_10751 * uint32(1);
const bool l_10753 = l_71 < l_10752;
const uint32 l_10754 = l_10752 - uint32(1);
const uint32 l_10755 = min(l_71, l_10754);
const uint32 l_10756 = buffer_0[l_10755];
const uint32 l_10757 = (l_10753) ? l_10756 : uint32(0);
const uint32 l_84 = l_10757;
const uint32 l_85 = l_71 + uint32(1);
const uint32 l_10758 = info.static_meta[uint32(0)];
const uint32 l_10759 = l_10758 * uint32(1);
const bool l_10760 = l_85 < l_10759;
const uint32 l_10761 = l_10759 - uint32(1);
const uint32 l_10762 = min(l_85, l_10761);
const uint32 l_10763 = buffer_0[l_10762];
const uint32 l_10764 = (l_10760) ? l_10763 : uint32(0);
const uint32 l_86 = l_10764;
const uint32 l_87 = l_71 + uint32(2);
const uint32 l_10765 = info.static_meta[uint32(0)];
const uint32 l_10766 = l_10765 * uint32(1);
const bool l_10767 = l_87 < l_10766;
const uint32 l_10768 = l_10766 - uint32(1);
const uint32 l_10769 = min(l_87, l_10768);
const uint32 l_10770 = buffer_0[l_10769];
const uint32 l_10771 = (l_10767) ? l_10770 : uint32(0);
const uint32 l_88 = l_10771;
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
const uint32 l_10772 = info.static_meta[uint32(0)];
const uint32 l_10773 = l_10772 * uint32(1);
const bool l_10774 = l_109 < l_10773;
const uint32 l_10775 = l_10773 - uint32(1);
const uint32 l_10776 = min(l_109, l_10775);
const uint32 l_10777 = buffer_0[l_10776];
const uint32 l_10778 = (l_10774) ? l_10777 : uint32(0);
const uint32 l_122 = l_10778;
const uint32 l_123 = l_109 + uint32(1);
const uint32 l_10779 = info.static_meta[uint32(0)];
const uint32 l_10780 = l_10779 * uint32(1);
const bool l_10781 = l_123 < l_10780;
const uint32 l_10782 = l_10780 - uint32(1);
const uint32 l_10783 = min(l_123, l_10782);
const uint32 l_10784 = buffer_0[l_10783];
const uint32 l_10785 = (l_10781) ? l_10784 : uint32(0);
const uint32 l_124 = l_10785;
const uint32 l_125 = l_109 + uint32(2);
const uint32 l_10786 = info.static_meta[uint32(0)];
const uint32 l_10787 = l_10786 * uint32(1);
const bool l_10788 = l_125 < l_10787;
const uint32 l_10789 = l_10787 - uint32(1);
const uint32 l_10790 = min(l_125, l_10789);
const uint32 l_10791 = buffer_0[l_10790];
const uint32 l_10792 = (l_10788) ? l_10791 : uint32(0);
const uint32 l_126 = l_10792;
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
const uint32 l_10723 = info.static_meta[uint32(1)];
const uint32 l_10724 = l_10723 * uint32(1);
const bool l_10725 = l_mut_25 < l_10724;
const uint32 l_10726 = l_10724 - uint32(1);
const uint32 l_10727 = min(l_mut_25, l_10726);
const float l_10728 = buffer_1[l_10727];
const float l_10729 = (l_10725) ? l_10728 : float(0.0);
const float l_146 = l_10729;
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
const bool l_205 = l_21 == uint32(4);
if (l_205) {
const uint32 l_10793 = info.static_meta[uint32(4)];
const uint32 l_10794 = l_10793 * uint32(1);
const bool l_10795 = uint32(1024) < l_10794;
const uint32 l_10796 = l_10794 - uint32(1);
const uint32 l_10797 = min(uint32(1024), l_10796);
const uint32 l_10798 = buffer_4[l_10797];
const uint32 l_10799 = (l_10795) ? l_10798 : uint32(0);
const uint32 l_206 = l_10799;
const float l_207 = reinterpret_cast<float const&>(l_206);
const double l_208 = double(l_207);
const uint32 l_209 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_210 = l_209 & uint32(2147483647);
const float l_211 = reinterpret_cast<float const&>(l_210);
const double l_212 = double(l_211);
l_mut_166 = l_212;
const bool l_213 = l_210 < uint32(8388608);
if (l_213) {
const double l_214 = double(l_210);
const double l_215 = l_214 * double(1.401298464324817e-45);
l_mut_166 = l_215;
}
const uint64 l_216 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_217 = l_209 >> uint32(31);
const uint64 l_218 = uint64(l_217);
const uint64 l_219 = l_218 << uint64(63);
const uint64 l_220 = l_216 | l_219;
const double l_221 = reinterpret_cast<double const&>(l_220);
const double l_222 = l_221 + double(0.0);
l_mut_166 = l_222;
const bool l_223 = isnan(l_222);
if (l_223) {
} else {
const bool l_224 = l_222 < double(-700.0);
if (l_224) {
l_mut_166 = double(0.0);
} else {
const bool l_225 = l_222 > double(700.0);
if (l_225) {
const uint64 l_226 = reinterpret_cast<uint64 const&>(l_222);
const uint64 l_227 = l_226 | uint64(9218868437227405312);
const uint64 l_228 = l_227 & uint64(18442240474082181120);
const double l_229 = reinterpret_cast<double const&>(l_228);
l_mut_166 = l_229;
} else {
const double l_230 = l_222 * double(1.4426950408889634);
const double l_231 = l_230 + double(0.5);
const double l_232 = floor(l_231);
const double l_233 = l_232 * double(0.6931471824645996);
const double l_234 = l_221 - l_233;
const double l_235 = l_234 * l_208;
const double l_236 = l_232 * double(-1.904654299957768e-9);
const double l_237 = double(0.0) - l_236;
const double l_238 = l_235 + l_237;
const double l_239 = l_238 * double(7.647163731819816e-13);
const double l_240 = l_239 + double(1.1470745597729725e-11);
l_mut_241 = l_240;
const double l_242 = l_mut_241 * l_238;
const double l_243 = l_242 + double(1.6059043836821613e-10);
l_mut_241 = l_243;
const double l_244 = l_mut_241 * l_238;
const double l_245 = l_244 + double(2.08767569878681e-9);
l_mut_241 = l_245;
const double l_246 = l_mut_241 * l_238;
const double l_247 = l_246 + double(2.505210838544172e-8);
l_mut_241 = l_247;
const double l_248 = l_mut_241 * l_238;
const double l_249 = l_248 + double(2.755731922398589e-7);
l_mut_241 = l_249;
const double l_250 = l_mut_241 * l_238;
const double l_251 = l_250 + double(2.7557319223985893e-6);
l_mut_241 = l_251;
const double l_252 = l_mut_241 * l_238;
const double l_253 = l_252 + double(2.48015873015873e-5);
l_mut_241 = l_253;
const double l_254 = l_mut_241 * l_238;
const double l_255 = l_254 + double(0.0001984126984126984);
l_mut_241 = l_255;
const double l_256 = l_mut_241 * l_238;
const double l_257 = l_256 + double(0.001388888888888889);
l_mut_241 = l_257;
const double l_258 = l_mut_241 * l_238;
const double l_259 = l_258 + double(0.008333333333333333);
l_mut_241 = l_259;
const double l_260 = l_mut_241 * l_238;
const double l_261 = l_260 + double(0.041666666666666664);
l_mut_241 = l_261;
const double l_262 = l_mut_241 * l_238;
const double l_263 = l_262 + double(0.16666666666666666);
l_mut_241 = l_263;
const double l_264 = l_mut_241 * l_238;
const double l_265 = l_264 + double(0.5);
l_mut_241 = l_265;
const double l_266 = l_238 * l_238;
const double l_267 = l_266 * l_mut_241;
const double l_268 = l_238 + l_267;
const double l_269 = double(1.0) + l_268;
const int32 l_270 = int32(l_232);
const int32 l_271 = l_270 + int32(1023);
const uint64 l_272 = uint64(l_271);
const uint64 l_273 = l_272 << uint64(52);
const double l_274 = reinterpret_cast<double const&>(l_273);
const double l_275 = l_269 * l_274;
l_mut_166 = l_275;
}
}
}
l_mut_151 = l_mut_166;
} else {
const bool l_276 = l_21 == uint32(5);
if (l_276) {
const uint32 l_277 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_278 = l_277 & uint32(2147483647);
const float l_279 = reinterpret_cast<float const&>(l_278);
const double l_280 = double(l_279);
l_mut_241 = l_280;
const bool l_281 = l_278 < uint32(8388608);
if (l_281) {
const double l_282 = double(l_278);
const double l_283 = l_282 * double(1.401298464324817e-45);
l_mut_241 = l_283;
}
const uint64 l_284 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_285 = l_277 >> uint32(31);
const uint64 l_286 = uint64(l_285);
const uint64 l_287 = l_286 << uint64(63);
const uint64 l_288 = l_284 | l_287;
const double l_289 = reinterpret_cast<double const&>(l_288);
l_mut_241 = l_289;
const bool l_290 = l_289 < double(0.0);
if (l_290) {
const uint64 l_291 = reinterpret_cast<uint64 const&>(l_289);
const uint64 l_292 = l_291 | uint64(9221120237041090560);
const double l_293 = reinterpret_cast<double const&>(l_292);
l_mut_241 = l_293;
} else {
const bool l_294 = l_289 == double(0.0);
if (l_294) {
const double l_295 = abs(l_289);
const uint64 l_296 = reinterpret_cast<uint64 const&>(l_295);
const uint64 l_297 = l_296 | uint64(9218868437227405312);
const uint64 l_298 = l_297 & uint64(18442240474082181120);
const double l_299 = reinterpret_cast<double const&>(l_298);
const double l_300 = -l_299;
l_mut_241 = l_300;
} else {
const uint32 l_301 = reinterpret_cast<uint32 const&>(l_mut_29);
const bool l_302 = l_301 < uint32(2139095040);
if (l_302) {
const uint64 l_303 = reinterpret_cast<uint64 const&>(l_289);
const uint64 l_304 = l_303 >> uint64(52);
const uint64 l_305 = l_304 & uint64(2047);
const int32 l_306 = int32(l_305);
const int32 l_307 = l_306 - int32(1023);
l_mut_308 = l_307;
const uint64 l_309 = l_303 & uint64(4503599627370495);
const uint64 l_310 = l_309 | uint64(4607182418800017408);
const double l_311 = reinterpret_cast<double const&>(l_310);
l_mut_166 = l_311;
const bool l_312 = l_mut_166 > double(1.4142135623730951);
if (l_312) {
l_mut_166 = l_mut_166 * double(0.5);
l_mut_308 = l_mut_308 + int32(1);
}
const double l_313 = l_mut_166 - double(1.0);
const double l_314 = double(2.0) + l_313;
const double l_315 = l_313 / l_314;
const double l_316 = l_315 * l_315;
const double l_317 = l_316 * double(0.04);
const double l_318 = l_317 + double(0.043478260869565216);
l_mut_166 = l_318;
const double l_319 = l_mut_166 * l_316;
const double l_320 = l_319 + double(0.047619047619047616);
l_mut_166 = l_320;
const double l_321 = l_mut_166 * l_316;
const double l_322 = l_321 + double(0.05263157894736842);
l_mut_166 = l_322;
const double l_323 = l_mut_166 * l_316;
const double l_324 = l_323 + double(0.058823529411764705);
l_mut_166 = l_324;
const double l_325 = l_mut_166 * l_316;
const double l_326 = l_325 + double(0.06666666666666667);
l_mut_166 = l_326;
const double l_327 = l_mut_166 * l_316;
const double l_328 = l_327 + double(0.07692307692307693);
l_mut_166 = l_328;
const double l_329 = l_mut_166 * l_316;
const double l_330 = l_329 + double(0.09090909090909091);
l_mut_166 = l_330;
const double l_331 = l_mut_166 * l_316;
const double l_332 = l_331 + double(0.1111111111111111);
l_mut_166 = l_332;
const double l_333 = l_mut_166 * l_316;
const double l_334 = l_333 + double(0.14285714285714285);
l_mut_166 = l_334;
const double l_335 = l_mut_166 * l_316;
const double l_336 = l_335 + double(0.2);
l_mut_166 = l_336;
const double l_337 = l_mut_166 * l_316;
const double l_338 = l_337 + double(0.3333333333333333);
l_mut_166 = l_338;
const double l_339 = double(2.0) * l_315;
const double l_340 = double(2.0) * l_315;
const double l_341 = l_340 * l_316;
const double l_342 = l_341 * l_mut_166;
const double l_343 = l_339 + l_342;
const double l_344 = double(l_mut_308);
const double l_345 = l_344 * double(0.6931471824645996);
const double l_346 = l_344 * double(-1.904654299957768e-9);
const double l_347 = l_346 + l_343;
const double l_348 = l_345 + l_347;
l_mut_241 = l_348;
}
}
}
l_mut_151 = l_mut_241;
} else {
const bool l_349 = l_21 == uint32(6);
const bool l_350 = l_21 == uint32(7);
const bool l_351 = l_349 || l_350;
const bool l_352 = l_21 == uint32(8);
const bool l_353 = l_351 || l_352;
if (l_353) {
const uint32 l_354 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_355 = l_354 & uint32(2147483647);
const double l_356 = double(l_mut_29);
const uint64 l_357 = reinterpret_cast<uint64 const&>(l_356);
const uint64 l_358 = l_357 | uint64(9221120237041090560);
const double l_359 = reinterpret_cast<double const&>(l_358);
l_mut_241 = l_359;
const float l_360 = reinterpret_cast<float const&>(l_355);
const bool l_361 = l_360 < float(4.0);
if (l_361) {
const uint32 l_10800 = info.static_meta[uint32(4)];
const uint32 l_10801 = l_10800 * uint32(1);
const bool l_10802 = uint32(1024) < l_10801;
const uint32 l_10803 = l_10801 - uint32(1);
const uint32 l_10804 = min(uint32(1024), l_10803);
const uint32 l_10805 = buffer_4[l_10804];
const uint32 l_10806 = (l_10802) ? l_10805 : uint32(0);
const uint32 l_362 = l_10806;
const float l_363 = reinterpret_cast<float const&>(l_362);
const double l_364 = double(l_363);
const uint32 l_365 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_366 = l_365 & uint32(2147483647);
const float l_367 = reinterpret_cast<float const&>(l_366);
const double l_368 = double(l_367);
l_mut_166 = l_368;
const bool l_369 = l_366 < uint32(8388608);
if (l_369) {
const double l_370 = double(l_366);
const double l_371 = l_370 * double(1.401298464324817e-45);
l_mut_166 = l_371;
}
const uint64 l_372 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_373 = l_365 >> uint32(31);
const uint64 l_374 = uint64(l_373);
const uint64 l_375 = l_374 << uint64(63);
const uint64 l_376 = l_372 | l_375;
const double l_377 = reinterpret_cast<double const&>(l_376);
const double l_378 = abs(l_377);
l_mut_166 = l_378;
l_mut_379 = uint32(0);
const bool l_380 = l_378 >= double(0.785);
if (l_380) {
const double l_381 = l_378 * double(0.6366197723675814);
const double l_382 = l_381 + double(0.5);
const double l_383 = floor(l_382);
const double l_384 = l_383 * double(1.570796325802803);
const double l_385 = l_378 - l_384;
const double l_386 = l_385 * l_364;
const double l_387 = l_383 * double(9.920935796805404e-10);
const double l_388 = l_386 - l_387;
l_mut_166 = l_388;
const uint32 l_389 = uint32(l_383);
l_mut_379 = l_389;
}
const uint32 l_390 = reinterpret_cast<uint32 const&>(l_mut_29);
const bool l_391 = l_390 >= uint32(2147483648);
const double l_392 = l_mut_166 * l_mut_166;
const double l_393 = l_392 * double(1.9572941063391263e-20);
const double l_394 = double(8.22063524662433e-18) - l_393;
l_mut_395 = l_394;
const double l_396 = l_mut_395 * l_392;
const double l_397 = l_396 - double(2.8114572543455206e-15);
l_mut_395 = l_397;
const double l_398 = l_mut_395 * l_392;
const double l_399 = l_398 + double(7.647163731819816e-13);
l_mut_395 = l_399;
const double l_400 = l_mut_395 * l_392;
const double l_401 = l_400 - double(1.6059043836821613e-10);
l_mut_395 = l_401;
const double l_402 = l_mut_395 * l_392;
const double l_403 = l_402 + double(2.505210838544172e-8);
l_mut_395 = l_403;
const double l_404 = l_mut_395 * l_392;
const double l_405 = l_404 - double(2.7557319223985893e-6);
l_mut_395 = l_405;
const double l_406 = l_mut_395 * l_392;
const double l_407 = l_406 + double(0.0001984126984126984);
l_mut_395 = l_407;
const double l_408 = l_mut_395 * l_392;
const double l_409 = l_408 - double(0.008333333333333333);
l_mut_395 = l_409;
const double l_410 = l_mut_395 * l_392;
const double l_411 = l_410 + double(0.16666666666666666);
l_mut_395 = l_411;
const double l_412 = double(0.5) * l_392;
const double l_413 = double(1.0) - l_412;
const double l_414 = double(0.0) * l_413;
const double l_415 = l_mut_166 * l_392;
const double l_416 = l_415 * l_mut_395;
const double l_417 = l_414 - l_416;
const double l_418 = l_mut_166 + l_417;
const double l_419 = l_mut_166 * l_mut_166;
const double l_420 = l_419 * double(4.110317623312165e-19);
const double l_421 = l_420 - double(1.5619206968586225e-16);
l_mut_395 = l_421;
const double l_422 = l_mut_395 * l_419;
const double l_423 = l_422 + double(4.779477332387385e-14);
l_mut_395 = l_423;
const double l_424 = l_mut_395 * l_419;
const double l_425 = l_424 - double(1.1470745597729725e-11);
l_mut_395 = l_425;
const double l_426 = l_mut_395 * l_419;
const double l_427 = l_426 + double(2.08767569878681e-9);
l_mut_395 = l_427;
const double l_428 = l_mut_395 * l_419;
const double l_429 = l_428 - double(2.755731922398589e-7);
l_mut_395 = l_429;
const double l_430 = l_mut_395 * l_419;
const double l_431 = l_430 + double(2.48015873015873e-5);
l_mut_395 = l_431;
const double l_432 = l_mut_395 * l_419;
const double l_433 = l_432 - double(0.001388888888888889);
l_mut_395 = l_433;
const double l_434 = l_mut_395 * l_419;
const double l_435 = l_434 + double(0.041666666666666664);
l_mut_395 = l_435;
const double l_436 = double(0.5) * l_419;
const double l_437 = double(1.0) - l_436;
const double l_438 = l_419 * l_419;
const double l_439 = l_438 * l_mut_395;
const double l_440 = double(0.0) * l_mut_166;
const double l_441 = l_439 - l_440;
const double l_442 = l_437 + l_441;
const uint32 l_443 = l_mut_379 & uint32(1);
const bool l_444 = l_443 == uint32(1);
l_mut_395 = l_418;
const uint32 l_445 = l_mut_379 & uint32(2);
const bool l_446 = l_445 != uint32(0);
l_mut_447 = l_446;
const bool l_448 = l_21 == uint32(6);
if (l_448) {
if (l_444) {
l_mut_395 = l_442;
}
} else {
const bool l_449 = l_21 == uint32(7);
if (l_449) {
l_mut_395 = l_442;
if (l_444) {
l_mut_395 = l_418;
}
const uint32 l_450 = l_mut_379 + uint32(1);
const uint32 l_451 = l_450 & uint32(2);
const bool l_452 = l_451 != uint32(0);
l_mut_447 = l_452;
} else {
const double l_453 = l_418 / l_442;
l_mut_395 = l_453;
if (l_444) {
const double l_454 = l_442 / l_418;
l_mut_395 = l_454;
}
l_mut_447 = l_444;
}
}
const bool l_455 = l_21 != uint32(7);
const bool l_456 = l_455 && l_391;
if (l_456) {
const bool l_457 = !l_mut_447;
l_mut_447 = l_457;
}
if (l_mut_447) {
const double l_458 = -l_mut_395;
l_mut_395 = l_458;
}
l_mut_241 = l_mut_395;
} else {
const bool l_459 = l_355 < uint32(2139095040);
if (l_459) {
const uint32 l_460 = l_355 & uint32(8388607);
const uint32 l_461 = l_460 | uint32(8388608);
const uint64 l_462 = uint64(l_461);
const uint32 l_463 = l_355 >> uint32(23);
const uint32 l_464 = l_463 * uint32(4);
const uint32 l_465 = l_464 + uint32(3);
const uint32 l_10807 = info.static_meta[uint32(4)];
const uint32 l_10808 = l_10807 * uint32(1);
const bool l_10809 = l_465 < l_10808;
const uint32 l_10810 = l_10808 - uint32(1);
const uint32 l_10811 = min(l_465, l_10810);
const uint32 l_10812 = buffer_4[l_10811];
const uint32 l_10813 = (l_10809) ? l_10812 : uint32(0);
const uint32 l_466 = l_10813;
const uint64 l_467 = uint64(l_466);
const uint64 l_468 = l_462 * l_467;
l_mut_469 = l_468;
const uint64 l_470 = l_mut_469 & uint64(4294967295);
const uint64 l_471 = l_mut_469 >> uint64(32);
const uint32 l_472 = l_464 + uint32(2);
const uint32 l_10814 = info.static_meta[uint32(4)];
const uint32 l_10815 = l_10814 * uint32(1);
const bool l_10816 = l_472 < l_10815;
const uint32 l_10817 = l_10815 - uint32(1);
const uint32 l_10818 = min(l_472, l_10817);
const uint32 l_10819 = buffer_4[l_10818];
const uint32 l_10820 = (l_10816) ? l_10819 : uint32(0);
const uint32 l_473 = l_10820;
const uint64 l_474 = uint64(l_473);
const uint64 l_475 = l_462 * l_474;
const uint64 l_476 = l_471 + l_475;
l_mut_469 = l_476;
const uint64 l_477 = l_mut_469 & uint64(4294967295);
const uint64 l_478 = l_mut_469 >> uint64(32);
const uint32 l_479 = l_464 + uint32(1);
const uint32 l_10821 = info.static_meta[uint32(4)];
const uint32 l_10822 = l_10821 * uint32(1);
const bool l_10823 = l_479 < l_10822;
const uint32 l_10824 = l_10822 - uint32(1);
const uint32 l_10825 = min(l_479, l_10824);
const uint32 l_10826 = buffer_4[l_10825];
const uint32 l_10827 = (l_10823) ? l_10826 : uint32(0);
const uint32 l_480 = l_10827;
const uint64 l_481 = uint64(l_480);
const uint64 l_482 = l_462 * l_481;
const uint64 l_483 = l_478 + l_482;
l_mut_469 = l_483;
const uint64 l_484 = l_mut_469 & uint64(4294967295);
const uint64 l_485 = l_mut_469 >> uint64(32);
const uint32 l_10828 = info.static_meta[uint32(4)];
const uint32 l_10829 = l_10828 * uint32(1);
const bool l_10830 = l_464 < l_10829;
const uint32 l_10831 = l_10829 - uint32(1);
const uint32 l_10832 = min(l_464, l_10831);
const uint32 l_10833 = buffer_4[l_10832];
const uint32 l_10834 = (l_10830) ? l_10833 : uint32(0);
const uint32 l_486 = l_10834;
const uint64 l_487 = uint64(l_486);
const uint64 l_488 = l_462 * l_487;
const uint64 l_489 = l_485 + l_488;
l_mut_469 = l_489;
const uint64 l_490 = l_mut_469 >> uint64(29);
const uint64 l_491 = l_490 & uint64(3);
const uint32 l_492 = uint32(l_491);
l_mut_379 = l_492;
const uint64 l_493 = l_mut_469 & uint64(536870911);
const uint64 l_494 = l_493 << uint64(32);
const uint64 l_495 = l_494 | l_484;
l_mut_469 = l_495;
const uint64 l_496 = l_477 << uint64(32);
const uint64 l_497 = l_496 | l_470;
l_mut_498 = l_497;
const bool l_499 = l_mut_469 >= uint64(1152921504606846976);
if (l_499) {
const uint32 l_500 = l_mut_379 + uint32(1);
const uint32 l_501 = l_500 & uint32(3);
l_mut_379 = l_501;
const bool l_502 = l_mut_498 != uint64(0);
const uint64 l_503 = uint64(l_502);
const uint64 l_504 = uint64(0) - l_mut_498;
l_mut_498 = l_504;
const uint64 l_505 = uint64(2305843009213693952) - l_mut_469;
const uint64 l_506 = l_505 - l_503;
l_mut_469 = l_506;
}
const uint32 l_507 = uint32(__clzll(int64(l_mut_498)));
const uint64 l_508 = uint64(l_507);
const uint64 l_509 = l_mut_498 << l_508;
l_mut_510 = l_509;
const int32 l_511 = int32(l_507);
const int32 l_512 = int32(0) - l_511;
l_mut_308 = l_512;
const bool l_513 = l_mut_469 != uint64(0);
if (l_513) {
const uint32 l_514 = uint32(__clzll(int64(l_mut_469)));
const uint64 l_515 = uint64(l_514);
const uint64 l_516 = l_mut_469 << l_515;
const uint32 l_517 = uint32(64) - l_514;
const uint64 l_518 = uint64(l_517);
const uint64 l_519 = l_mut_498 >> l_518;
const uint64 l_520 = l_516 | l_519;
l_mut_510 = l_520;
const int32 l_521 = int32(l_514);
const int32 l_522 = int32(64) - l_521;
l_mut_308 = l_522;
}
const uint64 l_523 = l_mut_510 >> uint64(32);
const uint64 l_524 = l_mut_510 & uint64(4294967295);
const uint64 l_525 = l_523 * uint64(560513588);
const uint64 l_526 = l_524 * uint64(3373259426);
const uint64 l_527 = l_524 * uint64(560513588);
const uint64 l_528 = l_527 >> uint64(32);
const uint64 l_529 = l_525 & uint64(4294967295);
const uint64 l_530 = l_528 + l_529;
const uint64 l_531 = l_526 & uint64(4294967295);
const uint64 l_532 = l_530 + l_531;
const uint64 l_533 = l_523 * uint64(3373259426);
const uint64 l_534 = l_525 >> uint64(32);
const uint64 l_535 = l_533 + l_534;
const uint64 l_536 = l_526 >> uint64(32);
const uint64 l_537 = l_535 + l_536;
const uint64 l_538 = l_532 >> uint64(32);
const uint64 l_539 = l_537 + l_538;
l_mut_510 = l_539;
const int32 l_540 = l_mut_308 - int32(124);
l_mut_308 = l_540;
const bool l_541 = l_mut_510 < uint64(9223372036854775808);
if (l_541) {
const uint64 l_542 = l_mut_510 << uint64(1);
const uint64 l_543 = l_532 >> uint64(31);
const uint64 l_544 = l_543 & uint64(1);
const uint64 l_545 = l_542 | l_544;
l_mut_510 = l_545;
l_mut_308 = l_mut_308 - int32(1);
}
const uint64 l_546 = l_mut_510 >> uint64(11);
const double l_547 = double(l_546);
const int32 l_548 = l_mut_308 + int32(11);
const int32 l_549 = l_548 + int32(1023);
const uint64 l_550 = uint64(l_549);
const uint64 l_551 = l_550 << uint64(52);
const double l_552 = reinterpret_cast<double const&>(l_551);
const double l_553 = l_547 * l_552;
l_mut_395 = l_553;
const uint64 l_554 = l_mut_510 & uint64(2047);
const double l_555 = double(l_554);
const int32 l_556 = l_mut_308 + int32(1023);
const uint64 l_557 = uint64(l_556);
const uint64 l_558 = l_557 << uint64(52);
const double l_559 = reinterpret_cast<double const&>(l_558);
const double l_560 = l_555 * l_559;
l_mut_166 = l_560;
if (l_499) {
const double l_561 = -l_mut_395;
l_mut_395 = l_561;
const double l_562 = -l_mut_166;
l_mut_166 = l_562;
}
const bool l_563 = l_354 >= uint32(2147483648);
const double l_564 = l_mut_395 * l_mut_395;
const double l_565 = l_564 * double(1.9572941063391263e-20);
const double l_566 = double(8.22063524662433e-18) - l_565;
l_mut_567 = l_566;
const double l_568 = l_mut_567 * l_564;
const double l_569 = l_568 - double(2.8114572543455206e-15);
l_mut_567 = l_569;
const double l_570 = l_mut_567 * l_564;
const double l_571 = l_570 + double(7.647163731819816e-13);
l_mut_567 = l_571;
const double l_572 = l_mut_567 * l_564;
const double l_573 = l_572 - double(1.6059043836821613e-10);
l_mut_567 = l_573;
const double l_574 = l_mut_567 * l_564;
const double l_575 = l_574 + double(2.505210838544172e-8);
l_mut_567 = l_575;
const double l_576 = l_mut_567 * l_564;
const double l_577 = l_576 - double(2.7557319223985893e-6);
l_mut_567 = l_577;
const double l_578 = l_mut_567 * l_564;
const double l_579 = l_578 + double(0.0001984126984126984);
l_mut_567 = l_579;
const double l_580 = l_mut_567 * l_564;
const double l_581 = l_580 - double(0.008333333333333333);
l_mut_567 = l_581;
const double l_582 = l_mut_567 * l_564;
const double l_583 = l_582 + double(0.16666666666666666);
l_mut_567 = l_583;
const double l_584 = double(0.5) * l_564;
const double l_585 = double(1.0) - l_584;
const double l_586 = l_mut_166 * l_585;
const double l_587 = l_mut_395 * l_564;
const double l_588 = l_587 * l_mut_567;
const double l_589 = l_586 - l_588;
const double l_590 = l_mut_395 + l_589;
const double l_591 = l_mut_395 * l_mut_395;
const double l_592 = l_591 * double(4.110317623312165e-19);
const double l_593 = l_592 - double(1.5619206968586225e-16);
l_mut_567 = l_593;
const double l_594 = l_mut_567 * l_591;
const double l_595 = l_594 + double(4.779477332387385e-14);
l_mut_567 = l_595;
const double l_596 = l_mut_567 * l_591;
const double l_597 = l_596 - double(1.1470745597729725e-11);
l_mut_567 = l_597;
const double l_598 = l_mut_567 * l_591;
const double l_599 = l_598 + double(2.08767569878681e-9);
l_mut_567 = l_599;
const double l_600 = l_mut_567 * l_591;
const double l_601 = l_600 - double(2.755731922398589e-7);
l_mut_567 = l_601;
const double l_602 = l_mut_567 * l_591;
const double l_603 = l_602 + double(2.48015873015873e-5);
l_mut_567 = l_603;
const double l_604 = l_mut_567 * l_591;
const double l_605 = l_604 - double(0.001388888888888889);
l_mut_567 = l_605;
const double l_606 = l_mut_567 * l_591;
const double l_607 = l_606 + double(0.041666666666666664);
l_mut_567 = l_607;
const double l_608 = double(0.5) * l_591;
const double l_609 = double(1.0) - l_608;
const double l_610 = l_591 * l_591;
const double l_611 = l_610 * l_mut_567;
const double l_612 = l_mut_166 * l_mut_395;
const double l_613 = l_611 - l_612;
const double l_614 = l_609 + l_613;
const uint32 l_615 = l_mut_379 & uint32(1);
const bool l_616 = l_615 == uint32(1);
l_mut_567 = l_590;
const uint32 l_617 = l_mut_379 & uint32(2);
const bool l_618 = l_617 != uint32(0);
l_mut_447 = l_618;
const bool l_619 = l_21 == uint32(6);
if (l_619) {
if (l_616) {
l_mut_567 = l_614;
}
} else {
const bool l_620 = l_21 == uint32(7);
if (l_620) {
l_mut_567 = l_614;
if (l_616) {
l_mut_567 = l_590;
}
const uint32 l_621 = l_mut_379 + uint32(1);
const uint32 l_622 = l_621 & uint32(2);
const bool l_623 = l_622 != uint32(0);
l_mut_447 = l_623;
} else {
const double l_624 = l_590 / l_614;
l_mut_567 = l_624;
if (l_616) {
const double l_625 = l_614 / l_590;
l_mut_567 = l_625;
}
l_mut_447 = l_616;
}
}
const bool l_626 = l_21 != uint32(7);
const bool l_627 = l_626 && l_563;
if (l_627) {
const bool l_628 = !l_mut_447;
l_mut_447 = l_628;
}
if (l_mut_447) {
const double l_629 = -l_mut_567;
l_mut_567 = l_629;
}
l_mut_241 = l_mut_567;
}
}
l_mut_151 = l_mut_241;
} else {
const bool l_630 = l_21 == uint32(9);
if (l_630) {
const uint32 l_10835 = info.static_meta[uint32(4)];
const uint32 l_10836 = l_10835 * uint32(1);
const bool l_10837 = uint32(1024) < l_10836;
const uint32 l_10838 = l_10836 - uint32(1);
const uint32 l_10839 = min(uint32(1024), l_10838);
const uint32 l_10840 = buffer_4[l_10839];
const uint32 l_10841 = (l_10837) ? l_10840 : uint32(0);
const uint32 l_631 = l_10841;
const float l_632 = reinterpret_cast<float const&>(l_631);
const double l_633 = double(l_632);
const uint32 l_634 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_635 = l_634 & uint32(2147483647);
const float l_636 = reinterpret_cast<float const&>(l_635);
const double l_637 = double(l_636);
l_mut_567 = l_637;
const bool l_638 = l_635 < uint32(8388608);
if (l_638) {
const double l_639 = double(l_635);
const double l_640 = l_639 * double(1.401298464324817e-45);
l_mut_567 = l_640;
}
const uint64 l_641 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_642 = l_634 >> uint32(31);
const uint64 l_643 = uint64(l_642);
const uint64 l_644 = l_643 << uint64(63);
const uint64 l_645 = l_641 | l_644;
const double l_646 = reinterpret_cast<double const&>(l_645);
const uint64 l_647 = reinterpret_cast<uint64 const&>(l_646);
const uint64 l_648 = l_647 >> uint64(52);
const uint64 l_649 = l_648 & uint64(2047);
const int32 l_650 = int32(l_649);
const int32 l_651 = l_650 - int32(1023);
l_mut_308 = l_651;
const uint64 l_652 = l_647 & uint64(4503599627370495);
const uint64 l_653 = l_652 | uint64(4607182418800017408);
const double l_654 = reinterpret_cast<double const&>(l_653);
l_mut_567 = l_654;
const bool l_655 = l_mut_567 > double(1.4142135623730951);
if (l_655) {
l_mut_567 = l_mut_567 * double(0.5);
l_mut_308 = l_mut_308 + int32(1);
}
const double l_656 = l_mut_567 - double(1.0);
const double l_657 = double(2.0) + l_656;
const double l_658 = l_656 / l_657;
const double l_659 = l_658 * l_658;
const double l_660 = l_659 * double(0.04);
const double l_661 = l_660 + double(0.043478260869565216);
l_mut_567 = l_661;
const double l_662 = l_mut_567 * l_659;
const double l_663 = l_662 + double(0.047619047619047616);
l_mut_567 = l_663;
const double l_664 = l_mut_567 * l_659;
const double l_665 = l_664 + double(0.05263157894736842);
l_mut_567 = l_665;
const double l_666 = l_mut_567 * l_659;
const double l_667 = l_666 + double(0.058823529411764705);
l_mut_567 = l_667;
const double l_668 = l_mut_567 * l_659;
const double l_669 = l_668 + double(0.06666666666666667);
l_mut_567 = l_669;
const double l_670 = l_mut_567 * l_659;
const double l_671 = l_670 + double(0.07692307692307693);
l_mut_567 = l_671;
const double l_672 = l_mut_567 * l_659;
const double l_673 = l_672 + double(0.09090909090909091);
l_mut_567 = l_673;
const double l_674 = l_mut_567 * l_659;
const double l_675 = l_674 + double(0.1111111111111111);
l_mut_567 = l_675;
const double l_676 = l_mut_567 * l_659;
const double l_677 = l_676 + double(0.14285714285714285);
l_mut_567 = l_677;
const double l_678 = l_mut_567 * l_659;
const double l_679 = l_678 + double(0.2);
l_mut_567 = l_679;
const double l_680 = l_mut_567 * l_659;
const double l_681 = l_680 + double(0.3333333333333333);
l_mut_567 = l_681;
const double l_682 = double(2.0) * l_658;
const double l_683 = double(2.0) * l_658;
const double l_684 = l_683 * l_659;
const double l_685 = l_684 * l_mut_567;
const double l_686 = l_682 + l_685;
const double l_687 = double(l_mut_308);
const double l_688 = l_687 * double(0.6931471824645996);
const double l_689 = l_687 * double(-1.904654299957768e-9);
const double l_690 = l_689 + l_686;
const uint32 l_691 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_692 = l_691 & uint32(2147483647);
const float l_693 = reinterpret_cast<float const&>(l_692);
const double l_694 = double(l_693);
l_mut_567 = l_694;
const bool l_695 = l_692 < uint32(8388608);
if (l_695) {
const double l_696 = double(l_692);
const double l_697 = l_696 * double(1.401298464324817e-45);
l_mut_567 = l_697;
}
const uint64 l_698 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_699 = l_691 >> uint32(31);
const uint64 l_700 = uint64(l_699);
const uint64 l_701 = l_700 << uint64(63);
const uint64 l_702 = l_698 | l_701;
const double l_703 = reinterpret_cast<double const&>(l_702);
const double l_704 = l_703 * l_688;
const double l_705 = l_703 * l_690;
const double l_706 = l_704 + l_705;
l_mut_567 = l_706;
const bool l_707 = isnan(l_706);
if (l_707) {
} else {
const bool l_708 = l_706 < double(-700.0);
if (l_708) {
l_mut_567 = double(0.0);
} else {
const bool l_709 = l_706 > double(700.0);
if (l_709) {
const uint64 l_710 = reinterpret_cast<uint64 const&>(l_706);
const uint64 l_711 = l_710 | uint64(9218868437227405312);
const uint64 l_712 = l_711 & uint64(18442240474082181120);
const double l_713 = reinterpret_cast<double const&>(l_712);
l_mut_567 = l_713;
} else {
const double l_714 = l_706 * double(1.4426950408889634);
const double l_715 = l_714 + double(0.5);
const double l_716 = floor(l_715);
const double l_717 = l_716 * double(0.6931471824645996);
const double l_718 = l_704 - l_717;
const double l_719 = l_718 * l_633;
const double l_720 = l_716 * double(-1.904654299957768e-9);
const double l_721 = l_705 - l_720;
const double l_722 = l_719 + l_721;
const double l_723 = l_722 * double(7.647163731819816e-13);
const double l_724 = l_723 + double(1.1470745597729725e-11);
l_mut_395 = l_724;
const double l_725 = l_mut_395 * l_722;
const double l_726 = l_725 + double(1.6059043836821613e-10);
l_mut_395 = l_726;
const double l_727 = l_mut_395 * l_722;
const double l_728 = l_727 + double(2.08767569878681e-9);
l_mut_395 = l_728;
const double l_729 = l_mut_395 * l_722;
const double l_730 = l_729 + double(2.505210838544172e-8);
l_mut_395 = l_730;
const double l_731 = l_mut_395 * l_722;
const double l_732 = l_731 + double(2.755731922398589e-7);
l_mut_395 = l_732;
const double l_733 = l_mut_395 * l_722;
const double l_734 = l_733 + double(2.7557319223985893e-6);
l_mut_395 = l_734;
const double l_735 = l_mut_395 * l_722;
const double l_736 = l_735 + double(2.48015873015873e-5);
l_mut_395 = l_736;
const double l_737 = l_mut_395 * l_722;
const double l_738 = l_737 + double(0.0001984126984126984);
l_mut_395 = l_738;
const double l_739 = l_mut_395 * l_722;
const double l_740 = l_739 + double(0.001388888888888889);
l_mut_395 = l_740;
const double l_741 = l_mut_395 * l_722;
const double l_742 = l_741 + double(0.008333333333333333);
l_mut_395 = l_742;
const double l_743 = l_mut_395 * l_722;
const double l_744 = l_743 + double(0.041666666666666664);
l_mut_395 = l_744;
const double l_745 = l_mut_395 * l_722;
const double l_746 = l_745 + double(0.16666666666666666);
l_mut_395 = l_746;
const double l_747 = l_mut_395 * l_722;
const double l_748 = l_747 + double(0.5);
l_mut_395 = l_748;
const double l_749 = l_722 * l_722;
const double l_750 = l_749 * l_mut_395;
const double l_751 = l_722 + l_750;
const double l_752 = double(1.0) + l_751;
const int32 l_753 = int32(l_716);
const int32 l_754 = l_753 + int32(1023);
const uint64 l_755 = uint64(l_754);
const uint64 l_756 = l_755 << uint64(52);
const double l_757 = reinterpret_cast<double const&>(l_756);
const double l_758 = l_752 * l_757;
l_mut_567 = l_758;
}
}
}
l_mut_151 = l_mut_567;
} else {
l_mut_567 = l_mut_151;
const bool l_759 = l_21 == uint32(1);
if (l_759) {
l_mut_395 = l_mut_151;
const double l_760 = double(1.0) / l_mut_151;
l_mut_395 = l_760;
l_mut_567 = l_mut_395;
} else {
const bool l_761 = l_21 == uint32(2);
if (l_761) {
l_mut_395 = l_mut_151;
const double l_762 = sqrt(l_mut_151);
l_mut_395 = l_762;
l_mut_567 = l_mut_395;
} else {
const bool l_763 = l_21 == uint32(3);
if (l_763) {
l_mut_395 = l_mut_151;
const double l_764 = rsqrt(l_mut_151);
l_mut_395 = l_764;
l_mut_567 = l_mut_395;
}
}
}
l_mut_151 = l_mut_567;
}
}
}
}
}
}
const uint32 l_765 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_766 = l_765 & uint32(2139095040);
const bool l_767 = l_766 != uint32(2139095040);
const uint32 l_768 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_769 = l_768 & uint32(2139095040);
const bool l_770 = l_769 != uint32(2139095040);
const bool l_771 = l_767 && l_770;
const uint32 l_772 = reinterpret_cast<uint32 const&>(l_mut_31);
const uint32 l_773 = l_772 & uint32(2139095040);
const bool l_774 = l_773 != uint32(2139095040);
const bool l_775 = l_771 && l_774;
const uint32 l_776 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_777 = l_776 & uint32(2139095040);
const bool l_778 = l_777 == uint32(0);
const uint32 l_779 = l_776 & uint32(8388607);
const bool l_780 = l_779 != uint32(0);
const bool l_781 = l_778 && l_780;
const uint32 l_782 = reinterpret_cast<uint32 const&>(l_mut_30);
const uint32 l_783 = l_782 & uint32(2139095040);
const bool l_784 = l_783 == uint32(0);
const uint32 l_785 = l_782 & uint32(8388607);
const bool l_786 = l_785 != uint32(0);
const bool l_787 = l_784 && l_786;
const bool l_788 = l_781 || l_787;
const uint32 l_789 = reinterpret_cast<uint32 const&>(l_mut_31);
const uint32 l_790 = l_789 & uint32(2139095040);
const bool l_791 = l_790 == uint32(0);
const uint32 l_792 = l_789 & uint32(8388607);
const bool l_793 = l_792 != uint32(0);
const bool l_794 = l_791 && l_793;
const bool l_795 = l_788 || l_794;
l_mut_379 = uint32(4294967294);
const uint32 l_796 = reinterpret_cast<uint32 const&>(l_146);
const double l_797 = abs(l_mut_151);
const bool l_798 = l_mut_151 < double(0.0);
const uint32 l_799 = uint32(l_798);
const uint32 l_800 = uint32(2147483648) * l_799;
if (l_795) {
} else {
const bool l_801 = isnan(l_mut_151);
if (l_801) {
const uint32 l_802 = l_796 & uint32(2147483647);
const bool l_803 = l_802 > uint32(2139095040);
if (l_803) {
l_mut_379 = uint32(4294967293);
}
} else {
const bool l_804 = l_797 >= double(3.402823669209385e38);
const bool l_805 = !l_775;
const bool l_806 = l_797 == double(0.0);
const bool l_807 = l_805 && l_806;
const bool l_808 = l_804 || l_807;
if (l_808) {
const bool l_809 = l_797 >= double(3.402823669209385e38);
const uint32 l_810 = uint32(l_809);
const uint32 l_811 = uint32(2139095040) * l_810;
const uint32 l_812 = l_811 | l_800;
const bool l_813 = l_796 == l_812;
const uint32 l_814 = l_796 | l_812;
const uint32 l_815 = l_814 & uint32(2147483647);
const bool l_816 = l_815 == uint32(0);
const bool l_817 = l_813 || l_816;
if (l_817) {
l_mut_379 = uint32(4294967293);
}
} else {
const bool l_818 = l_797 >= double(2.350988701644575e-38);
const bool l_819 = l_775 && l_818;
const bool l_820 = l_797 < double(3.4028234663852886e38);
const bool l_821 = l_819 && l_820;
if (l_821) {
const float l_822 = float(l_797);
const uint32 l_823 = reinterpret_cast<uint32 const&>(l_822);
const float l_824 = reinterpret_cast<float const&>(l_823);
const double l_825 = double(l_824);
const double l_826 = l_797 - l_825;
const uint32 l_827 = l_823 + uint32(1);
const bool l_828 = l_826 < double(0.0);
const uint32 l_829 = uint32(l_828);
const uint32 l_830 = uint32(2) * l_829;
const uint32 l_831 = l_827 - l_830;
const float l_832 = reinterpret_cast<float const&>(l_831);
const double l_833 = double(l_832);
const double l_834 = l_833 - l_825;
const double l_835 = abs(l_834);
const double l_836 = l_835 * double(0.5);
const double l_837 = abs(l_826);
const double l_838 = l_836 - l_837;
const double l_839 = l_797 * double(9.094947017729282e-13);
const bool l_840 = l_838 > l_839;
if (l_840) {
const uint32 l_841 = l_823 | l_800;
l_mut_379 = l_841;
}
} else {
const bool l_842 = l_797 < double(2.350988701644575e-38);
const bool l_843 = l_775 && l_842;
if (l_843) {
const double l_844 = l_797 * double(7.1362384635298e44);
const double l_845 = floor(l_844);
const double l_846 = l_844 - l_845;
const double l_847 = l_846 - double(0.5);
const double l_848 = abs(l_847);
const double l_849 = l_844 * double(9.094947017729282e-13);
const bool l_850 = l_848 > l_849;
if (l_850) {
const bool l_851 = l_846 > double(0.5);
const double l_852 = double(l_851);
const double l_853 = l_845 + l_852;
const uint32 l_854 = uint32(l_853);
const uint32 l_855 = l_854 | l_800;
l_mut_379 = l_855;
}
}
}
}
}
}
l_mut_856 = l_mut_379;
const uint32 l_857 = reinterpret_cast<uint32 const&>(l_mut_29);
const uint32 l_858 = reinterpret_cast<uint32 const&>(l_mut_30);
const bool l_859 = l_857 >= uint32(8388608);
const bool l_860 = l_857 < uint32(2139095040);
const bool l_861 = l_859 && l_860;
const bool l_862 = l_21 != uint32(9);
const uint32 l_863 = l_858 & uint32(2139095040);
const bool l_864 = l_863 != uint32(2139095040);
const bool l_865 = l_861 && l_864;
const bool l_866 = l_862 || l_865;
const bool l_867 = !l_866;
if (l_867) {
l_mut_856 = uint32(4294967294);
}
const uint32 l_868 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_869 = l_868 & uint32(2147483647);
const bool l_870 = l_869 > uint32(2139095040);
const uint32 l_871 = l_868 & uint32(2147483647);
const bool l_872 = l_871 == uint32(0);
const uint32 l_873 = l_868 & uint32(2147483647);
const double l_874 = double(l_873);
const uint32 l_875 = l_868 >> uint32(31);
const double l_876 = double(l_875);
const double l_877 = double(2.0) * l_876;
const double l_878 = double(1.0) - l_877;
const double l_879 = l_874 * l_878;
const uint32 l_880 = l_mut_856 & uint32(2147483647);
const double l_881 = double(l_880);
const uint32 l_882 = l_mut_856 >> uint32(31);
const double l_883 = double(l_882);
const double l_884 = double(2.0) * l_883;
const double l_885 = double(1.0) - l_884;
const double l_886 = l_881 * l_885;
const double l_887 = l_879 - l_886;
const uint32 l_888 = l_mut_856 & uint32(2139095040);
const bool l_889 = l_888 == uint32(0);
const bool l_890 = l_mut_856 < uint32(4294967293);
const bool l_891 = l_887 == double(0.0);
const bool l_892 = l_872 && l_889;
const bool l_893 = l_870 || l_892;
const bool l_894 = !l_893;
const bool l_895 = l_891 || l_894;
const bool l_896 = l_890 && l_895;
l_mut_447 = l_896;
const bool l_897 = l_887 != double(0.0);
const bool l_898 = l_mut_447 && l_897;
if (l_898) {

for (uint32 l_mut_899 = uint32(0); l_mut_899 < uint32(8); ++l_mut_899) {
const uint32 l_900 = uint32(2) * l_mut_899;
const uint32 l_10842 = info.static_meta[uint32(2)];
const uint32 l_10843 = l_10842 * uint32(1);
const bool l_10844 = l_900 < l_10843;
const uint32 l_10845 = l_10843 - uint32(1);
const uint32 l_10846 = min(l_900, l_10845);
const uint32 l_10847 = buffer_2[l_10846];
const uint32 l_10848 = (l_10844) ? l_10847 : uint32(0);
const uint32 l_901 = l_10848;
const uint32 l_902 = uint32(2) * l_mut_899;
const uint32 l_903 = l_902 + uint32(1);
const uint32 l_10849 = info.static_meta[uint32(2)];
const uint32 l_10850 = l_10849 * uint32(1);
const bool l_10851 = l_903 < l_10850;
const uint32 l_10852 = l_10850 - uint32(1);
const uint32 l_10853 = min(l_903, l_10852);
const uint32 l_10854 = buffer_2[l_10853];
const uint32 l_10855 = (l_10851) ? l_10854 : uint32(0);
const uint32 l_904 = l_10855;
const bool l_905 = l_904 != uint32(0);
const uint32 l_906 = l_mut_899 * uint32(4);
const uint32 l_10856 = info.static_meta[uint32(3)];
const uint32 l_10857 = l_10856 * uint32(1);
const bool l_10858 = l_906 < l_10857;
const uint32 l_10859 = l_10857 - uint32(1);
const uint32 l_10860 = min(l_906, l_10859);
const double l_10861 = buffer_3[l_10860];
const double l_10862 = (l_10858) ? l_10861 : double(0.0);
const double l_907 = l_10862;
const uint32 l_908 = l_mut_899 * uint32(4);
const uint32 l_909 = l_908 + uint32(1);
const uint32 l_10863 = info.static_meta[uint32(3)];
const uint32 l_10864 = l_10863 * uint32(1);
const bool l_10865 = l_909 < l_10864;
const uint32 l_10866 = l_10864 - uint32(1);
const uint32 l_10867 = min(l_909, l_10866);
const double l_10868 = buffer_3[l_10867];
const double l_10869 = (l_10865) ? l_10868 : double(0.0);
const double l_910 = l_10869;
const uint32 l_911 = l_mut_899 * uint32(4);
const uint32 l_912 = l_911 + uint32(2);
const uint32 l_10870 = info.static_meta[uint32(3)];
const uint32 l_10871 = l_10870 * uint32(1);
const bool l_10872 = l_912 < l_10871;
const uint32 l_10873 = l_10871 - uint32(1);
const uint32 l_10874 = min(l_912, l_10873);
const double l_10875 = buffer_3[l_10874];
const double l_10876 = (l_10872) ? l_10875 : double(0.0);
const double l_913 = l_10876;
const uint32 l_914 = l_mut_899 * uint32(4);
const uint32 l_915 = l_914 + uint32(3);
const uint32 l_10877 = info.static_meta[uint32(3)];
const uint32 l_10878 = l_10877 * uint32(1);
const bool l_10879 = l_915 < l_10878;
const uint32 l_10880 = l_10878 - uint32(1);
const uint32 l_10881 = min(l_915, l_10880);
const double l_10882 = buffer_3[l_10881];
const double l_10883 = (l_10879) ? l_10882 : double(0.0);
const double l_916 = l_10883;
const double l_917 = double(l_mut_30);
const double l_918 = double(l_mut_29);
const double l_919 = abs(l_918);
const double l_920 = abs(l_mut_151);
const double l_921 = l_920 * double(1.4551915228366852e-11);
l_mut_379 = uint32(2);
const bool l_922 = l_901 == uint32(0);
if (l_922) {
l_mut_379 = uint32(0);
} else {
const bool l_923 = l_901 == uint32(1);
if (l_923) {
l_mut_379 = uint32(1);
const double l_924 = abs(l_887);
const bool l_925 = l_924 <= l_907;
if (l_925) {
l_mut_379 = uint32(0);
}
} else {
const bool l_926 = l_901 == uint32(2);
if (l_926) {
const double l_927 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_928 = l_927 >= double(1.1754943508222875e-38);
const bool l_929 = l_927 <= double(1.7976931348623157e308);
const bool l_930 = l_928 && l_929;
if (l_930) {
const uint64 l_931 = reinterpret_cast<uint64 const&>(l_927);
const uint64 l_932 = l_931 >> uint64(52);
const uint64 l_933 = l_932 - uint64(23);
const uint64 l_934 = l_933 << uint64(52);
const double l_935 = reinterpret_cast<double const&>(l_934);
l_mut_567 = l_935;
}
const double l_936 = l_907 * l_mut_567;
l_mut_937 = uint32(2);
const double l_938 = l_mut_151 - l_921;
const double l_939 = abs(l_938);
l_mut_567 = double(1.401298464324817e-45);
const bool l_940 = l_939 >= double(1.1754943508222875e-38);
const bool l_941 = l_939 <= double(1.7976931348623157e308);
const bool l_942 = l_940 && l_941;
if (l_942) {
const uint64 l_943 = reinterpret_cast<uint64 const&>(l_939);
const uint64 l_944 = l_943 >> uint64(52);
const uint64 l_945 = l_944 - uint64(23);
const uint64 l_946 = l_945 << uint64(52);
const double l_947 = reinterpret_cast<double const&>(l_946);
l_mut_567 = l_947;
}
const double l_948 = l_mut_151 + l_921;
const double l_949 = abs(l_948);
l_mut_395 = double(1.401298464324817e-45);
const bool l_950 = l_949 >= double(1.1754943508222875e-38);
const bool l_951 = l_949 <= double(1.7976931348623157e308);
const bool l_952 = l_950 && l_951;
if (l_952) {
const uint64 l_953 = reinterpret_cast<uint64 const&>(l_949);
const uint64 l_954 = l_953 >> uint64(52);
const uint64 l_955 = l_954 - uint64(23);
const uint64 l_956 = l_955 << uint64(52);
const double l_957 = reinterpret_cast<double const&>(l_956);
l_mut_395 = l_957;
}
const bool l_958 = l_mut_567 == l_mut_395;
if (l_958) {
const double l_959 = l_936 * double(1.4551915228366852e-11);
const double l_960 = l_921 + l_959;
const double l_961 = l_mut_151 - l_936;
const double l_962 = l_mut_151 + l_936;
const uint32 l_963 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_964 = l_963 & uint32(2147483647);
const float l_965 = reinterpret_cast<float const&>(l_964);
const double l_966 = double(l_965);
l_mut_567 = l_966;
const bool l_967 = l_964 < uint32(8388608);
if (l_967) {
const double l_968 = double(l_964);
const double l_969 = l_968 * double(1.401298464324817e-45);
l_mut_567 = l_969;
}
const uint64 l_970 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_971 = l_963 >> uint32(31);
const uint64 l_972 = uint64(l_971);
const uint64 l_973 = l_972 << uint64(63);
const uint64 l_974 = l_970 | l_973;
const double l_975 = reinterpret_cast<double const&>(l_974);
const uint32 l_976 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_977 = l_976 + uint32(1);
l_mut_978 = l_977;
const uint32 l_979 = l_976 & uint32(2147483647);
const bool l_980 = l_979 == uint32(0);
if (l_980) {
l_mut_978 = uint32(1);
} else {
const uint32 l_981 = l_976 & uint32(2147483648);
const bool l_982 = l_981 != uint32(0);
if (l_982) {
const uint32 l_983 = l_976 - uint32(1);
l_mut_978 = l_983;
} else {
const bool l_984 = l_976 == uint32(2139095040);
if (l_984) {
l_mut_978 = l_976;
}
}
}
const float l_985 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_986 = reinterpret_cast<uint32 const&>(l_985);
const uint32 l_987 = l_986 & uint32(2147483647);
const float l_988 = reinterpret_cast<float const&>(l_987);
const double l_989 = double(l_988);
l_mut_567 = l_989;
const bool l_990 = l_987 < uint32(8388608);
if (l_990) {
const double l_991 = double(l_987);
const double l_992 = l_991 * double(1.401298464324817e-45);
l_mut_567 = l_992;
}
const uint64 l_993 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_994 = l_986 >> uint32(31);
const uint64 l_995 = uint64(l_994);
const uint64 l_996 = l_995 << uint64(63);
const uint64 l_997 = l_993 | l_996;
const double l_998 = reinterpret_cast<double const&>(l_997);
const uint32 l_999 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1000 = l_999 ^ uint32(2147483648);
const float l_1001 = reinterpret_cast<float const&>(l_1000);
const uint32 l_1002 = reinterpret_cast<uint32 const&>(l_1001);
const uint32 l_1003 = l_1002 + uint32(1);
l_mut_978 = l_1003;
const uint32 l_1004 = l_1002 & uint32(2147483647);
const bool l_1005 = l_1004 == uint32(0);
if (l_1005) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1006 = l_1002 & uint32(2147483648);
const bool l_1007 = l_1006 != uint32(0);
if (l_1007) {
const uint32 l_1008 = l_1002 - uint32(1);
l_mut_978 = l_1008;
} else {
const bool l_1009 = l_1002 == uint32(2139095040);
if (l_1009) {
l_mut_978 = l_1002;
}
}
}
const float l_1010 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1011 = reinterpret_cast<uint32 const&>(l_1010);
const uint32 l_1012 = l_1011 ^ uint32(2147483648);
const float l_1013 = reinterpret_cast<float const&>(l_1012);
const uint32 l_1014 = reinterpret_cast<uint32 const&>(l_1013);
const uint32 l_1015 = l_1014 & uint32(2147483647);
const float l_1016 = reinterpret_cast<float const&>(l_1015);
const double l_1017 = double(l_1016);
l_mut_567 = l_1017;
const bool l_1018 = l_1015 < uint32(8388608);
if (l_1018) {
const double l_1019 = double(l_1015);
const double l_1020 = l_1019 * double(1.401298464324817e-45);
l_mut_567 = l_1020;
}
const uint64 l_1021 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1022 = l_1014 >> uint32(31);
const uint64 l_1023 = uint64(l_1022);
const uint64 l_1024 = l_1023 << uint64(63);
const uint64 l_1025 = l_1021 | l_1024;
const double l_1026 = reinterpret_cast<double const&>(l_1025);
const double l_1027 = l_961 + l_960;
const bool l_1028 = l_1027 <= l_975;
l_mut_1029 = l_1028;
const double l_1030 = l_961 - l_960;
const bool l_1031 = l_1030 > l_975;
l_mut_1032 = l_1031;
const double l_1033 = l_962 - l_960;
const bool l_1034 = l_1033 >= l_975;
l_mut_1035 = l_1034;
const double l_1036 = l_962 + l_960;
const bool l_1037 = l_1036 < l_975;
l_mut_1038 = l_1037;
if (l_905) {
const double l_1039 = l_961 + l_960;
const bool l_1040 = l_1039 < l_998;
l_mut_1029 = l_1040;
const double l_1041 = l_961 - l_960;
const bool l_1042 = l_1041 >= l_998;
l_mut_1032 = l_1042;
const double l_1043 = l_962 - l_960;
const bool l_1044 = l_1043 > l_1026;
l_mut_1035 = l_1044;
const double l_1045 = l_962 + l_960;
const bool l_1046 = l_1045 <= l_1026;
l_mut_1038 = l_1046;
}
l_mut_978 = uint32(2);
const bool l_1047 = l_mut_1032 || l_mut_1038;
if (l_1047) {
l_mut_978 = uint32(1);
} else {
const bool l_1048 = l_mut_1029 && l_mut_1035;
if (l_1048) {
l_mut_978 = uint32(0);
}
}
const uint32 l_1049 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1050 = l_1049 & uint32(2147483647);
const bool l_1051 = l_1050 == uint32(0);
if (l_1051) {
const double l_1052 = l_961 + l_960;
const bool l_1053 = l_1052 < double(1.1754943508222875e-38);
const double l_1054 = l_962 - l_960;
const bool l_1055 = l_1054 > double(-1.1754943508222875e-38);
const bool l_1056 = l_1053 && l_1055;
const double l_1057 = l_961 - l_960;
const bool l_1058 = l_1057 < double(1.1754943508222875e-38);
const double l_1059 = l_962 + l_960;
const bool l_1060 = l_1059 > double(-1.1754943508222875e-38);
const bool l_1061 = l_1058 && l_1060;
if (l_1056) {
l_mut_978 = uint32(0);
} else {
const bool l_1062 = l_mut_978 == uint32(1);
const bool l_1063 = l_1061 && l_1062;
if (l_1063) {
l_mut_978 = uint32(2);
}
}
}
l_mut_937 = l_mut_978;
}
l_mut_379 = l_mut_937;
} else {
const bool l_1064 = l_901 == uint32(3);
if (l_1064) {
l_mut_567 = l_919;
const bool l_1065 = l_910 == double(1.0);
if (l_1065) {
const double l_1066 = abs(l_917);
l_mut_567 = l_1066;
}
l_mut_379 = uint32(0);
const bool l_1067 = l_mut_567 >= double(1.1754943508222875e-38);
const bool l_1068 = l_mut_567 <= double(8.507059173023462e37);
const bool l_1069 = l_1067 && l_1068;
if (l_1069) {
const double l_1070 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1071 = l_1070 >= double(1.1754943508222875e-38);
const bool l_1072 = l_1070 <= double(1.7976931348623157e308);
const bool l_1073 = l_1071 && l_1072;
if (l_1073) {
const uint64 l_1074 = reinterpret_cast<uint64 const&>(l_1070);
const uint64 l_1075 = l_1074 >> uint64(52);
const uint64 l_1076 = l_1075 - uint64(23);
const uint64 l_1077 = l_1076 << uint64(52);
const double l_1078 = reinterpret_cast<double const&>(l_1077);
l_mut_567 = l_1078;
}
const double l_1079 = l_907 * l_mut_567;
l_mut_978 = uint32(2);
const double l_1080 = l_mut_151 - l_921;
const double l_1081 = abs(l_1080);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1082 = l_1081 >= double(1.1754943508222875e-38);
const bool l_1083 = l_1081 <= double(1.7976931348623157e308);
const bool l_1084 = l_1082 && l_1083;
if (l_1084) {
const uint64 l_1085 = reinterpret_cast<uint64 const&>(l_1081);
const uint64 l_1086 = l_1085 >> uint64(52);
const uint64 l_1087 = l_1086 - uint64(23);
const uint64 l_1088 = l_1087 << uint64(52);
const double l_1089 = reinterpret_cast<double const&>(l_1088);
l_mut_567 = l_1089;
}
const double l_1090 = l_mut_151 + l_921;
const double l_1091 = abs(l_1090);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1092 = l_1091 >= double(1.1754943508222875e-38);
const bool l_1093 = l_1091 <= double(1.7976931348623157e308);
const bool l_1094 = l_1092 && l_1093;
if (l_1094) {
const uint64 l_1095 = reinterpret_cast<uint64 const&>(l_1091);
const uint64 l_1096 = l_1095 >> uint64(52);
const uint64 l_1097 = l_1096 - uint64(23);
const uint64 l_1098 = l_1097 << uint64(52);
const double l_1099 = reinterpret_cast<double const&>(l_1098);
l_mut_395 = l_1099;
}
const bool l_1100 = l_mut_567 == l_mut_395;
if (l_1100) {
const double l_1101 = l_1079 * double(1.4551915228366852e-11);
const double l_1102 = l_921 + l_1101;
const double l_1103 = l_mut_151 - l_1079;
const double l_1104 = l_mut_151 + l_1079;
const uint32 l_1105 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1106 = l_1105 & uint32(2147483647);
const float l_1107 = reinterpret_cast<float const&>(l_1106);
const double l_1108 = double(l_1107);
l_mut_567 = l_1108;
const bool l_1109 = l_1106 < uint32(8388608);
if (l_1109) {
const double l_1110 = double(l_1106);
const double l_1111 = l_1110 * double(1.401298464324817e-45);
l_mut_567 = l_1111;
}
const uint64 l_1112 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1113 = l_1105 >> uint32(31);
const uint64 l_1114 = uint64(l_1113);
const uint64 l_1115 = l_1114 << uint64(63);
const uint64 l_1116 = l_1112 | l_1115;
const double l_1117 = reinterpret_cast<double const&>(l_1116);
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1119 = l_1118 + uint32(1);
l_mut_937 = l_1119;
const uint32 l_1120 = l_1118 & uint32(2147483647);
const bool l_1121 = l_1120 == uint32(0);
if (l_1121) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1122 = l_1118 & uint32(2147483648);
const bool l_1123 = l_1122 != uint32(0);
if (l_1123) {
const uint32 l_1124 = l_1118 - uint32(1);
l_mut_937 = l_1124;
} else {
const bool l_1125 = l_1118 == uint32(2139095040);
if (l_1125) {
l_mut_937 = l_1118;
}
}
}
const float l_1126 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1127 = reinterpret_cast<uint32 const&>(l_1126);
const uint32 l_1128 = l_1127 & uint32(2147483647);
const float l_1129 = reinterpret_cast<float const&>(l_1128);
const double l_1130 = double(l_1129);
l_mut_567 = l_1130;
const bool l_1131 = l_1128 < uint32(8388608);
if (l_1131) {
const double l_1132 = double(l_1128);
const double l_1133 = l_1132 * double(1.401298464324817e-45);
l_mut_567 = l_1133;
}
const uint64 l_1134 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1135 = l_1127 >> uint32(31);
const uint64 l_1136 = uint64(l_1135);
const uint64 l_1137 = l_1136 << uint64(63);
const uint64 l_1138 = l_1134 | l_1137;
const double l_1139 = reinterpret_cast<double const&>(l_1138);
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1141 = l_1140 ^ uint32(2147483648);
const float l_1142 = reinterpret_cast<float const&>(l_1141);
const uint32 l_1143 = reinterpret_cast<uint32 const&>(l_1142);
const uint32 l_1144 = l_1143 + uint32(1);
l_mut_937 = l_1144;
const uint32 l_1145 = l_1143 & uint32(2147483647);
const bool l_1146 = l_1145 == uint32(0);
if (l_1146) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1147 = l_1143 & uint32(2147483648);
const bool l_1148 = l_1147 != uint32(0);
if (l_1148) {
const uint32 l_1149 = l_1143 - uint32(1);
l_mut_937 = l_1149;
} else {
const bool l_1150 = l_1143 == uint32(2139095040);
if (l_1150) {
l_mut_937 = l_1143;
}
}
}
const float l_1151 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1152 = reinterpret_cast<uint32 const&>(l_1151);
const uint32 l_1153 = l_1152 ^ uint32(2147483648);
const float l_1154 = reinterpret_cast<float const&>(l_1153);
const uint32 l_1155 = reinterpret_cast<uint32 const&>(l_1154);
const uint32 l_1156 = l_1155 & uint32(2147483647);
const float l_1157 = reinterpret_cast<float const&>(l_1156);
const double l_1158 = double(l_1157);
l_mut_567 = l_1158;
const bool l_1159 = l_1156 < uint32(8388608);
if (l_1159) {
const double l_1160 = double(l_1156);
const double l_1161 = l_1160 * double(1.401298464324817e-45);
l_mut_567 = l_1161;
}
const uint64 l_1162 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1163 = l_1155 >> uint32(31);
const uint64 l_1164 = uint64(l_1163);
const uint64 l_1165 = l_1164 << uint64(63);
const uint64 l_1166 = l_1162 | l_1165;
const double l_1167 = reinterpret_cast<double const&>(l_1166);
const double l_1168 = l_1103 + l_1102;
const bool l_1169 = l_1168 <= l_1117;
l_mut_1038 = l_1169;
const double l_1170 = l_1103 - l_1102;
const bool l_1171 = l_1170 > l_1117;
l_mut_1035 = l_1171;
const double l_1172 = l_1104 - l_1102;
const bool l_1173 = l_1172 >= l_1117;
l_mut_1032 = l_1173;
const double l_1174 = l_1104 + l_1102;
const bool l_1175 = l_1174 < l_1117;
l_mut_1029 = l_1175;
if (l_905) {
const double l_1176 = l_1103 + l_1102;
const bool l_1177 = l_1176 < l_1139;
l_mut_1038 = l_1177;
const double l_1178 = l_1103 - l_1102;
const bool l_1179 = l_1178 >= l_1139;
l_mut_1035 = l_1179;
const double l_1180 = l_1104 - l_1102;
const bool l_1181 = l_1180 > l_1167;
l_mut_1032 = l_1181;
const double l_1182 = l_1104 + l_1102;
const bool l_1183 = l_1182 <= l_1167;
l_mut_1029 = l_1183;
}
l_mut_937 = uint32(2);
const bool l_1184 = l_mut_1035 || l_mut_1029;
if (l_1184) {
l_mut_937 = uint32(1);
} else {
const bool l_1185 = l_mut_1038 && l_mut_1032;
if (l_1185) {
l_mut_937 = uint32(0);
}
}
const uint32 l_1186 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1187 = l_1186 & uint32(2147483647);
const bool l_1188 = l_1187 == uint32(0);
if (l_1188) {
const double l_1189 = l_1103 + l_1102;
const bool l_1190 = l_1189 < double(1.1754943508222875e-38);
const double l_1191 = l_1104 - l_1102;
const bool l_1192 = l_1191 > double(-1.1754943508222875e-38);
const bool l_1193 = l_1190 && l_1192;
const double l_1194 = l_1103 - l_1102;
const bool l_1195 = l_1194 < double(1.1754943508222875e-38);
const double l_1196 = l_1104 + l_1102;
const bool l_1197 = l_1196 > double(-1.1754943508222875e-38);
const bool l_1198 = l_1195 && l_1197;
if (l_1193) {
l_mut_937 = uint32(0);
} else {
const bool l_1199 = l_mut_937 == uint32(1);
const bool l_1200 = l_1198 && l_1199;
if (l_1200) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
}
} else {
const bool l_1201 = l_901 == uint32(4);
if (l_1201) {
const double l_1202 = l_910 * l_919;
const double l_1203 = l_907 + l_1202;
const double l_1204 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1205 = l_1204 >= double(1.1754943508222875e-38);
const bool l_1206 = l_1204 <= double(1.7976931348623157e308);
const bool l_1207 = l_1205 && l_1206;
if (l_1207) {
const uint64 l_1208 = reinterpret_cast<uint64 const&>(l_1204);
const uint64 l_1209 = l_1208 >> uint64(52);
const uint64 l_1210 = l_1209 - uint64(23);
const uint64 l_1211 = l_1210 << uint64(52);
const double l_1212 = reinterpret_cast<double const&>(l_1211);
l_mut_567 = l_1212;
}
const double l_1213 = l_1203 * l_mut_567;
l_mut_978 = uint32(2);
const double l_1214 = l_mut_151 - l_921;
const double l_1215 = abs(l_1214);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1216 = l_1215 >= double(1.1754943508222875e-38);
const bool l_1217 = l_1215 <= double(1.7976931348623157e308);
const bool l_1218 = l_1216 && l_1217;
if (l_1218) {
const uint64 l_1219 = reinterpret_cast<uint64 const&>(l_1215);
const uint64 l_1220 = l_1219 >> uint64(52);
const uint64 l_1221 = l_1220 - uint64(23);
const uint64 l_1222 = l_1221 << uint64(52);
const double l_1223 = reinterpret_cast<double const&>(l_1222);
l_mut_567 = l_1223;
}
const double l_1224 = l_mut_151 + l_921;
const double l_1225 = abs(l_1224);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1226 = l_1225 >= double(1.1754943508222875e-38);
const bool l_1227 = l_1225 <= double(1.7976931348623157e308);
const bool l_1228 = l_1226 && l_1227;
if (l_1228) {
const uint64 l_1229 = reinterpret_cast<uint64 const&>(l_1225);
const uint64 l_1230 = l_1229 >> uint64(52);
const uint64 l_1231 = l_1230 - uint64(23);
const uint64 l_1232 = l_1231 << uint64(52);
const double l_1233 = reinterpret_cast<double const&>(l_1232);
l_mut_395 = l_1233;
}
const bool l_1234 = l_mut_567 == l_mut_395;
if (l_1234) {
const double l_1235 = l_1213 * double(1.4551915228366852e-11);
const double l_1236 = l_921 + l_1235;
const double l_1237 = l_mut_151 - l_1213;
const double l_1238 = l_mut_151 + l_1213;
const uint32 l_1239 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1240 = l_1239 & uint32(2147483647);
const float l_1241 = reinterpret_cast<float const&>(l_1240);
const double l_1242 = double(l_1241);
l_mut_567 = l_1242;
const bool l_1243 = l_1240 < uint32(8388608);
if (l_1243) {
const double l_1244 = double(l_1240);
const double l_1245 = l_1244 * double(1.401298464324817e-45);
l_mut_567 = l_1245;
}
const uint64 l_1246 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1247 = l_1239 >> uint32(31);
const uint64 l_1248 = uint64(l_1247);
const uint64 l_1249 = l_1248 << uint64(63);
const uint64 l_1250 = l_1246 | l_1249;
const double l_1251 = reinterpret_cast<double const&>(l_1250);
const uint32 l_1252 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1253 = l_1252 + uint32(1);
l_mut_937 = l_1253;
const uint32 l_1254 = l_1252 & uint32(2147483647);
const bool l_1255 = l_1254 == uint32(0);
if (l_1255) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1256 = l_1252 & uint32(2147483648);
const bool l_1257 = l_1256 != uint32(0);
if (l_1257) {
const uint32 l_1258 = l_1252 - uint32(1);
l_mut_937 = l_1258;
} else {
const bool l_1259 = l_1252 == uint32(2139095040);
if (l_1259) {
l_mut_937 = l_1252;
}
}
}
const float l_1260 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1261 = reinterpret_cast<uint32 const&>(l_1260);
const uint32 l_1262 = l_1261 & uint32(2147483647);
const float l_1263 = reinterpret_cast<float const&>(l_1262);
const double l_1264 = double(l_1263);
l_mut_567 = l_1264;
const bool l_1265 = l_1262 < uint32(8388608);
if (l_1265) {
const double l_1266 = double(l_1262);
const double l_1267 = l_1266 * double(1.401298464324817e-45);
l_mut_567 = l_1267;
}
const uint64 l_1268 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1269 = l_1261 >> uint32(31);
const uint64 l_1270 = uint64(l_1269);
const uint64 l_1271 = l_1270 << uint64(63);
const uint64 l_1272 = l_1268 | l_1271;
const double l_1273 = reinterpret_cast<double const&>(l_1272);
const uint32 l_1274 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1275 = l_1274 ^ uint32(2147483648);
const float l_1276 = reinterpret_cast<float const&>(l_1275);
const uint32 l_1277 = reinterpret_cast<uint32 const&>(l_1276);
const uint32 l_1278 = l_1277 + uint32(1);
l_mut_937 = l_1278;
const uint32 l_1279 = l_1277 & uint32(2147483647);
const bool l_1280 = l_1279 == uint32(0);
if (l_1280) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1281 = l_1277 & uint32(2147483648);
const bool l_1282 = l_1281 != uint32(0);
if (l_1282) {
const uint32 l_1283 = l_1277 - uint32(1);
l_mut_937 = l_1283;
} else {
const bool l_1284 = l_1277 == uint32(2139095040);
if (l_1284) {
l_mut_937 = l_1277;
}
}
}
const float l_1285 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1286 = reinterpret_cast<uint32 const&>(l_1285);
const uint32 l_1287 = l_1286 ^ uint32(2147483648);
const float l_1288 = reinterpret_cast<float const&>(l_1287);
const uint32 l_1289 = reinterpret_cast<uint32 const&>(l_1288);
const uint32 l_1290 = l_1289 & uint32(2147483647);
const float l_1291 = reinterpret_cast<float const&>(l_1290);
const double l_1292 = double(l_1291);
l_mut_567 = l_1292;
const bool l_1293 = l_1290 < uint32(8388608);
if (l_1293) {
const double l_1294 = double(l_1290);
const double l_1295 = l_1294 * double(1.401298464324817e-45);
l_mut_567 = l_1295;
}
const uint64 l_1296 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1297 = l_1289 >> uint32(31);
const uint64 l_1298 = uint64(l_1297);
const uint64 l_1299 = l_1298 << uint64(63);
const uint64 l_1300 = l_1296 | l_1299;
const double l_1301 = reinterpret_cast<double const&>(l_1300);
const double l_1302 = l_1237 + l_1236;
const bool l_1303 = l_1302 <= l_1251;
l_mut_1038 = l_1303;
const double l_1304 = l_1237 - l_1236;
const bool l_1305 = l_1304 > l_1251;
l_mut_1035 = l_1305;
const double l_1306 = l_1238 - l_1236;
const bool l_1307 = l_1306 >= l_1251;
l_mut_1032 = l_1307;
const double l_1308 = l_1238 + l_1236;
const bool l_1309 = l_1308 < l_1251;
l_mut_1029 = l_1309;
if (l_905) {
const double l_1310 = l_1237 + l_1236;
const bool l_1311 = l_1310 < l_1273;
l_mut_1038 = l_1311;
const double l_1312 = l_1237 - l_1236;
const bool l_1313 = l_1312 >= l_1273;
l_mut_1035 = l_1313;
const double l_1314 = l_1238 - l_1236;
const bool l_1315 = l_1314 > l_1301;
l_mut_1032 = l_1315;
const double l_1316 = l_1238 + l_1236;
const bool l_1317 = l_1316 <= l_1301;
l_mut_1029 = l_1317;
}
l_mut_937 = uint32(2);
const bool l_1318 = l_mut_1035 || l_mut_1029;
if (l_1318) {
l_mut_937 = uint32(1);
} else {
const bool l_1319 = l_mut_1038 && l_mut_1032;
if (l_1319) {
l_mut_937 = uint32(0);
}
}
const uint32 l_1320 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1321 = l_1320 & uint32(2147483647);
const bool l_1322 = l_1321 == uint32(0);
if (l_1322) {
const double l_1323 = l_1237 + l_1236;
const bool l_1324 = l_1323 < double(1.1754943508222875e-38);
const double l_1325 = l_1238 - l_1236;
const bool l_1326 = l_1325 > double(-1.1754943508222875e-38);
const bool l_1327 = l_1324 && l_1326;
const double l_1328 = l_1237 - l_1236;
const bool l_1329 = l_1328 < double(1.1754943508222875e-38);
const double l_1330 = l_1238 + l_1236;
const bool l_1331 = l_1330 > double(-1.1754943508222875e-38);
const bool l_1332 = l_1329 && l_1331;
if (l_1327) {
l_mut_937 = uint32(0);
} else {
const bool l_1333 = l_mut_937 == uint32(1);
const bool l_1334 = l_1332 && l_1333;
if (l_1334) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
} else {
const bool l_1335 = l_901 == uint32(5);
if (l_1335) {
const double l_1336 = double(2.0) * l_918;
const double l_1337 = abs(l_1336);
const double l_1338 = floor(l_1337);
const double l_1339 = double(3.0) + l_1338;
const double l_1340 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1341 = l_1340 >= double(1.1754943508222875e-38);
const bool l_1342 = l_1340 <= double(1.7976931348623157e308);
const bool l_1343 = l_1341 && l_1342;
if (l_1343) {
const uint64 l_1344 = reinterpret_cast<uint64 const&>(l_1340);
const uint64 l_1345 = l_1344 >> uint64(52);
const uint64 l_1346 = l_1345 - uint64(23);
const uint64 l_1347 = l_1346 << uint64(52);
const double l_1348 = reinterpret_cast<double const&>(l_1347);
l_mut_567 = l_1348;
}
const double l_1349 = l_1339 * l_mut_567;
l_mut_978 = uint32(2);
const double l_1350 = l_mut_151 - l_921;
const double l_1351 = abs(l_1350);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1352 = l_1351 >= double(1.1754943508222875e-38);
const bool l_1353 = l_1351 <= double(1.7976931348623157e308);
const bool l_1354 = l_1352 && l_1353;
if (l_1354) {
const uint64 l_1355 = reinterpret_cast<uint64 const&>(l_1351);
const uint64 l_1356 = l_1355 >> uint64(52);
const uint64 l_1357 = l_1356 - uint64(23);
const uint64 l_1358 = l_1357 << uint64(52);
const double l_1359 = reinterpret_cast<double const&>(l_1358);
l_mut_567 = l_1359;
}
const double l_1360 = l_mut_151 + l_921;
const double l_1361 = abs(l_1360);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1362 = l_1361 >= double(1.1754943508222875e-38);
const bool l_1363 = l_1361 <= double(1.7976931348623157e308);
const bool l_1364 = l_1362 && l_1363;
if (l_1364) {
const uint64 l_1365 = reinterpret_cast<uint64 const&>(l_1361);
const uint64 l_1366 = l_1365 >> uint64(52);
const uint64 l_1367 = l_1366 - uint64(23);
const uint64 l_1368 = l_1367 << uint64(52);
const double l_1369 = reinterpret_cast<double const&>(l_1368);
l_mut_395 = l_1369;
}
const bool l_1370 = l_mut_567 == l_mut_395;
if (l_1370) {
const double l_1371 = l_1349 * double(1.4551915228366852e-11);
const double l_1372 = l_921 + l_1371;
const double l_1373 = l_mut_151 - l_1349;
const double l_1374 = l_mut_151 + l_1349;
const uint32 l_1375 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1376 = l_1375 & uint32(2147483647);
const float l_1377 = reinterpret_cast<float const&>(l_1376);
const double l_1378 = double(l_1377);
l_mut_567 = l_1378;
const bool l_1379 = l_1376 < uint32(8388608);
if (l_1379) {
const double l_1380 = double(l_1376);
const double l_1381 = l_1380 * double(1.401298464324817e-45);
l_mut_567 = l_1381;
}
const uint64 l_1382 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1383 = l_1375 >> uint32(31);
const uint64 l_1384 = uint64(l_1383);
const uint64 l_1385 = l_1384 << uint64(63);
const uint64 l_1386 = l_1382 | l_1385;
const double l_1387 = reinterpret_cast<double const&>(l_1386);
const uint32 l_1388 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1389 = l_1388 + uint32(1);
l_mut_937 = l_1389;
const uint32 l_1390 = l_1388 & uint32(2147483647);
const bool l_1391 = l_1390 == uint32(0);
if (l_1391) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1392 = l_1388 & uint32(2147483648);
const bool l_1393 = l_1392 != uint32(0);
if (l_1393) {
const uint32 l_1394 = l_1388 - uint32(1);
l_mut_937 = l_1394;
} else {
const bool l_1395 = l_1388 == uint32(2139095040);
if (l_1395) {
l_mut_937 = l_1388;
}
}
}
const float l_1396 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1397 = reinterpret_cast<uint32 const&>(l_1396);
const uint32 l_1398 = l_1397 & uint32(2147483647);
const float l_1399 = reinterpret_cast<float const&>(l_1398);
const double l_1400 = double(l_1399);
l_mut_567 = l_1400;
const bool l_1401 = l_1398 < uint32(8388608);
if (l_1401) {
const double l_1402 = double(l_1398);
const double l_1403 = l_1402 * double(1.401298464324817e-45);
l_mut_567 = l_1403;
}
const uint64 l_1404 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1405 = l_1397 >> uint32(31);
const uint64 l_1406 = uint64(l_1405);
const uint64 l_1407 = l_1406 << uint64(63);
const uint64 l_1408 = l_1404 | l_1407;
const double l_1409 = reinterpret_cast<double const&>(l_1408);
const uint32 l_1410 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1411 = l_1410 ^ uint32(2147483648);
const float l_1412 = reinterpret_cast<float const&>(l_1411);
const uint32 l_1413 = reinterpret_cast<uint32 const&>(l_1412);
const uint32 l_1414 = l_1413 + uint32(1);
l_mut_937 = l_1414;
const uint32 l_1415 = l_1413 & uint32(2147483647);
const bool l_1416 = l_1415 == uint32(0);
if (l_1416) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1417 = l_1413 & uint32(2147483648);
const bool l_1418 = l_1417 != uint32(0);
if (l_1418) {
const uint32 l_1419 = l_1413 - uint32(1);
l_mut_937 = l_1419;
} else {
const bool l_1420 = l_1413 == uint32(2139095040);
if (l_1420) {
l_mut_937 = l_1413;
}
}
}
const float l_1421 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1422 = reinterpret_cast<uint32 const&>(l_1421);
const uint32 l_1423 = l_1422 ^ uint32(2147483648);
const float l_1424 = reinterpret_cast<float const&>(l_1423);
const uint32 l_1425 = reinterpret_cast<uint32 const&>(l_1424);
const uint32 l_1426 = l_1425 & uint32(2147483647);
const float l_1427 = reinterpret_cast<float const&>(l_1426);
const double l_1428 = double(l_1427);
l_mut_567 = l_1428;
const bool l_1429 = l_1426 < uint32(8388608);
if (l_1429) {
const double l_1430 = double(l_1426);
const double l_1431 = l_1430 * double(1.401298464324817e-45);
l_mut_567 = l_1431;
}
const uint64 l_1432 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1433 = l_1425 >> uint32(31);
const uint64 l_1434 = uint64(l_1433);
const uint64 l_1435 = l_1434 << uint64(63);
const uint64 l_1436 = l_1432 | l_1435;
const double l_1437 = reinterpret_cast<double const&>(l_1436);
const double l_1438 = l_1373 + l_1372;
const bool l_1439 = l_1438 <= l_1387;
l_mut_1038 = l_1439;
const double l_1440 = l_1373 - l_1372;
const bool l_1441 = l_1440 > l_1387;
l_mut_1035 = l_1441;
const double l_1442 = l_1374 - l_1372;
const bool l_1443 = l_1442 >= l_1387;
l_mut_1032 = l_1443;
const double l_1444 = l_1374 + l_1372;
const bool l_1445 = l_1444 < l_1387;
l_mut_1029 = l_1445;
if (l_905) {
const double l_1446 = l_1373 + l_1372;
const bool l_1447 = l_1446 < l_1409;
l_mut_1038 = l_1447;
const double l_1448 = l_1373 - l_1372;
const bool l_1449 = l_1448 >= l_1409;
l_mut_1035 = l_1449;
const double l_1450 = l_1374 - l_1372;
const bool l_1451 = l_1450 > l_1437;
l_mut_1032 = l_1451;
const double l_1452 = l_1374 + l_1372;
const bool l_1453 = l_1452 <= l_1437;
l_mut_1029 = l_1453;
}
l_mut_937 = uint32(2);
const bool l_1454 = l_mut_1035 || l_mut_1029;
if (l_1454) {
l_mut_937 = uint32(1);
} else {
const bool l_1455 = l_mut_1038 && l_mut_1032;
if (l_1455) {
l_mut_937 = uint32(0);
}
}
const uint32 l_1456 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1457 = l_1456 & uint32(2147483647);
const bool l_1458 = l_1457 == uint32(0);
if (l_1458) {
const double l_1459 = l_1373 + l_1372;
const bool l_1460 = l_1459 < double(1.1754943508222875e-38);
const double l_1461 = l_1374 - l_1372;
const bool l_1462 = l_1461 > double(-1.1754943508222875e-38);
const bool l_1463 = l_1460 && l_1462;
const double l_1464 = l_1373 - l_1372;
const bool l_1465 = l_1464 < double(1.1754943508222875e-38);
const double l_1466 = l_1374 + l_1372;
const bool l_1467 = l_1466 > double(-1.1754943508222875e-38);
const bool l_1468 = l_1465 && l_1467;
if (l_1463) {
l_mut_937 = uint32(0);
} else {
const bool l_1469 = l_mut_937 == uint32(1);
const bool l_1470 = l_1468 && l_1469;
if (l_1470) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
} else {
const bool l_1471 = l_901 == uint32(6);
if (l_1471) {
l_mut_379 = uint32(0);
const bool l_1472 = l_919 <= l_910;
if (l_1472) {
const double l_1473 = l_907 * double(1.4551915228366852e-11);
const double l_1474 = l_921 + l_1473;
const double l_1475 = l_mut_151 - l_907;
const double l_1476 = l_mut_151 + l_907;
const uint32 l_1477 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1478 = l_1477 & uint32(2147483647);
const float l_1479 = reinterpret_cast<float const&>(l_1478);
const double l_1480 = double(l_1479);
l_mut_567 = l_1480;
const bool l_1481 = l_1478 < uint32(8388608);
if (l_1481) {
const double l_1482 = double(l_1478);
const double l_1483 = l_1482 * double(1.401298464324817e-45);
l_mut_567 = l_1483;
}
const uint64 l_1484 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1485 = l_1477 >> uint32(31);
const uint64 l_1486 = uint64(l_1485);
const uint64 l_1487 = l_1486 << uint64(63);
const uint64 l_1488 = l_1484 | l_1487;
const double l_1489 = reinterpret_cast<double const&>(l_1488);
const uint32 l_1490 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1491 = l_1490 + uint32(1);
l_mut_978 = l_1491;
const uint32 l_1492 = l_1490 & uint32(2147483647);
const bool l_1493 = l_1492 == uint32(0);
if (l_1493) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1494 = l_1490 & uint32(2147483648);
const bool l_1495 = l_1494 != uint32(0);
if (l_1495) {
const uint32 l_1496 = l_1490 - uint32(1);
l_mut_978 = l_1496;
} else {
const bool l_1497 = l_1490 == uint32(2139095040);
if (l_1497) {
l_mut_978 = l_1490;
}
}
}
const float l_1498 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1499 = reinterpret_cast<uint32 const&>(l_1498);
const uint32 l_1500 = l_1499 & uint32(2147483647);
const float l_1501 = reinterpret_cast<float const&>(l_1500);
const double l_1502 = double(l_1501);
l_mut_567 = l_1502;
const bool l_1503 = l_1500 < uint32(8388608);
if (l_1503) {
const double l_1504 = double(l_1500);
const double l_1505 = l_1504 * double(1.401298464324817e-45);
l_mut_567 = l_1505;
}
const uint64 l_1506 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1507 = l_1499 >> uint32(31);
const uint64 l_1508 = uint64(l_1507);
const uint64 l_1509 = l_1508 << uint64(63);
const uint64 l_1510 = l_1506 | l_1509;
const double l_1511 = reinterpret_cast<double const&>(l_1510);
const uint32 l_1512 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1513 = l_1512 ^ uint32(2147483648);
const float l_1514 = reinterpret_cast<float const&>(l_1513);
const uint32 l_1515 = reinterpret_cast<uint32 const&>(l_1514);
const uint32 l_1516 = l_1515 + uint32(1);
l_mut_978 = l_1516;
const uint32 l_1517 = l_1515 & uint32(2147483647);
const bool l_1518 = l_1517 == uint32(0);
if (l_1518) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1519 = l_1515 & uint32(2147483648);
const bool l_1520 = l_1519 != uint32(0);
if (l_1520) {
const uint32 l_1521 = l_1515 - uint32(1);
l_mut_978 = l_1521;
} else {
const bool l_1522 = l_1515 == uint32(2139095040);
if (l_1522) {
l_mut_978 = l_1515;
}
}
}
const float l_1523 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1524 = reinterpret_cast<uint32 const&>(l_1523);
const uint32 l_1525 = l_1524 ^ uint32(2147483648);
const float l_1526 = reinterpret_cast<float const&>(l_1525);
const uint32 l_1527 = reinterpret_cast<uint32 const&>(l_1526);
const uint32 l_1528 = l_1527 & uint32(2147483647);
const float l_1529 = reinterpret_cast<float const&>(l_1528);
const double l_1530 = double(l_1529);
l_mut_567 = l_1530;
const bool l_1531 = l_1528 < uint32(8388608);
if (l_1531) {
const double l_1532 = double(l_1528);
const double l_1533 = l_1532 * double(1.401298464324817e-45);
l_mut_567 = l_1533;
}
const uint64 l_1534 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1535 = l_1527 >> uint32(31);
const uint64 l_1536 = uint64(l_1535);
const uint64 l_1537 = l_1536 << uint64(63);
const uint64 l_1538 = l_1534 | l_1537;
const double l_1539 = reinterpret_cast<double const&>(l_1538);
const double l_1540 = l_1475 + l_1474;
const bool l_1541 = l_1540 <= l_1489;
l_mut_1038 = l_1541;
const double l_1542 = l_1475 - l_1474;
const bool l_1543 = l_1542 > l_1489;
l_mut_1035 = l_1543;
const double l_1544 = l_1476 - l_1474;
const bool l_1545 = l_1544 >= l_1489;
l_mut_1032 = l_1545;
const double l_1546 = l_1476 + l_1474;
const bool l_1547 = l_1546 < l_1489;
l_mut_1029 = l_1547;
if (l_905) {
const double l_1548 = l_1475 + l_1474;
const bool l_1549 = l_1548 < l_1511;
l_mut_1038 = l_1549;
const double l_1550 = l_1475 - l_1474;
const bool l_1551 = l_1550 >= l_1511;
l_mut_1035 = l_1551;
const double l_1552 = l_1476 - l_1474;
const bool l_1553 = l_1552 > l_1539;
l_mut_1032 = l_1553;
const double l_1554 = l_1476 + l_1474;
const bool l_1555 = l_1554 <= l_1539;
l_mut_1029 = l_1555;
}
l_mut_978 = uint32(2);
const bool l_1556 = l_mut_1035 || l_mut_1029;
if (l_1556) {
l_mut_978 = uint32(1);
} else {
const bool l_1557 = l_mut_1038 && l_mut_1032;
if (l_1557) {
l_mut_978 = uint32(0);
}
}
const uint32 l_1558 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1559 = l_1558 & uint32(2147483647);
const bool l_1560 = l_1559 == uint32(0);
if (l_1560) {
const double l_1561 = l_1475 + l_1474;
const bool l_1562 = l_1561 < double(1.1754943508222875e-38);
const double l_1563 = l_1476 - l_1474;
const bool l_1564 = l_1563 > double(-1.1754943508222875e-38);
const bool l_1565 = l_1562 && l_1564;
const double l_1566 = l_1475 - l_1474;
const bool l_1567 = l_1566 < double(1.1754943508222875e-38);
const double l_1568 = l_1476 + l_1474;
const bool l_1569 = l_1568 > double(-1.1754943508222875e-38);
const bool l_1570 = l_1567 && l_1569;
if (l_1565) {
l_mut_978 = uint32(0);
} else {
const bool l_1571 = l_mut_978 == uint32(1);
const bool l_1572 = l_1570 && l_1571;
if (l_1572) {
l_mut_978 = uint32(2);
}
}
}
l_mut_379 = l_mut_978;
}
} else {
const bool l_1573 = l_901 == uint32(7);
if (l_1573) {
const double l_1574 = abs(l_mut_151);
const double l_1575 = l_907 * l_1574;
l_mut_567 = l_1575;
const double l_1576 = abs(l_mut_151);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1577 = l_1576 >= double(1.1754943508222875e-38);
const bool l_1578 = l_1576 <= double(1.7976931348623157e308);
const bool l_1579 = l_1577 && l_1578;
if (l_1579) {
const uint64 l_1580 = reinterpret_cast<uint64 const&>(l_1576);
const uint64 l_1581 = l_1580 >> uint64(52);
const uint64 l_1582 = l_1581 - uint64(23);
const uint64 l_1583 = l_1582 << uint64(52);
const double l_1584 = reinterpret_cast<double const&>(l_1583);
l_mut_395 = l_1584;
}
const double l_1585 = double(0.5) * l_mut_395;
const bool l_1586 = l_1585 > l_mut_567;
if (l_1586) {
l_mut_567 = l_1585;
}
const double l_1587 = l_mut_151 - l_921;
const double l_1588 = abs(l_1587);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1589 = l_1588 >= double(1.1754943508222875e-38);
const bool l_1590 = l_1588 <= double(1.7976931348623157e308);
const bool l_1591 = l_1589 && l_1590;
if (l_1591) {
const uint64 l_1592 = reinterpret_cast<uint64 const&>(l_1588);
const uint64 l_1593 = l_1592 >> uint64(52);
const uint64 l_1594 = l_1593 - uint64(23);
const uint64 l_1595 = l_1594 << uint64(52);
const double l_1596 = reinterpret_cast<double const&>(l_1595);
l_mut_395 = l_1596;
}
const double l_1597 = l_mut_151 + l_921;
const double l_1598 = abs(l_1597);
l_mut_241 = double(1.401298464324817e-45);
const bool l_1599 = l_1598 >= double(1.1754943508222875e-38);
const bool l_1600 = l_1598 <= double(1.7976931348623157e308);
const bool l_1601 = l_1599 && l_1600;
if (l_1601) {
const uint64 l_1602 = reinterpret_cast<uint64 const&>(l_1598);
const uint64 l_1603 = l_1602 >> uint64(52);
const uint64 l_1604 = l_1603 - uint64(23);
const uint64 l_1605 = l_1604 << uint64(52);
const double l_1606 = reinterpret_cast<double const&>(l_1605);
l_mut_241 = l_1606;
}
const bool l_1607 = l_mut_395 == l_mut_241;
if (l_1607) {
const double l_1608 = l_907 * l_921;
const double l_1609 = l_921 + l_1608;
const double l_1610 = l_mut_567 * double(1.4551915228366852e-11);
const double l_1611 = l_1609 + l_1610;
const double l_1612 = l_mut_151 - l_mut_567;
const double l_1613 = l_mut_151 + l_mut_567;
const uint32 l_1614 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1615 = l_1614 & uint32(2147483647);
const float l_1616 = reinterpret_cast<float const&>(l_1615);
const double l_1617 = double(l_1616);
l_mut_567 = l_1617;
const bool l_1618 = l_1615 < uint32(8388608);
if (l_1618) {
const double l_1619 = double(l_1615);
const double l_1620 = l_1619 * double(1.401298464324817e-45);
l_mut_567 = l_1620;
}
const uint64 l_1621 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1622 = l_1614 >> uint32(31);
const uint64 l_1623 = uint64(l_1622);
const uint64 l_1624 = l_1623 << uint64(63);
const uint64 l_1625 = l_1621 | l_1624;
const double l_1626 = reinterpret_cast<double const&>(l_1625);
const uint32 l_1627 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1628 = l_1627 + uint32(1);
l_mut_978 = l_1628;
const uint32 l_1629 = l_1627 & uint32(2147483647);
const bool l_1630 = l_1629 == uint32(0);
if (l_1630) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1631 = l_1627 & uint32(2147483648);
const bool l_1632 = l_1631 != uint32(0);
if (l_1632) {
const uint32 l_1633 = l_1627 - uint32(1);
l_mut_978 = l_1633;
} else {
const bool l_1634 = l_1627 == uint32(2139095040);
if (l_1634) {
l_mut_978 = l_1627;
}
}
}
const float l_1635 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1636 = reinterpret_cast<uint32 const&>(l_1635);
const uint32 l_1637 = l_1636 & uint32(2147483647);
const float l_1638 = reinterpret_cast<float const&>(l_1637);
const double l_1639 = double(l_1638);
l_mut_567 = l_1639;
const bool l_1640 = l_1637 < uint32(8388608);
if (l_1640) {
const double l_1641 = double(l_1637);
const double l_1642 = l_1641 * double(1.401298464324817e-45);
l_mut_567 = l_1642;
}
const uint64 l_1643 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1644 = l_1636 >> uint32(31);
const uint64 l_1645 = uint64(l_1644);
const uint64 l_1646 = l_1645 << uint64(63);
const uint64 l_1647 = l_1643 | l_1646;
const double l_1648 = reinterpret_cast<double const&>(l_1647);
const uint32 l_1649 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1650 = l_1649 ^ uint32(2147483648);
const float l_1651 = reinterpret_cast<float const&>(l_1650);
const uint32 l_1652 = reinterpret_cast<uint32 const&>(l_1651);
const uint32 l_1653 = l_1652 + uint32(1);
l_mut_978 = l_1653;
const uint32 l_1654 = l_1652 & uint32(2147483647);
const bool l_1655 = l_1654 == uint32(0);
if (l_1655) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1656 = l_1652 & uint32(2147483648);
const bool l_1657 = l_1656 != uint32(0);
if (l_1657) {
const uint32 l_1658 = l_1652 - uint32(1);
l_mut_978 = l_1658;
} else {
const bool l_1659 = l_1652 == uint32(2139095040);
if (l_1659) {
l_mut_978 = l_1652;
}
}
}
const float l_1660 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1661 = reinterpret_cast<uint32 const&>(l_1660);
const uint32 l_1662 = l_1661 ^ uint32(2147483648);
const float l_1663 = reinterpret_cast<float const&>(l_1662);
const uint32 l_1664 = reinterpret_cast<uint32 const&>(l_1663);
const uint32 l_1665 = l_1664 & uint32(2147483647);
const float l_1666 = reinterpret_cast<float const&>(l_1665);
const double l_1667 = double(l_1666);
l_mut_567 = l_1667;
const bool l_1668 = l_1665 < uint32(8388608);
if (l_1668) {
const double l_1669 = double(l_1665);
const double l_1670 = l_1669 * double(1.401298464324817e-45);
l_mut_567 = l_1670;
}
const uint64 l_1671 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1672 = l_1664 >> uint32(31);
const uint64 l_1673 = uint64(l_1672);
const uint64 l_1674 = l_1673 << uint64(63);
const uint64 l_1675 = l_1671 | l_1674;
const double l_1676 = reinterpret_cast<double const&>(l_1675);
const double l_1677 = l_1612 + l_1611;
const bool l_1678 = l_1677 <= l_1626;
l_mut_1038 = l_1678;
const double l_1679 = l_1612 - l_1611;
const bool l_1680 = l_1679 > l_1626;
l_mut_1035 = l_1680;
const double l_1681 = l_1613 - l_1611;
const bool l_1682 = l_1681 >= l_1626;
l_mut_1032 = l_1682;
const double l_1683 = l_1613 + l_1611;
const bool l_1684 = l_1683 < l_1626;
l_mut_1029 = l_1684;
if (l_905) {
const double l_1685 = l_1612 + l_1611;
const bool l_1686 = l_1685 < l_1648;
l_mut_1038 = l_1686;
const double l_1687 = l_1612 - l_1611;
const bool l_1688 = l_1687 >= l_1648;
l_mut_1035 = l_1688;
const double l_1689 = l_1613 - l_1611;
const bool l_1690 = l_1689 > l_1676;
l_mut_1032 = l_1690;
const double l_1691 = l_1613 + l_1611;
const bool l_1692 = l_1691 <= l_1676;
l_mut_1029 = l_1692;
}
l_mut_978 = uint32(2);
const bool l_1693 = l_mut_1035 || l_mut_1029;
if (l_1693) {
l_mut_978 = uint32(1);
} else {
const bool l_1694 = l_mut_1038 && l_mut_1032;
if (l_1694) {
l_mut_978 = uint32(0);
}
}
const uint32 l_1695 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1696 = l_1695 & uint32(2147483647);
const bool l_1697 = l_1696 == uint32(0);
if (l_1697) {
const double l_1698 = l_1612 + l_1611;
const bool l_1699 = l_1698 < double(1.1754943508222875e-38);
const double l_1700 = l_1613 - l_1611;
const bool l_1701 = l_1700 > double(-1.1754943508222875e-38);
const bool l_1702 = l_1699 && l_1701;
const double l_1703 = l_1612 - l_1611;
const bool l_1704 = l_1703 < double(1.1754943508222875e-38);
const double l_1705 = l_1613 + l_1611;
const bool l_1706 = l_1705 > double(-1.1754943508222875e-38);
const bool l_1707 = l_1704 && l_1706;
if (l_1702) {
l_mut_978 = uint32(0);
} else {
const bool l_1708 = l_mut_978 == uint32(1);
const bool l_1709 = l_1707 && l_1708;
if (l_1709) {
l_mut_978 = uint32(2);
}
}
}
l_mut_379 = l_mut_978;
}
} else {
const bool l_1710 = l_901 == uint32(8);
if (l_1710) {
const bool l_1711 = l_918 >= double(0.5);
const bool l_1712 = l_918 <= double(2.0);
const bool l_1713 = l_1711 && l_1712;
if (l_1713) {
const double l_1714 = l_907 * double(1.4551915228366852e-11);
const double l_1715 = l_921 + l_1714;
const double l_1716 = l_mut_151 - l_907;
const double l_1717 = l_mut_151 + l_907;
const uint32 l_1718 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1719 = l_1718 & uint32(2147483647);
const float l_1720 = reinterpret_cast<float const&>(l_1719);
const double l_1721 = double(l_1720);
l_mut_567 = l_1721;
const bool l_1722 = l_1719 < uint32(8388608);
if (l_1722) {
const double l_1723 = double(l_1719);
const double l_1724 = l_1723 * double(1.401298464324817e-45);
l_mut_567 = l_1724;
}
const uint64 l_1725 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1726 = l_1718 >> uint32(31);
const uint64 l_1727 = uint64(l_1726);
const uint64 l_1728 = l_1727 << uint64(63);
const uint64 l_1729 = l_1725 | l_1728;
const double l_1730 = reinterpret_cast<double const&>(l_1729);
const uint32 l_1731 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1732 = l_1731 + uint32(1);
l_mut_978 = l_1732;
const uint32 l_1733 = l_1731 & uint32(2147483647);
const bool l_1734 = l_1733 == uint32(0);
if (l_1734) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1735 = l_1731 & uint32(2147483648);
const bool l_1736 = l_1735 != uint32(0);
if (l_1736) {
const uint32 l_1737 = l_1731 - uint32(1);
l_mut_978 = l_1737;
} else {
const bool l_1738 = l_1731 == uint32(2139095040);
if (l_1738) {
l_mut_978 = l_1731;
}
}
}
const float l_1739 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1740 = reinterpret_cast<uint32 const&>(l_1739);
const uint32 l_1741 = l_1740 & uint32(2147483647);
const float l_1742 = reinterpret_cast<float const&>(l_1741);
const double l_1743 = double(l_1742);
l_mut_567 = l_1743;
const bool l_1744 = l_1741 < uint32(8388608);
if (l_1744) {
const double l_1745 = double(l_1741);
const double l_1746 = l_1745 * double(1.401298464324817e-45);
l_mut_567 = l_1746;
}
const uint64 l_1747 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1748 = l_1740 >> uint32(31);
const uint64 l_1749 = uint64(l_1748);
const uint64 l_1750 = l_1749 << uint64(63);
const uint64 l_1751 = l_1747 | l_1750;
const double l_1752 = reinterpret_cast<double const&>(l_1751);
const uint32 l_1753 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1754 = l_1753 ^ uint32(2147483648);
const float l_1755 = reinterpret_cast<float const&>(l_1754);
const uint32 l_1756 = reinterpret_cast<uint32 const&>(l_1755);
const uint32 l_1757 = l_1756 + uint32(1);
l_mut_978 = l_1757;
const uint32 l_1758 = l_1756 & uint32(2147483647);
const bool l_1759 = l_1758 == uint32(0);
if (l_1759) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1760 = l_1756 & uint32(2147483648);
const bool l_1761 = l_1760 != uint32(0);
if (l_1761) {
const uint32 l_1762 = l_1756 - uint32(1);
l_mut_978 = l_1762;
} else {
const bool l_1763 = l_1756 == uint32(2139095040);
if (l_1763) {
l_mut_978 = l_1756;
}
}
}
const float l_1764 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_1765 = reinterpret_cast<uint32 const&>(l_1764);
const uint32 l_1766 = l_1765 ^ uint32(2147483648);
const float l_1767 = reinterpret_cast<float const&>(l_1766);
const uint32 l_1768 = reinterpret_cast<uint32 const&>(l_1767);
const uint32 l_1769 = l_1768 & uint32(2147483647);
const float l_1770 = reinterpret_cast<float const&>(l_1769);
const double l_1771 = double(l_1770);
l_mut_567 = l_1771;
const bool l_1772 = l_1769 < uint32(8388608);
if (l_1772) {
const double l_1773 = double(l_1769);
const double l_1774 = l_1773 * double(1.401298464324817e-45);
l_mut_567 = l_1774;
}
const uint64 l_1775 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1776 = l_1768 >> uint32(31);
const uint64 l_1777 = uint64(l_1776);
const uint64 l_1778 = l_1777 << uint64(63);
const uint64 l_1779 = l_1775 | l_1778;
const double l_1780 = reinterpret_cast<double const&>(l_1779);
const double l_1781 = l_1716 + l_1715;
const bool l_1782 = l_1781 <= l_1730;
l_mut_1038 = l_1782;
const double l_1783 = l_1716 - l_1715;
const bool l_1784 = l_1783 > l_1730;
l_mut_1035 = l_1784;
const double l_1785 = l_1717 - l_1715;
const bool l_1786 = l_1785 >= l_1730;
l_mut_1032 = l_1786;
const double l_1787 = l_1717 + l_1715;
const bool l_1788 = l_1787 < l_1730;
l_mut_1029 = l_1788;
if (l_905) {
const double l_1789 = l_1716 + l_1715;
const bool l_1790 = l_1789 < l_1752;
l_mut_1038 = l_1790;
const double l_1791 = l_1716 - l_1715;
const bool l_1792 = l_1791 >= l_1752;
l_mut_1035 = l_1792;
const double l_1793 = l_1717 - l_1715;
const bool l_1794 = l_1793 > l_1780;
l_mut_1032 = l_1794;
const double l_1795 = l_1717 + l_1715;
const bool l_1796 = l_1795 <= l_1780;
l_mut_1029 = l_1796;
}
l_mut_978 = uint32(2);
const bool l_1797 = l_mut_1035 || l_mut_1029;
if (l_1797) {
l_mut_978 = uint32(1);
} else {
const bool l_1798 = l_mut_1038 && l_mut_1032;
if (l_1798) {
l_mut_978 = uint32(0);
}
}
const uint32 l_1799 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1800 = l_1799 & uint32(2147483647);
const bool l_1801 = l_1800 == uint32(0);
if (l_1801) {
const double l_1802 = l_1716 + l_1715;
const bool l_1803 = l_1802 < double(1.1754943508222875e-38);
const double l_1804 = l_1717 - l_1715;
const bool l_1805 = l_1804 > double(-1.1754943508222875e-38);
const bool l_1806 = l_1803 && l_1805;
const double l_1807 = l_1716 - l_1715;
const bool l_1808 = l_1807 < double(1.1754943508222875e-38);
const double l_1809 = l_1717 + l_1715;
const bool l_1810 = l_1809 > double(-1.1754943508222875e-38);
const bool l_1811 = l_1808 && l_1810;
if (l_1806) {
l_mut_978 = uint32(0);
} else {
const bool l_1812 = l_mut_978 == uint32(1);
const bool l_1813 = l_1811 && l_1812;
if (l_1813) {
l_mut_978 = uint32(2);
}
}
}
l_mut_379 = l_mut_978;
} else {
const double l_1814 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1815 = l_1814 >= double(1.1754943508222875e-38);
const bool l_1816 = l_1814 <= double(1.7976931348623157e308);
const bool l_1817 = l_1815 && l_1816;
if (l_1817) {
const uint64 l_1818 = reinterpret_cast<uint64 const&>(l_1814);
const uint64 l_1819 = l_1818 >> uint64(52);
const uint64 l_1820 = l_1819 - uint64(23);
const uint64 l_1821 = l_1820 << uint64(52);
const double l_1822 = reinterpret_cast<double const&>(l_1821);
l_mut_567 = l_1822;
}
const double l_1823 = l_910 * l_mut_567;
l_mut_978 = uint32(2);
const double l_1824 = l_mut_151 - l_921;
const double l_1825 = abs(l_1824);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1826 = l_1825 >= double(1.1754943508222875e-38);
const bool l_1827 = l_1825 <= double(1.7976931348623157e308);
const bool l_1828 = l_1826 && l_1827;
if (l_1828) {
const uint64 l_1829 = reinterpret_cast<uint64 const&>(l_1825);
const uint64 l_1830 = l_1829 >> uint64(52);
const uint64 l_1831 = l_1830 - uint64(23);
const uint64 l_1832 = l_1831 << uint64(52);
const double l_1833 = reinterpret_cast<double const&>(l_1832);
l_mut_567 = l_1833;
}
const double l_1834 = l_mut_151 + l_921;
const double l_1835 = abs(l_1834);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1836 = l_1835 >= double(1.1754943508222875e-38);
const bool l_1837 = l_1835 <= double(1.7976931348623157e308);
const bool l_1838 = l_1836 && l_1837;
if (l_1838) {
const uint64 l_1839 = reinterpret_cast<uint64 const&>(l_1835);
const uint64 l_1840 = l_1839 >> uint64(52);
const uint64 l_1841 = l_1840 - uint64(23);
const uint64 l_1842 = l_1841 << uint64(52);
const double l_1843 = reinterpret_cast<double const&>(l_1842);
l_mut_395 = l_1843;
}
const bool l_1844 = l_mut_567 == l_mut_395;
if (l_1844) {
const double l_1845 = l_1823 * double(1.4551915228366852e-11);
const double l_1846 = l_921 + l_1845;
const double l_1847 = l_mut_151 - l_1823;
const double l_1848 = l_mut_151 + l_1823;
const uint32 l_1849 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1850 = l_1849 & uint32(2147483647);
const float l_1851 = reinterpret_cast<float const&>(l_1850);
const double l_1852 = double(l_1851);
l_mut_567 = l_1852;
const bool l_1853 = l_1850 < uint32(8388608);
if (l_1853) {
const double l_1854 = double(l_1850);
const double l_1855 = l_1854 * double(1.401298464324817e-45);
l_mut_567 = l_1855;
}
const uint64 l_1856 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1857 = l_1849 >> uint32(31);
const uint64 l_1858 = uint64(l_1857);
const uint64 l_1859 = l_1858 << uint64(63);
const uint64 l_1860 = l_1856 | l_1859;
const double l_1861 = reinterpret_cast<double const&>(l_1860);
const uint32 l_1862 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1863 = l_1862 + uint32(1);
l_mut_937 = l_1863;
const uint32 l_1864 = l_1862 & uint32(2147483647);
const bool l_1865 = l_1864 == uint32(0);
if (l_1865) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1866 = l_1862 & uint32(2147483648);
const bool l_1867 = l_1866 != uint32(0);
if (l_1867) {
const uint32 l_1868 = l_1862 - uint32(1);
l_mut_937 = l_1868;
} else {
const bool l_1869 = l_1862 == uint32(2139095040);
if (l_1869) {
l_mut_937 = l_1862;
}
}
}
const float l_1870 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1871 = reinterpret_cast<uint32 const&>(l_1870);
const uint32 l_1872 = l_1871 & uint32(2147483647);
const float l_1873 = reinterpret_cast<float const&>(l_1872);
const double l_1874 = double(l_1873);
l_mut_567 = l_1874;
const bool l_1875 = l_1872 < uint32(8388608);
if (l_1875) {
const double l_1876 = double(l_1872);
const double l_1877 = l_1876 * double(1.401298464324817e-45);
l_mut_567 = l_1877;
}
const uint64 l_1878 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1879 = l_1871 >> uint32(31);
const uint64 l_1880 = uint64(l_1879);
const uint64 l_1881 = l_1880 << uint64(63);
const uint64 l_1882 = l_1878 | l_1881;
const double l_1883 = reinterpret_cast<double const&>(l_1882);
const uint32 l_1884 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1885 = l_1884 ^ uint32(2147483648);
const float l_1886 = reinterpret_cast<float const&>(l_1885);
const uint32 l_1887 = reinterpret_cast<uint32 const&>(l_1886);
const uint32 l_1888 = l_1887 + uint32(1);
l_mut_937 = l_1888;
const uint32 l_1889 = l_1887 & uint32(2147483647);
const bool l_1890 = l_1889 == uint32(0);
if (l_1890) {
l_mut_937 = uint32(1);
} else {
const uint32 l_1891 = l_1887 & uint32(2147483648);
const bool l_1892 = l_1891 != uint32(0);
if (l_1892) {
const uint32 l_1893 = l_1887 - uint32(1);
l_mut_937 = l_1893;
} else {
const bool l_1894 = l_1887 == uint32(2139095040);
if (l_1894) {
l_mut_937 = l_1887;
}
}
}
const float l_1895 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_1896 = reinterpret_cast<uint32 const&>(l_1895);
const uint32 l_1897 = l_1896 ^ uint32(2147483648);
const float l_1898 = reinterpret_cast<float const&>(l_1897);
const uint32 l_1899 = reinterpret_cast<uint32 const&>(l_1898);
const uint32 l_1900 = l_1899 & uint32(2147483647);
const float l_1901 = reinterpret_cast<float const&>(l_1900);
const double l_1902 = double(l_1901);
l_mut_567 = l_1902;
const bool l_1903 = l_1900 < uint32(8388608);
if (l_1903) {
const double l_1904 = double(l_1900);
const double l_1905 = l_1904 * double(1.401298464324817e-45);
l_mut_567 = l_1905;
}
const uint64 l_1906 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1907 = l_1899 >> uint32(31);
const uint64 l_1908 = uint64(l_1907);
const uint64 l_1909 = l_1908 << uint64(63);
const uint64 l_1910 = l_1906 | l_1909;
const double l_1911 = reinterpret_cast<double const&>(l_1910);
const double l_1912 = l_1847 + l_1846;
const bool l_1913 = l_1912 <= l_1861;
l_mut_1038 = l_1913;
const double l_1914 = l_1847 - l_1846;
const bool l_1915 = l_1914 > l_1861;
l_mut_1035 = l_1915;
const double l_1916 = l_1848 - l_1846;
const bool l_1917 = l_1916 >= l_1861;
l_mut_1032 = l_1917;
const double l_1918 = l_1848 + l_1846;
const bool l_1919 = l_1918 < l_1861;
l_mut_1029 = l_1919;
if (l_905) {
const double l_1920 = l_1847 + l_1846;
const bool l_1921 = l_1920 < l_1883;
l_mut_1038 = l_1921;
const double l_1922 = l_1847 - l_1846;
const bool l_1923 = l_1922 >= l_1883;
l_mut_1035 = l_1923;
const double l_1924 = l_1848 - l_1846;
const bool l_1925 = l_1924 > l_1911;
l_mut_1032 = l_1925;
const double l_1926 = l_1848 + l_1846;
const bool l_1927 = l_1926 <= l_1911;
l_mut_1029 = l_1927;
}
l_mut_937 = uint32(2);
const bool l_1928 = l_mut_1035 || l_mut_1029;
if (l_1928) {
l_mut_937 = uint32(1);
} else {
const bool l_1929 = l_mut_1038 && l_mut_1032;
if (l_1929) {
l_mut_937 = uint32(0);
}
}
const uint32 l_1930 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1931 = l_1930 & uint32(2147483647);
const bool l_1932 = l_1931 == uint32(0);
if (l_1932) {
const double l_1933 = l_1847 + l_1846;
const bool l_1934 = l_1933 < double(1.1754943508222875e-38);
const double l_1935 = l_1848 - l_1846;
const bool l_1936 = l_1935 > double(-1.1754943508222875e-38);
const bool l_1937 = l_1934 && l_1936;
const double l_1938 = l_1847 - l_1846;
const bool l_1939 = l_1938 < double(1.1754943508222875e-38);
const double l_1940 = l_1848 + l_1846;
const bool l_1941 = l_1940 > double(-1.1754943508222875e-38);
const bool l_1942 = l_1939 && l_1941;
if (l_1937) {
l_mut_937 = uint32(0);
} else {
const bool l_1943 = l_mut_937 == uint32(1);
const bool l_1944 = l_1942 && l_1943;
if (l_1944) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
}
} else {
const bool l_1945 = l_901 == uint32(9);
if (l_1945) {
l_arr_1946[uint32(0)] = uint32(1);
const double l_1947 = sqrt(l_918);
const double l_1948 = double(1.0) / l_1947;
const double l_1949 = l_1948 * double(1.4551915228366852e-11);
const double l_1950 = abs(l_1948);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1951 = l_1950 >= double(1.1754943508222875e-38);
const bool l_1952 = l_1950 <= double(1.7976931348623157e308);
const bool l_1953 = l_1951 && l_1952;
if (l_1953) {
const uint64 l_1954 = reinterpret_cast<uint64 const&>(l_1950);
const uint64 l_1955 = l_1954 >> uint64(52);
const uint64 l_1956 = l_1955 - uint64(23);
const uint64 l_1957 = l_1956 << uint64(52);
const double l_1958 = reinterpret_cast<double const&>(l_1957);
l_mut_567 = l_1958;
}
const double l_1959 = l_1948 - l_1949;
const double l_1960 = abs(l_1959);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1961 = l_1960 >= double(1.1754943508222875e-38);
const bool l_1962 = l_1960 <= double(1.7976931348623157e308);
const bool l_1963 = l_1961 && l_1962;
if (l_1963) {
const uint64 l_1964 = reinterpret_cast<uint64 const&>(l_1960);
const uint64 l_1965 = l_1964 >> uint64(52);
const uint64 l_1966 = l_1965 - uint64(23);
const uint64 l_1967 = l_1966 << uint64(52);
const double l_1968 = reinterpret_cast<double const&>(l_1967);
l_mut_395 = l_1968;
}
const double l_1969 = l_1948 + l_1949;
const double l_1970 = abs(l_1969);
l_mut_241 = double(1.401298464324817e-45);
const bool l_1971 = l_1970 >= double(1.1754943508222875e-38);
const bool l_1972 = l_1970 <= double(1.7976931348623157e308);
const bool l_1973 = l_1971 && l_1972;
if (l_1973) {
const uint64 l_1974 = reinterpret_cast<uint64 const&>(l_1970);
const uint64 l_1975 = l_1974 >> uint64(52);
const uint64 l_1976 = l_1975 - uint64(23);
const uint64 l_1977 = l_1976 << uint64(52);
const double l_1978 = reinterpret_cast<double const&>(l_1977);
l_mut_241 = l_1978;
}
const bool l_1979 = l_mut_395 == l_mut_241;
const bool l_1980 = !l_1979;
if (l_1980) {
l_arr_1946[uint32(0)] = uint32(0);
}
const double l_1981 = l_907 * l_mut_567;
const double l_1982 = l_1948 - l_1981;
l_mut_395 = l_1982;
if (l_905) {
const double l_1983 = l_1982 - l_1949;
const double l_1984 = l_1983 * double(7.1362384635298e44);
const double l_1985 = floor(l_1984);
const double l_1986 = l_1985 * double(1.401298464324817e-45);
l_mut_241 = l_1986;
const double l_1987 = abs(l_1983);
const bool l_1988 = l_1987 >= double(1.1754943508222875e-38);
if (l_1988) {
const float l_1989 = float(l_1983);
const double l_1990 = double(l_1989);
l_mut_241 = l_1990;
const bool l_1991 = l_mut_241 > l_1983;
if (l_1991) {
const uint32 l_1992 = reinterpret_cast<uint32 const&>(l_1989);
const uint32 l_1993 = l_1992 ^ uint32(2147483648);
const float l_1994 = reinterpret_cast<float const&>(l_1993);
const uint32 l_1995 = reinterpret_cast<uint32 const&>(l_1994);
const uint32 l_1996 = l_1995 + uint32(1);
l_mut_978 = l_1996;
const uint32 l_1997 = l_1995 & uint32(2147483647);
const bool l_1998 = l_1997 == uint32(0);
if (l_1998) {
l_mut_978 = uint32(1);
} else {
const uint32 l_1999 = l_1995 & uint32(2147483648);
const bool l_2000 = l_1999 != uint32(0);
if (l_2000) {
const uint32 l_2001 = l_1995 - uint32(1);
l_mut_978 = l_2001;
} else {
const bool l_2002 = l_1995 == uint32(2139095040);
if (l_2002) {
l_mut_978 = l_1995;
}
}
}
const float l_2003 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2004 = reinterpret_cast<uint32 const&>(l_2003);
const uint32 l_2005 = l_2004 ^ uint32(2147483648);
const float l_2006 = reinterpret_cast<float const&>(l_2005);
const uint32 l_2007 = reinterpret_cast<uint32 const&>(l_2006);
const uint32 l_2008 = l_2007 & uint32(2147483647);
const float l_2009 = reinterpret_cast<float const&>(l_2008);
const double l_2010 = double(l_2009);
l_mut_166 = l_2010;
const bool l_2011 = l_2008 < uint32(8388608);
if (l_2011) {
const double l_2012 = double(l_2008);
const double l_2013 = l_2012 * double(1.401298464324817e-45);
l_mut_166 = l_2013;
}
const uint64 l_2014 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2015 = l_2007 >> uint32(31);
const uint64 l_2016 = uint64(l_2015);
const uint64 l_2017 = l_2016 << uint64(63);
const uint64 l_2018 = l_2014 | l_2017;
const double l_2019 = reinterpret_cast<double const&>(l_2018);
l_mut_241 = l_2019;
} else {
const uint32 l_2020 = reinterpret_cast<uint32 const&>(l_1989);
const uint32 l_2021 = l_2020 + uint32(1);
l_mut_978 = l_2021;
const uint32 l_2022 = l_2020 & uint32(2147483647);
const bool l_2023 = l_2022 == uint32(0);
if (l_2023) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2024 = l_2020 & uint32(2147483648);
const bool l_2025 = l_2024 != uint32(0);
if (l_2025) {
const uint32 l_2026 = l_2020 - uint32(1);
l_mut_978 = l_2026;
} else {
const bool l_2027 = l_2020 == uint32(2139095040);
if (l_2027) {
l_mut_978 = l_2020;
}
}
}
const float l_2028 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2029 = reinterpret_cast<uint32 const&>(l_2028);
const uint32 l_2030 = l_2029 & uint32(2147483647);
const float l_2031 = reinterpret_cast<float const&>(l_2030);
const double l_2032 = double(l_2031);
l_mut_166 = l_2032;
const bool l_2033 = l_2030 < uint32(8388608);
if (l_2033) {
const double l_2034 = double(l_2030);
const double l_2035 = l_2034 * double(1.401298464324817e-45);
l_mut_166 = l_2035;
}
const uint64 l_2036 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2037 = l_2029 >> uint32(31);
const uint64 l_2038 = uint64(l_2037);
const uint64 l_2039 = l_2038 << uint64(63);
const uint64 l_2040 = l_2036 | l_2039;
const double l_2041 = reinterpret_cast<double const&>(l_2040);
const bool l_2042 = l_2041 <= l_1983;
if (l_2042) {
const uint32 l_2043 = reinterpret_cast<uint32 const&>(l_1989);
const uint32 l_2044 = l_2043 + uint32(1);
l_mut_978 = l_2044;
const uint32 l_2045 = l_2043 & uint32(2147483647);
const bool l_2046 = l_2045 == uint32(0);
if (l_2046) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2047 = l_2043 & uint32(2147483648);
const bool l_2048 = l_2047 != uint32(0);
if (l_2048) {
const uint32 l_2049 = l_2043 - uint32(1);
l_mut_978 = l_2049;
} else {
const bool l_2050 = l_2043 == uint32(2139095040);
if (l_2050) {
l_mut_978 = l_2043;
}
}
}
const float l_2051 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2052 = reinterpret_cast<uint32 const&>(l_2051);
const uint32 l_2053 = l_2052 & uint32(2147483647);
const float l_2054 = reinterpret_cast<float const&>(l_2053);
const double l_2055 = double(l_2054);
l_mut_166 = l_2055;
const bool l_2056 = l_2053 < uint32(8388608);
if (l_2056) {
const double l_2057 = double(l_2053);
const double l_2058 = l_2057 * double(1.401298464324817e-45);
l_mut_166 = l_2058;
}
const uint64 l_2059 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2060 = l_2052 >> uint32(31);
const uint64 l_2061 = uint64(l_2060);
const uint64 l_2062 = l_2061 << uint64(63);
const uint64 l_2063 = l_2059 | l_2062;
const double l_2064 = reinterpret_cast<double const&>(l_2063);
l_mut_241 = l_2064;
}
}
}
const double l_2065 = l_1982 + l_1949;
const double l_2066 = l_2065 * double(7.1362384635298e44);
const double l_2067 = floor(l_2066);
const double l_2068 = l_2067 * double(1.401298464324817e-45);
l_mut_166 = l_2068;
const double l_2069 = abs(l_2065);
const bool l_2070 = l_2069 >= double(1.1754943508222875e-38);
if (l_2070) {
const float l_2071 = float(l_2065);
const double l_2072 = double(l_2071);
l_mut_166 = l_2072;
const bool l_2073 = l_mut_166 > l_2065;
if (l_2073) {
const uint32 l_2074 = reinterpret_cast<uint32 const&>(l_2071);
const uint32 l_2075 = l_2074 ^ uint32(2147483648);
const float l_2076 = reinterpret_cast<float const&>(l_2075);
const uint32 l_2077 = reinterpret_cast<uint32 const&>(l_2076);
const uint32 l_2078 = l_2077 + uint32(1);
l_mut_978 = l_2078;
const uint32 l_2079 = l_2077 & uint32(2147483647);
const bool l_2080 = l_2079 == uint32(0);
if (l_2080) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2081 = l_2077 & uint32(2147483648);
const bool l_2082 = l_2081 != uint32(0);
if (l_2082) {
const uint32 l_2083 = l_2077 - uint32(1);
l_mut_978 = l_2083;
} else {
const bool l_2084 = l_2077 == uint32(2139095040);
if (l_2084) {
l_mut_978 = l_2077;
}
}
}
const float l_2085 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2086 = reinterpret_cast<uint32 const&>(l_2085);
const uint32 l_2087 = l_2086 ^ uint32(2147483648);
const float l_2088 = reinterpret_cast<float const&>(l_2087);
const uint32 l_2089 = reinterpret_cast<uint32 const&>(l_2088);
const uint32 l_2090 = l_2089 & uint32(2147483647);
const float l_2091 = reinterpret_cast<float const&>(l_2090);
const double l_2092 = double(l_2091);
l_mut_2093 = l_2092;
const bool l_2094 = l_2090 < uint32(8388608);
if (l_2094) {
const double l_2095 = double(l_2090);
const double l_2096 = l_2095 * double(1.401298464324817e-45);
l_mut_2093 = l_2096;
}
const uint64 l_2097 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2098 = l_2089 >> uint32(31);
const uint64 l_2099 = uint64(l_2098);
const uint64 l_2100 = l_2099 << uint64(63);
const uint64 l_2101 = l_2097 | l_2100;
const double l_2102 = reinterpret_cast<double const&>(l_2101);
l_mut_166 = l_2102;
} else {
const uint32 l_2103 = reinterpret_cast<uint32 const&>(l_2071);
const uint32 l_2104 = l_2103 + uint32(1);
l_mut_978 = l_2104;
const uint32 l_2105 = l_2103 & uint32(2147483647);
const bool l_2106 = l_2105 == uint32(0);
if (l_2106) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2107 = l_2103 & uint32(2147483648);
const bool l_2108 = l_2107 != uint32(0);
if (l_2108) {
const uint32 l_2109 = l_2103 - uint32(1);
l_mut_978 = l_2109;
} else {
const bool l_2110 = l_2103 == uint32(2139095040);
if (l_2110) {
l_mut_978 = l_2103;
}
}
}
const float l_2111 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2112 = reinterpret_cast<uint32 const&>(l_2111);
const uint32 l_2113 = l_2112 & uint32(2147483647);
const float l_2114 = reinterpret_cast<float const&>(l_2113);
const double l_2115 = double(l_2114);
l_mut_2093 = l_2115;
const bool l_2116 = l_2113 < uint32(8388608);
if (l_2116) {
const double l_2117 = double(l_2113);
const double l_2118 = l_2117 * double(1.401298464324817e-45);
l_mut_2093 = l_2118;
}
const uint64 l_2119 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2120 = l_2112 >> uint32(31);
const uint64 l_2121 = uint64(l_2120);
const uint64 l_2122 = l_2121 << uint64(63);
const uint64 l_2123 = l_2119 | l_2122;
const double l_2124 = reinterpret_cast<double const&>(l_2123);
const bool l_2125 = l_2124 <= l_2065;
if (l_2125) {
const uint32 l_2126 = reinterpret_cast<uint32 const&>(l_2071);
const uint32 l_2127 = l_2126 + uint32(1);
l_mut_978 = l_2127;
const uint32 l_2128 = l_2126 & uint32(2147483647);
const bool l_2129 = l_2128 == uint32(0);
if (l_2129) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2130 = l_2126 & uint32(2147483648);
const bool l_2131 = l_2130 != uint32(0);
if (l_2131) {
const uint32 l_2132 = l_2126 - uint32(1);
l_mut_978 = l_2132;
} else {
const bool l_2133 = l_2126 == uint32(2139095040);
if (l_2133) {
l_mut_978 = l_2126;
}
}
}
const float l_2134 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2135 = reinterpret_cast<uint32 const&>(l_2134);
const uint32 l_2136 = l_2135 & uint32(2147483647);
const float l_2137 = reinterpret_cast<float const&>(l_2136);
const double l_2138 = double(l_2137);
l_mut_2093 = l_2138;
const bool l_2139 = l_2136 < uint32(8388608);
if (l_2139) {
const double l_2140 = double(l_2136);
const double l_2141 = l_2140 * double(1.401298464324817e-45);
l_mut_2093 = l_2141;
}
const uint64 l_2142 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2143 = l_2135 >> uint32(31);
const uint64 l_2144 = uint64(l_2143);
const uint64 l_2145 = l_2144 << uint64(63);
const uint64 l_2146 = l_2142 | l_2145;
const double l_2147 = reinterpret_cast<double const&>(l_2146);
l_mut_166 = l_2147;
}
}
}
const bool l_2148 = l_mut_241 == l_mut_166;
const bool l_2149 = !l_2148;
if (l_2149) {
l_arr_1946[uint32(0)] = uint32(0);
}
const double l_2150 = l_1982 * double(7.1362384635298e44);
const double l_2151 = floor(l_2150);
const double l_2152 = l_2151 * double(1.401298464324817e-45);
l_mut_2093 = l_2152;
const double l_2153 = abs(l_1982);
const bool l_2154 = l_2153 >= double(1.1754943508222875e-38);
if (l_2154) {
const float l_2155 = float(l_1982);
const double l_2156 = double(l_2155);
l_mut_2093 = l_2156;
const bool l_2157 = l_mut_2093 > l_1982;
if (l_2157) {
const uint32 l_2158 = reinterpret_cast<uint32 const&>(l_2155);
const uint32 l_2159 = l_2158 ^ uint32(2147483648);
const float l_2160 = reinterpret_cast<float const&>(l_2159);
const uint32 l_2161 = reinterpret_cast<uint32 const&>(l_2160);
const uint32 l_2162 = l_2161 + uint32(1);
l_mut_978 = l_2162;
const uint32 l_2163 = l_2161 & uint32(2147483647);
const bool l_2164 = l_2163 == uint32(0);
if (l_2164) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2165 = l_2161 & uint32(2147483648);
const bool l_2166 = l_2165 != uint32(0);
if (l_2166) {
const uint32 l_2167 = l_2161 - uint32(1);
l_mut_978 = l_2167;
} else {
const bool l_2168 = l_2161 == uint32(2139095040);
if (l_2168) {
l_mut_978 = l_2161;
}
}
}
const float l_2169 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2170 = reinterpret_cast<uint32 const&>(l_2169);
const uint32 l_2171 = l_2170 ^ uint32(2147483648);
const float l_2172 = reinterpret_cast<float const&>(l_2171);
const uint32 l_2173 = reinterpret_cast<uint32 const&>(l_2172);
const uint32 l_2174 = l_2173 & uint32(2147483647);
const float l_2175 = reinterpret_cast<float const&>(l_2174);
const double l_2176 = double(l_2175);
l_mut_241 = l_2176;
const bool l_2177 = l_2174 < uint32(8388608);
if (l_2177) {
const double l_2178 = double(l_2174);
const double l_2179 = l_2178 * double(1.401298464324817e-45);
l_mut_241 = l_2179;
}
const uint64 l_2180 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2181 = l_2173 >> uint32(31);
const uint64 l_2182 = uint64(l_2181);
const uint64 l_2183 = l_2182 << uint64(63);
const uint64 l_2184 = l_2180 | l_2183;
const double l_2185 = reinterpret_cast<double const&>(l_2184);
l_mut_2093 = l_2185;
} else {
const uint32 l_2186 = reinterpret_cast<uint32 const&>(l_2155);
const uint32 l_2187 = l_2186 + uint32(1);
l_mut_978 = l_2187;
const uint32 l_2188 = l_2186 & uint32(2147483647);
const bool l_2189 = l_2188 == uint32(0);
if (l_2189) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2190 = l_2186 & uint32(2147483648);
const bool l_2191 = l_2190 != uint32(0);
if (l_2191) {
const uint32 l_2192 = l_2186 - uint32(1);
l_mut_978 = l_2192;
} else {
const bool l_2193 = l_2186 == uint32(2139095040);
if (l_2193) {
l_mut_978 = l_2186;
}
}
}
const float l_2194 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2195 = reinterpret_cast<uint32 const&>(l_2194);
const uint32 l_2196 = l_2195 & uint32(2147483647);
const float l_2197 = reinterpret_cast<float const&>(l_2196);
const double l_2198 = double(l_2197);
l_mut_241 = l_2198;
const bool l_2199 = l_2196 < uint32(8388608);
if (l_2199) {
const double l_2200 = double(l_2196);
const double l_2201 = l_2200 * double(1.401298464324817e-45);
l_mut_241 = l_2201;
}
const uint64 l_2202 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2203 = l_2195 >> uint32(31);
const uint64 l_2204 = uint64(l_2203);
const uint64 l_2205 = l_2204 << uint64(63);
const uint64 l_2206 = l_2202 | l_2205;
const double l_2207 = reinterpret_cast<double const&>(l_2206);
const bool l_2208 = l_2207 <= l_1982;
if (l_2208) {
const uint32 l_2209 = reinterpret_cast<uint32 const&>(l_2155);
const uint32 l_2210 = l_2209 + uint32(1);
l_mut_978 = l_2210;
const uint32 l_2211 = l_2209 & uint32(2147483647);
const bool l_2212 = l_2211 == uint32(0);
if (l_2212) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2213 = l_2209 & uint32(2147483648);
const bool l_2214 = l_2213 != uint32(0);
if (l_2214) {
const uint32 l_2215 = l_2209 - uint32(1);
l_mut_978 = l_2215;
} else {
const bool l_2216 = l_2209 == uint32(2139095040);
if (l_2216) {
l_mut_978 = l_2209;
}
}
}
const float l_2217 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2218 = reinterpret_cast<uint32 const&>(l_2217);
const uint32 l_2219 = l_2218 & uint32(2147483647);
const float l_2220 = reinterpret_cast<float const&>(l_2219);
const double l_2221 = double(l_2220);
l_mut_241 = l_2221;
const bool l_2222 = l_2219 < uint32(8388608);
if (l_2222) {
const double l_2223 = double(l_2219);
const double l_2224 = l_2223 * double(1.401298464324817e-45);
l_mut_241 = l_2224;
}
const uint64 l_2225 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2226 = l_2218 >> uint32(31);
const uint64 l_2227 = uint64(l_2226);
const uint64 l_2228 = l_2227 << uint64(63);
const uint64 l_2229 = l_2225 | l_2228;
const double l_2230 = reinterpret_cast<double const&>(l_2229);
l_mut_2093 = l_2230;
}
}
}
l_mut_395 = l_mut_2093;
}
const double l_2231 = l_907 * l_mut_567;
const double l_2232 = l_1948 + l_2231;
l_mut_2093 = l_2232;
if (l_905) {
const double l_2233 = l_2232 - l_1949;
const double l_2234 = l_2233 * double(7.1362384635298e44);
const double l_2235 = floor(l_2234);
const double l_2236 = l_2235 * double(1.401298464324817e-45);
l_mut_567 = l_2236;
const double l_2237 = abs(l_2233);
const bool l_2238 = l_2237 >= double(1.1754943508222875e-38);
if (l_2238) {
const float l_2239 = float(l_2233);
const double l_2240 = double(l_2239);
l_mut_567 = l_2240;
const bool l_2241 = l_mut_567 > l_2233;
if (l_2241) {
const uint32 l_2242 = reinterpret_cast<uint32 const&>(l_2239);
const uint32 l_2243 = l_2242 ^ uint32(2147483648);
const float l_2244 = reinterpret_cast<float const&>(l_2243);
const uint32 l_2245 = reinterpret_cast<uint32 const&>(l_2244);
const uint32 l_2246 = l_2245 + uint32(1);
l_mut_978 = l_2246;
const uint32 l_2247 = l_2245 & uint32(2147483647);
const bool l_2248 = l_2247 == uint32(0);
if (l_2248) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2249 = l_2245 & uint32(2147483648);
const bool l_2250 = l_2249 != uint32(0);
if (l_2250) {
const uint32 l_2251 = l_2245 - uint32(1);
l_mut_978 = l_2251;
} else {
const bool l_2252 = l_2245 == uint32(2139095040);
if (l_2252) {
l_mut_978 = l_2245;
}
}
}
const float l_2253 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2254 = reinterpret_cast<uint32 const&>(l_2253);
const uint32 l_2255 = l_2254 ^ uint32(2147483648);
const float l_2256 = reinterpret_cast<float const&>(l_2255);
const uint32 l_2257 = reinterpret_cast<uint32 const&>(l_2256);
const uint32 l_2258 = l_2257 & uint32(2147483647);
const float l_2259 = reinterpret_cast<float const&>(l_2258);
const double l_2260 = double(l_2259);
l_mut_241 = l_2260;
const bool l_2261 = l_2258 < uint32(8388608);
if (l_2261) {
const double l_2262 = double(l_2258);
const double l_2263 = l_2262 * double(1.401298464324817e-45);
l_mut_241 = l_2263;
}
const uint64 l_2264 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2265 = l_2257 >> uint32(31);
const uint64 l_2266 = uint64(l_2265);
const uint64 l_2267 = l_2266 << uint64(63);
const uint64 l_2268 = l_2264 | l_2267;
const double l_2269 = reinterpret_cast<double const&>(l_2268);
l_mut_567 = l_2269;
} else {
const uint32 l_2270 = reinterpret_cast<uint32 const&>(l_2239);
const uint32 l_2271 = l_2270 + uint32(1);
l_mut_978 = l_2271;
const uint32 l_2272 = l_2270 & uint32(2147483647);
const bool l_2273 = l_2272 == uint32(0);
if (l_2273) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2274 = l_2270 & uint32(2147483648);
const bool l_2275 = l_2274 != uint32(0);
if (l_2275) {
const uint32 l_2276 = l_2270 - uint32(1);
l_mut_978 = l_2276;
} else {
const bool l_2277 = l_2270 == uint32(2139095040);
if (l_2277) {
l_mut_978 = l_2270;
}
}
}
const float l_2278 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2279 = reinterpret_cast<uint32 const&>(l_2278);
const uint32 l_2280 = l_2279 & uint32(2147483647);
const float l_2281 = reinterpret_cast<float const&>(l_2280);
const double l_2282 = double(l_2281);
l_mut_241 = l_2282;
const bool l_2283 = l_2280 < uint32(8388608);
if (l_2283) {
const double l_2284 = double(l_2280);
const double l_2285 = l_2284 * double(1.401298464324817e-45);
l_mut_241 = l_2285;
}
const uint64 l_2286 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2287 = l_2279 >> uint32(31);
const uint64 l_2288 = uint64(l_2287);
const uint64 l_2289 = l_2288 << uint64(63);
const uint64 l_2290 = l_2286 | l_2289;
const double l_2291 = reinterpret_cast<double const&>(l_2290);
const bool l_2292 = l_2291 <= l_2233;
if (l_2292) {
const uint32 l_2293 = reinterpret_cast<uint32 const&>(l_2239);
const uint32 l_2294 = l_2293 + uint32(1);
l_mut_978 = l_2294;
const uint32 l_2295 = l_2293 & uint32(2147483647);
const bool l_2296 = l_2295 == uint32(0);
if (l_2296) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2297 = l_2293 & uint32(2147483648);
const bool l_2298 = l_2297 != uint32(0);
if (l_2298) {
const uint32 l_2299 = l_2293 - uint32(1);
l_mut_978 = l_2299;
} else {
const bool l_2300 = l_2293 == uint32(2139095040);
if (l_2300) {
l_mut_978 = l_2293;
}
}
}
const float l_2301 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2302 = reinterpret_cast<uint32 const&>(l_2301);
const uint32 l_2303 = l_2302 & uint32(2147483647);
const float l_2304 = reinterpret_cast<float const&>(l_2303);
const double l_2305 = double(l_2304);
l_mut_241 = l_2305;
const bool l_2306 = l_2303 < uint32(8388608);
if (l_2306) {
const double l_2307 = double(l_2303);
const double l_2308 = l_2307 * double(1.401298464324817e-45);
l_mut_241 = l_2308;
}
const uint64 l_2309 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2310 = l_2302 >> uint32(31);
const uint64 l_2311 = uint64(l_2310);
const uint64 l_2312 = l_2311 << uint64(63);
const uint64 l_2313 = l_2309 | l_2312;
const double l_2314 = reinterpret_cast<double const&>(l_2313);
l_mut_567 = l_2314;
}
}
}
const double l_2315 = l_2232 + l_1949;
const double l_2316 = l_2315 * double(7.1362384635298e44);
const double l_2317 = floor(l_2316);
const double l_2318 = l_2317 * double(1.401298464324817e-45);
l_mut_241 = l_2318;
const double l_2319 = abs(l_2315);
const bool l_2320 = l_2319 >= double(1.1754943508222875e-38);
if (l_2320) {
const float l_2321 = float(l_2315);
const double l_2322 = double(l_2321);
l_mut_241 = l_2322;
const bool l_2323 = l_mut_241 > l_2315;
if (l_2323) {
const uint32 l_2324 = reinterpret_cast<uint32 const&>(l_2321);
const uint32 l_2325 = l_2324 ^ uint32(2147483648);
const float l_2326 = reinterpret_cast<float const&>(l_2325);
const uint32 l_2327 = reinterpret_cast<uint32 const&>(l_2326);
const uint32 l_2328 = l_2327 + uint32(1);
l_mut_978 = l_2328;
const uint32 l_2329 = l_2327 & uint32(2147483647);
const bool l_2330 = l_2329 == uint32(0);
if (l_2330) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2331 = l_2327 & uint32(2147483648);
const bool l_2332 = l_2331 != uint32(0);
if (l_2332) {
const uint32 l_2333 = l_2327 - uint32(1);
l_mut_978 = l_2333;
} else {
const bool l_2334 = l_2327 == uint32(2139095040);
if (l_2334) {
l_mut_978 = l_2327;
}
}
}
const float l_2335 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2336 = reinterpret_cast<uint32 const&>(l_2335);
const uint32 l_2337 = l_2336 ^ uint32(2147483648);
const float l_2338 = reinterpret_cast<float const&>(l_2337);
const uint32 l_2339 = reinterpret_cast<uint32 const&>(l_2338);
const uint32 l_2340 = l_2339 & uint32(2147483647);
const float l_2341 = reinterpret_cast<float const&>(l_2340);
const double l_2342 = double(l_2341);
l_mut_166 = l_2342;
const bool l_2343 = l_2340 < uint32(8388608);
if (l_2343) {
const double l_2344 = double(l_2340);
const double l_2345 = l_2344 * double(1.401298464324817e-45);
l_mut_166 = l_2345;
}
const uint64 l_2346 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2347 = l_2339 >> uint32(31);
const uint64 l_2348 = uint64(l_2347);
const uint64 l_2349 = l_2348 << uint64(63);
const uint64 l_2350 = l_2346 | l_2349;
const double l_2351 = reinterpret_cast<double const&>(l_2350);
l_mut_241 = l_2351;
} else {
const uint32 l_2352 = reinterpret_cast<uint32 const&>(l_2321);
const uint32 l_2353 = l_2352 + uint32(1);
l_mut_978 = l_2353;
const uint32 l_2354 = l_2352 & uint32(2147483647);
const bool l_2355 = l_2354 == uint32(0);
if (l_2355) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2356 = l_2352 & uint32(2147483648);
const bool l_2357 = l_2356 != uint32(0);
if (l_2357) {
const uint32 l_2358 = l_2352 - uint32(1);
l_mut_978 = l_2358;
} else {
const bool l_2359 = l_2352 == uint32(2139095040);
if (l_2359) {
l_mut_978 = l_2352;
}
}
}
const float l_2360 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2361 = reinterpret_cast<uint32 const&>(l_2360);
const uint32 l_2362 = l_2361 & uint32(2147483647);
const float l_2363 = reinterpret_cast<float const&>(l_2362);
const double l_2364 = double(l_2363);
l_mut_166 = l_2364;
const bool l_2365 = l_2362 < uint32(8388608);
if (l_2365) {
const double l_2366 = double(l_2362);
const double l_2367 = l_2366 * double(1.401298464324817e-45);
l_mut_166 = l_2367;
}
const uint64 l_2368 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2369 = l_2361 >> uint32(31);
const uint64 l_2370 = uint64(l_2369);
const uint64 l_2371 = l_2370 << uint64(63);
const uint64 l_2372 = l_2368 | l_2371;
const double l_2373 = reinterpret_cast<double const&>(l_2372);
const bool l_2374 = l_2373 <= l_2315;
if (l_2374) {
const uint32 l_2375 = reinterpret_cast<uint32 const&>(l_2321);
const uint32 l_2376 = l_2375 + uint32(1);
l_mut_978 = l_2376;
const uint32 l_2377 = l_2375 & uint32(2147483647);
const bool l_2378 = l_2377 == uint32(0);
if (l_2378) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2379 = l_2375 & uint32(2147483648);
const bool l_2380 = l_2379 != uint32(0);
if (l_2380) {
const uint32 l_2381 = l_2375 - uint32(1);
l_mut_978 = l_2381;
} else {
const bool l_2382 = l_2375 == uint32(2139095040);
if (l_2382) {
l_mut_978 = l_2375;
}
}
}
const float l_2383 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2384 = reinterpret_cast<uint32 const&>(l_2383);
const uint32 l_2385 = l_2384 & uint32(2147483647);
const float l_2386 = reinterpret_cast<float const&>(l_2385);
const double l_2387 = double(l_2386);
l_mut_166 = l_2387;
const bool l_2388 = l_2385 < uint32(8388608);
if (l_2388) {
const double l_2389 = double(l_2385);
const double l_2390 = l_2389 * double(1.401298464324817e-45);
l_mut_166 = l_2390;
}
const uint64 l_2391 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2392 = l_2384 >> uint32(31);
const uint64 l_2393 = uint64(l_2392);
const uint64 l_2394 = l_2393 << uint64(63);
const uint64 l_2395 = l_2391 | l_2394;
const double l_2396 = reinterpret_cast<double const&>(l_2395);
l_mut_241 = l_2396;
}
}
}
const bool l_2397 = l_mut_567 == l_mut_241;
const bool l_2398 = !l_2397;
if (l_2398) {
l_arr_1946[uint32(0)] = uint32(0);
}
const double l_2399 = -l_2232;
const double l_2400 = l_2399 * double(7.1362384635298e44);
const double l_2401 = floor(l_2400);
const double l_2402 = l_2401 * double(1.401298464324817e-45);
l_mut_567 = l_2402;
const double l_2403 = abs(l_2399);
const bool l_2404 = l_2403 >= double(1.1754943508222875e-38);
if (l_2404) {
const float l_2405 = float(l_2399);
const double l_2406 = double(l_2405);
l_mut_567 = l_2406;
const bool l_2407 = l_mut_567 > l_2399;
if (l_2407) {
const uint32 l_2408 = reinterpret_cast<uint32 const&>(l_2405);
const uint32 l_2409 = l_2408 ^ uint32(2147483648);
const float l_2410 = reinterpret_cast<float const&>(l_2409);
const uint32 l_2411 = reinterpret_cast<uint32 const&>(l_2410);
const uint32 l_2412 = l_2411 + uint32(1);
l_mut_978 = l_2412;
const uint32 l_2413 = l_2411 & uint32(2147483647);
const bool l_2414 = l_2413 == uint32(0);
if (l_2414) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2415 = l_2411 & uint32(2147483648);
const bool l_2416 = l_2415 != uint32(0);
if (l_2416) {
const uint32 l_2417 = l_2411 - uint32(1);
l_mut_978 = l_2417;
} else {
const bool l_2418 = l_2411 == uint32(2139095040);
if (l_2418) {
l_mut_978 = l_2411;
}
}
}
const float l_2419 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2420 = reinterpret_cast<uint32 const&>(l_2419);
const uint32 l_2421 = l_2420 ^ uint32(2147483648);
const float l_2422 = reinterpret_cast<float const&>(l_2421);
const uint32 l_2423 = reinterpret_cast<uint32 const&>(l_2422);
const uint32 l_2424 = l_2423 & uint32(2147483647);
const float l_2425 = reinterpret_cast<float const&>(l_2424);
const double l_2426 = double(l_2425);
l_mut_241 = l_2426;
const bool l_2427 = l_2424 < uint32(8388608);
if (l_2427) {
const double l_2428 = double(l_2424);
const double l_2429 = l_2428 * double(1.401298464324817e-45);
l_mut_241 = l_2429;
}
const uint64 l_2430 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2431 = l_2423 >> uint32(31);
const uint64 l_2432 = uint64(l_2431);
const uint64 l_2433 = l_2432 << uint64(63);
const uint64 l_2434 = l_2430 | l_2433;
const double l_2435 = reinterpret_cast<double const&>(l_2434);
l_mut_567 = l_2435;
} else {
const uint32 l_2436 = reinterpret_cast<uint32 const&>(l_2405);
const uint32 l_2437 = l_2436 + uint32(1);
l_mut_978 = l_2437;
const uint32 l_2438 = l_2436 & uint32(2147483647);
const bool l_2439 = l_2438 == uint32(0);
if (l_2439) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2440 = l_2436 & uint32(2147483648);
const bool l_2441 = l_2440 != uint32(0);
if (l_2441) {
const uint32 l_2442 = l_2436 - uint32(1);
l_mut_978 = l_2442;
} else {
const bool l_2443 = l_2436 == uint32(2139095040);
if (l_2443) {
l_mut_978 = l_2436;
}
}
}
const float l_2444 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2445 = reinterpret_cast<uint32 const&>(l_2444);
const uint32 l_2446 = l_2445 & uint32(2147483647);
const float l_2447 = reinterpret_cast<float const&>(l_2446);
const double l_2448 = double(l_2447);
l_mut_241 = l_2448;
const bool l_2449 = l_2446 < uint32(8388608);
if (l_2449) {
const double l_2450 = double(l_2446);
const double l_2451 = l_2450 * double(1.401298464324817e-45);
l_mut_241 = l_2451;
}
const uint64 l_2452 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2453 = l_2445 >> uint32(31);
const uint64 l_2454 = uint64(l_2453);
const uint64 l_2455 = l_2454 << uint64(63);
const uint64 l_2456 = l_2452 | l_2455;
const double l_2457 = reinterpret_cast<double const&>(l_2456);
const bool l_2458 = l_2457 <= l_2399;
if (l_2458) {
const uint32 l_2459 = reinterpret_cast<uint32 const&>(l_2405);
const uint32 l_2460 = l_2459 + uint32(1);
l_mut_978 = l_2460;
const uint32 l_2461 = l_2459 & uint32(2147483647);
const bool l_2462 = l_2461 == uint32(0);
if (l_2462) {
l_mut_978 = uint32(1);
} else {
const uint32 l_2463 = l_2459 & uint32(2147483648);
const bool l_2464 = l_2463 != uint32(0);
if (l_2464) {
const uint32 l_2465 = l_2459 - uint32(1);
l_mut_978 = l_2465;
} else {
const bool l_2466 = l_2459 == uint32(2139095040);
if (l_2466) {
l_mut_978 = l_2459;
}
}
}
const float l_2467 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_2468 = reinterpret_cast<uint32 const&>(l_2467);
const uint32 l_2469 = l_2468 & uint32(2147483647);
const float l_2470 = reinterpret_cast<float const&>(l_2469);
const double l_2471 = double(l_2470);
l_mut_241 = l_2471;
const bool l_2472 = l_2469 < uint32(8388608);
if (l_2472) {
const double l_2473 = double(l_2469);
const double l_2474 = l_2473 * double(1.401298464324817e-45);
l_mut_241 = l_2474;
}
const uint64 l_2475 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2476 = l_2468 >> uint32(31);
const uint64 l_2477 = uint64(l_2476);
const uint64 l_2478 = l_2477 << uint64(63);
const uint64 l_2479 = l_2475 | l_2478;
const double l_2480 = reinterpret_cast<double const&>(l_2479);
l_mut_567 = l_2480;
}
}
}
const double l_2481 = -l_mut_567;
l_mut_2093 = l_2481;
}
l_mut_978 = uint32(0);
const bool l_2482 = l_mut_395 <= double(0.0);
const bool l_2483 = l_mut_2093 >= double(0.0);
const bool l_2484 = l_2482 && l_2483;
const bool l_2485 = !l_2484;
if (l_2485) {
const double l_2486 = double(1.0) / l_mut_2093;
const double l_2487 = double(1.0) / l_mut_395;
const double l_2488 = abs(l_2486);
const double l_2489 = l_2488 * double(1.4551915228366852e-11);
const double l_2490 = abs(l_2487);
const double l_2491 = l_2490 * double(1.4551915228366852e-11);
const double l_2492 = l_2486 - l_2489;
const double l_2493 = abs(l_2492);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_2494 = l_2493 >= double(1.1754943508222875e-38);
const bool l_2495 = l_2493 <= double(1.7976931348623157e308);
const bool l_2496 = l_2494 && l_2495;
if (l_2496) {
const uint64 l_2497 = reinterpret_cast<uint64 const&>(l_2493);
const uint64 l_2498 = l_2497 >> uint64(52);
const uint64 l_2499 = l_2498 - uint64(23);
const uint64 l_2500 = l_2499 << uint64(52);
const double l_2501 = reinterpret_cast<double const&>(l_2500);
l_mut_2093 = l_2501;
}
const double l_2502 = l_2486 + l_2489;
const double l_2503 = abs(l_2502);
l_mut_567 = double(1.401298464324817e-45);
const bool l_2504 = l_2503 >= double(1.1754943508222875e-38);
const bool l_2505 = l_2503 <= double(1.7976931348623157e308);
const bool l_2506 = l_2504 && l_2505;
if (l_2506) {
const uint64 l_2507 = reinterpret_cast<uint64 const&>(l_2503);
const uint64 l_2508 = l_2507 >> uint64(52);
const uint64 l_2509 = l_2508 - uint64(23);
const uint64 l_2510 = l_2509 << uint64(52);
const double l_2511 = reinterpret_cast<double const&>(l_2510);
l_mut_567 = l_2511;
}
const bool l_2512 = l_mut_2093 == l_mut_567;
const bool l_2513 = !l_2512;
const double l_2514 = l_2487 - l_2491;
const double l_2515 = abs(l_2514);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_2516 = l_2515 >= double(1.1754943508222875e-38);
const bool l_2517 = l_2515 <= double(1.7976931348623157e308);
const bool l_2518 = l_2516 && l_2517;
if (l_2518) {
const uint64 l_2519 = reinterpret_cast<uint64 const&>(l_2515);
const uint64 l_2520 = l_2519 >> uint64(52);
const uint64 l_2521 = l_2520 - uint64(23);
const uint64 l_2522 = l_2521 << uint64(52);
const double l_2523 = reinterpret_cast<double const&>(l_2522);
l_mut_2093 = l_2523;
}
const double l_2524 = l_2487 + l_2491;
const double l_2525 = abs(l_2524);
l_mut_567 = double(1.401298464324817e-45);
const bool l_2526 = l_2525 >= double(1.1754943508222875e-38);
const bool l_2527 = l_2525 <= double(1.7976931348623157e308);
const bool l_2528 = l_2526 && l_2527;
if (l_2528) {
const uint64 l_2529 = reinterpret_cast<uint64 const&>(l_2525);
const uint64 l_2530 = l_2529 >> uint64(52);
const uint64 l_2531 = l_2530 - uint64(23);
const uint64 l_2532 = l_2531 << uint64(52);
const double l_2533 = reinterpret_cast<double const&>(l_2532);
l_mut_567 = l_2533;
}
const bool l_2534 = l_mut_2093 == l_mut_567;
const bool l_2535 = !l_2534;
const bool l_2536 = l_2513 || l_2535;
if (l_2536) {
l_arr_1946[uint32(0)] = uint32(0);
}
const double l_2537 = abs(l_2486);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_2538 = l_2537 >= double(1.1754943508222875e-38);
const bool l_2539 = l_2537 <= double(1.7976931348623157e308);
const bool l_2540 = l_2538 && l_2539;
if (l_2540) {
const uint64 l_2541 = reinterpret_cast<uint64 const&>(l_2537);
const uint64 l_2542 = l_2541 >> uint64(52);
const uint64 l_2543 = l_2542 - uint64(23);
const uint64 l_2544 = l_2543 << uint64(52);
const double l_2545 = reinterpret_cast<double const&>(l_2544);
l_mut_2093 = l_2545;
}
const double l_2546 = l_910 * l_mut_2093;
const double l_2547 = l_2486 - l_2546;
const double l_2548 = abs(l_2487);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_2549 = l_2548 >= double(1.1754943508222875e-38);
const bool l_2550 = l_2548 <= double(1.7976931348623157e308);
const bool l_2551 = l_2549 && l_2550;
if (l_2551) {
const uint64 l_2552 = reinterpret_cast<uint64 const&>(l_2548);
const uint64 l_2553 = l_2552 >> uint64(52);
const uint64 l_2554 = l_2553 - uint64(23);
const uint64 l_2555 = l_2554 << uint64(52);
const double l_2556 = reinterpret_cast<double const&>(l_2555);
l_mut_2093 = l_2556;
}
const double l_2557 = l_910 * l_mut_2093;
const double l_2558 = l_2487 + l_2557;
const uint32 l_2559 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2560 = l_2559 & uint32(2147483647);
const float l_2561 = reinterpret_cast<float const&>(l_2560);
const double l_2562 = double(l_2561);
l_mut_2093 = l_2562;
const bool l_2563 = l_2560 < uint32(8388608);
if (l_2563) {
const double l_2564 = double(l_2560);
const double l_2565 = l_2564 * double(1.401298464324817e-45);
l_mut_2093 = l_2565;
}
const uint64 l_2566 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2567 = l_2559 >> uint32(31);
const uint64 l_2568 = uint64(l_2567);
const uint64 l_2569 = l_2568 << uint64(63);
const uint64 l_2570 = l_2566 | l_2569;
const double l_2571 = reinterpret_cast<double const&>(l_2570);
const uint32 l_2572 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2573 = l_2572 + uint32(1);
l_mut_937 = l_2573;
const uint32 l_2574 = l_2572 & uint32(2147483647);
const bool l_2575 = l_2574 == uint32(0);
if (l_2575) {
l_mut_937 = uint32(1);
} else {
const uint32 l_2576 = l_2572 & uint32(2147483648);
const bool l_2577 = l_2576 != uint32(0);
if (l_2577) {
const uint32 l_2578 = l_2572 - uint32(1);
l_mut_937 = l_2578;
} else {
const bool l_2579 = l_2572 == uint32(2139095040);
if (l_2579) {
l_mut_937 = l_2572;
}
}
}
const float l_2580 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_2581 = reinterpret_cast<uint32 const&>(l_2580);
const uint32 l_2582 = l_2581 & uint32(2147483647);
const float l_2583 = reinterpret_cast<float const&>(l_2582);
const double l_2584 = double(l_2583);
l_mut_2093 = l_2584;
const bool l_2585 = l_2582 < uint32(8388608);
if (l_2585) {
const double l_2586 = double(l_2582);
const double l_2587 = l_2586 * double(1.401298464324817e-45);
l_mut_2093 = l_2587;
}
const uint64 l_2588 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2589 = l_2581 >> uint32(31);
const uint64 l_2590 = uint64(l_2589);
const uint64 l_2591 = l_2590 << uint64(63);
const uint64 l_2592 = l_2588 | l_2591;
const double l_2593 = reinterpret_cast<double const&>(l_2592);
const uint32 l_2594 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2595 = l_2594 ^ uint32(2147483648);
const float l_2596 = reinterpret_cast<float const&>(l_2595);
const uint32 l_2597 = reinterpret_cast<uint32 const&>(l_2596);
const uint32 l_2598 = l_2597 + uint32(1);
l_mut_937 = l_2598;
const uint32 l_2599 = l_2597 & uint32(2147483647);
const bool l_2600 = l_2599 == uint32(0);
if (l_2600) {
l_mut_937 = uint32(1);
} else {
const uint32 l_2601 = l_2597 & uint32(2147483648);
const bool l_2602 = l_2601 != uint32(0);
if (l_2602) {
const uint32 l_2603 = l_2597 - uint32(1);
l_mut_937 = l_2603;
} else {
const bool l_2604 = l_2597 == uint32(2139095040);
if (l_2604) {
l_mut_937 = l_2597;
}
}
}
const float l_2605 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_2606 = reinterpret_cast<uint32 const&>(l_2605);
const uint32 l_2607 = l_2606 ^ uint32(2147483648);
const float l_2608 = reinterpret_cast<float const&>(l_2607);
const uint32 l_2609 = reinterpret_cast<uint32 const&>(l_2608);
const uint32 l_2610 = l_2609 & uint32(2147483647);
const float l_2611 = reinterpret_cast<float const&>(l_2610);
const double l_2612 = double(l_2611);
l_mut_2093 = l_2612;
const bool l_2613 = l_2610 < uint32(8388608);
if (l_2613) {
const double l_2614 = double(l_2610);
const double l_2615 = l_2614 * double(1.401298464324817e-45);
l_mut_2093 = l_2615;
}
const uint64 l_2616 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2617 = l_2609 >> uint32(31);
const uint64 l_2618 = uint64(l_2617);
const uint64 l_2619 = l_2618 << uint64(63);
const uint64 l_2620 = l_2616 | l_2619;
const double l_2621 = reinterpret_cast<double const&>(l_2620);
const double l_2622 = l_2547 + l_2489;
const bool l_2623 = l_2622 <= l_2571;
l_mut_1038 = l_2623;
const double l_2624 = l_2547 - l_2489;
const bool l_2625 = l_2624 > l_2571;
l_mut_1035 = l_2625;
const double l_2626 = l_2558 - l_2491;
const bool l_2627 = l_2626 >= l_2571;
l_mut_1032 = l_2627;
const double l_2628 = l_2558 + l_2491;
const bool l_2629 = l_2628 < l_2571;
l_mut_1029 = l_2629;
if (l_905) {
const double l_2630 = l_2547 + l_2489;
const bool l_2631 = l_2630 < l_2593;
l_mut_1038 = l_2631;
const double l_2632 = l_2547 - l_2489;
const bool l_2633 = l_2632 >= l_2593;
l_mut_1035 = l_2633;
const double l_2634 = l_2558 - l_2491;
const bool l_2635 = l_2634 > l_2621;
l_mut_1032 = l_2635;
const double l_2636 = l_2558 + l_2491;
const bool l_2637 = l_2636 <= l_2621;
l_mut_1029 = l_2637;
}
l_mut_937 = uint32(2);
const bool l_2638 = l_mut_1035 || l_mut_1029;
if (l_2638) {
l_mut_937 = uint32(1);
} else {
const bool l_2639 = l_mut_1038 && l_mut_1032;
if (l_2639) {
l_mut_937 = uint32(0);
}
}
const uint32 l_2640 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2641 = l_2640 & uint32(2147483647);
const bool l_2642 = l_2641 == uint32(0);
if (l_2642) {
const double l_2643 = l_2547 + l_2489;
const bool l_2644 = l_2643 < double(1.1754943508222875e-38);
const double l_2645 = l_2558 - l_2491;
const bool l_2646 = l_2645 > double(-1.1754943508222875e-38);
const bool l_2647 = l_2644 && l_2646;
const double l_2648 = l_2547 - l_2489;
const bool l_2649 = l_2648 < double(1.1754943508222875e-38);
const double l_2650 = l_2558 + l_2491;
const bool l_2651 = l_2650 > double(-1.1754943508222875e-38);
const bool l_2652 = l_2649 && l_2651;
if (l_2647) {
l_mut_937 = uint32(0);
} else {
const bool l_2653 = l_mut_937 == uint32(1);
const bool l_2654 = l_2652 && l_2653;
if (l_2654) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
const uint32 l_2655 = l_arr_1946[uint32(0)];
const bool l_2656 = l_2655 == uint32(0);
if (l_2656) {
l_mut_978 = uint32(2);
}
l_mut_379 = l_mut_978;
} else {
const bool l_2657 = l_901 == uint32(10);
if (l_2657) {
const double l_2658 = sqrt(l_918);
const double l_2659 = double(1.0) / l_2658;
const double l_2660 = l_2659 * double(1.4551915228366852e-11);
const double l_2661 = abs(l_2659);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_2662 = l_2661 >= double(1.1754943508222875e-38);
const bool l_2663 = l_2661 <= double(1.7976931348623157e308);
const bool l_2664 = l_2662 && l_2663;
if (l_2664) {
const uint64 l_2665 = reinterpret_cast<uint64 const&>(l_2661);
const uint64 l_2666 = l_2665 >> uint64(52);
const uint64 l_2667 = l_2666 - uint64(23);
const uint64 l_2668 = l_2667 << uint64(52);
const double l_2669 = reinterpret_cast<double const&>(l_2668);
l_mut_2093 = l_2669;
}
const double l_2670 = l_907 * l_mut_2093;
const double l_2671 = l_2659 - l_2670;
const double l_2672 = l_918 * l_2671;
const double l_2673 = l_907 * l_mut_2093;
const double l_2674 = l_2659 + l_2673;
const double l_2675 = l_918 * l_2674;
l_mut_978 = uint32(2);
const double l_2676 = l_2659 - l_2660;
const double l_2677 = abs(l_2676);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_2678 = l_2677 >= double(1.1754943508222875e-38);
const bool l_2679 = l_2677 <= double(1.7976931348623157e308);
const bool l_2680 = l_2678 && l_2679;
if (l_2680) {
const uint64 l_2681 = reinterpret_cast<uint64 const&>(l_2677);
const uint64 l_2682 = l_2681 >> uint64(52);
const uint64 l_2683 = l_2682 - uint64(23);
const uint64 l_2684 = l_2683 << uint64(52);
const double l_2685 = reinterpret_cast<double const&>(l_2684);
l_mut_2093 = l_2685;
}
const double l_2686 = l_2659 + l_2660;
const double l_2687 = abs(l_2686);
l_mut_567 = double(1.401298464324817e-45);
const bool l_2688 = l_2687 >= double(1.1754943508222875e-38);
const bool l_2689 = l_2687 <= double(1.7976931348623157e308);
const bool l_2690 = l_2688 && l_2689;
if (l_2690) {
const uint64 l_2691 = reinterpret_cast<uint64 const&>(l_2687);
const uint64 l_2692 = l_2691 >> uint64(52);
const uint64 l_2693 = l_2692 - uint64(23);
const uint64 l_2694 = l_2693 << uint64(52);
const double l_2695 = reinterpret_cast<double const&>(l_2694);
l_mut_567 = l_2695;
}
const bool l_2696 = l_mut_2093 == l_mut_567;
if (l_2696) {
const double l_2697 = abs(l_2672);
const double l_2698 = l_2697 * double(1.4551915228366852e-11);
const double l_2699 = abs(l_2675);
const double l_2700 = l_2699 * double(1.4551915228366852e-11);
const uint32 l_2701 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2702 = l_2701 & uint32(2147483647);
const float l_2703 = reinterpret_cast<float const&>(l_2702);
const double l_2704 = double(l_2703);
l_mut_2093 = l_2704;
const bool l_2705 = l_2702 < uint32(8388608);
if (l_2705) {
const double l_2706 = double(l_2702);
const double l_2707 = l_2706 * double(1.401298464324817e-45);
l_mut_2093 = l_2707;
}
const uint64 l_2708 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2709 = l_2701 >> uint32(31);
const uint64 l_2710 = uint64(l_2709);
const uint64 l_2711 = l_2710 << uint64(63);
const uint64 l_2712 = l_2708 | l_2711;
const double l_2713 = reinterpret_cast<double const&>(l_2712);
const uint32 l_2714 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2715 = l_2714 + uint32(1);
l_mut_937 = l_2715;
const uint32 l_2716 = l_2714 & uint32(2147483647);
const bool l_2717 = l_2716 == uint32(0);
if (l_2717) {
l_mut_937 = uint32(1);
} else {
const uint32 l_2718 = l_2714 & uint32(2147483648);
const bool l_2719 = l_2718 != uint32(0);
if (l_2719) {
const uint32 l_2720 = l_2714 - uint32(1);
l_mut_937 = l_2720;
} else {
const bool l_2721 = l_2714 == uint32(2139095040);
if (l_2721) {
l_mut_937 = l_2714;
}
}
}
const float l_2722 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_2723 = reinterpret_cast<uint32 const&>(l_2722);
const uint32 l_2724 = l_2723 & uint32(2147483647);
const float l_2725 = reinterpret_cast<float const&>(l_2724);
const double l_2726 = double(l_2725);
l_mut_2093 = l_2726;
const bool l_2727 = l_2724 < uint32(8388608);
if (l_2727) {
const double l_2728 = double(l_2724);
const double l_2729 = l_2728 * double(1.401298464324817e-45);
l_mut_2093 = l_2729;
}
const uint64 l_2730 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2731 = l_2723 >> uint32(31);
const uint64 l_2732 = uint64(l_2731);
const uint64 l_2733 = l_2732 << uint64(63);
const uint64 l_2734 = l_2730 | l_2733;
const double l_2735 = reinterpret_cast<double const&>(l_2734);
const uint32 l_2736 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2737 = l_2736 ^ uint32(2147483648);
const float l_2738 = reinterpret_cast<float const&>(l_2737);
const uint32 l_2739 = reinterpret_cast<uint32 const&>(l_2738);
const uint32 l_2740 = l_2739 + uint32(1);
l_mut_937 = l_2740;
const uint32 l_2741 = l_2739 & uint32(2147483647);
const bool l_2742 = l_2741 == uint32(0);
if (l_2742) {
l_mut_937 = uint32(1);
} else {
const uint32 l_2743 = l_2739 & uint32(2147483648);
const bool l_2744 = l_2743 != uint32(0);
if (l_2744) {
const uint32 l_2745 = l_2739 - uint32(1);
l_mut_937 = l_2745;
} else {
const bool l_2746 = l_2739 == uint32(2139095040);
if (l_2746) {
l_mut_937 = l_2739;
}
}
}
const float l_2747 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_2748 = reinterpret_cast<uint32 const&>(l_2747);
const uint32 l_2749 = l_2748 ^ uint32(2147483648);
const float l_2750 = reinterpret_cast<float const&>(l_2749);
const uint32 l_2751 = reinterpret_cast<uint32 const&>(l_2750);
const uint32 l_2752 = l_2751 & uint32(2147483647);
const float l_2753 = reinterpret_cast<float const&>(l_2752);
const double l_2754 = double(l_2753);
l_mut_2093 = l_2754;
const bool l_2755 = l_2752 < uint32(8388608);
if (l_2755) {
const double l_2756 = double(l_2752);
const double l_2757 = l_2756 * double(1.401298464324817e-45);
l_mut_2093 = l_2757;
}
const uint64 l_2758 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2759 = l_2751 >> uint32(31);
const uint64 l_2760 = uint64(l_2759);
const uint64 l_2761 = l_2760 << uint64(63);
const uint64 l_2762 = l_2758 | l_2761;
const double l_2763 = reinterpret_cast<double const&>(l_2762);
const double l_2764 = l_2672 + l_2698;
const bool l_2765 = l_2764 <= l_2713;
l_mut_1038 = l_2765;
const double l_2766 = l_2672 - l_2698;
const bool l_2767 = l_2766 > l_2713;
l_mut_1035 = l_2767;
const double l_2768 = l_2675 - l_2700;
const bool l_2769 = l_2768 >= l_2713;
l_mut_1032 = l_2769;
const double l_2770 = l_2675 + l_2700;
const bool l_2771 = l_2770 < l_2713;
l_mut_1029 = l_2771;
const double l_2772 = l_2672 + l_2698;
const bool l_2773 = l_2772 < l_2735;
l_mut_1038 = l_2773;
const double l_2774 = l_2672 - l_2698;
const bool l_2775 = l_2774 >= l_2735;
l_mut_1035 = l_2775;
const double l_2776 = l_2675 - l_2700;
const bool l_2777 = l_2776 > l_2763;
l_mut_1032 = l_2777;
const double l_2778 = l_2675 + l_2700;
const bool l_2779 = l_2778 <= l_2763;
l_mut_1029 = l_2779;
l_mut_937 = uint32(2);
const bool l_2780 = l_mut_1035 || l_mut_1029;
if (l_2780) {
l_mut_937 = uint32(1);
} else {
const bool l_2781 = l_mut_1038 && l_mut_1032;
if (l_2781) {
l_mut_937 = uint32(0);
}
}
const uint32 l_2782 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2783 = l_2782 & uint32(2147483647);
const bool l_2784 = l_2783 == uint32(0);
if (l_2784) {
const double l_2785 = l_2672 + l_2698;
const bool l_2786 = l_2785 < double(1.1754943508222875e-38);
const double l_2787 = l_2675 - l_2700;
const bool l_2788 = l_2787 > double(-1.1754943508222875e-38);
const bool l_2789 = l_2786 && l_2788;
const double l_2790 = l_2672 - l_2698;
const bool l_2791 = l_2790 < double(1.1754943508222875e-38);
const double l_2792 = l_2675 + l_2700;
const bool l_2793 = l_2792 > double(-1.1754943508222875e-38);
const bool l_2794 = l_2791 && l_2793;
if (l_2789) {
l_mut_937 = uint32(0);
} else {
const bool l_2795 = l_mut_937 == uint32(1);
const bool l_2796 = l_2794 && l_2795;
if (l_2796) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
} else {
const bool l_2797 = l_901 == uint32(11);
const bool l_2798 = l_901 == uint32(12);
const bool l_2799 = l_2797 || l_2798;
if (l_2799) {
l_mut_379 = uint32(0);
const bool l_2800 = l_919 <= l_913;
const bool l_2801 = l_901 == uint32(11);
const bool l_2802 = l_2800 && l_2801;
if (l_2802) {
const float l_2803 = float(l_918);
const uint32 l_2804 = reinterpret_cast<uint32 const&>(l_2803);
const uint32 l_2805 = l_2804 & uint32(2147483647);
const float l_2806 = reinterpret_cast<float const&>(l_2805);
const double l_2807 = double(l_2806);
l_mut_2093 = l_2807;
const bool l_2808 = l_2805 < uint32(8388608);
if (l_2808) {
const double l_2809 = double(l_2805);
const double l_2810 = l_2809 * double(1.401298464324817e-45);
l_mut_2093 = l_2810;
}
const uint64 l_2811 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_2812 = l_2804 >> uint32(31);
const uint64 l_2813 = uint64(l_2812);
const uint64 l_2814 = l_2813 << uint64(63);
const uint64 l_2815 = l_2811 | l_2814;
const double l_2816 = reinterpret_cast<double const&>(l_2815);
const double l_2817 = abs(l_2816);
l_mut_2093 = l_2817;
l_mut_978 = uint32(0);
const bool l_2818 = l_2817 >= double(0.785);
if (l_2818) {
const double l_2819 = l_2817 * double(0.6366197723675814);
const double l_2820 = l_2819 + double(0.5);
const double l_2821 = floor(l_2820);
const double l_2822 = l_2821 * double(1.570796325802803);
const double l_2823 = l_2817 - l_2822;
const double l_2824 = l_2823 * l_20;
const double l_2825 = l_2821 * double(9.920935796805404e-10);
const double l_2826 = l_2824 - l_2825;
l_mut_2093 = l_2826;
const uint32 l_2827 = uint32(l_2821);
l_mut_978 = l_2827;
}
const uint32 l_2828 = reinterpret_cast<uint32 const&>(l_2803);
const bool l_2829 = l_2828 >= uint32(2147483648);
const double l_2830 = l_mut_2093 * l_mut_2093;
const double l_2831 = l_2830 * double(1.9572941063391263e-20);
const double l_2832 = double(8.22063524662433e-18) - l_2831;
l_mut_567 = l_2832;
const double l_2833 = l_mut_567 * l_2830;
const double l_2834 = l_2833 - double(2.8114572543455206e-15);
l_mut_567 = l_2834;
const double l_2835 = l_mut_567 * l_2830;
const double l_2836 = l_2835 + double(7.647163731819816e-13);
l_mut_567 = l_2836;
const double l_2837 = l_mut_567 * l_2830;
const double l_2838 = l_2837 - double(1.6059043836821613e-10);
l_mut_567 = l_2838;
const double l_2839 = l_mut_567 * l_2830;
const double l_2840 = l_2839 + double(2.505210838544172e-8);
l_mut_567 = l_2840;
const double l_2841 = l_mut_567 * l_2830;
const double l_2842 = l_2841 - double(2.7557319223985893e-6);
l_mut_567 = l_2842;
const double l_2843 = l_mut_567 * l_2830;
const double l_2844 = l_2843 + double(0.0001984126984126984);
l_mut_567 = l_2844;
const double l_2845 = l_mut_567 * l_2830;
const double l_2846 = l_2845 - double(0.008333333333333333);
l_mut_567 = l_2846;
const double l_2847 = l_mut_567 * l_2830;
const double l_2848 = l_2847 + double(0.16666666666666666);
l_mut_567 = l_2848;
const double l_2849 = double(0.5) * l_2830;
const double l_2850 = double(1.0) - l_2849;
const double l_2851 = double(0.0) * l_2850;
const double l_2852 = l_mut_2093 * l_2830;
const double l_2853 = l_2852 * l_mut_567;
const double l_2854 = l_2851 - l_2853;
const double l_2855 = l_mut_2093 + l_2854;
const double l_2856 = l_mut_2093 * l_mut_2093;
const double l_2857 = l_2856 * double(4.110317623312165e-19);
const double l_2858 = l_2857 - double(1.5619206968586225e-16);
l_mut_567 = l_2858;
const double l_2859 = l_mut_567 * l_2856;
const double l_2860 = l_2859 + double(4.779477332387385e-14);
l_mut_567 = l_2860;
const double l_2861 = l_mut_567 * l_2856;
const double l_2862 = l_2861 - double(1.1470745597729725e-11);
l_mut_567 = l_2862;
const double l_2863 = l_mut_567 * l_2856;
const double l_2864 = l_2863 + double(2.08767569878681e-9);
l_mut_567 = l_2864;
const double l_2865 = l_mut_567 * l_2856;
const double l_2866 = l_2865 - double(2.755731922398589e-7);
l_mut_567 = l_2866;
const double l_2867 = l_mut_567 * l_2856;
const double l_2868 = l_2867 + double(2.48015873015873e-5);
l_mut_567 = l_2868;
const double l_2869 = l_mut_567 * l_2856;
const double l_2870 = l_2869 - double(0.001388888888888889);
l_mut_567 = l_2870;
const double l_2871 = l_mut_567 * l_2856;
const double l_2872 = l_2871 + double(0.041666666666666664);
l_mut_567 = l_2872;
const double l_2873 = double(0.5) * l_2856;
const double l_2874 = double(1.0) - l_2873;
const double l_2875 = l_2856 * l_2856;
const double l_2876 = l_2875 * l_mut_567;
const double l_2877 = double(0.0) * l_mut_2093;
const double l_2878 = l_2876 - l_2877;
const double l_2879 = l_2874 + l_2878;
const uint32 l_2880 = l_mut_978 & uint32(1);
const bool l_2881 = l_2880 == uint32(1);
l_mut_2093 = l_2855;
const uint32 l_2882 = l_mut_978 & uint32(2);
const bool l_2883 = l_2882 != uint32(0);
l_mut_1038 = l_2883;
const bool l_2884 = uint32(6) == uint32(6);
if (l_2884) {
if (l_2881) {
l_mut_2093 = l_2879;
}
} else {
const bool l_2885 = uint32(6) == uint32(7);
if (l_2885) {
l_mut_2093 = l_2879;
if (l_2881) {
l_mut_2093 = l_2855;
}
const uint32 l_2886 = l_mut_978 + uint32(1);
const uint32 l_2887 = l_2886 & uint32(2);
const bool l_2888 = l_2887 != uint32(0);
l_mut_1038 = l_2888;
} else {
const double l_2889 = l_2855 / l_2879;
l_mut_2093 = l_2889;
if (l_2881) {
const double l_2890 = l_2879 / l_2855;
l_mut_2093 = l_2890;
}
l_mut_1038 = l_2881;
}
}
const bool l_2891 = uint32(6) != uint32(7);
const bool l_2892 = l_2891 && l_2829;
if (l_2892) {
const bool l_2893 = !l_mut_1038;
l_mut_1038 = l_2893;
}
if (l_mut_1038) {
const double l_2894 = -l_mut_2093;
l_mut_2093 = l_2894;
}
const float l_2895 = float(l_918);
const uint32 l_2896 = reinterpret_cast<uint32 const&>(l_2895);
const uint32 l_2897 = l_2896 & uint32(2147483647);
const float l_2898 = reinterpret_cast<float const&>(l_2897);
const double l_2899 = double(l_2898);
l_mut_567 = l_2899;
const bool l_2900 = l_2897 < uint32(8388608);
if (l_2900) {
const double l_2901 = double(l_2897);
const double l_2902 = l_2901 * double(1.401298464324817e-45);
l_mut_567 = l_2902;
}
const uint64 l_2903 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_2904 = l_2896 >> uint32(31);
const uint64 l_2905 = uint64(l_2904);
const uint64 l_2906 = l_2905 << uint64(63);
const uint64 l_2907 = l_2903 | l_2906;
const double l_2908 = reinterpret_cast<double const&>(l_2907);
const double l_2909 = abs(l_2908);
l_mut_567 = l_2909;
l_mut_978 = uint32(0);
const bool l_2910 = l_2909 >= double(0.785);
if (l_2910) {
const double l_2911 = l_2909 * double(0.6366197723675814);
const double l_2912 = l_2911 + double(0.5);
const double l_2913 = floor(l_2912);
const double l_2914 = l_2913 * double(1.570796325802803);
const double l_2915 = l_2909 - l_2914;
const double l_2916 = l_2915 * l_20;
const double l_2917 = l_2913 * double(9.920935796805404e-10);
const double l_2918 = l_2916 - l_2917;
l_mut_567 = l_2918;
const uint32 l_2919 = uint32(l_2913);
l_mut_978 = l_2919;
}
const uint32 l_2920 = reinterpret_cast<uint32 const&>(l_2895);
const bool l_2921 = l_2920 >= uint32(2147483648);
const double l_2922 = l_mut_567 * l_mut_567;
const double l_2923 = l_2922 * double(1.9572941063391263e-20);
const double l_2924 = double(8.22063524662433e-18) - l_2923;
l_mut_395 = l_2924;
const double l_2925 = l_mut_395 * l_2922;
const double l_2926 = l_2925 - double(2.8114572543455206e-15);
l_mut_395 = l_2926;
const double l_2927 = l_mut_395 * l_2922;
const double l_2928 = l_2927 + double(7.647163731819816e-13);
l_mut_395 = l_2928;
const double l_2929 = l_mut_395 * l_2922;
const double l_2930 = l_2929 - double(1.6059043836821613e-10);
l_mut_395 = l_2930;
const double l_2931 = l_mut_395 * l_2922;
const double l_2932 = l_2931 + double(2.505210838544172e-8);
l_mut_395 = l_2932;
const double l_2933 = l_mut_395 * l_2922;
const double l_2934 = l_2933 - double(2.7557319223985893e-6);
l_mut_395 = l_2934;
const double l_2935 = l_mut_395 * l_2922;
const double l_2936 = l_2935 + double(0.0001984126984126984);
l_mut_395 = l_2936;
const double l_2937 = l_mut_395 * l_2922;
const double l_2938 = l_2937 - double(0.008333333333333333);
l_mut_395 = l_2938;
const double l_2939 = l_mut_395 * l_2922;
const double l_2940 = l_2939 + double(0.16666666666666666);
l_mut_395 = l_2940;
const double l_2941 = double(0.5) * l_2922;
const double l_2942 = double(1.0) - l_2941;
const double l_2943 = double(0.0) * l_2942;
const double l_2944 = l_mut_567 * l_2922;
const double l_2945 = l_2944 * l_mut_395;
const double l_2946 = l_2943 - l_2945;
const double l_2947 = l_mut_567 + l_2946;
const double l_2948 = l_mut_567 * l_mut_567;
const double l_2949 = l_2948 * double(4.110317623312165e-19);
const double l_2950 = l_2949 - double(1.5619206968586225e-16);
l_mut_395 = l_2950;
const double l_2951 = l_mut_395 * l_2948;
const double l_2952 = l_2951 + double(4.779477332387385e-14);
l_mut_395 = l_2952;
const double l_2953 = l_mut_395 * l_2948;
const double l_2954 = l_2953 - double(1.1470745597729725e-11);
l_mut_395 = l_2954;
const double l_2955 = l_mut_395 * l_2948;
const double l_2956 = l_2955 + double(2.08767569878681e-9);
l_mut_395 = l_2956;
const double l_2957 = l_mut_395 * l_2948;
const double l_2958 = l_2957 - double(2.755731922398589e-7);
l_mut_395 = l_2958;
const double l_2959 = l_mut_395 * l_2948;
const double l_2960 = l_2959 + double(2.48015873015873e-5);
l_mut_395 = l_2960;
const double l_2961 = l_mut_395 * l_2948;
const double l_2962 = l_2961 - double(0.001388888888888889);
l_mut_395 = l_2962;
const double l_2963 = l_mut_395 * l_2948;
const double l_2964 = l_2963 + double(0.041666666666666664);
l_mut_395 = l_2964;
const double l_2965 = double(0.5) * l_2948;
const double l_2966 = double(1.0) - l_2965;
const double l_2967 = l_2948 * l_2948;
const double l_2968 = l_2967 * l_mut_395;
const double l_2969 = double(0.0) * l_mut_567;
const double l_2970 = l_2968 - l_2969;
const double l_2971 = l_2966 + l_2970;
const uint32 l_2972 = l_mut_978 & uint32(1);
const bool l_2973 = l_2972 == uint32(1);
l_mut_567 = l_2947;
const uint32 l_2974 = l_mut_978 & uint32(2);
const bool l_2975 = l_2974 != uint32(0);
l_mut_1038 = l_2975;
const bool l_2976 = uint32(7) == uint32(6);
if (l_2976) {
if (l_2973) {
l_mut_567 = l_2971;
}
} else {
const bool l_2977 = uint32(7) == uint32(7);
if (l_2977) {
l_mut_567 = l_2971;
if (l_2973) {
l_mut_567 = l_2947;
}
const uint32 l_2978 = l_mut_978 + uint32(1);
const uint32 l_2979 = l_2978 & uint32(2);
const bool l_2980 = l_2979 != uint32(0);
l_mut_1038 = l_2980;
} else {
const double l_2981 = l_2947 / l_2971;
l_mut_567 = l_2981;
if (l_2973) {
const double l_2982 = l_2971 / l_2947;
l_mut_567 = l_2982;
}
l_mut_1038 = l_2973;
}
}
const bool l_2983 = uint32(7) != uint32(7);
const bool l_2984 = l_2983 && l_2921;
if (l_2984) {
const bool l_2985 = !l_mut_1038;
l_mut_1038 = l_2985;
}
if (l_mut_1038) {
const double l_2986 = -l_mut_567;
l_mut_567 = l_2986;
}
const double l_2987 = abs(l_mut_2093);
const double l_2988 = l_2987 * double(1.4551915228366852e-11);
const double l_2989 = abs(l_mut_567);
const double l_2990 = l_2989 * double(1.4551915228366852e-11);
l_mut_395 = double(1.4551915228366852e-11);
l_mut_978 = uint32(2);
if (l_905) {
const double l_2991 = l_mut_2093 - l_907;
const double l_2992 = abs(l_2991);
const double l_2993 = l_2992 * double(2.220446049250313e-16);
const double l_2994 = l_2988 + l_2993;
const double l_2995 = l_2991 + l_2994;
const double l_2996 = -l_2995;
const double l_2997 = l_2996 * double(7.1362384635298e44);
const double l_2998 = floor(l_2997);
const double l_2999 = l_2998 * double(1.401298464324817e-45);
l_mut_241 = l_2999;
const double l_3000 = abs(l_2996);
const bool l_3001 = l_3000 >= double(1.1754943508222875e-38);
if (l_3001) {
const float l_3002 = float(l_2996);
const double l_3003 = double(l_3002);
l_mut_241 = l_3003;
const bool l_3004 = l_mut_241 > l_2996;
if (l_3004) {
const uint32 l_3005 = reinterpret_cast<uint32 const&>(l_3002);
const uint32 l_3006 = l_3005 ^ uint32(2147483648);
const float l_3007 = reinterpret_cast<float const&>(l_3006);
const uint32 l_3008 = reinterpret_cast<uint32 const&>(l_3007);
const uint32 l_3009 = l_3008 + uint32(1);
l_mut_937 = l_3009;
const uint32 l_3010 = l_3008 & uint32(2147483647);
const bool l_3011 = l_3010 == uint32(0);
if (l_3011) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3012 = l_3008 & uint32(2147483648);
const bool l_3013 = l_3012 != uint32(0);
if (l_3013) {
const uint32 l_3014 = l_3008 - uint32(1);
l_mut_937 = l_3014;
} else {
const bool l_3015 = l_3008 == uint32(2139095040);
if (l_3015) {
l_mut_937 = l_3008;
}
}
}
const float l_3016 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3017 = reinterpret_cast<uint32 const&>(l_3016);
const uint32 l_3018 = l_3017 ^ uint32(2147483648);
const float l_3019 = reinterpret_cast<float const&>(l_3018);
const uint32 l_3020 = reinterpret_cast<uint32 const&>(l_3019);
const uint32 l_3021 = l_3020 & uint32(2147483647);
const float l_3022 = reinterpret_cast<float const&>(l_3021);
const double l_3023 = double(l_3022);
l_mut_166 = l_3023;
const bool l_3024 = l_3021 < uint32(8388608);
if (l_3024) {
const double l_3025 = double(l_3021);
const double l_3026 = l_3025 * double(1.401298464324817e-45);
l_mut_166 = l_3026;
}
const uint64 l_3027 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3028 = l_3020 >> uint32(31);
const uint64 l_3029 = uint64(l_3028);
const uint64 l_3030 = l_3029 << uint64(63);
const uint64 l_3031 = l_3027 | l_3030;
const double l_3032 = reinterpret_cast<double const&>(l_3031);
l_mut_241 = l_3032;
} else {
const uint32 l_3033 = reinterpret_cast<uint32 const&>(l_3002);
const uint32 l_3034 = l_3033 + uint32(1);
l_mut_937 = l_3034;
const uint32 l_3035 = l_3033 & uint32(2147483647);
const bool l_3036 = l_3035 == uint32(0);
if (l_3036) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3037 = l_3033 & uint32(2147483648);
const bool l_3038 = l_3037 != uint32(0);
if (l_3038) {
const uint32 l_3039 = l_3033 - uint32(1);
l_mut_937 = l_3039;
} else {
const bool l_3040 = l_3033 == uint32(2139095040);
if (l_3040) {
l_mut_937 = l_3033;
}
}
}
const float l_3041 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3042 = reinterpret_cast<uint32 const&>(l_3041);
const uint32 l_3043 = l_3042 & uint32(2147483647);
const float l_3044 = reinterpret_cast<float const&>(l_3043);
const double l_3045 = double(l_3044);
l_mut_166 = l_3045;
const bool l_3046 = l_3043 < uint32(8388608);
if (l_3046) {
const double l_3047 = double(l_3043);
const double l_3048 = l_3047 * double(1.401298464324817e-45);
l_mut_166 = l_3048;
}
const uint64 l_3049 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3050 = l_3042 >> uint32(31);
const uint64 l_3051 = uint64(l_3050);
const uint64 l_3052 = l_3051 << uint64(63);
const uint64 l_3053 = l_3049 | l_3052;
const double l_3054 = reinterpret_cast<double const&>(l_3053);
const bool l_3055 = l_3054 <= l_2996;
if (l_3055) {
const uint32 l_3056 = reinterpret_cast<uint32 const&>(l_3002);
const uint32 l_3057 = l_3056 + uint32(1);
l_mut_937 = l_3057;
const uint32 l_3058 = l_3056 & uint32(2147483647);
const bool l_3059 = l_3058 == uint32(0);
if (l_3059) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3060 = l_3056 & uint32(2147483648);
const bool l_3061 = l_3060 != uint32(0);
if (l_3061) {
const uint32 l_3062 = l_3056 - uint32(1);
l_mut_937 = l_3062;
} else {
const bool l_3063 = l_3056 == uint32(2139095040);
if (l_3063) {
l_mut_937 = l_3056;
}
}
}
const float l_3064 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3065 = reinterpret_cast<uint32 const&>(l_3064);
const uint32 l_3066 = l_3065 & uint32(2147483647);
const float l_3067 = reinterpret_cast<float const&>(l_3066);
const double l_3068 = double(l_3067);
l_mut_166 = l_3068;
const bool l_3069 = l_3066 < uint32(8388608);
if (l_3069) {
const double l_3070 = double(l_3066);
const double l_3071 = l_3070 * double(1.401298464324817e-45);
l_mut_166 = l_3071;
}
const uint64 l_3072 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3073 = l_3065 >> uint32(31);
const uint64 l_3074 = uint64(l_3073);
const uint64 l_3075 = l_3074 << uint64(63);
const uint64 l_3076 = l_3072 | l_3075;
const double l_3077 = reinterpret_cast<double const&>(l_3076);
l_mut_241 = l_3077;
}
}
}
const double l_3078 = -l_mut_241;
l_mut_241 = l_3078;
const bool l_3079 = bool(true) && bool(true);
if (l_3079) {
const double l_3080 = l_2991 + l_2994;
const double l_3081 = l_3080 * double(7.1362384635298e44);
const double l_3082 = floor(l_3081);
const double l_3083 = l_3082 * double(1.401298464324817e-45);
l_mut_166 = l_3083;
const double l_3084 = abs(l_3080);
const bool l_3085 = l_3084 >= double(1.1754943508222875e-38);
if (l_3085) {
const float l_3086 = float(l_3080);
const double l_3087 = double(l_3086);
l_mut_166 = l_3087;
const bool l_3088 = l_mut_166 > l_3080;
if (l_3088) {
const uint32 l_3089 = reinterpret_cast<uint32 const&>(l_3086);
const uint32 l_3090 = l_3089 ^ uint32(2147483648);
const float l_3091 = reinterpret_cast<float const&>(l_3090);
const uint32 l_3092 = reinterpret_cast<uint32 const&>(l_3091);
const uint32 l_3093 = l_3092 + uint32(1);
l_mut_937 = l_3093;
const uint32 l_3094 = l_3092 & uint32(2147483647);
const bool l_3095 = l_3094 == uint32(0);
if (l_3095) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3096 = l_3092 & uint32(2147483648);
const bool l_3097 = l_3096 != uint32(0);
if (l_3097) {
const uint32 l_3098 = l_3092 - uint32(1);
l_mut_937 = l_3098;
} else {
const bool l_3099 = l_3092 == uint32(2139095040);
if (l_3099) {
l_mut_937 = l_3092;
}
}
}
const float l_3100 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3101 = reinterpret_cast<uint32 const&>(l_3100);
const uint32 l_3102 = l_3101 ^ uint32(2147483648);
const float l_3103 = reinterpret_cast<float const&>(l_3102);
const uint32 l_3104 = reinterpret_cast<uint32 const&>(l_3103);
const uint32 l_3105 = l_3104 & uint32(2147483647);
const float l_3106 = reinterpret_cast<float const&>(l_3105);
const double l_3107 = double(l_3106);
l_mut_3108 = l_3107;
const bool l_3109 = l_3105 < uint32(8388608);
if (l_3109) {
const double l_3110 = double(l_3105);
const double l_3111 = l_3110 * double(1.401298464324817e-45);
l_mut_3108 = l_3111;
}
const uint64 l_3112 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_3113 = l_3104 >> uint32(31);
const uint64 l_3114 = uint64(l_3113);
const uint64 l_3115 = l_3114 << uint64(63);
const uint64 l_3116 = l_3112 | l_3115;
const double l_3117 = reinterpret_cast<double const&>(l_3116);
l_mut_166 = l_3117;
} else {
const uint32 l_3118 = reinterpret_cast<uint32 const&>(l_3086);
const uint32 l_3119 = l_3118 + uint32(1);
l_mut_937 = l_3119;
const uint32 l_3120 = l_3118 & uint32(2147483647);
const bool l_3121 = l_3120 == uint32(0);
if (l_3121) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3122 = l_3118 & uint32(2147483648);
const bool l_3123 = l_3122 != uint32(0);
if (l_3123) {
const uint32 l_3124 = l_3118 - uint32(1);
l_mut_937 = l_3124;
} else {
const bool l_3125 = l_3118 == uint32(2139095040);
if (l_3125) {
l_mut_937 = l_3118;
}
}
}
const float l_3126 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3127 = reinterpret_cast<uint32 const&>(l_3126);
const uint32 l_3128 = l_3127 & uint32(2147483647);
const float l_3129 = reinterpret_cast<float const&>(l_3128);
const double l_3130 = double(l_3129);
l_mut_3108 = l_3130;
const bool l_3131 = l_3128 < uint32(8388608);
if (l_3131) {
const double l_3132 = double(l_3128);
const double l_3133 = l_3132 * double(1.401298464324817e-45);
l_mut_3108 = l_3133;
}
const uint64 l_3134 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_3135 = l_3127 >> uint32(31);
const uint64 l_3136 = uint64(l_3135);
const uint64 l_3137 = l_3136 << uint64(63);
const uint64 l_3138 = l_3134 | l_3137;
const double l_3139 = reinterpret_cast<double const&>(l_3138);
const bool l_3140 = l_3139 <= l_3080;
if (l_3140) {
const uint32 l_3141 = reinterpret_cast<uint32 const&>(l_3086);
const uint32 l_3142 = l_3141 + uint32(1);
l_mut_937 = l_3142;
const uint32 l_3143 = l_3141 & uint32(2147483647);
const bool l_3144 = l_3143 == uint32(0);
if (l_3144) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3145 = l_3141 & uint32(2147483648);
const bool l_3146 = l_3145 != uint32(0);
if (l_3146) {
const uint32 l_3147 = l_3141 - uint32(1);
l_mut_937 = l_3147;
} else {
const bool l_3148 = l_3141 == uint32(2139095040);
if (l_3148) {
l_mut_937 = l_3141;
}
}
}
const float l_3149 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3150 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3151 = l_3150 & uint32(2147483647);
const float l_3152 = reinterpret_cast<float const&>(l_3151);
const double l_3153 = double(l_3152);
l_mut_3108 = l_3153;
const bool l_3154 = l_3151 < uint32(8388608);
if (l_3154) {
const double l_3155 = double(l_3151);
const double l_3156 = l_3155 * double(1.401298464324817e-45);
l_mut_3108 = l_3156;
}
const uint64 l_3157 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_3158 = l_3150 >> uint32(31);
const uint64 l_3159 = uint64(l_3158);
const uint64 l_3160 = l_3159 << uint64(63);
const uint64 l_3161 = l_3157 | l_3160;
const double l_3162 = reinterpret_cast<double const&>(l_3161);
l_mut_166 = l_3162;
}
}
}
l_mut_241 = l_mut_166;
} else {
const double l_3163 = l_2991 - l_2994;
const double l_3164 = l_3163 * double(7.1362384635298e44);
const double l_3165 = floor(l_3164);
const double l_3166 = l_3165 * double(1.401298464324817e-45);
l_mut_3108 = l_3166;
const double l_3167 = abs(l_3163);
const bool l_3168 = l_3167 >= double(1.1754943508222875e-38);
if (l_3168) {
const float l_3169 = float(l_3163);
const double l_3170 = double(l_3169);
l_mut_3108 = l_3170;
const bool l_3171 = l_mut_3108 > l_3163;
if (l_3171) {
const uint32 l_3172 = reinterpret_cast<uint32 const&>(l_3169);
const uint32 l_3173 = l_3172 ^ uint32(2147483648);
const float l_3174 = reinterpret_cast<float const&>(l_3173);
const uint32 l_3175 = reinterpret_cast<uint32 const&>(l_3174);
const uint32 l_3176 = l_3175 + uint32(1);
l_mut_937 = l_3176;
const uint32 l_3177 = l_3175 & uint32(2147483647);
const bool l_3178 = l_3177 == uint32(0);
if (l_3178) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3179 = l_3175 & uint32(2147483648);
const bool l_3180 = l_3179 != uint32(0);
if (l_3180) {
const uint32 l_3181 = l_3175 - uint32(1);
l_mut_937 = l_3181;
} else {
const bool l_3182 = l_3175 == uint32(2139095040);
if (l_3182) {
l_mut_937 = l_3175;
}
}
}
const float l_3183 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3184 = reinterpret_cast<uint32 const&>(l_3183);
const uint32 l_3185 = l_3184 ^ uint32(2147483648);
const float l_3186 = reinterpret_cast<float const&>(l_3185);
const uint32 l_3187 = reinterpret_cast<uint32 const&>(l_3186);
const uint32 l_3188 = l_3187 & uint32(2147483647);
const float l_3189 = reinterpret_cast<float const&>(l_3188);
const double l_3190 = double(l_3189);
l_mut_166 = l_3190;
const bool l_3191 = l_3188 < uint32(8388608);
if (l_3191) {
const double l_3192 = double(l_3188);
const double l_3193 = l_3192 * double(1.401298464324817e-45);
l_mut_166 = l_3193;
}
const uint64 l_3194 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3195 = l_3187 >> uint32(31);
const uint64 l_3196 = uint64(l_3195);
const uint64 l_3197 = l_3196 << uint64(63);
const uint64 l_3198 = l_3194 | l_3197;
const double l_3199 = reinterpret_cast<double const&>(l_3198);
l_mut_3108 = l_3199;
} else {
const uint32 l_3200 = reinterpret_cast<uint32 const&>(l_3169);
const uint32 l_3201 = l_3200 + uint32(1);
l_mut_937 = l_3201;
const uint32 l_3202 = l_3200 & uint32(2147483647);
const bool l_3203 = l_3202 == uint32(0);
if (l_3203) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3204 = l_3200 & uint32(2147483648);
const bool l_3205 = l_3204 != uint32(0);
if (l_3205) {
const uint32 l_3206 = l_3200 - uint32(1);
l_mut_937 = l_3206;
} else {
const bool l_3207 = l_3200 == uint32(2139095040);
if (l_3207) {
l_mut_937 = l_3200;
}
}
}
const float l_3208 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3209 = reinterpret_cast<uint32 const&>(l_3208);
const uint32 l_3210 = l_3209 & uint32(2147483647);
const float l_3211 = reinterpret_cast<float const&>(l_3210);
const double l_3212 = double(l_3211);
l_mut_166 = l_3212;
const bool l_3213 = l_3210 < uint32(8388608);
if (l_3213) {
const double l_3214 = double(l_3210);
const double l_3215 = l_3214 * double(1.401298464324817e-45);
l_mut_166 = l_3215;
}
const uint64 l_3216 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3217 = l_3209 >> uint32(31);
const uint64 l_3218 = uint64(l_3217);
const uint64 l_3219 = l_3218 << uint64(63);
const uint64 l_3220 = l_3216 | l_3219;
const double l_3221 = reinterpret_cast<double const&>(l_3220);
const bool l_3222 = l_3221 <= l_3163;
if (l_3222) {
const uint32 l_3223 = reinterpret_cast<uint32 const&>(l_3169);
const uint32 l_3224 = l_3223 + uint32(1);
l_mut_937 = l_3224;
const uint32 l_3225 = l_3223 & uint32(2147483647);
const bool l_3226 = l_3225 == uint32(0);
if (l_3226) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3227 = l_3223 & uint32(2147483648);
const bool l_3228 = l_3227 != uint32(0);
if (l_3228) {
const uint32 l_3229 = l_3223 - uint32(1);
l_mut_937 = l_3229;
} else {
const bool l_3230 = l_3223 == uint32(2139095040);
if (l_3230) {
l_mut_937 = l_3223;
}
}
}
const float l_3231 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3232 = reinterpret_cast<uint32 const&>(l_3231);
const uint32 l_3233 = l_3232 & uint32(2147483647);
const float l_3234 = reinterpret_cast<float const&>(l_3233);
const double l_3235 = double(l_3234);
l_mut_166 = l_3235;
const bool l_3236 = l_3233 < uint32(8388608);
if (l_3236) {
const double l_3237 = double(l_3233);
const double l_3238 = l_3237 * double(1.401298464324817e-45);
l_mut_166 = l_3238;
}
const uint64 l_3239 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3240 = l_3232 >> uint32(31);
const uint64 l_3241 = uint64(l_3240);
const uint64 l_3242 = l_3241 << uint64(63);
const uint64 l_3243 = l_3239 | l_3242;
const double l_3244 = reinterpret_cast<double const&>(l_3243);
l_mut_3108 = l_3244;
}
}
}
l_mut_241 = l_mut_3108;
}
const double l_3245 = l_mut_2093 + l_907;
const double l_3246 = abs(l_3245);
const double l_3247 = l_3246 * double(2.220446049250313e-16);
const double l_3248 = l_2988 + l_3247;
const double l_3249 = l_3245 + l_3248;
const double l_3250 = -l_3249;
const double l_3251 = l_3250 * double(7.1362384635298e44);
const double l_3252 = floor(l_3251);
const double l_3253 = l_3252 * double(1.401298464324817e-45);
l_mut_3108 = l_3253;
const double l_3254 = abs(l_3250);
const bool l_3255 = l_3254 >= double(1.1754943508222875e-38);
if (l_3255) {
const float l_3256 = float(l_3250);
const double l_3257 = double(l_3256);
l_mut_3108 = l_3257;
const bool l_3258 = l_mut_3108 > l_3250;
if (l_3258) {
const uint32 l_3259 = reinterpret_cast<uint32 const&>(l_3256);
const uint32 l_3260 = l_3259 ^ uint32(2147483648);
const float l_3261 = reinterpret_cast<float const&>(l_3260);
const uint32 l_3262 = reinterpret_cast<uint32 const&>(l_3261);
const uint32 l_3263 = l_3262 + uint32(1);
l_mut_937 = l_3263;
const uint32 l_3264 = l_3262 & uint32(2147483647);
const bool l_3265 = l_3264 == uint32(0);
if (l_3265) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3266 = l_3262 & uint32(2147483648);
const bool l_3267 = l_3266 != uint32(0);
if (l_3267) {
const uint32 l_3268 = l_3262 - uint32(1);
l_mut_937 = l_3268;
} else {
const bool l_3269 = l_3262 == uint32(2139095040);
if (l_3269) {
l_mut_937 = l_3262;
}
}
}
const float l_3270 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3271 = reinterpret_cast<uint32 const&>(l_3270);
const uint32 l_3272 = l_3271 ^ uint32(2147483648);
const float l_3273 = reinterpret_cast<float const&>(l_3272);
const uint32 l_3274 = reinterpret_cast<uint32 const&>(l_3273);
const uint32 l_3275 = l_3274 & uint32(2147483647);
const float l_3276 = reinterpret_cast<float const&>(l_3275);
const double l_3277 = double(l_3276);
l_mut_166 = l_3277;
const bool l_3278 = l_3275 < uint32(8388608);
if (l_3278) {
const double l_3279 = double(l_3275);
const double l_3280 = l_3279 * double(1.401298464324817e-45);
l_mut_166 = l_3280;
}
const uint64 l_3281 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3282 = l_3274 >> uint32(31);
const uint64 l_3283 = uint64(l_3282);
const uint64 l_3284 = l_3283 << uint64(63);
const uint64 l_3285 = l_3281 | l_3284;
const double l_3286 = reinterpret_cast<double const&>(l_3285);
l_mut_3108 = l_3286;
} else {
const uint32 l_3287 = reinterpret_cast<uint32 const&>(l_3256);
const uint32 l_3288 = l_3287 + uint32(1);
l_mut_937 = l_3288;
const uint32 l_3289 = l_3287 & uint32(2147483647);
const bool l_3290 = l_3289 == uint32(0);
if (l_3290) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3291 = l_3287 & uint32(2147483648);
const bool l_3292 = l_3291 != uint32(0);
if (l_3292) {
const uint32 l_3293 = l_3287 - uint32(1);
l_mut_937 = l_3293;
} else {
const bool l_3294 = l_3287 == uint32(2139095040);
if (l_3294) {
l_mut_937 = l_3287;
}
}
}
const float l_3295 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3296 = reinterpret_cast<uint32 const&>(l_3295);
const uint32 l_3297 = l_3296 & uint32(2147483647);
const float l_3298 = reinterpret_cast<float const&>(l_3297);
const double l_3299 = double(l_3298);
l_mut_166 = l_3299;
const bool l_3300 = l_3297 < uint32(8388608);
if (l_3300) {
const double l_3301 = double(l_3297);
const double l_3302 = l_3301 * double(1.401298464324817e-45);
l_mut_166 = l_3302;
}
const uint64 l_3303 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3304 = l_3296 >> uint32(31);
const uint64 l_3305 = uint64(l_3304);
const uint64 l_3306 = l_3305 << uint64(63);
const uint64 l_3307 = l_3303 | l_3306;
const double l_3308 = reinterpret_cast<double const&>(l_3307);
const bool l_3309 = l_3308 <= l_3250;
if (l_3309) {
const uint32 l_3310 = reinterpret_cast<uint32 const&>(l_3256);
const uint32 l_3311 = l_3310 + uint32(1);
l_mut_937 = l_3311;
const uint32 l_3312 = l_3310 & uint32(2147483647);
const bool l_3313 = l_3312 == uint32(0);
if (l_3313) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3314 = l_3310 & uint32(2147483648);
const bool l_3315 = l_3314 != uint32(0);
if (l_3315) {
const uint32 l_3316 = l_3310 - uint32(1);
l_mut_937 = l_3316;
} else {
const bool l_3317 = l_3310 == uint32(2139095040);
if (l_3317) {
l_mut_937 = l_3310;
}
}
}
const float l_3318 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3319 = reinterpret_cast<uint32 const&>(l_3318);
const uint32 l_3320 = l_3319 & uint32(2147483647);
const float l_3321 = reinterpret_cast<float const&>(l_3320);
const double l_3322 = double(l_3321);
l_mut_166 = l_3322;
const bool l_3323 = l_3320 < uint32(8388608);
if (l_3323) {
const double l_3324 = double(l_3320);
const double l_3325 = l_3324 * double(1.401298464324817e-45);
l_mut_166 = l_3325;
}
const uint64 l_3326 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3327 = l_3319 >> uint32(31);
const uint64 l_3328 = uint64(l_3327);
const uint64 l_3329 = l_3328 << uint64(63);
const uint64 l_3330 = l_3326 | l_3329;
const double l_3331 = reinterpret_cast<double const&>(l_3330);
l_mut_3108 = l_3331;
}
}
}
const double l_3332 = -l_mut_3108;
l_mut_3108 = l_3332;
const bool l_3333 = bool(false) && bool(true);
if (l_3333) {
const double l_3334 = l_3245 + l_3248;
const double l_3335 = l_3334 * double(7.1362384635298e44);
const double l_3336 = floor(l_3335);
const double l_3337 = l_3336 * double(1.401298464324817e-45);
l_mut_166 = l_3337;
const double l_3338 = abs(l_3334);
const bool l_3339 = l_3338 >= double(1.1754943508222875e-38);
if (l_3339) {
const float l_3340 = float(l_3334);
const double l_3341 = double(l_3340);
l_mut_166 = l_3341;
const bool l_3342 = l_mut_166 > l_3334;
if (l_3342) {
const uint32 l_3343 = reinterpret_cast<uint32 const&>(l_3340);
const uint32 l_3344 = l_3343 ^ uint32(2147483648);
const float l_3345 = reinterpret_cast<float const&>(l_3344);
const uint32 l_3346 = reinterpret_cast<uint32 const&>(l_3345);
const uint32 l_3347 = l_3346 + uint32(1);
l_mut_937 = l_3347;
const uint32 l_3348 = l_3346 & uint32(2147483647);
const bool l_3349 = l_3348 == uint32(0);
if (l_3349) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3350 = l_3346 & uint32(2147483648);
const bool l_3351 = l_3350 != uint32(0);
if (l_3351) {
const uint32 l_3352 = l_3346 - uint32(1);
l_mut_937 = l_3352;
} else {
const bool l_3353 = l_3346 == uint32(2139095040);
if (l_3353) {
l_mut_937 = l_3346;
}
}
}
const float l_3354 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3355 = reinterpret_cast<uint32 const&>(l_3354);
const uint32 l_3356 = l_3355 ^ uint32(2147483648);
const float l_3357 = reinterpret_cast<float const&>(l_3356);
const uint32 l_3358 = reinterpret_cast<uint32 const&>(l_3357);
const uint32 l_3359 = l_3358 & uint32(2147483647);
const float l_3360 = reinterpret_cast<float const&>(l_3359);
const double l_3361 = double(l_3360);
l_mut_3362 = l_3361;
const bool l_3363 = l_3359 < uint32(8388608);
if (l_3363) {
const double l_3364 = double(l_3359);
const double l_3365 = l_3364 * double(1.401298464324817e-45);
l_mut_3362 = l_3365;
}
const uint64 l_3366 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_3367 = l_3358 >> uint32(31);
const uint64 l_3368 = uint64(l_3367);
const uint64 l_3369 = l_3368 << uint64(63);
const uint64 l_3370 = l_3366 | l_3369;
const double l_3371 = reinterpret_cast<double const&>(l_3370);
l_mut_166 = l_3371;
} else {
const uint32 l_3372 = reinterpret_cast<uint32 const&>(l_3340);
const uint32 l_3373 = l_3372 + uint32(1);
l_mut_937 = l_3373;
const uint32 l_3374 = l_3372 & uint32(2147483647);
const bool l_3375 = l_3374 == uint32(0);
if (l_3375) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3376 = l_3372 & uint32(2147483648);
const bool l_3377 = l_3376 != uint32(0);
if (l_3377) {
const uint32 l_3378 = l_3372 - uint32(1);
l_mut_937 = l_3378;
} else {
const bool l_3379 = l_3372 == uint32(2139095040);
if (l_3379) {
l_mut_937 = l_3372;
}
}
}
const float l_3380 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3381 = reinterpret_cast<uint32 const&>(l_3380);
const uint32 l_3382 = l_3381 & uint32(2147483647);
const float l_3383 = reinterpret_cast<float const&>(l_3382);
const double l_3384 = double(l_3383);
l_mut_3362 = l_3384;
const bool l_3385 = l_3382 < uint32(8388608);
if (l_3385) {
const double l_3386 = double(l_3382);
const double l_3387 = l_3386 * double(1.401298464324817e-45);
l_mut_3362 = l_3387;
}
const uint64 l_3388 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_3389 = l_3381 >> uint32(31);
const uint64 l_3390 = uint64(l_3389);
const uint64 l_3391 = l_3390 << uint64(63);
const uint64 l_3392 = l_3388 | l_3391;
const double l_3393 = reinterpret_cast<double const&>(l_3392);
const bool l_3394 = l_3393 <= l_3334;
if (l_3394) {
const uint32 l_3395 = reinterpret_cast<uint32 const&>(l_3340);
const uint32 l_3396 = l_3395 + uint32(1);
l_mut_937 = l_3396;
const uint32 l_3397 = l_3395 & uint32(2147483647);
const bool l_3398 = l_3397 == uint32(0);
if (l_3398) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3399 = l_3395 & uint32(2147483648);
const bool l_3400 = l_3399 != uint32(0);
if (l_3400) {
const uint32 l_3401 = l_3395 - uint32(1);
l_mut_937 = l_3401;
} else {
const bool l_3402 = l_3395 == uint32(2139095040);
if (l_3402) {
l_mut_937 = l_3395;
}
}
}
const float l_3403 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3404 = reinterpret_cast<uint32 const&>(l_3403);
const uint32 l_3405 = l_3404 & uint32(2147483647);
const float l_3406 = reinterpret_cast<float const&>(l_3405);
const double l_3407 = double(l_3406);
l_mut_3362 = l_3407;
const bool l_3408 = l_3405 < uint32(8388608);
if (l_3408) {
const double l_3409 = double(l_3405);
const double l_3410 = l_3409 * double(1.401298464324817e-45);
l_mut_3362 = l_3410;
}
const uint64 l_3411 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_3412 = l_3404 >> uint32(31);
const uint64 l_3413 = uint64(l_3412);
const uint64 l_3414 = l_3413 << uint64(63);
const uint64 l_3415 = l_3411 | l_3414;
const double l_3416 = reinterpret_cast<double const&>(l_3415);
l_mut_166 = l_3416;
}
}
}
l_mut_3108 = l_mut_166;
} else {
const double l_3417 = l_3245 - l_3248;
const double l_3418 = -l_3417;
const double l_3419 = l_3418 * double(7.1362384635298e44);
const double l_3420 = floor(l_3419);
const double l_3421 = l_3420 * double(1.401298464324817e-45);
l_mut_3362 = l_3421;
const double l_3422 = abs(l_3418);
const bool l_3423 = l_3422 >= double(1.1754943508222875e-38);
if (l_3423) {
const float l_3424 = float(l_3418);
const double l_3425 = double(l_3424);
l_mut_3362 = l_3425;
const bool l_3426 = l_mut_3362 > l_3418;
if (l_3426) {
const uint32 l_3427 = reinterpret_cast<uint32 const&>(l_3424);
const uint32 l_3428 = l_3427 ^ uint32(2147483648);
const float l_3429 = reinterpret_cast<float const&>(l_3428);
const uint32 l_3430 = reinterpret_cast<uint32 const&>(l_3429);
const uint32 l_3431 = l_3430 + uint32(1);
l_mut_937 = l_3431;
const uint32 l_3432 = l_3430 & uint32(2147483647);
const bool l_3433 = l_3432 == uint32(0);
if (l_3433) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3434 = l_3430 & uint32(2147483648);
const bool l_3435 = l_3434 != uint32(0);
if (l_3435) {
const uint32 l_3436 = l_3430 - uint32(1);
l_mut_937 = l_3436;
} else {
const bool l_3437 = l_3430 == uint32(2139095040);
if (l_3437) {
l_mut_937 = l_3430;
}
}
}
const float l_3438 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3439 = reinterpret_cast<uint32 const&>(l_3438);
const uint32 l_3440 = l_3439 ^ uint32(2147483648);
const float l_3441 = reinterpret_cast<float const&>(l_3440);
const uint32 l_3442 = reinterpret_cast<uint32 const&>(l_3441);
const uint32 l_3443 = l_3442 & uint32(2147483647);
const float l_3444 = reinterpret_cast<float const&>(l_3443);
const double l_3445 = double(l_3444);
l_mut_166 = l_3445;
const bool l_3446 = l_3443 < uint32(8388608);
if (l_3446) {
const double l_3447 = double(l_3443);
const double l_3448 = l_3447 * double(1.401298464324817e-45);
l_mut_166 = l_3448;
}
const uint64 l_3449 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3450 = l_3442 >> uint32(31);
const uint64 l_3451 = uint64(l_3450);
const uint64 l_3452 = l_3451 << uint64(63);
const uint64 l_3453 = l_3449 | l_3452;
const double l_3454 = reinterpret_cast<double const&>(l_3453);
l_mut_3362 = l_3454;
} else {
const uint32 l_3455 = reinterpret_cast<uint32 const&>(l_3424);
const uint32 l_3456 = l_3455 + uint32(1);
l_mut_937 = l_3456;
const uint32 l_3457 = l_3455 & uint32(2147483647);
const bool l_3458 = l_3457 == uint32(0);
if (l_3458) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3459 = l_3455 & uint32(2147483648);
const bool l_3460 = l_3459 != uint32(0);
if (l_3460) {
const uint32 l_3461 = l_3455 - uint32(1);
l_mut_937 = l_3461;
} else {
const bool l_3462 = l_3455 == uint32(2139095040);
if (l_3462) {
l_mut_937 = l_3455;
}
}
}
const float l_3463 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3464 = reinterpret_cast<uint32 const&>(l_3463);
const uint32 l_3465 = l_3464 & uint32(2147483647);
const float l_3466 = reinterpret_cast<float const&>(l_3465);
const double l_3467 = double(l_3466);
l_mut_166 = l_3467;
const bool l_3468 = l_3465 < uint32(8388608);
if (l_3468) {
const double l_3469 = double(l_3465);
const double l_3470 = l_3469 * double(1.401298464324817e-45);
l_mut_166 = l_3470;
}
const uint64 l_3471 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3472 = l_3464 >> uint32(31);
const uint64 l_3473 = uint64(l_3472);
const uint64 l_3474 = l_3473 << uint64(63);
const uint64 l_3475 = l_3471 | l_3474;
const double l_3476 = reinterpret_cast<double const&>(l_3475);
const bool l_3477 = l_3476 <= l_3418;
if (l_3477) {
const uint32 l_3478 = reinterpret_cast<uint32 const&>(l_3424);
const uint32 l_3479 = l_3478 + uint32(1);
l_mut_937 = l_3479;
const uint32 l_3480 = l_3478 & uint32(2147483647);
const bool l_3481 = l_3480 == uint32(0);
if (l_3481) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3482 = l_3478 & uint32(2147483648);
const bool l_3483 = l_3482 != uint32(0);
if (l_3483) {
const uint32 l_3484 = l_3478 - uint32(1);
l_mut_937 = l_3484;
} else {
const bool l_3485 = l_3478 == uint32(2139095040);
if (l_3485) {
l_mut_937 = l_3478;
}
}
}
const float l_3486 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3487 = reinterpret_cast<uint32 const&>(l_3486);
const uint32 l_3488 = l_3487 & uint32(2147483647);
const float l_3489 = reinterpret_cast<float const&>(l_3488);
const double l_3490 = double(l_3489);
l_mut_166 = l_3490;
const bool l_3491 = l_3488 < uint32(8388608);
if (l_3491) {
const double l_3492 = double(l_3488);
const double l_3493 = l_3492 * double(1.401298464324817e-45);
l_mut_166 = l_3493;
}
const uint64 l_3494 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3495 = l_3487 >> uint32(31);
const uint64 l_3496 = uint64(l_3495);
const uint64 l_3497 = l_3496 << uint64(63);
const uint64 l_3498 = l_3494 | l_3497;
const double l_3499 = reinterpret_cast<double const&>(l_3498);
l_mut_3362 = l_3499;
}
}
}
const double l_3500 = -l_mut_3362;
l_mut_3108 = l_3500;
}
const double l_3501 = l_mut_567 - l_907;
const double l_3502 = abs(l_3501);
const double l_3503 = l_3502 * double(2.220446049250313e-16);
const double l_3504 = l_2990 + l_3503;
const double l_3505 = l_3501 + l_3504;
const double l_3506 = -l_3505;
const double l_3507 = l_3506 * double(7.1362384635298e44);
const double l_3508 = floor(l_3507);
const double l_3509 = l_3508 * double(1.401298464324817e-45);
l_mut_3362 = l_3509;
const double l_3510 = abs(l_3506);
const bool l_3511 = l_3510 >= double(1.1754943508222875e-38);
if (l_3511) {
const float l_3512 = float(l_3506);
const double l_3513 = double(l_3512);
l_mut_3362 = l_3513;
const bool l_3514 = l_mut_3362 > l_3506;
if (l_3514) {
const uint32 l_3515 = reinterpret_cast<uint32 const&>(l_3512);
const uint32 l_3516 = l_3515 ^ uint32(2147483648);
const float l_3517 = reinterpret_cast<float const&>(l_3516);
const uint32 l_3518 = reinterpret_cast<uint32 const&>(l_3517);
const uint32 l_3519 = l_3518 + uint32(1);
l_mut_937 = l_3519;
const uint32 l_3520 = l_3518 & uint32(2147483647);
const bool l_3521 = l_3520 == uint32(0);
if (l_3521) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3522 = l_3518 & uint32(2147483648);
const bool l_3523 = l_3522 != uint32(0);
if (l_3523) {
const uint32 l_3524 = l_3518 - uint32(1);
l_mut_937 = l_3524;
} else {
const bool l_3525 = l_3518 == uint32(2139095040);
if (l_3525) {
l_mut_937 = l_3518;
}
}
}
const float l_3526 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3527 = reinterpret_cast<uint32 const&>(l_3526);
const uint32 l_3528 = l_3527 ^ uint32(2147483648);
const float l_3529 = reinterpret_cast<float const&>(l_3528);
const uint32 l_3530 = reinterpret_cast<uint32 const&>(l_3529);
const uint32 l_3531 = l_3530 & uint32(2147483647);
const float l_3532 = reinterpret_cast<float const&>(l_3531);
const double l_3533 = double(l_3532);
l_mut_166 = l_3533;
const bool l_3534 = l_3531 < uint32(8388608);
if (l_3534) {
const double l_3535 = double(l_3531);
const double l_3536 = l_3535 * double(1.401298464324817e-45);
l_mut_166 = l_3536;
}
const uint64 l_3537 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3538 = l_3530 >> uint32(31);
const uint64 l_3539 = uint64(l_3538);
const uint64 l_3540 = l_3539 << uint64(63);
const uint64 l_3541 = l_3537 | l_3540;
const double l_3542 = reinterpret_cast<double const&>(l_3541);
l_mut_3362 = l_3542;
} else {
const uint32 l_3543 = reinterpret_cast<uint32 const&>(l_3512);
const uint32 l_3544 = l_3543 + uint32(1);
l_mut_937 = l_3544;
const uint32 l_3545 = l_3543 & uint32(2147483647);
const bool l_3546 = l_3545 == uint32(0);
if (l_3546) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3547 = l_3543 & uint32(2147483648);
const bool l_3548 = l_3547 != uint32(0);
if (l_3548) {
const uint32 l_3549 = l_3543 - uint32(1);
l_mut_937 = l_3549;
} else {
const bool l_3550 = l_3543 == uint32(2139095040);
if (l_3550) {
l_mut_937 = l_3543;
}
}
}
const float l_3551 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3552 = reinterpret_cast<uint32 const&>(l_3551);
const uint32 l_3553 = l_3552 & uint32(2147483647);
const float l_3554 = reinterpret_cast<float const&>(l_3553);
const double l_3555 = double(l_3554);
l_mut_166 = l_3555;
const bool l_3556 = l_3553 < uint32(8388608);
if (l_3556) {
const double l_3557 = double(l_3553);
const double l_3558 = l_3557 * double(1.401298464324817e-45);
l_mut_166 = l_3558;
}
const uint64 l_3559 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3560 = l_3552 >> uint32(31);
const uint64 l_3561 = uint64(l_3560);
const uint64 l_3562 = l_3561 << uint64(63);
const uint64 l_3563 = l_3559 | l_3562;
const double l_3564 = reinterpret_cast<double const&>(l_3563);
const bool l_3565 = l_3564 <= l_3506;
if (l_3565) {
const uint32 l_3566 = reinterpret_cast<uint32 const&>(l_3512);
const uint32 l_3567 = l_3566 + uint32(1);
l_mut_937 = l_3567;
const uint32 l_3568 = l_3566 & uint32(2147483647);
const bool l_3569 = l_3568 == uint32(0);
if (l_3569) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3570 = l_3566 & uint32(2147483648);
const bool l_3571 = l_3570 != uint32(0);
if (l_3571) {
const uint32 l_3572 = l_3566 - uint32(1);
l_mut_937 = l_3572;
} else {
const bool l_3573 = l_3566 == uint32(2139095040);
if (l_3573) {
l_mut_937 = l_3566;
}
}
}
const float l_3574 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3575 = reinterpret_cast<uint32 const&>(l_3574);
const uint32 l_3576 = l_3575 & uint32(2147483647);
const float l_3577 = reinterpret_cast<float const&>(l_3576);
const double l_3578 = double(l_3577);
l_mut_166 = l_3578;
const bool l_3579 = l_3576 < uint32(8388608);
if (l_3579) {
const double l_3580 = double(l_3576);
const double l_3581 = l_3580 * double(1.401298464324817e-45);
l_mut_166 = l_3581;
}
const uint64 l_3582 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3583 = l_3575 >> uint32(31);
const uint64 l_3584 = uint64(l_3583);
const uint64 l_3585 = l_3584 << uint64(63);
const uint64 l_3586 = l_3582 | l_3585;
const double l_3587 = reinterpret_cast<double const&>(l_3586);
l_mut_3362 = l_3587;
}
}
}
const double l_3588 = -l_mut_3362;
l_mut_3362 = l_3588;
const bool l_3589 = bool(true) && bool(true);
if (l_3589) {
const double l_3590 = l_3501 + l_3504;
const double l_3591 = l_3590 * double(7.1362384635298e44);
const double l_3592 = floor(l_3591);
const double l_3593 = l_3592 * double(1.401298464324817e-45);
l_mut_166 = l_3593;
const double l_3594 = abs(l_3590);
const bool l_3595 = l_3594 >= double(1.1754943508222875e-38);
if (l_3595) {
const float l_3596 = float(l_3590);
const double l_3597 = double(l_3596);
l_mut_166 = l_3597;
const bool l_3598 = l_mut_166 > l_3590;
if (l_3598) {
const uint32 l_3599 = reinterpret_cast<uint32 const&>(l_3596);
const uint32 l_3600 = l_3599 ^ uint32(2147483648);
const float l_3601 = reinterpret_cast<float const&>(l_3600);
const uint32 l_3602 = reinterpret_cast<uint32 const&>(l_3601);
const uint32 l_3603 = l_3602 + uint32(1);
l_mut_937 = l_3603;
const uint32 l_3604 = l_3602 & uint32(2147483647);
const bool l_3605 = l_3604 == uint32(0);
if (l_3605) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3606 = l_3602 & uint32(2147483648);
const bool l_3607 = l_3606 != uint32(0);
if (l_3607) {
const uint32 l_3608 = l_3602 - uint32(1);
l_mut_937 = l_3608;
} else {
const bool l_3609 = l_3602 == uint32(2139095040);
if (l_3609) {
l_mut_937 = l_3602;
}
}
}
const float l_3610 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3611 = reinterpret_cast<uint32 const&>(l_3610);
const uint32 l_3612 = l_3611 ^ uint32(2147483648);
const float l_3613 = reinterpret_cast<float const&>(l_3612);
const uint32 l_3614 = reinterpret_cast<uint32 const&>(l_3613);
const uint32 l_3615 = l_3614 & uint32(2147483647);
const float l_3616 = reinterpret_cast<float const&>(l_3615);
const double l_3617 = double(l_3616);
l_mut_3618 = l_3617;
const bool l_3619 = l_3615 < uint32(8388608);
if (l_3619) {
const double l_3620 = double(l_3615);
const double l_3621 = l_3620 * double(1.401298464324817e-45);
l_mut_3618 = l_3621;
}
const uint64 l_3622 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_3623 = l_3614 >> uint32(31);
const uint64 l_3624 = uint64(l_3623);
const uint64 l_3625 = l_3624 << uint64(63);
const uint64 l_3626 = l_3622 | l_3625;
const double l_3627 = reinterpret_cast<double const&>(l_3626);
l_mut_166 = l_3627;
} else {
const uint32 l_3628 = reinterpret_cast<uint32 const&>(l_3596);
const uint32 l_3629 = l_3628 + uint32(1);
l_mut_937 = l_3629;
const uint32 l_3630 = l_3628 & uint32(2147483647);
const bool l_3631 = l_3630 == uint32(0);
if (l_3631) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3632 = l_3628 & uint32(2147483648);
const bool l_3633 = l_3632 != uint32(0);
if (l_3633) {
const uint32 l_3634 = l_3628 - uint32(1);
l_mut_937 = l_3634;
} else {
const bool l_3635 = l_3628 == uint32(2139095040);
if (l_3635) {
l_mut_937 = l_3628;
}
}
}
const float l_3636 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3637 = reinterpret_cast<uint32 const&>(l_3636);
const uint32 l_3638 = l_3637 & uint32(2147483647);
const float l_3639 = reinterpret_cast<float const&>(l_3638);
const double l_3640 = double(l_3639);
l_mut_3618 = l_3640;
const bool l_3641 = l_3638 < uint32(8388608);
if (l_3641) {
const double l_3642 = double(l_3638);
const double l_3643 = l_3642 * double(1.401298464324817e-45);
l_mut_3618 = l_3643;
}
const uint64 l_3644 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_3645 = l_3637 >> uint32(31);
const uint64 l_3646 = uint64(l_3645);
const uint64 l_3647 = l_3646 << uint64(63);
const uint64 l_3648 = l_3644 | l_3647;
const double l_3649 = reinterpret_cast<double const&>(l_3648);
const bool l_3650 = l_3649 <= l_3590;
if (l_3650) {
const uint32 l_3651 = reinterpret_cast<uint32 const&>(l_3596);
const uint32 l_3652 = l_3651 + uint32(1);
l_mut_937 = l_3652;
const uint32 l_3653 = l_3651 & uint32(2147483647);
const bool l_3654 = l_3653 == uint32(0);
if (l_3654) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3655 = l_3651 & uint32(2147483648);
const bool l_3656 = l_3655 != uint32(0);
if (l_3656) {
const uint32 l_3657 = l_3651 - uint32(1);
l_mut_937 = l_3657;
} else {
const bool l_3658 = l_3651 == uint32(2139095040);
if (l_3658) {
l_mut_937 = l_3651;
}
}
}
const float l_3659 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3660 = reinterpret_cast<uint32 const&>(l_3659);
const uint32 l_3661 = l_3660 & uint32(2147483647);
const float l_3662 = reinterpret_cast<float const&>(l_3661);
const double l_3663 = double(l_3662);
l_mut_3618 = l_3663;
const bool l_3664 = l_3661 < uint32(8388608);
if (l_3664) {
const double l_3665 = double(l_3661);
const double l_3666 = l_3665 * double(1.401298464324817e-45);
l_mut_3618 = l_3666;
}
const uint64 l_3667 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_3668 = l_3660 >> uint32(31);
const uint64 l_3669 = uint64(l_3668);
const uint64 l_3670 = l_3669 << uint64(63);
const uint64 l_3671 = l_3667 | l_3670;
const double l_3672 = reinterpret_cast<double const&>(l_3671);
l_mut_166 = l_3672;
}
}
}
l_mut_3362 = l_mut_166;
} else {
const double l_3673 = l_3501 - l_3504;
const double l_3674 = l_3673 * double(7.1362384635298e44);
const double l_3675 = floor(l_3674);
const double l_3676 = l_3675 * double(1.401298464324817e-45);
l_mut_3618 = l_3676;
const double l_3677 = abs(l_3673);
const bool l_3678 = l_3677 >= double(1.1754943508222875e-38);
if (l_3678) {
const float l_3679 = float(l_3673);
const double l_3680 = double(l_3679);
l_mut_3618 = l_3680;
const bool l_3681 = l_mut_3618 > l_3673;
if (l_3681) {
const uint32 l_3682 = reinterpret_cast<uint32 const&>(l_3679);
const uint32 l_3683 = l_3682 ^ uint32(2147483648);
const float l_3684 = reinterpret_cast<float const&>(l_3683);
const uint32 l_3685 = reinterpret_cast<uint32 const&>(l_3684);
const uint32 l_3686 = l_3685 + uint32(1);
l_mut_937 = l_3686;
const uint32 l_3687 = l_3685 & uint32(2147483647);
const bool l_3688 = l_3687 == uint32(0);
if (l_3688) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3689 = l_3685 & uint32(2147483648);
const bool l_3690 = l_3689 != uint32(0);
if (l_3690) {
const uint32 l_3691 = l_3685 - uint32(1);
l_mut_937 = l_3691;
} else {
const bool l_3692 = l_3685 == uint32(2139095040);
if (l_3692) {
l_mut_937 = l_3685;
}
}
}
const float l_3693 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3694 = reinterpret_cast<uint32 const&>(l_3693);
const uint32 l_3695 = l_3694 ^ uint32(2147483648);
const float l_3696 = reinterpret_cast<float const&>(l_3695);
const uint32 l_3697 = reinterpret_cast<uint32 const&>(l_3696);
const uint32 l_3698 = l_3697 & uint32(2147483647);
const float l_3699 = reinterpret_cast<float const&>(l_3698);
const double l_3700 = double(l_3699);
l_mut_166 = l_3700;
const bool l_3701 = l_3698 < uint32(8388608);
if (l_3701) {
const double l_3702 = double(l_3698);
const double l_3703 = l_3702 * double(1.401298464324817e-45);
l_mut_166 = l_3703;
}
const uint64 l_3704 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3705 = l_3697 >> uint32(31);
const uint64 l_3706 = uint64(l_3705);
const uint64 l_3707 = l_3706 << uint64(63);
const uint64 l_3708 = l_3704 | l_3707;
const double l_3709 = reinterpret_cast<double const&>(l_3708);
l_mut_3618 = l_3709;
} else {
const uint32 l_3710 = reinterpret_cast<uint32 const&>(l_3679);
const uint32 l_3711 = l_3710 + uint32(1);
l_mut_937 = l_3711;
const uint32 l_3712 = l_3710 & uint32(2147483647);
const bool l_3713 = l_3712 == uint32(0);
if (l_3713) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3714 = l_3710 & uint32(2147483648);
const bool l_3715 = l_3714 != uint32(0);
if (l_3715) {
const uint32 l_3716 = l_3710 - uint32(1);
l_mut_937 = l_3716;
} else {
const bool l_3717 = l_3710 == uint32(2139095040);
if (l_3717) {
l_mut_937 = l_3710;
}
}
}
const float l_3718 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3719 = reinterpret_cast<uint32 const&>(l_3718);
const uint32 l_3720 = l_3719 & uint32(2147483647);
const float l_3721 = reinterpret_cast<float const&>(l_3720);
const double l_3722 = double(l_3721);
l_mut_166 = l_3722;
const bool l_3723 = l_3720 < uint32(8388608);
if (l_3723) {
const double l_3724 = double(l_3720);
const double l_3725 = l_3724 * double(1.401298464324817e-45);
l_mut_166 = l_3725;
}
const uint64 l_3726 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3727 = l_3719 >> uint32(31);
const uint64 l_3728 = uint64(l_3727);
const uint64 l_3729 = l_3728 << uint64(63);
const uint64 l_3730 = l_3726 | l_3729;
const double l_3731 = reinterpret_cast<double const&>(l_3730);
const bool l_3732 = l_3731 <= l_3673;
if (l_3732) {
const uint32 l_3733 = reinterpret_cast<uint32 const&>(l_3679);
const uint32 l_3734 = l_3733 + uint32(1);
l_mut_937 = l_3734;
const uint32 l_3735 = l_3733 & uint32(2147483647);
const bool l_3736 = l_3735 == uint32(0);
if (l_3736) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3737 = l_3733 & uint32(2147483648);
const bool l_3738 = l_3737 != uint32(0);
if (l_3738) {
const uint32 l_3739 = l_3733 - uint32(1);
l_mut_937 = l_3739;
} else {
const bool l_3740 = l_3733 == uint32(2139095040);
if (l_3740) {
l_mut_937 = l_3733;
}
}
}
const float l_3741 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3742 = reinterpret_cast<uint32 const&>(l_3741);
const uint32 l_3743 = l_3742 & uint32(2147483647);
const float l_3744 = reinterpret_cast<float const&>(l_3743);
const double l_3745 = double(l_3744);
l_mut_166 = l_3745;
const bool l_3746 = l_3743 < uint32(8388608);
if (l_3746) {
const double l_3747 = double(l_3743);
const double l_3748 = l_3747 * double(1.401298464324817e-45);
l_mut_166 = l_3748;
}
const uint64 l_3749 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3750 = l_3742 >> uint32(31);
const uint64 l_3751 = uint64(l_3750);
const uint64 l_3752 = l_3751 << uint64(63);
const uint64 l_3753 = l_3749 | l_3752;
const double l_3754 = reinterpret_cast<double const&>(l_3753);
l_mut_3618 = l_3754;
}
}
}
l_mut_3362 = l_mut_3618;
}
const double l_3755 = l_mut_567 + l_907;
const double l_3756 = abs(l_3755);
const double l_3757 = l_3756 * double(2.220446049250313e-16);
const double l_3758 = l_2990 + l_3757;
const double l_3759 = l_3755 + l_3758;
const double l_3760 = -l_3759;
const double l_3761 = l_3760 * double(7.1362384635298e44);
const double l_3762 = floor(l_3761);
const double l_3763 = l_3762 * double(1.401298464324817e-45);
l_mut_3618 = l_3763;
const double l_3764 = abs(l_3760);
const bool l_3765 = l_3764 >= double(1.1754943508222875e-38);
if (l_3765) {
const float l_3766 = float(l_3760);
const double l_3767 = double(l_3766);
l_mut_3618 = l_3767;
const bool l_3768 = l_mut_3618 > l_3760;
if (l_3768) {
const uint32 l_3769 = reinterpret_cast<uint32 const&>(l_3766);
const uint32 l_3770 = l_3769 ^ uint32(2147483648);
const float l_3771 = reinterpret_cast<float const&>(l_3770);
const uint32 l_3772 = reinterpret_cast<uint32 const&>(l_3771);
const uint32 l_3773 = l_3772 + uint32(1);
l_mut_937 = l_3773;
const uint32 l_3774 = l_3772 & uint32(2147483647);
const bool l_3775 = l_3774 == uint32(0);
if (l_3775) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3776 = l_3772 & uint32(2147483648);
const bool l_3777 = l_3776 != uint32(0);
if (l_3777) {
const uint32 l_3778 = l_3772 - uint32(1);
l_mut_937 = l_3778;
} else {
const bool l_3779 = l_3772 == uint32(2139095040);
if (l_3779) {
l_mut_937 = l_3772;
}
}
}
const float l_3780 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3781 = reinterpret_cast<uint32 const&>(l_3780);
const uint32 l_3782 = l_3781 ^ uint32(2147483648);
const float l_3783 = reinterpret_cast<float const&>(l_3782);
const uint32 l_3784 = reinterpret_cast<uint32 const&>(l_3783);
const uint32 l_3785 = l_3784 & uint32(2147483647);
const float l_3786 = reinterpret_cast<float const&>(l_3785);
const double l_3787 = double(l_3786);
l_mut_166 = l_3787;
const bool l_3788 = l_3785 < uint32(8388608);
if (l_3788) {
const double l_3789 = double(l_3785);
const double l_3790 = l_3789 * double(1.401298464324817e-45);
l_mut_166 = l_3790;
}
const uint64 l_3791 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3792 = l_3784 >> uint32(31);
const uint64 l_3793 = uint64(l_3792);
const uint64 l_3794 = l_3793 << uint64(63);
const uint64 l_3795 = l_3791 | l_3794;
const double l_3796 = reinterpret_cast<double const&>(l_3795);
l_mut_3618 = l_3796;
} else {
const uint32 l_3797 = reinterpret_cast<uint32 const&>(l_3766);
const uint32 l_3798 = l_3797 + uint32(1);
l_mut_937 = l_3798;
const uint32 l_3799 = l_3797 & uint32(2147483647);
const bool l_3800 = l_3799 == uint32(0);
if (l_3800) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3801 = l_3797 & uint32(2147483648);
const bool l_3802 = l_3801 != uint32(0);
if (l_3802) {
const uint32 l_3803 = l_3797 - uint32(1);
l_mut_937 = l_3803;
} else {
const bool l_3804 = l_3797 == uint32(2139095040);
if (l_3804) {
l_mut_937 = l_3797;
}
}
}
const float l_3805 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3806 = reinterpret_cast<uint32 const&>(l_3805);
const uint32 l_3807 = l_3806 & uint32(2147483647);
const float l_3808 = reinterpret_cast<float const&>(l_3807);
const double l_3809 = double(l_3808);
l_mut_166 = l_3809;
const bool l_3810 = l_3807 < uint32(8388608);
if (l_3810) {
const double l_3811 = double(l_3807);
const double l_3812 = l_3811 * double(1.401298464324817e-45);
l_mut_166 = l_3812;
}
const uint64 l_3813 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3814 = l_3806 >> uint32(31);
const uint64 l_3815 = uint64(l_3814);
const uint64 l_3816 = l_3815 << uint64(63);
const uint64 l_3817 = l_3813 | l_3816;
const double l_3818 = reinterpret_cast<double const&>(l_3817);
const bool l_3819 = l_3818 <= l_3760;
if (l_3819) {
const uint32 l_3820 = reinterpret_cast<uint32 const&>(l_3766);
const uint32 l_3821 = l_3820 + uint32(1);
l_mut_937 = l_3821;
const uint32 l_3822 = l_3820 & uint32(2147483647);
const bool l_3823 = l_3822 == uint32(0);
if (l_3823) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3824 = l_3820 & uint32(2147483648);
const bool l_3825 = l_3824 != uint32(0);
if (l_3825) {
const uint32 l_3826 = l_3820 - uint32(1);
l_mut_937 = l_3826;
} else {
const bool l_3827 = l_3820 == uint32(2139095040);
if (l_3827) {
l_mut_937 = l_3820;
}
}
}
const float l_3828 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3829 = reinterpret_cast<uint32 const&>(l_3828);
const uint32 l_3830 = l_3829 & uint32(2147483647);
const float l_3831 = reinterpret_cast<float const&>(l_3830);
const double l_3832 = double(l_3831);
l_mut_166 = l_3832;
const bool l_3833 = l_3830 < uint32(8388608);
if (l_3833) {
const double l_3834 = double(l_3830);
const double l_3835 = l_3834 * double(1.401298464324817e-45);
l_mut_166 = l_3835;
}
const uint64 l_3836 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3837 = l_3829 >> uint32(31);
const uint64 l_3838 = uint64(l_3837);
const uint64 l_3839 = l_3838 << uint64(63);
const uint64 l_3840 = l_3836 | l_3839;
const double l_3841 = reinterpret_cast<double const&>(l_3840);
l_mut_3618 = l_3841;
}
}
}
const double l_3842 = -l_mut_3618;
l_mut_3618 = l_3842;
const bool l_3843 = bool(false) && bool(true);
if (l_3843) {
const double l_3844 = l_3755 + l_3758;
const double l_3845 = l_3844 * double(7.1362384635298e44);
const double l_3846 = floor(l_3845);
const double l_3847 = l_3846 * double(1.401298464324817e-45);
l_mut_166 = l_3847;
const double l_3848 = abs(l_3844);
const bool l_3849 = l_3848 >= double(1.1754943508222875e-38);
if (l_3849) {
const float l_3850 = float(l_3844);
const double l_3851 = double(l_3850);
l_mut_166 = l_3851;
const bool l_3852 = l_mut_166 > l_3844;
if (l_3852) {
const uint32 l_3853 = reinterpret_cast<uint32 const&>(l_3850);
const uint32 l_3854 = l_3853 ^ uint32(2147483648);
const float l_3855 = reinterpret_cast<float const&>(l_3854);
const uint32 l_3856 = reinterpret_cast<uint32 const&>(l_3855);
const uint32 l_3857 = l_3856 + uint32(1);
l_mut_937 = l_3857;
const uint32 l_3858 = l_3856 & uint32(2147483647);
const bool l_3859 = l_3858 == uint32(0);
if (l_3859) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3860 = l_3856 & uint32(2147483648);
const bool l_3861 = l_3860 != uint32(0);
if (l_3861) {
const uint32 l_3862 = l_3856 - uint32(1);
l_mut_937 = l_3862;
} else {
const bool l_3863 = l_3856 == uint32(2139095040);
if (l_3863) {
l_mut_937 = l_3856;
}
}
}
const float l_3864 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3865 = reinterpret_cast<uint32 const&>(l_3864);
const uint32 l_3866 = l_3865 ^ uint32(2147483648);
const float l_3867 = reinterpret_cast<float const&>(l_3866);
const uint32 l_3868 = reinterpret_cast<uint32 const&>(l_3867);
const uint32 l_3869 = l_3868 & uint32(2147483647);
const float l_3870 = reinterpret_cast<float const&>(l_3869);
const double l_3871 = double(l_3870);
l_mut_3872 = l_3871;
const bool l_3873 = l_3869 < uint32(8388608);
if (l_3873) {
const double l_3874 = double(l_3869);
const double l_3875 = l_3874 * double(1.401298464324817e-45);
l_mut_3872 = l_3875;
}
const uint64 l_3876 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_3877 = l_3868 >> uint32(31);
const uint64 l_3878 = uint64(l_3877);
const uint64 l_3879 = l_3878 << uint64(63);
const uint64 l_3880 = l_3876 | l_3879;
const double l_3881 = reinterpret_cast<double const&>(l_3880);
l_mut_166 = l_3881;
} else {
const uint32 l_3882 = reinterpret_cast<uint32 const&>(l_3850);
const uint32 l_3883 = l_3882 + uint32(1);
l_mut_937 = l_3883;
const uint32 l_3884 = l_3882 & uint32(2147483647);
const bool l_3885 = l_3884 == uint32(0);
if (l_3885) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3886 = l_3882 & uint32(2147483648);
const bool l_3887 = l_3886 != uint32(0);
if (l_3887) {
const uint32 l_3888 = l_3882 - uint32(1);
l_mut_937 = l_3888;
} else {
const bool l_3889 = l_3882 == uint32(2139095040);
if (l_3889) {
l_mut_937 = l_3882;
}
}
}
const float l_3890 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3891 = reinterpret_cast<uint32 const&>(l_3890);
const uint32 l_3892 = l_3891 & uint32(2147483647);
const float l_3893 = reinterpret_cast<float const&>(l_3892);
const double l_3894 = double(l_3893);
l_mut_3872 = l_3894;
const bool l_3895 = l_3892 < uint32(8388608);
if (l_3895) {
const double l_3896 = double(l_3892);
const double l_3897 = l_3896 * double(1.401298464324817e-45);
l_mut_3872 = l_3897;
}
const uint64 l_3898 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_3899 = l_3891 >> uint32(31);
const uint64 l_3900 = uint64(l_3899);
const uint64 l_3901 = l_3900 << uint64(63);
const uint64 l_3902 = l_3898 | l_3901;
const double l_3903 = reinterpret_cast<double const&>(l_3902);
const bool l_3904 = l_3903 <= l_3844;
if (l_3904) {
const uint32 l_3905 = reinterpret_cast<uint32 const&>(l_3850);
const uint32 l_3906 = l_3905 + uint32(1);
l_mut_937 = l_3906;
const uint32 l_3907 = l_3905 & uint32(2147483647);
const bool l_3908 = l_3907 == uint32(0);
if (l_3908) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3909 = l_3905 & uint32(2147483648);
const bool l_3910 = l_3909 != uint32(0);
if (l_3910) {
const uint32 l_3911 = l_3905 - uint32(1);
l_mut_937 = l_3911;
} else {
const bool l_3912 = l_3905 == uint32(2139095040);
if (l_3912) {
l_mut_937 = l_3905;
}
}
}
const float l_3913 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3914 = reinterpret_cast<uint32 const&>(l_3913);
const uint32 l_3915 = l_3914 & uint32(2147483647);
const float l_3916 = reinterpret_cast<float const&>(l_3915);
const double l_3917 = double(l_3916);
l_mut_3872 = l_3917;
const bool l_3918 = l_3915 < uint32(8388608);
if (l_3918) {
const double l_3919 = double(l_3915);
const double l_3920 = l_3919 * double(1.401298464324817e-45);
l_mut_3872 = l_3920;
}
const uint64 l_3921 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_3922 = l_3914 >> uint32(31);
const uint64 l_3923 = uint64(l_3922);
const uint64 l_3924 = l_3923 << uint64(63);
const uint64 l_3925 = l_3921 | l_3924;
const double l_3926 = reinterpret_cast<double const&>(l_3925);
l_mut_166 = l_3926;
}
}
}
l_mut_3618 = l_mut_166;
} else {
const double l_3927 = l_3755 - l_3758;
const double l_3928 = -l_3927;
const double l_3929 = l_3928 * double(7.1362384635298e44);
const double l_3930 = floor(l_3929);
const double l_3931 = l_3930 * double(1.401298464324817e-45);
l_mut_3872 = l_3931;
const double l_3932 = abs(l_3928);
const bool l_3933 = l_3932 >= double(1.1754943508222875e-38);
if (l_3933) {
const float l_3934 = float(l_3928);
const double l_3935 = double(l_3934);
l_mut_3872 = l_3935;
const bool l_3936 = l_mut_3872 > l_3928;
if (l_3936) {
const uint32 l_3937 = reinterpret_cast<uint32 const&>(l_3934);
const uint32 l_3938 = l_3937 ^ uint32(2147483648);
const float l_3939 = reinterpret_cast<float const&>(l_3938);
const uint32 l_3940 = reinterpret_cast<uint32 const&>(l_3939);
const uint32 l_3941 = l_3940 + uint32(1);
l_mut_937 = l_3941;
const uint32 l_3942 = l_3940 & uint32(2147483647);
const bool l_3943 = l_3942 == uint32(0);
if (l_3943) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3944 = l_3940 & uint32(2147483648);
const bool l_3945 = l_3944 != uint32(0);
if (l_3945) {
const uint32 l_3946 = l_3940 - uint32(1);
l_mut_937 = l_3946;
} else {
const bool l_3947 = l_3940 == uint32(2139095040);
if (l_3947) {
l_mut_937 = l_3940;
}
}
}
const float l_3948 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3949 = reinterpret_cast<uint32 const&>(l_3948);
const uint32 l_3950 = l_3949 ^ uint32(2147483648);
const float l_3951 = reinterpret_cast<float const&>(l_3950);
const uint32 l_3952 = reinterpret_cast<uint32 const&>(l_3951);
const uint32 l_3953 = l_3952 & uint32(2147483647);
const float l_3954 = reinterpret_cast<float const&>(l_3953);
const double l_3955 = double(l_3954);
l_mut_166 = l_3955;
const bool l_3956 = l_3953 < uint32(8388608);
if (l_3956) {
const double l_3957 = double(l_3953);
const double l_3958 = l_3957 * double(1.401298464324817e-45);
l_mut_166 = l_3958;
}
const uint64 l_3959 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3960 = l_3952 >> uint32(31);
const uint64 l_3961 = uint64(l_3960);
const uint64 l_3962 = l_3961 << uint64(63);
const uint64 l_3963 = l_3959 | l_3962;
const double l_3964 = reinterpret_cast<double const&>(l_3963);
l_mut_3872 = l_3964;
} else {
const uint32 l_3965 = reinterpret_cast<uint32 const&>(l_3934);
const uint32 l_3966 = l_3965 + uint32(1);
l_mut_937 = l_3966;
const uint32 l_3967 = l_3965 & uint32(2147483647);
const bool l_3968 = l_3967 == uint32(0);
if (l_3968) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3969 = l_3965 & uint32(2147483648);
const bool l_3970 = l_3969 != uint32(0);
if (l_3970) {
const uint32 l_3971 = l_3965 - uint32(1);
l_mut_937 = l_3971;
} else {
const bool l_3972 = l_3965 == uint32(2139095040);
if (l_3972) {
l_mut_937 = l_3965;
}
}
}
const float l_3973 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3974 = reinterpret_cast<uint32 const&>(l_3973);
const uint32 l_3975 = l_3974 & uint32(2147483647);
const float l_3976 = reinterpret_cast<float const&>(l_3975);
const double l_3977 = double(l_3976);
l_mut_166 = l_3977;
const bool l_3978 = l_3975 < uint32(8388608);
if (l_3978) {
const double l_3979 = double(l_3975);
const double l_3980 = l_3979 * double(1.401298464324817e-45);
l_mut_166 = l_3980;
}
const uint64 l_3981 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3982 = l_3974 >> uint32(31);
const uint64 l_3983 = uint64(l_3982);
const uint64 l_3984 = l_3983 << uint64(63);
const uint64 l_3985 = l_3981 | l_3984;
const double l_3986 = reinterpret_cast<double const&>(l_3985);
const bool l_3987 = l_3986 <= l_3928;
if (l_3987) {
const uint32 l_3988 = reinterpret_cast<uint32 const&>(l_3934);
const uint32 l_3989 = l_3988 + uint32(1);
l_mut_937 = l_3989;
const uint32 l_3990 = l_3988 & uint32(2147483647);
const bool l_3991 = l_3990 == uint32(0);
if (l_3991) {
l_mut_937 = uint32(1);
} else {
const uint32 l_3992 = l_3988 & uint32(2147483648);
const bool l_3993 = l_3992 != uint32(0);
if (l_3993) {
const uint32 l_3994 = l_3988 - uint32(1);
l_mut_937 = l_3994;
} else {
const bool l_3995 = l_3988 == uint32(2139095040);
if (l_3995) {
l_mut_937 = l_3988;
}
}
}
const float l_3996 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_3997 = reinterpret_cast<uint32 const&>(l_3996);
const uint32 l_3998 = l_3997 & uint32(2147483647);
const float l_3999 = reinterpret_cast<float const&>(l_3998);
const double l_4000 = double(l_3999);
l_mut_166 = l_4000;
const bool l_4001 = l_3998 < uint32(8388608);
if (l_4001) {
const double l_4002 = double(l_3998);
const double l_4003 = l_4002 * double(1.401298464324817e-45);
l_mut_166 = l_4003;
}
const uint64 l_4004 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4005 = l_3997 >> uint32(31);
const uint64 l_4006 = uint64(l_4005);
const uint64 l_4007 = l_4006 << uint64(63);
const uint64 l_4008 = l_4004 | l_4007;
const double l_4009 = reinterpret_cast<double const&>(l_4008);
l_mut_3872 = l_4009;
}
}
}
const double l_4010 = -l_mut_3872;
l_mut_3618 = l_4010;
}
l_mut_937 = uint32(0);
const bool l_4011 = l_mut_3362 <= double(0.0);
const bool l_4012 = l_mut_3618 >= double(0.0);
const bool l_4013 = l_4011 && l_4012;
const bool l_4014 = !l_4013;
if (l_4014) {
const double l_4016 = l_mut_241 / l_mut_3362;
const double l_4017 = l_mut_241 / l_mut_3618;
const double l_4018 = l_mut_3108 / l_mut_3362;
const double l_4019 = l_mut_3108 / l_mut_3618;
l_arr_4015[uint32(0)] = l_4016;
l_arr_4015[uint32(1)] = l_4016;
const double l_4020 = l_arr_4015[uint32(0)];
const bool l_4021 = l_4017 < l_4020;
if (l_4021) {
l_arr_4015[uint32(0)] = l_4017;
}
const double l_4022 = l_arr_4015[uint32(0)];
const bool l_4023 = l_4018 < l_4022;
if (l_4023) {
l_arr_4015[uint32(0)] = l_4018;
}
const double l_4024 = l_arr_4015[uint32(0)];
const bool l_4025 = l_4019 < l_4024;
if (l_4025) {
l_arr_4015[uint32(0)] = l_4019;
}
const double l_4026 = l_arr_4015[uint32(1)];
const bool l_4027 = l_4017 > l_4026;
if (l_4027) {
l_arr_4015[uint32(1)] = l_4017;
}
const double l_4028 = l_arr_4015[uint32(1)];
const bool l_4029 = l_4018 > l_4028;
if (l_4029) {
l_arr_4015[uint32(1)] = l_4018;
}
const double l_4030 = l_arr_4015[uint32(1)];
const bool l_4031 = l_4019 > l_4030;
if (l_4031) {
l_arr_4015[uint32(1)] = l_4019;
}
const double l_4032 = l_arr_4015[uint32(0)];
const double l_4033 = abs(l_4032);
const double l_4034 = l_4033 * l_mut_395;
const double l_4035 = l_arr_4015[uint32(1)];
const double l_4036 = abs(l_4035);
const double l_4037 = l_4036 * l_mut_395;
l_mut_937 = uint32(2);
const double l_4038 = l_arr_4015[uint32(0)];
const double l_4039 = l_4038 - l_4034;
const double l_4040 = abs(l_4039);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_4041 = l_4040 >= double(1.1754943508222875e-38);
const bool l_4042 = l_4040 <= double(1.7976931348623157e308);
const bool l_4043 = l_4041 && l_4042;
if (l_4043) {
const uint64 l_4044 = reinterpret_cast<uint64 const&>(l_4040);
const uint64 l_4045 = l_4044 >> uint64(52);
const uint64 l_4046 = l_4045 - uint64(23);
const uint64 l_4047 = l_4046 << uint64(52);
const double l_4048 = reinterpret_cast<double const&>(l_4047);
l_mut_3872 = l_4048;
}
const double l_4049 = l_4038 + l_4034;
const double l_4050 = abs(l_4049);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_4051 = l_4050 >= double(1.1754943508222875e-38);
const bool l_4052 = l_4050 <= double(1.7976931348623157e308);
const bool l_4053 = l_4051 && l_4052;
if (l_4053) {
const uint64 l_4054 = reinterpret_cast<uint64 const&>(l_4050);
const uint64 l_4055 = l_4054 >> uint64(52);
const uint64 l_4056 = l_4055 - uint64(23);
const uint64 l_4057 = l_4056 << uint64(52);
const double l_4058 = reinterpret_cast<double const&>(l_4057);
l_mut_3618 = l_4058;
}
const bool l_4059 = l_mut_3872 == l_mut_3618;
const double l_4060 = l_arr_4015[uint32(1)];
const double l_4061 = l_4060 - l_4037;
const double l_4062 = abs(l_4061);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_4063 = l_4062 >= double(1.1754943508222875e-38);
const bool l_4064 = l_4062 <= double(1.7976931348623157e308);
const bool l_4065 = l_4063 && l_4064;
if (l_4065) {
const uint64 l_4066 = reinterpret_cast<uint64 const&>(l_4062);
const uint64 l_4067 = l_4066 >> uint64(52);
const uint64 l_4068 = l_4067 - uint64(23);
const uint64 l_4069 = l_4068 << uint64(52);
const double l_4070 = reinterpret_cast<double const&>(l_4069);
l_mut_3872 = l_4070;
}
const double l_4071 = l_4060 + l_4037;
const double l_4072 = abs(l_4071);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_4073 = l_4072 >= double(1.1754943508222875e-38);
const bool l_4074 = l_4072 <= double(1.7976931348623157e308);
const bool l_4075 = l_4073 && l_4074;
if (l_4075) {
const uint64 l_4076 = reinterpret_cast<uint64 const&>(l_4072);
const uint64 l_4077 = l_4076 >> uint64(52);
const uint64 l_4078 = l_4077 - uint64(23);
const uint64 l_4079 = l_4078 << uint64(52);
const double l_4080 = reinterpret_cast<double const&>(l_4079);
l_mut_3618 = l_4080;
}
const bool l_4081 = l_mut_3872 == l_mut_3618;
const bool l_4082 = l_4059 && l_4081;
if (l_4082) {
const double l_4083 = l_arr_4015[uint32(0)];
const double l_4084 = l_arr_4015[uint32(0)];
const double l_4085 = abs(l_4084);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_4086 = l_4085 >= double(1.1754943508222875e-38);
const bool l_4087 = l_4085 <= double(1.7976931348623157e308);
const bool l_4088 = l_4086 && l_4087;
if (l_4088) {
const uint64 l_4089 = reinterpret_cast<uint64 const&>(l_4085);
const uint64 l_4090 = l_4089 >> uint64(52);
const uint64 l_4091 = l_4090 - uint64(23);
const uint64 l_4092 = l_4091 << uint64(52);
const double l_4093 = reinterpret_cast<double const&>(l_4092);
l_mut_3872 = l_4093;
}
const double l_4094 = l_910 * l_mut_3872;
const double l_4095 = l_4083 - l_4094;
const double l_4096 = l_arr_4015[uint32(1)];
const double l_4097 = l_arr_4015[uint32(1)];
const double l_4098 = abs(l_4097);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_4099 = l_4098 >= double(1.1754943508222875e-38);
const bool l_4100 = l_4098 <= double(1.7976931348623157e308);
const bool l_4101 = l_4099 && l_4100;
if (l_4101) {
const uint64 l_4102 = reinterpret_cast<uint64 const&>(l_4098);
const uint64 l_4103 = l_4102 >> uint64(52);
const uint64 l_4104 = l_4103 - uint64(23);
const uint64 l_4105 = l_4104 << uint64(52);
const double l_4106 = reinterpret_cast<double const&>(l_4105);
l_mut_3872 = l_4106;
}
const double l_4107 = l_910 * l_mut_3872;
const double l_4108 = l_4096 + l_4107;
const uint32 l_4109 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4110 = l_4109 & uint32(2147483647);
const float l_4111 = reinterpret_cast<float const&>(l_4110);
const double l_4112 = double(l_4111);
l_mut_3872 = l_4112;
const bool l_4113 = l_4110 < uint32(8388608);
if (l_4113) {
const double l_4114 = double(l_4110);
const double l_4115 = l_4114 * double(1.401298464324817e-45);
l_mut_3872 = l_4115;
}
const uint64 l_4116 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_4117 = l_4109 >> uint32(31);
const uint64 l_4118 = uint64(l_4117);
const uint64 l_4119 = l_4118 << uint64(63);
const uint64 l_4120 = l_4116 | l_4119;
const double l_4121 = reinterpret_cast<double const&>(l_4120);
const uint32 l_4122 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4123 = l_4122 + uint32(1);
l_mut_4124 = l_4123;
const uint32 l_4125 = l_4122 & uint32(2147483647);
const bool l_4126 = l_4125 == uint32(0);
if (l_4126) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4127 = l_4122 & uint32(2147483648);
const bool l_4128 = l_4127 != uint32(0);
if (l_4128) {
const uint32 l_4129 = l_4122 - uint32(1);
l_mut_4124 = l_4129;
} else {
const bool l_4130 = l_4122 == uint32(2139095040);
if (l_4130) {
l_mut_4124 = l_4122;
}
}
}
const float l_4131 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4132 = reinterpret_cast<uint32 const&>(l_4131);
const uint32 l_4133 = l_4132 & uint32(2147483647);
const float l_4134 = reinterpret_cast<float const&>(l_4133);
const double l_4135 = double(l_4134);
l_mut_3872 = l_4135;
const bool l_4136 = l_4133 < uint32(8388608);
if (l_4136) {
const double l_4137 = double(l_4133);
const double l_4138 = l_4137 * double(1.401298464324817e-45);
l_mut_3872 = l_4138;
}
const uint64 l_4139 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_4140 = l_4132 >> uint32(31);
const uint64 l_4141 = uint64(l_4140);
const uint64 l_4142 = l_4141 << uint64(63);
const uint64 l_4143 = l_4139 | l_4142;
const double l_4144 = reinterpret_cast<double const&>(l_4143);
const uint32 l_4145 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4146 = l_4145 ^ uint32(2147483648);
const float l_4147 = reinterpret_cast<float const&>(l_4146);
const uint32 l_4148 = reinterpret_cast<uint32 const&>(l_4147);
const uint32 l_4149 = l_4148 + uint32(1);
l_mut_4124 = l_4149;
const uint32 l_4150 = l_4148 & uint32(2147483647);
const bool l_4151 = l_4150 == uint32(0);
if (l_4151) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4152 = l_4148 & uint32(2147483648);
const bool l_4153 = l_4152 != uint32(0);
if (l_4153) {
const uint32 l_4154 = l_4148 - uint32(1);
l_mut_4124 = l_4154;
} else {
const bool l_4155 = l_4148 == uint32(2139095040);
if (l_4155) {
l_mut_4124 = l_4148;
}
}
}
const float l_4156 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4157 = reinterpret_cast<uint32 const&>(l_4156);
const uint32 l_4158 = l_4157 ^ uint32(2147483648);
const float l_4159 = reinterpret_cast<float const&>(l_4158);
const uint32 l_4160 = reinterpret_cast<uint32 const&>(l_4159);
const uint32 l_4161 = l_4160 & uint32(2147483647);
const float l_4162 = reinterpret_cast<float const&>(l_4161);
const double l_4163 = double(l_4162);
l_mut_3872 = l_4163;
const bool l_4164 = l_4161 < uint32(8388608);
if (l_4164) {
const double l_4165 = double(l_4161);
const double l_4166 = l_4165 * double(1.401298464324817e-45);
l_mut_3872 = l_4166;
}
const uint64 l_4167 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_4168 = l_4160 >> uint32(31);
const uint64 l_4169 = uint64(l_4168);
const uint64 l_4170 = l_4169 << uint64(63);
const uint64 l_4171 = l_4167 | l_4170;
const double l_4172 = reinterpret_cast<double const&>(l_4171);
const double l_4173 = l_4095 + l_4034;
const bool l_4174 = l_4173 <= l_4121;
l_mut_1038 = l_4174;
const double l_4175 = l_4095 - l_4034;
const bool l_4176 = l_4175 > l_4121;
l_mut_1035 = l_4176;
const double l_4177 = l_4108 - l_4037;
const bool l_4178 = l_4177 >= l_4121;
l_mut_1032 = l_4178;
const double l_4179 = l_4108 + l_4037;
const bool l_4180 = l_4179 < l_4121;
l_mut_1029 = l_4180;
const double l_4181 = l_4095 + l_4034;
const bool l_4182 = l_4181 < l_4144;
l_mut_1038 = l_4182;
const double l_4183 = l_4095 - l_4034;
const bool l_4184 = l_4183 >= l_4144;
l_mut_1035 = l_4184;
const double l_4185 = l_4108 - l_4037;
const bool l_4186 = l_4185 > l_4172;
l_mut_1032 = l_4186;
const double l_4187 = l_4108 + l_4037;
const bool l_4188 = l_4187 <= l_4172;
l_mut_1029 = l_4188;
l_mut_4124 = uint32(2);
const bool l_4189 = l_mut_1035 || l_mut_1029;
if (l_4189) {
l_mut_4124 = uint32(1);
} else {
const bool l_4190 = l_mut_1038 && l_mut_1032;
if (l_4190) {
l_mut_4124 = uint32(0);
}
}
const uint32 l_4191 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4192 = l_4191 & uint32(2147483647);
const bool l_4193 = l_4192 == uint32(0);
if (l_4193) {
const double l_4194 = l_4095 + l_4034;
const bool l_4195 = l_4194 < double(1.1754943508222875e-38);
const double l_4196 = l_4108 - l_4037;
const bool l_4197 = l_4196 > double(-1.1754943508222875e-38);
const bool l_4198 = l_4195 && l_4197;
const double l_4199 = l_4095 - l_4034;
const bool l_4200 = l_4199 < double(1.1754943508222875e-38);
const double l_4201 = l_4108 + l_4037;
const bool l_4202 = l_4201 > double(-1.1754943508222875e-38);
const bool l_4203 = l_4200 && l_4202;
if (l_4198) {
l_mut_4124 = uint32(0);
} else {
const bool l_4204 = l_mut_4124 == uint32(1);
const bool l_4205 = l_4203 && l_4204;
if (l_4205) {
l_mut_4124 = uint32(2);
}
}
}
l_mut_937 = l_mut_4124;
}
}
const double l_4206 = l_mut_2093 - l_907;
const double l_4207 = abs(l_4206);
const double l_4208 = l_4207 * double(2.220446049250313e-16);
const double l_4209 = l_2988 + l_4208;
const double l_4210 = l_4206 + l_4209;
const double l_4211 = -l_4210;
const double l_4212 = l_4211 * double(7.1362384635298e44);
const double l_4213 = floor(l_4212);
const double l_4214 = l_4213 * double(1.401298464324817e-45);
l_mut_3872 = l_4214;
const double l_4215 = abs(l_4211);
const bool l_4216 = l_4215 >= double(1.1754943508222875e-38);
if (l_4216) {
const float l_4217 = float(l_4211);
const double l_4218 = double(l_4217);
l_mut_3872 = l_4218;
const bool l_4219 = l_mut_3872 > l_4211;
if (l_4219) {
const uint32 l_4220 = reinterpret_cast<uint32 const&>(l_4217);
const uint32 l_4221 = l_4220 ^ uint32(2147483648);
const float l_4222 = reinterpret_cast<float const&>(l_4221);
const uint32 l_4223 = reinterpret_cast<uint32 const&>(l_4222);
const uint32 l_4224 = l_4223 + uint32(1);
l_mut_4124 = l_4224;
const uint32 l_4225 = l_4223 & uint32(2147483647);
const bool l_4226 = l_4225 == uint32(0);
if (l_4226) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4227 = l_4223 & uint32(2147483648);
const bool l_4228 = l_4227 != uint32(0);
if (l_4228) {
const uint32 l_4229 = l_4223 - uint32(1);
l_mut_4124 = l_4229;
} else {
const bool l_4230 = l_4223 == uint32(2139095040);
if (l_4230) {
l_mut_4124 = l_4223;
}
}
}
const float l_4231 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4232 = reinterpret_cast<uint32 const&>(l_4231);
const uint32 l_4233 = l_4232 ^ uint32(2147483648);
const float l_4234 = reinterpret_cast<float const&>(l_4233);
const uint32 l_4235 = reinterpret_cast<uint32 const&>(l_4234);
const uint32 l_4236 = l_4235 & uint32(2147483647);
const float l_4237 = reinterpret_cast<float const&>(l_4236);
const double l_4238 = double(l_4237);
l_mut_3618 = l_4238;
const bool l_4239 = l_4236 < uint32(8388608);
if (l_4239) {
const double l_4240 = double(l_4236);
const double l_4241 = l_4240 * double(1.401298464324817e-45);
l_mut_3618 = l_4241;
}
const uint64 l_4242 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_4243 = l_4235 >> uint32(31);
const uint64 l_4244 = uint64(l_4243);
const uint64 l_4245 = l_4244 << uint64(63);
const uint64 l_4246 = l_4242 | l_4245;
const double l_4247 = reinterpret_cast<double const&>(l_4246);
l_mut_3872 = l_4247;
} else {
const uint32 l_4248 = reinterpret_cast<uint32 const&>(l_4217);
const uint32 l_4249 = l_4248 + uint32(1);
l_mut_4124 = l_4249;
const uint32 l_4250 = l_4248 & uint32(2147483647);
const bool l_4251 = l_4250 == uint32(0);
if (l_4251) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4252 = l_4248 & uint32(2147483648);
const bool l_4253 = l_4252 != uint32(0);
if (l_4253) {
const uint32 l_4254 = l_4248 - uint32(1);
l_mut_4124 = l_4254;
} else {
const bool l_4255 = l_4248 == uint32(2139095040);
if (l_4255) {
l_mut_4124 = l_4248;
}
}
}
const float l_4256 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4257 = reinterpret_cast<uint32 const&>(l_4256);
const uint32 l_4258 = l_4257 & uint32(2147483647);
const float l_4259 = reinterpret_cast<float const&>(l_4258);
const double l_4260 = double(l_4259);
l_mut_3618 = l_4260;
const bool l_4261 = l_4258 < uint32(8388608);
if (l_4261) {
const double l_4262 = double(l_4258);
const double l_4263 = l_4262 * double(1.401298464324817e-45);
l_mut_3618 = l_4263;
}
const uint64 l_4264 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_4265 = l_4257 >> uint32(31);
const uint64 l_4266 = uint64(l_4265);
const uint64 l_4267 = l_4266 << uint64(63);
const uint64 l_4268 = l_4264 | l_4267;
const double l_4269 = reinterpret_cast<double const&>(l_4268);
const bool l_4270 = l_4269 <= l_4211;
if (l_4270) {
const uint32 l_4271 = reinterpret_cast<uint32 const&>(l_4217);
const uint32 l_4272 = l_4271 + uint32(1);
l_mut_4124 = l_4272;
const uint32 l_4273 = l_4271 & uint32(2147483647);
const bool l_4274 = l_4273 == uint32(0);
if (l_4274) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4275 = l_4271 & uint32(2147483648);
const bool l_4276 = l_4275 != uint32(0);
if (l_4276) {
const uint32 l_4277 = l_4271 - uint32(1);
l_mut_4124 = l_4277;
} else {
const bool l_4278 = l_4271 == uint32(2139095040);
if (l_4278) {
l_mut_4124 = l_4271;
}
}
}
const float l_4279 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4280 = reinterpret_cast<uint32 const&>(l_4279);
const uint32 l_4281 = l_4280 & uint32(2147483647);
const float l_4282 = reinterpret_cast<float const&>(l_4281);
const double l_4283 = double(l_4282);
l_mut_3618 = l_4283;
const bool l_4284 = l_4281 < uint32(8388608);
if (l_4284) {
const double l_4285 = double(l_4281);
const double l_4286 = l_4285 * double(1.401298464324817e-45);
l_mut_3618 = l_4286;
}
const uint64 l_4287 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_4288 = l_4280 >> uint32(31);
const uint64 l_4289 = uint64(l_4288);
const uint64 l_4290 = l_4289 << uint64(63);
const uint64 l_4291 = l_4287 | l_4290;
const double l_4292 = reinterpret_cast<double const&>(l_4291);
l_mut_3872 = l_4292;
}
}
}
const double l_4293 = -l_mut_3872;
l_mut_3872 = l_4293;
const bool l_4294 = bool(true) && bool(false);
if (l_4294) {
const double l_4295 = l_4206 + l_4209;
const double l_4296 = l_4295 * double(7.1362384635298e44);
const double l_4297 = floor(l_4296);
const double l_4298 = l_4297 * double(1.401298464324817e-45);
l_mut_3618 = l_4298;
const double l_4299 = abs(l_4295);
const bool l_4300 = l_4299 >= double(1.1754943508222875e-38);
if (l_4300) {
const float l_4301 = float(l_4295);
const double l_4302 = double(l_4301);
l_mut_3618 = l_4302;
const bool l_4303 = l_mut_3618 > l_4295;
if (l_4303) {
const uint32 l_4304 = reinterpret_cast<uint32 const&>(l_4301);
const uint32 l_4305 = l_4304 ^ uint32(2147483648);
const float l_4306 = reinterpret_cast<float const&>(l_4305);
const uint32 l_4307 = reinterpret_cast<uint32 const&>(l_4306);
const uint32 l_4308 = l_4307 + uint32(1);
l_mut_4124 = l_4308;
const uint32 l_4309 = l_4307 & uint32(2147483647);
const bool l_4310 = l_4309 == uint32(0);
if (l_4310) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4311 = l_4307 & uint32(2147483648);
const bool l_4312 = l_4311 != uint32(0);
if (l_4312) {
const uint32 l_4313 = l_4307 - uint32(1);
l_mut_4124 = l_4313;
} else {
const bool l_4314 = l_4307 == uint32(2139095040);
if (l_4314) {
l_mut_4124 = l_4307;
}
}
}
const float l_4315 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4316 = reinterpret_cast<uint32 const&>(l_4315);
const uint32 l_4317 = l_4316 ^ uint32(2147483648);
const float l_4318 = reinterpret_cast<float const&>(l_4317);
const uint32 l_4319 = reinterpret_cast<uint32 const&>(l_4318);
const uint32 l_4320 = l_4319 & uint32(2147483647);
const float l_4321 = reinterpret_cast<float const&>(l_4320);
const double l_4322 = double(l_4321);
l_mut_3362 = l_4322;
const bool l_4323 = l_4320 < uint32(8388608);
if (l_4323) {
const double l_4324 = double(l_4320);
const double l_4325 = l_4324 * double(1.401298464324817e-45);
l_mut_3362 = l_4325;
}
const uint64 l_4326 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4327 = l_4319 >> uint32(31);
const uint64 l_4328 = uint64(l_4327);
const uint64 l_4329 = l_4328 << uint64(63);
const uint64 l_4330 = l_4326 | l_4329;
const double l_4331 = reinterpret_cast<double const&>(l_4330);
l_mut_3618 = l_4331;
} else {
const uint32 l_4332 = reinterpret_cast<uint32 const&>(l_4301);
const uint32 l_4333 = l_4332 + uint32(1);
l_mut_4124 = l_4333;
const uint32 l_4334 = l_4332 & uint32(2147483647);
const bool l_4335 = l_4334 == uint32(0);
if (l_4335) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4336 = l_4332 & uint32(2147483648);
const bool l_4337 = l_4336 != uint32(0);
if (l_4337) {
const uint32 l_4338 = l_4332 - uint32(1);
l_mut_4124 = l_4338;
} else {
const bool l_4339 = l_4332 == uint32(2139095040);
if (l_4339) {
l_mut_4124 = l_4332;
}
}
}
const float l_4340 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4341 = reinterpret_cast<uint32 const&>(l_4340);
const uint32 l_4342 = l_4341 & uint32(2147483647);
const float l_4343 = reinterpret_cast<float const&>(l_4342);
const double l_4344 = double(l_4343);
l_mut_3362 = l_4344;
const bool l_4345 = l_4342 < uint32(8388608);
if (l_4345) {
const double l_4346 = double(l_4342);
const double l_4347 = l_4346 * double(1.401298464324817e-45);
l_mut_3362 = l_4347;
}
const uint64 l_4348 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4349 = l_4341 >> uint32(31);
const uint64 l_4350 = uint64(l_4349);
const uint64 l_4351 = l_4350 << uint64(63);
const uint64 l_4352 = l_4348 | l_4351;
const double l_4353 = reinterpret_cast<double const&>(l_4352);
const bool l_4354 = l_4353 <= l_4295;
if (l_4354) {
const uint32 l_4355 = reinterpret_cast<uint32 const&>(l_4301);
const uint32 l_4356 = l_4355 + uint32(1);
l_mut_4124 = l_4356;
const uint32 l_4357 = l_4355 & uint32(2147483647);
const bool l_4358 = l_4357 == uint32(0);
if (l_4358) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4359 = l_4355 & uint32(2147483648);
const bool l_4360 = l_4359 != uint32(0);
if (l_4360) {
const uint32 l_4361 = l_4355 - uint32(1);
l_mut_4124 = l_4361;
} else {
const bool l_4362 = l_4355 == uint32(2139095040);
if (l_4362) {
l_mut_4124 = l_4355;
}
}
}
const float l_4363 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4364 = reinterpret_cast<uint32 const&>(l_4363);
const uint32 l_4365 = l_4364 & uint32(2147483647);
const float l_4366 = reinterpret_cast<float const&>(l_4365);
const double l_4367 = double(l_4366);
l_mut_3362 = l_4367;
const bool l_4368 = l_4365 < uint32(8388608);
if (l_4368) {
const double l_4369 = double(l_4365);
const double l_4370 = l_4369 * double(1.401298464324817e-45);
l_mut_3362 = l_4370;
}
const uint64 l_4371 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4372 = l_4364 >> uint32(31);
const uint64 l_4373 = uint64(l_4372);
const uint64 l_4374 = l_4373 << uint64(63);
const uint64 l_4375 = l_4371 | l_4374;
const double l_4376 = reinterpret_cast<double const&>(l_4375);
l_mut_3618 = l_4376;
}
}
}
l_mut_3872 = l_mut_3618;
} else {
const double l_4377 = l_4206 - l_4209;
const double l_4378 = l_4377 * double(7.1362384635298e44);
const double l_4379 = floor(l_4378);
const double l_4380 = l_4379 * double(1.401298464324817e-45);
l_mut_3618 = l_4380;
const double l_4381 = abs(l_4377);
const bool l_4382 = l_4381 >= double(1.1754943508222875e-38);
if (l_4382) {
const float l_4383 = float(l_4377);
const double l_4384 = double(l_4383);
l_mut_3618 = l_4384;
const bool l_4385 = l_mut_3618 > l_4377;
if (l_4385) {
const uint32 l_4386 = reinterpret_cast<uint32 const&>(l_4383);
const uint32 l_4387 = l_4386 ^ uint32(2147483648);
const float l_4388 = reinterpret_cast<float const&>(l_4387);
const uint32 l_4389 = reinterpret_cast<uint32 const&>(l_4388);
const uint32 l_4390 = l_4389 + uint32(1);
l_mut_4124 = l_4390;
const uint32 l_4391 = l_4389 & uint32(2147483647);
const bool l_4392 = l_4391 == uint32(0);
if (l_4392) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4393 = l_4389 & uint32(2147483648);
const bool l_4394 = l_4393 != uint32(0);
if (l_4394) {
const uint32 l_4395 = l_4389 - uint32(1);
l_mut_4124 = l_4395;
} else {
const bool l_4396 = l_4389 == uint32(2139095040);
if (l_4396) {
l_mut_4124 = l_4389;
}
}
}
const float l_4397 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4398 = reinterpret_cast<uint32 const&>(l_4397);
const uint32 l_4399 = l_4398 ^ uint32(2147483648);
const float l_4400 = reinterpret_cast<float const&>(l_4399);
const uint32 l_4401 = reinterpret_cast<uint32 const&>(l_4400);
const uint32 l_4402 = l_4401 & uint32(2147483647);
const float l_4403 = reinterpret_cast<float const&>(l_4402);
const double l_4404 = double(l_4403);
l_mut_3362 = l_4404;
const bool l_4405 = l_4402 < uint32(8388608);
if (l_4405) {
const double l_4406 = double(l_4402);
const double l_4407 = l_4406 * double(1.401298464324817e-45);
l_mut_3362 = l_4407;
}
const uint64 l_4408 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4409 = l_4401 >> uint32(31);
const uint64 l_4410 = uint64(l_4409);
const uint64 l_4411 = l_4410 << uint64(63);
const uint64 l_4412 = l_4408 | l_4411;
const double l_4413 = reinterpret_cast<double const&>(l_4412);
l_mut_3618 = l_4413;
} else {
const uint32 l_4414 = reinterpret_cast<uint32 const&>(l_4383);
const uint32 l_4415 = l_4414 + uint32(1);
l_mut_4124 = l_4415;
const uint32 l_4416 = l_4414 & uint32(2147483647);
const bool l_4417 = l_4416 == uint32(0);
if (l_4417) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4418 = l_4414 & uint32(2147483648);
const bool l_4419 = l_4418 != uint32(0);
if (l_4419) {
const uint32 l_4420 = l_4414 - uint32(1);
l_mut_4124 = l_4420;
} else {
const bool l_4421 = l_4414 == uint32(2139095040);
if (l_4421) {
l_mut_4124 = l_4414;
}
}
}
const float l_4422 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4423 = reinterpret_cast<uint32 const&>(l_4422);
const uint32 l_4424 = l_4423 & uint32(2147483647);
const float l_4425 = reinterpret_cast<float const&>(l_4424);
const double l_4426 = double(l_4425);
l_mut_3362 = l_4426;
const bool l_4427 = l_4424 < uint32(8388608);
if (l_4427) {
const double l_4428 = double(l_4424);
const double l_4429 = l_4428 * double(1.401298464324817e-45);
l_mut_3362 = l_4429;
}
const uint64 l_4430 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4431 = l_4423 >> uint32(31);
const uint64 l_4432 = uint64(l_4431);
const uint64 l_4433 = l_4432 << uint64(63);
const uint64 l_4434 = l_4430 | l_4433;
const double l_4435 = reinterpret_cast<double const&>(l_4434);
const bool l_4436 = l_4435 <= l_4377;
if (l_4436) {
const uint32 l_4437 = reinterpret_cast<uint32 const&>(l_4383);
const uint32 l_4438 = l_4437 + uint32(1);
l_mut_4124 = l_4438;
const uint32 l_4439 = l_4437 & uint32(2147483647);
const bool l_4440 = l_4439 == uint32(0);
if (l_4440) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4441 = l_4437 & uint32(2147483648);
const bool l_4442 = l_4441 != uint32(0);
if (l_4442) {
const uint32 l_4443 = l_4437 - uint32(1);
l_mut_4124 = l_4443;
} else {
const bool l_4444 = l_4437 == uint32(2139095040);
if (l_4444) {
l_mut_4124 = l_4437;
}
}
}
const float l_4445 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4446 = reinterpret_cast<uint32 const&>(l_4445);
const uint32 l_4447 = l_4446 & uint32(2147483647);
const float l_4448 = reinterpret_cast<float const&>(l_4447);
const double l_4449 = double(l_4448);
l_mut_3362 = l_4449;
const bool l_4450 = l_4447 < uint32(8388608);
if (l_4450) {
const double l_4451 = double(l_4447);
const double l_4452 = l_4451 * double(1.401298464324817e-45);
l_mut_3362 = l_4452;
}
const uint64 l_4453 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4454 = l_4446 >> uint32(31);
const uint64 l_4455 = uint64(l_4454);
const uint64 l_4456 = l_4455 << uint64(63);
const uint64 l_4457 = l_4453 | l_4456;
const double l_4458 = reinterpret_cast<double const&>(l_4457);
l_mut_3618 = l_4458;
}
}
}
l_mut_3872 = l_mut_3618;
}
const double l_4459 = l_mut_2093 + l_907;
const double l_4460 = abs(l_4459);
const double l_4461 = l_4460 * double(2.220446049250313e-16);
const double l_4462 = l_2988 + l_4461;
const double l_4463 = l_4459 + l_4462;
const double l_4464 = -l_4463;
const double l_4465 = l_4464 * double(7.1362384635298e44);
const double l_4466 = floor(l_4465);
const double l_4467 = l_4466 * double(1.401298464324817e-45);
l_mut_3618 = l_4467;
const double l_4468 = abs(l_4464);
const bool l_4469 = l_4468 >= double(1.1754943508222875e-38);
if (l_4469) {
const float l_4470 = float(l_4464);
const double l_4471 = double(l_4470);
l_mut_3618 = l_4471;
const bool l_4472 = l_mut_3618 > l_4464;
if (l_4472) {
const uint32 l_4473 = reinterpret_cast<uint32 const&>(l_4470);
const uint32 l_4474 = l_4473 ^ uint32(2147483648);
const float l_4475 = reinterpret_cast<float const&>(l_4474);
const uint32 l_4476 = reinterpret_cast<uint32 const&>(l_4475);
const uint32 l_4477 = l_4476 + uint32(1);
l_mut_4124 = l_4477;
const uint32 l_4478 = l_4476 & uint32(2147483647);
const bool l_4479 = l_4478 == uint32(0);
if (l_4479) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4480 = l_4476 & uint32(2147483648);
const bool l_4481 = l_4480 != uint32(0);
if (l_4481) {
const uint32 l_4482 = l_4476 - uint32(1);
l_mut_4124 = l_4482;
} else {
const bool l_4483 = l_4476 == uint32(2139095040);
if (l_4483) {
l_mut_4124 = l_4476;
}
}
}
const float l_4484 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4485 = reinterpret_cast<uint32 const&>(l_4484);
const uint32 l_4486 = l_4485 ^ uint32(2147483648);
const float l_4487 = reinterpret_cast<float const&>(l_4486);
const uint32 l_4488 = reinterpret_cast<uint32 const&>(l_4487);
const uint32 l_4489 = l_4488 & uint32(2147483647);
const float l_4490 = reinterpret_cast<float const&>(l_4489);
const double l_4491 = double(l_4490);
l_mut_3362 = l_4491;
const bool l_4492 = l_4489 < uint32(8388608);
if (l_4492) {
const double l_4493 = double(l_4489);
const double l_4494 = l_4493 * double(1.401298464324817e-45);
l_mut_3362 = l_4494;
}
const uint64 l_4495 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4496 = l_4488 >> uint32(31);
const uint64 l_4497 = uint64(l_4496);
const uint64 l_4498 = l_4497 << uint64(63);
const uint64 l_4499 = l_4495 | l_4498;
const double l_4500 = reinterpret_cast<double const&>(l_4499);
l_mut_3618 = l_4500;
} else {
const uint32 l_4501 = reinterpret_cast<uint32 const&>(l_4470);
const uint32 l_4502 = l_4501 + uint32(1);
l_mut_4124 = l_4502;
const uint32 l_4503 = l_4501 & uint32(2147483647);
const bool l_4504 = l_4503 == uint32(0);
if (l_4504) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4505 = l_4501 & uint32(2147483648);
const bool l_4506 = l_4505 != uint32(0);
if (l_4506) {
const uint32 l_4507 = l_4501 - uint32(1);
l_mut_4124 = l_4507;
} else {
const bool l_4508 = l_4501 == uint32(2139095040);
if (l_4508) {
l_mut_4124 = l_4501;
}
}
}
const float l_4509 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4510 = reinterpret_cast<uint32 const&>(l_4509);
const uint32 l_4511 = l_4510 & uint32(2147483647);
const float l_4512 = reinterpret_cast<float const&>(l_4511);
const double l_4513 = double(l_4512);
l_mut_3362 = l_4513;
const bool l_4514 = l_4511 < uint32(8388608);
if (l_4514) {
const double l_4515 = double(l_4511);
const double l_4516 = l_4515 * double(1.401298464324817e-45);
l_mut_3362 = l_4516;
}
const uint64 l_4517 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4518 = l_4510 >> uint32(31);
const uint64 l_4519 = uint64(l_4518);
const uint64 l_4520 = l_4519 << uint64(63);
const uint64 l_4521 = l_4517 | l_4520;
const double l_4522 = reinterpret_cast<double const&>(l_4521);
const bool l_4523 = l_4522 <= l_4464;
if (l_4523) {
const uint32 l_4524 = reinterpret_cast<uint32 const&>(l_4470);
const uint32 l_4525 = l_4524 + uint32(1);
l_mut_4124 = l_4525;
const uint32 l_4526 = l_4524 & uint32(2147483647);
const bool l_4527 = l_4526 == uint32(0);
if (l_4527) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4528 = l_4524 & uint32(2147483648);
const bool l_4529 = l_4528 != uint32(0);
if (l_4529) {
const uint32 l_4530 = l_4524 - uint32(1);
l_mut_4124 = l_4530;
} else {
const bool l_4531 = l_4524 == uint32(2139095040);
if (l_4531) {
l_mut_4124 = l_4524;
}
}
}
const float l_4532 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4533 = reinterpret_cast<uint32 const&>(l_4532);
const uint32 l_4534 = l_4533 & uint32(2147483647);
const float l_4535 = reinterpret_cast<float const&>(l_4534);
const double l_4536 = double(l_4535);
l_mut_3362 = l_4536;
const bool l_4537 = l_4534 < uint32(8388608);
if (l_4537) {
const double l_4538 = double(l_4534);
const double l_4539 = l_4538 * double(1.401298464324817e-45);
l_mut_3362 = l_4539;
}
const uint64 l_4540 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_4541 = l_4533 >> uint32(31);
const uint64 l_4542 = uint64(l_4541);
const uint64 l_4543 = l_4542 << uint64(63);
const uint64 l_4544 = l_4540 | l_4543;
const double l_4545 = reinterpret_cast<double const&>(l_4544);
l_mut_3618 = l_4545;
}
}
}
const double l_4546 = -l_mut_3618;
l_mut_3618 = l_4546;
const bool l_4547 = bool(false) && bool(false);
if (l_4547) {
const double l_4548 = l_4459 + l_4462;
const double l_4549 = l_4548 * double(7.1362384635298e44);
const double l_4550 = floor(l_4549);
const double l_4551 = l_4550 * double(1.401298464324817e-45);
l_mut_3362 = l_4551;
const double l_4552 = abs(l_4548);
const bool l_4553 = l_4552 >= double(1.1754943508222875e-38);
if (l_4553) {
const float l_4554 = float(l_4548);
const double l_4555 = double(l_4554);
l_mut_3362 = l_4555;
const bool l_4556 = l_mut_3362 > l_4548;
if (l_4556) {
const uint32 l_4557 = reinterpret_cast<uint32 const&>(l_4554);
const uint32 l_4558 = l_4557 ^ uint32(2147483648);
const float l_4559 = reinterpret_cast<float const&>(l_4558);
const uint32 l_4560 = reinterpret_cast<uint32 const&>(l_4559);
const uint32 l_4561 = l_4560 + uint32(1);
l_mut_4124 = l_4561;
const uint32 l_4562 = l_4560 & uint32(2147483647);
const bool l_4563 = l_4562 == uint32(0);
if (l_4563) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4564 = l_4560 & uint32(2147483648);
const bool l_4565 = l_4564 != uint32(0);
if (l_4565) {
const uint32 l_4566 = l_4560 - uint32(1);
l_mut_4124 = l_4566;
} else {
const bool l_4567 = l_4560 == uint32(2139095040);
if (l_4567) {
l_mut_4124 = l_4560;
}
}
}
const float l_4568 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4569 = reinterpret_cast<uint32 const&>(l_4568);
const uint32 l_4570 = l_4569 ^ uint32(2147483648);
const float l_4571 = reinterpret_cast<float const&>(l_4570);
const uint32 l_4572 = reinterpret_cast<uint32 const&>(l_4571);
const uint32 l_4573 = l_4572 & uint32(2147483647);
const float l_4574 = reinterpret_cast<float const&>(l_4573);
const double l_4575 = double(l_4574);
l_mut_3108 = l_4575;
const bool l_4576 = l_4573 < uint32(8388608);
if (l_4576) {
const double l_4577 = double(l_4573);
const double l_4578 = l_4577 * double(1.401298464324817e-45);
l_mut_3108 = l_4578;
}
const uint64 l_4579 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_4580 = l_4572 >> uint32(31);
const uint64 l_4581 = uint64(l_4580);
const uint64 l_4582 = l_4581 << uint64(63);
const uint64 l_4583 = l_4579 | l_4582;
const double l_4584 = reinterpret_cast<double const&>(l_4583);
l_mut_3362 = l_4584;
} else {
const uint32 l_4585 = reinterpret_cast<uint32 const&>(l_4554);
const uint32 l_4586 = l_4585 + uint32(1);
l_mut_4124 = l_4586;
const uint32 l_4587 = l_4585 & uint32(2147483647);
const bool l_4588 = l_4587 == uint32(0);
if (l_4588) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4589 = l_4585 & uint32(2147483648);
const bool l_4590 = l_4589 != uint32(0);
if (l_4590) {
const uint32 l_4591 = l_4585 - uint32(1);
l_mut_4124 = l_4591;
} else {
const bool l_4592 = l_4585 == uint32(2139095040);
if (l_4592) {
l_mut_4124 = l_4585;
}
}
}
const float l_4593 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4594 = reinterpret_cast<uint32 const&>(l_4593);
const uint32 l_4595 = l_4594 & uint32(2147483647);
const float l_4596 = reinterpret_cast<float const&>(l_4595);
const double l_4597 = double(l_4596);
l_mut_3108 = l_4597;
const bool l_4598 = l_4595 < uint32(8388608);
if (l_4598) {
const double l_4599 = double(l_4595);
const double l_4600 = l_4599 * double(1.401298464324817e-45);
l_mut_3108 = l_4600;
}
const uint64 l_4601 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_4602 = l_4594 >> uint32(31);
const uint64 l_4603 = uint64(l_4602);
const uint64 l_4604 = l_4603 << uint64(63);
const uint64 l_4605 = l_4601 | l_4604;
const double l_4606 = reinterpret_cast<double const&>(l_4605);
const bool l_4607 = l_4606 <= l_4548;
if (l_4607) {
const uint32 l_4608 = reinterpret_cast<uint32 const&>(l_4554);
const uint32 l_4609 = l_4608 + uint32(1);
l_mut_4124 = l_4609;
const uint32 l_4610 = l_4608 & uint32(2147483647);
const bool l_4611 = l_4610 == uint32(0);
if (l_4611) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4612 = l_4608 & uint32(2147483648);
const bool l_4613 = l_4612 != uint32(0);
if (l_4613) {
const uint32 l_4614 = l_4608 - uint32(1);
l_mut_4124 = l_4614;
} else {
const bool l_4615 = l_4608 == uint32(2139095040);
if (l_4615) {
l_mut_4124 = l_4608;
}
}
}
const float l_4616 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4617 = reinterpret_cast<uint32 const&>(l_4616);
const uint32 l_4618 = l_4617 & uint32(2147483647);
const float l_4619 = reinterpret_cast<float const&>(l_4618);
const double l_4620 = double(l_4619);
l_mut_3108 = l_4620;
const bool l_4621 = l_4618 < uint32(8388608);
if (l_4621) {
const double l_4622 = double(l_4618);
const double l_4623 = l_4622 * double(1.401298464324817e-45);
l_mut_3108 = l_4623;
}
const uint64 l_4624 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_4625 = l_4617 >> uint32(31);
const uint64 l_4626 = uint64(l_4625);
const uint64 l_4627 = l_4626 << uint64(63);
const uint64 l_4628 = l_4624 | l_4627;
const double l_4629 = reinterpret_cast<double const&>(l_4628);
l_mut_3362 = l_4629;
}
}
}
l_mut_3618 = l_mut_3362;
} else {
}
const double l_4630 = l_mut_567 - l_907;
const double l_4631 = abs(l_4630);
const double l_4632 = l_4631 * double(2.220446049250313e-16);
const double l_4633 = l_2990 + l_4632;
const double l_4634 = l_4630 + l_4633;
const double l_4635 = -l_4634;
const double l_4636 = l_4635 * double(7.1362384635298e44);
const double l_4637 = floor(l_4636);
const double l_4638 = l_4637 * double(1.401298464324817e-45);
l_mut_3362 = l_4638;
const double l_4639 = abs(l_4635);
const bool l_4640 = l_4639 >= double(1.1754943508222875e-38);
if (l_4640) {
const float l_4641 = float(l_4635);
const double l_4642 = double(l_4641);
l_mut_3362 = l_4642;
const bool l_4643 = l_mut_3362 > l_4635;
if (l_4643) {
const uint32 l_4644 = reinterpret_cast<uint32 const&>(l_4641);
const uint32 l_4645 = l_4644 ^ uint32(2147483648);
const float l_4646 = reinterpret_cast<float const&>(l_4645);
const uint32 l_4647 = reinterpret_cast<uint32 const&>(l_4646);
const uint32 l_4648 = l_4647 + uint32(1);
l_mut_4124 = l_4648;
const uint32 l_4649 = l_4647 & uint32(2147483647);
const bool l_4650 = l_4649 == uint32(0);
if (l_4650) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4651 = l_4647 & uint32(2147483648);
const bool l_4652 = l_4651 != uint32(0);
if (l_4652) {
const uint32 l_4653 = l_4647 - uint32(1);
l_mut_4124 = l_4653;
} else {
const bool l_4654 = l_4647 == uint32(2139095040);
if (l_4654) {
l_mut_4124 = l_4647;
}
}
}
const float l_4655 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4656 = reinterpret_cast<uint32 const&>(l_4655);
const uint32 l_4657 = l_4656 ^ uint32(2147483648);
const float l_4658 = reinterpret_cast<float const&>(l_4657);
const uint32 l_4659 = reinterpret_cast<uint32 const&>(l_4658);
const uint32 l_4660 = l_4659 & uint32(2147483647);
const float l_4661 = reinterpret_cast<float const&>(l_4660);
const double l_4662 = double(l_4661);
l_mut_3108 = l_4662;
const bool l_4663 = l_4660 < uint32(8388608);
if (l_4663) {
const double l_4664 = double(l_4660);
const double l_4665 = l_4664 * double(1.401298464324817e-45);
l_mut_3108 = l_4665;
}
const uint64 l_4666 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_4667 = l_4659 >> uint32(31);
const uint64 l_4668 = uint64(l_4667);
const uint64 l_4669 = l_4668 << uint64(63);
const uint64 l_4670 = l_4666 | l_4669;
const double l_4671 = reinterpret_cast<double const&>(l_4670);
l_mut_3362 = l_4671;
} else {
const uint32 l_4672 = reinterpret_cast<uint32 const&>(l_4641);
const uint32 l_4673 = l_4672 + uint32(1);
l_mut_4124 = l_4673;
const uint32 l_4674 = l_4672 & uint32(2147483647);
const bool l_4675 = l_4674 == uint32(0);
if (l_4675) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4676 = l_4672 & uint32(2147483648);
const bool l_4677 = l_4676 != uint32(0);
if (l_4677) {
const uint32 l_4678 = l_4672 - uint32(1);
l_mut_4124 = l_4678;
} else {
const bool l_4679 = l_4672 == uint32(2139095040);
if (l_4679) {
l_mut_4124 = l_4672;
}
}
}
const float l_4680 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4681 = reinterpret_cast<uint32 const&>(l_4680);
const uint32 l_4682 = l_4681 & uint32(2147483647);
const float l_4683 = reinterpret_cast<float const&>(l_4682);
const double l_4684 = double(l_4683);
l_mut_3108 = l_4684;
const bool l_4685 = l_4682 < uint32(8388608);
if (l_4685) {
const double l_4686 = double(l_4682);
const double l_4687 = l_4686 * double(1.401298464324817e-45);
l_mut_3108 = l_4687;
}
const uint64 l_4688 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_4689 = l_4681 >> uint32(31);
const uint64 l_4690 = uint64(l_4689);
const uint64 l_4691 = l_4690 << uint64(63);
const uint64 l_4692 = l_4688 | l_4691;
const double l_4693 = reinterpret_cast<double const&>(l_4692);
const bool l_4694 = l_4693 <= l_4635;
if (l_4694) {
const uint32 l_4695 = reinterpret_cast<uint32 const&>(l_4641);
const uint32 l_4696 = l_4695 + uint32(1);
l_mut_4124 = l_4696;
const uint32 l_4697 = l_4695 & uint32(2147483647);
const bool l_4698 = l_4697 == uint32(0);
if (l_4698) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4699 = l_4695 & uint32(2147483648);
const bool l_4700 = l_4699 != uint32(0);
if (l_4700) {
const uint32 l_4701 = l_4695 - uint32(1);
l_mut_4124 = l_4701;
} else {
const bool l_4702 = l_4695 == uint32(2139095040);
if (l_4702) {
l_mut_4124 = l_4695;
}
}
}
const float l_4703 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4704 = reinterpret_cast<uint32 const&>(l_4703);
const uint32 l_4705 = l_4704 & uint32(2147483647);
const float l_4706 = reinterpret_cast<float const&>(l_4705);
const double l_4707 = double(l_4706);
l_mut_3108 = l_4707;
const bool l_4708 = l_4705 < uint32(8388608);
if (l_4708) {
const double l_4709 = double(l_4705);
const double l_4710 = l_4709 * double(1.401298464324817e-45);
l_mut_3108 = l_4710;
}
const uint64 l_4711 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_4712 = l_4704 >> uint32(31);
const uint64 l_4713 = uint64(l_4712);
const uint64 l_4714 = l_4713 << uint64(63);
const uint64 l_4715 = l_4711 | l_4714;
const double l_4716 = reinterpret_cast<double const&>(l_4715);
l_mut_3362 = l_4716;
}
}
}
const double l_4717 = -l_mut_3362;
l_mut_3362 = l_4717;
const bool l_4718 = bool(true) && bool(false);
if (l_4718) {
const double l_4719 = l_4630 + l_4633;
const double l_4720 = l_4719 * double(7.1362384635298e44);
const double l_4721 = floor(l_4720);
const double l_4722 = l_4721 * double(1.401298464324817e-45);
l_mut_3108 = l_4722;
const double l_4723 = abs(l_4719);
const bool l_4724 = l_4723 >= double(1.1754943508222875e-38);
if (l_4724) {
const float l_4725 = float(l_4719);
const double l_4726 = double(l_4725);
l_mut_3108 = l_4726;
const bool l_4727 = l_mut_3108 > l_4719;
if (l_4727) {
const uint32 l_4728 = reinterpret_cast<uint32 const&>(l_4725);
const uint32 l_4729 = l_4728 ^ uint32(2147483648);
const float l_4730 = reinterpret_cast<float const&>(l_4729);
const uint32 l_4731 = reinterpret_cast<uint32 const&>(l_4730);
const uint32 l_4732 = l_4731 + uint32(1);
l_mut_4124 = l_4732;
const uint32 l_4733 = l_4731 & uint32(2147483647);
const bool l_4734 = l_4733 == uint32(0);
if (l_4734) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4735 = l_4731 & uint32(2147483648);
const bool l_4736 = l_4735 != uint32(0);
if (l_4736) {
const uint32 l_4737 = l_4731 - uint32(1);
l_mut_4124 = l_4737;
} else {
const bool l_4738 = l_4731 == uint32(2139095040);
if (l_4738) {
l_mut_4124 = l_4731;
}
}
}
const float l_4739 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4740 = reinterpret_cast<uint32 const&>(l_4739);
const uint32 l_4741 = l_4740 ^ uint32(2147483648);
const float l_4742 = reinterpret_cast<float const&>(l_4741);
const uint32 l_4743 = reinterpret_cast<uint32 const&>(l_4742);
const uint32 l_4744 = l_4743 & uint32(2147483647);
const float l_4745 = reinterpret_cast<float const&>(l_4744);
const double l_4746 = double(l_4745);
l_mut_241 = l_4746;
const bool l_4747 = l_4744 < uint32(8388608);
if (l_4747) {
const double l_4748 = double(l_4744);
const double l_4749 = l_4748 * double(1.401298464324817e-45);
l_mut_241 = l_4749;
}
const uint64 l_4750 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4751 = l_4743 >> uint32(31);
const uint64 l_4752 = uint64(l_4751);
const uint64 l_4753 = l_4752 << uint64(63);
const uint64 l_4754 = l_4750 | l_4753;
const double l_4755 = reinterpret_cast<double const&>(l_4754);
l_mut_3108 = l_4755;
} else {
const uint32 l_4756 = reinterpret_cast<uint32 const&>(l_4725);
const uint32 l_4757 = l_4756 + uint32(1);
l_mut_4124 = l_4757;
const uint32 l_4758 = l_4756 & uint32(2147483647);
const bool l_4759 = l_4758 == uint32(0);
if (l_4759) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4760 = l_4756 & uint32(2147483648);
const bool l_4761 = l_4760 != uint32(0);
if (l_4761) {
const uint32 l_4762 = l_4756 - uint32(1);
l_mut_4124 = l_4762;
} else {
const bool l_4763 = l_4756 == uint32(2139095040);
if (l_4763) {
l_mut_4124 = l_4756;
}
}
}
const float l_4764 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4765 = reinterpret_cast<uint32 const&>(l_4764);
const uint32 l_4766 = l_4765 & uint32(2147483647);
const float l_4767 = reinterpret_cast<float const&>(l_4766);
const double l_4768 = double(l_4767);
l_mut_241 = l_4768;
const bool l_4769 = l_4766 < uint32(8388608);
if (l_4769) {
const double l_4770 = double(l_4766);
const double l_4771 = l_4770 * double(1.401298464324817e-45);
l_mut_241 = l_4771;
}
const uint64 l_4772 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4773 = l_4765 >> uint32(31);
const uint64 l_4774 = uint64(l_4773);
const uint64 l_4775 = l_4774 << uint64(63);
const uint64 l_4776 = l_4772 | l_4775;
const double l_4777 = reinterpret_cast<double const&>(l_4776);
const bool l_4778 = l_4777 <= l_4719;
if (l_4778) {
const uint32 l_4779 = reinterpret_cast<uint32 const&>(l_4725);
const uint32 l_4780 = l_4779 + uint32(1);
l_mut_4124 = l_4780;
const uint32 l_4781 = l_4779 & uint32(2147483647);
const bool l_4782 = l_4781 == uint32(0);
if (l_4782) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4783 = l_4779 & uint32(2147483648);
const bool l_4784 = l_4783 != uint32(0);
if (l_4784) {
const uint32 l_4785 = l_4779 - uint32(1);
l_mut_4124 = l_4785;
} else {
const bool l_4786 = l_4779 == uint32(2139095040);
if (l_4786) {
l_mut_4124 = l_4779;
}
}
}
const float l_4787 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4788 = reinterpret_cast<uint32 const&>(l_4787);
const uint32 l_4789 = l_4788 & uint32(2147483647);
const float l_4790 = reinterpret_cast<float const&>(l_4789);
const double l_4791 = double(l_4790);
l_mut_241 = l_4791;
const bool l_4792 = l_4789 < uint32(8388608);
if (l_4792) {
const double l_4793 = double(l_4789);
const double l_4794 = l_4793 * double(1.401298464324817e-45);
l_mut_241 = l_4794;
}
const uint64 l_4795 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4796 = l_4788 >> uint32(31);
const uint64 l_4797 = uint64(l_4796);
const uint64 l_4798 = l_4797 << uint64(63);
const uint64 l_4799 = l_4795 | l_4798;
const double l_4800 = reinterpret_cast<double const&>(l_4799);
l_mut_3108 = l_4800;
}
}
}
l_mut_3362 = l_mut_3108;
} else {
const double l_4801 = l_4630 - l_4633;
const double l_4802 = l_4801 * double(7.1362384635298e44);
const double l_4803 = floor(l_4802);
const double l_4804 = l_4803 * double(1.401298464324817e-45);
l_mut_3108 = l_4804;
const double l_4805 = abs(l_4801);
const bool l_4806 = l_4805 >= double(1.1754943508222875e-38);
if (l_4806) {
const float l_4807 = float(l_4801);
const double l_4808 = double(l_4807);
l_mut_3108 = l_4808;
const bool l_4809 = l_mut_3108 > l_4801;
if (l_4809) {
const uint32 l_4810 = reinterpret_cast<uint32 const&>(l_4807);
const uint32 l_4811 = l_4810 ^ uint32(2147483648);
const float l_4812 = reinterpret_cast<float const&>(l_4811);
const uint32 l_4813 = reinterpret_cast<uint32 const&>(l_4812);
const uint32 l_4814 = l_4813 + uint32(1);
l_mut_4124 = l_4814;
const uint32 l_4815 = l_4813 & uint32(2147483647);
const bool l_4816 = l_4815 == uint32(0);
if (l_4816) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4817 = l_4813 & uint32(2147483648);
const bool l_4818 = l_4817 != uint32(0);
if (l_4818) {
const uint32 l_4819 = l_4813 - uint32(1);
l_mut_4124 = l_4819;
} else {
const bool l_4820 = l_4813 == uint32(2139095040);
if (l_4820) {
l_mut_4124 = l_4813;
}
}
}
const float l_4821 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4822 = reinterpret_cast<uint32 const&>(l_4821);
const uint32 l_4823 = l_4822 ^ uint32(2147483648);
const float l_4824 = reinterpret_cast<float const&>(l_4823);
const uint32 l_4825 = reinterpret_cast<uint32 const&>(l_4824);
const uint32 l_4826 = l_4825 & uint32(2147483647);
const float l_4827 = reinterpret_cast<float const&>(l_4826);
const double l_4828 = double(l_4827);
l_mut_241 = l_4828;
const bool l_4829 = l_4826 < uint32(8388608);
if (l_4829) {
const double l_4830 = double(l_4826);
const double l_4831 = l_4830 * double(1.401298464324817e-45);
l_mut_241 = l_4831;
}
const uint64 l_4832 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4833 = l_4825 >> uint32(31);
const uint64 l_4834 = uint64(l_4833);
const uint64 l_4835 = l_4834 << uint64(63);
const uint64 l_4836 = l_4832 | l_4835;
const double l_4837 = reinterpret_cast<double const&>(l_4836);
l_mut_3108 = l_4837;
} else {
const uint32 l_4838 = reinterpret_cast<uint32 const&>(l_4807);
const uint32 l_4839 = l_4838 + uint32(1);
l_mut_4124 = l_4839;
const uint32 l_4840 = l_4838 & uint32(2147483647);
const bool l_4841 = l_4840 == uint32(0);
if (l_4841) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4842 = l_4838 & uint32(2147483648);
const bool l_4843 = l_4842 != uint32(0);
if (l_4843) {
const uint32 l_4844 = l_4838 - uint32(1);
l_mut_4124 = l_4844;
} else {
const bool l_4845 = l_4838 == uint32(2139095040);
if (l_4845) {
l_mut_4124 = l_4838;
}
}
}
const float l_4846 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4847 = reinterpret_cast<uint32 const&>(l_4846);
const uint32 l_4848 = l_4847 & uint32(2147483647);
const float l_4849 = reinterpret_cast<float const&>(l_4848);
const double l_4850 = double(l_4849);
l_mut_241 = l_4850;
const bool l_4851 = l_4848 < uint32(8388608);
if (l_4851) {
const double l_4852 = double(l_4848);
const double l_4853 = l_4852 * double(1.401298464324817e-45);
l_mut_241 = l_4853;
}
const uint64 l_4854 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4855 = l_4847 >> uint32(31);
const uint64 l_4856 = uint64(l_4855);
const uint64 l_4857 = l_4856 << uint64(63);
const uint64 l_4858 = l_4854 | l_4857;
const double l_4859 = reinterpret_cast<double const&>(l_4858);
const bool l_4860 = l_4859 <= l_4801;
if (l_4860) {
const uint32 l_4861 = reinterpret_cast<uint32 const&>(l_4807);
const uint32 l_4862 = l_4861 + uint32(1);
l_mut_4124 = l_4862;
const uint32 l_4863 = l_4861 & uint32(2147483647);
const bool l_4864 = l_4863 == uint32(0);
if (l_4864) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4865 = l_4861 & uint32(2147483648);
const bool l_4866 = l_4865 != uint32(0);
if (l_4866) {
const uint32 l_4867 = l_4861 - uint32(1);
l_mut_4124 = l_4867;
} else {
const bool l_4868 = l_4861 == uint32(2139095040);
if (l_4868) {
l_mut_4124 = l_4861;
}
}
}
const float l_4869 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4870 = reinterpret_cast<uint32 const&>(l_4869);
const uint32 l_4871 = l_4870 & uint32(2147483647);
const float l_4872 = reinterpret_cast<float const&>(l_4871);
const double l_4873 = double(l_4872);
l_mut_241 = l_4873;
const bool l_4874 = l_4871 < uint32(8388608);
if (l_4874) {
const double l_4875 = double(l_4871);
const double l_4876 = l_4875 * double(1.401298464324817e-45);
l_mut_241 = l_4876;
}
const uint64 l_4877 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4878 = l_4870 >> uint32(31);
const uint64 l_4879 = uint64(l_4878);
const uint64 l_4880 = l_4879 << uint64(63);
const uint64 l_4881 = l_4877 | l_4880;
const double l_4882 = reinterpret_cast<double const&>(l_4881);
l_mut_3108 = l_4882;
}
}
}
l_mut_3362 = l_mut_3108;
}
const double l_4883 = l_mut_567 + l_907;
const double l_4884 = abs(l_4883);
const double l_4885 = l_4884 * double(2.220446049250313e-16);
const double l_4886 = l_2990 + l_4885;
const double l_4887 = l_4883 + l_4886;
const double l_4888 = -l_4887;
const double l_4889 = l_4888 * double(7.1362384635298e44);
const double l_4890 = floor(l_4889);
const double l_4891 = l_4890 * double(1.401298464324817e-45);
l_mut_3108 = l_4891;
const double l_4892 = abs(l_4888);
const bool l_4893 = l_4892 >= double(1.1754943508222875e-38);
if (l_4893) {
const float l_4894 = float(l_4888);
const double l_4895 = double(l_4894);
l_mut_3108 = l_4895;
const bool l_4896 = l_mut_3108 > l_4888;
if (l_4896) {
const uint32 l_4897 = reinterpret_cast<uint32 const&>(l_4894);
const uint32 l_4898 = l_4897 ^ uint32(2147483648);
const float l_4899 = reinterpret_cast<float const&>(l_4898);
const uint32 l_4900 = reinterpret_cast<uint32 const&>(l_4899);
const uint32 l_4901 = l_4900 + uint32(1);
l_mut_4124 = l_4901;
const uint32 l_4902 = l_4900 & uint32(2147483647);
const bool l_4903 = l_4902 == uint32(0);
if (l_4903) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4904 = l_4900 & uint32(2147483648);
const bool l_4905 = l_4904 != uint32(0);
if (l_4905) {
const uint32 l_4906 = l_4900 - uint32(1);
l_mut_4124 = l_4906;
} else {
const bool l_4907 = l_4900 == uint32(2139095040);
if (l_4907) {
l_mut_4124 = l_4900;
}
}
}
const float l_4908 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4909 = reinterpret_cast<uint32 const&>(l_4908);
const uint32 l_4910 = l_4909 ^ uint32(2147483648);
const float l_4911 = reinterpret_cast<float const&>(l_4910);
const uint32 l_4912 = reinterpret_cast<uint32 const&>(l_4911);
const uint32 l_4913 = l_4912 & uint32(2147483647);
const float l_4914 = reinterpret_cast<float const&>(l_4913);
const double l_4915 = double(l_4914);
l_mut_241 = l_4915;
const bool l_4916 = l_4913 < uint32(8388608);
if (l_4916) {
const double l_4917 = double(l_4913);
const double l_4918 = l_4917 * double(1.401298464324817e-45);
l_mut_241 = l_4918;
}
const uint64 l_4919 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4920 = l_4912 >> uint32(31);
const uint64 l_4921 = uint64(l_4920);
const uint64 l_4922 = l_4921 << uint64(63);
const uint64 l_4923 = l_4919 | l_4922;
const double l_4924 = reinterpret_cast<double const&>(l_4923);
l_mut_3108 = l_4924;
} else {
const uint32 l_4925 = reinterpret_cast<uint32 const&>(l_4894);
const uint32 l_4926 = l_4925 + uint32(1);
l_mut_4124 = l_4926;
const uint32 l_4927 = l_4925 & uint32(2147483647);
const bool l_4928 = l_4927 == uint32(0);
if (l_4928) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4929 = l_4925 & uint32(2147483648);
const bool l_4930 = l_4929 != uint32(0);
if (l_4930) {
const uint32 l_4931 = l_4925 - uint32(1);
l_mut_4124 = l_4931;
} else {
const bool l_4932 = l_4925 == uint32(2139095040);
if (l_4932) {
l_mut_4124 = l_4925;
}
}
}
const float l_4933 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4934 = reinterpret_cast<uint32 const&>(l_4933);
const uint32 l_4935 = l_4934 & uint32(2147483647);
const float l_4936 = reinterpret_cast<float const&>(l_4935);
const double l_4937 = double(l_4936);
l_mut_241 = l_4937;
const bool l_4938 = l_4935 < uint32(8388608);
if (l_4938) {
const double l_4939 = double(l_4935);
const double l_4940 = l_4939 * double(1.401298464324817e-45);
l_mut_241 = l_4940;
}
const uint64 l_4941 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4942 = l_4934 >> uint32(31);
const uint64 l_4943 = uint64(l_4942);
const uint64 l_4944 = l_4943 << uint64(63);
const uint64 l_4945 = l_4941 | l_4944;
const double l_4946 = reinterpret_cast<double const&>(l_4945);
const bool l_4947 = l_4946 <= l_4888;
if (l_4947) {
const uint32 l_4948 = reinterpret_cast<uint32 const&>(l_4894);
const uint32 l_4949 = l_4948 + uint32(1);
l_mut_4124 = l_4949;
const uint32 l_4950 = l_4948 & uint32(2147483647);
const bool l_4951 = l_4950 == uint32(0);
if (l_4951) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4952 = l_4948 & uint32(2147483648);
const bool l_4953 = l_4952 != uint32(0);
if (l_4953) {
const uint32 l_4954 = l_4948 - uint32(1);
l_mut_4124 = l_4954;
} else {
const bool l_4955 = l_4948 == uint32(2139095040);
if (l_4955) {
l_mut_4124 = l_4948;
}
}
}
const float l_4956 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4957 = reinterpret_cast<uint32 const&>(l_4956);
const uint32 l_4958 = l_4957 & uint32(2147483647);
const float l_4959 = reinterpret_cast<float const&>(l_4958);
const double l_4960 = double(l_4959);
l_mut_241 = l_4960;
const bool l_4961 = l_4958 < uint32(8388608);
if (l_4961) {
const double l_4962 = double(l_4958);
const double l_4963 = l_4962 * double(1.401298464324817e-45);
l_mut_241 = l_4963;
}
const uint64 l_4964 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4965 = l_4957 >> uint32(31);
const uint64 l_4966 = uint64(l_4965);
const uint64 l_4967 = l_4966 << uint64(63);
const uint64 l_4968 = l_4964 | l_4967;
const double l_4969 = reinterpret_cast<double const&>(l_4968);
l_mut_3108 = l_4969;
}
}
}
const double l_4970 = -l_mut_3108;
l_mut_3108 = l_4970;
const bool l_4971 = bool(false) && bool(false);
if (l_4971) {
const double l_4972 = l_4883 + l_4886;
const double l_4973 = l_4972 * double(7.1362384635298e44);
const double l_4974 = floor(l_4973);
const double l_4975 = l_4974 * double(1.401298464324817e-45);
l_mut_241 = l_4975;
const double l_4976 = abs(l_4972);
const bool l_4977 = l_4976 >= double(1.1754943508222875e-38);
if (l_4977) {
const float l_4978 = float(l_4972);
const double l_4979 = double(l_4978);
l_mut_241 = l_4979;
const bool l_4980 = l_mut_241 > l_4972;
if (l_4980) {
const uint32 l_4981 = reinterpret_cast<uint32 const&>(l_4978);
const uint32 l_4982 = l_4981 ^ uint32(2147483648);
const float l_4983 = reinterpret_cast<float const&>(l_4982);
const uint32 l_4984 = reinterpret_cast<uint32 const&>(l_4983);
const uint32 l_4985 = l_4984 + uint32(1);
l_mut_4124 = l_4985;
const uint32 l_4986 = l_4984 & uint32(2147483647);
const bool l_4987 = l_4986 == uint32(0);
if (l_4987) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_4988 = l_4984 & uint32(2147483648);
const bool l_4989 = l_4988 != uint32(0);
if (l_4989) {
const uint32 l_4990 = l_4984 - uint32(1);
l_mut_4124 = l_4990;
} else {
const bool l_4991 = l_4984 == uint32(2139095040);
if (l_4991) {
l_mut_4124 = l_4984;
}
}
}
const float l_4992 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_4993 = reinterpret_cast<uint32 const&>(l_4992);
const uint32 l_4994 = l_4993 ^ uint32(2147483648);
const float l_4995 = reinterpret_cast<float const&>(l_4994);
const uint32 l_4996 = reinterpret_cast<uint32 const&>(l_4995);
const uint32 l_4997 = l_4996 & uint32(2147483647);
const float l_4998 = reinterpret_cast<float const&>(l_4997);
const double l_4999 = double(l_4998);
l_mut_166 = l_4999;
const bool l_5000 = l_4997 < uint32(8388608);
if (l_5000) {
const double l_5001 = double(l_4997);
const double l_5002 = l_5001 * double(1.401298464324817e-45);
l_mut_166 = l_5002;
}
const uint64 l_5003 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_5004 = l_4996 >> uint32(31);
const uint64 l_5005 = uint64(l_5004);
const uint64 l_5006 = l_5005 << uint64(63);
const uint64 l_5007 = l_5003 | l_5006;
const double l_5008 = reinterpret_cast<double const&>(l_5007);
l_mut_241 = l_5008;
} else {
const uint32 l_5009 = reinterpret_cast<uint32 const&>(l_4978);
const uint32 l_5010 = l_5009 + uint32(1);
l_mut_4124 = l_5010;
const uint32 l_5011 = l_5009 & uint32(2147483647);
const bool l_5012 = l_5011 == uint32(0);
if (l_5012) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_5013 = l_5009 & uint32(2147483648);
const bool l_5014 = l_5013 != uint32(0);
if (l_5014) {
const uint32 l_5015 = l_5009 - uint32(1);
l_mut_4124 = l_5015;
} else {
const bool l_5016 = l_5009 == uint32(2139095040);
if (l_5016) {
l_mut_4124 = l_5009;
}
}
}
const float l_5017 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_5018 = reinterpret_cast<uint32 const&>(l_5017);
const uint32 l_5019 = l_5018 & uint32(2147483647);
const float l_5020 = reinterpret_cast<float const&>(l_5019);
const double l_5021 = double(l_5020);
l_mut_166 = l_5021;
const bool l_5022 = l_5019 < uint32(8388608);
if (l_5022) {
const double l_5023 = double(l_5019);
const double l_5024 = l_5023 * double(1.401298464324817e-45);
l_mut_166 = l_5024;
}
const uint64 l_5025 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_5026 = l_5018 >> uint32(31);
const uint64 l_5027 = uint64(l_5026);
const uint64 l_5028 = l_5027 << uint64(63);
const uint64 l_5029 = l_5025 | l_5028;
const double l_5030 = reinterpret_cast<double const&>(l_5029);
const bool l_5031 = l_5030 <= l_4972;
if (l_5031) {
const uint32 l_5032 = reinterpret_cast<uint32 const&>(l_4978);
const uint32 l_5033 = l_5032 + uint32(1);
l_mut_4124 = l_5033;
const uint32 l_5034 = l_5032 & uint32(2147483647);
const bool l_5035 = l_5034 == uint32(0);
if (l_5035) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_5036 = l_5032 & uint32(2147483648);
const bool l_5037 = l_5036 != uint32(0);
if (l_5037) {
const uint32 l_5038 = l_5032 - uint32(1);
l_mut_4124 = l_5038;
} else {
const bool l_5039 = l_5032 == uint32(2139095040);
if (l_5039) {
l_mut_4124 = l_5032;
}
}
}
const float l_5040 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_5041 = reinterpret_cast<uint32 const&>(l_5040);
const uint32 l_5042 = l_5041 & uint32(2147483647);
const float l_5043 = reinterpret_cast<float const&>(l_5042);
const double l_5044 = double(l_5043);
l_mut_166 = l_5044;
const bool l_5045 = l_5042 < uint32(8388608);
if (l_5045) {
const double l_5046 = double(l_5042);
const double l_5047 = l_5046 * double(1.401298464324817e-45);
l_mut_166 = l_5047;
}
const uint64 l_5048 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_5049 = l_5041 >> uint32(31);
const uint64 l_5050 = uint64(l_5049);
const uint64 l_5051 = l_5050 << uint64(63);
const uint64 l_5052 = l_5048 | l_5051;
const double l_5053 = reinterpret_cast<double const&>(l_5052);
l_mut_241 = l_5053;
}
}
}
l_mut_3108 = l_mut_241;
} else {
}
l_mut_4124 = uint32(0);
const bool l_5054 = l_mut_3362 <= double(0.0);
const bool l_5055 = l_mut_3108 >= double(0.0);
const bool l_5056 = l_5054 && l_5055;
const bool l_5057 = !l_5056;
if (l_5057) {
const double l_5059 = l_mut_3872 / l_mut_3362;
const double l_5060 = l_mut_3872 / l_mut_3108;
const double l_5061 = l_mut_3618 / l_mut_3362;
const double l_5062 = l_mut_3618 / l_mut_3108;
l_arr_5058[uint32(0)] = l_5059;
l_arr_5058[uint32(1)] = l_5059;
const double l_5063 = l_arr_5058[uint32(0)];
const bool l_5064 = l_5060 < l_5063;
if (l_5064) {
l_arr_5058[uint32(0)] = l_5060;
}
const double l_5065 = l_arr_5058[uint32(0)];
const bool l_5066 = l_5061 < l_5065;
if (l_5066) {
l_arr_5058[uint32(0)] = l_5061;
}
const double l_5067 = l_arr_5058[uint32(0)];
const bool l_5068 = l_5062 < l_5067;
if (l_5068) {
l_arr_5058[uint32(0)] = l_5062;
}
const double l_5069 = l_arr_5058[uint32(1)];
const bool l_5070 = l_5060 > l_5069;
if (l_5070) {
l_arr_5058[uint32(1)] = l_5060;
}
const double l_5071 = l_arr_5058[uint32(1)];
const bool l_5072 = l_5061 > l_5071;
if (l_5072) {
l_arr_5058[uint32(1)] = l_5061;
}
const double l_5073 = l_arr_5058[uint32(1)];
const bool l_5074 = l_5062 > l_5073;
if (l_5074) {
l_arr_5058[uint32(1)] = l_5062;
}
const double l_5075 = l_arr_5058[uint32(0)];
const double l_5076 = abs(l_5075);
const double l_5077 = l_5076 * l_mut_395;
const double l_5078 = l_arr_5058[uint32(1)];
const double l_5079 = abs(l_5078);
const double l_5080 = l_5079 * l_mut_395;
l_mut_4124 = uint32(2);
const double l_5081 = l_arr_5058[uint32(0)];
const double l_5082 = l_5081 - l_5077;
const double l_5083 = abs(l_5082);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5084 = l_5083 >= double(1.1754943508222875e-38);
const bool l_5085 = l_5083 <= double(1.7976931348623157e308);
const bool l_5086 = l_5084 && l_5085;
if (l_5086) {
const uint64 l_5087 = reinterpret_cast<uint64 const&>(l_5083);
const uint64 l_5088 = l_5087 >> uint64(52);
const uint64 l_5089 = l_5088 - uint64(23);
const uint64 l_5090 = l_5089 << uint64(52);
const double l_5091 = reinterpret_cast<double const&>(l_5090);
l_mut_3872 = l_5091;
}
const double l_5092 = l_5081 + l_5077;
const double l_5093 = abs(l_5092);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_5094 = l_5093 >= double(1.1754943508222875e-38);
const bool l_5095 = l_5093 <= double(1.7976931348623157e308);
const bool l_5096 = l_5094 && l_5095;
if (l_5096) {
const uint64 l_5097 = reinterpret_cast<uint64 const&>(l_5093);
const uint64 l_5098 = l_5097 >> uint64(52);
const uint64 l_5099 = l_5098 - uint64(23);
const uint64 l_5100 = l_5099 << uint64(52);
const double l_5101 = reinterpret_cast<double const&>(l_5100);
l_mut_3618 = l_5101;
}
const bool l_5102 = l_mut_3872 == l_mut_3618;
const double l_5103 = l_arr_5058[uint32(1)];
const double l_5104 = l_5103 - l_5080;
const double l_5105 = abs(l_5104);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5106 = l_5105 >= double(1.1754943508222875e-38);
const bool l_5107 = l_5105 <= double(1.7976931348623157e308);
const bool l_5108 = l_5106 && l_5107;
if (l_5108) {
const uint64 l_5109 = reinterpret_cast<uint64 const&>(l_5105);
const uint64 l_5110 = l_5109 >> uint64(52);
const uint64 l_5111 = l_5110 - uint64(23);
const uint64 l_5112 = l_5111 << uint64(52);
const double l_5113 = reinterpret_cast<double const&>(l_5112);
l_mut_3872 = l_5113;
}
const double l_5114 = l_5103 + l_5080;
const double l_5115 = abs(l_5114);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_5116 = l_5115 >= double(1.1754943508222875e-38);
const bool l_5117 = l_5115 <= double(1.7976931348623157e308);
const bool l_5118 = l_5116 && l_5117;
if (l_5118) {
const uint64 l_5119 = reinterpret_cast<uint64 const&>(l_5115);
const uint64 l_5120 = l_5119 >> uint64(52);
const uint64 l_5121 = l_5120 - uint64(23);
const uint64 l_5122 = l_5121 << uint64(52);
const double l_5123 = reinterpret_cast<double const&>(l_5122);
l_mut_3618 = l_5123;
}
const bool l_5124 = l_mut_3872 == l_mut_3618;
const bool l_5125 = l_5102 && l_5124;
if (l_5125) {
const double l_5126 = l_arr_5058[uint32(0)];
const double l_5127 = l_arr_5058[uint32(0)];
const double l_5128 = abs(l_5127);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5129 = l_5128 >= double(1.1754943508222875e-38);
const bool l_5130 = l_5128 <= double(1.7976931348623157e308);
const bool l_5131 = l_5129 && l_5130;
if (l_5131) {
const uint64 l_5132 = reinterpret_cast<uint64 const&>(l_5128);
const uint64 l_5133 = l_5132 >> uint64(52);
const uint64 l_5134 = l_5133 - uint64(23);
const uint64 l_5135 = l_5134 << uint64(52);
const double l_5136 = reinterpret_cast<double const&>(l_5135);
l_mut_3872 = l_5136;
}
const double l_5137 = l_910 * l_mut_3872;
const double l_5138 = l_5126 - l_5137;
const double l_5139 = l_arr_5058[uint32(1)];
const double l_5140 = l_arr_5058[uint32(1)];
const double l_5141 = abs(l_5140);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5142 = l_5141 >= double(1.1754943508222875e-38);
const bool l_5143 = l_5141 <= double(1.7976931348623157e308);
const bool l_5144 = l_5142 && l_5143;
if (l_5144) {
const uint64 l_5145 = reinterpret_cast<uint64 const&>(l_5141);
const uint64 l_5146 = l_5145 >> uint64(52);
const uint64 l_5147 = l_5146 - uint64(23);
const uint64 l_5148 = l_5147 << uint64(52);
const double l_5149 = reinterpret_cast<double const&>(l_5148);
l_mut_3872 = l_5149;
}
const double l_5150 = l_910 * l_mut_3872;
const double l_5151 = l_5139 + l_5150;
const uint32 l_5152 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5153 = l_5152 & uint32(2147483647);
const float l_5154 = reinterpret_cast<float const&>(l_5153);
const double l_5155 = double(l_5154);
l_mut_3872 = l_5155;
const bool l_5156 = l_5153 < uint32(8388608);
if (l_5156) {
const double l_5157 = double(l_5153);
const double l_5158 = l_5157 * double(1.401298464324817e-45);
l_mut_3872 = l_5158;
}
const uint64 l_5159 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5160 = l_5152 >> uint32(31);
const uint64 l_5161 = uint64(l_5160);
const uint64 l_5162 = l_5161 << uint64(63);
const uint64 l_5163 = l_5159 | l_5162;
const double l_5164 = reinterpret_cast<double const&>(l_5163);
const uint32 l_5165 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5166 = l_5165 + uint32(1);
l_mut_5167 = l_5166;
const uint32 l_5168 = l_5165 & uint32(2147483647);
const bool l_5169 = l_5168 == uint32(0);
if (l_5169) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_5170 = l_5165 & uint32(2147483648);
const bool l_5171 = l_5170 != uint32(0);
if (l_5171) {
const uint32 l_5172 = l_5165 - uint32(1);
l_mut_5167 = l_5172;
} else {
const bool l_5173 = l_5165 == uint32(2139095040);
if (l_5173) {
l_mut_5167 = l_5165;
}
}
}
const float l_5174 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_5175 = reinterpret_cast<uint32 const&>(l_5174);
const uint32 l_5176 = l_5175 & uint32(2147483647);
const float l_5177 = reinterpret_cast<float const&>(l_5176);
const double l_5178 = double(l_5177);
l_mut_3872 = l_5178;
const bool l_5179 = l_5176 < uint32(8388608);
if (l_5179) {
const double l_5180 = double(l_5176);
const double l_5181 = l_5180 * double(1.401298464324817e-45);
l_mut_3872 = l_5181;
}
const uint64 l_5182 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5183 = l_5175 >> uint32(31);
const uint64 l_5184 = uint64(l_5183);
const uint64 l_5185 = l_5184 << uint64(63);
const uint64 l_5186 = l_5182 | l_5185;
const double l_5187 = reinterpret_cast<double const&>(l_5186);
const uint32 l_5188 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5189 = l_5188 ^ uint32(2147483648);
const float l_5190 = reinterpret_cast<float const&>(l_5189);
const uint32 l_5191 = reinterpret_cast<uint32 const&>(l_5190);
const uint32 l_5192 = l_5191 + uint32(1);
l_mut_5167 = l_5192;
const uint32 l_5193 = l_5191 & uint32(2147483647);
const bool l_5194 = l_5193 == uint32(0);
if (l_5194) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_5195 = l_5191 & uint32(2147483648);
const bool l_5196 = l_5195 != uint32(0);
if (l_5196) {
const uint32 l_5197 = l_5191 - uint32(1);
l_mut_5167 = l_5197;
} else {
const bool l_5198 = l_5191 == uint32(2139095040);
if (l_5198) {
l_mut_5167 = l_5191;
}
}
}
const float l_5199 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_5200 = reinterpret_cast<uint32 const&>(l_5199);
const uint32 l_5201 = l_5200 ^ uint32(2147483648);
const float l_5202 = reinterpret_cast<float const&>(l_5201);
const uint32 l_5203 = reinterpret_cast<uint32 const&>(l_5202);
const uint32 l_5204 = l_5203 & uint32(2147483647);
const float l_5205 = reinterpret_cast<float const&>(l_5204);
const double l_5206 = double(l_5205);
l_mut_3872 = l_5206;
const bool l_5207 = l_5204 < uint32(8388608);
if (l_5207) {
const double l_5208 = double(l_5204);
const double l_5209 = l_5208 * double(1.401298464324817e-45);
l_mut_3872 = l_5209;
}
const uint64 l_5210 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5211 = l_5203 >> uint32(31);
const uint64 l_5212 = uint64(l_5211);
const uint64 l_5213 = l_5212 << uint64(63);
const uint64 l_5214 = l_5210 | l_5213;
const double l_5215 = reinterpret_cast<double const&>(l_5214);
const double l_5216 = l_5138 + l_5077;
const bool l_5217 = l_5216 <= l_5164;
l_mut_1038 = l_5217;
const double l_5218 = l_5138 - l_5077;
const bool l_5219 = l_5218 > l_5164;
l_mut_1035 = l_5219;
const double l_5220 = l_5151 - l_5080;
const bool l_5221 = l_5220 >= l_5164;
l_mut_1032 = l_5221;
const double l_5222 = l_5151 + l_5080;
const bool l_5223 = l_5222 < l_5164;
l_mut_1029 = l_5223;
const double l_5224 = l_5138 + l_5077;
const bool l_5225 = l_5224 < l_5187;
l_mut_1038 = l_5225;
const double l_5226 = l_5138 - l_5077;
const bool l_5227 = l_5226 >= l_5187;
l_mut_1035 = l_5227;
const double l_5228 = l_5151 - l_5080;
const bool l_5229 = l_5228 > l_5215;
l_mut_1032 = l_5229;
const double l_5230 = l_5151 + l_5080;
const bool l_5231 = l_5230 <= l_5215;
l_mut_1029 = l_5231;
l_mut_5167 = uint32(2);
const bool l_5232 = l_mut_1035 || l_mut_1029;
if (l_5232) {
l_mut_5167 = uint32(1);
} else {
const bool l_5233 = l_mut_1038 && l_mut_1032;
if (l_5233) {
l_mut_5167 = uint32(0);
}
}
const uint32 l_5234 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5235 = l_5234 & uint32(2147483647);
const bool l_5236 = l_5235 == uint32(0);
if (l_5236) {
const double l_5237 = l_5138 + l_5077;
const bool l_5238 = l_5237 < double(1.1754943508222875e-38);
const double l_5239 = l_5151 - l_5080;
const bool l_5240 = l_5239 > double(-1.1754943508222875e-38);
const bool l_5241 = l_5238 && l_5240;
const double l_5242 = l_5138 - l_5077;
const bool l_5243 = l_5242 < double(1.1754943508222875e-38);
const double l_5244 = l_5151 + l_5080;
const bool l_5245 = l_5244 > double(-1.1754943508222875e-38);
const bool l_5246 = l_5243 && l_5245;
if (l_5241) {
l_mut_5167 = uint32(0);
} else {
const bool l_5247 = l_mut_5167 == uint32(1);
const bool l_5248 = l_5246 && l_5247;
if (l_5248) {
l_mut_5167 = uint32(2);
}
}
}
l_mut_4124 = l_mut_5167;
}
}
l_mut_5167 = uint32(2);
const bool l_5249 = l_mut_937 == uint32(0);
if (l_5249) {
l_mut_5167 = uint32(0);
} else {
const bool l_5250 = l_mut_4124 == uint32(1);
if (l_5250) {
l_mut_5167 = uint32(1);
}
}
l_mut_978 = l_mut_5167;
} else {
const double l_5251 = l_mut_2093 - l_907;
const double l_5252 = l_mut_2093 + l_907;
const double l_5253 = l_mut_567 - l_907;
const double l_5254 = l_mut_567 + l_907;
const double l_5255 = abs(l_5253);
const bool l_5256 = l_5255 > l_2990;
const double l_5257 = abs(l_5254);
const bool l_5258 = l_5257 > l_2990;
const bool l_5259 = l_5256 && l_5258;
if (l_5259) {
const double l_5260 = l_2988 + l_2990;
const double l_5261 = abs(l_5253);
const double l_5262 = abs(l_5254);
l_mut_3872 = l_5261;
const bool l_5263 = l_5262 < l_5261;
if (l_5263) {
l_mut_3872 = l_5262;
}
const double l_5264 = l_5260 / l_mut_3872;
const double l_5265 = abs(l_5251);
const double l_5266 = abs(l_5252);
l_mut_3872 = l_5265;
const bool l_5267 = l_5266 < l_5265;
if (l_5267) {
l_mut_3872 = l_5266;
}
const double l_5268 = l_2988 / l_mut_3872;
const double l_5269 = l_5264 + l_5268;
l_mut_395 = l_mut_395 + l_5269;
l_mut_5167 = uint32(0);
const bool l_5270 = l_5253 <= double(0.0);
const bool l_5271 = l_5254 >= double(0.0);
const bool l_5272 = l_5270 && l_5271;
const bool l_5273 = !l_5272;
if (l_5273) {
const double l_5275 = l_5251 / l_5253;
const double l_5276 = l_5251 / l_5254;
const double l_5277 = l_5252 / l_5253;
const double l_5278 = l_5252 / l_5254;
l_arr_5274[uint32(0)] = l_5275;
l_arr_5274[uint32(1)] = l_5275;
const double l_5279 = l_arr_5274[uint32(0)];
const bool l_5280 = l_5276 < l_5279;
if (l_5280) {
l_arr_5274[uint32(0)] = l_5276;
}
const double l_5281 = l_arr_5274[uint32(0)];
const bool l_5282 = l_5277 < l_5281;
if (l_5282) {
l_arr_5274[uint32(0)] = l_5277;
}
const double l_5283 = l_arr_5274[uint32(0)];
const bool l_5284 = l_5278 < l_5283;
if (l_5284) {
l_arr_5274[uint32(0)] = l_5278;
}
const double l_5285 = l_arr_5274[uint32(1)];
const bool l_5286 = l_5276 > l_5285;
if (l_5286) {
l_arr_5274[uint32(1)] = l_5276;
}
const double l_5287 = l_arr_5274[uint32(1)];
const bool l_5288 = l_5277 > l_5287;
if (l_5288) {
l_arr_5274[uint32(1)] = l_5277;
}
const double l_5289 = l_arr_5274[uint32(1)];
const bool l_5290 = l_5278 > l_5289;
if (l_5290) {
l_arr_5274[uint32(1)] = l_5278;
}
const double l_5291 = l_arr_5274[uint32(0)];
const double l_5292 = abs(l_5291);
const double l_5293 = l_5292 * l_mut_395;
const double l_5294 = l_arr_5274[uint32(1)];
const double l_5295 = abs(l_5294);
const double l_5296 = l_5295 * l_mut_395;
l_mut_5167 = uint32(2);
const double l_5297 = l_arr_5274[uint32(0)];
const double l_5298 = l_5297 - l_5293;
const double l_5299 = abs(l_5298);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5300 = l_5299 >= double(1.1754943508222875e-38);
const bool l_5301 = l_5299 <= double(1.7976931348623157e308);
const bool l_5302 = l_5300 && l_5301;
if (l_5302) {
const uint64 l_5303 = reinterpret_cast<uint64 const&>(l_5299);
const uint64 l_5304 = l_5303 >> uint64(52);
const uint64 l_5305 = l_5304 - uint64(23);
const uint64 l_5306 = l_5305 << uint64(52);
const double l_5307 = reinterpret_cast<double const&>(l_5306);
l_mut_3872 = l_5307;
}
const double l_5308 = l_5297 + l_5293;
const double l_5309 = abs(l_5308);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_5310 = l_5309 >= double(1.1754943508222875e-38);
const bool l_5311 = l_5309 <= double(1.7976931348623157e308);
const bool l_5312 = l_5310 && l_5311;
if (l_5312) {
const uint64 l_5313 = reinterpret_cast<uint64 const&>(l_5309);
const uint64 l_5314 = l_5313 >> uint64(52);
const uint64 l_5315 = l_5314 - uint64(23);
const uint64 l_5316 = l_5315 << uint64(52);
const double l_5317 = reinterpret_cast<double const&>(l_5316);
l_mut_3618 = l_5317;
}
const bool l_5318 = l_mut_3872 == l_mut_3618;
const double l_5319 = l_arr_5274[uint32(1)];
const double l_5320 = l_5319 - l_5296;
const double l_5321 = abs(l_5320);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5322 = l_5321 >= double(1.1754943508222875e-38);
const bool l_5323 = l_5321 <= double(1.7976931348623157e308);
const bool l_5324 = l_5322 && l_5323;
if (l_5324) {
const uint64 l_5325 = reinterpret_cast<uint64 const&>(l_5321);
const uint64 l_5326 = l_5325 >> uint64(52);
const uint64 l_5327 = l_5326 - uint64(23);
const uint64 l_5328 = l_5327 << uint64(52);
const double l_5329 = reinterpret_cast<double const&>(l_5328);
l_mut_3872 = l_5329;
}
const double l_5330 = l_5319 + l_5296;
const double l_5331 = abs(l_5330);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_5332 = l_5331 >= double(1.1754943508222875e-38);
const bool l_5333 = l_5331 <= double(1.7976931348623157e308);
const bool l_5334 = l_5332 && l_5333;
if (l_5334) {
const uint64 l_5335 = reinterpret_cast<uint64 const&>(l_5331);
const uint64 l_5336 = l_5335 >> uint64(52);
const uint64 l_5337 = l_5336 - uint64(23);
const uint64 l_5338 = l_5337 << uint64(52);
const double l_5339 = reinterpret_cast<double const&>(l_5338);
l_mut_3618 = l_5339;
}
const bool l_5340 = l_mut_3872 == l_mut_3618;
const bool l_5341 = l_5318 && l_5340;
if (l_5341) {
const double l_5342 = l_arr_5274[uint32(0)];
const double l_5343 = l_arr_5274[uint32(0)];
const double l_5344 = abs(l_5343);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5345 = l_5344 >= double(1.1754943508222875e-38);
const bool l_5346 = l_5344 <= double(1.7976931348623157e308);
const bool l_5347 = l_5345 && l_5346;
if (l_5347) {
const uint64 l_5348 = reinterpret_cast<uint64 const&>(l_5344);
const uint64 l_5349 = l_5348 >> uint64(52);
const uint64 l_5350 = l_5349 - uint64(23);
const uint64 l_5351 = l_5350 << uint64(52);
const double l_5352 = reinterpret_cast<double const&>(l_5351);
l_mut_3872 = l_5352;
}
const double l_5353 = l_910 * l_mut_3872;
const double l_5354 = l_5342 - l_5353;
const double l_5355 = l_arr_5274[uint32(1)];
const double l_5356 = l_arr_5274[uint32(1)];
const double l_5357 = abs(l_5356);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5358 = l_5357 >= double(1.1754943508222875e-38);
const bool l_5359 = l_5357 <= double(1.7976931348623157e308);
const bool l_5360 = l_5358 && l_5359;
if (l_5360) {
const uint64 l_5361 = reinterpret_cast<uint64 const&>(l_5357);
const uint64 l_5362 = l_5361 >> uint64(52);
const uint64 l_5363 = l_5362 - uint64(23);
const uint64 l_5364 = l_5363 << uint64(52);
const double l_5365 = reinterpret_cast<double const&>(l_5364);
l_mut_3872 = l_5365;
}
const double l_5366 = l_910 * l_mut_3872;
const double l_5367 = l_5355 + l_5366;
const uint32 l_5368 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5369 = l_5368 & uint32(2147483647);
const float l_5370 = reinterpret_cast<float const&>(l_5369);
const double l_5371 = double(l_5370);
l_mut_3872 = l_5371;
const bool l_5372 = l_5369 < uint32(8388608);
if (l_5372) {
const double l_5373 = double(l_5369);
const double l_5374 = l_5373 * double(1.401298464324817e-45);
l_mut_3872 = l_5374;
}
const uint64 l_5375 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5376 = l_5368 >> uint32(31);
const uint64 l_5377 = uint64(l_5376);
const uint64 l_5378 = l_5377 << uint64(63);
const uint64 l_5379 = l_5375 | l_5378;
const double l_5380 = reinterpret_cast<double const&>(l_5379);
const uint32 l_5381 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5382 = l_5381 + uint32(1);
l_mut_4124 = l_5382;
const uint32 l_5383 = l_5381 & uint32(2147483647);
const bool l_5384 = l_5383 == uint32(0);
if (l_5384) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_5385 = l_5381 & uint32(2147483648);
const bool l_5386 = l_5385 != uint32(0);
if (l_5386) {
const uint32 l_5387 = l_5381 - uint32(1);
l_mut_4124 = l_5387;
} else {
const bool l_5388 = l_5381 == uint32(2139095040);
if (l_5388) {
l_mut_4124 = l_5381;
}
}
}
const float l_5389 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_5390 = reinterpret_cast<uint32 const&>(l_5389);
const uint32 l_5391 = l_5390 & uint32(2147483647);
const float l_5392 = reinterpret_cast<float const&>(l_5391);
const double l_5393 = double(l_5392);
l_mut_3872 = l_5393;
const bool l_5394 = l_5391 < uint32(8388608);
if (l_5394) {
const double l_5395 = double(l_5391);
const double l_5396 = l_5395 * double(1.401298464324817e-45);
l_mut_3872 = l_5396;
}
const uint64 l_5397 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5398 = l_5390 >> uint32(31);
const uint64 l_5399 = uint64(l_5398);
const uint64 l_5400 = l_5399 << uint64(63);
const uint64 l_5401 = l_5397 | l_5400;
const double l_5402 = reinterpret_cast<double const&>(l_5401);
const uint32 l_5403 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5404 = l_5403 ^ uint32(2147483648);
const float l_5405 = reinterpret_cast<float const&>(l_5404);
const uint32 l_5406 = reinterpret_cast<uint32 const&>(l_5405);
const uint32 l_5407 = l_5406 + uint32(1);
l_mut_4124 = l_5407;
const uint32 l_5408 = l_5406 & uint32(2147483647);
const bool l_5409 = l_5408 == uint32(0);
if (l_5409) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_5410 = l_5406 & uint32(2147483648);
const bool l_5411 = l_5410 != uint32(0);
if (l_5411) {
const uint32 l_5412 = l_5406 - uint32(1);
l_mut_4124 = l_5412;
} else {
const bool l_5413 = l_5406 == uint32(2139095040);
if (l_5413) {
l_mut_4124 = l_5406;
}
}
}
const float l_5414 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_5415 = reinterpret_cast<uint32 const&>(l_5414);
const uint32 l_5416 = l_5415 ^ uint32(2147483648);
const float l_5417 = reinterpret_cast<float const&>(l_5416);
const uint32 l_5418 = reinterpret_cast<uint32 const&>(l_5417);
const uint32 l_5419 = l_5418 & uint32(2147483647);
const float l_5420 = reinterpret_cast<float const&>(l_5419);
const double l_5421 = double(l_5420);
l_mut_3872 = l_5421;
const bool l_5422 = l_5419 < uint32(8388608);
if (l_5422) {
const double l_5423 = double(l_5419);
const double l_5424 = l_5423 * double(1.401298464324817e-45);
l_mut_3872 = l_5424;
}
const uint64 l_5425 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5426 = l_5418 >> uint32(31);
const uint64 l_5427 = uint64(l_5426);
const uint64 l_5428 = l_5427 << uint64(63);
const uint64 l_5429 = l_5425 | l_5428;
const double l_5430 = reinterpret_cast<double const&>(l_5429);
const double l_5431 = l_5354 + l_5293;
const bool l_5432 = l_5431 <= l_5380;
l_mut_1038 = l_5432;
const double l_5433 = l_5354 - l_5293;
const bool l_5434 = l_5433 > l_5380;
l_mut_1035 = l_5434;
const double l_5435 = l_5367 - l_5296;
const bool l_5436 = l_5435 >= l_5380;
l_mut_1032 = l_5436;
const double l_5437 = l_5367 + l_5296;
const bool l_5438 = l_5437 < l_5380;
l_mut_1029 = l_5438;
l_mut_4124 = uint32(2);
const bool l_5439 = l_mut_1035 || l_mut_1029;
if (l_5439) {
l_mut_4124 = uint32(1);
} else {
const bool l_5440 = l_mut_1038 && l_mut_1032;
if (l_5440) {
l_mut_4124 = uint32(0);
}
}
const uint32 l_5441 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5442 = l_5441 & uint32(2147483647);
const bool l_5443 = l_5442 == uint32(0);
if (l_5443) {
const double l_5444 = l_5354 + l_5293;
const bool l_5445 = l_5444 < double(1.1754943508222875e-38);
const double l_5446 = l_5367 - l_5296;
const bool l_5447 = l_5446 > double(-1.1754943508222875e-38);
const bool l_5448 = l_5445 && l_5447;
const double l_5449 = l_5354 - l_5293;
const bool l_5450 = l_5449 < double(1.1754943508222875e-38);
const double l_5451 = l_5367 + l_5296;
const bool l_5452 = l_5451 > double(-1.1754943508222875e-38);
const bool l_5453 = l_5450 && l_5452;
if (l_5448) {
l_mut_4124 = uint32(0);
} else {
const bool l_5454 = l_mut_4124 == uint32(1);
const bool l_5455 = l_5453 && l_5454;
if (l_5455) {
l_mut_4124 = uint32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
}
l_mut_978 = l_mut_5167;
}
}
l_mut_379 = l_mut_978;
} else {
const bool l_5456 = l_919 <= l_913;
if (l_5456) {
const float l_5457 = float(l_918);
const uint32 l_5458 = reinterpret_cast<uint32 const&>(l_5457);
const uint32 l_5459 = l_5458 & uint32(2147483647);
const float l_5460 = reinterpret_cast<float const&>(l_5459);
const double l_5461 = double(l_5460);
l_mut_3872 = l_5461;
const bool l_5462 = l_5459 < uint32(8388608);
if (l_5462) {
const double l_5463 = double(l_5459);
const double l_5464 = l_5463 * double(1.401298464324817e-45);
l_mut_3872 = l_5464;
}
const uint64 l_5465 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5466 = l_5458 >> uint32(31);
const uint64 l_5467 = uint64(l_5466);
const uint64 l_5468 = l_5467 << uint64(63);
const uint64 l_5469 = l_5465 | l_5468;
const double l_5470 = reinterpret_cast<double const&>(l_5469);
const double l_5471 = abs(l_5470);
l_mut_3872 = l_5471;
l_mut_5167 = uint32(0);
const bool l_5472 = l_5471 >= double(0.785);
if (l_5472) {
const double l_5473 = l_5471 * double(0.6366197723675814);
const double l_5474 = l_5473 + double(0.5);
const double l_5475 = floor(l_5474);
const double l_5476 = l_5475 * double(1.570796325802803);
const double l_5477 = l_5471 - l_5476;
const double l_5478 = l_5477 * l_20;
const double l_5479 = l_5475 * double(9.920935796805404e-10);
const double l_5480 = l_5478 - l_5479;
l_mut_3872 = l_5480;
const uint32 l_5481 = uint32(l_5475);
l_mut_5167 = l_5481;
}
const uint32 l_5482 = reinterpret_cast<uint32 const&>(l_5457);
const bool l_5483 = l_5482 >= uint32(2147483648);
const double l_5484 = l_mut_3872 * l_mut_3872;
const double l_5485 = l_5484 * double(1.9572941063391263e-20);
const double l_5486 = double(8.22063524662433e-18) - l_5485;
l_mut_3618 = l_5486;
const double l_5487 = l_mut_3618 * l_5484;
const double l_5488 = l_5487 - double(2.8114572543455206e-15);
l_mut_3618 = l_5488;
const double l_5489 = l_mut_3618 * l_5484;
const double l_5490 = l_5489 + double(7.647163731819816e-13);
l_mut_3618 = l_5490;
const double l_5491 = l_mut_3618 * l_5484;
const double l_5492 = l_5491 - double(1.6059043836821613e-10);
l_mut_3618 = l_5492;
const double l_5493 = l_mut_3618 * l_5484;
const double l_5494 = l_5493 + double(2.505210838544172e-8);
l_mut_3618 = l_5494;
const double l_5495 = l_mut_3618 * l_5484;
const double l_5496 = l_5495 - double(2.7557319223985893e-6);
l_mut_3618 = l_5496;
const double l_5497 = l_mut_3618 * l_5484;
const double l_5498 = l_5497 + double(0.0001984126984126984);
l_mut_3618 = l_5498;
const double l_5499 = l_mut_3618 * l_5484;
const double l_5500 = l_5499 - double(0.008333333333333333);
l_mut_3618 = l_5500;
const double l_5501 = l_mut_3618 * l_5484;
const double l_5502 = l_5501 + double(0.16666666666666666);
l_mut_3618 = l_5502;
const double l_5503 = double(0.5) * l_5484;
const double l_5504 = double(1.0) - l_5503;
const double l_5505 = double(0.0) * l_5504;
const double l_5506 = l_mut_3872 * l_5484;
const double l_5507 = l_5506 * l_mut_3618;
const double l_5508 = l_5505 - l_5507;
const double l_5509 = l_mut_3872 + l_5508;
const double l_5510 = l_mut_3872 * l_mut_3872;
const double l_5511 = l_5510 * double(4.110317623312165e-19);
const double l_5512 = l_5511 - double(1.5619206968586225e-16);
l_mut_3618 = l_5512;
const double l_5513 = l_mut_3618 * l_5510;
const double l_5514 = l_5513 + double(4.779477332387385e-14);
l_mut_3618 = l_5514;
const double l_5515 = l_mut_3618 * l_5510;
const double l_5516 = l_5515 - double(1.1470745597729725e-11);
l_mut_3618 = l_5516;
const double l_5517 = l_mut_3618 * l_5510;
const double l_5518 = l_5517 + double(2.08767569878681e-9);
l_mut_3618 = l_5518;
const double l_5519 = l_mut_3618 * l_5510;
const double l_5520 = l_5519 - double(2.755731922398589e-7);
l_mut_3618 = l_5520;
const double l_5521 = l_mut_3618 * l_5510;
const double l_5522 = l_5521 + double(2.48015873015873e-5);
l_mut_3618 = l_5522;
const double l_5523 = l_mut_3618 * l_5510;
const double l_5524 = l_5523 - double(0.001388888888888889);
l_mut_3618 = l_5524;
const double l_5525 = l_mut_3618 * l_5510;
const double l_5526 = l_5525 + double(0.041666666666666664);
l_mut_3618 = l_5526;
const double l_5527 = double(0.5) * l_5510;
const double l_5528 = double(1.0) - l_5527;
const double l_5529 = l_5510 * l_5510;
const double l_5530 = l_5529 * l_mut_3618;
const double l_5531 = double(0.0) * l_mut_3872;
const double l_5532 = l_5530 - l_5531;
const double l_5533 = l_5528 + l_5532;
const uint32 l_5534 = l_mut_5167 & uint32(1);
const bool l_5535 = l_5534 == uint32(1);
l_mut_3872 = l_5509;
const uint32 l_5536 = l_mut_5167 & uint32(2);
const bool l_5537 = l_5536 != uint32(0);
l_mut_1038 = l_5537;
const bool l_5538 = uint32(6) == uint32(6);
if (l_5538) {
if (l_5535) {
l_mut_3872 = l_5533;
}
} else {
const bool l_5539 = uint32(6) == uint32(7);
if (l_5539) {
l_mut_3872 = l_5533;
if (l_5535) {
l_mut_3872 = l_5509;
}
const uint32 l_5540 = l_mut_5167 + uint32(1);
const uint32 l_5541 = l_5540 & uint32(2);
const bool l_5542 = l_5541 != uint32(0);
l_mut_1038 = l_5542;
} else {
const double l_5543 = l_5509 / l_5533;
l_mut_3872 = l_5543;
if (l_5535) {
const double l_5544 = l_5533 / l_5509;
l_mut_3872 = l_5544;
}
l_mut_1038 = l_5535;
}
}
const bool l_5545 = uint32(6) != uint32(7);
const bool l_5546 = l_5545 && l_5483;
if (l_5546) {
const bool l_5547 = !l_mut_1038;
l_mut_1038 = l_5547;
}
if (l_mut_1038) {
const double l_5548 = -l_mut_3872;
l_mut_3872 = l_5548;
}
const float l_5549 = float(l_918);
const uint32 l_5550 = reinterpret_cast<uint32 const&>(l_5549);
const uint32 l_5551 = l_5550 & uint32(2147483647);
const float l_5552 = reinterpret_cast<float const&>(l_5551);
const double l_5553 = double(l_5552);
l_mut_3618 = l_5553;
const bool l_5554 = l_5551 < uint32(8388608);
if (l_5554) {
const double l_5555 = double(l_5551);
const double l_5556 = l_5555 * double(1.401298464324817e-45);
l_mut_3618 = l_5556;
}
const uint64 l_5557 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_5558 = l_5550 >> uint32(31);
const uint64 l_5559 = uint64(l_5558);
const uint64 l_5560 = l_5559 << uint64(63);
const uint64 l_5561 = l_5557 | l_5560;
const double l_5562 = reinterpret_cast<double const&>(l_5561);
const double l_5563 = abs(l_5562);
l_mut_3618 = l_5563;
l_mut_5167 = uint32(0);
const bool l_5564 = l_5563 >= double(0.785);
if (l_5564) {
const double l_5565 = l_5563 * double(0.6366197723675814);
const double l_5566 = l_5565 + double(0.5);
const double l_5567 = floor(l_5566);
const double l_5568 = l_5567 * double(1.570796325802803);
const double l_5569 = l_5563 - l_5568;
const double l_5570 = l_5569 * l_20;
const double l_5571 = l_5567 * double(9.920935796805404e-10);
const double l_5572 = l_5570 - l_5571;
l_mut_3618 = l_5572;
const uint32 l_5573 = uint32(l_5567);
l_mut_5167 = l_5573;
}
const uint32 l_5574 = reinterpret_cast<uint32 const&>(l_5549);
const bool l_5575 = l_5574 >= uint32(2147483648);
const double l_5576 = l_mut_3618 * l_mut_3618;
const double l_5577 = l_5576 * double(1.9572941063391263e-20);
const double l_5578 = double(8.22063524662433e-18) - l_5577;
l_mut_3362 = l_5578;
const double l_5579 = l_mut_3362 * l_5576;
const double l_5580 = l_5579 - double(2.8114572543455206e-15);
l_mut_3362 = l_5580;
const double l_5581 = l_mut_3362 * l_5576;
const double l_5582 = l_5581 + double(7.647163731819816e-13);
l_mut_3362 = l_5582;
const double l_5583 = l_mut_3362 * l_5576;
const double l_5584 = l_5583 - double(1.6059043836821613e-10);
l_mut_3362 = l_5584;
const double l_5585 = l_mut_3362 * l_5576;
const double l_5586 = l_5585 + double(2.505210838544172e-8);
l_mut_3362 = l_5586;
const double l_5587 = l_mut_3362 * l_5576;
const double l_5588 = l_5587 - double(2.7557319223985893e-6);
l_mut_3362 = l_5588;
const double l_5589 = l_mut_3362 * l_5576;
const double l_5590 = l_5589 + double(0.0001984126984126984);
l_mut_3362 = l_5590;
const double l_5591 = l_mut_3362 * l_5576;
const double l_5592 = l_5591 - double(0.008333333333333333);
l_mut_3362 = l_5592;
const double l_5593 = l_mut_3362 * l_5576;
const double l_5594 = l_5593 + double(0.16666666666666666);
l_mut_3362 = l_5594;
const double l_5595 = double(0.5) * l_5576;
const double l_5596 = double(1.0) - l_5595;
const double l_5597 = double(0.0) * l_5596;
const double l_5598 = l_mut_3618 * l_5576;
const double l_5599 = l_5598 * l_mut_3362;
const double l_5600 = l_5597 - l_5599;
const double l_5601 = l_mut_3618 + l_5600;
const double l_5602 = l_mut_3618 * l_mut_3618;
const double l_5603 = l_5602 * double(4.110317623312165e-19);
const double l_5604 = l_5603 - double(1.5619206968586225e-16);
l_mut_3362 = l_5604;
const double l_5605 = l_mut_3362 * l_5602;
const double l_5606 = l_5605 + double(4.779477332387385e-14);
l_mut_3362 = l_5606;
const double l_5607 = l_mut_3362 * l_5602;
const double l_5608 = l_5607 - double(1.1470745597729725e-11);
l_mut_3362 = l_5608;
const double l_5609 = l_mut_3362 * l_5602;
const double l_5610 = l_5609 + double(2.08767569878681e-9);
l_mut_3362 = l_5610;
const double l_5611 = l_mut_3362 * l_5602;
const double l_5612 = l_5611 - double(2.755731922398589e-7);
l_mut_3362 = l_5612;
const double l_5613 = l_mut_3362 * l_5602;
const double l_5614 = l_5613 + double(2.48015873015873e-5);
l_mut_3362 = l_5614;
const double l_5615 = l_mut_3362 * l_5602;
const double l_5616 = l_5615 - double(0.001388888888888889);
l_mut_3362 = l_5616;
const double l_5617 = l_mut_3362 * l_5602;
const double l_5618 = l_5617 + double(0.041666666666666664);
l_mut_3362 = l_5618;
const double l_5619 = double(0.5) * l_5602;
const double l_5620 = double(1.0) - l_5619;
const double l_5621 = l_5602 * l_5602;
const double l_5622 = l_5621 * l_mut_3362;
const double l_5623 = double(0.0) * l_mut_3618;
const double l_5624 = l_5622 - l_5623;
const double l_5625 = l_5620 + l_5624;
const uint32 l_5626 = l_mut_5167 & uint32(1);
const bool l_5627 = l_5626 == uint32(1);
l_mut_3618 = l_5601;
const uint32 l_5628 = l_mut_5167 & uint32(2);
const bool l_5629 = l_5628 != uint32(0);
l_mut_1038 = l_5629;
const bool l_5630 = uint32(7) == uint32(6);
if (l_5630) {
if (l_5627) {
l_mut_3618 = l_5625;
}
} else {
const bool l_5631 = uint32(7) == uint32(7);
if (l_5631) {
l_mut_3618 = l_5625;
if (l_5627) {
l_mut_3618 = l_5601;
}
const uint32 l_5632 = l_mut_5167 + uint32(1);
const uint32 l_5633 = l_5632 & uint32(2);
const bool l_5634 = l_5633 != uint32(0);
l_mut_1038 = l_5634;
} else {
const double l_5635 = l_5601 / l_5625;
l_mut_3618 = l_5635;
if (l_5627) {
const double l_5636 = l_5625 / l_5601;
l_mut_3618 = l_5636;
}
l_mut_1038 = l_5627;
}
}
const bool l_5637 = uint32(7) != uint32(7);
const bool l_5638 = l_5637 && l_5575;
if (l_5638) {
const bool l_5639 = !l_mut_1038;
l_mut_1038 = l_5639;
}
if (l_mut_1038) {
const double l_5640 = -l_mut_3618;
l_mut_3618 = l_5640;
}
const double l_5641 = abs(l_mut_3872);
const double l_5642 = l_5641 * double(1.4551915228366852e-11);
const double l_5643 = abs(l_mut_3618);
const double l_5644 = l_5643 * double(1.4551915228366852e-11);
const double l_5645 = l_mut_3872 - l_907;
const double l_5646 = l_mut_3872 + l_907;
const double l_5647 = l_mut_3618 - l_907;
const double l_5648 = l_mut_3618 + l_907;
l_mut_5167 = uint32(2);
const double l_5649 = abs(l_5647);
const bool l_5650 = l_5649 <= l_5644;
const double l_5651 = abs(l_5648);
const bool l_5652 = l_5651 <= l_5644;
const bool l_5653 = l_5650 || l_5652;
const bool l_5654 = !l_5653;
if (l_5654) {
l_mut_5167 = uint32(0);
const bool l_5655 = l_5647 <= double(0.0);
const bool l_5656 = l_5648 >= double(0.0);
const bool l_5657 = l_5655 && l_5656;
const bool l_5658 = !l_5657;
if (l_5658) {
const double l_5659 = abs(l_5647);
const double l_5660 = abs(l_5648);
l_mut_3872 = l_5659;
const bool l_5661 = l_5660 < l_5659;
if (l_5661) {
l_mut_3872 = l_5660;
}
const double l_5662 = l_5644 / l_mut_3872;
const double l_5663 = l_5662 + double(1.4551915228366852e-11);
const double l_5664 = double(1.0) / l_5648;
const double l_5665 = double(1.0) / l_5647;
const double l_5666 = abs(l_5664);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5667 = l_5666 >= double(1.1754943508222875e-38);
const bool l_5668 = l_5666 <= double(1.7976931348623157e308);
const bool l_5669 = l_5667 && l_5668;
if (l_5669) {
const uint64 l_5670 = reinterpret_cast<uint64 const&>(l_5666);
const uint64 l_5671 = l_5670 >> uint64(52);
const uint64 l_5672 = l_5671 - uint64(23);
const uint64 l_5673 = l_5672 << uint64(52);
const double l_5674 = reinterpret_cast<double const&>(l_5673);
l_mut_3872 = l_5674;
}
const double l_5675 = l_910 * l_mut_3872;
const double l_5676 = l_5664 - l_5675;
const double l_5677 = abs(l_5665);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5678 = l_5677 >= double(1.1754943508222875e-38);
const bool l_5679 = l_5677 <= double(1.7976931348623157e308);
const bool l_5680 = l_5678 && l_5679;
if (l_5680) {
const uint64 l_5681 = reinterpret_cast<uint64 const&>(l_5677);
const uint64 l_5682 = l_5681 >> uint64(52);
const uint64 l_5683 = l_5682 - uint64(23);
const uint64 l_5684 = l_5683 << uint64(52);
const double l_5685 = reinterpret_cast<double const&>(l_5684);
l_mut_3872 = l_5685;
}
const double l_5686 = l_910 * l_mut_3872;
const double l_5687 = l_5665 + l_5686;
const double l_5689 = l_5645 * l_5676;
const double l_5690 = l_5645 * l_5687;
const double l_5691 = l_5646 * l_5676;
const double l_5692 = l_5646 * l_5687;
l_arr_5688[uint32(0)] = l_5689;
l_arr_5688[uint32(1)] = l_5689;
const double l_5693 = l_arr_5688[uint32(0)];
const bool l_5694 = l_5690 < l_5693;
if (l_5694) {
l_arr_5688[uint32(0)] = l_5690;
}
const double l_5695 = l_arr_5688[uint32(0)];
const bool l_5696 = l_5691 < l_5695;
if (l_5696) {
l_arr_5688[uint32(0)] = l_5691;
}
const double l_5697 = l_arr_5688[uint32(0)];
const bool l_5698 = l_5692 < l_5697;
if (l_5698) {
l_arr_5688[uint32(0)] = l_5692;
}
const double l_5699 = l_arr_5688[uint32(1)];
const bool l_5700 = l_5690 > l_5699;
if (l_5700) {
l_arr_5688[uint32(1)] = l_5690;
}
const double l_5701 = l_arr_5688[uint32(1)];
const bool l_5702 = l_5691 > l_5701;
if (l_5702) {
l_arr_5688[uint32(1)] = l_5691;
}
const double l_5703 = l_arr_5688[uint32(1)];
const bool l_5704 = l_5692 > l_5703;
if (l_5704) {
l_arr_5688[uint32(1)] = l_5692;
}
const double l_5705 = abs(l_5645);
const double l_5706 = abs(l_5646);
l_mut_3872 = l_5705;
const bool l_5707 = l_5706 > l_5705;
if (l_5707) {
l_mut_3872 = l_5706;
}
const double l_5708 = abs(l_5676);
const double l_5709 = abs(l_5687);
l_mut_3618 = l_5708;
const bool l_5710 = l_5709 > l_5708;
if (l_5710) {
l_mut_3618 = l_5709;
}
const double l_5711 = l_mut_3872 * l_mut_3618;
const double l_5712 = l_5663 + double(1.4551915228366852e-11);
const double l_5713 = l_5711 * l_5712;
const double l_5714 = l_5642 * l_mut_3618;
const double l_5715 = l_5713 + l_5714;
l_mut_5167 = uint32(2);
const double l_5716 = abs(l_5664);
const double l_5717 = l_5716 * l_5663;
const double l_5718 = l_5664 - l_5717;
const double l_5719 = abs(l_5718);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5720 = l_5719 >= double(1.1754943508222875e-38);
const bool l_5721 = l_5719 <= double(1.7976931348623157e308);
const bool l_5722 = l_5720 && l_5721;
if (l_5722) {
const uint64 l_5723 = reinterpret_cast<uint64 const&>(l_5719);
const uint64 l_5724 = l_5723 >> uint64(52);
const uint64 l_5725 = l_5724 - uint64(23);
const uint64 l_5726 = l_5725 << uint64(52);
const double l_5727 = reinterpret_cast<double const&>(l_5726);
l_mut_3872 = l_5727;
}
const double l_5728 = l_5664 + l_5717;
const double l_5729 = abs(l_5728);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_5730 = l_5729 >= double(1.1754943508222875e-38);
const bool l_5731 = l_5729 <= double(1.7976931348623157e308);
const bool l_5732 = l_5730 && l_5731;
if (l_5732) {
const uint64 l_5733 = reinterpret_cast<uint64 const&>(l_5729);
const uint64 l_5734 = l_5733 >> uint64(52);
const uint64 l_5735 = l_5734 - uint64(23);
const uint64 l_5736 = l_5735 << uint64(52);
const double l_5737 = reinterpret_cast<double const&>(l_5736);
l_mut_3618 = l_5737;
}
const bool l_5738 = l_mut_3872 == l_mut_3618;
const double l_5739 = abs(l_5665);
const double l_5740 = l_5739 * l_5663;
const double l_5741 = l_5665 - l_5740;
const double l_5742 = abs(l_5741);
l_mut_3872 = double(1.401298464324817e-45);
const bool l_5743 = l_5742 >= double(1.1754943508222875e-38);
const bool l_5744 = l_5742 <= double(1.7976931348623157e308);
const bool l_5745 = l_5743 && l_5744;
if (l_5745) {
const uint64 l_5746 = reinterpret_cast<uint64 const&>(l_5742);
const uint64 l_5747 = l_5746 >> uint64(52);
const uint64 l_5748 = l_5747 - uint64(23);
const uint64 l_5749 = l_5748 << uint64(52);
const double l_5750 = reinterpret_cast<double const&>(l_5749);
l_mut_3872 = l_5750;
}
const double l_5751 = l_5665 + l_5740;
const double l_5752 = abs(l_5751);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_5753 = l_5752 >= double(1.1754943508222875e-38);
const bool l_5754 = l_5752 <= double(1.7976931348623157e308);
const bool l_5755 = l_5753 && l_5754;
if (l_5755) {
const uint64 l_5756 = reinterpret_cast<uint64 const&>(l_5752);
const uint64 l_5757 = l_5756 >> uint64(52);
const uint64 l_5758 = l_5757 - uint64(23);
const uint64 l_5759 = l_5758 << uint64(52);
const double l_5760 = reinterpret_cast<double const&>(l_5759);
l_mut_3618 = l_5760;
}
const bool l_5761 = l_mut_3872 == l_mut_3618;
const bool l_5762 = l_5738 && l_5761;
if (l_5762) {
const double l_5763 = l_arr_5688[uint32(0)];
const double l_5764 = l_arr_5688[uint32(1)];
const uint32 l_5765 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5766 = l_5765 & uint32(2147483647);
const float l_5767 = reinterpret_cast<float const&>(l_5766);
const double l_5768 = double(l_5767);
l_mut_3872 = l_5768;
const bool l_5769 = l_5766 < uint32(8388608);
if (l_5769) {
const double l_5770 = double(l_5766);
const double l_5771 = l_5770 * double(1.401298464324817e-45);
l_mut_3872 = l_5771;
}
const uint64 l_5772 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5773 = l_5765 >> uint32(31);
const uint64 l_5774 = uint64(l_5773);
const uint64 l_5775 = l_5774 << uint64(63);
const uint64 l_5776 = l_5772 | l_5775;
const double l_5777 = reinterpret_cast<double const&>(l_5776);
const uint32 l_5778 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5779 = l_5778 + uint32(1);
l_mut_4124 = l_5779;
const uint32 l_5780 = l_5778 & uint32(2147483647);
const bool l_5781 = l_5780 == uint32(0);
if (l_5781) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_5782 = l_5778 & uint32(2147483648);
const bool l_5783 = l_5782 != uint32(0);
if (l_5783) {
const uint32 l_5784 = l_5778 - uint32(1);
l_mut_4124 = l_5784;
} else {
const bool l_5785 = l_5778 == uint32(2139095040);
if (l_5785) {
l_mut_4124 = l_5778;
}
}
}
const float l_5786 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_5787 = reinterpret_cast<uint32 const&>(l_5786);
const uint32 l_5788 = l_5787 & uint32(2147483647);
const float l_5789 = reinterpret_cast<float const&>(l_5788);
const double l_5790 = double(l_5789);
l_mut_3872 = l_5790;
const bool l_5791 = l_5788 < uint32(8388608);
if (l_5791) {
const double l_5792 = double(l_5788);
const double l_5793 = l_5792 * double(1.401298464324817e-45);
l_mut_3872 = l_5793;
}
const uint64 l_5794 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5795 = l_5787 >> uint32(31);
const uint64 l_5796 = uint64(l_5795);
const uint64 l_5797 = l_5796 << uint64(63);
const uint64 l_5798 = l_5794 | l_5797;
const double l_5799 = reinterpret_cast<double const&>(l_5798);
const uint32 l_5800 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5801 = l_5800 ^ uint32(2147483648);
const float l_5802 = reinterpret_cast<float const&>(l_5801);
const uint32 l_5803 = reinterpret_cast<uint32 const&>(l_5802);
const uint32 l_5804 = l_5803 + uint32(1);
l_mut_4124 = l_5804;
const uint32 l_5805 = l_5803 & uint32(2147483647);
const bool l_5806 = l_5805 == uint32(0);
if (l_5806) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_5807 = l_5803 & uint32(2147483648);
const bool l_5808 = l_5807 != uint32(0);
if (l_5808) {
const uint32 l_5809 = l_5803 - uint32(1);
l_mut_4124 = l_5809;
} else {
const bool l_5810 = l_5803 == uint32(2139095040);
if (l_5810) {
l_mut_4124 = l_5803;
}
}
}
const float l_5811 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_5812 = reinterpret_cast<uint32 const&>(l_5811);
const uint32 l_5813 = l_5812 ^ uint32(2147483648);
const float l_5814 = reinterpret_cast<float const&>(l_5813);
const uint32 l_5815 = reinterpret_cast<uint32 const&>(l_5814);
const uint32 l_5816 = l_5815 & uint32(2147483647);
const float l_5817 = reinterpret_cast<float const&>(l_5816);
const double l_5818 = double(l_5817);
l_mut_3872 = l_5818;
const bool l_5819 = l_5816 < uint32(8388608);
if (l_5819) {
const double l_5820 = double(l_5816);
const double l_5821 = l_5820 * double(1.401298464324817e-45);
l_mut_3872 = l_5821;
}
const uint64 l_5822 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_5823 = l_5815 >> uint32(31);
const uint64 l_5824 = uint64(l_5823);
const uint64 l_5825 = l_5824 << uint64(63);
const uint64 l_5826 = l_5822 | l_5825;
const double l_5827 = reinterpret_cast<double const&>(l_5826);
const double l_5828 = l_5763 + l_5715;
const bool l_5829 = l_5828 <= l_5777;
l_mut_1038 = l_5829;
const double l_5830 = l_5763 - l_5715;
const bool l_5831 = l_5830 > l_5777;
l_mut_1035 = l_5831;
const double l_5832 = l_5764 - l_5715;
const bool l_5833 = l_5832 >= l_5777;
l_mut_1032 = l_5833;
const double l_5834 = l_5764 + l_5715;
const bool l_5835 = l_5834 < l_5777;
l_mut_1029 = l_5835;
const double l_5836 = l_5763 + l_5715;
const bool l_5837 = l_5836 < l_5799;
l_mut_1038 = l_5837;
const double l_5838 = l_5763 - l_5715;
const bool l_5839 = l_5838 >= l_5799;
l_mut_1035 = l_5839;
const double l_5840 = l_5764 - l_5715;
const bool l_5841 = l_5840 > l_5827;
l_mut_1032 = l_5841;
const double l_5842 = l_5764 + l_5715;
const bool l_5843 = l_5842 <= l_5827;
l_mut_1029 = l_5843;
l_mut_4124 = uint32(2);
const bool l_5844 = l_mut_1035 || l_mut_1029;
if (l_5844) {
l_mut_4124 = uint32(1);
} else {
const bool l_5845 = l_mut_1038 && l_mut_1032;
if (l_5845) {
l_mut_4124 = uint32(0);
}
}
const uint32 l_5846 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5847 = l_5846 & uint32(2147483647);
const bool l_5848 = l_5847 == uint32(0);
if (l_5848) {
const double l_5849 = l_5763 + l_5715;
const bool l_5850 = l_5849 < double(1.1754943508222875e-38);
const double l_5851 = l_5764 - l_5715;
const bool l_5852 = l_5851 > double(-1.1754943508222875e-38);
const bool l_5853 = l_5850 && l_5852;
const double l_5854 = l_5763 - l_5715;
const bool l_5855 = l_5854 < double(1.1754943508222875e-38);
const double l_5856 = l_5764 + l_5715;
const bool l_5857 = l_5856 > double(-1.1754943508222875e-38);
const bool l_5858 = l_5855 && l_5857;
if (l_5853) {
l_mut_4124 = uint32(0);
} else {
const bool l_5859 = l_mut_4124 == uint32(1);
const bool l_5860 = l_5858 && l_5859;
if (l_5860) {
l_mut_4124 = uint32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
}
}
l_mut_379 = l_mut_5167;
}
}
} else {
const bool l_5861 = l_901 == uint32(13);
if (l_5861) {
const double l_5863 = l_918 * l_910;
const double l_5864 = l_918 * l_913;
const double l_5865 = l_918 * l_910;
const double l_5866 = l_918 * l_913;
l_arr_5862[uint32(0)] = l_5863;
l_arr_5862[uint32(1)] = l_5863;
const double l_5867 = l_arr_5862[uint32(0)];
const bool l_5868 = l_5864 < l_5867;
if (l_5868) {
l_arr_5862[uint32(0)] = l_5864;
}
const double l_5869 = l_arr_5862[uint32(0)];
const bool l_5870 = l_5865 < l_5869;
if (l_5870) {
l_arr_5862[uint32(0)] = l_5865;
}
const double l_5871 = l_arr_5862[uint32(0)];
const bool l_5872 = l_5866 < l_5871;
if (l_5872) {
l_arr_5862[uint32(0)] = l_5866;
}
const double l_5873 = l_arr_5862[uint32(1)];
const bool l_5874 = l_5864 > l_5873;
if (l_5874) {
l_arr_5862[uint32(1)] = l_5864;
}
const double l_5875 = l_arr_5862[uint32(1)];
const bool l_5876 = l_5865 > l_5875;
if (l_5876) {
l_arr_5862[uint32(1)] = l_5865;
}
const double l_5877 = l_arr_5862[uint32(1)];
const bool l_5878 = l_5866 > l_5877;
if (l_5878) {
l_arr_5862[uint32(1)] = l_5866;
}
const double l_5879 = l_arr_5862[uint32(0)];
const double l_5880 = l_5879 * double(7.1362384635298e44);
const double l_5881 = floor(l_5880);
const double l_5882 = l_5881 * double(1.401298464324817e-45);
l_mut_3872 = l_5882;
const double l_5883 = abs(l_5879);
const bool l_5884 = l_5883 >= double(1.1754943508222875e-38);
if (l_5884) {
const float l_5885 = float(l_5879);
const double l_5886 = double(l_5885);
l_mut_3872 = l_5886;
const bool l_5887 = l_mut_3872 > l_5879;
if (l_5887) {
const uint32 l_5888 = reinterpret_cast<uint32 const&>(l_5885);
const uint32 l_5889 = l_5888 ^ uint32(2147483648);
const float l_5890 = reinterpret_cast<float const&>(l_5889);
const uint32 l_5891 = reinterpret_cast<uint32 const&>(l_5890);
const uint32 l_5892 = l_5891 + uint32(1);
l_mut_5167 = l_5892;
const uint32 l_5893 = l_5891 & uint32(2147483647);
const bool l_5894 = l_5893 == uint32(0);
if (l_5894) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_5895 = l_5891 & uint32(2147483648);
const bool l_5896 = l_5895 != uint32(0);
if (l_5896) {
const uint32 l_5897 = l_5891 - uint32(1);
l_mut_5167 = l_5897;
} else {
const bool l_5898 = l_5891 == uint32(2139095040);
if (l_5898) {
l_mut_5167 = l_5891;
}
}
}
const float l_5899 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_5900 = reinterpret_cast<uint32 const&>(l_5899);
const uint32 l_5901 = l_5900 ^ uint32(2147483648);
const float l_5902 = reinterpret_cast<float const&>(l_5901);
const uint32 l_5903 = reinterpret_cast<uint32 const&>(l_5902);
const uint32 l_5904 = l_5903 & uint32(2147483647);
const float l_5905 = reinterpret_cast<float const&>(l_5904);
const double l_5906 = double(l_5905);
l_mut_3618 = l_5906;
const bool l_5907 = l_5904 < uint32(8388608);
if (l_5907) {
const double l_5908 = double(l_5904);
const double l_5909 = l_5908 * double(1.401298464324817e-45);
l_mut_3618 = l_5909;
}
const uint64 l_5910 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_5911 = l_5903 >> uint32(31);
const uint64 l_5912 = uint64(l_5911);
const uint64 l_5913 = l_5912 << uint64(63);
const uint64 l_5914 = l_5910 | l_5913;
const double l_5915 = reinterpret_cast<double const&>(l_5914);
l_mut_3872 = l_5915;
} else {
const uint32 l_5916 = reinterpret_cast<uint32 const&>(l_5885);
const uint32 l_5917 = l_5916 + uint32(1);
l_mut_5167 = l_5917;
const uint32 l_5918 = l_5916 & uint32(2147483647);
const bool l_5919 = l_5918 == uint32(0);
if (l_5919) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_5920 = l_5916 & uint32(2147483648);
const bool l_5921 = l_5920 != uint32(0);
if (l_5921) {
const uint32 l_5922 = l_5916 - uint32(1);
l_mut_5167 = l_5922;
} else {
const bool l_5923 = l_5916 == uint32(2139095040);
if (l_5923) {
l_mut_5167 = l_5916;
}
}
}
const float l_5924 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_5925 = reinterpret_cast<uint32 const&>(l_5924);
const uint32 l_5926 = l_5925 & uint32(2147483647);
const float l_5927 = reinterpret_cast<float const&>(l_5926);
const double l_5928 = double(l_5927);
l_mut_3618 = l_5928;
const bool l_5929 = l_5926 < uint32(8388608);
if (l_5929) {
const double l_5930 = double(l_5926);
const double l_5931 = l_5930 * double(1.401298464324817e-45);
l_mut_3618 = l_5931;
}
const uint64 l_5932 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_5933 = l_5925 >> uint32(31);
const uint64 l_5934 = uint64(l_5933);
const uint64 l_5935 = l_5934 << uint64(63);
const uint64 l_5936 = l_5932 | l_5935;
const double l_5937 = reinterpret_cast<double const&>(l_5936);
const bool l_5938 = l_5937 <= l_5879;
if (l_5938) {
const uint32 l_5939 = reinterpret_cast<uint32 const&>(l_5885);
const uint32 l_5940 = l_5939 + uint32(1);
l_mut_5167 = l_5940;
const uint32 l_5941 = l_5939 & uint32(2147483647);
const bool l_5942 = l_5941 == uint32(0);
if (l_5942) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_5943 = l_5939 & uint32(2147483648);
const bool l_5944 = l_5943 != uint32(0);
if (l_5944) {
const uint32 l_5945 = l_5939 - uint32(1);
l_mut_5167 = l_5945;
} else {
const bool l_5946 = l_5939 == uint32(2139095040);
if (l_5946) {
l_mut_5167 = l_5939;
}
}
}
const float l_5947 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_5948 = reinterpret_cast<uint32 const&>(l_5947);
const uint32 l_5949 = l_5948 & uint32(2147483647);
const float l_5950 = reinterpret_cast<float const&>(l_5949);
const double l_5951 = double(l_5950);
l_mut_3618 = l_5951;
const bool l_5952 = l_5949 < uint32(8388608);
if (l_5952) {
const double l_5953 = double(l_5949);
const double l_5954 = l_5953 * double(1.401298464324817e-45);
l_mut_3618 = l_5954;
}
const uint64 l_5955 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_5956 = l_5948 >> uint32(31);
const uint64 l_5957 = uint64(l_5956);
const uint64 l_5958 = l_5957 << uint64(63);
const uint64 l_5959 = l_5955 | l_5958;
const double l_5960 = reinterpret_cast<double const&>(l_5959);
l_mut_3872 = l_5960;
}
}
}
const double l_5961 = l_arr_5862[uint32(1)];
const double l_5962 = -l_5961;
const double l_5963 = l_5962 * double(7.1362384635298e44);
const double l_5964 = floor(l_5963);
const double l_5965 = l_5964 * double(1.401298464324817e-45);
l_mut_3618 = l_5965;
const double l_5966 = abs(l_5962);
const bool l_5967 = l_5966 >= double(1.1754943508222875e-38);
if (l_5967) {
const float l_5968 = float(l_5962);
const double l_5969 = double(l_5968);
l_mut_3618 = l_5969;
const bool l_5970 = l_mut_3618 > l_5962;
if (l_5970) {
const uint32 l_5971 = reinterpret_cast<uint32 const&>(l_5968);
const uint32 l_5972 = l_5971 ^ uint32(2147483648);
const float l_5973 = reinterpret_cast<float const&>(l_5972);
const uint32 l_5974 = reinterpret_cast<uint32 const&>(l_5973);
const uint32 l_5975 = l_5974 + uint32(1);
l_mut_5167 = l_5975;
const uint32 l_5976 = l_5974 & uint32(2147483647);
const bool l_5977 = l_5976 == uint32(0);
if (l_5977) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_5978 = l_5974 & uint32(2147483648);
const bool l_5979 = l_5978 != uint32(0);
if (l_5979) {
const uint32 l_5980 = l_5974 - uint32(1);
l_mut_5167 = l_5980;
} else {
const bool l_5981 = l_5974 == uint32(2139095040);
if (l_5981) {
l_mut_5167 = l_5974;
}
}
}
const float l_5982 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_5983 = reinterpret_cast<uint32 const&>(l_5982);
const uint32 l_5984 = l_5983 ^ uint32(2147483648);
const float l_5985 = reinterpret_cast<float const&>(l_5984);
const uint32 l_5986 = reinterpret_cast<uint32 const&>(l_5985);
const uint32 l_5987 = l_5986 & uint32(2147483647);
const float l_5988 = reinterpret_cast<float const&>(l_5987);
const double l_5989 = double(l_5988);
l_mut_3362 = l_5989;
const bool l_5990 = l_5987 < uint32(8388608);
if (l_5990) {
const double l_5991 = double(l_5987);
const double l_5992 = l_5991 * double(1.401298464324817e-45);
l_mut_3362 = l_5992;
}
const uint64 l_5993 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_5994 = l_5986 >> uint32(31);
const uint64 l_5995 = uint64(l_5994);
const uint64 l_5996 = l_5995 << uint64(63);
const uint64 l_5997 = l_5993 | l_5996;
const double l_5998 = reinterpret_cast<double const&>(l_5997);
l_mut_3618 = l_5998;
} else {
const uint32 l_5999 = reinterpret_cast<uint32 const&>(l_5968);
const uint32 l_6000 = l_5999 + uint32(1);
l_mut_5167 = l_6000;
const uint32 l_6001 = l_5999 & uint32(2147483647);
const bool l_6002 = l_6001 == uint32(0);
if (l_6002) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_6003 = l_5999 & uint32(2147483648);
const bool l_6004 = l_6003 != uint32(0);
if (l_6004) {
const uint32 l_6005 = l_5999 - uint32(1);
l_mut_5167 = l_6005;
} else {
const bool l_6006 = l_5999 == uint32(2139095040);
if (l_6006) {
l_mut_5167 = l_5999;
}
}
}
const float l_6007 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_6008 = reinterpret_cast<uint32 const&>(l_6007);
const uint32 l_6009 = l_6008 & uint32(2147483647);
const float l_6010 = reinterpret_cast<float const&>(l_6009);
const double l_6011 = double(l_6010);
l_mut_3362 = l_6011;
const bool l_6012 = l_6009 < uint32(8388608);
if (l_6012) {
const double l_6013 = double(l_6009);
const double l_6014 = l_6013 * double(1.401298464324817e-45);
l_mut_3362 = l_6014;
}
const uint64 l_6015 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6016 = l_6008 >> uint32(31);
const uint64 l_6017 = uint64(l_6016);
const uint64 l_6018 = l_6017 << uint64(63);
const uint64 l_6019 = l_6015 | l_6018;
const double l_6020 = reinterpret_cast<double const&>(l_6019);
const bool l_6021 = l_6020 <= l_5962;
if (l_6021) {
const uint32 l_6022 = reinterpret_cast<uint32 const&>(l_5968);
const uint32 l_6023 = l_6022 + uint32(1);
l_mut_5167 = l_6023;
const uint32 l_6024 = l_6022 & uint32(2147483647);
const bool l_6025 = l_6024 == uint32(0);
if (l_6025) {
l_mut_5167 = uint32(1);
} else {
const uint32 l_6026 = l_6022 & uint32(2147483648);
const bool l_6027 = l_6026 != uint32(0);
if (l_6027) {
const uint32 l_6028 = l_6022 - uint32(1);
l_mut_5167 = l_6028;
} else {
const bool l_6029 = l_6022 == uint32(2139095040);
if (l_6029) {
l_mut_5167 = l_6022;
}
}
}
const float l_6030 = reinterpret_cast<float const&>(l_mut_5167);
const uint32 l_6031 = reinterpret_cast<uint32 const&>(l_6030);
const uint32 l_6032 = l_6031 & uint32(2147483647);
const float l_6033 = reinterpret_cast<float const&>(l_6032);
const double l_6034 = double(l_6033);
l_mut_3362 = l_6034;
const bool l_6035 = l_6032 < uint32(8388608);
if (l_6035) {
const double l_6036 = double(l_6032);
const double l_6037 = l_6036 * double(1.401298464324817e-45);
l_mut_3362 = l_6037;
}
const uint64 l_6038 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6039 = l_6031 >> uint32(31);
const uint64 l_6040 = uint64(l_6039);
const uint64 l_6041 = l_6040 << uint64(63);
const uint64 l_6042 = l_6038 | l_6041;
const double l_6043 = reinterpret_cast<double const&>(l_6042);
l_mut_3618 = l_6043;
}
}
}
const double l_6044 = -l_mut_3618;
l_mut_3618 = l_mut_3872;
const bool l_6045 = l_mut_3872 > double(1000.0);
if (l_6045) {
const uint64 l_6046 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint64 l_6047 = l_6046 | uint64(9218868437227405312);
const uint64 l_6048 = l_6047 & uint64(18442240474082181120);
const double l_6049 = reinterpret_cast<double const&>(l_6048);
l_mut_3618 = l_6049;
} else {
const bool l_6050 = l_mut_3872 < double(-1000.0);
if (l_6050) {
l_mut_3618 = double(0.0);
} else {
const bool l_6051 = isnan(l_mut_3872);
const bool l_6052 = !l_6051;
if (l_6052) {
const double l_6053 = l_mut_3872 + double(0.5);
const double l_6054 = floor(l_6053);
const double l_6055 = l_mut_3872 - l_6054;
const double l_6056 = l_6055 * double(0.6931471824645996);
const double l_6057 = l_6055 * double(-1.904654299957768e-9);
const double l_6058 = l_6056 + l_6057;
l_mut_3872 = l_6058;
const bool l_6059 = isnan(l_6058);
if (l_6059) {
} else {
const bool l_6060 = l_6058 < double(-700.0);
if (l_6060) {
l_mut_3872 = double(0.0);
} else {
const bool l_6061 = l_6058 > double(700.0);
if (l_6061) {
const uint64 l_6062 = reinterpret_cast<uint64 const&>(l_6058);
const uint64 l_6063 = l_6062 | uint64(9218868437227405312);
const uint64 l_6064 = l_6063 & uint64(18442240474082181120);
const double l_6065 = reinterpret_cast<double const&>(l_6064);
l_mut_3872 = l_6065;
} else {
const double l_6066 = l_6058 * double(1.4426950408889634);
const double l_6067 = l_6066 + double(0.5);
const double l_6068 = floor(l_6067);
const double l_6069 = l_6068 * double(0.6931471824645996);
const double l_6070 = l_6056 - l_6069;
const double l_6071 = l_6070 * l_20;
const double l_6072 = l_6068 * double(-1.904654299957768e-9);
const double l_6073 = l_6057 - l_6072;
const double l_6074 = l_6071 + l_6073;
const double l_6075 = l_6074 * double(7.647163731819816e-13);
const double l_6076 = l_6075 + double(1.1470745597729725e-11);
l_mut_3362 = l_6076;
const double l_6077 = l_mut_3362 * l_6074;
const double l_6078 = l_6077 + double(1.6059043836821613e-10);
l_mut_3362 = l_6078;
const double l_6079 = l_mut_3362 * l_6074;
const double l_6080 = l_6079 + double(2.08767569878681e-9);
l_mut_3362 = l_6080;
const double l_6081 = l_mut_3362 * l_6074;
const double l_6082 = l_6081 + double(2.505210838544172e-8);
l_mut_3362 = l_6082;
const double l_6083 = l_mut_3362 * l_6074;
const double l_6084 = l_6083 + double(2.755731922398589e-7);
l_mut_3362 = l_6084;
const double l_6085 = l_mut_3362 * l_6074;
const double l_6086 = l_6085 + double(2.7557319223985893e-6);
l_mut_3362 = l_6086;
const double l_6087 = l_mut_3362 * l_6074;
const double l_6088 = l_6087 + double(2.48015873015873e-5);
l_mut_3362 = l_6088;
const double l_6089 = l_mut_3362 * l_6074;
const double l_6090 = l_6089 + double(0.0001984126984126984);
l_mut_3362 = l_6090;
const double l_6091 = l_mut_3362 * l_6074;
const double l_6092 = l_6091 + double(0.001388888888888889);
l_mut_3362 = l_6092;
const double l_6093 = l_mut_3362 * l_6074;
const double l_6094 = l_6093 + double(0.008333333333333333);
l_mut_3362 = l_6094;
const double l_6095 = l_mut_3362 * l_6074;
const double l_6096 = l_6095 + double(0.041666666666666664);
l_mut_3362 = l_6096;
const double l_6097 = l_mut_3362 * l_6074;
const double l_6098 = l_6097 + double(0.16666666666666666);
l_mut_3362 = l_6098;
const double l_6099 = l_mut_3362 * l_6074;
const double l_6100 = l_6099 + double(0.5);
l_mut_3362 = l_6100;
const double l_6101 = l_6074 * l_6074;
const double l_6102 = l_6101 * l_mut_3362;
const double l_6103 = l_6074 + l_6102;
const double l_6104 = double(1.0) + l_6103;
const int32 l_6105 = int32(l_6068);
const int32 l_6106 = l_6105 + int32(1023);
const uint64 l_6107 = uint64(l_6106);
const uint64 l_6108 = l_6107 << uint64(52);
const double l_6109 = reinterpret_cast<double const&>(l_6108);
const double l_6110 = l_6104 * l_6109;
l_mut_3872 = l_6110;
}
}
}
const int32 l_6111 = int32(l_6054);
const int32 l_6112 = l_6111 + int32(1023);
const uint64 l_6113 = uint64(l_6112);
const uint64 l_6114 = l_6113 << uint64(52);
const double l_6115 = reinterpret_cast<double const&>(l_6114);
const double l_6116 = l_mut_3872 * l_6115;
l_mut_3618 = l_6116;
}
}
}
l_mut_3872 = l_6044;
const bool l_6117 = l_6044 > double(1000.0);
if (l_6117) {
const uint64 l_6118 = reinterpret_cast<uint64 const&>(l_6044);
const uint64 l_6119 = l_6118 | uint64(9218868437227405312);
const uint64 l_6120 = l_6119 & uint64(18442240474082181120);
const double l_6121 = reinterpret_cast<double const&>(l_6120);
l_mut_3872 = l_6121;
} else {
const bool l_6122 = l_6044 < double(-1000.0);
if (l_6122) {
l_mut_3872 = double(0.0);
} else {
const bool l_6123 = isnan(l_6044);
const bool l_6124 = !l_6123;
if (l_6124) {
const double l_6125 = l_6044 + double(0.5);
const double l_6126 = floor(l_6125);
const double l_6127 = l_6044 - l_6126;
const double l_6128 = l_6127 * double(0.6931471824645996);
const double l_6129 = l_6127 * double(-1.904654299957768e-9);
const double l_6130 = l_6128 + l_6129;
l_mut_3362 = l_6130;
const bool l_6131 = isnan(l_6130);
if (l_6131) {
} else {
const bool l_6132 = l_6130 < double(-700.0);
if (l_6132) {
l_mut_3362 = double(0.0);
} else {
const bool l_6133 = l_6130 > double(700.0);
if (l_6133) {
const uint64 l_6134 = reinterpret_cast<uint64 const&>(l_6130);
const uint64 l_6135 = l_6134 | uint64(9218868437227405312);
const uint64 l_6136 = l_6135 & uint64(18442240474082181120);
const double l_6137 = reinterpret_cast<double const&>(l_6136);
l_mut_3362 = l_6137;
} else {
const double l_6138 = l_6130 * double(1.4426950408889634);
const double l_6139 = l_6138 + double(0.5);
const double l_6140 = floor(l_6139);
const double l_6141 = l_6140 * double(0.6931471824645996);
const double l_6142 = l_6128 - l_6141;
const double l_6143 = l_6142 * l_20;
const double l_6144 = l_6140 * double(-1.904654299957768e-9);
const double l_6145 = l_6129 - l_6144;
const double l_6146 = l_6143 + l_6145;
const double l_6147 = l_6146 * double(7.647163731819816e-13);
const double l_6148 = l_6147 + double(1.1470745597729725e-11);
l_mut_3108 = l_6148;
const double l_6149 = l_mut_3108 * l_6146;
const double l_6150 = l_6149 + double(1.6059043836821613e-10);
l_mut_3108 = l_6150;
const double l_6151 = l_mut_3108 * l_6146;
const double l_6152 = l_6151 + double(2.08767569878681e-9);
l_mut_3108 = l_6152;
const double l_6153 = l_mut_3108 * l_6146;
const double l_6154 = l_6153 + double(2.505210838544172e-8);
l_mut_3108 = l_6154;
const double l_6155 = l_mut_3108 * l_6146;
const double l_6156 = l_6155 + double(2.755731922398589e-7);
l_mut_3108 = l_6156;
const double l_6157 = l_mut_3108 * l_6146;
const double l_6158 = l_6157 + double(2.7557319223985893e-6);
l_mut_3108 = l_6158;
const double l_6159 = l_mut_3108 * l_6146;
const double l_6160 = l_6159 + double(2.48015873015873e-5);
l_mut_3108 = l_6160;
const double l_6161 = l_mut_3108 * l_6146;
const double l_6162 = l_6161 + double(0.0001984126984126984);
l_mut_3108 = l_6162;
const double l_6163 = l_mut_3108 * l_6146;
const double l_6164 = l_6163 + double(0.001388888888888889);
l_mut_3108 = l_6164;
const double l_6165 = l_mut_3108 * l_6146;
const double l_6166 = l_6165 + double(0.008333333333333333);
l_mut_3108 = l_6166;
const double l_6167 = l_mut_3108 * l_6146;
const double l_6168 = l_6167 + double(0.041666666666666664);
l_mut_3108 = l_6168;
const double l_6169 = l_mut_3108 * l_6146;
const double l_6170 = l_6169 + double(0.16666666666666666);
l_mut_3108 = l_6170;
const double l_6171 = l_mut_3108 * l_6146;
const double l_6172 = l_6171 + double(0.5);
l_mut_3108 = l_6172;
const double l_6173 = l_6146 * l_6146;
const double l_6174 = l_6173 * l_mut_3108;
const double l_6175 = l_6146 + l_6174;
const double l_6176 = double(1.0) + l_6175;
const int32 l_6177 = int32(l_6140);
const int32 l_6178 = l_6177 + int32(1023);
const uint64 l_6179 = uint64(l_6178);
const uint64 l_6180 = l_6179 << uint64(52);
const double l_6181 = reinterpret_cast<double const&>(l_6180);
const double l_6182 = l_6176 * l_6181;
l_mut_3362 = l_6182;
}
}
}
const int32 l_6183 = int32(l_6126);
const int32 l_6184 = l_6183 + int32(1023);
const uint64 l_6185 = uint64(l_6184);
const uint64 l_6186 = l_6185 << uint64(52);
const double l_6187 = reinterpret_cast<double const&>(l_6186);
const double l_6188 = l_mut_3362 * l_6187;
l_mut_3872 = l_6188;
}
}
}
const double l_6189 = l_mut_3618 * double(1.4551915228366852e-11);
const double l_6190 = l_mut_3872 * double(1.4551915228366852e-11);
l_mut_5167 = uint32(2);
const double l_6191 = l_mut_3618 - l_6189;
const double l_6192 = abs(l_6191);
l_mut_3362 = double(1.401298464324817e-45);
const bool l_6193 = l_6192 >= double(1.1754943508222875e-38);
const bool l_6194 = l_6192 <= double(1.7976931348623157e308);
const bool l_6195 = l_6193 && l_6194;
if (l_6195) {
const uint64 l_6196 = reinterpret_cast<uint64 const&>(l_6192);
const uint64 l_6197 = l_6196 >> uint64(52);
const uint64 l_6198 = l_6197 - uint64(23);
const uint64 l_6199 = l_6198 << uint64(52);
const double l_6200 = reinterpret_cast<double const&>(l_6199);
l_mut_3362 = l_6200;
}
const double l_6201 = l_mut_3618 + l_6189;
const double l_6202 = abs(l_6201);
l_mut_3108 = double(1.401298464324817e-45);
const bool l_6203 = l_6202 >= double(1.1754943508222875e-38);
const bool l_6204 = l_6202 <= double(1.7976931348623157e308);
const bool l_6205 = l_6203 && l_6204;
if (l_6205) {
const uint64 l_6206 = reinterpret_cast<uint64 const&>(l_6202);
const uint64 l_6207 = l_6206 >> uint64(52);
const uint64 l_6208 = l_6207 - uint64(23);
const uint64 l_6209 = l_6208 << uint64(52);
const double l_6210 = reinterpret_cast<double const&>(l_6209);
l_mut_3108 = l_6210;
}
const bool l_6211 = l_mut_3362 == l_mut_3108;
const double l_6212 = l_mut_3872 - l_6190;
const double l_6213 = abs(l_6212);
l_mut_3362 = double(1.401298464324817e-45);
const bool l_6214 = l_6213 >= double(1.1754943508222875e-38);
const bool l_6215 = l_6213 <= double(1.7976931348623157e308);
const bool l_6216 = l_6214 && l_6215;
if (l_6216) {
const uint64 l_6217 = reinterpret_cast<uint64 const&>(l_6213);
const uint64 l_6218 = l_6217 >> uint64(52);
const uint64 l_6219 = l_6218 - uint64(23);
const uint64 l_6220 = l_6219 << uint64(52);
const double l_6221 = reinterpret_cast<double const&>(l_6220);
l_mut_3362 = l_6221;
}
const double l_6222 = l_mut_3872 + l_6190;
const double l_6223 = abs(l_6222);
l_mut_3108 = double(1.401298464324817e-45);
const bool l_6224 = l_6223 >= double(1.1754943508222875e-38);
const bool l_6225 = l_6223 <= double(1.7976931348623157e308);
const bool l_6226 = l_6224 && l_6225;
if (l_6226) {
const uint64 l_6227 = reinterpret_cast<uint64 const&>(l_6223);
const uint64 l_6228 = l_6227 >> uint64(52);
const uint64 l_6229 = l_6228 - uint64(23);
const uint64 l_6230 = l_6229 << uint64(52);
const double l_6231 = reinterpret_cast<double const&>(l_6230);
l_mut_3108 = l_6231;
}
const bool l_6232 = l_mut_3362 == l_mut_3108;
const bool l_6233 = l_6211 && l_6232;
if (l_6233) {
const double l_6234 = l_907 * l_mut_3618;
const double l_6235 = abs(l_mut_3618);
l_mut_3362 = double(1.401298464324817e-45);
const bool l_6236 = l_6235 >= double(1.1754943508222875e-38);
const bool l_6237 = l_6235 <= double(1.7976931348623157e308);
const bool l_6238 = l_6236 && l_6237;
if (l_6238) {
const uint64 l_6239 = reinterpret_cast<uint64 const&>(l_6235);
const uint64 l_6240 = l_6239 >> uint64(52);
const uint64 l_6241 = l_6240 - uint64(23);
const uint64 l_6242 = l_6241 << uint64(52);
const double l_6243 = reinterpret_cast<double const&>(l_6242);
l_mut_3362 = l_6243;
}
const double l_6244 = double(0.5) * l_mut_3362;
l_mut_3362 = l_6234;
const bool l_6245 = l_6244 > l_6234;
if (l_6245) {
l_mut_3362 = l_6244;
}
const double l_6246 = l_907 * l_mut_3872;
const double l_6247 = abs(l_mut_3872);
l_mut_3108 = double(1.401298464324817e-45);
const bool l_6248 = l_6247 >= double(1.1754943508222875e-38);
const bool l_6249 = l_6247 <= double(1.7976931348623157e308);
const bool l_6250 = l_6248 && l_6249;
if (l_6250) {
const uint64 l_6251 = reinterpret_cast<uint64 const&>(l_6247);
const uint64 l_6252 = l_6251 >> uint64(52);
const uint64 l_6253 = l_6252 - uint64(23);
const uint64 l_6254 = l_6253 << uint64(52);
const double l_6255 = reinterpret_cast<double const&>(l_6254);
l_mut_3108 = l_6255;
}
const double l_6256 = double(0.5) * l_mut_3108;
l_mut_3108 = l_6246;
const bool l_6257 = l_6256 > l_6246;
if (l_6257) {
l_mut_3108 = l_6256;
}
const double l_6258 = l_mut_3618 - l_mut_3362;
const double l_6259 = l_mut_3872 + l_mut_3108;
const uint32 l_6260 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6261 = l_6260 & uint32(2147483647);
const float l_6262 = reinterpret_cast<float const&>(l_6261);
const double l_6263 = double(l_6262);
l_mut_3872 = l_6263;
const bool l_6264 = l_6261 < uint32(8388608);
if (l_6264) {
const double l_6265 = double(l_6261);
const double l_6266 = l_6265 * double(1.401298464324817e-45);
l_mut_3872 = l_6266;
}
const uint64 l_6267 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_6268 = l_6260 >> uint32(31);
const uint64 l_6269 = uint64(l_6268);
const uint64 l_6270 = l_6269 << uint64(63);
const uint64 l_6271 = l_6267 | l_6270;
const double l_6272 = reinterpret_cast<double const&>(l_6271);
const uint32 l_6273 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6274 = l_6273 + uint32(1);
l_mut_4124 = l_6274;
const uint32 l_6275 = l_6273 & uint32(2147483647);
const bool l_6276 = l_6275 == uint32(0);
if (l_6276) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6277 = l_6273 & uint32(2147483648);
const bool l_6278 = l_6277 != uint32(0);
if (l_6278) {
const uint32 l_6279 = l_6273 - uint32(1);
l_mut_4124 = l_6279;
} else {
const bool l_6280 = l_6273 == uint32(2139095040);
if (l_6280) {
l_mut_4124 = l_6273;
}
}
}
const float l_6281 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6282 = reinterpret_cast<uint32 const&>(l_6281);
const uint32 l_6283 = l_6282 & uint32(2147483647);
const float l_6284 = reinterpret_cast<float const&>(l_6283);
const double l_6285 = double(l_6284);
l_mut_3872 = l_6285;
const bool l_6286 = l_6283 < uint32(8388608);
if (l_6286) {
const double l_6287 = double(l_6283);
const double l_6288 = l_6287 * double(1.401298464324817e-45);
l_mut_3872 = l_6288;
}
const uint64 l_6289 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_6290 = l_6282 >> uint32(31);
const uint64 l_6291 = uint64(l_6290);
const uint64 l_6292 = l_6291 << uint64(63);
const uint64 l_6293 = l_6289 | l_6292;
const double l_6294 = reinterpret_cast<double const&>(l_6293);
const uint32 l_6295 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6296 = l_6295 ^ uint32(2147483648);
const float l_6297 = reinterpret_cast<float const&>(l_6296);
const uint32 l_6298 = reinterpret_cast<uint32 const&>(l_6297);
const uint32 l_6299 = l_6298 + uint32(1);
l_mut_4124 = l_6299;
const uint32 l_6300 = l_6298 & uint32(2147483647);
const bool l_6301 = l_6300 == uint32(0);
if (l_6301) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6302 = l_6298 & uint32(2147483648);
const bool l_6303 = l_6302 != uint32(0);
if (l_6303) {
const uint32 l_6304 = l_6298 - uint32(1);
l_mut_4124 = l_6304;
} else {
const bool l_6305 = l_6298 == uint32(2139095040);
if (l_6305) {
l_mut_4124 = l_6298;
}
}
}
const float l_6306 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6307 = reinterpret_cast<uint32 const&>(l_6306);
const uint32 l_6308 = l_6307 ^ uint32(2147483648);
const float l_6309 = reinterpret_cast<float const&>(l_6308);
const uint32 l_6310 = reinterpret_cast<uint32 const&>(l_6309);
const uint32 l_6311 = l_6310 & uint32(2147483647);
const float l_6312 = reinterpret_cast<float const&>(l_6311);
const double l_6313 = double(l_6312);
l_mut_3872 = l_6313;
const bool l_6314 = l_6311 < uint32(8388608);
if (l_6314) {
const double l_6315 = double(l_6311);
const double l_6316 = l_6315 * double(1.401298464324817e-45);
l_mut_3872 = l_6316;
}
const uint64 l_6317 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_6318 = l_6310 >> uint32(31);
const uint64 l_6319 = uint64(l_6318);
const uint64 l_6320 = l_6319 << uint64(63);
const uint64 l_6321 = l_6317 | l_6320;
const double l_6322 = reinterpret_cast<double const&>(l_6321);
const double l_6323 = l_6258 + l_6189;
const bool l_6324 = l_6323 <= l_6272;
l_mut_1038 = l_6324;
const double l_6325 = l_6258 - l_6189;
const bool l_6326 = l_6325 > l_6272;
l_mut_1035 = l_6326;
const double l_6327 = l_6259 - l_6190;
const bool l_6328 = l_6327 >= l_6272;
l_mut_1032 = l_6328;
const double l_6329 = l_6259 + l_6190;
const bool l_6330 = l_6329 < l_6272;
l_mut_1029 = l_6330;
l_mut_4124 = uint32(2);
const bool l_6331 = l_mut_1035 || l_mut_1029;
if (l_6331) {
l_mut_4124 = uint32(1);
} else {
const bool l_6332 = l_mut_1038 && l_mut_1032;
if (l_6332) {
l_mut_4124 = uint32(0);
}
}
const uint32 l_6333 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6334 = l_6333 & uint32(2147483647);
const bool l_6335 = l_6334 == uint32(0);
if (l_6335) {
const double l_6336 = l_6258 + l_6189;
const bool l_6337 = l_6336 < double(1.1754943508222875e-38);
const double l_6338 = l_6259 - l_6190;
const bool l_6339 = l_6338 > double(-1.1754943508222875e-38);
const bool l_6340 = l_6337 && l_6339;
const double l_6341 = l_6258 - l_6189;
const bool l_6342 = l_6341 < double(1.1754943508222875e-38);
const double l_6343 = l_6259 + l_6190;
const bool l_6344 = l_6343 > double(-1.1754943508222875e-38);
const bool l_6345 = l_6342 && l_6344;
if (l_6340) {
l_mut_4124 = uint32(0);
} else {
const bool l_6346 = l_mut_4124 == uint32(1);
const bool l_6347 = l_6345 && l_6346;
if (l_6347) {
l_mut_4124 = uint32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
l_mut_379 = l_mut_5167;
} else {
const bool l_6348 = l_901 == uint32(14);
if (l_6348) {
l_mut_379 = uint32(0);
const bool l_6349 = l_918 > double(0.0);
if (l_6349) {
const float l_6350 = float(l_918);
const uint32 l_6351 = reinterpret_cast<uint32 const&>(l_6350);
const uint32 l_6352 = l_6351 & uint32(2147483647);
const float l_6353 = reinterpret_cast<float const&>(l_6352);
const double l_6354 = double(l_6353);
l_mut_3872 = l_6354;
const bool l_6355 = l_6352 < uint32(8388608);
if (l_6355) {
const double l_6356 = double(l_6352);
const double l_6357 = l_6356 * double(1.401298464324817e-45);
l_mut_3872 = l_6357;
}
const uint64 l_6358 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_6359 = l_6351 >> uint32(31);
const uint64 l_6360 = uint64(l_6359);
const uint64 l_6361 = l_6360 << uint64(63);
const uint64 l_6362 = l_6358 | l_6361;
const double l_6363 = reinterpret_cast<double const&>(l_6362);
l_mut_3872 = l_6363;
const bool l_6364 = l_6363 < double(0.0);
if (l_6364) {
const uint64 l_6365 = reinterpret_cast<uint64 const&>(l_6363);
const uint64 l_6366 = l_6365 | uint64(9221120237041090560);
const double l_6367 = reinterpret_cast<double const&>(l_6366);
l_mut_3872 = l_6367;
} else {
const bool l_6368 = l_6363 == double(0.0);
if (l_6368) {
const double l_6369 = abs(l_6363);
const uint64 l_6370 = reinterpret_cast<uint64 const&>(l_6369);
const uint64 l_6371 = l_6370 | uint64(9218868437227405312);
const uint64 l_6372 = l_6371 & uint64(18442240474082181120);
const double l_6373 = reinterpret_cast<double const&>(l_6372);
const double l_6374 = -l_6373;
l_mut_3872 = l_6374;
} else {
const uint32 l_6375 = reinterpret_cast<uint32 const&>(l_6350);
const bool l_6376 = l_6375 < uint32(2139095040);
if (l_6376) {
const uint64 l_6377 = reinterpret_cast<uint64 const&>(l_6363);
const uint64 l_6378 = l_6377 >> uint64(52);
const uint64 l_6379 = l_6378 & uint64(2047);
const int32 l_6380 = int32(l_6379);
const int32 l_6381 = l_6380 - int32(1023);
l_mut_308 = l_6381;
const uint64 l_6382 = l_6377 & uint64(4503599627370495);
const uint64 l_6383 = l_6382 | uint64(4607182418800017408);
const double l_6384 = reinterpret_cast<double const&>(l_6383);
l_mut_3618 = l_6384;
const bool l_6385 = l_mut_3618 > double(1.4142135623730951);
if (l_6385) {
l_mut_3618 = l_mut_3618 * double(0.5);
l_mut_308 = l_mut_308 + int32(1);
}
const double l_6386 = l_mut_3618 - double(1.0);
const double l_6387 = double(2.0) + l_6386;
const double l_6388 = l_6386 / l_6387;
const double l_6389 = l_6388 * l_6388;
const double l_6390 = l_6389 * double(0.04);
const double l_6391 = l_6390 + double(0.043478260869565216);
l_mut_3618 = l_6391;
const double l_6392 = l_mut_3618 * l_6389;
const double l_6393 = l_6392 + double(0.047619047619047616);
l_mut_3618 = l_6393;
const double l_6394 = l_mut_3618 * l_6389;
const double l_6395 = l_6394 + double(0.05263157894736842);
l_mut_3618 = l_6395;
const double l_6396 = l_mut_3618 * l_6389;
const double l_6397 = l_6396 + double(0.058823529411764705);
l_mut_3618 = l_6397;
const double l_6398 = l_mut_3618 * l_6389;
const double l_6399 = l_6398 + double(0.06666666666666667);
l_mut_3618 = l_6399;
const double l_6400 = l_mut_3618 * l_6389;
const double l_6401 = l_6400 + double(0.07692307692307693);
l_mut_3618 = l_6401;
const double l_6402 = l_mut_3618 * l_6389;
const double l_6403 = l_6402 + double(0.09090909090909091);
l_mut_3618 = l_6403;
const double l_6404 = l_mut_3618 * l_6389;
const double l_6405 = l_6404 + double(0.1111111111111111);
l_mut_3618 = l_6405;
const double l_6406 = l_mut_3618 * l_6389;
const double l_6407 = l_6406 + double(0.14285714285714285);
l_mut_3618 = l_6407;
const double l_6408 = l_mut_3618 * l_6389;
const double l_6409 = l_6408 + double(0.2);
l_mut_3618 = l_6409;
const double l_6410 = l_mut_3618 * l_6389;
const double l_6411 = l_6410 + double(0.3333333333333333);
l_mut_3618 = l_6411;
const double l_6412 = double(2.0) * l_6388;
const double l_6413 = double(2.0) * l_6388;
const double l_6414 = l_6413 * l_6389;
const double l_6415 = l_6414 * l_mut_3618;
const double l_6416 = l_6412 + l_6415;
const double l_6417 = double(l_mut_308);
const double l_6418 = l_6417 * double(0.6931471824645996);
const double l_6419 = l_6417 * double(-1.904654299957768e-9);
const double l_6420 = l_6419 + l_6416;
const double l_6421 = l_6418 + l_6420;
l_mut_3872 = l_6421;
}
}
}
const double l_6422 = l_mut_3872 / double(0.6931471805599453);
const double l_6423 = abs(l_6422);
const double l_6424 = l_907 * l_6423;
l_mut_3872 = l_6424;
const bool l_6425 = l_918 >= double(0.5);
const bool l_6426 = l_918 <= double(2.0);
const bool l_6427 = l_6425 && l_6426;
if (l_6427) {
l_mut_3872 = l_907;
}
const double l_6428 = abs(l_6422);
const double l_6429 = l_6428 * double(1.4551915228366852e-11);
const double l_6430 = double(1.0) + l_907;
const double l_6431 = l_6429 * l_6430;
const double l_6432 = l_6422 - l_mut_3872;
const double l_6433 = l_6422 + l_mut_3872;
const double l_6435 = l_6432 * l_910;
const double l_6436 = l_6432 * l_913;
const double l_6437 = l_6433 * l_910;
const double l_6438 = l_6433 * l_913;
l_arr_6434[uint32(0)] = l_6435;
l_arr_6434[uint32(1)] = l_6435;
const double l_6439 = l_arr_6434[uint32(0)];
const bool l_6440 = l_6436 < l_6439;
if (l_6440) {
l_arr_6434[uint32(0)] = l_6436;
}
const double l_6441 = l_arr_6434[uint32(0)];
const bool l_6442 = l_6437 < l_6441;
if (l_6442) {
l_arr_6434[uint32(0)] = l_6437;
}
const double l_6443 = l_arr_6434[uint32(0)];
const bool l_6444 = l_6438 < l_6443;
if (l_6444) {
l_arr_6434[uint32(0)] = l_6438;
}
const double l_6445 = l_arr_6434[uint32(1)];
const bool l_6446 = l_6436 > l_6445;
if (l_6446) {
l_arr_6434[uint32(1)] = l_6436;
}
const double l_6447 = l_arr_6434[uint32(1)];
const bool l_6448 = l_6437 > l_6447;
if (l_6448) {
l_arr_6434[uint32(1)] = l_6437;
}
const double l_6449 = l_arr_6434[uint32(1)];
const bool l_6450 = l_6438 > l_6449;
if (l_6450) {
l_arr_6434[uint32(1)] = l_6438;
}
const double l_6451 = l_6431 * l_913;
l_mut_5167 = uint32(2);
const double l_6452 = l_arr_6434[uint32(0)];
const double l_6453 = l_6452 - l_6451;
const double l_6454 = l_6453 * double(7.1362384635298e44);
const double l_6455 = floor(l_6454);
const double l_6456 = l_6455 * double(1.401298464324817e-45);
l_mut_3872 = l_6456;
const double l_6457 = abs(l_6453);
const bool l_6458 = l_6457 >= double(1.1754943508222875e-38);
if (l_6458) {
const float l_6459 = float(l_6453);
const double l_6460 = double(l_6459);
l_mut_3872 = l_6460;
const bool l_6461 = l_mut_3872 > l_6453;
if (l_6461) {
const uint32 l_6462 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6463 = l_6462 ^ uint32(2147483648);
const float l_6464 = reinterpret_cast<float const&>(l_6463);
const uint32 l_6465 = reinterpret_cast<uint32 const&>(l_6464);
const uint32 l_6466 = l_6465 + uint32(1);
l_mut_4124 = l_6466;
const uint32 l_6467 = l_6465 & uint32(2147483647);
const bool l_6468 = l_6467 == uint32(0);
if (l_6468) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6469 = l_6465 & uint32(2147483648);
const bool l_6470 = l_6469 != uint32(0);
if (l_6470) {
const uint32 l_6471 = l_6465 - uint32(1);
l_mut_4124 = l_6471;
} else {
const bool l_6472 = l_6465 == uint32(2139095040);
if (l_6472) {
l_mut_4124 = l_6465;
}
}
}
const float l_6473 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6474 = reinterpret_cast<uint32 const&>(l_6473);
const uint32 l_6475 = l_6474 ^ uint32(2147483648);
const float l_6476 = reinterpret_cast<float const&>(l_6475);
const uint32 l_6477 = reinterpret_cast<uint32 const&>(l_6476);
const uint32 l_6478 = l_6477 & uint32(2147483647);
const float l_6479 = reinterpret_cast<float const&>(l_6478);
const double l_6480 = double(l_6479);
l_mut_3618 = l_6480;
const bool l_6481 = l_6478 < uint32(8388608);
if (l_6481) {
const double l_6482 = double(l_6478);
const double l_6483 = l_6482 * double(1.401298464324817e-45);
l_mut_3618 = l_6483;
}
const uint64 l_6484 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6485 = l_6477 >> uint32(31);
const uint64 l_6486 = uint64(l_6485);
const uint64 l_6487 = l_6486 << uint64(63);
const uint64 l_6488 = l_6484 | l_6487;
const double l_6489 = reinterpret_cast<double const&>(l_6488);
l_mut_3872 = l_6489;
} else {
const uint32 l_6490 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6491 = l_6490 + uint32(1);
l_mut_4124 = l_6491;
const uint32 l_6492 = l_6490 & uint32(2147483647);
const bool l_6493 = l_6492 == uint32(0);
if (l_6493) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6494 = l_6490 & uint32(2147483648);
const bool l_6495 = l_6494 != uint32(0);
if (l_6495) {
const uint32 l_6496 = l_6490 - uint32(1);
l_mut_4124 = l_6496;
} else {
const bool l_6497 = l_6490 == uint32(2139095040);
if (l_6497) {
l_mut_4124 = l_6490;
}
}
}
const float l_6498 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6499 = reinterpret_cast<uint32 const&>(l_6498);
const uint32 l_6500 = l_6499 & uint32(2147483647);
const float l_6501 = reinterpret_cast<float const&>(l_6500);
const double l_6502 = double(l_6501);
l_mut_3618 = l_6502;
const bool l_6503 = l_6500 < uint32(8388608);
if (l_6503) {
const double l_6504 = double(l_6500);
const double l_6505 = l_6504 * double(1.401298464324817e-45);
l_mut_3618 = l_6505;
}
const uint64 l_6506 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6507 = l_6499 >> uint32(31);
const uint64 l_6508 = uint64(l_6507);
const uint64 l_6509 = l_6508 << uint64(63);
const uint64 l_6510 = l_6506 | l_6509;
const double l_6511 = reinterpret_cast<double const&>(l_6510);
const bool l_6512 = l_6511 <= l_6453;
if (l_6512) {
const uint32 l_6513 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6514 = l_6513 + uint32(1);
l_mut_4124 = l_6514;
const uint32 l_6515 = l_6513 & uint32(2147483647);
const bool l_6516 = l_6515 == uint32(0);
if (l_6516) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6517 = l_6513 & uint32(2147483648);
const bool l_6518 = l_6517 != uint32(0);
if (l_6518) {
const uint32 l_6519 = l_6513 - uint32(1);
l_mut_4124 = l_6519;
} else {
const bool l_6520 = l_6513 == uint32(2139095040);
if (l_6520) {
l_mut_4124 = l_6513;
}
}
}
const float l_6521 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6522 = reinterpret_cast<uint32 const&>(l_6521);
const uint32 l_6523 = l_6522 & uint32(2147483647);
const float l_6524 = reinterpret_cast<float const&>(l_6523);
const double l_6525 = double(l_6524);
l_mut_3618 = l_6525;
const bool l_6526 = l_6523 < uint32(8388608);
if (l_6526) {
const double l_6527 = double(l_6523);
const double l_6528 = l_6527 * double(1.401298464324817e-45);
l_mut_3618 = l_6528;
}
const uint64 l_6529 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6530 = l_6522 >> uint32(31);
const uint64 l_6531 = uint64(l_6530);
const uint64 l_6532 = l_6531 << uint64(63);
const uint64 l_6533 = l_6529 | l_6532;
const double l_6534 = reinterpret_cast<double const&>(l_6533);
l_mut_3872 = l_6534;
}
}
}
const double l_6535 = l_6452 + l_6451;
const double l_6536 = l_6535 * double(7.1362384635298e44);
const double l_6537 = floor(l_6536);
const double l_6538 = l_6537 * double(1.401298464324817e-45);
l_mut_3618 = l_6538;
const double l_6539 = abs(l_6535);
const bool l_6540 = l_6539 >= double(1.1754943508222875e-38);
if (l_6540) {
const float l_6541 = float(l_6535);
const double l_6542 = double(l_6541);
l_mut_3618 = l_6542;
const bool l_6543 = l_mut_3618 > l_6535;
if (l_6543) {
const uint32 l_6544 = reinterpret_cast<uint32 const&>(l_6541);
const uint32 l_6545 = l_6544 ^ uint32(2147483648);
const float l_6546 = reinterpret_cast<float const&>(l_6545);
const uint32 l_6547 = reinterpret_cast<uint32 const&>(l_6546);
const uint32 l_6548 = l_6547 + uint32(1);
l_mut_4124 = l_6548;
const uint32 l_6549 = l_6547 & uint32(2147483647);
const bool l_6550 = l_6549 == uint32(0);
if (l_6550) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6551 = l_6547 & uint32(2147483648);
const bool l_6552 = l_6551 != uint32(0);
if (l_6552) {
const uint32 l_6553 = l_6547 - uint32(1);
l_mut_4124 = l_6553;
} else {
const bool l_6554 = l_6547 == uint32(2139095040);
if (l_6554) {
l_mut_4124 = l_6547;
}
}
}
const float l_6555 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6556 = reinterpret_cast<uint32 const&>(l_6555);
const uint32 l_6557 = l_6556 ^ uint32(2147483648);
const float l_6558 = reinterpret_cast<float const&>(l_6557);
const uint32 l_6559 = reinterpret_cast<uint32 const&>(l_6558);
const uint32 l_6560 = l_6559 & uint32(2147483647);
const float l_6561 = reinterpret_cast<float const&>(l_6560);
const double l_6562 = double(l_6561);
l_mut_3362 = l_6562;
const bool l_6563 = l_6560 < uint32(8388608);
if (l_6563) {
const double l_6564 = double(l_6560);
const double l_6565 = l_6564 * double(1.401298464324817e-45);
l_mut_3362 = l_6565;
}
const uint64 l_6566 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6567 = l_6559 >> uint32(31);
const uint64 l_6568 = uint64(l_6567);
const uint64 l_6569 = l_6568 << uint64(63);
const uint64 l_6570 = l_6566 | l_6569;
const double l_6571 = reinterpret_cast<double const&>(l_6570);
l_mut_3618 = l_6571;
} else {
const uint32 l_6572 = reinterpret_cast<uint32 const&>(l_6541);
const uint32 l_6573 = l_6572 + uint32(1);
l_mut_4124 = l_6573;
const uint32 l_6574 = l_6572 & uint32(2147483647);
const bool l_6575 = l_6574 == uint32(0);
if (l_6575) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6576 = l_6572 & uint32(2147483648);
const bool l_6577 = l_6576 != uint32(0);
if (l_6577) {
const uint32 l_6578 = l_6572 - uint32(1);
l_mut_4124 = l_6578;
} else {
const bool l_6579 = l_6572 == uint32(2139095040);
if (l_6579) {
l_mut_4124 = l_6572;
}
}
}
const float l_6580 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6581 = reinterpret_cast<uint32 const&>(l_6580);
const uint32 l_6582 = l_6581 & uint32(2147483647);
const float l_6583 = reinterpret_cast<float const&>(l_6582);
const double l_6584 = double(l_6583);
l_mut_3362 = l_6584;
const bool l_6585 = l_6582 < uint32(8388608);
if (l_6585) {
const double l_6586 = double(l_6582);
const double l_6587 = l_6586 * double(1.401298464324817e-45);
l_mut_3362 = l_6587;
}
const uint64 l_6588 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6589 = l_6581 >> uint32(31);
const uint64 l_6590 = uint64(l_6589);
const uint64 l_6591 = l_6590 << uint64(63);
const uint64 l_6592 = l_6588 | l_6591;
const double l_6593 = reinterpret_cast<double const&>(l_6592);
const bool l_6594 = l_6593 <= l_6535;
if (l_6594) {
const uint32 l_6595 = reinterpret_cast<uint32 const&>(l_6541);
const uint32 l_6596 = l_6595 + uint32(1);
l_mut_4124 = l_6596;
const uint32 l_6597 = l_6595 & uint32(2147483647);
const bool l_6598 = l_6597 == uint32(0);
if (l_6598) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6599 = l_6595 & uint32(2147483648);
const bool l_6600 = l_6599 != uint32(0);
if (l_6600) {
const uint32 l_6601 = l_6595 - uint32(1);
l_mut_4124 = l_6601;
} else {
const bool l_6602 = l_6595 == uint32(2139095040);
if (l_6602) {
l_mut_4124 = l_6595;
}
}
}
const float l_6603 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6604 = reinterpret_cast<uint32 const&>(l_6603);
const uint32 l_6605 = l_6604 & uint32(2147483647);
const float l_6606 = reinterpret_cast<float const&>(l_6605);
const double l_6607 = double(l_6606);
l_mut_3362 = l_6607;
const bool l_6608 = l_6605 < uint32(8388608);
if (l_6608) {
const double l_6609 = double(l_6605);
const double l_6610 = l_6609 * double(1.401298464324817e-45);
l_mut_3362 = l_6610;
}
const uint64 l_6611 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6612 = l_6604 >> uint32(31);
const uint64 l_6613 = uint64(l_6612);
const uint64 l_6614 = l_6613 << uint64(63);
const uint64 l_6615 = l_6611 | l_6614;
const double l_6616 = reinterpret_cast<double const&>(l_6615);
l_mut_3618 = l_6616;
}
}
}
const bool l_6617 = l_mut_3872 == l_mut_3618;
const double l_6618 = l_arr_6434[uint32(1)];
const double l_6619 = l_6618 - l_6451;
const double l_6620 = l_6619 * double(7.1362384635298e44);
const double l_6621 = floor(l_6620);
const double l_6622 = l_6621 * double(1.401298464324817e-45);
l_mut_3872 = l_6622;
const double l_6623 = abs(l_6619);
const bool l_6624 = l_6623 >= double(1.1754943508222875e-38);
if (l_6624) {
const float l_6625 = float(l_6619);
const double l_6626 = double(l_6625);
l_mut_3872 = l_6626;
const bool l_6627 = l_mut_3872 > l_6619;
if (l_6627) {
const uint32 l_6628 = reinterpret_cast<uint32 const&>(l_6625);
const uint32 l_6629 = l_6628 ^ uint32(2147483648);
const float l_6630 = reinterpret_cast<float const&>(l_6629);
const uint32 l_6631 = reinterpret_cast<uint32 const&>(l_6630);
const uint32 l_6632 = l_6631 + uint32(1);
l_mut_4124 = l_6632;
const uint32 l_6633 = l_6631 & uint32(2147483647);
const bool l_6634 = l_6633 == uint32(0);
if (l_6634) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6635 = l_6631 & uint32(2147483648);
const bool l_6636 = l_6635 != uint32(0);
if (l_6636) {
const uint32 l_6637 = l_6631 - uint32(1);
l_mut_4124 = l_6637;
} else {
const bool l_6638 = l_6631 == uint32(2139095040);
if (l_6638) {
l_mut_4124 = l_6631;
}
}
}
const float l_6639 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6640 = reinterpret_cast<uint32 const&>(l_6639);
const uint32 l_6641 = l_6640 ^ uint32(2147483648);
const float l_6642 = reinterpret_cast<float const&>(l_6641);
const uint32 l_6643 = reinterpret_cast<uint32 const&>(l_6642);
const uint32 l_6644 = l_6643 & uint32(2147483647);
const float l_6645 = reinterpret_cast<float const&>(l_6644);
const double l_6646 = double(l_6645);
l_mut_3618 = l_6646;
const bool l_6647 = l_6644 < uint32(8388608);
if (l_6647) {
const double l_6648 = double(l_6644);
const double l_6649 = l_6648 * double(1.401298464324817e-45);
l_mut_3618 = l_6649;
}
const uint64 l_6650 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6651 = l_6643 >> uint32(31);
const uint64 l_6652 = uint64(l_6651);
const uint64 l_6653 = l_6652 << uint64(63);
const uint64 l_6654 = l_6650 | l_6653;
const double l_6655 = reinterpret_cast<double const&>(l_6654);
l_mut_3872 = l_6655;
} else {
const uint32 l_6656 = reinterpret_cast<uint32 const&>(l_6625);
const uint32 l_6657 = l_6656 + uint32(1);
l_mut_4124 = l_6657;
const uint32 l_6658 = l_6656 & uint32(2147483647);
const bool l_6659 = l_6658 == uint32(0);
if (l_6659) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6660 = l_6656 & uint32(2147483648);
const bool l_6661 = l_6660 != uint32(0);
if (l_6661) {
const uint32 l_6662 = l_6656 - uint32(1);
l_mut_4124 = l_6662;
} else {
const bool l_6663 = l_6656 == uint32(2139095040);
if (l_6663) {
l_mut_4124 = l_6656;
}
}
}
const float l_6664 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6665 = reinterpret_cast<uint32 const&>(l_6664);
const uint32 l_6666 = l_6665 & uint32(2147483647);
const float l_6667 = reinterpret_cast<float const&>(l_6666);
const double l_6668 = double(l_6667);
l_mut_3618 = l_6668;
const bool l_6669 = l_6666 < uint32(8388608);
if (l_6669) {
const double l_6670 = double(l_6666);
const double l_6671 = l_6670 * double(1.401298464324817e-45);
l_mut_3618 = l_6671;
}
const uint64 l_6672 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6673 = l_6665 >> uint32(31);
const uint64 l_6674 = uint64(l_6673);
const uint64 l_6675 = l_6674 << uint64(63);
const uint64 l_6676 = l_6672 | l_6675;
const double l_6677 = reinterpret_cast<double const&>(l_6676);
const bool l_6678 = l_6677 <= l_6619;
if (l_6678) {
const uint32 l_6679 = reinterpret_cast<uint32 const&>(l_6625);
const uint32 l_6680 = l_6679 + uint32(1);
l_mut_4124 = l_6680;
const uint32 l_6681 = l_6679 & uint32(2147483647);
const bool l_6682 = l_6681 == uint32(0);
if (l_6682) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6683 = l_6679 & uint32(2147483648);
const bool l_6684 = l_6683 != uint32(0);
if (l_6684) {
const uint32 l_6685 = l_6679 - uint32(1);
l_mut_4124 = l_6685;
} else {
const bool l_6686 = l_6679 == uint32(2139095040);
if (l_6686) {
l_mut_4124 = l_6679;
}
}
}
const float l_6687 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6688 = reinterpret_cast<uint32 const&>(l_6687);
const uint32 l_6689 = l_6688 & uint32(2147483647);
const float l_6690 = reinterpret_cast<float const&>(l_6689);
const double l_6691 = double(l_6690);
l_mut_3618 = l_6691;
const bool l_6692 = l_6689 < uint32(8388608);
if (l_6692) {
const double l_6693 = double(l_6689);
const double l_6694 = l_6693 * double(1.401298464324817e-45);
l_mut_3618 = l_6694;
}
const uint64 l_6695 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6696 = l_6688 >> uint32(31);
const uint64 l_6697 = uint64(l_6696);
const uint64 l_6698 = l_6697 << uint64(63);
const uint64 l_6699 = l_6695 | l_6698;
const double l_6700 = reinterpret_cast<double const&>(l_6699);
l_mut_3872 = l_6700;
}
}
}
const double l_6701 = l_6618 + l_6451;
const double l_6702 = l_6701 * double(7.1362384635298e44);
const double l_6703 = floor(l_6702);
const double l_6704 = l_6703 * double(1.401298464324817e-45);
l_mut_3618 = l_6704;
const double l_6705 = abs(l_6701);
const bool l_6706 = l_6705 >= double(1.1754943508222875e-38);
if (l_6706) {
const float l_6707 = float(l_6701);
const double l_6708 = double(l_6707);
l_mut_3618 = l_6708;
const bool l_6709 = l_mut_3618 > l_6701;
if (l_6709) {
const uint32 l_6710 = reinterpret_cast<uint32 const&>(l_6707);
const uint32 l_6711 = l_6710 ^ uint32(2147483648);
const float l_6712 = reinterpret_cast<float const&>(l_6711);
const uint32 l_6713 = reinterpret_cast<uint32 const&>(l_6712);
const uint32 l_6714 = l_6713 + uint32(1);
l_mut_4124 = l_6714;
const uint32 l_6715 = l_6713 & uint32(2147483647);
const bool l_6716 = l_6715 == uint32(0);
if (l_6716) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6717 = l_6713 & uint32(2147483648);
const bool l_6718 = l_6717 != uint32(0);
if (l_6718) {
const uint32 l_6719 = l_6713 - uint32(1);
l_mut_4124 = l_6719;
} else {
const bool l_6720 = l_6713 == uint32(2139095040);
if (l_6720) {
l_mut_4124 = l_6713;
}
}
}
const float l_6721 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6722 = reinterpret_cast<uint32 const&>(l_6721);
const uint32 l_6723 = l_6722 ^ uint32(2147483648);
const float l_6724 = reinterpret_cast<float const&>(l_6723);
const uint32 l_6725 = reinterpret_cast<uint32 const&>(l_6724);
const uint32 l_6726 = l_6725 & uint32(2147483647);
const float l_6727 = reinterpret_cast<float const&>(l_6726);
const double l_6728 = double(l_6727);
l_mut_3362 = l_6728;
const bool l_6729 = l_6726 < uint32(8388608);
if (l_6729) {
const double l_6730 = double(l_6726);
const double l_6731 = l_6730 * double(1.401298464324817e-45);
l_mut_3362 = l_6731;
}
const uint64 l_6732 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6733 = l_6725 >> uint32(31);
const uint64 l_6734 = uint64(l_6733);
const uint64 l_6735 = l_6734 << uint64(63);
const uint64 l_6736 = l_6732 | l_6735;
const double l_6737 = reinterpret_cast<double const&>(l_6736);
l_mut_3618 = l_6737;
} else {
const uint32 l_6738 = reinterpret_cast<uint32 const&>(l_6707);
const uint32 l_6739 = l_6738 + uint32(1);
l_mut_4124 = l_6739;
const uint32 l_6740 = l_6738 & uint32(2147483647);
const bool l_6741 = l_6740 == uint32(0);
if (l_6741) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6742 = l_6738 & uint32(2147483648);
const bool l_6743 = l_6742 != uint32(0);
if (l_6743) {
const uint32 l_6744 = l_6738 - uint32(1);
l_mut_4124 = l_6744;
} else {
const bool l_6745 = l_6738 == uint32(2139095040);
if (l_6745) {
l_mut_4124 = l_6738;
}
}
}
const float l_6746 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6747 = reinterpret_cast<uint32 const&>(l_6746);
const uint32 l_6748 = l_6747 & uint32(2147483647);
const float l_6749 = reinterpret_cast<float const&>(l_6748);
const double l_6750 = double(l_6749);
l_mut_3362 = l_6750;
const bool l_6751 = l_6748 < uint32(8388608);
if (l_6751) {
const double l_6752 = double(l_6748);
const double l_6753 = l_6752 * double(1.401298464324817e-45);
l_mut_3362 = l_6753;
}
const uint64 l_6754 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6755 = l_6747 >> uint32(31);
const uint64 l_6756 = uint64(l_6755);
const uint64 l_6757 = l_6756 << uint64(63);
const uint64 l_6758 = l_6754 | l_6757;
const double l_6759 = reinterpret_cast<double const&>(l_6758);
const bool l_6760 = l_6759 <= l_6701;
if (l_6760) {
const uint32 l_6761 = reinterpret_cast<uint32 const&>(l_6707);
const uint32 l_6762 = l_6761 + uint32(1);
l_mut_4124 = l_6762;
const uint32 l_6763 = l_6761 & uint32(2147483647);
const bool l_6764 = l_6763 == uint32(0);
if (l_6764) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6765 = l_6761 & uint32(2147483648);
const bool l_6766 = l_6765 != uint32(0);
if (l_6766) {
const uint32 l_6767 = l_6761 - uint32(1);
l_mut_4124 = l_6767;
} else {
const bool l_6768 = l_6761 == uint32(2139095040);
if (l_6768) {
l_mut_4124 = l_6761;
}
}
}
const float l_6769 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6770 = reinterpret_cast<uint32 const&>(l_6769);
const uint32 l_6771 = l_6770 & uint32(2147483647);
const float l_6772 = reinterpret_cast<float const&>(l_6771);
const double l_6773 = double(l_6772);
l_mut_3362 = l_6773;
const bool l_6774 = l_6771 < uint32(8388608);
if (l_6774) {
const double l_6775 = double(l_6771);
const double l_6776 = l_6775 * double(1.401298464324817e-45);
l_mut_3362 = l_6776;
}
const uint64 l_6777 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6778 = l_6770 >> uint32(31);
const uint64 l_6779 = uint64(l_6778);
const uint64 l_6780 = l_6779 << uint64(63);
const uint64 l_6781 = l_6777 | l_6780;
const double l_6782 = reinterpret_cast<double const&>(l_6781);
l_mut_3618 = l_6782;
}
}
}
const bool l_6783 = l_mut_3872 == l_mut_3618;
const bool l_6784 = l_6617 && l_6783;
if (l_6784) {
const double l_6785 = l_arr_6434[uint32(0)];
const double l_6786 = l_6785 * double(7.1362384635298e44);
const double l_6787 = floor(l_6786);
const double l_6788 = l_6787 * double(1.401298464324817e-45);
l_mut_3872 = l_6788;
const double l_6789 = abs(l_6785);
const bool l_6790 = l_6789 >= double(1.1754943508222875e-38);
if (l_6790) {
const float l_6791 = float(l_6785);
const double l_6792 = double(l_6791);
l_mut_3872 = l_6792;
const bool l_6793 = l_mut_3872 > l_6785;
if (l_6793) {
const uint32 l_6794 = reinterpret_cast<uint32 const&>(l_6791);
const uint32 l_6795 = l_6794 ^ uint32(2147483648);
const float l_6796 = reinterpret_cast<float const&>(l_6795);
const uint32 l_6797 = reinterpret_cast<uint32 const&>(l_6796);
const uint32 l_6798 = l_6797 + uint32(1);
l_mut_4124 = l_6798;
const uint32 l_6799 = l_6797 & uint32(2147483647);
const bool l_6800 = l_6799 == uint32(0);
if (l_6800) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6801 = l_6797 & uint32(2147483648);
const bool l_6802 = l_6801 != uint32(0);
if (l_6802) {
const uint32 l_6803 = l_6797 - uint32(1);
l_mut_4124 = l_6803;
} else {
const bool l_6804 = l_6797 == uint32(2139095040);
if (l_6804) {
l_mut_4124 = l_6797;
}
}
}
const float l_6805 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6806 = reinterpret_cast<uint32 const&>(l_6805);
const uint32 l_6807 = l_6806 ^ uint32(2147483648);
const float l_6808 = reinterpret_cast<float const&>(l_6807);
const uint32 l_6809 = reinterpret_cast<uint32 const&>(l_6808);
const uint32 l_6810 = l_6809 & uint32(2147483647);
const float l_6811 = reinterpret_cast<float const&>(l_6810);
const double l_6812 = double(l_6811);
l_mut_3618 = l_6812;
const bool l_6813 = l_6810 < uint32(8388608);
if (l_6813) {
const double l_6814 = double(l_6810);
const double l_6815 = l_6814 * double(1.401298464324817e-45);
l_mut_3618 = l_6815;
}
const uint64 l_6816 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6817 = l_6809 >> uint32(31);
const uint64 l_6818 = uint64(l_6817);
const uint64 l_6819 = l_6818 << uint64(63);
const uint64 l_6820 = l_6816 | l_6819;
const double l_6821 = reinterpret_cast<double const&>(l_6820);
l_mut_3872 = l_6821;
} else {
const uint32 l_6822 = reinterpret_cast<uint32 const&>(l_6791);
const uint32 l_6823 = l_6822 + uint32(1);
l_mut_4124 = l_6823;
const uint32 l_6824 = l_6822 & uint32(2147483647);
const bool l_6825 = l_6824 == uint32(0);
if (l_6825) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6826 = l_6822 & uint32(2147483648);
const bool l_6827 = l_6826 != uint32(0);
if (l_6827) {
const uint32 l_6828 = l_6822 - uint32(1);
l_mut_4124 = l_6828;
} else {
const bool l_6829 = l_6822 == uint32(2139095040);
if (l_6829) {
l_mut_4124 = l_6822;
}
}
}
const float l_6830 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6831 = reinterpret_cast<uint32 const&>(l_6830);
const uint32 l_6832 = l_6831 & uint32(2147483647);
const float l_6833 = reinterpret_cast<float const&>(l_6832);
const double l_6834 = double(l_6833);
l_mut_3618 = l_6834;
const bool l_6835 = l_6832 < uint32(8388608);
if (l_6835) {
const double l_6836 = double(l_6832);
const double l_6837 = l_6836 * double(1.401298464324817e-45);
l_mut_3618 = l_6837;
}
const uint64 l_6838 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6839 = l_6831 >> uint32(31);
const uint64 l_6840 = uint64(l_6839);
const uint64 l_6841 = l_6840 << uint64(63);
const uint64 l_6842 = l_6838 | l_6841;
const double l_6843 = reinterpret_cast<double const&>(l_6842);
const bool l_6844 = l_6843 <= l_6785;
if (l_6844) {
const uint32 l_6845 = reinterpret_cast<uint32 const&>(l_6791);
const uint32 l_6846 = l_6845 + uint32(1);
l_mut_4124 = l_6846;
const uint32 l_6847 = l_6845 & uint32(2147483647);
const bool l_6848 = l_6847 == uint32(0);
if (l_6848) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6849 = l_6845 & uint32(2147483648);
const bool l_6850 = l_6849 != uint32(0);
if (l_6850) {
const uint32 l_6851 = l_6845 - uint32(1);
l_mut_4124 = l_6851;
} else {
const bool l_6852 = l_6845 == uint32(2139095040);
if (l_6852) {
l_mut_4124 = l_6845;
}
}
}
const float l_6853 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6854 = reinterpret_cast<uint32 const&>(l_6853);
const uint32 l_6855 = l_6854 & uint32(2147483647);
const float l_6856 = reinterpret_cast<float const&>(l_6855);
const double l_6857 = double(l_6856);
l_mut_3618 = l_6857;
const bool l_6858 = l_6855 < uint32(8388608);
if (l_6858) {
const double l_6859 = double(l_6855);
const double l_6860 = l_6859 * double(1.401298464324817e-45);
l_mut_3618 = l_6860;
}
const uint64 l_6861 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6862 = l_6854 >> uint32(31);
const uint64 l_6863 = uint64(l_6862);
const uint64 l_6864 = l_6863 << uint64(63);
const uint64 l_6865 = l_6861 | l_6864;
const double l_6866 = reinterpret_cast<double const&>(l_6865);
l_mut_3872 = l_6866;
}
}
}
const double l_6867 = l_arr_6434[uint32(1)];
const double l_6868 = -l_6867;
const double l_6869 = l_6868 * double(7.1362384635298e44);
const double l_6870 = floor(l_6869);
const double l_6871 = l_6870 * double(1.401298464324817e-45);
l_mut_3618 = l_6871;
const double l_6872 = abs(l_6868);
const bool l_6873 = l_6872 >= double(1.1754943508222875e-38);
if (l_6873) {
const float l_6874 = float(l_6868);
const double l_6875 = double(l_6874);
l_mut_3618 = l_6875;
const bool l_6876 = l_mut_3618 > l_6868;
if (l_6876) {
const uint32 l_6877 = reinterpret_cast<uint32 const&>(l_6874);
const uint32 l_6878 = l_6877 ^ uint32(2147483648);
const float l_6879 = reinterpret_cast<float const&>(l_6878);
const uint32 l_6880 = reinterpret_cast<uint32 const&>(l_6879);
const uint32 l_6881 = l_6880 + uint32(1);
l_mut_4124 = l_6881;
const uint32 l_6882 = l_6880 & uint32(2147483647);
const bool l_6883 = l_6882 == uint32(0);
if (l_6883) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6884 = l_6880 & uint32(2147483648);
const bool l_6885 = l_6884 != uint32(0);
if (l_6885) {
const uint32 l_6886 = l_6880 - uint32(1);
l_mut_4124 = l_6886;
} else {
const bool l_6887 = l_6880 == uint32(2139095040);
if (l_6887) {
l_mut_4124 = l_6880;
}
}
}
const float l_6888 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6889 = reinterpret_cast<uint32 const&>(l_6888);
const uint32 l_6890 = l_6889 ^ uint32(2147483648);
const float l_6891 = reinterpret_cast<float const&>(l_6890);
const uint32 l_6892 = reinterpret_cast<uint32 const&>(l_6891);
const uint32 l_6893 = l_6892 & uint32(2147483647);
const float l_6894 = reinterpret_cast<float const&>(l_6893);
const double l_6895 = double(l_6894);
l_mut_3362 = l_6895;
const bool l_6896 = l_6893 < uint32(8388608);
if (l_6896) {
const double l_6897 = double(l_6893);
const double l_6898 = l_6897 * double(1.401298464324817e-45);
l_mut_3362 = l_6898;
}
const uint64 l_6899 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6900 = l_6892 >> uint32(31);
const uint64 l_6901 = uint64(l_6900);
const uint64 l_6902 = l_6901 << uint64(63);
const uint64 l_6903 = l_6899 | l_6902;
const double l_6904 = reinterpret_cast<double const&>(l_6903);
l_mut_3618 = l_6904;
} else {
const uint32 l_6905 = reinterpret_cast<uint32 const&>(l_6874);
const uint32 l_6906 = l_6905 + uint32(1);
l_mut_4124 = l_6906;
const uint32 l_6907 = l_6905 & uint32(2147483647);
const bool l_6908 = l_6907 == uint32(0);
if (l_6908) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6909 = l_6905 & uint32(2147483648);
const bool l_6910 = l_6909 != uint32(0);
if (l_6910) {
const uint32 l_6911 = l_6905 - uint32(1);
l_mut_4124 = l_6911;
} else {
const bool l_6912 = l_6905 == uint32(2139095040);
if (l_6912) {
l_mut_4124 = l_6905;
}
}
}
const float l_6913 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6914 = reinterpret_cast<uint32 const&>(l_6913);
const uint32 l_6915 = l_6914 & uint32(2147483647);
const float l_6916 = reinterpret_cast<float const&>(l_6915);
const double l_6917 = double(l_6916);
l_mut_3362 = l_6917;
const bool l_6918 = l_6915 < uint32(8388608);
if (l_6918) {
const double l_6919 = double(l_6915);
const double l_6920 = l_6919 * double(1.401298464324817e-45);
l_mut_3362 = l_6920;
}
const uint64 l_6921 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6922 = l_6914 >> uint32(31);
const uint64 l_6923 = uint64(l_6922);
const uint64 l_6924 = l_6923 << uint64(63);
const uint64 l_6925 = l_6921 | l_6924;
const double l_6926 = reinterpret_cast<double const&>(l_6925);
const bool l_6927 = l_6926 <= l_6868;
if (l_6927) {
const uint32 l_6928 = reinterpret_cast<uint32 const&>(l_6874);
const uint32 l_6929 = l_6928 + uint32(1);
l_mut_4124 = l_6929;
const uint32 l_6930 = l_6928 & uint32(2147483647);
const bool l_6931 = l_6930 == uint32(0);
if (l_6931) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6932 = l_6928 & uint32(2147483648);
const bool l_6933 = l_6932 != uint32(0);
if (l_6933) {
const uint32 l_6934 = l_6928 - uint32(1);
l_mut_4124 = l_6934;
} else {
const bool l_6935 = l_6928 == uint32(2139095040);
if (l_6935) {
l_mut_4124 = l_6928;
}
}
}
const float l_6936 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6937 = reinterpret_cast<uint32 const&>(l_6936);
const uint32 l_6938 = l_6937 & uint32(2147483647);
const float l_6939 = reinterpret_cast<float const&>(l_6938);
const double l_6940 = double(l_6939);
l_mut_3362 = l_6940;
const bool l_6941 = l_6938 < uint32(8388608);
if (l_6941) {
const double l_6942 = double(l_6938);
const double l_6943 = l_6942 * double(1.401298464324817e-45);
l_mut_3362 = l_6943;
}
const uint64 l_6944 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_6945 = l_6937 >> uint32(31);
const uint64 l_6946 = uint64(l_6945);
const uint64 l_6947 = l_6946 << uint64(63);
const uint64 l_6948 = l_6944 | l_6947;
const double l_6949 = reinterpret_cast<double const&>(l_6948);
l_mut_3618 = l_6949;
}
}
}
const double l_6950 = -l_mut_3618;
const uint32 l_6951 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6952 = l_6951 & uint32(2147483647);
const float l_6953 = reinterpret_cast<float const&>(l_6952);
const double l_6954 = double(l_6953);
l_mut_3618 = l_6954;
const bool l_6955 = l_6952 < uint32(8388608);
if (l_6955) {
const double l_6956 = double(l_6952);
const double l_6957 = l_6956 * double(1.401298464324817e-45);
l_mut_3618 = l_6957;
}
const uint64 l_6958 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6959 = l_6951 >> uint32(31);
const uint64 l_6960 = uint64(l_6959);
const uint64 l_6961 = l_6960 << uint64(63);
const uint64 l_6962 = l_6958 | l_6961;
const double l_6963 = reinterpret_cast<double const&>(l_6962);
const uint32 l_6964 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6965 = l_6964 + uint32(1);
l_mut_4124 = l_6965;
const uint32 l_6966 = l_6964 & uint32(2147483647);
const bool l_6967 = l_6966 == uint32(0);
if (l_6967) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6968 = l_6964 & uint32(2147483648);
const bool l_6969 = l_6968 != uint32(0);
if (l_6969) {
const uint32 l_6970 = l_6964 - uint32(1);
l_mut_4124 = l_6970;
} else {
const bool l_6971 = l_6964 == uint32(2139095040);
if (l_6971) {
l_mut_4124 = l_6964;
}
}
}
const float l_6972 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6973 = reinterpret_cast<uint32 const&>(l_6972);
const uint32 l_6974 = l_6973 & uint32(2147483647);
const float l_6975 = reinterpret_cast<float const&>(l_6974);
const double l_6976 = double(l_6975);
l_mut_3618 = l_6976;
const bool l_6977 = l_6974 < uint32(8388608);
if (l_6977) {
const double l_6978 = double(l_6974);
const double l_6979 = l_6978 * double(1.401298464324817e-45);
l_mut_3618 = l_6979;
}
const uint64 l_6980 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_6981 = l_6973 >> uint32(31);
const uint64 l_6982 = uint64(l_6981);
const uint64 l_6983 = l_6982 << uint64(63);
const uint64 l_6984 = l_6980 | l_6983;
const double l_6985 = reinterpret_cast<double const&>(l_6984);
const uint32 l_6986 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6987 = l_6986 ^ uint32(2147483648);
const float l_6988 = reinterpret_cast<float const&>(l_6987);
const uint32 l_6989 = reinterpret_cast<uint32 const&>(l_6988);
const uint32 l_6990 = l_6989 + uint32(1);
l_mut_4124 = l_6990;
const uint32 l_6991 = l_6989 & uint32(2147483647);
const bool l_6992 = l_6991 == uint32(0);
if (l_6992) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_6993 = l_6989 & uint32(2147483648);
const bool l_6994 = l_6993 != uint32(0);
if (l_6994) {
const uint32 l_6995 = l_6989 - uint32(1);
l_mut_4124 = l_6995;
} else {
const bool l_6996 = l_6989 == uint32(2139095040);
if (l_6996) {
l_mut_4124 = l_6989;
}
}
}
const float l_6997 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_6998 = reinterpret_cast<uint32 const&>(l_6997);
const uint32 l_6999 = l_6998 ^ uint32(2147483648);
const float l_7000 = reinterpret_cast<float const&>(l_6999);
const uint32 l_7001 = reinterpret_cast<uint32 const&>(l_7000);
const uint32 l_7002 = l_7001 & uint32(2147483647);
const float l_7003 = reinterpret_cast<float const&>(l_7002);
const double l_7004 = double(l_7003);
l_mut_3618 = l_7004;
const bool l_7005 = l_7002 < uint32(8388608);
if (l_7005) {
const double l_7006 = double(l_7002);
const double l_7007 = l_7006 * double(1.401298464324817e-45);
l_mut_3618 = l_7007;
}
const uint64 l_7008 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_7009 = l_7001 >> uint32(31);
const uint64 l_7010 = uint64(l_7009);
const uint64 l_7011 = l_7010 << uint64(63);
const uint64 l_7012 = l_7008 | l_7011;
const double l_7013 = reinterpret_cast<double const&>(l_7012);
const double l_7014 = l_mut_3872 + double(0.0);
const bool l_7015 = l_7014 <= l_6963;
l_mut_1038 = l_7015;
const double l_7016 = l_mut_3872 - double(0.0);
const bool l_7017 = l_7016 > l_6963;
l_mut_1035 = l_7017;
const double l_7018 = l_6950 - double(0.0);
const bool l_7019 = l_7018 >= l_6963;
l_mut_1032 = l_7019;
const double l_7020 = l_6950 + double(0.0);
const bool l_7021 = l_7020 < l_6963;
l_mut_1029 = l_7021;
l_mut_4124 = uint32(2);
const bool l_7022 = l_mut_1035 || l_mut_1029;
if (l_7022) {
l_mut_4124 = uint32(1);
} else {
const bool l_7023 = l_mut_1038 && l_mut_1032;
if (l_7023) {
l_mut_4124 = uint32(0);
}
}
const uint32 l_7024 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7025 = l_7024 & uint32(2147483647);
const bool l_7026 = l_7025 == uint32(0);
if (l_7026) {
const double l_7027 = l_mut_3872 + double(0.0);
const bool l_7028 = l_7027 < double(1.1754943508222875e-38);
const double l_7029 = l_6950 - double(0.0);
const bool l_7030 = l_7029 > double(-1.1754943508222875e-38);
const bool l_7031 = l_7028 && l_7030;
const double l_7032 = l_mut_3872 - double(0.0);
const bool l_7033 = l_7032 < double(1.1754943508222875e-38);
const double l_7034 = l_6950 + double(0.0);
const bool l_7035 = l_7034 > double(-1.1754943508222875e-38);
const bool l_7036 = l_7033 && l_7035;
if (l_7031) {
l_mut_4124 = uint32(0);
} else {
const bool l_7037 = l_mut_4124 == uint32(1);
const bool l_7038 = l_7036 && l_7037;
if (l_7038) {
l_mut_4124 = uint32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
l_mut_379 = l_mut_5167;
}
} else {
const bool l_7039 = l_901 == uint32(16);
const bool l_7040 = l_901 == uint32(17);
const bool l_7041 = l_7039 || l_7040;
if (l_7041) {
l_mut_379 = uint32(0);
const bool l_7042 = l_918 > double(0.0);
if (l_7042) {
const bool l_7043 = l_916 == double(1.0);
const float l_7044 = float(l_918);
const uint32 l_7045 = reinterpret_cast<uint32 const&>(l_7044);
const uint32 l_7046 = l_7045 & uint32(2147483647);
const float l_7047 = reinterpret_cast<float const&>(l_7046);
const double l_7048 = double(l_7047);
l_mut_3872 = l_7048;
const bool l_7049 = l_7046 < uint32(8388608);
if (l_7049) {
const double l_7050 = double(l_7046);
const double l_7051 = l_7050 * double(1.401298464324817e-45);
l_mut_3872 = l_7051;
}
const uint64 l_7052 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_7053 = l_7045 >> uint32(31);
const uint64 l_7054 = uint64(l_7053);
const uint64 l_7055 = l_7054 << uint64(63);
const uint64 l_7056 = l_7052 | l_7055;
const double l_7057 = reinterpret_cast<double const&>(l_7056);
l_mut_3872 = l_7057;
const bool l_7058 = l_7057 < double(0.0);
if (l_7058) {
const uint64 l_7059 = reinterpret_cast<uint64 const&>(l_7057);
const uint64 l_7060 = l_7059 | uint64(9221120237041090560);
const double l_7061 = reinterpret_cast<double const&>(l_7060);
l_mut_3872 = l_7061;
} else {
const bool l_7062 = l_7057 == double(0.0);
if (l_7062) {
const double l_7063 = abs(l_7057);
const uint64 l_7064 = reinterpret_cast<uint64 const&>(l_7063);
const uint64 l_7065 = l_7064 | uint64(9218868437227405312);
const uint64 l_7066 = l_7065 & uint64(18442240474082181120);
const double l_7067 = reinterpret_cast<double const&>(l_7066);
const double l_7068 = -l_7067;
l_mut_3872 = l_7068;
} else {
const uint32 l_7069 = reinterpret_cast<uint32 const&>(l_7044);
const bool l_7070 = l_7069 < uint32(2139095040);
if (l_7070) {
const uint64 l_7071 = reinterpret_cast<uint64 const&>(l_7057);
const uint64 l_7072 = l_7071 >> uint64(52);
const uint64 l_7073 = l_7072 & uint64(2047);
const int32 l_7074 = int32(l_7073);
const int32 l_7075 = l_7074 - int32(1023);
l_mut_308 = l_7075;
const uint64 l_7076 = l_7071 & uint64(4503599627370495);
const uint64 l_7077 = l_7076 | uint64(4607182418800017408);
const double l_7078 = reinterpret_cast<double const&>(l_7077);
l_mut_3618 = l_7078;
const bool l_7079 = l_mut_3618 > double(1.4142135623730951);
if (l_7079) {
l_mut_3618 = l_mut_3618 * double(0.5);
l_mut_308 = l_mut_308 + int32(1);
}
const double l_7080 = l_mut_3618 - double(1.0);
const double l_7081 = double(2.0) + l_7080;
const double l_7082 = l_7080 / l_7081;
const double l_7083 = l_7082 * l_7082;
const double l_7084 = l_7083 * double(0.04);
const double l_7085 = l_7084 + double(0.043478260869565216);
l_mut_3618 = l_7085;
const double l_7086 = l_mut_3618 * l_7083;
const double l_7087 = l_7086 + double(0.047619047619047616);
l_mut_3618 = l_7087;
const double l_7088 = l_mut_3618 * l_7083;
const double l_7089 = l_7088 + double(0.05263157894736842);
l_mut_3618 = l_7089;
const double l_7090 = l_mut_3618 * l_7083;
const double l_7091 = l_7090 + double(0.058823529411764705);
l_mut_3618 = l_7091;
const double l_7092 = l_mut_3618 * l_7083;
const double l_7093 = l_7092 + double(0.06666666666666667);
l_mut_3618 = l_7093;
const double l_7094 = l_mut_3618 * l_7083;
const double l_7095 = l_7094 + double(0.07692307692307693);
l_mut_3618 = l_7095;
const double l_7096 = l_mut_3618 * l_7083;
const double l_7097 = l_7096 + double(0.09090909090909091);
l_mut_3618 = l_7097;
const double l_7098 = l_mut_3618 * l_7083;
const double l_7099 = l_7098 + double(0.1111111111111111);
l_mut_3618 = l_7099;
const double l_7100 = l_mut_3618 * l_7083;
const double l_7101 = l_7100 + double(0.14285714285714285);
l_mut_3618 = l_7101;
const double l_7102 = l_mut_3618 * l_7083;
const double l_7103 = l_7102 + double(0.2);
l_mut_3618 = l_7103;
const double l_7104 = l_mut_3618 * l_7083;
const double l_7105 = l_7104 + double(0.3333333333333333);
l_mut_3618 = l_7105;
const double l_7106 = double(2.0) * l_7082;
const double l_7107 = double(2.0) * l_7082;
const double l_7108 = l_7107 * l_7083;
const double l_7109 = l_7108 * l_mut_3618;
const double l_7110 = l_7106 + l_7109;
const double l_7111 = double(l_mut_308);
const double l_7112 = l_7111 * double(0.6931471824645996);
const double l_7113 = l_7111 * double(-1.904654299957768e-9);
const double l_7114 = l_7113 + l_7110;
const double l_7115 = l_7112 + l_7114;
l_mut_3872 = l_7115;
}
}
}
const double l_7116 = l_mut_3872 / double(0.6931471805599453);
const double l_7117 = abs(l_7116);
const double l_7118 = l_7117 * double(1.4551915228366852e-11);
const bool l_7119 = l_918 >= double(0.5);
const bool l_7120 = l_918 <= double(2.0);
const bool l_7121 = l_7119 && l_7120;
l_mut_3872 = l_907;
l_mut_1038 = bool(true);
const bool l_7122 = l_901 == uint32(17);
if (l_7122) {
const bool l_7123 = !l_7121;
if (l_7123) {
const double l_7124 = abs(l_7116);
const double l_7125 = l_907 * l_7124;
l_mut_3872 = l_7125;
}
} else {
const bool l_7126 = !l_7121;
if (l_7126) {
const double l_7127 = abs(l_7116);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_7128 = l_7127 >= double(1.1754943508222875e-38);
const bool l_7129 = l_7127 <= double(1.7976931348623157e308);
const bool l_7130 = l_7128 && l_7129;
if (l_7130) {
const uint64 l_7131 = reinterpret_cast<uint64 const&>(l_7127);
const uint64 l_7132 = l_7131 >> uint64(52);
const uint64 l_7133 = l_7132 - uint64(23);
const uint64 l_7134 = l_7133 << uint64(52);
const double l_7135 = reinterpret_cast<double const&>(l_7134);
l_mut_3618 = l_7135;
}
const double l_7136 = l_910 * l_mut_3618;
l_mut_3872 = l_7136;
const double l_7137 = l_7116 - l_7118;
const double l_7138 = abs(l_7137);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_7139 = l_7138 >= double(1.1754943508222875e-38);
const bool l_7140 = l_7138 <= double(1.7976931348623157e308);
const bool l_7141 = l_7139 && l_7140;
if (l_7141) {
const uint64 l_7142 = reinterpret_cast<uint64 const&>(l_7138);
const uint64 l_7143 = l_7142 >> uint64(52);
const uint64 l_7144 = l_7143 - uint64(23);
const uint64 l_7145 = l_7144 << uint64(52);
const double l_7146 = reinterpret_cast<double const&>(l_7145);
l_mut_3618 = l_7146;
}
const double l_7147 = l_7116 + l_7118;
const double l_7148 = abs(l_7147);
l_mut_3362 = double(1.401298464324817e-45);
const bool l_7149 = l_7148 >= double(1.1754943508222875e-38);
const bool l_7150 = l_7148 <= double(1.7976931348623157e308);
const bool l_7151 = l_7149 && l_7150;
if (l_7151) {
const uint64 l_7152 = reinterpret_cast<uint64 const&>(l_7148);
const uint64 l_7153 = l_7152 >> uint64(52);
const uint64 l_7154 = l_7153 - uint64(23);
const uint64 l_7155 = l_7154 << uint64(52);
const double l_7156 = reinterpret_cast<double const&>(l_7155);
l_mut_3362 = l_7156;
}
const bool l_7157 = l_mut_3618 == l_mut_3362;
l_mut_1038 = l_7157;
}
}
const double l_7158 = l_mut_3872 * double(1.4551915228366852e-11);
const double l_7159 = l_7118 + l_7158;
l_mut_5167 = uint32(2);
if (l_mut_1038) {
const bool l_7160 = l_901 == uint32(17);
const bool l_7161 = l_7160 || l_905;
if (l_7161) {
const double l_7162 = l_7116 - l_mut_3872;
const double l_7163 = l_7116 + l_mut_3872;
const double l_7164 = abs(l_7162);
const double l_7165 = l_7164 * double(2.220446049250313e-16);
const double l_7166 = l_7159 + l_7165;
const double l_7167 = l_7162 + l_7166;
const double l_7168 = -l_7167;
const double l_7169 = l_7168 * double(7.1362384635298e44);
const double l_7170 = floor(l_7169);
const double l_7171 = l_7170 * double(1.401298464324817e-45);
l_mut_3618 = l_7171;
const double l_7172 = abs(l_7168);
const bool l_7173 = l_7172 >= double(1.1754943508222875e-38);
if (l_7173) {
const float l_7174 = float(l_7168);
const double l_7175 = double(l_7174);
l_mut_3618 = l_7175;
const bool l_7176 = l_mut_3618 > l_7168;
if (l_7176) {
const uint32 l_7177 = reinterpret_cast<uint32 const&>(l_7174);
const uint32 l_7178 = l_7177 ^ uint32(2147483648);
const float l_7179 = reinterpret_cast<float const&>(l_7178);
const uint32 l_7180 = reinterpret_cast<uint32 const&>(l_7179);
const uint32 l_7181 = l_7180 + uint32(1);
l_mut_4124 = l_7181;
const uint32 l_7182 = l_7180 & uint32(2147483647);
const bool l_7183 = l_7182 == uint32(0);
if (l_7183) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7184 = l_7180 & uint32(2147483648);
const bool l_7185 = l_7184 != uint32(0);
if (l_7185) {
const uint32 l_7186 = l_7180 - uint32(1);
l_mut_4124 = l_7186;
} else {
const bool l_7187 = l_7180 == uint32(2139095040);
if (l_7187) {
l_mut_4124 = l_7180;
}
}
}
const float l_7188 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7189 = reinterpret_cast<uint32 const&>(l_7188);
const uint32 l_7190 = l_7189 ^ uint32(2147483648);
const float l_7191 = reinterpret_cast<float const&>(l_7190);
const uint32 l_7192 = reinterpret_cast<uint32 const&>(l_7191);
const uint32 l_7193 = l_7192 & uint32(2147483647);
const float l_7194 = reinterpret_cast<float const&>(l_7193);
const double l_7195 = double(l_7194);
l_mut_3362 = l_7195;
const bool l_7196 = l_7193 < uint32(8388608);
if (l_7196) {
const double l_7197 = double(l_7193);
const double l_7198 = l_7197 * double(1.401298464324817e-45);
l_mut_3362 = l_7198;
}
const uint64 l_7199 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_7200 = l_7192 >> uint32(31);
const uint64 l_7201 = uint64(l_7200);
const uint64 l_7202 = l_7201 << uint64(63);
const uint64 l_7203 = l_7199 | l_7202;
const double l_7204 = reinterpret_cast<double const&>(l_7203);
l_mut_3618 = l_7204;
} else {
const uint32 l_7205 = reinterpret_cast<uint32 const&>(l_7174);
const uint32 l_7206 = l_7205 + uint32(1);
l_mut_4124 = l_7206;
const uint32 l_7207 = l_7205 & uint32(2147483647);
const bool l_7208 = l_7207 == uint32(0);
if (l_7208) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7209 = l_7205 & uint32(2147483648);
const bool l_7210 = l_7209 != uint32(0);
if (l_7210) {
const uint32 l_7211 = l_7205 - uint32(1);
l_mut_4124 = l_7211;
} else {
const bool l_7212 = l_7205 == uint32(2139095040);
if (l_7212) {
l_mut_4124 = l_7205;
}
}
}
const float l_7213 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7214 = reinterpret_cast<uint32 const&>(l_7213);
const uint32 l_7215 = l_7214 & uint32(2147483647);
const float l_7216 = reinterpret_cast<float const&>(l_7215);
const double l_7217 = double(l_7216);
l_mut_3362 = l_7217;
const bool l_7218 = l_7215 < uint32(8388608);
if (l_7218) {
const double l_7219 = double(l_7215);
const double l_7220 = l_7219 * double(1.401298464324817e-45);
l_mut_3362 = l_7220;
}
const uint64 l_7221 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_7222 = l_7214 >> uint32(31);
const uint64 l_7223 = uint64(l_7222);
const uint64 l_7224 = l_7223 << uint64(63);
const uint64 l_7225 = l_7221 | l_7224;
const double l_7226 = reinterpret_cast<double const&>(l_7225);
const bool l_7227 = l_7226 <= l_7168;
if (l_7227) {
const uint32 l_7228 = reinterpret_cast<uint32 const&>(l_7174);
const uint32 l_7229 = l_7228 + uint32(1);
l_mut_4124 = l_7229;
const uint32 l_7230 = l_7228 & uint32(2147483647);
const bool l_7231 = l_7230 == uint32(0);
if (l_7231) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7232 = l_7228 & uint32(2147483648);
const bool l_7233 = l_7232 != uint32(0);
if (l_7233) {
const uint32 l_7234 = l_7228 - uint32(1);
l_mut_4124 = l_7234;
} else {
const bool l_7235 = l_7228 == uint32(2139095040);
if (l_7235) {
l_mut_4124 = l_7228;
}
}
}
const float l_7236 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7237 = reinterpret_cast<uint32 const&>(l_7236);
const uint32 l_7238 = l_7237 & uint32(2147483647);
const float l_7239 = reinterpret_cast<float const&>(l_7238);
const double l_7240 = double(l_7239);
l_mut_3362 = l_7240;
const bool l_7241 = l_7238 < uint32(8388608);
if (l_7241) {
const double l_7242 = double(l_7238);
const double l_7243 = l_7242 * double(1.401298464324817e-45);
l_mut_3362 = l_7243;
}
const uint64 l_7244 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_7245 = l_7237 >> uint32(31);
const uint64 l_7246 = uint64(l_7245);
const uint64 l_7247 = l_7246 << uint64(63);
const uint64 l_7248 = l_7244 | l_7247;
const double l_7249 = reinterpret_cast<double const&>(l_7248);
l_mut_3618 = l_7249;
}
}
}
const double l_7250 = -l_mut_3618;
l_mut_3618 = l_7250;
const bool l_7251 = bool(true) && bool(true);
if (l_7251) {
const double l_7252 = l_7162 + l_7166;
const double l_7253 = l_7252 * double(7.1362384635298e44);
const double l_7254 = floor(l_7253);
const double l_7255 = l_7254 * double(1.401298464324817e-45);
l_mut_3362 = l_7255;
const double l_7256 = abs(l_7252);
const bool l_7257 = l_7256 >= double(1.1754943508222875e-38);
if (l_7257) {
const float l_7258 = float(l_7252);
const double l_7259 = double(l_7258);
l_mut_3362 = l_7259;
const bool l_7260 = l_mut_3362 > l_7252;
if (l_7260) {
const uint32 l_7261 = reinterpret_cast<uint32 const&>(l_7258);
const uint32 l_7262 = l_7261 ^ uint32(2147483648);
const float l_7263 = reinterpret_cast<float const&>(l_7262);
const uint32 l_7264 = reinterpret_cast<uint32 const&>(l_7263);
const uint32 l_7265 = l_7264 + uint32(1);
l_mut_4124 = l_7265;
const uint32 l_7266 = l_7264 & uint32(2147483647);
const bool l_7267 = l_7266 == uint32(0);
if (l_7267) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7268 = l_7264 & uint32(2147483648);
const bool l_7269 = l_7268 != uint32(0);
if (l_7269) {
const uint32 l_7270 = l_7264 - uint32(1);
l_mut_4124 = l_7270;
} else {
const bool l_7271 = l_7264 == uint32(2139095040);
if (l_7271) {
l_mut_4124 = l_7264;
}
}
}
const float l_7272 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7273 = reinterpret_cast<uint32 const&>(l_7272);
const uint32 l_7274 = l_7273 ^ uint32(2147483648);
const float l_7275 = reinterpret_cast<float const&>(l_7274);
const uint32 l_7276 = reinterpret_cast<uint32 const&>(l_7275);
const uint32 l_7277 = l_7276 & uint32(2147483647);
const float l_7278 = reinterpret_cast<float const&>(l_7277);
const double l_7279 = double(l_7278);
l_mut_3108 = l_7279;
const bool l_7280 = l_7277 < uint32(8388608);
if (l_7280) {
const double l_7281 = double(l_7277);
const double l_7282 = l_7281 * double(1.401298464324817e-45);
l_mut_3108 = l_7282;
}
const uint64 l_7283 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7284 = l_7276 >> uint32(31);
const uint64 l_7285 = uint64(l_7284);
const uint64 l_7286 = l_7285 << uint64(63);
const uint64 l_7287 = l_7283 | l_7286;
const double l_7288 = reinterpret_cast<double const&>(l_7287);
l_mut_3362 = l_7288;
} else {
const uint32 l_7289 = reinterpret_cast<uint32 const&>(l_7258);
const uint32 l_7290 = l_7289 + uint32(1);
l_mut_4124 = l_7290;
const uint32 l_7291 = l_7289 & uint32(2147483647);
const bool l_7292 = l_7291 == uint32(0);
if (l_7292) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7293 = l_7289 & uint32(2147483648);
const bool l_7294 = l_7293 != uint32(0);
if (l_7294) {
const uint32 l_7295 = l_7289 - uint32(1);
l_mut_4124 = l_7295;
} else {
const bool l_7296 = l_7289 == uint32(2139095040);
if (l_7296) {
l_mut_4124 = l_7289;
}
}
}
const float l_7297 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7298 = reinterpret_cast<uint32 const&>(l_7297);
const uint32 l_7299 = l_7298 & uint32(2147483647);
const float l_7300 = reinterpret_cast<float const&>(l_7299);
const double l_7301 = double(l_7300);
l_mut_3108 = l_7301;
const bool l_7302 = l_7299 < uint32(8388608);
if (l_7302) {
const double l_7303 = double(l_7299);
const double l_7304 = l_7303 * double(1.401298464324817e-45);
l_mut_3108 = l_7304;
}
const uint64 l_7305 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7306 = l_7298 >> uint32(31);
const uint64 l_7307 = uint64(l_7306);
const uint64 l_7308 = l_7307 << uint64(63);
const uint64 l_7309 = l_7305 | l_7308;
const double l_7310 = reinterpret_cast<double const&>(l_7309);
const bool l_7311 = l_7310 <= l_7252;
if (l_7311) {
const uint32 l_7312 = reinterpret_cast<uint32 const&>(l_7258);
const uint32 l_7313 = l_7312 + uint32(1);
l_mut_4124 = l_7313;
const uint32 l_7314 = l_7312 & uint32(2147483647);
const bool l_7315 = l_7314 == uint32(0);
if (l_7315) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7316 = l_7312 & uint32(2147483648);
const bool l_7317 = l_7316 != uint32(0);
if (l_7317) {
const uint32 l_7318 = l_7312 - uint32(1);
l_mut_4124 = l_7318;
} else {
const bool l_7319 = l_7312 == uint32(2139095040);
if (l_7319) {
l_mut_4124 = l_7312;
}
}
}
const float l_7320 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7321 = reinterpret_cast<uint32 const&>(l_7320);
const uint32 l_7322 = l_7321 & uint32(2147483647);
const float l_7323 = reinterpret_cast<float const&>(l_7322);
const double l_7324 = double(l_7323);
l_mut_3108 = l_7324;
const bool l_7325 = l_7322 < uint32(8388608);
if (l_7325) {
const double l_7326 = double(l_7322);
const double l_7327 = l_7326 * double(1.401298464324817e-45);
l_mut_3108 = l_7327;
}
const uint64 l_7328 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7329 = l_7321 >> uint32(31);
const uint64 l_7330 = uint64(l_7329);
const uint64 l_7331 = l_7330 << uint64(63);
const uint64 l_7332 = l_7328 | l_7331;
const double l_7333 = reinterpret_cast<double const&>(l_7332);
l_mut_3362 = l_7333;
}
}
}
l_mut_3618 = l_mut_3362;
} else {
const double l_7334 = l_7162 - l_7166;
const double l_7335 = l_7334 * double(7.1362384635298e44);
const double l_7336 = floor(l_7335);
const double l_7337 = l_7336 * double(1.401298464324817e-45);
l_mut_3362 = l_7337;
const double l_7338 = abs(l_7334);
const bool l_7339 = l_7338 >= double(1.1754943508222875e-38);
if (l_7339) {
const float l_7340 = float(l_7334);
const double l_7341 = double(l_7340);
l_mut_3362 = l_7341;
const bool l_7342 = l_mut_3362 > l_7334;
if (l_7342) {
const uint32 l_7343 = reinterpret_cast<uint32 const&>(l_7340);
const uint32 l_7344 = l_7343 ^ uint32(2147483648);
const float l_7345 = reinterpret_cast<float const&>(l_7344);
const uint32 l_7346 = reinterpret_cast<uint32 const&>(l_7345);
const uint32 l_7347 = l_7346 + uint32(1);
l_mut_4124 = l_7347;
const uint32 l_7348 = l_7346 & uint32(2147483647);
const bool l_7349 = l_7348 == uint32(0);
if (l_7349) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7350 = l_7346 & uint32(2147483648);
const bool l_7351 = l_7350 != uint32(0);
if (l_7351) {
const uint32 l_7352 = l_7346 - uint32(1);
l_mut_4124 = l_7352;
} else {
const bool l_7353 = l_7346 == uint32(2139095040);
if (l_7353) {
l_mut_4124 = l_7346;
}
}
}
const float l_7354 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7355 = reinterpret_cast<uint32 const&>(l_7354);
const uint32 l_7356 = l_7355 ^ uint32(2147483648);
const float l_7357 = reinterpret_cast<float const&>(l_7356);
const uint32 l_7358 = reinterpret_cast<uint32 const&>(l_7357);
const uint32 l_7359 = l_7358 & uint32(2147483647);
const float l_7360 = reinterpret_cast<float const&>(l_7359);
const double l_7361 = double(l_7360);
l_mut_3108 = l_7361;
const bool l_7362 = l_7359 < uint32(8388608);
if (l_7362) {
const double l_7363 = double(l_7359);
const double l_7364 = l_7363 * double(1.401298464324817e-45);
l_mut_3108 = l_7364;
}
const uint64 l_7365 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7366 = l_7358 >> uint32(31);
const uint64 l_7367 = uint64(l_7366);
const uint64 l_7368 = l_7367 << uint64(63);
const uint64 l_7369 = l_7365 | l_7368;
const double l_7370 = reinterpret_cast<double const&>(l_7369);
l_mut_3362 = l_7370;
} else {
const uint32 l_7371 = reinterpret_cast<uint32 const&>(l_7340);
const uint32 l_7372 = l_7371 + uint32(1);
l_mut_4124 = l_7372;
const uint32 l_7373 = l_7371 & uint32(2147483647);
const bool l_7374 = l_7373 == uint32(0);
if (l_7374) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7375 = l_7371 & uint32(2147483648);
const bool l_7376 = l_7375 != uint32(0);
if (l_7376) {
const uint32 l_7377 = l_7371 - uint32(1);
l_mut_4124 = l_7377;
} else {
const bool l_7378 = l_7371 == uint32(2139095040);
if (l_7378) {
l_mut_4124 = l_7371;
}
}
}
const float l_7379 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7380 = reinterpret_cast<uint32 const&>(l_7379);
const uint32 l_7381 = l_7380 & uint32(2147483647);
const float l_7382 = reinterpret_cast<float const&>(l_7381);
const double l_7383 = double(l_7382);
l_mut_3108 = l_7383;
const bool l_7384 = l_7381 < uint32(8388608);
if (l_7384) {
const double l_7385 = double(l_7381);
const double l_7386 = l_7385 * double(1.401298464324817e-45);
l_mut_3108 = l_7386;
}
const uint64 l_7387 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7388 = l_7380 >> uint32(31);
const uint64 l_7389 = uint64(l_7388);
const uint64 l_7390 = l_7389 << uint64(63);
const uint64 l_7391 = l_7387 | l_7390;
const double l_7392 = reinterpret_cast<double const&>(l_7391);
const bool l_7393 = l_7392 <= l_7334;
if (l_7393) {
const uint32 l_7394 = reinterpret_cast<uint32 const&>(l_7340);
const uint32 l_7395 = l_7394 + uint32(1);
l_mut_4124 = l_7395;
const uint32 l_7396 = l_7394 & uint32(2147483647);
const bool l_7397 = l_7396 == uint32(0);
if (l_7397) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7398 = l_7394 & uint32(2147483648);
const bool l_7399 = l_7398 != uint32(0);
if (l_7399) {
const uint32 l_7400 = l_7394 - uint32(1);
l_mut_4124 = l_7400;
} else {
const bool l_7401 = l_7394 == uint32(2139095040);
if (l_7401) {
l_mut_4124 = l_7394;
}
}
}
const float l_7402 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7403 = reinterpret_cast<uint32 const&>(l_7402);
const uint32 l_7404 = l_7403 & uint32(2147483647);
const float l_7405 = reinterpret_cast<float const&>(l_7404);
const double l_7406 = double(l_7405);
l_mut_3108 = l_7406;
const bool l_7407 = l_7404 < uint32(8388608);
if (l_7407) {
const double l_7408 = double(l_7404);
const double l_7409 = l_7408 * double(1.401298464324817e-45);
l_mut_3108 = l_7409;
}
const uint64 l_7410 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7411 = l_7403 >> uint32(31);
const uint64 l_7412 = uint64(l_7411);
const uint64 l_7413 = l_7412 << uint64(63);
const uint64 l_7414 = l_7410 | l_7413;
const double l_7415 = reinterpret_cast<double const&>(l_7414);
l_mut_3362 = l_7415;
}
}
}
l_mut_3618 = l_mut_3362;
}
const double l_7416 = abs(l_7163);
const double l_7417 = l_7416 * double(2.220446049250313e-16);
const double l_7418 = l_7159 + l_7417;
const double l_7419 = l_7163 + l_7418;
const double l_7420 = -l_7419;
const double l_7421 = l_7420 * double(7.1362384635298e44);
const double l_7422 = floor(l_7421);
const double l_7423 = l_7422 * double(1.401298464324817e-45);
l_mut_3362 = l_7423;
const double l_7424 = abs(l_7420);
const bool l_7425 = l_7424 >= double(1.1754943508222875e-38);
if (l_7425) {
const float l_7426 = float(l_7420);
const double l_7427 = double(l_7426);
l_mut_3362 = l_7427;
const bool l_7428 = l_mut_3362 > l_7420;
if (l_7428) {
const uint32 l_7429 = reinterpret_cast<uint32 const&>(l_7426);
const uint32 l_7430 = l_7429 ^ uint32(2147483648);
const float l_7431 = reinterpret_cast<float const&>(l_7430);
const uint32 l_7432 = reinterpret_cast<uint32 const&>(l_7431);
const uint32 l_7433 = l_7432 + uint32(1);
l_mut_4124 = l_7433;
const uint32 l_7434 = l_7432 & uint32(2147483647);
const bool l_7435 = l_7434 == uint32(0);
if (l_7435) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7436 = l_7432 & uint32(2147483648);
const bool l_7437 = l_7436 != uint32(0);
if (l_7437) {
const uint32 l_7438 = l_7432 - uint32(1);
l_mut_4124 = l_7438;
} else {
const bool l_7439 = l_7432 == uint32(2139095040);
if (l_7439) {
l_mut_4124 = l_7432;
}
}
}
const float l_7440 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7441 = reinterpret_cast<uint32 const&>(l_7440);
const uint32 l_7442 = l_7441 ^ uint32(2147483648);
const float l_7443 = reinterpret_cast<float const&>(l_7442);
const uint32 l_7444 = reinterpret_cast<uint32 const&>(l_7443);
const uint32 l_7445 = l_7444 & uint32(2147483647);
const float l_7446 = reinterpret_cast<float const&>(l_7445);
const double l_7447 = double(l_7446);
l_mut_3108 = l_7447;
const bool l_7448 = l_7445 < uint32(8388608);
if (l_7448) {
const double l_7449 = double(l_7445);
const double l_7450 = l_7449 * double(1.401298464324817e-45);
l_mut_3108 = l_7450;
}
const uint64 l_7451 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7452 = l_7444 >> uint32(31);
const uint64 l_7453 = uint64(l_7452);
const uint64 l_7454 = l_7453 << uint64(63);
const uint64 l_7455 = l_7451 | l_7454;
const double l_7456 = reinterpret_cast<double const&>(l_7455);
l_mut_3362 = l_7456;
} else {
const uint32 l_7457 = reinterpret_cast<uint32 const&>(l_7426);
const uint32 l_7458 = l_7457 + uint32(1);
l_mut_4124 = l_7458;
const uint32 l_7459 = l_7457 & uint32(2147483647);
const bool l_7460 = l_7459 == uint32(0);
if (l_7460) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7461 = l_7457 & uint32(2147483648);
const bool l_7462 = l_7461 != uint32(0);
if (l_7462) {
const uint32 l_7463 = l_7457 - uint32(1);
l_mut_4124 = l_7463;
} else {
const bool l_7464 = l_7457 == uint32(2139095040);
if (l_7464) {
l_mut_4124 = l_7457;
}
}
}
const float l_7465 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7466 = reinterpret_cast<uint32 const&>(l_7465);
const uint32 l_7467 = l_7466 & uint32(2147483647);
const float l_7468 = reinterpret_cast<float const&>(l_7467);
const double l_7469 = double(l_7468);
l_mut_3108 = l_7469;
const bool l_7470 = l_7467 < uint32(8388608);
if (l_7470) {
const double l_7471 = double(l_7467);
const double l_7472 = l_7471 * double(1.401298464324817e-45);
l_mut_3108 = l_7472;
}
const uint64 l_7473 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7474 = l_7466 >> uint32(31);
const uint64 l_7475 = uint64(l_7474);
const uint64 l_7476 = l_7475 << uint64(63);
const uint64 l_7477 = l_7473 | l_7476;
const double l_7478 = reinterpret_cast<double const&>(l_7477);
const bool l_7479 = l_7478 <= l_7420;
if (l_7479) {
const uint32 l_7480 = reinterpret_cast<uint32 const&>(l_7426);
const uint32 l_7481 = l_7480 + uint32(1);
l_mut_4124 = l_7481;
const uint32 l_7482 = l_7480 & uint32(2147483647);
const bool l_7483 = l_7482 == uint32(0);
if (l_7483) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7484 = l_7480 & uint32(2147483648);
const bool l_7485 = l_7484 != uint32(0);
if (l_7485) {
const uint32 l_7486 = l_7480 - uint32(1);
l_mut_4124 = l_7486;
} else {
const bool l_7487 = l_7480 == uint32(2139095040);
if (l_7487) {
l_mut_4124 = l_7480;
}
}
}
const float l_7488 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7489 = reinterpret_cast<uint32 const&>(l_7488);
const uint32 l_7490 = l_7489 & uint32(2147483647);
const float l_7491 = reinterpret_cast<float const&>(l_7490);
const double l_7492 = double(l_7491);
l_mut_3108 = l_7492;
const bool l_7493 = l_7490 < uint32(8388608);
if (l_7493) {
const double l_7494 = double(l_7490);
const double l_7495 = l_7494 * double(1.401298464324817e-45);
l_mut_3108 = l_7495;
}
const uint64 l_7496 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7497 = l_7489 >> uint32(31);
const uint64 l_7498 = uint64(l_7497);
const uint64 l_7499 = l_7498 << uint64(63);
const uint64 l_7500 = l_7496 | l_7499;
const double l_7501 = reinterpret_cast<double const&>(l_7500);
l_mut_3362 = l_7501;
}
}
}
const double l_7502 = -l_mut_3362;
l_mut_3362 = l_7502;
const bool l_7503 = bool(false) && bool(true);
if (l_7503) {
const double l_7504 = l_7163 + l_7418;
const double l_7505 = l_7504 * double(7.1362384635298e44);
const double l_7506 = floor(l_7505);
const double l_7507 = l_7506 * double(1.401298464324817e-45);
l_mut_3108 = l_7507;
const double l_7508 = abs(l_7504);
const bool l_7509 = l_7508 >= double(1.1754943508222875e-38);
if (l_7509) {
const float l_7510 = float(l_7504);
const double l_7511 = double(l_7510);
l_mut_3108 = l_7511;
const bool l_7512 = l_mut_3108 > l_7504;
if (l_7512) {
const uint32 l_7513 = reinterpret_cast<uint32 const&>(l_7510);
const uint32 l_7514 = l_7513 ^ uint32(2147483648);
const float l_7515 = reinterpret_cast<float const&>(l_7514);
const uint32 l_7516 = reinterpret_cast<uint32 const&>(l_7515);
const uint32 l_7517 = l_7516 + uint32(1);
l_mut_4124 = l_7517;
const uint32 l_7518 = l_7516 & uint32(2147483647);
const bool l_7519 = l_7518 == uint32(0);
if (l_7519) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7520 = l_7516 & uint32(2147483648);
const bool l_7521 = l_7520 != uint32(0);
if (l_7521) {
const uint32 l_7522 = l_7516 - uint32(1);
l_mut_4124 = l_7522;
} else {
const bool l_7523 = l_7516 == uint32(2139095040);
if (l_7523) {
l_mut_4124 = l_7516;
}
}
}
const float l_7524 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7525 = reinterpret_cast<uint32 const&>(l_7524);
const uint32 l_7526 = l_7525 ^ uint32(2147483648);
const float l_7527 = reinterpret_cast<float const&>(l_7526);
const uint32 l_7528 = reinterpret_cast<uint32 const&>(l_7527);
const uint32 l_7529 = l_7528 & uint32(2147483647);
const float l_7530 = reinterpret_cast<float const&>(l_7529);
const double l_7531 = double(l_7530);
l_mut_2093 = l_7531;
const bool l_7532 = l_7529 < uint32(8388608);
if (l_7532) {
const double l_7533 = double(l_7529);
const double l_7534 = l_7533 * double(1.401298464324817e-45);
l_mut_2093 = l_7534;
}
const uint64 l_7535 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_7536 = l_7528 >> uint32(31);
const uint64 l_7537 = uint64(l_7536);
const uint64 l_7538 = l_7537 << uint64(63);
const uint64 l_7539 = l_7535 | l_7538;
const double l_7540 = reinterpret_cast<double const&>(l_7539);
l_mut_3108 = l_7540;
} else {
const uint32 l_7541 = reinterpret_cast<uint32 const&>(l_7510);
const uint32 l_7542 = l_7541 + uint32(1);
l_mut_4124 = l_7542;
const uint32 l_7543 = l_7541 & uint32(2147483647);
const bool l_7544 = l_7543 == uint32(0);
if (l_7544) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7545 = l_7541 & uint32(2147483648);
const bool l_7546 = l_7545 != uint32(0);
if (l_7546) {
const uint32 l_7547 = l_7541 - uint32(1);
l_mut_4124 = l_7547;
} else {
const bool l_7548 = l_7541 == uint32(2139095040);
if (l_7548) {
l_mut_4124 = l_7541;
}
}
}
const float l_7549 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7550 = reinterpret_cast<uint32 const&>(l_7549);
const uint32 l_7551 = l_7550 & uint32(2147483647);
const float l_7552 = reinterpret_cast<float const&>(l_7551);
const double l_7553 = double(l_7552);
l_mut_2093 = l_7553;
const bool l_7554 = l_7551 < uint32(8388608);
if (l_7554) {
const double l_7555 = double(l_7551);
const double l_7556 = l_7555 * double(1.401298464324817e-45);
l_mut_2093 = l_7556;
}
const uint64 l_7557 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_7558 = l_7550 >> uint32(31);
const uint64 l_7559 = uint64(l_7558);
const uint64 l_7560 = l_7559 << uint64(63);
const uint64 l_7561 = l_7557 | l_7560;
const double l_7562 = reinterpret_cast<double const&>(l_7561);
const bool l_7563 = l_7562 <= l_7504;
if (l_7563) {
const uint32 l_7564 = reinterpret_cast<uint32 const&>(l_7510);
const uint32 l_7565 = l_7564 + uint32(1);
l_mut_4124 = l_7565;
const uint32 l_7566 = l_7564 & uint32(2147483647);
const bool l_7567 = l_7566 == uint32(0);
if (l_7567) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7568 = l_7564 & uint32(2147483648);
const bool l_7569 = l_7568 != uint32(0);
if (l_7569) {
const uint32 l_7570 = l_7564 - uint32(1);
l_mut_4124 = l_7570;
} else {
const bool l_7571 = l_7564 == uint32(2139095040);
if (l_7571) {
l_mut_4124 = l_7564;
}
}
}
const float l_7572 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7573 = reinterpret_cast<uint32 const&>(l_7572);
const uint32 l_7574 = l_7573 & uint32(2147483647);
const float l_7575 = reinterpret_cast<float const&>(l_7574);
const double l_7576 = double(l_7575);
l_mut_2093 = l_7576;
const bool l_7577 = l_7574 < uint32(8388608);
if (l_7577) {
const double l_7578 = double(l_7574);
const double l_7579 = l_7578 * double(1.401298464324817e-45);
l_mut_2093 = l_7579;
}
const uint64 l_7580 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_7581 = l_7573 >> uint32(31);
const uint64 l_7582 = uint64(l_7581);
const uint64 l_7583 = l_7582 << uint64(63);
const uint64 l_7584 = l_7580 | l_7583;
const double l_7585 = reinterpret_cast<double const&>(l_7584);
l_mut_3108 = l_7585;
}
}
}
l_mut_3362 = l_mut_3108;
} else {
const double l_7586 = l_7163 - l_7418;
const double l_7587 = -l_7586;
const double l_7588 = l_7587 * double(7.1362384635298e44);
const double l_7589 = floor(l_7588);
const double l_7590 = l_7589 * double(1.401298464324817e-45);
l_mut_3108 = l_7590;
const double l_7591 = abs(l_7587);
const bool l_7592 = l_7591 >= double(1.1754943508222875e-38);
if (l_7592) {
const float l_7593 = float(l_7587);
const double l_7594 = double(l_7593);
l_mut_3108 = l_7594;
const bool l_7595 = l_mut_3108 > l_7587;
if (l_7595) {
const uint32 l_7596 = reinterpret_cast<uint32 const&>(l_7593);
const uint32 l_7597 = l_7596 ^ uint32(2147483648);
const float l_7598 = reinterpret_cast<float const&>(l_7597);
const uint32 l_7599 = reinterpret_cast<uint32 const&>(l_7598);
const uint32 l_7600 = l_7599 + uint32(1);
l_mut_4124 = l_7600;
const uint32 l_7601 = l_7599 & uint32(2147483647);
const bool l_7602 = l_7601 == uint32(0);
if (l_7602) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7603 = l_7599 & uint32(2147483648);
const bool l_7604 = l_7603 != uint32(0);
if (l_7604) {
const uint32 l_7605 = l_7599 - uint32(1);
l_mut_4124 = l_7605;
} else {
const bool l_7606 = l_7599 == uint32(2139095040);
if (l_7606) {
l_mut_4124 = l_7599;
}
}
}
const float l_7607 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7608 = reinterpret_cast<uint32 const&>(l_7607);
const uint32 l_7609 = l_7608 ^ uint32(2147483648);
const float l_7610 = reinterpret_cast<float const&>(l_7609);
const uint32 l_7611 = reinterpret_cast<uint32 const&>(l_7610);
const uint32 l_7612 = l_7611 & uint32(2147483647);
const float l_7613 = reinterpret_cast<float const&>(l_7612);
const double l_7614 = double(l_7613);
l_mut_2093 = l_7614;
const bool l_7615 = l_7612 < uint32(8388608);
if (l_7615) {
const double l_7616 = double(l_7612);
const double l_7617 = l_7616 * double(1.401298464324817e-45);
l_mut_2093 = l_7617;
}
const uint64 l_7618 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_7619 = l_7611 >> uint32(31);
const uint64 l_7620 = uint64(l_7619);
const uint64 l_7621 = l_7620 << uint64(63);
const uint64 l_7622 = l_7618 | l_7621;
const double l_7623 = reinterpret_cast<double const&>(l_7622);
l_mut_3108 = l_7623;
} else {
const uint32 l_7624 = reinterpret_cast<uint32 const&>(l_7593);
const uint32 l_7625 = l_7624 + uint32(1);
l_mut_4124 = l_7625;
const uint32 l_7626 = l_7624 & uint32(2147483647);
const bool l_7627 = l_7626 == uint32(0);
if (l_7627) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7628 = l_7624 & uint32(2147483648);
const bool l_7629 = l_7628 != uint32(0);
if (l_7629) {
const uint32 l_7630 = l_7624 - uint32(1);
l_mut_4124 = l_7630;
} else {
const bool l_7631 = l_7624 == uint32(2139095040);
if (l_7631) {
l_mut_4124 = l_7624;
}
}
}
const float l_7632 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7633 = reinterpret_cast<uint32 const&>(l_7632);
const uint32 l_7634 = l_7633 & uint32(2147483647);
const float l_7635 = reinterpret_cast<float const&>(l_7634);
const double l_7636 = double(l_7635);
l_mut_2093 = l_7636;
const bool l_7637 = l_7634 < uint32(8388608);
if (l_7637) {
const double l_7638 = double(l_7634);
const double l_7639 = l_7638 * double(1.401298464324817e-45);
l_mut_2093 = l_7639;
}
const uint64 l_7640 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_7641 = l_7633 >> uint32(31);
const uint64 l_7642 = uint64(l_7641);
const uint64 l_7643 = l_7642 << uint64(63);
const uint64 l_7644 = l_7640 | l_7643;
const double l_7645 = reinterpret_cast<double const&>(l_7644);
const bool l_7646 = l_7645 <= l_7587;
if (l_7646) {
const uint32 l_7647 = reinterpret_cast<uint32 const&>(l_7593);
const uint32 l_7648 = l_7647 + uint32(1);
l_mut_4124 = l_7648;
const uint32 l_7649 = l_7647 & uint32(2147483647);
const bool l_7650 = l_7649 == uint32(0);
if (l_7650) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7651 = l_7647 & uint32(2147483648);
const bool l_7652 = l_7651 != uint32(0);
if (l_7652) {
const uint32 l_7653 = l_7647 - uint32(1);
l_mut_4124 = l_7653;
} else {
const bool l_7654 = l_7647 == uint32(2139095040);
if (l_7654) {
l_mut_4124 = l_7647;
}
}
}
const float l_7655 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7656 = reinterpret_cast<uint32 const&>(l_7655);
const uint32 l_7657 = l_7656 & uint32(2147483647);
const float l_7658 = reinterpret_cast<float const&>(l_7657);
const double l_7659 = double(l_7658);
l_mut_2093 = l_7659;
const bool l_7660 = l_7657 < uint32(8388608);
if (l_7660) {
const double l_7661 = double(l_7657);
const double l_7662 = l_7661 * double(1.401298464324817e-45);
l_mut_2093 = l_7662;
}
const uint64 l_7663 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_7664 = l_7656 >> uint32(31);
const uint64 l_7665 = uint64(l_7664);
const uint64 l_7666 = l_7665 << uint64(63);
const uint64 l_7667 = l_7663 | l_7666;
const double l_7668 = reinterpret_cast<double const&>(l_7667);
l_mut_3108 = l_7668;
}
}
}
const double l_7669 = -l_mut_3108;
l_mut_3362 = l_7669;
}
const double l_7671 = l_mut_3618 * l_917;
const double l_7672 = l_mut_3362 * l_917;
const double l_7673 = l_mut_3618 * l_917;
const double l_7674 = l_mut_3362 * l_917;
l_arr_7670[uint32(0)] = l_7671;
l_arr_7670[uint32(1)] = l_7671;
const double l_7675 = l_arr_7670[uint32(0)];
const bool l_7676 = l_7672 < l_7675;
if (l_7676) {
l_arr_7670[uint32(0)] = l_7672;
}
const double l_7677 = l_arr_7670[uint32(0)];
const bool l_7678 = l_7673 < l_7677;
if (l_7678) {
l_arr_7670[uint32(0)] = l_7673;
}
const double l_7679 = l_arr_7670[uint32(0)];
const bool l_7680 = l_7674 < l_7679;
if (l_7680) {
l_arr_7670[uint32(0)] = l_7674;
}
const double l_7681 = l_arr_7670[uint32(1)];
const bool l_7682 = l_7672 > l_7681;
if (l_7682) {
l_arr_7670[uint32(1)] = l_7672;
}
const double l_7683 = l_arr_7670[uint32(1)];
const bool l_7684 = l_7673 > l_7683;
if (l_7684) {
l_arr_7670[uint32(1)] = l_7673;
}
const double l_7685 = l_arr_7670[uint32(1)];
const bool l_7686 = l_7674 > l_7685;
if (l_7686) {
l_arr_7670[uint32(1)] = l_7674;
}
const double l_7687 = l_arr_7670[uint32(0)];
const double l_7688 = l_7687 * double(7.1362384635298e44);
const double l_7689 = floor(l_7688);
const double l_7690 = l_7689 * double(1.401298464324817e-45);
l_mut_3618 = l_7690;
const double l_7691 = abs(l_7687);
const bool l_7692 = l_7691 >= double(1.1754943508222875e-38);
if (l_7692) {
const float l_7693 = float(l_7687);
const double l_7694 = double(l_7693);
l_mut_3618 = l_7694;
const bool l_7695 = l_mut_3618 > l_7687;
if (l_7695) {
const uint32 l_7696 = reinterpret_cast<uint32 const&>(l_7693);
const uint32 l_7697 = l_7696 ^ uint32(2147483648);
const float l_7698 = reinterpret_cast<float const&>(l_7697);
const uint32 l_7699 = reinterpret_cast<uint32 const&>(l_7698);
const uint32 l_7700 = l_7699 + uint32(1);
l_mut_4124 = l_7700;
const uint32 l_7701 = l_7699 & uint32(2147483647);
const bool l_7702 = l_7701 == uint32(0);
if (l_7702) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7703 = l_7699 & uint32(2147483648);
const bool l_7704 = l_7703 != uint32(0);
if (l_7704) {
const uint32 l_7705 = l_7699 - uint32(1);
l_mut_4124 = l_7705;
} else {
const bool l_7706 = l_7699 == uint32(2139095040);
if (l_7706) {
l_mut_4124 = l_7699;
}
}
}
const float l_7707 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7708 = reinterpret_cast<uint32 const&>(l_7707);
const uint32 l_7709 = l_7708 ^ uint32(2147483648);
const float l_7710 = reinterpret_cast<float const&>(l_7709);
const uint32 l_7711 = reinterpret_cast<uint32 const&>(l_7710);
const uint32 l_7712 = l_7711 & uint32(2147483647);
const float l_7713 = reinterpret_cast<float const&>(l_7712);
const double l_7714 = double(l_7713);
l_mut_3362 = l_7714;
const bool l_7715 = l_7712 < uint32(8388608);
if (l_7715) {
const double l_7716 = double(l_7712);
const double l_7717 = l_7716 * double(1.401298464324817e-45);
l_mut_3362 = l_7717;
}
const uint64 l_7718 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_7719 = l_7711 >> uint32(31);
const uint64 l_7720 = uint64(l_7719);
const uint64 l_7721 = l_7720 << uint64(63);
const uint64 l_7722 = l_7718 | l_7721;
const double l_7723 = reinterpret_cast<double const&>(l_7722);
l_mut_3618 = l_7723;
} else {
const uint32 l_7724 = reinterpret_cast<uint32 const&>(l_7693);
const uint32 l_7725 = l_7724 + uint32(1);
l_mut_4124 = l_7725;
const uint32 l_7726 = l_7724 & uint32(2147483647);
const bool l_7727 = l_7726 == uint32(0);
if (l_7727) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7728 = l_7724 & uint32(2147483648);
const bool l_7729 = l_7728 != uint32(0);
if (l_7729) {
const uint32 l_7730 = l_7724 - uint32(1);
l_mut_4124 = l_7730;
} else {
const bool l_7731 = l_7724 == uint32(2139095040);
if (l_7731) {
l_mut_4124 = l_7724;
}
}
}
const float l_7732 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7733 = reinterpret_cast<uint32 const&>(l_7732);
const uint32 l_7734 = l_7733 & uint32(2147483647);
const float l_7735 = reinterpret_cast<float const&>(l_7734);
const double l_7736 = double(l_7735);
l_mut_3362 = l_7736;
const bool l_7737 = l_7734 < uint32(8388608);
if (l_7737) {
const double l_7738 = double(l_7734);
const double l_7739 = l_7738 * double(1.401298464324817e-45);
l_mut_3362 = l_7739;
}
const uint64 l_7740 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_7741 = l_7733 >> uint32(31);
const uint64 l_7742 = uint64(l_7741);
const uint64 l_7743 = l_7742 << uint64(63);
const uint64 l_7744 = l_7740 | l_7743;
const double l_7745 = reinterpret_cast<double const&>(l_7744);
const bool l_7746 = l_7745 <= l_7687;
if (l_7746) {
const uint32 l_7747 = reinterpret_cast<uint32 const&>(l_7693);
const uint32 l_7748 = l_7747 + uint32(1);
l_mut_4124 = l_7748;
const uint32 l_7749 = l_7747 & uint32(2147483647);
const bool l_7750 = l_7749 == uint32(0);
if (l_7750) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7751 = l_7747 & uint32(2147483648);
const bool l_7752 = l_7751 != uint32(0);
if (l_7752) {
const uint32 l_7753 = l_7747 - uint32(1);
l_mut_4124 = l_7753;
} else {
const bool l_7754 = l_7747 == uint32(2139095040);
if (l_7754) {
l_mut_4124 = l_7747;
}
}
}
const float l_7755 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7756 = reinterpret_cast<uint32 const&>(l_7755);
const uint32 l_7757 = l_7756 & uint32(2147483647);
const float l_7758 = reinterpret_cast<float const&>(l_7757);
const double l_7759 = double(l_7758);
l_mut_3362 = l_7759;
const bool l_7760 = l_7757 < uint32(8388608);
if (l_7760) {
const double l_7761 = double(l_7757);
const double l_7762 = l_7761 * double(1.401298464324817e-45);
l_mut_3362 = l_7762;
}
const uint64 l_7763 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_7764 = l_7756 >> uint32(31);
const uint64 l_7765 = uint64(l_7764);
const uint64 l_7766 = l_7765 << uint64(63);
const uint64 l_7767 = l_7763 | l_7766;
const double l_7768 = reinterpret_cast<double const&>(l_7767);
l_mut_3618 = l_7768;
}
}
}
const double l_7769 = l_arr_7670[uint32(1)];
const double l_7770 = -l_7769;
const double l_7771 = l_7770 * double(7.1362384635298e44);
const double l_7772 = floor(l_7771);
const double l_7773 = l_7772 * double(1.401298464324817e-45);
l_mut_3362 = l_7773;
const double l_7774 = abs(l_7770);
const bool l_7775 = l_7774 >= double(1.1754943508222875e-38);
if (l_7775) {
const float l_7776 = float(l_7770);
const double l_7777 = double(l_7776);
l_mut_3362 = l_7777;
const bool l_7778 = l_mut_3362 > l_7770;
if (l_7778) {
const uint32 l_7779 = reinterpret_cast<uint32 const&>(l_7776);
const uint32 l_7780 = l_7779 ^ uint32(2147483648);
const float l_7781 = reinterpret_cast<float const&>(l_7780);
const uint32 l_7782 = reinterpret_cast<uint32 const&>(l_7781);
const uint32 l_7783 = l_7782 + uint32(1);
l_mut_4124 = l_7783;
const uint32 l_7784 = l_7782 & uint32(2147483647);
const bool l_7785 = l_7784 == uint32(0);
if (l_7785) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7786 = l_7782 & uint32(2147483648);
const bool l_7787 = l_7786 != uint32(0);
if (l_7787) {
const uint32 l_7788 = l_7782 - uint32(1);
l_mut_4124 = l_7788;
} else {
const bool l_7789 = l_7782 == uint32(2139095040);
if (l_7789) {
l_mut_4124 = l_7782;
}
}
}
const float l_7790 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7791 = reinterpret_cast<uint32 const&>(l_7790);
const uint32 l_7792 = l_7791 ^ uint32(2147483648);
const float l_7793 = reinterpret_cast<float const&>(l_7792);
const uint32 l_7794 = reinterpret_cast<uint32 const&>(l_7793);
const uint32 l_7795 = l_7794 & uint32(2147483647);
const float l_7796 = reinterpret_cast<float const&>(l_7795);
const double l_7797 = double(l_7796);
l_mut_3108 = l_7797;
const bool l_7798 = l_7795 < uint32(8388608);
if (l_7798) {
const double l_7799 = double(l_7795);
const double l_7800 = l_7799 * double(1.401298464324817e-45);
l_mut_3108 = l_7800;
}
const uint64 l_7801 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7802 = l_7794 >> uint32(31);
const uint64 l_7803 = uint64(l_7802);
const uint64 l_7804 = l_7803 << uint64(63);
const uint64 l_7805 = l_7801 | l_7804;
const double l_7806 = reinterpret_cast<double const&>(l_7805);
l_mut_3362 = l_7806;
} else {
const uint32 l_7807 = reinterpret_cast<uint32 const&>(l_7776);
const uint32 l_7808 = l_7807 + uint32(1);
l_mut_4124 = l_7808;
const uint32 l_7809 = l_7807 & uint32(2147483647);
const bool l_7810 = l_7809 == uint32(0);
if (l_7810) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7811 = l_7807 & uint32(2147483648);
const bool l_7812 = l_7811 != uint32(0);
if (l_7812) {
const uint32 l_7813 = l_7807 - uint32(1);
l_mut_4124 = l_7813;
} else {
const bool l_7814 = l_7807 == uint32(2139095040);
if (l_7814) {
l_mut_4124 = l_7807;
}
}
}
const float l_7815 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7816 = reinterpret_cast<uint32 const&>(l_7815);
const uint32 l_7817 = l_7816 & uint32(2147483647);
const float l_7818 = reinterpret_cast<float const&>(l_7817);
const double l_7819 = double(l_7818);
l_mut_3108 = l_7819;
const bool l_7820 = l_7817 < uint32(8388608);
if (l_7820) {
const double l_7821 = double(l_7817);
const double l_7822 = l_7821 * double(1.401298464324817e-45);
l_mut_3108 = l_7822;
}
const uint64 l_7823 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7824 = l_7816 >> uint32(31);
const uint64 l_7825 = uint64(l_7824);
const uint64 l_7826 = l_7825 << uint64(63);
const uint64 l_7827 = l_7823 | l_7826;
const double l_7828 = reinterpret_cast<double const&>(l_7827);
const bool l_7829 = l_7828 <= l_7770;
if (l_7829) {
const uint32 l_7830 = reinterpret_cast<uint32 const&>(l_7776);
const uint32 l_7831 = l_7830 + uint32(1);
l_mut_4124 = l_7831;
const uint32 l_7832 = l_7830 & uint32(2147483647);
const bool l_7833 = l_7832 == uint32(0);
if (l_7833) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_7834 = l_7830 & uint32(2147483648);
const bool l_7835 = l_7834 != uint32(0);
if (l_7835) {
const uint32 l_7836 = l_7830 - uint32(1);
l_mut_4124 = l_7836;
} else {
const bool l_7837 = l_7830 == uint32(2139095040);
if (l_7837) {
l_mut_4124 = l_7830;
}
}
}
const float l_7838 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_7839 = reinterpret_cast<uint32 const&>(l_7838);
const uint32 l_7840 = l_7839 & uint32(2147483647);
const float l_7841 = reinterpret_cast<float const&>(l_7840);
const double l_7842 = double(l_7841);
l_mut_3108 = l_7842;
const bool l_7843 = l_7840 < uint32(8388608);
if (l_7843) {
const double l_7844 = double(l_7840);
const double l_7845 = l_7844 * double(1.401298464324817e-45);
l_mut_3108 = l_7845;
}
const uint64 l_7846 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_7847 = l_7839 >> uint32(31);
const uint64 l_7848 = uint64(l_7847);
const uint64 l_7849 = l_7848 << uint64(63);
const uint64 l_7850 = l_7846 | l_7849;
const double l_7851 = reinterpret_cast<double const&>(l_7850);
l_mut_3362 = l_7851;
}
}
}
const double l_7852 = -l_mut_3362;
l_mut_4124 = uint32(2);
const bool l_7853 = l_901 == uint32(17);
if (l_7853) {
l_mut_3362 = l_mut_3618;
const bool l_7854 = l_mut_3618 > double(1000.0);
if (l_7854) {
const uint64 l_7855 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint64 l_7856 = l_7855 | uint64(9218868437227405312);
const uint64 l_7857 = l_7856 & uint64(18442240474082181120);
const double l_7858 = reinterpret_cast<double const&>(l_7857);
l_mut_3362 = l_7858;
} else {
const bool l_7859 = l_mut_3618 < double(-1000.0);
if (l_7859) {
l_mut_3362 = double(0.0);
} else {
const bool l_7860 = isnan(l_mut_3618);
const bool l_7861 = !l_7860;
if (l_7861) {
const double l_7862 = l_mut_3618 + double(0.5);
const double l_7863 = floor(l_7862);
const double l_7864 = l_mut_3618 - l_7863;
const double l_7865 = l_7864 * double(0.6931471824645996);
const double l_7866 = l_7864 * double(-1.904654299957768e-9);
const double l_7867 = l_7865 + l_7866;
l_mut_3108 = l_7867;
const bool l_7868 = isnan(l_7867);
if (l_7868) {
} else {
const bool l_7869 = l_7867 < double(-700.0);
if (l_7869) {
l_mut_3108 = double(0.0);
} else {
const bool l_7870 = l_7867 > double(700.0);
if (l_7870) {
const uint64 l_7871 = reinterpret_cast<uint64 const&>(l_7867);
const uint64 l_7872 = l_7871 | uint64(9218868437227405312);
const uint64 l_7873 = l_7872 & uint64(18442240474082181120);
const double l_7874 = reinterpret_cast<double const&>(l_7873);
l_mut_3108 = l_7874;
} else {
const double l_7875 = l_7867 * double(1.4426950408889634);
const double l_7876 = l_7875 + double(0.5);
const double l_7877 = floor(l_7876);
const double l_7878 = l_7877 * double(0.6931471824645996);
const double l_7879 = l_7865 - l_7878;
const double l_7880 = l_7879 * l_20;
const double l_7881 = l_7877 * double(-1.904654299957768e-9);
const double l_7882 = l_7866 - l_7881;
const double l_7883 = l_7880 + l_7882;
const double l_7884 = l_7883 * double(7.647163731819816e-13);
const double l_7885 = l_7884 + double(1.1470745597729725e-11);
l_mut_2093 = l_7885;
const double l_7886 = l_mut_2093 * l_7883;
const double l_7887 = l_7886 + double(1.6059043836821613e-10);
l_mut_2093 = l_7887;
const double l_7888 = l_mut_2093 * l_7883;
const double l_7889 = l_7888 + double(2.08767569878681e-9);
l_mut_2093 = l_7889;
const double l_7890 = l_mut_2093 * l_7883;
const double l_7891 = l_7890 + double(2.505210838544172e-8);
l_mut_2093 = l_7891;
const double l_7892 = l_mut_2093 * l_7883;
const double l_7893 = l_7892 + double(2.755731922398589e-7);
l_mut_2093 = l_7893;
const double l_7894 = l_mut_2093 * l_7883;
const double l_7895 = l_7894 + double(2.7557319223985893e-6);
l_mut_2093 = l_7895;
const double l_7896 = l_mut_2093 * l_7883;
const double l_7897 = l_7896 + double(2.48015873015873e-5);
l_mut_2093 = l_7897;
const double l_7898 = l_mut_2093 * l_7883;
const double l_7899 = l_7898 + double(0.0001984126984126984);
l_mut_2093 = l_7899;
const double l_7900 = l_mut_2093 * l_7883;
const double l_7901 = l_7900 + double(0.001388888888888889);
l_mut_2093 = l_7901;
const double l_7902 = l_mut_2093 * l_7883;
const double l_7903 = l_7902 + double(0.008333333333333333);
l_mut_2093 = l_7903;
const double l_7904 = l_mut_2093 * l_7883;
const double l_7905 = l_7904 + double(0.041666666666666664);
l_mut_2093 = l_7905;
const double l_7906 = l_mut_2093 * l_7883;
const double l_7907 = l_7906 + double(0.16666666666666666);
l_mut_2093 = l_7907;
const double l_7908 = l_mut_2093 * l_7883;
const double l_7909 = l_7908 + double(0.5);
l_mut_2093 = l_7909;
const double l_7910 = l_7883 * l_7883;
const double l_7911 = l_7910 * l_mut_2093;
const double l_7912 = l_7883 + l_7911;
const double l_7913 = double(1.0) + l_7912;
const int32 l_7914 = int32(l_7877);
const int32 l_7915 = l_7914 + int32(1023);
const uint64 l_7916 = uint64(l_7915);
const uint64 l_7917 = l_7916 << uint64(52);
const double l_7918 = reinterpret_cast<double const&>(l_7917);
const double l_7919 = l_7913 * l_7918;
l_mut_3108 = l_7919;
}
}
}
const int32 l_7920 = int32(l_7863);
const int32 l_7921 = l_7920 + int32(1023);
const uint64 l_7922 = uint64(l_7921);
const uint64 l_7923 = l_7922 << uint64(52);
const double l_7924 = reinterpret_cast<double const&>(l_7923);
const double l_7925 = l_mut_3108 * l_7924;
l_mut_3362 = l_7925;
}
}
}
l_mut_3108 = l_7852;
const bool l_7926 = l_7852 > double(1000.0);
if (l_7926) {
const uint64 l_7927 = reinterpret_cast<uint64 const&>(l_7852);
const uint64 l_7928 = l_7927 | uint64(9218868437227405312);
const uint64 l_7929 = l_7928 & uint64(18442240474082181120);
const double l_7930 = reinterpret_cast<double const&>(l_7929);
l_mut_3108 = l_7930;
} else {
const bool l_7931 = l_7852 < double(-1000.0);
if (l_7931) {
l_mut_3108 = double(0.0);
} else {
const bool l_7932 = isnan(l_7852);
const bool l_7933 = !l_7932;
if (l_7933) {
const double l_7934 = l_7852 + double(0.5);
const double l_7935 = floor(l_7934);
const double l_7936 = l_7852 - l_7935;
const double l_7937 = l_7936 * double(0.6931471824645996);
const double l_7938 = l_7936 * double(-1.904654299957768e-9);
const double l_7939 = l_7937 + l_7938;
l_mut_2093 = l_7939;
const bool l_7940 = isnan(l_7939);
if (l_7940) {
} else {
const bool l_7941 = l_7939 < double(-700.0);
if (l_7941) {
l_mut_2093 = double(0.0);
} else {
const bool l_7942 = l_7939 > double(700.0);
if (l_7942) {
const uint64 l_7943 = reinterpret_cast<uint64 const&>(l_7939);
const uint64 l_7944 = l_7943 | uint64(9218868437227405312);
const uint64 l_7945 = l_7944 & uint64(18442240474082181120);
const double l_7946 = reinterpret_cast<double const&>(l_7945);
l_mut_2093 = l_7946;
} else {
const double l_7947 = l_7939 * double(1.4426950408889634);
const double l_7948 = l_7947 + double(0.5);
const double l_7949 = floor(l_7948);
const double l_7950 = l_7949 * double(0.6931471824645996);
const double l_7951 = l_7937 - l_7950;
const double l_7952 = l_7951 * l_20;
const double l_7953 = l_7949 * double(-1.904654299957768e-9);
const double l_7954 = l_7938 - l_7953;
const double l_7955 = l_7952 + l_7954;
const double l_7956 = l_7955 * double(7.647163731819816e-13);
const double l_7957 = l_7956 + double(1.1470745597729725e-11);
l_mut_567 = l_7957;
const double l_7958 = l_mut_567 * l_7955;
const double l_7959 = l_7958 + double(1.6059043836821613e-10);
l_mut_567 = l_7959;
const double l_7960 = l_mut_567 * l_7955;
const double l_7961 = l_7960 + double(2.08767569878681e-9);
l_mut_567 = l_7961;
const double l_7962 = l_mut_567 * l_7955;
const double l_7963 = l_7962 + double(2.505210838544172e-8);
l_mut_567 = l_7963;
const double l_7964 = l_mut_567 * l_7955;
const double l_7965 = l_7964 + double(2.755731922398589e-7);
l_mut_567 = l_7965;
const double l_7966 = l_mut_567 * l_7955;
const double l_7967 = l_7966 + double(2.7557319223985893e-6);
l_mut_567 = l_7967;
const double l_7968 = l_mut_567 * l_7955;
const double l_7969 = l_7968 + double(2.48015873015873e-5);
l_mut_567 = l_7969;
const double l_7970 = l_mut_567 * l_7955;
const double l_7971 = l_7970 + double(0.0001984126984126984);
l_mut_567 = l_7971;
const double l_7972 = l_mut_567 * l_7955;
const double l_7973 = l_7972 + double(0.001388888888888889);
l_mut_567 = l_7973;
const double l_7974 = l_mut_567 * l_7955;
const double l_7975 = l_7974 + double(0.008333333333333333);
l_mut_567 = l_7975;
const double l_7976 = l_mut_567 * l_7955;
const double l_7977 = l_7976 + double(0.041666666666666664);
l_mut_567 = l_7977;
const double l_7978 = l_mut_567 * l_7955;
const double l_7979 = l_7978 + double(0.16666666666666666);
l_mut_567 = l_7979;
const double l_7980 = l_mut_567 * l_7955;
const double l_7981 = l_7980 + double(0.5);
l_mut_567 = l_7981;
const double l_7982 = l_7955 * l_7955;
const double l_7983 = l_7982 * l_mut_567;
const double l_7984 = l_7955 + l_7983;
const double l_7985 = double(1.0) + l_7984;
const int32 l_7986 = int32(l_7949);
const int32 l_7987 = l_7986 + int32(1023);
const uint64 l_7988 = uint64(l_7987);
const uint64 l_7989 = l_7988 << uint64(52);
const double l_7990 = reinterpret_cast<double const&>(l_7989);
const double l_7991 = l_7985 * l_7990;
l_mut_2093 = l_7991;
}
}
}
const int32 l_7992 = int32(l_7935);
const int32 l_7993 = l_7992 + int32(1023);
const uint64 l_7994 = uint64(l_7993);
const uint64 l_7995 = l_7994 << uint64(52);
const double l_7996 = reinterpret_cast<double const&>(l_7995);
const double l_7997 = l_mut_2093 * l_7996;
l_mut_3108 = l_7997;
}
}
}
const double l_7998 = l_mut_3362 * double(1.4551915228366852e-11);
const double l_7999 = l_mut_3108 * double(1.4551915228366852e-11);
l_mut_978 = uint32(2);
const double l_8000 = l_mut_3362 - l_7998;
const double l_8001 = abs(l_8000);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_8002 = l_8001 >= double(1.1754943508222875e-38);
const bool l_8003 = l_8001 <= double(1.7976931348623157e308);
const bool l_8004 = l_8002 && l_8003;
if (l_8004) {
const uint64 l_8005 = reinterpret_cast<uint64 const&>(l_8001);
const uint64 l_8006 = l_8005 >> uint64(52);
const uint64 l_8007 = l_8006 - uint64(23);
const uint64 l_8008 = l_8007 << uint64(52);
const double l_8009 = reinterpret_cast<double const&>(l_8008);
l_mut_2093 = l_8009;
}
const double l_8010 = l_mut_3362 + l_7998;
const double l_8011 = abs(l_8010);
l_mut_567 = double(1.401298464324817e-45);
const bool l_8012 = l_8011 >= double(1.1754943508222875e-38);
const bool l_8013 = l_8011 <= double(1.7976931348623157e308);
const bool l_8014 = l_8012 && l_8013;
if (l_8014) {
const uint64 l_8015 = reinterpret_cast<uint64 const&>(l_8011);
const uint64 l_8016 = l_8015 >> uint64(52);
const uint64 l_8017 = l_8016 - uint64(23);
const uint64 l_8018 = l_8017 << uint64(52);
const double l_8019 = reinterpret_cast<double const&>(l_8018);
l_mut_567 = l_8019;
}
const bool l_8020 = l_mut_2093 == l_mut_567;
const double l_8021 = l_mut_3108 - l_7999;
const double l_8022 = abs(l_8021);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_8023 = l_8022 >= double(1.1754943508222875e-38);
const bool l_8024 = l_8022 <= double(1.7976931348623157e308);
const bool l_8025 = l_8023 && l_8024;
if (l_8025) {
const uint64 l_8026 = reinterpret_cast<uint64 const&>(l_8022);
const uint64 l_8027 = l_8026 >> uint64(52);
const uint64 l_8028 = l_8027 - uint64(23);
const uint64 l_8029 = l_8028 << uint64(52);
const double l_8030 = reinterpret_cast<double const&>(l_8029);
l_mut_2093 = l_8030;
}
const double l_8031 = l_mut_3108 + l_7999;
const double l_8032 = abs(l_8031);
l_mut_567 = double(1.401298464324817e-45);
const bool l_8033 = l_8032 >= double(1.1754943508222875e-38);
const bool l_8034 = l_8032 <= double(1.7976931348623157e308);
const bool l_8035 = l_8033 && l_8034;
if (l_8035) {
const uint64 l_8036 = reinterpret_cast<uint64 const&>(l_8032);
const uint64 l_8037 = l_8036 >> uint64(52);
const uint64 l_8038 = l_8037 - uint64(23);
const uint64 l_8039 = l_8038 << uint64(52);
const double l_8040 = reinterpret_cast<double const&>(l_8039);
l_mut_567 = l_8040;
}
const bool l_8041 = l_mut_2093 == l_mut_567;
const bool l_8042 = l_8020 && l_8041;
if (l_8042) {
const double l_8043 = l_907 * l_mut_3362;
const double l_8044 = abs(l_mut_3362);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_8045 = l_8044 >= double(1.1754943508222875e-38);
const bool l_8046 = l_8044 <= double(1.7976931348623157e308);
const bool l_8047 = l_8045 && l_8046;
if (l_8047) {
const uint64 l_8048 = reinterpret_cast<uint64 const&>(l_8044);
const uint64 l_8049 = l_8048 >> uint64(52);
const uint64 l_8050 = l_8049 - uint64(23);
const uint64 l_8051 = l_8050 << uint64(52);
const double l_8052 = reinterpret_cast<double const&>(l_8051);
l_mut_2093 = l_8052;
}
const double l_8053 = double(0.5) * l_mut_2093;
l_mut_2093 = l_8043;
const bool l_8054 = l_8053 > l_8043;
if (l_8054) {
l_mut_2093 = l_8053;
}
const double l_8055 = l_907 * l_mut_3108;
const double l_8056 = abs(l_mut_3108);
l_mut_567 = double(1.401298464324817e-45);
const bool l_8057 = l_8056 >= double(1.1754943508222875e-38);
const bool l_8058 = l_8056 <= double(1.7976931348623157e308);
const bool l_8059 = l_8057 && l_8058;
if (l_8059) {
const uint64 l_8060 = reinterpret_cast<uint64 const&>(l_8056);
const uint64 l_8061 = l_8060 >> uint64(52);
const uint64 l_8062 = l_8061 - uint64(23);
const uint64 l_8063 = l_8062 << uint64(52);
const double l_8064 = reinterpret_cast<double const&>(l_8063);
l_mut_567 = l_8064;
}
const double l_8065 = double(0.5) * l_mut_567;
l_mut_567 = l_8055;
const bool l_8066 = l_8065 > l_8055;
if (l_8066) {
l_mut_567 = l_8065;
}
const double l_8067 = l_mut_3362 - l_mut_2093;
const double l_8068 = l_mut_3108 + l_mut_567;
const uint32 l_8069 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8070 = l_8069 & uint32(2147483647);
const float l_8071 = reinterpret_cast<float const&>(l_8070);
const double l_8072 = double(l_8071);
l_mut_3362 = l_8072;
const bool l_8073 = l_8070 < uint32(8388608);
if (l_8073) {
const double l_8074 = double(l_8070);
const double l_8075 = l_8074 * double(1.401298464324817e-45);
l_mut_3362 = l_8075;
}
const uint64 l_8076 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8077 = l_8069 >> uint32(31);
const uint64 l_8078 = uint64(l_8077);
const uint64 l_8079 = l_8078 << uint64(63);
const uint64 l_8080 = l_8076 | l_8079;
const double l_8081 = reinterpret_cast<double const&>(l_8080);
const uint32 l_8082 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8083 = l_8082 + uint32(1);
l_mut_937 = l_8083;
const uint32 l_8084 = l_8082 & uint32(2147483647);
const bool l_8085 = l_8084 == uint32(0);
if (l_8085) {
l_mut_937 = uint32(1);
} else {
const uint32 l_8086 = l_8082 & uint32(2147483648);
const bool l_8087 = l_8086 != uint32(0);
if (l_8087) {
const uint32 l_8088 = l_8082 - uint32(1);
l_mut_937 = l_8088;
} else {
const bool l_8089 = l_8082 == uint32(2139095040);
if (l_8089) {
l_mut_937 = l_8082;
}
}
}
const float l_8090 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_8091 = reinterpret_cast<uint32 const&>(l_8090);
const uint32 l_8092 = l_8091 & uint32(2147483647);
const float l_8093 = reinterpret_cast<float const&>(l_8092);
const double l_8094 = double(l_8093);
l_mut_3362 = l_8094;
const bool l_8095 = l_8092 < uint32(8388608);
if (l_8095) {
const double l_8096 = double(l_8092);
const double l_8097 = l_8096 * double(1.401298464324817e-45);
l_mut_3362 = l_8097;
}
const uint64 l_8098 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8099 = l_8091 >> uint32(31);
const uint64 l_8100 = uint64(l_8099);
const uint64 l_8101 = l_8100 << uint64(63);
const uint64 l_8102 = l_8098 | l_8101;
const double l_8103 = reinterpret_cast<double const&>(l_8102);
const uint32 l_8104 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8105 = l_8104 ^ uint32(2147483648);
const float l_8106 = reinterpret_cast<float const&>(l_8105);
const uint32 l_8107 = reinterpret_cast<uint32 const&>(l_8106);
const uint32 l_8108 = l_8107 + uint32(1);
l_mut_937 = l_8108;
const uint32 l_8109 = l_8107 & uint32(2147483647);
const bool l_8110 = l_8109 == uint32(0);
if (l_8110) {
l_mut_937 = uint32(1);
} else {
const uint32 l_8111 = l_8107 & uint32(2147483648);
const bool l_8112 = l_8111 != uint32(0);
if (l_8112) {
const uint32 l_8113 = l_8107 - uint32(1);
l_mut_937 = l_8113;
} else {
const bool l_8114 = l_8107 == uint32(2139095040);
if (l_8114) {
l_mut_937 = l_8107;
}
}
}
const float l_8115 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_8116 = reinterpret_cast<uint32 const&>(l_8115);
const uint32 l_8117 = l_8116 ^ uint32(2147483648);
const float l_8118 = reinterpret_cast<float const&>(l_8117);
const uint32 l_8119 = reinterpret_cast<uint32 const&>(l_8118);
const uint32 l_8120 = l_8119 & uint32(2147483647);
const float l_8121 = reinterpret_cast<float const&>(l_8120);
const double l_8122 = double(l_8121);
l_mut_3362 = l_8122;
const bool l_8123 = l_8120 < uint32(8388608);
if (l_8123) {
const double l_8124 = double(l_8120);
const double l_8125 = l_8124 * double(1.401298464324817e-45);
l_mut_3362 = l_8125;
}
const uint64 l_8126 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8127 = l_8119 >> uint32(31);
const uint64 l_8128 = uint64(l_8127);
const uint64 l_8129 = l_8128 << uint64(63);
const uint64 l_8130 = l_8126 | l_8129;
const double l_8131 = reinterpret_cast<double const&>(l_8130);
const double l_8132 = l_8067 + l_7998;
const bool l_8133 = l_8132 <= l_8081;
l_mut_1035 = l_8133;
const double l_8134 = l_8067 - l_7998;
const bool l_8135 = l_8134 > l_8081;
l_mut_1032 = l_8135;
const double l_8136 = l_8068 - l_7999;
const bool l_8137 = l_8136 >= l_8081;
l_mut_1029 = l_8137;
const double l_8138 = l_8068 + l_7999;
const bool l_8139 = l_8138 < l_8081;
l_mut_8140 = l_8139;
l_mut_937 = uint32(2);
const bool l_8141 = l_mut_1032 || l_mut_8140;
if (l_8141) {
l_mut_937 = uint32(1);
} else {
const bool l_8142 = l_mut_1035 && l_mut_1029;
if (l_8142) {
l_mut_937 = uint32(0);
}
}
const uint32 l_8143 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8144 = l_8143 & uint32(2147483647);
const bool l_8145 = l_8144 == uint32(0);
if (l_8145) {
const double l_8146 = l_8067 + l_7998;
const bool l_8147 = l_8146 < double(1.1754943508222875e-38);
const double l_8148 = l_8068 - l_7999;
const bool l_8149 = l_8148 > double(-1.1754943508222875e-38);
const bool l_8150 = l_8147 && l_8149;
const double l_8151 = l_8067 - l_7998;
const bool l_8152 = l_8151 < double(1.1754943508222875e-38);
const double l_8153 = l_8068 + l_7999;
const bool l_8154 = l_8153 > double(-1.1754943508222875e-38);
const bool l_8155 = l_8152 && l_8154;
if (l_8150) {
l_mut_937 = uint32(0);
} else {
const bool l_8156 = l_mut_937 == uint32(1);
const bool l_8157 = l_8155 && l_8156;
if (l_8157) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_4124 = l_mut_978;
}
const bool l_8158 = l_901 == uint32(16);
if (l_8158) {
const double l_8159 = abs(l_mut_3618);
const double l_8160 = abs(l_7852);
l_mut_3362 = l_8159;
const bool l_8161 = l_8160 > l_8159;
if (l_8161) {
l_mut_3362 = l_8160;
}
const double l_8162 = double(2.0) * l_mut_3362;
const double l_8163 = l_913 + l_8162;
l_mut_3108 = l_8163;
if (l_7043) {
const double l_8164 = double(2.0) * l_mut_3362;
const double l_8165 = floor(l_8164);
const double l_8166 = l_913 + l_8165;
l_mut_3108 = l_8166;
}
l_mut_978 = uint32(2);
const bool l_8167 = l_mut_3362 <= double(300.0);
if (l_8167) {
l_mut_3362 = l_mut_3618;
const bool l_8168 = l_mut_3618 > double(1000.0);
if (l_8168) {
const uint64 l_8169 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint64 l_8170 = l_8169 | uint64(9218868437227405312);
const uint64 l_8171 = l_8170 & uint64(18442240474082181120);
const double l_8172 = reinterpret_cast<double const&>(l_8171);
l_mut_3362 = l_8172;
} else {
const bool l_8173 = l_mut_3618 < double(-1000.0);
if (l_8173) {
l_mut_3362 = double(0.0);
} else {
const bool l_8174 = isnan(l_mut_3618);
const bool l_8175 = !l_8174;
if (l_8175) {
const double l_8176 = l_mut_3618 + double(0.5);
const double l_8177 = floor(l_8176);
const double l_8178 = l_mut_3618 - l_8177;
const double l_8179 = l_8178 * double(0.6931471824645996);
const double l_8180 = l_8178 * double(-1.904654299957768e-9);
const double l_8181 = l_8179 + l_8180;
l_mut_3618 = l_8181;
const bool l_8182 = isnan(l_8181);
if (l_8182) {
} else {
const bool l_8183 = l_8181 < double(-700.0);
if (l_8183) {
l_mut_3618 = double(0.0);
} else {
const bool l_8184 = l_8181 > double(700.0);
if (l_8184) {
const uint64 l_8185 = reinterpret_cast<uint64 const&>(l_8181);
const uint64 l_8186 = l_8185 | uint64(9218868437227405312);
const uint64 l_8187 = l_8186 & uint64(18442240474082181120);
const double l_8188 = reinterpret_cast<double const&>(l_8187);
l_mut_3618 = l_8188;
} else {
const double l_8189 = l_8181 * double(1.4426950408889634);
const double l_8190 = l_8189 + double(0.5);
const double l_8191 = floor(l_8190);
const double l_8192 = l_8191 * double(0.6931471824645996);
const double l_8193 = l_8179 - l_8192;
const double l_8194 = l_8193 * l_20;
const double l_8195 = l_8191 * double(-1.904654299957768e-9);
const double l_8196 = l_8180 - l_8195;
const double l_8197 = l_8194 + l_8196;
const double l_8198 = l_8197 * double(7.647163731819816e-13);
const double l_8199 = l_8198 + double(1.1470745597729725e-11);
l_mut_2093 = l_8199;
const double l_8200 = l_mut_2093 * l_8197;
const double l_8201 = l_8200 + double(1.6059043836821613e-10);
l_mut_2093 = l_8201;
const double l_8202 = l_mut_2093 * l_8197;
const double l_8203 = l_8202 + double(2.08767569878681e-9);
l_mut_2093 = l_8203;
const double l_8204 = l_mut_2093 * l_8197;
const double l_8205 = l_8204 + double(2.505210838544172e-8);
l_mut_2093 = l_8205;
const double l_8206 = l_mut_2093 * l_8197;
const double l_8207 = l_8206 + double(2.755731922398589e-7);
l_mut_2093 = l_8207;
const double l_8208 = l_mut_2093 * l_8197;
const double l_8209 = l_8208 + double(2.7557319223985893e-6);
l_mut_2093 = l_8209;
const double l_8210 = l_mut_2093 * l_8197;
const double l_8211 = l_8210 + double(2.48015873015873e-5);
l_mut_2093 = l_8211;
const double l_8212 = l_mut_2093 * l_8197;
const double l_8213 = l_8212 + double(0.0001984126984126984);
l_mut_2093 = l_8213;
const double l_8214 = l_mut_2093 * l_8197;
const double l_8215 = l_8214 + double(0.001388888888888889);
l_mut_2093 = l_8215;
const double l_8216 = l_mut_2093 * l_8197;
const double l_8217 = l_8216 + double(0.008333333333333333);
l_mut_2093 = l_8217;
const double l_8218 = l_mut_2093 * l_8197;
const double l_8219 = l_8218 + double(0.041666666666666664);
l_mut_2093 = l_8219;
const double l_8220 = l_mut_2093 * l_8197;
const double l_8221 = l_8220 + double(0.16666666666666666);
l_mut_2093 = l_8221;
const double l_8222 = l_mut_2093 * l_8197;
const double l_8223 = l_8222 + double(0.5);
l_mut_2093 = l_8223;
const double l_8224 = l_8197 * l_8197;
const double l_8225 = l_8224 * l_mut_2093;
const double l_8226 = l_8197 + l_8225;
const double l_8227 = double(1.0) + l_8226;
const int32 l_8228 = int32(l_8191);
const int32 l_8229 = l_8228 + int32(1023);
const uint64 l_8230 = uint64(l_8229);
const uint64 l_8231 = l_8230 << uint64(52);
const double l_8232 = reinterpret_cast<double const&>(l_8231);
const double l_8233 = l_8227 * l_8232;
l_mut_3618 = l_8233;
}
}
}
const int32 l_8234 = int32(l_8177);
const int32 l_8235 = l_8234 + int32(1023);
const uint64 l_8236 = uint64(l_8235);
const uint64 l_8237 = l_8236 << uint64(52);
const double l_8238 = reinterpret_cast<double const&>(l_8237);
const double l_8239 = l_mut_3618 * l_8238;
l_mut_3362 = l_8239;
}
}
}
l_mut_3618 = l_7852;
const bool l_8240 = l_7852 > double(1000.0);
if (l_8240) {
const uint64 l_8241 = reinterpret_cast<uint64 const&>(l_7852);
const uint64 l_8242 = l_8241 | uint64(9218868437227405312);
const uint64 l_8243 = l_8242 & uint64(18442240474082181120);
const double l_8244 = reinterpret_cast<double const&>(l_8243);
l_mut_3618 = l_8244;
} else {
const bool l_8245 = l_7852 < double(-1000.0);
if (l_8245) {
l_mut_3618 = double(0.0);
} else {
const bool l_8246 = isnan(l_7852);
const bool l_8247 = !l_8246;
if (l_8247) {
const double l_8248 = l_7852 + double(0.5);
const double l_8249 = floor(l_8248);
const double l_8250 = l_7852 - l_8249;
const double l_8251 = l_8250 * double(0.6931471824645996);
const double l_8252 = l_8250 * double(-1.904654299957768e-9);
const double l_8253 = l_8251 + l_8252;
l_mut_2093 = l_8253;
const bool l_8254 = isnan(l_8253);
if (l_8254) {
} else {
const bool l_8255 = l_8253 < double(-700.0);
if (l_8255) {
l_mut_2093 = double(0.0);
} else {
const bool l_8256 = l_8253 > double(700.0);
if (l_8256) {
const uint64 l_8257 = reinterpret_cast<uint64 const&>(l_8253);
const uint64 l_8258 = l_8257 | uint64(9218868437227405312);
const uint64 l_8259 = l_8258 & uint64(18442240474082181120);
const double l_8260 = reinterpret_cast<double const&>(l_8259);
l_mut_2093 = l_8260;
} else {
const double l_8261 = l_8253 * double(1.4426950408889634);
const double l_8262 = l_8261 + double(0.5);
const double l_8263 = floor(l_8262);
const double l_8264 = l_8263 * double(0.6931471824645996);
const double l_8265 = l_8251 - l_8264;
const double l_8266 = l_8265 * l_20;
const double l_8267 = l_8263 * double(-1.904654299957768e-9);
const double l_8268 = l_8252 - l_8267;
const double l_8269 = l_8266 + l_8268;
const double l_8270 = l_8269 * double(7.647163731819816e-13);
const double l_8271 = l_8270 + double(1.1470745597729725e-11);
l_mut_567 = l_8271;
const double l_8272 = l_mut_567 * l_8269;
const double l_8273 = l_8272 + double(1.6059043836821613e-10);
l_mut_567 = l_8273;
const double l_8274 = l_mut_567 * l_8269;
const double l_8275 = l_8274 + double(2.08767569878681e-9);
l_mut_567 = l_8275;
const double l_8276 = l_mut_567 * l_8269;
const double l_8277 = l_8276 + double(2.505210838544172e-8);
l_mut_567 = l_8277;
const double l_8278 = l_mut_567 * l_8269;
const double l_8279 = l_8278 + double(2.755731922398589e-7);
l_mut_567 = l_8279;
const double l_8280 = l_mut_567 * l_8269;
const double l_8281 = l_8280 + double(2.7557319223985893e-6);
l_mut_567 = l_8281;
const double l_8282 = l_mut_567 * l_8269;
const double l_8283 = l_8282 + double(2.48015873015873e-5);
l_mut_567 = l_8283;
const double l_8284 = l_mut_567 * l_8269;
const double l_8285 = l_8284 + double(0.0001984126984126984);
l_mut_567 = l_8285;
const double l_8286 = l_mut_567 * l_8269;
const double l_8287 = l_8286 + double(0.001388888888888889);
l_mut_567 = l_8287;
const double l_8288 = l_mut_567 * l_8269;
const double l_8289 = l_8288 + double(0.008333333333333333);
l_mut_567 = l_8289;
const double l_8290 = l_mut_567 * l_8269;
const double l_8291 = l_8290 + double(0.041666666666666664);
l_mut_567 = l_8291;
const double l_8292 = l_mut_567 * l_8269;
const double l_8293 = l_8292 + double(0.16666666666666666);
l_mut_567 = l_8293;
const double l_8294 = l_mut_567 * l_8269;
const double l_8295 = l_8294 + double(0.5);
l_mut_567 = l_8295;
const double l_8296 = l_8269 * l_8269;
const double l_8297 = l_8296 * l_mut_567;
const double l_8298 = l_8269 + l_8297;
const double l_8299 = double(1.0) + l_8298;
const int32 l_8300 = int32(l_8263);
const int32 l_8301 = l_8300 + int32(1023);
const uint64 l_8302 = uint64(l_8301);
const uint64 l_8303 = l_8302 << uint64(52);
const double l_8304 = reinterpret_cast<double const&>(l_8303);
const double l_8305 = l_8299 * l_8304;
l_mut_2093 = l_8305;
}
}
}
const int32 l_8306 = int32(l_8249);
const int32 l_8307 = l_8306 + int32(1023);
const uint64 l_8308 = uint64(l_8307);
const uint64 l_8309 = l_8308 << uint64(52);
const double l_8310 = reinterpret_cast<double const&>(l_8309);
const double l_8311 = l_mut_2093 * l_8310;
l_mut_3618 = l_8311;
}
}
}
const double l_8312 = l_mut_3362 * double(1.4551915228366852e-11);
const double l_8313 = l_mut_3618 * double(1.4551915228366852e-11);
const double l_8314 = l_mut_3362 - l_8312;
const double l_8315 = abs(l_8314);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_8316 = l_8315 >= double(1.1754943508222875e-38);
const bool l_8317 = l_8315 <= double(1.7976931348623157e308);
const bool l_8318 = l_8316 && l_8317;
if (l_8318) {
const uint64 l_8319 = reinterpret_cast<uint64 const&>(l_8315);
const uint64 l_8320 = l_8319 >> uint64(52);
const uint64 l_8321 = l_8320 - uint64(23);
const uint64 l_8322 = l_8321 << uint64(52);
const double l_8323 = reinterpret_cast<double const&>(l_8322);
l_mut_2093 = l_8323;
}
const double l_8324 = l_mut_3362 + l_8312;
const double l_8325 = abs(l_8324);
l_mut_567 = double(1.401298464324817e-45);
const bool l_8326 = l_8325 >= double(1.1754943508222875e-38);
const bool l_8327 = l_8325 <= double(1.7976931348623157e308);
const bool l_8328 = l_8326 && l_8327;
if (l_8328) {
const uint64 l_8329 = reinterpret_cast<uint64 const&>(l_8325);
const uint64 l_8330 = l_8329 >> uint64(52);
const uint64 l_8331 = l_8330 - uint64(23);
const uint64 l_8332 = l_8331 << uint64(52);
const double l_8333 = reinterpret_cast<double const&>(l_8332);
l_mut_567 = l_8333;
}
const bool l_8334 = l_mut_2093 == l_mut_567;
const double l_8335 = l_mut_3618 - l_8313;
const double l_8336 = abs(l_8335);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_8337 = l_8336 >= double(1.1754943508222875e-38);
const bool l_8338 = l_8336 <= double(1.7976931348623157e308);
const bool l_8339 = l_8337 && l_8338;
if (l_8339) {
const uint64 l_8340 = reinterpret_cast<uint64 const&>(l_8336);
const uint64 l_8341 = l_8340 >> uint64(52);
const uint64 l_8342 = l_8341 - uint64(23);
const uint64 l_8343 = l_8342 << uint64(52);
const double l_8344 = reinterpret_cast<double const&>(l_8343);
l_mut_2093 = l_8344;
}
const double l_8345 = l_mut_3618 + l_8313;
const double l_8346 = abs(l_8345);
l_mut_567 = double(1.401298464324817e-45);
const bool l_8347 = l_8346 >= double(1.1754943508222875e-38);
const bool l_8348 = l_8346 <= double(1.7976931348623157e308);
const bool l_8349 = l_8347 && l_8348;
if (l_8349) {
const uint64 l_8350 = reinterpret_cast<uint64 const&>(l_8346);
const uint64 l_8351 = l_8350 >> uint64(52);
const uint64 l_8352 = l_8351 - uint64(23);
const uint64 l_8353 = l_8352 << uint64(52);
const double l_8354 = reinterpret_cast<double const&>(l_8353);
l_mut_567 = l_8354;
}
const bool l_8355 = l_mut_2093 == l_mut_567;
const bool l_8356 = l_8334 && l_8355;
if (l_8356) {
const double l_8357 = abs(l_mut_3362);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_8358 = l_8357 >= double(1.1754943508222875e-38);
const bool l_8359 = l_8357 <= double(1.7976931348623157e308);
const bool l_8360 = l_8358 && l_8359;
if (l_8360) {
const uint64 l_8361 = reinterpret_cast<uint64 const&>(l_8357);
const uint64 l_8362 = l_8361 >> uint64(52);
const uint64 l_8363 = l_8362 - uint64(23);
const uint64 l_8364 = l_8363 << uint64(52);
const double l_8365 = reinterpret_cast<double const&>(l_8364);
l_mut_2093 = l_8365;
}
const double l_8366 = l_mut_3108 * l_mut_2093;
const double l_8367 = l_mut_3362 - l_8366;
const double l_8368 = abs(l_mut_3618);
l_mut_3362 = double(1.401298464324817e-45);
const bool l_8369 = l_8368 >= double(1.1754943508222875e-38);
const bool l_8370 = l_8368 <= double(1.7976931348623157e308);
const bool l_8371 = l_8369 && l_8370;
if (l_8371) {
const uint64 l_8372 = reinterpret_cast<uint64 const&>(l_8368);
const uint64 l_8373 = l_8372 >> uint64(52);
const uint64 l_8374 = l_8373 - uint64(23);
const uint64 l_8375 = l_8374 << uint64(52);
const double l_8376 = reinterpret_cast<double const&>(l_8375);
l_mut_3362 = l_8376;
}
const double l_8377 = l_mut_3108 * l_mut_3362;
const double l_8378 = l_mut_3618 + l_8377;
const uint32 l_8379 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8380 = l_8379 & uint32(2147483647);
const float l_8381 = reinterpret_cast<float const&>(l_8380);
const double l_8382 = double(l_8381);
l_mut_3618 = l_8382;
const bool l_8383 = l_8380 < uint32(8388608);
if (l_8383) {
const double l_8384 = double(l_8380);
const double l_8385 = l_8384 * double(1.401298464324817e-45);
l_mut_3618 = l_8385;
}
const uint64 l_8386 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_8387 = l_8379 >> uint32(31);
const uint64 l_8388 = uint64(l_8387);
const uint64 l_8389 = l_8388 << uint64(63);
const uint64 l_8390 = l_8386 | l_8389;
const double l_8391 = reinterpret_cast<double const&>(l_8390);
const uint32 l_8392 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8393 = l_8392 + uint32(1);
l_mut_937 = l_8393;
const uint32 l_8394 = l_8392 & uint32(2147483647);
const bool l_8395 = l_8394 == uint32(0);
if (l_8395) {
l_mut_937 = uint32(1);
} else {
const uint32 l_8396 = l_8392 & uint32(2147483648);
const bool l_8397 = l_8396 != uint32(0);
if (l_8397) {
const uint32 l_8398 = l_8392 - uint32(1);
l_mut_937 = l_8398;
} else {
const bool l_8399 = l_8392 == uint32(2139095040);
if (l_8399) {
l_mut_937 = l_8392;
}
}
}
const float l_8400 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_8401 = reinterpret_cast<uint32 const&>(l_8400);
const uint32 l_8402 = l_8401 & uint32(2147483647);
const float l_8403 = reinterpret_cast<float const&>(l_8402);
const double l_8404 = double(l_8403);
l_mut_3618 = l_8404;
const bool l_8405 = l_8402 < uint32(8388608);
if (l_8405) {
const double l_8406 = double(l_8402);
const double l_8407 = l_8406 * double(1.401298464324817e-45);
l_mut_3618 = l_8407;
}
const uint64 l_8408 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_8409 = l_8401 >> uint32(31);
const uint64 l_8410 = uint64(l_8409);
const uint64 l_8411 = l_8410 << uint64(63);
const uint64 l_8412 = l_8408 | l_8411;
const double l_8413 = reinterpret_cast<double const&>(l_8412);
const uint32 l_8414 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8415 = l_8414 ^ uint32(2147483648);
const float l_8416 = reinterpret_cast<float const&>(l_8415);
const uint32 l_8417 = reinterpret_cast<uint32 const&>(l_8416);
const uint32 l_8418 = l_8417 + uint32(1);
l_mut_937 = l_8418;
const uint32 l_8419 = l_8417 & uint32(2147483647);
const bool l_8420 = l_8419 == uint32(0);
if (l_8420) {
l_mut_937 = uint32(1);
} else {
const uint32 l_8421 = l_8417 & uint32(2147483648);
const bool l_8422 = l_8421 != uint32(0);
if (l_8422) {
const uint32 l_8423 = l_8417 - uint32(1);
l_mut_937 = l_8423;
} else {
const bool l_8424 = l_8417 == uint32(2139095040);
if (l_8424) {
l_mut_937 = l_8417;
}
}
}
const float l_8425 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_8426 = reinterpret_cast<uint32 const&>(l_8425);
const uint32 l_8427 = l_8426 ^ uint32(2147483648);
const float l_8428 = reinterpret_cast<float const&>(l_8427);
const uint32 l_8429 = reinterpret_cast<uint32 const&>(l_8428);
const uint32 l_8430 = l_8429 & uint32(2147483647);
const float l_8431 = reinterpret_cast<float const&>(l_8430);
const double l_8432 = double(l_8431);
l_mut_3618 = l_8432;
const bool l_8433 = l_8430 < uint32(8388608);
if (l_8433) {
const double l_8434 = double(l_8430);
const double l_8435 = l_8434 * double(1.401298464324817e-45);
l_mut_3618 = l_8435;
}
const uint64 l_8436 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_8437 = l_8429 >> uint32(31);
const uint64 l_8438 = uint64(l_8437);
const uint64 l_8439 = l_8438 << uint64(63);
const uint64 l_8440 = l_8436 | l_8439;
const double l_8441 = reinterpret_cast<double const&>(l_8440);
const double l_8442 = l_8367 + l_8312;
const bool l_8443 = l_8442 <= l_8391;
l_mut_8140 = l_8443;
const double l_8444 = l_8367 - l_8312;
const bool l_8445 = l_8444 > l_8391;
l_mut_1035 = l_8445;
const double l_8446 = l_8378 - l_8313;
const bool l_8447 = l_8446 >= l_8391;
l_mut_1032 = l_8447;
const double l_8448 = l_8378 + l_8313;
const bool l_8449 = l_8448 < l_8391;
l_mut_1029 = l_8449;
if (l_905) {
const double l_8450 = l_8367 + l_8312;
const bool l_8451 = l_8450 < l_8413;
l_mut_8140 = l_8451;
const double l_8452 = l_8367 - l_8312;
const bool l_8453 = l_8452 >= l_8413;
l_mut_1035 = l_8453;
const double l_8454 = l_8378 - l_8313;
const bool l_8455 = l_8454 > l_8441;
l_mut_1032 = l_8455;
const double l_8456 = l_8378 + l_8313;
const bool l_8457 = l_8456 <= l_8441;
l_mut_1029 = l_8457;
}
l_mut_937 = uint32(2);
const bool l_8458 = l_mut_1035 || l_mut_1029;
if (l_8458) {
l_mut_937 = uint32(1);
} else {
const bool l_8459 = l_mut_8140 && l_mut_1032;
if (l_8459) {
l_mut_937 = uint32(0);
}
}
const uint32 l_8460 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8461 = l_8460 & uint32(2147483647);
const bool l_8462 = l_8461 == uint32(0);
if (l_8462) {
const double l_8463 = l_8367 + l_8312;
const bool l_8464 = l_8463 < double(1.1754943508222875e-38);
const double l_8465 = l_8378 - l_8313;
const bool l_8466 = l_8465 > double(-1.1754943508222875e-38);
const bool l_8467 = l_8464 && l_8466;
const double l_8468 = l_8367 - l_8312;
const bool l_8469 = l_8468 < double(1.1754943508222875e-38);
const double l_8470 = l_8378 + l_8313;
const bool l_8471 = l_8470 > double(-1.1754943508222875e-38);
const bool l_8472 = l_8469 && l_8471;
if (l_8467) {
l_mut_937 = uint32(0);
} else {
const bool l_8473 = l_mut_937 == uint32(1);
const bool l_8474 = l_8472 && l_8473;
if (l_8474) {
l_mut_937 = uint32(2);
}
}
}
l_mut_978 = l_mut_937;
}
}
l_mut_4124 = l_mut_978;
}
const double l_8475 = l_7116 - l_mut_3872;
const double l_8476 = l_7116 + l_mut_3872;
const double l_8477 = abs(l_8475);
const double l_8478 = l_8477 * double(2.220446049250313e-16);
const double l_8479 = l_7159 + l_8478;
const double l_8480 = l_8475 + l_8479;
const double l_8481 = -l_8480;
const double l_8482 = l_8481 * double(7.1362384635298e44);
const double l_8483 = floor(l_8482);
const double l_8484 = l_8483 * double(1.401298464324817e-45);
l_mut_3618 = l_8484;
const double l_8485 = abs(l_8481);
const bool l_8486 = l_8485 >= double(1.1754943508222875e-38);
if (l_8486) {
const float l_8487 = float(l_8481);
const double l_8488 = double(l_8487);
l_mut_3618 = l_8488;
const bool l_8489 = l_mut_3618 > l_8481;
if (l_8489) {
const uint32 l_8490 = reinterpret_cast<uint32 const&>(l_8487);
const uint32 l_8491 = l_8490 ^ uint32(2147483648);
const float l_8492 = reinterpret_cast<float const&>(l_8491);
const uint32 l_8493 = reinterpret_cast<uint32 const&>(l_8492);
const uint32 l_8494 = l_8493 + uint32(1);
l_mut_978 = l_8494;
const uint32 l_8495 = l_8493 & uint32(2147483647);
const bool l_8496 = l_8495 == uint32(0);
if (l_8496) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8497 = l_8493 & uint32(2147483648);
const bool l_8498 = l_8497 != uint32(0);
if (l_8498) {
const uint32 l_8499 = l_8493 - uint32(1);
l_mut_978 = l_8499;
} else {
const bool l_8500 = l_8493 == uint32(2139095040);
if (l_8500) {
l_mut_978 = l_8493;
}
}
}
const float l_8501 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8502 = reinterpret_cast<uint32 const&>(l_8501);
const uint32 l_8503 = l_8502 ^ uint32(2147483648);
const float l_8504 = reinterpret_cast<float const&>(l_8503);
const uint32 l_8505 = reinterpret_cast<uint32 const&>(l_8504);
const uint32 l_8506 = l_8505 & uint32(2147483647);
const float l_8507 = reinterpret_cast<float const&>(l_8506);
const double l_8508 = double(l_8507);
l_mut_3362 = l_8508;
const bool l_8509 = l_8506 < uint32(8388608);
if (l_8509) {
const double l_8510 = double(l_8506);
const double l_8511 = l_8510 * double(1.401298464324817e-45);
l_mut_3362 = l_8511;
}
const uint64 l_8512 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8513 = l_8505 >> uint32(31);
const uint64 l_8514 = uint64(l_8513);
const uint64 l_8515 = l_8514 << uint64(63);
const uint64 l_8516 = l_8512 | l_8515;
const double l_8517 = reinterpret_cast<double const&>(l_8516);
l_mut_3618 = l_8517;
} else {
const uint32 l_8518 = reinterpret_cast<uint32 const&>(l_8487);
const uint32 l_8519 = l_8518 + uint32(1);
l_mut_978 = l_8519;
const uint32 l_8520 = l_8518 & uint32(2147483647);
const bool l_8521 = l_8520 == uint32(0);
if (l_8521) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8522 = l_8518 & uint32(2147483648);
const bool l_8523 = l_8522 != uint32(0);
if (l_8523) {
const uint32 l_8524 = l_8518 - uint32(1);
l_mut_978 = l_8524;
} else {
const bool l_8525 = l_8518 == uint32(2139095040);
if (l_8525) {
l_mut_978 = l_8518;
}
}
}
const float l_8526 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8527 = reinterpret_cast<uint32 const&>(l_8526);
const uint32 l_8528 = l_8527 & uint32(2147483647);
const float l_8529 = reinterpret_cast<float const&>(l_8528);
const double l_8530 = double(l_8529);
l_mut_3362 = l_8530;
const bool l_8531 = l_8528 < uint32(8388608);
if (l_8531) {
const double l_8532 = double(l_8528);
const double l_8533 = l_8532 * double(1.401298464324817e-45);
l_mut_3362 = l_8533;
}
const uint64 l_8534 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8535 = l_8527 >> uint32(31);
const uint64 l_8536 = uint64(l_8535);
const uint64 l_8537 = l_8536 << uint64(63);
const uint64 l_8538 = l_8534 | l_8537;
const double l_8539 = reinterpret_cast<double const&>(l_8538);
const bool l_8540 = l_8539 <= l_8481;
if (l_8540) {
const uint32 l_8541 = reinterpret_cast<uint32 const&>(l_8487);
const uint32 l_8542 = l_8541 + uint32(1);
l_mut_978 = l_8542;
const uint32 l_8543 = l_8541 & uint32(2147483647);
const bool l_8544 = l_8543 == uint32(0);
if (l_8544) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8545 = l_8541 & uint32(2147483648);
const bool l_8546 = l_8545 != uint32(0);
if (l_8546) {
const uint32 l_8547 = l_8541 - uint32(1);
l_mut_978 = l_8547;
} else {
const bool l_8548 = l_8541 == uint32(2139095040);
if (l_8548) {
l_mut_978 = l_8541;
}
}
}
const float l_8549 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8550 = reinterpret_cast<uint32 const&>(l_8549);
const uint32 l_8551 = l_8550 & uint32(2147483647);
const float l_8552 = reinterpret_cast<float const&>(l_8551);
const double l_8553 = double(l_8552);
l_mut_3362 = l_8553;
const bool l_8554 = l_8551 < uint32(8388608);
if (l_8554) {
const double l_8555 = double(l_8551);
const double l_8556 = l_8555 * double(1.401298464324817e-45);
l_mut_3362 = l_8556;
}
const uint64 l_8557 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8558 = l_8550 >> uint32(31);
const uint64 l_8559 = uint64(l_8558);
const uint64 l_8560 = l_8559 << uint64(63);
const uint64 l_8561 = l_8557 | l_8560;
const double l_8562 = reinterpret_cast<double const&>(l_8561);
l_mut_3618 = l_8562;
}
}
}
const double l_8563 = -l_mut_3618;
l_mut_3618 = l_8563;
const bool l_8564 = bool(true) && bool(false);
if (l_8564) {
const double l_8565 = l_8475 + l_8479;
const double l_8566 = l_8565 * double(7.1362384635298e44);
const double l_8567 = floor(l_8566);
const double l_8568 = l_8567 * double(1.401298464324817e-45);
l_mut_3362 = l_8568;
const double l_8569 = abs(l_8565);
const bool l_8570 = l_8569 >= double(1.1754943508222875e-38);
if (l_8570) {
const float l_8571 = float(l_8565);
const double l_8572 = double(l_8571);
l_mut_3362 = l_8572;
const bool l_8573 = l_mut_3362 > l_8565;
if (l_8573) {
const uint32 l_8574 = reinterpret_cast<uint32 const&>(l_8571);
const uint32 l_8575 = l_8574 ^ uint32(2147483648);
const float l_8576 = reinterpret_cast<float const&>(l_8575);
const uint32 l_8577 = reinterpret_cast<uint32 const&>(l_8576);
const uint32 l_8578 = l_8577 + uint32(1);
l_mut_978 = l_8578;
const uint32 l_8579 = l_8577 & uint32(2147483647);
const bool l_8580 = l_8579 == uint32(0);
if (l_8580) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8581 = l_8577 & uint32(2147483648);
const bool l_8582 = l_8581 != uint32(0);
if (l_8582) {
const uint32 l_8583 = l_8577 - uint32(1);
l_mut_978 = l_8583;
} else {
const bool l_8584 = l_8577 == uint32(2139095040);
if (l_8584) {
l_mut_978 = l_8577;
}
}
}
const float l_8585 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8586 = reinterpret_cast<uint32 const&>(l_8585);
const uint32 l_8587 = l_8586 ^ uint32(2147483648);
const float l_8588 = reinterpret_cast<float const&>(l_8587);
const uint32 l_8589 = reinterpret_cast<uint32 const&>(l_8588);
const uint32 l_8590 = l_8589 & uint32(2147483647);
const float l_8591 = reinterpret_cast<float const&>(l_8590);
const double l_8592 = double(l_8591);
l_mut_3108 = l_8592;
const bool l_8593 = l_8590 < uint32(8388608);
if (l_8593) {
const double l_8594 = double(l_8590);
const double l_8595 = l_8594 * double(1.401298464324817e-45);
l_mut_3108 = l_8595;
}
const uint64 l_8596 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8597 = l_8589 >> uint32(31);
const uint64 l_8598 = uint64(l_8597);
const uint64 l_8599 = l_8598 << uint64(63);
const uint64 l_8600 = l_8596 | l_8599;
const double l_8601 = reinterpret_cast<double const&>(l_8600);
l_mut_3362 = l_8601;
} else {
const uint32 l_8602 = reinterpret_cast<uint32 const&>(l_8571);
const uint32 l_8603 = l_8602 + uint32(1);
l_mut_978 = l_8603;
const uint32 l_8604 = l_8602 & uint32(2147483647);
const bool l_8605 = l_8604 == uint32(0);
if (l_8605) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8606 = l_8602 & uint32(2147483648);
const bool l_8607 = l_8606 != uint32(0);
if (l_8607) {
const uint32 l_8608 = l_8602 - uint32(1);
l_mut_978 = l_8608;
} else {
const bool l_8609 = l_8602 == uint32(2139095040);
if (l_8609) {
l_mut_978 = l_8602;
}
}
}
const float l_8610 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8611 = reinterpret_cast<uint32 const&>(l_8610);
const uint32 l_8612 = l_8611 & uint32(2147483647);
const float l_8613 = reinterpret_cast<float const&>(l_8612);
const double l_8614 = double(l_8613);
l_mut_3108 = l_8614;
const bool l_8615 = l_8612 < uint32(8388608);
if (l_8615) {
const double l_8616 = double(l_8612);
const double l_8617 = l_8616 * double(1.401298464324817e-45);
l_mut_3108 = l_8617;
}
const uint64 l_8618 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8619 = l_8611 >> uint32(31);
const uint64 l_8620 = uint64(l_8619);
const uint64 l_8621 = l_8620 << uint64(63);
const uint64 l_8622 = l_8618 | l_8621;
const double l_8623 = reinterpret_cast<double const&>(l_8622);
const bool l_8624 = l_8623 <= l_8565;
if (l_8624) {
const uint32 l_8625 = reinterpret_cast<uint32 const&>(l_8571);
const uint32 l_8626 = l_8625 + uint32(1);
l_mut_978 = l_8626;
const uint32 l_8627 = l_8625 & uint32(2147483647);
const bool l_8628 = l_8627 == uint32(0);
if (l_8628) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8629 = l_8625 & uint32(2147483648);
const bool l_8630 = l_8629 != uint32(0);
if (l_8630) {
const uint32 l_8631 = l_8625 - uint32(1);
l_mut_978 = l_8631;
} else {
const bool l_8632 = l_8625 == uint32(2139095040);
if (l_8632) {
l_mut_978 = l_8625;
}
}
}
const float l_8633 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8634 = reinterpret_cast<uint32 const&>(l_8633);
const uint32 l_8635 = l_8634 & uint32(2147483647);
const float l_8636 = reinterpret_cast<float const&>(l_8635);
const double l_8637 = double(l_8636);
l_mut_3108 = l_8637;
const bool l_8638 = l_8635 < uint32(8388608);
if (l_8638) {
const double l_8639 = double(l_8635);
const double l_8640 = l_8639 * double(1.401298464324817e-45);
l_mut_3108 = l_8640;
}
const uint64 l_8641 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8642 = l_8634 >> uint32(31);
const uint64 l_8643 = uint64(l_8642);
const uint64 l_8644 = l_8643 << uint64(63);
const uint64 l_8645 = l_8641 | l_8644;
const double l_8646 = reinterpret_cast<double const&>(l_8645);
l_mut_3362 = l_8646;
}
}
}
l_mut_3618 = l_mut_3362;
} else {
const double l_8647 = l_8475 - l_8479;
const double l_8648 = l_8647 * double(7.1362384635298e44);
const double l_8649 = floor(l_8648);
const double l_8650 = l_8649 * double(1.401298464324817e-45);
l_mut_3362 = l_8650;
const double l_8651 = abs(l_8647);
const bool l_8652 = l_8651 >= double(1.1754943508222875e-38);
if (l_8652) {
const float l_8653 = float(l_8647);
const double l_8654 = double(l_8653);
l_mut_3362 = l_8654;
const bool l_8655 = l_mut_3362 > l_8647;
if (l_8655) {
const uint32 l_8656 = reinterpret_cast<uint32 const&>(l_8653);
const uint32 l_8657 = l_8656 ^ uint32(2147483648);
const float l_8658 = reinterpret_cast<float const&>(l_8657);
const uint32 l_8659 = reinterpret_cast<uint32 const&>(l_8658);
const uint32 l_8660 = l_8659 + uint32(1);
l_mut_978 = l_8660;
const uint32 l_8661 = l_8659 & uint32(2147483647);
const bool l_8662 = l_8661 == uint32(0);
if (l_8662) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8663 = l_8659 & uint32(2147483648);
const bool l_8664 = l_8663 != uint32(0);
if (l_8664) {
const uint32 l_8665 = l_8659 - uint32(1);
l_mut_978 = l_8665;
} else {
const bool l_8666 = l_8659 == uint32(2139095040);
if (l_8666) {
l_mut_978 = l_8659;
}
}
}
const float l_8667 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8668 = reinterpret_cast<uint32 const&>(l_8667);
const uint32 l_8669 = l_8668 ^ uint32(2147483648);
const float l_8670 = reinterpret_cast<float const&>(l_8669);
const uint32 l_8671 = reinterpret_cast<uint32 const&>(l_8670);
const uint32 l_8672 = l_8671 & uint32(2147483647);
const float l_8673 = reinterpret_cast<float const&>(l_8672);
const double l_8674 = double(l_8673);
l_mut_3108 = l_8674;
const bool l_8675 = l_8672 < uint32(8388608);
if (l_8675) {
const double l_8676 = double(l_8672);
const double l_8677 = l_8676 * double(1.401298464324817e-45);
l_mut_3108 = l_8677;
}
const uint64 l_8678 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8679 = l_8671 >> uint32(31);
const uint64 l_8680 = uint64(l_8679);
const uint64 l_8681 = l_8680 << uint64(63);
const uint64 l_8682 = l_8678 | l_8681;
const double l_8683 = reinterpret_cast<double const&>(l_8682);
l_mut_3362 = l_8683;
} else {
const uint32 l_8684 = reinterpret_cast<uint32 const&>(l_8653);
const uint32 l_8685 = l_8684 + uint32(1);
l_mut_978 = l_8685;
const uint32 l_8686 = l_8684 & uint32(2147483647);
const bool l_8687 = l_8686 == uint32(0);
if (l_8687) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8688 = l_8684 & uint32(2147483648);
const bool l_8689 = l_8688 != uint32(0);
if (l_8689) {
const uint32 l_8690 = l_8684 - uint32(1);
l_mut_978 = l_8690;
} else {
const bool l_8691 = l_8684 == uint32(2139095040);
if (l_8691) {
l_mut_978 = l_8684;
}
}
}
const float l_8692 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8693 = reinterpret_cast<uint32 const&>(l_8692);
const uint32 l_8694 = l_8693 & uint32(2147483647);
const float l_8695 = reinterpret_cast<float const&>(l_8694);
const double l_8696 = double(l_8695);
l_mut_3108 = l_8696;
const bool l_8697 = l_8694 < uint32(8388608);
if (l_8697) {
const double l_8698 = double(l_8694);
const double l_8699 = l_8698 * double(1.401298464324817e-45);
l_mut_3108 = l_8699;
}
const uint64 l_8700 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8701 = l_8693 >> uint32(31);
const uint64 l_8702 = uint64(l_8701);
const uint64 l_8703 = l_8702 << uint64(63);
const uint64 l_8704 = l_8700 | l_8703;
const double l_8705 = reinterpret_cast<double const&>(l_8704);
const bool l_8706 = l_8705 <= l_8647;
if (l_8706) {
const uint32 l_8707 = reinterpret_cast<uint32 const&>(l_8653);
const uint32 l_8708 = l_8707 + uint32(1);
l_mut_978 = l_8708;
const uint32 l_8709 = l_8707 & uint32(2147483647);
const bool l_8710 = l_8709 == uint32(0);
if (l_8710) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8711 = l_8707 & uint32(2147483648);
const bool l_8712 = l_8711 != uint32(0);
if (l_8712) {
const uint32 l_8713 = l_8707 - uint32(1);
l_mut_978 = l_8713;
} else {
const bool l_8714 = l_8707 == uint32(2139095040);
if (l_8714) {
l_mut_978 = l_8707;
}
}
}
const float l_8715 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8716 = reinterpret_cast<uint32 const&>(l_8715);
const uint32 l_8717 = l_8716 & uint32(2147483647);
const float l_8718 = reinterpret_cast<float const&>(l_8717);
const double l_8719 = double(l_8718);
l_mut_3108 = l_8719;
const bool l_8720 = l_8717 < uint32(8388608);
if (l_8720) {
const double l_8721 = double(l_8717);
const double l_8722 = l_8721 * double(1.401298464324817e-45);
l_mut_3108 = l_8722;
}
const uint64 l_8723 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8724 = l_8716 >> uint32(31);
const uint64 l_8725 = uint64(l_8724);
const uint64 l_8726 = l_8725 << uint64(63);
const uint64 l_8727 = l_8723 | l_8726;
const double l_8728 = reinterpret_cast<double const&>(l_8727);
l_mut_3362 = l_8728;
}
}
}
l_mut_3618 = l_mut_3362;
}
const double l_8729 = abs(l_8476);
const double l_8730 = l_8729 * double(2.220446049250313e-16);
const double l_8731 = l_7159 + l_8730;
const double l_8732 = l_8476 + l_8731;
const double l_8733 = -l_8732;
const double l_8734 = l_8733 * double(7.1362384635298e44);
const double l_8735 = floor(l_8734);
const double l_8736 = l_8735 * double(1.401298464324817e-45);
l_mut_3362 = l_8736;
const double l_8737 = abs(l_8733);
const bool l_8738 = l_8737 >= double(1.1754943508222875e-38);
if (l_8738) {
const float l_8739 = float(l_8733);
const double l_8740 = double(l_8739);
l_mut_3362 = l_8740;
const bool l_8741 = l_mut_3362 > l_8733;
if (l_8741) {
const uint32 l_8742 = reinterpret_cast<uint32 const&>(l_8739);
const uint32 l_8743 = l_8742 ^ uint32(2147483648);
const float l_8744 = reinterpret_cast<float const&>(l_8743);
const uint32 l_8745 = reinterpret_cast<uint32 const&>(l_8744);
const uint32 l_8746 = l_8745 + uint32(1);
l_mut_978 = l_8746;
const uint32 l_8747 = l_8745 & uint32(2147483647);
const bool l_8748 = l_8747 == uint32(0);
if (l_8748) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8749 = l_8745 & uint32(2147483648);
const bool l_8750 = l_8749 != uint32(0);
if (l_8750) {
const uint32 l_8751 = l_8745 - uint32(1);
l_mut_978 = l_8751;
} else {
const bool l_8752 = l_8745 == uint32(2139095040);
if (l_8752) {
l_mut_978 = l_8745;
}
}
}
const float l_8753 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8754 = reinterpret_cast<uint32 const&>(l_8753);
const uint32 l_8755 = l_8754 ^ uint32(2147483648);
const float l_8756 = reinterpret_cast<float const&>(l_8755);
const uint32 l_8757 = reinterpret_cast<uint32 const&>(l_8756);
const uint32 l_8758 = l_8757 & uint32(2147483647);
const float l_8759 = reinterpret_cast<float const&>(l_8758);
const double l_8760 = double(l_8759);
l_mut_3108 = l_8760;
const bool l_8761 = l_8758 < uint32(8388608);
if (l_8761) {
const double l_8762 = double(l_8758);
const double l_8763 = l_8762 * double(1.401298464324817e-45);
l_mut_3108 = l_8763;
}
const uint64 l_8764 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8765 = l_8757 >> uint32(31);
const uint64 l_8766 = uint64(l_8765);
const uint64 l_8767 = l_8766 << uint64(63);
const uint64 l_8768 = l_8764 | l_8767;
const double l_8769 = reinterpret_cast<double const&>(l_8768);
l_mut_3362 = l_8769;
} else {
const uint32 l_8770 = reinterpret_cast<uint32 const&>(l_8739);
const uint32 l_8771 = l_8770 + uint32(1);
l_mut_978 = l_8771;
const uint32 l_8772 = l_8770 & uint32(2147483647);
const bool l_8773 = l_8772 == uint32(0);
if (l_8773) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8774 = l_8770 & uint32(2147483648);
const bool l_8775 = l_8774 != uint32(0);
if (l_8775) {
const uint32 l_8776 = l_8770 - uint32(1);
l_mut_978 = l_8776;
} else {
const bool l_8777 = l_8770 == uint32(2139095040);
if (l_8777) {
l_mut_978 = l_8770;
}
}
}
const float l_8778 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8779 = reinterpret_cast<uint32 const&>(l_8778);
const uint32 l_8780 = l_8779 & uint32(2147483647);
const float l_8781 = reinterpret_cast<float const&>(l_8780);
const double l_8782 = double(l_8781);
l_mut_3108 = l_8782;
const bool l_8783 = l_8780 < uint32(8388608);
if (l_8783) {
const double l_8784 = double(l_8780);
const double l_8785 = l_8784 * double(1.401298464324817e-45);
l_mut_3108 = l_8785;
}
const uint64 l_8786 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8787 = l_8779 >> uint32(31);
const uint64 l_8788 = uint64(l_8787);
const uint64 l_8789 = l_8788 << uint64(63);
const uint64 l_8790 = l_8786 | l_8789;
const double l_8791 = reinterpret_cast<double const&>(l_8790);
const bool l_8792 = l_8791 <= l_8733;
if (l_8792) {
const uint32 l_8793 = reinterpret_cast<uint32 const&>(l_8739);
const uint32 l_8794 = l_8793 + uint32(1);
l_mut_978 = l_8794;
const uint32 l_8795 = l_8793 & uint32(2147483647);
const bool l_8796 = l_8795 == uint32(0);
if (l_8796) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8797 = l_8793 & uint32(2147483648);
const bool l_8798 = l_8797 != uint32(0);
if (l_8798) {
const uint32 l_8799 = l_8793 - uint32(1);
l_mut_978 = l_8799;
} else {
const bool l_8800 = l_8793 == uint32(2139095040);
if (l_8800) {
l_mut_978 = l_8793;
}
}
}
const float l_8801 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8802 = reinterpret_cast<uint32 const&>(l_8801);
const uint32 l_8803 = l_8802 & uint32(2147483647);
const float l_8804 = reinterpret_cast<float const&>(l_8803);
const double l_8805 = double(l_8804);
l_mut_3108 = l_8805;
const bool l_8806 = l_8803 < uint32(8388608);
if (l_8806) {
const double l_8807 = double(l_8803);
const double l_8808 = l_8807 * double(1.401298464324817e-45);
l_mut_3108 = l_8808;
}
const uint64 l_8809 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_8810 = l_8802 >> uint32(31);
const uint64 l_8811 = uint64(l_8810);
const uint64 l_8812 = l_8811 << uint64(63);
const uint64 l_8813 = l_8809 | l_8812;
const double l_8814 = reinterpret_cast<double const&>(l_8813);
l_mut_3362 = l_8814;
}
}
}
const double l_8815 = -l_mut_3362;
l_mut_3362 = l_8815;
const bool l_8816 = bool(false) && bool(false);
if (l_8816) {
const double l_8817 = l_8476 + l_8731;
const double l_8818 = l_8817 * double(7.1362384635298e44);
const double l_8819 = floor(l_8818);
const double l_8820 = l_8819 * double(1.401298464324817e-45);
l_mut_3108 = l_8820;
const double l_8821 = abs(l_8817);
const bool l_8822 = l_8821 >= double(1.1754943508222875e-38);
if (l_8822) {
const float l_8823 = float(l_8817);
const double l_8824 = double(l_8823);
l_mut_3108 = l_8824;
const bool l_8825 = l_mut_3108 > l_8817;
if (l_8825) {
const uint32 l_8826 = reinterpret_cast<uint32 const&>(l_8823);
const uint32 l_8827 = l_8826 ^ uint32(2147483648);
const float l_8828 = reinterpret_cast<float const&>(l_8827);
const uint32 l_8829 = reinterpret_cast<uint32 const&>(l_8828);
const uint32 l_8830 = l_8829 + uint32(1);
l_mut_978 = l_8830;
const uint32 l_8831 = l_8829 & uint32(2147483647);
const bool l_8832 = l_8831 == uint32(0);
if (l_8832) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8833 = l_8829 & uint32(2147483648);
const bool l_8834 = l_8833 != uint32(0);
if (l_8834) {
const uint32 l_8835 = l_8829 - uint32(1);
l_mut_978 = l_8835;
} else {
const bool l_8836 = l_8829 == uint32(2139095040);
if (l_8836) {
l_mut_978 = l_8829;
}
}
}
const float l_8837 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8838 = reinterpret_cast<uint32 const&>(l_8837);
const uint32 l_8839 = l_8838 ^ uint32(2147483648);
const float l_8840 = reinterpret_cast<float const&>(l_8839);
const uint32 l_8841 = reinterpret_cast<uint32 const&>(l_8840);
const uint32 l_8842 = l_8841 & uint32(2147483647);
const float l_8843 = reinterpret_cast<float const&>(l_8842);
const double l_8844 = double(l_8843);
l_mut_2093 = l_8844;
const bool l_8845 = l_8842 < uint32(8388608);
if (l_8845) {
const double l_8846 = double(l_8842);
const double l_8847 = l_8846 * double(1.401298464324817e-45);
l_mut_2093 = l_8847;
}
const uint64 l_8848 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_8849 = l_8841 >> uint32(31);
const uint64 l_8850 = uint64(l_8849);
const uint64 l_8851 = l_8850 << uint64(63);
const uint64 l_8852 = l_8848 | l_8851;
const double l_8853 = reinterpret_cast<double const&>(l_8852);
l_mut_3108 = l_8853;
} else {
const uint32 l_8854 = reinterpret_cast<uint32 const&>(l_8823);
const uint32 l_8855 = l_8854 + uint32(1);
l_mut_978 = l_8855;
const uint32 l_8856 = l_8854 & uint32(2147483647);
const bool l_8857 = l_8856 == uint32(0);
if (l_8857) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8858 = l_8854 & uint32(2147483648);
const bool l_8859 = l_8858 != uint32(0);
if (l_8859) {
const uint32 l_8860 = l_8854 - uint32(1);
l_mut_978 = l_8860;
} else {
const bool l_8861 = l_8854 == uint32(2139095040);
if (l_8861) {
l_mut_978 = l_8854;
}
}
}
const float l_8862 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8863 = reinterpret_cast<uint32 const&>(l_8862);
const uint32 l_8864 = l_8863 & uint32(2147483647);
const float l_8865 = reinterpret_cast<float const&>(l_8864);
const double l_8866 = double(l_8865);
l_mut_2093 = l_8866;
const bool l_8867 = l_8864 < uint32(8388608);
if (l_8867) {
const double l_8868 = double(l_8864);
const double l_8869 = l_8868 * double(1.401298464324817e-45);
l_mut_2093 = l_8869;
}
const uint64 l_8870 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_8871 = l_8863 >> uint32(31);
const uint64 l_8872 = uint64(l_8871);
const uint64 l_8873 = l_8872 << uint64(63);
const uint64 l_8874 = l_8870 | l_8873;
const double l_8875 = reinterpret_cast<double const&>(l_8874);
const bool l_8876 = l_8875 <= l_8817;
if (l_8876) {
const uint32 l_8877 = reinterpret_cast<uint32 const&>(l_8823);
const uint32 l_8878 = l_8877 + uint32(1);
l_mut_978 = l_8878;
const uint32 l_8879 = l_8877 & uint32(2147483647);
const bool l_8880 = l_8879 == uint32(0);
if (l_8880) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8881 = l_8877 & uint32(2147483648);
const bool l_8882 = l_8881 != uint32(0);
if (l_8882) {
const uint32 l_8883 = l_8877 - uint32(1);
l_mut_978 = l_8883;
} else {
const bool l_8884 = l_8877 == uint32(2139095040);
if (l_8884) {
l_mut_978 = l_8877;
}
}
}
const float l_8885 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8886 = reinterpret_cast<uint32 const&>(l_8885);
const uint32 l_8887 = l_8886 & uint32(2147483647);
const float l_8888 = reinterpret_cast<float const&>(l_8887);
const double l_8889 = double(l_8888);
l_mut_2093 = l_8889;
const bool l_8890 = l_8887 < uint32(8388608);
if (l_8890) {
const double l_8891 = double(l_8887);
const double l_8892 = l_8891 * double(1.401298464324817e-45);
l_mut_2093 = l_8892;
}
const uint64 l_8893 = reinterpret_cast<uint64 const&>(l_mut_2093);
const uint32 l_8894 = l_8886 >> uint32(31);
const uint64 l_8895 = uint64(l_8894);
const uint64 l_8896 = l_8895 << uint64(63);
const uint64 l_8897 = l_8893 | l_8896;
const double l_8898 = reinterpret_cast<double const&>(l_8897);
l_mut_3108 = l_8898;
}
}
}
l_mut_3362 = l_mut_3108;
} else {
}
const double l_8900 = l_mut_3618 * l_917;
const double l_8901 = l_mut_3362 * l_917;
const double l_8902 = l_mut_3618 * l_917;
const double l_8903 = l_mut_3362 * l_917;
l_arr_8899[uint32(0)] = l_8900;
l_arr_8899[uint32(1)] = l_8900;
const double l_8904 = l_arr_8899[uint32(0)];
const bool l_8905 = l_8901 < l_8904;
if (l_8905) {
l_arr_8899[uint32(0)] = l_8901;
}
const double l_8906 = l_arr_8899[uint32(0)];
const bool l_8907 = l_8902 < l_8906;
if (l_8907) {
l_arr_8899[uint32(0)] = l_8902;
}
const double l_8908 = l_arr_8899[uint32(0)];
const bool l_8909 = l_8903 < l_8908;
if (l_8909) {
l_arr_8899[uint32(0)] = l_8903;
}
const double l_8910 = l_arr_8899[uint32(1)];
const bool l_8911 = l_8901 > l_8910;
if (l_8911) {
l_arr_8899[uint32(1)] = l_8901;
}
const double l_8912 = l_arr_8899[uint32(1)];
const bool l_8913 = l_8902 > l_8912;
if (l_8913) {
l_arr_8899[uint32(1)] = l_8902;
}
const double l_8914 = l_arr_8899[uint32(1)];
const bool l_8915 = l_8903 > l_8914;
if (l_8915) {
l_arr_8899[uint32(1)] = l_8903;
}
const double l_8916 = l_arr_8899[uint32(0)];
const double l_8917 = l_8916 * double(7.1362384635298e44);
const double l_8918 = floor(l_8917);
const double l_8919 = l_8918 * double(1.401298464324817e-45);
l_mut_3618 = l_8919;
const double l_8920 = abs(l_8916);
const bool l_8921 = l_8920 >= double(1.1754943508222875e-38);
if (l_8921) {
const float l_8922 = float(l_8916);
const double l_8923 = double(l_8922);
l_mut_3618 = l_8923;
const bool l_8924 = l_mut_3618 > l_8916;
if (l_8924) {
const uint32 l_8925 = reinterpret_cast<uint32 const&>(l_8922);
const uint32 l_8926 = l_8925 ^ uint32(2147483648);
const float l_8927 = reinterpret_cast<float const&>(l_8926);
const uint32 l_8928 = reinterpret_cast<uint32 const&>(l_8927);
const uint32 l_8929 = l_8928 + uint32(1);
l_mut_978 = l_8929;
const uint32 l_8930 = l_8928 & uint32(2147483647);
const bool l_8931 = l_8930 == uint32(0);
if (l_8931) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8932 = l_8928 & uint32(2147483648);
const bool l_8933 = l_8932 != uint32(0);
if (l_8933) {
const uint32 l_8934 = l_8928 - uint32(1);
l_mut_978 = l_8934;
} else {
const bool l_8935 = l_8928 == uint32(2139095040);
if (l_8935) {
l_mut_978 = l_8928;
}
}
}
const float l_8936 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8937 = reinterpret_cast<uint32 const&>(l_8936);
const uint32 l_8938 = l_8937 ^ uint32(2147483648);
const float l_8939 = reinterpret_cast<float const&>(l_8938);
const uint32 l_8940 = reinterpret_cast<uint32 const&>(l_8939);
const uint32 l_8941 = l_8940 & uint32(2147483647);
const float l_8942 = reinterpret_cast<float const&>(l_8941);
const double l_8943 = double(l_8942);
l_mut_3362 = l_8943;
const bool l_8944 = l_8941 < uint32(8388608);
if (l_8944) {
const double l_8945 = double(l_8941);
const double l_8946 = l_8945 * double(1.401298464324817e-45);
l_mut_3362 = l_8946;
}
const uint64 l_8947 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8948 = l_8940 >> uint32(31);
const uint64 l_8949 = uint64(l_8948);
const uint64 l_8950 = l_8949 << uint64(63);
const uint64 l_8951 = l_8947 | l_8950;
const double l_8952 = reinterpret_cast<double const&>(l_8951);
l_mut_3618 = l_8952;
} else {
const uint32 l_8953 = reinterpret_cast<uint32 const&>(l_8922);
const uint32 l_8954 = l_8953 + uint32(1);
l_mut_978 = l_8954;
const uint32 l_8955 = l_8953 & uint32(2147483647);
const bool l_8956 = l_8955 == uint32(0);
if (l_8956) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8957 = l_8953 & uint32(2147483648);
const bool l_8958 = l_8957 != uint32(0);
if (l_8958) {
const uint32 l_8959 = l_8953 - uint32(1);
l_mut_978 = l_8959;
} else {
const bool l_8960 = l_8953 == uint32(2139095040);
if (l_8960) {
l_mut_978 = l_8953;
}
}
}
const float l_8961 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8962 = reinterpret_cast<uint32 const&>(l_8961);
const uint32 l_8963 = l_8962 & uint32(2147483647);
const float l_8964 = reinterpret_cast<float const&>(l_8963);
const double l_8965 = double(l_8964);
l_mut_3362 = l_8965;
const bool l_8966 = l_8963 < uint32(8388608);
if (l_8966) {
const double l_8967 = double(l_8963);
const double l_8968 = l_8967 * double(1.401298464324817e-45);
l_mut_3362 = l_8968;
}
const uint64 l_8969 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8970 = l_8962 >> uint32(31);
const uint64 l_8971 = uint64(l_8970);
const uint64 l_8972 = l_8971 << uint64(63);
const uint64 l_8973 = l_8969 | l_8972;
const double l_8974 = reinterpret_cast<double const&>(l_8973);
const bool l_8975 = l_8974 <= l_8916;
if (l_8975) {
const uint32 l_8976 = reinterpret_cast<uint32 const&>(l_8922);
const uint32 l_8977 = l_8976 + uint32(1);
l_mut_978 = l_8977;
const uint32 l_8978 = l_8976 & uint32(2147483647);
const bool l_8979 = l_8978 == uint32(0);
if (l_8979) {
l_mut_978 = uint32(1);
} else {
const uint32 l_8980 = l_8976 & uint32(2147483648);
const bool l_8981 = l_8980 != uint32(0);
if (l_8981) {
const uint32 l_8982 = l_8976 - uint32(1);
l_mut_978 = l_8982;
} else {
const bool l_8983 = l_8976 == uint32(2139095040);
if (l_8983) {
l_mut_978 = l_8976;
}
}
}
const float l_8984 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_8985 = reinterpret_cast<uint32 const&>(l_8984);
const uint32 l_8986 = l_8985 & uint32(2147483647);
const float l_8987 = reinterpret_cast<float const&>(l_8986);
const double l_8988 = double(l_8987);
l_mut_3362 = l_8988;
const bool l_8989 = l_8986 < uint32(8388608);
if (l_8989) {
const double l_8990 = double(l_8986);
const double l_8991 = l_8990 * double(1.401298464324817e-45);
l_mut_3362 = l_8991;
}
const uint64 l_8992 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_8993 = l_8985 >> uint32(31);
const uint64 l_8994 = uint64(l_8993);
const uint64 l_8995 = l_8994 << uint64(63);
const uint64 l_8996 = l_8992 | l_8995;
const double l_8997 = reinterpret_cast<double const&>(l_8996);
l_mut_3618 = l_8997;
}
}
}
const double l_8998 = l_arr_8899[uint32(1)];
const double l_8999 = -l_8998;
const double l_9000 = l_8999 * double(7.1362384635298e44);
const double l_9001 = floor(l_9000);
const double l_9002 = l_9001 * double(1.401298464324817e-45);
l_mut_3362 = l_9002;
const double l_9003 = abs(l_8999);
const bool l_9004 = l_9003 >= double(1.1754943508222875e-38);
if (l_9004) {
const float l_9005 = float(l_8999);
const double l_9006 = double(l_9005);
l_mut_3362 = l_9006;
const bool l_9007 = l_mut_3362 > l_8999;
if (l_9007) {
const uint32 l_9008 = reinterpret_cast<uint32 const&>(l_9005);
const uint32 l_9009 = l_9008 ^ uint32(2147483648);
const float l_9010 = reinterpret_cast<float const&>(l_9009);
const uint32 l_9011 = reinterpret_cast<uint32 const&>(l_9010);
const uint32 l_9012 = l_9011 + uint32(1);
l_mut_978 = l_9012;
const uint32 l_9013 = l_9011 & uint32(2147483647);
const bool l_9014 = l_9013 == uint32(0);
if (l_9014) {
l_mut_978 = uint32(1);
} else {
const uint32 l_9015 = l_9011 & uint32(2147483648);
const bool l_9016 = l_9015 != uint32(0);
if (l_9016) {
const uint32 l_9017 = l_9011 - uint32(1);
l_mut_978 = l_9017;
} else {
const bool l_9018 = l_9011 == uint32(2139095040);
if (l_9018) {
l_mut_978 = l_9011;
}
}
}
const float l_9019 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_9020 = reinterpret_cast<uint32 const&>(l_9019);
const uint32 l_9021 = l_9020 ^ uint32(2147483648);
const float l_9022 = reinterpret_cast<float const&>(l_9021);
const uint32 l_9023 = reinterpret_cast<uint32 const&>(l_9022);
const uint32 l_9024 = l_9023 & uint32(2147483647);
const float l_9025 = reinterpret_cast<float const&>(l_9024);
const double l_9026 = double(l_9025);
l_mut_3108 = l_9026;
const bool l_9027 = l_9024 < uint32(8388608);
if (l_9027) {
const double l_9028 = double(l_9024);
const double l_9029 = l_9028 * double(1.401298464324817e-45);
l_mut_3108 = l_9029;
}
const uint64 l_9030 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_9031 = l_9023 >> uint32(31);
const uint64 l_9032 = uint64(l_9031);
const uint64 l_9033 = l_9032 << uint64(63);
const uint64 l_9034 = l_9030 | l_9033;
const double l_9035 = reinterpret_cast<double const&>(l_9034);
l_mut_3362 = l_9035;
} else {
const uint32 l_9036 = reinterpret_cast<uint32 const&>(l_9005);
const uint32 l_9037 = l_9036 + uint32(1);
l_mut_978 = l_9037;
const uint32 l_9038 = l_9036 & uint32(2147483647);
const bool l_9039 = l_9038 == uint32(0);
if (l_9039) {
l_mut_978 = uint32(1);
} else {
const uint32 l_9040 = l_9036 & uint32(2147483648);
const bool l_9041 = l_9040 != uint32(0);
if (l_9041) {
const uint32 l_9042 = l_9036 - uint32(1);
l_mut_978 = l_9042;
} else {
const bool l_9043 = l_9036 == uint32(2139095040);
if (l_9043) {
l_mut_978 = l_9036;
}
}
}
const float l_9044 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_9045 = reinterpret_cast<uint32 const&>(l_9044);
const uint32 l_9046 = l_9045 & uint32(2147483647);
const float l_9047 = reinterpret_cast<float const&>(l_9046);
const double l_9048 = double(l_9047);
l_mut_3108 = l_9048;
const bool l_9049 = l_9046 < uint32(8388608);
if (l_9049) {
const double l_9050 = double(l_9046);
const double l_9051 = l_9050 * double(1.401298464324817e-45);
l_mut_3108 = l_9051;
}
const uint64 l_9052 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_9053 = l_9045 >> uint32(31);
const uint64 l_9054 = uint64(l_9053);
const uint64 l_9055 = l_9054 << uint64(63);
const uint64 l_9056 = l_9052 | l_9055;
const double l_9057 = reinterpret_cast<double const&>(l_9056);
const bool l_9058 = l_9057 <= l_8999;
if (l_9058) {
const uint32 l_9059 = reinterpret_cast<uint32 const&>(l_9005);
const uint32 l_9060 = l_9059 + uint32(1);
l_mut_978 = l_9060;
const uint32 l_9061 = l_9059 & uint32(2147483647);
const bool l_9062 = l_9061 == uint32(0);
if (l_9062) {
l_mut_978 = uint32(1);
} else {
const uint32 l_9063 = l_9059 & uint32(2147483648);
const bool l_9064 = l_9063 != uint32(0);
if (l_9064) {
const uint32 l_9065 = l_9059 - uint32(1);
l_mut_978 = l_9065;
} else {
const bool l_9066 = l_9059 == uint32(2139095040);
if (l_9066) {
l_mut_978 = l_9059;
}
}
}
const float l_9067 = reinterpret_cast<float const&>(l_mut_978);
const uint32 l_9068 = reinterpret_cast<uint32 const&>(l_9067);
const uint32 l_9069 = l_9068 & uint32(2147483647);
const float l_9070 = reinterpret_cast<float const&>(l_9069);
const double l_9071 = double(l_9070);
l_mut_3108 = l_9071;
const bool l_9072 = l_9069 < uint32(8388608);
if (l_9072) {
const double l_9073 = double(l_9069);
const double l_9074 = l_9073 * double(1.401298464324817e-45);
l_mut_3108 = l_9074;
}
const uint64 l_9075 = reinterpret_cast<uint64 const&>(l_mut_3108);
const uint32 l_9076 = l_9068 >> uint32(31);
const uint64 l_9077 = uint64(l_9076);
const uint64 l_9078 = l_9077 << uint64(63);
const uint64 l_9079 = l_9075 | l_9078;
const double l_9080 = reinterpret_cast<double const&>(l_9079);
l_mut_3362 = l_9080;
}
}
}
const double l_9081 = -l_mut_3362;
l_mut_978 = uint32(2);
const bool l_9082 = l_901 == uint32(17);
if (l_9082) {
l_mut_3362 = l_mut_3618;
const bool l_9083 = l_mut_3618 > double(1000.0);
if (l_9083) {
const uint64 l_9084 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint64 l_9085 = l_9084 | uint64(9218868437227405312);
const uint64 l_9086 = l_9085 & uint64(18442240474082181120);
const double l_9087 = reinterpret_cast<double const&>(l_9086);
l_mut_3362 = l_9087;
} else {
const bool l_9088 = l_mut_3618 < double(-1000.0);
if (l_9088) {
l_mut_3362 = double(0.0);
} else {
const bool l_9089 = isnan(l_mut_3618);
const bool l_9090 = !l_9089;
if (l_9090) {
const double l_9091 = l_mut_3618 + double(0.5);
const double l_9092 = floor(l_9091);
const double l_9093 = l_mut_3618 - l_9092;
const double l_9094 = l_9093 * double(0.6931471824645996);
const double l_9095 = l_9093 * double(-1.904654299957768e-9);
const double l_9096 = l_9094 + l_9095;
l_mut_3108 = l_9096;
const bool l_9097 = isnan(l_9096);
if (l_9097) {
} else {
const bool l_9098 = l_9096 < double(-700.0);
if (l_9098) {
l_mut_3108 = double(0.0);
} else {
const bool l_9099 = l_9096 > double(700.0);
if (l_9099) {
const uint64 l_9100 = reinterpret_cast<uint64 const&>(l_9096);
const uint64 l_9101 = l_9100 | uint64(9218868437227405312);
const uint64 l_9102 = l_9101 & uint64(18442240474082181120);
const double l_9103 = reinterpret_cast<double const&>(l_9102);
l_mut_3108 = l_9103;
} else {
const double l_9104 = l_9096 * double(1.4426950408889634);
const double l_9105 = l_9104 + double(0.5);
const double l_9106 = floor(l_9105);
const double l_9107 = l_9106 * double(0.6931471824645996);
const double l_9108 = l_9094 - l_9107;
const double l_9109 = l_9108 * l_20;
const double l_9110 = l_9106 * double(-1.904654299957768e-9);
const double l_9111 = l_9095 - l_9110;
const double l_9112 = l_9109 + l_9111;
const double l_9113 = l_9112 * double(7.647163731819816e-13);
const double l_9114 = l_9113 + double(1.1470745597729725e-11);
l_mut_2093 = l_9114;
const double l_9115 = l_mut_2093 * l_9112;
const double l_9116 = l_9115 + double(1.6059043836821613e-10);
l_mut_2093 = l_9116;
const double l_9117 = l_mut_2093 * l_9112;
const double l_9118 = l_9117 + double(2.08767569878681e-9);
l_mut_2093 = l_9118;
const double l_9119 = l_mut_2093 * l_9112;
const double l_9120 = l_9119 + double(2.505210838544172e-8);
l_mut_2093 = l_9120;
const double l_9121 = l_mut_2093 * l_9112;
const double l_9122 = l_9121 + double(2.755731922398589e-7);
l_mut_2093 = l_9122;
const double l_9123 = l_mut_2093 * l_9112;
const double l_9124 = l_9123 + double(2.7557319223985893e-6);
l_mut_2093 = l_9124;
const double l_9125 = l_mut_2093 * l_9112;
const double l_9126 = l_9125 + double(2.48015873015873e-5);
l_mut_2093 = l_9126;
const double l_9127 = l_mut_2093 * l_9112;
const double l_9128 = l_9127 + double(0.0001984126984126984);
l_mut_2093 = l_9128;
const double l_9129 = l_mut_2093 * l_9112;
const double l_9130 = l_9129 + double(0.001388888888888889);
l_mut_2093 = l_9130;
const double l_9131 = l_mut_2093 * l_9112;
const double l_9132 = l_9131 + double(0.008333333333333333);
l_mut_2093 = l_9132;
const double l_9133 = l_mut_2093 * l_9112;
const double l_9134 = l_9133 + double(0.041666666666666664);
l_mut_2093 = l_9134;
const double l_9135 = l_mut_2093 * l_9112;
const double l_9136 = l_9135 + double(0.16666666666666666);
l_mut_2093 = l_9136;
const double l_9137 = l_mut_2093 * l_9112;
const double l_9138 = l_9137 + double(0.5);
l_mut_2093 = l_9138;
const double l_9139 = l_9112 * l_9112;
const double l_9140 = l_9139 * l_mut_2093;
const double l_9141 = l_9112 + l_9140;
const double l_9142 = double(1.0) + l_9141;
const int32 l_9143 = int32(l_9106);
const int32 l_9144 = l_9143 + int32(1023);
const uint64 l_9145 = uint64(l_9144);
const uint64 l_9146 = l_9145 << uint64(52);
const double l_9147 = reinterpret_cast<double const&>(l_9146);
const double l_9148 = l_9142 * l_9147;
l_mut_3108 = l_9148;
}
}
}
const int32 l_9149 = int32(l_9092);
const int32 l_9150 = l_9149 + int32(1023);
const uint64 l_9151 = uint64(l_9150);
const uint64 l_9152 = l_9151 << uint64(52);
const double l_9153 = reinterpret_cast<double const&>(l_9152);
const double l_9154 = l_mut_3108 * l_9153;
l_mut_3362 = l_9154;
}
}
}
l_mut_3108 = l_9081;
const bool l_9155 = l_9081 > double(1000.0);
if (l_9155) {
const uint64 l_9156 = reinterpret_cast<uint64 const&>(l_9081);
const uint64 l_9157 = l_9156 | uint64(9218868437227405312);
const uint64 l_9158 = l_9157 & uint64(18442240474082181120);
const double l_9159 = reinterpret_cast<double const&>(l_9158);
l_mut_3108 = l_9159;
} else {
const bool l_9160 = l_9081 < double(-1000.0);
if (l_9160) {
l_mut_3108 = double(0.0);
} else {
const bool l_9161 = isnan(l_9081);
const bool l_9162 = !l_9161;
if (l_9162) {
const double l_9163 = l_9081 + double(0.5);
const double l_9164 = floor(l_9163);
const double l_9165 = l_9081 - l_9164;
const double l_9166 = l_9165 * double(0.6931471824645996);
const double l_9167 = l_9165 * double(-1.904654299957768e-9);
const double l_9168 = l_9166 + l_9167;
l_mut_2093 = l_9168;
const bool l_9169 = isnan(l_9168);
if (l_9169) {
} else {
const bool l_9170 = l_9168 < double(-700.0);
if (l_9170) {
l_mut_2093 = double(0.0);
} else {
const bool l_9171 = l_9168 > double(700.0);
if (l_9171) {
const uint64 l_9172 = reinterpret_cast<uint64 const&>(l_9168);
const uint64 l_9173 = l_9172 | uint64(9218868437227405312);
const uint64 l_9174 = l_9173 & uint64(18442240474082181120);
const double l_9175 = reinterpret_cast<double const&>(l_9174);
l_mut_2093 = l_9175;
} else {
const double l_9176 = l_9168 * double(1.4426950408889634);
const double l_9177 = l_9176 + double(0.5);
const double l_9178 = floor(l_9177);
const double l_9179 = l_9178 * double(0.6931471824645996);
const double l_9180 = l_9166 - l_9179;
const double l_9181 = l_9180 * l_20;
const double l_9182 = l_9178 * double(-1.904654299957768e-9);
const double l_9183 = l_9167 - l_9182;
const double l_9184 = l_9181 + l_9183;
const double l_9185 = l_9184 * double(7.647163731819816e-13);
const double l_9186 = l_9185 + double(1.1470745597729725e-11);
l_mut_567 = l_9186;
const double l_9187 = l_mut_567 * l_9184;
const double l_9188 = l_9187 + double(1.6059043836821613e-10);
l_mut_567 = l_9188;
const double l_9189 = l_mut_567 * l_9184;
const double l_9190 = l_9189 + double(2.08767569878681e-9);
l_mut_567 = l_9190;
const double l_9191 = l_mut_567 * l_9184;
const double l_9192 = l_9191 + double(2.505210838544172e-8);
l_mut_567 = l_9192;
const double l_9193 = l_mut_567 * l_9184;
const double l_9194 = l_9193 + double(2.755731922398589e-7);
l_mut_567 = l_9194;
const double l_9195 = l_mut_567 * l_9184;
const double l_9196 = l_9195 + double(2.7557319223985893e-6);
l_mut_567 = l_9196;
const double l_9197 = l_mut_567 * l_9184;
const double l_9198 = l_9197 + double(2.48015873015873e-5);
l_mut_567 = l_9198;
const double l_9199 = l_mut_567 * l_9184;
const double l_9200 = l_9199 + double(0.0001984126984126984);
l_mut_567 = l_9200;
const double l_9201 = l_mut_567 * l_9184;
const double l_9202 = l_9201 + double(0.001388888888888889);
l_mut_567 = l_9202;
const double l_9203 = l_mut_567 * l_9184;
const double l_9204 = l_9203 + double(0.008333333333333333);
l_mut_567 = l_9204;
const double l_9205 = l_mut_567 * l_9184;
const double l_9206 = l_9205 + double(0.041666666666666664);
l_mut_567 = l_9206;
const double l_9207 = l_mut_567 * l_9184;
const double l_9208 = l_9207 + double(0.16666666666666666);
l_mut_567 = l_9208;
const double l_9209 = l_mut_567 * l_9184;
const double l_9210 = l_9209 + double(0.5);
l_mut_567 = l_9210;
const double l_9211 = l_9184 * l_9184;
const double l_9212 = l_9211 * l_mut_567;
const double l_9213 = l_9184 + l_9212;
const double l_9214 = double(1.0) + l_9213;
const int32 l_9215 = int32(l_9178);
const int32 l_9216 = l_9215 + int32(1023);
const uint64 l_9217 = uint64(l_9216);
const uint64 l_9218 = l_9217 << uint64(52);
const double l_9219 = reinterpret_cast<double const&>(l_9218);
const double l_9220 = l_9214 * l_9219;
l_mut_2093 = l_9220;
}
}
}
const int32 l_9221 = int32(l_9164);
const int32 l_9222 = l_9221 + int32(1023);
const uint64 l_9223 = uint64(l_9222);
const uint64 l_9224 = l_9223 << uint64(52);
const double l_9225 = reinterpret_cast<double const&>(l_9224);
const double l_9226 = l_mut_2093 * l_9225;
l_mut_3108 = l_9226;
}
}
}
const double l_9227 = l_mut_3362 * double(1.4551915228366852e-11);
const double l_9228 = l_mut_3108 * double(1.4551915228366852e-11);
l_mut_937 = uint32(2);
const double l_9229 = l_mut_3362 - l_9227;
const double l_9230 = abs(l_9229);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_9231 = l_9230 >= double(1.1754943508222875e-38);
const bool l_9232 = l_9230 <= double(1.7976931348623157e308);
const bool l_9233 = l_9231 && l_9232;
if (l_9233) {
const uint64 l_9234 = reinterpret_cast<uint64 const&>(l_9230);
const uint64 l_9235 = l_9234 >> uint64(52);
const uint64 l_9236 = l_9235 - uint64(23);
const uint64 l_9237 = l_9236 << uint64(52);
const double l_9238 = reinterpret_cast<double const&>(l_9237);
l_mut_2093 = l_9238;
}
const double l_9239 = l_mut_3362 + l_9227;
const double l_9240 = abs(l_9239);
l_mut_567 = double(1.401298464324817e-45);
const bool l_9241 = l_9240 >= double(1.1754943508222875e-38);
const bool l_9242 = l_9240 <= double(1.7976931348623157e308);
const bool l_9243 = l_9241 && l_9242;
if (l_9243) {
const uint64 l_9244 = reinterpret_cast<uint64 const&>(l_9240);
const uint64 l_9245 = l_9244 >> uint64(52);
const uint64 l_9246 = l_9245 - uint64(23);
const uint64 l_9247 = l_9246 << uint64(52);
const double l_9248 = reinterpret_cast<double const&>(l_9247);
l_mut_567 = l_9248;
}
const bool l_9249 = l_mut_2093 == l_mut_567;
const double l_9250 = l_mut_3108 - l_9228;
const double l_9251 = abs(l_9250);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_9252 = l_9251 >= double(1.1754943508222875e-38);
const bool l_9253 = l_9251 <= double(1.7976931348623157e308);
const bool l_9254 = l_9252 && l_9253;
if (l_9254) {
const uint64 l_9255 = reinterpret_cast<uint64 const&>(l_9251);
const uint64 l_9256 = l_9255 >> uint64(52);
const uint64 l_9257 = l_9256 - uint64(23);
const uint64 l_9258 = l_9257 << uint64(52);
const double l_9259 = reinterpret_cast<double const&>(l_9258);
l_mut_2093 = l_9259;
}
const double l_9260 = l_mut_3108 + l_9228;
const double l_9261 = abs(l_9260);
l_mut_567 = double(1.401298464324817e-45);
const bool l_9262 = l_9261 >= double(1.1754943508222875e-38);
const bool l_9263 = l_9261 <= double(1.7976931348623157e308);
const bool l_9264 = l_9262 && l_9263;
if (l_9264) {
const uint64 l_9265 = reinterpret_cast<uint64 const&>(l_9261);
const uint64 l_9266 = l_9265 >> uint64(52);
const uint64 l_9267 = l_9266 - uint64(23);
const uint64 l_9268 = l_9267 << uint64(52);
const double l_9269 = reinterpret_cast<double const&>(l_9268);
l_mut_567 = l_9269;
}
const bool l_9270 = l_mut_2093 == l_mut_567;
const bool l_9271 = l_9249 && l_9270;
if (l_9271) {
const double l_9272 = l_907 * l_mut_3362;
const double l_9273 = abs(l_mut_3362);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_9274 = l_9273 >= double(1.1754943508222875e-38);
const bool l_9275 = l_9273 <= double(1.7976931348623157e308);
const bool l_9276 = l_9274 && l_9275;
if (l_9276) {
const uint64 l_9277 = reinterpret_cast<uint64 const&>(l_9273);
const uint64 l_9278 = l_9277 >> uint64(52);
const uint64 l_9279 = l_9278 - uint64(23);
const uint64 l_9280 = l_9279 << uint64(52);
const double l_9281 = reinterpret_cast<double const&>(l_9280);
l_mut_2093 = l_9281;
}
const double l_9282 = double(0.5) * l_mut_2093;
l_mut_2093 = l_9272;
const bool l_9283 = l_9282 > l_9272;
if (l_9283) {
l_mut_2093 = l_9282;
}
const double l_9284 = l_907 * l_mut_3108;
const double l_9285 = abs(l_mut_3108);
l_mut_567 = double(1.401298464324817e-45);
const bool l_9286 = l_9285 >= double(1.1754943508222875e-38);
const bool l_9287 = l_9285 <= double(1.7976931348623157e308);
const bool l_9288 = l_9286 && l_9287;
if (l_9288) {
const uint64 l_9289 = reinterpret_cast<uint64 const&>(l_9285);
const uint64 l_9290 = l_9289 >> uint64(52);
const uint64 l_9291 = l_9290 - uint64(23);
const uint64 l_9292 = l_9291 << uint64(52);
const double l_9293 = reinterpret_cast<double const&>(l_9292);
l_mut_567 = l_9293;
}
const double l_9294 = double(0.5) * l_mut_567;
l_mut_567 = l_9284;
const bool l_9295 = l_9294 > l_9284;
if (l_9295) {
l_mut_567 = l_9294;
}
const double l_9296 = l_mut_3362 - l_mut_2093;
const double l_9297 = l_mut_3108 + l_mut_567;
const uint32 l_9298 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9299 = l_9298 & uint32(2147483647);
const float l_9300 = reinterpret_cast<float const&>(l_9299);
const double l_9301 = double(l_9300);
l_mut_3362 = l_9301;
const bool l_9302 = l_9299 < uint32(8388608);
if (l_9302) {
const double l_9303 = double(l_9299);
const double l_9304 = l_9303 * double(1.401298464324817e-45);
l_mut_3362 = l_9304;
}
const uint64 l_9305 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_9306 = l_9298 >> uint32(31);
const uint64 l_9307 = uint64(l_9306);
const uint64 l_9308 = l_9307 << uint64(63);
const uint64 l_9309 = l_9305 | l_9308;
const double l_9310 = reinterpret_cast<double const&>(l_9309);
const uint32 l_9311 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9312 = l_9311 + uint32(1);
l_mut_9313 = l_9312;
const uint32 l_9314 = l_9311 & uint32(2147483647);
const bool l_9315 = l_9314 == uint32(0);
if (l_9315) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9316 = l_9311 & uint32(2147483648);
const bool l_9317 = l_9316 != uint32(0);
if (l_9317) {
const uint32 l_9318 = l_9311 - uint32(1);
l_mut_9313 = l_9318;
} else {
const bool l_9319 = l_9311 == uint32(2139095040);
if (l_9319) {
l_mut_9313 = l_9311;
}
}
}
const float l_9320 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9321 = reinterpret_cast<uint32 const&>(l_9320);
const uint32 l_9322 = l_9321 & uint32(2147483647);
const float l_9323 = reinterpret_cast<float const&>(l_9322);
const double l_9324 = double(l_9323);
l_mut_3362 = l_9324;
const bool l_9325 = l_9322 < uint32(8388608);
if (l_9325) {
const double l_9326 = double(l_9322);
const double l_9327 = l_9326 * double(1.401298464324817e-45);
l_mut_3362 = l_9327;
}
const uint64 l_9328 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_9329 = l_9321 >> uint32(31);
const uint64 l_9330 = uint64(l_9329);
const uint64 l_9331 = l_9330 << uint64(63);
const uint64 l_9332 = l_9328 | l_9331;
const double l_9333 = reinterpret_cast<double const&>(l_9332);
const uint32 l_9334 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9335 = l_9334 ^ uint32(2147483648);
const float l_9336 = reinterpret_cast<float const&>(l_9335);
const uint32 l_9337 = reinterpret_cast<uint32 const&>(l_9336);
const uint32 l_9338 = l_9337 + uint32(1);
l_mut_9313 = l_9338;
const uint32 l_9339 = l_9337 & uint32(2147483647);
const bool l_9340 = l_9339 == uint32(0);
if (l_9340) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9341 = l_9337 & uint32(2147483648);
const bool l_9342 = l_9341 != uint32(0);
if (l_9342) {
const uint32 l_9343 = l_9337 - uint32(1);
l_mut_9313 = l_9343;
} else {
const bool l_9344 = l_9337 == uint32(2139095040);
if (l_9344) {
l_mut_9313 = l_9337;
}
}
}
const float l_9345 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9346 = reinterpret_cast<uint32 const&>(l_9345);
const uint32 l_9347 = l_9346 ^ uint32(2147483648);
const float l_9348 = reinterpret_cast<float const&>(l_9347);
const uint32 l_9349 = reinterpret_cast<uint32 const&>(l_9348);
const uint32 l_9350 = l_9349 & uint32(2147483647);
const float l_9351 = reinterpret_cast<float const&>(l_9350);
const double l_9352 = double(l_9351);
l_mut_3362 = l_9352;
const bool l_9353 = l_9350 < uint32(8388608);
if (l_9353) {
const double l_9354 = double(l_9350);
const double l_9355 = l_9354 * double(1.401298464324817e-45);
l_mut_3362 = l_9355;
}
const uint64 l_9356 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_9357 = l_9349 >> uint32(31);
const uint64 l_9358 = uint64(l_9357);
const uint64 l_9359 = l_9358 << uint64(63);
const uint64 l_9360 = l_9356 | l_9359;
const double l_9361 = reinterpret_cast<double const&>(l_9360);
const double l_9362 = l_9296 + l_9227;
const bool l_9363 = l_9362 <= l_9310;
l_mut_8140 = l_9363;
const double l_9364 = l_9296 - l_9227;
const bool l_9365 = l_9364 > l_9310;
l_mut_1035 = l_9365;
const double l_9366 = l_9297 - l_9228;
const bool l_9367 = l_9366 >= l_9310;
l_mut_1032 = l_9367;
const double l_9368 = l_9297 + l_9228;
const bool l_9369 = l_9368 < l_9310;
l_mut_1029 = l_9369;
l_mut_9313 = uint32(2);
const bool l_9370 = l_mut_1035 || l_mut_1029;
if (l_9370) {
l_mut_9313 = uint32(1);
} else {
const bool l_9371 = l_mut_8140 && l_mut_1032;
if (l_9371) {
l_mut_9313 = uint32(0);
}
}
const uint32 l_9372 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9373 = l_9372 & uint32(2147483647);
const bool l_9374 = l_9373 == uint32(0);
if (l_9374) {
const double l_9375 = l_9296 + l_9227;
const bool l_9376 = l_9375 < double(1.1754943508222875e-38);
const double l_9377 = l_9297 - l_9228;
const bool l_9378 = l_9377 > double(-1.1754943508222875e-38);
const bool l_9379 = l_9376 && l_9378;
const double l_9380 = l_9296 - l_9227;
const bool l_9381 = l_9380 < double(1.1754943508222875e-38);
const double l_9382 = l_9297 + l_9228;
const bool l_9383 = l_9382 > double(-1.1754943508222875e-38);
const bool l_9384 = l_9381 && l_9383;
if (l_9379) {
l_mut_9313 = uint32(0);
} else {
const bool l_9385 = l_mut_9313 == uint32(1);
const bool l_9386 = l_9384 && l_9385;
if (l_9386) {
l_mut_9313 = uint32(2);
}
}
}
l_mut_937 = l_mut_9313;
}
l_mut_978 = l_mut_937;
}
const bool l_9387 = l_901 == uint32(16);
if (l_9387) {
const double l_9388 = abs(l_mut_3618);
const double l_9389 = abs(l_9081);
l_mut_3362 = l_9388;
const bool l_9390 = l_9389 > l_9388;
if (l_9390) {
l_mut_3362 = l_9389;
}
const double l_9391 = double(2.0) * l_mut_3362;
const double l_9392 = l_913 + l_9391;
l_mut_3108 = l_9392;
if (l_7043) {
const double l_9393 = double(2.0) * l_mut_3362;
const double l_9394 = floor(l_9393);
const double l_9395 = l_913 + l_9394;
l_mut_3108 = l_9395;
}
l_mut_9313 = uint32(2);
const bool l_9396 = l_mut_3362 <= double(300.0);
if (l_9396) {
l_mut_3362 = l_mut_3618;
const bool l_9397 = l_mut_3618 > double(1000.0);
if (l_9397) {
const uint64 l_9398 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint64 l_9399 = l_9398 | uint64(9218868437227405312);
const uint64 l_9400 = l_9399 & uint64(18442240474082181120);
const double l_9401 = reinterpret_cast<double const&>(l_9400);
l_mut_3362 = l_9401;
} else {
const bool l_9402 = l_mut_3618 < double(-1000.0);
if (l_9402) {
l_mut_3362 = double(0.0);
} else {
const bool l_9403 = isnan(l_mut_3618);
const bool l_9404 = !l_9403;
if (l_9404) {
const double l_9405 = l_mut_3618 + double(0.5);
const double l_9406 = floor(l_9405);
const double l_9407 = l_mut_3618 - l_9406;
const double l_9408 = l_9407 * double(0.6931471824645996);
const double l_9409 = l_9407 * double(-1.904654299957768e-9);
const double l_9410 = l_9408 + l_9409;
l_mut_3618 = l_9410;
const bool l_9411 = isnan(l_9410);
if (l_9411) {
} else {
const bool l_9412 = l_9410 < double(-700.0);
if (l_9412) {
l_mut_3618 = double(0.0);
} else {
const bool l_9413 = l_9410 > double(700.0);
if (l_9413) {
const uint64 l_9414 = reinterpret_cast<uint64 const&>(l_9410);
const uint64 l_9415 = l_9414 | uint64(9218868437227405312);
const uint64 l_9416 = l_9415 & uint64(18442240474082181120);
const double l_9417 = reinterpret_cast<double const&>(l_9416);
l_mut_3618 = l_9417;
} else {
const double l_9418 = l_9410 * double(1.4426950408889634);
const double l_9419 = l_9418 + double(0.5);
const double l_9420 = floor(l_9419);
const double l_9421 = l_9420 * double(0.6931471824645996);
const double l_9422 = l_9408 - l_9421;
const double l_9423 = l_9422 * l_20;
const double l_9424 = l_9420 * double(-1.904654299957768e-9);
const double l_9425 = l_9409 - l_9424;
const double l_9426 = l_9423 + l_9425;
const double l_9427 = l_9426 * double(7.647163731819816e-13);
const double l_9428 = l_9427 + double(1.1470745597729725e-11);
l_mut_2093 = l_9428;
const double l_9429 = l_mut_2093 * l_9426;
const double l_9430 = l_9429 + double(1.6059043836821613e-10);
l_mut_2093 = l_9430;
const double l_9431 = l_mut_2093 * l_9426;
const double l_9432 = l_9431 + double(2.08767569878681e-9);
l_mut_2093 = l_9432;
const double l_9433 = l_mut_2093 * l_9426;
const double l_9434 = l_9433 + double(2.505210838544172e-8);
l_mut_2093 = l_9434;
const double l_9435 = l_mut_2093 * l_9426;
const double l_9436 = l_9435 + double(2.755731922398589e-7);
l_mut_2093 = l_9436;
const double l_9437 = l_mut_2093 * l_9426;
const double l_9438 = l_9437 + double(2.7557319223985893e-6);
l_mut_2093 = l_9438;
const double l_9439 = l_mut_2093 * l_9426;
const double l_9440 = l_9439 + double(2.48015873015873e-5);
l_mut_2093 = l_9440;
const double l_9441 = l_mut_2093 * l_9426;
const double l_9442 = l_9441 + double(0.0001984126984126984);
l_mut_2093 = l_9442;
const double l_9443 = l_mut_2093 * l_9426;
const double l_9444 = l_9443 + double(0.001388888888888889);
l_mut_2093 = l_9444;
const double l_9445 = l_mut_2093 * l_9426;
const double l_9446 = l_9445 + double(0.008333333333333333);
l_mut_2093 = l_9446;
const double l_9447 = l_mut_2093 * l_9426;
const double l_9448 = l_9447 + double(0.041666666666666664);
l_mut_2093 = l_9448;
const double l_9449 = l_mut_2093 * l_9426;
const double l_9450 = l_9449 + double(0.16666666666666666);
l_mut_2093 = l_9450;
const double l_9451 = l_mut_2093 * l_9426;
const double l_9452 = l_9451 + double(0.5);
l_mut_2093 = l_9452;
const double l_9453 = l_9426 * l_9426;
const double l_9454 = l_9453 * l_mut_2093;
const double l_9455 = l_9426 + l_9454;
const double l_9456 = double(1.0) + l_9455;
const int32 l_9457 = int32(l_9420);
const int32 l_9458 = l_9457 + int32(1023);
const uint64 l_9459 = uint64(l_9458);
const uint64 l_9460 = l_9459 << uint64(52);
const double l_9461 = reinterpret_cast<double const&>(l_9460);
const double l_9462 = l_9456 * l_9461;
l_mut_3618 = l_9462;
}
}
}
const int32 l_9463 = int32(l_9406);
const int32 l_9464 = l_9463 + int32(1023);
const uint64 l_9465 = uint64(l_9464);
const uint64 l_9466 = l_9465 << uint64(52);
const double l_9467 = reinterpret_cast<double const&>(l_9466);
const double l_9468 = l_mut_3618 * l_9467;
l_mut_3362 = l_9468;
}
}
}
l_mut_3618 = l_9081;
const bool l_9469 = l_9081 > double(1000.0);
if (l_9469) {
const uint64 l_9470 = reinterpret_cast<uint64 const&>(l_9081);
const uint64 l_9471 = l_9470 | uint64(9218868437227405312);
const uint64 l_9472 = l_9471 & uint64(18442240474082181120);
const double l_9473 = reinterpret_cast<double const&>(l_9472);
l_mut_3618 = l_9473;
} else {
const bool l_9474 = l_9081 < double(-1000.0);
if (l_9474) {
l_mut_3618 = double(0.0);
} else {
const bool l_9475 = isnan(l_9081);
const bool l_9476 = !l_9475;
if (l_9476) {
const double l_9477 = l_9081 + double(0.5);
const double l_9478 = floor(l_9477);
const double l_9479 = l_9081 - l_9478;
const double l_9480 = l_9479 * double(0.6931471824645996);
const double l_9481 = l_9479 * double(-1.904654299957768e-9);
const double l_9482 = l_9480 + l_9481;
l_mut_2093 = l_9482;
const bool l_9483 = isnan(l_9482);
if (l_9483) {
} else {
const bool l_9484 = l_9482 < double(-700.0);
if (l_9484) {
l_mut_2093 = double(0.0);
} else {
const bool l_9485 = l_9482 > double(700.0);
if (l_9485) {
const uint64 l_9486 = reinterpret_cast<uint64 const&>(l_9482);
const uint64 l_9487 = l_9486 | uint64(9218868437227405312);
const uint64 l_9488 = l_9487 & uint64(18442240474082181120);
const double l_9489 = reinterpret_cast<double const&>(l_9488);
l_mut_2093 = l_9489;
} else {
const double l_9490 = l_9482 * double(1.4426950408889634);
const double l_9491 = l_9490 + double(0.5);
const double l_9492 = floor(l_9491);
const double l_9493 = l_9492 * double(0.6931471824645996);
const double l_9494 = l_9480 - l_9493;
const double l_9495 = l_9494 * l_20;
const double l_9496 = l_9492 * double(-1.904654299957768e-9);
const double l_9497 = l_9481 - l_9496;
const double l_9498 = l_9495 + l_9497;
const double l_9499 = l_9498 * double(7.647163731819816e-13);
const double l_9500 = l_9499 + double(1.1470745597729725e-11);
l_mut_567 = l_9500;
const double l_9501 = l_mut_567 * l_9498;
const double l_9502 = l_9501 + double(1.6059043836821613e-10);
l_mut_567 = l_9502;
const double l_9503 = l_mut_567 * l_9498;
const double l_9504 = l_9503 + double(2.08767569878681e-9);
l_mut_567 = l_9504;
const double l_9505 = l_mut_567 * l_9498;
const double l_9506 = l_9505 + double(2.505210838544172e-8);
l_mut_567 = l_9506;
const double l_9507 = l_mut_567 * l_9498;
const double l_9508 = l_9507 + double(2.755731922398589e-7);
l_mut_567 = l_9508;
const double l_9509 = l_mut_567 * l_9498;
const double l_9510 = l_9509 + double(2.7557319223985893e-6);
l_mut_567 = l_9510;
const double l_9511 = l_mut_567 * l_9498;
const double l_9512 = l_9511 + double(2.48015873015873e-5);
l_mut_567 = l_9512;
const double l_9513 = l_mut_567 * l_9498;
const double l_9514 = l_9513 + double(0.0001984126984126984);
l_mut_567 = l_9514;
const double l_9515 = l_mut_567 * l_9498;
const double l_9516 = l_9515 + double(0.001388888888888889);
l_mut_567 = l_9516;
const double l_9517 = l_mut_567 * l_9498;
const double l_9518 = l_9517 + double(0.008333333333333333);
l_mut_567 = l_9518;
const double l_9519 = l_mut_567 * l_9498;
const double l_9520 = l_9519 + double(0.041666666666666664);
l_mut_567 = l_9520;
const double l_9521 = l_mut_567 * l_9498;
const double l_9522 = l_9521 + double(0.16666666666666666);
l_mut_567 = l_9522;
const double l_9523 = l_mut_567 * l_9498;
const double l_9524 = l_9523 + double(0.5);
l_mut_567 = l_9524;
const double l_9525 = l_9498 * l_9498;
const double l_9526 = l_9525 * l_mut_567;
const double l_9527 = l_9498 + l_9526;
const double l_9528 = double(1.0) + l_9527;
const int32 l_9529 = int32(l_9492);
const int32 l_9530 = l_9529 + int32(1023);
const uint64 l_9531 = uint64(l_9530);
const uint64 l_9532 = l_9531 << uint64(52);
const double l_9533 = reinterpret_cast<double const&>(l_9532);
const double l_9534 = l_9528 * l_9533;
l_mut_2093 = l_9534;
}
}
}
const int32 l_9535 = int32(l_9478);
const int32 l_9536 = l_9535 + int32(1023);
const uint64 l_9537 = uint64(l_9536);
const uint64 l_9538 = l_9537 << uint64(52);
const double l_9539 = reinterpret_cast<double const&>(l_9538);
const double l_9540 = l_mut_2093 * l_9539;
l_mut_3618 = l_9540;
}
}
}
const double l_9541 = l_mut_3362 * double(1.4551915228366852e-11);
const double l_9542 = l_mut_3618 * double(1.4551915228366852e-11);
const double l_9543 = l_mut_3362 - l_9541;
const double l_9544 = abs(l_9543);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_9545 = l_9544 >= double(1.1754943508222875e-38);
const bool l_9546 = l_9544 <= double(1.7976931348623157e308);
const bool l_9547 = l_9545 && l_9546;
if (l_9547) {
const uint64 l_9548 = reinterpret_cast<uint64 const&>(l_9544);
const uint64 l_9549 = l_9548 >> uint64(52);
const uint64 l_9550 = l_9549 - uint64(23);
const uint64 l_9551 = l_9550 << uint64(52);
const double l_9552 = reinterpret_cast<double const&>(l_9551);
l_mut_2093 = l_9552;
}
const double l_9553 = l_mut_3362 + l_9541;
const double l_9554 = abs(l_9553);
l_mut_567 = double(1.401298464324817e-45);
const bool l_9555 = l_9554 >= double(1.1754943508222875e-38);
const bool l_9556 = l_9554 <= double(1.7976931348623157e308);
const bool l_9557 = l_9555 && l_9556;
if (l_9557) {
const uint64 l_9558 = reinterpret_cast<uint64 const&>(l_9554);
const uint64 l_9559 = l_9558 >> uint64(52);
const uint64 l_9560 = l_9559 - uint64(23);
const uint64 l_9561 = l_9560 << uint64(52);
const double l_9562 = reinterpret_cast<double const&>(l_9561);
l_mut_567 = l_9562;
}
const bool l_9563 = l_mut_2093 == l_mut_567;
const double l_9564 = l_mut_3618 - l_9542;
const double l_9565 = abs(l_9564);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_9566 = l_9565 >= double(1.1754943508222875e-38);
const bool l_9567 = l_9565 <= double(1.7976931348623157e308);
const bool l_9568 = l_9566 && l_9567;
if (l_9568) {
const uint64 l_9569 = reinterpret_cast<uint64 const&>(l_9565);
const uint64 l_9570 = l_9569 >> uint64(52);
const uint64 l_9571 = l_9570 - uint64(23);
const uint64 l_9572 = l_9571 << uint64(52);
const double l_9573 = reinterpret_cast<double const&>(l_9572);
l_mut_2093 = l_9573;
}
const double l_9574 = l_mut_3618 + l_9542;
const double l_9575 = abs(l_9574);
l_mut_567 = double(1.401298464324817e-45);
const bool l_9576 = l_9575 >= double(1.1754943508222875e-38);
const bool l_9577 = l_9575 <= double(1.7976931348623157e308);
const bool l_9578 = l_9576 && l_9577;
if (l_9578) {
const uint64 l_9579 = reinterpret_cast<uint64 const&>(l_9575);
const uint64 l_9580 = l_9579 >> uint64(52);
const uint64 l_9581 = l_9580 - uint64(23);
const uint64 l_9582 = l_9581 << uint64(52);
const double l_9583 = reinterpret_cast<double const&>(l_9582);
l_mut_567 = l_9583;
}
const bool l_9584 = l_mut_2093 == l_mut_567;
const bool l_9585 = l_9563 && l_9584;
if (l_9585) {
const double l_9586 = abs(l_mut_3362);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_9587 = l_9586 >= double(1.1754943508222875e-38);
const bool l_9588 = l_9586 <= double(1.7976931348623157e308);
const bool l_9589 = l_9587 && l_9588;
if (l_9589) {
const uint64 l_9590 = reinterpret_cast<uint64 const&>(l_9586);
const uint64 l_9591 = l_9590 >> uint64(52);
const uint64 l_9592 = l_9591 - uint64(23);
const uint64 l_9593 = l_9592 << uint64(52);
const double l_9594 = reinterpret_cast<double const&>(l_9593);
l_mut_2093 = l_9594;
}
const double l_9595 = l_mut_3108 * l_mut_2093;
const double l_9596 = l_mut_3362 - l_9595;
const double l_9597 = abs(l_mut_3618);
l_mut_3362 = double(1.401298464324817e-45);
const bool l_9598 = l_9597 >= double(1.1754943508222875e-38);
const bool l_9599 = l_9597 <= double(1.7976931348623157e308);
const bool l_9600 = l_9598 && l_9599;
if (l_9600) {
const uint64 l_9601 = reinterpret_cast<uint64 const&>(l_9597);
const uint64 l_9602 = l_9601 >> uint64(52);
const uint64 l_9603 = l_9602 - uint64(23);
const uint64 l_9604 = l_9603 << uint64(52);
const double l_9605 = reinterpret_cast<double const&>(l_9604);
l_mut_3362 = l_9605;
}
const double l_9606 = l_mut_3108 * l_mut_3362;
const double l_9607 = l_mut_3618 + l_9606;
const uint32 l_9608 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9609 = l_9608 & uint32(2147483647);
const float l_9610 = reinterpret_cast<float const&>(l_9609);
const double l_9611 = double(l_9610);
l_mut_3618 = l_9611;
const bool l_9612 = l_9609 < uint32(8388608);
if (l_9612) {
const double l_9613 = double(l_9609);
const double l_9614 = l_9613 * double(1.401298464324817e-45);
l_mut_3618 = l_9614;
}
const uint64 l_9615 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9616 = l_9608 >> uint32(31);
const uint64 l_9617 = uint64(l_9616);
const uint64 l_9618 = l_9617 << uint64(63);
const uint64 l_9619 = l_9615 | l_9618;
const double l_9620 = reinterpret_cast<double const&>(l_9619);
const uint32 l_9621 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9622 = l_9621 + uint32(1);
l_mut_937 = l_9622;
const uint32 l_9623 = l_9621 & uint32(2147483647);
const bool l_9624 = l_9623 == uint32(0);
if (l_9624) {
l_mut_937 = uint32(1);
} else {
const uint32 l_9625 = l_9621 & uint32(2147483648);
const bool l_9626 = l_9625 != uint32(0);
if (l_9626) {
const uint32 l_9627 = l_9621 - uint32(1);
l_mut_937 = l_9627;
} else {
const bool l_9628 = l_9621 == uint32(2139095040);
if (l_9628) {
l_mut_937 = l_9621;
}
}
}
const float l_9629 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_9630 = reinterpret_cast<uint32 const&>(l_9629);
const uint32 l_9631 = l_9630 & uint32(2147483647);
const float l_9632 = reinterpret_cast<float const&>(l_9631);
const double l_9633 = double(l_9632);
l_mut_3618 = l_9633;
const bool l_9634 = l_9631 < uint32(8388608);
if (l_9634) {
const double l_9635 = double(l_9631);
const double l_9636 = l_9635 * double(1.401298464324817e-45);
l_mut_3618 = l_9636;
}
const uint64 l_9637 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9638 = l_9630 >> uint32(31);
const uint64 l_9639 = uint64(l_9638);
const uint64 l_9640 = l_9639 << uint64(63);
const uint64 l_9641 = l_9637 | l_9640;
const double l_9642 = reinterpret_cast<double const&>(l_9641);
const uint32 l_9643 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9644 = l_9643 ^ uint32(2147483648);
const float l_9645 = reinterpret_cast<float const&>(l_9644);
const uint32 l_9646 = reinterpret_cast<uint32 const&>(l_9645);
const uint32 l_9647 = l_9646 + uint32(1);
l_mut_937 = l_9647;
const uint32 l_9648 = l_9646 & uint32(2147483647);
const bool l_9649 = l_9648 == uint32(0);
if (l_9649) {
l_mut_937 = uint32(1);
} else {
const uint32 l_9650 = l_9646 & uint32(2147483648);
const bool l_9651 = l_9650 != uint32(0);
if (l_9651) {
const uint32 l_9652 = l_9646 - uint32(1);
l_mut_937 = l_9652;
} else {
const bool l_9653 = l_9646 == uint32(2139095040);
if (l_9653) {
l_mut_937 = l_9646;
}
}
}
const float l_9654 = reinterpret_cast<float const&>(l_mut_937);
const uint32 l_9655 = reinterpret_cast<uint32 const&>(l_9654);
const uint32 l_9656 = l_9655 ^ uint32(2147483648);
const float l_9657 = reinterpret_cast<float const&>(l_9656);
const uint32 l_9658 = reinterpret_cast<uint32 const&>(l_9657);
const uint32 l_9659 = l_9658 & uint32(2147483647);
const float l_9660 = reinterpret_cast<float const&>(l_9659);
const double l_9661 = double(l_9660);
l_mut_3618 = l_9661;
const bool l_9662 = l_9659 < uint32(8388608);
if (l_9662) {
const double l_9663 = double(l_9659);
const double l_9664 = l_9663 * double(1.401298464324817e-45);
l_mut_3618 = l_9664;
}
const uint64 l_9665 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9666 = l_9658 >> uint32(31);
const uint64 l_9667 = uint64(l_9666);
const uint64 l_9668 = l_9667 << uint64(63);
const uint64 l_9669 = l_9665 | l_9668;
const double l_9670 = reinterpret_cast<double const&>(l_9669);
const double l_9671 = l_9596 + l_9541;
const bool l_9672 = l_9671 <= l_9620;
l_mut_8140 = l_9672;
const double l_9673 = l_9596 - l_9541;
const bool l_9674 = l_9673 > l_9620;
l_mut_1035 = l_9674;
const double l_9675 = l_9607 - l_9542;
const bool l_9676 = l_9675 >= l_9620;
l_mut_1032 = l_9676;
const double l_9677 = l_9607 + l_9542;
const bool l_9678 = l_9677 < l_9620;
l_mut_1029 = l_9678;
if (l_905) {
const double l_9679 = l_9596 + l_9541;
const bool l_9680 = l_9679 < l_9642;
l_mut_8140 = l_9680;
const double l_9681 = l_9596 - l_9541;
const bool l_9682 = l_9681 >= l_9642;
l_mut_1035 = l_9682;
const double l_9683 = l_9607 - l_9542;
const bool l_9684 = l_9683 > l_9670;
l_mut_1032 = l_9684;
const double l_9685 = l_9607 + l_9542;
const bool l_9686 = l_9685 <= l_9670;
l_mut_1029 = l_9686;
}
l_mut_937 = uint32(2);
const bool l_9687 = l_mut_1035 || l_mut_1029;
if (l_9687) {
l_mut_937 = uint32(1);
} else {
const bool l_9688 = l_mut_8140 && l_mut_1032;
if (l_9688) {
l_mut_937 = uint32(0);
}
}
const uint32 l_9689 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9690 = l_9689 & uint32(2147483647);
const bool l_9691 = l_9690 == uint32(0);
if (l_9691) {
const double l_9692 = l_9596 + l_9541;
const bool l_9693 = l_9692 < double(1.1754943508222875e-38);
const double l_9694 = l_9607 - l_9542;
const bool l_9695 = l_9694 > double(-1.1754943508222875e-38);
const bool l_9696 = l_9693 && l_9695;
const double l_9697 = l_9596 - l_9541;
const bool l_9698 = l_9697 < double(1.1754943508222875e-38);
const double l_9699 = l_9607 + l_9542;
const bool l_9700 = l_9699 > double(-1.1754943508222875e-38);
const bool l_9701 = l_9698 && l_9700;
if (l_9696) {
l_mut_937 = uint32(0);
} else {
const bool l_9702 = l_mut_937 == uint32(1);
const bool l_9703 = l_9701 && l_9702;
if (l_9703) {
l_mut_937 = uint32(2);
}
}
}
l_mut_9313 = l_mut_937;
}
}
l_mut_978 = l_mut_9313;
}
l_mut_9313 = uint32(2);
const bool l_9704 = l_mut_4124 == uint32(0);
if (l_9704) {
l_mut_9313 = uint32(0);
} else {
const bool l_9705 = l_mut_978 == uint32(1);
if (l_9705) {
l_mut_9313 = uint32(1);
}
}
l_mut_5167 = l_mut_9313;
} else {
const double l_9706 = l_7116 - l_mut_3872;
const double l_9707 = l_9706 * l_917;
const double l_9708 = l_7116 + l_mut_3872;
const double l_9709 = l_9708 * l_917;
l_arr_9710[uint32(0)] = l_9707;
l_arr_9710[uint32(1)] = l_9707;
const double l_9711 = l_arr_9710[uint32(0)];
const bool l_9712 = l_9709 < l_9711;
if (l_9712) {
l_arr_9710[uint32(0)] = l_9709;
}
const double l_9713 = l_arr_9710[uint32(0)];
const bool l_9714 = l_9707 < l_9713;
if (l_9714) {
l_arr_9710[uint32(0)] = l_9707;
}
const double l_9715 = l_arr_9710[uint32(0)];
const bool l_9716 = l_9709 < l_9715;
if (l_9716) {
l_arr_9710[uint32(0)] = l_9709;
}
const double l_9717 = l_arr_9710[uint32(1)];
const bool l_9718 = l_9709 > l_9717;
if (l_9718) {
l_arr_9710[uint32(1)] = l_9709;
}
const double l_9719 = l_arr_9710[uint32(1)];
const bool l_9720 = l_9707 > l_9719;
if (l_9720) {
l_arr_9710[uint32(1)] = l_9707;
}
const double l_9721 = l_arr_9710[uint32(1)];
const bool l_9722 = l_9709 > l_9721;
if (l_9722) {
l_arr_9710[uint32(1)] = l_9709;
}
const double l_9723 = abs(l_917);
const double l_9724 = abs(l_7116);
const double l_9725 = l_9724 + l_mut_3872;
const double l_9726 = l_9725 * double(2.220446049250313e-16);
const double l_9727 = l_7159 + l_9726;
const double l_9728 = l_9723 * l_9727;
const double l_9729 = l_arr_9710[uint32(0)];
const double l_9730 = abs(l_9729);
const double l_9731 = l_9730 * double(2.220446049250313e-16);
const double l_9732 = l_9728 + l_9731;
const double l_9733 = double(2.0) * l_9732;
const double l_9734 = l_arr_9710[uint32(1)];
const double l_9735 = abs(l_9734);
const double l_9736 = l_9735 * double(2.220446049250313e-16);
const double l_9737 = l_9728 + l_9736;
const double l_9738 = double(2.0) * l_9737;
const double l_9739 = l_arr_9710[uint32(0)];
const double l_9740 = l_9739 - l_9733;
const double l_9741 = l_9740 * double(7.1362384635298e44);
const double l_9742 = floor(l_9741);
const double l_9743 = l_9742 * double(1.401298464324817e-45);
l_mut_3872 = l_9743;
const double l_9744 = abs(l_9740);
const bool l_9745 = l_9744 >= double(1.1754943508222875e-38);
if (l_9745) {
const float l_9746 = float(l_9740);
const double l_9747 = double(l_9746);
l_mut_3872 = l_9747;
const bool l_9748 = l_mut_3872 > l_9740;
if (l_9748) {
const uint32 l_9749 = reinterpret_cast<uint32 const&>(l_9746);
const uint32 l_9750 = l_9749 ^ uint32(2147483648);
const float l_9751 = reinterpret_cast<float const&>(l_9750);
const uint32 l_9752 = reinterpret_cast<uint32 const&>(l_9751);
const uint32 l_9753 = l_9752 + uint32(1);
l_mut_9313 = l_9753;
const uint32 l_9754 = l_9752 & uint32(2147483647);
const bool l_9755 = l_9754 == uint32(0);
if (l_9755) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9756 = l_9752 & uint32(2147483648);
const bool l_9757 = l_9756 != uint32(0);
if (l_9757) {
const uint32 l_9758 = l_9752 - uint32(1);
l_mut_9313 = l_9758;
} else {
const bool l_9759 = l_9752 == uint32(2139095040);
if (l_9759) {
l_mut_9313 = l_9752;
}
}
}
const float l_9760 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9761 = reinterpret_cast<uint32 const&>(l_9760);
const uint32 l_9762 = l_9761 ^ uint32(2147483648);
const float l_9763 = reinterpret_cast<float const&>(l_9762);
const uint32 l_9764 = reinterpret_cast<uint32 const&>(l_9763);
const uint32 l_9765 = l_9764 & uint32(2147483647);
const float l_9766 = reinterpret_cast<float const&>(l_9765);
const double l_9767 = double(l_9766);
l_mut_3618 = l_9767;
const bool l_9768 = l_9765 < uint32(8388608);
if (l_9768) {
const double l_9769 = double(l_9765);
const double l_9770 = l_9769 * double(1.401298464324817e-45);
l_mut_3618 = l_9770;
}
const uint64 l_9771 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9772 = l_9764 >> uint32(31);
const uint64 l_9773 = uint64(l_9772);
const uint64 l_9774 = l_9773 << uint64(63);
const uint64 l_9775 = l_9771 | l_9774;
const double l_9776 = reinterpret_cast<double const&>(l_9775);
l_mut_3872 = l_9776;
} else {
const uint32 l_9777 = reinterpret_cast<uint32 const&>(l_9746);
const uint32 l_9778 = l_9777 + uint32(1);
l_mut_9313 = l_9778;
const uint32 l_9779 = l_9777 & uint32(2147483647);
const bool l_9780 = l_9779 == uint32(0);
if (l_9780) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9781 = l_9777 & uint32(2147483648);
const bool l_9782 = l_9781 != uint32(0);
if (l_9782) {
const uint32 l_9783 = l_9777 - uint32(1);
l_mut_9313 = l_9783;
} else {
const bool l_9784 = l_9777 == uint32(2139095040);
if (l_9784) {
l_mut_9313 = l_9777;
}
}
}
const float l_9785 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9786 = reinterpret_cast<uint32 const&>(l_9785);
const uint32 l_9787 = l_9786 & uint32(2147483647);
const float l_9788 = reinterpret_cast<float const&>(l_9787);
const double l_9789 = double(l_9788);
l_mut_3618 = l_9789;
const bool l_9790 = l_9787 < uint32(8388608);
if (l_9790) {
const double l_9791 = double(l_9787);
const double l_9792 = l_9791 * double(1.401298464324817e-45);
l_mut_3618 = l_9792;
}
const uint64 l_9793 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9794 = l_9786 >> uint32(31);
const uint64 l_9795 = uint64(l_9794);
const uint64 l_9796 = l_9795 << uint64(63);
const uint64 l_9797 = l_9793 | l_9796;
const double l_9798 = reinterpret_cast<double const&>(l_9797);
const bool l_9799 = l_9798 <= l_9740;
if (l_9799) {
const uint32 l_9800 = reinterpret_cast<uint32 const&>(l_9746);
const uint32 l_9801 = l_9800 + uint32(1);
l_mut_9313 = l_9801;
const uint32 l_9802 = l_9800 & uint32(2147483647);
const bool l_9803 = l_9802 == uint32(0);
if (l_9803) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9804 = l_9800 & uint32(2147483648);
const bool l_9805 = l_9804 != uint32(0);
if (l_9805) {
const uint32 l_9806 = l_9800 - uint32(1);
l_mut_9313 = l_9806;
} else {
const bool l_9807 = l_9800 == uint32(2139095040);
if (l_9807) {
l_mut_9313 = l_9800;
}
}
}
const float l_9808 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9809 = reinterpret_cast<uint32 const&>(l_9808);
const uint32 l_9810 = l_9809 & uint32(2147483647);
const float l_9811 = reinterpret_cast<float const&>(l_9810);
const double l_9812 = double(l_9811);
l_mut_3618 = l_9812;
const bool l_9813 = l_9810 < uint32(8388608);
if (l_9813) {
const double l_9814 = double(l_9810);
const double l_9815 = l_9814 * double(1.401298464324817e-45);
l_mut_3618 = l_9815;
}
const uint64 l_9816 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9817 = l_9809 >> uint32(31);
const uint64 l_9818 = uint64(l_9817);
const uint64 l_9819 = l_9818 << uint64(63);
const uint64 l_9820 = l_9816 | l_9819;
const double l_9821 = reinterpret_cast<double const&>(l_9820);
l_mut_3872 = l_9821;
}
}
}
const double l_9822 = l_9739 + l_9733;
const double l_9823 = l_9822 * double(7.1362384635298e44);
const double l_9824 = floor(l_9823);
const double l_9825 = l_9824 * double(1.401298464324817e-45);
l_mut_3618 = l_9825;
const double l_9826 = abs(l_9822);
const bool l_9827 = l_9826 >= double(1.1754943508222875e-38);
if (l_9827) {
const float l_9828 = float(l_9822);
const double l_9829 = double(l_9828);
l_mut_3618 = l_9829;
const bool l_9830 = l_mut_3618 > l_9822;
if (l_9830) {
const uint32 l_9831 = reinterpret_cast<uint32 const&>(l_9828);
const uint32 l_9832 = l_9831 ^ uint32(2147483648);
const float l_9833 = reinterpret_cast<float const&>(l_9832);
const uint32 l_9834 = reinterpret_cast<uint32 const&>(l_9833);
const uint32 l_9835 = l_9834 + uint32(1);
l_mut_9313 = l_9835;
const uint32 l_9836 = l_9834 & uint32(2147483647);
const bool l_9837 = l_9836 == uint32(0);
if (l_9837) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9838 = l_9834 & uint32(2147483648);
const bool l_9839 = l_9838 != uint32(0);
if (l_9839) {
const uint32 l_9840 = l_9834 - uint32(1);
l_mut_9313 = l_9840;
} else {
const bool l_9841 = l_9834 == uint32(2139095040);
if (l_9841) {
l_mut_9313 = l_9834;
}
}
}
const float l_9842 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9843 = reinterpret_cast<uint32 const&>(l_9842);
const uint32 l_9844 = l_9843 ^ uint32(2147483648);
const float l_9845 = reinterpret_cast<float const&>(l_9844);
const uint32 l_9846 = reinterpret_cast<uint32 const&>(l_9845);
const uint32 l_9847 = l_9846 & uint32(2147483647);
const float l_9848 = reinterpret_cast<float const&>(l_9847);
const double l_9849 = double(l_9848);
l_mut_3362 = l_9849;
const bool l_9850 = l_9847 < uint32(8388608);
if (l_9850) {
const double l_9851 = double(l_9847);
const double l_9852 = l_9851 * double(1.401298464324817e-45);
l_mut_3362 = l_9852;
}
const uint64 l_9853 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_9854 = l_9846 >> uint32(31);
const uint64 l_9855 = uint64(l_9854);
const uint64 l_9856 = l_9855 << uint64(63);
const uint64 l_9857 = l_9853 | l_9856;
const double l_9858 = reinterpret_cast<double const&>(l_9857);
l_mut_3618 = l_9858;
} else {
const uint32 l_9859 = reinterpret_cast<uint32 const&>(l_9828);
const uint32 l_9860 = l_9859 + uint32(1);
l_mut_9313 = l_9860;
const uint32 l_9861 = l_9859 & uint32(2147483647);
const bool l_9862 = l_9861 == uint32(0);
if (l_9862) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9863 = l_9859 & uint32(2147483648);
const bool l_9864 = l_9863 != uint32(0);
if (l_9864) {
const uint32 l_9865 = l_9859 - uint32(1);
l_mut_9313 = l_9865;
} else {
const bool l_9866 = l_9859 == uint32(2139095040);
if (l_9866) {
l_mut_9313 = l_9859;
}
}
}
const float l_9867 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9868 = reinterpret_cast<uint32 const&>(l_9867);
const uint32 l_9869 = l_9868 & uint32(2147483647);
const float l_9870 = reinterpret_cast<float const&>(l_9869);
const double l_9871 = double(l_9870);
l_mut_3362 = l_9871;
const bool l_9872 = l_9869 < uint32(8388608);
if (l_9872) {
const double l_9873 = double(l_9869);
const double l_9874 = l_9873 * double(1.401298464324817e-45);
l_mut_3362 = l_9874;
}
const uint64 l_9875 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_9876 = l_9868 >> uint32(31);
const uint64 l_9877 = uint64(l_9876);
const uint64 l_9878 = l_9877 << uint64(63);
const uint64 l_9879 = l_9875 | l_9878;
const double l_9880 = reinterpret_cast<double const&>(l_9879);
const bool l_9881 = l_9880 <= l_9822;
if (l_9881) {
const uint32 l_9882 = reinterpret_cast<uint32 const&>(l_9828);
const uint32 l_9883 = l_9882 + uint32(1);
l_mut_9313 = l_9883;
const uint32 l_9884 = l_9882 & uint32(2147483647);
const bool l_9885 = l_9884 == uint32(0);
if (l_9885) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9886 = l_9882 & uint32(2147483648);
const bool l_9887 = l_9886 != uint32(0);
if (l_9887) {
const uint32 l_9888 = l_9882 - uint32(1);
l_mut_9313 = l_9888;
} else {
const bool l_9889 = l_9882 == uint32(2139095040);
if (l_9889) {
l_mut_9313 = l_9882;
}
}
}
const float l_9890 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9891 = reinterpret_cast<uint32 const&>(l_9890);
const uint32 l_9892 = l_9891 & uint32(2147483647);
const float l_9893 = reinterpret_cast<float const&>(l_9892);
const double l_9894 = double(l_9893);
l_mut_3362 = l_9894;
const bool l_9895 = l_9892 < uint32(8388608);
if (l_9895) {
const double l_9896 = double(l_9892);
const double l_9897 = l_9896 * double(1.401298464324817e-45);
l_mut_3362 = l_9897;
}
const uint64 l_9898 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_9899 = l_9891 >> uint32(31);
const uint64 l_9900 = uint64(l_9899);
const uint64 l_9901 = l_9900 << uint64(63);
const uint64 l_9902 = l_9898 | l_9901;
const double l_9903 = reinterpret_cast<double const&>(l_9902);
l_mut_3618 = l_9903;
}
}
}
const bool l_9904 = l_mut_3872 == l_mut_3618;
const double l_9905 = l_arr_9710[uint32(1)];
const double l_9906 = l_9905 - l_9738;
const double l_9907 = l_9906 * double(7.1362384635298e44);
const double l_9908 = floor(l_9907);
const double l_9909 = l_9908 * double(1.401298464324817e-45);
l_mut_3872 = l_9909;
const double l_9910 = abs(l_9906);
const bool l_9911 = l_9910 >= double(1.1754943508222875e-38);
if (l_9911) {
const float l_9912 = float(l_9906);
const double l_9913 = double(l_9912);
l_mut_3872 = l_9913;
const bool l_9914 = l_mut_3872 > l_9906;
if (l_9914) {
const uint32 l_9915 = reinterpret_cast<uint32 const&>(l_9912);
const uint32 l_9916 = l_9915 ^ uint32(2147483648);
const float l_9917 = reinterpret_cast<float const&>(l_9916);
const uint32 l_9918 = reinterpret_cast<uint32 const&>(l_9917);
const uint32 l_9919 = l_9918 + uint32(1);
l_mut_9313 = l_9919;
const uint32 l_9920 = l_9918 & uint32(2147483647);
const bool l_9921 = l_9920 == uint32(0);
if (l_9921) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9922 = l_9918 & uint32(2147483648);
const bool l_9923 = l_9922 != uint32(0);
if (l_9923) {
const uint32 l_9924 = l_9918 - uint32(1);
l_mut_9313 = l_9924;
} else {
const bool l_9925 = l_9918 == uint32(2139095040);
if (l_9925) {
l_mut_9313 = l_9918;
}
}
}
const float l_9926 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9927 = reinterpret_cast<uint32 const&>(l_9926);
const uint32 l_9928 = l_9927 ^ uint32(2147483648);
const float l_9929 = reinterpret_cast<float const&>(l_9928);
const uint32 l_9930 = reinterpret_cast<uint32 const&>(l_9929);
const uint32 l_9931 = l_9930 & uint32(2147483647);
const float l_9932 = reinterpret_cast<float const&>(l_9931);
const double l_9933 = double(l_9932);
l_mut_3618 = l_9933;
const bool l_9934 = l_9931 < uint32(8388608);
if (l_9934) {
const double l_9935 = double(l_9931);
const double l_9936 = l_9935 * double(1.401298464324817e-45);
l_mut_3618 = l_9936;
}
const uint64 l_9937 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9938 = l_9930 >> uint32(31);
const uint64 l_9939 = uint64(l_9938);
const uint64 l_9940 = l_9939 << uint64(63);
const uint64 l_9941 = l_9937 | l_9940;
const double l_9942 = reinterpret_cast<double const&>(l_9941);
l_mut_3872 = l_9942;
} else {
const uint32 l_9943 = reinterpret_cast<uint32 const&>(l_9912);
const uint32 l_9944 = l_9943 + uint32(1);
l_mut_9313 = l_9944;
const uint32 l_9945 = l_9943 & uint32(2147483647);
const bool l_9946 = l_9945 == uint32(0);
if (l_9946) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9947 = l_9943 & uint32(2147483648);
const bool l_9948 = l_9947 != uint32(0);
if (l_9948) {
const uint32 l_9949 = l_9943 - uint32(1);
l_mut_9313 = l_9949;
} else {
const bool l_9950 = l_9943 == uint32(2139095040);
if (l_9950) {
l_mut_9313 = l_9943;
}
}
}
const float l_9951 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9952 = reinterpret_cast<uint32 const&>(l_9951);
const uint32 l_9953 = l_9952 & uint32(2147483647);
const float l_9954 = reinterpret_cast<float const&>(l_9953);
const double l_9955 = double(l_9954);
l_mut_3618 = l_9955;
const bool l_9956 = l_9953 < uint32(8388608);
if (l_9956) {
const double l_9957 = double(l_9953);
const double l_9958 = l_9957 * double(1.401298464324817e-45);
l_mut_3618 = l_9958;
}
const uint64 l_9959 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9960 = l_9952 >> uint32(31);
const uint64 l_9961 = uint64(l_9960);
const uint64 l_9962 = l_9961 << uint64(63);
const uint64 l_9963 = l_9959 | l_9962;
const double l_9964 = reinterpret_cast<double const&>(l_9963);
const bool l_9965 = l_9964 <= l_9906;
if (l_9965) {
const uint32 l_9966 = reinterpret_cast<uint32 const&>(l_9912);
const uint32 l_9967 = l_9966 + uint32(1);
l_mut_9313 = l_9967;
const uint32 l_9968 = l_9966 & uint32(2147483647);
const bool l_9969 = l_9968 == uint32(0);
if (l_9969) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_9970 = l_9966 & uint32(2147483648);
const bool l_9971 = l_9970 != uint32(0);
if (l_9971) {
const uint32 l_9972 = l_9966 - uint32(1);
l_mut_9313 = l_9972;
} else {
const bool l_9973 = l_9966 == uint32(2139095040);
if (l_9973) {
l_mut_9313 = l_9966;
}
}
}
const float l_9974 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_9975 = reinterpret_cast<uint32 const&>(l_9974);
const uint32 l_9976 = l_9975 & uint32(2147483647);
const float l_9977 = reinterpret_cast<float const&>(l_9976);
const double l_9978 = double(l_9977);
l_mut_3618 = l_9978;
const bool l_9979 = l_9976 < uint32(8388608);
if (l_9979) {
const double l_9980 = double(l_9976);
const double l_9981 = l_9980 * double(1.401298464324817e-45);
l_mut_3618 = l_9981;
}
const uint64 l_9982 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_9983 = l_9975 >> uint32(31);
const uint64 l_9984 = uint64(l_9983);
const uint64 l_9985 = l_9984 << uint64(63);
const uint64 l_9986 = l_9982 | l_9985;
const double l_9987 = reinterpret_cast<double const&>(l_9986);
l_mut_3872 = l_9987;
}
}
}
const double l_9988 = l_9905 + l_9738;
const double l_9989 = l_9988 * double(7.1362384635298e44);
const double l_9990 = floor(l_9989);
const double l_9991 = l_9990 * double(1.401298464324817e-45);
l_mut_3618 = l_9991;
const double l_9992 = abs(l_9988);
const bool l_9993 = l_9992 >= double(1.1754943508222875e-38);
if (l_9993) {
const float l_9994 = float(l_9988);
const double l_9995 = double(l_9994);
l_mut_3618 = l_9995;
const bool l_9996 = l_mut_3618 > l_9988;
if (l_9996) {
const uint32 l_9997 = reinterpret_cast<uint32 const&>(l_9994);
const uint32 l_9998 = l_9997 ^ uint32(2147483648);
const float l_9999 = reinterpret_cast<float const&>(l_9998);
const uint32 l_10000 = reinterpret_cast<uint32 const&>(l_9999);
const uint32 l_10001 = l_10000 + uint32(1);
l_mut_9313 = l_10001;
const uint32 l_10002 = l_10000 & uint32(2147483647);
const bool l_10003 = l_10002 == uint32(0);
if (l_10003) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10004 = l_10000 & uint32(2147483648);
const bool l_10005 = l_10004 != uint32(0);
if (l_10005) {
const uint32 l_10006 = l_10000 - uint32(1);
l_mut_9313 = l_10006;
} else {
const bool l_10007 = l_10000 == uint32(2139095040);
if (l_10007) {
l_mut_9313 = l_10000;
}
}
}
const float l_10008 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10009 = reinterpret_cast<uint32 const&>(l_10008);
const uint32 l_10010 = l_10009 ^ uint32(2147483648);
const float l_10011 = reinterpret_cast<float const&>(l_10010);
const uint32 l_10012 = reinterpret_cast<uint32 const&>(l_10011);
const uint32 l_10013 = l_10012 & uint32(2147483647);
const float l_10014 = reinterpret_cast<float const&>(l_10013);
const double l_10015 = double(l_10014);
l_mut_3362 = l_10015;
const bool l_10016 = l_10013 < uint32(8388608);
if (l_10016) {
const double l_10017 = double(l_10013);
const double l_10018 = l_10017 * double(1.401298464324817e-45);
l_mut_3362 = l_10018;
}
const uint64 l_10019 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_10020 = l_10012 >> uint32(31);
const uint64 l_10021 = uint64(l_10020);
const uint64 l_10022 = l_10021 << uint64(63);
const uint64 l_10023 = l_10019 | l_10022;
const double l_10024 = reinterpret_cast<double const&>(l_10023);
l_mut_3618 = l_10024;
} else {
const uint32 l_10025 = reinterpret_cast<uint32 const&>(l_9994);
const uint32 l_10026 = l_10025 + uint32(1);
l_mut_9313 = l_10026;
const uint32 l_10027 = l_10025 & uint32(2147483647);
const bool l_10028 = l_10027 == uint32(0);
if (l_10028) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10029 = l_10025 & uint32(2147483648);
const bool l_10030 = l_10029 != uint32(0);
if (l_10030) {
const uint32 l_10031 = l_10025 - uint32(1);
l_mut_9313 = l_10031;
} else {
const bool l_10032 = l_10025 == uint32(2139095040);
if (l_10032) {
l_mut_9313 = l_10025;
}
}
}
const float l_10033 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10034 = reinterpret_cast<uint32 const&>(l_10033);
const uint32 l_10035 = l_10034 & uint32(2147483647);
const float l_10036 = reinterpret_cast<float const&>(l_10035);
const double l_10037 = double(l_10036);
l_mut_3362 = l_10037;
const bool l_10038 = l_10035 < uint32(8388608);
if (l_10038) {
const double l_10039 = double(l_10035);
const double l_10040 = l_10039 * double(1.401298464324817e-45);
l_mut_3362 = l_10040;
}
const uint64 l_10041 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_10042 = l_10034 >> uint32(31);
const uint64 l_10043 = uint64(l_10042);
const uint64 l_10044 = l_10043 << uint64(63);
const uint64 l_10045 = l_10041 | l_10044;
const double l_10046 = reinterpret_cast<double const&>(l_10045);
const bool l_10047 = l_10046 <= l_9988;
if (l_10047) {
const uint32 l_10048 = reinterpret_cast<uint32 const&>(l_9994);
const uint32 l_10049 = l_10048 + uint32(1);
l_mut_9313 = l_10049;
const uint32 l_10050 = l_10048 & uint32(2147483647);
const bool l_10051 = l_10050 == uint32(0);
if (l_10051) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10052 = l_10048 & uint32(2147483648);
const bool l_10053 = l_10052 != uint32(0);
if (l_10053) {
const uint32 l_10054 = l_10048 - uint32(1);
l_mut_9313 = l_10054;
} else {
const bool l_10055 = l_10048 == uint32(2139095040);
if (l_10055) {
l_mut_9313 = l_10048;
}
}
}
const float l_10056 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10057 = reinterpret_cast<uint32 const&>(l_10056);
const uint32 l_10058 = l_10057 & uint32(2147483647);
const float l_10059 = reinterpret_cast<float const&>(l_10058);
const double l_10060 = double(l_10059);
l_mut_3362 = l_10060;
const bool l_10061 = l_10058 < uint32(8388608);
if (l_10061) {
const double l_10062 = double(l_10058);
const double l_10063 = l_10062 * double(1.401298464324817e-45);
l_mut_3362 = l_10063;
}
const uint64 l_10064 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_10065 = l_10057 >> uint32(31);
const uint64 l_10066 = uint64(l_10065);
const uint64 l_10067 = l_10066 << uint64(63);
const uint64 l_10068 = l_10064 | l_10067;
const double l_10069 = reinterpret_cast<double const&>(l_10068);
l_mut_3618 = l_10069;
}
}
}
const bool l_10070 = l_mut_3872 == l_mut_3618;
const bool l_10071 = l_9904 && l_10070;
if (l_10071) {
const double l_10072 = l_arr_9710[uint32(0)];
const double l_10073 = l_10072 * double(7.1362384635298e44);
const double l_10074 = floor(l_10073);
const double l_10075 = l_10074 * double(1.401298464324817e-45);
l_mut_3872 = l_10075;
const double l_10076 = abs(l_10072);
const bool l_10077 = l_10076 >= double(1.1754943508222875e-38);
if (l_10077) {
const float l_10078 = float(l_10072);
const double l_10079 = double(l_10078);
l_mut_3872 = l_10079;
const bool l_10080 = l_mut_3872 > l_10072;
if (l_10080) {
const uint32 l_10081 = reinterpret_cast<uint32 const&>(l_10078);
const uint32 l_10082 = l_10081 ^ uint32(2147483648);
const float l_10083 = reinterpret_cast<float const&>(l_10082);
const uint32 l_10084 = reinterpret_cast<uint32 const&>(l_10083);
const uint32 l_10085 = l_10084 + uint32(1);
l_mut_9313 = l_10085;
const uint32 l_10086 = l_10084 & uint32(2147483647);
const bool l_10087 = l_10086 == uint32(0);
if (l_10087) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10088 = l_10084 & uint32(2147483648);
const bool l_10089 = l_10088 != uint32(0);
if (l_10089) {
const uint32 l_10090 = l_10084 - uint32(1);
l_mut_9313 = l_10090;
} else {
const bool l_10091 = l_10084 == uint32(2139095040);
if (l_10091) {
l_mut_9313 = l_10084;
}
}
}
const float l_10092 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10093 = reinterpret_cast<uint32 const&>(l_10092);
const uint32 l_10094 = l_10093 ^ uint32(2147483648);
const float l_10095 = reinterpret_cast<float const&>(l_10094);
const uint32 l_10096 = reinterpret_cast<uint32 const&>(l_10095);
const uint32 l_10097 = l_10096 & uint32(2147483647);
const float l_10098 = reinterpret_cast<float const&>(l_10097);
const double l_10099 = double(l_10098);
l_mut_3618 = l_10099;
const bool l_10100 = l_10097 < uint32(8388608);
if (l_10100) {
const double l_10101 = double(l_10097);
const double l_10102 = l_10101 * double(1.401298464324817e-45);
l_mut_3618 = l_10102;
}
const uint64 l_10103 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_10104 = l_10096 >> uint32(31);
const uint64 l_10105 = uint64(l_10104);
const uint64 l_10106 = l_10105 << uint64(63);
const uint64 l_10107 = l_10103 | l_10106;
const double l_10108 = reinterpret_cast<double const&>(l_10107);
l_mut_3872 = l_10108;
} else {
const uint32 l_10109 = reinterpret_cast<uint32 const&>(l_10078);
const uint32 l_10110 = l_10109 + uint32(1);
l_mut_9313 = l_10110;
const uint32 l_10111 = l_10109 & uint32(2147483647);
const bool l_10112 = l_10111 == uint32(0);
if (l_10112) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10113 = l_10109 & uint32(2147483648);
const bool l_10114 = l_10113 != uint32(0);
if (l_10114) {
const uint32 l_10115 = l_10109 - uint32(1);
l_mut_9313 = l_10115;
} else {
const bool l_10116 = l_10109 == uint32(2139095040);
if (l_10116) {
l_mut_9313 = l_10109;
}
}
}
const float l_10117 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10118 = reinterpret_cast<uint32 const&>(l_10117);
const uint32 l_10119 = l_10118 & uint32(2147483647);
const float l_10120 = reinterpret_cast<float const&>(l_10119);
const double l_10121 = double(l_10120);
l_mut_3618 = l_10121;
const bool l_10122 = l_10119 < uint32(8388608);
if (l_10122) {
const double l_10123 = double(l_10119);
const double l_10124 = l_10123 * double(1.401298464324817e-45);
l_mut_3618 = l_10124;
}
const uint64 l_10125 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_10126 = l_10118 >> uint32(31);
const uint64 l_10127 = uint64(l_10126);
const uint64 l_10128 = l_10127 << uint64(63);
const uint64 l_10129 = l_10125 | l_10128;
const double l_10130 = reinterpret_cast<double const&>(l_10129);
const bool l_10131 = l_10130 <= l_10072;
if (l_10131) {
const uint32 l_10132 = reinterpret_cast<uint32 const&>(l_10078);
const uint32 l_10133 = l_10132 + uint32(1);
l_mut_9313 = l_10133;
const uint32 l_10134 = l_10132 & uint32(2147483647);
const bool l_10135 = l_10134 == uint32(0);
if (l_10135) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10136 = l_10132 & uint32(2147483648);
const bool l_10137 = l_10136 != uint32(0);
if (l_10137) {
const uint32 l_10138 = l_10132 - uint32(1);
l_mut_9313 = l_10138;
} else {
const bool l_10139 = l_10132 == uint32(2139095040);
if (l_10139) {
l_mut_9313 = l_10132;
}
}
}
const float l_10140 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10141 = reinterpret_cast<uint32 const&>(l_10140);
const uint32 l_10142 = l_10141 & uint32(2147483647);
const float l_10143 = reinterpret_cast<float const&>(l_10142);
const double l_10144 = double(l_10143);
l_mut_3618 = l_10144;
const bool l_10145 = l_10142 < uint32(8388608);
if (l_10145) {
const double l_10146 = double(l_10142);
const double l_10147 = l_10146 * double(1.401298464324817e-45);
l_mut_3618 = l_10147;
}
const uint64 l_10148 = reinterpret_cast<uint64 const&>(l_mut_3618);
const uint32 l_10149 = l_10141 >> uint32(31);
const uint64 l_10150 = uint64(l_10149);
const uint64 l_10151 = l_10150 << uint64(63);
const uint64 l_10152 = l_10148 | l_10151;
const double l_10153 = reinterpret_cast<double const&>(l_10152);
l_mut_3872 = l_10153;
}
}
}
const double l_10154 = l_arr_9710[uint32(1)];
const double l_10155 = -l_10154;
const double l_10156 = l_10155 * double(7.1362384635298e44);
const double l_10157 = floor(l_10156);
const double l_10158 = l_10157 * double(1.401298464324817e-45);
l_mut_3618 = l_10158;
const double l_10159 = abs(l_10155);
const bool l_10160 = l_10159 >= double(1.1754943508222875e-38);
if (l_10160) {
const float l_10161 = float(l_10155);
const double l_10162 = double(l_10161);
l_mut_3618 = l_10162;
const bool l_10163 = l_mut_3618 > l_10155;
if (l_10163) {
const uint32 l_10164 = reinterpret_cast<uint32 const&>(l_10161);
const uint32 l_10165 = l_10164 ^ uint32(2147483648);
const float l_10166 = reinterpret_cast<float const&>(l_10165);
const uint32 l_10167 = reinterpret_cast<uint32 const&>(l_10166);
const uint32 l_10168 = l_10167 + uint32(1);
l_mut_9313 = l_10168;
const uint32 l_10169 = l_10167 & uint32(2147483647);
const bool l_10170 = l_10169 == uint32(0);
if (l_10170) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10171 = l_10167 & uint32(2147483648);
const bool l_10172 = l_10171 != uint32(0);
if (l_10172) {
const uint32 l_10173 = l_10167 - uint32(1);
l_mut_9313 = l_10173;
} else {
const bool l_10174 = l_10167 == uint32(2139095040);
if (l_10174) {
l_mut_9313 = l_10167;
}
}
}
const float l_10175 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10176 = reinterpret_cast<uint32 const&>(l_10175);
const uint32 l_10177 = l_10176 ^ uint32(2147483648);
const float l_10178 = reinterpret_cast<float const&>(l_10177);
const uint32 l_10179 = reinterpret_cast<uint32 const&>(l_10178);
const uint32 l_10180 = l_10179 & uint32(2147483647);
const float l_10181 = reinterpret_cast<float const&>(l_10180);
const double l_10182 = double(l_10181);
l_mut_3362 = l_10182;
const bool l_10183 = l_10180 < uint32(8388608);
if (l_10183) {
const double l_10184 = double(l_10180);
const double l_10185 = l_10184 * double(1.401298464324817e-45);
l_mut_3362 = l_10185;
}
const uint64 l_10186 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_10187 = l_10179 >> uint32(31);
const uint64 l_10188 = uint64(l_10187);
const uint64 l_10189 = l_10188 << uint64(63);
const uint64 l_10190 = l_10186 | l_10189;
const double l_10191 = reinterpret_cast<double const&>(l_10190);
l_mut_3618 = l_10191;
} else {
const uint32 l_10192 = reinterpret_cast<uint32 const&>(l_10161);
const uint32 l_10193 = l_10192 + uint32(1);
l_mut_9313 = l_10193;
const uint32 l_10194 = l_10192 & uint32(2147483647);
const bool l_10195 = l_10194 == uint32(0);
if (l_10195) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10196 = l_10192 & uint32(2147483648);
const bool l_10197 = l_10196 != uint32(0);
if (l_10197) {
const uint32 l_10198 = l_10192 - uint32(1);
l_mut_9313 = l_10198;
} else {
const bool l_10199 = l_10192 == uint32(2139095040);
if (l_10199) {
l_mut_9313 = l_10192;
}
}
}
const float l_10200 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10201 = reinterpret_cast<uint32 const&>(l_10200);
const uint32 l_10202 = l_10201 & uint32(2147483647);
const float l_10203 = reinterpret_cast<float const&>(l_10202);
const double l_10204 = double(l_10203);
l_mut_3362 = l_10204;
const bool l_10205 = l_10202 < uint32(8388608);
if (l_10205) {
const double l_10206 = double(l_10202);
const double l_10207 = l_10206 * double(1.401298464324817e-45);
l_mut_3362 = l_10207;
}
const uint64 l_10208 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_10209 = l_10201 >> uint32(31);
const uint64 l_10210 = uint64(l_10209);
const uint64 l_10211 = l_10210 << uint64(63);
const uint64 l_10212 = l_10208 | l_10211;
const double l_10213 = reinterpret_cast<double const&>(l_10212);
const bool l_10214 = l_10213 <= l_10155;
if (l_10214) {
const uint32 l_10215 = reinterpret_cast<uint32 const&>(l_10161);
const uint32 l_10216 = l_10215 + uint32(1);
l_mut_9313 = l_10216;
const uint32 l_10217 = l_10215 & uint32(2147483647);
const bool l_10218 = l_10217 == uint32(0);
if (l_10218) {
l_mut_9313 = uint32(1);
} else {
const uint32 l_10219 = l_10215 & uint32(2147483648);
const bool l_10220 = l_10219 != uint32(0);
if (l_10220) {
const uint32 l_10221 = l_10215 - uint32(1);
l_mut_9313 = l_10221;
} else {
const bool l_10222 = l_10215 == uint32(2139095040);
if (l_10222) {
l_mut_9313 = l_10215;
}
}
}
const float l_10223 = reinterpret_cast<float const&>(l_mut_9313);
const uint32 l_10224 = reinterpret_cast<uint32 const&>(l_10223);
const uint32 l_10225 = l_10224 & uint32(2147483647);
const float l_10226 = reinterpret_cast<float const&>(l_10225);
const double l_10227 = double(l_10226);
l_mut_3362 = l_10227;
const bool l_10228 = l_10225 < uint32(8388608);
if (l_10228) {
const double l_10229 = double(l_10225);
const double l_10230 = l_10229 * double(1.401298464324817e-45);
l_mut_3362 = l_10230;
}
const uint64 l_10231 = reinterpret_cast<uint64 const&>(l_mut_3362);
const uint32 l_10232 = l_10224 >> uint32(31);
const uint64 l_10233 = uint64(l_10232);
const uint64 l_10234 = l_10233 << uint64(63);
const uint64 l_10235 = l_10231 | l_10234;
const double l_10236 = reinterpret_cast<double const&>(l_10235);
l_mut_3618 = l_10236;
}
}
}
const double l_10237 = -l_mut_3618;
const double l_10238 = abs(l_mut_3872);
const double l_10239 = abs(l_10237);
l_mut_3618 = l_10238;
const bool l_10240 = l_10239 > l_10238;
if (l_10240) {
l_mut_3618 = l_10239;
}
const double l_10241 = double(2.0) * l_mut_3618;
const double l_10242 = l_913 + l_10241;
l_mut_3362 = l_10242;
if (l_7043) {
const double l_10243 = double(2.0) * l_mut_3618;
const double l_10244 = floor(l_10243);
const double l_10245 = l_913 + l_10244;
l_mut_3362 = l_10245;
}
l_mut_9313 = uint32(2);
const bool l_10246 = l_mut_3618 <= double(300.0);
if (l_10246) {
l_mut_3618 = l_mut_3872;
const bool l_10247 = l_mut_3872 > double(1000.0);
if (l_10247) {
const uint64 l_10248 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint64 l_10249 = l_10248 | uint64(9218868437227405312);
const uint64 l_10250 = l_10249 & uint64(18442240474082181120);
const double l_10251 = reinterpret_cast<double const&>(l_10250);
l_mut_3618 = l_10251;
} else {
const bool l_10252 = l_mut_3872 < double(-1000.0);
if (l_10252) {
l_mut_3618 = double(0.0);
} else {
const bool l_10253 = isnan(l_mut_3872);
const bool l_10254 = !l_10253;
if (l_10254) {
const double l_10255 = l_mut_3872 + double(0.5);
const double l_10256 = floor(l_10255);
const double l_10257 = l_mut_3872 - l_10256;
const double l_10258 = l_10257 * double(0.6931471824645996);
const double l_10259 = l_10257 * double(-1.904654299957768e-9);
const double l_10260 = l_10258 + l_10259;
l_mut_3872 = l_10260;
const bool l_10261 = isnan(l_10260);
if (l_10261) {
} else {
const bool l_10262 = l_10260 < double(-700.0);
if (l_10262) {
l_mut_3872 = double(0.0);
} else {
const bool l_10263 = l_10260 > double(700.0);
if (l_10263) {
const uint64 l_10264 = reinterpret_cast<uint64 const&>(l_10260);
const uint64 l_10265 = l_10264 | uint64(9218868437227405312);
const uint64 l_10266 = l_10265 & uint64(18442240474082181120);
const double l_10267 = reinterpret_cast<double const&>(l_10266);
l_mut_3872 = l_10267;
} else {
const double l_10268 = l_10260 * double(1.4426950408889634);
const double l_10269 = l_10268 + double(0.5);
const double l_10270 = floor(l_10269);
const double l_10271 = l_10270 * double(0.6931471824645996);
const double l_10272 = l_10258 - l_10271;
const double l_10273 = l_10272 * l_20;
const double l_10274 = l_10270 * double(-1.904654299957768e-9);
const double l_10275 = l_10259 - l_10274;
const double l_10276 = l_10273 + l_10275;
const double l_10277 = l_10276 * double(7.647163731819816e-13);
const double l_10278 = l_10277 + double(1.1470745597729725e-11);
l_mut_3108 = l_10278;
const double l_10279 = l_mut_3108 * l_10276;
const double l_10280 = l_10279 + double(1.6059043836821613e-10);
l_mut_3108 = l_10280;
const double l_10281 = l_mut_3108 * l_10276;
const double l_10282 = l_10281 + double(2.08767569878681e-9);
l_mut_3108 = l_10282;
const double l_10283 = l_mut_3108 * l_10276;
const double l_10284 = l_10283 + double(2.505210838544172e-8);
l_mut_3108 = l_10284;
const double l_10285 = l_mut_3108 * l_10276;
const double l_10286 = l_10285 + double(2.755731922398589e-7);
l_mut_3108 = l_10286;
const double l_10287 = l_mut_3108 * l_10276;
const double l_10288 = l_10287 + double(2.7557319223985893e-6);
l_mut_3108 = l_10288;
const double l_10289 = l_mut_3108 * l_10276;
const double l_10290 = l_10289 + double(2.48015873015873e-5);
l_mut_3108 = l_10290;
const double l_10291 = l_mut_3108 * l_10276;
const double l_10292 = l_10291 + double(0.0001984126984126984);
l_mut_3108 = l_10292;
const double l_10293 = l_mut_3108 * l_10276;
const double l_10294 = l_10293 + double(0.001388888888888889);
l_mut_3108 = l_10294;
const double l_10295 = l_mut_3108 * l_10276;
const double l_10296 = l_10295 + double(0.008333333333333333);
l_mut_3108 = l_10296;
const double l_10297 = l_mut_3108 * l_10276;
const double l_10298 = l_10297 + double(0.041666666666666664);
l_mut_3108 = l_10298;
const double l_10299 = l_mut_3108 * l_10276;
const double l_10300 = l_10299 + double(0.16666666666666666);
l_mut_3108 = l_10300;
const double l_10301 = l_mut_3108 * l_10276;
const double l_10302 = l_10301 + double(0.5);
l_mut_3108 = l_10302;
const double l_10303 = l_10276 * l_10276;
const double l_10304 = l_10303 * l_mut_3108;
const double l_10305 = l_10276 + l_10304;
const double l_10306 = double(1.0) + l_10305;
const int32 l_10307 = int32(l_10270);
const int32 l_10308 = l_10307 + int32(1023);
const uint64 l_10309 = uint64(l_10308);
const uint64 l_10310 = l_10309 << uint64(52);
const double l_10311 = reinterpret_cast<double const&>(l_10310);
const double l_10312 = l_10306 * l_10311;
l_mut_3872 = l_10312;
}
}
}
const int32 l_10313 = int32(l_10256);
const int32 l_10314 = l_10313 + int32(1023);
const uint64 l_10315 = uint64(l_10314);
const uint64 l_10316 = l_10315 << uint64(52);
const double l_10317 = reinterpret_cast<double const&>(l_10316);
const double l_10318 = l_mut_3872 * l_10317;
l_mut_3618 = l_10318;
}
}
}
l_mut_3872 = l_10237;
const bool l_10319 = l_10237 > double(1000.0);
if (l_10319) {
const uint64 l_10320 = reinterpret_cast<uint64 const&>(l_10237);
const uint64 l_10321 = l_10320 | uint64(9218868437227405312);
const uint64 l_10322 = l_10321 & uint64(18442240474082181120);
const double l_10323 = reinterpret_cast<double const&>(l_10322);
l_mut_3872 = l_10323;
} else {
const bool l_10324 = l_10237 < double(-1000.0);
if (l_10324) {
l_mut_3872 = double(0.0);
} else {
const bool l_10325 = isnan(l_10237);
const bool l_10326 = !l_10325;
if (l_10326) {
const double l_10327 = l_10237 + double(0.5);
const double l_10328 = floor(l_10327);
const double l_10329 = l_10237 - l_10328;
const double l_10330 = l_10329 * double(0.6931471824645996);
const double l_10331 = l_10329 * double(-1.904654299957768e-9);
const double l_10332 = l_10330 + l_10331;
l_mut_3108 = l_10332;
const bool l_10333 = isnan(l_10332);
if (l_10333) {
} else {
const bool l_10334 = l_10332 < double(-700.0);
if (l_10334) {
l_mut_3108 = double(0.0);
} else {
const bool l_10335 = l_10332 > double(700.0);
if (l_10335) {
const uint64 l_10336 = reinterpret_cast<uint64 const&>(l_10332);
const uint64 l_10337 = l_10336 | uint64(9218868437227405312);
const uint64 l_10338 = l_10337 & uint64(18442240474082181120);
const double l_10339 = reinterpret_cast<double const&>(l_10338);
l_mut_3108 = l_10339;
} else {
const double l_10340 = l_10332 * double(1.4426950408889634);
const double l_10341 = l_10340 + double(0.5);
const double l_10342 = floor(l_10341);
const double l_10343 = l_10342 * double(0.6931471824645996);
const double l_10344 = l_10330 - l_10343;
const double l_10345 = l_10344 * l_20;
const double l_10346 = l_10342 * double(-1.904654299957768e-9);
const double l_10347 = l_10331 - l_10346;
const double l_10348 = l_10345 + l_10347;
const double l_10349 = l_10348 * double(7.647163731819816e-13);
const double l_10350 = l_10349 + double(1.1470745597729725e-11);
l_mut_2093 = l_10350;
const double l_10351 = l_mut_2093 * l_10348;
const double l_10352 = l_10351 + double(1.6059043836821613e-10);
l_mut_2093 = l_10352;
const double l_10353 = l_mut_2093 * l_10348;
const double l_10354 = l_10353 + double(2.08767569878681e-9);
l_mut_2093 = l_10354;
const double l_10355 = l_mut_2093 * l_10348;
const double l_10356 = l_10355 + double(2.505210838544172e-8);
l_mut_2093 = l_10356;
const double l_10357 = l_mut_2093 * l_10348;
const double l_10358 = l_10357 + double(2.755731922398589e-7);
l_mut_2093 = l_10358;
const double l_10359 = l_mut_2093 * l_10348;
const double l_10360 = l_10359 + double(2.7557319223985893e-6);
l_mut_2093 = l_10360;
const double l_10361 = l_mut_2093 * l_10348;
const double l_10362 = l_10361 + double(2.48015873015873e-5);
l_mut_2093 = l_10362;
const double l_10363 = l_mut_2093 * l_10348;
const double l_10364 = l_10363 + double(0.0001984126984126984);
l_mut_2093 = l_10364;
const double l_10365 = l_mut_2093 * l_10348;
const double l_10366 = l_10365 + double(0.001388888888888889);
l_mut_2093 = l_10366;
const double l_10367 = l_mut_2093 * l_10348;
const double l_10368 = l_10367 + double(0.008333333333333333);
l_mut_2093 = l_10368;
const double l_10369 = l_mut_2093 * l_10348;
const double l_10370 = l_10369 + double(0.041666666666666664);
l_mut_2093 = l_10370;
const double l_10371 = l_mut_2093 * l_10348;
const double l_10372 = l_10371 + double(0.16666666666666666);
l_mut_2093 = l_10372;
const double l_10373 = l_mut_2093 * l_10348;
const double l_10374 = l_10373 + double(0.5);
l_mut_2093 = l_10374;
const double l_10375 = l_10348 * l_10348;
const double l_10376 = l_10375 * l_mut_2093;
const double l_10377 = l_10348 + l_10376;
const double l_10378 = double(1.0) + l_10377;
const int32 l_10379 = int32(l_10342);
const int32 l_10380 = l_10379 + int32(1023);
const uint64 l_10381 = uint64(l_10380);
const uint64 l_10382 = l_10381 << uint64(52);
const double l_10383 = reinterpret_cast<double const&>(l_10382);
const double l_10384 = l_10378 * l_10383;
l_mut_3108 = l_10384;
}
}
}
const int32 l_10385 = int32(l_10328);
const int32 l_10386 = l_10385 + int32(1023);
const uint64 l_10387 = uint64(l_10386);
const uint64 l_10388 = l_10387 << uint64(52);
const double l_10389 = reinterpret_cast<double const&>(l_10388);
const double l_10390 = l_mut_3108 * l_10389;
l_mut_3872 = l_10390;
}
}
}
const double l_10391 = l_mut_3618 * double(1.4551915228366852e-11);
const double l_10392 = l_mut_3872 * double(1.4551915228366852e-11);
const double l_10393 = l_mut_3618 - l_10391;
const double l_10394 = abs(l_10393);
l_mut_3108 = double(1.401298464324817e-45);
const bool l_10395 = l_10394 >= double(1.1754943508222875e-38);
const bool l_10396 = l_10394 <= double(1.7976931348623157e308);
const bool l_10397 = l_10395 && l_10396;
if (l_10397) {
const uint64 l_10398 = reinterpret_cast<uint64 const&>(l_10394);
const uint64 l_10399 = l_10398 >> uint64(52);
const uint64 l_10400 = l_10399 - uint64(23);
const uint64 l_10401 = l_10400 << uint64(52);
const double l_10402 = reinterpret_cast<double const&>(l_10401);
l_mut_3108 = l_10402;
}
const double l_10403 = l_mut_3618 + l_10391;
const double l_10404 = abs(l_10403);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_10405 = l_10404 >= double(1.1754943508222875e-38);
const bool l_10406 = l_10404 <= double(1.7976931348623157e308);
const bool l_10407 = l_10405 && l_10406;
if (l_10407) {
const uint64 l_10408 = reinterpret_cast<uint64 const&>(l_10404);
const uint64 l_10409 = l_10408 >> uint64(52);
const uint64 l_10410 = l_10409 - uint64(23);
const uint64 l_10411 = l_10410 << uint64(52);
const double l_10412 = reinterpret_cast<double const&>(l_10411);
l_mut_2093 = l_10412;
}
const bool l_10413 = l_mut_3108 == l_mut_2093;
const double l_10414 = l_mut_3872 - l_10392;
const double l_10415 = abs(l_10414);
l_mut_3108 = double(1.401298464324817e-45);
const bool l_10416 = l_10415 >= double(1.1754943508222875e-38);
const bool l_10417 = l_10415 <= double(1.7976931348623157e308);
const bool l_10418 = l_10416 && l_10417;
if (l_10418) {
const uint64 l_10419 = reinterpret_cast<uint64 const&>(l_10415);
const uint64 l_10420 = l_10419 >> uint64(52);
const uint64 l_10421 = l_10420 - uint64(23);
const uint64 l_10422 = l_10421 << uint64(52);
const double l_10423 = reinterpret_cast<double const&>(l_10422);
l_mut_3108 = l_10423;
}
const double l_10424 = l_mut_3872 + l_10392;
const double l_10425 = abs(l_10424);
l_mut_2093 = double(1.401298464324817e-45);
const bool l_10426 = l_10425 >= double(1.1754943508222875e-38);
const bool l_10427 = l_10425 <= double(1.7976931348623157e308);
const bool l_10428 = l_10426 && l_10427;
if (l_10428) {
const uint64 l_10429 = reinterpret_cast<uint64 const&>(l_10425);
const uint64 l_10430 = l_10429 >> uint64(52);
const uint64 l_10431 = l_10430 - uint64(23);
const uint64 l_10432 = l_10431 << uint64(52);
const double l_10433 = reinterpret_cast<double const&>(l_10432);
l_mut_2093 = l_10433;
}
const bool l_10434 = l_mut_3108 == l_mut_2093;
const bool l_10435 = l_10413 && l_10434;
if (l_10435) {
const double l_10436 = abs(l_mut_3618);
l_mut_3108 = double(1.401298464324817e-45);
const bool l_10437 = l_10436 >= double(1.1754943508222875e-38);
const bool l_10438 = l_10436 <= double(1.7976931348623157e308);
const bool l_10439 = l_10437 && l_10438;
if (l_10439) {
const uint64 l_10440 = reinterpret_cast<uint64 const&>(l_10436);
const uint64 l_10441 = l_10440 >> uint64(52);
const uint64 l_10442 = l_10441 - uint64(23);
const uint64 l_10443 = l_10442 << uint64(52);
const double l_10444 = reinterpret_cast<double const&>(l_10443);
l_mut_3108 = l_10444;
}
const double l_10445 = l_mut_3362 * l_mut_3108;
const double l_10446 = l_mut_3618 - l_10445;
const double l_10447 = abs(l_mut_3872);
l_mut_3618 = double(1.401298464324817e-45);
const bool l_10448 = l_10447 >= double(1.1754943508222875e-38);
const bool l_10449 = l_10447 <= double(1.7976931348623157e308);
const bool l_10450 = l_10448 && l_10449;
if (l_10450) {
const uint64 l_10451 = reinterpret_cast<uint64 const&>(l_10447);
const uint64 l_10452 = l_10451 >> uint64(52);
const uint64 l_10453 = l_10452 - uint64(23);
const uint64 l_10454 = l_10453 << uint64(52);
const double l_10455 = reinterpret_cast<double const&>(l_10454);
l_mut_3618 = l_10455;
}
const double l_10456 = l_mut_3362 * l_mut_3618;
const double l_10457 = l_mut_3872 + l_10456;
const uint32 l_10458 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10459 = l_10458 & uint32(2147483647);
const float l_10460 = reinterpret_cast<float const&>(l_10459);
const double l_10461 = double(l_10460);
l_mut_3872 = l_10461;
const bool l_10462 = l_10459 < uint32(8388608);
if (l_10462) {
const double l_10463 = double(l_10459);
const double l_10464 = l_10463 * double(1.401298464324817e-45);
l_mut_3872 = l_10464;
}
const uint64 l_10465 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_10466 = l_10458 >> uint32(31);
const uint64 l_10467 = uint64(l_10466);
const uint64 l_10468 = l_10467 << uint64(63);
const uint64 l_10469 = l_10465 | l_10468;
const double l_10470 = reinterpret_cast<double const&>(l_10469);
const uint32 l_10471 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10472 = l_10471 + uint32(1);
l_mut_4124 = l_10472;
const uint32 l_10473 = l_10471 & uint32(2147483647);
const bool l_10474 = l_10473 == uint32(0);
if (l_10474) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_10475 = l_10471 & uint32(2147483648);
const bool l_10476 = l_10475 != uint32(0);
if (l_10476) {
const uint32 l_10477 = l_10471 - uint32(1);
l_mut_4124 = l_10477;
} else {
const bool l_10478 = l_10471 == uint32(2139095040);
if (l_10478) {
l_mut_4124 = l_10471;
}
}
}
const float l_10479 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_10480 = reinterpret_cast<uint32 const&>(l_10479);
const uint32 l_10481 = l_10480 & uint32(2147483647);
const float l_10482 = reinterpret_cast<float const&>(l_10481);
const double l_10483 = double(l_10482);
l_mut_3872 = l_10483;
const bool l_10484 = l_10481 < uint32(8388608);
if (l_10484) {
const double l_10485 = double(l_10481);
const double l_10486 = l_10485 * double(1.401298464324817e-45);
l_mut_3872 = l_10486;
}
const uint64 l_10487 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_10488 = l_10480 >> uint32(31);
const uint64 l_10489 = uint64(l_10488);
const uint64 l_10490 = l_10489 << uint64(63);
const uint64 l_10491 = l_10487 | l_10490;
const double l_10492 = reinterpret_cast<double const&>(l_10491);
const uint32 l_10493 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10494 = l_10493 ^ uint32(2147483648);
const float l_10495 = reinterpret_cast<float const&>(l_10494);
const uint32 l_10496 = reinterpret_cast<uint32 const&>(l_10495);
const uint32 l_10497 = l_10496 + uint32(1);
l_mut_4124 = l_10497;
const uint32 l_10498 = l_10496 & uint32(2147483647);
const bool l_10499 = l_10498 == uint32(0);
if (l_10499) {
l_mut_4124 = uint32(1);
} else {
const uint32 l_10500 = l_10496 & uint32(2147483648);
const bool l_10501 = l_10500 != uint32(0);
if (l_10501) {
const uint32 l_10502 = l_10496 - uint32(1);
l_mut_4124 = l_10502;
} else {
const bool l_10503 = l_10496 == uint32(2139095040);
if (l_10503) {
l_mut_4124 = l_10496;
}
}
}
const float l_10504 = reinterpret_cast<float const&>(l_mut_4124);
const uint32 l_10505 = reinterpret_cast<uint32 const&>(l_10504);
const uint32 l_10506 = l_10505 ^ uint32(2147483648);
const float l_10507 = reinterpret_cast<float const&>(l_10506);
const uint32 l_10508 = reinterpret_cast<uint32 const&>(l_10507);
const uint32 l_10509 = l_10508 & uint32(2147483647);
const float l_10510 = reinterpret_cast<float const&>(l_10509);
const double l_10511 = double(l_10510);
l_mut_3872 = l_10511;
const bool l_10512 = l_10509 < uint32(8388608);
if (l_10512) {
const double l_10513 = double(l_10509);
const double l_10514 = l_10513 * double(1.401298464324817e-45);
l_mut_3872 = l_10514;
}
const uint64 l_10515 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_10516 = l_10508 >> uint32(31);
const uint64 l_10517 = uint64(l_10516);
const uint64 l_10518 = l_10517 << uint64(63);
const uint64 l_10519 = l_10515 | l_10518;
const double l_10520 = reinterpret_cast<double const&>(l_10519);
const double l_10521 = l_10446 + l_10391;
const bool l_10522 = l_10521 <= l_10470;
l_mut_8140 = l_10522;
const double l_10523 = l_10446 - l_10391;
const bool l_10524 = l_10523 > l_10470;
l_mut_1035 = l_10524;
const double l_10525 = l_10457 - l_10392;
const bool l_10526 = l_10525 >= l_10470;
l_mut_1032 = l_10526;
const double l_10527 = l_10457 + l_10392;
const bool l_10528 = l_10527 < l_10470;
l_mut_1029 = l_10528;
l_mut_4124 = uint32(2);
const bool l_10529 = l_mut_1035 || l_mut_1029;
if (l_10529) {
l_mut_4124 = uint32(1);
} else {
const bool l_10530 = l_mut_8140 && l_mut_1032;
if (l_10530) {
l_mut_4124 = uint32(0);
}
}
const uint32 l_10531 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10532 = l_10531 & uint32(2147483647);
const bool l_10533 = l_10532 == uint32(0);
if (l_10533) {
const double l_10534 = l_10446 + l_10391;
const bool l_10535 = l_10534 < double(1.1754943508222875e-38);
const double l_10536 = l_10457 - l_10392;
const bool l_10537 = l_10536 > double(-1.1754943508222875e-38);
const bool l_10538 = l_10535 && l_10537;
const double l_10539 = l_10446 - l_10391;
const bool l_10540 = l_10539 < double(1.1754943508222875e-38);
const double l_10541 = l_10457 + l_10392;
const bool l_10542 = l_10541 > double(-1.1754943508222875e-38);
const bool l_10543 = l_10540 && l_10542;
if (l_10538) {
l_mut_4124 = uint32(0);
} else {
const bool l_10544 = l_mut_4124 == uint32(1);
const bool l_10545 = l_10543 && l_10544;
if (l_10545) {
l_mut_4124 = uint32(2);
}
}
}
l_mut_9313 = l_mut_4124;
}
}
l_mut_5167 = l_mut_9313;
}
}
}
l_mut_379 = l_mut_5167;
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
}
l_arr_10[l_mut_899] = l_mut_379;
const uint32 l_10546 = l_arr_10[l_mut_899];
const bool l_10547 = l_10546 == uint32(2);
if (l_10547) {
l_mut_447 = bool(false);
}
}
}
const bool l_10548 = l_mut_856 == uint32(4294967293);
if (l_10548) {
const uint32 l_10549 = l_arr_8[uint32(0)];
const uint32 l_10550 = l_10549 + uint32(1);
l_arr_8[uint32(0)] = l_10550;
} else {
if (l_mut_447) {
l_mut_3872 = l_887;
const bool l_10551 = l_mut_3872 < double(-17.0);
if (l_10551) {
l_mut_3872 = double(-17.0);
}
const bool l_10552 = l_mut_3872 > double(17.0);
if (l_10552) {
l_mut_3872 = double(17.0);
}
const double l_10553 = l_mut_3872 + double(16.0);
const double l_10554 = l_10553 + double(1.0);
const uint32 l_10555 = uint32(l_10554);
const uint32 l_10556 = uint32(2) + l_10555;
const uint32 l_10557 = l_arr_8[l_10556];
const uint32 l_10558 = l_10557 + uint32(1);
l_arr_8[l_10556] = l_10558;
const uint32 l_10559 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10560 = l_10559 & uint32(2147483647);
const float l_10561 = reinterpret_cast<float const&>(l_10560);
const double l_10562 = double(l_10561);
l_mut_3872 = l_10562;
const bool l_10563 = l_10560 < uint32(8388608);
if (l_10563) {
const double l_10564 = double(l_10560);
const double l_10565 = l_10564 * double(1.401298464324817e-45);
l_mut_3872 = l_10565;
}
const uint64 l_10566 = reinterpret_cast<uint64 const&>(l_mut_3872);
const uint32 l_10567 = l_10559 >> uint32(31);
const uint64 l_10568 = uint64(l_10567);
const uint64 l_10569 = l_10568 << uint64(63);
const uint64 l_10570 = l_10566 | l_10569;
const double l_10571 = reinterpret_cast<double const&>(l_10570);
const double l_10572 = abs(l_mut_151);
const double l_10573 = l_mut_151 * double(0.0);
const double l_10574 = l_10573 + double(7.1362384635298e44);
l_mut_3872 = l_10574;
const bool l_10575 = l_10572 >= double(2.350988701644575e-38);
if (l_10575) {
const uint32 l_10576 = l_mut_856 & uint32(2147483647);
const float l_10577 = reinterpret_cast<float const&>(l_10576);
const double l_10578 = double(l_10577);
const uint32 l_10579 = l_10576 & uint32(2139095040);
const float l_10580 = reinterpret_cast<float const&>(l_10579);
const double l_10581 = double(l_10580);
const bool l_10582 = l_10578 > l_10572;
const uint32 l_10583 = l_10576 & uint32(8388607);
const bool l_10584 = l_10583 == uint32(0);
const bool l_10585 = l_10582 && l_10584;
const double l_10586 = l_10581 * double(1.1920928955078125e-7);
const double l_10587 = double(l_10585);
const double l_10588 = double(0.5) * l_10587;
const double l_10589 = double(1.0) - l_10588;
const double l_10590 = l_10586 * l_10589;
const double l_10591 = double(1.0) / l_10590;
l_mut_3872 = l_10591;
}
const double l_10592 = l_10571 - l_mut_151;
const double l_10593 = l_10592 * l_mut_3872;
const uint32 l_10594 = uint32(2) * uint32(0);
const uint32 l_10595 = uint32(45) + l_10594;
const double l_10596 = abs(l_10593);
const double l_10597 = l_arr_9[uint32(0)];
const double l_10598 = abs(l_10597);
const bool l_10599 = l_10596 > l_10598;
l_mut_8140 = l_10599;
const bool l_10600 = uint32(0) == uint32(0);
if (l_10600) {
const double l_10601 = l_arr_9[uint32(0)];
const bool l_10602 = l_10593 < l_10601;
l_mut_8140 = l_10602;
} else {
const bool l_10603 = uint32(0) == uint32(1);
if (l_10603) {
const double l_10604 = l_arr_9[uint32(0)];
const bool l_10605 = l_10593 > l_10604;
l_mut_8140 = l_10605;
}
}
const uint32 l_10606 = l_arr_8[l_10595];
const bool l_10607 = l_10606 == uint32(4294967295);
const bool l_10608 = l_10607 || l_mut_8140;
if (l_10608) {
l_arr_8[l_10595] = l_27;
const uint32 l_10609 = l_10595 + uint32(1);
l_arr_8[l_10609] = l_868;
l_arr_9[uint32(0)] = l_10593;
}
const uint32 l_10610 = uint32(2) * uint32(1);
const uint32 l_10611 = uint32(45) + l_10610;
const double l_10612 = abs(l_10593);
const double l_10613 = l_arr_9[uint32(1)];
const double l_10614 = abs(l_10613);
const bool l_10615 = l_10612 > l_10614;
l_mut_8140 = l_10615;
const bool l_10616 = uint32(1) == uint32(0);
if (l_10616) {
const double l_10617 = l_arr_9[uint32(1)];
const bool l_10618 = l_10593 < l_10617;
l_mut_8140 = l_10618;
} else {
const bool l_10619 = uint32(1) == uint32(1);
if (l_10619) {
const double l_10620 = l_arr_9[uint32(1)];
const bool l_10621 = l_10593 > l_10620;
l_mut_8140 = l_10621;
}
}
const uint32 l_10622 = l_arr_8[l_10611];
const bool l_10623 = l_10622 == uint32(4294967295);
const bool l_10624 = l_10623 || l_mut_8140;
if (l_10624) {
l_arr_8[l_10611] = l_27;
const uint32 l_10625 = l_10611 + uint32(1);
l_arr_8[l_10625] = l_868;
l_arr_9[uint32(1)] = l_10593;
}
const bool l_10626 = l_887 != double(0.0);
if (l_10626) {

for (uint32 l_mut_10627 = uint32(0); l_mut_10627 < uint32(8); ++l_mut_10627) {
const uint32 l_10628 = l_arr_10[l_mut_10627];
const bool l_10629 = l_10628 == uint32(1);
if (l_10629) {
const uint32 l_10630 = uint32(37) + l_mut_10627;
const uint32 l_10631 = l_arr_8[l_10630];
const uint32 l_10632 = l_10631 + uint32(1);
l_arr_8[l_10630] = l_10632;
const uint32 l_10633 = uint32(2) + l_mut_10627;
const uint32 l_10634 = uint32(2) * l_10633;
const uint32 l_10635 = uint32(45) + l_10634;
const double l_10636 = abs(l_10593);
const double l_10637 = l_arr_9[l_10633];
const double l_10638 = abs(l_10637);
const bool l_10639 = l_10636 > l_10638;
l_mut_8140 = l_10639;
const bool l_10640 = l_10633 == uint32(0);
if (l_10640) {
const double l_10641 = l_arr_9[l_10633];
const bool l_10642 = l_10593 < l_10641;
l_mut_8140 = l_10642;
} else {
const bool l_10643 = l_10633 == uint32(1);
if (l_10643) {
const double l_10644 = l_arr_9[l_10633];
const bool l_10645 = l_10593 > l_10644;
l_mut_8140 = l_10645;
}
}
const uint32 l_10646 = l_arr_8[l_10635];
const bool l_10647 = l_10646 == uint32(4294967295);
const bool l_10648 = l_10647 || l_mut_8140;
if (l_10648) {
l_arr_8[l_10635] = l_27;
const uint32 l_10649 = l_10635 + uint32(1);
l_arr_8[l_10649] = l_868;
l_arr_9[l_10633] = l_10593;
}
}
}
}
} else {
const uint32 l_10650 = l_arr_8[uint32(1)];
const uint32 l_10651 = l_2 + l_10650;
const uint32 l_10652 = l_10651 * uint32(2);
const uint32 l_10884 = info.static_meta[uint32(7)];
const uint32 l_10885 = l_10884 * uint32(1);
const bool l_10886 = l_10652 < l_10885;
if (l_10886) {
buffer_7[l_10652] = l_27;
}
const uint32 l_10653 = l_10652 + uint32(1);
const uint32 l_10887 = info.static_meta[uint32(7)];
const uint32 l_10888 = l_10887 * uint32(1);
const bool l_10889 = l_10653 < l_10888;
if (l_10889) {
buffer_7[l_10653] = l_868;
}
const uint32 l_10654 = l_arr_8[uint32(1)];
const uint32 l_10655 = l_10654 + uint32(1);
l_arr_8[uint32(1)] = l_10655;
}
}
}

for (uint32 l_mut_10656 = uint32(0); l_mut_10656 < uint32(65); ++l_mut_10656) {
const uint32 l_10657 = idxGlobal * uint32(65);
const uint32 l_10658 = l_10657 + l_mut_10656;
const uint32 l_10659 = l_arr_8[l_mut_10656];
const uint32 l_10890 = info.static_meta[uint32(5)];
const uint32 l_10891 = l_10890 * uint32(1);
const bool l_10892 = l_10658 < l_10891;
if (l_10892) {
buffer_5[l_10658] = l_10659;
}
}

for (uint32 l_mut_10660 = uint32(0); l_mut_10660 < uint32(10); ++l_mut_10660) {
const uint32 l_10661 = idxGlobal * uint32(10);
const uint32 l_10662 = l_10661 + l_mut_10660;
const double l_10663 = l_arr_9[l_mut_10660];
const uint32 l_10893 = info.static_meta[uint32(6)];
const uint32 l_10894 = l_10893 * uint32(1);
const bool l_10895 = l_10662 < l_10894;
if (l_10895) {
buffer_6[l_10662] = l_10663;
}
}
}

}
