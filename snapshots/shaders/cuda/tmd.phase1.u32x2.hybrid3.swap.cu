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


extern "C" __global__ void __launch_bounds__(64)phase1 (
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
bool l_mut_652;
uint32 l_mut_102;
uint32 l_mut_145;
uint32 l_mut_151;
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
uint32 l_mut_75;
uint32 l_mut_788;
uint32 l_mut_793;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_956 = info.static_meta[uint32(5)];
const uint32 l_957 = l_956 * uint32(1);
const uint32 l_958 = l_957 - uint32(1);
const uint32 l_959 = min(uint32(3), l_958);
uint32* l_960 = &buffer_5[l_959];
uint32* l_1 = l_960;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_872 = info.static_meta[uint32(3)];
const uint32 l_873 = l_872 * uint32(1);
const bool l_874 = l_3 < l_873;
const uint32 l_875 = l_873 - uint32(1);
const uint32 l_876 = min(l_3, l_875);
const uint32 l_877 = buffer_3[l_876];
const uint32 l_878 = (l_874) ? l_877 : uint32(0);
const uint32 l_4 = l_878;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_879 = info.static_meta[uint32(3)];
const uint32 l_880 = l_879 * uint32(1);
const bool l_881 = l_6 < l_880;
const uint32 l_882 = l_880 - uint32(1);
const uint32 l_883 = min(l_6, l_882);
const uint32 l_884 = buffer_3[l_883];
const uint32 l_885 = (l_881) ? l_884 : uint32(0);
const uint32 l_7 = l_885;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_886 = info.static_meta[uint32(3)];
const uint32 l_887 = l_886 * uint32(1);
const bool l_888 = l_8 < l_887;
const uint32 l_889 = l_887 - uint32(1);
const uint32 l_890 = min(l_8, l_889);
const uint32 l_891 = buffer_3[l_890];
const uint32 l_892 = (l_888) ? l_891 : uint32(0);
const uint32 l_9 = l_892;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_893 = info.static_meta[uint32(3)];
const uint32 l_894 = l_893 * uint32(1);
const bool l_895 = l_11 < l_894;
const uint32 l_896 = l_894 - uint32(1);
const uint32 l_897 = min(l_11, l_896);
const uint32 l_898 = buffer_3[l_897];
const uint32 l_899 = (l_895) ? l_898 : uint32(0);
const uint32 l_12 = l_899;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_900 = info.static_meta[uint32(3)];
const uint32 l_901 = l_900 * uint32(1);
const bool l_902 = l_13 < l_901;
const uint32 l_903 = l_901 - uint32(1);
const uint32 l_904 = min(l_13, l_903);
const uint32 l_905 = buffer_3[l_904];
const uint32 l_906 = (l_902) ? l_905 : uint32(0);
const uint32 l_14 = l_906;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_907 = info.static_meta[uint32(3)];
const uint32 l_908 = l_907 * uint32(1);
const bool l_909 = l_16 < l_908;
const uint32 l_910 = l_908 - uint32(1);
const uint32 l_911 = min(l_16, l_910);
const uint32 l_912 = buffer_3[l_911];
const uint32 l_913 = (l_909) ? l_912 : uint32(0);
const uint32 l_17 = l_913;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_914 = info.static_meta[uint32(3)];
const uint32 l_915 = l_914 * uint32(1);
const bool l_916 = l_18 < l_915;
const uint32 l_917 = l_915 - uint32(1);
const uint32 l_918 = min(l_18, l_917);
const uint32 l_919 = buffer_3[l_918];
const uint32 l_920 = (l_916) ? l_919 : uint32(0);
const uint32 l_19 = l_920;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_921 = info.static_meta[uint32(3)];
const uint32 l_922 = l_921 * uint32(1);
const bool l_923 = l_21 < l_922;
const uint32 l_924 = l_922 - uint32(1);
const uint32 l_925 = min(l_21, l_924);
const uint32 l_926 = buffer_3[l_925];
const uint32 l_927 = (l_923) ? l_926 : uint32(0);
const uint32 l_22 = l_927;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_928 = info.static_meta[uint32(3)];
const uint32 l_929 = l_928 * uint32(1);
const bool l_930 = l_23 < l_929;
const uint32 l_931 = l_929 - uint32(1);
const uint32 l_932 = min(l_23, l_931);
const uint32 l_933 = buffer_3[l_932];
const uint32 l_934 = (l_930) ? l_933 : uint32(0);
const uint32 l_24 = l_934;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_935 = info.static_meta[uint32(3)];
const uint32 l_936 = l_935 * uint32(1);
const bool l_937 = l_26 < l_936;
const uint32 l_938 = l_936 - uint32(1);
const uint32 l_939 = min(l_26, l_938);
const uint32 l_940 = buffer_3[l_939];
const uint32 l_941 = (l_937) ? l_940 : uint32(0);
const uint32 l_27 = l_941;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_942 = info.static_meta[uint32(3)];
const uint32 l_943 = l_942 * uint32(1);
const bool l_944 = l_28 < l_943;
const uint32 l_945 = l_943 - uint32(1);
const uint32 l_946 = min(l_28, l_945);
const uint32 l_947 = buffer_3[l_946];
const uint32 l_948 = (l_944) ? l_947 : uint32(0);
const uint32 l_29 = l_948;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_949 = info.static_meta[uint32(3)];
const uint32 l_950 = l_949 * uint32(1);
const bool l_951 = l_31 < l_950;
const uint32 l_952 = l_950 - uint32(1);
const uint32 l_953 = min(l_31, l_952);
const uint32 l_954 = buffer_3[l_953];
const uint32 l_955 = (l_951) ? l_954 : uint32(0);
const uint32 l_32 = l_955;
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
const bool l_56 = l_mut_40 > uint32(0);
const bool l_57 = l_35 && l_56;
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_961 = info.static_meta[uint32(0)];
const uint32 l_962 = l_961 * uint32(1);
const bool l_963 = l_58 < l_962;
const uint32 l_964 = l_962 - uint32(1);
const uint32 l_965 = min(l_58, l_964);
const uint32 l_966 = buffer_0[l_965];
const uint32 l_967 = (l_963) ? l_966 : uint32(0);
const uint32 l_59 = l_967;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_968 = info.static_meta[uint32(0)];
const uint32 l_969 = l_968 * uint32(1);
const bool l_970 = l_61 < l_969;
const uint32 l_971 = l_969 - uint32(1);
const uint32 l_972 = min(l_61, l_971);
const uint32 l_973 = buffer_0[l_972];
const uint32 l_974 = (l_970) ? l_973 : uint32(0);
const uint32 l_62 = l_974;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_975 = info.static_meta[uint32(1)];
const uint32 l_976 = l_975 * uint32(1);
const bool l_977 = l_63 < l_976;
const uint32 l_978 = l_976 - uint32(1);
const uint32 l_979 = min(l_63, l_978);
const uint32 l_980 = buffer_1[l_979];
const uint32 l_981 = (l_977) ? l_980 : uint32(0);
const uint32 l_64 = l_981;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_982 = info.static_meta[uint32(1)];
const uint32 l_983 = l_982 * uint32(1);
const bool l_984 = l_66 < l_983;
const uint32 l_985 = l_983 - uint32(1);
const uint32 l_986 = min(l_66, l_985);
const uint32 l_987 = buffer_1[l_986];
const uint32 l_988 = (l_984) ? l_987 : uint32(0);
const uint32 l_67 = l_988;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_989 = info.static_meta[uint32(2)];
const uint32 l_990 = l_989 * uint32(1);
const bool l_991 = l_68 < l_990;
const uint32 l_992 = l_990 - uint32(1);
const uint32 l_993 = min(l_68, l_992);
const uint32 l_994 = buffer_2[l_993];
const uint32 l_995 = (l_991) ? l_994 : uint32(0);
const uint32 l_69 = l_995;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_996 = info.static_meta[uint32(2)];
const uint32 l_997 = l_996 * uint32(1);
const bool l_998 = l_71 < l_997;
const uint32 l_999 = l_997 - uint32(1);
const uint32 l_1000 = min(l_71, l_999);
const uint32 l_1001 = buffer_2[l_1000];
const uint32 l_1002 = (l_998) ? l_1001 : uint32(0);
const uint32 l_72 = l_1002;
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
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
if (l_mut_628) {
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
}
const bool l_630 = l_mut_145 < l_mut_445;
const bool l_631 = l_mut_145 == l_mut_445;
const bool l_632 = l_mut_151 < l_mut_450;
const bool l_633 = l_631 && l_632;
const bool l_634 = l_630 || l_633;
const bool l_635 = !l_634;
const bool l_636 = l_635 != l_mut_628;
if (l_636) {
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
l_mut_275 = l_mut_219;
l_mut_269 = l_mut_213;
l_mut_219 = l_mut_450;
l_mut_213 = l_mut_445;
l_mut_450 = l_mut_102;
l_mut_102 = l_mut_96;
l_mut_96 = l_mut_450;
l_mut_628 = l_635;
}
const uint32 l_637 = l_mut_275 - l_mut_151;
const uint32 l_638 = l_mut_269 - l_mut_145;
const bool l_639 = l_mut_275 < l_mut_151;
const uint32 l_640 = uint32(l_639);
const uint32 l_641 = l_638 - l_640;
l_mut_450 = l_637;
l_mut_445 = l_641;
if (l_mut_628) {
const uint32 l_642 = l_mut_151 - l_340;
const uint32 l_643 = l_mut_145 - l_344;
const bool l_644 = l_mut_151 < l_340;
const uint32 l_645 = uint32(l_644);
const uint32 l_646 = l_643 - l_645;
l_mut_450 = l_642;
l_mut_445 = l_646;
}
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_647 = l_mut_445 < l_mut_269;
const bool l_648 = l_mut_445 == l_mut_269;
const bool l_649 = l_mut_450 < l_mut_275;
const bool l_650 = l_648 && l_649;
const bool l_651 = l_647 || l_650;
if (l_651) {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_652 = bool(false);
l_mut_450 = l_mut_444;
l_mut_445 = l_mut_441;
const bool l_653 = uint32(3) >= uint32(32);
if (l_653) {
const uint32 l_654 = uint32(3) & uint32(31);
const uint32 l_655 = l_mut_441 >> l_654;
l_mut_450 = l_655;
l_mut_445 = uint32(0);
} else {
const bool l_656 = uint32(3) > uint32(0);
if (l_656) {
l_mut_440 = l_mut_444;
const bool l_657 = uint32(3) > uint32(0);
if (l_657) {
const uint32 l_658 = l_mut_444 >> uint32(3);
const uint32 l_659 = l_mut_441 << uint32(29);
const uint32 l_660 = l_658 | l_659;
l_mut_440 = l_660;
}
const uint32 l_661 = l_mut_441 >> uint32(3);
l_mut_450 = l_mut_440;
l_mut_445 = l_661;
}
}
const bool l_662 = l_mut_445 < l_mut_213;
const bool l_663 = l_mut_445 == l_mut_213;
const bool l_664 = l_mut_450 < l_mut_219;
const bool l_665 = l_663 && l_664;
const bool l_666 = l_662 || l_665;
const bool l_667 = !l_666;
l_mut_652 = l_667;
l_mut_450 = uint32(0);
const uint32 l_668 = l_mut_219 | l_mut_213;
const bool l_669 = l_668 == uint32(0);
const bool l_670 = !l_669;
const bool l_671 = l_mut_652 && l_670;
const bool l_672 = l_mut_213 < l_mut_441;
const bool l_673 = l_mut_213 == l_mut_441;
const bool l_674 = l_mut_219 < l_mut_444;
const bool l_675 = l_673 && l_674;
const bool l_676 = l_672 || l_675;
const bool l_677 = l_671 && l_676;
const uint32 l_678 = l_mut_102 + l_mut_96;
const bool l_679 = l_678 < l_4;
const bool l_680 = l_677 && l_679;
if (l_680) {
const uint32 l_681 = l_4 - l_mut_102;
const uint32 l_682 = l_681 - l_mut_96;
const uint32 l_683 = l_682 / l_mut_102;
const uint32 l_684 = l_mut_444 - uint32(1);
const uint32 l_685 = l_mut_441 - uint32(0);
const bool l_686 = l_mut_444 < uint32(1);
const uint32 l_687 = uint32(l_686);
const uint32 l_688 = l_685 - l_687;
l_mut_445 = l_684;
l_mut_444 = l_688;
l_mut_441 = uint32(0);

for (uint32 l_mut_689 = uint32(0); l_mut_689 < uint32(20); ++l_mut_689) {
const uint32 l_690 = uint32(19) - l_mut_689;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
const bool l_691 = l_690 >= uint32(32);
if (l_691) {
const uint32 l_692 = l_690 & uint32(31);
const uint32 l_693 = l_mut_444 >> l_692;
l_mut_440 = l_693;
l_mut_439 = uint32(0);
} else {
const bool l_694 = l_690 > uint32(0);
if (l_694) {
l_mut_428 = l_mut_445;
const bool l_695 = l_690 > uint32(0);
if (l_695) {
const uint32 l_696 = l_mut_445 >> l_690;
const uint32 l_697 = uint32(32) - l_690;
const uint32 l_698 = l_mut_444 << l_697;
const uint32 l_699 = l_696 | l_698;
l_mut_428 = l_699;
}
const uint32 l_700 = l_mut_444 >> l_690;
l_mut_440 = l_mut_428;
l_mut_439 = l_700;
}
}
const bool l_701 = l_mut_439 < l_mut_213;
const bool l_702 = l_mut_439 == l_mut_213;
const bool l_703 = l_mut_440 < l_mut_219;
const bool l_704 = l_702 && l_703;
const bool l_705 = l_701 || l_704;
const bool l_706 = !l_705;
if (l_706) {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
const bool l_707 = l_690 >= uint32(32);
if (l_707) {
const uint32 l_708 = l_690 & uint32(31);
const uint32 l_709 = l_mut_219 << l_708;
l_mut_440 = uint32(0);
l_mut_439 = l_709;
} else {
const bool l_710 = l_690 > uint32(0);
if (l_710) {
const uint32 l_711 = l_mut_219 << l_690;
const uint32 l_712 = l_mut_213 << l_690;
const uint32 l_713 = uint32(32) - l_690;
const uint32 l_714 = l_mut_219 >> l_713;
const uint32 l_715 = l_712 | l_714;
l_mut_440 = l_711;
l_mut_439 = l_715;
}
}
const uint32 l_716 = l_mut_445 - l_mut_440;
const uint32 l_717 = l_mut_444 - l_mut_439;
const bool l_718 = l_mut_445 < l_mut_440;
const uint32 l_719 = uint32(l_718);
const uint32 l_720 = l_717 - l_719;
l_mut_445 = l_716;
l_mut_444 = l_720;
const uint32 l_721 = uint32(1) << l_690;
l_mut_441 = l_mut_441 | l_721;
}
}
const uint32 l_722 = min(l_mut_441, l_683);
l_mut_441 = l_722;
const bool l_723 = l_mut_444 < l_mut_213;
const bool l_724 = l_mut_444 == l_mut_213;
const bool l_725 = l_mut_445 < l_mut_219;
const bool l_726 = l_724 && l_725;
const bool l_727 = l_723 || l_726;
const bool l_728 = !l_727;
if (l_728) {
l_mut_441 = l_683;
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
const bool l_729 = l_mut_450 > uint32(0);
if (l_729) {
const uint32 l_730 = l_mut_219 * l_mut_450;
const uint32 l_731 = __umulhi(l_mut_219, l_mut_450);
const uint32 l_732 = l_mut_213 * l_mut_450;
const uint32 l_733 = l_731 + l_732;
if (l_mut_628) {
const uint32 l_734 = l_mut_151 - l_730;
const uint32 l_735 = l_mut_145 - l_733;
const bool l_736 = l_mut_151 < l_730;
const uint32 l_737 = uint32(l_736);
const uint32 l_738 = l_735 - l_737;
l_mut_421 = l_734;
l_mut_394 = l_738;
}
const uint32 l_739 = l_mut_275 - l_730;
const uint32 l_740 = l_mut_269 - l_733;
const bool l_741 = l_mut_275 < l_730;
const uint32 l_742 = uint32(l_741);
const uint32 l_743 = l_740 - l_742;
l_mut_445 = l_739;
l_mut_444 = l_743;
const uint32 l_744 = l_mut_450 * l_mut_102;
const uint32 l_745 = l_mut_96 + l_744;
l_mut_428 = l_745;
} else {
if (l_mut_628) {
const uint32 l_746 = l_mut_151 - l_mut_219;
const uint32 l_747 = l_mut_145 - l_mut_213;
const bool l_748 = l_mut_151 < l_mut_219;
const uint32 l_749 = uint32(l_748);
const uint32 l_750 = l_747 - l_749;
l_mut_421 = l_746;
l_mut_394 = l_750;
const bool l_751 = l_mut_394 < l_344;
const bool l_752 = l_mut_394 == l_344;
const bool l_753 = l_mut_421 < l_340;
const bool l_754 = l_752 && l_753;
const bool l_755 = l_751 || l_754;
if (l_755) {
l_mut_388 = uint32(2);
}
}
const bool l_756 = l_mut_388 == uint32(0);
if (l_756) {
const uint32 l_757 = l_4 - l_mut_102;
const uint32 l_758 = l_757 / l_mut_96;
l_mut_450 = uint32(0);
l_mut_652 = bool(false);
l_mut_382 = l_mut_219;
l_mut_90 = l_mut_213;
const bool l_759 = uint32(3) >= uint32(32);
if (l_759) {
const uint32 l_760 = uint32(3) & uint32(31);
const uint32 l_761 = l_mut_213 >> l_760;
l_mut_382 = l_761;
l_mut_90 = uint32(0);
} else {
const bool l_762 = uint32(3) > uint32(0);
if (l_762) {
l_mut_75 = l_mut_219;
const bool l_763 = uint32(3) > uint32(0);
if (l_763) {
const uint32 l_764 = l_mut_219 >> uint32(3);
const uint32 l_765 = l_mut_213 << uint32(29);
const uint32 l_766 = l_764 | l_765;
l_mut_75 = l_766;
}
const uint32 l_767 = l_mut_213 >> uint32(3);
l_mut_382 = l_mut_75;
l_mut_90 = l_767;
}
}
const bool l_768 = l_mut_90 < l_mut_269;
const bool l_769 = l_mut_90 == l_mut_269;
const bool l_770 = l_mut_382 < l_mut_275;
const bool l_771 = l_769 && l_770;
const bool l_772 = l_768 || l_771;
const bool l_773 = !l_772;
l_mut_652 = l_773;
const uint32 l_774 = l_mut_275 | l_mut_269;
const bool l_775 = l_774 == uint32(0);
if (l_775) {
l_mut_450 = l_758;
} else {
if (l_mut_652) {
const bool l_776 = l_mut_269 < l_mut_213;
const bool l_777 = l_mut_269 == l_mut_213;
const bool l_778 = l_mut_275 < l_mut_219;
const bool l_779 = l_777 && l_778;
const bool l_780 = l_776 || l_779;
if (l_780) {
const uint32 l_781 = l_mut_219 - uint32(1);
const uint32 l_782 = l_mut_213 - uint32(0);
const bool l_783 = l_mut_219 < uint32(1);
const uint32 l_784 = uint32(l_783);
const uint32 l_785 = l_782 - l_784;
l_mut_382 = l_781;
l_mut_90 = l_785;
l_mut_75 = uint32(0);

for (uint32 l_mut_786 = uint32(0); l_mut_786 < uint32(20); ++l_mut_786) {
const uint32 l_787 = uint32(19) - l_mut_786;
l_mut_40 = l_mut_382;
l_mut_788 = l_mut_90;
const bool l_789 = l_787 >= uint32(32);
if (l_789) {
const uint32 l_790 = l_787 & uint32(31);
const uint32 l_791 = l_mut_90 >> l_790;
l_mut_40 = l_791;
l_mut_788 = uint32(0);
} else {
const bool l_792 = l_787 > uint32(0);
if (l_792) {
l_mut_793 = l_mut_382;
const bool l_794 = l_787 > uint32(0);
if (l_794) {
const uint32 l_795 = l_mut_382 >> l_787;
const uint32 l_796 = uint32(32) - l_787;
const uint32 l_797 = l_mut_90 << l_796;
const uint32 l_798 = l_795 | l_797;
l_mut_793 = l_798;
}
const uint32 l_799 = l_mut_90 >> l_787;
l_mut_40 = l_mut_793;
l_mut_788 = l_799;
}
}
const bool l_800 = l_mut_788 < l_mut_269;
const bool l_801 = l_mut_788 == l_mut_269;
const bool l_802 = l_mut_40 < l_mut_275;
const bool l_803 = l_801 && l_802;
const bool l_804 = l_800 || l_803;
const bool l_805 = !l_804;
if (l_805) {
l_mut_793 = l_mut_275;
l_mut_788 = l_mut_269;
const bool l_806 = l_787 >= uint32(32);
if (l_806) {
const uint32 l_807 = l_787 & uint32(31);
const uint32 l_808 = l_mut_275 << l_807;
l_mut_793 = uint32(0);
l_mut_788 = l_808;
} else {
const bool l_809 = l_787 > uint32(0);
if (l_809) {
const uint32 l_810 = l_mut_275 << l_787;
const uint32 l_811 = l_mut_269 << l_787;
const uint32 l_812 = uint32(32) - l_787;
const uint32 l_813 = l_mut_275 >> l_812;
const uint32 l_814 = l_811 | l_813;
l_mut_793 = l_810;
l_mut_788 = l_814;
}
}
const uint32 l_815 = l_mut_382 - l_mut_793;
const uint32 l_816 = l_mut_90 - l_mut_788;
const bool l_817 = l_mut_382 < l_mut_793;
const uint32 l_818 = uint32(l_817);
const uint32 l_819 = l_816 - l_818;
l_mut_382 = l_815;
l_mut_90 = l_819;
const uint32 l_820 = uint32(1) << l_787;
l_mut_75 = l_mut_75 | l_820;
}
}
const uint32 l_821 = min(l_mut_75, l_758);
l_mut_793 = l_821;
const bool l_822 = l_mut_90 < l_mut_269;
const bool l_823 = l_mut_90 == l_mut_269;
const bool l_824 = l_mut_382 < l_mut_275;
const bool l_825 = l_823 && l_824;
const bool l_826 = l_822 || l_825;
const bool l_827 = !l_826;
if (l_827) {
l_mut_793 = l_758;
}
l_mut_450 = l_mut_793;
}
} else {
l_mut_793 = l_mut_219;
l_mut_788 = l_mut_213;
while (true) {
const bool l_828 = l_mut_269 < l_mut_788;
const bool l_829 = l_mut_269 == l_mut_788;
const bool l_830 = l_mut_275 < l_mut_793;
const bool l_831 = l_829 && l_830;
const bool l_832 = l_828 || l_831;
const uint32 l_833 = l_mut_450 * l_mut_96;
const uint32 l_834 = l_mut_102 + l_833;
const uint32 l_835 = l_834 + l_mut_96;
const bool l_836 = l_835 < l_4;
const bool l_837 = l_832 && l_836;
const bool l_838 = !l_837;
if (l_838) {
break;}
const uint32 l_839 = l_mut_793 - l_mut_275;
const uint32 l_840 = l_mut_788 - l_mut_269;
const bool l_841 = l_mut_793 < l_mut_275;
const uint32 l_842 = uint32(l_841);
const uint32 l_843 = l_840 - l_842;
l_mut_793 = l_839;
l_mut_788 = l_843;
l_mut_450 = l_mut_450 + uint32(1);
}
}
}
const uint32 l_844 = l_mut_450 * l_mut_96;
const uint32 l_845 = l_mut_102 + l_844;
const uint32 l_846 = l_845 + l_mut_96;
const bool l_847 = l_846 >= l_4;
if (l_847) {
l_mut_388 = uint32(1);
} else {
const uint32 l_848 = l_mut_275 * l_mut_450;
const uint32 l_849 = __umulhi(l_mut_275, l_mut_450);
const uint32 l_850 = l_mut_269 * l_mut_450;
const uint32 l_851 = l_849 + l_850;
const uint32 l_852 = l_mut_219 - l_848;
const uint32 l_853 = l_mut_213 - l_851;
const bool l_854 = l_mut_219 < l_848;
const uint32 l_855 = uint32(l_854);
const uint32 l_856 = l_853 - l_855;
l_mut_441 = l_852;
l_mut_440 = l_856;
const uint32 l_857 = l_mut_450 * l_mut_96;
const uint32 l_858 = l_mut_102 + l_857;
l_mut_439 = l_858;
const uint32 l_859 = l_mut_275 - l_mut_441;
const uint32 l_860 = l_mut_269 - l_mut_440;
const bool l_861 = l_mut_275 < l_mut_441;
const uint32 l_862 = uint32(l_861);
const uint32 l_863 = l_860 - l_862;
l_mut_445 = l_859;
l_mut_444 = l_863;
const uint32 l_864 = l_mut_96 + l_mut_439;
l_mut_428 = l_864;
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
const bool l_865 = l_mut_388 == uint32(1);
l_mut_350 = l_865;
const bool l_866 = l_mut_388 == uint32(0);
l_mut_357 = l_866;
}
const bool l_867 = !l_mut_350;
if (l_867) {
const uint32 l_1003 = info.static_meta[uint32(5)];
const uint32 l_1004 = l_1003 * uint32(1);
const uint32 l_1005 = l_1004 - uint32(1);
const uint32 l_1006 = min(uint32(0), l_1005);
uint32* l_1007 = &buffer_5[l_1006];
uint32* l_868 = l_1007;
const uint32 l_869 = atomicAdd(l_868, uint32(1));
const uint32 l_870 = info.static_meta[uint32(10)];
const bool l_871 = l_869 < l_870;
if (l_871) {
const uint32 l_1008 = info.static_meta[uint32(4)];
const uint32 l_1009 = l_1008 * uint32(1);
const bool l_1010 = l_869 < l_1009;
if (l_1010) {
buffer_4[l_869] = idxGlobal;
}
}
}
}

}
