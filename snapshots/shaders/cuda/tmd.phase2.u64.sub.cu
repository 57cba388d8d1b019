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
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)phase2 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
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
bool l_mut_413;
bool l_mut_416;
bool l_mut_504;
bool l_mut_509;
uint32 l_mut_412;
uint32 l_mut_425;
uint32 l_mut_458;
uint32 l_mut_528;
uint32 l_mut_529;
uint32 l_mut_72;
uint64 l_mut_112;
uint64 l_mut_134;
uint64 l_mut_167;
uint64 l_mut_221;
uint64 l_mut_438;
uint64 l_mut_455;
uint64 l_mut_548;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_640 = info.static_meta[uint32(6)];
const uint32 l_641 = l_640 * uint32(1);
const uint32 l_642 = l_641 - uint32(1);
const uint32 l_643 = min(uint32(3), l_642);
uint32* l_644 = &buffer_6[l_643];
uint32* l_1 = l_644;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = info.static_meta[uint32(11)];
const uint32 l_4 = l_3 * uint32(8);
const bool l_5 = idxGlobal < l_4;
if (l_5) {
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_645 = info.static_meta[uint32(3)];
const uint32 l_646 = l_645 * uint32(1);
const bool l_647 = l_6 < l_646;
const uint32 l_648 = l_646 - uint32(1);
const uint32 l_649 = min(l_6, l_648);
const uint32 l_650 = buffer_3[l_649];
const uint32 l_651 = (l_647) ? l_650 : uint32(0);
const uint32 l_7 = l_651;
const uint64 l_8 = uint64(l_7);
const uint32 l_9 = uint32(2) * uint32(0);
const uint32 l_10 = l_9 + uint32(1);
const uint32 l_652 = info.static_meta[uint32(3)];
const uint32 l_653 = l_652 * uint32(1);
const bool l_654 = l_10 < l_653;
const uint32 l_655 = l_653 - uint32(1);
const uint32 l_656 = min(l_10, l_655);
const uint32 l_657 = buffer_3[l_656];
const uint32 l_658 = (l_654) ? l_657 : uint32(0);
const uint32 l_11 = l_658;
const uint64 l_12 = uint64(l_11);
const uint64 l_13 = l_12 << uint64(32);
const uint64 l_14 = l_8 | l_13;
const uint64 l_15 = l_14 & uint64(4294967295);
const uint32 l_16 = uint32(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_659 = info.static_meta[uint32(3)];
const uint32 l_660 = l_659 * uint32(1);
const bool l_661 = l_17 < l_660;
const uint32 l_662 = l_660 - uint32(1);
const uint32 l_663 = min(l_17, l_662);
const uint32 l_664 = buffer_3[l_663];
const uint32 l_665 = (l_661) ? l_664 : uint32(0);
const uint32 l_18 = l_665;
const uint64 l_19 = uint64(l_18);
const uint32 l_20 = uint32(2) * uint32(1);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_666 = info.static_meta[uint32(3)];
const uint32 l_667 = l_666 * uint32(1);
const bool l_668 = l_21 < l_667;
const uint32 l_669 = l_667 - uint32(1);
const uint32 l_670 = min(l_21, l_669);
const uint32 l_671 = buffer_3[l_670];
const uint32 l_672 = (l_668) ? l_671 : uint32(0);
const uint32 l_22 = l_672;
const uint64 l_23 = uint64(l_22);
const uint64 l_24 = l_23 << uint64(32);
const uint64 l_25 = l_19 | l_24;
const uint64 l_26 = l_25 & uint64(4294967295);
const uint32 l_27 = uint32(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_673 = info.static_meta[uint32(3)];
const uint32 l_674 = l_673 * uint32(1);
const bool l_675 = l_28 < l_674;
const uint32 l_676 = l_674 - uint32(1);
const uint32 l_677 = min(l_28, l_676);
const uint32 l_678 = buffer_3[l_677];
const uint32 l_679 = (l_675) ? l_678 : uint32(0);
const uint32 l_29 = l_679;
const uint64 l_30 = uint64(l_29);
const uint32 l_31 = uint32(2) * uint32(2);
const uint32 l_32 = l_31 + uint32(1);
const uint32 l_680 = info.static_meta[uint32(3)];
const uint32 l_681 = l_680 * uint32(1);
const bool l_682 = l_32 < l_681;
const uint32 l_683 = l_681 - uint32(1);
const uint32 l_684 = min(l_32, l_683);
const uint32 l_685 = buffer_3[l_684];
const uint32 l_686 = (l_682) ? l_685 : uint32(0);
const uint32 l_33 = l_686;
const uint64 l_34 = uint64(l_33);
const uint64 l_35 = l_34 << uint64(32);
const uint64 l_36 = l_30 | l_35;
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_687 = info.static_meta[uint32(3)];
const uint32 l_688 = l_687 * uint32(1);
const bool l_689 = l_37 < l_688;
const uint32 l_690 = l_688 - uint32(1);
const uint32 l_691 = min(l_37, l_690);
const uint32 l_692 = buffer_3[l_691];
const uint32 l_693 = (l_689) ? l_692 : uint32(0);
const uint32 l_38 = l_693;
const uint64 l_39 = uint64(l_38);
const uint32 l_40 = uint32(2) * uint32(3);
const uint32 l_41 = l_40 + uint32(1);
const uint32 l_694 = info.static_meta[uint32(3)];
const uint32 l_695 = l_694 * uint32(1);
const bool l_696 = l_41 < l_695;
const uint32 l_697 = l_695 - uint32(1);
const uint32 l_698 = min(l_41, l_697);
const uint32 l_699 = buffer_3[l_698];
const uint32 l_700 = (l_696) ? l_699 : uint32(0);
const uint32 l_42 = l_700;
const uint64 l_43 = uint64(l_42);
const uint64 l_44 = l_43 << uint64(32);
const uint64 l_45 = l_39 | l_44;
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_701 = info.static_meta[uint32(3)];
const uint32 l_702 = l_701 * uint32(1);
const bool l_703 = l_46 < l_702;
const uint32 l_704 = l_702 - uint32(1);
const uint32 l_705 = min(l_46, l_704);
const uint32 l_706 = buffer_3[l_705];
const uint32 l_707 = (l_703) ? l_706 : uint32(0);
const uint32 l_47 = l_707;
const uint64 l_48 = uint64(l_47);
const uint32 l_49 = uint32(2) * uint32(4);
const uint32 l_50 = l_49 + uint32(1);
const uint32 l_708 = info.static_meta[uint32(3)];
const uint32 l_709 = l_708 * uint32(1);
const bool l_710 = l_50 < l_709;
const uint32 l_711 = l_709 - uint32(1);
const uint32 l_712 = min(l_50, l_711);
const uint32 l_713 = buffer_3[l_712];
const uint32 l_714 = (l_710) ? l_713 : uint32(0);
const uint32 l_51 = l_714;
const uint64 l_52 = uint64(l_51);
const uint64 l_53 = l_52 << uint64(32);
const uint64 l_54 = l_48 | l_53;
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_715 = info.static_meta[uint32(3)];
const uint32 l_716 = l_715 * uint32(1);
const bool l_717 = l_55 < l_716;
const uint32 l_718 = l_716 - uint32(1);
const uint32 l_719 = min(l_55, l_718);
const uint32 l_720 = buffer_3[l_719];
const uint32 l_721 = (l_717) ? l_720 : uint32(0);
const uint32 l_56 = l_721;
const uint64 l_57 = uint64(l_56);
const uint32 l_58 = uint32(2) * uint32(5);
const uint32 l_59 = l_58 + uint32(1);
const uint32 l_722 = info.static_meta[uint32(3)];
const uint32 l_723 = l_722 * uint32(1);
const bool l_724 = l_59 < l_723;
const uint32 l_725 = l_723 - uint32(1);
const uint32 l_726 = min(l_59, l_725);
const uint32 l_727 = buffer_3[l_726];
const uint32 l_728 = (l_724) ? l_727 : uint32(0);
const uint32 l_60 = l_728;
const uint64 l_61 = uint64(l_60);
const uint64 l_62 = l_61 << uint64(32);
const uint64 l_63 = l_57 | l_62;
const uint32 l_64 = idxGlobal / uint32(8);
const uint32 l_729 = info.static_meta[uint32(4)];
const uint32 l_730 = l_729 * uint32(1);
const bool l_731 = l_64 < l_730;
const uint32 l_732 = l_730 - uint32(1);
const uint32 l_733 = min(l_64, l_732);
const uint32 l_734 = buffer_4[l_733];
const uint32 l_735 = (l_731) ? l_734 : uint32(0);
const uint32 l_65 = l_735;
const uint32 l_66 = idxGlobal % uint32(8);
const uint32 l_67 = l_16 / uint32(8);
const uint32 l_68 = l_66 * l_67;
const uint64 l_69 = uint64(l_65);
const uint64 l_70 = uint64(l_16);
const uint64 l_71 = l_69 * l_70;
l_mut_72 = uint32(0);
const bool l_73 = l_71 < l_63;
if (l_73) {
const uint64 l_74 = l_63 - l_71;
l_mut_72 = l_16;
const uint64 l_75 = uint64(l_16);
const bool l_76 = l_74 < l_75;
if (l_76) {
const uint64 l_77 = l_74 & uint64(4294967295);
const uint32 l_78 = uint32(l_77);
l_mut_72 = l_78;
}
}
const bool l_79 = l_68 < l_mut_72;
if (l_79) {
const uint32 l_80 = uint32(2) * l_65;
const uint32 l_736 = info.static_meta[uint32(0)];
const uint32 l_737 = l_736 * uint32(1);
const bool l_738 = l_80 < l_737;
const uint32 l_739 = l_737 - uint32(1);
const uint32 l_740 = min(l_80, l_739);
const uint32 l_741 = buffer_0[l_740];
const uint32 l_742 = (l_738) ? l_741 : uint32(0);
const uint32 l_81 = l_742;
const uint64 l_82 = uint64(l_81);
const uint32 l_83 = uint32(2) * l_65;
const uint32 l_84 = l_83 + uint32(1);
const uint32 l_743 = info.static_meta[uint32(0)];
const uint32 l_744 = l_743 * uint32(1);
const bool l_745 = l_84 < l_744;
const uint32 l_746 = l_744 - uint32(1);
const uint32 l_747 = min(l_84, l_746);
const uint32 l_748 = buffer_0[l_747];
const uint32 l_749 = (l_745) ? l_748 : uint32(0);
const uint32 l_85 = l_749;
const uint64 l_86 = uint64(l_85);
const uint64 l_87 = l_86 << uint64(32);
const uint64 l_88 = l_82 | l_87;
const uint32 l_89 = uint32(2) * l_65;
const uint32 l_750 = info.static_meta[uint32(1)];
const uint32 l_751 = l_750 * uint32(1);
const bool l_752 = l_89 < l_751;
const uint32 l_753 = l_751 - uint32(1);
const uint32 l_754 = min(l_89, l_753);
const uint32 l_755 = buffer_1[l_754];
const uint32 l_756 = (l_752) ? l_755 : uint32(0);
const uint32 l_90 = l_756;
const uint64 l_91 = uint64(l_90);
const uint32 l_92 = uint32(2) * l_65;
const uint32 l_93 = l_92 + uint32(1);
const uint32 l_757 = info.static_meta[uint32(1)];
const uint32 l_758 = l_757 * uint32(1);
const bool l_759 = l_93 < l_758;
const uint32 l_760 = l_758 - uint32(1);
const uint32 l_761 = min(l_93, l_760);
const uint32 l_762 = buffer_1[l_761];
const uint32 l_763 = (l_759) ? l_762 : uint32(0);
const uint32 l_94 = l_763;
const uint64 l_95 = uint64(l_94);
const uint64 l_96 = l_95 << uint64(32);
const uint64 l_97 = l_91 | l_96;
const uint32 l_98 = uint32(2) * l_65;
const uint32 l_764 = info.static_meta[uint32(2)];
const uint32 l_765 = l_764 * uint32(1);
const bool l_766 = l_98 < l_765;
const uint32 l_767 = l_765 - uint32(1);
const uint32 l_768 = min(l_98, l_767);
const uint32 l_769 = buffer_2[l_768];
const uint32 l_770 = (l_766) ? l_769 : uint32(0);
const uint32 l_99 = l_770;
const uint64 l_100 = uint64(l_99);
const uint32 l_101 = uint32(2) * l_65;
const uint32 l_102 = l_101 + uint32(1);
const uint32 l_771 = info.static_meta[uint32(2)];
const uint32 l_772 = l_771 * uint32(1);
const bool l_773 = l_102 < l_772;
const uint32 l_774 = l_772 - uint32(1);
const uint32 l_775 = min(l_102, l_774);
const uint32 l_776 = buffer_2[l_775];
const uint32 l_777 = (l_773) ? l_776 : uint32(0);
const uint32 l_103 = l_777;
const uint64 l_104 = uint64(l_103);
const uint64 l_105 = l_104 << uint64(32);
const uint64 l_106 = l_100 | l_105;
const uint32 l_107 = l_16 / uint32(8);
const uint32 l_108 = l_66 * l_107;
const uint32 l_109 = l_108 + l_108;
const uint64 l_110 = l_106 >> uint64(63);
const bool l_111 = l_110 == uint64(1);
l_mut_112 = l_106;
if (l_111) {
const uint64 l_113 = uint64(uint32(0));
const uint64 l_114 = l_113 - l_106;
l_mut_112 = l_114;
}
const uint64 l_115 = uint64(l_109);
const uint64 l_116 = l_mut_112 & uint64(4294967295);
const uint64 l_117 = l_116 * l_115;
const uint64 l_118 = l_mut_112 >> uint64(32);
const uint64 l_119 = l_118 * l_115;
const uint64 l_120 = l_119 << uint64(32);
const uint64 l_121 = l_117 + l_120;
const uint64 l_122 = l_119 >> uint64(32);
const bool l_123 = l_121 < l_117;
const uint64 l_124 = uint64(l_123);
const uint64 l_125 = l_122 + l_124;
l_mut_112 = l_121;
const bool l_126 = l_27 == uint32(64);
if (l_126) {
l_mut_112 = l_125;
} else {
const bool l_127 = l_27 > uint32(0);
if (l_127) {
const uint32 l_128 = uint32(64) - l_27;
const uint64 l_129 = uint64(l_128);
const uint64 l_130 = l_125 << l_129;
const uint64 l_131 = uint64(l_27);
const uint64 l_132 = l_121 >> l_131;
const uint64 l_133 = l_130 | l_132;
l_mut_112 = l_133;
}
}
l_mut_134 = l_mut_112;
if (l_111) {
const uint64 l_135 = uint64(uint32(0));
const uint64 l_136 = l_135 - l_mut_134;
l_mut_134 = l_136;
}
const uint64 l_137 = l_88 + l_mut_134;
const uint64 l_138 = uint64(l_108);
const uint64 l_139 = l_88 * l_138;
const uint64 l_140 = l_97 + l_139;
const uint64 l_141 = uint64(uint32(0));
l_mut_134 = l_141;
const bool l_142 = l_108 < uint32(65536);
if (l_142) {
const uint32 l_143 = l_108 * l_108;
const uint64 l_144 = l_106 >> uint64(63);
const bool l_145 = l_144 == uint64(1);
l_mut_112 = l_106;
if (l_145) {
const uint64 l_146 = uint64(uint32(0));
const uint64 l_147 = l_146 - l_106;
l_mut_112 = l_147;
}
const uint64 l_148 = uint64(l_143);
const uint64 l_149 = l_mut_112 & uint64(4294967295);
const uint64 l_150 = l_149 * l_148;
const uint64 l_151 = l_mut_112 >> uint64(32);
const uint64 l_152 = l_151 * l_148;
const uint64 l_153 = l_152 << uint64(32);
const uint64 l_154 = l_150 + l_153;
const uint64 l_155 = l_152 >> uint64(32);
const bool l_156 = l_154 < l_150;
const uint64 l_157 = uint64(l_156);
const uint64 l_158 = l_155 + l_157;
l_mut_112 = l_154;
const bool l_159 = l_27 == uint32(64);
if (l_159) {
l_mut_112 = l_158;
} else {
const bool l_160 = l_27 > uint32(0);
if (l_160) {
const uint32 l_161 = uint32(64) - l_27;
const uint64 l_162 = uint64(l_161);
const uint64 l_163 = l_158 << l_162;
const uint64 l_164 = uint64(l_27);
const uint64 l_165 = l_154 >> l_164;
const uint64 l_166 = l_163 | l_165;
l_mut_112 = l_166;
}
}
l_mut_167 = l_mut_112;
if (l_145) {
const uint64 l_168 = uint64(uint32(0));
const uint64 l_169 = l_168 - l_mut_167;
l_mut_167 = l_169;
}
l_mut_134 = l_mut_167;
} else {
const uint64 l_170 = l_106 >> uint64(63);
const bool l_171 = l_170 == uint64(1);
l_mut_167 = l_106;
if (l_171) {
const uint64 l_172 = uint64(uint32(0));
const uint64 l_173 = l_172 - l_106;
l_mut_167 = l_173;
}
const uint64 l_174 = uint64(l_108);
const uint64 l_175 = l_mut_167 & uint64(4294967295);
const uint64 l_176 = l_175 * l_174;
const uint64 l_177 = l_mut_167 >> uint64(32);
const uint64 l_178 = l_177 * l_174;
const uint64 l_179 = l_178 << uint64(32);
const uint64 l_180 = l_176 + l_179;
const uint64 l_181 = l_178 >> uint64(32);
const bool l_182 = l_180 < l_176;
const uint64 l_183 = uint64(l_182);
const uint64 l_184 = l_181 + l_183;
l_mut_112 = l_180;
const bool l_185 = uint32(0) == uint32(64);
if (l_185) {
l_mut_112 = l_184;
} else {
const bool l_186 = uint32(0) > uint32(0);
if (l_186) {
const uint64 l_187 = uint64(uint32(64));
const uint64 l_188 = l_184 << l_187;
const uint64 l_189 = uint64(uint32(0));
const uint64 l_190 = l_180 >> l_189;
const uint64 l_191 = l_188 | l_190;
l_mut_112 = l_191;
}
}
const uint64 l_192 = uint64(l_108);
const uint64 l_193 = l_mut_167 & uint64(4294967295);
const uint64 l_194 = l_193 * l_192;
const uint64 l_195 = l_mut_167 >> uint64(32);
const uint64 l_196 = l_195 * l_192;
const uint64 l_197 = l_196 << uint64(32);
const uint64 l_198 = l_194 + l_197;
const uint64 l_199 = l_196 >> uint64(32);
const bool l_200 = l_198 < l_194;
const uint64 l_201 = uint64(l_200);
const uint64 l_202 = l_199 + l_201;
l_mut_167 = l_198;
const bool l_203 = uint32(64) == uint32(64);
if (l_203) {
l_mut_167 = l_202;
} else {
const bool l_204 = uint32(64) > uint32(0);
if (l_204) {
const uint64 l_205 = uint64(uint32(0));
const uint64 l_206 = l_202 << l_205;
const uint64 l_207 = uint64(uint32(64));
const uint64 l_208 = l_198 >> l_207;
const uint64 l_209 = l_206 | l_208;
l_mut_167 = l_209;
}
}
const uint64 l_210 = uint64(l_108);
const uint64 l_211 = l_mut_112 & uint64(4294967295);
const uint64 l_212 = l_211 * l_210;
const uint64 l_213 = l_mut_112 >> uint64(32);
const uint64 l_214 = l_213 * l_210;
const uint64 l_215 = l_214 << uint64(32);
const uint64 l_216 = l_212 + l_215;
const uint64 l_217 = l_214 >> uint64(32);
const bool l_218 = l_216 < l_212;
const uint64 l_219 = uint64(l_218);
const uint64 l_220 = l_217 + l_219;
l_mut_221 = l_216;
const bool l_222 = uint32(0) == uint32(64);
if (l_222) {
l_mut_221 = l_220;
} else {
const bool l_223 = uint32(0) > uint32(0);
if (l_223) {
const uint64 l_224 = uint64(uint32(64));
const uint64 l_225 = l_220 << l_224;
const uint64 l_226 = uint64(uint32(0));
const uint64 l_227 = l_216 >> l_226;
const uint64 l_228 = l_225 | l_227;
l_mut_221 = l_228;
}
}
const uint64 l_229 = uint64(l_108);
const uint64 l_230 = l_mut_112 & uint64(4294967295);
const uint64 l_231 = l_230 * l_229;
const uint64 l_232 = l_mut_112 >> uint64(32);
const uint64 l_233 = l_232 * l_229;
const uint64 l_234 = l_233 << uint64(32);
const uint64 l_235 = l_231 + l_234;
const uint64 l_236 = l_233 >> uint64(32);
const bool l_237 = l_235 < l_231;
const uint64 l_238 = uint64(l_237);
const uint64 l_239 = l_236 + l_238;
l_mut_112 = l_235;
const bool l_240 = uint32(64) == uint32(64);
if (l_240) {
l_mut_112 = l_239;
} else {
const bool l_241 = uint32(64) > uint32(0);
if (l_241) {
const uint64 l_242 = uint64(uint32(0));
const uint64 l_243 = l_239 << l_242;
const uint64 l_244 = uint64(uint32(64));
const uint64 l_245 = l_235 >> l_244;
const uint64 l_246 = l_243 | l_245;
l_mut_112 = l_246;
}
}
const uint64 l_247 = uint64(l_108);
const uint64 l_248 = l_mut_167 * l_247;
const uint64 l_249 = l_mut_112 + l_248;
l_mut_134 = l_mut_221;
const bool l_250 = l_27 == uint32(64);
if (l_250) {
l_mut_134 = l_249;
} else {
const bool l_251 = l_27 > uint32(0);
if (l_251) {
const uint32 l_252 = uint32(64) - l_27;
const uint64 l_253 = uint64(l_252);
const uint64 l_254 = l_249 << l_253;
const uint64 l_255 = uint64(l_27);
const uint64 l_256 = l_mut_221 >> l_255;
const uint64 l_257 = l_254 + l_256;
l_mut_134 = l_257;
}
}
if (l_171) {
const uint64 l_258 = uint64(uint32(0));
const uint64 l_259 = l_258 - l_mut_134;
l_mut_134 = l_259;
}
}
const uint64 l_260 = l_140 + l_mut_134;
const uint64 l_261 = l_106 >> uint64(63);
const bool l_262 = l_261 == uint64(1);
l_mut_221 = l_106;
if (l_262) {
const uint64 l_263 = uint64(uint32(0));
const uint64 l_264 = l_263 - l_106;
l_mut_221 = l_264;
}
const uint64 l_265 = uint64(l_107);
const uint64 l_266 = l_mut_221 & uint64(4294967295);
const uint64 l_267 = l_266 * l_265;
const uint64 l_268 = l_mut_221 >> uint64(32);
const uint64 l_269 = l_268 * l_265;
const uint64 l_270 = l_269 << uint64(32);
const uint64 l_271 = l_267 + l_270;
const uint64 l_272 = l_269 >> uint64(32);
const bool l_273 = l_271 < l_267;
const uint64 l_274 = uint64(l_273);
const uint64 l_275 = l_272 + l_274;
l_mut_221 = l_271;
const bool l_276 = l_27 == uint32(64);
if (l_276) {
l_mut_221 = l_275;
} else {
const bool l_277 = l_27 > uint32(0);
if (l_277) {
const uint32 l_278 = uint32(64) - l_27;
const uint64 l_279 = uint64(l_278);
const uint64 l_280 = l_275 << l_279;
const uint64 l_281 = uint64(l_27);
const uint64 l_282 = l_271 >> l_281;
const uint64 l_283 = l_280 | l_282;
l_mut_221 = l_283;
}
}
l_mut_167 = l_mut_221;
if (l_262) {
const uint64 l_284 = uint64(uint32(0));
const uint64 l_285 = l_284 - l_mut_167;
l_mut_167 = l_285;
}
const uint64 l_286 = l_137 + l_mut_167;
const uint32 l_287 = l_27 + uint32(3);
const uint64 l_288 = uint64(uint32(0));
l_mut_221 = l_288;
const bool l_289 = l_107 < uint32(65536);
if (l_289) {
const uint32 l_290 = l_107 * l_107;
const uint64 l_291 = l_106 >> uint64(63);
const bool l_292 = l_291 == uint64(1);
l_mut_167 = l_106;
if (l_292) {
const uint64 l_293 = uint64(uint32(0));
const uint64 l_294 = l_293 - l_106;
l_mut_167 = l_294;
}
const uint64 l_295 = uint64(l_290);
const uint64 l_296 = l_mut_167 & uint64(4294967295);
const uint64 l_297 = l_296 * l_295;
const uint64 l_298 = l_mut_167 >> uint64(32);
const uint64 l_299 = l_298 * l_295;
const uint64 l_300 = l_299 << uint64(32);
const uint64 l_301 = l_297 + l_300;
const uint64 l_302 = l_299 >> uint64(32);
const bool l_303 = l_301 < l_297;
const uint64 l_304 = uint64(l_303);
const uint64 l_305 = l_302 + l_304;
l_mut_167 = l_301;
const bool l_306 = l_287 == uint32(64);
if (l_306) {
l_mut_167 = l_305;
} else {
const bool l_307 = l_287 > uint32(0);
if (l_307) {
const uint32 l_308 = uint32(64) - l_287;
const uint64 l_309 = uint64(l_308);
const uint64 l_310 = l_305 << l_309;
const uint64 l_311 = uint64(l_287);
const uint64 l_312 = l_301 >> l_311;
const uint64 l_313 = l_310 | l_312;
l_mut_167 = l_313;
}
}
l_mut_134 = l_mut_167;
if (l_292) {
const uint64 l_314 = uint64(uint32(0));
const uint64 l_315 = l_314 - l_mut_134;
l_mut_134 = l_315;
}
l_mut_221 = l_mut_134;
} else {
const uint64 l_316 = l_106 >> uint64(63);
const bool l_317 = l_316 == uint64(1);
l_mut_167 = l_106;
if (l_317) {
const uint64 l_318 = uint64(uint32(0));
const uint64 l_319 = l_318 - l_106;
l_mut_167 = l_319;
}
const uint64 l_320 = uint64(l_107);
const uint64 l_321 = l_mut_167 & uint64(4294967295);
const uint64 l_322 = l_321 * l_320;
const uint64 l_323 = l_mut_167 >> uint64(32);
const uint64 l_324 = l_323 * l_320;
const uint64 l_325 = l_324 << uint64(32);
const uint64 l_326 = l_322 + l_325;
const uint64 l_327 = l_324 >> uint64(32);
const bool l_328 = l_326 < l_322;
const uint64 l_329 = uint64(l_328);
const uint64 l_330 = l_327 + l_329;
l_mut_134 = l_326;
const bool l_331 = uint32(0) == uint32(64);
if (l_331) {
l_mut_134 = l_330;
} else {
const bool l_332 = uint32(0) > uint32(0);
if (l_332) {
const uint64 l_333 = uint64(uint32(64));
const uint64 l_334 = l_330 << l_333;
const uint64 l_335 = uint64(uint32(0));
const uint64 l_336 = l_326 >> l_335;
const uint64 l_337 = l_334 | l_336;
l_mut_134 = l_337;
}
}
const uint64 l_338 = uint64(l_107);
const uint64 l_339 = l_mut_167 & uint64(4294967295);
const uint64 l_340 = l_339 * l_338;
const uint64 l_341 = l_mut_167 >> uint64(32);
const uint64 l_342 = l_341 * l_338;
const uint64 l_343 = l_342 << uint64(32);
const uint64 l_344 = l_340 + l_343;
const uint64 l_345 = l_342 >> uint64(32);
const bool l_346 = l_344 < l_340;
const uint64 l_347 = uint64(l_346);
const uint64 l_348 = l_345 + l_347;
l_mut_167 = l_344;
const bool l_349 = uint32(64) == uint32(64);
if (l_349) {
l_mut_167 = l_348;
} else {
const bool l_350 = uint32(64) > uint32(0);
if (l_350) {
const uint64 l_351 = uint64(uint32(0));
const uint64 l_352 = l_348 << l_351;
const uint64 l_353 = uint64(uint32(64));
const uint64 l_354 = l_344 >> l_353;
const uint64 l_355 = l_352 | l_354;
l_mut_167 = l_355;
}
}
const uint64 l_356 = uint64(l_107);
const uint64 l_357 = l_mut_134 & uint64(4294967295);
const uint64 l_358 = l_357 * l_356;
const uint64 l_359 = l_mut_134 >> uint64(32);
const uint64 l_360 = l_359 * l_356;
const uint64 l_361 = l_360 << uint64(32);
const uint64 l_362 = l_358 + l_361;
const uint64 l_363 = l_360 >> uint64(32);
const bool l_364 = l_362 < l_358;
const uint64 l_365 = uint64(l_364);
const uint64 l_366 = l_363 + l_365;
l_mut_112 = l_362;
const bool l_367 = uint32(0) == uint32(64);
if (l_367) {
l_mut_112 = l_366;
} else {
const bool l_368 = uint32(0) > uint32(0);
if (l_368) {
const uint64 l_369 = uint64(uint32(64));
const uint64 l_370 = l_366 << l_369;
const uint64 l_371 = uint64(uint32(0));
const uint64 l_372 = l_362 >> l_371;
const uint64 l_373 = l_370 | l_372;
l_mut_112 = l_373;
}
}
const uint64 l_374 = uint64(l_107);
const uint64 l_375 = l_mut_134 & uint64(4294967295);
const uint64 l_376 = l_375 * l_374;
const uint64 l_377 = l_mut_134 >> uint64(32);
const uint64 l_378 = l_377 * l_374;
const uint64 l_379 = l_378 << uint64(32);
const uint64 l_380 = l_376 + l_379;
const uint64 l_381 = l_378 >> uint64(32);
const bool l_382 = l_380 < l_376;
const uint64 l_383 = uint64(l_382);
const uint64 l_384 = l_381 + l_383;
l_mut_134 = l_380;
const bool l_385 = uint32(64) == uint32(64);
if (l_385) {
l_mut_134 = l_384;
} else {
const bool l_386 = uint32(64) > uint32(0);
if (l_386) {
const uint64 l_387 = uint64(uint32(0));
const uint64 l_388 = l_384 << l_387;
const uint64 l_389 = uint64(uint32(64));
const uint64 l_390 = l_380 >> l_389;
const uint64 l_391 = l_388 | l_390;
l_mut_134 = l_391;
}
}
const uint64 l_392 = uint64(l_107);
const uint64 l_393 = l_mut_167 * l_392;
const uint64 l_394 = l_mut_134 + l_393;
l_mut_221 = l_mut_112;
const bool l_395 = l_287 == uint32(64);
if (l_395) {
l_mut_221 = l_394;
} else {
const bool l_396 = l_287 > uint32(0);
if (l_396) {
const uint32 l_397 = uint32(64) - l_287;
const uint64 l_398 = uint64(l_397);
const uint64 l_399 = l_394 << l_398;
const uint64 l_400 = uint64(l_287);
const uint64 l_401 = l_mut_112 >> l_400;
const uint64 l_402 = l_399 + l_401;
l_mut_221 = l_402;
}
}
if (l_317) {
const uint64 l_403 = uint64(uint32(0));
const uint64 l_404 = l_403 - l_mut_221;
l_mut_221 = l_404;
}
}
const uint64 l_405 = l_260 - l_mut_221;
const uint64 l_406 = l_405 + l_45;
const uint64 l_407 = uint64(uint32(0));
const uint64 l_408 = l_407 - l_286;
const uint64 l_409 = l_45 + l_45;
l_mut_221 = l_408;
const uint64 l_410 = uint64(uint32(0));
const uint64 l_411 = l_410 - l_408;
l_mut_167 = l_411;
l_mut_134 = l_406;
l_mut_72 = uint32(1);
l_mut_412 = uint32(1);
l_mut_413 = bool(false);
const bool l_414 = l_mut_134 < l_409;
const bool l_415 = !l_414;
l_mut_416 = l_415;
const bool l_417 = l_408 == uint64(0);
if (l_417) {
l_mut_413 = l_mut_416;
l_mut_416 = bool(false);
}
if (l_mut_416) {
const uint64 l_418 = l_408 >> uint64(63);
const bool l_419 = l_418 == uint64(1);
l_mut_112 = l_408;
if (l_419) {
const uint64 l_420 = uint64(uint32(0));
const uint64 l_421 = l_420 - l_408;
l_mut_112 = l_421;
}
const uint32 l_422 = l_107 - uint32(1);
const uint64 l_423 = uint64(l_422);
const uint64 l_424 = l_mut_112 * l_423;
l_mut_425 = uint32(0);
const uint32 l_426 = l_107 - uint32(1);
const uint64 l_427 = uint64(l_426);
const uint64 l_428 = l_mut_112 & uint64(4294967295);
const uint64 l_429 = l_428 * l_427;
const uint64 l_430 = l_mut_112 >> uint64(32);
const uint64 l_431 = l_430 * l_427;
const uint64 l_432 = l_431 << uint64(32);
const uint64 l_433 = l_429 + l_432;
const uint64 l_434 = l_431 >> uint64(32);
const bool l_435 = l_433 < l_429;
const uint64 l_436 = uint64(l_435);
const uint64 l_437 = l_434 + l_436;
l_mut_438 = l_433;
const bool l_439 = uint32(64) == uint32(64);
if (l_439) {
l_mut_438 = l_437;
} else {
const bool l_440 = uint32(64) > uint32(0);
if (l_440) {
const uint64 l_441 = uint64(uint32(0));
const uint64 l_442 = l_437 << l_441;
const uint64 l_443 = uint64(uint32(64));
const uint64 l_444 = l_433 >> l_443;
const uint64 l_445 = l_442 | l_444;
l_mut_438 = l_445;
}
}
const bool l_446 = l_mut_438 == uint64(0);
if (l_446) {
l_mut_438 = l_406;
if (l_419) {
const uint64 l_447 = uint64(uint32(0));
const uint64 l_448 = l_447 - l_406;
const bool l_449 = l_406 == uint64(0);
const bool l_450 = !l_449;
const bool l_451 = l_424 < l_448;
const bool l_452 = !l_451;
const bool l_453 = l_450 && l_452;
if (l_453) {
const uint32 l_454 = l_107 - uint32(1);
l_mut_455 = l_448;
const bool l_456 = l_448 < l_mut_112;
const bool l_457 = !l_456;
if (l_457) {
l_mut_458 = uint32(0);
const bool l_459 = l_mut_112 < l_448;
if (l_459) {
const uint64 l_460 = l_448 - uint64(1);
const uint64 l_461 = l_460 / l_mut_112;
const uint64 l_462 = uint64(l_454);
const bool l_463 = l_461 < l_462;
const uint64 l_464 = uint64(l_454);
const uint64 l_465 = (l_463) ? l_461 : l_464;
const uint32 l_466 = uint32(l_465);
l_mut_458 = l_466;
}
const uint64 l_467 = uint64(l_mut_458);
const uint64 l_468 = l_mut_112 * l_467;
const uint64 l_469 = l_448 - l_468;
l_mut_455 = l_469;
const bool l_470 = l_mut_455 < l_mut_112;
const bool l_471 = !l_470;
if (l_471) {
const uint64 l_472 = l_mut_455 - l_mut_112;
l_mut_455 = l_472;
}
}
const uint64 l_473 = l_mut_112 - l_mut_455;
l_mut_455 = l_473;
const bool l_474 = l_473 < l_mut_112;
const bool l_475 = !l_474;
if (l_475) {
const uint64 l_476 = l_473 - l_mut_112;
l_mut_455 = l_476;
}
const bool l_477 = l_mut_455 < l_mut_438;
if (l_477) {
l_mut_438 = l_mut_455;
}
}
} else {
const uint64 l_478 = l_406 - l_424;
l_mut_438 = l_478;
const bool l_479 = l_406 < l_424;
if (l_479) {
const uint32 l_480 = l_107 - uint32(1);
l_mut_455 = l_406;
const bool l_481 = l_406 < l_mut_112;
const bool l_482 = !l_481;
if (l_482) {
l_mut_458 = uint32(0);
const bool l_483 = l_mut_112 < l_406;
if (l_483) {
const uint64 l_484 = l_406 - uint64(1);
const uint64 l_485 = l_484 / l_mut_112;
const uint64 l_486 = uint64(l_480);
const bool l_487 = l_485 < l_486;
const uint64 l_488 = uint64(l_480);
const uint64 l_489 = (l_487) ? l_485 : l_488;
const uint32 l_490 = uint32(l_489);
l_mut_458 = l_490;
}
const uint64 l_491 = uint64(l_mut_458);
const uint64 l_492 = l_mut_112 * l_491;
const uint64 l_493 = l_406 - l_492;
l_mut_455 = l_493;
const bool l_494 = l_mut_455 < l_mut_112;
const bool l_495 = !l_494;
if (l_495) {
const uint64 l_496 = l_mut_455 - l_mut_112;
l_mut_455 = l_496;
}
}
const bool l_497 = l_mut_455 < l_mut_438;
if (l_497) {
l_mut_438 = l_mut_455;
}
}
}
const bool l_498 = l_mut_438 < l_409;
const bool l_499 = !l_498;
const uint32 l_500 = uint32(l_499);
const uint32 l_501 = uint32(2) - l_500;
l_mut_425 = l_501;
}
const bool l_502 = l_mut_425 > uint32(0);
if (l_502) {
const bool l_503 = l_mut_425 == uint32(1);
l_mut_413 = l_503;
l_mut_416 = bool(false);
}
}
l_mut_504 = bool(false);
while (true) {
const bool l_505 = !l_mut_416;
if (l_505) {
break;}
const bool l_506 = l_mut_134 < l_mut_221;
if (l_506) {
const uint64 l_507 = l_mut_221 - l_mut_134;
l_mut_455 = l_507;
l_mut_438 = l_mut_221;
const bool l_508 = l_mut_455 < l_mut_221;
if (l_508) {
l_mut_438 = l_mut_455;
}
l_mut_509 = bool(false);
l_mut_458 = uint32(0);
const bool l_510 = l_mut_167 == uint64(0);
const bool l_511 = !l_510;
const bool l_512 = l_mut_509 && l_511;
const bool l_513 = l_mut_167 < l_mut_438;
const bool l_514 = l_512 && l_513;
const uint32 l_515 = l_mut_72 + l_mut_412;
const bool l_516 = l_515 < l_107;
const bool l_517 = l_514 && l_516;
if (l_517) {
const uint32 l_518 = l_107 - l_mut_72;
const uint32 l_519 = l_518 - l_mut_412;
const uint32 l_520 = l_519 / l_mut_72;
const uint64 l_521 = l_mut_438 - uint64(1);
const uint64 l_522 = l_521 / l_mut_167;
const uint64 l_523 = uint64(l_520);
const bool l_524 = l_522 < l_523;
const uint64 l_525 = uint64(l_520);
const uint64 l_526 = (l_524) ? l_522 : l_525;
const uint32 l_527 = uint32(l_526);
l_mut_458 = l_527;
}
l_mut_455 = l_mut_221;
l_mut_438 = l_mut_167;
l_mut_425 = l_mut_72;
l_mut_528 = l_mut_412;
l_mut_112 = l_mut_134;
l_mut_529 = uint32(0);
const bool l_530 = l_mut_458 > uint32(0);
if (l_530) {
const uint64 l_531 = uint64(l_mut_458);
const uint64 l_532 = l_mut_167 * l_531;
const uint64 l_533 = l_mut_221 - l_532;
l_mut_455 = l_533;
const uint32 l_534 = l_mut_458 * l_mut_72;
const uint32 l_535 = l_mut_412 + l_534;
l_mut_528 = l_535;
} else {
const bool l_536 = l_mut_529 == uint32(0);
if (l_536) {
const uint32 l_537 = l_107 - l_mut_72;
const uint32 l_538 = l_537 / l_mut_412;
l_mut_458 = uint32(0);
l_mut_509 = bool(false);
const bool l_539 = l_mut_221 == uint64(0);
if (l_539) {
l_mut_458 = l_538;
} else {
if (l_mut_509) {
const bool l_540 = l_mut_221 < l_mut_167;
if (l_540) {
const uint64 l_541 = l_mut_167 - uint64(1);
const uint64 l_542 = l_541 / l_mut_221;
const uint64 l_543 = uint64(l_538);
const bool l_544 = l_542 < l_543;
const uint64 l_545 = uint64(l_538);
const uint64 l_546 = (l_544) ? l_542 : l_545;
const uint32 l_547 = uint32(l_546);
l_mut_458 = l_547;
}
} else {
l_mut_548 = l_mut_167;
while (true) {
const bool l_549 = l_mut_221 < l_mut_548;
const uint32 l_550 = l_mut_458 * l_mut_412;
const uint32 l_551 = l_mut_72 + l_550;
const uint32 l_552 = l_551 + l_mut_412;
const bool l_553 = l_552 < l_107;
const bool l_554 = l_549 && l_553;
const bool l_555 = !l_554;
if (l_555) {
break;}
const uint64 l_556 = l_mut_548 - l_mut_221;
l_mut_548 = l_556;
l_mut_458 = l_mut_458 + uint32(1);
}
}
}
const uint32 l_557 = l_mut_458 * l_mut_412;
const uint32 l_558 = l_mut_72 + l_557;
const uint32 l_559 = l_558 + l_mut_412;
const bool l_560 = l_559 >= l_107;
if (l_560) {
l_mut_529 = uint32(1);
} else {
const uint64 l_561 = uint64(l_mut_458);
const uint64 l_562 = l_mut_221 * l_561;
const uint64 l_563 = l_mut_167 - l_562;
l_mut_438 = l_563;
const uint32 l_564 = l_mut_458 * l_mut_412;
const uint32 l_565 = l_mut_72 + l_564;
l_mut_425 = l_565;
const uint64 l_566 = l_mut_221 - l_mut_438;
l_mut_455 = l_566;
const uint32 l_567 = l_mut_412 + l_mut_425;
l_mut_528 = l_567;
}
}
}
l_mut_221 = l_mut_455;
l_mut_167 = l_mut_438;
l_mut_72 = l_mut_425;
l_mut_412 = l_mut_528;
l_mut_134 = l_mut_112;
const bool l_568 = l_mut_529 == uint32(1);
l_mut_413 = l_568;
const bool l_569 = l_mut_529 == uint32(0);
l_mut_416 = l_569;
} else {
const uint64 l_570 = l_mut_167 - l_mut_134;
l_mut_548 = l_570;
const uint64 l_571 = l_mut_134 - l_409;
l_mut_548 = l_571;
l_mut_455 = l_mut_167;
const bool l_572 = l_mut_548 < l_mut_167;
if (l_572) {
l_mut_455 = l_mut_548;
}
l_mut_509 = bool(false);
l_mut_529 = uint32(0);
const bool l_573 = l_mut_221 == uint64(0);
const bool l_574 = !l_573;
const bool l_575 = l_mut_509 && l_574;
const bool l_576 = l_mut_221 < l_mut_455;
const bool l_577 = l_575 && l_576;
const uint32 l_578 = l_mut_412 + l_mut_72;
const bool l_579 = l_578 < l_107;
const bool l_580 = l_577 && l_579;
if (l_580) {
const uint32 l_581 = l_107 - l_mut_412;
const uint32 l_582 = l_581 - l_mut_72;
const uint32 l_583 = l_582 / l_mut_412;
const uint64 l_584 = l_mut_455 - uint64(1);
const uint64 l_585 = l_584 / l_mut_221;
const uint64 l_586 = uint64(l_583);
const bool l_587 = l_585 < l_586;
const uint64 l_588 = uint64(l_583);
const uint64 l_589 = (l_587) ? l_585 : l_588;
const uint32 l_590 = uint32(l_589);
l_mut_529 = l_590;
}
l_mut_548 = l_mut_167;
l_mut_455 = l_mut_221;
l_mut_528 = l_mut_412;
l_mut_458 = l_mut_72;
l_mut_438 = l_mut_134;
l_mut_425 = uint32(0);
const bool l_591 = l_mut_529 > uint32(0);
if (l_591) {
const uint64 l_592 = uint64(l_mut_529);
const uint64 l_593 = l_mut_221 * l_592;
const uint64 l_594 = l_mut_134 - l_593;
l_mut_438 = l_594;
const uint64 l_595 = l_mut_167 - l_593;
l_mut_548 = l_595;
const uint32 l_596 = l_mut_529 * l_mut_412;
const uint32 l_597 = l_mut_72 + l_596;
l_mut_458 = l_597;
} else {
const uint64 l_598 = l_mut_134 - l_mut_221;
l_mut_438 = l_598;
const bool l_599 = l_mut_438 < l_409;
if (l_599) {
l_mut_425 = uint32(2);
}
const bool l_600 = l_mut_425 == uint32(0);
if (l_600) {
const uint32 l_601 = l_107 - l_mut_412;
const uint32 l_602 = l_601 / l_mut_72;
l_mut_529 = uint32(0);
l_mut_509 = bool(false);
const bool l_603 = l_mut_167 == uint64(0);
if (l_603) {
l_mut_529 = l_602;
} else {
if (l_mut_509) {
const bool l_604 = l_mut_167 < l_mut_221;
if (l_604) {
const uint64 l_605 = l_mut_221 - uint64(1);
const uint64 l_606 = l_605 / l_mut_167;
const uint64 l_607 = uint64(l_602);
const bool l_608 = l_606 < l_607;
const uint64 l_609 = uint64(l_602);
const uint64 l_610 = (l_608) ? l_606 : l_609;
const uint32 l_611 = uint32(l_610);
l_mut_529 = l_611;
}
} else {
l_mut_112 = l_mut_221;
while (true) {
const bool l_612 = l_mut_167 < l_mut_112;
const uint32 l_613 = l_mut_529 * l_mut_72;
const uint32 l_614 = l_mut_412 + l_613;
const uint32 l_615 = l_614 + l_mut_72;
const bool l_616 = l_615 < l_107;
const bool l_617 = l_612 && l_616;
const bool l_618 = !l_617;
if (l_618) {
break;}
const uint64 l_619 = l_mut_112 - l_mut_167;
l_mut_112 = l_619;
l_mut_529 = l_mut_529 + uint32(1);
}
}
}
const uint32 l_620 = l_mut_529 * l_mut_72;
const uint32 l_621 = l_mut_412 + l_620;
const uint32 l_622 = l_621 + l_mut_72;
const bool l_623 = l_622 >= l_107;
if (l_623) {
l_mut_425 = uint32(1);
} else {
const uint64 l_624 = uint64(l_mut_529);
const uint64 l_625 = l_mut_167 * l_624;
const uint64 l_626 = l_mut_221 - l_625;
l_mut_455 = l_626;
const uint32 l_627 = l_mut_529 * l_mut_72;
const uint32 l_628 = l_mut_412 + l_627;
l_mut_528 = l_628;
const uint64 l_629 = l_mut_167 - l_mut_455;
l_mut_548 = l_629;
const uint32 l_630 = l_mut_72 + l_mut_528;
l_mut_458 = l_630;
}
}
}
l_mut_221 = l_mut_455;
l_mut_167 = l_mut_548;
l_mut_72 = l_mut_458;
l_mut_412 = l_mut_528;
l_mut_134 = l_mut_438;
const bool l_631 = l_mut_425 == uint32(1);
l_mut_413 = l_631;
const bool l_632 = l_mut_425 == uint32(0);
l_mut_416 = l_632;
}
}
const bool l_633 = !l_mut_413;
if (l_633) {
const uint32 l_634 = l_65 * uint32(8);
const uint32 l_635 = l_634 + l_66;
const uint32 l_778 = info.static_meta[uint32(6)];
const uint32 l_779 = l_778 * uint32(1);
const uint32 l_780 = l_779 - uint32(1);
const uint32 l_781 = min(uint32(1), l_780);
uint32* l_782 = &buffer_6[l_781];
uint32* l_636 = l_782;
const uint32 l_637 = atomicAdd(l_636, uint32(1));
const uint32 l_638 = info.static_meta[uint32(12)];
const bool l_639 = l_637 < l_638;
if (l_639) {
const uint32 l_783 = info.static_meta[uint32(5)];
const uint32 l_784 = l_783 * uint32(1);
const bool l_785 = l_637 < l_784;
if (l_785) {
buffer_5[l_637] = l_635;
}
}
}
}
}

}
