
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
bool l_mut_190;
bool l_mut_197;
bool l_mut_200;
bool l_mut_211;
bool l_mut_222;
uint l_mut_102;
uint l_mut_187;
uint l_mut_188;
uint l_mut_189;
uint l_mut_202;
uint l_mut_203;
uint l_mut_223;
uint l_mut_228;
uint l_mut_254;
uint l_mut_255;
uint l_mut_260;
uint l_mut_40;
uint l_mut_603;
uint l_mut_604;
uint l_mut_609;
uint l_mut_75;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_927 = info.static_meta[uint(5)];
const uint l_928 = l_927 * uint(1);
const uint l_929 = l_928 - uint(1);
const uint l_930 = min(uint(3), l_929);
device atomic_uint* l_931 = &buffer_5[l_930];
atomic_uint* l_1 = l_931;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_843 = info.static_meta[uint(3)];
const uint l_844 = l_843 * uint(1);
const bool l_845 = l_3 < l_844;
const uint l_846 = l_844 - uint(1);
const uint l_847 = min(l_3, l_846);
const uint l_848 = buffer_3[l_847];
const uint l_849 = (l_845) ? l_848 : uint(0);
const uint l_4 = l_849;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_850 = info.static_meta[uint(3)];
const uint l_851 = l_850 * uint(1);
const bool l_852 = l_6 < l_851;
const uint l_853 = l_851 - uint(1);
const uint l_854 = min(l_6, l_853);
const uint l_855 = buffer_3[l_854];
const uint l_856 = (l_852) ? l_855 : uint(0);
const uint l_7 = l_856;
const uint l_8 = uint(2) * uint(1);
const uint l_857 = info.static_meta[uint(3)];
const uint l_858 = l_857 * uint(1);
const bool l_859 = l_8 < l_858;
const uint l_860 = l_858 - uint(1);
const uint l_861 = min(l_8, l_860);
const uint l_862 = buffer_3[l_861];
const uint l_863 = (l_859) ? l_862 : uint(0);
const uint l_9 = l_863;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_864 = info.static_meta[uint(3)];
const uint l_865 = l_864 * uint(1);
const bool l_866 = l_11 < l_865;
const uint l_867 = l_865 - uint(1);
const uint l_868 = min(l_11, l_867);
const uint l_869 = buffer_3[l_868];
const uint l_870 = (l_866) ? l_869 : uint(0);
const uint l_12 = l_870;
const uint l_13 = uint(2) * uint(2);
const uint l_871 = info.static_meta[uint(3)];
const uint l_872 = l_871 * uint(1);
const bool l_873 = l_13 < l_872;
const uint l_874 = l_872 - uint(1);
const uint l_875 = min(l_13, l_874);
const uint l_876 = buffer_3[l_875];
const uint l_877 = (l_873) ? l_876 : uint(0);
const uint l_14 = l_877;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_878 = info.static_meta[uint(3)];
const uint l_879 = l_878 * uint(1);
const bool l_880 = l_16 < l_879;
const uint l_881 = l_879 - uint(1);
const uint l_882 = min(l_16, l_881);
const uint l_883 = buffer_3[l_882];
const uint l_884 = (l_880) ? l_883 : uint(0);
const uint l_17 = l_884;
const uint l_18 = uint(2) * uint(3);
const uint l_885 = info.static_meta[uint(3)];
const uint l_886 = l_885 * uint(1);
const bool l_887 = l_18 < l_886;
const uint l_888 = l_886 - uint(1);
const uint l_889 = min(l_18, l_888);
const uint l_890 = buffer_3[l_889];
const uint l_891 = (l_887) ? l_890 : uint(0);
const uint l_19 = l_891;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_892 = info.static_meta[uint(3)];
const uint l_893 = l_892 * uint(1);
const bool l_894 = l_21 < l_893;
const uint l_895 = l_893 - uint(1);
const uint l_896 = min(l_21, l_895);
const uint l_897 = buffer_3[l_896];
const uint l_898 = (l_894) ? l_897 : uint(0);
const uint l_22 = l_898;
const uint l_23 = uint(2) * uint(4);
const uint l_899 = info.static_meta[uint(3)];
const uint l_900 = l_899 * uint(1);
const bool l_901 = l_23 < l_900;
const uint l_902 = l_900 - uint(1);
const uint l_903 = min(l_23, l_902);
const uint l_904 = buffer_3[l_903];
const uint l_905 = (l_901) ? l_904 : uint(0);
const uint l_24 = l_905;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_906 = info.static_meta[uint(3)];
const uint l_907 = l_906 * uint(1);
const bool l_908 = l_26 < l_907;
const uint l_909 = l_907 - uint(1);
const uint l_910 = min(l_26, l_909);
const uint l_911 = buffer_3[l_910];
const uint l_912 = (l_908) ? l_911 : uint(0);
const uint l_27 = l_912;
const uint l_28 = uint(2) * uint(5);
const uint l_913 = info.static_meta[uint(3)];
const uint l_914 = l_913 * uint(1);
const bool l_915 = l_28 < l_914;
const uint l_916 = l_914 - uint(1);
const uint l_917 = min(l_28, l_916);
const uint l_918 = buffer_3[l_917];
const uint l_919 = (l_915) ? l_918 : uint(0);
const uint l_29 = l_919;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_920 = info.static_meta[uint(3)];
const uint l_921 = l_920 * uint(1);
const bool l_922 = l_31 < l_921;
const uint l_923 = l_921 - uint(1);
const uint l_924 = min(l_31, l_923);
const uint l_925 = buffer_3[l_924];
const uint l_926 = (l_922) ? l_925 : uint(0);
const uint l_32 = l_926;
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
const uint l_932 = info.static_meta[uint(0)];
const uint l_933 = l_932 * uint(1);
const bool l_934 = l_58 < l_933;
const uint l_935 = l_933 - uint(1);
const uint l_936 = min(l_58, l_935);
const uint l_937 = buffer_0[l_936];
const uint l_938 = (l_934) ? l_937 : uint(0);
const uint l_59 = l_938;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_939 = info.static_meta[uint(0)];
const uint l_940 = l_939 * uint(1);
const bool l_941 = l_61 < l_940;
const uint l_942 = l_940 - uint(1);
const uint l_943 = min(l_61, l_942);
const uint l_944 = buffer_0[l_943];
const uint l_945 = (l_941) ? l_944 : uint(0);
const uint l_62 = l_945;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_946 = info.static_meta[uint(1)];
const uint l_947 = l_946 * uint(1);
const bool l_948 = l_63 < l_947;
const uint l_949 = l_947 - uint(1);
const uint l_950 = min(l_63, l_949);
const uint l_951 = buffer_1[l_950];
const uint l_952 = (l_948) ? l_951 : uint(0);
const uint l_64 = l_952;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_953 = info.static_meta[uint(1)];
const uint l_954 = l_953 * uint(1);
const bool l_955 = l_66 < l_954;
const uint l_956 = l_954 - uint(1);
const uint l_957 = min(l_66, l_956);
const uint l_958 = buffer_1[l_957];
const uint l_959 = (l_955) ? l_958 : uint(0);
const uint l_67 = l_959;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_960 = info.static_meta[uint(2)];
const uint l_961 = l_960 * uint(1);
const bool l_962 = l_68 < l_961;
const uint l_963 = l_961 - uint(1);
const uint l_964 = min(l_68, l_963);
const uint l_965 = buffer_2[l_964];
const uint l_966 = (l_962) ? l_965 : uint(0);
const uint l_69 = l_966;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_967 = info.static_meta[uint(2)];
const uint l_968 = l_967 * uint(1);
const bool l_969 = l_71 < l_968;
const uint l_970 = l_968 - uint(1);
const uint l_971 = min(l_71, l_970);
const uint l_972 = buffer_2[l_971];
const uint l_973 = (l_969) ? l_972 : uint(0);
const uint l_72 = l_973;
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
const uint l_121 = l_4 * l_4;
const uint l_122 = l_9 + uint(3);
const uint l_123 = l_72 >> uint(31);
const bool l_124 = l_123 == uint(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if (l_124) {
const uint l_125 = uint(0) - l_69;
const uint l_126 = uint(0) - l_72;
const bool l_127 = uint(0) < l_69;
const uint l_128 = uint(l_127);
const uint l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
const uint l_130 = l_mut_102 * l_121;
const uint l_131 = l_mut_96 * l_121;
const uint l_132 = __umulhi(l_mut_102, l_121);
const uint l_133 = l_132 + l_131;
const uint l_134 = __umulhi(l_mut_96, l_121);
const bool l_135 = l_133 < l_131;
const uint l_136 = uint(l_135);
const uint l_137 = l_134 + l_136;
const uint l_138 = l_122 % uint(32);
l_mut_90 = l_130;
const bool l_139 = l_138 > uint(0);
if (l_139) {
const uint l_140 = l_130 >> l_138;
const uint l_141 = uint(32) - l_138;
const uint l_142 = l_133 << l_141;
const uint l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
const bool l_144 = l_138 > uint(0);
if (l_144) {
const uint l_145 = l_133 >> l_138;
const uint l_146 = uint(32) - l_138;
const uint l_147 = l_137 << l_146;
const uint l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_149 = l_122 >= uint(64);
if (l_149) {
l_mut_40 = l_137;
l_mut_90 = uint(0);
} else {
const bool l_150 = l_122 >= uint(32);
if (l_150) {
l_mut_75 = l_133;
const bool l_151 = l_138 > uint(0);
if (l_151) {
const uint l_152 = l_133 >> l_138;
const uint l_153 = uint(32) - l_138;
const uint l_154 = l_137 << l_153;
const uint l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
const uint l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if (l_124) {
const uint l_157 = uint(0) - l_mut_102;
const uint l_158 = uint(0) - l_mut_96;
const bool l_159 = uint(0) < l_mut_102;
const uint l_160 = uint(l_159);
const uint l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
const uint l_162 = l_64 - l_mut_102;
const uint l_163 = l_67 - l_mut_96;
const bool l_164 = l_64 < l_mut_102;
const uint l_165 = uint(l_164);
const uint l_166 = l_163 - l_165;
const uint l_167 = l_162 + l_14;
const uint l_168 = l_166 + l_17;
const bool l_169 = l_167 < l_162;
const uint l_170 = uint(l_169);
const uint l_171 = l_168 + l_170;
const uint l_172 = uint(0) - l_116;
const uint l_173 = uint(0) - l_120;
const bool l_174 = uint(0) < l_116;
const uint l_175 = uint(l_174);
const uint l_176 = l_173 - l_175;
const uint l_177 = l_14 + l_14;
const uint l_178 = l_17 + l_17;
const bool l_179 = l_177 < l_14;
const uint l_180 = uint(l_179);
const uint l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
const uint l_182 = uint(0) - l_172;
const uint l_183 = uint(0) - l_176;
const bool l_184 = uint(0) < l_172;
const uint l_185 = uint(l_184);
const uint l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = uint(1);
l_mut_189 = uint(1);
l_mut_190 = bool(false);
const bool l_191 = l_mut_187 < l_181;
const bool l_192 = l_mut_187 == l_181;
const bool l_193 = l_mut_40 < l_177;
const bool l_194 = l_192 && l_193;
const bool l_195 = l_191 || l_194;
const bool l_196 = !l_195;
l_mut_197 = l_196;
const uint l_198 = l_172 | l_176;
const bool l_199 = l_198 == uint(0);
if (l_199) {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
while (true) {
const bool l_201 = !l_mut_197;
if (l_201) {
break;}
l_mut_202 = l_mut_102;
l_mut_203 = l_mut_96;
if (l_mut_200) {
l_mut_202 = l_mut_90;
l_mut_203 = l_mut_75;
}
const bool l_204 = l_mut_187 < l_mut_203;
const bool l_205 = l_mut_187 == l_mut_203;
const bool l_206 = l_mut_40 < l_mut_202;
const bool l_207 = l_205 && l_206;
const bool l_208 = l_204 || l_207;
const bool l_209 = !l_208;
const bool l_210 = l_209 != l_mut_200;
if (l_210) {
l_mut_203 = l_mut_102;
l_mut_202 = l_mut_96;
l_mut_102 = l_mut_90;
l_mut_96 = l_mut_75;
l_mut_90 = l_mut_203;
l_mut_75 = l_mut_202;
l_mut_203 = l_mut_188;
l_mut_188 = l_mut_189;
l_mut_189 = l_mut_203;
l_mut_200 = l_209;
}
l_mut_211 = bool(true);
if (l_mut_200) {
const uint l_212 = l_mut_40 - l_mut_90;
const uint l_213 = l_mut_187 - l_mut_75;
const bool l_214 = l_mut_40 < l_mut_90;
const uint l_215 = uint(l_214);
const uint l_216 = l_213 - l_215;
l_mut_40 = l_212;
l_mut_187 = l_216;
const bool l_217 = l_mut_187 < l_181;
const bool l_218 = l_mut_187 == l_181;
const bool l_219 = l_mut_40 < l_177;
const bool l_220 = l_218 && l_219;
const bool l_221 = l_217 || l_220;
if (l_221) {
l_mut_197 = bool(false);
l_mut_211 = bool(false);
}
}
if (l_mut_211) {
l_mut_203 = uint(0);
l_mut_222 = bool(false);
l_mut_202 = l_mut_90;
l_mut_223 = l_mut_75;
const bool l_224 = uint(3) >= uint(32);
if (l_224) {
const uint l_225 = uint(3) & uint(31);
const uint l_226 = l_mut_75 >> l_225;
l_mut_202 = l_226;
l_mut_223 = uint(0);
} else {
const bool l_227 = uint(3) > uint(0);
if (l_227) {
l_mut_228 = l_mut_90;
const bool l_229 = uint(3) > uint(0);
if (l_229) {
const uint l_230 = l_mut_90 >> uint(3);
const uint l_231 = l_mut_75 << uint(29);
const uint l_232 = l_230 | l_231;
l_mut_228 = l_232;
}
const uint l_233 = l_mut_75 >> uint(3);
l_mut_202 = l_mut_228;
l_mut_223 = l_233;
}
}
const bool l_234 = l_mut_223 < l_mut_96;
const bool l_235 = l_mut_223 == l_mut_96;
const bool l_236 = l_mut_202 < l_mut_102;
const bool l_237 = l_235 && l_236;
const bool l_238 = l_234 || l_237;
const bool l_239 = !l_238;
l_mut_222 = l_239;
const uint l_240 = l_mut_102 | l_mut_96;
const bool l_241 = l_240 == uint(0);
if (l_241) {
l_mut_203 = l_4;
} else {
if (l_mut_222) {
const bool l_242 = l_mut_96 < l_mut_75;
const bool l_243 = l_mut_96 == l_mut_75;
const bool l_244 = l_mut_102 < l_mut_90;
const bool l_245 = l_243 && l_244;
const bool l_246 = l_242 || l_245;
if (l_246) {
const uint l_247 = l_mut_90 - uint(1);
const uint l_248 = l_mut_75 - uint(0);
const bool l_249 = l_mut_90 < uint(1);
const uint l_250 = uint(l_249);
const uint l_251 = l_248 - l_250;
l_mut_228 = l_247;
l_mut_223 = l_251;
l_mut_202 = uint(0);

for (uint l_mut_252 = uint(0); l_mut_252 < uint(16); ++l_mut_252) {
const uint l_253 = uint(15) - l_mut_252;
l_mut_254 = l_mut_228;
l_mut_255 = l_mut_223;
const bool l_256 = l_253 >= uint(32);
if (l_256) {
const uint l_257 = l_253 & uint(31);
const uint l_258 = l_mut_223 >> l_257;
l_mut_254 = l_258;
l_mut_255 = uint(0);
} else {
const bool l_259 = l_253 > uint(0);
if (l_259) {
l_mut_260 = l_mut_228;
const bool l_261 = l_253 > uint(0);
if (l_261) {
const uint l_262 = l_mut_228 >> l_253;
const uint l_263 = uint(32) - l_253;
const uint l_264 = l_mut_223 << l_263;
const uint l_265 = l_262 | l_264;
l_mut_260 = l_265;
}
const uint l_266 = l_mut_223 >> l_253;
l_mut_254 = l_mut_260;
l_mut_255 = l_266;
}
}
const bool l_267 = l_mut_255 < l_mut_96;
const bool l_268 = l_mut_255 == l_mut_96;
const bool l_269 = l_mut_254 < l_mut_102;
const bool l_270 = l_268 && l_269;
const bool l_271 = l_267 || l_270;
const bool l_272 = !l_271;
if (l_272) {
l_mut_260 = l_mut_102;
l_mut_255 = l_mut_96;
const bool l_273 = l_253 >= uint(32);
if (l_273) {
const uint l_274 = l_253 & uint(31);
const uint l_275 = l_mut_102 << l_274;
l_mut_260 = uint(0);
l_mut_255 = l_275;
} else {
const bool l_276 = l_253 > uint(0);
if (l_276) {
const uint l_277 = l_mut_102 << l_253;
const uint l_278 = l_mut_96 << l_253;
const uint l_279 = uint(32) - l_253;
const uint l_280 = l_mut_102 >> l_279;
const uint l_281 = l_278 | l_280;
l_mut_260 = l_277;
l_mut_255 = l_281;
}
}
const uint l_282 = l_mut_228 - l_mut_260;
const uint l_283 = l_mut_223 - l_mut_255;
const bool l_284 = l_mut_228 < l_mut_260;
const uint l_285 = uint(l_284);
const uint l_286 = l_283 - l_285;
l_mut_228 = l_282;
l_mut_223 = l_286;
const uint l_287 = uint(1) << l_253;
l_mut_202 = l_mut_202 | l_287;
}
}
const uint l_288 = min(l_mut_202, l_4);
l_mut_260 = l_288;
const bool l_289 = l_mut_223 < l_mut_96;
const bool l_290 = l_mut_223 == l_mut_96;
const bool l_291 = l_mut_228 < l_mut_102;
const bool l_292 = l_290 && l_291;
const bool l_293 = l_289 || l_292;
const bool l_294 = !l_293;
if (l_294) {
l_mut_260 = l_4;
}
l_mut_203 = l_mut_260;
}
} else {
l_mut_260 = l_mut_90;
l_mut_255 = l_mut_75;
while (true) {
const bool l_295 = l_mut_96 < l_mut_255;
const bool l_296 = l_mut_96 == l_mut_255;
const bool l_297 = l_mut_102 < l_mut_260;
const bool l_298 = l_296 && l_297;
const bool l_299 = l_295 || l_298;
const uint l_300 = l_mut_203 * l_mut_189;
const uint l_301 = l_mut_188 + l_300;
const uint l_302 = l_301 + l_mut_189;
const bool l_303 = l_302 < l_4;
const bool l_304 = l_299 && l_303;
const bool l_305 = !l_304;
if (l_305) {
break;}
const uint l_306 = l_mut_260 - l_mut_102;
const uint l_307 = l_mut_255 - l_mut_96;
const bool l_308 = l_mut_260 < l_mut_102;
const uint l_309 = uint(l_308);
const uint l_310 = l_307 - l_309;
l_mut_260 = l_306;
l_mut_255 = l_310;
l_mut_203 = l_mut_203 + uint(1);
}
}
}
const uint l_311 = l_mut_203 * l_mut_189;
const uint l_312 = l_mut_188 + l_311;
const uint l_313 = l_312 + l_mut_189;
const bool l_314 = l_313 >= l_4;
if (l_314) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint l_315 = l_mut_102 * l_mut_203;
const uint l_316 = __umulhi(l_mut_102, l_mut_203);
const uint l_317 = l_mut_96 * l_mut_203;
const uint l_318 = l_316 + l_317;
const uint l_319 = l_mut_90 - l_315;
const uint l_320 = l_mut_75 - l_318;
const bool l_321 = l_mut_90 < l_315;
const uint l_322 = uint(l_321);
const uint l_323 = l_320 - l_322;
l_mut_90 = l_319;
l_mut_75 = l_323;
const uint l_324 = l_mut_203 * l_mut_189;
l_mut_188 = l_mut_188 + l_324;
const uint l_325 = l_mut_102 - l_mut_90;
const uint l_326 = l_mut_96 - l_mut_75;
const bool l_327 = l_mut_102 < l_mut_90;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 - l_328;
l_mut_102 = l_325;
l_mut_96 = l_329;
l_mut_189 = l_mut_189 + l_mut_188;
}
}
}
const bool l_330 = !l_mut_190;
if (l_330) {
const uint l_974 = info.static_meta[uint(5)];
const uint l_975 = l_974 * uint(1);
const uint l_976 = l_975 - uint(1);
const uint l_977 = min(uint(0), l_976);
device atomic_uint* l_978 = &buffer_5[l_977];
atomic_uint* l_331 = l_978;
const uint l_332 = atomic_fetch_add_explicit(l_331, uint(1), memory_order_relaxed);
const uint l_333 = l_4 / uint(8);
l_mut_260 = uint(0);
l_mut_255 = uint(0);
l_mut_254 = uint(0);

for (uint l_mut_334 = uint(0); l_mut_334 < uint(8); ++l_mut_334) {
const uint l_335 = l_mut_334 * l_333;
const bool l_336 = l_335 < l_56;
const uint l_337 = l_4 / uint(8);
const uint l_338 = l_mut_334 * l_337;
const uint l_339 = l_338 + l_338;
const uint l_340 = l_72 >> uint(31);
const bool l_341 = l_340 == uint(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if (l_341) {
const uint l_342 = uint(0) - l_69;
const uint l_343 = uint(0) - l_72;
const bool l_344 = uint(0) < l_69;
const uint l_345 = uint(l_344);
const uint l_346 = l_343 - l_345;
l_mut_228 = l_342;
l_mut_223 = l_346;
}
const uint l_347 = l_mut_228 * l_339;
const uint l_348 = l_mut_223 * l_339;
const uint l_349 = __umulhi(l_mut_228, l_339);
const uint l_350 = l_349 + l_348;
const uint l_351 = __umulhi(l_mut_223, l_339);
const bool l_352 = l_350 < l_348;
const uint l_353 = uint(l_352);
const uint l_354 = l_351 + l_353;
const uint l_355 = l_9 % uint(32);
l_mut_203 = l_347;
const bool l_356 = l_355 > uint(0);
if (l_356) {
const uint l_357 = l_347 >> l_355;
const uint l_358 = uint(32) - l_355;
const uint l_359 = l_350 << l_358;
const uint l_360 = l_357 | l_359;
l_mut_203 = l_360;
}
l_mut_202 = l_350;
const bool l_361 = l_355 > uint(0);
if (l_361) {
const uint l_362 = l_350 >> l_355;
const uint l_363 = uint(32) - l_355;
const uint l_364 = l_354 << l_363;
const uint l_365 = l_362 | l_364;
l_mut_202 = l_365;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
const bool l_366 = l_9 >= uint(64);
if (l_366) {
l_mut_189 = l_354;
l_mut_203 = uint(0);
} else {
const bool l_367 = l_9 >= uint(32);
if (l_367) {
l_mut_202 = l_350;
const bool l_368 = l_355 > uint(0);
if (l_368) {
const uint l_369 = l_350 >> l_355;
const uint l_370 = uint(32) - l_355;
const uint l_371 = l_354 << l_370;
const uint l_372 = l_369 | l_371;
l_mut_202 = l_372;
}
const uint l_373 = l_354 >> l_355;
l_mut_189 = l_mut_202;
l_mut_203 = l_373;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if (l_341) {
const uint l_374 = uint(0) - l_mut_228;
const uint l_375 = uint(0) - l_mut_223;
const bool l_376 = uint(0) < l_mut_228;
const uint l_377 = uint(l_376);
const uint l_378 = l_375 - l_377;
l_mut_228 = l_374;
l_mut_223 = l_378;
}
const uint l_379 = l_59 + l_mut_228;
const uint l_380 = l_62 + l_mut_223;
const bool l_381 = l_379 < l_59;
const uint l_382 = uint(l_381);
const uint l_383 = l_380 + l_382;
const uint l_384 = l_59 * l_338;
const uint l_385 = __umulhi(l_59, l_338);
const uint l_386 = l_62 * l_338;
const uint l_387 = l_385 + l_386;
const uint l_388 = l_64 + l_384;
const uint l_389 = l_67 + l_387;
const bool l_390 = l_388 < l_64;
const uint l_391 = uint(l_390);
const uint l_392 = l_389 + l_391;
const uint l_393 = l_338 * l_338;
const uint l_394 = l_72 >> uint(31);
const bool l_395 = l_394 == uint(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if (l_395) {
const uint l_396 = uint(0) - l_69;
const uint l_397 = uint(0) - l_72;
const bool l_398 = uint(0) < l_69;
const uint l_399 = uint(l_398);
const uint l_400 = l_397 - l_399;
l_mut_228 = l_396;
l_mut_223 = l_400;
}
const uint l_401 = l_mut_228 * l_393;
const uint l_402 = l_mut_223 * l_393;
const uint l_403 = __umulhi(l_mut_228, l_393);
const uint l_404 = l_403 + l_402;
const uint l_405 = __umulhi(l_mut_223, l_393);
const bool l_406 = l_404 < l_402;
const uint l_407 = uint(l_406);
const uint l_408 = l_405 + l_407;
const uint l_409 = l_9 % uint(32);
l_mut_203 = l_401;
const bool l_410 = l_409 > uint(0);
if (l_410) {
const uint l_411 = l_401 >> l_409;
const uint l_412 = uint(32) - l_409;
const uint l_413 = l_404 << l_412;
const uint l_414 = l_411 | l_413;
l_mut_203 = l_414;
}
l_mut_202 = l_404;
const bool l_415 = l_409 > uint(0);
if (l_415) {
const uint l_416 = l_404 >> l_409;
const uint l_417 = uint(32) - l_409;
const uint l_418 = l_408 << l_417;
const uint l_419 = l_416 | l_418;
l_mut_202 = l_419;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
const bool l_420 = l_9 >= uint(64);
if (l_420) {
l_mut_189 = l_408;
l_mut_203 = uint(0);
} else {
const bool l_421 = l_9 >= uint(32);
if (l_421) {
l_mut_202 = l_404;
const bool l_422 = l_409 > uint(0);
if (l_422) {
const uint l_423 = l_404 >> l_409;
const uint l_424 = uint(32) - l_409;
const uint l_425 = l_408 << l_424;
const uint l_426 = l_423 | l_425;
l_mut_202 = l_426;
}
const uint l_427 = l_408 >> l_409;
l_mut_189 = l_mut_202;
l_mut_203 = l_427;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if (l_395) {
const uint l_428 = uint(0) - l_mut_228;
const uint l_429 = uint(0) - l_mut_223;
const bool l_430 = uint(0) < l_mut_228;
const uint l_431 = uint(l_430);
const uint l_432 = l_429 - l_431;
l_mut_228 = l_428;
l_mut_223 = l_432;
}
const uint l_433 = l_388 + l_mut_228;
const uint l_434 = l_392 + l_mut_223;
const bool l_435 = l_433 < l_388;
const uint l_436 = uint(l_435);
const uint l_437 = l_434 + l_436;
const uint l_438 = l_72 >> uint(31);
const bool l_439 = l_438 == uint(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if (l_439) {
const uint l_440 = uint(0) - l_69;
const uint l_441 = uint(0) - l_72;
const bool l_442 = uint(0) < l_69;
const uint l_443 = uint(l_442);
const uint l_444 = l_441 - l_443;
l_mut_228 = l_440;
l_mut_223 = l_444;
}
const uint l_445 = l_mut_228 * l_337;
const uint l_446 = l_mut_223 * l_337;
const uint l_447 = __umulhi(l_mut_228, l_337);
const uint l_448 = l_447 + l_446;
const uint l_449 = __umulhi(l_mut_223, l_337);
const bool l_450 = l_448 < l_446;
const uint l_451 = uint(l_450);
const uint l_452 = l_449 + l_451;
const uint l_453 = l_9 % uint(32);
l_mut_203 = l_445;
const bool l_454 = l_453 > uint(0);
if (l_454) {
const uint l_455 = l_445 >> l_453;
const uint l_456 = uint(32) - l_453;
const uint l_457 = l_448 << l_456;
const uint l_458 = l_455 | l_457;
l_mut_203 = l_458;
}
l_mut_202 = l_448;
const bool l_459 = l_453 > uint(0);
if (l_459) {
const uint l_460 = l_448 >> l_453;
const uint l_461 = uint(32) - l_453;
const uint l_462 = l_452 << l_461;
const uint l_463 = l_460 | l_462;
l_mut_202 = l_463;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
const bool l_464 = l_9 >= uint(64);
if (l_464) {
l_mut_189 = l_452;
l_mut_203 = uint(0);
} else {
const bool l_465 = l_9 >= uint(32);
if (l_465) {
l_mut_202 = l_448;
const bool l_466 = l_453 > uint(0);
if (l_466) {
const uint l_467 = l_448 >> l_453;
const uint l_468 = uint(32) - l_453;
const uint l_469 = l_452 << l_468;
const uint l_470 = l_467 | l_469;
l_mut_202 = l_470;
}
const uint l_471 = l_452 >> l_453;
l_mut_189 = l_mut_202;
l_mut_203 = l_471;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if (l_439) {
const uint l_472 = uint(0) - l_mut_228;
const uint l_473 = uint(0) - l_mut_223;
const bool l_474 = uint(0) < l_mut_228;
const uint l_475 = uint(l_474);
const uint l_476 = l_473 - l_475;
l_mut_228 = l_472;
l_mut_223 = l_476;
}
const uint l_477 = l_379 + l_mut_228;
const uint l_478 = l_383 + l_mut_223;
const bool l_479 = l_477 < l_379;
const uint l_480 = uint(l_479);
const uint l_481 = l_478 + l_480;
const uint l_482 = l_337 * l_337;
const uint l_483 = l_9 + uint(3);
const uint l_484 = l_72 >> uint(31);
const bool l_485 = l_484 == uint(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if (l_485) {
const uint l_486 = uint(0) - l_69;
const uint l_487 = uint(0) - l_72;
const bool l_488 = uint(0) < l_69;
const uint l_489 = uint(l_488);
const uint l_490 = l_487 - l_489;
l_mut_228 = l_486;
l_mut_223 = l_490;
}
const uint l_491 = l_mut_228 * l_482;
const uint l_492 = l_mut_223 * l_482;
const uint l_493 = __umulhi(l_mut_228, l_482);
const uint l_494 = l_493 + l_492;
const uint l_495 = __umulhi(l_mut_223, l_482);
const bool l_496 = l_494 < l_492;
const uint l_497 = uint(l_496);
const uint l_498 = l_495 + l_497;
const uint l_499 = l_483 % uint(32);
l_mut_203 = l_491;
const bool l_500 = l_499 > uint(0);
if (l_500) {
const uint l_501 = l_491 >> l_499;
const uint l_502 = uint(32) - l_499;
const uint l_503 = l_494 << l_502;
const uint l_504 = l_501 | l_503;
l_mut_203 = l_504;
}
l_mut_202 = l_494;
const bool l_505 = l_499 > uint(0);
if (l_505) {
const uint l_506 = l_494 >> l_499;
const uint l_507 = uint(32) - l_499;
const uint l_508 = l_498 << l_507;
const uint l_509 = l_506 | l_508;
l_mut_202 = l_509;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
const bool l_510 = l_483 >= uint(64);
if (l_510) {
l_mut_189 = l_498;
l_mut_203 = uint(0);
} else {
const bool l_511 = l_483 >= uint(32);
if (l_511) {
l_mut_202 = l_494;
const bool l_512 = l_499 > uint(0);
if (l_512) {
const uint l_513 = l_494 >> l_499;
const uint l_514 = uint(32) - l_499;
const uint l_515 = l_498 << l_514;
const uint l_516 = l_513 | l_515;
l_mut_202 = l_516;
}
const uint l_517 = l_498 >> l_499;
l_mut_189 = l_mut_202;
l_mut_203 = l_517;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if (l_485) {
const uint l_518 = uint(0) - l_mut_228;
const uint l_519 = uint(0) - l_mut_223;
const bool l_520 = uint(0) < l_mut_228;
const uint l_521 = uint(l_520);
const uint l_522 = l_519 - l_521;
l_mut_228 = l_518;
l_mut_223 = l_522;
}
const uint l_523 = l_433 - l_mut_228;
const uint l_524 = l_437 - l_mut_223;
const bool l_525 = l_433 < l_mut_228;
const uint l_526 = uint(l_525);
const uint l_527 = l_524 - l_526;
const uint l_528 = l_523 + l_19;
const uint l_529 = l_527 + l_22;
const bool l_530 = l_528 < l_523;
const uint l_531 = uint(l_530);
const uint l_532 = l_529 + l_531;
const uint l_533 = uint(0) - l_477;
const uint l_534 = uint(0) - l_481;
const bool l_535 = uint(0) < l_477;
const uint l_536 = uint(l_535);
const uint l_537 = l_534 - l_536;
const uint l_538 = l_19 + l_19;
const uint l_539 = l_22 + l_22;
const bool l_540 = l_538 < l_19;
const uint l_541 = uint(l_540);
const uint l_542 = l_539 + l_541;
l_mut_228 = l_533;
l_mut_223 = l_537;
const uint l_543 = uint(0) - l_533;
const uint l_544 = uint(0) - l_537;
const bool l_545 = uint(0) < l_533;
const uint l_546 = uint(l_545);
const uint l_547 = l_544 - l_546;
l_mut_203 = l_543;
l_mut_202 = l_547;
l_mut_189 = l_528;
l_mut_188 = l_532;
l_mut_187 = uint(1);
l_mut_102 = uint(1);
l_mut_222 = bool(false);
const bool l_548 = l_mut_188 < l_542;
const bool l_549 = l_mut_188 == l_542;
const bool l_550 = l_mut_189 < l_538;
const bool l_551 = l_549 && l_550;
const bool l_552 = l_548 || l_551;
const bool l_553 = !l_552;
l_mut_211 = l_553;
const uint l_554 = l_533 | l_537;
const bool l_555 = l_554 == uint(0);
if (l_555) {
l_mut_222 = l_mut_211;
l_mut_211 = bool(false);
}
l_mut_200 = bool(false);
while (true) {
const bool l_556 = !l_mut_211;
if (l_556) {
break;}
l_mut_96 = l_mut_228;
l_mut_90 = l_mut_223;
if (l_mut_200) {
l_mut_96 = l_mut_203;
l_mut_90 = l_mut_202;
}
const bool l_557 = l_mut_188 < l_mut_90;
const bool l_558 = l_mut_188 == l_mut_90;
const bool l_559 = l_mut_189 < l_mut_96;
const bool l_560 = l_558 && l_559;
const bool l_561 = l_557 || l_560;
const bool l_562 = !l_561;
const bool l_563 = l_562 != l_mut_200;
if (l_563) {
l_mut_96 = l_mut_228;
l_mut_90 = l_mut_223;
l_mut_228 = l_mut_203;
l_mut_223 = l_mut_202;
l_mut_203 = l_mut_96;
l_mut_202 = l_mut_90;
l_mut_96 = l_mut_187;
l_mut_187 = l_mut_102;
l_mut_102 = l_mut_96;
l_mut_200 = l_562;
}
l_mut_197 = bool(true);
if (l_mut_200) {
const uint l_564 = l_mut_189 - l_mut_203;
const uint l_565 = l_mut_188 - l_mut_202;
const bool l_566 = l_mut_189 < l_mut_203;
const uint l_567 = uint(l_566);
const uint l_568 = l_565 - l_567;
l_mut_189 = l_564;
l_mut_188 = l_568;
const bool l_569 = l_mut_188 < l_542;
const bool l_570 = l_mut_188 == l_542;
const bool l_571 = l_mut_189 < l_538;
const bool l_572 = l_570 && l_571;
const bool l_573 = l_569 || l_572;
if (l_573) {
l_mut_211 = bool(false);
l_mut_197 = bool(false);
}
}
if (l_mut_197) {
l_mut_96 = uint(0);
l_mut_190 = bool(false);
l_mut_90 = l_mut_203;
l_mut_75 = l_mut_202;
const bool l_574 = uint(3) >= uint(32);
if (l_574) {
const uint l_575 = uint(3) & uint(31);
const uint l_576 = l_mut_202 >> l_575;
l_mut_90 = l_576;
l_mut_75 = uint(0);
} else {
const bool l_577 = uint(3) > uint(0);
if (l_577) {
l_mut_40 = l_mut_203;
const bool l_578 = uint(3) > uint(0);
if (l_578) {
const uint l_579 = l_mut_203 >> uint(3);
const uint l_580 = l_mut_202 << uint(29);
const uint l_581 = l_579 | l_580;
l_mut_40 = l_581;
}
const uint l_582 = l_mut_202 >> uint(3);
l_mut_90 = l_mut_40;
l_mut_75 = l_582;
}
}
const bool l_583 = l_mut_75 < l_mut_223;
const bool l_584 = l_mut_75 == l_mut_223;
const bool l_585 = l_mut_90 < l_mut_228;
const bool l_586 = l_584 && l_585;
const bool l_587 = l_583 || l_586;
const bool l_588 = !l_587;
l_mut_190 = l_588;
const uint l_589 = l_mut_228 | l_mut_223;
const bool l_590 = l_589 == uint(0);
if (l_590) {
l_mut_96 = l_337;
} else {
if (l_mut_190) {
const bool l_591 = l_mut_223 < l_mut_202;
const bool l_592 = l_mut_223 == l_mut_202;
const bool l_593 = l_mut_228 < l_mut_203;
const bool l_594 = l_592 && l_593;
const bool l_595 = l_591 || l_594;
if (l_595) {
const uint l_596 = l_mut_203 - uint(1);
const uint l_597 = l_mut_202 - uint(0);
const bool l_598 = l_mut_203 < uint(1);
const uint l_599 = uint(l_598);
const uint l_600 = l_597 - l_599;
l_mut_90 = l_596;
l_mut_75 = l_600;
l_mut_40 = uint(0);

for (uint l_mut_601 = uint(0); l_mut_601 < uint(16); ++l_mut_601) {
const uint l_602 = uint(15) - l_mut_601;
l_mut_603 = l_mut_90;
l_mut_604 = l_mut_75;
const bool l_605 = l_602 >= uint(32);
if (l_605) {
const uint l_606 = l_602 & uint(31);
const uint l_607 = l_mut_75 >> l_606;
l_mut_603 = l_607;
l_mut_604 = uint(0);
} else {
const bool l_608 = l_602 > uint(0);
if (l_608) {
l_mut_609 = l_mut_90;
const bool l_610 = l_602 > uint(0);
if (l_610) {
const uint l_611 = l_mut_90 >> l_602;
const uint l_612 = uint(32) - l_602;
const uint l_613 = l_mut_75 << l_612;
const uint l_614 = l_611 | l_613;
l_mut_609 = l_614;
}
const uint l_615 = l_mut_75 >> l_602;
l_mut_603 = l_mut_609;
l_mut_604 = l_615;
}
}
const bool l_616 = l_mut_604 < l_mut_223;
const bool l_617 = l_mut_604 == l_mut_223;
const bool l_618 = l_mut_603 < l_mut_228;
const bool l_619 = l_617 && l_618;
const bool l_620 = l_616 || l_619;
const bool l_621 = !l_620;
if (l_621) {
l_mut_609 = l_mut_228;
l_mut_604 = l_mut_223;
const bool l_622 = l_602 >= uint(32);
if (l_622) {
const uint l_623 = l_602 & uint(31);
const uint l_624 = l_mut_228 << l_623;
l_mut_609 = uint(0);
l_mut_604 = l_624;
} else {
const bool l_625 = l_602 > uint(0);
if (l_625) {
const uint l_626 = l_mut_228 << l_602;
const uint l_627 = l_mut_223 << l_602;
const uint l_628 = uint(32) - l_602;
const uint l_629 = l_mut_228 >> l_628;
const uint l_630 = l_627 | l_629;
l_mut_609 = l_626;
l_mut_604 = l_630;
}
}
const uint l_631 = l_mut_90 - l_mut_609;
const uint l_632 = l_mut_75 - l_mut_604;
const bool l_633 = l_mut_90 < l_mut_609;
const uint l_634 = uint(l_633);
const uint l_635 = l_632 - l_634;
l_mut_90 = l_631;
l_mut_75 = l_635;
const uint l_636 = uint(1) << l_602;
l_mut_40 = l_mut_40 | l_636;
}
}
const uint l_637 = min(l_mut_40, l_337);
l_mut_609 = l_637;
const bool l_638 = l_mut_75 < l_mut_223;
const bool l_639 = l_mut_75 == l_mut_223;
const bool l_640 = l_mut_90 < l_mut_228;
const bool l_641 = l_639 && l_640;
const bool l_642 = l_638 || l_641;
const bool l_643 = !l_642;
if (l_643) {
l_mut_609 = l_337;
}
l_mut_96 = l_mut_609;
}
} else {
l_mut_609 = l_mut_203;
l_mut_604 = l_mut_202;
while (true) {
const bool l_644 = l_mut_223 < l_mut_604;
const bool l_645 = l_mut_223 == l_mut_604;
const bool l_646 = l_mut_228 < l_mut_609;
const bool l_647 = l_645 && l_646;
const bool l_648 = l_644 || l_647;
const uint l_649 = l_mut_96 * l_mut_102;
const uint l_650 = l_mut_187 + l_649;
const uint l_651 = l_650 + l_mut_102;
const bool l_652 = l_651 < l_337;
const bool l_653 = l_648 && l_652;
const bool l_654 = !l_653;
if (l_654) {
break;}
const uint l_655 = l_mut_609 - l_mut_228;
const uint l_656 = l_mut_604 - l_mut_223;
const bool l_657 = l_mut_609 < l_mut_228;
const uint l_658 = uint(l_657);
const uint l_659 = l_656 - l_658;
l_mut_609 = l_655;
l_mut_604 = l_659;
l_mut_96 = l_mut_96 + uint(1);
}
}
}
const uint l_660 = l_mut_96 * l_mut_102;
const uint l_661 = l_mut_187 + l_660;
const uint l_662 = l_661 + l_mut_102;
const bool l_663 = l_662 >= l_337;
if (l_663) {
l_mut_222 = bool(true);
l_mut_211 = bool(false);
} else {
const uint l_664 = l_mut_228 * l_mut_96;
const uint l_665 = __umulhi(l_mut_228, l_mut_96);
const uint l_666 = l_mut_223 * l_mut_96;
const uint l_667 = l_665 + l_666;
const uint l_668 = l_mut_203 - l_664;
const uint l_669 = l_mut_202 - l_667;
const bool l_670 = l_mut_203 < l_664;
const uint l_671 = uint(l_670);
const uint l_672 = l_669 - l_671;
l_mut_203 = l_668;
l_mut_202 = l_672;
const uint l_673 = l_mut_96 * l_mut_102;
l_mut_187 = l_mut_187 + l_673;
const uint l_674 = l_mut_228 - l_mut_203;
const uint l_675 = l_mut_223 - l_mut_202;
const bool l_676 = l_mut_228 < l_mut_203;
const uint l_677 = uint(l_676);
const uint l_678 = l_675 - l_677;
l_mut_228 = l_674;
l_mut_223 = l_678;
l_mut_102 = l_mut_102 + l_mut_187;
}
}
}
const bool l_679 = !l_mut_222;
const bool l_680 = l_336 && l_679;
if (l_680) {
const uint l_681 = uint(1) << l_mut_334;
l_mut_260 = l_mut_260 | l_681;
l_mut_255 = l_mut_255 + uint(1);
const uint l_682 = l_335 + l_333;
const uint l_683 = min(l_682, l_56);
l_mut_609 = uint(0);

for (uint l_mut_684 = l_335; l_mut_684 < l_683; ++l_mut_684) {
const uint l_685 = l_59 * l_mut_684;
const uint l_686 = __umulhi(l_59, l_mut_684);
const uint l_687 = l_62 * l_mut_684;
const uint l_688 = l_686 + l_687;
const uint l_689 = l_64 + l_685;
const uint l_690 = l_67 + l_688;
const bool l_691 = l_689 < l_64;
const uint l_692 = uint(l_691);
const uint l_693 = l_690 + l_692;
const uint l_694 = l_mut_684 * l_mut_684;
const uint l_695 = l_72 >> uint(31);
const bool l_696 = l_695 == uint(1);
l_mut_604 = l_69;
l_mut_603 = l_72;
if (l_696) {
const uint l_697 = uint(0) - l_69;
const uint l_698 = uint(0) - l_72;
const bool l_699 = uint(0) < l_69;
const uint l_700 = uint(l_699);
const uint l_701 = l_698 - l_700;
l_mut_604 = l_697;
l_mut_603 = l_701;
}
const uint l_702 = l_mut_604 * l_694;
const uint l_703 = l_mut_603 * l_694;
const uint l_704 = __umulhi(l_mut_604, l_694);
const uint l_705 = l_704 + l_703;
const uint l_706 = __umulhi(l_mut_603, l_694);
const bool l_707 = l_705 < l_703;
const uint l_708 = uint(l_707);
const uint l_709 = l_706 + l_708;
const uint l_710 = l_9 % uint(32);
l_mut_228 = l_702;
const bool l_711 = l_710 > uint(0);
if (l_711) {
const uint l_712 = l_702 >> l_710;
const uint l_713 = uint(32) - l_710;
const uint l_714 = l_705 << l_713;
const uint l_715 = l_712 | l_714;
l_mut_228 = l_715;
}
l_mut_223 = l_705;
const bool l_716 = l_710 > uint(0);
if (l_716) {
const uint l_717 = l_705 >> l_710;
const uint l_718 = uint(32) - l_710;
const uint l_719 = l_709 << l_718;
const uint l_720 = l_717 | l_719;
l_mut_223 = l_720;
}
l_mut_203 = l_mut_228;
l_mut_228 = l_mut_223;
const bool l_721 = l_9 >= uint(64);
if (l_721) {
l_mut_203 = l_709;
l_mut_228 = uint(0);
} else {
const bool l_722 = l_9 >= uint(32);
if (l_722) {
l_mut_223 = l_705;
const bool l_723 = l_710 > uint(0);
if (l_723) {
const uint l_724 = l_705 >> l_710;
const uint l_725 = uint(32) - l_710;
const uint l_726 = l_709 << l_725;
const uint l_727 = l_724 | l_726;
l_mut_223 = l_727;
}
const uint l_728 = l_709 >> l_710;
l_mut_203 = l_mut_223;
l_mut_228 = l_728;
}
}
l_mut_604 = l_mut_203;
l_mut_603 = l_mut_228;
if (l_696) {
const uint l_729 = uint(0) - l_mut_604;
const uint l_730 = uint(0) - l_mut_603;
const bool l_731 = uint(0) < l_mut_604;
const uint l_732 = uint(l_731);
const uint l_733 = l_730 - l_732;
l_mut_604 = l_729;
l_mut_603 = l_733;
}
const uint l_734 = l_689 + l_mut_604;
const uint l_735 = l_693 + l_mut_603;
const bool l_736 = l_734 < l_689;
const uint l_737 = uint(l_736);
const uint l_738 = l_735 + l_737;
const uint l_739 = uint(0) - l_734;
const uint l_740 = uint(0) - l_738;
const bool l_741 = uint(0) < l_734;
const uint l_742 = uint(l_741);
const uint l_743 = l_740 - l_742;
l_mut_604 = l_739;
l_mut_603 = l_743;
const bool l_744 = l_738 < l_mut_603;
const bool l_745 = l_738 == l_mut_603;
const bool l_746 = l_734 < l_mut_604;
const bool l_747 = l_745 && l_746;
const bool l_748 = l_744 || l_747;
if (l_748) {
l_mut_604 = l_734;
l_mut_603 = l_738;
}
const bool l_749 = l_mut_603 < l_27;
const bool l_750 = l_mut_603 == l_27;
const bool l_751 = l_mut_604 < l_24;
const bool l_752 = l_750 && l_751;
const bool l_753 = l_749 || l_752;
const uint l_754 = uint(l_753);
l_mut_609 = l_mut_609 + l_754;
}
l_mut_254 = l_mut_254 + l_mut_609;
}
}
const bool l_755 = l_mut_255 > uint(0);
if (l_755) {
const uint l_979 = info.static_meta[uint(5)];
const uint l_980 = l_979 * uint(1);
const uint l_981 = l_980 - uint(1);
const uint l_982 = min(uint(1), l_981);
device atomic_uint* l_983 = &buffer_5[l_982];
atomic_uint* l_756 = l_983;
const uint l_757 = atomic_fetch_add_explicit(l_756, l_mut_255, memory_order_relaxed);
}
const bool l_758 = l_mut_254 > uint(0);
if (l_758) {
const uint l_984 = info.static_meta[uint(5)];
const uint l_985 = l_984 * uint(1);
const uint l_986 = l_985 - uint(1);
const uint l_987 = min(uint(2), l_986);
device atomic_uint* l_988 = &buffer_5[l_987];
atomic_uint* l_759 = l_988;
const uint l_760 = atomic_fetch_add_explicit(l_759, l_mut_254, memory_order_relaxed);
l_mut_609 = l_760;

for (uint l_mut_761 = uint(0); l_mut_761 < uint(8); ++l_mut_761) {
const uint l_762 = l_mut_260 >> l_mut_761;
const uint l_763 = l_762 & uint(1);
const bool l_764 = l_763 == uint(1);
if (l_764) {
const uint l_765 = l_mut_761 * l_333;
const uint l_766 = l_765 + l_333;
const uint l_767 = min(l_766, l_56);
l_mut_604 = l_mut_609;

for (uint l_mut_768 = l_765; l_mut_768 < l_767; ++l_mut_768) {
const uint l_769 = l_59 * l_mut_768;
const uint l_770 = __umulhi(l_59, l_mut_768);
const uint l_771 = l_62 * l_mut_768;
const uint l_772 = l_770 + l_771;
const uint l_773 = l_64 + l_769;
const uint l_774 = l_67 + l_772;
const bool l_775 = l_773 < l_64;
const uint l_776 = uint(l_775);
const uint l_777 = l_774 + l_776;
const uint l_778 = l_mut_768 * l_mut_768;
const uint l_779 = l_72 >> uint(31);
const bool l_780 = l_779 == uint(1);
l_mut_603 = l_69;
l_mut_255 = l_72;
if (l_780) {
const uint l_781 = uint(0) - l_69;
const uint l_782 = uint(0) - l_72;
const bool l_783 = uint(0) < l_69;
const uint l_784 = uint(l_783);
const uint l_785 = l_782 - l_784;
l_mut_603 = l_781;
l_mut_255 = l_785;
}
const uint l_786 = l_mut_603 * l_778;
const uint l_787 = l_mut_255 * l_778;
const uint l_788 = __umulhi(l_mut_603, l_778);
const uint l_789 = l_788 + l_787;
const uint l_790 = __umulhi(l_mut_255, l_778);
const bool l_791 = l_789 < l_787;
const uint l_792 = uint(l_791);
const uint l_793 = l_790 + l_792;
const uint l_794 = l_9 % uint(32);
l_mut_254 = l_786;
const bool l_795 = l_794 > uint(0);
if (l_795) {
const uint l_796 = l_786 >> l_794;
const uint l_797 = uint(32) - l_794;
const uint l_798 = l_789 << l_797;
const uint l_799 = l_796 | l_798;
l_mut_254 = l_799;
}
l_mut_228 = l_789;
const bool l_800 = l_794 > uint(0);
if (l_800) {
const uint l_801 = l_789 >> l_794;
const uint l_802 = uint(32) - l_794;
const uint l_803 = l_793 << l_802;
const uint l_804 = l_801 | l_803;
l_mut_228 = l_804;
}
l_mut_223 = l_mut_254;
l_mut_254 = l_mut_228;
const bool l_805 = l_9 >= uint(64);
if (l_805) {
l_mut_223 = l_793;
l_mut_254 = uint(0);
} else {
const bool l_806 = l_9 >= uint(32);
if (l_806) {
l_mut_228 = l_789;
const bool l_807 = l_794 > uint(0);
if (l_807) {
const uint l_808 = l_789 >> l_794;
const uint l_809 = uint(32) - l_794;
const uint l_810 = l_793 << l_809;
const uint l_811 = l_808 | l_810;
l_mut_228 = l_811;
}
const uint l_812 = l_793 >> l_794;
l_mut_223 = l_mut_228;
l_mut_254 = l_812;
}
}
l_mut_603 = l_mut_223;
l_mut_255 = l_mut_254;
if (l_780) {
const uint l_813 = uint(0) - l_mut_603;
const uint l_814 = uint(0) - l_mut_255;
const bool l_815 = uint(0) < l_mut_603;
const uint l_816 = uint(l_815);
const uint l_817 = l_814 - l_816;
l_mut_603 = l_813;
l_mut_255 = l_817;
}
const uint l_818 = l_773 + l_mut_603;
const uint l_819 = l_777 + l_mut_255;
const bool l_820 = l_818 < l_773;
const uint l_821 = uint(l_820);
const uint l_822 = l_819 + l_821;
const uint l_823 = uint(0) - l_818;
const uint l_824 = uint(0) - l_822;
const bool l_825 = uint(0) < l_818;
const uint l_826 = uint(l_825);
const uint l_827 = l_824 - l_826;
l_mut_603 = l_823;
l_mut_255 = l_827;
const bool l_828 = l_822 < l_mut_255;
const bool l_829 = l_822 == l_mut_255;
const bool l_830 = l_818 < l_mut_603;
const bool l_831 = l_829 && l_830;
const bool l_832 = l_828 || l_831;
if (l_832) {
l_mut_603 = l_818;
l_mut_255 = l_822;
}
const bool l_833 = l_mut_255 < l_27;
const bool l_834 = l_mut_255 == l_27;
const bool l_835 = l_mut_603 < l_24;
const bool l_836 = l_834 && l_835;
const bool l_837 = l_833 || l_836;
if (l_837) {
const uint l_838 = l_mut_604 * uint(2);
const uint l_839 = l_838 + uint(1);
const uint l_840 = info.static_meta[uint(10)];
const bool l_841 = l_839 < l_840;
if (l_841) {
const uint l_989 = info.static_meta[uint(4)];
const uint l_990 = l_989 * uint(1);
const bool l_991 = l_838 < l_990;
if (l_991) {
buffer_4[l_838] = thread_index_in_grid;
}
const uint l_842 = l_838 + uint(1);
const uint l_992 = info.static_meta[uint(4)];
const uint l_993 = l_992 * uint(1);
const bool l_994 = l_842 < l_993;
if (l_994) {
buffer_4[l_842] = l_mut_768;
}
}
l_mut_604 = l_mut_604 + uint(1);
}
}
l_mut_609 = l_mut_604;
}
}
}
}
}

}
