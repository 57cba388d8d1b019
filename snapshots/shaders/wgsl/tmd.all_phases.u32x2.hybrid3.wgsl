@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn all_phases(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_135: u32;
var l_mut_141: u32;
var l_mut_1716: u32;
var l_mut_2030: u32;
var l_mut_2035: u32;
var l_mut_203: u32;
var l_mut_209: u32;
var l_mut_259: u32;
var l_mut_265: u32;
var l_mut_30: u32;
var l_mut_357: bool;
var l_mut_364: bool;
var l_mut_389: u32;
var l_mut_395: u32;
var l_mut_401: u32;
var l_mut_428: u32;
var l_mut_435: u32;
var l_mut_446: u32;
var l_mut_447: u32;
var l_mut_448: u32;
var l_mut_451: u32;
var l_mut_452: u32;
var l_mut_457: u32;
var l_mut_635: bool;
var l_mut_652: bool;
var l_mut_65: u32;
var l_mut_773: u32;
var l_mut_778: u32;
var l_mut_80: u32;
var l_mut_86: u32;
var l_mut_92: u32;
let l_0 = id == u32(0);
if l_0 {
let l_2870 = info.static_meta[u32(5)];
let l_2871 = l_2870 * u32(1);
let l_2872 = l_2871 - u32(1);
let l_2873 = min(u32(3), l_2872);
let l_2874 = &buffer_5_global[l_2873];
let l_1 = l_2874;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_2814 = info.static_meta[u32(3)];
let l_2815 = l_2814 * u32(1);
let l_2816 = l_3 < l_2815;
let l_2817 = l_2815 - u32(1);
let l_2818 = min(l_3, l_2817);
let l_2819 = buffer_3_global[l_2818];
let l_2820 = select(u32(0), l_2819, l_2816);
let l_4 = l_2820;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_2821 = info.static_meta[u32(3)];
let l_2822 = l_2821 * u32(1);
let l_2823 = l_6 < l_2822;
let l_2824 = l_2822 - u32(1);
let l_2825 = min(l_6, l_2824);
let l_2826 = buffer_3_global[l_2825];
let l_2827 = select(u32(0), l_2826, l_2823);
let l_7 = l_2827;
let l_8 = u32(2) * u32(1);
let l_2828 = info.static_meta[u32(3)];
let l_2829 = l_2828 * u32(1);
let l_2830 = l_8 < l_2829;
let l_2831 = l_2829 - u32(1);
let l_2832 = min(l_8, l_2831);
let l_2833 = buffer_3_global[l_2832];
let l_2834 = select(u32(0), l_2833, l_2830);
let l_9 = l_2834;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_2835 = info.static_meta[u32(3)];
let l_2836 = l_2835 * u32(1);
let l_2837 = l_11 < l_2836;
let l_2838 = l_2836 - u32(1);
let l_2839 = min(l_11, l_2838);
let l_2840 = buffer_3_global[l_2839];
let l_2841 = select(u32(0), l_2840, l_2837);
let l_12 = l_2841;
let l_13 = u32(2) * u32(2);
let l_2842 = info.static_meta[u32(3)];
let l_2843 = l_2842 * u32(1);
let l_2844 = l_13 < l_2843;
let l_2845 = l_2843 - u32(1);
let l_2846 = min(l_13, l_2845);
let l_2847 = buffer_3_global[l_2846];
let l_2848 = select(u32(0), l_2847, l_2844);
let l_14 = l_2848;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_2849 = info.static_meta[u32(3)];
let l_2850 = l_2849 * u32(1);
let l_2851 = l_16 < l_2850;
let l_2852 = l_2850 - u32(1);
let l_2853 = min(l_16, l_2852);
let l_2854 = buffer_3_global[l_2853];
let l_2855 = select(u32(0), l_2854, l_2851);
let l_17 = l_2855;
let l_18 = u32(2) * u32(3);
let l_2856 = info.static_meta[u32(3)];
let l_2857 = l_2856 * u32(1);
let l_2858 = l_18 < l_2857;
let l_2859 = l_2857 - u32(1);
let l_2860 = min(l_18, l_2859);
let l_2861 = buffer_3_global[l_2860];
let l_2862 = select(u32(0), l_2861, l_2858);
let l_19 = l_2862;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_2863 = info.static_meta[u32(3)];
let l_2864 = l_2863 * u32(1);
let l_2865 = l_21 < l_2864;
let l_2866 = l_2864 - u32(1);
let l_2867 = min(l_21, l_2866);
let l_2868 = buffer_3_global[l_2867];
let l_2869 = select(u32(0), l_2868, l_2865);
let l_22 = l_2869;
let l_23 = u32(2) * id;
let l_24 = info.static_meta[u32(6)];
let l_25 = l_23 < l_24;
let l_26 = id * l_4;
let l_2875 = u64(id);
let l_2876 = u64(l_4);
let l_2877 = l_2875 * l_2876;
let l_2878 = l_2877 >> u32(bitcast<u64>(u64(32)));
let l_2879 = u32(bitcast<u64>(l_2878));
let l_27 = l_2879;
let l_28 = u32(0) * l_4;
let l_29 = l_27 + l_28;
l_mut_30 = u32(0);
let l_31 = l_29 < l_22;
let l_32 = l_29 == l_22;
let l_33 = l_26 < l_19;
let l_34 = l_32 && l_33;
let l_35 = l_31 || l_34;
if l_35 {
let l_36 = l_19 - l_26;
let l_37 = l_22 - l_29;
let l_38 = l_19 < l_26;
let l_39 = u32(l_38);
let l_40 = l_37 - l_39;
l_mut_30 = l_4;
let l_41 = l_40 < u32(0);
let l_42 = l_40 == u32(0);
let l_43 = l_36 < l_4;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
l_mut_30 = l_36;
}
}
let l_46 = select(u32(0), l_mut_30, l_25);
let l_47 = l_46 > u32(0);
if l_47 {
let l_48 = u32(2) * id;
let l_2880 = info.static_meta[u32(0)];
let l_2881 = l_2880 * u32(1);
let l_2882 = l_48 < l_2881;
let l_2883 = l_2881 - u32(1);
let l_2884 = min(l_48, l_2883);
let l_2885 = buffer_0_global[l_2884];
let l_2886 = select(u32(0), l_2885, l_2882);
let l_49 = l_2886;
let l_50 = u32(2) * id;
let l_51 = l_50 + u32(1);
let l_2887 = info.static_meta[u32(0)];
let l_2888 = l_2887 * u32(1);
let l_2889 = l_51 < l_2888;
let l_2890 = l_2888 - u32(1);
let l_2891 = min(l_51, l_2890);
let l_2892 = buffer_0_global[l_2891];
let l_2893 = select(u32(0), l_2892, l_2889);
let l_52 = l_2893;
let l_53 = u32(2) * id;
let l_2894 = info.static_meta[u32(1)];
let l_2895 = l_2894 * u32(1);
let l_2896 = l_53 < l_2895;
let l_2897 = l_2895 - u32(1);
let l_2898 = min(l_53, l_2897);
let l_2899 = buffer_1_global[l_2898];
let l_2900 = select(u32(0), l_2899, l_2896);
let l_54 = l_2900;
let l_55 = u32(2) * id;
let l_56 = l_55 + u32(1);
let l_2901 = info.static_meta[u32(1)];
let l_2902 = l_2901 * u32(1);
let l_2903 = l_56 < l_2902;
let l_2904 = l_2902 - u32(1);
let l_2905 = min(l_56, l_2904);
let l_2906 = buffer_1_global[l_2905];
let l_2907 = select(u32(0), l_2906, l_2903);
let l_57 = l_2907;
let l_58 = u32(2) * id;
let l_2908 = info.static_meta[u32(2)];
let l_2909 = l_2908 * u32(1);
let l_2910 = l_58 < l_2909;
let l_2911 = l_2909 - u32(1);
let l_2912 = min(l_58, l_2911);
let l_2913 = buffer_2_global[l_2912];
let l_2914 = select(u32(0), l_2913, l_2910);
let l_59 = l_2914;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_2915 = info.static_meta[u32(2)];
let l_2916 = l_2915 * u32(1);
let l_2917 = l_61 < l_2916;
let l_2918 = l_2916 - u32(1);
let l_2919 = min(l_61, l_2918);
let l_2920 = buffer_2_global[l_2919];
let l_2921 = select(u32(0), l_2920, l_2917);
let l_62 = l_2921;
let l_63 = l_62 >> u32(31);
let l_64 = l_63 == u32(1);
l_mut_30 = l_59;
l_mut_65 = l_62;
if l_64 {
let l_66 = u32(0) - l_59;
let l_67 = u32(0) - l_62;
let l_68 = u32(0) < l_59;
let l_69 = u32(l_68);
let l_70 = l_67 - l_69;
l_mut_30 = l_66;
l_mut_65 = l_70;
}
let l_71 = l_mut_30 * l_4;
let l_72 = l_mut_65 * l_4;
let l_2922 = u64(l_mut_30);
let l_2923 = u64(l_4);
let l_2924 = l_2922 * l_2923;
let l_2925 = l_2924 >> u32(bitcast<u64>(u64(32)));
let l_2926 = u32(bitcast<u64>(l_2925));
let l_73 = l_2926;
let l_74 = l_73 + l_72;
let l_2927 = u64(l_mut_65);
let l_2928 = u64(l_4);
let l_2929 = l_2927 * l_2928;
let l_2930 = l_2929 >> u32(bitcast<u64>(u64(32)));
let l_2931 = u32(bitcast<u64>(l_2930));
let l_75 = l_2931;
let l_76 = l_74 < l_72;
let l_77 = u32(l_76);
let l_78 = l_75 + l_77;
let l_79 = l_9 % u32(32);
l_mut_80 = l_71;
let l_81 = l_79 > u32(0);
if l_81 {
let l_82 = l_71 >> l_79;
let l_83 = u32(32) - l_79;
let l_84 = l_74 << l_83;
let l_85 = l_82 | l_84;
l_mut_80 = l_85;
}
l_mut_86 = l_74;
let l_87 = l_79 > u32(0);
if l_87 {
let l_88 = l_74 >> l_79;
let l_89 = u32(32) - l_79;
let l_90 = l_78 << l_89;
let l_91 = l_88 | l_90;
l_mut_86 = l_91;
}
l_mut_92 = l_mut_80;
l_mut_80 = l_mut_86;
let l_93 = l_9 >= u32(64);
if l_93 {
l_mut_92 = l_78;
l_mut_80 = u32(0);
} else {
let l_94 = l_9 >= u32(32);
if l_94 {
l_mut_86 = l_74;
let l_95 = l_79 > u32(0);
if l_95 {
let l_96 = l_74 >> l_79;
let l_97 = u32(32) - l_79;
let l_98 = l_78 << l_97;
let l_99 = l_96 | l_98;
l_mut_86 = l_99;
}
let l_100 = l_78 >> l_79;
l_mut_92 = l_mut_86;
l_mut_80 = l_100;
}
}
l_mut_86 = l_mut_92;
l_mut_92 = l_mut_80;
if l_64 {
let l_101 = u32(0) - l_mut_86;
let l_102 = u32(0) - l_mut_92;
let l_103 = u32(0) < l_mut_86;
let l_104 = u32(l_103);
let l_105 = l_102 - l_104;
l_mut_86 = l_101;
l_mut_92 = l_105;
}
let l_106 = l_49 + l_mut_86;
let l_107 = l_52 + l_mut_92;
let l_108 = l_106 < l_49;
let l_109 = u32(l_108);
let l_110 = l_107 + l_109;
let l_111 = l_9 + u32(3);
l_mut_92 = u32(0);
l_mut_86 = u32(0);
let l_112 = l_4 < u32(65536);
if l_112 {
let l_113 = l_4 * l_4;
let l_114 = l_62 >> u32(31);
let l_115 = l_114 == u32(1);
l_mut_80 = l_59;
l_mut_65 = l_62;
if l_115 {
let l_116 = u32(0) - l_59;
let l_117 = u32(0) - l_62;
let l_118 = u32(0) < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 - l_119;
l_mut_80 = l_116;
l_mut_65 = l_120;
}
let l_121 = l_mut_80 * l_113;
let l_122 = l_mut_65 * l_113;
let l_2932 = u64(l_mut_80);
let l_2933 = u64(l_113);
let l_2934 = l_2932 * l_2933;
let l_2935 = l_2934 >> u32(bitcast<u64>(u64(32)));
let l_2936 = u32(bitcast<u64>(l_2935));
let l_123 = l_2936;
let l_124 = l_123 + l_122;
let l_2937 = u64(l_mut_65);
let l_2938 = u64(l_113);
let l_2939 = l_2937 * l_2938;
let l_2940 = l_2939 >> u32(bitcast<u64>(u64(32)));
let l_2941 = u32(bitcast<u64>(l_2940));
let l_125 = l_2941;
let l_126 = l_124 < l_122;
let l_127 = u32(l_126);
let l_128 = l_125 + l_127;
let l_129 = l_111 % u32(32);
l_mut_30 = l_121;
let l_130 = l_129 > u32(0);
if l_130 {
let l_131 = l_121 >> l_129;
let l_132 = u32(32) - l_129;
let l_133 = l_124 << l_132;
let l_134 = l_131 | l_133;
l_mut_30 = l_134;
}
l_mut_135 = l_124;
let l_136 = l_129 > u32(0);
if l_136 {
let l_137 = l_124 >> l_129;
let l_138 = u32(32) - l_129;
let l_139 = l_128 << l_138;
let l_140 = l_137 | l_139;
l_mut_135 = l_140;
}
l_mut_141 = l_mut_30;
l_mut_30 = l_mut_135;
let l_142 = l_111 >= u32(64);
if l_142 {
l_mut_141 = l_128;
l_mut_30 = u32(0);
} else {
let l_143 = l_111 >= u32(32);
if l_143 {
l_mut_135 = l_124;
let l_144 = l_129 > u32(0);
if l_144 {
let l_145 = l_124 >> l_129;
let l_146 = u32(32) - l_129;
let l_147 = l_128 << l_146;
let l_148 = l_145 | l_147;
l_mut_135 = l_148;
}
let l_149 = l_128 >> l_129;
l_mut_141 = l_mut_135;
l_mut_30 = l_149;
}
}
l_mut_135 = l_mut_141;
l_mut_141 = l_mut_30;
if l_115 {
let l_150 = u32(0) - l_mut_135;
let l_151 = u32(0) - l_mut_141;
let l_152 = u32(0) < l_mut_135;
let l_153 = u32(l_152);
let l_154 = l_151 - l_153;
l_mut_135 = l_150;
l_mut_141 = l_154;
}
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_141;
} else {
let l_155 = l_62 >> u32(31);
let l_156 = l_155 == u32(1);
l_mut_141 = l_59;
l_mut_135 = l_62;
if l_156 {
let l_157 = u32(0) - l_59;
let l_158 = u32(0) - l_62;
let l_159 = u32(0) < l_59;
let l_160 = u32(l_159);
let l_161 = l_158 - l_160;
l_mut_141 = l_157;
l_mut_135 = l_161;
}
let l_162 = l_mut_141 * l_4;
let l_163 = l_mut_135 * l_4;
let l_2942 = u64(l_mut_141);
let l_2943 = u64(l_4);
let l_2944 = l_2942 * l_2943;
let l_2945 = l_2944 >> u32(bitcast<u64>(u64(32)));
let l_2946 = u32(bitcast<u64>(l_2945));
let l_164 = l_2946;
let l_165 = l_164 + l_163;
let l_2947 = u64(l_mut_135);
let l_2948 = u64(l_4);
let l_2949 = l_2947 * l_2948;
let l_2950 = l_2949 >> u32(bitcast<u64>(u64(32)));
let l_2951 = u32(bitcast<u64>(l_2950));
let l_166 = l_2951;
let l_167 = l_165 < l_163;
let l_168 = u32(l_167);
let l_169 = l_166 + l_168;
let l_170 = u32(0) % u32(32);
l_mut_80 = l_162;
let l_171 = l_170 > u32(0);
if l_171 {
let l_172 = l_162 >> l_170;
let l_173 = u32(32) - l_170;
let l_174 = l_165 << l_173;
let l_175 = l_172 | l_174;
l_mut_80 = l_175;
}
l_mut_65 = l_165;
let l_176 = l_170 > u32(0);
if l_176 {
let l_177 = l_165 >> l_170;
let l_178 = u32(32) - l_170;
let l_179 = l_169 << l_178;
let l_180 = l_177 | l_179;
l_mut_65 = l_180;
}
l_mut_30 = l_mut_80;
l_mut_80 = l_mut_65;
let l_181 = u32(0) >= u32(64);
if l_181 {
l_mut_30 = l_169;
l_mut_80 = u32(0);
} else {
let l_182 = u32(0) >= u32(32);
if l_182 {
l_mut_65 = l_165;
let l_183 = l_170 > u32(0);
if l_183 {
let l_184 = l_165 >> l_170;
let l_185 = u32(32) - l_170;
let l_186 = l_169 << l_185;
let l_187 = l_184 | l_186;
l_mut_65 = l_187;
}
let l_188 = l_169 >> l_170;
l_mut_30 = l_mut_65;
l_mut_80 = l_188;
}
}
let l_189 = l_mut_141 * l_4;
let l_190 = l_mut_135 * l_4;
let l_2952 = u64(l_mut_141);
let l_2953 = u64(l_4);
let l_2954 = l_2952 * l_2953;
let l_2955 = l_2954 >> u32(bitcast<u64>(u64(32)));
let l_2956 = u32(bitcast<u64>(l_2955));
let l_191 = l_2956;
let l_192 = l_191 + l_190;
let l_2957 = u64(l_mut_135);
let l_2958 = u64(l_4);
let l_2959 = l_2957 * l_2958;
let l_2960 = l_2959 >> u32(bitcast<u64>(u64(32)));
let l_2961 = u32(bitcast<u64>(l_2960));
let l_193 = l_2961;
let l_194 = l_192 < l_190;
let l_195 = u32(l_194);
let l_196 = l_193 + l_195;
let l_197 = u32(64) % u32(32);
l_mut_65 = l_189;
let l_198 = l_197 > u32(0);
if l_198 {
let l_199 = l_189 >> l_197;
let l_200 = u32(32) - l_197;
let l_201 = l_192 << l_200;
let l_202 = l_199 | l_201;
l_mut_65 = l_202;
}
l_mut_203 = l_192;
let l_204 = l_197 > u32(0);
if l_204 {
let l_205 = l_192 >> l_197;
let l_206 = u32(32) - l_197;
let l_207 = l_196 << l_206;
let l_208 = l_205 | l_207;
l_mut_203 = l_208;
}
l_mut_209 = l_mut_65;
l_mut_65 = l_mut_203;
let l_210 = u32(64) >= u32(64);
if l_210 {
l_mut_209 = l_196;
l_mut_65 = u32(0);
} else {
let l_211 = u32(64) >= u32(32);
if l_211 {
l_mut_203 = l_192;
let l_212 = l_197 > u32(0);
if l_212 {
let l_213 = l_192 >> l_197;
let l_214 = u32(32) - l_197;
let l_215 = l_196 << l_214;
let l_216 = l_213 | l_215;
l_mut_203 = l_216;
}
let l_217 = l_196 >> l_197;
l_mut_209 = l_mut_203;
l_mut_65 = l_217;
}
}
let l_218 = l_mut_30 * l_4;
let l_219 = l_mut_80 * l_4;
let l_2962 = u64(l_mut_30);
let l_2963 = u64(l_4);
let l_2964 = l_2962 * l_2963;
let l_2965 = l_2964 >> u32(bitcast<u64>(u64(32)));
let l_2966 = u32(bitcast<u64>(l_2965));
let l_220 = l_2966;
let l_221 = l_220 + l_219;
let l_2967 = u64(l_mut_80);
let l_2968 = u64(l_4);
let l_2969 = l_2967 * l_2968;
let l_2970 = l_2969 >> u32(bitcast<u64>(u64(32)));
let l_2971 = u32(bitcast<u64>(l_2970));
let l_222 = l_2971;
let l_223 = l_221 < l_219;
let l_224 = u32(l_223);
let l_225 = l_222 + l_224;
let l_226 = u32(0) % u32(32);
l_mut_203 = l_218;
let l_227 = l_226 > u32(0);
if l_227 {
let l_228 = l_218 >> l_226;
let l_229 = u32(32) - l_226;
let l_230 = l_221 << l_229;
let l_231 = l_228 | l_230;
l_mut_203 = l_231;
}
l_mut_141 = l_221;
let l_232 = l_226 > u32(0);
if l_232 {
let l_233 = l_221 >> l_226;
let l_234 = u32(32) - l_226;
let l_235 = l_225 << l_234;
let l_236 = l_233 | l_235;
l_mut_141 = l_236;
}
l_mut_135 = l_mut_203;
l_mut_203 = l_mut_141;
let l_237 = u32(0) >= u32(64);
if l_237 {
l_mut_135 = l_225;
l_mut_203 = u32(0);
} else {
let l_238 = u32(0) >= u32(32);
if l_238 {
l_mut_141 = l_221;
let l_239 = l_226 > u32(0);
if l_239 {
let l_240 = l_221 >> l_226;
let l_241 = u32(32) - l_226;
let l_242 = l_225 << l_241;
let l_243 = l_240 | l_242;
l_mut_141 = l_243;
}
let l_244 = l_225 >> l_226;
l_mut_135 = l_mut_141;
l_mut_203 = l_244;
}
}
let l_245 = l_mut_30 * l_4;
let l_246 = l_mut_80 * l_4;
let l_2972 = u64(l_mut_30);
let l_2973 = u64(l_4);
let l_2974 = l_2972 * l_2973;
let l_2975 = l_2974 >> u32(bitcast<u64>(u64(32)));
let l_2976 = u32(bitcast<u64>(l_2975));
let l_247 = l_2976;
let l_248 = l_247 + l_246;
let l_2977 = u64(l_mut_80);
let l_2978 = u64(l_4);
let l_2979 = l_2977 * l_2978;
let l_2980 = l_2979 >> u32(bitcast<u64>(u64(32)));
let l_2981 = u32(bitcast<u64>(l_2980));
let l_249 = l_2981;
let l_250 = l_248 < l_246;
let l_251 = u32(l_250);
let l_252 = l_249 + l_251;
let l_253 = u32(64) % u32(32);
l_mut_141 = l_245;
let l_254 = l_253 > u32(0);
if l_254 {
let l_255 = l_245 >> l_253;
let l_256 = u32(32) - l_253;
let l_257 = l_248 << l_256;
let l_258 = l_255 | l_257;
l_mut_141 = l_258;
}
l_mut_259 = l_248;
let l_260 = l_253 > u32(0);
if l_260 {
let l_261 = l_248 >> l_253;
let l_262 = u32(32) - l_253;
let l_263 = l_252 << l_262;
let l_264 = l_261 | l_263;
l_mut_259 = l_264;
}
l_mut_265 = l_mut_141;
l_mut_141 = l_mut_259;
let l_266 = u32(64) >= u32(64);
if l_266 {
l_mut_265 = l_252;
l_mut_141 = u32(0);
} else {
let l_267 = u32(64) >= u32(32);
if l_267 {
l_mut_259 = l_248;
let l_268 = l_253 > u32(0);
if l_268 {
let l_269 = l_248 >> l_253;
let l_270 = u32(32) - l_253;
let l_271 = l_252 << l_270;
let l_272 = l_269 | l_271;
l_mut_259 = l_272;
}
let l_273 = l_252 >> l_253;
l_mut_265 = l_mut_259;
l_mut_141 = l_273;
}
}
let l_274 = l_mut_209 * l_4;
let l_2982 = u64(l_mut_209);
let l_2983 = u64(l_4);
let l_2984 = l_2982 * l_2983;
let l_2985 = l_2984 >> u32(bitcast<u64>(u64(32)));
let l_2986 = u32(bitcast<u64>(l_2985));
let l_275 = l_2986;
let l_276 = l_mut_65 * l_4;
let l_277 = l_275 + l_276;
let l_278 = l_mut_265 + l_274;
let l_279 = l_mut_141 + l_277;
let l_280 = l_278 < l_mut_265;
let l_281 = u32(l_280);
let l_282 = l_279 + l_281;
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_203;
let l_283 = l_111 == u32(64);
if l_283 {
l_mut_92 = l_278;
l_mut_86 = l_282;
} else {
let l_284 = l_111 > u32(0);
if l_284 {
let l_285 = u32(64) - l_111;
l_mut_265 = l_278;
l_mut_259 = l_282;
let l_286 = l_285 >= u32(32);
if l_286 {
let l_287 = l_285 & u32(31);
let l_288 = l_278 << l_287;
l_mut_265 = u32(0);
l_mut_259 = l_288;
} else {
let l_289 = l_285 > u32(0);
if l_289 {
let l_290 = l_278 << l_285;
let l_291 = l_282 << l_285;
let l_292 = u32(32) - l_285;
let l_293 = l_278 >> l_292;
let l_294 = l_291 | l_293;
l_mut_265 = l_290;
l_mut_259 = l_294;
}
}
l_mut_209 = l_mut_135;
l_mut_141 = l_mut_203;
let l_295 = l_111 >= u32(32);
if l_295 {
let l_296 = l_111 & u32(31);
let l_297 = l_mut_203 >> l_296;
l_mut_209 = l_297;
l_mut_141 = u32(0);
} else {
let l_298 = l_111 > u32(0);
if l_298 {
l_mut_80 = l_mut_135;
let l_299 = l_111 > u32(0);
if l_299 {
let l_300 = l_mut_135 >> l_111;
let l_301 = u32(32) - l_111;
let l_302 = l_mut_203 << l_301;
let l_303 = l_300 | l_302;
l_mut_80 = l_303;
}
let l_304 = l_mut_203 >> l_111;
l_mut_209 = l_mut_80;
l_mut_141 = l_304;
}
}
let l_305 = l_mut_265 + l_mut_209;
let l_306 = l_mut_259 + l_mut_141;
let l_307 = l_305 < l_mut_265;
let l_308 = u32(l_307);
let l_309 = l_306 + l_308;
l_mut_92 = l_305;
l_mut_86 = l_309;
}
}
if l_156 {
let l_310 = u32(0) - l_mut_92;
let l_311 = u32(0) - l_mut_86;
let l_312 = u32(0) < l_mut_92;
let l_313 = u32(l_312);
let l_314 = l_311 - l_313;
l_mut_92 = l_310;
l_mut_86 = l_314;
}
}
l_mut_265 = l_mut_92;
l_mut_259 = l_mut_86;
let l_315 = l_mut_86 >> u32(31);
let l_316 = l_315 == u32(1);
if l_316 {
let l_317 = u32(0) - l_mut_92;
let l_318 = u32(0) - l_mut_86;
let l_319 = u32(0) < l_mut_92;
let l_320 = u32(l_319);
let l_321 = l_318 - l_320;
l_mut_265 = l_317;
l_mut_259 = l_321;
}
let l_322 = l_14 + l_mut_265;
let l_323 = l_17 + l_mut_259;
let l_324 = l_322 < l_14;
let l_325 = u32(l_324);
let l_326 = l_323 + l_325;
let l_327 = l_322 + u32(1);
let l_328 = l_326 + u32(0);
let l_329 = l_327 < l_322;
let l_330 = u32(l_329);
let l_331 = l_328 + l_330;
let l_332 = l_54 - l_mut_92;
let l_333 = l_57 - l_mut_86;
let l_334 = l_54 < l_mut_92;
let l_335 = u32(l_334);
let l_336 = l_333 - l_335;
let l_337 = l_332 + l_327;
let l_338 = l_336 + l_331;
let l_339 = l_337 < l_332;
let l_340 = u32(l_339);
let l_341 = l_338 + l_340;
let l_342 = u32(0) - l_106;
let l_343 = u32(0) - l_110;
let l_344 = u32(0) < l_106;
let l_345 = u32(l_344);
let l_346 = l_343 - l_345;
let l_347 = l_327 + l_327;
let l_348 = l_331 + l_331;
let l_349 = l_347 < l_327;
let l_350 = u32(l_349);
let l_351 = l_348 + l_350;
l_mut_265 = l_342;
l_mut_259 = l_346;
let l_352 = u32(0) - l_342;
let l_353 = u32(0) - l_346;
let l_354 = u32(0) < l_342;
let l_355 = u32(l_354);
let l_356 = l_353 - l_355;
l_mut_209 = l_352;
l_mut_203 = l_356;
l_mut_141 = l_337;
l_mut_135 = l_341;
l_mut_92 = u32(1);
l_mut_86 = u32(1);
l_mut_357 = bool(false);
let l_358 = l_mut_135 < l_351;
let l_359 = l_mut_135 == l_351;
let l_360 = l_mut_141 < l_347;
let l_361 = l_359 && l_360;
let l_362 = l_358 || l_361;
let l_363 = !l_362;
l_mut_364 = l_363;
let l_365 = l_342 | l_346;
let l_366 = l_365 == u32(0);
if l_366 {
l_mut_357 = l_mut_364;
l_mut_364 = bool(false);
}
if l_mut_364 {
let l_367 = l_346 >> u32(31);
let l_368 = l_367 == u32(1);
l_mut_80 = l_342;
l_mut_65 = l_346;
if l_368 {
let l_369 = u32(0) - l_342;
let l_370 = u32(0) - l_346;
let l_371 = u32(0) < l_342;
let l_372 = u32(l_371);
let l_373 = l_370 - l_372;
l_mut_80 = l_369;
l_mut_65 = l_373;
}
let l_374 = l_4 - u32(1);
let l_375 = l_mut_80 * l_374;
let l_2987 = u64(l_mut_80);
let l_2988 = u64(l_374);
let l_2989 = l_2987 * l_2988;
let l_2990 = l_2989 >> u32(bitcast<u64>(u64(32)));
let l_2991 = u32(bitcast<u64>(l_2990));
let l_376 = l_2991;
let l_377 = l_mut_65 * l_374;
let l_378 = l_376 + l_377;
l_mut_30 = u32(0);
let l_379 = l_4 - u32(1);
let l_380 = l_mut_80 * l_379;
let l_381 = l_mut_65 * l_379;
let l_2992 = u64(l_mut_80);
let l_2993 = u64(l_379);
let l_2994 = l_2992 * l_2993;
let l_2995 = l_2994 >> u32(bitcast<u64>(u64(32)));
let l_2996 = u32(bitcast<u64>(l_2995));
let l_382 = l_2996;
let l_383 = l_382 + l_381;
let l_2997 = u64(l_mut_65);
let l_2998 = u64(l_379);
let l_2999 = l_2997 * l_2998;
let l_3000 = l_2999 >> u32(bitcast<u64>(u64(32)));
let l_3001 = u32(bitcast<u64>(l_3000));
let l_384 = l_3001;
let l_385 = l_383 < l_381;
let l_386 = u32(l_385);
let l_387 = l_384 + l_386;
let l_388 = u32(64) % u32(32);
l_mut_389 = l_380;
let l_390 = l_388 > u32(0);
if l_390 {
let l_391 = l_380 >> l_388;
let l_392 = u32(32) - l_388;
let l_393 = l_383 << l_392;
let l_394 = l_391 | l_393;
l_mut_389 = l_394;
}
l_mut_395 = l_383;
let l_396 = l_388 > u32(0);
if l_396 {
let l_397 = l_383 >> l_388;
let l_398 = u32(32) - l_388;
let l_399 = l_387 << l_398;
let l_400 = l_397 | l_399;
l_mut_395 = l_400;
}
l_mut_401 = l_mut_389;
l_mut_389 = l_mut_395;
let l_402 = u32(64) >= u32(64);
if l_402 {
l_mut_401 = l_387;
l_mut_389 = u32(0);
} else {
let l_403 = u32(64) >= u32(32);
if l_403 {
l_mut_395 = l_383;
let l_404 = l_388 > u32(0);
if l_404 {
let l_405 = l_383 >> l_388;
let l_406 = u32(32) - l_388;
let l_407 = l_387 << l_406;
let l_408 = l_405 | l_407;
l_mut_395 = l_408;
}
let l_409 = l_387 >> l_388;
l_mut_401 = l_mut_395;
l_mut_389 = l_409;
}
}
let l_410 = l_mut_401 | l_mut_389;
let l_411 = l_410 == u32(0);
if l_411 {
l_mut_401 = l_337;
l_mut_395 = l_341;
if l_368 {
let l_412 = u32(0) - l_337;
let l_413 = u32(0) - l_341;
let l_414 = u32(0) < l_337;
let l_415 = u32(l_414);
let l_416 = l_413 - l_415;
let l_417 = l_337 | l_341;
let l_418 = l_417 == u32(0);
let l_419 = !l_418;
let l_420 = l_378 < l_416;
let l_421 = l_378 == l_416;
let l_422 = l_375 < l_412;
let l_423 = l_421 && l_422;
let l_424 = l_420 || l_423;
let l_425 = !l_424;
let l_426 = l_419 && l_425;
if l_426 {
let l_427 = l_4 - u32(1);
l_mut_389 = l_412;
l_mut_428 = l_416;
let l_429 = l_416 < l_mut_65;
let l_430 = l_416 == l_mut_65;
let l_431 = l_412 < l_mut_80;
let l_432 = l_430 && l_431;
let l_433 = l_429 || l_432;
let l_434 = !l_433;
if l_434 {
l_mut_435 = u32(0);
let l_436 = l_mut_65 < l_416;
let l_437 = l_mut_65 == l_416;
let l_438 = l_mut_80 < l_412;
let l_439 = l_437 && l_438;
let l_440 = l_436 || l_439;
if l_440 {
let l_441 = l_412 - u32(1);
let l_442 = l_416 - u32(0);
let l_443 = l_412 < u32(1);
let l_444 = u32(l_443);
let l_445 = l_442 - l_444;
l_mut_446 = l_441;
l_mut_447 = l_445;
l_mut_448 = u32(0);

for (var l_mut_449: u32 = u32(0); l_mut_449 < u32(20); l_mut_449++) {
let l_450 = u32(19) - l_mut_449;
l_mut_451 = l_mut_446;
l_mut_452 = l_mut_447;
let l_453 = l_450 >= u32(32);
if l_453 {
let l_454 = l_450 & u32(31);
let l_455 = l_mut_447 >> l_454;
l_mut_451 = l_455;
l_mut_452 = u32(0);
} else {
let l_456 = l_450 > u32(0);
if l_456 {
l_mut_457 = l_mut_446;
let l_458 = l_450 > u32(0);
if l_458 {
let l_459 = l_mut_446 >> l_450;
let l_460 = u32(32) - l_450;
let l_461 = l_mut_447 << l_460;
let l_462 = l_459 | l_461;
l_mut_457 = l_462;
}
let l_463 = l_mut_447 >> l_450;
l_mut_451 = l_mut_457;
l_mut_452 = l_463;
}
}
let l_464 = l_mut_452 < l_mut_65;
let l_465 = l_mut_452 == l_mut_65;
let l_466 = l_mut_451 < l_mut_80;
let l_467 = l_465 && l_466;
let l_468 = l_464 || l_467;
let l_469 = !l_468;
if l_469 {
l_mut_457 = l_mut_80;
l_mut_452 = l_mut_65;
let l_470 = l_450 >= u32(32);
if l_470 {
let l_471 = l_450 & u32(31);
let l_472 = l_mut_80 << l_471;
l_mut_457 = u32(0);
l_mut_452 = l_472;
} else {
let l_473 = l_450 > u32(0);
if l_473 {
let l_474 = l_mut_80 << l_450;
let l_475 = l_mut_65 << l_450;
let l_476 = u32(32) - l_450;
let l_477 = l_mut_80 >> l_476;
let l_478 = l_475 | l_477;
l_mut_457 = l_474;
l_mut_452 = l_478;
}
}
let l_479 = l_mut_446 - l_mut_457;
let l_480 = l_mut_447 - l_mut_452;
let l_481 = l_mut_446 < l_mut_457;
let l_482 = u32(l_481);
let l_483 = l_480 - l_482;
l_mut_446 = l_479;
l_mut_447 = l_483;
let l_484 = u32(1) << l_450;
l_mut_448 = l_mut_448 | l_484;
}
}
let l_485 = min(l_mut_448, l_427);
l_mut_457 = l_485;
let l_486 = l_mut_447 < l_mut_65;
let l_487 = l_mut_447 == l_mut_65;
let l_488 = l_mut_446 < l_mut_80;
let l_489 = l_487 && l_488;
let l_490 = l_486 || l_489;
let l_491 = !l_490;
if l_491 {
l_mut_457 = l_427;
}
l_mut_435 = l_mut_457;
}
let l_492 = l_mut_80 * l_mut_435;
let l_3002 = u64(l_mut_80);
let l_3003 = u64(l_mut_435);
let l_3004 = l_3002 * l_3003;
let l_3005 = l_3004 >> u32(bitcast<u64>(u64(32)));
let l_3006 = u32(bitcast<u64>(l_3005));
let l_493 = l_3006;
let l_494 = l_mut_65 * l_mut_435;
let l_495 = l_493 + l_494;
let l_496 = l_412 - l_492;
let l_497 = l_416 - l_495;
let l_498 = l_412 < l_492;
let l_499 = u32(l_498);
let l_500 = l_497 - l_499;
l_mut_389 = l_496;
l_mut_428 = l_500;
let l_501 = l_mut_428 < l_mut_65;
let l_502 = l_mut_428 == l_mut_65;
let l_503 = l_mut_389 < l_mut_80;
let l_504 = l_502 && l_503;
let l_505 = l_501 || l_504;
let l_506 = !l_505;
if l_506 {
let l_507 = l_mut_389 - l_mut_80;
let l_508 = l_mut_428 - l_mut_65;
let l_509 = l_mut_389 < l_mut_80;
let l_510 = u32(l_509);
let l_511 = l_508 - l_510;
l_mut_389 = l_507;
l_mut_428 = l_511;
}
}
let l_512 = l_mut_80 - l_mut_389;
let l_513 = l_mut_65 - l_mut_428;
let l_514 = l_mut_80 < l_mut_389;
let l_515 = u32(l_514);
let l_516 = l_513 - l_515;
l_mut_457 = l_512;
l_mut_452 = l_516;
let l_517 = l_516 < l_mut_65;
let l_518 = l_516 == l_mut_65;
let l_519 = l_512 < l_mut_80;
let l_520 = l_518 && l_519;
let l_521 = l_517 || l_520;
let l_522 = !l_521;
if l_522 {
let l_523 = l_512 - l_mut_80;
let l_524 = l_516 - l_mut_65;
let l_525 = l_512 < l_mut_80;
let l_526 = u32(l_525);
let l_527 = l_524 - l_526;
l_mut_457 = l_523;
l_mut_452 = l_527;
}
let l_528 = l_mut_452 < l_mut_395;
let l_529 = l_mut_452 == l_mut_395;
let l_530 = l_mut_457 < l_mut_401;
let l_531 = l_529 && l_530;
let l_532 = l_528 || l_531;
if l_532 {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
} else {
let l_533 = l_337 - l_375;
let l_534 = l_341 - l_378;
let l_535 = l_337 < l_375;
let l_536 = u32(l_535);
let l_537 = l_534 - l_536;
l_mut_401 = l_533;
l_mut_395 = l_537;
let l_538 = l_341 < l_378;
let l_539 = l_341 == l_378;
let l_540 = l_337 < l_375;
let l_541 = l_539 && l_540;
let l_542 = l_538 || l_541;
if l_542 {
let l_543 = l_4 - u32(1);
l_mut_457 = l_337;
l_mut_452 = l_341;
let l_544 = l_341 < l_mut_65;
let l_545 = l_341 == l_mut_65;
let l_546 = l_337 < l_mut_80;
let l_547 = l_545 && l_546;
let l_548 = l_544 || l_547;
let l_549 = !l_548;
if l_549 {
l_mut_451 = u32(0);
let l_550 = l_mut_65 < l_341;
let l_551 = l_mut_65 == l_341;
let l_552 = l_mut_80 < l_337;
let l_553 = l_551 && l_552;
let l_554 = l_550 || l_553;
if l_554 {
let l_555 = l_337 - u32(1);
let l_556 = l_341 - u32(0);
let l_557 = l_337 < u32(1);
let l_558 = u32(l_557);
let l_559 = l_556 - l_558;
l_mut_448 = l_555;
l_mut_447 = l_559;
l_mut_446 = u32(0);

for (var l_mut_560: u32 = u32(0); l_mut_560 < u32(20); l_mut_560++) {
let l_561 = u32(19) - l_mut_560;
l_mut_435 = l_mut_448;
l_mut_428 = l_mut_447;
let l_562 = l_561 >= u32(32);
if l_562 {
let l_563 = l_561 & u32(31);
let l_564 = l_mut_447 >> l_563;
l_mut_435 = l_564;
l_mut_428 = u32(0);
} else {
let l_565 = l_561 > u32(0);
if l_565 {
l_mut_389 = l_mut_448;
let l_566 = l_561 > u32(0);
if l_566 {
let l_567 = l_mut_448 >> l_561;
let l_568 = u32(32) - l_561;
let l_569 = l_mut_447 << l_568;
let l_570 = l_567 | l_569;
l_mut_389 = l_570;
}
let l_571 = l_mut_447 >> l_561;
l_mut_435 = l_mut_389;
l_mut_428 = l_571;
}
}
let l_572 = l_mut_428 < l_mut_65;
let l_573 = l_mut_428 == l_mut_65;
let l_574 = l_mut_435 < l_mut_80;
let l_575 = l_573 && l_574;
let l_576 = l_572 || l_575;
let l_577 = !l_576;
if l_577 {
l_mut_435 = l_mut_80;
l_mut_428 = l_mut_65;
let l_578 = l_561 >= u32(32);
if l_578 {
let l_579 = l_561 & u32(31);
let l_580 = l_mut_80 << l_579;
l_mut_435 = u32(0);
l_mut_428 = l_580;
} else {
let l_581 = l_561 > u32(0);
if l_581 {
let l_582 = l_mut_80 << l_561;
let l_583 = l_mut_65 << l_561;
let l_584 = u32(32) - l_561;
let l_585 = l_mut_80 >> l_584;
let l_586 = l_583 | l_585;
l_mut_435 = l_582;
l_mut_428 = l_586;
}
}
let l_587 = l_mut_448 - l_mut_435;
let l_588 = l_mut_447 - l_mut_428;
let l_589 = l_mut_448 < l_mut_435;
let l_590 = u32(l_589);
let l_591 = l_588 - l_590;
l_mut_448 = l_587;
l_mut_447 = l_591;
let l_592 = u32(1) << l_561;
l_mut_446 = l_mut_446 | l_592;
}
}
let l_593 = min(l_mut_446, l_543);
l_mut_446 = l_593;
let l_594 = l_mut_447 < l_mut_65;
let l_595 = l_mut_447 == l_mut_65;
let l_596 = l_mut_448 < l_mut_80;
let l_597 = l_595 && l_596;
let l_598 = l_594 || l_597;
let l_599 = !l_598;
if l_599 {
l_mut_446 = l_543;
}
l_mut_451 = l_mut_446;
}
let l_600 = l_mut_80 * l_mut_451;
let l_3007 = u64(l_mut_80);
let l_3008 = u64(l_mut_451);
let l_3009 = l_3007 * l_3008;
let l_3010 = l_3009 >> u32(bitcast<u64>(u64(32)));
let l_3011 = u32(bitcast<u64>(l_3010));
let l_601 = l_3011;
let l_602 = l_mut_65 * l_mut_451;
let l_603 = l_601 + l_602;
let l_604 = l_337 - l_600;
let l_605 = l_341 - l_603;
let l_606 = l_337 < l_600;
let l_607 = u32(l_606);
let l_608 = l_605 - l_607;
l_mut_457 = l_604;
l_mut_452 = l_608;
let l_609 = l_mut_452 < l_mut_65;
let l_610 = l_mut_452 == l_mut_65;
let l_611 = l_mut_457 < l_mut_80;
let l_612 = l_610 && l_611;
let l_613 = l_609 || l_612;
let l_614 = !l_613;
if l_614 {
let l_615 = l_mut_457 - l_mut_80;
let l_616 = l_mut_452 - l_mut_65;
let l_617 = l_mut_457 < l_mut_80;
let l_618 = u32(l_617);
let l_619 = l_616 - l_618;
l_mut_457 = l_615;
l_mut_452 = l_619;
}
}
let l_620 = l_mut_452 < l_mut_395;
let l_621 = l_mut_452 == l_mut_395;
let l_622 = l_mut_457 < l_mut_401;
let l_623 = l_621 && l_622;
let l_624 = l_620 || l_623;
if l_624 {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
}
let l_625 = l_mut_395 < l_351;
let l_626 = l_mut_395 == l_351;
let l_627 = l_mut_401 < l_347;
let l_628 = l_626 && l_627;
let l_629 = l_625 || l_628;
let l_630 = !l_629;
let l_631 = u32(l_630);
let l_632 = u32(2) - l_631;
l_mut_30 = l_632;
}
let l_633 = l_mut_30 > u32(0);
if l_633 {
let l_634 = l_mut_30 == u32(1);
l_mut_357 = l_634;
l_mut_364 = bool(false);
}
}
l_mut_635 = bool(false);
loop {
let l_636 = !l_mut_364;
if l_636 {
break;
}
let l_637 = l_mut_135 < l_mut_259;
let l_638 = l_mut_135 == l_mut_259;
let l_639 = l_mut_141 < l_mut_265;
let l_640 = l_638 && l_639;
let l_641 = l_637 || l_640;
if l_641 {
let l_642 = l_mut_265 - l_mut_141;
let l_643 = l_mut_259 - l_mut_135;
let l_644 = l_mut_265 < l_mut_141;
let l_645 = u32(l_644);
let l_646 = l_643 - l_645;
l_mut_457 = l_642;
l_mut_452 = l_646;
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
let l_647 = l_mut_452 < l_mut_259;
let l_648 = l_mut_452 == l_mut_259;
let l_649 = l_mut_457 < l_mut_265;
let l_650 = l_648 && l_649;
let l_651 = l_647 || l_650;
if l_651 {
l_mut_451 = l_mut_457;
l_mut_448 = l_mut_452;
}
l_mut_652 = bool(false);
l_mut_457 = l_mut_451;
l_mut_452 = l_mut_448;
let l_653 = u32(3) >= u32(32);
if l_653 {
let l_654 = u32(3) & u32(31);
let l_655 = l_mut_448 >> l_654;
l_mut_457 = l_655;
l_mut_452 = u32(0);
} else {
let l_656 = u32(3) > u32(0);
if l_656 {
l_mut_447 = l_mut_451;
let l_657 = u32(3) > u32(0);
if l_657 {
let l_658 = l_mut_451 >> u32(3);
let l_659 = l_mut_448 << u32(29);
let l_660 = l_658 | l_659;
l_mut_447 = l_660;
}
let l_661 = l_mut_448 >> u32(3);
l_mut_457 = l_mut_447;
l_mut_452 = l_661;
}
}
let l_662 = l_mut_452 < l_mut_203;
let l_663 = l_mut_452 == l_mut_203;
let l_664 = l_mut_457 < l_mut_209;
let l_665 = l_663 && l_664;
let l_666 = l_662 || l_665;
let l_667 = !l_666;
l_mut_652 = l_667;
l_mut_457 = u32(0);
let l_668 = l_mut_209 | l_mut_203;
let l_669 = l_668 == u32(0);
let l_670 = !l_669;
let l_671 = l_mut_652 && l_670;
let l_672 = l_mut_203 < l_mut_448;
let l_673 = l_mut_203 == l_mut_448;
let l_674 = l_mut_209 < l_mut_451;
let l_675 = l_673 && l_674;
let l_676 = l_672 || l_675;
let l_677 = l_671 && l_676;
let l_678 = l_mut_92 + l_mut_86;
let l_679 = l_678 < l_4;
let l_680 = l_677 && l_679;
if l_680 {
let l_681 = l_4 - l_mut_92;
let l_682 = l_681 - l_mut_86;
let l_683 = l_682 / l_mut_92;
let l_684 = l_mut_451 - u32(1);
let l_685 = l_mut_448 - u32(0);
let l_686 = l_mut_451 < u32(1);
let l_687 = u32(l_686);
let l_688 = l_685 - l_687;
l_mut_452 = l_684;
l_mut_451 = l_688;
l_mut_448 = u32(0);

for (var l_mut_689: u32 = u32(0); l_mut_689 < u32(20); l_mut_689++) {
let l_690 = u32(19) - l_mut_689;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
let l_691 = l_690 >= u32(32);
if l_691 {
let l_692 = l_690 & u32(31);
let l_693 = l_mut_451 >> l_692;
l_mut_447 = l_693;
l_mut_446 = u32(0);
} else {
let l_694 = l_690 > u32(0);
if l_694 {
l_mut_435 = l_mut_452;
let l_695 = l_690 > u32(0);
if l_695 {
let l_696 = l_mut_452 >> l_690;
let l_697 = u32(32) - l_690;
let l_698 = l_mut_451 << l_697;
let l_699 = l_696 | l_698;
l_mut_435 = l_699;
}
let l_700 = l_mut_451 >> l_690;
l_mut_447 = l_mut_435;
l_mut_446 = l_700;
}
}
let l_701 = l_mut_446 < l_mut_203;
let l_702 = l_mut_446 == l_mut_203;
let l_703 = l_mut_447 < l_mut_209;
let l_704 = l_702 && l_703;
let l_705 = l_701 || l_704;
let l_706 = !l_705;
if l_706 {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
let l_707 = l_690 >= u32(32);
if l_707 {
let l_708 = l_690 & u32(31);
let l_709 = l_mut_209 << l_708;
l_mut_447 = u32(0);
l_mut_446 = l_709;
} else {
let l_710 = l_690 > u32(0);
if l_710 {
let l_711 = l_mut_209 << l_690;
let l_712 = l_mut_203 << l_690;
let l_713 = u32(32) - l_690;
let l_714 = l_mut_209 >> l_713;
let l_715 = l_712 | l_714;
l_mut_447 = l_711;
l_mut_446 = l_715;
}
}
let l_716 = l_mut_452 - l_mut_447;
let l_717 = l_mut_451 - l_mut_446;
let l_718 = l_mut_452 < l_mut_447;
let l_719 = u32(l_718);
let l_720 = l_717 - l_719;
l_mut_452 = l_716;
l_mut_451 = l_720;
let l_721 = u32(1) << l_690;
l_mut_448 = l_mut_448 | l_721;
}
}
let l_722 = min(l_mut_448, l_683);
l_mut_448 = l_722;
let l_723 = l_mut_451 < l_mut_203;
let l_724 = l_mut_451 == l_mut_203;
let l_725 = l_mut_452 < l_mut_209;
let l_726 = l_724 && l_725;
let l_727 = l_723 || l_726;
let l_728 = !l_727;
if l_728 {
l_mut_448 = l_683;
}
l_mut_457 = l_mut_448;
}
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_209;
l_mut_447 = l_mut_203;
l_mut_446 = l_mut_92;
l_mut_435 = l_mut_86;
l_mut_428 = l_mut_141;
l_mut_401 = l_mut_135;
l_mut_395 = u32(0);
let l_729 = l_mut_457 > u32(0);
if l_729 {
let l_730 = l_mut_209 * l_mut_457;
let l_3012 = u64(l_mut_209);
let l_3013 = u64(l_mut_457);
let l_3014 = l_3012 * l_3013;
let l_3015 = l_3014 >> u32(bitcast<u64>(u64(32)));
let l_3016 = u32(bitcast<u64>(l_3015));
let l_731 = l_3016;
let l_732 = l_mut_203 * l_mut_457;
let l_733 = l_731 + l_732;
let l_734 = l_mut_265 - l_730;
let l_735 = l_mut_259 - l_733;
let l_736 = l_mut_265 < l_730;
let l_737 = u32(l_736);
let l_738 = l_735 - l_737;
l_mut_452 = l_734;
l_mut_451 = l_738;
let l_739 = l_mut_457 * l_mut_92;
let l_740 = l_mut_86 + l_739;
l_mut_435 = l_740;
} else {
let l_741 = l_mut_395 == u32(0);
if l_741 {
let l_742 = l_4 - l_mut_92;
let l_743 = l_742 / l_mut_86;
l_mut_457 = u32(0);
l_mut_652 = bool(false);
l_mut_389 = l_mut_209;
l_mut_80 = l_mut_203;
let l_744 = u32(3) >= u32(32);
if l_744 {
let l_745 = u32(3) & u32(31);
let l_746 = l_mut_203 >> l_745;
l_mut_389 = l_746;
l_mut_80 = u32(0);
} else {
let l_747 = u32(3) > u32(0);
if l_747 {
l_mut_65 = l_mut_209;
let l_748 = u32(3) > u32(0);
if l_748 {
let l_749 = l_mut_209 >> u32(3);
let l_750 = l_mut_203 << u32(29);
let l_751 = l_749 | l_750;
l_mut_65 = l_751;
}
let l_752 = l_mut_203 >> u32(3);
l_mut_389 = l_mut_65;
l_mut_80 = l_752;
}
}
let l_753 = l_mut_80 < l_mut_259;
let l_754 = l_mut_80 == l_mut_259;
let l_755 = l_mut_389 < l_mut_265;
let l_756 = l_754 && l_755;
let l_757 = l_753 || l_756;
let l_758 = !l_757;
l_mut_652 = l_758;
let l_759 = l_mut_265 | l_mut_259;
let l_760 = l_759 == u32(0);
if l_760 {
l_mut_457 = l_743;
} else {
if l_mut_652 {
let l_761 = l_mut_259 < l_mut_203;
let l_762 = l_mut_259 == l_mut_203;
let l_763 = l_mut_265 < l_mut_209;
let l_764 = l_762 && l_763;
let l_765 = l_761 || l_764;
if l_765 {
let l_766 = l_mut_209 - u32(1);
let l_767 = l_mut_203 - u32(0);
let l_768 = l_mut_209 < u32(1);
let l_769 = u32(l_768);
let l_770 = l_767 - l_769;
l_mut_389 = l_766;
l_mut_80 = l_770;
l_mut_65 = u32(0);

for (var l_mut_771: u32 = u32(0); l_mut_771 < u32(20); l_mut_771++) {
let l_772 = u32(19) - l_mut_771;
l_mut_30 = l_mut_389;
l_mut_773 = l_mut_80;
let l_774 = l_772 >= u32(32);
if l_774 {
let l_775 = l_772 & u32(31);
let l_776 = l_mut_80 >> l_775;
l_mut_30 = l_776;
l_mut_773 = u32(0);
} else {
let l_777 = l_772 > u32(0);
if l_777 {
l_mut_778 = l_mut_389;
let l_779 = l_772 > u32(0);
if l_779 {
let l_780 = l_mut_389 >> l_772;
let l_781 = u32(32) - l_772;
let l_782 = l_mut_80 << l_781;
let l_783 = l_780 | l_782;
l_mut_778 = l_783;
}
let l_784 = l_mut_80 >> l_772;
l_mut_30 = l_mut_778;
l_mut_773 = l_784;
}
}
let l_785 = l_mut_773 < l_mut_259;
let l_786 = l_mut_773 == l_mut_259;
let l_787 = l_mut_30 < l_mut_265;
let l_788 = l_786 && l_787;
let l_789 = l_785 || l_788;
let l_790 = !l_789;
if l_790 {
l_mut_778 = l_mut_265;
l_mut_773 = l_mut_259;
let l_791 = l_772 >= u32(32);
if l_791 {
let l_792 = l_772 & u32(31);
let l_793 = l_mut_265 << l_792;
l_mut_778 = u32(0);
l_mut_773 = l_793;
} else {
let l_794 = l_772 > u32(0);
if l_794 {
let l_795 = l_mut_265 << l_772;
let l_796 = l_mut_259 << l_772;
let l_797 = u32(32) - l_772;
let l_798 = l_mut_265 >> l_797;
let l_799 = l_796 | l_798;
l_mut_778 = l_795;
l_mut_773 = l_799;
}
}
let l_800 = l_mut_389 - l_mut_778;
let l_801 = l_mut_80 - l_mut_773;
let l_802 = l_mut_389 < l_mut_778;
let l_803 = u32(l_802);
let l_804 = l_801 - l_803;
l_mut_389 = l_800;
l_mut_80 = l_804;
let l_805 = u32(1) << l_772;
l_mut_65 = l_mut_65 | l_805;
}
}
let l_806 = min(l_mut_65, l_743);
l_mut_778 = l_806;
let l_807 = l_mut_80 < l_mut_259;
let l_808 = l_mut_80 == l_mut_259;
let l_809 = l_mut_389 < l_mut_265;
let l_810 = l_808 && l_809;
let l_811 = l_807 || l_810;
let l_812 = !l_811;
if l_812 {
l_mut_778 = l_743;
}
l_mut_457 = l_mut_778;
}
} else {
l_mut_778 = l_mut_209;
l_mut_773 = l_mut_203;
loop {
let l_813 = l_mut_259 < l_mut_773;
let l_814 = l_mut_259 == l_mut_773;
let l_815 = l_mut_265 < l_mut_778;
let l_816 = l_814 && l_815;
let l_817 = l_813 || l_816;
let l_818 = l_mut_457 * l_mut_86;
let l_819 = l_mut_92 + l_818;
let l_820 = l_819 + l_mut_86;
let l_821 = l_820 < l_4;
let l_822 = l_817 && l_821;
let l_823 = !l_822;
if l_823 {
break;
}
let l_824 = l_mut_778 - l_mut_265;
let l_825 = l_mut_773 - l_mut_259;
let l_826 = l_mut_778 < l_mut_265;
let l_827 = u32(l_826);
let l_828 = l_825 - l_827;
l_mut_778 = l_824;
l_mut_773 = l_828;
l_mut_457 = l_mut_457 + u32(1);
}
}
}
let l_829 = l_mut_457 * l_mut_86;
let l_830 = l_mut_92 + l_829;
let l_831 = l_830 + l_mut_86;
let l_832 = l_831 >= l_4;
if l_832 {
l_mut_395 = u32(1);
} else {
let l_833 = l_mut_265 * l_mut_457;
let l_3017 = u64(l_mut_265);
let l_3018 = u64(l_mut_457);
let l_3019 = l_3017 * l_3018;
let l_3020 = l_3019 >> u32(bitcast<u64>(u64(32)));
let l_3021 = u32(bitcast<u64>(l_3020));
let l_834 = l_3021;
let l_835 = l_mut_259 * l_mut_457;
let l_836 = l_834 + l_835;
let l_837 = l_mut_209 - l_833;
let l_838 = l_mut_203 - l_836;
let l_839 = l_mut_209 < l_833;
let l_840 = u32(l_839);
let l_841 = l_838 - l_840;
l_mut_448 = l_837;
l_mut_447 = l_841;
let l_842 = l_mut_457 * l_mut_86;
let l_843 = l_mut_92 + l_842;
l_mut_446 = l_843;
let l_844 = l_mut_265 - l_mut_448;
let l_845 = l_mut_259 - l_mut_447;
let l_846 = l_mut_265 < l_mut_448;
let l_847 = u32(l_846);
let l_848 = l_845 - l_847;
l_mut_452 = l_844;
l_mut_451 = l_848;
let l_849 = l_mut_86 + l_mut_446;
l_mut_435 = l_849;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_448;
l_mut_203 = l_mut_447;
l_mut_92 = l_mut_446;
l_mut_86 = l_mut_435;
l_mut_141 = l_mut_428;
l_mut_135 = l_mut_401;
let l_850 = l_mut_395 == u32(1);
l_mut_357 = l_850;
let l_851 = l_mut_395 == u32(0);
l_mut_364 = l_851;
} else {
let l_852 = l_mut_209 - l_mut_141;
let l_853 = l_mut_203 - l_mut_135;
let l_854 = l_mut_209 < l_mut_141;
let l_855 = u32(l_854);
let l_856 = l_853 - l_855;
l_mut_778 = l_852;
l_mut_773 = l_856;
let l_857 = l_mut_141 - l_347;
let l_858 = l_mut_135 - l_351;
let l_859 = l_mut_141 < l_347;
let l_860 = u32(l_859);
let l_861 = l_858 - l_860;
l_mut_778 = l_857;
l_mut_773 = l_861;
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
let l_862 = l_mut_773 < l_mut_203;
let l_863 = l_mut_773 == l_mut_203;
let l_864 = l_mut_778 < l_mut_209;
let l_865 = l_863 && l_864;
let l_866 = l_862 || l_865;
if l_866 {
l_mut_457 = l_mut_778;
l_mut_452 = l_mut_773;
}
l_mut_652 = bool(false);
l_mut_778 = l_mut_457;
l_mut_773 = l_mut_452;
let l_867 = u32(3) >= u32(32);
if l_867 {
let l_868 = u32(3) & u32(31);
let l_869 = l_mut_452 >> l_868;
l_mut_778 = l_869;
l_mut_773 = u32(0);
} else {
let l_870 = u32(3) > u32(0);
if l_870 {
l_mut_451 = l_mut_457;
let l_871 = u32(3) > u32(0);
if l_871 {
let l_872 = l_mut_457 >> u32(3);
let l_873 = l_mut_452 << u32(29);
let l_874 = l_872 | l_873;
l_mut_451 = l_874;
}
let l_875 = l_mut_452 >> u32(3);
l_mut_778 = l_mut_451;
l_mut_773 = l_875;
}
}
let l_876 = l_mut_773 < l_mut_259;
let l_877 = l_mut_773 == l_mut_259;
let l_878 = l_mut_778 < l_mut_265;
let l_879 = l_877 && l_878;
let l_880 = l_876 || l_879;
let l_881 = !l_880;
l_mut_652 = l_881;
l_mut_778 = u32(0);
let l_882 = l_mut_265 | l_mut_259;
let l_883 = l_882 == u32(0);
let l_884 = !l_883;
let l_885 = l_mut_652 && l_884;
let l_886 = l_mut_259 < l_mut_452;
let l_887 = l_mut_259 == l_mut_452;
let l_888 = l_mut_265 < l_mut_457;
let l_889 = l_887 && l_888;
let l_890 = l_886 || l_889;
let l_891 = l_885 && l_890;
let l_892 = l_mut_86 + l_mut_92;
let l_893 = l_892 < l_4;
let l_894 = l_891 && l_893;
if l_894 {
let l_895 = l_4 - l_mut_86;
let l_896 = l_895 - l_mut_92;
let l_897 = l_896 / l_mut_86;
let l_898 = l_mut_457 - u32(1);
let l_899 = l_mut_452 - u32(0);
let l_900 = l_mut_457 < u32(1);
let l_901 = u32(l_900);
let l_902 = l_899 - l_901;
l_mut_773 = l_898;
l_mut_457 = l_902;
l_mut_452 = u32(0);

for (var l_mut_903: u32 = u32(0); l_mut_903 < u32(20); l_mut_903++) {
let l_904 = u32(19) - l_mut_903;
l_mut_451 = l_mut_773;
l_mut_448 = l_mut_457;
let l_905 = l_904 >= u32(32);
if l_905 {
let l_906 = l_904 & u32(31);
let l_907 = l_mut_457 >> l_906;
l_mut_451 = l_907;
l_mut_448 = u32(0);
} else {
let l_908 = l_904 > u32(0);
if l_908 {
l_mut_447 = l_mut_773;
let l_909 = l_904 > u32(0);
if l_909 {
let l_910 = l_mut_773 >> l_904;
let l_911 = u32(32) - l_904;
let l_912 = l_mut_457 << l_911;
let l_913 = l_910 | l_912;
l_mut_447 = l_913;
}
let l_914 = l_mut_457 >> l_904;
l_mut_451 = l_mut_447;
l_mut_448 = l_914;
}
}
let l_915 = l_mut_448 < l_mut_259;
let l_916 = l_mut_448 == l_mut_259;
let l_917 = l_mut_451 < l_mut_265;
let l_918 = l_916 && l_917;
let l_919 = l_915 || l_918;
let l_920 = !l_919;
if l_920 {
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
let l_921 = l_904 >= u32(32);
if l_921 {
let l_922 = l_904 & u32(31);
let l_923 = l_mut_265 << l_922;
l_mut_451 = u32(0);
l_mut_448 = l_923;
} else {
let l_924 = l_904 > u32(0);
if l_924 {
let l_925 = l_mut_265 << l_904;
let l_926 = l_mut_259 << l_904;
let l_927 = u32(32) - l_904;
let l_928 = l_mut_265 >> l_927;
let l_929 = l_926 | l_928;
l_mut_451 = l_925;
l_mut_448 = l_929;
}
}
let l_930 = l_mut_773 - l_mut_451;
let l_931 = l_mut_457 - l_mut_448;
let l_932 = l_mut_773 < l_mut_451;
let l_933 = u32(l_932);
let l_934 = l_931 - l_933;
l_mut_773 = l_930;
l_mut_457 = l_934;
let l_935 = u32(1) << l_904;
l_mut_452 = l_mut_452 | l_935;
}
}
let l_936 = min(l_mut_452, l_897);
l_mut_452 = l_936;
let l_937 = l_mut_457 < l_mut_259;
let l_938 = l_mut_457 == l_mut_259;
let l_939 = l_mut_773 < l_mut_265;
let l_940 = l_938 && l_939;
let l_941 = l_937 || l_940;
let l_942 = !l_941;
if l_942 {
l_mut_452 = l_897;
}
l_mut_778 = l_mut_452;
}
l_mut_773 = l_mut_209;
l_mut_457 = l_mut_203;
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_86;
l_mut_447 = l_mut_92;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
l_mut_428 = u32(0);
let l_943 = l_mut_778 > u32(0);
if l_943 {
let l_944 = l_mut_265 * l_mut_778;
let l_3022 = u64(l_mut_265);
let l_3023 = u64(l_mut_778);
let l_3024 = l_3022 * l_3023;
let l_3025 = l_3024 >> u32(bitcast<u64>(u64(32)));
let l_3026 = u32(bitcast<u64>(l_3025));
let l_945 = l_3026;
let l_946 = l_mut_259 * l_mut_778;
let l_947 = l_945 + l_946;
let l_948 = l_mut_141 - l_944;
let l_949 = l_mut_135 - l_947;
let l_950 = l_mut_141 < l_944;
let l_951 = u32(l_950);
let l_952 = l_949 - l_951;
l_mut_446 = l_948;
l_mut_435 = l_952;
let l_953 = l_mut_209 - l_944;
let l_954 = l_mut_203 - l_947;
let l_955 = l_mut_209 < l_944;
let l_956 = u32(l_955);
let l_957 = l_954 - l_956;
l_mut_773 = l_953;
l_mut_457 = l_957;
let l_958 = l_mut_778 * l_mut_86;
let l_959 = l_mut_92 + l_958;
l_mut_447 = l_959;
} else {
let l_960 = l_mut_141 - l_mut_265;
let l_961 = l_mut_135 - l_mut_259;
let l_962 = l_mut_141 < l_mut_265;
let l_963 = u32(l_962);
let l_964 = l_961 - l_963;
l_mut_446 = l_960;
l_mut_435 = l_964;
let l_965 = l_mut_435 < l_351;
let l_966 = l_mut_435 == l_351;
let l_967 = l_mut_446 < l_347;
let l_968 = l_966 && l_967;
let l_969 = l_965 || l_968;
if l_969 {
l_mut_428 = u32(2);
}
let l_970 = l_mut_428 == u32(0);
if l_970 {
let l_971 = l_4 - l_mut_86;
let l_972 = l_971 / l_mut_92;
l_mut_778 = u32(0);
l_mut_652 = bool(false);
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
let l_973 = u32(3) >= u32(32);
if l_973 {
let l_974 = u32(3) & u32(31);
let l_975 = l_mut_259 >> l_974;
l_mut_401 = l_975;
l_mut_395 = u32(0);
} else {
let l_976 = u32(3) > u32(0);
if l_976 {
l_mut_389 = l_mut_265;
let l_977 = u32(3) > u32(0);
if l_977 {
let l_978 = l_mut_265 >> u32(3);
let l_979 = l_mut_259 << u32(29);
let l_980 = l_978 | l_979;
l_mut_389 = l_980;
}
let l_981 = l_mut_259 >> u32(3);
l_mut_401 = l_mut_389;
l_mut_395 = l_981;
}
}
let l_982 = l_mut_395 < l_mut_203;
let l_983 = l_mut_395 == l_mut_203;
let l_984 = l_mut_401 < l_mut_209;
let l_985 = l_983 && l_984;
let l_986 = l_982 || l_985;
let l_987 = !l_986;
l_mut_652 = l_987;
let l_988 = l_mut_209 | l_mut_203;
let l_989 = l_988 == u32(0);
if l_989 {
l_mut_778 = l_972;
} else {
if l_mut_652 {
let l_990 = l_mut_203 < l_mut_259;
let l_991 = l_mut_203 == l_mut_259;
let l_992 = l_mut_209 < l_mut_265;
let l_993 = l_991 && l_992;
let l_994 = l_990 || l_993;
if l_994 {
let l_995 = l_mut_265 - u32(1);
let l_996 = l_mut_259 - u32(0);
let l_997 = l_mut_265 < u32(1);
let l_998 = u32(l_997);
let l_999 = l_996 - l_998;
l_mut_401 = l_995;
l_mut_395 = l_999;
l_mut_389 = u32(0);

for (var l_mut_1000: u32 = u32(0); l_mut_1000 < u32(20); l_mut_1000++) {
let l_1001 = u32(19) - l_mut_1000;
l_mut_80 = l_mut_401;
l_mut_65 = l_mut_395;
let l_1002 = l_1001 >= u32(32);
if l_1002 {
let l_1003 = l_1001 & u32(31);
let l_1004 = l_mut_395 >> l_1003;
l_mut_80 = l_1004;
l_mut_65 = u32(0);
} else {
let l_1005 = l_1001 > u32(0);
if l_1005 {
l_mut_30 = l_mut_401;
let l_1006 = l_1001 > u32(0);
if l_1006 {
let l_1007 = l_mut_401 >> l_1001;
let l_1008 = u32(32) - l_1001;
let l_1009 = l_mut_395 << l_1008;
let l_1010 = l_1007 | l_1009;
l_mut_30 = l_1010;
}
let l_1011 = l_mut_395 >> l_1001;
l_mut_80 = l_mut_30;
l_mut_65 = l_1011;
}
}
let l_1012 = l_mut_65 < l_mut_203;
let l_1013 = l_mut_65 == l_mut_203;
let l_1014 = l_mut_80 < l_mut_209;
let l_1015 = l_1013 && l_1014;
let l_1016 = l_1012 || l_1015;
let l_1017 = !l_1016;
if l_1017 {
l_mut_80 = l_mut_209;
l_mut_65 = l_mut_203;
let l_1018 = l_1001 >= u32(32);
if l_1018 {
let l_1019 = l_1001 & u32(31);
let l_1020 = l_mut_209 << l_1019;
l_mut_80 = u32(0);
l_mut_65 = l_1020;
} else {
let l_1021 = l_1001 > u32(0);
if l_1021 {
let l_1022 = l_mut_209 << l_1001;
let l_1023 = l_mut_203 << l_1001;
let l_1024 = u32(32) - l_1001;
let l_1025 = l_mut_209 >> l_1024;
let l_1026 = l_1023 | l_1025;
l_mut_80 = l_1022;
l_mut_65 = l_1026;
}
}
let l_1027 = l_mut_401 - l_mut_80;
let l_1028 = l_mut_395 - l_mut_65;
let l_1029 = l_mut_401 < l_mut_80;
let l_1030 = u32(l_1029);
let l_1031 = l_1028 - l_1030;
l_mut_401 = l_1027;
l_mut_395 = l_1031;
let l_1032 = u32(1) << l_1001;
l_mut_389 = l_mut_389 | l_1032;
}
}
let l_1033 = min(l_mut_389, l_972);
l_mut_389 = l_1033;
let l_1034 = l_mut_395 < l_mut_203;
let l_1035 = l_mut_395 == l_mut_203;
let l_1036 = l_mut_401 < l_mut_209;
let l_1037 = l_1035 && l_1036;
let l_1038 = l_1034 || l_1037;
let l_1039 = !l_1038;
if l_1039 {
l_mut_389 = l_972;
}
l_mut_778 = l_mut_389;
}
} else {
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
loop {
let l_1040 = l_mut_203 < l_mut_395;
let l_1041 = l_mut_203 == l_mut_395;
let l_1042 = l_mut_209 < l_mut_401;
let l_1043 = l_1041 && l_1042;
let l_1044 = l_1040 || l_1043;
let l_1045 = l_mut_778 * l_mut_92;
let l_1046 = l_mut_86 + l_1045;
let l_1047 = l_1046 + l_mut_92;
let l_1048 = l_1047 < l_4;
let l_1049 = l_1044 && l_1048;
let l_1050 = !l_1049;
if l_1050 {
break;
}
let l_1051 = l_mut_401 - l_mut_209;
let l_1052 = l_mut_395 - l_mut_203;
let l_1053 = l_mut_401 < l_mut_209;
let l_1054 = u32(l_1053);
let l_1055 = l_1052 - l_1054;
l_mut_401 = l_1051;
l_mut_395 = l_1055;
l_mut_778 = l_mut_778 + u32(1);
}
}
}
let l_1056 = l_mut_778 * l_mut_92;
let l_1057 = l_mut_86 + l_1056;
let l_1058 = l_1057 + l_mut_92;
let l_1059 = l_1058 >= l_4;
if l_1059 {
l_mut_428 = u32(1);
} else {
let l_1060 = l_mut_209 * l_mut_778;
let l_3027 = u64(l_mut_209);
let l_3028 = u64(l_mut_778);
let l_3029 = l_3027 * l_3028;
let l_3030 = l_3029 >> u32(bitcast<u64>(u64(32)));
let l_3031 = u32(bitcast<u64>(l_3030));
let l_1061 = l_3031;
let l_1062 = l_mut_203 * l_mut_778;
let l_1063 = l_1061 + l_1062;
let l_1064 = l_mut_265 - l_1060;
let l_1065 = l_mut_259 - l_1063;
let l_1066 = l_mut_265 < l_1060;
let l_1067 = u32(l_1066);
let l_1068 = l_1065 - l_1067;
l_mut_452 = l_1064;
l_mut_451 = l_1068;
let l_1069 = l_mut_778 * l_mut_92;
let l_1070 = l_mut_86 + l_1069;
l_mut_448 = l_1070;
let l_1071 = l_mut_209 - l_mut_452;
let l_1072 = l_mut_203 - l_mut_451;
let l_1073 = l_mut_209 < l_mut_452;
let l_1074 = u32(l_1073);
let l_1075 = l_1072 - l_1074;
l_mut_773 = l_1071;
l_mut_457 = l_1075;
let l_1076 = l_mut_92 + l_mut_448;
l_mut_447 = l_1076;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_773;
l_mut_203 = l_mut_457;
l_mut_92 = l_mut_447;
l_mut_86 = l_mut_448;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
let l_1077 = l_mut_428 == u32(1);
l_mut_357 = l_1077;
let l_1078 = l_mut_428 == u32(0);
l_mut_364 = l_1078;
}
}
let l_1079 = !l_mut_357;
if l_1079 {
let l_3032 = info.static_meta[u32(5)];
let l_3033 = l_3032 * u32(1);
let l_3034 = l_3033 - u32(1);
let l_3035 = min(u32(0), l_3034);
let l_3036 = &buffer_5_global[l_3035];
let l_1080 = l_3036;
let l_1081 = atomicAdd(l_1080, u32(1));let l_1082 = l_4 / u32(8);
l_mut_778 = u32(0);
l_mut_773 = u32(0);
l_mut_457 = u32(0);

for (var l_mut_1083: u32 = u32(0); l_mut_1083 < u32(8); l_mut_1083++) {
let l_1084 = l_mut_1083 * l_1082;
let l_1085 = l_1084 < l_46;
let l_1086 = l_4 / u32(8);
let l_1087 = l_mut_1083 * l_1086;
let l_1088 = l_1087 + l_1087;
let l_1089 = l_62 >> u32(31);
let l_1090 = l_1089 == u32(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if l_1090 {
let l_1091 = u32(0) - l_59;
let l_1092 = u32(0) - l_62;
let l_1093 = u32(0) < l_59;
let l_1094 = u32(l_1093);
let l_1095 = l_1092 - l_1094;
l_mut_452 = l_1091;
l_mut_451 = l_1095;
}
let l_1096 = l_mut_452 * l_1088;
let l_1097 = l_mut_451 * l_1088;
let l_3037 = u64(l_mut_452);
let l_3038 = u64(l_1088);
let l_3039 = l_3037 * l_3038;
let l_3040 = l_3039 >> u32(bitcast<u64>(u64(32)));
let l_3041 = u32(bitcast<u64>(l_3040));
let l_1098 = l_3041;
let l_1099 = l_1098 + l_1097;
let l_3042 = u64(l_mut_451);
let l_3043 = u64(l_1088);
let l_3044 = l_3042 * l_3043;
let l_3045 = l_3044 >> u32(bitcast<u64>(u64(32)));
let l_3046 = u32(bitcast<u64>(l_3045));
let l_1100 = l_3046;
let l_1101 = l_1099 < l_1097;
let l_1102 = u32(l_1101);
let l_1103 = l_1100 + l_1102;
let l_1104 = l_9 % u32(32);
l_mut_448 = l_1096;
let l_1105 = l_1104 > u32(0);
if l_1105 {
let l_1106 = l_1096 >> l_1104;
let l_1107 = u32(32) - l_1104;
let l_1108 = l_1099 << l_1107;
let l_1109 = l_1106 | l_1108;
l_mut_448 = l_1109;
}
l_mut_447 = l_1099;
let l_1110 = l_1104 > u32(0);
if l_1110 {
let l_1111 = l_1099 >> l_1104;
let l_1112 = u32(32) - l_1104;
let l_1113 = l_1103 << l_1112;
let l_1114 = l_1111 | l_1113;
l_mut_447 = l_1114;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
let l_1115 = l_9 >= u32(64);
if l_1115 {
l_mut_446 = l_1103;
l_mut_448 = u32(0);
} else {
let l_1116 = l_9 >= u32(32);
if l_1116 {
l_mut_447 = l_1099;
let l_1117 = l_1104 > u32(0);
if l_1117 {
let l_1118 = l_1099 >> l_1104;
let l_1119 = u32(32) - l_1104;
let l_1120 = l_1103 << l_1119;
let l_1121 = l_1118 | l_1120;
l_mut_447 = l_1121;
}
let l_1122 = l_1103 >> l_1104;
l_mut_446 = l_mut_447;
l_mut_448 = l_1122;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if l_1090 {
let l_1123 = u32(0) - l_mut_452;
let l_1124 = u32(0) - l_mut_451;
let l_1125 = u32(0) < l_mut_452;
let l_1126 = u32(l_1125);
let l_1127 = l_1124 - l_1126;
l_mut_452 = l_1123;
l_mut_451 = l_1127;
}
let l_1128 = l_49 + l_mut_452;
let l_1129 = l_52 + l_mut_451;
let l_1130 = l_1128 < l_49;
let l_1131 = u32(l_1130);
let l_1132 = l_1129 + l_1131;
let l_1133 = l_49 * l_1087;
let l_3047 = u64(l_49);
let l_3048 = u64(l_1087);
let l_3049 = l_3047 * l_3048;
let l_3050 = l_3049 >> u32(bitcast<u64>(u64(32)));
let l_3051 = u32(bitcast<u64>(l_3050));
let l_1134 = l_3051;
let l_1135 = l_52 * l_1087;
let l_1136 = l_1134 + l_1135;
let l_1137 = l_54 + l_1133;
let l_1138 = l_57 + l_1136;
let l_1139 = l_1137 < l_54;
let l_1140 = u32(l_1139);
let l_1141 = l_1138 + l_1140;
l_mut_452 = u32(0);
l_mut_451 = u32(0);
let l_1142 = l_1087 < u32(65536);
if l_1142 {
let l_1143 = l_1087 * l_1087;
let l_1144 = l_62 >> u32(31);
let l_1145 = l_1144 == u32(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if l_1145 {
let l_1146 = u32(0) - l_59;
let l_1147 = u32(0) - l_62;
let l_1148 = u32(0) < l_59;
let l_1149 = u32(l_1148);
let l_1150 = l_1147 - l_1149;
l_mut_448 = l_1146;
l_mut_447 = l_1150;
}
let l_1151 = l_mut_448 * l_1143;
let l_1152 = l_mut_447 * l_1143;
let l_3052 = u64(l_mut_448);
let l_3053 = u64(l_1143);
let l_3054 = l_3052 * l_3053;
let l_3055 = l_3054 >> u32(bitcast<u64>(u64(32)));
let l_3056 = u32(bitcast<u64>(l_3055));
let l_1153 = l_3056;
let l_1154 = l_1153 + l_1152;
let l_3057 = u64(l_mut_447);
let l_3058 = u64(l_1143);
let l_3059 = l_3057 * l_3058;
let l_3060 = l_3059 >> u32(bitcast<u64>(u64(32)));
let l_3061 = u32(bitcast<u64>(l_3060));
let l_1155 = l_3061;
let l_1156 = l_1154 < l_1152;
let l_1157 = u32(l_1156);
let l_1158 = l_1155 + l_1157;
let l_1159 = l_9 % u32(32);
l_mut_446 = l_1151;
let l_1160 = l_1159 > u32(0);
if l_1160 {
let l_1161 = l_1151 >> l_1159;
let l_1162 = u32(32) - l_1159;
let l_1163 = l_1154 << l_1162;
let l_1164 = l_1161 | l_1163;
l_mut_446 = l_1164;
}
l_mut_435 = l_1154;
let l_1165 = l_1159 > u32(0);
if l_1165 {
let l_1166 = l_1154 >> l_1159;
let l_1167 = u32(32) - l_1159;
let l_1168 = l_1158 << l_1167;
let l_1169 = l_1166 | l_1168;
l_mut_435 = l_1169;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
let l_1170 = l_9 >= u32(64);
if l_1170 {
l_mut_428 = l_1158;
l_mut_446 = u32(0);
} else {
let l_1171 = l_9 >= u32(32);
if l_1171 {
l_mut_435 = l_1154;
let l_1172 = l_1159 > u32(0);
if l_1172 {
let l_1173 = l_1154 >> l_1159;
let l_1174 = u32(32) - l_1159;
let l_1175 = l_1158 << l_1174;
let l_1176 = l_1173 | l_1175;
l_mut_435 = l_1176;
}
let l_1177 = l_1158 >> l_1159;
l_mut_428 = l_mut_435;
l_mut_446 = l_1177;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if l_1145 {
let l_1178 = u32(0) - l_mut_448;
let l_1179 = u32(0) - l_mut_447;
let l_1180 = u32(0) < l_mut_448;
let l_1181 = u32(l_1180);
let l_1182 = l_1179 - l_1181;
l_mut_448 = l_1178;
l_mut_447 = l_1182;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
let l_1183 = l_62 >> u32(31);
let l_1184 = l_1183 == u32(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if l_1184 {
let l_1185 = u32(0) - l_59;
let l_1186 = u32(0) - l_62;
let l_1187 = u32(0) < l_59;
let l_1188 = u32(l_1187);
let l_1189 = l_1186 - l_1188;
l_mut_448 = l_1185;
l_mut_447 = l_1189;
}
let l_1190 = l_mut_448 * l_1087;
let l_1191 = l_mut_447 * l_1087;
let l_3062 = u64(l_mut_448);
let l_3063 = u64(l_1087);
let l_3064 = l_3062 * l_3063;
let l_3065 = l_3064 >> u32(bitcast<u64>(u64(32)));
let l_3066 = u32(bitcast<u64>(l_3065));
let l_1192 = l_3066;
let l_1193 = l_1192 + l_1191;
let l_3067 = u64(l_mut_447);
let l_3068 = u64(l_1087);
let l_3069 = l_3067 * l_3068;
let l_3070 = l_3069 >> u32(bitcast<u64>(u64(32)));
let l_3071 = u32(bitcast<u64>(l_3070));
let l_1194 = l_3071;
let l_1195 = l_1193 < l_1191;
let l_1196 = u32(l_1195);
let l_1197 = l_1194 + l_1196;
let l_1198 = u32(0) % u32(32);
l_mut_446 = l_1190;
let l_1199 = l_1198 > u32(0);
if l_1199 {
let l_1200 = l_1190 >> l_1198;
let l_1201 = u32(32) - l_1198;
let l_1202 = l_1193 << l_1201;
let l_1203 = l_1200 | l_1202;
l_mut_446 = l_1203;
}
l_mut_435 = l_1193;
let l_1204 = l_1198 > u32(0);
if l_1204 {
let l_1205 = l_1193 >> l_1198;
let l_1206 = u32(32) - l_1198;
let l_1207 = l_1197 << l_1206;
let l_1208 = l_1205 | l_1207;
l_mut_435 = l_1208;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
let l_1209 = u32(0) >= u32(64);
if l_1209 {
l_mut_428 = l_1197;
l_mut_446 = u32(0);
} else {
let l_1210 = u32(0) >= u32(32);
if l_1210 {
l_mut_435 = l_1193;
let l_1211 = l_1198 > u32(0);
if l_1211 {
let l_1212 = l_1193 >> l_1198;
let l_1213 = u32(32) - l_1198;
let l_1214 = l_1197 << l_1213;
let l_1215 = l_1212 | l_1214;
l_mut_435 = l_1215;
}
let l_1216 = l_1197 >> l_1198;
l_mut_428 = l_mut_435;
l_mut_446 = l_1216;
}
}
let l_1217 = l_mut_448 * l_1087;
let l_1218 = l_mut_447 * l_1087;
let l_3072 = u64(l_mut_448);
let l_3073 = u64(l_1087);
let l_3074 = l_3072 * l_3073;
let l_3075 = l_3074 >> u32(bitcast<u64>(u64(32)));
let l_3076 = u32(bitcast<u64>(l_3075));
let l_1219 = l_3076;
let l_1220 = l_1219 + l_1218;
let l_3077 = u64(l_mut_447);
let l_3078 = u64(l_1087);
let l_3079 = l_3077 * l_3078;
let l_3080 = l_3079 >> u32(bitcast<u64>(u64(32)));
let l_3081 = u32(bitcast<u64>(l_3080));
let l_1221 = l_3081;
let l_1222 = l_1220 < l_1218;
let l_1223 = u32(l_1222);
let l_1224 = l_1221 + l_1223;
let l_1225 = u32(64) % u32(32);
l_mut_435 = l_1217;
let l_1226 = l_1225 > u32(0);
if l_1226 {
let l_1227 = l_1217 >> l_1225;
let l_1228 = u32(32) - l_1225;
let l_1229 = l_1220 << l_1228;
let l_1230 = l_1227 | l_1229;
l_mut_435 = l_1230;
}
l_mut_401 = l_1220;
let l_1231 = l_1225 > u32(0);
if l_1231 {
let l_1232 = l_1220 >> l_1225;
let l_1233 = u32(32) - l_1225;
let l_1234 = l_1224 << l_1233;
let l_1235 = l_1232 | l_1234;
l_mut_401 = l_1235;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
let l_1236 = u32(64) >= u32(64);
if l_1236 {
l_mut_395 = l_1224;
l_mut_435 = u32(0);
} else {
let l_1237 = u32(64) >= u32(32);
if l_1237 {
l_mut_401 = l_1220;
let l_1238 = l_1225 > u32(0);
if l_1238 {
let l_1239 = l_1220 >> l_1225;
let l_1240 = u32(32) - l_1225;
let l_1241 = l_1224 << l_1240;
let l_1242 = l_1239 | l_1241;
l_mut_401 = l_1242;
}
let l_1243 = l_1224 >> l_1225;
l_mut_395 = l_mut_401;
l_mut_435 = l_1243;
}
}
let l_1244 = l_mut_428 * l_1087;
let l_1245 = l_mut_446 * l_1087;
let l_3082 = u64(l_mut_428);
let l_3083 = u64(l_1087);
let l_3084 = l_3082 * l_3083;
let l_3085 = l_3084 >> u32(bitcast<u64>(u64(32)));
let l_3086 = u32(bitcast<u64>(l_3085));
let l_1246 = l_3086;
let l_1247 = l_1246 + l_1245;
let l_3087 = u64(l_mut_446);
let l_3088 = u64(l_1087);
let l_3089 = l_3087 * l_3088;
let l_3090 = l_3089 >> u32(bitcast<u64>(u64(32)));
let l_3091 = u32(bitcast<u64>(l_3090));
let l_1248 = l_3091;
let l_1249 = l_1247 < l_1245;
let l_1250 = u32(l_1249);
let l_1251 = l_1248 + l_1250;
let l_1252 = u32(0) % u32(32);
l_mut_448 = l_1244;
let l_1253 = l_1252 > u32(0);
if l_1253 {
let l_1254 = l_1244 >> l_1252;
let l_1255 = u32(32) - l_1252;
let l_1256 = l_1247 << l_1255;
let l_1257 = l_1254 | l_1256;
l_mut_448 = l_1257;
}
l_mut_447 = l_1247;
let l_1258 = l_1252 > u32(0);
if l_1258 {
let l_1259 = l_1247 >> l_1252;
let l_1260 = u32(32) - l_1252;
let l_1261 = l_1251 << l_1260;
let l_1262 = l_1259 | l_1261;
l_mut_447 = l_1262;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
let l_1263 = u32(0) >= u32(64);
if l_1263 {
l_mut_401 = l_1251;
l_mut_448 = u32(0);
} else {
let l_1264 = u32(0) >= u32(32);
if l_1264 {
l_mut_447 = l_1247;
let l_1265 = l_1252 > u32(0);
if l_1265 {
let l_1266 = l_1247 >> l_1252;
let l_1267 = u32(32) - l_1252;
let l_1268 = l_1251 << l_1267;
let l_1269 = l_1266 | l_1268;
l_mut_447 = l_1269;
}
let l_1270 = l_1251 >> l_1252;
l_mut_401 = l_mut_447;
l_mut_448 = l_1270;
}
}
let l_1271 = l_mut_428 * l_1087;
let l_1272 = l_mut_446 * l_1087;
let l_3092 = u64(l_mut_428);
let l_3093 = u64(l_1087);
let l_3094 = l_3092 * l_3093;
let l_3095 = l_3094 >> u32(bitcast<u64>(u64(32)));
let l_3096 = u32(bitcast<u64>(l_3095));
let l_1273 = l_3096;
let l_1274 = l_1273 + l_1272;
let l_3097 = u64(l_mut_446);
let l_3098 = u64(l_1087);
let l_3099 = l_3097 * l_3098;
let l_3100 = l_3099 >> u32(bitcast<u64>(u64(32)));
let l_3101 = u32(bitcast<u64>(l_3100));
let l_1275 = l_3101;
let l_1276 = l_1274 < l_1272;
let l_1277 = u32(l_1276);
let l_1278 = l_1275 + l_1277;
let l_1279 = u32(64) % u32(32);
l_mut_447 = l_1271;
let l_1280 = l_1279 > u32(0);
if l_1280 {
let l_1281 = l_1271 >> l_1279;
let l_1282 = u32(32) - l_1279;
let l_1283 = l_1274 << l_1282;
let l_1284 = l_1281 | l_1283;
l_mut_447 = l_1284;
}
l_mut_389 = l_1274;
let l_1285 = l_1279 > u32(0);
if l_1285 {
let l_1286 = l_1274 >> l_1279;
let l_1287 = u32(32) - l_1279;
let l_1288 = l_1278 << l_1287;
let l_1289 = l_1286 | l_1288;
l_mut_389 = l_1289;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
let l_1290 = u32(64) >= u32(64);
if l_1290 {
l_mut_265 = l_1278;
l_mut_447 = u32(0);
} else {
let l_1291 = u32(64) >= u32(32);
if l_1291 {
l_mut_389 = l_1274;
let l_1292 = l_1279 > u32(0);
if l_1292 {
let l_1293 = l_1274 >> l_1279;
let l_1294 = u32(32) - l_1279;
let l_1295 = l_1278 << l_1294;
let l_1296 = l_1293 | l_1295;
l_mut_389 = l_1296;
}
let l_1297 = l_1278 >> l_1279;
l_mut_265 = l_mut_389;
l_mut_447 = l_1297;
}
}
let l_1298 = l_mut_395 * l_1087;
let l_3102 = u64(l_mut_395);
let l_3103 = u64(l_1087);
let l_3104 = l_3102 * l_3103;
let l_3105 = l_3104 >> u32(bitcast<u64>(u64(32)));
let l_3106 = u32(bitcast<u64>(l_3105));
let l_1299 = l_3106;
let l_1300 = l_mut_435 * l_1087;
let l_1301 = l_1299 + l_1300;
let l_1302 = l_mut_265 + l_1298;
let l_1303 = l_mut_447 + l_1301;
let l_1304 = l_1302 < l_mut_265;
let l_1305 = u32(l_1304);
let l_1306 = l_1303 + l_1305;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
let l_1307 = l_9 == u32(64);
if l_1307 {
l_mut_452 = l_1302;
l_mut_451 = l_1306;
} else {
let l_1308 = l_9 > u32(0);
if l_1308 {
let l_1309 = u32(64) - l_9;
l_mut_447 = l_1302;
l_mut_446 = l_1306;
let l_1310 = l_1309 >= u32(32);
if l_1310 {
let l_1311 = l_1309 & u32(31);
let l_1312 = l_1302 << l_1311;
l_mut_447 = u32(0);
l_mut_446 = l_1312;
} else {
let l_1313 = l_1309 > u32(0);
if l_1313 {
let l_1314 = l_1302 << l_1309;
let l_1315 = l_1306 << l_1309;
let l_1316 = u32(32) - l_1309;
let l_1317 = l_1302 >> l_1316;
let l_1318 = l_1315 | l_1317;
l_mut_447 = l_1314;
l_mut_446 = l_1318;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
let l_1319 = l_9 >= u32(32);
if l_1319 {
let l_1320 = l_9 & u32(31);
let l_1321 = l_mut_448 >> l_1320;
l_mut_435 = l_1321;
l_mut_428 = u32(0);
} else {
let l_1322 = l_9 > u32(0);
if l_1322 {
l_mut_395 = l_mut_401;
let l_1323 = l_9 > u32(0);
if l_1323 {
let l_1324 = l_mut_401 >> l_9;
let l_1325 = u32(32) - l_9;
let l_1326 = l_mut_448 << l_1325;
let l_1327 = l_1324 | l_1326;
l_mut_395 = l_1327;
}
let l_1328 = l_mut_448 >> l_9;
l_mut_435 = l_mut_395;
l_mut_428 = l_1328;
}
}
let l_1329 = l_mut_447 + l_mut_435;
let l_1330 = l_mut_446 + l_mut_428;
let l_1331 = l_1329 < l_mut_447;
let l_1332 = u32(l_1331);
let l_1333 = l_1330 + l_1332;
l_mut_452 = l_1329;
l_mut_451 = l_1333;
}
}
if l_1184 {
let l_1334 = u32(0) - l_mut_452;
let l_1335 = u32(0) - l_mut_451;
let l_1336 = u32(0) < l_mut_452;
let l_1337 = u32(l_1336);
let l_1338 = l_1335 - l_1337;
l_mut_452 = l_1334;
l_mut_451 = l_1338;
}
}
let l_1339 = l_1137 + l_mut_452;
let l_1340 = l_1141 + l_mut_451;
let l_1341 = l_1339 < l_1137;
let l_1342 = u32(l_1341);
let l_1343 = l_1340 + l_1342;
let l_1344 = l_62 >> u32(31);
let l_1345 = l_1344 == u32(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if l_1345 {
let l_1346 = u32(0) - l_59;
let l_1347 = u32(0) - l_62;
let l_1348 = u32(0) < l_59;
let l_1349 = u32(l_1348);
let l_1350 = l_1347 - l_1349;
l_mut_452 = l_1346;
l_mut_451 = l_1350;
}
let l_1351 = l_mut_452 * l_1086;
let l_1352 = l_mut_451 * l_1086;
let l_3107 = u64(l_mut_452);
let l_3108 = u64(l_1086);
let l_3109 = l_3107 * l_3108;
let l_3110 = l_3109 >> u32(bitcast<u64>(u64(32)));
let l_3111 = u32(bitcast<u64>(l_3110));
let l_1353 = l_3111;
let l_1354 = l_1353 + l_1352;
let l_3112 = u64(l_mut_451);
let l_3113 = u64(l_1086);
let l_3114 = l_3112 * l_3113;
let l_3115 = l_3114 >> u32(bitcast<u64>(u64(32)));
let l_3116 = u32(bitcast<u64>(l_3115));
let l_1355 = l_3116;
let l_1356 = l_1354 < l_1352;
let l_1357 = u32(l_1356);
let l_1358 = l_1355 + l_1357;
let l_1359 = l_9 % u32(32);
l_mut_448 = l_1351;
let l_1360 = l_1359 > u32(0);
if l_1360 {
let l_1361 = l_1351 >> l_1359;
let l_1362 = u32(32) - l_1359;
let l_1363 = l_1354 << l_1362;
let l_1364 = l_1361 | l_1363;
l_mut_448 = l_1364;
}
l_mut_447 = l_1354;
let l_1365 = l_1359 > u32(0);
if l_1365 {
let l_1366 = l_1354 >> l_1359;
let l_1367 = u32(32) - l_1359;
let l_1368 = l_1358 << l_1367;
let l_1369 = l_1366 | l_1368;
l_mut_447 = l_1369;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
let l_1370 = l_9 >= u32(64);
if l_1370 {
l_mut_446 = l_1358;
l_mut_448 = u32(0);
} else {
let l_1371 = l_9 >= u32(32);
if l_1371 {
l_mut_447 = l_1354;
let l_1372 = l_1359 > u32(0);
if l_1372 {
let l_1373 = l_1354 >> l_1359;
let l_1374 = u32(32) - l_1359;
let l_1375 = l_1358 << l_1374;
let l_1376 = l_1373 | l_1375;
l_mut_447 = l_1376;
}
let l_1377 = l_1358 >> l_1359;
l_mut_446 = l_mut_447;
l_mut_448 = l_1377;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if l_1345 {
let l_1378 = u32(0) - l_mut_452;
let l_1379 = u32(0) - l_mut_451;
let l_1380 = u32(0) < l_mut_452;
let l_1381 = u32(l_1380);
let l_1382 = l_1379 - l_1381;
l_mut_452 = l_1378;
l_mut_451 = l_1382;
}
let l_1383 = l_1128 + l_mut_452;
let l_1384 = l_1132 + l_mut_451;
let l_1385 = l_1383 < l_1128;
let l_1386 = u32(l_1385);
let l_1387 = l_1384 + l_1386;
let l_1388 = l_9 + u32(3);
l_mut_452 = u32(0);
l_mut_451 = u32(0);
let l_1389 = l_1086 < u32(65536);
if l_1389 {
let l_1390 = l_1086 * l_1086;
let l_1391 = l_62 >> u32(31);
let l_1392 = l_1391 == u32(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if l_1392 {
let l_1393 = u32(0) - l_59;
let l_1394 = u32(0) - l_62;
let l_1395 = u32(0) < l_59;
let l_1396 = u32(l_1395);
let l_1397 = l_1394 - l_1396;
l_mut_448 = l_1393;
l_mut_447 = l_1397;
}
let l_1398 = l_mut_448 * l_1390;
let l_1399 = l_mut_447 * l_1390;
let l_3117 = u64(l_mut_448);
let l_3118 = u64(l_1390);
let l_3119 = l_3117 * l_3118;
let l_3120 = l_3119 >> u32(bitcast<u64>(u64(32)));
let l_3121 = u32(bitcast<u64>(l_3120));
let l_1400 = l_3121;
let l_1401 = l_1400 + l_1399;
let l_3122 = u64(l_mut_447);
let l_3123 = u64(l_1390);
let l_3124 = l_3122 * l_3123;
let l_3125 = l_3124 >> u32(bitcast<u64>(u64(32)));
let l_3126 = u32(bitcast<u64>(l_3125));
let l_1402 = l_3126;
let l_1403 = l_1401 < l_1399;
let l_1404 = u32(l_1403);
let l_1405 = l_1402 + l_1404;
let l_1406 = l_1388 % u32(32);
l_mut_446 = l_1398;
let l_1407 = l_1406 > u32(0);
if l_1407 {
let l_1408 = l_1398 >> l_1406;
let l_1409 = u32(32) - l_1406;
let l_1410 = l_1401 << l_1409;
let l_1411 = l_1408 | l_1410;
l_mut_446 = l_1411;
}
l_mut_435 = l_1401;
let l_1412 = l_1406 > u32(0);
if l_1412 {
let l_1413 = l_1401 >> l_1406;
let l_1414 = u32(32) - l_1406;
let l_1415 = l_1405 << l_1414;
let l_1416 = l_1413 | l_1415;
l_mut_435 = l_1416;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
let l_1417 = l_1388 >= u32(64);
if l_1417 {
l_mut_428 = l_1405;
l_mut_446 = u32(0);
} else {
let l_1418 = l_1388 >= u32(32);
if l_1418 {
l_mut_435 = l_1401;
let l_1419 = l_1406 > u32(0);
if l_1419 {
let l_1420 = l_1401 >> l_1406;
let l_1421 = u32(32) - l_1406;
let l_1422 = l_1405 << l_1421;
let l_1423 = l_1420 | l_1422;
l_mut_435 = l_1423;
}
let l_1424 = l_1405 >> l_1406;
l_mut_428 = l_mut_435;
l_mut_446 = l_1424;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if l_1392 {
let l_1425 = u32(0) - l_mut_448;
let l_1426 = u32(0) - l_mut_447;
let l_1427 = u32(0) < l_mut_448;
let l_1428 = u32(l_1427);
let l_1429 = l_1426 - l_1428;
l_mut_448 = l_1425;
l_mut_447 = l_1429;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
let l_1430 = l_62 >> u32(31);
let l_1431 = l_1430 == u32(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if l_1431 {
let l_1432 = u32(0) - l_59;
let l_1433 = u32(0) - l_62;
let l_1434 = u32(0) < l_59;
let l_1435 = u32(l_1434);
let l_1436 = l_1433 - l_1435;
l_mut_448 = l_1432;
l_mut_447 = l_1436;
}
let l_1437 = l_mut_448 * l_1086;
let l_1438 = l_mut_447 * l_1086;
let l_3127 = u64(l_mut_448);
let l_3128 = u64(l_1086);
let l_3129 = l_3127 * l_3128;
let l_3130 = l_3129 >> u32(bitcast<u64>(u64(32)));
let l_3131 = u32(bitcast<u64>(l_3130));
let l_1439 = l_3131;
let l_1440 = l_1439 + l_1438;
let l_3132 = u64(l_mut_447);
let l_3133 = u64(l_1086);
let l_3134 = l_3132 * l_3133;
let l_3135 = l_3134 >> u32(bitcast<u64>(u64(32)));
let l_3136 = u32(bitcast<u64>(l_3135));
let l_1441 = l_3136;
let l_1442 = l_1440 < l_1438;
let l_1443 = u32(l_1442);
let l_1444 = l_1441 + l_1443;
let l_1445 = u32(0) % u32(32);
l_mut_446 = l_1437;
let l_1446 = l_1445 > u32(0);
if l_1446 {
let l_1447 = l_1437 >> l_1445;
let l_1448 = u32(32) - l_1445;
let l_1449 = l_1440 << l_1448;
let l_1450 = l_1447 | l_1449;
l_mut_446 = l_1450;
}
l_mut_435 = l_1440;
let l_1451 = l_1445 > u32(0);
if l_1451 {
let l_1452 = l_1440 >> l_1445;
let l_1453 = u32(32) - l_1445;
let l_1454 = l_1444 << l_1453;
let l_1455 = l_1452 | l_1454;
l_mut_435 = l_1455;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
let l_1456 = u32(0) >= u32(64);
if l_1456 {
l_mut_428 = l_1444;
l_mut_446 = u32(0);
} else {
let l_1457 = u32(0) >= u32(32);
if l_1457 {
l_mut_435 = l_1440;
let l_1458 = l_1445 > u32(0);
if l_1458 {
let l_1459 = l_1440 >> l_1445;
let l_1460 = u32(32) - l_1445;
let l_1461 = l_1444 << l_1460;
let l_1462 = l_1459 | l_1461;
l_mut_435 = l_1462;
}
let l_1463 = l_1444 >> l_1445;
l_mut_428 = l_mut_435;
l_mut_446 = l_1463;
}
}
let l_1464 = l_mut_448 * l_1086;
let l_1465 = l_mut_447 * l_1086;
let l_3137 = u64(l_mut_448);
let l_3138 = u64(l_1086);
let l_3139 = l_3137 * l_3138;
let l_3140 = l_3139 >> u32(bitcast<u64>(u64(32)));
let l_3141 = u32(bitcast<u64>(l_3140));
let l_1466 = l_3141;
let l_1467 = l_1466 + l_1465;
let l_3142 = u64(l_mut_447);
let l_3143 = u64(l_1086);
let l_3144 = l_3142 * l_3143;
let l_3145 = l_3144 >> u32(bitcast<u64>(u64(32)));
let l_3146 = u32(bitcast<u64>(l_3145));
let l_1468 = l_3146;
let l_1469 = l_1467 < l_1465;
let l_1470 = u32(l_1469);
let l_1471 = l_1468 + l_1470;
let l_1472 = u32(64) % u32(32);
l_mut_435 = l_1464;
let l_1473 = l_1472 > u32(0);
if l_1473 {
let l_1474 = l_1464 >> l_1472;
let l_1475 = u32(32) - l_1472;
let l_1476 = l_1467 << l_1475;
let l_1477 = l_1474 | l_1476;
l_mut_435 = l_1477;
}
l_mut_401 = l_1467;
let l_1478 = l_1472 > u32(0);
if l_1478 {
let l_1479 = l_1467 >> l_1472;
let l_1480 = u32(32) - l_1472;
let l_1481 = l_1471 << l_1480;
let l_1482 = l_1479 | l_1481;
l_mut_401 = l_1482;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
let l_1483 = u32(64) >= u32(64);
if l_1483 {
l_mut_395 = l_1471;
l_mut_435 = u32(0);
} else {
let l_1484 = u32(64) >= u32(32);
if l_1484 {
l_mut_401 = l_1467;
let l_1485 = l_1472 > u32(0);
if l_1485 {
let l_1486 = l_1467 >> l_1472;
let l_1487 = u32(32) - l_1472;
let l_1488 = l_1471 << l_1487;
let l_1489 = l_1486 | l_1488;
l_mut_401 = l_1489;
}
let l_1490 = l_1471 >> l_1472;
l_mut_395 = l_mut_401;
l_mut_435 = l_1490;
}
}
let l_1491 = l_mut_428 * l_1086;
let l_1492 = l_mut_446 * l_1086;
let l_3147 = u64(l_mut_428);
let l_3148 = u64(l_1086);
let l_3149 = l_3147 * l_3148;
let l_3150 = l_3149 >> u32(bitcast<u64>(u64(32)));
let l_3151 = u32(bitcast<u64>(l_3150));
let l_1493 = l_3151;
let l_1494 = l_1493 + l_1492;
let l_3152 = u64(l_mut_446);
let l_3153 = u64(l_1086);
let l_3154 = l_3152 * l_3153;
let l_3155 = l_3154 >> u32(bitcast<u64>(u64(32)));
let l_3156 = u32(bitcast<u64>(l_3155));
let l_1495 = l_3156;
let l_1496 = l_1494 < l_1492;
let l_1497 = u32(l_1496);
let l_1498 = l_1495 + l_1497;
let l_1499 = u32(0) % u32(32);
l_mut_448 = l_1491;
let l_1500 = l_1499 > u32(0);
if l_1500 {
let l_1501 = l_1491 >> l_1499;
let l_1502 = u32(32) - l_1499;
let l_1503 = l_1494 << l_1502;
let l_1504 = l_1501 | l_1503;
l_mut_448 = l_1504;
}
l_mut_447 = l_1494;
let l_1505 = l_1499 > u32(0);
if l_1505 {
let l_1506 = l_1494 >> l_1499;
let l_1507 = u32(32) - l_1499;
let l_1508 = l_1498 << l_1507;
let l_1509 = l_1506 | l_1508;
l_mut_447 = l_1509;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
let l_1510 = u32(0) >= u32(64);
if l_1510 {
l_mut_401 = l_1498;
l_mut_448 = u32(0);
} else {
let l_1511 = u32(0) >= u32(32);
if l_1511 {
l_mut_447 = l_1494;
let l_1512 = l_1499 > u32(0);
if l_1512 {
let l_1513 = l_1494 >> l_1499;
let l_1514 = u32(32) - l_1499;
let l_1515 = l_1498 << l_1514;
let l_1516 = l_1513 | l_1515;
l_mut_447 = l_1516;
}
let l_1517 = l_1498 >> l_1499;
l_mut_401 = l_mut_447;
l_mut_448 = l_1517;
}
}
let l_1518 = l_mut_428 * l_1086;
let l_1519 = l_mut_446 * l_1086;
let l_3157 = u64(l_mut_428);
let l_3158 = u64(l_1086);
let l_3159 = l_3157 * l_3158;
let l_3160 = l_3159 >> u32(bitcast<u64>(u64(32)));
let l_3161 = u32(bitcast<u64>(l_3160));
let l_1520 = l_3161;
let l_1521 = l_1520 + l_1519;
let l_3162 = u64(l_mut_446);
let l_3163 = u64(l_1086);
let l_3164 = l_3162 * l_3163;
let l_3165 = l_3164 >> u32(bitcast<u64>(u64(32)));
let l_3166 = u32(bitcast<u64>(l_3165));
let l_1522 = l_3166;
let l_1523 = l_1521 < l_1519;
let l_1524 = u32(l_1523);
let l_1525 = l_1522 + l_1524;
let l_1526 = u32(64) % u32(32);
l_mut_447 = l_1518;
let l_1527 = l_1526 > u32(0);
if l_1527 {
let l_1528 = l_1518 >> l_1526;
let l_1529 = u32(32) - l_1526;
let l_1530 = l_1521 << l_1529;
let l_1531 = l_1528 | l_1530;
l_mut_447 = l_1531;
}
l_mut_389 = l_1521;
let l_1532 = l_1526 > u32(0);
if l_1532 {
let l_1533 = l_1521 >> l_1526;
let l_1534 = u32(32) - l_1526;
let l_1535 = l_1525 << l_1534;
let l_1536 = l_1533 | l_1535;
l_mut_389 = l_1536;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
let l_1537 = u32(64) >= u32(64);
if l_1537 {
l_mut_265 = l_1525;
l_mut_447 = u32(0);
} else {
let l_1538 = u32(64) >= u32(32);
if l_1538 {
l_mut_389 = l_1521;
let l_1539 = l_1526 > u32(0);
if l_1539 {
let l_1540 = l_1521 >> l_1526;
let l_1541 = u32(32) - l_1526;
let l_1542 = l_1525 << l_1541;
let l_1543 = l_1540 | l_1542;
l_mut_389 = l_1543;
}
let l_1544 = l_1525 >> l_1526;
l_mut_265 = l_mut_389;
l_mut_447 = l_1544;
}
}
let l_1545 = l_mut_395 * l_1086;
let l_3167 = u64(l_mut_395);
let l_3168 = u64(l_1086);
let l_3169 = l_3167 * l_3168;
let l_3170 = l_3169 >> u32(bitcast<u64>(u64(32)));
let l_3171 = u32(bitcast<u64>(l_3170));
let l_1546 = l_3171;
let l_1547 = l_mut_435 * l_1086;
let l_1548 = l_1546 + l_1547;
let l_1549 = l_mut_265 + l_1545;
let l_1550 = l_mut_447 + l_1548;
let l_1551 = l_1549 < l_mut_265;
let l_1552 = u32(l_1551);
let l_1553 = l_1550 + l_1552;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
let l_1554 = l_1388 == u32(64);
if l_1554 {
l_mut_452 = l_1549;
l_mut_451 = l_1553;
} else {
let l_1555 = l_1388 > u32(0);
if l_1555 {
let l_1556 = u32(64) - l_1388;
l_mut_447 = l_1549;
l_mut_446 = l_1553;
let l_1557 = l_1556 >= u32(32);
if l_1557 {
let l_1558 = l_1556 & u32(31);
let l_1559 = l_1549 << l_1558;
l_mut_447 = u32(0);
l_mut_446 = l_1559;
} else {
let l_1560 = l_1556 > u32(0);
if l_1560 {
let l_1561 = l_1549 << l_1556;
let l_1562 = l_1553 << l_1556;
let l_1563 = u32(32) - l_1556;
let l_1564 = l_1549 >> l_1563;
let l_1565 = l_1562 | l_1564;
l_mut_447 = l_1561;
l_mut_446 = l_1565;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
let l_1566 = l_1388 >= u32(32);
if l_1566 {
let l_1567 = l_1388 & u32(31);
let l_1568 = l_mut_448 >> l_1567;
l_mut_435 = l_1568;
l_mut_428 = u32(0);
} else {
let l_1569 = l_1388 > u32(0);
if l_1569 {
l_mut_395 = l_mut_401;
let l_1570 = l_1388 > u32(0);
if l_1570 {
let l_1571 = l_mut_401 >> l_1388;
let l_1572 = u32(32) - l_1388;
let l_1573 = l_mut_448 << l_1572;
let l_1574 = l_1571 | l_1573;
l_mut_395 = l_1574;
}
let l_1575 = l_mut_448 >> l_1388;
l_mut_435 = l_mut_395;
l_mut_428 = l_1575;
}
}
let l_1576 = l_mut_447 + l_mut_435;
let l_1577 = l_mut_446 + l_mut_428;
let l_1578 = l_1576 < l_mut_447;
let l_1579 = u32(l_1578);
let l_1580 = l_1577 + l_1579;
l_mut_452 = l_1576;
l_mut_451 = l_1580;
}
}
if l_1431 {
let l_1581 = u32(0) - l_mut_452;
let l_1582 = u32(0) - l_mut_451;
let l_1583 = u32(0) < l_mut_452;
let l_1584 = u32(l_1583);
let l_1585 = l_1582 - l_1584;
l_mut_452 = l_1581;
l_mut_451 = l_1585;
}
}
l_mut_448 = l_mut_452;
l_mut_447 = l_mut_451;
let l_1586 = l_mut_451 >> u32(31);
let l_1587 = l_1586 == u32(1);
if l_1587 {
let l_1588 = u32(0) - l_mut_452;
let l_1589 = u32(0) - l_mut_451;
let l_1590 = u32(0) < l_mut_452;
let l_1591 = u32(l_1590);
let l_1592 = l_1589 - l_1591;
l_mut_448 = l_1588;
l_mut_447 = l_1592;
}
let l_1593 = l_14 + l_mut_448;
let l_1594 = l_17 + l_mut_447;
let l_1595 = l_1593 < l_14;
let l_1596 = u32(l_1595);
let l_1597 = l_1594 + l_1596;
let l_1598 = l_1593 + u32(1);
let l_1599 = l_1597 + u32(0);
let l_1600 = l_1598 < l_1593;
let l_1601 = u32(l_1600);
let l_1602 = l_1599 + l_1601;
let l_1603 = l_1339 - l_mut_452;
let l_1604 = l_1343 - l_mut_451;
let l_1605 = l_1339 < l_mut_452;
let l_1606 = u32(l_1605);
let l_1607 = l_1604 - l_1606;
let l_1608 = l_1603 + l_1598;
let l_1609 = l_1607 + l_1602;
let l_1610 = l_1608 < l_1603;
let l_1611 = u32(l_1610);
let l_1612 = l_1609 + l_1611;
let l_1613 = u32(0) - l_1383;
let l_1614 = u32(0) - l_1387;
let l_1615 = u32(0) < l_1383;
let l_1616 = u32(l_1615);
let l_1617 = l_1614 - l_1616;
let l_1618 = l_1598 + l_1598;
let l_1619 = l_1602 + l_1602;
let l_1620 = l_1618 < l_1598;
let l_1621 = u32(l_1620);
let l_1622 = l_1619 + l_1621;
l_mut_452 = l_1613;
l_mut_451 = l_1617;
let l_1623 = u32(0) - l_1613;
let l_1624 = u32(0) - l_1617;
let l_1625 = u32(0) < l_1613;
let l_1626 = u32(l_1625);
let l_1627 = l_1624 - l_1626;
l_mut_448 = l_1623;
l_mut_447 = l_1627;
l_mut_446 = l_1608;
l_mut_435 = l_1612;
l_mut_428 = u32(1);
l_mut_401 = u32(1);
l_mut_652 = bool(false);
let l_1628 = l_mut_435 < l_1622;
let l_1629 = l_mut_435 == l_1622;
let l_1630 = l_mut_446 < l_1618;
let l_1631 = l_1629 && l_1630;
let l_1632 = l_1628 || l_1631;
let l_1633 = !l_1632;
l_mut_635 = l_1633;
let l_1634 = l_1613 | l_1617;
let l_1635 = l_1634 == u32(0);
if l_1635 {
l_mut_652 = l_mut_635;
l_mut_635 = bool(false);
}
if l_mut_635 {
let l_1636 = l_1617 >> u32(31);
let l_1637 = l_1636 == u32(1);
l_mut_395 = l_1613;
l_mut_389 = l_1617;
if l_1637 {
let l_1638 = u32(0) - l_1613;
let l_1639 = u32(0) - l_1617;
let l_1640 = u32(0) < l_1613;
let l_1641 = u32(l_1640);
let l_1642 = l_1639 - l_1641;
l_mut_395 = l_1638;
l_mut_389 = l_1642;
}
let l_1643 = l_1086 - u32(1);
let l_1644 = l_mut_395 * l_1643;
let l_3172 = u64(l_mut_395);
let l_3173 = u64(l_1643);
let l_3174 = l_3172 * l_3173;
let l_3175 = l_3174 >> u32(bitcast<u64>(u64(32)));
let l_3176 = u32(bitcast<u64>(l_3175));
let l_1645 = l_3176;
let l_1646 = l_mut_389 * l_1643;
let l_1647 = l_1645 + l_1646;
l_mut_265 = u32(0);
let l_1648 = l_1086 - u32(1);
let l_1649 = l_mut_395 * l_1648;
let l_1650 = l_mut_389 * l_1648;
let l_3177 = u64(l_mut_395);
let l_3178 = u64(l_1648);
let l_3179 = l_3177 * l_3178;
let l_3180 = l_3179 >> u32(bitcast<u64>(u64(32)));
let l_3181 = u32(bitcast<u64>(l_3180));
let l_1651 = l_3181;
let l_1652 = l_1651 + l_1650;
let l_3182 = u64(l_mut_389);
let l_3183 = u64(l_1648);
let l_3184 = l_3182 * l_3183;
let l_3185 = l_3184 >> u32(bitcast<u64>(u64(32)));
let l_3186 = u32(bitcast<u64>(l_3185));
let l_1653 = l_3186;
let l_1654 = l_1652 < l_1650;
let l_1655 = u32(l_1654);
let l_1656 = l_1653 + l_1655;
let l_1657 = u32(64) % u32(32);
l_mut_259 = l_1649;
let l_1658 = l_1657 > u32(0);
if l_1658 {
let l_1659 = l_1649 >> l_1657;
let l_1660 = u32(32) - l_1657;
let l_1661 = l_1652 << l_1660;
let l_1662 = l_1659 | l_1661;
l_mut_259 = l_1662;
}
l_mut_209 = l_1652;
let l_1663 = l_1657 > u32(0);
if l_1663 {
let l_1664 = l_1652 >> l_1657;
let l_1665 = u32(32) - l_1657;
let l_1666 = l_1656 << l_1665;
let l_1667 = l_1664 | l_1666;
l_mut_209 = l_1667;
}
l_mut_203 = l_mut_259;
l_mut_259 = l_mut_209;
let l_1668 = u32(64) >= u32(64);
if l_1668 {
l_mut_203 = l_1656;
l_mut_259 = u32(0);
} else {
let l_1669 = u32(64) >= u32(32);
if l_1669 {
l_mut_209 = l_1652;
let l_1670 = l_1657 > u32(0);
if l_1670 {
let l_1671 = l_1652 >> l_1657;
let l_1672 = u32(32) - l_1657;
let l_1673 = l_1656 << l_1672;
let l_1674 = l_1671 | l_1673;
l_mut_209 = l_1674;
}
let l_1675 = l_1656 >> l_1657;
l_mut_203 = l_mut_209;
l_mut_259 = l_1675;
}
}
let l_1676 = l_mut_203 | l_mut_259;
let l_1677 = l_1676 == u32(0);
if l_1677 {
l_mut_259 = l_1608;
l_mut_209 = l_1612;
if l_1637 {
let l_1678 = u32(0) - l_1608;
let l_1679 = u32(0) - l_1612;
let l_1680 = u32(0) < l_1608;
let l_1681 = u32(l_1680);
let l_1682 = l_1679 - l_1681;
let l_1683 = l_1608 | l_1612;
let l_1684 = l_1683 == u32(0);
let l_1685 = !l_1684;
let l_1686 = l_1647 < l_1682;
let l_1687 = l_1647 == l_1682;
let l_1688 = l_1644 < l_1678;
let l_1689 = l_1687 && l_1688;
let l_1690 = l_1686 || l_1689;
let l_1691 = !l_1690;
let l_1692 = l_1685 && l_1691;
if l_1692 {
let l_1693 = l_1086 - u32(1);
l_mut_203 = l_1678;
l_mut_141 = l_1682;
let l_1694 = l_1682 < l_mut_389;
let l_1695 = l_1682 == l_mut_389;
let l_1696 = l_1678 < l_mut_395;
let l_1697 = l_1695 && l_1696;
let l_1698 = l_1694 || l_1697;
let l_1699 = !l_1698;
if l_1699 {
l_mut_135 = u32(0);
let l_1700 = l_mut_389 < l_1682;
let l_1701 = l_mut_389 == l_1682;
let l_1702 = l_mut_395 < l_1678;
let l_1703 = l_1701 && l_1702;
let l_1704 = l_1700 || l_1703;
if l_1704 {
let l_1705 = l_1678 - u32(1);
let l_1706 = l_1682 - u32(0);
let l_1707 = l_1678 < u32(1);
let l_1708 = u32(l_1707);
let l_1709 = l_1706 - l_1708;
l_mut_92 = l_1705;
l_mut_86 = l_1709;
l_mut_80 = u32(0);

for (var l_mut_1710: u32 = u32(0); l_mut_1710 < u32(20); l_mut_1710++) {
let l_1711 = u32(19) - l_mut_1710;
l_mut_65 = l_mut_92;
l_mut_30 = l_mut_86;
let l_1712 = l_1711 >= u32(32);
if l_1712 {
let l_1713 = l_1711 & u32(31);
let l_1714 = l_mut_86 >> l_1713;
l_mut_65 = l_1714;
l_mut_30 = u32(0);
} else {
let l_1715 = l_1711 > u32(0);
if l_1715 {
l_mut_1716 = l_mut_92;
let l_1717 = l_1711 > u32(0);
if l_1717 {
let l_1718 = l_mut_92 >> l_1711;
let l_1719 = u32(32) - l_1711;
let l_1720 = l_mut_86 << l_1719;
let l_1721 = l_1718 | l_1720;
l_mut_1716 = l_1721;
}
let l_1722 = l_mut_86 >> l_1711;
l_mut_65 = l_mut_1716;
l_mut_30 = l_1722;
}
}
let l_1723 = l_mut_30 < l_mut_389;
let l_1724 = l_mut_30 == l_mut_389;
let l_1725 = l_mut_65 < l_mut_395;
let l_1726 = l_1724 && l_1725;
let l_1727 = l_1723 || l_1726;
let l_1728 = !l_1727;
if l_1728 {
l_mut_1716 = l_mut_395;
l_mut_65 = l_mut_389;
let l_1729 = l_1711 >= u32(32);
if l_1729 {
let l_1730 = l_1711 & u32(31);
let l_1731 = l_mut_395 << l_1730;
l_mut_1716 = u32(0);
l_mut_65 = l_1731;
} else {
let l_1732 = l_1711 > u32(0);
if l_1732 {
let l_1733 = l_mut_395 << l_1711;
let l_1734 = l_mut_389 << l_1711;
let l_1735 = u32(32) - l_1711;
let l_1736 = l_mut_395 >> l_1735;
let l_1737 = l_1734 | l_1736;
l_mut_1716 = l_1733;
l_mut_65 = l_1737;
}
}
let l_1738 = l_mut_92 - l_mut_1716;
let l_1739 = l_mut_86 - l_mut_65;
let l_1740 = l_mut_92 < l_mut_1716;
let l_1741 = u32(l_1740);
let l_1742 = l_1739 - l_1741;
l_mut_92 = l_1738;
l_mut_86 = l_1742;
let l_1743 = u32(1) << l_1711;
l_mut_80 = l_mut_80 | l_1743;
}
}
let l_1744 = min(l_mut_80, l_1693);
l_mut_1716 = l_1744;
let l_1745 = l_mut_86 < l_mut_389;
let l_1746 = l_mut_86 == l_mut_389;
let l_1747 = l_mut_92 < l_mut_395;
let l_1748 = l_1746 && l_1747;
let l_1749 = l_1745 || l_1748;
let l_1750 = !l_1749;
if l_1750 {
l_mut_1716 = l_1693;
}
l_mut_135 = l_mut_1716;
}
let l_1751 = l_mut_395 * l_mut_135;
let l_3187 = u64(l_mut_395);
let l_3188 = u64(l_mut_135);
let l_3189 = l_3187 * l_3188;
let l_3190 = l_3189 >> u32(bitcast<u64>(u64(32)));
let l_3191 = u32(bitcast<u64>(l_3190));
let l_1752 = l_3191;
let l_1753 = l_mut_389 * l_mut_135;
let l_1754 = l_1752 + l_1753;
let l_1755 = l_1678 - l_1751;
let l_1756 = l_1682 - l_1754;
let l_1757 = l_1678 < l_1751;
let l_1758 = u32(l_1757);
let l_1759 = l_1756 - l_1758;
l_mut_203 = l_1755;
l_mut_141 = l_1759;
let l_1760 = l_mut_141 < l_mut_389;
let l_1761 = l_mut_141 == l_mut_389;
let l_1762 = l_mut_203 < l_mut_395;
let l_1763 = l_1761 && l_1762;
let l_1764 = l_1760 || l_1763;
let l_1765 = !l_1764;
if l_1765 {
let l_1766 = l_mut_203 - l_mut_395;
let l_1767 = l_mut_141 - l_mut_389;
let l_1768 = l_mut_203 < l_mut_395;
let l_1769 = u32(l_1768);
let l_1770 = l_1767 - l_1769;
l_mut_203 = l_1766;
l_mut_141 = l_1770;
}
}
let l_1771 = l_mut_395 - l_mut_203;
let l_1772 = l_mut_389 - l_mut_141;
let l_1773 = l_mut_395 < l_mut_203;
let l_1774 = u32(l_1773);
let l_1775 = l_1772 - l_1774;
l_mut_1716 = l_1771;
l_mut_203 = l_1775;
let l_1776 = l_1775 < l_mut_389;
let l_1777 = l_1775 == l_mut_389;
let l_1778 = l_1771 < l_mut_395;
let l_1779 = l_1777 && l_1778;
let l_1780 = l_1776 || l_1779;
let l_1781 = !l_1780;
if l_1781 {
let l_1782 = l_1771 - l_mut_395;
let l_1783 = l_1775 - l_mut_389;
let l_1784 = l_1771 < l_mut_395;
let l_1785 = u32(l_1784);
let l_1786 = l_1783 - l_1785;
l_mut_1716 = l_1782;
l_mut_203 = l_1786;
}
let l_1787 = l_mut_203 < l_mut_209;
let l_1788 = l_mut_203 == l_mut_209;
let l_1789 = l_mut_1716 < l_mut_259;
let l_1790 = l_1788 && l_1789;
let l_1791 = l_1787 || l_1790;
if l_1791 {
l_mut_259 = l_mut_1716;
l_mut_209 = l_mut_203;
}
}
} else {
let l_1792 = l_1608 - l_1644;
let l_1793 = l_1612 - l_1647;
let l_1794 = l_1608 < l_1644;
let l_1795 = u32(l_1794);
let l_1796 = l_1793 - l_1795;
l_mut_259 = l_1792;
l_mut_209 = l_1796;
let l_1797 = l_1612 < l_1647;
let l_1798 = l_1612 == l_1647;
let l_1799 = l_1608 < l_1644;
let l_1800 = l_1798 && l_1799;
let l_1801 = l_1797 || l_1800;
if l_1801 {
let l_1802 = l_1086 - u32(1);
l_mut_1716 = l_1608;
l_mut_203 = l_1612;
let l_1803 = l_1612 < l_mut_389;
let l_1804 = l_1612 == l_mut_389;
let l_1805 = l_1608 < l_mut_395;
let l_1806 = l_1804 && l_1805;
let l_1807 = l_1803 || l_1806;
let l_1808 = !l_1807;
if l_1808 {
l_mut_141 = u32(0);
let l_1809 = l_mut_389 < l_1612;
let l_1810 = l_mut_389 == l_1612;
let l_1811 = l_mut_395 < l_1608;
let l_1812 = l_1810 && l_1811;
let l_1813 = l_1809 || l_1812;
if l_1813 {
let l_1814 = l_1608 - u32(1);
let l_1815 = l_1612 - u32(0);
let l_1816 = l_1608 < u32(1);
let l_1817 = u32(l_1816);
let l_1818 = l_1815 - l_1817;
l_mut_135 = l_1814;
l_mut_92 = l_1818;
l_mut_86 = u32(0);

for (var l_mut_1819: u32 = u32(0); l_mut_1819 < u32(20); l_mut_1819++) {
let l_1820 = u32(19) - l_mut_1819;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
let l_1821 = l_1820 >= u32(32);
if l_1821 {
let l_1822 = l_1820 & u32(31);
let l_1823 = l_mut_92 >> l_1822;
l_mut_80 = l_1823;
l_mut_65 = u32(0);
} else {
let l_1824 = l_1820 > u32(0);
if l_1824 {
l_mut_30 = l_mut_135;
let l_1825 = l_1820 > u32(0);
if l_1825 {
let l_1826 = l_mut_135 >> l_1820;
let l_1827 = u32(32) - l_1820;
let l_1828 = l_mut_92 << l_1827;
let l_1829 = l_1826 | l_1828;
l_mut_30 = l_1829;
}
let l_1830 = l_mut_92 >> l_1820;
l_mut_80 = l_mut_30;
l_mut_65 = l_1830;
}
}
let l_1831 = l_mut_65 < l_mut_389;
let l_1832 = l_mut_65 == l_mut_389;
let l_1833 = l_mut_80 < l_mut_395;
let l_1834 = l_1832 && l_1833;
let l_1835 = l_1831 || l_1834;
let l_1836 = !l_1835;
if l_1836 {
l_mut_80 = l_mut_395;
l_mut_65 = l_mut_389;
let l_1837 = l_1820 >= u32(32);
if l_1837 {
let l_1838 = l_1820 & u32(31);
let l_1839 = l_mut_395 << l_1838;
l_mut_80 = u32(0);
l_mut_65 = l_1839;
} else {
let l_1840 = l_1820 > u32(0);
if l_1840 {
let l_1841 = l_mut_395 << l_1820;
let l_1842 = l_mut_389 << l_1820;
let l_1843 = u32(32) - l_1820;
let l_1844 = l_mut_395 >> l_1843;
let l_1845 = l_1842 | l_1844;
l_mut_80 = l_1841;
l_mut_65 = l_1845;
}
}
let l_1846 = l_mut_135 - l_mut_80;
let l_1847 = l_mut_92 - l_mut_65;
let l_1848 = l_mut_135 < l_mut_80;
let l_1849 = u32(l_1848);
let l_1850 = l_1847 - l_1849;
l_mut_135 = l_1846;
l_mut_92 = l_1850;
let l_1851 = u32(1) << l_1820;
l_mut_86 = l_mut_86 | l_1851;
}
}
let l_1852 = min(l_mut_86, l_1802);
l_mut_86 = l_1852;
let l_1853 = l_mut_92 < l_mut_389;
let l_1854 = l_mut_92 == l_mut_389;
let l_1855 = l_mut_135 < l_mut_395;
let l_1856 = l_1854 && l_1855;
let l_1857 = l_1853 || l_1856;
let l_1858 = !l_1857;
if l_1858 {
l_mut_86 = l_1802;
}
l_mut_141 = l_mut_86;
}
let l_1859 = l_mut_395 * l_mut_141;
let l_3192 = u64(l_mut_395);
let l_3193 = u64(l_mut_141);
let l_3194 = l_3192 * l_3193;
let l_3195 = l_3194 >> u32(bitcast<u64>(u64(32)));
let l_3196 = u32(bitcast<u64>(l_3195));
let l_1860 = l_3196;
let l_1861 = l_mut_389 * l_mut_141;
let l_1862 = l_1860 + l_1861;
let l_1863 = l_1608 - l_1859;
let l_1864 = l_1612 - l_1862;
let l_1865 = l_1608 < l_1859;
let l_1866 = u32(l_1865);
let l_1867 = l_1864 - l_1866;
l_mut_1716 = l_1863;
l_mut_203 = l_1867;
let l_1868 = l_mut_203 < l_mut_389;
let l_1869 = l_mut_203 == l_mut_389;
let l_1870 = l_mut_1716 < l_mut_395;
let l_1871 = l_1869 && l_1870;
let l_1872 = l_1868 || l_1871;
let l_1873 = !l_1872;
if l_1873 {
let l_1874 = l_mut_1716 - l_mut_395;
let l_1875 = l_mut_203 - l_mut_389;
let l_1876 = l_mut_1716 < l_mut_395;
let l_1877 = u32(l_1876);
let l_1878 = l_1875 - l_1877;
l_mut_1716 = l_1874;
l_mut_203 = l_1878;
}
}
let l_1879 = l_mut_203 < l_mut_209;
let l_1880 = l_mut_203 == l_mut_209;
let l_1881 = l_mut_1716 < l_mut_259;
let l_1882 = l_1880 && l_1881;
let l_1883 = l_1879 || l_1882;
if l_1883 {
l_mut_259 = l_mut_1716;
l_mut_209 = l_mut_203;
}
}
}
let l_1884 = l_mut_209 < l_1622;
let l_1885 = l_mut_209 == l_1622;
let l_1886 = l_mut_259 < l_1618;
let l_1887 = l_1885 && l_1886;
let l_1888 = l_1884 || l_1887;
let l_1889 = !l_1888;
let l_1890 = u32(l_1889);
let l_1891 = u32(2) - l_1890;
l_mut_265 = l_1891;
}
let l_1892 = l_mut_265 > u32(0);
if l_1892 {
let l_1893 = l_mut_265 == u32(1);
l_mut_652 = l_1893;
l_mut_635 = bool(false);
}
}
l_mut_364 = bool(false);
loop {
let l_1894 = !l_mut_635;
if l_1894 {
break;
}
let l_1895 = l_mut_435 < l_mut_451;
let l_1896 = l_mut_435 == l_mut_451;
let l_1897 = l_mut_446 < l_mut_452;
let l_1898 = l_1896 && l_1897;
let l_1899 = l_1895 || l_1898;
if l_1899 {
let l_1900 = l_mut_452 - l_mut_446;
let l_1901 = l_mut_451 - l_mut_435;
let l_1902 = l_mut_452 < l_mut_446;
let l_1903 = u32(l_1902);
let l_1904 = l_1901 - l_1903;
l_mut_1716 = l_1900;
l_mut_395 = l_1904;
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
let l_1905 = l_mut_395 < l_mut_451;
let l_1906 = l_mut_395 == l_mut_451;
let l_1907 = l_mut_1716 < l_mut_452;
let l_1908 = l_1906 && l_1907;
let l_1909 = l_1905 || l_1908;
if l_1909 {
l_mut_389 = l_mut_1716;
l_mut_265 = l_mut_395;
}
l_mut_357 = bool(false);
l_mut_1716 = l_mut_389;
l_mut_395 = l_mut_265;
let l_1910 = u32(3) >= u32(32);
if l_1910 {
let l_1911 = u32(3) & u32(31);
let l_1912 = l_mut_265 >> l_1911;
l_mut_1716 = l_1912;
l_mut_395 = u32(0);
} else {
let l_1913 = u32(3) > u32(0);
if l_1913 {
l_mut_259 = l_mut_389;
let l_1914 = u32(3) > u32(0);
if l_1914 {
let l_1915 = l_mut_389 >> u32(3);
let l_1916 = l_mut_265 << u32(29);
let l_1917 = l_1915 | l_1916;
l_mut_259 = l_1917;
}
let l_1918 = l_mut_265 >> u32(3);
l_mut_1716 = l_mut_259;
l_mut_395 = l_1918;
}
}
let l_1919 = l_mut_395 < l_mut_447;
let l_1920 = l_mut_395 == l_mut_447;
let l_1921 = l_mut_1716 < l_mut_448;
let l_1922 = l_1920 && l_1921;
let l_1923 = l_1919 || l_1922;
let l_1924 = !l_1923;
l_mut_357 = l_1924;
l_mut_1716 = u32(0);
let l_1925 = l_mut_448 | l_mut_447;
let l_1926 = l_1925 == u32(0);
let l_1927 = !l_1926;
let l_1928 = l_mut_357 && l_1927;
let l_1929 = l_mut_447 < l_mut_265;
let l_1930 = l_mut_447 == l_mut_265;
let l_1931 = l_mut_448 < l_mut_389;
let l_1932 = l_1930 && l_1931;
let l_1933 = l_1929 || l_1932;
let l_1934 = l_1928 && l_1933;
let l_1935 = l_mut_428 + l_mut_401;
let l_1936 = l_1935 < l_1086;
let l_1937 = l_1934 && l_1936;
if l_1937 {
let l_1938 = l_1086 - l_mut_428;
let l_1939 = l_1938 - l_mut_401;
let l_1940 = l_1939 / l_mut_428;
let l_1941 = l_mut_389 - u32(1);
let l_1942 = l_mut_265 - u32(0);
let l_1943 = l_mut_389 < u32(1);
let l_1944 = u32(l_1943);
let l_1945 = l_1942 - l_1944;
l_mut_395 = l_1941;
l_mut_389 = l_1945;
l_mut_265 = u32(0);

for (var l_mut_1946: u32 = u32(0); l_mut_1946 < u32(20); l_mut_1946++) {
let l_1947 = u32(19) - l_mut_1946;
l_mut_259 = l_mut_395;
l_mut_209 = l_mut_389;
let l_1948 = l_1947 >= u32(32);
if l_1948 {
let l_1949 = l_1947 & u32(31);
let l_1950 = l_mut_389 >> l_1949;
l_mut_259 = l_1950;
l_mut_209 = u32(0);
} else {
let l_1951 = l_1947 > u32(0);
if l_1951 {
l_mut_203 = l_mut_395;
let l_1952 = l_1947 > u32(0);
if l_1952 {
let l_1953 = l_mut_395 >> l_1947;
let l_1954 = u32(32) - l_1947;
let l_1955 = l_mut_389 << l_1954;
let l_1956 = l_1953 | l_1955;
l_mut_203 = l_1956;
}
let l_1957 = l_mut_389 >> l_1947;
l_mut_259 = l_mut_203;
l_mut_209 = l_1957;
}
}
let l_1958 = l_mut_209 < l_mut_447;
let l_1959 = l_mut_209 == l_mut_447;
let l_1960 = l_mut_259 < l_mut_448;
let l_1961 = l_1959 && l_1960;
let l_1962 = l_1958 || l_1961;
let l_1963 = !l_1962;
if l_1963 {
l_mut_259 = l_mut_448;
l_mut_209 = l_mut_447;
let l_1964 = l_1947 >= u32(32);
if l_1964 {
let l_1965 = l_1947 & u32(31);
let l_1966 = l_mut_448 << l_1965;
l_mut_259 = u32(0);
l_mut_209 = l_1966;
} else {
let l_1967 = l_1947 > u32(0);
if l_1967 {
let l_1968 = l_mut_448 << l_1947;
let l_1969 = l_mut_447 << l_1947;
let l_1970 = u32(32) - l_1947;
let l_1971 = l_mut_448 >> l_1970;
let l_1972 = l_1969 | l_1971;
l_mut_259 = l_1968;
l_mut_209 = l_1972;
}
}
let l_1973 = l_mut_395 - l_mut_259;
let l_1974 = l_mut_389 - l_mut_209;
let l_1975 = l_mut_395 < l_mut_259;
let l_1976 = u32(l_1975);
let l_1977 = l_1974 - l_1976;
l_mut_395 = l_1973;
l_mut_389 = l_1977;
let l_1978 = u32(1) << l_1947;
l_mut_265 = l_mut_265 | l_1978;
}
}
let l_1979 = min(l_mut_265, l_1940);
l_mut_265 = l_1979;
let l_1980 = l_mut_389 < l_mut_447;
let l_1981 = l_mut_389 == l_mut_447;
let l_1982 = l_mut_395 < l_mut_448;
let l_1983 = l_1981 && l_1982;
let l_1984 = l_1980 || l_1983;
let l_1985 = !l_1984;
if l_1985 {
l_mut_265 = l_1940;
}
l_mut_1716 = l_mut_265;
}
l_mut_395 = l_mut_452;
l_mut_389 = l_mut_451;
l_mut_265 = l_mut_448;
l_mut_259 = l_mut_447;
l_mut_209 = l_mut_428;
l_mut_203 = l_mut_401;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
l_mut_92 = u32(0);
let l_1986 = l_mut_1716 > u32(0);
if l_1986 {
let l_1987 = l_mut_448 * l_mut_1716;
let l_3197 = u64(l_mut_448);
let l_3198 = u64(l_mut_1716);
let l_3199 = l_3197 * l_3198;
let l_3200 = l_3199 >> u32(bitcast<u64>(u64(32)));
let l_3201 = u32(bitcast<u64>(l_3200));
let l_1988 = l_3201;
let l_1989 = l_mut_447 * l_mut_1716;
let l_1990 = l_1988 + l_1989;
let l_1991 = l_mut_452 - l_1987;
let l_1992 = l_mut_451 - l_1990;
let l_1993 = l_mut_452 < l_1987;
let l_1994 = u32(l_1993);
let l_1995 = l_1992 - l_1994;
l_mut_395 = l_1991;
l_mut_389 = l_1995;
let l_1996 = l_mut_1716 * l_mut_428;
let l_1997 = l_mut_401 + l_1996;
l_mut_203 = l_1997;
} else {
let l_1998 = l_mut_92 == u32(0);
if l_1998 {
let l_1999 = l_1086 - l_mut_428;
let l_2000 = l_1999 / l_mut_401;
l_mut_1716 = u32(0);
l_mut_357 = bool(false);
l_mut_86 = l_mut_448;
l_mut_80 = l_mut_447;
let l_2001 = u32(3) >= u32(32);
if l_2001 {
let l_2002 = u32(3) & u32(31);
let l_2003 = l_mut_447 >> l_2002;
l_mut_86 = l_2003;
l_mut_80 = u32(0);
} else {
let l_2004 = u32(3) > u32(0);
if l_2004 {
l_mut_65 = l_mut_448;
let l_2005 = u32(3) > u32(0);
if l_2005 {
let l_2006 = l_mut_448 >> u32(3);
let l_2007 = l_mut_447 << u32(29);
let l_2008 = l_2006 | l_2007;
l_mut_65 = l_2008;
}
let l_2009 = l_mut_447 >> u32(3);
l_mut_86 = l_mut_65;
l_mut_80 = l_2009;
}
}
let l_2010 = l_mut_80 < l_mut_451;
let l_2011 = l_mut_80 == l_mut_451;
let l_2012 = l_mut_86 < l_mut_452;
let l_2013 = l_2011 && l_2012;
let l_2014 = l_2010 || l_2013;
let l_2015 = !l_2014;
l_mut_357 = l_2015;
let l_2016 = l_mut_452 | l_mut_451;
let l_2017 = l_2016 == u32(0);
if l_2017 {
l_mut_1716 = l_2000;
} else {
if l_mut_357 {
let l_2018 = l_mut_451 < l_mut_447;
let l_2019 = l_mut_451 == l_mut_447;
let l_2020 = l_mut_452 < l_mut_448;
let l_2021 = l_2019 && l_2020;
let l_2022 = l_2018 || l_2021;
if l_2022 {
let l_2023 = l_mut_448 - u32(1);
let l_2024 = l_mut_447 - u32(0);
let l_2025 = l_mut_448 < u32(1);
let l_2026 = u32(l_2025);
let l_2027 = l_2024 - l_2026;
l_mut_86 = l_2023;
l_mut_80 = l_2027;
l_mut_65 = u32(0);

for (var l_mut_2028: u32 = u32(0); l_mut_2028 < u32(20); l_mut_2028++) {
let l_2029 = u32(19) - l_mut_2028;
l_mut_30 = l_mut_86;
l_mut_2030 = l_mut_80;
let l_2031 = l_2029 >= u32(32);
if l_2031 {
let l_2032 = l_2029 & u32(31);
let l_2033 = l_mut_80 >> l_2032;
l_mut_30 = l_2033;
l_mut_2030 = u32(0);
} else {
let l_2034 = l_2029 > u32(0);
if l_2034 {
l_mut_2035 = l_mut_86;
let l_2036 = l_2029 > u32(0);
if l_2036 {
let l_2037 = l_mut_86 >> l_2029;
let l_2038 = u32(32) - l_2029;
let l_2039 = l_mut_80 << l_2038;
let l_2040 = l_2037 | l_2039;
l_mut_2035 = l_2040;
}
let l_2041 = l_mut_80 >> l_2029;
l_mut_30 = l_mut_2035;
l_mut_2030 = l_2041;
}
}
let l_2042 = l_mut_2030 < l_mut_451;
let l_2043 = l_mut_2030 == l_mut_451;
let l_2044 = l_mut_30 < l_mut_452;
let l_2045 = l_2043 && l_2044;
let l_2046 = l_2042 || l_2045;
let l_2047 = !l_2046;
if l_2047 {
l_mut_2035 = l_mut_452;
l_mut_2030 = l_mut_451;
let l_2048 = l_2029 >= u32(32);
if l_2048 {
let l_2049 = l_2029 & u32(31);
let l_2050 = l_mut_452 << l_2049;
l_mut_2035 = u32(0);
l_mut_2030 = l_2050;
} else {
let l_2051 = l_2029 > u32(0);
if l_2051 {
let l_2052 = l_mut_452 << l_2029;
let l_2053 = l_mut_451 << l_2029;
let l_2054 = u32(32) - l_2029;
let l_2055 = l_mut_452 >> l_2054;
let l_2056 = l_2053 | l_2055;
l_mut_2035 = l_2052;
l_mut_2030 = l_2056;
}
}
let l_2057 = l_mut_86 - l_mut_2035;
let l_2058 = l_mut_80 - l_mut_2030;
let l_2059 = l_mut_86 < l_mut_2035;
let l_2060 = u32(l_2059);
let l_2061 = l_2058 - l_2060;
l_mut_86 = l_2057;
l_mut_80 = l_2061;
let l_2062 = u32(1) << l_2029;
l_mut_65 = l_mut_65 | l_2062;
}
}
let l_2063 = min(l_mut_65, l_2000);
l_mut_2035 = l_2063;
let l_2064 = l_mut_80 < l_mut_451;
let l_2065 = l_mut_80 == l_mut_451;
let l_2066 = l_mut_86 < l_mut_452;
let l_2067 = l_2065 && l_2066;
let l_2068 = l_2064 || l_2067;
let l_2069 = !l_2068;
if l_2069 {
l_mut_2035 = l_2000;
}
l_mut_1716 = l_mut_2035;
}
} else {
l_mut_2035 = l_mut_448;
l_mut_2030 = l_mut_447;
loop {
let l_2070 = l_mut_451 < l_mut_2030;
let l_2071 = l_mut_451 == l_mut_2030;
let l_2072 = l_mut_452 < l_mut_2035;
let l_2073 = l_2071 && l_2072;
let l_2074 = l_2070 || l_2073;
let l_2075 = l_mut_1716 * l_mut_401;
let l_2076 = l_mut_428 + l_2075;
let l_2077 = l_2076 + l_mut_401;
let l_2078 = l_2077 < l_1086;
let l_2079 = l_2074 && l_2078;
let l_2080 = !l_2079;
if l_2080 {
break;
}
let l_2081 = l_mut_2035 - l_mut_452;
let l_2082 = l_mut_2030 - l_mut_451;
let l_2083 = l_mut_2035 < l_mut_452;
let l_2084 = u32(l_2083);
let l_2085 = l_2082 - l_2084;
l_mut_2035 = l_2081;
l_mut_2030 = l_2085;
l_mut_1716 = l_mut_1716 + u32(1);
}
}
}
let l_2086 = l_mut_1716 * l_mut_401;
let l_2087 = l_mut_428 + l_2086;
let l_2088 = l_2087 + l_mut_401;
let l_2089 = l_2088 >= l_1086;
if l_2089 {
l_mut_92 = u32(1);
} else {
let l_2090 = l_mut_452 * l_mut_1716;
let l_3202 = u64(l_mut_452);
let l_3203 = u64(l_mut_1716);
let l_3204 = l_3202 * l_3203;
let l_3205 = l_3204 >> u32(bitcast<u64>(u64(32)));
let l_3206 = u32(bitcast<u64>(l_3205));
let l_2091 = l_3206;
let l_2092 = l_mut_451 * l_mut_1716;
let l_2093 = l_2091 + l_2092;
let l_2094 = l_mut_448 - l_2090;
let l_2095 = l_mut_447 - l_2093;
let l_2096 = l_mut_448 < l_2090;
let l_2097 = u32(l_2096);
let l_2098 = l_2095 - l_2097;
l_mut_265 = l_2094;
l_mut_259 = l_2098;
let l_2099 = l_mut_1716 * l_mut_401;
let l_2100 = l_mut_428 + l_2099;
l_mut_209 = l_2100;
let l_2101 = l_mut_452 - l_mut_265;
let l_2102 = l_mut_451 - l_mut_259;
let l_2103 = l_mut_452 < l_mut_265;
let l_2104 = u32(l_2103);
let l_2105 = l_2102 - l_2104;
l_mut_395 = l_2101;
l_mut_389 = l_2105;
let l_2106 = l_mut_401 + l_mut_209;
l_mut_203 = l_2106;
}
}
}
l_mut_452 = l_mut_395;
l_mut_451 = l_mut_389;
l_mut_448 = l_mut_265;
l_mut_447 = l_mut_259;
l_mut_428 = l_mut_209;
l_mut_401 = l_mut_203;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
let l_2107 = l_mut_92 == u32(1);
l_mut_652 = l_2107;
let l_2108 = l_mut_92 == u32(0);
l_mut_635 = l_2108;
} else {
let l_2109 = l_mut_448 - l_mut_446;
let l_2110 = l_mut_447 - l_mut_435;
let l_2111 = l_mut_448 < l_mut_446;
let l_2112 = u32(l_2111);
let l_2113 = l_2110 - l_2112;
l_mut_2035 = l_2109;
l_mut_2030 = l_2113;
let l_2114 = l_mut_446 - l_1618;
let l_2115 = l_mut_435 - l_1622;
let l_2116 = l_mut_446 < l_1618;
let l_2117 = u32(l_2116);
let l_2118 = l_2115 - l_2117;
l_mut_2035 = l_2114;
l_mut_2030 = l_2118;
l_mut_1716 = l_mut_448;
l_mut_395 = l_mut_447;
let l_2119 = l_mut_2030 < l_mut_447;
let l_2120 = l_mut_2030 == l_mut_447;
let l_2121 = l_mut_2035 < l_mut_448;
let l_2122 = l_2120 && l_2121;
let l_2123 = l_2119 || l_2122;
if l_2123 {
l_mut_1716 = l_mut_2035;
l_mut_395 = l_mut_2030;
}
l_mut_357 = bool(false);
l_mut_2035 = l_mut_1716;
l_mut_2030 = l_mut_395;
let l_2124 = u32(3) >= u32(32);
if l_2124 {
let l_2125 = u32(3) & u32(31);
let l_2126 = l_mut_395 >> l_2125;
l_mut_2035 = l_2126;
l_mut_2030 = u32(0);
} else {
let l_2127 = u32(3) > u32(0);
if l_2127 {
l_mut_389 = l_mut_1716;
let l_2128 = u32(3) > u32(0);
if l_2128 {
let l_2129 = l_mut_1716 >> u32(3);
let l_2130 = l_mut_395 << u32(29);
let l_2131 = l_2129 | l_2130;
l_mut_389 = l_2131;
}
let l_2132 = l_mut_395 >> u32(3);
l_mut_2035 = l_mut_389;
l_mut_2030 = l_2132;
}
}
let l_2133 = l_mut_2030 < l_mut_451;
let l_2134 = l_mut_2030 == l_mut_451;
let l_2135 = l_mut_2035 < l_mut_452;
let l_2136 = l_2134 && l_2135;
let l_2137 = l_2133 || l_2136;
let l_2138 = !l_2137;
l_mut_357 = l_2138;
l_mut_2035 = u32(0);
let l_2139 = l_mut_452 | l_mut_451;
let l_2140 = l_2139 == u32(0);
let l_2141 = !l_2140;
let l_2142 = l_mut_357 && l_2141;
let l_2143 = l_mut_451 < l_mut_395;
let l_2144 = l_mut_451 == l_mut_395;
let l_2145 = l_mut_452 < l_mut_1716;
let l_2146 = l_2144 && l_2145;
let l_2147 = l_2143 || l_2146;
let l_2148 = l_2142 && l_2147;
let l_2149 = l_mut_401 + l_mut_428;
let l_2150 = l_2149 < l_1086;
let l_2151 = l_2148 && l_2150;
if l_2151 {
let l_2152 = l_1086 - l_mut_401;
let l_2153 = l_2152 - l_mut_428;
let l_2154 = l_2153 / l_mut_401;
let l_2155 = l_mut_1716 - u32(1);
let l_2156 = l_mut_395 - u32(0);
let l_2157 = l_mut_1716 < u32(1);
let l_2158 = u32(l_2157);
let l_2159 = l_2156 - l_2158;
l_mut_2030 = l_2155;
l_mut_1716 = l_2159;
l_mut_395 = u32(0);

for (var l_mut_2160: u32 = u32(0); l_mut_2160 < u32(20); l_mut_2160++) {
let l_2161 = u32(19) - l_mut_2160;
l_mut_389 = l_mut_2030;
l_mut_265 = l_mut_1716;
let l_2162 = l_2161 >= u32(32);
if l_2162 {
let l_2163 = l_2161 & u32(31);
let l_2164 = l_mut_1716 >> l_2163;
l_mut_389 = l_2164;
l_mut_265 = u32(0);
} else {
let l_2165 = l_2161 > u32(0);
if l_2165 {
l_mut_259 = l_mut_2030;
let l_2166 = l_2161 > u32(0);
if l_2166 {
let l_2167 = l_mut_2030 >> l_2161;
let l_2168 = u32(32) - l_2161;
let l_2169 = l_mut_1716 << l_2168;
let l_2170 = l_2167 | l_2169;
l_mut_259 = l_2170;
}
let l_2171 = l_mut_1716 >> l_2161;
l_mut_389 = l_mut_259;
l_mut_265 = l_2171;
}
}
let l_2172 = l_mut_265 < l_mut_451;
let l_2173 = l_mut_265 == l_mut_451;
let l_2174 = l_mut_389 < l_mut_452;
let l_2175 = l_2173 && l_2174;
let l_2176 = l_2172 || l_2175;
let l_2177 = !l_2176;
if l_2177 {
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
let l_2178 = l_2161 >= u32(32);
if l_2178 {
let l_2179 = l_2161 & u32(31);
let l_2180 = l_mut_452 << l_2179;
l_mut_389 = u32(0);
l_mut_265 = l_2180;
} else {
let l_2181 = l_2161 > u32(0);
if l_2181 {
let l_2182 = l_mut_452 << l_2161;
let l_2183 = l_mut_451 << l_2161;
let l_2184 = u32(32) - l_2161;
let l_2185 = l_mut_452 >> l_2184;
let l_2186 = l_2183 | l_2185;
l_mut_389 = l_2182;
l_mut_265 = l_2186;
}
}
let l_2187 = l_mut_2030 - l_mut_389;
let l_2188 = l_mut_1716 - l_mut_265;
let l_2189 = l_mut_2030 < l_mut_389;
let l_2190 = u32(l_2189);
let l_2191 = l_2188 - l_2190;
l_mut_2030 = l_2187;
l_mut_1716 = l_2191;
let l_2192 = u32(1) << l_2161;
l_mut_395 = l_mut_395 | l_2192;
}
}
let l_2193 = min(l_mut_395, l_2154);
l_mut_395 = l_2193;
let l_2194 = l_mut_1716 < l_mut_451;
let l_2195 = l_mut_1716 == l_mut_451;
let l_2196 = l_mut_2030 < l_mut_452;
let l_2197 = l_2195 && l_2196;
let l_2198 = l_2194 || l_2197;
let l_2199 = !l_2198;
if l_2199 {
l_mut_395 = l_2154;
}
l_mut_2035 = l_mut_395;
}
l_mut_2030 = l_mut_448;
l_mut_1716 = l_mut_447;
l_mut_395 = l_mut_452;
l_mut_389 = l_mut_451;
l_mut_265 = l_mut_401;
l_mut_259 = l_mut_428;
l_mut_209 = l_mut_446;
l_mut_203 = l_mut_435;
l_mut_141 = u32(0);
let l_2200 = l_mut_2035 > u32(0);
if l_2200 {
let l_2201 = l_mut_452 * l_mut_2035;
let l_3207 = u64(l_mut_452);
let l_3208 = u64(l_mut_2035);
let l_3209 = l_3207 * l_3208;
let l_3210 = l_3209 >> u32(bitcast<u64>(u64(32)));
let l_3211 = u32(bitcast<u64>(l_3210));
let l_2202 = l_3211;
let l_2203 = l_mut_451 * l_mut_2035;
let l_2204 = l_2202 + l_2203;
let l_2205 = l_mut_446 - l_2201;
let l_2206 = l_mut_435 - l_2204;
let l_2207 = l_mut_446 < l_2201;
let l_2208 = u32(l_2207);
let l_2209 = l_2206 - l_2208;
l_mut_209 = l_2205;
l_mut_203 = l_2209;
let l_2210 = l_mut_448 - l_2201;
let l_2211 = l_mut_447 - l_2204;
let l_2212 = l_mut_448 < l_2201;
let l_2213 = u32(l_2212);
let l_2214 = l_2211 - l_2213;
l_mut_2030 = l_2210;
l_mut_1716 = l_2214;
let l_2215 = l_mut_2035 * l_mut_401;
let l_2216 = l_mut_428 + l_2215;
l_mut_259 = l_2216;
} else {
let l_2217 = l_mut_446 - l_mut_452;
let l_2218 = l_mut_435 - l_mut_451;
let l_2219 = l_mut_446 < l_mut_452;
let l_2220 = u32(l_2219);
let l_2221 = l_2218 - l_2220;
l_mut_209 = l_2217;
l_mut_203 = l_2221;
let l_2222 = l_mut_203 < l_1622;
let l_2223 = l_mut_203 == l_1622;
let l_2224 = l_mut_209 < l_1618;
let l_2225 = l_2223 && l_2224;
let l_2226 = l_2222 || l_2225;
if l_2226 {
l_mut_141 = u32(2);
}
let l_2227 = l_mut_141 == u32(0);
if l_2227 {
let l_2228 = l_1086 - l_mut_401;
let l_2229 = l_2228 / l_mut_428;
l_mut_2035 = u32(0);
l_mut_357 = bool(false);
l_mut_135 = l_mut_452;
l_mut_92 = l_mut_451;
let l_2230 = u32(3) >= u32(32);
if l_2230 {
let l_2231 = u32(3) & u32(31);
let l_2232 = l_mut_451 >> l_2231;
l_mut_135 = l_2232;
l_mut_92 = u32(0);
} else {
let l_2233 = u32(3) > u32(0);
if l_2233 {
l_mut_86 = l_mut_452;
let l_2234 = u32(3) > u32(0);
if l_2234 {
let l_2235 = l_mut_452 >> u32(3);
let l_2236 = l_mut_451 << u32(29);
let l_2237 = l_2235 | l_2236;
l_mut_86 = l_2237;
}
let l_2238 = l_mut_451 >> u32(3);
l_mut_135 = l_mut_86;
l_mut_92 = l_2238;
}
}
let l_2239 = l_mut_92 < l_mut_447;
let l_2240 = l_mut_92 == l_mut_447;
let l_2241 = l_mut_135 < l_mut_448;
let l_2242 = l_2240 && l_2241;
let l_2243 = l_2239 || l_2242;
let l_2244 = !l_2243;
l_mut_357 = l_2244;
let l_2245 = l_mut_448 | l_mut_447;
let l_2246 = l_2245 == u32(0);
if l_2246 {
l_mut_2035 = l_2229;
} else {
if l_mut_357 {
let l_2247 = l_mut_447 < l_mut_451;
let l_2248 = l_mut_447 == l_mut_451;
let l_2249 = l_mut_448 < l_mut_452;
let l_2250 = l_2248 && l_2249;
let l_2251 = l_2247 || l_2250;
if l_2251 {
let l_2252 = l_mut_452 - u32(1);
let l_2253 = l_mut_451 - u32(0);
let l_2254 = l_mut_452 < u32(1);
let l_2255 = u32(l_2254);
let l_2256 = l_2253 - l_2255;
l_mut_135 = l_2252;
l_mut_92 = l_2256;
l_mut_86 = u32(0);

for (var l_mut_2257: u32 = u32(0); l_mut_2257 < u32(20); l_mut_2257++) {
let l_2258 = u32(19) - l_mut_2257;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
let l_2259 = l_2258 >= u32(32);
if l_2259 {
let l_2260 = l_2258 & u32(31);
let l_2261 = l_mut_92 >> l_2260;
l_mut_80 = l_2261;
l_mut_65 = u32(0);
} else {
let l_2262 = l_2258 > u32(0);
if l_2262 {
l_mut_30 = l_mut_135;
let l_2263 = l_2258 > u32(0);
if l_2263 {
let l_2264 = l_mut_135 >> l_2258;
let l_2265 = u32(32) - l_2258;
let l_2266 = l_mut_92 << l_2265;
let l_2267 = l_2264 | l_2266;
l_mut_30 = l_2267;
}
let l_2268 = l_mut_92 >> l_2258;
l_mut_80 = l_mut_30;
l_mut_65 = l_2268;
}
}
let l_2269 = l_mut_65 < l_mut_447;
let l_2270 = l_mut_65 == l_mut_447;
let l_2271 = l_mut_80 < l_mut_448;
let l_2272 = l_2270 && l_2271;
let l_2273 = l_2269 || l_2272;
let l_2274 = !l_2273;
if l_2274 {
l_mut_80 = l_mut_448;
l_mut_65 = l_mut_447;
let l_2275 = l_2258 >= u32(32);
if l_2275 {
let l_2276 = l_2258 & u32(31);
let l_2277 = l_mut_448 << l_2276;
l_mut_80 = u32(0);
l_mut_65 = l_2277;
} else {
let l_2278 = l_2258 > u32(0);
if l_2278 {
let l_2279 = l_mut_448 << l_2258;
let l_2280 = l_mut_447 << l_2258;
let l_2281 = u32(32) - l_2258;
let l_2282 = l_mut_448 >> l_2281;
let l_2283 = l_2280 | l_2282;
l_mut_80 = l_2279;
l_mut_65 = l_2283;
}
}
let l_2284 = l_mut_135 - l_mut_80;
let l_2285 = l_mut_92 - l_mut_65;
let l_2286 = l_mut_135 < l_mut_80;
let l_2287 = u32(l_2286);
let l_2288 = l_2285 - l_2287;
l_mut_135 = l_2284;
l_mut_92 = l_2288;
let l_2289 = u32(1) << l_2258;
l_mut_86 = l_mut_86 | l_2289;
}
}
let l_2290 = min(l_mut_86, l_2229);
l_mut_86 = l_2290;
let l_2291 = l_mut_92 < l_mut_447;
let l_2292 = l_mut_92 == l_mut_447;
let l_2293 = l_mut_135 < l_mut_448;
let l_2294 = l_2292 && l_2293;
let l_2295 = l_2291 || l_2294;
let l_2296 = !l_2295;
if l_2296 {
l_mut_86 = l_2229;
}
l_mut_2035 = l_mut_86;
}
} else {
l_mut_135 = l_mut_452;
l_mut_92 = l_mut_451;
loop {
let l_2297 = l_mut_447 < l_mut_92;
let l_2298 = l_mut_447 == l_mut_92;
let l_2299 = l_mut_448 < l_mut_135;
let l_2300 = l_2298 && l_2299;
let l_2301 = l_2297 || l_2300;
let l_2302 = l_mut_2035 * l_mut_428;
let l_2303 = l_mut_401 + l_2302;
let l_2304 = l_2303 + l_mut_428;
let l_2305 = l_2304 < l_1086;
let l_2306 = l_2301 && l_2305;
let l_2307 = !l_2306;
if l_2307 {
break;
}
let l_2308 = l_mut_135 - l_mut_448;
let l_2309 = l_mut_92 - l_mut_447;
let l_2310 = l_mut_135 < l_mut_448;
let l_2311 = u32(l_2310);
let l_2312 = l_2309 - l_2311;
l_mut_135 = l_2308;
l_mut_92 = l_2312;
l_mut_2035 = l_mut_2035 + u32(1);
}
}
}
let l_2313 = l_mut_2035 * l_mut_428;
let l_2314 = l_mut_401 + l_2313;
let l_2315 = l_2314 + l_mut_428;
let l_2316 = l_2315 >= l_1086;
if l_2316 {
l_mut_141 = u32(1);
} else {
let l_2317 = l_mut_448 * l_mut_2035;
let l_3212 = u64(l_mut_448);
let l_3213 = u64(l_mut_2035);
let l_3214 = l_3212 * l_3213;
let l_3215 = l_3214 >> u32(bitcast<u64>(u64(32)));
let l_3216 = u32(bitcast<u64>(l_3215));
let l_2318 = l_3216;
let l_2319 = l_mut_447 * l_mut_2035;
let l_2320 = l_2318 + l_2319;
let l_2321 = l_mut_452 - l_2317;
let l_2322 = l_mut_451 - l_2320;
let l_2323 = l_mut_452 < l_2317;
let l_2324 = u32(l_2323);
let l_2325 = l_2322 - l_2324;
l_mut_395 = l_2321;
l_mut_389 = l_2325;
let l_2326 = l_mut_2035 * l_mut_428;
let l_2327 = l_mut_401 + l_2326;
l_mut_265 = l_2327;
let l_2328 = l_mut_448 - l_mut_395;
let l_2329 = l_mut_447 - l_mut_389;
let l_2330 = l_mut_448 < l_mut_395;
let l_2331 = u32(l_2330);
let l_2332 = l_2329 - l_2331;
l_mut_2030 = l_2328;
l_mut_1716 = l_2332;
let l_2333 = l_mut_428 + l_mut_265;
l_mut_259 = l_2333;
}
}
}
l_mut_452 = l_mut_395;
l_mut_451 = l_mut_389;
l_mut_448 = l_mut_2030;
l_mut_447 = l_mut_1716;
l_mut_428 = l_mut_259;
l_mut_401 = l_mut_265;
l_mut_446 = l_mut_209;
l_mut_435 = l_mut_203;
let l_2334 = l_mut_141 == u32(1);
l_mut_652 = l_2334;
let l_2335 = l_mut_141 == u32(0);
l_mut_635 = l_2335;
}
}
let l_2336 = !l_mut_652;
let l_2337 = l_1085 && l_2336;
if l_2337 {
let l_2338 = u32(1) << l_mut_1083;
l_mut_778 = l_mut_778 | l_2338;
l_mut_773 = l_mut_773 + u32(1);
let l_2339 = l_1084 + l_1082;
let l_2340 = min(l_2339, l_46);
l_mut_2035 = u32(0);

for (var l_mut_2341: u32 = l_1084; l_mut_2341 < l_2340; l_mut_2341++) {
let l_2342 = l_49 * l_mut_2341;
let l_3217 = u64(l_49);
let l_3218 = u64(l_mut_2341);
let l_3219 = l_3217 * l_3218;
let l_3220 = l_3219 >> u32(bitcast<u64>(u64(32)));
let l_3221 = u32(bitcast<u64>(l_3220));
let l_2343 = l_3221;
let l_2344 = l_52 * l_mut_2341;
let l_2345 = l_2343 + l_2344;
let l_2346 = l_54 + l_2342;
let l_2347 = l_57 + l_2345;
let l_2348 = l_2346 < l_54;
let l_2349 = u32(l_2348);
let l_2350 = l_2347 + l_2349;
l_mut_2030 = u32(0);
l_mut_1716 = u32(0);
let l_2351 = l_mut_2341 < u32(65536);
if l_2351 {
let l_2352 = l_mut_2341 * l_mut_2341;
let l_2353 = l_62 >> u32(31);
let l_2354 = l_2353 == u32(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if l_2354 {
let l_2355 = u32(0) - l_59;
let l_2356 = u32(0) - l_62;
let l_2357 = u32(0) < l_59;
let l_2358 = u32(l_2357);
let l_2359 = l_2356 - l_2358;
l_mut_452 = l_2355;
l_mut_451 = l_2359;
}
let l_2360 = l_mut_452 * l_2352;
let l_2361 = l_mut_451 * l_2352;
let l_3222 = u64(l_mut_452);
let l_3223 = u64(l_2352);
let l_3224 = l_3222 * l_3223;
let l_3225 = l_3224 >> u32(bitcast<u64>(u64(32)));
let l_3226 = u32(bitcast<u64>(l_3225));
let l_2362 = l_3226;
let l_2363 = l_2362 + l_2361;
let l_3227 = u64(l_mut_451);
let l_3228 = u64(l_2352);
let l_3229 = l_3227 * l_3228;
let l_3230 = l_3229 >> u32(bitcast<u64>(u64(32)));
let l_3231 = u32(bitcast<u64>(l_3230));
let l_2364 = l_3231;
let l_2365 = l_2363 < l_2361;
let l_2366 = u32(l_2365);
let l_2367 = l_2364 + l_2366;
let l_2368 = l_9 % u32(32);
l_mut_448 = l_2360;
let l_2369 = l_2368 > u32(0);
if l_2369 {
let l_2370 = l_2360 >> l_2368;
let l_2371 = u32(32) - l_2368;
let l_2372 = l_2363 << l_2371;
let l_2373 = l_2370 | l_2372;
l_mut_448 = l_2373;
}
l_mut_447 = l_2363;
let l_2374 = l_2368 > u32(0);
if l_2374 {
let l_2375 = l_2363 >> l_2368;
let l_2376 = u32(32) - l_2368;
let l_2377 = l_2367 << l_2376;
let l_2378 = l_2375 | l_2377;
l_mut_447 = l_2378;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
let l_2379 = l_9 >= u32(64);
if l_2379 {
l_mut_446 = l_2367;
l_mut_448 = u32(0);
} else {
let l_2380 = l_9 >= u32(32);
if l_2380 {
l_mut_447 = l_2363;
let l_2381 = l_2368 > u32(0);
if l_2381 {
let l_2382 = l_2363 >> l_2368;
let l_2383 = u32(32) - l_2368;
let l_2384 = l_2367 << l_2383;
let l_2385 = l_2382 | l_2384;
l_mut_447 = l_2385;
}
let l_2386 = l_2367 >> l_2368;
l_mut_446 = l_mut_447;
l_mut_448 = l_2386;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if l_2354 {
let l_2387 = u32(0) - l_mut_452;
let l_2388 = u32(0) - l_mut_451;
let l_2389 = u32(0) < l_mut_452;
let l_2390 = u32(l_2389);
let l_2391 = l_2388 - l_2390;
l_mut_452 = l_2387;
l_mut_451 = l_2391;
}
l_mut_2030 = l_mut_452;
l_mut_1716 = l_mut_451;
} else {
let l_2392 = l_62 >> u32(31);
let l_2393 = l_2392 == u32(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if l_2393 {
let l_2394 = u32(0) - l_59;
let l_2395 = u32(0) - l_62;
let l_2396 = u32(0) < l_59;
let l_2397 = u32(l_2396);
let l_2398 = l_2395 - l_2397;
l_mut_452 = l_2394;
l_mut_451 = l_2398;
}
let l_2399 = l_mut_452 * l_mut_2341;
let l_2400 = l_mut_451 * l_mut_2341;
let l_3232 = u64(l_mut_452);
let l_3233 = u64(l_mut_2341);
let l_3234 = l_3232 * l_3233;
let l_3235 = l_3234 >> u32(bitcast<u64>(u64(32)));
let l_3236 = u32(bitcast<u64>(l_3235));
let l_2401 = l_3236;
let l_2402 = l_2401 + l_2400;
let l_3237 = u64(l_mut_451);
let l_3238 = u64(l_mut_2341);
let l_3239 = l_3237 * l_3238;
let l_3240 = l_3239 >> u32(bitcast<u64>(u64(32)));
let l_3241 = u32(bitcast<u64>(l_3240));
let l_2403 = l_3241;
let l_2404 = l_2402 < l_2400;
let l_2405 = u32(l_2404);
let l_2406 = l_2403 + l_2405;
let l_2407 = u32(0) % u32(32);
l_mut_448 = l_2399;
let l_2408 = l_2407 > u32(0);
if l_2408 {
let l_2409 = l_2399 >> l_2407;
let l_2410 = u32(32) - l_2407;
let l_2411 = l_2402 << l_2410;
let l_2412 = l_2409 | l_2411;
l_mut_448 = l_2412;
}
l_mut_447 = l_2402;
let l_2413 = l_2407 > u32(0);
if l_2413 {
let l_2414 = l_2402 >> l_2407;
let l_2415 = u32(32) - l_2407;
let l_2416 = l_2406 << l_2415;
let l_2417 = l_2414 | l_2416;
l_mut_447 = l_2417;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
let l_2418 = u32(0) >= u32(64);
if l_2418 {
l_mut_446 = l_2406;
l_mut_448 = u32(0);
} else {
let l_2419 = u32(0) >= u32(32);
if l_2419 {
l_mut_447 = l_2402;
let l_2420 = l_2407 > u32(0);
if l_2420 {
let l_2421 = l_2402 >> l_2407;
let l_2422 = u32(32) - l_2407;
let l_2423 = l_2406 << l_2422;
let l_2424 = l_2421 | l_2423;
l_mut_447 = l_2424;
}
let l_2425 = l_2406 >> l_2407;
l_mut_446 = l_mut_447;
l_mut_448 = l_2425;
}
}
let l_2426 = l_mut_452 * l_mut_2341;
let l_2427 = l_mut_451 * l_mut_2341;
let l_3242 = u64(l_mut_452);
let l_3243 = u64(l_mut_2341);
let l_3244 = l_3242 * l_3243;
let l_3245 = l_3244 >> u32(bitcast<u64>(u64(32)));
let l_3246 = u32(bitcast<u64>(l_3245));
let l_2428 = l_3246;
let l_2429 = l_2428 + l_2427;
let l_3247 = u64(l_mut_451);
let l_3248 = u64(l_mut_2341);
let l_3249 = l_3247 * l_3248;
let l_3250 = l_3249 >> u32(bitcast<u64>(u64(32)));
let l_3251 = u32(bitcast<u64>(l_3250));
let l_2430 = l_3251;
let l_2431 = l_2429 < l_2427;
let l_2432 = u32(l_2431);
let l_2433 = l_2430 + l_2432;
let l_2434 = u32(64) % u32(32);
l_mut_447 = l_2426;
let l_2435 = l_2434 > u32(0);
if l_2435 {
let l_2436 = l_2426 >> l_2434;
let l_2437 = u32(32) - l_2434;
let l_2438 = l_2429 << l_2437;
let l_2439 = l_2436 | l_2438;
l_mut_447 = l_2439;
}
l_mut_435 = l_2429;
let l_2440 = l_2434 > u32(0);
if l_2440 {
let l_2441 = l_2429 >> l_2434;
let l_2442 = u32(32) - l_2434;
let l_2443 = l_2433 << l_2442;
let l_2444 = l_2441 | l_2443;
l_mut_435 = l_2444;
}
l_mut_428 = l_mut_447;
l_mut_447 = l_mut_435;
let l_2445 = u32(64) >= u32(64);
if l_2445 {
l_mut_428 = l_2433;
l_mut_447 = u32(0);
} else {
let l_2446 = u32(64) >= u32(32);
if l_2446 {
l_mut_435 = l_2429;
let l_2447 = l_2434 > u32(0);
if l_2447 {
let l_2448 = l_2429 >> l_2434;
let l_2449 = u32(32) - l_2434;
let l_2450 = l_2433 << l_2449;
let l_2451 = l_2448 | l_2450;
l_mut_435 = l_2451;
}
let l_2452 = l_2433 >> l_2434;
l_mut_428 = l_mut_435;
l_mut_447 = l_2452;
}
}
let l_2453 = l_mut_446 * l_mut_2341;
let l_2454 = l_mut_448 * l_mut_2341;
let l_3252 = u64(l_mut_446);
let l_3253 = u64(l_mut_2341);
let l_3254 = l_3252 * l_3253;
let l_3255 = l_3254 >> u32(bitcast<u64>(u64(32)));
let l_3256 = u32(bitcast<u64>(l_3255));
let l_2455 = l_3256;
let l_2456 = l_2455 + l_2454;
let l_3257 = u64(l_mut_448);
let l_3258 = u64(l_mut_2341);
let l_3259 = l_3257 * l_3258;
let l_3260 = l_3259 >> u32(bitcast<u64>(u64(32)));
let l_3261 = u32(bitcast<u64>(l_3260));
let l_2457 = l_3261;
let l_2458 = l_2456 < l_2454;
let l_2459 = u32(l_2458);
let l_2460 = l_2457 + l_2459;
let l_2461 = u32(0) % u32(32);
l_mut_452 = l_2453;
let l_2462 = l_2461 > u32(0);
if l_2462 {
let l_2463 = l_2453 >> l_2461;
let l_2464 = u32(32) - l_2461;
let l_2465 = l_2456 << l_2464;
let l_2466 = l_2463 | l_2465;
l_mut_452 = l_2466;
}
l_mut_451 = l_2456;
let l_2467 = l_2461 > u32(0);
if l_2467 {
let l_2468 = l_2456 >> l_2461;
let l_2469 = u32(32) - l_2461;
let l_2470 = l_2460 << l_2469;
let l_2471 = l_2468 | l_2470;
l_mut_451 = l_2471;
}
l_mut_435 = l_mut_452;
l_mut_452 = l_mut_451;
let l_2472 = u32(0) >= u32(64);
if l_2472 {
l_mut_435 = l_2460;
l_mut_452 = u32(0);
} else {
let l_2473 = u32(0) >= u32(32);
if l_2473 {
l_mut_451 = l_2456;
let l_2474 = l_2461 > u32(0);
if l_2474 {
let l_2475 = l_2456 >> l_2461;
let l_2476 = u32(32) - l_2461;
let l_2477 = l_2460 << l_2476;
let l_2478 = l_2475 | l_2477;
l_mut_451 = l_2478;
}
let l_2479 = l_2460 >> l_2461;
l_mut_435 = l_mut_451;
l_mut_452 = l_2479;
}
}
let l_2480 = l_mut_446 * l_mut_2341;
let l_2481 = l_mut_448 * l_mut_2341;
let l_3262 = u64(l_mut_446);
let l_3263 = u64(l_mut_2341);
let l_3264 = l_3262 * l_3263;
let l_3265 = l_3264 >> u32(bitcast<u64>(u64(32)));
let l_3266 = u32(bitcast<u64>(l_3265));
let l_2482 = l_3266;
let l_2483 = l_2482 + l_2481;
let l_3267 = u64(l_mut_448);
let l_3268 = u64(l_mut_2341);
let l_3269 = l_3267 * l_3268;
let l_3270 = l_3269 >> u32(bitcast<u64>(u64(32)));
let l_3271 = u32(bitcast<u64>(l_3270));
let l_2484 = l_3271;
let l_2485 = l_2483 < l_2481;
let l_2486 = u32(l_2485);
let l_2487 = l_2484 + l_2486;
let l_2488 = u32(64) % u32(32);
l_mut_451 = l_2480;
let l_2489 = l_2488 > u32(0);
if l_2489 {
let l_2490 = l_2480 >> l_2488;
let l_2491 = u32(32) - l_2488;
let l_2492 = l_2483 << l_2491;
let l_2493 = l_2490 | l_2492;
l_mut_451 = l_2493;
}
l_mut_401 = l_2483;
let l_2494 = l_2488 > u32(0);
if l_2494 {
let l_2495 = l_2483 >> l_2488;
let l_2496 = u32(32) - l_2488;
let l_2497 = l_2487 << l_2496;
let l_2498 = l_2495 | l_2497;
l_mut_401 = l_2498;
}
l_mut_395 = l_mut_451;
l_mut_451 = l_mut_401;
let l_2499 = u32(64) >= u32(64);
if l_2499 {
l_mut_395 = l_2487;
l_mut_451 = u32(0);
} else {
let l_2500 = u32(64) >= u32(32);
if l_2500 {
l_mut_401 = l_2483;
let l_2501 = l_2488 > u32(0);
if l_2501 {
let l_2502 = l_2483 >> l_2488;
let l_2503 = u32(32) - l_2488;
let l_2504 = l_2487 << l_2503;
let l_2505 = l_2502 | l_2504;
l_mut_401 = l_2505;
}
let l_2506 = l_2487 >> l_2488;
l_mut_395 = l_mut_401;
l_mut_451 = l_2506;
}
}
let l_2507 = l_mut_428 * l_mut_2341;
let l_3272 = u64(l_mut_428);
let l_3273 = u64(l_mut_2341);
let l_3274 = l_3272 * l_3273;
let l_3275 = l_3274 >> u32(bitcast<u64>(u64(32)));
let l_3276 = u32(bitcast<u64>(l_3275));
let l_2508 = l_3276;
let l_2509 = l_mut_447 * l_mut_2341;
let l_2510 = l_2508 + l_2509;
let l_2511 = l_mut_395 + l_2507;
let l_2512 = l_mut_451 + l_2510;
let l_2513 = l_2511 < l_mut_395;
let l_2514 = u32(l_2513);
let l_2515 = l_2512 + l_2514;
l_mut_2030 = l_mut_435;
l_mut_1716 = l_mut_452;
let l_2516 = l_9 == u32(64);
if l_2516 {
l_mut_2030 = l_2511;
l_mut_1716 = l_2515;
} else {
let l_2517 = l_9 > u32(0);
if l_2517 {
let l_2518 = u32(64) - l_9;
l_mut_451 = l_2511;
l_mut_448 = l_2515;
let l_2519 = l_2518 >= u32(32);
if l_2519 {
let l_2520 = l_2518 & u32(31);
let l_2521 = l_2511 << l_2520;
l_mut_451 = u32(0);
l_mut_448 = l_2521;
} else {
let l_2522 = l_2518 > u32(0);
if l_2522 {
let l_2523 = l_2511 << l_2518;
let l_2524 = l_2515 << l_2518;
let l_2525 = u32(32) - l_2518;
let l_2526 = l_2511 >> l_2525;
let l_2527 = l_2524 | l_2526;
l_mut_451 = l_2523;
l_mut_448 = l_2527;
}
}
l_mut_447 = l_mut_435;
l_mut_446 = l_mut_452;
let l_2528 = l_9 >= u32(32);
if l_2528 {
let l_2529 = l_9 & u32(31);
let l_2530 = l_mut_452 >> l_2529;
l_mut_447 = l_2530;
l_mut_446 = u32(0);
} else {
let l_2531 = l_9 > u32(0);
if l_2531 {
l_mut_428 = l_mut_435;
let l_2532 = l_9 > u32(0);
if l_2532 {
let l_2533 = l_mut_435 >> l_9;
let l_2534 = u32(32) - l_9;
let l_2535 = l_mut_452 << l_2534;
let l_2536 = l_2533 | l_2535;
l_mut_428 = l_2536;
}
let l_2537 = l_mut_452 >> l_9;
l_mut_447 = l_mut_428;
l_mut_446 = l_2537;
}
}
let l_2538 = l_mut_451 + l_mut_447;
let l_2539 = l_mut_448 + l_mut_446;
let l_2540 = l_2538 < l_mut_451;
let l_2541 = u32(l_2540);
let l_2542 = l_2539 + l_2541;
l_mut_2030 = l_2538;
l_mut_1716 = l_2542;
}
}
if l_2393 {
let l_2543 = u32(0) - l_mut_2030;
let l_2544 = u32(0) - l_mut_1716;
let l_2545 = u32(0) < l_mut_2030;
let l_2546 = u32(l_2545);
let l_2547 = l_2544 - l_2546;
l_mut_2030 = l_2543;
l_mut_1716 = l_2547;
}
}
let l_2548 = l_2346 + l_mut_2030;
let l_2549 = l_2350 + l_mut_1716;
let l_2550 = l_2548 < l_2346;
let l_2551 = u32(l_2550);
let l_2552 = l_2549 + l_2551;
let l_2553 = u32(0) - l_2548;
let l_2554 = u32(0) - l_2552;
let l_2555 = u32(0) < l_2548;
let l_2556 = u32(l_2555);
let l_2557 = l_2554 - l_2556;
l_mut_2030 = l_2553;
l_mut_1716 = l_2557;
let l_2558 = l_2552 < l_mut_1716;
let l_2559 = l_2552 == l_mut_1716;
let l_2560 = l_2548 < l_mut_2030;
let l_2561 = l_2559 && l_2560;
let l_2562 = l_2558 || l_2561;
if l_2562 {
l_mut_2030 = l_2548;
l_mut_1716 = l_2552;
}
let l_2563 = l_mut_1716 < l_17;
let l_2564 = l_mut_1716 == l_17;
let l_2565 = l_mut_2030 < l_14;
let l_2566 = l_2564 && l_2565;
let l_2567 = l_2563 || l_2566;
let l_2568 = u32(l_2567);
l_mut_2035 = l_mut_2035 + l_2568;
}
l_mut_457 = l_mut_457 + l_mut_2035;
}
}
let l_2569 = l_mut_773 > u32(0);
if l_2569 {
let l_3277 = info.static_meta[u32(5)];
let l_3278 = l_3277 * u32(1);
let l_3279 = l_3278 - u32(1);
let l_3280 = min(u32(1), l_3279);
let l_3281 = &buffer_5_global[l_3280];
let l_2570 = l_3281;
let l_2571 = atomicAdd(l_2570, l_mut_773);}
let l_2572 = l_mut_457 > u32(0);
if l_2572 {
let l_3282 = info.static_meta[u32(5)];
let l_3283 = l_3282 * u32(1);
let l_3284 = l_3283 - u32(1);
let l_3285 = min(u32(2), l_3284);
let l_3286 = &buffer_5_global[l_3285];
let l_2573 = l_3286;
let l_2574 = atomicAdd(l_2573, l_mut_457);l_mut_2035 = l_2574;

for (var l_mut_2575: u32 = u32(0); l_mut_2575 < u32(8); l_mut_2575++) {
let l_2576 = l_mut_778 >> l_mut_2575;
let l_2577 = l_2576 & u32(1);
let l_2578 = l_2577 == u32(1);
if l_2578 {
let l_2579 = l_mut_2575 * l_1082;
let l_2580 = l_2579 + l_1082;
let l_2581 = min(l_2580, l_46);
l_mut_2030 = l_mut_2035;

for (var l_mut_2582: u32 = l_2579; l_mut_2582 < l_2581; l_mut_2582++) {
let l_2583 = l_49 * l_mut_2582;
let l_3287 = u64(l_49);
let l_3288 = u64(l_mut_2582);
let l_3289 = l_3287 * l_3288;
let l_3290 = l_3289 >> u32(bitcast<u64>(u64(32)));
let l_3291 = u32(bitcast<u64>(l_3290));
let l_2584 = l_3291;
let l_2585 = l_52 * l_mut_2582;
let l_2586 = l_2584 + l_2585;
let l_2587 = l_54 + l_2583;
let l_2588 = l_57 + l_2586;
let l_2589 = l_2587 < l_54;
let l_2590 = u32(l_2589);
let l_2591 = l_2588 + l_2590;
l_mut_1716 = u32(0);
l_mut_773 = u32(0);
let l_2592 = l_mut_2582 < u32(65536);
if l_2592 {
let l_2593 = l_mut_2582 * l_mut_2582;
let l_2594 = l_62 >> u32(31);
let l_2595 = l_2594 == u32(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if l_2595 {
let l_2596 = u32(0) - l_59;
let l_2597 = u32(0) - l_62;
let l_2598 = u32(0) < l_59;
let l_2599 = u32(l_2598);
let l_2600 = l_2597 - l_2599;
l_mut_457 = l_2596;
l_mut_452 = l_2600;
}
let l_2601 = l_mut_457 * l_2593;
let l_2602 = l_mut_452 * l_2593;
let l_3292 = u64(l_mut_457);
let l_3293 = u64(l_2593);
let l_3294 = l_3292 * l_3293;
let l_3295 = l_3294 >> u32(bitcast<u64>(u64(32)));
let l_3296 = u32(bitcast<u64>(l_3295));
let l_2603 = l_3296;
let l_2604 = l_2603 + l_2602;
let l_3297 = u64(l_mut_452);
let l_3298 = u64(l_2593);
let l_3299 = l_3297 * l_3298;
let l_3300 = l_3299 >> u32(bitcast<u64>(u64(32)));
let l_3301 = u32(bitcast<u64>(l_3300));
let l_2605 = l_3301;
let l_2606 = l_2604 < l_2602;
let l_2607 = u32(l_2606);
let l_2608 = l_2605 + l_2607;
let l_2609 = l_9 % u32(32);
l_mut_451 = l_2601;
let l_2610 = l_2609 > u32(0);
if l_2610 {
let l_2611 = l_2601 >> l_2609;
let l_2612 = u32(32) - l_2609;
let l_2613 = l_2604 << l_2612;
let l_2614 = l_2611 | l_2613;
l_mut_451 = l_2614;
}
l_mut_448 = l_2604;
let l_2615 = l_2609 > u32(0);
if l_2615 {
let l_2616 = l_2604 >> l_2609;
let l_2617 = u32(32) - l_2609;
let l_2618 = l_2608 << l_2617;
let l_2619 = l_2616 | l_2618;
l_mut_448 = l_2619;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
let l_2620 = l_9 >= u32(64);
if l_2620 {
l_mut_447 = l_2608;
l_mut_451 = u32(0);
} else {
let l_2621 = l_9 >= u32(32);
if l_2621 {
l_mut_448 = l_2604;
let l_2622 = l_2609 > u32(0);
if l_2622 {
let l_2623 = l_2604 >> l_2609;
let l_2624 = u32(32) - l_2609;
let l_2625 = l_2608 << l_2624;
let l_2626 = l_2623 | l_2625;
l_mut_448 = l_2626;
}
let l_2627 = l_2608 >> l_2609;
l_mut_447 = l_mut_448;
l_mut_451 = l_2627;
}
}
l_mut_457 = l_mut_447;
l_mut_452 = l_mut_451;
if l_2595 {
let l_2628 = u32(0) - l_mut_457;
let l_2629 = u32(0) - l_mut_452;
let l_2630 = u32(0) < l_mut_457;
let l_2631 = u32(l_2630);
let l_2632 = l_2629 - l_2631;
l_mut_457 = l_2628;
l_mut_452 = l_2632;
}
l_mut_1716 = l_mut_457;
l_mut_773 = l_mut_452;
} else {
let l_2633 = l_62 >> u32(31);
let l_2634 = l_2633 == u32(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if l_2634 {
let l_2635 = u32(0) - l_59;
let l_2636 = u32(0) - l_62;
let l_2637 = u32(0) < l_59;
let l_2638 = u32(l_2637);
let l_2639 = l_2636 - l_2638;
l_mut_457 = l_2635;
l_mut_452 = l_2639;
}
let l_2640 = l_mut_457 * l_mut_2582;
let l_2641 = l_mut_452 * l_mut_2582;
let l_3302 = u64(l_mut_457);
let l_3303 = u64(l_mut_2582);
let l_3304 = l_3302 * l_3303;
let l_3305 = l_3304 >> u32(bitcast<u64>(u64(32)));
let l_3306 = u32(bitcast<u64>(l_3305));
let l_2642 = l_3306;
let l_2643 = l_2642 + l_2641;
let l_3307 = u64(l_mut_452);
let l_3308 = u64(l_mut_2582);
let l_3309 = l_3307 * l_3308;
let l_3310 = l_3309 >> u32(bitcast<u64>(u64(32)));
let l_3311 = u32(bitcast<u64>(l_3310));
let l_2644 = l_3311;
let l_2645 = l_2643 < l_2641;
let l_2646 = u32(l_2645);
let l_2647 = l_2644 + l_2646;
let l_2648 = u32(0) % u32(32);
l_mut_451 = l_2640;
let l_2649 = l_2648 > u32(0);
if l_2649 {
let l_2650 = l_2640 >> l_2648;
let l_2651 = u32(32) - l_2648;
let l_2652 = l_2643 << l_2651;
let l_2653 = l_2650 | l_2652;
l_mut_451 = l_2653;
}
l_mut_448 = l_2643;
let l_2654 = l_2648 > u32(0);
if l_2654 {
let l_2655 = l_2643 >> l_2648;
let l_2656 = u32(32) - l_2648;
let l_2657 = l_2647 << l_2656;
let l_2658 = l_2655 | l_2657;
l_mut_448 = l_2658;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
let l_2659 = u32(0) >= u32(64);
if l_2659 {
l_mut_447 = l_2647;
l_mut_451 = u32(0);
} else {
let l_2660 = u32(0) >= u32(32);
if l_2660 {
l_mut_448 = l_2643;
let l_2661 = l_2648 > u32(0);
if l_2661 {
let l_2662 = l_2643 >> l_2648;
let l_2663 = u32(32) - l_2648;
let l_2664 = l_2647 << l_2663;
let l_2665 = l_2662 | l_2664;
l_mut_448 = l_2665;
}
let l_2666 = l_2647 >> l_2648;
l_mut_447 = l_mut_448;
l_mut_451 = l_2666;
}
}
let l_2667 = l_mut_457 * l_mut_2582;
let l_2668 = l_mut_452 * l_mut_2582;
let l_3312 = u64(l_mut_457);
let l_3313 = u64(l_mut_2582);
let l_3314 = l_3312 * l_3313;
let l_3315 = l_3314 >> u32(bitcast<u64>(u64(32)));
let l_3316 = u32(bitcast<u64>(l_3315));
let l_2669 = l_3316;
let l_2670 = l_2669 + l_2668;
let l_3317 = u64(l_mut_452);
let l_3318 = u64(l_mut_2582);
let l_3319 = l_3317 * l_3318;
let l_3320 = l_3319 >> u32(bitcast<u64>(u64(32)));
let l_3321 = u32(bitcast<u64>(l_3320));
let l_2671 = l_3321;
let l_2672 = l_2670 < l_2668;
let l_2673 = u32(l_2672);
let l_2674 = l_2671 + l_2673;
let l_2675 = u32(64) % u32(32);
l_mut_448 = l_2667;
let l_2676 = l_2675 > u32(0);
if l_2676 {
let l_2677 = l_2667 >> l_2675;
let l_2678 = u32(32) - l_2675;
let l_2679 = l_2670 << l_2678;
let l_2680 = l_2677 | l_2679;
l_mut_448 = l_2680;
}
l_mut_446 = l_2670;
let l_2681 = l_2675 > u32(0);
if l_2681 {
let l_2682 = l_2670 >> l_2675;
let l_2683 = u32(32) - l_2675;
let l_2684 = l_2674 << l_2683;
let l_2685 = l_2682 | l_2684;
l_mut_446 = l_2685;
}
l_mut_435 = l_mut_448;
l_mut_448 = l_mut_446;
let l_2686 = u32(64) >= u32(64);
if l_2686 {
l_mut_435 = l_2674;
l_mut_448 = u32(0);
} else {
let l_2687 = u32(64) >= u32(32);
if l_2687 {
l_mut_446 = l_2670;
let l_2688 = l_2675 > u32(0);
if l_2688 {
let l_2689 = l_2670 >> l_2675;
let l_2690 = u32(32) - l_2675;
let l_2691 = l_2674 << l_2690;
let l_2692 = l_2689 | l_2691;
l_mut_446 = l_2692;
}
let l_2693 = l_2674 >> l_2675;
l_mut_435 = l_mut_446;
l_mut_448 = l_2693;
}
}
let l_2694 = l_mut_447 * l_mut_2582;
let l_2695 = l_mut_451 * l_mut_2582;
let l_3322 = u64(l_mut_447);
let l_3323 = u64(l_mut_2582);
let l_3324 = l_3322 * l_3323;
let l_3325 = l_3324 >> u32(bitcast<u64>(u64(32)));
let l_3326 = u32(bitcast<u64>(l_3325));
let l_2696 = l_3326;
let l_2697 = l_2696 + l_2695;
let l_3327 = u64(l_mut_451);
let l_3328 = u64(l_mut_2582);
let l_3329 = l_3327 * l_3328;
let l_3330 = l_3329 >> u32(bitcast<u64>(u64(32)));
let l_3331 = u32(bitcast<u64>(l_3330));
let l_2698 = l_3331;
let l_2699 = l_2697 < l_2695;
let l_2700 = u32(l_2699);
let l_2701 = l_2698 + l_2700;
let l_2702 = u32(0) % u32(32);
l_mut_457 = l_2694;
let l_2703 = l_2702 > u32(0);
if l_2703 {
let l_2704 = l_2694 >> l_2702;
let l_2705 = u32(32) - l_2702;
let l_2706 = l_2697 << l_2705;
let l_2707 = l_2704 | l_2706;
l_mut_457 = l_2707;
}
l_mut_452 = l_2697;
let l_2708 = l_2702 > u32(0);
if l_2708 {
let l_2709 = l_2697 >> l_2702;
let l_2710 = u32(32) - l_2702;
let l_2711 = l_2701 << l_2710;
let l_2712 = l_2709 | l_2711;
l_mut_452 = l_2712;
}
l_mut_446 = l_mut_457;
l_mut_457 = l_mut_452;
let l_2713 = u32(0) >= u32(64);
if l_2713 {
l_mut_446 = l_2701;
l_mut_457 = u32(0);
} else {
let l_2714 = u32(0) >= u32(32);
if l_2714 {
l_mut_452 = l_2697;
let l_2715 = l_2702 > u32(0);
if l_2715 {
let l_2716 = l_2697 >> l_2702;
let l_2717 = u32(32) - l_2702;
let l_2718 = l_2701 << l_2717;
let l_2719 = l_2716 | l_2718;
l_mut_452 = l_2719;
}
let l_2720 = l_2701 >> l_2702;
l_mut_446 = l_mut_452;
l_mut_457 = l_2720;
}
}
let l_2721 = l_mut_447 * l_mut_2582;
let l_2722 = l_mut_451 * l_mut_2582;
let l_3332 = u64(l_mut_447);
let l_3333 = u64(l_mut_2582);
let l_3334 = l_3332 * l_3333;
let l_3335 = l_3334 >> u32(bitcast<u64>(u64(32)));
let l_3336 = u32(bitcast<u64>(l_3335));
let l_2723 = l_3336;
let l_2724 = l_2723 + l_2722;
let l_3337 = u64(l_mut_451);
let l_3338 = u64(l_mut_2582);
let l_3339 = l_3337 * l_3338;
let l_3340 = l_3339 >> u32(bitcast<u64>(u64(32)));
let l_3341 = u32(bitcast<u64>(l_3340));
let l_2725 = l_3341;
let l_2726 = l_2724 < l_2722;
let l_2727 = u32(l_2726);
let l_2728 = l_2725 + l_2727;
let l_2729 = u32(64) % u32(32);
l_mut_452 = l_2721;
let l_2730 = l_2729 > u32(0);
if l_2730 {
let l_2731 = l_2721 >> l_2729;
let l_2732 = u32(32) - l_2729;
let l_2733 = l_2724 << l_2732;
let l_2734 = l_2731 | l_2733;
l_mut_452 = l_2734;
}
l_mut_428 = l_2724;
let l_2735 = l_2729 > u32(0);
if l_2735 {
let l_2736 = l_2724 >> l_2729;
let l_2737 = u32(32) - l_2729;
let l_2738 = l_2728 << l_2737;
let l_2739 = l_2736 | l_2738;
l_mut_428 = l_2739;
}
l_mut_401 = l_mut_452;
l_mut_452 = l_mut_428;
let l_2740 = u32(64) >= u32(64);
if l_2740 {
l_mut_401 = l_2728;
l_mut_452 = u32(0);
} else {
let l_2741 = u32(64) >= u32(32);
if l_2741 {
l_mut_428 = l_2724;
let l_2742 = l_2729 > u32(0);
if l_2742 {
let l_2743 = l_2724 >> l_2729;
let l_2744 = u32(32) - l_2729;
let l_2745 = l_2728 << l_2744;
let l_2746 = l_2743 | l_2745;
l_mut_428 = l_2746;
}
let l_2747 = l_2728 >> l_2729;
l_mut_401 = l_mut_428;
l_mut_452 = l_2747;
}
}
let l_2748 = l_mut_435 * l_mut_2582;
let l_3342 = u64(l_mut_435);
let l_3343 = u64(l_mut_2582);
let l_3344 = l_3342 * l_3343;
let l_3345 = l_3344 >> u32(bitcast<u64>(u64(32)));
let l_3346 = u32(bitcast<u64>(l_3345));
let l_2749 = l_3346;
let l_2750 = l_mut_448 * l_mut_2582;
let l_2751 = l_2749 + l_2750;
let l_2752 = l_mut_401 + l_2748;
let l_2753 = l_mut_452 + l_2751;
let l_2754 = l_2752 < l_mut_401;
let l_2755 = u32(l_2754);
let l_2756 = l_2753 + l_2755;
l_mut_1716 = l_mut_446;
l_mut_773 = l_mut_457;
let l_2757 = l_9 == u32(64);
if l_2757 {
l_mut_1716 = l_2752;
l_mut_773 = l_2756;
} else {
let l_2758 = l_9 > u32(0);
if l_2758 {
let l_2759 = u32(64) - l_9;
l_mut_452 = l_2752;
l_mut_451 = l_2756;
let l_2760 = l_2759 >= u32(32);
if l_2760 {
let l_2761 = l_2759 & u32(31);
let l_2762 = l_2752 << l_2761;
l_mut_452 = u32(0);
l_mut_451 = l_2762;
} else {
let l_2763 = l_2759 > u32(0);
if l_2763 {
let l_2764 = l_2752 << l_2759;
let l_2765 = l_2756 << l_2759;
let l_2766 = u32(32) - l_2759;
let l_2767 = l_2752 >> l_2766;
let l_2768 = l_2765 | l_2767;
l_mut_452 = l_2764;
l_mut_451 = l_2768;
}
}
l_mut_448 = l_mut_446;
l_mut_447 = l_mut_457;
let l_2769 = l_9 >= u32(32);
if l_2769 {
let l_2770 = l_9 & u32(31);
let l_2771 = l_mut_457 >> l_2770;
l_mut_448 = l_2771;
l_mut_447 = u32(0);
} else {
let l_2772 = l_9 > u32(0);
if l_2772 {
l_mut_435 = l_mut_446;
let l_2773 = l_9 > u32(0);
if l_2773 {
let l_2774 = l_mut_446 >> l_9;
let l_2775 = u32(32) - l_9;
let l_2776 = l_mut_457 << l_2775;
let l_2777 = l_2774 | l_2776;
l_mut_435 = l_2777;
}
let l_2778 = l_mut_457 >> l_9;
l_mut_448 = l_mut_435;
l_mut_447 = l_2778;
}
}
let l_2779 = l_mut_452 + l_mut_448;
let l_2780 = l_mut_451 + l_mut_447;
let l_2781 = l_2779 < l_mut_452;
let l_2782 = u32(l_2781);
let l_2783 = l_2780 + l_2782;
l_mut_1716 = l_2779;
l_mut_773 = l_2783;
}
}
if l_2634 {
let l_2784 = u32(0) - l_mut_1716;
let l_2785 = u32(0) - l_mut_773;
let l_2786 = u32(0) < l_mut_1716;
let l_2787 = u32(l_2786);
let l_2788 = l_2785 - l_2787;
l_mut_1716 = l_2784;
l_mut_773 = l_2788;
}
}
let l_2789 = l_2587 + l_mut_1716;
let l_2790 = l_2591 + l_mut_773;
let l_2791 = l_2789 < l_2587;
let l_2792 = u32(l_2791);
let l_2793 = l_2790 + l_2792;
let l_2794 = u32(0) - l_2789;
let l_2795 = u32(0) - l_2793;
let l_2796 = u32(0) < l_2789;
let l_2797 = u32(l_2796);
let l_2798 = l_2795 - l_2797;
l_mut_1716 = l_2794;
l_mut_773 = l_2798;
let l_2799 = l_2793 < l_mut_773;
let l_2800 = l_2793 == l_mut_773;
let l_2801 = l_2789 < l_mut_1716;
let l_2802 = l_2800 && l_2801;
let l_2803 = l_2799 || l_2802;
if l_2803 {
l_mut_1716 = l_2789;
l_mut_773 = l_2793;
}
let l_2804 = l_mut_773 < l_17;
let l_2805 = l_mut_773 == l_17;
let l_2806 = l_mut_1716 < l_14;
let l_2807 = l_2805 && l_2806;
let l_2808 = l_2804 || l_2807;
if l_2808 {
let l_2809 = l_mut_2030 * u32(2);
let l_2810 = l_2809 + u32(1);
let l_2811 = info.static_meta[u32(10)];
let l_2812 = l_2810 < l_2811;
if l_2812 {
let l_3347 = info.static_meta[u32(4)];
let l_3348 = l_3347 * u32(1);
let l_3349 = l_2809 < l_3348;
if l_3349 {
buffer_4_global[l_2809] = id;
}
let l_2813 = l_2809 + u32(1);
let l_3350 = info.static_meta[u32(4)];
let l_3351 = l_3350 * u32(1);
let l_3352 = l_2813 < l_3351;
if l_3352 {
buffer_4_global[l_2813] = l_mut_2582;
}
}
l_mut_2030 = l_mut_2030 + u32(1);
}
}
l_mut_2035 = l_mut_2030;
}
}
}
}
}
}
