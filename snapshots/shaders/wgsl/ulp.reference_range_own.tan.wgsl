@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f64>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

struct info_st {
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn reference_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_8: array<u32, 65>;

var a_9: array<f64, 10>;

var a_426: array<u32, 1>;

var a_2655: array<f64, 2>;

var a_3698: array<f64, 2>;

var a_3914: array<f64, 2>;

var a_4317: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_136: bool;
var l_mut_152: u64;
var l_mut_1663: f64;
var l_mut_1748: f64;
var l_mut_181: u64;
var l_mut_193: u64;
var l_mut_196: i32;
var l_mut_2002: f64;
var l_mut_2258: f64;
var l_mut_2512: f64;
var l_mut_251: f64;
var l_mut_25: f32;
var l_mut_2764: u32;
var l_mut_31: f64;
var l_mut_3807: u32;
var l_mut_427: u32;
var l_mut_443: u32;
var l_mut_47: f64;
var l_mut_484: u32;
var l_mut_535: bool;
var l_mut_538: bool;
var l_mut_541: bool;
var l_mut_544: bool;
var l_mut_57: f64;
var l_mut_68: u32;
var l_mut_84: f64;
let l_0 = id == u32(0);
if l_0 {
let l_4624 = info.static_meta[u32(7)];
let l_4625 = l_4624 * u32(1);
let l_4626 = u32(0) < l_4625;
if l_4626 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_4610 = info.static_meta[u32(0)];
let l_4611 = l_4610 * u32(1);
let l_4612 = u32(1) < l_4611;
let l_4613 = l_4611 - u32(1);
let l_4614 = min(u32(1), l_4613);
let l_4615 = buffer_0_global[l_4614];
let l_4616 = select(u32(0), l_4615, l_4612);
let l_1 = l_4616;
let l_2 = id * l_1;
let l_4617 = info.static_meta[u32(0)];
let l_4618 = l_4617 * u32(1);
let l_4619 = u32(2) < l_4618;
let l_4620 = l_4618 - u32(1);
let l_4621 = min(u32(2), l_4620);
let l_4622 = buffer_0_global[l_4621];
let l_4623 = select(u32(0), l_4622, l_4619);
let l_3 = l_4623;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_4627 = info.static_meta[u32(0)];
let l_4628 = l_4627 * u32(1);
let l_4629 = u32(2) < l_4628;
let l_4630 = l_4628 - u32(1);
let l_4631 = min(u32(2), l_4630);
let l_4632 = buffer_0_global[l_4631];
let l_4633 = select(u32(0), l_4632, l_4629);
let l_6 = l_4633;
let l_7 = min(l_5, l_6);

for (var l_mut_11: u32 = u32(0); l_mut_11 < u32(45); l_mut_11++) {
a_8[l_mut_11] = u32(0);
}

for (var l_mut_12: u32 = u32(0); l_mut_12 < u32(10); l_mut_12++) {
let l_13 = u32(2) * l_mut_12;
let l_14 = u32(45) + l_13;
a_8[l_14] = u32(4294967295);
let l_15 = u32(2) * l_mut_12;
let l_16 = u32(45) + l_15;
let l_17 = l_16 + u32(1);
a_8[l_17] = u32(0);
a_9[l_mut_12] = f64(0.0);
}
let l_4634 = info.static_meta[u32(3)];
let l_4635 = l_4634 * u32(1);
let l_4636 = u32(1024) < l_4635;
let l_4637 = l_4635 - u32(1);
let l_4638 = min(u32(1024), l_4637);
let l_4639 = buffer_3_global[l_4638];
let l_4640 = select(u32(0), l_4639, l_4636);
let l_18 = l_4640;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_4641 = info.static_meta[u32(0)];
let l_4642 = l_4641 * u32(1);
let l_4643 = u32(0) < l_4642;
let l_4644 = l_4642 - u32(1);
let l_4645 = min(u32(0), l_4644);
let l_4646 = buffer_0_global[l_4645];
let l_4647 = select(u32(0), l_4646, l_4643);
let l_22 = l_4647;
let l_23 = l_22 + l_mut_21;
let l_24 = bitcast<f32>(l_23);
l_mut_25 = l_24;
let l_26 = tan(l_24);
l_mut_25 = l_26;
let l_27 = bitcast<u32>(l_24);
let l_28 = l_27 & u32(2147483647);
let l_29 = bitcast<f32>(l_28);
let l_30 = f64(l_29);
l_mut_31 = l_30;
let l_32 = l_28 < u32(8388608);
if l_32 {
let l_33 = f64(l_28);
let l_34 = l_33 * f64(1.401298464324817e-45);
l_mut_31 = l_34;
}
let l_35 = bitcast<u64>(l_mut_31);
let l_36 = l_27 >> u32(31);
let l_37 = u64(l_36);
let l_38 = l_37 << u32(bitcast<u64>(u64(63)));
let l_39 = l_35 | l_38;
let l_40 = bitcast<f64>(l_39);
l_mut_31 = l_40;
let l_41 = bitcast<u32>(l_24);
let l_42 = l_41 & u32(2147483647);
let l_43 = f64(l_24);
let l_44 = bitcast<u64>(l_43);
let l_45 = l_44 | u64(9221120237041090560);
let l_46 = bitcast<f64>(l_45);
l_mut_47 = l_46;
let l_48 = bitcast<f32>(l_42);
let l_49 = l_48 < f32(4.0);
if l_49 {
let l_4648 = info.static_meta[u32(3)];
let l_4649 = l_4648 * u32(1);
let l_4650 = u32(1024) < l_4649;
let l_4651 = l_4649 - u32(1);
let l_4652 = min(u32(1024), l_4651);
let l_4653 = buffer_3_global[l_4652];
let l_4654 = select(u32(0), l_4653, l_4650);
let l_50 = l_4654;
let l_51 = bitcast<f32>(l_50);
let l_52 = f64(l_51);
let l_53 = bitcast<u32>(l_24);
let l_54 = l_53 & u32(2147483647);
let l_55 = bitcast<f32>(l_54);
let l_56 = f64(l_55);
l_mut_57 = l_56;
let l_58 = l_54 < u32(8388608);
if l_58 {
let l_59 = f64(l_54);
let l_60 = l_59 * f64(1.401298464324817e-45);
l_mut_57 = l_60;
}
let l_61 = bitcast<u64>(l_mut_57);
let l_62 = l_53 >> u32(31);
let l_63 = u64(l_62);
let l_64 = l_63 << u32(bitcast<u64>(u64(63)));
let l_65 = l_61 | l_64;
let l_66 = bitcast<f64>(l_65);
let l_67 = abs(l_66);
l_mut_57 = l_67;
l_mut_68 = u32(0);
let l_69 = l_67 >= f64(0.785);
if l_69 {
let l_70 = l_67 * f64(0.6366197723675814);
let l_71 = l_70 + f64(0.5);
let l_72 = floor(l_71);
let l_73 = l_72 * f64(1.570796325802803);
let l_74 = l_67 - l_73;
let l_75 = l_74 * l_52;
let l_76 = l_72 * f64(9.920935796805404e-10);
let l_77 = l_75 - l_76;
l_mut_57 = l_77;
let l_78 = u32(l_72);
l_mut_68 = l_78;
}
let l_79 = bitcast<u32>(l_24);
let l_80 = l_79 >= u32(2147483648);
let l_81 = l_mut_57 * l_mut_57;
let l_82 = l_81 * f64(1.9572941063391263e-20);
let l_83 = f64(8.22063524662433e-18) - l_82;
l_mut_84 = l_83;
let l_85 = l_mut_84 * l_81;
let l_86 = l_85 - f64(2.8114572543455206e-15);
l_mut_84 = l_86;
let l_87 = l_mut_84 * l_81;
let l_88 = l_87 + f64(7.647163731819816e-13);
l_mut_84 = l_88;
let l_89 = l_mut_84 * l_81;
let l_90 = l_89 - f64(1.6059043836821613e-10);
l_mut_84 = l_90;
let l_91 = l_mut_84 * l_81;
let l_92 = l_91 + f64(2.505210838544172e-8);
l_mut_84 = l_92;
let l_93 = l_mut_84 * l_81;
let l_94 = l_93 - f64(2.7557319223985893e-6);
l_mut_84 = l_94;
let l_95 = l_mut_84 * l_81;
let l_96 = l_95 + f64(0.0001984126984126984);
l_mut_84 = l_96;
let l_97 = l_mut_84 * l_81;
let l_98 = l_97 - f64(0.008333333333333333);
l_mut_84 = l_98;
let l_99 = l_mut_84 * l_81;
let l_100 = l_99 + f64(0.16666666666666666);
l_mut_84 = l_100;
let l_101 = f64(0.5) * l_81;
let l_102 = f64(1.0) - l_101;
let l_103 = f64(0.0) * l_102;
let l_104 = l_mut_57 * l_81;
let l_105 = l_104 * l_mut_84;
let l_106 = l_103 - l_105;
let l_107 = l_mut_57 + l_106;
let l_108 = l_mut_57 * l_mut_57;
let l_109 = l_108 * f64(4.110317623312165e-19);
let l_110 = l_109 - f64(1.5619206968586225e-16);
l_mut_84 = l_110;
let l_111 = l_mut_84 * l_108;
let l_112 = l_111 + f64(4.779477332387385e-14);
l_mut_84 = l_112;
let l_113 = l_mut_84 * l_108;
let l_114 = l_113 - f64(1.1470745597729725e-11);
l_mut_84 = l_114;
let l_115 = l_mut_84 * l_108;
let l_116 = l_115 + f64(2.08767569878681e-9);
l_mut_84 = l_116;
let l_117 = l_mut_84 * l_108;
let l_118 = l_117 - f64(2.755731922398589e-7);
l_mut_84 = l_118;
let l_119 = l_mut_84 * l_108;
let l_120 = l_119 + f64(2.48015873015873e-5);
l_mut_84 = l_120;
let l_121 = l_mut_84 * l_108;
let l_122 = l_121 - f64(0.001388888888888889);
l_mut_84 = l_122;
let l_123 = l_mut_84 * l_108;
let l_124 = l_123 + f64(0.041666666666666664);
l_mut_84 = l_124;
let l_125 = f64(0.5) * l_108;
let l_126 = f64(1.0) - l_125;
let l_127 = l_108 * l_108;
let l_128 = l_127 * l_mut_84;
let l_129 = f64(0.0) * l_mut_57;
let l_130 = l_128 - l_129;
let l_131 = l_126 + l_130;
let l_132 = l_mut_68 & u32(1);
let l_133 = l_132 == u32(1);
l_mut_84 = l_107;
let l_134 = l_mut_68 & u32(2);
let l_135 = l_134 != u32(0);
l_mut_136 = l_135;
let l_137 = l_107 / l_131;
l_mut_84 = l_137;
if l_133 {
let l_138 = l_131 / l_107;
l_mut_84 = l_138;
}
l_mut_136 = l_133;
let l_139 = bool(true) && l_80;
if l_139 {
let l_140 = !l_mut_136;
l_mut_136 = l_140;
}
if l_mut_136 {
let l_141 = -l_mut_84;
l_mut_84 = l_141;
}
l_mut_47 = l_mut_84;
} else {
let l_142 = l_42 < u32(2139095040);
if l_142 {
let l_143 = l_42 & u32(8388607);
let l_144 = l_143 | u32(8388608);
let l_145 = u64(l_144);
let l_146 = l_42 >> u32(23);
let l_147 = l_146 * u32(4);
let l_148 = l_147 + u32(3);
let l_4655 = info.static_meta[u32(3)];
let l_4656 = l_4655 * u32(1);
let l_4657 = l_148 < l_4656;
let l_4658 = l_4656 - u32(1);
let l_4659 = min(l_148, l_4658);
let l_4660 = buffer_3_global[l_4659];
let l_4661 = select(u32(0), l_4660, l_4657);
let l_149 = l_4661;
let l_150 = u64(l_149);
let l_151 = l_145 * l_150;
l_mut_152 = l_151;
let l_153 = l_mut_152 & u64(4294967295);
let l_154 = l_mut_152 >> u32(bitcast<u64>(u64(32)));
let l_155 = l_147 + u32(2);
let l_4662 = info.static_meta[u32(3)];
let l_4663 = l_4662 * u32(1);
let l_4664 = l_155 < l_4663;
let l_4665 = l_4663 - u32(1);
let l_4666 = min(l_155, l_4665);
let l_4667 = buffer_3_global[l_4666];
let l_4668 = select(u32(0), l_4667, l_4664);
let l_156 = l_4668;
let l_157 = u64(l_156);
let l_158 = l_145 * l_157;
let l_159 = l_154 + l_158;
l_mut_152 = l_159;
let l_160 = l_mut_152 & u64(4294967295);
let l_161 = l_mut_152 >> u32(bitcast<u64>(u64(32)));
let l_162 = l_147 + u32(1);
let l_4669 = info.static_meta[u32(3)];
let l_4670 = l_4669 * u32(1);
let l_4671 = l_162 < l_4670;
let l_4672 = l_4670 - u32(1);
let l_4673 = min(l_162, l_4672);
let l_4674 = buffer_3_global[l_4673];
let l_4675 = select(u32(0), l_4674, l_4671);
let l_163 = l_4675;
let l_164 = u64(l_163);
let l_165 = l_145 * l_164;
let l_166 = l_161 + l_165;
l_mut_152 = l_166;
let l_167 = l_mut_152 & u64(4294967295);
let l_168 = l_mut_152 >> u32(bitcast<u64>(u64(32)));
let l_4676 = info.static_meta[u32(3)];
let l_4677 = l_4676 * u32(1);
let l_4678 = l_147 < l_4677;
let l_4679 = l_4677 - u32(1);
let l_4680 = min(l_147, l_4679);
let l_4681 = buffer_3_global[l_4680];
let l_4682 = select(u32(0), l_4681, l_4678);
let l_169 = l_4682;
let l_170 = u64(l_169);
let l_171 = l_145 * l_170;
let l_172 = l_168 + l_171;
l_mut_152 = l_172;
let l_173 = l_mut_152 >> u32(bitcast<u64>(u64(29)));
let l_174 = l_173 & u64(3);
let l_175 = u32(bitcast<u64>(l_174));
l_mut_68 = l_175;
let l_176 = l_mut_152 & u64(536870911);
let l_177 = l_176 << u32(bitcast<u64>(u64(32)));
let l_178 = l_177 | l_167;
l_mut_152 = l_178;
let l_179 = l_160 << u32(bitcast<u64>(u64(32)));
let l_180 = l_179 | l_153;
l_mut_181 = l_180;
let l_182 = l_mut_152 >= u64(1152921504606846976);
if l_182 {
let l_183 = l_mut_68 + u32(1);
let l_184 = l_183 & u32(3);
l_mut_68 = l_184;
let l_185 = l_mut_181 != u64(0);
let l_186 = u64(l_185);
let l_187 = u64(0) - l_mut_181;
l_mut_181 = l_187;
let l_188 = u64(2305843009213693952) - l_mut_152;
let l_189 = l_188 - l_186;
l_mut_152 = l_189;
}
let l_190 = select(countLeadingZeros(u32(l_mut_181 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_181)), (l_mut_181 >> u32(32u)) == u64(0));
let l_191 = u64(l_190);
let l_192 = l_mut_181 << u32(bitcast<u64>(l_191));
l_mut_193 = l_192;
let l_194 = i32(l_190);
let l_195 = i32(0) - l_194;
l_mut_196 = l_195;
let l_197 = l_mut_152 != u64(0);
if l_197 {
let l_198 = select(countLeadingZeros(u32(l_mut_152 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_152)), (l_mut_152 >> u32(32u)) == u64(0));
let l_199 = u64(l_198);
let l_200 = l_mut_152 << u32(bitcast<u64>(l_199));
let l_201 = u32(64) - l_198;
let l_202 = u64(l_201);
let l_203 = l_mut_181 >> u32(bitcast<u64>(l_202));
let l_204 = l_200 | l_203;
l_mut_193 = l_204;
let l_205 = i32(l_198);
let l_206 = i32(64) - l_205;
l_mut_196 = l_206;
}
let l_207 = l_mut_193 >> u32(bitcast<u64>(u64(32)));
let l_208 = l_mut_193 & u64(4294967295);
let l_209 = l_207 * u64(560513588);
let l_210 = l_208 * u64(3373259426);
let l_211 = l_208 * u64(560513588);
let l_212 = l_211 >> u32(bitcast<u64>(u64(32)));
let l_213 = l_209 & u64(4294967295);
let l_214 = l_212 + l_213;
let l_215 = l_210 & u64(4294967295);
let l_216 = l_214 + l_215;
let l_217 = l_207 * u64(3373259426);
let l_218 = l_209 >> u32(bitcast<u64>(u64(32)));
let l_219 = l_217 + l_218;
let l_220 = l_210 >> u32(bitcast<u64>(u64(32)));
let l_221 = l_219 + l_220;
let l_222 = l_216 >> u32(bitcast<u64>(u64(32)));
let l_223 = l_221 + l_222;
l_mut_193 = l_223;
let l_224 = l_mut_196 - i32(124);
l_mut_196 = l_224;
let l_225 = l_mut_193 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_225 {
let l_226 = l_mut_193 << u32(bitcast<u64>(u64(1)));
let l_227 = l_216 >> u32(bitcast<u64>(u64(31)));
let l_228 = l_227 & u64(1);
let l_229 = l_226 | l_228;
l_mut_193 = l_229;
l_mut_196 = l_mut_196 - i32(1);
}
let l_230 = l_mut_193 >> u32(bitcast<u64>(u64(11)));
let l_231 = f64(l_230);
let l_232 = l_mut_196 + i32(11);
let l_233 = l_232 + i32(1023);
let l_234 = u64(l_233);
let l_235 = l_234 << u32(bitcast<u64>(u64(52)));
let l_236 = bitcast<f64>(l_235);
let l_237 = l_231 * l_236;
l_mut_84 = l_237;
let l_238 = l_mut_193 & u64(2047);
let l_239 = f64(l_238);
let l_240 = l_mut_196 + i32(1023);
let l_241 = u64(l_240);
let l_242 = l_241 << u32(bitcast<u64>(u64(52)));
let l_243 = bitcast<f64>(l_242);
let l_244 = l_239 * l_243;
l_mut_57 = l_244;
if l_182 {
let l_245 = -l_mut_84;
l_mut_84 = l_245;
let l_246 = -l_mut_57;
l_mut_57 = l_246;
}
let l_247 = l_41 >= u32(2147483648);
let l_248 = l_mut_84 * l_mut_84;
let l_249 = l_248 * f64(1.9572941063391263e-20);
let l_250 = f64(8.22063524662433e-18) - l_249;
l_mut_251 = l_250;
let l_252 = l_mut_251 * l_248;
let l_253 = l_252 - f64(2.8114572543455206e-15);
l_mut_251 = l_253;
let l_254 = l_mut_251 * l_248;
let l_255 = l_254 + f64(7.647163731819816e-13);
l_mut_251 = l_255;
let l_256 = l_mut_251 * l_248;
let l_257 = l_256 - f64(1.6059043836821613e-10);
l_mut_251 = l_257;
let l_258 = l_mut_251 * l_248;
let l_259 = l_258 + f64(2.505210838544172e-8);
l_mut_251 = l_259;
let l_260 = l_mut_251 * l_248;
let l_261 = l_260 - f64(2.7557319223985893e-6);
l_mut_251 = l_261;
let l_262 = l_mut_251 * l_248;
let l_263 = l_262 + f64(0.0001984126984126984);
l_mut_251 = l_263;
let l_264 = l_mut_251 * l_248;
let l_265 = l_264 - f64(0.008333333333333333);
l_mut_251 = l_265;
let l_266 = l_mut_251 * l_248;
let l_267 = l_266 + f64(0.16666666666666666);
l_mut_251 = l_267;
let l_268 = f64(0.5) * l_248;
let l_269 = f64(1.0) - l_268;
let l_270 = l_mut_57 * l_269;
let l_271 = l_mut_84 * l_248;
let l_272 = l_271 * l_mut_251;
let l_273 = l_270 - l_272;
let l_274 = l_mut_84 + l_273;
let l_275 = l_mut_84 * l_mut_84;
let l_276 = l_275 * f64(4.110317623312165e-19);
let l_277 = l_276 - f64(1.5619206968586225e-16);
l_mut_251 = l_277;
let l_278 = l_mut_251 * l_275;
let l_279 = l_278 + f64(4.779477332387385e-14);
l_mut_251 = l_279;
let l_280 = l_mut_251 * l_275;
let l_281 = l_280 - f64(1.1470745597729725e-11);
l_mut_251 = l_281;
let l_282 = l_mut_251 * l_275;
let l_283 = l_282 + f64(2.08767569878681e-9);
l_mut_251 = l_283;
let l_284 = l_mut_251 * l_275;
let l_285 = l_284 - f64(2.755731922398589e-7);
l_mut_251 = l_285;
let l_286 = l_mut_251 * l_275;
let l_287 = l_286 + f64(2.48015873015873e-5);
l_mut_251 = l_287;
let l_288 = l_mut_251 * l_275;
let l_289 = l_288 - f64(0.001388888888888889);
l_mut_251 = l_289;
let l_290 = l_mut_251 * l_275;
let l_291 = l_290 + f64(0.041666666666666664);
l_mut_251 = l_291;
let l_292 = f64(0.5) * l_275;
let l_293 = f64(1.0) - l_292;
let l_294 = l_275 * l_275;
let l_295 = l_294 * l_mut_251;
let l_296 = l_mut_57 * l_mut_84;
let l_297 = l_295 - l_296;
let l_298 = l_293 + l_297;
let l_299 = l_mut_68 & u32(1);
let l_300 = l_299 == u32(1);
l_mut_251 = l_274;
let l_301 = l_mut_68 & u32(2);
let l_302 = l_301 != u32(0);
l_mut_136 = l_302;
let l_303 = l_274 / l_298;
l_mut_251 = l_303;
if l_300 {
let l_304 = l_298 / l_274;
l_mut_251 = l_304;
}
l_mut_136 = l_300;
let l_305 = bool(true) && l_247;
if l_305 {
let l_306 = !l_mut_136;
l_mut_136 = l_306;
}
if l_mut_136 {
let l_307 = -l_mut_251;
l_mut_251 = l_307;
}
l_mut_47 = l_mut_251;
}
}
l_mut_31 = l_mut_47;
l_mut_68 = u32(4294967294);
let l_308 = bitcast<u32>(l_mut_25);
let l_309 = bitcast<u32>(l_24);
let l_310 = l_309 & u32(2139095040);
let l_311 = l_310 != u32(2139095040);
let l_312 = l_310 == u32(0);
let l_313 = bitcast<u32>(l_24);
let l_314 = l_313 & u32(8388607);
let l_315 = l_314 != u32(0);
let l_316 = l_312 && l_315;
let l_317 = abs(l_mut_31);
let l_318 = l_mut_31 < f64(0.0);
let l_319 = u32(l_318);
let l_320 = u32(2147483648) * l_319;
if l_316 {
} else {
let l_321 = is_nan_1_f64(l_mut_31);if l_321 {
let l_322 = l_308 & u32(2147483647);
let l_323 = l_322 > u32(2139095040);
if l_323 {
l_mut_68 = u32(4294967293);
}
} else {
let l_324 = l_317 >= f64(3.402823669209385e38);
let l_325 = !l_311;
let l_326 = l_317 == f64(0.0);
let l_327 = l_325 && l_326;
let l_328 = l_324 || l_327;
if l_328 {
let l_329 = l_317 >= f64(3.402823669209385e38);
let l_330 = u32(l_329);
let l_331 = u32(2139095040) * l_330;
let l_332 = l_331 | l_320;
let l_333 = l_308 == l_332;
let l_334 = l_308 | l_332;
let l_335 = l_334 & u32(2147483647);
let l_336 = l_335 == u32(0);
let l_337 = l_333 || l_336;
if l_337 {
l_mut_68 = u32(4294967293);
}
} else {
let l_338 = l_317 >= f64(2.350988701644575e-38);
let l_339 = l_311 && l_338;
let l_340 = l_317 < f64(3.4028234663852886e38);
let l_341 = l_339 && l_340;
if l_341 {
let l_342 = f32(l_317);
let l_343 = bitcast<u32>(l_342);
let l_344 = bitcast<f32>(l_343);
let l_345 = f64(l_344);
let l_346 = l_317 - l_345;
let l_347 = l_343 + u32(1);
let l_348 = l_346 < f64(0.0);
let l_349 = u32(l_348);
let l_350 = u32(2) * l_349;
let l_351 = l_347 - l_350;
let l_352 = bitcast<f32>(l_351);
let l_353 = f64(l_352);
let l_354 = l_353 - l_345;
let l_355 = abs(l_354);
let l_356 = l_355 * f64(0.5);
let l_357 = abs(l_346);
let l_358 = l_356 - l_357;
let l_359 = l_317 * f64(9.094947017729282e-13);
let l_360 = l_358 > l_359;
if l_360 {
let l_361 = l_343 | l_320;
l_mut_68 = l_361;
}
} else {
let l_362 = l_317 < f64(2.350988701644575e-38);
let l_363 = l_311 && l_362;
if l_363 {
let l_364 = l_317 * f64(7.1362384635298e44);
let l_365 = floor(l_364);
let l_366 = l_364 - l_365;
let l_367 = l_366 - f64(0.5);
let l_368 = abs(l_367);
let l_369 = l_364 * f64(9.094947017729282e-13);
let l_370 = l_368 > l_369;
if l_370 {
let l_371 = l_366 > f64(0.5);
let l_372 = f64(l_371);
let l_373 = l_365 + l_372;
let l_374 = u32(l_373);
let l_375 = l_374 | l_320;
l_mut_68 = l_375;
}
}
}
}
}
}
let l_376 = bitcast<u32>(l_mut_25);
let l_377 = l_376 & u32(2147483647);
let l_378 = l_377 > u32(2139095040);
let l_379 = l_376 & u32(2147483647);
let l_380 = l_379 == u32(0);
let l_381 = l_376 & u32(2147483647);
let l_382 = f64(l_381);
let l_383 = l_376 >> u32(31);
let l_384 = f64(l_383);
let l_385 = f64(2.0) * l_384;
let l_386 = f64(1.0) - l_385;
let l_387 = l_382 * l_386;
let l_388 = l_mut_68 & u32(2147483647);
let l_389 = f64(l_388);
let l_390 = l_mut_68 >> u32(31);
let l_391 = f64(l_390);
let l_392 = f64(2.0) * l_391;
let l_393 = f64(1.0) - l_392;
let l_394 = l_389 * l_393;
let l_395 = l_387 - l_394;
let l_396 = l_mut_68 & u32(2139095040);
let l_397 = l_396 == u32(0);
let l_398 = l_mut_68 < u32(4294967293);
let l_399 = l_395 == f64(0.0);
let l_400 = l_380 && l_397;
let l_401 = l_378 || l_400;
let l_402 = !l_401;
let l_403 = l_399 || l_402;
let l_404 = l_398 && l_403;
l_mut_136 = l_404;
let l_405 = l_395 != f64(0.0);
let l_406 = l_mut_136 && l_405;
if l_406 {

for (var l_mut_407: u32 = u32(0); l_mut_407 < u32(8); l_mut_407++) {
let l_408 = u32(2) * l_mut_407;
let l_4683 = info.static_meta[u32(1)];
let l_4684 = l_4683 * u32(1);
let l_4685 = l_408 < l_4684;
let l_4686 = l_4684 - u32(1);
let l_4687 = min(l_408, l_4686);
let l_4688 = buffer_1_global[l_4687];
let l_4689 = select(u32(0), l_4688, l_4685);
let l_409 = l_4689;
let l_410 = u32(2) * l_mut_407;
let l_411 = l_410 + u32(1);
let l_4690 = info.static_meta[u32(1)];
let l_4691 = l_4690 * u32(1);
let l_4692 = l_411 < l_4691;
let l_4693 = l_4691 - u32(1);
let l_4694 = min(l_411, l_4693);
let l_4695 = buffer_1_global[l_4694];
let l_4696 = select(u32(0), l_4695, l_4692);
let l_412 = l_4696;
let l_413 = l_412 != u32(0);
let l_414 = l_mut_407 * u32(4);
let l_4697 = info.static_meta[u32(2)];
let l_4698 = l_4697 * u32(1);
let l_4699 = l_414 < l_4698;
let l_4700 = l_4698 - u32(1);
let l_4701 = min(l_414, l_4700);
let l_4702 = buffer_2_global[l_4701];
let l_4703 = select(f64(0.0), l_4702, l_4699);
let l_415 = l_4703;
let l_416 = l_mut_407 * u32(4);
let l_417 = l_416 + u32(1);
let l_4704 = info.static_meta[u32(2)];
let l_4705 = l_4704 * u32(1);
let l_4706 = l_417 < l_4705;
let l_4707 = l_4705 - u32(1);
let l_4708 = min(l_417, l_4707);
let l_4709 = buffer_2_global[l_4708];
let l_4710 = select(f64(0.0), l_4709, l_4706);
let l_418 = l_4710;
let l_419 = l_mut_407 * u32(4);
let l_420 = l_419 + u32(2);
let l_4711 = info.static_meta[u32(2)];
let l_4712 = l_4711 * u32(1);
let l_4713 = l_420 < l_4712;
let l_4714 = l_4712 - u32(1);
let l_4715 = min(l_420, l_4714);
let l_4716 = buffer_2_global[l_4715];
let l_4717 = select(f64(0.0), l_4716, l_4713);
let l_421 = l_4717;
let l_422 = f64(l_24);
let l_423 = abs(l_422);
let l_424 = abs(l_mut_31);
let l_425 = l_424 * f64(1.4551915228366852e-11);
a_426[u32(0)] = u32(1);
l_mut_427 = u32(2);
let l_428 = l_409 == u32(0);
if l_428 {
l_mut_427 = u32(0);
} else {
let l_429 = l_409 == u32(1);
if l_429 {
l_mut_427 = u32(1);
let l_430 = abs(l_395);
let l_431 = l_430 <= l_415;
if l_431 {
l_mut_427 = u32(0);
}
} else {
let l_432 = l_409 == u32(2);
if l_432 {
let l_433 = abs(l_mut_31);
l_mut_251 = f64(1.401298464324817e-45);
let l_434 = l_433 >= f64(1.1754943508222875e-38);
let l_435 = l_433 <= f64(1.7976931348623157e308);
let l_436 = l_434 && l_435;
if l_436 {
let l_437 = bitcast<u64>(l_433);
let l_438 = l_437 >> u32(bitcast<u64>(u64(52)));
let l_439 = l_438 - u64(23);
let l_440 = l_439 << u32(bitcast<u64>(u64(52)));
let l_441 = bitcast<f64>(l_440);
l_mut_251 = l_441;
}
let l_442 = l_415 * l_mut_251;
l_mut_443 = u32(2);
let l_444 = l_mut_31 - l_425;
let l_445 = abs(l_444);
l_mut_251 = f64(1.401298464324817e-45);
let l_446 = l_445 >= f64(1.1754943508222875e-38);
let l_447 = l_445 <= f64(1.7976931348623157e308);
let l_448 = l_446 && l_447;
if l_448 {
let l_449 = bitcast<u64>(l_445);
let l_450 = l_449 >> u32(bitcast<u64>(u64(52)));
let l_451 = l_450 - u64(23);
let l_452 = l_451 << u32(bitcast<u64>(u64(52)));
let l_453 = bitcast<f64>(l_452);
l_mut_251 = l_453;
}
let l_454 = l_mut_31 + l_425;
let l_455 = abs(l_454);
l_mut_84 = f64(1.401298464324817e-45);
let l_456 = l_455 >= f64(1.1754943508222875e-38);
let l_457 = l_455 <= f64(1.7976931348623157e308);
let l_458 = l_456 && l_457;
if l_458 {
let l_459 = bitcast<u64>(l_455);
let l_460 = l_459 >> u32(bitcast<u64>(u64(52)));
let l_461 = l_460 - u64(23);
let l_462 = l_461 << u32(bitcast<u64>(u64(52)));
let l_463 = bitcast<f64>(l_462);
l_mut_84 = l_463;
}
let l_464 = l_mut_251 == l_mut_84;
if l_464 {
let l_465 = l_442 * f64(1.4551915228366852e-11);
let l_466 = l_425 + l_465;
let l_467 = l_mut_31 - l_442;
let l_468 = l_mut_31 + l_442;
let l_469 = bitcast<u32>(l_mut_25);
let l_470 = l_469 & u32(2147483647);
let l_471 = bitcast<f32>(l_470);
let l_472 = f64(l_471);
l_mut_251 = l_472;
let l_473 = l_470 < u32(8388608);
if l_473 {
let l_474 = f64(l_470);
let l_475 = l_474 * f64(1.401298464324817e-45);
l_mut_251 = l_475;
}
let l_476 = bitcast<u64>(l_mut_251);
let l_477 = l_469 >> u32(31);
let l_478 = u64(l_477);
let l_479 = l_478 << u32(bitcast<u64>(u64(63)));
let l_480 = l_476 | l_479;
let l_481 = bitcast<f64>(l_480);
let l_482 = bitcast<u32>(l_mut_25);
let l_483 = l_482 + u32(1);
l_mut_484 = l_483;
let l_485 = l_482 & u32(2147483647);
let l_486 = l_485 == u32(0);
if l_486 {
l_mut_484 = u32(1);
} else {
let l_487 = l_482 & u32(2147483648);
let l_488 = l_487 != u32(0);
if l_488 {
let l_489 = l_482 - u32(1);
l_mut_484 = l_489;
} else {
let l_490 = l_482 == u32(2139095040);
if l_490 {
l_mut_484 = l_482;
}
}
}
let l_491 = bitcast<f32>(l_mut_484);
let l_492 = bitcast<u32>(l_491);
let l_493 = l_492 & u32(2147483647);
let l_494 = bitcast<f32>(l_493);
let l_495 = f64(l_494);
l_mut_251 = l_495;
let l_496 = l_493 < u32(8388608);
if l_496 {
let l_497 = f64(l_493);
let l_498 = l_497 * f64(1.401298464324817e-45);
l_mut_251 = l_498;
}
let l_499 = bitcast<u64>(l_mut_251);
let l_500 = l_492 >> u32(31);
let l_501 = u64(l_500);
let l_502 = l_501 << u32(bitcast<u64>(u64(63)));
let l_503 = l_499 | l_502;
let l_504 = bitcast<f64>(l_503);
let l_505 = bitcast<u32>(l_mut_25);
let l_506 = l_505 ^ u32(2147483648);
let l_507 = bitcast<f32>(l_506);
let l_508 = bitcast<u32>(l_507);
let l_509 = l_508 + u32(1);
l_mut_484 = l_509;
let l_510 = l_508 & u32(2147483647);
let l_511 = l_510 == u32(0);
if l_511 {
l_mut_484 = u32(1);
} else {
let l_512 = l_508 & u32(2147483648);
let l_513 = l_512 != u32(0);
if l_513 {
let l_514 = l_508 - u32(1);
l_mut_484 = l_514;
} else {
let l_515 = l_508 == u32(2139095040);
if l_515 {
l_mut_484 = l_508;
}
}
}
let l_516 = bitcast<f32>(l_mut_484);
let l_517 = bitcast<u32>(l_516);
let l_518 = l_517 ^ u32(2147483648);
let l_519 = bitcast<f32>(l_518);
let l_520 = bitcast<u32>(l_519);
let l_521 = l_520 & u32(2147483647);
let l_522 = bitcast<f32>(l_521);
let l_523 = f64(l_522);
l_mut_251 = l_523;
let l_524 = l_521 < u32(8388608);
if l_524 {
let l_525 = f64(l_521);
let l_526 = l_525 * f64(1.401298464324817e-45);
l_mut_251 = l_526;
}
let l_527 = bitcast<u64>(l_mut_251);
let l_528 = l_520 >> u32(31);
let l_529 = u64(l_528);
let l_530 = l_529 << u32(bitcast<u64>(u64(63)));
let l_531 = l_527 | l_530;
let l_532 = bitcast<f64>(l_531);
let l_533 = l_467 + l_466;
let l_534 = l_533 <= l_481;
l_mut_535 = l_534;
let l_536 = l_467 - l_466;
let l_537 = l_536 > l_481;
l_mut_538 = l_537;
let l_539 = l_468 - l_466;
let l_540 = l_539 >= l_481;
l_mut_541 = l_540;
let l_542 = l_468 + l_466;
let l_543 = l_542 < l_481;
l_mut_544 = l_543;
if l_413 {
let l_545 = l_467 + l_466;
let l_546 = l_545 < l_504;
l_mut_535 = l_546;
let l_547 = l_467 - l_466;
let l_548 = l_547 >= l_504;
l_mut_538 = l_548;
let l_549 = l_468 - l_466;
let l_550 = l_549 > l_532;
l_mut_541 = l_550;
let l_551 = l_468 + l_466;
let l_552 = l_551 <= l_532;
l_mut_544 = l_552;
}
l_mut_484 = u32(2);
let l_553 = l_mut_538 || l_mut_544;
if l_553 {
l_mut_484 = u32(1);
} else {
let l_554 = l_mut_535 && l_mut_541;
if l_554 {
l_mut_484 = u32(0);
}
}
let l_555 = bitcast<u32>(l_mut_25);
let l_556 = l_555 & u32(2147483647);
let l_557 = l_556 == u32(0);
if l_557 {
let l_558 = l_467 + l_466;
let l_559 = l_558 < f64(1.1754943508222875e-38);
let l_560 = l_468 - l_466;
let l_561 = l_560 > f64(-1.1754943508222875e-38);
let l_562 = l_559 && l_561;
let l_563 = l_467 - l_466;
let l_564 = l_563 < f64(1.1754943508222875e-38);
let l_565 = l_468 + l_466;
let l_566 = l_565 > f64(-1.1754943508222875e-38);
let l_567 = l_564 && l_566;
if l_562 {
l_mut_484 = u32(0);
} else {
let l_568 = l_mut_484 == u32(1);
let l_569 = l_567 && l_568;
if l_569 {
l_mut_484 = u32(2);
}
}
}
l_mut_443 = l_mut_484;
}
l_mut_427 = l_mut_443;
} else {
let l_570 = l_409 == u32(3);
if l_570 {
l_mut_427 = u32(0);
let l_571 = l_423 >= f64(1.1754943508222875e-38);
let l_572 = l_423 <= f64(8.507059173023462e37);
let l_573 = l_571 && l_572;
if l_573 {
let l_574 = abs(l_mut_31);
l_mut_251 = f64(1.401298464324817e-45);
let l_575 = l_574 >= f64(1.1754943508222875e-38);
let l_576 = l_574 <= f64(1.7976931348623157e308);
let l_577 = l_575 && l_576;
if l_577 {
let l_578 = bitcast<u64>(l_574);
let l_579 = l_578 >> u32(bitcast<u64>(u64(52)));
let l_580 = l_579 - u64(23);
let l_581 = l_580 << u32(bitcast<u64>(u64(52)));
let l_582 = bitcast<f64>(l_581);
l_mut_251 = l_582;
}
let l_583 = l_415 * l_mut_251;
l_mut_484 = u32(2);
let l_584 = l_mut_31 - l_425;
let l_585 = abs(l_584);
l_mut_251 = f64(1.401298464324817e-45);
let l_586 = l_585 >= f64(1.1754943508222875e-38);
let l_587 = l_585 <= f64(1.7976931348623157e308);
let l_588 = l_586 && l_587;
if l_588 {
let l_589 = bitcast<u64>(l_585);
let l_590 = l_589 >> u32(bitcast<u64>(u64(52)));
let l_591 = l_590 - u64(23);
let l_592 = l_591 << u32(bitcast<u64>(u64(52)));
let l_593 = bitcast<f64>(l_592);
l_mut_251 = l_593;
}
let l_594 = l_mut_31 + l_425;
let l_595 = abs(l_594);
l_mut_84 = f64(1.401298464324817e-45);
let l_596 = l_595 >= f64(1.1754943508222875e-38);
let l_597 = l_595 <= f64(1.7976931348623157e308);
let l_598 = l_596 && l_597;
if l_598 {
let l_599 = bitcast<u64>(l_595);
let l_600 = l_599 >> u32(bitcast<u64>(u64(52)));
let l_601 = l_600 - u64(23);
let l_602 = l_601 << u32(bitcast<u64>(u64(52)));
let l_603 = bitcast<f64>(l_602);
l_mut_84 = l_603;
}
let l_604 = l_mut_251 == l_mut_84;
if l_604 {
let l_605 = l_583 * f64(1.4551915228366852e-11);
let l_606 = l_425 + l_605;
let l_607 = l_mut_31 - l_583;
let l_608 = l_mut_31 + l_583;
let l_609 = bitcast<u32>(l_mut_25);
let l_610 = l_609 & u32(2147483647);
let l_611 = bitcast<f32>(l_610);
let l_612 = f64(l_611);
l_mut_251 = l_612;
let l_613 = l_610 < u32(8388608);
if l_613 {
let l_614 = f64(l_610);
let l_615 = l_614 * f64(1.401298464324817e-45);
l_mut_251 = l_615;
}
let l_616 = bitcast<u64>(l_mut_251);
let l_617 = l_609 >> u32(31);
let l_618 = u64(l_617);
let l_619 = l_618 << u32(bitcast<u64>(u64(63)));
let l_620 = l_616 | l_619;
let l_621 = bitcast<f64>(l_620);
let l_622 = bitcast<u32>(l_mut_25);
let l_623 = l_622 + u32(1);
l_mut_443 = l_623;
let l_624 = l_622 & u32(2147483647);
let l_625 = l_624 == u32(0);
if l_625 {
l_mut_443 = u32(1);
} else {
let l_626 = l_622 & u32(2147483648);
let l_627 = l_626 != u32(0);
if l_627 {
let l_628 = l_622 - u32(1);
l_mut_443 = l_628;
} else {
let l_629 = l_622 == u32(2139095040);
if l_629 {
l_mut_443 = l_622;
}
}
}
let l_630 = bitcast<f32>(l_mut_443);
let l_631 = bitcast<u32>(l_630);
let l_632 = l_631 & u32(2147483647);
let l_633 = bitcast<f32>(l_632);
let l_634 = f64(l_633);
l_mut_251 = l_634;
let l_635 = l_632 < u32(8388608);
if l_635 {
let l_636 = f64(l_632);
let l_637 = l_636 * f64(1.401298464324817e-45);
l_mut_251 = l_637;
}
let l_638 = bitcast<u64>(l_mut_251);
let l_639 = l_631 >> u32(31);
let l_640 = u64(l_639);
let l_641 = l_640 << u32(bitcast<u64>(u64(63)));
let l_642 = l_638 | l_641;
let l_643 = bitcast<f64>(l_642);
let l_644 = bitcast<u32>(l_mut_25);
let l_645 = l_644 ^ u32(2147483648);
let l_646 = bitcast<f32>(l_645);
let l_647 = bitcast<u32>(l_646);
let l_648 = l_647 + u32(1);
l_mut_443 = l_648;
let l_649 = l_647 & u32(2147483647);
let l_650 = l_649 == u32(0);
if l_650 {
l_mut_443 = u32(1);
} else {
let l_651 = l_647 & u32(2147483648);
let l_652 = l_651 != u32(0);
if l_652 {
let l_653 = l_647 - u32(1);
l_mut_443 = l_653;
} else {
let l_654 = l_647 == u32(2139095040);
if l_654 {
l_mut_443 = l_647;
}
}
}
let l_655 = bitcast<f32>(l_mut_443);
let l_656 = bitcast<u32>(l_655);
let l_657 = l_656 ^ u32(2147483648);
let l_658 = bitcast<f32>(l_657);
let l_659 = bitcast<u32>(l_658);
let l_660 = l_659 & u32(2147483647);
let l_661 = bitcast<f32>(l_660);
let l_662 = f64(l_661);
l_mut_251 = l_662;
let l_663 = l_660 < u32(8388608);
if l_663 {
let l_664 = f64(l_660);
let l_665 = l_664 * f64(1.401298464324817e-45);
l_mut_251 = l_665;
}
let l_666 = bitcast<u64>(l_mut_251);
let l_667 = l_659 >> u32(31);
let l_668 = u64(l_667);
let l_669 = l_668 << u32(bitcast<u64>(u64(63)));
let l_670 = l_666 | l_669;
let l_671 = bitcast<f64>(l_670);
let l_672 = l_607 + l_606;
let l_673 = l_672 <= l_621;
l_mut_544 = l_673;
let l_674 = l_607 - l_606;
let l_675 = l_674 > l_621;
l_mut_541 = l_675;
let l_676 = l_608 - l_606;
let l_677 = l_676 >= l_621;
l_mut_538 = l_677;
let l_678 = l_608 + l_606;
let l_679 = l_678 < l_621;
l_mut_535 = l_679;
if l_413 {
let l_680 = l_607 + l_606;
let l_681 = l_680 < l_643;
l_mut_544 = l_681;
let l_682 = l_607 - l_606;
let l_683 = l_682 >= l_643;
l_mut_541 = l_683;
let l_684 = l_608 - l_606;
let l_685 = l_684 > l_671;
l_mut_538 = l_685;
let l_686 = l_608 + l_606;
let l_687 = l_686 <= l_671;
l_mut_535 = l_687;
}
l_mut_443 = u32(2);
let l_688 = l_mut_541 || l_mut_535;
if l_688 {
l_mut_443 = u32(1);
} else {
let l_689 = l_mut_544 && l_mut_538;
if l_689 {
l_mut_443 = u32(0);
}
}
let l_690 = bitcast<u32>(l_mut_25);
let l_691 = l_690 & u32(2147483647);
let l_692 = l_691 == u32(0);
if l_692 {
let l_693 = l_607 + l_606;
let l_694 = l_693 < f64(1.1754943508222875e-38);
let l_695 = l_608 - l_606;
let l_696 = l_695 > f64(-1.1754943508222875e-38);
let l_697 = l_694 && l_696;
let l_698 = l_607 - l_606;
let l_699 = l_698 < f64(1.1754943508222875e-38);
let l_700 = l_608 + l_606;
let l_701 = l_700 > f64(-1.1754943508222875e-38);
let l_702 = l_699 && l_701;
if l_697 {
l_mut_443 = u32(0);
} else {
let l_703 = l_mut_443 == u32(1);
let l_704 = l_702 && l_703;
if l_704 {
l_mut_443 = u32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
}
} else {
let l_705 = l_409 == u32(4);
if l_705 {
let l_706 = l_418 * l_423;
let l_707 = l_415 + l_706;
let l_708 = abs(l_mut_31);
l_mut_251 = f64(1.401298464324817e-45);
let l_709 = l_708 >= f64(1.1754943508222875e-38);
let l_710 = l_708 <= f64(1.7976931348623157e308);
let l_711 = l_709 && l_710;
if l_711 {
let l_712 = bitcast<u64>(l_708);
let l_713 = l_712 >> u32(bitcast<u64>(u64(52)));
let l_714 = l_713 - u64(23);
let l_715 = l_714 << u32(bitcast<u64>(u64(52)));
let l_716 = bitcast<f64>(l_715);
l_mut_251 = l_716;
}
let l_717 = l_707 * l_mut_251;
l_mut_484 = u32(2);
let l_718 = l_mut_31 - l_425;
let l_719 = abs(l_718);
l_mut_251 = f64(1.401298464324817e-45);
let l_720 = l_719 >= f64(1.1754943508222875e-38);
let l_721 = l_719 <= f64(1.7976931348623157e308);
let l_722 = l_720 && l_721;
if l_722 {
let l_723 = bitcast<u64>(l_719);
let l_724 = l_723 >> u32(bitcast<u64>(u64(52)));
let l_725 = l_724 - u64(23);
let l_726 = l_725 << u32(bitcast<u64>(u64(52)));
let l_727 = bitcast<f64>(l_726);
l_mut_251 = l_727;
}
let l_728 = l_mut_31 + l_425;
let l_729 = abs(l_728);
l_mut_84 = f64(1.401298464324817e-45);
let l_730 = l_729 >= f64(1.1754943508222875e-38);
let l_731 = l_729 <= f64(1.7976931348623157e308);
let l_732 = l_730 && l_731;
if l_732 {
let l_733 = bitcast<u64>(l_729);
let l_734 = l_733 >> u32(bitcast<u64>(u64(52)));
let l_735 = l_734 - u64(23);
let l_736 = l_735 << u32(bitcast<u64>(u64(52)));
let l_737 = bitcast<f64>(l_736);
l_mut_84 = l_737;
}
let l_738 = l_mut_251 == l_mut_84;
if l_738 {
let l_739 = l_717 * f64(1.4551915228366852e-11);
let l_740 = l_425 + l_739;
let l_741 = l_mut_31 - l_717;
let l_742 = l_mut_31 + l_717;
let l_743 = bitcast<u32>(l_mut_25);
let l_744 = l_743 & u32(2147483647);
let l_745 = bitcast<f32>(l_744);
let l_746 = f64(l_745);
l_mut_251 = l_746;
let l_747 = l_744 < u32(8388608);
if l_747 {
let l_748 = f64(l_744);
let l_749 = l_748 * f64(1.401298464324817e-45);
l_mut_251 = l_749;
}
let l_750 = bitcast<u64>(l_mut_251);
let l_751 = l_743 >> u32(31);
let l_752 = u64(l_751);
let l_753 = l_752 << u32(bitcast<u64>(u64(63)));
let l_754 = l_750 | l_753;
let l_755 = bitcast<f64>(l_754);
let l_756 = bitcast<u32>(l_mut_25);
let l_757 = l_756 + u32(1);
l_mut_443 = l_757;
let l_758 = l_756 & u32(2147483647);
let l_759 = l_758 == u32(0);
if l_759 {
l_mut_443 = u32(1);
} else {
let l_760 = l_756 & u32(2147483648);
let l_761 = l_760 != u32(0);
if l_761 {
let l_762 = l_756 - u32(1);
l_mut_443 = l_762;
} else {
let l_763 = l_756 == u32(2139095040);
if l_763 {
l_mut_443 = l_756;
}
}
}
let l_764 = bitcast<f32>(l_mut_443);
let l_765 = bitcast<u32>(l_764);
let l_766 = l_765 & u32(2147483647);
let l_767 = bitcast<f32>(l_766);
let l_768 = f64(l_767);
l_mut_251 = l_768;
let l_769 = l_766 < u32(8388608);
if l_769 {
let l_770 = f64(l_766);
let l_771 = l_770 * f64(1.401298464324817e-45);
l_mut_251 = l_771;
}
let l_772 = bitcast<u64>(l_mut_251);
let l_773 = l_765 >> u32(31);
let l_774 = u64(l_773);
let l_775 = l_774 << u32(bitcast<u64>(u64(63)));
let l_776 = l_772 | l_775;
let l_777 = bitcast<f64>(l_776);
let l_778 = bitcast<u32>(l_mut_25);
let l_779 = l_778 ^ u32(2147483648);
let l_780 = bitcast<f32>(l_779);
let l_781 = bitcast<u32>(l_780);
let l_782 = l_781 + u32(1);
l_mut_443 = l_782;
let l_783 = l_781 & u32(2147483647);
let l_784 = l_783 == u32(0);
if l_784 {
l_mut_443 = u32(1);
} else {
let l_785 = l_781 & u32(2147483648);
let l_786 = l_785 != u32(0);
if l_786 {
let l_787 = l_781 - u32(1);
l_mut_443 = l_787;
} else {
let l_788 = l_781 == u32(2139095040);
if l_788 {
l_mut_443 = l_781;
}
}
}
let l_789 = bitcast<f32>(l_mut_443);
let l_790 = bitcast<u32>(l_789);
let l_791 = l_790 ^ u32(2147483648);
let l_792 = bitcast<f32>(l_791);
let l_793 = bitcast<u32>(l_792);
let l_794 = l_793 & u32(2147483647);
let l_795 = bitcast<f32>(l_794);
let l_796 = f64(l_795);
l_mut_251 = l_796;
let l_797 = l_794 < u32(8388608);
if l_797 {
let l_798 = f64(l_794);
let l_799 = l_798 * f64(1.401298464324817e-45);
l_mut_251 = l_799;
}
let l_800 = bitcast<u64>(l_mut_251);
let l_801 = l_793 >> u32(31);
let l_802 = u64(l_801);
let l_803 = l_802 << u32(bitcast<u64>(u64(63)));
let l_804 = l_800 | l_803;
let l_805 = bitcast<f64>(l_804);
let l_806 = l_741 + l_740;
let l_807 = l_806 <= l_755;
l_mut_544 = l_807;
let l_808 = l_741 - l_740;
let l_809 = l_808 > l_755;
l_mut_541 = l_809;
let l_810 = l_742 - l_740;
let l_811 = l_810 >= l_755;
l_mut_538 = l_811;
let l_812 = l_742 + l_740;
let l_813 = l_812 < l_755;
l_mut_535 = l_813;
if l_413 {
let l_814 = l_741 + l_740;
let l_815 = l_814 < l_777;
l_mut_544 = l_815;
let l_816 = l_741 - l_740;
let l_817 = l_816 >= l_777;
l_mut_541 = l_817;
let l_818 = l_742 - l_740;
let l_819 = l_818 > l_805;
l_mut_538 = l_819;
let l_820 = l_742 + l_740;
let l_821 = l_820 <= l_805;
l_mut_535 = l_821;
}
l_mut_443 = u32(2);
let l_822 = l_mut_541 || l_mut_535;
if l_822 {
l_mut_443 = u32(1);
} else {
let l_823 = l_mut_544 && l_mut_538;
if l_823 {
l_mut_443 = u32(0);
}
}
let l_824 = bitcast<u32>(l_mut_25);
let l_825 = l_824 & u32(2147483647);
let l_826 = l_825 == u32(0);
if l_826 {
let l_827 = l_741 + l_740;
let l_828 = l_827 < f64(1.1754943508222875e-38);
let l_829 = l_742 - l_740;
let l_830 = l_829 > f64(-1.1754943508222875e-38);
let l_831 = l_828 && l_830;
let l_832 = l_741 - l_740;
let l_833 = l_832 < f64(1.1754943508222875e-38);
let l_834 = l_742 + l_740;
let l_835 = l_834 > f64(-1.1754943508222875e-38);
let l_836 = l_833 && l_835;
if l_831 {
l_mut_443 = u32(0);
} else {
let l_837 = l_mut_443 == u32(1);
let l_838 = l_836 && l_837;
if l_838 {
l_mut_443 = u32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
} else {
let l_839 = l_409 == u32(5);
if l_839 {
let l_840 = f64(2.0) * l_422;
let l_841 = abs(l_840);
let l_842 = floor(l_841);
let l_843 = f64(3.0) + l_842;
let l_844 = abs(l_mut_31);
l_mut_251 = f64(1.401298464324817e-45);
let l_845 = l_844 >= f64(1.1754943508222875e-38);
let l_846 = l_844 <= f64(1.7976931348623157e308);
let l_847 = l_845 && l_846;
if l_847 {
let l_848 = bitcast<u64>(l_844);
let l_849 = l_848 >> u32(bitcast<u64>(u64(52)));
let l_850 = l_849 - u64(23);
let l_851 = l_850 << u32(bitcast<u64>(u64(52)));
let l_852 = bitcast<f64>(l_851);
l_mut_251 = l_852;
}
let l_853 = l_843 * l_mut_251;
l_mut_484 = u32(2);
let l_854 = l_mut_31 - l_425;
let l_855 = abs(l_854);
l_mut_251 = f64(1.401298464324817e-45);
let l_856 = l_855 >= f64(1.1754943508222875e-38);
let l_857 = l_855 <= f64(1.7976931348623157e308);
let l_858 = l_856 && l_857;
if l_858 {
let l_859 = bitcast<u64>(l_855);
let l_860 = l_859 >> u32(bitcast<u64>(u64(52)));
let l_861 = l_860 - u64(23);
let l_862 = l_861 << u32(bitcast<u64>(u64(52)));
let l_863 = bitcast<f64>(l_862);
l_mut_251 = l_863;
}
let l_864 = l_mut_31 + l_425;
let l_865 = abs(l_864);
l_mut_84 = f64(1.401298464324817e-45);
let l_866 = l_865 >= f64(1.1754943508222875e-38);
let l_867 = l_865 <= f64(1.7976931348623157e308);
let l_868 = l_866 && l_867;
if l_868 {
let l_869 = bitcast<u64>(l_865);
let l_870 = l_869 >> u32(bitcast<u64>(u64(52)));
let l_871 = l_870 - u64(23);
let l_872 = l_871 << u32(bitcast<u64>(u64(52)));
let l_873 = bitcast<f64>(l_872);
l_mut_84 = l_873;
}
let l_874 = l_mut_251 == l_mut_84;
if l_874 {
let l_875 = l_853 * f64(1.4551915228366852e-11);
let l_876 = l_425 + l_875;
let l_877 = l_mut_31 - l_853;
let l_878 = l_mut_31 + l_853;
let l_879 = bitcast<u32>(l_mut_25);
let l_880 = l_879 & u32(2147483647);
let l_881 = bitcast<f32>(l_880);
let l_882 = f64(l_881);
l_mut_251 = l_882;
let l_883 = l_880 < u32(8388608);
if l_883 {
let l_884 = f64(l_880);
let l_885 = l_884 * f64(1.401298464324817e-45);
l_mut_251 = l_885;
}
let l_886 = bitcast<u64>(l_mut_251);
let l_887 = l_879 >> u32(31);
let l_888 = u64(l_887);
let l_889 = l_888 << u32(bitcast<u64>(u64(63)));
let l_890 = l_886 | l_889;
let l_891 = bitcast<f64>(l_890);
let l_892 = bitcast<u32>(l_mut_25);
let l_893 = l_892 + u32(1);
l_mut_443 = l_893;
let l_894 = l_892 & u32(2147483647);
let l_895 = l_894 == u32(0);
if l_895 {
l_mut_443 = u32(1);
} else {
let l_896 = l_892 & u32(2147483648);
let l_897 = l_896 != u32(0);
if l_897 {
let l_898 = l_892 - u32(1);
l_mut_443 = l_898;
} else {
let l_899 = l_892 == u32(2139095040);
if l_899 {
l_mut_443 = l_892;
}
}
}
let l_900 = bitcast<f32>(l_mut_443);
let l_901 = bitcast<u32>(l_900);
let l_902 = l_901 & u32(2147483647);
let l_903 = bitcast<f32>(l_902);
let l_904 = f64(l_903);
l_mut_251 = l_904;
let l_905 = l_902 < u32(8388608);
if l_905 {
let l_906 = f64(l_902);
let l_907 = l_906 * f64(1.401298464324817e-45);
l_mut_251 = l_907;
}
let l_908 = bitcast<u64>(l_mut_251);
let l_909 = l_901 >> u32(31);
let l_910 = u64(l_909);
let l_911 = l_910 << u32(bitcast<u64>(u64(63)));
let l_912 = l_908 | l_911;
let l_913 = bitcast<f64>(l_912);
let l_914 = bitcast<u32>(l_mut_25);
let l_915 = l_914 ^ u32(2147483648);
let l_916 = bitcast<f32>(l_915);
let l_917 = bitcast<u32>(l_916);
let l_918 = l_917 + u32(1);
l_mut_443 = l_918;
let l_919 = l_917 & u32(2147483647);
let l_920 = l_919 == u32(0);
if l_920 {
l_mut_443 = u32(1);
} else {
let l_921 = l_917 & u32(2147483648);
let l_922 = l_921 != u32(0);
if l_922 {
let l_923 = l_917 - u32(1);
l_mut_443 = l_923;
} else {
let l_924 = l_917 == u32(2139095040);
if l_924 {
l_mut_443 = l_917;
}
}
}
let l_925 = bitcast<f32>(l_mut_443);
let l_926 = bitcast<u32>(l_925);
let l_927 = l_926 ^ u32(2147483648);
let l_928 = bitcast<f32>(l_927);
let l_929 = bitcast<u32>(l_928);
let l_930 = l_929 & u32(2147483647);
let l_931 = bitcast<f32>(l_930);
let l_932 = f64(l_931);
l_mut_251 = l_932;
let l_933 = l_930 < u32(8388608);
if l_933 {
let l_934 = f64(l_930);
let l_935 = l_934 * f64(1.401298464324817e-45);
l_mut_251 = l_935;
}
let l_936 = bitcast<u64>(l_mut_251);
let l_937 = l_929 >> u32(31);
let l_938 = u64(l_937);
let l_939 = l_938 << u32(bitcast<u64>(u64(63)));
let l_940 = l_936 | l_939;
let l_941 = bitcast<f64>(l_940);
let l_942 = l_877 + l_876;
let l_943 = l_942 <= l_891;
l_mut_544 = l_943;
let l_944 = l_877 - l_876;
let l_945 = l_944 > l_891;
l_mut_541 = l_945;
let l_946 = l_878 - l_876;
let l_947 = l_946 >= l_891;
l_mut_538 = l_947;
let l_948 = l_878 + l_876;
let l_949 = l_948 < l_891;
l_mut_535 = l_949;
if l_413 {
let l_950 = l_877 + l_876;
let l_951 = l_950 < l_913;
l_mut_544 = l_951;
let l_952 = l_877 - l_876;
let l_953 = l_952 >= l_913;
l_mut_541 = l_953;
let l_954 = l_878 - l_876;
let l_955 = l_954 > l_941;
l_mut_538 = l_955;
let l_956 = l_878 + l_876;
let l_957 = l_956 <= l_941;
l_mut_535 = l_957;
}
l_mut_443 = u32(2);
let l_958 = l_mut_541 || l_mut_535;
if l_958 {
l_mut_443 = u32(1);
} else {
let l_959 = l_mut_544 && l_mut_538;
if l_959 {
l_mut_443 = u32(0);
}
}
let l_960 = bitcast<u32>(l_mut_25);
let l_961 = l_960 & u32(2147483647);
let l_962 = l_961 == u32(0);
if l_962 {
let l_963 = l_877 + l_876;
let l_964 = l_963 < f64(1.1754943508222875e-38);
let l_965 = l_878 - l_876;
let l_966 = l_965 > f64(-1.1754943508222875e-38);
let l_967 = l_964 && l_966;
let l_968 = l_877 - l_876;
let l_969 = l_968 < f64(1.1754943508222875e-38);
let l_970 = l_878 + l_876;
let l_971 = l_970 > f64(-1.1754943508222875e-38);
let l_972 = l_969 && l_971;
if l_967 {
l_mut_443 = u32(0);
} else {
let l_973 = l_mut_443 == u32(1);
let l_974 = l_972 && l_973;
if l_974 {
l_mut_443 = u32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
} else {
let l_975 = l_409 == u32(6);
if l_975 {
l_mut_427 = u32(0);
let l_976 = l_423 <= l_418;
if l_976 {
let l_977 = l_415 * f64(1.4551915228366852e-11);
let l_978 = l_425 + l_977;
let l_979 = l_mut_31 - l_415;
let l_980 = l_mut_31 + l_415;
let l_981 = bitcast<u32>(l_mut_25);
let l_982 = l_981 & u32(2147483647);
let l_983 = bitcast<f32>(l_982);
let l_984 = f64(l_983);
l_mut_251 = l_984;
let l_985 = l_982 < u32(8388608);
if l_985 {
let l_986 = f64(l_982);
let l_987 = l_986 * f64(1.401298464324817e-45);
l_mut_251 = l_987;
}
let l_988 = bitcast<u64>(l_mut_251);
let l_989 = l_981 >> u32(31);
let l_990 = u64(l_989);
let l_991 = l_990 << u32(bitcast<u64>(u64(63)));
let l_992 = l_988 | l_991;
let l_993 = bitcast<f64>(l_992);
let l_994 = bitcast<u32>(l_mut_25);
let l_995 = l_994 + u32(1);
l_mut_484 = l_995;
let l_996 = l_994 & u32(2147483647);
let l_997 = l_996 == u32(0);
if l_997 {
l_mut_484 = u32(1);
} else {
let l_998 = l_994 & u32(2147483648);
let l_999 = l_998 != u32(0);
if l_999 {
let l_1000 = l_994 - u32(1);
l_mut_484 = l_1000;
} else {
let l_1001 = l_994 == u32(2139095040);
if l_1001 {
l_mut_484 = l_994;
}
}
}
let l_1002 = bitcast<f32>(l_mut_484);
let l_1003 = bitcast<u32>(l_1002);
let l_1004 = l_1003 & u32(2147483647);
let l_1005 = bitcast<f32>(l_1004);
let l_1006 = f64(l_1005);
l_mut_251 = l_1006;
let l_1007 = l_1004 < u32(8388608);
if l_1007 {
let l_1008 = f64(l_1004);
let l_1009 = l_1008 * f64(1.401298464324817e-45);
l_mut_251 = l_1009;
}
let l_1010 = bitcast<u64>(l_mut_251);
let l_1011 = l_1003 >> u32(31);
let l_1012 = u64(l_1011);
let l_1013 = l_1012 << u32(bitcast<u64>(u64(63)));
let l_1014 = l_1010 | l_1013;
let l_1015 = bitcast<f64>(l_1014);
let l_1016 = bitcast<u32>(l_mut_25);
let l_1017 = l_1016 ^ u32(2147483648);
let l_1018 = bitcast<f32>(l_1017);
let l_1019 = bitcast<u32>(l_1018);
let l_1020 = l_1019 + u32(1);
l_mut_484 = l_1020;
let l_1021 = l_1019 & u32(2147483647);
let l_1022 = l_1021 == u32(0);
if l_1022 {
l_mut_484 = u32(1);
} else {
let l_1023 = l_1019 & u32(2147483648);
let l_1024 = l_1023 != u32(0);
if l_1024 {
let l_1025 = l_1019 - u32(1);
l_mut_484 = l_1025;
} else {
let l_1026 = l_1019 == u32(2139095040);
if l_1026 {
l_mut_484 = l_1019;
}
}
}
let l_1027 = bitcast<f32>(l_mut_484);
let l_1028 = bitcast<u32>(l_1027);
let l_1029 = l_1028 ^ u32(2147483648);
let l_1030 = bitcast<f32>(l_1029);
let l_1031 = bitcast<u32>(l_1030);
let l_1032 = l_1031 & u32(2147483647);
let l_1033 = bitcast<f32>(l_1032);
let l_1034 = f64(l_1033);
l_mut_251 = l_1034;
let l_1035 = l_1032 < u32(8388608);
if l_1035 {
let l_1036 = f64(l_1032);
let l_1037 = l_1036 * f64(1.401298464324817e-45);
l_mut_251 = l_1037;
}
let l_1038 = bitcast<u64>(l_mut_251);
let l_1039 = l_1031 >> u32(31);
let l_1040 = u64(l_1039);
let l_1041 = l_1040 << u32(bitcast<u64>(u64(63)));
let l_1042 = l_1038 | l_1041;
let l_1043 = bitcast<f64>(l_1042);
let l_1044 = l_979 + l_978;
let l_1045 = l_1044 <= l_993;
l_mut_544 = l_1045;
let l_1046 = l_979 - l_978;
let l_1047 = l_1046 > l_993;
l_mut_541 = l_1047;
let l_1048 = l_980 - l_978;
let l_1049 = l_1048 >= l_993;
l_mut_538 = l_1049;
let l_1050 = l_980 + l_978;
let l_1051 = l_1050 < l_993;
l_mut_535 = l_1051;
if l_413 {
let l_1052 = l_979 + l_978;
let l_1053 = l_1052 < l_1015;
l_mut_544 = l_1053;
let l_1054 = l_979 - l_978;
let l_1055 = l_1054 >= l_1015;
l_mut_541 = l_1055;
let l_1056 = l_980 - l_978;
let l_1057 = l_1056 > l_1043;
l_mut_538 = l_1057;
let l_1058 = l_980 + l_978;
let l_1059 = l_1058 <= l_1043;
l_mut_535 = l_1059;
}
l_mut_484 = u32(2);
let l_1060 = l_mut_541 || l_mut_535;
if l_1060 {
l_mut_484 = u32(1);
} else {
let l_1061 = l_mut_544 && l_mut_538;
if l_1061 {
l_mut_484 = u32(0);
}
}
let l_1062 = bitcast<u32>(l_mut_25);
let l_1063 = l_1062 & u32(2147483647);
let l_1064 = l_1063 == u32(0);
if l_1064 {
let l_1065 = l_979 + l_978;
let l_1066 = l_1065 < f64(1.1754943508222875e-38);
let l_1067 = l_980 - l_978;
let l_1068 = l_1067 > f64(-1.1754943508222875e-38);
let l_1069 = l_1066 && l_1068;
let l_1070 = l_979 - l_978;
let l_1071 = l_1070 < f64(1.1754943508222875e-38);
let l_1072 = l_980 + l_978;
let l_1073 = l_1072 > f64(-1.1754943508222875e-38);
let l_1074 = l_1071 && l_1073;
if l_1069 {
l_mut_484 = u32(0);
} else {
let l_1075 = l_mut_484 == u32(1);
let l_1076 = l_1074 && l_1075;
if l_1076 {
l_mut_484 = u32(2);
}
}
}
l_mut_427 = l_mut_484;
}
} else {
let l_1077 = l_409 == u32(7);
if l_1077 {
let l_1078 = abs(l_mut_31);
let l_1079 = l_415 * l_1078;
l_mut_251 = l_1079;
let l_1080 = abs(l_mut_31);
l_mut_84 = f64(1.401298464324817e-45);
let l_1081 = l_1080 >= f64(1.1754943508222875e-38);
let l_1082 = l_1080 <= f64(1.7976931348623157e308);
let l_1083 = l_1081 && l_1082;
if l_1083 {
let l_1084 = bitcast<u64>(l_1080);
let l_1085 = l_1084 >> u32(bitcast<u64>(u64(52)));
let l_1086 = l_1085 - u64(23);
let l_1087 = l_1086 << u32(bitcast<u64>(u64(52)));
let l_1088 = bitcast<f64>(l_1087);
l_mut_84 = l_1088;
}
let l_1089 = f64(0.5) * l_mut_84;
let l_1090 = l_1089 > l_mut_251;
if l_1090 {
l_mut_251 = l_1089;
}
let l_1091 = l_mut_31 - l_425;
let l_1092 = abs(l_1091);
l_mut_84 = f64(1.401298464324817e-45);
let l_1093 = l_1092 >= f64(1.1754943508222875e-38);
let l_1094 = l_1092 <= f64(1.7976931348623157e308);
let l_1095 = l_1093 && l_1094;
if l_1095 {
let l_1096 = bitcast<u64>(l_1092);
let l_1097 = l_1096 >> u32(bitcast<u64>(u64(52)));
let l_1098 = l_1097 - u64(23);
let l_1099 = l_1098 << u32(bitcast<u64>(u64(52)));
let l_1100 = bitcast<f64>(l_1099);
l_mut_84 = l_1100;
}
let l_1101 = l_mut_31 + l_425;
let l_1102 = abs(l_1101);
l_mut_57 = f64(1.401298464324817e-45);
let l_1103 = l_1102 >= f64(1.1754943508222875e-38);
let l_1104 = l_1102 <= f64(1.7976931348623157e308);
let l_1105 = l_1103 && l_1104;
if l_1105 {
let l_1106 = bitcast<u64>(l_1102);
let l_1107 = l_1106 >> u32(bitcast<u64>(u64(52)));
let l_1108 = l_1107 - u64(23);
let l_1109 = l_1108 << u32(bitcast<u64>(u64(52)));
let l_1110 = bitcast<f64>(l_1109);
l_mut_57 = l_1110;
}
let l_1111 = l_mut_84 == l_mut_57;
if l_1111 {
let l_1112 = l_415 * l_425;
let l_1113 = l_425 + l_1112;
let l_1114 = l_mut_251 * f64(1.4551915228366852e-11);
let l_1115 = l_1113 + l_1114;
let l_1116 = l_mut_31 - l_mut_251;
let l_1117 = l_mut_31 + l_mut_251;
let l_1118 = bitcast<u32>(l_mut_25);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = bitcast<f32>(l_1119);
let l_1121 = f64(l_1120);
l_mut_251 = l_1121;
let l_1122 = l_1119 < u32(8388608);
if l_1122 {
let l_1123 = f64(l_1119);
let l_1124 = l_1123 * f64(1.401298464324817e-45);
l_mut_251 = l_1124;
}
let l_1125 = bitcast<u64>(l_mut_251);
let l_1126 = l_1118 >> u32(31);
let l_1127 = u64(l_1126);
let l_1128 = l_1127 << u32(bitcast<u64>(u64(63)));
let l_1129 = l_1125 | l_1128;
let l_1130 = bitcast<f64>(l_1129);
let l_1131 = bitcast<u32>(l_mut_25);
let l_1132 = l_1131 + u32(1);
l_mut_484 = l_1132;
let l_1133 = l_1131 & u32(2147483647);
let l_1134 = l_1133 == u32(0);
if l_1134 {
l_mut_484 = u32(1);
} else {
let l_1135 = l_1131 & u32(2147483648);
let l_1136 = l_1135 != u32(0);
if l_1136 {
let l_1137 = l_1131 - u32(1);
l_mut_484 = l_1137;
} else {
let l_1138 = l_1131 == u32(2139095040);
if l_1138 {
l_mut_484 = l_1131;
}
}
}
let l_1139 = bitcast<f32>(l_mut_484);
let l_1140 = bitcast<u32>(l_1139);
let l_1141 = l_1140 & u32(2147483647);
let l_1142 = bitcast<f32>(l_1141);
let l_1143 = f64(l_1142);
l_mut_251 = l_1143;
let l_1144 = l_1141 < u32(8388608);
if l_1144 {
let l_1145 = f64(l_1141);
let l_1146 = l_1145 * f64(1.401298464324817e-45);
l_mut_251 = l_1146;
}
let l_1147 = bitcast<u64>(l_mut_251);
let l_1148 = l_1140 >> u32(31);
let l_1149 = u64(l_1148);
let l_1150 = l_1149 << u32(bitcast<u64>(u64(63)));
let l_1151 = l_1147 | l_1150;
let l_1152 = bitcast<f64>(l_1151);
let l_1153 = bitcast<u32>(l_mut_25);
let l_1154 = l_1153 ^ u32(2147483648);
let l_1155 = bitcast<f32>(l_1154);
let l_1156 = bitcast<u32>(l_1155);
let l_1157 = l_1156 + u32(1);
l_mut_484 = l_1157;
let l_1158 = l_1156 & u32(2147483647);
let l_1159 = l_1158 == u32(0);
if l_1159 {
l_mut_484 = u32(1);
} else {
let l_1160 = l_1156 & u32(2147483648);
let l_1161 = l_1160 != u32(0);
if l_1161 {
let l_1162 = l_1156 - u32(1);
l_mut_484 = l_1162;
} else {
let l_1163 = l_1156 == u32(2139095040);
if l_1163 {
l_mut_484 = l_1156;
}
}
}
let l_1164 = bitcast<f32>(l_mut_484);
let l_1165 = bitcast<u32>(l_1164);
let l_1166 = l_1165 ^ u32(2147483648);
let l_1167 = bitcast<f32>(l_1166);
let l_1168 = bitcast<u32>(l_1167);
let l_1169 = l_1168 & u32(2147483647);
let l_1170 = bitcast<f32>(l_1169);
let l_1171 = f64(l_1170);
l_mut_251 = l_1171;
let l_1172 = l_1169 < u32(8388608);
if l_1172 {
let l_1173 = f64(l_1169);
let l_1174 = l_1173 * f64(1.401298464324817e-45);
l_mut_251 = l_1174;
}
let l_1175 = bitcast<u64>(l_mut_251);
let l_1176 = l_1168 >> u32(31);
let l_1177 = u64(l_1176);
let l_1178 = l_1177 << u32(bitcast<u64>(u64(63)));
let l_1179 = l_1175 | l_1178;
let l_1180 = bitcast<f64>(l_1179);
let l_1181 = l_1116 + l_1115;
let l_1182 = l_1181 <= l_1130;
l_mut_544 = l_1182;
let l_1183 = l_1116 - l_1115;
let l_1184 = l_1183 > l_1130;
l_mut_541 = l_1184;
let l_1185 = l_1117 - l_1115;
let l_1186 = l_1185 >= l_1130;
l_mut_538 = l_1186;
let l_1187 = l_1117 + l_1115;
let l_1188 = l_1187 < l_1130;
l_mut_535 = l_1188;
if l_413 {
let l_1189 = l_1116 + l_1115;
let l_1190 = l_1189 < l_1152;
l_mut_544 = l_1190;
let l_1191 = l_1116 - l_1115;
let l_1192 = l_1191 >= l_1152;
l_mut_541 = l_1192;
let l_1193 = l_1117 - l_1115;
let l_1194 = l_1193 > l_1180;
l_mut_538 = l_1194;
let l_1195 = l_1117 + l_1115;
let l_1196 = l_1195 <= l_1180;
l_mut_535 = l_1196;
}
l_mut_484 = u32(2);
let l_1197 = l_mut_541 || l_mut_535;
if l_1197 {
l_mut_484 = u32(1);
} else {
let l_1198 = l_mut_544 && l_mut_538;
if l_1198 {
l_mut_484 = u32(0);
}
}
let l_1199 = bitcast<u32>(l_mut_25);
let l_1200 = l_1199 & u32(2147483647);
let l_1201 = l_1200 == u32(0);
if l_1201 {
let l_1202 = l_1116 + l_1115;
let l_1203 = l_1202 < f64(1.1754943508222875e-38);
let l_1204 = l_1117 - l_1115;
let l_1205 = l_1204 > f64(-1.1754943508222875e-38);
let l_1206 = l_1203 && l_1205;
let l_1207 = l_1116 - l_1115;
let l_1208 = l_1207 < f64(1.1754943508222875e-38);
let l_1209 = l_1117 + l_1115;
let l_1210 = l_1209 > f64(-1.1754943508222875e-38);
let l_1211 = l_1208 && l_1210;
if l_1206 {
l_mut_484 = u32(0);
} else {
let l_1212 = l_mut_484 == u32(1);
let l_1213 = l_1211 && l_1212;
if l_1213 {
l_mut_484 = u32(2);
}
}
}
l_mut_427 = l_mut_484;
}
} else {
let l_1214 = l_409 == u32(8);
if l_1214 {
let l_1215 = l_422 >= f64(0.5);
let l_1216 = l_422 <= f64(2.0);
let l_1217 = l_1215 && l_1216;
if l_1217 {
let l_1218 = l_415 * f64(1.4551915228366852e-11);
let l_1219 = l_425 + l_1218;
let l_1220 = l_mut_31 - l_415;
let l_1221 = l_mut_31 + l_415;
let l_1222 = bitcast<u32>(l_mut_25);
let l_1223 = l_1222 & u32(2147483647);
let l_1224 = bitcast<f32>(l_1223);
let l_1225 = f64(l_1224);
l_mut_251 = l_1225;
let l_1226 = l_1223 < u32(8388608);
if l_1226 {
let l_1227 = f64(l_1223);
let l_1228 = l_1227 * f64(1.401298464324817e-45);
l_mut_251 = l_1228;
}
let l_1229 = bitcast<u64>(l_mut_251);
let l_1230 = l_1222 >> u32(31);
let l_1231 = u64(l_1230);
let l_1232 = l_1231 << u32(bitcast<u64>(u64(63)));
let l_1233 = l_1229 | l_1232;
let l_1234 = bitcast<f64>(l_1233);
let l_1235 = bitcast<u32>(l_mut_25);
let l_1236 = l_1235 + u32(1);
l_mut_484 = l_1236;
let l_1237 = l_1235 & u32(2147483647);
let l_1238 = l_1237 == u32(0);
if l_1238 {
l_mut_484 = u32(1);
} else {
let l_1239 = l_1235 & u32(2147483648);
let l_1240 = l_1239 != u32(0);
if l_1240 {
let l_1241 = l_1235 - u32(1);
l_mut_484 = l_1241;
} else {
let l_1242 = l_1235 == u32(2139095040);
if l_1242 {
l_mut_484 = l_1235;
}
}
}
let l_1243 = bitcast<f32>(l_mut_484);
let l_1244 = bitcast<u32>(l_1243);
let l_1245 = l_1244 & u32(2147483647);
let l_1246 = bitcast<f32>(l_1245);
let l_1247 = f64(l_1246);
l_mut_251 = l_1247;
let l_1248 = l_1245 < u32(8388608);
if l_1248 {
let l_1249 = f64(l_1245);
let l_1250 = l_1249 * f64(1.401298464324817e-45);
l_mut_251 = l_1250;
}
let l_1251 = bitcast<u64>(l_mut_251);
let l_1252 = l_1244 >> u32(31);
let l_1253 = u64(l_1252);
let l_1254 = l_1253 << u32(bitcast<u64>(u64(63)));
let l_1255 = l_1251 | l_1254;
let l_1256 = bitcast<f64>(l_1255);
let l_1257 = bitcast<u32>(l_mut_25);
let l_1258 = l_1257 ^ u32(2147483648);
let l_1259 = bitcast<f32>(l_1258);
let l_1260 = bitcast<u32>(l_1259);
let l_1261 = l_1260 + u32(1);
l_mut_484 = l_1261;
let l_1262 = l_1260 & u32(2147483647);
let l_1263 = l_1262 == u32(0);
if l_1263 {
l_mut_484 = u32(1);
} else {
let l_1264 = l_1260 & u32(2147483648);
let l_1265 = l_1264 != u32(0);
if l_1265 {
let l_1266 = l_1260 - u32(1);
l_mut_484 = l_1266;
} else {
let l_1267 = l_1260 == u32(2139095040);
if l_1267 {
l_mut_484 = l_1260;
}
}
}
let l_1268 = bitcast<f32>(l_mut_484);
let l_1269 = bitcast<u32>(l_1268);
let l_1270 = l_1269 ^ u32(2147483648);
let l_1271 = bitcast<f32>(l_1270);
let l_1272 = bitcast<u32>(l_1271);
let l_1273 = l_1272 & u32(2147483647);
let l_1274 = bitcast<f32>(l_1273);
let l_1275 = f64(l_1274);
l_mut_251 = l_1275;
let l_1276 = l_1273 < u32(8388608);
if l_1276 {
let l_1277 = f64(l_1273);
let l_1278 = l_1277 * f64(1.401298464324817e-45);
l_mut_251 = l_1278;
}
let l_1279 = bitcast<u64>(l_mut_251);
let l_1280 = l_1272 >> u32(31);
let l_1281 = u64(l_1280);
let l_1282 = l_1281 << u32(bitcast<u64>(u64(63)));
let l_1283 = l_1279 | l_1282;
let l_1284 = bitcast<f64>(l_1283);
let l_1285 = l_1220 + l_1219;
let l_1286 = l_1285 <= l_1234;
l_mut_544 = l_1286;
let l_1287 = l_1220 - l_1219;
let l_1288 = l_1287 > l_1234;
l_mut_541 = l_1288;
let l_1289 = l_1221 - l_1219;
let l_1290 = l_1289 >= l_1234;
l_mut_538 = l_1290;
let l_1291 = l_1221 + l_1219;
let l_1292 = l_1291 < l_1234;
l_mut_535 = l_1292;
if l_413 {
let l_1293 = l_1220 + l_1219;
let l_1294 = l_1293 < l_1256;
l_mut_544 = l_1294;
let l_1295 = l_1220 - l_1219;
let l_1296 = l_1295 >= l_1256;
l_mut_541 = l_1296;
let l_1297 = l_1221 - l_1219;
let l_1298 = l_1297 > l_1284;
l_mut_538 = l_1298;
let l_1299 = l_1221 + l_1219;
let l_1300 = l_1299 <= l_1284;
l_mut_535 = l_1300;
}
l_mut_484 = u32(2);
let l_1301 = l_mut_541 || l_mut_535;
if l_1301 {
l_mut_484 = u32(1);
} else {
let l_1302 = l_mut_544 && l_mut_538;
if l_1302 {
l_mut_484 = u32(0);
}
}
let l_1303 = bitcast<u32>(l_mut_25);
let l_1304 = l_1303 & u32(2147483647);
let l_1305 = l_1304 == u32(0);
if l_1305 {
let l_1306 = l_1220 + l_1219;
let l_1307 = l_1306 < f64(1.1754943508222875e-38);
let l_1308 = l_1221 - l_1219;
let l_1309 = l_1308 > f64(-1.1754943508222875e-38);
let l_1310 = l_1307 && l_1309;
let l_1311 = l_1220 - l_1219;
let l_1312 = l_1311 < f64(1.1754943508222875e-38);
let l_1313 = l_1221 + l_1219;
let l_1314 = l_1313 > f64(-1.1754943508222875e-38);
let l_1315 = l_1312 && l_1314;
if l_1310 {
l_mut_484 = u32(0);
} else {
let l_1316 = l_mut_484 == u32(1);
let l_1317 = l_1315 && l_1316;
if l_1317 {
l_mut_484 = u32(2);
}
}
}
l_mut_427 = l_mut_484;
} else {
let l_1318 = abs(l_mut_31);
l_mut_251 = f64(1.401298464324817e-45);
let l_1319 = l_1318 >= f64(1.1754943508222875e-38);
let l_1320 = l_1318 <= f64(1.7976931348623157e308);
let l_1321 = l_1319 && l_1320;
if l_1321 {
let l_1322 = bitcast<u64>(l_1318);
let l_1323 = l_1322 >> u32(bitcast<u64>(u64(52)));
let l_1324 = l_1323 - u64(23);
let l_1325 = l_1324 << u32(bitcast<u64>(u64(52)));
let l_1326 = bitcast<f64>(l_1325);
l_mut_251 = l_1326;
}
let l_1327 = l_418 * l_mut_251;
l_mut_484 = u32(2);
let l_1328 = l_mut_31 - l_425;
let l_1329 = abs(l_1328);
l_mut_251 = f64(1.401298464324817e-45);
let l_1330 = l_1329 >= f64(1.1754943508222875e-38);
let l_1331 = l_1329 <= f64(1.7976931348623157e308);
let l_1332 = l_1330 && l_1331;
if l_1332 {
let l_1333 = bitcast<u64>(l_1329);
let l_1334 = l_1333 >> u32(bitcast<u64>(u64(52)));
let l_1335 = l_1334 - u64(23);
let l_1336 = l_1335 << u32(bitcast<u64>(u64(52)));
let l_1337 = bitcast<f64>(l_1336);
l_mut_251 = l_1337;
}
let l_1338 = l_mut_31 + l_425;
let l_1339 = abs(l_1338);
l_mut_84 = f64(1.401298464324817e-45);
let l_1340 = l_1339 >= f64(1.1754943508222875e-38);
let l_1341 = l_1339 <= f64(1.7976931348623157e308);
let l_1342 = l_1340 && l_1341;
if l_1342 {
let l_1343 = bitcast<u64>(l_1339);
let l_1344 = l_1343 >> u32(bitcast<u64>(u64(52)));
let l_1345 = l_1344 - u64(23);
let l_1346 = l_1345 << u32(bitcast<u64>(u64(52)));
let l_1347 = bitcast<f64>(l_1346);
l_mut_84 = l_1347;
}
let l_1348 = l_mut_251 == l_mut_84;
if l_1348 {
let l_1349 = l_1327 * f64(1.4551915228366852e-11);
let l_1350 = l_425 + l_1349;
let l_1351 = l_mut_31 - l_1327;
let l_1352 = l_mut_31 + l_1327;
let l_1353 = bitcast<u32>(l_mut_25);
let l_1354 = l_1353 & u32(2147483647);
let l_1355 = bitcast<f32>(l_1354);
let l_1356 = f64(l_1355);
l_mut_251 = l_1356;
let l_1357 = l_1354 < u32(8388608);
if l_1357 {
let l_1358 = f64(l_1354);
let l_1359 = l_1358 * f64(1.401298464324817e-45);
l_mut_251 = l_1359;
}
let l_1360 = bitcast<u64>(l_mut_251);
let l_1361 = l_1353 >> u32(31);
let l_1362 = u64(l_1361);
let l_1363 = l_1362 << u32(bitcast<u64>(u64(63)));
let l_1364 = l_1360 | l_1363;
let l_1365 = bitcast<f64>(l_1364);
let l_1366 = bitcast<u32>(l_mut_25);
let l_1367 = l_1366 + u32(1);
l_mut_443 = l_1367;
let l_1368 = l_1366 & u32(2147483647);
let l_1369 = l_1368 == u32(0);
if l_1369 {
l_mut_443 = u32(1);
} else {
let l_1370 = l_1366 & u32(2147483648);
let l_1371 = l_1370 != u32(0);
if l_1371 {
let l_1372 = l_1366 - u32(1);
l_mut_443 = l_1372;
} else {
let l_1373 = l_1366 == u32(2139095040);
if l_1373 {
l_mut_443 = l_1366;
}
}
}
let l_1374 = bitcast<f32>(l_mut_443);
let l_1375 = bitcast<u32>(l_1374);
let l_1376 = l_1375 & u32(2147483647);
let l_1377 = bitcast<f32>(l_1376);
let l_1378 = f64(l_1377);
l_mut_251 = l_1378;
let l_1379 = l_1376 < u32(8388608);
if l_1379 {
let l_1380 = f64(l_1376);
let l_1381 = l_1380 * f64(1.401298464324817e-45);
l_mut_251 = l_1381;
}
let l_1382 = bitcast<u64>(l_mut_251);
let l_1383 = l_1375 >> u32(31);
let l_1384 = u64(l_1383);
let l_1385 = l_1384 << u32(bitcast<u64>(u64(63)));
let l_1386 = l_1382 | l_1385;
let l_1387 = bitcast<f64>(l_1386);
let l_1388 = bitcast<u32>(l_mut_25);
let l_1389 = l_1388 ^ u32(2147483648);
let l_1390 = bitcast<f32>(l_1389);
let l_1391 = bitcast<u32>(l_1390);
let l_1392 = l_1391 + u32(1);
l_mut_443 = l_1392;
let l_1393 = l_1391 & u32(2147483647);
let l_1394 = l_1393 == u32(0);
if l_1394 {
l_mut_443 = u32(1);
} else {
let l_1395 = l_1391 & u32(2147483648);
let l_1396 = l_1395 != u32(0);
if l_1396 {
let l_1397 = l_1391 - u32(1);
l_mut_443 = l_1397;
} else {
let l_1398 = l_1391 == u32(2139095040);
if l_1398 {
l_mut_443 = l_1391;
}
}
}
let l_1399 = bitcast<f32>(l_mut_443);
let l_1400 = bitcast<u32>(l_1399);
let l_1401 = l_1400 ^ u32(2147483648);
let l_1402 = bitcast<f32>(l_1401);
let l_1403 = bitcast<u32>(l_1402);
let l_1404 = l_1403 & u32(2147483647);
let l_1405 = bitcast<f32>(l_1404);
let l_1406 = f64(l_1405);
l_mut_251 = l_1406;
let l_1407 = l_1404 < u32(8388608);
if l_1407 {
let l_1408 = f64(l_1404);
let l_1409 = l_1408 * f64(1.401298464324817e-45);
l_mut_251 = l_1409;
}
let l_1410 = bitcast<u64>(l_mut_251);
let l_1411 = l_1403 >> u32(31);
let l_1412 = u64(l_1411);
let l_1413 = l_1412 << u32(bitcast<u64>(u64(63)));
let l_1414 = l_1410 | l_1413;
let l_1415 = bitcast<f64>(l_1414);
let l_1416 = l_1351 + l_1350;
let l_1417 = l_1416 <= l_1365;
l_mut_544 = l_1417;
let l_1418 = l_1351 - l_1350;
let l_1419 = l_1418 > l_1365;
l_mut_541 = l_1419;
let l_1420 = l_1352 - l_1350;
let l_1421 = l_1420 >= l_1365;
l_mut_538 = l_1421;
let l_1422 = l_1352 + l_1350;
let l_1423 = l_1422 < l_1365;
l_mut_535 = l_1423;
if l_413 {
let l_1424 = l_1351 + l_1350;
let l_1425 = l_1424 < l_1387;
l_mut_544 = l_1425;
let l_1426 = l_1351 - l_1350;
let l_1427 = l_1426 >= l_1387;
l_mut_541 = l_1427;
let l_1428 = l_1352 - l_1350;
let l_1429 = l_1428 > l_1415;
l_mut_538 = l_1429;
let l_1430 = l_1352 + l_1350;
let l_1431 = l_1430 <= l_1415;
l_mut_535 = l_1431;
}
l_mut_443 = u32(2);
let l_1432 = l_mut_541 || l_mut_535;
if l_1432 {
l_mut_443 = u32(1);
} else {
let l_1433 = l_mut_544 && l_mut_538;
if l_1433 {
l_mut_443 = u32(0);
}
}
let l_1434 = bitcast<u32>(l_mut_25);
let l_1435 = l_1434 & u32(2147483647);
let l_1436 = l_1435 == u32(0);
if l_1436 {
let l_1437 = l_1351 + l_1350;
let l_1438 = l_1437 < f64(1.1754943508222875e-38);
let l_1439 = l_1352 - l_1350;
let l_1440 = l_1439 > f64(-1.1754943508222875e-38);
let l_1441 = l_1438 && l_1440;
let l_1442 = l_1351 - l_1350;
let l_1443 = l_1442 < f64(1.1754943508222875e-38);
let l_1444 = l_1352 + l_1350;
let l_1445 = l_1444 > f64(-1.1754943508222875e-38);
let l_1446 = l_1443 && l_1445;
if l_1441 {
l_mut_443 = u32(0);
} else {
let l_1447 = l_mut_443 == u32(1);
let l_1448 = l_1446 && l_1447;
if l_1448 {
l_mut_443 = u32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
}
} else {
let l_1449 = l_409 == u32(11);
let l_1450 = l_409 == u32(12);
let l_1451 = l_1449 || l_1450;
if l_1451 {
l_mut_427 = u32(0);
}
let l_1452 = l_423 <= l_421;
let l_1453 = l_409 == u32(11);
let l_1454 = l_1452 && l_1453;
if l_1454 {
let l_1455 = f32(l_422);
let l_1456 = bitcast<u32>(l_1455);
let l_1457 = l_1456 & u32(2147483647);
let l_1458 = bitcast<f32>(l_1457);
let l_1459 = f64(l_1458);
l_mut_251 = l_1459;
let l_1460 = l_1457 < u32(8388608);
if l_1460 {
let l_1461 = f64(l_1457);
let l_1462 = l_1461 * f64(1.401298464324817e-45);
l_mut_251 = l_1462;
}
let l_1463 = bitcast<u64>(l_mut_251);
let l_1464 = l_1456 >> u32(31);
let l_1465 = u64(l_1464);
let l_1466 = l_1465 << u32(bitcast<u64>(u64(63)));
let l_1467 = l_1463 | l_1466;
let l_1468 = bitcast<f64>(l_1467);
let l_1469 = abs(l_1468);
l_mut_251 = l_1469;
l_mut_484 = u32(0);
let l_1470 = l_1469 >= f64(0.785);
if l_1470 {
let l_1471 = l_1469 * f64(0.6366197723675814);
let l_1472 = l_1471 + f64(0.5);
let l_1473 = floor(l_1472);
let l_1474 = l_1473 * f64(1.570796325802803);
let l_1475 = l_1469 - l_1474;
let l_1476 = l_1475 * l_20;
let l_1477 = l_1473 * f64(9.920935796805404e-10);
let l_1478 = l_1476 - l_1477;
l_mut_251 = l_1478;
let l_1479 = u32(l_1473);
l_mut_484 = l_1479;
}
let l_1480 = bitcast<u32>(l_1455);
let l_1481 = l_1480 >= u32(2147483648);
let l_1482 = l_mut_251 * l_mut_251;
let l_1483 = l_1482 * f64(1.9572941063391263e-20);
let l_1484 = f64(8.22063524662433e-18) - l_1483;
l_mut_84 = l_1484;
let l_1485 = l_mut_84 * l_1482;
let l_1486 = l_1485 - f64(2.8114572543455206e-15);
l_mut_84 = l_1486;
let l_1487 = l_mut_84 * l_1482;
let l_1488 = l_1487 + f64(7.647163731819816e-13);
l_mut_84 = l_1488;
let l_1489 = l_mut_84 * l_1482;
let l_1490 = l_1489 - f64(1.6059043836821613e-10);
l_mut_84 = l_1490;
let l_1491 = l_mut_84 * l_1482;
let l_1492 = l_1491 + f64(2.505210838544172e-8);
l_mut_84 = l_1492;
let l_1493 = l_mut_84 * l_1482;
let l_1494 = l_1493 - f64(2.7557319223985893e-6);
l_mut_84 = l_1494;
let l_1495 = l_mut_84 * l_1482;
let l_1496 = l_1495 + f64(0.0001984126984126984);
l_mut_84 = l_1496;
let l_1497 = l_mut_84 * l_1482;
let l_1498 = l_1497 - f64(0.008333333333333333);
l_mut_84 = l_1498;
let l_1499 = l_mut_84 * l_1482;
let l_1500 = l_1499 + f64(0.16666666666666666);
l_mut_84 = l_1500;
let l_1501 = f64(0.5) * l_1482;
let l_1502 = f64(1.0) - l_1501;
let l_1503 = f64(0.0) * l_1502;
let l_1504 = l_mut_251 * l_1482;
let l_1505 = l_1504 * l_mut_84;
let l_1506 = l_1503 - l_1505;
let l_1507 = l_mut_251 + l_1506;
let l_1508 = l_mut_251 * l_mut_251;
let l_1509 = l_1508 * f64(4.110317623312165e-19);
let l_1510 = l_1509 - f64(1.5619206968586225e-16);
l_mut_84 = l_1510;
let l_1511 = l_mut_84 * l_1508;
let l_1512 = l_1511 + f64(4.779477332387385e-14);
l_mut_84 = l_1512;
let l_1513 = l_mut_84 * l_1508;
let l_1514 = l_1513 - f64(1.1470745597729725e-11);
l_mut_84 = l_1514;
let l_1515 = l_mut_84 * l_1508;
let l_1516 = l_1515 + f64(2.08767569878681e-9);
l_mut_84 = l_1516;
let l_1517 = l_mut_84 * l_1508;
let l_1518 = l_1517 - f64(2.755731922398589e-7);
l_mut_84 = l_1518;
let l_1519 = l_mut_84 * l_1508;
let l_1520 = l_1519 + f64(2.48015873015873e-5);
l_mut_84 = l_1520;
let l_1521 = l_mut_84 * l_1508;
let l_1522 = l_1521 - f64(0.001388888888888889);
l_mut_84 = l_1522;
let l_1523 = l_mut_84 * l_1508;
let l_1524 = l_1523 + f64(0.041666666666666664);
l_mut_84 = l_1524;
let l_1525 = f64(0.5) * l_1508;
let l_1526 = f64(1.0) - l_1525;
let l_1527 = l_1508 * l_1508;
let l_1528 = l_1527 * l_mut_84;
let l_1529 = f64(0.0) * l_mut_251;
let l_1530 = l_1528 - l_1529;
let l_1531 = l_1526 + l_1530;
let l_1532 = l_mut_484 & u32(1);
let l_1533 = l_1532 == u32(1);
l_mut_251 = l_1507;
let l_1534 = l_mut_484 & u32(2);
let l_1535 = l_1534 != u32(0);
l_mut_544 = l_1535;
if l_1533 {
l_mut_251 = l_1531;
}
let l_1536 = bool(true) && l_1481;
if l_1536 {
let l_1537 = !l_mut_544;
l_mut_544 = l_1537;
}
if l_mut_544 {
let l_1538 = -l_mut_251;
l_mut_251 = l_1538;
}
let l_1539 = f32(l_422);
let l_1540 = bitcast<u32>(l_1539);
let l_1541 = l_1540 & u32(2147483647);
let l_1542 = bitcast<f32>(l_1541);
let l_1543 = f64(l_1542);
l_mut_84 = l_1543;
let l_1544 = l_1541 < u32(8388608);
if l_1544 {
let l_1545 = f64(l_1541);
let l_1546 = l_1545 * f64(1.401298464324817e-45);
l_mut_84 = l_1546;
}
let l_1547 = bitcast<u64>(l_mut_84);
let l_1548 = l_1540 >> u32(31);
let l_1549 = u64(l_1548);
let l_1550 = l_1549 << u32(bitcast<u64>(u64(63)));
let l_1551 = l_1547 | l_1550;
let l_1552 = bitcast<f64>(l_1551);
let l_1553 = abs(l_1552);
l_mut_84 = l_1553;
l_mut_484 = u32(0);
let l_1554 = l_1553 >= f64(0.785);
if l_1554 {
let l_1555 = l_1553 * f64(0.6366197723675814);
let l_1556 = l_1555 + f64(0.5);
let l_1557 = floor(l_1556);
let l_1558 = l_1557 * f64(1.570796325802803);
let l_1559 = l_1553 - l_1558;
let l_1560 = l_1559 * l_20;
let l_1561 = l_1557 * f64(9.920935796805404e-10);
let l_1562 = l_1560 - l_1561;
l_mut_84 = l_1562;
let l_1563 = u32(l_1557);
l_mut_484 = l_1563;
}
let l_1564 = bitcast<u32>(l_1539);
let l_1565 = l_1564 >= u32(2147483648);
let l_1566 = l_mut_84 * l_mut_84;
let l_1567 = l_1566 * f64(1.9572941063391263e-20);
let l_1568 = f64(8.22063524662433e-18) - l_1567;
l_mut_57 = l_1568;
let l_1569 = l_mut_57 * l_1566;
let l_1570 = l_1569 - f64(2.8114572543455206e-15);
l_mut_57 = l_1570;
let l_1571 = l_mut_57 * l_1566;
let l_1572 = l_1571 + f64(7.647163731819816e-13);
l_mut_57 = l_1572;
let l_1573 = l_mut_57 * l_1566;
let l_1574 = l_1573 - f64(1.6059043836821613e-10);
l_mut_57 = l_1574;
let l_1575 = l_mut_57 * l_1566;
let l_1576 = l_1575 + f64(2.505210838544172e-8);
l_mut_57 = l_1576;
let l_1577 = l_mut_57 * l_1566;
let l_1578 = l_1577 - f64(2.7557319223985893e-6);
l_mut_57 = l_1578;
let l_1579 = l_mut_57 * l_1566;
let l_1580 = l_1579 + f64(0.0001984126984126984);
l_mut_57 = l_1580;
let l_1581 = l_mut_57 * l_1566;
let l_1582 = l_1581 - f64(0.008333333333333333);
l_mut_57 = l_1582;
let l_1583 = l_mut_57 * l_1566;
let l_1584 = l_1583 + f64(0.16666666666666666);
l_mut_57 = l_1584;
let l_1585 = f64(0.5) * l_1566;
let l_1586 = f64(1.0) - l_1585;
let l_1587 = f64(0.0) * l_1586;
let l_1588 = l_mut_84 * l_1566;
let l_1589 = l_1588 * l_mut_57;
let l_1590 = l_1587 - l_1589;
let l_1591 = l_mut_84 + l_1590;
let l_1592 = l_mut_84 * l_mut_84;
let l_1593 = l_1592 * f64(4.110317623312165e-19);
let l_1594 = l_1593 - f64(1.5619206968586225e-16);
l_mut_57 = l_1594;
let l_1595 = l_mut_57 * l_1592;
let l_1596 = l_1595 + f64(4.779477332387385e-14);
l_mut_57 = l_1596;
let l_1597 = l_mut_57 * l_1592;
let l_1598 = l_1597 - f64(1.1470745597729725e-11);
l_mut_57 = l_1598;
let l_1599 = l_mut_57 * l_1592;
let l_1600 = l_1599 + f64(2.08767569878681e-9);
l_mut_57 = l_1600;
let l_1601 = l_mut_57 * l_1592;
let l_1602 = l_1601 - f64(2.755731922398589e-7);
l_mut_57 = l_1602;
let l_1603 = l_mut_57 * l_1592;
let l_1604 = l_1603 + f64(2.48015873015873e-5);
l_mut_57 = l_1604;
let l_1605 = l_mut_57 * l_1592;
let l_1606 = l_1605 - f64(0.001388888888888889);
l_mut_57 = l_1606;
let l_1607 = l_mut_57 * l_1592;
let l_1608 = l_1607 + f64(0.041666666666666664);
l_mut_57 = l_1608;
let l_1609 = f64(0.5) * l_1592;
let l_1610 = f64(1.0) - l_1609;
let l_1611 = l_1592 * l_1592;
let l_1612 = l_1611 * l_mut_57;
let l_1613 = f64(0.0) * l_mut_84;
let l_1614 = l_1612 - l_1613;
let l_1615 = l_1610 + l_1614;
let l_1616 = l_mut_484 & u32(1);
let l_1617 = l_1616 == u32(1);
l_mut_84 = l_1591;
let l_1618 = l_mut_484 & u32(2);
let l_1619 = l_1618 != u32(0);
l_mut_544 = l_1619;
l_mut_84 = l_1615;
if l_1617 {
l_mut_84 = l_1591;
}
let l_1620 = l_mut_484 + u32(1);
let l_1621 = l_1620 & u32(2);
let l_1622 = l_1621 != u32(0);
l_mut_544 = l_1622;
let l_1623 = bool(false) && l_1565;
if l_1623 {
let l_1624 = !l_mut_544;
l_mut_544 = l_1624;
}
if l_mut_544 {
let l_1625 = -l_mut_84;
l_mut_84 = l_1625;
}
let l_1626 = abs(l_mut_251);
let l_1627 = l_1626 * f64(1.4551915228366852e-11);
let l_1628 = abs(l_mut_84);
let l_1629 = l_1628 * f64(1.4551915228366852e-11);
l_mut_57 = f64(1.4551915228366852e-11);
l_mut_484 = u32(2);
if l_413 {
let l_1630 = l_mut_251 - l_415;
let l_1631 = abs(l_1630);
let l_1632 = l_1631 * f64(2.220446049250313e-16);
let l_1633 = l_1627 + l_1632;
let l_1634 = l_1630 + l_1633;
let l_1635 = -l_1634;
let l_1636 = l_1635 * f64(7.1362384635298e44);
let l_1637 = floor(l_1636);
let l_1638 = l_1637 * f64(1.401298464324817e-45);
l_mut_47 = l_1638;
let l_1639 = abs(l_1635);
let l_1640 = l_1639 >= f64(1.1754943508222875e-38);
if l_1640 {
let l_1641 = f32(l_1635);
let l_1642 = f64(l_1641);
l_mut_47 = l_1642;
let l_1643 = l_mut_47 > l_1635;
if l_1643 {
let l_1644 = bitcast<u32>(l_1641);
let l_1645 = l_1644 ^ u32(2147483648);
let l_1646 = bitcast<f32>(l_1645);
let l_1647 = bitcast<u32>(l_1646);
let l_1648 = l_1647 + u32(1);
l_mut_443 = l_1648;
let l_1649 = l_1647 & u32(2147483647);
let l_1650 = l_1649 == u32(0);
if l_1650 {
l_mut_443 = u32(1);
} else {
let l_1651 = l_1647 & u32(2147483648);
let l_1652 = l_1651 != u32(0);
if l_1652 {
let l_1653 = l_1647 - u32(1);
l_mut_443 = l_1653;
} else {
let l_1654 = l_1647 == u32(2139095040);
if l_1654 {
l_mut_443 = l_1647;
}
}
}
let l_1655 = bitcast<f32>(l_mut_443);
let l_1656 = bitcast<u32>(l_1655);
let l_1657 = l_1656 ^ u32(2147483648);
let l_1658 = bitcast<f32>(l_1657);
let l_1659 = bitcast<u32>(l_1658);
let l_1660 = l_1659 & u32(2147483647);
let l_1661 = bitcast<f32>(l_1660);
let l_1662 = f64(l_1661);
l_mut_1663 = l_1662;
let l_1664 = l_1660 < u32(8388608);
if l_1664 {
let l_1665 = f64(l_1660);
let l_1666 = l_1665 * f64(1.401298464324817e-45);
l_mut_1663 = l_1666;
}
let l_1667 = bitcast<u64>(l_mut_1663);
let l_1668 = l_1659 >> u32(31);
let l_1669 = u64(l_1668);
let l_1670 = l_1669 << u32(bitcast<u64>(u64(63)));
let l_1671 = l_1667 | l_1670;
let l_1672 = bitcast<f64>(l_1671);
l_mut_47 = l_1672;
} else {
let l_1673 = bitcast<u32>(l_1641);
let l_1674 = l_1673 + u32(1);
l_mut_443 = l_1674;
let l_1675 = l_1673 & u32(2147483647);
let l_1676 = l_1675 == u32(0);
if l_1676 {
l_mut_443 = u32(1);
} else {
let l_1677 = l_1673 & u32(2147483648);
let l_1678 = l_1677 != u32(0);
if l_1678 {
let l_1679 = l_1673 - u32(1);
l_mut_443 = l_1679;
} else {
let l_1680 = l_1673 == u32(2139095040);
if l_1680 {
l_mut_443 = l_1673;
}
}
}
let l_1681 = bitcast<f32>(l_mut_443);
let l_1682 = bitcast<u32>(l_1681);
let l_1683 = l_1682 & u32(2147483647);
let l_1684 = bitcast<f32>(l_1683);
let l_1685 = f64(l_1684);
l_mut_1663 = l_1685;
let l_1686 = l_1683 < u32(8388608);
if l_1686 {
let l_1687 = f64(l_1683);
let l_1688 = l_1687 * f64(1.401298464324817e-45);
l_mut_1663 = l_1688;
}
let l_1689 = bitcast<u64>(l_mut_1663);
let l_1690 = l_1682 >> u32(31);
let l_1691 = u64(l_1690);
let l_1692 = l_1691 << u32(bitcast<u64>(u64(63)));
let l_1693 = l_1689 | l_1692;
let l_1694 = bitcast<f64>(l_1693);
let l_1695 = l_1694 <= l_1635;
if l_1695 {
let l_1696 = bitcast<u32>(l_1641);
let l_1697 = l_1696 + u32(1);
l_mut_443 = l_1697;
let l_1698 = l_1696 & u32(2147483647);
let l_1699 = l_1698 == u32(0);
if l_1699 {
l_mut_443 = u32(1);
} else {
let l_1700 = l_1696 & u32(2147483648);
let l_1701 = l_1700 != u32(0);
if l_1701 {
let l_1702 = l_1696 - u32(1);
l_mut_443 = l_1702;
} else {
let l_1703 = l_1696 == u32(2139095040);
if l_1703 {
l_mut_443 = l_1696;
}
}
}
let l_1704 = bitcast<f32>(l_mut_443);
let l_1705 = bitcast<u32>(l_1704);
let l_1706 = l_1705 & u32(2147483647);
let l_1707 = bitcast<f32>(l_1706);
let l_1708 = f64(l_1707);
l_mut_1663 = l_1708;
let l_1709 = l_1706 < u32(8388608);
if l_1709 {
let l_1710 = f64(l_1706);
let l_1711 = l_1710 * f64(1.401298464324817e-45);
l_mut_1663 = l_1711;
}
let l_1712 = bitcast<u64>(l_mut_1663);
let l_1713 = l_1705 >> u32(31);
let l_1714 = u64(l_1713);
let l_1715 = l_1714 << u32(bitcast<u64>(u64(63)));
let l_1716 = l_1712 | l_1715;
let l_1717 = bitcast<f64>(l_1716);
l_mut_47 = l_1717;
}
}
}
let l_1718 = -l_mut_47;
l_mut_1663 = l_1718;
let l_1719 = bool(true) && bool(true);
if l_1719 {
let l_1720 = l_1630 + l_1633;
let l_1721 = l_1720 * f64(7.1362384635298e44);
let l_1722 = floor(l_1721);
let l_1723 = l_1722 * f64(1.401298464324817e-45);
l_mut_47 = l_1723;
let l_1724 = abs(l_1720);
let l_1725 = l_1724 >= f64(1.1754943508222875e-38);
if l_1725 {
let l_1726 = f32(l_1720);
let l_1727 = f64(l_1726);
l_mut_47 = l_1727;
let l_1728 = l_mut_47 > l_1720;
if l_1728 {
let l_1729 = bitcast<u32>(l_1726);
let l_1730 = l_1729 ^ u32(2147483648);
let l_1731 = bitcast<f32>(l_1730);
let l_1732 = bitcast<u32>(l_1731);
let l_1733 = l_1732 + u32(1);
l_mut_443 = l_1733;
let l_1734 = l_1732 & u32(2147483647);
let l_1735 = l_1734 == u32(0);
if l_1735 {
l_mut_443 = u32(1);
} else {
let l_1736 = l_1732 & u32(2147483648);
let l_1737 = l_1736 != u32(0);
if l_1737 {
let l_1738 = l_1732 - u32(1);
l_mut_443 = l_1738;
} else {
let l_1739 = l_1732 == u32(2139095040);
if l_1739 {
l_mut_443 = l_1732;
}
}
}
let l_1740 = bitcast<f32>(l_mut_443);
let l_1741 = bitcast<u32>(l_1740);
let l_1742 = l_1741 ^ u32(2147483648);
let l_1743 = bitcast<f32>(l_1742);
let l_1744 = bitcast<u32>(l_1743);
let l_1745 = l_1744 & u32(2147483647);
let l_1746 = bitcast<f32>(l_1745);
let l_1747 = f64(l_1746);
l_mut_1748 = l_1747;
let l_1749 = l_1745 < u32(8388608);
if l_1749 {
let l_1750 = f64(l_1745);
let l_1751 = l_1750 * f64(1.401298464324817e-45);
l_mut_1748 = l_1751;
}
let l_1752 = bitcast<u64>(l_mut_1748);
let l_1753 = l_1744 >> u32(31);
let l_1754 = u64(l_1753);
let l_1755 = l_1754 << u32(bitcast<u64>(u64(63)));
let l_1756 = l_1752 | l_1755;
let l_1757 = bitcast<f64>(l_1756);
l_mut_47 = l_1757;
} else {
let l_1758 = bitcast<u32>(l_1726);
let l_1759 = l_1758 + u32(1);
l_mut_443 = l_1759;
let l_1760 = l_1758 & u32(2147483647);
let l_1761 = l_1760 == u32(0);
if l_1761 {
l_mut_443 = u32(1);
} else {
let l_1762 = l_1758 & u32(2147483648);
let l_1763 = l_1762 != u32(0);
if l_1763 {
let l_1764 = l_1758 - u32(1);
l_mut_443 = l_1764;
} else {
let l_1765 = l_1758 == u32(2139095040);
if l_1765 {
l_mut_443 = l_1758;
}
}
}
let l_1766 = bitcast<f32>(l_mut_443);
let l_1767 = bitcast<u32>(l_1766);
let l_1768 = l_1767 & u32(2147483647);
let l_1769 = bitcast<f32>(l_1768);
let l_1770 = f64(l_1769);
l_mut_1748 = l_1770;
let l_1771 = l_1768 < u32(8388608);
if l_1771 {
let l_1772 = f64(l_1768);
let l_1773 = l_1772 * f64(1.401298464324817e-45);
l_mut_1748 = l_1773;
}
let l_1774 = bitcast<u64>(l_mut_1748);
let l_1775 = l_1767 >> u32(31);
let l_1776 = u64(l_1775);
let l_1777 = l_1776 << u32(bitcast<u64>(u64(63)));
let l_1778 = l_1774 | l_1777;
let l_1779 = bitcast<f64>(l_1778);
let l_1780 = l_1779 <= l_1720;
if l_1780 {
let l_1781 = bitcast<u32>(l_1726);
let l_1782 = l_1781 + u32(1);
l_mut_443 = l_1782;
let l_1783 = l_1781 & u32(2147483647);
let l_1784 = l_1783 == u32(0);
if l_1784 {
l_mut_443 = u32(1);
} else {
let l_1785 = l_1781 & u32(2147483648);
let l_1786 = l_1785 != u32(0);
if l_1786 {
let l_1787 = l_1781 - u32(1);
l_mut_443 = l_1787;
} else {
let l_1788 = l_1781 == u32(2139095040);
if l_1788 {
l_mut_443 = l_1781;
}
}
}
let l_1789 = bitcast<f32>(l_mut_443);
let l_1790 = bitcast<u32>(l_1789);
let l_1791 = l_1790 & u32(2147483647);
let l_1792 = bitcast<f32>(l_1791);
let l_1793 = f64(l_1792);
l_mut_1748 = l_1793;
let l_1794 = l_1791 < u32(8388608);
if l_1794 {
let l_1795 = f64(l_1791);
let l_1796 = l_1795 * f64(1.401298464324817e-45);
l_mut_1748 = l_1796;
}
let l_1797 = bitcast<u64>(l_mut_1748);
let l_1798 = l_1790 >> u32(31);
let l_1799 = u64(l_1798);
let l_1800 = l_1799 << u32(bitcast<u64>(u64(63)));
let l_1801 = l_1797 | l_1800;
let l_1802 = bitcast<f64>(l_1801);
l_mut_47 = l_1802;
}
}
}
l_mut_1663 = l_mut_47;
} else {
let l_1803 = l_1630 - l_1633;
let l_1804 = l_1803 * f64(7.1362384635298e44);
let l_1805 = floor(l_1804);
let l_1806 = l_1805 * f64(1.401298464324817e-45);
l_mut_1748 = l_1806;
let l_1807 = abs(l_1803);
let l_1808 = l_1807 >= f64(1.1754943508222875e-38);
if l_1808 {
let l_1809 = f32(l_1803);
let l_1810 = f64(l_1809);
l_mut_1748 = l_1810;
let l_1811 = l_mut_1748 > l_1803;
if l_1811 {
let l_1812 = bitcast<u32>(l_1809);
let l_1813 = l_1812 ^ u32(2147483648);
let l_1814 = bitcast<f32>(l_1813);
let l_1815 = bitcast<u32>(l_1814);
let l_1816 = l_1815 + u32(1);
l_mut_443 = l_1816;
let l_1817 = l_1815 & u32(2147483647);
let l_1818 = l_1817 == u32(0);
if l_1818 {
l_mut_443 = u32(1);
} else {
let l_1819 = l_1815 & u32(2147483648);
let l_1820 = l_1819 != u32(0);
if l_1820 {
let l_1821 = l_1815 - u32(1);
l_mut_443 = l_1821;
} else {
let l_1822 = l_1815 == u32(2139095040);
if l_1822 {
l_mut_443 = l_1815;
}
}
}
let l_1823 = bitcast<f32>(l_mut_443);
let l_1824 = bitcast<u32>(l_1823);
let l_1825 = l_1824 ^ u32(2147483648);
let l_1826 = bitcast<f32>(l_1825);
let l_1827 = bitcast<u32>(l_1826);
let l_1828 = l_1827 & u32(2147483647);
let l_1829 = bitcast<f32>(l_1828);
let l_1830 = f64(l_1829);
l_mut_47 = l_1830;
let l_1831 = l_1828 < u32(8388608);
if l_1831 {
let l_1832 = f64(l_1828);
let l_1833 = l_1832 * f64(1.401298464324817e-45);
l_mut_47 = l_1833;
}
let l_1834 = bitcast<u64>(l_mut_47);
let l_1835 = l_1827 >> u32(31);
let l_1836 = u64(l_1835);
let l_1837 = l_1836 << u32(bitcast<u64>(u64(63)));
let l_1838 = l_1834 | l_1837;
let l_1839 = bitcast<f64>(l_1838);
l_mut_1748 = l_1839;
} else {
let l_1840 = bitcast<u32>(l_1809);
let l_1841 = l_1840 + u32(1);
l_mut_443 = l_1841;
let l_1842 = l_1840 & u32(2147483647);
let l_1843 = l_1842 == u32(0);
if l_1843 {
l_mut_443 = u32(1);
} else {
let l_1844 = l_1840 & u32(2147483648);
let l_1845 = l_1844 != u32(0);
if l_1845 {
let l_1846 = l_1840 - u32(1);
l_mut_443 = l_1846;
} else {
let l_1847 = l_1840 == u32(2139095040);
if l_1847 {
l_mut_443 = l_1840;
}
}
}
let l_1848 = bitcast<f32>(l_mut_443);
let l_1849 = bitcast<u32>(l_1848);
let l_1850 = l_1849 & u32(2147483647);
let l_1851 = bitcast<f32>(l_1850);
let l_1852 = f64(l_1851);
l_mut_47 = l_1852;
let l_1853 = l_1850 < u32(8388608);
if l_1853 {
let l_1854 = f64(l_1850);
let l_1855 = l_1854 * f64(1.401298464324817e-45);
l_mut_47 = l_1855;
}
let l_1856 = bitcast<u64>(l_mut_47);
let l_1857 = l_1849 >> u32(31);
let l_1858 = u64(l_1857);
let l_1859 = l_1858 << u32(bitcast<u64>(u64(63)));
let l_1860 = l_1856 | l_1859;
let l_1861 = bitcast<f64>(l_1860);
let l_1862 = l_1861 <= l_1803;
if l_1862 {
let l_1863 = bitcast<u32>(l_1809);
let l_1864 = l_1863 + u32(1);
l_mut_443 = l_1864;
let l_1865 = l_1863 & u32(2147483647);
let l_1866 = l_1865 == u32(0);
if l_1866 {
l_mut_443 = u32(1);
} else {
let l_1867 = l_1863 & u32(2147483648);
let l_1868 = l_1867 != u32(0);
if l_1868 {
let l_1869 = l_1863 - u32(1);
l_mut_443 = l_1869;
} else {
let l_1870 = l_1863 == u32(2139095040);
if l_1870 {
l_mut_443 = l_1863;
}
}
}
let l_1871 = bitcast<f32>(l_mut_443);
let l_1872 = bitcast<u32>(l_1871);
let l_1873 = l_1872 & u32(2147483647);
let l_1874 = bitcast<f32>(l_1873);
let l_1875 = f64(l_1874);
l_mut_47 = l_1875;
let l_1876 = l_1873 < u32(8388608);
if l_1876 {
let l_1877 = f64(l_1873);
let l_1878 = l_1877 * f64(1.401298464324817e-45);
l_mut_47 = l_1878;
}
let l_1879 = bitcast<u64>(l_mut_47);
let l_1880 = l_1872 >> u32(31);
let l_1881 = u64(l_1880);
let l_1882 = l_1881 << u32(bitcast<u64>(u64(63)));
let l_1883 = l_1879 | l_1882;
let l_1884 = bitcast<f64>(l_1883);
l_mut_1748 = l_1884;
}
}
}
l_mut_1663 = l_mut_1748;
}
let l_1885 = l_mut_251 + l_415;
let l_1886 = abs(l_1885);
let l_1887 = l_1886 * f64(2.220446049250313e-16);
let l_1888 = l_1627 + l_1887;
let l_1889 = l_1885 + l_1888;
let l_1890 = -l_1889;
let l_1891 = l_1890 * f64(7.1362384635298e44);
let l_1892 = floor(l_1891);
let l_1893 = l_1892 * f64(1.401298464324817e-45);
l_mut_1748 = l_1893;
let l_1894 = abs(l_1890);
let l_1895 = l_1894 >= f64(1.1754943508222875e-38);
if l_1895 {
let l_1896 = f32(l_1890);
let l_1897 = f64(l_1896);
l_mut_1748 = l_1897;
let l_1898 = l_mut_1748 > l_1890;
if l_1898 {
let l_1899 = bitcast<u32>(l_1896);
let l_1900 = l_1899 ^ u32(2147483648);
let l_1901 = bitcast<f32>(l_1900);
let l_1902 = bitcast<u32>(l_1901);
let l_1903 = l_1902 + u32(1);
l_mut_443 = l_1903;
let l_1904 = l_1902 & u32(2147483647);
let l_1905 = l_1904 == u32(0);
if l_1905 {
l_mut_443 = u32(1);
} else {
let l_1906 = l_1902 & u32(2147483648);
let l_1907 = l_1906 != u32(0);
if l_1907 {
let l_1908 = l_1902 - u32(1);
l_mut_443 = l_1908;
} else {
let l_1909 = l_1902 == u32(2139095040);
if l_1909 {
l_mut_443 = l_1902;
}
}
}
let l_1910 = bitcast<f32>(l_mut_443);
let l_1911 = bitcast<u32>(l_1910);
let l_1912 = l_1911 ^ u32(2147483648);
let l_1913 = bitcast<f32>(l_1912);
let l_1914 = bitcast<u32>(l_1913);
let l_1915 = l_1914 & u32(2147483647);
let l_1916 = bitcast<f32>(l_1915);
let l_1917 = f64(l_1916);
l_mut_47 = l_1917;
let l_1918 = l_1915 < u32(8388608);
if l_1918 {
let l_1919 = f64(l_1915);
let l_1920 = l_1919 * f64(1.401298464324817e-45);
l_mut_47 = l_1920;
}
let l_1921 = bitcast<u64>(l_mut_47);
let l_1922 = l_1914 >> u32(31);
let l_1923 = u64(l_1922);
let l_1924 = l_1923 << u32(bitcast<u64>(u64(63)));
let l_1925 = l_1921 | l_1924;
let l_1926 = bitcast<f64>(l_1925);
l_mut_1748 = l_1926;
} else {
let l_1927 = bitcast<u32>(l_1896);
let l_1928 = l_1927 + u32(1);
l_mut_443 = l_1928;
let l_1929 = l_1927 & u32(2147483647);
let l_1930 = l_1929 == u32(0);
if l_1930 {
l_mut_443 = u32(1);
} else {
let l_1931 = l_1927 & u32(2147483648);
let l_1932 = l_1931 != u32(0);
if l_1932 {
let l_1933 = l_1927 - u32(1);
l_mut_443 = l_1933;
} else {
let l_1934 = l_1927 == u32(2139095040);
if l_1934 {
l_mut_443 = l_1927;
}
}
}
let l_1935 = bitcast<f32>(l_mut_443);
let l_1936 = bitcast<u32>(l_1935);
let l_1937 = l_1936 & u32(2147483647);
let l_1938 = bitcast<f32>(l_1937);
let l_1939 = f64(l_1938);
l_mut_47 = l_1939;
let l_1940 = l_1937 < u32(8388608);
if l_1940 {
let l_1941 = f64(l_1937);
let l_1942 = l_1941 * f64(1.401298464324817e-45);
l_mut_47 = l_1942;
}
let l_1943 = bitcast<u64>(l_mut_47);
let l_1944 = l_1936 >> u32(31);
let l_1945 = u64(l_1944);
let l_1946 = l_1945 << u32(bitcast<u64>(u64(63)));
let l_1947 = l_1943 | l_1946;
let l_1948 = bitcast<f64>(l_1947);
let l_1949 = l_1948 <= l_1890;
if l_1949 {
let l_1950 = bitcast<u32>(l_1896);
let l_1951 = l_1950 + u32(1);
l_mut_443 = l_1951;
let l_1952 = l_1950 & u32(2147483647);
let l_1953 = l_1952 == u32(0);
if l_1953 {
l_mut_443 = u32(1);
} else {
let l_1954 = l_1950 & u32(2147483648);
let l_1955 = l_1954 != u32(0);
if l_1955 {
let l_1956 = l_1950 - u32(1);
l_mut_443 = l_1956;
} else {
let l_1957 = l_1950 == u32(2139095040);
if l_1957 {
l_mut_443 = l_1950;
}
}
}
let l_1958 = bitcast<f32>(l_mut_443);
let l_1959 = bitcast<u32>(l_1958);
let l_1960 = l_1959 & u32(2147483647);
let l_1961 = bitcast<f32>(l_1960);
let l_1962 = f64(l_1961);
l_mut_47 = l_1962;
let l_1963 = l_1960 < u32(8388608);
if l_1963 {
let l_1964 = f64(l_1960);
let l_1965 = l_1964 * f64(1.401298464324817e-45);
l_mut_47 = l_1965;
}
let l_1966 = bitcast<u64>(l_mut_47);
let l_1967 = l_1959 >> u32(31);
let l_1968 = u64(l_1967);
let l_1969 = l_1968 << u32(bitcast<u64>(u64(63)));
let l_1970 = l_1966 | l_1969;
let l_1971 = bitcast<f64>(l_1970);
l_mut_1748 = l_1971;
}
}
}
let l_1972 = -l_mut_1748;
l_mut_1748 = l_1972;
let l_1973 = bool(false) && bool(true);
if l_1973 {
let l_1974 = l_1885 + l_1888;
let l_1975 = l_1974 * f64(7.1362384635298e44);
let l_1976 = floor(l_1975);
let l_1977 = l_1976 * f64(1.401298464324817e-45);
l_mut_47 = l_1977;
let l_1978 = abs(l_1974);
let l_1979 = l_1978 >= f64(1.1754943508222875e-38);
if l_1979 {
let l_1980 = f32(l_1974);
let l_1981 = f64(l_1980);
l_mut_47 = l_1981;
let l_1982 = l_mut_47 > l_1974;
if l_1982 {
let l_1983 = bitcast<u32>(l_1980);
let l_1984 = l_1983 ^ u32(2147483648);
let l_1985 = bitcast<f32>(l_1984);
let l_1986 = bitcast<u32>(l_1985);
let l_1987 = l_1986 + u32(1);
l_mut_443 = l_1987;
let l_1988 = l_1986 & u32(2147483647);
let l_1989 = l_1988 == u32(0);
if l_1989 {
l_mut_443 = u32(1);
} else {
let l_1990 = l_1986 & u32(2147483648);
let l_1991 = l_1990 != u32(0);
if l_1991 {
let l_1992 = l_1986 - u32(1);
l_mut_443 = l_1992;
} else {
let l_1993 = l_1986 == u32(2139095040);
if l_1993 {
l_mut_443 = l_1986;
}
}
}
let l_1994 = bitcast<f32>(l_mut_443);
let l_1995 = bitcast<u32>(l_1994);
let l_1996 = l_1995 ^ u32(2147483648);
let l_1997 = bitcast<f32>(l_1996);
let l_1998 = bitcast<u32>(l_1997);
let l_1999 = l_1998 & u32(2147483647);
let l_2000 = bitcast<f32>(l_1999);
let l_2001 = f64(l_2000);
l_mut_2002 = l_2001;
let l_2003 = l_1999 < u32(8388608);
if l_2003 {
let l_2004 = f64(l_1999);
let l_2005 = l_2004 * f64(1.401298464324817e-45);
l_mut_2002 = l_2005;
}
let l_2006 = bitcast<u64>(l_mut_2002);
let l_2007 = l_1998 >> u32(31);
let l_2008 = u64(l_2007);
let l_2009 = l_2008 << u32(bitcast<u64>(u64(63)));
let l_2010 = l_2006 | l_2009;
let l_2011 = bitcast<f64>(l_2010);
l_mut_47 = l_2011;
} else {
let l_2012 = bitcast<u32>(l_1980);
let l_2013 = l_2012 + u32(1);
l_mut_443 = l_2013;
let l_2014 = l_2012 & u32(2147483647);
let l_2015 = l_2014 == u32(0);
if l_2015 {
l_mut_443 = u32(1);
} else {
let l_2016 = l_2012 & u32(2147483648);
let l_2017 = l_2016 != u32(0);
if l_2017 {
let l_2018 = l_2012 - u32(1);
l_mut_443 = l_2018;
} else {
let l_2019 = l_2012 == u32(2139095040);
if l_2019 {
l_mut_443 = l_2012;
}
}
}
let l_2020 = bitcast<f32>(l_mut_443);
let l_2021 = bitcast<u32>(l_2020);
let l_2022 = l_2021 & u32(2147483647);
let l_2023 = bitcast<f32>(l_2022);
let l_2024 = f64(l_2023);
l_mut_2002 = l_2024;
let l_2025 = l_2022 < u32(8388608);
if l_2025 {
let l_2026 = f64(l_2022);
let l_2027 = l_2026 * f64(1.401298464324817e-45);
l_mut_2002 = l_2027;
}
let l_2028 = bitcast<u64>(l_mut_2002);
let l_2029 = l_2021 >> u32(31);
let l_2030 = u64(l_2029);
let l_2031 = l_2030 << u32(bitcast<u64>(u64(63)));
let l_2032 = l_2028 | l_2031;
let l_2033 = bitcast<f64>(l_2032);
let l_2034 = l_2033 <= l_1974;
if l_2034 {
let l_2035 = bitcast<u32>(l_1980);
let l_2036 = l_2035 + u32(1);
l_mut_443 = l_2036;
let l_2037 = l_2035 & u32(2147483647);
let l_2038 = l_2037 == u32(0);
if l_2038 {
l_mut_443 = u32(1);
} else {
let l_2039 = l_2035 & u32(2147483648);
let l_2040 = l_2039 != u32(0);
if l_2040 {
let l_2041 = l_2035 - u32(1);
l_mut_443 = l_2041;
} else {
let l_2042 = l_2035 == u32(2139095040);
if l_2042 {
l_mut_443 = l_2035;
}
}
}
let l_2043 = bitcast<f32>(l_mut_443);
let l_2044 = bitcast<u32>(l_2043);
let l_2045 = l_2044 & u32(2147483647);
let l_2046 = bitcast<f32>(l_2045);
let l_2047 = f64(l_2046);
l_mut_2002 = l_2047;
let l_2048 = l_2045 < u32(8388608);
if l_2048 {
let l_2049 = f64(l_2045);
let l_2050 = l_2049 * f64(1.401298464324817e-45);
l_mut_2002 = l_2050;
}
let l_2051 = bitcast<u64>(l_mut_2002);
let l_2052 = l_2044 >> u32(31);
let l_2053 = u64(l_2052);
let l_2054 = l_2053 << u32(bitcast<u64>(u64(63)));
let l_2055 = l_2051 | l_2054;
let l_2056 = bitcast<f64>(l_2055);
l_mut_47 = l_2056;
}
}
}
l_mut_1748 = l_mut_47;
} else {
let l_2057 = l_1885 - l_1888;
let l_2058 = -l_2057;
let l_2059 = l_2058 * f64(7.1362384635298e44);
let l_2060 = floor(l_2059);
let l_2061 = l_2060 * f64(1.401298464324817e-45);
l_mut_2002 = l_2061;
let l_2062 = abs(l_2058);
let l_2063 = l_2062 >= f64(1.1754943508222875e-38);
if l_2063 {
let l_2064 = f32(l_2058);
let l_2065 = f64(l_2064);
l_mut_2002 = l_2065;
let l_2066 = l_mut_2002 > l_2058;
if l_2066 {
let l_2067 = bitcast<u32>(l_2064);
let l_2068 = l_2067 ^ u32(2147483648);
let l_2069 = bitcast<f32>(l_2068);
let l_2070 = bitcast<u32>(l_2069);
let l_2071 = l_2070 + u32(1);
l_mut_443 = l_2071;
let l_2072 = l_2070 & u32(2147483647);
let l_2073 = l_2072 == u32(0);
if l_2073 {
l_mut_443 = u32(1);
} else {
let l_2074 = l_2070 & u32(2147483648);
let l_2075 = l_2074 != u32(0);
if l_2075 {
let l_2076 = l_2070 - u32(1);
l_mut_443 = l_2076;
} else {
let l_2077 = l_2070 == u32(2139095040);
if l_2077 {
l_mut_443 = l_2070;
}
}
}
let l_2078 = bitcast<f32>(l_mut_443);
let l_2079 = bitcast<u32>(l_2078);
let l_2080 = l_2079 ^ u32(2147483648);
let l_2081 = bitcast<f32>(l_2080);
let l_2082 = bitcast<u32>(l_2081);
let l_2083 = l_2082 & u32(2147483647);
let l_2084 = bitcast<f32>(l_2083);
let l_2085 = f64(l_2084);
l_mut_47 = l_2085;
let l_2086 = l_2083 < u32(8388608);
if l_2086 {
let l_2087 = f64(l_2083);
let l_2088 = l_2087 * f64(1.401298464324817e-45);
l_mut_47 = l_2088;
}
let l_2089 = bitcast<u64>(l_mut_47);
let l_2090 = l_2082 >> u32(31);
let l_2091 = u64(l_2090);
let l_2092 = l_2091 << u32(bitcast<u64>(u64(63)));
let l_2093 = l_2089 | l_2092;
let l_2094 = bitcast<f64>(l_2093);
l_mut_2002 = l_2094;
} else {
let l_2095 = bitcast<u32>(l_2064);
let l_2096 = l_2095 + u32(1);
l_mut_443 = l_2096;
let l_2097 = l_2095 & u32(2147483647);
let l_2098 = l_2097 == u32(0);
if l_2098 {
l_mut_443 = u32(1);
} else {
let l_2099 = l_2095 & u32(2147483648);
let l_2100 = l_2099 != u32(0);
if l_2100 {
let l_2101 = l_2095 - u32(1);
l_mut_443 = l_2101;
} else {
let l_2102 = l_2095 == u32(2139095040);
if l_2102 {
l_mut_443 = l_2095;
}
}
}
let l_2103 = bitcast<f32>(l_mut_443);
let l_2104 = bitcast<u32>(l_2103);
let l_2105 = l_2104 & u32(2147483647);
let l_2106 = bitcast<f32>(l_2105);
let l_2107 = f64(l_2106);
l_mut_47 = l_2107;
let l_2108 = l_2105 < u32(8388608);
if l_2108 {
let l_2109 = f64(l_2105);
let l_2110 = l_2109 * f64(1.401298464324817e-45);
l_mut_47 = l_2110;
}
let l_2111 = bitcast<u64>(l_mut_47);
let l_2112 = l_2104 >> u32(31);
let l_2113 = u64(l_2112);
let l_2114 = l_2113 << u32(bitcast<u64>(u64(63)));
let l_2115 = l_2111 | l_2114;
let l_2116 = bitcast<f64>(l_2115);
let l_2117 = l_2116 <= l_2058;
if l_2117 {
let l_2118 = bitcast<u32>(l_2064);
let l_2119 = l_2118 + u32(1);
l_mut_443 = l_2119;
let l_2120 = l_2118 & u32(2147483647);
let l_2121 = l_2120 == u32(0);
if l_2121 {
l_mut_443 = u32(1);
} else {
let l_2122 = l_2118 & u32(2147483648);
let l_2123 = l_2122 != u32(0);
if l_2123 {
let l_2124 = l_2118 - u32(1);
l_mut_443 = l_2124;
} else {
let l_2125 = l_2118 == u32(2139095040);
if l_2125 {
l_mut_443 = l_2118;
}
}
}
let l_2126 = bitcast<f32>(l_mut_443);
let l_2127 = bitcast<u32>(l_2126);
let l_2128 = l_2127 & u32(2147483647);
let l_2129 = bitcast<f32>(l_2128);
let l_2130 = f64(l_2129);
l_mut_47 = l_2130;
let l_2131 = l_2128 < u32(8388608);
if l_2131 {
let l_2132 = f64(l_2128);
let l_2133 = l_2132 * f64(1.401298464324817e-45);
l_mut_47 = l_2133;
}
let l_2134 = bitcast<u64>(l_mut_47);
let l_2135 = l_2127 >> u32(31);
let l_2136 = u64(l_2135);
let l_2137 = l_2136 << u32(bitcast<u64>(u64(63)));
let l_2138 = l_2134 | l_2137;
let l_2139 = bitcast<f64>(l_2138);
l_mut_2002 = l_2139;
}
}
}
let l_2140 = -l_mut_2002;
l_mut_1748 = l_2140;
}
let l_2141 = l_mut_84 - l_415;
let l_2142 = abs(l_2141);
let l_2143 = l_2142 * f64(2.220446049250313e-16);
let l_2144 = l_1629 + l_2143;
let l_2145 = l_2141 + l_2144;
let l_2146 = -l_2145;
let l_2147 = l_2146 * f64(7.1362384635298e44);
let l_2148 = floor(l_2147);
let l_2149 = l_2148 * f64(1.401298464324817e-45);
l_mut_2002 = l_2149;
let l_2150 = abs(l_2146);
let l_2151 = l_2150 >= f64(1.1754943508222875e-38);
if l_2151 {
let l_2152 = f32(l_2146);
let l_2153 = f64(l_2152);
l_mut_2002 = l_2153;
let l_2154 = l_mut_2002 > l_2146;
if l_2154 {
let l_2155 = bitcast<u32>(l_2152);
let l_2156 = l_2155 ^ u32(2147483648);
let l_2157 = bitcast<f32>(l_2156);
let l_2158 = bitcast<u32>(l_2157);
let l_2159 = l_2158 + u32(1);
l_mut_443 = l_2159;
let l_2160 = l_2158 & u32(2147483647);
let l_2161 = l_2160 == u32(0);
if l_2161 {
l_mut_443 = u32(1);
} else {
let l_2162 = l_2158 & u32(2147483648);
let l_2163 = l_2162 != u32(0);
if l_2163 {
let l_2164 = l_2158 - u32(1);
l_mut_443 = l_2164;
} else {
let l_2165 = l_2158 == u32(2139095040);
if l_2165 {
l_mut_443 = l_2158;
}
}
}
let l_2166 = bitcast<f32>(l_mut_443);
let l_2167 = bitcast<u32>(l_2166);
let l_2168 = l_2167 ^ u32(2147483648);
let l_2169 = bitcast<f32>(l_2168);
let l_2170 = bitcast<u32>(l_2169);
let l_2171 = l_2170 & u32(2147483647);
let l_2172 = bitcast<f32>(l_2171);
let l_2173 = f64(l_2172);
l_mut_47 = l_2173;
let l_2174 = l_2171 < u32(8388608);
if l_2174 {
let l_2175 = f64(l_2171);
let l_2176 = l_2175 * f64(1.401298464324817e-45);
l_mut_47 = l_2176;
}
let l_2177 = bitcast<u64>(l_mut_47);
let l_2178 = l_2170 >> u32(31);
let l_2179 = u64(l_2178);
let l_2180 = l_2179 << u32(bitcast<u64>(u64(63)));
let l_2181 = l_2177 | l_2180;
let l_2182 = bitcast<f64>(l_2181);
l_mut_2002 = l_2182;
} else {
let l_2183 = bitcast<u32>(l_2152);
let l_2184 = l_2183 + u32(1);
l_mut_443 = l_2184;
let l_2185 = l_2183 & u32(2147483647);
let l_2186 = l_2185 == u32(0);
if l_2186 {
l_mut_443 = u32(1);
} else {
let l_2187 = l_2183 & u32(2147483648);
let l_2188 = l_2187 != u32(0);
if l_2188 {
let l_2189 = l_2183 - u32(1);
l_mut_443 = l_2189;
} else {
let l_2190 = l_2183 == u32(2139095040);
if l_2190 {
l_mut_443 = l_2183;
}
}
}
let l_2191 = bitcast<f32>(l_mut_443);
let l_2192 = bitcast<u32>(l_2191);
let l_2193 = l_2192 & u32(2147483647);
let l_2194 = bitcast<f32>(l_2193);
let l_2195 = f64(l_2194);
l_mut_47 = l_2195;
let l_2196 = l_2193 < u32(8388608);
if l_2196 {
let l_2197 = f64(l_2193);
let l_2198 = l_2197 * f64(1.401298464324817e-45);
l_mut_47 = l_2198;
}
let l_2199 = bitcast<u64>(l_mut_47);
let l_2200 = l_2192 >> u32(31);
let l_2201 = u64(l_2200);
let l_2202 = l_2201 << u32(bitcast<u64>(u64(63)));
let l_2203 = l_2199 | l_2202;
let l_2204 = bitcast<f64>(l_2203);
let l_2205 = l_2204 <= l_2146;
if l_2205 {
let l_2206 = bitcast<u32>(l_2152);
let l_2207 = l_2206 + u32(1);
l_mut_443 = l_2207;
let l_2208 = l_2206 & u32(2147483647);
let l_2209 = l_2208 == u32(0);
if l_2209 {
l_mut_443 = u32(1);
} else {
let l_2210 = l_2206 & u32(2147483648);
let l_2211 = l_2210 != u32(0);
if l_2211 {
let l_2212 = l_2206 - u32(1);
l_mut_443 = l_2212;
} else {
let l_2213 = l_2206 == u32(2139095040);
if l_2213 {
l_mut_443 = l_2206;
}
}
}
let l_2214 = bitcast<f32>(l_mut_443);
let l_2215 = bitcast<u32>(l_2214);
let l_2216 = l_2215 & u32(2147483647);
let l_2217 = bitcast<f32>(l_2216);
let l_2218 = f64(l_2217);
l_mut_47 = l_2218;
let l_2219 = l_2216 < u32(8388608);
if l_2219 {
let l_2220 = f64(l_2216);
let l_2221 = l_2220 * f64(1.401298464324817e-45);
l_mut_47 = l_2221;
}
let l_2222 = bitcast<u64>(l_mut_47);
let l_2223 = l_2215 >> u32(31);
let l_2224 = u64(l_2223);
let l_2225 = l_2224 << u32(bitcast<u64>(u64(63)));
let l_2226 = l_2222 | l_2225;
let l_2227 = bitcast<f64>(l_2226);
l_mut_2002 = l_2227;
}
}
}
let l_2228 = -l_mut_2002;
l_mut_2002 = l_2228;
let l_2229 = bool(true) && bool(true);
if l_2229 {
let l_2230 = l_2141 + l_2144;
let l_2231 = l_2230 * f64(7.1362384635298e44);
let l_2232 = floor(l_2231);
let l_2233 = l_2232 * f64(1.401298464324817e-45);
l_mut_47 = l_2233;
let l_2234 = abs(l_2230);
let l_2235 = l_2234 >= f64(1.1754943508222875e-38);
if l_2235 {
let l_2236 = f32(l_2230);
let l_2237 = f64(l_2236);
l_mut_47 = l_2237;
let l_2238 = l_mut_47 > l_2230;
if l_2238 {
let l_2239 = bitcast<u32>(l_2236);
let l_2240 = l_2239 ^ u32(2147483648);
let l_2241 = bitcast<f32>(l_2240);
let l_2242 = bitcast<u32>(l_2241);
let l_2243 = l_2242 + u32(1);
l_mut_443 = l_2243;
let l_2244 = l_2242 & u32(2147483647);
let l_2245 = l_2244 == u32(0);
if l_2245 {
l_mut_443 = u32(1);
} else {
let l_2246 = l_2242 & u32(2147483648);
let l_2247 = l_2246 != u32(0);
if l_2247 {
let l_2248 = l_2242 - u32(1);
l_mut_443 = l_2248;
} else {
let l_2249 = l_2242 == u32(2139095040);
if l_2249 {
l_mut_443 = l_2242;
}
}
}
let l_2250 = bitcast<f32>(l_mut_443);
let l_2251 = bitcast<u32>(l_2250);
let l_2252 = l_2251 ^ u32(2147483648);
let l_2253 = bitcast<f32>(l_2252);
let l_2254 = bitcast<u32>(l_2253);
let l_2255 = l_2254 & u32(2147483647);
let l_2256 = bitcast<f32>(l_2255);
let l_2257 = f64(l_2256);
l_mut_2258 = l_2257;
let l_2259 = l_2255 < u32(8388608);
if l_2259 {
let l_2260 = f64(l_2255);
let l_2261 = l_2260 * f64(1.401298464324817e-45);
l_mut_2258 = l_2261;
}
let l_2262 = bitcast<u64>(l_mut_2258);
let l_2263 = l_2254 >> u32(31);
let l_2264 = u64(l_2263);
let l_2265 = l_2264 << u32(bitcast<u64>(u64(63)));
let l_2266 = l_2262 | l_2265;
let l_2267 = bitcast<f64>(l_2266);
l_mut_47 = l_2267;
} else {
let l_2268 = bitcast<u32>(l_2236);
let l_2269 = l_2268 + u32(1);
l_mut_443 = l_2269;
let l_2270 = l_2268 & u32(2147483647);
let l_2271 = l_2270 == u32(0);
if l_2271 {
l_mut_443 = u32(1);
} else {
let l_2272 = l_2268 & u32(2147483648);
let l_2273 = l_2272 != u32(0);
if l_2273 {
let l_2274 = l_2268 - u32(1);
l_mut_443 = l_2274;
} else {
let l_2275 = l_2268 == u32(2139095040);
if l_2275 {
l_mut_443 = l_2268;
}
}
}
let l_2276 = bitcast<f32>(l_mut_443);
let l_2277 = bitcast<u32>(l_2276);
let l_2278 = l_2277 & u32(2147483647);
let l_2279 = bitcast<f32>(l_2278);
let l_2280 = f64(l_2279);
l_mut_2258 = l_2280;
let l_2281 = l_2278 < u32(8388608);
if l_2281 {
let l_2282 = f64(l_2278);
let l_2283 = l_2282 * f64(1.401298464324817e-45);
l_mut_2258 = l_2283;
}
let l_2284 = bitcast<u64>(l_mut_2258);
let l_2285 = l_2277 >> u32(31);
let l_2286 = u64(l_2285);
let l_2287 = l_2286 << u32(bitcast<u64>(u64(63)));
let l_2288 = l_2284 | l_2287;
let l_2289 = bitcast<f64>(l_2288);
let l_2290 = l_2289 <= l_2230;
if l_2290 {
let l_2291 = bitcast<u32>(l_2236);
let l_2292 = l_2291 + u32(1);
l_mut_443 = l_2292;
let l_2293 = l_2291 & u32(2147483647);
let l_2294 = l_2293 == u32(0);
if l_2294 {
l_mut_443 = u32(1);
} else {
let l_2295 = l_2291 & u32(2147483648);
let l_2296 = l_2295 != u32(0);
if l_2296 {
let l_2297 = l_2291 - u32(1);
l_mut_443 = l_2297;
} else {
let l_2298 = l_2291 == u32(2139095040);
if l_2298 {
l_mut_443 = l_2291;
}
}
}
let l_2299 = bitcast<f32>(l_mut_443);
let l_2300 = bitcast<u32>(l_2299);
let l_2301 = l_2300 & u32(2147483647);
let l_2302 = bitcast<f32>(l_2301);
let l_2303 = f64(l_2302);
l_mut_2258 = l_2303;
let l_2304 = l_2301 < u32(8388608);
if l_2304 {
let l_2305 = f64(l_2301);
let l_2306 = l_2305 * f64(1.401298464324817e-45);
l_mut_2258 = l_2306;
}
let l_2307 = bitcast<u64>(l_mut_2258);
let l_2308 = l_2300 >> u32(31);
let l_2309 = u64(l_2308);
let l_2310 = l_2309 << u32(bitcast<u64>(u64(63)));
let l_2311 = l_2307 | l_2310;
let l_2312 = bitcast<f64>(l_2311);
l_mut_47 = l_2312;
}
}
}
l_mut_2002 = l_mut_47;
} else {
let l_2313 = l_2141 - l_2144;
let l_2314 = l_2313 * f64(7.1362384635298e44);
let l_2315 = floor(l_2314);
let l_2316 = l_2315 * f64(1.401298464324817e-45);
l_mut_2258 = l_2316;
let l_2317 = abs(l_2313);
let l_2318 = l_2317 >= f64(1.1754943508222875e-38);
if l_2318 {
let l_2319 = f32(l_2313);
let l_2320 = f64(l_2319);
l_mut_2258 = l_2320;
let l_2321 = l_mut_2258 > l_2313;
if l_2321 {
let l_2322 = bitcast<u32>(l_2319);
let l_2323 = l_2322 ^ u32(2147483648);
let l_2324 = bitcast<f32>(l_2323);
let l_2325 = bitcast<u32>(l_2324);
let l_2326 = l_2325 + u32(1);
l_mut_443 = l_2326;
let l_2327 = l_2325 & u32(2147483647);
let l_2328 = l_2327 == u32(0);
if l_2328 {
l_mut_443 = u32(1);
} else {
let l_2329 = l_2325 & u32(2147483648);
let l_2330 = l_2329 != u32(0);
if l_2330 {
let l_2331 = l_2325 - u32(1);
l_mut_443 = l_2331;
} else {
let l_2332 = l_2325 == u32(2139095040);
if l_2332 {
l_mut_443 = l_2325;
}
}
}
let l_2333 = bitcast<f32>(l_mut_443);
let l_2334 = bitcast<u32>(l_2333);
let l_2335 = l_2334 ^ u32(2147483648);
let l_2336 = bitcast<f32>(l_2335);
let l_2337 = bitcast<u32>(l_2336);
let l_2338 = l_2337 & u32(2147483647);
let l_2339 = bitcast<f32>(l_2338);
let l_2340 = f64(l_2339);
l_mut_47 = l_2340;
let l_2341 = l_2338 < u32(8388608);
if l_2341 {
let l_2342 = f64(l_2338);
let l_2343 = l_2342 * f64(1.401298464324817e-45);
l_mut_47 = l_2343;
}
let l_2344 = bitcast<u64>(l_mut_47);
let l_2345 = l_2337 >> u32(31);
let l_2346 = u64(l_2345);
let l_2347 = l_2346 << u32(bitcast<u64>(u64(63)));
let l_2348 = l_2344 | l_2347;
let l_2349 = bitcast<f64>(l_2348);
l_mut_2258 = l_2349;
} else {
let l_2350 = bitcast<u32>(l_2319);
let l_2351 = l_2350 + u32(1);
l_mut_443 = l_2351;
let l_2352 = l_2350 & u32(2147483647);
let l_2353 = l_2352 == u32(0);
if l_2353 {
l_mut_443 = u32(1);
} else {
let l_2354 = l_2350 & u32(2147483648);
let l_2355 = l_2354 != u32(0);
if l_2355 {
let l_2356 = l_2350 - u32(1);
l_mut_443 = l_2356;
} else {
let l_2357 = l_2350 == u32(2139095040);
if l_2357 {
l_mut_443 = l_2350;
}
}
}
let l_2358 = bitcast<f32>(l_mut_443);
let l_2359 = bitcast<u32>(l_2358);
let l_2360 = l_2359 & u32(2147483647);
let l_2361 = bitcast<f32>(l_2360);
let l_2362 = f64(l_2361);
l_mut_47 = l_2362;
let l_2363 = l_2360 < u32(8388608);
if l_2363 {
let l_2364 = f64(l_2360);
let l_2365 = l_2364 * f64(1.401298464324817e-45);
l_mut_47 = l_2365;
}
let l_2366 = bitcast<u64>(l_mut_47);
let l_2367 = l_2359 >> u32(31);
let l_2368 = u64(l_2367);
let l_2369 = l_2368 << u32(bitcast<u64>(u64(63)));
let l_2370 = l_2366 | l_2369;
let l_2371 = bitcast<f64>(l_2370);
let l_2372 = l_2371 <= l_2313;
if l_2372 {
let l_2373 = bitcast<u32>(l_2319);
let l_2374 = l_2373 + u32(1);
l_mut_443 = l_2374;
let l_2375 = l_2373 & u32(2147483647);
let l_2376 = l_2375 == u32(0);
if l_2376 {
l_mut_443 = u32(1);
} else {
let l_2377 = l_2373 & u32(2147483648);
let l_2378 = l_2377 != u32(0);
if l_2378 {
let l_2379 = l_2373 - u32(1);
l_mut_443 = l_2379;
} else {
let l_2380 = l_2373 == u32(2139095040);
if l_2380 {
l_mut_443 = l_2373;
}
}
}
let l_2381 = bitcast<f32>(l_mut_443);
let l_2382 = bitcast<u32>(l_2381);
let l_2383 = l_2382 & u32(2147483647);
let l_2384 = bitcast<f32>(l_2383);
let l_2385 = f64(l_2384);
l_mut_47 = l_2385;
let l_2386 = l_2383 < u32(8388608);
if l_2386 {
let l_2387 = f64(l_2383);
let l_2388 = l_2387 * f64(1.401298464324817e-45);
l_mut_47 = l_2388;
}
let l_2389 = bitcast<u64>(l_mut_47);
let l_2390 = l_2382 >> u32(31);
let l_2391 = u64(l_2390);
let l_2392 = l_2391 << u32(bitcast<u64>(u64(63)));
let l_2393 = l_2389 | l_2392;
let l_2394 = bitcast<f64>(l_2393);
l_mut_2258 = l_2394;
}
}
}
l_mut_2002 = l_mut_2258;
}
let l_2395 = l_mut_84 + l_415;
let l_2396 = abs(l_2395);
let l_2397 = l_2396 * f64(2.220446049250313e-16);
let l_2398 = l_1629 + l_2397;
let l_2399 = l_2395 + l_2398;
let l_2400 = -l_2399;
let l_2401 = l_2400 * f64(7.1362384635298e44);
let l_2402 = floor(l_2401);
let l_2403 = l_2402 * f64(1.401298464324817e-45);
l_mut_2258 = l_2403;
let l_2404 = abs(l_2400);
let l_2405 = l_2404 >= f64(1.1754943508222875e-38);
if l_2405 {
let l_2406 = f32(l_2400);
let l_2407 = f64(l_2406);
l_mut_2258 = l_2407;
let l_2408 = l_mut_2258 > l_2400;
if l_2408 {
let l_2409 = bitcast<u32>(l_2406);
let l_2410 = l_2409 ^ u32(2147483648);
let l_2411 = bitcast<f32>(l_2410);
let l_2412 = bitcast<u32>(l_2411);
let l_2413 = l_2412 + u32(1);
l_mut_443 = l_2413;
let l_2414 = l_2412 & u32(2147483647);
let l_2415 = l_2414 == u32(0);
if l_2415 {
l_mut_443 = u32(1);
} else {
let l_2416 = l_2412 & u32(2147483648);
let l_2417 = l_2416 != u32(0);
if l_2417 {
let l_2418 = l_2412 - u32(1);
l_mut_443 = l_2418;
} else {
let l_2419 = l_2412 == u32(2139095040);
if l_2419 {
l_mut_443 = l_2412;
}
}
}
let l_2420 = bitcast<f32>(l_mut_443);
let l_2421 = bitcast<u32>(l_2420);
let l_2422 = l_2421 ^ u32(2147483648);
let l_2423 = bitcast<f32>(l_2422);
let l_2424 = bitcast<u32>(l_2423);
let l_2425 = l_2424 & u32(2147483647);
let l_2426 = bitcast<f32>(l_2425);
let l_2427 = f64(l_2426);
l_mut_47 = l_2427;
let l_2428 = l_2425 < u32(8388608);
if l_2428 {
let l_2429 = f64(l_2425);
let l_2430 = l_2429 * f64(1.401298464324817e-45);
l_mut_47 = l_2430;
}
let l_2431 = bitcast<u64>(l_mut_47);
let l_2432 = l_2424 >> u32(31);
let l_2433 = u64(l_2432);
let l_2434 = l_2433 << u32(bitcast<u64>(u64(63)));
let l_2435 = l_2431 | l_2434;
let l_2436 = bitcast<f64>(l_2435);
l_mut_2258 = l_2436;
} else {
let l_2437 = bitcast<u32>(l_2406);
let l_2438 = l_2437 + u32(1);
l_mut_443 = l_2438;
let l_2439 = l_2437 & u32(2147483647);
let l_2440 = l_2439 == u32(0);
if l_2440 {
l_mut_443 = u32(1);
} else {
let l_2441 = l_2437 & u32(2147483648);
let l_2442 = l_2441 != u32(0);
if l_2442 {
let l_2443 = l_2437 - u32(1);
l_mut_443 = l_2443;
} else {
let l_2444 = l_2437 == u32(2139095040);
if l_2444 {
l_mut_443 = l_2437;
}
}
}
let l_2445 = bitcast<f32>(l_mut_443);
let l_2446 = bitcast<u32>(l_2445);
let l_2447 = l_2446 & u32(2147483647);
let l_2448 = bitcast<f32>(l_2447);
let l_2449 = f64(l_2448);
l_mut_47 = l_2449;
let l_2450 = l_2447 < u32(8388608);
if l_2450 {
let l_2451 = f64(l_2447);
let l_2452 = l_2451 * f64(1.401298464324817e-45);
l_mut_47 = l_2452;
}
let l_2453 = bitcast<u64>(l_mut_47);
let l_2454 = l_2446 >> u32(31);
let l_2455 = u64(l_2454);
let l_2456 = l_2455 << u32(bitcast<u64>(u64(63)));
let l_2457 = l_2453 | l_2456;
let l_2458 = bitcast<f64>(l_2457);
let l_2459 = l_2458 <= l_2400;
if l_2459 {
let l_2460 = bitcast<u32>(l_2406);
let l_2461 = l_2460 + u32(1);
l_mut_443 = l_2461;
let l_2462 = l_2460 & u32(2147483647);
let l_2463 = l_2462 == u32(0);
if l_2463 {
l_mut_443 = u32(1);
} else {
let l_2464 = l_2460 & u32(2147483648);
let l_2465 = l_2464 != u32(0);
if l_2465 {
let l_2466 = l_2460 - u32(1);
l_mut_443 = l_2466;
} else {
let l_2467 = l_2460 == u32(2139095040);
if l_2467 {
l_mut_443 = l_2460;
}
}
}
let l_2468 = bitcast<f32>(l_mut_443);
let l_2469 = bitcast<u32>(l_2468);
let l_2470 = l_2469 & u32(2147483647);
let l_2471 = bitcast<f32>(l_2470);
let l_2472 = f64(l_2471);
l_mut_47 = l_2472;
let l_2473 = l_2470 < u32(8388608);
if l_2473 {
let l_2474 = f64(l_2470);
let l_2475 = l_2474 * f64(1.401298464324817e-45);
l_mut_47 = l_2475;
}
let l_2476 = bitcast<u64>(l_mut_47);
let l_2477 = l_2469 >> u32(31);
let l_2478 = u64(l_2477);
let l_2479 = l_2478 << u32(bitcast<u64>(u64(63)));
let l_2480 = l_2476 | l_2479;
let l_2481 = bitcast<f64>(l_2480);
l_mut_2258 = l_2481;
}
}
}
let l_2482 = -l_mut_2258;
l_mut_2258 = l_2482;
let l_2483 = bool(false) && bool(true);
if l_2483 {
let l_2484 = l_2395 + l_2398;
let l_2485 = l_2484 * f64(7.1362384635298e44);
let l_2486 = floor(l_2485);
let l_2487 = l_2486 * f64(1.401298464324817e-45);
l_mut_47 = l_2487;
let l_2488 = abs(l_2484);
let l_2489 = l_2488 >= f64(1.1754943508222875e-38);
if l_2489 {
let l_2490 = f32(l_2484);
let l_2491 = f64(l_2490);
l_mut_47 = l_2491;
let l_2492 = l_mut_47 > l_2484;
if l_2492 {
let l_2493 = bitcast<u32>(l_2490);
let l_2494 = l_2493 ^ u32(2147483648);
let l_2495 = bitcast<f32>(l_2494);
let l_2496 = bitcast<u32>(l_2495);
let l_2497 = l_2496 + u32(1);
l_mut_443 = l_2497;
let l_2498 = l_2496 & u32(2147483647);
let l_2499 = l_2498 == u32(0);
if l_2499 {
l_mut_443 = u32(1);
} else {
let l_2500 = l_2496 & u32(2147483648);
let l_2501 = l_2500 != u32(0);
if l_2501 {
let l_2502 = l_2496 - u32(1);
l_mut_443 = l_2502;
} else {
let l_2503 = l_2496 == u32(2139095040);
if l_2503 {
l_mut_443 = l_2496;
}
}
}
let l_2504 = bitcast<f32>(l_mut_443);
let l_2505 = bitcast<u32>(l_2504);
let l_2506 = l_2505 ^ u32(2147483648);
let l_2507 = bitcast<f32>(l_2506);
let l_2508 = bitcast<u32>(l_2507);
let l_2509 = l_2508 & u32(2147483647);
let l_2510 = bitcast<f32>(l_2509);
let l_2511 = f64(l_2510);
l_mut_2512 = l_2511;
let l_2513 = l_2509 < u32(8388608);
if l_2513 {
let l_2514 = f64(l_2509);
let l_2515 = l_2514 * f64(1.401298464324817e-45);
l_mut_2512 = l_2515;
}
let l_2516 = bitcast<u64>(l_mut_2512);
let l_2517 = l_2508 >> u32(31);
let l_2518 = u64(l_2517);
let l_2519 = l_2518 << u32(bitcast<u64>(u64(63)));
let l_2520 = l_2516 | l_2519;
let l_2521 = bitcast<f64>(l_2520);
l_mut_47 = l_2521;
} else {
let l_2522 = bitcast<u32>(l_2490);
let l_2523 = l_2522 + u32(1);
l_mut_443 = l_2523;
let l_2524 = l_2522 & u32(2147483647);
let l_2525 = l_2524 == u32(0);
if l_2525 {
l_mut_443 = u32(1);
} else {
let l_2526 = l_2522 & u32(2147483648);
let l_2527 = l_2526 != u32(0);
if l_2527 {
let l_2528 = l_2522 - u32(1);
l_mut_443 = l_2528;
} else {
let l_2529 = l_2522 == u32(2139095040);
if l_2529 {
l_mut_443 = l_2522;
}
}
}
let l_2530 = bitcast<f32>(l_mut_443);
let l_2531 = bitcast<u32>(l_2530);
let l_2532 = l_2531 & u32(2147483647);
let l_2533 = bitcast<f32>(l_2532);
let l_2534 = f64(l_2533);
l_mut_2512 = l_2534;
let l_2535 = l_2532 < u32(8388608);
if l_2535 {
let l_2536 = f64(l_2532);
let l_2537 = l_2536 * f64(1.401298464324817e-45);
l_mut_2512 = l_2537;
}
let l_2538 = bitcast<u64>(l_mut_2512);
let l_2539 = l_2531 >> u32(31);
let l_2540 = u64(l_2539);
let l_2541 = l_2540 << u32(bitcast<u64>(u64(63)));
let l_2542 = l_2538 | l_2541;
let l_2543 = bitcast<f64>(l_2542);
let l_2544 = l_2543 <= l_2484;
if l_2544 {
let l_2545 = bitcast<u32>(l_2490);
let l_2546 = l_2545 + u32(1);
l_mut_443 = l_2546;
let l_2547 = l_2545 & u32(2147483647);
let l_2548 = l_2547 == u32(0);
if l_2548 {
l_mut_443 = u32(1);
} else {
let l_2549 = l_2545 & u32(2147483648);
let l_2550 = l_2549 != u32(0);
if l_2550 {
let l_2551 = l_2545 - u32(1);
l_mut_443 = l_2551;
} else {
let l_2552 = l_2545 == u32(2139095040);
if l_2552 {
l_mut_443 = l_2545;
}
}
}
let l_2553 = bitcast<f32>(l_mut_443);
let l_2554 = bitcast<u32>(l_2553);
let l_2555 = l_2554 & u32(2147483647);
let l_2556 = bitcast<f32>(l_2555);
let l_2557 = f64(l_2556);
l_mut_2512 = l_2557;
let l_2558 = l_2555 < u32(8388608);
if l_2558 {
let l_2559 = f64(l_2555);
let l_2560 = l_2559 * f64(1.401298464324817e-45);
l_mut_2512 = l_2560;
}
let l_2561 = bitcast<u64>(l_mut_2512);
let l_2562 = l_2554 >> u32(31);
let l_2563 = u64(l_2562);
let l_2564 = l_2563 << u32(bitcast<u64>(u64(63)));
let l_2565 = l_2561 | l_2564;
let l_2566 = bitcast<f64>(l_2565);
l_mut_47 = l_2566;
}
}
}
l_mut_2258 = l_mut_47;
} else {
let l_2567 = l_2395 - l_2398;
let l_2568 = -l_2567;
let l_2569 = l_2568 * f64(7.1362384635298e44);
let l_2570 = floor(l_2569);
let l_2571 = l_2570 * f64(1.401298464324817e-45);
l_mut_2512 = l_2571;
let l_2572 = abs(l_2568);
let l_2573 = l_2572 >= f64(1.1754943508222875e-38);
if l_2573 {
let l_2574 = f32(l_2568);
let l_2575 = f64(l_2574);
l_mut_2512 = l_2575;
let l_2576 = l_mut_2512 > l_2568;
if l_2576 {
let l_2577 = bitcast<u32>(l_2574);
let l_2578 = l_2577 ^ u32(2147483648);
let l_2579 = bitcast<f32>(l_2578);
let l_2580 = bitcast<u32>(l_2579);
let l_2581 = l_2580 + u32(1);
l_mut_443 = l_2581;
let l_2582 = l_2580 & u32(2147483647);
let l_2583 = l_2582 == u32(0);
if l_2583 {
l_mut_443 = u32(1);
} else {
let l_2584 = l_2580 & u32(2147483648);
let l_2585 = l_2584 != u32(0);
if l_2585 {
let l_2586 = l_2580 - u32(1);
l_mut_443 = l_2586;
} else {
let l_2587 = l_2580 == u32(2139095040);
if l_2587 {
l_mut_443 = l_2580;
}
}
}
let l_2588 = bitcast<f32>(l_mut_443);
let l_2589 = bitcast<u32>(l_2588);
let l_2590 = l_2589 ^ u32(2147483648);
let l_2591 = bitcast<f32>(l_2590);
let l_2592 = bitcast<u32>(l_2591);
let l_2593 = l_2592 & u32(2147483647);
let l_2594 = bitcast<f32>(l_2593);
let l_2595 = f64(l_2594);
l_mut_47 = l_2595;
let l_2596 = l_2593 < u32(8388608);
if l_2596 {
let l_2597 = f64(l_2593);
let l_2598 = l_2597 * f64(1.401298464324817e-45);
l_mut_47 = l_2598;
}
let l_2599 = bitcast<u64>(l_mut_47);
let l_2600 = l_2592 >> u32(31);
let l_2601 = u64(l_2600);
let l_2602 = l_2601 << u32(bitcast<u64>(u64(63)));
let l_2603 = l_2599 | l_2602;
let l_2604 = bitcast<f64>(l_2603);
l_mut_2512 = l_2604;
} else {
let l_2605 = bitcast<u32>(l_2574);
let l_2606 = l_2605 + u32(1);
l_mut_443 = l_2606;
let l_2607 = l_2605 & u32(2147483647);
let l_2608 = l_2607 == u32(0);
if l_2608 {
l_mut_443 = u32(1);
} else {
let l_2609 = l_2605 & u32(2147483648);
let l_2610 = l_2609 != u32(0);
if l_2610 {
let l_2611 = l_2605 - u32(1);
l_mut_443 = l_2611;
} else {
let l_2612 = l_2605 == u32(2139095040);
if l_2612 {
l_mut_443 = l_2605;
}
}
}
let l_2613 = bitcast<f32>(l_mut_443);
let l_2614 = bitcast<u32>(l_2613);
let l_2615 = l_2614 & u32(2147483647);
let l_2616 = bitcast<f32>(l_2615);
let l_2617 = f64(l_2616);
l_mut_47 = l_2617;
let l_2618 = l_2615 < u32(8388608);
if l_2618 {
let l_2619 = f64(l_2615);
let l_2620 = l_2619 * f64(1.401298464324817e-45);
l_mut_47 = l_2620;
}
let l_2621 = bitcast<u64>(l_mut_47);
let l_2622 = l_2614 >> u32(31);
let l_2623 = u64(l_2622);
let l_2624 = l_2623 << u32(bitcast<u64>(u64(63)));
let l_2625 = l_2621 | l_2624;
let l_2626 = bitcast<f64>(l_2625);
let l_2627 = l_2626 <= l_2568;
if l_2627 {
let l_2628 = bitcast<u32>(l_2574);
let l_2629 = l_2628 + u32(1);
l_mut_443 = l_2629;
let l_2630 = l_2628 & u32(2147483647);
let l_2631 = l_2630 == u32(0);
if l_2631 {
l_mut_443 = u32(1);
} else {
let l_2632 = l_2628 & u32(2147483648);
let l_2633 = l_2632 != u32(0);
if l_2633 {
let l_2634 = l_2628 - u32(1);
l_mut_443 = l_2634;
} else {
let l_2635 = l_2628 == u32(2139095040);
if l_2635 {
l_mut_443 = l_2628;
}
}
}
let l_2636 = bitcast<f32>(l_mut_443);
let l_2637 = bitcast<u32>(l_2636);
let l_2638 = l_2637 & u32(2147483647);
let l_2639 = bitcast<f32>(l_2638);
let l_2640 = f64(l_2639);
l_mut_47 = l_2640;
let l_2641 = l_2638 < u32(8388608);
if l_2641 {
let l_2642 = f64(l_2638);
let l_2643 = l_2642 * f64(1.401298464324817e-45);
l_mut_47 = l_2643;
}
let l_2644 = bitcast<u64>(l_mut_47);
let l_2645 = l_2637 >> u32(31);
let l_2646 = u64(l_2645);
let l_2647 = l_2646 << u32(bitcast<u64>(u64(63)));
let l_2648 = l_2644 | l_2647;
let l_2649 = bitcast<f64>(l_2648);
l_mut_2512 = l_2649;
}
}
}
let l_2650 = -l_mut_2512;
l_mut_2258 = l_2650;
}
l_mut_443 = u32(0);
let l_2651 = l_mut_2002 <= f64(0.0);
let l_2652 = l_mut_2258 >= f64(0.0);
let l_2653 = l_2651 && l_2652;
let l_2654 = !l_2653;
if l_2654 {
let l_2656 = l_mut_1663 / l_mut_2002;
let l_2657 = l_mut_1663 / l_mut_2258;
let l_2658 = l_mut_1748 / l_mut_2002;
let l_2659 = l_mut_1748 / l_mut_2258;
a_2655[u32(0)] = l_2656;
a_2655[u32(1)] = l_2656;
let l_2660 = a_2655[u32(0)];
let l_2661 = l_2657 < l_2660;
if l_2661 {
a_2655[u32(0)] = l_2657;
}
let l_2662 = a_2655[u32(0)];
let l_2663 = l_2658 < l_2662;
if l_2663 {
a_2655[u32(0)] = l_2658;
}
let l_2664 = a_2655[u32(0)];
let l_2665 = l_2659 < l_2664;
if l_2665 {
a_2655[u32(0)] = l_2659;
}
let l_2666 = a_2655[u32(1)];
let l_2667 = l_2657 > l_2666;
if l_2667 {
a_2655[u32(1)] = l_2657;
}
let l_2668 = a_2655[u32(1)];
let l_2669 = l_2658 > l_2668;
if l_2669 {
a_2655[u32(1)] = l_2658;
}
let l_2670 = a_2655[u32(1)];
let l_2671 = l_2659 > l_2670;
if l_2671 {
a_2655[u32(1)] = l_2659;
}
let l_2672 = a_2655[u32(0)];
let l_2673 = abs(l_2672);
let l_2674 = l_2673 * l_mut_57;
let l_2675 = a_2655[u32(1)];
let l_2676 = abs(l_2675);
let l_2677 = l_2676 * l_mut_57;
l_mut_443 = u32(2);
let l_2678 = a_2655[u32(0)];
let l_2679 = l_2678 - l_2674;
let l_2680 = abs(l_2679);
l_mut_2512 = f64(1.401298464324817e-45);
let l_2681 = l_2680 >= f64(1.1754943508222875e-38);
let l_2682 = l_2680 <= f64(1.7976931348623157e308);
let l_2683 = l_2681 && l_2682;
if l_2683 {
let l_2684 = bitcast<u64>(l_2680);
let l_2685 = l_2684 >> u32(bitcast<u64>(u64(52)));
let l_2686 = l_2685 - u64(23);
let l_2687 = l_2686 << u32(bitcast<u64>(u64(52)));
let l_2688 = bitcast<f64>(l_2687);
l_mut_2512 = l_2688;
}
let l_2689 = l_2678 + l_2674;
let l_2690 = abs(l_2689);
l_mut_2258 = f64(1.401298464324817e-45);
let l_2691 = l_2690 >= f64(1.1754943508222875e-38);
let l_2692 = l_2690 <= f64(1.7976931348623157e308);
let l_2693 = l_2691 && l_2692;
if l_2693 {
let l_2694 = bitcast<u64>(l_2690);
let l_2695 = l_2694 >> u32(bitcast<u64>(u64(52)));
let l_2696 = l_2695 - u64(23);
let l_2697 = l_2696 << u32(bitcast<u64>(u64(52)));
let l_2698 = bitcast<f64>(l_2697);
l_mut_2258 = l_2698;
}
let l_2699 = l_mut_2512 == l_mut_2258;
let l_2700 = a_2655[u32(1)];
let l_2701 = l_2700 - l_2677;
let l_2702 = abs(l_2701);
l_mut_2512 = f64(1.401298464324817e-45);
let l_2703 = l_2702 >= f64(1.1754943508222875e-38);
let l_2704 = l_2702 <= f64(1.7976931348623157e308);
let l_2705 = l_2703 && l_2704;
if l_2705 {
let l_2706 = bitcast<u64>(l_2702);
let l_2707 = l_2706 >> u32(bitcast<u64>(u64(52)));
let l_2708 = l_2707 - u64(23);
let l_2709 = l_2708 << u32(bitcast<u64>(u64(52)));
let l_2710 = bitcast<f64>(l_2709);
l_mut_2512 = l_2710;
}
let l_2711 = l_2700 + l_2677;
let l_2712 = abs(l_2711);
l_mut_2258 = f64(1.401298464324817e-45);
let l_2713 = l_2712 >= f64(1.1754943508222875e-38);
let l_2714 = l_2712 <= f64(1.7976931348623157e308);
let l_2715 = l_2713 && l_2714;
if l_2715 {
let l_2716 = bitcast<u64>(l_2712);
let l_2717 = l_2716 >> u32(bitcast<u64>(u64(52)));
let l_2718 = l_2717 - u64(23);
let l_2719 = l_2718 << u32(bitcast<u64>(u64(52)));
let l_2720 = bitcast<f64>(l_2719);
l_mut_2258 = l_2720;
}
let l_2721 = l_mut_2512 == l_mut_2258;
let l_2722 = l_2699 && l_2721;
if l_2722 {
let l_2723 = a_2655[u32(0)];
let l_2724 = a_2655[u32(0)];
let l_2725 = abs(l_2724);
l_mut_2512 = f64(1.401298464324817e-45);
let l_2726 = l_2725 >= f64(1.1754943508222875e-38);
let l_2727 = l_2725 <= f64(1.7976931348623157e308);
let l_2728 = l_2726 && l_2727;
if l_2728 {
let l_2729 = bitcast<u64>(l_2725);
let l_2730 = l_2729 >> u32(bitcast<u64>(u64(52)));
let l_2731 = l_2730 - u64(23);
let l_2732 = l_2731 << u32(bitcast<u64>(u64(52)));
let l_2733 = bitcast<f64>(l_2732);
l_mut_2512 = l_2733;
}
let l_2734 = l_418 * l_mut_2512;
let l_2735 = l_2723 - l_2734;
let l_2736 = a_2655[u32(1)];
let l_2737 = a_2655[u32(1)];
let l_2738 = abs(l_2737);
l_mut_2512 = f64(1.401298464324817e-45);
let l_2739 = l_2738 >= f64(1.1754943508222875e-38);
let l_2740 = l_2738 <= f64(1.7976931348623157e308);
let l_2741 = l_2739 && l_2740;
if l_2741 {
let l_2742 = bitcast<u64>(l_2738);
let l_2743 = l_2742 >> u32(bitcast<u64>(u64(52)));
let l_2744 = l_2743 - u64(23);
let l_2745 = l_2744 << u32(bitcast<u64>(u64(52)));
let l_2746 = bitcast<f64>(l_2745);
l_mut_2512 = l_2746;
}
let l_2747 = l_418 * l_mut_2512;
let l_2748 = l_2736 + l_2747;
let l_2749 = bitcast<u32>(l_mut_25);
let l_2750 = l_2749 & u32(2147483647);
let l_2751 = bitcast<f32>(l_2750);
let l_2752 = f64(l_2751);
l_mut_2512 = l_2752;
let l_2753 = l_2750 < u32(8388608);
if l_2753 {
let l_2754 = f64(l_2750);
let l_2755 = l_2754 * f64(1.401298464324817e-45);
l_mut_2512 = l_2755;
}
let l_2756 = bitcast<u64>(l_mut_2512);
let l_2757 = l_2749 >> u32(31);
let l_2758 = u64(l_2757);
let l_2759 = l_2758 << u32(bitcast<u64>(u64(63)));
let l_2760 = l_2756 | l_2759;
let l_2761 = bitcast<f64>(l_2760);
let l_2762 = bitcast<u32>(l_mut_25);
let l_2763 = l_2762 + u32(1);
l_mut_2764 = l_2763;
let l_2765 = l_2762 & u32(2147483647);
let l_2766 = l_2765 == u32(0);
if l_2766 {
l_mut_2764 = u32(1);
} else {
let l_2767 = l_2762 & u32(2147483648);
let l_2768 = l_2767 != u32(0);
if l_2768 {
let l_2769 = l_2762 - u32(1);
l_mut_2764 = l_2769;
} else {
let l_2770 = l_2762 == u32(2139095040);
if l_2770 {
l_mut_2764 = l_2762;
}
}
}
let l_2771 = bitcast<f32>(l_mut_2764);
let l_2772 = bitcast<u32>(l_2771);
let l_2773 = l_2772 & u32(2147483647);
let l_2774 = bitcast<f32>(l_2773);
let l_2775 = f64(l_2774);
l_mut_2512 = l_2775;
let l_2776 = l_2773 < u32(8388608);
if l_2776 {
let l_2777 = f64(l_2773);
let l_2778 = l_2777 * f64(1.401298464324817e-45);
l_mut_2512 = l_2778;
}
let l_2779 = bitcast<u64>(l_mut_2512);
let l_2780 = l_2772 >> u32(31);
let l_2781 = u64(l_2780);
let l_2782 = l_2781 << u32(bitcast<u64>(u64(63)));
let l_2783 = l_2779 | l_2782;
let l_2784 = bitcast<f64>(l_2783);
let l_2785 = bitcast<u32>(l_mut_25);
let l_2786 = l_2785 ^ u32(2147483648);
let l_2787 = bitcast<f32>(l_2786);
let l_2788 = bitcast<u32>(l_2787);
let l_2789 = l_2788 + u32(1);
l_mut_2764 = l_2789;
let l_2790 = l_2788 & u32(2147483647);
let l_2791 = l_2790 == u32(0);
if l_2791 {
l_mut_2764 = u32(1);
} else {
let l_2792 = l_2788 & u32(2147483648);
let l_2793 = l_2792 != u32(0);
if l_2793 {
let l_2794 = l_2788 - u32(1);
l_mut_2764 = l_2794;
} else {
let l_2795 = l_2788 == u32(2139095040);
if l_2795 {
l_mut_2764 = l_2788;
}
}
}
let l_2796 = bitcast<f32>(l_mut_2764);
let l_2797 = bitcast<u32>(l_2796);
let l_2798 = l_2797 ^ u32(2147483648);
let l_2799 = bitcast<f32>(l_2798);
let l_2800 = bitcast<u32>(l_2799);
let l_2801 = l_2800 & u32(2147483647);
let l_2802 = bitcast<f32>(l_2801);
let l_2803 = f64(l_2802);
l_mut_2512 = l_2803;
let l_2804 = l_2801 < u32(8388608);
if l_2804 {
let l_2805 = f64(l_2801);
let l_2806 = l_2805 * f64(1.401298464324817e-45);
l_mut_2512 = l_2806;
}
let l_2807 = bitcast<u64>(l_mut_2512);
let l_2808 = l_2800 >> u32(31);
let l_2809 = u64(l_2808);
let l_2810 = l_2809 << u32(bitcast<u64>(u64(63)));
let l_2811 = l_2807 | l_2810;
let l_2812 = bitcast<f64>(l_2811);
let l_2813 = l_2735 + l_2674;
let l_2814 = l_2813 <= l_2761;
l_mut_544 = l_2814;
let l_2815 = l_2735 - l_2674;
let l_2816 = l_2815 > l_2761;
l_mut_541 = l_2816;
let l_2817 = l_2748 - l_2677;
let l_2818 = l_2817 >= l_2761;
l_mut_538 = l_2818;
let l_2819 = l_2748 + l_2677;
let l_2820 = l_2819 < l_2761;
l_mut_535 = l_2820;
let l_2821 = l_2735 + l_2674;
let l_2822 = l_2821 < l_2784;
l_mut_544 = l_2822;
let l_2823 = l_2735 - l_2674;
let l_2824 = l_2823 >= l_2784;
l_mut_541 = l_2824;
let l_2825 = l_2748 - l_2677;
let l_2826 = l_2825 > l_2812;
l_mut_538 = l_2826;
let l_2827 = l_2748 + l_2677;
let l_2828 = l_2827 <= l_2812;
l_mut_535 = l_2828;
l_mut_2764 = u32(2);
let l_2829 = l_mut_541 || l_mut_535;
if l_2829 {
l_mut_2764 = u32(1);
} else {
let l_2830 = l_mut_544 && l_mut_538;
if l_2830 {
l_mut_2764 = u32(0);
}
}
let l_2831 = bitcast<u32>(l_mut_25);
let l_2832 = l_2831 & u32(2147483647);
let l_2833 = l_2832 == u32(0);
if l_2833 {
let l_2834 = l_2735 + l_2674;
let l_2835 = l_2834 < f64(1.1754943508222875e-38);
let l_2836 = l_2748 - l_2677;
let l_2837 = l_2836 > f64(-1.1754943508222875e-38);
let l_2838 = l_2835 && l_2837;
let l_2839 = l_2735 - l_2674;
let l_2840 = l_2839 < f64(1.1754943508222875e-38);
let l_2841 = l_2748 + l_2677;
let l_2842 = l_2841 > f64(-1.1754943508222875e-38);
let l_2843 = l_2840 && l_2842;
if l_2838 {
l_mut_2764 = u32(0);
} else {
let l_2844 = l_mut_2764 == u32(1);
let l_2845 = l_2843 && l_2844;
if l_2845 {
l_mut_2764 = u32(2);
}
}
}
l_mut_443 = l_mut_2764;
}
}
let l_2846 = l_mut_251 - l_415;
let l_2847 = abs(l_2846);
let l_2848 = l_2847 * f64(2.220446049250313e-16);
let l_2849 = l_1627 + l_2848;
let l_2850 = l_2846 + l_2849;
let l_2851 = -l_2850;
let l_2852 = l_2851 * f64(7.1362384635298e44);
let l_2853 = floor(l_2852);
let l_2854 = l_2853 * f64(1.401298464324817e-45);
l_mut_2512 = l_2854;
let l_2855 = abs(l_2851);
let l_2856 = l_2855 >= f64(1.1754943508222875e-38);
if l_2856 {
let l_2857 = f32(l_2851);
let l_2858 = f64(l_2857);
l_mut_2512 = l_2858;
let l_2859 = l_mut_2512 > l_2851;
if l_2859 {
let l_2860 = bitcast<u32>(l_2857);
let l_2861 = l_2860 ^ u32(2147483648);
let l_2862 = bitcast<f32>(l_2861);
let l_2863 = bitcast<u32>(l_2862);
let l_2864 = l_2863 + u32(1);
l_mut_2764 = l_2864;
let l_2865 = l_2863 & u32(2147483647);
let l_2866 = l_2865 == u32(0);
if l_2866 {
l_mut_2764 = u32(1);
} else {
let l_2867 = l_2863 & u32(2147483648);
let l_2868 = l_2867 != u32(0);
if l_2868 {
let l_2869 = l_2863 - u32(1);
l_mut_2764 = l_2869;
} else {
let l_2870 = l_2863 == u32(2139095040);
if l_2870 {
l_mut_2764 = l_2863;
}
}
}
let l_2871 = bitcast<f32>(l_mut_2764);
let l_2872 = bitcast<u32>(l_2871);
let l_2873 = l_2872 ^ u32(2147483648);
let l_2874 = bitcast<f32>(l_2873);
let l_2875 = bitcast<u32>(l_2874);
let l_2876 = l_2875 & u32(2147483647);
let l_2877 = bitcast<f32>(l_2876);
let l_2878 = f64(l_2877);
l_mut_2258 = l_2878;
let l_2879 = l_2876 < u32(8388608);
if l_2879 {
let l_2880 = f64(l_2876);
let l_2881 = l_2880 * f64(1.401298464324817e-45);
l_mut_2258 = l_2881;
}
let l_2882 = bitcast<u64>(l_mut_2258);
let l_2883 = l_2875 >> u32(31);
let l_2884 = u64(l_2883);
let l_2885 = l_2884 << u32(bitcast<u64>(u64(63)));
let l_2886 = l_2882 | l_2885;
let l_2887 = bitcast<f64>(l_2886);
l_mut_2512 = l_2887;
} else {
let l_2888 = bitcast<u32>(l_2857);
let l_2889 = l_2888 + u32(1);
l_mut_2764 = l_2889;
let l_2890 = l_2888 & u32(2147483647);
let l_2891 = l_2890 == u32(0);
if l_2891 {
l_mut_2764 = u32(1);
} else {
let l_2892 = l_2888 & u32(2147483648);
let l_2893 = l_2892 != u32(0);
if l_2893 {
let l_2894 = l_2888 - u32(1);
l_mut_2764 = l_2894;
} else {
let l_2895 = l_2888 == u32(2139095040);
if l_2895 {
l_mut_2764 = l_2888;
}
}
}
let l_2896 = bitcast<f32>(l_mut_2764);
let l_2897 = bitcast<u32>(l_2896);
let l_2898 = l_2897 & u32(2147483647);
let l_2899 = bitcast<f32>(l_2898);
let l_2900 = f64(l_2899);
l_mut_2258 = l_2900;
let l_2901 = l_2898 < u32(8388608);
if l_2901 {
let l_2902 = f64(l_2898);
let l_2903 = l_2902 * f64(1.401298464324817e-45);
l_mut_2258 = l_2903;
}
let l_2904 = bitcast<u64>(l_mut_2258);
let l_2905 = l_2897 >> u32(31);
let l_2906 = u64(l_2905);
let l_2907 = l_2906 << u32(bitcast<u64>(u64(63)));
let l_2908 = l_2904 | l_2907;
let l_2909 = bitcast<f64>(l_2908);
let l_2910 = l_2909 <= l_2851;
if l_2910 {
let l_2911 = bitcast<u32>(l_2857);
let l_2912 = l_2911 + u32(1);
l_mut_2764 = l_2912;
let l_2913 = l_2911 & u32(2147483647);
let l_2914 = l_2913 == u32(0);
if l_2914 {
l_mut_2764 = u32(1);
} else {
let l_2915 = l_2911 & u32(2147483648);
let l_2916 = l_2915 != u32(0);
if l_2916 {
let l_2917 = l_2911 - u32(1);
l_mut_2764 = l_2917;
} else {
let l_2918 = l_2911 == u32(2139095040);
if l_2918 {
l_mut_2764 = l_2911;
}
}
}
let l_2919 = bitcast<f32>(l_mut_2764);
let l_2920 = bitcast<u32>(l_2919);
let l_2921 = l_2920 & u32(2147483647);
let l_2922 = bitcast<f32>(l_2921);
let l_2923 = f64(l_2922);
l_mut_2258 = l_2923;
let l_2924 = l_2921 < u32(8388608);
if l_2924 {
let l_2925 = f64(l_2921);
let l_2926 = l_2925 * f64(1.401298464324817e-45);
l_mut_2258 = l_2926;
}
let l_2927 = bitcast<u64>(l_mut_2258);
let l_2928 = l_2920 >> u32(31);
let l_2929 = u64(l_2928);
let l_2930 = l_2929 << u32(bitcast<u64>(u64(63)));
let l_2931 = l_2927 | l_2930;
let l_2932 = bitcast<f64>(l_2931);
l_mut_2512 = l_2932;
}
}
}
let l_2933 = -l_mut_2512;
l_mut_2512 = l_2933;
let l_2934 = bool(true) && bool(false);
if l_2934 {
let l_2935 = l_2846 + l_2849;
let l_2936 = l_2935 * f64(7.1362384635298e44);
let l_2937 = floor(l_2936);
let l_2938 = l_2937 * f64(1.401298464324817e-45);
l_mut_2258 = l_2938;
let l_2939 = abs(l_2935);
let l_2940 = l_2939 >= f64(1.1754943508222875e-38);
if l_2940 {
let l_2941 = f32(l_2935);
let l_2942 = f64(l_2941);
l_mut_2258 = l_2942;
let l_2943 = l_mut_2258 > l_2935;
if l_2943 {
let l_2944 = bitcast<u32>(l_2941);
let l_2945 = l_2944 ^ u32(2147483648);
let l_2946 = bitcast<f32>(l_2945);
let l_2947 = bitcast<u32>(l_2946);
let l_2948 = l_2947 + u32(1);
l_mut_2764 = l_2948;
let l_2949 = l_2947 & u32(2147483647);
let l_2950 = l_2949 == u32(0);
if l_2950 {
l_mut_2764 = u32(1);
} else {
let l_2951 = l_2947 & u32(2147483648);
let l_2952 = l_2951 != u32(0);
if l_2952 {
let l_2953 = l_2947 - u32(1);
l_mut_2764 = l_2953;
} else {
let l_2954 = l_2947 == u32(2139095040);
if l_2954 {
l_mut_2764 = l_2947;
}
}
}
let l_2955 = bitcast<f32>(l_mut_2764);
let l_2956 = bitcast<u32>(l_2955);
let l_2957 = l_2956 ^ u32(2147483648);
let l_2958 = bitcast<f32>(l_2957);
let l_2959 = bitcast<u32>(l_2958);
let l_2960 = l_2959 & u32(2147483647);
let l_2961 = bitcast<f32>(l_2960);
let l_2962 = f64(l_2961);
l_mut_2002 = l_2962;
let l_2963 = l_2960 < u32(8388608);
if l_2963 {
let l_2964 = f64(l_2960);
let l_2965 = l_2964 * f64(1.401298464324817e-45);
l_mut_2002 = l_2965;
}
let l_2966 = bitcast<u64>(l_mut_2002);
let l_2967 = l_2959 >> u32(31);
let l_2968 = u64(l_2967);
let l_2969 = l_2968 << u32(bitcast<u64>(u64(63)));
let l_2970 = l_2966 | l_2969;
let l_2971 = bitcast<f64>(l_2970);
l_mut_2258 = l_2971;
} else {
let l_2972 = bitcast<u32>(l_2941);
let l_2973 = l_2972 + u32(1);
l_mut_2764 = l_2973;
let l_2974 = l_2972 & u32(2147483647);
let l_2975 = l_2974 == u32(0);
if l_2975 {
l_mut_2764 = u32(1);
} else {
let l_2976 = l_2972 & u32(2147483648);
let l_2977 = l_2976 != u32(0);
if l_2977 {
let l_2978 = l_2972 - u32(1);
l_mut_2764 = l_2978;
} else {
let l_2979 = l_2972 == u32(2139095040);
if l_2979 {
l_mut_2764 = l_2972;
}
}
}
let l_2980 = bitcast<f32>(l_mut_2764);
let l_2981 = bitcast<u32>(l_2980);
let l_2982 = l_2981 & u32(2147483647);
let l_2983 = bitcast<f32>(l_2982);
let l_2984 = f64(l_2983);
l_mut_2002 = l_2984;
let l_2985 = l_2982 < u32(8388608);
if l_2985 {
let l_2986 = f64(l_2982);
let l_2987 = l_2986 * f64(1.401298464324817e-45);
l_mut_2002 = l_2987;
}
let l_2988 = bitcast<u64>(l_mut_2002);
let l_2989 = l_2981 >> u32(31);
let l_2990 = u64(l_2989);
let l_2991 = l_2990 << u32(bitcast<u64>(u64(63)));
let l_2992 = l_2988 | l_2991;
let l_2993 = bitcast<f64>(l_2992);
let l_2994 = l_2993 <= l_2935;
if l_2994 {
let l_2995 = bitcast<u32>(l_2941);
let l_2996 = l_2995 + u32(1);
l_mut_2764 = l_2996;
let l_2997 = l_2995 & u32(2147483647);
let l_2998 = l_2997 == u32(0);
if l_2998 {
l_mut_2764 = u32(1);
} else {
let l_2999 = l_2995 & u32(2147483648);
let l_3000 = l_2999 != u32(0);
if l_3000 {
let l_3001 = l_2995 - u32(1);
l_mut_2764 = l_3001;
} else {
let l_3002 = l_2995 == u32(2139095040);
if l_3002 {
l_mut_2764 = l_2995;
}
}
}
let l_3003 = bitcast<f32>(l_mut_2764);
let l_3004 = bitcast<u32>(l_3003);
let l_3005 = l_3004 & u32(2147483647);
let l_3006 = bitcast<f32>(l_3005);
let l_3007 = f64(l_3006);
l_mut_2002 = l_3007;
let l_3008 = l_3005 < u32(8388608);
if l_3008 {
let l_3009 = f64(l_3005);
let l_3010 = l_3009 * f64(1.401298464324817e-45);
l_mut_2002 = l_3010;
}
let l_3011 = bitcast<u64>(l_mut_2002);
let l_3012 = l_3004 >> u32(31);
let l_3013 = u64(l_3012);
let l_3014 = l_3013 << u32(bitcast<u64>(u64(63)));
let l_3015 = l_3011 | l_3014;
let l_3016 = bitcast<f64>(l_3015);
l_mut_2258 = l_3016;
}
}
}
l_mut_2512 = l_mut_2258;
} else {
let l_3017 = l_2846 - l_2849;
let l_3018 = l_3017 * f64(7.1362384635298e44);
let l_3019 = floor(l_3018);
let l_3020 = l_3019 * f64(1.401298464324817e-45);
l_mut_2258 = l_3020;
let l_3021 = abs(l_3017);
let l_3022 = l_3021 >= f64(1.1754943508222875e-38);
if l_3022 {
let l_3023 = f32(l_3017);
let l_3024 = f64(l_3023);
l_mut_2258 = l_3024;
let l_3025 = l_mut_2258 > l_3017;
if l_3025 {
let l_3026 = bitcast<u32>(l_3023);
let l_3027 = l_3026 ^ u32(2147483648);
let l_3028 = bitcast<f32>(l_3027);
let l_3029 = bitcast<u32>(l_3028);
let l_3030 = l_3029 + u32(1);
l_mut_2764 = l_3030;
let l_3031 = l_3029 & u32(2147483647);
let l_3032 = l_3031 == u32(0);
if l_3032 {
l_mut_2764 = u32(1);
} else {
let l_3033 = l_3029 & u32(2147483648);
let l_3034 = l_3033 != u32(0);
if l_3034 {
let l_3035 = l_3029 - u32(1);
l_mut_2764 = l_3035;
} else {
let l_3036 = l_3029 == u32(2139095040);
if l_3036 {
l_mut_2764 = l_3029;
}
}
}
let l_3037 = bitcast<f32>(l_mut_2764);
let l_3038 = bitcast<u32>(l_3037);
let l_3039 = l_3038 ^ u32(2147483648);
let l_3040 = bitcast<f32>(l_3039);
let l_3041 = bitcast<u32>(l_3040);
let l_3042 = l_3041 & u32(2147483647);
let l_3043 = bitcast<f32>(l_3042);
let l_3044 = f64(l_3043);
l_mut_2002 = l_3044;
let l_3045 = l_3042 < u32(8388608);
if l_3045 {
let l_3046 = f64(l_3042);
let l_3047 = l_3046 * f64(1.401298464324817e-45);
l_mut_2002 = l_3047;
}
let l_3048 = bitcast<u64>(l_mut_2002);
let l_3049 = l_3041 >> u32(31);
let l_3050 = u64(l_3049);
let l_3051 = l_3050 << u32(bitcast<u64>(u64(63)));
let l_3052 = l_3048 | l_3051;
let l_3053 = bitcast<f64>(l_3052);
l_mut_2258 = l_3053;
} else {
let l_3054 = bitcast<u32>(l_3023);
let l_3055 = l_3054 + u32(1);
l_mut_2764 = l_3055;
let l_3056 = l_3054 & u32(2147483647);
let l_3057 = l_3056 == u32(0);
if l_3057 {
l_mut_2764 = u32(1);
} else {
let l_3058 = l_3054 & u32(2147483648);
let l_3059 = l_3058 != u32(0);
if l_3059 {
let l_3060 = l_3054 - u32(1);
l_mut_2764 = l_3060;
} else {
let l_3061 = l_3054 == u32(2139095040);
if l_3061 {
l_mut_2764 = l_3054;
}
}
}
let l_3062 = bitcast<f32>(l_mut_2764);
let l_3063 = bitcast<u32>(l_3062);
let l_3064 = l_3063 & u32(2147483647);
let l_3065 = bitcast<f32>(l_3064);
let l_3066 = f64(l_3065);
l_mut_2002 = l_3066;
let l_3067 = l_3064 < u32(8388608);
if l_3067 {
let l_3068 = f64(l_3064);
let l_3069 = l_3068 * f64(1.401298464324817e-45);
l_mut_2002 = l_3069;
}
let l_3070 = bitcast<u64>(l_mut_2002);
let l_3071 = l_3063 >> u32(31);
let l_3072 = u64(l_3071);
let l_3073 = l_3072 << u32(bitcast<u64>(u64(63)));
let l_3074 = l_3070 | l_3073;
let l_3075 = bitcast<f64>(l_3074);
let l_3076 = l_3075 <= l_3017;
if l_3076 {
let l_3077 = bitcast<u32>(l_3023);
let l_3078 = l_3077 + u32(1);
l_mut_2764 = l_3078;
let l_3079 = l_3077 & u32(2147483647);
let l_3080 = l_3079 == u32(0);
if l_3080 {
l_mut_2764 = u32(1);
} else {
let l_3081 = l_3077 & u32(2147483648);
let l_3082 = l_3081 != u32(0);
if l_3082 {
let l_3083 = l_3077 - u32(1);
l_mut_2764 = l_3083;
} else {
let l_3084 = l_3077 == u32(2139095040);
if l_3084 {
l_mut_2764 = l_3077;
}
}
}
let l_3085 = bitcast<f32>(l_mut_2764);
let l_3086 = bitcast<u32>(l_3085);
let l_3087 = l_3086 & u32(2147483647);
let l_3088 = bitcast<f32>(l_3087);
let l_3089 = f64(l_3088);
l_mut_2002 = l_3089;
let l_3090 = l_3087 < u32(8388608);
if l_3090 {
let l_3091 = f64(l_3087);
let l_3092 = l_3091 * f64(1.401298464324817e-45);
l_mut_2002 = l_3092;
}
let l_3093 = bitcast<u64>(l_mut_2002);
let l_3094 = l_3086 >> u32(31);
let l_3095 = u64(l_3094);
let l_3096 = l_3095 << u32(bitcast<u64>(u64(63)));
let l_3097 = l_3093 | l_3096;
let l_3098 = bitcast<f64>(l_3097);
l_mut_2258 = l_3098;
}
}
}
l_mut_2512 = l_mut_2258;
}
let l_3099 = l_mut_251 + l_415;
let l_3100 = abs(l_3099);
let l_3101 = l_3100 * f64(2.220446049250313e-16);
let l_3102 = l_1627 + l_3101;
let l_3103 = l_3099 + l_3102;
let l_3104 = -l_3103;
let l_3105 = l_3104 * f64(7.1362384635298e44);
let l_3106 = floor(l_3105);
let l_3107 = l_3106 * f64(1.401298464324817e-45);
l_mut_2258 = l_3107;
let l_3108 = abs(l_3104);
let l_3109 = l_3108 >= f64(1.1754943508222875e-38);
if l_3109 {
let l_3110 = f32(l_3104);
let l_3111 = f64(l_3110);
l_mut_2258 = l_3111;
let l_3112 = l_mut_2258 > l_3104;
if l_3112 {
let l_3113 = bitcast<u32>(l_3110);
let l_3114 = l_3113 ^ u32(2147483648);
let l_3115 = bitcast<f32>(l_3114);
let l_3116 = bitcast<u32>(l_3115);
let l_3117 = l_3116 + u32(1);
l_mut_2764 = l_3117;
let l_3118 = l_3116 & u32(2147483647);
let l_3119 = l_3118 == u32(0);
if l_3119 {
l_mut_2764 = u32(1);
} else {
let l_3120 = l_3116 & u32(2147483648);
let l_3121 = l_3120 != u32(0);
if l_3121 {
let l_3122 = l_3116 - u32(1);
l_mut_2764 = l_3122;
} else {
let l_3123 = l_3116 == u32(2139095040);
if l_3123 {
l_mut_2764 = l_3116;
}
}
}
let l_3124 = bitcast<f32>(l_mut_2764);
let l_3125 = bitcast<u32>(l_3124);
let l_3126 = l_3125 ^ u32(2147483648);
let l_3127 = bitcast<f32>(l_3126);
let l_3128 = bitcast<u32>(l_3127);
let l_3129 = l_3128 & u32(2147483647);
let l_3130 = bitcast<f32>(l_3129);
let l_3131 = f64(l_3130);
l_mut_2002 = l_3131;
let l_3132 = l_3129 < u32(8388608);
if l_3132 {
let l_3133 = f64(l_3129);
let l_3134 = l_3133 * f64(1.401298464324817e-45);
l_mut_2002 = l_3134;
}
let l_3135 = bitcast<u64>(l_mut_2002);
let l_3136 = l_3128 >> u32(31);
let l_3137 = u64(l_3136);
let l_3138 = l_3137 << u32(bitcast<u64>(u64(63)));
let l_3139 = l_3135 | l_3138;
let l_3140 = bitcast<f64>(l_3139);
l_mut_2258 = l_3140;
} else {
let l_3141 = bitcast<u32>(l_3110);
let l_3142 = l_3141 + u32(1);
l_mut_2764 = l_3142;
let l_3143 = l_3141 & u32(2147483647);
let l_3144 = l_3143 == u32(0);
if l_3144 {
l_mut_2764 = u32(1);
} else {
let l_3145 = l_3141 & u32(2147483648);
let l_3146 = l_3145 != u32(0);
if l_3146 {
let l_3147 = l_3141 - u32(1);
l_mut_2764 = l_3147;
} else {
let l_3148 = l_3141 == u32(2139095040);
if l_3148 {
l_mut_2764 = l_3141;
}
}
}
let l_3149 = bitcast<f32>(l_mut_2764);
let l_3150 = bitcast<u32>(l_3149);
let l_3151 = l_3150 & u32(2147483647);
let l_3152 = bitcast<f32>(l_3151);
let l_3153 = f64(l_3152);
l_mut_2002 = l_3153;
let l_3154 = l_3151 < u32(8388608);
if l_3154 {
let l_3155 = f64(l_3151);
let l_3156 = l_3155 * f64(1.401298464324817e-45);
l_mut_2002 = l_3156;
}
let l_3157 = bitcast<u64>(l_mut_2002);
let l_3158 = l_3150 >> u32(31);
let l_3159 = u64(l_3158);
let l_3160 = l_3159 << u32(bitcast<u64>(u64(63)));
let l_3161 = l_3157 | l_3160;
let l_3162 = bitcast<f64>(l_3161);
let l_3163 = l_3162 <= l_3104;
if l_3163 {
let l_3164 = bitcast<u32>(l_3110);
let l_3165 = l_3164 + u32(1);
l_mut_2764 = l_3165;
let l_3166 = l_3164 & u32(2147483647);
let l_3167 = l_3166 == u32(0);
if l_3167 {
l_mut_2764 = u32(1);
} else {
let l_3168 = l_3164 & u32(2147483648);
let l_3169 = l_3168 != u32(0);
if l_3169 {
let l_3170 = l_3164 - u32(1);
l_mut_2764 = l_3170;
} else {
let l_3171 = l_3164 == u32(2139095040);
if l_3171 {
l_mut_2764 = l_3164;
}
}
}
let l_3172 = bitcast<f32>(l_mut_2764);
let l_3173 = bitcast<u32>(l_3172);
let l_3174 = l_3173 & u32(2147483647);
let l_3175 = bitcast<f32>(l_3174);
let l_3176 = f64(l_3175);
l_mut_2002 = l_3176;
let l_3177 = l_3174 < u32(8388608);
if l_3177 {
let l_3178 = f64(l_3174);
let l_3179 = l_3178 * f64(1.401298464324817e-45);
l_mut_2002 = l_3179;
}
let l_3180 = bitcast<u64>(l_mut_2002);
let l_3181 = l_3173 >> u32(31);
let l_3182 = u64(l_3181);
let l_3183 = l_3182 << u32(bitcast<u64>(u64(63)));
let l_3184 = l_3180 | l_3183;
let l_3185 = bitcast<f64>(l_3184);
l_mut_2258 = l_3185;
}
}
}
let l_3186 = -l_mut_2258;
l_mut_2258 = l_3186;
let l_3187 = bool(false) && bool(false);
if l_3187 {
let l_3188 = l_3099 + l_3102;
let l_3189 = l_3188 * f64(7.1362384635298e44);
let l_3190 = floor(l_3189);
let l_3191 = l_3190 * f64(1.401298464324817e-45);
l_mut_2002 = l_3191;
let l_3192 = abs(l_3188);
let l_3193 = l_3192 >= f64(1.1754943508222875e-38);
if l_3193 {
let l_3194 = f32(l_3188);
let l_3195 = f64(l_3194);
l_mut_2002 = l_3195;
let l_3196 = l_mut_2002 > l_3188;
if l_3196 {
let l_3197 = bitcast<u32>(l_3194);
let l_3198 = l_3197 ^ u32(2147483648);
let l_3199 = bitcast<f32>(l_3198);
let l_3200 = bitcast<u32>(l_3199);
let l_3201 = l_3200 + u32(1);
l_mut_2764 = l_3201;
let l_3202 = l_3200 & u32(2147483647);
let l_3203 = l_3202 == u32(0);
if l_3203 {
l_mut_2764 = u32(1);
} else {
let l_3204 = l_3200 & u32(2147483648);
let l_3205 = l_3204 != u32(0);
if l_3205 {
let l_3206 = l_3200 - u32(1);
l_mut_2764 = l_3206;
} else {
let l_3207 = l_3200 == u32(2139095040);
if l_3207 {
l_mut_2764 = l_3200;
}
}
}
let l_3208 = bitcast<f32>(l_mut_2764);
let l_3209 = bitcast<u32>(l_3208);
let l_3210 = l_3209 ^ u32(2147483648);
let l_3211 = bitcast<f32>(l_3210);
let l_3212 = bitcast<u32>(l_3211);
let l_3213 = l_3212 & u32(2147483647);
let l_3214 = bitcast<f32>(l_3213);
let l_3215 = f64(l_3214);
l_mut_1748 = l_3215;
let l_3216 = l_3213 < u32(8388608);
if l_3216 {
let l_3217 = f64(l_3213);
let l_3218 = l_3217 * f64(1.401298464324817e-45);
l_mut_1748 = l_3218;
}
let l_3219 = bitcast<u64>(l_mut_1748);
let l_3220 = l_3212 >> u32(31);
let l_3221 = u64(l_3220);
let l_3222 = l_3221 << u32(bitcast<u64>(u64(63)));
let l_3223 = l_3219 | l_3222;
let l_3224 = bitcast<f64>(l_3223);
l_mut_2002 = l_3224;
} else {
let l_3225 = bitcast<u32>(l_3194);
let l_3226 = l_3225 + u32(1);
l_mut_2764 = l_3226;
let l_3227 = l_3225 & u32(2147483647);
let l_3228 = l_3227 == u32(0);
if l_3228 {
l_mut_2764 = u32(1);
} else {
let l_3229 = l_3225 & u32(2147483648);
let l_3230 = l_3229 != u32(0);
if l_3230 {
let l_3231 = l_3225 - u32(1);
l_mut_2764 = l_3231;
} else {
let l_3232 = l_3225 == u32(2139095040);
if l_3232 {
l_mut_2764 = l_3225;
}
}
}
let l_3233 = bitcast<f32>(l_mut_2764);
let l_3234 = bitcast<u32>(l_3233);
let l_3235 = l_3234 & u32(2147483647);
let l_3236 = bitcast<f32>(l_3235);
let l_3237 = f64(l_3236);
l_mut_1748 = l_3237;
let l_3238 = l_3235 < u32(8388608);
if l_3238 {
let l_3239 = f64(l_3235);
let l_3240 = l_3239 * f64(1.401298464324817e-45);
l_mut_1748 = l_3240;
}
let l_3241 = bitcast<u64>(l_mut_1748);
let l_3242 = l_3234 >> u32(31);
let l_3243 = u64(l_3242);
let l_3244 = l_3243 << u32(bitcast<u64>(u64(63)));
let l_3245 = l_3241 | l_3244;
let l_3246 = bitcast<f64>(l_3245);
let l_3247 = l_3246 <= l_3188;
if l_3247 {
let l_3248 = bitcast<u32>(l_3194);
let l_3249 = l_3248 + u32(1);
l_mut_2764 = l_3249;
let l_3250 = l_3248 & u32(2147483647);
let l_3251 = l_3250 == u32(0);
if l_3251 {
l_mut_2764 = u32(1);
} else {
let l_3252 = l_3248 & u32(2147483648);
let l_3253 = l_3252 != u32(0);
if l_3253 {
let l_3254 = l_3248 - u32(1);
l_mut_2764 = l_3254;
} else {
let l_3255 = l_3248 == u32(2139095040);
if l_3255 {
l_mut_2764 = l_3248;
}
}
}
let l_3256 = bitcast<f32>(l_mut_2764);
let l_3257 = bitcast<u32>(l_3256);
let l_3258 = l_3257 & u32(2147483647);
let l_3259 = bitcast<f32>(l_3258);
let l_3260 = f64(l_3259);
l_mut_1748 = l_3260;
let l_3261 = l_3258 < u32(8388608);
if l_3261 {
let l_3262 = f64(l_3258);
let l_3263 = l_3262 * f64(1.401298464324817e-45);
l_mut_1748 = l_3263;
}
let l_3264 = bitcast<u64>(l_mut_1748);
let l_3265 = l_3257 >> u32(31);
let l_3266 = u64(l_3265);
let l_3267 = l_3266 << u32(bitcast<u64>(u64(63)));
let l_3268 = l_3264 | l_3267;
let l_3269 = bitcast<f64>(l_3268);
l_mut_2002 = l_3269;
}
}
}
l_mut_2258 = l_mut_2002;
} else {
}
let l_3270 = l_mut_84 - l_415;
let l_3271 = abs(l_3270);
let l_3272 = l_3271 * f64(2.220446049250313e-16);
let l_3273 = l_1629 + l_3272;
let l_3274 = l_3270 + l_3273;
let l_3275 = -l_3274;
let l_3276 = l_3275 * f64(7.1362384635298e44);
let l_3277 = floor(l_3276);
let l_3278 = l_3277 * f64(1.401298464324817e-45);
l_mut_2002 = l_3278;
let l_3279 = abs(l_3275);
let l_3280 = l_3279 >= f64(1.1754943508222875e-38);
if l_3280 {
let l_3281 = f32(l_3275);
let l_3282 = f64(l_3281);
l_mut_2002 = l_3282;
let l_3283 = l_mut_2002 > l_3275;
if l_3283 {
let l_3284 = bitcast<u32>(l_3281);
let l_3285 = l_3284 ^ u32(2147483648);
let l_3286 = bitcast<f32>(l_3285);
let l_3287 = bitcast<u32>(l_3286);
let l_3288 = l_3287 + u32(1);
l_mut_2764 = l_3288;
let l_3289 = l_3287 & u32(2147483647);
let l_3290 = l_3289 == u32(0);
if l_3290 {
l_mut_2764 = u32(1);
} else {
let l_3291 = l_3287 & u32(2147483648);
let l_3292 = l_3291 != u32(0);
if l_3292 {
let l_3293 = l_3287 - u32(1);
l_mut_2764 = l_3293;
} else {
let l_3294 = l_3287 == u32(2139095040);
if l_3294 {
l_mut_2764 = l_3287;
}
}
}
let l_3295 = bitcast<f32>(l_mut_2764);
let l_3296 = bitcast<u32>(l_3295);
let l_3297 = l_3296 ^ u32(2147483648);
let l_3298 = bitcast<f32>(l_3297);
let l_3299 = bitcast<u32>(l_3298);
let l_3300 = l_3299 & u32(2147483647);
let l_3301 = bitcast<f32>(l_3300);
let l_3302 = f64(l_3301);
l_mut_1748 = l_3302;
let l_3303 = l_3300 < u32(8388608);
if l_3303 {
let l_3304 = f64(l_3300);
let l_3305 = l_3304 * f64(1.401298464324817e-45);
l_mut_1748 = l_3305;
}
let l_3306 = bitcast<u64>(l_mut_1748);
let l_3307 = l_3299 >> u32(31);
let l_3308 = u64(l_3307);
let l_3309 = l_3308 << u32(bitcast<u64>(u64(63)));
let l_3310 = l_3306 | l_3309;
let l_3311 = bitcast<f64>(l_3310);
l_mut_2002 = l_3311;
} else {
let l_3312 = bitcast<u32>(l_3281);
let l_3313 = l_3312 + u32(1);
l_mut_2764 = l_3313;
let l_3314 = l_3312 & u32(2147483647);
let l_3315 = l_3314 == u32(0);
if l_3315 {
l_mut_2764 = u32(1);
} else {
let l_3316 = l_3312 & u32(2147483648);
let l_3317 = l_3316 != u32(0);
if l_3317 {
let l_3318 = l_3312 - u32(1);
l_mut_2764 = l_3318;
} else {
let l_3319 = l_3312 == u32(2139095040);
if l_3319 {
l_mut_2764 = l_3312;
}
}
}
let l_3320 = bitcast<f32>(l_mut_2764);
let l_3321 = bitcast<u32>(l_3320);
let l_3322 = l_3321 & u32(2147483647);
let l_3323 = bitcast<f32>(l_3322);
let l_3324 = f64(l_3323);
l_mut_1748 = l_3324;
let l_3325 = l_3322 < u32(8388608);
if l_3325 {
let l_3326 = f64(l_3322);
let l_3327 = l_3326 * f64(1.401298464324817e-45);
l_mut_1748 = l_3327;
}
let l_3328 = bitcast<u64>(l_mut_1748);
let l_3329 = l_3321 >> u32(31);
let l_3330 = u64(l_3329);
let l_3331 = l_3330 << u32(bitcast<u64>(u64(63)));
let l_3332 = l_3328 | l_3331;
let l_3333 = bitcast<f64>(l_3332);
let l_3334 = l_3333 <= l_3275;
if l_3334 {
let l_3335 = bitcast<u32>(l_3281);
let l_3336 = l_3335 + u32(1);
l_mut_2764 = l_3336;
let l_3337 = l_3335 & u32(2147483647);
let l_3338 = l_3337 == u32(0);
if l_3338 {
l_mut_2764 = u32(1);
} else {
let l_3339 = l_3335 & u32(2147483648);
let l_3340 = l_3339 != u32(0);
if l_3340 {
let l_3341 = l_3335 - u32(1);
l_mut_2764 = l_3341;
} else {
let l_3342 = l_3335 == u32(2139095040);
if l_3342 {
l_mut_2764 = l_3335;
}
}
}
let l_3343 = bitcast<f32>(l_mut_2764);
let l_3344 = bitcast<u32>(l_3343);
let l_3345 = l_3344 & u32(2147483647);
let l_3346 = bitcast<f32>(l_3345);
let l_3347 = f64(l_3346);
l_mut_1748 = l_3347;
let l_3348 = l_3345 < u32(8388608);
if l_3348 {
let l_3349 = f64(l_3345);
let l_3350 = l_3349 * f64(1.401298464324817e-45);
l_mut_1748 = l_3350;
}
let l_3351 = bitcast<u64>(l_mut_1748);
let l_3352 = l_3344 >> u32(31);
let l_3353 = u64(l_3352);
let l_3354 = l_3353 << u32(bitcast<u64>(u64(63)));
let l_3355 = l_3351 | l_3354;
let l_3356 = bitcast<f64>(l_3355);
l_mut_2002 = l_3356;
}
}
}
let l_3357 = -l_mut_2002;
l_mut_2002 = l_3357;
let l_3358 = bool(true) && bool(false);
if l_3358 {
let l_3359 = l_3270 + l_3273;
let l_3360 = l_3359 * f64(7.1362384635298e44);
let l_3361 = floor(l_3360);
let l_3362 = l_3361 * f64(1.401298464324817e-45);
l_mut_1748 = l_3362;
let l_3363 = abs(l_3359);
let l_3364 = l_3363 >= f64(1.1754943508222875e-38);
if l_3364 {
let l_3365 = f32(l_3359);
let l_3366 = f64(l_3365);
l_mut_1748 = l_3366;
let l_3367 = l_mut_1748 > l_3359;
if l_3367 {
let l_3368 = bitcast<u32>(l_3365);
let l_3369 = l_3368 ^ u32(2147483648);
let l_3370 = bitcast<f32>(l_3369);
let l_3371 = bitcast<u32>(l_3370);
let l_3372 = l_3371 + u32(1);
l_mut_2764 = l_3372;
let l_3373 = l_3371 & u32(2147483647);
let l_3374 = l_3373 == u32(0);
if l_3374 {
l_mut_2764 = u32(1);
} else {
let l_3375 = l_3371 & u32(2147483648);
let l_3376 = l_3375 != u32(0);
if l_3376 {
let l_3377 = l_3371 - u32(1);
l_mut_2764 = l_3377;
} else {
let l_3378 = l_3371 == u32(2139095040);
if l_3378 {
l_mut_2764 = l_3371;
}
}
}
let l_3379 = bitcast<f32>(l_mut_2764);
let l_3380 = bitcast<u32>(l_3379);
let l_3381 = l_3380 ^ u32(2147483648);
let l_3382 = bitcast<f32>(l_3381);
let l_3383 = bitcast<u32>(l_3382);
let l_3384 = l_3383 & u32(2147483647);
let l_3385 = bitcast<f32>(l_3384);
let l_3386 = f64(l_3385);
l_mut_1663 = l_3386;
let l_3387 = l_3384 < u32(8388608);
if l_3387 {
let l_3388 = f64(l_3384);
let l_3389 = l_3388 * f64(1.401298464324817e-45);
l_mut_1663 = l_3389;
}
let l_3390 = bitcast<u64>(l_mut_1663);
let l_3391 = l_3383 >> u32(31);
let l_3392 = u64(l_3391);
let l_3393 = l_3392 << u32(bitcast<u64>(u64(63)));
let l_3394 = l_3390 | l_3393;
let l_3395 = bitcast<f64>(l_3394);
l_mut_1748 = l_3395;
} else {
let l_3396 = bitcast<u32>(l_3365);
let l_3397 = l_3396 + u32(1);
l_mut_2764 = l_3397;
let l_3398 = l_3396 & u32(2147483647);
let l_3399 = l_3398 == u32(0);
if l_3399 {
l_mut_2764 = u32(1);
} else {
let l_3400 = l_3396 & u32(2147483648);
let l_3401 = l_3400 != u32(0);
if l_3401 {
let l_3402 = l_3396 - u32(1);
l_mut_2764 = l_3402;
} else {
let l_3403 = l_3396 == u32(2139095040);
if l_3403 {
l_mut_2764 = l_3396;
}
}
}
let l_3404 = bitcast<f32>(l_mut_2764);
let l_3405 = bitcast<u32>(l_3404);
let l_3406 = l_3405 & u32(2147483647);
let l_3407 = bitcast<f32>(l_3406);
let l_3408 = f64(l_3407);
l_mut_1663 = l_3408;
let l_3409 = l_3406 < u32(8388608);
if l_3409 {
let l_3410 = f64(l_3406);
let l_3411 = l_3410 * f64(1.401298464324817e-45);
l_mut_1663 = l_3411;
}
let l_3412 = bitcast<u64>(l_mut_1663);
let l_3413 = l_3405 >> u32(31);
let l_3414 = u64(l_3413);
let l_3415 = l_3414 << u32(bitcast<u64>(u64(63)));
let l_3416 = l_3412 | l_3415;
let l_3417 = bitcast<f64>(l_3416);
let l_3418 = l_3417 <= l_3359;
if l_3418 {
let l_3419 = bitcast<u32>(l_3365);
let l_3420 = l_3419 + u32(1);
l_mut_2764 = l_3420;
let l_3421 = l_3419 & u32(2147483647);
let l_3422 = l_3421 == u32(0);
if l_3422 {
l_mut_2764 = u32(1);
} else {
let l_3423 = l_3419 & u32(2147483648);
let l_3424 = l_3423 != u32(0);
if l_3424 {
let l_3425 = l_3419 - u32(1);
l_mut_2764 = l_3425;
} else {
let l_3426 = l_3419 == u32(2139095040);
if l_3426 {
l_mut_2764 = l_3419;
}
}
}
let l_3427 = bitcast<f32>(l_mut_2764);
let l_3428 = bitcast<u32>(l_3427);
let l_3429 = l_3428 & u32(2147483647);
let l_3430 = bitcast<f32>(l_3429);
let l_3431 = f64(l_3430);
l_mut_1663 = l_3431;
let l_3432 = l_3429 < u32(8388608);
if l_3432 {
let l_3433 = f64(l_3429);
let l_3434 = l_3433 * f64(1.401298464324817e-45);
l_mut_1663 = l_3434;
}
let l_3435 = bitcast<u64>(l_mut_1663);
let l_3436 = l_3428 >> u32(31);
let l_3437 = u64(l_3436);
let l_3438 = l_3437 << u32(bitcast<u64>(u64(63)));
let l_3439 = l_3435 | l_3438;
let l_3440 = bitcast<f64>(l_3439);
l_mut_1748 = l_3440;
}
}
}
l_mut_2002 = l_mut_1748;
} else {
let l_3441 = l_3270 - l_3273;
let l_3442 = l_3441 * f64(7.1362384635298e44);
let l_3443 = floor(l_3442);
let l_3444 = l_3443 * f64(1.401298464324817e-45);
l_mut_1748 = l_3444;
let l_3445 = abs(l_3441);
let l_3446 = l_3445 >= f64(1.1754943508222875e-38);
if l_3446 {
let l_3447 = f32(l_3441);
let l_3448 = f64(l_3447);
l_mut_1748 = l_3448;
let l_3449 = l_mut_1748 > l_3441;
if l_3449 {
let l_3450 = bitcast<u32>(l_3447);
let l_3451 = l_3450 ^ u32(2147483648);
let l_3452 = bitcast<f32>(l_3451);
let l_3453 = bitcast<u32>(l_3452);
let l_3454 = l_3453 + u32(1);
l_mut_2764 = l_3454;
let l_3455 = l_3453 & u32(2147483647);
let l_3456 = l_3455 == u32(0);
if l_3456 {
l_mut_2764 = u32(1);
} else {
let l_3457 = l_3453 & u32(2147483648);
let l_3458 = l_3457 != u32(0);
if l_3458 {
let l_3459 = l_3453 - u32(1);
l_mut_2764 = l_3459;
} else {
let l_3460 = l_3453 == u32(2139095040);
if l_3460 {
l_mut_2764 = l_3453;
}
}
}
let l_3461 = bitcast<f32>(l_mut_2764);
let l_3462 = bitcast<u32>(l_3461);
let l_3463 = l_3462 ^ u32(2147483648);
let l_3464 = bitcast<f32>(l_3463);
let l_3465 = bitcast<u32>(l_3464);
let l_3466 = l_3465 & u32(2147483647);
let l_3467 = bitcast<f32>(l_3466);
let l_3468 = f64(l_3467);
l_mut_1663 = l_3468;
let l_3469 = l_3466 < u32(8388608);
if l_3469 {
let l_3470 = f64(l_3466);
let l_3471 = l_3470 * f64(1.401298464324817e-45);
l_mut_1663 = l_3471;
}
let l_3472 = bitcast<u64>(l_mut_1663);
let l_3473 = l_3465 >> u32(31);
let l_3474 = u64(l_3473);
let l_3475 = l_3474 << u32(bitcast<u64>(u64(63)));
let l_3476 = l_3472 | l_3475;
let l_3477 = bitcast<f64>(l_3476);
l_mut_1748 = l_3477;
} else {
let l_3478 = bitcast<u32>(l_3447);
let l_3479 = l_3478 + u32(1);
l_mut_2764 = l_3479;
let l_3480 = l_3478 & u32(2147483647);
let l_3481 = l_3480 == u32(0);
if l_3481 {
l_mut_2764 = u32(1);
} else {
let l_3482 = l_3478 & u32(2147483648);
let l_3483 = l_3482 != u32(0);
if l_3483 {
let l_3484 = l_3478 - u32(1);
l_mut_2764 = l_3484;
} else {
let l_3485 = l_3478 == u32(2139095040);
if l_3485 {
l_mut_2764 = l_3478;
}
}
}
let l_3486 = bitcast<f32>(l_mut_2764);
let l_3487 = bitcast<u32>(l_3486);
let l_3488 = l_3487 & u32(2147483647);
let l_3489 = bitcast<f32>(l_3488);
let l_3490 = f64(l_3489);
l_mut_1663 = l_3490;
let l_3491 = l_3488 < u32(8388608);
if l_3491 {
let l_3492 = f64(l_3488);
let l_3493 = l_3492 * f64(1.401298464324817e-45);
l_mut_1663 = l_3493;
}
let l_3494 = bitcast<u64>(l_mut_1663);
let l_3495 = l_3487 >> u32(31);
let l_3496 = u64(l_3495);
let l_3497 = l_3496 << u32(bitcast<u64>(u64(63)));
let l_3498 = l_3494 | l_3497;
let l_3499 = bitcast<f64>(l_3498);
let l_3500 = l_3499 <= l_3441;
if l_3500 {
let l_3501 = bitcast<u32>(l_3447);
let l_3502 = l_3501 + u32(1);
l_mut_2764 = l_3502;
let l_3503 = l_3501 & u32(2147483647);
let l_3504 = l_3503 == u32(0);
if l_3504 {
l_mut_2764 = u32(1);
} else {
let l_3505 = l_3501 & u32(2147483648);
let l_3506 = l_3505 != u32(0);
if l_3506 {
let l_3507 = l_3501 - u32(1);
l_mut_2764 = l_3507;
} else {
let l_3508 = l_3501 == u32(2139095040);
if l_3508 {
l_mut_2764 = l_3501;
}
}
}
let l_3509 = bitcast<f32>(l_mut_2764);
let l_3510 = bitcast<u32>(l_3509);
let l_3511 = l_3510 & u32(2147483647);
let l_3512 = bitcast<f32>(l_3511);
let l_3513 = f64(l_3512);
l_mut_1663 = l_3513;
let l_3514 = l_3511 < u32(8388608);
if l_3514 {
let l_3515 = f64(l_3511);
let l_3516 = l_3515 * f64(1.401298464324817e-45);
l_mut_1663 = l_3516;
}
let l_3517 = bitcast<u64>(l_mut_1663);
let l_3518 = l_3510 >> u32(31);
let l_3519 = u64(l_3518);
let l_3520 = l_3519 << u32(bitcast<u64>(u64(63)));
let l_3521 = l_3517 | l_3520;
let l_3522 = bitcast<f64>(l_3521);
l_mut_1748 = l_3522;
}
}
}
l_mut_2002 = l_mut_1748;
}
let l_3523 = l_mut_84 + l_415;
let l_3524 = abs(l_3523);
let l_3525 = l_3524 * f64(2.220446049250313e-16);
let l_3526 = l_1629 + l_3525;
let l_3527 = l_3523 + l_3526;
let l_3528 = -l_3527;
let l_3529 = l_3528 * f64(7.1362384635298e44);
let l_3530 = floor(l_3529);
let l_3531 = l_3530 * f64(1.401298464324817e-45);
l_mut_1748 = l_3531;
let l_3532 = abs(l_3528);
let l_3533 = l_3532 >= f64(1.1754943508222875e-38);
if l_3533 {
let l_3534 = f32(l_3528);
let l_3535 = f64(l_3534);
l_mut_1748 = l_3535;
let l_3536 = l_mut_1748 > l_3528;
if l_3536 {
let l_3537 = bitcast<u32>(l_3534);
let l_3538 = l_3537 ^ u32(2147483648);
let l_3539 = bitcast<f32>(l_3538);
let l_3540 = bitcast<u32>(l_3539);
let l_3541 = l_3540 + u32(1);
l_mut_2764 = l_3541;
let l_3542 = l_3540 & u32(2147483647);
let l_3543 = l_3542 == u32(0);
if l_3543 {
l_mut_2764 = u32(1);
} else {
let l_3544 = l_3540 & u32(2147483648);
let l_3545 = l_3544 != u32(0);
if l_3545 {
let l_3546 = l_3540 - u32(1);
l_mut_2764 = l_3546;
} else {
let l_3547 = l_3540 == u32(2139095040);
if l_3547 {
l_mut_2764 = l_3540;
}
}
}
let l_3548 = bitcast<f32>(l_mut_2764);
let l_3549 = bitcast<u32>(l_3548);
let l_3550 = l_3549 ^ u32(2147483648);
let l_3551 = bitcast<f32>(l_3550);
let l_3552 = bitcast<u32>(l_3551);
let l_3553 = l_3552 & u32(2147483647);
let l_3554 = bitcast<f32>(l_3553);
let l_3555 = f64(l_3554);
l_mut_1663 = l_3555;
let l_3556 = l_3553 < u32(8388608);
if l_3556 {
let l_3557 = f64(l_3553);
let l_3558 = l_3557 * f64(1.401298464324817e-45);
l_mut_1663 = l_3558;
}
let l_3559 = bitcast<u64>(l_mut_1663);
let l_3560 = l_3552 >> u32(31);
let l_3561 = u64(l_3560);
let l_3562 = l_3561 << u32(bitcast<u64>(u64(63)));
let l_3563 = l_3559 | l_3562;
let l_3564 = bitcast<f64>(l_3563);
l_mut_1748 = l_3564;
} else {
let l_3565 = bitcast<u32>(l_3534);
let l_3566 = l_3565 + u32(1);
l_mut_2764 = l_3566;
let l_3567 = l_3565 & u32(2147483647);
let l_3568 = l_3567 == u32(0);
if l_3568 {
l_mut_2764 = u32(1);
} else {
let l_3569 = l_3565 & u32(2147483648);
let l_3570 = l_3569 != u32(0);
if l_3570 {
let l_3571 = l_3565 - u32(1);
l_mut_2764 = l_3571;
} else {
let l_3572 = l_3565 == u32(2139095040);
if l_3572 {
l_mut_2764 = l_3565;
}
}
}
let l_3573 = bitcast<f32>(l_mut_2764);
let l_3574 = bitcast<u32>(l_3573);
let l_3575 = l_3574 & u32(2147483647);
let l_3576 = bitcast<f32>(l_3575);
let l_3577 = f64(l_3576);
l_mut_1663 = l_3577;
let l_3578 = l_3575 < u32(8388608);
if l_3578 {
let l_3579 = f64(l_3575);
let l_3580 = l_3579 * f64(1.401298464324817e-45);
l_mut_1663 = l_3580;
}
let l_3581 = bitcast<u64>(l_mut_1663);
let l_3582 = l_3574 >> u32(31);
let l_3583 = u64(l_3582);
let l_3584 = l_3583 << u32(bitcast<u64>(u64(63)));
let l_3585 = l_3581 | l_3584;
let l_3586 = bitcast<f64>(l_3585);
let l_3587 = l_3586 <= l_3528;
if l_3587 {
let l_3588 = bitcast<u32>(l_3534);
let l_3589 = l_3588 + u32(1);
l_mut_2764 = l_3589;
let l_3590 = l_3588 & u32(2147483647);
let l_3591 = l_3590 == u32(0);
if l_3591 {
l_mut_2764 = u32(1);
} else {
let l_3592 = l_3588 & u32(2147483648);
let l_3593 = l_3592 != u32(0);
if l_3593 {
let l_3594 = l_3588 - u32(1);
l_mut_2764 = l_3594;
} else {
let l_3595 = l_3588 == u32(2139095040);
if l_3595 {
l_mut_2764 = l_3588;
}
}
}
let l_3596 = bitcast<f32>(l_mut_2764);
let l_3597 = bitcast<u32>(l_3596);
let l_3598 = l_3597 & u32(2147483647);
let l_3599 = bitcast<f32>(l_3598);
let l_3600 = f64(l_3599);
l_mut_1663 = l_3600;
let l_3601 = l_3598 < u32(8388608);
if l_3601 {
let l_3602 = f64(l_3598);
let l_3603 = l_3602 * f64(1.401298464324817e-45);
l_mut_1663 = l_3603;
}
let l_3604 = bitcast<u64>(l_mut_1663);
let l_3605 = l_3597 >> u32(31);
let l_3606 = u64(l_3605);
let l_3607 = l_3606 << u32(bitcast<u64>(u64(63)));
let l_3608 = l_3604 | l_3607;
let l_3609 = bitcast<f64>(l_3608);
l_mut_1748 = l_3609;
}
}
}
let l_3610 = -l_mut_1748;
l_mut_1748 = l_3610;
let l_3611 = bool(false) && bool(false);
if l_3611 {
let l_3612 = l_3523 + l_3526;
let l_3613 = l_3612 * f64(7.1362384635298e44);
let l_3614 = floor(l_3613);
let l_3615 = l_3614 * f64(1.401298464324817e-45);
l_mut_1663 = l_3615;
let l_3616 = abs(l_3612);
let l_3617 = l_3616 >= f64(1.1754943508222875e-38);
if l_3617 {
let l_3618 = f32(l_3612);
let l_3619 = f64(l_3618);
l_mut_1663 = l_3619;
let l_3620 = l_mut_1663 > l_3612;
if l_3620 {
let l_3621 = bitcast<u32>(l_3618);
let l_3622 = l_3621 ^ u32(2147483648);
let l_3623 = bitcast<f32>(l_3622);
let l_3624 = bitcast<u32>(l_3623);
let l_3625 = l_3624 + u32(1);
l_mut_2764 = l_3625;
let l_3626 = l_3624 & u32(2147483647);
let l_3627 = l_3626 == u32(0);
if l_3627 {
l_mut_2764 = u32(1);
} else {
let l_3628 = l_3624 & u32(2147483648);
let l_3629 = l_3628 != u32(0);
if l_3629 {
let l_3630 = l_3624 - u32(1);
l_mut_2764 = l_3630;
} else {
let l_3631 = l_3624 == u32(2139095040);
if l_3631 {
l_mut_2764 = l_3624;
}
}
}
let l_3632 = bitcast<f32>(l_mut_2764);
let l_3633 = bitcast<u32>(l_3632);
let l_3634 = l_3633 ^ u32(2147483648);
let l_3635 = bitcast<f32>(l_3634);
let l_3636 = bitcast<u32>(l_3635);
let l_3637 = l_3636 & u32(2147483647);
let l_3638 = bitcast<f32>(l_3637);
let l_3639 = f64(l_3638);
l_mut_47 = l_3639;
let l_3640 = l_3637 < u32(8388608);
if l_3640 {
let l_3641 = f64(l_3637);
let l_3642 = l_3641 * f64(1.401298464324817e-45);
l_mut_47 = l_3642;
}
let l_3643 = bitcast<u64>(l_mut_47);
let l_3644 = l_3636 >> u32(31);
let l_3645 = u64(l_3644);
let l_3646 = l_3645 << u32(bitcast<u64>(u64(63)));
let l_3647 = l_3643 | l_3646;
let l_3648 = bitcast<f64>(l_3647);
l_mut_1663 = l_3648;
} else {
let l_3649 = bitcast<u32>(l_3618);
let l_3650 = l_3649 + u32(1);
l_mut_2764 = l_3650;
let l_3651 = l_3649 & u32(2147483647);
let l_3652 = l_3651 == u32(0);
if l_3652 {
l_mut_2764 = u32(1);
} else {
let l_3653 = l_3649 & u32(2147483648);
let l_3654 = l_3653 != u32(0);
if l_3654 {
let l_3655 = l_3649 - u32(1);
l_mut_2764 = l_3655;
} else {
let l_3656 = l_3649 == u32(2139095040);
if l_3656 {
l_mut_2764 = l_3649;
}
}
}
let l_3657 = bitcast<f32>(l_mut_2764);
let l_3658 = bitcast<u32>(l_3657);
let l_3659 = l_3658 & u32(2147483647);
let l_3660 = bitcast<f32>(l_3659);
let l_3661 = f64(l_3660);
l_mut_47 = l_3661;
let l_3662 = l_3659 < u32(8388608);
if l_3662 {
let l_3663 = f64(l_3659);
let l_3664 = l_3663 * f64(1.401298464324817e-45);
l_mut_47 = l_3664;
}
let l_3665 = bitcast<u64>(l_mut_47);
let l_3666 = l_3658 >> u32(31);
let l_3667 = u64(l_3666);
let l_3668 = l_3667 << u32(bitcast<u64>(u64(63)));
let l_3669 = l_3665 | l_3668;
let l_3670 = bitcast<f64>(l_3669);
let l_3671 = l_3670 <= l_3612;
if l_3671 {
let l_3672 = bitcast<u32>(l_3618);
let l_3673 = l_3672 + u32(1);
l_mut_2764 = l_3673;
let l_3674 = l_3672 & u32(2147483647);
let l_3675 = l_3674 == u32(0);
if l_3675 {
l_mut_2764 = u32(1);
} else {
let l_3676 = l_3672 & u32(2147483648);
let l_3677 = l_3676 != u32(0);
if l_3677 {
let l_3678 = l_3672 - u32(1);
l_mut_2764 = l_3678;
} else {
let l_3679 = l_3672 == u32(2139095040);
if l_3679 {
l_mut_2764 = l_3672;
}
}
}
let l_3680 = bitcast<f32>(l_mut_2764);
let l_3681 = bitcast<u32>(l_3680);
let l_3682 = l_3681 & u32(2147483647);
let l_3683 = bitcast<f32>(l_3682);
let l_3684 = f64(l_3683);
l_mut_47 = l_3684;
let l_3685 = l_3682 < u32(8388608);
if l_3685 {
let l_3686 = f64(l_3682);
let l_3687 = l_3686 * f64(1.401298464324817e-45);
l_mut_47 = l_3687;
}
let l_3688 = bitcast<u64>(l_mut_47);
let l_3689 = l_3681 >> u32(31);
let l_3690 = u64(l_3689);
let l_3691 = l_3690 << u32(bitcast<u64>(u64(63)));
let l_3692 = l_3688 | l_3691;
let l_3693 = bitcast<f64>(l_3692);
l_mut_1663 = l_3693;
}
}
}
l_mut_1748 = l_mut_1663;
} else {
}
l_mut_2764 = u32(0);
let l_3694 = l_mut_2002 <= f64(0.0);
let l_3695 = l_mut_1748 >= f64(0.0);
let l_3696 = l_3694 && l_3695;
let l_3697 = !l_3696;
if l_3697 {
let l_3699 = l_mut_2512 / l_mut_2002;
let l_3700 = l_mut_2512 / l_mut_1748;
let l_3701 = l_mut_2258 / l_mut_2002;
let l_3702 = l_mut_2258 / l_mut_1748;
a_3698[u32(0)] = l_3699;
a_3698[u32(1)] = l_3699;
let l_3703 = a_3698[u32(0)];
let l_3704 = l_3700 < l_3703;
if l_3704 {
a_3698[u32(0)] = l_3700;
}
let l_3705 = a_3698[u32(0)];
let l_3706 = l_3701 < l_3705;
if l_3706 {
a_3698[u32(0)] = l_3701;
}
let l_3707 = a_3698[u32(0)];
let l_3708 = l_3702 < l_3707;
if l_3708 {
a_3698[u32(0)] = l_3702;
}
let l_3709 = a_3698[u32(1)];
let l_3710 = l_3700 > l_3709;
if l_3710 {
a_3698[u32(1)] = l_3700;
}
let l_3711 = a_3698[u32(1)];
let l_3712 = l_3701 > l_3711;
if l_3712 {
a_3698[u32(1)] = l_3701;
}
let l_3713 = a_3698[u32(1)];
let l_3714 = l_3702 > l_3713;
if l_3714 {
a_3698[u32(1)] = l_3702;
}
let l_3715 = a_3698[u32(0)];
let l_3716 = abs(l_3715);
let l_3717 = l_3716 * l_mut_57;
let l_3718 = a_3698[u32(1)];
let l_3719 = abs(l_3718);
let l_3720 = l_3719 * l_mut_57;
l_mut_2764 = u32(2);
let l_3721 = a_3698[u32(0)];
let l_3722 = l_3721 - l_3717;
let l_3723 = abs(l_3722);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3724 = l_3723 >= f64(1.1754943508222875e-38);
let l_3725 = l_3723 <= f64(1.7976931348623157e308);
let l_3726 = l_3724 && l_3725;
if l_3726 {
let l_3727 = bitcast<u64>(l_3723);
let l_3728 = l_3727 >> u32(bitcast<u64>(u64(52)));
let l_3729 = l_3728 - u64(23);
let l_3730 = l_3729 << u32(bitcast<u64>(u64(52)));
let l_3731 = bitcast<f64>(l_3730);
l_mut_2512 = l_3731;
}
let l_3732 = l_3721 + l_3717;
let l_3733 = abs(l_3732);
l_mut_2258 = f64(1.401298464324817e-45);
let l_3734 = l_3733 >= f64(1.1754943508222875e-38);
let l_3735 = l_3733 <= f64(1.7976931348623157e308);
let l_3736 = l_3734 && l_3735;
if l_3736 {
let l_3737 = bitcast<u64>(l_3733);
let l_3738 = l_3737 >> u32(bitcast<u64>(u64(52)));
let l_3739 = l_3738 - u64(23);
let l_3740 = l_3739 << u32(bitcast<u64>(u64(52)));
let l_3741 = bitcast<f64>(l_3740);
l_mut_2258 = l_3741;
}
let l_3742 = l_mut_2512 == l_mut_2258;
let l_3743 = a_3698[u32(1)];
let l_3744 = l_3743 - l_3720;
let l_3745 = abs(l_3744);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3746 = l_3745 >= f64(1.1754943508222875e-38);
let l_3747 = l_3745 <= f64(1.7976931348623157e308);
let l_3748 = l_3746 && l_3747;
if l_3748 {
let l_3749 = bitcast<u64>(l_3745);
let l_3750 = l_3749 >> u32(bitcast<u64>(u64(52)));
let l_3751 = l_3750 - u64(23);
let l_3752 = l_3751 << u32(bitcast<u64>(u64(52)));
let l_3753 = bitcast<f64>(l_3752);
l_mut_2512 = l_3753;
}
let l_3754 = l_3743 + l_3720;
let l_3755 = abs(l_3754);
l_mut_2258 = f64(1.401298464324817e-45);
let l_3756 = l_3755 >= f64(1.1754943508222875e-38);
let l_3757 = l_3755 <= f64(1.7976931348623157e308);
let l_3758 = l_3756 && l_3757;
if l_3758 {
let l_3759 = bitcast<u64>(l_3755);
let l_3760 = l_3759 >> u32(bitcast<u64>(u64(52)));
let l_3761 = l_3760 - u64(23);
let l_3762 = l_3761 << u32(bitcast<u64>(u64(52)));
let l_3763 = bitcast<f64>(l_3762);
l_mut_2258 = l_3763;
}
let l_3764 = l_mut_2512 == l_mut_2258;
let l_3765 = l_3742 && l_3764;
if l_3765 {
let l_3766 = a_3698[u32(0)];
let l_3767 = a_3698[u32(0)];
let l_3768 = abs(l_3767);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3769 = l_3768 >= f64(1.1754943508222875e-38);
let l_3770 = l_3768 <= f64(1.7976931348623157e308);
let l_3771 = l_3769 && l_3770;
if l_3771 {
let l_3772 = bitcast<u64>(l_3768);
let l_3773 = l_3772 >> u32(bitcast<u64>(u64(52)));
let l_3774 = l_3773 - u64(23);
let l_3775 = l_3774 << u32(bitcast<u64>(u64(52)));
let l_3776 = bitcast<f64>(l_3775);
l_mut_2512 = l_3776;
}
let l_3777 = l_418 * l_mut_2512;
let l_3778 = l_3766 - l_3777;
let l_3779 = a_3698[u32(1)];
let l_3780 = a_3698[u32(1)];
let l_3781 = abs(l_3780);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3782 = l_3781 >= f64(1.1754943508222875e-38);
let l_3783 = l_3781 <= f64(1.7976931348623157e308);
let l_3784 = l_3782 && l_3783;
if l_3784 {
let l_3785 = bitcast<u64>(l_3781);
let l_3786 = l_3785 >> u32(bitcast<u64>(u64(52)));
let l_3787 = l_3786 - u64(23);
let l_3788 = l_3787 << u32(bitcast<u64>(u64(52)));
let l_3789 = bitcast<f64>(l_3788);
l_mut_2512 = l_3789;
}
let l_3790 = l_418 * l_mut_2512;
let l_3791 = l_3779 + l_3790;
let l_3792 = bitcast<u32>(l_mut_25);
let l_3793 = l_3792 & u32(2147483647);
let l_3794 = bitcast<f32>(l_3793);
let l_3795 = f64(l_3794);
l_mut_2512 = l_3795;
let l_3796 = l_3793 < u32(8388608);
if l_3796 {
let l_3797 = f64(l_3793);
let l_3798 = l_3797 * f64(1.401298464324817e-45);
l_mut_2512 = l_3798;
}
let l_3799 = bitcast<u64>(l_mut_2512);
let l_3800 = l_3792 >> u32(31);
let l_3801 = u64(l_3800);
let l_3802 = l_3801 << u32(bitcast<u64>(u64(63)));
let l_3803 = l_3799 | l_3802;
let l_3804 = bitcast<f64>(l_3803);
let l_3805 = bitcast<u32>(l_mut_25);
let l_3806 = l_3805 + u32(1);
l_mut_3807 = l_3806;
let l_3808 = l_3805 & u32(2147483647);
let l_3809 = l_3808 == u32(0);
if l_3809 {
l_mut_3807 = u32(1);
} else {
let l_3810 = l_3805 & u32(2147483648);
let l_3811 = l_3810 != u32(0);
if l_3811 {
let l_3812 = l_3805 - u32(1);
l_mut_3807 = l_3812;
} else {
let l_3813 = l_3805 == u32(2139095040);
if l_3813 {
l_mut_3807 = l_3805;
}
}
}
let l_3814 = bitcast<f32>(l_mut_3807);
let l_3815 = bitcast<u32>(l_3814);
let l_3816 = l_3815 & u32(2147483647);
let l_3817 = bitcast<f32>(l_3816);
let l_3818 = f64(l_3817);
l_mut_2512 = l_3818;
let l_3819 = l_3816 < u32(8388608);
if l_3819 {
let l_3820 = f64(l_3816);
let l_3821 = l_3820 * f64(1.401298464324817e-45);
l_mut_2512 = l_3821;
}
let l_3822 = bitcast<u64>(l_mut_2512);
let l_3823 = l_3815 >> u32(31);
let l_3824 = u64(l_3823);
let l_3825 = l_3824 << u32(bitcast<u64>(u64(63)));
let l_3826 = l_3822 | l_3825;
let l_3827 = bitcast<f64>(l_3826);
let l_3828 = bitcast<u32>(l_mut_25);
let l_3829 = l_3828 ^ u32(2147483648);
let l_3830 = bitcast<f32>(l_3829);
let l_3831 = bitcast<u32>(l_3830);
let l_3832 = l_3831 + u32(1);
l_mut_3807 = l_3832;
let l_3833 = l_3831 & u32(2147483647);
let l_3834 = l_3833 == u32(0);
if l_3834 {
l_mut_3807 = u32(1);
} else {
let l_3835 = l_3831 & u32(2147483648);
let l_3836 = l_3835 != u32(0);
if l_3836 {
let l_3837 = l_3831 - u32(1);
l_mut_3807 = l_3837;
} else {
let l_3838 = l_3831 == u32(2139095040);
if l_3838 {
l_mut_3807 = l_3831;
}
}
}
let l_3839 = bitcast<f32>(l_mut_3807);
let l_3840 = bitcast<u32>(l_3839);
let l_3841 = l_3840 ^ u32(2147483648);
let l_3842 = bitcast<f32>(l_3841);
let l_3843 = bitcast<u32>(l_3842);
let l_3844 = l_3843 & u32(2147483647);
let l_3845 = bitcast<f32>(l_3844);
let l_3846 = f64(l_3845);
l_mut_2512 = l_3846;
let l_3847 = l_3844 < u32(8388608);
if l_3847 {
let l_3848 = f64(l_3844);
let l_3849 = l_3848 * f64(1.401298464324817e-45);
l_mut_2512 = l_3849;
}
let l_3850 = bitcast<u64>(l_mut_2512);
let l_3851 = l_3843 >> u32(31);
let l_3852 = u64(l_3851);
let l_3853 = l_3852 << u32(bitcast<u64>(u64(63)));
let l_3854 = l_3850 | l_3853;
let l_3855 = bitcast<f64>(l_3854);
let l_3856 = l_3778 + l_3717;
let l_3857 = l_3856 <= l_3804;
l_mut_544 = l_3857;
let l_3858 = l_3778 - l_3717;
let l_3859 = l_3858 > l_3804;
l_mut_541 = l_3859;
let l_3860 = l_3791 - l_3720;
let l_3861 = l_3860 >= l_3804;
l_mut_538 = l_3861;
let l_3862 = l_3791 + l_3720;
let l_3863 = l_3862 < l_3804;
l_mut_535 = l_3863;
let l_3864 = l_3778 + l_3717;
let l_3865 = l_3864 < l_3827;
l_mut_544 = l_3865;
let l_3866 = l_3778 - l_3717;
let l_3867 = l_3866 >= l_3827;
l_mut_541 = l_3867;
let l_3868 = l_3791 - l_3720;
let l_3869 = l_3868 > l_3855;
l_mut_538 = l_3869;
let l_3870 = l_3791 + l_3720;
let l_3871 = l_3870 <= l_3855;
l_mut_535 = l_3871;
l_mut_3807 = u32(2);
let l_3872 = l_mut_541 || l_mut_535;
if l_3872 {
l_mut_3807 = u32(1);
} else {
let l_3873 = l_mut_544 && l_mut_538;
if l_3873 {
l_mut_3807 = u32(0);
}
}
let l_3874 = bitcast<u32>(l_mut_25);
let l_3875 = l_3874 & u32(2147483647);
let l_3876 = l_3875 == u32(0);
if l_3876 {
let l_3877 = l_3778 + l_3717;
let l_3878 = l_3877 < f64(1.1754943508222875e-38);
let l_3879 = l_3791 - l_3720;
let l_3880 = l_3879 > f64(-1.1754943508222875e-38);
let l_3881 = l_3878 && l_3880;
let l_3882 = l_3778 - l_3717;
let l_3883 = l_3882 < f64(1.1754943508222875e-38);
let l_3884 = l_3791 + l_3720;
let l_3885 = l_3884 > f64(-1.1754943508222875e-38);
let l_3886 = l_3883 && l_3885;
if l_3881 {
l_mut_3807 = u32(0);
} else {
let l_3887 = l_mut_3807 == u32(1);
let l_3888 = l_3886 && l_3887;
if l_3888 {
l_mut_3807 = u32(2);
}
}
}
l_mut_2764 = l_mut_3807;
}
}
let l_3889 = l_mut_443 == u32(0);
if l_3889 {
l_mut_484 = u32(0);
} else {
let l_3890 = l_mut_2764 == u32(1);
if l_3890 {
l_mut_484 = u32(1);
}
}
} else {
let l_3891 = l_mut_251 - l_415;
let l_3892 = l_mut_251 + l_415;
let l_3893 = l_mut_84 - l_415;
let l_3894 = l_mut_84 + l_415;
let l_3895 = abs(l_3893);
let l_3896 = l_3895 > l_1629;
let l_3897 = abs(l_3894);
let l_3898 = l_3897 > l_1629;
let l_3899 = l_3896 && l_3898;
if l_3899 {
let l_3900 = l_1627 + l_1629;
let l_3901 = abs(l_3893);
let l_3902 = abs(l_3894);
l_mut_2512 = l_3901;
let l_3903 = l_3902 < l_3901;
if l_3903 {
l_mut_2512 = l_3902;
}
let l_3904 = l_3900 / l_mut_2512;
let l_3905 = abs(l_3891);
let l_3906 = abs(l_3892);
l_mut_2512 = l_3905;
let l_3907 = l_3906 < l_3905;
if l_3907 {
l_mut_2512 = l_3906;
}
let l_3908 = l_1627 / l_mut_2512;
let l_3909 = l_3904 + l_3908;
l_mut_57 = l_mut_57 + l_3909;
l_mut_3807 = u32(0);
let l_3910 = l_3893 <= f64(0.0);
let l_3911 = l_3894 >= f64(0.0);
let l_3912 = l_3910 && l_3911;
let l_3913 = !l_3912;
if l_3913 {
let l_3915 = l_3891 / l_3893;
let l_3916 = l_3891 / l_3894;
let l_3917 = l_3892 / l_3893;
let l_3918 = l_3892 / l_3894;
a_3914[u32(0)] = l_3915;
a_3914[u32(1)] = l_3915;
let l_3919 = a_3914[u32(0)];
let l_3920 = l_3916 < l_3919;
if l_3920 {
a_3914[u32(0)] = l_3916;
}
let l_3921 = a_3914[u32(0)];
let l_3922 = l_3917 < l_3921;
if l_3922 {
a_3914[u32(0)] = l_3917;
}
let l_3923 = a_3914[u32(0)];
let l_3924 = l_3918 < l_3923;
if l_3924 {
a_3914[u32(0)] = l_3918;
}
let l_3925 = a_3914[u32(1)];
let l_3926 = l_3916 > l_3925;
if l_3926 {
a_3914[u32(1)] = l_3916;
}
let l_3927 = a_3914[u32(1)];
let l_3928 = l_3917 > l_3927;
if l_3928 {
a_3914[u32(1)] = l_3917;
}
let l_3929 = a_3914[u32(1)];
let l_3930 = l_3918 > l_3929;
if l_3930 {
a_3914[u32(1)] = l_3918;
}
let l_3931 = a_3914[u32(0)];
let l_3932 = abs(l_3931);
let l_3933 = l_3932 * l_mut_57;
let l_3934 = a_3914[u32(1)];
let l_3935 = abs(l_3934);
let l_3936 = l_3935 * l_mut_57;
l_mut_3807 = u32(2);
let l_3937 = a_3914[u32(0)];
let l_3938 = l_3937 - l_3933;
let l_3939 = abs(l_3938);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3940 = l_3939 >= f64(1.1754943508222875e-38);
let l_3941 = l_3939 <= f64(1.7976931348623157e308);
let l_3942 = l_3940 && l_3941;
if l_3942 {
let l_3943 = bitcast<u64>(l_3939);
let l_3944 = l_3943 >> u32(bitcast<u64>(u64(52)));
let l_3945 = l_3944 - u64(23);
let l_3946 = l_3945 << u32(bitcast<u64>(u64(52)));
let l_3947 = bitcast<f64>(l_3946);
l_mut_2512 = l_3947;
}
let l_3948 = l_3937 + l_3933;
let l_3949 = abs(l_3948);
l_mut_2258 = f64(1.401298464324817e-45);
let l_3950 = l_3949 >= f64(1.1754943508222875e-38);
let l_3951 = l_3949 <= f64(1.7976931348623157e308);
let l_3952 = l_3950 && l_3951;
if l_3952 {
let l_3953 = bitcast<u64>(l_3949);
let l_3954 = l_3953 >> u32(bitcast<u64>(u64(52)));
let l_3955 = l_3954 - u64(23);
let l_3956 = l_3955 << u32(bitcast<u64>(u64(52)));
let l_3957 = bitcast<f64>(l_3956);
l_mut_2258 = l_3957;
}
let l_3958 = l_mut_2512 == l_mut_2258;
let l_3959 = a_3914[u32(1)];
let l_3960 = l_3959 - l_3936;
let l_3961 = abs(l_3960);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3962 = l_3961 >= f64(1.1754943508222875e-38);
let l_3963 = l_3961 <= f64(1.7976931348623157e308);
let l_3964 = l_3962 && l_3963;
if l_3964 {
let l_3965 = bitcast<u64>(l_3961);
let l_3966 = l_3965 >> u32(bitcast<u64>(u64(52)));
let l_3967 = l_3966 - u64(23);
let l_3968 = l_3967 << u32(bitcast<u64>(u64(52)));
let l_3969 = bitcast<f64>(l_3968);
l_mut_2512 = l_3969;
}
let l_3970 = l_3959 + l_3936;
let l_3971 = abs(l_3970);
l_mut_2258 = f64(1.401298464324817e-45);
let l_3972 = l_3971 >= f64(1.1754943508222875e-38);
let l_3973 = l_3971 <= f64(1.7976931348623157e308);
let l_3974 = l_3972 && l_3973;
if l_3974 {
let l_3975 = bitcast<u64>(l_3971);
let l_3976 = l_3975 >> u32(bitcast<u64>(u64(52)));
let l_3977 = l_3976 - u64(23);
let l_3978 = l_3977 << u32(bitcast<u64>(u64(52)));
let l_3979 = bitcast<f64>(l_3978);
l_mut_2258 = l_3979;
}
let l_3980 = l_mut_2512 == l_mut_2258;
let l_3981 = l_3958 && l_3980;
if l_3981 {
let l_3982 = a_3914[u32(0)];
let l_3983 = a_3914[u32(0)];
let l_3984 = abs(l_3983);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3985 = l_3984 >= f64(1.1754943508222875e-38);
let l_3986 = l_3984 <= f64(1.7976931348623157e308);
let l_3987 = l_3985 && l_3986;
if l_3987 {
let l_3988 = bitcast<u64>(l_3984);
let l_3989 = l_3988 >> u32(bitcast<u64>(u64(52)));
let l_3990 = l_3989 - u64(23);
let l_3991 = l_3990 << u32(bitcast<u64>(u64(52)));
let l_3992 = bitcast<f64>(l_3991);
l_mut_2512 = l_3992;
}
let l_3993 = l_418 * l_mut_2512;
let l_3994 = l_3982 - l_3993;
let l_3995 = a_3914[u32(1)];
let l_3996 = a_3914[u32(1)];
let l_3997 = abs(l_3996);
l_mut_2512 = f64(1.401298464324817e-45);
let l_3998 = l_3997 >= f64(1.1754943508222875e-38);
let l_3999 = l_3997 <= f64(1.7976931348623157e308);
let l_4000 = l_3998 && l_3999;
if l_4000 {
let l_4001 = bitcast<u64>(l_3997);
let l_4002 = l_4001 >> u32(bitcast<u64>(u64(52)));
let l_4003 = l_4002 - u64(23);
let l_4004 = l_4003 << u32(bitcast<u64>(u64(52)));
let l_4005 = bitcast<f64>(l_4004);
l_mut_2512 = l_4005;
}
let l_4006 = l_418 * l_mut_2512;
let l_4007 = l_3995 + l_4006;
let l_4008 = bitcast<u32>(l_mut_25);
let l_4009 = l_4008 & u32(2147483647);
let l_4010 = bitcast<f32>(l_4009);
let l_4011 = f64(l_4010);
l_mut_2512 = l_4011;
let l_4012 = l_4009 < u32(8388608);
if l_4012 {
let l_4013 = f64(l_4009);
let l_4014 = l_4013 * f64(1.401298464324817e-45);
l_mut_2512 = l_4014;
}
let l_4015 = bitcast<u64>(l_mut_2512);
let l_4016 = l_4008 >> u32(31);
let l_4017 = u64(l_4016);
let l_4018 = l_4017 << u32(bitcast<u64>(u64(63)));
let l_4019 = l_4015 | l_4018;
let l_4020 = bitcast<f64>(l_4019);
let l_4021 = bitcast<u32>(l_mut_25);
let l_4022 = l_4021 + u32(1);
l_mut_2764 = l_4022;
let l_4023 = l_4021 & u32(2147483647);
let l_4024 = l_4023 == u32(0);
if l_4024 {
l_mut_2764 = u32(1);
} else {
let l_4025 = l_4021 & u32(2147483648);
let l_4026 = l_4025 != u32(0);
if l_4026 {
let l_4027 = l_4021 - u32(1);
l_mut_2764 = l_4027;
} else {
let l_4028 = l_4021 == u32(2139095040);
if l_4028 {
l_mut_2764 = l_4021;
}
}
}
let l_4029 = bitcast<f32>(l_mut_2764);
let l_4030 = bitcast<u32>(l_4029);
let l_4031 = l_4030 & u32(2147483647);
let l_4032 = bitcast<f32>(l_4031);
let l_4033 = f64(l_4032);
l_mut_2512 = l_4033;
let l_4034 = l_4031 < u32(8388608);
if l_4034 {
let l_4035 = f64(l_4031);
let l_4036 = l_4035 * f64(1.401298464324817e-45);
l_mut_2512 = l_4036;
}
let l_4037 = bitcast<u64>(l_mut_2512);
let l_4038 = l_4030 >> u32(31);
let l_4039 = u64(l_4038);
let l_4040 = l_4039 << u32(bitcast<u64>(u64(63)));
let l_4041 = l_4037 | l_4040;
let l_4042 = bitcast<f64>(l_4041);
let l_4043 = bitcast<u32>(l_mut_25);
let l_4044 = l_4043 ^ u32(2147483648);
let l_4045 = bitcast<f32>(l_4044);
let l_4046 = bitcast<u32>(l_4045);
let l_4047 = l_4046 + u32(1);
l_mut_2764 = l_4047;
let l_4048 = l_4046 & u32(2147483647);
let l_4049 = l_4048 == u32(0);
if l_4049 {
l_mut_2764 = u32(1);
} else {
let l_4050 = l_4046 & u32(2147483648);
let l_4051 = l_4050 != u32(0);
if l_4051 {
let l_4052 = l_4046 - u32(1);
l_mut_2764 = l_4052;
} else {
let l_4053 = l_4046 == u32(2139095040);
if l_4053 {
l_mut_2764 = l_4046;
}
}
}
let l_4054 = bitcast<f32>(l_mut_2764);
let l_4055 = bitcast<u32>(l_4054);
let l_4056 = l_4055 ^ u32(2147483648);
let l_4057 = bitcast<f32>(l_4056);
let l_4058 = bitcast<u32>(l_4057);
let l_4059 = l_4058 & u32(2147483647);
let l_4060 = bitcast<f32>(l_4059);
let l_4061 = f64(l_4060);
l_mut_2512 = l_4061;
let l_4062 = l_4059 < u32(8388608);
if l_4062 {
let l_4063 = f64(l_4059);
let l_4064 = l_4063 * f64(1.401298464324817e-45);
l_mut_2512 = l_4064;
}
let l_4065 = bitcast<u64>(l_mut_2512);
let l_4066 = l_4058 >> u32(31);
let l_4067 = u64(l_4066);
let l_4068 = l_4067 << u32(bitcast<u64>(u64(63)));
let l_4069 = l_4065 | l_4068;
let l_4070 = bitcast<f64>(l_4069);
let l_4071 = l_3994 + l_3933;
let l_4072 = l_4071 <= l_4020;
l_mut_544 = l_4072;
let l_4073 = l_3994 - l_3933;
let l_4074 = l_4073 > l_4020;
l_mut_541 = l_4074;
let l_4075 = l_4007 - l_3936;
let l_4076 = l_4075 >= l_4020;
l_mut_538 = l_4076;
let l_4077 = l_4007 + l_3936;
let l_4078 = l_4077 < l_4020;
l_mut_535 = l_4078;
l_mut_2764 = u32(2);
let l_4079 = l_mut_541 || l_mut_535;
if l_4079 {
l_mut_2764 = u32(1);
} else {
let l_4080 = l_mut_544 && l_mut_538;
if l_4080 {
l_mut_2764 = u32(0);
}
}
let l_4081 = bitcast<u32>(l_mut_25);
let l_4082 = l_4081 & u32(2147483647);
let l_4083 = l_4082 == u32(0);
if l_4083 {
let l_4084 = l_3994 + l_3933;
let l_4085 = l_4084 < f64(1.1754943508222875e-38);
let l_4086 = l_4007 - l_3936;
let l_4087 = l_4086 > f64(-1.1754943508222875e-38);
let l_4088 = l_4085 && l_4087;
let l_4089 = l_3994 - l_3933;
let l_4090 = l_4089 < f64(1.1754943508222875e-38);
let l_4091 = l_4007 + l_3936;
let l_4092 = l_4091 > f64(-1.1754943508222875e-38);
let l_4093 = l_4090 && l_4092;
if l_4088 {
l_mut_2764 = u32(0);
} else {
let l_4094 = l_mut_2764 == u32(1);
let l_4095 = l_4093 && l_4094;
if l_4095 {
l_mut_2764 = u32(2);
}
}
}
l_mut_3807 = l_mut_2764;
}
}
l_mut_484 = l_mut_3807;
}
}
l_mut_427 = l_mut_484;
} else {
let l_4096 = l_423 <= l_421;
let l_4097 = l_409 == u32(12);
let l_4098 = l_4096 && l_4097;
if l_4098 {
let l_4099 = f32(l_422);
let l_4100 = bitcast<u32>(l_4099);
let l_4101 = l_4100 & u32(2147483647);
let l_4102 = bitcast<f32>(l_4101);
let l_4103 = f64(l_4102);
l_mut_2512 = l_4103;
let l_4104 = l_4101 < u32(8388608);
if l_4104 {
let l_4105 = f64(l_4101);
let l_4106 = l_4105 * f64(1.401298464324817e-45);
l_mut_2512 = l_4106;
}
let l_4107 = bitcast<u64>(l_mut_2512);
let l_4108 = l_4100 >> u32(31);
let l_4109 = u64(l_4108);
let l_4110 = l_4109 << u32(bitcast<u64>(u64(63)));
let l_4111 = l_4107 | l_4110;
let l_4112 = bitcast<f64>(l_4111);
let l_4113 = abs(l_4112);
l_mut_2512 = l_4113;
l_mut_3807 = u32(0);
let l_4114 = l_4113 >= f64(0.785);
if l_4114 {
let l_4115 = l_4113 * f64(0.6366197723675814);
let l_4116 = l_4115 + f64(0.5);
let l_4117 = floor(l_4116);
let l_4118 = l_4117 * f64(1.570796325802803);
let l_4119 = l_4113 - l_4118;
let l_4120 = l_4119 * l_20;
let l_4121 = l_4117 * f64(9.920935796805404e-10);
let l_4122 = l_4120 - l_4121;
l_mut_2512 = l_4122;
let l_4123 = u32(l_4117);
l_mut_3807 = l_4123;
}
let l_4124 = bitcast<u32>(l_4099);
let l_4125 = l_4124 >= u32(2147483648);
let l_4126 = l_mut_2512 * l_mut_2512;
let l_4127 = l_4126 * f64(1.9572941063391263e-20);
let l_4128 = f64(8.22063524662433e-18) - l_4127;
l_mut_2258 = l_4128;
let l_4129 = l_mut_2258 * l_4126;
let l_4130 = l_4129 - f64(2.8114572543455206e-15);
l_mut_2258 = l_4130;
let l_4131 = l_mut_2258 * l_4126;
let l_4132 = l_4131 + f64(7.647163731819816e-13);
l_mut_2258 = l_4132;
let l_4133 = l_mut_2258 * l_4126;
let l_4134 = l_4133 - f64(1.6059043836821613e-10);
l_mut_2258 = l_4134;
let l_4135 = l_mut_2258 * l_4126;
let l_4136 = l_4135 + f64(2.505210838544172e-8);
l_mut_2258 = l_4136;
let l_4137 = l_mut_2258 * l_4126;
let l_4138 = l_4137 - f64(2.7557319223985893e-6);
l_mut_2258 = l_4138;
let l_4139 = l_mut_2258 * l_4126;
let l_4140 = l_4139 + f64(0.0001984126984126984);
l_mut_2258 = l_4140;
let l_4141 = l_mut_2258 * l_4126;
let l_4142 = l_4141 - f64(0.008333333333333333);
l_mut_2258 = l_4142;
let l_4143 = l_mut_2258 * l_4126;
let l_4144 = l_4143 + f64(0.16666666666666666);
l_mut_2258 = l_4144;
let l_4145 = f64(0.5) * l_4126;
let l_4146 = f64(1.0) - l_4145;
let l_4147 = f64(0.0) * l_4146;
let l_4148 = l_mut_2512 * l_4126;
let l_4149 = l_4148 * l_mut_2258;
let l_4150 = l_4147 - l_4149;
let l_4151 = l_mut_2512 + l_4150;
let l_4152 = l_mut_2512 * l_mut_2512;
let l_4153 = l_4152 * f64(4.110317623312165e-19);
let l_4154 = l_4153 - f64(1.5619206968586225e-16);
l_mut_2258 = l_4154;
let l_4155 = l_mut_2258 * l_4152;
let l_4156 = l_4155 + f64(4.779477332387385e-14);
l_mut_2258 = l_4156;
let l_4157 = l_mut_2258 * l_4152;
let l_4158 = l_4157 - f64(1.1470745597729725e-11);
l_mut_2258 = l_4158;
let l_4159 = l_mut_2258 * l_4152;
let l_4160 = l_4159 + f64(2.08767569878681e-9);
l_mut_2258 = l_4160;
let l_4161 = l_mut_2258 * l_4152;
let l_4162 = l_4161 - f64(2.755731922398589e-7);
l_mut_2258 = l_4162;
let l_4163 = l_mut_2258 * l_4152;
let l_4164 = l_4163 + f64(2.48015873015873e-5);
l_mut_2258 = l_4164;
let l_4165 = l_mut_2258 * l_4152;
let l_4166 = l_4165 - f64(0.001388888888888889);
l_mut_2258 = l_4166;
let l_4167 = l_mut_2258 * l_4152;
let l_4168 = l_4167 + f64(0.041666666666666664);
l_mut_2258 = l_4168;
let l_4169 = f64(0.5) * l_4152;
let l_4170 = f64(1.0) - l_4169;
let l_4171 = l_4152 * l_4152;
let l_4172 = l_4171 * l_mut_2258;
let l_4173 = f64(0.0) * l_mut_2512;
let l_4174 = l_4172 - l_4173;
let l_4175 = l_4170 + l_4174;
let l_4176 = l_mut_3807 & u32(1);
let l_4177 = l_4176 == u32(1);
l_mut_2512 = l_4151;
let l_4178 = l_mut_3807 & u32(2);
let l_4179 = l_4178 != u32(0);
l_mut_544 = l_4179;
if l_4177 {
l_mut_2512 = l_4175;
}
let l_4180 = bool(true) && l_4125;
if l_4180 {
let l_4181 = !l_mut_544;
l_mut_544 = l_4181;
}
if l_mut_544 {
let l_4182 = -l_mut_2512;
l_mut_2512 = l_4182;
}
let l_4183 = f32(l_422);
let l_4184 = bitcast<u32>(l_4183);
let l_4185 = l_4184 & u32(2147483647);
let l_4186 = bitcast<f32>(l_4185);
let l_4187 = f64(l_4186);
l_mut_2258 = l_4187;
let l_4188 = l_4185 < u32(8388608);
if l_4188 {
let l_4189 = f64(l_4185);
let l_4190 = l_4189 * f64(1.401298464324817e-45);
l_mut_2258 = l_4190;
}
let l_4191 = bitcast<u64>(l_mut_2258);
let l_4192 = l_4184 >> u32(31);
let l_4193 = u64(l_4192);
let l_4194 = l_4193 << u32(bitcast<u64>(u64(63)));
let l_4195 = l_4191 | l_4194;
let l_4196 = bitcast<f64>(l_4195);
let l_4197 = abs(l_4196);
l_mut_2258 = l_4197;
l_mut_3807 = u32(0);
let l_4198 = l_4197 >= f64(0.785);
if l_4198 {
let l_4199 = l_4197 * f64(0.6366197723675814);
let l_4200 = l_4199 + f64(0.5);
let l_4201 = floor(l_4200);
let l_4202 = l_4201 * f64(1.570796325802803);
let l_4203 = l_4197 - l_4202;
let l_4204 = l_4203 * l_20;
let l_4205 = l_4201 * f64(9.920935796805404e-10);
let l_4206 = l_4204 - l_4205;
l_mut_2258 = l_4206;
let l_4207 = u32(l_4201);
l_mut_3807 = l_4207;
}
let l_4208 = bitcast<u32>(l_4183);
let l_4209 = l_4208 >= u32(2147483648);
let l_4210 = l_mut_2258 * l_mut_2258;
let l_4211 = l_4210 * f64(1.9572941063391263e-20);
let l_4212 = f64(8.22063524662433e-18) - l_4211;
l_mut_2002 = l_4212;
let l_4213 = l_mut_2002 * l_4210;
let l_4214 = l_4213 - f64(2.8114572543455206e-15);
l_mut_2002 = l_4214;
let l_4215 = l_mut_2002 * l_4210;
let l_4216 = l_4215 + f64(7.647163731819816e-13);
l_mut_2002 = l_4216;
let l_4217 = l_mut_2002 * l_4210;
let l_4218 = l_4217 - f64(1.6059043836821613e-10);
l_mut_2002 = l_4218;
let l_4219 = l_mut_2002 * l_4210;
let l_4220 = l_4219 + f64(2.505210838544172e-8);
l_mut_2002 = l_4220;
let l_4221 = l_mut_2002 * l_4210;
let l_4222 = l_4221 - f64(2.7557319223985893e-6);
l_mut_2002 = l_4222;
let l_4223 = l_mut_2002 * l_4210;
let l_4224 = l_4223 + f64(0.0001984126984126984);
l_mut_2002 = l_4224;
let l_4225 = l_mut_2002 * l_4210;
let l_4226 = l_4225 - f64(0.008333333333333333);
l_mut_2002 = l_4226;
let l_4227 = l_mut_2002 * l_4210;
let l_4228 = l_4227 + f64(0.16666666666666666);
l_mut_2002 = l_4228;
let l_4229 = f64(0.5) * l_4210;
let l_4230 = f64(1.0) - l_4229;
let l_4231 = f64(0.0) * l_4230;
let l_4232 = l_mut_2258 * l_4210;
let l_4233 = l_4232 * l_mut_2002;
let l_4234 = l_4231 - l_4233;
let l_4235 = l_mut_2258 + l_4234;
let l_4236 = l_mut_2258 * l_mut_2258;
let l_4237 = l_4236 * f64(4.110317623312165e-19);
let l_4238 = l_4237 - f64(1.5619206968586225e-16);
l_mut_2002 = l_4238;
let l_4239 = l_mut_2002 * l_4236;
let l_4240 = l_4239 + f64(4.779477332387385e-14);
l_mut_2002 = l_4240;
let l_4241 = l_mut_2002 * l_4236;
let l_4242 = l_4241 - f64(1.1470745597729725e-11);
l_mut_2002 = l_4242;
let l_4243 = l_mut_2002 * l_4236;
let l_4244 = l_4243 + f64(2.08767569878681e-9);
l_mut_2002 = l_4244;
let l_4245 = l_mut_2002 * l_4236;
let l_4246 = l_4245 - f64(2.755731922398589e-7);
l_mut_2002 = l_4246;
let l_4247 = l_mut_2002 * l_4236;
let l_4248 = l_4247 + f64(2.48015873015873e-5);
l_mut_2002 = l_4248;
let l_4249 = l_mut_2002 * l_4236;
let l_4250 = l_4249 - f64(0.001388888888888889);
l_mut_2002 = l_4250;
let l_4251 = l_mut_2002 * l_4236;
let l_4252 = l_4251 + f64(0.041666666666666664);
l_mut_2002 = l_4252;
let l_4253 = f64(0.5) * l_4236;
let l_4254 = f64(1.0) - l_4253;
let l_4255 = l_4236 * l_4236;
let l_4256 = l_4255 * l_mut_2002;
let l_4257 = f64(0.0) * l_mut_2258;
let l_4258 = l_4256 - l_4257;
let l_4259 = l_4254 + l_4258;
let l_4260 = l_mut_3807 & u32(1);
let l_4261 = l_4260 == u32(1);
l_mut_2258 = l_4235;
let l_4262 = l_mut_3807 & u32(2);
let l_4263 = l_4262 != u32(0);
l_mut_544 = l_4263;
l_mut_2258 = l_4259;
if l_4261 {
l_mut_2258 = l_4235;
}
let l_4264 = l_mut_3807 + u32(1);
let l_4265 = l_4264 & u32(2);
let l_4266 = l_4265 != u32(0);
l_mut_544 = l_4266;
let l_4267 = bool(false) && l_4209;
if l_4267 {
let l_4268 = !l_mut_544;
l_mut_544 = l_4268;
}
if l_mut_544 {
let l_4269 = -l_mut_2258;
l_mut_2258 = l_4269;
}
let l_4270 = abs(l_mut_2512);
let l_4271 = l_4270 * f64(1.4551915228366852e-11);
let l_4272 = abs(l_mut_2258);
let l_4273 = l_4272 * f64(1.4551915228366852e-11);
let l_4274 = l_mut_2512 - l_415;
let l_4275 = l_mut_2512 + l_415;
let l_4276 = l_mut_2258 - l_415;
let l_4277 = l_mut_2258 + l_415;
l_mut_3807 = u32(2);
let l_4278 = abs(l_4276);
let l_4279 = l_4278 <= l_4273;
let l_4280 = abs(l_4277);
let l_4281 = l_4280 <= l_4273;
let l_4282 = l_4279 || l_4281;
let l_4283 = !l_4282;
if l_4283 {
l_mut_3807 = u32(0);
let l_4284 = l_4276 <= f64(0.0);
let l_4285 = l_4277 >= f64(0.0);
let l_4286 = l_4284 && l_4285;
let l_4287 = !l_4286;
if l_4287 {
let l_4288 = abs(l_4276);
let l_4289 = abs(l_4277);
l_mut_2512 = l_4288;
let l_4290 = l_4289 < l_4288;
if l_4290 {
l_mut_2512 = l_4289;
}
let l_4291 = l_4273 / l_mut_2512;
let l_4292 = l_4291 + f64(1.4551915228366852e-11);
let l_4293 = f64(1.0) / l_4277;
let l_4294 = f64(1.0) / l_4276;
let l_4295 = abs(l_4293);
l_mut_2512 = f64(1.401298464324817e-45);
let l_4296 = l_4295 >= f64(1.1754943508222875e-38);
let l_4297 = l_4295 <= f64(1.7976931348623157e308);
let l_4298 = l_4296 && l_4297;
if l_4298 {
let l_4299 = bitcast<u64>(l_4295);
let l_4300 = l_4299 >> u32(bitcast<u64>(u64(52)));
let l_4301 = l_4300 - u64(23);
let l_4302 = l_4301 << u32(bitcast<u64>(u64(52)));
let l_4303 = bitcast<f64>(l_4302);
l_mut_2512 = l_4303;
}
let l_4304 = l_418 * l_mut_2512;
let l_4305 = l_4293 - l_4304;
let l_4306 = abs(l_4294);
l_mut_2512 = f64(1.401298464324817e-45);
let l_4307 = l_4306 >= f64(1.1754943508222875e-38);
let l_4308 = l_4306 <= f64(1.7976931348623157e308);
let l_4309 = l_4307 && l_4308;
if l_4309 {
let l_4310 = bitcast<u64>(l_4306);
let l_4311 = l_4310 >> u32(bitcast<u64>(u64(52)));
let l_4312 = l_4311 - u64(23);
let l_4313 = l_4312 << u32(bitcast<u64>(u64(52)));
let l_4314 = bitcast<f64>(l_4313);
l_mut_2512 = l_4314;
}
let l_4315 = l_418 * l_mut_2512;
let l_4316 = l_4294 + l_4315;
let l_4318 = l_4274 * l_4305;
let l_4319 = l_4274 * l_4316;
let l_4320 = l_4275 * l_4305;
let l_4321 = l_4275 * l_4316;
a_4317[u32(0)] = l_4318;
a_4317[u32(1)] = l_4318;
let l_4322 = a_4317[u32(0)];
let l_4323 = l_4319 < l_4322;
if l_4323 {
a_4317[u32(0)] = l_4319;
}
let l_4324 = a_4317[u32(0)];
let l_4325 = l_4320 < l_4324;
if l_4325 {
a_4317[u32(0)] = l_4320;
}
let l_4326 = a_4317[u32(0)];
let l_4327 = l_4321 < l_4326;
if l_4327 {
a_4317[u32(0)] = l_4321;
}
let l_4328 = a_4317[u32(1)];
let l_4329 = l_4319 > l_4328;
if l_4329 {
a_4317[u32(1)] = l_4319;
}
let l_4330 = a_4317[u32(1)];
let l_4331 = l_4320 > l_4330;
if l_4331 {
a_4317[u32(1)] = l_4320;
}
let l_4332 = a_4317[u32(1)];
let l_4333 = l_4321 > l_4332;
if l_4333 {
a_4317[u32(1)] = l_4321;
}
let l_4334 = abs(l_4274);
let l_4335 = abs(l_4275);
l_mut_2512 = l_4334;
let l_4336 = l_4335 > l_4334;
if l_4336 {
l_mut_2512 = l_4335;
}
let l_4337 = abs(l_4305);
let l_4338 = abs(l_4316);
l_mut_2258 = l_4337;
let l_4339 = l_4338 > l_4337;
if l_4339 {
l_mut_2258 = l_4338;
}
let l_4340 = l_mut_2512 * l_mut_2258;
let l_4341 = l_4292 + f64(1.4551915228366852e-11);
let l_4342 = l_4340 * l_4341;
let l_4343 = l_4271 * l_mut_2258;
let l_4344 = l_4342 + l_4343;
l_mut_3807 = u32(2);
let l_4345 = abs(l_4293);
let l_4346 = l_4345 * l_4292;
let l_4347 = l_4293 - l_4346;
let l_4348 = abs(l_4347);
l_mut_2512 = f64(1.401298464324817e-45);
let l_4349 = l_4348 >= f64(1.1754943508222875e-38);
let l_4350 = l_4348 <= f64(1.7976931348623157e308);
let l_4351 = l_4349 && l_4350;
if l_4351 {
let l_4352 = bitcast<u64>(l_4348);
let l_4353 = l_4352 >> u32(bitcast<u64>(u64(52)));
let l_4354 = l_4353 - u64(23);
let l_4355 = l_4354 << u32(bitcast<u64>(u64(52)));
let l_4356 = bitcast<f64>(l_4355);
l_mut_2512 = l_4356;
}
let l_4357 = l_4293 + l_4346;
let l_4358 = abs(l_4357);
l_mut_2258 = f64(1.401298464324817e-45);
let l_4359 = l_4358 >= f64(1.1754943508222875e-38);
let l_4360 = l_4358 <= f64(1.7976931348623157e308);
let l_4361 = l_4359 && l_4360;
if l_4361 {
let l_4362 = bitcast<u64>(l_4358);
let l_4363 = l_4362 >> u32(bitcast<u64>(u64(52)));
let l_4364 = l_4363 - u64(23);
let l_4365 = l_4364 << u32(bitcast<u64>(u64(52)));
let l_4366 = bitcast<f64>(l_4365);
l_mut_2258 = l_4366;
}
let l_4367 = l_mut_2512 == l_mut_2258;
let l_4368 = abs(l_4294);
let l_4369 = l_4368 * l_4292;
let l_4370 = l_4294 - l_4369;
let l_4371 = abs(l_4370);
l_mut_2512 = f64(1.401298464324817e-45);
let l_4372 = l_4371 >= f64(1.1754943508222875e-38);
let l_4373 = l_4371 <= f64(1.7976931348623157e308);
let l_4374 = l_4372 && l_4373;
if l_4374 {
let l_4375 = bitcast<u64>(l_4371);
let l_4376 = l_4375 >> u32(bitcast<u64>(u64(52)));
let l_4377 = l_4376 - u64(23);
let l_4378 = l_4377 << u32(bitcast<u64>(u64(52)));
let l_4379 = bitcast<f64>(l_4378);
l_mut_2512 = l_4379;
}
let l_4380 = l_4294 + l_4369;
let l_4381 = abs(l_4380);
l_mut_2258 = f64(1.401298464324817e-45);
let l_4382 = l_4381 >= f64(1.1754943508222875e-38);
let l_4383 = l_4381 <= f64(1.7976931348623157e308);
let l_4384 = l_4382 && l_4383;
if l_4384 {
let l_4385 = bitcast<u64>(l_4381);
let l_4386 = l_4385 >> u32(bitcast<u64>(u64(52)));
let l_4387 = l_4386 - u64(23);
let l_4388 = l_4387 << u32(bitcast<u64>(u64(52)));
let l_4389 = bitcast<f64>(l_4388);
l_mut_2258 = l_4389;
}
let l_4390 = l_mut_2512 == l_mut_2258;
let l_4391 = l_4367 && l_4390;
if l_4391 {
let l_4392 = a_4317[u32(0)];
let l_4393 = a_4317[u32(1)];
let l_4394 = bitcast<u32>(l_mut_25);
let l_4395 = l_4394 & u32(2147483647);
let l_4396 = bitcast<f32>(l_4395);
let l_4397 = f64(l_4396);
l_mut_2512 = l_4397;
let l_4398 = l_4395 < u32(8388608);
if l_4398 {
let l_4399 = f64(l_4395);
let l_4400 = l_4399 * f64(1.401298464324817e-45);
l_mut_2512 = l_4400;
}
let l_4401 = bitcast<u64>(l_mut_2512);
let l_4402 = l_4394 >> u32(31);
let l_4403 = u64(l_4402);
let l_4404 = l_4403 << u32(bitcast<u64>(u64(63)));
let l_4405 = l_4401 | l_4404;
let l_4406 = bitcast<f64>(l_4405);
let l_4407 = bitcast<u32>(l_mut_25);
let l_4408 = l_4407 + u32(1);
l_mut_2764 = l_4408;
let l_4409 = l_4407 & u32(2147483647);
let l_4410 = l_4409 == u32(0);
if l_4410 {
l_mut_2764 = u32(1);
} else {
let l_4411 = l_4407 & u32(2147483648);
let l_4412 = l_4411 != u32(0);
if l_4412 {
let l_4413 = l_4407 - u32(1);
l_mut_2764 = l_4413;
} else {
let l_4414 = l_4407 == u32(2139095040);
if l_4414 {
l_mut_2764 = l_4407;
}
}
}
let l_4415 = bitcast<f32>(l_mut_2764);
let l_4416 = bitcast<u32>(l_4415);
let l_4417 = l_4416 & u32(2147483647);
let l_4418 = bitcast<f32>(l_4417);
let l_4419 = f64(l_4418);
l_mut_2512 = l_4419;
let l_4420 = l_4417 < u32(8388608);
if l_4420 {
let l_4421 = f64(l_4417);
let l_4422 = l_4421 * f64(1.401298464324817e-45);
l_mut_2512 = l_4422;
}
let l_4423 = bitcast<u64>(l_mut_2512);
let l_4424 = l_4416 >> u32(31);
let l_4425 = u64(l_4424);
let l_4426 = l_4425 << u32(bitcast<u64>(u64(63)));
let l_4427 = l_4423 | l_4426;
let l_4428 = bitcast<f64>(l_4427);
let l_4429 = bitcast<u32>(l_mut_25);
let l_4430 = l_4429 ^ u32(2147483648);
let l_4431 = bitcast<f32>(l_4430);
let l_4432 = bitcast<u32>(l_4431);
let l_4433 = l_4432 + u32(1);
l_mut_2764 = l_4433;
let l_4434 = l_4432 & u32(2147483647);
let l_4435 = l_4434 == u32(0);
if l_4435 {
l_mut_2764 = u32(1);
} else {
let l_4436 = l_4432 & u32(2147483648);
let l_4437 = l_4436 != u32(0);
if l_4437 {
let l_4438 = l_4432 - u32(1);
l_mut_2764 = l_4438;
} else {
let l_4439 = l_4432 == u32(2139095040);
if l_4439 {
l_mut_2764 = l_4432;
}
}
}
let l_4440 = bitcast<f32>(l_mut_2764);
let l_4441 = bitcast<u32>(l_4440);
let l_4442 = l_4441 ^ u32(2147483648);
let l_4443 = bitcast<f32>(l_4442);
let l_4444 = bitcast<u32>(l_4443);
let l_4445 = l_4444 & u32(2147483647);
let l_4446 = bitcast<f32>(l_4445);
let l_4447 = f64(l_4446);
l_mut_2512 = l_4447;
let l_4448 = l_4445 < u32(8388608);
if l_4448 {
let l_4449 = f64(l_4445);
let l_4450 = l_4449 * f64(1.401298464324817e-45);
l_mut_2512 = l_4450;
}
let l_4451 = bitcast<u64>(l_mut_2512);
let l_4452 = l_4444 >> u32(31);
let l_4453 = u64(l_4452);
let l_4454 = l_4453 << u32(bitcast<u64>(u64(63)));
let l_4455 = l_4451 | l_4454;
let l_4456 = bitcast<f64>(l_4455);
let l_4457 = l_4392 + l_4344;
let l_4458 = l_4457 <= l_4406;
l_mut_544 = l_4458;
let l_4459 = l_4392 - l_4344;
let l_4460 = l_4459 > l_4406;
l_mut_541 = l_4460;
let l_4461 = l_4393 - l_4344;
let l_4462 = l_4461 >= l_4406;
l_mut_538 = l_4462;
let l_4463 = l_4393 + l_4344;
let l_4464 = l_4463 < l_4406;
l_mut_535 = l_4464;
let l_4465 = l_4392 + l_4344;
let l_4466 = l_4465 < l_4428;
l_mut_544 = l_4466;
let l_4467 = l_4392 - l_4344;
let l_4468 = l_4467 >= l_4428;
l_mut_541 = l_4468;
let l_4469 = l_4393 - l_4344;
let l_4470 = l_4469 > l_4456;
l_mut_538 = l_4470;
let l_4471 = l_4393 + l_4344;
let l_4472 = l_4471 <= l_4456;
l_mut_535 = l_4472;
l_mut_2764 = u32(2);
let l_4473 = l_mut_541 || l_mut_535;
if l_4473 {
l_mut_2764 = u32(1);
} else {
let l_4474 = l_mut_544 && l_mut_538;
if l_4474 {
l_mut_2764 = u32(0);
}
}
let l_4475 = bitcast<u32>(l_mut_25);
let l_4476 = l_4475 & u32(2147483647);
let l_4477 = l_4476 == u32(0);
if l_4477 {
let l_4478 = l_4392 + l_4344;
let l_4479 = l_4478 < f64(1.1754943508222875e-38);
let l_4480 = l_4393 - l_4344;
let l_4481 = l_4480 > f64(-1.1754943508222875e-38);
let l_4482 = l_4479 && l_4481;
let l_4483 = l_4392 - l_4344;
let l_4484 = l_4483 < f64(1.1754943508222875e-38);
let l_4485 = l_4393 + l_4344;
let l_4486 = l_4485 > f64(-1.1754943508222875e-38);
let l_4487 = l_4484 && l_4486;
if l_4482 {
l_mut_2764 = u32(0);
} else {
let l_4488 = l_mut_2764 == u32(1);
let l_4489 = l_4487 && l_4488;
if l_4489 {
l_mut_2764 = u32(2);
}
}
}
l_mut_3807 = l_mut_2764;
}
}
}
l_mut_427 = l_mut_3807;
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
let l_4490 = a_426[u32(0)];
let l_4491 = l_4490 == u32(0);
if l_4491 {
l_mut_427 = u32(2);
}
a_10[l_mut_407] = l_mut_427;
let l_4492 = a_10[l_mut_407];
let l_4493 = l_4492 == u32(2);
if l_4493 {
l_mut_136 = bool(false);
}
}
}
let l_4494 = l_mut_68 == u32(4294967293);
if l_4494 {
let l_4495 = a_8[u32(0)];
let l_4496 = l_4495 + u32(1);
a_8[u32(0)] = l_4496;
} else {
if l_mut_136 {
l_mut_2512 = l_395;
let l_4497 = l_mut_2512 < f64(-17.0);
if l_4497 {
l_mut_2512 = f64(-17.0);
}
let l_4498 = l_mut_2512 > f64(17.0);
if l_4498 {
l_mut_2512 = f64(17.0);
}
let l_4499 = l_mut_2512 + f64(16.0);
let l_4500 = l_4499 + f64(1.0);
let l_4501 = u32(l_4500);
let l_4502 = u32(2) + l_4501;
let l_4503 = a_8[l_4502];
let l_4504 = l_4503 + u32(1);
a_8[l_4502] = l_4504;
let l_4505 = bitcast<u32>(l_mut_25);
let l_4506 = l_4505 & u32(2147483647);
let l_4507 = bitcast<f32>(l_4506);
let l_4508 = f64(l_4507);
l_mut_2512 = l_4508;
let l_4509 = l_4506 < u32(8388608);
if l_4509 {
let l_4510 = f64(l_4506);
let l_4511 = l_4510 * f64(1.401298464324817e-45);
l_mut_2512 = l_4511;
}
let l_4512 = bitcast<u64>(l_mut_2512);
let l_4513 = l_4505 >> u32(31);
let l_4514 = u64(l_4513);
let l_4515 = l_4514 << u32(bitcast<u64>(u64(63)));
let l_4516 = l_4512 | l_4515;
let l_4517 = bitcast<f64>(l_4516);
let l_4518 = abs(l_mut_31);
let l_4519 = l_mut_31 * f64(0.0);
let l_4520 = l_4519 + f64(7.1362384635298e44);
l_mut_2512 = l_4520;
let l_4521 = l_4518 >= f64(2.350988701644575e-38);
if l_4521 {
let l_4522 = l_mut_68 & u32(2147483647);
let l_4523 = bitcast<f32>(l_4522);
let l_4524 = f64(l_4523);
let l_4525 = l_4522 & u32(2139095040);
let l_4526 = bitcast<f32>(l_4525);
let l_4527 = f64(l_4526);
let l_4528 = l_4524 > l_4518;
let l_4529 = l_4522 & u32(8388607);
let l_4530 = l_4529 == u32(0);
let l_4531 = l_4528 && l_4530;
let l_4532 = l_4527 * f64(1.1920928955078125e-7);
let l_4533 = f64(l_4531);
let l_4534 = f64(0.5) * l_4533;
let l_4535 = f64(1.0) - l_4534;
let l_4536 = l_4532 * l_4535;
let l_4537 = f64(1.0) / l_4536;
l_mut_2512 = l_4537;
}
let l_4538 = l_4517 - l_mut_31;
let l_4539 = l_4538 * l_mut_2512;
let l_4540 = u32(2) * u32(0);
let l_4541 = u32(45) + l_4540;
let l_4542 = abs(l_4539);
let l_4543 = a_9[u32(0)];
let l_4544 = abs(l_4543);
let l_4545 = l_4542 > l_4544;
l_mut_544 = l_4545;
let l_4546 = u32(0) == u32(0);
if l_4546 {
let l_4547 = a_9[u32(0)];
let l_4548 = l_4539 < l_4547;
l_mut_544 = l_4548;
} else {
let l_4549 = u32(0) == u32(1);
if l_4549 {
let l_4550 = a_9[u32(0)];
let l_4551 = l_4539 > l_4550;
l_mut_544 = l_4551;
}
}
let l_4552 = a_8[l_4541];
let l_4553 = l_4552 == u32(4294967295);
let l_4554 = l_4553 || l_mut_544;
if l_4554 {
a_8[l_4541] = l_23;
let l_4555 = l_4541 + u32(1);
a_8[l_4555] = l_376;
a_9[u32(0)] = l_4539;
}
let l_4556 = u32(2) * u32(1);
let l_4557 = u32(45) + l_4556;
let l_4558 = abs(l_4539);
let l_4559 = a_9[u32(1)];
let l_4560 = abs(l_4559);
let l_4561 = l_4558 > l_4560;
l_mut_544 = l_4561;
let l_4562 = u32(1) == u32(0);
if l_4562 {
let l_4563 = a_9[u32(1)];
let l_4564 = l_4539 < l_4563;
l_mut_544 = l_4564;
} else {
let l_4565 = u32(1) == u32(1);
if l_4565 {
let l_4566 = a_9[u32(1)];
let l_4567 = l_4539 > l_4566;
l_mut_544 = l_4567;
}
}
let l_4568 = a_8[l_4557];
let l_4569 = l_4568 == u32(4294967295);
let l_4570 = l_4569 || l_mut_544;
if l_4570 {
a_8[l_4557] = l_23;
let l_4571 = l_4557 + u32(1);
a_8[l_4571] = l_376;
a_9[u32(1)] = l_4539;
}
let l_4572 = l_395 != f64(0.0);
if l_4572 {

for (var l_mut_4573: u32 = u32(0); l_mut_4573 < u32(8); l_mut_4573++) {
let l_4574 = a_10[l_mut_4573];
let l_4575 = l_4574 == u32(1);
if l_4575 {
let l_4576 = u32(37) + l_mut_4573;
let l_4577 = a_8[l_4576];
let l_4578 = l_4577 + u32(1);
a_8[l_4576] = l_4578;
let l_4579 = u32(2) + l_mut_4573;
let l_4580 = u32(2) * l_4579;
let l_4581 = u32(45) + l_4580;
let l_4582 = abs(l_4539);
let l_4583 = a_9[l_4579];
let l_4584 = abs(l_4583);
let l_4585 = l_4582 > l_4584;
l_mut_544 = l_4585;
let l_4586 = l_4579 == u32(0);
if l_4586 {
let l_4587 = a_9[l_4579];
let l_4588 = l_4539 < l_4587;
l_mut_544 = l_4588;
} else {
let l_4589 = l_4579 == u32(1);
if l_4589 {
let l_4590 = a_9[l_4579];
let l_4591 = l_4539 > l_4590;
l_mut_544 = l_4591;
}
}
let l_4592 = a_8[l_4581];
let l_4593 = l_4592 == u32(4294967295);
let l_4594 = l_4593 || l_mut_544;
if l_4594 {
a_8[l_4581] = l_23;
let l_4595 = l_4581 + u32(1);
a_8[l_4595] = l_376;
a_9[l_4579] = l_4539;
}
}
}
}
} else {
let l_4596 = a_8[u32(1)];
let l_4597 = l_2 + l_4596;
let l_4598 = l_4597 * u32(2);
let l_4718 = info.static_meta[u32(6)];
let l_4719 = l_4718 * u32(1);
let l_4720 = l_4598 < l_4719;
if l_4720 {
buffer_6_global[l_4598] = l_23;
}
let l_4599 = l_4598 + u32(1);
let l_4721 = info.static_meta[u32(6)];
let l_4722 = l_4721 * u32(1);
let l_4723 = l_4599 < l_4722;
if l_4723 {
buffer_6_global[l_4599] = l_376;
}
let l_4600 = a_8[u32(1)];
let l_4601 = l_4600 + u32(1);
a_8[u32(1)] = l_4601;
}
}
}

for (var l_mut_4602: u32 = u32(0); l_mut_4602 < u32(65); l_mut_4602++) {
let l_4603 = id * u32(65);
let l_4604 = l_4603 + l_mut_4602;
let l_4605 = a_8[l_mut_4602];
let l_4724 = info.static_meta[u32(4)];
let l_4725 = l_4724 * u32(1);
let l_4726 = l_4604 < l_4725;
if l_4726 {
buffer_4_global[l_4604] = l_4605;
}
}

for (var l_mut_4606: u32 = u32(0); l_mut_4606 < u32(10); l_mut_4606++) {
let l_4607 = id * u32(10);
let l_4608 = l_4607 + l_mut_4606;
let l_4609 = a_9[l_mut_4606];
let l_4727 = info.static_meta[u32(5)];
let l_4728 = l_4727 * u32(1);
let l_4729 = l_4608 < l_4728;
if l_4729 {
buffer_5_global[l_4608] = l_4609;
}
}
}
}
fn is_nan_primitive_f64(x: f64) -> bool {
    let bits = bitcast<u64>(x);
    let abs_bits = bits & 0x7ff0000000000000;
    return abs_bits > 0x7fffffffffffffff;
}


fn is_nan_1_f64(x: f64, ) -> bool{
    return is_nan_primitive_f64(x, );
}
