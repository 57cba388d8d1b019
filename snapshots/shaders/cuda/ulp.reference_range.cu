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

uint32 l_arr_1421[1];

double l_arr_3491[2];

double l_arr_4534[2];

double l_arr_4750[2];

double l_arr_5164[2];

double l_arr_5338[2];

double l_arr_5911[2];

double l_arr_7147[2];

double l_arr_8376[2];

double l_arr_9187[2];

uint32 l_arr_10[8];

bool l_mut_370;
bool l_mut_503;
bool l_mut_506;
bool l_mut_509;
bool l_mut_512;
bool l_mut_7617;
double l_mut_1073;
double l_mut_1486;
double l_mut_151;
double l_mut_1569;
double l_mut_166;
double l_mut_221;
double l_mut_2584;
double l_mut_2838;
double l_mut_3094;
double l_mut_3348;
float l_mut_29;
float l_mut_30;
float l_mut_31;
int32 l_mut_5858;
uint32 l_mut_268;
uint32 l_mut_329;
uint32 l_mut_3600;
uint32 l_mut_411;
uint32 l_mut_452;
uint32 l_mut_4643;
uint32 l_mut_8790;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_10155 = info.static_meta[uint32(8)];
const uint32 l_10156 = l_10155 * uint32(1);
const bool l_10157 = uint32(0) < l_10156;
if (l_10157) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_10141 = info.static_meta[uint32(0)];
const uint32 l_10142 = l_10141 * uint32(1);
const bool l_10143 = uint32(1) < l_10142;
const uint32 l_10144 = l_10142 - uint32(1);
const uint32 l_10145 = min(uint32(1), l_10144);
const uint32 l_10146 = buffer_0[l_10145];
const uint32 l_10147 = (l_10143) ? l_10146 : uint32(0);
const uint32 l_1 = l_10147;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_10148 = info.static_meta[uint32(0)];
const uint32 l_10149 = l_10148 * uint32(1);
const bool l_10150 = uint32(2) < l_10149;
const uint32 l_10151 = l_10149 - uint32(1);
const uint32 l_10152 = min(uint32(2), l_10151);
const uint32 l_10153 = buffer_0[l_10152];
const uint32 l_10154 = (l_10150) ? l_10153 : uint32(0);
const uint32 l_3 = l_10154;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_10158 = info.static_meta[uint32(0)];
const uint32 l_10159 = l_10158 * uint32(1);
const bool l_10160 = uint32(2) < l_10159;
const uint32 l_10161 = l_10159 - uint32(1);
const uint32 l_10162 = min(uint32(2), l_10161);
const uint32 l_10163 = buffer_0[l_10162];
const uint32 l_10164 = (l_10160) ? l_10163 : uint32(0);
const uint32 l_6 = l_10164;
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
const uint32 l_10165 = info.static_meta[uint32(4)];
const uint32 l_10166 = l_10165 * uint32(1);
const bool l_10167 = uint32(1024) < l_10166;
const uint32 l_10168 = l_10166 - uint32(1);
const uint32 l_10169 = min(uint32(1024), l_10168);
const uint32 l_10170 = buffer_4[l_10169];
const uint32 l_10171 = (l_10167) ? l_10170 : uint32(0);
const uint32 l_18 = l_10171;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_10172 = info.static_meta[uint32(0)];
const uint32 l_10173 = l_10172 * uint32(1);
const bool l_10174 = uint32(3) < l_10173;
const uint32 l_10175 = l_10173 - uint32(1);
const uint32 l_10176 = min(uint32(3), l_10175);
const uint32 l_10177 = buffer_0[l_10176];
const uint32 l_10178 = (l_10174) ? l_10177 : uint32(0);
const uint32 l_21 = l_10178;
const uint32 l_10179 = info.static_meta[uint32(0)];
const uint32 l_10180 = l_10179 * uint32(1);
const bool l_10181 = uint32(4) < l_10180;
const uint32 l_10182 = l_10180 - uint32(1);
const uint32 l_10183 = min(uint32(4), l_10182);
const uint32 l_10184 = buffer_0[l_10183];
const uint32 l_10185 = (l_10181) ? l_10184 : uint32(0);
const uint32 l_22 = l_10185;
const bool l_23 = l_22 == uint32(1);
const uint32 l_10186 = info.static_meta[uint32(0)];
const uint32 l_10187 = l_10186 * uint32(1);
const bool l_10188 = uint32(5) < l_10187;
const uint32 l_10189 = l_10187 - uint32(1);
const uint32 l_10190 = min(uint32(5), l_10189);
const uint32 l_10191 = buffer_0[l_10190];
const uint32 l_10192 = (l_10188) ? l_10191 : uint32(0);
const uint32 l_24 = l_10192;

for (uint32 l_mut_25 = l_2; l_mut_25 < l_7; ++l_mut_25) {
const uint32 l_10193 = info.static_meta[uint32(0)];
const uint32 l_10194 = l_10193 * uint32(1);
const bool l_10195 = uint32(0) < l_10194;
const uint32 l_10196 = l_10194 - uint32(1);
const uint32 l_10197 = min(uint32(0), l_10196);
const uint32 l_10198 = buffer_0[l_10197];
const uint32 l_10199 = (l_10195) ? l_10198 : uint32(0);
const uint32 l_26 = l_10199;
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
const uint32 l_10207 = info.static_meta[uint32(0)];
const uint32 l_10208 = l_10207 * uint32(1);
const bool l_10209 = l_33 < l_10208;
const uint32 l_10210 = l_10208 - uint32(1);
const uint32 l_10211 = min(l_33, l_10210);
const uint32 l_10212 = buffer_0[l_10211];
const uint32 l_10213 = (l_10209) ? l_10212 : uint32(0);
const uint32 l_46 = l_10213;
const uint32 l_47 = l_33 + uint32(1);
const uint32 l_10214 = info.static_meta[uint32(0)];
const uint32 l_10215 = l_10214 * uint32(1);
const bool l_10216 = l_47 < l_10215;
const uint32 l_10217 = l_10215 - uint32(1);
const uint32 l_10218 = min(l_47, l_10217);
const uint32 l_10219 = buffer_0[l_10218];
const uint32 l_10220 = (l_10216) ? l_10219 : uint32(0);
const uint32 l_48 = l_10220;
const uint32 l_49 = l_33 + uint32(2);
const uint32 l_10221 = info.static_meta[uint32(0)];
const uint32 l_10222 = l_10221 * uint32(1);
const bool l_10223 = l_49 < l_10222;
const uint32 l_10224 = l_10222 - uint32(1);
const uint32 l_10225 = min(l_49, l_10224);
const uint32 l_10226 = buffer_0[l_10225];
const uint32 l_10227 = (l_10223) ? l_10226 : uint32(0);
const uint32 l_50 = l_10227;
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
const uint32 l_10228 = info.static_meta[uint32(0)];
const uint32 l_10229 = l_10228 * uint32(1);
const bool l_10230 = l_71 < l_10229;
const uint32 l_10231 = l_10229 - uint32(1);
const uint32 l_10232 = min(l_71, l_10231);
const uint32 l_10233 = buffer_0[l_10232];
const uint32 l_10234 = (l_10230) ? l_10233 : uint32(0);
const uint32 l_84 = l_10234;
const uint32 l_85 = l_71 + uint32(1);
const uint32 l_10235 = info.static_meta[uint32(0)];
const uint32 l_10236 = l_10235 * uint32(1);
const bool l_10237 = l_85 < l_10236;
const uint32 l_10238 = l_10236 - uint32(1);
const uint32 l_10239 = min(l_85, l_10238);
const uint32 l_10240 = buffer_0[l_10239];
const uint32 l_10241 = (l_10237) ? l_10240 : uint32(0);
const uint32 l_86 = l_10241;
const uint32 l_87 = l_71 + uint32(2);
const uint32 l_10242 = info.static_meta[uint32(0)];
const uint32 l_10243 = l_10242 * uint32(1);
const bool l_10244 = l_87 < l_10243;
const uint32 l_10245 = l_10243 - uint32(1);
const uint32 l_10246 = min(l_87, l_10245);
const uint32 l_10247 = buffer_0[l_10246];
const uint32 l_10248 = (l_10244) ? l_10247 : uint32(0);
const uint32 l_88 = l_10248;
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
const uint32 l_10249 = info.static_meta[uint32(0)];
const uint32 l_10250 = l_10249 * uint32(1);
const bool l_10251 = l_109 < l_10250;
const uint32 l_10252 = l_10250 - uint32(1);
const uint32 l_10253 = min(l_109, l_10252);
const uint32 l_10254 = buffer_0[l_10253];
const uint32 l_10255 = (l_10251) ? l_10254 : uint32(0);
const uint32 l_122 = l_10255;
const uint32 l_123 = l_109 + uint32(1);
const uint32 l_10256 = info.static_meta[uint32(0)];
const uint32 l_10257 = l_10256 * uint32(1);
const bool l_10258 = l_123 < l_10257;
const uint32 l_10259 = l_10257 - uint32(1);
const uint32 l_10260 = min(l_123, l_10259);
const uint32 l_10261 = buffer_0[l_10260];
const uint32 l_10262 = (l_10258) ? l_10261 : uint32(0);
const uint32 l_124 = l_10262;
const uint32 l_125 = l_109 + uint32(2);
const uint32 l_10263 = info.static_meta[uint32(0)];
const uint32 l_10264 = l_10263 * uint32(1);
const bool l_10265 = l_125 < l_10264;
const uint32 l_10266 = l_10264 - uint32(1);
const uint32 l_10267 = min(l_125, l_10266);
const uint32 l_10268 = buffer_0[l_10267];
const uint32 l_10269 = (l_10265) ? l_10268 : uint32(0);
const uint32 l_126 = l_10269;
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
const uint32 l_10200 = info.static_meta[uint32(1)];
const uint32 l_10201 = l_10200 * uint32(1);
const bool l_10202 = l_mut_25 < l_10201;
const uint32 l_10203 = l_10201 - uint32(1);
const uint32 l_10204 = min(l_mut_25, l_10203);
const float l_10205 = buffer_1[l_10204];
const float l_10206 = (l_10202) ? l_10205 : float(0.0);
const float l_146 = l_10206;
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
const uint32 l_10270 = info.static_meta[uint32(2)];
const uint32 l_10271 = l_10270 * uint32(1);
const bool l_10272 = l_374 < l_10271;
const uint32 l_10273 = l_10271 - uint32(1);
const uint32 l_10274 = min(l_374, l_10273);
const uint32 l_10275 = buffer_2[l_10274];
const uint32 l_10276 = (l_10272) ? l_10275 : uint32(0);
const uint32 l_375 = l_10276;
const uint32 l_376 = uint32(2) * l_mut_373;
const uint32 l_377 = l_376 + uint32(1);
const uint32 l_10277 = info.static_meta[uint32(2)];
const uint32 l_10278 = l_10277 * uint32(1);
const bool l_10279 = l_377 < l_10278;
const uint32 l_10280 = l_10278 - uint32(1);
const uint32 l_10281 = min(l_377, l_10280);
const uint32 l_10282 = buffer_2[l_10281];
const uint32 l_10283 = (l_10279) ? l_10282 : uint32(0);
const uint32 l_378 = l_10283;
const bool l_379 = l_378 != uint32(0);
const uint32 l_380 = l_mut_373 * uint32(4);
const uint32 l_10284 = info.static_meta[uint32(3)];
const uint32 l_10285 = l_10284 * uint32(1);
const bool l_10286 = l_380 < l_10285;
const uint32 l_10287 = l_10285 - uint32(1);
const uint32 l_10288 = min(l_380, l_10287);
const double l_10289 = buffer_3[l_10288];
const double l_10290 = (l_10286) ? l_10289 : double(0.0);
const double l_381 = l_10290;
const uint32 l_382 = l_mut_373 * uint32(4);
const uint32 l_383 = l_382 + uint32(1);
const uint32 l_10291 = info.static_meta[uint32(3)];
const uint32 l_10292 = l_10291 * uint32(1);
const bool l_10293 = l_383 < l_10292;
const uint32 l_10294 = l_10292 - uint32(1);
const uint32 l_10295 = min(l_383, l_10294);
const double l_10296 = buffer_3[l_10295];
const double l_10297 = (l_10293) ? l_10296 : double(0.0);
const double l_384 = l_10297;
const uint32 l_385 = l_mut_373 * uint32(4);
const uint32 l_386 = l_385 + uint32(2);
const uint32 l_10298 = info.static_meta[uint32(3)];
const uint32 l_10299 = l_10298 * uint32(1);
const bool l_10300 = l_386 < l_10299;
const uint32 l_10301 = l_10299 - uint32(1);
const uint32 l_10302 = min(l_386, l_10301);
const double l_10303 = buffer_3[l_10302];
const double l_10304 = (l_10300) ? l_10303 : double(0.0);
const double l_387 = l_10304;
const uint32 l_388 = l_mut_373 * uint32(4);
const uint32 l_389 = l_388 + uint32(3);
const uint32 l_10305 = info.static_meta[uint32(3)];
const uint32 l_10306 = l_10305 * uint32(1);
const bool l_10307 = l_389 < l_10306;
const uint32 l_10308 = l_10306 - uint32(1);
const uint32 l_10309 = min(l_389, l_10308);
const double l_10310 = buffer_3[l_10309];
const double l_10311 = (l_10307) ? l_10310 : double(0.0);
const double l_390 = l_10311;
const double l_391 = double(l_mut_30);
const double l_392 = double(l_mut_29);
const double l_393 = abs(l_392);
const double l_394 = abs(l_mut_151);
const double l_395 = l_394 * double(1.4551915228366852e-11);
l_mut_268 = uint32(2);
const bool l_396 = l_375 == uint32(0);
if (l_396) {
l_mut_268 = uint32(0);
} else {
const bool l_397 = l_375 == uint32(1);
if (l_397) {
l_mut_268 = uint32(1);
const double l_398 = abs(l_360);
const bool l_399 = l_398 <= l_381;
if (l_399) {
l_mut_268 = uint32(0);
}
} else {
const bool l_400 = l_375 == uint32(2);
if (l_400) {
const double l_401 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_402 = l_401 >= double(1.1754943508222875e-38);
const bool l_403 = l_401 <= double(1.7976931348623157e308);
const bool l_404 = l_402 && l_403;
if (l_404) {
const uint64 l_405 = reinterpret_cast<uint64 const&>(l_401);
const uint64 l_406 = l_405 >> uint64(52);
const uint64 l_407 = l_406 - uint64(23);
const uint64 l_408 = l_407 << uint64(52);
const double l_409 = reinterpret_cast<double const&>(l_408);
l_mut_221 = l_409;
}
const double l_410 = l_381 * l_mut_221;
l_mut_411 = uint32(2);
const double l_412 = l_mut_151 - l_395;
const double l_413 = abs(l_412);
l_mut_221 = double(1.401298464324817e-45);
const bool l_414 = l_413 >= double(1.1754943508222875e-38);
const bool l_415 = l_413 <= double(1.7976931348623157e308);
const bool l_416 = l_414 && l_415;
if (l_416) {
const uint64 l_417 = reinterpret_cast<uint64 const&>(l_413);
const uint64 l_418 = l_417 >> uint64(52);
const uint64 l_419 = l_418 - uint64(23);
const uint64 l_420 = l_419 << uint64(52);
const double l_421 = reinterpret_cast<double const&>(l_420);
l_mut_221 = l_421;
}
const double l_422 = l_mut_151 + l_395;
const double l_423 = abs(l_422);
l_mut_166 = double(1.401298464324817e-45);
const bool l_424 = l_423 >= double(1.1754943508222875e-38);
const bool l_425 = l_423 <= double(1.7976931348623157e308);
const bool l_426 = l_424 && l_425;
if (l_426) {
const uint64 l_427 = reinterpret_cast<uint64 const&>(l_423);
const uint64 l_428 = l_427 >> uint64(52);
const uint64 l_429 = l_428 - uint64(23);
const uint64 l_430 = l_429 << uint64(52);
const double l_431 = reinterpret_cast<double const&>(l_430);
l_mut_166 = l_431;
}
const bool l_432 = l_mut_221 == l_mut_166;
if (l_432) {
const double l_433 = l_410 * double(1.4551915228366852e-11);
const double l_434 = l_395 + l_433;
const double l_435 = l_mut_151 - l_410;
const double l_436 = l_mut_151 + l_410;
const uint32 l_437 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_438 = l_437 & uint32(2147483647);
const float l_439 = reinterpret_cast<float const&>(l_438);
const double l_440 = double(l_439);
l_mut_221 = l_440;
const bool l_441 = l_438 < uint32(8388608);
if (l_441) {
const double l_442 = double(l_438);
const double l_443 = l_442 * double(1.401298464324817e-45);
l_mut_221 = l_443;
}
const uint64 l_444 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_445 = l_437 >> uint32(31);
const uint64 l_446 = uint64(l_445);
const uint64 l_447 = l_446 << uint64(63);
const uint64 l_448 = l_444 | l_447;
const double l_449 = reinterpret_cast<double const&>(l_448);
const uint32 l_450 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_451 = l_450 + uint32(1);
l_mut_452 = l_451;
const uint32 l_453 = l_450 & uint32(2147483647);
const bool l_454 = l_453 == uint32(0);
if (l_454) {
l_mut_452 = uint32(1);
} else {
const uint32 l_455 = l_450 & uint32(2147483648);
const bool l_456 = l_455 != uint32(0);
if (l_456) {
const uint32 l_457 = l_450 - uint32(1);
l_mut_452 = l_457;
} else {
const bool l_458 = l_450 == uint32(2139095040);
if (l_458) {
l_mut_452 = l_450;
}
}
}
const float l_459 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_460 = reinterpret_cast<uint32 const&>(l_459);
const uint32 l_461 = l_460 & uint32(2147483647);
const float l_462 = reinterpret_cast<float const&>(l_461);
const double l_463 = double(l_462);
l_mut_221 = l_463;
const bool l_464 = l_461 < uint32(8388608);
if (l_464) {
const double l_465 = double(l_461);
const double l_466 = l_465 * double(1.401298464324817e-45);
l_mut_221 = l_466;
}
const uint64 l_467 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_468 = l_460 >> uint32(31);
const uint64 l_469 = uint64(l_468);
const uint64 l_470 = l_469 << uint64(63);
const uint64 l_471 = l_467 | l_470;
const double l_472 = reinterpret_cast<double const&>(l_471);
const uint32 l_473 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_474 = l_473 ^ uint32(2147483648);
const float l_475 = reinterpret_cast<float const&>(l_474);
const uint32 l_476 = reinterpret_cast<uint32 const&>(l_475);
const uint32 l_477 = l_476 + uint32(1);
l_mut_452 = l_477;
const uint32 l_478 = l_476 & uint32(2147483647);
const bool l_479 = l_478 == uint32(0);
if (l_479) {
l_mut_452 = uint32(1);
} else {
const uint32 l_480 = l_476 & uint32(2147483648);
const bool l_481 = l_480 != uint32(0);
if (l_481) {
const uint32 l_482 = l_476 - uint32(1);
l_mut_452 = l_482;
} else {
const bool l_483 = l_476 == uint32(2139095040);
if (l_483) {
l_mut_452 = l_476;
}
}
}
const float l_484 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_485 = reinterpret_cast<uint32 const&>(l_484);
const uint32 l_486 = l_485 ^ uint32(2147483648);
const float l_487 = reinterpret_cast<float const&>(l_486);
const uint32 l_488 = reinterpret_cast<uint32 const&>(l_487);
const uint32 l_489 = l_488 & uint32(2147483647);
const float l_490 = reinterpret_cast<float const&>(l_489);
const double l_491 = double(l_490);
l_mut_221 = l_491;
const bool l_492 = l_489 < uint32(8388608);
if (l_492) {
const double l_493 = double(l_489);
const double l_494 = l_493 * double(1.401298464324817e-45);
l_mut_221 = l_494;
}
const uint64 l_495 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_496 = l_488 >> uint32(31);
const uint64 l_497 = uint64(l_496);
const uint64 l_498 = l_497 << uint64(63);
const uint64 l_499 = l_495 | l_498;
const double l_500 = reinterpret_cast<double const&>(l_499);
const double l_501 = l_435 + l_434;
const bool l_502 = l_501 <= l_449;
l_mut_503 = l_502;
const double l_504 = l_435 - l_434;
const bool l_505 = l_504 > l_449;
l_mut_506 = l_505;
const double l_507 = l_436 - l_434;
const bool l_508 = l_507 >= l_449;
l_mut_509 = l_508;
const double l_510 = l_436 + l_434;
const bool l_511 = l_510 < l_449;
l_mut_512 = l_511;
if (l_379) {
const double l_513 = l_435 + l_434;
const bool l_514 = l_513 < l_472;
l_mut_503 = l_514;
const double l_515 = l_435 - l_434;
const bool l_516 = l_515 >= l_472;
l_mut_506 = l_516;
const double l_517 = l_436 - l_434;
const bool l_518 = l_517 > l_500;
l_mut_509 = l_518;
const double l_519 = l_436 + l_434;
const bool l_520 = l_519 <= l_500;
l_mut_512 = l_520;
}
l_mut_452 = uint32(2);
const bool l_521 = l_mut_506 || l_mut_512;
if (l_521) {
l_mut_452 = uint32(1);
} else {
const bool l_522 = l_mut_503 && l_mut_509;
if (l_522) {
l_mut_452 = uint32(0);
}
}
const uint32 l_523 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_524 = l_523 & uint32(2147483647);
const bool l_525 = l_524 == uint32(0);
if (l_525) {
const double l_526 = l_435 + l_434;
const bool l_527 = l_526 < double(1.1754943508222875e-38);
const double l_528 = l_436 - l_434;
const bool l_529 = l_528 > double(-1.1754943508222875e-38);
const bool l_530 = l_527 && l_529;
const double l_531 = l_435 - l_434;
const bool l_532 = l_531 < double(1.1754943508222875e-38);
const double l_533 = l_436 + l_434;
const bool l_534 = l_533 > double(-1.1754943508222875e-38);
const bool l_535 = l_532 && l_534;
if (l_530) {
l_mut_452 = uint32(0);
} else {
const bool l_536 = l_mut_452 == uint32(1);
const bool l_537 = l_535 && l_536;
if (l_537) {
l_mut_452 = uint32(2);
}
}
}
l_mut_411 = l_mut_452;
}
l_mut_268 = l_mut_411;
} else {
const bool l_538 = l_375 == uint32(3);
if (l_538) {
l_mut_221 = l_393;
const bool l_539 = l_384 == double(1.0);
if (l_539) {
const double l_540 = abs(l_391);
l_mut_221 = l_540;
}
l_mut_268 = uint32(0);
const bool l_541 = l_mut_221 >= double(1.1754943508222875e-38);
const bool l_542 = l_mut_221 <= double(8.507059173023462e37);
const bool l_543 = l_541 && l_542;
if (l_543) {
const double l_544 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_545 = l_544 >= double(1.1754943508222875e-38);
const bool l_546 = l_544 <= double(1.7976931348623157e308);
const bool l_547 = l_545 && l_546;
if (l_547) {
const uint64 l_548 = reinterpret_cast<uint64 const&>(l_544);
const uint64 l_549 = l_548 >> uint64(52);
const uint64 l_550 = l_549 - uint64(23);
const uint64 l_551 = l_550 << uint64(52);
const double l_552 = reinterpret_cast<double const&>(l_551);
l_mut_221 = l_552;
}
const double l_553 = l_381 * l_mut_221;
l_mut_452 = uint32(2);
const double l_554 = l_mut_151 - l_395;
const double l_555 = abs(l_554);
l_mut_221 = double(1.401298464324817e-45);
const bool l_556 = l_555 >= double(1.1754943508222875e-38);
const bool l_557 = l_555 <= double(1.7976931348623157e308);
const bool l_558 = l_556 && l_557;
if (l_558) {
const uint64 l_559 = reinterpret_cast<uint64 const&>(l_555);
const uint64 l_560 = l_559 >> uint64(52);
const uint64 l_561 = l_560 - uint64(23);
const uint64 l_562 = l_561 << uint64(52);
const double l_563 = reinterpret_cast<double const&>(l_562);
l_mut_221 = l_563;
}
const double l_564 = l_mut_151 + l_395;
const double l_565 = abs(l_564);
l_mut_166 = double(1.401298464324817e-45);
const bool l_566 = l_565 >= double(1.1754943508222875e-38);
const bool l_567 = l_565 <= double(1.7976931348623157e308);
const bool l_568 = l_566 && l_567;
if (l_568) {
const uint64 l_569 = reinterpret_cast<uint64 const&>(l_565);
const uint64 l_570 = l_569 >> uint64(52);
const uint64 l_571 = l_570 - uint64(23);
const uint64 l_572 = l_571 << uint64(52);
const double l_573 = reinterpret_cast<double const&>(l_572);
l_mut_166 = l_573;
}
const bool l_574 = l_mut_221 == l_mut_166;
if (l_574) {
const double l_575 = l_553 * double(1.4551915228366852e-11);
const double l_576 = l_395 + l_575;
const double l_577 = l_mut_151 - l_553;
const double l_578 = l_mut_151 + l_553;
const uint32 l_579 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_580 = l_579 & uint32(2147483647);
const float l_581 = reinterpret_cast<float const&>(l_580);
const double l_582 = double(l_581);
l_mut_221 = l_582;
const bool l_583 = l_580 < uint32(8388608);
if (l_583) {
const double l_584 = double(l_580);
const double l_585 = l_584 * double(1.401298464324817e-45);
l_mut_221 = l_585;
}
const uint64 l_586 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_587 = l_579 >> uint32(31);
const uint64 l_588 = uint64(l_587);
const uint64 l_589 = l_588 << uint64(63);
const uint64 l_590 = l_586 | l_589;
const double l_591 = reinterpret_cast<double const&>(l_590);
const uint32 l_592 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_593 = l_592 + uint32(1);
l_mut_411 = l_593;
const uint32 l_594 = l_592 & uint32(2147483647);
const bool l_595 = l_594 == uint32(0);
if (l_595) {
l_mut_411 = uint32(1);
} else {
const uint32 l_596 = l_592 & uint32(2147483648);
const bool l_597 = l_596 != uint32(0);
if (l_597) {
const uint32 l_598 = l_592 - uint32(1);
l_mut_411 = l_598;
} else {
const bool l_599 = l_592 == uint32(2139095040);
if (l_599) {
l_mut_411 = l_592;
}
}
}
const float l_600 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_601 = reinterpret_cast<uint32 const&>(l_600);
const uint32 l_602 = l_601 & uint32(2147483647);
const float l_603 = reinterpret_cast<float const&>(l_602);
const double l_604 = double(l_603);
l_mut_221 = l_604;
const bool l_605 = l_602 < uint32(8388608);
if (l_605) {
const double l_606 = double(l_602);
const double l_607 = l_606 * double(1.401298464324817e-45);
l_mut_221 = l_607;
}
const uint64 l_608 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_609 = l_601 >> uint32(31);
const uint64 l_610 = uint64(l_609);
const uint64 l_611 = l_610 << uint64(63);
const uint64 l_612 = l_608 | l_611;
const double l_613 = reinterpret_cast<double const&>(l_612);
const uint32 l_614 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_615 = l_614 ^ uint32(2147483648);
const float l_616 = reinterpret_cast<float const&>(l_615);
const uint32 l_617 = reinterpret_cast<uint32 const&>(l_616);
const uint32 l_618 = l_617 + uint32(1);
l_mut_411 = l_618;
const uint32 l_619 = l_617 & uint32(2147483647);
const bool l_620 = l_619 == uint32(0);
if (l_620) {
l_mut_411 = uint32(1);
} else {
const uint32 l_621 = l_617 & uint32(2147483648);
const bool l_622 = l_621 != uint32(0);
if (l_622) {
const uint32 l_623 = l_617 - uint32(1);
l_mut_411 = l_623;
} else {
const bool l_624 = l_617 == uint32(2139095040);
if (l_624) {
l_mut_411 = l_617;
}
}
}
const float l_625 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_626 = reinterpret_cast<uint32 const&>(l_625);
const uint32 l_627 = l_626 ^ uint32(2147483648);
const float l_628 = reinterpret_cast<float const&>(l_627);
const uint32 l_629 = reinterpret_cast<uint32 const&>(l_628);
const uint32 l_630 = l_629 & uint32(2147483647);
const float l_631 = reinterpret_cast<float const&>(l_630);
const double l_632 = double(l_631);
l_mut_221 = l_632;
const bool l_633 = l_630 < uint32(8388608);
if (l_633) {
const double l_634 = double(l_630);
const double l_635 = l_634 * double(1.401298464324817e-45);
l_mut_221 = l_635;
}
const uint64 l_636 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_637 = l_629 >> uint32(31);
const uint64 l_638 = uint64(l_637);
const uint64 l_639 = l_638 << uint64(63);
const uint64 l_640 = l_636 | l_639;
const double l_641 = reinterpret_cast<double const&>(l_640);
const double l_642 = l_577 + l_576;
const bool l_643 = l_642 <= l_591;
l_mut_512 = l_643;
const double l_644 = l_577 - l_576;
const bool l_645 = l_644 > l_591;
l_mut_509 = l_645;
const double l_646 = l_578 - l_576;
const bool l_647 = l_646 >= l_591;
l_mut_506 = l_647;
const double l_648 = l_578 + l_576;
const bool l_649 = l_648 < l_591;
l_mut_503 = l_649;
if (l_379) {
const double l_650 = l_577 + l_576;
const bool l_651 = l_650 < l_613;
l_mut_512 = l_651;
const double l_652 = l_577 - l_576;
const bool l_653 = l_652 >= l_613;
l_mut_509 = l_653;
const double l_654 = l_578 - l_576;
const bool l_655 = l_654 > l_641;
l_mut_506 = l_655;
const double l_656 = l_578 + l_576;
const bool l_657 = l_656 <= l_641;
l_mut_503 = l_657;
}
l_mut_411 = uint32(2);
const bool l_658 = l_mut_509 || l_mut_503;
if (l_658) {
l_mut_411 = uint32(1);
} else {
const bool l_659 = l_mut_512 && l_mut_506;
if (l_659) {
l_mut_411 = uint32(0);
}
}
const uint32 l_660 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_661 = l_660 & uint32(2147483647);
const bool l_662 = l_661 == uint32(0);
if (l_662) {
const double l_663 = l_577 + l_576;
const bool l_664 = l_663 < double(1.1754943508222875e-38);
const double l_665 = l_578 - l_576;
const bool l_666 = l_665 > double(-1.1754943508222875e-38);
const bool l_667 = l_664 && l_666;
const double l_668 = l_577 - l_576;
const bool l_669 = l_668 < double(1.1754943508222875e-38);
const double l_670 = l_578 + l_576;
const bool l_671 = l_670 > double(-1.1754943508222875e-38);
const bool l_672 = l_669 && l_671;
if (l_667) {
l_mut_411 = uint32(0);
} else {
const bool l_673 = l_mut_411 == uint32(1);
const bool l_674 = l_672 && l_673;
if (l_674) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
}
} else {
const bool l_675 = l_375 == uint32(4);
if (l_675) {
const double l_676 = l_384 * l_393;
const double l_677 = l_381 + l_676;
const double l_678 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_679 = l_678 >= double(1.1754943508222875e-38);
const bool l_680 = l_678 <= double(1.7976931348623157e308);
const bool l_681 = l_679 && l_680;
if (l_681) {
const uint64 l_682 = reinterpret_cast<uint64 const&>(l_678);
const uint64 l_683 = l_682 >> uint64(52);
const uint64 l_684 = l_683 - uint64(23);
const uint64 l_685 = l_684 << uint64(52);
const double l_686 = reinterpret_cast<double const&>(l_685);
l_mut_221 = l_686;
}
const double l_687 = l_677 * l_mut_221;
l_mut_452 = uint32(2);
const double l_688 = l_mut_151 - l_395;
const double l_689 = abs(l_688);
l_mut_221 = double(1.401298464324817e-45);
const bool l_690 = l_689 >= double(1.1754943508222875e-38);
const bool l_691 = l_689 <= double(1.7976931348623157e308);
const bool l_692 = l_690 && l_691;
if (l_692) {
const uint64 l_693 = reinterpret_cast<uint64 const&>(l_689);
const uint64 l_694 = l_693 >> uint64(52);
const uint64 l_695 = l_694 - uint64(23);
const uint64 l_696 = l_695 << uint64(52);
const double l_697 = reinterpret_cast<double const&>(l_696);
l_mut_221 = l_697;
}
const double l_698 = l_mut_151 + l_395;
const double l_699 = abs(l_698);
l_mut_166 = double(1.401298464324817e-45);
const bool l_700 = l_699 >= double(1.1754943508222875e-38);
const bool l_701 = l_699 <= double(1.7976931348623157e308);
const bool l_702 = l_700 && l_701;
if (l_702) {
const uint64 l_703 = reinterpret_cast<uint64 const&>(l_699);
const uint64 l_704 = l_703 >> uint64(52);
const uint64 l_705 = l_704 - uint64(23);
const uint64 l_706 = l_705 << uint64(52);
const double l_707 = reinterpret_cast<double const&>(l_706);
l_mut_166 = l_707;
}
const bool l_708 = l_mut_221 == l_mut_166;
if (l_708) {
const double l_709 = l_687 * double(1.4551915228366852e-11);
const double l_710 = l_395 + l_709;
const double l_711 = l_mut_151 - l_687;
const double l_712 = l_mut_151 + l_687;
const uint32 l_713 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_714 = l_713 & uint32(2147483647);
const float l_715 = reinterpret_cast<float const&>(l_714);
const double l_716 = double(l_715);
l_mut_221 = l_716;
const bool l_717 = l_714 < uint32(8388608);
if (l_717) {
const double l_718 = double(l_714);
const double l_719 = l_718 * double(1.401298464324817e-45);
l_mut_221 = l_719;
}
const uint64 l_720 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_721 = l_713 >> uint32(31);
const uint64 l_722 = uint64(l_721);
const uint64 l_723 = l_722 << uint64(63);
const uint64 l_724 = l_720 | l_723;
const double l_725 = reinterpret_cast<double const&>(l_724);
const uint32 l_726 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_727 = l_726 + uint32(1);
l_mut_411 = l_727;
const uint32 l_728 = l_726 & uint32(2147483647);
const bool l_729 = l_728 == uint32(0);
if (l_729) {
l_mut_411 = uint32(1);
} else {
const uint32 l_730 = l_726 & uint32(2147483648);
const bool l_731 = l_730 != uint32(0);
if (l_731) {
const uint32 l_732 = l_726 - uint32(1);
l_mut_411 = l_732;
} else {
const bool l_733 = l_726 == uint32(2139095040);
if (l_733) {
l_mut_411 = l_726;
}
}
}
const float l_734 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_735 = reinterpret_cast<uint32 const&>(l_734);
const uint32 l_736 = l_735 & uint32(2147483647);
const float l_737 = reinterpret_cast<float const&>(l_736);
const double l_738 = double(l_737);
l_mut_221 = l_738;
const bool l_739 = l_736 < uint32(8388608);
if (l_739) {
const double l_740 = double(l_736);
const double l_741 = l_740 * double(1.401298464324817e-45);
l_mut_221 = l_741;
}
const uint64 l_742 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_743 = l_735 >> uint32(31);
const uint64 l_744 = uint64(l_743);
const uint64 l_745 = l_744 << uint64(63);
const uint64 l_746 = l_742 | l_745;
const double l_747 = reinterpret_cast<double const&>(l_746);
const uint32 l_748 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_749 = l_748 ^ uint32(2147483648);
const float l_750 = reinterpret_cast<float const&>(l_749);
const uint32 l_751 = reinterpret_cast<uint32 const&>(l_750);
const uint32 l_752 = l_751 + uint32(1);
l_mut_411 = l_752;
const uint32 l_753 = l_751 & uint32(2147483647);
const bool l_754 = l_753 == uint32(0);
if (l_754) {
l_mut_411 = uint32(1);
} else {
const uint32 l_755 = l_751 & uint32(2147483648);
const bool l_756 = l_755 != uint32(0);
if (l_756) {
const uint32 l_757 = l_751 - uint32(1);
l_mut_411 = l_757;
} else {
const bool l_758 = l_751 == uint32(2139095040);
if (l_758) {
l_mut_411 = l_751;
}
}
}
const float l_759 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_760 = reinterpret_cast<uint32 const&>(l_759);
const uint32 l_761 = l_760 ^ uint32(2147483648);
const float l_762 = reinterpret_cast<float const&>(l_761);
const uint32 l_763 = reinterpret_cast<uint32 const&>(l_762);
const uint32 l_764 = l_763 & uint32(2147483647);
const float l_765 = reinterpret_cast<float const&>(l_764);
const double l_766 = double(l_765);
l_mut_221 = l_766;
const bool l_767 = l_764 < uint32(8388608);
if (l_767) {
const double l_768 = double(l_764);
const double l_769 = l_768 * double(1.401298464324817e-45);
l_mut_221 = l_769;
}
const uint64 l_770 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_771 = l_763 >> uint32(31);
const uint64 l_772 = uint64(l_771);
const uint64 l_773 = l_772 << uint64(63);
const uint64 l_774 = l_770 | l_773;
const double l_775 = reinterpret_cast<double const&>(l_774);
const double l_776 = l_711 + l_710;
const bool l_777 = l_776 <= l_725;
l_mut_512 = l_777;
const double l_778 = l_711 - l_710;
const bool l_779 = l_778 > l_725;
l_mut_509 = l_779;
const double l_780 = l_712 - l_710;
const bool l_781 = l_780 >= l_725;
l_mut_506 = l_781;
const double l_782 = l_712 + l_710;
const bool l_783 = l_782 < l_725;
l_mut_503 = l_783;
if (l_379) {
const double l_784 = l_711 + l_710;
const bool l_785 = l_784 < l_747;
l_mut_512 = l_785;
const double l_786 = l_711 - l_710;
const bool l_787 = l_786 >= l_747;
l_mut_509 = l_787;
const double l_788 = l_712 - l_710;
const bool l_789 = l_788 > l_775;
l_mut_506 = l_789;
const double l_790 = l_712 + l_710;
const bool l_791 = l_790 <= l_775;
l_mut_503 = l_791;
}
l_mut_411 = uint32(2);
const bool l_792 = l_mut_509 || l_mut_503;
if (l_792) {
l_mut_411 = uint32(1);
} else {
const bool l_793 = l_mut_512 && l_mut_506;
if (l_793) {
l_mut_411 = uint32(0);
}
}
const uint32 l_794 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_795 = l_794 & uint32(2147483647);
const bool l_796 = l_795 == uint32(0);
if (l_796) {
const double l_797 = l_711 + l_710;
const bool l_798 = l_797 < double(1.1754943508222875e-38);
const double l_799 = l_712 - l_710;
const bool l_800 = l_799 > double(-1.1754943508222875e-38);
const bool l_801 = l_798 && l_800;
const double l_802 = l_711 - l_710;
const bool l_803 = l_802 < double(1.1754943508222875e-38);
const double l_804 = l_712 + l_710;
const bool l_805 = l_804 > double(-1.1754943508222875e-38);
const bool l_806 = l_803 && l_805;
if (l_801) {
l_mut_411 = uint32(0);
} else {
const bool l_807 = l_mut_411 == uint32(1);
const bool l_808 = l_806 && l_807;
if (l_808) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
} else {
const bool l_809 = l_375 == uint32(5);
if (l_809) {
const double l_810 = double(2.0) * l_392;
const double l_811 = abs(l_810);
const double l_812 = floor(l_811);
const double l_813 = double(3.0) + l_812;
const double l_814 = abs(l_mut_151);
l_mut_221 = double(1.401298464324817e-45);
const bool l_815 = l_814 >= double(1.1754943508222875e-38);
const bool l_816 = l_814 <= double(1.7976931348623157e308);
const bool l_817 = l_815 && l_816;
if (l_817) {
const uint64 l_818 = reinterpret_cast<uint64 const&>(l_814);
const uint64 l_819 = l_818 >> uint64(52);
const uint64 l_820 = l_819 - uint64(23);
const uint64 l_821 = l_820 << uint64(52);
const double l_822 = reinterpret_cast<double const&>(l_821);
l_mut_221 = l_822;
}
const double l_823 = l_813 * l_mut_221;
l_mut_452 = uint32(2);
const double l_824 = l_mut_151 - l_395;
const double l_825 = abs(l_824);
l_mut_221 = double(1.401298464324817e-45);
const bool l_826 = l_825 >= double(1.1754943508222875e-38);
const bool l_827 = l_825 <= double(1.7976931348623157e308);
const bool l_828 = l_826 && l_827;
if (l_828) {
const uint64 l_829 = reinterpret_cast<uint64 const&>(l_825);
const uint64 l_830 = l_829 >> uint64(52);
const uint64 l_831 = l_830 - uint64(23);
const uint64 l_832 = l_831 << uint64(52);
const double l_833 = reinterpret_cast<double const&>(l_832);
l_mut_221 = l_833;
}
const double l_834 = l_mut_151 + l_395;
const double l_835 = abs(l_834);
l_mut_166 = double(1.401298464324817e-45);
const bool l_836 = l_835 >= double(1.1754943508222875e-38);
const bool l_837 = l_835 <= double(1.7976931348623157e308);
const bool l_838 = l_836 && l_837;
if (l_838) {
const uint64 l_839 = reinterpret_cast<uint64 const&>(l_835);
const uint64 l_840 = l_839 >> uint64(52);
const uint64 l_841 = l_840 - uint64(23);
const uint64 l_842 = l_841 << uint64(52);
const double l_843 = reinterpret_cast<double const&>(l_842);
l_mut_166 = l_843;
}
const bool l_844 = l_mut_221 == l_mut_166;
if (l_844) {
const double l_845 = l_823 * double(1.4551915228366852e-11);
const double l_846 = l_395 + l_845;
const double l_847 = l_mut_151 - l_823;
const double l_848 = l_mut_151 + l_823;
const uint32 l_849 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_850 = l_849 & uint32(2147483647);
const float l_851 = reinterpret_cast<float const&>(l_850);
const double l_852 = double(l_851);
l_mut_221 = l_852;
const bool l_853 = l_850 < uint32(8388608);
if (l_853) {
const double l_854 = double(l_850);
const double l_855 = l_854 * double(1.401298464324817e-45);
l_mut_221 = l_855;
}
const uint64 l_856 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_857 = l_849 >> uint32(31);
const uint64 l_858 = uint64(l_857);
const uint64 l_859 = l_858 << uint64(63);
const uint64 l_860 = l_856 | l_859;
const double l_861 = reinterpret_cast<double const&>(l_860);
const uint32 l_862 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_863 = l_862 + uint32(1);
l_mut_411 = l_863;
const uint32 l_864 = l_862 & uint32(2147483647);
const bool l_865 = l_864 == uint32(0);
if (l_865) {
l_mut_411 = uint32(1);
} else {
const uint32 l_866 = l_862 & uint32(2147483648);
const bool l_867 = l_866 != uint32(0);
if (l_867) {
const uint32 l_868 = l_862 - uint32(1);
l_mut_411 = l_868;
} else {
const bool l_869 = l_862 == uint32(2139095040);
if (l_869) {
l_mut_411 = l_862;
}
}
}
const float l_870 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_871 = reinterpret_cast<uint32 const&>(l_870);
const uint32 l_872 = l_871 & uint32(2147483647);
const float l_873 = reinterpret_cast<float const&>(l_872);
const double l_874 = double(l_873);
l_mut_221 = l_874;
const bool l_875 = l_872 < uint32(8388608);
if (l_875) {
const double l_876 = double(l_872);
const double l_877 = l_876 * double(1.401298464324817e-45);
l_mut_221 = l_877;
}
const uint64 l_878 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_879 = l_871 >> uint32(31);
const uint64 l_880 = uint64(l_879);
const uint64 l_881 = l_880 << uint64(63);
const uint64 l_882 = l_878 | l_881;
const double l_883 = reinterpret_cast<double const&>(l_882);
const uint32 l_884 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_885 = l_884 ^ uint32(2147483648);
const float l_886 = reinterpret_cast<float const&>(l_885);
const uint32 l_887 = reinterpret_cast<uint32 const&>(l_886);
const uint32 l_888 = l_887 + uint32(1);
l_mut_411 = l_888;
const uint32 l_889 = l_887 & uint32(2147483647);
const bool l_890 = l_889 == uint32(0);
if (l_890) {
l_mut_411 = uint32(1);
} else {
const uint32 l_891 = l_887 & uint32(2147483648);
const bool l_892 = l_891 != uint32(0);
if (l_892) {
const uint32 l_893 = l_887 - uint32(1);
l_mut_411 = l_893;
} else {
const bool l_894 = l_887 == uint32(2139095040);
if (l_894) {
l_mut_411 = l_887;
}
}
}
const float l_895 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_896 = reinterpret_cast<uint32 const&>(l_895);
const uint32 l_897 = l_896 ^ uint32(2147483648);
const float l_898 = reinterpret_cast<float const&>(l_897);
const uint32 l_899 = reinterpret_cast<uint32 const&>(l_898);
const uint32 l_900 = l_899 & uint32(2147483647);
const float l_901 = reinterpret_cast<float const&>(l_900);
const double l_902 = double(l_901);
l_mut_221 = l_902;
const bool l_903 = l_900 < uint32(8388608);
if (l_903) {
const double l_904 = double(l_900);
const double l_905 = l_904 * double(1.401298464324817e-45);
l_mut_221 = l_905;
}
const uint64 l_906 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_907 = l_899 >> uint32(31);
const uint64 l_908 = uint64(l_907);
const uint64 l_909 = l_908 << uint64(63);
const uint64 l_910 = l_906 | l_909;
const double l_911 = reinterpret_cast<double const&>(l_910);
const double l_912 = l_847 + l_846;
const bool l_913 = l_912 <= l_861;
l_mut_512 = l_913;
const double l_914 = l_847 - l_846;
const bool l_915 = l_914 > l_861;
l_mut_509 = l_915;
const double l_916 = l_848 - l_846;
const bool l_917 = l_916 >= l_861;
l_mut_506 = l_917;
const double l_918 = l_848 + l_846;
const bool l_919 = l_918 < l_861;
l_mut_503 = l_919;
if (l_379) {
const double l_920 = l_847 + l_846;
const bool l_921 = l_920 < l_883;
l_mut_512 = l_921;
const double l_922 = l_847 - l_846;
const bool l_923 = l_922 >= l_883;
l_mut_509 = l_923;
const double l_924 = l_848 - l_846;
const bool l_925 = l_924 > l_911;
l_mut_506 = l_925;
const double l_926 = l_848 + l_846;
const bool l_927 = l_926 <= l_911;
l_mut_503 = l_927;
}
l_mut_411 = uint32(2);
const bool l_928 = l_mut_509 || l_mut_503;
if (l_928) {
l_mut_411 = uint32(1);
} else {
const bool l_929 = l_mut_512 && l_mut_506;
if (l_929) {
l_mut_411 = uint32(0);
}
}
const uint32 l_930 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_931 = l_930 & uint32(2147483647);
const bool l_932 = l_931 == uint32(0);
if (l_932) {
const double l_933 = l_847 + l_846;
const bool l_934 = l_933 < double(1.1754943508222875e-38);
const double l_935 = l_848 - l_846;
const bool l_936 = l_935 > double(-1.1754943508222875e-38);
const bool l_937 = l_934 && l_936;
const double l_938 = l_847 - l_846;
const bool l_939 = l_938 < double(1.1754943508222875e-38);
const double l_940 = l_848 + l_846;
const bool l_941 = l_940 > double(-1.1754943508222875e-38);
const bool l_942 = l_939 && l_941;
if (l_937) {
l_mut_411 = uint32(0);
} else {
const bool l_943 = l_mut_411 == uint32(1);
const bool l_944 = l_942 && l_943;
if (l_944) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
} else {
const bool l_945 = l_375 == uint32(6);
if (l_945) {
l_mut_268 = uint32(0);
const bool l_946 = l_393 <= l_384;
if (l_946) {
const double l_947 = l_381 * double(1.4551915228366852e-11);
const double l_948 = l_395 + l_947;
const double l_949 = l_mut_151 - l_381;
const double l_950 = l_mut_151 + l_381;
const uint32 l_951 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_952 = l_951 & uint32(2147483647);
const float l_953 = reinterpret_cast<float const&>(l_952);
const double l_954 = double(l_953);
l_mut_221 = l_954;
const bool l_955 = l_952 < uint32(8388608);
if (l_955) {
const double l_956 = double(l_952);
const double l_957 = l_956 * double(1.401298464324817e-45);
l_mut_221 = l_957;
}
const uint64 l_958 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_959 = l_951 >> uint32(31);
const uint64 l_960 = uint64(l_959);
const uint64 l_961 = l_960 << uint64(63);
const uint64 l_962 = l_958 | l_961;
const double l_963 = reinterpret_cast<double const&>(l_962);
const uint32 l_964 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_965 = l_964 + uint32(1);
l_mut_452 = l_965;
const uint32 l_966 = l_964 & uint32(2147483647);
const bool l_967 = l_966 == uint32(0);
if (l_967) {
l_mut_452 = uint32(1);
} else {
const uint32 l_968 = l_964 & uint32(2147483648);
const bool l_969 = l_968 != uint32(0);
if (l_969) {
const uint32 l_970 = l_964 - uint32(1);
l_mut_452 = l_970;
} else {
const bool l_971 = l_964 == uint32(2139095040);
if (l_971) {
l_mut_452 = l_964;
}
}
}
const float l_972 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_973 = reinterpret_cast<uint32 const&>(l_972);
const uint32 l_974 = l_973 & uint32(2147483647);
const float l_975 = reinterpret_cast<float const&>(l_974);
const double l_976 = double(l_975);
l_mut_221 = l_976;
const bool l_977 = l_974 < uint32(8388608);
if (l_977) {
const double l_978 = double(l_974);
const double l_979 = l_978 * double(1.401298464324817e-45);
l_mut_221 = l_979;
}
const uint64 l_980 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_981 = l_973 >> uint32(31);
const uint64 l_982 = uint64(l_981);
const uint64 l_983 = l_982 << uint64(63);
const uint64 l_984 = l_980 | l_983;
const double l_985 = reinterpret_cast<double const&>(l_984);
const uint32 l_986 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_987 = l_986 ^ uint32(2147483648);
const float l_988 = reinterpret_cast<float const&>(l_987);
const uint32 l_989 = reinterpret_cast<uint32 const&>(l_988);
const uint32 l_990 = l_989 + uint32(1);
l_mut_452 = l_990;
const uint32 l_991 = l_989 & uint32(2147483647);
const bool l_992 = l_991 == uint32(0);
if (l_992) {
l_mut_452 = uint32(1);
} else {
const uint32 l_993 = l_989 & uint32(2147483648);
const bool l_994 = l_993 != uint32(0);
if (l_994) {
const uint32 l_995 = l_989 - uint32(1);
l_mut_452 = l_995;
} else {
const bool l_996 = l_989 == uint32(2139095040);
if (l_996) {
l_mut_452 = l_989;
}
}
}
const float l_997 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_998 = reinterpret_cast<uint32 const&>(l_997);
const uint32 l_999 = l_998 ^ uint32(2147483648);
const float l_1000 = reinterpret_cast<float const&>(l_999);
const uint32 l_1001 = reinterpret_cast<uint32 const&>(l_1000);
const uint32 l_1002 = l_1001 & uint32(2147483647);
const float l_1003 = reinterpret_cast<float const&>(l_1002);
const double l_1004 = double(l_1003);
l_mut_221 = l_1004;
const bool l_1005 = l_1002 < uint32(8388608);
if (l_1005) {
const double l_1006 = double(l_1002);
const double l_1007 = l_1006 * double(1.401298464324817e-45);
l_mut_221 = l_1007;
}
const uint64 l_1008 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_1009 = l_1001 >> uint32(31);
const uint64 l_1010 = uint64(l_1009);
const uint64 l_1011 = l_1010 << uint64(63);
const uint64 l_1012 = l_1008 | l_1011;
const double l_1013 = reinterpret_cast<double const&>(l_1012);
const double l_1014 = l_949 + l_948;
const bool l_1015 = l_1014 <= l_963;
l_mut_512 = l_1015;
const double l_1016 = l_949 - l_948;
const bool l_1017 = l_1016 > l_963;
l_mut_509 = l_1017;
const double l_1018 = l_950 - l_948;
const bool l_1019 = l_1018 >= l_963;
l_mut_506 = l_1019;
const double l_1020 = l_950 + l_948;
const bool l_1021 = l_1020 < l_963;
l_mut_503 = l_1021;
if (l_379) {
const double l_1022 = l_949 + l_948;
const bool l_1023 = l_1022 < l_985;
l_mut_512 = l_1023;
const double l_1024 = l_949 - l_948;
const bool l_1025 = l_1024 >= l_985;
l_mut_509 = l_1025;
const double l_1026 = l_950 - l_948;
const bool l_1027 = l_1026 > l_1013;
l_mut_506 = l_1027;
const double l_1028 = l_950 + l_948;
const bool l_1029 = l_1028 <= l_1013;
l_mut_503 = l_1029;
}
l_mut_452 = uint32(2);
const bool l_1030 = l_mut_509 || l_mut_503;
if (l_1030) {
l_mut_452 = uint32(1);
} else {
const bool l_1031 = l_mut_512 && l_mut_506;
if (l_1031) {
l_mut_452 = uint32(0);
}
}
const uint32 l_1032 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1033 = l_1032 & uint32(2147483647);
const bool l_1034 = l_1033 == uint32(0);
if (l_1034) {
const double l_1035 = l_949 + l_948;
const bool l_1036 = l_1035 < double(1.1754943508222875e-38);
const double l_1037 = l_950 - l_948;
const bool l_1038 = l_1037 > double(-1.1754943508222875e-38);
const bool l_1039 = l_1036 && l_1038;
const double l_1040 = l_949 - l_948;
const bool l_1041 = l_1040 < double(1.1754943508222875e-38);
const double l_1042 = l_950 + l_948;
const bool l_1043 = l_1042 > double(-1.1754943508222875e-38);
const bool l_1044 = l_1041 && l_1043;
if (l_1039) {
l_mut_452 = uint32(0);
} else {
const bool l_1045 = l_mut_452 == uint32(1);
const bool l_1046 = l_1044 && l_1045;
if (l_1046) {
l_mut_452 = uint32(2);
}
}
}
l_mut_268 = l_mut_452;
}
} else {
const bool l_1047 = l_375 == uint32(7);
if (l_1047) {
const double l_1048 = abs(l_mut_151);
const double l_1049 = l_381 * l_1048;
l_mut_221 = l_1049;
const double l_1050 = abs(l_mut_151);
l_mut_166 = double(1.401298464324817e-45);
const bool l_1051 = l_1050 >= double(1.1754943508222875e-38);
const bool l_1052 = l_1050 <= double(1.7976931348623157e308);
const bool l_1053 = l_1051 && l_1052;
if (l_1053) {
const uint64 l_1054 = reinterpret_cast<uint64 const&>(l_1050);
const uint64 l_1055 = l_1054 >> uint64(52);
const uint64 l_1056 = l_1055 - uint64(23);
const uint64 l_1057 = l_1056 << uint64(52);
const double l_1058 = reinterpret_cast<double const&>(l_1057);
l_mut_166 = l_1058;
}
const double l_1059 = double(0.5) * l_mut_166;
const bool l_1060 = l_1059 > l_mut_221;
if (l_1060) {
l_mut_221 = l_1059;
}
const double l_1061 = l_mut_151 - l_395;
const double l_1062 = abs(l_1061);
l_mut_166 = double(1.401298464324817e-45);
const bool l_1063 = l_1062 >= double(1.1754943508222875e-38);
const bool l_1064 = l_1062 <= double(1.7976931348623157e308);
const bool l_1065 = l_1063 && l_1064;
if (l_1065) {
const uint64 l_1066 = reinterpret_cast<uint64 const&>(l_1062);
const uint64 l_1067 = l_1066 >> uint64(52);
const uint64 l_1068 = l_1067 - uint64(23);
const uint64 l_1069 = l_1068 << uint64(52);
const double l_1070 = reinterpret_cast<double const&>(l_1069);
l_mut_166 = l_1070;
}
const double l_1071 = l_mut_151 + l_395;
const double l_1072 = abs(l_1071);
l_mut_1073 = double(1.401298464324817e-45);
const bool l_1074 = l_1072 >= double(1.1754943508222875e-38);
const bool l_1075 = l_1072 <= double(1.7976931348623157e308);
const bool l_1076 = l_1074 && l_1075;
if (l_1076) {
const uint64 l_1077 = reinterpret_cast<uint64 const&>(l_1072);
const uint64 l_1078 = l_1077 >> uint64(52);
const uint64 l_1079 = l_1078 - uint64(23);
const uint64 l_1080 = l_1079 << uint64(52);
const double l_1081 = reinterpret_cast<double const&>(l_1080);
l_mut_1073 = l_1081;
}
const bool l_1082 = l_mut_166 == l_mut_1073;
if (l_1082) {
const double l_1083 = l_381 * l_395;
const double l_1084 = l_395 + l_1083;
const double l_1085 = l_mut_221 * double(1.4551915228366852e-11);
const double l_1086 = l_1084 + l_1085;
const double l_1087 = l_mut_151 - l_mut_221;
const double l_1088 = l_mut_151 + l_mut_221;
const uint32 l_1089 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1090 = l_1089 & uint32(2147483647);
const float l_1091 = reinterpret_cast<float const&>(l_1090);
const double l_1092 = double(l_1091);
l_mut_1073 = l_1092;
const bool l_1093 = l_1090 < uint32(8388608);
if (l_1093) {
const double l_1094 = double(l_1090);
const double l_1095 = l_1094 * double(1.401298464324817e-45);
l_mut_1073 = l_1095;
}
const uint64 l_1096 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1097 = l_1089 >> uint32(31);
const uint64 l_1098 = uint64(l_1097);
const uint64 l_1099 = l_1098 << uint64(63);
const uint64 l_1100 = l_1096 | l_1099;
const double l_1101 = reinterpret_cast<double const&>(l_1100);
const uint32 l_1102 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1103 = l_1102 + uint32(1);
l_mut_452 = l_1103;
const uint32 l_1104 = l_1102 & uint32(2147483647);
const bool l_1105 = l_1104 == uint32(0);
if (l_1105) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1106 = l_1102 & uint32(2147483648);
const bool l_1107 = l_1106 != uint32(0);
if (l_1107) {
const uint32 l_1108 = l_1102 - uint32(1);
l_mut_452 = l_1108;
} else {
const bool l_1109 = l_1102 == uint32(2139095040);
if (l_1109) {
l_mut_452 = l_1102;
}
}
}
const float l_1110 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1111 = reinterpret_cast<uint32 const&>(l_1110);
const uint32 l_1112 = l_1111 & uint32(2147483647);
const float l_1113 = reinterpret_cast<float const&>(l_1112);
const double l_1114 = double(l_1113);
l_mut_1073 = l_1114;
const bool l_1115 = l_1112 < uint32(8388608);
if (l_1115) {
const double l_1116 = double(l_1112);
const double l_1117 = l_1116 * double(1.401298464324817e-45);
l_mut_1073 = l_1117;
}
const uint64 l_1118 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1119 = l_1111 >> uint32(31);
const uint64 l_1120 = uint64(l_1119);
const uint64 l_1121 = l_1120 << uint64(63);
const uint64 l_1122 = l_1118 | l_1121;
const double l_1123 = reinterpret_cast<double const&>(l_1122);
const uint32 l_1124 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1125 = l_1124 ^ uint32(2147483648);
const float l_1126 = reinterpret_cast<float const&>(l_1125);
const uint32 l_1127 = reinterpret_cast<uint32 const&>(l_1126);
const uint32 l_1128 = l_1127 + uint32(1);
l_mut_452 = l_1128;
const uint32 l_1129 = l_1127 & uint32(2147483647);
const bool l_1130 = l_1129 == uint32(0);
if (l_1130) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1131 = l_1127 & uint32(2147483648);
const bool l_1132 = l_1131 != uint32(0);
if (l_1132) {
const uint32 l_1133 = l_1127 - uint32(1);
l_mut_452 = l_1133;
} else {
const bool l_1134 = l_1127 == uint32(2139095040);
if (l_1134) {
l_mut_452 = l_1127;
}
}
}
const float l_1135 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1136 = reinterpret_cast<uint32 const&>(l_1135);
const uint32 l_1137 = l_1136 ^ uint32(2147483648);
const float l_1138 = reinterpret_cast<float const&>(l_1137);
const uint32 l_1139 = reinterpret_cast<uint32 const&>(l_1138);
const uint32 l_1140 = l_1139 & uint32(2147483647);
const float l_1141 = reinterpret_cast<float const&>(l_1140);
const double l_1142 = double(l_1141);
l_mut_1073 = l_1142;
const bool l_1143 = l_1140 < uint32(8388608);
if (l_1143) {
const double l_1144 = double(l_1140);
const double l_1145 = l_1144 * double(1.401298464324817e-45);
l_mut_1073 = l_1145;
}
const uint64 l_1146 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1147 = l_1139 >> uint32(31);
const uint64 l_1148 = uint64(l_1147);
const uint64 l_1149 = l_1148 << uint64(63);
const uint64 l_1150 = l_1146 | l_1149;
const double l_1151 = reinterpret_cast<double const&>(l_1150);
const double l_1152 = l_1087 + l_1086;
const bool l_1153 = l_1152 <= l_1101;
l_mut_512 = l_1153;
const double l_1154 = l_1087 - l_1086;
const bool l_1155 = l_1154 > l_1101;
l_mut_509 = l_1155;
const double l_1156 = l_1088 - l_1086;
const bool l_1157 = l_1156 >= l_1101;
l_mut_506 = l_1157;
const double l_1158 = l_1088 + l_1086;
const bool l_1159 = l_1158 < l_1101;
l_mut_503 = l_1159;
if (l_379) {
const double l_1160 = l_1087 + l_1086;
const bool l_1161 = l_1160 < l_1123;
l_mut_512 = l_1161;
const double l_1162 = l_1087 - l_1086;
const bool l_1163 = l_1162 >= l_1123;
l_mut_509 = l_1163;
const double l_1164 = l_1088 - l_1086;
const bool l_1165 = l_1164 > l_1151;
l_mut_506 = l_1165;
const double l_1166 = l_1088 + l_1086;
const bool l_1167 = l_1166 <= l_1151;
l_mut_503 = l_1167;
}
l_mut_452 = uint32(2);
const bool l_1168 = l_mut_509 || l_mut_503;
if (l_1168) {
l_mut_452 = uint32(1);
} else {
const bool l_1169 = l_mut_512 && l_mut_506;
if (l_1169) {
l_mut_452 = uint32(0);
}
}
const uint32 l_1170 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1171 = l_1170 & uint32(2147483647);
const bool l_1172 = l_1171 == uint32(0);
if (l_1172) {
const double l_1173 = l_1087 + l_1086;
const bool l_1174 = l_1173 < double(1.1754943508222875e-38);
const double l_1175 = l_1088 - l_1086;
const bool l_1176 = l_1175 > double(-1.1754943508222875e-38);
const bool l_1177 = l_1174 && l_1176;
const double l_1178 = l_1087 - l_1086;
const bool l_1179 = l_1178 < double(1.1754943508222875e-38);
const double l_1180 = l_1088 + l_1086;
const bool l_1181 = l_1180 > double(-1.1754943508222875e-38);
const bool l_1182 = l_1179 && l_1181;
if (l_1177) {
l_mut_452 = uint32(0);
} else {
const bool l_1183 = l_mut_452 == uint32(1);
const bool l_1184 = l_1182 && l_1183;
if (l_1184) {
l_mut_452 = uint32(2);
}
}
}
l_mut_268 = l_mut_452;
}
} else {
const bool l_1185 = l_375 == uint32(8);
if (l_1185) {
const bool l_1186 = l_392 >= double(0.5);
const bool l_1187 = l_392 <= double(2.0);
const bool l_1188 = l_1186 && l_1187;
if (l_1188) {
const double l_1189 = l_381 * double(1.4551915228366852e-11);
const double l_1190 = l_395 + l_1189;
const double l_1191 = l_mut_151 - l_381;
const double l_1192 = l_mut_151 + l_381;
const uint32 l_1193 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1194 = l_1193 & uint32(2147483647);
const float l_1195 = reinterpret_cast<float const&>(l_1194);
const double l_1196 = double(l_1195);
l_mut_1073 = l_1196;
const bool l_1197 = l_1194 < uint32(8388608);
if (l_1197) {
const double l_1198 = double(l_1194);
const double l_1199 = l_1198 * double(1.401298464324817e-45);
l_mut_1073 = l_1199;
}
const uint64 l_1200 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1201 = l_1193 >> uint32(31);
const uint64 l_1202 = uint64(l_1201);
const uint64 l_1203 = l_1202 << uint64(63);
const uint64 l_1204 = l_1200 | l_1203;
const double l_1205 = reinterpret_cast<double const&>(l_1204);
const uint32 l_1206 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1207 = l_1206 + uint32(1);
l_mut_452 = l_1207;
const uint32 l_1208 = l_1206 & uint32(2147483647);
const bool l_1209 = l_1208 == uint32(0);
if (l_1209) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1210 = l_1206 & uint32(2147483648);
const bool l_1211 = l_1210 != uint32(0);
if (l_1211) {
const uint32 l_1212 = l_1206 - uint32(1);
l_mut_452 = l_1212;
} else {
const bool l_1213 = l_1206 == uint32(2139095040);
if (l_1213) {
l_mut_452 = l_1206;
}
}
}
const float l_1214 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1215 = reinterpret_cast<uint32 const&>(l_1214);
const uint32 l_1216 = l_1215 & uint32(2147483647);
const float l_1217 = reinterpret_cast<float const&>(l_1216);
const double l_1218 = double(l_1217);
l_mut_1073 = l_1218;
const bool l_1219 = l_1216 < uint32(8388608);
if (l_1219) {
const double l_1220 = double(l_1216);
const double l_1221 = l_1220 * double(1.401298464324817e-45);
l_mut_1073 = l_1221;
}
const uint64 l_1222 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1223 = l_1215 >> uint32(31);
const uint64 l_1224 = uint64(l_1223);
const uint64 l_1225 = l_1224 << uint64(63);
const uint64 l_1226 = l_1222 | l_1225;
const double l_1227 = reinterpret_cast<double const&>(l_1226);
const uint32 l_1228 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1229 = l_1228 ^ uint32(2147483648);
const float l_1230 = reinterpret_cast<float const&>(l_1229);
const uint32 l_1231 = reinterpret_cast<uint32 const&>(l_1230);
const uint32 l_1232 = l_1231 + uint32(1);
l_mut_452 = l_1232;
const uint32 l_1233 = l_1231 & uint32(2147483647);
const bool l_1234 = l_1233 == uint32(0);
if (l_1234) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1235 = l_1231 & uint32(2147483648);
const bool l_1236 = l_1235 != uint32(0);
if (l_1236) {
const uint32 l_1237 = l_1231 - uint32(1);
l_mut_452 = l_1237;
} else {
const bool l_1238 = l_1231 == uint32(2139095040);
if (l_1238) {
l_mut_452 = l_1231;
}
}
}
const float l_1239 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1240 = reinterpret_cast<uint32 const&>(l_1239);
const uint32 l_1241 = l_1240 ^ uint32(2147483648);
const float l_1242 = reinterpret_cast<float const&>(l_1241);
const uint32 l_1243 = reinterpret_cast<uint32 const&>(l_1242);
const uint32 l_1244 = l_1243 & uint32(2147483647);
const float l_1245 = reinterpret_cast<float const&>(l_1244);
const double l_1246 = double(l_1245);
l_mut_1073 = l_1246;
const bool l_1247 = l_1244 < uint32(8388608);
if (l_1247) {
const double l_1248 = double(l_1244);
const double l_1249 = l_1248 * double(1.401298464324817e-45);
l_mut_1073 = l_1249;
}
const uint64 l_1250 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1251 = l_1243 >> uint32(31);
const uint64 l_1252 = uint64(l_1251);
const uint64 l_1253 = l_1252 << uint64(63);
const uint64 l_1254 = l_1250 | l_1253;
const double l_1255 = reinterpret_cast<double const&>(l_1254);
const double l_1256 = l_1191 + l_1190;
const bool l_1257 = l_1256 <= l_1205;
l_mut_512 = l_1257;
const double l_1258 = l_1191 - l_1190;
const bool l_1259 = l_1258 > l_1205;
l_mut_509 = l_1259;
const double l_1260 = l_1192 - l_1190;
const bool l_1261 = l_1260 >= l_1205;
l_mut_506 = l_1261;
const double l_1262 = l_1192 + l_1190;
const bool l_1263 = l_1262 < l_1205;
l_mut_503 = l_1263;
if (l_379) {
const double l_1264 = l_1191 + l_1190;
const bool l_1265 = l_1264 < l_1227;
l_mut_512 = l_1265;
const double l_1266 = l_1191 - l_1190;
const bool l_1267 = l_1266 >= l_1227;
l_mut_509 = l_1267;
const double l_1268 = l_1192 - l_1190;
const bool l_1269 = l_1268 > l_1255;
l_mut_506 = l_1269;
const double l_1270 = l_1192 + l_1190;
const bool l_1271 = l_1270 <= l_1255;
l_mut_503 = l_1271;
}
l_mut_452 = uint32(2);
const bool l_1272 = l_mut_509 || l_mut_503;
if (l_1272) {
l_mut_452 = uint32(1);
} else {
const bool l_1273 = l_mut_512 && l_mut_506;
if (l_1273) {
l_mut_452 = uint32(0);
}
}
const uint32 l_1274 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1275 = l_1274 & uint32(2147483647);
const bool l_1276 = l_1275 == uint32(0);
if (l_1276) {
const double l_1277 = l_1191 + l_1190;
const bool l_1278 = l_1277 < double(1.1754943508222875e-38);
const double l_1279 = l_1192 - l_1190;
const bool l_1280 = l_1279 > double(-1.1754943508222875e-38);
const bool l_1281 = l_1278 && l_1280;
const double l_1282 = l_1191 - l_1190;
const bool l_1283 = l_1282 < double(1.1754943508222875e-38);
const double l_1284 = l_1192 + l_1190;
const bool l_1285 = l_1284 > double(-1.1754943508222875e-38);
const bool l_1286 = l_1283 && l_1285;
if (l_1281) {
l_mut_452 = uint32(0);
} else {
const bool l_1287 = l_mut_452 == uint32(1);
const bool l_1288 = l_1286 && l_1287;
if (l_1288) {
l_mut_452 = uint32(2);
}
}
}
l_mut_268 = l_mut_452;
} else {
const double l_1289 = abs(l_mut_151);
l_mut_1073 = double(1.401298464324817e-45);
const bool l_1290 = l_1289 >= double(1.1754943508222875e-38);
const bool l_1291 = l_1289 <= double(1.7976931348623157e308);
const bool l_1292 = l_1290 && l_1291;
if (l_1292) {
const uint64 l_1293 = reinterpret_cast<uint64 const&>(l_1289);
const uint64 l_1294 = l_1293 >> uint64(52);
const uint64 l_1295 = l_1294 - uint64(23);
const uint64 l_1296 = l_1295 << uint64(52);
const double l_1297 = reinterpret_cast<double const&>(l_1296);
l_mut_1073 = l_1297;
}
const double l_1298 = l_384 * l_mut_1073;
l_mut_452 = uint32(2);
const double l_1299 = l_mut_151 - l_395;
const double l_1300 = abs(l_1299);
l_mut_1073 = double(1.401298464324817e-45);
const bool l_1301 = l_1300 >= double(1.1754943508222875e-38);
const bool l_1302 = l_1300 <= double(1.7976931348623157e308);
const bool l_1303 = l_1301 && l_1302;
if (l_1303) {
const uint64 l_1304 = reinterpret_cast<uint64 const&>(l_1300);
const uint64 l_1305 = l_1304 >> uint64(52);
const uint64 l_1306 = l_1305 - uint64(23);
const uint64 l_1307 = l_1306 << uint64(52);
const double l_1308 = reinterpret_cast<double const&>(l_1307);
l_mut_1073 = l_1308;
}
const double l_1309 = l_mut_151 + l_395;
const double l_1310 = abs(l_1309);
l_mut_221 = double(1.401298464324817e-45);
const bool l_1311 = l_1310 >= double(1.1754943508222875e-38);
const bool l_1312 = l_1310 <= double(1.7976931348623157e308);
const bool l_1313 = l_1311 && l_1312;
if (l_1313) {
const uint64 l_1314 = reinterpret_cast<uint64 const&>(l_1310);
const uint64 l_1315 = l_1314 >> uint64(52);
const uint64 l_1316 = l_1315 - uint64(23);
const uint64 l_1317 = l_1316 << uint64(52);
const double l_1318 = reinterpret_cast<double const&>(l_1317);
l_mut_221 = l_1318;
}
const bool l_1319 = l_mut_1073 == l_mut_221;
if (l_1319) {
const double l_1320 = l_1298 * double(1.4551915228366852e-11);
const double l_1321 = l_395 + l_1320;
const double l_1322 = l_mut_151 - l_1298;
const double l_1323 = l_mut_151 + l_1298;
const uint32 l_1324 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1325 = l_1324 & uint32(2147483647);
const float l_1326 = reinterpret_cast<float const&>(l_1325);
const double l_1327 = double(l_1326);
l_mut_1073 = l_1327;
const bool l_1328 = l_1325 < uint32(8388608);
if (l_1328) {
const double l_1329 = double(l_1325);
const double l_1330 = l_1329 * double(1.401298464324817e-45);
l_mut_1073 = l_1330;
}
const uint64 l_1331 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1332 = l_1324 >> uint32(31);
const uint64 l_1333 = uint64(l_1332);
const uint64 l_1334 = l_1333 << uint64(63);
const uint64 l_1335 = l_1331 | l_1334;
const double l_1336 = reinterpret_cast<double const&>(l_1335);
const uint32 l_1337 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1338 = l_1337 + uint32(1);
l_mut_411 = l_1338;
const uint32 l_1339 = l_1337 & uint32(2147483647);
const bool l_1340 = l_1339 == uint32(0);
if (l_1340) {
l_mut_411 = uint32(1);
} else {
const uint32 l_1341 = l_1337 & uint32(2147483648);
const bool l_1342 = l_1341 != uint32(0);
if (l_1342) {
const uint32 l_1343 = l_1337 - uint32(1);
l_mut_411 = l_1343;
} else {
const bool l_1344 = l_1337 == uint32(2139095040);
if (l_1344) {
l_mut_411 = l_1337;
}
}
}
const float l_1345 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_1346 = reinterpret_cast<uint32 const&>(l_1345);
const uint32 l_1347 = l_1346 & uint32(2147483647);
const float l_1348 = reinterpret_cast<float const&>(l_1347);
const double l_1349 = double(l_1348);
l_mut_1073 = l_1349;
const bool l_1350 = l_1347 < uint32(8388608);
if (l_1350) {
const double l_1351 = double(l_1347);
const double l_1352 = l_1351 * double(1.401298464324817e-45);
l_mut_1073 = l_1352;
}
const uint64 l_1353 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1354 = l_1346 >> uint32(31);
const uint64 l_1355 = uint64(l_1354);
const uint64 l_1356 = l_1355 << uint64(63);
const uint64 l_1357 = l_1353 | l_1356;
const double l_1358 = reinterpret_cast<double const&>(l_1357);
const uint32 l_1359 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1360 = l_1359 ^ uint32(2147483648);
const float l_1361 = reinterpret_cast<float const&>(l_1360);
const uint32 l_1362 = reinterpret_cast<uint32 const&>(l_1361);
const uint32 l_1363 = l_1362 + uint32(1);
l_mut_411 = l_1363;
const uint32 l_1364 = l_1362 & uint32(2147483647);
const bool l_1365 = l_1364 == uint32(0);
if (l_1365) {
l_mut_411 = uint32(1);
} else {
const uint32 l_1366 = l_1362 & uint32(2147483648);
const bool l_1367 = l_1366 != uint32(0);
if (l_1367) {
const uint32 l_1368 = l_1362 - uint32(1);
l_mut_411 = l_1368;
} else {
const bool l_1369 = l_1362 == uint32(2139095040);
if (l_1369) {
l_mut_411 = l_1362;
}
}
}
const float l_1370 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1370);
const uint32 l_1372 = l_1371 ^ uint32(2147483648);
const float l_1373 = reinterpret_cast<float const&>(l_1372);
const uint32 l_1374 = reinterpret_cast<uint32 const&>(l_1373);
const uint32 l_1375 = l_1374 & uint32(2147483647);
const float l_1376 = reinterpret_cast<float const&>(l_1375);
const double l_1377 = double(l_1376);
l_mut_1073 = l_1377;
const bool l_1378 = l_1375 < uint32(8388608);
if (l_1378) {
const double l_1379 = double(l_1375);
const double l_1380 = l_1379 * double(1.401298464324817e-45);
l_mut_1073 = l_1380;
}
const uint64 l_1381 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1382 = l_1374 >> uint32(31);
const uint64 l_1383 = uint64(l_1382);
const uint64 l_1384 = l_1383 << uint64(63);
const uint64 l_1385 = l_1381 | l_1384;
const double l_1386 = reinterpret_cast<double const&>(l_1385);
const double l_1387 = l_1322 + l_1321;
const bool l_1388 = l_1387 <= l_1336;
l_mut_512 = l_1388;
const double l_1389 = l_1322 - l_1321;
const bool l_1390 = l_1389 > l_1336;
l_mut_509 = l_1390;
const double l_1391 = l_1323 - l_1321;
const bool l_1392 = l_1391 >= l_1336;
l_mut_506 = l_1392;
const double l_1393 = l_1323 + l_1321;
const bool l_1394 = l_1393 < l_1336;
l_mut_503 = l_1394;
if (l_379) {
const double l_1395 = l_1322 + l_1321;
const bool l_1396 = l_1395 < l_1358;
l_mut_512 = l_1396;
const double l_1397 = l_1322 - l_1321;
const bool l_1398 = l_1397 >= l_1358;
l_mut_509 = l_1398;
const double l_1399 = l_1323 - l_1321;
const bool l_1400 = l_1399 > l_1386;
l_mut_506 = l_1400;
const double l_1401 = l_1323 + l_1321;
const bool l_1402 = l_1401 <= l_1386;
l_mut_503 = l_1402;
}
l_mut_411 = uint32(2);
const bool l_1403 = l_mut_509 || l_mut_503;
if (l_1403) {
l_mut_411 = uint32(1);
} else {
const bool l_1404 = l_mut_512 && l_mut_506;
if (l_1404) {
l_mut_411 = uint32(0);
}
}
const uint32 l_1405 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1406 = l_1405 & uint32(2147483647);
const bool l_1407 = l_1406 == uint32(0);
if (l_1407) {
const double l_1408 = l_1322 + l_1321;
const bool l_1409 = l_1408 < double(1.1754943508222875e-38);
const double l_1410 = l_1323 - l_1321;
const bool l_1411 = l_1410 > double(-1.1754943508222875e-38);
const bool l_1412 = l_1409 && l_1411;
const double l_1413 = l_1322 - l_1321;
const bool l_1414 = l_1413 < double(1.1754943508222875e-38);
const double l_1415 = l_1323 + l_1321;
const bool l_1416 = l_1415 > double(-1.1754943508222875e-38);
const bool l_1417 = l_1414 && l_1416;
if (l_1412) {
l_mut_411 = uint32(0);
} else {
const bool l_1418 = l_mut_411 == uint32(1);
const bool l_1419 = l_1417 && l_1418;
if (l_1419) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
}
} else {
const bool l_1420 = l_375 == uint32(9);
if (l_1420) {
l_arr_1421[uint32(0)] = uint32(1);
const double l_1422 = sqrt(l_392);
const double l_1423 = double(1.0) / l_1422;
const double l_1424 = l_1423 * double(1.4551915228366852e-11);
const double l_1425 = abs(l_1423);
l_mut_1073 = double(1.401298464324817e-45);
const bool l_1426 = l_1425 >= double(1.1754943508222875e-38);
const bool l_1427 = l_1425 <= double(1.7976931348623157e308);
const bool l_1428 = l_1426 && l_1427;
if (l_1428) {
const uint64 l_1429 = reinterpret_cast<uint64 const&>(l_1425);
const uint64 l_1430 = l_1429 >> uint64(52);
const uint64 l_1431 = l_1430 - uint64(23);
const uint64 l_1432 = l_1431 << uint64(52);
const double l_1433 = reinterpret_cast<double const&>(l_1432);
l_mut_1073 = l_1433;
}
const double l_1434 = l_1423 - l_1424;
const double l_1435 = abs(l_1434);
l_mut_221 = double(1.401298464324817e-45);
const bool l_1436 = l_1435 >= double(1.1754943508222875e-38);
const bool l_1437 = l_1435 <= double(1.7976931348623157e308);
const bool l_1438 = l_1436 && l_1437;
if (l_1438) {
const uint64 l_1439 = reinterpret_cast<uint64 const&>(l_1435);
const uint64 l_1440 = l_1439 >> uint64(52);
const uint64 l_1441 = l_1440 - uint64(23);
const uint64 l_1442 = l_1441 << uint64(52);
const double l_1443 = reinterpret_cast<double const&>(l_1442);
l_mut_221 = l_1443;
}
const double l_1444 = l_1423 + l_1424;
const double l_1445 = abs(l_1444);
l_mut_166 = double(1.401298464324817e-45);
const bool l_1446 = l_1445 >= double(1.1754943508222875e-38);
const bool l_1447 = l_1445 <= double(1.7976931348623157e308);
const bool l_1448 = l_1446 && l_1447;
if (l_1448) {
const uint64 l_1449 = reinterpret_cast<uint64 const&>(l_1445);
const uint64 l_1450 = l_1449 >> uint64(52);
const uint64 l_1451 = l_1450 - uint64(23);
const uint64 l_1452 = l_1451 << uint64(52);
const double l_1453 = reinterpret_cast<double const&>(l_1452);
l_mut_166 = l_1453;
}
const bool l_1454 = l_mut_221 == l_mut_166;
const bool l_1455 = !l_1454;
if (l_1455) {
l_arr_1421[uint32(0)] = uint32(0);
}
const double l_1456 = l_381 * l_mut_1073;
const double l_1457 = l_1423 - l_1456;
l_mut_221 = l_1457;
if (l_379) {
const double l_1458 = l_1457 - l_1424;
const double l_1459 = l_1458 * double(7.1362384635298e44);
const double l_1460 = floor(l_1459);
const double l_1461 = l_1460 * double(1.401298464324817e-45);
l_mut_166 = l_1461;
const double l_1462 = abs(l_1458);
const bool l_1463 = l_1462 >= double(1.1754943508222875e-38);
if (l_1463) {
const float l_1464 = float(l_1458);
const double l_1465 = double(l_1464);
l_mut_166 = l_1465;
const bool l_1466 = l_mut_166 > l_1458;
if (l_1466) {
const uint32 l_1467 = reinterpret_cast<uint32 const&>(l_1464);
const uint32 l_1468 = l_1467 ^ uint32(2147483648);
const float l_1469 = reinterpret_cast<float const&>(l_1468);
const uint32 l_1470 = reinterpret_cast<uint32 const&>(l_1469);
const uint32 l_1471 = l_1470 + uint32(1);
l_mut_452 = l_1471;
const uint32 l_1472 = l_1470 & uint32(2147483647);
const bool l_1473 = l_1472 == uint32(0);
if (l_1473) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1474 = l_1470 & uint32(2147483648);
const bool l_1475 = l_1474 != uint32(0);
if (l_1475) {
const uint32 l_1476 = l_1470 - uint32(1);
l_mut_452 = l_1476;
} else {
const bool l_1477 = l_1470 == uint32(2139095040);
if (l_1477) {
l_mut_452 = l_1470;
}
}
}
const float l_1478 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1479 = reinterpret_cast<uint32 const&>(l_1478);
const uint32 l_1480 = l_1479 ^ uint32(2147483648);
const float l_1481 = reinterpret_cast<float const&>(l_1480);
const uint32 l_1482 = reinterpret_cast<uint32 const&>(l_1481);
const uint32 l_1483 = l_1482 & uint32(2147483647);
const float l_1484 = reinterpret_cast<float const&>(l_1483);
const double l_1485 = double(l_1484);
l_mut_1486 = l_1485;
const bool l_1487 = l_1483 < uint32(8388608);
if (l_1487) {
const double l_1488 = double(l_1483);
const double l_1489 = l_1488 * double(1.401298464324817e-45);
l_mut_1486 = l_1489;
}
const uint64 l_1490 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_1491 = l_1482 >> uint32(31);
const uint64 l_1492 = uint64(l_1491);
const uint64 l_1493 = l_1492 << uint64(63);
const uint64 l_1494 = l_1490 | l_1493;
const double l_1495 = reinterpret_cast<double const&>(l_1494);
l_mut_166 = l_1495;
} else {
const uint32 l_1496 = reinterpret_cast<uint32 const&>(l_1464);
const uint32 l_1497 = l_1496 + uint32(1);
l_mut_452 = l_1497;
const uint32 l_1498 = l_1496 & uint32(2147483647);
const bool l_1499 = l_1498 == uint32(0);
if (l_1499) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1500 = l_1496 & uint32(2147483648);
const bool l_1501 = l_1500 != uint32(0);
if (l_1501) {
const uint32 l_1502 = l_1496 - uint32(1);
l_mut_452 = l_1502;
} else {
const bool l_1503 = l_1496 == uint32(2139095040);
if (l_1503) {
l_mut_452 = l_1496;
}
}
}
const float l_1504 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1505 = reinterpret_cast<uint32 const&>(l_1504);
const uint32 l_1506 = l_1505 & uint32(2147483647);
const float l_1507 = reinterpret_cast<float const&>(l_1506);
const double l_1508 = double(l_1507);
l_mut_1486 = l_1508;
const bool l_1509 = l_1506 < uint32(8388608);
if (l_1509) {
const double l_1510 = double(l_1506);
const double l_1511 = l_1510 * double(1.401298464324817e-45);
l_mut_1486 = l_1511;
}
const uint64 l_1512 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_1513 = l_1505 >> uint32(31);
const uint64 l_1514 = uint64(l_1513);
const uint64 l_1515 = l_1514 << uint64(63);
const uint64 l_1516 = l_1512 | l_1515;
const double l_1517 = reinterpret_cast<double const&>(l_1516);
const bool l_1518 = l_1517 <= l_1458;
if (l_1518) {
const uint32 l_1519 = reinterpret_cast<uint32 const&>(l_1464);
const uint32 l_1520 = l_1519 + uint32(1);
l_mut_452 = l_1520;
const uint32 l_1521 = l_1519 & uint32(2147483647);
const bool l_1522 = l_1521 == uint32(0);
if (l_1522) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1523 = l_1519 & uint32(2147483648);
const bool l_1524 = l_1523 != uint32(0);
if (l_1524) {
const uint32 l_1525 = l_1519 - uint32(1);
l_mut_452 = l_1525;
} else {
const bool l_1526 = l_1519 == uint32(2139095040);
if (l_1526) {
l_mut_452 = l_1519;
}
}
}
const float l_1527 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1528 = reinterpret_cast<uint32 const&>(l_1527);
const uint32 l_1529 = l_1528 & uint32(2147483647);
const float l_1530 = reinterpret_cast<float const&>(l_1529);
const double l_1531 = double(l_1530);
l_mut_1486 = l_1531;
const bool l_1532 = l_1529 < uint32(8388608);
if (l_1532) {
const double l_1533 = double(l_1529);
const double l_1534 = l_1533 * double(1.401298464324817e-45);
l_mut_1486 = l_1534;
}
const uint64 l_1535 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_1536 = l_1528 >> uint32(31);
const uint64 l_1537 = uint64(l_1536);
const uint64 l_1538 = l_1537 << uint64(63);
const uint64 l_1539 = l_1535 | l_1538;
const double l_1540 = reinterpret_cast<double const&>(l_1539);
l_mut_166 = l_1540;
}
}
}
const double l_1541 = l_1457 + l_1424;
const double l_1542 = l_1541 * double(7.1362384635298e44);
const double l_1543 = floor(l_1542);
const double l_1544 = l_1543 * double(1.401298464324817e-45);
l_mut_1486 = l_1544;
const double l_1545 = abs(l_1541);
const bool l_1546 = l_1545 >= double(1.1754943508222875e-38);
if (l_1546) {
const float l_1547 = float(l_1541);
const double l_1548 = double(l_1547);
l_mut_1486 = l_1548;
const bool l_1549 = l_mut_1486 > l_1541;
if (l_1549) {
const uint32 l_1550 = reinterpret_cast<uint32 const&>(l_1547);
const uint32 l_1551 = l_1550 ^ uint32(2147483648);
const float l_1552 = reinterpret_cast<float const&>(l_1551);
const uint32 l_1553 = reinterpret_cast<uint32 const&>(l_1552);
const uint32 l_1554 = l_1553 + uint32(1);
l_mut_452 = l_1554;
const uint32 l_1555 = l_1553 & uint32(2147483647);
const bool l_1556 = l_1555 == uint32(0);
if (l_1556) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1557 = l_1553 & uint32(2147483648);
const bool l_1558 = l_1557 != uint32(0);
if (l_1558) {
const uint32 l_1559 = l_1553 - uint32(1);
l_mut_452 = l_1559;
} else {
const bool l_1560 = l_1553 == uint32(2139095040);
if (l_1560) {
l_mut_452 = l_1553;
}
}
}
const float l_1561 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1562 = reinterpret_cast<uint32 const&>(l_1561);
const uint32 l_1563 = l_1562 ^ uint32(2147483648);
const float l_1564 = reinterpret_cast<float const&>(l_1563);
const uint32 l_1565 = reinterpret_cast<uint32 const&>(l_1564);
const uint32 l_1566 = l_1565 & uint32(2147483647);
const float l_1567 = reinterpret_cast<float const&>(l_1566);
const double l_1568 = double(l_1567);
l_mut_1569 = l_1568;
const bool l_1570 = l_1566 < uint32(8388608);
if (l_1570) {
const double l_1571 = double(l_1566);
const double l_1572 = l_1571 * double(1.401298464324817e-45);
l_mut_1569 = l_1572;
}
const uint64 l_1573 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_1574 = l_1565 >> uint32(31);
const uint64 l_1575 = uint64(l_1574);
const uint64 l_1576 = l_1575 << uint64(63);
const uint64 l_1577 = l_1573 | l_1576;
const double l_1578 = reinterpret_cast<double const&>(l_1577);
l_mut_1486 = l_1578;
} else {
const uint32 l_1579 = reinterpret_cast<uint32 const&>(l_1547);
const uint32 l_1580 = l_1579 + uint32(1);
l_mut_452 = l_1580;
const uint32 l_1581 = l_1579 & uint32(2147483647);
const bool l_1582 = l_1581 == uint32(0);
if (l_1582) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1583 = l_1579 & uint32(2147483648);
const bool l_1584 = l_1583 != uint32(0);
if (l_1584) {
const uint32 l_1585 = l_1579 - uint32(1);
l_mut_452 = l_1585;
} else {
const bool l_1586 = l_1579 == uint32(2139095040);
if (l_1586) {
l_mut_452 = l_1579;
}
}
}
const float l_1587 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1588 = reinterpret_cast<uint32 const&>(l_1587);
const uint32 l_1589 = l_1588 & uint32(2147483647);
const float l_1590 = reinterpret_cast<float const&>(l_1589);
const double l_1591 = double(l_1590);
l_mut_1569 = l_1591;
const bool l_1592 = l_1589 < uint32(8388608);
if (l_1592) {
const double l_1593 = double(l_1589);
const double l_1594 = l_1593 * double(1.401298464324817e-45);
l_mut_1569 = l_1594;
}
const uint64 l_1595 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_1596 = l_1588 >> uint32(31);
const uint64 l_1597 = uint64(l_1596);
const uint64 l_1598 = l_1597 << uint64(63);
const uint64 l_1599 = l_1595 | l_1598;
const double l_1600 = reinterpret_cast<double const&>(l_1599);
const bool l_1601 = l_1600 <= l_1541;
if (l_1601) {
const uint32 l_1602 = reinterpret_cast<uint32 const&>(l_1547);
const uint32 l_1603 = l_1602 + uint32(1);
l_mut_452 = l_1603;
const uint32 l_1604 = l_1602 & uint32(2147483647);
const bool l_1605 = l_1604 == uint32(0);
if (l_1605) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1606 = l_1602 & uint32(2147483648);
const bool l_1607 = l_1606 != uint32(0);
if (l_1607) {
const uint32 l_1608 = l_1602 - uint32(1);
l_mut_452 = l_1608;
} else {
const bool l_1609 = l_1602 == uint32(2139095040);
if (l_1609) {
l_mut_452 = l_1602;
}
}
}
const float l_1610 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1611 = reinterpret_cast<uint32 const&>(l_1610);
const uint32 l_1612 = l_1611 & uint32(2147483647);
const float l_1613 = reinterpret_cast<float const&>(l_1612);
const double l_1614 = double(l_1613);
l_mut_1569 = l_1614;
const bool l_1615 = l_1612 < uint32(8388608);
if (l_1615) {
const double l_1616 = double(l_1612);
const double l_1617 = l_1616 * double(1.401298464324817e-45);
l_mut_1569 = l_1617;
}
const uint64 l_1618 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_1619 = l_1611 >> uint32(31);
const uint64 l_1620 = uint64(l_1619);
const uint64 l_1621 = l_1620 << uint64(63);
const uint64 l_1622 = l_1618 | l_1621;
const double l_1623 = reinterpret_cast<double const&>(l_1622);
l_mut_1486 = l_1623;
}
}
}
const bool l_1624 = l_mut_166 == l_mut_1486;
const bool l_1625 = !l_1624;
if (l_1625) {
l_arr_1421[uint32(0)] = uint32(0);
}
const double l_1626 = l_1457 * double(7.1362384635298e44);
const double l_1627 = floor(l_1626);
const double l_1628 = l_1627 * double(1.401298464324817e-45);
l_mut_1569 = l_1628;
const double l_1629 = abs(l_1457);
const bool l_1630 = l_1629 >= double(1.1754943508222875e-38);
if (l_1630) {
const float l_1631 = float(l_1457);
const double l_1632 = double(l_1631);
l_mut_1569 = l_1632;
const bool l_1633 = l_mut_1569 > l_1457;
if (l_1633) {
const uint32 l_1634 = reinterpret_cast<uint32 const&>(l_1631);
const uint32 l_1635 = l_1634 ^ uint32(2147483648);
const float l_1636 = reinterpret_cast<float const&>(l_1635);
const uint32 l_1637 = reinterpret_cast<uint32 const&>(l_1636);
const uint32 l_1638 = l_1637 + uint32(1);
l_mut_452 = l_1638;
const uint32 l_1639 = l_1637 & uint32(2147483647);
const bool l_1640 = l_1639 == uint32(0);
if (l_1640) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1641 = l_1637 & uint32(2147483648);
const bool l_1642 = l_1641 != uint32(0);
if (l_1642) {
const uint32 l_1643 = l_1637 - uint32(1);
l_mut_452 = l_1643;
} else {
const bool l_1644 = l_1637 == uint32(2139095040);
if (l_1644) {
l_mut_452 = l_1637;
}
}
}
const float l_1645 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1646 = reinterpret_cast<uint32 const&>(l_1645);
const uint32 l_1647 = l_1646 ^ uint32(2147483648);
const float l_1648 = reinterpret_cast<float const&>(l_1647);
const uint32 l_1649 = reinterpret_cast<uint32 const&>(l_1648);
const uint32 l_1650 = l_1649 & uint32(2147483647);
const float l_1651 = reinterpret_cast<float const&>(l_1650);
const double l_1652 = double(l_1651);
l_mut_1486 = l_1652;
const bool l_1653 = l_1650 < uint32(8388608);
if (l_1653) {
const double l_1654 = double(l_1650);
const double l_1655 = l_1654 * double(1.401298464324817e-45);
l_mut_1486 = l_1655;
}
const uint64 l_1656 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_1657 = l_1649 >> uint32(31);
const uint64 l_1658 = uint64(l_1657);
const uint64 l_1659 = l_1658 << uint64(63);
const uint64 l_1660 = l_1656 | l_1659;
const double l_1661 = reinterpret_cast<double const&>(l_1660);
l_mut_1569 = l_1661;
} else {
const uint32 l_1662 = reinterpret_cast<uint32 const&>(l_1631);
const uint32 l_1663 = l_1662 + uint32(1);
l_mut_452 = l_1663;
const uint32 l_1664 = l_1662 & uint32(2147483647);
const bool l_1665 = l_1664 == uint32(0);
if (l_1665) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1666 = l_1662 & uint32(2147483648);
const bool l_1667 = l_1666 != uint32(0);
if (l_1667) {
const uint32 l_1668 = l_1662 - uint32(1);
l_mut_452 = l_1668;
} else {
const bool l_1669 = l_1662 == uint32(2139095040);
if (l_1669) {
l_mut_452 = l_1662;
}
}
}
const float l_1670 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1671 = reinterpret_cast<uint32 const&>(l_1670);
const uint32 l_1672 = l_1671 & uint32(2147483647);
const float l_1673 = reinterpret_cast<float const&>(l_1672);
const double l_1674 = double(l_1673);
l_mut_1486 = l_1674;
const bool l_1675 = l_1672 < uint32(8388608);
if (l_1675) {
const double l_1676 = double(l_1672);
const double l_1677 = l_1676 * double(1.401298464324817e-45);
l_mut_1486 = l_1677;
}
const uint64 l_1678 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_1679 = l_1671 >> uint32(31);
const uint64 l_1680 = uint64(l_1679);
const uint64 l_1681 = l_1680 << uint64(63);
const uint64 l_1682 = l_1678 | l_1681;
const double l_1683 = reinterpret_cast<double const&>(l_1682);
const bool l_1684 = l_1683 <= l_1457;
if (l_1684) {
const uint32 l_1685 = reinterpret_cast<uint32 const&>(l_1631);
const uint32 l_1686 = l_1685 + uint32(1);
l_mut_452 = l_1686;
const uint32 l_1687 = l_1685 & uint32(2147483647);
const bool l_1688 = l_1687 == uint32(0);
if (l_1688) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1689 = l_1685 & uint32(2147483648);
const bool l_1690 = l_1689 != uint32(0);
if (l_1690) {
const uint32 l_1691 = l_1685 - uint32(1);
l_mut_452 = l_1691;
} else {
const bool l_1692 = l_1685 == uint32(2139095040);
if (l_1692) {
l_mut_452 = l_1685;
}
}
}
const float l_1693 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1694 = reinterpret_cast<uint32 const&>(l_1693);
const uint32 l_1695 = l_1694 & uint32(2147483647);
const float l_1696 = reinterpret_cast<float const&>(l_1695);
const double l_1697 = double(l_1696);
l_mut_1486 = l_1697;
const bool l_1698 = l_1695 < uint32(8388608);
if (l_1698) {
const double l_1699 = double(l_1695);
const double l_1700 = l_1699 * double(1.401298464324817e-45);
l_mut_1486 = l_1700;
}
const uint64 l_1701 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_1702 = l_1694 >> uint32(31);
const uint64 l_1703 = uint64(l_1702);
const uint64 l_1704 = l_1703 << uint64(63);
const uint64 l_1705 = l_1701 | l_1704;
const double l_1706 = reinterpret_cast<double const&>(l_1705);
l_mut_1569 = l_1706;
}
}
}
l_mut_221 = l_mut_1569;
}
const double l_1707 = l_381 * l_mut_1073;
const double l_1708 = l_1423 + l_1707;
l_mut_1569 = l_1708;
if (l_379) {
const double l_1709 = l_1708 - l_1424;
const double l_1710 = l_1709 * double(7.1362384635298e44);
const double l_1711 = floor(l_1710);
const double l_1712 = l_1711 * double(1.401298464324817e-45);
l_mut_1486 = l_1712;
const double l_1713 = abs(l_1709);
const bool l_1714 = l_1713 >= double(1.1754943508222875e-38);
if (l_1714) {
const float l_1715 = float(l_1709);
const double l_1716 = double(l_1715);
l_mut_1486 = l_1716;
const bool l_1717 = l_mut_1486 > l_1709;
if (l_1717) {
const uint32 l_1718 = reinterpret_cast<uint32 const&>(l_1715);
const uint32 l_1719 = l_1718 ^ uint32(2147483648);
const float l_1720 = reinterpret_cast<float const&>(l_1719);
const uint32 l_1721 = reinterpret_cast<uint32 const&>(l_1720);
const uint32 l_1722 = l_1721 + uint32(1);
l_mut_452 = l_1722;
const uint32 l_1723 = l_1721 & uint32(2147483647);
const bool l_1724 = l_1723 == uint32(0);
if (l_1724) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1725 = l_1721 & uint32(2147483648);
const bool l_1726 = l_1725 != uint32(0);
if (l_1726) {
const uint32 l_1727 = l_1721 - uint32(1);
l_mut_452 = l_1727;
} else {
const bool l_1728 = l_1721 == uint32(2139095040);
if (l_1728) {
l_mut_452 = l_1721;
}
}
}
const float l_1729 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1730 = reinterpret_cast<uint32 const&>(l_1729);
const uint32 l_1731 = l_1730 ^ uint32(2147483648);
const float l_1732 = reinterpret_cast<float const&>(l_1731);
const uint32 l_1733 = reinterpret_cast<uint32 const&>(l_1732);
const uint32 l_1734 = l_1733 & uint32(2147483647);
const float l_1735 = reinterpret_cast<float const&>(l_1734);
const double l_1736 = double(l_1735);
l_mut_1073 = l_1736;
const bool l_1737 = l_1734 < uint32(8388608);
if (l_1737) {
const double l_1738 = double(l_1734);
const double l_1739 = l_1738 * double(1.401298464324817e-45);
l_mut_1073 = l_1739;
}
const uint64 l_1740 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1741 = l_1733 >> uint32(31);
const uint64 l_1742 = uint64(l_1741);
const uint64 l_1743 = l_1742 << uint64(63);
const uint64 l_1744 = l_1740 | l_1743;
const double l_1745 = reinterpret_cast<double const&>(l_1744);
l_mut_1486 = l_1745;
} else {
const uint32 l_1746 = reinterpret_cast<uint32 const&>(l_1715);
const uint32 l_1747 = l_1746 + uint32(1);
l_mut_452 = l_1747;
const uint32 l_1748 = l_1746 & uint32(2147483647);
const bool l_1749 = l_1748 == uint32(0);
if (l_1749) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1750 = l_1746 & uint32(2147483648);
const bool l_1751 = l_1750 != uint32(0);
if (l_1751) {
const uint32 l_1752 = l_1746 - uint32(1);
l_mut_452 = l_1752;
} else {
const bool l_1753 = l_1746 == uint32(2139095040);
if (l_1753) {
l_mut_452 = l_1746;
}
}
}
const float l_1754 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1755 = reinterpret_cast<uint32 const&>(l_1754);
const uint32 l_1756 = l_1755 & uint32(2147483647);
const float l_1757 = reinterpret_cast<float const&>(l_1756);
const double l_1758 = double(l_1757);
l_mut_1073 = l_1758;
const bool l_1759 = l_1756 < uint32(8388608);
if (l_1759) {
const double l_1760 = double(l_1756);
const double l_1761 = l_1760 * double(1.401298464324817e-45);
l_mut_1073 = l_1761;
}
const uint64 l_1762 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1763 = l_1755 >> uint32(31);
const uint64 l_1764 = uint64(l_1763);
const uint64 l_1765 = l_1764 << uint64(63);
const uint64 l_1766 = l_1762 | l_1765;
const double l_1767 = reinterpret_cast<double const&>(l_1766);
const bool l_1768 = l_1767 <= l_1709;
if (l_1768) {
const uint32 l_1769 = reinterpret_cast<uint32 const&>(l_1715);
const uint32 l_1770 = l_1769 + uint32(1);
l_mut_452 = l_1770;
const uint32 l_1771 = l_1769 & uint32(2147483647);
const bool l_1772 = l_1771 == uint32(0);
if (l_1772) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1773 = l_1769 & uint32(2147483648);
const bool l_1774 = l_1773 != uint32(0);
if (l_1774) {
const uint32 l_1775 = l_1769 - uint32(1);
l_mut_452 = l_1775;
} else {
const bool l_1776 = l_1769 == uint32(2139095040);
if (l_1776) {
l_mut_452 = l_1769;
}
}
}
const float l_1777 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1778 = reinterpret_cast<uint32 const&>(l_1777);
const uint32 l_1779 = l_1778 & uint32(2147483647);
const float l_1780 = reinterpret_cast<float const&>(l_1779);
const double l_1781 = double(l_1780);
l_mut_1073 = l_1781;
const bool l_1782 = l_1779 < uint32(8388608);
if (l_1782) {
const double l_1783 = double(l_1779);
const double l_1784 = l_1783 * double(1.401298464324817e-45);
l_mut_1073 = l_1784;
}
const uint64 l_1785 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1786 = l_1778 >> uint32(31);
const uint64 l_1787 = uint64(l_1786);
const uint64 l_1788 = l_1787 << uint64(63);
const uint64 l_1789 = l_1785 | l_1788;
const double l_1790 = reinterpret_cast<double const&>(l_1789);
l_mut_1486 = l_1790;
}
}
}
const double l_1791 = l_1708 + l_1424;
const double l_1792 = l_1791 * double(7.1362384635298e44);
const double l_1793 = floor(l_1792);
const double l_1794 = l_1793 * double(1.401298464324817e-45);
l_mut_1073 = l_1794;
const double l_1795 = abs(l_1791);
const bool l_1796 = l_1795 >= double(1.1754943508222875e-38);
if (l_1796) {
const float l_1797 = float(l_1791);
const double l_1798 = double(l_1797);
l_mut_1073 = l_1798;
const bool l_1799 = l_mut_1073 > l_1791;
if (l_1799) {
const uint32 l_1800 = reinterpret_cast<uint32 const&>(l_1797);
const uint32 l_1801 = l_1800 ^ uint32(2147483648);
const float l_1802 = reinterpret_cast<float const&>(l_1801);
const uint32 l_1803 = reinterpret_cast<uint32 const&>(l_1802);
const uint32 l_1804 = l_1803 + uint32(1);
l_mut_452 = l_1804;
const uint32 l_1805 = l_1803 & uint32(2147483647);
const bool l_1806 = l_1805 == uint32(0);
if (l_1806) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1807 = l_1803 & uint32(2147483648);
const bool l_1808 = l_1807 != uint32(0);
if (l_1808) {
const uint32 l_1809 = l_1803 - uint32(1);
l_mut_452 = l_1809;
} else {
const bool l_1810 = l_1803 == uint32(2139095040);
if (l_1810) {
l_mut_452 = l_1803;
}
}
}
const float l_1811 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1812 = reinterpret_cast<uint32 const&>(l_1811);
const uint32 l_1813 = l_1812 ^ uint32(2147483648);
const float l_1814 = reinterpret_cast<float const&>(l_1813);
const uint32 l_1815 = reinterpret_cast<uint32 const&>(l_1814);
const uint32 l_1816 = l_1815 & uint32(2147483647);
const float l_1817 = reinterpret_cast<float const&>(l_1816);
const double l_1818 = double(l_1817);
l_mut_166 = l_1818;
const bool l_1819 = l_1816 < uint32(8388608);
if (l_1819) {
const double l_1820 = double(l_1816);
const double l_1821 = l_1820 * double(1.401298464324817e-45);
l_mut_166 = l_1821;
}
const uint64 l_1822 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_1823 = l_1815 >> uint32(31);
const uint64 l_1824 = uint64(l_1823);
const uint64 l_1825 = l_1824 << uint64(63);
const uint64 l_1826 = l_1822 | l_1825;
const double l_1827 = reinterpret_cast<double const&>(l_1826);
l_mut_1073 = l_1827;
} else {
const uint32 l_1828 = reinterpret_cast<uint32 const&>(l_1797);
const uint32 l_1829 = l_1828 + uint32(1);
l_mut_452 = l_1829;
const uint32 l_1830 = l_1828 & uint32(2147483647);
const bool l_1831 = l_1830 == uint32(0);
if (l_1831) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1832 = l_1828 & uint32(2147483648);
const bool l_1833 = l_1832 != uint32(0);
if (l_1833) {
const uint32 l_1834 = l_1828 - uint32(1);
l_mut_452 = l_1834;
} else {
const bool l_1835 = l_1828 == uint32(2139095040);
if (l_1835) {
l_mut_452 = l_1828;
}
}
}
const float l_1836 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1837 = reinterpret_cast<uint32 const&>(l_1836);
const uint32 l_1838 = l_1837 & uint32(2147483647);
const float l_1839 = reinterpret_cast<float const&>(l_1838);
const double l_1840 = double(l_1839);
l_mut_166 = l_1840;
const bool l_1841 = l_1838 < uint32(8388608);
if (l_1841) {
const double l_1842 = double(l_1838);
const double l_1843 = l_1842 * double(1.401298464324817e-45);
l_mut_166 = l_1843;
}
const uint64 l_1844 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_1845 = l_1837 >> uint32(31);
const uint64 l_1846 = uint64(l_1845);
const uint64 l_1847 = l_1846 << uint64(63);
const uint64 l_1848 = l_1844 | l_1847;
const double l_1849 = reinterpret_cast<double const&>(l_1848);
const bool l_1850 = l_1849 <= l_1791;
if (l_1850) {
const uint32 l_1851 = reinterpret_cast<uint32 const&>(l_1797);
const uint32 l_1852 = l_1851 + uint32(1);
l_mut_452 = l_1852;
const uint32 l_1853 = l_1851 & uint32(2147483647);
const bool l_1854 = l_1853 == uint32(0);
if (l_1854) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1855 = l_1851 & uint32(2147483648);
const bool l_1856 = l_1855 != uint32(0);
if (l_1856) {
const uint32 l_1857 = l_1851 - uint32(1);
l_mut_452 = l_1857;
} else {
const bool l_1858 = l_1851 == uint32(2139095040);
if (l_1858) {
l_mut_452 = l_1851;
}
}
}
const float l_1859 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1860 = reinterpret_cast<uint32 const&>(l_1859);
const uint32 l_1861 = l_1860 & uint32(2147483647);
const float l_1862 = reinterpret_cast<float const&>(l_1861);
const double l_1863 = double(l_1862);
l_mut_166 = l_1863;
const bool l_1864 = l_1861 < uint32(8388608);
if (l_1864) {
const double l_1865 = double(l_1861);
const double l_1866 = l_1865 * double(1.401298464324817e-45);
l_mut_166 = l_1866;
}
const uint64 l_1867 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_1868 = l_1860 >> uint32(31);
const uint64 l_1869 = uint64(l_1868);
const uint64 l_1870 = l_1869 << uint64(63);
const uint64 l_1871 = l_1867 | l_1870;
const double l_1872 = reinterpret_cast<double const&>(l_1871);
l_mut_1073 = l_1872;
}
}
}
const bool l_1873 = l_mut_1486 == l_mut_1073;
const bool l_1874 = !l_1873;
if (l_1874) {
l_arr_1421[uint32(0)] = uint32(0);
}
const double l_1875 = -l_1708;
const double l_1876 = l_1875 * double(7.1362384635298e44);
const double l_1877 = floor(l_1876);
const double l_1878 = l_1877 * double(1.401298464324817e-45);
l_mut_1486 = l_1878;
const double l_1879 = abs(l_1875);
const bool l_1880 = l_1879 >= double(1.1754943508222875e-38);
if (l_1880) {
const float l_1881 = float(l_1875);
const double l_1882 = double(l_1881);
l_mut_1486 = l_1882;
const bool l_1883 = l_mut_1486 > l_1875;
if (l_1883) {
const uint32 l_1884 = reinterpret_cast<uint32 const&>(l_1881);
const uint32 l_1885 = l_1884 ^ uint32(2147483648);
const float l_1886 = reinterpret_cast<float const&>(l_1885);
const uint32 l_1887 = reinterpret_cast<uint32 const&>(l_1886);
const uint32 l_1888 = l_1887 + uint32(1);
l_mut_452 = l_1888;
const uint32 l_1889 = l_1887 & uint32(2147483647);
const bool l_1890 = l_1889 == uint32(0);
if (l_1890) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1891 = l_1887 & uint32(2147483648);
const bool l_1892 = l_1891 != uint32(0);
if (l_1892) {
const uint32 l_1893 = l_1887 - uint32(1);
l_mut_452 = l_1893;
} else {
const bool l_1894 = l_1887 == uint32(2139095040);
if (l_1894) {
l_mut_452 = l_1887;
}
}
}
const float l_1895 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1896 = reinterpret_cast<uint32 const&>(l_1895);
const uint32 l_1897 = l_1896 ^ uint32(2147483648);
const float l_1898 = reinterpret_cast<float const&>(l_1897);
const uint32 l_1899 = reinterpret_cast<uint32 const&>(l_1898);
const uint32 l_1900 = l_1899 & uint32(2147483647);
const float l_1901 = reinterpret_cast<float const&>(l_1900);
const double l_1902 = double(l_1901);
l_mut_1073 = l_1902;
const bool l_1903 = l_1900 < uint32(8388608);
if (l_1903) {
const double l_1904 = double(l_1900);
const double l_1905 = l_1904 * double(1.401298464324817e-45);
l_mut_1073 = l_1905;
}
const uint64 l_1906 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1907 = l_1899 >> uint32(31);
const uint64 l_1908 = uint64(l_1907);
const uint64 l_1909 = l_1908 << uint64(63);
const uint64 l_1910 = l_1906 | l_1909;
const double l_1911 = reinterpret_cast<double const&>(l_1910);
l_mut_1486 = l_1911;
} else {
const uint32 l_1912 = reinterpret_cast<uint32 const&>(l_1881);
const uint32 l_1913 = l_1912 + uint32(1);
l_mut_452 = l_1913;
const uint32 l_1914 = l_1912 & uint32(2147483647);
const bool l_1915 = l_1914 == uint32(0);
if (l_1915) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1916 = l_1912 & uint32(2147483648);
const bool l_1917 = l_1916 != uint32(0);
if (l_1917) {
const uint32 l_1918 = l_1912 - uint32(1);
l_mut_452 = l_1918;
} else {
const bool l_1919 = l_1912 == uint32(2139095040);
if (l_1919) {
l_mut_452 = l_1912;
}
}
}
const float l_1920 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1921 = reinterpret_cast<uint32 const&>(l_1920);
const uint32 l_1922 = l_1921 & uint32(2147483647);
const float l_1923 = reinterpret_cast<float const&>(l_1922);
const double l_1924 = double(l_1923);
l_mut_1073 = l_1924;
const bool l_1925 = l_1922 < uint32(8388608);
if (l_1925) {
const double l_1926 = double(l_1922);
const double l_1927 = l_1926 * double(1.401298464324817e-45);
l_mut_1073 = l_1927;
}
const uint64 l_1928 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1929 = l_1921 >> uint32(31);
const uint64 l_1930 = uint64(l_1929);
const uint64 l_1931 = l_1930 << uint64(63);
const uint64 l_1932 = l_1928 | l_1931;
const double l_1933 = reinterpret_cast<double const&>(l_1932);
const bool l_1934 = l_1933 <= l_1875;
if (l_1934) {
const uint32 l_1935 = reinterpret_cast<uint32 const&>(l_1881);
const uint32 l_1936 = l_1935 + uint32(1);
l_mut_452 = l_1936;
const uint32 l_1937 = l_1935 & uint32(2147483647);
const bool l_1938 = l_1937 == uint32(0);
if (l_1938) {
l_mut_452 = uint32(1);
} else {
const uint32 l_1939 = l_1935 & uint32(2147483648);
const bool l_1940 = l_1939 != uint32(0);
if (l_1940) {
const uint32 l_1941 = l_1935 - uint32(1);
l_mut_452 = l_1941;
} else {
const bool l_1942 = l_1935 == uint32(2139095040);
if (l_1942) {
l_mut_452 = l_1935;
}
}
}
const float l_1943 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_1944 = reinterpret_cast<uint32 const&>(l_1943);
const uint32 l_1945 = l_1944 & uint32(2147483647);
const float l_1946 = reinterpret_cast<float const&>(l_1945);
const double l_1947 = double(l_1946);
l_mut_1073 = l_1947;
const bool l_1948 = l_1945 < uint32(8388608);
if (l_1948) {
const double l_1949 = double(l_1945);
const double l_1950 = l_1949 * double(1.401298464324817e-45);
l_mut_1073 = l_1950;
}
const uint64 l_1951 = reinterpret_cast<uint64 const&>(l_mut_1073);
const uint32 l_1952 = l_1944 >> uint32(31);
const uint64 l_1953 = uint64(l_1952);
const uint64 l_1954 = l_1953 << uint64(63);
const uint64 l_1955 = l_1951 | l_1954;
const double l_1956 = reinterpret_cast<double const&>(l_1955);
l_mut_1486 = l_1956;
}
}
}
const double l_1957 = -l_mut_1486;
l_mut_1569 = l_1957;
}
l_mut_452 = uint32(0);
const bool l_1958 = l_mut_221 <= double(0.0);
const bool l_1959 = l_mut_1569 >= double(0.0);
const bool l_1960 = l_1958 && l_1959;
const bool l_1961 = !l_1960;
if (l_1961) {
const double l_1962 = double(1.0) / l_mut_1569;
const double l_1963 = double(1.0) / l_mut_221;
const double l_1964 = abs(l_1962);
const double l_1965 = l_1964 * double(1.4551915228366852e-11);
const double l_1966 = abs(l_1963);
const double l_1967 = l_1966 * double(1.4551915228366852e-11);
const double l_1968 = l_1962 - l_1965;
const double l_1969 = abs(l_1968);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_1970 = l_1969 >= double(1.1754943508222875e-38);
const bool l_1971 = l_1969 <= double(1.7976931348623157e308);
const bool l_1972 = l_1970 && l_1971;
if (l_1972) {
const uint64 l_1973 = reinterpret_cast<uint64 const&>(l_1969);
const uint64 l_1974 = l_1973 >> uint64(52);
const uint64 l_1975 = l_1974 - uint64(23);
const uint64 l_1976 = l_1975 << uint64(52);
const double l_1977 = reinterpret_cast<double const&>(l_1976);
l_mut_1569 = l_1977;
}
const double l_1978 = l_1962 + l_1965;
const double l_1979 = abs(l_1978);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_1980 = l_1979 >= double(1.1754943508222875e-38);
const bool l_1981 = l_1979 <= double(1.7976931348623157e308);
const bool l_1982 = l_1980 && l_1981;
if (l_1982) {
const uint64 l_1983 = reinterpret_cast<uint64 const&>(l_1979);
const uint64 l_1984 = l_1983 >> uint64(52);
const uint64 l_1985 = l_1984 - uint64(23);
const uint64 l_1986 = l_1985 << uint64(52);
const double l_1987 = reinterpret_cast<double const&>(l_1986);
l_mut_1486 = l_1987;
}
const bool l_1988 = l_mut_1569 == l_mut_1486;
const bool l_1989 = !l_1988;
const double l_1990 = l_1963 - l_1967;
const double l_1991 = abs(l_1990);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_1992 = l_1991 >= double(1.1754943508222875e-38);
const bool l_1993 = l_1991 <= double(1.7976931348623157e308);
const bool l_1994 = l_1992 && l_1993;
if (l_1994) {
const uint64 l_1995 = reinterpret_cast<uint64 const&>(l_1991);
const uint64 l_1996 = l_1995 >> uint64(52);
const uint64 l_1997 = l_1996 - uint64(23);
const uint64 l_1998 = l_1997 << uint64(52);
const double l_1999 = reinterpret_cast<double const&>(l_1998);
l_mut_1569 = l_1999;
}
const double l_2000 = l_1963 + l_1967;
const double l_2001 = abs(l_2000);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_2002 = l_2001 >= double(1.1754943508222875e-38);
const bool l_2003 = l_2001 <= double(1.7976931348623157e308);
const bool l_2004 = l_2002 && l_2003;
if (l_2004) {
const uint64 l_2005 = reinterpret_cast<uint64 const&>(l_2001);
const uint64 l_2006 = l_2005 >> uint64(52);
const uint64 l_2007 = l_2006 - uint64(23);
const uint64 l_2008 = l_2007 << uint64(52);
const double l_2009 = reinterpret_cast<double const&>(l_2008);
l_mut_1486 = l_2009;
}
const bool l_2010 = l_mut_1569 == l_mut_1486;
const bool l_2011 = !l_2010;
const bool l_2012 = l_1989 || l_2011;
if (l_2012) {
l_arr_1421[uint32(0)] = uint32(0);
}
const double l_2013 = abs(l_1962);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_2014 = l_2013 >= double(1.1754943508222875e-38);
const bool l_2015 = l_2013 <= double(1.7976931348623157e308);
const bool l_2016 = l_2014 && l_2015;
if (l_2016) {
const uint64 l_2017 = reinterpret_cast<uint64 const&>(l_2013);
const uint64 l_2018 = l_2017 >> uint64(52);
const uint64 l_2019 = l_2018 - uint64(23);
const uint64 l_2020 = l_2019 << uint64(52);
const double l_2021 = reinterpret_cast<double const&>(l_2020);
l_mut_1569 = l_2021;
}
const double l_2022 = l_384 * l_mut_1569;
const double l_2023 = l_1962 - l_2022;
const double l_2024 = abs(l_1963);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_2025 = l_2024 >= double(1.1754943508222875e-38);
const bool l_2026 = l_2024 <= double(1.7976931348623157e308);
const bool l_2027 = l_2025 && l_2026;
if (l_2027) {
const uint64 l_2028 = reinterpret_cast<uint64 const&>(l_2024);
const uint64 l_2029 = l_2028 >> uint64(52);
const uint64 l_2030 = l_2029 - uint64(23);
const uint64 l_2031 = l_2030 << uint64(52);
const double l_2032 = reinterpret_cast<double const&>(l_2031);
l_mut_1569 = l_2032;
}
const double l_2033 = l_384 * l_mut_1569;
const double l_2034 = l_1963 + l_2033;
const uint32 l_2035 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2036 = l_2035 & uint32(2147483647);
const float l_2037 = reinterpret_cast<float const&>(l_2036);
const double l_2038 = double(l_2037);
l_mut_1569 = l_2038;
const bool l_2039 = l_2036 < uint32(8388608);
if (l_2039) {
const double l_2040 = double(l_2036);
const double l_2041 = l_2040 * double(1.401298464324817e-45);
l_mut_1569 = l_2041;
}
const uint64 l_2042 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2043 = l_2035 >> uint32(31);
const uint64 l_2044 = uint64(l_2043);
const uint64 l_2045 = l_2044 << uint64(63);
const uint64 l_2046 = l_2042 | l_2045;
const double l_2047 = reinterpret_cast<double const&>(l_2046);
const uint32 l_2048 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2049 = l_2048 + uint32(1);
l_mut_411 = l_2049;
const uint32 l_2050 = l_2048 & uint32(2147483647);
const bool l_2051 = l_2050 == uint32(0);
if (l_2051) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2052 = l_2048 & uint32(2147483648);
const bool l_2053 = l_2052 != uint32(0);
if (l_2053) {
const uint32 l_2054 = l_2048 - uint32(1);
l_mut_411 = l_2054;
} else {
const bool l_2055 = l_2048 == uint32(2139095040);
if (l_2055) {
l_mut_411 = l_2048;
}
}
}
const float l_2056 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2057 = reinterpret_cast<uint32 const&>(l_2056);
const uint32 l_2058 = l_2057 & uint32(2147483647);
const float l_2059 = reinterpret_cast<float const&>(l_2058);
const double l_2060 = double(l_2059);
l_mut_1569 = l_2060;
const bool l_2061 = l_2058 < uint32(8388608);
if (l_2061) {
const double l_2062 = double(l_2058);
const double l_2063 = l_2062 * double(1.401298464324817e-45);
l_mut_1569 = l_2063;
}
const uint64 l_2064 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2065 = l_2057 >> uint32(31);
const uint64 l_2066 = uint64(l_2065);
const uint64 l_2067 = l_2066 << uint64(63);
const uint64 l_2068 = l_2064 | l_2067;
const double l_2069 = reinterpret_cast<double const&>(l_2068);
const uint32 l_2070 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2071 = l_2070 ^ uint32(2147483648);
const float l_2072 = reinterpret_cast<float const&>(l_2071);
const uint32 l_2073 = reinterpret_cast<uint32 const&>(l_2072);
const uint32 l_2074 = l_2073 + uint32(1);
l_mut_411 = l_2074;
const uint32 l_2075 = l_2073 & uint32(2147483647);
const bool l_2076 = l_2075 == uint32(0);
if (l_2076) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2077 = l_2073 & uint32(2147483648);
const bool l_2078 = l_2077 != uint32(0);
if (l_2078) {
const uint32 l_2079 = l_2073 - uint32(1);
l_mut_411 = l_2079;
} else {
const bool l_2080 = l_2073 == uint32(2139095040);
if (l_2080) {
l_mut_411 = l_2073;
}
}
}
const float l_2081 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2082 = reinterpret_cast<uint32 const&>(l_2081);
const uint32 l_2083 = l_2082 ^ uint32(2147483648);
const float l_2084 = reinterpret_cast<float const&>(l_2083);
const uint32 l_2085 = reinterpret_cast<uint32 const&>(l_2084);
const uint32 l_2086 = l_2085 & uint32(2147483647);
const float l_2087 = reinterpret_cast<float const&>(l_2086);
const double l_2088 = double(l_2087);
l_mut_1569 = l_2088;
const bool l_2089 = l_2086 < uint32(8388608);
if (l_2089) {
const double l_2090 = double(l_2086);
const double l_2091 = l_2090 * double(1.401298464324817e-45);
l_mut_1569 = l_2091;
}
const uint64 l_2092 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2093 = l_2085 >> uint32(31);
const uint64 l_2094 = uint64(l_2093);
const uint64 l_2095 = l_2094 << uint64(63);
const uint64 l_2096 = l_2092 | l_2095;
const double l_2097 = reinterpret_cast<double const&>(l_2096);
const double l_2098 = l_2023 + l_1965;
const bool l_2099 = l_2098 <= l_2047;
l_mut_512 = l_2099;
const double l_2100 = l_2023 - l_1965;
const bool l_2101 = l_2100 > l_2047;
l_mut_509 = l_2101;
const double l_2102 = l_2034 - l_1967;
const bool l_2103 = l_2102 >= l_2047;
l_mut_506 = l_2103;
const double l_2104 = l_2034 + l_1967;
const bool l_2105 = l_2104 < l_2047;
l_mut_503 = l_2105;
if (l_379) {
const double l_2106 = l_2023 + l_1965;
const bool l_2107 = l_2106 < l_2069;
l_mut_512 = l_2107;
const double l_2108 = l_2023 - l_1965;
const bool l_2109 = l_2108 >= l_2069;
l_mut_509 = l_2109;
const double l_2110 = l_2034 - l_1967;
const bool l_2111 = l_2110 > l_2097;
l_mut_506 = l_2111;
const double l_2112 = l_2034 + l_1967;
const bool l_2113 = l_2112 <= l_2097;
l_mut_503 = l_2113;
}
l_mut_411 = uint32(2);
const bool l_2114 = l_mut_509 || l_mut_503;
if (l_2114) {
l_mut_411 = uint32(1);
} else {
const bool l_2115 = l_mut_512 && l_mut_506;
if (l_2115) {
l_mut_411 = uint32(0);
}
}
const uint32 l_2116 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2117 = l_2116 & uint32(2147483647);
const bool l_2118 = l_2117 == uint32(0);
if (l_2118) {
const double l_2119 = l_2023 + l_1965;
const bool l_2120 = l_2119 < double(1.1754943508222875e-38);
const double l_2121 = l_2034 - l_1967;
const bool l_2122 = l_2121 > double(-1.1754943508222875e-38);
const bool l_2123 = l_2120 && l_2122;
const double l_2124 = l_2023 - l_1965;
const bool l_2125 = l_2124 < double(1.1754943508222875e-38);
const double l_2126 = l_2034 + l_1967;
const bool l_2127 = l_2126 > double(-1.1754943508222875e-38);
const bool l_2128 = l_2125 && l_2127;
if (l_2123) {
l_mut_411 = uint32(0);
} else {
const bool l_2129 = l_mut_411 == uint32(1);
const bool l_2130 = l_2128 && l_2129;
if (l_2130) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
const uint32 l_2131 = l_arr_1421[uint32(0)];
const bool l_2132 = l_2131 == uint32(0);
if (l_2132) {
l_mut_452 = uint32(2);
}
l_mut_268 = l_mut_452;
} else {
const bool l_2133 = l_375 == uint32(10);
if (l_2133) {
const double l_2134 = sqrt(l_392);
const double l_2135 = double(1.0) / l_2134;
const double l_2136 = l_2135 * double(1.4551915228366852e-11);
const double l_2137 = abs(l_2135);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_2138 = l_2137 >= double(1.1754943508222875e-38);
const bool l_2139 = l_2137 <= double(1.7976931348623157e308);
const bool l_2140 = l_2138 && l_2139;
if (l_2140) {
const uint64 l_2141 = reinterpret_cast<uint64 const&>(l_2137);
const uint64 l_2142 = l_2141 >> uint64(52);
const uint64 l_2143 = l_2142 - uint64(23);
const uint64 l_2144 = l_2143 << uint64(52);
const double l_2145 = reinterpret_cast<double const&>(l_2144);
l_mut_1569 = l_2145;
}
const double l_2146 = l_381 * l_mut_1569;
const double l_2147 = l_2135 - l_2146;
const double l_2148 = l_392 * l_2147;
const double l_2149 = l_381 * l_mut_1569;
const double l_2150 = l_2135 + l_2149;
const double l_2151 = l_392 * l_2150;
l_mut_452 = uint32(2);
const double l_2152 = l_2135 - l_2136;
const double l_2153 = abs(l_2152);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_2154 = l_2153 >= double(1.1754943508222875e-38);
const bool l_2155 = l_2153 <= double(1.7976931348623157e308);
const bool l_2156 = l_2154 && l_2155;
if (l_2156) {
const uint64 l_2157 = reinterpret_cast<uint64 const&>(l_2153);
const uint64 l_2158 = l_2157 >> uint64(52);
const uint64 l_2159 = l_2158 - uint64(23);
const uint64 l_2160 = l_2159 << uint64(52);
const double l_2161 = reinterpret_cast<double const&>(l_2160);
l_mut_1569 = l_2161;
}
const double l_2162 = l_2135 + l_2136;
const double l_2163 = abs(l_2162);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_2164 = l_2163 >= double(1.1754943508222875e-38);
const bool l_2165 = l_2163 <= double(1.7976931348623157e308);
const bool l_2166 = l_2164 && l_2165;
if (l_2166) {
const uint64 l_2167 = reinterpret_cast<uint64 const&>(l_2163);
const uint64 l_2168 = l_2167 >> uint64(52);
const uint64 l_2169 = l_2168 - uint64(23);
const uint64 l_2170 = l_2169 << uint64(52);
const double l_2171 = reinterpret_cast<double const&>(l_2170);
l_mut_1486 = l_2171;
}
const bool l_2172 = l_mut_1569 == l_mut_1486;
if (l_2172) {
const double l_2173 = abs(l_2148);
const double l_2174 = l_2173 * double(1.4551915228366852e-11);
const double l_2175 = abs(l_2151);
const double l_2176 = l_2175 * double(1.4551915228366852e-11);
const uint32 l_2177 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2178 = l_2177 & uint32(2147483647);
const float l_2179 = reinterpret_cast<float const&>(l_2178);
const double l_2180 = double(l_2179);
l_mut_1569 = l_2180;
const bool l_2181 = l_2178 < uint32(8388608);
if (l_2181) {
const double l_2182 = double(l_2178);
const double l_2183 = l_2182 * double(1.401298464324817e-45);
l_mut_1569 = l_2183;
}
const uint64 l_2184 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2185 = l_2177 >> uint32(31);
const uint64 l_2186 = uint64(l_2185);
const uint64 l_2187 = l_2186 << uint64(63);
const uint64 l_2188 = l_2184 | l_2187;
const double l_2189 = reinterpret_cast<double const&>(l_2188);
const uint32 l_2190 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2191 = l_2190 + uint32(1);
l_mut_411 = l_2191;
const uint32 l_2192 = l_2190 & uint32(2147483647);
const bool l_2193 = l_2192 == uint32(0);
if (l_2193) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2194 = l_2190 & uint32(2147483648);
const bool l_2195 = l_2194 != uint32(0);
if (l_2195) {
const uint32 l_2196 = l_2190 - uint32(1);
l_mut_411 = l_2196;
} else {
const bool l_2197 = l_2190 == uint32(2139095040);
if (l_2197) {
l_mut_411 = l_2190;
}
}
}
const float l_2198 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2199 = reinterpret_cast<uint32 const&>(l_2198);
const uint32 l_2200 = l_2199 & uint32(2147483647);
const float l_2201 = reinterpret_cast<float const&>(l_2200);
const double l_2202 = double(l_2201);
l_mut_1569 = l_2202;
const bool l_2203 = l_2200 < uint32(8388608);
if (l_2203) {
const double l_2204 = double(l_2200);
const double l_2205 = l_2204 * double(1.401298464324817e-45);
l_mut_1569 = l_2205;
}
const uint64 l_2206 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2207 = l_2199 >> uint32(31);
const uint64 l_2208 = uint64(l_2207);
const uint64 l_2209 = l_2208 << uint64(63);
const uint64 l_2210 = l_2206 | l_2209;
const double l_2211 = reinterpret_cast<double const&>(l_2210);
const uint32 l_2212 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2213 = l_2212 ^ uint32(2147483648);
const float l_2214 = reinterpret_cast<float const&>(l_2213);
const uint32 l_2215 = reinterpret_cast<uint32 const&>(l_2214);
const uint32 l_2216 = l_2215 + uint32(1);
l_mut_411 = l_2216;
const uint32 l_2217 = l_2215 & uint32(2147483647);
const bool l_2218 = l_2217 == uint32(0);
if (l_2218) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2219 = l_2215 & uint32(2147483648);
const bool l_2220 = l_2219 != uint32(0);
if (l_2220) {
const uint32 l_2221 = l_2215 - uint32(1);
l_mut_411 = l_2221;
} else {
const bool l_2222 = l_2215 == uint32(2139095040);
if (l_2222) {
l_mut_411 = l_2215;
}
}
}
const float l_2223 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2224 = reinterpret_cast<uint32 const&>(l_2223);
const uint32 l_2225 = l_2224 ^ uint32(2147483648);
const float l_2226 = reinterpret_cast<float const&>(l_2225);
const uint32 l_2227 = reinterpret_cast<uint32 const&>(l_2226);
const uint32 l_2228 = l_2227 & uint32(2147483647);
const float l_2229 = reinterpret_cast<float const&>(l_2228);
const double l_2230 = double(l_2229);
l_mut_1569 = l_2230;
const bool l_2231 = l_2228 < uint32(8388608);
if (l_2231) {
const double l_2232 = double(l_2228);
const double l_2233 = l_2232 * double(1.401298464324817e-45);
l_mut_1569 = l_2233;
}
const uint64 l_2234 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2235 = l_2227 >> uint32(31);
const uint64 l_2236 = uint64(l_2235);
const uint64 l_2237 = l_2236 << uint64(63);
const uint64 l_2238 = l_2234 | l_2237;
const double l_2239 = reinterpret_cast<double const&>(l_2238);
const double l_2240 = l_2148 + l_2174;
const bool l_2241 = l_2240 <= l_2189;
l_mut_512 = l_2241;
const double l_2242 = l_2148 - l_2174;
const bool l_2243 = l_2242 > l_2189;
l_mut_509 = l_2243;
const double l_2244 = l_2151 - l_2176;
const bool l_2245 = l_2244 >= l_2189;
l_mut_506 = l_2245;
const double l_2246 = l_2151 + l_2176;
const bool l_2247 = l_2246 < l_2189;
l_mut_503 = l_2247;
const double l_2248 = l_2148 + l_2174;
const bool l_2249 = l_2248 < l_2211;
l_mut_512 = l_2249;
const double l_2250 = l_2148 - l_2174;
const bool l_2251 = l_2250 >= l_2211;
l_mut_509 = l_2251;
const double l_2252 = l_2151 - l_2176;
const bool l_2253 = l_2252 > l_2239;
l_mut_506 = l_2253;
const double l_2254 = l_2151 + l_2176;
const bool l_2255 = l_2254 <= l_2239;
l_mut_503 = l_2255;
l_mut_411 = uint32(2);
const bool l_2256 = l_mut_509 || l_mut_503;
if (l_2256) {
l_mut_411 = uint32(1);
} else {
const bool l_2257 = l_mut_512 && l_mut_506;
if (l_2257) {
l_mut_411 = uint32(0);
}
}
const uint32 l_2258 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2259 = l_2258 & uint32(2147483647);
const bool l_2260 = l_2259 == uint32(0);
if (l_2260) {
const double l_2261 = l_2148 + l_2174;
const bool l_2262 = l_2261 < double(1.1754943508222875e-38);
const double l_2263 = l_2151 - l_2176;
const bool l_2264 = l_2263 > double(-1.1754943508222875e-38);
const bool l_2265 = l_2262 && l_2264;
const double l_2266 = l_2148 - l_2174;
const bool l_2267 = l_2266 < double(1.1754943508222875e-38);
const double l_2268 = l_2151 + l_2176;
const bool l_2269 = l_2268 > double(-1.1754943508222875e-38);
const bool l_2270 = l_2267 && l_2269;
if (l_2265) {
l_mut_411 = uint32(0);
} else {
const bool l_2271 = l_mut_411 == uint32(1);
const bool l_2272 = l_2270 && l_2271;
if (l_2272) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
} else {
const bool l_2273 = l_375 == uint32(11);
const bool l_2274 = l_375 == uint32(12);
const bool l_2275 = l_2273 || l_2274;
if (l_2275) {
l_mut_268 = uint32(0);
const bool l_2276 = l_393 <= l_387;
const bool l_2277 = l_375 == uint32(11);
const bool l_2278 = l_2276 && l_2277;
if (l_2278) {
const float l_2279 = float(l_392);
const uint32 l_2280 = reinterpret_cast<uint32 const&>(l_2279);
const uint32 l_2281 = l_2280 & uint32(2147483647);
const float l_2282 = reinterpret_cast<float const&>(l_2281);
const double l_2283 = double(l_2282);
l_mut_1569 = l_2283;
const bool l_2284 = l_2281 < uint32(8388608);
if (l_2284) {
const double l_2285 = double(l_2281);
const double l_2286 = l_2285 * double(1.401298464324817e-45);
l_mut_1569 = l_2286;
}
const uint64 l_2287 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_2288 = l_2280 >> uint32(31);
const uint64 l_2289 = uint64(l_2288);
const uint64 l_2290 = l_2289 << uint64(63);
const uint64 l_2291 = l_2287 | l_2290;
const double l_2292 = reinterpret_cast<double const&>(l_2291);
const double l_2293 = abs(l_2292);
l_mut_1569 = l_2293;
l_mut_452 = uint32(0);
const bool l_2294 = l_2293 >= double(0.785);
if (l_2294) {
const double l_2295 = l_2293 * double(0.6366197723675814);
const double l_2296 = l_2295 + double(0.5);
const double l_2297 = floor(l_2296);
const double l_2298 = l_2297 * double(1.570796325802803);
const double l_2299 = l_2293 - l_2298;
const double l_2300 = l_2299 * l_20;
const double l_2301 = l_2297 * double(9.920935796805404e-10);
const double l_2302 = l_2300 - l_2301;
l_mut_1569 = l_2302;
const uint32 l_2303 = uint32(l_2297);
l_mut_452 = l_2303;
}
const uint32 l_2304 = reinterpret_cast<uint32 const&>(l_2279);
const bool l_2305 = l_2304 >= uint32(2147483648);
const double l_2306 = l_mut_1569 * l_mut_1569;
const double l_2307 = l_2306 * double(1.9572941063391263e-20);
const double l_2308 = double(8.22063524662433e-18) - l_2307;
l_mut_1486 = l_2308;
const double l_2309 = l_mut_1486 * l_2306;
const double l_2310 = l_2309 - double(2.8114572543455206e-15);
l_mut_1486 = l_2310;
const double l_2311 = l_mut_1486 * l_2306;
const double l_2312 = l_2311 + double(7.647163731819816e-13);
l_mut_1486 = l_2312;
const double l_2313 = l_mut_1486 * l_2306;
const double l_2314 = l_2313 - double(1.6059043836821613e-10);
l_mut_1486 = l_2314;
const double l_2315 = l_mut_1486 * l_2306;
const double l_2316 = l_2315 + double(2.505210838544172e-8);
l_mut_1486 = l_2316;
const double l_2317 = l_mut_1486 * l_2306;
const double l_2318 = l_2317 - double(2.7557319223985893e-6);
l_mut_1486 = l_2318;
const double l_2319 = l_mut_1486 * l_2306;
const double l_2320 = l_2319 + double(0.0001984126984126984);
l_mut_1486 = l_2320;
const double l_2321 = l_mut_1486 * l_2306;
const double l_2322 = l_2321 - double(0.008333333333333333);
l_mut_1486 = l_2322;
const double l_2323 = l_mut_1486 * l_2306;
const double l_2324 = l_2323 + double(0.16666666666666666);
l_mut_1486 = l_2324;
const double l_2325 = double(0.5) * l_2306;
const double l_2326 = double(1.0) - l_2325;
const double l_2327 = double(0.0) * l_2326;
const double l_2328 = l_mut_1569 * l_2306;
const double l_2329 = l_2328 * l_mut_1486;
const double l_2330 = l_2327 - l_2329;
const double l_2331 = l_mut_1569 + l_2330;
const double l_2332 = l_mut_1569 * l_mut_1569;
const double l_2333 = l_2332 * double(4.110317623312165e-19);
const double l_2334 = l_2333 - double(1.5619206968586225e-16);
l_mut_1486 = l_2334;
const double l_2335 = l_mut_1486 * l_2332;
const double l_2336 = l_2335 + double(4.779477332387385e-14);
l_mut_1486 = l_2336;
const double l_2337 = l_mut_1486 * l_2332;
const double l_2338 = l_2337 - double(1.1470745597729725e-11);
l_mut_1486 = l_2338;
const double l_2339 = l_mut_1486 * l_2332;
const double l_2340 = l_2339 + double(2.08767569878681e-9);
l_mut_1486 = l_2340;
const double l_2341 = l_mut_1486 * l_2332;
const double l_2342 = l_2341 - double(2.755731922398589e-7);
l_mut_1486 = l_2342;
const double l_2343 = l_mut_1486 * l_2332;
const double l_2344 = l_2343 + double(2.48015873015873e-5);
l_mut_1486 = l_2344;
const double l_2345 = l_mut_1486 * l_2332;
const double l_2346 = l_2345 - double(0.001388888888888889);
l_mut_1486 = l_2346;
const double l_2347 = l_mut_1486 * l_2332;
const double l_2348 = l_2347 + double(0.041666666666666664);
l_mut_1486 = l_2348;
const double l_2349 = double(0.5) * l_2332;
const double l_2350 = double(1.0) - l_2349;
const double l_2351 = l_2332 * l_2332;
const double l_2352 = l_2351 * l_mut_1486;
const double l_2353 = double(0.0) * l_mut_1569;
const double l_2354 = l_2352 - l_2353;
const double l_2355 = l_2350 + l_2354;
const uint32 l_2356 = l_mut_452 & uint32(1);
const bool l_2357 = l_2356 == uint32(1);
l_mut_1569 = l_2331;
const uint32 l_2358 = l_mut_452 & uint32(2);
const bool l_2359 = l_2358 != uint32(0);
l_mut_512 = l_2359;
const bool l_2360 = uint32(6) == uint32(6);
if (l_2360) {
if (l_2357) {
l_mut_1569 = l_2355;
}
} else {
const bool l_2361 = uint32(6) == uint32(7);
if (l_2361) {
l_mut_1569 = l_2355;
if (l_2357) {
l_mut_1569 = l_2331;
}
const uint32 l_2362 = l_mut_452 + uint32(1);
const uint32 l_2363 = l_2362 & uint32(2);
const bool l_2364 = l_2363 != uint32(0);
l_mut_512 = l_2364;
} else {
const double l_2365 = l_2331 / l_2355;
l_mut_1569 = l_2365;
if (l_2357) {
const double l_2366 = l_2355 / l_2331;
l_mut_1569 = l_2366;
}
l_mut_512 = l_2357;
}
}
const bool l_2367 = uint32(6) != uint32(7);
const bool l_2368 = l_2367 && l_2305;
if (l_2368) {
const bool l_2369 = !l_mut_512;
l_mut_512 = l_2369;
}
if (l_mut_512) {
const double l_2370 = -l_mut_1569;
l_mut_1569 = l_2370;
}
const float l_2371 = float(l_392);
const uint32 l_2372 = reinterpret_cast<uint32 const&>(l_2371);
const uint32 l_2373 = l_2372 & uint32(2147483647);
const float l_2374 = reinterpret_cast<float const&>(l_2373);
const double l_2375 = double(l_2374);
l_mut_1486 = l_2375;
const bool l_2376 = l_2373 < uint32(8388608);
if (l_2376) {
const double l_2377 = double(l_2373);
const double l_2378 = l_2377 * double(1.401298464324817e-45);
l_mut_1486 = l_2378;
}
const uint64 l_2379 = reinterpret_cast<uint64 const&>(l_mut_1486);
const uint32 l_2380 = l_2372 >> uint32(31);
const uint64 l_2381 = uint64(l_2380);
const uint64 l_2382 = l_2381 << uint64(63);
const uint64 l_2383 = l_2379 | l_2382;
const double l_2384 = reinterpret_cast<double const&>(l_2383);
const double l_2385 = abs(l_2384);
l_mut_1486 = l_2385;
l_mut_452 = uint32(0);
const bool l_2386 = l_2385 >= double(0.785);
if (l_2386) {
const double l_2387 = l_2385 * double(0.6366197723675814);
const double l_2388 = l_2387 + double(0.5);
const double l_2389 = floor(l_2388);
const double l_2390 = l_2389 * double(1.570796325802803);
const double l_2391 = l_2385 - l_2390;
const double l_2392 = l_2391 * l_20;
const double l_2393 = l_2389 * double(9.920935796805404e-10);
const double l_2394 = l_2392 - l_2393;
l_mut_1486 = l_2394;
const uint32 l_2395 = uint32(l_2389);
l_mut_452 = l_2395;
}
const uint32 l_2396 = reinterpret_cast<uint32 const&>(l_2371);
const bool l_2397 = l_2396 >= uint32(2147483648);
const double l_2398 = l_mut_1486 * l_mut_1486;
const double l_2399 = l_2398 * double(1.9572941063391263e-20);
const double l_2400 = double(8.22063524662433e-18) - l_2399;
l_mut_1073 = l_2400;
const double l_2401 = l_mut_1073 * l_2398;
const double l_2402 = l_2401 - double(2.8114572543455206e-15);
l_mut_1073 = l_2402;
const double l_2403 = l_mut_1073 * l_2398;
const double l_2404 = l_2403 + double(7.647163731819816e-13);
l_mut_1073 = l_2404;
const double l_2405 = l_mut_1073 * l_2398;
const double l_2406 = l_2405 - double(1.6059043836821613e-10);
l_mut_1073 = l_2406;
const double l_2407 = l_mut_1073 * l_2398;
const double l_2408 = l_2407 + double(2.505210838544172e-8);
l_mut_1073 = l_2408;
const double l_2409 = l_mut_1073 * l_2398;
const double l_2410 = l_2409 - double(2.7557319223985893e-6);
l_mut_1073 = l_2410;
const double l_2411 = l_mut_1073 * l_2398;
const double l_2412 = l_2411 + double(0.0001984126984126984);
l_mut_1073 = l_2412;
const double l_2413 = l_mut_1073 * l_2398;
const double l_2414 = l_2413 - double(0.008333333333333333);
l_mut_1073 = l_2414;
const double l_2415 = l_mut_1073 * l_2398;
const double l_2416 = l_2415 + double(0.16666666666666666);
l_mut_1073 = l_2416;
const double l_2417 = double(0.5) * l_2398;
const double l_2418 = double(1.0) - l_2417;
const double l_2419 = double(0.0) * l_2418;
const double l_2420 = l_mut_1486 * l_2398;
const double l_2421 = l_2420 * l_mut_1073;
const double l_2422 = l_2419 - l_2421;
const double l_2423 = l_mut_1486 + l_2422;
const double l_2424 = l_mut_1486 * l_mut_1486;
const double l_2425 = l_2424 * double(4.110317623312165e-19);
const double l_2426 = l_2425 - double(1.5619206968586225e-16);
l_mut_1073 = l_2426;
const double l_2427 = l_mut_1073 * l_2424;
const double l_2428 = l_2427 + double(4.779477332387385e-14);
l_mut_1073 = l_2428;
const double l_2429 = l_mut_1073 * l_2424;
const double l_2430 = l_2429 - double(1.1470745597729725e-11);
l_mut_1073 = l_2430;
const double l_2431 = l_mut_1073 * l_2424;
const double l_2432 = l_2431 + double(2.08767569878681e-9);
l_mut_1073 = l_2432;
const double l_2433 = l_mut_1073 * l_2424;
const double l_2434 = l_2433 - double(2.755731922398589e-7);
l_mut_1073 = l_2434;
const double l_2435 = l_mut_1073 * l_2424;
const double l_2436 = l_2435 + double(2.48015873015873e-5);
l_mut_1073 = l_2436;
const double l_2437 = l_mut_1073 * l_2424;
const double l_2438 = l_2437 - double(0.001388888888888889);
l_mut_1073 = l_2438;
const double l_2439 = l_mut_1073 * l_2424;
const double l_2440 = l_2439 + double(0.041666666666666664);
l_mut_1073 = l_2440;
const double l_2441 = double(0.5) * l_2424;
const double l_2442 = double(1.0) - l_2441;
const double l_2443 = l_2424 * l_2424;
const double l_2444 = l_2443 * l_mut_1073;
const double l_2445 = double(0.0) * l_mut_1486;
const double l_2446 = l_2444 - l_2445;
const double l_2447 = l_2442 + l_2446;
const uint32 l_2448 = l_mut_452 & uint32(1);
const bool l_2449 = l_2448 == uint32(1);
l_mut_1486 = l_2423;
const uint32 l_2450 = l_mut_452 & uint32(2);
const bool l_2451 = l_2450 != uint32(0);
l_mut_512 = l_2451;
const bool l_2452 = uint32(7) == uint32(6);
if (l_2452) {
if (l_2449) {
l_mut_1486 = l_2447;
}
} else {
const bool l_2453 = uint32(7) == uint32(7);
if (l_2453) {
l_mut_1486 = l_2447;
if (l_2449) {
l_mut_1486 = l_2423;
}
const uint32 l_2454 = l_mut_452 + uint32(1);
const uint32 l_2455 = l_2454 & uint32(2);
const bool l_2456 = l_2455 != uint32(0);
l_mut_512 = l_2456;
} else {
const double l_2457 = l_2423 / l_2447;
l_mut_1486 = l_2457;
if (l_2449) {
const double l_2458 = l_2447 / l_2423;
l_mut_1486 = l_2458;
}
l_mut_512 = l_2449;
}
}
const bool l_2459 = uint32(7) != uint32(7);
const bool l_2460 = l_2459 && l_2397;
if (l_2460) {
const bool l_2461 = !l_mut_512;
l_mut_512 = l_2461;
}
if (l_mut_512) {
const double l_2462 = -l_mut_1486;
l_mut_1486 = l_2462;
}
const double l_2463 = abs(l_mut_1569);
const double l_2464 = l_2463 * double(1.4551915228366852e-11);
const double l_2465 = abs(l_mut_1486);
const double l_2466 = l_2465 * double(1.4551915228366852e-11);
l_mut_1073 = double(1.4551915228366852e-11);
l_mut_452 = uint32(2);
if (l_379) {
const double l_2467 = l_mut_1569 - l_381;
const double l_2468 = abs(l_2467);
const double l_2469 = l_2468 * double(2.220446049250313e-16);
const double l_2470 = l_2464 + l_2469;
const double l_2471 = l_2467 + l_2470;
const double l_2472 = -l_2471;
const double l_2473 = l_2472 * double(7.1362384635298e44);
const double l_2474 = floor(l_2473);
const double l_2475 = l_2474 * double(1.401298464324817e-45);
l_mut_221 = l_2475;
const double l_2476 = abs(l_2472);
const bool l_2477 = l_2476 >= double(1.1754943508222875e-38);
if (l_2477) {
const float l_2478 = float(l_2472);
const double l_2479 = double(l_2478);
l_mut_221 = l_2479;
const bool l_2480 = l_mut_221 > l_2472;
if (l_2480) {
const uint32 l_2481 = reinterpret_cast<uint32 const&>(l_2478);
const uint32 l_2482 = l_2481 ^ uint32(2147483648);
const float l_2483 = reinterpret_cast<float const&>(l_2482);
const uint32 l_2484 = reinterpret_cast<uint32 const&>(l_2483);
const uint32 l_2485 = l_2484 + uint32(1);
l_mut_411 = l_2485;
const uint32 l_2486 = l_2484 & uint32(2147483647);
const bool l_2487 = l_2486 == uint32(0);
if (l_2487) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2488 = l_2484 & uint32(2147483648);
const bool l_2489 = l_2488 != uint32(0);
if (l_2489) {
const uint32 l_2490 = l_2484 - uint32(1);
l_mut_411 = l_2490;
} else {
const bool l_2491 = l_2484 == uint32(2139095040);
if (l_2491) {
l_mut_411 = l_2484;
}
}
}
const float l_2492 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2493 = reinterpret_cast<uint32 const&>(l_2492);
const uint32 l_2494 = l_2493 ^ uint32(2147483648);
const float l_2495 = reinterpret_cast<float const&>(l_2494);
const uint32 l_2496 = reinterpret_cast<uint32 const&>(l_2495);
const uint32 l_2497 = l_2496 & uint32(2147483647);
const float l_2498 = reinterpret_cast<float const&>(l_2497);
const double l_2499 = double(l_2498);
l_mut_166 = l_2499;
const bool l_2500 = l_2497 < uint32(8388608);
if (l_2500) {
const double l_2501 = double(l_2497);
const double l_2502 = l_2501 * double(1.401298464324817e-45);
l_mut_166 = l_2502;
}
const uint64 l_2503 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2504 = l_2496 >> uint32(31);
const uint64 l_2505 = uint64(l_2504);
const uint64 l_2506 = l_2505 << uint64(63);
const uint64 l_2507 = l_2503 | l_2506;
const double l_2508 = reinterpret_cast<double const&>(l_2507);
l_mut_221 = l_2508;
} else {
const uint32 l_2509 = reinterpret_cast<uint32 const&>(l_2478);
const uint32 l_2510 = l_2509 + uint32(1);
l_mut_411 = l_2510;
const uint32 l_2511 = l_2509 & uint32(2147483647);
const bool l_2512 = l_2511 == uint32(0);
if (l_2512) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2513 = l_2509 & uint32(2147483648);
const bool l_2514 = l_2513 != uint32(0);
if (l_2514) {
const uint32 l_2515 = l_2509 - uint32(1);
l_mut_411 = l_2515;
} else {
const bool l_2516 = l_2509 == uint32(2139095040);
if (l_2516) {
l_mut_411 = l_2509;
}
}
}
const float l_2517 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2518 = reinterpret_cast<uint32 const&>(l_2517);
const uint32 l_2519 = l_2518 & uint32(2147483647);
const float l_2520 = reinterpret_cast<float const&>(l_2519);
const double l_2521 = double(l_2520);
l_mut_166 = l_2521;
const bool l_2522 = l_2519 < uint32(8388608);
if (l_2522) {
const double l_2523 = double(l_2519);
const double l_2524 = l_2523 * double(1.401298464324817e-45);
l_mut_166 = l_2524;
}
const uint64 l_2525 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2526 = l_2518 >> uint32(31);
const uint64 l_2527 = uint64(l_2526);
const uint64 l_2528 = l_2527 << uint64(63);
const uint64 l_2529 = l_2525 | l_2528;
const double l_2530 = reinterpret_cast<double const&>(l_2529);
const bool l_2531 = l_2530 <= l_2472;
if (l_2531) {
const uint32 l_2532 = reinterpret_cast<uint32 const&>(l_2478);
const uint32 l_2533 = l_2532 + uint32(1);
l_mut_411 = l_2533;
const uint32 l_2534 = l_2532 & uint32(2147483647);
const bool l_2535 = l_2534 == uint32(0);
if (l_2535) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2536 = l_2532 & uint32(2147483648);
const bool l_2537 = l_2536 != uint32(0);
if (l_2537) {
const uint32 l_2538 = l_2532 - uint32(1);
l_mut_411 = l_2538;
} else {
const bool l_2539 = l_2532 == uint32(2139095040);
if (l_2539) {
l_mut_411 = l_2532;
}
}
}
const float l_2540 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2541 = reinterpret_cast<uint32 const&>(l_2540);
const uint32 l_2542 = l_2541 & uint32(2147483647);
const float l_2543 = reinterpret_cast<float const&>(l_2542);
const double l_2544 = double(l_2543);
l_mut_166 = l_2544;
const bool l_2545 = l_2542 < uint32(8388608);
if (l_2545) {
const double l_2546 = double(l_2542);
const double l_2547 = l_2546 * double(1.401298464324817e-45);
l_mut_166 = l_2547;
}
const uint64 l_2548 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2549 = l_2541 >> uint32(31);
const uint64 l_2550 = uint64(l_2549);
const uint64 l_2551 = l_2550 << uint64(63);
const uint64 l_2552 = l_2548 | l_2551;
const double l_2553 = reinterpret_cast<double const&>(l_2552);
l_mut_221 = l_2553;
}
}
}
const double l_2554 = -l_mut_221;
l_mut_221 = l_2554;
const bool l_2555 = bool(true) && bool(true);
if (l_2555) {
const double l_2556 = l_2467 + l_2470;
const double l_2557 = l_2556 * double(7.1362384635298e44);
const double l_2558 = floor(l_2557);
const double l_2559 = l_2558 * double(1.401298464324817e-45);
l_mut_166 = l_2559;
const double l_2560 = abs(l_2556);
const bool l_2561 = l_2560 >= double(1.1754943508222875e-38);
if (l_2561) {
const float l_2562 = float(l_2556);
const double l_2563 = double(l_2562);
l_mut_166 = l_2563;
const bool l_2564 = l_mut_166 > l_2556;
if (l_2564) {
const uint32 l_2565 = reinterpret_cast<uint32 const&>(l_2562);
const uint32 l_2566 = l_2565 ^ uint32(2147483648);
const float l_2567 = reinterpret_cast<float const&>(l_2566);
const uint32 l_2568 = reinterpret_cast<uint32 const&>(l_2567);
const uint32 l_2569 = l_2568 + uint32(1);
l_mut_411 = l_2569;
const uint32 l_2570 = l_2568 & uint32(2147483647);
const bool l_2571 = l_2570 == uint32(0);
if (l_2571) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2572 = l_2568 & uint32(2147483648);
const bool l_2573 = l_2572 != uint32(0);
if (l_2573) {
const uint32 l_2574 = l_2568 - uint32(1);
l_mut_411 = l_2574;
} else {
const bool l_2575 = l_2568 == uint32(2139095040);
if (l_2575) {
l_mut_411 = l_2568;
}
}
}
const float l_2576 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2577 = reinterpret_cast<uint32 const&>(l_2576);
const uint32 l_2578 = l_2577 ^ uint32(2147483648);
const float l_2579 = reinterpret_cast<float const&>(l_2578);
const uint32 l_2580 = reinterpret_cast<uint32 const&>(l_2579);
const uint32 l_2581 = l_2580 & uint32(2147483647);
const float l_2582 = reinterpret_cast<float const&>(l_2581);
const double l_2583 = double(l_2582);
l_mut_2584 = l_2583;
const bool l_2585 = l_2581 < uint32(8388608);
if (l_2585) {
const double l_2586 = double(l_2581);
const double l_2587 = l_2586 * double(1.401298464324817e-45);
l_mut_2584 = l_2587;
}
const uint64 l_2588 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_2589 = l_2580 >> uint32(31);
const uint64 l_2590 = uint64(l_2589);
const uint64 l_2591 = l_2590 << uint64(63);
const uint64 l_2592 = l_2588 | l_2591;
const double l_2593 = reinterpret_cast<double const&>(l_2592);
l_mut_166 = l_2593;
} else {
const uint32 l_2594 = reinterpret_cast<uint32 const&>(l_2562);
const uint32 l_2595 = l_2594 + uint32(1);
l_mut_411 = l_2595;
const uint32 l_2596 = l_2594 & uint32(2147483647);
const bool l_2597 = l_2596 == uint32(0);
if (l_2597) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2598 = l_2594 & uint32(2147483648);
const bool l_2599 = l_2598 != uint32(0);
if (l_2599) {
const uint32 l_2600 = l_2594 - uint32(1);
l_mut_411 = l_2600;
} else {
const bool l_2601 = l_2594 == uint32(2139095040);
if (l_2601) {
l_mut_411 = l_2594;
}
}
}
const float l_2602 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2603 = reinterpret_cast<uint32 const&>(l_2602);
const uint32 l_2604 = l_2603 & uint32(2147483647);
const float l_2605 = reinterpret_cast<float const&>(l_2604);
const double l_2606 = double(l_2605);
l_mut_2584 = l_2606;
const bool l_2607 = l_2604 < uint32(8388608);
if (l_2607) {
const double l_2608 = double(l_2604);
const double l_2609 = l_2608 * double(1.401298464324817e-45);
l_mut_2584 = l_2609;
}
const uint64 l_2610 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_2611 = l_2603 >> uint32(31);
const uint64 l_2612 = uint64(l_2611);
const uint64 l_2613 = l_2612 << uint64(63);
const uint64 l_2614 = l_2610 | l_2613;
const double l_2615 = reinterpret_cast<double const&>(l_2614);
const bool l_2616 = l_2615 <= l_2556;
if (l_2616) {
const uint32 l_2617 = reinterpret_cast<uint32 const&>(l_2562);
const uint32 l_2618 = l_2617 + uint32(1);
l_mut_411 = l_2618;
const uint32 l_2619 = l_2617 & uint32(2147483647);
const bool l_2620 = l_2619 == uint32(0);
if (l_2620) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2621 = l_2617 & uint32(2147483648);
const bool l_2622 = l_2621 != uint32(0);
if (l_2622) {
const uint32 l_2623 = l_2617 - uint32(1);
l_mut_411 = l_2623;
} else {
const bool l_2624 = l_2617 == uint32(2139095040);
if (l_2624) {
l_mut_411 = l_2617;
}
}
}
const float l_2625 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2626 = reinterpret_cast<uint32 const&>(l_2625);
const uint32 l_2627 = l_2626 & uint32(2147483647);
const float l_2628 = reinterpret_cast<float const&>(l_2627);
const double l_2629 = double(l_2628);
l_mut_2584 = l_2629;
const bool l_2630 = l_2627 < uint32(8388608);
if (l_2630) {
const double l_2631 = double(l_2627);
const double l_2632 = l_2631 * double(1.401298464324817e-45);
l_mut_2584 = l_2632;
}
const uint64 l_2633 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_2634 = l_2626 >> uint32(31);
const uint64 l_2635 = uint64(l_2634);
const uint64 l_2636 = l_2635 << uint64(63);
const uint64 l_2637 = l_2633 | l_2636;
const double l_2638 = reinterpret_cast<double const&>(l_2637);
l_mut_166 = l_2638;
}
}
}
l_mut_221 = l_mut_166;
} else {
const double l_2639 = l_2467 - l_2470;
const double l_2640 = l_2639 * double(7.1362384635298e44);
const double l_2641 = floor(l_2640);
const double l_2642 = l_2641 * double(1.401298464324817e-45);
l_mut_2584 = l_2642;
const double l_2643 = abs(l_2639);
const bool l_2644 = l_2643 >= double(1.1754943508222875e-38);
if (l_2644) {
const float l_2645 = float(l_2639);
const double l_2646 = double(l_2645);
l_mut_2584 = l_2646;
const bool l_2647 = l_mut_2584 > l_2639;
if (l_2647) {
const uint32 l_2648 = reinterpret_cast<uint32 const&>(l_2645);
const uint32 l_2649 = l_2648 ^ uint32(2147483648);
const float l_2650 = reinterpret_cast<float const&>(l_2649);
const uint32 l_2651 = reinterpret_cast<uint32 const&>(l_2650);
const uint32 l_2652 = l_2651 + uint32(1);
l_mut_411 = l_2652;
const uint32 l_2653 = l_2651 & uint32(2147483647);
const bool l_2654 = l_2653 == uint32(0);
if (l_2654) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2655 = l_2651 & uint32(2147483648);
const bool l_2656 = l_2655 != uint32(0);
if (l_2656) {
const uint32 l_2657 = l_2651 - uint32(1);
l_mut_411 = l_2657;
} else {
const bool l_2658 = l_2651 == uint32(2139095040);
if (l_2658) {
l_mut_411 = l_2651;
}
}
}
const float l_2659 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2660 = reinterpret_cast<uint32 const&>(l_2659);
const uint32 l_2661 = l_2660 ^ uint32(2147483648);
const float l_2662 = reinterpret_cast<float const&>(l_2661);
const uint32 l_2663 = reinterpret_cast<uint32 const&>(l_2662);
const uint32 l_2664 = l_2663 & uint32(2147483647);
const float l_2665 = reinterpret_cast<float const&>(l_2664);
const double l_2666 = double(l_2665);
l_mut_166 = l_2666;
const bool l_2667 = l_2664 < uint32(8388608);
if (l_2667) {
const double l_2668 = double(l_2664);
const double l_2669 = l_2668 * double(1.401298464324817e-45);
l_mut_166 = l_2669;
}
const uint64 l_2670 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2671 = l_2663 >> uint32(31);
const uint64 l_2672 = uint64(l_2671);
const uint64 l_2673 = l_2672 << uint64(63);
const uint64 l_2674 = l_2670 | l_2673;
const double l_2675 = reinterpret_cast<double const&>(l_2674);
l_mut_2584 = l_2675;
} else {
const uint32 l_2676 = reinterpret_cast<uint32 const&>(l_2645);
const uint32 l_2677 = l_2676 + uint32(1);
l_mut_411 = l_2677;
const uint32 l_2678 = l_2676 & uint32(2147483647);
const bool l_2679 = l_2678 == uint32(0);
if (l_2679) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2680 = l_2676 & uint32(2147483648);
const bool l_2681 = l_2680 != uint32(0);
if (l_2681) {
const uint32 l_2682 = l_2676 - uint32(1);
l_mut_411 = l_2682;
} else {
const bool l_2683 = l_2676 == uint32(2139095040);
if (l_2683) {
l_mut_411 = l_2676;
}
}
}
const float l_2684 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2685 = reinterpret_cast<uint32 const&>(l_2684);
const uint32 l_2686 = l_2685 & uint32(2147483647);
const float l_2687 = reinterpret_cast<float const&>(l_2686);
const double l_2688 = double(l_2687);
l_mut_166 = l_2688;
const bool l_2689 = l_2686 < uint32(8388608);
if (l_2689) {
const double l_2690 = double(l_2686);
const double l_2691 = l_2690 * double(1.401298464324817e-45);
l_mut_166 = l_2691;
}
const uint64 l_2692 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2693 = l_2685 >> uint32(31);
const uint64 l_2694 = uint64(l_2693);
const uint64 l_2695 = l_2694 << uint64(63);
const uint64 l_2696 = l_2692 | l_2695;
const double l_2697 = reinterpret_cast<double const&>(l_2696);
const bool l_2698 = l_2697 <= l_2639;
if (l_2698) {
const uint32 l_2699 = reinterpret_cast<uint32 const&>(l_2645);
const uint32 l_2700 = l_2699 + uint32(1);
l_mut_411 = l_2700;
const uint32 l_2701 = l_2699 & uint32(2147483647);
const bool l_2702 = l_2701 == uint32(0);
if (l_2702) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2703 = l_2699 & uint32(2147483648);
const bool l_2704 = l_2703 != uint32(0);
if (l_2704) {
const uint32 l_2705 = l_2699 - uint32(1);
l_mut_411 = l_2705;
} else {
const bool l_2706 = l_2699 == uint32(2139095040);
if (l_2706) {
l_mut_411 = l_2699;
}
}
}
const float l_2707 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2708 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2709 = l_2708 & uint32(2147483647);
const float l_2710 = reinterpret_cast<float const&>(l_2709);
const double l_2711 = double(l_2710);
l_mut_166 = l_2711;
const bool l_2712 = l_2709 < uint32(8388608);
if (l_2712) {
const double l_2713 = double(l_2709);
const double l_2714 = l_2713 * double(1.401298464324817e-45);
l_mut_166 = l_2714;
}
const uint64 l_2715 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2716 = l_2708 >> uint32(31);
const uint64 l_2717 = uint64(l_2716);
const uint64 l_2718 = l_2717 << uint64(63);
const uint64 l_2719 = l_2715 | l_2718;
const double l_2720 = reinterpret_cast<double const&>(l_2719);
l_mut_2584 = l_2720;
}
}
}
l_mut_221 = l_mut_2584;
}
const double l_2721 = l_mut_1569 + l_381;
const double l_2722 = abs(l_2721);
const double l_2723 = l_2722 * double(2.220446049250313e-16);
const double l_2724 = l_2464 + l_2723;
const double l_2725 = l_2721 + l_2724;
const double l_2726 = -l_2725;
const double l_2727 = l_2726 * double(7.1362384635298e44);
const double l_2728 = floor(l_2727);
const double l_2729 = l_2728 * double(1.401298464324817e-45);
l_mut_2584 = l_2729;
const double l_2730 = abs(l_2726);
const bool l_2731 = l_2730 >= double(1.1754943508222875e-38);
if (l_2731) {
const float l_2732 = float(l_2726);
const double l_2733 = double(l_2732);
l_mut_2584 = l_2733;
const bool l_2734 = l_mut_2584 > l_2726;
if (l_2734) {
const uint32 l_2735 = reinterpret_cast<uint32 const&>(l_2732);
const uint32 l_2736 = l_2735 ^ uint32(2147483648);
const float l_2737 = reinterpret_cast<float const&>(l_2736);
const uint32 l_2738 = reinterpret_cast<uint32 const&>(l_2737);
const uint32 l_2739 = l_2738 + uint32(1);
l_mut_411 = l_2739;
const uint32 l_2740 = l_2738 & uint32(2147483647);
const bool l_2741 = l_2740 == uint32(0);
if (l_2741) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2742 = l_2738 & uint32(2147483648);
const bool l_2743 = l_2742 != uint32(0);
if (l_2743) {
const uint32 l_2744 = l_2738 - uint32(1);
l_mut_411 = l_2744;
} else {
const bool l_2745 = l_2738 == uint32(2139095040);
if (l_2745) {
l_mut_411 = l_2738;
}
}
}
const float l_2746 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2747 = reinterpret_cast<uint32 const&>(l_2746);
const uint32 l_2748 = l_2747 ^ uint32(2147483648);
const float l_2749 = reinterpret_cast<float const&>(l_2748);
const uint32 l_2750 = reinterpret_cast<uint32 const&>(l_2749);
const uint32 l_2751 = l_2750 & uint32(2147483647);
const float l_2752 = reinterpret_cast<float const&>(l_2751);
const double l_2753 = double(l_2752);
l_mut_166 = l_2753;
const bool l_2754 = l_2751 < uint32(8388608);
if (l_2754) {
const double l_2755 = double(l_2751);
const double l_2756 = l_2755 * double(1.401298464324817e-45);
l_mut_166 = l_2756;
}
const uint64 l_2757 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2758 = l_2750 >> uint32(31);
const uint64 l_2759 = uint64(l_2758);
const uint64 l_2760 = l_2759 << uint64(63);
const uint64 l_2761 = l_2757 | l_2760;
const double l_2762 = reinterpret_cast<double const&>(l_2761);
l_mut_2584 = l_2762;
} else {
const uint32 l_2763 = reinterpret_cast<uint32 const&>(l_2732);
const uint32 l_2764 = l_2763 + uint32(1);
l_mut_411 = l_2764;
const uint32 l_2765 = l_2763 & uint32(2147483647);
const bool l_2766 = l_2765 == uint32(0);
if (l_2766) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2767 = l_2763 & uint32(2147483648);
const bool l_2768 = l_2767 != uint32(0);
if (l_2768) {
const uint32 l_2769 = l_2763 - uint32(1);
l_mut_411 = l_2769;
} else {
const bool l_2770 = l_2763 == uint32(2139095040);
if (l_2770) {
l_mut_411 = l_2763;
}
}
}
const float l_2771 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2772 = reinterpret_cast<uint32 const&>(l_2771);
const uint32 l_2773 = l_2772 & uint32(2147483647);
const float l_2774 = reinterpret_cast<float const&>(l_2773);
const double l_2775 = double(l_2774);
l_mut_166 = l_2775;
const bool l_2776 = l_2773 < uint32(8388608);
if (l_2776) {
const double l_2777 = double(l_2773);
const double l_2778 = l_2777 * double(1.401298464324817e-45);
l_mut_166 = l_2778;
}
const uint64 l_2779 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2780 = l_2772 >> uint32(31);
const uint64 l_2781 = uint64(l_2780);
const uint64 l_2782 = l_2781 << uint64(63);
const uint64 l_2783 = l_2779 | l_2782;
const double l_2784 = reinterpret_cast<double const&>(l_2783);
const bool l_2785 = l_2784 <= l_2726;
if (l_2785) {
const uint32 l_2786 = reinterpret_cast<uint32 const&>(l_2732);
const uint32 l_2787 = l_2786 + uint32(1);
l_mut_411 = l_2787;
const uint32 l_2788 = l_2786 & uint32(2147483647);
const bool l_2789 = l_2788 == uint32(0);
if (l_2789) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2790 = l_2786 & uint32(2147483648);
const bool l_2791 = l_2790 != uint32(0);
if (l_2791) {
const uint32 l_2792 = l_2786 - uint32(1);
l_mut_411 = l_2792;
} else {
const bool l_2793 = l_2786 == uint32(2139095040);
if (l_2793) {
l_mut_411 = l_2786;
}
}
}
const float l_2794 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2795 = reinterpret_cast<uint32 const&>(l_2794);
const uint32 l_2796 = l_2795 & uint32(2147483647);
const float l_2797 = reinterpret_cast<float const&>(l_2796);
const double l_2798 = double(l_2797);
l_mut_166 = l_2798;
const bool l_2799 = l_2796 < uint32(8388608);
if (l_2799) {
const double l_2800 = double(l_2796);
const double l_2801 = l_2800 * double(1.401298464324817e-45);
l_mut_166 = l_2801;
}
const uint64 l_2802 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2803 = l_2795 >> uint32(31);
const uint64 l_2804 = uint64(l_2803);
const uint64 l_2805 = l_2804 << uint64(63);
const uint64 l_2806 = l_2802 | l_2805;
const double l_2807 = reinterpret_cast<double const&>(l_2806);
l_mut_2584 = l_2807;
}
}
}
const double l_2808 = -l_mut_2584;
l_mut_2584 = l_2808;
const bool l_2809 = bool(false) && bool(true);
if (l_2809) {
const double l_2810 = l_2721 + l_2724;
const double l_2811 = l_2810 * double(7.1362384635298e44);
const double l_2812 = floor(l_2811);
const double l_2813 = l_2812 * double(1.401298464324817e-45);
l_mut_166 = l_2813;
const double l_2814 = abs(l_2810);
const bool l_2815 = l_2814 >= double(1.1754943508222875e-38);
if (l_2815) {
const float l_2816 = float(l_2810);
const double l_2817 = double(l_2816);
l_mut_166 = l_2817;
const bool l_2818 = l_mut_166 > l_2810;
if (l_2818) {
const uint32 l_2819 = reinterpret_cast<uint32 const&>(l_2816);
const uint32 l_2820 = l_2819 ^ uint32(2147483648);
const float l_2821 = reinterpret_cast<float const&>(l_2820);
const uint32 l_2822 = reinterpret_cast<uint32 const&>(l_2821);
const uint32 l_2823 = l_2822 + uint32(1);
l_mut_411 = l_2823;
const uint32 l_2824 = l_2822 & uint32(2147483647);
const bool l_2825 = l_2824 == uint32(0);
if (l_2825) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2826 = l_2822 & uint32(2147483648);
const bool l_2827 = l_2826 != uint32(0);
if (l_2827) {
const uint32 l_2828 = l_2822 - uint32(1);
l_mut_411 = l_2828;
} else {
const bool l_2829 = l_2822 == uint32(2139095040);
if (l_2829) {
l_mut_411 = l_2822;
}
}
}
const float l_2830 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2831 = reinterpret_cast<uint32 const&>(l_2830);
const uint32 l_2832 = l_2831 ^ uint32(2147483648);
const float l_2833 = reinterpret_cast<float const&>(l_2832);
const uint32 l_2834 = reinterpret_cast<uint32 const&>(l_2833);
const uint32 l_2835 = l_2834 & uint32(2147483647);
const float l_2836 = reinterpret_cast<float const&>(l_2835);
const double l_2837 = double(l_2836);
l_mut_2838 = l_2837;
const bool l_2839 = l_2835 < uint32(8388608);
if (l_2839) {
const double l_2840 = double(l_2835);
const double l_2841 = l_2840 * double(1.401298464324817e-45);
l_mut_2838 = l_2841;
}
const uint64 l_2842 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_2843 = l_2834 >> uint32(31);
const uint64 l_2844 = uint64(l_2843);
const uint64 l_2845 = l_2844 << uint64(63);
const uint64 l_2846 = l_2842 | l_2845;
const double l_2847 = reinterpret_cast<double const&>(l_2846);
l_mut_166 = l_2847;
} else {
const uint32 l_2848 = reinterpret_cast<uint32 const&>(l_2816);
const uint32 l_2849 = l_2848 + uint32(1);
l_mut_411 = l_2849;
const uint32 l_2850 = l_2848 & uint32(2147483647);
const bool l_2851 = l_2850 == uint32(0);
if (l_2851) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2852 = l_2848 & uint32(2147483648);
const bool l_2853 = l_2852 != uint32(0);
if (l_2853) {
const uint32 l_2854 = l_2848 - uint32(1);
l_mut_411 = l_2854;
} else {
const bool l_2855 = l_2848 == uint32(2139095040);
if (l_2855) {
l_mut_411 = l_2848;
}
}
}
const float l_2856 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2857 = reinterpret_cast<uint32 const&>(l_2856);
const uint32 l_2858 = l_2857 & uint32(2147483647);
const float l_2859 = reinterpret_cast<float const&>(l_2858);
const double l_2860 = double(l_2859);
l_mut_2838 = l_2860;
const bool l_2861 = l_2858 < uint32(8388608);
if (l_2861) {
const double l_2862 = double(l_2858);
const double l_2863 = l_2862 * double(1.401298464324817e-45);
l_mut_2838 = l_2863;
}
const uint64 l_2864 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_2865 = l_2857 >> uint32(31);
const uint64 l_2866 = uint64(l_2865);
const uint64 l_2867 = l_2866 << uint64(63);
const uint64 l_2868 = l_2864 | l_2867;
const double l_2869 = reinterpret_cast<double const&>(l_2868);
const bool l_2870 = l_2869 <= l_2810;
if (l_2870) {
const uint32 l_2871 = reinterpret_cast<uint32 const&>(l_2816);
const uint32 l_2872 = l_2871 + uint32(1);
l_mut_411 = l_2872;
const uint32 l_2873 = l_2871 & uint32(2147483647);
const bool l_2874 = l_2873 == uint32(0);
if (l_2874) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2875 = l_2871 & uint32(2147483648);
const bool l_2876 = l_2875 != uint32(0);
if (l_2876) {
const uint32 l_2877 = l_2871 - uint32(1);
l_mut_411 = l_2877;
} else {
const bool l_2878 = l_2871 == uint32(2139095040);
if (l_2878) {
l_mut_411 = l_2871;
}
}
}
const float l_2879 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2880 = reinterpret_cast<uint32 const&>(l_2879);
const uint32 l_2881 = l_2880 & uint32(2147483647);
const float l_2882 = reinterpret_cast<float const&>(l_2881);
const double l_2883 = double(l_2882);
l_mut_2838 = l_2883;
const bool l_2884 = l_2881 < uint32(8388608);
if (l_2884) {
const double l_2885 = double(l_2881);
const double l_2886 = l_2885 * double(1.401298464324817e-45);
l_mut_2838 = l_2886;
}
const uint64 l_2887 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_2888 = l_2880 >> uint32(31);
const uint64 l_2889 = uint64(l_2888);
const uint64 l_2890 = l_2889 << uint64(63);
const uint64 l_2891 = l_2887 | l_2890;
const double l_2892 = reinterpret_cast<double const&>(l_2891);
l_mut_166 = l_2892;
}
}
}
l_mut_2584 = l_mut_166;
} else {
const double l_2893 = l_2721 - l_2724;
const double l_2894 = -l_2893;
const double l_2895 = l_2894 * double(7.1362384635298e44);
const double l_2896 = floor(l_2895);
const double l_2897 = l_2896 * double(1.401298464324817e-45);
l_mut_2838 = l_2897;
const double l_2898 = abs(l_2894);
const bool l_2899 = l_2898 >= double(1.1754943508222875e-38);
if (l_2899) {
const float l_2900 = float(l_2894);
const double l_2901 = double(l_2900);
l_mut_2838 = l_2901;
const bool l_2902 = l_mut_2838 > l_2894;
if (l_2902) {
const uint32 l_2903 = reinterpret_cast<uint32 const&>(l_2900);
const uint32 l_2904 = l_2903 ^ uint32(2147483648);
const float l_2905 = reinterpret_cast<float const&>(l_2904);
const uint32 l_2906 = reinterpret_cast<uint32 const&>(l_2905);
const uint32 l_2907 = l_2906 + uint32(1);
l_mut_411 = l_2907;
const uint32 l_2908 = l_2906 & uint32(2147483647);
const bool l_2909 = l_2908 == uint32(0);
if (l_2909) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2910 = l_2906 & uint32(2147483648);
const bool l_2911 = l_2910 != uint32(0);
if (l_2911) {
const uint32 l_2912 = l_2906 - uint32(1);
l_mut_411 = l_2912;
} else {
const bool l_2913 = l_2906 == uint32(2139095040);
if (l_2913) {
l_mut_411 = l_2906;
}
}
}
const float l_2914 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2915 = reinterpret_cast<uint32 const&>(l_2914);
const uint32 l_2916 = l_2915 ^ uint32(2147483648);
const float l_2917 = reinterpret_cast<float const&>(l_2916);
const uint32 l_2918 = reinterpret_cast<uint32 const&>(l_2917);
const uint32 l_2919 = l_2918 & uint32(2147483647);
const float l_2920 = reinterpret_cast<float const&>(l_2919);
const double l_2921 = double(l_2920);
l_mut_166 = l_2921;
const bool l_2922 = l_2919 < uint32(8388608);
if (l_2922) {
const double l_2923 = double(l_2919);
const double l_2924 = l_2923 * double(1.401298464324817e-45);
l_mut_166 = l_2924;
}
const uint64 l_2925 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2926 = l_2918 >> uint32(31);
const uint64 l_2927 = uint64(l_2926);
const uint64 l_2928 = l_2927 << uint64(63);
const uint64 l_2929 = l_2925 | l_2928;
const double l_2930 = reinterpret_cast<double const&>(l_2929);
l_mut_2838 = l_2930;
} else {
const uint32 l_2931 = reinterpret_cast<uint32 const&>(l_2900);
const uint32 l_2932 = l_2931 + uint32(1);
l_mut_411 = l_2932;
const uint32 l_2933 = l_2931 & uint32(2147483647);
const bool l_2934 = l_2933 == uint32(0);
if (l_2934) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2935 = l_2931 & uint32(2147483648);
const bool l_2936 = l_2935 != uint32(0);
if (l_2936) {
const uint32 l_2937 = l_2931 - uint32(1);
l_mut_411 = l_2937;
} else {
const bool l_2938 = l_2931 == uint32(2139095040);
if (l_2938) {
l_mut_411 = l_2931;
}
}
}
const float l_2939 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2940 = reinterpret_cast<uint32 const&>(l_2939);
const uint32 l_2941 = l_2940 & uint32(2147483647);
const float l_2942 = reinterpret_cast<float const&>(l_2941);
const double l_2943 = double(l_2942);
l_mut_166 = l_2943;
const bool l_2944 = l_2941 < uint32(8388608);
if (l_2944) {
const double l_2945 = double(l_2941);
const double l_2946 = l_2945 * double(1.401298464324817e-45);
l_mut_166 = l_2946;
}
const uint64 l_2947 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2948 = l_2940 >> uint32(31);
const uint64 l_2949 = uint64(l_2948);
const uint64 l_2950 = l_2949 << uint64(63);
const uint64 l_2951 = l_2947 | l_2950;
const double l_2952 = reinterpret_cast<double const&>(l_2951);
const bool l_2953 = l_2952 <= l_2894;
if (l_2953) {
const uint32 l_2954 = reinterpret_cast<uint32 const&>(l_2900);
const uint32 l_2955 = l_2954 + uint32(1);
l_mut_411 = l_2955;
const uint32 l_2956 = l_2954 & uint32(2147483647);
const bool l_2957 = l_2956 == uint32(0);
if (l_2957) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2958 = l_2954 & uint32(2147483648);
const bool l_2959 = l_2958 != uint32(0);
if (l_2959) {
const uint32 l_2960 = l_2954 - uint32(1);
l_mut_411 = l_2960;
} else {
const bool l_2961 = l_2954 == uint32(2139095040);
if (l_2961) {
l_mut_411 = l_2954;
}
}
}
const float l_2962 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_2963 = reinterpret_cast<uint32 const&>(l_2962);
const uint32 l_2964 = l_2963 & uint32(2147483647);
const float l_2965 = reinterpret_cast<float const&>(l_2964);
const double l_2966 = double(l_2965);
l_mut_166 = l_2966;
const bool l_2967 = l_2964 < uint32(8388608);
if (l_2967) {
const double l_2968 = double(l_2964);
const double l_2969 = l_2968 * double(1.401298464324817e-45);
l_mut_166 = l_2969;
}
const uint64 l_2970 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2971 = l_2963 >> uint32(31);
const uint64 l_2972 = uint64(l_2971);
const uint64 l_2973 = l_2972 << uint64(63);
const uint64 l_2974 = l_2970 | l_2973;
const double l_2975 = reinterpret_cast<double const&>(l_2974);
l_mut_2838 = l_2975;
}
}
}
const double l_2976 = -l_mut_2838;
l_mut_2584 = l_2976;
}
const double l_2977 = l_mut_1486 - l_381;
const double l_2978 = abs(l_2977);
const double l_2979 = l_2978 * double(2.220446049250313e-16);
const double l_2980 = l_2466 + l_2979;
const double l_2981 = l_2977 + l_2980;
const double l_2982 = -l_2981;
const double l_2983 = l_2982 * double(7.1362384635298e44);
const double l_2984 = floor(l_2983);
const double l_2985 = l_2984 * double(1.401298464324817e-45);
l_mut_2838 = l_2985;
const double l_2986 = abs(l_2982);
const bool l_2987 = l_2986 >= double(1.1754943508222875e-38);
if (l_2987) {
const float l_2988 = float(l_2982);
const double l_2989 = double(l_2988);
l_mut_2838 = l_2989;
const bool l_2990 = l_mut_2838 > l_2982;
if (l_2990) {
const uint32 l_2991 = reinterpret_cast<uint32 const&>(l_2988);
const uint32 l_2992 = l_2991 ^ uint32(2147483648);
const float l_2993 = reinterpret_cast<float const&>(l_2992);
const uint32 l_2994 = reinterpret_cast<uint32 const&>(l_2993);
const uint32 l_2995 = l_2994 + uint32(1);
l_mut_411 = l_2995;
const uint32 l_2996 = l_2994 & uint32(2147483647);
const bool l_2997 = l_2996 == uint32(0);
if (l_2997) {
l_mut_411 = uint32(1);
} else {
const uint32 l_2998 = l_2994 & uint32(2147483648);
const bool l_2999 = l_2998 != uint32(0);
if (l_2999) {
const uint32 l_3000 = l_2994 - uint32(1);
l_mut_411 = l_3000;
} else {
const bool l_3001 = l_2994 == uint32(2139095040);
if (l_3001) {
l_mut_411 = l_2994;
}
}
}
const float l_3002 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3003 = reinterpret_cast<uint32 const&>(l_3002);
const uint32 l_3004 = l_3003 ^ uint32(2147483648);
const float l_3005 = reinterpret_cast<float const&>(l_3004);
const uint32 l_3006 = reinterpret_cast<uint32 const&>(l_3005);
const uint32 l_3007 = l_3006 & uint32(2147483647);
const float l_3008 = reinterpret_cast<float const&>(l_3007);
const double l_3009 = double(l_3008);
l_mut_166 = l_3009;
const bool l_3010 = l_3007 < uint32(8388608);
if (l_3010) {
const double l_3011 = double(l_3007);
const double l_3012 = l_3011 * double(1.401298464324817e-45);
l_mut_166 = l_3012;
}
const uint64 l_3013 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3014 = l_3006 >> uint32(31);
const uint64 l_3015 = uint64(l_3014);
const uint64 l_3016 = l_3015 << uint64(63);
const uint64 l_3017 = l_3013 | l_3016;
const double l_3018 = reinterpret_cast<double const&>(l_3017);
l_mut_2838 = l_3018;
} else {
const uint32 l_3019 = reinterpret_cast<uint32 const&>(l_2988);
const uint32 l_3020 = l_3019 + uint32(1);
l_mut_411 = l_3020;
const uint32 l_3021 = l_3019 & uint32(2147483647);
const bool l_3022 = l_3021 == uint32(0);
if (l_3022) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3023 = l_3019 & uint32(2147483648);
const bool l_3024 = l_3023 != uint32(0);
if (l_3024) {
const uint32 l_3025 = l_3019 - uint32(1);
l_mut_411 = l_3025;
} else {
const bool l_3026 = l_3019 == uint32(2139095040);
if (l_3026) {
l_mut_411 = l_3019;
}
}
}
const float l_3027 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3028 = reinterpret_cast<uint32 const&>(l_3027);
const uint32 l_3029 = l_3028 & uint32(2147483647);
const float l_3030 = reinterpret_cast<float const&>(l_3029);
const double l_3031 = double(l_3030);
l_mut_166 = l_3031;
const bool l_3032 = l_3029 < uint32(8388608);
if (l_3032) {
const double l_3033 = double(l_3029);
const double l_3034 = l_3033 * double(1.401298464324817e-45);
l_mut_166 = l_3034;
}
const uint64 l_3035 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3036 = l_3028 >> uint32(31);
const uint64 l_3037 = uint64(l_3036);
const uint64 l_3038 = l_3037 << uint64(63);
const uint64 l_3039 = l_3035 | l_3038;
const double l_3040 = reinterpret_cast<double const&>(l_3039);
const bool l_3041 = l_3040 <= l_2982;
if (l_3041) {
const uint32 l_3042 = reinterpret_cast<uint32 const&>(l_2988);
const uint32 l_3043 = l_3042 + uint32(1);
l_mut_411 = l_3043;
const uint32 l_3044 = l_3042 & uint32(2147483647);
const bool l_3045 = l_3044 == uint32(0);
if (l_3045) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3046 = l_3042 & uint32(2147483648);
const bool l_3047 = l_3046 != uint32(0);
if (l_3047) {
const uint32 l_3048 = l_3042 - uint32(1);
l_mut_411 = l_3048;
} else {
const bool l_3049 = l_3042 == uint32(2139095040);
if (l_3049) {
l_mut_411 = l_3042;
}
}
}
const float l_3050 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3051 = reinterpret_cast<uint32 const&>(l_3050);
const uint32 l_3052 = l_3051 & uint32(2147483647);
const float l_3053 = reinterpret_cast<float const&>(l_3052);
const double l_3054 = double(l_3053);
l_mut_166 = l_3054;
const bool l_3055 = l_3052 < uint32(8388608);
if (l_3055) {
const double l_3056 = double(l_3052);
const double l_3057 = l_3056 * double(1.401298464324817e-45);
l_mut_166 = l_3057;
}
const uint64 l_3058 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3059 = l_3051 >> uint32(31);
const uint64 l_3060 = uint64(l_3059);
const uint64 l_3061 = l_3060 << uint64(63);
const uint64 l_3062 = l_3058 | l_3061;
const double l_3063 = reinterpret_cast<double const&>(l_3062);
l_mut_2838 = l_3063;
}
}
}
const double l_3064 = -l_mut_2838;
l_mut_2838 = l_3064;
const bool l_3065 = bool(true) && bool(true);
if (l_3065) {
const double l_3066 = l_2977 + l_2980;
const double l_3067 = l_3066 * double(7.1362384635298e44);
const double l_3068 = floor(l_3067);
const double l_3069 = l_3068 * double(1.401298464324817e-45);
l_mut_166 = l_3069;
const double l_3070 = abs(l_3066);
const bool l_3071 = l_3070 >= double(1.1754943508222875e-38);
if (l_3071) {
const float l_3072 = float(l_3066);
const double l_3073 = double(l_3072);
l_mut_166 = l_3073;
const bool l_3074 = l_mut_166 > l_3066;
if (l_3074) {
const uint32 l_3075 = reinterpret_cast<uint32 const&>(l_3072);
const uint32 l_3076 = l_3075 ^ uint32(2147483648);
const float l_3077 = reinterpret_cast<float const&>(l_3076);
const uint32 l_3078 = reinterpret_cast<uint32 const&>(l_3077);
const uint32 l_3079 = l_3078 + uint32(1);
l_mut_411 = l_3079;
const uint32 l_3080 = l_3078 & uint32(2147483647);
const bool l_3081 = l_3080 == uint32(0);
if (l_3081) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3082 = l_3078 & uint32(2147483648);
const bool l_3083 = l_3082 != uint32(0);
if (l_3083) {
const uint32 l_3084 = l_3078 - uint32(1);
l_mut_411 = l_3084;
} else {
const bool l_3085 = l_3078 == uint32(2139095040);
if (l_3085) {
l_mut_411 = l_3078;
}
}
}
const float l_3086 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3087 = reinterpret_cast<uint32 const&>(l_3086);
const uint32 l_3088 = l_3087 ^ uint32(2147483648);
const float l_3089 = reinterpret_cast<float const&>(l_3088);
const uint32 l_3090 = reinterpret_cast<uint32 const&>(l_3089);
const uint32 l_3091 = l_3090 & uint32(2147483647);
const float l_3092 = reinterpret_cast<float const&>(l_3091);
const double l_3093 = double(l_3092);
l_mut_3094 = l_3093;
const bool l_3095 = l_3091 < uint32(8388608);
if (l_3095) {
const double l_3096 = double(l_3091);
const double l_3097 = l_3096 * double(1.401298464324817e-45);
l_mut_3094 = l_3097;
}
const uint64 l_3098 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_3099 = l_3090 >> uint32(31);
const uint64 l_3100 = uint64(l_3099);
const uint64 l_3101 = l_3100 << uint64(63);
const uint64 l_3102 = l_3098 | l_3101;
const double l_3103 = reinterpret_cast<double const&>(l_3102);
l_mut_166 = l_3103;
} else {
const uint32 l_3104 = reinterpret_cast<uint32 const&>(l_3072);
const uint32 l_3105 = l_3104 + uint32(1);
l_mut_411 = l_3105;
const uint32 l_3106 = l_3104 & uint32(2147483647);
const bool l_3107 = l_3106 == uint32(0);
if (l_3107) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3108 = l_3104 & uint32(2147483648);
const bool l_3109 = l_3108 != uint32(0);
if (l_3109) {
const uint32 l_3110 = l_3104 - uint32(1);
l_mut_411 = l_3110;
} else {
const bool l_3111 = l_3104 == uint32(2139095040);
if (l_3111) {
l_mut_411 = l_3104;
}
}
}
const float l_3112 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3113 = reinterpret_cast<uint32 const&>(l_3112);
const uint32 l_3114 = l_3113 & uint32(2147483647);
const float l_3115 = reinterpret_cast<float const&>(l_3114);
const double l_3116 = double(l_3115);
l_mut_3094 = l_3116;
const bool l_3117 = l_3114 < uint32(8388608);
if (l_3117) {
const double l_3118 = double(l_3114);
const double l_3119 = l_3118 * double(1.401298464324817e-45);
l_mut_3094 = l_3119;
}
const uint64 l_3120 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_3121 = l_3113 >> uint32(31);
const uint64 l_3122 = uint64(l_3121);
const uint64 l_3123 = l_3122 << uint64(63);
const uint64 l_3124 = l_3120 | l_3123;
const double l_3125 = reinterpret_cast<double const&>(l_3124);
const bool l_3126 = l_3125 <= l_3066;
if (l_3126) {
const uint32 l_3127 = reinterpret_cast<uint32 const&>(l_3072);
const uint32 l_3128 = l_3127 + uint32(1);
l_mut_411 = l_3128;
const uint32 l_3129 = l_3127 & uint32(2147483647);
const bool l_3130 = l_3129 == uint32(0);
if (l_3130) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3131 = l_3127 & uint32(2147483648);
const bool l_3132 = l_3131 != uint32(0);
if (l_3132) {
const uint32 l_3133 = l_3127 - uint32(1);
l_mut_411 = l_3133;
} else {
const bool l_3134 = l_3127 == uint32(2139095040);
if (l_3134) {
l_mut_411 = l_3127;
}
}
}
const float l_3135 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3136 = reinterpret_cast<uint32 const&>(l_3135);
const uint32 l_3137 = l_3136 & uint32(2147483647);
const float l_3138 = reinterpret_cast<float const&>(l_3137);
const double l_3139 = double(l_3138);
l_mut_3094 = l_3139;
const bool l_3140 = l_3137 < uint32(8388608);
if (l_3140) {
const double l_3141 = double(l_3137);
const double l_3142 = l_3141 * double(1.401298464324817e-45);
l_mut_3094 = l_3142;
}
const uint64 l_3143 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_3144 = l_3136 >> uint32(31);
const uint64 l_3145 = uint64(l_3144);
const uint64 l_3146 = l_3145 << uint64(63);
const uint64 l_3147 = l_3143 | l_3146;
const double l_3148 = reinterpret_cast<double const&>(l_3147);
l_mut_166 = l_3148;
}
}
}
l_mut_2838 = l_mut_166;
} else {
const double l_3149 = l_2977 - l_2980;
const double l_3150 = l_3149 * double(7.1362384635298e44);
const double l_3151 = floor(l_3150);
const double l_3152 = l_3151 * double(1.401298464324817e-45);
l_mut_3094 = l_3152;
const double l_3153 = abs(l_3149);
const bool l_3154 = l_3153 >= double(1.1754943508222875e-38);
if (l_3154) {
const float l_3155 = float(l_3149);
const double l_3156 = double(l_3155);
l_mut_3094 = l_3156;
const bool l_3157 = l_mut_3094 > l_3149;
if (l_3157) {
const uint32 l_3158 = reinterpret_cast<uint32 const&>(l_3155);
const uint32 l_3159 = l_3158 ^ uint32(2147483648);
const float l_3160 = reinterpret_cast<float const&>(l_3159);
const uint32 l_3161 = reinterpret_cast<uint32 const&>(l_3160);
const uint32 l_3162 = l_3161 + uint32(1);
l_mut_411 = l_3162;
const uint32 l_3163 = l_3161 & uint32(2147483647);
const bool l_3164 = l_3163 == uint32(0);
if (l_3164) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3165 = l_3161 & uint32(2147483648);
const bool l_3166 = l_3165 != uint32(0);
if (l_3166) {
const uint32 l_3167 = l_3161 - uint32(1);
l_mut_411 = l_3167;
} else {
const bool l_3168 = l_3161 == uint32(2139095040);
if (l_3168) {
l_mut_411 = l_3161;
}
}
}
const float l_3169 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3170 = reinterpret_cast<uint32 const&>(l_3169);
const uint32 l_3171 = l_3170 ^ uint32(2147483648);
const float l_3172 = reinterpret_cast<float const&>(l_3171);
const uint32 l_3173 = reinterpret_cast<uint32 const&>(l_3172);
const uint32 l_3174 = l_3173 & uint32(2147483647);
const float l_3175 = reinterpret_cast<float const&>(l_3174);
const double l_3176 = double(l_3175);
l_mut_166 = l_3176;
const bool l_3177 = l_3174 < uint32(8388608);
if (l_3177) {
const double l_3178 = double(l_3174);
const double l_3179 = l_3178 * double(1.401298464324817e-45);
l_mut_166 = l_3179;
}
const uint64 l_3180 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3181 = l_3173 >> uint32(31);
const uint64 l_3182 = uint64(l_3181);
const uint64 l_3183 = l_3182 << uint64(63);
const uint64 l_3184 = l_3180 | l_3183;
const double l_3185 = reinterpret_cast<double const&>(l_3184);
l_mut_3094 = l_3185;
} else {
const uint32 l_3186 = reinterpret_cast<uint32 const&>(l_3155);
const uint32 l_3187 = l_3186 + uint32(1);
l_mut_411 = l_3187;
const uint32 l_3188 = l_3186 & uint32(2147483647);
const bool l_3189 = l_3188 == uint32(0);
if (l_3189) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3190 = l_3186 & uint32(2147483648);
const bool l_3191 = l_3190 != uint32(0);
if (l_3191) {
const uint32 l_3192 = l_3186 - uint32(1);
l_mut_411 = l_3192;
} else {
const bool l_3193 = l_3186 == uint32(2139095040);
if (l_3193) {
l_mut_411 = l_3186;
}
}
}
const float l_3194 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3195 = reinterpret_cast<uint32 const&>(l_3194);
const uint32 l_3196 = l_3195 & uint32(2147483647);
const float l_3197 = reinterpret_cast<float const&>(l_3196);
const double l_3198 = double(l_3197);
l_mut_166 = l_3198;
const bool l_3199 = l_3196 < uint32(8388608);
if (l_3199) {
const double l_3200 = double(l_3196);
const double l_3201 = l_3200 * double(1.401298464324817e-45);
l_mut_166 = l_3201;
}
const uint64 l_3202 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3203 = l_3195 >> uint32(31);
const uint64 l_3204 = uint64(l_3203);
const uint64 l_3205 = l_3204 << uint64(63);
const uint64 l_3206 = l_3202 | l_3205;
const double l_3207 = reinterpret_cast<double const&>(l_3206);
const bool l_3208 = l_3207 <= l_3149;
if (l_3208) {
const uint32 l_3209 = reinterpret_cast<uint32 const&>(l_3155);
const uint32 l_3210 = l_3209 + uint32(1);
l_mut_411 = l_3210;
const uint32 l_3211 = l_3209 & uint32(2147483647);
const bool l_3212 = l_3211 == uint32(0);
if (l_3212) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3213 = l_3209 & uint32(2147483648);
const bool l_3214 = l_3213 != uint32(0);
if (l_3214) {
const uint32 l_3215 = l_3209 - uint32(1);
l_mut_411 = l_3215;
} else {
const bool l_3216 = l_3209 == uint32(2139095040);
if (l_3216) {
l_mut_411 = l_3209;
}
}
}
const float l_3217 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3218 = reinterpret_cast<uint32 const&>(l_3217);
const uint32 l_3219 = l_3218 & uint32(2147483647);
const float l_3220 = reinterpret_cast<float const&>(l_3219);
const double l_3221 = double(l_3220);
l_mut_166 = l_3221;
const bool l_3222 = l_3219 < uint32(8388608);
if (l_3222) {
const double l_3223 = double(l_3219);
const double l_3224 = l_3223 * double(1.401298464324817e-45);
l_mut_166 = l_3224;
}
const uint64 l_3225 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3226 = l_3218 >> uint32(31);
const uint64 l_3227 = uint64(l_3226);
const uint64 l_3228 = l_3227 << uint64(63);
const uint64 l_3229 = l_3225 | l_3228;
const double l_3230 = reinterpret_cast<double const&>(l_3229);
l_mut_3094 = l_3230;
}
}
}
l_mut_2838 = l_mut_3094;
}
const double l_3231 = l_mut_1486 + l_381;
const double l_3232 = abs(l_3231);
const double l_3233 = l_3232 * double(2.220446049250313e-16);
const double l_3234 = l_2466 + l_3233;
const double l_3235 = l_3231 + l_3234;
const double l_3236 = -l_3235;
const double l_3237 = l_3236 * double(7.1362384635298e44);
const double l_3238 = floor(l_3237);
const double l_3239 = l_3238 * double(1.401298464324817e-45);
l_mut_3094 = l_3239;
const double l_3240 = abs(l_3236);
const bool l_3241 = l_3240 >= double(1.1754943508222875e-38);
if (l_3241) {
const float l_3242 = float(l_3236);
const double l_3243 = double(l_3242);
l_mut_3094 = l_3243;
const bool l_3244 = l_mut_3094 > l_3236;
if (l_3244) {
const uint32 l_3245 = reinterpret_cast<uint32 const&>(l_3242);
const uint32 l_3246 = l_3245 ^ uint32(2147483648);
const float l_3247 = reinterpret_cast<float const&>(l_3246);
const uint32 l_3248 = reinterpret_cast<uint32 const&>(l_3247);
const uint32 l_3249 = l_3248 + uint32(1);
l_mut_411 = l_3249;
const uint32 l_3250 = l_3248 & uint32(2147483647);
const bool l_3251 = l_3250 == uint32(0);
if (l_3251) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3252 = l_3248 & uint32(2147483648);
const bool l_3253 = l_3252 != uint32(0);
if (l_3253) {
const uint32 l_3254 = l_3248 - uint32(1);
l_mut_411 = l_3254;
} else {
const bool l_3255 = l_3248 == uint32(2139095040);
if (l_3255) {
l_mut_411 = l_3248;
}
}
}
const float l_3256 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3257 = reinterpret_cast<uint32 const&>(l_3256);
const uint32 l_3258 = l_3257 ^ uint32(2147483648);
const float l_3259 = reinterpret_cast<float const&>(l_3258);
const uint32 l_3260 = reinterpret_cast<uint32 const&>(l_3259);
const uint32 l_3261 = l_3260 & uint32(2147483647);
const float l_3262 = reinterpret_cast<float const&>(l_3261);
const double l_3263 = double(l_3262);
l_mut_166 = l_3263;
const bool l_3264 = l_3261 < uint32(8388608);
if (l_3264) {
const double l_3265 = double(l_3261);
const double l_3266 = l_3265 * double(1.401298464324817e-45);
l_mut_166 = l_3266;
}
const uint64 l_3267 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3268 = l_3260 >> uint32(31);
const uint64 l_3269 = uint64(l_3268);
const uint64 l_3270 = l_3269 << uint64(63);
const uint64 l_3271 = l_3267 | l_3270;
const double l_3272 = reinterpret_cast<double const&>(l_3271);
l_mut_3094 = l_3272;
} else {
const uint32 l_3273 = reinterpret_cast<uint32 const&>(l_3242);
const uint32 l_3274 = l_3273 + uint32(1);
l_mut_411 = l_3274;
const uint32 l_3275 = l_3273 & uint32(2147483647);
const bool l_3276 = l_3275 == uint32(0);
if (l_3276) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3277 = l_3273 & uint32(2147483648);
const bool l_3278 = l_3277 != uint32(0);
if (l_3278) {
const uint32 l_3279 = l_3273 - uint32(1);
l_mut_411 = l_3279;
} else {
const bool l_3280 = l_3273 == uint32(2139095040);
if (l_3280) {
l_mut_411 = l_3273;
}
}
}
const float l_3281 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3282 = reinterpret_cast<uint32 const&>(l_3281);
const uint32 l_3283 = l_3282 & uint32(2147483647);
const float l_3284 = reinterpret_cast<float const&>(l_3283);
const double l_3285 = double(l_3284);
l_mut_166 = l_3285;
const bool l_3286 = l_3283 < uint32(8388608);
if (l_3286) {
const double l_3287 = double(l_3283);
const double l_3288 = l_3287 * double(1.401298464324817e-45);
l_mut_166 = l_3288;
}
const uint64 l_3289 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3290 = l_3282 >> uint32(31);
const uint64 l_3291 = uint64(l_3290);
const uint64 l_3292 = l_3291 << uint64(63);
const uint64 l_3293 = l_3289 | l_3292;
const double l_3294 = reinterpret_cast<double const&>(l_3293);
const bool l_3295 = l_3294 <= l_3236;
if (l_3295) {
const uint32 l_3296 = reinterpret_cast<uint32 const&>(l_3242);
const uint32 l_3297 = l_3296 + uint32(1);
l_mut_411 = l_3297;
const uint32 l_3298 = l_3296 & uint32(2147483647);
const bool l_3299 = l_3298 == uint32(0);
if (l_3299) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3300 = l_3296 & uint32(2147483648);
const bool l_3301 = l_3300 != uint32(0);
if (l_3301) {
const uint32 l_3302 = l_3296 - uint32(1);
l_mut_411 = l_3302;
} else {
const bool l_3303 = l_3296 == uint32(2139095040);
if (l_3303) {
l_mut_411 = l_3296;
}
}
}
const float l_3304 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3305 = reinterpret_cast<uint32 const&>(l_3304);
const uint32 l_3306 = l_3305 & uint32(2147483647);
const float l_3307 = reinterpret_cast<float const&>(l_3306);
const double l_3308 = double(l_3307);
l_mut_166 = l_3308;
const bool l_3309 = l_3306 < uint32(8388608);
if (l_3309) {
const double l_3310 = double(l_3306);
const double l_3311 = l_3310 * double(1.401298464324817e-45);
l_mut_166 = l_3311;
}
const uint64 l_3312 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3313 = l_3305 >> uint32(31);
const uint64 l_3314 = uint64(l_3313);
const uint64 l_3315 = l_3314 << uint64(63);
const uint64 l_3316 = l_3312 | l_3315;
const double l_3317 = reinterpret_cast<double const&>(l_3316);
l_mut_3094 = l_3317;
}
}
}
const double l_3318 = -l_mut_3094;
l_mut_3094 = l_3318;
const bool l_3319 = bool(false) && bool(true);
if (l_3319) {
const double l_3320 = l_3231 + l_3234;
const double l_3321 = l_3320 * double(7.1362384635298e44);
const double l_3322 = floor(l_3321);
const double l_3323 = l_3322 * double(1.401298464324817e-45);
l_mut_166 = l_3323;
const double l_3324 = abs(l_3320);
const bool l_3325 = l_3324 >= double(1.1754943508222875e-38);
if (l_3325) {
const float l_3326 = float(l_3320);
const double l_3327 = double(l_3326);
l_mut_166 = l_3327;
const bool l_3328 = l_mut_166 > l_3320;
if (l_3328) {
const uint32 l_3329 = reinterpret_cast<uint32 const&>(l_3326);
const uint32 l_3330 = l_3329 ^ uint32(2147483648);
const float l_3331 = reinterpret_cast<float const&>(l_3330);
const uint32 l_3332 = reinterpret_cast<uint32 const&>(l_3331);
const uint32 l_3333 = l_3332 + uint32(1);
l_mut_411 = l_3333;
const uint32 l_3334 = l_3332 & uint32(2147483647);
const bool l_3335 = l_3334 == uint32(0);
if (l_3335) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3336 = l_3332 & uint32(2147483648);
const bool l_3337 = l_3336 != uint32(0);
if (l_3337) {
const uint32 l_3338 = l_3332 - uint32(1);
l_mut_411 = l_3338;
} else {
const bool l_3339 = l_3332 == uint32(2139095040);
if (l_3339) {
l_mut_411 = l_3332;
}
}
}
const float l_3340 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3341 = reinterpret_cast<uint32 const&>(l_3340);
const uint32 l_3342 = l_3341 ^ uint32(2147483648);
const float l_3343 = reinterpret_cast<float const&>(l_3342);
const uint32 l_3344 = reinterpret_cast<uint32 const&>(l_3343);
const uint32 l_3345 = l_3344 & uint32(2147483647);
const float l_3346 = reinterpret_cast<float const&>(l_3345);
const double l_3347 = double(l_3346);
l_mut_3348 = l_3347;
const bool l_3349 = l_3345 < uint32(8388608);
if (l_3349) {
const double l_3350 = double(l_3345);
const double l_3351 = l_3350 * double(1.401298464324817e-45);
l_mut_3348 = l_3351;
}
const uint64 l_3352 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_3353 = l_3344 >> uint32(31);
const uint64 l_3354 = uint64(l_3353);
const uint64 l_3355 = l_3354 << uint64(63);
const uint64 l_3356 = l_3352 | l_3355;
const double l_3357 = reinterpret_cast<double const&>(l_3356);
l_mut_166 = l_3357;
} else {
const uint32 l_3358 = reinterpret_cast<uint32 const&>(l_3326);
const uint32 l_3359 = l_3358 + uint32(1);
l_mut_411 = l_3359;
const uint32 l_3360 = l_3358 & uint32(2147483647);
const bool l_3361 = l_3360 == uint32(0);
if (l_3361) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3362 = l_3358 & uint32(2147483648);
const bool l_3363 = l_3362 != uint32(0);
if (l_3363) {
const uint32 l_3364 = l_3358 - uint32(1);
l_mut_411 = l_3364;
} else {
const bool l_3365 = l_3358 == uint32(2139095040);
if (l_3365) {
l_mut_411 = l_3358;
}
}
}
const float l_3366 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3367 = reinterpret_cast<uint32 const&>(l_3366);
const uint32 l_3368 = l_3367 & uint32(2147483647);
const float l_3369 = reinterpret_cast<float const&>(l_3368);
const double l_3370 = double(l_3369);
l_mut_3348 = l_3370;
const bool l_3371 = l_3368 < uint32(8388608);
if (l_3371) {
const double l_3372 = double(l_3368);
const double l_3373 = l_3372 * double(1.401298464324817e-45);
l_mut_3348 = l_3373;
}
const uint64 l_3374 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_3375 = l_3367 >> uint32(31);
const uint64 l_3376 = uint64(l_3375);
const uint64 l_3377 = l_3376 << uint64(63);
const uint64 l_3378 = l_3374 | l_3377;
const double l_3379 = reinterpret_cast<double const&>(l_3378);
const bool l_3380 = l_3379 <= l_3320;
if (l_3380) {
const uint32 l_3381 = reinterpret_cast<uint32 const&>(l_3326);
const uint32 l_3382 = l_3381 + uint32(1);
l_mut_411 = l_3382;
const uint32 l_3383 = l_3381 & uint32(2147483647);
const bool l_3384 = l_3383 == uint32(0);
if (l_3384) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3385 = l_3381 & uint32(2147483648);
const bool l_3386 = l_3385 != uint32(0);
if (l_3386) {
const uint32 l_3387 = l_3381 - uint32(1);
l_mut_411 = l_3387;
} else {
const bool l_3388 = l_3381 == uint32(2139095040);
if (l_3388) {
l_mut_411 = l_3381;
}
}
}
const float l_3389 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3390 = reinterpret_cast<uint32 const&>(l_3389);
const uint32 l_3391 = l_3390 & uint32(2147483647);
const float l_3392 = reinterpret_cast<float const&>(l_3391);
const double l_3393 = double(l_3392);
l_mut_3348 = l_3393;
const bool l_3394 = l_3391 < uint32(8388608);
if (l_3394) {
const double l_3395 = double(l_3391);
const double l_3396 = l_3395 * double(1.401298464324817e-45);
l_mut_3348 = l_3396;
}
const uint64 l_3397 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_3398 = l_3390 >> uint32(31);
const uint64 l_3399 = uint64(l_3398);
const uint64 l_3400 = l_3399 << uint64(63);
const uint64 l_3401 = l_3397 | l_3400;
const double l_3402 = reinterpret_cast<double const&>(l_3401);
l_mut_166 = l_3402;
}
}
}
l_mut_3094 = l_mut_166;
} else {
const double l_3403 = l_3231 - l_3234;
const double l_3404 = -l_3403;
const double l_3405 = l_3404 * double(7.1362384635298e44);
const double l_3406 = floor(l_3405);
const double l_3407 = l_3406 * double(1.401298464324817e-45);
l_mut_3348 = l_3407;
const double l_3408 = abs(l_3404);
const bool l_3409 = l_3408 >= double(1.1754943508222875e-38);
if (l_3409) {
const float l_3410 = float(l_3404);
const double l_3411 = double(l_3410);
l_mut_3348 = l_3411;
const bool l_3412 = l_mut_3348 > l_3404;
if (l_3412) {
const uint32 l_3413 = reinterpret_cast<uint32 const&>(l_3410);
const uint32 l_3414 = l_3413 ^ uint32(2147483648);
const float l_3415 = reinterpret_cast<float const&>(l_3414);
const uint32 l_3416 = reinterpret_cast<uint32 const&>(l_3415);
const uint32 l_3417 = l_3416 + uint32(1);
l_mut_411 = l_3417;
const uint32 l_3418 = l_3416 & uint32(2147483647);
const bool l_3419 = l_3418 == uint32(0);
if (l_3419) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3420 = l_3416 & uint32(2147483648);
const bool l_3421 = l_3420 != uint32(0);
if (l_3421) {
const uint32 l_3422 = l_3416 - uint32(1);
l_mut_411 = l_3422;
} else {
const bool l_3423 = l_3416 == uint32(2139095040);
if (l_3423) {
l_mut_411 = l_3416;
}
}
}
const float l_3424 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3425 = reinterpret_cast<uint32 const&>(l_3424);
const uint32 l_3426 = l_3425 ^ uint32(2147483648);
const float l_3427 = reinterpret_cast<float const&>(l_3426);
const uint32 l_3428 = reinterpret_cast<uint32 const&>(l_3427);
const uint32 l_3429 = l_3428 & uint32(2147483647);
const float l_3430 = reinterpret_cast<float const&>(l_3429);
const double l_3431 = double(l_3430);
l_mut_166 = l_3431;
const bool l_3432 = l_3429 < uint32(8388608);
if (l_3432) {
const double l_3433 = double(l_3429);
const double l_3434 = l_3433 * double(1.401298464324817e-45);
l_mut_166 = l_3434;
}
const uint64 l_3435 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3436 = l_3428 >> uint32(31);
const uint64 l_3437 = uint64(l_3436);
const uint64 l_3438 = l_3437 << uint64(63);
const uint64 l_3439 = l_3435 | l_3438;
const double l_3440 = reinterpret_cast<double const&>(l_3439);
l_mut_3348 = l_3440;
} else {
const uint32 l_3441 = reinterpret_cast<uint32 const&>(l_3410);
const uint32 l_3442 = l_3441 + uint32(1);
l_mut_411 = l_3442;
const uint32 l_3443 = l_3441 & uint32(2147483647);
const bool l_3444 = l_3443 == uint32(0);
if (l_3444) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3445 = l_3441 & uint32(2147483648);
const bool l_3446 = l_3445 != uint32(0);
if (l_3446) {
const uint32 l_3447 = l_3441 - uint32(1);
l_mut_411 = l_3447;
} else {
const bool l_3448 = l_3441 == uint32(2139095040);
if (l_3448) {
l_mut_411 = l_3441;
}
}
}
const float l_3449 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3450 = reinterpret_cast<uint32 const&>(l_3449);
const uint32 l_3451 = l_3450 & uint32(2147483647);
const float l_3452 = reinterpret_cast<float const&>(l_3451);
const double l_3453 = double(l_3452);
l_mut_166 = l_3453;
const bool l_3454 = l_3451 < uint32(8388608);
if (l_3454) {
const double l_3455 = double(l_3451);
const double l_3456 = l_3455 * double(1.401298464324817e-45);
l_mut_166 = l_3456;
}
const uint64 l_3457 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3458 = l_3450 >> uint32(31);
const uint64 l_3459 = uint64(l_3458);
const uint64 l_3460 = l_3459 << uint64(63);
const uint64 l_3461 = l_3457 | l_3460;
const double l_3462 = reinterpret_cast<double const&>(l_3461);
const bool l_3463 = l_3462 <= l_3404;
if (l_3463) {
const uint32 l_3464 = reinterpret_cast<uint32 const&>(l_3410);
const uint32 l_3465 = l_3464 + uint32(1);
l_mut_411 = l_3465;
const uint32 l_3466 = l_3464 & uint32(2147483647);
const bool l_3467 = l_3466 == uint32(0);
if (l_3467) {
l_mut_411 = uint32(1);
} else {
const uint32 l_3468 = l_3464 & uint32(2147483648);
const bool l_3469 = l_3468 != uint32(0);
if (l_3469) {
const uint32 l_3470 = l_3464 - uint32(1);
l_mut_411 = l_3470;
} else {
const bool l_3471 = l_3464 == uint32(2139095040);
if (l_3471) {
l_mut_411 = l_3464;
}
}
}
const float l_3472 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_3473 = reinterpret_cast<uint32 const&>(l_3472);
const uint32 l_3474 = l_3473 & uint32(2147483647);
const float l_3475 = reinterpret_cast<float const&>(l_3474);
const double l_3476 = double(l_3475);
l_mut_166 = l_3476;
const bool l_3477 = l_3474 < uint32(8388608);
if (l_3477) {
const double l_3478 = double(l_3474);
const double l_3479 = l_3478 * double(1.401298464324817e-45);
l_mut_166 = l_3479;
}
const uint64 l_3480 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3481 = l_3473 >> uint32(31);
const uint64 l_3482 = uint64(l_3481);
const uint64 l_3483 = l_3482 << uint64(63);
const uint64 l_3484 = l_3480 | l_3483;
const double l_3485 = reinterpret_cast<double const&>(l_3484);
l_mut_3348 = l_3485;
}
}
}
const double l_3486 = -l_mut_3348;
l_mut_3094 = l_3486;
}
l_mut_411 = uint32(0);
const bool l_3487 = l_mut_2838 <= double(0.0);
const bool l_3488 = l_mut_3094 >= double(0.0);
const bool l_3489 = l_3487 && l_3488;
const bool l_3490 = !l_3489;
if (l_3490) {
const double l_3492 = l_mut_221 / l_mut_2838;
const double l_3493 = l_mut_221 / l_mut_3094;
const double l_3494 = l_mut_2584 / l_mut_2838;
const double l_3495 = l_mut_2584 / l_mut_3094;
l_arr_3491[uint32(0)] = l_3492;
l_arr_3491[uint32(1)] = l_3492;
const double l_3496 = l_arr_3491[uint32(0)];
const bool l_3497 = l_3493 < l_3496;
if (l_3497) {
l_arr_3491[uint32(0)] = l_3493;
}
const double l_3498 = l_arr_3491[uint32(0)];
const bool l_3499 = l_3494 < l_3498;
if (l_3499) {
l_arr_3491[uint32(0)] = l_3494;
}
const double l_3500 = l_arr_3491[uint32(0)];
const bool l_3501 = l_3495 < l_3500;
if (l_3501) {
l_arr_3491[uint32(0)] = l_3495;
}
const double l_3502 = l_arr_3491[uint32(1)];
const bool l_3503 = l_3493 > l_3502;
if (l_3503) {
l_arr_3491[uint32(1)] = l_3493;
}
const double l_3504 = l_arr_3491[uint32(1)];
const bool l_3505 = l_3494 > l_3504;
if (l_3505) {
l_arr_3491[uint32(1)] = l_3494;
}
const double l_3506 = l_arr_3491[uint32(1)];
const bool l_3507 = l_3495 > l_3506;
if (l_3507) {
l_arr_3491[uint32(1)] = l_3495;
}
const double l_3508 = l_arr_3491[uint32(0)];
const double l_3509 = abs(l_3508);
const double l_3510 = l_3509 * l_mut_1073;
const double l_3511 = l_arr_3491[uint32(1)];
const double l_3512 = abs(l_3511);
const double l_3513 = l_3512 * l_mut_1073;
l_mut_411 = uint32(2);
const double l_3514 = l_arr_3491[uint32(0)];
const double l_3515 = l_3514 - l_3510;
const double l_3516 = abs(l_3515);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_3517 = l_3516 >= double(1.1754943508222875e-38);
const bool l_3518 = l_3516 <= double(1.7976931348623157e308);
const bool l_3519 = l_3517 && l_3518;
if (l_3519) {
const uint64 l_3520 = reinterpret_cast<uint64 const&>(l_3516);
const uint64 l_3521 = l_3520 >> uint64(52);
const uint64 l_3522 = l_3521 - uint64(23);
const uint64 l_3523 = l_3522 << uint64(52);
const double l_3524 = reinterpret_cast<double const&>(l_3523);
l_mut_3348 = l_3524;
}
const double l_3525 = l_3514 + l_3510;
const double l_3526 = abs(l_3525);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_3527 = l_3526 >= double(1.1754943508222875e-38);
const bool l_3528 = l_3526 <= double(1.7976931348623157e308);
const bool l_3529 = l_3527 && l_3528;
if (l_3529) {
const uint64 l_3530 = reinterpret_cast<uint64 const&>(l_3526);
const uint64 l_3531 = l_3530 >> uint64(52);
const uint64 l_3532 = l_3531 - uint64(23);
const uint64 l_3533 = l_3532 << uint64(52);
const double l_3534 = reinterpret_cast<double const&>(l_3533);
l_mut_3094 = l_3534;
}
const bool l_3535 = l_mut_3348 == l_mut_3094;
const double l_3536 = l_arr_3491[uint32(1)];
const double l_3537 = l_3536 - l_3513;
const double l_3538 = abs(l_3537);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_3539 = l_3538 >= double(1.1754943508222875e-38);
const bool l_3540 = l_3538 <= double(1.7976931348623157e308);
const bool l_3541 = l_3539 && l_3540;
if (l_3541) {
const uint64 l_3542 = reinterpret_cast<uint64 const&>(l_3538);
const uint64 l_3543 = l_3542 >> uint64(52);
const uint64 l_3544 = l_3543 - uint64(23);
const uint64 l_3545 = l_3544 << uint64(52);
const double l_3546 = reinterpret_cast<double const&>(l_3545);
l_mut_3348 = l_3546;
}
const double l_3547 = l_3536 + l_3513;
const double l_3548 = abs(l_3547);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_3549 = l_3548 >= double(1.1754943508222875e-38);
const bool l_3550 = l_3548 <= double(1.7976931348623157e308);
const bool l_3551 = l_3549 && l_3550;
if (l_3551) {
const uint64 l_3552 = reinterpret_cast<uint64 const&>(l_3548);
const uint64 l_3553 = l_3552 >> uint64(52);
const uint64 l_3554 = l_3553 - uint64(23);
const uint64 l_3555 = l_3554 << uint64(52);
const double l_3556 = reinterpret_cast<double const&>(l_3555);
l_mut_3094 = l_3556;
}
const bool l_3557 = l_mut_3348 == l_mut_3094;
const bool l_3558 = l_3535 && l_3557;
if (l_3558) {
const double l_3559 = l_arr_3491[uint32(0)];
const double l_3560 = l_arr_3491[uint32(0)];
const double l_3561 = abs(l_3560);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_3562 = l_3561 >= double(1.1754943508222875e-38);
const bool l_3563 = l_3561 <= double(1.7976931348623157e308);
const bool l_3564 = l_3562 && l_3563;
if (l_3564) {
const uint64 l_3565 = reinterpret_cast<uint64 const&>(l_3561);
const uint64 l_3566 = l_3565 >> uint64(52);
const uint64 l_3567 = l_3566 - uint64(23);
const uint64 l_3568 = l_3567 << uint64(52);
const double l_3569 = reinterpret_cast<double const&>(l_3568);
l_mut_3348 = l_3569;
}
const double l_3570 = l_384 * l_mut_3348;
const double l_3571 = l_3559 - l_3570;
const double l_3572 = l_arr_3491[uint32(1)];
const double l_3573 = l_arr_3491[uint32(1)];
const double l_3574 = abs(l_3573);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_3575 = l_3574 >= double(1.1754943508222875e-38);
const bool l_3576 = l_3574 <= double(1.7976931348623157e308);
const bool l_3577 = l_3575 && l_3576;
if (l_3577) {
const uint64 l_3578 = reinterpret_cast<uint64 const&>(l_3574);
const uint64 l_3579 = l_3578 >> uint64(52);
const uint64 l_3580 = l_3579 - uint64(23);
const uint64 l_3581 = l_3580 << uint64(52);
const double l_3582 = reinterpret_cast<double const&>(l_3581);
l_mut_3348 = l_3582;
}
const double l_3583 = l_384 * l_mut_3348;
const double l_3584 = l_3572 + l_3583;
const uint32 l_3585 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3586 = l_3585 & uint32(2147483647);
const float l_3587 = reinterpret_cast<float const&>(l_3586);
const double l_3588 = double(l_3587);
l_mut_3348 = l_3588;
const bool l_3589 = l_3586 < uint32(8388608);
if (l_3589) {
const double l_3590 = double(l_3586);
const double l_3591 = l_3590 * double(1.401298464324817e-45);
l_mut_3348 = l_3591;
}
const uint64 l_3592 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_3593 = l_3585 >> uint32(31);
const uint64 l_3594 = uint64(l_3593);
const uint64 l_3595 = l_3594 << uint64(63);
const uint64 l_3596 = l_3592 | l_3595;
const double l_3597 = reinterpret_cast<double const&>(l_3596);
const uint32 l_3598 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3599 = l_3598 + uint32(1);
l_mut_3600 = l_3599;
const uint32 l_3601 = l_3598 & uint32(2147483647);
const bool l_3602 = l_3601 == uint32(0);
if (l_3602) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3603 = l_3598 & uint32(2147483648);
const bool l_3604 = l_3603 != uint32(0);
if (l_3604) {
const uint32 l_3605 = l_3598 - uint32(1);
l_mut_3600 = l_3605;
} else {
const bool l_3606 = l_3598 == uint32(2139095040);
if (l_3606) {
l_mut_3600 = l_3598;
}
}
}
const float l_3607 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3608 = reinterpret_cast<uint32 const&>(l_3607);
const uint32 l_3609 = l_3608 & uint32(2147483647);
const float l_3610 = reinterpret_cast<float const&>(l_3609);
const double l_3611 = double(l_3610);
l_mut_3348 = l_3611;
const bool l_3612 = l_3609 < uint32(8388608);
if (l_3612) {
const double l_3613 = double(l_3609);
const double l_3614 = l_3613 * double(1.401298464324817e-45);
l_mut_3348 = l_3614;
}
const uint64 l_3615 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_3616 = l_3608 >> uint32(31);
const uint64 l_3617 = uint64(l_3616);
const uint64 l_3618 = l_3617 << uint64(63);
const uint64 l_3619 = l_3615 | l_3618;
const double l_3620 = reinterpret_cast<double const&>(l_3619);
const uint32 l_3621 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3622 = l_3621 ^ uint32(2147483648);
const float l_3623 = reinterpret_cast<float const&>(l_3622);
const uint32 l_3624 = reinterpret_cast<uint32 const&>(l_3623);
const uint32 l_3625 = l_3624 + uint32(1);
l_mut_3600 = l_3625;
const uint32 l_3626 = l_3624 & uint32(2147483647);
const bool l_3627 = l_3626 == uint32(0);
if (l_3627) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3628 = l_3624 & uint32(2147483648);
const bool l_3629 = l_3628 != uint32(0);
if (l_3629) {
const uint32 l_3630 = l_3624 - uint32(1);
l_mut_3600 = l_3630;
} else {
const bool l_3631 = l_3624 == uint32(2139095040);
if (l_3631) {
l_mut_3600 = l_3624;
}
}
}
const float l_3632 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3633 = reinterpret_cast<uint32 const&>(l_3632);
const uint32 l_3634 = l_3633 ^ uint32(2147483648);
const float l_3635 = reinterpret_cast<float const&>(l_3634);
const uint32 l_3636 = reinterpret_cast<uint32 const&>(l_3635);
const uint32 l_3637 = l_3636 & uint32(2147483647);
const float l_3638 = reinterpret_cast<float const&>(l_3637);
const double l_3639 = double(l_3638);
l_mut_3348 = l_3639;
const bool l_3640 = l_3637 < uint32(8388608);
if (l_3640) {
const double l_3641 = double(l_3637);
const double l_3642 = l_3641 * double(1.401298464324817e-45);
l_mut_3348 = l_3642;
}
const uint64 l_3643 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_3644 = l_3636 >> uint32(31);
const uint64 l_3645 = uint64(l_3644);
const uint64 l_3646 = l_3645 << uint64(63);
const uint64 l_3647 = l_3643 | l_3646;
const double l_3648 = reinterpret_cast<double const&>(l_3647);
const double l_3649 = l_3571 + l_3510;
const bool l_3650 = l_3649 <= l_3597;
l_mut_512 = l_3650;
const double l_3651 = l_3571 - l_3510;
const bool l_3652 = l_3651 > l_3597;
l_mut_509 = l_3652;
const double l_3653 = l_3584 - l_3513;
const bool l_3654 = l_3653 >= l_3597;
l_mut_506 = l_3654;
const double l_3655 = l_3584 + l_3513;
const bool l_3656 = l_3655 < l_3597;
l_mut_503 = l_3656;
const double l_3657 = l_3571 + l_3510;
const bool l_3658 = l_3657 < l_3620;
l_mut_512 = l_3658;
const double l_3659 = l_3571 - l_3510;
const bool l_3660 = l_3659 >= l_3620;
l_mut_509 = l_3660;
const double l_3661 = l_3584 - l_3513;
const bool l_3662 = l_3661 > l_3648;
l_mut_506 = l_3662;
const double l_3663 = l_3584 + l_3513;
const bool l_3664 = l_3663 <= l_3648;
l_mut_503 = l_3664;
l_mut_3600 = uint32(2);
const bool l_3665 = l_mut_509 || l_mut_503;
if (l_3665) {
l_mut_3600 = uint32(1);
} else {
const bool l_3666 = l_mut_512 && l_mut_506;
if (l_3666) {
l_mut_3600 = uint32(0);
}
}
const uint32 l_3667 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_3668 = l_3667 & uint32(2147483647);
const bool l_3669 = l_3668 == uint32(0);
if (l_3669) {
const double l_3670 = l_3571 + l_3510;
const bool l_3671 = l_3670 < double(1.1754943508222875e-38);
const double l_3672 = l_3584 - l_3513;
const bool l_3673 = l_3672 > double(-1.1754943508222875e-38);
const bool l_3674 = l_3671 && l_3673;
const double l_3675 = l_3571 - l_3510;
const bool l_3676 = l_3675 < double(1.1754943508222875e-38);
const double l_3677 = l_3584 + l_3513;
const bool l_3678 = l_3677 > double(-1.1754943508222875e-38);
const bool l_3679 = l_3676 && l_3678;
if (l_3674) {
l_mut_3600 = uint32(0);
} else {
const bool l_3680 = l_mut_3600 == uint32(1);
const bool l_3681 = l_3679 && l_3680;
if (l_3681) {
l_mut_3600 = uint32(2);
}
}
}
l_mut_411 = l_mut_3600;
}
}
const double l_3682 = l_mut_1569 - l_381;
const double l_3683 = abs(l_3682);
const double l_3684 = l_3683 * double(2.220446049250313e-16);
const double l_3685 = l_2464 + l_3684;
const double l_3686 = l_3682 + l_3685;
const double l_3687 = -l_3686;
const double l_3688 = l_3687 * double(7.1362384635298e44);
const double l_3689 = floor(l_3688);
const double l_3690 = l_3689 * double(1.401298464324817e-45);
l_mut_3348 = l_3690;
const double l_3691 = abs(l_3687);
const bool l_3692 = l_3691 >= double(1.1754943508222875e-38);
if (l_3692) {
const float l_3693 = float(l_3687);
const double l_3694 = double(l_3693);
l_mut_3348 = l_3694;
const bool l_3695 = l_mut_3348 > l_3687;
if (l_3695) {
const uint32 l_3696 = reinterpret_cast<uint32 const&>(l_3693);
const uint32 l_3697 = l_3696 ^ uint32(2147483648);
const float l_3698 = reinterpret_cast<float const&>(l_3697);
const uint32 l_3699 = reinterpret_cast<uint32 const&>(l_3698);
const uint32 l_3700 = l_3699 + uint32(1);
l_mut_3600 = l_3700;
const uint32 l_3701 = l_3699 & uint32(2147483647);
const bool l_3702 = l_3701 == uint32(0);
if (l_3702) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3703 = l_3699 & uint32(2147483648);
const bool l_3704 = l_3703 != uint32(0);
if (l_3704) {
const uint32 l_3705 = l_3699 - uint32(1);
l_mut_3600 = l_3705;
} else {
const bool l_3706 = l_3699 == uint32(2139095040);
if (l_3706) {
l_mut_3600 = l_3699;
}
}
}
const float l_3707 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3708 = reinterpret_cast<uint32 const&>(l_3707);
const uint32 l_3709 = l_3708 ^ uint32(2147483648);
const float l_3710 = reinterpret_cast<float const&>(l_3709);
const uint32 l_3711 = reinterpret_cast<uint32 const&>(l_3710);
const uint32 l_3712 = l_3711 & uint32(2147483647);
const float l_3713 = reinterpret_cast<float const&>(l_3712);
const double l_3714 = double(l_3713);
l_mut_3094 = l_3714;
const bool l_3715 = l_3712 < uint32(8388608);
if (l_3715) {
const double l_3716 = double(l_3712);
const double l_3717 = l_3716 * double(1.401298464324817e-45);
l_mut_3094 = l_3717;
}
const uint64 l_3718 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_3719 = l_3711 >> uint32(31);
const uint64 l_3720 = uint64(l_3719);
const uint64 l_3721 = l_3720 << uint64(63);
const uint64 l_3722 = l_3718 | l_3721;
const double l_3723 = reinterpret_cast<double const&>(l_3722);
l_mut_3348 = l_3723;
} else {
const uint32 l_3724 = reinterpret_cast<uint32 const&>(l_3693);
const uint32 l_3725 = l_3724 + uint32(1);
l_mut_3600 = l_3725;
const uint32 l_3726 = l_3724 & uint32(2147483647);
const bool l_3727 = l_3726 == uint32(0);
if (l_3727) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3728 = l_3724 & uint32(2147483648);
const bool l_3729 = l_3728 != uint32(0);
if (l_3729) {
const uint32 l_3730 = l_3724 - uint32(1);
l_mut_3600 = l_3730;
} else {
const bool l_3731 = l_3724 == uint32(2139095040);
if (l_3731) {
l_mut_3600 = l_3724;
}
}
}
const float l_3732 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3733 = reinterpret_cast<uint32 const&>(l_3732);
const uint32 l_3734 = l_3733 & uint32(2147483647);
const float l_3735 = reinterpret_cast<float const&>(l_3734);
const double l_3736 = double(l_3735);
l_mut_3094 = l_3736;
const bool l_3737 = l_3734 < uint32(8388608);
if (l_3737) {
const double l_3738 = double(l_3734);
const double l_3739 = l_3738 * double(1.401298464324817e-45);
l_mut_3094 = l_3739;
}
const uint64 l_3740 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_3741 = l_3733 >> uint32(31);
const uint64 l_3742 = uint64(l_3741);
const uint64 l_3743 = l_3742 << uint64(63);
const uint64 l_3744 = l_3740 | l_3743;
const double l_3745 = reinterpret_cast<double const&>(l_3744);
const bool l_3746 = l_3745 <= l_3687;
if (l_3746) {
const uint32 l_3747 = reinterpret_cast<uint32 const&>(l_3693);
const uint32 l_3748 = l_3747 + uint32(1);
l_mut_3600 = l_3748;
const uint32 l_3749 = l_3747 & uint32(2147483647);
const bool l_3750 = l_3749 == uint32(0);
if (l_3750) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3751 = l_3747 & uint32(2147483648);
const bool l_3752 = l_3751 != uint32(0);
if (l_3752) {
const uint32 l_3753 = l_3747 - uint32(1);
l_mut_3600 = l_3753;
} else {
const bool l_3754 = l_3747 == uint32(2139095040);
if (l_3754) {
l_mut_3600 = l_3747;
}
}
}
const float l_3755 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3756 = reinterpret_cast<uint32 const&>(l_3755);
const uint32 l_3757 = l_3756 & uint32(2147483647);
const float l_3758 = reinterpret_cast<float const&>(l_3757);
const double l_3759 = double(l_3758);
l_mut_3094 = l_3759;
const bool l_3760 = l_3757 < uint32(8388608);
if (l_3760) {
const double l_3761 = double(l_3757);
const double l_3762 = l_3761 * double(1.401298464324817e-45);
l_mut_3094 = l_3762;
}
const uint64 l_3763 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_3764 = l_3756 >> uint32(31);
const uint64 l_3765 = uint64(l_3764);
const uint64 l_3766 = l_3765 << uint64(63);
const uint64 l_3767 = l_3763 | l_3766;
const double l_3768 = reinterpret_cast<double const&>(l_3767);
l_mut_3348 = l_3768;
}
}
}
const double l_3769 = -l_mut_3348;
l_mut_3348 = l_3769;
const bool l_3770 = bool(true) && bool(false);
if (l_3770) {
const double l_3771 = l_3682 + l_3685;
const double l_3772 = l_3771 * double(7.1362384635298e44);
const double l_3773 = floor(l_3772);
const double l_3774 = l_3773 * double(1.401298464324817e-45);
l_mut_3094 = l_3774;
const double l_3775 = abs(l_3771);
const bool l_3776 = l_3775 >= double(1.1754943508222875e-38);
if (l_3776) {
const float l_3777 = float(l_3771);
const double l_3778 = double(l_3777);
l_mut_3094 = l_3778;
const bool l_3779 = l_mut_3094 > l_3771;
if (l_3779) {
const uint32 l_3780 = reinterpret_cast<uint32 const&>(l_3777);
const uint32 l_3781 = l_3780 ^ uint32(2147483648);
const float l_3782 = reinterpret_cast<float const&>(l_3781);
const uint32 l_3783 = reinterpret_cast<uint32 const&>(l_3782);
const uint32 l_3784 = l_3783 + uint32(1);
l_mut_3600 = l_3784;
const uint32 l_3785 = l_3783 & uint32(2147483647);
const bool l_3786 = l_3785 == uint32(0);
if (l_3786) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3787 = l_3783 & uint32(2147483648);
const bool l_3788 = l_3787 != uint32(0);
if (l_3788) {
const uint32 l_3789 = l_3783 - uint32(1);
l_mut_3600 = l_3789;
} else {
const bool l_3790 = l_3783 == uint32(2139095040);
if (l_3790) {
l_mut_3600 = l_3783;
}
}
}
const float l_3791 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3792 = reinterpret_cast<uint32 const&>(l_3791);
const uint32 l_3793 = l_3792 ^ uint32(2147483648);
const float l_3794 = reinterpret_cast<float const&>(l_3793);
const uint32 l_3795 = reinterpret_cast<uint32 const&>(l_3794);
const uint32 l_3796 = l_3795 & uint32(2147483647);
const float l_3797 = reinterpret_cast<float const&>(l_3796);
const double l_3798 = double(l_3797);
l_mut_2838 = l_3798;
const bool l_3799 = l_3796 < uint32(8388608);
if (l_3799) {
const double l_3800 = double(l_3796);
const double l_3801 = l_3800 * double(1.401298464324817e-45);
l_mut_2838 = l_3801;
}
const uint64 l_3802 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3803 = l_3795 >> uint32(31);
const uint64 l_3804 = uint64(l_3803);
const uint64 l_3805 = l_3804 << uint64(63);
const uint64 l_3806 = l_3802 | l_3805;
const double l_3807 = reinterpret_cast<double const&>(l_3806);
l_mut_3094 = l_3807;
} else {
const uint32 l_3808 = reinterpret_cast<uint32 const&>(l_3777);
const uint32 l_3809 = l_3808 + uint32(1);
l_mut_3600 = l_3809;
const uint32 l_3810 = l_3808 & uint32(2147483647);
const bool l_3811 = l_3810 == uint32(0);
if (l_3811) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3812 = l_3808 & uint32(2147483648);
const bool l_3813 = l_3812 != uint32(0);
if (l_3813) {
const uint32 l_3814 = l_3808 - uint32(1);
l_mut_3600 = l_3814;
} else {
const bool l_3815 = l_3808 == uint32(2139095040);
if (l_3815) {
l_mut_3600 = l_3808;
}
}
}
const float l_3816 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3817 = reinterpret_cast<uint32 const&>(l_3816);
const uint32 l_3818 = l_3817 & uint32(2147483647);
const float l_3819 = reinterpret_cast<float const&>(l_3818);
const double l_3820 = double(l_3819);
l_mut_2838 = l_3820;
const bool l_3821 = l_3818 < uint32(8388608);
if (l_3821) {
const double l_3822 = double(l_3818);
const double l_3823 = l_3822 * double(1.401298464324817e-45);
l_mut_2838 = l_3823;
}
const uint64 l_3824 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3825 = l_3817 >> uint32(31);
const uint64 l_3826 = uint64(l_3825);
const uint64 l_3827 = l_3826 << uint64(63);
const uint64 l_3828 = l_3824 | l_3827;
const double l_3829 = reinterpret_cast<double const&>(l_3828);
const bool l_3830 = l_3829 <= l_3771;
if (l_3830) {
const uint32 l_3831 = reinterpret_cast<uint32 const&>(l_3777);
const uint32 l_3832 = l_3831 + uint32(1);
l_mut_3600 = l_3832;
const uint32 l_3833 = l_3831 & uint32(2147483647);
const bool l_3834 = l_3833 == uint32(0);
if (l_3834) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3835 = l_3831 & uint32(2147483648);
const bool l_3836 = l_3835 != uint32(0);
if (l_3836) {
const uint32 l_3837 = l_3831 - uint32(1);
l_mut_3600 = l_3837;
} else {
const bool l_3838 = l_3831 == uint32(2139095040);
if (l_3838) {
l_mut_3600 = l_3831;
}
}
}
const float l_3839 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3840 = reinterpret_cast<uint32 const&>(l_3839);
const uint32 l_3841 = l_3840 & uint32(2147483647);
const float l_3842 = reinterpret_cast<float const&>(l_3841);
const double l_3843 = double(l_3842);
l_mut_2838 = l_3843;
const bool l_3844 = l_3841 < uint32(8388608);
if (l_3844) {
const double l_3845 = double(l_3841);
const double l_3846 = l_3845 * double(1.401298464324817e-45);
l_mut_2838 = l_3846;
}
const uint64 l_3847 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3848 = l_3840 >> uint32(31);
const uint64 l_3849 = uint64(l_3848);
const uint64 l_3850 = l_3849 << uint64(63);
const uint64 l_3851 = l_3847 | l_3850;
const double l_3852 = reinterpret_cast<double const&>(l_3851);
l_mut_3094 = l_3852;
}
}
}
l_mut_3348 = l_mut_3094;
} else {
const double l_3853 = l_3682 - l_3685;
const double l_3854 = l_3853 * double(7.1362384635298e44);
const double l_3855 = floor(l_3854);
const double l_3856 = l_3855 * double(1.401298464324817e-45);
l_mut_3094 = l_3856;
const double l_3857 = abs(l_3853);
const bool l_3858 = l_3857 >= double(1.1754943508222875e-38);
if (l_3858) {
const float l_3859 = float(l_3853);
const double l_3860 = double(l_3859);
l_mut_3094 = l_3860;
const bool l_3861 = l_mut_3094 > l_3853;
if (l_3861) {
const uint32 l_3862 = reinterpret_cast<uint32 const&>(l_3859);
const uint32 l_3863 = l_3862 ^ uint32(2147483648);
const float l_3864 = reinterpret_cast<float const&>(l_3863);
const uint32 l_3865 = reinterpret_cast<uint32 const&>(l_3864);
const uint32 l_3866 = l_3865 + uint32(1);
l_mut_3600 = l_3866;
const uint32 l_3867 = l_3865 & uint32(2147483647);
const bool l_3868 = l_3867 == uint32(0);
if (l_3868) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3869 = l_3865 & uint32(2147483648);
const bool l_3870 = l_3869 != uint32(0);
if (l_3870) {
const uint32 l_3871 = l_3865 - uint32(1);
l_mut_3600 = l_3871;
} else {
const bool l_3872 = l_3865 == uint32(2139095040);
if (l_3872) {
l_mut_3600 = l_3865;
}
}
}
const float l_3873 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3874 = reinterpret_cast<uint32 const&>(l_3873);
const uint32 l_3875 = l_3874 ^ uint32(2147483648);
const float l_3876 = reinterpret_cast<float const&>(l_3875);
const uint32 l_3877 = reinterpret_cast<uint32 const&>(l_3876);
const uint32 l_3878 = l_3877 & uint32(2147483647);
const float l_3879 = reinterpret_cast<float const&>(l_3878);
const double l_3880 = double(l_3879);
l_mut_2838 = l_3880;
const bool l_3881 = l_3878 < uint32(8388608);
if (l_3881) {
const double l_3882 = double(l_3878);
const double l_3883 = l_3882 * double(1.401298464324817e-45);
l_mut_2838 = l_3883;
}
const uint64 l_3884 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3885 = l_3877 >> uint32(31);
const uint64 l_3886 = uint64(l_3885);
const uint64 l_3887 = l_3886 << uint64(63);
const uint64 l_3888 = l_3884 | l_3887;
const double l_3889 = reinterpret_cast<double const&>(l_3888);
l_mut_3094 = l_3889;
} else {
const uint32 l_3890 = reinterpret_cast<uint32 const&>(l_3859);
const uint32 l_3891 = l_3890 + uint32(1);
l_mut_3600 = l_3891;
const uint32 l_3892 = l_3890 & uint32(2147483647);
const bool l_3893 = l_3892 == uint32(0);
if (l_3893) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3894 = l_3890 & uint32(2147483648);
const bool l_3895 = l_3894 != uint32(0);
if (l_3895) {
const uint32 l_3896 = l_3890 - uint32(1);
l_mut_3600 = l_3896;
} else {
const bool l_3897 = l_3890 == uint32(2139095040);
if (l_3897) {
l_mut_3600 = l_3890;
}
}
}
const float l_3898 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3899 = reinterpret_cast<uint32 const&>(l_3898);
const uint32 l_3900 = l_3899 & uint32(2147483647);
const float l_3901 = reinterpret_cast<float const&>(l_3900);
const double l_3902 = double(l_3901);
l_mut_2838 = l_3902;
const bool l_3903 = l_3900 < uint32(8388608);
if (l_3903) {
const double l_3904 = double(l_3900);
const double l_3905 = l_3904 * double(1.401298464324817e-45);
l_mut_2838 = l_3905;
}
const uint64 l_3906 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3907 = l_3899 >> uint32(31);
const uint64 l_3908 = uint64(l_3907);
const uint64 l_3909 = l_3908 << uint64(63);
const uint64 l_3910 = l_3906 | l_3909;
const double l_3911 = reinterpret_cast<double const&>(l_3910);
const bool l_3912 = l_3911 <= l_3853;
if (l_3912) {
const uint32 l_3913 = reinterpret_cast<uint32 const&>(l_3859);
const uint32 l_3914 = l_3913 + uint32(1);
l_mut_3600 = l_3914;
const uint32 l_3915 = l_3913 & uint32(2147483647);
const bool l_3916 = l_3915 == uint32(0);
if (l_3916) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3917 = l_3913 & uint32(2147483648);
const bool l_3918 = l_3917 != uint32(0);
if (l_3918) {
const uint32 l_3919 = l_3913 - uint32(1);
l_mut_3600 = l_3919;
} else {
const bool l_3920 = l_3913 == uint32(2139095040);
if (l_3920) {
l_mut_3600 = l_3913;
}
}
}
const float l_3921 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3922 = reinterpret_cast<uint32 const&>(l_3921);
const uint32 l_3923 = l_3922 & uint32(2147483647);
const float l_3924 = reinterpret_cast<float const&>(l_3923);
const double l_3925 = double(l_3924);
l_mut_2838 = l_3925;
const bool l_3926 = l_3923 < uint32(8388608);
if (l_3926) {
const double l_3927 = double(l_3923);
const double l_3928 = l_3927 * double(1.401298464324817e-45);
l_mut_2838 = l_3928;
}
const uint64 l_3929 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3930 = l_3922 >> uint32(31);
const uint64 l_3931 = uint64(l_3930);
const uint64 l_3932 = l_3931 << uint64(63);
const uint64 l_3933 = l_3929 | l_3932;
const double l_3934 = reinterpret_cast<double const&>(l_3933);
l_mut_3094 = l_3934;
}
}
}
l_mut_3348 = l_mut_3094;
}
const double l_3935 = l_mut_1569 + l_381;
const double l_3936 = abs(l_3935);
const double l_3937 = l_3936 * double(2.220446049250313e-16);
const double l_3938 = l_2464 + l_3937;
const double l_3939 = l_3935 + l_3938;
const double l_3940 = -l_3939;
const double l_3941 = l_3940 * double(7.1362384635298e44);
const double l_3942 = floor(l_3941);
const double l_3943 = l_3942 * double(1.401298464324817e-45);
l_mut_3094 = l_3943;
const double l_3944 = abs(l_3940);
const bool l_3945 = l_3944 >= double(1.1754943508222875e-38);
if (l_3945) {
const float l_3946 = float(l_3940);
const double l_3947 = double(l_3946);
l_mut_3094 = l_3947;
const bool l_3948 = l_mut_3094 > l_3940;
if (l_3948) {
const uint32 l_3949 = reinterpret_cast<uint32 const&>(l_3946);
const uint32 l_3950 = l_3949 ^ uint32(2147483648);
const float l_3951 = reinterpret_cast<float const&>(l_3950);
const uint32 l_3952 = reinterpret_cast<uint32 const&>(l_3951);
const uint32 l_3953 = l_3952 + uint32(1);
l_mut_3600 = l_3953;
const uint32 l_3954 = l_3952 & uint32(2147483647);
const bool l_3955 = l_3954 == uint32(0);
if (l_3955) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3956 = l_3952 & uint32(2147483648);
const bool l_3957 = l_3956 != uint32(0);
if (l_3957) {
const uint32 l_3958 = l_3952 - uint32(1);
l_mut_3600 = l_3958;
} else {
const bool l_3959 = l_3952 == uint32(2139095040);
if (l_3959) {
l_mut_3600 = l_3952;
}
}
}
const float l_3960 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3961 = reinterpret_cast<uint32 const&>(l_3960);
const uint32 l_3962 = l_3961 ^ uint32(2147483648);
const float l_3963 = reinterpret_cast<float const&>(l_3962);
const uint32 l_3964 = reinterpret_cast<uint32 const&>(l_3963);
const uint32 l_3965 = l_3964 & uint32(2147483647);
const float l_3966 = reinterpret_cast<float const&>(l_3965);
const double l_3967 = double(l_3966);
l_mut_2838 = l_3967;
const bool l_3968 = l_3965 < uint32(8388608);
if (l_3968) {
const double l_3969 = double(l_3965);
const double l_3970 = l_3969 * double(1.401298464324817e-45);
l_mut_2838 = l_3970;
}
const uint64 l_3971 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3972 = l_3964 >> uint32(31);
const uint64 l_3973 = uint64(l_3972);
const uint64 l_3974 = l_3973 << uint64(63);
const uint64 l_3975 = l_3971 | l_3974;
const double l_3976 = reinterpret_cast<double const&>(l_3975);
l_mut_3094 = l_3976;
} else {
const uint32 l_3977 = reinterpret_cast<uint32 const&>(l_3946);
const uint32 l_3978 = l_3977 + uint32(1);
l_mut_3600 = l_3978;
const uint32 l_3979 = l_3977 & uint32(2147483647);
const bool l_3980 = l_3979 == uint32(0);
if (l_3980) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_3981 = l_3977 & uint32(2147483648);
const bool l_3982 = l_3981 != uint32(0);
if (l_3982) {
const uint32 l_3983 = l_3977 - uint32(1);
l_mut_3600 = l_3983;
} else {
const bool l_3984 = l_3977 == uint32(2139095040);
if (l_3984) {
l_mut_3600 = l_3977;
}
}
}
const float l_3985 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_3986 = reinterpret_cast<uint32 const&>(l_3985);
const uint32 l_3987 = l_3986 & uint32(2147483647);
const float l_3988 = reinterpret_cast<float const&>(l_3987);
const double l_3989 = double(l_3988);
l_mut_2838 = l_3989;
const bool l_3990 = l_3987 < uint32(8388608);
if (l_3990) {
const double l_3991 = double(l_3987);
const double l_3992 = l_3991 * double(1.401298464324817e-45);
l_mut_2838 = l_3992;
}
const uint64 l_3993 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_3994 = l_3986 >> uint32(31);
const uint64 l_3995 = uint64(l_3994);
const uint64 l_3996 = l_3995 << uint64(63);
const uint64 l_3997 = l_3993 | l_3996;
const double l_3998 = reinterpret_cast<double const&>(l_3997);
const bool l_3999 = l_3998 <= l_3940;
if (l_3999) {
const uint32 l_4000 = reinterpret_cast<uint32 const&>(l_3946);
const uint32 l_4001 = l_4000 + uint32(1);
l_mut_3600 = l_4001;
const uint32 l_4002 = l_4000 & uint32(2147483647);
const bool l_4003 = l_4002 == uint32(0);
if (l_4003) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4004 = l_4000 & uint32(2147483648);
const bool l_4005 = l_4004 != uint32(0);
if (l_4005) {
const uint32 l_4006 = l_4000 - uint32(1);
l_mut_3600 = l_4006;
} else {
const bool l_4007 = l_4000 == uint32(2139095040);
if (l_4007) {
l_mut_3600 = l_4000;
}
}
}
const float l_4008 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4009 = reinterpret_cast<uint32 const&>(l_4008);
const uint32 l_4010 = l_4009 & uint32(2147483647);
const float l_4011 = reinterpret_cast<float const&>(l_4010);
const double l_4012 = double(l_4011);
l_mut_2838 = l_4012;
const bool l_4013 = l_4010 < uint32(8388608);
if (l_4013) {
const double l_4014 = double(l_4010);
const double l_4015 = l_4014 * double(1.401298464324817e-45);
l_mut_2838 = l_4015;
}
const uint64 l_4016 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_4017 = l_4009 >> uint32(31);
const uint64 l_4018 = uint64(l_4017);
const uint64 l_4019 = l_4018 << uint64(63);
const uint64 l_4020 = l_4016 | l_4019;
const double l_4021 = reinterpret_cast<double const&>(l_4020);
l_mut_3094 = l_4021;
}
}
}
const double l_4022 = -l_mut_3094;
l_mut_3094 = l_4022;
const bool l_4023 = bool(false) && bool(false);
if (l_4023) {
const double l_4024 = l_3935 + l_3938;
const double l_4025 = l_4024 * double(7.1362384635298e44);
const double l_4026 = floor(l_4025);
const double l_4027 = l_4026 * double(1.401298464324817e-45);
l_mut_2838 = l_4027;
const double l_4028 = abs(l_4024);
const bool l_4029 = l_4028 >= double(1.1754943508222875e-38);
if (l_4029) {
const float l_4030 = float(l_4024);
const double l_4031 = double(l_4030);
l_mut_2838 = l_4031;
const bool l_4032 = l_mut_2838 > l_4024;
if (l_4032) {
const uint32 l_4033 = reinterpret_cast<uint32 const&>(l_4030);
const uint32 l_4034 = l_4033 ^ uint32(2147483648);
const float l_4035 = reinterpret_cast<float const&>(l_4034);
const uint32 l_4036 = reinterpret_cast<uint32 const&>(l_4035);
const uint32 l_4037 = l_4036 + uint32(1);
l_mut_3600 = l_4037;
const uint32 l_4038 = l_4036 & uint32(2147483647);
const bool l_4039 = l_4038 == uint32(0);
if (l_4039) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4040 = l_4036 & uint32(2147483648);
const bool l_4041 = l_4040 != uint32(0);
if (l_4041) {
const uint32 l_4042 = l_4036 - uint32(1);
l_mut_3600 = l_4042;
} else {
const bool l_4043 = l_4036 == uint32(2139095040);
if (l_4043) {
l_mut_3600 = l_4036;
}
}
}
const float l_4044 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4045 = reinterpret_cast<uint32 const&>(l_4044);
const uint32 l_4046 = l_4045 ^ uint32(2147483648);
const float l_4047 = reinterpret_cast<float const&>(l_4046);
const uint32 l_4048 = reinterpret_cast<uint32 const&>(l_4047);
const uint32 l_4049 = l_4048 & uint32(2147483647);
const float l_4050 = reinterpret_cast<float const&>(l_4049);
const double l_4051 = double(l_4050);
l_mut_2584 = l_4051;
const bool l_4052 = l_4049 < uint32(8388608);
if (l_4052) {
const double l_4053 = double(l_4049);
const double l_4054 = l_4053 * double(1.401298464324817e-45);
l_mut_2584 = l_4054;
}
const uint64 l_4055 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_4056 = l_4048 >> uint32(31);
const uint64 l_4057 = uint64(l_4056);
const uint64 l_4058 = l_4057 << uint64(63);
const uint64 l_4059 = l_4055 | l_4058;
const double l_4060 = reinterpret_cast<double const&>(l_4059);
l_mut_2838 = l_4060;
} else {
const uint32 l_4061 = reinterpret_cast<uint32 const&>(l_4030);
const uint32 l_4062 = l_4061 + uint32(1);
l_mut_3600 = l_4062;
const uint32 l_4063 = l_4061 & uint32(2147483647);
const bool l_4064 = l_4063 == uint32(0);
if (l_4064) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4065 = l_4061 & uint32(2147483648);
const bool l_4066 = l_4065 != uint32(0);
if (l_4066) {
const uint32 l_4067 = l_4061 - uint32(1);
l_mut_3600 = l_4067;
} else {
const bool l_4068 = l_4061 == uint32(2139095040);
if (l_4068) {
l_mut_3600 = l_4061;
}
}
}
const float l_4069 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4070 = reinterpret_cast<uint32 const&>(l_4069);
const uint32 l_4071 = l_4070 & uint32(2147483647);
const float l_4072 = reinterpret_cast<float const&>(l_4071);
const double l_4073 = double(l_4072);
l_mut_2584 = l_4073;
const bool l_4074 = l_4071 < uint32(8388608);
if (l_4074) {
const double l_4075 = double(l_4071);
const double l_4076 = l_4075 * double(1.401298464324817e-45);
l_mut_2584 = l_4076;
}
const uint64 l_4077 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_4078 = l_4070 >> uint32(31);
const uint64 l_4079 = uint64(l_4078);
const uint64 l_4080 = l_4079 << uint64(63);
const uint64 l_4081 = l_4077 | l_4080;
const double l_4082 = reinterpret_cast<double const&>(l_4081);
const bool l_4083 = l_4082 <= l_4024;
if (l_4083) {
const uint32 l_4084 = reinterpret_cast<uint32 const&>(l_4030);
const uint32 l_4085 = l_4084 + uint32(1);
l_mut_3600 = l_4085;
const uint32 l_4086 = l_4084 & uint32(2147483647);
const bool l_4087 = l_4086 == uint32(0);
if (l_4087) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4088 = l_4084 & uint32(2147483648);
const bool l_4089 = l_4088 != uint32(0);
if (l_4089) {
const uint32 l_4090 = l_4084 - uint32(1);
l_mut_3600 = l_4090;
} else {
const bool l_4091 = l_4084 == uint32(2139095040);
if (l_4091) {
l_mut_3600 = l_4084;
}
}
}
const float l_4092 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4093 = reinterpret_cast<uint32 const&>(l_4092);
const uint32 l_4094 = l_4093 & uint32(2147483647);
const float l_4095 = reinterpret_cast<float const&>(l_4094);
const double l_4096 = double(l_4095);
l_mut_2584 = l_4096;
const bool l_4097 = l_4094 < uint32(8388608);
if (l_4097) {
const double l_4098 = double(l_4094);
const double l_4099 = l_4098 * double(1.401298464324817e-45);
l_mut_2584 = l_4099;
}
const uint64 l_4100 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_4101 = l_4093 >> uint32(31);
const uint64 l_4102 = uint64(l_4101);
const uint64 l_4103 = l_4102 << uint64(63);
const uint64 l_4104 = l_4100 | l_4103;
const double l_4105 = reinterpret_cast<double const&>(l_4104);
l_mut_2838 = l_4105;
}
}
}
l_mut_3094 = l_mut_2838;
} else {
}
const double l_4106 = l_mut_1486 - l_381;
const double l_4107 = abs(l_4106);
const double l_4108 = l_4107 * double(2.220446049250313e-16);
const double l_4109 = l_2466 + l_4108;
const double l_4110 = l_4106 + l_4109;
const double l_4111 = -l_4110;
const double l_4112 = l_4111 * double(7.1362384635298e44);
const double l_4113 = floor(l_4112);
const double l_4114 = l_4113 * double(1.401298464324817e-45);
l_mut_2838 = l_4114;
const double l_4115 = abs(l_4111);
const bool l_4116 = l_4115 >= double(1.1754943508222875e-38);
if (l_4116) {
const float l_4117 = float(l_4111);
const double l_4118 = double(l_4117);
l_mut_2838 = l_4118;
const bool l_4119 = l_mut_2838 > l_4111;
if (l_4119) {
const uint32 l_4120 = reinterpret_cast<uint32 const&>(l_4117);
const uint32 l_4121 = l_4120 ^ uint32(2147483648);
const float l_4122 = reinterpret_cast<float const&>(l_4121);
const uint32 l_4123 = reinterpret_cast<uint32 const&>(l_4122);
const uint32 l_4124 = l_4123 + uint32(1);
l_mut_3600 = l_4124;
const uint32 l_4125 = l_4123 & uint32(2147483647);
const bool l_4126 = l_4125 == uint32(0);
if (l_4126) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4127 = l_4123 & uint32(2147483648);
const bool l_4128 = l_4127 != uint32(0);
if (l_4128) {
const uint32 l_4129 = l_4123 - uint32(1);
l_mut_3600 = l_4129;
} else {
const bool l_4130 = l_4123 == uint32(2139095040);
if (l_4130) {
l_mut_3600 = l_4123;
}
}
}
const float l_4131 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4132 = reinterpret_cast<uint32 const&>(l_4131);
const uint32 l_4133 = l_4132 ^ uint32(2147483648);
const float l_4134 = reinterpret_cast<float const&>(l_4133);
const uint32 l_4135 = reinterpret_cast<uint32 const&>(l_4134);
const uint32 l_4136 = l_4135 & uint32(2147483647);
const float l_4137 = reinterpret_cast<float const&>(l_4136);
const double l_4138 = double(l_4137);
l_mut_2584 = l_4138;
const bool l_4139 = l_4136 < uint32(8388608);
if (l_4139) {
const double l_4140 = double(l_4136);
const double l_4141 = l_4140 * double(1.401298464324817e-45);
l_mut_2584 = l_4141;
}
const uint64 l_4142 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_4143 = l_4135 >> uint32(31);
const uint64 l_4144 = uint64(l_4143);
const uint64 l_4145 = l_4144 << uint64(63);
const uint64 l_4146 = l_4142 | l_4145;
const double l_4147 = reinterpret_cast<double const&>(l_4146);
l_mut_2838 = l_4147;
} else {
const uint32 l_4148 = reinterpret_cast<uint32 const&>(l_4117);
const uint32 l_4149 = l_4148 + uint32(1);
l_mut_3600 = l_4149;
const uint32 l_4150 = l_4148 & uint32(2147483647);
const bool l_4151 = l_4150 == uint32(0);
if (l_4151) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4152 = l_4148 & uint32(2147483648);
const bool l_4153 = l_4152 != uint32(0);
if (l_4153) {
const uint32 l_4154 = l_4148 - uint32(1);
l_mut_3600 = l_4154;
} else {
const bool l_4155 = l_4148 == uint32(2139095040);
if (l_4155) {
l_mut_3600 = l_4148;
}
}
}
const float l_4156 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4157 = reinterpret_cast<uint32 const&>(l_4156);
const uint32 l_4158 = l_4157 & uint32(2147483647);
const float l_4159 = reinterpret_cast<float const&>(l_4158);
const double l_4160 = double(l_4159);
l_mut_2584 = l_4160;
const bool l_4161 = l_4158 < uint32(8388608);
if (l_4161) {
const double l_4162 = double(l_4158);
const double l_4163 = l_4162 * double(1.401298464324817e-45);
l_mut_2584 = l_4163;
}
const uint64 l_4164 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_4165 = l_4157 >> uint32(31);
const uint64 l_4166 = uint64(l_4165);
const uint64 l_4167 = l_4166 << uint64(63);
const uint64 l_4168 = l_4164 | l_4167;
const double l_4169 = reinterpret_cast<double const&>(l_4168);
const bool l_4170 = l_4169 <= l_4111;
if (l_4170) {
const uint32 l_4171 = reinterpret_cast<uint32 const&>(l_4117);
const uint32 l_4172 = l_4171 + uint32(1);
l_mut_3600 = l_4172;
const uint32 l_4173 = l_4171 & uint32(2147483647);
const bool l_4174 = l_4173 == uint32(0);
if (l_4174) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4175 = l_4171 & uint32(2147483648);
const bool l_4176 = l_4175 != uint32(0);
if (l_4176) {
const uint32 l_4177 = l_4171 - uint32(1);
l_mut_3600 = l_4177;
} else {
const bool l_4178 = l_4171 == uint32(2139095040);
if (l_4178) {
l_mut_3600 = l_4171;
}
}
}
const float l_4179 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4180 = reinterpret_cast<uint32 const&>(l_4179);
const uint32 l_4181 = l_4180 & uint32(2147483647);
const float l_4182 = reinterpret_cast<float const&>(l_4181);
const double l_4183 = double(l_4182);
l_mut_2584 = l_4183;
const bool l_4184 = l_4181 < uint32(8388608);
if (l_4184) {
const double l_4185 = double(l_4181);
const double l_4186 = l_4185 * double(1.401298464324817e-45);
l_mut_2584 = l_4186;
}
const uint64 l_4187 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_4188 = l_4180 >> uint32(31);
const uint64 l_4189 = uint64(l_4188);
const uint64 l_4190 = l_4189 << uint64(63);
const uint64 l_4191 = l_4187 | l_4190;
const double l_4192 = reinterpret_cast<double const&>(l_4191);
l_mut_2838 = l_4192;
}
}
}
const double l_4193 = -l_mut_2838;
l_mut_2838 = l_4193;
const bool l_4194 = bool(true) && bool(false);
if (l_4194) {
const double l_4195 = l_4106 + l_4109;
const double l_4196 = l_4195 * double(7.1362384635298e44);
const double l_4197 = floor(l_4196);
const double l_4198 = l_4197 * double(1.401298464324817e-45);
l_mut_2584 = l_4198;
const double l_4199 = abs(l_4195);
const bool l_4200 = l_4199 >= double(1.1754943508222875e-38);
if (l_4200) {
const float l_4201 = float(l_4195);
const double l_4202 = double(l_4201);
l_mut_2584 = l_4202;
const bool l_4203 = l_mut_2584 > l_4195;
if (l_4203) {
const uint32 l_4204 = reinterpret_cast<uint32 const&>(l_4201);
const uint32 l_4205 = l_4204 ^ uint32(2147483648);
const float l_4206 = reinterpret_cast<float const&>(l_4205);
const uint32 l_4207 = reinterpret_cast<uint32 const&>(l_4206);
const uint32 l_4208 = l_4207 + uint32(1);
l_mut_3600 = l_4208;
const uint32 l_4209 = l_4207 & uint32(2147483647);
const bool l_4210 = l_4209 == uint32(0);
if (l_4210) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4211 = l_4207 & uint32(2147483648);
const bool l_4212 = l_4211 != uint32(0);
if (l_4212) {
const uint32 l_4213 = l_4207 - uint32(1);
l_mut_3600 = l_4213;
} else {
const bool l_4214 = l_4207 == uint32(2139095040);
if (l_4214) {
l_mut_3600 = l_4207;
}
}
}
const float l_4215 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4216 = reinterpret_cast<uint32 const&>(l_4215);
const uint32 l_4217 = l_4216 ^ uint32(2147483648);
const float l_4218 = reinterpret_cast<float const&>(l_4217);
const uint32 l_4219 = reinterpret_cast<uint32 const&>(l_4218);
const uint32 l_4220 = l_4219 & uint32(2147483647);
const float l_4221 = reinterpret_cast<float const&>(l_4220);
const double l_4222 = double(l_4221);
l_mut_221 = l_4222;
const bool l_4223 = l_4220 < uint32(8388608);
if (l_4223) {
const double l_4224 = double(l_4220);
const double l_4225 = l_4224 * double(1.401298464324817e-45);
l_mut_221 = l_4225;
}
const uint64 l_4226 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4227 = l_4219 >> uint32(31);
const uint64 l_4228 = uint64(l_4227);
const uint64 l_4229 = l_4228 << uint64(63);
const uint64 l_4230 = l_4226 | l_4229;
const double l_4231 = reinterpret_cast<double const&>(l_4230);
l_mut_2584 = l_4231;
} else {
const uint32 l_4232 = reinterpret_cast<uint32 const&>(l_4201);
const uint32 l_4233 = l_4232 + uint32(1);
l_mut_3600 = l_4233;
const uint32 l_4234 = l_4232 & uint32(2147483647);
const bool l_4235 = l_4234 == uint32(0);
if (l_4235) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4236 = l_4232 & uint32(2147483648);
const bool l_4237 = l_4236 != uint32(0);
if (l_4237) {
const uint32 l_4238 = l_4232 - uint32(1);
l_mut_3600 = l_4238;
} else {
const bool l_4239 = l_4232 == uint32(2139095040);
if (l_4239) {
l_mut_3600 = l_4232;
}
}
}
const float l_4240 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4241 = reinterpret_cast<uint32 const&>(l_4240);
const uint32 l_4242 = l_4241 & uint32(2147483647);
const float l_4243 = reinterpret_cast<float const&>(l_4242);
const double l_4244 = double(l_4243);
l_mut_221 = l_4244;
const bool l_4245 = l_4242 < uint32(8388608);
if (l_4245) {
const double l_4246 = double(l_4242);
const double l_4247 = l_4246 * double(1.401298464324817e-45);
l_mut_221 = l_4247;
}
const uint64 l_4248 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4249 = l_4241 >> uint32(31);
const uint64 l_4250 = uint64(l_4249);
const uint64 l_4251 = l_4250 << uint64(63);
const uint64 l_4252 = l_4248 | l_4251;
const double l_4253 = reinterpret_cast<double const&>(l_4252);
const bool l_4254 = l_4253 <= l_4195;
if (l_4254) {
const uint32 l_4255 = reinterpret_cast<uint32 const&>(l_4201);
const uint32 l_4256 = l_4255 + uint32(1);
l_mut_3600 = l_4256;
const uint32 l_4257 = l_4255 & uint32(2147483647);
const bool l_4258 = l_4257 == uint32(0);
if (l_4258) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4259 = l_4255 & uint32(2147483648);
const bool l_4260 = l_4259 != uint32(0);
if (l_4260) {
const uint32 l_4261 = l_4255 - uint32(1);
l_mut_3600 = l_4261;
} else {
const bool l_4262 = l_4255 == uint32(2139095040);
if (l_4262) {
l_mut_3600 = l_4255;
}
}
}
const float l_4263 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4264 = reinterpret_cast<uint32 const&>(l_4263);
const uint32 l_4265 = l_4264 & uint32(2147483647);
const float l_4266 = reinterpret_cast<float const&>(l_4265);
const double l_4267 = double(l_4266);
l_mut_221 = l_4267;
const bool l_4268 = l_4265 < uint32(8388608);
if (l_4268) {
const double l_4269 = double(l_4265);
const double l_4270 = l_4269 * double(1.401298464324817e-45);
l_mut_221 = l_4270;
}
const uint64 l_4271 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4272 = l_4264 >> uint32(31);
const uint64 l_4273 = uint64(l_4272);
const uint64 l_4274 = l_4273 << uint64(63);
const uint64 l_4275 = l_4271 | l_4274;
const double l_4276 = reinterpret_cast<double const&>(l_4275);
l_mut_2584 = l_4276;
}
}
}
l_mut_2838 = l_mut_2584;
} else {
const double l_4277 = l_4106 - l_4109;
const double l_4278 = l_4277 * double(7.1362384635298e44);
const double l_4279 = floor(l_4278);
const double l_4280 = l_4279 * double(1.401298464324817e-45);
l_mut_2584 = l_4280;
const double l_4281 = abs(l_4277);
const bool l_4282 = l_4281 >= double(1.1754943508222875e-38);
if (l_4282) {
const float l_4283 = float(l_4277);
const double l_4284 = double(l_4283);
l_mut_2584 = l_4284;
const bool l_4285 = l_mut_2584 > l_4277;
if (l_4285) {
const uint32 l_4286 = reinterpret_cast<uint32 const&>(l_4283);
const uint32 l_4287 = l_4286 ^ uint32(2147483648);
const float l_4288 = reinterpret_cast<float const&>(l_4287);
const uint32 l_4289 = reinterpret_cast<uint32 const&>(l_4288);
const uint32 l_4290 = l_4289 + uint32(1);
l_mut_3600 = l_4290;
const uint32 l_4291 = l_4289 & uint32(2147483647);
const bool l_4292 = l_4291 == uint32(0);
if (l_4292) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4293 = l_4289 & uint32(2147483648);
const bool l_4294 = l_4293 != uint32(0);
if (l_4294) {
const uint32 l_4295 = l_4289 - uint32(1);
l_mut_3600 = l_4295;
} else {
const bool l_4296 = l_4289 == uint32(2139095040);
if (l_4296) {
l_mut_3600 = l_4289;
}
}
}
const float l_4297 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4298 = reinterpret_cast<uint32 const&>(l_4297);
const uint32 l_4299 = l_4298 ^ uint32(2147483648);
const float l_4300 = reinterpret_cast<float const&>(l_4299);
const uint32 l_4301 = reinterpret_cast<uint32 const&>(l_4300);
const uint32 l_4302 = l_4301 & uint32(2147483647);
const float l_4303 = reinterpret_cast<float const&>(l_4302);
const double l_4304 = double(l_4303);
l_mut_221 = l_4304;
const bool l_4305 = l_4302 < uint32(8388608);
if (l_4305) {
const double l_4306 = double(l_4302);
const double l_4307 = l_4306 * double(1.401298464324817e-45);
l_mut_221 = l_4307;
}
const uint64 l_4308 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4309 = l_4301 >> uint32(31);
const uint64 l_4310 = uint64(l_4309);
const uint64 l_4311 = l_4310 << uint64(63);
const uint64 l_4312 = l_4308 | l_4311;
const double l_4313 = reinterpret_cast<double const&>(l_4312);
l_mut_2584 = l_4313;
} else {
const uint32 l_4314 = reinterpret_cast<uint32 const&>(l_4283);
const uint32 l_4315 = l_4314 + uint32(1);
l_mut_3600 = l_4315;
const uint32 l_4316 = l_4314 & uint32(2147483647);
const bool l_4317 = l_4316 == uint32(0);
if (l_4317) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4318 = l_4314 & uint32(2147483648);
const bool l_4319 = l_4318 != uint32(0);
if (l_4319) {
const uint32 l_4320 = l_4314 - uint32(1);
l_mut_3600 = l_4320;
} else {
const bool l_4321 = l_4314 == uint32(2139095040);
if (l_4321) {
l_mut_3600 = l_4314;
}
}
}
const float l_4322 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4323 = reinterpret_cast<uint32 const&>(l_4322);
const uint32 l_4324 = l_4323 & uint32(2147483647);
const float l_4325 = reinterpret_cast<float const&>(l_4324);
const double l_4326 = double(l_4325);
l_mut_221 = l_4326;
const bool l_4327 = l_4324 < uint32(8388608);
if (l_4327) {
const double l_4328 = double(l_4324);
const double l_4329 = l_4328 * double(1.401298464324817e-45);
l_mut_221 = l_4329;
}
const uint64 l_4330 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4331 = l_4323 >> uint32(31);
const uint64 l_4332 = uint64(l_4331);
const uint64 l_4333 = l_4332 << uint64(63);
const uint64 l_4334 = l_4330 | l_4333;
const double l_4335 = reinterpret_cast<double const&>(l_4334);
const bool l_4336 = l_4335 <= l_4277;
if (l_4336) {
const uint32 l_4337 = reinterpret_cast<uint32 const&>(l_4283);
const uint32 l_4338 = l_4337 + uint32(1);
l_mut_3600 = l_4338;
const uint32 l_4339 = l_4337 & uint32(2147483647);
const bool l_4340 = l_4339 == uint32(0);
if (l_4340) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4341 = l_4337 & uint32(2147483648);
const bool l_4342 = l_4341 != uint32(0);
if (l_4342) {
const uint32 l_4343 = l_4337 - uint32(1);
l_mut_3600 = l_4343;
} else {
const bool l_4344 = l_4337 == uint32(2139095040);
if (l_4344) {
l_mut_3600 = l_4337;
}
}
}
const float l_4345 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4346 = reinterpret_cast<uint32 const&>(l_4345);
const uint32 l_4347 = l_4346 & uint32(2147483647);
const float l_4348 = reinterpret_cast<float const&>(l_4347);
const double l_4349 = double(l_4348);
l_mut_221 = l_4349;
const bool l_4350 = l_4347 < uint32(8388608);
if (l_4350) {
const double l_4351 = double(l_4347);
const double l_4352 = l_4351 * double(1.401298464324817e-45);
l_mut_221 = l_4352;
}
const uint64 l_4353 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4354 = l_4346 >> uint32(31);
const uint64 l_4355 = uint64(l_4354);
const uint64 l_4356 = l_4355 << uint64(63);
const uint64 l_4357 = l_4353 | l_4356;
const double l_4358 = reinterpret_cast<double const&>(l_4357);
l_mut_2584 = l_4358;
}
}
}
l_mut_2838 = l_mut_2584;
}
const double l_4359 = l_mut_1486 + l_381;
const double l_4360 = abs(l_4359);
const double l_4361 = l_4360 * double(2.220446049250313e-16);
const double l_4362 = l_2466 + l_4361;
const double l_4363 = l_4359 + l_4362;
const double l_4364 = -l_4363;
const double l_4365 = l_4364 * double(7.1362384635298e44);
const double l_4366 = floor(l_4365);
const double l_4367 = l_4366 * double(1.401298464324817e-45);
l_mut_2584 = l_4367;
const double l_4368 = abs(l_4364);
const bool l_4369 = l_4368 >= double(1.1754943508222875e-38);
if (l_4369) {
const float l_4370 = float(l_4364);
const double l_4371 = double(l_4370);
l_mut_2584 = l_4371;
const bool l_4372 = l_mut_2584 > l_4364;
if (l_4372) {
const uint32 l_4373 = reinterpret_cast<uint32 const&>(l_4370);
const uint32 l_4374 = l_4373 ^ uint32(2147483648);
const float l_4375 = reinterpret_cast<float const&>(l_4374);
const uint32 l_4376 = reinterpret_cast<uint32 const&>(l_4375);
const uint32 l_4377 = l_4376 + uint32(1);
l_mut_3600 = l_4377;
const uint32 l_4378 = l_4376 & uint32(2147483647);
const bool l_4379 = l_4378 == uint32(0);
if (l_4379) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4380 = l_4376 & uint32(2147483648);
const bool l_4381 = l_4380 != uint32(0);
if (l_4381) {
const uint32 l_4382 = l_4376 - uint32(1);
l_mut_3600 = l_4382;
} else {
const bool l_4383 = l_4376 == uint32(2139095040);
if (l_4383) {
l_mut_3600 = l_4376;
}
}
}
const float l_4384 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4385 = reinterpret_cast<uint32 const&>(l_4384);
const uint32 l_4386 = l_4385 ^ uint32(2147483648);
const float l_4387 = reinterpret_cast<float const&>(l_4386);
const uint32 l_4388 = reinterpret_cast<uint32 const&>(l_4387);
const uint32 l_4389 = l_4388 & uint32(2147483647);
const float l_4390 = reinterpret_cast<float const&>(l_4389);
const double l_4391 = double(l_4390);
l_mut_221 = l_4391;
const bool l_4392 = l_4389 < uint32(8388608);
if (l_4392) {
const double l_4393 = double(l_4389);
const double l_4394 = l_4393 * double(1.401298464324817e-45);
l_mut_221 = l_4394;
}
const uint64 l_4395 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4396 = l_4388 >> uint32(31);
const uint64 l_4397 = uint64(l_4396);
const uint64 l_4398 = l_4397 << uint64(63);
const uint64 l_4399 = l_4395 | l_4398;
const double l_4400 = reinterpret_cast<double const&>(l_4399);
l_mut_2584 = l_4400;
} else {
const uint32 l_4401 = reinterpret_cast<uint32 const&>(l_4370);
const uint32 l_4402 = l_4401 + uint32(1);
l_mut_3600 = l_4402;
const uint32 l_4403 = l_4401 & uint32(2147483647);
const bool l_4404 = l_4403 == uint32(0);
if (l_4404) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4405 = l_4401 & uint32(2147483648);
const bool l_4406 = l_4405 != uint32(0);
if (l_4406) {
const uint32 l_4407 = l_4401 - uint32(1);
l_mut_3600 = l_4407;
} else {
const bool l_4408 = l_4401 == uint32(2139095040);
if (l_4408) {
l_mut_3600 = l_4401;
}
}
}
const float l_4409 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4410 = reinterpret_cast<uint32 const&>(l_4409);
const uint32 l_4411 = l_4410 & uint32(2147483647);
const float l_4412 = reinterpret_cast<float const&>(l_4411);
const double l_4413 = double(l_4412);
l_mut_221 = l_4413;
const bool l_4414 = l_4411 < uint32(8388608);
if (l_4414) {
const double l_4415 = double(l_4411);
const double l_4416 = l_4415 * double(1.401298464324817e-45);
l_mut_221 = l_4416;
}
const uint64 l_4417 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4418 = l_4410 >> uint32(31);
const uint64 l_4419 = uint64(l_4418);
const uint64 l_4420 = l_4419 << uint64(63);
const uint64 l_4421 = l_4417 | l_4420;
const double l_4422 = reinterpret_cast<double const&>(l_4421);
const bool l_4423 = l_4422 <= l_4364;
if (l_4423) {
const uint32 l_4424 = reinterpret_cast<uint32 const&>(l_4370);
const uint32 l_4425 = l_4424 + uint32(1);
l_mut_3600 = l_4425;
const uint32 l_4426 = l_4424 & uint32(2147483647);
const bool l_4427 = l_4426 == uint32(0);
if (l_4427) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4428 = l_4424 & uint32(2147483648);
const bool l_4429 = l_4428 != uint32(0);
if (l_4429) {
const uint32 l_4430 = l_4424 - uint32(1);
l_mut_3600 = l_4430;
} else {
const bool l_4431 = l_4424 == uint32(2139095040);
if (l_4431) {
l_mut_3600 = l_4424;
}
}
}
const float l_4432 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4433 = reinterpret_cast<uint32 const&>(l_4432);
const uint32 l_4434 = l_4433 & uint32(2147483647);
const float l_4435 = reinterpret_cast<float const&>(l_4434);
const double l_4436 = double(l_4435);
l_mut_221 = l_4436;
const bool l_4437 = l_4434 < uint32(8388608);
if (l_4437) {
const double l_4438 = double(l_4434);
const double l_4439 = l_4438 * double(1.401298464324817e-45);
l_mut_221 = l_4439;
}
const uint64 l_4440 = reinterpret_cast<uint64 const&>(l_mut_221);
const uint32 l_4441 = l_4433 >> uint32(31);
const uint64 l_4442 = uint64(l_4441);
const uint64 l_4443 = l_4442 << uint64(63);
const uint64 l_4444 = l_4440 | l_4443;
const double l_4445 = reinterpret_cast<double const&>(l_4444);
l_mut_2584 = l_4445;
}
}
}
const double l_4446 = -l_mut_2584;
l_mut_2584 = l_4446;
const bool l_4447 = bool(false) && bool(false);
if (l_4447) {
const double l_4448 = l_4359 + l_4362;
const double l_4449 = l_4448 * double(7.1362384635298e44);
const double l_4450 = floor(l_4449);
const double l_4451 = l_4450 * double(1.401298464324817e-45);
l_mut_221 = l_4451;
const double l_4452 = abs(l_4448);
const bool l_4453 = l_4452 >= double(1.1754943508222875e-38);
if (l_4453) {
const float l_4454 = float(l_4448);
const double l_4455 = double(l_4454);
l_mut_221 = l_4455;
const bool l_4456 = l_mut_221 > l_4448;
if (l_4456) {
const uint32 l_4457 = reinterpret_cast<uint32 const&>(l_4454);
const uint32 l_4458 = l_4457 ^ uint32(2147483648);
const float l_4459 = reinterpret_cast<float const&>(l_4458);
const uint32 l_4460 = reinterpret_cast<uint32 const&>(l_4459);
const uint32 l_4461 = l_4460 + uint32(1);
l_mut_3600 = l_4461;
const uint32 l_4462 = l_4460 & uint32(2147483647);
const bool l_4463 = l_4462 == uint32(0);
if (l_4463) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4464 = l_4460 & uint32(2147483648);
const bool l_4465 = l_4464 != uint32(0);
if (l_4465) {
const uint32 l_4466 = l_4460 - uint32(1);
l_mut_3600 = l_4466;
} else {
const bool l_4467 = l_4460 == uint32(2139095040);
if (l_4467) {
l_mut_3600 = l_4460;
}
}
}
const float l_4468 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4469 = reinterpret_cast<uint32 const&>(l_4468);
const uint32 l_4470 = l_4469 ^ uint32(2147483648);
const float l_4471 = reinterpret_cast<float const&>(l_4470);
const uint32 l_4472 = reinterpret_cast<uint32 const&>(l_4471);
const uint32 l_4473 = l_4472 & uint32(2147483647);
const float l_4474 = reinterpret_cast<float const&>(l_4473);
const double l_4475 = double(l_4474);
l_mut_166 = l_4475;
const bool l_4476 = l_4473 < uint32(8388608);
if (l_4476) {
const double l_4477 = double(l_4473);
const double l_4478 = l_4477 * double(1.401298464324817e-45);
l_mut_166 = l_4478;
}
const uint64 l_4479 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4480 = l_4472 >> uint32(31);
const uint64 l_4481 = uint64(l_4480);
const uint64 l_4482 = l_4481 << uint64(63);
const uint64 l_4483 = l_4479 | l_4482;
const double l_4484 = reinterpret_cast<double const&>(l_4483);
l_mut_221 = l_4484;
} else {
const uint32 l_4485 = reinterpret_cast<uint32 const&>(l_4454);
const uint32 l_4486 = l_4485 + uint32(1);
l_mut_3600 = l_4486;
const uint32 l_4487 = l_4485 & uint32(2147483647);
const bool l_4488 = l_4487 == uint32(0);
if (l_4488) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4489 = l_4485 & uint32(2147483648);
const bool l_4490 = l_4489 != uint32(0);
if (l_4490) {
const uint32 l_4491 = l_4485 - uint32(1);
l_mut_3600 = l_4491;
} else {
const bool l_4492 = l_4485 == uint32(2139095040);
if (l_4492) {
l_mut_3600 = l_4485;
}
}
}
const float l_4493 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4494 = reinterpret_cast<uint32 const&>(l_4493);
const uint32 l_4495 = l_4494 & uint32(2147483647);
const float l_4496 = reinterpret_cast<float const&>(l_4495);
const double l_4497 = double(l_4496);
l_mut_166 = l_4497;
const bool l_4498 = l_4495 < uint32(8388608);
if (l_4498) {
const double l_4499 = double(l_4495);
const double l_4500 = l_4499 * double(1.401298464324817e-45);
l_mut_166 = l_4500;
}
const uint64 l_4501 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4502 = l_4494 >> uint32(31);
const uint64 l_4503 = uint64(l_4502);
const uint64 l_4504 = l_4503 << uint64(63);
const uint64 l_4505 = l_4501 | l_4504;
const double l_4506 = reinterpret_cast<double const&>(l_4505);
const bool l_4507 = l_4506 <= l_4448;
if (l_4507) {
const uint32 l_4508 = reinterpret_cast<uint32 const&>(l_4454);
const uint32 l_4509 = l_4508 + uint32(1);
l_mut_3600 = l_4509;
const uint32 l_4510 = l_4508 & uint32(2147483647);
const bool l_4511 = l_4510 == uint32(0);
if (l_4511) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4512 = l_4508 & uint32(2147483648);
const bool l_4513 = l_4512 != uint32(0);
if (l_4513) {
const uint32 l_4514 = l_4508 - uint32(1);
l_mut_3600 = l_4514;
} else {
const bool l_4515 = l_4508 == uint32(2139095040);
if (l_4515) {
l_mut_3600 = l_4508;
}
}
}
const float l_4516 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4517 = reinterpret_cast<uint32 const&>(l_4516);
const uint32 l_4518 = l_4517 & uint32(2147483647);
const float l_4519 = reinterpret_cast<float const&>(l_4518);
const double l_4520 = double(l_4519);
l_mut_166 = l_4520;
const bool l_4521 = l_4518 < uint32(8388608);
if (l_4521) {
const double l_4522 = double(l_4518);
const double l_4523 = l_4522 * double(1.401298464324817e-45);
l_mut_166 = l_4523;
}
const uint64 l_4524 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4525 = l_4517 >> uint32(31);
const uint64 l_4526 = uint64(l_4525);
const uint64 l_4527 = l_4526 << uint64(63);
const uint64 l_4528 = l_4524 | l_4527;
const double l_4529 = reinterpret_cast<double const&>(l_4528);
l_mut_221 = l_4529;
}
}
}
l_mut_2584 = l_mut_221;
} else {
}
l_mut_3600 = uint32(0);
const bool l_4530 = l_mut_2838 <= double(0.0);
const bool l_4531 = l_mut_2584 >= double(0.0);
const bool l_4532 = l_4530 && l_4531;
const bool l_4533 = !l_4532;
if (l_4533) {
const double l_4535 = l_mut_3348 / l_mut_2838;
const double l_4536 = l_mut_3348 / l_mut_2584;
const double l_4537 = l_mut_3094 / l_mut_2838;
const double l_4538 = l_mut_3094 / l_mut_2584;
l_arr_4534[uint32(0)] = l_4535;
l_arr_4534[uint32(1)] = l_4535;
const double l_4539 = l_arr_4534[uint32(0)];
const bool l_4540 = l_4536 < l_4539;
if (l_4540) {
l_arr_4534[uint32(0)] = l_4536;
}
const double l_4541 = l_arr_4534[uint32(0)];
const bool l_4542 = l_4537 < l_4541;
if (l_4542) {
l_arr_4534[uint32(0)] = l_4537;
}
const double l_4543 = l_arr_4534[uint32(0)];
const bool l_4544 = l_4538 < l_4543;
if (l_4544) {
l_arr_4534[uint32(0)] = l_4538;
}
const double l_4545 = l_arr_4534[uint32(1)];
const bool l_4546 = l_4536 > l_4545;
if (l_4546) {
l_arr_4534[uint32(1)] = l_4536;
}
const double l_4547 = l_arr_4534[uint32(1)];
const bool l_4548 = l_4537 > l_4547;
if (l_4548) {
l_arr_4534[uint32(1)] = l_4537;
}
const double l_4549 = l_arr_4534[uint32(1)];
const bool l_4550 = l_4538 > l_4549;
if (l_4550) {
l_arr_4534[uint32(1)] = l_4538;
}
const double l_4551 = l_arr_4534[uint32(0)];
const double l_4552 = abs(l_4551);
const double l_4553 = l_4552 * l_mut_1073;
const double l_4554 = l_arr_4534[uint32(1)];
const double l_4555 = abs(l_4554);
const double l_4556 = l_4555 * l_mut_1073;
l_mut_3600 = uint32(2);
const double l_4557 = l_arr_4534[uint32(0)];
const double l_4558 = l_4557 - l_4553;
const double l_4559 = abs(l_4558);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4560 = l_4559 >= double(1.1754943508222875e-38);
const bool l_4561 = l_4559 <= double(1.7976931348623157e308);
const bool l_4562 = l_4560 && l_4561;
if (l_4562) {
const uint64 l_4563 = reinterpret_cast<uint64 const&>(l_4559);
const uint64 l_4564 = l_4563 >> uint64(52);
const uint64 l_4565 = l_4564 - uint64(23);
const uint64 l_4566 = l_4565 << uint64(52);
const double l_4567 = reinterpret_cast<double const&>(l_4566);
l_mut_3348 = l_4567;
}
const double l_4568 = l_4557 + l_4553;
const double l_4569 = abs(l_4568);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_4570 = l_4569 >= double(1.1754943508222875e-38);
const bool l_4571 = l_4569 <= double(1.7976931348623157e308);
const bool l_4572 = l_4570 && l_4571;
if (l_4572) {
const uint64 l_4573 = reinterpret_cast<uint64 const&>(l_4569);
const uint64 l_4574 = l_4573 >> uint64(52);
const uint64 l_4575 = l_4574 - uint64(23);
const uint64 l_4576 = l_4575 << uint64(52);
const double l_4577 = reinterpret_cast<double const&>(l_4576);
l_mut_3094 = l_4577;
}
const bool l_4578 = l_mut_3348 == l_mut_3094;
const double l_4579 = l_arr_4534[uint32(1)];
const double l_4580 = l_4579 - l_4556;
const double l_4581 = abs(l_4580);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4582 = l_4581 >= double(1.1754943508222875e-38);
const bool l_4583 = l_4581 <= double(1.7976931348623157e308);
const bool l_4584 = l_4582 && l_4583;
if (l_4584) {
const uint64 l_4585 = reinterpret_cast<uint64 const&>(l_4581);
const uint64 l_4586 = l_4585 >> uint64(52);
const uint64 l_4587 = l_4586 - uint64(23);
const uint64 l_4588 = l_4587 << uint64(52);
const double l_4589 = reinterpret_cast<double const&>(l_4588);
l_mut_3348 = l_4589;
}
const double l_4590 = l_4579 + l_4556;
const double l_4591 = abs(l_4590);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_4592 = l_4591 >= double(1.1754943508222875e-38);
const bool l_4593 = l_4591 <= double(1.7976931348623157e308);
const bool l_4594 = l_4592 && l_4593;
if (l_4594) {
const uint64 l_4595 = reinterpret_cast<uint64 const&>(l_4591);
const uint64 l_4596 = l_4595 >> uint64(52);
const uint64 l_4597 = l_4596 - uint64(23);
const uint64 l_4598 = l_4597 << uint64(52);
const double l_4599 = reinterpret_cast<double const&>(l_4598);
l_mut_3094 = l_4599;
}
const bool l_4600 = l_mut_3348 == l_mut_3094;
const bool l_4601 = l_4578 && l_4600;
if (l_4601) {
const double l_4602 = l_arr_4534[uint32(0)];
const double l_4603 = l_arr_4534[uint32(0)];
const double l_4604 = abs(l_4603);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4605 = l_4604 >= double(1.1754943508222875e-38);
const bool l_4606 = l_4604 <= double(1.7976931348623157e308);
const bool l_4607 = l_4605 && l_4606;
if (l_4607) {
const uint64 l_4608 = reinterpret_cast<uint64 const&>(l_4604);
const uint64 l_4609 = l_4608 >> uint64(52);
const uint64 l_4610 = l_4609 - uint64(23);
const uint64 l_4611 = l_4610 << uint64(52);
const double l_4612 = reinterpret_cast<double const&>(l_4611);
l_mut_3348 = l_4612;
}
const double l_4613 = l_384 * l_mut_3348;
const double l_4614 = l_4602 - l_4613;
const double l_4615 = l_arr_4534[uint32(1)];
const double l_4616 = l_arr_4534[uint32(1)];
const double l_4617 = abs(l_4616);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4618 = l_4617 >= double(1.1754943508222875e-38);
const bool l_4619 = l_4617 <= double(1.7976931348623157e308);
const bool l_4620 = l_4618 && l_4619;
if (l_4620) {
const uint64 l_4621 = reinterpret_cast<uint64 const&>(l_4617);
const uint64 l_4622 = l_4621 >> uint64(52);
const uint64 l_4623 = l_4622 - uint64(23);
const uint64 l_4624 = l_4623 << uint64(52);
const double l_4625 = reinterpret_cast<double const&>(l_4624);
l_mut_3348 = l_4625;
}
const double l_4626 = l_384 * l_mut_3348;
const double l_4627 = l_4615 + l_4626;
const uint32 l_4628 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4629 = l_4628 & uint32(2147483647);
const float l_4630 = reinterpret_cast<float const&>(l_4629);
const double l_4631 = double(l_4630);
l_mut_3348 = l_4631;
const bool l_4632 = l_4629 < uint32(8388608);
if (l_4632) {
const double l_4633 = double(l_4629);
const double l_4634 = l_4633 * double(1.401298464324817e-45);
l_mut_3348 = l_4634;
}
const uint64 l_4635 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4636 = l_4628 >> uint32(31);
const uint64 l_4637 = uint64(l_4636);
const uint64 l_4638 = l_4637 << uint64(63);
const uint64 l_4639 = l_4635 | l_4638;
const double l_4640 = reinterpret_cast<double const&>(l_4639);
const uint32 l_4641 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4642 = l_4641 + uint32(1);
l_mut_4643 = l_4642;
const uint32 l_4644 = l_4641 & uint32(2147483647);
const bool l_4645 = l_4644 == uint32(0);
if (l_4645) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_4646 = l_4641 & uint32(2147483648);
const bool l_4647 = l_4646 != uint32(0);
if (l_4647) {
const uint32 l_4648 = l_4641 - uint32(1);
l_mut_4643 = l_4648;
} else {
const bool l_4649 = l_4641 == uint32(2139095040);
if (l_4649) {
l_mut_4643 = l_4641;
}
}
}
const float l_4650 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_4651 = reinterpret_cast<uint32 const&>(l_4650);
const uint32 l_4652 = l_4651 & uint32(2147483647);
const float l_4653 = reinterpret_cast<float const&>(l_4652);
const double l_4654 = double(l_4653);
l_mut_3348 = l_4654;
const bool l_4655 = l_4652 < uint32(8388608);
if (l_4655) {
const double l_4656 = double(l_4652);
const double l_4657 = l_4656 * double(1.401298464324817e-45);
l_mut_3348 = l_4657;
}
const uint64 l_4658 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4659 = l_4651 >> uint32(31);
const uint64 l_4660 = uint64(l_4659);
const uint64 l_4661 = l_4660 << uint64(63);
const uint64 l_4662 = l_4658 | l_4661;
const double l_4663 = reinterpret_cast<double const&>(l_4662);
const uint32 l_4664 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4665 = l_4664 ^ uint32(2147483648);
const float l_4666 = reinterpret_cast<float const&>(l_4665);
const uint32 l_4667 = reinterpret_cast<uint32 const&>(l_4666);
const uint32 l_4668 = l_4667 + uint32(1);
l_mut_4643 = l_4668;
const uint32 l_4669 = l_4667 & uint32(2147483647);
const bool l_4670 = l_4669 == uint32(0);
if (l_4670) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_4671 = l_4667 & uint32(2147483648);
const bool l_4672 = l_4671 != uint32(0);
if (l_4672) {
const uint32 l_4673 = l_4667 - uint32(1);
l_mut_4643 = l_4673;
} else {
const bool l_4674 = l_4667 == uint32(2139095040);
if (l_4674) {
l_mut_4643 = l_4667;
}
}
}
const float l_4675 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_4676 = reinterpret_cast<uint32 const&>(l_4675);
const uint32 l_4677 = l_4676 ^ uint32(2147483648);
const float l_4678 = reinterpret_cast<float const&>(l_4677);
const uint32 l_4679 = reinterpret_cast<uint32 const&>(l_4678);
const uint32 l_4680 = l_4679 & uint32(2147483647);
const float l_4681 = reinterpret_cast<float const&>(l_4680);
const double l_4682 = double(l_4681);
l_mut_3348 = l_4682;
const bool l_4683 = l_4680 < uint32(8388608);
if (l_4683) {
const double l_4684 = double(l_4680);
const double l_4685 = l_4684 * double(1.401298464324817e-45);
l_mut_3348 = l_4685;
}
const uint64 l_4686 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4687 = l_4679 >> uint32(31);
const uint64 l_4688 = uint64(l_4687);
const uint64 l_4689 = l_4688 << uint64(63);
const uint64 l_4690 = l_4686 | l_4689;
const double l_4691 = reinterpret_cast<double const&>(l_4690);
const double l_4692 = l_4614 + l_4553;
const bool l_4693 = l_4692 <= l_4640;
l_mut_512 = l_4693;
const double l_4694 = l_4614 - l_4553;
const bool l_4695 = l_4694 > l_4640;
l_mut_509 = l_4695;
const double l_4696 = l_4627 - l_4556;
const bool l_4697 = l_4696 >= l_4640;
l_mut_506 = l_4697;
const double l_4698 = l_4627 + l_4556;
const bool l_4699 = l_4698 < l_4640;
l_mut_503 = l_4699;
const double l_4700 = l_4614 + l_4553;
const bool l_4701 = l_4700 < l_4663;
l_mut_512 = l_4701;
const double l_4702 = l_4614 - l_4553;
const bool l_4703 = l_4702 >= l_4663;
l_mut_509 = l_4703;
const double l_4704 = l_4627 - l_4556;
const bool l_4705 = l_4704 > l_4691;
l_mut_506 = l_4705;
const double l_4706 = l_4627 + l_4556;
const bool l_4707 = l_4706 <= l_4691;
l_mut_503 = l_4707;
l_mut_4643 = uint32(2);
const bool l_4708 = l_mut_509 || l_mut_503;
if (l_4708) {
l_mut_4643 = uint32(1);
} else {
const bool l_4709 = l_mut_512 && l_mut_506;
if (l_4709) {
l_mut_4643 = uint32(0);
}
}
const uint32 l_4710 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4711 = l_4710 & uint32(2147483647);
const bool l_4712 = l_4711 == uint32(0);
if (l_4712) {
const double l_4713 = l_4614 + l_4553;
const bool l_4714 = l_4713 < double(1.1754943508222875e-38);
const double l_4715 = l_4627 - l_4556;
const bool l_4716 = l_4715 > double(-1.1754943508222875e-38);
const bool l_4717 = l_4714 && l_4716;
const double l_4718 = l_4614 - l_4553;
const bool l_4719 = l_4718 < double(1.1754943508222875e-38);
const double l_4720 = l_4627 + l_4556;
const bool l_4721 = l_4720 > double(-1.1754943508222875e-38);
const bool l_4722 = l_4719 && l_4721;
if (l_4717) {
l_mut_4643 = uint32(0);
} else {
const bool l_4723 = l_mut_4643 == uint32(1);
const bool l_4724 = l_4722 && l_4723;
if (l_4724) {
l_mut_4643 = uint32(2);
}
}
}
l_mut_3600 = l_mut_4643;
}
}
l_mut_4643 = uint32(2);
const bool l_4725 = l_mut_411 == uint32(0);
if (l_4725) {
l_mut_4643 = uint32(0);
} else {
const bool l_4726 = l_mut_3600 == uint32(1);
if (l_4726) {
l_mut_4643 = uint32(1);
}
}
l_mut_452 = l_mut_4643;
} else {
const double l_4727 = l_mut_1569 - l_381;
const double l_4728 = l_mut_1569 + l_381;
const double l_4729 = l_mut_1486 - l_381;
const double l_4730 = l_mut_1486 + l_381;
const double l_4731 = abs(l_4729);
const bool l_4732 = l_4731 > l_2466;
const double l_4733 = abs(l_4730);
const bool l_4734 = l_4733 > l_2466;
const bool l_4735 = l_4732 && l_4734;
if (l_4735) {
const double l_4736 = l_2464 + l_2466;
const double l_4737 = abs(l_4729);
const double l_4738 = abs(l_4730);
l_mut_3348 = l_4737;
const bool l_4739 = l_4738 < l_4737;
if (l_4739) {
l_mut_3348 = l_4738;
}
const double l_4740 = l_4736 / l_mut_3348;
const double l_4741 = abs(l_4727);
const double l_4742 = abs(l_4728);
l_mut_3348 = l_4741;
const bool l_4743 = l_4742 < l_4741;
if (l_4743) {
l_mut_3348 = l_4742;
}
const double l_4744 = l_2464 / l_mut_3348;
const double l_4745 = l_4740 + l_4744;
l_mut_1073 = l_mut_1073 + l_4745;
l_mut_4643 = uint32(0);
const bool l_4746 = l_4729 <= double(0.0);
const bool l_4747 = l_4730 >= double(0.0);
const bool l_4748 = l_4746 && l_4747;
const bool l_4749 = !l_4748;
if (l_4749) {
const double l_4751 = l_4727 / l_4729;
const double l_4752 = l_4727 / l_4730;
const double l_4753 = l_4728 / l_4729;
const double l_4754 = l_4728 / l_4730;
l_arr_4750[uint32(0)] = l_4751;
l_arr_4750[uint32(1)] = l_4751;
const double l_4755 = l_arr_4750[uint32(0)];
const bool l_4756 = l_4752 < l_4755;
if (l_4756) {
l_arr_4750[uint32(0)] = l_4752;
}
const double l_4757 = l_arr_4750[uint32(0)];
const bool l_4758 = l_4753 < l_4757;
if (l_4758) {
l_arr_4750[uint32(0)] = l_4753;
}
const double l_4759 = l_arr_4750[uint32(0)];
const bool l_4760 = l_4754 < l_4759;
if (l_4760) {
l_arr_4750[uint32(0)] = l_4754;
}
const double l_4761 = l_arr_4750[uint32(1)];
const bool l_4762 = l_4752 > l_4761;
if (l_4762) {
l_arr_4750[uint32(1)] = l_4752;
}
const double l_4763 = l_arr_4750[uint32(1)];
const bool l_4764 = l_4753 > l_4763;
if (l_4764) {
l_arr_4750[uint32(1)] = l_4753;
}
const double l_4765 = l_arr_4750[uint32(1)];
const bool l_4766 = l_4754 > l_4765;
if (l_4766) {
l_arr_4750[uint32(1)] = l_4754;
}
const double l_4767 = l_arr_4750[uint32(0)];
const double l_4768 = abs(l_4767);
const double l_4769 = l_4768 * l_mut_1073;
const double l_4770 = l_arr_4750[uint32(1)];
const double l_4771 = abs(l_4770);
const double l_4772 = l_4771 * l_mut_1073;
l_mut_4643 = uint32(2);
const double l_4773 = l_arr_4750[uint32(0)];
const double l_4774 = l_4773 - l_4769;
const double l_4775 = abs(l_4774);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4776 = l_4775 >= double(1.1754943508222875e-38);
const bool l_4777 = l_4775 <= double(1.7976931348623157e308);
const bool l_4778 = l_4776 && l_4777;
if (l_4778) {
const uint64 l_4779 = reinterpret_cast<uint64 const&>(l_4775);
const uint64 l_4780 = l_4779 >> uint64(52);
const uint64 l_4781 = l_4780 - uint64(23);
const uint64 l_4782 = l_4781 << uint64(52);
const double l_4783 = reinterpret_cast<double const&>(l_4782);
l_mut_3348 = l_4783;
}
const double l_4784 = l_4773 + l_4769;
const double l_4785 = abs(l_4784);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_4786 = l_4785 >= double(1.1754943508222875e-38);
const bool l_4787 = l_4785 <= double(1.7976931348623157e308);
const bool l_4788 = l_4786 && l_4787;
if (l_4788) {
const uint64 l_4789 = reinterpret_cast<uint64 const&>(l_4785);
const uint64 l_4790 = l_4789 >> uint64(52);
const uint64 l_4791 = l_4790 - uint64(23);
const uint64 l_4792 = l_4791 << uint64(52);
const double l_4793 = reinterpret_cast<double const&>(l_4792);
l_mut_3094 = l_4793;
}
const bool l_4794 = l_mut_3348 == l_mut_3094;
const double l_4795 = l_arr_4750[uint32(1)];
const double l_4796 = l_4795 - l_4772;
const double l_4797 = abs(l_4796);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4798 = l_4797 >= double(1.1754943508222875e-38);
const bool l_4799 = l_4797 <= double(1.7976931348623157e308);
const bool l_4800 = l_4798 && l_4799;
if (l_4800) {
const uint64 l_4801 = reinterpret_cast<uint64 const&>(l_4797);
const uint64 l_4802 = l_4801 >> uint64(52);
const uint64 l_4803 = l_4802 - uint64(23);
const uint64 l_4804 = l_4803 << uint64(52);
const double l_4805 = reinterpret_cast<double const&>(l_4804);
l_mut_3348 = l_4805;
}
const double l_4806 = l_4795 + l_4772;
const double l_4807 = abs(l_4806);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_4808 = l_4807 >= double(1.1754943508222875e-38);
const bool l_4809 = l_4807 <= double(1.7976931348623157e308);
const bool l_4810 = l_4808 && l_4809;
if (l_4810) {
const uint64 l_4811 = reinterpret_cast<uint64 const&>(l_4807);
const uint64 l_4812 = l_4811 >> uint64(52);
const uint64 l_4813 = l_4812 - uint64(23);
const uint64 l_4814 = l_4813 << uint64(52);
const double l_4815 = reinterpret_cast<double const&>(l_4814);
l_mut_3094 = l_4815;
}
const bool l_4816 = l_mut_3348 == l_mut_3094;
const bool l_4817 = l_4794 && l_4816;
if (l_4817) {
const double l_4818 = l_arr_4750[uint32(0)];
const double l_4819 = l_arr_4750[uint32(0)];
const double l_4820 = abs(l_4819);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4821 = l_4820 >= double(1.1754943508222875e-38);
const bool l_4822 = l_4820 <= double(1.7976931348623157e308);
const bool l_4823 = l_4821 && l_4822;
if (l_4823) {
const uint64 l_4824 = reinterpret_cast<uint64 const&>(l_4820);
const uint64 l_4825 = l_4824 >> uint64(52);
const uint64 l_4826 = l_4825 - uint64(23);
const uint64 l_4827 = l_4826 << uint64(52);
const double l_4828 = reinterpret_cast<double const&>(l_4827);
l_mut_3348 = l_4828;
}
const double l_4829 = l_384 * l_mut_3348;
const double l_4830 = l_4818 - l_4829;
const double l_4831 = l_arr_4750[uint32(1)];
const double l_4832 = l_arr_4750[uint32(1)];
const double l_4833 = abs(l_4832);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_4834 = l_4833 >= double(1.1754943508222875e-38);
const bool l_4835 = l_4833 <= double(1.7976931348623157e308);
const bool l_4836 = l_4834 && l_4835;
if (l_4836) {
const uint64 l_4837 = reinterpret_cast<uint64 const&>(l_4833);
const uint64 l_4838 = l_4837 >> uint64(52);
const uint64 l_4839 = l_4838 - uint64(23);
const uint64 l_4840 = l_4839 << uint64(52);
const double l_4841 = reinterpret_cast<double const&>(l_4840);
l_mut_3348 = l_4841;
}
const double l_4842 = l_384 * l_mut_3348;
const double l_4843 = l_4831 + l_4842;
const uint32 l_4844 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4845 = l_4844 & uint32(2147483647);
const float l_4846 = reinterpret_cast<float const&>(l_4845);
const double l_4847 = double(l_4846);
l_mut_3348 = l_4847;
const bool l_4848 = l_4845 < uint32(8388608);
if (l_4848) {
const double l_4849 = double(l_4845);
const double l_4850 = l_4849 * double(1.401298464324817e-45);
l_mut_3348 = l_4850;
}
const uint64 l_4851 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4852 = l_4844 >> uint32(31);
const uint64 l_4853 = uint64(l_4852);
const uint64 l_4854 = l_4853 << uint64(63);
const uint64 l_4855 = l_4851 | l_4854;
const double l_4856 = reinterpret_cast<double const&>(l_4855);
const uint32 l_4857 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4858 = l_4857 + uint32(1);
l_mut_3600 = l_4858;
const uint32 l_4859 = l_4857 & uint32(2147483647);
const bool l_4860 = l_4859 == uint32(0);
if (l_4860) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4861 = l_4857 & uint32(2147483648);
const bool l_4862 = l_4861 != uint32(0);
if (l_4862) {
const uint32 l_4863 = l_4857 - uint32(1);
l_mut_3600 = l_4863;
} else {
const bool l_4864 = l_4857 == uint32(2139095040);
if (l_4864) {
l_mut_3600 = l_4857;
}
}
}
const float l_4865 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4866 = reinterpret_cast<uint32 const&>(l_4865);
const uint32 l_4867 = l_4866 & uint32(2147483647);
const float l_4868 = reinterpret_cast<float const&>(l_4867);
const double l_4869 = double(l_4868);
l_mut_3348 = l_4869;
const bool l_4870 = l_4867 < uint32(8388608);
if (l_4870) {
const double l_4871 = double(l_4867);
const double l_4872 = l_4871 * double(1.401298464324817e-45);
l_mut_3348 = l_4872;
}
const uint64 l_4873 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4874 = l_4866 >> uint32(31);
const uint64 l_4875 = uint64(l_4874);
const uint64 l_4876 = l_4875 << uint64(63);
const uint64 l_4877 = l_4873 | l_4876;
const double l_4878 = reinterpret_cast<double const&>(l_4877);
const uint32 l_4879 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4880 = l_4879 ^ uint32(2147483648);
const float l_4881 = reinterpret_cast<float const&>(l_4880);
const uint32 l_4882 = reinterpret_cast<uint32 const&>(l_4881);
const uint32 l_4883 = l_4882 + uint32(1);
l_mut_3600 = l_4883;
const uint32 l_4884 = l_4882 & uint32(2147483647);
const bool l_4885 = l_4884 == uint32(0);
if (l_4885) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_4886 = l_4882 & uint32(2147483648);
const bool l_4887 = l_4886 != uint32(0);
if (l_4887) {
const uint32 l_4888 = l_4882 - uint32(1);
l_mut_3600 = l_4888;
} else {
const bool l_4889 = l_4882 == uint32(2139095040);
if (l_4889) {
l_mut_3600 = l_4882;
}
}
}
const float l_4890 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_4891 = reinterpret_cast<uint32 const&>(l_4890);
const uint32 l_4892 = l_4891 ^ uint32(2147483648);
const float l_4893 = reinterpret_cast<float const&>(l_4892);
const uint32 l_4894 = reinterpret_cast<uint32 const&>(l_4893);
const uint32 l_4895 = l_4894 & uint32(2147483647);
const float l_4896 = reinterpret_cast<float const&>(l_4895);
const double l_4897 = double(l_4896);
l_mut_3348 = l_4897;
const bool l_4898 = l_4895 < uint32(8388608);
if (l_4898) {
const double l_4899 = double(l_4895);
const double l_4900 = l_4899 * double(1.401298464324817e-45);
l_mut_3348 = l_4900;
}
const uint64 l_4901 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4902 = l_4894 >> uint32(31);
const uint64 l_4903 = uint64(l_4902);
const uint64 l_4904 = l_4903 << uint64(63);
const uint64 l_4905 = l_4901 | l_4904;
const double l_4906 = reinterpret_cast<double const&>(l_4905);
const double l_4907 = l_4830 + l_4769;
const bool l_4908 = l_4907 <= l_4856;
l_mut_512 = l_4908;
const double l_4909 = l_4830 - l_4769;
const bool l_4910 = l_4909 > l_4856;
l_mut_509 = l_4910;
const double l_4911 = l_4843 - l_4772;
const bool l_4912 = l_4911 >= l_4856;
l_mut_506 = l_4912;
const double l_4913 = l_4843 + l_4772;
const bool l_4914 = l_4913 < l_4856;
l_mut_503 = l_4914;
l_mut_3600 = uint32(2);
const bool l_4915 = l_mut_509 || l_mut_503;
if (l_4915) {
l_mut_3600 = uint32(1);
} else {
const bool l_4916 = l_mut_512 && l_mut_506;
if (l_4916) {
l_mut_3600 = uint32(0);
}
}
const uint32 l_4917 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4918 = l_4917 & uint32(2147483647);
const bool l_4919 = l_4918 == uint32(0);
if (l_4919) {
const double l_4920 = l_4830 + l_4769;
const bool l_4921 = l_4920 < double(1.1754943508222875e-38);
const double l_4922 = l_4843 - l_4772;
const bool l_4923 = l_4922 > double(-1.1754943508222875e-38);
const bool l_4924 = l_4921 && l_4923;
const double l_4925 = l_4830 - l_4769;
const bool l_4926 = l_4925 < double(1.1754943508222875e-38);
const double l_4927 = l_4843 + l_4772;
const bool l_4928 = l_4927 > double(-1.1754943508222875e-38);
const bool l_4929 = l_4926 && l_4928;
if (l_4924) {
l_mut_3600 = uint32(0);
} else {
const bool l_4930 = l_mut_3600 == uint32(1);
const bool l_4931 = l_4929 && l_4930;
if (l_4931) {
l_mut_3600 = uint32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
}
l_mut_452 = l_mut_4643;
}
}
l_mut_268 = l_mut_452;
} else {
const bool l_4932 = l_393 <= l_387;
if (l_4932) {
const float l_4933 = float(l_392);
const uint32 l_4934 = reinterpret_cast<uint32 const&>(l_4933);
const uint32 l_4935 = l_4934 & uint32(2147483647);
const float l_4936 = reinterpret_cast<float const&>(l_4935);
const double l_4937 = double(l_4936);
l_mut_3348 = l_4937;
const bool l_4938 = l_4935 < uint32(8388608);
if (l_4938) {
const double l_4939 = double(l_4935);
const double l_4940 = l_4939 * double(1.401298464324817e-45);
l_mut_3348 = l_4940;
}
const uint64 l_4941 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_4942 = l_4934 >> uint32(31);
const uint64 l_4943 = uint64(l_4942);
const uint64 l_4944 = l_4943 << uint64(63);
const uint64 l_4945 = l_4941 | l_4944;
const double l_4946 = reinterpret_cast<double const&>(l_4945);
const double l_4947 = abs(l_4946);
l_mut_3348 = l_4947;
l_mut_4643 = uint32(0);
const bool l_4948 = l_4947 >= double(0.785);
if (l_4948) {
const double l_4949 = l_4947 * double(0.6366197723675814);
const double l_4950 = l_4949 + double(0.5);
const double l_4951 = floor(l_4950);
const double l_4952 = l_4951 * double(1.570796325802803);
const double l_4953 = l_4947 - l_4952;
const double l_4954 = l_4953 * l_20;
const double l_4955 = l_4951 * double(9.920935796805404e-10);
const double l_4956 = l_4954 - l_4955;
l_mut_3348 = l_4956;
const uint32 l_4957 = uint32(l_4951);
l_mut_4643 = l_4957;
}
const uint32 l_4958 = reinterpret_cast<uint32 const&>(l_4933);
const bool l_4959 = l_4958 >= uint32(2147483648);
const double l_4960 = l_mut_3348 * l_mut_3348;
const double l_4961 = l_4960 * double(1.9572941063391263e-20);
const double l_4962 = double(8.22063524662433e-18) - l_4961;
l_mut_3094 = l_4962;
const double l_4963 = l_mut_3094 * l_4960;
const double l_4964 = l_4963 - double(2.8114572543455206e-15);
l_mut_3094 = l_4964;
const double l_4965 = l_mut_3094 * l_4960;
const double l_4966 = l_4965 + double(7.647163731819816e-13);
l_mut_3094 = l_4966;
const double l_4967 = l_mut_3094 * l_4960;
const double l_4968 = l_4967 - double(1.6059043836821613e-10);
l_mut_3094 = l_4968;
const double l_4969 = l_mut_3094 * l_4960;
const double l_4970 = l_4969 + double(2.505210838544172e-8);
l_mut_3094 = l_4970;
const double l_4971 = l_mut_3094 * l_4960;
const double l_4972 = l_4971 - double(2.7557319223985893e-6);
l_mut_3094 = l_4972;
const double l_4973 = l_mut_3094 * l_4960;
const double l_4974 = l_4973 + double(0.0001984126984126984);
l_mut_3094 = l_4974;
const double l_4975 = l_mut_3094 * l_4960;
const double l_4976 = l_4975 - double(0.008333333333333333);
l_mut_3094 = l_4976;
const double l_4977 = l_mut_3094 * l_4960;
const double l_4978 = l_4977 + double(0.16666666666666666);
l_mut_3094 = l_4978;
const double l_4979 = double(0.5) * l_4960;
const double l_4980 = double(1.0) - l_4979;
const double l_4981 = double(0.0) * l_4980;
const double l_4982 = l_mut_3348 * l_4960;
const double l_4983 = l_4982 * l_mut_3094;
const double l_4984 = l_4981 - l_4983;
const double l_4985 = l_mut_3348 + l_4984;
const double l_4986 = l_mut_3348 * l_mut_3348;
const double l_4987 = l_4986 * double(4.110317623312165e-19);
const double l_4988 = l_4987 - double(1.5619206968586225e-16);
l_mut_3094 = l_4988;
const double l_4989 = l_mut_3094 * l_4986;
const double l_4990 = l_4989 + double(4.779477332387385e-14);
l_mut_3094 = l_4990;
const double l_4991 = l_mut_3094 * l_4986;
const double l_4992 = l_4991 - double(1.1470745597729725e-11);
l_mut_3094 = l_4992;
const double l_4993 = l_mut_3094 * l_4986;
const double l_4994 = l_4993 + double(2.08767569878681e-9);
l_mut_3094 = l_4994;
const double l_4995 = l_mut_3094 * l_4986;
const double l_4996 = l_4995 - double(2.755731922398589e-7);
l_mut_3094 = l_4996;
const double l_4997 = l_mut_3094 * l_4986;
const double l_4998 = l_4997 + double(2.48015873015873e-5);
l_mut_3094 = l_4998;
const double l_4999 = l_mut_3094 * l_4986;
const double l_5000 = l_4999 - double(0.001388888888888889);
l_mut_3094 = l_5000;
const double l_5001 = l_mut_3094 * l_4986;
const double l_5002 = l_5001 + double(0.041666666666666664);
l_mut_3094 = l_5002;
const double l_5003 = double(0.5) * l_4986;
const double l_5004 = double(1.0) - l_5003;
const double l_5005 = l_4986 * l_4986;
const double l_5006 = l_5005 * l_mut_3094;
const double l_5007 = double(0.0) * l_mut_3348;
const double l_5008 = l_5006 - l_5007;
const double l_5009 = l_5004 + l_5008;
const uint32 l_5010 = l_mut_4643 & uint32(1);
const bool l_5011 = l_5010 == uint32(1);
l_mut_3348 = l_4985;
const uint32 l_5012 = l_mut_4643 & uint32(2);
const bool l_5013 = l_5012 != uint32(0);
l_mut_512 = l_5013;
const bool l_5014 = uint32(6) == uint32(6);
if (l_5014) {
if (l_5011) {
l_mut_3348 = l_5009;
}
} else {
const bool l_5015 = uint32(6) == uint32(7);
if (l_5015) {
l_mut_3348 = l_5009;
if (l_5011) {
l_mut_3348 = l_4985;
}
const uint32 l_5016 = l_mut_4643 + uint32(1);
const uint32 l_5017 = l_5016 & uint32(2);
const bool l_5018 = l_5017 != uint32(0);
l_mut_512 = l_5018;
} else {
const double l_5019 = l_4985 / l_5009;
l_mut_3348 = l_5019;
if (l_5011) {
const double l_5020 = l_5009 / l_4985;
l_mut_3348 = l_5020;
}
l_mut_512 = l_5011;
}
}
const bool l_5021 = uint32(6) != uint32(7);
const bool l_5022 = l_5021 && l_4959;
if (l_5022) {
const bool l_5023 = !l_mut_512;
l_mut_512 = l_5023;
}
if (l_mut_512) {
const double l_5024 = -l_mut_3348;
l_mut_3348 = l_5024;
}
const float l_5025 = float(l_392);
const uint32 l_5026 = reinterpret_cast<uint32 const&>(l_5025);
const uint32 l_5027 = l_5026 & uint32(2147483647);
const float l_5028 = reinterpret_cast<float const&>(l_5027);
const double l_5029 = double(l_5028);
l_mut_3094 = l_5029;
const bool l_5030 = l_5027 < uint32(8388608);
if (l_5030) {
const double l_5031 = double(l_5027);
const double l_5032 = l_5031 * double(1.401298464324817e-45);
l_mut_3094 = l_5032;
}
const uint64 l_5033 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_5034 = l_5026 >> uint32(31);
const uint64 l_5035 = uint64(l_5034);
const uint64 l_5036 = l_5035 << uint64(63);
const uint64 l_5037 = l_5033 | l_5036;
const double l_5038 = reinterpret_cast<double const&>(l_5037);
const double l_5039 = abs(l_5038);
l_mut_3094 = l_5039;
l_mut_4643 = uint32(0);
const bool l_5040 = l_5039 >= double(0.785);
if (l_5040) {
const double l_5041 = l_5039 * double(0.6366197723675814);
const double l_5042 = l_5041 + double(0.5);
const double l_5043 = floor(l_5042);
const double l_5044 = l_5043 * double(1.570796325802803);
const double l_5045 = l_5039 - l_5044;
const double l_5046 = l_5045 * l_20;
const double l_5047 = l_5043 * double(9.920935796805404e-10);
const double l_5048 = l_5046 - l_5047;
l_mut_3094 = l_5048;
const uint32 l_5049 = uint32(l_5043);
l_mut_4643 = l_5049;
}
const uint32 l_5050 = reinterpret_cast<uint32 const&>(l_5025);
const bool l_5051 = l_5050 >= uint32(2147483648);
const double l_5052 = l_mut_3094 * l_mut_3094;
const double l_5053 = l_5052 * double(1.9572941063391263e-20);
const double l_5054 = double(8.22063524662433e-18) - l_5053;
l_mut_2838 = l_5054;
const double l_5055 = l_mut_2838 * l_5052;
const double l_5056 = l_5055 - double(2.8114572543455206e-15);
l_mut_2838 = l_5056;
const double l_5057 = l_mut_2838 * l_5052;
const double l_5058 = l_5057 + double(7.647163731819816e-13);
l_mut_2838 = l_5058;
const double l_5059 = l_mut_2838 * l_5052;
const double l_5060 = l_5059 - double(1.6059043836821613e-10);
l_mut_2838 = l_5060;
const double l_5061 = l_mut_2838 * l_5052;
const double l_5062 = l_5061 + double(2.505210838544172e-8);
l_mut_2838 = l_5062;
const double l_5063 = l_mut_2838 * l_5052;
const double l_5064 = l_5063 - double(2.7557319223985893e-6);
l_mut_2838 = l_5064;
const double l_5065 = l_mut_2838 * l_5052;
const double l_5066 = l_5065 + double(0.0001984126984126984);
l_mut_2838 = l_5066;
const double l_5067 = l_mut_2838 * l_5052;
const double l_5068 = l_5067 - double(0.008333333333333333);
l_mut_2838 = l_5068;
const double l_5069 = l_mut_2838 * l_5052;
const double l_5070 = l_5069 + double(0.16666666666666666);
l_mut_2838 = l_5070;
const double l_5071 = double(0.5) * l_5052;
const double l_5072 = double(1.0) - l_5071;
const double l_5073 = double(0.0) * l_5072;
const double l_5074 = l_mut_3094 * l_5052;
const double l_5075 = l_5074 * l_mut_2838;
const double l_5076 = l_5073 - l_5075;
const double l_5077 = l_mut_3094 + l_5076;
const double l_5078 = l_mut_3094 * l_mut_3094;
const double l_5079 = l_5078 * double(4.110317623312165e-19);
const double l_5080 = l_5079 - double(1.5619206968586225e-16);
l_mut_2838 = l_5080;
const double l_5081 = l_mut_2838 * l_5078;
const double l_5082 = l_5081 + double(4.779477332387385e-14);
l_mut_2838 = l_5082;
const double l_5083 = l_mut_2838 * l_5078;
const double l_5084 = l_5083 - double(1.1470745597729725e-11);
l_mut_2838 = l_5084;
const double l_5085 = l_mut_2838 * l_5078;
const double l_5086 = l_5085 + double(2.08767569878681e-9);
l_mut_2838 = l_5086;
const double l_5087 = l_mut_2838 * l_5078;
const double l_5088 = l_5087 - double(2.755731922398589e-7);
l_mut_2838 = l_5088;
const double l_5089 = l_mut_2838 * l_5078;
const double l_5090 = l_5089 + double(2.48015873015873e-5);
l_mut_2838 = l_5090;
const double l_5091 = l_mut_2838 * l_5078;
const double l_5092 = l_5091 - double(0.001388888888888889);
l_mut_2838 = l_5092;
const double l_5093 = l_mut_2838 * l_5078;
const double l_5094 = l_5093 + double(0.041666666666666664);
l_mut_2838 = l_5094;
const double l_5095 = double(0.5) * l_5078;
const double l_5096 = double(1.0) - l_5095;
const double l_5097 = l_5078 * l_5078;
const double l_5098 = l_5097 * l_mut_2838;
const double l_5099 = double(0.0) * l_mut_3094;
const double l_5100 = l_5098 - l_5099;
const double l_5101 = l_5096 + l_5100;
const uint32 l_5102 = l_mut_4643 & uint32(1);
const bool l_5103 = l_5102 == uint32(1);
l_mut_3094 = l_5077;
const uint32 l_5104 = l_mut_4643 & uint32(2);
const bool l_5105 = l_5104 != uint32(0);
l_mut_512 = l_5105;
const bool l_5106 = uint32(7) == uint32(6);
if (l_5106) {
if (l_5103) {
l_mut_3094 = l_5101;
}
} else {
const bool l_5107 = uint32(7) == uint32(7);
if (l_5107) {
l_mut_3094 = l_5101;
if (l_5103) {
l_mut_3094 = l_5077;
}
const uint32 l_5108 = l_mut_4643 + uint32(1);
const uint32 l_5109 = l_5108 & uint32(2);
const bool l_5110 = l_5109 != uint32(0);
l_mut_512 = l_5110;
} else {
const double l_5111 = l_5077 / l_5101;
l_mut_3094 = l_5111;
if (l_5103) {
const double l_5112 = l_5101 / l_5077;
l_mut_3094 = l_5112;
}
l_mut_512 = l_5103;
}
}
const bool l_5113 = uint32(7) != uint32(7);
const bool l_5114 = l_5113 && l_5051;
if (l_5114) {
const bool l_5115 = !l_mut_512;
l_mut_512 = l_5115;
}
if (l_mut_512) {
const double l_5116 = -l_mut_3094;
l_mut_3094 = l_5116;
}
const double l_5117 = abs(l_mut_3348);
const double l_5118 = l_5117 * double(1.4551915228366852e-11);
const double l_5119 = abs(l_mut_3094);
const double l_5120 = l_5119 * double(1.4551915228366852e-11);
const double l_5121 = l_mut_3348 - l_381;
const double l_5122 = l_mut_3348 + l_381;
const double l_5123 = l_mut_3094 - l_381;
const double l_5124 = l_mut_3094 + l_381;
l_mut_4643 = uint32(2);
const double l_5125 = abs(l_5123);
const bool l_5126 = l_5125 <= l_5120;
const double l_5127 = abs(l_5124);
const bool l_5128 = l_5127 <= l_5120;
const bool l_5129 = l_5126 || l_5128;
const bool l_5130 = !l_5129;
if (l_5130) {
l_mut_4643 = uint32(0);
const bool l_5131 = l_5123 <= double(0.0);
const bool l_5132 = l_5124 >= double(0.0);
const bool l_5133 = l_5131 && l_5132;
const bool l_5134 = !l_5133;
if (l_5134) {
const double l_5135 = abs(l_5123);
const double l_5136 = abs(l_5124);
l_mut_3348 = l_5135;
const bool l_5137 = l_5136 < l_5135;
if (l_5137) {
l_mut_3348 = l_5136;
}
const double l_5138 = l_5120 / l_mut_3348;
const double l_5139 = l_5138 + double(1.4551915228366852e-11);
const double l_5140 = double(1.0) / l_5124;
const double l_5141 = double(1.0) / l_5123;
const double l_5142 = abs(l_5140);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_5143 = l_5142 >= double(1.1754943508222875e-38);
const bool l_5144 = l_5142 <= double(1.7976931348623157e308);
const bool l_5145 = l_5143 && l_5144;
if (l_5145) {
const uint64 l_5146 = reinterpret_cast<uint64 const&>(l_5142);
const uint64 l_5147 = l_5146 >> uint64(52);
const uint64 l_5148 = l_5147 - uint64(23);
const uint64 l_5149 = l_5148 << uint64(52);
const double l_5150 = reinterpret_cast<double const&>(l_5149);
l_mut_3348 = l_5150;
}
const double l_5151 = l_384 * l_mut_3348;
const double l_5152 = l_5140 - l_5151;
const double l_5153 = abs(l_5141);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_5154 = l_5153 >= double(1.1754943508222875e-38);
const bool l_5155 = l_5153 <= double(1.7976931348623157e308);
const bool l_5156 = l_5154 && l_5155;
if (l_5156) {
const uint64 l_5157 = reinterpret_cast<uint64 const&>(l_5153);
const uint64 l_5158 = l_5157 >> uint64(52);
const uint64 l_5159 = l_5158 - uint64(23);
const uint64 l_5160 = l_5159 << uint64(52);
const double l_5161 = reinterpret_cast<double const&>(l_5160);
l_mut_3348 = l_5161;
}
const double l_5162 = l_384 * l_mut_3348;
const double l_5163 = l_5141 + l_5162;
const double l_5165 = l_5121 * l_5152;
const double l_5166 = l_5121 * l_5163;
const double l_5167 = l_5122 * l_5152;
const double l_5168 = l_5122 * l_5163;
l_arr_5164[uint32(0)] = l_5165;
l_arr_5164[uint32(1)] = l_5165;
const double l_5169 = l_arr_5164[uint32(0)];
const bool l_5170 = l_5166 < l_5169;
if (l_5170) {
l_arr_5164[uint32(0)] = l_5166;
}
const double l_5171 = l_arr_5164[uint32(0)];
const bool l_5172 = l_5167 < l_5171;
if (l_5172) {
l_arr_5164[uint32(0)] = l_5167;
}
const double l_5173 = l_arr_5164[uint32(0)];
const bool l_5174 = l_5168 < l_5173;
if (l_5174) {
l_arr_5164[uint32(0)] = l_5168;
}
const double l_5175 = l_arr_5164[uint32(1)];
const bool l_5176 = l_5166 > l_5175;
if (l_5176) {
l_arr_5164[uint32(1)] = l_5166;
}
const double l_5177 = l_arr_5164[uint32(1)];
const bool l_5178 = l_5167 > l_5177;
if (l_5178) {
l_arr_5164[uint32(1)] = l_5167;
}
const double l_5179 = l_arr_5164[uint32(1)];
const bool l_5180 = l_5168 > l_5179;
if (l_5180) {
l_arr_5164[uint32(1)] = l_5168;
}
const double l_5181 = abs(l_5121);
const double l_5182 = abs(l_5122);
l_mut_3348 = l_5181;
const bool l_5183 = l_5182 > l_5181;
if (l_5183) {
l_mut_3348 = l_5182;
}
const double l_5184 = abs(l_5152);
const double l_5185 = abs(l_5163);
l_mut_3094 = l_5184;
const bool l_5186 = l_5185 > l_5184;
if (l_5186) {
l_mut_3094 = l_5185;
}
const double l_5187 = l_mut_3348 * l_mut_3094;
const double l_5188 = l_5139 + double(1.4551915228366852e-11);
const double l_5189 = l_5187 * l_5188;
const double l_5190 = l_5118 * l_mut_3094;
const double l_5191 = l_5189 + l_5190;
l_mut_4643 = uint32(2);
const double l_5192 = abs(l_5140);
const double l_5193 = l_5192 * l_5139;
const double l_5194 = l_5140 - l_5193;
const double l_5195 = abs(l_5194);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_5196 = l_5195 >= double(1.1754943508222875e-38);
const bool l_5197 = l_5195 <= double(1.7976931348623157e308);
const bool l_5198 = l_5196 && l_5197;
if (l_5198) {
const uint64 l_5199 = reinterpret_cast<uint64 const&>(l_5195);
const uint64 l_5200 = l_5199 >> uint64(52);
const uint64 l_5201 = l_5200 - uint64(23);
const uint64 l_5202 = l_5201 << uint64(52);
const double l_5203 = reinterpret_cast<double const&>(l_5202);
l_mut_3348 = l_5203;
}
const double l_5204 = l_5140 + l_5193;
const double l_5205 = abs(l_5204);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_5206 = l_5205 >= double(1.1754943508222875e-38);
const bool l_5207 = l_5205 <= double(1.7976931348623157e308);
const bool l_5208 = l_5206 && l_5207;
if (l_5208) {
const uint64 l_5209 = reinterpret_cast<uint64 const&>(l_5205);
const uint64 l_5210 = l_5209 >> uint64(52);
const uint64 l_5211 = l_5210 - uint64(23);
const uint64 l_5212 = l_5211 << uint64(52);
const double l_5213 = reinterpret_cast<double const&>(l_5212);
l_mut_3094 = l_5213;
}
const bool l_5214 = l_mut_3348 == l_mut_3094;
const double l_5215 = abs(l_5141);
const double l_5216 = l_5215 * l_5139;
const double l_5217 = l_5141 - l_5216;
const double l_5218 = abs(l_5217);
l_mut_3348 = double(1.401298464324817e-45);
const bool l_5219 = l_5218 >= double(1.1754943508222875e-38);
const bool l_5220 = l_5218 <= double(1.7976931348623157e308);
const bool l_5221 = l_5219 && l_5220;
if (l_5221) {
const uint64 l_5222 = reinterpret_cast<uint64 const&>(l_5218);
const uint64 l_5223 = l_5222 >> uint64(52);
const uint64 l_5224 = l_5223 - uint64(23);
const uint64 l_5225 = l_5224 << uint64(52);
const double l_5226 = reinterpret_cast<double const&>(l_5225);
l_mut_3348 = l_5226;
}
const double l_5227 = l_5141 + l_5216;
const double l_5228 = abs(l_5227);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_5229 = l_5228 >= double(1.1754943508222875e-38);
const bool l_5230 = l_5228 <= double(1.7976931348623157e308);
const bool l_5231 = l_5229 && l_5230;
if (l_5231) {
const uint64 l_5232 = reinterpret_cast<uint64 const&>(l_5228);
const uint64 l_5233 = l_5232 >> uint64(52);
const uint64 l_5234 = l_5233 - uint64(23);
const uint64 l_5235 = l_5234 << uint64(52);
const double l_5236 = reinterpret_cast<double const&>(l_5235);
l_mut_3094 = l_5236;
}
const bool l_5237 = l_mut_3348 == l_mut_3094;
const bool l_5238 = l_5214 && l_5237;
if (l_5238) {
const double l_5239 = l_arr_5164[uint32(0)];
const double l_5240 = l_arr_5164[uint32(1)];
const uint32 l_5241 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5242 = l_5241 & uint32(2147483647);
const float l_5243 = reinterpret_cast<float const&>(l_5242);
const double l_5244 = double(l_5243);
l_mut_3348 = l_5244;
const bool l_5245 = l_5242 < uint32(8388608);
if (l_5245) {
const double l_5246 = double(l_5242);
const double l_5247 = l_5246 * double(1.401298464324817e-45);
l_mut_3348 = l_5247;
}
const uint64 l_5248 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5249 = l_5241 >> uint32(31);
const uint64 l_5250 = uint64(l_5249);
const uint64 l_5251 = l_5250 << uint64(63);
const uint64 l_5252 = l_5248 | l_5251;
const double l_5253 = reinterpret_cast<double const&>(l_5252);
const uint32 l_5254 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5255 = l_5254 + uint32(1);
l_mut_3600 = l_5255;
const uint32 l_5256 = l_5254 & uint32(2147483647);
const bool l_5257 = l_5256 == uint32(0);
if (l_5257) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5258 = l_5254 & uint32(2147483648);
const bool l_5259 = l_5258 != uint32(0);
if (l_5259) {
const uint32 l_5260 = l_5254 - uint32(1);
l_mut_3600 = l_5260;
} else {
const bool l_5261 = l_5254 == uint32(2139095040);
if (l_5261) {
l_mut_3600 = l_5254;
}
}
}
const float l_5262 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5263 = reinterpret_cast<uint32 const&>(l_5262);
const uint32 l_5264 = l_5263 & uint32(2147483647);
const float l_5265 = reinterpret_cast<float const&>(l_5264);
const double l_5266 = double(l_5265);
l_mut_3348 = l_5266;
const bool l_5267 = l_5264 < uint32(8388608);
if (l_5267) {
const double l_5268 = double(l_5264);
const double l_5269 = l_5268 * double(1.401298464324817e-45);
l_mut_3348 = l_5269;
}
const uint64 l_5270 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5271 = l_5263 >> uint32(31);
const uint64 l_5272 = uint64(l_5271);
const uint64 l_5273 = l_5272 << uint64(63);
const uint64 l_5274 = l_5270 | l_5273;
const double l_5275 = reinterpret_cast<double const&>(l_5274);
const uint32 l_5276 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5277 = l_5276 ^ uint32(2147483648);
const float l_5278 = reinterpret_cast<float const&>(l_5277);
const uint32 l_5279 = reinterpret_cast<uint32 const&>(l_5278);
const uint32 l_5280 = l_5279 + uint32(1);
l_mut_3600 = l_5280;
const uint32 l_5281 = l_5279 & uint32(2147483647);
const bool l_5282 = l_5281 == uint32(0);
if (l_5282) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5283 = l_5279 & uint32(2147483648);
const bool l_5284 = l_5283 != uint32(0);
if (l_5284) {
const uint32 l_5285 = l_5279 - uint32(1);
l_mut_3600 = l_5285;
} else {
const bool l_5286 = l_5279 == uint32(2139095040);
if (l_5286) {
l_mut_3600 = l_5279;
}
}
}
const float l_5287 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5288 = reinterpret_cast<uint32 const&>(l_5287);
const uint32 l_5289 = l_5288 ^ uint32(2147483648);
const float l_5290 = reinterpret_cast<float const&>(l_5289);
const uint32 l_5291 = reinterpret_cast<uint32 const&>(l_5290);
const uint32 l_5292 = l_5291 & uint32(2147483647);
const float l_5293 = reinterpret_cast<float const&>(l_5292);
const double l_5294 = double(l_5293);
l_mut_3348 = l_5294;
const bool l_5295 = l_5292 < uint32(8388608);
if (l_5295) {
const double l_5296 = double(l_5292);
const double l_5297 = l_5296 * double(1.401298464324817e-45);
l_mut_3348 = l_5297;
}
const uint64 l_5298 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5299 = l_5291 >> uint32(31);
const uint64 l_5300 = uint64(l_5299);
const uint64 l_5301 = l_5300 << uint64(63);
const uint64 l_5302 = l_5298 | l_5301;
const double l_5303 = reinterpret_cast<double const&>(l_5302);
const double l_5304 = l_5239 + l_5191;
const bool l_5305 = l_5304 <= l_5253;
l_mut_512 = l_5305;
const double l_5306 = l_5239 - l_5191;
const bool l_5307 = l_5306 > l_5253;
l_mut_509 = l_5307;
const double l_5308 = l_5240 - l_5191;
const bool l_5309 = l_5308 >= l_5253;
l_mut_506 = l_5309;
const double l_5310 = l_5240 + l_5191;
const bool l_5311 = l_5310 < l_5253;
l_mut_503 = l_5311;
const double l_5312 = l_5239 + l_5191;
const bool l_5313 = l_5312 < l_5275;
l_mut_512 = l_5313;
const double l_5314 = l_5239 - l_5191;
const bool l_5315 = l_5314 >= l_5275;
l_mut_509 = l_5315;
const double l_5316 = l_5240 - l_5191;
const bool l_5317 = l_5316 > l_5303;
l_mut_506 = l_5317;
const double l_5318 = l_5240 + l_5191;
const bool l_5319 = l_5318 <= l_5303;
l_mut_503 = l_5319;
l_mut_3600 = uint32(2);
const bool l_5320 = l_mut_509 || l_mut_503;
if (l_5320) {
l_mut_3600 = uint32(1);
} else {
const bool l_5321 = l_mut_512 && l_mut_506;
if (l_5321) {
l_mut_3600 = uint32(0);
}
}
const uint32 l_5322 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5323 = l_5322 & uint32(2147483647);
const bool l_5324 = l_5323 == uint32(0);
if (l_5324) {
const double l_5325 = l_5239 + l_5191;
const bool l_5326 = l_5325 < double(1.1754943508222875e-38);
const double l_5327 = l_5240 - l_5191;
const bool l_5328 = l_5327 > double(-1.1754943508222875e-38);
const bool l_5329 = l_5326 && l_5328;
const double l_5330 = l_5239 - l_5191;
const bool l_5331 = l_5330 < double(1.1754943508222875e-38);
const double l_5332 = l_5240 + l_5191;
const bool l_5333 = l_5332 > double(-1.1754943508222875e-38);
const bool l_5334 = l_5331 && l_5333;
if (l_5329) {
l_mut_3600 = uint32(0);
} else {
const bool l_5335 = l_mut_3600 == uint32(1);
const bool l_5336 = l_5334 && l_5335;
if (l_5336) {
l_mut_3600 = uint32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
}
}
l_mut_268 = l_mut_4643;
}
}
} else {
const bool l_5337 = l_375 == uint32(13);
if (l_5337) {
const double l_5339 = l_392 * l_384;
const double l_5340 = l_392 * l_387;
const double l_5341 = l_392 * l_384;
const double l_5342 = l_392 * l_387;
l_arr_5338[uint32(0)] = l_5339;
l_arr_5338[uint32(1)] = l_5339;
const double l_5343 = l_arr_5338[uint32(0)];
const bool l_5344 = l_5340 < l_5343;
if (l_5344) {
l_arr_5338[uint32(0)] = l_5340;
}
const double l_5345 = l_arr_5338[uint32(0)];
const bool l_5346 = l_5341 < l_5345;
if (l_5346) {
l_arr_5338[uint32(0)] = l_5341;
}
const double l_5347 = l_arr_5338[uint32(0)];
const bool l_5348 = l_5342 < l_5347;
if (l_5348) {
l_arr_5338[uint32(0)] = l_5342;
}
const double l_5349 = l_arr_5338[uint32(1)];
const bool l_5350 = l_5340 > l_5349;
if (l_5350) {
l_arr_5338[uint32(1)] = l_5340;
}
const double l_5351 = l_arr_5338[uint32(1)];
const bool l_5352 = l_5341 > l_5351;
if (l_5352) {
l_arr_5338[uint32(1)] = l_5341;
}
const double l_5353 = l_arr_5338[uint32(1)];
const bool l_5354 = l_5342 > l_5353;
if (l_5354) {
l_arr_5338[uint32(1)] = l_5342;
}
const double l_5355 = l_arr_5338[uint32(0)];
const double l_5356 = l_5355 * double(7.1362384635298e44);
const double l_5357 = floor(l_5356);
const double l_5358 = l_5357 * double(1.401298464324817e-45);
l_mut_3348 = l_5358;
const double l_5359 = abs(l_5355);
const bool l_5360 = l_5359 >= double(1.1754943508222875e-38);
if (l_5360) {
const float l_5361 = float(l_5355);
const double l_5362 = double(l_5361);
l_mut_3348 = l_5362;
const bool l_5363 = l_mut_3348 > l_5355;
if (l_5363) {
const uint32 l_5364 = reinterpret_cast<uint32 const&>(l_5361);
const uint32 l_5365 = l_5364 ^ uint32(2147483648);
const float l_5366 = reinterpret_cast<float const&>(l_5365);
const uint32 l_5367 = reinterpret_cast<uint32 const&>(l_5366);
const uint32 l_5368 = l_5367 + uint32(1);
l_mut_4643 = l_5368;
const uint32 l_5369 = l_5367 & uint32(2147483647);
const bool l_5370 = l_5369 == uint32(0);
if (l_5370) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_5371 = l_5367 & uint32(2147483648);
const bool l_5372 = l_5371 != uint32(0);
if (l_5372) {
const uint32 l_5373 = l_5367 - uint32(1);
l_mut_4643 = l_5373;
} else {
const bool l_5374 = l_5367 == uint32(2139095040);
if (l_5374) {
l_mut_4643 = l_5367;
}
}
}
const float l_5375 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_5376 = reinterpret_cast<uint32 const&>(l_5375);
const uint32 l_5377 = l_5376 ^ uint32(2147483648);
const float l_5378 = reinterpret_cast<float const&>(l_5377);
const uint32 l_5379 = reinterpret_cast<uint32 const&>(l_5378);
const uint32 l_5380 = l_5379 & uint32(2147483647);
const float l_5381 = reinterpret_cast<float const&>(l_5380);
const double l_5382 = double(l_5381);
l_mut_3094 = l_5382;
const bool l_5383 = l_5380 < uint32(8388608);
if (l_5383) {
const double l_5384 = double(l_5380);
const double l_5385 = l_5384 * double(1.401298464324817e-45);
l_mut_3094 = l_5385;
}
const uint64 l_5386 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_5387 = l_5379 >> uint32(31);
const uint64 l_5388 = uint64(l_5387);
const uint64 l_5389 = l_5388 << uint64(63);
const uint64 l_5390 = l_5386 | l_5389;
const double l_5391 = reinterpret_cast<double const&>(l_5390);
l_mut_3348 = l_5391;
} else {
const uint32 l_5392 = reinterpret_cast<uint32 const&>(l_5361);
const uint32 l_5393 = l_5392 + uint32(1);
l_mut_4643 = l_5393;
const uint32 l_5394 = l_5392 & uint32(2147483647);
const bool l_5395 = l_5394 == uint32(0);
if (l_5395) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_5396 = l_5392 & uint32(2147483648);
const bool l_5397 = l_5396 != uint32(0);
if (l_5397) {
const uint32 l_5398 = l_5392 - uint32(1);
l_mut_4643 = l_5398;
} else {
const bool l_5399 = l_5392 == uint32(2139095040);
if (l_5399) {
l_mut_4643 = l_5392;
}
}
}
const float l_5400 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_5401 = reinterpret_cast<uint32 const&>(l_5400);
const uint32 l_5402 = l_5401 & uint32(2147483647);
const float l_5403 = reinterpret_cast<float const&>(l_5402);
const double l_5404 = double(l_5403);
l_mut_3094 = l_5404;
const bool l_5405 = l_5402 < uint32(8388608);
if (l_5405) {
const double l_5406 = double(l_5402);
const double l_5407 = l_5406 * double(1.401298464324817e-45);
l_mut_3094 = l_5407;
}
const uint64 l_5408 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_5409 = l_5401 >> uint32(31);
const uint64 l_5410 = uint64(l_5409);
const uint64 l_5411 = l_5410 << uint64(63);
const uint64 l_5412 = l_5408 | l_5411;
const double l_5413 = reinterpret_cast<double const&>(l_5412);
const bool l_5414 = l_5413 <= l_5355;
if (l_5414) {
const uint32 l_5415 = reinterpret_cast<uint32 const&>(l_5361);
const uint32 l_5416 = l_5415 + uint32(1);
l_mut_4643 = l_5416;
const uint32 l_5417 = l_5415 & uint32(2147483647);
const bool l_5418 = l_5417 == uint32(0);
if (l_5418) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_5419 = l_5415 & uint32(2147483648);
const bool l_5420 = l_5419 != uint32(0);
if (l_5420) {
const uint32 l_5421 = l_5415 - uint32(1);
l_mut_4643 = l_5421;
} else {
const bool l_5422 = l_5415 == uint32(2139095040);
if (l_5422) {
l_mut_4643 = l_5415;
}
}
}
const float l_5423 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_5424 = reinterpret_cast<uint32 const&>(l_5423);
const uint32 l_5425 = l_5424 & uint32(2147483647);
const float l_5426 = reinterpret_cast<float const&>(l_5425);
const double l_5427 = double(l_5426);
l_mut_3094 = l_5427;
const bool l_5428 = l_5425 < uint32(8388608);
if (l_5428) {
const double l_5429 = double(l_5425);
const double l_5430 = l_5429 * double(1.401298464324817e-45);
l_mut_3094 = l_5430;
}
const uint64 l_5431 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_5432 = l_5424 >> uint32(31);
const uint64 l_5433 = uint64(l_5432);
const uint64 l_5434 = l_5433 << uint64(63);
const uint64 l_5435 = l_5431 | l_5434;
const double l_5436 = reinterpret_cast<double const&>(l_5435);
l_mut_3348 = l_5436;
}
}
}
const double l_5437 = l_arr_5338[uint32(1)];
const double l_5438 = -l_5437;
const double l_5439 = l_5438 * double(7.1362384635298e44);
const double l_5440 = floor(l_5439);
const double l_5441 = l_5440 * double(1.401298464324817e-45);
l_mut_3094 = l_5441;
const double l_5442 = abs(l_5438);
const bool l_5443 = l_5442 >= double(1.1754943508222875e-38);
if (l_5443) {
const float l_5444 = float(l_5438);
const double l_5445 = double(l_5444);
l_mut_3094 = l_5445;
const bool l_5446 = l_mut_3094 > l_5438;
if (l_5446) {
const uint32 l_5447 = reinterpret_cast<uint32 const&>(l_5444);
const uint32 l_5448 = l_5447 ^ uint32(2147483648);
const float l_5449 = reinterpret_cast<float const&>(l_5448);
const uint32 l_5450 = reinterpret_cast<uint32 const&>(l_5449);
const uint32 l_5451 = l_5450 + uint32(1);
l_mut_4643 = l_5451;
const uint32 l_5452 = l_5450 & uint32(2147483647);
const bool l_5453 = l_5452 == uint32(0);
if (l_5453) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_5454 = l_5450 & uint32(2147483648);
const bool l_5455 = l_5454 != uint32(0);
if (l_5455) {
const uint32 l_5456 = l_5450 - uint32(1);
l_mut_4643 = l_5456;
} else {
const bool l_5457 = l_5450 == uint32(2139095040);
if (l_5457) {
l_mut_4643 = l_5450;
}
}
}
const float l_5458 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_5459 = reinterpret_cast<uint32 const&>(l_5458);
const uint32 l_5460 = l_5459 ^ uint32(2147483648);
const float l_5461 = reinterpret_cast<float const&>(l_5460);
const uint32 l_5462 = reinterpret_cast<uint32 const&>(l_5461);
const uint32 l_5463 = l_5462 & uint32(2147483647);
const float l_5464 = reinterpret_cast<float const&>(l_5463);
const double l_5465 = double(l_5464);
l_mut_2838 = l_5465;
const bool l_5466 = l_5463 < uint32(8388608);
if (l_5466) {
const double l_5467 = double(l_5463);
const double l_5468 = l_5467 * double(1.401298464324817e-45);
l_mut_2838 = l_5468;
}
const uint64 l_5469 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_5470 = l_5462 >> uint32(31);
const uint64 l_5471 = uint64(l_5470);
const uint64 l_5472 = l_5471 << uint64(63);
const uint64 l_5473 = l_5469 | l_5472;
const double l_5474 = reinterpret_cast<double const&>(l_5473);
l_mut_3094 = l_5474;
} else {
const uint32 l_5475 = reinterpret_cast<uint32 const&>(l_5444);
const uint32 l_5476 = l_5475 + uint32(1);
l_mut_4643 = l_5476;
const uint32 l_5477 = l_5475 & uint32(2147483647);
const bool l_5478 = l_5477 == uint32(0);
if (l_5478) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_5479 = l_5475 & uint32(2147483648);
const bool l_5480 = l_5479 != uint32(0);
if (l_5480) {
const uint32 l_5481 = l_5475 - uint32(1);
l_mut_4643 = l_5481;
} else {
const bool l_5482 = l_5475 == uint32(2139095040);
if (l_5482) {
l_mut_4643 = l_5475;
}
}
}
const float l_5483 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_5484 = reinterpret_cast<uint32 const&>(l_5483);
const uint32 l_5485 = l_5484 & uint32(2147483647);
const float l_5486 = reinterpret_cast<float const&>(l_5485);
const double l_5487 = double(l_5486);
l_mut_2838 = l_5487;
const bool l_5488 = l_5485 < uint32(8388608);
if (l_5488) {
const double l_5489 = double(l_5485);
const double l_5490 = l_5489 * double(1.401298464324817e-45);
l_mut_2838 = l_5490;
}
const uint64 l_5491 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_5492 = l_5484 >> uint32(31);
const uint64 l_5493 = uint64(l_5492);
const uint64 l_5494 = l_5493 << uint64(63);
const uint64 l_5495 = l_5491 | l_5494;
const double l_5496 = reinterpret_cast<double const&>(l_5495);
const bool l_5497 = l_5496 <= l_5438;
if (l_5497) {
const uint32 l_5498 = reinterpret_cast<uint32 const&>(l_5444);
const uint32 l_5499 = l_5498 + uint32(1);
l_mut_4643 = l_5499;
const uint32 l_5500 = l_5498 & uint32(2147483647);
const bool l_5501 = l_5500 == uint32(0);
if (l_5501) {
l_mut_4643 = uint32(1);
} else {
const uint32 l_5502 = l_5498 & uint32(2147483648);
const bool l_5503 = l_5502 != uint32(0);
if (l_5503) {
const uint32 l_5504 = l_5498 - uint32(1);
l_mut_4643 = l_5504;
} else {
const bool l_5505 = l_5498 == uint32(2139095040);
if (l_5505) {
l_mut_4643 = l_5498;
}
}
}
const float l_5506 = reinterpret_cast<float const&>(l_mut_4643);
const uint32 l_5507 = reinterpret_cast<uint32 const&>(l_5506);
const uint32 l_5508 = l_5507 & uint32(2147483647);
const float l_5509 = reinterpret_cast<float const&>(l_5508);
const double l_5510 = double(l_5509);
l_mut_2838 = l_5510;
const bool l_5511 = l_5508 < uint32(8388608);
if (l_5511) {
const double l_5512 = double(l_5508);
const double l_5513 = l_5512 * double(1.401298464324817e-45);
l_mut_2838 = l_5513;
}
const uint64 l_5514 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_5515 = l_5507 >> uint32(31);
const uint64 l_5516 = uint64(l_5515);
const uint64 l_5517 = l_5516 << uint64(63);
const uint64 l_5518 = l_5514 | l_5517;
const double l_5519 = reinterpret_cast<double const&>(l_5518);
l_mut_3094 = l_5519;
}
}
}
const double l_5520 = -l_mut_3094;
l_mut_3094 = l_mut_3348;
const bool l_5521 = l_mut_3348 > double(1000.0);
if (l_5521) {
const uint64 l_5522 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint64 l_5523 = l_5522 | uint64(9218868437227405312);
const uint64 l_5524 = l_5523 & uint64(18442240474082181120);
const double l_5525 = reinterpret_cast<double const&>(l_5524);
l_mut_3094 = l_5525;
} else {
const bool l_5526 = l_mut_3348 < double(-1000.0);
if (l_5526) {
l_mut_3094 = double(0.0);
} else {
const bool l_5527 = isnan(l_mut_3348);
const bool l_5528 = !l_5527;
if (l_5528) {
const double l_5529 = l_mut_3348 + double(0.5);
const double l_5530 = floor(l_5529);
const double l_5531 = l_mut_3348 - l_5530;
const double l_5532 = l_5531 * double(0.6931471824645996);
const double l_5533 = l_5531 * double(-1.904654299957768e-9);
const double l_5534 = l_5532 + l_5533;
l_mut_3348 = l_5534;
const bool l_5535 = isnan(l_5534);
if (l_5535) {
} else {
const bool l_5536 = l_5534 < double(-700.0);
if (l_5536) {
l_mut_3348 = double(0.0);
} else {
const bool l_5537 = l_5534 > double(700.0);
if (l_5537) {
const uint64 l_5538 = reinterpret_cast<uint64 const&>(l_5534);
const uint64 l_5539 = l_5538 | uint64(9218868437227405312);
const uint64 l_5540 = l_5539 & uint64(18442240474082181120);
const double l_5541 = reinterpret_cast<double const&>(l_5540);
l_mut_3348 = l_5541;
} else {
const double l_5542 = l_5534 * double(1.4426950408889634);
const double l_5543 = l_5542 + double(0.5);
const double l_5544 = floor(l_5543);
const double l_5545 = l_5544 * double(0.6931471824645996);
const double l_5546 = l_5532 - l_5545;
const double l_5547 = l_5546 * l_20;
const double l_5548 = l_5544 * double(-1.904654299957768e-9);
const double l_5549 = l_5533 - l_5548;
const double l_5550 = l_5547 + l_5549;
const double l_5551 = l_5550 * double(7.647163731819816e-13);
const double l_5552 = l_5551 + double(1.1470745597729725e-11);
l_mut_2838 = l_5552;
const double l_5553 = l_mut_2838 * l_5550;
const double l_5554 = l_5553 + double(1.6059043836821613e-10);
l_mut_2838 = l_5554;
const double l_5555 = l_mut_2838 * l_5550;
const double l_5556 = l_5555 + double(2.08767569878681e-9);
l_mut_2838 = l_5556;
const double l_5557 = l_mut_2838 * l_5550;
const double l_5558 = l_5557 + double(2.505210838544172e-8);
l_mut_2838 = l_5558;
const double l_5559 = l_mut_2838 * l_5550;
const double l_5560 = l_5559 + double(2.755731922398589e-7);
l_mut_2838 = l_5560;
const double l_5561 = l_mut_2838 * l_5550;
const double l_5562 = l_5561 + double(2.7557319223985893e-6);
l_mut_2838 = l_5562;
const double l_5563 = l_mut_2838 * l_5550;
const double l_5564 = l_5563 + double(2.48015873015873e-5);
l_mut_2838 = l_5564;
const double l_5565 = l_mut_2838 * l_5550;
const double l_5566 = l_5565 + double(0.0001984126984126984);
l_mut_2838 = l_5566;
const double l_5567 = l_mut_2838 * l_5550;
const double l_5568 = l_5567 + double(0.001388888888888889);
l_mut_2838 = l_5568;
const double l_5569 = l_mut_2838 * l_5550;
const double l_5570 = l_5569 + double(0.008333333333333333);
l_mut_2838 = l_5570;
const double l_5571 = l_mut_2838 * l_5550;
const double l_5572 = l_5571 + double(0.041666666666666664);
l_mut_2838 = l_5572;
const double l_5573 = l_mut_2838 * l_5550;
const double l_5574 = l_5573 + double(0.16666666666666666);
l_mut_2838 = l_5574;
const double l_5575 = l_mut_2838 * l_5550;
const double l_5576 = l_5575 + double(0.5);
l_mut_2838 = l_5576;
const double l_5577 = l_5550 * l_5550;
const double l_5578 = l_5577 * l_mut_2838;
const double l_5579 = l_5550 + l_5578;
const double l_5580 = double(1.0) + l_5579;
const int32 l_5581 = int32(l_5544);
const int32 l_5582 = l_5581 + int32(1023);
const uint64 l_5583 = uint64(l_5582);
const uint64 l_5584 = l_5583 << uint64(52);
const double l_5585 = reinterpret_cast<double const&>(l_5584);
const double l_5586 = l_5580 * l_5585;
l_mut_3348 = l_5586;
}
}
}
const int32 l_5587 = int32(l_5530);
const int32 l_5588 = l_5587 + int32(1023);
const uint64 l_5589 = uint64(l_5588);
const uint64 l_5590 = l_5589 << uint64(52);
const double l_5591 = reinterpret_cast<double const&>(l_5590);
const double l_5592 = l_mut_3348 * l_5591;
l_mut_3094 = l_5592;
}
}
}
l_mut_3348 = l_5520;
const bool l_5593 = l_5520 > double(1000.0);
if (l_5593) {
const uint64 l_5594 = reinterpret_cast<uint64 const&>(l_5520);
const uint64 l_5595 = l_5594 | uint64(9218868437227405312);
const uint64 l_5596 = l_5595 & uint64(18442240474082181120);
const double l_5597 = reinterpret_cast<double const&>(l_5596);
l_mut_3348 = l_5597;
} else {
const bool l_5598 = l_5520 < double(-1000.0);
if (l_5598) {
l_mut_3348 = double(0.0);
} else {
const bool l_5599 = isnan(l_5520);
const bool l_5600 = !l_5599;
if (l_5600) {
const double l_5601 = l_5520 + double(0.5);
const double l_5602 = floor(l_5601);
const double l_5603 = l_5520 - l_5602;
const double l_5604 = l_5603 * double(0.6931471824645996);
const double l_5605 = l_5603 * double(-1.904654299957768e-9);
const double l_5606 = l_5604 + l_5605;
l_mut_2838 = l_5606;
const bool l_5607 = isnan(l_5606);
if (l_5607) {
} else {
const bool l_5608 = l_5606 < double(-700.0);
if (l_5608) {
l_mut_2838 = double(0.0);
} else {
const bool l_5609 = l_5606 > double(700.0);
if (l_5609) {
const uint64 l_5610 = reinterpret_cast<uint64 const&>(l_5606);
const uint64 l_5611 = l_5610 | uint64(9218868437227405312);
const uint64 l_5612 = l_5611 & uint64(18442240474082181120);
const double l_5613 = reinterpret_cast<double const&>(l_5612);
l_mut_2838 = l_5613;
} else {
const double l_5614 = l_5606 * double(1.4426950408889634);
const double l_5615 = l_5614 + double(0.5);
const double l_5616 = floor(l_5615);
const double l_5617 = l_5616 * double(0.6931471824645996);
const double l_5618 = l_5604 - l_5617;
const double l_5619 = l_5618 * l_20;
const double l_5620 = l_5616 * double(-1.904654299957768e-9);
const double l_5621 = l_5605 - l_5620;
const double l_5622 = l_5619 + l_5621;
const double l_5623 = l_5622 * double(7.647163731819816e-13);
const double l_5624 = l_5623 + double(1.1470745597729725e-11);
l_mut_2584 = l_5624;
const double l_5625 = l_mut_2584 * l_5622;
const double l_5626 = l_5625 + double(1.6059043836821613e-10);
l_mut_2584 = l_5626;
const double l_5627 = l_mut_2584 * l_5622;
const double l_5628 = l_5627 + double(2.08767569878681e-9);
l_mut_2584 = l_5628;
const double l_5629 = l_mut_2584 * l_5622;
const double l_5630 = l_5629 + double(2.505210838544172e-8);
l_mut_2584 = l_5630;
const double l_5631 = l_mut_2584 * l_5622;
const double l_5632 = l_5631 + double(2.755731922398589e-7);
l_mut_2584 = l_5632;
const double l_5633 = l_mut_2584 * l_5622;
const double l_5634 = l_5633 + double(2.7557319223985893e-6);
l_mut_2584 = l_5634;
const double l_5635 = l_mut_2584 * l_5622;
const double l_5636 = l_5635 + double(2.48015873015873e-5);
l_mut_2584 = l_5636;
const double l_5637 = l_mut_2584 * l_5622;
const double l_5638 = l_5637 + double(0.0001984126984126984);
l_mut_2584 = l_5638;
const double l_5639 = l_mut_2584 * l_5622;
const double l_5640 = l_5639 + double(0.001388888888888889);
l_mut_2584 = l_5640;
const double l_5641 = l_mut_2584 * l_5622;
const double l_5642 = l_5641 + double(0.008333333333333333);
l_mut_2584 = l_5642;
const double l_5643 = l_mut_2584 * l_5622;
const double l_5644 = l_5643 + double(0.041666666666666664);
l_mut_2584 = l_5644;
const double l_5645 = l_mut_2584 * l_5622;
const double l_5646 = l_5645 + double(0.16666666666666666);
l_mut_2584 = l_5646;
const double l_5647 = l_mut_2584 * l_5622;
const double l_5648 = l_5647 + double(0.5);
l_mut_2584 = l_5648;
const double l_5649 = l_5622 * l_5622;
const double l_5650 = l_5649 * l_mut_2584;
const double l_5651 = l_5622 + l_5650;
const double l_5652 = double(1.0) + l_5651;
const int32 l_5653 = int32(l_5616);
const int32 l_5654 = l_5653 + int32(1023);
const uint64 l_5655 = uint64(l_5654);
const uint64 l_5656 = l_5655 << uint64(52);
const double l_5657 = reinterpret_cast<double const&>(l_5656);
const double l_5658 = l_5652 * l_5657;
l_mut_2838 = l_5658;
}
}
}
const int32 l_5659 = int32(l_5602);
const int32 l_5660 = l_5659 + int32(1023);
const uint64 l_5661 = uint64(l_5660);
const uint64 l_5662 = l_5661 << uint64(52);
const double l_5663 = reinterpret_cast<double const&>(l_5662);
const double l_5664 = l_mut_2838 * l_5663;
l_mut_3348 = l_5664;
}
}
}
const double l_5665 = l_mut_3094 * double(1.4551915228366852e-11);
const double l_5666 = l_mut_3348 * double(1.4551915228366852e-11);
l_mut_4643 = uint32(2);
const double l_5667 = l_mut_3094 - l_5665;
const double l_5668 = abs(l_5667);
l_mut_2838 = double(1.401298464324817e-45);
const bool l_5669 = l_5668 >= double(1.1754943508222875e-38);
const bool l_5670 = l_5668 <= double(1.7976931348623157e308);
const bool l_5671 = l_5669 && l_5670;
if (l_5671) {
const uint64 l_5672 = reinterpret_cast<uint64 const&>(l_5668);
const uint64 l_5673 = l_5672 >> uint64(52);
const uint64 l_5674 = l_5673 - uint64(23);
const uint64 l_5675 = l_5674 << uint64(52);
const double l_5676 = reinterpret_cast<double const&>(l_5675);
l_mut_2838 = l_5676;
}
const double l_5677 = l_mut_3094 + l_5665;
const double l_5678 = abs(l_5677);
l_mut_2584 = double(1.401298464324817e-45);
const bool l_5679 = l_5678 >= double(1.1754943508222875e-38);
const bool l_5680 = l_5678 <= double(1.7976931348623157e308);
const bool l_5681 = l_5679 && l_5680;
if (l_5681) {
const uint64 l_5682 = reinterpret_cast<uint64 const&>(l_5678);
const uint64 l_5683 = l_5682 >> uint64(52);
const uint64 l_5684 = l_5683 - uint64(23);
const uint64 l_5685 = l_5684 << uint64(52);
const double l_5686 = reinterpret_cast<double const&>(l_5685);
l_mut_2584 = l_5686;
}
const bool l_5687 = l_mut_2838 == l_mut_2584;
const double l_5688 = l_mut_3348 - l_5666;
const double l_5689 = abs(l_5688);
l_mut_2838 = double(1.401298464324817e-45);
const bool l_5690 = l_5689 >= double(1.1754943508222875e-38);
const bool l_5691 = l_5689 <= double(1.7976931348623157e308);
const bool l_5692 = l_5690 && l_5691;
if (l_5692) {
const uint64 l_5693 = reinterpret_cast<uint64 const&>(l_5689);
const uint64 l_5694 = l_5693 >> uint64(52);
const uint64 l_5695 = l_5694 - uint64(23);
const uint64 l_5696 = l_5695 << uint64(52);
const double l_5697 = reinterpret_cast<double const&>(l_5696);
l_mut_2838 = l_5697;
}
const double l_5698 = l_mut_3348 + l_5666;
const double l_5699 = abs(l_5698);
l_mut_2584 = double(1.401298464324817e-45);
const bool l_5700 = l_5699 >= double(1.1754943508222875e-38);
const bool l_5701 = l_5699 <= double(1.7976931348623157e308);
const bool l_5702 = l_5700 && l_5701;
if (l_5702) {
const uint64 l_5703 = reinterpret_cast<uint64 const&>(l_5699);
const uint64 l_5704 = l_5703 >> uint64(52);
const uint64 l_5705 = l_5704 - uint64(23);
const uint64 l_5706 = l_5705 << uint64(52);
const double l_5707 = reinterpret_cast<double const&>(l_5706);
l_mut_2584 = l_5707;
}
const bool l_5708 = l_mut_2838 == l_mut_2584;
const bool l_5709 = l_5687 && l_5708;
if (l_5709) {
const double l_5710 = l_381 * l_mut_3094;
const double l_5711 = abs(l_mut_3094);
l_mut_2838 = double(1.401298464324817e-45);
const bool l_5712 = l_5711 >= double(1.1754943508222875e-38);
const bool l_5713 = l_5711 <= double(1.7976931348623157e308);
const bool l_5714 = l_5712 && l_5713;
if (l_5714) {
const uint64 l_5715 = reinterpret_cast<uint64 const&>(l_5711);
const uint64 l_5716 = l_5715 >> uint64(52);
const uint64 l_5717 = l_5716 - uint64(23);
const uint64 l_5718 = l_5717 << uint64(52);
const double l_5719 = reinterpret_cast<double const&>(l_5718);
l_mut_2838 = l_5719;
}
const double l_5720 = double(0.5) * l_mut_2838;
l_mut_2838 = l_5710;
const bool l_5721 = l_5720 > l_5710;
if (l_5721) {
l_mut_2838 = l_5720;
}
const double l_5722 = l_381 * l_mut_3348;
const double l_5723 = abs(l_mut_3348);
l_mut_2584 = double(1.401298464324817e-45);
const bool l_5724 = l_5723 >= double(1.1754943508222875e-38);
const bool l_5725 = l_5723 <= double(1.7976931348623157e308);
const bool l_5726 = l_5724 && l_5725;
if (l_5726) {
const uint64 l_5727 = reinterpret_cast<uint64 const&>(l_5723);
const uint64 l_5728 = l_5727 >> uint64(52);
const uint64 l_5729 = l_5728 - uint64(23);
const uint64 l_5730 = l_5729 << uint64(52);
const double l_5731 = reinterpret_cast<double const&>(l_5730);
l_mut_2584 = l_5731;
}
const double l_5732 = double(0.5) * l_mut_2584;
l_mut_2584 = l_5722;
const bool l_5733 = l_5732 > l_5722;
if (l_5733) {
l_mut_2584 = l_5732;
}
const double l_5734 = l_mut_3094 - l_mut_2838;
const double l_5735 = l_mut_3348 + l_mut_2584;
const uint32 l_5736 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5737 = l_5736 & uint32(2147483647);
const float l_5738 = reinterpret_cast<float const&>(l_5737);
const double l_5739 = double(l_5738);
l_mut_3348 = l_5739;
const bool l_5740 = l_5737 < uint32(8388608);
if (l_5740) {
const double l_5741 = double(l_5737);
const double l_5742 = l_5741 * double(1.401298464324817e-45);
l_mut_3348 = l_5742;
}
const uint64 l_5743 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5744 = l_5736 >> uint32(31);
const uint64 l_5745 = uint64(l_5744);
const uint64 l_5746 = l_5745 << uint64(63);
const uint64 l_5747 = l_5743 | l_5746;
const double l_5748 = reinterpret_cast<double const&>(l_5747);
const uint32 l_5749 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5750 = l_5749 + uint32(1);
l_mut_3600 = l_5750;
const uint32 l_5751 = l_5749 & uint32(2147483647);
const bool l_5752 = l_5751 == uint32(0);
if (l_5752) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5753 = l_5749 & uint32(2147483648);
const bool l_5754 = l_5753 != uint32(0);
if (l_5754) {
const uint32 l_5755 = l_5749 - uint32(1);
l_mut_3600 = l_5755;
} else {
const bool l_5756 = l_5749 == uint32(2139095040);
if (l_5756) {
l_mut_3600 = l_5749;
}
}
}
const float l_5757 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5758 = reinterpret_cast<uint32 const&>(l_5757);
const uint32 l_5759 = l_5758 & uint32(2147483647);
const float l_5760 = reinterpret_cast<float const&>(l_5759);
const double l_5761 = double(l_5760);
l_mut_3348 = l_5761;
const bool l_5762 = l_5759 < uint32(8388608);
if (l_5762) {
const double l_5763 = double(l_5759);
const double l_5764 = l_5763 * double(1.401298464324817e-45);
l_mut_3348 = l_5764;
}
const uint64 l_5765 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5766 = l_5758 >> uint32(31);
const uint64 l_5767 = uint64(l_5766);
const uint64 l_5768 = l_5767 << uint64(63);
const uint64 l_5769 = l_5765 | l_5768;
const double l_5770 = reinterpret_cast<double const&>(l_5769);
const uint32 l_5771 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5772 = l_5771 ^ uint32(2147483648);
const float l_5773 = reinterpret_cast<float const&>(l_5772);
const uint32 l_5774 = reinterpret_cast<uint32 const&>(l_5773);
const uint32 l_5775 = l_5774 + uint32(1);
l_mut_3600 = l_5775;
const uint32 l_5776 = l_5774 & uint32(2147483647);
const bool l_5777 = l_5776 == uint32(0);
if (l_5777) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5778 = l_5774 & uint32(2147483648);
const bool l_5779 = l_5778 != uint32(0);
if (l_5779) {
const uint32 l_5780 = l_5774 - uint32(1);
l_mut_3600 = l_5780;
} else {
const bool l_5781 = l_5774 == uint32(2139095040);
if (l_5781) {
l_mut_3600 = l_5774;
}
}
}
const float l_5782 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5783 = reinterpret_cast<uint32 const&>(l_5782);
const uint32 l_5784 = l_5783 ^ uint32(2147483648);
const float l_5785 = reinterpret_cast<float const&>(l_5784);
const uint32 l_5786 = reinterpret_cast<uint32 const&>(l_5785);
const uint32 l_5787 = l_5786 & uint32(2147483647);
const float l_5788 = reinterpret_cast<float const&>(l_5787);
const double l_5789 = double(l_5788);
l_mut_3348 = l_5789;
const bool l_5790 = l_5787 < uint32(8388608);
if (l_5790) {
const double l_5791 = double(l_5787);
const double l_5792 = l_5791 * double(1.401298464324817e-45);
l_mut_3348 = l_5792;
}
const uint64 l_5793 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5794 = l_5786 >> uint32(31);
const uint64 l_5795 = uint64(l_5794);
const uint64 l_5796 = l_5795 << uint64(63);
const uint64 l_5797 = l_5793 | l_5796;
const double l_5798 = reinterpret_cast<double const&>(l_5797);
const double l_5799 = l_5734 + l_5665;
const bool l_5800 = l_5799 <= l_5748;
l_mut_512 = l_5800;
const double l_5801 = l_5734 - l_5665;
const bool l_5802 = l_5801 > l_5748;
l_mut_509 = l_5802;
const double l_5803 = l_5735 - l_5666;
const bool l_5804 = l_5803 >= l_5748;
l_mut_506 = l_5804;
const double l_5805 = l_5735 + l_5666;
const bool l_5806 = l_5805 < l_5748;
l_mut_503 = l_5806;
l_mut_3600 = uint32(2);
const bool l_5807 = l_mut_509 || l_mut_503;
if (l_5807) {
l_mut_3600 = uint32(1);
} else {
const bool l_5808 = l_mut_512 && l_mut_506;
if (l_5808) {
l_mut_3600 = uint32(0);
}
}
const uint32 l_5809 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5810 = l_5809 & uint32(2147483647);
const bool l_5811 = l_5810 == uint32(0);
if (l_5811) {
const double l_5812 = l_5734 + l_5665;
const bool l_5813 = l_5812 < double(1.1754943508222875e-38);
const double l_5814 = l_5735 - l_5666;
const bool l_5815 = l_5814 > double(-1.1754943508222875e-38);
const bool l_5816 = l_5813 && l_5815;
const double l_5817 = l_5734 - l_5665;
const bool l_5818 = l_5817 < double(1.1754943508222875e-38);
const double l_5819 = l_5735 + l_5666;
const bool l_5820 = l_5819 > double(-1.1754943508222875e-38);
const bool l_5821 = l_5818 && l_5820;
if (l_5816) {
l_mut_3600 = uint32(0);
} else {
const bool l_5822 = l_mut_3600 == uint32(1);
const bool l_5823 = l_5821 && l_5822;
if (l_5823) {
l_mut_3600 = uint32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
l_mut_268 = l_mut_4643;
} else {
const bool l_5824 = l_375 == uint32(14);
if (l_5824) {
l_mut_268 = uint32(0);
const bool l_5825 = l_392 > double(0.0);
if (l_5825) {
const float l_5826 = float(l_392);
const uint32 l_5827 = reinterpret_cast<uint32 const&>(l_5826);
const uint32 l_5828 = l_5827 & uint32(2147483647);
const float l_5829 = reinterpret_cast<float const&>(l_5828);
const double l_5830 = double(l_5829);
l_mut_3348 = l_5830;
const bool l_5831 = l_5828 < uint32(8388608);
if (l_5831) {
const double l_5832 = double(l_5828);
const double l_5833 = l_5832 * double(1.401298464324817e-45);
l_mut_3348 = l_5833;
}
const uint64 l_5834 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_5835 = l_5827 >> uint32(31);
const uint64 l_5836 = uint64(l_5835);
const uint64 l_5837 = l_5836 << uint64(63);
const uint64 l_5838 = l_5834 | l_5837;
const double l_5839 = reinterpret_cast<double const&>(l_5838);
l_mut_3348 = l_5839;
const bool l_5840 = l_5839 < double(0.0);
if (l_5840) {
const uint64 l_5841 = reinterpret_cast<uint64 const&>(l_5839);
const uint64 l_5842 = l_5841 | uint64(9221120237041090560);
const double l_5843 = reinterpret_cast<double const&>(l_5842);
l_mut_3348 = l_5843;
} else {
const bool l_5844 = l_5839 == double(0.0);
if (l_5844) {
const double l_5845 = abs(l_5839);
const uint64 l_5846 = reinterpret_cast<uint64 const&>(l_5845);
const uint64 l_5847 = l_5846 | uint64(9218868437227405312);
const uint64 l_5848 = l_5847 & uint64(18442240474082181120);
const double l_5849 = reinterpret_cast<double const&>(l_5848);
const double l_5850 = -l_5849;
l_mut_3348 = l_5850;
} else {
const uint32 l_5851 = reinterpret_cast<uint32 const&>(l_5826);
const bool l_5852 = l_5851 < uint32(2139095040);
if (l_5852) {
const uint64 l_5853 = reinterpret_cast<uint64 const&>(l_5839);
const uint64 l_5854 = l_5853 >> uint64(52);
const uint64 l_5855 = l_5854 & uint64(2047);
const int32 l_5856 = int32(l_5855);
const int32 l_5857 = l_5856 - int32(1023);
l_mut_5858 = l_5857;
const uint64 l_5859 = l_5853 & uint64(4503599627370495);
const uint64 l_5860 = l_5859 | uint64(4607182418800017408);
const double l_5861 = reinterpret_cast<double const&>(l_5860);
l_mut_3094 = l_5861;
const bool l_5862 = l_mut_3094 > double(1.4142135623730951);
if (l_5862) {
l_mut_3094 = l_mut_3094 * double(0.5);
l_mut_5858 = l_mut_5858 + int32(1);
}
const double l_5863 = l_mut_3094 - double(1.0);
const double l_5864 = double(2.0) + l_5863;
const double l_5865 = l_5863 / l_5864;
const double l_5866 = l_5865 * l_5865;
const double l_5867 = l_5866 * double(0.04);
const double l_5868 = l_5867 + double(0.043478260869565216);
l_mut_3094 = l_5868;
const double l_5869 = l_mut_3094 * l_5866;
const double l_5870 = l_5869 + double(0.047619047619047616);
l_mut_3094 = l_5870;
const double l_5871 = l_mut_3094 * l_5866;
const double l_5872 = l_5871 + double(0.05263157894736842);
l_mut_3094 = l_5872;
const double l_5873 = l_mut_3094 * l_5866;
const double l_5874 = l_5873 + double(0.058823529411764705);
l_mut_3094 = l_5874;
const double l_5875 = l_mut_3094 * l_5866;
const double l_5876 = l_5875 + double(0.06666666666666667);
l_mut_3094 = l_5876;
const double l_5877 = l_mut_3094 * l_5866;
const double l_5878 = l_5877 + double(0.07692307692307693);
l_mut_3094 = l_5878;
const double l_5879 = l_mut_3094 * l_5866;
const double l_5880 = l_5879 + double(0.09090909090909091);
l_mut_3094 = l_5880;
const double l_5881 = l_mut_3094 * l_5866;
const double l_5882 = l_5881 + double(0.1111111111111111);
l_mut_3094 = l_5882;
const double l_5883 = l_mut_3094 * l_5866;
const double l_5884 = l_5883 + double(0.14285714285714285);
l_mut_3094 = l_5884;
const double l_5885 = l_mut_3094 * l_5866;
const double l_5886 = l_5885 + double(0.2);
l_mut_3094 = l_5886;
const double l_5887 = l_mut_3094 * l_5866;
const double l_5888 = l_5887 + double(0.3333333333333333);
l_mut_3094 = l_5888;
const double l_5889 = double(2.0) * l_5865;
const double l_5890 = double(2.0) * l_5865;
const double l_5891 = l_5890 * l_5866;
const double l_5892 = l_5891 * l_mut_3094;
const double l_5893 = l_5889 + l_5892;
const double l_5894 = double(l_mut_5858);
const double l_5895 = l_5894 * double(0.6931471824645996);
const double l_5896 = l_5894 * double(-1.904654299957768e-9);
const double l_5897 = l_5896 + l_5893;
const double l_5898 = l_5895 + l_5897;
l_mut_3348 = l_5898;
}
}
}
const double l_5899 = l_mut_3348 / double(0.6931471805599453);
const double l_5900 = abs(l_5899);
const double l_5901 = l_381 * l_5900;
l_mut_3348 = l_5901;
const bool l_5902 = l_392 >= double(0.5);
const bool l_5903 = l_392 <= double(2.0);
const bool l_5904 = l_5902 && l_5903;
if (l_5904) {
l_mut_3348 = l_381;
}
const double l_5905 = abs(l_5899);
const double l_5906 = l_5905 * double(1.4551915228366852e-11);
const double l_5907 = double(1.0) + l_381;
const double l_5908 = l_5906 * l_5907;
const double l_5909 = l_5899 - l_mut_3348;
const double l_5910 = l_5899 + l_mut_3348;
const double l_5912 = l_5909 * l_384;
const double l_5913 = l_5909 * l_387;
const double l_5914 = l_5910 * l_384;
const double l_5915 = l_5910 * l_387;
l_arr_5911[uint32(0)] = l_5912;
l_arr_5911[uint32(1)] = l_5912;
const double l_5916 = l_arr_5911[uint32(0)];
const bool l_5917 = l_5913 < l_5916;
if (l_5917) {
l_arr_5911[uint32(0)] = l_5913;
}
const double l_5918 = l_arr_5911[uint32(0)];
const bool l_5919 = l_5914 < l_5918;
if (l_5919) {
l_arr_5911[uint32(0)] = l_5914;
}
const double l_5920 = l_arr_5911[uint32(0)];
const bool l_5921 = l_5915 < l_5920;
if (l_5921) {
l_arr_5911[uint32(0)] = l_5915;
}
const double l_5922 = l_arr_5911[uint32(1)];
const bool l_5923 = l_5913 > l_5922;
if (l_5923) {
l_arr_5911[uint32(1)] = l_5913;
}
const double l_5924 = l_arr_5911[uint32(1)];
const bool l_5925 = l_5914 > l_5924;
if (l_5925) {
l_arr_5911[uint32(1)] = l_5914;
}
const double l_5926 = l_arr_5911[uint32(1)];
const bool l_5927 = l_5915 > l_5926;
if (l_5927) {
l_arr_5911[uint32(1)] = l_5915;
}
const double l_5928 = l_5908 * l_387;
l_mut_4643 = uint32(2);
const double l_5929 = l_arr_5911[uint32(0)];
const double l_5930 = l_5929 - l_5928;
const double l_5931 = l_5930 * double(7.1362384635298e44);
const double l_5932 = floor(l_5931);
const double l_5933 = l_5932 * double(1.401298464324817e-45);
l_mut_3348 = l_5933;
const double l_5934 = abs(l_5930);
const bool l_5935 = l_5934 >= double(1.1754943508222875e-38);
if (l_5935) {
const float l_5936 = float(l_5930);
const double l_5937 = double(l_5936);
l_mut_3348 = l_5937;
const bool l_5938 = l_mut_3348 > l_5930;
if (l_5938) {
const uint32 l_5939 = reinterpret_cast<uint32 const&>(l_5936);
const uint32 l_5940 = l_5939 ^ uint32(2147483648);
const float l_5941 = reinterpret_cast<float const&>(l_5940);
const uint32 l_5942 = reinterpret_cast<uint32 const&>(l_5941);
const uint32 l_5943 = l_5942 + uint32(1);
l_mut_3600 = l_5943;
const uint32 l_5944 = l_5942 & uint32(2147483647);
const bool l_5945 = l_5944 == uint32(0);
if (l_5945) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5946 = l_5942 & uint32(2147483648);
const bool l_5947 = l_5946 != uint32(0);
if (l_5947) {
const uint32 l_5948 = l_5942 - uint32(1);
l_mut_3600 = l_5948;
} else {
const bool l_5949 = l_5942 == uint32(2139095040);
if (l_5949) {
l_mut_3600 = l_5942;
}
}
}
const float l_5950 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5951 = reinterpret_cast<uint32 const&>(l_5950);
const uint32 l_5952 = l_5951 ^ uint32(2147483648);
const float l_5953 = reinterpret_cast<float const&>(l_5952);
const uint32 l_5954 = reinterpret_cast<uint32 const&>(l_5953);
const uint32 l_5955 = l_5954 & uint32(2147483647);
const float l_5956 = reinterpret_cast<float const&>(l_5955);
const double l_5957 = double(l_5956);
l_mut_3094 = l_5957;
const bool l_5958 = l_5955 < uint32(8388608);
if (l_5958) {
const double l_5959 = double(l_5955);
const double l_5960 = l_5959 * double(1.401298464324817e-45);
l_mut_3094 = l_5960;
}
const uint64 l_5961 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_5962 = l_5954 >> uint32(31);
const uint64 l_5963 = uint64(l_5962);
const uint64 l_5964 = l_5963 << uint64(63);
const uint64 l_5965 = l_5961 | l_5964;
const double l_5966 = reinterpret_cast<double const&>(l_5965);
l_mut_3348 = l_5966;
} else {
const uint32 l_5967 = reinterpret_cast<uint32 const&>(l_5936);
const uint32 l_5968 = l_5967 + uint32(1);
l_mut_3600 = l_5968;
const uint32 l_5969 = l_5967 & uint32(2147483647);
const bool l_5970 = l_5969 == uint32(0);
if (l_5970) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5971 = l_5967 & uint32(2147483648);
const bool l_5972 = l_5971 != uint32(0);
if (l_5972) {
const uint32 l_5973 = l_5967 - uint32(1);
l_mut_3600 = l_5973;
} else {
const bool l_5974 = l_5967 == uint32(2139095040);
if (l_5974) {
l_mut_3600 = l_5967;
}
}
}
const float l_5975 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5976 = reinterpret_cast<uint32 const&>(l_5975);
const uint32 l_5977 = l_5976 & uint32(2147483647);
const float l_5978 = reinterpret_cast<float const&>(l_5977);
const double l_5979 = double(l_5978);
l_mut_3094 = l_5979;
const bool l_5980 = l_5977 < uint32(8388608);
if (l_5980) {
const double l_5981 = double(l_5977);
const double l_5982 = l_5981 * double(1.401298464324817e-45);
l_mut_3094 = l_5982;
}
const uint64 l_5983 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_5984 = l_5976 >> uint32(31);
const uint64 l_5985 = uint64(l_5984);
const uint64 l_5986 = l_5985 << uint64(63);
const uint64 l_5987 = l_5983 | l_5986;
const double l_5988 = reinterpret_cast<double const&>(l_5987);
const bool l_5989 = l_5988 <= l_5930;
if (l_5989) {
const uint32 l_5990 = reinterpret_cast<uint32 const&>(l_5936);
const uint32 l_5991 = l_5990 + uint32(1);
l_mut_3600 = l_5991;
const uint32 l_5992 = l_5990 & uint32(2147483647);
const bool l_5993 = l_5992 == uint32(0);
if (l_5993) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_5994 = l_5990 & uint32(2147483648);
const bool l_5995 = l_5994 != uint32(0);
if (l_5995) {
const uint32 l_5996 = l_5990 - uint32(1);
l_mut_3600 = l_5996;
} else {
const bool l_5997 = l_5990 == uint32(2139095040);
if (l_5997) {
l_mut_3600 = l_5990;
}
}
}
const float l_5998 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_5999 = reinterpret_cast<uint32 const&>(l_5998);
const uint32 l_6000 = l_5999 & uint32(2147483647);
const float l_6001 = reinterpret_cast<float const&>(l_6000);
const double l_6002 = double(l_6001);
l_mut_3094 = l_6002;
const bool l_6003 = l_6000 < uint32(8388608);
if (l_6003) {
const double l_6004 = double(l_6000);
const double l_6005 = l_6004 * double(1.401298464324817e-45);
l_mut_3094 = l_6005;
}
const uint64 l_6006 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6007 = l_5999 >> uint32(31);
const uint64 l_6008 = uint64(l_6007);
const uint64 l_6009 = l_6008 << uint64(63);
const uint64 l_6010 = l_6006 | l_6009;
const double l_6011 = reinterpret_cast<double const&>(l_6010);
l_mut_3348 = l_6011;
}
}
}
const double l_6012 = l_5929 + l_5928;
const double l_6013 = l_6012 * double(7.1362384635298e44);
const double l_6014 = floor(l_6013);
const double l_6015 = l_6014 * double(1.401298464324817e-45);
l_mut_3094 = l_6015;
const double l_6016 = abs(l_6012);
const bool l_6017 = l_6016 >= double(1.1754943508222875e-38);
if (l_6017) {
const float l_6018 = float(l_6012);
const double l_6019 = double(l_6018);
l_mut_3094 = l_6019;
const bool l_6020 = l_mut_3094 > l_6012;
if (l_6020) {
const uint32 l_6021 = reinterpret_cast<uint32 const&>(l_6018);
const uint32 l_6022 = l_6021 ^ uint32(2147483648);
const float l_6023 = reinterpret_cast<float const&>(l_6022);
const uint32 l_6024 = reinterpret_cast<uint32 const&>(l_6023);
const uint32 l_6025 = l_6024 + uint32(1);
l_mut_3600 = l_6025;
const uint32 l_6026 = l_6024 & uint32(2147483647);
const bool l_6027 = l_6026 == uint32(0);
if (l_6027) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6028 = l_6024 & uint32(2147483648);
const bool l_6029 = l_6028 != uint32(0);
if (l_6029) {
const uint32 l_6030 = l_6024 - uint32(1);
l_mut_3600 = l_6030;
} else {
const bool l_6031 = l_6024 == uint32(2139095040);
if (l_6031) {
l_mut_3600 = l_6024;
}
}
}
const float l_6032 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6033 = reinterpret_cast<uint32 const&>(l_6032);
const uint32 l_6034 = l_6033 ^ uint32(2147483648);
const float l_6035 = reinterpret_cast<float const&>(l_6034);
const uint32 l_6036 = reinterpret_cast<uint32 const&>(l_6035);
const uint32 l_6037 = l_6036 & uint32(2147483647);
const float l_6038 = reinterpret_cast<float const&>(l_6037);
const double l_6039 = double(l_6038);
l_mut_2838 = l_6039;
const bool l_6040 = l_6037 < uint32(8388608);
if (l_6040) {
const double l_6041 = double(l_6037);
const double l_6042 = l_6041 * double(1.401298464324817e-45);
l_mut_2838 = l_6042;
}
const uint64 l_6043 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6044 = l_6036 >> uint32(31);
const uint64 l_6045 = uint64(l_6044);
const uint64 l_6046 = l_6045 << uint64(63);
const uint64 l_6047 = l_6043 | l_6046;
const double l_6048 = reinterpret_cast<double const&>(l_6047);
l_mut_3094 = l_6048;
} else {
const uint32 l_6049 = reinterpret_cast<uint32 const&>(l_6018);
const uint32 l_6050 = l_6049 + uint32(1);
l_mut_3600 = l_6050;
const uint32 l_6051 = l_6049 & uint32(2147483647);
const bool l_6052 = l_6051 == uint32(0);
if (l_6052) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6053 = l_6049 & uint32(2147483648);
const bool l_6054 = l_6053 != uint32(0);
if (l_6054) {
const uint32 l_6055 = l_6049 - uint32(1);
l_mut_3600 = l_6055;
} else {
const bool l_6056 = l_6049 == uint32(2139095040);
if (l_6056) {
l_mut_3600 = l_6049;
}
}
}
const float l_6057 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6058 = reinterpret_cast<uint32 const&>(l_6057);
const uint32 l_6059 = l_6058 & uint32(2147483647);
const float l_6060 = reinterpret_cast<float const&>(l_6059);
const double l_6061 = double(l_6060);
l_mut_2838 = l_6061;
const bool l_6062 = l_6059 < uint32(8388608);
if (l_6062) {
const double l_6063 = double(l_6059);
const double l_6064 = l_6063 * double(1.401298464324817e-45);
l_mut_2838 = l_6064;
}
const uint64 l_6065 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6066 = l_6058 >> uint32(31);
const uint64 l_6067 = uint64(l_6066);
const uint64 l_6068 = l_6067 << uint64(63);
const uint64 l_6069 = l_6065 | l_6068;
const double l_6070 = reinterpret_cast<double const&>(l_6069);
const bool l_6071 = l_6070 <= l_6012;
if (l_6071) {
const uint32 l_6072 = reinterpret_cast<uint32 const&>(l_6018);
const uint32 l_6073 = l_6072 + uint32(1);
l_mut_3600 = l_6073;
const uint32 l_6074 = l_6072 & uint32(2147483647);
const bool l_6075 = l_6074 == uint32(0);
if (l_6075) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6076 = l_6072 & uint32(2147483648);
const bool l_6077 = l_6076 != uint32(0);
if (l_6077) {
const uint32 l_6078 = l_6072 - uint32(1);
l_mut_3600 = l_6078;
} else {
const bool l_6079 = l_6072 == uint32(2139095040);
if (l_6079) {
l_mut_3600 = l_6072;
}
}
}
const float l_6080 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6081 = reinterpret_cast<uint32 const&>(l_6080);
const uint32 l_6082 = l_6081 & uint32(2147483647);
const float l_6083 = reinterpret_cast<float const&>(l_6082);
const double l_6084 = double(l_6083);
l_mut_2838 = l_6084;
const bool l_6085 = l_6082 < uint32(8388608);
if (l_6085) {
const double l_6086 = double(l_6082);
const double l_6087 = l_6086 * double(1.401298464324817e-45);
l_mut_2838 = l_6087;
}
const uint64 l_6088 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6089 = l_6081 >> uint32(31);
const uint64 l_6090 = uint64(l_6089);
const uint64 l_6091 = l_6090 << uint64(63);
const uint64 l_6092 = l_6088 | l_6091;
const double l_6093 = reinterpret_cast<double const&>(l_6092);
l_mut_3094 = l_6093;
}
}
}
const bool l_6094 = l_mut_3348 == l_mut_3094;
const double l_6095 = l_arr_5911[uint32(1)];
const double l_6096 = l_6095 - l_5928;
const double l_6097 = l_6096 * double(7.1362384635298e44);
const double l_6098 = floor(l_6097);
const double l_6099 = l_6098 * double(1.401298464324817e-45);
l_mut_3348 = l_6099;
const double l_6100 = abs(l_6096);
const bool l_6101 = l_6100 >= double(1.1754943508222875e-38);
if (l_6101) {
const float l_6102 = float(l_6096);
const double l_6103 = double(l_6102);
l_mut_3348 = l_6103;
const bool l_6104 = l_mut_3348 > l_6096;
if (l_6104) {
const uint32 l_6105 = reinterpret_cast<uint32 const&>(l_6102);
const uint32 l_6106 = l_6105 ^ uint32(2147483648);
const float l_6107 = reinterpret_cast<float const&>(l_6106);
const uint32 l_6108 = reinterpret_cast<uint32 const&>(l_6107);
const uint32 l_6109 = l_6108 + uint32(1);
l_mut_3600 = l_6109;
const uint32 l_6110 = l_6108 & uint32(2147483647);
const bool l_6111 = l_6110 == uint32(0);
if (l_6111) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6112 = l_6108 & uint32(2147483648);
const bool l_6113 = l_6112 != uint32(0);
if (l_6113) {
const uint32 l_6114 = l_6108 - uint32(1);
l_mut_3600 = l_6114;
} else {
const bool l_6115 = l_6108 == uint32(2139095040);
if (l_6115) {
l_mut_3600 = l_6108;
}
}
}
const float l_6116 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6117 = reinterpret_cast<uint32 const&>(l_6116);
const uint32 l_6118 = l_6117 ^ uint32(2147483648);
const float l_6119 = reinterpret_cast<float const&>(l_6118);
const uint32 l_6120 = reinterpret_cast<uint32 const&>(l_6119);
const uint32 l_6121 = l_6120 & uint32(2147483647);
const float l_6122 = reinterpret_cast<float const&>(l_6121);
const double l_6123 = double(l_6122);
l_mut_3094 = l_6123;
const bool l_6124 = l_6121 < uint32(8388608);
if (l_6124) {
const double l_6125 = double(l_6121);
const double l_6126 = l_6125 * double(1.401298464324817e-45);
l_mut_3094 = l_6126;
}
const uint64 l_6127 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6128 = l_6120 >> uint32(31);
const uint64 l_6129 = uint64(l_6128);
const uint64 l_6130 = l_6129 << uint64(63);
const uint64 l_6131 = l_6127 | l_6130;
const double l_6132 = reinterpret_cast<double const&>(l_6131);
l_mut_3348 = l_6132;
} else {
const uint32 l_6133 = reinterpret_cast<uint32 const&>(l_6102);
const uint32 l_6134 = l_6133 + uint32(1);
l_mut_3600 = l_6134;
const uint32 l_6135 = l_6133 & uint32(2147483647);
const bool l_6136 = l_6135 == uint32(0);
if (l_6136) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6137 = l_6133 & uint32(2147483648);
const bool l_6138 = l_6137 != uint32(0);
if (l_6138) {
const uint32 l_6139 = l_6133 - uint32(1);
l_mut_3600 = l_6139;
} else {
const bool l_6140 = l_6133 == uint32(2139095040);
if (l_6140) {
l_mut_3600 = l_6133;
}
}
}
const float l_6141 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6142 = reinterpret_cast<uint32 const&>(l_6141);
const uint32 l_6143 = l_6142 & uint32(2147483647);
const float l_6144 = reinterpret_cast<float const&>(l_6143);
const double l_6145 = double(l_6144);
l_mut_3094 = l_6145;
const bool l_6146 = l_6143 < uint32(8388608);
if (l_6146) {
const double l_6147 = double(l_6143);
const double l_6148 = l_6147 * double(1.401298464324817e-45);
l_mut_3094 = l_6148;
}
const uint64 l_6149 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6150 = l_6142 >> uint32(31);
const uint64 l_6151 = uint64(l_6150);
const uint64 l_6152 = l_6151 << uint64(63);
const uint64 l_6153 = l_6149 | l_6152;
const double l_6154 = reinterpret_cast<double const&>(l_6153);
const bool l_6155 = l_6154 <= l_6096;
if (l_6155) {
const uint32 l_6156 = reinterpret_cast<uint32 const&>(l_6102);
const uint32 l_6157 = l_6156 + uint32(1);
l_mut_3600 = l_6157;
const uint32 l_6158 = l_6156 & uint32(2147483647);
const bool l_6159 = l_6158 == uint32(0);
if (l_6159) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6160 = l_6156 & uint32(2147483648);
const bool l_6161 = l_6160 != uint32(0);
if (l_6161) {
const uint32 l_6162 = l_6156 - uint32(1);
l_mut_3600 = l_6162;
} else {
const bool l_6163 = l_6156 == uint32(2139095040);
if (l_6163) {
l_mut_3600 = l_6156;
}
}
}
const float l_6164 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6165 = reinterpret_cast<uint32 const&>(l_6164);
const uint32 l_6166 = l_6165 & uint32(2147483647);
const float l_6167 = reinterpret_cast<float const&>(l_6166);
const double l_6168 = double(l_6167);
l_mut_3094 = l_6168;
const bool l_6169 = l_6166 < uint32(8388608);
if (l_6169) {
const double l_6170 = double(l_6166);
const double l_6171 = l_6170 * double(1.401298464324817e-45);
l_mut_3094 = l_6171;
}
const uint64 l_6172 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6173 = l_6165 >> uint32(31);
const uint64 l_6174 = uint64(l_6173);
const uint64 l_6175 = l_6174 << uint64(63);
const uint64 l_6176 = l_6172 | l_6175;
const double l_6177 = reinterpret_cast<double const&>(l_6176);
l_mut_3348 = l_6177;
}
}
}
const double l_6178 = l_6095 + l_5928;
const double l_6179 = l_6178 * double(7.1362384635298e44);
const double l_6180 = floor(l_6179);
const double l_6181 = l_6180 * double(1.401298464324817e-45);
l_mut_3094 = l_6181;
const double l_6182 = abs(l_6178);
const bool l_6183 = l_6182 >= double(1.1754943508222875e-38);
if (l_6183) {
const float l_6184 = float(l_6178);
const double l_6185 = double(l_6184);
l_mut_3094 = l_6185;
const bool l_6186 = l_mut_3094 > l_6178;
if (l_6186) {
const uint32 l_6187 = reinterpret_cast<uint32 const&>(l_6184);
const uint32 l_6188 = l_6187 ^ uint32(2147483648);
const float l_6189 = reinterpret_cast<float const&>(l_6188);
const uint32 l_6190 = reinterpret_cast<uint32 const&>(l_6189);
const uint32 l_6191 = l_6190 + uint32(1);
l_mut_3600 = l_6191;
const uint32 l_6192 = l_6190 & uint32(2147483647);
const bool l_6193 = l_6192 == uint32(0);
if (l_6193) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6194 = l_6190 & uint32(2147483648);
const bool l_6195 = l_6194 != uint32(0);
if (l_6195) {
const uint32 l_6196 = l_6190 - uint32(1);
l_mut_3600 = l_6196;
} else {
const bool l_6197 = l_6190 == uint32(2139095040);
if (l_6197) {
l_mut_3600 = l_6190;
}
}
}
const float l_6198 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6199 = reinterpret_cast<uint32 const&>(l_6198);
const uint32 l_6200 = l_6199 ^ uint32(2147483648);
const float l_6201 = reinterpret_cast<float const&>(l_6200);
const uint32 l_6202 = reinterpret_cast<uint32 const&>(l_6201);
const uint32 l_6203 = l_6202 & uint32(2147483647);
const float l_6204 = reinterpret_cast<float const&>(l_6203);
const double l_6205 = double(l_6204);
l_mut_2838 = l_6205;
const bool l_6206 = l_6203 < uint32(8388608);
if (l_6206) {
const double l_6207 = double(l_6203);
const double l_6208 = l_6207 * double(1.401298464324817e-45);
l_mut_2838 = l_6208;
}
const uint64 l_6209 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6210 = l_6202 >> uint32(31);
const uint64 l_6211 = uint64(l_6210);
const uint64 l_6212 = l_6211 << uint64(63);
const uint64 l_6213 = l_6209 | l_6212;
const double l_6214 = reinterpret_cast<double const&>(l_6213);
l_mut_3094 = l_6214;
} else {
const uint32 l_6215 = reinterpret_cast<uint32 const&>(l_6184);
const uint32 l_6216 = l_6215 + uint32(1);
l_mut_3600 = l_6216;
const uint32 l_6217 = l_6215 & uint32(2147483647);
const bool l_6218 = l_6217 == uint32(0);
if (l_6218) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6219 = l_6215 & uint32(2147483648);
const bool l_6220 = l_6219 != uint32(0);
if (l_6220) {
const uint32 l_6221 = l_6215 - uint32(1);
l_mut_3600 = l_6221;
} else {
const bool l_6222 = l_6215 == uint32(2139095040);
if (l_6222) {
l_mut_3600 = l_6215;
}
}
}
const float l_6223 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6224 = reinterpret_cast<uint32 const&>(l_6223);
const uint32 l_6225 = l_6224 & uint32(2147483647);
const float l_6226 = reinterpret_cast<float const&>(l_6225);
const double l_6227 = double(l_6226);
l_mut_2838 = l_6227;
const bool l_6228 = l_6225 < uint32(8388608);
if (l_6228) {
const double l_6229 = double(l_6225);
const double l_6230 = l_6229 * double(1.401298464324817e-45);
l_mut_2838 = l_6230;
}
const uint64 l_6231 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6232 = l_6224 >> uint32(31);
const uint64 l_6233 = uint64(l_6232);
const uint64 l_6234 = l_6233 << uint64(63);
const uint64 l_6235 = l_6231 | l_6234;
const double l_6236 = reinterpret_cast<double const&>(l_6235);
const bool l_6237 = l_6236 <= l_6178;
if (l_6237) {
const uint32 l_6238 = reinterpret_cast<uint32 const&>(l_6184);
const uint32 l_6239 = l_6238 + uint32(1);
l_mut_3600 = l_6239;
const uint32 l_6240 = l_6238 & uint32(2147483647);
const bool l_6241 = l_6240 == uint32(0);
if (l_6241) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6242 = l_6238 & uint32(2147483648);
const bool l_6243 = l_6242 != uint32(0);
if (l_6243) {
const uint32 l_6244 = l_6238 - uint32(1);
l_mut_3600 = l_6244;
} else {
const bool l_6245 = l_6238 == uint32(2139095040);
if (l_6245) {
l_mut_3600 = l_6238;
}
}
}
const float l_6246 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6247 = reinterpret_cast<uint32 const&>(l_6246);
const uint32 l_6248 = l_6247 & uint32(2147483647);
const float l_6249 = reinterpret_cast<float const&>(l_6248);
const double l_6250 = double(l_6249);
l_mut_2838 = l_6250;
const bool l_6251 = l_6248 < uint32(8388608);
if (l_6251) {
const double l_6252 = double(l_6248);
const double l_6253 = l_6252 * double(1.401298464324817e-45);
l_mut_2838 = l_6253;
}
const uint64 l_6254 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6255 = l_6247 >> uint32(31);
const uint64 l_6256 = uint64(l_6255);
const uint64 l_6257 = l_6256 << uint64(63);
const uint64 l_6258 = l_6254 | l_6257;
const double l_6259 = reinterpret_cast<double const&>(l_6258);
l_mut_3094 = l_6259;
}
}
}
const bool l_6260 = l_mut_3348 == l_mut_3094;
const bool l_6261 = l_6094 && l_6260;
if (l_6261) {
const double l_6262 = l_arr_5911[uint32(0)];
const double l_6263 = l_6262 * double(7.1362384635298e44);
const double l_6264 = floor(l_6263);
const double l_6265 = l_6264 * double(1.401298464324817e-45);
l_mut_3348 = l_6265;
const double l_6266 = abs(l_6262);
const bool l_6267 = l_6266 >= double(1.1754943508222875e-38);
if (l_6267) {
const float l_6268 = float(l_6262);
const double l_6269 = double(l_6268);
l_mut_3348 = l_6269;
const bool l_6270 = l_mut_3348 > l_6262;
if (l_6270) {
const uint32 l_6271 = reinterpret_cast<uint32 const&>(l_6268);
const uint32 l_6272 = l_6271 ^ uint32(2147483648);
const float l_6273 = reinterpret_cast<float const&>(l_6272);
const uint32 l_6274 = reinterpret_cast<uint32 const&>(l_6273);
const uint32 l_6275 = l_6274 + uint32(1);
l_mut_3600 = l_6275;
const uint32 l_6276 = l_6274 & uint32(2147483647);
const bool l_6277 = l_6276 == uint32(0);
if (l_6277) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6278 = l_6274 & uint32(2147483648);
const bool l_6279 = l_6278 != uint32(0);
if (l_6279) {
const uint32 l_6280 = l_6274 - uint32(1);
l_mut_3600 = l_6280;
} else {
const bool l_6281 = l_6274 == uint32(2139095040);
if (l_6281) {
l_mut_3600 = l_6274;
}
}
}
const float l_6282 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6283 = reinterpret_cast<uint32 const&>(l_6282);
const uint32 l_6284 = l_6283 ^ uint32(2147483648);
const float l_6285 = reinterpret_cast<float const&>(l_6284);
const uint32 l_6286 = reinterpret_cast<uint32 const&>(l_6285);
const uint32 l_6287 = l_6286 & uint32(2147483647);
const float l_6288 = reinterpret_cast<float const&>(l_6287);
const double l_6289 = double(l_6288);
l_mut_3094 = l_6289;
const bool l_6290 = l_6287 < uint32(8388608);
if (l_6290) {
const double l_6291 = double(l_6287);
const double l_6292 = l_6291 * double(1.401298464324817e-45);
l_mut_3094 = l_6292;
}
const uint64 l_6293 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6294 = l_6286 >> uint32(31);
const uint64 l_6295 = uint64(l_6294);
const uint64 l_6296 = l_6295 << uint64(63);
const uint64 l_6297 = l_6293 | l_6296;
const double l_6298 = reinterpret_cast<double const&>(l_6297);
l_mut_3348 = l_6298;
} else {
const uint32 l_6299 = reinterpret_cast<uint32 const&>(l_6268);
const uint32 l_6300 = l_6299 + uint32(1);
l_mut_3600 = l_6300;
const uint32 l_6301 = l_6299 & uint32(2147483647);
const bool l_6302 = l_6301 == uint32(0);
if (l_6302) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6303 = l_6299 & uint32(2147483648);
const bool l_6304 = l_6303 != uint32(0);
if (l_6304) {
const uint32 l_6305 = l_6299 - uint32(1);
l_mut_3600 = l_6305;
} else {
const bool l_6306 = l_6299 == uint32(2139095040);
if (l_6306) {
l_mut_3600 = l_6299;
}
}
}
const float l_6307 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6308 = reinterpret_cast<uint32 const&>(l_6307);
const uint32 l_6309 = l_6308 & uint32(2147483647);
const float l_6310 = reinterpret_cast<float const&>(l_6309);
const double l_6311 = double(l_6310);
l_mut_3094 = l_6311;
const bool l_6312 = l_6309 < uint32(8388608);
if (l_6312) {
const double l_6313 = double(l_6309);
const double l_6314 = l_6313 * double(1.401298464324817e-45);
l_mut_3094 = l_6314;
}
const uint64 l_6315 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6316 = l_6308 >> uint32(31);
const uint64 l_6317 = uint64(l_6316);
const uint64 l_6318 = l_6317 << uint64(63);
const uint64 l_6319 = l_6315 | l_6318;
const double l_6320 = reinterpret_cast<double const&>(l_6319);
const bool l_6321 = l_6320 <= l_6262;
if (l_6321) {
const uint32 l_6322 = reinterpret_cast<uint32 const&>(l_6268);
const uint32 l_6323 = l_6322 + uint32(1);
l_mut_3600 = l_6323;
const uint32 l_6324 = l_6322 & uint32(2147483647);
const bool l_6325 = l_6324 == uint32(0);
if (l_6325) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6326 = l_6322 & uint32(2147483648);
const bool l_6327 = l_6326 != uint32(0);
if (l_6327) {
const uint32 l_6328 = l_6322 - uint32(1);
l_mut_3600 = l_6328;
} else {
const bool l_6329 = l_6322 == uint32(2139095040);
if (l_6329) {
l_mut_3600 = l_6322;
}
}
}
const float l_6330 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6331 = reinterpret_cast<uint32 const&>(l_6330);
const uint32 l_6332 = l_6331 & uint32(2147483647);
const float l_6333 = reinterpret_cast<float const&>(l_6332);
const double l_6334 = double(l_6333);
l_mut_3094 = l_6334;
const bool l_6335 = l_6332 < uint32(8388608);
if (l_6335) {
const double l_6336 = double(l_6332);
const double l_6337 = l_6336 * double(1.401298464324817e-45);
l_mut_3094 = l_6337;
}
const uint64 l_6338 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6339 = l_6331 >> uint32(31);
const uint64 l_6340 = uint64(l_6339);
const uint64 l_6341 = l_6340 << uint64(63);
const uint64 l_6342 = l_6338 | l_6341;
const double l_6343 = reinterpret_cast<double const&>(l_6342);
l_mut_3348 = l_6343;
}
}
}
const double l_6344 = l_arr_5911[uint32(1)];
const double l_6345 = -l_6344;
const double l_6346 = l_6345 * double(7.1362384635298e44);
const double l_6347 = floor(l_6346);
const double l_6348 = l_6347 * double(1.401298464324817e-45);
l_mut_3094 = l_6348;
const double l_6349 = abs(l_6345);
const bool l_6350 = l_6349 >= double(1.1754943508222875e-38);
if (l_6350) {
const float l_6351 = float(l_6345);
const double l_6352 = double(l_6351);
l_mut_3094 = l_6352;
const bool l_6353 = l_mut_3094 > l_6345;
if (l_6353) {
const uint32 l_6354 = reinterpret_cast<uint32 const&>(l_6351);
const uint32 l_6355 = l_6354 ^ uint32(2147483648);
const float l_6356 = reinterpret_cast<float const&>(l_6355);
const uint32 l_6357 = reinterpret_cast<uint32 const&>(l_6356);
const uint32 l_6358 = l_6357 + uint32(1);
l_mut_3600 = l_6358;
const uint32 l_6359 = l_6357 & uint32(2147483647);
const bool l_6360 = l_6359 == uint32(0);
if (l_6360) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6361 = l_6357 & uint32(2147483648);
const bool l_6362 = l_6361 != uint32(0);
if (l_6362) {
const uint32 l_6363 = l_6357 - uint32(1);
l_mut_3600 = l_6363;
} else {
const bool l_6364 = l_6357 == uint32(2139095040);
if (l_6364) {
l_mut_3600 = l_6357;
}
}
}
const float l_6365 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6366 = reinterpret_cast<uint32 const&>(l_6365);
const uint32 l_6367 = l_6366 ^ uint32(2147483648);
const float l_6368 = reinterpret_cast<float const&>(l_6367);
const uint32 l_6369 = reinterpret_cast<uint32 const&>(l_6368);
const uint32 l_6370 = l_6369 & uint32(2147483647);
const float l_6371 = reinterpret_cast<float const&>(l_6370);
const double l_6372 = double(l_6371);
l_mut_2838 = l_6372;
const bool l_6373 = l_6370 < uint32(8388608);
if (l_6373) {
const double l_6374 = double(l_6370);
const double l_6375 = l_6374 * double(1.401298464324817e-45);
l_mut_2838 = l_6375;
}
const uint64 l_6376 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6377 = l_6369 >> uint32(31);
const uint64 l_6378 = uint64(l_6377);
const uint64 l_6379 = l_6378 << uint64(63);
const uint64 l_6380 = l_6376 | l_6379;
const double l_6381 = reinterpret_cast<double const&>(l_6380);
l_mut_3094 = l_6381;
} else {
const uint32 l_6382 = reinterpret_cast<uint32 const&>(l_6351);
const uint32 l_6383 = l_6382 + uint32(1);
l_mut_3600 = l_6383;
const uint32 l_6384 = l_6382 & uint32(2147483647);
const bool l_6385 = l_6384 == uint32(0);
if (l_6385) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6386 = l_6382 & uint32(2147483648);
const bool l_6387 = l_6386 != uint32(0);
if (l_6387) {
const uint32 l_6388 = l_6382 - uint32(1);
l_mut_3600 = l_6388;
} else {
const bool l_6389 = l_6382 == uint32(2139095040);
if (l_6389) {
l_mut_3600 = l_6382;
}
}
}
const float l_6390 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6391 = reinterpret_cast<uint32 const&>(l_6390);
const uint32 l_6392 = l_6391 & uint32(2147483647);
const float l_6393 = reinterpret_cast<float const&>(l_6392);
const double l_6394 = double(l_6393);
l_mut_2838 = l_6394;
const bool l_6395 = l_6392 < uint32(8388608);
if (l_6395) {
const double l_6396 = double(l_6392);
const double l_6397 = l_6396 * double(1.401298464324817e-45);
l_mut_2838 = l_6397;
}
const uint64 l_6398 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6399 = l_6391 >> uint32(31);
const uint64 l_6400 = uint64(l_6399);
const uint64 l_6401 = l_6400 << uint64(63);
const uint64 l_6402 = l_6398 | l_6401;
const double l_6403 = reinterpret_cast<double const&>(l_6402);
const bool l_6404 = l_6403 <= l_6345;
if (l_6404) {
const uint32 l_6405 = reinterpret_cast<uint32 const&>(l_6351);
const uint32 l_6406 = l_6405 + uint32(1);
l_mut_3600 = l_6406;
const uint32 l_6407 = l_6405 & uint32(2147483647);
const bool l_6408 = l_6407 == uint32(0);
if (l_6408) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6409 = l_6405 & uint32(2147483648);
const bool l_6410 = l_6409 != uint32(0);
if (l_6410) {
const uint32 l_6411 = l_6405 - uint32(1);
l_mut_3600 = l_6411;
} else {
const bool l_6412 = l_6405 == uint32(2139095040);
if (l_6412) {
l_mut_3600 = l_6405;
}
}
}
const float l_6413 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6414 = reinterpret_cast<uint32 const&>(l_6413);
const uint32 l_6415 = l_6414 & uint32(2147483647);
const float l_6416 = reinterpret_cast<float const&>(l_6415);
const double l_6417 = double(l_6416);
l_mut_2838 = l_6417;
const bool l_6418 = l_6415 < uint32(8388608);
if (l_6418) {
const double l_6419 = double(l_6415);
const double l_6420 = l_6419 * double(1.401298464324817e-45);
l_mut_2838 = l_6420;
}
const uint64 l_6421 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6422 = l_6414 >> uint32(31);
const uint64 l_6423 = uint64(l_6422);
const uint64 l_6424 = l_6423 << uint64(63);
const uint64 l_6425 = l_6421 | l_6424;
const double l_6426 = reinterpret_cast<double const&>(l_6425);
l_mut_3094 = l_6426;
}
}
}
const double l_6427 = -l_mut_3094;
const uint32 l_6428 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6429 = l_6428 & uint32(2147483647);
const float l_6430 = reinterpret_cast<float const&>(l_6429);
const double l_6431 = double(l_6430);
l_mut_3094 = l_6431;
const bool l_6432 = l_6429 < uint32(8388608);
if (l_6432) {
const double l_6433 = double(l_6429);
const double l_6434 = l_6433 * double(1.401298464324817e-45);
l_mut_3094 = l_6434;
}
const uint64 l_6435 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6436 = l_6428 >> uint32(31);
const uint64 l_6437 = uint64(l_6436);
const uint64 l_6438 = l_6437 << uint64(63);
const uint64 l_6439 = l_6435 | l_6438;
const double l_6440 = reinterpret_cast<double const&>(l_6439);
const uint32 l_6441 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6442 = l_6441 + uint32(1);
l_mut_3600 = l_6442;
const uint32 l_6443 = l_6441 & uint32(2147483647);
const bool l_6444 = l_6443 == uint32(0);
if (l_6444) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6445 = l_6441 & uint32(2147483648);
const bool l_6446 = l_6445 != uint32(0);
if (l_6446) {
const uint32 l_6447 = l_6441 - uint32(1);
l_mut_3600 = l_6447;
} else {
const bool l_6448 = l_6441 == uint32(2139095040);
if (l_6448) {
l_mut_3600 = l_6441;
}
}
}
const float l_6449 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6450 = reinterpret_cast<uint32 const&>(l_6449);
const uint32 l_6451 = l_6450 & uint32(2147483647);
const float l_6452 = reinterpret_cast<float const&>(l_6451);
const double l_6453 = double(l_6452);
l_mut_3094 = l_6453;
const bool l_6454 = l_6451 < uint32(8388608);
if (l_6454) {
const double l_6455 = double(l_6451);
const double l_6456 = l_6455 * double(1.401298464324817e-45);
l_mut_3094 = l_6456;
}
const uint64 l_6457 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6458 = l_6450 >> uint32(31);
const uint64 l_6459 = uint64(l_6458);
const uint64 l_6460 = l_6459 << uint64(63);
const uint64 l_6461 = l_6457 | l_6460;
const double l_6462 = reinterpret_cast<double const&>(l_6461);
const uint32 l_6463 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6464 = l_6463 ^ uint32(2147483648);
const float l_6465 = reinterpret_cast<float const&>(l_6464);
const uint32 l_6466 = reinterpret_cast<uint32 const&>(l_6465);
const uint32 l_6467 = l_6466 + uint32(1);
l_mut_3600 = l_6467;
const uint32 l_6468 = l_6466 & uint32(2147483647);
const bool l_6469 = l_6468 == uint32(0);
if (l_6469) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6470 = l_6466 & uint32(2147483648);
const bool l_6471 = l_6470 != uint32(0);
if (l_6471) {
const uint32 l_6472 = l_6466 - uint32(1);
l_mut_3600 = l_6472;
} else {
const bool l_6473 = l_6466 == uint32(2139095040);
if (l_6473) {
l_mut_3600 = l_6466;
}
}
}
const float l_6474 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6475 = reinterpret_cast<uint32 const&>(l_6474);
const uint32 l_6476 = l_6475 ^ uint32(2147483648);
const float l_6477 = reinterpret_cast<float const&>(l_6476);
const uint32 l_6478 = reinterpret_cast<uint32 const&>(l_6477);
const uint32 l_6479 = l_6478 & uint32(2147483647);
const float l_6480 = reinterpret_cast<float const&>(l_6479);
const double l_6481 = double(l_6480);
l_mut_3094 = l_6481;
const bool l_6482 = l_6479 < uint32(8388608);
if (l_6482) {
const double l_6483 = double(l_6479);
const double l_6484 = l_6483 * double(1.401298464324817e-45);
l_mut_3094 = l_6484;
}
const uint64 l_6485 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_6486 = l_6478 >> uint32(31);
const uint64 l_6487 = uint64(l_6486);
const uint64 l_6488 = l_6487 << uint64(63);
const uint64 l_6489 = l_6485 | l_6488;
const double l_6490 = reinterpret_cast<double const&>(l_6489);
const double l_6491 = l_mut_3348 + double(0.0);
const bool l_6492 = l_6491 <= l_6440;
l_mut_512 = l_6492;
const double l_6493 = l_mut_3348 - double(0.0);
const bool l_6494 = l_6493 > l_6440;
l_mut_509 = l_6494;
const double l_6495 = l_6427 - double(0.0);
const bool l_6496 = l_6495 >= l_6440;
l_mut_506 = l_6496;
const double l_6497 = l_6427 + double(0.0);
const bool l_6498 = l_6497 < l_6440;
l_mut_503 = l_6498;
l_mut_3600 = uint32(2);
const bool l_6499 = l_mut_509 || l_mut_503;
if (l_6499) {
l_mut_3600 = uint32(1);
} else {
const bool l_6500 = l_mut_512 && l_mut_506;
if (l_6500) {
l_mut_3600 = uint32(0);
}
}
const uint32 l_6501 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6502 = l_6501 & uint32(2147483647);
const bool l_6503 = l_6502 == uint32(0);
if (l_6503) {
const double l_6504 = l_mut_3348 + double(0.0);
const bool l_6505 = l_6504 < double(1.1754943508222875e-38);
const double l_6506 = l_6427 - double(0.0);
const bool l_6507 = l_6506 > double(-1.1754943508222875e-38);
const bool l_6508 = l_6505 && l_6507;
const double l_6509 = l_mut_3348 - double(0.0);
const bool l_6510 = l_6509 < double(1.1754943508222875e-38);
const double l_6511 = l_6427 + double(0.0);
const bool l_6512 = l_6511 > double(-1.1754943508222875e-38);
const bool l_6513 = l_6510 && l_6512;
if (l_6508) {
l_mut_3600 = uint32(0);
} else {
const bool l_6514 = l_mut_3600 == uint32(1);
const bool l_6515 = l_6513 && l_6514;
if (l_6515) {
l_mut_3600 = uint32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
l_mut_268 = l_mut_4643;
}
} else {
const bool l_6516 = l_375 == uint32(16);
const bool l_6517 = l_375 == uint32(17);
const bool l_6518 = l_6516 || l_6517;
if (l_6518) {
l_mut_268 = uint32(0);
const bool l_6519 = l_392 > double(0.0);
if (l_6519) {
const bool l_6520 = l_390 == double(1.0);
const float l_6521 = float(l_392);
const uint32 l_6522 = reinterpret_cast<uint32 const&>(l_6521);
const uint32 l_6523 = l_6522 & uint32(2147483647);
const float l_6524 = reinterpret_cast<float const&>(l_6523);
const double l_6525 = double(l_6524);
l_mut_3348 = l_6525;
const bool l_6526 = l_6523 < uint32(8388608);
if (l_6526) {
const double l_6527 = double(l_6523);
const double l_6528 = l_6527 * double(1.401298464324817e-45);
l_mut_3348 = l_6528;
}
const uint64 l_6529 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_6530 = l_6522 >> uint32(31);
const uint64 l_6531 = uint64(l_6530);
const uint64 l_6532 = l_6531 << uint64(63);
const uint64 l_6533 = l_6529 | l_6532;
const double l_6534 = reinterpret_cast<double const&>(l_6533);
l_mut_3348 = l_6534;
const bool l_6535 = l_6534 < double(0.0);
if (l_6535) {
const uint64 l_6536 = reinterpret_cast<uint64 const&>(l_6534);
const uint64 l_6537 = l_6536 | uint64(9221120237041090560);
const double l_6538 = reinterpret_cast<double const&>(l_6537);
l_mut_3348 = l_6538;
} else {
const bool l_6539 = l_6534 == double(0.0);
if (l_6539) {
const double l_6540 = abs(l_6534);
const uint64 l_6541 = reinterpret_cast<uint64 const&>(l_6540);
const uint64 l_6542 = l_6541 | uint64(9218868437227405312);
const uint64 l_6543 = l_6542 & uint64(18442240474082181120);
const double l_6544 = reinterpret_cast<double const&>(l_6543);
const double l_6545 = -l_6544;
l_mut_3348 = l_6545;
} else {
const uint32 l_6546 = reinterpret_cast<uint32 const&>(l_6521);
const bool l_6547 = l_6546 < uint32(2139095040);
if (l_6547) {
const uint64 l_6548 = reinterpret_cast<uint64 const&>(l_6534);
const uint64 l_6549 = l_6548 >> uint64(52);
const uint64 l_6550 = l_6549 & uint64(2047);
const int32 l_6551 = int32(l_6550);
const int32 l_6552 = l_6551 - int32(1023);
l_mut_5858 = l_6552;
const uint64 l_6553 = l_6548 & uint64(4503599627370495);
const uint64 l_6554 = l_6553 | uint64(4607182418800017408);
const double l_6555 = reinterpret_cast<double const&>(l_6554);
l_mut_3094 = l_6555;
const bool l_6556 = l_mut_3094 > double(1.4142135623730951);
if (l_6556) {
l_mut_3094 = l_mut_3094 * double(0.5);
l_mut_5858 = l_mut_5858 + int32(1);
}
const double l_6557 = l_mut_3094 - double(1.0);
const double l_6558 = double(2.0) + l_6557;
const double l_6559 = l_6557 / l_6558;
const double l_6560 = l_6559 * l_6559;
const double l_6561 = l_6560 * double(0.04);
const double l_6562 = l_6561 + double(0.043478260869565216);
l_mut_3094 = l_6562;
const double l_6563 = l_mut_3094 * l_6560;
const double l_6564 = l_6563 + double(0.047619047619047616);
l_mut_3094 = l_6564;
const double l_6565 = l_mut_3094 * l_6560;
const double l_6566 = l_6565 + double(0.05263157894736842);
l_mut_3094 = l_6566;
const double l_6567 = l_mut_3094 * l_6560;
const double l_6568 = l_6567 + double(0.058823529411764705);
l_mut_3094 = l_6568;
const double l_6569 = l_mut_3094 * l_6560;
const double l_6570 = l_6569 + double(0.06666666666666667);
l_mut_3094 = l_6570;
const double l_6571 = l_mut_3094 * l_6560;
const double l_6572 = l_6571 + double(0.07692307692307693);
l_mut_3094 = l_6572;
const double l_6573 = l_mut_3094 * l_6560;
const double l_6574 = l_6573 + double(0.09090909090909091);
l_mut_3094 = l_6574;
const double l_6575 = l_mut_3094 * l_6560;
const double l_6576 = l_6575 + double(0.1111111111111111);
l_mut_3094 = l_6576;
const double l_6577 = l_mut_3094 * l_6560;
const double l_6578 = l_6577 + double(0.14285714285714285);
l_mut_3094 = l_6578;
const double l_6579 = l_mut_3094 * l_6560;
const double l_6580 = l_6579 + double(0.2);
l_mut_3094 = l_6580;
const double l_6581 = l_mut_3094 * l_6560;
const double l_6582 = l_6581 + double(0.3333333333333333);
l_mut_3094 = l_6582;
const double l_6583 = double(2.0) * l_6559;
const double l_6584 = double(2.0) * l_6559;
const double l_6585 = l_6584 * l_6560;
const double l_6586 = l_6585 * l_mut_3094;
const double l_6587 = l_6583 + l_6586;
const double l_6588 = double(l_mut_5858);
const double l_6589 = l_6588 * double(0.6931471824645996);
const double l_6590 = l_6588 * double(-1.904654299957768e-9);
const double l_6591 = l_6590 + l_6587;
const double l_6592 = l_6589 + l_6591;
l_mut_3348 = l_6592;
}
}
}
const double l_6593 = l_mut_3348 / double(0.6931471805599453);
const double l_6594 = abs(l_6593);
const double l_6595 = l_6594 * double(1.4551915228366852e-11);
const bool l_6596 = l_392 >= double(0.5);
const bool l_6597 = l_392 <= double(2.0);
const bool l_6598 = l_6596 && l_6597;
l_mut_3348 = l_381;
l_mut_512 = bool(true);
const bool l_6599 = l_375 == uint32(17);
if (l_6599) {
const bool l_6600 = !l_6598;
if (l_6600) {
const double l_6601 = abs(l_6593);
const double l_6602 = l_381 * l_6601;
l_mut_3348 = l_6602;
}
} else {
const bool l_6603 = !l_6598;
if (l_6603) {
const double l_6604 = abs(l_6593);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_6605 = l_6604 >= double(1.1754943508222875e-38);
const bool l_6606 = l_6604 <= double(1.7976931348623157e308);
const bool l_6607 = l_6605 && l_6606;
if (l_6607) {
const uint64 l_6608 = reinterpret_cast<uint64 const&>(l_6604);
const uint64 l_6609 = l_6608 >> uint64(52);
const uint64 l_6610 = l_6609 - uint64(23);
const uint64 l_6611 = l_6610 << uint64(52);
const double l_6612 = reinterpret_cast<double const&>(l_6611);
l_mut_3094 = l_6612;
}
const double l_6613 = l_384 * l_mut_3094;
l_mut_3348 = l_6613;
const double l_6614 = l_6593 - l_6595;
const double l_6615 = abs(l_6614);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_6616 = l_6615 >= double(1.1754943508222875e-38);
const bool l_6617 = l_6615 <= double(1.7976931348623157e308);
const bool l_6618 = l_6616 && l_6617;
if (l_6618) {
const uint64 l_6619 = reinterpret_cast<uint64 const&>(l_6615);
const uint64 l_6620 = l_6619 >> uint64(52);
const uint64 l_6621 = l_6620 - uint64(23);
const uint64 l_6622 = l_6621 << uint64(52);
const double l_6623 = reinterpret_cast<double const&>(l_6622);
l_mut_3094 = l_6623;
}
const double l_6624 = l_6593 + l_6595;
const double l_6625 = abs(l_6624);
l_mut_2838 = double(1.401298464324817e-45);
const bool l_6626 = l_6625 >= double(1.1754943508222875e-38);
const bool l_6627 = l_6625 <= double(1.7976931348623157e308);
const bool l_6628 = l_6626 && l_6627;
if (l_6628) {
const uint64 l_6629 = reinterpret_cast<uint64 const&>(l_6625);
const uint64 l_6630 = l_6629 >> uint64(52);
const uint64 l_6631 = l_6630 - uint64(23);
const uint64 l_6632 = l_6631 << uint64(52);
const double l_6633 = reinterpret_cast<double const&>(l_6632);
l_mut_2838 = l_6633;
}
const bool l_6634 = l_mut_3094 == l_mut_2838;
l_mut_512 = l_6634;
}
}
const double l_6635 = l_mut_3348 * double(1.4551915228366852e-11);
const double l_6636 = l_6595 + l_6635;
l_mut_4643 = uint32(2);
if (l_mut_512) {
const bool l_6637 = l_375 == uint32(17);
const bool l_6638 = l_6637 || l_379;
if (l_6638) {
const double l_6639 = l_6593 - l_mut_3348;
const double l_6640 = l_6593 + l_mut_3348;
const double l_6641 = abs(l_6639);
const double l_6642 = l_6641 * double(2.220446049250313e-16);
const double l_6643 = l_6636 + l_6642;
const double l_6644 = l_6639 + l_6643;
const double l_6645 = -l_6644;
const double l_6646 = l_6645 * double(7.1362384635298e44);
const double l_6647 = floor(l_6646);
const double l_6648 = l_6647 * double(1.401298464324817e-45);
l_mut_3094 = l_6648;
const double l_6649 = abs(l_6645);
const bool l_6650 = l_6649 >= double(1.1754943508222875e-38);
if (l_6650) {
const float l_6651 = float(l_6645);
const double l_6652 = double(l_6651);
l_mut_3094 = l_6652;
const bool l_6653 = l_mut_3094 > l_6645;
if (l_6653) {
const uint32 l_6654 = reinterpret_cast<uint32 const&>(l_6651);
const uint32 l_6655 = l_6654 ^ uint32(2147483648);
const float l_6656 = reinterpret_cast<float const&>(l_6655);
const uint32 l_6657 = reinterpret_cast<uint32 const&>(l_6656);
const uint32 l_6658 = l_6657 + uint32(1);
l_mut_3600 = l_6658;
const uint32 l_6659 = l_6657 & uint32(2147483647);
const bool l_6660 = l_6659 == uint32(0);
if (l_6660) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6661 = l_6657 & uint32(2147483648);
const bool l_6662 = l_6661 != uint32(0);
if (l_6662) {
const uint32 l_6663 = l_6657 - uint32(1);
l_mut_3600 = l_6663;
} else {
const bool l_6664 = l_6657 == uint32(2139095040);
if (l_6664) {
l_mut_3600 = l_6657;
}
}
}
const float l_6665 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6666 = reinterpret_cast<uint32 const&>(l_6665);
const uint32 l_6667 = l_6666 ^ uint32(2147483648);
const float l_6668 = reinterpret_cast<float const&>(l_6667);
const uint32 l_6669 = reinterpret_cast<uint32 const&>(l_6668);
const uint32 l_6670 = l_6669 & uint32(2147483647);
const float l_6671 = reinterpret_cast<float const&>(l_6670);
const double l_6672 = double(l_6671);
l_mut_2838 = l_6672;
const bool l_6673 = l_6670 < uint32(8388608);
if (l_6673) {
const double l_6674 = double(l_6670);
const double l_6675 = l_6674 * double(1.401298464324817e-45);
l_mut_2838 = l_6675;
}
const uint64 l_6676 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6677 = l_6669 >> uint32(31);
const uint64 l_6678 = uint64(l_6677);
const uint64 l_6679 = l_6678 << uint64(63);
const uint64 l_6680 = l_6676 | l_6679;
const double l_6681 = reinterpret_cast<double const&>(l_6680);
l_mut_3094 = l_6681;
} else {
const uint32 l_6682 = reinterpret_cast<uint32 const&>(l_6651);
const uint32 l_6683 = l_6682 + uint32(1);
l_mut_3600 = l_6683;
const uint32 l_6684 = l_6682 & uint32(2147483647);
const bool l_6685 = l_6684 == uint32(0);
if (l_6685) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6686 = l_6682 & uint32(2147483648);
const bool l_6687 = l_6686 != uint32(0);
if (l_6687) {
const uint32 l_6688 = l_6682 - uint32(1);
l_mut_3600 = l_6688;
} else {
const bool l_6689 = l_6682 == uint32(2139095040);
if (l_6689) {
l_mut_3600 = l_6682;
}
}
}
const float l_6690 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6691 = reinterpret_cast<uint32 const&>(l_6690);
const uint32 l_6692 = l_6691 & uint32(2147483647);
const float l_6693 = reinterpret_cast<float const&>(l_6692);
const double l_6694 = double(l_6693);
l_mut_2838 = l_6694;
const bool l_6695 = l_6692 < uint32(8388608);
if (l_6695) {
const double l_6696 = double(l_6692);
const double l_6697 = l_6696 * double(1.401298464324817e-45);
l_mut_2838 = l_6697;
}
const uint64 l_6698 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6699 = l_6691 >> uint32(31);
const uint64 l_6700 = uint64(l_6699);
const uint64 l_6701 = l_6700 << uint64(63);
const uint64 l_6702 = l_6698 | l_6701;
const double l_6703 = reinterpret_cast<double const&>(l_6702);
const bool l_6704 = l_6703 <= l_6645;
if (l_6704) {
const uint32 l_6705 = reinterpret_cast<uint32 const&>(l_6651);
const uint32 l_6706 = l_6705 + uint32(1);
l_mut_3600 = l_6706;
const uint32 l_6707 = l_6705 & uint32(2147483647);
const bool l_6708 = l_6707 == uint32(0);
if (l_6708) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6709 = l_6705 & uint32(2147483648);
const bool l_6710 = l_6709 != uint32(0);
if (l_6710) {
const uint32 l_6711 = l_6705 - uint32(1);
l_mut_3600 = l_6711;
} else {
const bool l_6712 = l_6705 == uint32(2139095040);
if (l_6712) {
l_mut_3600 = l_6705;
}
}
}
const float l_6713 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6714 = reinterpret_cast<uint32 const&>(l_6713);
const uint32 l_6715 = l_6714 & uint32(2147483647);
const float l_6716 = reinterpret_cast<float const&>(l_6715);
const double l_6717 = double(l_6716);
l_mut_2838 = l_6717;
const bool l_6718 = l_6715 < uint32(8388608);
if (l_6718) {
const double l_6719 = double(l_6715);
const double l_6720 = l_6719 * double(1.401298464324817e-45);
l_mut_2838 = l_6720;
}
const uint64 l_6721 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_6722 = l_6714 >> uint32(31);
const uint64 l_6723 = uint64(l_6722);
const uint64 l_6724 = l_6723 << uint64(63);
const uint64 l_6725 = l_6721 | l_6724;
const double l_6726 = reinterpret_cast<double const&>(l_6725);
l_mut_3094 = l_6726;
}
}
}
const double l_6727 = -l_mut_3094;
l_mut_3094 = l_6727;
const bool l_6728 = bool(true) && bool(true);
if (l_6728) {
const double l_6729 = l_6639 + l_6643;
const double l_6730 = l_6729 * double(7.1362384635298e44);
const double l_6731 = floor(l_6730);
const double l_6732 = l_6731 * double(1.401298464324817e-45);
l_mut_2838 = l_6732;
const double l_6733 = abs(l_6729);
const bool l_6734 = l_6733 >= double(1.1754943508222875e-38);
if (l_6734) {
const float l_6735 = float(l_6729);
const double l_6736 = double(l_6735);
l_mut_2838 = l_6736;
const bool l_6737 = l_mut_2838 > l_6729;
if (l_6737) {
const uint32 l_6738 = reinterpret_cast<uint32 const&>(l_6735);
const uint32 l_6739 = l_6738 ^ uint32(2147483648);
const float l_6740 = reinterpret_cast<float const&>(l_6739);
const uint32 l_6741 = reinterpret_cast<uint32 const&>(l_6740);
const uint32 l_6742 = l_6741 + uint32(1);
l_mut_3600 = l_6742;
const uint32 l_6743 = l_6741 & uint32(2147483647);
const bool l_6744 = l_6743 == uint32(0);
if (l_6744) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6745 = l_6741 & uint32(2147483648);
const bool l_6746 = l_6745 != uint32(0);
if (l_6746) {
const uint32 l_6747 = l_6741 - uint32(1);
l_mut_3600 = l_6747;
} else {
const bool l_6748 = l_6741 == uint32(2139095040);
if (l_6748) {
l_mut_3600 = l_6741;
}
}
}
const float l_6749 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6750 = reinterpret_cast<uint32 const&>(l_6749);
const uint32 l_6751 = l_6750 ^ uint32(2147483648);
const float l_6752 = reinterpret_cast<float const&>(l_6751);
const uint32 l_6753 = reinterpret_cast<uint32 const&>(l_6752);
const uint32 l_6754 = l_6753 & uint32(2147483647);
const float l_6755 = reinterpret_cast<float const&>(l_6754);
const double l_6756 = double(l_6755);
l_mut_2584 = l_6756;
const bool l_6757 = l_6754 < uint32(8388608);
if (l_6757) {
const double l_6758 = double(l_6754);
const double l_6759 = l_6758 * double(1.401298464324817e-45);
l_mut_2584 = l_6759;
}
const uint64 l_6760 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6761 = l_6753 >> uint32(31);
const uint64 l_6762 = uint64(l_6761);
const uint64 l_6763 = l_6762 << uint64(63);
const uint64 l_6764 = l_6760 | l_6763;
const double l_6765 = reinterpret_cast<double const&>(l_6764);
l_mut_2838 = l_6765;
} else {
const uint32 l_6766 = reinterpret_cast<uint32 const&>(l_6735);
const uint32 l_6767 = l_6766 + uint32(1);
l_mut_3600 = l_6767;
const uint32 l_6768 = l_6766 & uint32(2147483647);
const bool l_6769 = l_6768 == uint32(0);
if (l_6769) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6770 = l_6766 & uint32(2147483648);
const bool l_6771 = l_6770 != uint32(0);
if (l_6771) {
const uint32 l_6772 = l_6766 - uint32(1);
l_mut_3600 = l_6772;
} else {
const bool l_6773 = l_6766 == uint32(2139095040);
if (l_6773) {
l_mut_3600 = l_6766;
}
}
}
const float l_6774 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6775 = reinterpret_cast<uint32 const&>(l_6774);
const uint32 l_6776 = l_6775 & uint32(2147483647);
const float l_6777 = reinterpret_cast<float const&>(l_6776);
const double l_6778 = double(l_6777);
l_mut_2584 = l_6778;
const bool l_6779 = l_6776 < uint32(8388608);
if (l_6779) {
const double l_6780 = double(l_6776);
const double l_6781 = l_6780 * double(1.401298464324817e-45);
l_mut_2584 = l_6781;
}
const uint64 l_6782 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6783 = l_6775 >> uint32(31);
const uint64 l_6784 = uint64(l_6783);
const uint64 l_6785 = l_6784 << uint64(63);
const uint64 l_6786 = l_6782 | l_6785;
const double l_6787 = reinterpret_cast<double const&>(l_6786);
const bool l_6788 = l_6787 <= l_6729;
if (l_6788) {
const uint32 l_6789 = reinterpret_cast<uint32 const&>(l_6735);
const uint32 l_6790 = l_6789 + uint32(1);
l_mut_3600 = l_6790;
const uint32 l_6791 = l_6789 & uint32(2147483647);
const bool l_6792 = l_6791 == uint32(0);
if (l_6792) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6793 = l_6789 & uint32(2147483648);
const bool l_6794 = l_6793 != uint32(0);
if (l_6794) {
const uint32 l_6795 = l_6789 - uint32(1);
l_mut_3600 = l_6795;
} else {
const bool l_6796 = l_6789 == uint32(2139095040);
if (l_6796) {
l_mut_3600 = l_6789;
}
}
}
const float l_6797 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6798 = reinterpret_cast<uint32 const&>(l_6797);
const uint32 l_6799 = l_6798 & uint32(2147483647);
const float l_6800 = reinterpret_cast<float const&>(l_6799);
const double l_6801 = double(l_6800);
l_mut_2584 = l_6801;
const bool l_6802 = l_6799 < uint32(8388608);
if (l_6802) {
const double l_6803 = double(l_6799);
const double l_6804 = l_6803 * double(1.401298464324817e-45);
l_mut_2584 = l_6804;
}
const uint64 l_6805 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6806 = l_6798 >> uint32(31);
const uint64 l_6807 = uint64(l_6806);
const uint64 l_6808 = l_6807 << uint64(63);
const uint64 l_6809 = l_6805 | l_6808;
const double l_6810 = reinterpret_cast<double const&>(l_6809);
l_mut_2838 = l_6810;
}
}
}
l_mut_3094 = l_mut_2838;
} else {
const double l_6811 = l_6639 - l_6643;
const double l_6812 = l_6811 * double(7.1362384635298e44);
const double l_6813 = floor(l_6812);
const double l_6814 = l_6813 * double(1.401298464324817e-45);
l_mut_2838 = l_6814;
const double l_6815 = abs(l_6811);
const bool l_6816 = l_6815 >= double(1.1754943508222875e-38);
if (l_6816) {
const float l_6817 = float(l_6811);
const double l_6818 = double(l_6817);
l_mut_2838 = l_6818;
const bool l_6819 = l_mut_2838 > l_6811;
if (l_6819) {
const uint32 l_6820 = reinterpret_cast<uint32 const&>(l_6817);
const uint32 l_6821 = l_6820 ^ uint32(2147483648);
const float l_6822 = reinterpret_cast<float const&>(l_6821);
const uint32 l_6823 = reinterpret_cast<uint32 const&>(l_6822);
const uint32 l_6824 = l_6823 + uint32(1);
l_mut_3600 = l_6824;
const uint32 l_6825 = l_6823 & uint32(2147483647);
const bool l_6826 = l_6825 == uint32(0);
if (l_6826) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6827 = l_6823 & uint32(2147483648);
const bool l_6828 = l_6827 != uint32(0);
if (l_6828) {
const uint32 l_6829 = l_6823 - uint32(1);
l_mut_3600 = l_6829;
} else {
const bool l_6830 = l_6823 == uint32(2139095040);
if (l_6830) {
l_mut_3600 = l_6823;
}
}
}
const float l_6831 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6832 = reinterpret_cast<uint32 const&>(l_6831);
const uint32 l_6833 = l_6832 ^ uint32(2147483648);
const float l_6834 = reinterpret_cast<float const&>(l_6833);
const uint32 l_6835 = reinterpret_cast<uint32 const&>(l_6834);
const uint32 l_6836 = l_6835 & uint32(2147483647);
const float l_6837 = reinterpret_cast<float const&>(l_6836);
const double l_6838 = double(l_6837);
l_mut_2584 = l_6838;
const bool l_6839 = l_6836 < uint32(8388608);
if (l_6839) {
const double l_6840 = double(l_6836);
const double l_6841 = l_6840 * double(1.401298464324817e-45);
l_mut_2584 = l_6841;
}
const uint64 l_6842 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6843 = l_6835 >> uint32(31);
const uint64 l_6844 = uint64(l_6843);
const uint64 l_6845 = l_6844 << uint64(63);
const uint64 l_6846 = l_6842 | l_6845;
const double l_6847 = reinterpret_cast<double const&>(l_6846);
l_mut_2838 = l_6847;
} else {
const uint32 l_6848 = reinterpret_cast<uint32 const&>(l_6817);
const uint32 l_6849 = l_6848 + uint32(1);
l_mut_3600 = l_6849;
const uint32 l_6850 = l_6848 & uint32(2147483647);
const bool l_6851 = l_6850 == uint32(0);
if (l_6851) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6852 = l_6848 & uint32(2147483648);
const bool l_6853 = l_6852 != uint32(0);
if (l_6853) {
const uint32 l_6854 = l_6848 - uint32(1);
l_mut_3600 = l_6854;
} else {
const bool l_6855 = l_6848 == uint32(2139095040);
if (l_6855) {
l_mut_3600 = l_6848;
}
}
}
const float l_6856 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6857 = reinterpret_cast<uint32 const&>(l_6856);
const uint32 l_6858 = l_6857 & uint32(2147483647);
const float l_6859 = reinterpret_cast<float const&>(l_6858);
const double l_6860 = double(l_6859);
l_mut_2584 = l_6860;
const bool l_6861 = l_6858 < uint32(8388608);
if (l_6861) {
const double l_6862 = double(l_6858);
const double l_6863 = l_6862 * double(1.401298464324817e-45);
l_mut_2584 = l_6863;
}
const uint64 l_6864 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6865 = l_6857 >> uint32(31);
const uint64 l_6866 = uint64(l_6865);
const uint64 l_6867 = l_6866 << uint64(63);
const uint64 l_6868 = l_6864 | l_6867;
const double l_6869 = reinterpret_cast<double const&>(l_6868);
const bool l_6870 = l_6869 <= l_6811;
if (l_6870) {
const uint32 l_6871 = reinterpret_cast<uint32 const&>(l_6817);
const uint32 l_6872 = l_6871 + uint32(1);
l_mut_3600 = l_6872;
const uint32 l_6873 = l_6871 & uint32(2147483647);
const bool l_6874 = l_6873 == uint32(0);
if (l_6874) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6875 = l_6871 & uint32(2147483648);
const bool l_6876 = l_6875 != uint32(0);
if (l_6876) {
const uint32 l_6877 = l_6871 - uint32(1);
l_mut_3600 = l_6877;
} else {
const bool l_6878 = l_6871 == uint32(2139095040);
if (l_6878) {
l_mut_3600 = l_6871;
}
}
}
const float l_6879 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6880 = reinterpret_cast<uint32 const&>(l_6879);
const uint32 l_6881 = l_6880 & uint32(2147483647);
const float l_6882 = reinterpret_cast<float const&>(l_6881);
const double l_6883 = double(l_6882);
l_mut_2584 = l_6883;
const bool l_6884 = l_6881 < uint32(8388608);
if (l_6884) {
const double l_6885 = double(l_6881);
const double l_6886 = l_6885 * double(1.401298464324817e-45);
l_mut_2584 = l_6886;
}
const uint64 l_6887 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6888 = l_6880 >> uint32(31);
const uint64 l_6889 = uint64(l_6888);
const uint64 l_6890 = l_6889 << uint64(63);
const uint64 l_6891 = l_6887 | l_6890;
const double l_6892 = reinterpret_cast<double const&>(l_6891);
l_mut_2838 = l_6892;
}
}
}
l_mut_3094 = l_mut_2838;
}
const double l_6893 = abs(l_6640);
const double l_6894 = l_6893 * double(2.220446049250313e-16);
const double l_6895 = l_6636 + l_6894;
const double l_6896 = l_6640 + l_6895;
const double l_6897 = -l_6896;
const double l_6898 = l_6897 * double(7.1362384635298e44);
const double l_6899 = floor(l_6898);
const double l_6900 = l_6899 * double(1.401298464324817e-45);
l_mut_2838 = l_6900;
const double l_6901 = abs(l_6897);
const bool l_6902 = l_6901 >= double(1.1754943508222875e-38);
if (l_6902) {
const float l_6903 = float(l_6897);
const double l_6904 = double(l_6903);
l_mut_2838 = l_6904;
const bool l_6905 = l_mut_2838 > l_6897;
if (l_6905) {
const uint32 l_6906 = reinterpret_cast<uint32 const&>(l_6903);
const uint32 l_6907 = l_6906 ^ uint32(2147483648);
const float l_6908 = reinterpret_cast<float const&>(l_6907);
const uint32 l_6909 = reinterpret_cast<uint32 const&>(l_6908);
const uint32 l_6910 = l_6909 + uint32(1);
l_mut_3600 = l_6910;
const uint32 l_6911 = l_6909 & uint32(2147483647);
const bool l_6912 = l_6911 == uint32(0);
if (l_6912) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6913 = l_6909 & uint32(2147483648);
const bool l_6914 = l_6913 != uint32(0);
if (l_6914) {
const uint32 l_6915 = l_6909 - uint32(1);
l_mut_3600 = l_6915;
} else {
const bool l_6916 = l_6909 == uint32(2139095040);
if (l_6916) {
l_mut_3600 = l_6909;
}
}
}
const float l_6917 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6918 = reinterpret_cast<uint32 const&>(l_6917);
const uint32 l_6919 = l_6918 ^ uint32(2147483648);
const float l_6920 = reinterpret_cast<float const&>(l_6919);
const uint32 l_6921 = reinterpret_cast<uint32 const&>(l_6920);
const uint32 l_6922 = l_6921 & uint32(2147483647);
const float l_6923 = reinterpret_cast<float const&>(l_6922);
const double l_6924 = double(l_6923);
l_mut_2584 = l_6924;
const bool l_6925 = l_6922 < uint32(8388608);
if (l_6925) {
const double l_6926 = double(l_6922);
const double l_6927 = l_6926 * double(1.401298464324817e-45);
l_mut_2584 = l_6927;
}
const uint64 l_6928 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6929 = l_6921 >> uint32(31);
const uint64 l_6930 = uint64(l_6929);
const uint64 l_6931 = l_6930 << uint64(63);
const uint64 l_6932 = l_6928 | l_6931;
const double l_6933 = reinterpret_cast<double const&>(l_6932);
l_mut_2838 = l_6933;
} else {
const uint32 l_6934 = reinterpret_cast<uint32 const&>(l_6903);
const uint32 l_6935 = l_6934 + uint32(1);
l_mut_3600 = l_6935;
const uint32 l_6936 = l_6934 & uint32(2147483647);
const bool l_6937 = l_6936 == uint32(0);
if (l_6937) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6938 = l_6934 & uint32(2147483648);
const bool l_6939 = l_6938 != uint32(0);
if (l_6939) {
const uint32 l_6940 = l_6934 - uint32(1);
l_mut_3600 = l_6940;
} else {
const bool l_6941 = l_6934 == uint32(2139095040);
if (l_6941) {
l_mut_3600 = l_6934;
}
}
}
const float l_6942 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6943 = reinterpret_cast<uint32 const&>(l_6942);
const uint32 l_6944 = l_6943 & uint32(2147483647);
const float l_6945 = reinterpret_cast<float const&>(l_6944);
const double l_6946 = double(l_6945);
l_mut_2584 = l_6946;
const bool l_6947 = l_6944 < uint32(8388608);
if (l_6947) {
const double l_6948 = double(l_6944);
const double l_6949 = l_6948 * double(1.401298464324817e-45);
l_mut_2584 = l_6949;
}
const uint64 l_6950 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6951 = l_6943 >> uint32(31);
const uint64 l_6952 = uint64(l_6951);
const uint64 l_6953 = l_6952 << uint64(63);
const uint64 l_6954 = l_6950 | l_6953;
const double l_6955 = reinterpret_cast<double const&>(l_6954);
const bool l_6956 = l_6955 <= l_6897;
if (l_6956) {
const uint32 l_6957 = reinterpret_cast<uint32 const&>(l_6903);
const uint32 l_6958 = l_6957 + uint32(1);
l_mut_3600 = l_6958;
const uint32 l_6959 = l_6957 & uint32(2147483647);
const bool l_6960 = l_6959 == uint32(0);
if (l_6960) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6961 = l_6957 & uint32(2147483648);
const bool l_6962 = l_6961 != uint32(0);
if (l_6962) {
const uint32 l_6963 = l_6957 - uint32(1);
l_mut_3600 = l_6963;
} else {
const bool l_6964 = l_6957 == uint32(2139095040);
if (l_6964) {
l_mut_3600 = l_6957;
}
}
}
const float l_6965 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_6966 = reinterpret_cast<uint32 const&>(l_6965);
const uint32 l_6967 = l_6966 & uint32(2147483647);
const float l_6968 = reinterpret_cast<float const&>(l_6967);
const double l_6969 = double(l_6968);
l_mut_2584 = l_6969;
const bool l_6970 = l_6967 < uint32(8388608);
if (l_6970) {
const double l_6971 = double(l_6967);
const double l_6972 = l_6971 * double(1.401298464324817e-45);
l_mut_2584 = l_6972;
}
const uint64 l_6973 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_6974 = l_6966 >> uint32(31);
const uint64 l_6975 = uint64(l_6974);
const uint64 l_6976 = l_6975 << uint64(63);
const uint64 l_6977 = l_6973 | l_6976;
const double l_6978 = reinterpret_cast<double const&>(l_6977);
l_mut_2838 = l_6978;
}
}
}
const double l_6979 = -l_mut_2838;
l_mut_2838 = l_6979;
const bool l_6980 = bool(false) && bool(true);
if (l_6980) {
const double l_6981 = l_6640 + l_6895;
const double l_6982 = l_6981 * double(7.1362384635298e44);
const double l_6983 = floor(l_6982);
const double l_6984 = l_6983 * double(1.401298464324817e-45);
l_mut_2584 = l_6984;
const double l_6985 = abs(l_6981);
const bool l_6986 = l_6985 >= double(1.1754943508222875e-38);
if (l_6986) {
const float l_6987 = float(l_6981);
const double l_6988 = double(l_6987);
l_mut_2584 = l_6988;
const bool l_6989 = l_mut_2584 > l_6981;
if (l_6989) {
const uint32 l_6990 = reinterpret_cast<uint32 const&>(l_6987);
const uint32 l_6991 = l_6990 ^ uint32(2147483648);
const float l_6992 = reinterpret_cast<float const&>(l_6991);
const uint32 l_6993 = reinterpret_cast<uint32 const&>(l_6992);
const uint32 l_6994 = l_6993 + uint32(1);
l_mut_3600 = l_6994;
const uint32 l_6995 = l_6993 & uint32(2147483647);
const bool l_6996 = l_6995 == uint32(0);
if (l_6996) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_6997 = l_6993 & uint32(2147483648);
const bool l_6998 = l_6997 != uint32(0);
if (l_6998) {
const uint32 l_6999 = l_6993 - uint32(1);
l_mut_3600 = l_6999;
} else {
const bool l_7000 = l_6993 == uint32(2139095040);
if (l_7000) {
l_mut_3600 = l_6993;
}
}
}
const float l_7001 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7002 = reinterpret_cast<uint32 const&>(l_7001);
const uint32 l_7003 = l_7002 ^ uint32(2147483648);
const float l_7004 = reinterpret_cast<float const&>(l_7003);
const uint32 l_7005 = reinterpret_cast<uint32 const&>(l_7004);
const uint32 l_7006 = l_7005 & uint32(2147483647);
const float l_7007 = reinterpret_cast<float const&>(l_7006);
const double l_7008 = double(l_7007);
l_mut_1569 = l_7008;
const bool l_7009 = l_7006 < uint32(8388608);
if (l_7009) {
const double l_7010 = double(l_7006);
const double l_7011 = l_7010 * double(1.401298464324817e-45);
l_mut_1569 = l_7011;
}
const uint64 l_7012 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_7013 = l_7005 >> uint32(31);
const uint64 l_7014 = uint64(l_7013);
const uint64 l_7015 = l_7014 << uint64(63);
const uint64 l_7016 = l_7012 | l_7015;
const double l_7017 = reinterpret_cast<double const&>(l_7016);
l_mut_2584 = l_7017;
} else {
const uint32 l_7018 = reinterpret_cast<uint32 const&>(l_6987);
const uint32 l_7019 = l_7018 + uint32(1);
l_mut_3600 = l_7019;
const uint32 l_7020 = l_7018 & uint32(2147483647);
const bool l_7021 = l_7020 == uint32(0);
if (l_7021) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7022 = l_7018 & uint32(2147483648);
const bool l_7023 = l_7022 != uint32(0);
if (l_7023) {
const uint32 l_7024 = l_7018 - uint32(1);
l_mut_3600 = l_7024;
} else {
const bool l_7025 = l_7018 == uint32(2139095040);
if (l_7025) {
l_mut_3600 = l_7018;
}
}
}
const float l_7026 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7027 = reinterpret_cast<uint32 const&>(l_7026);
const uint32 l_7028 = l_7027 & uint32(2147483647);
const float l_7029 = reinterpret_cast<float const&>(l_7028);
const double l_7030 = double(l_7029);
l_mut_1569 = l_7030;
const bool l_7031 = l_7028 < uint32(8388608);
if (l_7031) {
const double l_7032 = double(l_7028);
const double l_7033 = l_7032 * double(1.401298464324817e-45);
l_mut_1569 = l_7033;
}
const uint64 l_7034 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_7035 = l_7027 >> uint32(31);
const uint64 l_7036 = uint64(l_7035);
const uint64 l_7037 = l_7036 << uint64(63);
const uint64 l_7038 = l_7034 | l_7037;
const double l_7039 = reinterpret_cast<double const&>(l_7038);
const bool l_7040 = l_7039 <= l_6981;
if (l_7040) {
const uint32 l_7041 = reinterpret_cast<uint32 const&>(l_6987);
const uint32 l_7042 = l_7041 + uint32(1);
l_mut_3600 = l_7042;
const uint32 l_7043 = l_7041 & uint32(2147483647);
const bool l_7044 = l_7043 == uint32(0);
if (l_7044) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7045 = l_7041 & uint32(2147483648);
const bool l_7046 = l_7045 != uint32(0);
if (l_7046) {
const uint32 l_7047 = l_7041 - uint32(1);
l_mut_3600 = l_7047;
} else {
const bool l_7048 = l_7041 == uint32(2139095040);
if (l_7048) {
l_mut_3600 = l_7041;
}
}
}
const float l_7049 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7050 = reinterpret_cast<uint32 const&>(l_7049);
const uint32 l_7051 = l_7050 & uint32(2147483647);
const float l_7052 = reinterpret_cast<float const&>(l_7051);
const double l_7053 = double(l_7052);
l_mut_1569 = l_7053;
const bool l_7054 = l_7051 < uint32(8388608);
if (l_7054) {
const double l_7055 = double(l_7051);
const double l_7056 = l_7055 * double(1.401298464324817e-45);
l_mut_1569 = l_7056;
}
const uint64 l_7057 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_7058 = l_7050 >> uint32(31);
const uint64 l_7059 = uint64(l_7058);
const uint64 l_7060 = l_7059 << uint64(63);
const uint64 l_7061 = l_7057 | l_7060;
const double l_7062 = reinterpret_cast<double const&>(l_7061);
l_mut_2584 = l_7062;
}
}
}
l_mut_2838 = l_mut_2584;
} else {
const double l_7063 = l_6640 - l_6895;
const double l_7064 = -l_7063;
const double l_7065 = l_7064 * double(7.1362384635298e44);
const double l_7066 = floor(l_7065);
const double l_7067 = l_7066 * double(1.401298464324817e-45);
l_mut_2584 = l_7067;
const double l_7068 = abs(l_7064);
const bool l_7069 = l_7068 >= double(1.1754943508222875e-38);
if (l_7069) {
const float l_7070 = float(l_7064);
const double l_7071 = double(l_7070);
l_mut_2584 = l_7071;
const bool l_7072 = l_mut_2584 > l_7064;
if (l_7072) {
const uint32 l_7073 = reinterpret_cast<uint32 const&>(l_7070);
const uint32 l_7074 = l_7073 ^ uint32(2147483648);
const float l_7075 = reinterpret_cast<float const&>(l_7074);
const uint32 l_7076 = reinterpret_cast<uint32 const&>(l_7075);
const uint32 l_7077 = l_7076 + uint32(1);
l_mut_3600 = l_7077;
const uint32 l_7078 = l_7076 & uint32(2147483647);
const bool l_7079 = l_7078 == uint32(0);
if (l_7079) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7080 = l_7076 & uint32(2147483648);
const bool l_7081 = l_7080 != uint32(0);
if (l_7081) {
const uint32 l_7082 = l_7076 - uint32(1);
l_mut_3600 = l_7082;
} else {
const bool l_7083 = l_7076 == uint32(2139095040);
if (l_7083) {
l_mut_3600 = l_7076;
}
}
}
const float l_7084 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7085 = reinterpret_cast<uint32 const&>(l_7084);
const uint32 l_7086 = l_7085 ^ uint32(2147483648);
const float l_7087 = reinterpret_cast<float const&>(l_7086);
const uint32 l_7088 = reinterpret_cast<uint32 const&>(l_7087);
const uint32 l_7089 = l_7088 & uint32(2147483647);
const float l_7090 = reinterpret_cast<float const&>(l_7089);
const double l_7091 = double(l_7090);
l_mut_1569 = l_7091;
const bool l_7092 = l_7089 < uint32(8388608);
if (l_7092) {
const double l_7093 = double(l_7089);
const double l_7094 = l_7093 * double(1.401298464324817e-45);
l_mut_1569 = l_7094;
}
const uint64 l_7095 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_7096 = l_7088 >> uint32(31);
const uint64 l_7097 = uint64(l_7096);
const uint64 l_7098 = l_7097 << uint64(63);
const uint64 l_7099 = l_7095 | l_7098;
const double l_7100 = reinterpret_cast<double const&>(l_7099);
l_mut_2584 = l_7100;
} else {
const uint32 l_7101 = reinterpret_cast<uint32 const&>(l_7070);
const uint32 l_7102 = l_7101 + uint32(1);
l_mut_3600 = l_7102;
const uint32 l_7103 = l_7101 & uint32(2147483647);
const bool l_7104 = l_7103 == uint32(0);
if (l_7104) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7105 = l_7101 & uint32(2147483648);
const bool l_7106 = l_7105 != uint32(0);
if (l_7106) {
const uint32 l_7107 = l_7101 - uint32(1);
l_mut_3600 = l_7107;
} else {
const bool l_7108 = l_7101 == uint32(2139095040);
if (l_7108) {
l_mut_3600 = l_7101;
}
}
}
const float l_7109 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7110 = reinterpret_cast<uint32 const&>(l_7109);
const uint32 l_7111 = l_7110 & uint32(2147483647);
const float l_7112 = reinterpret_cast<float const&>(l_7111);
const double l_7113 = double(l_7112);
l_mut_1569 = l_7113;
const bool l_7114 = l_7111 < uint32(8388608);
if (l_7114) {
const double l_7115 = double(l_7111);
const double l_7116 = l_7115 * double(1.401298464324817e-45);
l_mut_1569 = l_7116;
}
const uint64 l_7117 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_7118 = l_7110 >> uint32(31);
const uint64 l_7119 = uint64(l_7118);
const uint64 l_7120 = l_7119 << uint64(63);
const uint64 l_7121 = l_7117 | l_7120;
const double l_7122 = reinterpret_cast<double const&>(l_7121);
const bool l_7123 = l_7122 <= l_7064;
if (l_7123) {
const uint32 l_7124 = reinterpret_cast<uint32 const&>(l_7070);
const uint32 l_7125 = l_7124 + uint32(1);
l_mut_3600 = l_7125;
const uint32 l_7126 = l_7124 & uint32(2147483647);
const bool l_7127 = l_7126 == uint32(0);
if (l_7127) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7128 = l_7124 & uint32(2147483648);
const bool l_7129 = l_7128 != uint32(0);
if (l_7129) {
const uint32 l_7130 = l_7124 - uint32(1);
l_mut_3600 = l_7130;
} else {
const bool l_7131 = l_7124 == uint32(2139095040);
if (l_7131) {
l_mut_3600 = l_7124;
}
}
}
const float l_7132 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7133 = reinterpret_cast<uint32 const&>(l_7132);
const uint32 l_7134 = l_7133 & uint32(2147483647);
const float l_7135 = reinterpret_cast<float const&>(l_7134);
const double l_7136 = double(l_7135);
l_mut_1569 = l_7136;
const bool l_7137 = l_7134 < uint32(8388608);
if (l_7137) {
const double l_7138 = double(l_7134);
const double l_7139 = l_7138 * double(1.401298464324817e-45);
l_mut_1569 = l_7139;
}
const uint64 l_7140 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_7141 = l_7133 >> uint32(31);
const uint64 l_7142 = uint64(l_7141);
const uint64 l_7143 = l_7142 << uint64(63);
const uint64 l_7144 = l_7140 | l_7143;
const double l_7145 = reinterpret_cast<double const&>(l_7144);
l_mut_2584 = l_7145;
}
}
}
const double l_7146 = -l_mut_2584;
l_mut_2838 = l_7146;
}
const double l_7148 = l_mut_3094 * l_391;
const double l_7149 = l_mut_2838 * l_391;
const double l_7150 = l_mut_3094 * l_391;
const double l_7151 = l_mut_2838 * l_391;
l_arr_7147[uint32(0)] = l_7148;
l_arr_7147[uint32(1)] = l_7148;
const double l_7152 = l_arr_7147[uint32(0)];
const bool l_7153 = l_7149 < l_7152;
if (l_7153) {
l_arr_7147[uint32(0)] = l_7149;
}
const double l_7154 = l_arr_7147[uint32(0)];
const bool l_7155 = l_7150 < l_7154;
if (l_7155) {
l_arr_7147[uint32(0)] = l_7150;
}
const double l_7156 = l_arr_7147[uint32(0)];
const bool l_7157 = l_7151 < l_7156;
if (l_7157) {
l_arr_7147[uint32(0)] = l_7151;
}
const double l_7158 = l_arr_7147[uint32(1)];
const bool l_7159 = l_7149 > l_7158;
if (l_7159) {
l_arr_7147[uint32(1)] = l_7149;
}
const double l_7160 = l_arr_7147[uint32(1)];
const bool l_7161 = l_7150 > l_7160;
if (l_7161) {
l_arr_7147[uint32(1)] = l_7150;
}
const double l_7162 = l_arr_7147[uint32(1)];
const bool l_7163 = l_7151 > l_7162;
if (l_7163) {
l_arr_7147[uint32(1)] = l_7151;
}
const double l_7164 = l_arr_7147[uint32(0)];
const double l_7165 = l_7164 * double(7.1362384635298e44);
const double l_7166 = floor(l_7165);
const double l_7167 = l_7166 * double(1.401298464324817e-45);
l_mut_3094 = l_7167;
const double l_7168 = abs(l_7164);
const bool l_7169 = l_7168 >= double(1.1754943508222875e-38);
if (l_7169) {
const float l_7170 = float(l_7164);
const double l_7171 = double(l_7170);
l_mut_3094 = l_7171;
const bool l_7172 = l_mut_3094 > l_7164;
if (l_7172) {
const uint32 l_7173 = reinterpret_cast<uint32 const&>(l_7170);
const uint32 l_7174 = l_7173 ^ uint32(2147483648);
const float l_7175 = reinterpret_cast<float const&>(l_7174);
const uint32 l_7176 = reinterpret_cast<uint32 const&>(l_7175);
const uint32 l_7177 = l_7176 + uint32(1);
l_mut_3600 = l_7177;
const uint32 l_7178 = l_7176 & uint32(2147483647);
const bool l_7179 = l_7178 == uint32(0);
if (l_7179) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7180 = l_7176 & uint32(2147483648);
const bool l_7181 = l_7180 != uint32(0);
if (l_7181) {
const uint32 l_7182 = l_7176 - uint32(1);
l_mut_3600 = l_7182;
} else {
const bool l_7183 = l_7176 == uint32(2139095040);
if (l_7183) {
l_mut_3600 = l_7176;
}
}
}
const float l_7184 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7185 = reinterpret_cast<uint32 const&>(l_7184);
const uint32 l_7186 = l_7185 ^ uint32(2147483648);
const float l_7187 = reinterpret_cast<float const&>(l_7186);
const uint32 l_7188 = reinterpret_cast<uint32 const&>(l_7187);
const uint32 l_7189 = l_7188 & uint32(2147483647);
const float l_7190 = reinterpret_cast<float const&>(l_7189);
const double l_7191 = double(l_7190);
l_mut_2838 = l_7191;
const bool l_7192 = l_7189 < uint32(8388608);
if (l_7192) {
const double l_7193 = double(l_7189);
const double l_7194 = l_7193 * double(1.401298464324817e-45);
l_mut_2838 = l_7194;
}
const uint64 l_7195 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7196 = l_7188 >> uint32(31);
const uint64 l_7197 = uint64(l_7196);
const uint64 l_7198 = l_7197 << uint64(63);
const uint64 l_7199 = l_7195 | l_7198;
const double l_7200 = reinterpret_cast<double const&>(l_7199);
l_mut_3094 = l_7200;
} else {
const uint32 l_7201 = reinterpret_cast<uint32 const&>(l_7170);
const uint32 l_7202 = l_7201 + uint32(1);
l_mut_3600 = l_7202;
const uint32 l_7203 = l_7201 & uint32(2147483647);
const bool l_7204 = l_7203 == uint32(0);
if (l_7204) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7205 = l_7201 & uint32(2147483648);
const bool l_7206 = l_7205 != uint32(0);
if (l_7206) {
const uint32 l_7207 = l_7201 - uint32(1);
l_mut_3600 = l_7207;
} else {
const bool l_7208 = l_7201 == uint32(2139095040);
if (l_7208) {
l_mut_3600 = l_7201;
}
}
}
const float l_7209 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7210 = reinterpret_cast<uint32 const&>(l_7209);
const uint32 l_7211 = l_7210 & uint32(2147483647);
const float l_7212 = reinterpret_cast<float const&>(l_7211);
const double l_7213 = double(l_7212);
l_mut_2838 = l_7213;
const bool l_7214 = l_7211 < uint32(8388608);
if (l_7214) {
const double l_7215 = double(l_7211);
const double l_7216 = l_7215 * double(1.401298464324817e-45);
l_mut_2838 = l_7216;
}
const uint64 l_7217 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7218 = l_7210 >> uint32(31);
const uint64 l_7219 = uint64(l_7218);
const uint64 l_7220 = l_7219 << uint64(63);
const uint64 l_7221 = l_7217 | l_7220;
const double l_7222 = reinterpret_cast<double const&>(l_7221);
const bool l_7223 = l_7222 <= l_7164;
if (l_7223) {
const uint32 l_7224 = reinterpret_cast<uint32 const&>(l_7170);
const uint32 l_7225 = l_7224 + uint32(1);
l_mut_3600 = l_7225;
const uint32 l_7226 = l_7224 & uint32(2147483647);
const bool l_7227 = l_7226 == uint32(0);
if (l_7227) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7228 = l_7224 & uint32(2147483648);
const bool l_7229 = l_7228 != uint32(0);
if (l_7229) {
const uint32 l_7230 = l_7224 - uint32(1);
l_mut_3600 = l_7230;
} else {
const bool l_7231 = l_7224 == uint32(2139095040);
if (l_7231) {
l_mut_3600 = l_7224;
}
}
}
const float l_7232 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7233 = reinterpret_cast<uint32 const&>(l_7232);
const uint32 l_7234 = l_7233 & uint32(2147483647);
const float l_7235 = reinterpret_cast<float const&>(l_7234);
const double l_7236 = double(l_7235);
l_mut_2838 = l_7236;
const bool l_7237 = l_7234 < uint32(8388608);
if (l_7237) {
const double l_7238 = double(l_7234);
const double l_7239 = l_7238 * double(1.401298464324817e-45);
l_mut_2838 = l_7239;
}
const uint64 l_7240 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7241 = l_7233 >> uint32(31);
const uint64 l_7242 = uint64(l_7241);
const uint64 l_7243 = l_7242 << uint64(63);
const uint64 l_7244 = l_7240 | l_7243;
const double l_7245 = reinterpret_cast<double const&>(l_7244);
l_mut_3094 = l_7245;
}
}
}
const double l_7246 = l_arr_7147[uint32(1)];
const double l_7247 = -l_7246;
const double l_7248 = l_7247 * double(7.1362384635298e44);
const double l_7249 = floor(l_7248);
const double l_7250 = l_7249 * double(1.401298464324817e-45);
l_mut_2838 = l_7250;
const double l_7251 = abs(l_7247);
const bool l_7252 = l_7251 >= double(1.1754943508222875e-38);
if (l_7252) {
const float l_7253 = float(l_7247);
const double l_7254 = double(l_7253);
l_mut_2838 = l_7254;
const bool l_7255 = l_mut_2838 > l_7247;
if (l_7255) {
const uint32 l_7256 = reinterpret_cast<uint32 const&>(l_7253);
const uint32 l_7257 = l_7256 ^ uint32(2147483648);
const float l_7258 = reinterpret_cast<float const&>(l_7257);
const uint32 l_7259 = reinterpret_cast<uint32 const&>(l_7258);
const uint32 l_7260 = l_7259 + uint32(1);
l_mut_3600 = l_7260;
const uint32 l_7261 = l_7259 & uint32(2147483647);
const bool l_7262 = l_7261 == uint32(0);
if (l_7262) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7263 = l_7259 & uint32(2147483648);
const bool l_7264 = l_7263 != uint32(0);
if (l_7264) {
const uint32 l_7265 = l_7259 - uint32(1);
l_mut_3600 = l_7265;
} else {
const bool l_7266 = l_7259 == uint32(2139095040);
if (l_7266) {
l_mut_3600 = l_7259;
}
}
}
const float l_7267 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7268 = reinterpret_cast<uint32 const&>(l_7267);
const uint32 l_7269 = l_7268 ^ uint32(2147483648);
const float l_7270 = reinterpret_cast<float const&>(l_7269);
const uint32 l_7271 = reinterpret_cast<uint32 const&>(l_7270);
const uint32 l_7272 = l_7271 & uint32(2147483647);
const float l_7273 = reinterpret_cast<float const&>(l_7272);
const double l_7274 = double(l_7273);
l_mut_2584 = l_7274;
const bool l_7275 = l_7272 < uint32(8388608);
if (l_7275) {
const double l_7276 = double(l_7272);
const double l_7277 = l_7276 * double(1.401298464324817e-45);
l_mut_2584 = l_7277;
}
const uint64 l_7278 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_7279 = l_7271 >> uint32(31);
const uint64 l_7280 = uint64(l_7279);
const uint64 l_7281 = l_7280 << uint64(63);
const uint64 l_7282 = l_7278 | l_7281;
const double l_7283 = reinterpret_cast<double const&>(l_7282);
l_mut_2838 = l_7283;
} else {
const uint32 l_7284 = reinterpret_cast<uint32 const&>(l_7253);
const uint32 l_7285 = l_7284 + uint32(1);
l_mut_3600 = l_7285;
const uint32 l_7286 = l_7284 & uint32(2147483647);
const bool l_7287 = l_7286 == uint32(0);
if (l_7287) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7288 = l_7284 & uint32(2147483648);
const bool l_7289 = l_7288 != uint32(0);
if (l_7289) {
const uint32 l_7290 = l_7284 - uint32(1);
l_mut_3600 = l_7290;
} else {
const bool l_7291 = l_7284 == uint32(2139095040);
if (l_7291) {
l_mut_3600 = l_7284;
}
}
}
const float l_7292 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7293 = reinterpret_cast<uint32 const&>(l_7292);
const uint32 l_7294 = l_7293 & uint32(2147483647);
const float l_7295 = reinterpret_cast<float const&>(l_7294);
const double l_7296 = double(l_7295);
l_mut_2584 = l_7296;
const bool l_7297 = l_7294 < uint32(8388608);
if (l_7297) {
const double l_7298 = double(l_7294);
const double l_7299 = l_7298 * double(1.401298464324817e-45);
l_mut_2584 = l_7299;
}
const uint64 l_7300 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_7301 = l_7293 >> uint32(31);
const uint64 l_7302 = uint64(l_7301);
const uint64 l_7303 = l_7302 << uint64(63);
const uint64 l_7304 = l_7300 | l_7303;
const double l_7305 = reinterpret_cast<double const&>(l_7304);
const bool l_7306 = l_7305 <= l_7247;
if (l_7306) {
const uint32 l_7307 = reinterpret_cast<uint32 const&>(l_7253);
const uint32 l_7308 = l_7307 + uint32(1);
l_mut_3600 = l_7308;
const uint32 l_7309 = l_7307 & uint32(2147483647);
const bool l_7310 = l_7309 == uint32(0);
if (l_7310) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_7311 = l_7307 & uint32(2147483648);
const bool l_7312 = l_7311 != uint32(0);
if (l_7312) {
const uint32 l_7313 = l_7307 - uint32(1);
l_mut_3600 = l_7313;
} else {
const bool l_7314 = l_7307 == uint32(2139095040);
if (l_7314) {
l_mut_3600 = l_7307;
}
}
}
const float l_7315 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_7316 = reinterpret_cast<uint32 const&>(l_7315);
const uint32 l_7317 = l_7316 & uint32(2147483647);
const float l_7318 = reinterpret_cast<float const&>(l_7317);
const double l_7319 = double(l_7318);
l_mut_2584 = l_7319;
const bool l_7320 = l_7317 < uint32(8388608);
if (l_7320) {
const double l_7321 = double(l_7317);
const double l_7322 = l_7321 * double(1.401298464324817e-45);
l_mut_2584 = l_7322;
}
const uint64 l_7323 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_7324 = l_7316 >> uint32(31);
const uint64 l_7325 = uint64(l_7324);
const uint64 l_7326 = l_7325 << uint64(63);
const uint64 l_7327 = l_7323 | l_7326;
const double l_7328 = reinterpret_cast<double const&>(l_7327);
l_mut_2838 = l_7328;
}
}
}
const double l_7329 = -l_mut_2838;
l_mut_3600 = uint32(2);
const bool l_7330 = l_375 == uint32(17);
if (l_7330) {
l_mut_2838 = l_mut_3094;
const bool l_7331 = l_mut_3094 > double(1000.0);
if (l_7331) {
const uint64 l_7332 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint64 l_7333 = l_7332 | uint64(9218868437227405312);
const uint64 l_7334 = l_7333 & uint64(18442240474082181120);
const double l_7335 = reinterpret_cast<double const&>(l_7334);
l_mut_2838 = l_7335;
} else {
const bool l_7336 = l_mut_3094 < double(-1000.0);
if (l_7336) {
l_mut_2838 = double(0.0);
} else {
const bool l_7337 = isnan(l_mut_3094);
const bool l_7338 = !l_7337;
if (l_7338) {
const double l_7339 = l_mut_3094 + double(0.5);
const double l_7340 = floor(l_7339);
const double l_7341 = l_mut_3094 - l_7340;
const double l_7342 = l_7341 * double(0.6931471824645996);
const double l_7343 = l_7341 * double(-1.904654299957768e-9);
const double l_7344 = l_7342 + l_7343;
l_mut_2584 = l_7344;
const bool l_7345 = isnan(l_7344);
if (l_7345) {
} else {
const bool l_7346 = l_7344 < double(-700.0);
if (l_7346) {
l_mut_2584 = double(0.0);
} else {
const bool l_7347 = l_7344 > double(700.0);
if (l_7347) {
const uint64 l_7348 = reinterpret_cast<uint64 const&>(l_7344);
const uint64 l_7349 = l_7348 | uint64(9218868437227405312);
const uint64 l_7350 = l_7349 & uint64(18442240474082181120);
const double l_7351 = reinterpret_cast<double const&>(l_7350);
l_mut_2584 = l_7351;
} else {
const double l_7352 = l_7344 * double(1.4426950408889634);
const double l_7353 = l_7352 + double(0.5);
const double l_7354 = floor(l_7353);
const double l_7355 = l_7354 * double(0.6931471824645996);
const double l_7356 = l_7342 - l_7355;
const double l_7357 = l_7356 * l_20;
const double l_7358 = l_7354 * double(-1.904654299957768e-9);
const double l_7359 = l_7343 - l_7358;
const double l_7360 = l_7357 + l_7359;
const double l_7361 = l_7360 * double(7.647163731819816e-13);
const double l_7362 = l_7361 + double(1.1470745597729725e-11);
l_mut_1569 = l_7362;
const double l_7363 = l_mut_1569 * l_7360;
const double l_7364 = l_7363 + double(1.6059043836821613e-10);
l_mut_1569 = l_7364;
const double l_7365 = l_mut_1569 * l_7360;
const double l_7366 = l_7365 + double(2.08767569878681e-9);
l_mut_1569 = l_7366;
const double l_7367 = l_mut_1569 * l_7360;
const double l_7368 = l_7367 + double(2.505210838544172e-8);
l_mut_1569 = l_7368;
const double l_7369 = l_mut_1569 * l_7360;
const double l_7370 = l_7369 + double(2.755731922398589e-7);
l_mut_1569 = l_7370;
const double l_7371 = l_mut_1569 * l_7360;
const double l_7372 = l_7371 + double(2.7557319223985893e-6);
l_mut_1569 = l_7372;
const double l_7373 = l_mut_1569 * l_7360;
const double l_7374 = l_7373 + double(2.48015873015873e-5);
l_mut_1569 = l_7374;
const double l_7375 = l_mut_1569 * l_7360;
const double l_7376 = l_7375 + double(0.0001984126984126984);
l_mut_1569 = l_7376;
const double l_7377 = l_mut_1569 * l_7360;
const double l_7378 = l_7377 + double(0.001388888888888889);
l_mut_1569 = l_7378;
const double l_7379 = l_mut_1569 * l_7360;
const double l_7380 = l_7379 + double(0.008333333333333333);
l_mut_1569 = l_7380;
const double l_7381 = l_mut_1569 * l_7360;
const double l_7382 = l_7381 + double(0.041666666666666664);
l_mut_1569 = l_7382;
const double l_7383 = l_mut_1569 * l_7360;
const double l_7384 = l_7383 + double(0.16666666666666666);
l_mut_1569 = l_7384;
const double l_7385 = l_mut_1569 * l_7360;
const double l_7386 = l_7385 + double(0.5);
l_mut_1569 = l_7386;
const double l_7387 = l_7360 * l_7360;
const double l_7388 = l_7387 * l_mut_1569;
const double l_7389 = l_7360 + l_7388;
const double l_7390 = double(1.0) + l_7389;
const int32 l_7391 = int32(l_7354);
const int32 l_7392 = l_7391 + int32(1023);
const uint64 l_7393 = uint64(l_7392);
const uint64 l_7394 = l_7393 << uint64(52);
const double l_7395 = reinterpret_cast<double const&>(l_7394);
const double l_7396 = l_7390 * l_7395;
l_mut_2584 = l_7396;
}
}
}
const int32 l_7397 = int32(l_7340);
const int32 l_7398 = l_7397 + int32(1023);
const uint64 l_7399 = uint64(l_7398);
const uint64 l_7400 = l_7399 << uint64(52);
const double l_7401 = reinterpret_cast<double const&>(l_7400);
const double l_7402 = l_mut_2584 * l_7401;
l_mut_2838 = l_7402;
}
}
}
l_mut_2584 = l_7329;
const bool l_7403 = l_7329 > double(1000.0);
if (l_7403) {
const uint64 l_7404 = reinterpret_cast<uint64 const&>(l_7329);
const uint64 l_7405 = l_7404 | uint64(9218868437227405312);
const uint64 l_7406 = l_7405 & uint64(18442240474082181120);
const double l_7407 = reinterpret_cast<double const&>(l_7406);
l_mut_2584 = l_7407;
} else {
const bool l_7408 = l_7329 < double(-1000.0);
if (l_7408) {
l_mut_2584 = double(0.0);
} else {
const bool l_7409 = isnan(l_7329);
const bool l_7410 = !l_7409;
if (l_7410) {
const double l_7411 = l_7329 + double(0.5);
const double l_7412 = floor(l_7411);
const double l_7413 = l_7329 - l_7412;
const double l_7414 = l_7413 * double(0.6931471824645996);
const double l_7415 = l_7413 * double(-1.904654299957768e-9);
const double l_7416 = l_7414 + l_7415;
l_mut_1569 = l_7416;
const bool l_7417 = isnan(l_7416);
if (l_7417) {
} else {
const bool l_7418 = l_7416 < double(-700.0);
if (l_7418) {
l_mut_1569 = double(0.0);
} else {
const bool l_7419 = l_7416 > double(700.0);
if (l_7419) {
const uint64 l_7420 = reinterpret_cast<uint64 const&>(l_7416);
const uint64 l_7421 = l_7420 | uint64(9218868437227405312);
const uint64 l_7422 = l_7421 & uint64(18442240474082181120);
const double l_7423 = reinterpret_cast<double const&>(l_7422);
l_mut_1569 = l_7423;
} else {
const double l_7424 = l_7416 * double(1.4426950408889634);
const double l_7425 = l_7424 + double(0.5);
const double l_7426 = floor(l_7425);
const double l_7427 = l_7426 * double(0.6931471824645996);
const double l_7428 = l_7414 - l_7427;
const double l_7429 = l_7428 * l_20;
const double l_7430 = l_7426 * double(-1.904654299957768e-9);
const double l_7431 = l_7415 - l_7430;
const double l_7432 = l_7429 + l_7431;
const double l_7433 = l_7432 * double(7.647163731819816e-13);
const double l_7434 = l_7433 + double(1.1470745597729725e-11);
l_mut_1486 = l_7434;
const double l_7435 = l_mut_1486 * l_7432;
const double l_7436 = l_7435 + double(1.6059043836821613e-10);
l_mut_1486 = l_7436;
const double l_7437 = l_mut_1486 * l_7432;
const double l_7438 = l_7437 + double(2.08767569878681e-9);
l_mut_1486 = l_7438;
const double l_7439 = l_mut_1486 * l_7432;
const double l_7440 = l_7439 + double(2.505210838544172e-8);
l_mut_1486 = l_7440;
const double l_7441 = l_mut_1486 * l_7432;
const double l_7442 = l_7441 + double(2.755731922398589e-7);
l_mut_1486 = l_7442;
const double l_7443 = l_mut_1486 * l_7432;
const double l_7444 = l_7443 + double(2.7557319223985893e-6);
l_mut_1486 = l_7444;
const double l_7445 = l_mut_1486 * l_7432;
const double l_7446 = l_7445 + double(2.48015873015873e-5);
l_mut_1486 = l_7446;
const double l_7447 = l_mut_1486 * l_7432;
const double l_7448 = l_7447 + double(0.0001984126984126984);
l_mut_1486 = l_7448;
const double l_7449 = l_mut_1486 * l_7432;
const double l_7450 = l_7449 + double(0.001388888888888889);
l_mut_1486 = l_7450;
const double l_7451 = l_mut_1486 * l_7432;
const double l_7452 = l_7451 + double(0.008333333333333333);
l_mut_1486 = l_7452;
const double l_7453 = l_mut_1486 * l_7432;
const double l_7454 = l_7453 + double(0.041666666666666664);
l_mut_1486 = l_7454;
const double l_7455 = l_mut_1486 * l_7432;
const double l_7456 = l_7455 + double(0.16666666666666666);
l_mut_1486 = l_7456;
const double l_7457 = l_mut_1486 * l_7432;
const double l_7458 = l_7457 + double(0.5);
l_mut_1486 = l_7458;
const double l_7459 = l_7432 * l_7432;
const double l_7460 = l_7459 * l_mut_1486;
const double l_7461 = l_7432 + l_7460;
const double l_7462 = double(1.0) + l_7461;
const int32 l_7463 = int32(l_7426);
const int32 l_7464 = l_7463 + int32(1023);
const uint64 l_7465 = uint64(l_7464);
const uint64 l_7466 = l_7465 << uint64(52);
const double l_7467 = reinterpret_cast<double const&>(l_7466);
const double l_7468 = l_7462 * l_7467;
l_mut_1569 = l_7468;
}
}
}
const int32 l_7469 = int32(l_7412);
const int32 l_7470 = l_7469 + int32(1023);
const uint64 l_7471 = uint64(l_7470);
const uint64 l_7472 = l_7471 << uint64(52);
const double l_7473 = reinterpret_cast<double const&>(l_7472);
const double l_7474 = l_mut_1569 * l_7473;
l_mut_2584 = l_7474;
}
}
}
const double l_7475 = l_mut_2838 * double(1.4551915228366852e-11);
const double l_7476 = l_mut_2584 * double(1.4551915228366852e-11);
l_mut_452 = uint32(2);
const double l_7477 = l_mut_2838 - l_7475;
const double l_7478 = abs(l_7477);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_7479 = l_7478 >= double(1.1754943508222875e-38);
const bool l_7480 = l_7478 <= double(1.7976931348623157e308);
const bool l_7481 = l_7479 && l_7480;
if (l_7481) {
const uint64 l_7482 = reinterpret_cast<uint64 const&>(l_7478);
const uint64 l_7483 = l_7482 >> uint64(52);
const uint64 l_7484 = l_7483 - uint64(23);
const uint64 l_7485 = l_7484 << uint64(52);
const double l_7486 = reinterpret_cast<double const&>(l_7485);
l_mut_1569 = l_7486;
}
const double l_7487 = l_mut_2838 + l_7475;
const double l_7488 = abs(l_7487);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_7489 = l_7488 >= double(1.1754943508222875e-38);
const bool l_7490 = l_7488 <= double(1.7976931348623157e308);
const bool l_7491 = l_7489 && l_7490;
if (l_7491) {
const uint64 l_7492 = reinterpret_cast<uint64 const&>(l_7488);
const uint64 l_7493 = l_7492 >> uint64(52);
const uint64 l_7494 = l_7493 - uint64(23);
const uint64 l_7495 = l_7494 << uint64(52);
const double l_7496 = reinterpret_cast<double const&>(l_7495);
l_mut_1486 = l_7496;
}
const bool l_7497 = l_mut_1569 == l_mut_1486;
const double l_7498 = l_mut_2584 - l_7476;
const double l_7499 = abs(l_7498);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_7500 = l_7499 >= double(1.1754943508222875e-38);
const bool l_7501 = l_7499 <= double(1.7976931348623157e308);
const bool l_7502 = l_7500 && l_7501;
if (l_7502) {
const uint64 l_7503 = reinterpret_cast<uint64 const&>(l_7499);
const uint64 l_7504 = l_7503 >> uint64(52);
const uint64 l_7505 = l_7504 - uint64(23);
const uint64 l_7506 = l_7505 << uint64(52);
const double l_7507 = reinterpret_cast<double const&>(l_7506);
l_mut_1569 = l_7507;
}
const double l_7508 = l_mut_2584 + l_7476;
const double l_7509 = abs(l_7508);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_7510 = l_7509 >= double(1.1754943508222875e-38);
const bool l_7511 = l_7509 <= double(1.7976931348623157e308);
const bool l_7512 = l_7510 && l_7511;
if (l_7512) {
const uint64 l_7513 = reinterpret_cast<uint64 const&>(l_7509);
const uint64 l_7514 = l_7513 >> uint64(52);
const uint64 l_7515 = l_7514 - uint64(23);
const uint64 l_7516 = l_7515 << uint64(52);
const double l_7517 = reinterpret_cast<double const&>(l_7516);
l_mut_1486 = l_7517;
}
const bool l_7518 = l_mut_1569 == l_mut_1486;
const bool l_7519 = l_7497 && l_7518;
if (l_7519) {
const double l_7520 = l_381 * l_mut_2838;
const double l_7521 = abs(l_mut_2838);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_7522 = l_7521 >= double(1.1754943508222875e-38);
const bool l_7523 = l_7521 <= double(1.7976931348623157e308);
const bool l_7524 = l_7522 && l_7523;
if (l_7524) {
const uint64 l_7525 = reinterpret_cast<uint64 const&>(l_7521);
const uint64 l_7526 = l_7525 >> uint64(52);
const uint64 l_7527 = l_7526 - uint64(23);
const uint64 l_7528 = l_7527 << uint64(52);
const double l_7529 = reinterpret_cast<double const&>(l_7528);
l_mut_1569 = l_7529;
}
const double l_7530 = double(0.5) * l_mut_1569;
l_mut_1569 = l_7520;
const bool l_7531 = l_7530 > l_7520;
if (l_7531) {
l_mut_1569 = l_7530;
}
const double l_7532 = l_381 * l_mut_2584;
const double l_7533 = abs(l_mut_2584);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_7534 = l_7533 >= double(1.1754943508222875e-38);
const bool l_7535 = l_7533 <= double(1.7976931348623157e308);
const bool l_7536 = l_7534 && l_7535;
if (l_7536) {
const uint64 l_7537 = reinterpret_cast<uint64 const&>(l_7533);
const uint64 l_7538 = l_7537 >> uint64(52);
const uint64 l_7539 = l_7538 - uint64(23);
const uint64 l_7540 = l_7539 << uint64(52);
const double l_7541 = reinterpret_cast<double const&>(l_7540);
l_mut_1486 = l_7541;
}
const double l_7542 = double(0.5) * l_mut_1486;
l_mut_1486 = l_7532;
const bool l_7543 = l_7542 > l_7532;
if (l_7543) {
l_mut_1486 = l_7542;
}
const double l_7544 = l_mut_2838 - l_mut_1569;
const double l_7545 = l_mut_2584 + l_mut_1486;
const uint32 l_7546 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7547 = l_7546 & uint32(2147483647);
const float l_7548 = reinterpret_cast<float const&>(l_7547);
const double l_7549 = double(l_7548);
l_mut_2838 = l_7549;
const bool l_7550 = l_7547 < uint32(8388608);
if (l_7550) {
const double l_7551 = double(l_7547);
const double l_7552 = l_7551 * double(1.401298464324817e-45);
l_mut_2838 = l_7552;
}
const uint64 l_7553 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7554 = l_7546 >> uint32(31);
const uint64 l_7555 = uint64(l_7554);
const uint64 l_7556 = l_7555 << uint64(63);
const uint64 l_7557 = l_7553 | l_7556;
const double l_7558 = reinterpret_cast<double const&>(l_7557);
const uint32 l_7559 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7560 = l_7559 + uint32(1);
l_mut_411 = l_7560;
const uint32 l_7561 = l_7559 & uint32(2147483647);
const bool l_7562 = l_7561 == uint32(0);
if (l_7562) {
l_mut_411 = uint32(1);
} else {
const uint32 l_7563 = l_7559 & uint32(2147483648);
const bool l_7564 = l_7563 != uint32(0);
if (l_7564) {
const uint32 l_7565 = l_7559 - uint32(1);
l_mut_411 = l_7565;
} else {
const bool l_7566 = l_7559 == uint32(2139095040);
if (l_7566) {
l_mut_411 = l_7559;
}
}
}
const float l_7567 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_7568 = reinterpret_cast<uint32 const&>(l_7567);
const uint32 l_7569 = l_7568 & uint32(2147483647);
const float l_7570 = reinterpret_cast<float const&>(l_7569);
const double l_7571 = double(l_7570);
l_mut_2838 = l_7571;
const bool l_7572 = l_7569 < uint32(8388608);
if (l_7572) {
const double l_7573 = double(l_7569);
const double l_7574 = l_7573 * double(1.401298464324817e-45);
l_mut_2838 = l_7574;
}
const uint64 l_7575 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7576 = l_7568 >> uint32(31);
const uint64 l_7577 = uint64(l_7576);
const uint64 l_7578 = l_7577 << uint64(63);
const uint64 l_7579 = l_7575 | l_7578;
const double l_7580 = reinterpret_cast<double const&>(l_7579);
const uint32 l_7581 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7582 = l_7581 ^ uint32(2147483648);
const float l_7583 = reinterpret_cast<float const&>(l_7582);
const uint32 l_7584 = reinterpret_cast<uint32 const&>(l_7583);
const uint32 l_7585 = l_7584 + uint32(1);
l_mut_411 = l_7585;
const uint32 l_7586 = l_7584 & uint32(2147483647);
const bool l_7587 = l_7586 == uint32(0);
if (l_7587) {
l_mut_411 = uint32(1);
} else {
const uint32 l_7588 = l_7584 & uint32(2147483648);
const bool l_7589 = l_7588 != uint32(0);
if (l_7589) {
const uint32 l_7590 = l_7584 - uint32(1);
l_mut_411 = l_7590;
} else {
const bool l_7591 = l_7584 == uint32(2139095040);
if (l_7591) {
l_mut_411 = l_7584;
}
}
}
const float l_7592 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_7593 = reinterpret_cast<uint32 const&>(l_7592);
const uint32 l_7594 = l_7593 ^ uint32(2147483648);
const float l_7595 = reinterpret_cast<float const&>(l_7594);
const uint32 l_7596 = reinterpret_cast<uint32 const&>(l_7595);
const uint32 l_7597 = l_7596 & uint32(2147483647);
const float l_7598 = reinterpret_cast<float const&>(l_7597);
const double l_7599 = double(l_7598);
l_mut_2838 = l_7599;
const bool l_7600 = l_7597 < uint32(8388608);
if (l_7600) {
const double l_7601 = double(l_7597);
const double l_7602 = l_7601 * double(1.401298464324817e-45);
l_mut_2838 = l_7602;
}
const uint64 l_7603 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7604 = l_7596 >> uint32(31);
const uint64 l_7605 = uint64(l_7604);
const uint64 l_7606 = l_7605 << uint64(63);
const uint64 l_7607 = l_7603 | l_7606;
const double l_7608 = reinterpret_cast<double const&>(l_7607);
const double l_7609 = l_7544 + l_7475;
const bool l_7610 = l_7609 <= l_7558;
l_mut_509 = l_7610;
const double l_7611 = l_7544 - l_7475;
const bool l_7612 = l_7611 > l_7558;
l_mut_506 = l_7612;
const double l_7613 = l_7545 - l_7476;
const bool l_7614 = l_7613 >= l_7558;
l_mut_503 = l_7614;
const double l_7615 = l_7545 + l_7476;
const bool l_7616 = l_7615 < l_7558;
l_mut_7617 = l_7616;
l_mut_411 = uint32(2);
const bool l_7618 = l_mut_506 || l_mut_7617;
if (l_7618) {
l_mut_411 = uint32(1);
} else {
const bool l_7619 = l_mut_509 && l_mut_503;
if (l_7619) {
l_mut_411 = uint32(0);
}
}
const uint32 l_7620 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7621 = l_7620 & uint32(2147483647);
const bool l_7622 = l_7621 == uint32(0);
if (l_7622) {
const double l_7623 = l_7544 + l_7475;
const bool l_7624 = l_7623 < double(1.1754943508222875e-38);
const double l_7625 = l_7545 - l_7476;
const bool l_7626 = l_7625 > double(-1.1754943508222875e-38);
const bool l_7627 = l_7624 && l_7626;
const double l_7628 = l_7544 - l_7475;
const bool l_7629 = l_7628 < double(1.1754943508222875e-38);
const double l_7630 = l_7545 + l_7476;
const bool l_7631 = l_7630 > double(-1.1754943508222875e-38);
const bool l_7632 = l_7629 && l_7631;
if (l_7627) {
l_mut_411 = uint32(0);
} else {
const bool l_7633 = l_mut_411 == uint32(1);
const bool l_7634 = l_7632 && l_7633;
if (l_7634) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_3600 = l_mut_452;
}
const bool l_7635 = l_375 == uint32(16);
if (l_7635) {
const double l_7636 = abs(l_mut_3094);
const double l_7637 = abs(l_7329);
l_mut_2838 = l_7636;
const bool l_7638 = l_7637 > l_7636;
if (l_7638) {
l_mut_2838 = l_7637;
}
const double l_7639 = double(2.0) * l_mut_2838;
const double l_7640 = l_387 + l_7639;
l_mut_2584 = l_7640;
if (l_6520) {
const double l_7641 = double(2.0) * l_mut_2838;
const double l_7642 = floor(l_7641);
const double l_7643 = l_387 + l_7642;
l_mut_2584 = l_7643;
}
l_mut_452 = uint32(2);
const bool l_7644 = l_mut_2838 <= double(300.0);
if (l_7644) {
l_mut_2838 = l_mut_3094;
const bool l_7645 = l_mut_3094 > double(1000.0);
if (l_7645) {
const uint64 l_7646 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint64 l_7647 = l_7646 | uint64(9218868437227405312);
const uint64 l_7648 = l_7647 & uint64(18442240474082181120);
const double l_7649 = reinterpret_cast<double const&>(l_7648);
l_mut_2838 = l_7649;
} else {
const bool l_7650 = l_mut_3094 < double(-1000.0);
if (l_7650) {
l_mut_2838 = double(0.0);
} else {
const bool l_7651 = isnan(l_mut_3094);
const bool l_7652 = !l_7651;
if (l_7652) {
const double l_7653 = l_mut_3094 + double(0.5);
const double l_7654 = floor(l_7653);
const double l_7655 = l_mut_3094 - l_7654;
const double l_7656 = l_7655 * double(0.6931471824645996);
const double l_7657 = l_7655 * double(-1.904654299957768e-9);
const double l_7658 = l_7656 + l_7657;
l_mut_3094 = l_7658;
const bool l_7659 = isnan(l_7658);
if (l_7659) {
} else {
const bool l_7660 = l_7658 < double(-700.0);
if (l_7660) {
l_mut_3094 = double(0.0);
} else {
const bool l_7661 = l_7658 > double(700.0);
if (l_7661) {
const uint64 l_7662 = reinterpret_cast<uint64 const&>(l_7658);
const uint64 l_7663 = l_7662 | uint64(9218868437227405312);
const uint64 l_7664 = l_7663 & uint64(18442240474082181120);
const double l_7665 = reinterpret_cast<double const&>(l_7664);
l_mut_3094 = l_7665;
} else {
const double l_7666 = l_7658 * double(1.4426950408889634);
const double l_7667 = l_7666 + double(0.5);
const double l_7668 = floor(l_7667);
const double l_7669 = l_7668 * double(0.6931471824645996);
const double l_7670 = l_7656 - l_7669;
const double l_7671 = l_7670 * l_20;
const double l_7672 = l_7668 * double(-1.904654299957768e-9);
const double l_7673 = l_7657 - l_7672;
const double l_7674 = l_7671 + l_7673;
const double l_7675 = l_7674 * double(7.647163731819816e-13);
const double l_7676 = l_7675 + double(1.1470745597729725e-11);
l_mut_1569 = l_7676;
const double l_7677 = l_mut_1569 * l_7674;
const double l_7678 = l_7677 + double(1.6059043836821613e-10);
l_mut_1569 = l_7678;
const double l_7679 = l_mut_1569 * l_7674;
const double l_7680 = l_7679 + double(2.08767569878681e-9);
l_mut_1569 = l_7680;
const double l_7681 = l_mut_1569 * l_7674;
const double l_7682 = l_7681 + double(2.505210838544172e-8);
l_mut_1569 = l_7682;
const double l_7683 = l_mut_1569 * l_7674;
const double l_7684 = l_7683 + double(2.755731922398589e-7);
l_mut_1569 = l_7684;
const double l_7685 = l_mut_1569 * l_7674;
const double l_7686 = l_7685 + double(2.7557319223985893e-6);
l_mut_1569 = l_7686;
const double l_7687 = l_mut_1569 * l_7674;
const double l_7688 = l_7687 + double(2.48015873015873e-5);
l_mut_1569 = l_7688;
const double l_7689 = l_mut_1569 * l_7674;
const double l_7690 = l_7689 + double(0.0001984126984126984);
l_mut_1569 = l_7690;
const double l_7691 = l_mut_1569 * l_7674;
const double l_7692 = l_7691 + double(0.001388888888888889);
l_mut_1569 = l_7692;
const double l_7693 = l_mut_1569 * l_7674;
const double l_7694 = l_7693 + double(0.008333333333333333);
l_mut_1569 = l_7694;
const double l_7695 = l_mut_1569 * l_7674;
const double l_7696 = l_7695 + double(0.041666666666666664);
l_mut_1569 = l_7696;
const double l_7697 = l_mut_1569 * l_7674;
const double l_7698 = l_7697 + double(0.16666666666666666);
l_mut_1569 = l_7698;
const double l_7699 = l_mut_1569 * l_7674;
const double l_7700 = l_7699 + double(0.5);
l_mut_1569 = l_7700;
const double l_7701 = l_7674 * l_7674;
const double l_7702 = l_7701 * l_mut_1569;
const double l_7703 = l_7674 + l_7702;
const double l_7704 = double(1.0) + l_7703;
const int32 l_7705 = int32(l_7668);
const int32 l_7706 = l_7705 + int32(1023);
const uint64 l_7707 = uint64(l_7706);
const uint64 l_7708 = l_7707 << uint64(52);
const double l_7709 = reinterpret_cast<double const&>(l_7708);
const double l_7710 = l_7704 * l_7709;
l_mut_3094 = l_7710;
}
}
}
const int32 l_7711 = int32(l_7654);
const int32 l_7712 = l_7711 + int32(1023);
const uint64 l_7713 = uint64(l_7712);
const uint64 l_7714 = l_7713 << uint64(52);
const double l_7715 = reinterpret_cast<double const&>(l_7714);
const double l_7716 = l_mut_3094 * l_7715;
l_mut_2838 = l_7716;
}
}
}
l_mut_3094 = l_7329;
const bool l_7717 = l_7329 > double(1000.0);
if (l_7717) {
const uint64 l_7718 = reinterpret_cast<uint64 const&>(l_7329);
const uint64 l_7719 = l_7718 | uint64(9218868437227405312);
const uint64 l_7720 = l_7719 & uint64(18442240474082181120);
const double l_7721 = reinterpret_cast<double const&>(l_7720);
l_mut_3094 = l_7721;
} else {
const bool l_7722 = l_7329 < double(-1000.0);
if (l_7722) {
l_mut_3094 = double(0.0);
} else {
const bool l_7723 = isnan(l_7329);
const bool l_7724 = !l_7723;
if (l_7724) {
const double l_7725 = l_7329 + double(0.5);
const double l_7726 = floor(l_7725);
const double l_7727 = l_7329 - l_7726;
const double l_7728 = l_7727 * double(0.6931471824645996);
const double l_7729 = l_7727 * double(-1.904654299957768e-9);
const double l_7730 = l_7728 + l_7729;
l_mut_1569 = l_7730;
const bool l_7731 = isnan(l_7730);
if (l_7731) {
} else {
const bool l_7732 = l_7730 < double(-700.0);
if (l_7732) {
l_mut_1569 = double(0.0);
} else {
const bool l_7733 = l_7730 > double(700.0);
if (l_7733) {
const uint64 l_7734 = reinterpret_cast<uint64 const&>(l_7730);
const uint64 l_7735 = l_7734 | uint64(9218868437227405312);
const uint64 l_7736 = l_7735 & uint64(18442240474082181120);
const double l_7737 = reinterpret_cast<double const&>(l_7736);
l_mut_1569 = l_7737;
} else {
const double l_7738 = l_7730 * double(1.4426950408889634);
const double l_7739 = l_7738 + double(0.5);
const double l_7740 = floor(l_7739);
const double l_7741 = l_7740 * double(0.6931471824645996);
const double l_7742 = l_7728 - l_7741;
const double l_7743 = l_7742 * l_20;
const double l_7744 = l_7740 * double(-1.904654299957768e-9);
const double l_7745 = l_7729 - l_7744;
const double l_7746 = l_7743 + l_7745;
const double l_7747 = l_7746 * double(7.647163731819816e-13);
const double l_7748 = l_7747 + double(1.1470745597729725e-11);
l_mut_1486 = l_7748;
const double l_7749 = l_mut_1486 * l_7746;
const double l_7750 = l_7749 + double(1.6059043836821613e-10);
l_mut_1486 = l_7750;
const double l_7751 = l_mut_1486 * l_7746;
const double l_7752 = l_7751 + double(2.08767569878681e-9);
l_mut_1486 = l_7752;
const double l_7753 = l_mut_1486 * l_7746;
const double l_7754 = l_7753 + double(2.505210838544172e-8);
l_mut_1486 = l_7754;
const double l_7755 = l_mut_1486 * l_7746;
const double l_7756 = l_7755 + double(2.755731922398589e-7);
l_mut_1486 = l_7756;
const double l_7757 = l_mut_1486 * l_7746;
const double l_7758 = l_7757 + double(2.7557319223985893e-6);
l_mut_1486 = l_7758;
const double l_7759 = l_mut_1486 * l_7746;
const double l_7760 = l_7759 + double(2.48015873015873e-5);
l_mut_1486 = l_7760;
const double l_7761 = l_mut_1486 * l_7746;
const double l_7762 = l_7761 + double(0.0001984126984126984);
l_mut_1486 = l_7762;
const double l_7763 = l_mut_1486 * l_7746;
const double l_7764 = l_7763 + double(0.001388888888888889);
l_mut_1486 = l_7764;
const double l_7765 = l_mut_1486 * l_7746;
const double l_7766 = l_7765 + double(0.008333333333333333);
l_mut_1486 = l_7766;
const double l_7767 = l_mut_1486 * l_7746;
const double l_7768 = l_7767 + double(0.041666666666666664);
l_mut_1486 = l_7768;
const double l_7769 = l_mut_1486 * l_7746;
const double l_7770 = l_7769 + double(0.16666666666666666);
l_mut_1486 = l_7770;
const double l_7771 = l_mut_1486 * l_7746;
const double l_7772 = l_7771 + double(0.5);
l_mut_1486 = l_7772;
const double l_7773 = l_7746 * l_7746;
const double l_7774 = l_7773 * l_mut_1486;
const double l_7775 = l_7746 + l_7774;
const double l_7776 = double(1.0) + l_7775;
const int32 l_7777 = int32(l_7740);
const int32 l_7778 = l_7777 + int32(1023);
const uint64 l_7779 = uint64(l_7778);
const uint64 l_7780 = l_7779 << uint64(52);
const double l_7781 = reinterpret_cast<double const&>(l_7780);
const double l_7782 = l_7776 * l_7781;
l_mut_1569 = l_7782;
}
}
}
const int32 l_7783 = int32(l_7726);
const int32 l_7784 = l_7783 + int32(1023);
const uint64 l_7785 = uint64(l_7784);
const uint64 l_7786 = l_7785 << uint64(52);
const double l_7787 = reinterpret_cast<double const&>(l_7786);
const double l_7788 = l_mut_1569 * l_7787;
l_mut_3094 = l_7788;
}
}
}
const double l_7789 = l_mut_2838 * double(1.4551915228366852e-11);
const double l_7790 = l_mut_3094 * double(1.4551915228366852e-11);
const double l_7791 = l_mut_2838 - l_7789;
const double l_7792 = abs(l_7791);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_7793 = l_7792 >= double(1.1754943508222875e-38);
const bool l_7794 = l_7792 <= double(1.7976931348623157e308);
const bool l_7795 = l_7793 && l_7794;
if (l_7795) {
const uint64 l_7796 = reinterpret_cast<uint64 const&>(l_7792);
const uint64 l_7797 = l_7796 >> uint64(52);
const uint64 l_7798 = l_7797 - uint64(23);
const uint64 l_7799 = l_7798 << uint64(52);
const double l_7800 = reinterpret_cast<double const&>(l_7799);
l_mut_1569 = l_7800;
}
const double l_7801 = l_mut_2838 + l_7789;
const double l_7802 = abs(l_7801);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_7803 = l_7802 >= double(1.1754943508222875e-38);
const bool l_7804 = l_7802 <= double(1.7976931348623157e308);
const bool l_7805 = l_7803 && l_7804;
if (l_7805) {
const uint64 l_7806 = reinterpret_cast<uint64 const&>(l_7802);
const uint64 l_7807 = l_7806 >> uint64(52);
const uint64 l_7808 = l_7807 - uint64(23);
const uint64 l_7809 = l_7808 << uint64(52);
const double l_7810 = reinterpret_cast<double const&>(l_7809);
l_mut_1486 = l_7810;
}
const bool l_7811 = l_mut_1569 == l_mut_1486;
const double l_7812 = l_mut_3094 - l_7790;
const double l_7813 = abs(l_7812);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_7814 = l_7813 >= double(1.1754943508222875e-38);
const bool l_7815 = l_7813 <= double(1.7976931348623157e308);
const bool l_7816 = l_7814 && l_7815;
if (l_7816) {
const uint64 l_7817 = reinterpret_cast<uint64 const&>(l_7813);
const uint64 l_7818 = l_7817 >> uint64(52);
const uint64 l_7819 = l_7818 - uint64(23);
const uint64 l_7820 = l_7819 << uint64(52);
const double l_7821 = reinterpret_cast<double const&>(l_7820);
l_mut_1569 = l_7821;
}
const double l_7822 = l_mut_3094 + l_7790;
const double l_7823 = abs(l_7822);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_7824 = l_7823 >= double(1.1754943508222875e-38);
const bool l_7825 = l_7823 <= double(1.7976931348623157e308);
const bool l_7826 = l_7824 && l_7825;
if (l_7826) {
const uint64 l_7827 = reinterpret_cast<uint64 const&>(l_7823);
const uint64 l_7828 = l_7827 >> uint64(52);
const uint64 l_7829 = l_7828 - uint64(23);
const uint64 l_7830 = l_7829 << uint64(52);
const double l_7831 = reinterpret_cast<double const&>(l_7830);
l_mut_1486 = l_7831;
}
const bool l_7832 = l_mut_1569 == l_mut_1486;
const bool l_7833 = l_7811 && l_7832;
if (l_7833) {
const double l_7834 = abs(l_mut_2838);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_7835 = l_7834 >= double(1.1754943508222875e-38);
const bool l_7836 = l_7834 <= double(1.7976931348623157e308);
const bool l_7837 = l_7835 && l_7836;
if (l_7837) {
const uint64 l_7838 = reinterpret_cast<uint64 const&>(l_7834);
const uint64 l_7839 = l_7838 >> uint64(52);
const uint64 l_7840 = l_7839 - uint64(23);
const uint64 l_7841 = l_7840 << uint64(52);
const double l_7842 = reinterpret_cast<double const&>(l_7841);
l_mut_1569 = l_7842;
}
const double l_7843 = l_mut_2584 * l_mut_1569;
const double l_7844 = l_mut_2838 - l_7843;
const double l_7845 = abs(l_mut_3094);
l_mut_2838 = double(1.401298464324817e-45);
const bool l_7846 = l_7845 >= double(1.1754943508222875e-38);
const bool l_7847 = l_7845 <= double(1.7976931348623157e308);
const bool l_7848 = l_7846 && l_7847;
if (l_7848) {
const uint64 l_7849 = reinterpret_cast<uint64 const&>(l_7845);
const uint64 l_7850 = l_7849 >> uint64(52);
const uint64 l_7851 = l_7850 - uint64(23);
const uint64 l_7852 = l_7851 << uint64(52);
const double l_7853 = reinterpret_cast<double const&>(l_7852);
l_mut_2838 = l_7853;
}
const double l_7854 = l_mut_2584 * l_mut_2838;
const double l_7855 = l_mut_3094 + l_7854;
const uint32 l_7856 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7857 = l_7856 & uint32(2147483647);
const float l_7858 = reinterpret_cast<float const&>(l_7857);
const double l_7859 = double(l_7858);
l_mut_3094 = l_7859;
const bool l_7860 = l_7857 < uint32(8388608);
if (l_7860) {
const double l_7861 = double(l_7857);
const double l_7862 = l_7861 * double(1.401298464324817e-45);
l_mut_3094 = l_7862;
}
const uint64 l_7863 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_7864 = l_7856 >> uint32(31);
const uint64 l_7865 = uint64(l_7864);
const uint64 l_7866 = l_7865 << uint64(63);
const uint64 l_7867 = l_7863 | l_7866;
const double l_7868 = reinterpret_cast<double const&>(l_7867);
const uint32 l_7869 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7870 = l_7869 + uint32(1);
l_mut_411 = l_7870;
const uint32 l_7871 = l_7869 & uint32(2147483647);
const bool l_7872 = l_7871 == uint32(0);
if (l_7872) {
l_mut_411 = uint32(1);
} else {
const uint32 l_7873 = l_7869 & uint32(2147483648);
const bool l_7874 = l_7873 != uint32(0);
if (l_7874) {
const uint32 l_7875 = l_7869 - uint32(1);
l_mut_411 = l_7875;
} else {
const bool l_7876 = l_7869 == uint32(2139095040);
if (l_7876) {
l_mut_411 = l_7869;
}
}
}
const float l_7877 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_7878 = reinterpret_cast<uint32 const&>(l_7877);
const uint32 l_7879 = l_7878 & uint32(2147483647);
const float l_7880 = reinterpret_cast<float const&>(l_7879);
const double l_7881 = double(l_7880);
l_mut_3094 = l_7881;
const bool l_7882 = l_7879 < uint32(8388608);
if (l_7882) {
const double l_7883 = double(l_7879);
const double l_7884 = l_7883 * double(1.401298464324817e-45);
l_mut_3094 = l_7884;
}
const uint64 l_7885 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_7886 = l_7878 >> uint32(31);
const uint64 l_7887 = uint64(l_7886);
const uint64 l_7888 = l_7887 << uint64(63);
const uint64 l_7889 = l_7885 | l_7888;
const double l_7890 = reinterpret_cast<double const&>(l_7889);
const uint32 l_7891 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7892 = l_7891 ^ uint32(2147483648);
const float l_7893 = reinterpret_cast<float const&>(l_7892);
const uint32 l_7894 = reinterpret_cast<uint32 const&>(l_7893);
const uint32 l_7895 = l_7894 + uint32(1);
l_mut_411 = l_7895;
const uint32 l_7896 = l_7894 & uint32(2147483647);
const bool l_7897 = l_7896 == uint32(0);
if (l_7897) {
l_mut_411 = uint32(1);
} else {
const uint32 l_7898 = l_7894 & uint32(2147483648);
const bool l_7899 = l_7898 != uint32(0);
if (l_7899) {
const uint32 l_7900 = l_7894 - uint32(1);
l_mut_411 = l_7900;
} else {
const bool l_7901 = l_7894 == uint32(2139095040);
if (l_7901) {
l_mut_411 = l_7894;
}
}
}
const float l_7902 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_7903 = reinterpret_cast<uint32 const&>(l_7902);
const uint32 l_7904 = l_7903 ^ uint32(2147483648);
const float l_7905 = reinterpret_cast<float const&>(l_7904);
const uint32 l_7906 = reinterpret_cast<uint32 const&>(l_7905);
const uint32 l_7907 = l_7906 & uint32(2147483647);
const float l_7908 = reinterpret_cast<float const&>(l_7907);
const double l_7909 = double(l_7908);
l_mut_3094 = l_7909;
const bool l_7910 = l_7907 < uint32(8388608);
if (l_7910) {
const double l_7911 = double(l_7907);
const double l_7912 = l_7911 * double(1.401298464324817e-45);
l_mut_3094 = l_7912;
}
const uint64 l_7913 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_7914 = l_7906 >> uint32(31);
const uint64 l_7915 = uint64(l_7914);
const uint64 l_7916 = l_7915 << uint64(63);
const uint64 l_7917 = l_7913 | l_7916;
const double l_7918 = reinterpret_cast<double const&>(l_7917);
const double l_7919 = l_7844 + l_7789;
const bool l_7920 = l_7919 <= l_7868;
l_mut_7617 = l_7920;
const double l_7921 = l_7844 - l_7789;
const bool l_7922 = l_7921 > l_7868;
l_mut_509 = l_7922;
const double l_7923 = l_7855 - l_7790;
const bool l_7924 = l_7923 >= l_7868;
l_mut_506 = l_7924;
const double l_7925 = l_7855 + l_7790;
const bool l_7926 = l_7925 < l_7868;
l_mut_503 = l_7926;
if (l_379) {
const double l_7927 = l_7844 + l_7789;
const bool l_7928 = l_7927 < l_7890;
l_mut_7617 = l_7928;
const double l_7929 = l_7844 - l_7789;
const bool l_7930 = l_7929 >= l_7890;
l_mut_509 = l_7930;
const double l_7931 = l_7855 - l_7790;
const bool l_7932 = l_7931 > l_7918;
l_mut_506 = l_7932;
const double l_7933 = l_7855 + l_7790;
const bool l_7934 = l_7933 <= l_7918;
l_mut_503 = l_7934;
}
l_mut_411 = uint32(2);
const bool l_7935 = l_mut_509 || l_mut_503;
if (l_7935) {
l_mut_411 = uint32(1);
} else {
const bool l_7936 = l_mut_7617 && l_mut_506;
if (l_7936) {
l_mut_411 = uint32(0);
}
}
const uint32 l_7937 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7938 = l_7937 & uint32(2147483647);
const bool l_7939 = l_7938 == uint32(0);
if (l_7939) {
const double l_7940 = l_7844 + l_7789;
const bool l_7941 = l_7940 < double(1.1754943508222875e-38);
const double l_7942 = l_7855 - l_7790;
const bool l_7943 = l_7942 > double(-1.1754943508222875e-38);
const bool l_7944 = l_7941 && l_7943;
const double l_7945 = l_7844 - l_7789;
const bool l_7946 = l_7945 < double(1.1754943508222875e-38);
const double l_7947 = l_7855 + l_7790;
const bool l_7948 = l_7947 > double(-1.1754943508222875e-38);
const bool l_7949 = l_7946 && l_7948;
if (l_7944) {
l_mut_411 = uint32(0);
} else {
const bool l_7950 = l_mut_411 == uint32(1);
const bool l_7951 = l_7949 && l_7950;
if (l_7951) {
l_mut_411 = uint32(2);
}
}
}
l_mut_452 = l_mut_411;
}
}
l_mut_3600 = l_mut_452;
}
const double l_7952 = l_6593 - l_mut_3348;
const double l_7953 = l_6593 + l_mut_3348;
const double l_7954 = abs(l_7952);
const double l_7955 = l_7954 * double(2.220446049250313e-16);
const double l_7956 = l_6636 + l_7955;
const double l_7957 = l_7952 + l_7956;
const double l_7958 = -l_7957;
const double l_7959 = l_7958 * double(7.1362384635298e44);
const double l_7960 = floor(l_7959);
const double l_7961 = l_7960 * double(1.401298464324817e-45);
l_mut_3094 = l_7961;
const double l_7962 = abs(l_7958);
const bool l_7963 = l_7962 >= double(1.1754943508222875e-38);
if (l_7963) {
const float l_7964 = float(l_7958);
const double l_7965 = double(l_7964);
l_mut_3094 = l_7965;
const bool l_7966 = l_mut_3094 > l_7958;
if (l_7966) {
const uint32 l_7967 = reinterpret_cast<uint32 const&>(l_7964);
const uint32 l_7968 = l_7967 ^ uint32(2147483648);
const float l_7969 = reinterpret_cast<float const&>(l_7968);
const uint32 l_7970 = reinterpret_cast<uint32 const&>(l_7969);
const uint32 l_7971 = l_7970 + uint32(1);
l_mut_452 = l_7971;
const uint32 l_7972 = l_7970 & uint32(2147483647);
const bool l_7973 = l_7972 == uint32(0);
if (l_7973) {
l_mut_452 = uint32(1);
} else {
const uint32 l_7974 = l_7970 & uint32(2147483648);
const bool l_7975 = l_7974 != uint32(0);
if (l_7975) {
const uint32 l_7976 = l_7970 - uint32(1);
l_mut_452 = l_7976;
} else {
const bool l_7977 = l_7970 == uint32(2139095040);
if (l_7977) {
l_mut_452 = l_7970;
}
}
}
const float l_7978 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_7979 = reinterpret_cast<uint32 const&>(l_7978);
const uint32 l_7980 = l_7979 ^ uint32(2147483648);
const float l_7981 = reinterpret_cast<float const&>(l_7980);
const uint32 l_7982 = reinterpret_cast<uint32 const&>(l_7981);
const uint32 l_7983 = l_7982 & uint32(2147483647);
const float l_7984 = reinterpret_cast<float const&>(l_7983);
const double l_7985 = double(l_7984);
l_mut_2838 = l_7985;
const bool l_7986 = l_7983 < uint32(8388608);
if (l_7986) {
const double l_7987 = double(l_7983);
const double l_7988 = l_7987 * double(1.401298464324817e-45);
l_mut_2838 = l_7988;
}
const uint64 l_7989 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_7990 = l_7982 >> uint32(31);
const uint64 l_7991 = uint64(l_7990);
const uint64 l_7992 = l_7991 << uint64(63);
const uint64 l_7993 = l_7989 | l_7992;
const double l_7994 = reinterpret_cast<double const&>(l_7993);
l_mut_3094 = l_7994;
} else {
const uint32 l_7995 = reinterpret_cast<uint32 const&>(l_7964);
const uint32 l_7996 = l_7995 + uint32(1);
l_mut_452 = l_7996;
const uint32 l_7997 = l_7995 & uint32(2147483647);
const bool l_7998 = l_7997 == uint32(0);
if (l_7998) {
l_mut_452 = uint32(1);
} else {
const uint32 l_7999 = l_7995 & uint32(2147483648);
const bool l_8000 = l_7999 != uint32(0);
if (l_8000) {
const uint32 l_8001 = l_7995 - uint32(1);
l_mut_452 = l_8001;
} else {
const bool l_8002 = l_7995 == uint32(2139095040);
if (l_8002) {
l_mut_452 = l_7995;
}
}
}
const float l_8003 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8004 = reinterpret_cast<uint32 const&>(l_8003);
const uint32 l_8005 = l_8004 & uint32(2147483647);
const float l_8006 = reinterpret_cast<float const&>(l_8005);
const double l_8007 = double(l_8006);
l_mut_2838 = l_8007;
const bool l_8008 = l_8005 < uint32(8388608);
if (l_8008) {
const double l_8009 = double(l_8005);
const double l_8010 = l_8009 * double(1.401298464324817e-45);
l_mut_2838 = l_8010;
}
const uint64 l_8011 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8012 = l_8004 >> uint32(31);
const uint64 l_8013 = uint64(l_8012);
const uint64 l_8014 = l_8013 << uint64(63);
const uint64 l_8015 = l_8011 | l_8014;
const double l_8016 = reinterpret_cast<double const&>(l_8015);
const bool l_8017 = l_8016 <= l_7958;
if (l_8017) {
const uint32 l_8018 = reinterpret_cast<uint32 const&>(l_7964);
const uint32 l_8019 = l_8018 + uint32(1);
l_mut_452 = l_8019;
const uint32 l_8020 = l_8018 & uint32(2147483647);
const bool l_8021 = l_8020 == uint32(0);
if (l_8021) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8022 = l_8018 & uint32(2147483648);
const bool l_8023 = l_8022 != uint32(0);
if (l_8023) {
const uint32 l_8024 = l_8018 - uint32(1);
l_mut_452 = l_8024;
} else {
const bool l_8025 = l_8018 == uint32(2139095040);
if (l_8025) {
l_mut_452 = l_8018;
}
}
}
const float l_8026 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8027 = reinterpret_cast<uint32 const&>(l_8026);
const uint32 l_8028 = l_8027 & uint32(2147483647);
const float l_8029 = reinterpret_cast<float const&>(l_8028);
const double l_8030 = double(l_8029);
l_mut_2838 = l_8030;
const bool l_8031 = l_8028 < uint32(8388608);
if (l_8031) {
const double l_8032 = double(l_8028);
const double l_8033 = l_8032 * double(1.401298464324817e-45);
l_mut_2838 = l_8033;
}
const uint64 l_8034 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8035 = l_8027 >> uint32(31);
const uint64 l_8036 = uint64(l_8035);
const uint64 l_8037 = l_8036 << uint64(63);
const uint64 l_8038 = l_8034 | l_8037;
const double l_8039 = reinterpret_cast<double const&>(l_8038);
l_mut_3094 = l_8039;
}
}
}
const double l_8040 = -l_mut_3094;
l_mut_3094 = l_8040;
const bool l_8041 = bool(true) && bool(false);
if (l_8041) {
const double l_8042 = l_7952 + l_7956;
const double l_8043 = l_8042 * double(7.1362384635298e44);
const double l_8044 = floor(l_8043);
const double l_8045 = l_8044 * double(1.401298464324817e-45);
l_mut_2838 = l_8045;
const double l_8046 = abs(l_8042);
const bool l_8047 = l_8046 >= double(1.1754943508222875e-38);
if (l_8047) {
const float l_8048 = float(l_8042);
const double l_8049 = double(l_8048);
l_mut_2838 = l_8049;
const bool l_8050 = l_mut_2838 > l_8042;
if (l_8050) {
const uint32 l_8051 = reinterpret_cast<uint32 const&>(l_8048);
const uint32 l_8052 = l_8051 ^ uint32(2147483648);
const float l_8053 = reinterpret_cast<float const&>(l_8052);
const uint32 l_8054 = reinterpret_cast<uint32 const&>(l_8053);
const uint32 l_8055 = l_8054 + uint32(1);
l_mut_452 = l_8055;
const uint32 l_8056 = l_8054 & uint32(2147483647);
const bool l_8057 = l_8056 == uint32(0);
if (l_8057) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8058 = l_8054 & uint32(2147483648);
const bool l_8059 = l_8058 != uint32(0);
if (l_8059) {
const uint32 l_8060 = l_8054 - uint32(1);
l_mut_452 = l_8060;
} else {
const bool l_8061 = l_8054 == uint32(2139095040);
if (l_8061) {
l_mut_452 = l_8054;
}
}
}
const float l_8062 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8063 = reinterpret_cast<uint32 const&>(l_8062);
const uint32 l_8064 = l_8063 ^ uint32(2147483648);
const float l_8065 = reinterpret_cast<float const&>(l_8064);
const uint32 l_8066 = reinterpret_cast<uint32 const&>(l_8065);
const uint32 l_8067 = l_8066 & uint32(2147483647);
const float l_8068 = reinterpret_cast<float const&>(l_8067);
const double l_8069 = double(l_8068);
l_mut_2584 = l_8069;
const bool l_8070 = l_8067 < uint32(8388608);
if (l_8070) {
const double l_8071 = double(l_8067);
const double l_8072 = l_8071 * double(1.401298464324817e-45);
l_mut_2584 = l_8072;
}
const uint64 l_8073 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8074 = l_8066 >> uint32(31);
const uint64 l_8075 = uint64(l_8074);
const uint64 l_8076 = l_8075 << uint64(63);
const uint64 l_8077 = l_8073 | l_8076;
const double l_8078 = reinterpret_cast<double const&>(l_8077);
l_mut_2838 = l_8078;
} else {
const uint32 l_8079 = reinterpret_cast<uint32 const&>(l_8048);
const uint32 l_8080 = l_8079 + uint32(1);
l_mut_452 = l_8080;
const uint32 l_8081 = l_8079 & uint32(2147483647);
const bool l_8082 = l_8081 == uint32(0);
if (l_8082) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8083 = l_8079 & uint32(2147483648);
const bool l_8084 = l_8083 != uint32(0);
if (l_8084) {
const uint32 l_8085 = l_8079 - uint32(1);
l_mut_452 = l_8085;
} else {
const bool l_8086 = l_8079 == uint32(2139095040);
if (l_8086) {
l_mut_452 = l_8079;
}
}
}
const float l_8087 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8088 = reinterpret_cast<uint32 const&>(l_8087);
const uint32 l_8089 = l_8088 & uint32(2147483647);
const float l_8090 = reinterpret_cast<float const&>(l_8089);
const double l_8091 = double(l_8090);
l_mut_2584 = l_8091;
const bool l_8092 = l_8089 < uint32(8388608);
if (l_8092) {
const double l_8093 = double(l_8089);
const double l_8094 = l_8093 * double(1.401298464324817e-45);
l_mut_2584 = l_8094;
}
const uint64 l_8095 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8096 = l_8088 >> uint32(31);
const uint64 l_8097 = uint64(l_8096);
const uint64 l_8098 = l_8097 << uint64(63);
const uint64 l_8099 = l_8095 | l_8098;
const double l_8100 = reinterpret_cast<double const&>(l_8099);
const bool l_8101 = l_8100 <= l_8042;
if (l_8101) {
const uint32 l_8102 = reinterpret_cast<uint32 const&>(l_8048);
const uint32 l_8103 = l_8102 + uint32(1);
l_mut_452 = l_8103;
const uint32 l_8104 = l_8102 & uint32(2147483647);
const bool l_8105 = l_8104 == uint32(0);
if (l_8105) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8106 = l_8102 & uint32(2147483648);
const bool l_8107 = l_8106 != uint32(0);
if (l_8107) {
const uint32 l_8108 = l_8102 - uint32(1);
l_mut_452 = l_8108;
} else {
const bool l_8109 = l_8102 == uint32(2139095040);
if (l_8109) {
l_mut_452 = l_8102;
}
}
}
const float l_8110 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8111 = reinterpret_cast<uint32 const&>(l_8110);
const uint32 l_8112 = l_8111 & uint32(2147483647);
const float l_8113 = reinterpret_cast<float const&>(l_8112);
const double l_8114 = double(l_8113);
l_mut_2584 = l_8114;
const bool l_8115 = l_8112 < uint32(8388608);
if (l_8115) {
const double l_8116 = double(l_8112);
const double l_8117 = l_8116 * double(1.401298464324817e-45);
l_mut_2584 = l_8117;
}
const uint64 l_8118 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8119 = l_8111 >> uint32(31);
const uint64 l_8120 = uint64(l_8119);
const uint64 l_8121 = l_8120 << uint64(63);
const uint64 l_8122 = l_8118 | l_8121;
const double l_8123 = reinterpret_cast<double const&>(l_8122);
l_mut_2838 = l_8123;
}
}
}
l_mut_3094 = l_mut_2838;
} else {
const double l_8124 = l_7952 - l_7956;
const double l_8125 = l_8124 * double(7.1362384635298e44);
const double l_8126 = floor(l_8125);
const double l_8127 = l_8126 * double(1.401298464324817e-45);
l_mut_2838 = l_8127;
const double l_8128 = abs(l_8124);
const bool l_8129 = l_8128 >= double(1.1754943508222875e-38);
if (l_8129) {
const float l_8130 = float(l_8124);
const double l_8131 = double(l_8130);
l_mut_2838 = l_8131;
const bool l_8132 = l_mut_2838 > l_8124;
if (l_8132) {
const uint32 l_8133 = reinterpret_cast<uint32 const&>(l_8130);
const uint32 l_8134 = l_8133 ^ uint32(2147483648);
const float l_8135 = reinterpret_cast<float const&>(l_8134);
const uint32 l_8136 = reinterpret_cast<uint32 const&>(l_8135);
const uint32 l_8137 = l_8136 + uint32(1);
l_mut_452 = l_8137;
const uint32 l_8138 = l_8136 & uint32(2147483647);
const bool l_8139 = l_8138 == uint32(0);
if (l_8139) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8140 = l_8136 & uint32(2147483648);
const bool l_8141 = l_8140 != uint32(0);
if (l_8141) {
const uint32 l_8142 = l_8136 - uint32(1);
l_mut_452 = l_8142;
} else {
const bool l_8143 = l_8136 == uint32(2139095040);
if (l_8143) {
l_mut_452 = l_8136;
}
}
}
const float l_8144 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8145 = reinterpret_cast<uint32 const&>(l_8144);
const uint32 l_8146 = l_8145 ^ uint32(2147483648);
const float l_8147 = reinterpret_cast<float const&>(l_8146);
const uint32 l_8148 = reinterpret_cast<uint32 const&>(l_8147);
const uint32 l_8149 = l_8148 & uint32(2147483647);
const float l_8150 = reinterpret_cast<float const&>(l_8149);
const double l_8151 = double(l_8150);
l_mut_2584 = l_8151;
const bool l_8152 = l_8149 < uint32(8388608);
if (l_8152) {
const double l_8153 = double(l_8149);
const double l_8154 = l_8153 * double(1.401298464324817e-45);
l_mut_2584 = l_8154;
}
const uint64 l_8155 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8156 = l_8148 >> uint32(31);
const uint64 l_8157 = uint64(l_8156);
const uint64 l_8158 = l_8157 << uint64(63);
const uint64 l_8159 = l_8155 | l_8158;
const double l_8160 = reinterpret_cast<double const&>(l_8159);
l_mut_2838 = l_8160;
} else {
const uint32 l_8161 = reinterpret_cast<uint32 const&>(l_8130);
const uint32 l_8162 = l_8161 + uint32(1);
l_mut_452 = l_8162;
const uint32 l_8163 = l_8161 & uint32(2147483647);
const bool l_8164 = l_8163 == uint32(0);
if (l_8164) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8165 = l_8161 & uint32(2147483648);
const bool l_8166 = l_8165 != uint32(0);
if (l_8166) {
const uint32 l_8167 = l_8161 - uint32(1);
l_mut_452 = l_8167;
} else {
const bool l_8168 = l_8161 == uint32(2139095040);
if (l_8168) {
l_mut_452 = l_8161;
}
}
}
const float l_8169 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8170 = reinterpret_cast<uint32 const&>(l_8169);
const uint32 l_8171 = l_8170 & uint32(2147483647);
const float l_8172 = reinterpret_cast<float const&>(l_8171);
const double l_8173 = double(l_8172);
l_mut_2584 = l_8173;
const bool l_8174 = l_8171 < uint32(8388608);
if (l_8174) {
const double l_8175 = double(l_8171);
const double l_8176 = l_8175 * double(1.401298464324817e-45);
l_mut_2584 = l_8176;
}
const uint64 l_8177 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8178 = l_8170 >> uint32(31);
const uint64 l_8179 = uint64(l_8178);
const uint64 l_8180 = l_8179 << uint64(63);
const uint64 l_8181 = l_8177 | l_8180;
const double l_8182 = reinterpret_cast<double const&>(l_8181);
const bool l_8183 = l_8182 <= l_8124;
if (l_8183) {
const uint32 l_8184 = reinterpret_cast<uint32 const&>(l_8130);
const uint32 l_8185 = l_8184 + uint32(1);
l_mut_452 = l_8185;
const uint32 l_8186 = l_8184 & uint32(2147483647);
const bool l_8187 = l_8186 == uint32(0);
if (l_8187) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8188 = l_8184 & uint32(2147483648);
const bool l_8189 = l_8188 != uint32(0);
if (l_8189) {
const uint32 l_8190 = l_8184 - uint32(1);
l_mut_452 = l_8190;
} else {
const bool l_8191 = l_8184 == uint32(2139095040);
if (l_8191) {
l_mut_452 = l_8184;
}
}
}
const float l_8192 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8193 = reinterpret_cast<uint32 const&>(l_8192);
const uint32 l_8194 = l_8193 & uint32(2147483647);
const float l_8195 = reinterpret_cast<float const&>(l_8194);
const double l_8196 = double(l_8195);
l_mut_2584 = l_8196;
const bool l_8197 = l_8194 < uint32(8388608);
if (l_8197) {
const double l_8198 = double(l_8194);
const double l_8199 = l_8198 * double(1.401298464324817e-45);
l_mut_2584 = l_8199;
}
const uint64 l_8200 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8201 = l_8193 >> uint32(31);
const uint64 l_8202 = uint64(l_8201);
const uint64 l_8203 = l_8202 << uint64(63);
const uint64 l_8204 = l_8200 | l_8203;
const double l_8205 = reinterpret_cast<double const&>(l_8204);
l_mut_2838 = l_8205;
}
}
}
l_mut_3094 = l_mut_2838;
}
const double l_8206 = abs(l_7953);
const double l_8207 = l_8206 * double(2.220446049250313e-16);
const double l_8208 = l_6636 + l_8207;
const double l_8209 = l_7953 + l_8208;
const double l_8210 = -l_8209;
const double l_8211 = l_8210 * double(7.1362384635298e44);
const double l_8212 = floor(l_8211);
const double l_8213 = l_8212 * double(1.401298464324817e-45);
l_mut_2838 = l_8213;
const double l_8214 = abs(l_8210);
const bool l_8215 = l_8214 >= double(1.1754943508222875e-38);
if (l_8215) {
const float l_8216 = float(l_8210);
const double l_8217 = double(l_8216);
l_mut_2838 = l_8217;
const bool l_8218 = l_mut_2838 > l_8210;
if (l_8218) {
const uint32 l_8219 = reinterpret_cast<uint32 const&>(l_8216);
const uint32 l_8220 = l_8219 ^ uint32(2147483648);
const float l_8221 = reinterpret_cast<float const&>(l_8220);
const uint32 l_8222 = reinterpret_cast<uint32 const&>(l_8221);
const uint32 l_8223 = l_8222 + uint32(1);
l_mut_452 = l_8223;
const uint32 l_8224 = l_8222 & uint32(2147483647);
const bool l_8225 = l_8224 == uint32(0);
if (l_8225) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8226 = l_8222 & uint32(2147483648);
const bool l_8227 = l_8226 != uint32(0);
if (l_8227) {
const uint32 l_8228 = l_8222 - uint32(1);
l_mut_452 = l_8228;
} else {
const bool l_8229 = l_8222 == uint32(2139095040);
if (l_8229) {
l_mut_452 = l_8222;
}
}
}
const float l_8230 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8231 = reinterpret_cast<uint32 const&>(l_8230);
const uint32 l_8232 = l_8231 ^ uint32(2147483648);
const float l_8233 = reinterpret_cast<float const&>(l_8232);
const uint32 l_8234 = reinterpret_cast<uint32 const&>(l_8233);
const uint32 l_8235 = l_8234 & uint32(2147483647);
const float l_8236 = reinterpret_cast<float const&>(l_8235);
const double l_8237 = double(l_8236);
l_mut_2584 = l_8237;
const bool l_8238 = l_8235 < uint32(8388608);
if (l_8238) {
const double l_8239 = double(l_8235);
const double l_8240 = l_8239 * double(1.401298464324817e-45);
l_mut_2584 = l_8240;
}
const uint64 l_8241 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8242 = l_8234 >> uint32(31);
const uint64 l_8243 = uint64(l_8242);
const uint64 l_8244 = l_8243 << uint64(63);
const uint64 l_8245 = l_8241 | l_8244;
const double l_8246 = reinterpret_cast<double const&>(l_8245);
l_mut_2838 = l_8246;
} else {
const uint32 l_8247 = reinterpret_cast<uint32 const&>(l_8216);
const uint32 l_8248 = l_8247 + uint32(1);
l_mut_452 = l_8248;
const uint32 l_8249 = l_8247 & uint32(2147483647);
const bool l_8250 = l_8249 == uint32(0);
if (l_8250) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8251 = l_8247 & uint32(2147483648);
const bool l_8252 = l_8251 != uint32(0);
if (l_8252) {
const uint32 l_8253 = l_8247 - uint32(1);
l_mut_452 = l_8253;
} else {
const bool l_8254 = l_8247 == uint32(2139095040);
if (l_8254) {
l_mut_452 = l_8247;
}
}
}
const float l_8255 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8256 = reinterpret_cast<uint32 const&>(l_8255);
const uint32 l_8257 = l_8256 & uint32(2147483647);
const float l_8258 = reinterpret_cast<float const&>(l_8257);
const double l_8259 = double(l_8258);
l_mut_2584 = l_8259;
const bool l_8260 = l_8257 < uint32(8388608);
if (l_8260) {
const double l_8261 = double(l_8257);
const double l_8262 = l_8261 * double(1.401298464324817e-45);
l_mut_2584 = l_8262;
}
const uint64 l_8263 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8264 = l_8256 >> uint32(31);
const uint64 l_8265 = uint64(l_8264);
const uint64 l_8266 = l_8265 << uint64(63);
const uint64 l_8267 = l_8263 | l_8266;
const double l_8268 = reinterpret_cast<double const&>(l_8267);
const bool l_8269 = l_8268 <= l_8210;
if (l_8269) {
const uint32 l_8270 = reinterpret_cast<uint32 const&>(l_8216);
const uint32 l_8271 = l_8270 + uint32(1);
l_mut_452 = l_8271;
const uint32 l_8272 = l_8270 & uint32(2147483647);
const bool l_8273 = l_8272 == uint32(0);
if (l_8273) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8274 = l_8270 & uint32(2147483648);
const bool l_8275 = l_8274 != uint32(0);
if (l_8275) {
const uint32 l_8276 = l_8270 - uint32(1);
l_mut_452 = l_8276;
} else {
const bool l_8277 = l_8270 == uint32(2139095040);
if (l_8277) {
l_mut_452 = l_8270;
}
}
}
const float l_8278 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8279 = reinterpret_cast<uint32 const&>(l_8278);
const uint32 l_8280 = l_8279 & uint32(2147483647);
const float l_8281 = reinterpret_cast<float const&>(l_8280);
const double l_8282 = double(l_8281);
l_mut_2584 = l_8282;
const bool l_8283 = l_8280 < uint32(8388608);
if (l_8283) {
const double l_8284 = double(l_8280);
const double l_8285 = l_8284 * double(1.401298464324817e-45);
l_mut_2584 = l_8285;
}
const uint64 l_8286 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8287 = l_8279 >> uint32(31);
const uint64 l_8288 = uint64(l_8287);
const uint64 l_8289 = l_8288 << uint64(63);
const uint64 l_8290 = l_8286 | l_8289;
const double l_8291 = reinterpret_cast<double const&>(l_8290);
l_mut_2838 = l_8291;
}
}
}
const double l_8292 = -l_mut_2838;
l_mut_2838 = l_8292;
const bool l_8293 = bool(false) && bool(false);
if (l_8293) {
const double l_8294 = l_7953 + l_8208;
const double l_8295 = l_8294 * double(7.1362384635298e44);
const double l_8296 = floor(l_8295);
const double l_8297 = l_8296 * double(1.401298464324817e-45);
l_mut_2584 = l_8297;
const double l_8298 = abs(l_8294);
const bool l_8299 = l_8298 >= double(1.1754943508222875e-38);
if (l_8299) {
const float l_8300 = float(l_8294);
const double l_8301 = double(l_8300);
l_mut_2584 = l_8301;
const bool l_8302 = l_mut_2584 > l_8294;
if (l_8302) {
const uint32 l_8303 = reinterpret_cast<uint32 const&>(l_8300);
const uint32 l_8304 = l_8303 ^ uint32(2147483648);
const float l_8305 = reinterpret_cast<float const&>(l_8304);
const uint32 l_8306 = reinterpret_cast<uint32 const&>(l_8305);
const uint32 l_8307 = l_8306 + uint32(1);
l_mut_452 = l_8307;
const uint32 l_8308 = l_8306 & uint32(2147483647);
const bool l_8309 = l_8308 == uint32(0);
if (l_8309) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8310 = l_8306 & uint32(2147483648);
const bool l_8311 = l_8310 != uint32(0);
if (l_8311) {
const uint32 l_8312 = l_8306 - uint32(1);
l_mut_452 = l_8312;
} else {
const bool l_8313 = l_8306 == uint32(2139095040);
if (l_8313) {
l_mut_452 = l_8306;
}
}
}
const float l_8314 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8315 = reinterpret_cast<uint32 const&>(l_8314);
const uint32 l_8316 = l_8315 ^ uint32(2147483648);
const float l_8317 = reinterpret_cast<float const&>(l_8316);
const uint32 l_8318 = reinterpret_cast<uint32 const&>(l_8317);
const uint32 l_8319 = l_8318 & uint32(2147483647);
const float l_8320 = reinterpret_cast<float const&>(l_8319);
const double l_8321 = double(l_8320);
l_mut_1569 = l_8321;
const bool l_8322 = l_8319 < uint32(8388608);
if (l_8322) {
const double l_8323 = double(l_8319);
const double l_8324 = l_8323 * double(1.401298464324817e-45);
l_mut_1569 = l_8324;
}
const uint64 l_8325 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_8326 = l_8318 >> uint32(31);
const uint64 l_8327 = uint64(l_8326);
const uint64 l_8328 = l_8327 << uint64(63);
const uint64 l_8329 = l_8325 | l_8328;
const double l_8330 = reinterpret_cast<double const&>(l_8329);
l_mut_2584 = l_8330;
} else {
const uint32 l_8331 = reinterpret_cast<uint32 const&>(l_8300);
const uint32 l_8332 = l_8331 + uint32(1);
l_mut_452 = l_8332;
const uint32 l_8333 = l_8331 & uint32(2147483647);
const bool l_8334 = l_8333 == uint32(0);
if (l_8334) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8335 = l_8331 & uint32(2147483648);
const bool l_8336 = l_8335 != uint32(0);
if (l_8336) {
const uint32 l_8337 = l_8331 - uint32(1);
l_mut_452 = l_8337;
} else {
const bool l_8338 = l_8331 == uint32(2139095040);
if (l_8338) {
l_mut_452 = l_8331;
}
}
}
const float l_8339 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8340 = reinterpret_cast<uint32 const&>(l_8339);
const uint32 l_8341 = l_8340 & uint32(2147483647);
const float l_8342 = reinterpret_cast<float const&>(l_8341);
const double l_8343 = double(l_8342);
l_mut_1569 = l_8343;
const bool l_8344 = l_8341 < uint32(8388608);
if (l_8344) {
const double l_8345 = double(l_8341);
const double l_8346 = l_8345 * double(1.401298464324817e-45);
l_mut_1569 = l_8346;
}
const uint64 l_8347 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_8348 = l_8340 >> uint32(31);
const uint64 l_8349 = uint64(l_8348);
const uint64 l_8350 = l_8349 << uint64(63);
const uint64 l_8351 = l_8347 | l_8350;
const double l_8352 = reinterpret_cast<double const&>(l_8351);
const bool l_8353 = l_8352 <= l_8294;
if (l_8353) {
const uint32 l_8354 = reinterpret_cast<uint32 const&>(l_8300);
const uint32 l_8355 = l_8354 + uint32(1);
l_mut_452 = l_8355;
const uint32 l_8356 = l_8354 & uint32(2147483647);
const bool l_8357 = l_8356 == uint32(0);
if (l_8357) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8358 = l_8354 & uint32(2147483648);
const bool l_8359 = l_8358 != uint32(0);
if (l_8359) {
const uint32 l_8360 = l_8354 - uint32(1);
l_mut_452 = l_8360;
} else {
const bool l_8361 = l_8354 == uint32(2139095040);
if (l_8361) {
l_mut_452 = l_8354;
}
}
}
const float l_8362 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8363 = reinterpret_cast<uint32 const&>(l_8362);
const uint32 l_8364 = l_8363 & uint32(2147483647);
const float l_8365 = reinterpret_cast<float const&>(l_8364);
const double l_8366 = double(l_8365);
l_mut_1569 = l_8366;
const bool l_8367 = l_8364 < uint32(8388608);
if (l_8367) {
const double l_8368 = double(l_8364);
const double l_8369 = l_8368 * double(1.401298464324817e-45);
l_mut_1569 = l_8369;
}
const uint64 l_8370 = reinterpret_cast<uint64 const&>(l_mut_1569);
const uint32 l_8371 = l_8363 >> uint32(31);
const uint64 l_8372 = uint64(l_8371);
const uint64 l_8373 = l_8372 << uint64(63);
const uint64 l_8374 = l_8370 | l_8373;
const double l_8375 = reinterpret_cast<double const&>(l_8374);
l_mut_2584 = l_8375;
}
}
}
l_mut_2838 = l_mut_2584;
} else {
}
const double l_8377 = l_mut_3094 * l_391;
const double l_8378 = l_mut_2838 * l_391;
const double l_8379 = l_mut_3094 * l_391;
const double l_8380 = l_mut_2838 * l_391;
l_arr_8376[uint32(0)] = l_8377;
l_arr_8376[uint32(1)] = l_8377;
const double l_8381 = l_arr_8376[uint32(0)];
const bool l_8382 = l_8378 < l_8381;
if (l_8382) {
l_arr_8376[uint32(0)] = l_8378;
}
const double l_8383 = l_arr_8376[uint32(0)];
const bool l_8384 = l_8379 < l_8383;
if (l_8384) {
l_arr_8376[uint32(0)] = l_8379;
}
const double l_8385 = l_arr_8376[uint32(0)];
const bool l_8386 = l_8380 < l_8385;
if (l_8386) {
l_arr_8376[uint32(0)] = l_8380;
}
const double l_8387 = l_arr_8376[uint32(1)];
const bool l_8388 = l_8378 > l_8387;
if (l_8388) {
l_arr_8376[uint32(1)] = l_8378;
}
const double l_8389 = l_arr_8376[uint32(1)];
const bool l_8390 = l_8379 > l_8389;
if (l_8390) {
l_arr_8376[uint32(1)] = l_8379;
}
const double l_8391 = l_arr_8376[uint32(1)];
const bool l_8392 = l_8380 > l_8391;
if (l_8392) {
l_arr_8376[uint32(1)] = l_8380;
}
const double l_8393 = l_arr_8376[uint32(0)];
const double l_8394 = l_8393 * double(7.1362384635298e44);
const double l_8395 = floor(l_8394);
const double l_8396 = l_8395 * double(1.401298464324817e-45);
l_mut_3094 = l_8396;
const double l_8397 = abs(l_8393);
const bool l_8398 = l_8397 >= double(1.1754943508222875e-38);
if (l_8398) {
const float l_8399 = float(l_8393);
const double l_8400 = double(l_8399);
l_mut_3094 = l_8400;
const bool l_8401 = l_mut_3094 > l_8393;
if (l_8401) {
const uint32 l_8402 = reinterpret_cast<uint32 const&>(l_8399);
const uint32 l_8403 = l_8402 ^ uint32(2147483648);
const float l_8404 = reinterpret_cast<float const&>(l_8403);
const uint32 l_8405 = reinterpret_cast<uint32 const&>(l_8404);
const uint32 l_8406 = l_8405 + uint32(1);
l_mut_452 = l_8406;
const uint32 l_8407 = l_8405 & uint32(2147483647);
const bool l_8408 = l_8407 == uint32(0);
if (l_8408) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8409 = l_8405 & uint32(2147483648);
const bool l_8410 = l_8409 != uint32(0);
if (l_8410) {
const uint32 l_8411 = l_8405 - uint32(1);
l_mut_452 = l_8411;
} else {
const bool l_8412 = l_8405 == uint32(2139095040);
if (l_8412) {
l_mut_452 = l_8405;
}
}
}
const float l_8413 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8414 = reinterpret_cast<uint32 const&>(l_8413);
const uint32 l_8415 = l_8414 ^ uint32(2147483648);
const float l_8416 = reinterpret_cast<float const&>(l_8415);
const uint32 l_8417 = reinterpret_cast<uint32 const&>(l_8416);
const uint32 l_8418 = l_8417 & uint32(2147483647);
const float l_8419 = reinterpret_cast<float const&>(l_8418);
const double l_8420 = double(l_8419);
l_mut_2838 = l_8420;
const bool l_8421 = l_8418 < uint32(8388608);
if (l_8421) {
const double l_8422 = double(l_8418);
const double l_8423 = l_8422 * double(1.401298464324817e-45);
l_mut_2838 = l_8423;
}
const uint64 l_8424 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8425 = l_8417 >> uint32(31);
const uint64 l_8426 = uint64(l_8425);
const uint64 l_8427 = l_8426 << uint64(63);
const uint64 l_8428 = l_8424 | l_8427;
const double l_8429 = reinterpret_cast<double const&>(l_8428);
l_mut_3094 = l_8429;
} else {
const uint32 l_8430 = reinterpret_cast<uint32 const&>(l_8399);
const uint32 l_8431 = l_8430 + uint32(1);
l_mut_452 = l_8431;
const uint32 l_8432 = l_8430 & uint32(2147483647);
const bool l_8433 = l_8432 == uint32(0);
if (l_8433) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8434 = l_8430 & uint32(2147483648);
const bool l_8435 = l_8434 != uint32(0);
if (l_8435) {
const uint32 l_8436 = l_8430 - uint32(1);
l_mut_452 = l_8436;
} else {
const bool l_8437 = l_8430 == uint32(2139095040);
if (l_8437) {
l_mut_452 = l_8430;
}
}
}
const float l_8438 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8439 = reinterpret_cast<uint32 const&>(l_8438);
const uint32 l_8440 = l_8439 & uint32(2147483647);
const float l_8441 = reinterpret_cast<float const&>(l_8440);
const double l_8442 = double(l_8441);
l_mut_2838 = l_8442;
const bool l_8443 = l_8440 < uint32(8388608);
if (l_8443) {
const double l_8444 = double(l_8440);
const double l_8445 = l_8444 * double(1.401298464324817e-45);
l_mut_2838 = l_8445;
}
const uint64 l_8446 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8447 = l_8439 >> uint32(31);
const uint64 l_8448 = uint64(l_8447);
const uint64 l_8449 = l_8448 << uint64(63);
const uint64 l_8450 = l_8446 | l_8449;
const double l_8451 = reinterpret_cast<double const&>(l_8450);
const bool l_8452 = l_8451 <= l_8393;
if (l_8452) {
const uint32 l_8453 = reinterpret_cast<uint32 const&>(l_8399);
const uint32 l_8454 = l_8453 + uint32(1);
l_mut_452 = l_8454;
const uint32 l_8455 = l_8453 & uint32(2147483647);
const bool l_8456 = l_8455 == uint32(0);
if (l_8456) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8457 = l_8453 & uint32(2147483648);
const bool l_8458 = l_8457 != uint32(0);
if (l_8458) {
const uint32 l_8459 = l_8453 - uint32(1);
l_mut_452 = l_8459;
} else {
const bool l_8460 = l_8453 == uint32(2139095040);
if (l_8460) {
l_mut_452 = l_8453;
}
}
}
const float l_8461 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8462 = reinterpret_cast<uint32 const&>(l_8461);
const uint32 l_8463 = l_8462 & uint32(2147483647);
const float l_8464 = reinterpret_cast<float const&>(l_8463);
const double l_8465 = double(l_8464);
l_mut_2838 = l_8465;
const bool l_8466 = l_8463 < uint32(8388608);
if (l_8466) {
const double l_8467 = double(l_8463);
const double l_8468 = l_8467 * double(1.401298464324817e-45);
l_mut_2838 = l_8468;
}
const uint64 l_8469 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8470 = l_8462 >> uint32(31);
const uint64 l_8471 = uint64(l_8470);
const uint64 l_8472 = l_8471 << uint64(63);
const uint64 l_8473 = l_8469 | l_8472;
const double l_8474 = reinterpret_cast<double const&>(l_8473);
l_mut_3094 = l_8474;
}
}
}
const double l_8475 = l_arr_8376[uint32(1)];
const double l_8476 = -l_8475;
const double l_8477 = l_8476 * double(7.1362384635298e44);
const double l_8478 = floor(l_8477);
const double l_8479 = l_8478 * double(1.401298464324817e-45);
l_mut_2838 = l_8479;
const double l_8480 = abs(l_8476);
const bool l_8481 = l_8480 >= double(1.1754943508222875e-38);
if (l_8481) {
const float l_8482 = float(l_8476);
const double l_8483 = double(l_8482);
l_mut_2838 = l_8483;
const bool l_8484 = l_mut_2838 > l_8476;
if (l_8484) {
const uint32 l_8485 = reinterpret_cast<uint32 const&>(l_8482);
const uint32 l_8486 = l_8485 ^ uint32(2147483648);
const float l_8487 = reinterpret_cast<float const&>(l_8486);
const uint32 l_8488 = reinterpret_cast<uint32 const&>(l_8487);
const uint32 l_8489 = l_8488 + uint32(1);
l_mut_452 = l_8489;
const uint32 l_8490 = l_8488 & uint32(2147483647);
const bool l_8491 = l_8490 == uint32(0);
if (l_8491) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8492 = l_8488 & uint32(2147483648);
const bool l_8493 = l_8492 != uint32(0);
if (l_8493) {
const uint32 l_8494 = l_8488 - uint32(1);
l_mut_452 = l_8494;
} else {
const bool l_8495 = l_8488 == uint32(2139095040);
if (l_8495) {
l_mut_452 = l_8488;
}
}
}
const float l_8496 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8497 = reinterpret_cast<uint32 const&>(l_8496);
const uint32 l_8498 = l_8497 ^ uint32(2147483648);
const float l_8499 = reinterpret_cast<float const&>(l_8498);
const uint32 l_8500 = reinterpret_cast<uint32 const&>(l_8499);
const uint32 l_8501 = l_8500 & uint32(2147483647);
const float l_8502 = reinterpret_cast<float const&>(l_8501);
const double l_8503 = double(l_8502);
l_mut_2584 = l_8503;
const bool l_8504 = l_8501 < uint32(8388608);
if (l_8504) {
const double l_8505 = double(l_8501);
const double l_8506 = l_8505 * double(1.401298464324817e-45);
l_mut_2584 = l_8506;
}
const uint64 l_8507 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8508 = l_8500 >> uint32(31);
const uint64 l_8509 = uint64(l_8508);
const uint64 l_8510 = l_8509 << uint64(63);
const uint64 l_8511 = l_8507 | l_8510;
const double l_8512 = reinterpret_cast<double const&>(l_8511);
l_mut_2838 = l_8512;
} else {
const uint32 l_8513 = reinterpret_cast<uint32 const&>(l_8482);
const uint32 l_8514 = l_8513 + uint32(1);
l_mut_452 = l_8514;
const uint32 l_8515 = l_8513 & uint32(2147483647);
const bool l_8516 = l_8515 == uint32(0);
if (l_8516) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8517 = l_8513 & uint32(2147483648);
const bool l_8518 = l_8517 != uint32(0);
if (l_8518) {
const uint32 l_8519 = l_8513 - uint32(1);
l_mut_452 = l_8519;
} else {
const bool l_8520 = l_8513 == uint32(2139095040);
if (l_8520) {
l_mut_452 = l_8513;
}
}
}
const float l_8521 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8522 = reinterpret_cast<uint32 const&>(l_8521);
const uint32 l_8523 = l_8522 & uint32(2147483647);
const float l_8524 = reinterpret_cast<float const&>(l_8523);
const double l_8525 = double(l_8524);
l_mut_2584 = l_8525;
const bool l_8526 = l_8523 < uint32(8388608);
if (l_8526) {
const double l_8527 = double(l_8523);
const double l_8528 = l_8527 * double(1.401298464324817e-45);
l_mut_2584 = l_8528;
}
const uint64 l_8529 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8530 = l_8522 >> uint32(31);
const uint64 l_8531 = uint64(l_8530);
const uint64 l_8532 = l_8531 << uint64(63);
const uint64 l_8533 = l_8529 | l_8532;
const double l_8534 = reinterpret_cast<double const&>(l_8533);
const bool l_8535 = l_8534 <= l_8476;
if (l_8535) {
const uint32 l_8536 = reinterpret_cast<uint32 const&>(l_8482);
const uint32 l_8537 = l_8536 + uint32(1);
l_mut_452 = l_8537;
const uint32 l_8538 = l_8536 & uint32(2147483647);
const bool l_8539 = l_8538 == uint32(0);
if (l_8539) {
l_mut_452 = uint32(1);
} else {
const uint32 l_8540 = l_8536 & uint32(2147483648);
const bool l_8541 = l_8540 != uint32(0);
if (l_8541) {
const uint32 l_8542 = l_8536 - uint32(1);
l_mut_452 = l_8542;
} else {
const bool l_8543 = l_8536 == uint32(2139095040);
if (l_8543) {
l_mut_452 = l_8536;
}
}
}
const float l_8544 = reinterpret_cast<float const&>(l_mut_452);
const uint32 l_8545 = reinterpret_cast<uint32 const&>(l_8544);
const uint32 l_8546 = l_8545 & uint32(2147483647);
const float l_8547 = reinterpret_cast<float const&>(l_8546);
const double l_8548 = double(l_8547);
l_mut_2584 = l_8548;
const bool l_8549 = l_8546 < uint32(8388608);
if (l_8549) {
const double l_8550 = double(l_8546);
const double l_8551 = l_8550 * double(1.401298464324817e-45);
l_mut_2584 = l_8551;
}
const uint64 l_8552 = reinterpret_cast<uint64 const&>(l_mut_2584);
const uint32 l_8553 = l_8545 >> uint32(31);
const uint64 l_8554 = uint64(l_8553);
const uint64 l_8555 = l_8554 << uint64(63);
const uint64 l_8556 = l_8552 | l_8555;
const double l_8557 = reinterpret_cast<double const&>(l_8556);
l_mut_2838 = l_8557;
}
}
}
const double l_8558 = -l_mut_2838;
l_mut_452 = uint32(2);
const bool l_8559 = l_375 == uint32(17);
if (l_8559) {
l_mut_2838 = l_mut_3094;
const bool l_8560 = l_mut_3094 > double(1000.0);
if (l_8560) {
const uint64 l_8561 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint64 l_8562 = l_8561 | uint64(9218868437227405312);
const uint64 l_8563 = l_8562 & uint64(18442240474082181120);
const double l_8564 = reinterpret_cast<double const&>(l_8563);
l_mut_2838 = l_8564;
} else {
const bool l_8565 = l_mut_3094 < double(-1000.0);
if (l_8565) {
l_mut_2838 = double(0.0);
} else {
const bool l_8566 = isnan(l_mut_3094);
const bool l_8567 = !l_8566;
if (l_8567) {
const double l_8568 = l_mut_3094 + double(0.5);
const double l_8569 = floor(l_8568);
const double l_8570 = l_mut_3094 - l_8569;
const double l_8571 = l_8570 * double(0.6931471824645996);
const double l_8572 = l_8570 * double(-1.904654299957768e-9);
const double l_8573 = l_8571 + l_8572;
l_mut_2584 = l_8573;
const bool l_8574 = isnan(l_8573);
if (l_8574) {
} else {
const bool l_8575 = l_8573 < double(-700.0);
if (l_8575) {
l_mut_2584 = double(0.0);
} else {
const bool l_8576 = l_8573 > double(700.0);
if (l_8576) {
const uint64 l_8577 = reinterpret_cast<uint64 const&>(l_8573);
const uint64 l_8578 = l_8577 | uint64(9218868437227405312);
const uint64 l_8579 = l_8578 & uint64(18442240474082181120);
const double l_8580 = reinterpret_cast<double const&>(l_8579);
l_mut_2584 = l_8580;
} else {
const double l_8581 = l_8573 * double(1.4426950408889634);
const double l_8582 = l_8581 + double(0.5);
const double l_8583 = floor(l_8582);
const double l_8584 = l_8583 * double(0.6931471824645996);
const double l_8585 = l_8571 - l_8584;
const double l_8586 = l_8585 * l_20;
const double l_8587 = l_8583 * double(-1.904654299957768e-9);
const double l_8588 = l_8572 - l_8587;
const double l_8589 = l_8586 + l_8588;
const double l_8590 = l_8589 * double(7.647163731819816e-13);
const double l_8591 = l_8590 + double(1.1470745597729725e-11);
l_mut_1569 = l_8591;
const double l_8592 = l_mut_1569 * l_8589;
const double l_8593 = l_8592 + double(1.6059043836821613e-10);
l_mut_1569 = l_8593;
const double l_8594 = l_mut_1569 * l_8589;
const double l_8595 = l_8594 + double(2.08767569878681e-9);
l_mut_1569 = l_8595;
const double l_8596 = l_mut_1569 * l_8589;
const double l_8597 = l_8596 + double(2.505210838544172e-8);
l_mut_1569 = l_8597;
const double l_8598 = l_mut_1569 * l_8589;
const double l_8599 = l_8598 + double(2.755731922398589e-7);
l_mut_1569 = l_8599;
const double l_8600 = l_mut_1569 * l_8589;
const double l_8601 = l_8600 + double(2.7557319223985893e-6);
l_mut_1569 = l_8601;
const double l_8602 = l_mut_1569 * l_8589;
const double l_8603 = l_8602 + double(2.48015873015873e-5);
l_mut_1569 = l_8603;
const double l_8604 = l_mut_1569 * l_8589;
const double l_8605 = l_8604 + double(0.0001984126984126984);
l_mut_1569 = l_8605;
const double l_8606 = l_mut_1569 * l_8589;
const double l_8607 = l_8606 + double(0.001388888888888889);
l_mut_1569 = l_8607;
const double l_8608 = l_mut_1569 * l_8589;
const double l_8609 = l_8608 + double(0.008333333333333333);
l_mut_1569 = l_8609;
const double l_8610 = l_mut_1569 * l_8589;
const double l_8611 = l_8610 + double(0.041666666666666664);
l_mut_1569 = l_8611;
const double l_8612 = l_mut_1569 * l_8589;
const double l_8613 = l_8612 + double(0.16666666666666666);
l_mut_1569 = l_8613;
const double l_8614 = l_mut_1569 * l_8589;
const double l_8615 = l_8614 + double(0.5);
l_mut_1569 = l_8615;
const double l_8616 = l_8589 * l_8589;
const double l_8617 = l_8616 * l_mut_1569;
const double l_8618 = l_8589 + l_8617;
const double l_8619 = double(1.0) + l_8618;
const int32 l_8620 = int32(l_8583);
const int32 l_8621 = l_8620 + int32(1023);
const uint64 l_8622 = uint64(l_8621);
const uint64 l_8623 = l_8622 << uint64(52);
const double l_8624 = reinterpret_cast<double const&>(l_8623);
const double l_8625 = l_8619 * l_8624;
l_mut_2584 = l_8625;
}
}
}
const int32 l_8626 = int32(l_8569);
const int32 l_8627 = l_8626 + int32(1023);
const uint64 l_8628 = uint64(l_8627);
const uint64 l_8629 = l_8628 << uint64(52);
const double l_8630 = reinterpret_cast<double const&>(l_8629);
const double l_8631 = l_mut_2584 * l_8630;
l_mut_2838 = l_8631;
}
}
}
l_mut_2584 = l_8558;
const bool l_8632 = l_8558 > double(1000.0);
if (l_8632) {
const uint64 l_8633 = reinterpret_cast<uint64 const&>(l_8558);
const uint64 l_8634 = l_8633 | uint64(9218868437227405312);
const uint64 l_8635 = l_8634 & uint64(18442240474082181120);
const double l_8636 = reinterpret_cast<double const&>(l_8635);
l_mut_2584 = l_8636;
} else {
const bool l_8637 = l_8558 < double(-1000.0);
if (l_8637) {
l_mut_2584 = double(0.0);
} else {
const bool l_8638 = isnan(l_8558);
const bool l_8639 = !l_8638;
if (l_8639) {
const double l_8640 = l_8558 + double(0.5);
const double l_8641 = floor(l_8640);
const double l_8642 = l_8558 - l_8641;
const double l_8643 = l_8642 * double(0.6931471824645996);
const double l_8644 = l_8642 * double(-1.904654299957768e-9);
const double l_8645 = l_8643 + l_8644;
l_mut_1569 = l_8645;
const bool l_8646 = isnan(l_8645);
if (l_8646) {
} else {
const bool l_8647 = l_8645 < double(-700.0);
if (l_8647) {
l_mut_1569 = double(0.0);
} else {
const bool l_8648 = l_8645 > double(700.0);
if (l_8648) {
const uint64 l_8649 = reinterpret_cast<uint64 const&>(l_8645);
const uint64 l_8650 = l_8649 | uint64(9218868437227405312);
const uint64 l_8651 = l_8650 & uint64(18442240474082181120);
const double l_8652 = reinterpret_cast<double const&>(l_8651);
l_mut_1569 = l_8652;
} else {
const double l_8653 = l_8645 * double(1.4426950408889634);
const double l_8654 = l_8653 + double(0.5);
const double l_8655 = floor(l_8654);
const double l_8656 = l_8655 * double(0.6931471824645996);
const double l_8657 = l_8643 - l_8656;
const double l_8658 = l_8657 * l_20;
const double l_8659 = l_8655 * double(-1.904654299957768e-9);
const double l_8660 = l_8644 - l_8659;
const double l_8661 = l_8658 + l_8660;
const double l_8662 = l_8661 * double(7.647163731819816e-13);
const double l_8663 = l_8662 + double(1.1470745597729725e-11);
l_mut_1486 = l_8663;
const double l_8664 = l_mut_1486 * l_8661;
const double l_8665 = l_8664 + double(1.6059043836821613e-10);
l_mut_1486 = l_8665;
const double l_8666 = l_mut_1486 * l_8661;
const double l_8667 = l_8666 + double(2.08767569878681e-9);
l_mut_1486 = l_8667;
const double l_8668 = l_mut_1486 * l_8661;
const double l_8669 = l_8668 + double(2.505210838544172e-8);
l_mut_1486 = l_8669;
const double l_8670 = l_mut_1486 * l_8661;
const double l_8671 = l_8670 + double(2.755731922398589e-7);
l_mut_1486 = l_8671;
const double l_8672 = l_mut_1486 * l_8661;
const double l_8673 = l_8672 + double(2.7557319223985893e-6);
l_mut_1486 = l_8673;
const double l_8674 = l_mut_1486 * l_8661;
const double l_8675 = l_8674 + double(2.48015873015873e-5);
l_mut_1486 = l_8675;
const double l_8676 = l_mut_1486 * l_8661;
const double l_8677 = l_8676 + double(0.0001984126984126984);
l_mut_1486 = l_8677;
const double l_8678 = l_mut_1486 * l_8661;
const double l_8679 = l_8678 + double(0.001388888888888889);
l_mut_1486 = l_8679;
const double l_8680 = l_mut_1486 * l_8661;
const double l_8681 = l_8680 + double(0.008333333333333333);
l_mut_1486 = l_8681;
const double l_8682 = l_mut_1486 * l_8661;
const double l_8683 = l_8682 + double(0.041666666666666664);
l_mut_1486 = l_8683;
const double l_8684 = l_mut_1486 * l_8661;
const double l_8685 = l_8684 + double(0.16666666666666666);
l_mut_1486 = l_8685;
const double l_8686 = l_mut_1486 * l_8661;
const double l_8687 = l_8686 + double(0.5);
l_mut_1486 = l_8687;
const double l_8688 = l_8661 * l_8661;
const double l_8689 = l_8688 * l_mut_1486;
const double l_8690 = l_8661 + l_8689;
const double l_8691 = double(1.0) + l_8690;
const int32 l_8692 = int32(l_8655);
const int32 l_8693 = l_8692 + int32(1023);
const uint64 l_8694 = uint64(l_8693);
const uint64 l_8695 = l_8694 << uint64(52);
const double l_8696 = reinterpret_cast<double const&>(l_8695);
const double l_8697 = l_8691 * l_8696;
l_mut_1569 = l_8697;
}
}
}
const int32 l_8698 = int32(l_8641);
const int32 l_8699 = l_8698 + int32(1023);
const uint64 l_8700 = uint64(l_8699);
const uint64 l_8701 = l_8700 << uint64(52);
const double l_8702 = reinterpret_cast<double const&>(l_8701);
const double l_8703 = l_mut_1569 * l_8702;
l_mut_2584 = l_8703;
}
}
}
const double l_8704 = l_mut_2838 * double(1.4551915228366852e-11);
const double l_8705 = l_mut_2584 * double(1.4551915228366852e-11);
l_mut_411 = uint32(2);
const double l_8706 = l_mut_2838 - l_8704;
const double l_8707 = abs(l_8706);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_8708 = l_8707 >= double(1.1754943508222875e-38);
const bool l_8709 = l_8707 <= double(1.7976931348623157e308);
const bool l_8710 = l_8708 && l_8709;
if (l_8710) {
const uint64 l_8711 = reinterpret_cast<uint64 const&>(l_8707);
const uint64 l_8712 = l_8711 >> uint64(52);
const uint64 l_8713 = l_8712 - uint64(23);
const uint64 l_8714 = l_8713 << uint64(52);
const double l_8715 = reinterpret_cast<double const&>(l_8714);
l_mut_1569 = l_8715;
}
const double l_8716 = l_mut_2838 + l_8704;
const double l_8717 = abs(l_8716);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_8718 = l_8717 >= double(1.1754943508222875e-38);
const bool l_8719 = l_8717 <= double(1.7976931348623157e308);
const bool l_8720 = l_8718 && l_8719;
if (l_8720) {
const uint64 l_8721 = reinterpret_cast<uint64 const&>(l_8717);
const uint64 l_8722 = l_8721 >> uint64(52);
const uint64 l_8723 = l_8722 - uint64(23);
const uint64 l_8724 = l_8723 << uint64(52);
const double l_8725 = reinterpret_cast<double const&>(l_8724);
l_mut_1486 = l_8725;
}
const bool l_8726 = l_mut_1569 == l_mut_1486;
const double l_8727 = l_mut_2584 - l_8705;
const double l_8728 = abs(l_8727);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_8729 = l_8728 >= double(1.1754943508222875e-38);
const bool l_8730 = l_8728 <= double(1.7976931348623157e308);
const bool l_8731 = l_8729 && l_8730;
if (l_8731) {
const uint64 l_8732 = reinterpret_cast<uint64 const&>(l_8728);
const uint64 l_8733 = l_8732 >> uint64(52);
const uint64 l_8734 = l_8733 - uint64(23);
const uint64 l_8735 = l_8734 << uint64(52);
const double l_8736 = reinterpret_cast<double const&>(l_8735);
l_mut_1569 = l_8736;
}
const double l_8737 = l_mut_2584 + l_8705;
const double l_8738 = abs(l_8737);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_8739 = l_8738 >= double(1.1754943508222875e-38);
const bool l_8740 = l_8738 <= double(1.7976931348623157e308);
const bool l_8741 = l_8739 && l_8740;
if (l_8741) {
const uint64 l_8742 = reinterpret_cast<uint64 const&>(l_8738);
const uint64 l_8743 = l_8742 >> uint64(52);
const uint64 l_8744 = l_8743 - uint64(23);
const uint64 l_8745 = l_8744 << uint64(52);
const double l_8746 = reinterpret_cast<double const&>(l_8745);
l_mut_1486 = l_8746;
}
const bool l_8747 = l_mut_1569 == l_mut_1486;
const bool l_8748 = l_8726 && l_8747;
if (l_8748) {
const double l_8749 = l_381 * l_mut_2838;
const double l_8750 = abs(l_mut_2838);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_8751 = l_8750 >= double(1.1754943508222875e-38);
const bool l_8752 = l_8750 <= double(1.7976931348623157e308);
const bool l_8753 = l_8751 && l_8752;
if (l_8753) {
const uint64 l_8754 = reinterpret_cast<uint64 const&>(l_8750);
const uint64 l_8755 = l_8754 >> uint64(52);
const uint64 l_8756 = l_8755 - uint64(23);
const uint64 l_8757 = l_8756 << uint64(52);
const double l_8758 = reinterpret_cast<double const&>(l_8757);
l_mut_1569 = l_8758;
}
const double l_8759 = double(0.5) * l_mut_1569;
l_mut_1569 = l_8749;
const bool l_8760 = l_8759 > l_8749;
if (l_8760) {
l_mut_1569 = l_8759;
}
const double l_8761 = l_381 * l_mut_2584;
const double l_8762 = abs(l_mut_2584);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_8763 = l_8762 >= double(1.1754943508222875e-38);
const bool l_8764 = l_8762 <= double(1.7976931348623157e308);
const bool l_8765 = l_8763 && l_8764;
if (l_8765) {
const uint64 l_8766 = reinterpret_cast<uint64 const&>(l_8762);
const uint64 l_8767 = l_8766 >> uint64(52);
const uint64 l_8768 = l_8767 - uint64(23);
const uint64 l_8769 = l_8768 << uint64(52);
const double l_8770 = reinterpret_cast<double const&>(l_8769);
l_mut_1486 = l_8770;
}
const double l_8771 = double(0.5) * l_mut_1486;
l_mut_1486 = l_8761;
const bool l_8772 = l_8771 > l_8761;
if (l_8772) {
l_mut_1486 = l_8771;
}
const double l_8773 = l_mut_2838 - l_mut_1569;
const double l_8774 = l_mut_2584 + l_mut_1486;
const uint32 l_8775 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8776 = l_8775 & uint32(2147483647);
const float l_8777 = reinterpret_cast<float const&>(l_8776);
const double l_8778 = double(l_8777);
l_mut_2838 = l_8778;
const bool l_8779 = l_8776 < uint32(8388608);
if (l_8779) {
const double l_8780 = double(l_8776);
const double l_8781 = l_8780 * double(1.401298464324817e-45);
l_mut_2838 = l_8781;
}
const uint64 l_8782 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8783 = l_8775 >> uint32(31);
const uint64 l_8784 = uint64(l_8783);
const uint64 l_8785 = l_8784 << uint64(63);
const uint64 l_8786 = l_8782 | l_8785;
const double l_8787 = reinterpret_cast<double const&>(l_8786);
const uint32 l_8788 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8789 = l_8788 + uint32(1);
l_mut_8790 = l_8789;
const uint32 l_8791 = l_8788 & uint32(2147483647);
const bool l_8792 = l_8791 == uint32(0);
if (l_8792) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_8793 = l_8788 & uint32(2147483648);
const bool l_8794 = l_8793 != uint32(0);
if (l_8794) {
const uint32 l_8795 = l_8788 - uint32(1);
l_mut_8790 = l_8795;
} else {
const bool l_8796 = l_8788 == uint32(2139095040);
if (l_8796) {
l_mut_8790 = l_8788;
}
}
}
const float l_8797 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_8798 = reinterpret_cast<uint32 const&>(l_8797);
const uint32 l_8799 = l_8798 & uint32(2147483647);
const float l_8800 = reinterpret_cast<float const&>(l_8799);
const double l_8801 = double(l_8800);
l_mut_2838 = l_8801;
const bool l_8802 = l_8799 < uint32(8388608);
if (l_8802) {
const double l_8803 = double(l_8799);
const double l_8804 = l_8803 * double(1.401298464324817e-45);
l_mut_2838 = l_8804;
}
const uint64 l_8805 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8806 = l_8798 >> uint32(31);
const uint64 l_8807 = uint64(l_8806);
const uint64 l_8808 = l_8807 << uint64(63);
const uint64 l_8809 = l_8805 | l_8808;
const double l_8810 = reinterpret_cast<double const&>(l_8809);
const uint32 l_8811 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8812 = l_8811 ^ uint32(2147483648);
const float l_8813 = reinterpret_cast<float const&>(l_8812);
const uint32 l_8814 = reinterpret_cast<uint32 const&>(l_8813);
const uint32 l_8815 = l_8814 + uint32(1);
l_mut_8790 = l_8815;
const uint32 l_8816 = l_8814 & uint32(2147483647);
const bool l_8817 = l_8816 == uint32(0);
if (l_8817) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_8818 = l_8814 & uint32(2147483648);
const bool l_8819 = l_8818 != uint32(0);
if (l_8819) {
const uint32 l_8820 = l_8814 - uint32(1);
l_mut_8790 = l_8820;
} else {
const bool l_8821 = l_8814 == uint32(2139095040);
if (l_8821) {
l_mut_8790 = l_8814;
}
}
}
const float l_8822 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_8823 = reinterpret_cast<uint32 const&>(l_8822);
const uint32 l_8824 = l_8823 ^ uint32(2147483648);
const float l_8825 = reinterpret_cast<float const&>(l_8824);
const uint32 l_8826 = reinterpret_cast<uint32 const&>(l_8825);
const uint32 l_8827 = l_8826 & uint32(2147483647);
const float l_8828 = reinterpret_cast<float const&>(l_8827);
const double l_8829 = double(l_8828);
l_mut_2838 = l_8829;
const bool l_8830 = l_8827 < uint32(8388608);
if (l_8830) {
const double l_8831 = double(l_8827);
const double l_8832 = l_8831 * double(1.401298464324817e-45);
l_mut_2838 = l_8832;
}
const uint64 l_8833 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_8834 = l_8826 >> uint32(31);
const uint64 l_8835 = uint64(l_8834);
const uint64 l_8836 = l_8835 << uint64(63);
const uint64 l_8837 = l_8833 | l_8836;
const double l_8838 = reinterpret_cast<double const&>(l_8837);
const double l_8839 = l_8773 + l_8704;
const bool l_8840 = l_8839 <= l_8787;
l_mut_7617 = l_8840;
const double l_8841 = l_8773 - l_8704;
const bool l_8842 = l_8841 > l_8787;
l_mut_509 = l_8842;
const double l_8843 = l_8774 - l_8705;
const bool l_8844 = l_8843 >= l_8787;
l_mut_506 = l_8844;
const double l_8845 = l_8774 + l_8705;
const bool l_8846 = l_8845 < l_8787;
l_mut_503 = l_8846;
l_mut_8790 = uint32(2);
const bool l_8847 = l_mut_509 || l_mut_503;
if (l_8847) {
l_mut_8790 = uint32(1);
} else {
const bool l_8848 = l_mut_7617 && l_mut_506;
if (l_8848) {
l_mut_8790 = uint32(0);
}
}
const uint32 l_8849 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_8850 = l_8849 & uint32(2147483647);
const bool l_8851 = l_8850 == uint32(0);
if (l_8851) {
const double l_8852 = l_8773 + l_8704;
const bool l_8853 = l_8852 < double(1.1754943508222875e-38);
const double l_8854 = l_8774 - l_8705;
const bool l_8855 = l_8854 > double(-1.1754943508222875e-38);
const bool l_8856 = l_8853 && l_8855;
const double l_8857 = l_8773 - l_8704;
const bool l_8858 = l_8857 < double(1.1754943508222875e-38);
const double l_8859 = l_8774 + l_8705;
const bool l_8860 = l_8859 > double(-1.1754943508222875e-38);
const bool l_8861 = l_8858 && l_8860;
if (l_8856) {
l_mut_8790 = uint32(0);
} else {
const bool l_8862 = l_mut_8790 == uint32(1);
const bool l_8863 = l_8861 && l_8862;
if (l_8863) {
l_mut_8790 = uint32(2);
}
}
}
l_mut_411 = l_mut_8790;
}
l_mut_452 = l_mut_411;
}
const bool l_8864 = l_375 == uint32(16);
if (l_8864) {
const double l_8865 = abs(l_mut_3094);
const double l_8866 = abs(l_8558);
l_mut_2838 = l_8865;
const bool l_8867 = l_8866 > l_8865;
if (l_8867) {
l_mut_2838 = l_8866;
}
const double l_8868 = double(2.0) * l_mut_2838;
const double l_8869 = l_387 + l_8868;
l_mut_2584 = l_8869;
if (l_6520) {
const double l_8870 = double(2.0) * l_mut_2838;
const double l_8871 = floor(l_8870);
const double l_8872 = l_387 + l_8871;
l_mut_2584 = l_8872;
}
l_mut_8790 = uint32(2);
const bool l_8873 = l_mut_2838 <= double(300.0);
if (l_8873) {
l_mut_2838 = l_mut_3094;
const bool l_8874 = l_mut_3094 > double(1000.0);
if (l_8874) {
const uint64 l_8875 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint64 l_8876 = l_8875 | uint64(9218868437227405312);
const uint64 l_8877 = l_8876 & uint64(18442240474082181120);
const double l_8878 = reinterpret_cast<double const&>(l_8877);
l_mut_2838 = l_8878;
} else {
const bool l_8879 = l_mut_3094 < double(-1000.0);
if (l_8879) {
l_mut_2838 = double(0.0);
} else {
const bool l_8880 = isnan(l_mut_3094);
const bool l_8881 = !l_8880;
if (l_8881) {
const double l_8882 = l_mut_3094 + double(0.5);
const double l_8883 = floor(l_8882);
const double l_8884 = l_mut_3094 - l_8883;
const double l_8885 = l_8884 * double(0.6931471824645996);
const double l_8886 = l_8884 * double(-1.904654299957768e-9);
const double l_8887 = l_8885 + l_8886;
l_mut_3094 = l_8887;
const bool l_8888 = isnan(l_8887);
if (l_8888) {
} else {
const bool l_8889 = l_8887 < double(-700.0);
if (l_8889) {
l_mut_3094 = double(0.0);
} else {
const bool l_8890 = l_8887 > double(700.0);
if (l_8890) {
const uint64 l_8891 = reinterpret_cast<uint64 const&>(l_8887);
const uint64 l_8892 = l_8891 | uint64(9218868437227405312);
const uint64 l_8893 = l_8892 & uint64(18442240474082181120);
const double l_8894 = reinterpret_cast<double const&>(l_8893);
l_mut_3094 = l_8894;
} else {
const double l_8895 = l_8887 * double(1.4426950408889634);
const double l_8896 = l_8895 + double(0.5);
const double l_8897 = floor(l_8896);
const double l_8898 = l_8897 * double(0.6931471824645996);
const double l_8899 = l_8885 - l_8898;
const double l_8900 = l_8899 * l_20;
const double l_8901 = l_8897 * double(-1.904654299957768e-9);
const double l_8902 = l_8886 - l_8901;
const double l_8903 = l_8900 + l_8902;
const double l_8904 = l_8903 * double(7.647163731819816e-13);
const double l_8905 = l_8904 + double(1.1470745597729725e-11);
l_mut_1569 = l_8905;
const double l_8906 = l_mut_1569 * l_8903;
const double l_8907 = l_8906 + double(1.6059043836821613e-10);
l_mut_1569 = l_8907;
const double l_8908 = l_mut_1569 * l_8903;
const double l_8909 = l_8908 + double(2.08767569878681e-9);
l_mut_1569 = l_8909;
const double l_8910 = l_mut_1569 * l_8903;
const double l_8911 = l_8910 + double(2.505210838544172e-8);
l_mut_1569 = l_8911;
const double l_8912 = l_mut_1569 * l_8903;
const double l_8913 = l_8912 + double(2.755731922398589e-7);
l_mut_1569 = l_8913;
const double l_8914 = l_mut_1569 * l_8903;
const double l_8915 = l_8914 + double(2.7557319223985893e-6);
l_mut_1569 = l_8915;
const double l_8916 = l_mut_1569 * l_8903;
const double l_8917 = l_8916 + double(2.48015873015873e-5);
l_mut_1569 = l_8917;
const double l_8918 = l_mut_1569 * l_8903;
const double l_8919 = l_8918 + double(0.0001984126984126984);
l_mut_1569 = l_8919;
const double l_8920 = l_mut_1569 * l_8903;
const double l_8921 = l_8920 + double(0.001388888888888889);
l_mut_1569 = l_8921;
const double l_8922 = l_mut_1569 * l_8903;
const double l_8923 = l_8922 + double(0.008333333333333333);
l_mut_1569 = l_8923;
const double l_8924 = l_mut_1569 * l_8903;
const double l_8925 = l_8924 + double(0.041666666666666664);
l_mut_1569 = l_8925;
const double l_8926 = l_mut_1569 * l_8903;
const double l_8927 = l_8926 + double(0.16666666666666666);
l_mut_1569 = l_8927;
const double l_8928 = l_mut_1569 * l_8903;
const double l_8929 = l_8928 + double(0.5);
l_mut_1569 = l_8929;
const double l_8930 = l_8903 * l_8903;
const double l_8931 = l_8930 * l_mut_1569;
const double l_8932 = l_8903 + l_8931;
const double l_8933 = double(1.0) + l_8932;
const int32 l_8934 = int32(l_8897);
const int32 l_8935 = l_8934 + int32(1023);
const uint64 l_8936 = uint64(l_8935);
const uint64 l_8937 = l_8936 << uint64(52);
const double l_8938 = reinterpret_cast<double const&>(l_8937);
const double l_8939 = l_8933 * l_8938;
l_mut_3094 = l_8939;
}
}
}
const int32 l_8940 = int32(l_8883);
const int32 l_8941 = l_8940 + int32(1023);
const uint64 l_8942 = uint64(l_8941);
const uint64 l_8943 = l_8942 << uint64(52);
const double l_8944 = reinterpret_cast<double const&>(l_8943);
const double l_8945 = l_mut_3094 * l_8944;
l_mut_2838 = l_8945;
}
}
}
l_mut_3094 = l_8558;
const bool l_8946 = l_8558 > double(1000.0);
if (l_8946) {
const uint64 l_8947 = reinterpret_cast<uint64 const&>(l_8558);
const uint64 l_8948 = l_8947 | uint64(9218868437227405312);
const uint64 l_8949 = l_8948 & uint64(18442240474082181120);
const double l_8950 = reinterpret_cast<double const&>(l_8949);
l_mut_3094 = l_8950;
} else {
const bool l_8951 = l_8558 < double(-1000.0);
if (l_8951) {
l_mut_3094 = double(0.0);
} else {
const bool l_8952 = isnan(l_8558);
const bool l_8953 = !l_8952;
if (l_8953) {
const double l_8954 = l_8558 + double(0.5);
const double l_8955 = floor(l_8954);
const double l_8956 = l_8558 - l_8955;
const double l_8957 = l_8956 * double(0.6931471824645996);
const double l_8958 = l_8956 * double(-1.904654299957768e-9);
const double l_8959 = l_8957 + l_8958;
l_mut_1569 = l_8959;
const bool l_8960 = isnan(l_8959);
if (l_8960) {
} else {
const bool l_8961 = l_8959 < double(-700.0);
if (l_8961) {
l_mut_1569 = double(0.0);
} else {
const bool l_8962 = l_8959 > double(700.0);
if (l_8962) {
const uint64 l_8963 = reinterpret_cast<uint64 const&>(l_8959);
const uint64 l_8964 = l_8963 | uint64(9218868437227405312);
const uint64 l_8965 = l_8964 & uint64(18442240474082181120);
const double l_8966 = reinterpret_cast<double const&>(l_8965);
l_mut_1569 = l_8966;
} else {
const double l_8967 = l_8959 * double(1.4426950408889634);
const double l_8968 = l_8967 + double(0.5);
const double l_8969 = floor(l_8968);
const double l_8970 = l_8969 * double(0.6931471824645996);
const double l_8971 = l_8957 - l_8970;
const double l_8972 = l_8971 * l_20;
const double l_8973 = l_8969 * double(-1.904654299957768e-9);
const double l_8974 = l_8958 - l_8973;
const double l_8975 = l_8972 + l_8974;
const double l_8976 = l_8975 * double(7.647163731819816e-13);
const double l_8977 = l_8976 + double(1.1470745597729725e-11);
l_mut_1486 = l_8977;
const double l_8978 = l_mut_1486 * l_8975;
const double l_8979 = l_8978 + double(1.6059043836821613e-10);
l_mut_1486 = l_8979;
const double l_8980 = l_mut_1486 * l_8975;
const double l_8981 = l_8980 + double(2.08767569878681e-9);
l_mut_1486 = l_8981;
const double l_8982 = l_mut_1486 * l_8975;
const double l_8983 = l_8982 + double(2.505210838544172e-8);
l_mut_1486 = l_8983;
const double l_8984 = l_mut_1486 * l_8975;
const double l_8985 = l_8984 + double(2.755731922398589e-7);
l_mut_1486 = l_8985;
const double l_8986 = l_mut_1486 * l_8975;
const double l_8987 = l_8986 + double(2.7557319223985893e-6);
l_mut_1486 = l_8987;
const double l_8988 = l_mut_1486 * l_8975;
const double l_8989 = l_8988 + double(2.48015873015873e-5);
l_mut_1486 = l_8989;
const double l_8990 = l_mut_1486 * l_8975;
const double l_8991 = l_8990 + double(0.0001984126984126984);
l_mut_1486 = l_8991;
const double l_8992 = l_mut_1486 * l_8975;
const double l_8993 = l_8992 + double(0.001388888888888889);
l_mut_1486 = l_8993;
const double l_8994 = l_mut_1486 * l_8975;
const double l_8995 = l_8994 + double(0.008333333333333333);
l_mut_1486 = l_8995;
const double l_8996 = l_mut_1486 * l_8975;
const double l_8997 = l_8996 + double(0.041666666666666664);
l_mut_1486 = l_8997;
const double l_8998 = l_mut_1486 * l_8975;
const double l_8999 = l_8998 + double(0.16666666666666666);
l_mut_1486 = l_8999;
const double l_9000 = l_mut_1486 * l_8975;
const double l_9001 = l_9000 + double(0.5);
l_mut_1486 = l_9001;
const double l_9002 = l_8975 * l_8975;
const double l_9003 = l_9002 * l_mut_1486;
const double l_9004 = l_8975 + l_9003;
const double l_9005 = double(1.0) + l_9004;
const int32 l_9006 = int32(l_8969);
const int32 l_9007 = l_9006 + int32(1023);
const uint64 l_9008 = uint64(l_9007);
const uint64 l_9009 = l_9008 << uint64(52);
const double l_9010 = reinterpret_cast<double const&>(l_9009);
const double l_9011 = l_9005 * l_9010;
l_mut_1569 = l_9011;
}
}
}
const int32 l_9012 = int32(l_8955);
const int32 l_9013 = l_9012 + int32(1023);
const uint64 l_9014 = uint64(l_9013);
const uint64 l_9015 = l_9014 << uint64(52);
const double l_9016 = reinterpret_cast<double const&>(l_9015);
const double l_9017 = l_mut_1569 * l_9016;
l_mut_3094 = l_9017;
}
}
}
const double l_9018 = l_mut_2838 * double(1.4551915228366852e-11);
const double l_9019 = l_mut_3094 * double(1.4551915228366852e-11);
const double l_9020 = l_mut_2838 - l_9018;
const double l_9021 = abs(l_9020);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_9022 = l_9021 >= double(1.1754943508222875e-38);
const bool l_9023 = l_9021 <= double(1.7976931348623157e308);
const bool l_9024 = l_9022 && l_9023;
if (l_9024) {
const uint64 l_9025 = reinterpret_cast<uint64 const&>(l_9021);
const uint64 l_9026 = l_9025 >> uint64(52);
const uint64 l_9027 = l_9026 - uint64(23);
const uint64 l_9028 = l_9027 << uint64(52);
const double l_9029 = reinterpret_cast<double const&>(l_9028);
l_mut_1569 = l_9029;
}
const double l_9030 = l_mut_2838 + l_9018;
const double l_9031 = abs(l_9030);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_9032 = l_9031 >= double(1.1754943508222875e-38);
const bool l_9033 = l_9031 <= double(1.7976931348623157e308);
const bool l_9034 = l_9032 && l_9033;
if (l_9034) {
const uint64 l_9035 = reinterpret_cast<uint64 const&>(l_9031);
const uint64 l_9036 = l_9035 >> uint64(52);
const uint64 l_9037 = l_9036 - uint64(23);
const uint64 l_9038 = l_9037 << uint64(52);
const double l_9039 = reinterpret_cast<double const&>(l_9038);
l_mut_1486 = l_9039;
}
const bool l_9040 = l_mut_1569 == l_mut_1486;
const double l_9041 = l_mut_3094 - l_9019;
const double l_9042 = abs(l_9041);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_9043 = l_9042 >= double(1.1754943508222875e-38);
const bool l_9044 = l_9042 <= double(1.7976931348623157e308);
const bool l_9045 = l_9043 && l_9044;
if (l_9045) {
const uint64 l_9046 = reinterpret_cast<uint64 const&>(l_9042);
const uint64 l_9047 = l_9046 >> uint64(52);
const uint64 l_9048 = l_9047 - uint64(23);
const uint64 l_9049 = l_9048 << uint64(52);
const double l_9050 = reinterpret_cast<double const&>(l_9049);
l_mut_1569 = l_9050;
}
const double l_9051 = l_mut_3094 + l_9019;
const double l_9052 = abs(l_9051);
l_mut_1486 = double(1.401298464324817e-45);
const bool l_9053 = l_9052 >= double(1.1754943508222875e-38);
const bool l_9054 = l_9052 <= double(1.7976931348623157e308);
const bool l_9055 = l_9053 && l_9054;
if (l_9055) {
const uint64 l_9056 = reinterpret_cast<uint64 const&>(l_9052);
const uint64 l_9057 = l_9056 >> uint64(52);
const uint64 l_9058 = l_9057 - uint64(23);
const uint64 l_9059 = l_9058 << uint64(52);
const double l_9060 = reinterpret_cast<double const&>(l_9059);
l_mut_1486 = l_9060;
}
const bool l_9061 = l_mut_1569 == l_mut_1486;
const bool l_9062 = l_9040 && l_9061;
if (l_9062) {
const double l_9063 = abs(l_mut_2838);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_9064 = l_9063 >= double(1.1754943508222875e-38);
const bool l_9065 = l_9063 <= double(1.7976931348623157e308);
const bool l_9066 = l_9064 && l_9065;
if (l_9066) {
const uint64 l_9067 = reinterpret_cast<uint64 const&>(l_9063);
const uint64 l_9068 = l_9067 >> uint64(52);
const uint64 l_9069 = l_9068 - uint64(23);
const uint64 l_9070 = l_9069 << uint64(52);
const double l_9071 = reinterpret_cast<double const&>(l_9070);
l_mut_1569 = l_9071;
}
const double l_9072 = l_mut_2584 * l_mut_1569;
const double l_9073 = l_mut_2838 - l_9072;
const double l_9074 = abs(l_mut_3094);
l_mut_2838 = double(1.401298464324817e-45);
const bool l_9075 = l_9074 >= double(1.1754943508222875e-38);
const bool l_9076 = l_9074 <= double(1.7976931348623157e308);
const bool l_9077 = l_9075 && l_9076;
if (l_9077) {
const uint64 l_9078 = reinterpret_cast<uint64 const&>(l_9074);
const uint64 l_9079 = l_9078 >> uint64(52);
const uint64 l_9080 = l_9079 - uint64(23);
const uint64 l_9081 = l_9080 << uint64(52);
const double l_9082 = reinterpret_cast<double const&>(l_9081);
l_mut_2838 = l_9082;
}
const double l_9083 = l_mut_2584 * l_mut_2838;
const double l_9084 = l_mut_3094 + l_9083;
const uint32 l_9085 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9086 = l_9085 & uint32(2147483647);
const float l_9087 = reinterpret_cast<float const&>(l_9086);
const double l_9088 = double(l_9087);
l_mut_3094 = l_9088;
const bool l_9089 = l_9086 < uint32(8388608);
if (l_9089) {
const double l_9090 = double(l_9086);
const double l_9091 = l_9090 * double(1.401298464324817e-45);
l_mut_3094 = l_9091;
}
const uint64 l_9092 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9093 = l_9085 >> uint32(31);
const uint64 l_9094 = uint64(l_9093);
const uint64 l_9095 = l_9094 << uint64(63);
const uint64 l_9096 = l_9092 | l_9095;
const double l_9097 = reinterpret_cast<double const&>(l_9096);
const uint32 l_9098 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9099 = l_9098 + uint32(1);
l_mut_411 = l_9099;
const uint32 l_9100 = l_9098 & uint32(2147483647);
const bool l_9101 = l_9100 == uint32(0);
if (l_9101) {
l_mut_411 = uint32(1);
} else {
const uint32 l_9102 = l_9098 & uint32(2147483648);
const bool l_9103 = l_9102 != uint32(0);
if (l_9103) {
const uint32 l_9104 = l_9098 - uint32(1);
l_mut_411 = l_9104;
} else {
const bool l_9105 = l_9098 == uint32(2139095040);
if (l_9105) {
l_mut_411 = l_9098;
}
}
}
const float l_9106 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_9107 = reinterpret_cast<uint32 const&>(l_9106);
const uint32 l_9108 = l_9107 & uint32(2147483647);
const float l_9109 = reinterpret_cast<float const&>(l_9108);
const double l_9110 = double(l_9109);
l_mut_3094 = l_9110;
const bool l_9111 = l_9108 < uint32(8388608);
if (l_9111) {
const double l_9112 = double(l_9108);
const double l_9113 = l_9112 * double(1.401298464324817e-45);
l_mut_3094 = l_9113;
}
const uint64 l_9114 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9115 = l_9107 >> uint32(31);
const uint64 l_9116 = uint64(l_9115);
const uint64 l_9117 = l_9116 << uint64(63);
const uint64 l_9118 = l_9114 | l_9117;
const double l_9119 = reinterpret_cast<double const&>(l_9118);
const uint32 l_9120 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9121 = l_9120 ^ uint32(2147483648);
const float l_9122 = reinterpret_cast<float const&>(l_9121);
const uint32 l_9123 = reinterpret_cast<uint32 const&>(l_9122);
const uint32 l_9124 = l_9123 + uint32(1);
l_mut_411 = l_9124;
const uint32 l_9125 = l_9123 & uint32(2147483647);
const bool l_9126 = l_9125 == uint32(0);
if (l_9126) {
l_mut_411 = uint32(1);
} else {
const uint32 l_9127 = l_9123 & uint32(2147483648);
const bool l_9128 = l_9127 != uint32(0);
if (l_9128) {
const uint32 l_9129 = l_9123 - uint32(1);
l_mut_411 = l_9129;
} else {
const bool l_9130 = l_9123 == uint32(2139095040);
if (l_9130) {
l_mut_411 = l_9123;
}
}
}
const float l_9131 = reinterpret_cast<float const&>(l_mut_411);
const uint32 l_9132 = reinterpret_cast<uint32 const&>(l_9131);
const uint32 l_9133 = l_9132 ^ uint32(2147483648);
const float l_9134 = reinterpret_cast<float const&>(l_9133);
const uint32 l_9135 = reinterpret_cast<uint32 const&>(l_9134);
const uint32 l_9136 = l_9135 & uint32(2147483647);
const float l_9137 = reinterpret_cast<float const&>(l_9136);
const double l_9138 = double(l_9137);
l_mut_3094 = l_9138;
const bool l_9139 = l_9136 < uint32(8388608);
if (l_9139) {
const double l_9140 = double(l_9136);
const double l_9141 = l_9140 * double(1.401298464324817e-45);
l_mut_3094 = l_9141;
}
const uint64 l_9142 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9143 = l_9135 >> uint32(31);
const uint64 l_9144 = uint64(l_9143);
const uint64 l_9145 = l_9144 << uint64(63);
const uint64 l_9146 = l_9142 | l_9145;
const double l_9147 = reinterpret_cast<double const&>(l_9146);
const double l_9148 = l_9073 + l_9018;
const bool l_9149 = l_9148 <= l_9097;
l_mut_7617 = l_9149;
const double l_9150 = l_9073 - l_9018;
const bool l_9151 = l_9150 > l_9097;
l_mut_509 = l_9151;
const double l_9152 = l_9084 - l_9019;
const bool l_9153 = l_9152 >= l_9097;
l_mut_506 = l_9153;
const double l_9154 = l_9084 + l_9019;
const bool l_9155 = l_9154 < l_9097;
l_mut_503 = l_9155;
if (l_379) {
const double l_9156 = l_9073 + l_9018;
const bool l_9157 = l_9156 < l_9119;
l_mut_7617 = l_9157;
const double l_9158 = l_9073 - l_9018;
const bool l_9159 = l_9158 >= l_9119;
l_mut_509 = l_9159;
const double l_9160 = l_9084 - l_9019;
const bool l_9161 = l_9160 > l_9147;
l_mut_506 = l_9161;
const double l_9162 = l_9084 + l_9019;
const bool l_9163 = l_9162 <= l_9147;
l_mut_503 = l_9163;
}
l_mut_411 = uint32(2);
const bool l_9164 = l_mut_509 || l_mut_503;
if (l_9164) {
l_mut_411 = uint32(1);
} else {
const bool l_9165 = l_mut_7617 && l_mut_506;
if (l_9165) {
l_mut_411 = uint32(0);
}
}
const uint32 l_9166 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9167 = l_9166 & uint32(2147483647);
const bool l_9168 = l_9167 == uint32(0);
if (l_9168) {
const double l_9169 = l_9073 + l_9018;
const bool l_9170 = l_9169 < double(1.1754943508222875e-38);
const double l_9171 = l_9084 - l_9019;
const bool l_9172 = l_9171 > double(-1.1754943508222875e-38);
const bool l_9173 = l_9170 && l_9172;
const double l_9174 = l_9073 - l_9018;
const bool l_9175 = l_9174 < double(1.1754943508222875e-38);
const double l_9176 = l_9084 + l_9019;
const bool l_9177 = l_9176 > double(-1.1754943508222875e-38);
const bool l_9178 = l_9175 && l_9177;
if (l_9173) {
l_mut_411 = uint32(0);
} else {
const bool l_9179 = l_mut_411 == uint32(1);
const bool l_9180 = l_9178 && l_9179;
if (l_9180) {
l_mut_411 = uint32(2);
}
}
}
l_mut_8790 = l_mut_411;
}
}
l_mut_452 = l_mut_8790;
}
l_mut_8790 = uint32(2);
const bool l_9181 = l_mut_3600 == uint32(0);
if (l_9181) {
l_mut_8790 = uint32(0);
} else {
const bool l_9182 = l_mut_452 == uint32(1);
if (l_9182) {
l_mut_8790 = uint32(1);
}
}
l_mut_4643 = l_mut_8790;
} else {
const double l_9183 = l_6593 - l_mut_3348;
const double l_9184 = l_9183 * l_391;
const double l_9185 = l_6593 + l_mut_3348;
const double l_9186 = l_9185 * l_391;
l_arr_9187[uint32(0)] = l_9184;
l_arr_9187[uint32(1)] = l_9184;
const double l_9188 = l_arr_9187[uint32(0)];
const bool l_9189 = l_9186 < l_9188;
if (l_9189) {
l_arr_9187[uint32(0)] = l_9186;
}
const double l_9190 = l_arr_9187[uint32(0)];
const bool l_9191 = l_9184 < l_9190;
if (l_9191) {
l_arr_9187[uint32(0)] = l_9184;
}
const double l_9192 = l_arr_9187[uint32(0)];
const bool l_9193 = l_9186 < l_9192;
if (l_9193) {
l_arr_9187[uint32(0)] = l_9186;
}
const double l_9194 = l_arr_9187[uint32(1)];
const bool l_9195 = l_9186 > l_9194;
if (l_9195) {
l_arr_9187[uint32(1)] = l_9186;
}
const double l_9196 = l_arr_9187[uint32(1)];
const bool l_9197 = l_9184 > l_9196;
if (l_9197) {
l_arr_9187[uint32(1)] = l_9184;
}
const double l_9198 = l_arr_9187[uint32(1)];
const bool l_9199 = l_9186 > l_9198;
if (l_9199) {
l_arr_9187[uint32(1)] = l_9186;
}
const double l_9200 = abs(l_391);
const double l_9201 = abs(l_6593);
const double l_9202 = l_9201 + l_mut_3348;
const double l_9203 = l_9202 * double(2.220446049250313e-16);
const double l_9204 = l_6636 + l_9203;
const double l_9205 = l_9200 * l_9204;
const double l_9206 = l_arr_9187[uint32(0)];
const double l_9207 = abs(l_9206);
const double l_9208 = l_9207 * double(2.220446049250313e-16);
const double l_9209 = l_9205 + l_9208;
const double l_9210 = double(2.0) * l_9209;
const double l_9211 = l_arr_9187[uint32(1)];
const double l_9212 = abs(l_9211);
const double l_9213 = l_9212 * double(2.220446049250313e-16);
const double l_9214 = l_9205 + l_9213;
const double l_9215 = double(2.0) * l_9214;
const double l_9216 = l_arr_9187[uint32(0)];
const double l_9217 = l_9216 - l_9210;
const double l_9218 = l_9217 * double(7.1362384635298e44);
const double l_9219 = floor(l_9218);
const double l_9220 = l_9219 * double(1.401298464324817e-45);
l_mut_3348 = l_9220;
const double l_9221 = abs(l_9217);
const bool l_9222 = l_9221 >= double(1.1754943508222875e-38);
if (l_9222) {
const float l_9223 = float(l_9217);
const double l_9224 = double(l_9223);
l_mut_3348 = l_9224;
const bool l_9225 = l_mut_3348 > l_9217;
if (l_9225) {
const uint32 l_9226 = reinterpret_cast<uint32 const&>(l_9223);
const uint32 l_9227 = l_9226 ^ uint32(2147483648);
const float l_9228 = reinterpret_cast<float const&>(l_9227);
const uint32 l_9229 = reinterpret_cast<uint32 const&>(l_9228);
const uint32 l_9230 = l_9229 + uint32(1);
l_mut_8790 = l_9230;
const uint32 l_9231 = l_9229 & uint32(2147483647);
const bool l_9232 = l_9231 == uint32(0);
if (l_9232) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9233 = l_9229 & uint32(2147483648);
const bool l_9234 = l_9233 != uint32(0);
if (l_9234) {
const uint32 l_9235 = l_9229 - uint32(1);
l_mut_8790 = l_9235;
} else {
const bool l_9236 = l_9229 == uint32(2139095040);
if (l_9236) {
l_mut_8790 = l_9229;
}
}
}
const float l_9237 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9238 = reinterpret_cast<uint32 const&>(l_9237);
const uint32 l_9239 = l_9238 ^ uint32(2147483648);
const float l_9240 = reinterpret_cast<float const&>(l_9239);
const uint32 l_9241 = reinterpret_cast<uint32 const&>(l_9240);
const uint32 l_9242 = l_9241 & uint32(2147483647);
const float l_9243 = reinterpret_cast<float const&>(l_9242);
const double l_9244 = double(l_9243);
l_mut_3094 = l_9244;
const bool l_9245 = l_9242 < uint32(8388608);
if (l_9245) {
const double l_9246 = double(l_9242);
const double l_9247 = l_9246 * double(1.401298464324817e-45);
l_mut_3094 = l_9247;
}
const uint64 l_9248 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9249 = l_9241 >> uint32(31);
const uint64 l_9250 = uint64(l_9249);
const uint64 l_9251 = l_9250 << uint64(63);
const uint64 l_9252 = l_9248 | l_9251;
const double l_9253 = reinterpret_cast<double const&>(l_9252);
l_mut_3348 = l_9253;
} else {
const uint32 l_9254 = reinterpret_cast<uint32 const&>(l_9223);
const uint32 l_9255 = l_9254 + uint32(1);
l_mut_8790 = l_9255;
const uint32 l_9256 = l_9254 & uint32(2147483647);
const bool l_9257 = l_9256 == uint32(0);
if (l_9257) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9258 = l_9254 & uint32(2147483648);
const bool l_9259 = l_9258 != uint32(0);
if (l_9259) {
const uint32 l_9260 = l_9254 - uint32(1);
l_mut_8790 = l_9260;
} else {
const bool l_9261 = l_9254 == uint32(2139095040);
if (l_9261) {
l_mut_8790 = l_9254;
}
}
}
const float l_9262 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9263 = reinterpret_cast<uint32 const&>(l_9262);
const uint32 l_9264 = l_9263 & uint32(2147483647);
const float l_9265 = reinterpret_cast<float const&>(l_9264);
const double l_9266 = double(l_9265);
l_mut_3094 = l_9266;
const bool l_9267 = l_9264 < uint32(8388608);
if (l_9267) {
const double l_9268 = double(l_9264);
const double l_9269 = l_9268 * double(1.401298464324817e-45);
l_mut_3094 = l_9269;
}
const uint64 l_9270 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9271 = l_9263 >> uint32(31);
const uint64 l_9272 = uint64(l_9271);
const uint64 l_9273 = l_9272 << uint64(63);
const uint64 l_9274 = l_9270 | l_9273;
const double l_9275 = reinterpret_cast<double const&>(l_9274);
const bool l_9276 = l_9275 <= l_9217;
if (l_9276) {
const uint32 l_9277 = reinterpret_cast<uint32 const&>(l_9223);
const uint32 l_9278 = l_9277 + uint32(1);
l_mut_8790 = l_9278;
const uint32 l_9279 = l_9277 & uint32(2147483647);
const bool l_9280 = l_9279 == uint32(0);
if (l_9280) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9281 = l_9277 & uint32(2147483648);
const bool l_9282 = l_9281 != uint32(0);
if (l_9282) {
const uint32 l_9283 = l_9277 - uint32(1);
l_mut_8790 = l_9283;
} else {
const bool l_9284 = l_9277 == uint32(2139095040);
if (l_9284) {
l_mut_8790 = l_9277;
}
}
}
const float l_9285 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9286 = reinterpret_cast<uint32 const&>(l_9285);
const uint32 l_9287 = l_9286 & uint32(2147483647);
const float l_9288 = reinterpret_cast<float const&>(l_9287);
const double l_9289 = double(l_9288);
l_mut_3094 = l_9289;
const bool l_9290 = l_9287 < uint32(8388608);
if (l_9290) {
const double l_9291 = double(l_9287);
const double l_9292 = l_9291 * double(1.401298464324817e-45);
l_mut_3094 = l_9292;
}
const uint64 l_9293 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9294 = l_9286 >> uint32(31);
const uint64 l_9295 = uint64(l_9294);
const uint64 l_9296 = l_9295 << uint64(63);
const uint64 l_9297 = l_9293 | l_9296;
const double l_9298 = reinterpret_cast<double const&>(l_9297);
l_mut_3348 = l_9298;
}
}
}
const double l_9299 = l_9216 + l_9210;
const double l_9300 = l_9299 * double(7.1362384635298e44);
const double l_9301 = floor(l_9300);
const double l_9302 = l_9301 * double(1.401298464324817e-45);
l_mut_3094 = l_9302;
const double l_9303 = abs(l_9299);
const bool l_9304 = l_9303 >= double(1.1754943508222875e-38);
if (l_9304) {
const float l_9305 = float(l_9299);
const double l_9306 = double(l_9305);
l_mut_3094 = l_9306;
const bool l_9307 = l_mut_3094 > l_9299;
if (l_9307) {
const uint32 l_9308 = reinterpret_cast<uint32 const&>(l_9305);
const uint32 l_9309 = l_9308 ^ uint32(2147483648);
const float l_9310 = reinterpret_cast<float const&>(l_9309);
const uint32 l_9311 = reinterpret_cast<uint32 const&>(l_9310);
const uint32 l_9312 = l_9311 + uint32(1);
l_mut_8790 = l_9312;
const uint32 l_9313 = l_9311 & uint32(2147483647);
const bool l_9314 = l_9313 == uint32(0);
if (l_9314) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9315 = l_9311 & uint32(2147483648);
const bool l_9316 = l_9315 != uint32(0);
if (l_9316) {
const uint32 l_9317 = l_9311 - uint32(1);
l_mut_8790 = l_9317;
} else {
const bool l_9318 = l_9311 == uint32(2139095040);
if (l_9318) {
l_mut_8790 = l_9311;
}
}
}
const float l_9319 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9320 = reinterpret_cast<uint32 const&>(l_9319);
const uint32 l_9321 = l_9320 ^ uint32(2147483648);
const float l_9322 = reinterpret_cast<float const&>(l_9321);
const uint32 l_9323 = reinterpret_cast<uint32 const&>(l_9322);
const uint32 l_9324 = l_9323 & uint32(2147483647);
const float l_9325 = reinterpret_cast<float const&>(l_9324);
const double l_9326 = double(l_9325);
l_mut_2838 = l_9326;
const bool l_9327 = l_9324 < uint32(8388608);
if (l_9327) {
const double l_9328 = double(l_9324);
const double l_9329 = l_9328 * double(1.401298464324817e-45);
l_mut_2838 = l_9329;
}
const uint64 l_9330 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9331 = l_9323 >> uint32(31);
const uint64 l_9332 = uint64(l_9331);
const uint64 l_9333 = l_9332 << uint64(63);
const uint64 l_9334 = l_9330 | l_9333;
const double l_9335 = reinterpret_cast<double const&>(l_9334);
l_mut_3094 = l_9335;
} else {
const uint32 l_9336 = reinterpret_cast<uint32 const&>(l_9305);
const uint32 l_9337 = l_9336 + uint32(1);
l_mut_8790 = l_9337;
const uint32 l_9338 = l_9336 & uint32(2147483647);
const bool l_9339 = l_9338 == uint32(0);
if (l_9339) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9340 = l_9336 & uint32(2147483648);
const bool l_9341 = l_9340 != uint32(0);
if (l_9341) {
const uint32 l_9342 = l_9336 - uint32(1);
l_mut_8790 = l_9342;
} else {
const bool l_9343 = l_9336 == uint32(2139095040);
if (l_9343) {
l_mut_8790 = l_9336;
}
}
}
const float l_9344 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9345 = reinterpret_cast<uint32 const&>(l_9344);
const uint32 l_9346 = l_9345 & uint32(2147483647);
const float l_9347 = reinterpret_cast<float const&>(l_9346);
const double l_9348 = double(l_9347);
l_mut_2838 = l_9348;
const bool l_9349 = l_9346 < uint32(8388608);
if (l_9349) {
const double l_9350 = double(l_9346);
const double l_9351 = l_9350 * double(1.401298464324817e-45);
l_mut_2838 = l_9351;
}
const uint64 l_9352 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9353 = l_9345 >> uint32(31);
const uint64 l_9354 = uint64(l_9353);
const uint64 l_9355 = l_9354 << uint64(63);
const uint64 l_9356 = l_9352 | l_9355;
const double l_9357 = reinterpret_cast<double const&>(l_9356);
const bool l_9358 = l_9357 <= l_9299;
if (l_9358) {
const uint32 l_9359 = reinterpret_cast<uint32 const&>(l_9305);
const uint32 l_9360 = l_9359 + uint32(1);
l_mut_8790 = l_9360;
const uint32 l_9361 = l_9359 & uint32(2147483647);
const bool l_9362 = l_9361 == uint32(0);
if (l_9362) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9363 = l_9359 & uint32(2147483648);
const bool l_9364 = l_9363 != uint32(0);
if (l_9364) {
const uint32 l_9365 = l_9359 - uint32(1);
l_mut_8790 = l_9365;
} else {
const bool l_9366 = l_9359 == uint32(2139095040);
if (l_9366) {
l_mut_8790 = l_9359;
}
}
}
const float l_9367 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9368 = reinterpret_cast<uint32 const&>(l_9367);
const uint32 l_9369 = l_9368 & uint32(2147483647);
const float l_9370 = reinterpret_cast<float const&>(l_9369);
const double l_9371 = double(l_9370);
l_mut_2838 = l_9371;
const bool l_9372 = l_9369 < uint32(8388608);
if (l_9372) {
const double l_9373 = double(l_9369);
const double l_9374 = l_9373 * double(1.401298464324817e-45);
l_mut_2838 = l_9374;
}
const uint64 l_9375 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9376 = l_9368 >> uint32(31);
const uint64 l_9377 = uint64(l_9376);
const uint64 l_9378 = l_9377 << uint64(63);
const uint64 l_9379 = l_9375 | l_9378;
const double l_9380 = reinterpret_cast<double const&>(l_9379);
l_mut_3094 = l_9380;
}
}
}
const bool l_9381 = l_mut_3348 == l_mut_3094;
const double l_9382 = l_arr_9187[uint32(1)];
const double l_9383 = l_9382 - l_9215;
const double l_9384 = l_9383 * double(7.1362384635298e44);
const double l_9385 = floor(l_9384);
const double l_9386 = l_9385 * double(1.401298464324817e-45);
l_mut_3348 = l_9386;
const double l_9387 = abs(l_9383);
const bool l_9388 = l_9387 >= double(1.1754943508222875e-38);
if (l_9388) {
const float l_9389 = float(l_9383);
const double l_9390 = double(l_9389);
l_mut_3348 = l_9390;
const bool l_9391 = l_mut_3348 > l_9383;
if (l_9391) {
const uint32 l_9392 = reinterpret_cast<uint32 const&>(l_9389);
const uint32 l_9393 = l_9392 ^ uint32(2147483648);
const float l_9394 = reinterpret_cast<float const&>(l_9393);
const uint32 l_9395 = reinterpret_cast<uint32 const&>(l_9394);
const uint32 l_9396 = l_9395 + uint32(1);
l_mut_8790 = l_9396;
const uint32 l_9397 = l_9395 & uint32(2147483647);
const bool l_9398 = l_9397 == uint32(0);
if (l_9398) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9399 = l_9395 & uint32(2147483648);
const bool l_9400 = l_9399 != uint32(0);
if (l_9400) {
const uint32 l_9401 = l_9395 - uint32(1);
l_mut_8790 = l_9401;
} else {
const bool l_9402 = l_9395 == uint32(2139095040);
if (l_9402) {
l_mut_8790 = l_9395;
}
}
}
const float l_9403 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9404 = reinterpret_cast<uint32 const&>(l_9403);
const uint32 l_9405 = l_9404 ^ uint32(2147483648);
const float l_9406 = reinterpret_cast<float const&>(l_9405);
const uint32 l_9407 = reinterpret_cast<uint32 const&>(l_9406);
const uint32 l_9408 = l_9407 & uint32(2147483647);
const float l_9409 = reinterpret_cast<float const&>(l_9408);
const double l_9410 = double(l_9409);
l_mut_3094 = l_9410;
const bool l_9411 = l_9408 < uint32(8388608);
if (l_9411) {
const double l_9412 = double(l_9408);
const double l_9413 = l_9412 * double(1.401298464324817e-45);
l_mut_3094 = l_9413;
}
const uint64 l_9414 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9415 = l_9407 >> uint32(31);
const uint64 l_9416 = uint64(l_9415);
const uint64 l_9417 = l_9416 << uint64(63);
const uint64 l_9418 = l_9414 | l_9417;
const double l_9419 = reinterpret_cast<double const&>(l_9418);
l_mut_3348 = l_9419;
} else {
const uint32 l_9420 = reinterpret_cast<uint32 const&>(l_9389);
const uint32 l_9421 = l_9420 + uint32(1);
l_mut_8790 = l_9421;
const uint32 l_9422 = l_9420 & uint32(2147483647);
const bool l_9423 = l_9422 == uint32(0);
if (l_9423) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9424 = l_9420 & uint32(2147483648);
const bool l_9425 = l_9424 != uint32(0);
if (l_9425) {
const uint32 l_9426 = l_9420 - uint32(1);
l_mut_8790 = l_9426;
} else {
const bool l_9427 = l_9420 == uint32(2139095040);
if (l_9427) {
l_mut_8790 = l_9420;
}
}
}
const float l_9428 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9429 = reinterpret_cast<uint32 const&>(l_9428);
const uint32 l_9430 = l_9429 & uint32(2147483647);
const float l_9431 = reinterpret_cast<float const&>(l_9430);
const double l_9432 = double(l_9431);
l_mut_3094 = l_9432;
const bool l_9433 = l_9430 < uint32(8388608);
if (l_9433) {
const double l_9434 = double(l_9430);
const double l_9435 = l_9434 * double(1.401298464324817e-45);
l_mut_3094 = l_9435;
}
const uint64 l_9436 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9437 = l_9429 >> uint32(31);
const uint64 l_9438 = uint64(l_9437);
const uint64 l_9439 = l_9438 << uint64(63);
const uint64 l_9440 = l_9436 | l_9439;
const double l_9441 = reinterpret_cast<double const&>(l_9440);
const bool l_9442 = l_9441 <= l_9383;
if (l_9442) {
const uint32 l_9443 = reinterpret_cast<uint32 const&>(l_9389);
const uint32 l_9444 = l_9443 + uint32(1);
l_mut_8790 = l_9444;
const uint32 l_9445 = l_9443 & uint32(2147483647);
const bool l_9446 = l_9445 == uint32(0);
if (l_9446) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9447 = l_9443 & uint32(2147483648);
const bool l_9448 = l_9447 != uint32(0);
if (l_9448) {
const uint32 l_9449 = l_9443 - uint32(1);
l_mut_8790 = l_9449;
} else {
const bool l_9450 = l_9443 == uint32(2139095040);
if (l_9450) {
l_mut_8790 = l_9443;
}
}
}
const float l_9451 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9452 = reinterpret_cast<uint32 const&>(l_9451);
const uint32 l_9453 = l_9452 & uint32(2147483647);
const float l_9454 = reinterpret_cast<float const&>(l_9453);
const double l_9455 = double(l_9454);
l_mut_3094 = l_9455;
const bool l_9456 = l_9453 < uint32(8388608);
if (l_9456) {
const double l_9457 = double(l_9453);
const double l_9458 = l_9457 * double(1.401298464324817e-45);
l_mut_3094 = l_9458;
}
const uint64 l_9459 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9460 = l_9452 >> uint32(31);
const uint64 l_9461 = uint64(l_9460);
const uint64 l_9462 = l_9461 << uint64(63);
const uint64 l_9463 = l_9459 | l_9462;
const double l_9464 = reinterpret_cast<double const&>(l_9463);
l_mut_3348 = l_9464;
}
}
}
const double l_9465 = l_9382 + l_9215;
const double l_9466 = l_9465 * double(7.1362384635298e44);
const double l_9467 = floor(l_9466);
const double l_9468 = l_9467 * double(1.401298464324817e-45);
l_mut_3094 = l_9468;
const double l_9469 = abs(l_9465);
const bool l_9470 = l_9469 >= double(1.1754943508222875e-38);
if (l_9470) {
const float l_9471 = float(l_9465);
const double l_9472 = double(l_9471);
l_mut_3094 = l_9472;
const bool l_9473 = l_mut_3094 > l_9465;
if (l_9473) {
const uint32 l_9474 = reinterpret_cast<uint32 const&>(l_9471);
const uint32 l_9475 = l_9474 ^ uint32(2147483648);
const float l_9476 = reinterpret_cast<float const&>(l_9475);
const uint32 l_9477 = reinterpret_cast<uint32 const&>(l_9476);
const uint32 l_9478 = l_9477 + uint32(1);
l_mut_8790 = l_9478;
const uint32 l_9479 = l_9477 & uint32(2147483647);
const bool l_9480 = l_9479 == uint32(0);
if (l_9480) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9481 = l_9477 & uint32(2147483648);
const bool l_9482 = l_9481 != uint32(0);
if (l_9482) {
const uint32 l_9483 = l_9477 - uint32(1);
l_mut_8790 = l_9483;
} else {
const bool l_9484 = l_9477 == uint32(2139095040);
if (l_9484) {
l_mut_8790 = l_9477;
}
}
}
const float l_9485 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9486 = reinterpret_cast<uint32 const&>(l_9485);
const uint32 l_9487 = l_9486 ^ uint32(2147483648);
const float l_9488 = reinterpret_cast<float const&>(l_9487);
const uint32 l_9489 = reinterpret_cast<uint32 const&>(l_9488);
const uint32 l_9490 = l_9489 & uint32(2147483647);
const float l_9491 = reinterpret_cast<float const&>(l_9490);
const double l_9492 = double(l_9491);
l_mut_2838 = l_9492;
const bool l_9493 = l_9490 < uint32(8388608);
if (l_9493) {
const double l_9494 = double(l_9490);
const double l_9495 = l_9494 * double(1.401298464324817e-45);
l_mut_2838 = l_9495;
}
const uint64 l_9496 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9497 = l_9489 >> uint32(31);
const uint64 l_9498 = uint64(l_9497);
const uint64 l_9499 = l_9498 << uint64(63);
const uint64 l_9500 = l_9496 | l_9499;
const double l_9501 = reinterpret_cast<double const&>(l_9500);
l_mut_3094 = l_9501;
} else {
const uint32 l_9502 = reinterpret_cast<uint32 const&>(l_9471);
const uint32 l_9503 = l_9502 + uint32(1);
l_mut_8790 = l_9503;
const uint32 l_9504 = l_9502 & uint32(2147483647);
const bool l_9505 = l_9504 == uint32(0);
if (l_9505) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9506 = l_9502 & uint32(2147483648);
const bool l_9507 = l_9506 != uint32(0);
if (l_9507) {
const uint32 l_9508 = l_9502 - uint32(1);
l_mut_8790 = l_9508;
} else {
const bool l_9509 = l_9502 == uint32(2139095040);
if (l_9509) {
l_mut_8790 = l_9502;
}
}
}
const float l_9510 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9511 = reinterpret_cast<uint32 const&>(l_9510);
const uint32 l_9512 = l_9511 & uint32(2147483647);
const float l_9513 = reinterpret_cast<float const&>(l_9512);
const double l_9514 = double(l_9513);
l_mut_2838 = l_9514;
const bool l_9515 = l_9512 < uint32(8388608);
if (l_9515) {
const double l_9516 = double(l_9512);
const double l_9517 = l_9516 * double(1.401298464324817e-45);
l_mut_2838 = l_9517;
}
const uint64 l_9518 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9519 = l_9511 >> uint32(31);
const uint64 l_9520 = uint64(l_9519);
const uint64 l_9521 = l_9520 << uint64(63);
const uint64 l_9522 = l_9518 | l_9521;
const double l_9523 = reinterpret_cast<double const&>(l_9522);
const bool l_9524 = l_9523 <= l_9465;
if (l_9524) {
const uint32 l_9525 = reinterpret_cast<uint32 const&>(l_9471);
const uint32 l_9526 = l_9525 + uint32(1);
l_mut_8790 = l_9526;
const uint32 l_9527 = l_9525 & uint32(2147483647);
const bool l_9528 = l_9527 == uint32(0);
if (l_9528) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9529 = l_9525 & uint32(2147483648);
const bool l_9530 = l_9529 != uint32(0);
if (l_9530) {
const uint32 l_9531 = l_9525 - uint32(1);
l_mut_8790 = l_9531;
} else {
const bool l_9532 = l_9525 == uint32(2139095040);
if (l_9532) {
l_mut_8790 = l_9525;
}
}
}
const float l_9533 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9534 = reinterpret_cast<uint32 const&>(l_9533);
const uint32 l_9535 = l_9534 & uint32(2147483647);
const float l_9536 = reinterpret_cast<float const&>(l_9535);
const double l_9537 = double(l_9536);
l_mut_2838 = l_9537;
const bool l_9538 = l_9535 < uint32(8388608);
if (l_9538) {
const double l_9539 = double(l_9535);
const double l_9540 = l_9539 * double(1.401298464324817e-45);
l_mut_2838 = l_9540;
}
const uint64 l_9541 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9542 = l_9534 >> uint32(31);
const uint64 l_9543 = uint64(l_9542);
const uint64 l_9544 = l_9543 << uint64(63);
const uint64 l_9545 = l_9541 | l_9544;
const double l_9546 = reinterpret_cast<double const&>(l_9545);
l_mut_3094 = l_9546;
}
}
}
const bool l_9547 = l_mut_3348 == l_mut_3094;
const bool l_9548 = l_9381 && l_9547;
if (l_9548) {
const double l_9549 = l_arr_9187[uint32(0)];
const double l_9550 = l_9549 * double(7.1362384635298e44);
const double l_9551 = floor(l_9550);
const double l_9552 = l_9551 * double(1.401298464324817e-45);
l_mut_3348 = l_9552;
const double l_9553 = abs(l_9549);
const bool l_9554 = l_9553 >= double(1.1754943508222875e-38);
if (l_9554) {
const float l_9555 = float(l_9549);
const double l_9556 = double(l_9555);
l_mut_3348 = l_9556;
const bool l_9557 = l_mut_3348 > l_9549;
if (l_9557) {
const uint32 l_9558 = reinterpret_cast<uint32 const&>(l_9555);
const uint32 l_9559 = l_9558 ^ uint32(2147483648);
const float l_9560 = reinterpret_cast<float const&>(l_9559);
const uint32 l_9561 = reinterpret_cast<uint32 const&>(l_9560);
const uint32 l_9562 = l_9561 + uint32(1);
l_mut_8790 = l_9562;
const uint32 l_9563 = l_9561 & uint32(2147483647);
const bool l_9564 = l_9563 == uint32(0);
if (l_9564) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9565 = l_9561 & uint32(2147483648);
const bool l_9566 = l_9565 != uint32(0);
if (l_9566) {
const uint32 l_9567 = l_9561 - uint32(1);
l_mut_8790 = l_9567;
} else {
const bool l_9568 = l_9561 == uint32(2139095040);
if (l_9568) {
l_mut_8790 = l_9561;
}
}
}
const float l_9569 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9570 = reinterpret_cast<uint32 const&>(l_9569);
const uint32 l_9571 = l_9570 ^ uint32(2147483648);
const float l_9572 = reinterpret_cast<float const&>(l_9571);
const uint32 l_9573 = reinterpret_cast<uint32 const&>(l_9572);
const uint32 l_9574 = l_9573 & uint32(2147483647);
const float l_9575 = reinterpret_cast<float const&>(l_9574);
const double l_9576 = double(l_9575);
l_mut_3094 = l_9576;
const bool l_9577 = l_9574 < uint32(8388608);
if (l_9577) {
const double l_9578 = double(l_9574);
const double l_9579 = l_9578 * double(1.401298464324817e-45);
l_mut_3094 = l_9579;
}
const uint64 l_9580 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9581 = l_9573 >> uint32(31);
const uint64 l_9582 = uint64(l_9581);
const uint64 l_9583 = l_9582 << uint64(63);
const uint64 l_9584 = l_9580 | l_9583;
const double l_9585 = reinterpret_cast<double const&>(l_9584);
l_mut_3348 = l_9585;
} else {
const uint32 l_9586 = reinterpret_cast<uint32 const&>(l_9555);
const uint32 l_9587 = l_9586 + uint32(1);
l_mut_8790 = l_9587;
const uint32 l_9588 = l_9586 & uint32(2147483647);
const bool l_9589 = l_9588 == uint32(0);
if (l_9589) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9590 = l_9586 & uint32(2147483648);
const bool l_9591 = l_9590 != uint32(0);
if (l_9591) {
const uint32 l_9592 = l_9586 - uint32(1);
l_mut_8790 = l_9592;
} else {
const bool l_9593 = l_9586 == uint32(2139095040);
if (l_9593) {
l_mut_8790 = l_9586;
}
}
}
const float l_9594 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9595 = reinterpret_cast<uint32 const&>(l_9594);
const uint32 l_9596 = l_9595 & uint32(2147483647);
const float l_9597 = reinterpret_cast<float const&>(l_9596);
const double l_9598 = double(l_9597);
l_mut_3094 = l_9598;
const bool l_9599 = l_9596 < uint32(8388608);
if (l_9599) {
const double l_9600 = double(l_9596);
const double l_9601 = l_9600 * double(1.401298464324817e-45);
l_mut_3094 = l_9601;
}
const uint64 l_9602 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9603 = l_9595 >> uint32(31);
const uint64 l_9604 = uint64(l_9603);
const uint64 l_9605 = l_9604 << uint64(63);
const uint64 l_9606 = l_9602 | l_9605;
const double l_9607 = reinterpret_cast<double const&>(l_9606);
const bool l_9608 = l_9607 <= l_9549;
if (l_9608) {
const uint32 l_9609 = reinterpret_cast<uint32 const&>(l_9555);
const uint32 l_9610 = l_9609 + uint32(1);
l_mut_8790 = l_9610;
const uint32 l_9611 = l_9609 & uint32(2147483647);
const bool l_9612 = l_9611 == uint32(0);
if (l_9612) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9613 = l_9609 & uint32(2147483648);
const bool l_9614 = l_9613 != uint32(0);
if (l_9614) {
const uint32 l_9615 = l_9609 - uint32(1);
l_mut_8790 = l_9615;
} else {
const bool l_9616 = l_9609 == uint32(2139095040);
if (l_9616) {
l_mut_8790 = l_9609;
}
}
}
const float l_9617 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9618 = reinterpret_cast<uint32 const&>(l_9617);
const uint32 l_9619 = l_9618 & uint32(2147483647);
const float l_9620 = reinterpret_cast<float const&>(l_9619);
const double l_9621 = double(l_9620);
l_mut_3094 = l_9621;
const bool l_9622 = l_9619 < uint32(8388608);
if (l_9622) {
const double l_9623 = double(l_9619);
const double l_9624 = l_9623 * double(1.401298464324817e-45);
l_mut_3094 = l_9624;
}
const uint64 l_9625 = reinterpret_cast<uint64 const&>(l_mut_3094);
const uint32 l_9626 = l_9618 >> uint32(31);
const uint64 l_9627 = uint64(l_9626);
const uint64 l_9628 = l_9627 << uint64(63);
const uint64 l_9629 = l_9625 | l_9628;
const double l_9630 = reinterpret_cast<double const&>(l_9629);
l_mut_3348 = l_9630;
}
}
}
const double l_9631 = l_arr_9187[uint32(1)];
const double l_9632 = -l_9631;
const double l_9633 = l_9632 * double(7.1362384635298e44);
const double l_9634 = floor(l_9633);
const double l_9635 = l_9634 * double(1.401298464324817e-45);
l_mut_3094 = l_9635;
const double l_9636 = abs(l_9632);
const bool l_9637 = l_9636 >= double(1.1754943508222875e-38);
if (l_9637) {
const float l_9638 = float(l_9632);
const double l_9639 = double(l_9638);
l_mut_3094 = l_9639;
const bool l_9640 = l_mut_3094 > l_9632;
if (l_9640) {
const uint32 l_9641 = reinterpret_cast<uint32 const&>(l_9638);
const uint32 l_9642 = l_9641 ^ uint32(2147483648);
const float l_9643 = reinterpret_cast<float const&>(l_9642);
const uint32 l_9644 = reinterpret_cast<uint32 const&>(l_9643);
const uint32 l_9645 = l_9644 + uint32(1);
l_mut_8790 = l_9645;
const uint32 l_9646 = l_9644 & uint32(2147483647);
const bool l_9647 = l_9646 == uint32(0);
if (l_9647) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9648 = l_9644 & uint32(2147483648);
const bool l_9649 = l_9648 != uint32(0);
if (l_9649) {
const uint32 l_9650 = l_9644 - uint32(1);
l_mut_8790 = l_9650;
} else {
const bool l_9651 = l_9644 == uint32(2139095040);
if (l_9651) {
l_mut_8790 = l_9644;
}
}
}
const float l_9652 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9653 = reinterpret_cast<uint32 const&>(l_9652);
const uint32 l_9654 = l_9653 ^ uint32(2147483648);
const float l_9655 = reinterpret_cast<float const&>(l_9654);
const uint32 l_9656 = reinterpret_cast<uint32 const&>(l_9655);
const uint32 l_9657 = l_9656 & uint32(2147483647);
const float l_9658 = reinterpret_cast<float const&>(l_9657);
const double l_9659 = double(l_9658);
l_mut_2838 = l_9659;
const bool l_9660 = l_9657 < uint32(8388608);
if (l_9660) {
const double l_9661 = double(l_9657);
const double l_9662 = l_9661 * double(1.401298464324817e-45);
l_mut_2838 = l_9662;
}
const uint64 l_9663 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9664 = l_9656 >> uint32(31);
const uint64 l_9665 = uint64(l_9664);
const uint64 l_9666 = l_9665 << uint64(63);
const uint64 l_9667 = l_9663 | l_9666;
const double l_9668 = reinterpret_cast<double const&>(l_9667);
l_mut_3094 = l_9668;
} else {
const uint32 l_9669 = reinterpret_cast<uint32 const&>(l_9638);
const uint32 l_9670 = l_9669 + uint32(1);
l_mut_8790 = l_9670;
const uint32 l_9671 = l_9669 & uint32(2147483647);
const bool l_9672 = l_9671 == uint32(0);
if (l_9672) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9673 = l_9669 & uint32(2147483648);
const bool l_9674 = l_9673 != uint32(0);
if (l_9674) {
const uint32 l_9675 = l_9669 - uint32(1);
l_mut_8790 = l_9675;
} else {
const bool l_9676 = l_9669 == uint32(2139095040);
if (l_9676) {
l_mut_8790 = l_9669;
}
}
}
const float l_9677 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9678 = reinterpret_cast<uint32 const&>(l_9677);
const uint32 l_9679 = l_9678 & uint32(2147483647);
const float l_9680 = reinterpret_cast<float const&>(l_9679);
const double l_9681 = double(l_9680);
l_mut_2838 = l_9681;
const bool l_9682 = l_9679 < uint32(8388608);
if (l_9682) {
const double l_9683 = double(l_9679);
const double l_9684 = l_9683 * double(1.401298464324817e-45);
l_mut_2838 = l_9684;
}
const uint64 l_9685 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9686 = l_9678 >> uint32(31);
const uint64 l_9687 = uint64(l_9686);
const uint64 l_9688 = l_9687 << uint64(63);
const uint64 l_9689 = l_9685 | l_9688;
const double l_9690 = reinterpret_cast<double const&>(l_9689);
const bool l_9691 = l_9690 <= l_9632;
if (l_9691) {
const uint32 l_9692 = reinterpret_cast<uint32 const&>(l_9638);
const uint32 l_9693 = l_9692 + uint32(1);
l_mut_8790 = l_9693;
const uint32 l_9694 = l_9692 & uint32(2147483647);
const bool l_9695 = l_9694 == uint32(0);
if (l_9695) {
l_mut_8790 = uint32(1);
} else {
const uint32 l_9696 = l_9692 & uint32(2147483648);
const bool l_9697 = l_9696 != uint32(0);
if (l_9697) {
const uint32 l_9698 = l_9692 - uint32(1);
l_mut_8790 = l_9698;
} else {
const bool l_9699 = l_9692 == uint32(2139095040);
if (l_9699) {
l_mut_8790 = l_9692;
}
}
}
const float l_9700 = reinterpret_cast<float const&>(l_mut_8790);
const uint32 l_9701 = reinterpret_cast<uint32 const&>(l_9700);
const uint32 l_9702 = l_9701 & uint32(2147483647);
const float l_9703 = reinterpret_cast<float const&>(l_9702);
const double l_9704 = double(l_9703);
l_mut_2838 = l_9704;
const bool l_9705 = l_9702 < uint32(8388608);
if (l_9705) {
const double l_9706 = double(l_9702);
const double l_9707 = l_9706 * double(1.401298464324817e-45);
l_mut_2838 = l_9707;
}
const uint64 l_9708 = reinterpret_cast<uint64 const&>(l_mut_2838);
const uint32 l_9709 = l_9701 >> uint32(31);
const uint64 l_9710 = uint64(l_9709);
const uint64 l_9711 = l_9710 << uint64(63);
const uint64 l_9712 = l_9708 | l_9711;
const double l_9713 = reinterpret_cast<double const&>(l_9712);
l_mut_3094 = l_9713;
}
}
}
const double l_9714 = -l_mut_3094;
const double l_9715 = abs(l_mut_3348);
const double l_9716 = abs(l_9714);
l_mut_3094 = l_9715;
const bool l_9717 = l_9716 > l_9715;
if (l_9717) {
l_mut_3094 = l_9716;
}
const double l_9718 = double(2.0) * l_mut_3094;
const double l_9719 = l_387 + l_9718;
l_mut_2838 = l_9719;
if (l_6520) {
const double l_9720 = double(2.0) * l_mut_3094;
const double l_9721 = floor(l_9720);
const double l_9722 = l_387 + l_9721;
l_mut_2838 = l_9722;
}
l_mut_8790 = uint32(2);
const bool l_9723 = l_mut_3094 <= double(300.0);
if (l_9723) {
l_mut_3094 = l_mut_3348;
const bool l_9724 = l_mut_3348 > double(1000.0);
if (l_9724) {
const uint64 l_9725 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint64 l_9726 = l_9725 | uint64(9218868437227405312);
const uint64 l_9727 = l_9726 & uint64(18442240474082181120);
const double l_9728 = reinterpret_cast<double const&>(l_9727);
l_mut_3094 = l_9728;
} else {
const bool l_9729 = l_mut_3348 < double(-1000.0);
if (l_9729) {
l_mut_3094 = double(0.0);
} else {
const bool l_9730 = isnan(l_mut_3348);
const bool l_9731 = !l_9730;
if (l_9731) {
const double l_9732 = l_mut_3348 + double(0.5);
const double l_9733 = floor(l_9732);
const double l_9734 = l_mut_3348 - l_9733;
const double l_9735 = l_9734 * double(0.6931471824645996);
const double l_9736 = l_9734 * double(-1.904654299957768e-9);
const double l_9737 = l_9735 + l_9736;
l_mut_3348 = l_9737;
const bool l_9738 = isnan(l_9737);
if (l_9738) {
} else {
const bool l_9739 = l_9737 < double(-700.0);
if (l_9739) {
l_mut_3348 = double(0.0);
} else {
const bool l_9740 = l_9737 > double(700.0);
if (l_9740) {
const uint64 l_9741 = reinterpret_cast<uint64 const&>(l_9737);
const uint64 l_9742 = l_9741 | uint64(9218868437227405312);
const uint64 l_9743 = l_9742 & uint64(18442240474082181120);
const double l_9744 = reinterpret_cast<double const&>(l_9743);
l_mut_3348 = l_9744;
} else {
const double l_9745 = l_9737 * double(1.4426950408889634);
const double l_9746 = l_9745 + double(0.5);
const double l_9747 = floor(l_9746);
const double l_9748 = l_9747 * double(0.6931471824645996);
const double l_9749 = l_9735 - l_9748;
const double l_9750 = l_9749 * l_20;
const double l_9751 = l_9747 * double(-1.904654299957768e-9);
const double l_9752 = l_9736 - l_9751;
const double l_9753 = l_9750 + l_9752;
const double l_9754 = l_9753 * double(7.647163731819816e-13);
const double l_9755 = l_9754 + double(1.1470745597729725e-11);
l_mut_2584 = l_9755;
const double l_9756 = l_mut_2584 * l_9753;
const double l_9757 = l_9756 + double(1.6059043836821613e-10);
l_mut_2584 = l_9757;
const double l_9758 = l_mut_2584 * l_9753;
const double l_9759 = l_9758 + double(2.08767569878681e-9);
l_mut_2584 = l_9759;
const double l_9760 = l_mut_2584 * l_9753;
const double l_9761 = l_9760 + double(2.505210838544172e-8);
l_mut_2584 = l_9761;
const double l_9762 = l_mut_2584 * l_9753;
const double l_9763 = l_9762 + double(2.755731922398589e-7);
l_mut_2584 = l_9763;
const double l_9764 = l_mut_2584 * l_9753;
const double l_9765 = l_9764 + double(2.7557319223985893e-6);
l_mut_2584 = l_9765;
const double l_9766 = l_mut_2584 * l_9753;
const double l_9767 = l_9766 + double(2.48015873015873e-5);
l_mut_2584 = l_9767;
const double l_9768 = l_mut_2584 * l_9753;
const double l_9769 = l_9768 + double(0.0001984126984126984);
l_mut_2584 = l_9769;
const double l_9770 = l_mut_2584 * l_9753;
const double l_9771 = l_9770 + double(0.001388888888888889);
l_mut_2584 = l_9771;
const double l_9772 = l_mut_2584 * l_9753;
const double l_9773 = l_9772 + double(0.008333333333333333);
l_mut_2584 = l_9773;
const double l_9774 = l_mut_2584 * l_9753;
const double l_9775 = l_9774 + double(0.041666666666666664);
l_mut_2584 = l_9775;
const double l_9776 = l_mut_2584 * l_9753;
const double l_9777 = l_9776 + double(0.16666666666666666);
l_mut_2584 = l_9777;
const double l_9778 = l_mut_2584 * l_9753;
const double l_9779 = l_9778 + double(0.5);
l_mut_2584 = l_9779;
const double l_9780 = l_9753 * l_9753;
const double l_9781 = l_9780 * l_mut_2584;
const double l_9782 = l_9753 + l_9781;
const double l_9783 = double(1.0) + l_9782;
const int32 l_9784 = int32(l_9747);
const int32 l_9785 = l_9784 + int32(1023);
const uint64 l_9786 = uint64(l_9785);
const uint64 l_9787 = l_9786 << uint64(52);
const double l_9788 = reinterpret_cast<double const&>(l_9787);
const double l_9789 = l_9783 * l_9788;
l_mut_3348 = l_9789;
}
}
}
const int32 l_9790 = int32(l_9733);
const int32 l_9791 = l_9790 + int32(1023);
const uint64 l_9792 = uint64(l_9791);
const uint64 l_9793 = l_9792 << uint64(52);
const double l_9794 = reinterpret_cast<double const&>(l_9793);
const double l_9795 = l_mut_3348 * l_9794;
l_mut_3094 = l_9795;
}
}
}
l_mut_3348 = l_9714;
const bool l_9796 = l_9714 > double(1000.0);
if (l_9796) {
const uint64 l_9797 = reinterpret_cast<uint64 const&>(l_9714);
const uint64 l_9798 = l_9797 | uint64(9218868437227405312);
const uint64 l_9799 = l_9798 & uint64(18442240474082181120);
const double l_9800 = reinterpret_cast<double const&>(l_9799);
l_mut_3348 = l_9800;
} else {
const bool l_9801 = l_9714 < double(-1000.0);
if (l_9801) {
l_mut_3348 = double(0.0);
} else {
const bool l_9802 = isnan(l_9714);
const bool l_9803 = !l_9802;
if (l_9803) {
const double l_9804 = l_9714 + double(0.5);
const double l_9805 = floor(l_9804);
const double l_9806 = l_9714 - l_9805;
const double l_9807 = l_9806 * double(0.6931471824645996);
const double l_9808 = l_9806 * double(-1.904654299957768e-9);
const double l_9809 = l_9807 + l_9808;
l_mut_2584 = l_9809;
const bool l_9810 = isnan(l_9809);
if (l_9810) {
} else {
const bool l_9811 = l_9809 < double(-700.0);
if (l_9811) {
l_mut_2584 = double(0.0);
} else {
const bool l_9812 = l_9809 > double(700.0);
if (l_9812) {
const uint64 l_9813 = reinterpret_cast<uint64 const&>(l_9809);
const uint64 l_9814 = l_9813 | uint64(9218868437227405312);
const uint64 l_9815 = l_9814 & uint64(18442240474082181120);
const double l_9816 = reinterpret_cast<double const&>(l_9815);
l_mut_2584 = l_9816;
} else {
const double l_9817 = l_9809 * double(1.4426950408889634);
const double l_9818 = l_9817 + double(0.5);
const double l_9819 = floor(l_9818);
const double l_9820 = l_9819 * double(0.6931471824645996);
const double l_9821 = l_9807 - l_9820;
const double l_9822 = l_9821 * l_20;
const double l_9823 = l_9819 * double(-1.904654299957768e-9);
const double l_9824 = l_9808 - l_9823;
const double l_9825 = l_9822 + l_9824;
const double l_9826 = l_9825 * double(7.647163731819816e-13);
const double l_9827 = l_9826 + double(1.1470745597729725e-11);
l_mut_1569 = l_9827;
const double l_9828 = l_mut_1569 * l_9825;
const double l_9829 = l_9828 + double(1.6059043836821613e-10);
l_mut_1569 = l_9829;
const double l_9830 = l_mut_1569 * l_9825;
const double l_9831 = l_9830 + double(2.08767569878681e-9);
l_mut_1569 = l_9831;
const double l_9832 = l_mut_1569 * l_9825;
const double l_9833 = l_9832 + double(2.505210838544172e-8);
l_mut_1569 = l_9833;
const double l_9834 = l_mut_1569 * l_9825;
const double l_9835 = l_9834 + double(2.755731922398589e-7);
l_mut_1569 = l_9835;
const double l_9836 = l_mut_1569 * l_9825;
const double l_9837 = l_9836 + double(2.7557319223985893e-6);
l_mut_1569 = l_9837;
const double l_9838 = l_mut_1569 * l_9825;
const double l_9839 = l_9838 + double(2.48015873015873e-5);
l_mut_1569 = l_9839;
const double l_9840 = l_mut_1569 * l_9825;
const double l_9841 = l_9840 + double(0.0001984126984126984);
l_mut_1569 = l_9841;
const double l_9842 = l_mut_1569 * l_9825;
const double l_9843 = l_9842 + double(0.001388888888888889);
l_mut_1569 = l_9843;
const double l_9844 = l_mut_1569 * l_9825;
const double l_9845 = l_9844 + double(0.008333333333333333);
l_mut_1569 = l_9845;
const double l_9846 = l_mut_1569 * l_9825;
const double l_9847 = l_9846 + double(0.041666666666666664);
l_mut_1569 = l_9847;
const double l_9848 = l_mut_1569 * l_9825;
const double l_9849 = l_9848 + double(0.16666666666666666);
l_mut_1569 = l_9849;
const double l_9850 = l_mut_1569 * l_9825;
const double l_9851 = l_9850 + double(0.5);
l_mut_1569 = l_9851;
const double l_9852 = l_9825 * l_9825;
const double l_9853 = l_9852 * l_mut_1569;
const double l_9854 = l_9825 + l_9853;
const double l_9855 = double(1.0) + l_9854;
const int32 l_9856 = int32(l_9819);
const int32 l_9857 = l_9856 + int32(1023);
const uint64 l_9858 = uint64(l_9857);
const uint64 l_9859 = l_9858 << uint64(52);
const double l_9860 = reinterpret_cast<double const&>(l_9859);
const double l_9861 = l_9855 * l_9860;
l_mut_2584 = l_9861;
}
}
}
const int32 l_9862 = int32(l_9805);
const int32 l_9863 = l_9862 + int32(1023);
const uint64 l_9864 = uint64(l_9863);
const uint64 l_9865 = l_9864 << uint64(52);
const double l_9866 = reinterpret_cast<double const&>(l_9865);
const double l_9867 = l_mut_2584 * l_9866;
l_mut_3348 = l_9867;
}
}
}
const double l_9868 = l_mut_3094 * double(1.4551915228366852e-11);
const double l_9869 = l_mut_3348 * double(1.4551915228366852e-11);
const double l_9870 = l_mut_3094 - l_9868;
const double l_9871 = abs(l_9870);
l_mut_2584 = double(1.401298464324817e-45);
const bool l_9872 = l_9871 >= double(1.1754943508222875e-38);
const bool l_9873 = l_9871 <= double(1.7976931348623157e308);
const bool l_9874 = l_9872 && l_9873;
if (l_9874) {
const uint64 l_9875 = reinterpret_cast<uint64 const&>(l_9871);
const uint64 l_9876 = l_9875 >> uint64(52);
const uint64 l_9877 = l_9876 - uint64(23);
const uint64 l_9878 = l_9877 << uint64(52);
const double l_9879 = reinterpret_cast<double const&>(l_9878);
l_mut_2584 = l_9879;
}
const double l_9880 = l_mut_3094 + l_9868;
const double l_9881 = abs(l_9880);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_9882 = l_9881 >= double(1.1754943508222875e-38);
const bool l_9883 = l_9881 <= double(1.7976931348623157e308);
const bool l_9884 = l_9882 && l_9883;
if (l_9884) {
const uint64 l_9885 = reinterpret_cast<uint64 const&>(l_9881);
const uint64 l_9886 = l_9885 >> uint64(52);
const uint64 l_9887 = l_9886 - uint64(23);
const uint64 l_9888 = l_9887 << uint64(52);
const double l_9889 = reinterpret_cast<double const&>(l_9888);
l_mut_1569 = l_9889;
}
const bool l_9890 = l_mut_2584 == l_mut_1569;
const double l_9891 = l_mut_3348 - l_9869;
const double l_9892 = abs(l_9891);
l_mut_2584 = double(1.401298464324817e-45);
const bool l_9893 = l_9892 >= double(1.1754943508222875e-38);
const bool l_9894 = l_9892 <= double(1.7976931348623157e308);
const bool l_9895 = l_9893 && l_9894;
if (l_9895) {
const uint64 l_9896 = reinterpret_cast<uint64 const&>(l_9892);
const uint64 l_9897 = l_9896 >> uint64(52);
const uint64 l_9898 = l_9897 - uint64(23);
const uint64 l_9899 = l_9898 << uint64(52);
const double l_9900 = reinterpret_cast<double const&>(l_9899);
l_mut_2584 = l_9900;
}
const double l_9901 = l_mut_3348 + l_9869;
const double l_9902 = abs(l_9901);
l_mut_1569 = double(1.401298464324817e-45);
const bool l_9903 = l_9902 >= double(1.1754943508222875e-38);
const bool l_9904 = l_9902 <= double(1.7976931348623157e308);
const bool l_9905 = l_9903 && l_9904;
if (l_9905) {
const uint64 l_9906 = reinterpret_cast<uint64 const&>(l_9902);
const uint64 l_9907 = l_9906 >> uint64(52);
const uint64 l_9908 = l_9907 - uint64(23);
const uint64 l_9909 = l_9908 << uint64(52);
const double l_9910 = reinterpret_cast<double const&>(l_9909);
l_mut_1569 = l_9910;
}
const bool l_9911 = l_mut_2584 == l_mut_1569;
const bool l_9912 = l_9890 && l_9911;
if (l_9912) {
const double l_9913 = abs(l_mut_3094);
l_mut_2584 = double(1.401298464324817e-45);
const bool l_9914 = l_9913 >= double(1.1754943508222875e-38);
const bool l_9915 = l_9913 <= double(1.7976931348623157e308);
const bool l_9916 = l_9914 && l_9915;
if (l_9916) {
const uint64 l_9917 = reinterpret_cast<uint64 const&>(l_9913);
const uint64 l_9918 = l_9917 >> uint64(52);
const uint64 l_9919 = l_9918 - uint64(23);
const uint64 l_9920 = l_9919 << uint64(52);
const double l_9921 = reinterpret_cast<double const&>(l_9920);
l_mut_2584 = l_9921;
}
const double l_9922 = l_mut_2838 * l_mut_2584;
const double l_9923 = l_mut_3094 - l_9922;
const double l_9924 = abs(l_mut_3348);
l_mut_3094 = double(1.401298464324817e-45);
const bool l_9925 = l_9924 >= double(1.1754943508222875e-38);
const bool l_9926 = l_9924 <= double(1.7976931348623157e308);
const bool l_9927 = l_9925 && l_9926;
if (l_9927) {
const uint64 l_9928 = reinterpret_cast<uint64 const&>(l_9924);
const uint64 l_9929 = l_9928 >> uint64(52);
const uint64 l_9930 = l_9929 - uint64(23);
const uint64 l_9931 = l_9930 << uint64(52);
const double l_9932 = reinterpret_cast<double const&>(l_9931);
l_mut_3094 = l_9932;
}
const double l_9933 = l_mut_2838 * l_mut_3094;
const double l_9934 = l_mut_3348 + l_9933;
const uint32 l_9935 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9936 = l_9935 & uint32(2147483647);
const float l_9937 = reinterpret_cast<float const&>(l_9936);
const double l_9938 = double(l_9937);
l_mut_3348 = l_9938;
const bool l_9939 = l_9936 < uint32(8388608);
if (l_9939) {
const double l_9940 = double(l_9936);
const double l_9941 = l_9940 * double(1.401298464324817e-45);
l_mut_3348 = l_9941;
}
const uint64 l_9942 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_9943 = l_9935 >> uint32(31);
const uint64 l_9944 = uint64(l_9943);
const uint64 l_9945 = l_9944 << uint64(63);
const uint64 l_9946 = l_9942 | l_9945;
const double l_9947 = reinterpret_cast<double const&>(l_9946);
const uint32 l_9948 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9949 = l_9948 + uint32(1);
l_mut_3600 = l_9949;
const uint32 l_9950 = l_9948 & uint32(2147483647);
const bool l_9951 = l_9950 == uint32(0);
if (l_9951) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_9952 = l_9948 & uint32(2147483648);
const bool l_9953 = l_9952 != uint32(0);
if (l_9953) {
const uint32 l_9954 = l_9948 - uint32(1);
l_mut_3600 = l_9954;
} else {
const bool l_9955 = l_9948 == uint32(2139095040);
if (l_9955) {
l_mut_3600 = l_9948;
}
}
}
const float l_9956 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_9957 = reinterpret_cast<uint32 const&>(l_9956);
const uint32 l_9958 = l_9957 & uint32(2147483647);
const float l_9959 = reinterpret_cast<float const&>(l_9958);
const double l_9960 = double(l_9959);
l_mut_3348 = l_9960;
const bool l_9961 = l_9958 < uint32(8388608);
if (l_9961) {
const double l_9962 = double(l_9958);
const double l_9963 = l_9962 * double(1.401298464324817e-45);
l_mut_3348 = l_9963;
}
const uint64 l_9964 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_9965 = l_9957 >> uint32(31);
const uint64 l_9966 = uint64(l_9965);
const uint64 l_9967 = l_9966 << uint64(63);
const uint64 l_9968 = l_9964 | l_9967;
const double l_9969 = reinterpret_cast<double const&>(l_9968);
const uint32 l_9970 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_9971 = l_9970 ^ uint32(2147483648);
const float l_9972 = reinterpret_cast<float const&>(l_9971);
const uint32 l_9973 = reinterpret_cast<uint32 const&>(l_9972);
const uint32 l_9974 = l_9973 + uint32(1);
l_mut_3600 = l_9974;
const uint32 l_9975 = l_9973 & uint32(2147483647);
const bool l_9976 = l_9975 == uint32(0);
if (l_9976) {
l_mut_3600 = uint32(1);
} else {
const uint32 l_9977 = l_9973 & uint32(2147483648);
const bool l_9978 = l_9977 != uint32(0);
if (l_9978) {
const uint32 l_9979 = l_9973 - uint32(1);
l_mut_3600 = l_9979;
} else {
const bool l_9980 = l_9973 == uint32(2139095040);
if (l_9980) {
l_mut_3600 = l_9973;
}
}
}
const float l_9981 = reinterpret_cast<float const&>(l_mut_3600);
const uint32 l_9982 = reinterpret_cast<uint32 const&>(l_9981);
const uint32 l_9983 = l_9982 ^ uint32(2147483648);
const float l_9984 = reinterpret_cast<float const&>(l_9983);
const uint32 l_9985 = reinterpret_cast<uint32 const&>(l_9984);
const uint32 l_9986 = l_9985 & uint32(2147483647);
const float l_9987 = reinterpret_cast<float const&>(l_9986);
const double l_9988 = double(l_9987);
l_mut_3348 = l_9988;
const bool l_9989 = l_9986 < uint32(8388608);
if (l_9989) {
const double l_9990 = double(l_9986);
const double l_9991 = l_9990 * double(1.401298464324817e-45);
l_mut_3348 = l_9991;
}
const uint64 l_9992 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_9993 = l_9985 >> uint32(31);
const uint64 l_9994 = uint64(l_9993);
const uint64 l_9995 = l_9994 << uint64(63);
const uint64 l_9996 = l_9992 | l_9995;
const double l_9997 = reinterpret_cast<double const&>(l_9996);
const double l_9998 = l_9923 + l_9868;
const bool l_9999 = l_9998 <= l_9947;
l_mut_7617 = l_9999;
const double l_10000 = l_9923 - l_9868;
const bool l_10001 = l_10000 > l_9947;
l_mut_509 = l_10001;
const double l_10002 = l_9934 - l_9869;
const bool l_10003 = l_10002 >= l_9947;
l_mut_506 = l_10003;
const double l_10004 = l_9934 + l_9869;
const bool l_10005 = l_10004 < l_9947;
l_mut_503 = l_10005;
l_mut_3600 = uint32(2);
const bool l_10006 = l_mut_509 || l_mut_503;
if (l_10006) {
l_mut_3600 = uint32(1);
} else {
const bool l_10007 = l_mut_7617 && l_mut_506;
if (l_10007) {
l_mut_3600 = uint32(0);
}
}
const uint32 l_10008 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10009 = l_10008 & uint32(2147483647);
const bool l_10010 = l_10009 == uint32(0);
if (l_10010) {
const double l_10011 = l_9923 + l_9868;
const bool l_10012 = l_10011 < double(1.1754943508222875e-38);
const double l_10013 = l_9934 - l_9869;
const bool l_10014 = l_10013 > double(-1.1754943508222875e-38);
const bool l_10015 = l_10012 && l_10014;
const double l_10016 = l_9923 - l_9868;
const bool l_10017 = l_10016 < double(1.1754943508222875e-38);
const double l_10018 = l_9934 + l_9869;
const bool l_10019 = l_10018 > double(-1.1754943508222875e-38);
const bool l_10020 = l_10017 && l_10019;
if (l_10015) {
l_mut_3600 = uint32(0);
} else {
const bool l_10021 = l_mut_3600 == uint32(1);
const bool l_10022 = l_10020 && l_10021;
if (l_10022) {
l_mut_3600 = uint32(2);
}
}
}
l_mut_8790 = l_mut_3600;
}
}
l_mut_4643 = l_mut_8790;
}
}
}
l_mut_268 = l_mut_4643;
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
l_arr_10[l_mut_373] = l_mut_268;
const uint32 l_10023 = l_arr_10[l_mut_373];
const bool l_10024 = l_10023 == uint32(2);
if (l_10024) {
l_mut_370 = bool(false);
}
}
}
const bool l_10025 = l_mut_329 == uint32(4294967293);
if (l_10025) {
const uint32 l_10026 = l_arr_8[uint32(0)];
const uint32 l_10027 = l_10026 + uint32(1);
l_arr_8[uint32(0)] = l_10027;
} else {
if (l_mut_370) {
l_mut_3348 = l_360;
const bool l_10028 = l_mut_3348 < double(-17.0);
if (l_10028) {
l_mut_3348 = double(-17.0);
}
const bool l_10029 = l_mut_3348 > double(17.0);
if (l_10029) {
l_mut_3348 = double(17.0);
}
const double l_10030 = l_mut_3348 + double(16.0);
const double l_10031 = l_10030 + double(1.0);
const uint32 l_10032 = uint32(l_10031);
const uint32 l_10033 = uint32(2) + l_10032;
const uint32 l_10034 = l_arr_8[l_10033];
const uint32 l_10035 = l_10034 + uint32(1);
l_arr_8[l_10033] = l_10035;
const uint32 l_10036 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_10037 = l_10036 & uint32(2147483647);
const float l_10038 = reinterpret_cast<float const&>(l_10037);
const double l_10039 = double(l_10038);
l_mut_3348 = l_10039;
const bool l_10040 = l_10037 < uint32(8388608);
if (l_10040) {
const double l_10041 = double(l_10037);
const double l_10042 = l_10041 * double(1.401298464324817e-45);
l_mut_3348 = l_10042;
}
const uint64 l_10043 = reinterpret_cast<uint64 const&>(l_mut_3348);
const uint32 l_10044 = l_10036 >> uint32(31);
const uint64 l_10045 = uint64(l_10044);
const uint64 l_10046 = l_10045 << uint64(63);
const uint64 l_10047 = l_10043 | l_10046;
const double l_10048 = reinterpret_cast<double const&>(l_10047);
const double l_10049 = abs(l_mut_151);
const double l_10050 = l_mut_151 * double(0.0);
const double l_10051 = l_10050 + double(7.1362384635298e44);
l_mut_3348 = l_10051;
const bool l_10052 = l_10049 >= double(2.350988701644575e-38);
if (l_10052) {
const uint32 l_10053 = l_mut_329 & uint32(2147483647);
const float l_10054 = reinterpret_cast<float const&>(l_10053);
const double l_10055 = double(l_10054);
const uint32 l_10056 = l_10053 & uint32(2139095040);
const float l_10057 = reinterpret_cast<float const&>(l_10056);
const double l_10058 = double(l_10057);
const bool l_10059 = l_10055 > l_10049;
const uint32 l_10060 = l_10053 & uint32(8388607);
const bool l_10061 = l_10060 == uint32(0);
const bool l_10062 = l_10059 && l_10061;
const double l_10063 = l_10058 * double(1.1920928955078125e-7);
const double l_10064 = double(l_10062);
const double l_10065 = double(0.5) * l_10064;
const double l_10066 = double(1.0) - l_10065;
const double l_10067 = l_10063 * l_10066;
const double l_10068 = double(1.0) / l_10067;
l_mut_3348 = l_10068;
}
const double l_10069 = l_10048 - l_mut_151;
const double l_10070 = l_10069 * l_mut_3348;
const uint32 l_10071 = uint32(2) * uint32(0);
const uint32 l_10072 = uint32(45) + l_10071;
const double l_10073 = abs(l_10070);
const double l_10074 = l_arr_9[uint32(0)];
const double l_10075 = abs(l_10074);
const bool l_10076 = l_10073 > l_10075;
l_mut_7617 = l_10076;
const bool l_10077 = uint32(0) == uint32(0);
if (l_10077) {
const double l_10078 = l_arr_9[uint32(0)];
const bool l_10079 = l_10070 < l_10078;
l_mut_7617 = l_10079;
} else {
const bool l_10080 = uint32(0) == uint32(1);
if (l_10080) {
const double l_10081 = l_arr_9[uint32(0)];
const bool l_10082 = l_10070 > l_10081;
l_mut_7617 = l_10082;
}
}
const uint32 l_10083 = l_arr_8[l_10072];
const bool l_10084 = l_10083 == uint32(4294967295);
const bool l_10085 = l_10084 || l_mut_7617;
if (l_10085) {
l_arr_8[l_10072] = l_27;
const uint32 l_10086 = l_10072 + uint32(1);
l_arr_8[l_10086] = l_341;
l_arr_9[uint32(0)] = l_10070;
}
const uint32 l_10087 = uint32(2) * uint32(1);
const uint32 l_10088 = uint32(45) + l_10087;
const double l_10089 = abs(l_10070);
const double l_10090 = l_arr_9[uint32(1)];
const double l_10091 = abs(l_10090);
const bool l_10092 = l_10089 > l_10091;
l_mut_7617 = l_10092;
const bool l_10093 = uint32(1) == uint32(0);
if (l_10093) {
const double l_10094 = l_arr_9[uint32(1)];
const bool l_10095 = l_10070 < l_10094;
l_mut_7617 = l_10095;
} else {
const bool l_10096 = uint32(1) == uint32(1);
if (l_10096) {
const double l_10097 = l_arr_9[uint32(1)];
const bool l_10098 = l_10070 > l_10097;
l_mut_7617 = l_10098;
}
}
const uint32 l_10099 = l_arr_8[l_10088];
const bool l_10100 = l_10099 == uint32(4294967295);
const bool l_10101 = l_10100 || l_mut_7617;
if (l_10101) {
l_arr_8[l_10088] = l_27;
const uint32 l_10102 = l_10088 + uint32(1);
l_arr_8[l_10102] = l_341;
l_arr_9[uint32(1)] = l_10070;
}
const bool l_10103 = l_360 != double(0.0);
if (l_10103) {

for (uint32 l_mut_10104 = uint32(0); l_mut_10104 < uint32(8); ++l_mut_10104) {
const uint32 l_10105 = l_arr_10[l_mut_10104];
const bool l_10106 = l_10105 == uint32(1);
if (l_10106) {
const uint32 l_10107 = uint32(37) + l_mut_10104;
const uint32 l_10108 = l_arr_8[l_10107];
const uint32 l_10109 = l_10108 + uint32(1);
l_arr_8[l_10107] = l_10109;
const uint32 l_10110 = uint32(2) + l_mut_10104;
const uint32 l_10111 = uint32(2) * l_10110;
const uint32 l_10112 = uint32(45) + l_10111;
const double l_10113 = abs(l_10070);
const double l_10114 = l_arr_9[l_10110];
const double l_10115 = abs(l_10114);
const bool l_10116 = l_10113 > l_10115;
l_mut_7617 = l_10116;
const bool l_10117 = l_10110 == uint32(0);
if (l_10117) {
const double l_10118 = l_arr_9[l_10110];
const bool l_10119 = l_10070 < l_10118;
l_mut_7617 = l_10119;
} else {
const bool l_10120 = l_10110 == uint32(1);
if (l_10120) {
const double l_10121 = l_arr_9[l_10110];
const bool l_10122 = l_10070 > l_10121;
l_mut_7617 = l_10122;
}
}
const uint32 l_10123 = l_arr_8[l_10112];
const bool l_10124 = l_10123 == uint32(4294967295);
const bool l_10125 = l_10124 || l_mut_7617;
if (l_10125) {
l_arr_8[l_10112] = l_27;
const uint32 l_10126 = l_10112 + uint32(1);
l_arr_8[l_10126] = l_341;
l_arr_9[l_10110] = l_10070;
}
}
}
}
} else {
const uint32 l_10127 = l_arr_8[uint32(1)];
const uint32 l_10128 = l_2 + l_10127;
const uint32 l_10129 = l_10128 * uint32(2);
const uint32 l_10312 = info.static_meta[uint32(7)];
const uint32 l_10313 = l_10312 * uint32(1);
const bool l_10314 = l_10129 < l_10313;
if (l_10314) {
buffer_7[l_10129] = l_27;
}
const uint32 l_10130 = l_10129 + uint32(1);
const uint32 l_10315 = info.static_meta[uint32(7)];
const uint32 l_10316 = l_10315 * uint32(1);
const bool l_10317 = l_10130 < l_10316;
if (l_10317) {
buffer_7[l_10130] = l_341;
}
const uint32 l_10131 = l_arr_8[uint32(1)];
const uint32 l_10132 = l_10131 + uint32(1);
l_arr_8[uint32(1)] = l_10132;
}
}
}

for (uint32 l_mut_10133 = uint32(0); l_mut_10133 < uint32(65); ++l_mut_10133) {
const uint32 l_10134 = idxGlobal * uint32(65);
const uint32 l_10135 = l_10134 + l_mut_10133;
const uint32 l_10136 = l_arr_8[l_mut_10133];
const uint32 l_10318 = info.static_meta[uint32(5)];
const uint32 l_10319 = l_10318 * uint32(1);
const bool l_10320 = l_10135 < l_10319;
if (l_10320) {
buffer_5[l_10135] = l_10136;
}
}

for (uint32 l_mut_10137 = uint32(0); l_mut_10137 < uint32(10); ++l_mut_10137) {
const uint32 l_10138 = idxGlobal * uint32(10);
const uint32 l_10139 = l_10138 + l_mut_10137;
const double l_10140 = l_arr_9[l_mut_10137];
const uint32 l_10321 = info.static_meta[uint32(6)];
const uint32 l_10322 = l_10321 * uint32(1);
const bool l_10323 = l_10139 < l_10322;
if (l_10323) {
buffer_6[l_10139] = l_10140;
}
}
}

}
