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
bool l_mut_402;
bool l_mut_405;
bool l_mut_493;
bool l_mut_498;
uint32 l_mut_401;
uint32 l_mut_414;
uint32 l_mut_447;
uint32 l_mut_517;
uint32 l_mut_518;
uint32 l_mut_54;
uint64 l_mut_116;
uint64 l_mut_149;
uint64 l_mut_203;
uint64 l_mut_427;
uint64 l_mut_444;
uint64 l_mut_537;
uint64 l_mut_94;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_629 = info.static_meta[uint32(6)];
const uint32 l_630 = l_629 * uint32(1);
const uint32 l_631 = l_630 - uint32(1);
const uint32 l_632 = min(uint32(3), l_631);
uint32* l_633 = &buffer_6[l_632];
uint32* l_1 = l_633;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = info.static_meta[uint32(11)];
const uint32 l_4 = l_3 * uint32(8);
const bool l_5 = idxGlobal < l_4;
if (l_5) {
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_634 = info.static_meta[uint32(3)];
const uint32 l_635 = l_634 * uint32(1);
const bool l_636 = l_6 < l_635;
const uint32 l_637 = l_635 - uint32(1);
const uint32 l_638 = min(l_6, l_637);
const uint32 l_639 = buffer_3[l_638];
const uint32 l_640 = (l_636) ? l_639 : uint32(0);
const uint32 l_7 = l_640;
const uint64 l_8 = uint64(l_7);
const uint32 l_9 = uint32(2) * uint32(0);
const uint32 l_10 = l_9 + uint32(1);
const uint32 l_641 = info.static_meta[uint32(3)];
const uint32 l_642 = l_641 * uint32(1);
const bool l_643 = l_10 < l_642;
const uint32 l_644 = l_642 - uint32(1);
const uint32 l_645 = min(l_10, l_644);
const uint32 l_646 = buffer_3[l_645];
const uint32 l_647 = (l_643) ? l_646 : uint32(0);
const uint32 l_11 = l_647;
const uint64 l_12 = uint64(l_11);
const uint64 l_13 = l_12 << uint64(32);
const uint64 l_14 = l_8 | l_13;
const uint64 l_15 = l_14 & uint64(4294967295);
const uint32 l_16 = uint32(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_648 = info.static_meta[uint32(3)];
const uint32 l_649 = l_648 * uint32(1);
const bool l_650 = l_17 < l_649;
const uint32 l_651 = l_649 - uint32(1);
const uint32 l_652 = min(l_17, l_651);
const uint32 l_653 = buffer_3[l_652];
const uint32 l_654 = (l_650) ? l_653 : uint32(0);
const uint32 l_18 = l_654;
const uint64 l_19 = uint64(l_18);
const uint32 l_20 = uint32(2) * uint32(1);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_655 = info.static_meta[uint32(3)];
const uint32 l_656 = l_655 * uint32(1);
const bool l_657 = l_21 < l_656;
const uint32 l_658 = l_656 - uint32(1);
const uint32 l_659 = min(l_21, l_658);
const uint32 l_660 = buffer_3[l_659];
const uint32 l_661 = (l_657) ? l_660 : uint32(0);
const uint32 l_22 = l_661;
const uint64 l_23 = uint64(l_22);
const uint64 l_24 = l_23 << uint64(32);
const uint64 l_25 = l_19 | l_24;
const uint64 l_26 = l_25 & uint64(4294967295);
const uint32 l_27 = uint32(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_662 = info.static_meta[uint32(3)];
const uint32 l_663 = l_662 * uint32(1);
const bool l_664 = l_28 < l_663;
const uint32 l_665 = l_663 - uint32(1);
const uint32 l_666 = min(l_28, l_665);
const uint32 l_667 = buffer_3[l_666];
const uint32 l_668 = (l_664) ? l_667 : uint32(0);
const uint32 l_29 = l_668;
const uint64 l_30 = uint64(l_29);
const uint32 l_31 = uint32(2) * uint32(2);
const uint32 l_32 = l_31 + uint32(1);
const uint32 l_669 = info.static_meta[uint32(3)];
const uint32 l_670 = l_669 * uint32(1);
const bool l_671 = l_32 < l_670;
const uint32 l_672 = l_670 - uint32(1);
const uint32 l_673 = min(l_32, l_672);
const uint32 l_674 = buffer_3[l_673];
const uint32 l_675 = (l_671) ? l_674 : uint32(0);
const uint32 l_33 = l_675;
const uint64 l_34 = uint64(l_33);
const uint64 l_35 = l_34 << uint64(32);
const uint64 l_36 = l_30 | l_35;
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_676 = info.static_meta[uint32(3)];
const uint32 l_677 = l_676 * uint32(1);
const bool l_678 = l_37 < l_677;
const uint32 l_679 = l_677 - uint32(1);
const uint32 l_680 = min(l_37, l_679);
const uint32 l_681 = buffer_3[l_680];
const uint32 l_682 = (l_678) ? l_681 : uint32(0);
const uint32 l_38 = l_682;
const uint64 l_39 = uint64(l_38);
const uint32 l_40 = uint32(2) * uint32(3);
const uint32 l_41 = l_40 + uint32(1);
const uint32 l_683 = info.static_meta[uint32(3)];
const uint32 l_684 = l_683 * uint32(1);
const bool l_685 = l_41 < l_684;
const uint32 l_686 = l_684 - uint32(1);
const uint32 l_687 = min(l_41, l_686);
const uint32 l_688 = buffer_3[l_687];
const uint32 l_689 = (l_685) ? l_688 : uint32(0);
const uint32 l_42 = l_689;
const uint64 l_43 = uint64(l_42);
const uint64 l_44 = l_43 << uint64(32);
const uint64 l_45 = l_39 | l_44;
const uint32 l_46 = idxGlobal / uint32(8);
const uint32 l_690 = info.static_meta[uint32(4)];
const uint32 l_691 = l_690 * uint32(1);
const bool l_692 = l_46 < l_691;
const uint32 l_693 = l_691 - uint32(1);
const uint32 l_694 = min(l_46, l_693);
const uint32 l_695 = buffer_4[l_694];
const uint32 l_696 = (l_692) ? l_695 : uint32(0);
const uint32 l_47 = l_696;
const uint32 l_48 = idxGlobal % uint32(8);
const uint32 l_49 = l_16 / uint32(8);
const uint32 l_50 = l_48 * l_49;
const uint64 l_51 = uint64(l_47);
const uint64 l_52 = uint64(l_16);
const uint64 l_53 = l_51 * l_52;
l_mut_54 = uint32(0);
const bool l_55 = l_53 < l_45;
if (l_55) {
const uint64 l_56 = l_45 - l_53;
l_mut_54 = l_16;
const uint64 l_57 = uint64(l_16);
const bool l_58 = l_56 < l_57;
if (l_58) {
const uint64 l_59 = l_56 & uint64(4294967295);
const uint32 l_60 = uint32(l_59);
l_mut_54 = l_60;
}
}
const bool l_61 = l_50 < l_mut_54;
if (l_61) {
const uint32 l_62 = uint32(2) * l_47;
const uint32 l_697 = info.static_meta[uint32(0)];
const uint32 l_698 = l_697 * uint32(1);
const bool l_699 = l_62 < l_698;
const uint32 l_700 = l_698 - uint32(1);
const uint32 l_701 = min(l_62, l_700);
const uint32 l_702 = buffer_0[l_701];
const uint32 l_703 = (l_699) ? l_702 : uint32(0);
const uint32 l_63 = l_703;
const uint64 l_64 = uint64(l_63);
const uint32 l_65 = uint32(2) * l_47;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_704 = info.static_meta[uint32(0)];
const uint32 l_705 = l_704 * uint32(1);
const bool l_706 = l_66 < l_705;
const uint32 l_707 = l_705 - uint32(1);
const uint32 l_708 = min(l_66, l_707);
const uint32 l_709 = buffer_0[l_708];
const uint32 l_710 = (l_706) ? l_709 : uint32(0);
const uint32 l_67 = l_710;
const uint64 l_68 = uint64(l_67);
const uint64 l_69 = l_68 << uint64(32);
const uint64 l_70 = l_64 | l_69;
const uint32 l_71 = uint32(2) * l_47;
const uint32 l_711 = info.static_meta[uint32(1)];
const uint32 l_712 = l_711 * uint32(1);
const bool l_713 = l_71 < l_712;
const uint32 l_714 = l_712 - uint32(1);
const uint32 l_715 = min(l_71, l_714);
const uint32 l_716 = buffer_1[l_715];
const uint32 l_717 = (l_713) ? l_716 : uint32(0);
const uint32 l_72 = l_717;
const uint64 l_73 = uint64(l_72);
const uint32 l_74 = uint32(2) * l_47;
const uint32 l_75 = l_74 + uint32(1);
const uint32 l_718 = info.static_meta[uint32(1)];
const uint32 l_719 = l_718 * uint32(1);
const bool l_720 = l_75 < l_719;
const uint32 l_721 = l_719 - uint32(1);
const uint32 l_722 = min(l_75, l_721);
const uint32 l_723 = buffer_1[l_722];
const uint32 l_724 = (l_720) ? l_723 : uint32(0);
const uint32 l_76 = l_724;
const uint64 l_77 = uint64(l_76);
const uint64 l_78 = l_77 << uint64(32);
const uint64 l_79 = l_73 | l_78;
const uint32 l_80 = uint32(2) * l_47;
const uint32 l_725 = info.static_meta[uint32(2)];
const uint32 l_726 = l_725 * uint32(1);
const bool l_727 = l_80 < l_726;
const uint32 l_728 = l_726 - uint32(1);
const uint32 l_729 = min(l_80, l_728);
const uint32 l_730 = buffer_2[l_729];
const uint32 l_731 = (l_727) ? l_730 : uint32(0);
const uint32 l_81 = l_731;
const uint64 l_82 = uint64(l_81);
const uint32 l_83 = uint32(2) * l_47;
const uint32 l_84 = l_83 + uint32(1);
const uint32 l_732 = info.static_meta[uint32(2)];
const uint32 l_733 = l_732 * uint32(1);
const bool l_734 = l_84 < l_733;
const uint32 l_735 = l_733 - uint32(1);
const uint32 l_736 = min(l_84, l_735);
const uint32 l_737 = buffer_2[l_736];
const uint32 l_738 = (l_734) ? l_737 : uint32(0);
const uint32 l_85 = l_738;
const uint64 l_86 = uint64(l_85);
const uint64 l_87 = l_86 << uint64(32);
const uint64 l_88 = l_82 | l_87;
const uint32 l_89 = l_16 / uint32(8);
const uint32 l_90 = l_48 * l_89;
const uint32 l_91 = l_90 + l_90;
const uint64 l_92 = l_88 >> uint64(63);
const bool l_93 = l_92 == uint64(1);
l_mut_94 = l_88;
if (l_93) {
const uint64 l_95 = uint64(uint32(0));
const uint64 l_96 = l_95 - l_88;
l_mut_94 = l_96;
}
const uint64 l_97 = uint64(l_91);
const uint64 l_98 = l_mut_94 & uint64(4294967295);
const uint64 l_99 = l_98 * l_97;
const uint64 l_100 = l_mut_94 >> uint64(32);
const uint64 l_101 = l_100 * l_97;
const uint64 l_102 = l_101 << uint64(32);
const uint64 l_103 = l_99 + l_102;
const uint64 l_104 = l_101 >> uint64(32);
const bool l_105 = l_103 < l_99;
const uint64 l_106 = uint64(l_105);
const uint64 l_107 = l_104 + l_106;
l_mut_94 = l_103;
const bool l_108 = l_27 == uint32(64);
if (l_108) {
l_mut_94 = l_107;
} else {
const bool l_109 = l_27 > uint32(0);
if (l_109) {
const uint32 l_110 = uint32(64) - l_27;
const uint64 l_111 = uint64(l_110);
const uint64 l_112 = l_107 << l_111;
const uint64 l_113 = uint64(l_27);
const uint64 l_114 = l_103 >> l_113;
const uint64 l_115 = l_112 | l_114;
l_mut_94 = l_115;
}
}
l_mut_116 = l_mut_94;
if (l_93) {
const uint64 l_117 = uint64(uint32(0));
const uint64 l_118 = l_117 - l_mut_116;
l_mut_116 = l_118;
}
const uint64 l_119 = l_70 + l_mut_116;
const uint64 l_120 = uint64(l_90);
const uint64 l_121 = l_70 * l_120;
const uint64 l_122 = l_79 + l_121;
const uint64 l_123 = uint64(uint32(0));
l_mut_116 = l_123;
const bool l_124 = l_90 < uint32(65536);
if (l_124) {
const uint32 l_125 = l_90 * l_90;
const uint64 l_126 = l_88 >> uint64(63);
const bool l_127 = l_126 == uint64(1);
l_mut_94 = l_88;
if (l_127) {
const uint64 l_128 = uint64(uint32(0));
const uint64 l_129 = l_128 - l_88;
l_mut_94 = l_129;
}
const uint64 l_130 = uint64(l_125);
const uint64 l_131 = l_mut_94 & uint64(4294967295);
const uint64 l_132 = l_131 * l_130;
const uint64 l_133 = l_mut_94 >> uint64(32);
const uint64 l_134 = l_133 * l_130;
const uint64 l_135 = l_134 << uint64(32);
const uint64 l_136 = l_132 + l_135;
const uint64 l_137 = l_134 >> uint64(32);
const bool l_138 = l_136 < l_132;
const uint64 l_139 = uint64(l_138);
const uint64 l_140 = l_137 + l_139;
l_mut_94 = l_136;
const bool l_141 = l_27 == uint32(64);
if (l_141) {
l_mut_94 = l_140;
} else {
const bool l_142 = l_27 > uint32(0);
if (l_142) {
const uint32 l_143 = uint32(64) - l_27;
const uint64 l_144 = uint64(l_143);
const uint64 l_145 = l_140 << l_144;
const uint64 l_146 = uint64(l_27);
const uint64 l_147 = l_136 >> l_146;
const uint64 l_148 = l_145 | l_147;
l_mut_94 = l_148;
}
}
l_mut_149 = l_mut_94;
if (l_127) {
const uint64 l_150 = uint64(uint32(0));
const uint64 l_151 = l_150 - l_mut_149;
l_mut_149 = l_151;
}
l_mut_116 = l_mut_149;
} else {
const uint64 l_152 = l_88 >> uint64(63);
const bool l_153 = l_152 == uint64(1);
l_mut_149 = l_88;
if (l_153) {
const uint64 l_154 = uint64(uint32(0));
const uint64 l_155 = l_154 - l_88;
l_mut_149 = l_155;
}
const uint64 l_156 = uint64(l_90);
const uint64 l_157 = l_mut_149 & uint64(4294967295);
const uint64 l_158 = l_157 * l_156;
const uint64 l_159 = l_mut_149 >> uint64(32);
const uint64 l_160 = l_159 * l_156;
const uint64 l_161 = l_160 << uint64(32);
const uint64 l_162 = l_158 + l_161;
const uint64 l_163 = l_160 >> uint64(32);
const bool l_164 = l_162 < l_158;
const uint64 l_165 = uint64(l_164);
const uint64 l_166 = l_163 + l_165;
l_mut_94 = l_162;
const bool l_167 = uint32(0) == uint32(64);
if (l_167) {
l_mut_94 = l_166;
} else {
const bool l_168 = uint32(0) > uint32(0);
if (l_168) {
const uint64 l_169 = uint64(uint32(64));
const uint64 l_170 = l_166 << l_169;
const uint64 l_171 = uint64(uint32(0));
const uint64 l_172 = l_162 >> l_171;
const uint64 l_173 = l_170 | l_172;
l_mut_94 = l_173;
}
}
const uint64 l_174 = uint64(l_90);
const uint64 l_175 = l_mut_149 & uint64(4294967295);
const uint64 l_176 = l_175 * l_174;
const uint64 l_177 = l_mut_149 >> uint64(32);
const uint64 l_178 = l_177 * l_174;
const uint64 l_179 = l_178 << uint64(32);
const uint64 l_180 = l_176 + l_179;
const uint64 l_181 = l_178 >> uint64(32);
const bool l_182 = l_180 < l_176;
const uint64 l_183 = uint64(l_182);
const uint64 l_184 = l_181 + l_183;
l_mut_149 = l_180;
const bool l_185 = uint32(64) == uint32(64);
if (l_185) {
l_mut_149 = l_184;
} else {
const bool l_186 = uint32(64) > uint32(0);
if (l_186) {
const uint64 l_187 = uint64(uint32(0));
const uint64 l_188 = l_184 << l_187;
const uint64 l_189 = uint64(uint32(64));
const uint64 l_190 = l_180 >> l_189;
const uint64 l_191 = l_188 | l_190;
l_mut_149 = l_191;
}
}
const uint64 l_192 = uint64(l_90);
const uint64 l_193 = l_mut_94 & uint64(4294967295);
const uint64 l_194 = l_193 * l_192;
const uint64 l_195 = l_mut_94 >> uint64(32);
const uint64 l_196 = l_195 * l_192;
const uint64 l_197 = l_196 << uint64(32);
const uint64 l_198 = l_194 + l_197;
const uint64 l_199 = l_196 >> uint64(32);
const bool l_200 = l_198 < l_194;
const uint64 l_201 = uint64(l_200);
const uint64 l_202 = l_199 + l_201;
l_mut_203 = l_198;
const bool l_204 = uint32(0) == uint32(64);
if (l_204) {
l_mut_203 = l_202;
} else {
const bool l_205 = uint32(0) > uint32(0);
if (l_205) {
const uint64 l_206 = uint64(uint32(64));
const uint64 l_207 = l_202 << l_206;
const uint64 l_208 = uint64(uint32(0));
const uint64 l_209 = l_198 >> l_208;
const uint64 l_210 = l_207 | l_209;
l_mut_203 = l_210;
}
}
const uint64 l_211 = uint64(l_90);
const uint64 l_212 = l_mut_94 & uint64(4294967295);
const uint64 l_213 = l_212 * l_211;
const uint64 l_214 = l_mut_94 >> uint64(32);
const uint64 l_215 = l_214 * l_211;
const uint64 l_216 = l_215 << uint64(32);
const uint64 l_217 = l_213 + l_216;
const uint64 l_218 = l_215 >> uint64(32);
const bool l_219 = l_217 < l_213;
const uint64 l_220 = uint64(l_219);
const uint64 l_221 = l_218 + l_220;
l_mut_94 = l_217;
const bool l_222 = uint32(64) == uint32(64);
if (l_222) {
l_mut_94 = l_221;
} else {
const bool l_223 = uint32(64) > uint32(0);
if (l_223) {
const uint64 l_224 = uint64(uint32(0));
const uint64 l_225 = l_221 << l_224;
const uint64 l_226 = uint64(uint32(64));
const uint64 l_227 = l_217 >> l_226;
const uint64 l_228 = l_225 | l_227;
l_mut_94 = l_228;
}
}
const uint64 l_229 = uint64(l_90);
const uint64 l_230 = l_mut_149 * l_229;
const uint64 l_231 = l_mut_94 + l_230;
l_mut_116 = l_mut_203;
const bool l_232 = l_27 == uint32(64);
if (l_232) {
l_mut_116 = l_231;
} else {
const bool l_233 = l_27 > uint32(0);
if (l_233) {
const uint32 l_234 = uint32(64) - l_27;
const uint64 l_235 = uint64(l_234);
const uint64 l_236 = l_231 << l_235;
const uint64 l_237 = uint64(l_27);
const uint64 l_238 = l_mut_203 >> l_237;
const uint64 l_239 = l_236 + l_238;
l_mut_116 = l_239;
}
}
if (l_153) {
const uint64 l_240 = uint64(uint32(0));
const uint64 l_241 = l_240 - l_mut_116;
l_mut_116 = l_241;
}
}
const uint64 l_242 = l_122 + l_mut_116;
const uint64 l_243 = l_88 >> uint64(63);
const bool l_244 = l_243 == uint64(1);
l_mut_203 = l_88;
if (l_244) {
const uint64 l_245 = uint64(uint32(0));
const uint64 l_246 = l_245 - l_88;
l_mut_203 = l_246;
}
const uint64 l_247 = uint64(l_89);
const uint64 l_248 = l_mut_203 & uint64(4294967295);
const uint64 l_249 = l_248 * l_247;
const uint64 l_250 = l_mut_203 >> uint64(32);
const uint64 l_251 = l_250 * l_247;
const uint64 l_252 = l_251 << uint64(32);
const uint64 l_253 = l_249 + l_252;
const uint64 l_254 = l_251 >> uint64(32);
const bool l_255 = l_253 < l_249;
const uint64 l_256 = uint64(l_255);
const uint64 l_257 = l_254 + l_256;
l_mut_203 = l_253;
const bool l_258 = l_27 == uint32(64);
if (l_258) {
l_mut_203 = l_257;
} else {
const bool l_259 = l_27 > uint32(0);
if (l_259) {
const uint32 l_260 = uint32(64) - l_27;
const uint64 l_261 = uint64(l_260);
const uint64 l_262 = l_257 << l_261;
const uint64 l_263 = uint64(l_27);
const uint64 l_264 = l_253 >> l_263;
const uint64 l_265 = l_262 | l_264;
l_mut_203 = l_265;
}
}
l_mut_149 = l_mut_203;
if (l_244) {
const uint64 l_266 = uint64(uint32(0));
const uint64 l_267 = l_266 - l_mut_149;
l_mut_149 = l_267;
}
const uint64 l_268 = l_119 + l_mut_149;
const uint32 l_269 = l_27 + uint32(3);
const uint64 l_270 = uint64(uint32(0));
l_mut_203 = l_270;
const bool l_271 = l_89 < uint32(65536);
if (l_271) {
const uint32 l_272 = l_89 * l_89;
const uint64 l_273 = l_88 >> uint64(63);
const bool l_274 = l_273 == uint64(1);
l_mut_149 = l_88;
if (l_274) {
const uint64 l_275 = uint64(uint32(0));
const uint64 l_276 = l_275 - l_88;
l_mut_149 = l_276;
}
const uint64 l_277 = uint64(l_272);
const uint64 l_278 = l_mut_149 & uint64(4294967295);
const uint64 l_279 = l_278 * l_277;
const uint64 l_280 = l_mut_149 >> uint64(32);
const uint64 l_281 = l_280 * l_277;
const uint64 l_282 = l_281 << uint64(32);
const uint64 l_283 = l_279 + l_282;
const uint64 l_284 = l_281 >> uint64(32);
const bool l_285 = l_283 < l_279;
const uint64 l_286 = uint64(l_285);
const uint64 l_287 = l_284 + l_286;
l_mut_149 = l_283;
const bool l_288 = l_269 == uint32(64);
if (l_288) {
l_mut_149 = l_287;
} else {
const bool l_289 = l_269 > uint32(0);
if (l_289) {
const uint32 l_290 = uint32(64) - l_269;
const uint64 l_291 = uint64(l_290);
const uint64 l_292 = l_287 << l_291;
const uint64 l_293 = uint64(l_269);
const uint64 l_294 = l_283 >> l_293;
const uint64 l_295 = l_292 | l_294;
l_mut_149 = l_295;
}
}
l_mut_116 = l_mut_149;
if (l_274) {
const uint64 l_296 = uint64(uint32(0));
const uint64 l_297 = l_296 - l_mut_116;
l_mut_116 = l_297;
}
l_mut_203 = l_mut_116;
} else {
const uint64 l_298 = l_88 >> uint64(63);
const bool l_299 = l_298 == uint64(1);
l_mut_149 = l_88;
if (l_299) {
const uint64 l_300 = uint64(uint32(0));
const uint64 l_301 = l_300 - l_88;
l_mut_149 = l_301;
}
const uint64 l_302 = uint64(l_89);
const uint64 l_303 = l_mut_149 & uint64(4294967295);
const uint64 l_304 = l_303 * l_302;
const uint64 l_305 = l_mut_149 >> uint64(32);
const uint64 l_306 = l_305 * l_302;
const uint64 l_307 = l_306 << uint64(32);
const uint64 l_308 = l_304 + l_307;
const uint64 l_309 = l_306 >> uint64(32);
const bool l_310 = l_308 < l_304;
const uint64 l_311 = uint64(l_310);
const uint64 l_312 = l_309 + l_311;
l_mut_116 = l_308;
const bool l_313 = uint32(0) == uint32(64);
if (l_313) {
l_mut_116 = l_312;
} else {
const bool l_314 = uint32(0) > uint32(0);
if (l_314) {
const uint64 l_315 = uint64(uint32(64));
const uint64 l_316 = l_312 << l_315;
const uint64 l_317 = uint64(uint32(0));
const uint64 l_318 = l_308 >> l_317;
const uint64 l_319 = l_316 | l_318;
l_mut_116 = l_319;
}
}
const uint64 l_320 = uint64(l_89);
const uint64 l_321 = l_mut_149 & uint64(4294967295);
const uint64 l_322 = l_321 * l_320;
const uint64 l_323 = l_mut_149 >> uint64(32);
const uint64 l_324 = l_323 * l_320;
const uint64 l_325 = l_324 << uint64(32);
const uint64 l_326 = l_322 + l_325;
const uint64 l_327 = l_324 >> uint64(32);
const bool l_328 = l_326 < l_322;
const uint64 l_329 = uint64(l_328);
const uint64 l_330 = l_327 + l_329;
l_mut_149 = l_326;
const bool l_331 = uint32(64) == uint32(64);
if (l_331) {
l_mut_149 = l_330;
} else {
const bool l_332 = uint32(64) > uint32(0);
if (l_332) {
const uint64 l_333 = uint64(uint32(0));
const uint64 l_334 = l_330 << l_333;
const uint64 l_335 = uint64(uint32(64));
const uint64 l_336 = l_326 >> l_335;
const uint64 l_337 = l_334 | l_336;
l_mut_149 = l_337;
}
}
const uint64 l_338 = uint64(l_89);
const uint64 l_339 = l_mut_116 & uint64(4294967295);
const uint64 l_340 = l_339 * l_338;
const uint64 l_341 = l_mut_116 >> uint64(32);
const uint64 l_342 = l_341 * l_338;
const uint64 l_343 = l_342 << uint64(32);
const uint64 l_344 = l_340 + l_343;
const uint64 l_345 = l_342 >> uint64(32);
const bool l_346 = l_344 < l_340;
const uint64 l_347 = uint64(l_346);
const uint64 l_348 = l_345 + l_347;
l_mut_94 = l_344;
const bool l_349 = uint32(0) == uint32(64);
if (l_349) {
l_mut_94 = l_348;
} else {
const bool l_350 = uint32(0) > uint32(0);
if (l_350) {
const uint64 l_351 = uint64(uint32(64));
const uint64 l_352 = l_348 << l_351;
const uint64 l_353 = uint64(uint32(0));
const uint64 l_354 = l_344 >> l_353;
const uint64 l_355 = l_352 | l_354;
l_mut_94 = l_355;
}
}
const uint64 l_356 = uint64(l_89);
const uint64 l_357 = l_mut_116 & uint64(4294967295);
const uint64 l_358 = l_357 * l_356;
const uint64 l_359 = l_mut_116 >> uint64(32);
const uint64 l_360 = l_359 * l_356;
const uint64 l_361 = l_360 << uint64(32);
const uint64 l_362 = l_358 + l_361;
const uint64 l_363 = l_360 >> uint64(32);
const bool l_364 = l_362 < l_358;
const uint64 l_365 = uint64(l_364);
const uint64 l_366 = l_363 + l_365;
l_mut_116 = l_362;
const bool l_367 = uint32(64) == uint32(64);
if (l_367) {
l_mut_116 = l_366;
} else {
const bool l_368 = uint32(64) > uint32(0);
if (l_368) {
const uint64 l_369 = uint64(uint32(0));
const uint64 l_370 = l_366 << l_369;
const uint64 l_371 = uint64(uint32(64));
const uint64 l_372 = l_362 >> l_371;
const uint64 l_373 = l_370 | l_372;
l_mut_116 = l_373;
}
}
const uint64 l_374 = uint64(l_89);
const uint64 l_375 = l_mut_149 * l_374;
const uint64 l_376 = l_mut_116 + l_375;
l_mut_203 = l_mut_94;
const bool l_377 = l_269 == uint32(64);
if (l_377) {
l_mut_203 = l_376;
} else {
const bool l_378 = l_269 > uint32(0);
if (l_378) {
const uint32 l_379 = uint32(64) - l_269;
const uint64 l_380 = uint64(l_379);
const uint64 l_381 = l_376 << l_380;
const uint64 l_382 = uint64(l_269);
const uint64 l_383 = l_mut_94 >> l_382;
const uint64 l_384 = l_381 + l_383;
l_mut_203 = l_384;
}
}
if (l_299) {
const uint64 l_385 = uint64(uint32(0));
const uint64 l_386 = l_385 - l_mut_203;
l_mut_203 = l_386;
}
}
l_mut_149 = l_mut_203;
const uint64 l_387 = l_mut_203 >> uint64(63);
const bool l_388 = l_387 == uint64(1);
if (l_388) {
const uint64 l_389 = uint64(uint32(0));
const uint64 l_390 = l_389 - l_mut_203;
l_mut_149 = l_390;
}
const uint64 l_391 = l_36 + l_mut_149;
const uint64 l_392 = uint64(uint32(1));
const uint64 l_393 = l_391 + l_392;
const uint64 l_394 = l_242 - l_mut_203;
const uint64 l_395 = l_394 + l_393;
const uint64 l_396 = uint64(uint32(0));
const uint64 l_397 = l_396 - l_268;
const uint64 l_398 = l_393 + l_393;
l_mut_203 = l_397;
const uint64 l_399 = uint64(uint32(0));
const uint64 l_400 = l_399 - l_397;
l_mut_149 = l_400;
l_mut_116 = l_395;
l_mut_54 = uint32(1);
l_mut_401 = uint32(1);
l_mut_402 = bool(false);
const bool l_403 = l_mut_116 < l_398;
const bool l_404 = !l_403;
l_mut_405 = l_404;
const bool l_406 = l_397 == uint64(0);
if (l_406) {
l_mut_402 = l_mut_405;
l_mut_405 = bool(false);
}
if (l_mut_405) {
const uint64 l_407 = l_397 >> uint64(63);
const bool l_408 = l_407 == uint64(1);
l_mut_94 = l_397;
if (l_408) {
const uint64 l_409 = uint64(uint32(0));
const uint64 l_410 = l_409 - l_397;
l_mut_94 = l_410;
}
const uint32 l_411 = l_89 - uint32(1);
const uint64 l_412 = uint64(l_411);
const uint64 l_413 = l_mut_94 * l_412;
l_mut_414 = uint32(0);
const uint32 l_415 = l_89 - uint32(1);
const uint64 l_416 = uint64(l_415);
const uint64 l_417 = l_mut_94 & uint64(4294967295);
const uint64 l_418 = l_417 * l_416;
const uint64 l_419 = l_mut_94 >> uint64(32);
const uint64 l_420 = l_419 * l_416;
const uint64 l_421 = l_420 << uint64(32);
const uint64 l_422 = l_418 + l_421;
const uint64 l_423 = l_420 >> uint64(32);
const bool l_424 = l_422 < l_418;
const uint64 l_425 = uint64(l_424);
const uint64 l_426 = l_423 + l_425;
l_mut_427 = l_422;
const bool l_428 = uint32(64) == uint32(64);
if (l_428) {
l_mut_427 = l_426;
} else {
const bool l_429 = uint32(64) > uint32(0);
if (l_429) {
const uint64 l_430 = uint64(uint32(0));
const uint64 l_431 = l_426 << l_430;
const uint64 l_432 = uint64(uint32(64));
const uint64 l_433 = l_422 >> l_432;
const uint64 l_434 = l_431 | l_433;
l_mut_427 = l_434;
}
}
const bool l_435 = l_mut_427 == uint64(0);
if (l_435) {
l_mut_427 = l_395;
if (l_408) {
const uint64 l_436 = uint64(uint32(0));
const uint64 l_437 = l_436 - l_395;
const bool l_438 = l_395 == uint64(0);
const bool l_439 = !l_438;
const bool l_440 = l_413 < l_437;
const bool l_441 = !l_440;
const bool l_442 = l_439 && l_441;
if (l_442) {
const uint32 l_443 = l_89 - uint32(1);
l_mut_444 = l_437;
const bool l_445 = l_437 < l_mut_94;
const bool l_446 = !l_445;
if (l_446) {
l_mut_447 = uint32(0);
const bool l_448 = l_mut_94 < l_437;
if (l_448) {
const uint64 l_449 = l_437 - uint64(1);
const uint64 l_450 = l_449 / l_mut_94;
const uint64 l_451 = uint64(l_443);
const bool l_452 = l_450 < l_451;
const uint64 l_453 = uint64(l_443);
const uint64 l_454 = (l_452) ? l_450 : l_453;
const uint32 l_455 = uint32(l_454);
l_mut_447 = l_455;
}
const uint64 l_456 = uint64(l_mut_447);
const uint64 l_457 = l_mut_94 * l_456;
const uint64 l_458 = l_437 - l_457;
l_mut_444 = l_458;
const bool l_459 = l_mut_444 < l_mut_94;
const bool l_460 = !l_459;
if (l_460) {
const uint64 l_461 = l_mut_444 - l_mut_94;
l_mut_444 = l_461;
}
}
const uint64 l_462 = l_mut_94 - l_mut_444;
l_mut_444 = l_462;
const bool l_463 = l_462 < l_mut_94;
const bool l_464 = !l_463;
if (l_464) {
const uint64 l_465 = l_462 - l_mut_94;
l_mut_444 = l_465;
}
const bool l_466 = l_mut_444 < l_mut_427;
if (l_466) {
l_mut_427 = l_mut_444;
}
}
} else {
const uint64 l_467 = l_395 - l_413;
l_mut_427 = l_467;
const bool l_468 = l_395 < l_413;
if (l_468) {
const uint32 l_469 = l_89 - uint32(1);
l_mut_444 = l_395;
const bool l_470 = l_395 < l_mut_94;
const bool l_471 = !l_470;
if (l_471) {
l_mut_447 = uint32(0);
const bool l_472 = l_mut_94 < l_395;
if (l_472) {
const uint64 l_473 = l_395 - uint64(1);
const uint64 l_474 = l_473 / l_mut_94;
const uint64 l_475 = uint64(l_469);
const bool l_476 = l_474 < l_475;
const uint64 l_477 = uint64(l_469);
const uint64 l_478 = (l_476) ? l_474 : l_477;
const uint32 l_479 = uint32(l_478);
l_mut_447 = l_479;
}
const uint64 l_480 = uint64(l_mut_447);
const uint64 l_481 = l_mut_94 * l_480;
const uint64 l_482 = l_395 - l_481;
l_mut_444 = l_482;
const bool l_483 = l_mut_444 < l_mut_94;
const bool l_484 = !l_483;
if (l_484) {
const uint64 l_485 = l_mut_444 - l_mut_94;
l_mut_444 = l_485;
}
}
const bool l_486 = l_mut_444 < l_mut_427;
if (l_486) {
l_mut_427 = l_mut_444;
}
}
}
const bool l_487 = l_mut_427 < l_398;
const bool l_488 = !l_487;
const uint32 l_489 = uint32(l_488);
const uint32 l_490 = uint32(2) - l_489;
l_mut_414 = l_490;
}
const bool l_491 = l_mut_414 > uint32(0);
if (l_491) {
const bool l_492 = l_mut_414 == uint32(1);
l_mut_402 = l_492;
l_mut_405 = bool(false);
}
}
l_mut_493 = bool(false);
while (true) {
const bool l_494 = !l_mut_405;
if (l_494) {
break;}
const bool l_495 = l_mut_116 < l_mut_203;
if (l_495) {
const uint64 l_496 = l_mut_203 - l_mut_116;
l_mut_444 = l_496;
l_mut_427 = l_mut_203;
const bool l_497 = l_mut_444 < l_mut_203;
if (l_497) {
l_mut_427 = l_mut_444;
}
l_mut_498 = bool(false);
l_mut_498 = bool(true);
l_mut_447 = uint32(0);
const bool l_499 = l_mut_149 == uint64(0);
const bool l_500 = !l_499;
const bool l_501 = l_mut_498 && l_500;
const bool l_502 = l_mut_149 < l_mut_427;
const bool l_503 = l_501 && l_502;
const uint32 l_504 = l_mut_54 + l_mut_401;
const bool l_505 = l_504 < l_89;
const bool l_506 = l_503 && l_505;
if (l_506) {
const uint32 l_507 = l_89 - l_mut_54;
const uint32 l_508 = l_507 - l_mut_401;
const uint32 l_509 = l_508 / l_mut_54;
const uint64 l_510 = l_mut_427 - uint64(1);
const uint64 l_511 = l_510 / l_mut_149;
const uint64 l_512 = uint64(l_509);
const bool l_513 = l_511 < l_512;
const uint64 l_514 = uint64(l_509);
const uint64 l_515 = (l_513) ? l_511 : l_514;
const uint32 l_516 = uint32(l_515);
l_mut_447 = l_516;
}
l_mut_444 = l_mut_203;
l_mut_427 = l_mut_149;
l_mut_414 = l_mut_54;
l_mut_517 = l_mut_401;
l_mut_94 = l_mut_116;
l_mut_518 = uint32(0);
const bool l_519 = l_mut_447 > uint32(0);
if (l_519) {
const uint64 l_520 = uint64(l_mut_447);
const uint64 l_521 = l_mut_149 * l_520;
const uint64 l_522 = l_mut_203 - l_521;
l_mut_444 = l_522;
const uint32 l_523 = l_mut_447 * l_mut_54;
const uint32 l_524 = l_mut_401 + l_523;
l_mut_517 = l_524;
} else {
const bool l_525 = l_mut_518 == uint32(0);
if (l_525) {
const uint32 l_526 = l_89 - l_mut_54;
const uint32 l_527 = l_526 / l_mut_401;
l_mut_447 = uint32(0);
l_mut_498 = bool(false);
l_mut_498 = bool(true);
const bool l_528 = l_mut_203 == uint64(0);
if (l_528) {
l_mut_447 = l_527;
} else {
if (l_mut_498) {
const bool l_529 = l_mut_203 < l_mut_149;
if (l_529) {
const uint64 l_530 = l_mut_149 - uint64(1);
const uint64 l_531 = l_530 / l_mut_203;
const uint64 l_532 = uint64(l_527);
const bool l_533 = l_531 < l_532;
const uint64 l_534 = uint64(l_527);
const uint64 l_535 = (l_533) ? l_531 : l_534;
const uint32 l_536 = uint32(l_535);
l_mut_447 = l_536;
}
} else {
l_mut_537 = l_mut_149;
while (true) {
const bool l_538 = l_mut_203 < l_mut_537;
const uint32 l_539 = l_mut_447 * l_mut_401;
const uint32 l_540 = l_mut_54 + l_539;
const uint32 l_541 = l_540 + l_mut_401;
const bool l_542 = l_541 < l_89;
const bool l_543 = l_538 && l_542;
const bool l_544 = !l_543;
if (l_544) {
break;}
const uint64 l_545 = l_mut_537 - l_mut_203;
l_mut_537 = l_545;
l_mut_447 = l_mut_447 + uint32(1);
}
}
}
const uint32 l_546 = l_mut_447 * l_mut_401;
const uint32 l_547 = l_mut_54 + l_546;
const uint32 l_548 = l_547 + l_mut_401;
const bool l_549 = l_548 >= l_89;
if (l_549) {
l_mut_518 = uint32(1);
} else {
const uint64 l_550 = uint64(l_mut_447);
const uint64 l_551 = l_mut_203 * l_550;
const uint64 l_552 = l_mut_149 - l_551;
l_mut_427 = l_552;
const uint32 l_553 = l_mut_447 * l_mut_401;
const uint32 l_554 = l_mut_54 + l_553;
l_mut_414 = l_554;
const uint64 l_555 = l_mut_203 - l_mut_427;
l_mut_444 = l_555;
const uint32 l_556 = l_mut_401 + l_mut_414;
l_mut_517 = l_556;
}
}
}
l_mut_203 = l_mut_444;
l_mut_149 = l_mut_427;
l_mut_54 = l_mut_414;
l_mut_401 = l_mut_517;
l_mut_116 = l_mut_94;
const bool l_557 = l_mut_518 == uint32(1);
l_mut_402 = l_557;
const bool l_558 = l_mut_518 == uint32(0);
l_mut_405 = l_558;
} else {
const uint64 l_559 = l_mut_149 - l_mut_116;
l_mut_537 = l_559;
const uint64 l_560 = l_mut_116 - l_398;
l_mut_537 = l_560;
l_mut_444 = l_mut_149;
const bool l_561 = l_mut_537 < l_mut_149;
if (l_561) {
l_mut_444 = l_mut_537;
}
l_mut_498 = bool(false);
l_mut_498 = bool(true);
l_mut_518 = uint32(0);
const bool l_562 = l_mut_203 == uint64(0);
const bool l_563 = !l_562;
const bool l_564 = l_mut_498 && l_563;
const bool l_565 = l_mut_203 < l_mut_444;
const bool l_566 = l_564 && l_565;
const uint32 l_567 = l_mut_401 + l_mut_54;
const bool l_568 = l_567 < l_89;
const bool l_569 = l_566 && l_568;
if (l_569) {
const uint32 l_570 = l_89 - l_mut_401;
const uint32 l_571 = l_570 - l_mut_54;
const uint32 l_572 = l_571 / l_mut_401;
const uint64 l_573 = l_mut_444 - uint64(1);
const uint64 l_574 = l_573 / l_mut_203;
const uint64 l_575 = uint64(l_572);
const bool l_576 = l_574 < l_575;
const uint64 l_577 = uint64(l_572);
const uint64 l_578 = (l_576) ? l_574 : l_577;
const uint32 l_579 = uint32(l_578);
l_mut_518 = l_579;
}
l_mut_537 = l_mut_149;
l_mut_444 = l_mut_203;
l_mut_517 = l_mut_401;
l_mut_447 = l_mut_54;
l_mut_427 = l_mut_116;
l_mut_414 = uint32(0);
const bool l_580 = l_mut_518 > uint32(0);
if (l_580) {
const uint64 l_581 = uint64(l_mut_518);
const uint64 l_582 = l_mut_203 * l_581;
const uint64 l_583 = l_mut_116 - l_582;
l_mut_427 = l_583;
const uint64 l_584 = l_mut_149 - l_582;
l_mut_537 = l_584;
const uint32 l_585 = l_mut_518 * l_mut_401;
const uint32 l_586 = l_mut_54 + l_585;
l_mut_447 = l_586;
} else {
const uint64 l_587 = l_mut_116 - l_mut_203;
l_mut_427 = l_587;
const bool l_588 = l_mut_427 < l_398;
if (l_588) {
l_mut_414 = uint32(2);
}
const bool l_589 = l_mut_414 == uint32(0);
if (l_589) {
const uint32 l_590 = l_89 - l_mut_401;
const uint32 l_591 = l_590 / l_mut_54;
l_mut_518 = uint32(0);
l_mut_498 = bool(false);
l_mut_498 = bool(true);
const bool l_592 = l_mut_149 == uint64(0);
if (l_592) {
l_mut_518 = l_591;
} else {
if (l_mut_498) {
const bool l_593 = l_mut_149 < l_mut_203;
if (l_593) {
const uint64 l_594 = l_mut_203 - uint64(1);
const uint64 l_595 = l_594 / l_mut_149;
const uint64 l_596 = uint64(l_591);
const bool l_597 = l_595 < l_596;
const uint64 l_598 = uint64(l_591);
const uint64 l_599 = (l_597) ? l_595 : l_598;
const uint32 l_600 = uint32(l_599);
l_mut_518 = l_600;
}
} else {
l_mut_94 = l_mut_203;
while (true) {
const bool l_601 = l_mut_149 < l_mut_94;
const uint32 l_602 = l_mut_518 * l_mut_54;
const uint32 l_603 = l_mut_401 + l_602;
const uint32 l_604 = l_603 + l_mut_54;
const bool l_605 = l_604 < l_89;
const bool l_606 = l_601 && l_605;
const bool l_607 = !l_606;
if (l_607) {
break;}
const uint64 l_608 = l_mut_94 - l_mut_149;
l_mut_94 = l_608;
l_mut_518 = l_mut_518 + uint32(1);
}
}
}
const uint32 l_609 = l_mut_518 * l_mut_54;
const uint32 l_610 = l_mut_401 + l_609;
const uint32 l_611 = l_610 + l_mut_54;
const bool l_612 = l_611 >= l_89;
if (l_612) {
l_mut_414 = uint32(1);
} else {
const uint64 l_613 = uint64(l_mut_518);
const uint64 l_614 = l_mut_149 * l_613;
const uint64 l_615 = l_mut_203 - l_614;
l_mut_444 = l_615;
const uint32 l_616 = l_mut_518 * l_mut_54;
const uint32 l_617 = l_mut_401 + l_616;
l_mut_517 = l_617;
const uint64 l_618 = l_mut_149 - l_mut_444;
l_mut_537 = l_618;
const uint32 l_619 = l_mut_54 + l_mut_517;
l_mut_447 = l_619;
}
}
}
l_mut_203 = l_mut_444;
l_mut_149 = l_mut_537;
l_mut_54 = l_mut_447;
l_mut_401 = l_mut_517;
l_mut_116 = l_mut_427;
const bool l_620 = l_mut_414 == uint32(1);
l_mut_402 = l_620;
const bool l_621 = l_mut_414 == uint32(0);
l_mut_405 = l_621;
}
}
const bool l_622 = !l_mut_402;
if (l_622) {
const uint32 l_623 = l_47 * uint32(8);
const uint32 l_624 = l_623 + l_48;
const uint32 l_739 = info.static_meta[uint32(6)];
const uint32 l_740 = l_739 * uint32(1);
const uint32 l_741 = l_740 - uint32(1);
const uint32 l_742 = min(uint32(1), l_741);
uint32* l_743 = &buffer_6[l_742];
uint32* l_625 = l_743;
const uint32 l_626 = atomicAdd(l_625, uint32(1));
const uint32 l_627 = info.static_meta[uint32(12)];
const bool l_628 = l_626 < l_627;
if (l_628) {
const uint32 l_744 = info.static_meta[uint32(5)];
const uint32 l_745 = l_744 * uint32(1);
const bool l_746 = l_626 < l_745;
if (l_746) {
buffer_5[l_626] = l_624;
}
}
}
}
}

}
