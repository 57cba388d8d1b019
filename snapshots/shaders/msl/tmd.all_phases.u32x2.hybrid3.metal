
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void all_phases(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    device atomic_uint * buffer_5 [[buffer(5)]],
    constant info_st& info [[buffer(6)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_350;
bool l_mut_357;
bool l_mut_628;
bool l_mut_645;
uint l_mut_102;
uint l_mut_145;
uint l_mut_151;
uint l_mut_1692;
uint l_mut_2006;
uint l_mut_2011;
uint l_mut_213;
uint l_mut_219;
uint l_mut_269;
uint l_mut_275;
uint l_mut_382;
uint l_mut_388;
uint l_mut_394;
uint l_mut_40;
uint l_mut_421;
uint l_mut_428;
uint l_mut_439;
uint l_mut_440;
uint l_mut_441;
uint l_mut_444;
uint l_mut_445;
uint l_mut_450;
uint l_mut_75;
uint l_mut_766;
uint l_mut_771;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_2874 = info.static_meta[uint(5)];
const uint l_2875 = l_2874 * uint(1);
const uint l_2876 = l_2875 - uint(1);
const uint l_2877 = min(uint(3), l_2876);
device atomic_uint* l_2878 = &buffer_5[l_2877];
atomic_uint* l_1 = l_2878;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_2790 = info.static_meta[uint(3)];
const uint l_2791 = l_2790 * uint(1);
const bool l_2792 = l_3 < l_2791;
const uint l_2793 = l_2791 - uint(1);
const uint l_2794 = min(l_3, l_2793);
const uint l_2795 = buffer_3[l_2794];
const uint l_2796 = (l_2792) ? l_2795 : uint(0);
const uint l_4 = l_2796;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_2797 = info.static_meta[uint(3)];
const uint l_2798 = l_2797 * uint(1);
const bool l_2799 = l_6 < l_2798;
const uint l_2800 = l_2798 - uint(1);
const uint l_2801 = min(l_6, l_2800);
const uint l_2802 = buffer_3[l_2801];
const uint l_2803 = (l_2799) ? l_2802 : uint(0);
const uint l_7 = l_2803;
const uint l_8 = uint(2) * uint(1);
const uint l_2804 = info.static_meta[uint(3)];
const uint l_2805 = l_2804 * uint(1);
const bool l_2806 = l_8 < l_2805;
const uint l_2807 = l_2805 - uint(1);
const uint l_2808 = min(l_8, l_2807);
const uint l_2809 = buffer_3[l_2808];
const uint l_2810 = (l_2806) ? l_2809 : uint(0);
const uint l_9 = l_2810;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_2811 = info.static_meta[uint(3)];
const uint l_2812 = l_2811 * uint(1);
const bool l_2813 = l_11 < l_2812;
const uint l_2814 = l_2812 - uint(1);
const uint l_2815 = min(l_11, l_2814);
const uint l_2816 = buffer_3[l_2815];
const uint l_2817 = (l_2813) ? l_2816 : uint(0);
const uint l_12 = l_2817;
const uint l_13 = uint(2) * uint(2);
const uint l_2818 = info.static_meta[uint(3)];
const uint l_2819 = l_2818 * uint(1);
const bool l_2820 = l_13 < l_2819;
const uint l_2821 = l_2819 - uint(1);
const uint l_2822 = min(l_13, l_2821);
const uint l_2823 = buffer_3[l_2822];
const uint l_2824 = (l_2820) ? l_2823 : uint(0);
const uint l_14 = l_2824;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_2825 = info.static_meta[uint(3)];
const uint l_2826 = l_2825 * uint(1);
const bool l_2827 = l_16 < l_2826;
const uint l_2828 = l_2826 - uint(1);
const uint l_2829 = min(l_16, l_2828);
const uint l_2830 = buffer_3[l_2829];
const uint l_2831 = (l_2827) ? l_2830 : uint(0);
const uint l_17 = l_2831;
const uint l_18 = uint(2) * uint(3);
const uint l_2832 = info.static_meta[uint(3)];
const uint l_2833 = l_2832 * uint(1);
const bool l_2834 = l_18 < l_2833;
const uint l_2835 = l_2833 - uint(1);
const uint l_2836 = min(l_18, l_2835);
const uint l_2837 = buffer_3[l_2836];
const uint l_2838 = (l_2834) ? l_2837 : uint(0);
const uint l_19 = l_2838;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_2839 = info.static_meta[uint(3)];
const uint l_2840 = l_2839 * uint(1);
const bool l_2841 = l_21 < l_2840;
const uint l_2842 = l_2840 - uint(1);
const uint l_2843 = min(l_21, l_2842);
const uint l_2844 = buffer_3[l_2843];
const uint l_2845 = (l_2841) ? l_2844 : uint(0);
const uint l_22 = l_2845;
const uint l_23 = uint(2) * uint(4);
const uint l_2846 = info.static_meta[uint(3)];
const uint l_2847 = l_2846 * uint(1);
const bool l_2848 = l_23 < l_2847;
const uint l_2849 = l_2847 - uint(1);
const uint l_2850 = min(l_23, l_2849);
const uint l_2851 = buffer_3[l_2850];
const uint l_2852 = (l_2848) ? l_2851 : uint(0);
const uint l_24 = l_2852;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_2853 = info.static_meta[uint(3)];
const uint l_2854 = l_2853 * uint(1);
const bool l_2855 = l_26 < l_2854;
const uint l_2856 = l_2854 - uint(1);
const uint l_2857 = min(l_26, l_2856);
const uint l_2858 = buffer_3[l_2857];
const uint l_2859 = (l_2855) ? l_2858 : uint(0);
const uint l_27 = l_2859;
const uint l_28 = uint(2) * uint(5);
const uint l_2860 = info.static_meta[uint(3)];
const uint l_2861 = l_2860 * uint(1);
const bool l_2862 = l_28 < l_2861;
const uint l_2863 = l_2861 - uint(1);
const uint l_2864 = min(l_28, l_2863);
const uint l_2865 = buffer_3[l_2864];
const uint l_2866 = (l_2862) ? l_2865 : uint(0);
const uint l_29 = l_2866;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_2867 = info.static_meta[uint(3)];
const uint l_2868 = l_2867 * uint(1);
const bool l_2869 = l_31 < l_2868;
const uint l_2870 = l_2868 - uint(1);
const uint l_2871 = min(l_31, l_2870);
const uint l_2872 = buffer_3[l_2871];
const uint l_2873 = (l_2869) ? l_2872 : uint(0);
const uint l_32 = l_2873;
const uint l_33 = uint(2) * thread_index_in_grid;
const uint l_34 = info.static_meta[uint(6)];
const bool l_35 = l_33 < l_34;
const uint l_36 = thread_index_in_grid * l_4;
const uint l_37 = __umulhi(thread_index_in_grid, l_4);
const uint l_38 = uint(0) * l_4;
const uint l_39 = l_37 + l_38;
l_mut_40 = uint(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint l_46 = l_29 - l_36;
const uint l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint l_49 = uint(l_48);
const uint l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint(0);
const bool l_52 = l_50 == uint(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const uint l_56 = (l_35) ? l_mut_40 : uint(0);
const bool l_57 = l_56 > uint(0);
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_2879 = info.static_meta[uint(0)];
const uint l_2880 = l_2879 * uint(1);
const bool l_2881 = l_58 < l_2880;
const uint l_2882 = l_2880 - uint(1);
const uint l_2883 = min(l_58, l_2882);
const uint l_2884 = buffer_0[l_2883];
const uint l_2885 = (l_2881) ? l_2884 : uint(0);
const uint l_59 = l_2885;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_2886 = info.static_meta[uint(0)];
const uint l_2887 = l_2886 * uint(1);
const bool l_2888 = l_61 < l_2887;
const uint l_2889 = l_2887 - uint(1);
const uint l_2890 = min(l_61, l_2889);
const uint l_2891 = buffer_0[l_2890];
const uint l_2892 = (l_2888) ? l_2891 : uint(0);
const uint l_62 = l_2892;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_2893 = info.static_meta[uint(1)];
const uint l_2894 = l_2893 * uint(1);
const bool l_2895 = l_63 < l_2894;
const uint l_2896 = l_2894 - uint(1);
const uint l_2897 = min(l_63, l_2896);
const uint l_2898 = buffer_1[l_2897];
const uint l_2899 = (l_2895) ? l_2898 : uint(0);
const uint l_64 = l_2899;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_2900 = info.static_meta[uint(1)];
const uint l_2901 = l_2900 * uint(1);
const bool l_2902 = l_66 < l_2901;
const uint l_2903 = l_2901 - uint(1);
const uint l_2904 = min(l_66, l_2903);
const uint l_2905 = buffer_1[l_2904];
const uint l_2906 = (l_2902) ? l_2905 : uint(0);
const uint l_67 = l_2906;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_2907 = info.static_meta[uint(2)];
const uint l_2908 = l_2907 * uint(1);
const bool l_2909 = l_68 < l_2908;
const uint l_2910 = l_2908 - uint(1);
const uint l_2911 = min(l_68, l_2910);
const uint l_2912 = buffer_2[l_2911];
const uint l_2913 = (l_2909) ? l_2912 : uint(0);
const uint l_69 = l_2913;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_2914 = info.static_meta[uint(2)];
const uint l_2915 = l_2914 * uint(1);
const bool l_2916 = l_71 < l_2915;
const uint l_2917 = l_2915 - uint(1);
const uint l_2918 = min(l_71, l_2917);
const uint l_2919 = buffer_2[l_2918];
const uint l_2920 = (l_2916) ? l_2919 : uint(0);
const uint l_72 = l_2920;
const uint l_73 = l_72 >> uint(31);
const bool l_74 = l_73 == uint(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint l_76 = uint(0) - l_69;
const uint l_77 = uint(0) - l_72;
const bool l_78 = uint(0) < l_69;
const uint l_79 = uint(l_78);
const uint l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint l_81 = l_mut_40 * l_4;
const uint l_82 = l_mut_75 * l_4;
const uint l_83 = __umulhi(l_mut_40, l_4);
const uint l_84 = l_83 + l_82;
const uint l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint l_87 = uint(l_86);
const uint l_88 = l_85 + l_87;
const uint l_89 = l_9 % uint(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint(0);
if (l_91) {
const uint l_92 = l_81 >> l_89;
const uint l_93 = uint(32) - l_89;
const uint l_94 = l_84 << l_93;
const uint l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint(0);
if (l_97) {
const uint l_98 = l_84 >> l_89;
const uint l_99 = uint(32) - l_89;
const uint l_100 = l_88 << l_99;
const uint l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint(0);
} else {
const bool l_104 = l_9 >= uint(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint(0);
if (l_105) {
const uint l_106 = l_84 >> l_89;
const uint l_107 = uint(32) - l_89;
const uint l_108 = l_88 << l_107;
const uint l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint l_111 = uint(0) - l_mut_96;
const uint l_112 = uint(0) - l_mut_102;
const bool l_113 = uint(0) < l_mut_96;
const uint l_114 = uint(l_113);
const uint l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint l_116 = l_59 + l_mut_96;
const uint l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint l_119 = uint(l_118);
const uint l_120 = l_117 + l_119;
const uint l_121 = l_9 + uint(3);
l_mut_102 = uint(0);
l_mut_96 = uint(0);
const bool l_122 = l_4 < uint(65536);
if (l_122) {
const uint l_123 = l_4 * l_4;
const uint l_124 = l_72 >> uint(31);
const bool l_125 = l_124 == uint(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if (l_125) {
const uint l_126 = uint(0) - l_69;
const uint l_127 = uint(0) - l_72;
const bool l_128 = uint(0) < l_69;
const uint l_129 = uint(l_128);
const uint l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
const uint l_131 = l_mut_90 * l_123;
const uint l_132 = l_mut_75 * l_123;
const uint l_133 = __umulhi(l_mut_90, l_123);
const uint l_134 = l_133 + l_132;
const uint l_135 = __umulhi(l_mut_75, l_123);
const bool l_136 = l_134 < l_132;
const uint l_137 = uint(l_136);
const uint l_138 = l_135 + l_137;
const uint l_139 = l_121 % uint(32);
l_mut_40 = l_131;
const bool l_140 = l_139 > uint(0);
if (l_140) {
const uint l_141 = l_131 >> l_139;
const uint l_142 = uint(32) - l_139;
const uint l_143 = l_134 << l_142;
const uint l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
const bool l_146 = l_139 > uint(0);
if (l_146) {
const uint l_147 = l_134 >> l_139;
const uint l_148 = uint(32) - l_139;
const uint l_149 = l_138 << l_148;
const uint l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
const bool l_152 = l_121 >= uint(64);
if (l_152) {
l_mut_151 = l_138;
l_mut_40 = uint(0);
} else {
const bool l_153 = l_121 >= uint(32);
if (l_153) {
l_mut_145 = l_134;
const bool l_154 = l_139 > uint(0);
if (l_154) {
const uint l_155 = l_134 >> l_139;
const uint l_156 = uint(32) - l_139;
const uint l_157 = l_138 << l_156;
const uint l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
const uint l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if (l_125) {
const uint l_160 = uint(0) - l_mut_145;
const uint l_161 = uint(0) - l_mut_151;
const bool l_162 = uint(0) < l_mut_145;
const uint l_163 = uint(l_162);
const uint l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
const uint l_165 = l_72 >> uint(31);
const bool l_166 = l_165 == uint(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if (l_166) {
const uint l_167 = uint(0) - l_69;
const uint l_168 = uint(0) - l_72;
const bool l_169 = uint(0) < l_69;
const uint l_170 = uint(l_169);
const uint l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
const uint l_172 = l_mut_151 * l_4;
const uint l_173 = l_mut_145 * l_4;
const uint l_174 = __umulhi(l_mut_151, l_4);
const uint l_175 = l_174 + l_173;
const uint l_176 = __umulhi(l_mut_145, l_4);
const bool l_177 = l_175 < l_173;
const uint l_178 = uint(l_177);
const uint l_179 = l_176 + l_178;
const uint l_180 = uint(0) % uint(32);
l_mut_90 = l_172;
const bool l_181 = l_180 > uint(0);
if (l_181) {
const uint l_182 = l_172 >> l_180;
const uint l_183 = uint(32) - l_180;
const uint l_184 = l_175 << l_183;
const uint l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
const bool l_186 = l_180 > uint(0);
if (l_186) {
const uint l_187 = l_175 >> l_180;
const uint l_188 = uint(32) - l_180;
const uint l_189 = l_179 << l_188;
const uint l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_191 = uint(0) >= uint(64);
if (l_191) {
l_mut_40 = l_179;
l_mut_90 = uint(0);
} else {
const bool l_192 = uint(0) >= uint(32);
if (l_192) {
l_mut_75 = l_175;
const bool l_193 = l_180 > uint(0);
if (l_193) {
const uint l_194 = l_175 >> l_180;
const uint l_195 = uint(32) - l_180;
const uint l_196 = l_179 << l_195;
const uint l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
const uint l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
const uint l_199 = l_mut_151 * l_4;
const uint l_200 = l_mut_145 * l_4;
const uint l_201 = __umulhi(l_mut_151, l_4);
const uint l_202 = l_201 + l_200;
const uint l_203 = __umulhi(l_mut_145, l_4);
const bool l_204 = l_202 < l_200;
const uint l_205 = uint(l_204);
const uint l_206 = l_203 + l_205;
const uint l_207 = uint(64) % uint(32);
l_mut_75 = l_199;
const bool l_208 = l_207 > uint(0);
if (l_208) {
const uint l_209 = l_199 >> l_207;
const uint l_210 = uint(32) - l_207;
const uint l_211 = l_202 << l_210;
const uint l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
const bool l_214 = l_207 > uint(0);
if (l_214) {
const uint l_215 = l_202 >> l_207;
const uint l_216 = uint(32) - l_207;
const uint l_217 = l_206 << l_216;
const uint l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
const bool l_220 = uint(64) >= uint(64);
if (l_220) {
l_mut_219 = l_206;
l_mut_75 = uint(0);
} else {
const bool l_221 = uint(64) >= uint(32);
if (l_221) {
l_mut_213 = l_202;
const bool l_222 = l_207 > uint(0);
if (l_222) {
const uint l_223 = l_202 >> l_207;
const uint l_224 = uint(32) - l_207;
const uint l_225 = l_206 << l_224;
const uint l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
const uint l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
const uint l_228 = l_mut_40 * l_4;
const uint l_229 = l_mut_90 * l_4;
const uint l_230 = __umulhi(l_mut_40, l_4);
const uint l_231 = l_230 + l_229;
const uint l_232 = __umulhi(l_mut_90, l_4);
const bool l_233 = l_231 < l_229;
const uint l_234 = uint(l_233);
const uint l_235 = l_232 + l_234;
const uint l_236 = uint(0) % uint(32);
l_mut_213 = l_228;
const bool l_237 = l_236 > uint(0);
if (l_237) {
const uint l_238 = l_228 >> l_236;
const uint l_239 = uint(32) - l_236;
const uint l_240 = l_231 << l_239;
const uint l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
const bool l_242 = l_236 > uint(0);
if (l_242) {
const uint l_243 = l_231 >> l_236;
const uint l_244 = uint(32) - l_236;
const uint l_245 = l_235 << l_244;
const uint l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
const bool l_247 = uint(0) >= uint(64);
if (l_247) {
l_mut_145 = l_235;
l_mut_213 = uint(0);
} else {
const bool l_248 = uint(0) >= uint(32);
if (l_248) {
l_mut_151 = l_231;
const bool l_249 = l_236 > uint(0);
if (l_249) {
const uint l_250 = l_231 >> l_236;
const uint l_251 = uint(32) - l_236;
const uint l_252 = l_235 << l_251;
const uint l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
const uint l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
const uint l_255 = l_mut_40 * l_4;
const uint l_256 = l_mut_90 * l_4;
const uint l_257 = __umulhi(l_mut_40, l_4);
const uint l_258 = l_257 + l_256;
const uint l_259 = __umulhi(l_mut_90, l_4);
const bool l_260 = l_258 < l_256;
const uint l_261 = uint(l_260);
const uint l_262 = l_259 + l_261;
const uint l_263 = uint(64) % uint(32);
l_mut_151 = l_255;
const bool l_264 = l_263 > uint(0);
if (l_264) {
const uint l_265 = l_255 >> l_263;
const uint l_266 = uint(32) - l_263;
const uint l_267 = l_258 << l_266;
const uint l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
const bool l_270 = l_263 > uint(0);
if (l_270) {
const uint l_271 = l_258 >> l_263;
const uint l_272 = uint(32) - l_263;
const uint l_273 = l_262 << l_272;
const uint l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
const bool l_276 = uint(64) >= uint(64);
if (l_276) {
l_mut_275 = l_262;
l_mut_151 = uint(0);
} else {
const bool l_277 = uint(64) >= uint(32);
if (l_277) {
l_mut_269 = l_258;
const bool l_278 = l_263 > uint(0);
if (l_278) {
const uint l_279 = l_258 >> l_263;
const uint l_280 = uint(32) - l_263;
const uint l_281 = l_262 << l_280;
const uint l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
const uint l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
const uint l_284 = l_mut_219 * l_4;
const uint l_285 = __umulhi(l_mut_219, l_4);
const uint l_286 = l_mut_75 * l_4;
const uint l_287 = l_285 + l_286;
const uint l_288 = l_mut_275 + l_284;
const uint l_289 = l_mut_151 + l_287;
const bool l_290 = l_288 < l_mut_275;
const uint l_291 = uint(l_290);
const uint l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
const bool l_293 = l_121 == uint(64);
if (l_293) {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
const bool l_294 = l_121 > uint(0);
if (l_294) {
const uint l_295 = uint(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
const bool l_296 = l_295 >= uint(32);
if (l_296) {
const uint l_297 = l_295 & uint(31);
const uint l_298 = l_288 << l_297;
l_mut_275 = uint(0);
l_mut_269 = l_298;
} else {
const bool l_299 = l_295 > uint(0);
if (l_299) {
const uint l_300 = l_288 << l_295;
const uint l_301 = l_292 << l_295;
const uint l_302 = uint(32) - l_295;
const uint l_303 = l_288 >> l_302;
const uint l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
const bool l_305 = l_121 >= uint(32);
if (l_305) {
const uint l_306 = l_121 & uint(31);
const uint l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = uint(0);
} else {
const bool l_308 = l_121 > uint(0);
if (l_308) {
l_mut_90 = l_mut_145;
const bool l_309 = l_121 > uint(0);
if (l_309) {
const uint l_310 = l_mut_145 >> l_121;
const uint l_311 = uint(32) - l_121;
const uint l_312 = l_mut_213 << l_311;
const uint l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
const uint l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
const uint l_315 = l_mut_275 + l_mut_219;
const uint l_316 = l_mut_269 + l_mut_151;
const bool l_317 = l_315 < l_mut_275;
const uint l_318 = uint(l_317);
const uint l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if (l_166) {
const uint l_320 = uint(0) - l_mut_102;
const uint l_321 = uint(0) - l_mut_96;
const bool l_322 = uint(0) < l_mut_102;
const uint l_323 = uint(l_322);
const uint l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
const uint l_325 = l_64 - l_mut_102;
const uint l_326 = l_67 - l_mut_96;
const bool l_327 = l_64 < l_mut_102;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 - l_328;
const uint l_330 = l_325 + l_14;
const uint l_331 = l_329 + l_17;
const bool l_332 = l_330 < l_325;
const uint l_333 = uint(l_332);
const uint l_334 = l_331 + l_333;
const uint l_335 = uint(0) - l_116;
const uint l_336 = uint(0) - l_120;
const bool l_337 = uint(0) < l_116;
const uint l_338 = uint(l_337);
const uint l_339 = l_336 - l_338;
const uint l_340 = l_14 + l_14;
const uint l_341 = l_17 + l_17;
const bool l_342 = l_340 < l_14;
const uint l_343 = uint(l_342);
const uint l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
const uint l_345 = uint(0) - l_335;
const uint l_346 = uint(0) - l_339;
const bool l_347 = uint(0) < l_335;
const uint l_348 = uint(l_347);
const uint l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = uint(1);
l_mut_96 = uint(1);
l_mut_350 = bool(false);
const bool l_351 = l_mut_145 < l_344;
const bool l_352 = l_mut_145 == l_344;
const bool l_353 = l_mut_151 < l_340;
const bool l_354 = l_352 && l_353;
const bool l_355 = l_351 || l_354;
const bool l_356 = !l_355;
l_mut_357 = l_356;
const uint l_358 = l_335 | l_339;
const bool l_359 = l_358 == uint(0);
if (l_359) {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if (l_mut_357) {
const uint l_360 = l_339 >> uint(31);
const bool l_361 = l_360 == uint(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if (l_361) {
const uint l_362 = uint(0) - l_335;
const uint l_363 = uint(0) - l_339;
const bool l_364 = uint(0) < l_335;
const uint l_365 = uint(l_364);
const uint l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
const uint l_367 = l_4 - uint(1);
const uint l_368 = l_mut_90 * l_367;
const uint l_369 = __umulhi(l_mut_90, l_367);
const uint l_370 = l_mut_75 * l_367;
const uint l_371 = l_369 + l_370;
l_mut_40 = uint(0);
const uint l_372 = l_4 - uint(1);
const uint l_373 = l_mut_90 * l_372;
const uint l_374 = l_mut_75 * l_372;
const uint l_375 = __umulhi(l_mut_90, l_372);
const uint l_376 = l_375 + l_374;
const uint l_377 = __umulhi(l_mut_75, l_372);
const bool l_378 = l_376 < l_374;
const uint l_379 = uint(l_378);
const uint l_380 = l_377 + l_379;
const uint l_381 = uint(64) % uint(32);
l_mut_382 = l_373;
const bool l_383 = l_381 > uint(0);
if (l_383) {
const uint l_384 = l_373 >> l_381;
const uint l_385 = uint(32) - l_381;
const uint l_386 = l_376 << l_385;
const uint l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
const bool l_389 = l_381 > uint(0);
if (l_389) {
const uint l_390 = l_376 >> l_381;
const uint l_391 = uint(32) - l_381;
const uint l_392 = l_380 << l_391;
const uint l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
const bool l_395 = uint(64) >= uint(64);
if (l_395) {
l_mut_394 = l_380;
l_mut_382 = uint(0);
} else {
const bool l_396 = uint(64) >= uint(32);
if (l_396) {
l_mut_388 = l_376;
const bool l_397 = l_381 > uint(0);
if (l_397) {
const uint l_398 = l_376 >> l_381;
const uint l_399 = uint(32) - l_381;
const uint l_400 = l_380 << l_399;
const uint l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
const uint l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
const uint l_403 = l_mut_394 | l_mut_382;
const bool l_404 = l_403 == uint(0);
if (l_404) {
l_mut_394 = l_330;
l_mut_388 = l_334;
if (l_361) {
const uint l_405 = uint(0) - l_330;
const uint l_406 = uint(0) - l_334;
const bool l_407 = uint(0) < l_330;
const uint l_408 = uint(l_407);
const uint l_409 = l_406 - l_408;
const uint l_410 = l_330 | l_334;
const bool l_411 = l_410 == uint(0);
const bool l_412 = !l_411;
const bool l_413 = l_371 < l_409;
const bool l_414 = l_371 == l_409;
const bool l_415 = l_368 < l_405;
const bool l_416 = l_414 && l_415;
const bool l_417 = l_413 || l_416;
const bool l_418 = !l_417;
const bool l_419 = l_412 && l_418;
if (l_419) {
const uint l_420 = l_4 - uint(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
const bool l_422 = l_409 < l_mut_75;
const bool l_423 = l_409 == l_mut_75;
const bool l_424 = l_405 < l_mut_90;
const bool l_425 = l_423 && l_424;
const bool l_426 = l_422 || l_425;
const bool l_427 = !l_426;
if (l_427) {
l_mut_428 = uint(0);
const bool l_429 = l_mut_75 < l_409;
const bool l_430 = l_mut_75 == l_409;
const bool l_431 = l_mut_90 < l_405;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
if (l_433) {
const uint l_434 = l_405 - uint(1);
const uint l_435 = l_409 - uint(0);
const bool l_436 = l_405 < uint(1);
const uint l_437 = uint(l_436);
const uint l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = uint(0);

for (uint l_mut_442 = uint(0); l_mut_442 < uint(20); ++l_mut_442) {
const uint l_443 = uint(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
const bool l_446 = l_443 >= uint(32);
if (l_446) {
const uint l_447 = l_443 & uint(31);
const uint l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = uint(0);
} else {
const bool l_449 = l_443 > uint(0);
if (l_449) {
l_mut_450 = l_mut_439;
const bool l_451 = l_443 > uint(0);
if (l_451) {
const uint l_452 = l_mut_439 >> l_443;
const uint l_453 = uint(32) - l_443;
const uint l_454 = l_mut_440 << l_453;
const uint l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
const uint l_456 = l_mut_440 >> l_443;
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
const bool l_463 = l_443 >= uint(32);
if (l_463) {
const uint l_464 = l_443 & uint(31);
const uint l_465 = l_mut_90 << l_464;
l_mut_450 = uint(0);
l_mut_445 = l_465;
} else {
const bool l_466 = l_443 > uint(0);
if (l_466) {
const uint l_467 = l_mut_90 << l_443;
const uint l_468 = l_mut_75 << l_443;
const uint l_469 = uint(32) - l_443;
const uint l_470 = l_mut_90 >> l_469;
const uint l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
const uint l_472 = l_mut_439 - l_mut_450;
const uint l_473 = l_mut_440 - l_mut_445;
const bool l_474 = l_mut_439 < l_mut_450;
const uint l_475 = uint(l_474);
const uint l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
const uint l_477 = uint(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
const uint l_478 = min(l_mut_441, l_420);
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
const uint l_485 = l_mut_90 * l_mut_428;
const uint l_486 = __umulhi(l_mut_90, l_mut_428);
const uint l_487 = l_mut_75 * l_mut_428;
const uint l_488 = l_486 + l_487;
const uint l_489 = l_405 - l_485;
const uint l_490 = l_409 - l_488;
const bool l_491 = l_405 < l_485;
const uint l_492 = uint(l_491);
const uint l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
const bool l_494 = l_mut_421 < l_mut_75;
const bool l_495 = l_mut_421 == l_mut_75;
const bool l_496 = l_mut_382 < l_mut_90;
const bool l_497 = l_495 && l_496;
const bool l_498 = l_494 || l_497;
const bool l_499 = !l_498;
if (l_499) {
const uint l_500 = l_mut_382 - l_mut_90;
const uint l_501 = l_mut_421 - l_mut_75;
const bool l_502 = l_mut_382 < l_mut_90;
const uint l_503 = uint(l_502);
const uint l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
const uint l_505 = l_mut_90 - l_mut_382;
const uint l_506 = l_mut_75 - l_mut_421;
const bool l_507 = l_mut_90 < l_mut_382;
const uint l_508 = uint(l_507);
const uint l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
const bool l_510 = l_509 < l_mut_75;
const bool l_511 = l_509 == l_mut_75;
const bool l_512 = l_505 < l_mut_90;
const bool l_513 = l_511 && l_512;
const bool l_514 = l_510 || l_513;
const bool l_515 = !l_514;
if (l_515) {
const uint l_516 = l_505 - l_mut_90;
const uint l_517 = l_509 - l_mut_75;
const bool l_518 = l_505 < l_mut_90;
const uint l_519 = uint(l_518);
const uint l_520 = l_517 - l_519;
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
const uint l_526 = l_330 - l_368;
const uint l_527 = l_334 - l_371;
const bool l_528 = l_330 < l_368;
const uint l_529 = uint(l_528);
const uint l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
const bool l_531 = l_334 < l_371;
const bool l_532 = l_334 == l_371;
const bool l_533 = l_330 < l_368;
const bool l_534 = l_532 && l_533;
const bool l_535 = l_531 || l_534;
if (l_535) {
const uint l_536 = l_4 - uint(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
const bool l_537 = l_334 < l_mut_75;
const bool l_538 = l_334 == l_mut_75;
const bool l_539 = l_330 < l_mut_90;
const bool l_540 = l_538 && l_539;
const bool l_541 = l_537 || l_540;
const bool l_542 = !l_541;
if (l_542) {
l_mut_444 = uint(0);
const bool l_543 = l_mut_75 < l_334;
const bool l_544 = l_mut_75 == l_334;
const bool l_545 = l_mut_90 < l_330;
const bool l_546 = l_544 && l_545;
const bool l_547 = l_543 || l_546;
if (l_547) {
const uint l_548 = l_330 - uint(1);
const uint l_549 = l_334 - uint(0);
const bool l_550 = l_330 < uint(1);
const uint l_551 = uint(l_550);
const uint l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = uint(0);

for (uint l_mut_553 = uint(0); l_mut_553 < uint(20); ++l_mut_553) {
const uint l_554 = uint(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
const bool l_555 = l_554 >= uint(32);
if (l_555) {
const uint l_556 = l_554 & uint(31);
const uint l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = uint(0);
} else {
const bool l_558 = l_554 > uint(0);
if (l_558) {
l_mut_382 = l_mut_441;
const bool l_559 = l_554 > uint(0);
if (l_559) {
const uint l_560 = l_mut_441 >> l_554;
const uint l_561 = uint(32) - l_554;
const uint l_562 = l_mut_440 << l_561;
const uint l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
const uint l_564 = l_mut_440 >> l_554;
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
const bool l_571 = l_554 >= uint(32);
if (l_571) {
const uint l_572 = l_554 & uint(31);
const uint l_573 = l_mut_90 << l_572;
l_mut_428 = uint(0);
l_mut_421 = l_573;
} else {
const bool l_574 = l_554 > uint(0);
if (l_574) {
const uint l_575 = l_mut_90 << l_554;
const uint l_576 = l_mut_75 << l_554;
const uint l_577 = uint(32) - l_554;
const uint l_578 = l_mut_90 >> l_577;
const uint l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
const uint l_580 = l_mut_441 - l_mut_428;
const uint l_581 = l_mut_440 - l_mut_421;
const bool l_582 = l_mut_441 < l_mut_428;
const uint l_583 = uint(l_582);
const uint l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
const uint l_585 = uint(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
const uint l_586 = min(l_mut_439, l_536);
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
const uint l_593 = l_mut_90 * l_mut_444;
const uint l_594 = __umulhi(l_mut_90, l_mut_444);
const uint l_595 = l_mut_75 * l_mut_444;
const uint l_596 = l_594 + l_595;
const uint l_597 = l_330 - l_593;
const uint l_598 = l_334 - l_596;
const bool l_599 = l_330 < l_593;
const uint l_600 = uint(l_599);
const uint l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
const bool l_602 = l_mut_445 < l_mut_75;
const bool l_603 = l_mut_445 == l_mut_75;
const bool l_604 = l_mut_450 < l_mut_90;
const bool l_605 = l_603 && l_604;
const bool l_606 = l_602 || l_605;
const bool l_607 = !l_606;
if (l_607) {
const uint l_608 = l_mut_450 - l_mut_90;
const uint l_609 = l_mut_445 - l_mut_75;
const bool l_610 = l_mut_450 < l_mut_90;
const uint l_611 = uint(l_610);
const uint l_612 = l_609 - l_611;
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
const uint l_624 = uint(l_623);
const uint l_625 = uint(2) - l_624;
l_mut_40 = l_625;
}
const bool l_626 = l_mut_40 > uint(0);
if (l_626) {
const bool l_627 = l_mut_40 == uint(1);
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
const uint l_635 = l_mut_275 - l_mut_151;
const uint l_636 = l_mut_269 - l_mut_145;
const bool l_637 = l_mut_275 < l_mut_151;
const uint l_638 = uint(l_637);
const uint l_639 = l_636 - l_638;
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
l_mut_450 = l_mut_444;
l_mut_445 = l_mut_441;
const bool l_646 = uint(3) >= uint(32);
if (l_646) {
const uint l_647 = uint(3) & uint(31);
const uint l_648 = l_mut_441 >> l_647;
l_mut_450 = l_648;
l_mut_445 = uint(0);
} else {
const bool l_649 = uint(3) > uint(0);
if (l_649) {
l_mut_440 = l_mut_444;
const bool l_650 = uint(3) > uint(0);
if (l_650) {
const uint l_651 = l_mut_444 >> uint(3);
const uint l_652 = l_mut_441 << uint(29);
const uint l_653 = l_651 | l_652;
l_mut_440 = l_653;
}
const uint l_654 = l_mut_441 >> uint(3);
l_mut_450 = l_mut_440;
l_mut_445 = l_654;
}
}
const bool l_655 = l_mut_445 < l_mut_213;
const bool l_656 = l_mut_445 == l_mut_213;
const bool l_657 = l_mut_450 < l_mut_219;
const bool l_658 = l_656 && l_657;
const bool l_659 = l_655 || l_658;
const bool l_660 = !l_659;
l_mut_645 = l_660;
l_mut_450 = uint(0);
const uint l_661 = l_mut_219 | l_mut_213;
const bool l_662 = l_661 == uint(0);
const bool l_663 = !l_662;
const bool l_664 = l_mut_645 && l_663;
const bool l_665 = l_mut_213 < l_mut_441;
const bool l_666 = l_mut_213 == l_mut_441;
const bool l_667 = l_mut_219 < l_mut_444;
const bool l_668 = l_666 && l_667;
const bool l_669 = l_665 || l_668;
const bool l_670 = l_664 && l_669;
const uint l_671 = l_mut_102 + l_mut_96;
const bool l_672 = l_671 < l_4;
const bool l_673 = l_670 && l_672;
if (l_673) {
const uint l_674 = l_4 - l_mut_102;
const uint l_675 = l_674 - l_mut_96;
const uint l_676 = l_675 / l_mut_102;
const uint l_677 = l_mut_444 - uint(1);
const uint l_678 = l_mut_441 - uint(0);
const bool l_679 = l_mut_444 < uint(1);
const uint l_680 = uint(l_679);
const uint l_681 = l_678 - l_680;
l_mut_445 = l_677;
l_mut_444 = l_681;
l_mut_441 = uint(0);

for (uint l_mut_682 = uint(0); l_mut_682 < uint(20); ++l_mut_682) {
const uint l_683 = uint(19) - l_mut_682;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
const bool l_684 = l_683 >= uint(32);
if (l_684) {
const uint l_685 = l_683 & uint(31);
const uint l_686 = l_mut_444 >> l_685;
l_mut_440 = l_686;
l_mut_439 = uint(0);
} else {
const bool l_687 = l_683 > uint(0);
if (l_687) {
l_mut_428 = l_mut_445;
const bool l_688 = l_683 > uint(0);
if (l_688) {
const uint l_689 = l_mut_445 >> l_683;
const uint l_690 = uint(32) - l_683;
const uint l_691 = l_mut_444 << l_690;
const uint l_692 = l_689 | l_691;
l_mut_428 = l_692;
}
const uint l_693 = l_mut_444 >> l_683;
l_mut_440 = l_mut_428;
l_mut_439 = l_693;
}
}
const bool l_694 = l_mut_439 < l_mut_213;
const bool l_695 = l_mut_439 == l_mut_213;
const bool l_696 = l_mut_440 < l_mut_219;
const bool l_697 = l_695 && l_696;
const bool l_698 = l_694 || l_697;
const bool l_699 = !l_698;
if (l_699) {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
const bool l_700 = l_683 >= uint(32);
if (l_700) {
const uint l_701 = l_683 & uint(31);
const uint l_702 = l_mut_219 << l_701;
l_mut_440 = uint(0);
l_mut_439 = l_702;
} else {
const bool l_703 = l_683 > uint(0);
if (l_703) {
const uint l_704 = l_mut_219 << l_683;
const uint l_705 = l_mut_213 << l_683;
const uint l_706 = uint(32) - l_683;
const uint l_707 = l_mut_219 >> l_706;
const uint l_708 = l_705 | l_707;
l_mut_440 = l_704;
l_mut_439 = l_708;
}
}
const uint l_709 = l_mut_445 - l_mut_440;
const uint l_710 = l_mut_444 - l_mut_439;
const bool l_711 = l_mut_445 < l_mut_440;
const uint l_712 = uint(l_711);
const uint l_713 = l_710 - l_712;
l_mut_445 = l_709;
l_mut_444 = l_713;
const uint l_714 = uint(1) << l_683;
l_mut_441 = l_mut_441 | l_714;
}
}
const uint l_715 = min(l_mut_441, l_676);
l_mut_441 = l_715;
const bool l_716 = l_mut_444 < l_mut_213;
const bool l_717 = l_mut_444 == l_mut_213;
const bool l_718 = l_mut_445 < l_mut_219;
const bool l_719 = l_717 && l_718;
const bool l_720 = l_716 || l_719;
const bool l_721 = !l_720;
if (l_721) {
l_mut_441 = l_676;
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
l_mut_388 = uint(0);
const bool l_722 = l_mut_450 > uint(0);
if (l_722) {
const uint l_723 = l_mut_219 * l_mut_450;
const uint l_724 = __umulhi(l_mut_219, l_mut_450);
const uint l_725 = l_mut_213 * l_mut_450;
const uint l_726 = l_724 + l_725;
const uint l_727 = l_mut_275 - l_723;
const uint l_728 = l_mut_269 - l_726;
const bool l_729 = l_mut_275 < l_723;
const uint l_730 = uint(l_729);
const uint l_731 = l_728 - l_730;
l_mut_445 = l_727;
l_mut_444 = l_731;
const uint l_732 = l_mut_450 * l_mut_102;
const uint l_733 = l_mut_96 + l_732;
l_mut_428 = l_733;
} else {
const bool l_734 = l_mut_388 == uint(0);
if (l_734) {
const uint l_735 = l_4 - l_mut_102;
const uint l_736 = l_735 / l_mut_96;
l_mut_450 = uint(0);
l_mut_645 = bool(false);
l_mut_382 = l_mut_219;
l_mut_90 = l_mut_213;
const bool l_737 = uint(3) >= uint(32);
if (l_737) {
const uint l_738 = uint(3) & uint(31);
const uint l_739 = l_mut_213 >> l_738;
l_mut_382 = l_739;
l_mut_90 = uint(0);
} else {
const bool l_740 = uint(3) > uint(0);
if (l_740) {
l_mut_75 = l_mut_219;
const bool l_741 = uint(3) > uint(0);
if (l_741) {
const uint l_742 = l_mut_219 >> uint(3);
const uint l_743 = l_mut_213 << uint(29);
const uint l_744 = l_742 | l_743;
l_mut_75 = l_744;
}
const uint l_745 = l_mut_213 >> uint(3);
l_mut_382 = l_mut_75;
l_mut_90 = l_745;
}
}
const bool l_746 = l_mut_90 < l_mut_269;
const bool l_747 = l_mut_90 == l_mut_269;
const bool l_748 = l_mut_382 < l_mut_275;
const bool l_749 = l_747 && l_748;
const bool l_750 = l_746 || l_749;
const bool l_751 = !l_750;
l_mut_645 = l_751;
const uint l_752 = l_mut_275 | l_mut_269;
const bool l_753 = l_752 == uint(0);
if (l_753) {
l_mut_450 = l_736;
} else {
if (l_mut_645) {
const bool l_754 = l_mut_269 < l_mut_213;
const bool l_755 = l_mut_269 == l_mut_213;
const bool l_756 = l_mut_275 < l_mut_219;
const bool l_757 = l_755 && l_756;
const bool l_758 = l_754 || l_757;
if (l_758) {
const uint l_759 = l_mut_219 - uint(1);
const uint l_760 = l_mut_213 - uint(0);
const bool l_761 = l_mut_219 < uint(1);
const uint l_762 = uint(l_761);
const uint l_763 = l_760 - l_762;
l_mut_382 = l_759;
l_mut_90 = l_763;
l_mut_75 = uint(0);

for (uint l_mut_764 = uint(0); l_mut_764 < uint(20); ++l_mut_764) {
const uint l_765 = uint(19) - l_mut_764;
l_mut_40 = l_mut_382;
l_mut_766 = l_mut_90;
const bool l_767 = l_765 >= uint(32);
if (l_767) {
const uint l_768 = l_765 & uint(31);
const uint l_769 = l_mut_90 >> l_768;
l_mut_40 = l_769;
l_mut_766 = uint(0);
} else {
const bool l_770 = l_765 > uint(0);
if (l_770) {
l_mut_771 = l_mut_382;
const bool l_772 = l_765 > uint(0);
if (l_772) {
const uint l_773 = l_mut_382 >> l_765;
const uint l_774 = uint(32) - l_765;
const uint l_775 = l_mut_90 << l_774;
const uint l_776 = l_773 | l_775;
l_mut_771 = l_776;
}
const uint l_777 = l_mut_90 >> l_765;
l_mut_40 = l_mut_771;
l_mut_766 = l_777;
}
}
const bool l_778 = l_mut_766 < l_mut_269;
const bool l_779 = l_mut_766 == l_mut_269;
const bool l_780 = l_mut_40 < l_mut_275;
const bool l_781 = l_779 && l_780;
const bool l_782 = l_778 || l_781;
const bool l_783 = !l_782;
if (l_783) {
l_mut_771 = l_mut_275;
l_mut_766 = l_mut_269;
const bool l_784 = l_765 >= uint(32);
if (l_784) {
const uint l_785 = l_765 & uint(31);
const uint l_786 = l_mut_275 << l_785;
l_mut_771 = uint(0);
l_mut_766 = l_786;
} else {
const bool l_787 = l_765 > uint(0);
if (l_787) {
const uint l_788 = l_mut_275 << l_765;
const uint l_789 = l_mut_269 << l_765;
const uint l_790 = uint(32) - l_765;
const uint l_791 = l_mut_275 >> l_790;
const uint l_792 = l_789 | l_791;
l_mut_771 = l_788;
l_mut_766 = l_792;
}
}
const uint l_793 = l_mut_382 - l_mut_771;
const uint l_794 = l_mut_90 - l_mut_766;
const bool l_795 = l_mut_382 < l_mut_771;
const uint l_796 = uint(l_795);
const uint l_797 = l_794 - l_796;
l_mut_382 = l_793;
l_mut_90 = l_797;
const uint l_798 = uint(1) << l_765;
l_mut_75 = l_mut_75 | l_798;
}
}
const uint l_799 = min(l_mut_75, l_736);
l_mut_771 = l_799;
const bool l_800 = l_mut_90 < l_mut_269;
const bool l_801 = l_mut_90 == l_mut_269;
const bool l_802 = l_mut_382 < l_mut_275;
const bool l_803 = l_801 && l_802;
const bool l_804 = l_800 || l_803;
const bool l_805 = !l_804;
if (l_805) {
l_mut_771 = l_736;
}
l_mut_450 = l_mut_771;
}
} else {
l_mut_771 = l_mut_219;
l_mut_766 = l_mut_213;
while (true) {
const bool l_806 = l_mut_269 < l_mut_766;
const bool l_807 = l_mut_269 == l_mut_766;
const bool l_808 = l_mut_275 < l_mut_771;
const bool l_809 = l_807 && l_808;
const bool l_810 = l_806 || l_809;
const uint l_811 = l_mut_450 * l_mut_96;
const uint l_812 = l_mut_102 + l_811;
const uint l_813 = l_812 + l_mut_96;
const bool l_814 = l_813 < l_4;
const bool l_815 = l_810 && l_814;
const bool l_816 = !l_815;
if (l_816) {
break;}
const uint l_817 = l_mut_771 - l_mut_275;
const uint l_818 = l_mut_766 - l_mut_269;
const bool l_819 = l_mut_771 < l_mut_275;
const uint l_820 = uint(l_819);
const uint l_821 = l_818 - l_820;
l_mut_771 = l_817;
l_mut_766 = l_821;
l_mut_450 = l_mut_450 + uint(1);
}
}
}
const uint l_822 = l_mut_450 * l_mut_96;
const uint l_823 = l_mut_102 + l_822;
const uint l_824 = l_823 + l_mut_96;
const bool l_825 = l_824 >= l_4;
if (l_825) {
l_mut_388 = uint(1);
} else {
const uint l_826 = l_mut_275 * l_mut_450;
const uint l_827 = __umulhi(l_mut_275, l_mut_450);
const uint l_828 = l_mut_269 * l_mut_450;
const uint l_829 = l_827 + l_828;
const uint l_830 = l_mut_219 - l_826;
const uint l_831 = l_mut_213 - l_829;
const bool l_832 = l_mut_219 < l_826;
const uint l_833 = uint(l_832);
const uint l_834 = l_831 - l_833;
l_mut_441 = l_830;
l_mut_440 = l_834;
const uint l_835 = l_mut_450 * l_mut_96;
const uint l_836 = l_mut_102 + l_835;
l_mut_439 = l_836;
const uint l_837 = l_mut_275 - l_mut_441;
const uint l_838 = l_mut_269 - l_mut_440;
const bool l_839 = l_mut_275 < l_mut_441;
const uint l_840 = uint(l_839);
const uint l_841 = l_838 - l_840;
l_mut_445 = l_837;
l_mut_444 = l_841;
const uint l_842 = l_mut_96 + l_mut_439;
l_mut_428 = l_842;
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
const bool l_843 = l_mut_388 == uint(1);
l_mut_350 = l_843;
const bool l_844 = l_mut_388 == uint(0);
l_mut_357 = l_844;
} else {
const uint l_845 = l_mut_219 - l_mut_151;
const uint l_846 = l_mut_213 - l_mut_145;
const bool l_847 = l_mut_219 < l_mut_151;
const uint l_848 = uint(l_847);
const uint l_849 = l_846 - l_848;
l_mut_771 = l_845;
l_mut_766 = l_849;
const uint l_850 = l_mut_151 - l_340;
const uint l_851 = l_mut_145 - l_344;
const bool l_852 = l_mut_151 < l_340;
const uint l_853 = uint(l_852);
const uint l_854 = l_851 - l_853;
l_mut_771 = l_850;
l_mut_766 = l_854;
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
const bool l_855 = l_mut_766 < l_mut_213;
const bool l_856 = l_mut_766 == l_mut_213;
const bool l_857 = l_mut_771 < l_mut_219;
const bool l_858 = l_856 && l_857;
const bool l_859 = l_855 || l_858;
if (l_859) {
l_mut_450 = l_mut_771;
l_mut_445 = l_mut_766;
}
l_mut_645 = bool(false);
l_mut_771 = l_mut_450;
l_mut_766 = l_mut_445;
const bool l_860 = uint(3) >= uint(32);
if (l_860) {
const uint l_861 = uint(3) & uint(31);
const uint l_862 = l_mut_445 >> l_861;
l_mut_771 = l_862;
l_mut_766 = uint(0);
} else {
const bool l_863 = uint(3) > uint(0);
if (l_863) {
l_mut_444 = l_mut_450;
const bool l_864 = uint(3) > uint(0);
if (l_864) {
const uint l_865 = l_mut_450 >> uint(3);
const uint l_866 = l_mut_445 << uint(29);
const uint l_867 = l_865 | l_866;
l_mut_444 = l_867;
}
const uint l_868 = l_mut_445 >> uint(3);
l_mut_771 = l_mut_444;
l_mut_766 = l_868;
}
}
const bool l_869 = l_mut_766 < l_mut_269;
const bool l_870 = l_mut_766 == l_mut_269;
const bool l_871 = l_mut_771 < l_mut_275;
const bool l_872 = l_870 && l_871;
const bool l_873 = l_869 || l_872;
const bool l_874 = !l_873;
l_mut_645 = l_874;
l_mut_771 = uint(0);
const uint l_875 = l_mut_275 | l_mut_269;
const bool l_876 = l_875 == uint(0);
const bool l_877 = !l_876;
const bool l_878 = l_mut_645 && l_877;
const bool l_879 = l_mut_269 < l_mut_445;
const bool l_880 = l_mut_269 == l_mut_445;
const bool l_881 = l_mut_275 < l_mut_450;
const bool l_882 = l_880 && l_881;
const bool l_883 = l_879 || l_882;
const bool l_884 = l_878 && l_883;
const uint l_885 = l_mut_96 + l_mut_102;
const bool l_886 = l_885 < l_4;
const bool l_887 = l_884 && l_886;
if (l_887) {
const uint l_888 = l_4 - l_mut_96;
const uint l_889 = l_888 - l_mut_102;
const uint l_890 = l_889 / l_mut_96;
const uint l_891 = l_mut_450 - uint(1);
const uint l_892 = l_mut_445 - uint(0);
const bool l_893 = l_mut_450 < uint(1);
const uint l_894 = uint(l_893);
const uint l_895 = l_892 - l_894;
l_mut_766 = l_891;
l_mut_450 = l_895;
l_mut_445 = uint(0);

for (uint l_mut_896 = uint(0); l_mut_896 < uint(20); ++l_mut_896) {
const uint l_897 = uint(19) - l_mut_896;
l_mut_444 = l_mut_766;
l_mut_441 = l_mut_450;
const bool l_898 = l_897 >= uint(32);
if (l_898) {
const uint l_899 = l_897 & uint(31);
const uint l_900 = l_mut_450 >> l_899;
l_mut_444 = l_900;
l_mut_441 = uint(0);
} else {
const bool l_901 = l_897 > uint(0);
if (l_901) {
l_mut_440 = l_mut_766;
const bool l_902 = l_897 > uint(0);
if (l_902) {
const uint l_903 = l_mut_766 >> l_897;
const uint l_904 = uint(32) - l_897;
const uint l_905 = l_mut_450 << l_904;
const uint l_906 = l_903 | l_905;
l_mut_440 = l_906;
}
const uint l_907 = l_mut_450 >> l_897;
l_mut_444 = l_mut_440;
l_mut_441 = l_907;
}
}
const bool l_908 = l_mut_441 < l_mut_269;
const bool l_909 = l_mut_441 == l_mut_269;
const bool l_910 = l_mut_444 < l_mut_275;
const bool l_911 = l_909 && l_910;
const bool l_912 = l_908 || l_911;
const bool l_913 = !l_912;
if (l_913) {
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_914 = l_897 >= uint(32);
if (l_914) {
const uint l_915 = l_897 & uint(31);
const uint l_916 = l_mut_275 << l_915;
l_mut_444 = uint(0);
l_mut_441 = l_916;
} else {
const bool l_917 = l_897 > uint(0);
if (l_917) {
const uint l_918 = l_mut_275 << l_897;
const uint l_919 = l_mut_269 << l_897;
const uint l_920 = uint(32) - l_897;
const uint l_921 = l_mut_275 >> l_920;
const uint l_922 = l_919 | l_921;
l_mut_444 = l_918;
l_mut_441 = l_922;
}
}
const uint l_923 = l_mut_766 - l_mut_444;
const uint l_924 = l_mut_450 - l_mut_441;
const bool l_925 = l_mut_766 < l_mut_444;
const uint l_926 = uint(l_925);
const uint l_927 = l_924 - l_926;
l_mut_766 = l_923;
l_mut_450 = l_927;
const uint l_928 = uint(1) << l_897;
l_mut_445 = l_mut_445 | l_928;
}
}
const uint l_929 = min(l_mut_445, l_890);
l_mut_445 = l_929;
const bool l_930 = l_mut_450 < l_mut_269;
const bool l_931 = l_mut_450 == l_mut_269;
const bool l_932 = l_mut_766 < l_mut_275;
const bool l_933 = l_931 && l_932;
const bool l_934 = l_930 || l_933;
const bool l_935 = !l_934;
if (l_935) {
l_mut_445 = l_890;
}
l_mut_771 = l_mut_445;
}
l_mut_766 = l_mut_219;
l_mut_450 = l_mut_213;
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_96;
l_mut_440 = l_mut_102;
l_mut_439 = l_mut_151;
l_mut_428 = l_mut_145;
l_mut_421 = uint(0);
const bool l_936 = l_mut_771 > uint(0);
if (l_936) {
const uint l_937 = l_mut_275 * l_mut_771;
const uint l_938 = __umulhi(l_mut_275, l_mut_771);
const uint l_939 = l_mut_269 * l_mut_771;
const uint l_940 = l_938 + l_939;
const uint l_941 = l_mut_151 - l_937;
const uint l_942 = l_mut_145 - l_940;
const bool l_943 = l_mut_151 < l_937;
const uint l_944 = uint(l_943);
const uint l_945 = l_942 - l_944;
l_mut_439 = l_941;
l_mut_428 = l_945;
const uint l_946 = l_mut_219 - l_937;
const uint l_947 = l_mut_213 - l_940;
const bool l_948 = l_mut_219 < l_937;
const uint l_949 = uint(l_948);
const uint l_950 = l_947 - l_949;
l_mut_766 = l_946;
l_mut_450 = l_950;
const uint l_951 = l_mut_771 * l_mut_96;
const uint l_952 = l_mut_102 + l_951;
l_mut_440 = l_952;
} else {
const uint l_953 = l_mut_151 - l_mut_275;
const uint l_954 = l_mut_145 - l_mut_269;
const bool l_955 = l_mut_151 < l_mut_275;
const uint l_956 = uint(l_955);
const uint l_957 = l_954 - l_956;
l_mut_439 = l_953;
l_mut_428 = l_957;
const bool l_958 = l_mut_428 < l_344;
const bool l_959 = l_mut_428 == l_344;
const bool l_960 = l_mut_439 < l_340;
const bool l_961 = l_959 && l_960;
const bool l_962 = l_958 || l_961;
if (l_962) {
l_mut_421 = uint(2);
}
const bool l_963 = l_mut_421 == uint(0);
if (l_963) {
const uint l_964 = l_4 - l_mut_96;
const uint l_965 = l_964 / l_mut_102;
l_mut_771 = uint(0);
l_mut_645 = bool(false);
l_mut_394 = l_mut_275;
l_mut_388 = l_mut_269;
const bool l_966 = uint(3) >= uint(32);
if (l_966) {
const uint l_967 = uint(3) & uint(31);
const uint l_968 = l_mut_269 >> l_967;
l_mut_394 = l_968;
l_mut_388 = uint(0);
} else {
const bool l_969 = uint(3) > uint(0);
if (l_969) {
l_mut_382 = l_mut_275;
const bool l_970 = uint(3) > uint(0);
if (l_970) {
const uint l_971 = l_mut_275 >> uint(3);
const uint l_972 = l_mut_269 << uint(29);
const uint l_973 = l_971 | l_972;
l_mut_382 = l_973;
}
const uint l_974 = l_mut_269 >> uint(3);
l_mut_394 = l_mut_382;
l_mut_388 = l_974;
}
}
const bool l_975 = l_mut_388 < l_mut_213;
const bool l_976 = l_mut_388 == l_mut_213;
const bool l_977 = l_mut_394 < l_mut_219;
const bool l_978 = l_976 && l_977;
const bool l_979 = l_975 || l_978;
const bool l_980 = !l_979;
l_mut_645 = l_980;
const uint l_981 = l_mut_219 | l_mut_213;
const bool l_982 = l_981 == uint(0);
if (l_982) {
l_mut_771 = l_965;
} else {
if (l_mut_645) {
const bool l_983 = l_mut_213 < l_mut_269;
const bool l_984 = l_mut_213 == l_mut_269;
const bool l_985 = l_mut_219 < l_mut_275;
const bool l_986 = l_984 && l_985;
const bool l_987 = l_983 || l_986;
if (l_987) {
const uint l_988 = l_mut_275 - uint(1);
const uint l_989 = l_mut_269 - uint(0);
const bool l_990 = l_mut_275 < uint(1);
const uint l_991 = uint(l_990);
const uint l_992 = l_989 - l_991;
l_mut_394 = l_988;
l_mut_388 = l_992;
l_mut_382 = uint(0);

for (uint l_mut_993 = uint(0); l_mut_993 < uint(20); ++l_mut_993) {
const uint l_994 = uint(19) - l_mut_993;
l_mut_90 = l_mut_394;
l_mut_75 = l_mut_388;
const bool l_995 = l_994 >= uint(32);
if (l_995) {
const uint l_996 = l_994 & uint(31);
const uint l_997 = l_mut_388 >> l_996;
l_mut_90 = l_997;
l_mut_75 = uint(0);
} else {
const bool l_998 = l_994 > uint(0);
if (l_998) {
l_mut_40 = l_mut_394;
const bool l_999 = l_994 > uint(0);
if (l_999) {
const uint l_1000 = l_mut_394 >> l_994;
const uint l_1001 = uint(32) - l_994;
const uint l_1002 = l_mut_388 << l_1001;
const uint l_1003 = l_1000 | l_1002;
l_mut_40 = l_1003;
}
const uint l_1004 = l_mut_388 >> l_994;
l_mut_90 = l_mut_40;
l_mut_75 = l_1004;
}
}
const bool l_1005 = l_mut_75 < l_mut_213;
const bool l_1006 = l_mut_75 == l_mut_213;
const bool l_1007 = l_mut_90 < l_mut_219;
const bool l_1008 = l_1006 && l_1007;
const bool l_1009 = l_1005 || l_1008;
const bool l_1010 = !l_1009;
if (l_1010) {
l_mut_90 = l_mut_219;
l_mut_75 = l_mut_213;
const bool l_1011 = l_994 >= uint(32);
if (l_1011) {
const uint l_1012 = l_994 & uint(31);
const uint l_1013 = l_mut_219 << l_1012;
l_mut_90 = uint(0);
l_mut_75 = l_1013;
} else {
const bool l_1014 = l_994 > uint(0);
if (l_1014) {
const uint l_1015 = l_mut_219 << l_994;
const uint l_1016 = l_mut_213 << l_994;
const uint l_1017 = uint(32) - l_994;
const uint l_1018 = l_mut_219 >> l_1017;
const uint l_1019 = l_1016 | l_1018;
l_mut_90 = l_1015;
l_mut_75 = l_1019;
}
}
const uint l_1020 = l_mut_394 - l_mut_90;
const uint l_1021 = l_mut_388 - l_mut_75;
const bool l_1022 = l_mut_394 < l_mut_90;
const uint l_1023 = uint(l_1022);
const uint l_1024 = l_1021 - l_1023;
l_mut_394 = l_1020;
l_mut_388 = l_1024;
const uint l_1025 = uint(1) << l_994;
l_mut_382 = l_mut_382 | l_1025;
}
}
const uint l_1026 = min(l_mut_382, l_965);
l_mut_382 = l_1026;
const bool l_1027 = l_mut_388 < l_mut_213;
const bool l_1028 = l_mut_388 == l_mut_213;
const bool l_1029 = l_mut_394 < l_mut_219;
const bool l_1030 = l_1028 && l_1029;
const bool l_1031 = l_1027 || l_1030;
const bool l_1032 = !l_1031;
if (l_1032) {
l_mut_382 = l_965;
}
l_mut_771 = l_mut_382;
}
} else {
l_mut_394 = l_mut_275;
l_mut_388 = l_mut_269;
while (true) {
const bool l_1033 = l_mut_213 < l_mut_388;
const bool l_1034 = l_mut_213 == l_mut_388;
const bool l_1035 = l_mut_219 < l_mut_394;
const bool l_1036 = l_1034 && l_1035;
const bool l_1037 = l_1033 || l_1036;
const uint l_1038 = l_mut_771 * l_mut_102;
const uint l_1039 = l_mut_96 + l_1038;
const uint l_1040 = l_1039 + l_mut_102;
const bool l_1041 = l_1040 < l_4;
const bool l_1042 = l_1037 && l_1041;
const bool l_1043 = !l_1042;
if (l_1043) {
break;}
const uint l_1044 = l_mut_394 - l_mut_219;
const uint l_1045 = l_mut_388 - l_mut_213;
const bool l_1046 = l_mut_394 < l_mut_219;
const uint l_1047 = uint(l_1046);
const uint l_1048 = l_1045 - l_1047;
l_mut_394 = l_1044;
l_mut_388 = l_1048;
l_mut_771 = l_mut_771 + uint(1);
}
}
}
const uint l_1049 = l_mut_771 * l_mut_102;
const uint l_1050 = l_mut_96 + l_1049;
const uint l_1051 = l_1050 + l_mut_102;
const bool l_1052 = l_1051 >= l_4;
if (l_1052) {
l_mut_421 = uint(1);
} else {
const uint l_1053 = l_mut_219 * l_mut_771;
const uint l_1054 = __umulhi(l_mut_219, l_mut_771);
const uint l_1055 = l_mut_213 * l_mut_771;
const uint l_1056 = l_1054 + l_1055;
const uint l_1057 = l_mut_275 - l_1053;
const uint l_1058 = l_mut_269 - l_1056;
const bool l_1059 = l_mut_275 < l_1053;
const uint l_1060 = uint(l_1059);
const uint l_1061 = l_1058 - l_1060;
l_mut_445 = l_1057;
l_mut_444 = l_1061;
const uint l_1062 = l_mut_771 * l_mut_102;
const uint l_1063 = l_mut_96 + l_1062;
l_mut_441 = l_1063;
const uint l_1064 = l_mut_219 - l_mut_445;
const uint l_1065 = l_mut_213 - l_mut_444;
const bool l_1066 = l_mut_219 < l_mut_445;
const uint l_1067 = uint(l_1066);
const uint l_1068 = l_1065 - l_1067;
l_mut_766 = l_1064;
l_mut_450 = l_1068;
const uint l_1069 = l_mut_102 + l_mut_441;
l_mut_440 = l_1069;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_766;
l_mut_213 = l_mut_450;
l_mut_102 = l_mut_440;
l_mut_96 = l_mut_441;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
const bool l_1070 = l_mut_421 == uint(1);
l_mut_350 = l_1070;
const bool l_1071 = l_mut_421 == uint(0);
l_mut_357 = l_1071;
}
}
const bool l_1072 = !l_mut_350;
if (l_1072) {
const uint l_2921 = info.static_meta[uint(5)];
const uint l_2922 = l_2921 * uint(1);
const uint l_2923 = l_2922 - uint(1);
const uint l_2924 = min(uint(0), l_2923);
device atomic_uint* l_2925 = &buffer_5[l_2924];
atomic_uint* l_1073 = l_2925;
const uint l_1074 = atomic_fetch_add_explicit(l_1073, uint(1), memory_order_relaxed);
const uint l_1075 = l_4 / uint(8);
l_mut_771 = uint(0);
l_mut_766 = uint(0);
l_mut_450 = uint(0);

for (uint l_mut_1076 = uint(0); l_mut_1076 < uint(8); ++l_mut_1076) {
const uint l_1077 = l_mut_1076 * l_1075;
const bool l_1078 = l_1077 < l_56;
const uint l_1079 = l_4 / uint(8);
const uint l_1080 = l_mut_1076 * l_1079;
const uint l_1081 = l_1080 + l_1080;
const uint l_1082 = l_72 >> uint(31);
const bool l_1083 = l_1082 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1083) {
const uint l_1084 = uint(0) - l_69;
const uint l_1085 = uint(0) - l_72;
const bool l_1086 = uint(0) < l_69;
const uint l_1087 = uint(l_1086);
const uint l_1088 = l_1085 - l_1087;
l_mut_445 = l_1084;
l_mut_444 = l_1088;
}
const uint l_1089 = l_mut_445 * l_1081;
const uint l_1090 = l_mut_444 * l_1081;
const uint l_1091 = __umulhi(l_mut_445, l_1081);
const uint l_1092 = l_1091 + l_1090;
const uint l_1093 = __umulhi(l_mut_444, l_1081);
const bool l_1094 = l_1092 < l_1090;
const uint l_1095 = uint(l_1094);
const uint l_1096 = l_1093 + l_1095;
const uint l_1097 = l_9 % uint(32);
l_mut_441 = l_1089;
const bool l_1098 = l_1097 > uint(0);
if (l_1098) {
const uint l_1099 = l_1089 >> l_1097;
const uint l_1100 = uint(32) - l_1097;
const uint l_1101 = l_1092 << l_1100;
const uint l_1102 = l_1099 | l_1101;
l_mut_441 = l_1102;
}
l_mut_440 = l_1092;
const bool l_1103 = l_1097 > uint(0);
if (l_1103) {
const uint l_1104 = l_1092 >> l_1097;
const uint l_1105 = uint(32) - l_1097;
const uint l_1106 = l_1096 << l_1105;
const uint l_1107 = l_1104 | l_1106;
l_mut_440 = l_1107;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1108 = l_9 >= uint(64);
if (l_1108) {
l_mut_439 = l_1096;
l_mut_441 = uint(0);
} else {
const bool l_1109 = l_9 >= uint(32);
if (l_1109) {
l_mut_440 = l_1092;
const bool l_1110 = l_1097 > uint(0);
if (l_1110) {
const uint l_1111 = l_1092 >> l_1097;
const uint l_1112 = uint(32) - l_1097;
const uint l_1113 = l_1096 << l_1112;
const uint l_1114 = l_1111 | l_1113;
l_mut_440 = l_1114;
}
const uint l_1115 = l_1096 >> l_1097;
l_mut_439 = l_mut_440;
l_mut_441 = l_1115;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_1083) {
const uint l_1116 = uint(0) - l_mut_445;
const uint l_1117 = uint(0) - l_mut_444;
const bool l_1118 = uint(0) < l_mut_445;
const uint l_1119 = uint(l_1118);
const uint l_1120 = l_1117 - l_1119;
l_mut_445 = l_1116;
l_mut_444 = l_1120;
}
const uint l_1121 = l_59 + l_mut_445;
const uint l_1122 = l_62 + l_mut_444;
const bool l_1123 = l_1121 < l_59;
const uint l_1124 = uint(l_1123);
const uint l_1125 = l_1122 + l_1124;
const uint l_1126 = l_59 * l_1080;
const uint l_1127 = __umulhi(l_59, l_1080);
const uint l_1128 = l_62 * l_1080;
const uint l_1129 = l_1127 + l_1128;
const uint l_1130 = l_64 + l_1126;
const uint l_1131 = l_67 + l_1129;
const bool l_1132 = l_1130 < l_64;
const uint l_1133 = uint(l_1132);
const uint l_1134 = l_1131 + l_1133;
l_mut_445 = uint(0);
l_mut_444 = uint(0);
const bool l_1135 = l_1080 < uint(65536);
if (l_1135) {
const uint l_1136 = l_1080 * l_1080;
const uint l_1137 = l_72 >> uint(31);
const bool l_1138 = l_1137 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1138) {
const uint l_1139 = uint(0) - l_69;
const uint l_1140 = uint(0) - l_72;
const bool l_1141 = uint(0) < l_69;
const uint l_1142 = uint(l_1141);
const uint l_1143 = l_1140 - l_1142;
l_mut_441 = l_1139;
l_mut_440 = l_1143;
}
const uint l_1144 = l_mut_441 * l_1136;
const uint l_1145 = l_mut_440 * l_1136;
const uint l_1146 = __umulhi(l_mut_441, l_1136);
const uint l_1147 = l_1146 + l_1145;
const uint l_1148 = __umulhi(l_mut_440, l_1136);
const bool l_1149 = l_1147 < l_1145;
const uint l_1150 = uint(l_1149);
const uint l_1151 = l_1148 + l_1150;
const uint l_1152 = l_9 % uint(32);
l_mut_439 = l_1144;
const bool l_1153 = l_1152 > uint(0);
if (l_1153) {
const uint l_1154 = l_1144 >> l_1152;
const uint l_1155 = uint(32) - l_1152;
const uint l_1156 = l_1147 << l_1155;
const uint l_1157 = l_1154 | l_1156;
l_mut_439 = l_1157;
}
l_mut_428 = l_1147;
const bool l_1158 = l_1152 > uint(0);
if (l_1158) {
const uint l_1159 = l_1147 >> l_1152;
const uint l_1160 = uint(32) - l_1152;
const uint l_1161 = l_1151 << l_1160;
const uint l_1162 = l_1159 | l_1161;
l_mut_428 = l_1162;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1163 = l_9 >= uint(64);
if (l_1163) {
l_mut_421 = l_1151;
l_mut_439 = uint(0);
} else {
const bool l_1164 = l_9 >= uint(32);
if (l_1164) {
l_mut_428 = l_1147;
const bool l_1165 = l_1152 > uint(0);
if (l_1165) {
const uint l_1166 = l_1147 >> l_1152;
const uint l_1167 = uint(32) - l_1152;
const uint l_1168 = l_1151 << l_1167;
const uint l_1169 = l_1166 | l_1168;
l_mut_428 = l_1169;
}
const uint l_1170 = l_1151 >> l_1152;
l_mut_421 = l_mut_428;
l_mut_439 = l_1170;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if (l_1138) {
const uint l_1171 = uint(0) - l_mut_441;
const uint l_1172 = uint(0) - l_mut_440;
const bool l_1173 = uint(0) < l_mut_441;
const uint l_1174 = uint(l_1173);
const uint l_1175 = l_1172 - l_1174;
l_mut_441 = l_1171;
l_mut_440 = l_1175;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
const uint l_1176 = l_72 >> uint(31);
const bool l_1177 = l_1176 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1177) {
const uint l_1178 = uint(0) - l_69;
const uint l_1179 = uint(0) - l_72;
const bool l_1180 = uint(0) < l_69;
const uint l_1181 = uint(l_1180);
const uint l_1182 = l_1179 - l_1181;
l_mut_441 = l_1178;
l_mut_440 = l_1182;
}
const uint l_1183 = l_mut_441 * l_1080;
const uint l_1184 = l_mut_440 * l_1080;
const uint l_1185 = __umulhi(l_mut_441, l_1080);
const uint l_1186 = l_1185 + l_1184;
const uint l_1187 = __umulhi(l_mut_440, l_1080);
const bool l_1188 = l_1186 < l_1184;
const uint l_1189 = uint(l_1188);
const uint l_1190 = l_1187 + l_1189;
const uint l_1191 = uint(0) % uint(32);
l_mut_439 = l_1183;
const bool l_1192 = l_1191 > uint(0);
if (l_1192) {
const uint l_1193 = l_1183 >> l_1191;
const uint l_1194 = uint(32) - l_1191;
const uint l_1195 = l_1186 << l_1194;
const uint l_1196 = l_1193 | l_1195;
l_mut_439 = l_1196;
}
l_mut_428 = l_1186;
const bool l_1197 = l_1191 > uint(0);
if (l_1197) {
const uint l_1198 = l_1186 >> l_1191;
const uint l_1199 = uint(32) - l_1191;
const uint l_1200 = l_1190 << l_1199;
const uint l_1201 = l_1198 | l_1200;
l_mut_428 = l_1201;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1202 = uint(0) >= uint(64);
if (l_1202) {
l_mut_421 = l_1190;
l_mut_439 = uint(0);
} else {
const bool l_1203 = uint(0) >= uint(32);
if (l_1203) {
l_mut_428 = l_1186;
const bool l_1204 = l_1191 > uint(0);
if (l_1204) {
const uint l_1205 = l_1186 >> l_1191;
const uint l_1206 = uint(32) - l_1191;
const uint l_1207 = l_1190 << l_1206;
const uint l_1208 = l_1205 | l_1207;
l_mut_428 = l_1208;
}
const uint l_1209 = l_1190 >> l_1191;
l_mut_421 = l_mut_428;
l_mut_439 = l_1209;
}
}
const uint l_1210 = l_mut_441 * l_1080;
const uint l_1211 = l_mut_440 * l_1080;
const uint l_1212 = __umulhi(l_mut_441, l_1080);
const uint l_1213 = l_1212 + l_1211;
const uint l_1214 = __umulhi(l_mut_440, l_1080);
const bool l_1215 = l_1213 < l_1211;
const uint l_1216 = uint(l_1215);
const uint l_1217 = l_1214 + l_1216;
const uint l_1218 = uint(64) % uint(32);
l_mut_428 = l_1210;
const bool l_1219 = l_1218 > uint(0);
if (l_1219) {
const uint l_1220 = l_1210 >> l_1218;
const uint l_1221 = uint(32) - l_1218;
const uint l_1222 = l_1213 << l_1221;
const uint l_1223 = l_1220 | l_1222;
l_mut_428 = l_1223;
}
l_mut_394 = l_1213;
const bool l_1224 = l_1218 > uint(0);
if (l_1224) {
const uint l_1225 = l_1213 >> l_1218;
const uint l_1226 = uint(32) - l_1218;
const uint l_1227 = l_1217 << l_1226;
const uint l_1228 = l_1225 | l_1227;
l_mut_394 = l_1228;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
const bool l_1229 = uint(64) >= uint(64);
if (l_1229) {
l_mut_388 = l_1217;
l_mut_428 = uint(0);
} else {
const bool l_1230 = uint(64) >= uint(32);
if (l_1230) {
l_mut_394 = l_1213;
const bool l_1231 = l_1218 > uint(0);
if (l_1231) {
const uint l_1232 = l_1213 >> l_1218;
const uint l_1233 = uint(32) - l_1218;
const uint l_1234 = l_1217 << l_1233;
const uint l_1235 = l_1232 | l_1234;
l_mut_394 = l_1235;
}
const uint l_1236 = l_1217 >> l_1218;
l_mut_388 = l_mut_394;
l_mut_428 = l_1236;
}
}
const uint l_1237 = l_mut_421 * l_1080;
const uint l_1238 = l_mut_439 * l_1080;
const uint l_1239 = __umulhi(l_mut_421, l_1080);
const uint l_1240 = l_1239 + l_1238;
const uint l_1241 = __umulhi(l_mut_439, l_1080);
const bool l_1242 = l_1240 < l_1238;
const uint l_1243 = uint(l_1242);
const uint l_1244 = l_1241 + l_1243;
const uint l_1245 = uint(0) % uint(32);
l_mut_441 = l_1237;
const bool l_1246 = l_1245 > uint(0);
if (l_1246) {
const uint l_1247 = l_1237 >> l_1245;
const uint l_1248 = uint(32) - l_1245;
const uint l_1249 = l_1240 << l_1248;
const uint l_1250 = l_1247 | l_1249;
l_mut_441 = l_1250;
}
l_mut_440 = l_1240;
const bool l_1251 = l_1245 > uint(0);
if (l_1251) {
const uint l_1252 = l_1240 >> l_1245;
const uint l_1253 = uint(32) - l_1245;
const uint l_1254 = l_1244 << l_1253;
const uint l_1255 = l_1252 | l_1254;
l_mut_440 = l_1255;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1256 = uint(0) >= uint(64);
if (l_1256) {
l_mut_394 = l_1244;
l_mut_441 = uint(0);
} else {
const bool l_1257 = uint(0) >= uint(32);
if (l_1257) {
l_mut_440 = l_1240;
const bool l_1258 = l_1245 > uint(0);
if (l_1258) {
const uint l_1259 = l_1240 >> l_1245;
const uint l_1260 = uint(32) - l_1245;
const uint l_1261 = l_1244 << l_1260;
const uint l_1262 = l_1259 | l_1261;
l_mut_440 = l_1262;
}
const uint l_1263 = l_1244 >> l_1245;
l_mut_394 = l_mut_440;
l_mut_441 = l_1263;
}
}
const uint l_1264 = l_mut_421 * l_1080;
const uint l_1265 = l_mut_439 * l_1080;
const uint l_1266 = __umulhi(l_mut_421, l_1080);
const uint l_1267 = l_1266 + l_1265;
const uint l_1268 = __umulhi(l_mut_439, l_1080);
const bool l_1269 = l_1267 < l_1265;
const uint l_1270 = uint(l_1269);
const uint l_1271 = l_1268 + l_1270;
const uint l_1272 = uint(64) % uint(32);
l_mut_440 = l_1264;
const bool l_1273 = l_1272 > uint(0);
if (l_1273) {
const uint l_1274 = l_1264 >> l_1272;
const uint l_1275 = uint(32) - l_1272;
const uint l_1276 = l_1267 << l_1275;
const uint l_1277 = l_1274 | l_1276;
l_mut_440 = l_1277;
}
l_mut_382 = l_1267;
const bool l_1278 = l_1272 > uint(0);
if (l_1278) {
const uint l_1279 = l_1267 >> l_1272;
const uint l_1280 = uint(32) - l_1272;
const uint l_1281 = l_1271 << l_1280;
const uint l_1282 = l_1279 | l_1281;
l_mut_382 = l_1282;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
const bool l_1283 = uint(64) >= uint(64);
if (l_1283) {
l_mut_275 = l_1271;
l_mut_440 = uint(0);
} else {
const bool l_1284 = uint(64) >= uint(32);
if (l_1284) {
l_mut_382 = l_1267;
const bool l_1285 = l_1272 > uint(0);
if (l_1285) {
const uint l_1286 = l_1267 >> l_1272;
const uint l_1287 = uint(32) - l_1272;
const uint l_1288 = l_1271 << l_1287;
const uint l_1289 = l_1286 | l_1288;
l_mut_382 = l_1289;
}
const uint l_1290 = l_1271 >> l_1272;
l_mut_275 = l_mut_382;
l_mut_440 = l_1290;
}
}
const uint l_1291 = l_mut_388 * l_1080;
const uint l_1292 = __umulhi(l_mut_388, l_1080);
const uint l_1293 = l_mut_428 * l_1080;
const uint l_1294 = l_1292 + l_1293;
const uint l_1295 = l_mut_275 + l_1291;
const uint l_1296 = l_mut_440 + l_1294;
const bool l_1297 = l_1295 < l_mut_275;
const uint l_1298 = uint(l_1297);
const uint l_1299 = l_1296 + l_1298;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
const bool l_1300 = l_9 == uint(64);
if (l_1300) {
l_mut_445 = l_1295;
l_mut_444 = l_1299;
} else {
const bool l_1301 = l_9 > uint(0);
if (l_1301) {
const uint l_1302 = uint(64) - l_9;
l_mut_440 = l_1295;
l_mut_439 = l_1299;
const bool l_1303 = l_1302 >= uint(32);
if (l_1303) {
const uint l_1304 = l_1302 & uint(31);
const uint l_1305 = l_1295 << l_1304;
l_mut_440 = uint(0);
l_mut_439 = l_1305;
} else {
const bool l_1306 = l_1302 > uint(0);
if (l_1306) {
const uint l_1307 = l_1295 << l_1302;
const uint l_1308 = l_1299 << l_1302;
const uint l_1309 = uint(32) - l_1302;
const uint l_1310 = l_1295 >> l_1309;
const uint l_1311 = l_1308 | l_1310;
l_mut_440 = l_1307;
l_mut_439 = l_1311;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
const bool l_1312 = l_9 >= uint(32);
if (l_1312) {
const uint l_1313 = l_9 & uint(31);
const uint l_1314 = l_mut_441 >> l_1313;
l_mut_428 = l_1314;
l_mut_421 = uint(0);
} else {
const bool l_1315 = l_9 > uint(0);
if (l_1315) {
l_mut_388 = l_mut_394;
const bool l_1316 = l_9 > uint(0);
if (l_1316) {
const uint l_1317 = l_mut_394 >> l_9;
const uint l_1318 = uint(32) - l_9;
const uint l_1319 = l_mut_441 << l_1318;
const uint l_1320 = l_1317 | l_1319;
l_mut_388 = l_1320;
}
const uint l_1321 = l_mut_441 >> l_9;
l_mut_428 = l_mut_388;
l_mut_421 = l_1321;
}
}
const uint l_1322 = l_mut_440 + l_mut_428;
const uint l_1323 = l_mut_439 + l_mut_421;
const bool l_1324 = l_1322 < l_mut_440;
const uint l_1325 = uint(l_1324);
const uint l_1326 = l_1323 + l_1325;
l_mut_445 = l_1322;
l_mut_444 = l_1326;
}
}
if (l_1177) {
const uint l_1327 = uint(0) - l_mut_445;
const uint l_1328 = uint(0) - l_mut_444;
const bool l_1329 = uint(0) < l_mut_445;
const uint l_1330 = uint(l_1329);
const uint l_1331 = l_1328 - l_1330;
l_mut_445 = l_1327;
l_mut_444 = l_1331;
}
}
const uint l_1332 = l_1130 + l_mut_445;
const uint l_1333 = l_1134 + l_mut_444;
const bool l_1334 = l_1332 < l_1130;
const uint l_1335 = uint(l_1334);
const uint l_1336 = l_1333 + l_1335;
const uint l_1337 = l_72 >> uint(31);
const bool l_1338 = l_1337 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1338) {
const uint l_1339 = uint(0) - l_69;
const uint l_1340 = uint(0) - l_72;
const bool l_1341 = uint(0) < l_69;
const uint l_1342 = uint(l_1341);
const uint l_1343 = l_1340 - l_1342;
l_mut_445 = l_1339;
l_mut_444 = l_1343;
}
const uint l_1344 = l_mut_445 * l_1079;
const uint l_1345 = l_mut_444 * l_1079;
const uint l_1346 = __umulhi(l_mut_445, l_1079);
const uint l_1347 = l_1346 + l_1345;
const uint l_1348 = __umulhi(l_mut_444, l_1079);
const bool l_1349 = l_1347 < l_1345;
const uint l_1350 = uint(l_1349);
const uint l_1351 = l_1348 + l_1350;
const uint l_1352 = l_9 % uint(32);
l_mut_441 = l_1344;
const bool l_1353 = l_1352 > uint(0);
if (l_1353) {
const uint l_1354 = l_1344 >> l_1352;
const uint l_1355 = uint(32) - l_1352;
const uint l_1356 = l_1347 << l_1355;
const uint l_1357 = l_1354 | l_1356;
l_mut_441 = l_1357;
}
l_mut_440 = l_1347;
const bool l_1358 = l_1352 > uint(0);
if (l_1358) {
const uint l_1359 = l_1347 >> l_1352;
const uint l_1360 = uint(32) - l_1352;
const uint l_1361 = l_1351 << l_1360;
const uint l_1362 = l_1359 | l_1361;
l_mut_440 = l_1362;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1363 = l_9 >= uint(64);
if (l_1363) {
l_mut_439 = l_1351;
l_mut_441 = uint(0);
} else {
const bool l_1364 = l_9 >= uint(32);
if (l_1364) {
l_mut_440 = l_1347;
const bool l_1365 = l_1352 > uint(0);
if (l_1365) {
const uint l_1366 = l_1347 >> l_1352;
const uint l_1367 = uint(32) - l_1352;
const uint l_1368 = l_1351 << l_1367;
const uint l_1369 = l_1366 | l_1368;
l_mut_440 = l_1369;
}
const uint l_1370 = l_1351 >> l_1352;
l_mut_439 = l_mut_440;
l_mut_441 = l_1370;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_1338) {
const uint l_1371 = uint(0) - l_mut_445;
const uint l_1372 = uint(0) - l_mut_444;
const bool l_1373 = uint(0) < l_mut_445;
const uint l_1374 = uint(l_1373);
const uint l_1375 = l_1372 - l_1374;
l_mut_445 = l_1371;
l_mut_444 = l_1375;
}
const uint l_1376 = l_1121 + l_mut_445;
const uint l_1377 = l_1125 + l_mut_444;
const bool l_1378 = l_1376 < l_1121;
const uint l_1379 = uint(l_1378);
const uint l_1380 = l_1377 + l_1379;
const uint l_1381 = l_9 + uint(3);
l_mut_445 = uint(0);
l_mut_444 = uint(0);
const bool l_1382 = l_1079 < uint(65536);
if (l_1382) {
const uint l_1383 = l_1079 * l_1079;
const uint l_1384 = l_72 >> uint(31);
const bool l_1385 = l_1384 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1385) {
const uint l_1386 = uint(0) - l_69;
const uint l_1387 = uint(0) - l_72;
const bool l_1388 = uint(0) < l_69;
const uint l_1389 = uint(l_1388);
const uint l_1390 = l_1387 - l_1389;
l_mut_441 = l_1386;
l_mut_440 = l_1390;
}
const uint l_1391 = l_mut_441 * l_1383;
const uint l_1392 = l_mut_440 * l_1383;
const uint l_1393 = __umulhi(l_mut_441, l_1383);
const uint l_1394 = l_1393 + l_1392;
const uint l_1395 = __umulhi(l_mut_440, l_1383);
const bool l_1396 = l_1394 < l_1392;
const uint l_1397 = uint(l_1396);
const uint l_1398 = l_1395 + l_1397;
const uint l_1399 = l_1381 % uint(32);
l_mut_439 = l_1391;
const bool l_1400 = l_1399 > uint(0);
if (l_1400) {
const uint l_1401 = l_1391 >> l_1399;
const uint l_1402 = uint(32) - l_1399;
const uint l_1403 = l_1394 << l_1402;
const uint l_1404 = l_1401 | l_1403;
l_mut_439 = l_1404;
}
l_mut_428 = l_1394;
const bool l_1405 = l_1399 > uint(0);
if (l_1405) {
const uint l_1406 = l_1394 >> l_1399;
const uint l_1407 = uint(32) - l_1399;
const uint l_1408 = l_1398 << l_1407;
const uint l_1409 = l_1406 | l_1408;
l_mut_428 = l_1409;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1410 = l_1381 >= uint(64);
if (l_1410) {
l_mut_421 = l_1398;
l_mut_439 = uint(0);
} else {
const bool l_1411 = l_1381 >= uint(32);
if (l_1411) {
l_mut_428 = l_1394;
const bool l_1412 = l_1399 > uint(0);
if (l_1412) {
const uint l_1413 = l_1394 >> l_1399;
const uint l_1414 = uint(32) - l_1399;
const uint l_1415 = l_1398 << l_1414;
const uint l_1416 = l_1413 | l_1415;
l_mut_428 = l_1416;
}
const uint l_1417 = l_1398 >> l_1399;
l_mut_421 = l_mut_428;
l_mut_439 = l_1417;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if (l_1385) {
const uint l_1418 = uint(0) - l_mut_441;
const uint l_1419 = uint(0) - l_mut_440;
const bool l_1420 = uint(0) < l_mut_441;
const uint l_1421 = uint(l_1420);
const uint l_1422 = l_1419 - l_1421;
l_mut_441 = l_1418;
l_mut_440 = l_1422;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
const uint l_1423 = l_72 >> uint(31);
const bool l_1424 = l_1423 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1424) {
const uint l_1425 = uint(0) - l_69;
const uint l_1426 = uint(0) - l_72;
const bool l_1427 = uint(0) < l_69;
const uint l_1428 = uint(l_1427);
const uint l_1429 = l_1426 - l_1428;
l_mut_441 = l_1425;
l_mut_440 = l_1429;
}
const uint l_1430 = l_mut_441 * l_1079;
const uint l_1431 = l_mut_440 * l_1079;
const uint l_1432 = __umulhi(l_mut_441, l_1079);
const uint l_1433 = l_1432 + l_1431;
const uint l_1434 = __umulhi(l_mut_440, l_1079);
const bool l_1435 = l_1433 < l_1431;
const uint l_1436 = uint(l_1435);
const uint l_1437 = l_1434 + l_1436;
const uint l_1438 = uint(0) % uint(32);
l_mut_439 = l_1430;
const bool l_1439 = l_1438 > uint(0);
if (l_1439) {
const uint l_1440 = l_1430 >> l_1438;
const uint l_1441 = uint(32) - l_1438;
const uint l_1442 = l_1433 << l_1441;
const uint l_1443 = l_1440 | l_1442;
l_mut_439 = l_1443;
}
l_mut_428 = l_1433;
const bool l_1444 = l_1438 > uint(0);
if (l_1444) {
const uint l_1445 = l_1433 >> l_1438;
const uint l_1446 = uint(32) - l_1438;
const uint l_1447 = l_1437 << l_1446;
const uint l_1448 = l_1445 | l_1447;
l_mut_428 = l_1448;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1449 = uint(0) >= uint(64);
if (l_1449) {
l_mut_421 = l_1437;
l_mut_439 = uint(0);
} else {
const bool l_1450 = uint(0) >= uint(32);
if (l_1450) {
l_mut_428 = l_1433;
const bool l_1451 = l_1438 > uint(0);
if (l_1451) {
const uint l_1452 = l_1433 >> l_1438;
const uint l_1453 = uint(32) - l_1438;
const uint l_1454 = l_1437 << l_1453;
const uint l_1455 = l_1452 | l_1454;
l_mut_428 = l_1455;
}
const uint l_1456 = l_1437 >> l_1438;
l_mut_421 = l_mut_428;
l_mut_439 = l_1456;
}
}
const uint l_1457 = l_mut_441 * l_1079;
const uint l_1458 = l_mut_440 * l_1079;
const uint l_1459 = __umulhi(l_mut_441, l_1079);
const uint l_1460 = l_1459 + l_1458;
const uint l_1461 = __umulhi(l_mut_440, l_1079);
const bool l_1462 = l_1460 < l_1458;
const uint l_1463 = uint(l_1462);
const uint l_1464 = l_1461 + l_1463;
const uint l_1465 = uint(64) % uint(32);
l_mut_428 = l_1457;
const bool l_1466 = l_1465 > uint(0);
if (l_1466) {
const uint l_1467 = l_1457 >> l_1465;
const uint l_1468 = uint(32) - l_1465;
const uint l_1469 = l_1460 << l_1468;
const uint l_1470 = l_1467 | l_1469;
l_mut_428 = l_1470;
}
l_mut_394 = l_1460;
const bool l_1471 = l_1465 > uint(0);
if (l_1471) {
const uint l_1472 = l_1460 >> l_1465;
const uint l_1473 = uint(32) - l_1465;
const uint l_1474 = l_1464 << l_1473;
const uint l_1475 = l_1472 | l_1474;
l_mut_394 = l_1475;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
const bool l_1476 = uint(64) >= uint(64);
if (l_1476) {
l_mut_388 = l_1464;
l_mut_428 = uint(0);
} else {
const bool l_1477 = uint(64) >= uint(32);
if (l_1477) {
l_mut_394 = l_1460;
const bool l_1478 = l_1465 > uint(0);
if (l_1478) {
const uint l_1479 = l_1460 >> l_1465;
const uint l_1480 = uint(32) - l_1465;
const uint l_1481 = l_1464 << l_1480;
const uint l_1482 = l_1479 | l_1481;
l_mut_394 = l_1482;
}
const uint l_1483 = l_1464 >> l_1465;
l_mut_388 = l_mut_394;
l_mut_428 = l_1483;
}
}
const uint l_1484 = l_mut_421 * l_1079;
const uint l_1485 = l_mut_439 * l_1079;
const uint l_1486 = __umulhi(l_mut_421, l_1079);
const uint l_1487 = l_1486 + l_1485;
const uint l_1488 = __umulhi(l_mut_439, l_1079);
const bool l_1489 = l_1487 < l_1485;
const uint l_1490 = uint(l_1489);
const uint l_1491 = l_1488 + l_1490;
const uint l_1492 = uint(0) % uint(32);
l_mut_441 = l_1484;
const bool l_1493 = l_1492 > uint(0);
if (l_1493) {
const uint l_1494 = l_1484 >> l_1492;
const uint l_1495 = uint(32) - l_1492;
const uint l_1496 = l_1487 << l_1495;
const uint l_1497 = l_1494 | l_1496;
l_mut_441 = l_1497;
}
l_mut_440 = l_1487;
const bool l_1498 = l_1492 > uint(0);
if (l_1498) {
const uint l_1499 = l_1487 >> l_1492;
const uint l_1500 = uint(32) - l_1492;
const uint l_1501 = l_1491 << l_1500;
const uint l_1502 = l_1499 | l_1501;
l_mut_440 = l_1502;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1503 = uint(0) >= uint(64);
if (l_1503) {
l_mut_394 = l_1491;
l_mut_441 = uint(0);
} else {
const bool l_1504 = uint(0) >= uint(32);
if (l_1504) {
l_mut_440 = l_1487;
const bool l_1505 = l_1492 > uint(0);
if (l_1505) {
const uint l_1506 = l_1487 >> l_1492;
const uint l_1507 = uint(32) - l_1492;
const uint l_1508 = l_1491 << l_1507;
const uint l_1509 = l_1506 | l_1508;
l_mut_440 = l_1509;
}
const uint l_1510 = l_1491 >> l_1492;
l_mut_394 = l_mut_440;
l_mut_441 = l_1510;
}
}
const uint l_1511 = l_mut_421 * l_1079;
const uint l_1512 = l_mut_439 * l_1079;
const uint l_1513 = __umulhi(l_mut_421, l_1079);
const uint l_1514 = l_1513 + l_1512;
const uint l_1515 = __umulhi(l_mut_439, l_1079);
const bool l_1516 = l_1514 < l_1512;
const uint l_1517 = uint(l_1516);
const uint l_1518 = l_1515 + l_1517;
const uint l_1519 = uint(64) % uint(32);
l_mut_440 = l_1511;
const bool l_1520 = l_1519 > uint(0);
if (l_1520) {
const uint l_1521 = l_1511 >> l_1519;
const uint l_1522 = uint(32) - l_1519;
const uint l_1523 = l_1514 << l_1522;
const uint l_1524 = l_1521 | l_1523;
l_mut_440 = l_1524;
}
l_mut_382 = l_1514;
const bool l_1525 = l_1519 > uint(0);
if (l_1525) {
const uint l_1526 = l_1514 >> l_1519;
const uint l_1527 = uint(32) - l_1519;
const uint l_1528 = l_1518 << l_1527;
const uint l_1529 = l_1526 | l_1528;
l_mut_382 = l_1529;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
const bool l_1530 = uint(64) >= uint(64);
if (l_1530) {
l_mut_275 = l_1518;
l_mut_440 = uint(0);
} else {
const bool l_1531 = uint(64) >= uint(32);
if (l_1531) {
l_mut_382 = l_1514;
const bool l_1532 = l_1519 > uint(0);
if (l_1532) {
const uint l_1533 = l_1514 >> l_1519;
const uint l_1534 = uint(32) - l_1519;
const uint l_1535 = l_1518 << l_1534;
const uint l_1536 = l_1533 | l_1535;
l_mut_382 = l_1536;
}
const uint l_1537 = l_1518 >> l_1519;
l_mut_275 = l_mut_382;
l_mut_440 = l_1537;
}
}
const uint l_1538 = l_mut_388 * l_1079;
const uint l_1539 = __umulhi(l_mut_388, l_1079);
const uint l_1540 = l_mut_428 * l_1079;
const uint l_1541 = l_1539 + l_1540;
const uint l_1542 = l_mut_275 + l_1538;
const uint l_1543 = l_mut_440 + l_1541;
const bool l_1544 = l_1542 < l_mut_275;
const uint l_1545 = uint(l_1544);
const uint l_1546 = l_1543 + l_1545;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
const bool l_1547 = l_1381 == uint(64);
if (l_1547) {
l_mut_445 = l_1542;
l_mut_444 = l_1546;
} else {
const bool l_1548 = l_1381 > uint(0);
if (l_1548) {
const uint l_1549 = uint(64) - l_1381;
l_mut_440 = l_1542;
l_mut_439 = l_1546;
const bool l_1550 = l_1549 >= uint(32);
if (l_1550) {
const uint l_1551 = l_1549 & uint(31);
const uint l_1552 = l_1542 << l_1551;
l_mut_440 = uint(0);
l_mut_439 = l_1552;
} else {
const bool l_1553 = l_1549 > uint(0);
if (l_1553) {
const uint l_1554 = l_1542 << l_1549;
const uint l_1555 = l_1546 << l_1549;
const uint l_1556 = uint(32) - l_1549;
const uint l_1557 = l_1542 >> l_1556;
const uint l_1558 = l_1555 | l_1557;
l_mut_440 = l_1554;
l_mut_439 = l_1558;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
const bool l_1559 = l_1381 >= uint(32);
if (l_1559) {
const uint l_1560 = l_1381 & uint(31);
const uint l_1561 = l_mut_441 >> l_1560;
l_mut_428 = l_1561;
l_mut_421 = uint(0);
} else {
const bool l_1562 = l_1381 > uint(0);
if (l_1562) {
l_mut_388 = l_mut_394;
const bool l_1563 = l_1381 > uint(0);
if (l_1563) {
const uint l_1564 = l_mut_394 >> l_1381;
const uint l_1565 = uint(32) - l_1381;
const uint l_1566 = l_mut_441 << l_1565;
const uint l_1567 = l_1564 | l_1566;
l_mut_388 = l_1567;
}
const uint l_1568 = l_mut_441 >> l_1381;
l_mut_428 = l_mut_388;
l_mut_421 = l_1568;
}
}
const uint l_1569 = l_mut_440 + l_mut_428;
const uint l_1570 = l_mut_439 + l_mut_421;
const bool l_1571 = l_1569 < l_mut_440;
const uint l_1572 = uint(l_1571);
const uint l_1573 = l_1570 + l_1572;
l_mut_445 = l_1569;
l_mut_444 = l_1573;
}
}
if (l_1424) {
const uint l_1574 = uint(0) - l_mut_445;
const uint l_1575 = uint(0) - l_mut_444;
const bool l_1576 = uint(0) < l_mut_445;
const uint l_1577 = uint(l_1576);
const uint l_1578 = l_1575 - l_1577;
l_mut_445 = l_1574;
l_mut_444 = l_1578;
}
}
const uint l_1579 = l_1332 - l_mut_445;
const uint l_1580 = l_1336 - l_mut_444;
const bool l_1581 = l_1332 < l_mut_445;
const uint l_1582 = uint(l_1581);
const uint l_1583 = l_1580 - l_1582;
const uint l_1584 = l_1579 + l_19;
const uint l_1585 = l_1583 + l_22;
const bool l_1586 = l_1584 < l_1579;
const uint l_1587 = uint(l_1586);
const uint l_1588 = l_1585 + l_1587;
const uint l_1589 = uint(0) - l_1376;
const uint l_1590 = uint(0) - l_1380;
const bool l_1591 = uint(0) < l_1376;
const uint l_1592 = uint(l_1591);
const uint l_1593 = l_1590 - l_1592;
const uint l_1594 = l_19 + l_19;
const uint l_1595 = l_22 + l_22;
const bool l_1596 = l_1594 < l_19;
const uint l_1597 = uint(l_1596);
const uint l_1598 = l_1595 + l_1597;
l_mut_445 = l_1589;
l_mut_444 = l_1593;
const uint l_1599 = uint(0) - l_1589;
const uint l_1600 = uint(0) - l_1593;
const bool l_1601 = uint(0) < l_1589;
const uint l_1602 = uint(l_1601);
const uint l_1603 = l_1600 - l_1602;
l_mut_441 = l_1599;
l_mut_440 = l_1603;
l_mut_439 = l_1584;
l_mut_428 = l_1588;
l_mut_421 = uint(1);
l_mut_394 = uint(1);
l_mut_645 = bool(false);
const bool l_1604 = l_mut_428 < l_1598;
const bool l_1605 = l_mut_428 == l_1598;
const bool l_1606 = l_mut_439 < l_1594;
const bool l_1607 = l_1605 && l_1606;
const bool l_1608 = l_1604 || l_1607;
const bool l_1609 = !l_1608;
l_mut_628 = l_1609;
const uint l_1610 = l_1589 | l_1593;
const bool l_1611 = l_1610 == uint(0);
if (l_1611) {
l_mut_645 = l_mut_628;
l_mut_628 = bool(false);
}
if (l_mut_628) {
const uint l_1612 = l_1593 >> uint(31);
const bool l_1613 = l_1612 == uint(1);
l_mut_388 = l_1589;
l_mut_382 = l_1593;
if (l_1613) {
const uint l_1614 = uint(0) - l_1589;
const uint l_1615 = uint(0) - l_1593;
const bool l_1616 = uint(0) < l_1589;
const uint l_1617 = uint(l_1616);
const uint l_1618 = l_1615 - l_1617;
l_mut_388 = l_1614;
l_mut_382 = l_1618;
}
const uint l_1619 = l_1079 - uint(1);
const uint l_1620 = l_mut_388 * l_1619;
const uint l_1621 = __umulhi(l_mut_388, l_1619);
const uint l_1622 = l_mut_382 * l_1619;
const uint l_1623 = l_1621 + l_1622;
l_mut_275 = uint(0);
const uint l_1624 = l_1079 - uint(1);
const uint l_1625 = l_mut_388 * l_1624;
const uint l_1626 = l_mut_382 * l_1624;
const uint l_1627 = __umulhi(l_mut_388, l_1624);
const uint l_1628 = l_1627 + l_1626;
const uint l_1629 = __umulhi(l_mut_382, l_1624);
const bool l_1630 = l_1628 < l_1626;
const uint l_1631 = uint(l_1630);
const uint l_1632 = l_1629 + l_1631;
const uint l_1633 = uint(64) % uint(32);
l_mut_269 = l_1625;
const bool l_1634 = l_1633 > uint(0);
if (l_1634) {
const uint l_1635 = l_1625 >> l_1633;
const uint l_1636 = uint(32) - l_1633;
const uint l_1637 = l_1628 << l_1636;
const uint l_1638 = l_1635 | l_1637;
l_mut_269 = l_1638;
}
l_mut_219 = l_1628;
const bool l_1639 = l_1633 > uint(0);
if (l_1639) {
const uint l_1640 = l_1628 >> l_1633;
const uint l_1641 = uint(32) - l_1633;
const uint l_1642 = l_1632 << l_1641;
const uint l_1643 = l_1640 | l_1642;
l_mut_219 = l_1643;
}
l_mut_213 = l_mut_269;
l_mut_269 = l_mut_219;
const bool l_1644 = uint(64) >= uint(64);
if (l_1644) {
l_mut_213 = l_1632;
l_mut_269 = uint(0);
} else {
const bool l_1645 = uint(64) >= uint(32);
if (l_1645) {
l_mut_219 = l_1628;
const bool l_1646 = l_1633 > uint(0);
if (l_1646) {
const uint l_1647 = l_1628 >> l_1633;
const uint l_1648 = uint(32) - l_1633;
const uint l_1649 = l_1632 << l_1648;
const uint l_1650 = l_1647 | l_1649;
l_mut_219 = l_1650;
}
const uint l_1651 = l_1632 >> l_1633;
l_mut_213 = l_mut_219;
l_mut_269 = l_1651;
}
}
const uint l_1652 = l_mut_213 | l_mut_269;
const bool l_1653 = l_1652 == uint(0);
if (l_1653) {
l_mut_269 = l_1584;
l_mut_219 = l_1588;
if (l_1613) {
const uint l_1654 = uint(0) - l_1584;
const uint l_1655 = uint(0) - l_1588;
const bool l_1656 = uint(0) < l_1584;
const uint l_1657 = uint(l_1656);
const uint l_1658 = l_1655 - l_1657;
const uint l_1659 = l_1584 | l_1588;
const bool l_1660 = l_1659 == uint(0);
const bool l_1661 = !l_1660;
const bool l_1662 = l_1623 < l_1658;
const bool l_1663 = l_1623 == l_1658;
const bool l_1664 = l_1620 < l_1654;
const bool l_1665 = l_1663 && l_1664;
const bool l_1666 = l_1662 || l_1665;
const bool l_1667 = !l_1666;
const bool l_1668 = l_1661 && l_1667;
if (l_1668) {
const uint l_1669 = l_1079 - uint(1);
l_mut_213 = l_1654;
l_mut_151 = l_1658;
const bool l_1670 = l_1658 < l_mut_382;
const bool l_1671 = l_1658 == l_mut_382;
const bool l_1672 = l_1654 < l_mut_388;
const bool l_1673 = l_1671 && l_1672;
const bool l_1674 = l_1670 || l_1673;
const bool l_1675 = !l_1674;
if (l_1675) {
l_mut_145 = uint(0);
const bool l_1676 = l_mut_382 < l_1658;
const bool l_1677 = l_mut_382 == l_1658;
const bool l_1678 = l_mut_388 < l_1654;
const bool l_1679 = l_1677 && l_1678;
const bool l_1680 = l_1676 || l_1679;
if (l_1680) {
const uint l_1681 = l_1654 - uint(1);
const uint l_1682 = l_1658 - uint(0);
const bool l_1683 = l_1654 < uint(1);
const uint l_1684 = uint(l_1683);
const uint l_1685 = l_1682 - l_1684;
l_mut_102 = l_1681;
l_mut_96 = l_1685;
l_mut_90 = uint(0);

for (uint l_mut_1686 = uint(0); l_mut_1686 < uint(20); ++l_mut_1686) {
const uint l_1687 = uint(19) - l_mut_1686;
l_mut_75 = l_mut_102;
l_mut_40 = l_mut_96;
const bool l_1688 = l_1687 >= uint(32);
if (l_1688) {
const uint l_1689 = l_1687 & uint(31);
const uint l_1690 = l_mut_96 >> l_1689;
l_mut_75 = l_1690;
l_mut_40 = uint(0);
} else {
const bool l_1691 = l_1687 > uint(0);
if (l_1691) {
l_mut_1692 = l_mut_102;
const bool l_1693 = l_1687 > uint(0);
if (l_1693) {
const uint l_1694 = l_mut_102 >> l_1687;
const uint l_1695 = uint(32) - l_1687;
const uint l_1696 = l_mut_96 << l_1695;
const uint l_1697 = l_1694 | l_1696;
l_mut_1692 = l_1697;
}
const uint l_1698 = l_mut_96 >> l_1687;
l_mut_75 = l_mut_1692;
l_mut_40 = l_1698;
}
}
const bool l_1699 = l_mut_40 < l_mut_382;
const bool l_1700 = l_mut_40 == l_mut_382;
const bool l_1701 = l_mut_75 < l_mut_388;
const bool l_1702 = l_1700 && l_1701;
const bool l_1703 = l_1699 || l_1702;
const bool l_1704 = !l_1703;
if (l_1704) {
l_mut_1692 = l_mut_388;
l_mut_75 = l_mut_382;
const bool l_1705 = l_1687 >= uint(32);
if (l_1705) {
const uint l_1706 = l_1687 & uint(31);
const uint l_1707 = l_mut_388 << l_1706;
l_mut_1692 = uint(0);
l_mut_75 = l_1707;
} else {
const bool l_1708 = l_1687 > uint(0);
if (l_1708) {
const uint l_1709 = l_mut_388 << l_1687;
const uint l_1710 = l_mut_382 << l_1687;
const uint l_1711 = uint(32) - l_1687;
const uint l_1712 = l_mut_388 >> l_1711;
const uint l_1713 = l_1710 | l_1712;
l_mut_1692 = l_1709;
l_mut_75 = l_1713;
}
}
const uint l_1714 = l_mut_102 - l_mut_1692;
const uint l_1715 = l_mut_96 - l_mut_75;
const bool l_1716 = l_mut_102 < l_mut_1692;
const uint l_1717 = uint(l_1716);
const uint l_1718 = l_1715 - l_1717;
l_mut_102 = l_1714;
l_mut_96 = l_1718;
const uint l_1719 = uint(1) << l_1687;
l_mut_90 = l_mut_90 | l_1719;
}
}
const uint l_1720 = min(l_mut_90, l_1669);
l_mut_1692 = l_1720;
const bool l_1721 = l_mut_96 < l_mut_382;
const bool l_1722 = l_mut_96 == l_mut_382;
const bool l_1723 = l_mut_102 < l_mut_388;
const bool l_1724 = l_1722 && l_1723;
const bool l_1725 = l_1721 || l_1724;
const bool l_1726 = !l_1725;
if (l_1726) {
l_mut_1692 = l_1669;
}
l_mut_145 = l_mut_1692;
}
const uint l_1727 = l_mut_388 * l_mut_145;
const uint l_1728 = __umulhi(l_mut_388, l_mut_145);
const uint l_1729 = l_mut_382 * l_mut_145;
const uint l_1730 = l_1728 + l_1729;
const uint l_1731 = l_1654 - l_1727;
const uint l_1732 = l_1658 - l_1730;
const bool l_1733 = l_1654 < l_1727;
const uint l_1734 = uint(l_1733);
const uint l_1735 = l_1732 - l_1734;
l_mut_213 = l_1731;
l_mut_151 = l_1735;
const bool l_1736 = l_mut_151 < l_mut_382;
const bool l_1737 = l_mut_151 == l_mut_382;
const bool l_1738 = l_mut_213 < l_mut_388;
const bool l_1739 = l_1737 && l_1738;
const bool l_1740 = l_1736 || l_1739;
const bool l_1741 = !l_1740;
if (l_1741) {
const uint l_1742 = l_mut_213 - l_mut_388;
const uint l_1743 = l_mut_151 - l_mut_382;
const bool l_1744 = l_mut_213 < l_mut_388;
const uint l_1745 = uint(l_1744);
const uint l_1746 = l_1743 - l_1745;
l_mut_213 = l_1742;
l_mut_151 = l_1746;
}
}
const uint l_1747 = l_mut_388 - l_mut_213;
const uint l_1748 = l_mut_382 - l_mut_151;
const bool l_1749 = l_mut_388 < l_mut_213;
const uint l_1750 = uint(l_1749);
const uint l_1751 = l_1748 - l_1750;
l_mut_1692 = l_1747;
l_mut_213 = l_1751;
const bool l_1752 = l_1751 < l_mut_382;
const bool l_1753 = l_1751 == l_mut_382;
const bool l_1754 = l_1747 < l_mut_388;
const bool l_1755 = l_1753 && l_1754;
const bool l_1756 = l_1752 || l_1755;
const bool l_1757 = !l_1756;
if (l_1757) {
const uint l_1758 = l_1747 - l_mut_388;
const uint l_1759 = l_1751 - l_mut_382;
const bool l_1760 = l_1747 < l_mut_388;
const uint l_1761 = uint(l_1760);
const uint l_1762 = l_1759 - l_1761;
l_mut_1692 = l_1758;
l_mut_213 = l_1762;
}
const bool l_1763 = l_mut_213 < l_mut_219;
const bool l_1764 = l_mut_213 == l_mut_219;
const bool l_1765 = l_mut_1692 < l_mut_269;
const bool l_1766 = l_1764 && l_1765;
const bool l_1767 = l_1763 || l_1766;
if (l_1767) {
l_mut_269 = l_mut_1692;
l_mut_219 = l_mut_213;
}
}
} else {
const uint l_1768 = l_1584 - l_1620;
const uint l_1769 = l_1588 - l_1623;
const bool l_1770 = l_1584 < l_1620;
const uint l_1771 = uint(l_1770);
const uint l_1772 = l_1769 - l_1771;
l_mut_269 = l_1768;
l_mut_219 = l_1772;
const bool l_1773 = l_1588 < l_1623;
const bool l_1774 = l_1588 == l_1623;
const bool l_1775 = l_1584 < l_1620;
const bool l_1776 = l_1774 && l_1775;
const bool l_1777 = l_1773 || l_1776;
if (l_1777) {
const uint l_1778 = l_1079 - uint(1);
l_mut_1692 = l_1584;
l_mut_213 = l_1588;
const bool l_1779 = l_1588 < l_mut_382;
const bool l_1780 = l_1588 == l_mut_382;
const bool l_1781 = l_1584 < l_mut_388;
const bool l_1782 = l_1780 && l_1781;
const bool l_1783 = l_1779 || l_1782;
const bool l_1784 = !l_1783;
if (l_1784) {
l_mut_151 = uint(0);
const bool l_1785 = l_mut_382 < l_1588;
const bool l_1786 = l_mut_382 == l_1588;
const bool l_1787 = l_mut_388 < l_1584;
const bool l_1788 = l_1786 && l_1787;
const bool l_1789 = l_1785 || l_1788;
if (l_1789) {
const uint l_1790 = l_1584 - uint(1);
const uint l_1791 = l_1588 - uint(0);
const bool l_1792 = l_1584 < uint(1);
const uint l_1793 = uint(l_1792);
const uint l_1794 = l_1791 - l_1793;
l_mut_145 = l_1790;
l_mut_102 = l_1794;
l_mut_96 = uint(0);

for (uint l_mut_1795 = uint(0); l_mut_1795 < uint(20); ++l_mut_1795) {
const uint l_1796 = uint(19) - l_mut_1795;
l_mut_90 = l_mut_145;
l_mut_75 = l_mut_102;
const bool l_1797 = l_1796 >= uint(32);
if (l_1797) {
const uint l_1798 = l_1796 & uint(31);
const uint l_1799 = l_mut_102 >> l_1798;
l_mut_90 = l_1799;
l_mut_75 = uint(0);
} else {
const bool l_1800 = l_1796 > uint(0);
if (l_1800) {
l_mut_40 = l_mut_145;
const bool l_1801 = l_1796 > uint(0);
if (l_1801) {
const uint l_1802 = l_mut_145 >> l_1796;
const uint l_1803 = uint(32) - l_1796;
const uint l_1804 = l_mut_102 << l_1803;
const uint l_1805 = l_1802 | l_1804;
l_mut_40 = l_1805;
}
const uint l_1806 = l_mut_102 >> l_1796;
l_mut_90 = l_mut_40;
l_mut_75 = l_1806;
}
}
const bool l_1807 = l_mut_75 < l_mut_382;
const bool l_1808 = l_mut_75 == l_mut_382;
const bool l_1809 = l_mut_90 < l_mut_388;
const bool l_1810 = l_1808 && l_1809;
const bool l_1811 = l_1807 || l_1810;
const bool l_1812 = !l_1811;
if (l_1812) {
l_mut_90 = l_mut_388;
l_mut_75 = l_mut_382;
const bool l_1813 = l_1796 >= uint(32);
if (l_1813) {
const uint l_1814 = l_1796 & uint(31);
const uint l_1815 = l_mut_388 << l_1814;
l_mut_90 = uint(0);
l_mut_75 = l_1815;
} else {
const bool l_1816 = l_1796 > uint(0);
if (l_1816) {
const uint l_1817 = l_mut_388 << l_1796;
const uint l_1818 = l_mut_382 << l_1796;
const uint l_1819 = uint(32) - l_1796;
const uint l_1820 = l_mut_388 >> l_1819;
const uint l_1821 = l_1818 | l_1820;
l_mut_90 = l_1817;
l_mut_75 = l_1821;
}
}
const uint l_1822 = l_mut_145 - l_mut_90;
const uint l_1823 = l_mut_102 - l_mut_75;
const bool l_1824 = l_mut_145 < l_mut_90;
const uint l_1825 = uint(l_1824);
const uint l_1826 = l_1823 - l_1825;
l_mut_145 = l_1822;
l_mut_102 = l_1826;
const uint l_1827 = uint(1) << l_1796;
l_mut_96 = l_mut_96 | l_1827;
}
}
const uint l_1828 = min(l_mut_96, l_1778);
l_mut_96 = l_1828;
const bool l_1829 = l_mut_102 < l_mut_382;
const bool l_1830 = l_mut_102 == l_mut_382;
const bool l_1831 = l_mut_145 < l_mut_388;
const bool l_1832 = l_1830 && l_1831;
const bool l_1833 = l_1829 || l_1832;
const bool l_1834 = !l_1833;
if (l_1834) {
l_mut_96 = l_1778;
}
l_mut_151 = l_mut_96;
}
const uint l_1835 = l_mut_388 * l_mut_151;
const uint l_1836 = __umulhi(l_mut_388, l_mut_151);
const uint l_1837 = l_mut_382 * l_mut_151;
const uint l_1838 = l_1836 + l_1837;
const uint l_1839 = l_1584 - l_1835;
const uint l_1840 = l_1588 - l_1838;
const bool l_1841 = l_1584 < l_1835;
const uint l_1842 = uint(l_1841);
const uint l_1843 = l_1840 - l_1842;
l_mut_1692 = l_1839;
l_mut_213 = l_1843;
const bool l_1844 = l_mut_213 < l_mut_382;
const bool l_1845 = l_mut_213 == l_mut_382;
const bool l_1846 = l_mut_1692 < l_mut_388;
const bool l_1847 = l_1845 && l_1846;
const bool l_1848 = l_1844 || l_1847;
const bool l_1849 = !l_1848;
if (l_1849) {
const uint l_1850 = l_mut_1692 - l_mut_388;
const uint l_1851 = l_mut_213 - l_mut_382;
const bool l_1852 = l_mut_1692 < l_mut_388;
const uint l_1853 = uint(l_1852);
const uint l_1854 = l_1851 - l_1853;
l_mut_1692 = l_1850;
l_mut_213 = l_1854;
}
}
const bool l_1855 = l_mut_213 < l_mut_219;
const bool l_1856 = l_mut_213 == l_mut_219;
const bool l_1857 = l_mut_1692 < l_mut_269;
const bool l_1858 = l_1856 && l_1857;
const bool l_1859 = l_1855 || l_1858;
if (l_1859) {
l_mut_269 = l_mut_1692;
l_mut_219 = l_mut_213;
}
}
}
const bool l_1860 = l_mut_219 < l_1598;
const bool l_1861 = l_mut_219 == l_1598;
const bool l_1862 = l_mut_269 < l_1594;
const bool l_1863 = l_1861 && l_1862;
const bool l_1864 = l_1860 || l_1863;
const bool l_1865 = !l_1864;
const uint l_1866 = uint(l_1865);
const uint l_1867 = uint(2) - l_1866;
l_mut_275 = l_1867;
}
const bool l_1868 = l_mut_275 > uint(0);
if (l_1868) {
const bool l_1869 = l_mut_275 == uint(1);
l_mut_645 = l_1869;
l_mut_628 = bool(false);
}
}
l_mut_357 = bool(false);
while (true) {
const bool l_1870 = !l_mut_628;
if (l_1870) {
break;}
const bool l_1871 = l_mut_428 < l_mut_444;
const bool l_1872 = l_mut_428 == l_mut_444;
const bool l_1873 = l_mut_439 < l_mut_445;
const bool l_1874 = l_1872 && l_1873;
const bool l_1875 = l_1871 || l_1874;
if (l_1875) {
const uint l_1876 = l_mut_445 - l_mut_439;
const uint l_1877 = l_mut_444 - l_mut_428;
const bool l_1878 = l_mut_445 < l_mut_439;
const uint l_1879 = uint(l_1878);
const uint l_1880 = l_1877 - l_1879;
l_mut_1692 = l_1876;
l_mut_388 = l_1880;
l_mut_382 = l_mut_445;
l_mut_275 = l_mut_444;
const bool l_1881 = l_mut_388 < l_mut_444;
const bool l_1882 = l_mut_388 == l_mut_444;
const bool l_1883 = l_mut_1692 < l_mut_445;
const bool l_1884 = l_1882 && l_1883;
const bool l_1885 = l_1881 || l_1884;
if (l_1885) {
l_mut_382 = l_mut_1692;
l_mut_275 = l_mut_388;
}
l_mut_350 = bool(false);
l_mut_1692 = l_mut_382;
l_mut_388 = l_mut_275;
const bool l_1886 = uint(3) >= uint(32);
if (l_1886) {
const uint l_1887 = uint(3) & uint(31);
const uint l_1888 = l_mut_275 >> l_1887;
l_mut_1692 = l_1888;
l_mut_388 = uint(0);
} else {
const bool l_1889 = uint(3) > uint(0);
if (l_1889) {
l_mut_269 = l_mut_382;
const bool l_1890 = uint(3) > uint(0);
if (l_1890) {
const uint l_1891 = l_mut_382 >> uint(3);
const uint l_1892 = l_mut_275 << uint(29);
const uint l_1893 = l_1891 | l_1892;
l_mut_269 = l_1893;
}
const uint l_1894 = l_mut_275 >> uint(3);
l_mut_1692 = l_mut_269;
l_mut_388 = l_1894;
}
}
const bool l_1895 = l_mut_388 < l_mut_440;
const bool l_1896 = l_mut_388 == l_mut_440;
const bool l_1897 = l_mut_1692 < l_mut_441;
const bool l_1898 = l_1896 && l_1897;
const bool l_1899 = l_1895 || l_1898;
const bool l_1900 = !l_1899;
l_mut_350 = l_1900;
l_mut_1692 = uint(0);
const uint l_1901 = l_mut_441 | l_mut_440;
const bool l_1902 = l_1901 == uint(0);
const bool l_1903 = !l_1902;
const bool l_1904 = l_mut_350 && l_1903;
const bool l_1905 = l_mut_440 < l_mut_275;
const bool l_1906 = l_mut_440 == l_mut_275;
const bool l_1907 = l_mut_441 < l_mut_382;
const bool l_1908 = l_1906 && l_1907;
const bool l_1909 = l_1905 || l_1908;
const bool l_1910 = l_1904 && l_1909;
const uint l_1911 = l_mut_421 + l_mut_394;
const bool l_1912 = l_1911 < l_1079;
const bool l_1913 = l_1910 && l_1912;
if (l_1913) {
const uint l_1914 = l_1079 - l_mut_421;
const uint l_1915 = l_1914 - l_mut_394;
const uint l_1916 = l_1915 / l_mut_421;
const uint l_1917 = l_mut_382 - uint(1);
const uint l_1918 = l_mut_275 - uint(0);
const bool l_1919 = l_mut_382 < uint(1);
const uint l_1920 = uint(l_1919);
const uint l_1921 = l_1918 - l_1920;
l_mut_388 = l_1917;
l_mut_382 = l_1921;
l_mut_275 = uint(0);

for (uint l_mut_1922 = uint(0); l_mut_1922 < uint(20); ++l_mut_1922) {
const uint l_1923 = uint(19) - l_mut_1922;
l_mut_269 = l_mut_388;
l_mut_219 = l_mut_382;
const bool l_1924 = l_1923 >= uint(32);
if (l_1924) {
const uint l_1925 = l_1923 & uint(31);
const uint l_1926 = l_mut_382 >> l_1925;
l_mut_269 = l_1926;
l_mut_219 = uint(0);
} else {
const bool l_1927 = l_1923 > uint(0);
if (l_1927) {
l_mut_213 = l_mut_388;
const bool l_1928 = l_1923 > uint(0);
if (l_1928) {
const uint l_1929 = l_mut_388 >> l_1923;
const uint l_1930 = uint(32) - l_1923;
const uint l_1931 = l_mut_382 << l_1930;
const uint l_1932 = l_1929 | l_1931;
l_mut_213 = l_1932;
}
const uint l_1933 = l_mut_382 >> l_1923;
l_mut_269 = l_mut_213;
l_mut_219 = l_1933;
}
}
const bool l_1934 = l_mut_219 < l_mut_440;
const bool l_1935 = l_mut_219 == l_mut_440;
const bool l_1936 = l_mut_269 < l_mut_441;
const bool l_1937 = l_1935 && l_1936;
const bool l_1938 = l_1934 || l_1937;
const bool l_1939 = !l_1938;
if (l_1939) {
l_mut_269 = l_mut_441;
l_mut_219 = l_mut_440;
const bool l_1940 = l_1923 >= uint(32);
if (l_1940) {
const uint l_1941 = l_1923 & uint(31);
const uint l_1942 = l_mut_441 << l_1941;
l_mut_269 = uint(0);
l_mut_219 = l_1942;
} else {
const bool l_1943 = l_1923 > uint(0);
if (l_1943) {
const uint l_1944 = l_mut_441 << l_1923;
const uint l_1945 = l_mut_440 << l_1923;
const uint l_1946 = uint(32) - l_1923;
const uint l_1947 = l_mut_441 >> l_1946;
const uint l_1948 = l_1945 | l_1947;
l_mut_269 = l_1944;
l_mut_219 = l_1948;
}
}
const uint l_1949 = l_mut_388 - l_mut_269;
const uint l_1950 = l_mut_382 - l_mut_219;
const bool l_1951 = l_mut_388 < l_mut_269;
const uint l_1952 = uint(l_1951);
const uint l_1953 = l_1950 - l_1952;
l_mut_388 = l_1949;
l_mut_382 = l_1953;
const uint l_1954 = uint(1) << l_1923;
l_mut_275 = l_mut_275 | l_1954;
}
}
const uint l_1955 = min(l_mut_275, l_1916);
l_mut_275 = l_1955;
const bool l_1956 = l_mut_382 < l_mut_440;
const bool l_1957 = l_mut_382 == l_mut_440;
const bool l_1958 = l_mut_388 < l_mut_441;
const bool l_1959 = l_1957 && l_1958;
const bool l_1960 = l_1956 || l_1959;
const bool l_1961 = !l_1960;
if (l_1961) {
l_mut_275 = l_1916;
}
l_mut_1692 = l_mut_275;
}
l_mut_388 = l_mut_445;
l_mut_382 = l_mut_444;
l_mut_275 = l_mut_441;
l_mut_269 = l_mut_440;
l_mut_219 = l_mut_421;
l_mut_213 = l_mut_394;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
l_mut_102 = uint(0);
const bool l_1962 = l_mut_1692 > uint(0);
if (l_1962) {
const uint l_1963 = l_mut_441 * l_mut_1692;
const uint l_1964 = __umulhi(l_mut_441, l_mut_1692);
const uint l_1965 = l_mut_440 * l_mut_1692;
const uint l_1966 = l_1964 + l_1965;
const uint l_1967 = l_mut_445 - l_1963;
const uint l_1968 = l_mut_444 - l_1966;
const bool l_1969 = l_mut_445 < l_1963;
const uint l_1970 = uint(l_1969);
const uint l_1971 = l_1968 - l_1970;
l_mut_388 = l_1967;
l_mut_382 = l_1971;
const uint l_1972 = l_mut_1692 * l_mut_421;
const uint l_1973 = l_mut_394 + l_1972;
l_mut_213 = l_1973;
} else {
const bool l_1974 = l_mut_102 == uint(0);
if (l_1974) {
const uint l_1975 = l_1079 - l_mut_421;
const uint l_1976 = l_1975 / l_mut_394;
l_mut_1692 = uint(0);
l_mut_350 = bool(false);
l_mut_96 = l_mut_441;
l_mut_90 = l_mut_440;
const bool l_1977 = uint(3) >= uint(32);
if (l_1977) {
const uint l_1978 = uint(3) & uint(31);
const uint l_1979 = l_mut_440 >> l_1978;
l_mut_96 = l_1979;
l_mut_90 = uint(0);
} else {
const bool l_1980 = uint(3) > uint(0);
if (l_1980) {
l_mut_75 = l_mut_441;
const bool l_1981 = uint(3) > uint(0);
if (l_1981) {
const uint l_1982 = l_mut_441 >> uint(3);
const uint l_1983 = l_mut_440 << uint(29);
const uint l_1984 = l_1982 | l_1983;
l_mut_75 = l_1984;
}
const uint l_1985 = l_mut_440 >> uint(3);
l_mut_96 = l_mut_75;
l_mut_90 = l_1985;
}
}
const bool l_1986 = l_mut_90 < l_mut_444;
const bool l_1987 = l_mut_90 == l_mut_444;
const bool l_1988 = l_mut_96 < l_mut_445;
const bool l_1989 = l_1987 && l_1988;
const bool l_1990 = l_1986 || l_1989;
const bool l_1991 = !l_1990;
l_mut_350 = l_1991;
const uint l_1992 = l_mut_445 | l_mut_444;
const bool l_1993 = l_1992 == uint(0);
if (l_1993) {
l_mut_1692 = l_1976;
} else {
if (l_mut_350) {
const bool l_1994 = l_mut_444 < l_mut_440;
const bool l_1995 = l_mut_444 == l_mut_440;
const bool l_1996 = l_mut_445 < l_mut_441;
const bool l_1997 = l_1995 && l_1996;
const bool l_1998 = l_1994 || l_1997;
if (l_1998) {
const uint l_1999 = l_mut_441 - uint(1);
const uint l_2000 = l_mut_440 - uint(0);
const bool l_2001 = l_mut_441 < uint(1);
const uint l_2002 = uint(l_2001);
const uint l_2003 = l_2000 - l_2002;
l_mut_96 = l_1999;
l_mut_90 = l_2003;
l_mut_75 = uint(0);

for (uint l_mut_2004 = uint(0); l_mut_2004 < uint(20); ++l_mut_2004) {
const uint l_2005 = uint(19) - l_mut_2004;
l_mut_40 = l_mut_96;
l_mut_2006 = l_mut_90;
const bool l_2007 = l_2005 >= uint(32);
if (l_2007) {
const uint l_2008 = l_2005 & uint(31);
const uint l_2009 = l_mut_90 >> l_2008;
l_mut_40 = l_2009;
l_mut_2006 = uint(0);
} else {
const bool l_2010 = l_2005 > uint(0);
if (l_2010) {
l_mut_2011 = l_mut_96;
const bool l_2012 = l_2005 > uint(0);
if (l_2012) {
const uint l_2013 = l_mut_96 >> l_2005;
const uint l_2014 = uint(32) - l_2005;
const uint l_2015 = l_mut_90 << l_2014;
const uint l_2016 = l_2013 | l_2015;
l_mut_2011 = l_2016;
}
const uint l_2017 = l_mut_90 >> l_2005;
l_mut_40 = l_mut_2011;
l_mut_2006 = l_2017;
}
}
const bool l_2018 = l_mut_2006 < l_mut_444;
const bool l_2019 = l_mut_2006 == l_mut_444;
const bool l_2020 = l_mut_40 < l_mut_445;
const bool l_2021 = l_2019 && l_2020;
const bool l_2022 = l_2018 || l_2021;
const bool l_2023 = !l_2022;
if (l_2023) {
l_mut_2011 = l_mut_445;
l_mut_2006 = l_mut_444;
const bool l_2024 = l_2005 >= uint(32);
if (l_2024) {
const uint l_2025 = l_2005 & uint(31);
const uint l_2026 = l_mut_445 << l_2025;
l_mut_2011 = uint(0);
l_mut_2006 = l_2026;
} else {
const bool l_2027 = l_2005 > uint(0);
if (l_2027) {
const uint l_2028 = l_mut_445 << l_2005;
const uint l_2029 = l_mut_444 << l_2005;
const uint l_2030 = uint(32) - l_2005;
const uint l_2031 = l_mut_445 >> l_2030;
const uint l_2032 = l_2029 | l_2031;
l_mut_2011 = l_2028;
l_mut_2006 = l_2032;
}
}
const uint l_2033 = l_mut_96 - l_mut_2011;
const uint l_2034 = l_mut_90 - l_mut_2006;
const bool l_2035 = l_mut_96 < l_mut_2011;
const uint l_2036 = uint(l_2035);
const uint l_2037 = l_2034 - l_2036;
l_mut_96 = l_2033;
l_mut_90 = l_2037;
const uint l_2038 = uint(1) << l_2005;
l_mut_75 = l_mut_75 | l_2038;
}
}
const uint l_2039 = min(l_mut_75, l_1976);
l_mut_2011 = l_2039;
const bool l_2040 = l_mut_90 < l_mut_444;
const bool l_2041 = l_mut_90 == l_mut_444;
const bool l_2042 = l_mut_96 < l_mut_445;
const bool l_2043 = l_2041 && l_2042;
const bool l_2044 = l_2040 || l_2043;
const bool l_2045 = !l_2044;
if (l_2045) {
l_mut_2011 = l_1976;
}
l_mut_1692 = l_mut_2011;
}
} else {
l_mut_2011 = l_mut_441;
l_mut_2006 = l_mut_440;
while (true) {
const bool l_2046 = l_mut_444 < l_mut_2006;
const bool l_2047 = l_mut_444 == l_mut_2006;
const bool l_2048 = l_mut_445 < l_mut_2011;
const bool l_2049 = l_2047 && l_2048;
const bool l_2050 = l_2046 || l_2049;
const uint l_2051 = l_mut_1692 * l_mut_394;
const uint l_2052 = l_mut_421 + l_2051;
const uint l_2053 = l_2052 + l_mut_394;
const bool l_2054 = l_2053 < l_1079;
const bool l_2055 = l_2050 && l_2054;
const bool l_2056 = !l_2055;
if (l_2056) {
break;}
const uint l_2057 = l_mut_2011 - l_mut_445;
const uint l_2058 = l_mut_2006 - l_mut_444;
const bool l_2059 = l_mut_2011 < l_mut_445;
const uint l_2060 = uint(l_2059);
const uint l_2061 = l_2058 - l_2060;
l_mut_2011 = l_2057;
l_mut_2006 = l_2061;
l_mut_1692 = l_mut_1692 + uint(1);
}
}
}
const uint l_2062 = l_mut_1692 * l_mut_394;
const uint l_2063 = l_mut_421 + l_2062;
const uint l_2064 = l_2063 + l_mut_394;
const bool l_2065 = l_2064 >= l_1079;
if (l_2065) {
l_mut_102 = uint(1);
} else {
const uint l_2066 = l_mut_445 * l_mut_1692;
const uint l_2067 = __umulhi(l_mut_445, l_mut_1692);
const uint l_2068 = l_mut_444 * l_mut_1692;
const uint l_2069 = l_2067 + l_2068;
const uint l_2070 = l_mut_441 - l_2066;
const uint l_2071 = l_mut_440 - l_2069;
const bool l_2072 = l_mut_441 < l_2066;
const uint l_2073 = uint(l_2072);
const uint l_2074 = l_2071 - l_2073;
l_mut_275 = l_2070;
l_mut_269 = l_2074;
const uint l_2075 = l_mut_1692 * l_mut_394;
const uint l_2076 = l_mut_421 + l_2075;
l_mut_219 = l_2076;
const uint l_2077 = l_mut_445 - l_mut_275;
const uint l_2078 = l_mut_444 - l_mut_269;
const bool l_2079 = l_mut_445 < l_mut_275;
const uint l_2080 = uint(l_2079);
const uint l_2081 = l_2078 - l_2080;
l_mut_388 = l_2077;
l_mut_382 = l_2081;
const uint l_2082 = l_mut_394 + l_mut_219;
l_mut_213 = l_2082;
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
const bool l_2083 = l_mut_102 == uint(1);
l_mut_645 = l_2083;
const bool l_2084 = l_mut_102 == uint(0);
l_mut_628 = l_2084;
} else {
const uint l_2085 = l_mut_441 - l_mut_439;
const uint l_2086 = l_mut_440 - l_mut_428;
const bool l_2087 = l_mut_441 < l_mut_439;
const uint l_2088 = uint(l_2087);
const uint l_2089 = l_2086 - l_2088;
l_mut_2011 = l_2085;
l_mut_2006 = l_2089;
const uint l_2090 = l_mut_439 - l_1594;
const uint l_2091 = l_mut_428 - l_1598;
const bool l_2092 = l_mut_439 < l_1594;
const uint l_2093 = uint(l_2092);
const uint l_2094 = l_2091 - l_2093;
l_mut_2011 = l_2090;
l_mut_2006 = l_2094;
l_mut_1692 = l_mut_441;
l_mut_388 = l_mut_440;
const bool l_2095 = l_mut_2006 < l_mut_440;
const bool l_2096 = l_mut_2006 == l_mut_440;
const bool l_2097 = l_mut_2011 < l_mut_441;
const bool l_2098 = l_2096 && l_2097;
const bool l_2099 = l_2095 || l_2098;
if (l_2099) {
l_mut_1692 = l_mut_2011;
l_mut_388 = l_mut_2006;
}
l_mut_350 = bool(false);
l_mut_2011 = l_mut_1692;
l_mut_2006 = l_mut_388;
const bool l_2100 = uint(3) >= uint(32);
if (l_2100) {
const uint l_2101 = uint(3) & uint(31);
const uint l_2102 = l_mut_388 >> l_2101;
l_mut_2011 = l_2102;
l_mut_2006 = uint(0);
} else {
const bool l_2103 = uint(3) > uint(0);
if (l_2103) {
l_mut_382 = l_mut_1692;
const bool l_2104 = uint(3) > uint(0);
if (l_2104) {
const uint l_2105 = l_mut_1692 >> uint(3);
const uint l_2106 = l_mut_388 << uint(29);
const uint l_2107 = l_2105 | l_2106;
l_mut_382 = l_2107;
}
const uint l_2108 = l_mut_388 >> uint(3);
l_mut_2011 = l_mut_382;
l_mut_2006 = l_2108;
}
}
const bool l_2109 = l_mut_2006 < l_mut_444;
const bool l_2110 = l_mut_2006 == l_mut_444;
const bool l_2111 = l_mut_2011 < l_mut_445;
const bool l_2112 = l_2110 && l_2111;
const bool l_2113 = l_2109 || l_2112;
const bool l_2114 = !l_2113;
l_mut_350 = l_2114;
l_mut_2011 = uint(0);
const uint l_2115 = l_mut_445 | l_mut_444;
const bool l_2116 = l_2115 == uint(0);
const bool l_2117 = !l_2116;
const bool l_2118 = l_mut_350 && l_2117;
const bool l_2119 = l_mut_444 < l_mut_388;
const bool l_2120 = l_mut_444 == l_mut_388;
const bool l_2121 = l_mut_445 < l_mut_1692;
const bool l_2122 = l_2120 && l_2121;
const bool l_2123 = l_2119 || l_2122;
const bool l_2124 = l_2118 && l_2123;
const uint l_2125 = l_mut_394 + l_mut_421;
const bool l_2126 = l_2125 < l_1079;
const bool l_2127 = l_2124 && l_2126;
if (l_2127) {
const uint l_2128 = l_1079 - l_mut_394;
const uint l_2129 = l_2128 - l_mut_421;
const uint l_2130 = l_2129 / l_mut_394;
const uint l_2131 = l_mut_1692 - uint(1);
const uint l_2132 = l_mut_388 - uint(0);
const bool l_2133 = l_mut_1692 < uint(1);
const uint l_2134 = uint(l_2133);
const uint l_2135 = l_2132 - l_2134;
l_mut_2006 = l_2131;
l_mut_1692 = l_2135;
l_mut_388 = uint(0);

for (uint l_mut_2136 = uint(0); l_mut_2136 < uint(20); ++l_mut_2136) {
const uint l_2137 = uint(19) - l_mut_2136;
l_mut_382 = l_mut_2006;
l_mut_275 = l_mut_1692;
const bool l_2138 = l_2137 >= uint(32);
if (l_2138) {
const uint l_2139 = l_2137 & uint(31);
const uint l_2140 = l_mut_1692 >> l_2139;
l_mut_382 = l_2140;
l_mut_275 = uint(0);
} else {
const bool l_2141 = l_2137 > uint(0);
if (l_2141) {
l_mut_269 = l_mut_2006;
const bool l_2142 = l_2137 > uint(0);
if (l_2142) {
const uint l_2143 = l_mut_2006 >> l_2137;
const uint l_2144 = uint(32) - l_2137;
const uint l_2145 = l_mut_1692 << l_2144;
const uint l_2146 = l_2143 | l_2145;
l_mut_269 = l_2146;
}
const uint l_2147 = l_mut_1692 >> l_2137;
l_mut_382 = l_mut_269;
l_mut_275 = l_2147;
}
}
const bool l_2148 = l_mut_275 < l_mut_444;
const bool l_2149 = l_mut_275 == l_mut_444;
const bool l_2150 = l_mut_382 < l_mut_445;
const bool l_2151 = l_2149 && l_2150;
const bool l_2152 = l_2148 || l_2151;
const bool l_2153 = !l_2152;
if (l_2153) {
l_mut_382 = l_mut_445;
l_mut_275 = l_mut_444;
const bool l_2154 = l_2137 >= uint(32);
if (l_2154) {
const uint l_2155 = l_2137 & uint(31);
const uint l_2156 = l_mut_445 << l_2155;
l_mut_382 = uint(0);
l_mut_275 = l_2156;
} else {
const bool l_2157 = l_2137 > uint(0);
if (l_2157) {
const uint l_2158 = l_mut_445 << l_2137;
const uint l_2159 = l_mut_444 << l_2137;
const uint l_2160 = uint(32) - l_2137;
const uint l_2161 = l_mut_445 >> l_2160;
const uint l_2162 = l_2159 | l_2161;
l_mut_382 = l_2158;
l_mut_275 = l_2162;
}
}
const uint l_2163 = l_mut_2006 - l_mut_382;
const uint l_2164 = l_mut_1692 - l_mut_275;
const bool l_2165 = l_mut_2006 < l_mut_382;
const uint l_2166 = uint(l_2165);
const uint l_2167 = l_2164 - l_2166;
l_mut_2006 = l_2163;
l_mut_1692 = l_2167;
const uint l_2168 = uint(1) << l_2137;
l_mut_388 = l_mut_388 | l_2168;
}
}
const uint l_2169 = min(l_mut_388, l_2130);
l_mut_388 = l_2169;
const bool l_2170 = l_mut_1692 < l_mut_444;
const bool l_2171 = l_mut_1692 == l_mut_444;
const bool l_2172 = l_mut_2006 < l_mut_445;
const bool l_2173 = l_2171 && l_2172;
const bool l_2174 = l_2170 || l_2173;
const bool l_2175 = !l_2174;
if (l_2175) {
l_mut_388 = l_2130;
}
l_mut_2011 = l_mut_388;
}
l_mut_2006 = l_mut_441;
l_mut_1692 = l_mut_440;
l_mut_388 = l_mut_445;
l_mut_382 = l_mut_444;
l_mut_275 = l_mut_394;
l_mut_269 = l_mut_421;
l_mut_219 = l_mut_439;
l_mut_213 = l_mut_428;
l_mut_151 = uint(0);
const bool l_2176 = l_mut_2011 > uint(0);
if (l_2176) {
const uint l_2177 = l_mut_445 * l_mut_2011;
const uint l_2178 = __umulhi(l_mut_445, l_mut_2011);
const uint l_2179 = l_mut_444 * l_mut_2011;
const uint l_2180 = l_2178 + l_2179;
const uint l_2181 = l_mut_439 - l_2177;
const uint l_2182 = l_mut_428 - l_2180;
const bool l_2183 = l_mut_439 < l_2177;
const uint l_2184 = uint(l_2183);
const uint l_2185 = l_2182 - l_2184;
l_mut_219 = l_2181;
l_mut_213 = l_2185;
const uint l_2186 = l_mut_441 - l_2177;
const uint l_2187 = l_mut_440 - l_2180;
const bool l_2188 = l_mut_441 < l_2177;
const uint l_2189 = uint(l_2188);
const uint l_2190 = l_2187 - l_2189;
l_mut_2006 = l_2186;
l_mut_1692 = l_2190;
const uint l_2191 = l_mut_2011 * l_mut_394;
const uint l_2192 = l_mut_421 + l_2191;
l_mut_269 = l_2192;
} else {
const uint l_2193 = l_mut_439 - l_mut_445;
const uint l_2194 = l_mut_428 - l_mut_444;
const bool l_2195 = l_mut_439 < l_mut_445;
const uint l_2196 = uint(l_2195);
const uint l_2197 = l_2194 - l_2196;
l_mut_219 = l_2193;
l_mut_213 = l_2197;
const bool l_2198 = l_mut_213 < l_1598;
const bool l_2199 = l_mut_213 == l_1598;
const bool l_2200 = l_mut_219 < l_1594;
const bool l_2201 = l_2199 && l_2200;
const bool l_2202 = l_2198 || l_2201;
if (l_2202) {
l_mut_151 = uint(2);
}
const bool l_2203 = l_mut_151 == uint(0);
if (l_2203) {
const uint l_2204 = l_1079 - l_mut_394;
const uint l_2205 = l_2204 / l_mut_421;
l_mut_2011 = uint(0);
l_mut_350 = bool(false);
l_mut_145 = l_mut_445;
l_mut_102 = l_mut_444;
const bool l_2206 = uint(3) >= uint(32);
if (l_2206) {
const uint l_2207 = uint(3) & uint(31);
const uint l_2208 = l_mut_444 >> l_2207;
l_mut_145 = l_2208;
l_mut_102 = uint(0);
} else {
const bool l_2209 = uint(3) > uint(0);
if (l_2209) {
l_mut_96 = l_mut_445;
const bool l_2210 = uint(3) > uint(0);
if (l_2210) {
const uint l_2211 = l_mut_445 >> uint(3);
const uint l_2212 = l_mut_444 << uint(29);
const uint l_2213 = l_2211 | l_2212;
l_mut_96 = l_2213;
}
const uint l_2214 = l_mut_444 >> uint(3);
l_mut_145 = l_mut_96;
l_mut_102 = l_2214;
}
}
const bool l_2215 = l_mut_102 < l_mut_440;
const bool l_2216 = l_mut_102 == l_mut_440;
const bool l_2217 = l_mut_145 < l_mut_441;
const bool l_2218 = l_2216 && l_2217;
const bool l_2219 = l_2215 || l_2218;
const bool l_2220 = !l_2219;
l_mut_350 = l_2220;
const uint l_2221 = l_mut_441 | l_mut_440;
const bool l_2222 = l_2221 == uint(0);
if (l_2222) {
l_mut_2011 = l_2205;
} else {
if (l_mut_350) {
const bool l_2223 = l_mut_440 < l_mut_444;
const bool l_2224 = l_mut_440 == l_mut_444;
const bool l_2225 = l_mut_441 < l_mut_445;
const bool l_2226 = l_2224 && l_2225;
const bool l_2227 = l_2223 || l_2226;
if (l_2227) {
const uint l_2228 = l_mut_445 - uint(1);
const uint l_2229 = l_mut_444 - uint(0);
const bool l_2230 = l_mut_445 < uint(1);
const uint l_2231 = uint(l_2230);
const uint l_2232 = l_2229 - l_2231;
l_mut_145 = l_2228;
l_mut_102 = l_2232;
l_mut_96 = uint(0);

for (uint l_mut_2233 = uint(0); l_mut_2233 < uint(20); ++l_mut_2233) {
const uint l_2234 = uint(19) - l_mut_2233;
l_mut_90 = l_mut_145;
l_mut_75 = l_mut_102;
const bool l_2235 = l_2234 >= uint(32);
if (l_2235) {
const uint l_2236 = l_2234 & uint(31);
const uint l_2237 = l_mut_102 >> l_2236;
l_mut_90 = l_2237;
l_mut_75 = uint(0);
} else {
const bool l_2238 = l_2234 > uint(0);
if (l_2238) {
l_mut_40 = l_mut_145;
const bool l_2239 = l_2234 > uint(0);
if (l_2239) {
const uint l_2240 = l_mut_145 >> l_2234;
const uint l_2241 = uint(32) - l_2234;
const uint l_2242 = l_mut_102 << l_2241;
const uint l_2243 = l_2240 | l_2242;
l_mut_40 = l_2243;
}
const uint l_2244 = l_mut_102 >> l_2234;
l_mut_90 = l_mut_40;
l_mut_75 = l_2244;
}
}
const bool l_2245 = l_mut_75 < l_mut_440;
const bool l_2246 = l_mut_75 == l_mut_440;
const bool l_2247 = l_mut_90 < l_mut_441;
const bool l_2248 = l_2246 && l_2247;
const bool l_2249 = l_2245 || l_2248;
const bool l_2250 = !l_2249;
if (l_2250) {
l_mut_90 = l_mut_441;
l_mut_75 = l_mut_440;
const bool l_2251 = l_2234 >= uint(32);
if (l_2251) {
const uint l_2252 = l_2234 & uint(31);
const uint l_2253 = l_mut_441 << l_2252;
l_mut_90 = uint(0);
l_mut_75 = l_2253;
} else {
const bool l_2254 = l_2234 > uint(0);
if (l_2254) {
const uint l_2255 = l_mut_441 << l_2234;
const uint l_2256 = l_mut_440 << l_2234;
const uint l_2257 = uint(32) - l_2234;
const uint l_2258 = l_mut_441 >> l_2257;
const uint l_2259 = l_2256 | l_2258;
l_mut_90 = l_2255;
l_mut_75 = l_2259;
}
}
const uint l_2260 = l_mut_145 - l_mut_90;
const uint l_2261 = l_mut_102 - l_mut_75;
const bool l_2262 = l_mut_145 < l_mut_90;
const uint l_2263 = uint(l_2262);
const uint l_2264 = l_2261 - l_2263;
l_mut_145 = l_2260;
l_mut_102 = l_2264;
const uint l_2265 = uint(1) << l_2234;
l_mut_96 = l_mut_96 | l_2265;
}
}
const uint l_2266 = min(l_mut_96, l_2205);
l_mut_96 = l_2266;
const bool l_2267 = l_mut_102 < l_mut_440;
const bool l_2268 = l_mut_102 == l_mut_440;
const bool l_2269 = l_mut_145 < l_mut_441;
const bool l_2270 = l_2268 && l_2269;
const bool l_2271 = l_2267 || l_2270;
const bool l_2272 = !l_2271;
if (l_2272) {
l_mut_96 = l_2205;
}
l_mut_2011 = l_mut_96;
}
} else {
l_mut_145 = l_mut_445;
l_mut_102 = l_mut_444;
while (true) {
const bool l_2273 = l_mut_440 < l_mut_102;
const bool l_2274 = l_mut_440 == l_mut_102;
const bool l_2275 = l_mut_441 < l_mut_145;
const bool l_2276 = l_2274 && l_2275;
const bool l_2277 = l_2273 || l_2276;
const uint l_2278 = l_mut_2011 * l_mut_421;
const uint l_2279 = l_mut_394 + l_2278;
const uint l_2280 = l_2279 + l_mut_421;
const bool l_2281 = l_2280 < l_1079;
const bool l_2282 = l_2277 && l_2281;
const bool l_2283 = !l_2282;
if (l_2283) {
break;}
const uint l_2284 = l_mut_145 - l_mut_441;
const uint l_2285 = l_mut_102 - l_mut_440;
const bool l_2286 = l_mut_145 < l_mut_441;
const uint l_2287 = uint(l_2286);
const uint l_2288 = l_2285 - l_2287;
l_mut_145 = l_2284;
l_mut_102 = l_2288;
l_mut_2011 = l_mut_2011 + uint(1);
}
}
}
const uint l_2289 = l_mut_2011 * l_mut_421;
const uint l_2290 = l_mut_394 + l_2289;
const uint l_2291 = l_2290 + l_mut_421;
const bool l_2292 = l_2291 >= l_1079;
if (l_2292) {
l_mut_151 = uint(1);
} else {
const uint l_2293 = l_mut_441 * l_mut_2011;
const uint l_2294 = __umulhi(l_mut_441, l_mut_2011);
const uint l_2295 = l_mut_440 * l_mut_2011;
const uint l_2296 = l_2294 + l_2295;
const uint l_2297 = l_mut_445 - l_2293;
const uint l_2298 = l_mut_444 - l_2296;
const bool l_2299 = l_mut_445 < l_2293;
const uint l_2300 = uint(l_2299);
const uint l_2301 = l_2298 - l_2300;
l_mut_388 = l_2297;
l_mut_382 = l_2301;
const uint l_2302 = l_mut_2011 * l_mut_421;
const uint l_2303 = l_mut_394 + l_2302;
l_mut_275 = l_2303;
const uint l_2304 = l_mut_441 - l_mut_388;
const uint l_2305 = l_mut_440 - l_mut_382;
const bool l_2306 = l_mut_441 < l_mut_388;
const uint l_2307 = uint(l_2306);
const uint l_2308 = l_2305 - l_2307;
l_mut_2006 = l_2304;
l_mut_1692 = l_2308;
const uint l_2309 = l_mut_421 + l_mut_275;
l_mut_269 = l_2309;
}
}
}
l_mut_445 = l_mut_388;
l_mut_444 = l_mut_382;
l_mut_441 = l_mut_2006;
l_mut_440 = l_mut_1692;
l_mut_421 = l_mut_269;
l_mut_394 = l_mut_275;
l_mut_439 = l_mut_219;
l_mut_428 = l_mut_213;
const bool l_2310 = l_mut_151 == uint(1);
l_mut_645 = l_2310;
const bool l_2311 = l_mut_151 == uint(0);
l_mut_628 = l_2311;
}
}
const bool l_2312 = !l_mut_645;
const bool l_2313 = l_1078 && l_2312;
if (l_2313) {
const uint l_2314 = uint(1) << l_mut_1076;
l_mut_771 = l_mut_771 | l_2314;
l_mut_766 = l_mut_766 + uint(1);
const uint l_2315 = l_1077 + l_1075;
const uint l_2316 = min(l_2315, l_56);
l_mut_2011 = uint(0);

for (uint l_mut_2317 = l_1077; l_mut_2317 < l_2316; ++l_mut_2317) {
const uint l_2318 = l_59 * l_mut_2317;
const uint l_2319 = __umulhi(l_59, l_mut_2317);
const uint l_2320 = l_62 * l_mut_2317;
const uint l_2321 = l_2319 + l_2320;
const uint l_2322 = l_64 + l_2318;
const uint l_2323 = l_67 + l_2321;
const bool l_2324 = l_2322 < l_64;
const uint l_2325 = uint(l_2324);
const uint l_2326 = l_2323 + l_2325;
l_mut_2006 = uint(0);
l_mut_1692 = uint(0);
const bool l_2327 = l_mut_2317 < uint(65536);
if (l_2327) {
const uint l_2328 = l_mut_2317 * l_mut_2317;
const uint l_2329 = l_72 >> uint(31);
const bool l_2330 = l_2329 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_2330) {
const uint l_2331 = uint(0) - l_69;
const uint l_2332 = uint(0) - l_72;
const bool l_2333 = uint(0) < l_69;
const uint l_2334 = uint(l_2333);
const uint l_2335 = l_2332 - l_2334;
l_mut_445 = l_2331;
l_mut_444 = l_2335;
}
const uint l_2336 = l_mut_445 * l_2328;
const uint l_2337 = l_mut_444 * l_2328;
const uint l_2338 = __umulhi(l_mut_445, l_2328);
const uint l_2339 = l_2338 + l_2337;
const uint l_2340 = __umulhi(l_mut_444, l_2328);
const bool l_2341 = l_2339 < l_2337;
const uint l_2342 = uint(l_2341);
const uint l_2343 = l_2340 + l_2342;
const uint l_2344 = l_9 % uint(32);
l_mut_441 = l_2336;
const bool l_2345 = l_2344 > uint(0);
if (l_2345) {
const uint l_2346 = l_2336 >> l_2344;
const uint l_2347 = uint(32) - l_2344;
const uint l_2348 = l_2339 << l_2347;
const uint l_2349 = l_2346 | l_2348;
l_mut_441 = l_2349;
}
l_mut_440 = l_2339;
const bool l_2350 = l_2344 > uint(0);
if (l_2350) {
const uint l_2351 = l_2339 >> l_2344;
const uint l_2352 = uint(32) - l_2344;
const uint l_2353 = l_2343 << l_2352;
const uint l_2354 = l_2351 | l_2353;
l_mut_440 = l_2354;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_2355 = l_9 >= uint(64);
if (l_2355) {
l_mut_439 = l_2343;
l_mut_441 = uint(0);
} else {
const bool l_2356 = l_9 >= uint(32);
if (l_2356) {
l_mut_440 = l_2339;
const bool l_2357 = l_2344 > uint(0);
if (l_2357) {
const uint l_2358 = l_2339 >> l_2344;
const uint l_2359 = uint(32) - l_2344;
const uint l_2360 = l_2343 << l_2359;
const uint l_2361 = l_2358 | l_2360;
l_mut_440 = l_2361;
}
const uint l_2362 = l_2343 >> l_2344;
l_mut_439 = l_mut_440;
l_mut_441 = l_2362;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_2330) {
const uint l_2363 = uint(0) - l_mut_445;
const uint l_2364 = uint(0) - l_mut_444;
const bool l_2365 = uint(0) < l_mut_445;
const uint l_2366 = uint(l_2365);
const uint l_2367 = l_2364 - l_2366;
l_mut_445 = l_2363;
l_mut_444 = l_2367;
}
l_mut_2006 = l_mut_445;
l_mut_1692 = l_mut_444;
} else {
const uint l_2368 = l_72 >> uint(31);
const bool l_2369 = l_2368 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_2369) {
const uint l_2370 = uint(0) - l_69;
const uint l_2371 = uint(0) - l_72;
const bool l_2372 = uint(0) < l_69;
const uint l_2373 = uint(l_2372);
const uint l_2374 = l_2371 - l_2373;
l_mut_445 = l_2370;
l_mut_444 = l_2374;
}
const uint l_2375 = l_mut_445 * l_mut_2317;
const uint l_2376 = l_mut_444 * l_mut_2317;
const uint l_2377 = __umulhi(l_mut_445, l_mut_2317);
const uint l_2378 = l_2377 + l_2376;
const uint l_2379 = __umulhi(l_mut_444, l_mut_2317);
const bool l_2380 = l_2378 < l_2376;
const uint l_2381 = uint(l_2380);
const uint l_2382 = l_2379 + l_2381;
const uint l_2383 = uint(0) % uint(32);
l_mut_441 = l_2375;
const bool l_2384 = l_2383 > uint(0);
if (l_2384) {
const uint l_2385 = l_2375 >> l_2383;
const uint l_2386 = uint(32) - l_2383;
const uint l_2387 = l_2378 << l_2386;
const uint l_2388 = l_2385 | l_2387;
l_mut_441 = l_2388;
}
l_mut_440 = l_2378;
const bool l_2389 = l_2383 > uint(0);
if (l_2389) {
const uint l_2390 = l_2378 >> l_2383;
const uint l_2391 = uint(32) - l_2383;
const uint l_2392 = l_2382 << l_2391;
const uint l_2393 = l_2390 | l_2392;
l_mut_440 = l_2393;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_2394 = uint(0) >= uint(64);
if (l_2394) {
l_mut_439 = l_2382;
l_mut_441 = uint(0);
} else {
const bool l_2395 = uint(0) >= uint(32);
if (l_2395) {
l_mut_440 = l_2378;
const bool l_2396 = l_2383 > uint(0);
if (l_2396) {
const uint l_2397 = l_2378 >> l_2383;
const uint l_2398 = uint(32) - l_2383;
const uint l_2399 = l_2382 << l_2398;
const uint l_2400 = l_2397 | l_2399;
l_mut_440 = l_2400;
}
const uint l_2401 = l_2382 >> l_2383;
l_mut_439 = l_mut_440;
l_mut_441 = l_2401;
}
}
const uint l_2402 = l_mut_445 * l_mut_2317;
const uint l_2403 = l_mut_444 * l_mut_2317;
const uint l_2404 = __umulhi(l_mut_445, l_mut_2317);
const uint l_2405 = l_2404 + l_2403;
const uint l_2406 = __umulhi(l_mut_444, l_mut_2317);
const bool l_2407 = l_2405 < l_2403;
const uint l_2408 = uint(l_2407);
const uint l_2409 = l_2406 + l_2408;
const uint l_2410 = uint(64) % uint(32);
l_mut_440 = l_2402;
const bool l_2411 = l_2410 > uint(0);
if (l_2411) {
const uint l_2412 = l_2402 >> l_2410;
const uint l_2413 = uint(32) - l_2410;
const uint l_2414 = l_2405 << l_2413;
const uint l_2415 = l_2412 | l_2414;
l_mut_440 = l_2415;
}
l_mut_428 = l_2405;
const bool l_2416 = l_2410 > uint(0);
if (l_2416) {
const uint l_2417 = l_2405 >> l_2410;
const uint l_2418 = uint(32) - l_2410;
const uint l_2419 = l_2409 << l_2418;
const uint l_2420 = l_2417 | l_2419;
l_mut_428 = l_2420;
}
l_mut_421 = l_mut_440;
l_mut_440 = l_mut_428;
const bool l_2421 = uint(64) >= uint(64);
if (l_2421) {
l_mut_421 = l_2409;
l_mut_440 = uint(0);
} else {
const bool l_2422 = uint(64) >= uint(32);
if (l_2422) {
l_mut_428 = l_2405;
const bool l_2423 = l_2410 > uint(0);
if (l_2423) {
const uint l_2424 = l_2405 >> l_2410;
const uint l_2425 = uint(32) - l_2410;
const uint l_2426 = l_2409 << l_2425;
const uint l_2427 = l_2424 | l_2426;
l_mut_428 = l_2427;
}
const uint l_2428 = l_2409 >> l_2410;
l_mut_421 = l_mut_428;
l_mut_440 = l_2428;
}
}
const uint l_2429 = l_mut_439 * l_mut_2317;
const uint l_2430 = l_mut_441 * l_mut_2317;
const uint l_2431 = __umulhi(l_mut_439, l_mut_2317);
const uint l_2432 = l_2431 + l_2430;
const uint l_2433 = __umulhi(l_mut_441, l_mut_2317);
const bool l_2434 = l_2432 < l_2430;
const uint l_2435 = uint(l_2434);
const uint l_2436 = l_2433 + l_2435;
const uint l_2437 = uint(0) % uint(32);
l_mut_445 = l_2429;
const bool l_2438 = l_2437 > uint(0);
if (l_2438) {
const uint l_2439 = l_2429 >> l_2437;
const uint l_2440 = uint(32) - l_2437;
const uint l_2441 = l_2432 << l_2440;
const uint l_2442 = l_2439 | l_2441;
l_mut_445 = l_2442;
}
l_mut_444 = l_2432;
const bool l_2443 = l_2437 > uint(0);
if (l_2443) {
const uint l_2444 = l_2432 >> l_2437;
const uint l_2445 = uint(32) - l_2437;
const uint l_2446 = l_2436 << l_2445;
const uint l_2447 = l_2444 | l_2446;
l_mut_444 = l_2447;
}
l_mut_428 = l_mut_445;
l_mut_445 = l_mut_444;
const bool l_2448 = uint(0) >= uint(64);
if (l_2448) {
l_mut_428 = l_2436;
l_mut_445 = uint(0);
} else {
const bool l_2449 = uint(0) >= uint(32);
if (l_2449) {
l_mut_444 = l_2432;
const bool l_2450 = l_2437 > uint(0);
if (l_2450) {
const uint l_2451 = l_2432 >> l_2437;
const uint l_2452 = uint(32) - l_2437;
const uint l_2453 = l_2436 << l_2452;
const uint l_2454 = l_2451 | l_2453;
l_mut_444 = l_2454;
}
const uint l_2455 = l_2436 >> l_2437;
l_mut_428 = l_mut_444;
l_mut_445 = l_2455;
}
}
const uint l_2456 = l_mut_439 * l_mut_2317;
const uint l_2457 = l_mut_441 * l_mut_2317;
const uint l_2458 = __umulhi(l_mut_439, l_mut_2317);
const uint l_2459 = l_2458 + l_2457;
const uint l_2460 = __umulhi(l_mut_441, l_mut_2317);
const bool l_2461 = l_2459 < l_2457;
const uint l_2462 = uint(l_2461);
const uint l_2463 = l_2460 + l_2462;
const uint l_2464 = uint(64) % uint(32);
l_mut_444 = l_2456;
const bool l_2465 = l_2464 > uint(0);
if (l_2465) {
const uint l_2466 = l_2456 >> l_2464;
const uint l_2467 = uint(32) - l_2464;
const uint l_2468 = l_2459 << l_2467;
const uint l_2469 = l_2466 | l_2468;
l_mut_444 = l_2469;
}
l_mut_394 = l_2459;
const bool l_2470 = l_2464 > uint(0);
if (l_2470) {
const uint l_2471 = l_2459 >> l_2464;
const uint l_2472 = uint(32) - l_2464;
const uint l_2473 = l_2463 << l_2472;
const uint l_2474 = l_2471 | l_2473;
l_mut_394 = l_2474;
}
l_mut_388 = l_mut_444;
l_mut_444 = l_mut_394;
const bool l_2475 = uint(64) >= uint(64);
if (l_2475) {
l_mut_388 = l_2463;
l_mut_444 = uint(0);
} else {
const bool l_2476 = uint(64) >= uint(32);
if (l_2476) {
l_mut_394 = l_2459;
const bool l_2477 = l_2464 > uint(0);
if (l_2477) {
const uint l_2478 = l_2459 >> l_2464;
const uint l_2479 = uint(32) - l_2464;
const uint l_2480 = l_2463 << l_2479;
const uint l_2481 = l_2478 | l_2480;
l_mut_394 = l_2481;
}
const uint l_2482 = l_2463 >> l_2464;
l_mut_388 = l_mut_394;
l_mut_444 = l_2482;
}
}
const uint l_2483 = l_mut_421 * l_mut_2317;
const uint l_2484 = __umulhi(l_mut_421, l_mut_2317);
const uint l_2485 = l_mut_440 * l_mut_2317;
const uint l_2486 = l_2484 + l_2485;
const uint l_2487 = l_mut_388 + l_2483;
const uint l_2488 = l_mut_444 + l_2486;
const bool l_2489 = l_2487 < l_mut_388;
const uint l_2490 = uint(l_2489);
const uint l_2491 = l_2488 + l_2490;
l_mut_2006 = l_mut_428;
l_mut_1692 = l_mut_445;
const bool l_2492 = l_9 == uint(64);
if (l_2492) {
l_mut_2006 = l_2487;
l_mut_1692 = l_2491;
} else {
const bool l_2493 = l_9 > uint(0);
if (l_2493) {
const uint l_2494 = uint(64) - l_9;
l_mut_444 = l_2487;
l_mut_441 = l_2491;
const bool l_2495 = l_2494 >= uint(32);
if (l_2495) {
const uint l_2496 = l_2494 & uint(31);
const uint l_2497 = l_2487 << l_2496;
l_mut_444 = uint(0);
l_mut_441 = l_2497;
} else {
const bool l_2498 = l_2494 > uint(0);
if (l_2498) {
const uint l_2499 = l_2487 << l_2494;
const uint l_2500 = l_2491 << l_2494;
const uint l_2501 = uint(32) - l_2494;
const uint l_2502 = l_2487 >> l_2501;
const uint l_2503 = l_2500 | l_2502;
l_mut_444 = l_2499;
l_mut_441 = l_2503;
}
}
l_mut_440 = l_mut_428;
l_mut_439 = l_mut_445;
const bool l_2504 = l_9 >= uint(32);
if (l_2504) {
const uint l_2505 = l_9 & uint(31);
const uint l_2506 = l_mut_445 >> l_2505;
l_mut_440 = l_2506;
l_mut_439 = uint(0);
} else {
const bool l_2507 = l_9 > uint(0);
if (l_2507) {
l_mut_421 = l_mut_428;
const bool l_2508 = l_9 > uint(0);
if (l_2508) {
const uint l_2509 = l_mut_428 >> l_9;
const uint l_2510 = uint(32) - l_9;
const uint l_2511 = l_mut_445 << l_2510;
const uint l_2512 = l_2509 | l_2511;
l_mut_421 = l_2512;
}
const uint l_2513 = l_mut_445 >> l_9;
l_mut_440 = l_mut_421;
l_mut_439 = l_2513;
}
}
const uint l_2514 = l_mut_444 + l_mut_440;
const uint l_2515 = l_mut_441 + l_mut_439;
const bool l_2516 = l_2514 < l_mut_444;
const uint l_2517 = uint(l_2516);
const uint l_2518 = l_2515 + l_2517;
l_mut_2006 = l_2514;
l_mut_1692 = l_2518;
}
}
if (l_2369) {
const uint l_2519 = uint(0) - l_mut_2006;
const uint l_2520 = uint(0) - l_mut_1692;
const bool l_2521 = uint(0) < l_mut_2006;
const uint l_2522 = uint(l_2521);
const uint l_2523 = l_2520 - l_2522;
l_mut_2006 = l_2519;
l_mut_1692 = l_2523;
}
}
const uint l_2524 = l_2322 + l_mut_2006;
const uint l_2525 = l_2326 + l_mut_1692;
const bool l_2526 = l_2524 < l_2322;
const uint l_2527 = uint(l_2526);
const uint l_2528 = l_2525 + l_2527;
const uint l_2529 = uint(0) - l_2524;
const uint l_2530 = uint(0) - l_2528;
const bool l_2531 = uint(0) < l_2524;
const uint l_2532 = uint(l_2531);
const uint l_2533 = l_2530 - l_2532;
l_mut_2006 = l_2529;
l_mut_1692 = l_2533;
const bool l_2534 = l_2528 < l_mut_1692;
const bool l_2535 = l_2528 == l_mut_1692;
const bool l_2536 = l_2524 < l_mut_2006;
const bool l_2537 = l_2535 && l_2536;
const bool l_2538 = l_2534 || l_2537;
if (l_2538) {
l_mut_2006 = l_2524;
l_mut_1692 = l_2528;
}
const bool l_2539 = l_mut_1692 < l_27;
const bool l_2540 = l_mut_1692 == l_27;
const bool l_2541 = l_mut_2006 < l_24;
const bool l_2542 = l_2540 && l_2541;
const bool l_2543 = l_2539 || l_2542;
const uint l_2544 = uint(l_2543);
l_mut_2011 = l_mut_2011 + l_2544;
}
l_mut_450 = l_mut_450 + l_mut_2011;
}
}
const bool l_2545 = l_mut_766 > uint(0);
if (l_2545) {
const uint l_2926 = info.static_meta[uint(5)];
const uint l_2927 = l_2926 * uint(1);
const uint l_2928 = l_2927 - uint(1);
const uint l_2929 = min(uint(1), l_2928);
device atomic_uint* l_2930 = &buffer_5[l_2929];
atomic_uint* l_2546 = l_2930;
const uint l_2547 = atomic_fetch_add_explicit(l_2546, l_mut_766, memory_order_relaxed);
}
const bool l_2548 = l_mut_450 > uint(0);
if (l_2548) {
const uint l_2931 = info.static_meta[uint(5)];
const uint l_2932 = l_2931 * uint(1);
const uint l_2933 = l_2932 - uint(1);
const uint l_2934 = min(uint(2), l_2933);
device atomic_uint* l_2935 = &buffer_5[l_2934];
atomic_uint* l_2549 = l_2935;
const uint l_2550 = atomic_fetch_add_explicit(l_2549, l_mut_450, memory_order_relaxed);
l_mut_2011 = l_2550;

for (uint l_mut_2551 = uint(0); l_mut_2551 < uint(8); ++l_mut_2551) {
const uint l_2552 = l_mut_771 >> l_mut_2551;
const uint l_2553 = l_2552 & uint(1);
const bool l_2554 = l_2553 == uint(1);
if (l_2554) {
const uint l_2555 = l_mut_2551 * l_1075;
const uint l_2556 = l_2555 + l_1075;
const uint l_2557 = min(l_2556, l_56);
l_mut_2006 = l_mut_2011;

for (uint l_mut_2558 = l_2555; l_mut_2558 < l_2557; ++l_mut_2558) {
const uint l_2559 = l_59 * l_mut_2558;
const uint l_2560 = __umulhi(l_59, l_mut_2558);
const uint l_2561 = l_62 * l_mut_2558;
const uint l_2562 = l_2560 + l_2561;
const uint l_2563 = l_64 + l_2559;
const uint l_2564 = l_67 + l_2562;
const bool l_2565 = l_2563 < l_64;
const uint l_2566 = uint(l_2565);
const uint l_2567 = l_2564 + l_2566;
l_mut_1692 = uint(0);
l_mut_766 = uint(0);
const bool l_2568 = l_mut_2558 < uint(65536);
if (l_2568) {
const uint l_2569 = l_mut_2558 * l_mut_2558;
const uint l_2570 = l_72 >> uint(31);
const bool l_2571 = l_2570 == uint(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if (l_2571) {
const uint l_2572 = uint(0) - l_69;
const uint l_2573 = uint(0) - l_72;
const bool l_2574 = uint(0) < l_69;
const uint l_2575 = uint(l_2574);
const uint l_2576 = l_2573 - l_2575;
l_mut_450 = l_2572;
l_mut_445 = l_2576;
}
const uint l_2577 = l_mut_450 * l_2569;
const uint l_2578 = l_mut_445 * l_2569;
const uint l_2579 = __umulhi(l_mut_450, l_2569);
const uint l_2580 = l_2579 + l_2578;
const uint l_2581 = __umulhi(l_mut_445, l_2569);
const bool l_2582 = l_2580 < l_2578;
const uint l_2583 = uint(l_2582);
const uint l_2584 = l_2581 + l_2583;
const uint l_2585 = l_9 % uint(32);
l_mut_444 = l_2577;
const bool l_2586 = l_2585 > uint(0);
if (l_2586) {
const uint l_2587 = l_2577 >> l_2585;
const uint l_2588 = uint(32) - l_2585;
const uint l_2589 = l_2580 << l_2588;
const uint l_2590 = l_2587 | l_2589;
l_mut_444 = l_2590;
}
l_mut_441 = l_2580;
const bool l_2591 = l_2585 > uint(0);
if (l_2591) {
const uint l_2592 = l_2580 >> l_2585;
const uint l_2593 = uint(32) - l_2585;
const uint l_2594 = l_2584 << l_2593;
const uint l_2595 = l_2592 | l_2594;
l_mut_441 = l_2595;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
const bool l_2596 = l_9 >= uint(64);
if (l_2596) {
l_mut_440 = l_2584;
l_mut_444 = uint(0);
} else {
const bool l_2597 = l_9 >= uint(32);
if (l_2597) {
l_mut_441 = l_2580;
const bool l_2598 = l_2585 > uint(0);
if (l_2598) {
const uint l_2599 = l_2580 >> l_2585;
const uint l_2600 = uint(32) - l_2585;
const uint l_2601 = l_2584 << l_2600;
const uint l_2602 = l_2599 | l_2601;
l_mut_441 = l_2602;
}
const uint l_2603 = l_2584 >> l_2585;
l_mut_440 = l_mut_441;
l_mut_444 = l_2603;
}
}
l_mut_450 = l_mut_440;
l_mut_445 = l_mut_444;
if (l_2571) {
const uint l_2604 = uint(0) - l_mut_450;
const uint l_2605 = uint(0) - l_mut_445;
const bool l_2606 = uint(0) < l_mut_450;
const uint l_2607 = uint(l_2606);
const uint l_2608 = l_2605 - l_2607;
l_mut_450 = l_2604;
l_mut_445 = l_2608;
}
l_mut_1692 = l_mut_450;
l_mut_766 = l_mut_445;
} else {
const uint l_2609 = l_72 >> uint(31);
const bool l_2610 = l_2609 == uint(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if (l_2610) {
const uint l_2611 = uint(0) - l_69;
const uint l_2612 = uint(0) - l_72;
const bool l_2613 = uint(0) < l_69;
const uint l_2614 = uint(l_2613);
const uint l_2615 = l_2612 - l_2614;
l_mut_450 = l_2611;
l_mut_445 = l_2615;
}
const uint l_2616 = l_mut_450 * l_mut_2558;
const uint l_2617 = l_mut_445 * l_mut_2558;
const uint l_2618 = __umulhi(l_mut_450, l_mut_2558);
const uint l_2619 = l_2618 + l_2617;
const uint l_2620 = __umulhi(l_mut_445, l_mut_2558);
const bool l_2621 = l_2619 < l_2617;
const uint l_2622 = uint(l_2621);
const uint l_2623 = l_2620 + l_2622;
const uint l_2624 = uint(0) % uint(32);
l_mut_444 = l_2616;
const bool l_2625 = l_2624 > uint(0);
if (l_2625) {
const uint l_2626 = l_2616 >> l_2624;
const uint l_2627 = uint(32) - l_2624;
const uint l_2628 = l_2619 << l_2627;
const uint l_2629 = l_2626 | l_2628;
l_mut_444 = l_2629;
}
l_mut_441 = l_2619;
const bool l_2630 = l_2624 > uint(0);
if (l_2630) {
const uint l_2631 = l_2619 >> l_2624;
const uint l_2632 = uint(32) - l_2624;
const uint l_2633 = l_2623 << l_2632;
const uint l_2634 = l_2631 | l_2633;
l_mut_441 = l_2634;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
const bool l_2635 = uint(0) >= uint(64);
if (l_2635) {
l_mut_440 = l_2623;
l_mut_444 = uint(0);
} else {
const bool l_2636 = uint(0) >= uint(32);
if (l_2636) {
l_mut_441 = l_2619;
const bool l_2637 = l_2624 > uint(0);
if (l_2637) {
const uint l_2638 = l_2619 >> l_2624;
const uint l_2639 = uint(32) - l_2624;
const uint l_2640 = l_2623 << l_2639;
const uint l_2641 = l_2638 | l_2640;
l_mut_441 = l_2641;
}
const uint l_2642 = l_2623 >> l_2624;
l_mut_440 = l_mut_441;
l_mut_444 = l_2642;
}
}
const uint l_2643 = l_mut_450 * l_mut_2558;
const uint l_2644 = l_mut_445 * l_mut_2558;
const uint l_2645 = __umulhi(l_mut_450, l_mut_2558);
const uint l_2646 = l_2645 + l_2644;
const uint l_2647 = __umulhi(l_mut_445, l_mut_2558);
const bool l_2648 = l_2646 < l_2644;
const uint l_2649 = uint(l_2648);
const uint l_2650 = l_2647 + l_2649;
const uint l_2651 = uint(64) % uint(32);
l_mut_441 = l_2643;
const bool l_2652 = l_2651 > uint(0);
if (l_2652) {
const uint l_2653 = l_2643 >> l_2651;
const uint l_2654 = uint(32) - l_2651;
const uint l_2655 = l_2646 << l_2654;
const uint l_2656 = l_2653 | l_2655;
l_mut_441 = l_2656;
}
l_mut_439 = l_2646;
const bool l_2657 = l_2651 > uint(0);
if (l_2657) {
const uint l_2658 = l_2646 >> l_2651;
const uint l_2659 = uint(32) - l_2651;
const uint l_2660 = l_2650 << l_2659;
const uint l_2661 = l_2658 | l_2660;
l_mut_439 = l_2661;
}
l_mut_428 = l_mut_441;
l_mut_441 = l_mut_439;
const bool l_2662 = uint(64) >= uint(64);
if (l_2662) {
l_mut_428 = l_2650;
l_mut_441 = uint(0);
} else {
const bool l_2663 = uint(64) >= uint(32);
if (l_2663) {
l_mut_439 = l_2646;
const bool l_2664 = l_2651 > uint(0);
if (l_2664) {
const uint l_2665 = l_2646 >> l_2651;
const uint l_2666 = uint(32) - l_2651;
const uint l_2667 = l_2650 << l_2666;
const uint l_2668 = l_2665 | l_2667;
l_mut_439 = l_2668;
}
const uint l_2669 = l_2650 >> l_2651;
l_mut_428 = l_mut_439;
l_mut_441 = l_2669;
}
}
const uint l_2670 = l_mut_440 * l_mut_2558;
const uint l_2671 = l_mut_444 * l_mut_2558;
const uint l_2672 = __umulhi(l_mut_440, l_mut_2558);
const uint l_2673 = l_2672 + l_2671;
const uint l_2674 = __umulhi(l_mut_444, l_mut_2558);
const bool l_2675 = l_2673 < l_2671;
const uint l_2676 = uint(l_2675);
const uint l_2677 = l_2674 + l_2676;
const uint l_2678 = uint(0) % uint(32);
l_mut_450 = l_2670;
const bool l_2679 = l_2678 > uint(0);
if (l_2679) {
const uint l_2680 = l_2670 >> l_2678;
const uint l_2681 = uint(32) - l_2678;
const uint l_2682 = l_2673 << l_2681;
const uint l_2683 = l_2680 | l_2682;
l_mut_450 = l_2683;
}
l_mut_445 = l_2673;
const bool l_2684 = l_2678 > uint(0);
if (l_2684) {
const uint l_2685 = l_2673 >> l_2678;
const uint l_2686 = uint(32) - l_2678;
const uint l_2687 = l_2677 << l_2686;
const uint l_2688 = l_2685 | l_2687;
l_mut_445 = l_2688;
}
l_mut_439 = l_mut_450;
l_mut_450 = l_mut_445;
const bool l_2689 = uint(0) >= uint(64);
if (l_2689) {
l_mut_439 = l_2677;
l_mut_450 = uint(0);
} else {
const bool l_2690 = uint(0) >= uint(32);
if (l_2690) {
l_mut_445 = l_2673;
const bool l_2691 = l_2678 > uint(0);
if (l_2691) {
const uint l_2692 = l_2673 >> l_2678;
const uint l_2693 = uint(32) - l_2678;
const uint l_2694 = l_2677 << l_2693;
const uint l_2695 = l_2692 | l_2694;
l_mut_445 = l_2695;
}
const uint l_2696 = l_2677 >> l_2678;
l_mut_439 = l_mut_445;
l_mut_450 = l_2696;
}
}
const uint l_2697 = l_mut_440 * l_mut_2558;
const uint l_2698 = l_mut_444 * l_mut_2558;
const uint l_2699 = __umulhi(l_mut_440, l_mut_2558);
const uint l_2700 = l_2699 + l_2698;
const uint l_2701 = __umulhi(l_mut_444, l_mut_2558);
const bool l_2702 = l_2700 < l_2698;
const uint l_2703 = uint(l_2702);
const uint l_2704 = l_2701 + l_2703;
const uint l_2705 = uint(64) % uint(32);
l_mut_445 = l_2697;
const bool l_2706 = l_2705 > uint(0);
if (l_2706) {
const uint l_2707 = l_2697 >> l_2705;
const uint l_2708 = uint(32) - l_2705;
const uint l_2709 = l_2700 << l_2708;
const uint l_2710 = l_2707 | l_2709;
l_mut_445 = l_2710;
}
l_mut_421 = l_2700;
const bool l_2711 = l_2705 > uint(0);
if (l_2711) {
const uint l_2712 = l_2700 >> l_2705;
const uint l_2713 = uint(32) - l_2705;
const uint l_2714 = l_2704 << l_2713;
const uint l_2715 = l_2712 | l_2714;
l_mut_421 = l_2715;
}
l_mut_394 = l_mut_445;
l_mut_445 = l_mut_421;
const bool l_2716 = uint(64) >= uint(64);
if (l_2716) {
l_mut_394 = l_2704;
l_mut_445 = uint(0);
} else {
const bool l_2717 = uint(64) >= uint(32);
if (l_2717) {
l_mut_421 = l_2700;
const bool l_2718 = l_2705 > uint(0);
if (l_2718) {
const uint l_2719 = l_2700 >> l_2705;
const uint l_2720 = uint(32) - l_2705;
const uint l_2721 = l_2704 << l_2720;
const uint l_2722 = l_2719 | l_2721;
l_mut_421 = l_2722;
}
const uint l_2723 = l_2704 >> l_2705;
l_mut_394 = l_mut_421;
l_mut_445 = l_2723;
}
}
const uint l_2724 = l_mut_428 * l_mut_2558;
const uint l_2725 = __umulhi(l_mut_428, l_mut_2558);
const uint l_2726 = l_mut_441 * l_mut_2558;
const uint l_2727 = l_2725 + l_2726;
const uint l_2728 = l_mut_394 + l_2724;
const uint l_2729 = l_mut_445 + l_2727;
const bool l_2730 = l_2728 < l_mut_394;
const uint l_2731 = uint(l_2730);
const uint l_2732 = l_2729 + l_2731;
l_mut_1692 = l_mut_439;
l_mut_766 = l_mut_450;
const bool l_2733 = l_9 == uint(64);
if (l_2733) {
l_mut_1692 = l_2728;
l_mut_766 = l_2732;
} else {
const bool l_2734 = l_9 > uint(0);
if (l_2734) {
const uint l_2735 = uint(64) - l_9;
l_mut_445 = l_2728;
l_mut_444 = l_2732;
const bool l_2736 = l_2735 >= uint(32);
if (l_2736) {
const uint l_2737 = l_2735 & uint(31);
const uint l_2738 = l_2728 << l_2737;
l_mut_445 = uint(0);
l_mut_444 = l_2738;
} else {
const bool l_2739 = l_2735 > uint(0);
if (l_2739) {
const uint l_2740 = l_2728 << l_2735;
const uint l_2741 = l_2732 << l_2735;
const uint l_2742 = uint(32) - l_2735;
const uint l_2743 = l_2728 >> l_2742;
const uint l_2744 = l_2741 | l_2743;
l_mut_445 = l_2740;
l_mut_444 = l_2744;
}
}
l_mut_441 = l_mut_439;
l_mut_440 = l_mut_450;
const bool l_2745 = l_9 >= uint(32);
if (l_2745) {
const uint l_2746 = l_9 & uint(31);
const uint l_2747 = l_mut_450 >> l_2746;
l_mut_441 = l_2747;
l_mut_440 = uint(0);
} else {
const bool l_2748 = l_9 > uint(0);
if (l_2748) {
l_mut_428 = l_mut_439;
const bool l_2749 = l_9 > uint(0);
if (l_2749) {
const uint l_2750 = l_mut_439 >> l_9;
const uint l_2751 = uint(32) - l_9;
const uint l_2752 = l_mut_450 << l_2751;
const uint l_2753 = l_2750 | l_2752;
l_mut_428 = l_2753;
}
const uint l_2754 = l_mut_450 >> l_9;
l_mut_441 = l_mut_428;
l_mut_440 = l_2754;
}
}
const uint l_2755 = l_mut_445 + l_mut_441;
const uint l_2756 = l_mut_444 + l_mut_440;
const bool l_2757 = l_2755 < l_mut_445;
const uint l_2758 = uint(l_2757);
const uint l_2759 = l_2756 + l_2758;
l_mut_1692 = l_2755;
l_mut_766 = l_2759;
}
}
if (l_2610) {
const uint l_2760 = uint(0) - l_mut_1692;
const uint l_2761 = uint(0) - l_mut_766;
const bool l_2762 = uint(0) < l_mut_1692;
const uint l_2763 = uint(l_2762);
const uint l_2764 = l_2761 - l_2763;
l_mut_1692 = l_2760;
l_mut_766 = l_2764;
}
}
const uint l_2765 = l_2563 + l_mut_1692;
const uint l_2766 = l_2567 + l_mut_766;
const bool l_2767 = l_2765 < l_2563;
const uint l_2768 = uint(l_2767);
const uint l_2769 = l_2766 + l_2768;
const uint l_2770 = uint(0) - l_2765;
const uint l_2771 = uint(0) - l_2769;
const bool l_2772 = uint(0) < l_2765;
const uint l_2773 = uint(l_2772);
const uint l_2774 = l_2771 - l_2773;
l_mut_1692 = l_2770;
l_mut_766 = l_2774;
const bool l_2775 = l_2769 < l_mut_766;
const bool l_2776 = l_2769 == l_mut_766;
const bool l_2777 = l_2765 < l_mut_1692;
const bool l_2778 = l_2776 && l_2777;
const bool l_2779 = l_2775 || l_2778;
if (l_2779) {
l_mut_1692 = l_2765;
l_mut_766 = l_2769;
}
const bool l_2780 = l_mut_766 < l_27;
const bool l_2781 = l_mut_766 == l_27;
const bool l_2782 = l_mut_1692 < l_24;
const bool l_2783 = l_2781 && l_2782;
const bool l_2784 = l_2780 || l_2783;
if (l_2784) {
const uint l_2785 = l_mut_2006 * uint(2);
const uint l_2786 = l_2785 + uint(1);
const uint l_2787 = info.static_meta[uint(10)];
const bool l_2788 = l_2786 < l_2787;
if (l_2788) {
const uint l_2936 = info.static_meta[uint(4)];
const uint l_2937 = l_2936 * uint(1);
const bool l_2938 = l_2785 < l_2937;
if (l_2938) {
buffer_4[l_2785] = thread_index_in_grid;
}
const uint l_2789 = l_2785 + uint(1);
const uint l_2939 = info.static_meta[uint(4)];
const uint l_2940 = l_2939 * uint(1);
const bool l_2941 = l_2789 < l_2940;
if (l_2941) {
buffer_4[l_2789] = l_mut_2558;
}
}
l_mut_2006 = l_mut_2006 + uint(1);
}
}
l_mut_2011 = l_mut_2006;
}
}
}
}
}

}
