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
    uint32 static_meta[12];
};


extern "C" __global__ void __launch_bounds__(64)all_phases (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, uint32* buffer_5, const __grid_constant__ info_st info
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
bool l_mut_350;
bool l_mut_357;
bool l_mut_628;
bool l_mut_645;
uint32 l_mut_102;
uint32 l_mut_145;
uint32 l_mut_151;
uint32 l_mut_1632;
uint32 l_mut_1916;
uint32 l_mut_1921;
uint32 l_mut_213;
uint32 l_mut_219;
uint32 l_mut_269;
uint32 l_mut_275;
uint32 l_mut_382;
uint32 l_mut_388;
uint32 l_mut_394;
uint32 l_mut_40;
uint32 l_mut_421;
uint32 l_mut_428;
uint32 l_mut_439;
uint32 l_mut_440;
uint32 l_mut_441;
uint32 l_mut_444;
uint32 l_mut_445;
uint32 l_mut_450;
uint32 l_mut_736;
uint32 l_mut_741;
uint32 l_mut_75;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_2754 = info.static_meta[uint32(5)];
const uint32 l_2755 = l_2754 * uint32(1);
const uint32 l_2756 = l_2755 - uint32(1);
const uint32 l_2757 = min(uint32(3), l_2756);
uint32* l_2758 = &buffer_5[l_2757];
uint32* l_1 = l_2758;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_2670 = info.static_meta[uint32(3)];
const uint32 l_2671 = l_2670 * uint32(1);
const bool l_2672 = l_3 < l_2671;
const uint32 l_2673 = l_2671 - uint32(1);
const uint32 l_2674 = min(l_3, l_2673);
const uint32 l_2675 = buffer_3[l_2674];
const uint32 l_2676 = (l_2672) ? l_2675 : uint32(0);
const uint32 l_4 = l_2676;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_2677 = info.static_meta[uint32(3)];
const uint32 l_2678 = l_2677 * uint32(1);
const bool l_2679 = l_6 < l_2678;
const uint32 l_2680 = l_2678 - uint32(1);
const uint32 l_2681 = min(l_6, l_2680);
const uint32 l_2682 = buffer_3[l_2681];
const uint32 l_2683 = (l_2679) ? l_2682 : uint32(0);
const uint32 l_7 = l_2683;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_2684 = info.static_meta[uint32(3)];
const uint32 l_2685 = l_2684 * uint32(1);
const bool l_2686 = l_8 < l_2685;
const uint32 l_2687 = l_2685 - uint32(1);
const uint32 l_2688 = min(l_8, l_2687);
const uint32 l_2689 = buffer_3[l_2688];
const uint32 l_2690 = (l_2686) ? l_2689 : uint32(0);
const uint32 l_9 = l_2690;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_2691 = info.static_meta[uint32(3)];
const uint32 l_2692 = l_2691 * uint32(1);
const bool l_2693 = l_11 < l_2692;
const uint32 l_2694 = l_2692 - uint32(1);
const uint32 l_2695 = min(l_11, l_2694);
const uint32 l_2696 = buffer_3[l_2695];
const uint32 l_2697 = (l_2693) ? l_2696 : uint32(0);
const uint32 l_12 = l_2697;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_2698 = info.static_meta[uint32(3)];
const uint32 l_2699 = l_2698 * uint32(1);
const bool l_2700 = l_13 < l_2699;
const uint32 l_2701 = l_2699 - uint32(1);
const uint32 l_2702 = min(l_13, l_2701);
const uint32 l_2703 = buffer_3[l_2702];
const uint32 l_2704 = (l_2700) ? l_2703 : uint32(0);
const uint32 l_14 = l_2704;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_2705 = info.static_meta[uint32(3)];
const uint32 l_2706 = l_2705 * uint32(1);
const bool l_2707 = l_16 < l_2706;
const uint32 l_2708 = l_2706 - uint32(1);
const uint32 l_2709 = min(l_16, l_2708);
const uint32 l_2710 = buffer_3[l_2709];
const uint32 l_2711 = (l_2707) ? l_2710 : uint32(0);
const uint32 l_17 = l_2711;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_2712 = info.static_meta[uint32(3)];
const uint32 l_2713 = l_2712 * uint32(1);
const bool l_2714 = l_18 < l_2713;
const uint32 l_2715 = l_2713 - uint32(1);
const uint32 l_2716 = min(l_18, l_2715);
const uint32 l_2717 = buffer_3[l_2716];
const uint32 l_2718 = (l_2714) ? l_2717 : uint32(0);
const uint32 l_19 = l_2718;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_2719 = info.static_meta[uint32(3)];
const uint32 l_2720 = l_2719 * uint32(1);
const bool l_2721 = l_21 < l_2720;
const uint32 l_2722 = l_2720 - uint32(1);
const uint32 l_2723 = min(l_21, l_2722);
const uint32 l_2724 = buffer_3[l_2723];
const uint32 l_2725 = (l_2721) ? l_2724 : uint32(0);
const uint32 l_22 = l_2725;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_2726 = info.static_meta[uint32(3)];
const uint32 l_2727 = l_2726 * uint32(1);
const bool l_2728 = l_23 < l_2727;
const uint32 l_2729 = l_2727 - uint32(1);
const uint32 l_2730 = min(l_23, l_2729);
const uint32 l_2731 = buffer_3[l_2730];
const uint32 l_2732 = (l_2728) ? l_2731 : uint32(0);
const uint32 l_24 = l_2732;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_2733 = info.static_meta[uint32(3)];
const uint32 l_2734 = l_2733 * uint32(1);
const bool l_2735 = l_26 < l_2734;
const uint32 l_2736 = l_2734 - uint32(1);
const uint32 l_2737 = min(l_26, l_2736);
const uint32 l_2738 = buffer_3[l_2737];
const uint32 l_2739 = (l_2735) ? l_2738 : uint32(0);
const uint32 l_27 = l_2739;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_2740 = info.static_meta[uint32(3)];
const uint32 l_2741 = l_2740 * uint32(1);
const bool l_2742 = l_28 < l_2741;
const uint32 l_2743 = l_2741 - uint32(1);
const uint32 l_2744 = min(l_28, l_2743);
const uint32 l_2745 = buffer_3[l_2744];
const uint32 l_2746 = (l_2742) ? l_2745 : uint32(0);
const uint32 l_29 = l_2746;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_2747 = info.static_meta[uint32(3)];
const uint32 l_2748 = l_2747 * uint32(1);
const bool l_2749 = l_31 < l_2748;
const uint32 l_2750 = l_2748 - uint32(1);
const uint32 l_2751 = min(l_31, l_2750);
const uint32 l_2752 = buffer_3[l_2751];
const uint32 l_2753 = (l_2749) ? l_2752 : uint32(0);
const uint32 l_32 = l_2753;
const uint32 l_33 = uint32(2) * idxGlobal;
const uint32 l_34 = info.static_meta[uint32(6)];
const bool l_35 = l_33 < l_34;
const uint32 l_36 = idxGlobal * l_4;
const uint32 l_37 = __umulhi(idxGlobal, l_4);
const uint32 l_38 = uint32(0) * l_4;
const uint32 l_39 = l_37 + l_38;
l_mut_40 = uint32(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint32 l_46 = l_29 - l_36;
const uint32 l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint32 l_49 = uint32(l_48);
const uint32 l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint32(0);
const bool l_52 = l_50 == uint32(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const uint32 l_56 = (l_35) ? l_mut_40 : uint32(0);
const bool l_57 = l_56 > uint32(0);
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_2759 = info.static_meta[uint32(0)];
const uint32 l_2760 = l_2759 * uint32(1);
const bool l_2761 = l_58 < l_2760;
const uint32 l_2762 = l_2760 - uint32(1);
const uint32 l_2763 = min(l_58, l_2762);
const uint32 l_2764 = buffer_0[l_2763];
const uint32 l_2765 = (l_2761) ? l_2764 : uint32(0);
const uint32 l_59 = l_2765;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_2766 = info.static_meta[uint32(0)];
const uint32 l_2767 = l_2766 * uint32(1);
const bool l_2768 = l_61 < l_2767;
const uint32 l_2769 = l_2767 - uint32(1);
const uint32 l_2770 = min(l_61, l_2769);
const uint32 l_2771 = buffer_0[l_2770];
const uint32 l_2772 = (l_2768) ? l_2771 : uint32(0);
const uint32 l_62 = l_2772;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_2773 = info.static_meta[uint32(1)];
const uint32 l_2774 = l_2773 * uint32(1);
const bool l_2775 = l_63 < l_2774;
const uint32 l_2776 = l_2774 - uint32(1);
const uint32 l_2777 = min(l_63, l_2776);
const uint32 l_2778 = buffer_1[l_2777];
const uint32 l_2779 = (l_2775) ? l_2778 : uint32(0);
const uint32 l_64 = l_2779;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_2780 = info.static_meta[uint32(1)];
const uint32 l_2781 = l_2780 * uint32(1);
const bool l_2782 = l_66 < l_2781;
const uint32 l_2783 = l_2781 - uint32(1);
const uint32 l_2784 = min(l_66, l_2783);
const uint32 l_2785 = buffer_1[l_2784];
const uint32 l_2786 = (l_2782) ? l_2785 : uint32(0);
const uint32 l_67 = l_2786;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_2787 = info.static_meta[uint32(2)];
const uint32 l_2788 = l_2787 * uint32(1);
const bool l_2789 = l_68 < l_2788;
const uint32 l_2790 = l_2788 - uint32(1);
const uint32 l_2791 = min(l_68, l_2790);
const uint32 l_2792 = buffer_2[l_2791];
const uint32 l_2793 = (l_2789) ? l_2792 : uint32(0);
const uint32 l_69 = l_2793;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_2794 = info.static_meta[uint32(2)];
const uint32 l_2795 = l_2794 * uint32(1);
const bool l_2796 = l_71 < l_2795;
const uint32 l_2797 = l_2795 - uint32(1);
const uint32 l_2798 = min(l_71, l_2797);
const uint32 l_2799 = buffer_2[l_2798];
const uint32 l_2800 = (l_2796) ? l_2799 : uint32(0);
const uint32 l_72 = l_2800;
const uint32 l_73 = l_72 >> uint32(31);
const bool l_74 = l_73 == uint32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint32 l_76 = uint32(0) - l_69;
const uint32 l_77 = uint32(0) - l_72;
const bool l_78 = uint32(0) < l_69;
const uint32 l_79 = uint32(l_78);
const uint32 l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint32 l_81 = l_mut_40 * l_4;
const uint32 l_82 = l_mut_75 * l_4;
const uint32 l_83 = __umulhi(l_mut_40, l_4);
const uint32 l_84 = l_83 + l_82;
const uint32 l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint32 l_87 = uint32(l_86);
const uint32 l_88 = l_85 + l_87;
const uint32 l_89 = l_9 % uint32(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint32(0);
if (l_91) {
const uint32 l_92 = l_81 >> l_89;
const uint32 l_93 = uint32(32) - l_89;
const uint32 l_94 = l_84 << l_93;
const uint32 l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint32(0);
if (l_97) {
const uint32 l_98 = l_84 >> l_89;
const uint32 l_99 = uint32(32) - l_89;
const uint32 l_100 = l_88 << l_99;
const uint32 l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint32(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint32(0);
} else {
const bool l_104 = l_9 >= uint32(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint32(0);
if (l_105) {
const uint32 l_106 = l_84 >> l_89;
const uint32 l_107 = uint32(32) - l_89;
const uint32 l_108 = l_88 << l_107;
const uint32 l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint32 l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint32 l_111 = uint32(0) - l_mut_96;
const uint32 l_112 = uint32(0) - l_mut_102;
const bool l_113 = uint32(0) < l_mut_96;
const uint32 l_114 = uint32(l_113);
const uint32 l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint32 l_116 = l_59 + l_mut_96;
const uint32 l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint32 l_119 = uint32(l_118);
const uint32 l_120 = l_117 + l_119;
const uint32 l_121 = l_9 + uint32(3);
l_mut_102 = uint32(0);
l_mut_96 = uint32(0);
const bool l_122 = l_4 < uint32(65536);
if (l_122) {
const uint32 l_123 = l_4 * l_4;
const uint32 l_124 = l_72 >> uint32(31);
const bool l_125 = l_124 == uint32(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if (l_125) {
const uint32 l_126 = uint32(0) - l_69;
const uint32 l_127 = uint32(0) - l_72;
const bool l_128 = uint32(0) < l_69;
const uint32 l_129 = uint32(l_128);
const uint32 l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
const uint32 l_131 = l_mut_90 * l_123;
const uint32 l_132 = l_mut_75 * l_123;
const uint32 l_133 = __umulhi(l_mut_90, l_123);
const uint32 l_134 = l_133 + l_132;
const uint32 l_135 = __umulhi(l_mut_75, l_123);
const bool l_136 = l_134 < l_132;
const uint32 l_137 = uint32(l_136);
const uint32 l_138 = l_135 + l_137;
const uint32 l_139 = l_121 % uint32(32);
l_mut_40 = l_131;
const bool l_140 = l_139 > uint32(0);
if (l_140) {
const uint32 l_141 = l_131 >> l_139;
const uint32 l_142 = uint32(32) - l_139;
const uint32 l_143 = l_134 << l_142;
const uint32 l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
const bool l_146 = l_139 > uint32(0);
if (l_146) {
const uint32 l_147 = l_134 >> l_139;
const uint32 l_148 = uint32(32) - l_139;
const uint32 l_149 = l_138 << l_148;
const uint32 l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
const bool l_152 = l_121 >= uint32(64);
if (l_152) {
l_mut_151 = l_138;
l_mut_40 = uint32(0);
} else {
const bool l_153 = l_121 >= uint32(32);
if (l_153) {
l_mut_145 = l_134;
const bool l_154 = l_139 > uint32(0);
if (l_154) {
const uint32 l_155 = l_134 >> l_139;
const uint32 l_156 = uint32(32) - l_139;
const uint32 l_157 = l_138 << l_156;
const uint32 l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
const uint32 l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if (l_125) {
const uint32 l_160 = uint32(0) - l_mut_145;
const uint32 l_161 = uint32(0) - l_mut_151;
const bool l_162 = uint32(0) < l_mut_145;
const uint32 l_163 = uint32(l_162);
const uint32 l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
const uint32 l_165 = l_72 >> uint32(31);
const bool l_166 = l_165 == uint32(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if (l_166) {
const uint32 l_167 = uint32(0) - l_69;
const uint32 l_168 = uint32(0) - l_72;
const bool l_169 = uint32(0) < l_69;
const uint32 l_170 = uint32(l_169);
const uint32 l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
const uint32 l_172 = l_mut_151 * l_4;
const uint32 l_173 = l_mut_145 * l_4;
const uint32 l_174 = __umulhi(l_mut_151, l_4);
const uint32 l_175 = l_174 + l_173;
const uint32 l_176 = __umulhi(l_mut_145, l_4);
const bool l_177 = l_175 < l_173;
const uint32 l_178 = uint32(l_177);
const uint32 l_179 = l_176 + l_178;
const uint32 l_180 = uint32(0) % uint32(32);
l_mut_90 = l_172;
const bool l_181 = l_180 > uint32(0);
if (l_181) {
const uint32 l_182 = l_172 >> l_180;
const uint32 l_183 = uint32(32) - l_180;
const uint32 l_184 = l_175 << l_183;
const uint32 l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
const bool l_186 = l_180 > uint32(0);
if (l_186) {
const uint32 l_187 = l_175 >> l_180;
const uint32 l_188 = uint32(32) - l_180;
const uint32 l_189 = l_179 << l_188;
const uint32 l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_191 = uint32(0) >= uint32(64);
if (l_191) {
l_mut_40 = l_179;
l_mut_90 = uint32(0);
} else {
const bool l_192 = uint32(0) >= uint32(32);
if (l_192) {
l_mut_75 = l_175;
const bool l_193 = l_180 > uint32(0);
if (l_193) {
const uint32 l_194 = l_175 >> l_180;
const uint32 l_195 = uint32(32) - l_180;
const uint32 l_196 = l_179 << l_195;
const uint32 l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
const uint32 l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
const uint32 l_199 = l_mut_151 * l_4;
const uint32 l_200 = l_mut_145 * l_4;
const uint32 l_201 = __umulhi(l_mut_151, l_4);
const uint32 l_202 = l_201 + l_200;
const uint32 l_203 = __umulhi(l_mut_145, l_4);
const bool l_204 = l_202 < l_200;
const uint32 l_205 = uint32(l_204);
const uint32 l_206 = l_203 + l_205;
const uint32 l_207 = uint32(64) % uint32(32);
l_mut_75 = l_199;
const bool l_208 = l_207 > uint32(0);
if (l_208) {
const uint32 l_209 = l_199 >> l_207;
const uint32 l_210 = uint32(32) - l_207;
const uint32 l_211 = l_202 << l_210;
const uint32 l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
const bool l_214 = l_207 > uint32(0);
if (l_214) {
const uint32 l_215 = l_202 >> l_207;
const uint32 l_216 = uint32(32) - l_207;
const uint32 l_217 = l_206 << l_216;
const uint32 l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
const bool l_220 = uint32(64) >= uint32(64);
if (l_220) {
l_mut_219 = l_206;
l_mut_75 = uint32(0);
} else {
const bool l_221 = uint32(64) >= uint32(32);
if (l_221) {
l_mut_213 = l_202;
const bool l_222 = l_207 > uint32(0);
if (l_222) {
const uint32 l_223 = l_202 >> l_207;
const uint32 l_224 = uint32(32) - l_207;
const uint32 l_225 = l_206 << l_224;
const uint32 l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
const uint32 l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
const uint32 l_228 = l_mut_40 * l_4;
const uint32 l_229 = l_mut_90 * l_4;
const uint32 l_230 = __umulhi(l_mut_40, l_4);
const uint32 l_231 = l_230 + l_229;
const uint32 l_232 = __umulhi(l_mut_90, l_4);
const bool l_233 = l_231 < l_229;
const uint32 l_234 = uint32(l_233);
const uint32 l_235 = l_232 + l_234;
const uint32 l_236 = uint32(0) % uint32(32);
l_mut_213 = l_228;
const bool l_237 = l_236 > uint32(0);
if (l_237) {
const uint32 l_238 = l_228 >> l_236;
const uint32 l_239 = uint32(32) - l_236;
const uint32 l_240 = l_231 << l_239;
const uint32 l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
const bool l_242 = l_236 > uint32(0);
if (l_242) {
const uint32 l_243 = l_231 >> l_236;
const uint32 l_244 = uint32(32) - l_236;
const uint32 l_245 = l_235 << l_244;
const uint32 l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
const bool l_247 = uint32(0) >= uint32(64);
if (l_247) {
l_mut_145 = l_235;
l_mut_213 = uint32(0);
} else {
const bool l_248 = uint32(0) >= uint32(32);
if (l_248) {
l_mut_151 = l_231;
const bool l_249 = l_236 > uint32(0);
if (l_249) {
const uint32 l_250 = l_231 >> l_236;
const uint32 l_251 = uint32(32) - l_236;
const uint32 l_252 = l_235 << l_251;
const uint32 l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
const uint32 l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
const uint32 l_255 = l_mut_40 * l_4;
const uint32 l_256 = l_mut_90 * l_4;
const uint32 l_257 = __umulhi(l_mut_40, l_4);
const uint32 l_258 = l_257 + l_256;
const uint32 l_259 = __umulhi(l_mut_90, l_4);
const bool l_260 = l_258 < l_256;
const uint32 l_261 = uint32(l_260);
const uint32 l_262 = l_259 + l_261;
const uint32 l_263 = uint32(64) % uint32(32);
l_mut_151 = l_255;
const bool l_264 = l_263 > uint32(0);
if (l_264) {
const uint32 l_265 = l_255 >> l_263;
const uint32 l_266 = uint32(32) - l_263;
const uint32 l_267 = l_258 << l_266;
const uint32 l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
const bool l_270 = l_263 > uint32(0);
if (l_270) {
const uint32 l_271 = l_258 >> l_263;
const uint32 l_272 = uint32(32) - l_263;
const uint32 l_273 = l_262 << l_272;
const uint32 l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
const bool l_276 = uint32(64) >= uint32(64);
if (l_276) {
l_mut_275 = l_262;
l_mut_151 = uint32(0);
} else {
const bool l_277 = uint32(64) >= uint32(32);
if (l_277) {
l_mut_269 = l_258;
const bool l_278 = l_263 > uint32(0);
if (l_278) {
const uint32 l_279 = l_258 >> l_263;
const uint32 l_280 = uint32(32) - l_263;
const uint32 l_281 = l_262 << l_280;
const uint32 l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
const uint32 l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
const uint32 l_284 = l_mut_219 * l_4;
const uint32 l_285 = __umulhi(l_mut_219, l_4);
const uint32 l_286 = l_mut_75 * l_4;
const uint32 l_287 = l_285 + l_286;
const uint32 l_288 = l_mut_275 + l_284;
const uint32 l_289 = l_mut_151 + l_287;
const bool l_290 = l_288 < l_mut_275;
const uint32 l_291 = uint32(l_290);
const uint32 l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
const bool l_293 = l_121 == uint32(64);
if (l_293) {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
const bool l_294 = l_121 > uint32(0);
if (l_294) {
const uint32 l_295 = uint32(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
const bool l_296 = l_295 >= uint32(32);
if (l_296) {
const uint32 l_297 = l_295 & uint32(31);
const uint32 l_298 = l_288 << l_297;
l_mut_275 = uint32(0);
l_mut_269 = l_298;
} else {
const bool l_299 = l_295 > uint32(0);
if (l_299) {
const uint32 l_300 = l_288 << l_295;
const uint32 l_301 = l_292 << l_295;
const uint32 l_302 = uint32(32) - l_295;
const uint32 l_303 = l_288 >> l_302;
const uint32 l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
const bool l_305 = l_121 >= uint32(32);
if (l_305) {
const uint32 l_306 = l_121 & uint32(31);
const uint32 l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = uint32(0);
} else {
const bool l_308 = l_121 > uint32(0);
if (l_308) {
l_mut_90 = l_mut_145;
const bool l_309 = l_121 > uint32(0);
if (l_309) {
const uint32 l_310 = l_mut_145 >> l_121;
const uint32 l_311 = uint32(32) - l_121;
const uint32 l_312 = l_mut_213 << l_311;
const uint32 l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
const uint32 l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
const uint32 l_315 = l_mut_275 + l_mut_219;
const uint32 l_316 = l_mut_269 + l_mut_151;
const bool l_317 = l_315 < l_mut_275;
const uint32 l_318 = uint32(l_317);
const uint32 l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if (l_166) {
const uint32 l_320 = uint32(0) - l_mut_102;
const uint32 l_321 = uint32(0) - l_mut_96;
const bool l_322 = uint32(0) < l_mut_102;
const uint32 l_323 = uint32(l_322);
const uint32 l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
const uint32 l_325 = l_64 - l_mut_102;
const uint32 l_326 = l_67 - l_mut_96;
const bool l_327 = l_64 < l_mut_102;
const uint32 l_328 = uint32(l_327);
const uint32 l_329 = l_326 - l_328;
const uint32 l_330 = l_325 + l_14;
const uint32 l_331 = l_329 + l_17;
const bool l_332 = l_330 < l_325;
const uint32 l_333 = uint32(l_332);
const uint32 l_334 = l_331 + l_333;
const uint32 l_335 = uint32(0) - l_116;
const uint32 l_336 = uint32(0) - l_120;
const bool l_337 = uint32(0) < l_116;
const uint32 l_338 = uint32(l_337);
const uint32 l_339 = l_336 - l_338;
const uint32 l_340 = l_14 + l_14;
const uint32 l_341 = l_17 + l_17;
const bool l_342 = l_340 < l_14;
const uint32 l_343 = uint32(l_342);
const uint32 l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
const uint32 l_345 = uint32(0) - l_335;
const uint32 l_346 = uint32(0) - l_339;
const bool l_347 = uint32(0) < l_335;
const uint32 l_348 = uint32(l_347);
const uint32 l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = uint32(1);
l_mut_96 = uint32(1);
l_mut_350 = bool(false);
const bool l_351 = l_mut_145 < l_344;
const bool l_352 = l_mut_145 == l_344;
const bool l_353 = l_mut_151 < l_340;
const bool l_354 = l_352 && l_353;
const bool l_355 = l_351 || l_354;
const bool l_356 = !l_355;
l_mut_357 = l_356;
const uint32 l_358 = l_335 | l_339;
const bool l_359 = l_358 == uint32(0);
if (l_359) {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if (l_mut_357) {
const uint32 l_360 = l_339 >> uint32(31);
const bool l_361 = l_360 == uint32(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if (l_361) {
const uint32 l_362 = uint32(0) - l_335;
const uint32 l_363 = uint32(0) - l_339;
const bool l_364 = uint32(0) < l_335;
const uint32 l_365 = uint32(l_364);
const uint32 l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
const uint32 l_367 = l_4 - uint32(1);
const uint32 l_368 = l_mut_90 * l_367;
const uint32 l_369 = __umulhi(l_mut_90, l_367);
const uint32 l_370 = l_mut_75 * l_367;
const uint32 l_371 = l_369 + l_370;
l_mut_40 = uint32(0);
const uint32 l_372 = l_4 - uint32(1);
const uint32 l_373 = l_mut_90 * l_372;
const uint32 l_374 = l_mut_75 * l_372;
const uint32 l_375 = __umulhi(l_mut_90, l_372);
const uint32 l_376 = l_375 + l_374;
const uint32 l_377 = __umulhi(l_mut_75, l_372);
const bool l_378 = l_376 < l_374;
const uint32 l_379 = uint32(l_378);
const uint32 l_380 = l_377 + l_379;
const uint32 l_381 = uint32(64) % uint32(32);
l_mut_382 = l_373;
const bool l_383 = l_381 > uint32(0);
if (l_383) {
const uint32 l_384 = l_373 >> l_381;
const uint32 l_385 = uint32(32) - l_381;
const uint32 l_386 = l_376 << l_385;
const uint32 l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
const bool l_389 = l_381 > uint32(0);
if (l_389) {
const uint32 l_390 = l_376 >> l_381;
const uint32 l_391 = uint32(32) - l_381;
const uint32 l_392 = l_380 << l_391;
const uint32 l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
const bool l_395 = uint32(64) >= uint32(64);
if (l_395) {
l_mut_394 = l_380;
l_mut_382 = uint32(0);
} else {
const bool l_396 = uint32(64) >= uint32(32);
if (l_396) {
l_mut_388 = l_376;
const bool l_397 = l_381 > uint32(0);
if (l_397) {
const uint32 l_398 = l_376 >> l_381;
const uint32 l_399 = uint32(32) - l_381;
const uint32 l_400 = l_380 << l_399;
const uint32 l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
const uint32 l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
const uint32 l_403 = l_mut_394 | l_mut_382;
const bool l_404 = l_403 == uint32(0);
if (l_404) {
l_mut_394 = l_330;
l_mut_388 = l_334;
if (l_361) {
const uint32 l_405 = uint32(0) - l_330;
const uint32 l_406 = uint32(0) - l_334;
const bool l_407 = uint32(0) < l_330;
const uint32 l_408 = uint32(l_407);
const uint32 l_409 = l_406 - l_408;
const uint32 l_410 = l_330 | l_334;
const bool l_411 = l_410 == uint32(0);
const bool l_412 = !l_411;
const bool l_413 = l_371 < l_409;
const bool l_414 = l_371 == l_409;
const bool l_415 = l_368 < l_405;
const bool l_416 = l_414 && l_415;
const bool l_417 = l_413 || l_416;
const bool l_418 = !l_417;
const bool l_419 = l_412 && l_418;
if (l_419) {
const uint32 l_420 = l_4 - uint32(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
const bool l_422 = l_409 < l_mut_75;
const bool l_423 = l_409 == l_mut_75;
const bool l_424 = l_405 < l_mut_90;
const bool l_425 = l_423 && l_424;
const bool l_426 = l_422 || l_425;
const bool l_427 = !l_426;
if (l_427) {
l_mut_428 = uint32(0);
const bool l_429 = l_mut_75 < l_409;
const bool l_430 = l_mut_75 == l_409;
const bool l_431 = l_mut_90 < l_405;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
if (l_433) {
const uint32 l_434 = l_405 - uint32(1);
const uint32 l_435 = l_409 - uint32(0);
const bool l_436 = l_405 < uint32(1);
const uint32 l_437 = uint32(l_436);
const uint32 l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = uint32(0);

for (uint32 l_mut_442 = uint32(0); l_mut_442 < uint32(20); ++l_mut_442) {
const uint32 l_443 = uint32(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
const bool l_446 = l_443 >= uint32(32);
if (l_446) {
const uint32 l_447 = l_443 & uint32(31);
const uint32 l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = uint32(0);
} else {
const bool l_449 = l_443 > uint32(0);
if (l_449) {
l_mut_450 = l_mut_439;
const bool l_451 = l_443 > uint32(0);
if (l_451) {
const uint32 l_452 = l_mut_439 >> l_443;
const uint32 l_453 = uint32(32) - l_443;
const uint32 l_454 = l_mut_440 << l_453;
const uint32 l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
const uint32 l_456 = l_mut_440 >> l_443;
l_mut_444 = l_mut_450;
l_mut_445 = l_456;
}
}
const bool l_457 = l_mut_445 < l_mut_75;
const bool l_458 = l_mut_445 == l_mut_75;
const bool l_459 = l_mut_444 < l_mut_90;
const bool l_460 = l_458 && l_459;
const bool l_461 = l_457 || l_460;
const bool l_462 = !l_461;
if (l_462) {
l_mut_450 = l_mut_90;
l_mut_445 = l_mut_75;
const bool l_463 = l_443 >= uint32(32);
if (l_463) {
const uint32 l_464 = l_443 & uint32(31);
const uint32 l_465 = l_mut_90 << l_464;
l_mut_450 = uint32(0);
l_mut_445 = l_465;
} else {
const bool l_466 = l_443 > uint32(0);
if (l_466) {
const uint32 l_467 = l_mut_90 << l_443;
const uint32 l_468 = l_mut_75 << l_443;
const uint32 l_469 = uint32(32) - l_443;
const uint32 l_470 = l_mut_90 >> l_469;
const uint32 l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
const uint32 l_472 = l_mut_439 - l_mut_450;
const uint32 l_473 = l_mut_440 - l_mut_445;
const bool l_474 = l_mut_439 < l_mut_450;
const uint32 l_475 = uint32(l_474);
const uint32 l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
const uint32 l_477 = uint32(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
const uint32 l_478 = min(l_mut_441, l_420);
l_mut_450 = l_478;
const bool l_479 = l_mut_440 < l_mut_75;
const bool l_480 = l_mut_440 == l_mut_75;
const bool l_481 = l_mut_439 < l_mut_90;
const bool l_482 = l_480 && l_481;
const bool l_483 = l_479 || l_482;
const bool l_484 = !l_483;
if (l_484) {
l_mut_450 = l_420;
}
l_mut_428 = l_mut_450;
}
const uint32 l_485 = l_mut_90 * l_mut_428;
const uint32 l_486 = __umulhi(l_mut_90, l_mut_428);
const uint32 l_487 = l_mut_75 * l_mut_428;
const uint32 l_488 = l_486 + l_487;
const uint32 l_489 = l_405 - l_485;
const uint32 l_490 = l_409 - l_488;
const bool l_491 = l_405 < l_485;
const uint32 l_492 = uint32(l_491);
const uint32 l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
const bool l_494 = l_mut_421 < l_mut_75;
const bool l_495 = l_mut_421 == l_mut_75;
const bool l_496 = l_mut_382 < l_mut_90;
const bool l_497 = l_495 && l_496;
const bool l_498 = l_494 || l_497;
const bool l_499 = !l_498;
if (l_499) {
const uint32 l_500 = l_mut_382 - l_mut_90;
const uint32 l_501 = l_mut_421 - l_mut_75;
const bool l_502 = l_mut_382 < l_mut_90;
const uint32 l_503 = uint32(l_502);
const uint32 l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
const uint32 l_505 = l_mut_90 - l_mut_382;
const uint32 l_506 = l_mut_75 - l_mut_421;
const bool l_507 = l_mut_90 < l_mut_382;
const uint32 l_508 = uint32(l_507);
const uint32 l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
const bool l_510 = l_509 < l_mut_75;
const bool l_511 = l_509 == l_mut_75;
const bool l_512 = l_505 < l_mut_90;
const bool l_513 = l_511 && l_512;
const bool l_514 = l_510 || l_513;
const bool l_515 = !l_514;
if (l_515) {
const uint32 l_516 = l_505 - l_mut_90;
const uint32 l_517 = l_509 - l_mut_75;
const bool l_518 = l_505 < l_mut_90;
const uint32 l_519 = uint32(l_518);
const uint32 l_520 = l_517 - l_519;
l_mut_450 = l_516;
l_mut_445 = l_520;
}
const bool l_521 = l_mut_445 < l_mut_388;
const bool l_522 = l_mut_445 == l_mut_388;
const bool l_523 = l_mut_450 < l_mut_394;
const bool l_524 = l_522 && l_523;
const bool l_525 = l_521 || l_524;
if (l_525) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
} else {
const uint32 l_526 = l_330 - l_368;
const uint32 l_527 = l_334 - l_371;
const bool l_528 = l_330 < l_368;
const uint32 l_529 = uint32(l_528);
const uint32 l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
const bool l_531 = l_334 < l_371;
const bool l_532 = l_334 == l_371;
const bool l_533 = l_330 < l_368;
const bool l_534 = l_532 && l_533;
const bool l_535 = l_531 || l_534;
if (l_535) {
const uint32 l_536 = l_4 - uint32(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
const bool l_537 = l_334 < l_mut_75;
const bool l_538 = l_334 == l_mut_75;
const bool l_539 = l_330 < l_mut_90;
const bool l_540 = l_538 && l_539;
const bool l_541 = l_537 || l_540;
const bool l_542 = !l_541;
if (l_542) {
l_mut_444 = uint32(0);
const bool l_543 = l_mut_75 < l_334;
const bool l_544 = l_mut_75 == l_334;
const bool l_545 = l_mut_90 < l_330;
const bool l_546 = l_544 && l_545;
const bool l_547 = l_543 || l_546;
if (l_547) {
const uint32 l_548 = l_330 - uint32(1);
const uint32 l_549 = l_334 - uint32(0);
const bool l_550 = l_330 < uint32(1);
const uint32 l_551 = uint32(l_550);
const uint32 l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = uint32(0);

for (uint32 l_mut_553 = uint32(0); l_mut_553 < uint32(20); ++l_mut_553) {
const uint32 l_554 = uint32(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
const bool l_555 = l_554 >= uint32(32);
if (l_555) {
const uint32 l_556 = l_554 & uint32(31);
const uint32 l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = uint32(0);
} else {
const bool l_558 = l_554 > uint32(0);
if (l_558) {
l_mut_382 = l_mut_441;
const bool l_559 = l_554 > uint32(0);
if (l_559) {
const uint32 l_560 = l_mut_441 >> l_554;
const uint32 l_561 = uint32(32) - l_554;
const uint32 l_562 = l_mut_440 << l_561;
const uint32 l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
const uint32 l_564 = l_mut_440 >> l_554;
l_mut_428 = l_mut_382;
l_mut_421 = l_564;
}
}
const bool l_565 = l_mut_421 < l_mut_75;
const bool l_566 = l_mut_421 == l_mut_75;
const bool l_567 = l_mut_428 < l_mut_90;
const bool l_568 = l_566 && l_567;
const bool l_569 = l_565 || l_568;
const bool l_570 = !l_569;
if (l_570) {
l_mut_428 = l_mut_90;
l_mut_421 = l_mut_75;
const bool l_571 = l_554 >= uint32(32);
if (l_571) {
const uint32 l_572 = l_554 & uint32(31);
const uint32 l_573 = l_mut_90 << l_572;
l_mut_428 = uint32(0);
l_mut_421 = l_573;
} else {
const bool l_574 = l_554 > uint32(0);
if (l_574) {
const uint32 l_575 = l_mut_90 << l_554;
const uint32 l_576 = l_mut_75 << l_554;
const uint32 l_577 = uint32(32) - l_554;
const uint32 l_578 = l_mut_90 >> l_577;
const uint32 l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
const uint32 l_580 = l_mut_441 - l_mut_428;
const uint32 l_581 = l_mut_440 - l_mut_421;
const bool l_582 = l_mut_441 < l_mut_428;
const uint32 l_583 = uint32(l_582);
const uint32 l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
const uint32 l_585 = uint32(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
const uint32 l_586 = min(l_mut_439, l_536);
l_mut_439 = l_586;
const bool l_587 = l_mut_440 < l_mut_75;
const bool l_588 = l_mut_440 == l_mut_75;
const bool l_589 = l_mut_441 < l_mut_90;
const bool l_590 = l_588 && l_589;
const bool l_591 = l_587 || l_590;
const bool l_592 = !l_591;
if (l_592) {
l_mut_439 = l_536;
}
l_mut_444 = l_mut_439;
}
const uint32 l_593 = l_mut_90 * l_mut_444;
const uint32 l_594 = __umulhi(l_mut_90, l_mut_444);
const uint32 l_595 = l_mut_75 * l_mut_444;
const uint32 l_596 = l_594 + l_595;
const uint32 l_597 = l_330 - l_593;
const uint32 l_598 = l_334 - l_596;
const bool l_599 = l_330 < l_593;
const uint32 l_600 = uint32(l_599);
const uint32 l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
const bool l_602 = l_mut_445 < l_mut_75;
const bool l_603 = l_mut_445 == l_mut_75;
const bool l_604 = l_mut_450 < l_mut_90;
const bool l_605 = l_603 && l_604;
const bool l_606 = l_602 || l_605;
const bool l_607 = !l_606;
if (l_607) {
const uint32 l_608 = l_mut_450 - l_mut_90;
const uint32 l_609 = l_mut_445 - l_mut_75;
const bool l_610 = l_mut_450 < l_mut_90;
const uint32 l_611 = uint32(l_610);
const uint32 l_612 = l_609 - l_611;
l_mut_450 = l_608;
l_mut_445 = l_612;
}
}
const bool l_613 = l_mut_445 < l_mut_388;
const bool l_614 = l_mut_445 == l_mut_388;
const bool l_615 = l_mut_450 < l_mut_394;
const bool l_616 = l_614 && l_615;
const bool l_617 = l_613 || l_616;
if (l_617) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
}
const bool l_618 = l_mut_388 < l_344;
const bool l_619 = l_mut_388 == l_344;
const bool l_620 = l_mut_394 < l_340;
const bool l_621 = l_619 && l_620;
const bool l_622 = l_618 || l_621;
const bool l_623 = !l_622;
const uint32 l_624 = uint32(l_623);
const uint32 l_625 = uint32(2) - l_624;
l_mut_40 = l_625;
}
const bool l_626 = l_mut_40 > uint32(0);
if (l_626) {
const bool l_627 = l_mut_40 == uint32(1);
l_mut_350 = l_627;
l_mut_357 = bool(false);
}
}
l_mut_628 = bool(false);
while (true) {
const bool l_629 = !l_mut_357;
if (l_629) {
break;}
const bool l_630 = l_mut_145 < l_mut_269;
const bool l_631 = l_mut_145 == l_mut_269;
const bool l_632 = l_mut_151 < l_mut_275;
const bool l_633 = l_631 && l_632;
const bool l_634 = l_630 || l_633;
if (l_634) {
const uint32 l_635 = l_mut_275 - l_mut_151;
const uint32 l_636 = l_mut_269 - l_mut_145;
const bool l_637 = l_mut_275 < l_mut_151;
const uint32 l_638 = uint32(l_637);
const uint32 l_639 = l_636 - l_638;
l_mut_450 = l_635;
l_mut_445 = l_639;
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_640 = l_mut_445 < l_mut_269;
const bool l_641 = l_mut_445 == l_mut_269;
const bool l_642 = l_mut_450 < l_mut_275;
const bool l_643 = l_641 && l_642;
const bool l_644 = l_640 || l_643;
if (l_644) {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_645 = bool(false);
l_mut_645 = bool(true);
l_mut_450 = uint32(0);
const uint32 l_646 = l_mut_219 | l_mut_213;
const bool l_647 = l_646 == uint32(0);
const bool l_648 = !l_647;
const bool l_649 = l_mut_645 && l_648;
const bool l_650 = l_mut_213 < l_mut_441;
const bool l_651 = l_mut_213 == l_mut_441;
const bool l_652 = l_mut_219 < l_mut_444;
const bool l_653 = l_651 && l_652;
const bool l_654 = l_650 || l_653;
const bool l_655 = l_649 && l_654;
const uint32 l_656 = l_mut_102 + l_mut_96;
const bool l_657 = l_656 < l_4;
const bool l_658 = l_655 && l_657;
if (l_658) {
const uint32 l_659 = l_4 - l_mut_102;
const uint32 l_660 = l_659 - l_mut_96;
const uint32 l_661 = l_660 / l_mut_102;
const uint32 l_662 = l_mut_444 - uint32(1);
const uint32 l_663 = l_mut_441 - uint32(0);
const bool l_664 = l_mut_444 < uint32(1);
const uint32 l_665 = uint32(l_664);
const uint32 l_666 = l_663 - l_665;
l_mut_445 = l_662;
l_mut_444 = l_666;
l_mut_441 = uint32(0);

for (uint32 l_mut_667 = uint32(0); l_mut_667 < uint32(20); ++l_mut_667) {
const uint32 l_668 = uint32(19) - l_mut_667;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
const bool l_669 = l_668 >= uint32(32);
if (l_669) {
const uint32 l_670 = l_668 & uint32(31);
const uint32 l_671 = l_mut_444 >> l_670;
l_mut_440 = l_671;
l_mut_439 = uint32(0);
} else {
const bool l_672 = l_668 > uint32(0);
if (l_672) {
l_mut_428 = l_mut_445;
const bool l_673 = l_668 > uint32(0);
if (l_673) {
const uint32 l_674 = l_mut_445 >> l_668;
const uint32 l_675 = uint32(32) - l_668;
const uint32 l_676 = l_mut_444 << l_675;
const uint32 l_677 = l_674 | l_676;
l_mut_428 = l_677;
}
const uint32 l_678 = l_mut_444 >> l_668;
l_mut_440 = l_mut_428;
l_mut_439 = l_678;
}
}
const bool l_679 = l_mut_439 < l_mut_213;
const bool l_680 = l_mut_439 == l_mut_213;
const bool l_681 = l_mut_440 < l_mut_219;
const bool l_682 = l_680 && l_681;
const bool l_683 = l_679 || l_682;
const bool l_684 = !l_683;
if (l_684) {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
const bool l_685 = l_668 >= uint32(32);
if (l_685) {
const uint32 l_686 = l_668 & uint32(31);
const uint32 l_687 = l_mut_219 << l_686;
l_mut_440 = uint32(0);
l_mut_439 = l_687;
} else {
const bool l_688 = l_668 > uint32(0);
if (l_688) {
const uint32 l_689 = l_mut_219 << l_668;
const uint32 l_690 = l_mut_213 << l_668;
const uint32 l_691 = uint32(32) - l_668;
const uint32 l_692 = l_mut_219 >> l_691;
const uint32 l_693 = l_690 | l_692;
l_mut_440 = l_689;
l_mut_439 = l_693;
}
}
const uint32 l_694 = l_mut_445 - l_mut_440;
const uint32 l_695 = l_mut_444 - l_mut_439;
const bool l_696 = l_mut_445 < l_mut_440;
const uint32 l_697 = uint32(l_696);
const uint32 l_698 = l_695 - l_697;
l_mut_445 = l_694;
l_mut_444 = l_698;
const uint32 l_699 = uint32(1) << l_668;
l_mut_441 = l_mut_441 | l_699;
}
}
const uint32 l_700 = min(l_mut_441, l_661);
l_mut_441 = l_700;
const bool l_701 = l_mut_444 < l_mut_213;
const bool l_702 = l_mut_444 == l_mut_213;
const bool l_703 = l_mut_445 < l_mut_219;
const bool l_704 = l_702 && l_703;
const bool l_705 = l_701 || l_704;
const bool l_706 = !l_705;
if (l_706) {
l_mut_441 = l_661;
}
l_mut_450 = l_mut_441;
}
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_219;
l_mut_440 = l_mut_213;
l_mut_439 = l_mut_102;
l_mut_428 = l_mut_96;
l_mut_421 = l_mut_151;
l_mut_394 = l_mut_145;
l_mut_388 = uint32(0);
const bool l_707 = l_mut_450 > uint32(0);
if (l_707) {
const uint32 l_708 = l_mut_219 * l_mut_450;
const uint32 l_709 = __umulhi(l_mut_219, l_mut_450);
const uint32 l_710 = l_mut_213 * l_mut_450;
const uint32 l_711 = l_709 + l_710;
const uint32 l_712 = l_mut_275 - l_708;
const uint32 l_713 = l_mut_269 - l_711;
const bool l_714 = l_mut_275 < l_708;
const uint32 l_715 = uint32(l_714);
const uint32 l_716 = l_713 - l_715;
l_mut_445 = l_712;
l_mut_444 = l_716;
const uint32 l_717 = l_mut_450 * l_mut_102;
const uint32 l_718 = l_mut_96 + l_717;
l_mut_428 = l_718;
} else {
const bool l_719 = l_mut_388 == uint32(0);
if (l_719) {
const uint32 l_720 = l_4 - l_mut_102;
const uint32 l_721 = l_720 / l_mut_96;
l_mut_450 = uint32(0);
l_mut_645 = bool(false);
l_mut_645 = bool(true);
const uint32 l_722 = l_mut_275 | l_mut_269;
const bool l_723 = l_722 == uint32(0);
if (l_723) {
l_mut_450 = l_721;
} else {
if (l_mut_645) {
const bool l_724 = l_mut_269 < l_mut_213;
const bool l_725 = l_mut_269 == l_mut_213;
const bool l_726 = l_mut_275 < l_mut_219;
const bool l_727 = l_725 && l_726;
const bool l_728 = l_724 || l_727;
if (l_728) {
const uint32 l_729 = l_mut_219 - uint32(1);
const uint32 l_730 = l_mut_213 - uint32(0);
const bool l_731 = l_mut_219 < uint32(1);
const uint32 l_732 = uint32(l_731);
const uint32 l_733 = l_730 - l_732;
l_mut_382 = l_729;
l_mut_90 = l_733;
l_mut_75 = uint32(0);

for (uint32 l_mut_734 = uint32(0); l_mut_734 < uint32(20); ++l_mut_734) {
const uint32 l_735 = uint32(19) - l_mut_734;
l_mut_40 = l_mut_382;
l_mut_736 = l_mut_90;
const bool l_737 = l_735 >= uint32(32);
if (l_737) {
const uint32 l_738 = l_735 & uint32(31);
const uint32 l_739 = l_mut_90 >> l_738;
l_mut_40 = l_739;
l_mut_736 = uint32(0);
} else {
const bool l_740 = l_735 > uint32(0);
if (l_740) {
l_mut_741 = l_mut_382;
const bool l_742 = l_735 > uint32(0);
if (l_742) {
const uint32 l_743 = l_mut_382 >> l_735;
const uint32 l_744 = uint32(32) - l_735;
const uint32 l_745 = l_mut_90 << l_744;
const uint32 l_746 = l_743 | l_745;
l_mut_741 = l_746;
}
const uint32 l_747 = l_mut_90 >> l_735;
l_mut_40 = l_mut_741;
l_mut_736 = l_747;
}
}
const bool l_748 = l_mut_736 < l_mut_269;
const bool l_749 = l_mut_736 == l_mut_269;
const bool l_750 = l_mut_40 < l_mut_275;
const bool l_751 = l_749 && l_750;
const bool l_752 = l_748 || l_751;
const bool l_753 = !l_752;
if (l_753) {
l_mut_741 = l_mut_275;
l_mut_736 = l_mut_269;
const bool l_754 = l_735 >= uint32(32);
if (l_754) {
const uint32 l_755 = l_735 & uint32(31);
const uint32 l_756 = l_mut_275 << l_755;
l_mut_741 = uint32(0);
l_mut_736 = l_756;
} else {
const bool l_757 = l_735 > uint32(0);
if (l_757) {
const uint32 l_758 = l_mut_275 << l_735;
const uint32 l_759 = l_mut_269 << l_735;
const uint32 l_760 = uint32(32) - l_735;
const uint32 l_761 = l_mut_275 >> l_760;
const uint32 l_762 = l_759 | l_761;
l_mut_741 = l_758;
l_mut_736 = l_762;
}
}
const uint32 l_763 = l_mut_382 - l_mut_741;
const uint32 l_764 = l_mut_90 - l_mut_736;
const bool l_765 = l_mut_382 < l_mut_741;
const uint32 l_766 = uint32(l_765);
const uint32 l_767 = l_764 - l_766;
l_mut_382 = l_763;
l_mut_90 = l_767;
const uint32 l_768 = uint32(1) << l_735;
l_mut_75 = l_mut_75 | l_768;
}
}
const uint32 l_769 = min(l_mut_75, l_721);
l_mut_741 = l_769;
const bool l_770 = l_mut_90 < l_mut_269;
const bool l_771 = l_mut_90 == l_mut_269;
const bool l_772 = l_mut_382 < l_mut_275;
const bool l_773 = l_771 && l_772;
const bool l_774 = l_770 || l_773;
const bool l_775 = !l_774;
if (l_775) {
l_mut_741 = l_721;
}
l_mut_450 = l_mut_741;
}
} else {
l_mut_741 = l_mut_219;
l_mut_736 = l_mut_213;
while (true) {
const bool l_776 = l_mut_269 < l_mut_736;
const bool l_777 = l_mut_269 == l_mut_736;
const bool l_778 = l_mut_275 < l_mut_741;
const bool l_779 = l_777 && l_778;
const bool l_780 = l_776 || l_779;
const uint32 l_781 = l_mut_450 * l_mut_96;
const uint32 l_782 = l_mut_102 + l_781;
const uint32 l_783 = l_782 + l_mut_96;
const bool l_784 = l_783 < l_4;
const bool l_785 = l_780 && l_784;
const bool l_786 = !l_785;
if (l_786) {
break;}
const uint32 l_787 = l_mut_741 - l_mut_275;
const uint32 l_788 = l_mut_736 - l_mut_269;
const bool l_789 = l_mut_741 < l_mut_275;
const uint32 l_790 = uint32(l_789);
const uint32 l_791 = l_788 - l_790;
l_mut_741 = l_787;
l_mut_736 = l_791;
l_mut_450 = l_mut_450 + uint32(1);
}
}
}
const uint32 l_792 = l_mut_450 * l_mut_96;
const uint32 l_793 = l_mut_102 + l_792;
const uint32 l_794 = l_793 + l_mut_96;
const bool l_795 = l_794 >= l_4;
if (l_795) {
l_mut_388 = uint32(1);
} else {
const uint32 l_796 = l_mut_275 * l_mut_450;
const uint32 l_797 = __umulhi(l_mut_275, l_mut_450);
const uint32 l_798 = l_mut_269 * l_mut_450;
const uint32 l_799 = l_797 + l_798;
const uint32 l_800 = l_mut_219 - l_796;
const uint32 l_801 = l_mut_213 - l_799;
const bool l_802 = l_mut_219 < l_796;
const uint32 l_803 = uint32(l_802);
const uint32 l_804 = l_801 - l_803;
l_mut_441 = l_800;
l_mut_440 = l_804;
const uint32 l_805 = l_mut_450 * l_mut_96;
const uint32 l_806 = l_mut_102 + l_805;
l_mut_439 = l_806;
const uint32 l_807 = l_mut_275 - l_mut_441;
const uint32 l_808 = l_mut_269 - l_mut_440;
const bool l_809 = l_mut_275 < l_mut_441;
const uint32 l_810 = uint32(l_809);
const uint32 l_811 = l_808 - l_810;
l_mut_445 = l_807;
l_mut_444 = l_811;
const uint32 l_812 = l_mut_96 + l_mut_439;
l_mut_428 = l_812;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_441;
l_mut_213 = l_mut_440;
l_mut_102 = l_mut_439;
l_mut_96 = l_mut_428;
l_mut_151 = l_mut_421;
l_mut_145 = l_mut_394;
const bool l_813 = l_mut_388 == uint32(1);
l_mut_350 = l_813;
const bool l_814 = l_mut_388 == uint32(0);
l_mut_357 = l_814;
} else {
const uint32 l_815 = l_mut_219 - l_mut_151;
const uint32 l_816 = l_mut_213 - l_mut_145;
const bool l_817 = l_mut_219 < l_mut_151;
const uint32 l_818 = uint32(l_817);
const uint32 l_819 = l_816 - l_818;
l_mut_741 = l_815;
l_mut_736 = l_819;
const uint32 l_820 = l_mut_151 - l_340;
const uint32 l_821 = l_mut_145 - l_344;
const bool l_822 = l_mut_151 < l_340;
const uint32 l_823 = uint32(l_822);
const uint32 l_824 = l_821 - l_823;
l_mut_741 = l_820;
l_mut_736 = l_824;
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
const bool l_825 = l_mut_736 < l_mut_213;
const bool l_826 = l_mut_736 == l_mut_213;
const bool l_827 = l_mut_741 < l_mut_219;
const bool l_828 = l_826 && l_827;
const bool l_829 = l_825 || l_828;
if (l_829) {
l_mut_450 = l_mut_741;
l_mut_445 = l_mut_736;
}
l_mut_645 = bool(false);
l_mut_645 = bool(true);
l_mut_741 = uint32(0);
const uint32 l_830 = l_mut_275 | l_mut_269;
const bool l_831 = l_830 == uint32(0);
const bool l_832 = !l_831;
const bool l_833 = l_mut_645 && l_832;
const bool l_834 = l_mut_269 < l_mut_445;
const bool l_835 = l_mut_269 == l_mut_445;
const bool l_836 = l_mut_275 < l_mut_450;
const bool l_837 = l_835 && l_836;
const bool l_838 = l_834 || l_837;
const bool l_839 = l_833 && l_838;
const uint32 l_840 = l_mut_96 + l_mut_102;
const bool l_841 = l_840 < l_4;
const bool l_842 = l_839 && l_841;
if (l_842) {
const uint32 l_843 = l_4 - l_mut_96;
const uint32 l_844 = l_843 - l_mut_102;
const uint32 l_845 = l_844 / l_mut_96;
const uint32 l_846 = l_mut_450 - uint32(1);
const uint32 l_847 = l_mut_445 - uint32(0);
const bool l_848 = l_mut_450 < uint32(1);
const uint32 l_849 = uint32(l_848);
const uint32 l_850 = l_847 - l_849;
l_mut_736 = l_846;
l_mut_450 = l_850;
l_mut_445 = uint32(0);

for (uint32 l_mut_851 = uint32(0); l_mut_851 < uint32(20); ++l_mut_851) {
const uint32 l_852 = uint32(19) - l_mut_851;
l_mut_444 = l_mut_736;
l_mut_441 = l_mut_450;
const bool l_853 = l_852 >= uint32(32);
if (l_853) {
const uint32 l_854 = l_852 & uint32(31);
const uint32 l_855 = l_mut_450 >> l_854;
l_mut_444 = l_855;
l_mut_441 = uint32(0);
} else {
const bool l_856 = l_852 > uint32(0);
if (l_856) {
l_mut_440 = l_mut_736;
const bool l_857 = l_852 > uint32(0);
if (l_857) {
const uint32 l_858 = l_mut_736 >> l_852;
const uint32 l_859 = uint32(32) - l_852;
const uint32 l_860 = l_mut_450 << l_859;
const uint32 l_861 = l_858 | l_860;
l_mut_440 = l_861;
}
const uint32 l_862 = l_mut_450 >> l_852;
l_mut_444 = l_mut_440;
l_mut_441 = l_862;
}
}
const bool l_863 = l_mut_441 < l_mut_269;
const bool l_864 = l_mut_441 == l_mut_269;
const bool l_865 = l_mut_444 < l_mut_275;
const bool l_866 = l_864 && l_865;
const bool l_867 = l_863 || l_866;
const bool l_868 = !l_867;
if (l_868) {
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_869 = l_852 >= uint32(32);
if (l_869) {
const uint32 l_870 = l_852 & uint32(31);
const uint32 l_871 = l_mut_275 << l_870;
l_mut_444 = uint32(0);
l_mut_441 = l_871;
} else {
const bool l_872 = l_852 > uint32(0);
if (l_872) {
const uint32 l_873 = l_mut_275 << l_852;
const uint32 l_874 = l_mut_269 << l_852;
const uint32 l_875 = uint32(32) - l_852;
const uint32 l_876 = l_mut_275 >> l_875;
const uint32 l_877 = l_874 | l_876;
l_mut_444 = l_873;
l_mut_441 = l_877;
}
}
const uint32 l_878 = l_mut_736 - l_mut_444;
const uint32 l_879 = l_mut_450 - l_mut_441;
const bool l_880 = l_mut_736 < l_mut_444;
const uint32 l_881 = uint32(l_880);
const uint32 l_882 = l_879 - l_881;
l_mut_736 = l_878;
l_mut_450 = l_882;
const uint32 l_883 = uint32(1) << l_852;
l_mut_445 = l_mut_445 | l_883;
}
}
const uint32 l_884 = min(l_mut_445, l_845);
l_mut_445 = l_884;
const bool l_885 = l_mut_450 < l_mut_269;
const bool l_886 = l_mut_450 == l_mut_269;
const bool l_887 = l_mut_736 < l_mut_275;
const bool l_888 = l_886 && l_887;
const bool l_889 = l_885 || l_888;
const bool l_890 = !l_889;
if (l_890) {
l_mut_445 = l_845;
}
l_mut_741 = l_mut_445;
}
l_mut_736 = l_mut_219;
l_mut_450 = l_mut_213;
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_96;
l_mut_440 = l_mut_102;
l_mut_439 = l_mut_151;
l_mut_428 = l_mut_145;
l_mut_421 = uint32(0);
const bool l_891 = l_mut_741 > uint32(0);
if (l_891) {
const uint32 l_892 = l_mut_275 * l_mut_741;
const uint32 l_893 = __umulhi(l_mut_275, l_mut_741);
const uint32 l_894 = l_mut_269 * l_mut_741;
const uint32 l_895 = l_893 + l_894;
const uint32 l_896 = l_mut_151 - l_892;
const uint32 l_897 = l_mut_145 - l_895;
const bool l_898 = l_mut_151 < l_892;
const uint32 l_899 = uint32(l_898);
const uint32 l_900 = l_897 - l_899;
l_mut_439 = l_896;
l_mut_428 = l_900;
const uint32 l_901 = l_mut_219 - l_892;
const uint32 l_902 = l_mut_213 - l_895;
const bool l_903 = l_mut_219 < l_892;
const uint32 l_904 = uint32(l_903);
const uint32 l_905 = l_902 - l_904;
l_mut_736 = l_901;
l_mut_450 = l_905;
const uint32 l_906 = l_mut_741 * l_mut_96;
const uint32 l_907 = l_mut_102 + l_906;
l_mut_440 = l_907;
} else {
const uint32 l_908 = l_mut_151 - l_mut_275;
const uint32 l_909 = l_mut_145 - l_mut_269;
const bool l_910 = l_mut_151 < l_mut_275;
const uint32 l_911 = uint32(l_910);
const uint32 l_912 = l_909 - l_911;
l_mut_439 = l_908;
l_mut_428 = l_912;
const bool l_913 = l_mut_428 < l_344;
const bool l_914 = l_mut_428 == l_344;
const bool l_915 = l_mut_439 < l_340;
const bool l_916 = l_914 && l_915;
const bool l_917 = l_913 || l_916;
if (l_917) {
l_mut_421 = uint32(2);
}
const bool l_918 = l_mut_421 == uint32(0);
if (l_918) {
const uint32 l_919 = l_4 - l_mut_96;
const uint32 l_920 = l_919 / l_mut_102;
l_mut_741 = uint32(0);
l_mut_645 = bool(false);
l_mut_645 = bool(true);
const uint32 l_921 = l_mut_219 | l_mut_213;
const bool l_922 = l_921 == uint32(0);
if (l_922) {
l_mut_741 = l_920;
} else {
if (l_mut_645) {
const bool l_923 = l_mut_213 < l_mut_269;
const bool l_924 = l_mut_213 == l_mut_269;
const bool l_925 = l_mut_219 < l_mut_275;
const bool l_926 = l_924 && l_925;
const bool l_927 = l_923 || l_926;
if (l_927) {
const uint32 l_928 = l_mut_275 - uint32(1);
const uint32 l_929 = l_mut_269 - uint32(0);
const bool l_930 = l_mut_275 < uint32(1);
const uint32 l_931 = uint32(l_930);
const uint32 l_932 = l_929 - l_931;
l_mut_394 = l_928;
l_mut_388 = l_932;
l_mut_382 = uint32(0);

for (uint32 l_mut_933 = uint32(0); l_mut_933 < uint32(20); ++l_mut_933) {
const uint32 l_934 = uint32(19) - l_mut_933;
l_mut_90 = l_mut_394;
l_mut_75 = l_mut_388;
const bool l_935 = l_934 >= uint32(32);
if (l_935) {
const uint32 l_936 = l_934 & uint32(31);
const uint32 l_937 = l_mut_388 >> l_936;
l_mut_90 = l_937;
l_mut_75 = uint32(0);
} else {
const bool l_938 = l_934 > uint32(0);
if (l_938) {
l_mut_40 = l_mut_394;
const bool l_939 = l_934 > uint32(0);
if (l_939) {
const uint32 l_940 = l_mut_394 >> l_934;
const uint32 l_941 = uint32(32) - l_934;
const uint32 l_942 = l_mut_388 << l_941;
const uint32 l_943 = l_940 | l_942;
l_mut_40 = l_943;
}
const uint32 l_944 = l_mut_388 >> l_934;
l_mut_90 = l_mut_40;
l_mut_75 = l_944;
}
}
const bool l_945 = l_mut_75 < l_mut_213;
const bool l_946 = l_mut_75 == l_mut_213;
const bool l_947 = l_mut_90 < l_mut_219;
const bool l_948 = l_946 && l_947;
const bool l_949 = l_945 || l_948;
const bool l_950 = !l_949;
if (l_950) {
l_mut_90 = l_mut_219;
l_mut_75 = l_mut_213;
const bool l_951 = l_934 >= uint32(32);
if (l_951) {
const uint32 l_952 = l_934 & uint32(31);
const uint32 l_953 = l_mut_219 << l_952;
l_mut_90 = uint32(0);
l_mut_75 = l_953;
} else {
const bool l_954 = l_934 > uint32(0);
if (l_954) {
const uint32 l_955 = l_mut_219 << l_934;
const uint32 l_956 = l_mut_213 << l_934;
const uint32 l_957 = uint32(32) - l_934;
const uint32 l_958 = l_mut_219 >> l_957;
const uint32 l_959 = l_956 | l_958;
l_mut_90 = l_955;
l_mut_75 = l_959;
}
}
const uint32 l_960 = l_mut_394 - l_mut_90;
const uint32 l_961 = l_mut_388 - l_mut_75;
const bool l_962 = l_mut_394 < l_mut_90;
const uint32 l_963 = uint32(l_962);
const uint32 l_964 = l_961 - l_963;
l_mut_394 = l_960;
l_mut_388 = l_964;
const uint32 l_965 = uint32(1) << l_934;
l_mut_382 = l_mut_382 | l_965;
}
}
const uint32 l_966 = min(l_mut_382, l_920);
l_mut_382 = l_966;
const bool l_967 = l_mut_388 < l_mut_213;
const bool l_968 = l_mut_388 == l_mut_213;
const bool l_969 = l_mut_394 < l_mut_219;
const bool l_970 = l_968 && l_969;
const bool l_971 = l_967 || l_970;
const bool l_972 = !l_971;
if (l_972) {
l_mut_382 = l_920;
}
l_mut_741 = l_mut_382;
}
} else {
l_mut_394 = l_mut_275;
l_mut_388 = l_mut_269;
while (true) {
const bool l_973 = l_mut_213 < l_mut_388;
const bool l_974 = l_mut_213 == l_mut_388;
const bool l_975 = l_mut_219 < l_mut_394;
const bool l_976 = l_974 && l_975;
const bool l_977 = l_973 || l_976;
const uint32 l_978 = l_mut_741 * l_mut_102;
const uint32 l_979 = l_mut_96 + l_978;
const uint32 l_980 = l_979 + l_mut_102;
const bool l_981 = l_980 < l_4;
const bool l_982 = l_977 && l_981;
const bool l_983 = !l_982;
if (l_983) {
break;}
const uint32 l_984 = l_mut_394 - l_mut_219;
const uint32 l_985 = l_mut_388 - l_mut_213;
const bool l_986 = l_mut_394 < l_mut_219;
const uint32 l_987 = uint32(l_986);
const uint32 l_988 = l_985 - l_987;
l_mut_394 = l_984;
l_mut_388 = l_988;
l_mut_741 = l_mut_741 + uint32(1);
}
}
}
const uint32 l_989 = l_mut_741 * l_mut_102;
const uint32 l_990 = l_mut_96 + l_989;
const uint32 l_991 = l_990 + l_mut_102;
const bool l_992 = l_991 >= l_4;
if (l_992) {
l_mut_421 = uint32(1);
} else {
const uint32 l_993 = l_mut_219 * l_mut_741;
const uint32 l_994 = __umulhi(l_mut_219, l_mut_741);
const uint32 l_995 = l_mut_213 * l_mut_741;
const uint32 l_996 = l_994 + l_995;
const uint32 l_997 = l_mut_275 - l_993;
const uint32 l_998 = l_mut_269 - l_996;
const bool l_999 = l_mut_275 < l_993;
const uint32 l_1000 = uint32(l_999);
const uint32 l_1001 = l_998 - l_1000;
l_mut_445 = l_997;
l_mut_444 = l_1001;
const uint32 l_1002 = l_mut_741 * l_mut_102;
const uint32 l_1003 = l_mut_96 + l_1002;
l_mut_441 = l_1003;
const uint32 l_1004 = l_mut_219 - l_mut_445;
const uint32 l_1005 = l_mut_213 - l_mut_444;
const bool l_1006 = l_mut_219 < l_mut_445;
const uint32 l_1007 = uint32(l_1006);
const uint32 l_1008 = l_1005 - l_1007;
l_mut_736 = l_1004;
l_mut_450 = l_1008;
const uint32 l_1009 = l_mut_102 + l_mut_441;
l_mut_440 = l_1009;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_736;
l_mut_213 = l_mut_450;
l_mut_102 = l_mut_440;
l_mut_96 = l_mut_441;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
const bool l_1010 = l_mut_421 == uint32(1);
l_mut_350 = l_1010;
const bool l_1011 = l_mut_421 == uint32(0);
l_mut_357 = l_1011;
}
}
const bool l_1012 = !l_mut_350;
if (l_1012) {
const uint32 l_2801 = info.static_meta[uint32(5)];
const uint32 l_2802 = l_2801 * uint32(1);
const uint32 l_2803 = l_2802 - uint32(1);
const uint32 l_2804 = min(uint32(0), l_2803);
uint32* l_2805 = &buffer_5[l_2804];
uint32* l_1013 = l_2805;
const uint32 l_1014 = atomicAdd(l_1013, uint32(1));
const uint32 l_1015 = l_4 / uint32(8);
l_mut_741 = uint32(0);
l_mut_736 = uint32(0);
l_mut_450 = uint32(0);

for (uint32 l_mut_1016 = uint32(0); l_mut_1016 < uint32(8); ++l_mut_1016) {
const uint32 l_1017 = l_mut_1016 * l_1015;
const bool l_1018 = l_1017 < l_56;
const uint32 l_1019 = l_4 / uint32(8);
const uint32 l_1020 = l_mut_1016 * l_1019;
const uint32 l_1021 = l_1020 + l_1020;
const uint32 l_1022 = l_72 >> uint32(31);
const bool l_1023 = l_1022 == uint32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1023) {
const uint32 l_1024 = uint32(0) - l_69;
const uint32 l_1025 = uint32(0) - l_72;
const bool l_1026 = uint32(0) < l_69;
const uint32 l_1027 = uint32(l_1026);
const uint32 l_1028 = l_1025 - l_1027;
l_mut_445 = l_1024;
l_mut_444 = l_1028;
}
const uint32 l_1029 = l_mut_445 * l_1021;
const uint32 l_1030 = l_mut_444 * l_1021;
const uint32 l_1031 = __umulhi(l_mut_445, l_1021);
const uint32 l_1032 = l_1031 + l_1030;
const uint32 l_1033 = __umulhi(l_mut_444, l_1021);
const bool l_1034 = l_1032 < l_1030;
const uint32 l_1035 = uint32(l_1034);
const uint32 l_1036 = l_1033 + l_1035;
const uint32 l_1037 = l_9 % uint32(32);
l_mut_441 = l_1029;
const bool l_1038 = l_1037 > uint32(0);
if (l_1038) {
const uint32 l_1039 = l_1029 >> l_1037;
const uint32 l_1040 = uint32(32) - l_1037;
const uint32 l_1041 = l_1032 << l_1040;
const uint32 l_1042 = l_1039 | l_1041;
l_mut_441 = l_1042;
}
l_mut_440 = l_1032;
const bool l_1043 = l_1037 > uint32(0);
if (l_1043) {
const uint32 l_1044 = l_1032 >> l_1037;
const uint32 l_1045 = uint32(32) - l_1037;
const uint32 l_1046 = l_1036 << l_1045;
const uint32 l_1047 = l_1044 | l_1046;
l_mut_440 = l_1047;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1048 = l_9 >= uint32(64);
if (l_1048) {
l_mut_439 = l_1036;
l_mut_441 = uint32(0);
} else {
const bool l_1049 = l_9 >= uint32(32);
if (l_1049) {
l_mut_440 = l_1032;
const bool l_1050 = l_1037 > uint32(0);
if (l_1050) {
const uint32 l_1051 = l_1032 >> l_1037;
const uint32 l_1052 = uint32(32) - l_1037;
const uint32 l_1053 = l_1036 << l_1052;
const uint32 l_1054 = l_1051 | l_1053;
l_mut_440 = l_1054;
}
const uint32 l_1055 = l_1036 >> l_1037;
l_mut_439 = l_mut_440;
l_mut_441 = l_1055;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_1023) {
const uint32 l_1056 = uint32(0) - l_mut_445;
const uint32 l_1057 = uint32(0) - l_mut_444;
const bool l_1058 = uint32(0) < l_mut_445;
const uint32 l_1059 = uint32(l_1058);
const uint32 l_1060 = l_1057 - l_1059;
l_mut_445 = l_1056;
l_mut_444 = l_1060;
}
const uint32 l_1061 = l_59 + l_mut_445;
const uint32 l_1062 = l_62 + l_mut_444;
const bool l_1063 = l_1061 < l_59;
const uint32 l_1064 = uint32(l_1063);
const uint32 l_1065 = l_1062 + l_1064;
const uint32 l_1066 = l_59 * l_1020;
const uint32 l_1067 = __umulhi(l_59, l_1020);
const uint32 l_1068 = l_62 * l_1020;
const uint32 l_1069 = l_1067 + l_1068;
const uint32 l_1070 = l_64 + l_1066;
const uint32 l_1071 = l_67 + l_1069;
const bool l_1072 = l_1070 < l_64;
const uint32 l_1073 = uint32(l_1072);
const uint32 l_1074 = l_1071 + l_1073;
l_mut_445 = uint32(0);
l_mut_444 = uint32(0);
const bool l_1075 = l_1020 < uint32(65536);
if (l_1075) {
const uint32 l_1076 = l_1020 * l_1020;
const uint32 l_1077 = l_72 >> uint32(31);
const bool l_1078 = l_1077 == uint32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1078) {
const uint32 l_1079 = uint32(0) - l_69;
const uint32 l_1080 = uint32(0) - l_72;
const bool l_1081 = uint32(0) < l_69;
const uint32 l_1082 = uint32(l_1081);
const uint32 l_1083 = l_1080 - l_1082;
l_mut_441 = l_1079;
l_mut_440 = l_1083;
}
const uint32 l_1084 = l_mut_441 * l_1076;
const uint32 l_1085 = l_mut_440 * l_1076;
const uint32 l_1086 = __umulhi(l_mut_441, l_1076);
const uint32 l_1087 = l_1086 + l_1085;
const uint32 l_1088 = __umulhi(l_mut_440, l_1076);
const bool l_1089 = l_1087 < l_1085;
const uint32 l_1090 = uint32(l_1089);
const uint32 l_1091 = l_1088 + l_1090;
const uint32 l_1092 = l_9 % uint32(32);
l_mut_439 = l_1084;
const bool l_1093 = l_1092 > uint32(0);
if (l_1093) {
const uint32 l_1094 = l_1084 >> l_1092;
const uint32 l_1095 = uint32(32) - l_1092;
const uint32 l_1096 = l_1087 << l_1095;
const uint32 l_1097 = l_1094 | l_1096;
l_mut_439 = l_1097;
}
l_mut_428 = l_1087;
const bool l_1098 = l_1092 > uint32(0);
if (l_1098) {
const uint32 l_1099 = l_1087 >> l_1092;
const uint32 l_1100 = uint32(32) - l_1092;
const uint32 l_1101 = l_1091 << l_1100;
const uint32 l_1102 = l_1099 | l_1101;
l_mut_428 = l_1102;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1103 = l_9 >= uint32(64);
if (l_1103) {
l_mut_421 = l_1091;
l_mut_439 = uint32(0);
} else {
const bool l_1104 = l_9 >= uint32(32);
if (l_1104) {
l_mut_428 = l_1087;
const bool l_1105 = l_1092 > uint32(0);
if (l_1105) {
const uint32 l_1106 = l_1087 >> l_1092;
const uint32 l_1107 = uint32(32) - l_1092;
const uint32 l_1108 = l_1091 << l_1107;
const uint32 l_1109 = l_1106 | l_1108;
l_mut_428 = l_1109;
}
const uint32 l_1110 = l_1091 >> l_1092;
l_mut_421 = l_mut_428;
l_mut_439 = l_1110;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if (l_1078) {
const uint32 l_1111 = uint32(0) - l_mut_441;
const uint32 l_1112 = uint32(0) - l_mut_440;
const bool l_1113 = uint32(0) < l_mut_441;
const uint32 l_1114 = uint32(l_1113);
const uint32 l_1115 = l_1112 - l_1114;
l_mut_441 = l_1111;
l_mut_440 = l_1115;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
const uint32 l_1116 = l_72 >> uint32(31);
const bool l_1117 = l_1116 == uint32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1117) {
const uint32 l_1118 = uint32(0) - l_69;
const uint32 l_1119 = uint32(0) - l_72;
const bool l_1120 = uint32(0) < l_69;
const uint32 l_1121 = uint32(l_1120);
const uint32 l_1122 = l_1119 - l_1121;
l_mut_441 = l_1118;
l_mut_440 = l_1122;
}
const uint32 l_1123 = l_mut_441 * l_1020;
const uint32 l_1124 = l_mut_440 * l_1020;
const uint32 l_1125 = __umulhi(l_mut_441, l_1020);
const uint32 l_1126 = l_1125 + l_1124;
const uint32 l_1127 = __umulhi(l_mut_440, l_1020);
const bool l_1128 = l_1126 < l_1124;
const uint32 l_1129 = uint32(l_1128);
const uint32 l_1130 = l_1127 + l_1129;
const uint32 l_1131 = uint32(0) % uint32(32);
l_mut_439 = l_1123;
const bool l_1132 = l_1131 > uint32(0);
if (l_1132) {
const uint32 l_1133 = l_1123 >> l_1131;
const uint32 l_1134 = uint32(32) - l_1131;
const uint32 l_1135 = l_1126 << l_1134;
const uint32 l_1136 = l_1133 | l_1135;
l_mut_439 = l_1136;
}
l_mut_428 = l_1126;
const bool l_1137 = l_1131 > uint32(0);
if (l_1137) {
const uint32 l_1138 = l_1126 >> l_1131;
const uint32 l_1139 = uint32(32) - l_1131;
const uint32 l_1140 = l_1130 << l_1139;
const uint32 l_1141 = l_1138 | l_1140;
l_mut_428 = l_1141;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1142 = uint32(0) >= uint32(64);
if (l_1142) {
l_mut_421 = l_1130;
l_mut_439 = uint32(0);
} else {
const bool l_1143 = uint32(0) >= uint32(32);
if (l_1143) {
l_mut_428 = l_1126;
const bool l_1144 = l_1131 > uint32(0);
if (l_1144) {
const uint32 l_1145 = l_1126 >> l_1131;
const uint32 l_1146 = uint32(32) - l_1131;
const uint32 l_1147 = l_1130 << l_1146;
const uint32 l_1148 = l_1145 | l_1147;
l_mut_428 = l_1148;
}
const uint32 l_1149 = l_1130 >> l_1131;
l_mut_421 = l_mut_428;
l_mut_439 = l_1149;
}
}
const uint32 l_1150 = l_mut_441 * l_1020;
const uint32 l_1151 = l_mut_440 * l_1020;
const uint32 l_1152 = __umulhi(l_mut_441, l_1020);
const uint32 l_1153 = l_1152 + l_1151;
const uint32 l_1154 = __umulhi(l_mut_440, l_1020);
const bool l_1155 = l_1153 < l_1151;
const uint32 l_1156 = uint32(l_1155);
const uint32 l_1157 = l_1154 + l_1156;
const uint32 l_1158 = uint32(64) % uint32(32);
l_mut_428 = l_1150;
const bool l_1159 = l_1158 > uint32(0);
if (l_1159) {
const uint32 l_1160 = l_1150 >> l_1158;
const uint32 l_1161 = uint32(32) - l_1158;
const uint32 l_1162 = l_1153 << l_1161;
const uint32 l_1163 = l_1160 | l_1162;
l_mut_428 = l_1163;
}
l_mut_394 = l_1153;
const bool l_1164 = l_1158 > uint32(0);
if (l_1164) {
const uint32 l_1165 = l_1153 >> l_1158;
const uint32 l_1166 = uint32(32) - l_1158;
const uint32 l_1167 = l_1157 << l_1166;
const uint32 l_1168 = l_1165 | l_1167;
l_mut_394 = l_1168;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
const bool l_1169 = uint32(64) >= uint32(64);
if (l_1169) {
l_mut_388 = l_1157;
l_mut_428 = uint32(0);
} else {
const bool l_1170 = uint32(64) >= uint32(32);
if (l_1170) {
l_mut_394 = l_1153;
const bool l_1171 = l_1158 > uint32(0);
if (l_1171) {
const uint32 l_1172 = l_1153 >> l_1158;
const uint32 l_1173 = uint32(32) - l_1158;
const uint32 l_1174 = l_1157 << l_1173;
const uint32 l_1175 = l_1172 | l_1174;
l_mut_394 = l_1175;
}
const uint32 l_1176 = l_1157 >> l_1158;
l_mut_388 = l_mut_394;
l_mut_428 = l_1176;
}
}
const uint32 l_1177 = l_mut_421 * l_1020;
const uint32 l_1178 = l_mut_439 * l_1020;
const uint32 l_1179 = __umulhi(l_mut_421, l_1020);
const uint32 l_1180 = l_1179 + l_1178;
const uint32 l_1181 = __umulhi(l_mut_439, l_1020);
const bool l_1182 = l_1180 < l_1178;
const uint32 l_1183 = uint32(l_1182);
const uint32 l_1184 = l_1181 + l_1183;
const uint32 l_1185 = uint32(0) % uint32(32);
l_mut_441 = l_1177;
const bool l_1186 = l_1185 > uint32(0);
if (l_1186) {
const uint32 l_1187 = l_1177 >> l_1185;
const uint32 l_1188 = uint32(32) - l_1185;
const uint32 l_1189 = l_1180 << l_1188;
const uint32 l_1190 = l_1187 | l_1189;
l_mut_441 = l_1190;
}
l_mut_440 = l_1180;
const bool l_1191 = l_1185 > uint32(0);
if (l_1191) {
const uint32 l_1192 = l_1180 >> l_1185;
const uint32 l_1193 = uint32(32) - l_1185;
const uint32 l_1194 = l_1184 << l_1193;
const uint32 l_1195 = l_1192 | l_1194;
l_mut_440 = l_1195;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1196 = uint32(0) >= uint32(64);
if (l_1196) {
l_mut_394 = l_1184;
l_mut_441 = uint32(0);
} else {
const bool l_1197 = uint32(0) >= uint32(32);
if (l_1197) {
l_mut_440 = l_1180;
const bool l_1198 = l_1185 > uint32(0);
if (l_1198) {
const uint32 l_1199 = l_1180 >> l_1185;
const uint32 l_1200 = uint32(32) - l_1185;
const uint32 l_1201 = l_1184 << l_1200;
const uint32 l_1202 = l_1199 | l_1201;
l_mut_440 = l_1202;
}
const uint32 l_1203 = l_1184 >> l_1185;
l_mut_394 = l_mut_440;
l_mut_441 = l_1203;
}
}
const uint32 l_1204 = l_mut_421 * l_1020;
const uint32 l_1205 = l_mut_439 * l_1020;
const uint32 l_1206 = __umulhi(l_mut_421, l_1020);
const uint32 l_1207 = l_1206 + l_1205;
const uint32 l_1208 = __umulhi(l_mut_439, l_1020);
const bool l_1209 = l_1207 < l_1205;
const uint32 l_1210 = uint32(l_1209);
const uint32 l_1211 = l_1208 + l_1210;
const uint32 l_1212 = uint32(64) % uint32(32);
l_mut_440 = l_1204;
const bool l_1213 = l_1212 > uint32(0);
if (l_1213) {
const uint32 l_1214 = l_1204 >> l_1212;
const uint32 l_1215 = uint32(32) - l_1212;
const uint32 l_1216 = l_1207 << l_1215;
const uint32 l_1217 = l_1214 | l_1216;
l_mut_440 = l_1217;
}
l_mut_382 = l_1207;
const bool l_1218 = l_1212 > uint32(0);
if (l_1218) {
const uint32 l_1219 = l_1207 >> l_1212;
const uint32 l_1220 = uint32(32) - l_1212;
const uint32 l_1221 = l_1211 << l_1220;
const uint32 l_1222 = l_1219 | l_1221;
l_mut_382 = l_1222;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
const bool l_1223 = uint32(64) >= uint32(64);
if (l_1223) {
l_mut_275 = l_1211;
l_mut_440 = uint32(0);
} else {
const bool l_1224 = uint32(64) >= uint32(32);
if (l_1224) {
l_mut_382 = l_1207;
const bool l_1225 = l_1212 > uint32(0);
if (l_1225) {
const uint32 l_1226 = l_1207 >> l_1212;
const uint32 l_1227 = uint32(32) - l_1212;
const uint32 l_1228 = l_1211 << l_1227;
const uint32 l_1229 = l_1226 | l_1228;
l_mut_382 = l_1229;
}
const uint32 l_1230 = l_1211 >> l_1212;
l_mut_275 = l_mut_382;
l_mut_440 = l_1230;
}
}
const uint32 l_1231 = l_mut_388 * l_1020;
const uint32 l_1232 = __umulhi(l_mut_388, l_1020);
const uint32 l_1233 = l_mut_428 * l_1020;
const uint32 l_1234 = l_1232 + l_1233;
const uint32 l_1235 = l_mut_275 + l_1231;
const uint32 l_1236 = l_mut_440 + l_1234;
const bool l_1237 = l_1235 < l_mut_275;
const uint32 l_1238 = uint32(l_1237);
const uint32 l_1239 = l_1236 + l_1238;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
const bool l_1240 = l_9 == uint32(64);
if (l_1240) {
l_mut_445 = l_1235;
l_mut_444 = l_1239;
} else {
const bool l_1241 = l_9 > uint32(0);
if (l_1241) {
const uint32 l_1242 = uint32(64) - l_9;
l_mut_440 = l_1235;
l_mut_439 = l_1239;
const bool l_1243 = l_1242 >= uint32(32);
if (l_1243) {
const uint32 l_1244 = l_1242 & uint32(31);
const uint32 l_1245 = l_1235 << l_1244;
l_mut_440 = uint32(0);
l_mut_439 = l_1245;
} else {
const bool l_1246 = l_1242 > uint32(0);
if (l_1246) {
const uint32 l_1247 = l_1235 << l_1242;
const uint32 l_1248 = l_1239 << l_1242;
const uint32 l_1249 = uint32(32) - l_1242;
const uint32 l_1250 = l_1235 >> l_1249;
const uint32 l_1251 = l_1248 | l_1250;
l_mut_440 = l_1247;
l_mut_439 = l_1251;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
const bool l_1252 = l_9 >= uint32(32);
if (l_1252) {
const uint32 l_1253 = l_9 & uint32(31);
const uint32 l_1254 = l_mut_441 >> l_1253;
l_mut_428 = l_1254;
l_mut_421 = uint32(0);
} else {
const bool l_1255 = l_9 > uint32(0);
if (l_1255) {
l_mut_388 = l_mut_394;
const bool l_1256 = l_9 > uint32(0);
if (l_1256) {
const uint32 l_1257 = l_mut_394 >> l_9;
const uint32 l_1258 = uint32(32) - l_9;
const uint32 l_1259 = l_mut_441 << l_1258;
const uint32 l_1260 = l_1257 | l_1259;
l_mut_388 = l_1260;
}
const uint32 l_1261 = l_mut_441 >> l_9;
l_mut_428 = l_mut_388;
l_mut_421 = l_1261;
}
}
const uint32 l_1262 = l_mut_440 + l_mut_428;
const uint32 l_1263 = l_mut_439 + l_mut_421;
const bool l_1264 = l_1262 < l_mut_440;
const uint32 l_1265 = uint32(l_1264);
const uint32 l_1266 = l_1263 + l_1265;
l_mut_445 = l_1262;
l_mut_444 = l_1266;
}
}
if (l_1117) {
const uint32 l_1267 = uint32(0) - l_mut_445;
const uint32 l_1268 = uint32(0) - l_mut_444;
const bool l_1269 = uint32(0) < l_mut_445;
const uint32 l_1270 = uint32(l_1269);
const uint32 l_1271 = l_1268 - l_1270;
l_mut_445 = l_1267;
l_mut_444 = l_1271;
}
}
const uint32 l_1272 = l_1070 + l_mut_445;
const uint32 l_1273 = l_1074 + l_mut_444;
const bool l_1274 = l_1272 < l_1070;
const uint32 l_1275 = uint32(l_1274);
const uint32 l_1276 = l_1273 + l_1275;
const uint32 l_1277 = l_72 >> uint32(31);
const bool l_1278 = l_1277 == uint32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1278) {
const uint32 l_1279 = uint32(0) - l_69;
const uint32 l_1280 = uint32(0) - l_72;
const bool l_1281 = uint32(0) < l_69;
const uint32 l_1282 = uint32(l_1281);
const uint32 l_1283 = l_1280 - l_1282;
l_mut_445 = l_1279;
l_mut_444 = l_1283;
}
const uint32 l_1284 = l_mut_445 * l_1019;
const uint32 l_1285 = l_mut_444 * l_1019;
const uint32 l_1286 = __umulhi(l_mut_445, l_1019);
const uint32 l_1287 = l_1286 + l_1285;
const uint32 l_1288 = __umulhi(l_mut_444, l_1019);
const bool l_1289 = l_1287 < l_1285;
const uint32 l_1290 = uint32(l_1289);
const uint32 l_1291 = l_1288 + l_1290;
const uint32 l_1292 = l_9 % uint32(32);
l_mut_441 = l_1284;
const bool l_1293 = l_1292 > uint32(0);
if (l_1293) {
const uint32 l_1294 = l_1284 >> l_1292;
const uint32 l_1295 = uint32(32) - l_1292;
const uint32 l_1296 = l_1287 << l_1295;
const uint32 l_1297 = l_1294 | l_1296;
l_mut_441 = l_1297;
}
l_mut_440 = l_1287;
const bool l_1298 = l_1292 > uint32(0);
if (l_1298) {
const uint32 l_1299 = l_1287 >> l_1292;
const uint32 l_1300 = uint32(32) - l_1292;
const uint32 l_1301 = l_1291 << l_1300;
const uint32 l_1302 = l_1299 | l_1301;
l_mut_440 = l_1302;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1303 = l_9 >= uint32(64);
if (l_1303) {
l_mut_439 = l_1291;
l_mut_441 = uint32(0);
} else {
const bool l_1304 = l_9 >= uint32(32);
if (l_1304) {
l_mut_440 = l_1287;
const bool l_1305 = l_1292 > uint32(0);
if (l_1305) {
const uint32 l_1306 = l_1287 >> l_1292;
const uint32 l_1307 = uint32(32) - l_1292;
const uint32 l_1308 = l_1291 << l_1307;
const uint32 l_1309 = l_1306 | l_1308;
l_mut_440 = l_1309;
}
const uint32 l_1310 = l_1291 >> l_1292;
l_mut_439 = l_mut_440;
l_mut_441 = l_1310;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_1278) {
const uint32 l_1311 = uint32(0) - l_mut_445;
const uint32 l_1312 = uint32(0) - l_mut_444;
const bool l_1313 = uint32(0) < l_mut_445;
const uint32 l_1314 = uint32(l_1313);
const uint32 l_1315 = l_1312 - l_1314;
l_mut_445 = l_1311;
l_mut_444 = l_1315;
}
const uint32 l_1316 = l_1061 + l_mut_445;
const uint32 l_1317 = l_1065 + l_mut_444;
const bool l_1318 = l_1316 < l_1061;
const uint32 l_1319 = uint32(l_1318);
const uint32 l_1320 = l_1317 + l_1319;
const uint32 l_1321 = l_9 + uint32(3);
l_mut_445 = uint32(0);
l_mut_444 = uint32(0);
const bool l_1322 = l_1019 < uint32(65536);
if (l_1322) {
const uint32 l_1323 = l_1019 * l_1019;
const uint32 l_1324 = l_72 >> uint32(31);
const bool l_1325 = l_1324 == uint32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1325) {
const uint32 l_1326 = uint32(0) - l_69;
const uint32 l_1327 = uint32(0) - l_72;
const bool l_1328 = uint32(0) < l_69;
const uint32 l_1329 = uint32(l_1328);
const uint32 l_1330 = l_1327 - l_1329;
l_mut_441 = l_1326;
l_mut_440 = l_1330;
}
const uint32 l_1331 = l_mut_441 * l_1323;
const uint32 l_1332 = l_mut_440 * l_1323;
const uint32 l_1333 = __umulhi(l_mut_441, l_1323);
const uint32 l_1334 = l_1333 + l_1332;
const uint32 l_1335 = __umulhi(l_mut_440, l_1323);
const bool l_1336 = l_1334 < l_1332;
const uint32 l_1337 = uint32(l_1336);
const uint32 l_1338 = l_1335 + l_1337;
const uint32 l_1339 = l_1321 % uint32(32);
l_mut_439 = l_1331;
const bool l_1340 = l_1339 > uint32(0);
if (l_1340) {
const uint32 l_1341 = l_1331 >> l_1339;
const uint32 l_1342 = uint32(32) - l_1339;
const uint32 l_1343 = l_1334 << l_1342;
const uint32 l_1344 = l_1341 | l_1343;
l_mut_439 = l_1344;
}
l_mut_428 = l_1334;
const bool l_1345 = l_1339 > uint32(0);
if (l_1345) {
const uint32 l_1346 = l_1334 >> l_1339;
const uint32 l_1347 = uint32(32) - l_1339;
const uint32 l_1348 = l_1338 << l_1347;
const uint32 l_1349 = l_1346 | l_1348;
l_mut_428 = l_1349;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1350 = l_1321 >= uint32(64);
if (l_1350) {
l_mut_421 = l_1338;
l_mut_439 = uint32(0);
} else {
const bool l_1351 = l_1321 >= uint32(32);
if (l_1351) {
l_mut_428 = l_1334;
const bool l_1352 = l_1339 > uint32(0);
if (l_1352) {
const uint32 l_1353 = l_1334 >> l_1339;
const uint32 l_1354 = uint32(32) - l_1339;
const uint32 l_1355 = l_1338 << l_1354;
const uint32 l_1356 = l_1353 | l_1355;
l_mut_428 = l_1356;
}
const uint32 l_1357 = l_1338 >> l_1339;
l_mut_421 = l_mut_428;
l_mut_439 = l_1357;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if (l_1325) {
const uint32 l_1358 = uint32(0) - l_mut_441;
const uint32 l_1359 = uint32(0) - l_mut_440;
const bool l_1360 = uint32(0) < l_mut_441;
const uint32 l_1361 = uint32(l_1360);
const uint32 l_1362 = l_1359 - l_1361;
l_mut_441 = l_1358;
l_mut_440 = l_1362;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
const uint32 l_1363 = l_72 >> uint32(31);
const bool l_1364 = l_1363 == uint32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1364) {
const uint32 l_1365 = uint32(0) - l_69;
const uint32 l_1366 = uint32(0) - l_72;
const bool l_1367 = uint32(0) < l_69;
const uint32 l_1368 = uint32(l_1367);
const uint32 l_1369 = l_1366 - l_1368;
l_mut_441 = l_1365;
l_mut_440 = l_1369;
}
const uint32 l_1370 = l_mut_441 * l_1019;
const uint32 l_1371 = l_mut_440 * l_1019;
const uint32 l_1372 = __umulhi(l_mut_441, l_1019);
const uint32 l_1373 = l_1372 + l_1371;
const uint32 l_1374 = __umulhi(l_mut_440, l_1019);
const bool l_1375 = l_1373 < l_1371;
const uint32 l_1376 = uint32(l_1375);
const uint32 l_1377 = l_1374 + l_1376;
const uint32 l_1378 = uint32(0) % uint32(32);
l_mut_439 = l_1370;
const bool l_1379 = l_1378 > uint32(0);
if (l_1379) {
const uint32 l_1380 = l_1370 >> l_1378;
const uint32 l_1381 = uint32(32) - l_1378;
const uint32 l_1382 = l_1373 << l_1381;
const uint32 l_1383 = l_1380 | l_1382;
l_mut_439 = l_1383;
}
l_mut_428 = l_1373;
const bool l_1384 = l_1378 > uint32(0);
if (l_1384) {
const uint32 l_1385 = l_1373 >> l_1378;
const uint32 l_1386 = uint32(32) - l_1378;
const uint32 l_1387 = l_1377 << l_1386;
const uint32 l_1388 = l_1385 | l_1387;
l_mut_428 = l_1388;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1389 = uint32(0) >= uint32(64);
if (l_1389) {
l_mut_421 = l_1377;
l_mut_439 = uint32(0);
} else {
const bool l_1390 = uint32(0) >= uint32(32);
if (l_1390) {
l_mut_428 = l_1373;
const bool l_1391 = l_1378 > uint32(0);
if (l_1391) {
const uint32 l_1392 = l_1373 >> l_1378;
const uint32 l_1393 = uint32(32) - l_1378;
const uint32 l_1394 = l_1377 << l_1393;
const uint32 l_1395 = l_1392 | l_1394;
l_mut_428 = l_1395;
}
const uint32 l_1396 = l_1377 >> l_1378;
l_mut_421 = l_mut_428;
l_mut_439 = l_1396;
}
}
const uint32 l_1397 = l_mut_441 * l_1019;
const uint32 l_1398 = l_mut_440 * l_1019;
const uint32 l_1399 = __umulhi(l_mut_441, l_1019);
const uint32 l_1400 = l_1399 + l_1398;
const uint32 l_1401 = __umulhi(l_mut_440, l_1019);
const bool l_1402 = l_1400 < l_1398;
const uint32 l_1403 = uint32(l_1402);
const uint32 l_1404 = l_1401 + l_1403;
const uint32 l_1405 = uint32(64) % uint32(32);
l_mut_428 = l_1397;
const bool l_1406 = l_1405 > uint32(0);
if (l_1406) {
const uint32 l_1407 = l_1397 >> l_1405;
const uint32 l_1408 = uint32(32) - l_1405;
const uint32 l_1409 = l_1400 << l_1408;
const uint32 l_1410 = l_1407 | l_1409;
l_mut_428 = l_1410;
}
l_mut_394 = l_1400;
const bool l_1411 = l_1405 > uint32(0);
if (l_1411) {
const uint32 l_1412 = l_1400 >> l_1405;
const uint32 l_1413 = uint32(32) - l_1405;
const uint32 l_1414 = l_1404 << l_1413;
const uint32 l_1415 = l_1412 | l_1414;
l_mut_394 = l_1415;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
const bool l_1416 = uint32(64) >= uint32(64);
if (l_1416) {
l_mut_388 = l_1404;
l_mut_428 = uint32(0);
} else {
const bool l_1417 = uint32(64) >= uint32(32);
if (l_1417) {
l_mut_394 = l_1400;
const bool l_1418 = l_1405 > uint32(0);
if (l_1418) {
const uint32 l_1419 = l_1400 >> l_1405;
const uint32 l_1420 = uint32(32) - l_1405;
const uint32 l_1421 = l_1404 << l_1420;
const uint32 l_1422 = l_1419 | l_1421;
l_mut_394 = l_1422;
}
const uint32 l_1423 = l_1404 >> l_1405;
l_mut_388 = l_mut_394;
l_mut_428 = l_1423;
}
}
const uint32 l_1424 = l_mut_421 * l_1019;
const uint32 l_1425 = l_mut_439 * l_1019;
const uint32 l_1426 = __umulhi(l_mut_421, l_1019);
const uint32 l_1427 = l_1426 + l_1425;
const uint32 l_1428 = __umulhi(l_mut_439, l_1019);
const bool l_1429 = l_1427 < l_1425;
const uint32 l_1430 = uint32(l_1429);
const uint32 l_1431 = l_1428 + l_1430;
const uint32 l_1432 = uint32(0) % uint32(32);
l_mut_441 = l_1424;
const bool l_1433 = l_1432 > uint32(0);
if (l_1433) {
const uint32 l_1434 = l_1424 >> l_1432;
const uint32 l_1435 = uint32(32) - l_1432;
const uint32 l_1436 = l_1427 << l_1435;
const uint32 l_1437 = l_1434 | l_1436;
l_mut_441 = l_1437;
}
l_mut_440 = l_1427;
const bool l_1438 = l_1432 > uint32(0);
if (l_1438) {
const uint32 l_1439 = l_1427 >> l_1432;
const uint32 l_1440 = uint32(32) - l_1432;
const uint32 l_1441 = l_1431 << l_1440;
const uint32 l_1442 = l_1439 | l_1441;
l_mut_440 = l_1442;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1443 = uint32(0) >= uint32(64);
if (l_1443) {
l_mut_394 = l_1431;
l_mut_441 = uint32(0);
} else {
const bool l_1444 = uint32(0) >= uint32(32);
if (l_1444) {
l_mut_440 = l_1427;
const bool l_1445 = l_1432 > uint32(0);
if (l_1445) {
const uint32 l_1446 = l_1427 >> l_1432;
const uint32 l_1447 = uint32(32) - l_1432;
const uint32 l_1448 = l_1431 << l_1447;
const uint32 l_1449 = l_1446 | l_1448;
l_mut_440 = l_1449;
}
const uint32 l_1450 = l_1431 >> l_1432;
l_mut_394 = l_mut_440;
l_mut_441 = l_1450;
}
}
const uint32 l_1451 = l_mut_421 * l_1019;
const uint32 l_1452 = l_mut_439 * l_1019;
const uint32 l_1453 = __umulhi(l_mut_421, l_1019);
const uint32 l_1454 = l_1453 + l_1452;
const uint32 l_1455 = __umulhi(l_mut_439, l_1019);
const bool l_1456 = l_1454 < l_1452;
const uint32 l_1457 = uint32(l_1456);
const uint32 l_1458 = l_1455 + l_1457;
const uint32 l_1459 = uint32(64) % uint32(32);
l_mut_440 = l_1451;
const bool l_1460 = l_1459 > uint32(0);
if (l_1460) {
const uint32 l_1461 = l_1451 >> l_1459;
const uint32 l_1462 = uint32(32) - l_1459;
const uint32 l_1463 = l_1454 << l_1462;
const uint32 l_1464 = l_1461 | l_1463;
l_mut_440 = l_1464;
}
l_mut_382 = l_1454;
const bool l_1465 = l_1459 > uint32(0);
if (l_1465) {
const uint32 l_1466 = l_1454 >> l_1459;
const uint32 l_1467 = uint32(32) - l_1459;
const uint32 l_1468 = l_1458 << l_1467;
const uint32 l_1469 = l_1466 | l_1468;
l_mut_382 = l_1469;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
const bool l_1470 = uint32(64) >= uint32(64);
if (l_1470) {
l_mut_275 = l_1458;
l_mut_440 = uint32(0);
} else {
const bool l_1471 = uint32(64) >= uint32(32);
if (l_1471) {
l_mut_382 = l_1454;
const bool l_1472 = l_1459 > uint32(0);
if (l_1472) {
const uint32 l_1473 = l_1454 >> l_1459;
const uint32 l_1474 = uint32(32) - l_1459;
const uint32 l_1475 = l_1458 << l_1474;
const uint32 l_1476 = l_1473 | l_1475;
l_mut_382 = l_1476;
}
const uint32 l_1477 = l_1458 >> l_1459;
l_mut_275 = l_mut_382;
l_mut_440 = l_1477;
}
}
const uint32 l_1478 = l_mut_388 * l_1019;
const uint32 l_1479 = __umulhi(l_mut_388, l_1019);
const uint32 l_1480 = l_mut_428 * l_1019;
const uint32 l_1481 = l_1479 + l_1480;
const uint32 l_1482 = l_mut_275 + l_1478;
const uint32 l_1483 = l_mut_440 + l_1481;
const bool l_1484 = l_1482 < l_mut_275;
const uint32 l_1485 = uint32(l_1484);
const uint32 l_1486 = l_1483 + l_1485;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
const bool l_1487 = l_1321 == uint32(64);
if (l_1487) {
l_mut_445 = l_1482;
l_mut_444 = l_1486;
} else {
const bool l_1488 = l_1321 > uint32(0);
if (l_1488) {
const uint32 l_1489 = uint32(64) - l_1321;
l_mut_440 = l_1482;
l_mut_439 = l_1486;
const bool l_1490 = l_1489 >= uint32(32);
if (l_1490) {
const uint32 l_1491 = l_1489 & uint32(31);
const uint32 l_1492 = l_1482 << l_1491;
l_mut_440 = uint32(0);
l_mut_439 = l_1492;
} else {
const bool l_1493 = l_1489 > uint32(0);
if (l_1493) {
const uint32 l_1494 = l_1482 << l_1489;
const uint32 l_1495 = l_1486 << l_1489;
const uint32 l_1496 = uint32(32) - l_1489;
const uint32 l_1497 = l_1482 >> l_1496;
const uint32 l_1498 = l_1495 | l_1497;
l_mut_440 = l_1494;
l_mut_439 = l_1498;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
const bool l_1499 = l_1321 >= uint32(32);
if (l_1499) {
const uint32 l_1500 = l_1321 & uint32(31);
const uint32 l_1501 = l_mut_441 >> l_1500;
l_mut_428 = l_1501;
l_mut_421 = uint32(0);
} else {
const bool l_1502 = l_1321 > uint32(0);
if (l_1502) {
l_mut_388 = l_mut_394;
const bool l_1503 = l_1321 > uint32(0);
if (l_1503) {
const uint32 l_1504 = l_mut_394 >> l_1321;
const uint32 l_1505 = uint32(32) - l_1321;
const uint32 l_1506 = l_mut_441 << l_1505;
const uint32 l_1507 = l_1504 | l_1506;
l_mut_388 = l_1507;
}
const uint32 l_1508 = l_mut_441 >> l_1321;
l_mut_428 = l_mut_388;
l_mut_421 = l_1508;
}
}
const uint32 l_1509 = l_mut_440 + l_mut_428;
const uint32 l_1510 = l_mut_439 + l_mut_421;
const bool l_1511 = l_1509 < l_mut_440;
const uint32 l_1512 = uint32(l_1511);
const uint32 l_1513 = l_1510 + l_1512;
l_mut_445 = l_1509;
l_mut_444 = l_1513;
}
}
if (l_1364) {
const uint32 l_1514 = uint32(0) - l_mut_445;
const uint32 l_1515 = uint32(0) - l_mut_444;
const bool l_1516 = uint32(0) < l_mut_445;
const uint32 l_1517 = uint32(l_1516);
const uint32 l_1518 = l_1515 - l_1517;
l_mut_445 = l_1514;
l_mut_444 = l_1518;
}
}
const uint32 l_1519 = l_1272 - l_mut_445;
const uint32 l_1520 = l_1276 - l_mut_444;
const bool l_1521 = l_1272 < l_mut_445;
const uint32 l_1522 = uint32(l_1521);
const uint32 l_1523 = l_1520 - l_1522;
const uint32 l_1524 = l_1519 + l_19;
const uint32 l_1525 = l_1523 + l_22;
const bool l_1526 = l_1524 < l_1519;
const uint32 l_1527 = uint32(l_1526);
const uint32 l_1528 = l_1525 + l_1527;
const uint32 l_1529 = uint32(0) - l_1316;
const uint32 l_1530 = uint32(0) - l_1320;
const bool l_1531 = uint32(0) < l_1316;
const uint32 l_1532 = uint32(l_1531);
const uint32 l_1533 = l_1530 - l_1532;
const uint32 l_1534 = l_19 + l_19;
const uint32 l_1535 = l_22 + l_22;
const bool l_1536 = l_1534 < l_19;
const uint32 l_1537 = uint32(l_1536);
const uint32 l_1538 = l_1535 + l_1537;
l_mut_445 = l_1529;
l_mut_444 = l_1533;
const uint32 l_1539 = uint32(0) - l_1529;
const uint32 l_1540 = uint32(0) - l_1533;
const bool l_1541 = uint32(0) < l_1529;
const uint32 l_1542 = uint32(l_1541);
const uint32 l_1543 = l_1540 - l_1542;
l_mut_441 = l_1539;
l_mut_440 = l_1543;
l_mut_439 = l_1524;
l_mut_428 = l_1528;
l_mut_421 = uint32(1);
l_mut_394 = uint32(1);
l_mut_645 = bool(false);
const bool l_1544 = l_mut_428 < l_1538;
const bool l_1545 = l_mut_428 == l_1538;
const bool l_1546 = l_mut_439 < l_1534;
const bool l_1547 = l_1545 && l_1546;
const bool l_1548 = l_1544 || l_1547;
const bool l_1549 = !l_1548;
l_mut_628 = l_1549;
const uint32 l_1550 = l_1529 | l_1533;
const bool l_1551 = l_1550 == uint32(0);
if (l_1551) {
l_mut_645 = l_mut_628;
l_mut_628 = bool(false);
}
if (l_mut_628) {
const uint32 l_1552 = l_1533 >> uint32(31);
const bool l_1553 = l_1552 == uint32(1);
l_mut_388 = l_1529;
l_mut_382 = l_1533;
if (l_1553) {
const uint32 l_1554 = uint32(0) - l_1529;
const uint32 l_1555 = uint32(0) - l_1533;
const bool l_1556 = uint32(0) < l_1529;
const uint32 l_1557 = uint32(l_1556);
const uint32 l_1558 = l_1555 - l_1557;
l_mut_388 = l_1554;
l_mut_382 = l_1558;
}
const uint32 l_1559 = l_1019 - uint32(1);
const uint32 l_1560 = l_mut_388 * l_1559;
const uint32 l_1561 = __umulhi(l_mut_388, l_1559);
const uint32 l_1562 = l_mut_382 * l_1559;
const uint32 l_1563 = l_1561 + l_1562;
l_mut_275 = uint32(0);
const uint32 l_1564 = l_1019 - uint32(1);
const uint32 l_1565 = l_mut_388 * l_1564;
const uint32 l_1566 = l_mut_382 * l_1564;
const uint32 l_1567 = __umulhi(l_mut_388, l_1564);
const uint32 l_1568 = l_1567 + l_1566;
const uint32 l_1569 = __umulhi(l_mut_382, l_1564);
const bool l_1570 = l_1568 < l_1566;
const uint32 l_1571 = uint32(l_1570);
const uint32 l_1572 = l_1569 + l_1571;
const uint32 l_1573 = uint32(64) % uint32(32);
l_mut_269 = l_1565;
const bool l_1574 = l_1573 > uint32(0);
if (l_1574) {
const uint32 l_1575 = l_1565 >> l_1573;
const uint32 l_1576 = uint32(32) - l_1573;
const uint32 l_1577 = l_1568 << l_1576;
const uint32 l_1578 = l_1575 | l_1577;
l_mut_269 = l_1578;
}
l_mut_219 = l_1568;
const bool l_1579 = l_1573 > uint32(0);
if (l_1579) {
const uint32 l_1580 = l_1568 >> l_1573;
const uint32 l_1581 = uint32(32) - l_1573;
const uint32 l_1582 = l_1572 << l_1581;
const uint32 l_1583 = l_1580 | l_1582;
l_mut_219 = l_1583;
}
l_mut_213 = l_mut_269;
l_mut_269 = l_mut_219;
const bool l_1584 = uint32(64) >= uint32(64);
if (l_1584) {
l_mut_213 = l_1572;
l_mut_269 = uint32(0);
} else {
const bool l_1585 = uint32(64) >= uint32(32);
if (l_1585) {
l_mut_219 = l_1568;
const bool l_1586 = l_1573 > uint32(0);
if (l_1586) {
const uint32 l_1587 = l_1568 >> l_1573;
const uint32 l_1588 = uint32(32) - l_1573;
const uint32 l_1589 = l_1572 << l_1588;
const uint32 l_1590 = l_1587 | l_1589;
l_mut_219 = l_1590;
}
const uint32 l_1591 = l_1572 >> l_1573;
l_mut_213 = l_mut_219;
l_mut_269 = l_1591;
}
}
const uint32 l_1592 = l_mut_213 | l_mut_269;
const bool l_1593 = l_1592 == uint32(0);
if (l_1593) {
l_mut_269 = l_1524;
l_mut_219 = l_1528;
if (l_1553) {
const uint32 l_1594 = uint32(0) - l_1524;
const uint32 l_1595 = uint32(0) - l_1528;
const bool l_1596 = uint32(0) < l_1524;
const uint32 l_1597 = uint32(l_1596);
const uint32 l_1598 = l_1595 - l_1597;
const uint32 l_1599 = l_1524 | l_1528;
const bool l_1600 = l_1599 == uint32(0);
const bool l_1601 = !l_1600;
const bool l_1602 = l_1563 < l_1598;
const bool l_1603 = l_1563 == l_1598;
const bool l_1604 = l_1560 < l_1594;
const bool l_1605 = l_1603 && l_1604;
const bool l_1606 = l_1602 || l_1605;
const bool l_1607 = !l_1606;
const bool l_1608 = l_1601 && l_1607;
if (l_1608) {
const uint32 l_1609 = l_1019 - uint32(1);
l_mut_213 = l_1594;
l_mut_151 = l_1598;
const bool l_1610 = l_1598 < l_mut_382;
const bool l_1611 = l_1598 == l_mut_382;
const bool l_1612 = l_1594 < l_mut_388;
const bool l_1613 = l_1611 && l_1612;
const bool l_1614 = l_1610 || l_1613;
const bool l_1615 = !l_1614;
if (l_1615) {
l_mut_145 = uint32(0);
const bool l_1616 = l_mut_382 < l_1598;
const bool l_1617 = l_mut_382 == l_1598;
const bool l_1618 = l_mut_388 < l_1594;
const bool l_1619 = l_1617 && l_1618;
const bool l_1620 = l_1616 || l_1619;
if (l_1620) {
const uint32 l_1621 = l_1594 - uint32(1);
const uint32 l_1622 = l_1598 - uint32(0);
const bool l_1623 = l_1594 < uint32(1);
const uint32 l_1624 = uint32(l_1623);
const uint32 l_1625 = l_1622 - l_1624;
l_mut_102 = l_1621;
l_mut_96 = l_1625;
l_mut_90 = uint32(0);

for (uint32 l_mut_1626 = uint32(0); l_mut_1626 < uint32(20); ++l_mut_1626) {
const uint32 l_1627 = uint32(19) - l_mut_1626;
l_mut_75 = l_mut_102;
l_mut_40 = l_mut_96;
const bool l_1628 = l_1627 >= uint32(32);
if (l_1628) {
const uint32 l_1629 = l_1627 & uint32(31);
const uint32 l_1630 = l_mut_96 >> l_1629;
l_mut_75 = l_1630;
l_mut_40 = uint32(0);
} else {
const bool l_1631 = l_1627 > uint32(0);
if (l_1631) {
l_mut_1632 = l_mut_102;
const bool l_1633 = l_1627 > uint32(0);
if (l_1633) {
const uint32 l_1634 = l_mut_102 >> l_1627;
const uint32 l_1635 = uint32(32) - l_1627;
const uint32 l_1636 = l_mut_96 << l_1635;
const uint32 l_1637 = l_1634 | l_1636;
l_mut_1632 = l_1637;
}
const uint32 l_1638 = l_mut_96 >> l_1627;
l_mut_75 = l_mut_1632;
l_mut_40 = l_1638;
}
}
const bool l_1639 = l_mut_40 < l_mut_382;
const bool l_1640 = l_mut_40 == l_mut_382;
const bool l_1641 = l_mut_75 < l_mut_388;
const bool l_1642 = l_1640 && l_1641;
const bool l_1643 = l_1639 || l_1642;
const bool l_1644 = !l_1643;
if (l_1644) {
l_mut_1632 = l_mut_388;
l_mut_75 = l_mut_382;
const bool l_1645 = l_1627 >= uint32(32);
if (l_1645) {
const uint32 l_1646 = l_1627 & uint32(31);
const uint32 l_1647 = l_mut_388 << l_1646;
l_mut_1632 = uint32(0);
l_mut_75 = l_1647;
} else {
const bool l_1648 = l_1627 > uint32(0);
if (l_1648) {
const uint32 l_1649 = l_mut_388 << l_1627;
const uint32 l_1650 = l_mut_382 << l_1627;
const uint32 l_1651 = uint32(32) - l_1627;
const uint32 l_1652 = l_mut_388 >> l_1651;
const uint32 l_1653 = l_1650 | l_1652;
l_mut_1632 = l_1649;
l_mut_75 = l_1653;
}
}
const uint32 l_1654 = l_mut_102 - l_mut_1632;
const uint32 l_1655 = l_mut_96 - l_mut_75;
const bool l_1656 = l_mut_102 < l_mut_1632;
const uint32 l_1657 = uint32(l_1656);
const uint32 l_1658 = l_1655 - l_1657;
l_mut_102 = l_1654;
l_mut_96 = l_1658;
const uint32 l_1659 = uint32(1) << l_1627;
l_mut_90 = l_mut_90 | l_1659;
}
}
const uint32 l_1660 = min(l_mut_90, l_1609);
l_mut_1632 = l_1660;
const bool l_1661 = l_mut_96 < l_mut_382;
const bool l_1662 = l_mut_96 == l_mut_382;
const bool l_1663 = l_mut_102 < l_mut_388;
const bool l_1664 = l_1662 && l_1663;
const bool l_1665 = l_1661 || l_1664;
const bool l_1666 = !l_1665;
if (l_1666) {
l_mut_1632 = l_1609;
}
l_mut_145 = l_mut_1632;
}
const uint32 l_1667 = l_mut_388 * l_mut_145;
const uint32 l_1668 = __umulhi(l_mut_388, l_mut_145);
const uint32 l_1669 = l_mut_382 * l_mut_145;
const uint32 l_1670 = l_1668 + l_1669;
const uint32 l_1671 = l_1594 - l_1667;
const uint32 l_1672 = l_1598 - l_1670;
const bool l_1673 = l_1594 < l_1667;
const uint32 l_1674 = uint32(l_1673);
const uint32 l_1675 = l_1672 - l_1674;
l_mut_213 = l_1671;
l_mut_151 = l_1675;
const bool l_1676 = l_mut_151 < l_mut_382;
const bool l_1677 = l_mut_151 == l_mut_382;
const bool l_1678 = l_mut_213 < l_mut_388;
const bool l_1679 = l_1677 && l_1678;
const bool l_1680 = l_1676 || l_1679;
const bool l_1681 = !l_1680;
if (l_1681) {
const uint32 l_1682 = l_mut_213 - l_mut_388;
const uint32 l_1683 = l_mut_151 - l_mut_382;
const bool l_1684 = l_mut_213 < l_mut_388;
const uint32 l_1685 = uint32(l_1684);
const uint32 l_1686 = l_1683 - l_1685;
l_mut_213 = l_1682;
l_mut_151 = l_1686;
}
}
const uint32 l_1687 = l_mut_388 - l_mut_213;
const uint32 l_1688 = l_mut_382 - l_mut_151;
const bool l_1689 = l_mut_388 < l_mut_213;
const uint32 l_1690 = uint32(l_1689);
const uint32 l_1691 = l_1688 - l_1690;
l_mut_1632 = l_1687;
l_mut_213 = l_1691;
const bool l_1692 = l_1691 < l_mut_382;
const bool l_1693 = l_1691 == l_mut_382;
const bool l_1694 = l_1687 < l_mut_388;
const bool l_1695 = l_1693 && l_1694;
const bool l_1696 = l_1692 || l_1695;
const bool l_1697 = !l_1696;
if (l_1697) {
const uint32 l_1698 = l_1687 - l_mut_388;
const uint32 l_1699 = l_1691 - l_mut_382;
const bool l_1700 = l_1687 < l_mut_388;
const uint32 l_1701 = uint32(l_1700);
const uint32 l_1702 = l_1699 - l_1701;
l_mut_1632 = l_1698;
l_mut_213 = l_1702;
}
const bool l_1703 = l_mut_213 < l_mut_219;
const bool l_1704 = l_mut_213 == l_mut_219;
const bool l_1705 = l_mut_1632 < l_mut_269;
const bool l_1706 = l_1704 && l_1705;
const bool l_1707 = l_1703 || l_1706;
if (l_1707) {
l_mut_269 = l_mut_1632;
l_mut_219 = l_mut_213;
}
}
} else {
const uint32 l_1708 = l_1524 - l_1560;
const uint32 l_1709 = l_1528 - l_1563;
const bool l_1710 = l_1524 < l_1560;
const uint32 l_1711 = uint32(l_1710);
const uint32 l_1712 = l_1709 - l_1711;
l_mut_269 = l_1708;
l_mut_219 = l_1712;
const bool l_1713 = l_1528 < l_1563;
const bool l_1714 = l_1528 == l_1563;
const bool l_1715 = l_1524 < l_1560;
const bool l_1716 = l_1714 && l_1715;
const bool l_1717 = l_1713 || l_1716;
if (l_1717) {
const uint32 l_1718 = l_1019 - uint32(1);
l_mut_1632 = l_1524;
l_mut_213 = l_1528;
const bool l_1719 = l_1528 < l_mut_382;
const bool l_1720 = l_1528 == l_mut_382;
const bool l_1721 = l_1524 < l_mut_388;
const bool l_1722 = l_1720 && l_1721;
const bool l_1723 = l_1719 || l_1722;
const bool l_1724 = !l_1723;
if (l_1724) {
l_mut_151 = uint32(0);
const bool l_1725 = l_mut_382 < l_1528;
const bool l_1726 = l_mut_382 == l_1528;
const bool l_1727 = l_mut_388 < l_1524;
const bool l_1728 = l_1726 && l_1727;
const bool l_1729 = l_1725 || l_1728;
if (l_1729) {
const uint32 l_1730 = l_1524 - uint32(1);
const uint32 l_1731 = l_1528 - uint32(0);
const bool l_1732 = l_1524 < uint32(1);
const uint32 l_1733 = uint32(l_1732);
const uint32 l_1734 = l_1731 - l_1733;
l_mut_145 = l_1730;
l_mut_102 = l_1734;
l_mut_96 = uint32(0);

for (uint32 l_mut_1735 = uint32(0); l_mut_1735 < uint32(20); ++l_mut_1735) {
const uint32 l_1736 = uint32(19) - l_mut_1735;
l_mut_90 = l_mut_145;
l_mut_75 = l_mut_102;
const bool l_1737 = l_1736 >= uint32(32);
if (l_1737) {
const uint32 l_1738 = l_1736 & uint32(31);
const uint32 l_1739 = l_mut_102 >> l_1738;
l_mut_90 = l_1739;
l_mut_75 = uint32(0);
} else {
const bool l_1740 = l_1736 > uint32(0);
if (l_1740) {
l_mut_40 = l_mut_145;
const bool l_1741 = l_1736 > uint32(0);
if (l_1741) {
const uint32 l_1742 = l_mut_145 >> l_1736;
const uint32 l_1743 = uint32(32) - l_1736;
const uint32 l_1744 = l_mut_102 << l_1743;
const uint32 l_1745 = l_1742 | l_1744;
l_mut_40 = l_1745;
}
const uint32 l_1746 = l_mut_102 >> l_1736;
l_mut_90 = l_mut_40;
l_mut_75 = l_1746;
}
}
const bool l_1747 = l_mut_75 < l_mut_382;
const bool l_1748 = l_mut_75 == l_mut_382;
const bool l_1749 = l_mut_90 < l_mut_388;
const bool l_1750 = l_1748 && l_1749;
const bool l_1751 = l_1747 || l_1750;
const bool l_1752 = !l_1751;
if (l_1752) {
l_mut_90 = l_mut_388;
l_mut_75 = l_mut_382;
const bool l_1753 = l_1736 >= uint32(32);
if (l_1753) {
const uint32 l_1754 = l_1736 & uint32(31);
const uint32 l_1755 = l_mut_388 << l_1754;
l_mut_90 = uint32(0);
l_mut_75 = l_1755;
} else {
const bool l_1756 = l_1736 > uint32(0);
if (l_1756) {
const uint32 l_1757 = l_mut_388 << l_1736;
const uint32 l_1758 = l_mut_382 << l_1736;
const uint32 l_1759 = uint32(32) - l_1736;
const uint32 l_1760 = l_mut_388 >> l_1759;
const uint32 l_1761 = l_1758 | l_1760;
l_mut_90 = l_1757;
l_mut_75 = l_1761;
}
}
const uint32 l_1762 = l_mut_145 - l_mut_90;
const uint32 l_1763 = l_mut_102 - l_mut_75;
const bool l_1764 = l_mut_145 < l_mut_90;
const uint32 l_1765 = uint32(l_1764);
const uint32 l_1766 = l_1763 - l_1765;
l_mut_145 = l_1762;
l_mut_102 = l_1766;
const uint32 l_1767 = uint32(1) << l_1736;
l_mut_96 = l_mut_96 | l_1767;
}
}
const uint32 l_1768 = min(l_mut_96, l_1718);
l_mut_96 = l_1768;
const bool l_1769 = l_mut_102 < l_mut_382;
const bool l_1770 = l_mut_102 == l_mut_382;
const bool l_1771 = l_mut_145 < l_mut_388;
const bool l_1772 = l_1770 && l_1771;
const bool l_1773 = l_1769 || l_1772;
const bool l_1774 = !l_1773;
if (l_1774) {
l_mut_96 = l_1718;
}
l_mut_151 = l_mut_96;
}
const uint32 l_1775 = l_mut_388 * l_mut_151;
const uint32 l_1776 = __umulhi(l_mut_388, l_mut_151);
const uint32 l_1777 = l_mut_382 * l_mut_151;
const uint32 l_1778 = l_1776 + l_1777;
const uint32 l_1779 = l_1524 - l_1775;
const uint32 l_1780 = l_1528 - l_1778;
const bool l_1781 = l_1524 < l_1775;
const uint32 l_1782 = uint32(l_1781);
const uint32 l_1783 = l_1780 - l_1782;
l_mut_1632 = l_1779;
l_mut_213 = l_1783;
const bool l_1784 = l_mut_213 < l_mut_382;
const bool l_1785 = l_mut_213 == l_mut_382;
const bool l_1786 = l_mut_1632 < l_mut_388;
const bool l_1787 = l_1785 && l_1786;
const bool l_1788 = l_1784 || l_1787;
const bool l_1789 = !l_1788;
if (l_1789) {
const uint32 l_1790 = l_mut_1632 - l_mut_388;
const uint32 l_1791 = l_mut_213 - l_mut_382;
const bool l_1792 = l_mut_1632 < l_mut_388;
const uint32 l_1793 = uint32(l_1792);
const uint32 l_1794 = l_1791 - l_1793;
l_mut_1632 = l_1790;
l_mut_213 = l_1794;
}
}
const bool l_1795 = l_mut_213 < l_mut_219;
const bool l_1796 = l_mut_213 == l_mut_219;
const bool l_1797 = l_mut_1632 < l_mut_269;
const bool l_1798 = l_1796 && l_1797;
const bool l_1799 = l_1795 || l_1798;
if (l_1799) {
l_mut_269 = l_mut_1632;
l_mut_219 = l_mut_213;
}
}
}
const bool l_1800 = l_mut_219 < l_1538;
const bool l_1801 = l_mut_219 == l_1538;
const bool l_1802 = l_mut_269 < l_1534;
const bool l_1803 = l_1801 && l_1802;
const bool l_1804 = l_1800 || l_1803;
const bool l_1805 = !l_1804;
const uint32 l_1806 = uint32(l_1805);
const uint32 l_1807 = uint32(2) - l_1806;
l_mut_275 = l_1807;
}
const bool l_1808 = l_mut_275 > uint32(0);
if (l_1808) {
const bool l_1809 = l_mut_275 == uint32(1);
l_mut_645 = l_1809;
l_mut_628 = bool(false);
}
}
l_mut_357 = bool(false);
while (true) {
const bool l_1810 = !l_mut_628;
if (l_1810) {
break;}
const bool l_1811 = l_mut_428 < l_mut_444;
const bool l_1812 = l_mut_428 == l_mut_444;
const bool l_1813 = l_mut_439 < l_mut_445;
const bool l_1814 = l_1812 && l_1813;
const bool l_1815 = l_1811 || l_1814;
if (l_1815) {
const uint32 l_1816 = l_mut_445 - l_mut_439;
const uint32 l_1817 = l_mut_444 - l_mut_428;
const bool l_1818 = l_mut_445 < l_mut_439;
const uint32 l_1819 = uint32(l_1818);
const uint32 l_1820 = l_1817 - l_1819;
l_mut_1632 = l_1816;
l_mut_388 = l_1820;
l_mut_382 = l_mut_445;
l_mut_275 = l_mut_444;
const bool l_1821 = l_mut_388 < l_mut_444;
const bool l_1822 = l_mut_388 == l_mut_444;
const bool l_1823 = l_mut_1632 < l_mut_445;
const bool l_1824 = l_1822 && l_1823;
const bool l_1825 = l_1821 || l_1824;
if (l_1825) {
l_mut_382 = l_mut_1632;
l_mut_275 = l_mut_388;
}
l_mut_350 = bool(false);
l_mut_350 = bool(true);
l_mut_1632 = uint32(0);
const uint32 l_1826 = l_mut_441 | l_mut_440;
const bool l_1827 = l_1826 == uint32(0);
const bool l_1828 = !l_1827;
const bool l_1829 = l_mut_350 && l_1828;
const bool l_1830 = l_mut_440 < l_mut_275;
const bool l_1831 = l_mut_440 == l_mut_275;
const bool l_1832 = l_mut_441 < l_mut_382;
const bool l_1833 = l_1831 && l_1832;
const bool l_1834 = l_1830 || l_1833;
const bool l_1835 = l_1829 && l_1834;
const uint32 l_1836 = l_mut_421 + l_mut_394;
const bool l_1837 = l_1836 < l_1019;
const bool l_1838 = l_1835 && l_1837;
if (l_1838) {
const uint32 l_1839 = l_1019 - l_mut_421;
const uint32 l_1840 = l_1839 - l_mut_394;
const uint32 l_1841 = l_1840 / l_mut_421;
const uint32 l_1842 = l_mut_382 - uint32(1);
const uint32 l_1843 = l_mut_275 - uint32(0);
const bool l_1844 = l_mut_382 < uint32(1);
const uint32 l_1845 = uint32(l_1844);
const uint32 l_1846 = l_1843 - l_1845;
l_mut_388 = l_1842;
l_mut_382 = l_1846;
l_mut_275 = uint32(0);

for (uint32 l_mut_1847 = uint32(0); l_mut_1847 < uint32(20); ++l_mut_1847) {
const uint32 l_1848 = uint32(19) - l_mut_1847;
l_mut_269 = l_mut_388;
l_mut_219 = l_mut_382;
const bool l_1849 = l_1848 >= uint32(32);
if (l_1849) {
const uint32 l_1850 = l_1848 & uint32(31);
const uint32 l_1851 = l_mut_382 >> l_1850;
l_mut_269 = l_1851;
l_mut_219 = uint32(0);
} else {
const bool l_1852 = l_1848 > uint32(0);
if (l_1852) {
l_mut_213 = l_mut_388;
const bool l_1853 = l_1848 > uint32(0);
if (l_1853) {
const uint32 l_1854 = l_mut_388 >> l_1848;
const uint32 l_1855 = uint32(32) - l_1848;
const uint32 l_1856 = l_mut_382 << l_1855;
const uint32 l_1857 = l_1854 | l_1856;
l_mut_213 = l_1857;
}
const uint32 l_1858 = l_mut_382 >> l_1848;
l_mut_269 = l_mut_213;
l_mut_219 = l_1858;
}
}
const bool l_1859 = l_mut_219 < l_mut_440;
const bool l_1860 = l_mut_219 == l_mut_440;
const bool l_1861 = l_mut_269 < l_mut_441;
const bool l_1862 = l_1860 && l_1861;
const bool l_1863 = l_1859 || l_1862;
const bool l_1864 = !l_1863;
if (l_1864) {
l_mut_269 = l_mut_441;
l_mut_219 = l_mut_440;
const bool l_1865 = l_1848 >= uint32(32);
if (l_1865) {
const uint32 l_1866 = l_1848 & uint32(31);
const uint32 l_1867 = l_mut_441 << l_1866;
l_mut_269 = uint32(0);
l_mut_219 = l_1867;
} else {
const bool l_1868 = l_1848 > uint32(0);
if (l_1868) {
const uint32 l_1869 = l_mut_441 << l_1848;
const uint32 l_1870 = l_mut_440 << l_1848;
const uint32 l_1871 = uint32(32) - l_1848;
const uint32 l_1872 = l_mut_441 >> l_1871;
const uint32 l_1873 = l_1870 | l_1872;
l_mut_269 = l_1869;
l_mut_219 = l_1873;
}
}
const uint32 l_1874 = l_mut_388 - l_mut_269;
const uint32 l_1875 = l_mut_382 - l_mut_219;
const bool l_1876 = l_mut_388 < l_mut_269;
const uint32 l_1877 = uint32(l_1876);
const uint32 l_1878 = l_1875 - l_1877;
l_mut_388 = l_1874;
l_mut_382 = l_1878;
const uint32 l_1879 = uint32(1) << l_1848;
l_mut_275 = l_mut_275 | l_1879;
}
}
const uint32 l_1880 = min(l_mut_275, l_1841);
l_mut_275 = l_1880;
const bool l_1881 = l_mut_382 < l_mut_440;
const bool l_1882 = l_mut_382 == l_mut_440;
const bool l_1883 = l_mut_388 < l_mut_441;
const bool l_1884 = l_1882 && l_1883;
const bool l_1885 = l_1881 || l_1884;
const bool l_1886 = !l_1885;
if (l_1886) {
l_mut_275 = l_1841;
}
l_mut_1632 = l_mut_275;
}
l_mut_388 = l_mut_445;
l_mut_382 = l_mut_444;
l_mut_275 = l_mut_441;
l_mut_269 = l_mut_440;
l_mut_219 = l_mut_421;
l_mut_213 = l_mut_394;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
l_mut_102 = uint32(0);
const bool l_1887 = l_mut_1632 > uint32(0);
if (l_1887) {
const uint32 l_1888 = l_mut_441 * l_mut_1632;
const uint32 l_1889 = __umulhi(l_mut_441, l_mut_1632);
const uint32 l_1890 = l_mut_440 * l_mut_1632;
const uint32 l_1891 = l_1889 + l_1890;
const uint32 l_1892 = l_mut_445 - l_1888;
const uint32 l_1893 = l_mut_444 - l_1891;
const bool l_1894 = l_mut_445 < l_1888;
const uint32 l_1895 = uint32(l_1894);
const uint32 l_1896 = l_1893 - l_1895;
l_mut_388 = l_1892;
l_mut_382 = l_1896;
const uint32 l_1897 = l_mut_1632 * l_mut_421;
const uint32 l_1898 = l_mut_394 + l_1897;
l_mut_213 = l_1898;
} else {
const bool l_1899 = l_mut_102 == uint32(0);
if (l_1899) {
const uint32 l_1900 = l_1019 - l_mut_421;
const uint32 l_1901 = l_1900 / l_mut_394;
l_mut_1632 = uint32(0);
l_mut_350 = bool(false);
l_mut_350 = bool(true);
const uint32 l_1902 = l_mut_445 | l_mut_444;
const bool l_1903 = l_1902 == uint32(0);
if (l_1903) {
l_mut_1632 = l_1901;
} else {
if (l_mut_350) {
const bool l_1904 = l_mut_444 < l_mut_440;
const bool l_1905 = l_mut_444 == l_mut_440;
const bool l_1906 = l_mut_445 < l_mut_441;
const bool l_1907 = l_1905 && l_1906;
const bool l_1908 = l_1904 || l_1907;
if (l_1908) {
const uint32 l_1909 = l_mut_441 - uint32(1);
const uint32 l_1910 = l_mut_440 - uint32(0);
const bool l_1911 = l_mut_441 < uint32(1);
const uint32 l_1912 = uint32(l_1911);
const uint32 l_1913 = l_1910 - l_1912;
l_mut_96 = l_1909;
l_mut_90 = l_1913;
l_mut_75 = uint32(0);

for (uint32 l_mut_1914 = uint32(0); l_mut_1914 < uint32(20); ++l_mut_1914) {
const uint32 l_1915 = uint32(19) - l_mut_1914;
l_mut_40 = l_mut_96;
l_mut_1916 = l_mut_90;
const bool l_1917 = l_1915 >= uint32(32);
if (l_1917) {
const uint32 l_1918 = l_1915 & uint32(31);
const uint32 l_1919 = l_mut_90 >> l_1918;
l_mut_40 = l_1919;
l_mut_1916 = uint32(0);
} else {
const bool l_1920 = l_1915 > uint32(0);
if (l_1920) {
l_mut_1921 = l_mut_96;
const bool l_1922 = l_1915 > uint32(0);
if (l_1922) {
const uint32 l_1923 = l_mut_96 >> l_1915;
const uint32 l_1924 = uint32(32) - l_1915;
const uint32 l_1925 = l_mut_90 << l_1924;
const uint32 l_1926 = l_1923 | l_1925;
l_mut_1921 = l_1926;
}
const uint32 l_1927 = l_mut_90 >> l_1915;
l_mut_40 = l_mut_1921;
l_mut_1916 = l_1927;
}
}
const bool l_1928 = l_mut_1916 < l_mut_444;
const bool l_1929 = l_mut_1916 == l_mut_444;
const bool l_1930 = l_mut_40 < l_mut_445;
const bool l_1931 = l_1929 && l_1930;
const bool l_1932 = l_1928 || l_1931;
const bool l_1933 = !l_1932;
if (l_1933) {
l_mut_1921 = l_mut_445;
l_mut_1916 = l_mut_444;
const bool l_1934 = l_1915 >= uint32(32);
if (l_1934) {
const uint32 l_1935 = l_1915 & uint32(31);
const uint32 l_1936 = l_mut_445 << l_1935;
l_mut_1921 = uint32(0);
l_mut_1916 = l_1936;
} else {
const bool l_1937 = l_1915 > uint32(0);
if (l_1937) {
const uint32 l_1938 = l_mut_445 << l_1915;
const uint32 l_1939 = l_mut_444 << l_1915;
const uint32 l_1940 = uint32(32) - l_1915;
const uint32 l_1941 = l_mut_445 >> l_1940;
const uint32 l_1942 = l_1939 | l_1941;
l_mut_1921 = l_1938;
l_mut_1916 = l_1942;
}
}
const uint32 l_1943 = l_mut_96 - l_mut_1921;
const uint32 l_1944 = l_mut_90 - l_mut_1916;
const bool l_1945 = l_mut_96 < l_mut_1921;
const uint32 l_1946 = uint32(l_1945);
const uint32 l_1947 = l_1944 - l_1946;
l_mut_96 = l_1943;
l_mut_90 = l_1947;
const uint32 l_1948 = uint32(1) << l_1915;
l_mut_75 = l_mut_75 | l_1948;
}
}
const uint32 l_1949 = min(l_mut_75, l_1901);
l_mut_1921 = l_1949;
const bool l_1950 = l_mut_90 < l_mut_444;
const bool l_1951 = l_mut_90 == l_mut_444;
const bool l_1952 = l_mut_96 < l_mut_445;
const bool l_1953 = l_1951 && l_1952;
const bool l_1954 = l_1950 || l_1953;
const bool l_1955 = !l_1954;
if (l_1955) {
l_mut_1921 = l_1901;
}
l_mut_1632 = l_mut_1921;
}
} else {
l_mut_1921 = l_mut_441;
l_mut_1916 = l_mut_440;
while (true) {
const bool l_1956 = l_mut_444 < l_mut_1916;
const bool l_1957 = l_mut_444 == l_mut_1916;
const bool l_1958 = l_mut_445 < l_mut_1921;
const bool l_1959 = l_1957 && l_1958;
const bool l_1960 = l_1956 || l_1959;
const uint32 l_1961 = l_mut_1632 * l_mut_394;
const uint32 l_1962 = l_mut_421 + l_1961;
const uint32 l_1963 = l_1962 + l_mut_394;
const bool l_1964 = l_1963 < l_1019;
const bool l_1965 = l_1960 && l_1964;
const bool l_1966 = !l_1965;
if (l_1966) {
break;}
const uint32 l_1967 = l_mut_1921 - l_mut_445;
const uint32 l_1968 = l_mut_1916 - l_mut_444;
const bool l_1969 = l_mut_1921 < l_mut_445;
const uint32 l_1970 = uint32(l_1969);
const uint32 l_1971 = l_1968 - l_1970;
l_mut_1921 = l_1967;
l_mut_1916 = l_1971;
l_mut_1632 = l_mut_1632 + uint32(1);
}
}
}
const uint32 l_1972 = l_mut_1632 * l_mut_394;
const uint32 l_1973 = l_mut_421 + l_1972;
const uint32 l_1974 = l_1973 + l_mut_394;
const bool l_1975 = l_1974 >= l_1019;
if (l_1975) {
l_mut_102 = uint32(1);
} else {
const uint32 l_1976 = l_mut_445 * l_mut_1632;
const uint32 l_1977 = __umulhi(l_mut_445, l_mut_1632);
const uint32 l_1978 = l_mut_444 * l_mut_1632;
const uint32 l_1979 = l_1977 + l_1978;
const uint32 l_1980 = l_mut_441 - l_1976;
const uint32 l_1981 = l_mut_440 - l_1979;
const bool l_1982 = l_mut_441 < l_1976;
const uint32 l_1983 = uint32(l_1982);
const uint32 l_1984 = l_1981 - l_1983;
l_mut_275 = l_1980;
l_mut_269 = l_1984;
const uint32 l_1985 = l_mut_1632 * l_mut_394;
const uint32 l_1986 = l_mut_421 + l_1985;
l_mut_219 = l_1986;
const uint32 l_1987 = l_mut_445 - l_mut_275;
const uint32 l_1988 = l_mut_444 - l_mut_269;
const bool l_1989 = l_mut_445 < l_mut_275;
const uint32 l_1990 = uint32(l_1989);
const uint32 l_1991 = l_1988 - l_1990;
l_mut_388 = l_1987;
l_mut_382 = l_1991;
const uint32 l_1992 = l_mut_394 + l_mut_219;
l_mut_213 = l_1992;
}
}
}
l_mut_445 = l_mut_388;
l_mut_444 = l_mut_382;
l_mut_441 = l_mut_275;
l_mut_440 = l_mut_269;
l_mut_421 = l_mut_219;
l_mut_394 = l_mut_213;
l_mut_439 = l_mut_151;
l_mut_428 = l_mut_145;
const bool l_1993 = l_mut_102 == uint32(1);
l_mut_645 = l_1993;
const bool l_1994 = l_mut_102 == uint32(0);
l_mut_628 = l_1994;
} else {
const uint32 l_1995 = l_mut_441 - l_mut_439;
const uint32 l_1996 = l_mut_440 - l_mut_428;
const bool l_1997 = l_mut_441 < l_mut_439;
const uint32 l_1998 = uint32(l_1997);
const uint32 l_1999 = l_1996 - l_1998;
l_mut_1921 = l_1995;
l_mut_1916 = l_1999;
const uint32 l_2000 = l_mut_439 - l_1534;
const uint32 l_2001 = l_mut_428 - l_1538;
const bool l_2002 = l_mut_439 < l_1534;
const uint32 l_2003 = uint32(l_2002);
const uint32 l_2004 = l_2001 - l_2003;
l_mut_1921 = l_2000;
l_mut_1916 = l_2004;
l_mut_1632 = l_mut_441;
l_mut_388 = l_mut_440;
const bool l_2005 = l_mut_1916 < l_mut_440;
const bool l_2006 = l_mut_1916 == l_mut_440;
const bool l_2007 = l_mut_1921 < l_mut_441;
const bool l_2008 = l_2006 && l_2007;
const bool l_2009 = l_2005 || l_2008;
if (l_2009) {
l_mut_1632 = l_mut_1921;
l_mut_388 = l_mut_1916;
}
l_mut_350 = bool(false);
l_mut_350 = bool(true);
l_mut_1921 = uint32(0);
const uint32 l_2010 = l_mut_445 | l_mut_444;
const bool l_2011 = l_2010 == uint32(0);
const bool l_2012 = !l_2011;
const bool l_2013 = l_mut_350 && l_2012;
const bool l_2014 = l_mut_444 < l_mut_388;
const bool l_2015 = l_mut_444 == l_mut_388;
const bool l_2016 = l_mut_445 < l_mut_1632;
const bool l_2017 = l_2015 && l_2016;
const bool l_2018 = l_2014 || l_2017;
const bool l_2019 = l_2013 && l_2018;
const uint32 l_2020 = l_mut_394 + l_mut_421;
const bool l_2021 = l_2020 < l_1019;
const bool l_2022 = l_2019 && l_2021;
if (l_2022) {
const uint32 l_2023 = l_1019 - l_mut_394;
const uint32 l_2024 = l_2023 - l_mut_421;
const uint32 l_2025 = l_2024 / l_mut_394;
const uint32 l_2026 = l_mut_1632 - uint32(1);
const uint32 l_2027 = l_mut_388 - uint32(0);
const bool l_2028 = l_mut_1632 < uint32(1);
const uint32 l_2029 = uint32(l_2028);
const uint32 l_2030 = l_2027 - l_2029;
l_mut_1916 = l_2026;
l_mut_1632 = l_2030;
l_mut_388 = uint32(0);

for (uint32 l_mut_2031 = uint32(0); l_mut_2031 < uint32(20); ++l_mut_2031) {
const uint32 l_2032 = uint32(19) - l_mut_2031;
l_mut_382 = l_mut_1916;
l_mut_275 = l_mut_1632;
const bool l_2033 = l_2032 >= uint32(32);
if (l_2033) {
const uint32 l_2034 = l_2032 & uint32(31);
const uint32 l_2035 = l_mut_1632 >> l_2034;
l_mut_382 = l_2035;
l_mut_275 = uint32(0);
} else {
const bool l_2036 = l_2032 > uint32(0);
if (l_2036) {
l_mut_269 = l_mut_1916;
const bool l_2037 = l_2032 > uint32(0);
if (l_2037) {
const uint32 l_2038 = l_mut_1916 >> l_2032;
const uint32 l_2039 = uint32(32) - l_2032;
const uint32 l_2040 = l_mut_1632 << l_2039;
const uint32 l_2041 = l_2038 | l_2040;
l_mut_269 = l_2041;
}
const uint32 l_2042 = l_mut_1632 >> l_2032;
l_mut_382 = l_mut_269;
l_mut_275 = l_2042;
}
}
const bool l_2043 = l_mut_275 < l_mut_444;
const bool l_2044 = l_mut_275 == l_mut_444;
const bool l_2045 = l_mut_382 < l_mut_445;
const bool l_2046 = l_2044 && l_2045;
const bool l_2047 = l_2043 || l_2046;
const bool l_2048 = !l_2047;
if (l_2048) {
l_mut_382 = l_mut_445;
l_mut_275 = l_mut_444;
const bool l_2049 = l_2032 >= uint32(32);
if (l_2049) {
const uint32 l_2050 = l_2032 & uint32(31);
const uint32 l_2051 = l_mut_445 << l_2050;
l_mut_382 = uint32(0);
l_mut_275 = l_2051;
} else {
const bool l_2052 = l_2032 > uint32(0);
if (l_2052) {
const uint32 l_2053 = l_mut_445 << l_2032;
const uint32 l_2054 = l_mut_444 << l_2032;
const uint32 l_2055 = uint32(32) - l_2032;
const uint32 l_2056 = l_mut_445 >> l_2055;
const uint32 l_2057 = l_2054 | l_2056;
l_mut_382 = l_2053;
l_mut_275 = l_2057;
}
}
const uint32 l_2058 = l_mut_1916 - l_mut_382;
const uint32 l_2059 = l_mut_1632 - l_mut_275;
const bool l_2060 = l_mut_1916 < l_mut_382;
const uint32 l_2061 = uint32(l_2060);
const uint32 l_2062 = l_2059 - l_2061;
l_mut_1916 = l_2058;
l_mut_1632 = l_2062;
const uint32 l_2063 = uint32(1) << l_2032;
l_mut_388 = l_mut_388 | l_2063;
}
}
const uint32 l_2064 = min(l_mut_388, l_2025);
l_mut_388 = l_2064;
const bool l_2065 = l_mut_1632 < l_mut_444;
const bool l_2066 = l_mut_1632 == l_mut_444;
const bool l_2067 = l_mut_1916 < l_mut_445;
const bool l_2068 = l_2066 && l_2067;
const bool l_2069 = l_2065 || l_2068;
const bool l_2070 = !l_2069;
if (l_2070) {
l_mut_388 = l_2025;
}
l_mut_1921 = l_mut_388;
}
l_mut_1916 = l_mut_441;
l_mut_1632 = l_mut_440;
l_mut_388 = l_mut_445;
l_mut_382 = l_mut_444;
l_mut_275 = l_mut_394;
l_mut_269 = l_mut_421;
l_mut_219 = l_mut_439;
l_mut_213 = l_mut_428;
l_mut_151 = uint32(0);
const bool l_2071 = l_mut_1921 > uint32(0);
if (l_2071) {
const uint32 l_2072 = l_mut_445 * l_mut_1921;
const uint32 l_2073 = __umulhi(l_mut_445, l_mut_1921);
const uint32 l_2074 = l_mut_444 * l_mut_1921;
const uint32 l_2075 = l_2073 + l_2074;
const uint32 l_2076 = l_mut_439 - l_2072;
const uint32 l_2077 = l_mut_428 - l_2075;
const bool l_2078 = l_mut_439 < l_2072;
const uint32 l_2079 = uint32(l_2078);
const uint32 l_2080 = l_2077 - l_2079;
l_mut_219 = l_2076;
l_mut_213 = l_2080;
const uint32 l_2081 = l_mut_441 - l_2072;
const uint32 l_2082 = l_mut_440 - l_2075;
const bool l_2083 = l_mut_441 < l_2072;
const uint32 l_2084 = uint32(l_2083);
const uint32 l_2085 = l_2082 - l_2084;
l_mut_1916 = l_2081;
l_mut_1632 = l_2085;
const uint32 l_2086 = l_mut_1921 * l_mut_394;
const uint32 l_2087 = l_mut_421 + l_2086;
l_mut_269 = l_2087;
} else {
const uint32 l_2088 = l_mut_439 - l_mut_445;
const uint32 l_2089 = l_mut_428 - l_mut_444;
const bool l_2090 = l_mut_439 < l_mut_445;
const uint32 l_2091 = uint32(l_2090);
const uint32 l_2092 = l_2089 - l_2091;
l_mut_219 = l_2088;
l_mut_213 = l_2092;
const bool l_2093 = l_mut_213 < l_1538;
const bool l_2094 = l_mut_213 == l_1538;
const bool l_2095 = l_mut_219 < l_1534;
const bool l_2096 = l_2094 && l_2095;
const bool l_2097 = l_2093 || l_2096;
if (l_2097) {
l_mut_151 = uint32(2);
}
const bool l_2098 = l_mut_151 == uint32(0);
if (l_2098) {
const uint32 l_2099 = l_1019 - l_mut_394;
const uint32 l_2100 = l_2099 / l_mut_421;
l_mut_1921 = uint32(0);
l_mut_350 = bool(false);
l_mut_350 = bool(true);
const uint32 l_2101 = l_mut_441 | l_mut_440;
const bool l_2102 = l_2101 == uint32(0);
if (l_2102) {
l_mut_1921 = l_2100;
} else {
if (l_mut_350) {
const bool l_2103 = l_mut_440 < l_mut_444;
const bool l_2104 = l_mut_440 == l_mut_444;
const bool l_2105 = l_mut_441 < l_mut_445;
const bool l_2106 = l_2104 && l_2105;
const bool l_2107 = l_2103 || l_2106;
if (l_2107) {
const uint32 l_2108 = l_mut_445 - uint32(1);
const uint32 l_2109 = l_mut_444 - uint32(0);
const bool l_2110 = l_mut_445 < uint32(1);
const uint32 l_2111 = uint32(l_2110);
const uint32 l_2112 = l_2109 - l_2111;
l_mut_145 = l_2108;
l_mut_102 = l_2112;
l_mut_96 = uint32(0);

for (uint32 l_mut_2113 = uint32(0); l_mut_2113 < uint32(20); ++l_mut_2113) {
const uint32 l_2114 = uint32(19) - l_mut_2113;
l_mut_90 = l_mut_145;
l_mut_75 = l_mut_102;
const bool l_2115 = l_2114 >= uint32(32);
if (l_2115) {
const uint32 l_2116 = l_2114 & uint32(31);
const uint32 l_2117 = l_mut_102 >> l_2116;
l_mut_90 = l_2117;
l_mut_75 = uint32(0);
} else {
const bool l_2118 = l_2114 > uint32(0);
if (l_2118) {
l_mut_40 = l_mut_145;
const bool l_2119 = l_2114 > uint32(0);
if (l_2119) {
const uint32 l_2120 = l_mut_145 >> l_2114;
const uint32 l_2121 = uint32(32) - l_2114;
const uint32 l_2122 = l_mut_102 << l_2121;
const uint32 l_2123 = l_2120 | l_2122;
l_mut_40 = l_2123;
}
const uint32 l_2124 = l_mut_102 >> l_2114;
l_mut_90 = l_mut_40;
l_mut_75 = l_2124;
}
}
const bool l_2125 = l_mut_75 < l_mut_440;
const bool l_2126 = l_mut_75 == l_mut_440;
const bool l_2127 = l_mut_90 < l_mut_441;
const bool l_2128 = l_2126 && l_2127;
const bool l_2129 = l_2125 || l_2128;
const bool l_2130 = !l_2129;
if (l_2130) {
l_mut_90 = l_mut_441;
l_mut_75 = l_mut_440;
const bool l_2131 = l_2114 >= uint32(32);
if (l_2131) {
const uint32 l_2132 = l_2114 & uint32(31);
const uint32 l_2133 = l_mut_441 << l_2132;
l_mut_90 = uint32(0);
l_mut_75 = l_2133;
} else {
const bool l_2134 = l_2114 > uint32(0);
if (l_2134) {
const uint32 l_2135 = l_mut_441 << l_2114;
const uint32 l_2136 = l_mut_440 << l_2114;
const uint32 l_2137 = uint32(32) - l_2114;
const uint32 l_2138 = l_mut_441 >> l_2137;
const uint32 l_2139 = l_2136 | l_2138;
l_mut_90 = l_2135;
l_mut_75 = l_2139;
}
}
const uint32 l_2140 = l_mut_145 - l_mut_90;
const uint32 l_2141 = l_mut_102 - l_mut_75;
const bool l_2142 = l_mut_145 < l_mut_90;
const uint32 l_2143 = uint32(l_2142);
const uint32 l_2144 = l_2141 - l_2143;
l_mut_145 = l_2140;
l_mut_102 = l_2144;
const uint32 l_2145 = uint32(1) << l_2114;
l_mut_96 = l_mut_96 | l_2145;
}
}
const uint32 l_2146 = min(l_mut_96, l_2100);
l_mut_96 = l_2146;
const bool l_2147 = l_mut_102 < l_mut_440;
const bool l_2148 = l_mut_102 == l_mut_440;
const bool l_2149 = l_mut_145 < l_mut_441;
const bool l_2150 = l_2148 && l_2149;
const bool l_2151 = l_2147 || l_2150;
const bool l_2152 = !l_2151;
if (l_2152) {
l_mut_96 = l_2100;
}
l_mut_1921 = l_mut_96;
}
} else {
l_mut_145 = l_mut_445;
l_mut_102 = l_mut_444;
while (true) {
const bool l_2153 = l_mut_440 < l_mut_102;
const bool l_2154 = l_mut_440 == l_mut_102;
const bool l_2155 = l_mut_441 < l_mut_145;
const bool l_2156 = l_2154 && l_2155;
const bool l_2157 = l_2153 || l_2156;
const uint32 l_2158 = l_mut_1921 * l_mut_421;
const uint32 l_2159 = l_mut_394 + l_2158;
const uint32 l_2160 = l_2159 + l_mut_421;
const bool l_2161 = l_2160 < l_1019;
const bool l_2162 = l_2157 && l_2161;
const bool l_2163 = !l_2162;
if (l_2163) {
break;}
const uint32 l_2164 = l_mut_145 - l_mut_441;
const uint32 l_2165 = l_mut_102 - l_mut_440;
const bool l_2166 = l_mut_145 < l_mut_441;
const uint32 l_2167 = uint32(l_2166);
const uint32 l_2168 = l_2165 - l_2167;
l_mut_145 = l_2164;
l_mut_102 = l_2168;
l_mut_1921 = l_mut_1921 + uint32(1);
}
}
}
const uint32 l_2169 = l_mut_1921 * l_mut_421;
const uint32 l_2170 = l_mut_394 + l_2169;
const uint32 l_2171 = l_2170 + l_mut_421;
const bool l_2172 = l_2171 >= l_1019;
if (l_2172) {
l_mut_151 = uint32(1);
} else {
const uint32 l_2173 = l_mut_441 * l_mut_1921;
const uint32 l_2174 = __umulhi(l_mut_441, l_mut_1921);
const uint32 l_2175 = l_mut_440 * l_mut_1921;
const uint32 l_2176 = l_2174 + l_2175;
const uint32 l_2177 = l_mut_445 - l_2173;
const uint32 l_2178 = l_mut_444 - l_2176;
const bool l_2179 = l_mut_445 < l_2173;
const uint32 l_2180 = uint32(l_2179);
const uint32 l_2181 = l_2178 - l_2180;
l_mut_388 = l_2177;
l_mut_382 = l_2181;
const uint32 l_2182 = l_mut_1921 * l_mut_421;
const uint32 l_2183 = l_mut_394 + l_2182;
l_mut_275 = l_2183;
const uint32 l_2184 = l_mut_441 - l_mut_388;
const uint32 l_2185 = l_mut_440 - l_mut_382;
const bool l_2186 = l_mut_441 < l_mut_388;
const uint32 l_2187 = uint32(l_2186);
const uint32 l_2188 = l_2185 - l_2187;
l_mut_1916 = l_2184;
l_mut_1632 = l_2188;
const uint32 l_2189 = l_mut_421 + l_mut_275;
l_mut_269 = l_2189;
}
}
}
l_mut_445 = l_mut_388;
l_mut_444 = l_mut_382;
l_mut_441 = l_mut_1916;
l_mut_440 = l_mut_1632;
l_mut_421 = l_mut_269;
l_mut_394 = l_mut_275;
l_mut_439 = l_mut_219;
l_mut_428 = l_mut_213;
const bool l_2190 = l_mut_151 == uint32(1);
l_mut_645 = l_2190;
const bool l_2191 = l_mut_151 == uint32(0);
l_mut_628 = l_2191;
}
}
const bool l_2192 = !l_mut_645;
const bool l_2193 = l_1018 && l_2192;
if (l_2193) {
const uint32 l_2194 = uint32(1) << l_mut_1016;
l_mut_741 = l_mut_741 | l_2194;
l_mut_736 = l_mut_736 + uint32(1);
const uint32 l_2195 = l_1017 + l_1015;
const uint32 l_2196 = min(l_2195, l_56);
l_mut_1921 = uint32(0);

for (uint32 l_mut_2197 = l_1017; l_mut_2197 < l_2196; ++l_mut_2197) {
const uint32 l_2198 = l_59 * l_mut_2197;
const uint32 l_2199 = __umulhi(l_59, l_mut_2197);
const uint32 l_2200 = l_62 * l_mut_2197;
const uint32 l_2201 = l_2199 + l_2200;
const uint32 l_2202 = l_64 + l_2198;
const uint32 l_2203 = l_67 + l_2201;
const bool l_2204 = l_2202 < l_64;
const uint32 l_2205 = uint32(l_2204);
const uint32 l_2206 = l_2203 + l_2205;
l_mut_1916 = uint32(0);
l_mut_1632 = uint32(0);
const bool l_2207 = l_mut_2197 < uint32(65536);
if (l_2207) {
const uint32 l_2208 = l_mut_2197 * l_mut_2197;
const uint32 l_2209 = l_72 >> uint32(31);
const bool l_2210 = l_2209 == uint32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_2210) {
const uint32 l_2211 = uint32(0) - l_69;
const uint32 l_2212 = uint32(0) - l_72;
const bool l_2213 = uint32(0) < l_69;
const uint32 l_2214 = uint32(l_2213);
const uint32 l_2215 = l_2212 - l_2214;
l_mut_445 = l_2211;
l_mut_444 = l_2215;
}
const uint32 l_2216 = l_mut_445 * l_2208;
const uint32 l_2217 = l_mut_444 * l_2208;
const uint32 l_2218 = __umulhi(l_mut_445, l_2208);
const uint32 l_2219 = l_2218 + l_2217;
const uint32 l_2220 = __umulhi(l_mut_444, l_2208);
const bool l_2221 = l_2219 < l_2217;
const uint32 l_2222 = uint32(l_2221);
const uint32 l_2223 = l_2220 + l_2222;
const uint32 l_2224 = l_9 % uint32(32);
l_mut_441 = l_2216;
const bool l_2225 = l_2224 > uint32(0);
if (l_2225) {
const uint32 l_2226 = l_2216 >> l_2224;
const uint32 l_2227 = uint32(32) - l_2224;
const uint32 l_2228 = l_2219 << l_2227;
const uint32 l_2229 = l_2226 | l_2228;
l_mut_441 = l_2229;
}
l_mut_440 = l_2219;
const bool l_2230 = l_2224 > uint32(0);
if (l_2230) {
const uint32 l_2231 = l_2219 >> l_2224;
const uint32 l_2232 = uint32(32) - l_2224;
const uint32 l_2233 = l_2223 << l_2232;
const uint32 l_2234 = l_2231 | l_2233;
l_mut_440 = l_2234;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_2235 = l_9 >= uint32(64);
if (l_2235) {
l_mut_439 = l_2223;
l_mut_441 = uint32(0);
} else {
const bool l_2236 = l_9 >= uint32(32);
if (l_2236) {
l_mut_440 = l_2219;
const bool l_2237 = l_2224 > uint32(0);
if (l_2237) {
const uint32 l_2238 = l_2219 >> l_2224;
const uint32 l_2239 = uint32(32) - l_2224;
const uint32 l_2240 = l_2223 << l_2239;
const uint32 l_2241 = l_2238 | l_2240;
l_mut_440 = l_2241;
}
const uint32 l_2242 = l_2223 >> l_2224;
l_mut_439 = l_mut_440;
l_mut_441 = l_2242;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_2210) {
const uint32 l_2243 = uint32(0) - l_mut_445;
const uint32 l_2244 = uint32(0) - l_mut_444;
const bool l_2245 = uint32(0) < l_mut_445;
const uint32 l_2246 = uint32(l_2245);
const uint32 l_2247 = l_2244 - l_2246;
l_mut_445 = l_2243;
l_mut_444 = l_2247;
}
l_mut_1916 = l_mut_445;
l_mut_1632 = l_mut_444;
} else {
const uint32 l_2248 = l_72 >> uint32(31);
const bool l_2249 = l_2248 == uint32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_2249) {
const uint32 l_2250 = uint32(0) - l_69;
const uint32 l_2251 = uint32(0) - l_72;
const bool l_2252 = uint32(0) < l_69;
const uint32 l_2253 = uint32(l_2252);
const uint32 l_2254 = l_2251 - l_2253;
l_mut_445 = l_2250;
l_mut_444 = l_2254;
}
const uint32 l_2255 = l_mut_445 * l_mut_2197;
const uint32 l_2256 = l_mut_444 * l_mut_2197;
const uint32 l_2257 = __umulhi(l_mut_445, l_mut_2197);
const uint32 l_2258 = l_2257 + l_2256;
const uint32 l_2259 = __umulhi(l_mut_444, l_mut_2197);
const bool l_2260 = l_2258 < l_2256;
const uint32 l_2261 = uint32(l_2260);
const uint32 l_2262 = l_2259 + l_2261;
const uint32 l_2263 = uint32(0) % uint32(32);
l_mut_441 = l_2255;
const bool l_2264 = l_2263 > uint32(0);
if (l_2264) {
const uint32 l_2265 = l_2255 >> l_2263;
const uint32 l_2266 = uint32(32) - l_2263;
const uint32 l_2267 = l_2258 << l_2266;
const uint32 l_2268 = l_2265 | l_2267;
l_mut_441 = l_2268;
}
l_mut_440 = l_2258;
const bool l_2269 = l_2263 > uint32(0);
if (l_2269) {
const uint32 l_2270 = l_2258 >> l_2263;
const uint32 l_2271 = uint32(32) - l_2263;
const uint32 l_2272 = l_2262 << l_2271;
const uint32 l_2273 = l_2270 | l_2272;
l_mut_440 = l_2273;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_2274 = uint32(0) >= uint32(64);
if (l_2274) {
l_mut_439 = l_2262;
l_mut_441 = uint32(0);
} else {
const bool l_2275 = uint32(0) >= uint32(32);
if (l_2275) {
l_mut_440 = l_2258;
const bool l_2276 = l_2263 > uint32(0);
if (l_2276) {
const uint32 l_2277 = l_2258 >> l_2263;
const uint32 l_2278 = uint32(32) - l_2263;
const uint32 l_2279 = l_2262 << l_2278;
const uint32 l_2280 = l_2277 | l_2279;
l_mut_440 = l_2280;
}
const uint32 l_2281 = l_2262 >> l_2263;
l_mut_439 = l_mut_440;
l_mut_441 = l_2281;
}
}
const uint32 l_2282 = l_mut_445 * l_mut_2197;
const uint32 l_2283 = l_mut_444 * l_mut_2197;
const uint32 l_2284 = __umulhi(l_mut_445, l_mut_2197);
const uint32 l_2285 = l_2284 + l_2283;
const uint32 l_2286 = __umulhi(l_mut_444, l_mut_2197);
const bool l_2287 = l_2285 < l_2283;
const uint32 l_2288 = uint32(l_2287);
const uint32 l_2289 = l_2286 + l_2288;
const uint32 l_2290 = uint32(64) % uint32(32);
l_mut_440 = l_2282;
const bool l_2291 = l_2290 > uint32(0);
if (l_2291) {
const uint32 l_2292 = l_2282 >> l_2290;
const uint32 l_2293 = uint32(32) - l_2290;
const uint32 l_2294 = l_2285 << l_2293;
const uint32 l_2295 = l_2292 | l_2294;
l_mut_440 = l_2295;
}
l_mut_428 = l_2285;
const bool l_2296 = l_2290 > uint32(0);
if (l_2296) {
const uint32 l_2297 = l_2285 >> l_2290;
const uint32 l_2298 = uint32(32) - l_2290;
const uint32 l_2299 = l_2289 << l_2298;
const uint32 l_2300 = l_2297 | l_2299;
l_mut_428 = l_2300;
}
l_mut_421 = l_mut_440;
l_mut_440 = l_mut_428;
const bool l_2301 = uint32(64) >= uint32(64);
if (l_2301) {
l_mut_421 = l_2289;
l_mut_440 = uint32(0);
} else {
const bool l_2302 = uint32(64) >= uint32(32);
if (l_2302) {
l_mut_428 = l_2285;
const bool l_2303 = l_2290 > uint32(0);
if (l_2303) {
const uint32 l_2304 = l_2285 >> l_2290;
const uint32 l_2305 = uint32(32) - l_2290;
const uint32 l_2306 = l_2289 << l_2305;
const uint32 l_2307 = l_2304 | l_2306;
l_mut_428 = l_2307;
}
const uint32 l_2308 = l_2289 >> l_2290;
l_mut_421 = l_mut_428;
l_mut_440 = l_2308;
}
}
const uint32 l_2309 = l_mut_439 * l_mut_2197;
const uint32 l_2310 = l_mut_441 * l_mut_2197;
const uint32 l_2311 = __umulhi(l_mut_439, l_mut_2197);
const uint32 l_2312 = l_2311 + l_2310;
const uint32 l_2313 = __umulhi(l_mut_441, l_mut_2197);
const bool l_2314 = l_2312 < l_2310;
const uint32 l_2315 = uint32(l_2314);
const uint32 l_2316 = l_2313 + l_2315;
const uint32 l_2317 = uint32(0) % uint32(32);
l_mut_445 = l_2309;
const bool l_2318 = l_2317 > uint32(0);
if (l_2318) {
const uint32 l_2319 = l_2309 >> l_2317;
const uint32 l_2320 = uint32(32) - l_2317;
const uint32 l_2321 = l_2312 << l_2320;
const uint32 l_2322 = l_2319 | l_2321;
l_mut_445 = l_2322;
}
l_mut_444 = l_2312;
const bool l_2323 = l_2317 > uint32(0);
if (l_2323) {
const uint32 l_2324 = l_2312 >> l_2317;
const uint32 l_2325 = uint32(32) - l_2317;
const uint32 l_2326 = l_2316 << l_2325;
const uint32 l_2327 = l_2324 | l_2326;
l_mut_444 = l_2327;
}
l_mut_428 = l_mut_445;
l_mut_445 = l_mut_444;
const bool l_2328 = uint32(0) >= uint32(64);
if (l_2328) {
l_mut_428 = l_2316;
l_mut_445 = uint32(0);
} else {
const bool l_2329 = uint32(0) >= uint32(32);
if (l_2329) {
l_mut_444 = l_2312;
const bool l_2330 = l_2317 > uint32(0);
if (l_2330) {
const uint32 l_2331 = l_2312 >> l_2317;
const uint32 l_2332 = uint32(32) - l_2317;
const uint32 l_2333 = l_2316 << l_2332;
const uint32 l_2334 = l_2331 | l_2333;
l_mut_444 = l_2334;
}
const uint32 l_2335 = l_2316 >> l_2317;
l_mut_428 = l_mut_444;
l_mut_445 = l_2335;
}
}
const uint32 l_2336 = l_mut_439 * l_mut_2197;
const uint32 l_2337 = l_mut_441 * l_mut_2197;
const uint32 l_2338 = __umulhi(l_mut_439, l_mut_2197);
const uint32 l_2339 = l_2338 + l_2337;
const uint32 l_2340 = __umulhi(l_mut_441, l_mut_2197);
const bool l_2341 = l_2339 < l_2337;
const uint32 l_2342 = uint32(l_2341);
const uint32 l_2343 = l_2340 + l_2342;
const uint32 l_2344 = uint32(64) % uint32(32);
l_mut_444 = l_2336;
const bool l_2345 = l_2344 > uint32(0);
if (l_2345) {
const uint32 l_2346 = l_2336 >> l_2344;
const uint32 l_2347 = uint32(32) - l_2344;
const uint32 l_2348 = l_2339 << l_2347;
const uint32 l_2349 = l_2346 | l_2348;
l_mut_444 = l_2349;
}
l_mut_394 = l_2339;
const bool l_2350 = l_2344 > uint32(0);
if (l_2350) {
const uint32 l_2351 = l_2339 >> l_2344;
const uint32 l_2352 = uint32(32) - l_2344;
const uint32 l_2353 = l_2343 << l_2352;
const uint32 l_2354 = l_2351 | l_2353;
l_mut_394 = l_2354;
}
l_mut_388 = l_mut_444;
l_mut_444 = l_mut_394;
const bool l_2355 = uint32(64) >= uint32(64);
if (l_2355) {
l_mut_388 = l_2343;
l_mut_444 = uint32(0);
} else {
const bool l_2356 = uint32(64) >= uint32(32);
if (l_2356) {
l_mut_394 = l_2339;
const bool l_2357 = l_2344 > uint32(0);
if (l_2357) {
const uint32 l_2358 = l_2339 >> l_2344;
const uint32 l_2359 = uint32(32) - l_2344;
const uint32 l_2360 = l_2343 << l_2359;
const uint32 l_2361 = l_2358 | l_2360;
l_mut_394 = l_2361;
}
const uint32 l_2362 = l_2343 >> l_2344;
l_mut_388 = l_mut_394;
l_mut_444 = l_2362;
}
}
const uint32 l_2363 = l_mut_421 * l_mut_2197;
const uint32 l_2364 = __umulhi(l_mut_421, l_mut_2197);
const uint32 l_2365 = l_mut_440 * l_mut_2197;
const uint32 l_2366 = l_2364 + l_2365;
const uint32 l_2367 = l_mut_388 + l_2363;
const uint32 l_2368 = l_mut_444 + l_2366;
const bool l_2369 = l_2367 < l_mut_388;
const uint32 l_2370 = uint32(l_2369);
const uint32 l_2371 = l_2368 + l_2370;
l_mut_1916 = l_mut_428;
l_mut_1632 = l_mut_445;
const bool l_2372 = l_9 == uint32(64);
if (l_2372) {
l_mut_1916 = l_2367;
l_mut_1632 = l_2371;
} else {
const bool l_2373 = l_9 > uint32(0);
if (l_2373) {
const uint32 l_2374 = uint32(64) - l_9;
l_mut_444 = l_2367;
l_mut_441 = l_2371;
const bool l_2375 = l_2374 >= uint32(32);
if (l_2375) {
const uint32 l_2376 = l_2374 & uint32(31);
const uint32 l_2377 = l_2367 << l_2376;
l_mut_444 = uint32(0);
l_mut_441 = l_2377;
} else {
const bool l_2378 = l_2374 > uint32(0);
if (l_2378) {
const uint32 l_2379 = l_2367 << l_2374;
const uint32 l_2380 = l_2371 << l_2374;
const uint32 l_2381 = uint32(32) - l_2374;
const uint32 l_2382 = l_2367 >> l_2381;
const uint32 l_2383 = l_2380 | l_2382;
l_mut_444 = l_2379;
l_mut_441 = l_2383;
}
}
l_mut_440 = l_mut_428;
l_mut_439 = l_mut_445;
const bool l_2384 = l_9 >= uint32(32);
if (l_2384) {
const uint32 l_2385 = l_9 & uint32(31);
const uint32 l_2386 = l_mut_445 >> l_2385;
l_mut_440 = l_2386;
l_mut_439 = uint32(0);
} else {
const bool l_2387 = l_9 > uint32(0);
if (l_2387) {
l_mut_421 = l_mut_428;
const bool l_2388 = l_9 > uint32(0);
if (l_2388) {
const uint32 l_2389 = l_mut_428 >> l_9;
const uint32 l_2390 = uint32(32) - l_9;
const uint32 l_2391 = l_mut_445 << l_2390;
const uint32 l_2392 = l_2389 | l_2391;
l_mut_421 = l_2392;
}
const uint32 l_2393 = l_mut_445 >> l_9;
l_mut_440 = l_mut_421;
l_mut_439 = l_2393;
}
}
const uint32 l_2394 = l_mut_444 + l_mut_440;
const uint32 l_2395 = l_mut_441 + l_mut_439;
const bool l_2396 = l_2394 < l_mut_444;
const uint32 l_2397 = uint32(l_2396);
const uint32 l_2398 = l_2395 + l_2397;
l_mut_1916 = l_2394;
l_mut_1632 = l_2398;
}
}
if (l_2249) {
const uint32 l_2399 = uint32(0) - l_mut_1916;
const uint32 l_2400 = uint32(0) - l_mut_1632;
const bool l_2401 = uint32(0) < l_mut_1916;
const uint32 l_2402 = uint32(l_2401);
const uint32 l_2403 = l_2400 - l_2402;
l_mut_1916 = l_2399;
l_mut_1632 = l_2403;
}
}
const uint32 l_2404 = l_2202 + l_mut_1916;
const uint32 l_2405 = l_2206 + l_mut_1632;
const bool l_2406 = l_2404 < l_2202;
const uint32 l_2407 = uint32(l_2406);
const uint32 l_2408 = l_2405 + l_2407;
const uint32 l_2409 = uint32(0) - l_2404;
const uint32 l_2410 = uint32(0) - l_2408;
const bool l_2411 = uint32(0) < l_2404;
const uint32 l_2412 = uint32(l_2411);
const uint32 l_2413 = l_2410 - l_2412;
l_mut_1916 = l_2409;
l_mut_1632 = l_2413;
const bool l_2414 = l_2408 < l_mut_1632;
const bool l_2415 = l_2408 == l_mut_1632;
const bool l_2416 = l_2404 < l_mut_1916;
const bool l_2417 = l_2415 && l_2416;
const bool l_2418 = l_2414 || l_2417;
if (l_2418) {
l_mut_1916 = l_2404;
l_mut_1632 = l_2408;
}
const bool l_2419 = l_mut_1632 < l_27;
const bool l_2420 = l_mut_1632 == l_27;
const bool l_2421 = l_mut_1916 < l_24;
const bool l_2422 = l_2420 && l_2421;
const bool l_2423 = l_2419 || l_2422;
const uint32 l_2424 = uint32(l_2423);
l_mut_1921 = l_mut_1921 + l_2424;
}
l_mut_450 = l_mut_450 + l_mut_1921;
}
}
const bool l_2425 = l_mut_736 > uint32(0);
if (l_2425) {
const uint32 l_2806 = info.static_meta[uint32(5)];
const uint32 l_2807 = l_2806 * uint32(1);
const uint32 l_2808 = l_2807 - uint32(1);
const uint32 l_2809 = min(uint32(1), l_2808);
uint32* l_2810 = &buffer_5[l_2809];
uint32* l_2426 = l_2810;
const uint32 l_2427 = atomicAdd(l_2426, l_mut_736);
}
const bool l_2428 = l_mut_450 > uint32(0);
if (l_2428) {
const uint32 l_2811 = info.static_meta[uint32(5)];
const uint32 l_2812 = l_2811 * uint32(1);
const uint32 l_2813 = l_2812 - uint32(1);
const uint32 l_2814 = min(uint32(2), l_2813);
uint32* l_2815 = &buffer_5[l_2814];
uint32* l_2429 = l_2815;
const uint32 l_2430 = atomicAdd(l_2429, l_mut_450);
l_mut_1921 = l_2430;

for (uint32 l_mut_2431 = uint32(0); l_mut_2431 < uint32(8); ++l_mut_2431) {
const uint32 l_2432 = l_mut_741 >> l_mut_2431;
const uint32 l_2433 = l_2432 & uint32(1);
const bool l_2434 = l_2433 == uint32(1);
if (l_2434) {
const uint32 l_2435 = l_mut_2431 * l_1015;
const uint32 l_2436 = l_2435 + l_1015;
const uint32 l_2437 = min(l_2436, l_56);
l_mut_1916 = l_mut_1921;

for (uint32 l_mut_2438 = l_2435; l_mut_2438 < l_2437; ++l_mut_2438) {
const uint32 l_2439 = l_59 * l_mut_2438;
const uint32 l_2440 = __umulhi(l_59, l_mut_2438);
const uint32 l_2441 = l_62 * l_mut_2438;
const uint32 l_2442 = l_2440 + l_2441;
const uint32 l_2443 = l_64 + l_2439;
const uint32 l_2444 = l_67 + l_2442;
const bool l_2445 = l_2443 < l_64;
const uint32 l_2446 = uint32(l_2445);
const uint32 l_2447 = l_2444 + l_2446;
l_mut_1632 = uint32(0);
l_mut_736 = uint32(0);
const bool l_2448 = l_mut_2438 < uint32(65536);
if (l_2448) {
const uint32 l_2449 = l_mut_2438 * l_mut_2438;
const uint32 l_2450 = l_72 >> uint32(31);
const bool l_2451 = l_2450 == uint32(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if (l_2451) {
const uint32 l_2452 = uint32(0) - l_69;
const uint32 l_2453 = uint32(0) - l_72;
const bool l_2454 = uint32(0) < l_69;
const uint32 l_2455 = uint32(l_2454);
const uint32 l_2456 = l_2453 - l_2455;
l_mut_450 = l_2452;
l_mut_445 = l_2456;
}
const uint32 l_2457 = l_mut_450 * l_2449;
const uint32 l_2458 = l_mut_445 * l_2449;
const uint32 l_2459 = __umulhi(l_mut_450, l_2449);
const uint32 l_2460 = l_2459 + l_2458;
const uint32 l_2461 = __umulhi(l_mut_445, l_2449);
const bool l_2462 = l_2460 < l_2458;
const uint32 l_2463 = uint32(l_2462);
const uint32 l_2464 = l_2461 + l_2463;
const uint32 l_2465 = l_9 % uint32(32);
l_mut_444 = l_2457;
const bool l_2466 = l_2465 > uint32(0);
if (l_2466) {
const uint32 l_2467 = l_2457 >> l_2465;
const uint32 l_2468 = uint32(32) - l_2465;
const uint32 l_2469 = l_2460 << l_2468;
const uint32 l_2470 = l_2467 | l_2469;
l_mut_444 = l_2470;
}
l_mut_441 = l_2460;
const bool l_2471 = l_2465 > uint32(0);
if (l_2471) {
const uint32 l_2472 = l_2460 >> l_2465;
const uint32 l_2473 = uint32(32) - l_2465;
const uint32 l_2474 = l_2464 << l_2473;
const uint32 l_2475 = l_2472 | l_2474;
l_mut_441 = l_2475;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
const bool l_2476 = l_9 >= uint32(64);
if (l_2476) {
l_mut_440 = l_2464;
l_mut_444 = uint32(0);
} else {
const bool l_2477 = l_9 >= uint32(32);
if (l_2477) {
l_mut_441 = l_2460;
const bool l_2478 = l_2465 > uint32(0);
if (l_2478) {
const uint32 l_2479 = l_2460 >> l_2465;
const uint32 l_2480 = uint32(32) - l_2465;
const uint32 l_2481 = l_2464 << l_2480;
const uint32 l_2482 = l_2479 | l_2481;
l_mut_441 = l_2482;
}
const uint32 l_2483 = l_2464 >> l_2465;
l_mut_440 = l_mut_441;
l_mut_444 = l_2483;
}
}
l_mut_450 = l_mut_440;
l_mut_445 = l_mut_444;
if (l_2451) {
const uint32 l_2484 = uint32(0) - l_mut_450;
const uint32 l_2485 = uint32(0) - l_mut_445;
const bool l_2486 = uint32(0) < l_mut_450;
const uint32 l_2487 = uint32(l_2486);
const uint32 l_2488 = l_2485 - l_2487;
l_mut_450 = l_2484;
l_mut_445 = l_2488;
}
l_mut_1632 = l_mut_450;
l_mut_736 = l_mut_445;
} else {
const uint32 l_2489 = l_72 >> uint32(31);
const bool l_2490 = l_2489 == uint32(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if (l_2490) {
const uint32 l_2491 = uint32(0) - l_69;
const uint32 l_2492 = uint32(0) - l_72;
const bool l_2493 = uint32(0) < l_69;
const uint32 l_2494 = uint32(l_2493);
const uint32 l_2495 = l_2492 - l_2494;
l_mut_450 = l_2491;
l_mut_445 = l_2495;
}
const uint32 l_2496 = l_mut_450 * l_mut_2438;
const uint32 l_2497 = l_mut_445 * l_mut_2438;
const uint32 l_2498 = __umulhi(l_mut_450, l_mut_2438);
const uint32 l_2499 = l_2498 + l_2497;
const uint32 l_2500 = __umulhi(l_mut_445, l_mut_2438);
const bool l_2501 = l_2499 < l_2497;
const uint32 l_2502 = uint32(l_2501);
const uint32 l_2503 = l_2500 + l_2502;
const uint32 l_2504 = uint32(0) % uint32(32);
l_mut_444 = l_2496;
const bool l_2505 = l_2504 > uint32(0);
if (l_2505) {
const uint32 l_2506 = l_2496 >> l_2504;
const uint32 l_2507 = uint32(32) - l_2504;
const uint32 l_2508 = l_2499 << l_2507;
const uint32 l_2509 = l_2506 | l_2508;
l_mut_444 = l_2509;
}
l_mut_441 = l_2499;
const bool l_2510 = l_2504 > uint32(0);
if (l_2510) {
const uint32 l_2511 = l_2499 >> l_2504;
const uint32 l_2512 = uint32(32) - l_2504;
const uint32 l_2513 = l_2503 << l_2512;
const uint32 l_2514 = l_2511 | l_2513;
l_mut_441 = l_2514;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
const bool l_2515 = uint32(0) >= uint32(64);
if (l_2515) {
l_mut_440 = l_2503;
l_mut_444 = uint32(0);
} else {
const bool l_2516 = uint32(0) >= uint32(32);
if (l_2516) {
l_mut_441 = l_2499;
const bool l_2517 = l_2504 > uint32(0);
if (l_2517) {
const uint32 l_2518 = l_2499 >> l_2504;
const uint32 l_2519 = uint32(32) - l_2504;
const uint32 l_2520 = l_2503 << l_2519;
const uint32 l_2521 = l_2518 | l_2520;
l_mut_441 = l_2521;
}
const uint32 l_2522 = l_2503 >> l_2504;
l_mut_440 = l_mut_441;
l_mut_444 = l_2522;
}
}
const uint32 l_2523 = l_mut_450 * l_mut_2438;
const uint32 l_2524 = l_mut_445 * l_mut_2438;
const uint32 l_2525 = __umulhi(l_mut_450, l_mut_2438);
const uint32 l_2526 = l_2525 + l_2524;
const uint32 l_2527 = __umulhi(l_mut_445, l_mut_2438);
const bool l_2528 = l_2526 < l_2524;
const uint32 l_2529 = uint32(l_2528);
const uint32 l_2530 = l_2527 + l_2529;
const uint32 l_2531 = uint32(64) % uint32(32);
l_mut_441 = l_2523;
const bool l_2532 = l_2531 > uint32(0);
if (l_2532) {
const uint32 l_2533 = l_2523 >> l_2531;
const uint32 l_2534 = uint32(32) - l_2531;
const uint32 l_2535 = l_2526 << l_2534;
const uint32 l_2536 = l_2533 | l_2535;
l_mut_441 = l_2536;
}
l_mut_439 = l_2526;
const bool l_2537 = l_2531 > uint32(0);
if (l_2537) {
const uint32 l_2538 = l_2526 >> l_2531;
const uint32 l_2539 = uint32(32) - l_2531;
const uint32 l_2540 = l_2530 << l_2539;
const uint32 l_2541 = l_2538 | l_2540;
l_mut_439 = l_2541;
}
l_mut_428 = l_mut_441;
l_mut_441 = l_mut_439;
const bool l_2542 = uint32(64) >= uint32(64);
if (l_2542) {
l_mut_428 = l_2530;
l_mut_441 = uint32(0);
} else {
const bool l_2543 = uint32(64) >= uint32(32);
if (l_2543) {
l_mut_439 = l_2526;
const bool l_2544 = l_2531 > uint32(0);
if (l_2544) {
const uint32 l_2545 = l_2526 >> l_2531;
const uint32 l_2546 = uint32(32) - l_2531;
const uint32 l_2547 = l_2530 << l_2546;
const uint32 l_2548 = l_2545 | l_2547;
l_mut_439 = l_2548;
}
const uint32 l_2549 = l_2530 >> l_2531;
l_mut_428 = l_mut_439;
l_mut_441 = l_2549;
}
}
const uint32 l_2550 = l_mut_440 * l_mut_2438;
const uint32 l_2551 = l_mut_444 * l_mut_2438;
const uint32 l_2552 = __umulhi(l_mut_440, l_mut_2438);
const uint32 l_2553 = l_2552 + l_2551;
const uint32 l_2554 = __umulhi(l_mut_444, l_mut_2438);
const bool l_2555 = l_2553 < l_2551;
const uint32 l_2556 = uint32(l_2555);
const uint32 l_2557 = l_2554 + l_2556;
const uint32 l_2558 = uint32(0) % uint32(32);
l_mut_450 = l_2550;
const bool l_2559 = l_2558 > uint32(0);
if (l_2559) {
const uint32 l_2560 = l_2550 >> l_2558;
const uint32 l_2561 = uint32(32) - l_2558;
const uint32 l_2562 = l_2553 << l_2561;
const uint32 l_2563 = l_2560 | l_2562;
l_mut_450 = l_2563;
}
l_mut_445 = l_2553;
const bool l_2564 = l_2558 > uint32(0);
if (l_2564) {
const uint32 l_2565 = l_2553 >> l_2558;
const uint32 l_2566 = uint32(32) - l_2558;
const uint32 l_2567 = l_2557 << l_2566;
const uint32 l_2568 = l_2565 | l_2567;
l_mut_445 = l_2568;
}
l_mut_439 = l_mut_450;
l_mut_450 = l_mut_445;
const bool l_2569 = uint32(0) >= uint32(64);
if (l_2569) {
l_mut_439 = l_2557;
l_mut_450 = uint32(0);
} else {
const bool l_2570 = uint32(0) >= uint32(32);
if (l_2570) {
l_mut_445 = l_2553;
const bool l_2571 = l_2558 > uint32(0);
if (l_2571) {
const uint32 l_2572 = l_2553 >> l_2558;
const uint32 l_2573 = uint32(32) - l_2558;
const uint32 l_2574 = l_2557 << l_2573;
const uint32 l_2575 = l_2572 | l_2574;
l_mut_445 = l_2575;
}
const uint32 l_2576 = l_2557 >> l_2558;
l_mut_439 = l_mut_445;
l_mut_450 = l_2576;
}
}
const uint32 l_2577 = l_mut_440 * l_mut_2438;
const uint32 l_2578 = l_mut_444 * l_mut_2438;
const uint32 l_2579 = __umulhi(l_mut_440, l_mut_2438);
const uint32 l_2580 = l_2579 + l_2578;
const uint32 l_2581 = __umulhi(l_mut_444, l_mut_2438);
const bool l_2582 = l_2580 < l_2578;
const uint32 l_2583 = uint32(l_2582);
const uint32 l_2584 = l_2581 + l_2583;
const uint32 l_2585 = uint32(64) % uint32(32);
l_mut_445 = l_2577;
const bool l_2586 = l_2585 > uint32(0);
if (l_2586) {
const uint32 l_2587 = l_2577 >> l_2585;
const uint32 l_2588 = uint32(32) - l_2585;
const uint32 l_2589 = l_2580 << l_2588;
const uint32 l_2590 = l_2587 | l_2589;
l_mut_445 = l_2590;
}
l_mut_421 = l_2580;
const bool l_2591 = l_2585 > uint32(0);
if (l_2591) {
const uint32 l_2592 = l_2580 >> l_2585;
const uint32 l_2593 = uint32(32) - l_2585;
const uint32 l_2594 = l_2584 << l_2593;
const uint32 l_2595 = l_2592 | l_2594;
l_mut_421 = l_2595;
}
l_mut_394 = l_mut_445;
l_mut_445 = l_mut_421;
const bool l_2596 = uint32(64) >= uint32(64);
if (l_2596) {
l_mut_394 = l_2584;
l_mut_445 = uint32(0);
} else {
const bool l_2597 = uint32(64) >= uint32(32);
if (l_2597) {
l_mut_421 = l_2580;
const bool l_2598 = l_2585 > uint32(0);
if (l_2598) {
const uint32 l_2599 = l_2580 >> l_2585;
const uint32 l_2600 = uint32(32) - l_2585;
const uint32 l_2601 = l_2584 << l_2600;
const uint32 l_2602 = l_2599 | l_2601;
l_mut_421 = l_2602;
}
const uint32 l_2603 = l_2584 >> l_2585;
l_mut_394 = l_mut_421;
l_mut_445 = l_2603;
}
}
const uint32 l_2604 = l_mut_428 * l_mut_2438;
const uint32 l_2605 = __umulhi(l_mut_428, l_mut_2438);
const uint32 l_2606 = l_mut_441 * l_mut_2438;
const uint32 l_2607 = l_2605 + l_2606;
const uint32 l_2608 = l_mut_394 + l_2604;
const uint32 l_2609 = l_mut_445 + l_2607;
const bool l_2610 = l_2608 < l_mut_394;
const uint32 l_2611 = uint32(l_2610);
const uint32 l_2612 = l_2609 + l_2611;
l_mut_1632 = l_mut_439;
l_mut_736 = l_mut_450;
const bool l_2613 = l_9 == uint32(64);
if (l_2613) {
l_mut_1632 = l_2608;
l_mut_736 = l_2612;
} else {
const bool l_2614 = l_9 > uint32(0);
if (l_2614) {
const uint32 l_2615 = uint32(64) - l_9;
l_mut_445 = l_2608;
l_mut_444 = l_2612;
const bool l_2616 = l_2615 >= uint32(32);
if (l_2616) {
const uint32 l_2617 = l_2615 & uint32(31);
const uint32 l_2618 = l_2608 << l_2617;
l_mut_445 = uint32(0);
l_mut_444 = l_2618;
} else {
const bool l_2619 = l_2615 > uint32(0);
if (l_2619) {
const uint32 l_2620 = l_2608 << l_2615;
const uint32 l_2621 = l_2612 << l_2615;
const uint32 l_2622 = uint32(32) - l_2615;
const uint32 l_2623 = l_2608 >> l_2622;
const uint32 l_2624 = l_2621 | l_2623;
l_mut_445 = l_2620;
l_mut_444 = l_2624;
}
}
l_mut_441 = l_mut_439;
l_mut_440 = l_mut_450;
const bool l_2625 = l_9 >= uint32(32);
if (l_2625) {
const uint32 l_2626 = l_9 & uint32(31);
const uint32 l_2627 = l_mut_450 >> l_2626;
l_mut_441 = l_2627;
l_mut_440 = uint32(0);
} else {
const bool l_2628 = l_9 > uint32(0);
if (l_2628) {
l_mut_428 = l_mut_439;
const bool l_2629 = l_9 > uint32(0);
if (l_2629) {
const uint32 l_2630 = l_mut_439 >> l_9;
const uint32 l_2631 = uint32(32) - l_9;
const uint32 l_2632 = l_mut_450 << l_2631;
const uint32 l_2633 = l_2630 | l_2632;
l_mut_428 = l_2633;
}
const uint32 l_2634 = l_mut_450 >> l_9;
l_mut_441 = l_mut_428;
l_mut_440 = l_2634;
}
}
const uint32 l_2635 = l_mut_445 + l_mut_441;
const uint32 l_2636 = l_mut_444 + l_mut_440;
const bool l_2637 = l_2635 < l_mut_445;
const uint32 l_2638 = uint32(l_2637);
const uint32 l_2639 = l_2636 + l_2638;
l_mut_1632 = l_2635;
l_mut_736 = l_2639;
}
}
if (l_2490) {
const uint32 l_2640 = uint32(0) - l_mut_1632;
const uint32 l_2641 = uint32(0) - l_mut_736;
const bool l_2642 = uint32(0) < l_mut_1632;
const uint32 l_2643 = uint32(l_2642);
const uint32 l_2644 = l_2641 - l_2643;
l_mut_1632 = l_2640;
l_mut_736 = l_2644;
}
}
const uint32 l_2645 = l_2443 + l_mut_1632;
const uint32 l_2646 = l_2447 + l_mut_736;
const bool l_2647 = l_2645 < l_2443;
const uint32 l_2648 = uint32(l_2647);
const uint32 l_2649 = l_2646 + l_2648;
const uint32 l_2650 = uint32(0) - l_2645;
const uint32 l_2651 = uint32(0) - l_2649;
const bool l_2652 = uint32(0) < l_2645;
const uint32 l_2653 = uint32(l_2652);
const uint32 l_2654 = l_2651 - l_2653;
l_mut_1632 = l_2650;
l_mut_736 = l_2654;
const bool l_2655 = l_2649 < l_mut_736;
const bool l_2656 = l_2649 == l_mut_736;
const bool l_2657 = l_2645 < l_mut_1632;
const bool l_2658 = l_2656 && l_2657;
const bool l_2659 = l_2655 || l_2658;
if (l_2659) {
l_mut_1632 = l_2645;
l_mut_736 = l_2649;
}
const bool l_2660 = l_mut_736 < l_27;
const bool l_2661 = l_mut_736 == l_27;
const bool l_2662 = l_mut_1632 < l_24;
const bool l_2663 = l_2661 && l_2662;
const bool l_2664 = l_2660 || l_2663;
if (l_2664) {
const uint32 l_2665 = l_mut_1916 * uint32(2);
const uint32 l_2666 = l_2665 + uint32(1);
const uint32 l_2667 = info.static_meta[uint32(10)];
const bool l_2668 = l_2666 < l_2667;
if (l_2668) {
const uint32 l_2816 = info.static_meta[uint32(4)];
const uint32 l_2817 = l_2816 * uint32(1);
const bool l_2818 = l_2665 < l_2817;
if (l_2818) {
buffer_4[l_2665] = idxGlobal;
}
const uint32 l_2669 = l_2665 + uint32(1);
const uint32 l_2819 = info.static_meta[uint32(4)];
const uint32 l_2820 = l_2819 * uint32(1);
const bool l_2821 = l_2669 < l_2820;
if (l_2821) {
buffer_4[l_2669] = l_mut_2438;
}
}
l_mut_1916 = l_mut_1916 + uint32(1);
}
}
l_mut_1921 = l_mut_1916;
}
}
}
}
}

}
