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


extern "C" __global__ void __launch_bounds__(64)phase3 (
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
uint32 l_mut_104;
uint32 l_mut_105;
uint32 l_mut_120;
uint32 l_mut_126;
uint32 l_mut_132;
uint32 l_mut_194;
uint32 l_mut_200;
uint32 l_mut_250;
uint32 l_mut_256;
uint32 l_mut_56;
uint32 l_mut_98;
uint32 l_mut_99;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_646 = info.static_meta[uint32(6)];
const uint32 l_647 = l_646 * uint32(1);
const uint32 l_648 = l_647 - uint32(1);
const uint32 l_649 = min(uint32(3), l_648);
uint32* l_650 = &buffer_6[l_649];
uint32* l_1 = l_650;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_562 = info.static_meta[uint32(3)];
const uint32 l_563 = l_562 * uint32(1);
const bool l_564 = l_3 < l_563;
const uint32 l_565 = l_563 - uint32(1);
const uint32 l_566 = min(l_3, l_565);
const uint32 l_567 = buffer_3[l_566];
const uint32 l_568 = (l_564) ? l_567 : uint32(0);
const uint32 l_4 = l_568;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_569 = info.static_meta[uint32(3)];
const uint32 l_570 = l_569 * uint32(1);
const bool l_571 = l_6 < l_570;
const uint32 l_572 = l_570 - uint32(1);
const uint32 l_573 = min(l_6, l_572);
const uint32 l_574 = buffer_3[l_573];
const uint32 l_575 = (l_571) ? l_574 : uint32(0);
const uint32 l_7 = l_575;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_576 = info.static_meta[uint32(3)];
const uint32 l_577 = l_576 * uint32(1);
const bool l_578 = l_8 < l_577;
const uint32 l_579 = l_577 - uint32(1);
const uint32 l_580 = min(l_8, l_579);
const uint32 l_581 = buffer_3[l_580];
const uint32 l_582 = (l_578) ? l_581 : uint32(0);
const uint32 l_9 = l_582;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_583 = info.static_meta[uint32(3)];
const uint32 l_584 = l_583 * uint32(1);
const bool l_585 = l_11 < l_584;
const uint32 l_586 = l_584 - uint32(1);
const uint32 l_587 = min(l_11, l_586);
const uint32 l_588 = buffer_3[l_587];
const uint32 l_589 = (l_585) ? l_588 : uint32(0);
const uint32 l_12 = l_589;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_590 = info.static_meta[uint32(3)];
const uint32 l_591 = l_590 * uint32(1);
const bool l_592 = l_13 < l_591;
const uint32 l_593 = l_591 - uint32(1);
const uint32 l_594 = min(l_13, l_593);
const uint32 l_595 = buffer_3[l_594];
const uint32 l_596 = (l_592) ? l_595 : uint32(0);
const uint32 l_14 = l_596;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_597 = info.static_meta[uint32(3)];
const uint32 l_598 = l_597 * uint32(1);
const bool l_599 = l_16 < l_598;
const uint32 l_600 = l_598 - uint32(1);
const uint32 l_601 = min(l_16, l_600);
const uint32 l_602 = buffer_3[l_601];
const uint32 l_603 = (l_599) ? l_602 : uint32(0);
const uint32 l_17 = l_603;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_604 = info.static_meta[uint32(3)];
const uint32 l_605 = l_604 * uint32(1);
const bool l_606 = l_18 < l_605;
const uint32 l_607 = l_605 - uint32(1);
const uint32 l_608 = min(l_18, l_607);
const uint32 l_609 = buffer_3[l_608];
const uint32 l_610 = (l_606) ? l_609 : uint32(0);
const uint32 l_19 = l_610;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_611 = info.static_meta[uint32(3)];
const uint32 l_612 = l_611 * uint32(1);
const bool l_613 = l_21 < l_612;
const uint32 l_614 = l_612 - uint32(1);
const uint32 l_615 = min(l_21, l_614);
const uint32 l_616 = buffer_3[l_615];
const uint32 l_617 = (l_613) ? l_616 : uint32(0);
const uint32 l_22 = l_617;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_618 = info.static_meta[uint32(3)];
const uint32 l_619 = l_618 * uint32(1);
const bool l_620 = l_23 < l_619;
const uint32 l_621 = l_619 - uint32(1);
const uint32 l_622 = min(l_23, l_621);
const uint32 l_623 = buffer_3[l_622];
const uint32 l_624 = (l_620) ? l_623 : uint32(0);
const uint32 l_24 = l_624;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_625 = info.static_meta[uint32(3)];
const uint32 l_626 = l_625 * uint32(1);
const bool l_627 = l_26 < l_626;
const uint32 l_628 = l_626 - uint32(1);
const uint32 l_629 = min(l_26, l_628);
const uint32 l_630 = buffer_3[l_629];
const uint32 l_631 = (l_627) ? l_630 : uint32(0);
const uint32 l_27 = l_631;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_632 = info.static_meta[uint32(3)];
const uint32 l_633 = l_632 * uint32(1);
const bool l_634 = l_28 < l_633;
const uint32 l_635 = l_633 - uint32(1);
const uint32 l_636 = min(l_28, l_635);
const uint32 l_637 = buffer_3[l_636];
const uint32 l_638 = (l_634) ? l_637 : uint32(0);
const uint32 l_29 = l_638;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_639 = info.static_meta[uint32(3)];
const uint32 l_640 = l_639 * uint32(1);
const bool l_641 = l_31 < l_640;
const uint32 l_642 = l_640 - uint32(1);
const uint32 l_643 = min(l_31, l_642);
const uint32 l_644 = buffer_3[l_643];
const uint32 l_645 = (l_641) ? l_644 : uint32(0);
const uint32 l_32 = l_645;
const uint32 l_33 = l_4 / uint32(8);
const uint32 l_34 = l_33 + uint32(64);
const uint32 l_35 = l_34 - uint32(1);
const uint32 l_36 = l_35 / uint32(64);
const uint32 l_37 = info.static_meta[uint32(11)];
const uint32 l_38 = l_37 * l_36;
const bool l_39 = idxGlobal < l_38;
if (l_39) {
const uint32 l_40 = idxGlobal / l_36;
const uint32 l_651 = info.static_meta[uint32(4)];
const uint32 l_652 = l_651 * uint32(1);
const bool l_653 = l_40 < l_652;
const uint32 l_654 = l_652 - uint32(1);
const uint32 l_655 = min(l_40, l_654);
const uint32 l_656 = buffer_4[l_655];
const uint32 l_657 = (l_653) ? l_656 : uint32(0);
const uint32 l_41 = l_657;
const uint32 l_42 = l_41 / uint32(8);
const uint32 l_43 = l_41 % uint32(8);
const uint32 l_44 = l_43 * l_33;
const uint32 l_45 = idxGlobal % l_36;
const uint32 l_46 = l_45 * uint32(64);
const uint32 l_47 = l_44 + l_46;
const uint32 l_48 = l_47 + uint32(64);
const uint32 l_49 = l_43 + uint32(1);
const uint32 l_50 = l_49 * l_33;
const uint32 l_51 = min(l_48, l_50);
const uint32 l_52 = l_42 * l_4;
const uint32 l_53 = __umulhi(l_42, l_4);
const uint32 l_54 = uint32(0) * l_4;
const uint32 l_55 = l_53 + l_54;
l_mut_56 = uint32(0);
const bool l_57 = l_55 < l_32;
const bool l_58 = l_55 == l_32;
const bool l_59 = l_52 < l_29;
const bool l_60 = l_58 && l_59;
const bool l_61 = l_57 || l_60;
if (l_61) {
const uint32 l_62 = l_29 - l_52;
const uint32 l_63 = l_32 - l_55;
const bool l_64 = l_29 < l_52;
const uint32 l_65 = uint32(l_64);
const uint32 l_66 = l_63 - l_65;
l_mut_56 = l_4;
const bool l_67 = l_66 < uint32(0);
const bool l_68 = l_66 == uint32(0);
const bool l_69 = l_62 < l_4;
const bool l_70 = l_68 && l_69;
const bool l_71 = l_67 || l_70;
if (l_71) {
l_mut_56 = l_62;
}
}
const uint32 l_72 = min(l_51, l_mut_56);
const uint32 l_73 = uint32(2) * l_42;
const uint32 l_658 = info.static_meta[uint32(0)];
const uint32 l_659 = l_658 * uint32(1);
const bool l_660 = l_73 < l_659;
const uint32 l_661 = l_659 - uint32(1);
const uint32 l_662 = min(l_73, l_661);
const uint32 l_663 = buffer_0[l_662];
const uint32 l_664 = (l_660) ? l_663 : uint32(0);
const uint32 l_74 = l_664;
const uint32 l_75 = uint32(2) * l_42;
const uint32 l_76 = l_75 + uint32(1);
const uint32 l_665 = info.static_meta[uint32(0)];
const uint32 l_666 = l_665 * uint32(1);
const bool l_667 = l_76 < l_666;
const uint32 l_668 = l_666 - uint32(1);
const uint32 l_669 = min(l_76, l_668);
const uint32 l_670 = buffer_0[l_669];
const uint32 l_671 = (l_667) ? l_670 : uint32(0);
const uint32 l_77 = l_671;
const uint32 l_78 = uint32(2) * l_42;
const uint32 l_672 = info.static_meta[uint32(1)];
const uint32 l_673 = l_672 * uint32(1);
const bool l_674 = l_78 < l_673;
const uint32 l_675 = l_673 - uint32(1);
const uint32 l_676 = min(l_78, l_675);
const uint32 l_677 = buffer_1[l_676];
const uint32 l_678 = (l_674) ? l_677 : uint32(0);
const uint32 l_79 = l_678;
const uint32 l_80 = uint32(2) * l_42;
const uint32 l_81 = l_80 + uint32(1);
const uint32 l_679 = info.static_meta[uint32(1)];
const uint32 l_680 = l_679 * uint32(1);
const bool l_681 = l_81 < l_680;
const uint32 l_682 = l_680 - uint32(1);
const uint32 l_683 = min(l_81, l_682);
const uint32 l_684 = buffer_1[l_683];
const uint32 l_685 = (l_681) ? l_684 : uint32(0);
const uint32 l_82 = l_685;
const uint32 l_83 = uint32(2) * l_42;
const uint32 l_686 = info.static_meta[uint32(2)];
const uint32 l_687 = l_686 * uint32(1);
const bool l_688 = l_83 < l_687;
const uint32 l_689 = l_687 - uint32(1);
const uint32 l_690 = min(l_83, l_689);
const uint32 l_691 = buffer_2[l_690];
const uint32 l_692 = (l_688) ? l_691 : uint32(0);
const uint32 l_84 = l_692;
const uint32 l_85 = uint32(2) * l_42;
const uint32 l_86 = l_85 + uint32(1);
const uint32 l_693 = info.static_meta[uint32(2)];
const uint32 l_694 = l_693 * uint32(1);
const bool l_695 = l_86 < l_694;
const uint32 l_696 = l_694 - uint32(1);
const uint32 l_697 = min(l_86, l_696);
const uint32 l_698 = buffer_2[l_697];
const uint32 l_699 = (l_695) ? l_698 : uint32(0);
const uint32 l_87 = l_699;
l_mut_56 = uint32(0);

for (uint32 l_mut_88 = l_47; l_mut_88 < l_72; ++l_mut_88) {
const uint32 l_89 = l_74 * l_mut_88;
const uint32 l_90 = __umulhi(l_74, l_mut_88);
const uint32 l_91 = l_77 * l_mut_88;
const uint32 l_92 = l_90 + l_91;
const uint32 l_93 = l_79 + l_89;
const uint32 l_94 = l_82 + l_92;
const bool l_95 = l_93 < l_79;
const uint32 l_96 = uint32(l_95);
const uint32 l_97 = l_94 + l_96;
l_mut_98 = uint32(0);
l_mut_99 = uint32(0);
const bool l_100 = l_mut_88 < uint32(65536);
if (l_100) {
const uint32 l_101 = l_mut_88 * l_mut_88;
const uint32 l_102 = l_87 >> uint32(31);
const bool l_103 = l_102 == uint32(1);
l_mut_104 = l_84;
l_mut_105 = l_87;
if (l_103) {
const uint32 l_106 = uint32(0) - l_84;
const uint32 l_107 = uint32(0) - l_87;
const bool l_108 = uint32(0) < l_84;
const uint32 l_109 = uint32(l_108);
const uint32 l_110 = l_107 - l_109;
l_mut_104 = l_106;
l_mut_105 = l_110;
}
const uint32 l_111 = l_mut_104 * l_101;
const uint32 l_112 = l_mut_105 * l_101;
const uint32 l_113 = __umulhi(l_mut_104, l_101);
const uint32 l_114 = l_113 + l_112;
const uint32 l_115 = __umulhi(l_mut_105, l_101);
const bool l_116 = l_114 < l_112;
const uint32 l_117 = uint32(l_116);
const uint32 l_118 = l_115 + l_117;
const uint32 l_119 = l_9 % uint32(32);
l_mut_120 = l_111;
const bool l_121 = l_119 > uint32(0);
if (l_121) {
const uint32 l_122 = l_111 >> l_119;
const uint32 l_123 = uint32(32) - l_119;
const uint32 l_124 = l_114 << l_123;
const uint32 l_125 = l_122 | l_124;
l_mut_120 = l_125;
}
l_mut_126 = l_114;
const bool l_127 = l_119 > uint32(0);
if (l_127) {
const uint32 l_128 = l_114 >> l_119;
const uint32 l_129 = uint32(32) - l_119;
const uint32 l_130 = l_118 << l_129;
const uint32 l_131 = l_128 | l_130;
l_mut_126 = l_131;
}
l_mut_132 = l_mut_120;
l_mut_120 = l_mut_126;
const bool l_133 = l_9 >= uint32(64);
if (l_133) {
l_mut_132 = l_118;
l_mut_120 = uint32(0);
} else {
const bool l_134 = l_9 >= uint32(32);
if (l_134) {
l_mut_126 = l_114;
const bool l_135 = l_119 > uint32(0);
if (l_135) {
const uint32 l_136 = l_114 >> l_119;
const uint32 l_137 = uint32(32) - l_119;
const uint32 l_138 = l_118 << l_137;
const uint32 l_139 = l_136 | l_138;
l_mut_126 = l_139;
}
const uint32 l_140 = l_118 >> l_119;
l_mut_132 = l_mut_126;
l_mut_120 = l_140;
}
}
l_mut_126 = l_mut_132;
l_mut_132 = l_mut_120;
if (l_103) {
const uint32 l_141 = uint32(0) - l_mut_126;
const uint32 l_142 = uint32(0) - l_mut_132;
const bool l_143 = uint32(0) < l_mut_126;
const uint32 l_144 = uint32(l_143);
const uint32 l_145 = l_142 - l_144;
l_mut_126 = l_141;
l_mut_132 = l_145;
}
l_mut_98 = l_mut_126;
l_mut_99 = l_mut_132;
} else {
const uint32 l_146 = l_87 >> uint32(31);
const bool l_147 = l_146 == uint32(1);
l_mut_132 = l_84;
l_mut_126 = l_87;
if (l_147) {
const uint32 l_148 = uint32(0) - l_84;
const uint32 l_149 = uint32(0) - l_87;
const bool l_150 = uint32(0) < l_84;
const uint32 l_151 = uint32(l_150);
const uint32 l_152 = l_149 - l_151;
l_mut_132 = l_148;
l_mut_126 = l_152;
}
const uint32 l_153 = l_mut_132 * l_mut_88;
const uint32 l_154 = l_mut_126 * l_mut_88;
const uint32 l_155 = __umulhi(l_mut_132, l_mut_88);
const uint32 l_156 = l_155 + l_154;
const uint32 l_157 = __umulhi(l_mut_126, l_mut_88);
const bool l_158 = l_156 < l_154;
const uint32 l_159 = uint32(l_158);
const uint32 l_160 = l_157 + l_159;
const uint32 l_161 = uint32(0) % uint32(32);
l_mut_120 = l_153;
const bool l_162 = l_161 > uint32(0);
if (l_162) {
const uint32 l_163 = l_153 >> l_161;
const uint32 l_164 = uint32(32) - l_161;
const uint32 l_165 = l_156 << l_164;
const uint32 l_166 = l_163 | l_165;
l_mut_120 = l_166;
}
l_mut_105 = l_156;
const bool l_167 = l_161 > uint32(0);
if (l_167) {
const uint32 l_168 = l_156 >> l_161;
const uint32 l_169 = uint32(32) - l_161;
const uint32 l_170 = l_160 << l_169;
const uint32 l_171 = l_168 | l_170;
l_mut_105 = l_171;
}
l_mut_104 = l_mut_120;
l_mut_120 = l_mut_105;
const bool l_172 = uint32(0) >= uint32(64);
if (l_172) {
l_mut_104 = l_160;
l_mut_120 = uint32(0);
} else {
const bool l_173 = uint32(0) >= uint32(32);
if (l_173) {
l_mut_105 = l_156;
const bool l_174 = l_161 > uint32(0);
if (l_174) {
const uint32 l_175 = l_156 >> l_161;
const uint32 l_176 = uint32(32) - l_161;
const uint32 l_177 = l_160 << l_176;
const uint32 l_178 = l_175 | l_177;
l_mut_105 = l_178;
}
const uint32 l_179 = l_160 >> l_161;
l_mut_104 = l_mut_105;
l_mut_120 = l_179;
}
}
const uint32 l_180 = l_mut_132 * l_mut_88;
const uint32 l_181 = l_mut_126 * l_mut_88;
const uint32 l_182 = __umulhi(l_mut_132, l_mut_88);
const uint32 l_183 = l_182 + l_181;
const uint32 l_184 = __umulhi(l_mut_126, l_mut_88);
const bool l_185 = l_183 < l_181;
const uint32 l_186 = uint32(l_185);
const uint32 l_187 = l_184 + l_186;
const uint32 l_188 = uint32(64) % uint32(32);
l_mut_105 = l_180;
const bool l_189 = l_188 > uint32(0);
if (l_189) {
const uint32 l_190 = l_180 >> l_188;
const uint32 l_191 = uint32(32) - l_188;
const uint32 l_192 = l_183 << l_191;
const uint32 l_193 = l_190 | l_192;
l_mut_105 = l_193;
}
l_mut_194 = l_183;
const bool l_195 = l_188 > uint32(0);
if (l_195) {
const uint32 l_196 = l_183 >> l_188;
const uint32 l_197 = uint32(32) - l_188;
const uint32 l_198 = l_187 << l_197;
const uint32 l_199 = l_196 | l_198;
l_mut_194 = l_199;
}
l_mut_200 = l_mut_105;
l_mut_105 = l_mut_194;
const bool l_201 = uint32(64) >= uint32(64);
if (l_201) {
l_mut_200 = l_187;
l_mut_105 = uint32(0);
} else {
const bool l_202 = uint32(64) >= uint32(32);
if (l_202) {
l_mut_194 = l_183;
const bool l_203 = l_188 > uint32(0);
if (l_203) {
const uint32 l_204 = l_183 >> l_188;
const uint32 l_205 = uint32(32) - l_188;
const uint32 l_206 = l_187 << l_205;
const uint32 l_207 = l_204 | l_206;
l_mut_194 = l_207;
}
const uint32 l_208 = l_187 >> l_188;
l_mut_200 = l_mut_194;
l_mut_105 = l_208;
}
}
const uint32 l_209 = l_mut_104 * l_mut_88;
const uint32 l_210 = l_mut_120 * l_mut_88;
const uint32 l_211 = __umulhi(l_mut_104, l_mut_88);
const uint32 l_212 = l_211 + l_210;
const uint32 l_213 = __umulhi(l_mut_120, l_mut_88);
const bool l_214 = l_212 < l_210;
const uint32 l_215 = uint32(l_214);
const uint32 l_216 = l_213 + l_215;
const uint32 l_217 = uint32(0) % uint32(32);
l_mut_194 = l_209;
const bool l_218 = l_217 > uint32(0);
if (l_218) {
const uint32 l_219 = l_209 >> l_217;
const uint32 l_220 = uint32(32) - l_217;
const uint32 l_221 = l_212 << l_220;
const uint32 l_222 = l_219 | l_221;
l_mut_194 = l_222;
}
l_mut_132 = l_212;
const bool l_223 = l_217 > uint32(0);
if (l_223) {
const uint32 l_224 = l_212 >> l_217;
const uint32 l_225 = uint32(32) - l_217;
const uint32 l_226 = l_216 << l_225;
const uint32 l_227 = l_224 | l_226;
l_mut_132 = l_227;
}
l_mut_126 = l_mut_194;
l_mut_194 = l_mut_132;
const bool l_228 = uint32(0) >= uint32(64);
if (l_228) {
l_mut_126 = l_216;
l_mut_194 = uint32(0);
} else {
const bool l_229 = uint32(0) >= uint32(32);
if (l_229) {
l_mut_132 = l_212;
const bool l_230 = l_217 > uint32(0);
if (l_230) {
const uint32 l_231 = l_212 >> l_217;
const uint32 l_232 = uint32(32) - l_217;
const uint32 l_233 = l_216 << l_232;
const uint32 l_234 = l_231 | l_233;
l_mut_132 = l_234;
}
const uint32 l_235 = l_216 >> l_217;
l_mut_126 = l_mut_132;
l_mut_194 = l_235;
}
}
const uint32 l_236 = l_mut_104 * l_mut_88;
const uint32 l_237 = l_mut_120 * l_mut_88;
const uint32 l_238 = __umulhi(l_mut_104, l_mut_88);
const uint32 l_239 = l_238 + l_237;
const uint32 l_240 = __umulhi(l_mut_120, l_mut_88);
const bool l_241 = l_239 < l_237;
const uint32 l_242 = uint32(l_241);
const uint32 l_243 = l_240 + l_242;
const uint32 l_244 = uint32(64) % uint32(32);
l_mut_132 = l_236;
const bool l_245 = l_244 > uint32(0);
if (l_245) {
const uint32 l_246 = l_236 >> l_244;
const uint32 l_247 = uint32(32) - l_244;
const uint32 l_248 = l_239 << l_247;
const uint32 l_249 = l_246 | l_248;
l_mut_132 = l_249;
}
l_mut_250 = l_239;
const bool l_251 = l_244 > uint32(0);
if (l_251) {
const uint32 l_252 = l_239 >> l_244;
const uint32 l_253 = uint32(32) - l_244;
const uint32 l_254 = l_243 << l_253;
const uint32 l_255 = l_252 | l_254;
l_mut_250 = l_255;
}
l_mut_256 = l_mut_132;
l_mut_132 = l_mut_250;
const bool l_257 = uint32(64) >= uint32(64);
if (l_257) {
l_mut_256 = l_243;
l_mut_132 = uint32(0);
} else {
const bool l_258 = uint32(64) >= uint32(32);
if (l_258) {
l_mut_250 = l_239;
const bool l_259 = l_244 > uint32(0);
if (l_259) {
const uint32 l_260 = l_239 >> l_244;
const uint32 l_261 = uint32(32) - l_244;
const uint32 l_262 = l_243 << l_261;
const uint32 l_263 = l_260 | l_262;
l_mut_250 = l_263;
}
const uint32 l_264 = l_243 >> l_244;
l_mut_256 = l_mut_250;
l_mut_132 = l_264;
}
}
const uint32 l_265 = l_mut_200 * l_mut_88;
const uint32 l_266 = __umulhi(l_mut_200, l_mut_88);
const uint32 l_267 = l_mut_105 * l_mut_88;
const uint32 l_268 = l_266 + l_267;
const uint32 l_269 = l_mut_256 + l_265;
const uint32 l_270 = l_mut_132 + l_268;
const bool l_271 = l_269 < l_mut_256;
const uint32 l_272 = uint32(l_271);
const uint32 l_273 = l_270 + l_272;
l_mut_98 = l_mut_126;
l_mut_99 = l_mut_194;
const bool l_274 = l_9 == uint32(64);
if (l_274) {
l_mut_98 = l_269;
l_mut_99 = l_273;
} else {
const bool l_275 = l_9 > uint32(0);
if (l_275) {
const uint32 l_276 = uint32(64) - l_9;
l_mut_256 = l_269;
l_mut_250 = l_273;
const bool l_277 = l_276 >= uint32(32);
if (l_277) {
const uint32 l_278 = l_276 & uint32(31);
const uint32 l_279 = l_269 << l_278;
l_mut_256 = uint32(0);
l_mut_250 = l_279;
} else {
const bool l_280 = l_276 > uint32(0);
if (l_280) {
const uint32 l_281 = l_269 << l_276;
const uint32 l_282 = l_273 << l_276;
const uint32 l_283 = uint32(32) - l_276;
const uint32 l_284 = l_269 >> l_283;
const uint32 l_285 = l_282 | l_284;
l_mut_256 = l_281;
l_mut_250 = l_285;
}
}
l_mut_200 = l_mut_126;
l_mut_132 = l_mut_194;
const bool l_286 = l_9 >= uint32(32);
if (l_286) {
const uint32 l_287 = l_9 & uint32(31);
const uint32 l_288 = l_mut_194 >> l_287;
l_mut_200 = l_288;
l_mut_132 = uint32(0);
} else {
const bool l_289 = l_9 > uint32(0);
if (l_289) {
l_mut_120 = l_mut_126;
const bool l_290 = l_9 > uint32(0);
if (l_290) {
const uint32 l_291 = l_mut_126 >> l_9;
const uint32 l_292 = uint32(32) - l_9;
const uint32 l_293 = l_mut_194 << l_292;
const uint32 l_294 = l_291 | l_293;
l_mut_120 = l_294;
}
const uint32 l_295 = l_mut_194 >> l_9;
l_mut_200 = l_mut_120;
l_mut_132 = l_295;
}
}
const uint32 l_296 = l_mut_256 + l_mut_200;
const uint32 l_297 = l_mut_250 + l_mut_132;
const bool l_298 = l_296 < l_mut_256;
const uint32 l_299 = uint32(l_298);
const uint32 l_300 = l_297 + l_299;
l_mut_98 = l_296;
l_mut_99 = l_300;
}
}
if (l_147) {
const uint32 l_301 = uint32(0) - l_mut_98;
const uint32 l_302 = uint32(0) - l_mut_99;
const bool l_303 = uint32(0) < l_mut_98;
const uint32 l_304 = uint32(l_303);
const uint32 l_305 = l_302 - l_304;
l_mut_98 = l_301;
l_mut_99 = l_305;
}
}
const uint32 l_306 = l_93 + l_mut_98;
const uint32 l_307 = l_97 + l_mut_99;
const bool l_308 = l_306 < l_93;
const uint32 l_309 = uint32(l_308);
const uint32 l_310 = l_307 + l_309;
const uint32 l_311 = uint32(0) - l_306;
const uint32 l_312 = uint32(0) - l_310;
const bool l_313 = uint32(0) < l_306;
const uint32 l_314 = uint32(l_313);
const uint32 l_315 = l_312 - l_314;
l_mut_256 = l_311;
l_mut_250 = l_315;
const bool l_316 = l_310 < l_mut_250;
const bool l_317 = l_310 == l_mut_250;
const bool l_318 = l_306 < l_mut_256;
const bool l_319 = l_317 && l_318;
const bool l_320 = l_316 || l_319;
if (l_320) {
l_mut_256 = l_306;
l_mut_250 = l_310;
}
const bool l_321 = l_mut_250 < l_27;
const bool l_322 = l_mut_250 == l_27;
const bool l_323 = l_mut_256 < l_24;
const bool l_324 = l_322 && l_323;
const bool l_325 = l_321 || l_324;
const uint32 l_326 = uint32(l_325);
l_mut_56 = l_mut_56 + l_326;
}
const bool l_327 = l_mut_56 > uint32(0);
if (l_327) {
const uint32 l_700 = info.static_meta[uint32(6)];
const uint32 l_701 = l_700 * uint32(1);
const uint32 l_702 = l_701 - uint32(1);
const uint32 l_703 = min(uint32(2), l_702);
uint32* l_704 = &buffer_6[l_703];
uint32* l_328 = l_704;
const uint32 l_329 = atomicAdd(l_328, l_mut_56);
l_mut_256 = l_329;

for (uint32 l_mut_330 = l_47; l_mut_330 < l_72; ++l_mut_330) {
const uint32 l_331 = l_74 * l_mut_330;
const uint32 l_332 = __umulhi(l_74, l_mut_330);
const uint32 l_333 = l_77 * l_mut_330;
const uint32 l_334 = l_332 + l_333;
const uint32 l_335 = l_79 + l_331;
const uint32 l_336 = l_82 + l_334;
const bool l_337 = l_335 < l_79;
const uint32 l_338 = uint32(l_337);
const uint32 l_339 = l_336 + l_338;
l_mut_250 = uint32(0);
l_mut_200 = uint32(0);
const bool l_340 = l_mut_330 < uint32(65536);
if (l_340) {
const uint32 l_341 = l_mut_330 * l_mut_330;
const uint32 l_342 = l_87 >> uint32(31);
const bool l_343 = l_342 == uint32(1);
l_mut_194 = l_84;
l_mut_132 = l_87;
if (l_343) {
const uint32 l_344 = uint32(0) - l_84;
const uint32 l_345 = uint32(0) - l_87;
const bool l_346 = uint32(0) < l_84;
const uint32 l_347 = uint32(l_346);
const uint32 l_348 = l_345 - l_347;
l_mut_194 = l_344;
l_mut_132 = l_348;
}
const uint32 l_349 = l_mut_194 * l_341;
const uint32 l_350 = l_mut_132 * l_341;
const uint32 l_351 = __umulhi(l_mut_194, l_341);
const uint32 l_352 = l_351 + l_350;
const uint32 l_353 = __umulhi(l_mut_132, l_341);
const bool l_354 = l_352 < l_350;
const uint32 l_355 = uint32(l_354);
const uint32 l_356 = l_353 + l_355;
const uint32 l_357 = l_9 % uint32(32);
l_mut_126 = l_349;
const bool l_358 = l_357 > uint32(0);
if (l_358) {
const uint32 l_359 = l_349 >> l_357;
const uint32 l_360 = uint32(32) - l_357;
const uint32 l_361 = l_352 << l_360;
const uint32 l_362 = l_359 | l_361;
l_mut_126 = l_362;
}
l_mut_120 = l_352;
const bool l_363 = l_357 > uint32(0);
if (l_363) {
const uint32 l_364 = l_352 >> l_357;
const uint32 l_365 = uint32(32) - l_357;
const uint32 l_366 = l_356 << l_365;
const uint32 l_367 = l_364 | l_366;
l_mut_120 = l_367;
}
l_mut_105 = l_mut_126;
l_mut_126 = l_mut_120;
const bool l_368 = l_9 >= uint32(64);
if (l_368) {
l_mut_105 = l_356;
l_mut_126 = uint32(0);
} else {
const bool l_369 = l_9 >= uint32(32);
if (l_369) {
l_mut_120 = l_352;
const bool l_370 = l_357 > uint32(0);
if (l_370) {
const uint32 l_371 = l_352 >> l_357;
const uint32 l_372 = uint32(32) - l_357;
const uint32 l_373 = l_356 << l_372;
const uint32 l_374 = l_371 | l_373;
l_mut_120 = l_374;
}
const uint32 l_375 = l_356 >> l_357;
l_mut_105 = l_mut_120;
l_mut_126 = l_375;
}
}
l_mut_194 = l_mut_105;
l_mut_132 = l_mut_126;
if (l_343) {
const uint32 l_376 = uint32(0) - l_mut_194;
const uint32 l_377 = uint32(0) - l_mut_132;
const bool l_378 = uint32(0) < l_mut_194;
const uint32 l_379 = uint32(l_378);
const uint32 l_380 = l_377 - l_379;
l_mut_194 = l_376;
l_mut_132 = l_380;
}
l_mut_250 = l_mut_194;
l_mut_200 = l_mut_132;
} else {
const uint32 l_381 = l_87 >> uint32(31);
const bool l_382 = l_381 == uint32(1);
l_mut_194 = l_84;
l_mut_132 = l_87;
if (l_382) {
const uint32 l_383 = uint32(0) - l_84;
const uint32 l_384 = uint32(0) - l_87;
const bool l_385 = uint32(0) < l_84;
const uint32 l_386 = uint32(l_385);
const uint32 l_387 = l_384 - l_386;
l_mut_194 = l_383;
l_mut_132 = l_387;
}
const uint32 l_388 = l_mut_194 * l_mut_330;
const uint32 l_389 = l_mut_132 * l_mut_330;
const uint32 l_390 = __umulhi(l_mut_194, l_mut_330);
const uint32 l_391 = l_390 + l_389;
const uint32 l_392 = __umulhi(l_mut_132, l_mut_330);
const bool l_393 = l_391 < l_389;
const uint32 l_394 = uint32(l_393);
const uint32 l_395 = l_392 + l_394;
const uint32 l_396 = uint32(0) % uint32(32);
l_mut_126 = l_388;
const bool l_397 = l_396 > uint32(0);
if (l_397) {
const uint32 l_398 = l_388 >> l_396;
const uint32 l_399 = uint32(32) - l_396;
const uint32 l_400 = l_391 << l_399;
const uint32 l_401 = l_398 | l_400;
l_mut_126 = l_401;
}
l_mut_120 = l_391;
const bool l_402 = l_396 > uint32(0);
if (l_402) {
const uint32 l_403 = l_391 >> l_396;
const uint32 l_404 = uint32(32) - l_396;
const uint32 l_405 = l_395 << l_404;
const uint32 l_406 = l_403 | l_405;
l_mut_120 = l_406;
}
l_mut_105 = l_mut_126;
l_mut_126 = l_mut_120;
const bool l_407 = uint32(0) >= uint32(64);
if (l_407) {
l_mut_105 = l_395;
l_mut_126 = uint32(0);
} else {
const bool l_408 = uint32(0) >= uint32(32);
if (l_408) {
l_mut_120 = l_391;
const bool l_409 = l_396 > uint32(0);
if (l_409) {
const uint32 l_410 = l_391 >> l_396;
const uint32 l_411 = uint32(32) - l_396;
const uint32 l_412 = l_395 << l_411;
const uint32 l_413 = l_410 | l_412;
l_mut_120 = l_413;
}
const uint32 l_414 = l_395 >> l_396;
l_mut_105 = l_mut_120;
l_mut_126 = l_414;
}
}
const uint32 l_415 = l_mut_194 * l_mut_330;
const uint32 l_416 = l_mut_132 * l_mut_330;
const uint32 l_417 = __umulhi(l_mut_194, l_mut_330);
const uint32 l_418 = l_417 + l_416;
const uint32 l_419 = __umulhi(l_mut_132, l_mut_330);
const bool l_420 = l_418 < l_416;
const uint32 l_421 = uint32(l_420);
const uint32 l_422 = l_419 + l_421;
const uint32 l_423 = uint32(64) % uint32(32);
l_mut_120 = l_415;
const bool l_424 = l_423 > uint32(0);
if (l_424) {
const uint32 l_425 = l_415 >> l_423;
const uint32 l_426 = uint32(32) - l_423;
const uint32 l_427 = l_418 << l_426;
const uint32 l_428 = l_425 | l_427;
l_mut_120 = l_428;
}
l_mut_104 = l_418;
const bool l_429 = l_423 > uint32(0);
if (l_429) {
const uint32 l_430 = l_418 >> l_423;
const uint32 l_431 = uint32(32) - l_423;
const uint32 l_432 = l_422 << l_431;
const uint32 l_433 = l_430 | l_432;
l_mut_104 = l_433;
}
l_mut_99 = l_mut_120;
l_mut_120 = l_mut_104;
const bool l_434 = uint32(64) >= uint32(64);
if (l_434) {
l_mut_99 = l_422;
l_mut_120 = uint32(0);
} else {
const bool l_435 = uint32(64) >= uint32(32);
if (l_435) {
l_mut_104 = l_418;
const bool l_436 = l_423 > uint32(0);
if (l_436) {
const uint32 l_437 = l_418 >> l_423;
const uint32 l_438 = uint32(32) - l_423;
const uint32 l_439 = l_422 << l_438;
const uint32 l_440 = l_437 | l_439;
l_mut_104 = l_440;
}
const uint32 l_441 = l_422 >> l_423;
l_mut_99 = l_mut_104;
l_mut_120 = l_441;
}
}
const uint32 l_442 = l_mut_105 * l_mut_330;
const uint32 l_443 = l_mut_126 * l_mut_330;
const uint32 l_444 = __umulhi(l_mut_105, l_mut_330);
const uint32 l_445 = l_444 + l_443;
const uint32 l_446 = __umulhi(l_mut_126, l_mut_330);
const bool l_447 = l_445 < l_443;
const uint32 l_448 = uint32(l_447);
const uint32 l_449 = l_446 + l_448;
const uint32 l_450 = uint32(0) % uint32(32);
l_mut_194 = l_442;
const bool l_451 = l_450 > uint32(0);
if (l_451) {
const uint32 l_452 = l_442 >> l_450;
const uint32 l_453 = uint32(32) - l_450;
const uint32 l_454 = l_445 << l_453;
const uint32 l_455 = l_452 | l_454;
l_mut_194 = l_455;
}
l_mut_132 = l_445;
const bool l_456 = l_450 > uint32(0);
if (l_456) {
const uint32 l_457 = l_445 >> l_450;
const uint32 l_458 = uint32(32) - l_450;
const uint32 l_459 = l_449 << l_458;
const uint32 l_460 = l_457 | l_459;
l_mut_132 = l_460;
}
l_mut_104 = l_mut_194;
l_mut_194 = l_mut_132;
const bool l_461 = uint32(0) >= uint32(64);
if (l_461) {
l_mut_104 = l_449;
l_mut_194 = uint32(0);
} else {
const bool l_462 = uint32(0) >= uint32(32);
if (l_462) {
l_mut_132 = l_445;
const bool l_463 = l_450 > uint32(0);
if (l_463) {
const uint32 l_464 = l_445 >> l_450;
const uint32 l_465 = uint32(32) - l_450;
const uint32 l_466 = l_449 << l_465;
const uint32 l_467 = l_464 | l_466;
l_mut_132 = l_467;
}
const uint32 l_468 = l_449 >> l_450;
l_mut_104 = l_mut_132;
l_mut_194 = l_468;
}
}
const uint32 l_469 = l_mut_105 * l_mut_330;
const uint32 l_470 = l_mut_126 * l_mut_330;
const uint32 l_471 = __umulhi(l_mut_105, l_mut_330);
const uint32 l_472 = l_471 + l_470;
const uint32 l_473 = __umulhi(l_mut_126, l_mut_330);
const bool l_474 = l_472 < l_470;
const uint32 l_475 = uint32(l_474);
const uint32 l_476 = l_473 + l_475;
const uint32 l_477 = uint32(64) % uint32(32);
l_mut_132 = l_469;
const bool l_478 = l_477 > uint32(0);
if (l_478) {
const uint32 l_479 = l_469 >> l_477;
const uint32 l_480 = uint32(32) - l_477;
const uint32 l_481 = l_472 << l_480;
const uint32 l_482 = l_479 | l_481;
l_mut_132 = l_482;
}
l_mut_98 = l_472;
const bool l_483 = l_477 > uint32(0);
if (l_483) {
const uint32 l_484 = l_472 >> l_477;
const uint32 l_485 = uint32(32) - l_477;
const uint32 l_486 = l_476 << l_485;
const uint32 l_487 = l_484 | l_486;
l_mut_98 = l_487;
}
l_mut_56 = l_mut_132;
l_mut_132 = l_mut_98;
const bool l_488 = uint32(64) >= uint32(64);
if (l_488) {
l_mut_56 = l_476;
l_mut_132 = uint32(0);
} else {
const bool l_489 = uint32(64) >= uint32(32);
if (l_489) {
l_mut_98 = l_472;
const bool l_490 = l_477 > uint32(0);
if (l_490) {
const uint32 l_491 = l_472 >> l_477;
const uint32 l_492 = uint32(32) - l_477;
const uint32 l_493 = l_476 << l_492;
const uint32 l_494 = l_491 | l_493;
l_mut_98 = l_494;
}
const uint32 l_495 = l_476 >> l_477;
l_mut_56 = l_mut_98;
l_mut_132 = l_495;
}
}
const uint32 l_496 = l_mut_99 * l_mut_330;
const uint32 l_497 = __umulhi(l_mut_99, l_mut_330);
const uint32 l_498 = l_mut_120 * l_mut_330;
const uint32 l_499 = l_497 + l_498;
const uint32 l_500 = l_mut_56 + l_496;
const uint32 l_501 = l_mut_132 + l_499;
const bool l_502 = l_500 < l_mut_56;
const uint32 l_503 = uint32(l_502);
const uint32 l_504 = l_501 + l_503;
l_mut_250 = l_mut_104;
l_mut_200 = l_mut_194;
const bool l_505 = l_9 == uint32(64);
if (l_505) {
l_mut_250 = l_500;
l_mut_200 = l_504;
} else {
const bool l_506 = l_9 > uint32(0);
if (l_506) {
const uint32 l_507 = uint32(64) - l_9;
l_mut_132 = l_500;
l_mut_126 = l_504;
const bool l_508 = l_507 >= uint32(32);
if (l_508) {
const uint32 l_509 = l_507 & uint32(31);
const uint32 l_510 = l_500 << l_509;
l_mut_132 = uint32(0);
l_mut_126 = l_510;
} else {
const bool l_511 = l_507 > uint32(0);
if (l_511) {
const uint32 l_512 = l_500 << l_507;
const uint32 l_513 = l_504 << l_507;
const uint32 l_514 = uint32(32) - l_507;
const uint32 l_515 = l_500 >> l_514;
const uint32 l_516 = l_513 | l_515;
l_mut_132 = l_512;
l_mut_126 = l_516;
}
}
l_mut_120 = l_mut_104;
l_mut_105 = l_mut_194;
const bool l_517 = l_9 >= uint32(32);
if (l_517) {
const uint32 l_518 = l_9 & uint32(31);
const uint32 l_519 = l_mut_194 >> l_518;
l_mut_120 = l_519;
l_mut_105 = uint32(0);
} else {
const bool l_520 = l_9 > uint32(0);
if (l_520) {
l_mut_99 = l_mut_104;
const bool l_521 = l_9 > uint32(0);
if (l_521) {
const uint32 l_522 = l_mut_104 >> l_9;
const uint32 l_523 = uint32(32) - l_9;
const uint32 l_524 = l_mut_194 << l_523;
const uint32 l_525 = l_522 | l_524;
l_mut_99 = l_525;
}
const uint32 l_526 = l_mut_194 >> l_9;
l_mut_120 = l_mut_99;
l_mut_105 = l_526;
}
}
const uint32 l_527 = l_mut_132 + l_mut_120;
const uint32 l_528 = l_mut_126 + l_mut_105;
const bool l_529 = l_527 < l_mut_132;
const uint32 l_530 = uint32(l_529);
const uint32 l_531 = l_528 + l_530;
l_mut_250 = l_527;
l_mut_200 = l_531;
}
}
if (l_382) {
const uint32 l_532 = uint32(0) - l_mut_250;
const uint32 l_533 = uint32(0) - l_mut_200;
const bool l_534 = uint32(0) < l_mut_250;
const uint32 l_535 = uint32(l_534);
const uint32 l_536 = l_533 - l_535;
l_mut_250 = l_532;
l_mut_200 = l_536;
}
}
const uint32 l_537 = l_335 + l_mut_250;
const uint32 l_538 = l_339 + l_mut_200;
const bool l_539 = l_537 < l_335;
const uint32 l_540 = uint32(l_539);
const uint32 l_541 = l_538 + l_540;
const uint32 l_542 = uint32(0) - l_537;
const uint32 l_543 = uint32(0) - l_541;
const bool l_544 = uint32(0) < l_537;
const uint32 l_545 = uint32(l_544);
const uint32 l_546 = l_543 - l_545;
l_mut_250 = l_542;
l_mut_200 = l_546;
const bool l_547 = l_541 < l_mut_200;
const bool l_548 = l_541 == l_mut_200;
const bool l_549 = l_537 < l_mut_250;
const bool l_550 = l_548 && l_549;
const bool l_551 = l_547 || l_550;
if (l_551) {
l_mut_250 = l_537;
l_mut_200 = l_541;
}
const bool l_552 = l_mut_200 < l_27;
const bool l_553 = l_mut_200 == l_27;
const bool l_554 = l_mut_250 < l_24;
const bool l_555 = l_553 && l_554;
const bool l_556 = l_552 || l_555;
if (l_556) {
const uint32 l_557 = l_mut_256 * uint32(2);
const uint32 l_558 = l_557 + uint32(1);
const uint32 l_559 = info.static_meta[uint32(12)];
const bool l_560 = l_558 < l_559;
if (l_560) {
const uint32 l_705 = info.static_meta[uint32(5)];
const uint32 l_706 = l_705 * uint32(1);
const bool l_707 = l_557 < l_706;
if (l_707) {
buffer_5[l_557] = l_42;
}
const uint32 l_561 = l_557 + uint32(1);
const uint32 l_708 = info.static_meta[uint32(5)];
const uint32 l_709 = l_708 * uint32(1);
const bool l_710 = l_561 < l_709;
if (l_710) {
buffer_5[l_561] = l_mut_330;
}
}
l_mut_256 = l_mut_256 + uint32(1);
}
}
}
}

}
