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
    uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(64)double_words_f_f32 (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, float* buffer_3, const __grid_constant__ info_st info
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
float l_mut_150;
float l_mut_366;
float l_mut_45;
float l_mut_466;
float l_mut_46;
int32 l_mut_24;
int32 l_mut_39;
int32 l_mut_68;
uint32 l_mut_164;
uint32 l_mut_4;
uint32 l_mut_58;
uint32 l_mut_72;
uint64 l_mut_131;
uint64 l_mut_20;
uint64 l_mut_222;
uint64 l_mut_35;
uint64 l_mut_537;
uint64 l_mut_59;
uint64 l_mut_86;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const uint32 l_646 = info.static_meta[uint32(2)];
const uint32 l_647 = l_646 * uint32(1);
const bool l_648 = uint32(0) < l_647;
const uint32 l_649 = l_647 - uint32(1);
const uint32 l_650 = min(uint32(0), l_649);
const float l_651 = buffer_2[l_650];
const float l_652 = (l_648) ? l_651 : float(0.0);
const float l_2 = l_652;
const uint32 l_653 = info.static_meta[uint32(2)];
const uint32 l_654 = l_653 * uint32(1);
const bool l_655 = uint32(1) < l_654;
const uint32 l_656 = l_654 - uint32(1);
const uint32 l_657 = min(uint32(1), l_656);
const float l_658 = buffer_2[l_657];
const float l_659 = (l_655) ? l_658 : float(0.0);
const float l_3 = l_659;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_660 = info.static_meta[uint32(0)];
const uint32 l_661 = l_660 * uint32(1);
const bool l_662 = l_mut_4 < l_661;
const uint32 l_663 = l_661 - uint32(1);
const uint32 l_664 = min(l_mut_4, l_663);
const float l_665 = buffer_0[l_664];
const float l_666 = (l_662) ? l_665 : float(0.0);
const float l_6 = l_666;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_667 = info.static_meta[uint32(0)];
const uint32 l_668 = l_667 * uint32(1);
const bool l_669 = l_7 < l_668;
const uint32 l_670 = l_668 - uint32(1);
const uint32 l_671 = min(l_7, l_670);
const float l_672 = buffer_0[l_671];
const float l_673 = (l_669) ? l_672 : float(0.0);
const float l_8 = l_673;
const uint32 l_674 = info.static_meta[uint32(1)];
const uint32 l_675 = l_674 * uint32(1);
const bool l_676 = l_mut_4 < l_675;
const uint32 l_677 = l_675 - uint32(1);
const uint32 l_678 = min(l_mut_4, l_677);
const float l_679 = buffer_1[l_678];
const float l_680 = (l_676) ? l_679 : float(0.0);
const float l_9 = l_680;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_681 = info.static_meta[uint32(1)];
const uint32 l_682 = l_681 * uint32(1);
const bool l_683 = l_10 < l_682;
const uint32 l_684 = l_682 - uint32(1);
const uint32 l_685 = min(l_10, l_684);
const float l_686 = buffer_1[l_685];
const float l_687 = (l_683) ? l_686 : float(0.0);
const float l_11 = l_687;
const uint32 l_12 = reinterpret_cast<uint32 const&>(l_6);
const uint32 l_13 = reinterpret_cast<uint32 const&>(l_9);
const uint32 l_14 = l_12 >> uint32(23);
const uint32 l_15 = l_14 & uint32(255);
const uint32 l_16 = l_12 & uint32(8388607);
const bool l_17 = l_15 != uint32(0);
if (l_17) {
const uint32 l_18 = l_16 | uint32(8388608);
const uint64 l_19 = uint64(l_18);
l_mut_20 = l_19;
} else {
const uint64 l_21 = uint64(l_16);
l_mut_20 = l_21;
}
if (l_17) {
const int32 l_22 = int32(l_15);
const int32 l_23 = l_22 - int32(150);
l_mut_24 = l_23;
} else {
const int32 l_25 = int32(uint32(1));
const int32 l_26 = l_25 - int32(150);
l_mut_24 = l_26;
}
const uint32 l_27 = l_12 & uint32(2147483648);
const bool l_28 = l_15 == uint32(255);
const uint32 l_29 = l_13 >> uint32(23);
const uint32 l_30 = l_29 & uint32(255);
const uint32 l_31 = l_13 & uint32(8388607);
const bool l_32 = l_30 != uint32(0);
if (l_32) {
const uint32 l_33 = l_31 | uint32(8388608);
const uint64 l_34 = uint64(l_33);
l_mut_35 = l_34;
} else {
const uint64 l_36 = uint64(l_31);
l_mut_35 = l_36;
}
if (l_32) {
const int32 l_37 = int32(l_30);
const int32 l_38 = l_37 - int32(150);
l_mut_39 = l_38;
} else {
const int32 l_40 = int32(uint32(1));
const int32 l_41 = l_40 - int32(150);
l_mut_39 = l_41;
}
const uint32 l_42 = l_13 & uint32(2147483648);
const bool l_43 = l_30 == uint32(255);
const float l_44 = l_6 * l_9;
l_mut_45 = l_44;
l_mut_46 = float(0.0);
const bool l_47 = !l_28;
const bool l_48 = !l_43;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_mut_20 != uint64(0);
const bool l_51 = l_49 && l_50;
const bool l_52 = l_mut_35 != uint64(0);
const bool l_53 = l_51 && l_52;
if (l_53) {
const uint64 l_54 = l_mut_20 * l_mut_35;
const int32 l_55 = l_mut_24 + l_mut_39;
const uint32 l_56 = l_12 ^ l_13;
const uint32 l_57 = l_56 & uint32(2147483648);
l_mut_58 = uint32(0);
l_mut_59 = uint64(0);
const bool l_60 = l_54 != uint64(0);
if (l_60) {
const uint32 l_61 = uint32(__clzll(int64(l_54)));
const int32 l_62 = int32(l_61);
const int32 l_63 = int32(64) - l_62;
const int32 l_64 = l_63 - int32(1);
const int32 l_65 = l_64 + l_55;
const int32 l_66 = l_65 + int32(127);
const int32 l_67 = int32(-149) - l_55;
l_mut_68 = l_67;
const bool l_69 = l_66 >= int32(1);
if (l_69) {
const int32 l_70 = l_63 - int32(24);
l_mut_68 = l_70;
}
const bool l_71 = l_mut_68 <= int32(0);
if (l_71) {
l_mut_72 = uint32(0);
const bool l_73 = l_54 != uint64(0);
if (l_73) {
const uint32 l_74 = uint32(__clzll(int64(l_54)));
const int32 l_75 = int32(l_74);
const int32 l_76 = int32(64) - l_75;
const int32 l_77 = l_76 - int32(1);
const int32 l_78 = l_77 + l_55;
const int32 l_79 = l_78 + int32(127);
const bool l_80 = l_79 >= int32(255);
if (l_80) {
l_mut_72 = uint32(2139095040);
} else {
const bool l_81 = l_79 >= int32(1);
if (l_81) {
const bool l_82 = l_76 > int32(24);
if (l_82) {
const int32 l_83 = l_76 - int32(24);
const uint64 l_84 = uint64(l_83);
const uint64 l_85 = l_54 >> l_84;
l_mut_86 = l_85;
} else {
const int32 l_87 = int32(24) - l_76;
const uint64 l_88 = uint64(l_87);
const uint64 l_89 = l_54 << l_88;
l_mut_86 = l_89;
}
const uint32 l_90 = uint32(l_79);
const uint32 l_91 = l_90 << uint32(23);
const uint32 l_92 = uint32(l_mut_86);
const uint32 l_93 = l_92 & uint32(8388607);
const uint32 l_94 = l_91 | l_93;
l_mut_72 = l_94;
} else {
const int32 l_95 = l_55 + int32(149);
const bool l_96 = l_95 >= int32(0);
if (l_96) {
const uint64 l_97 = uint64(l_95);
const uint64 l_98 = l_54 << l_97;
l_mut_86 = l_98;
} else {
const int32 l_99 = int32(0) - l_95;
const uint64 l_100 = uint64(l_99);
const uint64 l_101 = l_54 >> l_100;
l_mut_86 = l_101;
}
const uint32 l_102 = uint32(l_mut_86);
l_mut_72 = l_102;
}
}
}
l_mut_58 = l_mut_72;
l_mut_59 = l_54;
} else {
const bool l_103 = l_mut_68 <= l_63;
if (l_103) {
const uint64 l_104 = uint64(l_mut_68);
const uint64 l_105 = l_54 >> l_104;
l_mut_86 = l_105;
const uint64 l_106 = l_mut_86 << l_104;
const uint64 l_107 = l_54 - l_106;
const uint64 l_108 = l_104 - uint64(1);
const uint64 l_109 = uint64(1) << l_108;
const bool l_110 = l_107 > l_109;
const bool l_111 = l_107 == l_109;
const uint64 l_112 = l_mut_86 & uint64(1);
const bool l_113 = l_112 == uint64(1);
const bool l_114 = l_111 && l_113;
const bool l_115 = l_110 || l_114;
if (l_115) {
l_mut_86 = l_mut_86 + uint64(1);
}
const uint64 l_116 = l_mut_86 << l_104;
l_mut_59 = l_116;
const int32 l_117 = l_55 + l_mut_68;
l_mut_72 = uint32(0);
const bool l_118 = l_mut_86 != uint64(0);
if (l_118) {
const uint32 l_119 = uint32(__clzll(int64(l_mut_86)));
const int32 l_120 = int32(l_119);
const int32 l_121 = int32(64) - l_120;
const int32 l_122 = l_121 - int32(1);
const int32 l_123 = l_122 + l_117;
const int32 l_124 = l_123 + int32(127);
const bool l_125 = l_124 >= int32(255);
if (l_125) {
l_mut_72 = uint32(2139095040);
} else {
const bool l_126 = l_124 >= int32(1);
if (l_126) {
const bool l_127 = l_121 > int32(24);
if (l_127) {
const int32 l_128 = l_121 - int32(24);
const uint64 l_129 = uint64(l_128);
const uint64 l_130 = l_mut_86 >> l_129;
l_mut_131 = l_130;
} else {
const int32 l_132 = int32(24) - l_121;
const uint64 l_133 = uint64(l_132);
const uint64 l_134 = l_mut_86 << l_133;
l_mut_131 = l_134;
}
const uint32 l_135 = uint32(l_124);
const uint32 l_136 = l_135 << uint32(23);
const uint32 l_137 = uint32(l_mut_131);
const uint32 l_138 = l_137 & uint32(8388607);
const uint32 l_139 = l_136 | l_138;
l_mut_72 = l_139;
} else {
const int32 l_140 = l_117 + int32(149);
const bool l_141 = l_140 >= int32(0);
if (l_141) {
const uint64 l_142 = uint64(l_140);
const uint64 l_143 = l_mut_86 << l_142;
l_mut_131 = l_143;
} else {
const int32 l_144 = int32(0) - l_140;
const uint64 l_145 = uint64(l_144);
const uint64 l_146 = l_mut_86 >> l_145;
l_mut_131 = l_146;
}
const uint32 l_147 = uint32(l_mut_131);
l_mut_72 = l_147;
}
}
}
l_mut_58 = l_mut_72;
}
}
}
const uint32 l_148 = l_mut_58 | l_57;
const float l_149 = reinterpret_cast<float const&>(l_148);
l_mut_45 = l_149;
l_mut_150 = float(0.0);
const bool l_151 = l_54 > l_mut_59;
if (l_151) {
const uint64 l_152 = l_54 - l_mut_59;
l_mut_72 = uint32(0);
l_mut_131 = uint64(0);
const bool l_153 = l_152 != uint64(0);
if (l_153) {
const uint32 l_154 = uint32(__clzll(int64(l_152)));
const int32 l_155 = int32(l_154);
const int32 l_156 = int32(64) - l_155;
const int32 l_157 = l_156 - int32(1);
const int32 l_158 = l_157 + l_55;
const int32 l_159 = l_158 + int32(127);
const int32 l_160 = int32(-149) - l_55;
l_mut_68 = l_160;
const bool l_161 = l_159 >= int32(1);
if (l_161) {
const int32 l_162 = l_156 - int32(24);
l_mut_68 = l_162;
}
const bool l_163 = l_mut_68 <= int32(0);
if (l_163) {
l_mut_164 = uint32(0);
const bool l_165 = l_152 != uint64(0);
if (l_165) {
const uint32 l_166 = uint32(__clzll(int64(l_152)));
const int32 l_167 = int32(l_166);
const int32 l_168 = int32(64) - l_167;
const int32 l_169 = l_168 - int32(1);
const int32 l_170 = l_169 + l_55;
const int32 l_171 = l_170 + int32(127);
const bool l_172 = l_171 >= int32(255);
if (l_172) {
l_mut_164 = uint32(2139095040);
} else {
const bool l_173 = l_171 >= int32(1);
if (l_173) {
const bool l_174 = l_168 > int32(24);
if (l_174) {
const int32 l_175 = l_168 - int32(24);
const uint64 l_176 = uint64(l_175);
const uint64 l_177 = l_152 >> l_176;
l_mut_86 = l_177;
} else {
const int32 l_178 = int32(24) - l_168;
const uint64 l_179 = uint64(l_178);
const uint64 l_180 = l_152 << l_179;
l_mut_86 = l_180;
}
const uint32 l_181 = uint32(l_171);
const uint32 l_182 = l_181 << uint32(23);
const uint32 l_183 = uint32(l_mut_86);
const uint32 l_184 = l_183 & uint32(8388607);
const uint32 l_185 = l_182 | l_184;
l_mut_164 = l_185;
} else {
const int32 l_186 = l_55 + int32(149);
const bool l_187 = l_186 >= int32(0);
if (l_187) {
const uint64 l_188 = uint64(l_186);
const uint64 l_189 = l_152 << l_188;
l_mut_86 = l_189;
} else {
const int32 l_190 = int32(0) - l_186;
const uint64 l_191 = uint64(l_190);
const uint64 l_192 = l_152 >> l_191;
l_mut_86 = l_192;
}
const uint32 l_193 = uint32(l_mut_86);
l_mut_164 = l_193;
}
}
}
l_mut_72 = l_mut_164;
l_mut_131 = l_152;
} else {
const bool l_194 = l_mut_68 <= l_156;
if (l_194) {
const uint64 l_195 = uint64(l_mut_68);
const uint64 l_196 = l_152 >> l_195;
l_mut_86 = l_196;
const uint64 l_197 = l_mut_86 << l_195;
const uint64 l_198 = l_152 - l_197;
const uint64 l_199 = l_195 - uint64(1);
const uint64 l_200 = uint64(1) << l_199;
const bool l_201 = l_198 > l_200;
const bool l_202 = l_198 == l_200;
const uint64 l_203 = l_mut_86 & uint64(1);
const bool l_204 = l_203 == uint64(1);
const bool l_205 = l_202 && l_204;
const bool l_206 = l_201 || l_205;
if (l_206) {
l_mut_86 = l_mut_86 + uint64(1);
}
const uint64 l_207 = l_mut_86 << l_195;
l_mut_131 = l_207;
const int32 l_208 = l_55 + l_mut_68;
l_mut_164 = uint32(0);
const bool l_209 = l_mut_86 != uint64(0);
if (l_209) {
const uint32 l_210 = uint32(__clzll(int64(l_mut_86)));
const int32 l_211 = int32(l_210);
const int32 l_212 = int32(64) - l_211;
const int32 l_213 = l_212 - int32(1);
const int32 l_214 = l_213 + l_208;
const int32 l_215 = l_214 + int32(127);
const bool l_216 = l_215 >= int32(255);
if (l_216) {
l_mut_164 = uint32(2139095040);
} else {
const bool l_217 = l_215 >= int32(1);
if (l_217) {
const bool l_218 = l_212 > int32(24);
if (l_218) {
const int32 l_219 = l_212 - int32(24);
const uint64 l_220 = uint64(l_219);
const uint64 l_221 = l_mut_86 >> l_220;
l_mut_222 = l_221;
} else {
const int32 l_223 = int32(24) - l_212;
const uint64 l_224 = uint64(l_223);
const uint64 l_225 = l_mut_86 << l_224;
l_mut_222 = l_225;
}
const uint32 l_226 = uint32(l_215);
const uint32 l_227 = l_226 << uint32(23);
const uint32 l_228 = uint32(l_mut_222);
const uint32 l_229 = l_228 & uint32(8388607);
const uint32 l_230 = l_227 | l_229;
l_mut_164 = l_230;
} else {
const int32 l_231 = l_208 + int32(149);
const bool l_232 = l_231 >= int32(0);
if (l_232) {
const uint64 l_233 = uint64(l_231);
const uint64 l_234 = l_mut_86 << l_233;
l_mut_222 = l_234;
} else {
const int32 l_235 = int32(0) - l_231;
const uint64 l_236 = uint64(l_235);
const uint64 l_237 = l_mut_86 >> l_236;
l_mut_222 = l_237;
}
const uint32 l_238 = uint32(l_mut_222);
l_mut_164 = l_238;
}
}
}
l_mut_72 = l_mut_164;
}
}
}
const uint32 l_239 = l_mut_72 | l_57;
const float l_240 = reinterpret_cast<float const&>(l_239);
l_mut_150 = l_240;
} else {
const bool l_241 = l_mut_59 > l_54;
if (l_241) {
const uint64 l_242 = l_mut_59 - l_54;
l_mut_164 = uint32(0);
l_mut_222 = uint64(0);
const bool l_243 = l_242 != uint64(0);
if (l_243) {
const uint32 l_244 = uint32(__clzll(int64(l_242)));
const int32 l_245 = int32(l_244);
const int32 l_246 = int32(64) - l_245;
const int32 l_247 = l_246 - int32(1);
const int32 l_248 = l_247 + l_55;
const int32 l_249 = l_248 + int32(127);
const int32 l_250 = int32(-149) - l_55;
l_mut_68 = l_250;
const bool l_251 = l_249 >= int32(1);
if (l_251) {
const int32 l_252 = l_246 - int32(24);
l_mut_68 = l_252;
}
const bool l_253 = l_mut_68 <= int32(0);
if (l_253) {
l_mut_72 = uint32(0);
const bool l_254 = l_242 != uint64(0);
if (l_254) {
const uint32 l_255 = uint32(__clzll(int64(l_242)));
const int32 l_256 = int32(l_255);
const int32 l_257 = int32(64) - l_256;
const int32 l_258 = l_257 - int32(1);
const int32 l_259 = l_258 + l_55;
const int32 l_260 = l_259 + int32(127);
const bool l_261 = l_260 >= int32(255);
if (l_261) {
l_mut_72 = uint32(2139095040);
} else {
const bool l_262 = l_260 >= int32(1);
if (l_262) {
const bool l_263 = l_257 > int32(24);
if (l_263) {
const int32 l_264 = l_257 - int32(24);
const uint64 l_265 = uint64(l_264);
const uint64 l_266 = l_242 >> l_265;
l_mut_131 = l_266;
} else {
const int32 l_267 = int32(24) - l_257;
const uint64 l_268 = uint64(l_267);
const uint64 l_269 = l_242 << l_268;
l_mut_131 = l_269;
}
const uint32 l_270 = uint32(l_260);
const uint32 l_271 = l_270 << uint32(23);
const uint32 l_272 = uint32(l_mut_131);
const uint32 l_273 = l_272 & uint32(8388607);
const uint32 l_274 = l_271 | l_273;
l_mut_72 = l_274;
} else {
const int32 l_275 = l_55 + int32(149);
const bool l_276 = l_275 >= int32(0);
if (l_276) {
const uint64 l_277 = uint64(l_275);
const uint64 l_278 = l_242 << l_277;
l_mut_131 = l_278;
} else {
const int32 l_279 = int32(0) - l_275;
const uint64 l_280 = uint64(l_279);
const uint64 l_281 = l_242 >> l_280;
l_mut_131 = l_281;
}
const uint32 l_282 = uint32(l_mut_131);
l_mut_72 = l_282;
}
}
}
l_mut_164 = l_mut_72;
l_mut_222 = l_242;
} else {
const bool l_283 = l_mut_68 <= l_246;
if (l_283) {
const uint64 l_284 = uint64(l_mut_68);
const uint64 l_285 = l_242 >> l_284;
l_mut_131 = l_285;
const uint64 l_286 = l_mut_131 << l_284;
const uint64 l_287 = l_242 - l_286;
const uint64 l_288 = l_284 - uint64(1);
const uint64 l_289 = uint64(1) << l_288;
const bool l_290 = l_287 > l_289;
const bool l_291 = l_287 == l_289;
const uint64 l_292 = l_mut_131 & uint64(1);
const bool l_293 = l_292 == uint64(1);
const bool l_294 = l_291 && l_293;
const bool l_295 = l_290 || l_294;
if (l_295) {
l_mut_131 = l_mut_131 + uint64(1);
}
const uint64 l_296 = l_mut_131 << l_284;
l_mut_222 = l_296;
const int32 l_297 = l_55 + l_mut_68;
l_mut_72 = uint32(0);
const bool l_298 = l_mut_131 != uint64(0);
if (l_298) {
const uint32 l_299 = uint32(__clzll(int64(l_mut_131)));
const int32 l_300 = int32(l_299);
const int32 l_301 = int32(64) - l_300;
const int32 l_302 = l_301 - int32(1);
const int32 l_303 = l_302 + l_297;
const int32 l_304 = l_303 + int32(127);
const bool l_305 = l_304 >= int32(255);
if (l_305) {
l_mut_72 = uint32(2139095040);
} else {
const bool l_306 = l_304 >= int32(1);
if (l_306) {
const bool l_307 = l_301 > int32(24);
if (l_307) {
const int32 l_308 = l_301 - int32(24);
const uint64 l_309 = uint64(l_308);
const uint64 l_310 = l_mut_131 >> l_309;
l_mut_86 = l_310;
} else {
const int32 l_311 = int32(24) - l_301;
const uint64 l_312 = uint64(l_311);
const uint64 l_313 = l_mut_131 << l_312;
l_mut_86 = l_313;
}
const uint32 l_314 = uint32(l_304);
const uint32 l_315 = l_314 << uint32(23);
const uint32 l_316 = uint32(l_mut_86);
const uint32 l_317 = l_316 & uint32(8388607);
const uint32 l_318 = l_315 | l_317;
l_mut_72 = l_318;
} else {
const int32 l_319 = l_297 + int32(149);
const bool l_320 = l_319 >= int32(0);
if (l_320) {
const uint64 l_321 = uint64(l_319);
const uint64 l_322 = l_mut_131 << l_321;
l_mut_86 = l_322;
} else {
const int32 l_323 = int32(0) - l_319;
const uint64 l_324 = uint64(l_323);
const uint64 l_325 = l_mut_131 >> l_324;
l_mut_86 = l_325;
}
const uint32 l_326 = uint32(l_mut_86);
l_mut_72 = l_326;
}
}
}
l_mut_164 = l_mut_72;
}
}
}
const uint32 l_327 = l_57 ^ uint32(2147483648);
const uint32 l_328 = l_mut_164 | l_327;
const float l_329 = reinterpret_cast<float const&>(l_328);
l_mut_150 = l_329;
}
}
l_mut_46 = l_mut_150;
}
const float l_330 = l_6 * l_11;
const float l_331 = l_8 * l_9;
const float l_332 = l_330 + l_331;
const float l_333 = l_332 + l_mut_46;
const uint32 l_334 = reinterpret_cast<uint32 const&>(l_mut_45);
const uint32 l_335 = reinterpret_cast<uint32 const&>(l_333);
l_mut_164 = l_334;
l_mut_72 = l_335;
const uint32 l_336 = l_335 & uint32(2147483647);
const uint32 l_337 = l_334 & uint32(2147483647);
const bool l_338 = l_336 > l_337;
if (l_338) {
l_mut_164 = l_335;
l_mut_72 = l_334;
}
const uint32 l_339 = l_mut_164 >> uint32(23);
const uint32 l_340 = l_339 & uint32(255);
const uint32 l_341 = l_mut_164 & uint32(8388607);
const bool l_342 = l_340 != uint32(0);
if (l_342) {
const uint32 l_343 = l_341 | uint32(8388608);
const uint64 l_344 = uint64(l_343);
l_mut_222 = l_344;
} else {
const uint64 l_345 = uint64(l_341);
l_mut_222 = l_345;
}
if (l_342) {
const int32 l_346 = int32(l_340);
const int32 l_347 = l_346 - int32(150);
l_mut_68 = l_347;
} else {
const int32 l_348 = int32(uint32(1));
const int32 l_349 = l_348 - int32(150);
l_mut_68 = l_349;
}
const uint32 l_350 = l_mut_164 & uint32(2147483648);
const bool l_351 = l_340 == uint32(255);
const uint32 l_352 = l_mut_72 >> uint32(23);
const uint32 l_353 = l_352 & uint32(255);
const uint32 l_354 = l_mut_72 & uint32(8388607);
const bool l_355 = l_353 != uint32(0);
if (l_355) {
const uint32 l_356 = l_354 | uint32(8388608);
const uint64 l_357 = uint64(l_356);
l_mut_131 = l_357;
} else {
const uint64 l_358 = uint64(l_354);
l_mut_131 = l_358;
}
if (l_355) {
const int32 l_359 = int32(l_353);
const int32 l_360 = l_359 - int32(150);
l_mut_39 = l_360;
} else {
const int32 l_361 = int32(uint32(1));
const int32 l_362 = l_361 - int32(150);
l_mut_39 = l_362;
}
const uint32 l_363 = l_mut_72 & uint32(2147483648);
const bool l_364 = l_353 == uint32(255);
const float l_365 = l_mut_45 + l_333;
l_mut_150 = l_365;
l_mut_366 = float(0.0);
const bool l_367 = !l_351;
const bool l_368 = l_mut_131 != uint64(0);
const bool l_369 = l_367 && l_368;
if (l_369) {
const int32 l_370 = l_mut_68 - l_mut_39;
const bool l_371 = l_370 >= int32(26);
if (l_371) {
const float l_372 = reinterpret_cast<float const&>(l_mut_164);
l_mut_150 = l_372;
const float l_373 = reinterpret_cast<float const&>(l_mut_72);
l_mut_366 = l_373;
} else {
const uint64 l_374 = uint64(l_370);
const uint64 l_375 = l_mut_222 << l_374;
const uint64 l_376 = l_375 - l_mut_131;
l_mut_86 = l_376;
const bool l_377 = l_350 == l_363;
if (l_377) {
const uint64 l_378 = l_375 + l_mut_131;
l_mut_86 = l_378;
}
const bool l_379 = l_mut_86 == uint64(0);
if (l_379) {
l_mut_150 = float(0.0);
} else {
l_mut_164 = uint32(0);
l_mut_59 = uint64(0);
const bool l_380 = l_mut_86 != uint64(0);
if (l_380) {
const uint32 l_381 = uint32(__clzll(int64(l_mut_86)));
const int32 l_382 = int32(l_381);
const int32 l_383 = int32(64) - l_382;
const int32 l_384 = l_383 - int32(1);
const int32 l_385 = l_384 + l_mut_39;
const int32 l_386 = l_385 + int32(127);
const int32 l_387 = int32(-149) - l_mut_39;
l_mut_24 = l_387;
const bool l_388 = l_386 >= int32(1);
if (l_388) {
const int32 l_389 = l_383 - int32(24);
l_mut_24 = l_389;
}
const bool l_390 = l_mut_24 <= int32(0);
if (l_390) {
l_mut_72 = uint32(0);
const bool l_391 = l_mut_86 != uint64(0);
if (l_391) {
const uint32 l_392 = uint32(__clzll(int64(l_mut_86)));
const int32 l_393 = int32(l_392);
const int32 l_394 = int32(64) - l_393;
const int32 l_395 = l_394 - int32(1);
const int32 l_396 = l_395 + l_mut_39;
const int32 l_397 = l_396 + int32(127);
const bool l_398 = l_397 >= int32(255);
if (l_398) {
l_mut_72 = uint32(2139095040);
} else {
const bool l_399 = l_397 >= int32(1);
if (l_399) {
const bool l_400 = l_394 > int32(24);
if (l_400) {
const int32 l_401 = l_394 - int32(24);
const uint64 l_402 = uint64(l_401);
const uint64 l_403 = l_mut_86 >> l_402;
l_mut_35 = l_403;
} else {
const int32 l_404 = int32(24) - l_394;
const uint64 l_405 = uint64(l_404);
const uint64 l_406 = l_mut_86 << l_405;
l_mut_35 = l_406;
}
const uint32 l_407 = uint32(l_397);
const uint32 l_408 = l_407 << uint32(23);
const uint32 l_409 = uint32(l_mut_35);
const uint32 l_410 = l_409 & uint32(8388607);
const uint32 l_411 = l_408 | l_410;
l_mut_72 = l_411;
} else {
const int32 l_412 = l_mut_39 + int32(149);
const bool l_413 = l_412 >= int32(0);
if (l_413) {
const uint64 l_414 = uint64(l_412);
const uint64 l_415 = l_mut_86 << l_414;
l_mut_35 = l_415;
} else {
const int32 l_416 = int32(0) - l_412;
const uint64 l_417 = uint64(l_416);
const uint64 l_418 = l_mut_86 >> l_417;
l_mut_35 = l_418;
}
const uint32 l_419 = uint32(l_mut_35);
l_mut_72 = l_419;
}
}
}
l_mut_164 = l_mut_72;
l_mut_59 = l_mut_86;
} else {
const bool l_420 = l_mut_24 <= l_383;
if (l_420) {
const uint64 l_421 = uint64(l_mut_24);
const uint64 l_422 = l_mut_86 >> l_421;
l_mut_35 = l_422;
const uint64 l_423 = l_mut_35 << l_421;
const uint64 l_424 = l_mut_86 - l_423;
const uint64 l_425 = l_421 - uint64(1);
const uint64 l_426 = uint64(1) << l_425;
const bool l_427 = l_424 > l_426;
const bool l_428 = l_424 == l_426;
const uint64 l_429 = l_mut_35 & uint64(1);
const bool l_430 = l_429 == uint64(1);
const bool l_431 = l_428 && l_430;
const bool l_432 = l_427 || l_431;
if (l_432) {
l_mut_35 = l_mut_35 + uint64(1);
}
const uint64 l_433 = l_mut_35 << l_421;
l_mut_59 = l_433;
const int32 l_434 = l_mut_39 + l_mut_24;
l_mut_72 = uint32(0);
const bool l_435 = l_mut_35 != uint64(0);
if (l_435) {
const uint32 l_436 = uint32(__clzll(int64(l_mut_35)));
const int32 l_437 = int32(l_436);
const int32 l_438 = int32(64) - l_437;
const int32 l_439 = l_438 - int32(1);
const int32 l_440 = l_439 + l_434;
const int32 l_441 = l_440 + int32(127);
const bool l_442 = l_441 >= int32(255);
if (l_442) {
l_mut_72 = uint32(2139095040);
} else {
const bool l_443 = l_441 >= int32(1);
if (l_443) {
const bool l_444 = l_438 > int32(24);
if (l_444) {
const int32 l_445 = l_438 - int32(24);
const uint64 l_446 = uint64(l_445);
const uint64 l_447 = l_mut_35 >> l_446;
l_mut_20 = l_447;
} else {
const int32 l_448 = int32(24) - l_438;
const uint64 l_449 = uint64(l_448);
const uint64 l_450 = l_mut_35 << l_449;
l_mut_20 = l_450;
}
const uint32 l_451 = uint32(l_441);
const uint32 l_452 = l_451 << uint32(23);
const uint32 l_453 = uint32(l_mut_20);
const uint32 l_454 = l_453 & uint32(8388607);
const uint32 l_455 = l_452 | l_454;
l_mut_72 = l_455;
} else {
const int32 l_456 = l_434 + int32(149);
const bool l_457 = l_456 >= int32(0);
if (l_457) {
const uint64 l_458 = uint64(l_456);
const uint64 l_459 = l_mut_35 << l_458;
l_mut_20 = l_459;
} else {
const int32 l_460 = int32(0) - l_456;
const uint64 l_461 = uint64(l_460);
const uint64 l_462 = l_mut_35 >> l_461;
l_mut_20 = l_462;
}
const uint32 l_463 = uint32(l_mut_20);
l_mut_72 = l_463;
}
}
}
l_mut_164 = l_mut_72;
}
}
}
const uint32 l_464 = l_mut_164 | l_350;
const float l_465 = reinterpret_cast<float const&>(l_464);
l_mut_150 = l_465;
l_mut_466 = float(0.0);
const bool l_467 = l_mut_86 > l_mut_59;
if (l_467) {
const uint64 l_468 = l_mut_86 - l_mut_59;
l_mut_72 = uint32(0);
l_mut_35 = uint64(0);
const bool l_469 = l_468 != uint64(0);
if (l_469) {
const uint32 l_470 = uint32(__clzll(int64(l_468)));
const int32 l_471 = int32(l_470);
const int32 l_472 = int32(64) - l_471;
const int32 l_473 = l_472 - int32(1);
const int32 l_474 = l_473 + l_mut_39;
const int32 l_475 = l_474 + int32(127);
const int32 l_476 = int32(-149) - l_mut_39;
l_mut_24 = l_476;
const bool l_477 = l_475 >= int32(1);
if (l_477) {
const int32 l_478 = l_472 - int32(24);
l_mut_24 = l_478;
}
const bool l_479 = l_mut_24 <= int32(0);
if (l_479) {
l_mut_58 = uint32(0);
const bool l_480 = l_468 != uint64(0);
if (l_480) {
const uint32 l_481 = uint32(__clzll(int64(l_468)));
const int32 l_482 = int32(l_481);
const int32 l_483 = int32(64) - l_482;
const int32 l_484 = l_483 - int32(1);
const int32 l_485 = l_484 + l_mut_39;
const int32 l_486 = l_485 + int32(127);
const bool l_487 = l_486 >= int32(255);
if (l_487) {
l_mut_58 = uint32(2139095040);
} else {
const bool l_488 = l_486 >= int32(1);
if (l_488) {
const bool l_489 = l_483 > int32(24);
if (l_489) {
const int32 l_490 = l_483 - int32(24);
const uint64 l_491 = uint64(l_490);
const uint64 l_492 = l_468 >> l_491;
l_mut_20 = l_492;
} else {
const int32 l_493 = int32(24) - l_483;
const uint64 l_494 = uint64(l_493);
const uint64 l_495 = l_468 << l_494;
l_mut_20 = l_495;
}
const uint32 l_496 = uint32(l_486);
const uint32 l_497 = l_496 << uint32(23);
const uint32 l_498 = uint32(l_mut_20);
const uint32 l_499 = l_498 & uint32(8388607);
const uint32 l_500 = l_497 | l_499;
l_mut_58 = l_500;
} else {
const int32 l_501 = l_mut_39 + int32(149);
const bool l_502 = l_501 >= int32(0);
if (l_502) {
const uint64 l_503 = uint64(l_501);
const uint64 l_504 = l_468 << l_503;
l_mut_20 = l_504;
} else {
const int32 l_505 = int32(0) - l_501;
const uint64 l_506 = uint64(l_505);
const uint64 l_507 = l_468 >> l_506;
l_mut_20 = l_507;
}
const uint32 l_508 = uint32(l_mut_20);
l_mut_58 = l_508;
}
}
}
l_mut_72 = l_mut_58;
l_mut_35 = l_468;
} else {
const bool l_509 = l_mut_24 <= l_472;
if (l_509) {
const uint64 l_510 = uint64(l_mut_24);
const uint64 l_511 = l_468 >> l_510;
l_mut_20 = l_511;
const uint64 l_512 = l_mut_20 << l_510;
const uint64 l_513 = l_468 - l_512;
const uint64 l_514 = l_510 - uint64(1);
const uint64 l_515 = uint64(1) << l_514;
const bool l_516 = l_513 > l_515;
const bool l_517 = l_513 == l_515;
const uint64 l_518 = l_mut_20 & uint64(1);
const bool l_519 = l_518 == uint64(1);
const bool l_520 = l_517 && l_519;
const bool l_521 = l_516 || l_520;
if (l_521) {
l_mut_20 = l_mut_20 + uint64(1);
}
const uint64 l_522 = l_mut_20 << l_510;
l_mut_35 = l_522;
const int32 l_523 = l_mut_39 + l_mut_24;
l_mut_58 = uint32(0);
const bool l_524 = l_mut_20 != uint64(0);
if (l_524) {
const uint32 l_525 = uint32(__clzll(int64(l_mut_20)));
const int32 l_526 = int32(l_525);
const int32 l_527 = int32(64) - l_526;
const int32 l_528 = l_527 - int32(1);
const int32 l_529 = l_528 + l_523;
const int32 l_530 = l_529 + int32(127);
const bool l_531 = l_530 >= int32(255);
if (l_531) {
l_mut_58 = uint32(2139095040);
} else {
const bool l_532 = l_530 >= int32(1);
if (l_532) {
const bool l_533 = l_527 > int32(24);
if (l_533) {
const int32 l_534 = l_527 - int32(24);
const uint64 l_535 = uint64(l_534);
const uint64 l_536 = l_mut_20 >> l_535;
l_mut_537 = l_536;
} else {
const int32 l_538 = int32(24) - l_527;
const uint64 l_539 = uint64(l_538);
const uint64 l_540 = l_mut_20 << l_539;
l_mut_537 = l_540;
}
const uint32 l_541 = uint32(l_530);
const uint32 l_542 = l_541 << uint32(23);
const uint32 l_543 = uint32(l_mut_537);
const uint32 l_544 = l_543 & uint32(8388607);
const uint32 l_545 = l_542 | l_544;
l_mut_58 = l_545;
} else {
const int32 l_546 = l_523 + int32(149);
const bool l_547 = l_546 >= int32(0);
if (l_547) {
const uint64 l_548 = uint64(l_546);
const uint64 l_549 = l_mut_20 << l_548;
l_mut_537 = l_549;
} else {
const int32 l_550 = int32(0) - l_546;
const uint64 l_551 = uint64(l_550);
const uint64 l_552 = l_mut_20 >> l_551;
l_mut_537 = l_552;
}
const uint32 l_553 = uint32(l_mut_537);
l_mut_58 = l_553;
}
}
}
l_mut_72 = l_mut_58;
}
}
}
const uint32 l_554 = l_mut_72 | l_350;
const float l_555 = reinterpret_cast<float const&>(l_554);
l_mut_466 = l_555;
} else {
const bool l_556 = l_mut_59 > l_mut_86;
if (l_556) {
const uint64 l_557 = l_mut_59 - l_mut_86;
l_mut_72 = uint32(0);
l_mut_537 = uint64(0);
const bool l_558 = l_557 != uint64(0);
if (l_558) {
const uint32 l_559 = uint32(__clzll(int64(l_557)));
const int32 l_560 = int32(l_559);
const int32 l_561 = int32(64) - l_560;
const int32 l_562 = l_561 - int32(1);
const int32 l_563 = l_562 + l_mut_39;
const int32 l_564 = l_563 + int32(127);
const int32 l_565 = int32(-149) - l_mut_39;
l_mut_24 = l_565;
const bool l_566 = l_564 >= int32(1);
if (l_566) {
const int32 l_567 = l_561 - int32(24);
l_mut_24 = l_567;
}
const bool l_568 = l_mut_24 <= int32(0);
if (l_568) {
l_mut_58 = uint32(0);
const bool l_569 = l_557 != uint64(0);
if (l_569) {
const uint32 l_570 = uint32(__clzll(int64(l_557)));
const int32 l_571 = int32(l_570);
const int32 l_572 = int32(64) - l_571;
const int32 l_573 = l_572 - int32(1);
const int32 l_574 = l_573 + l_mut_39;
const int32 l_575 = l_574 + int32(127);
const bool l_576 = l_575 >= int32(255);
if (l_576) {
l_mut_58 = uint32(2139095040);
} else {
const bool l_577 = l_575 >= int32(1);
if (l_577) {
const bool l_578 = l_572 > int32(24);
if (l_578) {
const int32 l_579 = l_572 - int32(24);
const uint64 l_580 = uint64(l_579);
const uint64 l_581 = l_557 >> l_580;
l_mut_86 = l_581;
} else {
const int32 l_582 = int32(24) - l_572;
const uint64 l_583 = uint64(l_582);
const uint64 l_584 = l_557 << l_583;
l_mut_86 = l_584;
}
const uint32 l_585 = uint32(l_575);
const uint32 l_586 = l_585 << uint32(23);
const uint32 l_587 = uint32(l_mut_86);
const uint32 l_588 = l_587 & uint32(8388607);
const uint32 l_589 = l_586 | l_588;
l_mut_58 = l_589;
} else {
const int32 l_590 = l_mut_39 + int32(149);
const bool l_591 = l_590 >= int32(0);
if (l_591) {
const uint64 l_592 = uint64(l_590);
const uint64 l_593 = l_557 << l_592;
l_mut_86 = l_593;
} else {
const int32 l_594 = int32(0) - l_590;
const uint64 l_595 = uint64(l_594);
const uint64 l_596 = l_557 >> l_595;
l_mut_86 = l_596;
}
const uint32 l_597 = uint32(l_mut_86);
l_mut_58 = l_597;
}
}
}
l_mut_72 = l_mut_58;
l_mut_537 = l_557;
} else {
const bool l_598 = l_mut_24 <= l_561;
if (l_598) {
const uint64 l_599 = uint64(l_mut_24);
const uint64 l_600 = l_557 >> l_599;
l_mut_86 = l_600;
const uint64 l_601 = l_mut_86 << l_599;
const uint64 l_602 = l_557 - l_601;
const uint64 l_603 = l_599 - uint64(1);
const uint64 l_604 = uint64(1) << l_603;
const bool l_605 = l_602 > l_604;
const bool l_606 = l_602 == l_604;
const uint64 l_607 = l_mut_86 & uint64(1);
const bool l_608 = l_607 == uint64(1);
const bool l_609 = l_606 && l_608;
const bool l_610 = l_605 || l_609;
if (l_610) {
l_mut_86 = l_mut_86 + uint64(1);
}
const uint64 l_611 = l_mut_86 << l_599;
l_mut_537 = l_611;
const int32 l_612 = l_mut_39 + l_mut_24;
l_mut_58 = uint32(0);
const bool l_613 = l_mut_86 != uint64(0);
if (l_613) {
const uint32 l_614 = uint32(__clzll(int64(l_mut_86)));
const int32 l_615 = int32(l_614);
const int32 l_616 = int32(64) - l_615;
const int32 l_617 = l_616 - int32(1);
const int32 l_618 = l_617 + l_612;
const int32 l_619 = l_618 + int32(127);
const bool l_620 = l_619 >= int32(255);
if (l_620) {
l_mut_58 = uint32(2139095040);
} else {
const bool l_621 = l_619 >= int32(1);
if (l_621) {
const bool l_622 = l_616 > int32(24);
if (l_622) {
const int32 l_623 = l_616 - int32(24);
const uint64 l_624 = uint64(l_623);
const uint64 l_625 = l_mut_86 >> l_624;
l_mut_35 = l_625;
} else {
const int32 l_626 = int32(24) - l_616;
const uint64 l_627 = uint64(l_626);
const uint64 l_628 = l_mut_86 << l_627;
l_mut_35 = l_628;
}
const uint32 l_629 = uint32(l_619);
const uint32 l_630 = l_629 << uint32(23);
const uint32 l_631 = uint32(l_mut_35);
const uint32 l_632 = l_631 & uint32(8388607);
const uint32 l_633 = l_630 | l_632;
l_mut_58 = l_633;
} else {
const int32 l_634 = l_612 + int32(149);
const bool l_635 = l_634 >= int32(0);
if (l_635) {
const uint64 l_636 = uint64(l_634);
const uint64 l_637 = l_mut_86 << l_636;
l_mut_35 = l_637;
} else {
const int32 l_638 = int32(0) - l_634;
const uint64 l_639 = uint64(l_638);
const uint64 l_640 = l_mut_86 >> l_639;
l_mut_35 = l_640;
}
const uint32 l_641 = uint32(l_mut_35);
l_mut_58 = l_641;
}
}
}
l_mut_72 = l_mut_58;
}
}
}
const uint32 l_642 = l_350 ^ uint32(2147483648);
const uint32 l_643 = l_mut_72 | l_642;
const float l_644 = reinterpret_cast<float const&>(l_643);
l_mut_466 = l_644;
}
}
l_mut_366 = l_mut_466;
}
}
}
const uint32 l_688 = info.static_meta[uint32(3)];
const uint32 l_689 = l_688 * uint32(1);
const bool l_690 = l_mut_4 < l_689;
if (l_690) {
buffer_3[l_mut_4] = l_mut_150;
}
const uint32 l_645 = l_1 + l_mut_4;
const uint32 l_691 = info.static_meta[uint32(3)];
const uint32 l_692 = l_691 * uint32(1);
const bool l_693 = l_645 < l_692;
if (l_693) {
buffer_3[l_645] = l_mut_366;
}
}

}
