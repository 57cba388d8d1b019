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

uint32 l_arr_1940[1];

double l_arr_4009[2];

double l_arr_5052[2];

double l_arr_5268[2];

double l_arr_5682[2];

double l_arr_5856[2];

double l_arr_6428[2];

uint32 l_arr_10[8];

bool l_mut_1025;
bool l_mut_1028;
bool l_mut_1031;
bool l_mut_1034;
bool l_mut_447;
double l_mut_151;
double l_mut_166;
double l_mut_2087;
double l_mut_241;
double l_mut_3102;
double l_mut_3356;
double l_mut_3612;
double l_mut_3866;
double l_mut_395;
double l_mut_567;
float l_mut_29;
float l_mut_30;
float l_mut_31;
int32 l_mut_308;
uint32 l_mut_379;
uint32 l_mut_4118;
uint32 l_mut_5161;
uint32 l_mut_856;
uint32 l_mut_933;
uint32 l_mut_974;
uint64 l_mut_469;
uint64 l_mut_498;
uint64 l_mut_510;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_7165 = info.static_meta[uint32(8)];
const uint32 l_7166 = l_7165 * uint32(1);
const bool l_7167 = uint32(0) < l_7166;
if (l_7167) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_7151 = info.static_meta[uint32(0)];
const uint32 l_7152 = l_7151 * uint32(1);
const bool l_7153 = uint32(1) < l_7152;
const uint32 l_7154 = l_7152 - uint32(1);
const uint32 l_7155 = min(uint32(1), l_7154);
const uint32 l_7156 = buffer_0[l_7155];
const uint32 l_7157 = (l_7153) ? l_7156 : uint32(0);
const uint32 l_1 = l_7157;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_7158 = info.static_meta[uint32(0)];
const uint32 l_7159 = l_7158 * uint32(1);
const bool l_7160 = uint32(2) < l_7159;
const uint32 l_7161 = l_7159 - uint32(1);
const uint32 l_7162 = min(uint32(2), l_7161);
const uint32 l_7163 = buffer_0[l_7162];
const uint32 l_7164 = (l_7160) ? l_7163 : uint32(0);
const uint32 l_3 = l_7164;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_7168 = info.static_meta[uint32(0)];
const uint32 l_7169 = l_7168 * uint32(1);
const bool l_7170 = uint32(2) < l_7169;
const uint32 l_7171 = l_7169 - uint32(1);
const uint32 l_7172 = min(uint32(2), l_7171);
const uint32 l_7173 = buffer_0[l_7172];
const uint32 l_7174 = (l_7170) ? l_7173 : uint32(0);
const uint32 l_6 = l_7174;
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
const uint32 l_7175 = info.static_meta[uint32(4)];
const uint32 l_7176 = l_7175 * uint32(1);
const bool l_7177 = uint32(1024) < l_7176;
const uint32 l_7178 = l_7176 - uint32(1);
const uint32 l_7179 = min(uint32(1024), l_7178);
const uint32 l_7180 = buffer_4[l_7179];
const uint32 l_7181 = (l_7177) ? l_7180 : uint32(0);
const uint32 l_18 = l_7181;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_7182 = info.static_meta[uint32(0)];
const uint32 l_7183 = l_7182 * uint32(1);
const bool l_7184 = uint32(3) < l_7183;
const uint32 l_7185 = l_7183 - uint32(1);
const uint32 l_7186 = min(uint32(3), l_7185);
const uint32 l_7187 = buffer_0[l_7186];
const uint32 l_7188 = (l_7184) ? l_7187 : uint32(0);
const uint32 l_21 = l_7188;
const uint32 l_7189 = info.static_meta[uint32(0)];
const uint32 l_7190 = l_7189 * uint32(1);
const bool l_7191 = uint32(4) < l_7190;
const uint32 l_7192 = l_7190 - uint32(1);
const uint32 l_7193 = min(uint32(4), l_7192);
const uint32 l_7194 = buffer_0[l_7193];
const uint32 l_7195 = (l_7191) ? l_7194 : uint32(0);
const uint32 l_22 = l_7195;
const bool l_23 = l_22 == uint32(1);
const uint32 l_7196 = info.static_meta[uint32(0)];
const uint32 l_7197 = l_7196 * uint32(1);
const bool l_7198 = uint32(5) < l_7197;
const uint32 l_7199 = l_7197 - uint32(1);
const uint32 l_7200 = min(uint32(5), l_7199);
const uint32 l_7201 = buffer_0[l_7200];
const uint32 l_7202 = (l_7198) ? l_7201 : uint32(0);
const uint32 l_24 = l_7202;

for (uint32 l_mut_25 = l_2; l_mut_25 < l_7; ++l_mut_25) {
const uint32 l_7203 = info.static_meta[uint32(0)];
const uint32 l_7204 = l_7203 * uint32(1);
const bool l_7205 = uint32(0) < l_7204;
const uint32 l_7206 = l_7204 - uint32(1);
const uint32 l_7207 = min(uint32(0), l_7206);
const uint32 l_7208 = buffer_0[l_7207];
const uint32 l_7209 = (l_7205) ? l_7208 : uint32(0);
const uint32 l_26 = l_7209;
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
const uint32 l_7217 = info.static_meta[uint32(0)];
const uint32 l_7218 = l_7217 * uint32(1);
const bool l_7219 = l_33 < l_7218;
const uint32 l_7220 = l_7218 - uint32(1);
const uint32 l_7221 = min(l_33, l_7220);
const uint32 l_7222 = buffer_0[l_7221];
const uint32 l_7223 = (l_7219) ? l_7222 : uint32(0);
const uint32 l_46 = l_7223;
const uint32 l_47 = l_33 + uint32(1);
const uint32 l_7224 = info.static_meta[uint32(0)];
const uint32 l_7225 = l_7224 * uint32(1);
const bool l_7226 = l_47 < l_7225;
const uint32 l_7227 = l_7225 - uint32(1);
const uint32 l_7228 = min(l_47, l_7227);
const uint32 l_7229 = buffer_0[l_7228];
const uint32 l_7230 = (l_7226) ? l_7229 : uint32(0);
const uint32 l_48 = l_7230;
const uint32 l_49 = l_33 + uint32(2);
const uint32 l_7231 = info.static_meta[uint32(0)];
const uint32 l_7232 = l_7231 * uint32(1);
const bool l_7233 = l_49 < l_7232;
const uint32 l_7234 = l_7232 - uint32(1);
const uint32 l_7235 = min(l_49, l_7234);
const uint32 l_7236 = buffer_0[l_7235];
const uint32 l_7237 = (l_7233) ? l_7236 : uint32(0);
const uint32 l_50 = l_7237;
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
const uint32 l_7238 = info.static_meta[uint32(0)];
const uint32 l_7239 = l_7238 * uint32(1);
const bool l_7240 = l_71 < l_7239;
const uint32 l_7241 = l_7239 - uint32(1);
const uint32 l_7242 = min(l_71, l_7241);
const uint32 l_7243 = buffer_0[l_7242];
const uint32 l_7244 = (l_7240) ? l_7243 : uint32(0);
const uint32 l_84 = l_7244;
const uint32 l_85 = l_71 + uint32(1);
const uint32 l_7245 = info.static_meta[uint32(0)];
const uint32 l_7246 = l_7245 * uint32(1);
const bool l_7247 = l_85 < l_7246;
const uint32 l_7248 = l_7246 - uint32(1);
const uint32 l_7249 = min(l_85, l_7248);
const uint32 l_7250 = buffer_0[l_7249];
const uint32 l_7251 = (l_7247) ? l_7250 : uint32(0);
const uint32 l_86 = l_7251;
const uint32 l_87 = l_71 + uint32(2);
const uint32 l_7252 = info.static_meta[uint32(0)];
const uint32 l_7253 = l_7252 * uint32(1);
const bool l_7254 = l_87 < l_7253;
const uint32 l_7255 = l_7253 - uint32(1);
const uint32 l_7256 = min(l_87, l_7255);
const uint32 l_7257 = buffer_0[l_7256];
const uint32 l_7258 = (l_7254) ? l_7257 : uint32(0);
const uint32 l_88 = l_7258;
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
const uint32 l_7259 = info.static_meta[uint32(0)];
const uint32 l_7260 = l_7259 * uint32(1);
const bool l_7261 = l_109 < l_7260;
const uint32 l_7262 = l_7260 - uint32(1);
const uint32 l_7263 = min(l_109, l_7262);
const uint32 l_7264 = buffer_0[l_7263];
const uint32 l_7265 = (l_7261) ? l_7264 : uint32(0);
const uint32 l_122 = l_7265;
const uint32 l_123 = l_109 + uint32(1);
const uint32 l_7266 = info.static_meta[uint32(0)];
const uint32 l_7267 = l_7266 * uint32(1);
const bool l_7268 = l_123 < l_7267;
const uint32 l_7269 = l_7267 - uint32(1);
const uint32 l_7270 = min(l_123, l_7269);
const uint32 l_7271 = buffer_0[l_7270];
const uint32 l_7272 = (l_7268) ? l_7271 : uint32(0);
const uint32 l_124 = l_7272;
const uint32 l_125 = l_109 + uint32(2);
const uint32 l_7273 = info.static_meta[uint32(0)];
const uint32 l_7274 = l_7273 * uint32(1);
const bool l_7275 = l_125 < l_7274;
const uint32 l_7276 = l_7274 - uint32(1);
const uint32 l_7277 = min(l_125, l_7276);
const uint32 l_7278 = buffer_0[l_7277];
const uint32 l_7279 = (l_7275) ? l_7278 : uint32(0);
const uint32 l_126 = l_7279;
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
const uint32 l_7210 = info.static_meta[uint32(1)];
const uint32 l_7211 = l_7210 * uint32(1);
const bool l_7212 = l_mut_25 < l_7211;
const uint32 l_7213 = l_7211 - uint32(1);
const uint32 l_7214 = min(l_mut_25, l_7213);
const float l_7215 = buffer_1[l_7214];
const float l_7216 = (l_7212) ? l_7215 : float(0.0);
const float l_146 = l_7216;
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
const uint32 l_7280 = info.static_meta[uint32(4)];
const uint32 l_7281 = l_7280 * uint32(1);
const bool l_7282 = uint32(1024) < l_7281;
const uint32 l_7283 = l_7281 - uint32(1);
const uint32 l_7284 = min(uint32(1024), l_7283);
const uint32 l_7285 = buffer_4[l_7284];
const uint32 l_7286 = (l_7282) ? l_7285 : uint32(0);
const uint32 l_206 = l_7286;
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
const uint32 l_7287 = info.static_meta[uint32(4)];
const uint32 l_7288 = l_7287 * uint32(1);
const bool l_7289 = uint32(1024) < l_7288;
const uint32 l_7290 = l_7288 - uint32(1);
const uint32 l_7291 = min(uint32(1024), l_7290);
const uint32 l_7292 = buffer_4[l_7291];
const uint32 l_7293 = (l_7289) ? l_7292 : uint32(0);
const uint32 l_362 = l_7293;
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
const uint32 l_7294 = info.static_meta[uint32(4)];
const uint32 l_7295 = l_7294 * uint32(1);
const bool l_7296 = l_465 < l_7295;
const uint32 l_7297 = l_7295 - uint32(1);
const uint32 l_7298 = min(l_465, l_7297);
const uint32 l_7299 = buffer_4[l_7298];
const uint32 l_7300 = (l_7296) ? l_7299 : uint32(0);
const uint32 l_466 = l_7300;
const uint64 l_467 = uint64(l_466);
const uint64 l_468 = l_462 * l_467;
l_mut_469 = l_468;
const uint64 l_470 = l_mut_469 & uint64(4294967295);
const uint64 l_471 = l_mut_469 >> uint64(32);
const uint32 l_472 = l_464 + uint32(2);
const uint32 l_7301 = info.static_meta[uint32(4)];
const uint32 l_7302 = l_7301 * uint32(1);
const bool l_7303 = l_472 < l_7302;
const uint32 l_7304 = l_7302 - uint32(1);
const uint32 l_7305 = min(l_472, l_7304);
const uint32 l_7306 = buffer_4[l_7305];
const uint32 l_7307 = (l_7303) ? l_7306 : uint32(0);
const uint32 l_473 = l_7307;
const uint64 l_474 = uint64(l_473);
const uint64 l_475 = l_462 * l_474;
const uint64 l_476 = l_471 + l_475;
l_mut_469 = l_476;
const uint64 l_477 = l_mut_469 & uint64(4294967295);
const uint64 l_478 = l_mut_469 >> uint64(32);
const uint32 l_479 = l_464 + uint32(1);
const uint32 l_7308 = info.static_meta[uint32(4)];
const uint32 l_7309 = l_7308 * uint32(1);
const bool l_7310 = l_479 < l_7309;
const uint32 l_7311 = l_7309 - uint32(1);
const uint32 l_7312 = min(l_479, l_7311);
const uint32 l_7313 = buffer_4[l_7312];
const uint32 l_7314 = (l_7310) ? l_7313 : uint32(0);
const uint32 l_480 = l_7314;
const uint64 l_481 = uint64(l_480);
const uint64 l_482 = l_462 * l_481;
const uint64 l_483 = l_478 + l_482;
l_mut_469 = l_483;
const uint64 l_484 = l_mut_469 & uint64(4294967295);
const uint64 l_485 = l_mut_469 >> uint64(32);
const uint32 l_7315 = info.static_meta[uint32(4)];
const uint32 l_7316 = l_7315 * uint32(1);
const bool l_7317 = l_464 < l_7316;
const uint32 l_7318 = l_7316 - uint32(1);
const uint32 l_7319 = min(l_464, l_7318);
const uint32 l_7320 = buffer_4[l_7319];
const uint32 l_7321 = (l_7317) ? l_7320 : uint32(0);
const uint32 l_486 = l_7321;
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
const uint32 l_7322 = info.static_meta[uint32(4)];
const uint32 l_7323 = l_7322 * uint32(1);
const bool l_7324 = uint32(1024) < l_7323;
const uint32 l_7325 = l_7323 - uint32(1);
const uint32 l_7326 = min(uint32(1024), l_7325);
const uint32 l_7327 = buffer_4[l_7326];
const uint32 l_7328 = (l_7324) ? l_7327 : uint32(0);
const uint32 l_631 = l_7328;
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
const uint32 l_7329 = info.static_meta[uint32(2)];
const uint32 l_7330 = l_7329 * uint32(1);
const bool l_7331 = l_900 < l_7330;
const uint32 l_7332 = l_7330 - uint32(1);
const uint32 l_7333 = min(l_900, l_7332);
const uint32 l_7334 = buffer_2[l_7333];
const uint32 l_7335 = (l_7331) ? l_7334 : uint32(0);
const uint32 l_901 = l_7335;
const uint32 l_902 = uint32(2) * l_mut_899;
const uint32 l_903 = l_902 + uint32(1);
const uint32 l_7336 = info.static_meta[uint32(2)];
const uint32 l_7337 = l_7336 * uint32(1);
const bool l_7338 = l_903 < l_7337;
const uint32 l_7339 = l_7337 - uint32(1);
const uint32 l_7340 = min(l_903, l_7339);
const uint32 l_7341 = buffer_2[l_7340];
const uint32 l_7342 = (l_7338) ? l_7341 : uint32(0);
const uint32 l_904 = l_7342;
const bool l_905 = l_904 != uint32(0);
const uint32 l_906 = l_mut_899 * uint32(4);
const uint32 l_7343 = info.static_meta[uint32(3)];
const uint32 l_7344 = l_7343 * uint32(1);
const bool l_7345 = l_906 < l_7344;
const uint32 l_7346 = l_7344 - uint32(1);
const uint32 l_7347 = min(l_906, l_7346);
const double l_7348 = buffer_3[l_7347];
const double l_7349 = (l_7345) ? l_7348 : double(0.0);
const double l_907 = l_7349;
const uint32 l_908 = l_mut_899 * uint32(4);
const uint32 l_909 = l_908 + uint32(1);
const uint32 l_7350 = info.static_meta[uint32(3)];
const uint32 l_7351 = l_7350 * uint32(1);
const bool l_7352 = l_909 < l_7351;
const uint32 l_7353 = l_7351 - uint32(1);
const uint32 l_7354 = min(l_909, l_7353);
const double l_7355 = buffer_3[l_7354];
const double l_7356 = (l_7352) ? l_7355 : double(0.0);
const double l_910 = l_7356;
const uint32 l_911 = l_mut_899 * uint32(4);
const uint32 l_912 = l_911 + uint32(2);
const uint32 l_7357 = info.static_meta[uint32(3)];
const uint32 l_7358 = l_7357 * uint32(1);
const bool l_7359 = l_912 < l_7358;
const uint32 l_7360 = l_7358 - uint32(1);
const uint32 l_7361 = min(l_912, l_7360);
const double l_7362 = buffer_3[l_7361];
const double l_7363 = (l_7359) ? l_7362 : double(0.0);
const double l_913 = l_7363;
const double l_914 = double(l_mut_29);
const double l_915 = abs(l_914);
const double l_916 = abs(l_mut_151);
const double l_917 = l_916 * double(1.4551915228366852e-11);
l_mut_379 = uint32(2);
const bool l_918 = l_901 == uint32(0);
if (l_918) {
l_mut_379 = uint32(0);
} else {
const bool l_919 = l_901 == uint32(1);
if (l_919) {
l_mut_379 = uint32(1);
const double l_920 = abs(l_887);
const bool l_921 = l_920 <= l_907;
if (l_921) {
l_mut_379 = uint32(0);
}
} else {
const bool l_922 = l_901 == uint32(2);
if (l_922) {
const double l_923 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_924 = l_923 >= double(1.1754943508222875e-38);
const bool l_925 = l_923 <= double(1.7976931348623157e308);
const bool l_926 = l_924 && l_925;
if (l_926) {
const uint64 l_927 = reinterpret_cast<uint64 const&>(l_923);
const uint64 l_928 = l_927 >> uint64(52);
const uint64 l_929 = l_928 - uint64(23);
const uint64 l_930 = l_929 << uint64(52);
const double l_931 = reinterpret_cast<double const&>(l_930);
l_mut_567 = l_931;
}
const double l_932 = l_907 * l_mut_567;
l_mut_933 = uint32(2);
const double l_934 = l_mut_151 - l_917;
const double l_935 = abs(l_934);
l_mut_567 = double(1.401298464324817e-45);
const bool l_936 = l_935 >= double(1.1754943508222875e-38);
const bool l_937 = l_935 <= double(1.7976931348623157e308);
const bool l_938 = l_936 && l_937;
if (l_938) {
const uint64 l_939 = reinterpret_cast<uint64 const&>(l_935);
const uint64 l_940 = l_939 >> uint64(52);
const uint64 l_941 = l_940 - uint64(23);
const uint64 l_942 = l_941 << uint64(52);
const double l_943 = reinterpret_cast<double const&>(l_942);
l_mut_567 = l_943;
}
const double l_944 = l_mut_151 + l_917;
const double l_945 = abs(l_944);
l_mut_395 = double(1.401298464324817e-45);
const bool l_946 = l_945 >= double(1.1754943508222875e-38);
const bool l_947 = l_945 <= double(1.7976931348623157e308);
const bool l_948 = l_946 && l_947;
if (l_948) {
const uint64 l_949 = reinterpret_cast<uint64 const&>(l_945);
const uint64 l_950 = l_949 >> uint64(52);
const uint64 l_951 = l_950 - uint64(23);
const uint64 l_952 = l_951 << uint64(52);
const double l_953 = reinterpret_cast<double const&>(l_952);
l_mut_395 = l_953;
}
const bool l_954 = l_mut_567 == l_mut_395;
if (l_954) {
const double l_955 = l_932 * double(1.4551915228366852e-11);
const double l_956 = l_917 + l_955;
const double l_957 = l_mut_151 - l_932;
const double l_958 = l_mut_151 + l_932;
const uint32 l_959 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_960 = l_959 & uint32(2147483647);
const float l_961 = reinterpret_cast<float const&>(l_960);
const double l_962 = double(l_961);
l_mut_567 = l_962;
const bool l_963 = l_960 < uint32(8388608);
if (l_963) {
const double l_964 = double(l_960);
const double l_965 = l_964 * double(1.401298464324817e-45);
l_mut_567 = l_965;
}
const uint64 l_966 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_967 = l_959 >> uint32(31);
const uint64 l_968 = uint64(l_967);
const uint64 l_969 = l_968 << uint64(63);
const uint64 l_970 = l_966 | l_969;
const double l_971 = reinterpret_cast<double const&>(l_970);
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_973 = l_972 + uint32(1);
l_mut_974 = l_973;
const uint32 l_975 = l_972 & uint32(2147483647);
const bool l_976 = l_975 == uint32(0);
if (l_976) {
l_mut_974 = uint32(1);
} else {
const uint32 l_977 = l_972 & uint32(2147483648);
const bool l_978 = l_977 != uint32(0);
if (l_978) {
const uint32 l_979 = l_972 - uint32(1);
l_mut_974 = l_979;
} else {
const bool l_980 = l_972 == uint32(2139095040);
if (l_980) {
l_mut_974 = l_972;
}
}
}
const float l_981 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_982 = reinterpret_cast<uint32 const&>(l_981);
const uint32 l_983 = l_982 & uint32(2147483647);
const float l_984 = reinterpret_cast<float const&>(l_983);
const double l_985 = double(l_984);
l_mut_567 = l_985;
const bool l_986 = l_983 < uint32(8388608);
if (l_986) {
const double l_987 = double(l_983);
const double l_988 = l_987 * double(1.401298464324817e-45);
l_mut_567 = l_988;
}
const uint64 l_989 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_990 = l_982 >> uint32(31);
const uint64 l_991 = uint64(l_990);
const uint64 l_992 = l_991 << uint64(63);
const uint64 l_993 = l_989 | l_992;
const double l_994 = reinterpret_cast<double const&>(l_993);
const uint32 l_995 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_996 = l_995 ^ uint32(2147483648);
const float l_997 = reinterpret_cast<float const&>(l_996);
const uint32 l_998 = reinterpret_cast<uint32 const&>(l_997);
const uint32 l_999 = l_998 + uint32(1);
l_mut_974 = l_999;
const uint32 l_1000 = l_998 & uint32(2147483647);
const bool l_1001 = l_1000 == uint32(0);
if (l_1001) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1002 = l_998 & uint32(2147483648);
const bool l_1003 = l_1002 != uint32(0);
if (l_1003) {
const uint32 l_1004 = l_998 - uint32(1);
l_mut_974 = l_1004;
} else {
const bool l_1005 = l_998 == uint32(2139095040);
if (l_1005) {
l_mut_974 = l_998;
}
}
}
const float l_1006 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1007 = reinterpret_cast<uint32 const&>(l_1006);
const uint32 l_1008 = l_1007 ^ uint32(2147483648);
const float l_1009 = reinterpret_cast<float const&>(l_1008);
const uint32 l_1010 = reinterpret_cast<uint32 const&>(l_1009);
const uint32 l_1011 = l_1010 & uint32(2147483647);
const float l_1012 = reinterpret_cast<float const&>(l_1011);
const double l_1013 = double(l_1012);
l_mut_567 = l_1013;
const bool l_1014 = l_1011 < uint32(8388608);
if (l_1014) {
const double l_1015 = double(l_1011);
const double l_1016 = l_1015 * double(1.401298464324817e-45);
l_mut_567 = l_1016;
}
const uint64 l_1017 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1018 = l_1010 >> uint32(31);
const uint64 l_1019 = uint64(l_1018);
const uint64 l_1020 = l_1019 << uint64(63);
const uint64 l_1021 = l_1017 | l_1020;
const double l_1022 = reinterpret_cast<double const&>(l_1021);
const double l_1023 = l_957 + l_956;
const bool l_1024 = l_1023 <= l_971;
l_mut_1025 = l_1024;
const double l_1026 = l_957 - l_956;
const bool l_1027 = l_1026 > l_971;
l_mut_1028 = l_1027;
const double l_1029 = l_958 - l_956;
const bool l_1030 = l_1029 >= l_971;
l_mut_1031 = l_1030;
const double l_1032 = l_958 + l_956;
const bool l_1033 = l_1032 < l_971;
l_mut_1034 = l_1033;
if (l_905) {
const double l_1035 = l_957 + l_956;
const bool l_1036 = l_1035 < l_994;
l_mut_1025 = l_1036;
const double l_1037 = l_957 - l_956;
const bool l_1038 = l_1037 >= l_994;
l_mut_1028 = l_1038;
const double l_1039 = l_958 - l_956;
const bool l_1040 = l_1039 > l_1022;
l_mut_1031 = l_1040;
const double l_1041 = l_958 + l_956;
const bool l_1042 = l_1041 <= l_1022;
l_mut_1034 = l_1042;
}
l_mut_974 = uint32(2);
const bool l_1043 = l_mut_1028 || l_mut_1034;
if (l_1043) {
l_mut_974 = uint32(1);
} else {
const bool l_1044 = l_mut_1025 && l_mut_1031;
if (l_1044) {
l_mut_974 = uint32(0);
}
}
const uint32 l_1045 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1046 = l_1045 & uint32(2147483647);
const bool l_1047 = l_1046 == uint32(0);
if (l_1047) {
const double l_1048 = l_957 + l_956;
const bool l_1049 = l_1048 < double(1.1754943508222875e-38);
const double l_1050 = l_958 - l_956;
const bool l_1051 = l_1050 > double(-1.1754943508222875e-38);
const bool l_1052 = l_1049 && l_1051;
const double l_1053 = l_957 - l_956;
const bool l_1054 = l_1053 < double(1.1754943508222875e-38);
const double l_1055 = l_958 + l_956;
const bool l_1056 = l_1055 > double(-1.1754943508222875e-38);
const bool l_1057 = l_1054 && l_1056;
if (l_1052) {
l_mut_974 = uint32(0);
} else {
const bool l_1058 = l_mut_974 == uint32(1);
const bool l_1059 = l_1057 && l_1058;
if (l_1059) {
l_mut_974 = uint32(2);
}
}
}
l_mut_933 = l_mut_974;
}
l_mut_379 = l_mut_933;
} else {
const bool l_1060 = l_901 == uint32(3);
if (l_1060) {
l_mut_379 = uint32(0);
const bool l_1061 = l_915 >= double(1.1754943508222875e-38);
const bool l_1062 = l_915 <= double(8.507059173023462e37);
const bool l_1063 = l_1061 && l_1062;
if (l_1063) {
const double l_1064 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1065 = l_1064 >= double(1.1754943508222875e-38);
const bool l_1066 = l_1064 <= double(1.7976931348623157e308);
const bool l_1067 = l_1065 && l_1066;
if (l_1067) {
const uint64 l_1068 = reinterpret_cast<uint64 const&>(l_1064);
const uint64 l_1069 = l_1068 >> uint64(52);
const uint64 l_1070 = l_1069 - uint64(23);
const uint64 l_1071 = l_1070 << uint64(52);
const double l_1072 = reinterpret_cast<double const&>(l_1071);
l_mut_567 = l_1072;
}
const double l_1073 = l_907 * l_mut_567;
l_mut_974 = uint32(2);
const double l_1074 = l_mut_151 - l_917;
const double l_1075 = abs(l_1074);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1076 = l_1075 >= double(1.1754943508222875e-38);
const bool l_1077 = l_1075 <= double(1.7976931348623157e308);
const bool l_1078 = l_1076 && l_1077;
if (l_1078) {
const uint64 l_1079 = reinterpret_cast<uint64 const&>(l_1075);
const uint64 l_1080 = l_1079 >> uint64(52);
const uint64 l_1081 = l_1080 - uint64(23);
const uint64 l_1082 = l_1081 << uint64(52);
const double l_1083 = reinterpret_cast<double const&>(l_1082);
l_mut_567 = l_1083;
}
const double l_1084 = l_mut_151 + l_917;
const double l_1085 = abs(l_1084);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1086 = l_1085 >= double(1.1754943508222875e-38);
const bool l_1087 = l_1085 <= double(1.7976931348623157e308);
const bool l_1088 = l_1086 && l_1087;
if (l_1088) {
const uint64 l_1089 = reinterpret_cast<uint64 const&>(l_1085);
const uint64 l_1090 = l_1089 >> uint64(52);
const uint64 l_1091 = l_1090 - uint64(23);
const uint64 l_1092 = l_1091 << uint64(52);
const double l_1093 = reinterpret_cast<double const&>(l_1092);
l_mut_395 = l_1093;
}
const bool l_1094 = l_mut_567 == l_mut_395;
if (l_1094) {
const double l_1095 = l_1073 * double(1.4551915228366852e-11);
const double l_1096 = l_917 + l_1095;
const double l_1097 = l_mut_151 - l_1073;
const double l_1098 = l_mut_151 + l_1073;
const uint32 l_1099 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1100 = l_1099 & uint32(2147483647);
const float l_1101 = reinterpret_cast<float const&>(l_1100);
const double l_1102 = double(l_1101);
l_mut_567 = l_1102;
const bool l_1103 = l_1100 < uint32(8388608);
if (l_1103) {
const double l_1104 = double(l_1100);
const double l_1105 = l_1104 * double(1.401298464324817e-45);
l_mut_567 = l_1105;
}
const uint64 l_1106 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1107 = l_1099 >> uint32(31);
const uint64 l_1108 = uint64(l_1107);
const uint64 l_1109 = l_1108 << uint64(63);
const uint64 l_1110 = l_1106 | l_1109;
const double l_1111 = reinterpret_cast<double const&>(l_1110);
const uint32 l_1112 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1113 = l_1112 + uint32(1);
l_mut_933 = l_1113;
const uint32 l_1114 = l_1112 & uint32(2147483647);
const bool l_1115 = l_1114 == uint32(0);
if (l_1115) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1116 = l_1112 & uint32(2147483648);
const bool l_1117 = l_1116 != uint32(0);
if (l_1117) {
const uint32 l_1118 = l_1112 - uint32(1);
l_mut_933 = l_1118;
} else {
const bool l_1119 = l_1112 == uint32(2139095040);
if (l_1119) {
l_mut_933 = l_1112;
}
}
}
const float l_1120 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1121 = reinterpret_cast<uint32 const&>(l_1120);
const uint32 l_1122 = l_1121 & uint32(2147483647);
const float l_1123 = reinterpret_cast<float const&>(l_1122);
const double l_1124 = double(l_1123);
l_mut_567 = l_1124;
const bool l_1125 = l_1122 < uint32(8388608);
if (l_1125) {
const double l_1126 = double(l_1122);
const double l_1127 = l_1126 * double(1.401298464324817e-45);
l_mut_567 = l_1127;
}
const uint64 l_1128 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1129 = l_1121 >> uint32(31);
const uint64 l_1130 = uint64(l_1129);
const uint64 l_1131 = l_1130 << uint64(63);
const uint64 l_1132 = l_1128 | l_1131;
const double l_1133 = reinterpret_cast<double const&>(l_1132);
const uint32 l_1134 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1135 = l_1134 ^ uint32(2147483648);
const float l_1136 = reinterpret_cast<float const&>(l_1135);
const uint32 l_1137 = reinterpret_cast<uint32 const&>(l_1136);
const uint32 l_1138 = l_1137 + uint32(1);
l_mut_933 = l_1138;
const uint32 l_1139 = l_1137 & uint32(2147483647);
const bool l_1140 = l_1139 == uint32(0);
if (l_1140) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1141 = l_1137 & uint32(2147483648);
const bool l_1142 = l_1141 != uint32(0);
if (l_1142) {
const uint32 l_1143 = l_1137 - uint32(1);
l_mut_933 = l_1143;
} else {
const bool l_1144 = l_1137 == uint32(2139095040);
if (l_1144) {
l_mut_933 = l_1137;
}
}
}
const float l_1145 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1146 = reinterpret_cast<uint32 const&>(l_1145);
const uint32 l_1147 = l_1146 ^ uint32(2147483648);
const float l_1148 = reinterpret_cast<float const&>(l_1147);
const uint32 l_1149 = reinterpret_cast<uint32 const&>(l_1148);
const uint32 l_1150 = l_1149 & uint32(2147483647);
const float l_1151 = reinterpret_cast<float const&>(l_1150);
const double l_1152 = double(l_1151);
l_mut_567 = l_1152;
const bool l_1153 = l_1150 < uint32(8388608);
if (l_1153) {
const double l_1154 = double(l_1150);
const double l_1155 = l_1154 * double(1.401298464324817e-45);
l_mut_567 = l_1155;
}
const uint64 l_1156 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1157 = l_1149 >> uint32(31);
const uint64 l_1158 = uint64(l_1157);
const uint64 l_1159 = l_1158 << uint64(63);
const uint64 l_1160 = l_1156 | l_1159;
const double l_1161 = reinterpret_cast<double const&>(l_1160);
const double l_1162 = l_1097 + l_1096;
const bool l_1163 = l_1162 <= l_1111;
l_mut_1034 = l_1163;
const double l_1164 = l_1097 - l_1096;
const bool l_1165 = l_1164 > l_1111;
l_mut_1031 = l_1165;
const double l_1166 = l_1098 - l_1096;
const bool l_1167 = l_1166 >= l_1111;
l_mut_1028 = l_1167;
const double l_1168 = l_1098 + l_1096;
const bool l_1169 = l_1168 < l_1111;
l_mut_1025 = l_1169;
if (l_905) {
const double l_1170 = l_1097 + l_1096;
const bool l_1171 = l_1170 < l_1133;
l_mut_1034 = l_1171;
const double l_1172 = l_1097 - l_1096;
const bool l_1173 = l_1172 >= l_1133;
l_mut_1031 = l_1173;
const double l_1174 = l_1098 - l_1096;
const bool l_1175 = l_1174 > l_1161;
l_mut_1028 = l_1175;
const double l_1176 = l_1098 + l_1096;
const bool l_1177 = l_1176 <= l_1161;
l_mut_1025 = l_1177;
}
l_mut_933 = uint32(2);
const bool l_1178 = l_mut_1031 || l_mut_1025;
if (l_1178) {
l_mut_933 = uint32(1);
} else {
const bool l_1179 = l_mut_1034 && l_mut_1028;
if (l_1179) {
l_mut_933 = uint32(0);
}
}
const uint32 l_1180 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1181 = l_1180 & uint32(2147483647);
const bool l_1182 = l_1181 == uint32(0);
if (l_1182) {
const double l_1183 = l_1097 + l_1096;
const bool l_1184 = l_1183 < double(1.1754943508222875e-38);
const double l_1185 = l_1098 - l_1096;
const bool l_1186 = l_1185 > double(-1.1754943508222875e-38);
const bool l_1187 = l_1184 && l_1186;
const double l_1188 = l_1097 - l_1096;
const bool l_1189 = l_1188 < double(1.1754943508222875e-38);
const double l_1190 = l_1098 + l_1096;
const bool l_1191 = l_1190 > double(-1.1754943508222875e-38);
const bool l_1192 = l_1189 && l_1191;
if (l_1187) {
l_mut_933 = uint32(0);
} else {
const bool l_1193 = l_mut_933 == uint32(1);
const bool l_1194 = l_1192 && l_1193;
if (l_1194) {
l_mut_933 = uint32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
}
} else {
const bool l_1195 = l_901 == uint32(4);
if (l_1195) {
const double l_1196 = l_910 * l_915;
const double l_1197 = l_907 + l_1196;
const double l_1198 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1199 = l_1198 >= double(1.1754943508222875e-38);
const bool l_1200 = l_1198 <= double(1.7976931348623157e308);
const bool l_1201 = l_1199 && l_1200;
if (l_1201) {
const uint64 l_1202 = reinterpret_cast<uint64 const&>(l_1198);
const uint64 l_1203 = l_1202 >> uint64(52);
const uint64 l_1204 = l_1203 - uint64(23);
const uint64 l_1205 = l_1204 << uint64(52);
const double l_1206 = reinterpret_cast<double const&>(l_1205);
l_mut_567 = l_1206;
}
const double l_1207 = l_1197 * l_mut_567;
l_mut_974 = uint32(2);
const double l_1208 = l_mut_151 - l_917;
const double l_1209 = abs(l_1208);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1210 = l_1209 >= double(1.1754943508222875e-38);
const bool l_1211 = l_1209 <= double(1.7976931348623157e308);
const bool l_1212 = l_1210 && l_1211;
if (l_1212) {
const uint64 l_1213 = reinterpret_cast<uint64 const&>(l_1209);
const uint64 l_1214 = l_1213 >> uint64(52);
const uint64 l_1215 = l_1214 - uint64(23);
const uint64 l_1216 = l_1215 << uint64(52);
const double l_1217 = reinterpret_cast<double const&>(l_1216);
l_mut_567 = l_1217;
}
const double l_1218 = l_mut_151 + l_917;
const double l_1219 = abs(l_1218);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1220 = l_1219 >= double(1.1754943508222875e-38);
const bool l_1221 = l_1219 <= double(1.7976931348623157e308);
const bool l_1222 = l_1220 && l_1221;
if (l_1222) {
const uint64 l_1223 = reinterpret_cast<uint64 const&>(l_1219);
const uint64 l_1224 = l_1223 >> uint64(52);
const uint64 l_1225 = l_1224 - uint64(23);
const uint64 l_1226 = l_1225 << uint64(52);
const double l_1227 = reinterpret_cast<double const&>(l_1226);
l_mut_395 = l_1227;
}
const bool l_1228 = l_mut_567 == l_mut_395;
if (l_1228) {
const double l_1229 = l_1207 * double(1.4551915228366852e-11);
const double l_1230 = l_917 + l_1229;
const double l_1231 = l_mut_151 - l_1207;
const double l_1232 = l_mut_151 + l_1207;
const uint32 l_1233 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1234 = l_1233 & uint32(2147483647);
const float l_1235 = reinterpret_cast<float const&>(l_1234);
const double l_1236 = double(l_1235);
l_mut_567 = l_1236;
const bool l_1237 = l_1234 < uint32(8388608);
if (l_1237) {
const double l_1238 = double(l_1234);
const double l_1239 = l_1238 * double(1.401298464324817e-45);
l_mut_567 = l_1239;
}
const uint64 l_1240 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1241 = l_1233 >> uint32(31);
const uint64 l_1242 = uint64(l_1241);
const uint64 l_1243 = l_1242 << uint64(63);
const uint64 l_1244 = l_1240 | l_1243;
const double l_1245 = reinterpret_cast<double const&>(l_1244);
const uint32 l_1246 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1247 = l_1246 + uint32(1);
l_mut_933 = l_1247;
const uint32 l_1248 = l_1246 & uint32(2147483647);
const bool l_1249 = l_1248 == uint32(0);
if (l_1249) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1250 = l_1246 & uint32(2147483648);
const bool l_1251 = l_1250 != uint32(0);
if (l_1251) {
const uint32 l_1252 = l_1246 - uint32(1);
l_mut_933 = l_1252;
} else {
const bool l_1253 = l_1246 == uint32(2139095040);
if (l_1253) {
l_mut_933 = l_1246;
}
}
}
const float l_1254 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1255 = reinterpret_cast<uint32 const&>(l_1254);
const uint32 l_1256 = l_1255 & uint32(2147483647);
const float l_1257 = reinterpret_cast<float const&>(l_1256);
const double l_1258 = double(l_1257);
l_mut_567 = l_1258;
const bool l_1259 = l_1256 < uint32(8388608);
if (l_1259) {
const double l_1260 = double(l_1256);
const double l_1261 = l_1260 * double(1.401298464324817e-45);
l_mut_567 = l_1261;
}
const uint64 l_1262 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1263 = l_1255 >> uint32(31);
const uint64 l_1264 = uint64(l_1263);
const uint64 l_1265 = l_1264 << uint64(63);
const uint64 l_1266 = l_1262 | l_1265;
const double l_1267 = reinterpret_cast<double const&>(l_1266);
const uint32 l_1268 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1269 = l_1268 ^ uint32(2147483648);
const float l_1270 = reinterpret_cast<float const&>(l_1269);
const uint32 l_1271 = reinterpret_cast<uint32 const&>(l_1270);
const uint32 l_1272 = l_1271 + uint32(1);
l_mut_933 = l_1272;
const uint32 l_1273 = l_1271 & uint32(2147483647);
const bool l_1274 = l_1273 == uint32(0);
if (l_1274) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1275 = l_1271 & uint32(2147483648);
const bool l_1276 = l_1275 != uint32(0);
if (l_1276) {
const uint32 l_1277 = l_1271 - uint32(1);
l_mut_933 = l_1277;
} else {
const bool l_1278 = l_1271 == uint32(2139095040);
if (l_1278) {
l_mut_933 = l_1271;
}
}
}
const float l_1279 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1280 = reinterpret_cast<uint32 const&>(l_1279);
const uint32 l_1281 = l_1280 ^ uint32(2147483648);
const float l_1282 = reinterpret_cast<float const&>(l_1281);
const uint32 l_1283 = reinterpret_cast<uint32 const&>(l_1282);
const uint32 l_1284 = l_1283 & uint32(2147483647);
const float l_1285 = reinterpret_cast<float const&>(l_1284);
const double l_1286 = double(l_1285);
l_mut_567 = l_1286;
const bool l_1287 = l_1284 < uint32(8388608);
if (l_1287) {
const double l_1288 = double(l_1284);
const double l_1289 = l_1288 * double(1.401298464324817e-45);
l_mut_567 = l_1289;
}
const uint64 l_1290 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1291 = l_1283 >> uint32(31);
const uint64 l_1292 = uint64(l_1291);
const uint64 l_1293 = l_1292 << uint64(63);
const uint64 l_1294 = l_1290 | l_1293;
const double l_1295 = reinterpret_cast<double const&>(l_1294);
const double l_1296 = l_1231 + l_1230;
const bool l_1297 = l_1296 <= l_1245;
l_mut_1034 = l_1297;
const double l_1298 = l_1231 - l_1230;
const bool l_1299 = l_1298 > l_1245;
l_mut_1031 = l_1299;
const double l_1300 = l_1232 - l_1230;
const bool l_1301 = l_1300 >= l_1245;
l_mut_1028 = l_1301;
const double l_1302 = l_1232 + l_1230;
const bool l_1303 = l_1302 < l_1245;
l_mut_1025 = l_1303;
if (l_905) {
const double l_1304 = l_1231 + l_1230;
const bool l_1305 = l_1304 < l_1267;
l_mut_1034 = l_1305;
const double l_1306 = l_1231 - l_1230;
const bool l_1307 = l_1306 >= l_1267;
l_mut_1031 = l_1307;
const double l_1308 = l_1232 - l_1230;
const bool l_1309 = l_1308 > l_1295;
l_mut_1028 = l_1309;
const double l_1310 = l_1232 + l_1230;
const bool l_1311 = l_1310 <= l_1295;
l_mut_1025 = l_1311;
}
l_mut_933 = uint32(2);
const bool l_1312 = l_mut_1031 || l_mut_1025;
if (l_1312) {
l_mut_933 = uint32(1);
} else {
const bool l_1313 = l_mut_1034 && l_mut_1028;
if (l_1313) {
l_mut_933 = uint32(0);
}
}
const uint32 l_1314 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1315 = l_1314 & uint32(2147483647);
const bool l_1316 = l_1315 == uint32(0);
if (l_1316) {
const double l_1317 = l_1231 + l_1230;
const bool l_1318 = l_1317 < double(1.1754943508222875e-38);
const double l_1319 = l_1232 - l_1230;
const bool l_1320 = l_1319 > double(-1.1754943508222875e-38);
const bool l_1321 = l_1318 && l_1320;
const double l_1322 = l_1231 - l_1230;
const bool l_1323 = l_1322 < double(1.1754943508222875e-38);
const double l_1324 = l_1232 + l_1230;
const bool l_1325 = l_1324 > double(-1.1754943508222875e-38);
const bool l_1326 = l_1323 && l_1325;
if (l_1321) {
l_mut_933 = uint32(0);
} else {
const bool l_1327 = l_mut_933 == uint32(1);
const bool l_1328 = l_1326 && l_1327;
if (l_1328) {
l_mut_933 = uint32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
} else {
const bool l_1329 = l_901 == uint32(5);
if (l_1329) {
const double l_1330 = double(2.0) * l_914;
const double l_1331 = abs(l_1330);
const double l_1332 = floor(l_1331);
const double l_1333 = double(3.0) + l_1332;
const double l_1334 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1335 = l_1334 >= double(1.1754943508222875e-38);
const bool l_1336 = l_1334 <= double(1.7976931348623157e308);
const bool l_1337 = l_1335 && l_1336;
if (l_1337) {
const uint64 l_1338 = reinterpret_cast<uint64 const&>(l_1334);
const uint64 l_1339 = l_1338 >> uint64(52);
const uint64 l_1340 = l_1339 - uint64(23);
const uint64 l_1341 = l_1340 << uint64(52);
const double l_1342 = reinterpret_cast<double const&>(l_1341);
l_mut_567 = l_1342;
}
const double l_1343 = l_1333 * l_mut_567;
l_mut_974 = uint32(2);
const double l_1344 = l_mut_151 - l_917;
const double l_1345 = abs(l_1344);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1346 = l_1345 >= double(1.1754943508222875e-38);
const bool l_1347 = l_1345 <= double(1.7976931348623157e308);
const bool l_1348 = l_1346 && l_1347;
if (l_1348) {
const uint64 l_1349 = reinterpret_cast<uint64 const&>(l_1345);
const uint64 l_1350 = l_1349 >> uint64(52);
const uint64 l_1351 = l_1350 - uint64(23);
const uint64 l_1352 = l_1351 << uint64(52);
const double l_1353 = reinterpret_cast<double const&>(l_1352);
l_mut_567 = l_1353;
}
const double l_1354 = l_mut_151 + l_917;
const double l_1355 = abs(l_1354);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1356 = l_1355 >= double(1.1754943508222875e-38);
const bool l_1357 = l_1355 <= double(1.7976931348623157e308);
const bool l_1358 = l_1356 && l_1357;
if (l_1358) {
const uint64 l_1359 = reinterpret_cast<uint64 const&>(l_1355);
const uint64 l_1360 = l_1359 >> uint64(52);
const uint64 l_1361 = l_1360 - uint64(23);
const uint64 l_1362 = l_1361 << uint64(52);
const double l_1363 = reinterpret_cast<double const&>(l_1362);
l_mut_395 = l_1363;
}
const bool l_1364 = l_mut_567 == l_mut_395;
if (l_1364) {
const double l_1365 = l_1343 * double(1.4551915228366852e-11);
const double l_1366 = l_917 + l_1365;
const double l_1367 = l_mut_151 - l_1343;
const double l_1368 = l_mut_151 + l_1343;
const uint32 l_1369 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1370 = l_1369 & uint32(2147483647);
const float l_1371 = reinterpret_cast<float const&>(l_1370);
const double l_1372 = double(l_1371);
l_mut_567 = l_1372;
const bool l_1373 = l_1370 < uint32(8388608);
if (l_1373) {
const double l_1374 = double(l_1370);
const double l_1375 = l_1374 * double(1.401298464324817e-45);
l_mut_567 = l_1375;
}
const uint64 l_1376 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1377 = l_1369 >> uint32(31);
const uint64 l_1378 = uint64(l_1377);
const uint64 l_1379 = l_1378 << uint64(63);
const uint64 l_1380 = l_1376 | l_1379;
const double l_1381 = reinterpret_cast<double const&>(l_1380);
const uint32 l_1382 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1383 = l_1382 + uint32(1);
l_mut_933 = l_1383;
const uint32 l_1384 = l_1382 & uint32(2147483647);
const bool l_1385 = l_1384 == uint32(0);
if (l_1385) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1386 = l_1382 & uint32(2147483648);
const bool l_1387 = l_1386 != uint32(0);
if (l_1387) {
const uint32 l_1388 = l_1382 - uint32(1);
l_mut_933 = l_1388;
} else {
const bool l_1389 = l_1382 == uint32(2139095040);
if (l_1389) {
l_mut_933 = l_1382;
}
}
}
const float l_1390 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1391 = reinterpret_cast<uint32 const&>(l_1390);
const uint32 l_1392 = l_1391 & uint32(2147483647);
const float l_1393 = reinterpret_cast<float const&>(l_1392);
const double l_1394 = double(l_1393);
l_mut_567 = l_1394;
const bool l_1395 = l_1392 < uint32(8388608);
if (l_1395) {
const double l_1396 = double(l_1392);
const double l_1397 = l_1396 * double(1.401298464324817e-45);
l_mut_567 = l_1397;
}
const uint64 l_1398 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1399 = l_1391 >> uint32(31);
const uint64 l_1400 = uint64(l_1399);
const uint64 l_1401 = l_1400 << uint64(63);
const uint64 l_1402 = l_1398 | l_1401;
const double l_1403 = reinterpret_cast<double const&>(l_1402);
const uint32 l_1404 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1405 = l_1404 ^ uint32(2147483648);
const float l_1406 = reinterpret_cast<float const&>(l_1405);
const uint32 l_1407 = reinterpret_cast<uint32 const&>(l_1406);
const uint32 l_1408 = l_1407 + uint32(1);
l_mut_933 = l_1408;
const uint32 l_1409 = l_1407 & uint32(2147483647);
const bool l_1410 = l_1409 == uint32(0);
if (l_1410) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1411 = l_1407 & uint32(2147483648);
const bool l_1412 = l_1411 != uint32(0);
if (l_1412) {
const uint32 l_1413 = l_1407 - uint32(1);
l_mut_933 = l_1413;
} else {
const bool l_1414 = l_1407 == uint32(2139095040);
if (l_1414) {
l_mut_933 = l_1407;
}
}
}
const float l_1415 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1416 = reinterpret_cast<uint32 const&>(l_1415);
const uint32 l_1417 = l_1416 ^ uint32(2147483648);
const float l_1418 = reinterpret_cast<float const&>(l_1417);
const uint32 l_1419 = reinterpret_cast<uint32 const&>(l_1418);
const uint32 l_1420 = l_1419 & uint32(2147483647);
const float l_1421 = reinterpret_cast<float const&>(l_1420);
const double l_1422 = double(l_1421);
l_mut_567 = l_1422;
const bool l_1423 = l_1420 < uint32(8388608);
if (l_1423) {
const double l_1424 = double(l_1420);
const double l_1425 = l_1424 * double(1.401298464324817e-45);
l_mut_567 = l_1425;
}
const uint64 l_1426 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1427 = l_1419 >> uint32(31);
const uint64 l_1428 = uint64(l_1427);
const uint64 l_1429 = l_1428 << uint64(63);
const uint64 l_1430 = l_1426 | l_1429;
const double l_1431 = reinterpret_cast<double const&>(l_1430);
const double l_1432 = l_1367 + l_1366;
const bool l_1433 = l_1432 <= l_1381;
l_mut_1034 = l_1433;
const double l_1434 = l_1367 - l_1366;
const bool l_1435 = l_1434 > l_1381;
l_mut_1031 = l_1435;
const double l_1436 = l_1368 - l_1366;
const bool l_1437 = l_1436 >= l_1381;
l_mut_1028 = l_1437;
const double l_1438 = l_1368 + l_1366;
const bool l_1439 = l_1438 < l_1381;
l_mut_1025 = l_1439;
if (l_905) {
const double l_1440 = l_1367 + l_1366;
const bool l_1441 = l_1440 < l_1403;
l_mut_1034 = l_1441;
const double l_1442 = l_1367 - l_1366;
const bool l_1443 = l_1442 >= l_1403;
l_mut_1031 = l_1443;
const double l_1444 = l_1368 - l_1366;
const bool l_1445 = l_1444 > l_1431;
l_mut_1028 = l_1445;
const double l_1446 = l_1368 + l_1366;
const bool l_1447 = l_1446 <= l_1431;
l_mut_1025 = l_1447;
}
l_mut_933 = uint32(2);
const bool l_1448 = l_mut_1031 || l_mut_1025;
if (l_1448) {
l_mut_933 = uint32(1);
} else {
const bool l_1449 = l_mut_1034 && l_mut_1028;
if (l_1449) {
l_mut_933 = uint32(0);
}
}
const uint32 l_1450 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1451 = l_1450 & uint32(2147483647);
const bool l_1452 = l_1451 == uint32(0);
if (l_1452) {
const double l_1453 = l_1367 + l_1366;
const bool l_1454 = l_1453 < double(1.1754943508222875e-38);
const double l_1455 = l_1368 - l_1366;
const bool l_1456 = l_1455 > double(-1.1754943508222875e-38);
const bool l_1457 = l_1454 && l_1456;
const double l_1458 = l_1367 - l_1366;
const bool l_1459 = l_1458 < double(1.1754943508222875e-38);
const double l_1460 = l_1368 + l_1366;
const bool l_1461 = l_1460 > double(-1.1754943508222875e-38);
const bool l_1462 = l_1459 && l_1461;
if (l_1457) {
l_mut_933 = uint32(0);
} else {
const bool l_1463 = l_mut_933 == uint32(1);
const bool l_1464 = l_1462 && l_1463;
if (l_1464) {
l_mut_933 = uint32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
} else {
const bool l_1465 = l_901 == uint32(6);
if (l_1465) {
l_mut_379 = uint32(0);
const bool l_1466 = l_915 <= l_910;
if (l_1466) {
const double l_1467 = l_907 * double(1.4551915228366852e-11);
const double l_1468 = l_917 + l_1467;
const double l_1469 = l_mut_151 - l_907;
const double l_1470 = l_mut_151 + l_907;
const uint32 l_1471 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1472 = l_1471 & uint32(2147483647);
const float l_1473 = reinterpret_cast<float const&>(l_1472);
const double l_1474 = double(l_1473);
l_mut_567 = l_1474;
const bool l_1475 = l_1472 < uint32(8388608);
if (l_1475) {
const double l_1476 = double(l_1472);
const double l_1477 = l_1476 * double(1.401298464324817e-45);
l_mut_567 = l_1477;
}
const uint64 l_1478 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1479 = l_1471 >> uint32(31);
const uint64 l_1480 = uint64(l_1479);
const uint64 l_1481 = l_1480 << uint64(63);
const uint64 l_1482 = l_1478 | l_1481;
const double l_1483 = reinterpret_cast<double const&>(l_1482);
const uint32 l_1484 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1485 = l_1484 + uint32(1);
l_mut_974 = l_1485;
const uint32 l_1486 = l_1484 & uint32(2147483647);
const bool l_1487 = l_1486 == uint32(0);
if (l_1487) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1488 = l_1484 & uint32(2147483648);
const bool l_1489 = l_1488 != uint32(0);
if (l_1489) {
const uint32 l_1490 = l_1484 - uint32(1);
l_mut_974 = l_1490;
} else {
const bool l_1491 = l_1484 == uint32(2139095040);
if (l_1491) {
l_mut_974 = l_1484;
}
}
}
const float l_1492 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1493 = reinterpret_cast<uint32 const&>(l_1492);
const uint32 l_1494 = l_1493 & uint32(2147483647);
const float l_1495 = reinterpret_cast<float const&>(l_1494);
const double l_1496 = double(l_1495);
l_mut_567 = l_1496;
const bool l_1497 = l_1494 < uint32(8388608);
if (l_1497) {
const double l_1498 = double(l_1494);
const double l_1499 = l_1498 * double(1.401298464324817e-45);
l_mut_567 = l_1499;
}
const uint64 l_1500 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1501 = l_1493 >> uint32(31);
const uint64 l_1502 = uint64(l_1501);
const uint64 l_1503 = l_1502 << uint64(63);
const uint64 l_1504 = l_1500 | l_1503;
const double l_1505 = reinterpret_cast<double const&>(l_1504);
const uint32 l_1506 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1507 = l_1506 ^ uint32(2147483648);
const float l_1508 = reinterpret_cast<float const&>(l_1507);
const uint32 l_1509 = reinterpret_cast<uint32 const&>(l_1508);
const uint32 l_1510 = l_1509 + uint32(1);
l_mut_974 = l_1510;
const uint32 l_1511 = l_1509 & uint32(2147483647);
const bool l_1512 = l_1511 == uint32(0);
if (l_1512) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1513 = l_1509 & uint32(2147483648);
const bool l_1514 = l_1513 != uint32(0);
if (l_1514) {
const uint32 l_1515 = l_1509 - uint32(1);
l_mut_974 = l_1515;
} else {
const bool l_1516 = l_1509 == uint32(2139095040);
if (l_1516) {
l_mut_974 = l_1509;
}
}
}
const float l_1517 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1518 = reinterpret_cast<uint32 const&>(l_1517);
const uint32 l_1519 = l_1518 ^ uint32(2147483648);
const float l_1520 = reinterpret_cast<float const&>(l_1519);
const uint32 l_1521 = reinterpret_cast<uint32 const&>(l_1520);
const uint32 l_1522 = l_1521 & uint32(2147483647);
const float l_1523 = reinterpret_cast<float const&>(l_1522);
const double l_1524 = double(l_1523);
l_mut_567 = l_1524;
const bool l_1525 = l_1522 < uint32(8388608);
if (l_1525) {
const double l_1526 = double(l_1522);
const double l_1527 = l_1526 * double(1.401298464324817e-45);
l_mut_567 = l_1527;
}
const uint64 l_1528 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1529 = l_1521 >> uint32(31);
const uint64 l_1530 = uint64(l_1529);
const uint64 l_1531 = l_1530 << uint64(63);
const uint64 l_1532 = l_1528 | l_1531;
const double l_1533 = reinterpret_cast<double const&>(l_1532);
const double l_1534 = l_1469 + l_1468;
const bool l_1535 = l_1534 <= l_1483;
l_mut_1034 = l_1535;
const double l_1536 = l_1469 - l_1468;
const bool l_1537 = l_1536 > l_1483;
l_mut_1031 = l_1537;
const double l_1538 = l_1470 - l_1468;
const bool l_1539 = l_1538 >= l_1483;
l_mut_1028 = l_1539;
const double l_1540 = l_1470 + l_1468;
const bool l_1541 = l_1540 < l_1483;
l_mut_1025 = l_1541;
if (l_905) {
const double l_1542 = l_1469 + l_1468;
const bool l_1543 = l_1542 < l_1505;
l_mut_1034 = l_1543;
const double l_1544 = l_1469 - l_1468;
const bool l_1545 = l_1544 >= l_1505;
l_mut_1031 = l_1545;
const double l_1546 = l_1470 - l_1468;
const bool l_1547 = l_1546 > l_1533;
l_mut_1028 = l_1547;
const double l_1548 = l_1470 + l_1468;
const bool l_1549 = l_1548 <= l_1533;
l_mut_1025 = l_1549;
}
l_mut_974 = uint32(2);
const bool l_1550 = l_mut_1031 || l_mut_1025;
if (l_1550) {
l_mut_974 = uint32(1);
} else {
const bool l_1551 = l_mut_1034 && l_mut_1028;
if (l_1551) {
l_mut_974 = uint32(0);
}
}
const uint32 l_1552 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1553 = l_1552 & uint32(2147483647);
const bool l_1554 = l_1553 == uint32(0);
if (l_1554) {
const double l_1555 = l_1469 + l_1468;
const bool l_1556 = l_1555 < double(1.1754943508222875e-38);
const double l_1557 = l_1470 - l_1468;
const bool l_1558 = l_1557 > double(-1.1754943508222875e-38);
const bool l_1559 = l_1556 && l_1558;
const double l_1560 = l_1469 - l_1468;
const bool l_1561 = l_1560 < double(1.1754943508222875e-38);
const double l_1562 = l_1470 + l_1468;
const bool l_1563 = l_1562 > double(-1.1754943508222875e-38);
const bool l_1564 = l_1561 && l_1563;
if (l_1559) {
l_mut_974 = uint32(0);
} else {
const bool l_1565 = l_mut_974 == uint32(1);
const bool l_1566 = l_1564 && l_1565;
if (l_1566) {
l_mut_974 = uint32(2);
}
}
}
l_mut_379 = l_mut_974;
}
} else {
const bool l_1567 = l_901 == uint32(7);
if (l_1567) {
const double l_1568 = abs(l_mut_151);
const double l_1569 = l_907 * l_1568;
l_mut_567 = l_1569;
const double l_1570 = abs(l_mut_151);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1571 = l_1570 >= double(1.1754943508222875e-38);
const bool l_1572 = l_1570 <= double(1.7976931348623157e308);
const bool l_1573 = l_1571 && l_1572;
if (l_1573) {
const uint64 l_1574 = reinterpret_cast<uint64 const&>(l_1570);
const uint64 l_1575 = l_1574 >> uint64(52);
const uint64 l_1576 = l_1575 - uint64(23);
const uint64 l_1577 = l_1576 << uint64(52);
const double l_1578 = reinterpret_cast<double const&>(l_1577);
l_mut_395 = l_1578;
}
const double l_1579 = double(0.5) * l_mut_395;
const bool l_1580 = l_1579 > l_mut_567;
if (l_1580) {
l_mut_567 = l_1579;
}
const double l_1581 = l_mut_151 - l_917;
const double l_1582 = abs(l_1581);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1583 = l_1582 >= double(1.1754943508222875e-38);
const bool l_1584 = l_1582 <= double(1.7976931348623157e308);
const bool l_1585 = l_1583 && l_1584;
if (l_1585) {
const uint64 l_1586 = reinterpret_cast<uint64 const&>(l_1582);
const uint64 l_1587 = l_1586 >> uint64(52);
const uint64 l_1588 = l_1587 - uint64(23);
const uint64 l_1589 = l_1588 << uint64(52);
const double l_1590 = reinterpret_cast<double const&>(l_1589);
l_mut_395 = l_1590;
}
const double l_1591 = l_mut_151 + l_917;
const double l_1592 = abs(l_1591);
l_mut_241 = double(1.401298464324817e-45);
const bool l_1593 = l_1592 >= double(1.1754943508222875e-38);
const bool l_1594 = l_1592 <= double(1.7976931348623157e308);
const bool l_1595 = l_1593 && l_1594;
if (l_1595) {
const uint64 l_1596 = reinterpret_cast<uint64 const&>(l_1592);
const uint64 l_1597 = l_1596 >> uint64(52);
const uint64 l_1598 = l_1597 - uint64(23);
const uint64 l_1599 = l_1598 << uint64(52);
const double l_1600 = reinterpret_cast<double const&>(l_1599);
l_mut_241 = l_1600;
}
const bool l_1601 = l_mut_395 == l_mut_241;
if (l_1601) {
const double l_1602 = l_907 * l_917;
const double l_1603 = l_917 + l_1602;
const double l_1604 = l_mut_567 * double(1.4551915228366852e-11);
const double l_1605 = l_1603 + l_1604;
const double l_1606 = l_mut_151 - l_mut_567;
const double l_1607 = l_mut_151 + l_mut_567;
const uint32 l_1608 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1609 = l_1608 & uint32(2147483647);
const float l_1610 = reinterpret_cast<float const&>(l_1609);
const double l_1611 = double(l_1610);
l_mut_567 = l_1611;
const bool l_1612 = l_1609 < uint32(8388608);
if (l_1612) {
const double l_1613 = double(l_1609);
const double l_1614 = l_1613 * double(1.401298464324817e-45);
l_mut_567 = l_1614;
}
const uint64 l_1615 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1616 = l_1608 >> uint32(31);
const uint64 l_1617 = uint64(l_1616);
const uint64 l_1618 = l_1617 << uint64(63);
const uint64 l_1619 = l_1615 | l_1618;
const double l_1620 = reinterpret_cast<double const&>(l_1619);
const uint32 l_1621 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1622 = l_1621 + uint32(1);
l_mut_974 = l_1622;
const uint32 l_1623 = l_1621 & uint32(2147483647);
const bool l_1624 = l_1623 == uint32(0);
if (l_1624) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1625 = l_1621 & uint32(2147483648);
const bool l_1626 = l_1625 != uint32(0);
if (l_1626) {
const uint32 l_1627 = l_1621 - uint32(1);
l_mut_974 = l_1627;
} else {
const bool l_1628 = l_1621 == uint32(2139095040);
if (l_1628) {
l_mut_974 = l_1621;
}
}
}
const float l_1629 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1630 = reinterpret_cast<uint32 const&>(l_1629);
const uint32 l_1631 = l_1630 & uint32(2147483647);
const float l_1632 = reinterpret_cast<float const&>(l_1631);
const double l_1633 = double(l_1632);
l_mut_567 = l_1633;
const bool l_1634 = l_1631 < uint32(8388608);
if (l_1634) {
const double l_1635 = double(l_1631);
const double l_1636 = l_1635 * double(1.401298464324817e-45);
l_mut_567 = l_1636;
}
const uint64 l_1637 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1638 = l_1630 >> uint32(31);
const uint64 l_1639 = uint64(l_1638);
const uint64 l_1640 = l_1639 << uint64(63);
const uint64 l_1641 = l_1637 | l_1640;
const double l_1642 = reinterpret_cast<double const&>(l_1641);
const uint32 l_1643 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1644 = l_1643 ^ uint32(2147483648);
const float l_1645 = reinterpret_cast<float const&>(l_1644);
const uint32 l_1646 = reinterpret_cast<uint32 const&>(l_1645);
const uint32 l_1647 = l_1646 + uint32(1);
l_mut_974 = l_1647;
const uint32 l_1648 = l_1646 & uint32(2147483647);
const bool l_1649 = l_1648 == uint32(0);
if (l_1649) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1650 = l_1646 & uint32(2147483648);
const bool l_1651 = l_1650 != uint32(0);
if (l_1651) {
const uint32 l_1652 = l_1646 - uint32(1);
l_mut_974 = l_1652;
} else {
const bool l_1653 = l_1646 == uint32(2139095040);
if (l_1653) {
l_mut_974 = l_1646;
}
}
}
const float l_1654 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1655 = reinterpret_cast<uint32 const&>(l_1654);
const uint32 l_1656 = l_1655 ^ uint32(2147483648);
const float l_1657 = reinterpret_cast<float const&>(l_1656);
const uint32 l_1658 = reinterpret_cast<uint32 const&>(l_1657);
const uint32 l_1659 = l_1658 & uint32(2147483647);
const float l_1660 = reinterpret_cast<float const&>(l_1659);
const double l_1661 = double(l_1660);
l_mut_567 = l_1661;
const bool l_1662 = l_1659 < uint32(8388608);
if (l_1662) {
const double l_1663 = double(l_1659);
const double l_1664 = l_1663 * double(1.401298464324817e-45);
l_mut_567 = l_1664;
}
const uint64 l_1665 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1666 = l_1658 >> uint32(31);
const uint64 l_1667 = uint64(l_1666);
const uint64 l_1668 = l_1667 << uint64(63);
const uint64 l_1669 = l_1665 | l_1668;
const double l_1670 = reinterpret_cast<double const&>(l_1669);
const double l_1671 = l_1606 + l_1605;
const bool l_1672 = l_1671 <= l_1620;
l_mut_1034 = l_1672;
const double l_1673 = l_1606 - l_1605;
const bool l_1674 = l_1673 > l_1620;
l_mut_1031 = l_1674;
const double l_1675 = l_1607 - l_1605;
const bool l_1676 = l_1675 >= l_1620;
l_mut_1028 = l_1676;
const double l_1677 = l_1607 + l_1605;
const bool l_1678 = l_1677 < l_1620;
l_mut_1025 = l_1678;
if (l_905) {
const double l_1679 = l_1606 + l_1605;
const bool l_1680 = l_1679 < l_1642;
l_mut_1034 = l_1680;
const double l_1681 = l_1606 - l_1605;
const bool l_1682 = l_1681 >= l_1642;
l_mut_1031 = l_1682;
const double l_1683 = l_1607 - l_1605;
const bool l_1684 = l_1683 > l_1670;
l_mut_1028 = l_1684;
const double l_1685 = l_1607 + l_1605;
const bool l_1686 = l_1685 <= l_1670;
l_mut_1025 = l_1686;
}
l_mut_974 = uint32(2);
const bool l_1687 = l_mut_1031 || l_mut_1025;
if (l_1687) {
l_mut_974 = uint32(1);
} else {
const bool l_1688 = l_mut_1034 && l_mut_1028;
if (l_1688) {
l_mut_974 = uint32(0);
}
}
const uint32 l_1689 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1690 = l_1689 & uint32(2147483647);
const bool l_1691 = l_1690 == uint32(0);
if (l_1691) {
const double l_1692 = l_1606 + l_1605;
const bool l_1693 = l_1692 < double(1.1754943508222875e-38);
const double l_1694 = l_1607 - l_1605;
const bool l_1695 = l_1694 > double(-1.1754943508222875e-38);
const bool l_1696 = l_1693 && l_1695;
const double l_1697 = l_1606 - l_1605;
const bool l_1698 = l_1697 < double(1.1754943508222875e-38);
const double l_1699 = l_1607 + l_1605;
const bool l_1700 = l_1699 > double(-1.1754943508222875e-38);
const bool l_1701 = l_1698 && l_1700;
if (l_1696) {
l_mut_974 = uint32(0);
} else {
const bool l_1702 = l_mut_974 == uint32(1);
const bool l_1703 = l_1701 && l_1702;
if (l_1703) {
l_mut_974 = uint32(2);
}
}
}
l_mut_379 = l_mut_974;
}
} else {
const bool l_1704 = l_901 == uint32(8);
if (l_1704) {
const bool l_1705 = l_914 >= double(0.5);
const bool l_1706 = l_914 <= double(2.0);
const bool l_1707 = l_1705 && l_1706;
if (l_1707) {
const double l_1708 = l_907 * double(1.4551915228366852e-11);
const double l_1709 = l_917 + l_1708;
const double l_1710 = l_mut_151 - l_907;
const double l_1711 = l_mut_151 + l_907;
const uint32 l_1712 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1713 = l_1712 & uint32(2147483647);
const float l_1714 = reinterpret_cast<float const&>(l_1713);
const double l_1715 = double(l_1714);
l_mut_567 = l_1715;
const bool l_1716 = l_1713 < uint32(8388608);
if (l_1716) {
const double l_1717 = double(l_1713);
const double l_1718 = l_1717 * double(1.401298464324817e-45);
l_mut_567 = l_1718;
}
const uint64 l_1719 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1720 = l_1712 >> uint32(31);
const uint64 l_1721 = uint64(l_1720);
const uint64 l_1722 = l_1721 << uint64(63);
const uint64 l_1723 = l_1719 | l_1722;
const double l_1724 = reinterpret_cast<double const&>(l_1723);
const uint32 l_1725 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1726 = l_1725 + uint32(1);
l_mut_974 = l_1726;
const uint32 l_1727 = l_1725 & uint32(2147483647);
const bool l_1728 = l_1727 == uint32(0);
if (l_1728) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1729 = l_1725 & uint32(2147483648);
const bool l_1730 = l_1729 != uint32(0);
if (l_1730) {
const uint32 l_1731 = l_1725 - uint32(1);
l_mut_974 = l_1731;
} else {
const bool l_1732 = l_1725 == uint32(2139095040);
if (l_1732) {
l_mut_974 = l_1725;
}
}
}
const float l_1733 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1734 = reinterpret_cast<uint32 const&>(l_1733);
const uint32 l_1735 = l_1734 & uint32(2147483647);
const float l_1736 = reinterpret_cast<float const&>(l_1735);
const double l_1737 = double(l_1736);
l_mut_567 = l_1737;
const bool l_1738 = l_1735 < uint32(8388608);
if (l_1738) {
const double l_1739 = double(l_1735);
const double l_1740 = l_1739 * double(1.401298464324817e-45);
l_mut_567 = l_1740;
}
const uint64 l_1741 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1742 = l_1734 >> uint32(31);
const uint64 l_1743 = uint64(l_1742);
const uint64 l_1744 = l_1743 << uint64(63);
const uint64 l_1745 = l_1741 | l_1744;
const double l_1746 = reinterpret_cast<double const&>(l_1745);
const uint32 l_1747 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1748 = l_1747 ^ uint32(2147483648);
const float l_1749 = reinterpret_cast<float const&>(l_1748);
const uint32 l_1750 = reinterpret_cast<uint32 const&>(l_1749);
const uint32 l_1751 = l_1750 + uint32(1);
l_mut_974 = l_1751;
const uint32 l_1752 = l_1750 & uint32(2147483647);
const bool l_1753 = l_1752 == uint32(0);
if (l_1753) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1754 = l_1750 & uint32(2147483648);
const bool l_1755 = l_1754 != uint32(0);
if (l_1755) {
const uint32 l_1756 = l_1750 - uint32(1);
l_mut_974 = l_1756;
} else {
const bool l_1757 = l_1750 == uint32(2139095040);
if (l_1757) {
l_mut_974 = l_1750;
}
}
}
const float l_1758 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1759 = reinterpret_cast<uint32 const&>(l_1758);
const uint32 l_1760 = l_1759 ^ uint32(2147483648);
const float l_1761 = reinterpret_cast<float const&>(l_1760);
const uint32 l_1762 = reinterpret_cast<uint32 const&>(l_1761);
const uint32 l_1763 = l_1762 & uint32(2147483647);
const float l_1764 = reinterpret_cast<float const&>(l_1763);
const double l_1765 = double(l_1764);
l_mut_567 = l_1765;
const bool l_1766 = l_1763 < uint32(8388608);
if (l_1766) {
const double l_1767 = double(l_1763);
const double l_1768 = l_1767 * double(1.401298464324817e-45);
l_mut_567 = l_1768;
}
const uint64 l_1769 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1770 = l_1762 >> uint32(31);
const uint64 l_1771 = uint64(l_1770);
const uint64 l_1772 = l_1771 << uint64(63);
const uint64 l_1773 = l_1769 | l_1772;
const double l_1774 = reinterpret_cast<double const&>(l_1773);
const double l_1775 = l_1710 + l_1709;
const bool l_1776 = l_1775 <= l_1724;
l_mut_1034 = l_1776;
const double l_1777 = l_1710 - l_1709;
const bool l_1778 = l_1777 > l_1724;
l_mut_1031 = l_1778;
const double l_1779 = l_1711 - l_1709;
const bool l_1780 = l_1779 >= l_1724;
l_mut_1028 = l_1780;
const double l_1781 = l_1711 + l_1709;
const bool l_1782 = l_1781 < l_1724;
l_mut_1025 = l_1782;
if (l_905) {
const double l_1783 = l_1710 + l_1709;
const bool l_1784 = l_1783 < l_1746;
l_mut_1034 = l_1784;
const double l_1785 = l_1710 - l_1709;
const bool l_1786 = l_1785 >= l_1746;
l_mut_1031 = l_1786;
const double l_1787 = l_1711 - l_1709;
const bool l_1788 = l_1787 > l_1774;
l_mut_1028 = l_1788;
const double l_1789 = l_1711 + l_1709;
const bool l_1790 = l_1789 <= l_1774;
l_mut_1025 = l_1790;
}
l_mut_974 = uint32(2);
const bool l_1791 = l_mut_1031 || l_mut_1025;
if (l_1791) {
l_mut_974 = uint32(1);
} else {
const bool l_1792 = l_mut_1034 && l_mut_1028;
if (l_1792) {
l_mut_974 = uint32(0);
}
}
const uint32 l_1793 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1794 = l_1793 & uint32(2147483647);
const bool l_1795 = l_1794 == uint32(0);
if (l_1795) {
const double l_1796 = l_1710 + l_1709;
const bool l_1797 = l_1796 < double(1.1754943508222875e-38);
const double l_1798 = l_1711 - l_1709;
const bool l_1799 = l_1798 > double(-1.1754943508222875e-38);
const bool l_1800 = l_1797 && l_1799;
const double l_1801 = l_1710 - l_1709;
const bool l_1802 = l_1801 < double(1.1754943508222875e-38);
const double l_1803 = l_1711 + l_1709;
const bool l_1804 = l_1803 > double(-1.1754943508222875e-38);
const bool l_1805 = l_1802 && l_1804;
if (l_1800) {
l_mut_974 = uint32(0);
} else {
const bool l_1806 = l_mut_974 == uint32(1);
const bool l_1807 = l_1805 && l_1806;
if (l_1807) {
l_mut_974 = uint32(2);
}
}
}
l_mut_379 = l_mut_974;
} else {
const double l_1808 = abs(l_mut_151);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1809 = l_1808 >= double(1.1754943508222875e-38);
const bool l_1810 = l_1808 <= double(1.7976931348623157e308);
const bool l_1811 = l_1809 && l_1810;
if (l_1811) {
const uint64 l_1812 = reinterpret_cast<uint64 const&>(l_1808);
const uint64 l_1813 = l_1812 >> uint64(52);
const uint64 l_1814 = l_1813 - uint64(23);
const uint64 l_1815 = l_1814 << uint64(52);
const double l_1816 = reinterpret_cast<double const&>(l_1815);
l_mut_567 = l_1816;
}
const double l_1817 = l_910 * l_mut_567;
l_mut_974 = uint32(2);
const double l_1818 = l_mut_151 - l_917;
const double l_1819 = abs(l_1818);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1820 = l_1819 >= double(1.1754943508222875e-38);
const bool l_1821 = l_1819 <= double(1.7976931348623157e308);
const bool l_1822 = l_1820 && l_1821;
if (l_1822) {
const uint64 l_1823 = reinterpret_cast<uint64 const&>(l_1819);
const uint64 l_1824 = l_1823 >> uint64(52);
const uint64 l_1825 = l_1824 - uint64(23);
const uint64 l_1826 = l_1825 << uint64(52);
const double l_1827 = reinterpret_cast<double const&>(l_1826);
l_mut_567 = l_1827;
}
const double l_1828 = l_mut_151 + l_917;
const double l_1829 = abs(l_1828);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1830 = l_1829 >= double(1.1754943508222875e-38);
const bool l_1831 = l_1829 <= double(1.7976931348623157e308);
const bool l_1832 = l_1830 && l_1831;
if (l_1832) {
const uint64 l_1833 = reinterpret_cast<uint64 const&>(l_1829);
const uint64 l_1834 = l_1833 >> uint64(52);
const uint64 l_1835 = l_1834 - uint64(23);
const uint64 l_1836 = l_1835 << uint64(52);
const double l_1837 = reinterpret_cast<double const&>(l_1836);
l_mut_395 = l_1837;
}
const bool l_1838 = l_mut_567 == l_mut_395;
if (l_1838) {
const double l_1839 = l_1817 * double(1.4551915228366852e-11);
const double l_1840 = l_917 + l_1839;
const double l_1841 = l_mut_151 - l_1817;
const double l_1842 = l_mut_151 + l_1817;
const uint32 l_1843 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1844 = l_1843 & uint32(2147483647);
const float l_1845 = reinterpret_cast<float const&>(l_1844);
const double l_1846 = double(l_1845);
l_mut_567 = l_1846;
const bool l_1847 = l_1844 < uint32(8388608);
if (l_1847) {
const double l_1848 = double(l_1844);
const double l_1849 = l_1848 * double(1.401298464324817e-45);
l_mut_567 = l_1849;
}
const uint64 l_1850 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1851 = l_1843 >> uint32(31);
const uint64 l_1852 = uint64(l_1851);
const uint64 l_1853 = l_1852 << uint64(63);
const uint64 l_1854 = l_1850 | l_1853;
const double l_1855 = reinterpret_cast<double const&>(l_1854);
const uint32 l_1856 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1857 = l_1856 + uint32(1);
l_mut_933 = l_1857;
const uint32 l_1858 = l_1856 & uint32(2147483647);
const bool l_1859 = l_1858 == uint32(0);
if (l_1859) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1860 = l_1856 & uint32(2147483648);
const bool l_1861 = l_1860 != uint32(0);
if (l_1861) {
const uint32 l_1862 = l_1856 - uint32(1);
l_mut_933 = l_1862;
} else {
const bool l_1863 = l_1856 == uint32(2139095040);
if (l_1863) {
l_mut_933 = l_1856;
}
}
}
const float l_1864 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1865 = reinterpret_cast<uint32 const&>(l_1864);
const uint32 l_1866 = l_1865 & uint32(2147483647);
const float l_1867 = reinterpret_cast<float const&>(l_1866);
const double l_1868 = double(l_1867);
l_mut_567 = l_1868;
const bool l_1869 = l_1866 < uint32(8388608);
if (l_1869) {
const double l_1870 = double(l_1866);
const double l_1871 = l_1870 * double(1.401298464324817e-45);
l_mut_567 = l_1871;
}
const uint64 l_1872 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1873 = l_1865 >> uint32(31);
const uint64 l_1874 = uint64(l_1873);
const uint64 l_1875 = l_1874 << uint64(63);
const uint64 l_1876 = l_1872 | l_1875;
const double l_1877 = reinterpret_cast<double const&>(l_1876);
const uint32 l_1878 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1879 = l_1878 ^ uint32(2147483648);
const float l_1880 = reinterpret_cast<float const&>(l_1879);
const uint32 l_1881 = reinterpret_cast<uint32 const&>(l_1880);
const uint32 l_1882 = l_1881 + uint32(1);
l_mut_933 = l_1882;
const uint32 l_1883 = l_1881 & uint32(2147483647);
const bool l_1884 = l_1883 == uint32(0);
if (l_1884) {
l_mut_933 = uint32(1);
} else {
const uint32 l_1885 = l_1881 & uint32(2147483648);
const bool l_1886 = l_1885 != uint32(0);
if (l_1886) {
const uint32 l_1887 = l_1881 - uint32(1);
l_mut_933 = l_1887;
} else {
const bool l_1888 = l_1881 == uint32(2139095040);
if (l_1888) {
l_mut_933 = l_1881;
}
}
}
const float l_1889 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_1890 = reinterpret_cast<uint32 const&>(l_1889);
const uint32 l_1891 = l_1890 ^ uint32(2147483648);
const float l_1892 = reinterpret_cast<float const&>(l_1891);
const uint32 l_1893 = reinterpret_cast<uint32 const&>(l_1892);
const uint32 l_1894 = l_1893 & uint32(2147483647);
const float l_1895 = reinterpret_cast<float const&>(l_1894);
const double l_1896 = double(l_1895);
l_mut_567 = l_1896;
const bool l_1897 = l_1894 < uint32(8388608);
if (l_1897) {
const double l_1898 = double(l_1894);
const double l_1899 = l_1898 * double(1.401298464324817e-45);
l_mut_567 = l_1899;
}
const uint64 l_1900 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_1901 = l_1893 >> uint32(31);
const uint64 l_1902 = uint64(l_1901);
const uint64 l_1903 = l_1902 << uint64(63);
const uint64 l_1904 = l_1900 | l_1903;
const double l_1905 = reinterpret_cast<double const&>(l_1904);
const double l_1906 = l_1841 + l_1840;
const bool l_1907 = l_1906 <= l_1855;
l_mut_1034 = l_1907;
const double l_1908 = l_1841 - l_1840;
const bool l_1909 = l_1908 > l_1855;
l_mut_1031 = l_1909;
const double l_1910 = l_1842 - l_1840;
const bool l_1911 = l_1910 >= l_1855;
l_mut_1028 = l_1911;
const double l_1912 = l_1842 + l_1840;
const bool l_1913 = l_1912 < l_1855;
l_mut_1025 = l_1913;
if (l_905) {
const double l_1914 = l_1841 + l_1840;
const bool l_1915 = l_1914 < l_1877;
l_mut_1034 = l_1915;
const double l_1916 = l_1841 - l_1840;
const bool l_1917 = l_1916 >= l_1877;
l_mut_1031 = l_1917;
const double l_1918 = l_1842 - l_1840;
const bool l_1919 = l_1918 > l_1905;
l_mut_1028 = l_1919;
const double l_1920 = l_1842 + l_1840;
const bool l_1921 = l_1920 <= l_1905;
l_mut_1025 = l_1921;
}
l_mut_933 = uint32(2);
const bool l_1922 = l_mut_1031 || l_mut_1025;
if (l_1922) {
l_mut_933 = uint32(1);
} else {
const bool l_1923 = l_mut_1034 && l_mut_1028;
if (l_1923) {
l_mut_933 = uint32(0);
}
}
const uint32 l_1924 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_1925 = l_1924 & uint32(2147483647);
const bool l_1926 = l_1925 == uint32(0);
if (l_1926) {
const double l_1927 = l_1841 + l_1840;
const bool l_1928 = l_1927 < double(1.1754943508222875e-38);
const double l_1929 = l_1842 - l_1840;
const bool l_1930 = l_1929 > double(-1.1754943508222875e-38);
const bool l_1931 = l_1928 && l_1930;
const double l_1932 = l_1841 - l_1840;
const bool l_1933 = l_1932 < double(1.1754943508222875e-38);
const double l_1934 = l_1842 + l_1840;
const bool l_1935 = l_1934 > double(-1.1754943508222875e-38);
const bool l_1936 = l_1933 && l_1935;
if (l_1931) {
l_mut_933 = uint32(0);
} else {
const bool l_1937 = l_mut_933 == uint32(1);
const bool l_1938 = l_1936 && l_1937;
if (l_1938) {
l_mut_933 = uint32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
}
} else {
const bool l_1939 = l_901 == uint32(9);
if (l_1939) {
l_arr_1940[uint32(0)] = uint32(1);
const double l_1941 = sqrt(l_914);
const double l_1942 = double(1.0) / l_1941;
const double l_1943 = l_1942 * double(1.4551915228366852e-11);
const double l_1944 = abs(l_1942);
l_mut_567 = double(1.401298464324817e-45);
const bool l_1945 = l_1944 >= double(1.1754943508222875e-38);
const bool l_1946 = l_1944 <= double(1.7976931348623157e308);
const bool l_1947 = l_1945 && l_1946;
if (l_1947) {
const uint64 l_1948 = reinterpret_cast<uint64 const&>(l_1944);
const uint64 l_1949 = l_1948 >> uint64(52);
const uint64 l_1950 = l_1949 - uint64(23);
const uint64 l_1951 = l_1950 << uint64(52);
const double l_1952 = reinterpret_cast<double const&>(l_1951);
l_mut_567 = l_1952;
}
const double l_1953 = l_1942 - l_1943;
const double l_1954 = abs(l_1953);
l_mut_395 = double(1.401298464324817e-45);
const bool l_1955 = l_1954 >= double(1.1754943508222875e-38);
const bool l_1956 = l_1954 <= double(1.7976931348623157e308);
const bool l_1957 = l_1955 && l_1956;
if (l_1957) {
const uint64 l_1958 = reinterpret_cast<uint64 const&>(l_1954);
const uint64 l_1959 = l_1958 >> uint64(52);
const uint64 l_1960 = l_1959 - uint64(23);
const uint64 l_1961 = l_1960 << uint64(52);
const double l_1962 = reinterpret_cast<double const&>(l_1961);
l_mut_395 = l_1962;
}
const double l_1963 = l_1942 + l_1943;
const double l_1964 = abs(l_1963);
l_mut_241 = double(1.401298464324817e-45);
const bool l_1965 = l_1964 >= double(1.1754943508222875e-38);
const bool l_1966 = l_1964 <= double(1.7976931348623157e308);
const bool l_1967 = l_1965 && l_1966;
if (l_1967) {
const uint64 l_1968 = reinterpret_cast<uint64 const&>(l_1964);
const uint64 l_1969 = l_1968 >> uint64(52);
const uint64 l_1970 = l_1969 - uint64(23);
const uint64 l_1971 = l_1970 << uint64(52);
const double l_1972 = reinterpret_cast<double const&>(l_1971);
l_mut_241 = l_1972;
}
const bool l_1973 = l_mut_395 == l_mut_241;
const bool l_1974 = !l_1973;
if (l_1974) {
l_arr_1940[uint32(0)] = uint32(0);
}
const double l_1975 = l_907 * l_mut_567;
const double l_1976 = l_1942 - l_1975;
l_mut_395 = l_1976;
if (l_905) {
const double l_1977 = l_1976 - l_1943;
const double l_1978 = l_1977 * double(7.1362384635298e44);
const double l_1979 = floor(l_1978);
const double l_1980 = l_1979 * double(1.401298464324817e-45);
l_mut_241 = l_1980;
const double l_1981 = abs(l_1977);
const bool l_1982 = l_1981 >= double(1.1754943508222875e-38);
if (l_1982) {
const float l_1983 = float(l_1977);
const double l_1984 = double(l_1983);
l_mut_241 = l_1984;
const bool l_1985 = l_mut_241 > l_1977;
if (l_1985) {
const uint32 l_1986 = reinterpret_cast<uint32 const&>(l_1983);
const uint32 l_1987 = l_1986 ^ uint32(2147483648);
const float l_1988 = reinterpret_cast<float const&>(l_1987);
const uint32 l_1989 = reinterpret_cast<uint32 const&>(l_1988);
const uint32 l_1990 = l_1989 + uint32(1);
l_mut_974 = l_1990;
const uint32 l_1991 = l_1989 & uint32(2147483647);
const bool l_1992 = l_1991 == uint32(0);
if (l_1992) {
l_mut_974 = uint32(1);
} else {
const uint32 l_1993 = l_1989 & uint32(2147483648);
const bool l_1994 = l_1993 != uint32(0);
if (l_1994) {
const uint32 l_1995 = l_1989 - uint32(1);
l_mut_974 = l_1995;
} else {
const bool l_1996 = l_1989 == uint32(2139095040);
if (l_1996) {
l_mut_974 = l_1989;
}
}
}
const float l_1997 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_1998 = reinterpret_cast<uint32 const&>(l_1997);
const uint32 l_1999 = l_1998 ^ uint32(2147483648);
const float l_2000 = reinterpret_cast<float const&>(l_1999);
const uint32 l_2001 = reinterpret_cast<uint32 const&>(l_2000);
const uint32 l_2002 = l_2001 & uint32(2147483647);
const float l_2003 = reinterpret_cast<float const&>(l_2002);
const double l_2004 = double(l_2003);
l_mut_166 = l_2004;
const bool l_2005 = l_2002 < uint32(8388608);
if (l_2005) {
const double l_2006 = double(l_2002);
const double l_2007 = l_2006 * double(1.401298464324817e-45);
l_mut_166 = l_2007;
}
const uint64 l_2008 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2009 = l_2001 >> uint32(31);
const uint64 l_2010 = uint64(l_2009);
const uint64 l_2011 = l_2010 << uint64(63);
const uint64 l_2012 = l_2008 | l_2011;
const double l_2013 = reinterpret_cast<double const&>(l_2012);
l_mut_241 = l_2013;
} else {
const uint32 l_2014 = reinterpret_cast<uint32 const&>(l_1983);
const uint32 l_2015 = l_2014 + uint32(1);
l_mut_974 = l_2015;
const uint32 l_2016 = l_2014 & uint32(2147483647);
const bool l_2017 = l_2016 == uint32(0);
if (l_2017) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2018 = l_2014 & uint32(2147483648);
const bool l_2019 = l_2018 != uint32(0);
if (l_2019) {
const uint32 l_2020 = l_2014 - uint32(1);
l_mut_974 = l_2020;
} else {
const bool l_2021 = l_2014 == uint32(2139095040);
if (l_2021) {
l_mut_974 = l_2014;
}
}
}
const float l_2022 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2023 = reinterpret_cast<uint32 const&>(l_2022);
const uint32 l_2024 = l_2023 & uint32(2147483647);
const float l_2025 = reinterpret_cast<float const&>(l_2024);
const double l_2026 = double(l_2025);
l_mut_166 = l_2026;
const bool l_2027 = l_2024 < uint32(8388608);
if (l_2027) {
const double l_2028 = double(l_2024);
const double l_2029 = l_2028 * double(1.401298464324817e-45);
l_mut_166 = l_2029;
}
const uint64 l_2030 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2031 = l_2023 >> uint32(31);
const uint64 l_2032 = uint64(l_2031);
const uint64 l_2033 = l_2032 << uint64(63);
const uint64 l_2034 = l_2030 | l_2033;
const double l_2035 = reinterpret_cast<double const&>(l_2034);
const bool l_2036 = l_2035 <= l_1977;
if (l_2036) {
const uint32 l_2037 = reinterpret_cast<uint32 const&>(l_1983);
const uint32 l_2038 = l_2037 + uint32(1);
l_mut_974 = l_2038;
const uint32 l_2039 = l_2037 & uint32(2147483647);
const bool l_2040 = l_2039 == uint32(0);
if (l_2040) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2041 = l_2037 & uint32(2147483648);
const bool l_2042 = l_2041 != uint32(0);
if (l_2042) {
const uint32 l_2043 = l_2037 - uint32(1);
l_mut_974 = l_2043;
} else {
const bool l_2044 = l_2037 == uint32(2139095040);
if (l_2044) {
l_mut_974 = l_2037;
}
}
}
const float l_2045 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2046 = reinterpret_cast<uint32 const&>(l_2045);
const uint32 l_2047 = l_2046 & uint32(2147483647);
const float l_2048 = reinterpret_cast<float const&>(l_2047);
const double l_2049 = double(l_2048);
l_mut_166 = l_2049;
const bool l_2050 = l_2047 < uint32(8388608);
if (l_2050) {
const double l_2051 = double(l_2047);
const double l_2052 = l_2051 * double(1.401298464324817e-45);
l_mut_166 = l_2052;
}
const uint64 l_2053 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2054 = l_2046 >> uint32(31);
const uint64 l_2055 = uint64(l_2054);
const uint64 l_2056 = l_2055 << uint64(63);
const uint64 l_2057 = l_2053 | l_2056;
const double l_2058 = reinterpret_cast<double const&>(l_2057);
l_mut_241 = l_2058;
}
}
}
const double l_2059 = l_1976 + l_1943;
const double l_2060 = l_2059 * double(7.1362384635298e44);
const double l_2061 = floor(l_2060);
const double l_2062 = l_2061 * double(1.401298464324817e-45);
l_mut_166 = l_2062;
const double l_2063 = abs(l_2059);
const bool l_2064 = l_2063 >= double(1.1754943508222875e-38);
if (l_2064) {
const float l_2065 = float(l_2059);
const double l_2066 = double(l_2065);
l_mut_166 = l_2066;
const bool l_2067 = l_mut_166 > l_2059;
if (l_2067) {
const uint32 l_2068 = reinterpret_cast<uint32 const&>(l_2065);
const uint32 l_2069 = l_2068 ^ uint32(2147483648);
const float l_2070 = reinterpret_cast<float const&>(l_2069);
const uint32 l_2071 = reinterpret_cast<uint32 const&>(l_2070);
const uint32 l_2072 = l_2071 + uint32(1);
l_mut_974 = l_2072;
const uint32 l_2073 = l_2071 & uint32(2147483647);
const bool l_2074 = l_2073 == uint32(0);
if (l_2074) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2075 = l_2071 & uint32(2147483648);
const bool l_2076 = l_2075 != uint32(0);
if (l_2076) {
const uint32 l_2077 = l_2071 - uint32(1);
l_mut_974 = l_2077;
} else {
const bool l_2078 = l_2071 == uint32(2139095040);
if (l_2078) {
l_mut_974 = l_2071;
}
}
}
const float l_2079 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2080 = reinterpret_cast<uint32 const&>(l_2079);
const uint32 l_2081 = l_2080 ^ uint32(2147483648);
const float l_2082 = reinterpret_cast<float const&>(l_2081);
const uint32 l_2083 = reinterpret_cast<uint32 const&>(l_2082);
const uint32 l_2084 = l_2083 & uint32(2147483647);
const float l_2085 = reinterpret_cast<float const&>(l_2084);
const double l_2086 = double(l_2085);
l_mut_2087 = l_2086;
const bool l_2088 = l_2084 < uint32(8388608);
if (l_2088) {
const double l_2089 = double(l_2084);
const double l_2090 = l_2089 * double(1.401298464324817e-45);
l_mut_2087 = l_2090;
}
const uint64 l_2091 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2092 = l_2083 >> uint32(31);
const uint64 l_2093 = uint64(l_2092);
const uint64 l_2094 = l_2093 << uint64(63);
const uint64 l_2095 = l_2091 | l_2094;
const double l_2096 = reinterpret_cast<double const&>(l_2095);
l_mut_166 = l_2096;
} else {
const uint32 l_2097 = reinterpret_cast<uint32 const&>(l_2065);
const uint32 l_2098 = l_2097 + uint32(1);
l_mut_974 = l_2098;
const uint32 l_2099 = l_2097 & uint32(2147483647);
const bool l_2100 = l_2099 == uint32(0);
if (l_2100) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2101 = l_2097 & uint32(2147483648);
const bool l_2102 = l_2101 != uint32(0);
if (l_2102) {
const uint32 l_2103 = l_2097 - uint32(1);
l_mut_974 = l_2103;
} else {
const bool l_2104 = l_2097 == uint32(2139095040);
if (l_2104) {
l_mut_974 = l_2097;
}
}
}
const float l_2105 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2106 = reinterpret_cast<uint32 const&>(l_2105);
const uint32 l_2107 = l_2106 & uint32(2147483647);
const float l_2108 = reinterpret_cast<float const&>(l_2107);
const double l_2109 = double(l_2108);
l_mut_2087 = l_2109;
const bool l_2110 = l_2107 < uint32(8388608);
if (l_2110) {
const double l_2111 = double(l_2107);
const double l_2112 = l_2111 * double(1.401298464324817e-45);
l_mut_2087 = l_2112;
}
const uint64 l_2113 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2114 = l_2106 >> uint32(31);
const uint64 l_2115 = uint64(l_2114);
const uint64 l_2116 = l_2115 << uint64(63);
const uint64 l_2117 = l_2113 | l_2116;
const double l_2118 = reinterpret_cast<double const&>(l_2117);
const bool l_2119 = l_2118 <= l_2059;
if (l_2119) {
const uint32 l_2120 = reinterpret_cast<uint32 const&>(l_2065);
const uint32 l_2121 = l_2120 + uint32(1);
l_mut_974 = l_2121;
const uint32 l_2122 = l_2120 & uint32(2147483647);
const bool l_2123 = l_2122 == uint32(0);
if (l_2123) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2124 = l_2120 & uint32(2147483648);
const bool l_2125 = l_2124 != uint32(0);
if (l_2125) {
const uint32 l_2126 = l_2120 - uint32(1);
l_mut_974 = l_2126;
} else {
const bool l_2127 = l_2120 == uint32(2139095040);
if (l_2127) {
l_mut_974 = l_2120;
}
}
}
const float l_2128 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2129 = reinterpret_cast<uint32 const&>(l_2128);
const uint32 l_2130 = l_2129 & uint32(2147483647);
const float l_2131 = reinterpret_cast<float const&>(l_2130);
const double l_2132 = double(l_2131);
l_mut_2087 = l_2132;
const bool l_2133 = l_2130 < uint32(8388608);
if (l_2133) {
const double l_2134 = double(l_2130);
const double l_2135 = l_2134 * double(1.401298464324817e-45);
l_mut_2087 = l_2135;
}
const uint64 l_2136 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2137 = l_2129 >> uint32(31);
const uint64 l_2138 = uint64(l_2137);
const uint64 l_2139 = l_2138 << uint64(63);
const uint64 l_2140 = l_2136 | l_2139;
const double l_2141 = reinterpret_cast<double const&>(l_2140);
l_mut_166 = l_2141;
}
}
}
const bool l_2142 = l_mut_241 == l_mut_166;
const bool l_2143 = !l_2142;
if (l_2143) {
l_arr_1940[uint32(0)] = uint32(0);
}
const double l_2144 = l_1976 * double(7.1362384635298e44);
const double l_2145 = floor(l_2144);
const double l_2146 = l_2145 * double(1.401298464324817e-45);
l_mut_2087 = l_2146;
const double l_2147 = abs(l_1976);
const bool l_2148 = l_2147 >= double(1.1754943508222875e-38);
if (l_2148) {
const float l_2149 = float(l_1976);
const double l_2150 = double(l_2149);
l_mut_2087 = l_2150;
const bool l_2151 = l_mut_2087 > l_1976;
if (l_2151) {
const uint32 l_2152 = reinterpret_cast<uint32 const&>(l_2149);
const uint32 l_2153 = l_2152 ^ uint32(2147483648);
const float l_2154 = reinterpret_cast<float const&>(l_2153);
const uint32 l_2155 = reinterpret_cast<uint32 const&>(l_2154);
const uint32 l_2156 = l_2155 + uint32(1);
l_mut_974 = l_2156;
const uint32 l_2157 = l_2155 & uint32(2147483647);
const bool l_2158 = l_2157 == uint32(0);
if (l_2158) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2159 = l_2155 & uint32(2147483648);
const bool l_2160 = l_2159 != uint32(0);
if (l_2160) {
const uint32 l_2161 = l_2155 - uint32(1);
l_mut_974 = l_2161;
} else {
const bool l_2162 = l_2155 == uint32(2139095040);
if (l_2162) {
l_mut_974 = l_2155;
}
}
}
const float l_2163 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2164 = reinterpret_cast<uint32 const&>(l_2163);
const uint32 l_2165 = l_2164 ^ uint32(2147483648);
const float l_2166 = reinterpret_cast<float const&>(l_2165);
const uint32 l_2167 = reinterpret_cast<uint32 const&>(l_2166);
const uint32 l_2168 = l_2167 & uint32(2147483647);
const float l_2169 = reinterpret_cast<float const&>(l_2168);
const double l_2170 = double(l_2169);
l_mut_241 = l_2170;
const bool l_2171 = l_2168 < uint32(8388608);
if (l_2171) {
const double l_2172 = double(l_2168);
const double l_2173 = l_2172 * double(1.401298464324817e-45);
l_mut_241 = l_2173;
}
const uint64 l_2174 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2175 = l_2167 >> uint32(31);
const uint64 l_2176 = uint64(l_2175);
const uint64 l_2177 = l_2176 << uint64(63);
const uint64 l_2178 = l_2174 | l_2177;
const double l_2179 = reinterpret_cast<double const&>(l_2178);
l_mut_2087 = l_2179;
} else {
const uint32 l_2180 = reinterpret_cast<uint32 const&>(l_2149);
const uint32 l_2181 = l_2180 + uint32(1);
l_mut_974 = l_2181;
const uint32 l_2182 = l_2180 & uint32(2147483647);
const bool l_2183 = l_2182 == uint32(0);
if (l_2183) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2184 = l_2180 & uint32(2147483648);
const bool l_2185 = l_2184 != uint32(0);
if (l_2185) {
const uint32 l_2186 = l_2180 - uint32(1);
l_mut_974 = l_2186;
} else {
const bool l_2187 = l_2180 == uint32(2139095040);
if (l_2187) {
l_mut_974 = l_2180;
}
}
}
const float l_2188 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2189 = reinterpret_cast<uint32 const&>(l_2188);
const uint32 l_2190 = l_2189 & uint32(2147483647);
const float l_2191 = reinterpret_cast<float const&>(l_2190);
const double l_2192 = double(l_2191);
l_mut_241 = l_2192;
const bool l_2193 = l_2190 < uint32(8388608);
if (l_2193) {
const double l_2194 = double(l_2190);
const double l_2195 = l_2194 * double(1.401298464324817e-45);
l_mut_241 = l_2195;
}
const uint64 l_2196 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2197 = l_2189 >> uint32(31);
const uint64 l_2198 = uint64(l_2197);
const uint64 l_2199 = l_2198 << uint64(63);
const uint64 l_2200 = l_2196 | l_2199;
const double l_2201 = reinterpret_cast<double const&>(l_2200);
const bool l_2202 = l_2201 <= l_1976;
if (l_2202) {
const uint32 l_2203 = reinterpret_cast<uint32 const&>(l_2149);
const uint32 l_2204 = l_2203 + uint32(1);
l_mut_974 = l_2204;
const uint32 l_2205 = l_2203 & uint32(2147483647);
const bool l_2206 = l_2205 == uint32(0);
if (l_2206) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2207 = l_2203 & uint32(2147483648);
const bool l_2208 = l_2207 != uint32(0);
if (l_2208) {
const uint32 l_2209 = l_2203 - uint32(1);
l_mut_974 = l_2209;
} else {
const bool l_2210 = l_2203 == uint32(2139095040);
if (l_2210) {
l_mut_974 = l_2203;
}
}
}
const float l_2211 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2212 = reinterpret_cast<uint32 const&>(l_2211);
const uint32 l_2213 = l_2212 & uint32(2147483647);
const float l_2214 = reinterpret_cast<float const&>(l_2213);
const double l_2215 = double(l_2214);
l_mut_241 = l_2215;
const bool l_2216 = l_2213 < uint32(8388608);
if (l_2216) {
const double l_2217 = double(l_2213);
const double l_2218 = l_2217 * double(1.401298464324817e-45);
l_mut_241 = l_2218;
}
const uint64 l_2219 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2220 = l_2212 >> uint32(31);
const uint64 l_2221 = uint64(l_2220);
const uint64 l_2222 = l_2221 << uint64(63);
const uint64 l_2223 = l_2219 | l_2222;
const double l_2224 = reinterpret_cast<double const&>(l_2223);
l_mut_2087 = l_2224;
}
}
}
l_mut_395 = l_mut_2087;
}
const double l_2225 = l_907 * l_mut_567;
const double l_2226 = l_1942 + l_2225;
l_mut_2087 = l_2226;
if (l_905) {
const double l_2227 = l_2226 - l_1943;
const double l_2228 = l_2227 * double(7.1362384635298e44);
const double l_2229 = floor(l_2228);
const double l_2230 = l_2229 * double(1.401298464324817e-45);
l_mut_567 = l_2230;
const double l_2231 = abs(l_2227);
const bool l_2232 = l_2231 >= double(1.1754943508222875e-38);
if (l_2232) {
const float l_2233 = float(l_2227);
const double l_2234 = double(l_2233);
l_mut_567 = l_2234;
const bool l_2235 = l_mut_567 > l_2227;
if (l_2235) {
const uint32 l_2236 = reinterpret_cast<uint32 const&>(l_2233);
const uint32 l_2237 = l_2236 ^ uint32(2147483648);
const float l_2238 = reinterpret_cast<float const&>(l_2237);
const uint32 l_2239 = reinterpret_cast<uint32 const&>(l_2238);
const uint32 l_2240 = l_2239 + uint32(1);
l_mut_974 = l_2240;
const uint32 l_2241 = l_2239 & uint32(2147483647);
const bool l_2242 = l_2241 == uint32(0);
if (l_2242) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2243 = l_2239 & uint32(2147483648);
const bool l_2244 = l_2243 != uint32(0);
if (l_2244) {
const uint32 l_2245 = l_2239 - uint32(1);
l_mut_974 = l_2245;
} else {
const bool l_2246 = l_2239 == uint32(2139095040);
if (l_2246) {
l_mut_974 = l_2239;
}
}
}
const float l_2247 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2248 = reinterpret_cast<uint32 const&>(l_2247);
const uint32 l_2249 = l_2248 ^ uint32(2147483648);
const float l_2250 = reinterpret_cast<float const&>(l_2249);
const uint32 l_2251 = reinterpret_cast<uint32 const&>(l_2250);
const uint32 l_2252 = l_2251 & uint32(2147483647);
const float l_2253 = reinterpret_cast<float const&>(l_2252);
const double l_2254 = double(l_2253);
l_mut_241 = l_2254;
const bool l_2255 = l_2252 < uint32(8388608);
if (l_2255) {
const double l_2256 = double(l_2252);
const double l_2257 = l_2256 * double(1.401298464324817e-45);
l_mut_241 = l_2257;
}
const uint64 l_2258 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2259 = l_2251 >> uint32(31);
const uint64 l_2260 = uint64(l_2259);
const uint64 l_2261 = l_2260 << uint64(63);
const uint64 l_2262 = l_2258 | l_2261;
const double l_2263 = reinterpret_cast<double const&>(l_2262);
l_mut_567 = l_2263;
} else {
const uint32 l_2264 = reinterpret_cast<uint32 const&>(l_2233);
const uint32 l_2265 = l_2264 + uint32(1);
l_mut_974 = l_2265;
const uint32 l_2266 = l_2264 & uint32(2147483647);
const bool l_2267 = l_2266 == uint32(0);
if (l_2267) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2268 = l_2264 & uint32(2147483648);
const bool l_2269 = l_2268 != uint32(0);
if (l_2269) {
const uint32 l_2270 = l_2264 - uint32(1);
l_mut_974 = l_2270;
} else {
const bool l_2271 = l_2264 == uint32(2139095040);
if (l_2271) {
l_mut_974 = l_2264;
}
}
}
const float l_2272 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2273 = reinterpret_cast<uint32 const&>(l_2272);
const uint32 l_2274 = l_2273 & uint32(2147483647);
const float l_2275 = reinterpret_cast<float const&>(l_2274);
const double l_2276 = double(l_2275);
l_mut_241 = l_2276;
const bool l_2277 = l_2274 < uint32(8388608);
if (l_2277) {
const double l_2278 = double(l_2274);
const double l_2279 = l_2278 * double(1.401298464324817e-45);
l_mut_241 = l_2279;
}
const uint64 l_2280 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2281 = l_2273 >> uint32(31);
const uint64 l_2282 = uint64(l_2281);
const uint64 l_2283 = l_2282 << uint64(63);
const uint64 l_2284 = l_2280 | l_2283;
const double l_2285 = reinterpret_cast<double const&>(l_2284);
const bool l_2286 = l_2285 <= l_2227;
if (l_2286) {
const uint32 l_2287 = reinterpret_cast<uint32 const&>(l_2233);
const uint32 l_2288 = l_2287 + uint32(1);
l_mut_974 = l_2288;
const uint32 l_2289 = l_2287 & uint32(2147483647);
const bool l_2290 = l_2289 == uint32(0);
if (l_2290) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2291 = l_2287 & uint32(2147483648);
const bool l_2292 = l_2291 != uint32(0);
if (l_2292) {
const uint32 l_2293 = l_2287 - uint32(1);
l_mut_974 = l_2293;
} else {
const bool l_2294 = l_2287 == uint32(2139095040);
if (l_2294) {
l_mut_974 = l_2287;
}
}
}
const float l_2295 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2296 = reinterpret_cast<uint32 const&>(l_2295);
const uint32 l_2297 = l_2296 & uint32(2147483647);
const float l_2298 = reinterpret_cast<float const&>(l_2297);
const double l_2299 = double(l_2298);
l_mut_241 = l_2299;
const bool l_2300 = l_2297 < uint32(8388608);
if (l_2300) {
const double l_2301 = double(l_2297);
const double l_2302 = l_2301 * double(1.401298464324817e-45);
l_mut_241 = l_2302;
}
const uint64 l_2303 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2304 = l_2296 >> uint32(31);
const uint64 l_2305 = uint64(l_2304);
const uint64 l_2306 = l_2305 << uint64(63);
const uint64 l_2307 = l_2303 | l_2306;
const double l_2308 = reinterpret_cast<double const&>(l_2307);
l_mut_567 = l_2308;
}
}
}
const double l_2309 = l_2226 + l_1943;
const double l_2310 = l_2309 * double(7.1362384635298e44);
const double l_2311 = floor(l_2310);
const double l_2312 = l_2311 * double(1.401298464324817e-45);
l_mut_241 = l_2312;
const double l_2313 = abs(l_2309);
const bool l_2314 = l_2313 >= double(1.1754943508222875e-38);
if (l_2314) {
const float l_2315 = float(l_2309);
const double l_2316 = double(l_2315);
l_mut_241 = l_2316;
const bool l_2317 = l_mut_241 > l_2309;
if (l_2317) {
const uint32 l_2318 = reinterpret_cast<uint32 const&>(l_2315);
const uint32 l_2319 = l_2318 ^ uint32(2147483648);
const float l_2320 = reinterpret_cast<float const&>(l_2319);
const uint32 l_2321 = reinterpret_cast<uint32 const&>(l_2320);
const uint32 l_2322 = l_2321 + uint32(1);
l_mut_974 = l_2322;
const uint32 l_2323 = l_2321 & uint32(2147483647);
const bool l_2324 = l_2323 == uint32(0);
if (l_2324) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2325 = l_2321 & uint32(2147483648);
const bool l_2326 = l_2325 != uint32(0);
if (l_2326) {
const uint32 l_2327 = l_2321 - uint32(1);
l_mut_974 = l_2327;
} else {
const bool l_2328 = l_2321 == uint32(2139095040);
if (l_2328) {
l_mut_974 = l_2321;
}
}
}
const float l_2329 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2330 = reinterpret_cast<uint32 const&>(l_2329);
const uint32 l_2331 = l_2330 ^ uint32(2147483648);
const float l_2332 = reinterpret_cast<float const&>(l_2331);
const uint32 l_2333 = reinterpret_cast<uint32 const&>(l_2332);
const uint32 l_2334 = l_2333 & uint32(2147483647);
const float l_2335 = reinterpret_cast<float const&>(l_2334);
const double l_2336 = double(l_2335);
l_mut_166 = l_2336;
const bool l_2337 = l_2334 < uint32(8388608);
if (l_2337) {
const double l_2338 = double(l_2334);
const double l_2339 = l_2338 * double(1.401298464324817e-45);
l_mut_166 = l_2339;
}
const uint64 l_2340 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2341 = l_2333 >> uint32(31);
const uint64 l_2342 = uint64(l_2341);
const uint64 l_2343 = l_2342 << uint64(63);
const uint64 l_2344 = l_2340 | l_2343;
const double l_2345 = reinterpret_cast<double const&>(l_2344);
l_mut_241 = l_2345;
} else {
const uint32 l_2346 = reinterpret_cast<uint32 const&>(l_2315);
const uint32 l_2347 = l_2346 + uint32(1);
l_mut_974 = l_2347;
const uint32 l_2348 = l_2346 & uint32(2147483647);
const bool l_2349 = l_2348 == uint32(0);
if (l_2349) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2350 = l_2346 & uint32(2147483648);
const bool l_2351 = l_2350 != uint32(0);
if (l_2351) {
const uint32 l_2352 = l_2346 - uint32(1);
l_mut_974 = l_2352;
} else {
const bool l_2353 = l_2346 == uint32(2139095040);
if (l_2353) {
l_mut_974 = l_2346;
}
}
}
const float l_2354 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2355 = reinterpret_cast<uint32 const&>(l_2354);
const uint32 l_2356 = l_2355 & uint32(2147483647);
const float l_2357 = reinterpret_cast<float const&>(l_2356);
const double l_2358 = double(l_2357);
l_mut_166 = l_2358;
const bool l_2359 = l_2356 < uint32(8388608);
if (l_2359) {
const double l_2360 = double(l_2356);
const double l_2361 = l_2360 * double(1.401298464324817e-45);
l_mut_166 = l_2361;
}
const uint64 l_2362 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2363 = l_2355 >> uint32(31);
const uint64 l_2364 = uint64(l_2363);
const uint64 l_2365 = l_2364 << uint64(63);
const uint64 l_2366 = l_2362 | l_2365;
const double l_2367 = reinterpret_cast<double const&>(l_2366);
const bool l_2368 = l_2367 <= l_2309;
if (l_2368) {
const uint32 l_2369 = reinterpret_cast<uint32 const&>(l_2315);
const uint32 l_2370 = l_2369 + uint32(1);
l_mut_974 = l_2370;
const uint32 l_2371 = l_2369 & uint32(2147483647);
const bool l_2372 = l_2371 == uint32(0);
if (l_2372) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2373 = l_2369 & uint32(2147483648);
const bool l_2374 = l_2373 != uint32(0);
if (l_2374) {
const uint32 l_2375 = l_2369 - uint32(1);
l_mut_974 = l_2375;
} else {
const bool l_2376 = l_2369 == uint32(2139095040);
if (l_2376) {
l_mut_974 = l_2369;
}
}
}
const float l_2377 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2378 = reinterpret_cast<uint32 const&>(l_2377);
const uint32 l_2379 = l_2378 & uint32(2147483647);
const float l_2380 = reinterpret_cast<float const&>(l_2379);
const double l_2381 = double(l_2380);
l_mut_166 = l_2381;
const bool l_2382 = l_2379 < uint32(8388608);
if (l_2382) {
const double l_2383 = double(l_2379);
const double l_2384 = l_2383 * double(1.401298464324817e-45);
l_mut_166 = l_2384;
}
const uint64 l_2385 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_2386 = l_2378 >> uint32(31);
const uint64 l_2387 = uint64(l_2386);
const uint64 l_2388 = l_2387 << uint64(63);
const uint64 l_2389 = l_2385 | l_2388;
const double l_2390 = reinterpret_cast<double const&>(l_2389);
l_mut_241 = l_2390;
}
}
}
const bool l_2391 = l_mut_567 == l_mut_241;
const bool l_2392 = !l_2391;
if (l_2392) {
l_arr_1940[uint32(0)] = uint32(0);
}
const double l_2393 = -l_2226;
const double l_2394 = l_2393 * double(7.1362384635298e44);
const double l_2395 = floor(l_2394);
const double l_2396 = l_2395 * double(1.401298464324817e-45);
l_mut_567 = l_2396;
const double l_2397 = abs(l_2393);
const bool l_2398 = l_2397 >= double(1.1754943508222875e-38);
if (l_2398) {
const float l_2399 = float(l_2393);
const double l_2400 = double(l_2399);
l_mut_567 = l_2400;
const bool l_2401 = l_mut_567 > l_2393;
if (l_2401) {
const uint32 l_2402 = reinterpret_cast<uint32 const&>(l_2399);
const uint32 l_2403 = l_2402 ^ uint32(2147483648);
const float l_2404 = reinterpret_cast<float const&>(l_2403);
const uint32 l_2405 = reinterpret_cast<uint32 const&>(l_2404);
const uint32 l_2406 = l_2405 + uint32(1);
l_mut_974 = l_2406;
const uint32 l_2407 = l_2405 & uint32(2147483647);
const bool l_2408 = l_2407 == uint32(0);
if (l_2408) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2409 = l_2405 & uint32(2147483648);
const bool l_2410 = l_2409 != uint32(0);
if (l_2410) {
const uint32 l_2411 = l_2405 - uint32(1);
l_mut_974 = l_2411;
} else {
const bool l_2412 = l_2405 == uint32(2139095040);
if (l_2412) {
l_mut_974 = l_2405;
}
}
}
const float l_2413 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2414 = reinterpret_cast<uint32 const&>(l_2413);
const uint32 l_2415 = l_2414 ^ uint32(2147483648);
const float l_2416 = reinterpret_cast<float const&>(l_2415);
const uint32 l_2417 = reinterpret_cast<uint32 const&>(l_2416);
const uint32 l_2418 = l_2417 & uint32(2147483647);
const float l_2419 = reinterpret_cast<float const&>(l_2418);
const double l_2420 = double(l_2419);
l_mut_241 = l_2420;
const bool l_2421 = l_2418 < uint32(8388608);
if (l_2421) {
const double l_2422 = double(l_2418);
const double l_2423 = l_2422 * double(1.401298464324817e-45);
l_mut_241 = l_2423;
}
const uint64 l_2424 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2425 = l_2417 >> uint32(31);
const uint64 l_2426 = uint64(l_2425);
const uint64 l_2427 = l_2426 << uint64(63);
const uint64 l_2428 = l_2424 | l_2427;
const double l_2429 = reinterpret_cast<double const&>(l_2428);
l_mut_567 = l_2429;
} else {
const uint32 l_2430 = reinterpret_cast<uint32 const&>(l_2399);
const uint32 l_2431 = l_2430 + uint32(1);
l_mut_974 = l_2431;
const uint32 l_2432 = l_2430 & uint32(2147483647);
const bool l_2433 = l_2432 == uint32(0);
if (l_2433) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2434 = l_2430 & uint32(2147483648);
const bool l_2435 = l_2434 != uint32(0);
if (l_2435) {
const uint32 l_2436 = l_2430 - uint32(1);
l_mut_974 = l_2436;
} else {
const bool l_2437 = l_2430 == uint32(2139095040);
if (l_2437) {
l_mut_974 = l_2430;
}
}
}
const float l_2438 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2439 = reinterpret_cast<uint32 const&>(l_2438);
const uint32 l_2440 = l_2439 & uint32(2147483647);
const float l_2441 = reinterpret_cast<float const&>(l_2440);
const double l_2442 = double(l_2441);
l_mut_241 = l_2442;
const bool l_2443 = l_2440 < uint32(8388608);
if (l_2443) {
const double l_2444 = double(l_2440);
const double l_2445 = l_2444 * double(1.401298464324817e-45);
l_mut_241 = l_2445;
}
const uint64 l_2446 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2447 = l_2439 >> uint32(31);
const uint64 l_2448 = uint64(l_2447);
const uint64 l_2449 = l_2448 << uint64(63);
const uint64 l_2450 = l_2446 | l_2449;
const double l_2451 = reinterpret_cast<double const&>(l_2450);
const bool l_2452 = l_2451 <= l_2393;
if (l_2452) {
const uint32 l_2453 = reinterpret_cast<uint32 const&>(l_2399);
const uint32 l_2454 = l_2453 + uint32(1);
l_mut_974 = l_2454;
const uint32 l_2455 = l_2453 & uint32(2147483647);
const bool l_2456 = l_2455 == uint32(0);
if (l_2456) {
l_mut_974 = uint32(1);
} else {
const uint32 l_2457 = l_2453 & uint32(2147483648);
const bool l_2458 = l_2457 != uint32(0);
if (l_2458) {
const uint32 l_2459 = l_2453 - uint32(1);
l_mut_974 = l_2459;
} else {
const bool l_2460 = l_2453 == uint32(2139095040);
if (l_2460) {
l_mut_974 = l_2453;
}
}
}
const float l_2461 = reinterpret_cast<float const&>(l_mut_974);
const uint32 l_2462 = reinterpret_cast<uint32 const&>(l_2461);
const uint32 l_2463 = l_2462 & uint32(2147483647);
const float l_2464 = reinterpret_cast<float const&>(l_2463);
const double l_2465 = double(l_2464);
l_mut_241 = l_2465;
const bool l_2466 = l_2463 < uint32(8388608);
if (l_2466) {
const double l_2467 = double(l_2463);
const double l_2468 = l_2467 * double(1.401298464324817e-45);
l_mut_241 = l_2468;
}
const uint64 l_2469 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_2470 = l_2462 >> uint32(31);
const uint64 l_2471 = uint64(l_2470);
const uint64 l_2472 = l_2471 << uint64(63);
const uint64 l_2473 = l_2469 | l_2472;
const double l_2474 = reinterpret_cast<double const&>(l_2473);
l_mut_567 = l_2474;
}
}
}
const double l_2475 = -l_mut_567;
l_mut_2087 = l_2475;
}
l_mut_974 = uint32(0);
const bool l_2476 = l_mut_395 <= double(0.0);
const bool l_2477 = l_mut_2087 >= double(0.0);
const bool l_2478 = l_2476 && l_2477;
const bool l_2479 = !l_2478;
if (l_2479) {
const double l_2480 = double(1.0) / l_mut_2087;
const double l_2481 = double(1.0) / l_mut_395;
const double l_2482 = abs(l_2480);
const double l_2483 = l_2482 * double(1.4551915228366852e-11);
const double l_2484 = abs(l_2481);
const double l_2485 = l_2484 * double(1.4551915228366852e-11);
const double l_2486 = l_2480 - l_2483;
const double l_2487 = abs(l_2486);
l_mut_2087 = double(1.401298464324817e-45);
const bool l_2488 = l_2487 >= double(1.1754943508222875e-38);
const bool l_2489 = l_2487 <= double(1.7976931348623157e308);
const bool l_2490 = l_2488 && l_2489;
if (l_2490) {
const uint64 l_2491 = reinterpret_cast<uint64 const&>(l_2487);
const uint64 l_2492 = l_2491 >> uint64(52);
const uint64 l_2493 = l_2492 - uint64(23);
const uint64 l_2494 = l_2493 << uint64(52);
const double l_2495 = reinterpret_cast<double const&>(l_2494);
l_mut_2087 = l_2495;
}
const double l_2496 = l_2480 + l_2483;
const double l_2497 = abs(l_2496);
l_mut_567 = double(1.401298464324817e-45);
const bool l_2498 = l_2497 >= double(1.1754943508222875e-38);
const bool l_2499 = l_2497 <= double(1.7976931348623157e308);
const bool l_2500 = l_2498 && l_2499;
if (l_2500) {
const uint64 l_2501 = reinterpret_cast<uint64 const&>(l_2497);
const uint64 l_2502 = l_2501 >> uint64(52);
const uint64 l_2503 = l_2502 - uint64(23);
const uint64 l_2504 = l_2503 << uint64(52);
const double l_2505 = reinterpret_cast<double const&>(l_2504);
l_mut_567 = l_2505;
}
const bool l_2506 = l_mut_2087 == l_mut_567;
const bool l_2507 = !l_2506;
const double l_2508 = l_2481 - l_2485;
const double l_2509 = abs(l_2508);
l_mut_2087 = double(1.401298464324817e-45);
const bool l_2510 = l_2509 >= double(1.1754943508222875e-38);
const bool l_2511 = l_2509 <= double(1.7976931348623157e308);
const bool l_2512 = l_2510 && l_2511;
if (l_2512) {
const uint64 l_2513 = reinterpret_cast<uint64 const&>(l_2509);
const uint64 l_2514 = l_2513 >> uint64(52);
const uint64 l_2515 = l_2514 - uint64(23);
const uint64 l_2516 = l_2515 << uint64(52);
const double l_2517 = reinterpret_cast<double const&>(l_2516);
l_mut_2087 = l_2517;
}
const double l_2518 = l_2481 + l_2485;
const double l_2519 = abs(l_2518);
l_mut_567 = double(1.401298464324817e-45);
const bool l_2520 = l_2519 >= double(1.1754943508222875e-38);
const bool l_2521 = l_2519 <= double(1.7976931348623157e308);
const bool l_2522 = l_2520 && l_2521;
if (l_2522) {
const uint64 l_2523 = reinterpret_cast<uint64 const&>(l_2519);
const uint64 l_2524 = l_2523 >> uint64(52);
const uint64 l_2525 = l_2524 - uint64(23);
const uint64 l_2526 = l_2525 << uint64(52);
const double l_2527 = reinterpret_cast<double const&>(l_2526);
l_mut_567 = l_2527;
}
const bool l_2528 = l_mut_2087 == l_mut_567;
const bool l_2529 = !l_2528;
const bool l_2530 = l_2507 || l_2529;
if (l_2530) {
l_arr_1940[uint32(0)] = uint32(0);
}
const double l_2531 = abs(l_2480);
l_mut_2087 = double(1.401298464324817e-45);
const bool l_2532 = l_2531 >= double(1.1754943508222875e-38);
const bool l_2533 = l_2531 <= double(1.7976931348623157e308);
const bool l_2534 = l_2532 && l_2533;
if (l_2534) {
const uint64 l_2535 = reinterpret_cast<uint64 const&>(l_2531);
const uint64 l_2536 = l_2535 >> uint64(52);
const uint64 l_2537 = l_2536 - uint64(23);
const uint64 l_2538 = l_2537 << uint64(52);
const double l_2539 = reinterpret_cast<double const&>(l_2538);
l_mut_2087 = l_2539;
}
const double l_2540 = l_910 * l_mut_2087;
const double l_2541 = l_2480 - l_2540;
const double l_2542 = abs(l_2481);
l_mut_2087 = double(1.401298464324817e-45);
const bool l_2543 = l_2542 >= double(1.1754943508222875e-38);
const bool l_2544 = l_2542 <= double(1.7976931348623157e308);
const bool l_2545 = l_2543 && l_2544;
if (l_2545) {
const uint64 l_2546 = reinterpret_cast<uint64 const&>(l_2542);
const uint64 l_2547 = l_2546 >> uint64(52);
const uint64 l_2548 = l_2547 - uint64(23);
const uint64 l_2549 = l_2548 << uint64(52);
const double l_2550 = reinterpret_cast<double const&>(l_2549);
l_mut_2087 = l_2550;
}
const double l_2551 = l_910 * l_mut_2087;
const double l_2552 = l_2481 + l_2551;
const uint32 l_2553 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2554 = l_2553 & uint32(2147483647);
const float l_2555 = reinterpret_cast<float const&>(l_2554);
const double l_2556 = double(l_2555);
l_mut_2087 = l_2556;
const bool l_2557 = l_2554 < uint32(8388608);
if (l_2557) {
const double l_2558 = double(l_2554);
const double l_2559 = l_2558 * double(1.401298464324817e-45);
l_mut_2087 = l_2559;
}
const uint64 l_2560 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2561 = l_2553 >> uint32(31);
const uint64 l_2562 = uint64(l_2561);
const uint64 l_2563 = l_2562 << uint64(63);
const uint64 l_2564 = l_2560 | l_2563;
const double l_2565 = reinterpret_cast<double const&>(l_2564);
const uint32 l_2566 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2567 = l_2566 + uint32(1);
l_mut_933 = l_2567;
const uint32 l_2568 = l_2566 & uint32(2147483647);
const bool l_2569 = l_2568 == uint32(0);
if (l_2569) {
l_mut_933 = uint32(1);
} else {
const uint32 l_2570 = l_2566 & uint32(2147483648);
const bool l_2571 = l_2570 != uint32(0);
if (l_2571) {
const uint32 l_2572 = l_2566 - uint32(1);
l_mut_933 = l_2572;
} else {
const bool l_2573 = l_2566 == uint32(2139095040);
if (l_2573) {
l_mut_933 = l_2566;
}
}
}
const float l_2574 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_2575 = reinterpret_cast<uint32 const&>(l_2574);
const uint32 l_2576 = l_2575 & uint32(2147483647);
const float l_2577 = reinterpret_cast<float const&>(l_2576);
const double l_2578 = double(l_2577);
l_mut_2087 = l_2578;
const bool l_2579 = l_2576 < uint32(8388608);
if (l_2579) {
const double l_2580 = double(l_2576);
const double l_2581 = l_2580 * double(1.401298464324817e-45);
l_mut_2087 = l_2581;
}
const uint64 l_2582 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2583 = l_2575 >> uint32(31);
const uint64 l_2584 = uint64(l_2583);
const uint64 l_2585 = l_2584 << uint64(63);
const uint64 l_2586 = l_2582 | l_2585;
const double l_2587 = reinterpret_cast<double const&>(l_2586);
const uint32 l_2588 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2589 = l_2588 ^ uint32(2147483648);
const float l_2590 = reinterpret_cast<float const&>(l_2589);
const uint32 l_2591 = reinterpret_cast<uint32 const&>(l_2590);
const uint32 l_2592 = l_2591 + uint32(1);
l_mut_933 = l_2592;
const uint32 l_2593 = l_2591 & uint32(2147483647);
const bool l_2594 = l_2593 == uint32(0);
if (l_2594) {
l_mut_933 = uint32(1);
} else {
const uint32 l_2595 = l_2591 & uint32(2147483648);
const bool l_2596 = l_2595 != uint32(0);
if (l_2596) {
const uint32 l_2597 = l_2591 - uint32(1);
l_mut_933 = l_2597;
} else {
const bool l_2598 = l_2591 == uint32(2139095040);
if (l_2598) {
l_mut_933 = l_2591;
}
}
}
const float l_2599 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_2600 = reinterpret_cast<uint32 const&>(l_2599);
const uint32 l_2601 = l_2600 ^ uint32(2147483648);
const float l_2602 = reinterpret_cast<float const&>(l_2601);
const uint32 l_2603 = reinterpret_cast<uint32 const&>(l_2602);
const uint32 l_2604 = l_2603 & uint32(2147483647);
const float l_2605 = reinterpret_cast<float const&>(l_2604);
const double l_2606 = double(l_2605);
l_mut_2087 = l_2606;
const bool l_2607 = l_2604 < uint32(8388608);
if (l_2607) {
const double l_2608 = double(l_2604);
const double l_2609 = l_2608 * double(1.401298464324817e-45);
l_mut_2087 = l_2609;
}
const uint64 l_2610 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2611 = l_2603 >> uint32(31);
const uint64 l_2612 = uint64(l_2611);
const uint64 l_2613 = l_2612 << uint64(63);
const uint64 l_2614 = l_2610 | l_2613;
const double l_2615 = reinterpret_cast<double const&>(l_2614);
const double l_2616 = l_2541 + l_2483;
const bool l_2617 = l_2616 <= l_2565;
l_mut_1034 = l_2617;
const double l_2618 = l_2541 - l_2483;
const bool l_2619 = l_2618 > l_2565;
l_mut_1031 = l_2619;
const double l_2620 = l_2552 - l_2485;
const bool l_2621 = l_2620 >= l_2565;
l_mut_1028 = l_2621;
const double l_2622 = l_2552 + l_2485;
const bool l_2623 = l_2622 < l_2565;
l_mut_1025 = l_2623;
if (l_905) {
const double l_2624 = l_2541 + l_2483;
const bool l_2625 = l_2624 < l_2587;
l_mut_1034 = l_2625;
const double l_2626 = l_2541 - l_2483;
const bool l_2627 = l_2626 >= l_2587;
l_mut_1031 = l_2627;
const double l_2628 = l_2552 - l_2485;
const bool l_2629 = l_2628 > l_2615;
l_mut_1028 = l_2629;
const double l_2630 = l_2552 + l_2485;
const bool l_2631 = l_2630 <= l_2615;
l_mut_1025 = l_2631;
}
l_mut_933 = uint32(2);
const bool l_2632 = l_mut_1031 || l_mut_1025;
if (l_2632) {
l_mut_933 = uint32(1);
} else {
const bool l_2633 = l_mut_1034 && l_mut_1028;
if (l_2633) {
l_mut_933 = uint32(0);
}
}
const uint32 l_2634 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2635 = l_2634 & uint32(2147483647);
const bool l_2636 = l_2635 == uint32(0);
if (l_2636) {
const double l_2637 = l_2541 + l_2483;
const bool l_2638 = l_2637 < double(1.1754943508222875e-38);
const double l_2639 = l_2552 - l_2485;
const bool l_2640 = l_2639 > double(-1.1754943508222875e-38);
const bool l_2641 = l_2638 && l_2640;
const double l_2642 = l_2541 - l_2483;
const bool l_2643 = l_2642 < double(1.1754943508222875e-38);
const double l_2644 = l_2552 + l_2485;
const bool l_2645 = l_2644 > double(-1.1754943508222875e-38);
const bool l_2646 = l_2643 && l_2645;
if (l_2641) {
l_mut_933 = uint32(0);
} else {
const bool l_2647 = l_mut_933 == uint32(1);
const bool l_2648 = l_2646 && l_2647;
if (l_2648) {
l_mut_933 = uint32(2);
}
}
}
l_mut_974 = l_mut_933;
}
const uint32 l_2649 = l_arr_1940[uint32(0)];
const bool l_2650 = l_2649 == uint32(0);
if (l_2650) {
l_mut_974 = uint32(2);
}
l_mut_379 = l_mut_974;
} else {
const bool l_2651 = l_901 == uint32(10);
if (l_2651) {
const double l_2652 = sqrt(l_914);
const double l_2653 = double(1.0) / l_2652;
const double l_2654 = l_2653 * double(1.4551915228366852e-11);
const double l_2655 = abs(l_2653);
l_mut_2087 = double(1.401298464324817e-45);
const bool l_2656 = l_2655 >= double(1.1754943508222875e-38);
const bool l_2657 = l_2655 <= double(1.7976931348623157e308);
const bool l_2658 = l_2656 && l_2657;
if (l_2658) {
const uint64 l_2659 = reinterpret_cast<uint64 const&>(l_2655);
const uint64 l_2660 = l_2659 >> uint64(52);
const uint64 l_2661 = l_2660 - uint64(23);
const uint64 l_2662 = l_2661 << uint64(52);
const double l_2663 = reinterpret_cast<double const&>(l_2662);
l_mut_2087 = l_2663;
}
const double l_2664 = l_907 * l_mut_2087;
const double l_2665 = l_2653 - l_2664;
const double l_2666 = l_914 * l_2665;
const double l_2667 = l_907 * l_mut_2087;
const double l_2668 = l_2653 + l_2667;
const double l_2669 = l_914 * l_2668;
l_mut_974 = uint32(2);
const double l_2670 = l_2653 - l_2654;
const double l_2671 = abs(l_2670);
l_mut_2087 = double(1.401298464324817e-45);
const bool l_2672 = l_2671 >= double(1.1754943508222875e-38);
const bool l_2673 = l_2671 <= double(1.7976931348623157e308);
const bool l_2674 = l_2672 && l_2673;
if (l_2674) {
const uint64 l_2675 = reinterpret_cast<uint64 const&>(l_2671);
const uint64 l_2676 = l_2675 >> uint64(52);
const uint64 l_2677 = l_2676 - uint64(23);
const uint64 l_2678 = l_2677 << uint64(52);
const double l_2679 = reinterpret_cast<double const&>(l_2678);
l_mut_2087 = l_2679;
}
const double l_2680 = l_2653 + l_2654;
const double l_2681 = abs(l_2680);
l_mut_567 = double(1.401298464324817e-45);
const bool l_2682 = l_2681 >= double(1.1754943508222875e-38);
const bool l_2683 = l_2681 <= double(1.7976931348623157e308);
const bool l_2684 = l_2682 && l_2683;
if (l_2684) {
const uint64 l_2685 = reinterpret_cast<uint64 const&>(l_2681);
const uint64 l_2686 = l_2685 >> uint64(52);
const uint64 l_2687 = l_2686 - uint64(23);
const uint64 l_2688 = l_2687 << uint64(52);
const double l_2689 = reinterpret_cast<double const&>(l_2688);
l_mut_567 = l_2689;
}
const bool l_2690 = l_mut_2087 == l_mut_567;
if (l_2690) {
const double l_2691 = abs(l_2666);
const double l_2692 = l_2691 * double(1.4551915228366852e-11);
const double l_2693 = abs(l_2669);
const double l_2694 = l_2693 * double(1.4551915228366852e-11);
const uint32 l_2695 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2696 = l_2695 & uint32(2147483647);
const float l_2697 = reinterpret_cast<float const&>(l_2696);
const double l_2698 = double(l_2697);
l_mut_2087 = l_2698;
const bool l_2699 = l_2696 < uint32(8388608);
if (l_2699) {
const double l_2700 = double(l_2696);
const double l_2701 = l_2700 * double(1.401298464324817e-45);
l_mut_2087 = l_2701;
}
const uint64 l_2702 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2703 = l_2695 >> uint32(31);
const uint64 l_2704 = uint64(l_2703);
const uint64 l_2705 = l_2704 << uint64(63);
const uint64 l_2706 = l_2702 | l_2705;
const double l_2707 = reinterpret_cast<double const&>(l_2706);
const uint32 l_2708 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2709 = l_2708 + uint32(1);
l_mut_933 = l_2709;
const uint32 l_2710 = l_2708 & uint32(2147483647);
const bool l_2711 = l_2710 == uint32(0);
if (l_2711) {
l_mut_933 = uint32(1);
} else {
const uint32 l_2712 = l_2708 & uint32(2147483648);
const bool l_2713 = l_2712 != uint32(0);
if (l_2713) {
const uint32 l_2714 = l_2708 - uint32(1);
l_mut_933 = l_2714;
} else {
const bool l_2715 = l_2708 == uint32(2139095040);
if (l_2715) {
l_mut_933 = l_2708;
}
}
}
const float l_2716 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_2717 = reinterpret_cast<uint32 const&>(l_2716);
const uint32 l_2718 = l_2717 & uint32(2147483647);
const float l_2719 = reinterpret_cast<float const&>(l_2718);
const double l_2720 = double(l_2719);
l_mut_2087 = l_2720;
const bool l_2721 = l_2718 < uint32(8388608);
if (l_2721) {
const double l_2722 = double(l_2718);
const double l_2723 = l_2722 * double(1.401298464324817e-45);
l_mut_2087 = l_2723;
}
const uint64 l_2724 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2725 = l_2717 >> uint32(31);
const uint64 l_2726 = uint64(l_2725);
const uint64 l_2727 = l_2726 << uint64(63);
const uint64 l_2728 = l_2724 | l_2727;
const double l_2729 = reinterpret_cast<double const&>(l_2728);
const uint32 l_2730 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2731 = l_2730 ^ uint32(2147483648);
const float l_2732 = reinterpret_cast<float const&>(l_2731);
const uint32 l_2733 = reinterpret_cast<uint32 const&>(l_2732);
const uint32 l_2734 = l_2733 + uint32(1);
l_mut_933 = l_2734;
const uint32 l_2735 = l_2733 & uint32(2147483647);
const bool l_2736 = l_2735 == uint32(0);
if (l_2736) {
l_mut_933 = uint32(1);
} else {
const uint32 l_2737 = l_2733 & uint32(2147483648);
const bool l_2738 = l_2737 != uint32(0);
if (l_2738) {
const uint32 l_2739 = l_2733 - uint32(1);
l_mut_933 = l_2739;
} else {
const bool l_2740 = l_2733 == uint32(2139095040);
if (l_2740) {
l_mut_933 = l_2733;
}
}
}
const float l_2741 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_2742 = reinterpret_cast<uint32 const&>(l_2741);
const uint32 l_2743 = l_2742 ^ uint32(2147483648);
const float l_2744 = reinterpret_cast<float const&>(l_2743);
const uint32 l_2745 = reinterpret_cast<uint32 const&>(l_2744);
const uint32 l_2746 = l_2745 & uint32(2147483647);
const float l_2747 = reinterpret_cast<float const&>(l_2746);
const double l_2748 = double(l_2747);
l_mut_2087 = l_2748;
const bool l_2749 = l_2746 < uint32(8388608);
if (l_2749) {
const double l_2750 = double(l_2746);
const double l_2751 = l_2750 * double(1.401298464324817e-45);
l_mut_2087 = l_2751;
}
const uint64 l_2752 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2753 = l_2745 >> uint32(31);
const uint64 l_2754 = uint64(l_2753);
const uint64 l_2755 = l_2754 << uint64(63);
const uint64 l_2756 = l_2752 | l_2755;
const double l_2757 = reinterpret_cast<double const&>(l_2756);
const double l_2758 = l_2666 + l_2692;
const bool l_2759 = l_2758 <= l_2707;
l_mut_1034 = l_2759;
const double l_2760 = l_2666 - l_2692;
const bool l_2761 = l_2760 > l_2707;
l_mut_1031 = l_2761;
const double l_2762 = l_2669 - l_2694;
const bool l_2763 = l_2762 >= l_2707;
l_mut_1028 = l_2763;
const double l_2764 = l_2669 + l_2694;
const bool l_2765 = l_2764 < l_2707;
l_mut_1025 = l_2765;
const double l_2766 = l_2666 + l_2692;
const bool l_2767 = l_2766 < l_2729;
l_mut_1034 = l_2767;
const double l_2768 = l_2666 - l_2692;
const bool l_2769 = l_2768 >= l_2729;
l_mut_1031 = l_2769;
const double l_2770 = l_2669 - l_2694;
const bool l_2771 = l_2770 > l_2757;
l_mut_1028 = l_2771;
const double l_2772 = l_2669 + l_2694;
const bool l_2773 = l_2772 <= l_2757;
l_mut_1025 = l_2773;
l_mut_933 = uint32(2);
const bool l_2774 = l_mut_1031 || l_mut_1025;
if (l_2774) {
l_mut_933 = uint32(1);
} else {
const bool l_2775 = l_mut_1034 && l_mut_1028;
if (l_2775) {
l_mut_933 = uint32(0);
}
}
const uint32 l_2776 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_2777 = l_2776 & uint32(2147483647);
const bool l_2778 = l_2777 == uint32(0);
if (l_2778) {
const double l_2779 = l_2666 + l_2692;
const bool l_2780 = l_2779 < double(1.1754943508222875e-38);
const double l_2781 = l_2669 - l_2694;
const bool l_2782 = l_2781 > double(-1.1754943508222875e-38);
const bool l_2783 = l_2780 && l_2782;
const double l_2784 = l_2666 - l_2692;
const bool l_2785 = l_2784 < double(1.1754943508222875e-38);
const double l_2786 = l_2669 + l_2694;
const bool l_2787 = l_2786 > double(-1.1754943508222875e-38);
const bool l_2788 = l_2785 && l_2787;
if (l_2783) {
l_mut_933 = uint32(0);
} else {
const bool l_2789 = l_mut_933 == uint32(1);
const bool l_2790 = l_2788 && l_2789;
if (l_2790) {
l_mut_933 = uint32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
} else {
const bool l_2791 = l_901 == uint32(11);
const bool l_2792 = l_901 == uint32(12);
const bool l_2793 = l_2791 || l_2792;
if (l_2793) {
l_mut_379 = uint32(0);
const bool l_2794 = l_915 <= l_913;
const bool l_2795 = l_901 == uint32(11);
const bool l_2796 = l_2794 && l_2795;
if (l_2796) {
const float l_2797 = float(l_914);
const uint32 l_2798 = reinterpret_cast<uint32 const&>(l_2797);
const uint32 l_2799 = l_2798 & uint32(2147483647);
const float l_2800 = reinterpret_cast<float const&>(l_2799);
const double l_2801 = double(l_2800);
l_mut_2087 = l_2801;
const bool l_2802 = l_2799 < uint32(8388608);
if (l_2802) {
const double l_2803 = double(l_2799);
const double l_2804 = l_2803 * double(1.401298464324817e-45);
l_mut_2087 = l_2804;
}
const uint64 l_2805 = reinterpret_cast<uint64 const&>(l_mut_2087);
const uint32 l_2806 = l_2798 >> uint32(31);
const uint64 l_2807 = uint64(l_2806);
const uint64 l_2808 = l_2807 << uint64(63);
const uint64 l_2809 = l_2805 | l_2808;
const double l_2810 = reinterpret_cast<double const&>(l_2809);
const double l_2811 = abs(l_2810);
l_mut_2087 = l_2811;
l_mut_974 = uint32(0);
const bool l_2812 = l_2811 >= double(0.785);
if (l_2812) {
const double l_2813 = l_2811 * double(0.6366197723675814);
const double l_2814 = l_2813 + double(0.5);
const double l_2815 = floor(l_2814);
const double l_2816 = l_2815 * double(1.570796325802803);
const double l_2817 = l_2811 - l_2816;
const double l_2818 = l_2817 * l_20;
const double l_2819 = l_2815 * double(9.920935796805404e-10);
const double l_2820 = l_2818 - l_2819;
l_mut_2087 = l_2820;
const uint32 l_2821 = uint32(l_2815);
l_mut_974 = l_2821;
}
const uint32 l_2822 = reinterpret_cast<uint32 const&>(l_2797);
const bool l_2823 = l_2822 >= uint32(2147483648);
const double l_2824 = l_mut_2087 * l_mut_2087;
const double l_2825 = l_2824 * double(1.9572941063391263e-20);
const double l_2826 = double(8.22063524662433e-18) - l_2825;
l_mut_567 = l_2826;
const double l_2827 = l_mut_567 * l_2824;
const double l_2828 = l_2827 - double(2.8114572543455206e-15);
l_mut_567 = l_2828;
const double l_2829 = l_mut_567 * l_2824;
const double l_2830 = l_2829 + double(7.647163731819816e-13);
l_mut_567 = l_2830;
const double l_2831 = l_mut_567 * l_2824;
const double l_2832 = l_2831 - double(1.6059043836821613e-10);
l_mut_567 = l_2832;
const double l_2833 = l_mut_567 * l_2824;
const double l_2834 = l_2833 + double(2.505210838544172e-8);
l_mut_567 = l_2834;
const double l_2835 = l_mut_567 * l_2824;
const double l_2836 = l_2835 - double(2.7557319223985893e-6);
l_mut_567 = l_2836;
const double l_2837 = l_mut_567 * l_2824;
const double l_2838 = l_2837 + double(0.0001984126984126984);
l_mut_567 = l_2838;
const double l_2839 = l_mut_567 * l_2824;
const double l_2840 = l_2839 - double(0.008333333333333333);
l_mut_567 = l_2840;
const double l_2841 = l_mut_567 * l_2824;
const double l_2842 = l_2841 + double(0.16666666666666666);
l_mut_567 = l_2842;
const double l_2843 = double(0.5) * l_2824;
const double l_2844 = double(1.0) - l_2843;
const double l_2845 = double(0.0) * l_2844;
const double l_2846 = l_mut_2087 * l_2824;
const double l_2847 = l_2846 * l_mut_567;
const double l_2848 = l_2845 - l_2847;
const double l_2849 = l_mut_2087 + l_2848;
const double l_2850 = l_mut_2087 * l_mut_2087;
const double l_2851 = l_2850 * double(4.110317623312165e-19);
const double l_2852 = l_2851 - double(1.5619206968586225e-16);
l_mut_567 = l_2852;
const double l_2853 = l_mut_567 * l_2850;
const double l_2854 = l_2853 + double(4.779477332387385e-14);
l_mut_567 = l_2854;
const double l_2855 = l_mut_567 * l_2850;
const double l_2856 = l_2855 - double(1.1470745597729725e-11);
l_mut_567 = l_2856;
const double l_2857 = l_mut_567 * l_2850;
const double l_2858 = l_2857 + double(2.08767569878681e-9);
l_mut_567 = l_2858;
const double l_2859 = l_mut_567 * l_2850;
const double l_2860 = l_2859 - double(2.755731922398589e-7);
l_mut_567 = l_2860;
const double l_2861 = l_mut_567 * l_2850;
const double l_2862 = l_2861 + double(2.48015873015873e-5);
l_mut_567 = l_2862;
const double l_2863 = l_mut_567 * l_2850;
const double l_2864 = l_2863 - double(0.001388888888888889);
l_mut_567 = l_2864;
const double l_2865 = l_mut_567 * l_2850;
const double l_2866 = l_2865 + double(0.041666666666666664);
l_mut_567 = l_2866;
const double l_2867 = double(0.5) * l_2850;
const double l_2868 = double(1.0) - l_2867;
const double l_2869 = l_2850 * l_2850;
const double l_2870 = l_2869 * l_mut_567;
const double l_2871 = double(0.0) * l_mut_2087;
const double l_2872 = l_2870 - l_2871;
const double l_2873 = l_2868 + l_2872;
const uint32 l_2874 = l_mut_974 & uint32(1);
const bool l_2875 = l_2874 == uint32(1);
l_mut_2087 = l_2849;
const uint32 l_2876 = l_mut_974 & uint32(2);
const bool l_2877 = l_2876 != uint32(0);
l_mut_1034 = l_2877;
const bool l_2878 = uint32(6) == uint32(6);
if (l_2878) {
if (l_2875) {
l_mut_2087 = l_2873;
}
} else {
const bool l_2879 = uint32(6) == uint32(7);
if (l_2879) {
l_mut_2087 = l_2873;
if (l_2875) {
l_mut_2087 = l_2849;
}
const uint32 l_2880 = l_mut_974 + uint32(1);
const uint32 l_2881 = l_2880 & uint32(2);
const bool l_2882 = l_2881 != uint32(0);
l_mut_1034 = l_2882;
} else {
const double l_2883 = l_2849 / l_2873;
l_mut_2087 = l_2883;
if (l_2875) {
const double l_2884 = l_2873 / l_2849;
l_mut_2087 = l_2884;
}
l_mut_1034 = l_2875;
}
}
const bool l_2885 = uint32(6) != uint32(7);
const bool l_2886 = l_2885 && l_2823;
if (l_2886) {
const bool l_2887 = !l_mut_1034;
l_mut_1034 = l_2887;
}
if (l_mut_1034) {
const double l_2888 = -l_mut_2087;
l_mut_2087 = l_2888;
}
const float l_2889 = float(l_914);
const uint32 l_2890 = reinterpret_cast<uint32 const&>(l_2889);
const uint32 l_2891 = l_2890 & uint32(2147483647);
const float l_2892 = reinterpret_cast<float const&>(l_2891);
const double l_2893 = double(l_2892);
l_mut_567 = l_2893;
const bool l_2894 = l_2891 < uint32(8388608);
if (l_2894) {
const double l_2895 = double(l_2891);
const double l_2896 = l_2895 * double(1.401298464324817e-45);
l_mut_567 = l_2896;
}
const uint64 l_2897 = reinterpret_cast<uint64 const&>(l_mut_567);
const uint32 l_2898 = l_2890 >> uint32(31);
const uint64 l_2899 = uint64(l_2898);
const uint64 l_2900 = l_2899 << uint64(63);
const uint64 l_2901 = l_2897 | l_2900;
const double l_2902 = reinterpret_cast<double const&>(l_2901);
const double l_2903 = abs(l_2902);
l_mut_567 = l_2903;
l_mut_974 = uint32(0);
const bool l_2904 = l_2903 >= double(0.785);
if (l_2904) {
const double l_2905 = l_2903 * double(0.6366197723675814);
const double l_2906 = l_2905 + double(0.5);
const double l_2907 = floor(l_2906);
const double l_2908 = l_2907 * double(1.570796325802803);
const double l_2909 = l_2903 - l_2908;
const double l_2910 = l_2909 * l_20;
const double l_2911 = l_2907 * double(9.920935796805404e-10);
const double l_2912 = l_2910 - l_2911;
l_mut_567 = l_2912;
const uint32 l_2913 = uint32(l_2907);
l_mut_974 = l_2913;
}
const uint32 l_2914 = reinterpret_cast<uint32 const&>(l_2889);
const bool l_2915 = l_2914 >= uint32(2147483648);
const double l_2916 = l_mut_567 * l_mut_567;
const double l_2917 = l_2916 * double(1.9572941063391263e-20);
const double l_2918 = double(8.22063524662433e-18) - l_2917;
l_mut_395 = l_2918;
const double l_2919 = l_mut_395 * l_2916;
const double l_2920 = l_2919 - double(2.8114572543455206e-15);
l_mut_395 = l_2920;
const double l_2921 = l_mut_395 * l_2916;
const double l_2922 = l_2921 + double(7.647163731819816e-13);
l_mut_395 = l_2922;
const double l_2923 = l_mut_395 * l_2916;
const double l_2924 = l_2923 - double(1.6059043836821613e-10);
l_mut_395 = l_2924;
const double l_2925 = l_mut_395 * l_2916;
const double l_2926 = l_2925 + double(2.505210838544172e-8);
l_mut_395 = l_2926;
const double l_2927 = l_mut_395 * l_2916;
const double l_2928 = l_2927 - double(2.7557319223985893e-6);
l_mut_395 = l_2928;
const double l_2929 = l_mut_395 * l_2916;
const double l_2930 = l_2929 + double(0.0001984126984126984);
l_mut_395 = l_2930;
const double l_2931 = l_mut_395 * l_2916;
const double l_2932 = l_2931 - double(0.008333333333333333);
l_mut_395 = l_2932;
const double l_2933 = l_mut_395 * l_2916;
const double l_2934 = l_2933 + double(0.16666666666666666);
l_mut_395 = l_2934;
const double l_2935 = double(0.5) * l_2916;
const double l_2936 = double(1.0) - l_2935;
const double l_2937 = double(0.0) * l_2936;
const double l_2938 = l_mut_567 * l_2916;
const double l_2939 = l_2938 * l_mut_395;
const double l_2940 = l_2937 - l_2939;
const double l_2941 = l_mut_567 + l_2940;
const double l_2942 = l_mut_567 * l_mut_567;
const double l_2943 = l_2942 * double(4.110317623312165e-19);
const double l_2944 = l_2943 - double(1.5619206968586225e-16);
l_mut_395 = l_2944;
const double l_2945 = l_mut_395 * l_2942;
const double l_2946 = l_2945 + double(4.779477332387385e-14);
l_mut_395 = l_2946;
const double l_2947 = l_mut_395 * l_2942;
const double l_2948 = l_2947 - double(1.1470745597729725e-11);
l_mut_395 = l_2948;
const double l_2949 = l_mut_395 * l_2942;
const double l_2950 = l_2949 + double(2.08767569878681e-9);
l_mut_395 = l_2950;
const double l_2951 = l_mut_395 * l_2942;
const double l_2952 = l_2951 - double(2.755731922398589e-7);
l_mut_395 = l_2952;
const double l_2953 = l_mut_395 * l_2942;
const double l_2954 = l_2953 + double(2.48015873015873e-5);
l_mut_395 = l_2954;
const double l_2955 = l_mut_395 * l_2942;
const double l_2956 = l_2955 - double(0.001388888888888889);
l_mut_395 = l_2956;
const double l_2957 = l_mut_395 * l_2942;
const double l_2958 = l_2957 + double(0.041666666666666664);
l_mut_395 = l_2958;
const double l_2959 = double(0.5) * l_2942;
const double l_2960 = double(1.0) - l_2959;
const double l_2961 = l_2942 * l_2942;
const double l_2962 = l_2961 * l_mut_395;
const double l_2963 = double(0.0) * l_mut_567;
const double l_2964 = l_2962 - l_2963;
const double l_2965 = l_2960 + l_2964;
const uint32 l_2966 = l_mut_974 & uint32(1);
const bool l_2967 = l_2966 == uint32(1);
l_mut_567 = l_2941;
const uint32 l_2968 = l_mut_974 & uint32(2);
const bool l_2969 = l_2968 != uint32(0);
l_mut_1034 = l_2969;
const bool l_2970 = uint32(7) == uint32(6);
if (l_2970) {
if (l_2967) {
l_mut_567 = l_2965;
}
} else {
const bool l_2971 = uint32(7) == uint32(7);
if (l_2971) {
l_mut_567 = l_2965;
if (l_2967) {
l_mut_567 = l_2941;
}
const uint32 l_2972 = l_mut_974 + uint32(1);
const uint32 l_2973 = l_2972 & uint32(2);
const bool l_2974 = l_2973 != uint32(0);
l_mut_1034 = l_2974;
} else {
const double l_2975 = l_2941 / l_2965;
l_mut_567 = l_2975;
if (l_2967) {
const double l_2976 = l_2965 / l_2941;
l_mut_567 = l_2976;
}
l_mut_1034 = l_2967;
}
}
const bool l_2977 = uint32(7) != uint32(7);
const bool l_2978 = l_2977 && l_2915;
if (l_2978) {
const bool l_2979 = !l_mut_1034;
l_mut_1034 = l_2979;
}
if (l_mut_1034) {
const double l_2980 = -l_mut_567;
l_mut_567 = l_2980;
}
const double l_2981 = abs(l_mut_2087);
const double l_2982 = l_2981 * double(1.4551915228366852e-11);
const double l_2983 = abs(l_mut_567);
const double l_2984 = l_2983 * double(1.4551915228366852e-11);
l_mut_395 = double(1.4551915228366852e-11);
l_mut_974 = uint32(2);
if (l_905) {
const double l_2985 = l_mut_2087 - l_907;
const double l_2986 = abs(l_2985);
const double l_2987 = l_2986 * double(2.220446049250313e-16);
const double l_2988 = l_2982 + l_2987;
const double l_2989 = l_2985 + l_2988;
const double l_2990 = -l_2989;
const double l_2991 = l_2990 * double(7.1362384635298e44);
const double l_2992 = floor(l_2991);
const double l_2993 = l_2992 * double(1.401298464324817e-45);
l_mut_241 = l_2993;
const double l_2994 = abs(l_2990);
const bool l_2995 = l_2994 >= double(1.1754943508222875e-38);
if (l_2995) {
const float l_2996 = float(l_2990);
const double l_2997 = double(l_2996);
l_mut_241 = l_2997;
const bool l_2998 = l_mut_241 > l_2990;
if (l_2998) {
const uint32 l_2999 = reinterpret_cast<uint32 const&>(l_2996);
const uint32 l_3000 = l_2999 ^ uint32(2147483648);
const float l_3001 = reinterpret_cast<float const&>(l_3000);
const uint32 l_3002 = reinterpret_cast<uint32 const&>(l_3001);
const uint32 l_3003 = l_3002 + uint32(1);
l_mut_933 = l_3003;
const uint32 l_3004 = l_3002 & uint32(2147483647);
const bool l_3005 = l_3004 == uint32(0);
if (l_3005) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3006 = l_3002 & uint32(2147483648);
const bool l_3007 = l_3006 != uint32(0);
if (l_3007) {
const uint32 l_3008 = l_3002 - uint32(1);
l_mut_933 = l_3008;
} else {
const bool l_3009 = l_3002 == uint32(2139095040);
if (l_3009) {
l_mut_933 = l_3002;
}
}
}
const float l_3010 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3011 = reinterpret_cast<uint32 const&>(l_3010);
const uint32 l_3012 = l_3011 ^ uint32(2147483648);
const float l_3013 = reinterpret_cast<float const&>(l_3012);
const uint32 l_3014 = reinterpret_cast<uint32 const&>(l_3013);
const uint32 l_3015 = l_3014 & uint32(2147483647);
const float l_3016 = reinterpret_cast<float const&>(l_3015);
const double l_3017 = double(l_3016);
l_mut_166 = l_3017;
const bool l_3018 = l_3015 < uint32(8388608);
if (l_3018) {
const double l_3019 = double(l_3015);
const double l_3020 = l_3019 * double(1.401298464324817e-45);
l_mut_166 = l_3020;
}
const uint64 l_3021 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3022 = l_3014 >> uint32(31);
const uint64 l_3023 = uint64(l_3022);
const uint64 l_3024 = l_3023 << uint64(63);
const uint64 l_3025 = l_3021 | l_3024;
const double l_3026 = reinterpret_cast<double const&>(l_3025);
l_mut_241 = l_3026;
} else {
const uint32 l_3027 = reinterpret_cast<uint32 const&>(l_2996);
const uint32 l_3028 = l_3027 + uint32(1);
l_mut_933 = l_3028;
const uint32 l_3029 = l_3027 & uint32(2147483647);
const bool l_3030 = l_3029 == uint32(0);
if (l_3030) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3031 = l_3027 & uint32(2147483648);
const bool l_3032 = l_3031 != uint32(0);
if (l_3032) {
const uint32 l_3033 = l_3027 - uint32(1);
l_mut_933 = l_3033;
} else {
const bool l_3034 = l_3027 == uint32(2139095040);
if (l_3034) {
l_mut_933 = l_3027;
}
}
}
const float l_3035 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3036 = reinterpret_cast<uint32 const&>(l_3035);
const uint32 l_3037 = l_3036 & uint32(2147483647);
const float l_3038 = reinterpret_cast<float const&>(l_3037);
const double l_3039 = double(l_3038);
l_mut_166 = l_3039;
const bool l_3040 = l_3037 < uint32(8388608);
if (l_3040) {
const double l_3041 = double(l_3037);
const double l_3042 = l_3041 * double(1.401298464324817e-45);
l_mut_166 = l_3042;
}
const uint64 l_3043 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3044 = l_3036 >> uint32(31);
const uint64 l_3045 = uint64(l_3044);
const uint64 l_3046 = l_3045 << uint64(63);
const uint64 l_3047 = l_3043 | l_3046;
const double l_3048 = reinterpret_cast<double const&>(l_3047);
const bool l_3049 = l_3048 <= l_2990;
if (l_3049) {
const uint32 l_3050 = reinterpret_cast<uint32 const&>(l_2996);
const uint32 l_3051 = l_3050 + uint32(1);
l_mut_933 = l_3051;
const uint32 l_3052 = l_3050 & uint32(2147483647);
const bool l_3053 = l_3052 == uint32(0);
if (l_3053) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3054 = l_3050 & uint32(2147483648);
const bool l_3055 = l_3054 != uint32(0);
if (l_3055) {
const uint32 l_3056 = l_3050 - uint32(1);
l_mut_933 = l_3056;
} else {
const bool l_3057 = l_3050 == uint32(2139095040);
if (l_3057) {
l_mut_933 = l_3050;
}
}
}
const float l_3058 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3059 = reinterpret_cast<uint32 const&>(l_3058);
const uint32 l_3060 = l_3059 & uint32(2147483647);
const float l_3061 = reinterpret_cast<float const&>(l_3060);
const double l_3062 = double(l_3061);
l_mut_166 = l_3062;
const bool l_3063 = l_3060 < uint32(8388608);
if (l_3063) {
const double l_3064 = double(l_3060);
const double l_3065 = l_3064 * double(1.401298464324817e-45);
l_mut_166 = l_3065;
}
const uint64 l_3066 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3067 = l_3059 >> uint32(31);
const uint64 l_3068 = uint64(l_3067);
const uint64 l_3069 = l_3068 << uint64(63);
const uint64 l_3070 = l_3066 | l_3069;
const double l_3071 = reinterpret_cast<double const&>(l_3070);
l_mut_241 = l_3071;
}
}
}
const double l_3072 = -l_mut_241;
l_mut_241 = l_3072;
const bool l_3073 = bool(true) && bool(true);
if (l_3073) {
const double l_3074 = l_2985 + l_2988;
const double l_3075 = l_3074 * double(7.1362384635298e44);
const double l_3076 = floor(l_3075);
const double l_3077 = l_3076 * double(1.401298464324817e-45);
l_mut_166 = l_3077;
const double l_3078 = abs(l_3074);
const bool l_3079 = l_3078 >= double(1.1754943508222875e-38);
if (l_3079) {
const float l_3080 = float(l_3074);
const double l_3081 = double(l_3080);
l_mut_166 = l_3081;
const bool l_3082 = l_mut_166 > l_3074;
if (l_3082) {
const uint32 l_3083 = reinterpret_cast<uint32 const&>(l_3080);
const uint32 l_3084 = l_3083 ^ uint32(2147483648);
const float l_3085 = reinterpret_cast<float const&>(l_3084);
const uint32 l_3086 = reinterpret_cast<uint32 const&>(l_3085);
const uint32 l_3087 = l_3086 + uint32(1);
l_mut_933 = l_3087;
const uint32 l_3088 = l_3086 & uint32(2147483647);
const bool l_3089 = l_3088 == uint32(0);
if (l_3089) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3090 = l_3086 & uint32(2147483648);
const bool l_3091 = l_3090 != uint32(0);
if (l_3091) {
const uint32 l_3092 = l_3086 - uint32(1);
l_mut_933 = l_3092;
} else {
const bool l_3093 = l_3086 == uint32(2139095040);
if (l_3093) {
l_mut_933 = l_3086;
}
}
}
const float l_3094 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3095 = reinterpret_cast<uint32 const&>(l_3094);
const uint32 l_3096 = l_3095 ^ uint32(2147483648);
const float l_3097 = reinterpret_cast<float const&>(l_3096);
const uint32 l_3098 = reinterpret_cast<uint32 const&>(l_3097);
const uint32 l_3099 = l_3098 & uint32(2147483647);
const float l_3100 = reinterpret_cast<float const&>(l_3099);
const double l_3101 = double(l_3100);
l_mut_3102 = l_3101;
const bool l_3103 = l_3099 < uint32(8388608);
if (l_3103) {
const double l_3104 = double(l_3099);
const double l_3105 = l_3104 * double(1.401298464324817e-45);
l_mut_3102 = l_3105;
}
const uint64 l_3106 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_3107 = l_3098 >> uint32(31);
const uint64 l_3108 = uint64(l_3107);
const uint64 l_3109 = l_3108 << uint64(63);
const uint64 l_3110 = l_3106 | l_3109;
const double l_3111 = reinterpret_cast<double const&>(l_3110);
l_mut_166 = l_3111;
} else {
const uint32 l_3112 = reinterpret_cast<uint32 const&>(l_3080);
const uint32 l_3113 = l_3112 + uint32(1);
l_mut_933 = l_3113;
const uint32 l_3114 = l_3112 & uint32(2147483647);
const bool l_3115 = l_3114 == uint32(0);
if (l_3115) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3116 = l_3112 & uint32(2147483648);
const bool l_3117 = l_3116 != uint32(0);
if (l_3117) {
const uint32 l_3118 = l_3112 - uint32(1);
l_mut_933 = l_3118;
} else {
const bool l_3119 = l_3112 == uint32(2139095040);
if (l_3119) {
l_mut_933 = l_3112;
}
}
}
const float l_3120 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3121 = reinterpret_cast<uint32 const&>(l_3120);
const uint32 l_3122 = l_3121 & uint32(2147483647);
const float l_3123 = reinterpret_cast<float const&>(l_3122);
const double l_3124 = double(l_3123);
l_mut_3102 = l_3124;
const bool l_3125 = l_3122 < uint32(8388608);
if (l_3125) {
const double l_3126 = double(l_3122);
const double l_3127 = l_3126 * double(1.401298464324817e-45);
l_mut_3102 = l_3127;
}
const uint64 l_3128 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_3129 = l_3121 >> uint32(31);
const uint64 l_3130 = uint64(l_3129);
const uint64 l_3131 = l_3130 << uint64(63);
const uint64 l_3132 = l_3128 | l_3131;
const double l_3133 = reinterpret_cast<double const&>(l_3132);
const bool l_3134 = l_3133 <= l_3074;
if (l_3134) {
const uint32 l_3135 = reinterpret_cast<uint32 const&>(l_3080);
const uint32 l_3136 = l_3135 + uint32(1);
l_mut_933 = l_3136;
const uint32 l_3137 = l_3135 & uint32(2147483647);
const bool l_3138 = l_3137 == uint32(0);
if (l_3138) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3139 = l_3135 & uint32(2147483648);
const bool l_3140 = l_3139 != uint32(0);
if (l_3140) {
const uint32 l_3141 = l_3135 - uint32(1);
l_mut_933 = l_3141;
} else {
const bool l_3142 = l_3135 == uint32(2139095040);
if (l_3142) {
l_mut_933 = l_3135;
}
}
}
const float l_3143 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3144 = reinterpret_cast<uint32 const&>(l_3143);
const uint32 l_3145 = l_3144 & uint32(2147483647);
const float l_3146 = reinterpret_cast<float const&>(l_3145);
const double l_3147 = double(l_3146);
l_mut_3102 = l_3147;
const bool l_3148 = l_3145 < uint32(8388608);
if (l_3148) {
const double l_3149 = double(l_3145);
const double l_3150 = l_3149 * double(1.401298464324817e-45);
l_mut_3102 = l_3150;
}
const uint64 l_3151 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_3152 = l_3144 >> uint32(31);
const uint64 l_3153 = uint64(l_3152);
const uint64 l_3154 = l_3153 << uint64(63);
const uint64 l_3155 = l_3151 | l_3154;
const double l_3156 = reinterpret_cast<double const&>(l_3155);
l_mut_166 = l_3156;
}
}
}
l_mut_241 = l_mut_166;
} else {
const double l_3157 = l_2985 - l_2988;
const double l_3158 = l_3157 * double(7.1362384635298e44);
const double l_3159 = floor(l_3158);
const double l_3160 = l_3159 * double(1.401298464324817e-45);
l_mut_3102 = l_3160;
const double l_3161 = abs(l_3157);
const bool l_3162 = l_3161 >= double(1.1754943508222875e-38);
if (l_3162) {
const float l_3163 = float(l_3157);
const double l_3164 = double(l_3163);
l_mut_3102 = l_3164;
const bool l_3165 = l_mut_3102 > l_3157;
if (l_3165) {
const uint32 l_3166 = reinterpret_cast<uint32 const&>(l_3163);
const uint32 l_3167 = l_3166 ^ uint32(2147483648);
const float l_3168 = reinterpret_cast<float const&>(l_3167);
const uint32 l_3169 = reinterpret_cast<uint32 const&>(l_3168);
const uint32 l_3170 = l_3169 + uint32(1);
l_mut_933 = l_3170;
const uint32 l_3171 = l_3169 & uint32(2147483647);
const bool l_3172 = l_3171 == uint32(0);
if (l_3172) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3173 = l_3169 & uint32(2147483648);
const bool l_3174 = l_3173 != uint32(0);
if (l_3174) {
const uint32 l_3175 = l_3169 - uint32(1);
l_mut_933 = l_3175;
} else {
const bool l_3176 = l_3169 == uint32(2139095040);
if (l_3176) {
l_mut_933 = l_3169;
}
}
}
const float l_3177 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3178 = reinterpret_cast<uint32 const&>(l_3177);
const uint32 l_3179 = l_3178 ^ uint32(2147483648);
const float l_3180 = reinterpret_cast<float const&>(l_3179);
const uint32 l_3181 = reinterpret_cast<uint32 const&>(l_3180);
const uint32 l_3182 = l_3181 & uint32(2147483647);
const float l_3183 = reinterpret_cast<float const&>(l_3182);
const double l_3184 = double(l_3183);
l_mut_166 = l_3184;
const bool l_3185 = l_3182 < uint32(8388608);
if (l_3185) {
const double l_3186 = double(l_3182);
const double l_3187 = l_3186 * double(1.401298464324817e-45);
l_mut_166 = l_3187;
}
const uint64 l_3188 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3189 = l_3181 >> uint32(31);
const uint64 l_3190 = uint64(l_3189);
const uint64 l_3191 = l_3190 << uint64(63);
const uint64 l_3192 = l_3188 | l_3191;
const double l_3193 = reinterpret_cast<double const&>(l_3192);
l_mut_3102 = l_3193;
} else {
const uint32 l_3194 = reinterpret_cast<uint32 const&>(l_3163);
const uint32 l_3195 = l_3194 + uint32(1);
l_mut_933 = l_3195;
const uint32 l_3196 = l_3194 & uint32(2147483647);
const bool l_3197 = l_3196 == uint32(0);
if (l_3197) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3198 = l_3194 & uint32(2147483648);
const bool l_3199 = l_3198 != uint32(0);
if (l_3199) {
const uint32 l_3200 = l_3194 - uint32(1);
l_mut_933 = l_3200;
} else {
const bool l_3201 = l_3194 == uint32(2139095040);
if (l_3201) {
l_mut_933 = l_3194;
}
}
}
const float l_3202 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3203 = reinterpret_cast<uint32 const&>(l_3202);
const uint32 l_3204 = l_3203 & uint32(2147483647);
const float l_3205 = reinterpret_cast<float const&>(l_3204);
const double l_3206 = double(l_3205);
l_mut_166 = l_3206;
const bool l_3207 = l_3204 < uint32(8388608);
if (l_3207) {
const double l_3208 = double(l_3204);
const double l_3209 = l_3208 * double(1.401298464324817e-45);
l_mut_166 = l_3209;
}
const uint64 l_3210 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3211 = l_3203 >> uint32(31);
const uint64 l_3212 = uint64(l_3211);
const uint64 l_3213 = l_3212 << uint64(63);
const uint64 l_3214 = l_3210 | l_3213;
const double l_3215 = reinterpret_cast<double const&>(l_3214);
const bool l_3216 = l_3215 <= l_3157;
if (l_3216) {
const uint32 l_3217 = reinterpret_cast<uint32 const&>(l_3163);
const uint32 l_3218 = l_3217 + uint32(1);
l_mut_933 = l_3218;
const uint32 l_3219 = l_3217 & uint32(2147483647);
const bool l_3220 = l_3219 == uint32(0);
if (l_3220) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3221 = l_3217 & uint32(2147483648);
const bool l_3222 = l_3221 != uint32(0);
if (l_3222) {
const uint32 l_3223 = l_3217 - uint32(1);
l_mut_933 = l_3223;
} else {
const bool l_3224 = l_3217 == uint32(2139095040);
if (l_3224) {
l_mut_933 = l_3217;
}
}
}
const float l_3225 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3226 = reinterpret_cast<uint32 const&>(l_3225);
const uint32 l_3227 = l_3226 & uint32(2147483647);
const float l_3228 = reinterpret_cast<float const&>(l_3227);
const double l_3229 = double(l_3228);
l_mut_166 = l_3229;
const bool l_3230 = l_3227 < uint32(8388608);
if (l_3230) {
const double l_3231 = double(l_3227);
const double l_3232 = l_3231 * double(1.401298464324817e-45);
l_mut_166 = l_3232;
}
const uint64 l_3233 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3234 = l_3226 >> uint32(31);
const uint64 l_3235 = uint64(l_3234);
const uint64 l_3236 = l_3235 << uint64(63);
const uint64 l_3237 = l_3233 | l_3236;
const double l_3238 = reinterpret_cast<double const&>(l_3237);
l_mut_3102 = l_3238;
}
}
}
l_mut_241 = l_mut_3102;
}
const double l_3239 = l_mut_2087 + l_907;
const double l_3240 = abs(l_3239);
const double l_3241 = l_3240 * double(2.220446049250313e-16);
const double l_3242 = l_2982 + l_3241;
const double l_3243 = l_3239 + l_3242;
const double l_3244 = -l_3243;
const double l_3245 = l_3244 * double(7.1362384635298e44);
const double l_3246 = floor(l_3245);
const double l_3247 = l_3246 * double(1.401298464324817e-45);
l_mut_3102 = l_3247;
const double l_3248 = abs(l_3244);
const bool l_3249 = l_3248 >= double(1.1754943508222875e-38);
if (l_3249) {
const float l_3250 = float(l_3244);
const double l_3251 = double(l_3250);
l_mut_3102 = l_3251;
const bool l_3252 = l_mut_3102 > l_3244;
if (l_3252) {
const uint32 l_3253 = reinterpret_cast<uint32 const&>(l_3250);
const uint32 l_3254 = l_3253 ^ uint32(2147483648);
const float l_3255 = reinterpret_cast<float const&>(l_3254);
const uint32 l_3256 = reinterpret_cast<uint32 const&>(l_3255);
const uint32 l_3257 = l_3256 + uint32(1);
l_mut_933 = l_3257;
const uint32 l_3258 = l_3256 & uint32(2147483647);
const bool l_3259 = l_3258 == uint32(0);
if (l_3259) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3260 = l_3256 & uint32(2147483648);
const bool l_3261 = l_3260 != uint32(0);
if (l_3261) {
const uint32 l_3262 = l_3256 - uint32(1);
l_mut_933 = l_3262;
} else {
const bool l_3263 = l_3256 == uint32(2139095040);
if (l_3263) {
l_mut_933 = l_3256;
}
}
}
const float l_3264 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3265 = reinterpret_cast<uint32 const&>(l_3264);
const uint32 l_3266 = l_3265 ^ uint32(2147483648);
const float l_3267 = reinterpret_cast<float const&>(l_3266);
const uint32 l_3268 = reinterpret_cast<uint32 const&>(l_3267);
const uint32 l_3269 = l_3268 & uint32(2147483647);
const float l_3270 = reinterpret_cast<float const&>(l_3269);
const double l_3271 = double(l_3270);
l_mut_166 = l_3271;
const bool l_3272 = l_3269 < uint32(8388608);
if (l_3272) {
const double l_3273 = double(l_3269);
const double l_3274 = l_3273 * double(1.401298464324817e-45);
l_mut_166 = l_3274;
}
const uint64 l_3275 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3276 = l_3268 >> uint32(31);
const uint64 l_3277 = uint64(l_3276);
const uint64 l_3278 = l_3277 << uint64(63);
const uint64 l_3279 = l_3275 | l_3278;
const double l_3280 = reinterpret_cast<double const&>(l_3279);
l_mut_3102 = l_3280;
} else {
const uint32 l_3281 = reinterpret_cast<uint32 const&>(l_3250);
const uint32 l_3282 = l_3281 + uint32(1);
l_mut_933 = l_3282;
const uint32 l_3283 = l_3281 & uint32(2147483647);
const bool l_3284 = l_3283 == uint32(0);
if (l_3284) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3285 = l_3281 & uint32(2147483648);
const bool l_3286 = l_3285 != uint32(0);
if (l_3286) {
const uint32 l_3287 = l_3281 - uint32(1);
l_mut_933 = l_3287;
} else {
const bool l_3288 = l_3281 == uint32(2139095040);
if (l_3288) {
l_mut_933 = l_3281;
}
}
}
const float l_3289 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3290 = reinterpret_cast<uint32 const&>(l_3289);
const uint32 l_3291 = l_3290 & uint32(2147483647);
const float l_3292 = reinterpret_cast<float const&>(l_3291);
const double l_3293 = double(l_3292);
l_mut_166 = l_3293;
const bool l_3294 = l_3291 < uint32(8388608);
if (l_3294) {
const double l_3295 = double(l_3291);
const double l_3296 = l_3295 * double(1.401298464324817e-45);
l_mut_166 = l_3296;
}
const uint64 l_3297 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3298 = l_3290 >> uint32(31);
const uint64 l_3299 = uint64(l_3298);
const uint64 l_3300 = l_3299 << uint64(63);
const uint64 l_3301 = l_3297 | l_3300;
const double l_3302 = reinterpret_cast<double const&>(l_3301);
const bool l_3303 = l_3302 <= l_3244;
if (l_3303) {
const uint32 l_3304 = reinterpret_cast<uint32 const&>(l_3250);
const uint32 l_3305 = l_3304 + uint32(1);
l_mut_933 = l_3305;
const uint32 l_3306 = l_3304 & uint32(2147483647);
const bool l_3307 = l_3306 == uint32(0);
if (l_3307) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3308 = l_3304 & uint32(2147483648);
const bool l_3309 = l_3308 != uint32(0);
if (l_3309) {
const uint32 l_3310 = l_3304 - uint32(1);
l_mut_933 = l_3310;
} else {
const bool l_3311 = l_3304 == uint32(2139095040);
if (l_3311) {
l_mut_933 = l_3304;
}
}
}
const float l_3312 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3313 = reinterpret_cast<uint32 const&>(l_3312);
const uint32 l_3314 = l_3313 & uint32(2147483647);
const float l_3315 = reinterpret_cast<float const&>(l_3314);
const double l_3316 = double(l_3315);
l_mut_166 = l_3316;
const bool l_3317 = l_3314 < uint32(8388608);
if (l_3317) {
const double l_3318 = double(l_3314);
const double l_3319 = l_3318 * double(1.401298464324817e-45);
l_mut_166 = l_3319;
}
const uint64 l_3320 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3321 = l_3313 >> uint32(31);
const uint64 l_3322 = uint64(l_3321);
const uint64 l_3323 = l_3322 << uint64(63);
const uint64 l_3324 = l_3320 | l_3323;
const double l_3325 = reinterpret_cast<double const&>(l_3324);
l_mut_3102 = l_3325;
}
}
}
const double l_3326 = -l_mut_3102;
l_mut_3102 = l_3326;
const bool l_3327 = bool(false) && bool(true);
if (l_3327) {
const double l_3328 = l_3239 + l_3242;
const double l_3329 = l_3328 * double(7.1362384635298e44);
const double l_3330 = floor(l_3329);
const double l_3331 = l_3330 * double(1.401298464324817e-45);
l_mut_166 = l_3331;
const double l_3332 = abs(l_3328);
const bool l_3333 = l_3332 >= double(1.1754943508222875e-38);
if (l_3333) {
const float l_3334 = float(l_3328);
const double l_3335 = double(l_3334);
l_mut_166 = l_3335;
const bool l_3336 = l_mut_166 > l_3328;
if (l_3336) {
const uint32 l_3337 = reinterpret_cast<uint32 const&>(l_3334);
const uint32 l_3338 = l_3337 ^ uint32(2147483648);
const float l_3339 = reinterpret_cast<float const&>(l_3338);
const uint32 l_3340 = reinterpret_cast<uint32 const&>(l_3339);
const uint32 l_3341 = l_3340 + uint32(1);
l_mut_933 = l_3341;
const uint32 l_3342 = l_3340 & uint32(2147483647);
const bool l_3343 = l_3342 == uint32(0);
if (l_3343) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3344 = l_3340 & uint32(2147483648);
const bool l_3345 = l_3344 != uint32(0);
if (l_3345) {
const uint32 l_3346 = l_3340 - uint32(1);
l_mut_933 = l_3346;
} else {
const bool l_3347 = l_3340 == uint32(2139095040);
if (l_3347) {
l_mut_933 = l_3340;
}
}
}
const float l_3348 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3349 = reinterpret_cast<uint32 const&>(l_3348);
const uint32 l_3350 = l_3349 ^ uint32(2147483648);
const float l_3351 = reinterpret_cast<float const&>(l_3350);
const uint32 l_3352 = reinterpret_cast<uint32 const&>(l_3351);
const uint32 l_3353 = l_3352 & uint32(2147483647);
const float l_3354 = reinterpret_cast<float const&>(l_3353);
const double l_3355 = double(l_3354);
l_mut_3356 = l_3355;
const bool l_3357 = l_3353 < uint32(8388608);
if (l_3357) {
const double l_3358 = double(l_3353);
const double l_3359 = l_3358 * double(1.401298464324817e-45);
l_mut_3356 = l_3359;
}
const uint64 l_3360 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_3361 = l_3352 >> uint32(31);
const uint64 l_3362 = uint64(l_3361);
const uint64 l_3363 = l_3362 << uint64(63);
const uint64 l_3364 = l_3360 | l_3363;
const double l_3365 = reinterpret_cast<double const&>(l_3364);
l_mut_166 = l_3365;
} else {
const uint32 l_3366 = reinterpret_cast<uint32 const&>(l_3334);
const uint32 l_3367 = l_3366 + uint32(1);
l_mut_933 = l_3367;
const uint32 l_3368 = l_3366 & uint32(2147483647);
const bool l_3369 = l_3368 == uint32(0);
if (l_3369) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3370 = l_3366 & uint32(2147483648);
const bool l_3371 = l_3370 != uint32(0);
if (l_3371) {
const uint32 l_3372 = l_3366 - uint32(1);
l_mut_933 = l_3372;
} else {
const bool l_3373 = l_3366 == uint32(2139095040);
if (l_3373) {
l_mut_933 = l_3366;
}
}
}
const float l_3374 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3375 = reinterpret_cast<uint32 const&>(l_3374);
const uint32 l_3376 = l_3375 & uint32(2147483647);
const float l_3377 = reinterpret_cast<float const&>(l_3376);
const double l_3378 = double(l_3377);
l_mut_3356 = l_3378;
const bool l_3379 = l_3376 < uint32(8388608);
if (l_3379) {
const double l_3380 = double(l_3376);
const double l_3381 = l_3380 * double(1.401298464324817e-45);
l_mut_3356 = l_3381;
}
const uint64 l_3382 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_3383 = l_3375 >> uint32(31);
const uint64 l_3384 = uint64(l_3383);
const uint64 l_3385 = l_3384 << uint64(63);
const uint64 l_3386 = l_3382 | l_3385;
const double l_3387 = reinterpret_cast<double const&>(l_3386);
const bool l_3388 = l_3387 <= l_3328;
if (l_3388) {
const uint32 l_3389 = reinterpret_cast<uint32 const&>(l_3334);
const uint32 l_3390 = l_3389 + uint32(1);
l_mut_933 = l_3390;
const uint32 l_3391 = l_3389 & uint32(2147483647);
const bool l_3392 = l_3391 == uint32(0);
if (l_3392) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3393 = l_3389 & uint32(2147483648);
const bool l_3394 = l_3393 != uint32(0);
if (l_3394) {
const uint32 l_3395 = l_3389 - uint32(1);
l_mut_933 = l_3395;
} else {
const bool l_3396 = l_3389 == uint32(2139095040);
if (l_3396) {
l_mut_933 = l_3389;
}
}
}
const float l_3397 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3398 = reinterpret_cast<uint32 const&>(l_3397);
const uint32 l_3399 = l_3398 & uint32(2147483647);
const float l_3400 = reinterpret_cast<float const&>(l_3399);
const double l_3401 = double(l_3400);
l_mut_3356 = l_3401;
const bool l_3402 = l_3399 < uint32(8388608);
if (l_3402) {
const double l_3403 = double(l_3399);
const double l_3404 = l_3403 * double(1.401298464324817e-45);
l_mut_3356 = l_3404;
}
const uint64 l_3405 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_3406 = l_3398 >> uint32(31);
const uint64 l_3407 = uint64(l_3406);
const uint64 l_3408 = l_3407 << uint64(63);
const uint64 l_3409 = l_3405 | l_3408;
const double l_3410 = reinterpret_cast<double const&>(l_3409);
l_mut_166 = l_3410;
}
}
}
l_mut_3102 = l_mut_166;
} else {
const double l_3411 = l_3239 - l_3242;
const double l_3412 = -l_3411;
const double l_3413 = l_3412 * double(7.1362384635298e44);
const double l_3414 = floor(l_3413);
const double l_3415 = l_3414 * double(1.401298464324817e-45);
l_mut_3356 = l_3415;
const double l_3416 = abs(l_3412);
const bool l_3417 = l_3416 >= double(1.1754943508222875e-38);
if (l_3417) {
const float l_3418 = float(l_3412);
const double l_3419 = double(l_3418);
l_mut_3356 = l_3419;
const bool l_3420 = l_mut_3356 > l_3412;
if (l_3420) {
const uint32 l_3421 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3422 = l_3421 ^ uint32(2147483648);
const float l_3423 = reinterpret_cast<float const&>(l_3422);
const uint32 l_3424 = reinterpret_cast<uint32 const&>(l_3423);
const uint32 l_3425 = l_3424 + uint32(1);
l_mut_933 = l_3425;
const uint32 l_3426 = l_3424 & uint32(2147483647);
const bool l_3427 = l_3426 == uint32(0);
if (l_3427) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3428 = l_3424 & uint32(2147483648);
const bool l_3429 = l_3428 != uint32(0);
if (l_3429) {
const uint32 l_3430 = l_3424 - uint32(1);
l_mut_933 = l_3430;
} else {
const bool l_3431 = l_3424 == uint32(2139095040);
if (l_3431) {
l_mut_933 = l_3424;
}
}
}
const float l_3432 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3433 = reinterpret_cast<uint32 const&>(l_3432);
const uint32 l_3434 = l_3433 ^ uint32(2147483648);
const float l_3435 = reinterpret_cast<float const&>(l_3434);
const uint32 l_3436 = reinterpret_cast<uint32 const&>(l_3435);
const uint32 l_3437 = l_3436 & uint32(2147483647);
const float l_3438 = reinterpret_cast<float const&>(l_3437);
const double l_3439 = double(l_3438);
l_mut_166 = l_3439;
const bool l_3440 = l_3437 < uint32(8388608);
if (l_3440) {
const double l_3441 = double(l_3437);
const double l_3442 = l_3441 * double(1.401298464324817e-45);
l_mut_166 = l_3442;
}
const uint64 l_3443 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3444 = l_3436 >> uint32(31);
const uint64 l_3445 = uint64(l_3444);
const uint64 l_3446 = l_3445 << uint64(63);
const uint64 l_3447 = l_3443 | l_3446;
const double l_3448 = reinterpret_cast<double const&>(l_3447);
l_mut_3356 = l_3448;
} else {
const uint32 l_3449 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3450 = l_3449 + uint32(1);
l_mut_933 = l_3450;
const uint32 l_3451 = l_3449 & uint32(2147483647);
const bool l_3452 = l_3451 == uint32(0);
if (l_3452) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3453 = l_3449 & uint32(2147483648);
const bool l_3454 = l_3453 != uint32(0);
if (l_3454) {
const uint32 l_3455 = l_3449 - uint32(1);
l_mut_933 = l_3455;
} else {
const bool l_3456 = l_3449 == uint32(2139095040);
if (l_3456) {
l_mut_933 = l_3449;
}
}
}
const float l_3457 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3458 = reinterpret_cast<uint32 const&>(l_3457);
const uint32 l_3459 = l_3458 & uint32(2147483647);
const float l_3460 = reinterpret_cast<float const&>(l_3459);
const double l_3461 = double(l_3460);
l_mut_166 = l_3461;
const bool l_3462 = l_3459 < uint32(8388608);
if (l_3462) {
const double l_3463 = double(l_3459);
const double l_3464 = l_3463 * double(1.401298464324817e-45);
l_mut_166 = l_3464;
}
const uint64 l_3465 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3466 = l_3458 >> uint32(31);
const uint64 l_3467 = uint64(l_3466);
const uint64 l_3468 = l_3467 << uint64(63);
const uint64 l_3469 = l_3465 | l_3468;
const double l_3470 = reinterpret_cast<double const&>(l_3469);
const bool l_3471 = l_3470 <= l_3412;
if (l_3471) {
const uint32 l_3472 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3473 = l_3472 + uint32(1);
l_mut_933 = l_3473;
const uint32 l_3474 = l_3472 & uint32(2147483647);
const bool l_3475 = l_3474 == uint32(0);
if (l_3475) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3476 = l_3472 & uint32(2147483648);
const bool l_3477 = l_3476 != uint32(0);
if (l_3477) {
const uint32 l_3478 = l_3472 - uint32(1);
l_mut_933 = l_3478;
} else {
const bool l_3479 = l_3472 == uint32(2139095040);
if (l_3479) {
l_mut_933 = l_3472;
}
}
}
const float l_3480 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3481 = reinterpret_cast<uint32 const&>(l_3480);
const uint32 l_3482 = l_3481 & uint32(2147483647);
const float l_3483 = reinterpret_cast<float const&>(l_3482);
const double l_3484 = double(l_3483);
l_mut_166 = l_3484;
const bool l_3485 = l_3482 < uint32(8388608);
if (l_3485) {
const double l_3486 = double(l_3482);
const double l_3487 = l_3486 * double(1.401298464324817e-45);
l_mut_166 = l_3487;
}
const uint64 l_3488 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3489 = l_3481 >> uint32(31);
const uint64 l_3490 = uint64(l_3489);
const uint64 l_3491 = l_3490 << uint64(63);
const uint64 l_3492 = l_3488 | l_3491;
const double l_3493 = reinterpret_cast<double const&>(l_3492);
l_mut_3356 = l_3493;
}
}
}
const double l_3494 = -l_mut_3356;
l_mut_3102 = l_3494;
}
const double l_3495 = l_mut_567 - l_907;
const double l_3496 = abs(l_3495);
const double l_3497 = l_3496 * double(2.220446049250313e-16);
const double l_3498 = l_2984 + l_3497;
const double l_3499 = l_3495 + l_3498;
const double l_3500 = -l_3499;
const double l_3501 = l_3500 * double(7.1362384635298e44);
const double l_3502 = floor(l_3501);
const double l_3503 = l_3502 * double(1.401298464324817e-45);
l_mut_3356 = l_3503;
const double l_3504 = abs(l_3500);
const bool l_3505 = l_3504 >= double(1.1754943508222875e-38);
if (l_3505) {
const float l_3506 = float(l_3500);
const double l_3507 = double(l_3506);
l_mut_3356 = l_3507;
const bool l_3508 = l_mut_3356 > l_3500;
if (l_3508) {
const uint32 l_3509 = reinterpret_cast<uint32 const&>(l_3506);
const uint32 l_3510 = l_3509 ^ uint32(2147483648);
const float l_3511 = reinterpret_cast<float const&>(l_3510);
const uint32 l_3512 = reinterpret_cast<uint32 const&>(l_3511);
const uint32 l_3513 = l_3512 + uint32(1);
l_mut_933 = l_3513;
const uint32 l_3514 = l_3512 & uint32(2147483647);
const bool l_3515 = l_3514 == uint32(0);
if (l_3515) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3516 = l_3512 & uint32(2147483648);
const bool l_3517 = l_3516 != uint32(0);
if (l_3517) {
const uint32 l_3518 = l_3512 - uint32(1);
l_mut_933 = l_3518;
} else {
const bool l_3519 = l_3512 == uint32(2139095040);
if (l_3519) {
l_mut_933 = l_3512;
}
}
}
const float l_3520 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3521 = reinterpret_cast<uint32 const&>(l_3520);
const uint32 l_3522 = l_3521 ^ uint32(2147483648);
const float l_3523 = reinterpret_cast<float const&>(l_3522);
const uint32 l_3524 = reinterpret_cast<uint32 const&>(l_3523);
const uint32 l_3525 = l_3524 & uint32(2147483647);
const float l_3526 = reinterpret_cast<float const&>(l_3525);
const double l_3527 = double(l_3526);
l_mut_166 = l_3527;
const bool l_3528 = l_3525 < uint32(8388608);
if (l_3528) {
const double l_3529 = double(l_3525);
const double l_3530 = l_3529 * double(1.401298464324817e-45);
l_mut_166 = l_3530;
}
const uint64 l_3531 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3532 = l_3524 >> uint32(31);
const uint64 l_3533 = uint64(l_3532);
const uint64 l_3534 = l_3533 << uint64(63);
const uint64 l_3535 = l_3531 | l_3534;
const double l_3536 = reinterpret_cast<double const&>(l_3535);
l_mut_3356 = l_3536;
} else {
const uint32 l_3537 = reinterpret_cast<uint32 const&>(l_3506);
const uint32 l_3538 = l_3537 + uint32(1);
l_mut_933 = l_3538;
const uint32 l_3539 = l_3537 & uint32(2147483647);
const bool l_3540 = l_3539 == uint32(0);
if (l_3540) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3541 = l_3537 & uint32(2147483648);
const bool l_3542 = l_3541 != uint32(0);
if (l_3542) {
const uint32 l_3543 = l_3537 - uint32(1);
l_mut_933 = l_3543;
} else {
const bool l_3544 = l_3537 == uint32(2139095040);
if (l_3544) {
l_mut_933 = l_3537;
}
}
}
const float l_3545 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3546 = reinterpret_cast<uint32 const&>(l_3545);
const uint32 l_3547 = l_3546 & uint32(2147483647);
const float l_3548 = reinterpret_cast<float const&>(l_3547);
const double l_3549 = double(l_3548);
l_mut_166 = l_3549;
const bool l_3550 = l_3547 < uint32(8388608);
if (l_3550) {
const double l_3551 = double(l_3547);
const double l_3552 = l_3551 * double(1.401298464324817e-45);
l_mut_166 = l_3552;
}
const uint64 l_3553 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3554 = l_3546 >> uint32(31);
const uint64 l_3555 = uint64(l_3554);
const uint64 l_3556 = l_3555 << uint64(63);
const uint64 l_3557 = l_3553 | l_3556;
const double l_3558 = reinterpret_cast<double const&>(l_3557);
const bool l_3559 = l_3558 <= l_3500;
if (l_3559) {
const uint32 l_3560 = reinterpret_cast<uint32 const&>(l_3506);
const uint32 l_3561 = l_3560 + uint32(1);
l_mut_933 = l_3561;
const uint32 l_3562 = l_3560 & uint32(2147483647);
const bool l_3563 = l_3562 == uint32(0);
if (l_3563) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3564 = l_3560 & uint32(2147483648);
const bool l_3565 = l_3564 != uint32(0);
if (l_3565) {
const uint32 l_3566 = l_3560 - uint32(1);
l_mut_933 = l_3566;
} else {
const bool l_3567 = l_3560 == uint32(2139095040);
if (l_3567) {
l_mut_933 = l_3560;
}
}
}
const float l_3568 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3569 = reinterpret_cast<uint32 const&>(l_3568);
const uint32 l_3570 = l_3569 & uint32(2147483647);
const float l_3571 = reinterpret_cast<float const&>(l_3570);
const double l_3572 = double(l_3571);
l_mut_166 = l_3572;
const bool l_3573 = l_3570 < uint32(8388608);
if (l_3573) {
const double l_3574 = double(l_3570);
const double l_3575 = l_3574 * double(1.401298464324817e-45);
l_mut_166 = l_3575;
}
const uint64 l_3576 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3577 = l_3569 >> uint32(31);
const uint64 l_3578 = uint64(l_3577);
const uint64 l_3579 = l_3578 << uint64(63);
const uint64 l_3580 = l_3576 | l_3579;
const double l_3581 = reinterpret_cast<double const&>(l_3580);
l_mut_3356 = l_3581;
}
}
}
const double l_3582 = -l_mut_3356;
l_mut_3356 = l_3582;
const bool l_3583 = bool(true) && bool(true);
if (l_3583) {
const double l_3584 = l_3495 + l_3498;
const double l_3585 = l_3584 * double(7.1362384635298e44);
const double l_3586 = floor(l_3585);
const double l_3587 = l_3586 * double(1.401298464324817e-45);
l_mut_166 = l_3587;
const double l_3588 = abs(l_3584);
const bool l_3589 = l_3588 >= double(1.1754943508222875e-38);
if (l_3589) {
const float l_3590 = float(l_3584);
const double l_3591 = double(l_3590);
l_mut_166 = l_3591;
const bool l_3592 = l_mut_166 > l_3584;
if (l_3592) {
const uint32 l_3593 = reinterpret_cast<uint32 const&>(l_3590);
const uint32 l_3594 = l_3593 ^ uint32(2147483648);
const float l_3595 = reinterpret_cast<float const&>(l_3594);
const uint32 l_3596 = reinterpret_cast<uint32 const&>(l_3595);
const uint32 l_3597 = l_3596 + uint32(1);
l_mut_933 = l_3597;
const uint32 l_3598 = l_3596 & uint32(2147483647);
const bool l_3599 = l_3598 == uint32(0);
if (l_3599) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3600 = l_3596 & uint32(2147483648);
const bool l_3601 = l_3600 != uint32(0);
if (l_3601) {
const uint32 l_3602 = l_3596 - uint32(1);
l_mut_933 = l_3602;
} else {
const bool l_3603 = l_3596 == uint32(2139095040);
if (l_3603) {
l_mut_933 = l_3596;
}
}
}
const float l_3604 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3605 = reinterpret_cast<uint32 const&>(l_3604);
const uint32 l_3606 = l_3605 ^ uint32(2147483648);
const float l_3607 = reinterpret_cast<float const&>(l_3606);
const uint32 l_3608 = reinterpret_cast<uint32 const&>(l_3607);
const uint32 l_3609 = l_3608 & uint32(2147483647);
const float l_3610 = reinterpret_cast<float const&>(l_3609);
const double l_3611 = double(l_3610);
l_mut_3612 = l_3611;
const bool l_3613 = l_3609 < uint32(8388608);
if (l_3613) {
const double l_3614 = double(l_3609);
const double l_3615 = l_3614 * double(1.401298464324817e-45);
l_mut_3612 = l_3615;
}
const uint64 l_3616 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_3617 = l_3608 >> uint32(31);
const uint64 l_3618 = uint64(l_3617);
const uint64 l_3619 = l_3618 << uint64(63);
const uint64 l_3620 = l_3616 | l_3619;
const double l_3621 = reinterpret_cast<double const&>(l_3620);
l_mut_166 = l_3621;
} else {
const uint32 l_3622 = reinterpret_cast<uint32 const&>(l_3590);
const uint32 l_3623 = l_3622 + uint32(1);
l_mut_933 = l_3623;
const uint32 l_3624 = l_3622 & uint32(2147483647);
const bool l_3625 = l_3624 == uint32(0);
if (l_3625) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3626 = l_3622 & uint32(2147483648);
const bool l_3627 = l_3626 != uint32(0);
if (l_3627) {
const uint32 l_3628 = l_3622 - uint32(1);
l_mut_933 = l_3628;
} else {
const bool l_3629 = l_3622 == uint32(2139095040);
if (l_3629) {
l_mut_933 = l_3622;
}
}
}
const float l_3630 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3631 = reinterpret_cast<uint32 const&>(l_3630);
const uint32 l_3632 = l_3631 & uint32(2147483647);
const float l_3633 = reinterpret_cast<float const&>(l_3632);
const double l_3634 = double(l_3633);
l_mut_3612 = l_3634;
const bool l_3635 = l_3632 < uint32(8388608);
if (l_3635) {
const double l_3636 = double(l_3632);
const double l_3637 = l_3636 * double(1.401298464324817e-45);
l_mut_3612 = l_3637;
}
const uint64 l_3638 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_3639 = l_3631 >> uint32(31);
const uint64 l_3640 = uint64(l_3639);
const uint64 l_3641 = l_3640 << uint64(63);
const uint64 l_3642 = l_3638 | l_3641;
const double l_3643 = reinterpret_cast<double const&>(l_3642);
const bool l_3644 = l_3643 <= l_3584;
if (l_3644) {
const uint32 l_3645 = reinterpret_cast<uint32 const&>(l_3590);
const uint32 l_3646 = l_3645 + uint32(1);
l_mut_933 = l_3646;
const uint32 l_3647 = l_3645 & uint32(2147483647);
const bool l_3648 = l_3647 == uint32(0);
if (l_3648) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3649 = l_3645 & uint32(2147483648);
const bool l_3650 = l_3649 != uint32(0);
if (l_3650) {
const uint32 l_3651 = l_3645 - uint32(1);
l_mut_933 = l_3651;
} else {
const bool l_3652 = l_3645 == uint32(2139095040);
if (l_3652) {
l_mut_933 = l_3645;
}
}
}
const float l_3653 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3654 = reinterpret_cast<uint32 const&>(l_3653);
const uint32 l_3655 = l_3654 & uint32(2147483647);
const float l_3656 = reinterpret_cast<float const&>(l_3655);
const double l_3657 = double(l_3656);
l_mut_3612 = l_3657;
const bool l_3658 = l_3655 < uint32(8388608);
if (l_3658) {
const double l_3659 = double(l_3655);
const double l_3660 = l_3659 * double(1.401298464324817e-45);
l_mut_3612 = l_3660;
}
const uint64 l_3661 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_3662 = l_3654 >> uint32(31);
const uint64 l_3663 = uint64(l_3662);
const uint64 l_3664 = l_3663 << uint64(63);
const uint64 l_3665 = l_3661 | l_3664;
const double l_3666 = reinterpret_cast<double const&>(l_3665);
l_mut_166 = l_3666;
}
}
}
l_mut_3356 = l_mut_166;
} else {
const double l_3667 = l_3495 - l_3498;
const double l_3668 = l_3667 * double(7.1362384635298e44);
const double l_3669 = floor(l_3668);
const double l_3670 = l_3669 * double(1.401298464324817e-45);
l_mut_3612 = l_3670;
const double l_3671 = abs(l_3667);
const bool l_3672 = l_3671 >= double(1.1754943508222875e-38);
if (l_3672) {
const float l_3673 = float(l_3667);
const double l_3674 = double(l_3673);
l_mut_3612 = l_3674;
const bool l_3675 = l_mut_3612 > l_3667;
if (l_3675) {
const uint32 l_3676 = reinterpret_cast<uint32 const&>(l_3673);
const uint32 l_3677 = l_3676 ^ uint32(2147483648);
const float l_3678 = reinterpret_cast<float const&>(l_3677);
const uint32 l_3679 = reinterpret_cast<uint32 const&>(l_3678);
const uint32 l_3680 = l_3679 + uint32(1);
l_mut_933 = l_3680;
const uint32 l_3681 = l_3679 & uint32(2147483647);
const bool l_3682 = l_3681 == uint32(0);
if (l_3682) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3683 = l_3679 & uint32(2147483648);
const bool l_3684 = l_3683 != uint32(0);
if (l_3684) {
const uint32 l_3685 = l_3679 - uint32(1);
l_mut_933 = l_3685;
} else {
const bool l_3686 = l_3679 == uint32(2139095040);
if (l_3686) {
l_mut_933 = l_3679;
}
}
}
const float l_3687 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3688 = reinterpret_cast<uint32 const&>(l_3687);
const uint32 l_3689 = l_3688 ^ uint32(2147483648);
const float l_3690 = reinterpret_cast<float const&>(l_3689);
const uint32 l_3691 = reinterpret_cast<uint32 const&>(l_3690);
const uint32 l_3692 = l_3691 & uint32(2147483647);
const float l_3693 = reinterpret_cast<float const&>(l_3692);
const double l_3694 = double(l_3693);
l_mut_166 = l_3694;
const bool l_3695 = l_3692 < uint32(8388608);
if (l_3695) {
const double l_3696 = double(l_3692);
const double l_3697 = l_3696 * double(1.401298464324817e-45);
l_mut_166 = l_3697;
}
const uint64 l_3698 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3699 = l_3691 >> uint32(31);
const uint64 l_3700 = uint64(l_3699);
const uint64 l_3701 = l_3700 << uint64(63);
const uint64 l_3702 = l_3698 | l_3701;
const double l_3703 = reinterpret_cast<double const&>(l_3702);
l_mut_3612 = l_3703;
} else {
const uint32 l_3704 = reinterpret_cast<uint32 const&>(l_3673);
const uint32 l_3705 = l_3704 + uint32(1);
l_mut_933 = l_3705;
const uint32 l_3706 = l_3704 & uint32(2147483647);
const bool l_3707 = l_3706 == uint32(0);
if (l_3707) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3708 = l_3704 & uint32(2147483648);
const bool l_3709 = l_3708 != uint32(0);
if (l_3709) {
const uint32 l_3710 = l_3704 - uint32(1);
l_mut_933 = l_3710;
} else {
const bool l_3711 = l_3704 == uint32(2139095040);
if (l_3711) {
l_mut_933 = l_3704;
}
}
}
const float l_3712 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3713 = reinterpret_cast<uint32 const&>(l_3712);
const uint32 l_3714 = l_3713 & uint32(2147483647);
const float l_3715 = reinterpret_cast<float const&>(l_3714);
const double l_3716 = double(l_3715);
l_mut_166 = l_3716;
const bool l_3717 = l_3714 < uint32(8388608);
if (l_3717) {
const double l_3718 = double(l_3714);
const double l_3719 = l_3718 * double(1.401298464324817e-45);
l_mut_166 = l_3719;
}
const uint64 l_3720 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3721 = l_3713 >> uint32(31);
const uint64 l_3722 = uint64(l_3721);
const uint64 l_3723 = l_3722 << uint64(63);
const uint64 l_3724 = l_3720 | l_3723;
const double l_3725 = reinterpret_cast<double const&>(l_3724);
const bool l_3726 = l_3725 <= l_3667;
if (l_3726) {
const uint32 l_3727 = reinterpret_cast<uint32 const&>(l_3673);
const uint32 l_3728 = l_3727 + uint32(1);
l_mut_933 = l_3728;
const uint32 l_3729 = l_3727 & uint32(2147483647);
const bool l_3730 = l_3729 == uint32(0);
if (l_3730) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3731 = l_3727 & uint32(2147483648);
const bool l_3732 = l_3731 != uint32(0);
if (l_3732) {
const uint32 l_3733 = l_3727 - uint32(1);
l_mut_933 = l_3733;
} else {
const bool l_3734 = l_3727 == uint32(2139095040);
if (l_3734) {
l_mut_933 = l_3727;
}
}
}
const float l_3735 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3736 = reinterpret_cast<uint32 const&>(l_3735);
const uint32 l_3737 = l_3736 & uint32(2147483647);
const float l_3738 = reinterpret_cast<float const&>(l_3737);
const double l_3739 = double(l_3738);
l_mut_166 = l_3739;
const bool l_3740 = l_3737 < uint32(8388608);
if (l_3740) {
const double l_3741 = double(l_3737);
const double l_3742 = l_3741 * double(1.401298464324817e-45);
l_mut_166 = l_3742;
}
const uint64 l_3743 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3744 = l_3736 >> uint32(31);
const uint64 l_3745 = uint64(l_3744);
const uint64 l_3746 = l_3745 << uint64(63);
const uint64 l_3747 = l_3743 | l_3746;
const double l_3748 = reinterpret_cast<double const&>(l_3747);
l_mut_3612 = l_3748;
}
}
}
l_mut_3356 = l_mut_3612;
}
const double l_3749 = l_mut_567 + l_907;
const double l_3750 = abs(l_3749);
const double l_3751 = l_3750 * double(2.220446049250313e-16);
const double l_3752 = l_2984 + l_3751;
const double l_3753 = l_3749 + l_3752;
const double l_3754 = -l_3753;
const double l_3755 = l_3754 * double(7.1362384635298e44);
const double l_3756 = floor(l_3755);
const double l_3757 = l_3756 * double(1.401298464324817e-45);
l_mut_3612 = l_3757;
const double l_3758 = abs(l_3754);
const bool l_3759 = l_3758 >= double(1.1754943508222875e-38);
if (l_3759) {
const float l_3760 = float(l_3754);
const double l_3761 = double(l_3760);
l_mut_3612 = l_3761;
const bool l_3762 = l_mut_3612 > l_3754;
if (l_3762) {
const uint32 l_3763 = reinterpret_cast<uint32 const&>(l_3760);
const uint32 l_3764 = l_3763 ^ uint32(2147483648);
const float l_3765 = reinterpret_cast<float const&>(l_3764);
const uint32 l_3766 = reinterpret_cast<uint32 const&>(l_3765);
const uint32 l_3767 = l_3766 + uint32(1);
l_mut_933 = l_3767;
const uint32 l_3768 = l_3766 & uint32(2147483647);
const bool l_3769 = l_3768 == uint32(0);
if (l_3769) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3770 = l_3766 & uint32(2147483648);
const bool l_3771 = l_3770 != uint32(0);
if (l_3771) {
const uint32 l_3772 = l_3766 - uint32(1);
l_mut_933 = l_3772;
} else {
const bool l_3773 = l_3766 == uint32(2139095040);
if (l_3773) {
l_mut_933 = l_3766;
}
}
}
const float l_3774 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3775 = reinterpret_cast<uint32 const&>(l_3774);
const uint32 l_3776 = l_3775 ^ uint32(2147483648);
const float l_3777 = reinterpret_cast<float const&>(l_3776);
const uint32 l_3778 = reinterpret_cast<uint32 const&>(l_3777);
const uint32 l_3779 = l_3778 & uint32(2147483647);
const float l_3780 = reinterpret_cast<float const&>(l_3779);
const double l_3781 = double(l_3780);
l_mut_166 = l_3781;
const bool l_3782 = l_3779 < uint32(8388608);
if (l_3782) {
const double l_3783 = double(l_3779);
const double l_3784 = l_3783 * double(1.401298464324817e-45);
l_mut_166 = l_3784;
}
const uint64 l_3785 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3786 = l_3778 >> uint32(31);
const uint64 l_3787 = uint64(l_3786);
const uint64 l_3788 = l_3787 << uint64(63);
const uint64 l_3789 = l_3785 | l_3788;
const double l_3790 = reinterpret_cast<double const&>(l_3789);
l_mut_3612 = l_3790;
} else {
const uint32 l_3791 = reinterpret_cast<uint32 const&>(l_3760);
const uint32 l_3792 = l_3791 + uint32(1);
l_mut_933 = l_3792;
const uint32 l_3793 = l_3791 & uint32(2147483647);
const bool l_3794 = l_3793 == uint32(0);
if (l_3794) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3795 = l_3791 & uint32(2147483648);
const bool l_3796 = l_3795 != uint32(0);
if (l_3796) {
const uint32 l_3797 = l_3791 - uint32(1);
l_mut_933 = l_3797;
} else {
const bool l_3798 = l_3791 == uint32(2139095040);
if (l_3798) {
l_mut_933 = l_3791;
}
}
}
const float l_3799 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3800 = reinterpret_cast<uint32 const&>(l_3799);
const uint32 l_3801 = l_3800 & uint32(2147483647);
const float l_3802 = reinterpret_cast<float const&>(l_3801);
const double l_3803 = double(l_3802);
l_mut_166 = l_3803;
const bool l_3804 = l_3801 < uint32(8388608);
if (l_3804) {
const double l_3805 = double(l_3801);
const double l_3806 = l_3805 * double(1.401298464324817e-45);
l_mut_166 = l_3806;
}
const uint64 l_3807 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3808 = l_3800 >> uint32(31);
const uint64 l_3809 = uint64(l_3808);
const uint64 l_3810 = l_3809 << uint64(63);
const uint64 l_3811 = l_3807 | l_3810;
const double l_3812 = reinterpret_cast<double const&>(l_3811);
const bool l_3813 = l_3812 <= l_3754;
if (l_3813) {
const uint32 l_3814 = reinterpret_cast<uint32 const&>(l_3760);
const uint32 l_3815 = l_3814 + uint32(1);
l_mut_933 = l_3815;
const uint32 l_3816 = l_3814 & uint32(2147483647);
const bool l_3817 = l_3816 == uint32(0);
if (l_3817) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3818 = l_3814 & uint32(2147483648);
const bool l_3819 = l_3818 != uint32(0);
if (l_3819) {
const uint32 l_3820 = l_3814 - uint32(1);
l_mut_933 = l_3820;
} else {
const bool l_3821 = l_3814 == uint32(2139095040);
if (l_3821) {
l_mut_933 = l_3814;
}
}
}
const float l_3822 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3823 = reinterpret_cast<uint32 const&>(l_3822);
const uint32 l_3824 = l_3823 & uint32(2147483647);
const float l_3825 = reinterpret_cast<float const&>(l_3824);
const double l_3826 = double(l_3825);
l_mut_166 = l_3826;
const bool l_3827 = l_3824 < uint32(8388608);
if (l_3827) {
const double l_3828 = double(l_3824);
const double l_3829 = l_3828 * double(1.401298464324817e-45);
l_mut_166 = l_3829;
}
const uint64 l_3830 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3831 = l_3823 >> uint32(31);
const uint64 l_3832 = uint64(l_3831);
const uint64 l_3833 = l_3832 << uint64(63);
const uint64 l_3834 = l_3830 | l_3833;
const double l_3835 = reinterpret_cast<double const&>(l_3834);
l_mut_3612 = l_3835;
}
}
}
const double l_3836 = -l_mut_3612;
l_mut_3612 = l_3836;
const bool l_3837 = bool(false) && bool(true);
if (l_3837) {
const double l_3838 = l_3749 + l_3752;
const double l_3839 = l_3838 * double(7.1362384635298e44);
const double l_3840 = floor(l_3839);
const double l_3841 = l_3840 * double(1.401298464324817e-45);
l_mut_166 = l_3841;
const double l_3842 = abs(l_3838);
const bool l_3843 = l_3842 >= double(1.1754943508222875e-38);
if (l_3843) {
const float l_3844 = float(l_3838);
const double l_3845 = double(l_3844);
l_mut_166 = l_3845;
const bool l_3846 = l_mut_166 > l_3838;
if (l_3846) {
const uint32 l_3847 = reinterpret_cast<uint32 const&>(l_3844);
const uint32 l_3848 = l_3847 ^ uint32(2147483648);
const float l_3849 = reinterpret_cast<float const&>(l_3848);
const uint32 l_3850 = reinterpret_cast<uint32 const&>(l_3849);
const uint32 l_3851 = l_3850 + uint32(1);
l_mut_933 = l_3851;
const uint32 l_3852 = l_3850 & uint32(2147483647);
const bool l_3853 = l_3852 == uint32(0);
if (l_3853) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3854 = l_3850 & uint32(2147483648);
const bool l_3855 = l_3854 != uint32(0);
if (l_3855) {
const uint32 l_3856 = l_3850 - uint32(1);
l_mut_933 = l_3856;
} else {
const bool l_3857 = l_3850 == uint32(2139095040);
if (l_3857) {
l_mut_933 = l_3850;
}
}
}
const float l_3858 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3859 = reinterpret_cast<uint32 const&>(l_3858);
const uint32 l_3860 = l_3859 ^ uint32(2147483648);
const float l_3861 = reinterpret_cast<float const&>(l_3860);
const uint32 l_3862 = reinterpret_cast<uint32 const&>(l_3861);
const uint32 l_3863 = l_3862 & uint32(2147483647);
const float l_3864 = reinterpret_cast<float const&>(l_3863);
const double l_3865 = double(l_3864);
l_mut_3866 = l_3865;
const bool l_3867 = l_3863 < uint32(8388608);
if (l_3867) {
const double l_3868 = double(l_3863);
const double l_3869 = l_3868 * double(1.401298464324817e-45);
l_mut_3866 = l_3869;
}
const uint64 l_3870 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_3871 = l_3862 >> uint32(31);
const uint64 l_3872 = uint64(l_3871);
const uint64 l_3873 = l_3872 << uint64(63);
const uint64 l_3874 = l_3870 | l_3873;
const double l_3875 = reinterpret_cast<double const&>(l_3874);
l_mut_166 = l_3875;
} else {
const uint32 l_3876 = reinterpret_cast<uint32 const&>(l_3844);
const uint32 l_3877 = l_3876 + uint32(1);
l_mut_933 = l_3877;
const uint32 l_3878 = l_3876 & uint32(2147483647);
const bool l_3879 = l_3878 == uint32(0);
if (l_3879) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3880 = l_3876 & uint32(2147483648);
const bool l_3881 = l_3880 != uint32(0);
if (l_3881) {
const uint32 l_3882 = l_3876 - uint32(1);
l_mut_933 = l_3882;
} else {
const bool l_3883 = l_3876 == uint32(2139095040);
if (l_3883) {
l_mut_933 = l_3876;
}
}
}
const float l_3884 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3885 = reinterpret_cast<uint32 const&>(l_3884);
const uint32 l_3886 = l_3885 & uint32(2147483647);
const float l_3887 = reinterpret_cast<float const&>(l_3886);
const double l_3888 = double(l_3887);
l_mut_3866 = l_3888;
const bool l_3889 = l_3886 < uint32(8388608);
if (l_3889) {
const double l_3890 = double(l_3886);
const double l_3891 = l_3890 * double(1.401298464324817e-45);
l_mut_3866 = l_3891;
}
const uint64 l_3892 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_3893 = l_3885 >> uint32(31);
const uint64 l_3894 = uint64(l_3893);
const uint64 l_3895 = l_3894 << uint64(63);
const uint64 l_3896 = l_3892 | l_3895;
const double l_3897 = reinterpret_cast<double const&>(l_3896);
const bool l_3898 = l_3897 <= l_3838;
if (l_3898) {
const uint32 l_3899 = reinterpret_cast<uint32 const&>(l_3844);
const uint32 l_3900 = l_3899 + uint32(1);
l_mut_933 = l_3900;
const uint32 l_3901 = l_3899 & uint32(2147483647);
const bool l_3902 = l_3901 == uint32(0);
if (l_3902) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3903 = l_3899 & uint32(2147483648);
const bool l_3904 = l_3903 != uint32(0);
if (l_3904) {
const uint32 l_3905 = l_3899 - uint32(1);
l_mut_933 = l_3905;
} else {
const bool l_3906 = l_3899 == uint32(2139095040);
if (l_3906) {
l_mut_933 = l_3899;
}
}
}
const float l_3907 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3908 = reinterpret_cast<uint32 const&>(l_3907);
const uint32 l_3909 = l_3908 & uint32(2147483647);
const float l_3910 = reinterpret_cast<float const&>(l_3909);
const double l_3911 = double(l_3910);
l_mut_3866 = l_3911;
const bool l_3912 = l_3909 < uint32(8388608);
if (l_3912) {
const double l_3913 = double(l_3909);
const double l_3914 = l_3913 * double(1.401298464324817e-45);
l_mut_3866 = l_3914;
}
const uint64 l_3915 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_3916 = l_3908 >> uint32(31);
const uint64 l_3917 = uint64(l_3916);
const uint64 l_3918 = l_3917 << uint64(63);
const uint64 l_3919 = l_3915 | l_3918;
const double l_3920 = reinterpret_cast<double const&>(l_3919);
l_mut_166 = l_3920;
}
}
}
l_mut_3612 = l_mut_166;
} else {
const double l_3921 = l_3749 - l_3752;
const double l_3922 = -l_3921;
const double l_3923 = l_3922 * double(7.1362384635298e44);
const double l_3924 = floor(l_3923);
const double l_3925 = l_3924 * double(1.401298464324817e-45);
l_mut_3866 = l_3925;
const double l_3926 = abs(l_3922);
const bool l_3927 = l_3926 >= double(1.1754943508222875e-38);
if (l_3927) {
const float l_3928 = float(l_3922);
const double l_3929 = double(l_3928);
l_mut_3866 = l_3929;
const bool l_3930 = l_mut_3866 > l_3922;
if (l_3930) {
const uint32 l_3931 = reinterpret_cast<uint32 const&>(l_3928);
const uint32 l_3932 = l_3931 ^ uint32(2147483648);
const float l_3933 = reinterpret_cast<float const&>(l_3932);
const uint32 l_3934 = reinterpret_cast<uint32 const&>(l_3933);
const uint32 l_3935 = l_3934 + uint32(1);
l_mut_933 = l_3935;
const uint32 l_3936 = l_3934 & uint32(2147483647);
const bool l_3937 = l_3936 == uint32(0);
if (l_3937) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3938 = l_3934 & uint32(2147483648);
const bool l_3939 = l_3938 != uint32(0);
if (l_3939) {
const uint32 l_3940 = l_3934 - uint32(1);
l_mut_933 = l_3940;
} else {
const bool l_3941 = l_3934 == uint32(2139095040);
if (l_3941) {
l_mut_933 = l_3934;
}
}
}
const float l_3942 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3943 = reinterpret_cast<uint32 const&>(l_3942);
const uint32 l_3944 = l_3943 ^ uint32(2147483648);
const float l_3945 = reinterpret_cast<float const&>(l_3944);
const uint32 l_3946 = reinterpret_cast<uint32 const&>(l_3945);
const uint32 l_3947 = l_3946 & uint32(2147483647);
const float l_3948 = reinterpret_cast<float const&>(l_3947);
const double l_3949 = double(l_3948);
l_mut_166 = l_3949;
const bool l_3950 = l_3947 < uint32(8388608);
if (l_3950) {
const double l_3951 = double(l_3947);
const double l_3952 = l_3951 * double(1.401298464324817e-45);
l_mut_166 = l_3952;
}
const uint64 l_3953 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3954 = l_3946 >> uint32(31);
const uint64 l_3955 = uint64(l_3954);
const uint64 l_3956 = l_3955 << uint64(63);
const uint64 l_3957 = l_3953 | l_3956;
const double l_3958 = reinterpret_cast<double const&>(l_3957);
l_mut_3866 = l_3958;
} else {
const uint32 l_3959 = reinterpret_cast<uint32 const&>(l_3928);
const uint32 l_3960 = l_3959 + uint32(1);
l_mut_933 = l_3960;
const uint32 l_3961 = l_3959 & uint32(2147483647);
const bool l_3962 = l_3961 == uint32(0);
if (l_3962) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3963 = l_3959 & uint32(2147483648);
const bool l_3964 = l_3963 != uint32(0);
if (l_3964) {
const uint32 l_3965 = l_3959 - uint32(1);
l_mut_933 = l_3965;
} else {
const bool l_3966 = l_3959 == uint32(2139095040);
if (l_3966) {
l_mut_933 = l_3959;
}
}
}
const float l_3967 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3968 = reinterpret_cast<uint32 const&>(l_3967);
const uint32 l_3969 = l_3968 & uint32(2147483647);
const float l_3970 = reinterpret_cast<float const&>(l_3969);
const double l_3971 = double(l_3970);
l_mut_166 = l_3971;
const bool l_3972 = l_3969 < uint32(8388608);
if (l_3972) {
const double l_3973 = double(l_3969);
const double l_3974 = l_3973 * double(1.401298464324817e-45);
l_mut_166 = l_3974;
}
const uint64 l_3975 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3976 = l_3968 >> uint32(31);
const uint64 l_3977 = uint64(l_3976);
const uint64 l_3978 = l_3977 << uint64(63);
const uint64 l_3979 = l_3975 | l_3978;
const double l_3980 = reinterpret_cast<double const&>(l_3979);
const bool l_3981 = l_3980 <= l_3922;
if (l_3981) {
const uint32 l_3982 = reinterpret_cast<uint32 const&>(l_3928);
const uint32 l_3983 = l_3982 + uint32(1);
l_mut_933 = l_3983;
const uint32 l_3984 = l_3982 & uint32(2147483647);
const bool l_3985 = l_3984 == uint32(0);
if (l_3985) {
l_mut_933 = uint32(1);
} else {
const uint32 l_3986 = l_3982 & uint32(2147483648);
const bool l_3987 = l_3986 != uint32(0);
if (l_3987) {
const uint32 l_3988 = l_3982 - uint32(1);
l_mut_933 = l_3988;
} else {
const bool l_3989 = l_3982 == uint32(2139095040);
if (l_3989) {
l_mut_933 = l_3982;
}
}
}
const float l_3990 = reinterpret_cast<float const&>(l_mut_933);
const uint32 l_3991 = reinterpret_cast<uint32 const&>(l_3990);
const uint32 l_3992 = l_3991 & uint32(2147483647);
const float l_3993 = reinterpret_cast<float const&>(l_3992);
const double l_3994 = double(l_3993);
l_mut_166 = l_3994;
const bool l_3995 = l_3992 < uint32(8388608);
if (l_3995) {
const double l_3996 = double(l_3992);
const double l_3997 = l_3996 * double(1.401298464324817e-45);
l_mut_166 = l_3997;
}
const uint64 l_3998 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_3999 = l_3991 >> uint32(31);
const uint64 l_4000 = uint64(l_3999);
const uint64 l_4001 = l_4000 << uint64(63);
const uint64 l_4002 = l_3998 | l_4001;
const double l_4003 = reinterpret_cast<double const&>(l_4002);
l_mut_3866 = l_4003;
}
}
}
const double l_4004 = -l_mut_3866;
l_mut_3612 = l_4004;
}
l_mut_933 = uint32(0);
const bool l_4005 = l_mut_3356 <= double(0.0);
const bool l_4006 = l_mut_3612 >= double(0.0);
const bool l_4007 = l_4005 && l_4006;
const bool l_4008 = !l_4007;
if (l_4008) {
const double l_4010 = l_mut_241 / l_mut_3356;
const double l_4011 = l_mut_241 / l_mut_3612;
const double l_4012 = l_mut_3102 / l_mut_3356;
const double l_4013 = l_mut_3102 / l_mut_3612;
l_arr_4009[uint32(0)] = l_4010;
l_arr_4009[uint32(1)] = l_4010;
const double l_4014 = l_arr_4009[uint32(0)];
const bool l_4015 = l_4011 < l_4014;
if (l_4015) {
l_arr_4009[uint32(0)] = l_4011;
}
const double l_4016 = l_arr_4009[uint32(0)];
const bool l_4017 = l_4012 < l_4016;
if (l_4017) {
l_arr_4009[uint32(0)] = l_4012;
}
const double l_4018 = l_arr_4009[uint32(0)];
const bool l_4019 = l_4013 < l_4018;
if (l_4019) {
l_arr_4009[uint32(0)] = l_4013;
}
const double l_4020 = l_arr_4009[uint32(1)];
const bool l_4021 = l_4011 > l_4020;
if (l_4021) {
l_arr_4009[uint32(1)] = l_4011;
}
const double l_4022 = l_arr_4009[uint32(1)];
const bool l_4023 = l_4012 > l_4022;
if (l_4023) {
l_arr_4009[uint32(1)] = l_4012;
}
const double l_4024 = l_arr_4009[uint32(1)];
const bool l_4025 = l_4013 > l_4024;
if (l_4025) {
l_arr_4009[uint32(1)] = l_4013;
}
const double l_4026 = l_arr_4009[uint32(0)];
const double l_4027 = abs(l_4026);
const double l_4028 = l_4027 * l_mut_395;
const double l_4029 = l_arr_4009[uint32(1)];
const double l_4030 = abs(l_4029);
const double l_4031 = l_4030 * l_mut_395;
l_mut_933 = uint32(2);
const double l_4032 = l_arr_4009[uint32(0)];
const double l_4033 = l_4032 - l_4028;
const double l_4034 = abs(l_4033);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_4035 = l_4034 >= double(1.1754943508222875e-38);
const bool l_4036 = l_4034 <= double(1.7976931348623157e308);
const bool l_4037 = l_4035 && l_4036;
if (l_4037) {
const uint64 l_4038 = reinterpret_cast<uint64 const&>(l_4034);
const uint64 l_4039 = l_4038 >> uint64(52);
const uint64 l_4040 = l_4039 - uint64(23);
const uint64 l_4041 = l_4040 << uint64(52);
const double l_4042 = reinterpret_cast<double const&>(l_4041);
l_mut_3866 = l_4042;
}
const double l_4043 = l_4032 + l_4028;
const double l_4044 = abs(l_4043);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_4045 = l_4044 >= double(1.1754943508222875e-38);
const bool l_4046 = l_4044 <= double(1.7976931348623157e308);
const bool l_4047 = l_4045 && l_4046;
if (l_4047) {
const uint64 l_4048 = reinterpret_cast<uint64 const&>(l_4044);
const uint64 l_4049 = l_4048 >> uint64(52);
const uint64 l_4050 = l_4049 - uint64(23);
const uint64 l_4051 = l_4050 << uint64(52);
const double l_4052 = reinterpret_cast<double const&>(l_4051);
l_mut_3612 = l_4052;
}
const bool l_4053 = l_mut_3866 == l_mut_3612;
const double l_4054 = l_arr_4009[uint32(1)];
const double l_4055 = l_4054 - l_4031;
const double l_4056 = abs(l_4055);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_4057 = l_4056 >= double(1.1754943508222875e-38);
const bool l_4058 = l_4056 <= double(1.7976931348623157e308);
const bool l_4059 = l_4057 && l_4058;
if (l_4059) {
const uint64 l_4060 = reinterpret_cast<uint64 const&>(l_4056);
const uint64 l_4061 = l_4060 >> uint64(52);
const uint64 l_4062 = l_4061 - uint64(23);
const uint64 l_4063 = l_4062 << uint64(52);
const double l_4064 = reinterpret_cast<double const&>(l_4063);
l_mut_3866 = l_4064;
}
const double l_4065 = l_4054 + l_4031;
const double l_4066 = abs(l_4065);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_4067 = l_4066 >= double(1.1754943508222875e-38);
const bool l_4068 = l_4066 <= double(1.7976931348623157e308);
const bool l_4069 = l_4067 && l_4068;
if (l_4069) {
const uint64 l_4070 = reinterpret_cast<uint64 const&>(l_4066);
const uint64 l_4071 = l_4070 >> uint64(52);
const uint64 l_4072 = l_4071 - uint64(23);
const uint64 l_4073 = l_4072 << uint64(52);
const double l_4074 = reinterpret_cast<double const&>(l_4073);
l_mut_3612 = l_4074;
}
const bool l_4075 = l_mut_3866 == l_mut_3612;
const bool l_4076 = l_4053 && l_4075;
if (l_4076) {
const double l_4077 = l_arr_4009[uint32(0)];
const double l_4078 = l_arr_4009[uint32(0)];
const double l_4079 = abs(l_4078);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_4080 = l_4079 >= double(1.1754943508222875e-38);
const bool l_4081 = l_4079 <= double(1.7976931348623157e308);
const bool l_4082 = l_4080 && l_4081;
if (l_4082) {
const uint64 l_4083 = reinterpret_cast<uint64 const&>(l_4079);
const uint64 l_4084 = l_4083 >> uint64(52);
const uint64 l_4085 = l_4084 - uint64(23);
const uint64 l_4086 = l_4085 << uint64(52);
const double l_4087 = reinterpret_cast<double const&>(l_4086);
l_mut_3866 = l_4087;
}
const double l_4088 = l_910 * l_mut_3866;
const double l_4089 = l_4077 - l_4088;
const double l_4090 = l_arr_4009[uint32(1)];
const double l_4091 = l_arr_4009[uint32(1)];
const double l_4092 = abs(l_4091);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_4093 = l_4092 >= double(1.1754943508222875e-38);
const bool l_4094 = l_4092 <= double(1.7976931348623157e308);
const bool l_4095 = l_4093 && l_4094;
if (l_4095) {
const uint64 l_4096 = reinterpret_cast<uint64 const&>(l_4092);
const uint64 l_4097 = l_4096 >> uint64(52);
const uint64 l_4098 = l_4097 - uint64(23);
const uint64 l_4099 = l_4098 << uint64(52);
const double l_4100 = reinterpret_cast<double const&>(l_4099);
l_mut_3866 = l_4100;
}
const double l_4101 = l_910 * l_mut_3866;
const double l_4102 = l_4090 + l_4101;
const uint32 l_4103 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4104 = l_4103 & uint32(2147483647);
const float l_4105 = reinterpret_cast<float const&>(l_4104);
const double l_4106 = double(l_4105);
l_mut_3866 = l_4106;
const bool l_4107 = l_4104 < uint32(8388608);
if (l_4107) {
const double l_4108 = double(l_4104);
const double l_4109 = l_4108 * double(1.401298464324817e-45);
l_mut_3866 = l_4109;
}
const uint64 l_4110 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_4111 = l_4103 >> uint32(31);
const uint64 l_4112 = uint64(l_4111);
const uint64 l_4113 = l_4112 << uint64(63);
const uint64 l_4114 = l_4110 | l_4113;
const double l_4115 = reinterpret_cast<double const&>(l_4114);
const uint32 l_4116 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4117 = l_4116 + uint32(1);
l_mut_4118 = l_4117;
const uint32 l_4119 = l_4116 & uint32(2147483647);
const bool l_4120 = l_4119 == uint32(0);
if (l_4120) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4121 = l_4116 & uint32(2147483648);
const bool l_4122 = l_4121 != uint32(0);
if (l_4122) {
const uint32 l_4123 = l_4116 - uint32(1);
l_mut_4118 = l_4123;
} else {
const bool l_4124 = l_4116 == uint32(2139095040);
if (l_4124) {
l_mut_4118 = l_4116;
}
}
}
const float l_4125 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4126 = reinterpret_cast<uint32 const&>(l_4125);
const uint32 l_4127 = l_4126 & uint32(2147483647);
const float l_4128 = reinterpret_cast<float const&>(l_4127);
const double l_4129 = double(l_4128);
l_mut_3866 = l_4129;
const bool l_4130 = l_4127 < uint32(8388608);
if (l_4130) {
const double l_4131 = double(l_4127);
const double l_4132 = l_4131 * double(1.401298464324817e-45);
l_mut_3866 = l_4132;
}
const uint64 l_4133 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_4134 = l_4126 >> uint32(31);
const uint64 l_4135 = uint64(l_4134);
const uint64 l_4136 = l_4135 << uint64(63);
const uint64 l_4137 = l_4133 | l_4136;
const double l_4138 = reinterpret_cast<double const&>(l_4137);
const uint32 l_4139 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4140 = l_4139 ^ uint32(2147483648);
const float l_4141 = reinterpret_cast<float const&>(l_4140);
const uint32 l_4142 = reinterpret_cast<uint32 const&>(l_4141);
const uint32 l_4143 = l_4142 + uint32(1);
l_mut_4118 = l_4143;
const uint32 l_4144 = l_4142 & uint32(2147483647);
const bool l_4145 = l_4144 == uint32(0);
if (l_4145) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4146 = l_4142 & uint32(2147483648);
const bool l_4147 = l_4146 != uint32(0);
if (l_4147) {
const uint32 l_4148 = l_4142 - uint32(1);
l_mut_4118 = l_4148;
} else {
const bool l_4149 = l_4142 == uint32(2139095040);
if (l_4149) {
l_mut_4118 = l_4142;
}
}
}
const float l_4150 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4151 = reinterpret_cast<uint32 const&>(l_4150);
const uint32 l_4152 = l_4151 ^ uint32(2147483648);
const float l_4153 = reinterpret_cast<float const&>(l_4152);
const uint32 l_4154 = reinterpret_cast<uint32 const&>(l_4153);
const uint32 l_4155 = l_4154 & uint32(2147483647);
const float l_4156 = reinterpret_cast<float const&>(l_4155);
const double l_4157 = double(l_4156);
l_mut_3866 = l_4157;
const bool l_4158 = l_4155 < uint32(8388608);
if (l_4158) {
const double l_4159 = double(l_4155);
const double l_4160 = l_4159 * double(1.401298464324817e-45);
l_mut_3866 = l_4160;
}
const uint64 l_4161 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_4162 = l_4154 >> uint32(31);
const uint64 l_4163 = uint64(l_4162);
const uint64 l_4164 = l_4163 << uint64(63);
const uint64 l_4165 = l_4161 | l_4164;
const double l_4166 = reinterpret_cast<double const&>(l_4165);
const double l_4167 = l_4089 + l_4028;
const bool l_4168 = l_4167 <= l_4115;
l_mut_1034 = l_4168;
const double l_4169 = l_4089 - l_4028;
const bool l_4170 = l_4169 > l_4115;
l_mut_1031 = l_4170;
const double l_4171 = l_4102 - l_4031;
const bool l_4172 = l_4171 >= l_4115;
l_mut_1028 = l_4172;
const double l_4173 = l_4102 + l_4031;
const bool l_4174 = l_4173 < l_4115;
l_mut_1025 = l_4174;
const double l_4175 = l_4089 + l_4028;
const bool l_4176 = l_4175 < l_4138;
l_mut_1034 = l_4176;
const double l_4177 = l_4089 - l_4028;
const bool l_4178 = l_4177 >= l_4138;
l_mut_1031 = l_4178;
const double l_4179 = l_4102 - l_4031;
const bool l_4180 = l_4179 > l_4166;
l_mut_1028 = l_4180;
const double l_4181 = l_4102 + l_4031;
const bool l_4182 = l_4181 <= l_4166;
l_mut_1025 = l_4182;
l_mut_4118 = uint32(2);
const bool l_4183 = l_mut_1031 || l_mut_1025;
if (l_4183) {
l_mut_4118 = uint32(1);
} else {
const bool l_4184 = l_mut_1034 && l_mut_1028;
if (l_4184) {
l_mut_4118 = uint32(0);
}
}
const uint32 l_4185 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_4186 = l_4185 & uint32(2147483647);
const bool l_4187 = l_4186 == uint32(0);
if (l_4187) {
const double l_4188 = l_4089 + l_4028;
const bool l_4189 = l_4188 < double(1.1754943508222875e-38);
const double l_4190 = l_4102 - l_4031;
const bool l_4191 = l_4190 > double(-1.1754943508222875e-38);
const bool l_4192 = l_4189 && l_4191;
const double l_4193 = l_4089 - l_4028;
const bool l_4194 = l_4193 < double(1.1754943508222875e-38);
const double l_4195 = l_4102 + l_4031;
const bool l_4196 = l_4195 > double(-1.1754943508222875e-38);
const bool l_4197 = l_4194 && l_4196;
if (l_4192) {
l_mut_4118 = uint32(0);
} else {
const bool l_4198 = l_mut_4118 == uint32(1);
const bool l_4199 = l_4197 && l_4198;
if (l_4199) {
l_mut_4118 = uint32(2);
}
}
}
l_mut_933 = l_mut_4118;
}
}
const double l_4200 = l_mut_2087 - l_907;
const double l_4201 = abs(l_4200);
const double l_4202 = l_4201 * double(2.220446049250313e-16);
const double l_4203 = l_2982 + l_4202;
const double l_4204 = l_4200 + l_4203;
const double l_4205 = -l_4204;
const double l_4206 = l_4205 * double(7.1362384635298e44);
const double l_4207 = floor(l_4206);
const double l_4208 = l_4207 * double(1.401298464324817e-45);
l_mut_3866 = l_4208;
const double l_4209 = abs(l_4205);
const bool l_4210 = l_4209 >= double(1.1754943508222875e-38);
if (l_4210) {
const float l_4211 = float(l_4205);
const double l_4212 = double(l_4211);
l_mut_3866 = l_4212;
const bool l_4213 = l_mut_3866 > l_4205;
if (l_4213) {
const uint32 l_4214 = reinterpret_cast<uint32 const&>(l_4211);
const uint32 l_4215 = l_4214 ^ uint32(2147483648);
const float l_4216 = reinterpret_cast<float const&>(l_4215);
const uint32 l_4217 = reinterpret_cast<uint32 const&>(l_4216);
const uint32 l_4218 = l_4217 + uint32(1);
l_mut_4118 = l_4218;
const uint32 l_4219 = l_4217 & uint32(2147483647);
const bool l_4220 = l_4219 == uint32(0);
if (l_4220) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4221 = l_4217 & uint32(2147483648);
const bool l_4222 = l_4221 != uint32(0);
if (l_4222) {
const uint32 l_4223 = l_4217 - uint32(1);
l_mut_4118 = l_4223;
} else {
const bool l_4224 = l_4217 == uint32(2139095040);
if (l_4224) {
l_mut_4118 = l_4217;
}
}
}
const float l_4225 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4226 = reinterpret_cast<uint32 const&>(l_4225);
const uint32 l_4227 = l_4226 ^ uint32(2147483648);
const float l_4228 = reinterpret_cast<float const&>(l_4227);
const uint32 l_4229 = reinterpret_cast<uint32 const&>(l_4228);
const uint32 l_4230 = l_4229 & uint32(2147483647);
const float l_4231 = reinterpret_cast<float const&>(l_4230);
const double l_4232 = double(l_4231);
l_mut_3612 = l_4232;
const bool l_4233 = l_4230 < uint32(8388608);
if (l_4233) {
const double l_4234 = double(l_4230);
const double l_4235 = l_4234 * double(1.401298464324817e-45);
l_mut_3612 = l_4235;
}
const uint64 l_4236 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_4237 = l_4229 >> uint32(31);
const uint64 l_4238 = uint64(l_4237);
const uint64 l_4239 = l_4238 << uint64(63);
const uint64 l_4240 = l_4236 | l_4239;
const double l_4241 = reinterpret_cast<double const&>(l_4240);
l_mut_3866 = l_4241;
} else {
const uint32 l_4242 = reinterpret_cast<uint32 const&>(l_4211);
const uint32 l_4243 = l_4242 + uint32(1);
l_mut_4118 = l_4243;
const uint32 l_4244 = l_4242 & uint32(2147483647);
const bool l_4245 = l_4244 == uint32(0);
if (l_4245) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4246 = l_4242 & uint32(2147483648);
const bool l_4247 = l_4246 != uint32(0);
if (l_4247) {
const uint32 l_4248 = l_4242 - uint32(1);
l_mut_4118 = l_4248;
} else {
const bool l_4249 = l_4242 == uint32(2139095040);
if (l_4249) {
l_mut_4118 = l_4242;
}
}
}
const float l_4250 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4251 = reinterpret_cast<uint32 const&>(l_4250);
const uint32 l_4252 = l_4251 & uint32(2147483647);
const float l_4253 = reinterpret_cast<float const&>(l_4252);
const double l_4254 = double(l_4253);
l_mut_3612 = l_4254;
const bool l_4255 = l_4252 < uint32(8388608);
if (l_4255) {
const double l_4256 = double(l_4252);
const double l_4257 = l_4256 * double(1.401298464324817e-45);
l_mut_3612 = l_4257;
}
const uint64 l_4258 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_4259 = l_4251 >> uint32(31);
const uint64 l_4260 = uint64(l_4259);
const uint64 l_4261 = l_4260 << uint64(63);
const uint64 l_4262 = l_4258 | l_4261;
const double l_4263 = reinterpret_cast<double const&>(l_4262);
const bool l_4264 = l_4263 <= l_4205;
if (l_4264) {
const uint32 l_4265 = reinterpret_cast<uint32 const&>(l_4211);
const uint32 l_4266 = l_4265 + uint32(1);
l_mut_4118 = l_4266;
const uint32 l_4267 = l_4265 & uint32(2147483647);
const bool l_4268 = l_4267 == uint32(0);
if (l_4268) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4269 = l_4265 & uint32(2147483648);
const bool l_4270 = l_4269 != uint32(0);
if (l_4270) {
const uint32 l_4271 = l_4265 - uint32(1);
l_mut_4118 = l_4271;
} else {
const bool l_4272 = l_4265 == uint32(2139095040);
if (l_4272) {
l_mut_4118 = l_4265;
}
}
}
const float l_4273 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4274 = reinterpret_cast<uint32 const&>(l_4273);
const uint32 l_4275 = l_4274 & uint32(2147483647);
const float l_4276 = reinterpret_cast<float const&>(l_4275);
const double l_4277 = double(l_4276);
l_mut_3612 = l_4277;
const bool l_4278 = l_4275 < uint32(8388608);
if (l_4278) {
const double l_4279 = double(l_4275);
const double l_4280 = l_4279 * double(1.401298464324817e-45);
l_mut_3612 = l_4280;
}
const uint64 l_4281 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_4282 = l_4274 >> uint32(31);
const uint64 l_4283 = uint64(l_4282);
const uint64 l_4284 = l_4283 << uint64(63);
const uint64 l_4285 = l_4281 | l_4284;
const double l_4286 = reinterpret_cast<double const&>(l_4285);
l_mut_3866 = l_4286;
}
}
}
const double l_4287 = -l_mut_3866;
l_mut_3866 = l_4287;
const bool l_4288 = bool(true) && bool(false);
if (l_4288) {
const double l_4289 = l_4200 + l_4203;
const double l_4290 = l_4289 * double(7.1362384635298e44);
const double l_4291 = floor(l_4290);
const double l_4292 = l_4291 * double(1.401298464324817e-45);
l_mut_3612 = l_4292;
const double l_4293 = abs(l_4289);
const bool l_4294 = l_4293 >= double(1.1754943508222875e-38);
if (l_4294) {
const float l_4295 = float(l_4289);
const double l_4296 = double(l_4295);
l_mut_3612 = l_4296;
const bool l_4297 = l_mut_3612 > l_4289;
if (l_4297) {
const uint32 l_4298 = reinterpret_cast<uint32 const&>(l_4295);
const uint32 l_4299 = l_4298 ^ uint32(2147483648);
const float l_4300 = reinterpret_cast<float const&>(l_4299);
const uint32 l_4301 = reinterpret_cast<uint32 const&>(l_4300);
const uint32 l_4302 = l_4301 + uint32(1);
l_mut_4118 = l_4302;
const uint32 l_4303 = l_4301 & uint32(2147483647);
const bool l_4304 = l_4303 == uint32(0);
if (l_4304) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4305 = l_4301 & uint32(2147483648);
const bool l_4306 = l_4305 != uint32(0);
if (l_4306) {
const uint32 l_4307 = l_4301 - uint32(1);
l_mut_4118 = l_4307;
} else {
const bool l_4308 = l_4301 == uint32(2139095040);
if (l_4308) {
l_mut_4118 = l_4301;
}
}
}
const float l_4309 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4310 = reinterpret_cast<uint32 const&>(l_4309);
const uint32 l_4311 = l_4310 ^ uint32(2147483648);
const float l_4312 = reinterpret_cast<float const&>(l_4311);
const uint32 l_4313 = reinterpret_cast<uint32 const&>(l_4312);
const uint32 l_4314 = l_4313 & uint32(2147483647);
const float l_4315 = reinterpret_cast<float const&>(l_4314);
const double l_4316 = double(l_4315);
l_mut_3356 = l_4316;
const bool l_4317 = l_4314 < uint32(8388608);
if (l_4317) {
const double l_4318 = double(l_4314);
const double l_4319 = l_4318 * double(1.401298464324817e-45);
l_mut_3356 = l_4319;
}
const uint64 l_4320 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4321 = l_4313 >> uint32(31);
const uint64 l_4322 = uint64(l_4321);
const uint64 l_4323 = l_4322 << uint64(63);
const uint64 l_4324 = l_4320 | l_4323;
const double l_4325 = reinterpret_cast<double const&>(l_4324);
l_mut_3612 = l_4325;
} else {
const uint32 l_4326 = reinterpret_cast<uint32 const&>(l_4295);
const uint32 l_4327 = l_4326 + uint32(1);
l_mut_4118 = l_4327;
const uint32 l_4328 = l_4326 & uint32(2147483647);
const bool l_4329 = l_4328 == uint32(0);
if (l_4329) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4330 = l_4326 & uint32(2147483648);
const bool l_4331 = l_4330 != uint32(0);
if (l_4331) {
const uint32 l_4332 = l_4326 - uint32(1);
l_mut_4118 = l_4332;
} else {
const bool l_4333 = l_4326 == uint32(2139095040);
if (l_4333) {
l_mut_4118 = l_4326;
}
}
}
const float l_4334 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4335 = reinterpret_cast<uint32 const&>(l_4334);
const uint32 l_4336 = l_4335 & uint32(2147483647);
const float l_4337 = reinterpret_cast<float const&>(l_4336);
const double l_4338 = double(l_4337);
l_mut_3356 = l_4338;
const bool l_4339 = l_4336 < uint32(8388608);
if (l_4339) {
const double l_4340 = double(l_4336);
const double l_4341 = l_4340 * double(1.401298464324817e-45);
l_mut_3356 = l_4341;
}
const uint64 l_4342 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4343 = l_4335 >> uint32(31);
const uint64 l_4344 = uint64(l_4343);
const uint64 l_4345 = l_4344 << uint64(63);
const uint64 l_4346 = l_4342 | l_4345;
const double l_4347 = reinterpret_cast<double const&>(l_4346);
const bool l_4348 = l_4347 <= l_4289;
if (l_4348) {
const uint32 l_4349 = reinterpret_cast<uint32 const&>(l_4295);
const uint32 l_4350 = l_4349 + uint32(1);
l_mut_4118 = l_4350;
const uint32 l_4351 = l_4349 & uint32(2147483647);
const bool l_4352 = l_4351 == uint32(0);
if (l_4352) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4353 = l_4349 & uint32(2147483648);
const bool l_4354 = l_4353 != uint32(0);
if (l_4354) {
const uint32 l_4355 = l_4349 - uint32(1);
l_mut_4118 = l_4355;
} else {
const bool l_4356 = l_4349 == uint32(2139095040);
if (l_4356) {
l_mut_4118 = l_4349;
}
}
}
const float l_4357 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4358 = reinterpret_cast<uint32 const&>(l_4357);
const uint32 l_4359 = l_4358 & uint32(2147483647);
const float l_4360 = reinterpret_cast<float const&>(l_4359);
const double l_4361 = double(l_4360);
l_mut_3356 = l_4361;
const bool l_4362 = l_4359 < uint32(8388608);
if (l_4362) {
const double l_4363 = double(l_4359);
const double l_4364 = l_4363 * double(1.401298464324817e-45);
l_mut_3356 = l_4364;
}
const uint64 l_4365 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4366 = l_4358 >> uint32(31);
const uint64 l_4367 = uint64(l_4366);
const uint64 l_4368 = l_4367 << uint64(63);
const uint64 l_4369 = l_4365 | l_4368;
const double l_4370 = reinterpret_cast<double const&>(l_4369);
l_mut_3612 = l_4370;
}
}
}
l_mut_3866 = l_mut_3612;
} else {
const double l_4371 = l_4200 - l_4203;
const double l_4372 = l_4371 * double(7.1362384635298e44);
const double l_4373 = floor(l_4372);
const double l_4374 = l_4373 * double(1.401298464324817e-45);
l_mut_3612 = l_4374;
const double l_4375 = abs(l_4371);
const bool l_4376 = l_4375 >= double(1.1754943508222875e-38);
if (l_4376) {
const float l_4377 = float(l_4371);
const double l_4378 = double(l_4377);
l_mut_3612 = l_4378;
const bool l_4379 = l_mut_3612 > l_4371;
if (l_4379) {
const uint32 l_4380 = reinterpret_cast<uint32 const&>(l_4377);
const uint32 l_4381 = l_4380 ^ uint32(2147483648);
const float l_4382 = reinterpret_cast<float const&>(l_4381);
const uint32 l_4383 = reinterpret_cast<uint32 const&>(l_4382);
const uint32 l_4384 = l_4383 + uint32(1);
l_mut_4118 = l_4384;
const uint32 l_4385 = l_4383 & uint32(2147483647);
const bool l_4386 = l_4385 == uint32(0);
if (l_4386) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4387 = l_4383 & uint32(2147483648);
const bool l_4388 = l_4387 != uint32(0);
if (l_4388) {
const uint32 l_4389 = l_4383 - uint32(1);
l_mut_4118 = l_4389;
} else {
const bool l_4390 = l_4383 == uint32(2139095040);
if (l_4390) {
l_mut_4118 = l_4383;
}
}
}
const float l_4391 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4392 = reinterpret_cast<uint32 const&>(l_4391);
const uint32 l_4393 = l_4392 ^ uint32(2147483648);
const float l_4394 = reinterpret_cast<float const&>(l_4393);
const uint32 l_4395 = reinterpret_cast<uint32 const&>(l_4394);
const uint32 l_4396 = l_4395 & uint32(2147483647);
const float l_4397 = reinterpret_cast<float const&>(l_4396);
const double l_4398 = double(l_4397);
l_mut_3356 = l_4398;
const bool l_4399 = l_4396 < uint32(8388608);
if (l_4399) {
const double l_4400 = double(l_4396);
const double l_4401 = l_4400 * double(1.401298464324817e-45);
l_mut_3356 = l_4401;
}
const uint64 l_4402 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4403 = l_4395 >> uint32(31);
const uint64 l_4404 = uint64(l_4403);
const uint64 l_4405 = l_4404 << uint64(63);
const uint64 l_4406 = l_4402 | l_4405;
const double l_4407 = reinterpret_cast<double const&>(l_4406);
l_mut_3612 = l_4407;
} else {
const uint32 l_4408 = reinterpret_cast<uint32 const&>(l_4377);
const uint32 l_4409 = l_4408 + uint32(1);
l_mut_4118 = l_4409;
const uint32 l_4410 = l_4408 & uint32(2147483647);
const bool l_4411 = l_4410 == uint32(0);
if (l_4411) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4412 = l_4408 & uint32(2147483648);
const bool l_4413 = l_4412 != uint32(0);
if (l_4413) {
const uint32 l_4414 = l_4408 - uint32(1);
l_mut_4118 = l_4414;
} else {
const bool l_4415 = l_4408 == uint32(2139095040);
if (l_4415) {
l_mut_4118 = l_4408;
}
}
}
const float l_4416 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4417 = reinterpret_cast<uint32 const&>(l_4416);
const uint32 l_4418 = l_4417 & uint32(2147483647);
const float l_4419 = reinterpret_cast<float const&>(l_4418);
const double l_4420 = double(l_4419);
l_mut_3356 = l_4420;
const bool l_4421 = l_4418 < uint32(8388608);
if (l_4421) {
const double l_4422 = double(l_4418);
const double l_4423 = l_4422 * double(1.401298464324817e-45);
l_mut_3356 = l_4423;
}
const uint64 l_4424 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4425 = l_4417 >> uint32(31);
const uint64 l_4426 = uint64(l_4425);
const uint64 l_4427 = l_4426 << uint64(63);
const uint64 l_4428 = l_4424 | l_4427;
const double l_4429 = reinterpret_cast<double const&>(l_4428);
const bool l_4430 = l_4429 <= l_4371;
if (l_4430) {
const uint32 l_4431 = reinterpret_cast<uint32 const&>(l_4377);
const uint32 l_4432 = l_4431 + uint32(1);
l_mut_4118 = l_4432;
const uint32 l_4433 = l_4431 & uint32(2147483647);
const bool l_4434 = l_4433 == uint32(0);
if (l_4434) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4435 = l_4431 & uint32(2147483648);
const bool l_4436 = l_4435 != uint32(0);
if (l_4436) {
const uint32 l_4437 = l_4431 - uint32(1);
l_mut_4118 = l_4437;
} else {
const bool l_4438 = l_4431 == uint32(2139095040);
if (l_4438) {
l_mut_4118 = l_4431;
}
}
}
const float l_4439 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4440 = reinterpret_cast<uint32 const&>(l_4439);
const uint32 l_4441 = l_4440 & uint32(2147483647);
const float l_4442 = reinterpret_cast<float const&>(l_4441);
const double l_4443 = double(l_4442);
l_mut_3356 = l_4443;
const bool l_4444 = l_4441 < uint32(8388608);
if (l_4444) {
const double l_4445 = double(l_4441);
const double l_4446 = l_4445 * double(1.401298464324817e-45);
l_mut_3356 = l_4446;
}
const uint64 l_4447 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4448 = l_4440 >> uint32(31);
const uint64 l_4449 = uint64(l_4448);
const uint64 l_4450 = l_4449 << uint64(63);
const uint64 l_4451 = l_4447 | l_4450;
const double l_4452 = reinterpret_cast<double const&>(l_4451);
l_mut_3612 = l_4452;
}
}
}
l_mut_3866 = l_mut_3612;
}
const double l_4453 = l_mut_2087 + l_907;
const double l_4454 = abs(l_4453);
const double l_4455 = l_4454 * double(2.220446049250313e-16);
const double l_4456 = l_2982 + l_4455;
const double l_4457 = l_4453 + l_4456;
const double l_4458 = -l_4457;
const double l_4459 = l_4458 * double(7.1362384635298e44);
const double l_4460 = floor(l_4459);
const double l_4461 = l_4460 * double(1.401298464324817e-45);
l_mut_3612 = l_4461;
const double l_4462 = abs(l_4458);
const bool l_4463 = l_4462 >= double(1.1754943508222875e-38);
if (l_4463) {
const float l_4464 = float(l_4458);
const double l_4465 = double(l_4464);
l_mut_3612 = l_4465;
const bool l_4466 = l_mut_3612 > l_4458;
if (l_4466) {
const uint32 l_4467 = reinterpret_cast<uint32 const&>(l_4464);
const uint32 l_4468 = l_4467 ^ uint32(2147483648);
const float l_4469 = reinterpret_cast<float const&>(l_4468);
const uint32 l_4470 = reinterpret_cast<uint32 const&>(l_4469);
const uint32 l_4471 = l_4470 + uint32(1);
l_mut_4118 = l_4471;
const uint32 l_4472 = l_4470 & uint32(2147483647);
const bool l_4473 = l_4472 == uint32(0);
if (l_4473) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4474 = l_4470 & uint32(2147483648);
const bool l_4475 = l_4474 != uint32(0);
if (l_4475) {
const uint32 l_4476 = l_4470 - uint32(1);
l_mut_4118 = l_4476;
} else {
const bool l_4477 = l_4470 == uint32(2139095040);
if (l_4477) {
l_mut_4118 = l_4470;
}
}
}
const float l_4478 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4479 = reinterpret_cast<uint32 const&>(l_4478);
const uint32 l_4480 = l_4479 ^ uint32(2147483648);
const float l_4481 = reinterpret_cast<float const&>(l_4480);
const uint32 l_4482 = reinterpret_cast<uint32 const&>(l_4481);
const uint32 l_4483 = l_4482 & uint32(2147483647);
const float l_4484 = reinterpret_cast<float const&>(l_4483);
const double l_4485 = double(l_4484);
l_mut_3356 = l_4485;
const bool l_4486 = l_4483 < uint32(8388608);
if (l_4486) {
const double l_4487 = double(l_4483);
const double l_4488 = l_4487 * double(1.401298464324817e-45);
l_mut_3356 = l_4488;
}
const uint64 l_4489 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4490 = l_4482 >> uint32(31);
const uint64 l_4491 = uint64(l_4490);
const uint64 l_4492 = l_4491 << uint64(63);
const uint64 l_4493 = l_4489 | l_4492;
const double l_4494 = reinterpret_cast<double const&>(l_4493);
l_mut_3612 = l_4494;
} else {
const uint32 l_4495 = reinterpret_cast<uint32 const&>(l_4464);
const uint32 l_4496 = l_4495 + uint32(1);
l_mut_4118 = l_4496;
const uint32 l_4497 = l_4495 & uint32(2147483647);
const bool l_4498 = l_4497 == uint32(0);
if (l_4498) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4499 = l_4495 & uint32(2147483648);
const bool l_4500 = l_4499 != uint32(0);
if (l_4500) {
const uint32 l_4501 = l_4495 - uint32(1);
l_mut_4118 = l_4501;
} else {
const bool l_4502 = l_4495 == uint32(2139095040);
if (l_4502) {
l_mut_4118 = l_4495;
}
}
}
const float l_4503 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4504 = reinterpret_cast<uint32 const&>(l_4503);
const uint32 l_4505 = l_4504 & uint32(2147483647);
const float l_4506 = reinterpret_cast<float const&>(l_4505);
const double l_4507 = double(l_4506);
l_mut_3356 = l_4507;
const bool l_4508 = l_4505 < uint32(8388608);
if (l_4508) {
const double l_4509 = double(l_4505);
const double l_4510 = l_4509 * double(1.401298464324817e-45);
l_mut_3356 = l_4510;
}
const uint64 l_4511 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4512 = l_4504 >> uint32(31);
const uint64 l_4513 = uint64(l_4512);
const uint64 l_4514 = l_4513 << uint64(63);
const uint64 l_4515 = l_4511 | l_4514;
const double l_4516 = reinterpret_cast<double const&>(l_4515);
const bool l_4517 = l_4516 <= l_4458;
if (l_4517) {
const uint32 l_4518 = reinterpret_cast<uint32 const&>(l_4464);
const uint32 l_4519 = l_4518 + uint32(1);
l_mut_4118 = l_4519;
const uint32 l_4520 = l_4518 & uint32(2147483647);
const bool l_4521 = l_4520 == uint32(0);
if (l_4521) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4522 = l_4518 & uint32(2147483648);
const bool l_4523 = l_4522 != uint32(0);
if (l_4523) {
const uint32 l_4524 = l_4518 - uint32(1);
l_mut_4118 = l_4524;
} else {
const bool l_4525 = l_4518 == uint32(2139095040);
if (l_4525) {
l_mut_4118 = l_4518;
}
}
}
const float l_4526 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4527 = reinterpret_cast<uint32 const&>(l_4526);
const uint32 l_4528 = l_4527 & uint32(2147483647);
const float l_4529 = reinterpret_cast<float const&>(l_4528);
const double l_4530 = double(l_4529);
l_mut_3356 = l_4530;
const bool l_4531 = l_4528 < uint32(8388608);
if (l_4531) {
const double l_4532 = double(l_4528);
const double l_4533 = l_4532 * double(1.401298464324817e-45);
l_mut_3356 = l_4533;
}
const uint64 l_4534 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_4535 = l_4527 >> uint32(31);
const uint64 l_4536 = uint64(l_4535);
const uint64 l_4537 = l_4536 << uint64(63);
const uint64 l_4538 = l_4534 | l_4537;
const double l_4539 = reinterpret_cast<double const&>(l_4538);
l_mut_3612 = l_4539;
}
}
}
const double l_4540 = -l_mut_3612;
l_mut_3612 = l_4540;
const bool l_4541 = bool(false) && bool(false);
if (l_4541) {
const double l_4542 = l_4453 + l_4456;
const double l_4543 = l_4542 * double(7.1362384635298e44);
const double l_4544 = floor(l_4543);
const double l_4545 = l_4544 * double(1.401298464324817e-45);
l_mut_3356 = l_4545;
const double l_4546 = abs(l_4542);
const bool l_4547 = l_4546 >= double(1.1754943508222875e-38);
if (l_4547) {
const float l_4548 = float(l_4542);
const double l_4549 = double(l_4548);
l_mut_3356 = l_4549;
const bool l_4550 = l_mut_3356 > l_4542;
if (l_4550) {
const uint32 l_4551 = reinterpret_cast<uint32 const&>(l_4548);
const uint32 l_4552 = l_4551 ^ uint32(2147483648);
const float l_4553 = reinterpret_cast<float const&>(l_4552);
const uint32 l_4554 = reinterpret_cast<uint32 const&>(l_4553);
const uint32 l_4555 = l_4554 + uint32(1);
l_mut_4118 = l_4555;
const uint32 l_4556 = l_4554 & uint32(2147483647);
const bool l_4557 = l_4556 == uint32(0);
if (l_4557) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4558 = l_4554 & uint32(2147483648);
const bool l_4559 = l_4558 != uint32(0);
if (l_4559) {
const uint32 l_4560 = l_4554 - uint32(1);
l_mut_4118 = l_4560;
} else {
const bool l_4561 = l_4554 == uint32(2139095040);
if (l_4561) {
l_mut_4118 = l_4554;
}
}
}
const float l_4562 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4563 = reinterpret_cast<uint32 const&>(l_4562);
const uint32 l_4564 = l_4563 ^ uint32(2147483648);
const float l_4565 = reinterpret_cast<float const&>(l_4564);
const uint32 l_4566 = reinterpret_cast<uint32 const&>(l_4565);
const uint32 l_4567 = l_4566 & uint32(2147483647);
const float l_4568 = reinterpret_cast<float const&>(l_4567);
const double l_4569 = double(l_4568);
l_mut_3102 = l_4569;
const bool l_4570 = l_4567 < uint32(8388608);
if (l_4570) {
const double l_4571 = double(l_4567);
const double l_4572 = l_4571 * double(1.401298464324817e-45);
l_mut_3102 = l_4572;
}
const uint64 l_4573 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_4574 = l_4566 >> uint32(31);
const uint64 l_4575 = uint64(l_4574);
const uint64 l_4576 = l_4575 << uint64(63);
const uint64 l_4577 = l_4573 | l_4576;
const double l_4578 = reinterpret_cast<double const&>(l_4577);
l_mut_3356 = l_4578;
} else {
const uint32 l_4579 = reinterpret_cast<uint32 const&>(l_4548);
const uint32 l_4580 = l_4579 + uint32(1);
l_mut_4118 = l_4580;
const uint32 l_4581 = l_4579 & uint32(2147483647);
const bool l_4582 = l_4581 == uint32(0);
if (l_4582) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4583 = l_4579 & uint32(2147483648);
const bool l_4584 = l_4583 != uint32(0);
if (l_4584) {
const uint32 l_4585 = l_4579 - uint32(1);
l_mut_4118 = l_4585;
} else {
const bool l_4586 = l_4579 == uint32(2139095040);
if (l_4586) {
l_mut_4118 = l_4579;
}
}
}
const float l_4587 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4588 = reinterpret_cast<uint32 const&>(l_4587);
const uint32 l_4589 = l_4588 & uint32(2147483647);
const float l_4590 = reinterpret_cast<float const&>(l_4589);
const double l_4591 = double(l_4590);
l_mut_3102 = l_4591;
const bool l_4592 = l_4589 < uint32(8388608);
if (l_4592) {
const double l_4593 = double(l_4589);
const double l_4594 = l_4593 * double(1.401298464324817e-45);
l_mut_3102 = l_4594;
}
const uint64 l_4595 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_4596 = l_4588 >> uint32(31);
const uint64 l_4597 = uint64(l_4596);
const uint64 l_4598 = l_4597 << uint64(63);
const uint64 l_4599 = l_4595 | l_4598;
const double l_4600 = reinterpret_cast<double const&>(l_4599);
const bool l_4601 = l_4600 <= l_4542;
if (l_4601) {
const uint32 l_4602 = reinterpret_cast<uint32 const&>(l_4548);
const uint32 l_4603 = l_4602 + uint32(1);
l_mut_4118 = l_4603;
const uint32 l_4604 = l_4602 & uint32(2147483647);
const bool l_4605 = l_4604 == uint32(0);
if (l_4605) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4606 = l_4602 & uint32(2147483648);
const bool l_4607 = l_4606 != uint32(0);
if (l_4607) {
const uint32 l_4608 = l_4602 - uint32(1);
l_mut_4118 = l_4608;
} else {
const bool l_4609 = l_4602 == uint32(2139095040);
if (l_4609) {
l_mut_4118 = l_4602;
}
}
}
const float l_4610 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4611 = reinterpret_cast<uint32 const&>(l_4610);
const uint32 l_4612 = l_4611 & uint32(2147483647);
const float l_4613 = reinterpret_cast<float const&>(l_4612);
const double l_4614 = double(l_4613);
l_mut_3102 = l_4614;
const bool l_4615 = l_4612 < uint32(8388608);
if (l_4615) {
const double l_4616 = double(l_4612);
const double l_4617 = l_4616 * double(1.401298464324817e-45);
l_mut_3102 = l_4617;
}
const uint64 l_4618 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_4619 = l_4611 >> uint32(31);
const uint64 l_4620 = uint64(l_4619);
const uint64 l_4621 = l_4620 << uint64(63);
const uint64 l_4622 = l_4618 | l_4621;
const double l_4623 = reinterpret_cast<double const&>(l_4622);
l_mut_3356 = l_4623;
}
}
}
l_mut_3612 = l_mut_3356;
} else {
}
const double l_4624 = l_mut_567 - l_907;
const double l_4625 = abs(l_4624);
const double l_4626 = l_4625 * double(2.220446049250313e-16);
const double l_4627 = l_2984 + l_4626;
const double l_4628 = l_4624 + l_4627;
const double l_4629 = -l_4628;
const double l_4630 = l_4629 * double(7.1362384635298e44);
const double l_4631 = floor(l_4630);
const double l_4632 = l_4631 * double(1.401298464324817e-45);
l_mut_3356 = l_4632;
const double l_4633 = abs(l_4629);
const bool l_4634 = l_4633 >= double(1.1754943508222875e-38);
if (l_4634) {
const float l_4635 = float(l_4629);
const double l_4636 = double(l_4635);
l_mut_3356 = l_4636;
const bool l_4637 = l_mut_3356 > l_4629;
if (l_4637) {
const uint32 l_4638 = reinterpret_cast<uint32 const&>(l_4635);
const uint32 l_4639 = l_4638 ^ uint32(2147483648);
const float l_4640 = reinterpret_cast<float const&>(l_4639);
const uint32 l_4641 = reinterpret_cast<uint32 const&>(l_4640);
const uint32 l_4642 = l_4641 + uint32(1);
l_mut_4118 = l_4642;
const uint32 l_4643 = l_4641 & uint32(2147483647);
const bool l_4644 = l_4643 == uint32(0);
if (l_4644) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4645 = l_4641 & uint32(2147483648);
const bool l_4646 = l_4645 != uint32(0);
if (l_4646) {
const uint32 l_4647 = l_4641 - uint32(1);
l_mut_4118 = l_4647;
} else {
const bool l_4648 = l_4641 == uint32(2139095040);
if (l_4648) {
l_mut_4118 = l_4641;
}
}
}
const float l_4649 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4650 = reinterpret_cast<uint32 const&>(l_4649);
const uint32 l_4651 = l_4650 ^ uint32(2147483648);
const float l_4652 = reinterpret_cast<float const&>(l_4651);
const uint32 l_4653 = reinterpret_cast<uint32 const&>(l_4652);
const uint32 l_4654 = l_4653 & uint32(2147483647);
const float l_4655 = reinterpret_cast<float const&>(l_4654);
const double l_4656 = double(l_4655);
l_mut_3102 = l_4656;
const bool l_4657 = l_4654 < uint32(8388608);
if (l_4657) {
const double l_4658 = double(l_4654);
const double l_4659 = l_4658 * double(1.401298464324817e-45);
l_mut_3102 = l_4659;
}
const uint64 l_4660 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_4661 = l_4653 >> uint32(31);
const uint64 l_4662 = uint64(l_4661);
const uint64 l_4663 = l_4662 << uint64(63);
const uint64 l_4664 = l_4660 | l_4663;
const double l_4665 = reinterpret_cast<double const&>(l_4664);
l_mut_3356 = l_4665;
} else {
const uint32 l_4666 = reinterpret_cast<uint32 const&>(l_4635);
const uint32 l_4667 = l_4666 + uint32(1);
l_mut_4118 = l_4667;
const uint32 l_4668 = l_4666 & uint32(2147483647);
const bool l_4669 = l_4668 == uint32(0);
if (l_4669) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4670 = l_4666 & uint32(2147483648);
const bool l_4671 = l_4670 != uint32(0);
if (l_4671) {
const uint32 l_4672 = l_4666 - uint32(1);
l_mut_4118 = l_4672;
} else {
const bool l_4673 = l_4666 == uint32(2139095040);
if (l_4673) {
l_mut_4118 = l_4666;
}
}
}
const float l_4674 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4675 = reinterpret_cast<uint32 const&>(l_4674);
const uint32 l_4676 = l_4675 & uint32(2147483647);
const float l_4677 = reinterpret_cast<float const&>(l_4676);
const double l_4678 = double(l_4677);
l_mut_3102 = l_4678;
const bool l_4679 = l_4676 < uint32(8388608);
if (l_4679) {
const double l_4680 = double(l_4676);
const double l_4681 = l_4680 * double(1.401298464324817e-45);
l_mut_3102 = l_4681;
}
const uint64 l_4682 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_4683 = l_4675 >> uint32(31);
const uint64 l_4684 = uint64(l_4683);
const uint64 l_4685 = l_4684 << uint64(63);
const uint64 l_4686 = l_4682 | l_4685;
const double l_4687 = reinterpret_cast<double const&>(l_4686);
const bool l_4688 = l_4687 <= l_4629;
if (l_4688) {
const uint32 l_4689 = reinterpret_cast<uint32 const&>(l_4635);
const uint32 l_4690 = l_4689 + uint32(1);
l_mut_4118 = l_4690;
const uint32 l_4691 = l_4689 & uint32(2147483647);
const bool l_4692 = l_4691 == uint32(0);
if (l_4692) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4693 = l_4689 & uint32(2147483648);
const bool l_4694 = l_4693 != uint32(0);
if (l_4694) {
const uint32 l_4695 = l_4689 - uint32(1);
l_mut_4118 = l_4695;
} else {
const bool l_4696 = l_4689 == uint32(2139095040);
if (l_4696) {
l_mut_4118 = l_4689;
}
}
}
const float l_4697 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4698 = reinterpret_cast<uint32 const&>(l_4697);
const uint32 l_4699 = l_4698 & uint32(2147483647);
const float l_4700 = reinterpret_cast<float const&>(l_4699);
const double l_4701 = double(l_4700);
l_mut_3102 = l_4701;
const bool l_4702 = l_4699 < uint32(8388608);
if (l_4702) {
const double l_4703 = double(l_4699);
const double l_4704 = l_4703 * double(1.401298464324817e-45);
l_mut_3102 = l_4704;
}
const uint64 l_4705 = reinterpret_cast<uint64 const&>(l_mut_3102);
const uint32 l_4706 = l_4698 >> uint32(31);
const uint64 l_4707 = uint64(l_4706);
const uint64 l_4708 = l_4707 << uint64(63);
const uint64 l_4709 = l_4705 | l_4708;
const double l_4710 = reinterpret_cast<double const&>(l_4709);
l_mut_3356 = l_4710;
}
}
}
const double l_4711 = -l_mut_3356;
l_mut_3356 = l_4711;
const bool l_4712 = bool(true) && bool(false);
if (l_4712) {
const double l_4713 = l_4624 + l_4627;
const double l_4714 = l_4713 * double(7.1362384635298e44);
const double l_4715 = floor(l_4714);
const double l_4716 = l_4715 * double(1.401298464324817e-45);
l_mut_3102 = l_4716;
const double l_4717 = abs(l_4713);
const bool l_4718 = l_4717 >= double(1.1754943508222875e-38);
if (l_4718) {
const float l_4719 = float(l_4713);
const double l_4720 = double(l_4719);
l_mut_3102 = l_4720;
const bool l_4721 = l_mut_3102 > l_4713;
if (l_4721) {
const uint32 l_4722 = reinterpret_cast<uint32 const&>(l_4719);
const uint32 l_4723 = l_4722 ^ uint32(2147483648);
const float l_4724 = reinterpret_cast<float const&>(l_4723);
const uint32 l_4725 = reinterpret_cast<uint32 const&>(l_4724);
const uint32 l_4726 = l_4725 + uint32(1);
l_mut_4118 = l_4726;
const uint32 l_4727 = l_4725 & uint32(2147483647);
const bool l_4728 = l_4727 == uint32(0);
if (l_4728) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4729 = l_4725 & uint32(2147483648);
const bool l_4730 = l_4729 != uint32(0);
if (l_4730) {
const uint32 l_4731 = l_4725 - uint32(1);
l_mut_4118 = l_4731;
} else {
const bool l_4732 = l_4725 == uint32(2139095040);
if (l_4732) {
l_mut_4118 = l_4725;
}
}
}
const float l_4733 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4734 = reinterpret_cast<uint32 const&>(l_4733);
const uint32 l_4735 = l_4734 ^ uint32(2147483648);
const float l_4736 = reinterpret_cast<float const&>(l_4735);
const uint32 l_4737 = reinterpret_cast<uint32 const&>(l_4736);
const uint32 l_4738 = l_4737 & uint32(2147483647);
const float l_4739 = reinterpret_cast<float const&>(l_4738);
const double l_4740 = double(l_4739);
l_mut_241 = l_4740;
const bool l_4741 = l_4738 < uint32(8388608);
if (l_4741) {
const double l_4742 = double(l_4738);
const double l_4743 = l_4742 * double(1.401298464324817e-45);
l_mut_241 = l_4743;
}
const uint64 l_4744 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4745 = l_4737 >> uint32(31);
const uint64 l_4746 = uint64(l_4745);
const uint64 l_4747 = l_4746 << uint64(63);
const uint64 l_4748 = l_4744 | l_4747;
const double l_4749 = reinterpret_cast<double const&>(l_4748);
l_mut_3102 = l_4749;
} else {
const uint32 l_4750 = reinterpret_cast<uint32 const&>(l_4719);
const uint32 l_4751 = l_4750 + uint32(1);
l_mut_4118 = l_4751;
const uint32 l_4752 = l_4750 & uint32(2147483647);
const bool l_4753 = l_4752 == uint32(0);
if (l_4753) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4754 = l_4750 & uint32(2147483648);
const bool l_4755 = l_4754 != uint32(0);
if (l_4755) {
const uint32 l_4756 = l_4750 - uint32(1);
l_mut_4118 = l_4756;
} else {
const bool l_4757 = l_4750 == uint32(2139095040);
if (l_4757) {
l_mut_4118 = l_4750;
}
}
}
const float l_4758 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4759 = reinterpret_cast<uint32 const&>(l_4758);
const uint32 l_4760 = l_4759 & uint32(2147483647);
const float l_4761 = reinterpret_cast<float const&>(l_4760);
const double l_4762 = double(l_4761);
l_mut_241 = l_4762;
const bool l_4763 = l_4760 < uint32(8388608);
if (l_4763) {
const double l_4764 = double(l_4760);
const double l_4765 = l_4764 * double(1.401298464324817e-45);
l_mut_241 = l_4765;
}
const uint64 l_4766 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4767 = l_4759 >> uint32(31);
const uint64 l_4768 = uint64(l_4767);
const uint64 l_4769 = l_4768 << uint64(63);
const uint64 l_4770 = l_4766 | l_4769;
const double l_4771 = reinterpret_cast<double const&>(l_4770);
const bool l_4772 = l_4771 <= l_4713;
if (l_4772) {
const uint32 l_4773 = reinterpret_cast<uint32 const&>(l_4719);
const uint32 l_4774 = l_4773 + uint32(1);
l_mut_4118 = l_4774;
const uint32 l_4775 = l_4773 & uint32(2147483647);
const bool l_4776 = l_4775 == uint32(0);
if (l_4776) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4777 = l_4773 & uint32(2147483648);
const bool l_4778 = l_4777 != uint32(0);
if (l_4778) {
const uint32 l_4779 = l_4773 - uint32(1);
l_mut_4118 = l_4779;
} else {
const bool l_4780 = l_4773 == uint32(2139095040);
if (l_4780) {
l_mut_4118 = l_4773;
}
}
}
const float l_4781 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4782 = reinterpret_cast<uint32 const&>(l_4781);
const uint32 l_4783 = l_4782 & uint32(2147483647);
const float l_4784 = reinterpret_cast<float const&>(l_4783);
const double l_4785 = double(l_4784);
l_mut_241 = l_4785;
const bool l_4786 = l_4783 < uint32(8388608);
if (l_4786) {
const double l_4787 = double(l_4783);
const double l_4788 = l_4787 * double(1.401298464324817e-45);
l_mut_241 = l_4788;
}
const uint64 l_4789 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4790 = l_4782 >> uint32(31);
const uint64 l_4791 = uint64(l_4790);
const uint64 l_4792 = l_4791 << uint64(63);
const uint64 l_4793 = l_4789 | l_4792;
const double l_4794 = reinterpret_cast<double const&>(l_4793);
l_mut_3102 = l_4794;
}
}
}
l_mut_3356 = l_mut_3102;
} else {
const double l_4795 = l_4624 - l_4627;
const double l_4796 = l_4795 * double(7.1362384635298e44);
const double l_4797 = floor(l_4796);
const double l_4798 = l_4797 * double(1.401298464324817e-45);
l_mut_3102 = l_4798;
const double l_4799 = abs(l_4795);
const bool l_4800 = l_4799 >= double(1.1754943508222875e-38);
if (l_4800) {
const float l_4801 = float(l_4795);
const double l_4802 = double(l_4801);
l_mut_3102 = l_4802;
const bool l_4803 = l_mut_3102 > l_4795;
if (l_4803) {
const uint32 l_4804 = reinterpret_cast<uint32 const&>(l_4801);
const uint32 l_4805 = l_4804 ^ uint32(2147483648);
const float l_4806 = reinterpret_cast<float const&>(l_4805);
const uint32 l_4807 = reinterpret_cast<uint32 const&>(l_4806);
const uint32 l_4808 = l_4807 + uint32(1);
l_mut_4118 = l_4808;
const uint32 l_4809 = l_4807 & uint32(2147483647);
const bool l_4810 = l_4809 == uint32(0);
if (l_4810) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4811 = l_4807 & uint32(2147483648);
const bool l_4812 = l_4811 != uint32(0);
if (l_4812) {
const uint32 l_4813 = l_4807 - uint32(1);
l_mut_4118 = l_4813;
} else {
const bool l_4814 = l_4807 == uint32(2139095040);
if (l_4814) {
l_mut_4118 = l_4807;
}
}
}
const float l_4815 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4816 = reinterpret_cast<uint32 const&>(l_4815);
const uint32 l_4817 = l_4816 ^ uint32(2147483648);
const float l_4818 = reinterpret_cast<float const&>(l_4817);
const uint32 l_4819 = reinterpret_cast<uint32 const&>(l_4818);
const uint32 l_4820 = l_4819 & uint32(2147483647);
const float l_4821 = reinterpret_cast<float const&>(l_4820);
const double l_4822 = double(l_4821);
l_mut_241 = l_4822;
const bool l_4823 = l_4820 < uint32(8388608);
if (l_4823) {
const double l_4824 = double(l_4820);
const double l_4825 = l_4824 * double(1.401298464324817e-45);
l_mut_241 = l_4825;
}
const uint64 l_4826 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4827 = l_4819 >> uint32(31);
const uint64 l_4828 = uint64(l_4827);
const uint64 l_4829 = l_4828 << uint64(63);
const uint64 l_4830 = l_4826 | l_4829;
const double l_4831 = reinterpret_cast<double const&>(l_4830);
l_mut_3102 = l_4831;
} else {
const uint32 l_4832 = reinterpret_cast<uint32 const&>(l_4801);
const uint32 l_4833 = l_4832 + uint32(1);
l_mut_4118 = l_4833;
const uint32 l_4834 = l_4832 & uint32(2147483647);
const bool l_4835 = l_4834 == uint32(0);
if (l_4835) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4836 = l_4832 & uint32(2147483648);
const bool l_4837 = l_4836 != uint32(0);
if (l_4837) {
const uint32 l_4838 = l_4832 - uint32(1);
l_mut_4118 = l_4838;
} else {
const bool l_4839 = l_4832 == uint32(2139095040);
if (l_4839) {
l_mut_4118 = l_4832;
}
}
}
const float l_4840 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4841 = reinterpret_cast<uint32 const&>(l_4840);
const uint32 l_4842 = l_4841 & uint32(2147483647);
const float l_4843 = reinterpret_cast<float const&>(l_4842);
const double l_4844 = double(l_4843);
l_mut_241 = l_4844;
const bool l_4845 = l_4842 < uint32(8388608);
if (l_4845) {
const double l_4846 = double(l_4842);
const double l_4847 = l_4846 * double(1.401298464324817e-45);
l_mut_241 = l_4847;
}
const uint64 l_4848 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4849 = l_4841 >> uint32(31);
const uint64 l_4850 = uint64(l_4849);
const uint64 l_4851 = l_4850 << uint64(63);
const uint64 l_4852 = l_4848 | l_4851;
const double l_4853 = reinterpret_cast<double const&>(l_4852);
const bool l_4854 = l_4853 <= l_4795;
if (l_4854) {
const uint32 l_4855 = reinterpret_cast<uint32 const&>(l_4801);
const uint32 l_4856 = l_4855 + uint32(1);
l_mut_4118 = l_4856;
const uint32 l_4857 = l_4855 & uint32(2147483647);
const bool l_4858 = l_4857 == uint32(0);
if (l_4858) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4859 = l_4855 & uint32(2147483648);
const bool l_4860 = l_4859 != uint32(0);
if (l_4860) {
const uint32 l_4861 = l_4855 - uint32(1);
l_mut_4118 = l_4861;
} else {
const bool l_4862 = l_4855 == uint32(2139095040);
if (l_4862) {
l_mut_4118 = l_4855;
}
}
}
const float l_4863 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4864 = reinterpret_cast<uint32 const&>(l_4863);
const uint32 l_4865 = l_4864 & uint32(2147483647);
const float l_4866 = reinterpret_cast<float const&>(l_4865);
const double l_4867 = double(l_4866);
l_mut_241 = l_4867;
const bool l_4868 = l_4865 < uint32(8388608);
if (l_4868) {
const double l_4869 = double(l_4865);
const double l_4870 = l_4869 * double(1.401298464324817e-45);
l_mut_241 = l_4870;
}
const uint64 l_4871 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4872 = l_4864 >> uint32(31);
const uint64 l_4873 = uint64(l_4872);
const uint64 l_4874 = l_4873 << uint64(63);
const uint64 l_4875 = l_4871 | l_4874;
const double l_4876 = reinterpret_cast<double const&>(l_4875);
l_mut_3102 = l_4876;
}
}
}
l_mut_3356 = l_mut_3102;
}
const double l_4877 = l_mut_567 + l_907;
const double l_4878 = abs(l_4877);
const double l_4879 = l_4878 * double(2.220446049250313e-16);
const double l_4880 = l_2984 + l_4879;
const double l_4881 = l_4877 + l_4880;
const double l_4882 = -l_4881;
const double l_4883 = l_4882 * double(7.1362384635298e44);
const double l_4884 = floor(l_4883);
const double l_4885 = l_4884 * double(1.401298464324817e-45);
l_mut_3102 = l_4885;
const double l_4886 = abs(l_4882);
const bool l_4887 = l_4886 >= double(1.1754943508222875e-38);
if (l_4887) {
const float l_4888 = float(l_4882);
const double l_4889 = double(l_4888);
l_mut_3102 = l_4889;
const bool l_4890 = l_mut_3102 > l_4882;
if (l_4890) {
const uint32 l_4891 = reinterpret_cast<uint32 const&>(l_4888);
const uint32 l_4892 = l_4891 ^ uint32(2147483648);
const float l_4893 = reinterpret_cast<float const&>(l_4892);
const uint32 l_4894 = reinterpret_cast<uint32 const&>(l_4893);
const uint32 l_4895 = l_4894 + uint32(1);
l_mut_4118 = l_4895;
const uint32 l_4896 = l_4894 & uint32(2147483647);
const bool l_4897 = l_4896 == uint32(0);
if (l_4897) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4898 = l_4894 & uint32(2147483648);
const bool l_4899 = l_4898 != uint32(0);
if (l_4899) {
const uint32 l_4900 = l_4894 - uint32(1);
l_mut_4118 = l_4900;
} else {
const bool l_4901 = l_4894 == uint32(2139095040);
if (l_4901) {
l_mut_4118 = l_4894;
}
}
}
const float l_4902 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4903 = reinterpret_cast<uint32 const&>(l_4902);
const uint32 l_4904 = l_4903 ^ uint32(2147483648);
const float l_4905 = reinterpret_cast<float const&>(l_4904);
const uint32 l_4906 = reinterpret_cast<uint32 const&>(l_4905);
const uint32 l_4907 = l_4906 & uint32(2147483647);
const float l_4908 = reinterpret_cast<float const&>(l_4907);
const double l_4909 = double(l_4908);
l_mut_241 = l_4909;
const bool l_4910 = l_4907 < uint32(8388608);
if (l_4910) {
const double l_4911 = double(l_4907);
const double l_4912 = l_4911 * double(1.401298464324817e-45);
l_mut_241 = l_4912;
}
const uint64 l_4913 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4914 = l_4906 >> uint32(31);
const uint64 l_4915 = uint64(l_4914);
const uint64 l_4916 = l_4915 << uint64(63);
const uint64 l_4917 = l_4913 | l_4916;
const double l_4918 = reinterpret_cast<double const&>(l_4917);
l_mut_3102 = l_4918;
} else {
const uint32 l_4919 = reinterpret_cast<uint32 const&>(l_4888);
const uint32 l_4920 = l_4919 + uint32(1);
l_mut_4118 = l_4920;
const uint32 l_4921 = l_4919 & uint32(2147483647);
const bool l_4922 = l_4921 == uint32(0);
if (l_4922) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4923 = l_4919 & uint32(2147483648);
const bool l_4924 = l_4923 != uint32(0);
if (l_4924) {
const uint32 l_4925 = l_4919 - uint32(1);
l_mut_4118 = l_4925;
} else {
const bool l_4926 = l_4919 == uint32(2139095040);
if (l_4926) {
l_mut_4118 = l_4919;
}
}
}
const float l_4927 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4928 = reinterpret_cast<uint32 const&>(l_4927);
const uint32 l_4929 = l_4928 & uint32(2147483647);
const float l_4930 = reinterpret_cast<float const&>(l_4929);
const double l_4931 = double(l_4930);
l_mut_241 = l_4931;
const bool l_4932 = l_4929 < uint32(8388608);
if (l_4932) {
const double l_4933 = double(l_4929);
const double l_4934 = l_4933 * double(1.401298464324817e-45);
l_mut_241 = l_4934;
}
const uint64 l_4935 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4936 = l_4928 >> uint32(31);
const uint64 l_4937 = uint64(l_4936);
const uint64 l_4938 = l_4937 << uint64(63);
const uint64 l_4939 = l_4935 | l_4938;
const double l_4940 = reinterpret_cast<double const&>(l_4939);
const bool l_4941 = l_4940 <= l_4882;
if (l_4941) {
const uint32 l_4942 = reinterpret_cast<uint32 const&>(l_4888);
const uint32 l_4943 = l_4942 + uint32(1);
l_mut_4118 = l_4943;
const uint32 l_4944 = l_4942 & uint32(2147483647);
const bool l_4945 = l_4944 == uint32(0);
if (l_4945) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4946 = l_4942 & uint32(2147483648);
const bool l_4947 = l_4946 != uint32(0);
if (l_4947) {
const uint32 l_4948 = l_4942 - uint32(1);
l_mut_4118 = l_4948;
} else {
const bool l_4949 = l_4942 == uint32(2139095040);
if (l_4949) {
l_mut_4118 = l_4942;
}
}
}
const float l_4950 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4951 = reinterpret_cast<uint32 const&>(l_4950);
const uint32 l_4952 = l_4951 & uint32(2147483647);
const float l_4953 = reinterpret_cast<float const&>(l_4952);
const double l_4954 = double(l_4953);
l_mut_241 = l_4954;
const bool l_4955 = l_4952 < uint32(8388608);
if (l_4955) {
const double l_4956 = double(l_4952);
const double l_4957 = l_4956 * double(1.401298464324817e-45);
l_mut_241 = l_4957;
}
const uint64 l_4958 = reinterpret_cast<uint64 const&>(l_mut_241);
const uint32 l_4959 = l_4951 >> uint32(31);
const uint64 l_4960 = uint64(l_4959);
const uint64 l_4961 = l_4960 << uint64(63);
const uint64 l_4962 = l_4958 | l_4961;
const double l_4963 = reinterpret_cast<double const&>(l_4962);
l_mut_3102 = l_4963;
}
}
}
const double l_4964 = -l_mut_3102;
l_mut_3102 = l_4964;
const bool l_4965 = bool(false) && bool(false);
if (l_4965) {
const double l_4966 = l_4877 + l_4880;
const double l_4967 = l_4966 * double(7.1362384635298e44);
const double l_4968 = floor(l_4967);
const double l_4969 = l_4968 * double(1.401298464324817e-45);
l_mut_241 = l_4969;
const double l_4970 = abs(l_4966);
const bool l_4971 = l_4970 >= double(1.1754943508222875e-38);
if (l_4971) {
const float l_4972 = float(l_4966);
const double l_4973 = double(l_4972);
l_mut_241 = l_4973;
const bool l_4974 = l_mut_241 > l_4966;
if (l_4974) {
const uint32 l_4975 = reinterpret_cast<uint32 const&>(l_4972);
const uint32 l_4976 = l_4975 ^ uint32(2147483648);
const float l_4977 = reinterpret_cast<float const&>(l_4976);
const uint32 l_4978 = reinterpret_cast<uint32 const&>(l_4977);
const uint32 l_4979 = l_4978 + uint32(1);
l_mut_4118 = l_4979;
const uint32 l_4980 = l_4978 & uint32(2147483647);
const bool l_4981 = l_4980 == uint32(0);
if (l_4981) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_4982 = l_4978 & uint32(2147483648);
const bool l_4983 = l_4982 != uint32(0);
if (l_4983) {
const uint32 l_4984 = l_4978 - uint32(1);
l_mut_4118 = l_4984;
} else {
const bool l_4985 = l_4978 == uint32(2139095040);
if (l_4985) {
l_mut_4118 = l_4978;
}
}
}
const float l_4986 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_4987 = reinterpret_cast<uint32 const&>(l_4986);
const uint32 l_4988 = l_4987 ^ uint32(2147483648);
const float l_4989 = reinterpret_cast<float const&>(l_4988);
const uint32 l_4990 = reinterpret_cast<uint32 const&>(l_4989);
const uint32 l_4991 = l_4990 & uint32(2147483647);
const float l_4992 = reinterpret_cast<float const&>(l_4991);
const double l_4993 = double(l_4992);
l_mut_166 = l_4993;
const bool l_4994 = l_4991 < uint32(8388608);
if (l_4994) {
const double l_4995 = double(l_4991);
const double l_4996 = l_4995 * double(1.401298464324817e-45);
l_mut_166 = l_4996;
}
const uint64 l_4997 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_4998 = l_4990 >> uint32(31);
const uint64 l_4999 = uint64(l_4998);
const uint64 l_5000 = l_4999 << uint64(63);
const uint64 l_5001 = l_4997 | l_5000;
const double l_5002 = reinterpret_cast<double const&>(l_5001);
l_mut_241 = l_5002;
} else {
const uint32 l_5003 = reinterpret_cast<uint32 const&>(l_4972);
const uint32 l_5004 = l_5003 + uint32(1);
l_mut_4118 = l_5004;
const uint32 l_5005 = l_5003 & uint32(2147483647);
const bool l_5006 = l_5005 == uint32(0);
if (l_5006) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_5007 = l_5003 & uint32(2147483648);
const bool l_5008 = l_5007 != uint32(0);
if (l_5008) {
const uint32 l_5009 = l_5003 - uint32(1);
l_mut_4118 = l_5009;
} else {
const bool l_5010 = l_5003 == uint32(2139095040);
if (l_5010) {
l_mut_4118 = l_5003;
}
}
}
const float l_5011 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_5012 = reinterpret_cast<uint32 const&>(l_5011);
const uint32 l_5013 = l_5012 & uint32(2147483647);
const float l_5014 = reinterpret_cast<float const&>(l_5013);
const double l_5015 = double(l_5014);
l_mut_166 = l_5015;
const bool l_5016 = l_5013 < uint32(8388608);
if (l_5016) {
const double l_5017 = double(l_5013);
const double l_5018 = l_5017 * double(1.401298464324817e-45);
l_mut_166 = l_5018;
}
const uint64 l_5019 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_5020 = l_5012 >> uint32(31);
const uint64 l_5021 = uint64(l_5020);
const uint64 l_5022 = l_5021 << uint64(63);
const uint64 l_5023 = l_5019 | l_5022;
const double l_5024 = reinterpret_cast<double const&>(l_5023);
const bool l_5025 = l_5024 <= l_4966;
if (l_5025) {
const uint32 l_5026 = reinterpret_cast<uint32 const&>(l_4972);
const uint32 l_5027 = l_5026 + uint32(1);
l_mut_4118 = l_5027;
const uint32 l_5028 = l_5026 & uint32(2147483647);
const bool l_5029 = l_5028 == uint32(0);
if (l_5029) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_5030 = l_5026 & uint32(2147483648);
const bool l_5031 = l_5030 != uint32(0);
if (l_5031) {
const uint32 l_5032 = l_5026 - uint32(1);
l_mut_4118 = l_5032;
} else {
const bool l_5033 = l_5026 == uint32(2139095040);
if (l_5033) {
l_mut_4118 = l_5026;
}
}
}
const float l_5034 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_5035 = reinterpret_cast<uint32 const&>(l_5034);
const uint32 l_5036 = l_5035 & uint32(2147483647);
const float l_5037 = reinterpret_cast<float const&>(l_5036);
const double l_5038 = double(l_5037);
l_mut_166 = l_5038;
const bool l_5039 = l_5036 < uint32(8388608);
if (l_5039) {
const double l_5040 = double(l_5036);
const double l_5041 = l_5040 * double(1.401298464324817e-45);
l_mut_166 = l_5041;
}
const uint64 l_5042 = reinterpret_cast<uint64 const&>(l_mut_166);
const uint32 l_5043 = l_5035 >> uint32(31);
const uint64 l_5044 = uint64(l_5043);
const uint64 l_5045 = l_5044 << uint64(63);
const uint64 l_5046 = l_5042 | l_5045;
const double l_5047 = reinterpret_cast<double const&>(l_5046);
l_mut_241 = l_5047;
}
}
}
l_mut_3102 = l_mut_241;
} else {
}
l_mut_4118 = uint32(0);
const bool l_5048 = l_mut_3356 <= double(0.0);
const bool l_5049 = l_mut_3102 >= double(0.0);
const bool l_5050 = l_5048 && l_5049;
const bool l_5051 = !l_5050;
if (l_5051) {
const double l_5053 = l_mut_3866 / l_mut_3356;
const double l_5054 = l_mut_3866 / l_mut_3102;
const double l_5055 = l_mut_3612 / l_mut_3356;
const double l_5056 = l_mut_3612 / l_mut_3102;
l_arr_5052[uint32(0)] = l_5053;
l_arr_5052[uint32(1)] = l_5053;
const double l_5057 = l_arr_5052[uint32(0)];
const bool l_5058 = l_5054 < l_5057;
if (l_5058) {
l_arr_5052[uint32(0)] = l_5054;
}
const double l_5059 = l_arr_5052[uint32(0)];
const bool l_5060 = l_5055 < l_5059;
if (l_5060) {
l_arr_5052[uint32(0)] = l_5055;
}
const double l_5061 = l_arr_5052[uint32(0)];
const bool l_5062 = l_5056 < l_5061;
if (l_5062) {
l_arr_5052[uint32(0)] = l_5056;
}
const double l_5063 = l_arr_5052[uint32(1)];
const bool l_5064 = l_5054 > l_5063;
if (l_5064) {
l_arr_5052[uint32(1)] = l_5054;
}
const double l_5065 = l_arr_5052[uint32(1)];
const bool l_5066 = l_5055 > l_5065;
if (l_5066) {
l_arr_5052[uint32(1)] = l_5055;
}
const double l_5067 = l_arr_5052[uint32(1)];
const bool l_5068 = l_5056 > l_5067;
if (l_5068) {
l_arr_5052[uint32(1)] = l_5056;
}
const double l_5069 = l_arr_5052[uint32(0)];
const double l_5070 = abs(l_5069);
const double l_5071 = l_5070 * l_mut_395;
const double l_5072 = l_arr_5052[uint32(1)];
const double l_5073 = abs(l_5072);
const double l_5074 = l_5073 * l_mut_395;
l_mut_4118 = uint32(2);
const double l_5075 = l_arr_5052[uint32(0)];
const double l_5076 = l_5075 - l_5071;
const double l_5077 = abs(l_5076);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5078 = l_5077 >= double(1.1754943508222875e-38);
const bool l_5079 = l_5077 <= double(1.7976931348623157e308);
const bool l_5080 = l_5078 && l_5079;
if (l_5080) {
const uint64 l_5081 = reinterpret_cast<uint64 const&>(l_5077);
const uint64 l_5082 = l_5081 >> uint64(52);
const uint64 l_5083 = l_5082 - uint64(23);
const uint64 l_5084 = l_5083 << uint64(52);
const double l_5085 = reinterpret_cast<double const&>(l_5084);
l_mut_3866 = l_5085;
}
const double l_5086 = l_5075 + l_5071;
const double l_5087 = abs(l_5086);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_5088 = l_5087 >= double(1.1754943508222875e-38);
const bool l_5089 = l_5087 <= double(1.7976931348623157e308);
const bool l_5090 = l_5088 && l_5089;
if (l_5090) {
const uint64 l_5091 = reinterpret_cast<uint64 const&>(l_5087);
const uint64 l_5092 = l_5091 >> uint64(52);
const uint64 l_5093 = l_5092 - uint64(23);
const uint64 l_5094 = l_5093 << uint64(52);
const double l_5095 = reinterpret_cast<double const&>(l_5094);
l_mut_3612 = l_5095;
}
const bool l_5096 = l_mut_3866 == l_mut_3612;
const double l_5097 = l_arr_5052[uint32(1)];
const double l_5098 = l_5097 - l_5074;
const double l_5099 = abs(l_5098);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5100 = l_5099 >= double(1.1754943508222875e-38);
const bool l_5101 = l_5099 <= double(1.7976931348623157e308);
const bool l_5102 = l_5100 && l_5101;
if (l_5102) {
const uint64 l_5103 = reinterpret_cast<uint64 const&>(l_5099);
const uint64 l_5104 = l_5103 >> uint64(52);
const uint64 l_5105 = l_5104 - uint64(23);
const uint64 l_5106 = l_5105 << uint64(52);
const double l_5107 = reinterpret_cast<double const&>(l_5106);
l_mut_3866 = l_5107;
}
const double l_5108 = l_5097 + l_5074;
const double l_5109 = abs(l_5108);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_5110 = l_5109 >= double(1.1754943508222875e-38);
const bool l_5111 = l_5109 <= double(1.7976931348623157e308);
const bool l_5112 = l_5110 && l_5111;
if (l_5112) {
const uint64 l_5113 = reinterpret_cast<uint64 const&>(l_5109);
const uint64 l_5114 = l_5113 >> uint64(52);
const uint64 l_5115 = l_5114 - uint64(23);
const uint64 l_5116 = l_5115 << uint64(52);
const double l_5117 = reinterpret_cast<double const&>(l_5116);
l_mut_3612 = l_5117;
}
const bool l_5118 = l_mut_3866 == l_mut_3612;
const bool l_5119 = l_5096 && l_5118;
if (l_5119) {
const double l_5120 = l_arr_5052[uint32(0)];
const double l_5121 = l_arr_5052[uint32(0)];
const double l_5122 = abs(l_5121);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5123 = l_5122 >= double(1.1754943508222875e-38);
const bool l_5124 = l_5122 <= double(1.7976931348623157e308);
const bool l_5125 = l_5123 && l_5124;
if (l_5125) {
const uint64 l_5126 = reinterpret_cast<uint64 const&>(l_5122);
const uint64 l_5127 = l_5126 >> uint64(52);
const uint64 l_5128 = l_5127 - uint64(23);
const uint64 l_5129 = l_5128 << uint64(52);
const double l_5130 = reinterpret_cast<double const&>(l_5129);
l_mut_3866 = l_5130;
}
const double l_5131 = l_910 * l_mut_3866;
const double l_5132 = l_5120 - l_5131;
const double l_5133 = l_arr_5052[uint32(1)];
const double l_5134 = l_arr_5052[uint32(1)];
const double l_5135 = abs(l_5134);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5136 = l_5135 >= double(1.1754943508222875e-38);
const bool l_5137 = l_5135 <= double(1.7976931348623157e308);
const bool l_5138 = l_5136 && l_5137;
if (l_5138) {
const uint64 l_5139 = reinterpret_cast<uint64 const&>(l_5135);
const uint64 l_5140 = l_5139 >> uint64(52);
const uint64 l_5141 = l_5140 - uint64(23);
const uint64 l_5142 = l_5141 << uint64(52);
const double l_5143 = reinterpret_cast<double const&>(l_5142);
l_mut_3866 = l_5143;
}
const double l_5144 = l_910 * l_mut_3866;
const double l_5145 = l_5133 + l_5144;
const uint32 l_5146 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5147 = l_5146 & uint32(2147483647);
const float l_5148 = reinterpret_cast<float const&>(l_5147);
const double l_5149 = double(l_5148);
l_mut_3866 = l_5149;
const bool l_5150 = l_5147 < uint32(8388608);
if (l_5150) {
const double l_5151 = double(l_5147);
const double l_5152 = l_5151 * double(1.401298464324817e-45);
l_mut_3866 = l_5152;
}
const uint64 l_5153 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5154 = l_5146 >> uint32(31);
const uint64 l_5155 = uint64(l_5154);
const uint64 l_5156 = l_5155 << uint64(63);
const uint64 l_5157 = l_5153 | l_5156;
const double l_5158 = reinterpret_cast<double const&>(l_5157);
const uint32 l_5159 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5160 = l_5159 + uint32(1);
l_mut_5161 = l_5160;
const uint32 l_5162 = l_5159 & uint32(2147483647);
const bool l_5163 = l_5162 == uint32(0);
if (l_5163) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_5164 = l_5159 & uint32(2147483648);
const bool l_5165 = l_5164 != uint32(0);
if (l_5165) {
const uint32 l_5166 = l_5159 - uint32(1);
l_mut_5161 = l_5166;
} else {
const bool l_5167 = l_5159 == uint32(2139095040);
if (l_5167) {
l_mut_5161 = l_5159;
}
}
}
const float l_5168 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_5169 = reinterpret_cast<uint32 const&>(l_5168);
const uint32 l_5170 = l_5169 & uint32(2147483647);
const float l_5171 = reinterpret_cast<float const&>(l_5170);
const double l_5172 = double(l_5171);
l_mut_3866 = l_5172;
const bool l_5173 = l_5170 < uint32(8388608);
if (l_5173) {
const double l_5174 = double(l_5170);
const double l_5175 = l_5174 * double(1.401298464324817e-45);
l_mut_3866 = l_5175;
}
const uint64 l_5176 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5177 = l_5169 >> uint32(31);
const uint64 l_5178 = uint64(l_5177);
const uint64 l_5179 = l_5178 << uint64(63);
const uint64 l_5180 = l_5176 | l_5179;
const double l_5181 = reinterpret_cast<double const&>(l_5180);
const uint32 l_5182 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5183 = l_5182 ^ uint32(2147483648);
const float l_5184 = reinterpret_cast<float const&>(l_5183);
const uint32 l_5185 = reinterpret_cast<uint32 const&>(l_5184);
const uint32 l_5186 = l_5185 + uint32(1);
l_mut_5161 = l_5186;
const uint32 l_5187 = l_5185 & uint32(2147483647);
const bool l_5188 = l_5187 == uint32(0);
if (l_5188) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_5189 = l_5185 & uint32(2147483648);
const bool l_5190 = l_5189 != uint32(0);
if (l_5190) {
const uint32 l_5191 = l_5185 - uint32(1);
l_mut_5161 = l_5191;
} else {
const bool l_5192 = l_5185 == uint32(2139095040);
if (l_5192) {
l_mut_5161 = l_5185;
}
}
}
const float l_5193 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_5194 = reinterpret_cast<uint32 const&>(l_5193);
const uint32 l_5195 = l_5194 ^ uint32(2147483648);
const float l_5196 = reinterpret_cast<float const&>(l_5195);
const uint32 l_5197 = reinterpret_cast<uint32 const&>(l_5196);
const uint32 l_5198 = l_5197 & uint32(2147483647);
const float l_5199 = reinterpret_cast<float const&>(l_5198);
const double l_5200 = double(l_5199);
l_mut_3866 = l_5200;
const bool l_5201 = l_5198 < uint32(8388608);
if (l_5201) {
const double l_5202 = double(l_5198);
const double l_5203 = l_5202 * double(1.401298464324817e-45);
l_mut_3866 = l_5203;
}
const uint64 l_5204 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5205 = l_5197 >> uint32(31);
const uint64 l_5206 = uint64(l_5205);
const uint64 l_5207 = l_5206 << uint64(63);
const uint64 l_5208 = l_5204 | l_5207;
const double l_5209 = reinterpret_cast<double const&>(l_5208);
const double l_5210 = l_5132 + l_5071;
const bool l_5211 = l_5210 <= l_5158;
l_mut_1034 = l_5211;
const double l_5212 = l_5132 - l_5071;
const bool l_5213 = l_5212 > l_5158;
l_mut_1031 = l_5213;
const double l_5214 = l_5145 - l_5074;
const bool l_5215 = l_5214 >= l_5158;
l_mut_1028 = l_5215;
const double l_5216 = l_5145 + l_5074;
const bool l_5217 = l_5216 < l_5158;
l_mut_1025 = l_5217;
const double l_5218 = l_5132 + l_5071;
const bool l_5219 = l_5218 < l_5181;
l_mut_1034 = l_5219;
const double l_5220 = l_5132 - l_5071;
const bool l_5221 = l_5220 >= l_5181;
l_mut_1031 = l_5221;
const double l_5222 = l_5145 - l_5074;
const bool l_5223 = l_5222 > l_5209;
l_mut_1028 = l_5223;
const double l_5224 = l_5145 + l_5074;
const bool l_5225 = l_5224 <= l_5209;
l_mut_1025 = l_5225;
l_mut_5161 = uint32(2);
const bool l_5226 = l_mut_1031 || l_mut_1025;
if (l_5226) {
l_mut_5161 = uint32(1);
} else {
const bool l_5227 = l_mut_1034 && l_mut_1028;
if (l_5227) {
l_mut_5161 = uint32(0);
}
}
const uint32 l_5228 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5229 = l_5228 & uint32(2147483647);
const bool l_5230 = l_5229 == uint32(0);
if (l_5230) {
const double l_5231 = l_5132 + l_5071;
const bool l_5232 = l_5231 < double(1.1754943508222875e-38);
const double l_5233 = l_5145 - l_5074;
const bool l_5234 = l_5233 > double(-1.1754943508222875e-38);
const bool l_5235 = l_5232 && l_5234;
const double l_5236 = l_5132 - l_5071;
const bool l_5237 = l_5236 < double(1.1754943508222875e-38);
const double l_5238 = l_5145 + l_5074;
const bool l_5239 = l_5238 > double(-1.1754943508222875e-38);
const bool l_5240 = l_5237 && l_5239;
if (l_5235) {
l_mut_5161 = uint32(0);
} else {
const bool l_5241 = l_mut_5161 == uint32(1);
const bool l_5242 = l_5240 && l_5241;
if (l_5242) {
l_mut_5161 = uint32(2);
}
}
}
l_mut_4118 = l_mut_5161;
}
}
const bool l_5243 = l_mut_933 == uint32(0);
if (l_5243) {
l_mut_974 = uint32(0);
} else {
const bool l_5244 = l_mut_4118 == uint32(1);
if (l_5244) {
l_mut_974 = uint32(1);
}
}
} else {
const double l_5245 = l_mut_2087 - l_907;
const double l_5246 = l_mut_2087 + l_907;
const double l_5247 = l_mut_567 - l_907;
const double l_5248 = l_mut_567 + l_907;
const double l_5249 = abs(l_5247);
const bool l_5250 = l_5249 > l_2984;
const double l_5251 = abs(l_5248);
const bool l_5252 = l_5251 > l_2984;
const bool l_5253 = l_5250 && l_5252;
if (l_5253) {
const double l_5254 = l_2982 + l_2984;
const double l_5255 = abs(l_5247);
const double l_5256 = abs(l_5248);
l_mut_3866 = l_5255;
const bool l_5257 = l_5256 < l_5255;
if (l_5257) {
l_mut_3866 = l_5256;
}
const double l_5258 = l_5254 / l_mut_3866;
const double l_5259 = abs(l_5245);
const double l_5260 = abs(l_5246);
l_mut_3866 = l_5259;
const bool l_5261 = l_5260 < l_5259;
if (l_5261) {
l_mut_3866 = l_5260;
}
const double l_5262 = l_2982 / l_mut_3866;
const double l_5263 = l_5258 + l_5262;
l_mut_395 = l_mut_395 + l_5263;
l_mut_5161 = uint32(0);
const bool l_5264 = l_5247 <= double(0.0);
const bool l_5265 = l_5248 >= double(0.0);
const bool l_5266 = l_5264 && l_5265;
const bool l_5267 = !l_5266;
if (l_5267) {
const double l_5269 = l_5245 / l_5247;
const double l_5270 = l_5245 / l_5248;
const double l_5271 = l_5246 / l_5247;
const double l_5272 = l_5246 / l_5248;
l_arr_5268[uint32(0)] = l_5269;
l_arr_5268[uint32(1)] = l_5269;
const double l_5273 = l_arr_5268[uint32(0)];
const bool l_5274 = l_5270 < l_5273;
if (l_5274) {
l_arr_5268[uint32(0)] = l_5270;
}
const double l_5275 = l_arr_5268[uint32(0)];
const bool l_5276 = l_5271 < l_5275;
if (l_5276) {
l_arr_5268[uint32(0)] = l_5271;
}
const double l_5277 = l_arr_5268[uint32(0)];
const bool l_5278 = l_5272 < l_5277;
if (l_5278) {
l_arr_5268[uint32(0)] = l_5272;
}
const double l_5279 = l_arr_5268[uint32(1)];
const bool l_5280 = l_5270 > l_5279;
if (l_5280) {
l_arr_5268[uint32(1)] = l_5270;
}
const double l_5281 = l_arr_5268[uint32(1)];
const bool l_5282 = l_5271 > l_5281;
if (l_5282) {
l_arr_5268[uint32(1)] = l_5271;
}
const double l_5283 = l_arr_5268[uint32(1)];
const bool l_5284 = l_5272 > l_5283;
if (l_5284) {
l_arr_5268[uint32(1)] = l_5272;
}
const double l_5285 = l_arr_5268[uint32(0)];
const double l_5286 = abs(l_5285);
const double l_5287 = l_5286 * l_mut_395;
const double l_5288 = l_arr_5268[uint32(1)];
const double l_5289 = abs(l_5288);
const double l_5290 = l_5289 * l_mut_395;
l_mut_5161 = uint32(2);
const double l_5291 = l_arr_5268[uint32(0)];
const double l_5292 = l_5291 - l_5287;
const double l_5293 = abs(l_5292);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5294 = l_5293 >= double(1.1754943508222875e-38);
const bool l_5295 = l_5293 <= double(1.7976931348623157e308);
const bool l_5296 = l_5294 && l_5295;
if (l_5296) {
const uint64 l_5297 = reinterpret_cast<uint64 const&>(l_5293);
const uint64 l_5298 = l_5297 >> uint64(52);
const uint64 l_5299 = l_5298 - uint64(23);
const uint64 l_5300 = l_5299 << uint64(52);
const double l_5301 = reinterpret_cast<double const&>(l_5300);
l_mut_3866 = l_5301;
}
const double l_5302 = l_5291 + l_5287;
const double l_5303 = abs(l_5302);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_5304 = l_5303 >= double(1.1754943508222875e-38);
const bool l_5305 = l_5303 <= double(1.7976931348623157e308);
const bool l_5306 = l_5304 && l_5305;
if (l_5306) {
const uint64 l_5307 = reinterpret_cast<uint64 const&>(l_5303);
const uint64 l_5308 = l_5307 >> uint64(52);
const uint64 l_5309 = l_5308 - uint64(23);
const uint64 l_5310 = l_5309 << uint64(52);
const double l_5311 = reinterpret_cast<double const&>(l_5310);
l_mut_3612 = l_5311;
}
const bool l_5312 = l_mut_3866 == l_mut_3612;
const double l_5313 = l_arr_5268[uint32(1)];
const double l_5314 = l_5313 - l_5290;
const double l_5315 = abs(l_5314);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5316 = l_5315 >= double(1.1754943508222875e-38);
const bool l_5317 = l_5315 <= double(1.7976931348623157e308);
const bool l_5318 = l_5316 && l_5317;
if (l_5318) {
const uint64 l_5319 = reinterpret_cast<uint64 const&>(l_5315);
const uint64 l_5320 = l_5319 >> uint64(52);
const uint64 l_5321 = l_5320 - uint64(23);
const uint64 l_5322 = l_5321 << uint64(52);
const double l_5323 = reinterpret_cast<double const&>(l_5322);
l_mut_3866 = l_5323;
}
const double l_5324 = l_5313 + l_5290;
const double l_5325 = abs(l_5324);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_5326 = l_5325 >= double(1.1754943508222875e-38);
const bool l_5327 = l_5325 <= double(1.7976931348623157e308);
const bool l_5328 = l_5326 && l_5327;
if (l_5328) {
const uint64 l_5329 = reinterpret_cast<uint64 const&>(l_5325);
const uint64 l_5330 = l_5329 >> uint64(52);
const uint64 l_5331 = l_5330 - uint64(23);
const uint64 l_5332 = l_5331 << uint64(52);
const double l_5333 = reinterpret_cast<double const&>(l_5332);
l_mut_3612 = l_5333;
}
const bool l_5334 = l_mut_3866 == l_mut_3612;
const bool l_5335 = l_5312 && l_5334;
if (l_5335) {
const double l_5336 = l_arr_5268[uint32(0)];
const double l_5337 = l_arr_5268[uint32(0)];
const double l_5338 = abs(l_5337);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5339 = l_5338 >= double(1.1754943508222875e-38);
const bool l_5340 = l_5338 <= double(1.7976931348623157e308);
const bool l_5341 = l_5339 && l_5340;
if (l_5341) {
const uint64 l_5342 = reinterpret_cast<uint64 const&>(l_5338);
const uint64 l_5343 = l_5342 >> uint64(52);
const uint64 l_5344 = l_5343 - uint64(23);
const uint64 l_5345 = l_5344 << uint64(52);
const double l_5346 = reinterpret_cast<double const&>(l_5345);
l_mut_3866 = l_5346;
}
const double l_5347 = l_910 * l_mut_3866;
const double l_5348 = l_5336 - l_5347;
const double l_5349 = l_arr_5268[uint32(1)];
const double l_5350 = l_arr_5268[uint32(1)];
const double l_5351 = abs(l_5350);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5352 = l_5351 >= double(1.1754943508222875e-38);
const bool l_5353 = l_5351 <= double(1.7976931348623157e308);
const bool l_5354 = l_5352 && l_5353;
if (l_5354) {
const uint64 l_5355 = reinterpret_cast<uint64 const&>(l_5351);
const uint64 l_5356 = l_5355 >> uint64(52);
const uint64 l_5357 = l_5356 - uint64(23);
const uint64 l_5358 = l_5357 << uint64(52);
const double l_5359 = reinterpret_cast<double const&>(l_5358);
l_mut_3866 = l_5359;
}
const double l_5360 = l_910 * l_mut_3866;
const double l_5361 = l_5349 + l_5360;
const uint32 l_5362 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5363 = l_5362 & uint32(2147483647);
const float l_5364 = reinterpret_cast<float const&>(l_5363);
const double l_5365 = double(l_5364);
l_mut_3866 = l_5365;
const bool l_5366 = l_5363 < uint32(8388608);
if (l_5366) {
const double l_5367 = double(l_5363);
const double l_5368 = l_5367 * double(1.401298464324817e-45);
l_mut_3866 = l_5368;
}
const uint64 l_5369 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5370 = l_5362 >> uint32(31);
const uint64 l_5371 = uint64(l_5370);
const uint64 l_5372 = l_5371 << uint64(63);
const uint64 l_5373 = l_5369 | l_5372;
const double l_5374 = reinterpret_cast<double const&>(l_5373);
const uint32 l_5375 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5376 = l_5375 + uint32(1);
l_mut_4118 = l_5376;
const uint32 l_5377 = l_5375 & uint32(2147483647);
const bool l_5378 = l_5377 == uint32(0);
if (l_5378) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_5379 = l_5375 & uint32(2147483648);
const bool l_5380 = l_5379 != uint32(0);
if (l_5380) {
const uint32 l_5381 = l_5375 - uint32(1);
l_mut_4118 = l_5381;
} else {
const bool l_5382 = l_5375 == uint32(2139095040);
if (l_5382) {
l_mut_4118 = l_5375;
}
}
}
const float l_5383 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_5384 = reinterpret_cast<uint32 const&>(l_5383);
const uint32 l_5385 = l_5384 & uint32(2147483647);
const float l_5386 = reinterpret_cast<float const&>(l_5385);
const double l_5387 = double(l_5386);
l_mut_3866 = l_5387;
const bool l_5388 = l_5385 < uint32(8388608);
if (l_5388) {
const double l_5389 = double(l_5385);
const double l_5390 = l_5389 * double(1.401298464324817e-45);
l_mut_3866 = l_5390;
}
const uint64 l_5391 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5392 = l_5384 >> uint32(31);
const uint64 l_5393 = uint64(l_5392);
const uint64 l_5394 = l_5393 << uint64(63);
const uint64 l_5395 = l_5391 | l_5394;
const double l_5396 = reinterpret_cast<double const&>(l_5395);
const uint32 l_5397 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5398 = l_5397 ^ uint32(2147483648);
const float l_5399 = reinterpret_cast<float const&>(l_5398);
const uint32 l_5400 = reinterpret_cast<uint32 const&>(l_5399);
const uint32 l_5401 = l_5400 + uint32(1);
l_mut_4118 = l_5401;
const uint32 l_5402 = l_5400 & uint32(2147483647);
const bool l_5403 = l_5402 == uint32(0);
if (l_5403) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_5404 = l_5400 & uint32(2147483648);
const bool l_5405 = l_5404 != uint32(0);
if (l_5405) {
const uint32 l_5406 = l_5400 - uint32(1);
l_mut_4118 = l_5406;
} else {
const bool l_5407 = l_5400 == uint32(2139095040);
if (l_5407) {
l_mut_4118 = l_5400;
}
}
}
const float l_5408 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_5409 = reinterpret_cast<uint32 const&>(l_5408);
const uint32 l_5410 = l_5409 ^ uint32(2147483648);
const float l_5411 = reinterpret_cast<float const&>(l_5410);
const uint32 l_5412 = reinterpret_cast<uint32 const&>(l_5411);
const uint32 l_5413 = l_5412 & uint32(2147483647);
const float l_5414 = reinterpret_cast<float const&>(l_5413);
const double l_5415 = double(l_5414);
l_mut_3866 = l_5415;
const bool l_5416 = l_5413 < uint32(8388608);
if (l_5416) {
const double l_5417 = double(l_5413);
const double l_5418 = l_5417 * double(1.401298464324817e-45);
l_mut_3866 = l_5418;
}
const uint64 l_5419 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5420 = l_5412 >> uint32(31);
const uint64 l_5421 = uint64(l_5420);
const uint64 l_5422 = l_5421 << uint64(63);
const uint64 l_5423 = l_5419 | l_5422;
const double l_5424 = reinterpret_cast<double const&>(l_5423);
const double l_5425 = l_5348 + l_5287;
const bool l_5426 = l_5425 <= l_5374;
l_mut_1034 = l_5426;
const double l_5427 = l_5348 - l_5287;
const bool l_5428 = l_5427 > l_5374;
l_mut_1031 = l_5428;
const double l_5429 = l_5361 - l_5290;
const bool l_5430 = l_5429 >= l_5374;
l_mut_1028 = l_5430;
const double l_5431 = l_5361 + l_5290;
const bool l_5432 = l_5431 < l_5374;
l_mut_1025 = l_5432;
l_mut_4118 = uint32(2);
const bool l_5433 = l_mut_1031 || l_mut_1025;
if (l_5433) {
l_mut_4118 = uint32(1);
} else {
const bool l_5434 = l_mut_1034 && l_mut_1028;
if (l_5434) {
l_mut_4118 = uint32(0);
}
}
const uint32 l_5435 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5436 = l_5435 & uint32(2147483647);
const bool l_5437 = l_5436 == uint32(0);
if (l_5437) {
const double l_5438 = l_5348 + l_5287;
const bool l_5439 = l_5438 < double(1.1754943508222875e-38);
const double l_5440 = l_5361 - l_5290;
const bool l_5441 = l_5440 > double(-1.1754943508222875e-38);
const bool l_5442 = l_5439 && l_5441;
const double l_5443 = l_5348 - l_5287;
const bool l_5444 = l_5443 < double(1.1754943508222875e-38);
const double l_5445 = l_5361 + l_5290;
const bool l_5446 = l_5445 > double(-1.1754943508222875e-38);
const bool l_5447 = l_5444 && l_5446;
if (l_5442) {
l_mut_4118 = uint32(0);
} else {
const bool l_5448 = l_mut_4118 == uint32(1);
const bool l_5449 = l_5447 && l_5448;
if (l_5449) {
l_mut_4118 = uint32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
}
l_mut_974 = l_mut_5161;
}
}
l_mut_379 = l_mut_974;
} else {
const bool l_5450 = l_915 <= l_913;
if (l_5450) {
const float l_5451 = float(l_914);
const uint32 l_5452 = reinterpret_cast<uint32 const&>(l_5451);
const uint32 l_5453 = l_5452 & uint32(2147483647);
const float l_5454 = reinterpret_cast<float const&>(l_5453);
const double l_5455 = double(l_5454);
l_mut_3866 = l_5455;
const bool l_5456 = l_5453 < uint32(8388608);
if (l_5456) {
const double l_5457 = double(l_5453);
const double l_5458 = l_5457 * double(1.401298464324817e-45);
l_mut_3866 = l_5458;
}
const uint64 l_5459 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5460 = l_5452 >> uint32(31);
const uint64 l_5461 = uint64(l_5460);
const uint64 l_5462 = l_5461 << uint64(63);
const uint64 l_5463 = l_5459 | l_5462;
const double l_5464 = reinterpret_cast<double const&>(l_5463);
const double l_5465 = abs(l_5464);
l_mut_3866 = l_5465;
l_mut_5161 = uint32(0);
const bool l_5466 = l_5465 >= double(0.785);
if (l_5466) {
const double l_5467 = l_5465 * double(0.6366197723675814);
const double l_5468 = l_5467 + double(0.5);
const double l_5469 = floor(l_5468);
const double l_5470 = l_5469 * double(1.570796325802803);
const double l_5471 = l_5465 - l_5470;
const double l_5472 = l_5471 * l_20;
const double l_5473 = l_5469 * double(9.920935796805404e-10);
const double l_5474 = l_5472 - l_5473;
l_mut_3866 = l_5474;
const uint32 l_5475 = uint32(l_5469);
l_mut_5161 = l_5475;
}
const uint32 l_5476 = reinterpret_cast<uint32 const&>(l_5451);
const bool l_5477 = l_5476 >= uint32(2147483648);
const double l_5478 = l_mut_3866 * l_mut_3866;
const double l_5479 = l_5478 * double(1.9572941063391263e-20);
const double l_5480 = double(8.22063524662433e-18) - l_5479;
l_mut_3612 = l_5480;
const double l_5481 = l_mut_3612 * l_5478;
const double l_5482 = l_5481 - double(2.8114572543455206e-15);
l_mut_3612 = l_5482;
const double l_5483 = l_mut_3612 * l_5478;
const double l_5484 = l_5483 + double(7.647163731819816e-13);
l_mut_3612 = l_5484;
const double l_5485 = l_mut_3612 * l_5478;
const double l_5486 = l_5485 - double(1.6059043836821613e-10);
l_mut_3612 = l_5486;
const double l_5487 = l_mut_3612 * l_5478;
const double l_5488 = l_5487 + double(2.505210838544172e-8);
l_mut_3612 = l_5488;
const double l_5489 = l_mut_3612 * l_5478;
const double l_5490 = l_5489 - double(2.7557319223985893e-6);
l_mut_3612 = l_5490;
const double l_5491 = l_mut_3612 * l_5478;
const double l_5492 = l_5491 + double(0.0001984126984126984);
l_mut_3612 = l_5492;
const double l_5493 = l_mut_3612 * l_5478;
const double l_5494 = l_5493 - double(0.008333333333333333);
l_mut_3612 = l_5494;
const double l_5495 = l_mut_3612 * l_5478;
const double l_5496 = l_5495 + double(0.16666666666666666);
l_mut_3612 = l_5496;
const double l_5497 = double(0.5) * l_5478;
const double l_5498 = double(1.0) - l_5497;
const double l_5499 = double(0.0) * l_5498;
const double l_5500 = l_mut_3866 * l_5478;
const double l_5501 = l_5500 * l_mut_3612;
const double l_5502 = l_5499 - l_5501;
const double l_5503 = l_mut_3866 + l_5502;
const double l_5504 = l_mut_3866 * l_mut_3866;
const double l_5505 = l_5504 * double(4.110317623312165e-19);
const double l_5506 = l_5505 - double(1.5619206968586225e-16);
l_mut_3612 = l_5506;
const double l_5507 = l_mut_3612 * l_5504;
const double l_5508 = l_5507 + double(4.779477332387385e-14);
l_mut_3612 = l_5508;
const double l_5509 = l_mut_3612 * l_5504;
const double l_5510 = l_5509 - double(1.1470745597729725e-11);
l_mut_3612 = l_5510;
const double l_5511 = l_mut_3612 * l_5504;
const double l_5512 = l_5511 + double(2.08767569878681e-9);
l_mut_3612 = l_5512;
const double l_5513 = l_mut_3612 * l_5504;
const double l_5514 = l_5513 - double(2.755731922398589e-7);
l_mut_3612 = l_5514;
const double l_5515 = l_mut_3612 * l_5504;
const double l_5516 = l_5515 + double(2.48015873015873e-5);
l_mut_3612 = l_5516;
const double l_5517 = l_mut_3612 * l_5504;
const double l_5518 = l_5517 - double(0.001388888888888889);
l_mut_3612 = l_5518;
const double l_5519 = l_mut_3612 * l_5504;
const double l_5520 = l_5519 + double(0.041666666666666664);
l_mut_3612 = l_5520;
const double l_5521 = double(0.5) * l_5504;
const double l_5522 = double(1.0) - l_5521;
const double l_5523 = l_5504 * l_5504;
const double l_5524 = l_5523 * l_mut_3612;
const double l_5525 = double(0.0) * l_mut_3866;
const double l_5526 = l_5524 - l_5525;
const double l_5527 = l_5522 + l_5526;
const uint32 l_5528 = l_mut_5161 & uint32(1);
const bool l_5529 = l_5528 == uint32(1);
l_mut_3866 = l_5503;
const uint32 l_5530 = l_mut_5161 & uint32(2);
const bool l_5531 = l_5530 != uint32(0);
l_mut_1034 = l_5531;
const bool l_5532 = uint32(6) == uint32(6);
if (l_5532) {
if (l_5529) {
l_mut_3866 = l_5527;
}
} else {
const bool l_5533 = uint32(6) == uint32(7);
if (l_5533) {
l_mut_3866 = l_5527;
if (l_5529) {
l_mut_3866 = l_5503;
}
const uint32 l_5534 = l_mut_5161 + uint32(1);
const uint32 l_5535 = l_5534 & uint32(2);
const bool l_5536 = l_5535 != uint32(0);
l_mut_1034 = l_5536;
} else {
const double l_5537 = l_5503 / l_5527;
l_mut_3866 = l_5537;
if (l_5529) {
const double l_5538 = l_5527 / l_5503;
l_mut_3866 = l_5538;
}
l_mut_1034 = l_5529;
}
}
const bool l_5539 = uint32(6) != uint32(7);
const bool l_5540 = l_5539 && l_5477;
if (l_5540) {
const bool l_5541 = !l_mut_1034;
l_mut_1034 = l_5541;
}
if (l_mut_1034) {
const double l_5542 = -l_mut_3866;
l_mut_3866 = l_5542;
}
const float l_5543 = float(l_914);
const uint32 l_5544 = reinterpret_cast<uint32 const&>(l_5543);
const uint32 l_5545 = l_5544 & uint32(2147483647);
const float l_5546 = reinterpret_cast<float const&>(l_5545);
const double l_5547 = double(l_5546);
l_mut_3612 = l_5547;
const bool l_5548 = l_5545 < uint32(8388608);
if (l_5548) {
const double l_5549 = double(l_5545);
const double l_5550 = l_5549 * double(1.401298464324817e-45);
l_mut_3612 = l_5550;
}
const uint64 l_5551 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_5552 = l_5544 >> uint32(31);
const uint64 l_5553 = uint64(l_5552);
const uint64 l_5554 = l_5553 << uint64(63);
const uint64 l_5555 = l_5551 | l_5554;
const double l_5556 = reinterpret_cast<double const&>(l_5555);
const double l_5557 = abs(l_5556);
l_mut_3612 = l_5557;
l_mut_5161 = uint32(0);
const bool l_5558 = l_5557 >= double(0.785);
if (l_5558) {
const double l_5559 = l_5557 * double(0.6366197723675814);
const double l_5560 = l_5559 + double(0.5);
const double l_5561 = floor(l_5560);
const double l_5562 = l_5561 * double(1.570796325802803);
const double l_5563 = l_5557 - l_5562;
const double l_5564 = l_5563 * l_20;
const double l_5565 = l_5561 * double(9.920935796805404e-10);
const double l_5566 = l_5564 - l_5565;
l_mut_3612 = l_5566;
const uint32 l_5567 = uint32(l_5561);
l_mut_5161 = l_5567;
}
const uint32 l_5568 = reinterpret_cast<uint32 const&>(l_5543);
const bool l_5569 = l_5568 >= uint32(2147483648);
const double l_5570 = l_mut_3612 * l_mut_3612;
const double l_5571 = l_5570 * double(1.9572941063391263e-20);
const double l_5572 = double(8.22063524662433e-18) - l_5571;
l_mut_3356 = l_5572;
const double l_5573 = l_mut_3356 * l_5570;
const double l_5574 = l_5573 - double(2.8114572543455206e-15);
l_mut_3356 = l_5574;
const double l_5575 = l_mut_3356 * l_5570;
const double l_5576 = l_5575 + double(7.647163731819816e-13);
l_mut_3356 = l_5576;
const double l_5577 = l_mut_3356 * l_5570;
const double l_5578 = l_5577 - double(1.6059043836821613e-10);
l_mut_3356 = l_5578;
const double l_5579 = l_mut_3356 * l_5570;
const double l_5580 = l_5579 + double(2.505210838544172e-8);
l_mut_3356 = l_5580;
const double l_5581 = l_mut_3356 * l_5570;
const double l_5582 = l_5581 - double(2.7557319223985893e-6);
l_mut_3356 = l_5582;
const double l_5583 = l_mut_3356 * l_5570;
const double l_5584 = l_5583 + double(0.0001984126984126984);
l_mut_3356 = l_5584;
const double l_5585 = l_mut_3356 * l_5570;
const double l_5586 = l_5585 - double(0.008333333333333333);
l_mut_3356 = l_5586;
const double l_5587 = l_mut_3356 * l_5570;
const double l_5588 = l_5587 + double(0.16666666666666666);
l_mut_3356 = l_5588;
const double l_5589 = double(0.5) * l_5570;
const double l_5590 = double(1.0) - l_5589;
const double l_5591 = double(0.0) * l_5590;
const double l_5592 = l_mut_3612 * l_5570;
const double l_5593 = l_5592 * l_mut_3356;
const double l_5594 = l_5591 - l_5593;
const double l_5595 = l_mut_3612 + l_5594;
const double l_5596 = l_mut_3612 * l_mut_3612;
const double l_5597 = l_5596 * double(4.110317623312165e-19);
const double l_5598 = l_5597 - double(1.5619206968586225e-16);
l_mut_3356 = l_5598;
const double l_5599 = l_mut_3356 * l_5596;
const double l_5600 = l_5599 + double(4.779477332387385e-14);
l_mut_3356 = l_5600;
const double l_5601 = l_mut_3356 * l_5596;
const double l_5602 = l_5601 - double(1.1470745597729725e-11);
l_mut_3356 = l_5602;
const double l_5603 = l_mut_3356 * l_5596;
const double l_5604 = l_5603 + double(2.08767569878681e-9);
l_mut_3356 = l_5604;
const double l_5605 = l_mut_3356 * l_5596;
const double l_5606 = l_5605 - double(2.755731922398589e-7);
l_mut_3356 = l_5606;
const double l_5607 = l_mut_3356 * l_5596;
const double l_5608 = l_5607 + double(2.48015873015873e-5);
l_mut_3356 = l_5608;
const double l_5609 = l_mut_3356 * l_5596;
const double l_5610 = l_5609 - double(0.001388888888888889);
l_mut_3356 = l_5610;
const double l_5611 = l_mut_3356 * l_5596;
const double l_5612 = l_5611 + double(0.041666666666666664);
l_mut_3356 = l_5612;
const double l_5613 = double(0.5) * l_5596;
const double l_5614 = double(1.0) - l_5613;
const double l_5615 = l_5596 * l_5596;
const double l_5616 = l_5615 * l_mut_3356;
const double l_5617 = double(0.0) * l_mut_3612;
const double l_5618 = l_5616 - l_5617;
const double l_5619 = l_5614 + l_5618;
const uint32 l_5620 = l_mut_5161 & uint32(1);
const bool l_5621 = l_5620 == uint32(1);
l_mut_3612 = l_5595;
const uint32 l_5622 = l_mut_5161 & uint32(2);
const bool l_5623 = l_5622 != uint32(0);
l_mut_1034 = l_5623;
const bool l_5624 = uint32(7) == uint32(6);
if (l_5624) {
if (l_5621) {
l_mut_3612 = l_5619;
}
} else {
const bool l_5625 = uint32(7) == uint32(7);
if (l_5625) {
l_mut_3612 = l_5619;
if (l_5621) {
l_mut_3612 = l_5595;
}
const uint32 l_5626 = l_mut_5161 + uint32(1);
const uint32 l_5627 = l_5626 & uint32(2);
const bool l_5628 = l_5627 != uint32(0);
l_mut_1034 = l_5628;
} else {
const double l_5629 = l_5595 / l_5619;
l_mut_3612 = l_5629;
if (l_5621) {
const double l_5630 = l_5619 / l_5595;
l_mut_3612 = l_5630;
}
l_mut_1034 = l_5621;
}
}
const bool l_5631 = uint32(7) != uint32(7);
const bool l_5632 = l_5631 && l_5569;
if (l_5632) {
const bool l_5633 = !l_mut_1034;
l_mut_1034 = l_5633;
}
if (l_mut_1034) {
const double l_5634 = -l_mut_3612;
l_mut_3612 = l_5634;
}
const double l_5635 = abs(l_mut_3866);
const double l_5636 = l_5635 * double(1.4551915228366852e-11);
const double l_5637 = abs(l_mut_3612);
const double l_5638 = l_5637 * double(1.4551915228366852e-11);
const double l_5639 = l_mut_3866 - l_907;
const double l_5640 = l_mut_3866 + l_907;
const double l_5641 = l_mut_3612 - l_907;
const double l_5642 = l_mut_3612 + l_907;
l_mut_5161 = uint32(2);
const double l_5643 = abs(l_5641);
const bool l_5644 = l_5643 <= l_5638;
const double l_5645 = abs(l_5642);
const bool l_5646 = l_5645 <= l_5638;
const bool l_5647 = l_5644 || l_5646;
const bool l_5648 = !l_5647;
if (l_5648) {
l_mut_5161 = uint32(0);
const bool l_5649 = l_5641 <= double(0.0);
const bool l_5650 = l_5642 >= double(0.0);
const bool l_5651 = l_5649 && l_5650;
const bool l_5652 = !l_5651;
if (l_5652) {
const double l_5653 = abs(l_5641);
const double l_5654 = abs(l_5642);
l_mut_3866 = l_5653;
const bool l_5655 = l_5654 < l_5653;
if (l_5655) {
l_mut_3866 = l_5654;
}
const double l_5656 = l_5638 / l_mut_3866;
const double l_5657 = l_5656 + double(1.4551915228366852e-11);
const double l_5658 = double(1.0) / l_5642;
const double l_5659 = double(1.0) / l_5641;
const double l_5660 = abs(l_5658);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5661 = l_5660 >= double(1.1754943508222875e-38);
const bool l_5662 = l_5660 <= double(1.7976931348623157e308);
const bool l_5663 = l_5661 && l_5662;
if (l_5663) {
const uint64 l_5664 = reinterpret_cast<uint64 const&>(l_5660);
const uint64 l_5665 = l_5664 >> uint64(52);
const uint64 l_5666 = l_5665 - uint64(23);
const uint64 l_5667 = l_5666 << uint64(52);
const double l_5668 = reinterpret_cast<double const&>(l_5667);
l_mut_3866 = l_5668;
}
const double l_5669 = l_910 * l_mut_3866;
const double l_5670 = l_5658 - l_5669;
const double l_5671 = abs(l_5659);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5672 = l_5671 >= double(1.1754943508222875e-38);
const bool l_5673 = l_5671 <= double(1.7976931348623157e308);
const bool l_5674 = l_5672 && l_5673;
if (l_5674) {
const uint64 l_5675 = reinterpret_cast<uint64 const&>(l_5671);
const uint64 l_5676 = l_5675 >> uint64(52);
const uint64 l_5677 = l_5676 - uint64(23);
const uint64 l_5678 = l_5677 << uint64(52);
const double l_5679 = reinterpret_cast<double const&>(l_5678);
l_mut_3866 = l_5679;
}
const double l_5680 = l_910 * l_mut_3866;
const double l_5681 = l_5659 + l_5680;
const double l_5683 = l_5639 * l_5670;
const double l_5684 = l_5639 * l_5681;
const double l_5685 = l_5640 * l_5670;
const double l_5686 = l_5640 * l_5681;
l_arr_5682[uint32(0)] = l_5683;
l_arr_5682[uint32(1)] = l_5683;
const double l_5687 = l_arr_5682[uint32(0)];
const bool l_5688 = l_5684 < l_5687;
if (l_5688) {
l_arr_5682[uint32(0)] = l_5684;
}
const double l_5689 = l_arr_5682[uint32(0)];
const bool l_5690 = l_5685 < l_5689;
if (l_5690) {
l_arr_5682[uint32(0)] = l_5685;
}
const double l_5691 = l_arr_5682[uint32(0)];
const bool l_5692 = l_5686 < l_5691;
if (l_5692) {
l_arr_5682[uint32(0)] = l_5686;
}
const double l_5693 = l_arr_5682[uint32(1)];
const bool l_5694 = l_5684 > l_5693;
if (l_5694) {
l_arr_5682[uint32(1)] = l_5684;
}
const double l_5695 = l_arr_5682[uint32(1)];
const bool l_5696 = l_5685 > l_5695;
if (l_5696) {
l_arr_5682[uint32(1)] = l_5685;
}
const double l_5697 = l_arr_5682[uint32(1)];
const bool l_5698 = l_5686 > l_5697;
if (l_5698) {
l_arr_5682[uint32(1)] = l_5686;
}
const double l_5699 = abs(l_5639);
const double l_5700 = abs(l_5640);
l_mut_3866 = l_5699;
const bool l_5701 = l_5700 > l_5699;
if (l_5701) {
l_mut_3866 = l_5700;
}
const double l_5702 = abs(l_5670);
const double l_5703 = abs(l_5681);
l_mut_3612 = l_5702;
const bool l_5704 = l_5703 > l_5702;
if (l_5704) {
l_mut_3612 = l_5703;
}
const double l_5705 = l_mut_3866 * l_mut_3612;
const double l_5706 = l_5657 + double(1.4551915228366852e-11);
const double l_5707 = l_5705 * l_5706;
const double l_5708 = l_5636 * l_mut_3612;
const double l_5709 = l_5707 + l_5708;
l_mut_5161 = uint32(2);
const double l_5710 = abs(l_5658);
const double l_5711 = l_5710 * l_5657;
const double l_5712 = l_5658 - l_5711;
const double l_5713 = abs(l_5712);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5714 = l_5713 >= double(1.1754943508222875e-38);
const bool l_5715 = l_5713 <= double(1.7976931348623157e308);
const bool l_5716 = l_5714 && l_5715;
if (l_5716) {
const uint64 l_5717 = reinterpret_cast<uint64 const&>(l_5713);
const uint64 l_5718 = l_5717 >> uint64(52);
const uint64 l_5719 = l_5718 - uint64(23);
const uint64 l_5720 = l_5719 << uint64(52);
const double l_5721 = reinterpret_cast<double const&>(l_5720);
l_mut_3866 = l_5721;
}
const double l_5722 = l_5658 + l_5711;
const double l_5723 = abs(l_5722);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_5724 = l_5723 >= double(1.1754943508222875e-38);
const bool l_5725 = l_5723 <= double(1.7976931348623157e308);
const bool l_5726 = l_5724 && l_5725;
if (l_5726) {
const uint64 l_5727 = reinterpret_cast<uint64 const&>(l_5723);
const uint64 l_5728 = l_5727 >> uint64(52);
const uint64 l_5729 = l_5728 - uint64(23);
const uint64 l_5730 = l_5729 << uint64(52);
const double l_5731 = reinterpret_cast<double const&>(l_5730);
l_mut_3612 = l_5731;
}
const bool l_5732 = l_mut_3866 == l_mut_3612;
const double l_5733 = abs(l_5659);
const double l_5734 = l_5733 * l_5657;
const double l_5735 = l_5659 - l_5734;
const double l_5736 = abs(l_5735);
l_mut_3866 = double(1.401298464324817e-45);
const bool l_5737 = l_5736 >= double(1.1754943508222875e-38);
const bool l_5738 = l_5736 <= double(1.7976931348623157e308);
const bool l_5739 = l_5737 && l_5738;
if (l_5739) {
const uint64 l_5740 = reinterpret_cast<uint64 const&>(l_5736);
const uint64 l_5741 = l_5740 >> uint64(52);
const uint64 l_5742 = l_5741 - uint64(23);
const uint64 l_5743 = l_5742 << uint64(52);
const double l_5744 = reinterpret_cast<double const&>(l_5743);
l_mut_3866 = l_5744;
}
const double l_5745 = l_5659 + l_5734;
const double l_5746 = abs(l_5745);
l_mut_3612 = double(1.401298464324817e-45);
const bool l_5747 = l_5746 >= double(1.1754943508222875e-38);
const bool l_5748 = l_5746 <= double(1.7976931348623157e308);
const bool l_5749 = l_5747 && l_5748;
if (l_5749) {
const uint64 l_5750 = reinterpret_cast<uint64 const&>(l_5746);
const uint64 l_5751 = l_5750 >> uint64(52);
const uint64 l_5752 = l_5751 - uint64(23);
const uint64 l_5753 = l_5752 << uint64(52);
const double l_5754 = reinterpret_cast<double const&>(l_5753);
l_mut_3612 = l_5754;
}
const bool l_5755 = l_mut_3866 == l_mut_3612;
const bool l_5756 = l_5732 && l_5755;
if (l_5756) {
const double l_5757 = l_arr_5682[uint32(0)];
const double l_5758 = l_arr_5682[uint32(1)];
const uint32 l_5759 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5760 = l_5759 & uint32(2147483647);
const float l_5761 = reinterpret_cast<float const&>(l_5760);
const double l_5762 = double(l_5761);
l_mut_3866 = l_5762;
const bool l_5763 = l_5760 < uint32(8388608);
if (l_5763) {
const double l_5764 = double(l_5760);
const double l_5765 = l_5764 * double(1.401298464324817e-45);
l_mut_3866 = l_5765;
}
const uint64 l_5766 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5767 = l_5759 >> uint32(31);
const uint64 l_5768 = uint64(l_5767);
const uint64 l_5769 = l_5768 << uint64(63);
const uint64 l_5770 = l_5766 | l_5769;
const double l_5771 = reinterpret_cast<double const&>(l_5770);
const uint32 l_5772 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5773 = l_5772 + uint32(1);
l_mut_4118 = l_5773;
const uint32 l_5774 = l_5772 & uint32(2147483647);
const bool l_5775 = l_5774 == uint32(0);
if (l_5775) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_5776 = l_5772 & uint32(2147483648);
const bool l_5777 = l_5776 != uint32(0);
if (l_5777) {
const uint32 l_5778 = l_5772 - uint32(1);
l_mut_4118 = l_5778;
} else {
const bool l_5779 = l_5772 == uint32(2139095040);
if (l_5779) {
l_mut_4118 = l_5772;
}
}
}
const float l_5780 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_5781 = reinterpret_cast<uint32 const&>(l_5780);
const uint32 l_5782 = l_5781 & uint32(2147483647);
const float l_5783 = reinterpret_cast<float const&>(l_5782);
const double l_5784 = double(l_5783);
l_mut_3866 = l_5784;
const bool l_5785 = l_5782 < uint32(8388608);
if (l_5785) {
const double l_5786 = double(l_5782);
const double l_5787 = l_5786 * double(1.401298464324817e-45);
l_mut_3866 = l_5787;
}
const uint64 l_5788 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5789 = l_5781 >> uint32(31);
const uint64 l_5790 = uint64(l_5789);
const uint64 l_5791 = l_5790 << uint64(63);
const uint64 l_5792 = l_5788 | l_5791;
const double l_5793 = reinterpret_cast<double const&>(l_5792);
const uint32 l_5794 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5795 = l_5794 ^ uint32(2147483648);
const float l_5796 = reinterpret_cast<float const&>(l_5795);
const uint32 l_5797 = reinterpret_cast<uint32 const&>(l_5796);
const uint32 l_5798 = l_5797 + uint32(1);
l_mut_4118 = l_5798;
const uint32 l_5799 = l_5797 & uint32(2147483647);
const bool l_5800 = l_5799 == uint32(0);
if (l_5800) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_5801 = l_5797 & uint32(2147483648);
const bool l_5802 = l_5801 != uint32(0);
if (l_5802) {
const uint32 l_5803 = l_5797 - uint32(1);
l_mut_4118 = l_5803;
} else {
const bool l_5804 = l_5797 == uint32(2139095040);
if (l_5804) {
l_mut_4118 = l_5797;
}
}
}
const float l_5805 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_5806 = reinterpret_cast<uint32 const&>(l_5805);
const uint32 l_5807 = l_5806 ^ uint32(2147483648);
const float l_5808 = reinterpret_cast<float const&>(l_5807);
const uint32 l_5809 = reinterpret_cast<uint32 const&>(l_5808);
const uint32 l_5810 = l_5809 & uint32(2147483647);
const float l_5811 = reinterpret_cast<float const&>(l_5810);
const double l_5812 = double(l_5811);
l_mut_3866 = l_5812;
const bool l_5813 = l_5810 < uint32(8388608);
if (l_5813) {
const double l_5814 = double(l_5810);
const double l_5815 = l_5814 * double(1.401298464324817e-45);
l_mut_3866 = l_5815;
}
const uint64 l_5816 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_5817 = l_5809 >> uint32(31);
const uint64 l_5818 = uint64(l_5817);
const uint64 l_5819 = l_5818 << uint64(63);
const uint64 l_5820 = l_5816 | l_5819;
const double l_5821 = reinterpret_cast<double const&>(l_5820);
const double l_5822 = l_5757 + l_5709;
const bool l_5823 = l_5822 <= l_5771;
l_mut_1034 = l_5823;
const double l_5824 = l_5757 - l_5709;
const bool l_5825 = l_5824 > l_5771;
l_mut_1031 = l_5825;
const double l_5826 = l_5758 - l_5709;
const bool l_5827 = l_5826 >= l_5771;
l_mut_1028 = l_5827;
const double l_5828 = l_5758 + l_5709;
const bool l_5829 = l_5828 < l_5771;
l_mut_1025 = l_5829;
const double l_5830 = l_5757 + l_5709;
const bool l_5831 = l_5830 < l_5793;
l_mut_1034 = l_5831;
const double l_5832 = l_5757 - l_5709;
const bool l_5833 = l_5832 >= l_5793;
l_mut_1031 = l_5833;
const double l_5834 = l_5758 - l_5709;
const bool l_5835 = l_5834 > l_5821;
l_mut_1028 = l_5835;
const double l_5836 = l_5758 + l_5709;
const bool l_5837 = l_5836 <= l_5821;
l_mut_1025 = l_5837;
l_mut_4118 = uint32(2);
const bool l_5838 = l_mut_1031 || l_mut_1025;
if (l_5838) {
l_mut_4118 = uint32(1);
} else {
const bool l_5839 = l_mut_1034 && l_mut_1028;
if (l_5839) {
l_mut_4118 = uint32(0);
}
}
const uint32 l_5840 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_5841 = l_5840 & uint32(2147483647);
const bool l_5842 = l_5841 == uint32(0);
if (l_5842) {
const double l_5843 = l_5757 + l_5709;
const bool l_5844 = l_5843 < double(1.1754943508222875e-38);
const double l_5845 = l_5758 - l_5709;
const bool l_5846 = l_5845 > double(-1.1754943508222875e-38);
const bool l_5847 = l_5844 && l_5846;
const double l_5848 = l_5757 - l_5709;
const bool l_5849 = l_5848 < double(1.1754943508222875e-38);
const double l_5850 = l_5758 + l_5709;
const bool l_5851 = l_5850 > double(-1.1754943508222875e-38);
const bool l_5852 = l_5849 && l_5851;
if (l_5847) {
l_mut_4118 = uint32(0);
} else {
const bool l_5853 = l_mut_4118 == uint32(1);
const bool l_5854 = l_5852 && l_5853;
if (l_5854) {
l_mut_4118 = uint32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
}
}
l_mut_379 = l_mut_5161;
}
}
} else {
const bool l_5855 = l_901 == uint32(13);
if (l_5855) {
const double l_5857 = l_914 * l_910;
const double l_5858 = l_914 * l_913;
const double l_5859 = l_914 * l_910;
const double l_5860 = l_914 * l_913;
l_arr_5856[uint32(0)] = l_5857;
l_arr_5856[uint32(1)] = l_5857;
const double l_5861 = l_arr_5856[uint32(0)];
const bool l_5862 = l_5858 < l_5861;
if (l_5862) {
l_arr_5856[uint32(0)] = l_5858;
}
const double l_5863 = l_arr_5856[uint32(0)];
const bool l_5864 = l_5859 < l_5863;
if (l_5864) {
l_arr_5856[uint32(0)] = l_5859;
}
const double l_5865 = l_arr_5856[uint32(0)];
const bool l_5866 = l_5860 < l_5865;
if (l_5866) {
l_arr_5856[uint32(0)] = l_5860;
}
const double l_5867 = l_arr_5856[uint32(1)];
const bool l_5868 = l_5858 > l_5867;
if (l_5868) {
l_arr_5856[uint32(1)] = l_5858;
}
const double l_5869 = l_arr_5856[uint32(1)];
const bool l_5870 = l_5859 > l_5869;
if (l_5870) {
l_arr_5856[uint32(1)] = l_5859;
}
const double l_5871 = l_arr_5856[uint32(1)];
const bool l_5872 = l_5860 > l_5871;
if (l_5872) {
l_arr_5856[uint32(1)] = l_5860;
}
const double l_5873 = l_arr_5856[uint32(0)];
const double l_5874 = l_5873 * double(7.1362384635298e44);
const double l_5875 = floor(l_5874);
const double l_5876 = l_5875 * double(1.401298464324817e-45);
l_mut_3866 = l_5876;
const double l_5877 = abs(l_5873);
const bool l_5878 = l_5877 >= double(1.1754943508222875e-38);
if (l_5878) {
const float l_5879 = float(l_5873);
const double l_5880 = double(l_5879);
l_mut_3866 = l_5880;
const bool l_5881 = l_mut_3866 > l_5873;
if (l_5881) {
const uint32 l_5882 = reinterpret_cast<uint32 const&>(l_5879);
const uint32 l_5883 = l_5882 ^ uint32(2147483648);
const float l_5884 = reinterpret_cast<float const&>(l_5883);
const uint32 l_5885 = reinterpret_cast<uint32 const&>(l_5884);
const uint32 l_5886 = l_5885 + uint32(1);
l_mut_5161 = l_5886;
const uint32 l_5887 = l_5885 & uint32(2147483647);
const bool l_5888 = l_5887 == uint32(0);
if (l_5888) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_5889 = l_5885 & uint32(2147483648);
const bool l_5890 = l_5889 != uint32(0);
if (l_5890) {
const uint32 l_5891 = l_5885 - uint32(1);
l_mut_5161 = l_5891;
} else {
const bool l_5892 = l_5885 == uint32(2139095040);
if (l_5892) {
l_mut_5161 = l_5885;
}
}
}
const float l_5893 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_5894 = reinterpret_cast<uint32 const&>(l_5893);
const uint32 l_5895 = l_5894 ^ uint32(2147483648);
const float l_5896 = reinterpret_cast<float const&>(l_5895);
const uint32 l_5897 = reinterpret_cast<uint32 const&>(l_5896);
const uint32 l_5898 = l_5897 & uint32(2147483647);
const float l_5899 = reinterpret_cast<float const&>(l_5898);
const double l_5900 = double(l_5899);
l_mut_3612 = l_5900;
const bool l_5901 = l_5898 < uint32(8388608);
if (l_5901) {
const double l_5902 = double(l_5898);
const double l_5903 = l_5902 * double(1.401298464324817e-45);
l_mut_3612 = l_5903;
}
const uint64 l_5904 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_5905 = l_5897 >> uint32(31);
const uint64 l_5906 = uint64(l_5905);
const uint64 l_5907 = l_5906 << uint64(63);
const uint64 l_5908 = l_5904 | l_5907;
const double l_5909 = reinterpret_cast<double const&>(l_5908);
l_mut_3866 = l_5909;
} else {
const uint32 l_5910 = reinterpret_cast<uint32 const&>(l_5879);
const uint32 l_5911 = l_5910 + uint32(1);
l_mut_5161 = l_5911;
const uint32 l_5912 = l_5910 & uint32(2147483647);
const bool l_5913 = l_5912 == uint32(0);
if (l_5913) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_5914 = l_5910 & uint32(2147483648);
const bool l_5915 = l_5914 != uint32(0);
if (l_5915) {
const uint32 l_5916 = l_5910 - uint32(1);
l_mut_5161 = l_5916;
} else {
const bool l_5917 = l_5910 == uint32(2139095040);
if (l_5917) {
l_mut_5161 = l_5910;
}
}
}
const float l_5918 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_5919 = reinterpret_cast<uint32 const&>(l_5918);
const uint32 l_5920 = l_5919 & uint32(2147483647);
const float l_5921 = reinterpret_cast<float const&>(l_5920);
const double l_5922 = double(l_5921);
l_mut_3612 = l_5922;
const bool l_5923 = l_5920 < uint32(8388608);
if (l_5923) {
const double l_5924 = double(l_5920);
const double l_5925 = l_5924 * double(1.401298464324817e-45);
l_mut_3612 = l_5925;
}
const uint64 l_5926 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_5927 = l_5919 >> uint32(31);
const uint64 l_5928 = uint64(l_5927);
const uint64 l_5929 = l_5928 << uint64(63);
const uint64 l_5930 = l_5926 | l_5929;
const double l_5931 = reinterpret_cast<double const&>(l_5930);
const bool l_5932 = l_5931 <= l_5873;
if (l_5932) {
const uint32 l_5933 = reinterpret_cast<uint32 const&>(l_5879);
const uint32 l_5934 = l_5933 + uint32(1);
l_mut_5161 = l_5934;
const uint32 l_5935 = l_5933 & uint32(2147483647);
const bool l_5936 = l_5935 == uint32(0);
if (l_5936) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_5937 = l_5933 & uint32(2147483648);
const bool l_5938 = l_5937 != uint32(0);
if (l_5938) {
const uint32 l_5939 = l_5933 - uint32(1);
l_mut_5161 = l_5939;
} else {
const bool l_5940 = l_5933 == uint32(2139095040);
if (l_5940) {
l_mut_5161 = l_5933;
}
}
}
const float l_5941 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_5942 = reinterpret_cast<uint32 const&>(l_5941);
const uint32 l_5943 = l_5942 & uint32(2147483647);
const float l_5944 = reinterpret_cast<float const&>(l_5943);
const double l_5945 = double(l_5944);
l_mut_3612 = l_5945;
const bool l_5946 = l_5943 < uint32(8388608);
if (l_5946) {
const double l_5947 = double(l_5943);
const double l_5948 = l_5947 * double(1.401298464324817e-45);
l_mut_3612 = l_5948;
}
const uint64 l_5949 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_5950 = l_5942 >> uint32(31);
const uint64 l_5951 = uint64(l_5950);
const uint64 l_5952 = l_5951 << uint64(63);
const uint64 l_5953 = l_5949 | l_5952;
const double l_5954 = reinterpret_cast<double const&>(l_5953);
l_mut_3866 = l_5954;
}
}
}
l_mut_3612 = l_mut_3866;
const bool l_5955 = l_mut_3866 > double(1000.0);
if (l_5955) {
const uint64 l_5956 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint64 l_5957 = l_5956 | uint64(9218868437227405312);
const uint64 l_5958 = l_5957 & uint64(18442240474082181120);
const double l_5959 = reinterpret_cast<double const&>(l_5958);
l_mut_3612 = l_5959;
} else {
const bool l_5960 = l_mut_3866 < double(-1000.0);
if (l_5960) {
l_mut_3612 = double(0.0);
} else {
const bool l_5961 = isnan(l_mut_3866);
const bool l_5962 = !l_5961;
if (l_5962) {
const double l_5963 = l_mut_3866 + double(0.5);
const double l_5964 = floor(l_5963);
const double l_5965 = l_mut_3866 - l_5964;
const double l_5966 = l_5965 * double(0.6931471824645996);
const double l_5967 = l_5965 * double(-1.904654299957768e-9);
const double l_5968 = l_5966 + l_5967;
l_mut_3866 = l_5968;
const bool l_5969 = isnan(l_5968);
if (l_5969) {
} else {
const bool l_5970 = l_5968 < double(-700.0);
if (l_5970) {
l_mut_3866 = double(0.0);
} else {
const bool l_5971 = l_5968 > double(700.0);
if (l_5971) {
const uint64 l_5972 = reinterpret_cast<uint64 const&>(l_5968);
const uint64 l_5973 = l_5972 | uint64(9218868437227405312);
const uint64 l_5974 = l_5973 & uint64(18442240474082181120);
const double l_5975 = reinterpret_cast<double const&>(l_5974);
l_mut_3866 = l_5975;
} else {
const double l_5976 = l_5968 * double(1.4426950408889634);
const double l_5977 = l_5976 + double(0.5);
const double l_5978 = floor(l_5977);
const double l_5979 = l_5978 * double(0.6931471824645996);
const double l_5980 = l_5966 - l_5979;
const double l_5981 = l_5980 * l_20;
const double l_5982 = l_5978 * double(-1.904654299957768e-9);
const double l_5983 = l_5967 - l_5982;
const double l_5984 = l_5981 + l_5983;
const double l_5985 = l_5984 * double(7.647163731819816e-13);
const double l_5986 = l_5985 + double(1.1470745597729725e-11);
l_mut_3356 = l_5986;
const double l_5987 = l_mut_3356 * l_5984;
const double l_5988 = l_5987 + double(1.6059043836821613e-10);
l_mut_3356 = l_5988;
const double l_5989 = l_mut_3356 * l_5984;
const double l_5990 = l_5989 + double(2.08767569878681e-9);
l_mut_3356 = l_5990;
const double l_5991 = l_mut_3356 * l_5984;
const double l_5992 = l_5991 + double(2.505210838544172e-8);
l_mut_3356 = l_5992;
const double l_5993 = l_mut_3356 * l_5984;
const double l_5994 = l_5993 + double(2.755731922398589e-7);
l_mut_3356 = l_5994;
const double l_5995 = l_mut_3356 * l_5984;
const double l_5996 = l_5995 + double(2.7557319223985893e-6);
l_mut_3356 = l_5996;
const double l_5997 = l_mut_3356 * l_5984;
const double l_5998 = l_5997 + double(2.48015873015873e-5);
l_mut_3356 = l_5998;
const double l_5999 = l_mut_3356 * l_5984;
const double l_6000 = l_5999 + double(0.0001984126984126984);
l_mut_3356 = l_6000;
const double l_6001 = l_mut_3356 * l_5984;
const double l_6002 = l_6001 + double(0.001388888888888889);
l_mut_3356 = l_6002;
const double l_6003 = l_mut_3356 * l_5984;
const double l_6004 = l_6003 + double(0.008333333333333333);
l_mut_3356 = l_6004;
const double l_6005 = l_mut_3356 * l_5984;
const double l_6006 = l_6005 + double(0.041666666666666664);
l_mut_3356 = l_6006;
const double l_6007 = l_mut_3356 * l_5984;
const double l_6008 = l_6007 + double(0.16666666666666666);
l_mut_3356 = l_6008;
const double l_6009 = l_mut_3356 * l_5984;
const double l_6010 = l_6009 + double(0.5);
l_mut_3356 = l_6010;
const double l_6011 = l_5984 * l_5984;
const double l_6012 = l_6011 * l_mut_3356;
const double l_6013 = l_5984 + l_6012;
const double l_6014 = double(1.0) + l_6013;
const int32 l_6015 = int32(l_5978);
const int32 l_6016 = l_6015 + int32(1023);
const uint64 l_6017 = uint64(l_6016);
const uint64 l_6018 = l_6017 << uint64(52);
const double l_6019 = reinterpret_cast<double const&>(l_6018);
const double l_6020 = l_6014 * l_6019;
l_mut_3866 = l_6020;
}
}
}
const int32 l_6021 = int32(l_5964);
const int32 l_6022 = l_6021 + int32(1023);
const uint64 l_6023 = uint64(l_6022);
const uint64 l_6024 = l_6023 << uint64(52);
const double l_6025 = reinterpret_cast<double const&>(l_6024);
const double l_6026 = l_mut_3866 * l_6025;
l_mut_3612 = l_6026;
}
}
}
const double l_6027 = l_arr_5856[uint32(1)];
const double l_6028 = -l_6027;
const double l_6029 = l_6028 * double(7.1362384635298e44);
const double l_6030 = floor(l_6029);
const double l_6031 = l_6030 * double(1.401298464324817e-45);
l_mut_3866 = l_6031;
const double l_6032 = abs(l_6028);
const bool l_6033 = l_6032 >= double(1.1754943508222875e-38);
if (l_6033) {
const float l_6034 = float(l_6028);
const double l_6035 = double(l_6034);
l_mut_3866 = l_6035;
const bool l_6036 = l_mut_3866 > l_6028;
if (l_6036) {
const uint32 l_6037 = reinterpret_cast<uint32 const&>(l_6034);
const uint32 l_6038 = l_6037 ^ uint32(2147483648);
const float l_6039 = reinterpret_cast<float const&>(l_6038);
const uint32 l_6040 = reinterpret_cast<uint32 const&>(l_6039);
const uint32 l_6041 = l_6040 + uint32(1);
l_mut_5161 = l_6041;
const uint32 l_6042 = l_6040 & uint32(2147483647);
const bool l_6043 = l_6042 == uint32(0);
if (l_6043) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_6044 = l_6040 & uint32(2147483648);
const bool l_6045 = l_6044 != uint32(0);
if (l_6045) {
const uint32 l_6046 = l_6040 - uint32(1);
l_mut_5161 = l_6046;
} else {
const bool l_6047 = l_6040 == uint32(2139095040);
if (l_6047) {
l_mut_5161 = l_6040;
}
}
}
const float l_6048 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_6049 = reinterpret_cast<uint32 const&>(l_6048);
const uint32 l_6050 = l_6049 ^ uint32(2147483648);
const float l_6051 = reinterpret_cast<float const&>(l_6050);
const uint32 l_6052 = reinterpret_cast<uint32 const&>(l_6051);
const uint32 l_6053 = l_6052 & uint32(2147483647);
const float l_6054 = reinterpret_cast<float const&>(l_6053);
const double l_6055 = double(l_6054);
l_mut_3356 = l_6055;
const bool l_6056 = l_6053 < uint32(8388608);
if (l_6056) {
const double l_6057 = double(l_6053);
const double l_6058 = l_6057 * double(1.401298464324817e-45);
l_mut_3356 = l_6058;
}
const uint64 l_6059 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6060 = l_6052 >> uint32(31);
const uint64 l_6061 = uint64(l_6060);
const uint64 l_6062 = l_6061 << uint64(63);
const uint64 l_6063 = l_6059 | l_6062;
const double l_6064 = reinterpret_cast<double const&>(l_6063);
l_mut_3866 = l_6064;
} else {
const uint32 l_6065 = reinterpret_cast<uint32 const&>(l_6034);
const uint32 l_6066 = l_6065 + uint32(1);
l_mut_5161 = l_6066;
const uint32 l_6067 = l_6065 & uint32(2147483647);
const bool l_6068 = l_6067 == uint32(0);
if (l_6068) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_6069 = l_6065 & uint32(2147483648);
const bool l_6070 = l_6069 != uint32(0);
if (l_6070) {
const uint32 l_6071 = l_6065 - uint32(1);
l_mut_5161 = l_6071;
} else {
const bool l_6072 = l_6065 == uint32(2139095040);
if (l_6072) {
l_mut_5161 = l_6065;
}
}
}
const float l_6073 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_6074 = reinterpret_cast<uint32 const&>(l_6073);
const uint32 l_6075 = l_6074 & uint32(2147483647);
const float l_6076 = reinterpret_cast<float const&>(l_6075);
const double l_6077 = double(l_6076);
l_mut_3356 = l_6077;
const bool l_6078 = l_6075 < uint32(8388608);
if (l_6078) {
const double l_6079 = double(l_6075);
const double l_6080 = l_6079 * double(1.401298464324817e-45);
l_mut_3356 = l_6080;
}
const uint64 l_6081 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6082 = l_6074 >> uint32(31);
const uint64 l_6083 = uint64(l_6082);
const uint64 l_6084 = l_6083 << uint64(63);
const uint64 l_6085 = l_6081 | l_6084;
const double l_6086 = reinterpret_cast<double const&>(l_6085);
const bool l_6087 = l_6086 <= l_6028;
if (l_6087) {
const uint32 l_6088 = reinterpret_cast<uint32 const&>(l_6034);
const uint32 l_6089 = l_6088 + uint32(1);
l_mut_5161 = l_6089;
const uint32 l_6090 = l_6088 & uint32(2147483647);
const bool l_6091 = l_6090 == uint32(0);
if (l_6091) {
l_mut_5161 = uint32(1);
} else {
const uint32 l_6092 = l_6088 & uint32(2147483648);
const bool l_6093 = l_6092 != uint32(0);
if (l_6093) {
const uint32 l_6094 = l_6088 - uint32(1);
l_mut_5161 = l_6094;
} else {
const bool l_6095 = l_6088 == uint32(2139095040);
if (l_6095) {
l_mut_5161 = l_6088;
}
}
}
const float l_6096 = reinterpret_cast<float const&>(l_mut_5161);
const uint32 l_6097 = reinterpret_cast<uint32 const&>(l_6096);
const uint32 l_6098 = l_6097 & uint32(2147483647);
const float l_6099 = reinterpret_cast<float const&>(l_6098);
const double l_6100 = double(l_6099);
l_mut_3356 = l_6100;
const bool l_6101 = l_6098 < uint32(8388608);
if (l_6101) {
const double l_6102 = double(l_6098);
const double l_6103 = l_6102 * double(1.401298464324817e-45);
l_mut_3356 = l_6103;
}
const uint64 l_6104 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6105 = l_6097 >> uint32(31);
const uint64 l_6106 = uint64(l_6105);
const uint64 l_6107 = l_6106 << uint64(63);
const uint64 l_6108 = l_6104 | l_6107;
const double l_6109 = reinterpret_cast<double const&>(l_6108);
l_mut_3866 = l_6109;
}
}
}
const double l_6110 = -l_mut_3866;
l_mut_3866 = l_6110;
const bool l_6111 = l_6110 > double(1000.0);
if (l_6111) {
const uint64 l_6112 = reinterpret_cast<uint64 const&>(l_6110);
const uint64 l_6113 = l_6112 | uint64(9218868437227405312);
const uint64 l_6114 = l_6113 & uint64(18442240474082181120);
const double l_6115 = reinterpret_cast<double const&>(l_6114);
l_mut_3866 = l_6115;
} else {
const bool l_6116 = l_6110 < double(-1000.0);
if (l_6116) {
l_mut_3866 = double(0.0);
} else {
const bool l_6117 = isnan(l_6110);
const bool l_6118 = !l_6117;
if (l_6118) {
const double l_6119 = l_6110 + double(0.5);
const double l_6120 = floor(l_6119);
const double l_6121 = l_6110 - l_6120;
const double l_6122 = l_6121 * double(0.6931471824645996);
const double l_6123 = l_6121 * double(-1.904654299957768e-9);
const double l_6124 = l_6122 + l_6123;
l_mut_3356 = l_6124;
const bool l_6125 = isnan(l_6124);
if (l_6125) {
} else {
const bool l_6126 = l_6124 < double(-700.0);
if (l_6126) {
l_mut_3356 = double(0.0);
} else {
const bool l_6127 = l_6124 > double(700.0);
if (l_6127) {
const uint64 l_6128 = reinterpret_cast<uint64 const&>(l_6124);
const uint64 l_6129 = l_6128 | uint64(9218868437227405312);
const uint64 l_6130 = l_6129 & uint64(18442240474082181120);
const double l_6131 = reinterpret_cast<double const&>(l_6130);
l_mut_3356 = l_6131;
} else {
const double l_6132 = l_6124 * double(1.4426950408889634);
const double l_6133 = l_6132 + double(0.5);
const double l_6134 = floor(l_6133);
const double l_6135 = l_6134 * double(0.6931471824645996);
const double l_6136 = l_6122 - l_6135;
const double l_6137 = l_6136 * l_20;
const double l_6138 = l_6134 * double(-1.904654299957768e-9);
const double l_6139 = l_6123 - l_6138;
const double l_6140 = l_6137 + l_6139;
const double l_6141 = l_6140 * double(7.647163731819816e-13);
const double l_6142 = l_6141 + double(1.1470745597729725e-11);
l_mut_3102 = l_6142;
const double l_6143 = l_mut_3102 * l_6140;
const double l_6144 = l_6143 + double(1.6059043836821613e-10);
l_mut_3102 = l_6144;
const double l_6145 = l_mut_3102 * l_6140;
const double l_6146 = l_6145 + double(2.08767569878681e-9);
l_mut_3102 = l_6146;
const double l_6147 = l_mut_3102 * l_6140;
const double l_6148 = l_6147 + double(2.505210838544172e-8);
l_mut_3102 = l_6148;
const double l_6149 = l_mut_3102 * l_6140;
const double l_6150 = l_6149 + double(2.755731922398589e-7);
l_mut_3102 = l_6150;
const double l_6151 = l_mut_3102 * l_6140;
const double l_6152 = l_6151 + double(2.7557319223985893e-6);
l_mut_3102 = l_6152;
const double l_6153 = l_mut_3102 * l_6140;
const double l_6154 = l_6153 + double(2.48015873015873e-5);
l_mut_3102 = l_6154;
const double l_6155 = l_mut_3102 * l_6140;
const double l_6156 = l_6155 + double(0.0001984126984126984);
l_mut_3102 = l_6156;
const double l_6157 = l_mut_3102 * l_6140;
const double l_6158 = l_6157 + double(0.001388888888888889);
l_mut_3102 = l_6158;
const double l_6159 = l_mut_3102 * l_6140;
const double l_6160 = l_6159 + double(0.008333333333333333);
l_mut_3102 = l_6160;
const double l_6161 = l_mut_3102 * l_6140;
const double l_6162 = l_6161 + double(0.041666666666666664);
l_mut_3102 = l_6162;
const double l_6163 = l_mut_3102 * l_6140;
const double l_6164 = l_6163 + double(0.16666666666666666);
l_mut_3102 = l_6164;
const double l_6165 = l_mut_3102 * l_6140;
const double l_6166 = l_6165 + double(0.5);
l_mut_3102 = l_6166;
const double l_6167 = l_6140 * l_6140;
const double l_6168 = l_6167 * l_mut_3102;
const double l_6169 = l_6140 + l_6168;
const double l_6170 = double(1.0) + l_6169;
const int32 l_6171 = int32(l_6134);
const int32 l_6172 = l_6171 + int32(1023);
const uint64 l_6173 = uint64(l_6172);
const uint64 l_6174 = l_6173 << uint64(52);
const double l_6175 = reinterpret_cast<double const&>(l_6174);
const double l_6176 = l_6170 * l_6175;
l_mut_3356 = l_6176;
}
}
}
const int32 l_6177 = int32(l_6120);
const int32 l_6178 = l_6177 + int32(1023);
const uint64 l_6179 = uint64(l_6178);
const uint64 l_6180 = l_6179 << uint64(52);
const double l_6181 = reinterpret_cast<double const&>(l_6180);
const double l_6182 = l_mut_3356 * l_6181;
l_mut_3866 = l_6182;
}
}
}
const double l_6183 = l_mut_3612 * double(1.4551915228366852e-11);
const double l_6184 = l_mut_3866 * double(1.4551915228366852e-11);
l_mut_5161 = uint32(2);
const double l_6185 = l_mut_3612 - l_6183;
const double l_6186 = abs(l_6185);
l_mut_3356 = double(1.401298464324817e-45);
const bool l_6187 = l_6186 >= double(1.1754943508222875e-38);
const bool l_6188 = l_6186 <= double(1.7976931348623157e308);
const bool l_6189 = l_6187 && l_6188;
if (l_6189) {
const uint64 l_6190 = reinterpret_cast<uint64 const&>(l_6186);
const uint64 l_6191 = l_6190 >> uint64(52);
const uint64 l_6192 = l_6191 - uint64(23);
const uint64 l_6193 = l_6192 << uint64(52);
const double l_6194 = reinterpret_cast<double const&>(l_6193);
l_mut_3356 = l_6194;
}
const double l_6195 = l_mut_3612 + l_6183;
const double l_6196 = abs(l_6195);
l_mut_3102 = double(1.401298464324817e-45);
const bool l_6197 = l_6196 >= double(1.1754943508222875e-38);
const bool l_6198 = l_6196 <= double(1.7976931348623157e308);
const bool l_6199 = l_6197 && l_6198;
if (l_6199) {
const uint64 l_6200 = reinterpret_cast<uint64 const&>(l_6196);
const uint64 l_6201 = l_6200 >> uint64(52);
const uint64 l_6202 = l_6201 - uint64(23);
const uint64 l_6203 = l_6202 << uint64(52);
const double l_6204 = reinterpret_cast<double const&>(l_6203);
l_mut_3102 = l_6204;
}
const bool l_6205 = l_mut_3356 == l_mut_3102;
const double l_6206 = l_mut_3866 - l_6184;
const double l_6207 = abs(l_6206);
l_mut_3356 = double(1.401298464324817e-45);
const bool l_6208 = l_6207 >= double(1.1754943508222875e-38);
const bool l_6209 = l_6207 <= double(1.7976931348623157e308);
const bool l_6210 = l_6208 && l_6209;
if (l_6210) {
const uint64 l_6211 = reinterpret_cast<uint64 const&>(l_6207);
const uint64 l_6212 = l_6211 >> uint64(52);
const uint64 l_6213 = l_6212 - uint64(23);
const uint64 l_6214 = l_6213 << uint64(52);
const double l_6215 = reinterpret_cast<double const&>(l_6214);
l_mut_3356 = l_6215;
}
const double l_6216 = l_mut_3866 + l_6184;
const double l_6217 = abs(l_6216);
l_mut_3102 = double(1.401298464324817e-45);
const bool l_6218 = l_6217 >= double(1.1754943508222875e-38);
const bool l_6219 = l_6217 <= double(1.7976931348623157e308);
const bool l_6220 = l_6218 && l_6219;
if (l_6220) {
const uint64 l_6221 = reinterpret_cast<uint64 const&>(l_6217);
const uint64 l_6222 = l_6221 >> uint64(52);
const uint64 l_6223 = l_6222 - uint64(23);
const uint64 l_6224 = l_6223 << uint64(52);
const double l_6225 = reinterpret_cast<double const&>(l_6224);
l_mut_3102 = l_6225;
}
const bool l_6226 = l_mut_3356 == l_mut_3102;
const bool l_6227 = l_6205 && l_6226;
if (l_6227) {
const double l_6228 = l_907 * l_mut_3612;
const double l_6229 = abs(l_mut_3612);
l_mut_3356 = double(1.401298464324817e-45);
const bool l_6230 = l_6229 >= double(1.1754943508222875e-38);
const bool l_6231 = l_6229 <= double(1.7976931348623157e308);
const bool l_6232 = l_6230 && l_6231;
if (l_6232) {
const uint64 l_6233 = reinterpret_cast<uint64 const&>(l_6229);
const uint64 l_6234 = l_6233 >> uint64(52);
const uint64 l_6235 = l_6234 - uint64(23);
const uint64 l_6236 = l_6235 << uint64(52);
const double l_6237 = reinterpret_cast<double const&>(l_6236);
l_mut_3356 = l_6237;
}
const double l_6238 = double(0.5) * l_mut_3356;
l_mut_3356 = l_6228;
const bool l_6239 = l_6238 > l_6228;
if (l_6239) {
l_mut_3356 = l_6238;
}
const double l_6240 = l_907 * l_mut_3866;
const double l_6241 = abs(l_mut_3866);
l_mut_3102 = double(1.401298464324817e-45);
const bool l_6242 = l_6241 >= double(1.1754943508222875e-38);
const bool l_6243 = l_6241 <= double(1.7976931348623157e308);
const bool l_6244 = l_6242 && l_6243;
if (l_6244) {
const uint64 l_6245 = reinterpret_cast<uint64 const&>(l_6241);
const uint64 l_6246 = l_6245 >> uint64(52);
const uint64 l_6247 = l_6246 - uint64(23);
const uint64 l_6248 = l_6247 << uint64(52);
const double l_6249 = reinterpret_cast<double const&>(l_6248);
l_mut_3102 = l_6249;
}
const double l_6250 = double(0.5) * l_mut_3102;
l_mut_3102 = l_6240;
const bool l_6251 = l_6250 > l_6240;
if (l_6251) {
l_mut_3102 = l_6250;
}
const double l_6252 = l_mut_3612 - l_mut_3356;
const double l_6253 = l_mut_3866 + l_mut_3102;
const uint32 l_6254 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6255 = l_6254 & uint32(2147483647);
const float l_6256 = reinterpret_cast<float const&>(l_6255);
const double l_6257 = double(l_6256);
l_mut_3866 = l_6257;
const bool l_6258 = l_6255 < uint32(8388608);
if (l_6258) {
const double l_6259 = double(l_6255);
const double l_6260 = l_6259 * double(1.401298464324817e-45);
l_mut_3866 = l_6260;
}
const uint64 l_6261 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_6262 = l_6254 >> uint32(31);
const uint64 l_6263 = uint64(l_6262);
const uint64 l_6264 = l_6263 << uint64(63);
const uint64 l_6265 = l_6261 | l_6264;
const double l_6266 = reinterpret_cast<double const&>(l_6265);
const uint32 l_6267 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6268 = l_6267 + uint32(1);
l_mut_4118 = l_6268;
const uint32 l_6269 = l_6267 & uint32(2147483647);
const bool l_6270 = l_6269 == uint32(0);
if (l_6270) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6271 = l_6267 & uint32(2147483648);
const bool l_6272 = l_6271 != uint32(0);
if (l_6272) {
const uint32 l_6273 = l_6267 - uint32(1);
l_mut_4118 = l_6273;
} else {
const bool l_6274 = l_6267 == uint32(2139095040);
if (l_6274) {
l_mut_4118 = l_6267;
}
}
}
const float l_6275 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6276 = reinterpret_cast<uint32 const&>(l_6275);
const uint32 l_6277 = l_6276 & uint32(2147483647);
const float l_6278 = reinterpret_cast<float const&>(l_6277);
const double l_6279 = double(l_6278);
l_mut_3866 = l_6279;
const bool l_6280 = l_6277 < uint32(8388608);
if (l_6280) {
const double l_6281 = double(l_6277);
const double l_6282 = l_6281 * double(1.401298464324817e-45);
l_mut_3866 = l_6282;
}
const uint64 l_6283 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_6284 = l_6276 >> uint32(31);
const uint64 l_6285 = uint64(l_6284);
const uint64 l_6286 = l_6285 << uint64(63);
const uint64 l_6287 = l_6283 | l_6286;
const double l_6288 = reinterpret_cast<double const&>(l_6287);
const uint32 l_6289 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6290 = l_6289 ^ uint32(2147483648);
const float l_6291 = reinterpret_cast<float const&>(l_6290);
const uint32 l_6292 = reinterpret_cast<uint32 const&>(l_6291);
const uint32 l_6293 = l_6292 + uint32(1);
l_mut_4118 = l_6293;
const uint32 l_6294 = l_6292 & uint32(2147483647);
const bool l_6295 = l_6294 == uint32(0);
if (l_6295) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6296 = l_6292 & uint32(2147483648);
const bool l_6297 = l_6296 != uint32(0);
if (l_6297) {
const uint32 l_6298 = l_6292 - uint32(1);
l_mut_4118 = l_6298;
} else {
const bool l_6299 = l_6292 == uint32(2139095040);
if (l_6299) {
l_mut_4118 = l_6292;
}
}
}
const float l_6300 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6301 = reinterpret_cast<uint32 const&>(l_6300);
const uint32 l_6302 = l_6301 ^ uint32(2147483648);
const float l_6303 = reinterpret_cast<float const&>(l_6302);
const uint32 l_6304 = reinterpret_cast<uint32 const&>(l_6303);
const uint32 l_6305 = l_6304 & uint32(2147483647);
const float l_6306 = reinterpret_cast<float const&>(l_6305);
const double l_6307 = double(l_6306);
l_mut_3866 = l_6307;
const bool l_6308 = l_6305 < uint32(8388608);
if (l_6308) {
const double l_6309 = double(l_6305);
const double l_6310 = l_6309 * double(1.401298464324817e-45);
l_mut_3866 = l_6310;
}
const uint64 l_6311 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_6312 = l_6304 >> uint32(31);
const uint64 l_6313 = uint64(l_6312);
const uint64 l_6314 = l_6313 << uint64(63);
const uint64 l_6315 = l_6311 | l_6314;
const double l_6316 = reinterpret_cast<double const&>(l_6315);
const double l_6317 = l_6252 + l_6183;
const bool l_6318 = l_6317 <= l_6266;
l_mut_1034 = l_6318;
const double l_6319 = l_6252 - l_6183;
const bool l_6320 = l_6319 > l_6266;
l_mut_1031 = l_6320;
const double l_6321 = l_6253 - l_6184;
const bool l_6322 = l_6321 >= l_6266;
l_mut_1028 = l_6322;
const double l_6323 = l_6253 + l_6184;
const bool l_6324 = l_6323 < l_6266;
l_mut_1025 = l_6324;
l_mut_4118 = uint32(2);
const bool l_6325 = l_mut_1031 || l_mut_1025;
if (l_6325) {
l_mut_4118 = uint32(1);
} else {
const bool l_6326 = l_mut_1034 && l_mut_1028;
if (l_6326) {
l_mut_4118 = uint32(0);
}
}
const uint32 l_6327 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6328 = l_6327 & uint32(2147483647);
const bool l_6329 = l_6328 == uint32(0);
if (l_6329) {
const double l_6330 = l_6252 + l_6183;
const bool l_6331 = l_6330 < double(1.1754943508222875e-38);
const double l_6332 = l_6253 - l_6184;
const bool l_6333 = l_6332 > double(-1.1754943508222875e-38);
const bool l_6334 = l_6331 && l_6333;
const double l_6335 = l_6252 - l_6183;
const bool l_6336 = l_6335 < double(1.1754943508222875e-38);
const double l_6337 = l_6253 + l_6184;
const bool l_6338 = l_6337 > double(-1.1754943508222875e-38);
const bool l_6339 = l_6336 && l_6338;
if (l_6334) {
l_mut_4118 = uint32(0);
} else {
const bool l_6340 = l_mut_4118 == uint32(1);
const bool l_6341 = l_6339 && l_6340;
if (l_6341) {
l_mut_4118 = uint32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
l_mut_379 = l_mut_5161;
} else {
const bool l_6342 = l_901 == uint32(14);
if (l_6342) {
l_mut_379 = uint32(0);
const bool l_6343 = l_914 > double(0.0);
if (l_6343) {
const float l_6344 = float(l_914);
const uint32 l_6345 = reinterpret_cast<uint32 const&>(l_6344);
const uint32 l_6346 = l_6345 & uint32(2147483647);
const float l_6347 = reinterpret_cast<float const&>(l_6346);
const double l_6348 = double(l_6347);
l_mut_3866 = l_6348;
const bool l_6349 = l_6346 < uint32(8388608);
if (l_6349) {
const double l_6350 = double(l_6346);
const double l_6351 = l_6350 * double(1.401298464324817e-45);
l_mut_3866 = l_6351;
}
const uint64 l_6352 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_6353 = l_6345 >> uint32(31);
const uint64 l_6354 = uint64(l_6353);
const uint64 l_6355 = l_6354 << uint64(63);
const uint64 l_6356 = l_6352 | l_6355;
const double l_6357 = reinterpret_cast<double const&>(l_6356);
l_mut_3866 = l_6357;
const bool l_6358 = l_6357 < double(0.0);
if (l_6358) {
const uint64 l_6359 = reinterpret_cast<uint64 const&>(l_6357);
const uint64 l_6360 = l_6359 | uint64(9221120237041090560);
const double l_6361 = reinterpret_cast<double const&>(l_6360);
l_mut_3866 = l_6361;
} else {
const bool l_6362 = l_6357 == double(0.0);
if (l_6362) {
const double l_6363 = abs(l_6357);
const uint64 l_6364 = reinterpret_cast<uint64 const&>(l_6363);
const uint64 l_6365 = l_6364 | uint64(9218868437227405312);
const uint64 l_6366 = l_6365 & uint64(18442240474082181120);
const double l_6367 = reinterpret_cast<double const&>(l_6366);
const double l_6368 = -l_6367;
l_mut_3866 = l_6368;
} else {
const uint32 l_6369 = reinterpret_cast<uint32 const&>(l_6344);
const bool l_6370 = l_6369 < uint32(2139095040);
if (l_6370) {
const uint64 l_6371 = reinterpret_cast<uint64 const&>(l_6357);
const uint64 l_6372 = l_6371 >> uint64(52);
const uint64 l_6373 = l_6372 & uint64(2047);
const int32 l_6374 = int32(l_6373);
const int32 l_6375 = l_6374 - int32(1023);
l_mut_308 = l_6375;
const uint64 l_6376 = l_6371 & uint64(4503599627370495);
const uint64 l_6377 = l_6376 | uint64(4607182418800017408);
const double l_6378 = reinterpret_cast<double const&>(l_6377);
l_mut_3612 = l_6378;
const bool l_6379 = l_mut_3612 > double(1.4142135623730951);
if (l_6379) {
l_mut_3612 = l_mut_3612 * double(0.5);
l_mut_308 = l_mut_308 + int32(1);
}
const double l_6380 = l_mut_3612 - double(1.0);
const double l_6381 = double(2.0) + l_6380;
const double l_6382 = l_6380 / l_6381;
const double l_6383 = l_6382 * l_6382;
const double l_6384 = l_6383 * double(0.04);
const double l_6385 = l_6384 + double(0.043478260869565216);
l_mut_3612 = l_6385;
const double l_6386 = l_mut_3612 * l_6383;
const double l_6387 = l_6386 + double(0.047619047619047616);
l_mut_3612 = l_6387;
const double l_6388 = l_mut_3612 * l_6383;
const double l_6389 = l_6388 + double(0.05263157894736842);
l_mut_3612 = l_6389;
const double l_6390 = l_mut_3612 * l_6383;
const double l_6391 = l_6390 + double(0.058823529411764705);
l_mut_3612 = l_6391;
const double l_6392 = l_mut_3612 * l_6383;
const double l_6393 = l_6392 + double(0.06666666666666667);
l_mut_3612 = l_6393;
const double l_6394 = l_mut_3612 * l_6383;
const double l_6395 = l_6394 + double(0.07692307692307693);
l_mut_3612 = l_6395;
const double l_6396 = l_mut_3612 * l_6383;
const double l_6397 = l_6396 + double(0.09090909090909091);
l_mut_3612 = l_6397;
const double l_6398 = l_mut_3612 * l_6383;
const double l_6399 = l_6398 + double(0.1111111111111111);
l_mut_3612 = l_6399;
const double l_6400 = l_mut_3612 * l_6383;
const double l_6401 = l_6400 + double(0.14285714285714285);
l_mut_3612 = l_6401;
const double l_6402 = l_mut_3612 * l_6383;
const double l_6403 = l_6402 + double(0.2);
l_mut_3612 = l_6403;
const double l_6404 = l_mut_3612 * l_6383;
const double l_6405 = l_6404 + double(0.3333333333333333);
l_mut_3612 = l_6405;
const double l_6406 = double(2.0) * l_6382;
const double l_6407 = double(2.0) * l_6382;
const double l_6408 = l_6407 * l_6383;
const double l_6409 = l_6408 * l_mut_3612;
const double l_6410 = l_6406 + l_6409;
const double l_6411 = double(l_mut_308);
const double l_6412 = l_6411 * double(0.6931471824645996);
const double l_6413 = l_6411 * double(-1.904654299957768e-9);
const double l_6414 = l_6413 + l_6410;
const double l_6415 = l_6412 + l_6414;
l_mut_3866 = l_6415;
}
}
}
const double l_6416 = l_mut_3866 / double(0.6931471805599453);
const double l_6417 = abs(l_6416);
const double l_6418 = l_907 * l_6417;
l_mut_3866 = l_6418;
const bool l_6419 = l_914 >= double(0.5);
const bool l_6420 = l_914 <= double(2.0);
const bool l_6421 = l_6419 && l_6420;
if (l_6421) {
l_mut_3866 = l_907;
}
const double l_6422 = abs(l_6416);
const double l_6423 = l_6422 * double(1.4551915228366852e-11);
const double l_6424 = double(1.0) + l_907;
const double l_6425 = l_6423 * l_6424;
const double l_6426 = l_6416 - l_mut_3866;
const double l_6427 = l_6416 + l_mut_3866;
const double l_6429 = l_6426 * l_910;
const double l_6430 = l_6426 * l_913;
const double l_6431 = l_6427 * l_910;
const double l_6432 = l_6427 * l_913;
l_arr_6428[uint32(0)] = l_6429;
l_arr_6428[uint32(1)] = l_6429;
const double l_6433 = l_arr_6428[uint32(0)];
const bool l_6434 = l_6430 < l_6433;
if (l_6434) {
l_arr_6428[uint32(0)] = l_6430;
}
const double l_6435 = l_arr_6428[uint32(0)];
const bool l_6436 = l_6431 < l_6435;
if (l_6436) {
l_arr_6428[uint32(0)] = l_6431;
}
const double l_6437 = l_arr_6428[uint32(0)];
const bool l_6438 = l_6432 < l_6437;
if (l_6438) {
l_arr_6428[uint32(0)] = l_6432;
}
const double l_6439 = l_arr_6428[uint32(1)];
const bool l_6440 = l_6430 > l_6439;
if (l_6440) {
l_arr_6428[uint32(1)] = l_6430;
}
const double l_6441 = l_arr_6428[uint32(1)];
const bool l_6442 = l_6431 > l_6441;
if (l_6442) {
l_arr_6428[uint32(1)] = l_6431;
}
const double l_6443 = l_arr_6428[uint32(1)];
const bool l_6444 = l_6432 > l_6443;
if (l_6444) {
l_arr_6428[uint32(1)] = l_6432;
}
const double l_6445 = l_6425 * l_913;
l_mut_5161 = uint32(2);
const double l_6446 = l_arr_6428[uint32(0)];
const double l_6447 = l_6446 - l_6445;
const double l_6448 = l_6447 * double(7.1362384635298e44);
const double l_6449 = floor(l_6448);
const double l_6450 = l_6449 * double(1.401298464324817e-45);
l_mut_3866 = l_6450;
const double l_6451 = abs(l_6447);
const bool l_6452 = l_6451 >= double(1.1754943508222875e-38);
if (l_6452) {
const float l_6453 = float(l_6447);
const double l_6454 = double(l_6453);
l_mut_3866 = l_6454;
const bool l_6455 = l_mut_3866 > l_6447;
if (l_6455) {
const uint32 l_6456 = reinterpret_cast<uint32 const&>(l_6453);
const uint32 l_6457 = l_6456 ^ uint32(2147483648);
const float l_6458 = reinterpret_cast<float const&>(l_6457);
const uint32 l_6459 = reinterpret_cast<uint32 const&>(l_6458);
const uint32 l_6460 = l_6459 + uint32(1);
l_mut_4118 = l_6460;
const uint32 l_6461 = l_6459 & uint32(2147483647);
const bool l_6462 = l_6461 == uint32(0);
if (l_6462) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6463 = l_6459 & uint32(2147483648);
const bool l_6464 = l_6463 != uint32(0);
if (l_6464) {
const uint32 l_6465 = l_6459 - uint32(1);
l_mut_4118 = l_6465;
} else {
const bool l_6466 = l_6459 == uint32(2139095040);
if (l_6466) {
l_mut_4118 = l_6459;
}
}
}
const float l_6467 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6468 = reinterpret_cast<uint32 const&>(l_6467);
const uint32 l_6469 = l_6468 ^ uint32(2147483648);
const float l_6470 = reinterpret_cast<float const&>(l_6469);
const uint32 l_6471 = reinterpret_cast<uint32 const&>(l_6470);
const uint32 l_6472 = l_6471 & uint32(2147483647);
const float l_6473 = reinterpret_cast<float const&>(l_6472);
const double l_6474 = double(l_6473);
l_mut_3612 = l_6474;
const bool l_6475 = l_6472 < uint32(8388608);
if (l_6475) {
const double l_6476 = double(l_6472);
const double l_6477 = l_6476 * double(1.401298464324817e-45);
l_mut_3612 = l_6477;
}
const uint64 l_6478 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6479 = l_6471 >> uint32(31);
const uint64 l_6480 = uint64(l_6479);
const uint64 l_6481 = l_6480 << uint64(63);
const uint64 l_6482 = l_6478 | l_6481;
const double l_6483 = reinterpret_cast<double const&>(l_6482);
l_mut_3866 = l_6483;
} else {
const uint32 l_6484 = reinterpret_cast<uint32 const&>(l_6453);
const uint32 l_6485 = l_6484 + uint32(1);
l_mut_4118 = l_6485;
const uint32 l_6486 = l_6484 & uint32(2147483647);
const bool l_6487 = l_6486 == uint32(0);
if (l_6487) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6488 = l_6484 & uint32(2147483648);
const bool l_6489 = l_6488 != uint32(0);
if (l_6489) {
const uint32 l_6490 = l_6484 - uint32(1);
l_mut_4118 = l_6490;
} else {
const bool l_6491 = l_6484 == uint32(2139095040);
if (l_6491) {
l_mut_4118 = l_6484;
}
}
}
const float l_6492 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6493 = reinterpret_cast<uint32 const&>(l_6492);
const uint32 l_6494 = l_6493 & uint32(2147483647);
const float l_6495 = reinterpret_cast<float const&>(l_6494);
const double l_6496 = double(l_6495);
l_mut_3612 = l_6496;
const bool l_6497 = l_6494 < uint32(8388608);
if (l_6497) {
const double l_6498 = double(l_6494);
const double l_6499 = l_6498 * double(1.401298464324817e-45);
l_mut_3612 = l_6499;
}
const uint64 l_6500 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6501 = l_6493 >> uint32(31);
const uint64 l_6502 = uint64(l_6501);
const uint64 l_6503 = l_6502 << uint64(63);
const uint64 l_6504 = l_6500 | l_6503;
const double l_6505 = reinterpret_cast<double const&>(l_6504);
const bool l_6506 = l_6505 <= l_6447;
if (l_6506) {
const uint32 l_6507 = reinterpret_cast<uint32 const&>(l_6453);
const uint32 l_6508 = l_6507 + uint32(1);
l_mut_4118 = l_6508;
const uint32 l_6509 = l_6507 & uint32(2147483647);
const bool l_6510 = l_6509 == uint32(0);
if (l_6510) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6511 = l_6507 & uint32(2147483648);
const bool l_6512 = l_6511 != uint32(0);
if (l_6512) {
const uint32 l_6513 = l_6507 - uint32(1);
l_mut_4118 = l_6513;
} else {
const bool l_6514 = l_6507 == uint32(2139095040);
if (l_6514) {
l_mut_4118 = l_6507;
}
}
}
const float l_6515 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6516 = reinterpret_cast<uint32 const&>(l_6515);
const uint32 l_6517 = l_6516 & uint32(2147483647);
const float l_6518 = reinterpret_cast<float const&>(l_6517);
const double l_6519 = double(l_6518);
l_mut_3612 = l_6519;
const bool l_6520 = l_6517 < uint32(8388608);
if (l_6520) {
const double l_6521 = double(l_6517);
const double l_6522 = l_6521 * double(1.401298464324817e-45);
l_mut_3612 = l_6522;
}
const uint64 l_6523 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6524 = l_6516 >> uint32(31);
const uint64 l_6525 = uint64(l_6524);
const uint64 l_6526 = l_6525 << uint64(63);
const uint64 l_6527 = l_6523 | l_6526;
const double l_6528 = reinterpret_cast<double const&>(l_6527);
l_mut_3866 = l_6528;
}
}
}
const double l_6529 = l_6446 + l_6445;
const double l_6530 = l_6529 * double(7.1362384635298e44);
const double l_6531 = floor(l_6530);
const double l_6532 = l_6531 * double(1.401298464324817e-45);
l_mut_3612 = l_6532;
const double l_6533 = abs(l_6529);
const bool l_6534 = l_6533 >= double(1.1754943508222875e-38);
if (l_6534) {
const float l_6535 = float(l_6529);
const double l_6536 = double(l_6535);
l_mut_3612 = l_6536;
const bool l_6537 = l_mut_3612 > l_6529;
if (l_6537) {
const uint32 l_6538 = reinterpret_cast<uint32 const&>(l_6535);
const uint32 l_6539 = l_6538 ^ uint32(2147483648);
const float l_6540 = reinterpret_cast<float const&>(l_6539);
const uint32 l_6541 = reinterpret_cast<uint32 const&>(l_6540);
const uint32 l_6542 = l_6541 + uint32(1);
l_mut_4118 = l_6542;
const uint32 l_6543 = l_6541 & uint32(2147483647);
const bool l_6544 = l_6543 == uint32(0);
if (l_6544) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6545 = l_6541 & uint32(2147483648);
const bool l_6546 = l_6545 != uint32(0);
if (l_6546) {
const uint32 l_6547 = l_6541 - uint32(1);
l_mut_4118 = l_6547;
} else {
const bool l_6548 = l_6541 == uint32(2139095040);
if (l_6548) {
l_mut_4118 = l_6541;
}
}
}
const float l_6549 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6550 = reinterpret_cast<uint32 const&>(l_6549);
const uint32 l_6551 = l_6550 ^ uint32(2147483648);
const float l_6552 = reinterpret_cast<float const&>(l_6551);
const uint32 l_6553 = reinterpret_cast<uint32 const&>(l_6552);
const uint32 l_6554 = l_6553 & uint32(2147483647);
const float l_6555 = reinterpret_cast<float const&>(l_6554);
const double l_6556 = double(l_6555);
l_mut_3356 = l_6556;
const bool l_6557 = l_6554 < uint32(8388608);
if (l_6557) {
const double l_6558 = double(l_6554);
const double l_6559 = l_6558 * double(1.401298464324817e-45);
l_mut_3356 = l_6559;
}
const uint64 l_6560 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6561 = l_6553 >> uint32(31);
const uint64 l_6562 = uint64(l_6561);
const uint64 l_6563 = l_6562 << uint64(63);
const uint64 l_6564 = l_6560 | l_6563;
const double l_6565 = reinterpret_cast<double const&>(l_6564);
l_mut_3612 = l_6565;
} else {
const uint32 l_6566 = reinterpret_cast<uint32 const&>(l_6535);
const uint32 l_6567 = l_6566 + uint32(1);
l_mut_4118 = l_6567;
const uint32 l_6568 = l_6566 & uint32(2147483647);
const bool l_6569 = l_6568 == uint32(0);
if (l_6569) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6570 = l_6566 & uint32(2147483648);
const bool l_6571 = l_6570 != uint32(0);
if (l_6571) {
const uint32 l_6572 = l_6566 - uint32(1);
l_mut_4118 = l_6572;
} else {
const bool l_6573 = l_6566 == uint32(2139095040);
if (l_6573) {
l_mut_4118 = l_6566;
}
}
}
const float l_6574 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6575 = reinterpret_cast<uint32 const&>(l_6574);
const uint32 l_6576 = l_6575 & uint32(2147483647);
const float l_6577 = reinterpret_cast<float const&>(l_6576);
const double l_6578 = double(l_6577);
l_mut_3356 = l_6578;
const bool l_6579 = l_6576 < uint32(8388608);
if (l_6579) {
const double l_6580 = double(l_6576);
const double l_6581 = l_6580 * double(1.401298464324817e-45);
l_mut_3356 = l_6581;
}
const uint64 l_6582 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6583 = l_6575 >> uint32(31);
const uint64 l_6584 = uint64(l_6583);
const uint64 l_6585 = l_6584 << uint64(63);
const uint64 l_6586 = l_6582 | l_6585;
const double l_6587 = reinterpret_cast<double const&>(l_6586);
const bool l_6588 = l_6587 <= l_6529;
if (l_6588) {
const uint32 l_6589 = reinterpret_cast<uint32 const&>(l_6535);
const uint32 l_6590 = l_6589 + uint32(1);
l_mut_4118 = l_6590;
const uint32 l_6591 = l_6589 & uint32(2147483647);
const bool l_6592 = l_6591 == uint32(0);
if (l_6592) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6593 = l_6589 & uint32(2147483648);
const bool l_6594 = l_6593 != uint32(0);
if (l_6594) {
const uint32 l_6595 = l_6589 - uint32(1);
l_mut_4118 = l_6595;
} else {
const bool l_6596 = l_6589 == uint32(2139095040);
if (l_6596) {
l_mut_4118 = l_6589;
}
}
}
const float l_6597 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6598 = reinterpret_cast<uint32 const&>(l_6597);
const uint32 l_6599 = l_6598 & uint32(2147483647);
const float l_6600 = reinterpret_cast<float const&>(l_6599);
const double l_6601 = double(l_6600);
l_mut_3356 = l_6601;
const bool l_6602 = l_6599 < uint32(8388608);
if (l_6602) {
const double l_6603 = double(l_6599);
const double l_6604 = l_6603 * double(1.401298464324817e-45);
l_mut_3356 = l_6604;
}
const uint64 l_6605 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6606 = l_6598 >> uint32(31);
const uint64 l_6607 = uint64(l_6606);
const uint64 l_6608 = l_6607 << uint64(63);
const uint64 l_6609 = l_6605 | l_6608;
const double l_6610 = reinterpret_cast<double const&>(l_6609);
l_mut_3612 = l_6610;
}
}
}
const bool l_6611 = l_mut_3866 == l_mut_3612;
const double l_6612 = l_arr_6428[uint32(1)];
const double l_6613 = l_6612 - l_6445;
const double l_6614 = l_6613 * double(7.1362384635298e44);
const double l_6615 = floor(l_6614);
const double l_6616 = l_6615 * double(1.401298464324817e-45);
l_mut_3866 = l_6616;
const double l_6617 = abs(l_6613);
const bool l_6618 = l_6617 >= double(1.1754943508222875e-38);
if (l_6618) {
const float l_6619 = float(l_6613);
const double l_6620 = double(l_6619);
l_mut_3866 = l_6620;
const bool l_6621 = l_mut_3866 > l_6613;
if (l_6621) {
const uint32 l_6622 = reinterpret_cast<uint32 const&>(l_6619);
const uint32 l_6623 = l_6622 ^ uint32(2147483648);
const float l_6624 = reinterpret_cast<float const&>(l_6623);
const uint32 l_6625 = reinterpret_cast<uint32 const&>(l_6624);
const uint32 l_6626 = l_6625 + uint32(1);
l_mut_4118 = l_6626;
const uint32 l_6627 = l_6625 & uint32(2147483647);
const bool l_6628 = l_6627 == uint32(0);
if (l_6628) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6629 = l_6625 & uint32(2147483648);
const bool l_6630 = l_6629 != uint32(0);
if (l_6630) {
const uint32 l_6631 = l_6625 - uint32(1);
l_mut_4118 = l_6631;
} else {
const bool l_6632 = l_6625 == uint32(2139095040);
if (l_6632) {
l_mut_4118 = l_6625;
}
}
}
const float l_6633 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6634 = reinterpret_cast<uint32 const&>(l_6633);
const uint32 l_6635 = l_6634 ^ uint32(2147483648);
const float l_6636 = reinterpret_cast<float const&>(l_6635);
const uint32 l_6637 = reinterpret_cast<uint32 const&>(l_6636);
const uint32 l_6638 = l_6637 & uint32(2147483647);
const float l_6639 = reinterpret_cast<float const&>(l_6638);
const double l_6640 = double(l_6639);
l_mut_3612 = l_6640;
const bool l_6641 = l_6638 < uint32(8388608);
if (l_6641) {
const double l_6642 = double(l_6638);
const double l_6643 = l_6642 * double(1.401298464324817e-45);
l_mut_3612 = l_6643;
}
const uint64 l_6644 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6645 = l_6637 >> uint32(31);
const uint64 l_6646 = uint64(l_6645);
const uint64 l_6647 = l_6646 << uint64(63);
const uint64 l_6648 = l_6644 | l_6647;
const double l_6649 = reinterpret_cast<double const&>(l_6648);
l_mut_3866 = l_6649;
} else {
const uint32 l_6650 = reinterpret_cast<uint32 const&>(l_6619);
const uint32 l_6651 = l_6650 + uint32(1);
l_mut_4118 = l_6651;
const uint32 l_6652 = l_6650 & uint32(2147483647);
const bool l_6653 = l_6652 == uint32(0);
if (l_6653) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6654 = l_6650 & uint32(2147483648);
const bool l_6655 = l_6654 != uint32(0);
if (l_6655) {
const uint32 l_6656 = l_6650 - uint32(1);
l_mut_4118 = l_6656;
} else {
const bool l_6657 = l_6650 == uint32(2139095040);
if (l_6657) {
l_mut_4118 = l_6650;
}
}
}
const float l_6658 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6659 = reinterpret_cast<uint32 const&>(l_6658);
const uint32 l_6660 = l_6659 & uint32(2147483647);
const float l_6661 = reinterpret_cast<float const&>(l_6660);
const double l_6662 = double(l_6661);
l_mut_3612 = l_6662;
const bool l_6663 = l_6660 < uint32(8388608);
if (l_6663) {
const double l_6664 = double(l_6660);
const double l_6665 = l_6664 * double(1.401298464324817e-45);
l_mut_3612 = l_6665;
}
const uint64 l_6666 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6667 = l_6659 >> uint32(31);
const uint64 l_6668 = uint64(l_6667);
const uint64 l_6669 = l_6668 << uint64(63);
const uint64 l_6670 = l_6666 | l_6669;
const double l_6671 = reinterpret_cast<double const&>(l_6670);
const bool l_6672 = l_6671 <= l_6613;
if (l_6672) {
const uint32 l_6673 = reinterpret_cast<uint32 const&>(l_6619);
const uint32 l_6674 = l_6673 + uint32(1);
l_mut_4118 = l_6674;
const uint32 l_6675 = l_6673 & uint32(2147483647);
const bool l_6676 = l_6675 == uint32(0);
if (l_6676) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6677 = l_6673 & uint32(2147483648);
const bool l_6678 = l_6677 != uint32(0);
if (l_6678) {
const uint32 l_6679 = l_6673 - uint32(1);
l_mut_4118 = l_6679;
} else {
const bool l_6680 = l_6673 == uint32(2139095040);
if (l_6680) {
l_mut_4118 = l_6673;
}
}
}
const float l_6681 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6682 = reinterpret_cast<uint32 const&>(l_6681);
const uint32 l_6683 = l_6682 & uint32(2147483647);
const float l_6684 = reinterpret_cast<float const&>(l_6683);
const double l_6685 = double(l_6684);
l_mut_3612 = l_6685;
const bool l_6686 = l_6683 < uint32(8388608);
if (l_6686) {
const double l_6687 = double(l_6683);
const double l_6688 = l_6687 * double(1.401298464324817e-45);
l_mut_3612 = l_6688;
}
const uint64 l_6689 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6690 = l_6682 >> uint32(31);
const uint64 l_6691 = uint64(l_6690);
const uint64 l_6692 = l_6691 << uint64(63);
const uint64 l_6693 = l_6689 | l_6692;
const double l_6694 = reinterpret_cast<double const&>(l_6693);
l_mut_3866 = l_6694;
}
}
}
const double l_6695 = l_6612 + l_6445;
const double l_6696 = l_6695 * double(7.1362384635298e44);
const double l_6697 = floor(l_6696);
const double l_6698 = l_6697 * double(1.401298464324817e-45);
l_mut_3612 = l_6698;
const double l_6699 = abs(l_6695);
const bool l_6700 = l_6699 >= double(1.1754943508222875e-38);
if (l_6700) {
const float l_6701 = float(l_6695);
const double l_6702 = double(l_6701);
l_mut_3612 = l_6702;
const bool l_6703 = l_mut_3612 > l_6695;
if (l_6703) {
const uint32 l_6704 = reinterpret_cast<uint32 const&>(l_6701);
const uint32 l_6705 = l_6704 ^ uint32(2147483648);
const float l_6706 = reinterpret_cast<float const&>(l_6705);
const uint32 l_6707 = reinterpret_cast<uint32 const&>(l_6706);
const uint32 l_6708 = l_6707 + uint32(1);
l_mut_4118 = l_6708;
const uint32 l_6709 = l_6707 & uint32(2147483647);
const bool l_6710 = l_6709 == uint32(0);
if (l_6710) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6711 = l_6707 & uint32(2147483648);
const bool l_6712 = l_6711 != uint32(0);
if (l_6712) {
const uint32 l_6713 = l_6707 - uint32(1);
l_mut_4118 = l_6713;
} else {
const bool l_6714 = l_6707 == uint32(2139095040);
if (l_6714) {
l_mut_4118 = l_6707;
}
}
}
const float l_6715 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6716 = reinterpret_cast<uint32 const&>(l_6715);
const uint32 l_6717 = l_6716 ^ uint32(2147483648);
const float l_6718 = reinterpret_cast<float const&>(l_6717);
const uint32 l_6719 = reinterpret_cast<uint32 const&>(l_6718);
const uint32 l_6720 = l_6719 & uint32(2147483647);
const float l_6721 = reinterpret_cast<float const&>(l_6720);
const double l_6722 = double(l_6721);
l_mut_3356 = l_6722;
const bool l_6723 = l_6720 < uint32(8388608);
if (l_6723) {
const double l_6724 = double(l_6720);
const double l_6725 = l_6724 * double(1.401298464324817e-45);
l_mut_3356 = l_6725;
}
const uint64 l_6726 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6727 = l_6719 >> uint32(31);
const uint64 l_6728 = uint64(l_6727);
const uint64 l_6729 = l_6728 << uint64(63);
const uint64 l_6730 = l_6726 | l_6729;
const double l_6731 = reinterpret_cast<double const&>(l_6730);
l_mut_3612 = l_6731;
} else {
const uint32 l_6732 = reinterpret_cast<uint32 const&>(l_6701);
const uint32 l_6733 = l_6732 + uint32(1);
l_mut_4118 = l_6733;
const uint32 l_6734 = l_6732 & uint32(2147483647);
const bool l_6735 = l_6734 == uint32(0);
if (l_6735) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6736 = l_6732 & uint32(2147483648);
const bool l_6737 = l_6736 != uint32(0);
if (l_6737) {
const uint32 l_6738 = l_6732 - uint32(1);
l_mut_4118 = l_6738;
} else {
const bool l_6739 = l_6732 == uint32(2139095040);
if (l_6739) {
l_mut_4118 = l_6732;
}
}
}
const float l_6740 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6741 = reinterpret_cast<uint32 const&>(l_6740);
const uint32 l_6742 = l_6741 & uint32(2147483647);
const float l_6743 = reinterpret_cast<float const&>(l_6742);
const double l_6744 = double(l_6743);
l_mut_3356 = l_6744;
const bool l_6745 = l_6742 < uint32(8388608);
if (l_6745) {
const double l_6746 = double(l_6742);
const double l_6747 = l_6746 * double(1.401298464324817e-45);
l_mut_3356 = l_6747;
}
const uint64 l_6748 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6749 = l_6741 >> uint32(31);
const uint64 l_6750 = uint64(l_6749);
const uint64 l_6751 = l_6750 << uint64(63);
const uint64 l_6752 = l_6748 | l_6751;
const double l_6753 = reinterpret_cast<double const&>(l_6752);
const bool l_6754 = l_6753 <= l_6695;
if (l_6754) {
const uint32 l_6755 = reinterpret_cast<uint32 const&>(l_6701);
const uint32 l_6756 = l_6755 + uint32(1);
l_mut_4118 = l_6756;
const uint32 l_6757 = l_6755 & uint32(2147483647);
const bool l_6758 = l_6757 == uint32(0);
if (l_6758) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6759 = l_6755 & uint32(2147483648);
const bool l_6760 = l_6759 != uint32(0);
if (l_6760) {
const uint32 l_6761 = l_6755 - uint32(1);
l_mut_4118 = l_6761;
} else {
const bool l_6762 = l_6755 == uint32(2139095040);
if (l_6762) {
l_mut_4118 = l_6755;
}
}
}
const float l_6763 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6764 = reinterpret_cast<uint32 const&>(l_6763);
const uint32 l_6765 = l_6764 & uint32(2147483647);
const float l_6766 = reinterpret_cast<float const&>(l_6765);
const double l_6767 = double(l_6766);
l_mut_3356 = l_6767;
const bool l_6768 = l_6765 < uint32(8388608);
if (l_6768) {
const double l_6769 = double(l_6765);
const double l_6770 = l_6769 * double(1.401298464324817e-45);
l_mut_3356 = l_6770;
}
const uint64 l_6771 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6772 = l_6764 >> uint32(31);
const uint64 l_6773 = uint64(l_6772);
const uint64 l_6774 = l_6773 << uint64(63);
const uint64 l_6775 = l_6771 | l_6774;
const double l_6776 = reinterpret_cast<double const&>(l_6775);
l_mut_3612 = l_6776;
}
}
}
const bool l_6777 = l_mut_3866 == l_mut_3612;
const bool l_6778 = l_6611 && l_6777;
if (l_6778) {
const double l_6779 = l_arr_6428[uint32(0)];
const double l_6780 = l_6779 * double(7.1362384635298e44);
const double l_6781 = floor(l_6780);
const double l_6782 = l_6781 * double(1.401298464324817e-45);
l_mut_3866 = l_6782;
const double l_6783 = abs(l_6779);
const bool l_6784 = l_6783 >= double(1.1754943508222875e-38);
if (l_6784) {
const float l_6785 = float(l_6779);
const double l_6786 = double(l_6785);
l_mut_3866 = l_6786;
const bool l_6787 = l_mut_3866 > l_6779;
if (l_6787) {
const uint32 l_6788 = reinterpret_cast<uint32 const&>(l_6785);
const uint32 l_6789 = l_6788 ^ uint32(2147483648);
const float l_6790 = reinterpret_cast<float const&>(l_6789);
const uint32 l_6791 = reinterpret_cast<uint32 const&>(l_6790);
const uint32 l_6792 = l_6791 + uint32(1);
l_mut_4118 = l_6792;
const uint32 l_6793 = l_6791 & uint32(2147483647);
const bool l_6794 = l_6793 == uint32(0);
if (l_6794) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6795 = l_6791 & uint32(2147483648);
const bool l_6796 = l_6795 != uint32(0);
if (l_6796) {
const uint32 l_6797 = l_6791 - uint32(1);
l_mut_4118 = l_6797;
} else {
const bool l_6798 = l_6791 == uint32(2139095040);
if (l_6798) {
l_mut_4118 = l_6791;
}
}
}
const float l_6799 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6800 = reinterpret_cast<uint32 const&>(l_6799);
const uint32 l_6801 = l_6800 ^ uint32(2147483648);
const float l_6802 = reinterpret_cast<float const&>(l_6801);
const uint32 l_6803 = reinterpret_cast<uint32 const&>(l_6802);
const uint32 l_6804 = l_6803 & uint32(2147483647);
const float l_6805 = reinterpret_cast<float const&>(l_6804);
const double l_6806 = double(l_6805);
l_mut_3612 = l_6806;
const bool l_6807 = l_6804 < uint32(8388608);
if (l_6807) {
const double l_6808 = double(l_6804);
const double l_6809 = l_6808 * double(1.401298464324817e-45);
l_mut_3612 = l_6809;
}
const uint64 l_6810 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6811 = l_6803 >> uint32(31);
const uint64 l_6812 = uint64(l_6811);
const uint64 l_6813 = l_6812 << uint64(63);
const uint64 l_6814 = l_6810 | l_6813;
const double l_6815 = reinterpret_cast<double const&>(l_6814);
l_mut_3866 = l_6815;
} else {
const uint32 l_6816 = reinterpret_cast<uint32 const&>(l_6785);
const uint32 l_6817 = l_6816 + uint32(1);
l_mut_4118 = l_6817;
const uint32 l_6818 = l_6816 & uint32(2147483647);
const bool l_6819 = l_6818 == uint32(0);
if (l_6819) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6820 = l_6816 & uint32(2147483648);
const bool l_6821 = l_6820 != uint32(0);
if (l_6821) {
const uint32 l_6822 = l_6816 - uint32(1);
l_mut_4118 = l_6822;
} else {
const bool l_6823 = l_6816 == uint32(2139095040);
if (l_6823) {
l_mut_4118 = l_6816;
}
}
}
const float l_6824 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6825 = reinterpret_cast<uint32 const&>(l_6824);
const uint32 l_6826 = l_6825 & uint32(2147483647);
const float l_6827 = reinterpret_cast<float const&>(l_6826);
const double l_6828 = double(l_6827);
l_mut_3612 = l_6828;
const bool l_6829 = l_6826 < uint32(8388608);
if (l_6829) {
const double l_6830 = double(l_6826);
const double l_6831 = l_6830 * double(1.401298464324817e-45);
l_mut_3612 = l_6831;
}
const uint64 l_6832 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6833 = l_6825 >> uint32(31);
const uint64 l_6834 = uint64(l_6833);
const uint64 l_6835 = l_6834 << uint64(63);
const uint64 l_6836 = l_6832 | l_6835;
const double l_6837 = reinterpret_cast<double const&>(l_6836);
const bool l_6838 = l_6837 <= l_6779;
if (l_6838) {
const uint32 l_6839 = reinterpret_cast<uint32 const&>(l_6785);
const uint32 l_6840 = l_6839 + uint32(1);
l_mut_4118 = l_6840;
const uint32 l_6841 = l_6839 & uint32(2147483647);
const bool l_6842 = l_6841 == uint32(0);
if (l_6842) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6843 = l_6839 & uint32(2147483648);
const bool l_6844 = l_6843 != uint32(0);
if (l_6844) {
const uint32 l_6845 = l_6839 - uint32(1);
l_mut_4118 = l_6845;
} else {
const bool l_6846 = l_6839 == uint32(2139095040);
if (l_6846) {
l_mut_4118 = l_6839;
}
}
}
const float l_6847 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6848 = reinterpret_cast<uint32 const&>(l_6847);
const uint32 l_6849 = l_6848 & uint32(2147483647);
const float l_6850 = reinterpret_cast<float const&>(l_6849);
const double l_6851 = double(l_6850);
l_mut_3612 = l_6851;
const bool l_6852 = l_6849 < uint32(8388608);
if (l_6852) {
const double l_6853 = double(l_6849);
const double l_6854 = l_6853 * double(1.401298464324817e-45);
l_mut_3612 = l_6854;
}
const uint64 l_6855 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6856 = l_6848 >> uint32(31);
const uint64 l_6857 = uint64(l_6856);
const uint64 l_6858 = l_6857 << uint64(63);
const uint64 l_6859 = l_6855 | l_6858;
const double l_6860 = reinterpret_cast<double const&>(l_6859);
l_mut_3866 = l_6860;
}
}
}
const double l_6861 = l_arr_6428[uint32(1)];
const double l_6862 = -l_6861;
const double l_6863 = l_6862 * double(7.1362384635298e44);
const double l_6864 = floor(l_6863);
const double l_6865 = l_6864 * double(1.401298464324817e-45);
l_mut_3612 = l_6865;
const double l_6866 = abs(l_6862);
const bool l_6867 = l_6866 >= double(1.1754943508222875e-38);
if (l_6867) {
const float l_6868 = float(l_6862);
const double l_6869 = double(l_6868);
l_mut_3612 = l_6869;
const bool l_6870 = l_mut_3612 > l_6862;
if (l_6870) {
const uint32 l_6871 = reinterpret_cast<uint32 const&>(l_6868);
const uint32 l_6872 = l_6871 ^ uint32(2147483648);
const float l_6873 = reinterpret_cast<float const&>(l_6872);
const uint32 l_6874 = reinterpret_cast<uint32 const&>(l_6873);
const uint32 l_6875 = l_6874 + uint32(1);
l_mut_4118 = l_6875;
const uint32 l_6876 = l_6874 & uint32(2147483647);
const bool l_6877 = l_6876 == uint32(0);
if (l_6877) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6878 = l_6874 & uint32(2147483648);
const bool l_6879 = l_6878 != uint32(0);
if (l_6879) {
const uint32 l_6880 = l_6874 - uint32(1);
l_mut_4118 = l_6880;
} else {
const bool l_6881 = l_6874 == uint32(2139095040);
if (l_6881) {
l_mut_4118 = l_6874;
}
}
}
const float l_6882 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6883 = reinterpret_cast<uint32 const&>(l_6882);
const uint32 l_6884 = l_6883 ^ uint32(2147483648);
const float l_6885 = reinterpret_cast<float const&>(l_6884);
const uint32 l_6886 = reinterpret_cast<uint32 const&>(l_6885);
const uint32 l_6887 = l_6886 & uint32(2147483647);
const float l_6888 = reinterpret_cast<float const&>(l_6887);
const double l_6889 = double(l_6888);
l_mut_3356 = l_6889;
const bool l_6890 = l_6887 < uint32(8388608);
if (l_6890) {
const double l_6891 = double(l_6887);
const double l_6892 = l_6891 * double(1.401298464324817e-45);
l_mut_3356 = l_6892;
}
const uint64 l_6893 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6894 = l_6886 >> uint32(31);
const uint64 l_6895 = uint64(l_6894);
const uint64 l_6896 = l_6895 << uint64(63);
const uint64 l_6897 = l_6893 | l_6896;
const double l_6898 = reinterpret_cast<double const&>(l_6897);
l_mut_3612 = l_6898;
} else {
const uint32 l_6899 = reinterpret_cast<uint32 const&>(l_6868);
const uint32 l_6900 = l_6899 + uint32(1);
l_mut_4118 = l_6900;
const uint32 l_6901 = l_6899 & uint32(2147483647);
const bool l_6902 = l_6901 == uint32(0);
if (l_6902) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6903 = l_6899 & uint32(2147483648);
const bool l_6904 = l_6903 != uint32(0);
if (l_6904) {
const uint32 l_6905 = l_6899 - uint32(1);
l_mut_4118 = l_6905;
} else {
const bool l_6906 = l_6899 == uint32(2139095040);
if (l_6906) {
l_mut_4118 = l_6899;
}
}
}
const float l_6907 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6908 = reinterpret_cast<uint32 const&>(l_6907);
const uint32 l_6909 = l_6908 & uint32(2147483647);
const float l_6910 = reinterpret_cast<float const&>(l_6909);
const double l_6911 = double(l_6910);
l_mut_3356 = l_6911;
const bool l_6912 = l_6909 < uint32(8388608);
if (l_6912) {
const double l_6913 = double(l_6909);
const double l_6914 = l_6913 * double(1.401298464324817e-45);
l_mut_3356 = l_6914;
}
const uint64 l_6915 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6916 = l_6908 >> uint32(31);
const uint64 l_6917 = uint64(l_6916);
const uint64 l_6918 = l_6917 << uint64(63);
const uint64 l_6919 = l_6915 | l_6918;
const double l_6920 = reinterpret_cast<double const&>(l_6919);
const bool l_6921 = l_6920 <= l_6862;
if (l_6921) {
const uint32 l_6922 = reinterpret_cast<uint32 const&>(l_6868);
const uint32 l_6923 = l_6922 + uint32(1);
l_mut_4118 = l_6923;
const uint32 l_6924 = l_6922 & uint32(2147483647);
const bool l_6925 = l_6924 == uint32(0);
if (l_6925) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6926 = l_6922 & uint32(2147483648);
const bool l_6927 = l_6926 != uint32(0);
if (l_6927) {
const uint32 l_6928 = l_6922 - uint32(1);
l_mut_4118 = l_6928;
} else {
const bool l_6929 = l_6922 == uint32(2139095040);
if (l_6929) {
l_mut_4118 = l_6922;
}
}
}
const float l_6930 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6931 = reinterpret_cast<uint32 const&>(l_6930);
const uint32 l_6932 = l_6931 & uint32(2147483647);
const float l_6933 = reinterpret_cast<float const&>(l_6932);
const double l_6934 = double(l_6933);
l_mut_3356 = l_6934;
const bool l_6935 = l_6932 < uint32(8388608);
if (l_6935) {
const double l_6936 = double(l_6932);
const double l_6937 = l_6936 * double(1.401298464324817e-45);
l_mut_3356 = l_6937;
}
const uint64 l_6938 = reinterpret_cast<uint64 const&>(l_mut_3356);
const uint32 l_6939 = l_6931 >> uint32(31);
const uint64 l_6940 = uint64(l_6939);
const uint64 l_6941 = l_6940 << uint64(63);
const uint64 l_6942 = l_6938 | l_6941;
const double l_6943 = reinterpret_cast<double const&>(l_6942);
l_mut_3612 = l_6943;
}
}
}
const double l_6944 = -l_mut_3612;
const uint32 l_6945 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6946 = l_6945 & uint32(2147483647);
const float l_6947 = reinterpret_cast<float const&>(l_6946);
const double l_6948 = double(l_6947);
l_mut_3612 = l_6948;
const bool l_6949 = l_6946 < uint32(8388608);
if (l_6949) {
const double l_6950 = double(l_6946);
const double l_6951 = l_6950 * double(1.401298464324817e-45);
l_mut_3612 = l_6951;
}
const uint64 l_6952 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6953 = l_6945 >> uint32(31);
const uint64 l_6954 = uint64(l_6953);
const uint64 l_6955 = l_6954 << uint64(63);
const uint64 l_6956 = l_6952 | l_6955;
const double l_6957 = reinterpret_cast<double const&>(l_6956);
const uint32 l_6958 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6959 = l_6958 + uint32(1);
l_mut_4118 = l_6959;
const uint32 l_6960 = l_6958 & uint32(2147483647);
const bool l_6961 = l_6960 == uint32(0);
if (l_6961) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6962 = l_6958 & uint32(2147483648);
const bool l_6963 = l_6962 != uint32(0);
if (l_6963) {
const uint32 l_6964 = l_6958 - uint32(1);
l_mut_4118 = l_6964;
} else {
const bool l_6965 = l_6958 == uint32(2139095040);
if (l_6965) {
l_mut_4118 = l_6958;
}
}
}
const float l_6966 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6967 = reinterpret_cast<uint32 const&>(l_6966);
const uint32 l_6968 = l_6967 & uint32(2147483647);
const float l_6969 = reinterpret_cast<float const&>(l_6968);
const double l_6970 = double(l_6969);
l_mut_3612 = l_6970;
const bool l_6971 = l_6968 < uint32(8388608);
if (l_6971) {
const double l_6972 = double(l_6968);
const double l_6973 = l_6972 * double(1.401298464324817e-45);
l_mut_3612 = l_6973;
}
const uint64 l_6974 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_6975 = l_6967 >> uint32(31);
const uint64 l_6976 = uint64(l_6975);
const uint64 l_6977 = l_6976 << uint64(63);
const uint64 l_6978 = l_6974 | l_6977;
const double l_6979 = reinterpret_cast<double const&>(l_6978);
const uint32 l_6980 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_6981 = l_6980 ^ uint32(2147483648);
const float l_6982 = reinterpret_cast<float const&>(l_6981);
const uint32 l_6983 = reinterpret_cast<uint32 const&>(l_6982);
const uint32 l_6984 = l_6983 + uint32(1);
l_mut_4118 = l_6984;
const uint32 l_6985 = l_6983 & uint32(2147483647);
const bool l_6986 = l_6985 == uint32(0);
if (l_6986) {
l_mut_4118 = uint32(1);
} else {
const uint32 l_6987 = l_6983 & uint32(2147483648);
const bool l_6988 = l_6987 != uint32(0);
if (l_6988) {
const uint32 l_6989 = l_6983 - uint32(1);
l_mut_4118 = l_6989;
} else {
const bool l_6990 = l_6983 == uint32(2139095040);
if (l_6990) {
l_mut_4118 = l_6983;
}
}
}
const float l_6991 = reinterpret_cast<float const&>(l_mut_4118);
const uint32 l_6992 = reinterpret_cast<uint32 const&>(l_6991);
const uint32 l_6993 = l_6992 ^ uint32(2147483648);
const float l_6994 = reinterpret_cast<float const&>(l_6993);
const uint32 l_6995 = reinterpret_cast<uint32 const&>(l_6994);
const uint32 l_6996 = l_6995 & uint32(2147483647);
const float l_6997 = reinterpret_cast<float const&>(l_6996);
const double l_6998 = double(l_6997);
l_mut_3612 = l_6998;
const bool l_6999 = l_6996 < uint32(8388608);
if (l_6999) {
const double l_7000 = double(l_6996);
const double l_7001 = l_7000 * double(1.401298464324817e-45);
l_mut_3612 = l_7001;
}
const uint64 l_7002 = reinterpret_cast<uint64 const&>(l_mut_3612);
const uint32 l_7003 = l_6995 >> uint32(31);
const uint64 l_7004 = uint64(l_7003);
const uint64 l_7005 = l_7004 << uint64(63);
const uint64 l_7006 = l_7002 | l_7005;
const double l_7007 = reinterpret_cast<double const&>(l_7006);
const double l_7008 = l_mut_3866 + double(0.0);
const bool l_7009 = l_7008 <= l_6957;
l_mut_1034 = l_7009;
const double l_7010 = l_mut_3866 - double(0.0);
const bool l_7011 = l_7010 > l_6957;
l_mut_1031 = l_7011;
const double l_7012 = l_6944 - double(0.0);
const bool l_7013 = l_7012 >= l_6957;
l_mut_1028 = l_7013;
const double l_7014 = l_6944 + double(0.0);
const bool l_7015 = l_7014 < l_6957;
l_mut_1025 = l_7015;
l_mut_4118 = uint32(2);
const bool l_7016 = l_mut_1031 || l_mut_1025;
if (l_7016) {
l_mut_4118 = uint32(1);
} else {
const bool l_7017 = l_mut_1034 && l_mut_1028;
if (l_7017) {
l_mut_4118 = uint32(0);
}
}
const uint32 l_7018 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7019 = l_7018 & uint32(2147483647);
const bool l_7020 = l_7019 == uint32(0);
if (l_7020) {
const double l_7021 = l_mut_3866 + double(0.0);
const bool l_7022 = l_7021 < double(1.1754943508222875e-38);
const double l_7023 = l_6944 - double(0.0);
const bool l_7024 = l_7023 > double(-1.1754943508222875e-38);
const bool l_7025 = l_7022 && l_7024;
const double l_7026 = l_mut_3866 - double(0.0);
const bool l_7027 = l_7026 < double(1.1754943508222875e-38);
const double l_7028 = l_6944 + double(0.0);
const bool l_7029 = l_7028 > double(-1.1754943508222875e-38);
const bool l_7030 = l_7027 && l_7029;
if (l_7025) {
l_mut_4118 = uint32(0);
} else {
const bool l_7031 = l_mut_4118 == uint32(1);
const bool l_7032 = l_7030 && l_7031;
if (l_7032) {
l_mut_4118 = uint32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
l_mut_379 = l_mut_5161;
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
const uint32 l_7033 = l_arr_10[l_mut_899];
const bool l_7034 = l_7033 == uint32(2);
if (l_7034) {
l_mut_447 = bool(false);
}
}
}
const bool l_7035 = l_mut_856 == uint32(4294967293);
if (l_7035) {
const uint32 l_7036 = l_arr_8[uint32(0)];
const uint32 l_7037 = l_7036 + uint32(1);
l_arr_8[uint32(0)] = l_7037;
} else {
if (l_mut_447) {
l_mut_3866 = l_887;
const bool l_7038 = l_mut_3866 < double(-17.0);
if (l_7038) {
l_mut_3866 = double(-17.0);
}
const bool l_7039 = l_mut_3866 > double(17.0);
if (l_7039) {
l_mut_3866 = double(17.0);
}
const double l_7040 = l_mut_3866 + double(16.0);
const double l_7041 = l_7040 + double(1.0);
const uint32 l_7042 = uint32(l_7041);
const uint32 l_7043 = uint32(2) + l_7042;
const uint32 l_7044 = l_arr_8[l_7043];
const uint32 l_7045 = l_7044 + uint32(1);
l_arr_8[l_7043] = l_7045;
const uint32 l_7046 = reinterpret_cast<uint32 const&>(l_146);
const uint32 l_7047 = l_7046 & uint32(2147483647);
const float l_7048 = reinterpret_cast<float const&>(l_7047);
const double l_7049 = double(l_7048);
l_mut_3866 = l_7049;
const bool l_7050 = l_7047 < uint32(8388608);
if (l_7050) {
const double l_7051 = double(l_7047);
const double l_7052 = l_7051 * double(1.401298464324817e-45);
l_mut_3866 = l_7052;
}
const uint64 l_7053 = reinterpret_cast<uint64 const&>(l_mut_3866);
const uint32 l_7054 = l_7046 >> uint32(31);
const uint64 l_7055 = uint64(l_7054);
const uint64 l_7056 = l_7055 << uint64(63);
const uint64 l_7057 = l_7053 | l_7056;
const double l_7058 = reinterpret_cast<double const&>(l_7057);
const double l_7059 = abs(l_mut_151);
const double l_7060 = l_mut_151 * double(0.0);
const double l_7061 = l_7060 + double(7.1362384635298e44);
l_mut_3866 = l_7061;
const bool l_7062 = l_7059 >= double(2.350988701644575e-38);
if (l_7062) {
const uint32 l_7063 = l_mut_856 & uint32(2147483647);
const float l_7064 = reinterpret_cast<float const&>(l_7063);
const double l_7065 = double(l_7064);
const uint32 l_7066 = l_7063 & uint32(2139095040);
const float l_7067 = reinterpret_cast<float const&>(l_7066);
const double l_7068 = double(l_7067);
const bool l_7069 = l_7065 > l_7059;
const uint32 l_7070 = l_7063 & uint32(8388607);
const bool l_7071 = l_7070 == uint32(0);
const bool l_7072 = l_7069 && l_7071;
const double l_7073 = l_7068 * double(1.1920928955078125e-7);
const double l_7074 = double(l_7072);
const double l_7075 = double(0.5) * l_7074;
const double l_7076 = double(1.0) - l_7075;
const double l_7077 = l_7073 * l_7076;
const double l_7078 = double(1.0) / l_7077;
l_mut_3866 = l_7078;
}
const double l_7079 = l_7058 - l_mut_151;
const double l_7080 = l_7079 * l_mut_3866;
const uint32 l_7081 = uint32(2) * uint32(0);
const uint32 l_7082 = uint32(45) + l_7081;
const double l_7083 = abs(l_7080);
const double l_7084 = l_arr_9[uint32(0)];
const double l_7085 = abs(l_7084);
const bool l_7086 = l_7083 > l_7085;
l_mut_1034 = l_7086;
const bool l_7087 = uint32(0) == uint32(0);
if (l_7087) {
const double l_7088 = l_arr_9[uint32(0)];
const bool l_7089 = l_7080 < l_7088;
l_mut_1034 = l_7089;
} else {
const bool l_7090 = uint32(0) == uint32(1);
if (l_7090) {
const double l_7091 = l_arr_9[uint32(0)];
const bool l_7092 = l_7080 > l_7091;
l_mut_1034 = l_7092;
}
}
const uint32 l_7093 = l_arr_8[l_7082];
const bool l_7094 = l_7093 == uint32(4294967295);
const bool l_7095 = l_7094 || l_mut_1034;
if (l_7095) {
l_arr_8[l_7082] = l_27;
const uint32 l_7096 = l_7082 + uint32(1);
l_arr_8[l_7096] = l_868;
l_arr_9[uint32(0)] = l_7080;
}
const uint32 l_7097 = uint32(2) * uint32(1);
const uint32 l_7098 = uint32(45) + l_7097;
const double l_7099 = abs(l_7080);
const double l_7100 = l_arr_9[uint32(1)];
const double l_7101 = abs(l_7100);
const bool l_7102 = l_7099 > l_7101;
l_mut_1034 = l_7102;
const bool l_7103 = uint32(1) == uint32(0);
if (l_7103) {
const double l_7104 = l_arr_9[uint32(1)];
const bool l_7105 = l_7080 < l_7104;
l_mut_1034 = l_7105;
} else {
const bool l_7106 = uint32(1) == uint32(1);
if (l_7106) {
const double l_7107 = l_arr_9[uint32(1)];
const bool l_7108 = l_7080 > l_7107;
l_mut_1034 = l_7108;
}
}
const uint32 l_7109 = l_arr_8[l_7098];
const bool l_7110 = l_7109 == uint32(4294967295);
const bool l_7111 = l_7110 || l_mut_1034;
if (l_7111) {
l_arr_8[l_7098] = l_27;
const uint32 l_7112 = l_7098 + uint32(1);
l_arr_8[l_7112] = l_868;
l_arr_9[uint32(1)] = l_7080;
}
const bool l_7113 = l_887 != double(0.0);
if (l_7113) {

for (uint32 l_mut_7114 = uint32(0); l_mut_7114 < uint32(8); ++l_mut_7114) {
const uint32 l_7115 = l_arr_10[l_mut_7114];
const bool l_7116 = l_7115 == uint32(1);
if (l_7116) {
const uint32 l_7117 = uint32(37) + l_mut_7114;
const uint32 l_7118 = l_arr_8[l_7117];
const uint32 l_7119 = l_7118 + uint32(1);
l_arr_8[l_7117] = l_7119;
const uint32 l_7120 = uint32(2) + l_mut_7114;
const uint32 l_7121 = uint32(2) * l_7120;
const uint32 l_7122 = uint32(45) + l_7121;
const double l_7123 = abs(l_7080);
const double l_7124 = l_arr_9[l_7120];
const double l_7125 = abs(l_7124);
const bool l_7126 = l_7123 > l_7125;
l_mut_1034 = l_7126;
const bool l_7127 = l_7120 == uint32(0);
if (l_7127) {
const double l_7128 = l_arr_9[l_7120];
const bool l_7129 = l_7080 < l_7128;
l_mut_1034 = l_7129;
} else {
const bool l_7130 = l_7120 == uint32(1);
if (l_7130) {
const double l_7131 = l_arr_9[l_7120];
const bool l_7132 = l_7080 > l_7131;
l_mut_1034 = l_7132;
}
}
const uint32 l_7133 = l_arr_8[l_7122];
const bool l_7134 = l_7133 == uint32(4294967295);
const bool l_7135 = l_7134 || l_mut_1034;
if (l_7135) {
l_arr_8[l_7122] = l_27;
const uint32 l_7136 = l_7122 + uint32(1);
l_arr_8[l_7136] = l_868;
l_arr_9[l_7120] = l_7080;
}
}
}
}
} else {
const uint32 l_7137 = l_arr_8[uint32(1)];
const uint32 l_7138 = l_2 + l_7137;
const uint32 l_7139 = l_7138 * uint32(2);
const uint32 l_7364 = info.static_meta[uint32(7)];
const uint32 l_7365 = l_7364 * uint32(1);
const bool l_7366 = l_7139 < l_7365;
if (l_7366) {
buffer_7[l_7139] = l_27;
}
const uint32 l_7140 = l_7139 + uint32(1);
const uint32 l_7367 = info.static_meta[uint32(7)];
const uint32 l_7368 = l_7367 * uint32(1);
const bool l_7369 = l_7140 < l_7368;
if (l_7369) {
buffer_7[l_7140] = l_868;
}
const uint32 l_7141 = l_arr_8[uint32(1)];
const uint32 l_7142 = l_7141 + uint32(1);
l_arr_8[uint32(1)] = l_7142;
}
}
}

for (uint32 l_mut_7143 = uint32(0); l_mut_7143 < uint32(65); ++l_mut_7143) {
const uint32 l_7144 = idxGlobal * uint32(65);
const uint32 l_7145 = l_7144 + l_mut_7143;
const uint32 l_7146 = l_arr_8[l_mut_7143];
const uint32 l_7370 = info.static_meta[uint32(5)];
const uint32 l_7371 = l_7370 * uint32(1);
const bool l_7372 = l_7145 < l_7371;
if (l_7372) {
buffer_5[l_7145] = l_7146;
}
}

for (uint32 l_mut_7147 = uint32(0); l_mut_7147 < uint32(10); ++l_mut_7147) {
const uint32 l_7148 = idxGlobal * uint32(10);
const uint32 l_7149 = l_7148 + l_mut_7147;
const double l_7150 = l_arr_9[l_mut_7147];
const uint32 l_7373 = info.static_meta[uint32(6)];
const uint32 l_7374 = l_7373 * uint32(1);
const bool l_7375 = l_7149 < l_7374;
if (l_7375) {
buffer_6[l_7149] = l_7150;
}
}
}

}
