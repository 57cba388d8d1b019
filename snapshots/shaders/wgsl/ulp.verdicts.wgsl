@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f64>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f64>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

struct info_st {
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn verdicts(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_1063: array<u32, 1>;

var a_3133: array<f64, 2>;

var a_4176: array<f64, 2>;

var a_4392: array<f64, 2>;

var a_4806: array<f64, 2>;

var a_4980: array<f64, 2>;

var a_5553: array<f64, 2>;

var a_6789: array<f64, 2>;

var a_8018: array<f64, 2>;

var a_8829: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1128: f64;
var l_mut_1211: f64;
var l_mut_145: bool;
var l_mut_148: bool;
var l_mut_151: bool;
var l_mut_154: bool;
var l_mut_2226: f64;
var l_mut_2480: f64;
var l_mut_2736: f64;
var l_mut_2990: f64;
var l_mut_3242: u32;
var l_mut_35: u32;
var l_mut_4285: u32;
var l_mut_42: f64;
var l_mut_52: u32;
var l_mut_5500: i32;
var l_mut_65: f64;
var l_mut_715: f64;
var l_mut_7259: bool;
var l_mut_8432: u32;
var l_mut_94: u32;
let l_0 = info.static_meta[u32(9)];
let l_1 = id < l_0;
if l_1 {
let l_9665 = info.static_meta[u32(7)];
let l_9666 = l_9665 * u32(1);
let l_9667 = u32(1024) < l_9666;
let l_9668 = l_9666 - u32(1);
let l_9669 = min(u32(1024), l_9668);
let l_9670 = buffer_7_global[l_9669];
let l_9671 = select(u32(0), l_9670, l_9667);
let l_2 = l_9671;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_9672 = info.static_meta[u32(5)];
let l_9673 = l_9672 * u32(1);
let l_9674 = l_8 < l_9673;
let l_9675 = l_9673 - u32(1);
let l_9676 = min(l_8, l_9675);
let l_9677 = buffer_5_global[l_9676];
let l_9678 = select(u32(0), l_9677, l_9674);
let l_9 = l_9678;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_9679 = info.static_meta[u32(5)];
let l_9680 = l_9679 * u32(1);
let l_9681 = l_11 < l_9680;
let l_9682 = l_9680 - u32(1);
let l_9683 = min(l_11, l_9682);
let l_9684 = buffer_5_global[l_9683];
let l_9685 = select(u32(0), l_9684, l_9681);
let l_12 = l_9685;
let l_13 = l_12 != u32(0);
let l_9686 = info.static_meta[u32(0)];
let l_9687 = l_9686 * u32(1);
let l_9688 = id < l_9687;
let l_9689 = l_9687 - u32(1);
let l_9690 = min(id, l_9689);
let l_9691 = buffer_0_global[l_9690];
let l_9692 = select(f32(0.0), l_9691, l_9688);
let l_14 = l_9692;
let l_9693 = info.static_meta[u32(1)];
let l_9694 = l_9693 * u32(1);
let l_9695 = id < l_9694;
let l_9696 = l_9694 - u32(1);
let l_9697 = min(id, l_9696);
let l_9698 = buffer_1_global[l_9697];
let l_9699 = select(f32(0.0), l_9698, l_9695);
let l_15 = l_9699;
let l_9700 = info.static_meta[u32(2)];
let l_9701 = l_9700 * u32(1);
let l_9702 = id < l_9701;
let l_9703 = l_9701 - u32(1);
let l_9704 = min(id, l_9703);
let l_9705 = buffer_2_global[l_9704];
let l_9706 = select(f32(0.0), l_9705, l_9702);
let l_16 = l_9706;
let l_9707 = info.static_meta[u32(3)];
let l_9708 = l_9707 * u32(1);
let l_9709 = id < l_9708;
let l_9710 = l_9708 - u32(1);
let l_9711 = min(id, l_9710);
let l_9712 = buffer_3_global[l_9711];
let l_9713 = select(f64(0.0), l_9712, l_9709);
let l_17 = l_9713;
let l_9714 = info.static_meta[u32(4)];
let l_9715 = l_9714 * u32(1);
let l_9716 = id < l_9715;
let l_9717 = l_9715 - u32(1);
let l_9718 = min(id, l_9717);
let l_9719 = buffer_4_global[l_9718];
let l_9720 = select(f64(0.0), l_9719, l_9716);
let l_18 = l_9720;
let l_19 = l_mut_5 * u32(4);
let l_9721 = info.static_meta[u32(6)];
let l_9722 = l_9721 * u32(1);
let l_9723 = l_19 < l_9722;
let l_9724 = l_9722 - u32(1);
let l_9725 = min(l_19, l_9724);
let l_9726 = buffer_6_global[l_9725];
let l_9727 = select(f64(0.0), l_9726, l_9723);
let l_20 = l_9727;
let l_21 = l_mut_5 * u32(4);
let l_22 = l_21 + u32(1);
let l_9728 = info.static_meta[u32(6)];
let l_9729 = l_9728 * u32(1);
let l_9730 = l_22 < l_9729;
let l_9731 = l_9729 - u32(1);
let l_9732 = min(l_22, l_9731);
let l_9733 = buffer_6_global[l_9732];
let l_9734 = select(f64(0.0), l_9733, l_9730);
let l_23 = l_9734;
let l_24 = l_mut_5 * u32(4);
let l_25 = l_24 + u32(2);
let l_9735 = info.static_meta[u32(6)];
let l_9736 = l_9735 * u32(1);
let l_9737 = l_25 < l_9736;
let l_9738 = l_9736 - u32(1);
let l_9739 = min(l_25, l_9738);
let l_9740 = buffer_6_global[l_9739];
let l_9741 = select(f64(0.0), l_9740, l_9737);
let l_26 = l_9741;
let l_27 = l_mut_5 * u32(4);
let l_28 = l_27 + u32(3);
let l_9742 = info.static_meta[u32(6)];
let l_9743 = l_9742 * u32(1);
let l_9744 = l_28 < l_9743;
let l_9745 = l_9743 - u32(1);
let l_9746 = min(l_28, l_9745);
let l_9747 = buffer_6_global[l_9746];
let l_9748 = select(f64(0.0), l_9747, l_9744);
let l_29 = l_9748;
let l_30 = f64(l_15);
let l_31 = f64(l_14);
let l_32 = abs(l_31);
let l_33 = abs(l_17);
let l_34 = l_33 * f64(1.4551915228366852e-11);
l_mut_35 = u32(2);
let l_36 = l_9 == u32(0);
if l_36 {
l_mut_35 = u32(0);
} else {
let l_37 = l_9 == u32(1);
if l_37 {
l_mut_35 = u32(1);
let l_38 = abs(l_18);
let l_39 = l_38 <= l_20;
if l_39 {
l_mut_35 = u32(0);
}
} else {
let l_40 = l_9 == u32(2);
if l_40 {
let l_41 = abs(l_17);
l_mut_42 = f64(1.401298464324817e-45);
let l_43 = l_41 >= f64(1.1754943508222875e-38);
let l_44 = l_41 <= f64(1.7976931348623157e308);
let l_45 = l_43 && l_44;
if l_45 {
let l_46 = bitcast<u64>(l_41);
let l_47 = l_46 >> u32(bitcast<u64>(u64(52)));
let l_48 = l_47 - u64(23);
let l_49 = l_48 << u32(bitcast<u64>(u64(52)));
let l_50 = bitcast<f64>(l_49);
l_mut_42 = l_50;
}
let l_51 = l_20 * l_mut_42;
l_mut_52 = u32(2);
let l_53 = l_17 - l_34;
let l_54 = abs(l_53);
l_mut_42 = f64(1.401298464324817e-45);
let l_55 = l_54 >= f64(1.1754943508222875e-38);
let l_56 = l_54 <= f64(1.7976931348623157e308);
let l_57 = l_55 && l_56;
if l_57 {
let l_58 = bitcast<u64>(l_54);
let l_59 = l_58 >> u32(bitcast<u64>(u64(52)));
let l_60 = l_59 - u64(23);
let l_61 = l_60 << u32(bitcast<u64>(u64(52)));
let l_62 = bitcast<f64>(l_61);
l_mut_42 = l_62;
}
let l_63 = l_17 + l_34;
let l_64 = abs(l_63);
l_mut_65 = f64(1.401298464324817e-45);
let l_66 = l_64 >= f64(1.1754943508222875e-38);
let l_67 = l_64 <= f64(1.7976931348623157e308);
let l_68 = l_66 && l_67;
if l_68 {
let l_69 = bitcast<u64>(l_64);
let l_70 = l_69 >> u32(bitcast<u64>(u64(52)));
let l_71 = l_70 - u64(23);
let l_72 = l_71 << u32(bitcast<u64>(u64(52)));
let l_73 = bitcast<f64>(l_72);
l_mut_65 = l_73;
}
let l_74 = l_mut_42 == l_mut_65;
if l_74 {
let l_75 = l_51 * f64(1.4551915228366852e-11);
let l_76 = l_34 + l_75;
let l_77 = l_17 - l_51;
let l_78 = l_17 + l_51;
let l_79 = bitcast<u32>(l_16);
let l_80 = l_79 & u32(2147483647);
let l_81 = bitcast<f32>(l_80);
let l_82 = f64(l_81);
l_mut_65 = l_82;
let l_83 = l_80 < u32(8388608);
if l_83 {
let l_84 = f64(l_80);
let l_85 = l_84 * f64(1.401298464324817e-45);
l_mut_65 = l_85;
}
let l_86 = bitcast<u64>(l_mut_65);
let l_87 = l_79 >> u32(31);
let l_88 = u64(l_87);
let l_89 = l_88 << u32(bitcast<u64>(u64(63)));
let l_90 = l_86 | l_89;
let l_91 = bitcast<f64>(l_90);
let l_92 = bitcast<u32>(l_16);
let l_93 = l_92 + u32(1);
l_mut_94 = l_93;
let l_95 = l_92 & u32(2147483647);
let l_96 = l_95 == u32(0);
if l_96 {
l_mut_94 = u32(1);
} else {
let l_97 = l_92 & u32(2147483648);
let l_98 = l_97 != u32(0);
if l_98 {
let l_99 = l_92 - u32(1);
l_mut_94 = l_99;
} else {
let l_100 = l_92 == u32(2139095040);
if l_100 {
l_mut_94 = l_92;
}
}
}
let l_101 = bitcast<f32>(l_mut_94);
let l_102 = bitcast<u32>(l_101);
let l_103 = l_102 & u32(2147483647);
let l_104 = bitcast<f32>(l_103);
let l_105 = f64(l_104);
l_mut_65 = l_105;
let l_106 = l_103 < u32(8388608);
if l_106 {
let l_107 = f64(l_103);
let l_108 = l_107 * f64(1.401298464324817e-45);
l_mut_65 = l_108;
}
let l_109 = bitcast<u64>(l_mut_65);
let l_110 = l_102 >> u32(31);
let l_111 = u64(l_110);
let l_112 = l_111 << u32(bitcast<u64>(u64(63)));
let l_113 = l_109 | l_112;
let l_114 = bitcast<f64>(l_113);
let l_115 = bitcast<u32>(l_16);
let l_116 = l_115 ^ u32(2147483648);
let l_117 = bitcast<f32>(l_116);
let l_118 = bitcast<u32>(l_117);
let l_119 = l_118 + u32(1);
l_mut_94 = l_119;
let l_120 = l_118 & u32(2147483647);
let l_121 = l_120 == u32(0);
if l_121 {
l_mut_94 = u32(1);
} else {
let l_122 = l_118 & u32(2147483648);
let l_123 = l_122 != u32(0);
if l_123 {
let l_124 = l_118 - u32(1);
l_mut_94 = l_124;
} else {
let l_125 = l_118 == u32(2139095040);
if l_125 {
l_mut_94 = l_118;
}
}
}
let l_126 = bitcast<f32>(l_mut_94);
let l_127 = bitcast<u32>(l_126);
let l_128 = l_127 ^ u32(2147483648);
let l_129 = bitcast<f32>(l_128);
let l_130 = bitcast<u32>(l_129);
let l_131 = l_130 & u32(2147483647);
let l_132 = bitcast<f32>(l_131);
let l_133 = f64(l_132);
l_mut_65 = l_133;
let l_134 = l_131 < u32(8388608);
if l_134 {
let l_135 = f64(l_131);
let l_136 = l_135 * f64(1.401298464324817e-45);
l_mut_65 = l_136;
}
let l_137 = bitcast<u64>(l_mut_65);
let l_138 = l_130 >> u32(31);
let l_139 = u64(l_138);
let l_140 = l_139 << u32(bitcast<u64>(u64(63)));
let l_141 = l_137 | l_140;
let l_142 = bitcast<f64>(l_141);
let l_143 = l_77 + l_76;
let l_144 = l_143 <= l_91;
l_mut_145 = l_144;
let l_146 = l_77 - l_76;
let l_147 = l_146 > l_91;
l_mut_148 = l_147;
let l_149 = l_78 - l_76;
let l_150 = l_149 >= l_91;
l_mut_151 = l_150;
let l_152 = l_78 + l_76;
let l_153 = l_152 < l_91;
l_mut_154 = l_153;
if l_13 {
let l_155 = l_77 + l_76;
let l_156 = l_155 < l_114;
l_mut_145 = l_156;
let l_157 = l_77 - l_76;
let l_158 = l_157 >= l_114;
l_mut_148 = l_158;
let l_159 = l_78 - l_76;
let l_160 = l_159 > l_142;
l_mut_151 = l_160;
let l_161 = l_78 + l_76;
let l_162 = l_161 <= l_142;
l_mut_154 = l_162;
}
l_mut_94 = u32(2);
let l_163 = l_mut_148 || l_mut_154;
if l_163 {
l_mut_94 = u32(1);
} else {
let l_164 = l_mut_145 && l_mut_151;
if l_164 {
l_mut_94 = u32(0);
}
}
let l_165 = bitcast<u32>(l_16);
let l_166 = l_165 & u32(2147483647);
let l_167 = l_166 == u32(0);
if l_167 {
let l_168 = l_77 + l_76;
let l_169 = l_168 < f64(1.1754943508222875e-38);
let l_170 = l_78 - l_76;
let l_171 = l_170 > f64(-1.1754943508222875e-38);
let l_172 = l_169 && l_171;
let l_173 = l_77 - l_76;
let l_174 = l_173 < f64(1.1754943508222875e-38);
let l_175 = l_78 + l_76;
let l_176 = l_175 > f64(-1.1754943508222875e-38);
let l_177 = l_174 && l_176;
if l_172 {
l_mut_94 = u32(0);
} else {
let l_178 = l_mut_94 == u32(1);
let l_179 = l_177 && l_178;
if l_179 {
l_mut_94 = u32(2);
}
}
}
l_mut_52 = l_mut_94;
}
l_mut_35 = l_mut_52;
} else {
let l_180 = l_9 == u32(3);
if l_180 {
l_mut_65 = l_32;
let l_181 = l_23 == f64(1.0);
if l_181 {
let l_182 = abs(l_30);
l_mut_65 = l_182;
}
l_mut_35 = u32(0);
let l_183 = l_mut_65 >= f64(1.1754943508222875e-38);
let l_184 = l_mut_65 <= f64(8.507059173023462e37);
let l_185 = l_183 && l_184;
if l_185 {
let l_186 = abs(l_17);
l_mut_65 = f64(1.401298464324817e-45);
let l_187 = l_186 >= f64(1.1754943508222875e-38);
let l_188 = l_186 <= f64(1.7976931348623157e308);
let l_189 = l_187 && l_188;
if l_189 {
let l_190 = bitcast<u64>(l_186);
let l_191 = l_190 >> u32(bitcast<u64>(u64(52)));
let l_192 = l_191 - u64(23);
let l_193 = l_192 << u32(bitcast<u64>(u64(52)));
let l_194 = bitcast<f64>(l_193);
l_mut_65 = l_194;
}
let l_195 = l_20 * l_mut_65;
l_mut_94 = u32(2);
let l_196 = l_17 - l_34;
let l_197 = abs(l_196);
l_mut_65 = f64(1.401298464324817e-45);
let l_198 = l_197 >= f64(1.1754943508222875e-38);
let l_199 = l_197 <= f64(1.7976931348623157e308);
let l_200 = l_198 && l_199;
if l_200 {
let l_201 = bitcast<u64>(l_197);
let l_202 = l_201 >> u32(bitcast<u64>(u64(52)));
let l_203 = l_202 - u64(23);
let l_204 = l_203 << u32(bitcast<u64>(u64(52)));
let l_205 = bitcast<f64>(l_204);
l_mut_65 = l_205;
}
let l_206 = l_17 + l_34;
let l_207 = abs(l_206);
l_mut_42 = f64(1.401298464324817e-45);
let l_208 = l_207 >= f64(1.1754943508222875e-38);
let l_209 = l_207 <= f64(1.7976931348623157e308);
let l_210 = l_208 && l_209;
if l_210 {
let l_211 = bitcast<u64>(l_207);
let l_212 = l_211 >> u32(bitcast<u64>(u64(52)));
let l_213 = l_212 - u64(23);
let l_214 = l_213 << u32(bitcast<u64>(u64(52)));
let l_215 = bitcast<f64>(l_214);
l_mut_42 = l_215;
}
let l_216 = l_mut_65 == l_mut_42;
if l_216 {
let l_217 = l_195 * f64(1.4551915228366852e-11);
let l_218 = l_34 + l_217;
let l_219 = l_17 - l_195;
let l_220 = l_17 + l_195;
let l_221 = bitcast<u32>(l_16);
let l_222 = l_221 & u32(2147483647);
let l_223 = bitcast<f32>(l_222);
let l_224 = f64(l_223);
l_mut_65 = l_224;
let l_225 = l_222 < u32(8388608);
if l_225 {
let l_226 = f64(l_222);
let l_227 = l_226 * f64(1.401298464324817e-45);
l_mut_65 = l_227;
}
let l_228 = bitcast<u64>(l_mut_65);
let l_229 = l_221 >> u32(31);
let l_230 = u64(l_229);
let l_231 = l_230 << u32(bitcast<u64>(u64(63)));
let l_232 = l_228 | l_231;
let l_233 = bitcast<f64>(l_232);
let l_234 = bitcast<u32>(l_16);
let l_235 = l_234 + u32(1);
l_mut_52 = l_235;
let l_236 = l_234 & u32(2147483647);
let l_237 = l_236 == u32(0);
if l_237 {
l_mut_52 = u32(1);
} else {
let l_238 = l_234 & u32(2147483648);
let l_239 = l_238 != u32(0);
if l_239 {
let l_240 = l_234 - u32(1);
l_mut_52 = l_240;
} else {
let l_241 = l_234 == u32(2139095040);
if l_241 {
l_mut_52 = l_234;
}
}
}
let l_242 = bitcast<f32>(l_mut_52);
let l_243 = bitcast<u32>(l_242);
let l_244 = l_243 & u32(2147483647);
let l_245 = bitcast<f32>(l_244);
let l_246 = f64(l_245);
l_mut_65 = l_246;
let l_247 = l_244 < u32(8388608);
if l_247 {
let l_248 = f64(l_244);
let l_249 = l_248 * f64(1.401298464324817e-45);
l_mut_65 = l_249;
}
let l_250 = bitcast<u64>(l_mut_65);
let l_251 = l_243 >> u32(31);
let l_252 = u64(l_251);
let l_253 = l_252 << u32(bitcast<u64>(u64(63)));
let l_254 = l_250 | l_253;
let l_255 = bitcast<f64>(l_254);
let l_256 = bitcast<u32>(l_16);
let l_257 = l_256 ^ u32(2147483648);
let l_258 = bitcast<f32>(l_257);
let l_259 = bitcast<u32>(l_258);
let l_260 = l_259 + u32(1);
l_mut_52 = l_260;
let l_261 = l_259 & u32(2147483647);
let l_262 = l_261 == u32(0);
if l_262 {
l_mut_52 = u32(1);
} else {
let l_263 = l_259 & u32(2147483648);
let l_264 = l_263 != u32(0);
if l_264 {
let l_265 = l_259 - u32(1);
l_mut_52 = l_265;
} else {
let l_266 = l_259 == u32(2139095040);
if l_266 {
l_mut_52 = l_259;
}
}
}
let l_267 = bitcast<f32>(l_mut_52);
let l_268 = bitcast<u32>(l_267);
let l_269 = l_268 ^ u32(2147483648);
let l_270 = bitcast<f32>(l_269);
let l_271 = bitcast<u32>(l_270);
let l_272 = l_271 & u32(2147483647);
let l_273 = bitcast<f32>(l_272);
let l_274 = f64(l_273);
l_mut_65 = l_274;
let l_275 = l_272 < u32(8388608);
if l_275 {
let l_276 = f64(l_272);
let l_277 = l_276 * f64(1.401298464324817e-45);
l_mut_65 = l_277;
}
let l_278 = bitcast<u64>(l_mut_65);
let l_279 = l_271 >> u32(31);
let l_280 = u64(l_279);
let l_281 = l_280 << u32(bitcast<u64>(u64(63)));
let l_282 = l_278 | l_281;
let l_283 = bitcast<f64>(l_282);
let l_284 = l_219 + l_218;
let l_285 = l_284 <= l_233;
l_mut_154 = l_285;
let l_286 = l_219 - l_218;
let l_287 = l_286 > l_233;
l_mut_151 = l_287;
let l_288 = l_220 - l_218;
let l_289 = l_288 >= l_233;
l_mut_148 = l_289;
let l_290 = l_220 + l_218;
let l_291 = l_290 < l_233;
l_mut_145 = l_291;
if l_13 {
let l_292 = l_219 + l_218;
let l_293 = l_292 < l_255;
l_mut_154 = l_293;
let l_294 = l_219 - l_218;
let l_295 = l_294 >= l_255;
l_mut_151 = l_295;
let l_296 = l_220 - l_218;
let l_297 = l_296 > l_283;
l_mut_148 = l_297;
let l_298 = l_220 + l_218;
let l_299 = l_298 <= l_283;
l_mut_145 = l_299;
}
l_mut_52 = u32(2);
let l_300 = l_mut_151 || l_mut_145;
if l_300 {
l_mut_52 = u32(1);
} else {
let l_301 = l_mut_154 && l_mut_148;
if l_301 {
l_mut_52 = u32(0);
}
}
let l_302 = bitcast<u32>(l_16);
let l_303 = l_302 & u32(2147483647);
let l_304 = l_303 == u32(0);
if l_304 {
let l_305 = l_219 + l_218;
let l_306 = l_305 < f64(1.1754943508222875e-38);
let l_307 = l_220 - l_218;
let l_308 = l_307 > f64(-1.1754943508222875e-38);
let l_309 = l_306 && l_308;
let l_310 = l_219 - l_218;
let l_311 = l_310 < f64(1.1754943508222875e-38);
let l_312 = l_220 + l_218;
let l_313 = l_312 > f64(-1.1754943508222875e-38);
let l_314 = l_311 && l_313;
if l_309 {
l_mut_52 = u32(0);
} else {
let l_315 = l_mut_52 == u32(1);
let l_316 = l_314 && l_315;
if l_316 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
}
} else {
let l_317 = l_9 == u32(4);
if l_317 {
let l_318 = l_23 * l_32;
let l_319 = l_20 + l_318;
let l_320 = abs(l_17);
l_mut_65 = f64(1.401298464324817e-45);
let l_321 = l_320 >= f64(1.1754943508222875e-38);
let l_322 = l_320 <= f64(1.7976931348623157e308);
let l_323 = l_321 && l_322;
if l_323 {
let l_324 = bitcast<u64>(l_320);
let l_325 = l_324 >> u32(bitcast<u64>(u64(52)));
let l_326 = l_325 - u64(23);
let l_327 = l_326 << u32(bitcast<u64>(u64(52)));
let l_328 = bitcast<f64>(l_327);
l_mut_65 = l_328;
}
let l_329 = l_319 * l_mut_65;
l_mut_94 = u32(2);
let l_330 = l_17 - l_34;
let l_331 = abs(l_330);
l_mut_65 = f64(1.401298464324817e-45);
let l_332 = l_331 >= f64(1.1754943508222875e-38);
let l_333 = l_331 <= f64(1.7976931348623157e308);
let l_334 = l_332 && l_333;
if l_334 {
let l_335 = bitcast<u64>(l_331);
let l_336 = l_335 >> u32(bitcast<u64>(u64(52)));
let l_337 = l_336 - u64(23);
let l_338 = l_337 << u32(bitcast<u64>(u64(52)));
let l_339 = bitcast<f64>(l_338);
l_mut_65 = l_339;
}
let l_340 = l_17 + l_34;
let l_341 = abs(l_340);
l_mut_42 = f64(1.401298464324817e-45);
let l_342 = l_341 >= f64(1.1754943508222875e-38);
let l_343 = l_341 <= f64(1.7976931348623157e308);
let l_344 = l_342 && l_343;
if l_344 {
let l_345 = bitcast<u64>(l_341);
let l_346 = l_345 >> u32(bitcast<u64>(u64(52)));
let l_347 = l_346 - u64(23);
let l_348 = l_347 << u32(bitcast<u64>(u64(52)));
let l_349 = bitcast<f64>(l_348);
l_mut_42 = l_349;
}
let l_350 = l_mut_65 == l_mut_42;
if l_350 {
let l_351 = l_329 * f64(1.4551915228366852e-11);
let l_352 = l_34 + l_351;
let l_353 = l_17 - l_329;
let l_354 = l_17 + l_329;
let l_355 = bitcast<u32>(l_16);
let l_356 = l_355 & u32(2147483647);
let l_357 = bitcast<f32>(l_356);
let l_358 = f64(l_357);
l_mut_65 = l_358;
let l_359 = l_356 < u32(8388608);
if l_359 {
let l_360 = f64(l_356);
let l_361 = l_360 * f64(1.401298464324817e-45);
l_mut_65 = l_361;
}
let l_362 = bitcast<u64>(l_mut_65);
let l_363 = l_355 >> u32(31);
let l_364 = u64(l_363);
let l_365 = l_364 << u32(bitcast<u64>(u64(63)));
let l_366 = l_362 | l_365;
let l_367 = bitcast<f64>(l_366);
let l_368 = bitcast<u32>(l_16);
let l_369 = l_368 + u32(1);
l_mut_52 = l_369;
let l_370 = l_368 & u32(2147483647);
let l_371 = l_370 == u32(0);
if l_371 {
l_mut_52 = u32(1);
} else {
let l_372 = l_368 & u32(2147483648);
let l_373 = l_372 != u32(0);
if l_373 {
let l_374 = l_368 - u32(1);
l_mut_52 = l_374;
} else {
let l_375 = l_368 == u32(2139095040);
if l_375 {
l_mut_52 = l_368;
}
}
}
let l_376 = bitcast<f32>(l_mut_52);
let l_377 = bitcast<u32>(l_376);
let l_378 = l_377 & u32(2147483647);
let l_379 = bitcast<f32>(l_378);
let l_380 = f64(l_379);
l_mut_65 = l_380;
let l_381 = l_378 < u32(8388608);
if l_381 {
let l_382 = f64(l_378);
let l_383 = l_382 * f64(1.401298464324817e-45);
l_mut_65 = l_383;
}
let l_384 = bitcast<u64>(l_mut_65);
let l_385 = l_377 >> u32(31);
let l_386 = u64(l_385);
let l_387 = l_386 << u32(bitcast<u64>(u64(63)));
let l_388 = l_384 | l_387;
let l_389 = bitcast<f64>(l_388);
let l_390 = bitcast<u32>(l_16);
let l_391 = l_390 ^ u32(2147483648);
let l_392 = bitcast<f32>(l_391);
let l_393 = bitcast<u32>(l_392);
let l_394 = l_393 + u32(1);
l_mut_52 = l_394;
let l_395 = l_393 & u32(2147483647);
let l_396 = l_395 == u32(0);
if l_396 {
l_mut_52 = u32(1);
} else {
let l_397 = l_393 & u32(2147483648);
let l_398 = l_397 != u32(0);
if l_398 {
let l_399 = l_393 - u32(1);
l_mut_52 = l_399;
} else {
let l_400 = l_393 == u32(2139095040);
if l_400 {
l_mut_52 = l_393;
}
}
}
let l_401 = bitcast<f32>(l_mut_52);
let l_402 = bitcast<u32>(l_401);
let l_403 = l_402 ^ u32(2147483648);
let l_404 = bitcast<f32>(l_403);
let l_405 = bitcast<u32>(l_404);
let l_406 = l_405 & u32(2147483647);
let l_407 = bitcast<f32>(l_406);
let l_408 = f64(l_407);
l_mut_65 = l_408;
let l_409 = l_406 < u32(8388608);
if l_409 {
let l_410 = f64(l_406);
let l_411 = l_410 * f64(1.401298464324817e-45);
l_mut_65 = l_411;
}
let l_412 = bitcast<u64>(l_mut_65);
let l_413 = l_405 >> u32(31);
let l_414 = u64(l_413);
let l_415 = l_414 << u32(bitcast<u64>(u64(63)));
let l_416 = l_412 | l_415;
let l_417 = bitcast<f64>(l_416);
let l_418 = l_353 + l_352;
let l_419 = l_418 <= l_367;
l_mut_154 = l_419;
let l_420 = l_353 - l_352;
let l_421 = l_420 > l_367;
l_mut_151 = l_421;
let l_422 = l_354 - l_352;
let l_423 = l_422 >= l_367;
l_mut_148 = l_423;
let l_424 = l_354 + l_352;
let l_425 = l_424 < l_367;
l_mut_145 = l_425;
if l_13 {
let l_426 = l_353 + l_352;
let l_427 = l_426 < l_389;
l_mut_154 = l_427;
let l_428 = l_353 - l_352;
let l_429 = l_428 >= l_389;
l_mut_151 = l_429;
let l_430 = l_354 - l_352;
let l_431 = l_430 > l_417;
l_mut_148 = l_431;
let l_432 = l_354 + l_352;
let l_433 = l_432 <= l_417;
l_mut_145 = l_433;
}
l_mut_52 = u32(2);
let l_434 = l_mut_151 || l_mut_145;
if l_434 {
l_mut_52 = u32(1);
} else {
let l_435 = l_mut_154 && l_mut_148;
if l_435 {
l_mut_52 = u32(0);
}
}
let l_436 = bitcast<u32>(l_16);
let l_437 = l_436 & u32(2147483647);
let l_438 = l_437 == u32(0);
if l_438 {
let l_439 = l_353 + l_352;
let l_440 = l_439 < f64(1.1754943508222875e-38);
let l_441 = l_354 - l_352;
let l_442 = l_441 > f64(-1.1754943508222875e-38);
let l_443 = l_440 && l_442;
let l_444 = l_353 - l_352;
let l_445 = l_444 < f64(1.1754943508222875e-38);
let l_446 = l_354 + l_352;
let l_447 = l_446 > f64(-1.1754943508222875e-38);
let l_448 = l_445 && l_447;
if l_443 {
l_mut_52 = u32(0);
} else {
let l_449 = l_mut_52 == u32(1);
let l_450 = l_448 && l_449;
if l_450 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
} else {
let l_451 = l_9 == u32(5);
if l_451 {
let l_452 = f64(2.0) * l_31;
let l_453 = abs(l_452);
let l_454 = floor(l_453);
let l_455 = f64(3.0) + l_454;
let l_456 = abs(l_17);
l_mut_65 = f64(1.401298464324817e-45);
let l_457 = l_456 >= f64(1.1754943508222875e-38);
let l_458 = l_456 <= f64(1.7976931348623157e308);
let l_459 = l_457 && l_458;
if l_459 {
let l_460 = bitcast<u64>(l_456);
let l_461 = l_460 >> u32(bitcast<u64>(u64(52)));
let l_462 = l_461 - u64(23);
let l_463 = l_462 << u32(bitcast<u64>(u64(52)));
let l_464 = bitcast<f64>(l_463);
l_mut_65 = l_464;
}
let l_465 = l_455 * l_mut_65;
l_mut_94 = u32(2);
let l_466 = l_17 - l_34;
let l_467 = abs(l_466);
l_mut_65 = f64(1.401298464324817e-45);
let l_468 = l_467 >= f64(1.1754943508222875e-38);
let l_469 = l_467 <= f64(1.7976931348623157e308);
let l_470 = l_468 && l_469;
if l_470 {
let l_471 = bitcast<u64>(l_467);
let l_472 = l_471 >> u32(bitcast<u64>(u64(52)));
let l_473 = l_472 - u64(23);
let l_474 = l_473 << u32(bitcast<u64>(u64(52)));
let l_475 = bitcast<f64>(l_474);
l_mut_65 = l_475;
}
let l_476 = l_17 + l_34;
let l_477 = abs(l_476);
l_mut_42 = f64(1.401298464324817e-45);
let l_478 = l_477 >= f64(1.1754943508222875e-38);
let l_479 = l_477 <= f64(1.7976931348623157e308);
let l_480 = l_478 && l_479;
if l_480 {
let l_481 = bitcast<u64>(l_477);
let l_482 = l_481 >> u32(bitcast<u64>(u64(52)));
let l_483 = l_482 - u64(23);
let l_484 = l_483 << u32(bitcast<u64>(u64(52)));
let l_485 = bitcast<f64>(l_484);
l_mut_42 = l_485;
}
let l_486 = l_mut_65 == l_mut_42;
if l_486 {
let l_487 = l_465 * f64(1.4551915228366852e-11);
let l_488 = l_34 + l_487;
let l_489 = l_17 - l_465;
let l_490 = l_17 + l_465;
let l_491 = bitcast<u32>(l_16);
let l_492 = l_491 & u32(2147483647);
let l_493 = bitcast<f32>(l_492);
let l_494 = f64(l_493);
l_mut_65 = l_494;
let l_495 = l_492 < u32(8388608);
if l_495 {
let l_496 = f64(l_492);
let l_497 = l_496 * f64(1.401298464324817e-45);
l_mut_65 = l_497;
}
let l_498 = bitcast<u64>(l_mut_65);
let l_499 = l_491 >> u32(31);
let l_500 = u64(l_499);
let l_501 = l_500 << u32(bitcast<u64>(u64(63)));
let l_502 = l_498 | l_501;
let l_503 = bitcast<f64>(l_502);
let l_504 = bitcast<u32>(l_16);
let l_505 = l_504 + u32(1);
l_mut_52 = l_505;
let l_506 = l_504 & u32(2147483647);
let l_507 = l_506 == u32(0);
if l_507 {
l_mut_52 = u32(1);
} else {
let l_508 = l_504 & u32(2147483648);
let l_509 = l_508 != u32(0);
if l_509 {
let l_510 = l_504 - u32(1);
l_mut_52 = l_510;
} else {
let l_511 = l_504 == u32(2139095040);
if l_511 {
l_mut_52 = l_504;
}
}
}
let l_512 = bitcast<f32>(l_mut_52);
let l_513 = bitcast<u32>(l_512);
let l_514 = l_513 & u32(2147483647);
let l_515 = bitcast<f32>(l_514);
let l_516 = f64(l_515);
l_mut_65 = l_516;
let l_517 = l_514 < u32(8388608);
if l_517 {
let l_518 = f64(l_514);
let l_519 = l_518 * f64(1.401298464324817e-45);
l_mut_65 = l_519;
}
let l_520 = bitcast<u64>(l_mut_65);
let l_521 = l_513 >> u32(31);
let l_522 = u64(l_521);
let l_523 = l_522 << u32(bitcast<u64>(u64(63)));
let l_524 = l_520 | l_523;
let l_525 = bitcast<f64>(l_524);
let l_526 = bitcast<u32>(l_16);
let l_527 = l_526 ^ u32(2147483648);
let l_528 = bitcast<f32>(l_527);
let l_529 = bitcast<u32>(l_528);
let l_530 = l_529 + u32(1);
l_mut_52 = l_530;
let l_531 = l_529 & u32(2147483647);
let l_532 = l_531 == u32(0);
if l_532 {
l_mut_52 = u32(1);
} else {
let l_533 = l_529 & u32(2147483648);
let l_534 = l_533 != u32(0);
if l_534 {
let l_535 = l_529 - u32(1);
l_mut_52 = l_535;
} else {
let l_536 = l_529 == u32(2139095040);
if l_536 {
l_mut_52 = l_529;
}
}
}
let l_537 = bitcast<f32>(l_mut_52);
let l_538 = bitcast<u32>(l_537);
let l_539 = l_538 ^ u32(2147483648);
let l_540 = bitcast<f32>(l_539);
let l_541 = bitcast<u32>(l_540);
let l_542 = l_541 & u32(2147483647);
let l_543 = bitcast<f32>(l_542);
let l_544 = f64(l_543);
l_mut_65 = l_544;
let l_545 = l_542 < u32(8388608);
if l_545 {
let l_546 = f64(l_542);
let l_547 = l_546 * f64(1.401298464324817e-45);
l_mut_65 = l_547;
}
let l_548 = bitcast<u64>(l_mut_65);
let l_549 = l_541 >> u32(31);
let l_550 = u64(l_549);
let l_551 = l_550 << u32(bitcast<u64>(u64(63)));
let l_552 = l_548 | l_551;
let l_553 = bitcast<f64>(l_552);
let l_554 = l_489 + l_488;
let l_555 = l_554 <= l_503;
l_mut_154 = l_555;
let l_556 = l_489 - l_488;
let l_557 = l_556 > l_503;
l_mut_151 = l_557;
let l_558 = l_490 - l_488;
let l_559 = l_558 >= l_503;
l_mut_148 = l_559;
let l_560 = l_490 + l_488;
let l_561 = l_560 < l_503;
l_mut_145 = l_561;
if l_13 {
let l_562 = l_489 + l_488;
let l_563 = l_562 < l_525;
l_mut_154 = l_563;
let l_564 = l_489 - l_488;
let l_565 = l_564 >= l_525;
l_mut_151 = l_565;
let l_566 = l_490 - l_488;
let l_567 = l_566 > l_553;
l_mut_148 = l_567;
let l_568 = l_490 + l_488;
let l_569 = l_568 <= l_553;
l_mut_145 = l_569;
}
l_mut_52 = u32(2);
let l_570 = l_mut_151 || l_mut_145;
if l_570 {
l_mut_52 = u32(1);
} else {
let l_571 = l_mut_154 && l_mut_148;
if l_571 {
l_mut_52 = u32(0);
}
}
let l_572 = bitcast<u32>(l_16);
let l_573 = l_572 & u32(2147483647);
let l_574 = l_573 == u32(0);
if l_574 {
let l_575 = l_489 + l_488;
let l_576 = l_575 < f64(1.1754943508222875e-38);
let l_577 = l_490 - l_488;
let l_578 = l_577 > f64(-1.1754943508222875e-38);
let l_579 = l_576 && l_578;
let l_580 = l_489 - l_488;
let l_581 = l_580 < f64(1.1754943508222875e-38);
let l_582 = l_490 + l_488;
let l_583 = l_582 > f64(-1.1754943508222875e-38);
let l_584 = l_581 && l_583;
if l_579 {
l_mut_52 = u32(0);
} else {
let l_585 = l_mut_52 == u32(1);
let l_586 = l_584 && l_585;
if l_586 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
} else {
let l_587 = l_9 == u32(6);
if l_587 {
l_mut_35 = u32(0);
let l_588 = l_32 <= l_23;
if l_588 {
let l_589 = l_20 * f64(1.4551915228366852e-11);
let l_590 = l_34 + l_589;
let l_591 = l_17 - l_20;
let l_592 = l_17 + l_20;
let l_593 = bitcast<u32>(l_16);
let l_594 = l_593 & u32(2147483647);
let l_595 = bitcast<f32>(l_594);
let l_596 = f64(l_595);
l_mut_65 = l_596;
let l_597 = l_594 < u32(8388608);
if l_597 {
let l_598 = f64(l_594);
let l_599 = l_598 * f64(1.401298464324817e-45);
l_mut_65 = l_599;
}
let l_600 = bitcast<u64>(l_mut_65);
let l_601 = l_593 >> u32(31);
let l_602 = u64(l_601);
let l_603 = l_602 << u32(bitcast<u64>(u64(63)));
let l_604 = l_600 | l_603;
let l_605 = bitcast<f64>(l_604);
let l_606 = bitcast<u32>(l_16);
let l_607 = l_606 + u32(1);
l_mut_94 = l_607;
let l_608 = l_606 & u32(2147483647);
let l_609 = l_608 == u32(0);
if l_609 {
l_mut_94 = u32(1);
} else {
let l_610 = l_606 & u32(2147483648);
let l_611 = l_610 != u32(0);
if l_611 {
let l_612 = l_606 - u32(1);
l_mut_94 = l_612;
} else {
let l_613 = l_606 == u32(2139095040);
if l_613 {
l_mut_94 = l_606;
}
}
}
let l_614 = bitcast<f32>(l_mut_94);
let l_615 = bitcast<u32>(l_614);
let l_616 = l_615 & u32(2147483647);
let l_617 = bitcast<f32>(l_616);
let l_618 = f64(l_617);
l_mut_65 = l_618;
let l_619 = l_616 < u32(8388608);
if l_619 {
let l_620 = f64(l_616);
let l_621 = l_620 * f64(1.401298464324817e-45);
l_mut_65 = l_621;
}
let l_622 = bitcast<u64>(l_mut_65);
let l_623 = l_615 >> u32(31);
let l_624 = u64(l_623);
let l_625 = l_624 << u32(bitcast<u64>(u64(63)));
let l_626 = l_622 | l_625;
let l_627 = bitcast<f64>(l_626);
let l_628 = bitcast<u32>(l_16);
let l_629 = l_628 ^ u32(2147483648);
let l_630 = bitcast<f32>(l_629);
let l_631 = bitcast<u32>(l_630);
let l_632 = l_631 + u32(1);
l_mut_94 = l_632;
let l_633 = l_631 & u32(2147483647);
let l_634 = l_633 == u32(0);
if l_634 {
l_mut_94 = u32(1);
} else {
let l_635 = l_631 & u32(2147483648);
let l_636 = l_635 != u32(0);
if l_636 {
let l_637 = l_631 - u32(1);
l_mut_94 = l_637;
} else {
let l_638 = l_631 == u32(2139095040);
if l_638 {
l_mut_94 = l_631;
}
}
}
let l_639 = bitcast<f32>(l_mut_94);
let l_640 = bitcast<u32>(l_639);
let l_641 = l_640 ^ u32(2147483648);
let l_642 = bitcast<f32>(l_641);
let l_643 = bitcast<u32>(l_642);
let l_644 = l_643 & u32(2147483647);
let l_645 = bitcast<f32>(l_644);
let l_646 = f64(l_645);
l_mut_65 = l_646;
let l_647 = l_644 < u32(8388608);
if l_647 {
let l_648 = f64(l_644);
let l_649 = l_648 * f64(1.401298464324817e-45);
l_mut_65 = l_649;
}
let l_650 = bitcast<u64>(l_mut_65);
let l_651 = l_643 >> u32(31);
let l_652 = u64(l_651);
let l_653 = l_652 << u32(bitcast<u64>(u64(63)));
let l_654 = l_650 | l_653;
let l_655 = bitcast<f64>(l_654);
let l_656 = l_591 + l_590;
let l_657 = l_656 <= l_605;
l_mut_154 = l_657;
let l_658 = l_591 - l_590;
let l_659 = l_658 > l_605;
l_mut_151 = l_659;
let l_660 = l_592 - l_590;
let l_661 = l_660 >= l_605;
l_mut_148 = l_661;
let l_662 = l_592 + l_590;
let l_663 = l_662 < l_605;
l_mut_145 = l_663;
if l_13 {
let l_664 = l_591 + l_590;
let l_665 = l_664 < l_627;
l_mut_154 = l_665;
let l_666 = l_591 - l_590;
let l_667 = l_666 >= l_627;
l_mut_151 = l_667;
let l_668 = l_592 - l_590;
let l_669 = l_668 > l_655;
l_mut_148 = l_669;
let l_670 = l_592 + l_590;
let l_671 = l_670 <= l_655;
l_mut_145 = l_671;
}
l_mut_94 = u32(2);
let l_672 = l_mut_151 || l_mut_145;
if l_672 {
l_mut_94 = u32(1);
} else {
let l_673 = l_mut_154 && l_mut_148;
if l_673 {
l_mut_94 = u32(0);
}
}
let l_674 = bitcast<u32>(l_16);
let l_675 = l_674 & u32(2147483647);
let l_676 = l_675 == u32(0);
if l_676 {
let l_677 = l_591 + l_590;
let l_678 = l_677 < f64(1.1754943508222875e-38);
let l_679 = l_592 - l_590;
let l_680 = l_679 > f64(-1.1754943508222875e-38);
let l_681 = l_678 && l_680;
let l_682 = l_591 - l_590;
let l_683 = l_682 < f64(1.1754943508222875e-38);
let l_684 = l_592 + l_590;
let l_685 = l_684 > f64(-1.1754943508222875e-38);
let l_686 = l_683 && l_685;
if l_681 {
l_mut_94 = u32(0);
} else {
let l_687 = l_mut_94 == u32(1);
let l_688 = l_686 && l_687;
if l_688 {
l_mut_94 = u32(2);
}
}
}
l_mut_35 = l_mut_94;
}
} else {
let l_689 = l_9 == u32(7);
if l_689 {
let l_690 = abs(l_17);
let l_691 = l_20 * l_690;
l_mut_65 = l_691;
let l_692 = abs(l_17);
l_mut_42 = f64(1.401298464324817e-45);
let l_693 = l_692 >= f64(1.1754943508222875e-38);
let l_694 = l_692 <= f64(1.7976931348623157e308);
let l_695 = l_693 && l_694;
if l_695 {
let l_696 = bitcast<u64>(l_692);
let l_697 = l_696 >> u32(bitcast<u64>(u64(52)));
let l_698 = l_697 - u64(23);
let l_699 = l_698 << u32(bitcast<u64>(u64(52)));
let l_700 = bitcast<f64>(l_699);
l_mut_42 = l_700;
}
let l_701 = f64(0.5) * l_mut_42;
let l_702 = l_701 > l_mut_65;
if l_702 {
l_mut_65 = l_701;
}
let l_703 = l_17 - l_34;
let l_704 = abs(l_703);
l_mut_42 = f64(1.401298464324817e-45);
let l_705 = l_704 >= f64(1.1754943508222875e-38);
let l_706 = l_704 <= f64(1.7976931348623157e308);
let l_707 = l_705 && l_706;
if l_707 {
let l_708 = bitcast<u64>(l_704);
let l_709 = l_708 >> u32(bitcast<u64>(u64(52)));
let l_710 = l_709 - u64(23);
let l_711 = l_710 << u32(bitcast<u64>(u64(52)));
let l_712 = bitcast<f64>(l_711);
l_mut_42 = l_712;
}
let l_713 = l_17 + l_34;
let l_714 = abs(l_713);
l_mut_715 = f64(1.401298464324817e-45);
let l_716 = l_714 >= f64(1.1754943508222875e-38);
let l_717 = l_714 <= f64(1.7976931348623157e308);
let l_718 = l_716 && l_717;
if l_718 {
let l_719 = bitcast<u64>(l_714);
let l_720 = l_719 >> u32(bitcast<u64>(u64(52)));
let l_721 = l_720 - u64(23);
let l_722 = l_721 << u32(bitcast<u64>(u64(52)));
let l_723 = bitcast<f64>(l_722);
l_mut_715 = l_723;
}
let l_724 = l_mut_42 == l_mut_715;
if l_724 {
let l_725 = l_20 * l_34;
let l_726 = l_34 + l_725;
let l_727 = l_mut_65 * f64(1.4551915228366852e-11);
let l_728 = l_726 + l_727;
let l_729 = l_17 - l_mut_65;
let l_730 = l_17 + l_mut_65;
let l_731 = bitcast<u32>(l_16);
let l_732 = l_731 & u32(2147483647);
let l_733 = bitcast<f32>(l_732);
let l_734 = f64(l_733);
l_mut_715 = l_734;
let l_735 = l_732 < u32(8388608);
if l_735 {
let l_736 = f64(l_732);
let l_737 = l_736 * f64(1.401298464324817e-45);
l_mut_715 = l_737;
}
let l_738 = bitcast<u64>(l_mut_715);
let l_739 = l_731 >> u32(31);
let l_740 = u64(l_739);
let l_741 = l_740 << u32(bitcast<u64>(u64(63)));
let l_742 = l_738 | l_741;
let l_743 = bitcast<f64>(l_742);
let l_744 = bitcast<u32>(l_16);
let l_745 = l_744 + u32(1);
l_mut_94 = l_745;
let l_746 = l_744 & u32(2147483647);
let l_747 = l_746 == u32(0);
if l_747 {
l_mut_94 = u32(1);
} else {
let l_748 = l_744 & u32(2147483648);
let l_749 = l_748 != u32(0);
if l_749 {
let l_750 = l_744 - u32(1);
l_mut_94 = l_750;
} else {
let l_751 = l_744 == u32(2139095040);
if l_751 {
l_mut_94 = l_744;
}
}
}
let l_752 = bitcast<f32>(l_mut_94);
let l_753 = bitcast<u32>(l_752);
let l_754 = l_753 & u32(2147483647);
let l_755 = bitcast<f32>(l_754);
let l_756 = f64(l_755);
l_mut_715 = l_756;
let l_757 = l_754 < u32(8388608);
if l_757 {
let l_758 = f64(l_754);
let l_759 = l_758 * f64(1.401298464324817e-45);
l_mut_715 = l_759;
}
let l_760 = bitcast<u64>(l_mut_715);
let l_761 = l_753 >> u32(31);
let l_762 = u64(l_761);
let l_763 = l_762 << u32(bitcast<u64>(u64(63)));
let l_764 = l_760 | l_763;
let l_765 = bitcast<f64>(l_764);
let l_766 = bitcast<u32>(l_16);
let l_767 = l_766 ^ u32(2147483648);
let l_768 = bitcast<f32>(l_767);
let l_769 = bitcast<u32>(l_768);
let l_770 = l_769 + u32(1);
l_mut_94 = l_770;
let l_771 = l_769 & u32(2147483647);
let l_772 = l_771 == u32(0);
if l_772 {
l_mut_94 = u32(1);
} else {
let l_773 = l_769 & u32(2147483648);
let l_774 = l_773 != u32(0);
if l_774 {
let l_775 = l_769 - u32(1);
l_mut_94 = l_775;
} else {
let l_776 = l_769 == u32(2139095040);
if l_776 {
l_mut_94 = l_769;
}
}
}
let l_777 = bitcast<f32>(l_mut_94);
let l_778 = bitcast<u32>(l_777);
let l_779 = l_778 ^ u32(2147483648);
let l_780 = bitcast<f32>(l_779);
let l_781 = bitcast<u32>(l_780);
let l_782 = l_781 & u32(2147483647);
let l_783 = bitcast<f32>(l_782);
let l_784 = f64(l_783);
l_mut_715 = l_784;
let l_785 = l_782 < u32(8388608);
if l_785 {
let l_786 = f64(l_782);
let l_787 = l_786 * f64(1.401298464324817e-45);
l_mut_715 = l_787;
}
let l_788 = bitcast<u64>(l_mut_715);
let l_789 = l_781 >> u32(31);
let l_790 = u64(l_789);
let l_791 = l_790 << u32(bitcast<u64>(u64(63)));
let l_792 = l_788 | l_791;
let l_793 = bitcast<f64>(l_792);
let l_794 = l_729 + l_728;
let l_795 = l_794 <= l_743;
l_mut_154 = l_795;
let l_796 = l_729 - l_728;
let l_797 = l_796 > l_743;
l_mut_151 = l_797;
let l_798 = l_730 - l_728;
let l_799 = l_798 >= l_743;
l_mut_148 = l_799;
let l_800 = l_730 + l_728;
let l_801 = l_800 < l_743;
l_mut_145 = l_801;
if l_13 {
let l_802 = l_729 + l_728;
let l_803 = l_802 < l_765;
l_mut_154 = l_803;
let l_804 = l_729 - l_728;
let l_805 = l_804 >= l_765;
l_mut_151 = l_805;
let l_806 = l_730 - l_728;
let l_807 = l_806 > l_793;
l_mut_148 = l_807;
let l_808 = l_730 + l_728;
let l_809 = l_808 <= l_793;
l_mut_145 = l_809;
}
l_mut_94 = u32(2);
let l_810 = l_mut_151 || l_mut_145;
if l_810 {
l_mut_94 = u32(1);
} else {
let l_811 = l_mut_154 && l_mut_148;
if l_811 {
l_mut_94 = u32(0);
}
}
let l_812 = bitcast<u32>(l_16);
let l_813 = l_812 & u32(2147483647);
let l_814 = l_813 == u32(0);
if l_814 {
let l_815 = l_729 + l_728;
let l_816 = l_815 < f64(1.1754943508222875e-38);
let l_817 = l_730 - l_728;
let l_818 = l_817 > f64(-1.1754943508222875e-38);
let l_819 = l_816 && l_818;
let l_820 = l_729 - l_728;
let l_821 = l_820 < f64(1.1754943508222875e-38);
let l_822 = l_730 + l_728;
let l_823 = l_822 > f64(-1.1754943508222875e-38);
let l_824 = l_821 && l_823;
if l_819 {
l_mut_94 = u32(0);
} else {
let l_825 = l_mut_94 == u32(1);
let l_826 = l_824 && l_825;
if l_826 {
l_mut_94 = u32(2);
}
}
}
l_mut_35 = l_mut_94;
}
} else {
let l_827 = l_9 == u32(8);
if l_827 {
let l_828 = l_31 >= f64(0.5);
let l_829 = l_31 <= f64(2.0);
let l_830 = l_828 && l_829;
if l_830 {
let l_831 = l_20 * f64(1.4551915228366852e-11);
let l_832 = l_34 + l_831;
let l_833 = l_17 - l_20;
let l_834 = l_17 + l_20;
let l_835 = bitcast<u32>(l_16);
let l_836 = l_835 & u32(2147483647);
let l_837 = bitcast<f32>(l_836);
let l_838 = f64(l_837);
l_mut_715 = l_838;
let l_839 = l_836 < u32(8388608);
if l_839 {
let l_840 = f64(l_836);
let l_841 = l_840 * f64(1.401298464324817e-45);
l_mut_715 = l_841;
}
let l_842 = bitcast<u64>(l_mut_715);
let l_843 = l_835 >> u32(31);
let l_844 = u64(l_843);
let l_845 = l_844 << u32(bitcast<u64>(u64(63)));
let l_846 = l_842 | l_845;
let l_847 = bitcast<f64>(l_846);
let l_848 = bitcast<u32>(l_16);
let l_849 = l_848 + u32(1);
l_mut_94 = l_849;
let l_850 = l_848 & u32(2147483647);
let l_851 = l_850 == u32(0);
if l_851 {
l_mut_94 = u32(1);
} else {
let l_852 = l_848 & u32(2147483648);
let l_853 = l_852 != u32(0);
if l_853 {
let l_854 = l_848 - u32(1);
l_mut_94 = l_854;
} else {
let l_855 = l_848 == u32(2139095040);
if l_855 {
l_mut_94 = l_848;
}
}
}
let l_856 = bitcast<f32>(l_mut_94);
let l_857 = bitcast<u32>(l_856);
let l_858 = l_857 & u32(2147483647);
let l_859 = bitcast<f32>(l_858);
let l_860 = f64(l_859);
l_mut_715 = l_860;
let l_861 = l_858 < u32(8388608);
if l_861 {
let l_862 = f64(l_858);
let l_863 = l_862 * f64(1.401298464324817e-45);
l_mut_715 = l_863;
}
let l_864 = bitcast<u64>(l_mut_715);
let l_865 = l_857 >> u32(31);
let l_866 = u64(l_865);
let l_867 = l_866 << u32(bitcast<u64>(u64(63)));
let l_868 = l_864 | l_867;
let l_869 = bitcast<f64>(l_868);
let l_870 = bitcast<u32>(l_16);
let l_871 = l_870 ^ u32(2147483648);
let l_872 = bitcast<f32>(l_871);
let l_873 = bitcast<u32>(l_872);
let l_874 = l_873 + u32(1);
l_mut_94 = l_874;
let l_875 = l_873 & u32(2147483647);
let l_876 = l_875 == u32(0);
if l_876 {
l_mut_94 = u32(1);
} else {
let l_877 = l_873 & u32(2147483648);
let l_878 = l_877 != u32(0);
if l_878 {
let l_879 = l_873 - u32(1);
l_mut_94 = l_879;
} else {
let l_880 = l_873 == u32(2139095040);
if l_880 {
l_mut_94 = l_873;
}
}
}
let l_881 = bitcast<f32>(l_mut_94);
let l_882 = bitcast<u32>(l_881);
let l_883 = l_882 ^ u32(2147483648);
let l_884 = bitcast<f32>(l_883);
let l_885 = bitcast<u32>(l_884);
let l_886 = l_885 & u32(2147483647);
let l_887 = bitcast<f32>(l_886);
let l_888 = f64(l_887);
l_mut_715 = l_888;
let l_889 = l_886 < u32(8388608);
if l_889 {
let l_890 = f64(l_886);
let l_891 = l_890 * f64(1.401298464324817e-45);
l_mut_715 = l_891;
}
let l_892 = bitcast<u64>(l_mut_715);
let l_893 = l_885 >> u32(31);
let l_894 = u64(l_893);
let l_895 = l_894 << u32(bitcast<u64>(u64(63)));
let l_896 = l_892 | l_895;
let l_897 = bitcast<f64>(l_896);
let l_898 = l_833 + l_832;
let l_899 = l_898 <= l_847;
l_mut_154 = l_899;
let l_900 = l_833 - l_832;
let l_901 = l_900 > l_847;
l_mut_151 = l_901;
let l_902 = l_834 - l_832;
let l_903 = l_902 >= l_847;
l_mut_148 = l_903;
let l_904 = l_834 + l_832;
let l_905 = l_904 < l_847;
l_mut_145 = l_905;
if l_13 {
let l_906 = l_833 + l_832;
let l_907 = l_906 < l_869;
l_mut_154 = l_907;
let l_908 = l_833 - l_832;
let l_909 = l_908 >= l_869;
l_mut_151 = l_909;
let l_910 = l_834 - l_832;
let l_911 = l_910 > l_897;
l_mut_148 = l_911;
let l_912 = l_834 + l_832;
let l_913 = l_912 <= l_897;
l_mut_145 = l_913;
}
l_mut_94 = u32(2);
let l_914 = l_mut_151 || l_mut_145;
if l_914 {
l_mut_94 = u32(1);
} else {
let l_915 = l_mut_154 && l_mut_148;
if l_915 {
l_mut_94 = u32(0);
}
}
let l_916 = bitcast<u32>(l_16);
let l_917 = l_916 & u32(2147483647);
let l_918 = l_917 == u32(0);
if l_918 {
let l_919 = l_833 + l_832;
let l_920 = l_919 < f64(1.1754943508222875e-38);
let l_921 = l_834 - l_832;
let l_922 = l_921 > f64(-1.1754943508222875e-38);
let l_923 = l_920 && l_922;
let l_924 = l_833 - l_832;
let l_925 = l_924 < f64(1.1754943508222875e-38);
let l_926 = l_834 + l_832;
let l_927 = l_926 > f64(-1.1754943508222875e-38);
let l_928 = l_925 && l_927;
if l_923 {
l_mut_94 = u32(0);
} else {
let l_929 = l_mut_94 == u32(1);
let l_930 = l_928 && l_929;
if l_930 {
l_mut_94 = u32(2);
}
}
}
l_mut_35 = l_mut_94;
} else {
let l_931 = abs(l_17);
l_mut_715 = f64(1.401298464324817e-45);
let l_932 = l_931 >= f64(1.1754943508222875e-38);
let l_933 = l_931 <= f64(1.7976931348623157e308);
let l_934 = l_932 && l_933;
if l_934 {
let l_935 = bitcast<u64>(l_931);
let l_936 = l_935 >> u32(bitcast<u64>(u64(52)));
let l_937 = l_936 - u64(23);
let l_938 = l_937 << u32(bitcast<u64>(u64(52)));
let l_939 = bitcast<f64>(l_938);
l_mut_715 = l_939;
}
let l_940 = l_23 * l_mut_715;
l_mut_94 = u32(2);
let l_941 = l_17 - l_34;
let l_942 = abs(l_941);
l_mut_715 = f64(1.401298464324817e-45);
let l_943 = l_942 >= f64(1.1754943508222875e-38);
let l_944 = l_942 <= f64(1.7976931348623157e308);
let l_945 = l_943 && l_944;
if l_945 {
let l_946 = bitcast<u64>(l_942);
let l_947 = l_946 >> u32(bitcast<u64>(u64(52)));
let l_948 = l_947 - u64(23);
let l_949 = l_948 << u32(bitcast<u64>(u64(52)));
let l_950 = bitcast<f64>(l_949);
l_mut_715 = l_950;
}
let l_951 = l_17 + l_34;
let l_952 = abs(l_951);
l_mut_65 = f64(1.401298464324817e-45);
let l_953 = l_952 >= f64(1.1754943508222875e-38);
let l_954 = l_952 <= f64(1.7976931348623157e308);
let l_955 = l_953 && l_954;
if l_955 {
let l_956 = bitcast<u64>(l_952);
let l_957 = l_956 >> u32(bitcast<u64>(u64(52)));
let l_958 = l_957 - u64(23);
let l_959 = l_958 << u32(bitcast<u64>(u64(52)));
let l_960 = bitcast<f64>(l_959);
l_mut_65 = l_960;
}
let l_961 = l_mut_715 == l_mut_65;
if l_961 {
let l_962 = l_940 * f64(1.4551915228366852e-11);
let l_963 = l_34 + l_962;
let l_964 = l_17 - l_940;
let l_965 = l_17 + l_940;
let l_966 = bitcast<u32>(l_16);
let l_967 = l_966 & u32(2147483647);
let l_968 = bitcast<f32>(l_967);
let l_969 = f64(l_968);
l_mut_715 = l_969;
let l_970 = l_967 < u32(8388608);
if l_970 {
let l_971 = f64(l_967);
let l_972 = l_971 * f64(1.401298464324817e-45);
l_mut_715 = l_972;
}
let l_973 = bitcast<u64>(l_mut_715);
let l_974 = l_966 >> u32(31);
let l_975 = u64(l_974);
let l_976 = l_975 << u32(bitcast<u64>(u64(63)));
let l_977 = l_973 | l_976;
let l_978 = bitcast<f64>(l_977);
let l_979 = bitcast<u32>(l_16);
let l_980 = l_979 + u32(1);
l_mut_52 = l_980;
let l_981 = l_979 & u32(2147483647);
let l_982 = l_981 == u32(0);
if l_982 {
l_mut_52 = u32(1);
} else {
let l_983 = l_979 & u32(2147483648);
let l_984 = l_983 != u32(0);
if l_984 {
let l_985 = l_979 - u32(1);
l_mut_52 = l_985;
} else {
let l_986 = l_979 == u32(2139095040);
if l_986 {
l_mut_52 = l_979;
}
}
}
let l_987 = bitcast<f32>(l_mut_52);
let l_988 = bitcast<u32>(l_987);
let l_989 = l_988 & u32(2147483647);
let l_990 = bitcast<f32>(l_989);
let l_991 = f64(l_990);
l_mut_715 = l_991;
let l_992 = l_989 < u32(8388608);
if l_992 {
let l_993 = f64(l_989);
let l_994 = l_993 * f64(1.401298464324817e-45);
l_mut_715 = l_994;
}
let l_995 = bitcast<u64>(l_mut_715);
let l_996 = l_988 >> u32(31);
let l_997 = u64(l_996);
let l_998 = l_997 << u32(bitcast<u64>(u64(63)));
let l_999 = l_995 | l_998;
let l_1000 = bitcast<f64>(l_999);
let l_1001 = bitcast<u32>(l_16);
let l_1002 = l_1001 ^ u32(2147483648);
let l_1003 = bitcast<f32>(l_1002);
let l_1004 = bitcast<u32>(l_1003);
let l_1005 = l_1004 + u32(1);
l_mut_52 = l_1005;
let l_1006 = l_1004 & u32(2147483647);
let l_1007 = l_1006 == u32(0);
if l_1007 {
l_mut_52 = u32(1);
} else {
let l_1008 = l_1004 & u32(2147483648);
let l_1009 = l_1008 != u32(0);
if l_1009 {
let l_1010 = l_1004 - u32(1);
l_mut_52 = l_1010;
} else {
let l_1011 = l_1004 == u32(2139095040);
if l_1011 {
l_mut_52 = l_1004;
}
}
}
let l_1012 = bitcast<f32>(l_mut_52);
let l_1013 = bitcast<u32>(l_1012);
let l_1014 = l_1013 ^ u32(2147483648);
let l_1015 = bitcast<f32>(l_1014);
let l_1016 = bitcast<u32>(l_1015);
let l_1017 = l_1016 & u32(2147483647);
let l_1018 = bitcast<f32>(l_1017);
let l_1019 = f64(l_1018);
l_mut_715 = l_1019;
let l_1020 = l_1017 < u32(8388608);
if l_1020 {
let l_1021 = f64(l_1017);
let l_1022 = l_1021 * f64(1.401298464324817e-45);
l_mut_715 = l_1022;
}
let l_1023 = bitcast<u64>(l_mut_715);
let l_1024 = l_1016 >> u32(31);
let l_1025 = u64(l_1024);
let l_1026 = l_1025 << u32(bitcast<u64>(u64(63)));
let l_1027 = l_1023 | l_1026;
let l_1028 = bitcast<f64>(l_1027);
let l_1029 = l_964 + l_963;
let l_1030 = l_1029 <= l_978;
l_mut_154 = l_1030;
let l_1031 = l_964 - l_963;
let l_1032 = l_1031 > l_978;
l_mut_151 = l_1032;
let l_1033 = l_965 - l_963;
let l_1034 = l_1033 >= l_978;
l_mut_148 = l_1034;
let l_1035 = l_965 + l_963;
let l_1036 = l_1035 < l_978;
l_mut_145 = l_1036;
if l_13 {
let l_1037 = l_964 + l_963;
let l_1038 = l_1037 < l_1000;
l_mut_154 = l_1038;
let l_1039 = l_964 - l_963;
let l_1040 = l_1039 >= l_1000;
l_mut_151 = l_1040;
let l_1041 = l_965 - l_963;
let l_1042 = l_1041 > l_1028;
l_mut_148 = l_1042;
let l_1043 = l_965 + l_963;
let l_1044 = l_1043 <= l_1028;
l_mut_145 = l_1044;
}
l_mut_52 = u32(2);
let l_1045 = l_mut_151 || l_mut_145;
if l_1045 {
l_mut_52 = u32(1);
} else {
let l_1046 = l_mut_154 && l_mut_148;
if l_1046 {
l_mut_52 = u32(0);
}
}
let l_1047 = bitcast<u32>(l_16);
let l_1048 = l_1047 & u32(2147483647);
let l_1049 = l_1048 == u32(0);
if l_1049 {
let l_1050 = l_964 + l_963;
let l_1051 = l_1050 < f64(1.1754943508222875e-38);
let l_1052 = l_965 - l_963;
let l_1053 = l_1052 > f64(-1.1754943508222875e-38);
let l_1054 = l_1051 && l_1053;
let l_1055 = l_964 - l_963;
let l_1056 = l_1055 < f64(1.1754943508222875e-38);
let l_1057 = l_965 + l_963;
let l_1058 = l_1057 > f64(-1.1754943508222875e-38);
let l_1059 = l_1056 && l_1058;
if l_1054 {
l_mut_52 = u32(0);
} else {
let l_1060 = l_mut_52 == u32(1);
let l_1061 = l_1059 && l_1060;
if l_1061 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
}
} else {
let l_1062 = l_9 == u32(9);
if l_1062 {
a_1063[u32(0)] = u32(1);
let l_1064 = sqrt(l_31);
let l_1065 = f64(1.0) / l_1064;
let l_1066 = l_1065 * f64(1.4551915228366852e-11);
let l_1067 = abs(l_1065);
l_mut_715 = f64(1.401298464324817e-45);
let l_1068 = l_1067 >= f64(1.1754943508222875e-38);
let l_1069 = l_1067 <= f64(1.7976931348623157e308);
let l_1070 = l_1068 && l_1069;
if l_1070 {
let l_1071 = bitcast<u64>(l_1067);
let l_1072 = l_1071 >> u32(bitcast<u64>(u64(52)));
let l_1073 = l_1072 - u64(23);
let l_1074 = l_1073 << u32(bitcast<u64>(u64(52)));
let l_1075 = bitcast<f64>(l_1074);
l_mut_715 = l_1075;
}
let l_1076 = l_1065 - l_1066;
let l_1077 = abs(l_1076);
l_mut_65 = f64(1.401298464324817e-45);
let l_1078 = l_1077 >= f64(1.1754943508222875e-38);
let l_1079 = l_1077 <= f64(1.7976931348623157e308);
let l_1080 = l_1078 && l_1079;
if l_1080 {
let l_1081 = bitcast<u64>(l_1077);
let l_1082 = l_1081 >> u32(bitcast<u64>(u64(52)));
let l_1083 = l_1082 - u64(23);
let l_1084 = l_1083 << u32(bitcast<u64>(u64(52)));
let l_1085 = bitcast<f64>(l_1084);
l_mut_65 = l_1085;
}
let l_1086 = l_1065 + l_1066;
let l_1087 = abs(l_1086);
l_mut_42 = f64(1.401298464324817e-45);
let l_1088 = l_1087 >= f64(1.1754943508222875e-38);
let l_1089 = l_1087 <= f64(1.7976931348623157e308);
let l_1090 = l_1088 && l_1089;
if l_1090 {
let l_1091 = bitcast<u64>(l_1087);
let l_1092 = l_1091 >> u32(bitcast<u64>(u64(52)));
let l_1093 = l_1092 - u64(23);
let l_1094 = l_1093 << u32(bitcast<u64>(u64(52)));
let l_1095 = bitcast<f64>(l_1094);
l_mut_42 = l_1095;
}
let l_1096 = l_mut_65 == l_mut_42;
let l_1097 = !l_1096;
if l_1097 {
a_1063[u32(0)] = u32(0);
}
let l_1098 = l_20 * l_mut_715;
let l_1099 = l_1065 - l_1098;
l_mut_65 = l_1099;
if l_13 {
let l_1100 = l_1099 - l_1066;
let l_1101 = l_1100 * f64(7.1362384635298e44);
let l_1102 = floor(l_1101);
let l_1103 = l_1102 * f64(1.401298464324817e-45);
l_mut_42 = l_1103;
let l_1104 = abs(l_1100);
let l_1105 = l_1104 >= f64(1.1754943508222875e-38);
if l_1105 {
let l_1106 = f32(l_1100);
let l_1107 = f64(l_1106);
l_mut_42 = l_1107;
let l_1108 = l_mut_42 > l_1100;
if l_1108 {
let l_1109 = bitcast<u32>(l_1106);
let l_1110 = l_1109 ^ u32(2147483648);
let l_1111 = bitcast<f32>(l_1110);
let l_1112 = bitcast<u32>(l_1111);
let l_1113 = l_1112 + u32(1);
l_mut_94 = l_1113;
let l_1114 = l_1112 & u32(2147483647);
let l_1115 = l_1114 == u32(0);
if l_1115 {
l_mut_94 = u32(1);
} else {
let l_1116 = l_1112 & u32(2147483648);
let l_1117 = l_1116 != u32(0);
if l_1117 {
let l_1118 = l_1112 - u32(1);
l_mut_94 = l_1118;
} else {
let l_1119 = l_1112 == u32(2139095040);
if l_1119 {
l_mut_94 = l_1112;
}
}
}
let l_1120 = bitcast<f32>(l_mut_94);
let l_1121 = bitcast<u32>(l_1120);
let l_1122 = l_1121 ^ u32(2147483648);
let l_1123 = bitcast<f32>(l_1122);
let l_1124 = bitcast<u32>(l_1123);
let l_1125 = l_1124 & u32(2147483647);
let l_1126 = bitcast<f32>(l_1125);
let l_1127 = f64(l_1126);
l_mut_1128 = l_1127;
let l_1129 = l_1125 < u32(8388608);
if l_1129 {
let l_1130 = f64(l_1125);
let l_1131 = l_1130 * f64(1.401298464324817e-45);
l_mut_1128 = l_1131;
}
let l_1132 = bitcast<u64>(l_mut_1128);
let l_1133 = l_1124 >> u32(31);
let l_1134 = u64(l_1133);
let l_1135 = l_1134 << u32(bitcast<u64>(u64(63)));
let l_1136 = l_1132 | l_1135;
let l_1137 = bitcast<f64>(l_1136);
l_mut_42 = l_1137;
} else {
let l_1138 = bitcast<u32>(l_1106);
let l_1139 = l_1138 + u32(1);
l_mut_94 = l_1139;
let l_1140 = l_1138 & u32(2147483647);
let l_1141 = l_1140 == u32(0);
if l_1141 {
l_mut_94 = u32(1);
} else {
let l_1142 = l_1138 & u32(2147483648);
let l_1143 = l_1142 != u32(0);
if l_1143 {
let l_1144 = l_1138 - u32(1);
l_mut_94 = l_1144;
} else {
let l_1145 = l_1138 == u32(2139095040);
if l_1145 {
l_mut_94 = l_1138;
}
}
}
let l_1146 = bitcast<f32>(l_mut_94);
let l_1147 = bitcast<u32>(l_1146);
let l_1148 = l_1147 & u32(2147483647);
let l_1149 = bitcast<f32>(l_1148);
let l_1150 = f64(l_1149);
l_mut_1128 = l_1150;
let l_1151 = l_1148 < u32(8388608);
if l_1151 {
let l_1152 = f64(l_1148);
let l_1153 = l_1152 * f64(1.401298464324817e-45);
l_mut_1128 = l_1153;
}
let l_1154 = bitcast<u64>(l_mut_1128);
let l_1155 = l_1147 >> u32(31);
let l_1156 = u64(l_1155);
let l_1157 = l_1156 << u32(bitcast<u64>(u64(63)));
let l_1158 = l_1154 | l_1157;
let l_1159 = bitcast<f64>(l_1158);
let l_1160 = l_1159 <= l_1100;
if l_1160 {
let l_1161 = bitcast<u32>(l_1106);
let l_1162 = l_1161 + u32(1);
l_mut_94 = l_1162;
let l_1163 = l_1161 & u32(2147483647);
let l_1164 = l_1163 == u32(0);
if l_1164 {
l_mut_94 = u32(1);
} else {
let l_1165 = l_1161 & u32(2147483648);
let l_1166 = l_1165 != u32(0);
if l_1166 {
let l_1167 = l_1161 - u32(1);
l_mut_94 = l_1167;
} else {
let l_1168 = l_1161 == u32(2139095040);
if l_1168 {
l_mut_94 = l_1161;
}
}
}
let l_1169 = bitcast<f32>(l_mut_94);
let l_1170 = bitcast<u32>(l_1169);
let l_1171 = l_1170 & u32(2147483647);
let l_1172 = bitcast<f32>(l_1171);
let l_1173 = f64(l_1172);
l_mut_1128 = l_1173;
let l_1174 = l_1171 < u32(8388608);
if l_1174 {
let l_1175 = f64(l_1171);
let l_1176 = l_1175 * f64(1.401298464324817e-45);
l_mut_1128 = l_1176;
}
let l_1177 = bitcast<u64>(l_mut_1128);
let l_1178 = l_1170 >> u32(31);
let l_1179 = u64(l_1178);
let l_1180 = l_1179 << u32(bitcast<u64>(u64(63)));
let l_1181 = l_1177 | l_1180;
let l_1182 = bitcast<f64>(l_1181);
l_mut_42 = l_1182;
}
}
}
let l_1183 = l_1099 + l_1066;
let l_1184 = l_1183 * f64(7.1362384635298e44);
let l_1185 = floor(l_1184);
let l_1186 = l_1185 * f64(1.401298464324817e-45);
l_mut_1128 = l_1186;
let l_1187 = abs(l_1183);
let l_1188 = l_1187 >= f64(1.1754943508222875e-38);
if l_1188 {
let l_1189 = f32(l_1183);
let l_1190 = f64(l_1189);
l_mut_1128 = l_1190;
let l_1191 = l_mut_1128 > l_1183;
if l_1191 {
let l_1192 = bitcast<u32>(l_1189);
let l_1193 = l_1192 ^ u32(2147483648);
let l_1194 = bitcast<f32>(l_1193);
let l_1195 = bitcast<u32>(l_1194);
let l_1196 = l_1195 + u32(1);
l_mut_94 = l_1196;
let l_1197 = l_1195 & u32(2147483647);
let l_1198 = l_1197 == u32(0);
if l_1198 {
l_mut_94 = u32(1);
} else {
let l_1199 = l_1195 & u32(2147483648);
let l_1200 = l_1199 != u32(0);
if l_1200 {
let l_1201 = l_1195 - u32(1);
l_mut_94 = l_1201;
} else {
let l_1202 = l_1195 == u32(2139095040);
if l_1202 {
l_mut_94 = l_1195;
}
}
}
let l_1203 = bitcast<f32>(l_mut_94);
let l_1204 = bitcast<u32>(l_1203);
let l_1205 = l_1204 ^ u32(2147483648);
let l_1206 = bitcast<f32>(l_1205);
let l_1207 = bitcast<u32>(l_1206);
let l_1208 = l_1207 & u32(2147483647);
let l_1209 = bitcast<f32>(l_1208);
let l_1210 = f64(l_1209);
l_mut_1211 = l_1210;
let l_1212 = l_1208 < u32(8388608);
if l_1212 {
let l_1213 = f64(l_1208);
let l_1214 = l_1213 * f64(1.401298464324817e-45);
l_mut_1211 = l_1214;
}
let l_1215 = bitcast<u64>(l_mut_1211);
let l_1216 = l_1207 >> u32(31);
let l_1217 = u64(l_1216);
let l_1218 = l_1217 << u32(bitcast<u64>(u64(63)));
let l_1219 = l_1215 | l_1218;
let l_1220 = bitcast<f64>(l_1219);
l_mut_1128 = l_1220;
} else {
let l_1221 = bitcast<u32>(l_1189);
let l_1222 = l_1221 + u32(1);
l_mut_94 = l_1222;
let l_1223 = l_1221 & u32(2147483647);
let l_1224 = l_1223 == u32(0);
if l_1224 {
l_mut_94 = u32(1);
} else {
let l_1225 = l_1221 & u32(2147483648);
let l_1226 = l_1225 != u32(0);
if l_1226 {
let l_1227 = l_1221 - u32(1);
l_mut_94 = l_1227;
} else {
let l_1228 = l_1221 == u32(2139095040);
if l_1228 {
l_mut_94 = l_1221;
}
}
}
let l_1229 = bitcast<f32>(l_mut_94);
let l_1230 = bitcast<u32>(l_1229);
let l_1231 = l_1230 & u32(2147483647);
let l_1232 = bitcast<f32>(l_1231);
let l_1233 = f64(l_1232);
l_mut_1211 = l_1233;
let l_1234 = l_1231 < u32(8388608);
if l_1234 {
let l_1235 = f64(l_1231);
let l_1236 = l_1235 * f64(1.401298464324817e-45);
l_mut_1211 = l_1236;
}
let l_1237 = bitcast<u64>(l_mut_1211);
let l_1238 = l_1230 >> u32(31);
let l_1239 = u64(l_1238);
let l_1240 = l_1239 << u32(bitcast<u64>(u64(63)));
let l_1241 = l_1237 | l_1240;
let l_1242 = bitcast<f64>(l_1241);
let l_1243 = l_1242 <= l_1183;
if l_1243 {
let l_1244 = bitcast<u32>(l_1189);
let l_1245 = l_1244 + u32(1);
l_mut_94 = l_1245;
let l_1246 = l_1244 & u32(2147483647);
let l_1247 = l_1246 == u32(0);
if l_1247 {
l_mut_94 = u32(1);
} else {
let l_1248 = l_1244 & u32(2147483648);
let l_1249 = l_1248 != u32(0);
if l_1249 {
let l_1250 = l_1244 - u32(1);
l_mut_94 = l_1250;
} else {
let l_1251 = l_1244 == u32(2139095040);
if l_1251 {
l_mut_94 = l_1244;
}
}
}
let l_1252 = bitcast<f32>(l_mut_94);
let l_1253 = bitcast<u32>(l_1252);
let l_1254 = l_1253 & u32(2147483647);
let l_1255 = bitcast<f32>(l_1254);
let l_1256 = f64(l_1255);
l_mut_1211 = l_1256;
let l_1257 = l_1254 < u32(8388608);
if l_1257 {
let l_1258 = f64(l_1254);
let l_1259 = l_1258 * f64(1.401298464324817e-45);
l_mut_1211 = l_1259;
}
let l_1260 = bitcast<u64>(l_mut_1211);
let l_1261 = l_1253 >> u32(31);
let l_1262 = u64(l_1261);
let l_1263 = l_1262 << u32(bitcast<u64>(u64(63)));
let l_1264 = l_1260 | l_1263;
let l_1265 = bitcast<f64>(l_1264);
l_mut_1128 = l_1265;
}
}
}
let l_1266 = l_mut_42 == l_mut_1128;
let l_1267 = !l_1266;
if l_1267 {
a_1063[u32(0)] = u32(0);
}
let l_1268 = l_1099 * f64(7.1362384635298e44);
let l_1269 = floor(l_1268);
let l_1270 = l_1269 * f64(1.401298464324817e-45);
l_mut_1211 = l_1270;
let l_1271 = abs(l_1099);
let l_1272 = l_1271 >= f64(1.1754943508222875e-38);
if l_1272 {
let l_1273 = f32(l_1099);
let l_1274 = f64(l_1273);
l_mut_1211 = l_1274;
let l_1275 = l_mut_1211 > l_1099;
if l_1275 {
let l_1276 = bitcast<u32>(l_1273);
let l_1277 = l_1276 ^ u32(2147483648);
let l_1278 = bitcast<f32>(l_1277);
let l_1279 = bitcast<u32>(l_1278);
let l_1280 = l_1279 + u32(1);
l_mut_94 = l_1280;
let l_1281 = l_1279 & u32(2147483647);
let l_1282 = l_1281 == u32(0);
if l_1282 {
l_mut_94 = u32(1);
} else {
let l_1283 = l_1279 & u32(2147483648);
let l_1284 = l_1283 != u32(0);
if l_1284 {
let l_1285 = l_1279 - u32(1);
l_mut_94 = l_1285;
} else {
let l_1286 = l_1279 == u32(2139095040);
if l_1286 {
l_mut_94 = l_1279;
}
}
}
let l_1287 = bitcast<f32>(l_mut_94);
let l_1288 = bitcast<u32>(l_1287);
let l_1289 = l_1288 ^ u32(2147483648);
let l_1290 = bitcast<f32>(l_1289);
let l_1291 = bitcast<u32>(l_1290);
let l_1292 = l_1291 & u32(2147483647);
let l_1293 = bitcast<f32>(l_1292);
let l_1294 = f64(l_1293);
l_mut_1128 = l_1294;
let l_1295 = l_1292 < u32(8388608);
if l_1295 {
let l_1296 = f64(l_1292);
let l_1297 = l_1296 * f64(1.401298464324817e-45);
l_mut_1128 = l_1297;
}
let l_1298 = bitcast<u64>(l_mut_1128);
let l_1299 = l_1291 >> u32(31);
let l_1300 = u64(l_1299);
let l_1301 = l_1300 << u32(bitcast<u64>(u64(63)));
let l_1302 = l_1298 | l_1301;
let l_1303 = bitcast<f64>(l_1302);
l_mut_1211 = l_1303;
} else {
let l_1304 = bitcast<u32>(l_1273);
let l_1305 = l_1304 + u32(1);
l_mut_94 = l_1305;
let l_1306 = l_1304 & u32(2147483647);
let l_1307 = l_1306 == u32(0);
if l_1307 {
l_mut_94 = u32(1);
} else {
let l_1308 = l_1304 & u32(2147483648);
let l_1309 = l_1308 != u32(0);
if l_1309 {
let l_1310 = l_1304 - u32(1);
l_mut_94 = l_1310;
} else {
let l_1311 = l_1304 == u32(2139095040);
if l_1311 {
l_mut_94 = l_1304;
}
}
}
let l_1312 = bitcast<f32>(l_mut_94);
let l_1313 = bitcast<u32>(l_1312);
let l_1314 = l_1313 & u32(2147483647);
let l_1315 = bitcast<f32>(l_1314);
let l_1316 = f64(l_1315);
l_mut_1128 = l_1316;
let l_1317 = l_1314 < u32(8388608);
if l_1317 {
let l_1318 = f64(l_1314);
let l_1319 = l_1318 * f64(1.401298464324817e-45);
l_mut_1128 = l_1319;
}
let l_1320 = bitcast<u64>(l_mut_1128);
let l_1321 = l_1313 >> u32(31);
let l_1322 = u64(l_1321);
let l_1323 = l_1322 << u32(bitcast<u64>(u64(63)));
let l_1324 = l_1320 | l_1323;
let l_1325 = bitcast<f64>(l_1324);
let l_1326 = l_1325 <= l_1099;
if l_1326 {
let l_1327 = bitcast<u32>(l_1273);
let l_1328 = l_1327 + u32(1);
l_mut_94 = l_1328;
let l_1329 = l_1327 & u32(2147483647);
let l_1330 = l_1329 == u32(0);
if l_1330 {
l_mut_94 = u32(1);
} else {
let l_1331 = l_1327 & u32(2147483648);
let l_1332 = l_1331 != u32(0);
if l_1332 {
let l_1333 = l_1327 - u32(1);
l_mut_94 = l_1333;
} else {
let l_1334 = l_1327 == u32(2139095040);
if l_1334 {
l_mut_94 = l_1327;
}
}
}
let l_1335 = bitcast<f32>(l_mut_94);
let l_1336 = bitcast<u32>(l_1335);
let l_1337 = l_1336 & u32(2147483647);
let l_1338 = bitcast<f32>(l_1337);
let l_1339 = f64(l_1338);
l_mut_1128 = l_1339;
let l_1340 = l_1337 < u32(8388608);
if l_1340 {
let l_1341 = f64(l_1337);
let l_1342 = l_1341 * f64(1.401298464324817e-45);
l_mut_1128 = l_1342;
}
let l_1343 = bitcast<u64>(l_mut_1128);
let l_1344 = l_1336 >> u32(31);
let l_1345 = u64(l_1344);
let l_1346 = l_1345 << u32(bitcast<u64>(u64(63)));
let l_1347 = l_1343 | l_1346;
let l_1348 = bitcast<f64>(l_1347);
l_mut_1211 = l_1348;
}
}
}
l_mut_65 = l_mut_1211;
}
let l_1349 = l_20 * l_mut_715;
let l_1350 = l_1065 + l_1349;
l_mut_1211 = l_1350;
if l_13 {
let l_1351 = l_1350 - l_1066;
let l_1352 = l_1351 * f64(7.1362384635298e44);
let l_1353 = floor(l_1352);
let l_1354 = l_1353 * f64(1.401298464324817e-45);
l_mut_1128 = l_1354;
let l_1355 = abs(l_1351);
let l_1356 = l_1355 >= f64(1.1754943508222875e-38);
if l_1356 {
let l_1357 = f32(l_1351);
let l_1358 = f64(l_1357);
l_mut_1128 = l_1358;
let l_1359 = l_mut_1128 > l_1351;
if l_1359 {
let l_1360 = bitcast<u32>(l_1357);
let l_1361 = l_1360 ^ u32(2147483648);
let l_1362 = bitcast<f32>(l_1361);
let l_1363 = bitcast<u32>(l_1362);
let l_1364 = l_1363 + u32(1);
l_mut_94 = l_1364;
let l_1365 = l_1363 & u32(2147483647);
let l_1366 = l_1365 == u32(0);
if l_1366 {
l_mut_94 = u32(1);
} else {
let l_1367 = l_1363 & u32(2147483648);
let l_1368 = l_1367 != u32(0);
if l_1368 {
let l_1369 = l_1363 - u32(1);
l_mut_94 = l_1369;
} else {
let l_1370 = l_1363 == u32(2139095040);
if l_1370 {
l_mut_94 = l_1363;
}
}
}
let l_1371 = bitcast<f32>(l_mut_94);
let l_1372 = bitcast<u32>(l_1371);
let l_1373 = l_1372 ^ u32(2147483648);
let l_1374 = bitcast<f32>(l_1373);
let l_1375 = bitcast<u32>(l_1374);
let l_1376 = l_1375 & u32(2147483647);
let l_1377 = bitcast<f32>(l_1376);
let l_1378 = f64(l_1377);
l_mut_715 = l_1378;
let l_1379 = l_1376 < u32(8388608);
if l_1379 {
let l_1380 = f64(l_1376);
let l_1381 = l_1380 * f64(1.401298464324817e-45);
l_mut_715 = l_1381;
}
let l_1382 = bitcast<u64>(l_mut_715);
let l_1383 = l_1375 >> u32(31);
let l_1384 = u64(l_1383);
let l_1385 = l_1384 << u32(bitcast<u64>(u64(63)));
let l_1386 = l_1382 | l_1385;
let l_1387 = bitcast<f64>(l_1386);
l_mut_1128 = l_1387;
} else {
let l_1388 = bitcast<u32>(l_1357);
let l_1389 = l_1388 + u32(1);
l_mut_94 = l_1389;
let l_1390 = l_1388 & u32(2147483647);
let l_1391 = l_1390 == u32(0);
if l_1391 {
l_mut_94 = u32(1);
} else {
let l_1392 = l_1388 & u32(2147483648);
let l_1393 = l_1392 != u32(0);
if l_1393 {
let l_1394 = l_1388 - u32(1);
l_mut_94 = l_1394;
} else {
let l_1395 = l_1388 == u32(2139095040);
if l_1395 {
l_mut_94 = l_1388;
}
}
}
let l_1396 = bitcast<f32>(l_mut_94);
let l_1397 = bitcast<u32>(l_1396);
let l_1398 = l_1397 & u32(2147483647);
let l_1399 = bitcast<f32>(l_1398);
let l_1400 = f64(l_1399);
l_mut_715 = l_1400;
let l_1401 = l_1398 < u32(8388608);
if l_1401 {
let l_1402 = f64(l_1398);
let l_1403 = l_1402 * f64(1.401298464324817e-45);
l_mut_715 = l_1403;
}
let l_1404 = bitcast<u64>(l_mut_715);
let l_1405 = l_1397 >> u32(31);
let l_1406 = u64(l_1405);
let l_1407 = l_1406 << u32(bitcast<u64>(u64(63)));
let l_1408 = l_1404 | l_1407;
let l_1409 = bitcast<f64>(l_1408);
let l_1410 = l_1409 <= l_1351;
if l_1410 {
let l_1411 = bitcast<u32>(l_1357);
let l_1412 = l_1411 + u32(1);
l_mut_94 = l_1412;
let l_1413 = l_1411 & u32(2147483647);
let l_1414 = l_1413 == u32(0);
if l_1414 {
l_mut_94 = u32(1);
} else {
let l_1415 = l_1411 & u32(2147483648);
let l_1416 = l_1415 != u32(0);
if l_1416 {
let l_1417 = l_1411 - u32(1);
l_mut_94 = l_1417;
} else {
let l_1418 = l_1411 == u32(2139095040);
if l_1418 {
l_mut_94 = l_1411;
}
}
}
let l_1419 = bitcast<f32>(l_mut_94);
let l_1420 = bitcast<u32>(l_1419);
let l_1421 = l_1420 & u32(2147483647);
let l_1422 = bitcast<f32>(l_1421);
let l_1423 = f64(l_1422);
l_mut_715 = l_1423;
let l_1424 = l_1421 < u32(8388608);
if l_1424 {
let l_1425 = f64(l_1421);
let l_1426 = l_1425 * f64(1.401298464324817e-45);
l_mut_715 = l_1426;
}
let l_1427 = bitcast<u64>(l_mut_715);
let l_1428 = l_1420 >> u32(31);
let l_1429 = u64(l_1428);
let l_1430 = l_1429 << u32(bitcast<u64>(u64(63)));
let l_1431 = l_1427 | l_1430;
let l_1432 = bitcast<f64>(l_1431);
l_mut_1128 = l_1432;
}
}
}
let l_1433 = l_1350 + l_1066;
let l_1434 = l_1433 * f64(7.1362384635298e44);
let l_1435 = floor(l_1434);
let l_1436 = l_1435 * f64(1.401298464324817e-45);
l_mut_715 = l_1436;
let l_1437 = abs(l_1433);
let l_1438 = l_1437 >= f64(1.1754943508222875e-38);
if l_1438 {
let l_1439 = f32(l_1433);
let l_1440 = f64(l_1439);
l_mut_715 = l_1440;
let l_1441 = l_mut_715 > l_1433;
if l_1441 {
let l_1442 = bitcast<u32>(l_1439);
let l_1443 = l_1442 ^ u32(2147483648);
let l_1444 = bitcast<f32>(l_1443);
let l_1445 = bitcast<u32>(l_1444);
let l_1446 = l_1445 + u32(1);
l_mut_94 = l_1446;
let l_1447 = l_1445 & u32(2147483647);
let l_1448 = l_1447 == u32(0);
if l_1448 {
l_mut_94 = u32(1);
} else {
let l_1449 = l_1445 & u32(2147483648);
let l_1450 = l_1449 != u32(0);
if l_1450 {
let l_1451 = l_1445 - u32(1);
l_mut_94 = l_1451;
} else {
let l_1452 = l_1445 == u32(2139095040);
if l_1452 {
l_mut_94 = l_1445;
}
}
}
let l_1453 = bitcast<f32>(l_mut_94);
let l_1454 = bitcast<u32>(l_1453);
let l_1455 = l_1454 ^ u32(2147483648);
let l_1456 = bitcast<f32>(l_1455);
let l_1457 = bitcast<u32>(l_1456);
let l_1458 = l_1457 & u32(2147483647);
let l_1459 = bitcast<f32>(l_1458);
let l_1460 = f64(l_1459);
l_mut_42 = l_1460;
let l_1461 = l_1458 < u32(8388608);
if l_1461 {
let l_1462 = f64(l_1458);
let l_1463 = l_1462 * f64(1.401298464324817e-45);
l_mut_42 = l_1463;
}
let l_1464 = bitcast<u64>(l_mut_42);
let l_1465 = l_1457 >> u32(31);
let l_1466 = u64(l_1465);
let l_1467 = l_1466 << u32(bitcast<u64>(u64(63)));
let l_1468 = l_1464 | l_1467;
let l_1469 = bitcast<f64>(l_1468);
l_mut_715 = l_1469;
} else {
let l_1470 = bitcast<u32>(l_1439);
let l_1471 = l_1470 + u32(1);
l_mut_94 = l_1471;
let l_1472 = l_1470 & u32(2147483647);
let l_1473 = l_1472 == u32(0);
if l_1473 {
l_mut_94 = u32(1);
} else {
let l_1474 = l_1470 & u32(2147483648);
let l_1475 = l_1474 != u32(0);
if l_1475 {
let l_1476 = l_1470 - u32(1);
l_mut_94 = l_1476;
} else {
let l_1477 = l_1470 == u32(2139095040);
if l_1477 {
l_mut_94 = l_1470;
}
}
}
let l_1478 = bitcast<f32>(l_mut_94);
let l_1479 = bitcast<u32>(l_1478);
let l_1480 = l_1479 & u32(2147483647);
let l_1481 = bitcast<f32>(l_1480);
let l_1482 = f64(l_1481);
l_mut_42 = l_1482;
let l_1483 = l_1480 < u32(8388608);
if l_1483 {
let l_1484 = f64(l_1480);
let l_1485 = l_1484 * f64(1.401298464324817e-45);
l_mut_42 = l_1485;
}
let l_1486 = bitcast<u64>(l_mut_42);
let l_1487 = l_1479 >> u32(31);
let l_1488 = u64(l_1487);
let l_1489 = l_1488 << u32(bitcast<u64>(u64(63)));
let l_1490 = l_1486 | l_1489;
let l_1491 = bitcast<f64>(l_1490);
let l_1492 = l_1491 <= l_1433;
if l_1492 {
let l_1493 = bitcast<u32>(l_1439);
let l_1494 = l_1493 + u32(1);
l_mut_94 = l_1494;
let l_1495 = l_1493 & u32(2147483647);
let l_1496 = l_1495 == u32(0);
if l_1496 {
l_mut_94 = u32(1);
} else {
let l_1497 = l_1493 & u32(2147483648);
let l_1498 = l_1497 != u32(0);
if l_1498 {
let l_1499 = l_1493 - u32(1);
l_mut_94 = l_1499;
} else {
let l_1500 = l_1493 == u32(2139095040);
if l_1500 {
l_mut_94 = l_1493;
}
}
}
let l_1501 = bitcast<f32>(l_mut_94);
let l_1502 = bitcast<u32>(l_1501);
let l_1503 = l_1502 & u32(2147483647);
let l_1504 = bitcast<f32>(l_1503);
let l_1505 = f64(l_1504);
l_mut_42 = l_1505;
let l_1506 = l_1503 < u32(8388608);
if l_1506 {
let l_1507 = f64(l_1503);
let l_1508 = l_1507 * f64(1.401298464324817e-45);
l_mut_42 = l_1508;
}
let l_1509 = bitcast<u64>(l_mut_42);
let l_1510 = l_1502 >> u32(31);
let l_1511 = u64(l_1510);
let l_1512 = l_1511 << u32(bitcast<u64>(u64(63)));
let l_1513 = l_1509 | l_1512;
let l_1514 = bitcast<f64>(l_1513);
l_mut_715 = l_1514;
}
}
}
let l_1515 = l_mut_1128 == l_mut_715;
let l_1516 = !l_1515;
if l_1516 {
a_1063[u32(0)] = u32(0);
}
let l_1517 = -l_1350;
let l_1518 = l_1517 * f64(7.1362384635298e44);
let l_1519 = floor(l_1518);
let l_1520 = l_1519 * f64(1.401298464324817e-45);
l_mut_1128 = l_1520;
let l_1521 = abs(l_1517);
let l_1522 = l_1521 >= f64(1.1754943508222875e-38);
if l_1522 {
let l_1523 = f32(l_1517);
let l_1524 = f64(l_1523);
l_mut_1128 = l_1524;
let l_1525 = l_mut_1128 > l_1517;
if l_1525 {
let l_1526 = bitcast<u32>(l_1523);
let l_1527 = l_1526 ^ u32(2147483648);
let l_1528 = bitcast<f32>(l_1527);
let l_1529 = bitcast<u32>(l_1528);
let l_1530 = l_1529 + u32(1);
l_mut_94 = l_1530;
let l_1531 = l_1529 & u32(2147483647);
let l_1532 = l_1531 == u32(0);
if l_1532 {
l_mut_94 = u32(1);
} else {
let l_1533 = l_1529 & u32(2147483648);
let l_1534 = l_1533 != u32(0);
if l_1534 {
let l_1535 = l_1529 - u32(1);
l_mut_94 = l_1535;
} else {
let l_1536 = l_1529 == u32(2139095040);
if l_1536 {
l_mut_94 = l_1529;
}
}
}
let l_1537 = bitcast<f32>(l_mut_94);
let l_1538 = bitcast<u32>(l_1537);
let l_1539 = l_1538 ^ u32(2147483648);
let l_1540 = bitcast<f32>(l_1539);
let l_1541 = bitcast<u32>(l_1540);
let l_1542 = l_1541 & u32(2147483647);
let l_1543 = bitcast<f32>(l_1542);
let l_1544 = f64(l_1543);
l_mut_715 = l_1544;
let l_1545 = l_1542 < u32(8388608);
if l_1545 {
let l_1546 = f64(l_1542);
let l_1547 = l_1546 * f64(1.401298464324817e-45);
l_mut_715 = l_1547;
}
let l_1548 = bitcast<u64>(l_mut_715);
let l_1549 = l_1541 >> u32(31);
let l_1550 = u64(l_1549);
let l_1551 = l_1550 << u32(bitcast<u64>(u64(63)));
let l_1552 = l_1548 | l_1551;
let l_1553 = bitcast<f64>(l_1552);
l_mut_1128 = l_1553;
} else {
let l_1554 = bitcast<u32>(l_1523);
let l_1555 = l_1554 + u32(1);
l_mut_94 = l_1555;
let l_1556 = l_1554 & u32(2147483647);
let l_1557 = l_1556 == u32(0);
if l_1557 {
l_mut_94 = u32(1);
} else {
let l_1558 = l_1554 & u32(2147483648);
let l_1559 = l_1558 != u32(0);
if l_1559 {
let l_1560 = l_1554 - u32(1);
l_mut_94 = l_1560;
} else {
let l_1561 = l_1554 == u32(2139095040);
if l_1561 {
l_mut_94 = l_1554;
}
}
}
let l_1562 = bitcast<f32>(l_mut_94);
let l_1563 = bitcast<u32>(l_1562);
let l_1564 = l_1563 & u32(2147483647);
let l_1565 = bitcast<f32>(l_1564);
let l_1566 = f64(l_1565);
l_mut_715 = l_1566;
let l_1567 = l_1564 < u32(8388608);
if l_1567 {
let l_1568 = f64(l_1564);
let l_1569 = l_1568 * f64(1.401298464324817e-45);
l_mut_715 = l_1569;
}
let l_1570 = bitcast<u64>(l_mut_715);
let l_1571 = l_1563 >> u32(31);
let l_1572 = u64(l_1571);
let l_1573 = l_1572 << u32(bitcast<u64>(u64(63)));
let l_1574 = l_1570 | l_1573;
let l_1575 = bitcast<f64>(l_1574);
let l_1576 = l_1575 <= l_1517;
if l_1576 {
let l_1577 = bitcast<u32>(l_1523);
let l_1578 = l_1577 + u32(1);
l_mut_94 = l_1578;
let l_1579 = l_1577 & u32(2147483647);
let l_1580 = l_1579 == u32(0);
if l_1580 {
l_mut_94 = u32(1);
} else {
let l_1581 = l_1577 & u32(2147483648);
let l_1582 = l_1581 != u32(0);
if l_1582 {
let l_1583 = l_1577 - u32(1);
l_mut_94 = l_1583;
} else {
let l_1584 = l_1577 == u32(2139095040);
if l_1584 {
l_mut_94 = l_1577;
}
}
}
let l_1585 = bitcast<f32>(l_mut_94);
let l_1586 = bitcast<u32>(l_1585);
let l_1587 = l_1586 & u32(2147483647);
let l_1588 = bitcast<f32>(l_1587);
let l_1589 = f64(l_1588);
l_mut_715 = l_1589;
let l_1590 = l_1587 < u32(8388608);
if l_1590 {
let l_1591 = f64(l_1587);
let l_1592 = l_1591 * f64(1.401298464324817e-45);
l_mut_715 = l_1592;
}
let l_1593 = bitcast<u64>(l_mut_715);
let l_1594 = l_1586 >> u32(31);
let l_1595 = u64(l_1594);
let l_1596 = l_1595 << u32(bitcast<u64>(u64(63)));
let l_1597 = l_1593 | l_1596;
let l_1598 = bitcast<f64>(l_1597);
l_mut_1128 = l_1598;
}
}
}
let l_1599 = -l_mut_1128;
l_mut_1211 = l_1599;
}
l_mut_94 = u32(0);
let l_1600 = l_mut_65 <= f64(0.0);
let l_1601 = l_mut_1211 >= f64(0.0);
let l_1602 = l_1600 && l_1601;
let l_1603 = !l_1602;
if l_1603 {
let l_1604 = f64(1.0) / l_mut_1211;
let l_1605 = f64(1.0) / l_mut_65;
let l_1606 = abs(l_1604);
let l_1607 = l_1606 * f64(1.4551915228366852e-11);
let l_1608 = abs(l_1605);
let l_1609 = l_1608 * f64(1.4551915228366852e-11);
let l_1610 = l_1604 - l_1607;
let l_1611 = abs(l_1610);
l_mut_1211 = f64(1.401298464324817e-45);
let l_1612 = l_1611 >= f64(1.1754943508222875e-38);
let l_1613 = l_1611 <= f64(1.7976931348623157e308);
let l_1614 = l_1612 && l_1613;
if l_1614 {
let l_1615 = bitcast<u64>(l_1611);
let l_1616 = l_1615 >> u32(bitcast<u64>(u64(52)));
let l_1617 = l_1616 - u64(23);
let l_1618 = l_1617 << u32(bitcast<u64>(u64(52)));
let l_1619 = bitcast<f64>(l_1618);
l_mut_1211 = l_1619;
}
let l_1620 = l_1604 + l_1607;
let l_1621 = abs(l_1620);
l_mut_1128 = f64(1.401298464324817e-45);
let l_1622 = l_1621 >= f64(1.1754943508222875e-38);
let l_1623 = l_1621 <= f64(1.7976931348623157e308);
let l_1624 = l_1622 && l_1623;
if l_1624 {
let l_1625 = bitcast<u64>(l_1621);
let l_1626 = l_1625 >> u32(bitcast<u64>(u64(52)));
let l_1627 = l_1626 - u64(23);
let l_1628 = l_1627 << u32(bitcast<u64>(u64(52)));
let l_1629 = bitcast<f64>(l_1628);
l_mut_1128 = l_1629;
}
let l_1630 = l_mut_1211 == l_mut_1128;
let l_1631 = !l_1630;
let l_1632 = l_1605 - l_1609;
let l_1633 = abs(l_1632);
l_mut_1211 = f64(1.401298464324817e-45);
let l_1634 = l_1633 >= f64(1.1754943508222875e-38);
let l_1635 = l_1633 <= f64(1.7976931348623157e308);
let l_1636 = l_1634 && l_1635;
if l_1636 {
let l_1637 = bitcast<u64>(l_1633);
let l_1638 = l_1637 >> u32(bitcast<u64>(u64(52)));
let l_1639 = l_1638 - u64(23);
let l_1640 = l_1639 << u32(bitcast<u64>(u64(52)));
let l_1641 = bitcast<f64>(l_1640);
l_mut_1211 = l_1641;
}
let l_1642 = l_1605 + l_1609;
let l_1643 = abs(l_1642);
l_mut_1128 = f64(1.401298464324817e-45);
let l_1644 = l_1643 >= f64(1.1754943508222875e-38);
let l_1645 = l_1643 <= f64(1.7976931348623157e308);
let l_1646 = l_1644 && l_1645;
if l_1646 {
let l_1647 = bitcast<u64>(l_1643);
let l_1648 = l_1647 >> u32(bitcast<u64>(u64(52)));
let l_1649 = l_1648 - u64(23);
let l_1650 = l_1649 << u32(bitcast<u64>(u64(52)));
let l_1651 = bitcast<f64>(l_1650);
l_mut_1128 = l_1651;
}
let l_1652 = l_mut_1211 == l_mut_1128;
let l_1653 = !l_1652;
let l_1654 = l_1631 || l_1653;
if l_1654 {
a_1063[u32(0)] = u32(0);
}
let l_1655 = abs(l_1604);
l_mut_1211 = f64(1.401298464324817e-45);
let l_1656 = l_1655 >= f64(1.1754943508222875e-38);
let l_1657 = l_1655 <= f64(1.7976931348623157e308);
let l_1658 = l_1656 && l_1657;
if l_1658 {
let l_1659 = bitcast<u64>(l_1655);
let l_1660 = l_1659 >> u32(bitcast<u64>(u64(52)));
let l_1661 = l_1660 - u64(23);
let l_1662 = l_1661 << u32(bitcast<u64>(u64(52)));
let l_1663 = bitcast<f64>(l_1662);
l_mut_1211 = l_1663;
}
let l_1664 = l_23 * l_mut_1211;
let l_1665 = l_1604 - l_1664;
let l_1666 = abs(l_1605);
l_mut_1211 = f64(1.401298464324817e-45);
let l_1667 = l_1666 >= f64(1.1754943508222875e-38);
let l_1668 = l_1666 <= f64(1.7976931348623157e308);
let l_1669 = l_1667 && l_1668;
if l_1669 {
let l_1670 = bitcast<u64>(l_1666);
let l_1671 = l_1670 >> u32(bitcast<u64>(u64(52)));
let l_1672 = l_1671 - u64(23);
let l_1673 = l_1672 << u32(bitcast<u64>(u64(52)));
let l_1674 = bitcast<f64>(l_1673);
l_mut_1211 = l_1674;
}
let l_1675 = l_23 * l_mut_1211;
let l_1676 = l_1605 + l_1675;
let l_1677 = bitcast<u32>(l_16);
let l_1678 = l_1677 & u32(2147483647);
let l_1679 = bitcast<f32>(l_1678);
let l_1680 = f64(l_1679);
l_mut_1211 = l_1680;
let l_1681 = l_1678 < u32(8388608);
if l_1681 {
let l_1682 = f64(l_1678);
let l_1683 = l_1682 * f64(1.401298464324817e-45);
l_mut_1211 = l_1683;
}
let l_1684 = bitcast<u64>(l_mut_1211);
let l_1685 = l_1677 >> u32(31);
let l_1686 = u64(l_1685);
let l_1687 = l_1686 << u32(bitcast<u64>(u64(63)));
let l_1688 = l_1684 | l_1687;
let l_1689 = bitcast<f64>(l_1688);
let l_1690 = bitcast<u32>(l_16);
let l_1691 = l_1690 + u32(1);
l_mut_52 = l_1691;
let l_1692 = l_1690 & u32(2147483647);
let l_1693 = l_1692 == u32(0);
if l_1693 {
l_mut_52 = u32(1);
} else {
let l_1694 = l_1690 & u32(2147483648);
let l_1695 = l_1694 != u32(0);
if l_1695 {
let l_1696 = l_1690 - u32(1);
l_mut_52 = l_1696;
} else {
let l_1697 = l_1690 == u32(2139095040);
if l_1697 {
l_mut_52 = l_1690;
}
}
}
let l_1698 = bitcast<f32>(l_mut_52);
let l_1699 = bitcast<u32>(l_1698);
let l_1700 = l_1699 & u32(2147483647);
let l_1701 = bitcast<f32>(l_1700);
let l_1702 = f64(l_1701);
l_mut_1211 = l_1702;
let l_1703 = l_1700 < u32(8388608);
if l_1703 {
let l_1704 = f64(l_1700);
let l_1705 = l_1704 * f64(1.401298464324817e-45);
l_mut_1211 = l_1705;
}
let l_1706 = bitcast<u64>(l_mut_1211);
let l_1707 = l_1699 >> u32(31);
let l_1708 = u64(l_1707);
let l_1709 = l_1708 << u32(bitcast<u64>(u64(63)));
let l_1710 = l_1706 | l_1709;
let l_1711 = bitcast<f64>(l_1710);
let l_1712 = bitcast<u32>(l_16);
let l_1713 = l_1712 ^ u32(2147483648);
let l_1714 = bitcast<f32>(l_1713);
let l_1715 = bitcast<u32>(l_1714);
let l_1716 = l_1715 + u32(1);
l_mut_52 = l_1716;
let l_1717 = l_1715 & u32(2147483647);
let l_1718 = l_1717 == u32(0);
if l_1718 {
l_mut_52 = u32(1);
} else {
let l_1719 = l_1715 & u32(2147483648);
let l_1720 = l_1719 != u32(0);
if l_1720 {
let l_1721 = l_1715 - u32(1);
l_mut_52 = l_1721;
} else {
let l_1722 = l_1715 == u32(2139095040);
if l_1722 {
l_mut_52 = l_1715;
}
}
}
let l_1723 = bitcast<f32>(l_mut_52);
let l_1724 = bitcast<u32>(l_1723);
let l_1725 = l_1724 ^ u32(2147483648);
let l_1726 = bitcast<f32>(l_1725);
let l_1727 = bitcast<u32>(l_1726);
let l_1728 = l_1727 & u32(2147483647);
let l_1729 = bitcast<f32>(l_1728);
let l_1730 = f64(l_1729);
l_mut_1211 = l_1730;
let l_1731 = l_1728 < u32(8388608);
if l_1731 {
let l_1732 = f64(l_1728);
let l_1733 = l_1732 * f64(1.401298464324817e-45);
l_mut_1211 = l_1733;
}
let l_1734 = bitcast<u64>(l_mut_1211);
let l_1735 = l_1727 >> u32(31);
let l_1736 = u64(l_1735);
let l_1737 = l_1736 << u32(bitcast<u64>(u64(63)));
let l_1738 = l_1734 | l_1737;
let l_1739 = bitcast<f64>(l_1738);
let l_1740 = l_1665 + l_1607;
let l_1741 = l_1740 <= l_1689;
l_mut_154 = l_1741;
let l_1742 = l_1665 - l_1607;
let l_1743 = l_1742 > l_1689;
l_mut_151 = l_1743;
let l_1744 = l_1676 - l_1609;
let l_1745 = l_1744 >= l_1689;
l_mut_148 = l_1745;
let l_1746 = l_1676 + l_1609;
let l_1747 = l_1746 < l_1689;
l_mut_145 = l_1747;
if l_13 {
let l_1748 = l_1665 + l_1607;
let l_1749 = l_1748 < l_1711;
l_mut_154 = l_1749;
let l_1750 = l_1665 - l_1607;
let l_1751 = l_1750 >= l_1711;
l_mut_151 = l_1751;
let l_1752 = l_1676 - l_1609;
let l_1753 = l_1752 > l_1739;
l_mut_148 = l_1753;
let l_1754 = l_1676 + l_1609;
let l_1755 = l_1754 <= l_1739;
l_mut_145 = l_1755;
}
l_mut_52 = u32(2);
let l_1756 = l_mut_151 || l_mut_145;
if l_1756 {
l_mut_52 = u32(1);
} else {
let l_1757 = l_mut_154 && l_mut_148;
if l_1757 {
l_mut_52 = u32(0);
}
}
let l_1758 = bitcast<u32>(l_16);
let l_1759 = l_1758 & u32(2147483647);
let l_1760 = l_1759 == u32(0);
if l_1760 {
let l_1761 = l_1665 + l_1607;
let l_1762 = l_1761 < f64(1.1754943508222875e-38);
let l_1763 = l_1676 - l_1609;
let l_1764 = l_1763 > f64(-1.1754943508222875e-38);
let l_1765 = l_1762 && l_1764;
let l_1766 = l_1665 - l_1607;
let l_1767 = l_1766 < f64(1.1754943508222875e-38);
let l_1768 = l_1676 + l_1609;
let l_1769 = l_1768 > f64(-1.1754943508222875e-38);
let l_1770 = l_1767 && l_1769;
if l_1765 {
l_mut_52 = u32(0);
} else {
let l_1771 = l_mut_52 == u32(1);
let l_1772 = l_1770 && l_1771;
if l_1772 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
let l_1773 = a_1063[u32(0)];
let l_1774 = l_1773 == u32(0);
if l_1774 {
l_mut_94 = u32(2);
}
l_mut_35 = l_mut_94;
} else {
let l_1775 = l_9 == u32(10);
if l_1775 {
let l_1776 = sqrt(l_31);
let l_1777 = f64(1.0) / l_1776;
let l_1778 = l_1777 * f64(1.4551915228366852e-11);
let l_1779 = abs(l_1777);
l_mut_1211 = f64(1.401298464324817e-45);
let l_1780 = l_1779 >= f64(1.1754943508222875e-38);
let l_1781 = l_1779 <= f64(1.7976931348623157e308);
let l_1782 = l_1780 && l_1781;
if l_1782 {
let l_1783 = bitcast<u64>(l_1779);
let l_1784 = l_1783 >> u32(bitcast<u64>(u64(52)));
let l_1785 = l_1784 - u64(23);
let l_1786 = l_1785 << u32(bitcast<u64>(u64(52)));
let l_1787 = bitcast<f64>(l_1786);
l_mut_1211 = l_1787;
}
let l_1788 = l_20 * l_mut_1211;
let l_1789 = l_1777 - l_1788;
let l_1790 = l_31 * l_1789;
let l_1791 = l_20 * l_mut_1211;
let l_1792 = l_1777 + l_1791;
let l_1793 = l_31 * l_1792;
l_mut_94 = u32(2);
let l_1794 = l_1777 - l_1778;
let l_1795 = abs(l_1794);
l_mut_1211 = f64(1.401298464324817e-45);
let l_1796 = l_1795 >= f64(1.1754943508222875e-38);
let l_1797 = l_1795 <= f64(1.7976931348623157e308);
let l_1798 = l_1796 && l_1797;
if l_1798 {
let l_1799 = bitcast<u64>(l_1795);
let l_1800 = l_1799 >> u32(bitcast<u64>(u64(52)));
let l_1801 = l_1800 - u64(23);
let l_1802 = l_1801 << u32(bitcast<u64>(u64(52)));
let l_1803 = bitcast<f64>(l_1802);
l_mut_1211 = l_1803;
}
let l_1804 = l_1777 + l_1778;
let l_1805 = abs(l_1804);
l_mut_1128 = f64(1.401298464324817e-45);
let l_1806 = l_1805 >= f64(1.1754943508222875e-38);
let l_1807 = l_1805 <= f64(1.7976931348623157e308);
let l_1808 = l_1806 && l_1807;
if l_1808 {
let l_1809 = bitcast<u64>(l_1805);
let l_1810 = l_1809 >> u32(bitcast<u64>(u64(52)));
let l_1811 = l_1810 - u64(23);
let l_1812 = l_1811 << u32(bitcast<u64>(u64(52)));
let l_1813 = bitcast<f64>(l_1812);
l_mut_1128 = l_1813;
}
let l_1814 = l_mut_1211 == l_mut_1128;
if l_1814 {
let l_1815 = abs(l_1790);
let l_1816 = l_1815 * f64(1.4551915228366852e-11);
let l_1817 = abs(l_1793);
let l_1818 = l_1817 * f64(1.4551915228366852e-11);
let l_1819 = bitcast<u32>(l_16);
let l_1820 = l_1819 & u32(2147483647);
let l_1821 = bitcast<f32>(l_1820);
let l_1822 = f64(l_1821);
l_mut_1211 = l_1822;
let l_1823 = l_1820 < u32(8388608);
if l_1823 {
let l_1824 = f64(l_1820);
let l_1825 = l_1824 * f64(1.401298464324817e-45);
l_mut_1211 = l_1825;
}
let l_1826 = bitcast<u64>(l_mut_1211);
let l_1827 = l_1819 >> u32(31);
let l_1828 = u64(l_1827);
let l_1829 = l_1828 << u32(bitcast<u64>(u64(63)));
let l_1830 = l_1826 | l_1829;
let l_1831 = bitcast<f64>(l_1830);
let l_1832 = bitcast<u32>(l_16);
let l_1833 = l_1832 + u32(1);
l_mut_52 = l_1833;
let l_1834 = l_1832 & u32(2147483647);
let l_1835 = l_1834 == u32(0);
if l_1835 {
l_mut_52 = u32(1);
} else {
let l_1836 = l_1832 & u32(2147483648);
let l_1837 = l_1836 != u32(0);
if l_1837 {
let l_1838 = l_1832 - u32(1);
l_mut_52 = l_1838;
} else {
let l_1839 = l_1832 == u32(2139095040);
if l_1839 {
l_mut_52 = l_1832;
}
}
}
let l_1840 = bitcast<f32>(l_mut_52);
let l_1841 = bitcast<u32>(l_1840);
let l_1842 = l_1841 & u32(2147483647);
let l_1843 = bitcast<f32>(l_1842);
let l_1844 = f64(l_1843);
l_mut_1211 = l_1844;
let l_1845 = l_1842 < u32(8388608);
if l_1845 {
let l_1846 = f64(l_1842);
let l_1847 = l_1846 * f64(1.401298464324817e-45);
l_mut_1211 = l_1847;
}
let l_1848 = bitcast<u64>(l_mut_1211);
let l_1849 = l_1841 >> u32(31);
let l_1850 = u64(l_1849);
let l_1851 = l_1850 << u32(bitcast<u64>(u64(63)));
let l_1852 = l_1848 | l_1851;
let l_1853 = bitcast<f64>(l_1852);
let l_1854 = bitcast<u32>(l_16);
let l_1855 = l_1854 ^ u32(2147483648);
let l_1856 = bitcast<f32>(l_1855);
let l_1857 = bitcast<u32>(l_1856);
let l_1858 = l_1857 + u32(1);
l_mut_52 = l_1858;
let l_1859 = l_1857 & u32(2147483647);
let l_1860 = l_1859 == u32(0);
if l_1860 {
l_mut_52 = u32(1);
} else {
let l_1861 = l_1857 & u32(2147483648);
let l_1862 = l_1861 != u32(0);
if l_1862 {
let l_1863 = l_1857 - u32(1);
l_mut_52 = l_1863;
} else {
let l_1864 = l_1857 == u32(2139095040);
if l_1864 {
l_mut_52 = l_1857;
}
}
}
let l_1865 = bitcast<f32>(l_mut_52);
let l_1866 = bitcast<u32>(l_1865);
let l_1867 = l_1866 ^ u32(2147483648);
let l_1868 = bitcast<f32>(l_1867);
let l_1869 = bitcast<u32>(l_1868);
let l_1870 = l_1869 & u32(2147483647);
let l_1871 = bitcast<f32>(l_1870);
let l_1872 = f64(l_1871);
l_mut_1211 = l_1872;
let l_1873 = l_1870 < u32(8388608);
if l_1873 {
let l_1874 = f64(l_1870);
let l_1875 = l_1874 * f64(1.401298464324817e-45);
l_mut_1211 = l_1875;
}
let l_1876 = bitcast<u64>(l_mut_1211);
let l_1877 = l_1869 >> u32(31);
let l_1878 = u64(l_1877);
let l_1879 = l_1878 << u32(bitcast<u64>(u64(63)));
let l_1880 = l_1876 | l_1879;
let l_1881 = bitcast<f64>(l_1880);
let l_1882 = l_1790 + l_1816;
let l_1883 = l_1882 <= l_1831;
l_mut_154 = l_1883;
let l_1884 = l_1790 - l_1816;
let l_1885 = l_1884 > l_1831;
l_mut_151 = l_1885;
let l_1886 = l_1793 - l_1818;
let l_1887 = l_1886 >= l_1831;
l_mut_148 = l_1887;
let l_1888 = l_1793 + l_1818;
let l_1889 = l_1888 < l_1831;
l_mut_145 = l_1889;
let l_1890 = l_1790 + l_1816;
let l_1891 = l_1890 < l_1853;
l_mut_154 = l_1891;
let l_1892 = l_1790 - l_1816;
let l_1893 = l_1892 >= l_1853;
l_mut_151 = l_1893;
let l_1894 = l_1793 - l_1818;
let l_1895 = l_1894 > l_1881;
l_mut_148 = l_1895;
let l_1896 = l_1793 + l_1818;
let l_1897 = l_1896 <= l_1881;
l_mut_145 = l_1897;
l_mut_52 = u32(2);
let l_1898 = l_mut_151 || l_mut_145;
if l_1898 {
l_mut_52 = u32(1);
} else {
let l_1899 = l_mut_154 && l_mut_148;
if l_1899 {
l_mut_52 = u32(0);
}
}
let l_1900 = bitcast<u32>(l_16);
let l_1901 = l_1900 & u32(2147483647);
let l_1902 = l_1901 == u32(0);
if l_1902 {
let l_1903 = l_1790 + l_1816;
let l_1904 = l_1903 < f64(1.1754943508222875e-38);
let l_1905 = l_1793 - l_1818;
let l_1906 = l_1905 > f64(-1.1754943508222875e-38);
let l_1907 = l_1904 && l_1906;
let l_1908 = l_1790 - l_1816;
let l_1909 = l_1908 < f64(1.1754943508222875e-38);
let l_1910 = l_1793 + l_1818;
let l_1911 = l_1910 > f64(-1.1754943508222875e-38);
let l_1912 = l_1909 && l_1911;
if l_1907 {
l_mut_52 = u32(0);
} else {
let l_1913 = l_mut_52 == u32(1);
let l_1914 = l_1912 && l_1913;
if l_1914 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
} else {
let l_1915 = l_9 == u32(11);
let l_1916 = l_9 == u32(12);
let l_1917 = l_1915 || l_1916;
if l_1917 {
l_mut_35 = u32(0);
let l_1918 = l_32 <= l_26;
let l_1919 = l_9 == u32(11);
let l_1920 = l_1918 && l_1919;
if l_1920 {
let l_1921 = f32(l_31);
let l_1922 = bitcast<u32>(l_1921);
let l_1923 = l_1922 & u32(2147483647);
let l_1924 = bitcast<f32>(l_1923);
let l_1925 = f64(l_1924);
l_mut_1211 = l_1925;
let l_1926 = l_1923 < u32(8388608);
if l_1926 {
let l_1927 = f64(l_1923);
let l_1928 = l_1927 * f64(1.401298464324817e-45);
l_mut_1211 = l_1928;
}
let l_1929 = bitcast<u64>(l_mut_1211);
let l_1930 = l_1922 >> u32(31);
let l_1931 = u64(l_1930);
let l_1932 = l_1931 << u32(bitcast<u64>(u64(63)));
let l_1933 = l_1929 | l_1932;
let l_1934 = bitcast<f64>(l_1933);
let l_1935 = abs(l_1934);
l_mut_1211 = l_1935;
l_mut_94 = u32(0);
let l_1936 = l_1935 >= f64(0.785);
if l_1936 {
let l_1937 = l_1935 * f64(0.6366197723675814);
let l_1938 = l_1937 + f64(0.5);
let l_1939 = floor(l_1938);
let l_1940 = l_1939 * f64(1.570796325802803);
let l_1941 = l_1935 - l_1940;
let l_1942 = l_1941 * l_4;
let l_1943 = l_1939 * f64(9.920935796805404e-10);
let l_1944 = l_1942 - l_1943;
l_mut_1211 = l_1944;
let l_1945 = u32(l_1939);
l_mut_94 = l_1945;
}
let l_1946 = bitcast<u32>(l_1921);
let l_1947 = l_1946 >= u32(2147483648);
let l_1948 = l_mut_1211 * l_mut_1211;
let l_1949 = l_1948 * f64(1.9572941063391263e-20);
let l_1950 = f64(8.22063524662433e-18) - l_1949;
l_mut_1128 = l_1950;
let l_1951 = l_mut_1128 * l_1948;
let l_1952 = l_1951 - f64(2.8114572543455206e-15);
l_mut_1128 = l_1952;
let l_1953 = l_mut_1128 * l_1948;
let l_1954 = l_1953 + f64(7.647163731819816e-13);
l_mut_1128 = l_1954;
let l_1955 = l_mut_1128 * l_1948;
let l_1956 = l_1955 - f64(1.6059043836821613e-10);
l_mut_1128 = l_1956;
let l_1957 = l_mut_1128 * l_1948;
let l_1958 = l_1957 + f64(2.505210838544172e-8);
l_mut_1128 = l_1958;
let l_1959 = l_mut_1128 * l_1948;
let l_1960 = l_1959 - f64(2.7557319223985893e-6);
l_mut_1128 = l_1960;
let l_1961 = l_mut_1128 * l_1948;
let l_1962 = l_1961 + f64(0.0001984126984126984);
l_mut_1128 = l_1962;
let l_1963 = l_mut_1128 * l_1948;
let l_1964 = l_1963 - f64(0.008333333333333333);
l_mut_1128 = l_1964;
let l_1965 = l_mut_1128 * l_1948;
let l_1966 = l_1965 + f64(0.16666666666666666);
l_mut_1128 = l_1966;
let l_1967 = f64(0.5) * l_1948;
let l_1968 = f64(1.0) - l_1967;
let l_1969 = f64(0.0) * l_1968;
let l_1970 = l_mut_1211 * l_1948;
let l_1971 = l_1970 * l_mut_1128;
let l_1972 = l_1969 - l_1971;
let l_1973 = l_mut_1211 + l_1972;
let l_1974 = l_mut_1211 * l_mut_1211;
let l_1975 = l_1974 * f64(4.110317623312165e-19);
let l_1976 = l_1975 - f64(1.5619206968586225e-16);
l_mut_1128 = l_1976;
let l_1977 = l_mut_1128 * l_1974;
let l_1978 = l_1977 + f64(4.779477332387385e-14);
l_mut_1128 = l_1978;
let l_1979 = l_mut_1128 * l_1974;
let l_1980 = l_1979 - f64(1.1470745597729725e-11);
l_mut_1128 = l_1980;
let l_1981 = l_mut_1128 * l_1974;
let l_1982 = l_1981 + f64(2.08767569878681e-9);
l_mut_1128 = l_1982;
let l_1983 = l_mut_1128 * l_1974;
let l_1984 = l_1983 - f64(2.755731922398589e-7);
l_mut_1128 = l_1984;
let l_1985 = l_mut_1128 * l_1974;
let l_1986 = l_1985 + f64(2.48015873015873e-5);
l_mut_1128 = l_1986;
let l_1987 = l_mut_1128 * l_1974;
let l_1988 = l_1987 - f64(0.001388888888888889);
l_mut_1128 = l_1988;
let l_1989 = l_mut_1128 * l_1974;
let l_1990 = l_1989 + f64(0.041666666666666664);
l_mut_1128 = l_1990;
let l_1991 = f64(0.5) * l_1974;
let l_1992 = f64(1.0) - l_1991;
let l_1993 = l_1974 * l_1974;
let l_1994 = l_1993 * l_mut_1128;
let l_1995 = f64(0.0) * l_mut_1211;
let l_1996 = l_1994 - l_1995;
let l_1997 = l_1992 + l_1996;
let l_1998 = l_mut_94 & u32(1);
let l_1999 = l_1998 == u32(1);
l_mut_1211 = l_1973;
let l_2000 = l_mut_94 & u32(2);
let l_2001 = l_2000 != u32(0);
l_mut_154 = l_2001;
let l_2002 = u32(6) == u32(6);
if l_2002 {
if l_1999 {
l_mut_1211 = l_1997;
}
} else {
let l_2003 = u32(6) == u32(7);
if l_2003 {
l_mut_1211 = l_1997;
if l_1999 {
l_mut_1211 = l_1973;
}
let l_2004 = l_mut_94 + u32(1);
let l_2005 = l_2004 & u32(2);
let l_2006 = l_2005 != u32(0);
l_mut_154 = l_2006;
} else {
let l_2007 = l_1973 / l_1997;
l_mut_1211 = l_2007;
if l_1999 {
let l_2008 = l_1997 / l_1973;
l_mut_1211 = l_2008;
}
l_mut_154 = l_1999;
}
}
let l_2009 = u32(6) != u32(7);
let l_2010 = l_2009 && l_1947;
if l_2010 {
let l_2011 = !l_mut_154;
l_mut_154 = l_2011;
}
if l_mut_154 {
let l_2012 = -l_mut_1211;
l_mut_1211 = l_2012;
}
let l_2013 = f32(l_31);
let l_2014 = bitcast<u32>(l_2013);
let l_2015 = l_2014 & u32(2147483647);
let l_2016 = bitcast<f32>(l_2015);
let l_2017 = f64(l_2016);
l_mut_1128 = l_2017;
let l_2018 = l_2015 < u32(8388608);
if l_2018 {
let l_2019 = f64(l_2015);
let l_2020 = l_2019 * f64(1.401298464324817e-45);
l_mut_1128 = l_2020;
}
let l_2021 = bitcast<u64>(l_mut_1128);
let l_2022 = l_2014 >> u32(31);
let l_2023 = u64(l_2022);
let l_2024 = l_2023 << u32(bitcast<u64>(u64(63)));
let l_2025 = l_2021 | l_2024;
let l_2026 = bitcast<f64>(l_2025);
let l_2027 = abs(l_2026);
l_mut_1128 = l_2027;
l_mut_94 = u32(0);
let l_2028 = l_2027 >= f64(0.785);
if l_2028 {
let l_2029 = l_2027 * f64(0.6366197723675814);
let l_2030 = l_2029 + f64(0.5);
let l_2031 = floor(l_2030);
let l_2032 = l_2031 * f64(1.570796325802803);
let l_2033 = l_2027 - l_2032;
let l_2034 = l_2033 * l_4;
let l_2035 = l_2031 * f64(9.920935796805404e-10);
let l_2036 = l_2034 - l_2035;
l_mut_1128 = l_2036;
let l_2037 = u32(l_2031);
l_mut_94 = l_2037;
}
let l_2038 = bitcast<u32>(l_2013);
let l_2039 = l_2038 >= u32(2147483648);
let l_2040 = l_mut_1128 * l_mut_1128;
let l_2041 = l_2040 * f64(1.9572941063391263e-20);
let l_2042 = f64(8.22063524662433e-18) - l_2041;
l_mut_715 = l_2042;
let l_2043 = l_mut_715 * l_2040;
let l_2044 = l_2043 - f64(2.8114572543455206e-15);
l_mut_715 = l_2044;
let l_2045 = l_mut_715 * l_2040;
let l_2046 = l_2045 + f64(7.647163731819816e-13);
l_mut_715 = l_2046;
let l_2047 = l_mut_715 * l_2040;
let l_2048 = l_2047 - f64(1.6059043836821613e-10);
l_mut_715 = l_2048;
let l_2049 = l_mut_715 * l_2040;
let l_2050 = l_2049 + f64(2.505210838544172e-8);
l_mut_715 = l_2050;
let l_2051 = l_mut_715 * l_2040;
let l_2052 = l_2051 - f64(2.7557319223985893e-6);
l_mut_715 = l_2052;
let l_2053 = l_mut_715 * l_2040;
let l_2054 = l_2053 + f64(0.0001984126984126984);
l_mut_715 = l_2054;
let l_2055 = l_mut_715 * l_2040;
let l_2056 = l_2055 - f64(0.008333333333333333);
l_mut_715 = l_2056;
let l_2057 = l_mut_715 * l_2040;
let l_2058 = l_2057 + f64(0.16666666666666666);
l_mut_715 = l_2058;
let l_2059 = f64(0.5) * l_2040;
let l_2060 = f64(1.0) - l_2059;
let l_2061 = f64(0.0) * l_2060;
let l_2062 = l_mut_1128 * l_2040;
let l_2063 = l_2062 * l_mut_715;
let l_2064 = l_2061 - l_2063;
let l_2065 = l_mut_1128 + l_2064;
let l_2066 = l_mut_1128 * l_mut_1128;
let l_2067 = l_2066 * f64(4.110317623312165e-19);
let l_2068 = l_2067 - f64(1.5619206968586225e-16);
l_mut_715 = l_2068;
let l_2069 = l_mut_715 * l_2066;
let l_2070 = l_2069 + f64(4.779477332387385e-14);
l_mut_715 = l_2070;
let l_2071 = l_mut_715 * l_2066;
let l_2072 = l_2071 - f64(1.1470745597729725e-11);
l_mut_715 = l_2072;
let l_2073 = l_mut_715 * l_2066;
let l_2074 = l_2073 + f64(2.08767569878681e-9);
l_mut_715 = l_2074;
let l_2075 = l_mut_715 * l_2066;
let l_2076 = l_2075 - f64(2.755731922398589e-7);
l_mut_715 = l_2076;
let l_2077 = l_mut_715 * l_2066;
let l_2078 = l_2077 + f64(2.48015873015873e-5);
l_mut_715 = l_2078;
let l_2079 = l_mut_715 * l_2066;
let l_2080 = l_2079 - f64(0.001388888888888889);
l_mut_715 = l_2080;
let l_2081 = l_mut_715 * l_2066;
let l_2082 = l_2081 + f64(0.041666666666666664);
l_mut_715 = l_2082;
let l_2083 = f64(0.5) * l_2066;
let l_2084 = f64(1.0) - l_2083;
let l_2085 = l_2066 * l_2066;
let l_2086 = l_2085 * l_mut_715;
let l_2087 = f64(0.0) * l_mut_1128;
let l_2088 = l_2086 - l_2087;
let l_2089 = l_2084 + l_2088;
let l_2090 = l_mut_94 & u32(1);
let l_2091 = l_2090 == u32(1);
l_mut_1128 = l_2065;
let l_2092 = l_mut_94 & u32(2);
let l_2093 = l_2092 != u32(0);
l_mut_154 = l_2093;
let l_2094 = u32(7) == u32(6);
if l_2094 {
if l_2091 {
l_mut_1128 = l_2089;
}
} else {
let l_2095 = u32(7) == u32(7);
if l_2095 {
l_mut_1128 = l_2089;
if l_2091 {
l_mut_1128 = l_2065;
}
let l_2096 = l_mut_94 + u32(1);
let l_2097 = l_2096 & u32(2);
let l_2098 = l_2097 != u32(0);
l_mut_154 = l_2098;
} else {
let l_2099 = l_2065 / l_2089;
l_mut_1128 = l_2099;
if l_2091 {
let l_2100 = l_2089 / l_2065;
l_mut_1128 = l_2100;
}
l_mut_154 = l_2091;
}
}
let l_2101 = u32(7) != u32(7);
let l_2102 = l_2101 && l_2039;
if l_2102 {
let l_2103 = !l_mut_154;
l_mut_154 = l_2103;
}
if l_mut_154 {
let l_2104 = -l_mut_1128;
l_mut_1128 = l_2104;
}
let l_2105 = abs(l_mut_1211);
let l_2106 = l_2105 * f64(1.4551915228366852e-11);
let l_2107 = abs(l_mut_1128);
let l_2108 = l_2107 * f64(1.4551915228366852e-11);
l_mut_715 = f64(1.4551915228366852e-11);
l_mut_94 = u32(2);
if l_13 {
let l_2109 = l_mut_1211 - l_20;
let l_2110 = abs(l_2109);
let l_2111 = l_2110 * f64(2.220446049250313e-16);
let l_2112 = l_2106 + l_2111;
let l_2113 = l_2109 + l_2112;
let l_2114 = -l_2113;
let l_2115 = l_2114 * f64(7.1362384635298e44);
let l_2116 = floor(l_2115);
let l_2117 = l_2116 * f64(1.401298464324817e-45);
l_mut_65 = l_2117;
let l_2118 = abs(l_2114);
let l_2119 = l_2118 >= f64(1.1754943508222875e-38);
if l_2119 {
let l_2120 = f32(l_2114);
let l_2121 = f64(l_2120);
l_mut_65 = l_2121;
let l_2122 = l_mut_65 > l_2114;
if l_2122 {
let l_2123 = bitcast<u32>(l_2120);
let l_2124 = l_2123 ^ u32(2147483648);
let l_2125 = bitcast<f32>(l_2124);
let l_2126 = bitcast<u32>(l_2125);
let l_2127 = l_2126 + u32(1);
l_mut_52 = l_2127;
let l_2128 = l_2126 & u32(2147483647);
let l_2129 = l_2128 == u32(0);
if l_2129 {
l_mut_52 = u32(1);
} else {
let l_2130 = l_2126 & u32(2147483648);
let l_2131 = l_2130 != u32(0);
if l_2131 {
let l_2132 = l_2126 - u32(1);
l_mut_52 = l_2132;
} else {
let l_2133 = l_2126 == u32(2139095040);
if l_2133 {
l_mut_52 = l_2126;
}
}
}
let l_2134 = bitcast<f32>(l_mut_52);
let l_2135 = bitcast<u32>(l_2134);
let l_2136 = l_2135 ^ u32(2147483648);
let l_2137 = bitcast<f32>(l_2136);
let l_2138 = bitcast<u32>(l_2137);
let l_2139 = l_2138 & u32(2147483647);
let l_2140 = bitcast<f32>(l_2139);
let l_2141 = f64(l_2140);
l_mut_42 = l_2141;
let l_2142 = l_2139 < u32(8388608);
if l_2142 {
let l_2143 = f64(l_2139);
let l_2144 = l_2143 * f64(1.401298464324817e-45);
l_mut_42 = l_2144;
}
let l_2145 = bitcast<u64>(l_mut_42);
let l_2146 = l_2138 >> u32(31);
let l_2147 = u64(l_2146);
let l_2148 = l_2147 << u32(bitcast<u64>(u64(63)));
let l_2149 = l_2145 | l_2148;
let l_2150 = bitcast<f64>(l_2149);
l_mut_65 = l_2150;
} else {
let l_2151 = bitcast<u32>(l_2120);
let l_2152 = l_2151 + u32(1);
l_mut_52 = l_2152;
let l_2153 = l_2151 & u32(2147483647);
let l_2154 = l_2153 == u32(0);
if l_2154 {
l_mut_52 = u32(1);
} else {
let l_2155 = l_2151 & u32(2147483648);
let l_2156 = l_2155 != u32(0);
if l_2156 {
let l_2157 = l_2151 - u32(1);
l_mut_52 = l_2157;
} else {
let l_2158 = l_2151 == u32(2139095040);
if l_2158 {
l_mut_52 = l_2151;
}
}
}
let l_2159 = bitcast<f32>(l_mut_52);
let l_2160 = bitcast<u32>(l_2159);
let l_2161 = l_2160 & u32(2147483647);
let l_2162 = bitcast<f32>(l_2161);
let l_2163 = f64(l_2162);
l_mut_42 = l_2163;
let l_2164 = l_2161 < u32(8388608);
if l_2164 {
let l_2165 = f64(l_2161);
let l_2166 = l_2165 * f64(1.401298464324817e-45);
l_mut_42 = l_2166;
}
let l_2167 = bitcast<u64>(l_mut_42);
let l_2168 = l_2160 >> u32(31);
let l_2169 = u64(l_2168);
let l_2170 = l_2169 << u32(bitcast<u64>(u64(63)));
let l_2171 = l_2167 | l_2170;
let l_2172 = bitcast<f64>(l_2171);
let l_2173 = l_2172 <= l_2114;
if l_2173 {
let l_2174 = bitcast<u32>(l_2120);
let l_2175 = l_2174 + u32(1);
l_mut_52 = l_2175;
let l_2176 = l_2174 & u32(2147483647);
let l_2177 = l_2176 == u32(0);
if l_2177 {
l_mut_52 = u32(1);
} else {
let l_2178 = l_2174 & u32(2147483648);
let l_2179 = l_2178 != u32(0);
if l_2179 {
let l_2180 = l_2174 - u32(1);
l_mut_52 = l_2180;
} else {
let l_2181 = l_2174 == u32(2139095040);
if l_2181 {
l_mut_52 = l_2174;
}
}
}
let l_2182 = bitcast<f32>(l_mut_52);
let l_2183 = bitcast<u32>(l_2182);
let l_2184 = l_2183 & u32(2147483647);
let l_2185 = bitcast<f32>(l_2184);
let l_2186 = f64(l_2185);
l_mut_42 = l_2186;
let l_2187 = l_2184 < u32(8388608);
if l_2187 {
let l_2188 = f64(l_2184);
let l_2189 = l_2188 * f64(1.401298464324817e-45);
l_mut_42 = l_2189;
}
let l_2190 = bitcast<u64>(l_mut_42);
let l_2191 = l_2183 >> u32(31);
let l_2192 = u64(l_2191);
let l_2193 = l_2192 << u32(bitcast<u64>(u64(63)));
let l_2194 = l_2190 | l_2193;
let l_2195 = bitcast<f64>(l_2194);
l_mut_65 = l_2195;
}
}
}
let l_2196 = -l_mut_65;
l_mut_65 = l_2196;
let l_2197 = bool(true) && bool(true);
if l_2197 {
let l_2198 = l_2109 + l_2112;
let l_2199 = l_2198 * f64(7.1362384635298e44);
let l_2200 = floor(l_2199);
let l_2201 = l_2200 * f64(1.401298464324817e-45);
l_mut_42 = l_2201;
let l_2202 = abs(l_2198);
let l_2203 = l_2202 >= f64(1.1754943508222875e-38);
if l_2203 {
let l_2204 = f32(l_2198);
let l_2205 = f64(l_2204);
l_mut_42 = l_2205;
let l_2206 = l_mut_42 > l_2198;
if l_2206 {
let l_2207 = bitcast<u32>(l_2204);
let l_2208 = l_2207 ^ u32(2147483648);
let l_2209 = bitcast<f32>(l_2208);
let l_2210 = bitcast<u32>(l_2209);
let l_2211 = l_2210 + u32(1);
l_mut_52 = l_2211;
let l_2212 = l_2210 & u32(2147483647);
let l_2213 = l_2212 == u32(0);
if l_2213 {
l_mut_52 = u32(1);
} else {
let l_2214 = l_2210 & u32(2147483648);
let l_2215 = l_2214 != u32(0);
if l_2215 {
let l_2216 = l_2210 - u32(1);
l_mut_52 = l_2216;
} else {
let l_2217 = l_2210 == u32(2139095040);
if l_2217 {
l_mut_52 = l_2210;
}
}
}
let l_2218 = bitcast<f32>(l_mut_52);
let l_2219 = bitcast<u32>(l_2218);
let l_2220 = l_2219 ^ u32(2147483648);
let l_2221 = bitcast<f32>(l_2220);
let l_2222 = bitcast<u32>(l_2221);
let l_2223 = l_2222 & u32(2147483647);
let l_2224 = bitcast<f32>(l_2223);
let l_2225 = f64(l_2224);
l_mut_2226 = l_2225;
let l_2227 = l_2223 < u32(8388608);
if l_2227 {
let l_2228 = f64(l_2223);
let l_2229 = l_2228 * f64(1.401298464324817e-45);
l_mut_2226 = l_2229;
}
let l_2230 = bitcast<u64>(l_mut_2226);
let l_2231 = l_2222 >> u32(31);
let l_2232 = u64(l_2231);
let l_2233 = l_2232 << u32(bitcast<u64>(u64(63)));
let l_2234 = l_2230 | l_2233;
let l_2235 = bitcast<f64>(l_2234);
l_mut_42 = l_2235;
} else {
let l_2236 = bitcast<u32>(l_2204);
let l_2237 = l_2236 + u32(1);
l_mut_52 = l_2237;
let l_2238 = l_2236 & u32(2147483647);
let l_2239 = l_2238 == u32(0);
if l_2239 {
l_mut_52 = u32(1);
} else {
let l_2240 = l_2236 & u32(2147483648);
let l_2241 = l_2240 != u32(0);
if l_2241 {
let l_2242 = l_2236 - u32(1);
l_mut_52 = l_2242;
} else {
let l_2243 = l_2236 == u32(2139095040);
if l_2243 {
l_mut_52 = l_2236;
}
}
}
let l_2244 = bitcast<f32>(l_mut_52);
let l_2245 = bitcast<u32>(l_2244);
let l_2246 = l_2245 & u32(2147483647);
let l_2247 = bitcast<f32>(l_2246);
let l_2248 = f64(l_2247);
l_mut_2226 = l_2248;
let l_2249 = l_2246 < u32(8388608);
if l_2249 {
let l_2250 = f64(l_2246);
let l_2251 = l_2250 * f64(1.401298464324817e-45);
l_mut_2226 = l_2251;
}
let l_2252 = bitcast<u64>(l_mut_2226);
let l_2253 = l_2245 >> u32(31);
let l_2254 = u64(l_2253);
let l_2255 = l_2254 << u32(bitcast<u64>(u64(63)));
let l_2256 = l_2252 | l_2255;
let l_2257 = bitcast<f64>(l_2256);
let l_2258 = l_2257 <= l_2198;
if l_2258 {
let l_2259 = bitcast<u32>(l_2204);
let l_2260 = l_2259 + u32(1);
l_mut_52 = l_2260;
let l_2261 = l_2259 & u32(2147483647);
let l_2262 = l_2261 == u32(0);
if l_2262 {
l_mut_52 = u32(1);
} else {
let l_2263 = l_2259 & u32(2147483648);
let l_2264 = l_2263 != u32(0);
if l_2264 {
let l_2265 = l_2259 - u32(1);
l_mut_52 = l_2265;
} else {
let l_2266 = l_2259 == u32(2139095040);
if l_2266 {
l_mut_52 = l_2259;
}
}
}
let l_2267 = bitcast<f32>(l_mut_52);
let l_2268 = bitcast<u32>(l_2267);
let l_2269 = l_2268 & u32(2147483647);
let l_2270 = bitcast<f32>(l_2269);
let l_2271 = f64(l_2270);
l_mut_2226 = l_2271;
let l_2272 = l_2269 < u32(8388608);
if l_2272 {
let l_2273 = f64(l_2269);
let l_2274 = l_2273 * f64(1.401298464324817e-45);
l_mut_2226 = l_2274;
}
let l_2275 = bitcast<u64>(l_mut_2226);
let l_2276 = l_2268 >> u32(31);
let l_2277 = u64(l_2276);
let l_2278 = l_2277 << u32(bitcast<u64>(u64(63)));
let l_2279 = l_2275 | l_2278;
let l_2280 = bitcast<f64>(l_2279);
l_mut_42 = l_2280;
}
}
}
l_mut_65 = l_mut_42;
} else {
let l_2281 = l_2109 - l_2112;
let l_2282 = l_2281 * f64(7.1362384635298e44);
let l_2283 = floor(l_2282);
let l_2284 = l_2283 * f64(1.401298464324817e-45);
l_mut_2226 = l_2284;
let l_2285 = abs(l_2281);
let l_2286 = l_2285 >= f64(1.1754943508222875e-38);
if l_2286 {
let l_2287 = f32(l_2281);
let l_2288 = f64(l_2287);
l_mut_2226 = l_2288;
let l_2289 = l_mut_2226 > l_2281;
if l_2289 {
let l_2290 = bitcast<u32>(l_2287);
let l_2291 = l_2290 ^ u32(2147483648);
let l_2292 = bitcast<f32>(l_2291);
let l_2293 = bitcast<u32>(l_2292);
let l_2294 = l_2293 + u32(1);
l_mut_52 = l_2294;
let l_2295 = l_2293 & u32(2147483647);
let l_2296 = l_2295 == u32(0);
if l_2296 {
l_mut_52 = u32(1);
} else {
let l_2297 = l_2293 & u32(2147483648);
let l_2298 = l_2297 != u32(0);
if l_2298 {
let l_2299 = l_2293 - u32(1);
l_mut_52 = l_2299;
} else {
let l_2300 = l_2293 == u32(2139095040);
if l_2300 {
l_mut_52 = l_2293;
}
}
}
let l_2301 = bitcast<f32>(l_mut_52);
let l_2302 = bitcast<u32>(l_2301);
let l_2303 = l_2302 ^ u32(2147483648);
let l_2304 = bitcast<f32>(l_2303);
let l_2305 = bitcast<u32>(l_2304);
let l_2306 = l_2305 & u32(2147483647);
let l_2307 = bitcast<f32>(l_2306);
let l_2308 = f64(l_2307);
l_mut_42 = l_2308;
let l_2309 = l_2306 < u32(8388608);
if l_2309 {
let l_2310 = f64(l_2306);
let l_2311 = l_2310 * f64(1.401298464324817e-45);
l_mut_42 = l_2311;
}
let l_2312 = bitcast<u64>(l_mut_42);
let l_2313 = l_2305 >> u32(31);
let l_2314 = u64(l_2313);
let l_2315 = l_2314 << u32(bitcast<u64>(u64(63)));
let l_2316 = l_2312 | l_2315;
let l_2317 = bitcast<f64>(l_2316);
l_mut_2226 = l_2317;
} else {
let l_2318 = bitcast<u32>(l_2287);
let l_2319 = l_2318 + u32(1);
l_mut_52 = l_2319;
let l_2320 = l_2318 & u32(2147483647);
let l_2321 = l_2320 == u32(0);
if l_2321 {
l_mut_52 = u32(1);
} else {
let l_2322 = l_2318 & u32(2147483648);
let l_2323 = l_2322 != u32(0);
if l_2323 {
let l_2324 = l_2318 - u32(1);
l_mut_52 = l_2324;
} else {
let l_2325 = l_2318 == u32(2139095040);
if l_2325 {
l_mut_52 = l_2318;
}
}
}
let l_2326 = bitcast<f32>(l_mut_52);
let l_2327 = bitcast<u32>(l_2326);
let l_2328 = l_2327 & u32(2147483647);
let l_2329 = bitcast<f32>(l_2328);
let l_2330 = f64(l_2329);
l_mut_42 = l_2330;
let l_2331 = l_2328 < u32(8388608);
if l_2331 {
let l_2332 = f64(l_2328);
let l_2333 = l_2332 * f64(1.401298464324817e-45);
l_mut_42 = l_2333;
}
let l_2334 = bitcast<u64>(l_mut_42);
let l_2335 = l_2327 >> u32(31);
let l_2336 = u64(l_2335);
let l_2337 = l_2336 << u32(bitcast<u64>(u64(63)));
let l_2338 = l_2334 | l_2337;
let l_2339 = bitcast<f64>(l_2338);
let l_2340 = l_2339 <= l_2281;
if l_2340 {
let l_2341 = bitcast<u32>(l_2287);
let l_2342 = l_2341 + u32(1);
l_mut_52 = l_2342;
let l_2343 = l_2341 & u32(2147483647);
let l_2344 = l_2343 == u32(0);
if l_2344 {
l_mut_52 = u32(1);
} else {
let l_2345 = l_2341 & u32(2147483648);
let l_2346 = l_2345 != u32(0);
if l_2346 {
let l_2347 = l_2341 - u32(1);
l_mut_52 = l_2347;
} else {
let l_2348 = l_2341 == u32(2139095040);
if l_2348 {
l_mut_52 = l_2341;
}
}
}
let l_2349 = bitcast<f32>(l_mut_52);
let l_2350 = bitcast<u32>(l_2349);
let l_2351 = l_2350 & u32(2147483647);
let l_2352 = bitcast<f32>(l_2351);
let l_2353 = f64(l_2352);
l_mut_42 = l_2353;
let l_2354 = l_2351 < u32(8388608);
if l_2354 {
let l_2355 = f64(l_2351);
let l_2356 = l_2355 * f64(1.401298464324817e-45);
l_mut_42 = l_2356;
}
let l_2357 = bitcast<u64>(l_mut_42);
let l_2358 = l_2350 >> u32(31);
let l_2359 = u64(l_2358);
let l_2360 = l_2359 << u32(bitcast<u64>(u64(63)));
let l_2361 = l_2357 | l_2360;
let l_2362 = bitcast<f64>(l_2361);
l_mut_2226 = l_2362;
}
}
}
l_mut_65 = l_mut_2226;
}
let l_2363 = l_mut_1211 + l_20;
let l_2364 = abs(l_2363);
let l_2365 = l_2364 * f64(2.220446049250313e-16);
let l_2366 = l_2106 + l_2365;
let l_2367 = l_2363 + l_2366;
let l_2368 = -l_2367;
let l_2369 = l_2368 * f64(7.1362384635298e44);
let l_2370 = floor(l_2369);
let l_2371 = l_2370 * f64(1.401298464324817e-45);
l_mut_2226 = l_2371;
let l_2372 = abs(l_2368);
let l_2373 = l_2372 >= f64(1.1754943508222875e-38);
if l_2373 {
let l_2374 = f32(l_2368);
let l_2375 = f64(l_2374);
l_mut_2226 = l_2375;
let l_2376 = l_mut_2226 > l_2368;
if l_2376 {
let l_2377 = bitcast<u32>(l_2374);
let l_2378 = l_2377 ^ u32(2147483648);
let l_2379 = bitcast<f32>(l_2378);
let l_2380 = bitcast<u32>(l_2379);
let l_2381 = l_2380 + u32(1);
l_mut_52 = l_2381;
let l_2382 = l_2380 & u32(2147483647);
let l_2383 = l_2382 == u32(0);
if l_2383 {
l_mut_52 = u32(1);
} else {
let l_2384 = l_2380 & u32(2147483648);
let l_2385 = l_2384 != u32(0);
if l_2385 {
let l_2386 = l_2380 - u32(1);
l_mut_52 = l_2386;
} else {
let l_2387 = l_2380 == u32(2139095040);
if l_2387 {
l_mut_52 = l_2380;
}
}
}
let l_2388 = bitcast<f32>(l_mut_52);
let l_2389 = bitcast<u32>(l_2388);
let l_2390 = l_2389 ^ u32(2147483648);
let l_2391 = bitcast<f32>(l_2390);
let l_2392 = bitcast<u32>(l_2391);
let l_2393 = l_2392 & u32(2147483647);
let l_2394 = bitcast<f32>(l_2393);
let l_2395 = f64(l_2394);
l_mut_42 = l_2395;
let l_2396 = l_2393 < u32(8388608);
if l_2396 {
let l_2397 = f64(l_2393);
let l_2398 = l_2397 * f64(1.401298464324817e-45);
l_mut_42 = l_2398;
}
let l_2399 = bitcast<u64>(l_mut_42);
let l_2400 = l_2392 >> u32(31);
let l_2401 = u64(l_2400);
let l_2402 = l_2401 << u32(bitcast<u64>(u64(63)));
let l_2403 = l_2399 | l_2402;
let l_2404 = bitcast<f64>(l_2403);
l_mut_2226 = l_2404;
} else {
let l_2405 = bitcast<u32>(l_2374);
let l_2406 = l_2405 + u32(1);
l_mut_52 = l_2406;
let l_2407 = l_2405 & u32(2147483647);
let l_2408 = l_2407 == u32(0);
if l_2408 {
l_mut_52 = u32(1);
} else {
let l_2409 = l_2405 & u32(2147483648);
let l_2410 = l_2409 != u32(0);
if l_2410 {
let l_2411 = l_2405 - u32(1);
l_mut_52 = l_2411;
} else {
let l_2412 = l_2405 == u32(2139095040);
if l_2412 {
l_mut_52 = l_2405;
}
}
}
let l_2413 = bitcast<f32>(l_mut_52);
let l_2414 = bitcast<u32>(l_2413);
let l_2415 = l_2414 & u32(2147483647);
let l_2416 = bitcast<f32>(l_2415);
let l_2417 = f64(l_2416);
l_mut_42 = l_2417;
let l_2418 = l_2415 < u32(8388608);
if l_2418 {
let l_2419 = f64(l_2415);
let l_2420 = l_2419 * f64(1.401298464324817e-45);
l_mut_42 = l_2420;
}
let l_2421 = bitcast<u64>(l_mut_42);
let l_2422 = l_2414 >> u32(31);
let l_2423 = u64(l_2422);
let l_2424 = l_2423 << u32(bitcast<u64>(u64(63)));
let l_2425 = l_2421 | l_2424;
let l_2426 = bitcast<f64>(l_2425);
let l_2427 = l_2426 <= l_2368;
if l_2427 {
let l_2428 = bitcast<u32>(l_2374);
let l_2429 = l_2428 + u32(1);
l_mut_52 = l_2429;
let l_2430 = l_2428 & u32(2147483647);
let l_2431 = l_2430 == u32(0);
if l_2431 {
l_mut_52 = u32(1);
} else {
let l_2432 = l_2428 & u32(2147483648);
let l_2433 = l_2432 != u32(0);
if l_2433 {
let l_2434 = l_2428 - u32(1);
l_mut_52 = l_2434;
} else {
let l_2435 = l_2428 == u32(2139095040);
if l_2435 {
l_mut_52 = l_2428;
}
}
}
let l_2436 = bitcast<f32>(l_mut_52);
let l_2437 = bitcast<u32>(l_2436);
let l_2438 = l_2437 & u32(2147483647);
let l_2439 = bitcast<f32>(l_2438);
let l_2440 = f64(l_2439);
l_mut_42 = l_2440;
let l_2441 = l_2438 < u32(8388608);
if l_2441 {
let l_2442 = f64(l_2438);
let l_2443 = l_2442 * f64(1.401298464324817e-45);
l_mut_42 = l_2443;
}
let l_2444 = bitcast<u64>(l_mut_42);
let l_2445 = l_2437 >> u32(31);
let l_2446 = u64(l_2445);
let l_2447 = l_2446 << u32(bitcast<u64>(u64(63)));
let l_2448 = l_2444 | l_2447;
let l_2449 = bitcast<f64>(l_2448);
l_mut_2226 = l_2449;
}
}
}
let l_2450 = -l_mut_2226;
l_mut_2226 = l_2450;
let l_2451 = bool(false) && bool(true);
if l_2451 {
let l_2452 = l_2363 + l_2366;
let l_2453 = l_2452 * f64(7.1362384635298e44);
let l_2454 = floor(l_2453);
let l_2455 = l_2454 * f64(1.401298464324817e-45);
l_mut_42 = l_2455;
let l_2456 = abs(l_2452);
let l_2457 = l_2456 >= f64(1.1754943508222875e-38);
if l_2457 {
let l_2458 = f32(l_2452);
let l_2459 = f64(l_2458);
l_mut_42 = l_2459;
let l_2460 = l_mut_42 > l_2452;
if l_2460 {
let l_2461 = bitcast<u32>(l_2458);
let l_2462 = l_2461 ^ u32(2147483648);
let l_2463 = bitcast<f32>(l_2462);
let l_2464 = bitcast<u32>(l_2463);
let l_2465 = l_2464 + u32(1);
l_mut_52 = l_2465;
let l_2466 = l_2464 & u32(2147483647);
let l_2467 = l_2466 == u32(0);
if l_2467 {
l_mut_52 = u32(1);
} else {
let l_2468 = l_2464 & u32(2147483648);
let l_2469 = l_2468 != u32(0);
if l_2469 {
let l_2470 = l_2464 - u32(1);
l_mut_52 = l_2470;
} else {
let l_2471 = l_2464 == u32(2139095040);
if l_2471 {
l_mut_52 = l_2464;
}
}
}
let l_2472 = bitcast<f32>(l_mut_52);
let l_2473 = bitcast<u32>(l_2472);
let l_2474 = l_2473 ^ u32(2147483648);
let l_2475 = bitcast<f32>(l_2474);
let l_2476 = bitcast<u32>(l_2475);
let l_2477 = l_2476 & u32(2147483647);
let l_2478 = bitcast<f32>(l_2477);
let l_2479 = f64(l_2478);
l_mut_2480 = l_2479;
let l_2481 = l_2477 < u32(8388608);
if l_2481 {
let l_2482 = f64(l_2477);
let l_2483 = l_2482 * f64(1.401298464324817e-45);
l_mut_2480 = l_2483;
}
let l_2484 = bitcast<u64>(l_mut_2480);
let l_2485 = l_2476 >> u32(31);
let l_2486 = u64(l_2485);
let l_2487 = l_2486 << u32(bitcast<u64>(u64(63)));
let l_2488 = l_2484 | l_2487;
let l_2489 = bitcast<f64>(l_2488);
l_mut_42 = l_2489;
} else {
let l_2490 = bitcast<u32>(l_2458);
let l_2491 = l_2490 + u32(1);
l_mut_52 = l_2491;
let l_2492 = l_2490 & u32(2147483647);
let l_2493 = l_2492 == u32(0);
if l_2493 {
l_mut_52 = u32(1);
} else {
let l_2494 = l_2490 & u32(2147483648);
let l_2495 = l_2494 != u32(0);
if l_2495 {
let l_2496 = l_2490 - u32(1);
l_mut_52 = l_2496;
} else {
let l_2497 = l_2490 == u32(2139095040);
if l_2497 {
l_mut_52 = l_2490;
}
}
}
let l_2498 = bitcast<f32>(l_mut_52);
let l_2499 = bitcast<u32>(l_2498);
let l_2500 = l_2499 & u32(2147483647);
let l_2501 = bitcast<f32>(l_2500);
let l_2502 = f64(l_2501);
l_mut_2480 = l_2502;
let l_2503 = l_2500 < u32(8388608);
if l_2503 {
let l_2504 = f64(l_2500);
let l_2505 = l_2504 * f64(1.401298464324817e-45);
l_mut_2480 = l_2505;
}
let l_2506 = bitcast<u64>(l_mut_2480);
let l_2507 = l_2499 >> u32(31);
let l_2508 = u64(l_2507);
let l_2509 = l_2508 << u32(bitcast<u64>(u64(63)));
let l_2510 = l_2506 | l_2509;
let l_2511 = bitcast<f64>(l_2510);
let l_2512 = l_2511 <= l_2452;
if l_2512 {
let l_2513 = bitcast<u32>(l_2458);
let l_2514 = l_2513 + u32(1);
l_mut_52 = l_2514;
let l_2515 = l_2513 & u32(2147483647);
let l_2516 = l_2515 == u32(0);
if l_2516 {
l_mut_52 = u32(1);
} else {
let l_2517 = l_2513 & u32(2147483648);
let l_2518 = l_2517 != u32(0);
if l_2518 {
let l_2519 = l_2513 - u32(1);
l_mut_52 = l_2519;
} else {
let l_2520 = l_2513 == u32(2139095040);
if l_2520 {
l_mut_52 = l_2513;
}
}
}
let l_2521 = bitcast<f32>(l_mut_52);
let l_2522 = bitcast<u32>(l_2521);
let l_2523 = l_2522 & u32(2147483647);
let l_2524 = bitcast<f32>(l_2523);
let l_2525 = f64(l_2524);
l_mut_2480 = l_2525;
let l_2526 = l_2523 < u32(8388608);
if l_2526 {
let l_2527 = f64(l_2523);
let l_2528 = l_2527 * f64(1.401298464324817e-45);
l_mut_2480 = l_2528;
}
let l_2529 = bitcast<u64>(l_mut_2480);
let l_2530 = l_2522 >> u32(31);
let l_2531 = u64(l_2530);
let l_2532 = l_2531 << u32(bitcast<u64>(u64(63)));
let l_2533 = l_2529 | l_2532;
let l_2534 = bitcast<f64>(l_2533);
l_mut_42 = l_2534;
}
}
}
l_mut_2226 = l_mut_42;
} else {
let l_2535 = l_2363 - l_2366;
let l_2536 = -l_2535;
let l_2537 = l_2536 * f64(7.1362384635298e44);
let l_2538 = floor(l_2537);
let l_2539 = l_2538 * f64(1.401298464324817e-45);
l_mut_2480 = l_2539;
let l_2540 = abs(l_2536);
let l_2541 = l_2540 >= f64(1.1754943508222875e-38);
if l_2541 {
let l_2542 = f32(l_2536);
let l_2543 = f64(l_2542);
l_mut_2480 = l_2543;
let l_2544 = l_mut_2480 > l_2536;
if l_2544 {
let l_2545 = bitcast<u32>(l_2542);
let l_2546 = l_2545 ^ u32(2147483648);
let l_2547 = bitcast<f32>(l_2546);
let l_2548 = bitcast<u32>(l_2547);
let l_2549 = l_2548 + u32(1);
l_mut_52 = l_2549;
let l_2550 = l_2548 & u32(2147483647);
let l_2551 = l_2550 == u32(0);
if l_2551 {
l_mut_52 = u32(1);
} else {
let l_2552 = l_2548 & u32(2147483648);
let l_2553 = l_2552 != u32(0);
if l_2553 {
let l_2554 = l_2548 - u32(1);
l_mut_52 = l_2554;
} else {
let l_2555 = l_2548 == u32(2139095040);
if l_2555 {
l_mut_52 = l_2548;
}
}
}
let l_2556 = bitcast<f32>(l_mut_52);
let l_2557 = bitcast<u32>(l_2556);
let l_2558 = l_2557 ^ u32(2147483648);
let l_2559 = bitcast<f32>(l_2558);
let l_2560 = bitcast<u32>(l_2559);
let l_2561 = l_2560 & u32(2147483647);
let l_2562 = bitcast<f32>(l_2561);
let l_2563 = f64(l_2562);
l_mut_42 = l_2563;
let l_2564 = l_2561 < u32(8388608);
if l_2564 {
let l_2565 = f64(l_2561);
let l_2566 = l_2565 * f64(1.401298464324817e-45);
l_mut_42 = l_2566;
}
let l_2567 = bitcast<u64>(l_mut_42);
let l_2568 = l_2560 >> u32(31);
let l_2569 = u64(l_2568);
let l_2570 = l_2569 << u32(bitcast<u64>(u64(63)));
let l_2571 = l_2567 | l_2570;
let l_2572 = bitcast<f64>(l_2571);
l_mut_2480 = l_2572;
} else {
let l_2573 = bitcast<u32>(l_2542);
let l_2574 = l_2573 + u32(1);
l_mut_52 = l_2574;
let l_2575 = l_2573 & u32(2147483647);
let l_2576 = l_2575 == u32(0);
if l_2576 {
l_mut_52 = u32(1);
} else {
let l_2577 = l_2573 & u32(2147483648);
let l_2578 = l_2577 != u32(0);
if l_2578 {
let l_2579 = l_2573 - u32(1);
l_mut_52 = l_2579;
} else {
let l_2580 = l_2573 == u32(2139095040);
if l_2580 {
l_mut_52 = l_2573;
}
}
}
let l_2581 = bitcast<f32>(l_mut_52);
let l_2582 = bitcast<u32>(l_2581);
let l_2583 = l_2582 & u32(2147483647);
let l_2584 = bitcast<f32>(l_2583);
let l_2585 = f64(l_2584);
l_mut_42 = l_2585;
let l_2586 = l_2583 < u32(8388608);
if l_2586 {
let l_2587 = f64(l_2583);
let l_2588 = l_2587 * f64(1.401298464324817e-45);
l_mut_42 = l_2588;
}
let l_2589 = bitcast<u64>(l_mut_42);
let l_2590 = l_2582 >> u32(31);
let l_2591 = u64(l_2590);
let l_2592 = l_2591 << u32(bitcast<u64>(u64(63)));
let l_2593 = l_2589 | l_2592;
let l_2594 = bitcast<f64>(l_2593);
let l_2595 = l_2594 <= l_2536;
if l_2595 {
let l_2596 = bitcast<u32>(l_2542);
let l_2597 = l_2596 + u32(1);
l_mut_52 = l_2597;
let l_2598 = l_2596 & u32(2147483647);
let l_2599 = l_2598 == u32(0);
if l_2599 {
l_mut_52 = u32(1);
} else {
let l_2600 = l_2596 & u32(2147483648);
let l_2601 = l_2600 != u32(0);
if l_2601 {
let l_2602 = l_2596 - u32(1);
l_mut_52 = l_2602;
} else {
let l_2603 = l_2596 == u32(2139095040);
if l_2603 {
l_mut_52 = l_2596;
}
}
}
let l_2604 = bitcast<f32>(l_mut_52);
let l_2605 = bitcast<u32>(l_2604);
let l_2606 = l_2605 & u32(2147483647);
let l_2607 = bitcast<f32>(l_2606);
let l_2608 = f64(l_2607);
l_mut_42 = l_2608;
let l_2609 = l_2606 < u32(8388608);
if l_2609 {
let l_2610 = f64(l_2606);
let l_2611 = l_2610 * f64(1.401298464324817e-45);
l_mut_42 = l_2611;
}
let l_2612 = bitcast<u64>(l_mut_42);
let l_2613 = l_2605 >> u32(31);
let l_2614 = u64(l_2613);
let l_2615 = l_2614 << u32(bitcast<u64>(u64(63)));
let l_2616 = l_2612 | l_2615;
let l_2617 = bitcast<f64>(l_2616);
l_mut_2480 = l_2617;
}
}
}
let l_2618 = -l_mut_2480;
l_mut_2226 = l_2618;
}
let l_2619 = l_mut_1128 - l_20;
let l_2620 = abs(l_2619);
let l_2621 = l_2620 * f64(2.220446049250313e-16);
let l_2622 = l_2108 + l_2621;
let l_2623 = l_2619 + l_2622;
let l_2624 = -l_2623;
let l_2625 = l_2624 * f64(7.1362384635298e44);
let l_2626 = floor(l_2625);
let l_2627 = l_2626 * f64(1.401298464324817e-45);
l_mut_2480 = l_2627;
let l_2628 = abs(l_2624);
let l_2629 = l_2628 >= f64(1.1754943508222875e-38);
if l_2629 {
let l_2630 = f32(l_2624);
let l_2631 = f64(l_2630);
l_mut_2480 = l_2631;
let l_2632 = l_mut_2480 > l_2624;
if l_2632 {
let l_2633 = bitcast<u32>(l_2630);
let l_2634 = l_2633 ^ u32(2147483648);
let l_2635 = bitcast<f32>(l_2634);
let l_2636 = bitcast<u32>(l_2635);
let l_2637 = l_2636 + u32(1);
l_mut_52 = l_2637;
let l_2638 = l_2636 & u32(2147483647);
let l_2639 = l_2638 == u32(0);
if l_2639 {
l_mut_52 = u32(1);
} else {
let l_2640 = l_2636 & u32(2147483648);
let l_2641 = l_2640 != u32(0);
if l_2641 {
let l_2642 = l_2636 - u32(1);
l_mut_52 = l_2642;
} else {
let l_2643 = l_2636 == u32(2139095040);
if l_2643 {
l_mut_52 = l_2636;
}
}
}
let l_2644 = bitcast<f32>(l_mut_52);
let l_2645 = bitcast<u32>(l_2644);
let l_2646 = l_2645 ^ u32(2147483648);
let l_2647 = bitcast<f32>(l_2646);
let l_2648 = bitcast<u32>(l_2647);
let l_2649 = l_2648 & u32(2147483647);
let l_2650 = bitcast<f32>(l_2649);
let l_2651 = f64(l_2650);
l_mut_42 = l_2651;
let l_2652 = l_2649 < u32(8388608);
if l_2652 {
let l_2653 = f64(l_2649);
let l_2654 = l_2653 * f64(1.401298464324817e-45);
l_mut_42 = l_2654;
}
let l_2655 = bitcast<u64>(l_mut_42);
let l_2656 = l_2648 >> u32(31);
let l_2657 = u64(l_2656);
let l_2658 = l_2657 << u32(bitcast<u64>(u64(63)));
let l_2659 = l_2655 | l_2658;
let l_2660 = bitcast<f64>(l_2659);
l_mut_2480 = l_2660;
} else {
let l_2661 = bitcast<u32>(l_2630);
let l_2662 = l_2661 + u32(1);
l_mut_52 = l_2662;
let l_2663 = l_2661 & u32(2147483647);
let l_2664 = l_2663 == u32(0);
if l_2664 {
l_mut_52 = u32(1);
} else {
let l_2665 = l_2661 & u32(2147483648);
let l_2666 = l_2665 != u32(0);
if l_2666 {
let l_2667 = l_2661 - u32(1);
l_mut_52 = l_2667;
} else {
let l_2668 = l_2661 == u32(2139095040);
if l_2668 {
l_mut_52 = l_2661;
}
}
}
let l_2669 = bitcast<f32>(l_mut_52);
let l_2670 = bitcast<u32>(l_2669);
let l_2671 = l_2670 & u32(2147483647);
let l_2672 = bitcast<f32>(l_2671);
let l_2673 = f64(l_2672);
l_mut_42 = l_2673;
let l_2674 = l_2671 < u32(8388608);
if l_2674 {
let l_2675 = f64(l_2671);
let l_2676 = l_2675 * f64(1.401298464324817e-45);
l_mut_42 = l_2676;
}
let l_2677 = bitcast<u64>(l_mut_42);
let l_2678 = l_2670 >> u32(31);
let l_2679 = u64(l_2678);
let l_2680 = l_2679 << u32(bitcast<u64>(u64(63)));
let l_2681 = l_2677 | l_2680;
let l_2682 = bitcast<f64>(l_2681);
let l_2683 = l_2682 <= l_2624;
if l_2683 {
let l_2684 = bitcast<u32>(l_2630);
let l_2685 = l_2684 + u32(1);
l_mut_52 = l_2685;
let l_2686 = l_2684 & u32(2147483647);
let l_2687 = l_2686 == u32(0);
if l_2687 {
l_mut_52 = u32(1);
} else {
let l_2688 = l_2684 & u32(2147483648);
let l_2689 = l_2688 != u32(0);
if l_2689 {
let l_2690 = l_2684 - u32(1);
l_mut_52 = l_2690;
} else {
let l_2691 = l_2684 == u32(2139095040);
if l_2691 {
l_mut_52 = l_2684;
}
}
}
let l_2692 = bitcast<f32>(l_mut_52);
let l_2693 = bitcast<u32>(l_2692);
let l_2694 = l_2693 & u32(2147483647);
let l_2695 = bitcast<f32>(l_2694);
let l_2696 = f64(l_2695);
l_mut_42 = l_2696;
let l_2697 = l_2694 < u32(8388608);
if l_2697 {
let l_2698 = f64(l_2694);
let l_2699 = l_2698 * f64(1.401298464324817e-45);
l_mut_42 = l_2699;
}
let l_2700 = bitcast<u64>(l_mut_42);
let l_2701 = l_2693 >> u32(31);
let l_2702 = u64(l_2701);
let l_2703 = l_2702 << u32(bitcast<u64>(u64(63)));
let l_2704 = l_2700 | l_2703;
let l_2705 = bitcast<f64>(l_2704);
l_mut_2480 = l_2705;
}
}
}
let l_2706 = -l_mut_2480;
l_mut_2480 = l_2706;
let l_2707 = bool(true) && bool(true);
if l_2707 {
let l_2708 = l_2619 + l_2622;
let l_2709 = l_2708 * f64(7.1362384635298e44);
let l_2710 = floor(l_2709);
let l_2711 = l_2710 * f64(1.401298464324817e-45);
l_mut_42 = l_2711;
let l_2712 = abs(l_2708);
let l_2713 = l_2712 >= f64(1.1754943508222875e-38);
if l_2713 {
let l_2714 = f32(l_2708);
let l_2715 = f64(l_2714);
l_mut_42 = l_2715;
let l_2716 = l_mut_42 > l_2708;
if l_2716 {
let l_2717 = bitcast<u32>(l_2714);
let l_2718 = l_2717 ^ u32(2147483648);
let l_2719 = bitcast<f32>(l_2718);
let l_2720 = bitcast<u32>(l_2719);
let l_2721 = l_2720 + u32(1);
l_mut_52 = l_2721;
let l_2722 = l_2720 & u32(2147483647);
let l_2723 = l_2722 == u32(0);
if l_2723 {
l_mut_52 = u32(1);
} else {
let l_2724 = l_2720 & u32(2147483648);
let l_2725 = l_2724 != u32(0);
if l_2725 {
let l_2726 = l_2720 - u32(1);
l_mut_52 = l_2726;
} else {
let l_2727 = l_2720 == u32(2139095040);
if l_2727 {
l_mut_52 = l_2720;
}
}
}
let l_2728 = bitcast<f32>(l_mut_52);
let l_2729 = bitcast<u32>(l_2728);
let l_2730 = l_2729 ^ u32(2147483648);
let l_2731 = bitcast<f32>(l_2730);
let l_2732 = bitcast<u32>(l_2731);
let l_2733 = l_2732 & u32(2147483647);
let l_2734 = bitcast<f32>(l_2733);
let l_2735 = f64(l_2734);
l_mut_2736 = l_2735;
let l_2737 = l_2733 < u32(8388608);
if l_2737 {
let l_2738 = f64(l_2733);
let l_2739 = l_2738 * f64(1.401298464324817e-45);
l_mut_2736 = l_2739;
}
let l_2740 = bitcast<u64>(l_mut_2736);
let l_2741 = l_2732 >> u32(31);
let l_2742 = u64(l_2741);
let l_2743 = l_2742 << u32(bitcast<u64>(u64(63)));
let l_2744 = l_2740 | l_2743;
let l_2745 = bitcast<f64>(l_2744);
l_mut_42 = l_2745;
} else {
let l_2746 = bitcast<u32>(l_2714);
let l_2747 = l_2746 + u32(1);
l_mut_52 = l_2747;
let l_2748 = l_2746 & u32(2147483647);
let l_2749 = l_2748 == u32(0);
if l_2749 {
l_mut_52 = u32(1);
} else {
let l_2750 = l_2746 & u32(2147483648);
let l_2751 = l_2750 != u32(0);
if l_2751 {
let l_2752 = l_2746 - u32(1);
l_mut_52 = l_2752;
} else {
let l_2753 = l_2746 == u32(2139095040);
if l_2753 {
l_mut_52 = l_2746;
}
}
}
let l_2754 = bitcast<f32>(l_mut_52);
let l_2755 = bitcast<u32>(l_2754);
let l_2756 = l_2755 & u32(2147483647);
let l_2757 = bitcast<f32>(l_2756);
let l_2758 = f64(l_2757);
l_mut_2736 = l_2758;
let l_2759 = l_2756 < u32(8388608);
if l_2759 {
let l_2760 = f64(l_2756);
let l_2761 = l_2760 * f64(1.401298464324817e-45);
l_mut_2736 = l_2761;
}
let l_2762 = bitcast<u64>(l_mut_2736);
let l_2763 = l_2755 >> u32(31);
let l_2764 = u64(l_2763);
let l_2765 = l_2764 << u32(bitcast<u64>(u64(63)));
let l_2766 = l_2762 | l_2765;
let l_2767 = bitcast<f64>(l_2766);
let l_2768 = l_2767 <= l_2708;
if l_2768 {
let l_2769 = bitcast<u32>(l_2714);
let l_2770 = l_2769 + u32(1);
l_mut_52 = l_2770;
let l_2771 = l_2769 & u32(2147483647);
let l_2772 = l_2771 == u32(0);
if l_2772 {
l_mut_52 = u32(1);
} else {
let l_2773 = l_2769 & u32(2147483648);
let l_2774 = l_2773 != u32(0);
if l_2774 {
let l_2775 = l_2769 - u32(1);
l_mut_52 = l_2775;
} else {
let l_2776 = l_2769 == u32(2139095040);
if l_2776 {
l_mut_52 = l_2769;
}
}
}
let l_2777 = bitcast<f32>(l_mut_52);
let l_2778 = bitcast<u32>(l_2777);
let l_2779 = l_2778 & u32(2147483647);
let l_2780 = bitcast<f32>(l_2779);
let l_2781 = f64(l_2780);
l_mut_2736 = l_2781;
let l_2782 = l_2779 < u32(8388608);
if l_2782 {
let l_2783 = f64(l_2779);
let l_2784 = l_2783 * f64(1.401298464324817e-45);
l_mut_2736 = l_2784;
}
let l_2785 = bitcast<u64>(l_mut_2736);
let l_2786 = l_2778 >> u32(31);
let l_2787 = u64(l_2786);
let l_2788 = l_2787 << u32(bitcast<u64>(u64(63)));
let l_2789 = l_2785 | l_2788;
let l_2790 = bitcast<f64>(l_2789);
l_mut_42 = l_2790;
}
}
}
l_mut_2480 = l_mut_42;
} else {
let l_2791 = l_2619 - l_2622;
let l_2792 = l_2791 * f64(7.1362384635298e44);
let l_2793 = floor(l_2792);
let l_2794 = l_2793 * f64(1.401298464324817e-45);
l_mut_2736 = l_2794;
let l_2795 = abs(l_2791);
let l_2796 = l_2795 >= f64(1.1754943508222875e-38);
if l_2796 {
let l_2797 = f32(l_2791);
let l_2798 = f64(l_2797);
l_mut_2736 = l_2798;
let l_2799 = l_mut_2736 > l_2791;
if l_2799 {
let l_2800 = bitcast<u32>(l_2797);
let l_2801 = l_2800 ^ u32(2147483648);
let l_2802 = bitcast<f32>(l_2801);
let l_2803 = bitcast<u32>(l_2802);
let l_2804 = l_2803 + u32(1);
l_mut_52 = l_2804;
let l_2805 = l_2803 & u32(2147483647);
let l_2806 = l_2805 == u32(0);
if l_2806 {
l_mut_52 = u32(1);
} else {
let l_2807 = l_2803 & u32(2147483648);
let l_2808 = l_2807 != u32(0);
if l_2808 {
let l_2809 = l_2803 - u32(1);
l_mut_52 = l_2809;
} else {
let l_2810 = l_2803 == u32(2139095040);
if l_2810 {
l_mut_52 = l_2803;
}
}
}
let l_2811 = bitcast<f32>(l_mut_52);
let l_2812 = bitcast<u32>(l_2811);
let l_2813 = l_2812 ^ u32(2147483648);
let l_2814 = bitcast<f32>(l_2813);
let l_2815 = bitcast<u32>(l_2814);
let l_2816 = l_2815 & u32(2147483647);
let l_2817 = bitcast<f32>(l_2816);
let l_2818 = f64(l_2817);
l_mut_42 = l_2818;
let l_2819 = l_2816 < u32(8388608);
if l_2819 {
let l_2820 = f64(l_2816);
let l_2821 = l_2820 * f64(1.401298464324817e-45);
l_mut_42 = l_2821;
}
let l_2822 = bitcast<u64>(l_mut_42);
let l_2823 = l_2815 >> u32(31);
let l_2824 = u64(l_2823);
let l_2825 = l_2824 << u32(bitcast<u64>(u64(63)));
let l_2826 = l_2822 | l_2825;
let l_2827 = bitcast<f64>(l_2826);
l_mut_2736 = l_2827;
} else {
let l_2828 = bitcast<u32>(l_2797);
let l_2829 = l_2828 + u32(1);
l_mut_52 = l_2829;
let l_2830 = l_2828 & u32(2147483647);
let l_2831 = l_2830 == u32(0);
if l_2831 {
l_mut_52 = u32(1);
} else {
let l_2832 = l_2828 & u32(2147483648);
let l_2833 = l_2832 != u32(0);
if l_2833 {
let l_2834 = l_2828 - u32(1);
l_mut_52 = l_2834;
} else {
let l_2835 = l_2828 == u32(2139095040);
if l_2835 {
l_mut_52 = l_2828;
}
}
}
let l_2836 = bitcast<f32>(l_mut_52);
let l_2837 = bitcast<u32>(l_2836);
let l_2838 = l_2837 & u32(2147483647);
let l_2839 = bitcast<f32>(l_2838);
let l_2840 = f64(l_2839);
l_mut_42 = l_2840;
let l_2841 = l_2838 < u32(8388608);
if l_2841 {
let l_2842 = f64(l_2838);
let l_2843 = l_2842 * f64(1.401298464324817e-45);
l_mut_42 = l_2843;
}
let l_2844 = bitcast<u64>(l_mut_42);
let l_2845 = l_2837 >> u32(31);
let l_2846 = u64(l_2845);
let l_2847 = l_2846 << u32(bitcast<u64>(u64(63)));
let l_2848 = l_2844 | l_2847;
let l_2849 = bitcast<f64>(l_2848);
let l_2850 = l_2849 <= l_2791;
if l_2850 {
let l_2851 = bitcast<u32>(l_2797);
let l_2852 = l_2851 + u32(1);
l_mut_52 = l_2852;
let l_2853 = l_2851 & u32(2147483647);
let l_2854 = l_2853 == u32(0);
if l_2854 {
l_mut_52 = u32(1);
} else {
let l_2855 = l_2851 & u32(2147483648);
let l_2856 = l_2855 != u32(0);
if l_2856 {
let l_2857 = l_2851 - u32(1);
l_mut_52 = l_2857;
} else {
let l_2858 = l_2851 == u32(2139095040);
if l_2858 {
l_mut_52 = l_2851;
}
}
}
let l_2859 = bitcast<f32>(l_mut_52);
let l_2860 = bitcast<u32>(l_2859);
let l_2861 = l_2860 & u32(2147483647);
let l_2862 = bitcast<f32>(l_2861);
let l_2863 = f64(l_2862);
l_mut_42 = l_2863;
let l_2864 = l_2861 < u32(8388608);
if l_2864 {
let l_2865 = f64(l_2861);
let l_2866 = l_2865 * f64(1.401298464324817e-45);
l_mut_42 = l_2866;
}
let l_2867 = bitcast<u64>(l_mut_42);
let l_2868 = l_2860 >> u32(31);
let l_2869 = u64(l_2868);
let l_2870 = l_2869 << u32(bitcast<u64>(u64(63)));
let l_2871 = l_2867 | l_2870;
let l_2872 = bitcast<f64>(l_2871);
l_mut_2736 = l_2872;
}
}
}
l_mut_2480 = l_mut_2736;
}
let l_2873 = l_mut_1128 + l_20;
let l_2874 = abs(l_2873);
let l_2875 = l_2874 * f64(2.220446049250313e-16);
let l_2876 = l_2108 + l_2875;
let l_2877 = l_2873 + l_2876;
let l_2878 = -l_2877;
let l_2879 = l_2878 * f64(7.1362384635298e44);
let l_2880 = floor(l_2879);
let l_2881 = l_2880 * f64(1.401298464324817e-45);
l_mut_2736 = l_2881;
let l_2882 = abs(l_2878);
let l_2883 = l_2882 >= f64(1.1754943508222875e-38);
if l_2883 {
let l_2884 = f32(l_2878);
let l_2885 = f64(l_2884);
l_mut_2736 = l_2885;
let l_2886 = l_mut_2736 > l_2878;
if l_2886 {
let l_2887 = bitcast<u32>(l_2884);
let l_2888 = l_2887 ^ u32(2147483648);
let l_2889 = bitcast<f32>(l_2888);
let l_2890 = bitcast<u32>(l_2889);
let l_2891 = l_2890 + u32(1);
l_mut_52 = l_2891;
let l_2892 = l_2890 & u32(2147483647);
let l_2893 = l_2892 == u32(0);
if l_2893 {
l_mut_52 = u32(1);
} else {
let l_2894 = l_2890 & u32(2147483648);
let l_2895 = l_2894 != u32(0);
if l_2895 {
let l_2896 = l_2890 - u32(1);
l_mut_52 = l_2896;
} else {
let l_2897 = l_2890 == u32(2139095040);
if l_2897 {
l_mut_52 = l_2890;
}
}
}
let l_2898 = bitcast<f32>(l_mut_52);
let l_2899 = bitcast<u32>(l_2898);
let l_2900 = l_2899 ^ u32(2147483648);
let l_2901 = bitcast<f32>(l_2900);
let l_2902 = bitcast<u32>(l_2901);
let l_2903 = l_2902 & u32(2147483647);
let l_2904 = bitcast<f32>(l_2903);
let l_2905 = f64(l_2904);
l_mut_42 = l_2905;
let l_2906 = l_2903 < u32(8388608);
if l_2906 {
let l_2907 = f64(l_2903);
let l_2908 = l_2907 * f64(1.401298464324817e-45);
l_mut_42 = l_2908;
}
let l_2909 = bitcast<u64>(l_mut_42);
let l_2910 = l_2902 >> u32(31);
let l_2911 = u64(l_2910);
let l_2912 = l_2911 << u32(bitcast<u64>(u64(63)));
let l_2913 = l_2909 | l_2912;
let l_2914 = bitcast<f64>(l_2913);
l_mut_2736 = l_2914;
} else {
let l_2915 = bitcast<u32>(l_2884);
let l_2916 = l_2915 + u32(1);
l_mut_52 = l_2916;
let l_2917 = l_2915 & u32(2147483647);
let l_2918 = l_2917 == u32(0);
if l_2918 {
l_mut_52 = u32(1);
} else {
let l_2919 = l_2915 & u32(2147483648);
let l_2920 = l_2919 != u32(0);
if l_2920 {
let l_2921 = l_2915 - u32(1);
l_mut_52 = l_2921;
} else {
let l_2922 = l_2915 == u32(2139095040);
if l_2922 {
l_mut_52 = l_2915;
}
}
}
let l_2923 = bitcast<f32>(l_mut_52);
let l_2924 = bitcast<u32>(l_2923);
let l_2925 = l_2924 & u32(2147483647);
let l_2926 = bitcast<f32>(l_2925);
let l_2927 = f64(l_2926);
l_mut_42 = l_2927;
let l_2928 = l_2925 < u32(8388608);
if l_2928 {
let l_2929 = f64(l_2925);
let l_2930 = l_2929 * f64(1.401298464324817e-45);
l_mut_42 = l_2930;
}
let l_2931 = bitcast<u64>(l_mut_42);
let l_2932 = l_2924 >> u32(31);
let l_2933 = u64(l_2932);
let l_2934 = l_2933 << u32(bitcast<u64>(u64(63)));
let l_2935 = l_2931 | l_2934;
let l_2936 = bitcast<f64>(l_2935);
let l_2937 = l_2936 <= l_2878;
if l_2937 {
let l_2938 = bitcast<u32>(l_2884);
let l_2939 = l_2938 + u32(1);
l_mut_52 = l_2939;
let l_2940 = l_2938 & u32(2147483647);
let l_2941 = l_2940 == u32(0);
if l_2941 {
l_mut_52 = u32(1);
} else {
let l_2942 = l_2938 & u32(2147483648);
let l_2943 = l_2942 != u32(0);
if l_2943 {
let l_2944 = l_2938 - u32(1);
l_mut_52 = l_2944;
} else {
let l_2945 = l_2938 == u32(2139095040);
if l_2945 {
l_mut_52 = l_2938;
}
}
}
let l_2946 = bitcast<f32>(l_mut_52);
let l_2947 = bitcast<u32>(l_2946);
let l_2948 = l_2947 & u32(2147483647);
let l_2949 = bitcast<f32>(l_2948);
let l_2950 = f64(l_2949);
l_mut_42 = l_2950;
let l_2951 = l_2948 < u32(8388608);
if l_2951 {
let l_2952 = f64(l_2948);
let l_2953 = l_2952 * f64(1.401298464324817e-45);
l_mut_42 = l_2953;
}
let l_2954 = bitcast<u64>(l_mut_42);
let l_2955 = l_2947 >> u32(31);
let l_2956 = u64(l_2955);
let l_2957 = l_2956 << u32(bitcast<u64>(u64(63)));
let l_2958 = l_2954 | l_2957;
let l_2959 = bitcast<f64>(l_2958);
l_mut_2736 = l_2959;
}
}
}
let l_2960 = -l_mut_2736;
l_mut_2736 = l_2960;
let l_2961 = bool(false) && bool(true);
if l_2961 {
let l_2962 = l_2873 + l_2876;
let l_2963 = l_2962 * f64(7.1362384635298e44);
let l_2964 = floor(l_2963);
let l_2965 = l_2964 * f64(1.401298464324817e-45);
l_mut_42 = l_2965;
let l_2966 = abs(l_2962);
let l_2967 = l_2966 >= f64(1.1754943508222875e-38);
if l_2967 {
let l_2968 = f32(l_2962);
let l_2969 = f64(l_2968);
l_mut_42 = l_2969;
let l_2970 = l_mut_42 > l_2962;
if l_2970 {
let l_2971 = bitcast<u32>(l_2968);
let l_2972 = l_2971 ^ u32(2147483648);
let l_2973 = bitcast<f32>(l_2972);
let l_2974 = bitcast<u32>(l_2973);
let l_2975 = l_2974 + u32(1);
l_mut_52 = l_2975;
let l_2976 = l_2974 & u32(2147483647);
let l_2977 = l_2976 == u32(0);
if l_2977 {
l_mut_52 = u32(1);
} else {
let l_2978 = l_2974 & u32(2147483648);
let l_2979 = l_2978 != u32(0);
if l_2979 {
let l_2980 = l_2974 - u32(1);
l_mut_52 = l_2980;
} else {
let l_2981 = l_2974 == u32(2139095040);
if l_2981 {
l_mut_52 = l_2974;
}
}
}
let l_2982 = bitcast<f32>(l_mut_52);
let l_2983 = bitcast<u32>(l_2982);
let l_2984 = l_2983 ^ u32(2147483648);
let l_2985 = bitcast<f32>(l_2984);
let l_2986 = bitcast<u32>(l_2985);
let l_2987 = l_2986 & u32(2147483647);
let l_2988 = bitcast<f32>(l_2987);
let l_2989 = f64(l_2988);
l_mut_2990 = l_2989;
let l_2991 = l_2987 < u32(8388608);
if l_2991 {
let l_2992 = f64(l_2987);
let l_2993 = l_2992 * f64(1.401298464324817e-45);
l_mut_2990 = l_2993;
}
let l_2994 = bitcast<u64>(l_mut_2990);
let l_2995 = l_2986 >> u32(31);
let l_2996 = u64(l_2995);
let l_2997 = l_2996 << u32(bitcast<u64>(u64(63)));
let l_2998 = l_2994 | l_2997;
let l_2999 = bitcast<f64>(l_2998);
l_mut_42 = l_2999;
} else {
let l_3000 = bitcast<u32>(l_2968);
let l_3001 = l_3000 + u32(1);
l_mut_52 = l_3001;
let l_3002 = l_3000 & u32(2147483647);
let l_3003 = l_3002 == u32(0);
if l_3003 {
l_mut_52 = u32(1);
} else {
let l_3004 = l_3000 & u32(2147483648);
let l_3005 = l_3004 != u32(0);
if l_3005 {
let l_3006 = l_3000 - u32(1);
l_mut_52 = l_3006;
} else {
let l_3007 = l_3000 == u32(2139095040);
if l_3007 {
l_mut_52 = l_3000;
}
}
}
let l_3008 = bitcast<f32>(l_mut_52);
let l_3009 = bitcast<u32>(l_3008);
let l_3010 = l_3009 & u32(2147483647);
let l_3011 = bitcast<f32>(l_3010);
let l_3012 = f64(l_3011);
l_mut_2990 = l_3012;
let l_3013 = l_3010 < u32(8388608);
if l_3013 {
let l_3014 = f64(l_3010);
let l_3015 = l_3014 * f64(1.401298464324817e-45);
l_mut_2990 = l_3015;
}
let l_3016 = bitcast<u64>(l_mut_2990);
let l_3017 = l_3009 >> u32(31);
let l_3018 = u64(l_3017);
let l_3019 = l_3018 << u32(bitcast<u64>(u64(63)));
let l_3020 = l_3016 | l_3019;
let l_3021 = bitcast<f64>(l_3020);
let l_3022 = l_3021 <= l_2962;
if l_3022 {
let l_3023 = bitcast<u32>(l_2968);
let l_3024 = l_3023 + u32(1);
l_mut_52 = l_3024;
let l_3025 = l_3023 & u32(2147483647);
let l_3026 = l_3025 == u32(0);
if l_3026 {
l_mut_52 = u32(1);
} else {
let l_3027 = l_3023 & u32(2147483648);
let l_3028 = l_3027 != u32(0);
if l_3028 {
let l_3029 = l_3023 - u32(1);
l_mut_52 = l_3029;
} else {
let l_3030 = l_3023 == u32(2139095040);
if l_3030 {
l_mut_52 = l_3023;
}
}
}
let l_3031 = bitcast<f32>(l_mut_52);
let l_3032 = bitcast<u32>(l_3031);
let l_3033 = l_3032 & u32(2147483647);
let l_3034 = bitcast<f32>(l_3033);
let l_3035 = f64(l_3034);
l_mut_2990 = l_3035;
let l_3036 = l_3033 < u32(8388608);
if l_3036 {
let l_3037 = f64(l_3033);
let l_3038 = l_3037 * f64(1.401298464324817e-45);
l_mut_2990 = l_3038;
}
let l_3039 = bitcast<u64>(l_mut_2990);
let l_3040 = l_3032 >> u32(31);
let l_3041 = u64(l_3040);
let l_3042 = l_3041 << u32(bitcast<u64>(u64(63)));
let l_3043 = l_3039 | l_3042;
let l_3044 = bitcast<f64>(l_3043);
l_mut_42 = l_3044;
}
}
}
l_mut_2736 = l_mut_42;
} else {
let l_3045 = l_2873 - l_2876;
let l_3046 = -l_3045;
let l_3047 = l_3046 * f64(7.1362384635298e44);
let l_3048 = floor(l_3047);
let l_3049 = l_3048 * f64(1.401298464324817e-45);
l_mut_2990 = l_3049;
let l_3050 = abs(l_3046);
let l_3051 = l_3050 >= f64(1.1754943508222875e-38);
if l_3051 {
let l_3052 = f32(l_3046);
let l_3053 = f64(l_3052);
l_mut_2990 = l_3053;
let l_3054 = l_mut_2990 > l_3046;
if l_3054 {
let l_3055 = bitcast<u32>(l_3052);
let l_3056 = l_3055 ^ u32(2147483648);
let l_3057 = bitcast<f32>(l_3056);
let l_3058 = bitcast<u32>(l_3057);
let l_3059 = l_3058 + u32(1);
l_mut_52 = l_3059;
let l_3060 = l_3058 & u32(2147483647);
let l_3061 = l_3060 == u32(0);
if l_3061 {
l_mut_52 = u32(1);
} else {
let l_3062 = l_3058 & u32(2147483648);
let l_3063 = l_3062 != u32(0);
if l_3063 {
let l_3064 = l_3058 - u32(1);
l_mut_52 = l_3064;
} else {
let l_3065 = l_3058 == u32(2139095040);
if l_3065 {
l_mut_52 = l_3058;
}
}
}
let l_3066 = bitcast<f32>(l_mut_52);
let l_3067 = bitcast<u32>(l_3066);
let l_3068 = l_3067 ^ u32(2147483648);
let l_3069 = bitcast<f32>(l_3068);
let l_3070 = bitcast<u32>(l_3069);
let l_3071 = l_3070 & u32(2147483647);
let l_3072 = bitcast<f32>(l_3071);
let l_3073 = f64(l_3072);
l_mut_42 = l_3073;
let l_3074 = l_3071 < u32(8388608);
if l_3074 {
let l_3075 = f64(l_3071);
let l_3076 = l_3075 * f64(1.401298464324817e-45);
l_mut_42 = l_3076;
}
let l_3077 = bitcast<u64>(l_mut_42);
let l_3078 = l_3070 >> u32(31);
let l_3079 = u64(l_3078);
let l_3080 = l_3079 << u32(bitcast<u64>(u64(63)));
let l_3081 = l_3077 | l_3080;
let l_3082 = bitcast<f64>(l_3081);
l_mut_2990 = l_3082;
} else {
let l_3083 = bitcast<u32>(l_3052);
let l_3084 = l_3083 + u32(1);
l_mut_52 = l_3084;
let l_3085 = l_3083 & u32(2147483647);
let l_3086 = l_3085 == u32(0);
if l_3086 {
l_mut_52 = u32(1);
} else {
let l_3087 = l_3083 & u32(2147483648);
let l_3088 = l_3087 != u32(0);
if l_3088 {
let l_3089 = l_3083 - u32(1);
l_mut_52 = l_3089;
} else {
let l_3090 = l_3083 == u32(2139095040);
if l_3090 {
l_mut_52 = l_3083;
}
}
}
let l_3091 = bitcast<f32>(l_mut_52);
let l_3092 = bitcast<u32>(l_3091);
let l_3093 = l_3092 & u32(2147483647);
let l_3094 = bitcast<f32>(l_3093);
let l_3095 = f64(l_3094);
l_mut_42 = l_3095;
let l_3096 = l_3093 < u32(8388608);
if l_3096 {
let l_3097 = f64(l_3093);
let l_3098 = l_3097 * f64(1.401298464324817e-45);
l_mut_42 = l_3098;
}
let l_3099 = bitcast<u64>(l_mut_42);
let l_3100 = l_3092 >> u32(31);
let l_3101 = u64(l_3100);
let l_3102 = l_3101 << u32(bitcast<u64>(u64(63)));
let l_3103 = l_3099 | l_3102;
let l_3104 = bitcast<f64>(l_3103);
let l_3105 = l_3104 <= l_3046;
if l_3105 {
let l_3106 = bitcast<u32>(l_3052);
let l_3107 = l_3106 + u32(1);
l_mut_52 = l_3107;
let l_3108 = l_3106 & u32(2147483647);
let l_3109 = l_3108 == u32(0);
if l_3109 {
l_mut_52 = u32(1);
} else {
let l_3110 = l_3106 & u32(2147483648);
let l_3111 = l_3110 != u32(0);
if l_3111 {
let l_3112 = l_3106 - u32(1);
l_mut_52 = l_3112;
} else {
let l_3113 = l_3106 == u32(2139095040);
if l_3113 {
l_mut_52 = l_3106;
}
}
}
let l_3114 = bitcast<f32>(l_mut_52);
let l_3115 = bitcast<u32>(l_3114);
let l_3116 = l_3115 & u32(2147483647);
let l_3117 = bitcast<f32>(l_3116);
let l_3118 = f64(l_3117);
l_mut_42 = l_3118;
let l_3119 = l_3116 < u32(8388608);
if l_3119 {
let l_3120 = f64(l_3116);
let l_3121 = l_3120 * f64(1.401298464324817e-45);
l_mut_42 = l_3121;
}
let l_3122 = bitcast<u64>(l_mut_42);
let l_3123 = l_3115 >> u32(31);
let l_3124 = u64(l_3123);
let l_3125 = l_3124 << u32(bitcast<u64>(u64(63)));
let l_3126 = l_3122 | l_3125;
let l_3127 = bitcast<f64>(l_3126);
l_mut_2990 = l_3127;
}
}
}
let l_3128 = -l_mut_2990;
l_mut_2736 = l_3128;
}
l_mut_52 = u32(0);
let l_3129 = l_mut_2480 <= f64(0.0);
let l_3130 = l_mut_2736 >= f64(0.0);
let l_3131 = l_3129 && l_3130;
let l_3132 = !l_3131;
if l_3132 {
let l_3134 = l_mut_65 / l_mut_2480;
let l_3135 = l_mut_65 / l_mut_2736;
let l_3136 = l_mut_2226 / l_mut_2480;
let l_3137 = l_mut_2226 / l_mut_2736;
a_3133[u32(0)] = l_3134;
a_3133[u32(1)] = l_3134;
let l_3138 = a_3133[u32(0)];
let l_3139 = l_3135 < l_3138;
if l_3139 {
a_3133[u32(0)] = l_3135;
}
let l_3140 = a_3133[u32(0)];
let l_3141 = l_3136 < l_3140;
if l_3141 {
a_3133[u32(0)] = l_3136;
}
let l_3142 = a_3133[u32(0)];
let l_3143 = l_3137 < l_3142;
if l_3143 {
a_3133[u32(0)] = l_3137;
}
let l_3144 = a_3133[u32(1)];
let l_3145 = l_3135 > l_3144;
if l_3145 {
a_3133[u32(1)] = l_3135;
}
let l_3146 = a_3133[u32(1)];
let l_3147 = l_3136 > l_3146;
if l_3147 {
a_3133[u32(1)] = l_3136;
}
let l_3148 = a_3133[u32(1)];
let l_3149 = l_3137 > l_3148;
if l_3149 {
a_3133[u32(1)] = l_3137;
}
let l_3150 = a_3133[u32(0)];
let l_3151 = abs(l_3150);
let l_3152 = l_3151 * l_mut_715;
let l_3153 = a_3133[u32(1)];
let l_3154 = abs(l_3153);
let l_3155 = l_3154 * l_mut_715;
l_mut_52 = u32(2);
let l_3156 = a_3133[u32(0)];
let l_3157 = l_3156 - l_3152;
let l_3158 = abs(l_3157);
l_mut_2990 = f64(1.401298464324817e-45);
let l_3159 = l_3158 >= f64(1.1754943508222875e-38);
let l_3160 = l_3158 <= f64(1.7976931348623157e308);
let l_3161 = l_3159 && l_3160;
if l_3161 {
let l_3162 = bitcast<u64>(l_3158);
let l_3163 = l_3162 >> u32(bitcast<u64>(u64(52)));
let l_3164 = l_3163 - u64(23);
let l_3165 = l_3164 << u32(bitcast<u64>(u64(52)));
let l_3166 = bitcast<f64>(l_3165);
l_mut_2990 = l_3166;
}
let l_3167 = l_3156 + l_3152;
let l_3168 = abs(l_3167);
l_mut_2736 = f64(1.401298464324817e-45);
let l_3169 = l_3168 >= f64(1.1754943508222875e-38);
let l_3170 = l_3168 <= f64(1.7976931348623157e308);
let l_3171 = l_3169 && l_3170;
if l_3171 {
let l_3172 = bitcast<u64>(l_3168);
let l_3173 = l_3172 >> u32(bitcast<u64>(u64(52)));
let l_3174 = l_3173 - u64(23);
let l_3175 = l_3174 << u32(bitcast<u64>(u64(52)));
let l_3176 = bitcast<f64>(l_3175);
l_mut_2736 = l_3176;
}
let l_3177 = l_mut_2990 == l_mut_2736;
let l_3178 = a_3133[u32(1)];
let l_3179 = l_3178 - l_3155;
let l_3180 = abs(l_3179);
l_mut_2990 = f64(1.401298464324817e-45);
let l_3181 = l_3180 >= f64(1.1754943508222875e-38);
let l_3182 = l_3180 <= f64(1.7976931348623157e308);
let l_3183 = l_3181 && l_3182;
if l_3183 {
let l_3184 = bitcast<u64>(l_3180);
let l_3185 = l_3184 >> u32(bitcast<u64>(u64(52)));
let l_3186 = l_3185 - u64(23);
let l_3187 = l_3186 << u32(bitcast<u64>(u64(52)));
let l_3188 = bitcast<f64>(l_3187);
l_mut_2990 = l_3188;
}
let l_3189 = l_3178 + l_3155;
let l_3190 = abs(l_3189);
l_mut_2736 = f64(1.401298464324817e-45);
let l_3191 = l_3190 >= f64(1.1754943508222875e-38);
let l_3192 = l_3190 <= f64(1.7976931348623157e308);
let l_3193 = l_3191 && l_3192;
if l_3193 {
let l_3194 = bitcast<u64>(l_3190);
let l_3195 = l_3194 >> u32(bitcast<u64>(u64(52)));
let l_3196 = l_3195 - u64(23);
let l_3197 = l_3196 << u32(bitcast<u64>(u64(52)));
let l_3198 = bitcast<f64>(l_3197);
l_mut_2736 = l_3198;
}
let l_3199 = l_mut_2990 == l_mut_2736;
let l_3200 = l_3177 && l_3199;
if l_3200 {
let l_3201 = a_3133[u32(0)];
let l_3202 = a_3133[u32(0)];
let l_3203 = abs(l_3202);
l_mut_2990 = f64(1.401298464324817e-45);
let l_3204 = l_3203 >= f64(1.1754943508222875e-38);
let l_3205 = l_3203 <= f64(1.7976931348623157e308);
let l_3206 = l_3204 && l_3205;
if l_3206 {
let l_3207 = bitcast<u64>(l_3203);
let l_3208 = l_3207 >> u32(bitcast<u64>(u64(52)));
let l_3209 = l_3208 - u64(23);
let l_3210 = l_3209 << u32(bitcast<u64>(u64(52)));
let l_3211 = bitcast<f64>(l_3210);
l_mut_2990 = l_3211;
}
let l_3212 = l_23 * l_mut_2990;
let l_3213 = l_3201 - l_3212;
let l_3214 = a_3133[u32(1)];
let l_3215 = a_3133[u32(1)];
let l_3216 = abs(l_3215);
l_mut_2990 = f64(1.401298464324817e-45);
let l_3217 = l_3216 >= f64(1.1754943508222875e-38);
let l_3218 = l_3216 <= f64(1.7976931348623157e308);
let l_3219 = l_3217 && l_3218;
if l_3219 {
let l_3220 = bitcast<u64>(l_3216);
let l_3221 = l_3220 >> u32(bitcast<u64>(u64(52)));
let l_3222 = l_3221 - u64(23);
let l_3223 = l_3222 << u32(bitcast<u64>(u64(52)));
let l_3224 = bitcast<f64>(l_3223);
l_mut_2990 = l_3224;
}
let l_3225 = l_23 * l_mut_2990;
let l_3226 = l_3214 + l_3225;
let l_3227 = bitcast<u32>(l_16);
let l_3228 = l_3227 & u32(2147483647);
let l_3229 = bitcast<f32>(l_3228);
let l_3230 = f64(l_3229);
l_mut_2990 = l_3230;
let l_3231 = l_3228 < u32(8388608);
if l_3231 {
let l_3232 = f64(l_3228);
let l_3233 = l_3232 * f64(1.401298464324817e-45);
l_mut_2990 = l_3233;
}
let l_3234 = bitcast<u64>(l_mut_2990);
let l_3235 = l_3227 >> u32(31);
let l_3236 = u64(l_3235);
let l_3237 = l_3236 << u32(bitcast<u64>(u64(63)));
let l_3238 = l_3234 | l_3237;
let l_3239 = bitcast<f64>(l_3238);
let l_3240 = bitcast<u32>(l_16);
let l_3241 = l_3240 + u32(1);
l_mut_3242 = l_3241;
let l_3243 = l_3240 & u32(2147483647);
let l_3244 = l_3243 == u32(0);
if l_3244 {
l_mut_3242 = u32(1);
} else {
let l_3245 = l_3240 & u32(2147483648);
let l_3246 = l_3245 != u32(0);
if l_3246 {
let l_3247 = l_3240 - u32(1);
l_mut_3242 = l_3247;
} else {
let l_3248 = l_3240 == u32(2139095040);
if l_3248 {
l_mut_3242 = l_3240;
}
}
}
let l_3249 = bitcast<f32>(l_mut_3242);
let l_3250 = bitcast<u32>(l_3249);
let l_3251 = l_3250 & u32(2147483647);
let l_3252 = bitcast<f32>(l_3251);
let l_3253 = f64(l_3252);
l_mut_2990 = l_3253;
let l_3254 = l_3251 < u32(8388608);
if l_3254 {
let l_3255 = f64(l_3251);
let l_3256 = l_3255 * f64(1.401298464324817e-45);
l_mut_2990 = l_3256;
}
let l_3257 = bitcast<u64>(l_mut_2990);
let l_3258 = l_3250 >> u32(31);
let l_3259 = u64(l_3258);
let l_3260 = l_3259 << u32(bitcast<u64>(u64(63)));
let l_3261 = l_3257 | l_3260;
let l_3262 = bitcast<f64>(l_3261);
let l_3263 = bitcast<u32>(l_16);
let l_3264 = l_3263 ^ u32(2147483648);
let l_3265 = bitcast<f32>(l_3264);
let l_3266 = bitcast<u32>(l_3265);
let l_3267 = l_3266 + u32(1);
l_mut_3242 = l_3267;
let l_3268 = l_3266 & u32(2147483647);
let l_3269 = l_3268 == u32(0);
if l_3269 {
l_mut_3242 = u32(1);
} else {
let l_3270 = l_3266 & u32(2147483648);
let l_3271 = l_3270 != u32(0);
if l_3271 {
let l_3272 = l_3266 - u32(1);
l_mut_3242 = l_3272;
} else {
let l_3273 = l_3266 == u32(2139095040);
if l_3273 {
l_mut_3242 = l_3266;
}
}
}
let l_3274 = bitcast<f32>(l_mut_3242);
let l_3275 = bitcast<u32>(l_3274);
let l_3276 = l_3275 ^ u32(2147483648);
let l_3277 = bitcast<f32>(l_3276);
let l_3278 = bitcast<u32>(l_3277);
let l_3279 = l_3278 & u32(2147483647);
let l_3280 = bitcast<f32>(l_3279);
let l_3281 = f64(l_3280);
l_mut_2990 = l_3281;
let l_3282 = l_3279 < u32(8388608);
if l_3282 {
let l_3283 = f64(l_3279);
let l_3284 = l_3283 * f64(1.401298464324817e-45);
l_mut_2990 = l_3284;
}
let l_3285 = bitcast<u64>(l_mut_2990);
let l_3286 = l_3278 >> u32(31);
let l_3287 = u64(l_3286);
let l_3288 = l_3287 << u32(bitcast<u64>(u64(63)));
let l_3289 = l_3285 | l_3288;
let l_3290 = bitcast<f64>(l_3289);
let l_3291 = l_3213 + l_3152;
let l_3292 = l_3291 <= l_3239;
l_mut_154 = l_3292;
let l_3293 = l_3213 - l_3152;
let l_3294 = l_3293 > l_3239;
l_mut_151 = l_3294;
let l_3295 = l_3226 - l_3155;
let l_3296 = l_3295 >= l_3239;
l_mut_148 = l_3296;
let l_3297 = l_3226 + l_3155;
let l_3298 = l_3297 < l_3239;
l_mut_145 = l_3298;
let l_3299 = l_3213 + l_3152;
let l_3300 = l_3299 < l_3262;
l_mut_154 = l_3300;
let l_3301 = l_3213 - l_3152;
let l_3302 = l_3301 >= l_3262;
l_mut_151 = l_3302;
let l_3303 = l_3226 - l_3155;
let l_3304 = l_3303 > l_3290;
l_mut_148 = l_3304;
let l_3305 = l_3226 + l_3155;
let l_3306 = l_3305 <= l_3290;
l_mut_145 = l_3306;
l_mut_3242 = u32(2);
let l_3307 = l_mut_151 || l_mut_145;
if l_3307 {
l_mut_3242 = u32(1);
} else {
let l_3308 = l_mut_154 && l_mut_148;
if l_3308 {
l_mut_3242 = u32(0);
}
}
let l_3309 = bitcast<u32>(l_16);
let l_3310 = l_3309 & u32(2147483647);
let l_3311 = l_3310 == u32(0);
if l_3311 {
let l_3312 = l_3213 + l_3152;
let l_3313 = l_3312 < f64(1.1754943508222875e-38);
let l_3314 = l_3226 - l_3155;
let l_3315 = l_3314 > f64(-1.1754943508222875e-38);
let l_3316 = l_3313 && l_3315;
let l_3317 = l_3213 - l_3152;
let l_3318 = l_3317 < f64(1.1754943508222875e-38);
let l_3319 = l_3226 + l_3155;
let l_3320 = l_3319 > f64(-1.1754943508222875e-38);
let l_3321 = l_3318 && l_3320;
if l_3316 {
l_mut_3242 = u32(0);
} else {
let l_3322 = l_mut_3242 == u32(1);
let l_3323 = l_3321 && l_3322;
if l_3323 {
l_mut_3242 = u32(2);
}
}
}
l_mut_52 = l_mut_3242;
}
}
let l_3324 = l_mut_1211 - l_20;
let l_3325 = abs(l_3324);
let l_3326 = l_3325 * f64(2.220446049250313e-16);
let l_3327 = l_2106 + l_3326;
let l_3328 = l_3324 + l_3327;
let l_3329 = -l_3328;
let l_3330 = l_3329 * f64(7.1362384635298e44);
let l_3331 = floor(l_3330);
let l_3332 = l_3331 * f64(1.401298464324817e-45);
l_mut_2990 = l_3332;
let l_3333 = abs(l_3329);
let l_3334 = l_3333 >= f64(1.1754943508222875e-38);
if l_3334 {
let l_3335 = f32(l_3329);
let l_3336 = f64(l_3335);
l_mut_2990 = l_3336;
let l_3337 = l_mut_2990 > l_3329;
if l_3337 {
let l_3338 = bitcast<u32>(l_3335);
let l_3339 = l_3338 ^ u32(2147483648);
let l_3340 = bitcast<f32>(l_3339);
let l_3341 = bitcast<u32>(l_3340);
let l_3342 = l_3341 + u32(1);
l_mut_3242 = l_3342;
let l_3343 = l_3341 & u32(2147483647);
let l_3344 = l_3343 == u32(0);
if l_3344 {
l_mut_3242 = u32(1);
} else {
let l_3345 = l_3341 & u32(2147483648);
let l_3346 = l_3345 != u32(0);
if l_3346 {
let l_3347 = l_3341 - u32(1);
l_mut_3242 = l_3347;
} else {
let l_3348 = l_3341 == u32(2139095040);
if l_3348 {
l_mut_3242 = l_3341;
}
}
}
let l_3349 = bitcast<f32>(l_mut_3242);
let l_3350 = bitcast<u32>(l_3349);
let l_3351 = l_3350 ^ u32(2147483648);
let l_3352 = bitcast<f32>(l_3351);
let l_3353 = bitcast<u32>(l_3352);
let l_3354 = l_3353 & u32(2147483647);
let l_3355 = bitcast<f32>(l_3354);
let l_3356 = f64(l_3355);
l_mut_2736 = l_3356;
let l_3357 = l_3354 < u32(8388608);
if l_3357 {
let l_3358 = f64(l_3354);
let l_3359 = l_3358 * f64(1.401298464324817e-45);
l_mut_2736 = l_3359;
}
let l_3360 = bitcast<u64>(l_mut_2736);
let l_3361 = l_3353 >> u32(31);
let l_3362 = u64(l_3361);
let l_3363 = l_3362 << u32(bitcast<u64>(u64(63)));
let l_3364 = l_3360 | l_3363;
let l_3365 = bitcast<f64>(l_3364);
l_mut_2990 = l_3365;
} else {
let l_3366 = bitcast<u32>(l_3335);
let l_3367 = l_3366 + u32(1);
l_mut_3242 = l_3367;
let l_3368 = l_3366 & u32(2147483647);
let l_3369 = l_3368 == u32(0);
if l_3369 {
l_mut_3242 = u32(1);
} else {
let l_3370 = l_3366 & u32(2147483648);
let l_3371 = l_3370 != u32(0);
if l_3371 {
let l_3372 = l_3366 - u32(1);
l_mut_3242 = l_3372;
} else {
let l_3373 = l_3366 == u32(2139095040);
if l_3373 {
l_mut_3242 = l_3366;
}
}
}
let l_3374 = bitcast<f32>(l_mut_3242);
let l_3375 = bitcast<u32>(l_3374);
let l_3376 = l_3375 & u32(2147483647);
let l_3377 = bitcast<f32>(l_3376);
let l_3378 = f64(l_3377);
l_mut_2736 = l_3378;
let l_3379 = l_3376 < u32(8388608);
if l_3379 {
let l_3380 = f64(l_3376);
let l_3381 = l_3380 * f64(1.401298464324817e-45);
l_mut_2736 = l_3381;
}
let l_3382 = bitcast<u64>(l_mut_2736);
let l_3383 = l_3375 >> u32(31);
let l_3384 = u64(l_3383);
let l_3385 = l_3384 << u32(bitcast<u64>(u64(63)));
let l_3386 = l_3382 | l_3385;
let l_3387 = bitcast<f64>(l_3386);
let l_3388 = l_3387 <= l_3329;
if l_3388 {
let l_3389 = bitcast<u32>(l_3335);
let l_3390 = l_3389 + u32(1);
l_mut_3242 = l_3390;
let l_3391 = l_3389 & u32(2147483647);
let l_3392 = l_3391 == u32(0);
if l_3392 {
l_mut_3242 = u32(1);
} else {
let l_3393 = l_3389 & u32(2147483648);
let l_3394 = l_3393 != u32(0);
if l_3394 {
let l_3395 = l_3389 - u32(1);
l_mut_3242 = l_3395;
} else {
let l_3396 = l_3389 == u32(2139095040);
if l_3396 {
l_mut_3242 = l_3389;
}
}
}
let l_3397 = bitcast<f32>(l_mut_3242);
let l_3398 = bitcast<u32>(l_3397);
let l_3399 = l_3398 & u32(2147483647);
let l_3400 = bitcast<f32>(l_3399);
let l_3401 = f64(l_3400);
l_mut_2736 = l_3401;
let l_3402 = l_3399 < u32(8388608);
if l_3402 {
let l_3403 = f64(l_3399);
let l_3404 = l_3403 * f64(1.401298464324817e-45);
l_mut_2736 = l_3404;
}
let l_3405 = bitcast<u64>(l_mut_2736);
let l_3406 = l_3398 >> u32(31);
let l_3407 = u64(l_3406);
let l_3408 = l_3407 << u32(bitcast<u64>(u64(63)));
let l_3409 = l_3405 | l_3408;
let l_3410 = bitcast<f64>(l_3409);
l_mut_2990 = l_3410;
}
}
}
let l_3411 = -l_mut_2990;
l_mut_2990 = l_3411;
let l_3412 = bool(true) && bool(false);
if l_3412 {
let l_3413 = l_3324 + l_3327;
let l_3414 = l_3413 * f64(7.1362384635298e44);
let l_3415 = floor(l_3414);
let l_3416 = l_3415 * f64(1.401298464324817e-45);
l_mut_2736 = l_3416;
let l_3417 = abs(l_3413);
let l_3418 = l_3417 >= f64(1.1754943508222875e-38);
if l_3418 {
let l_3419 = f32(l_3413);
let l_3420 = f64(l_3419);
l_mut_2736 = l_3420;
let l_3421 = l_mut_2736 > l_3413;
if l_3421 {
let l_3422 = bitcast<u32>(l_3419);
let l_3423 = l_3422 ^ u32(2147483648);
let l_3424 = bitcast<f32>(l_3423);
let l_3425 = bitcast<u32>(l_3424);
let l_3426 = l_3425 + u32(1);
l_mut_3242 = l_3426;
let l_3427 = l_3425 & u32(2147483647);
let l_3428 = l_3427 == u32(0);
if l_3428 {
l_mut_3242 = u32(1);
} else {
let l_3429 = l_3425 & u32(2147483648);
let l_3430 = l_3429 != u32(0);
if l_3430 {
let l_3431 = l_3425 - u32(1);
l_mut_3242 = l_3431;
} else {
let l_3432 = l_3425 == u32(2139095040);
if l_3432 {
l_mut_3242 = l_3425;
}
}
}
let l_3433 = bitcast<f32>(l_mut_3242);
let l_3434 = bitcast<u32>(l_3433);
let l_3435 = l_3434 ^ u32(2147483648);
let l_3436 = bitcast<f32>(l_3435);
let l_3437 = bitcast<u32>(l_3436);
let l_3438 = l_3437 & u32(2147483647);
let l_3439 = bitcast<f32>(l_3438);
let l_3440 = f64(l_3439);
l_mut_2480 = l_3440;
let l_3441 = l_3438 < u32(8388608);
if l_3441 {
let l_3442 = f64(l_3438);
let l_3443 = l_3442 * f64(1.401298464324817e-45);
l_mut_2480 = l_3443;
}
let l_3444 = bitcast<u64>(l_mut_2480);
let l_3445 = l_3437 >> u32(31);
let l_3446 = u64(l_3445);
let l_3447 = l_3446 << u32(bitcast<u64>(u64(63)));
let l_3448 = l_3444 | l_3447;
let l_3449 = bitcast<f64>(l_3448);
l_mut_2736 = l_3449;
} else {
let l_3450 = bitcast<u32>(l_3419);
let l_3451 = l_3450 + u32(1);
l_mut_3242 = l_3451;
let l_3452 = l_3450 & u32(2147483647);
let l_3453 = l_3452 == u32(0);
if l_3453 {
l_mut_3242 = u32(1);
} else {
let l_3454 = l_3450 & u32(2147483648);
let l_3455 = l_3454 != u32(0);
if l_3455 {
let l_3456 = l_3450 - u32(1);
l_mut_3242 = l_3456;
} else {
let l_3457 = l_3450 == u32(2139095040);
if l_3457 {
l_mut_3242 = l_3450;
}
}
}
let l_3458 = bitcast<f32>(l_mut_3242);
let l_3459 = bitcast<u32>(l_3458);
let l_3460 = l_3459 & u32(2147483647);
let l_3461 = bitcast<f32>(l_3460);
let l_3462 = f64(l_3461);
l_mut_2480 = l_3462;
let l_3463 = l_3460 < u32(8388608);
if l_3463 {
let l_3464 = f64(l_3460);
let l_3465 = l_3464 * f64(1.401298464324817e-45);
l_mut_2480 = l_3465;
}
let l_3466 = bitcast<u64>(l_mut_2480);
let l_3467 = l_3459 >> u32(31);
let l_3468 = u64(l_3467);
let l_3469 = l_3468 << u32(bitcast<u64>(u64(63)));
let l_3470 = l_3466 | l_3469;
let l_3471 = bitcast<f64>(l_3470);
let l_3472 = l_3471 <= l_3413;
if l_3472 {
let l_3473 = bitcast<u32>(l_3419);
let l_3474 = l_3473 + u32(1);
l_mut_3242 = l_3474;
let l_3475 = l_3473 & u32(2147483647);
let l_3476 = l_3475 == u32(0);
if l_3476 {
l_mut_3242 = u32(1);
} else {
let l_3477 = l_3473 & u32(2147483648);
let l_3478 = l_3477 != u32(0);
if l_3478 {
let l_3479 = l_3473 - u32(1);
l_mut_3242 = l_3479;
} else {
let l_3480 = l_3473 == u32(2139095040);
if l_3480 {
l_mut_3242 = l_3473;
}
}
}
let l_3481 = bitcast<f32>(l_mut_3242);
let l_3482 = bitcast<u32>(l_3481);
let l_3483 = l_3482 & u32(2147483647);
let l_3484 = bitcast<f32>(l_3483);
let l_3485 = f64(l_3484);
l_mut_2480 = l_3485;
let l_3486 = l_3483 < u32(8388608);
if l_3486 {
let l_3487 = f64(l_3483);
let l_3488 = l_3487 * f64(1.401298464324817e-45);
l_mut_2480 = l_3488;
}
let l_3489 = bitcast<u64>(l_mut_2480);
let l_3490 = l_3482 >> u32(31);
let l_3491 = u64(l_3490);
let l_3492 = l_3491 << u32(bitcast<u64>(u64(63)));
let l_3493 = l_3489 | l_3492;
let l_3494 = bitcast<f64>(l_3493);
l_mut_2736 = l_3494;
}
}
}
l_mut_2990 = l_mut_2736;
} else {
let l_3495 = l_3324 - l_3327;
let l_3496 = l_3495 * f64(7.1362384635298e44);
let l_3497 = floor(l_3496);
let l_3498 = l_3497 * f64(1.401298464324817e-45);
l_mut_2736 = l_3498;
let l_3499 = abs(l_3495);
let l_3500 = l_3499 >= f64(1.1754943508222875e-38);
if l_3500 {
let l_3501 = f32(l_3495);
let l_3502 = f64(l_3501);
l_mut_2736 = l_3502;
let l_3503 = l_mut_2736 > l_3495;
if l_3503 {
let l_3504 = bitcast<u32>(l_3501);
let l_3505 = l_3504 ^ u32(2147483648);
let l_3506 = bitcast<f32>(l_3505);
let l_3507 = bitcast<u32>(l_3506);
let l_3508 = l_3507 + u32(1);
l_mut_3242 = l_3508;
let l_3509 = l_3507 & u32(2147483647);
let l_3510 = l_3509 == u32(0);
if l_3510 {
l_mut_3242 = u32(1);
} else {
let l_3511 = l_3507 & u32(2147483648);
let l_3512 = l_3511 != u32(0);
if l_3512 {
let l_3513 = l_3507 - u32(1);
l_mut_3242 = l_3513;
} else {
let l_3514 = l_3507 == u32(2139095040);
if l_3514 {
l_mut_3242 = l_3507;
}
}
}
let l_3515 = bitcast<f32>(l_mut_3242);
let l_3516 = bitcast<u32>(l_3515);
let l_3517 = l_3516 ^ u32(2147483648);
let l_3518 = bitcast<f32>(l_3517);
let l_3519 = bitcast<u32>(l_3518);
let l_3520 = l_3519 & u32(2147483647);
let l_3521 = bitcast<f32>(l_3520);
let l_3522 = f64(l_3521);
l_mut_2480 = l_3522;
let l_3523 = l_3520 < u32(8388608);
if l_3523 {
let l_3524 = f64(l_3520);
let l_3525 = l_3524 * f64(1.401298464324817e-45);
l_mut_2480 = l_3525;
}
let l_3526 = bitcast<u64>(l_mut_2480);
let l_3527 = l_3519 >> u32(31);
let l_3528 = u64(l_3527);
let l_3529 = l_3528 << u32(bitcast<u64>(u64(63)));
let l_3530 = l_3526 | l_3529;
let l_3531 = bitcast<f64>(l_3530);
l_mut_2736 = l_3531;
} else {
let l_3532 = bitcast<u32>(l_3501);
let l_3533 = l_3532 + u32(1);
l_mut_3242 = l_3533;
let l_3534 = l_3532 & u32(2147483647);
let l_3535 = l_3534 == u32(0);
if l_3535 {
l_mut_3242 = u32(1);
} else {
let l_3536 = l_3532 & u32(2147483648);
let l_3537 = l_3536 != u32(0);
if l_3537 {
let l_3538 = l_3532 - u32(1);
l_mut_3242 = l_3538;
} else {
let l_3539 = l_3532 == u32(2139095040);
if l_3539 {
l_mut_3242 = l_3532;
}
}
}
let l_3540 = bitcast<f32>(l_mut_3242);
let l_3541 = bitcast<u32>(l_3540);
let l_3542 = l_3541 & u32(2147483647);
let l_3543 = bitcast<f32>(l_3542);
let l_3544 = f64(l_3543);
l_mut_2480 = l_3544;
let l_3545 = l_3542 < u32(8388608);
if l_3545 {
let l_3546 = f64(l_3542);
let l_3547 = l_3546 * f64(1.401298464324817e-45);
l_mut_2480 = l_3547;
}
let l_3548 = bitcast<u64>(l_mut_2480);
let l_3549 = l_3541 >> u32(31);
let l_3550 = u64(l_3549);
let l_3551 = l_3550 << u32(bitcast<u64>(u64(63)));
let l_3552 = l_3548 | l_3551;
let l_3553 = bitcast<f64>(l_3552);
let l_3554 = l_3553 <= l_3495;
if l_3554 {
let l_3555 = bitcast<u32>(l_3501);
let l_3556 = l_3555 + u32(1);
l_mut_3242 = l_3556;
let l_3557 = l_3555 & u32(2147483647);
let l_3558 = l_3557 == u32(0);
if l_3558 {
l_mut_3242 = u32(1);
} else {
let l_3559 = l_3555 & u32(2147483648);
let l_3560 = l_3559 != u32(0);
if l_3560 {
let l_3561 = l_3555 - u32(1);
l_mut_3242 = l_3561;
} else {
let l_3562 = l_3555 == u32(2139095040);
if l_3562 {
l_mut_3242 = l_3555;
}
}
}
let l_3563 = bitcast<f32>(l_mut_3242);
let l_3564 = bitcast<u32>(l_3563);
let l_3565 = l_3564 & u32(2147483647);
let l_3566 = bitcast<f32>(l_3565);
let l_3567 = f64(l_3566);
l_mut_2480 = l_3567;
let l_3568 = l_3565 < u32(8388608);
if l_3568 {
let l_3569 = f64(l_3565);
let l_3570 = l_3569 * f64(1.401298464324817e-45);
l_mut_2480 = l_3570;
}
let l_3571 = bitcast<u64>(l_mut_2480);
let l_3572 = l_3564 >> u32(31);
let l_3573 = u64(l_3572);
let l_3574 = l_3573 << u32(bitcast<u64>(u64(63)));
let l_3575 = l_3571 | l_3574;
let l_3576 = bitcast<f64>(l_3575);
l_mut_2736 = l_3576;
}
}
}
l_mut_2990 = l_mut_2736;
}
let l_3577 = l_mut_1211 + l_20;
let l_3578 = abs(l_3577);
let l_3579 = l_3578 * f64(2.220446049250313e-16);
let l_3580 = l_2106 + l_3579;
let l_3581 = l_3577 + l_3580;
let l_3582 = -l_3581;
let l_3583 = l_3582 * f64(7.1362384635298e44);
let l_3584 = floor(l_3583);
let l_3585 = l_3584 * f64(1.401298464324817e-45);
l_mut_2736 = l_3585;
let l_3586 = abs(l_3582);
let l_3587 = l_3586 >= f64(1.1754943508222875e-38);
if l_3587 {
let l_3588 = f32(l_3582);
let l_3589 = f64(l_3588);
l_mut_2736 = l_3589;
let l_3590 = l_mut_2736 > l_3582;
if l_3590 {
let l_3591 = bitcast<u32>(l_3588);
let l_3592 = l_3591 ^ u32(2147483648);
let l_3593 = bitcast<f32>(l_3592);
let l_3594 = bitcast<u32>(l_3593);
let l_3595 = l_3594 + u32(1);
l_mut_3242 = l_3595;
let l_3596 = l_3594 & u32(2147483647);
let l_3597 = l_3596 == u32(0);
if l_3597 {
l_mut_3242 = u32(1);
} else {
let l_3598 = l_3594 & u32(2147483648);
let l_3599 = l_3598 != u32(0);
if l_3599 {
let l_3600 = l_3594 - u32(1);
l_mut_3242 = l_3600;
} else {
let l_3601 = l_3594 == u32(2139095040);
if l_3601 {
l_mut_3242 = l_3594;
}
}
}
let l_3602 = bitcast<f32>(l_mut_3242);
let l_3603 = bitcast<u32>(l_3602);
let l_3604 = l_3603 ^ u32(2147483648);
let l_3605 = bitcast<f32>(l_3604);
let l_3606 = bitcast<u32>(l_3605);
let l_3607 = l_3606 & u32(2147483647);
let l_3608 = bitcast<f32>(l_3607);
let l_3609 = f64(l_3608);
l_mut_2480 = l_3609;
let l_3610 = l_3607 < u32(8388608);
if l_3610 {
let l_3611 = f64(l_3607);
let l_3612 = l_3611 * f64(1.401298464324817e-45);
l_mut_2480 = l_3612;
}
let l_3613 = bitcast<u64>(l_mut_2480);
let l_3614 = l_3606 >> u32(31);
let l_3615 = u64(l_3614);
let l_3616 = l_3615 << u32(bitcast<u64>(u64(63)));
let l_3617 = l_3613 | l_3616;
let l_3618 = bitcast<f64>(l_3617);
l_mut_2736 = l_3618;
} else {
let l_3619 = bitcast<u32>(l_3588);
let l_3620 = l_3619 + u32(1);
l_mut_3242 = l_3620;
let l_3621 = l_3619 & u32(2147483647);
let l_3622 = l_3621 == u32(0);
if l_3622 {
l_mut_3242 = u32(1);
} else {
let l_3623 = l_3619 & u32(2147483648);
let l_3624 = l_3623 != u32(0);
if l_3624 {
let l_3625 = l_3619 - u32(1);
l_mut_3242 = l_3625;
} else {
let l_3626 = l_3619 == u32(2139095040);
if l_3626 {
l_mut_3242 = l_3619;
}
}
}
let l_3627 = bitcast<f32>(l_mut_3242);
let l_3628 = bitcast<u32>(l_3627);
let l_3629 = l_3628 & u32(2147483647);
let l_3630 = bitcast<f32>(l_3629);
let l_3631 = f64(l_3630);
l_mut_2480 = l_3631;
let l_3632 = l_3629 < u32(8388608);
if l_3632 {
let l_3633 = f64(l_3629);
let l_3634 = l_3633 * f64(1.401298464324817e-45);
l_mut_2480 = l_3634;
}
let l_3635 = bitcast<u64>(l_mut_2480);
let l_3636 = l_3628 >> u32(31);
let l_3637 = u64(l_3636);
let l_3638 = l_3637 << u32(bitcast<u64>(u64(63)));
let l_3639 = l_3635 | l_3638;
let l_3640 = bitcast<f64>(l_3639);
let l_3641 = l_3640 <= l_3582;
if l_3641 {
let l_3642 = bitcast<u32>(l_3588);
let l_3643 = l_3642 + u32(1);
l_mut_3242 = l_3643;
let l_3644 = l_3642 & u32(2147483647);
let l_3645 = l_3644 == u32(0);
if l_3645 {
l_mut_3242 = u32(1);
} else {
let l_3646 = l_3642 & u32(2147483648);
let l_3647 = l_3646 != u32(0);
if l_3647 {
let l_3648 = l_3642 - u32(1);
l_mut_3242 = l_3648;
} else {
let l_3649 = l_3642 == u32(2139095040);
if l_3649 {
l_mut_3242 = l_3642;
}
}
}
let l_3650 = bitcast<f32>(l_mut_3242);
let l_3651 = bitcast<u32>(l_3650);
let l_3652 = l_3651 & u32(2147483647);
let l_3653 = bitcast<f32>(l_3652);
let l_3654 = f64(l_3653);
l_mut_2480 = l_3654;
let l_3655 = l_3652 < u32(8388608);
if l_3655 {
let l_3656 = f64(l_3652);
let l_3657 = l_3656 * f64(1.401298464324817e-45);
l_mut_2480 = l_3657;
}
let l_3658 = bitcast<u64>(l_mut_2480);
let l_3659 = l_3651 >> u32(31);
let l_3660 = u64(l_3659);
let l_3661 = l_3660 << u32(bitcast<u64>(u64(63)));
let l_3662 = l_3658 | l_3661;
let l_3663 = bitcast<f64>(l_3662);
l_mut_2736 = l_3663;
}
}
}
let l_3664 = -l_mut_2736;
l_mut_2736 = l_3664;
let l_3665 = bool(false) && bool(false);
if l_3665 {
let l_3666 = l_3577 + l_3580;
let l_3667 = l_3666 * f64(7.1362384635298e44);
let l_3668 = floor(l_3667);
let l_3669 = l_3668 * f64(1.401298464324817e-45);
l_mut_2480 = l_3669;
let l_3670 = abs(l_3666);
let l_3671 = l_3670 >= f64(1.1754943508222875e-38);
if l_3671 {
let l_3672 = f32(l_3666);
let l_3673 = f64(l_3672);
l_mut_2480 = l_3673;
let l_3674 = l_mut_2480 > l_3666;
if l_3674 {
let l_3675 = bitcast<u32>(l_3672);
let l_3676 = l_3675 ^ u32(2147483648);
let l_3677 = bitcast<f32>(l_3676);
let l_3678 = bitcast<u32>(l_3677);
let l_3679 = l_3678 + u32(1);
l_mut_3242 = l_3679;
let l_3680 = l_3678 & u32(2147483647);
let l_3681 = l_3680 == u32(0);
if l_3681 {
l_mut_3242 = u32(1);
} else {
let l_3682 = l_3678 & u32(2147483648);
let l_3683 = l_3682 != u32(0);
if l_3683 {
let l_3684 = l_3678 - u32(1);
l_mut_3242 = l_3684;
} else {
let l_3685 = l_3678 == u32(2139095040);
if l_3685 {
l_mut_3242 = l_3678;
}
}
}
let l_3686 = bitcast<f32>(l_mut_3242);
let l_3687 = bitcast<u32>(l_3686);
let l_3688 = l_3687 ^ u32(2147483648);
let l_3689 = bitcast<f32>(l_3688);
let l_3690 = bitcast<u32>(l_3689);
let l_3691 = l_3690 & u32(2147483647);
let l_3692 = bitcast<f32>(l_3691);
let l_3693 = f64(l_3692);
l_mut_2226 = l_3693;
let l_3694 = l_3691 < u32(8388608);
if l_3694 {
let l_3695 = f64(l_3691);
let l_3696 = l_3695 * f64(1.401298464324817e-45);
l_mut_2226 = l_3696;
}
let l_3697 = bitcast<u64>(l_mut_2226);
let l_3698 = l_3690 >> u32(31);
let l_3699 = u64(l_3698);
let l_3700 = l_3699 << u32(bitcast<u64>(u64(63)));
let l_3701 = l_3697 | l_3700;
let l_3702 = bitcast<f64>(l_3701);
l_mut_2480 = l_3702;
} else {
let l_3703 = bitcast<u32>(l_3672);
let l_3704 = l_3703 + u32(1);
l_mut_3242 = l_3704;
let l_3705 = l_3703 & u32(2147483647);
let l_3706 = l_3705 == u32(0);
if l_3706 {
l_mut_3242 = u32(1);
} else {
let l_3707 = l_3703 & u32(2147483648);
let l_3708 = l_3707 != u32(0);
if l_3708 {
let l_3709 = l_3703 - u32(1);
l_mut_3242 = l_3709;
} else {
let l_3710 = l_3703 == u32(2139095040);
if l_3710 {
l_mut_3242 = l_3703;
}
}
}
let l_3711 = bitcast<f32>(l_mut_3242);
let l_3712 = bitcast<u32>(l_3711);
let l_3713 = l_3712 & u32(2147483647);
let l_3714 = bitcast<f32>(l_3713);
let l_3715 = f64(l_3714);
l_mut_2226 = l_3715;
let l_3716 = l_3713 < u32(8388608);
if l_3716 {
let l_3717 = f64(l_3713);
let l_3718 = l_3717 * f64(1.401298464324817e-45);
l_mut_2226 = l_3718;
}
let l_3719 = bitcast<u64>(l_mut_2226);
let l_3720 = l_3712 >> u32(31);
let l_3721 = u64(l_3720);
let l_3722 = l_3721 << u32(bitcast<u64>(u64(63)));
let l_3723 = l_3719 | l_3722;
let l_3724 = bitcast<f64>(l_3723);
let l_3725 = l_3724 <= l_3666;
if l_3725 {
let l_3726 = bitcast<u32>(l_3672);
let l_3727 = l_3726 + u32(1);
l_mut_3242 = l_3727;
let l_3728 = l_3726 & u32(2147483647);
let l_3729 = l_3728 == u32(0);
if l_3729 {
l_mut_3242 = u32(1);
} else {
let l_3730 = l_3726 & u32(2147483648);
let l_3731 = l_3730 != u32(0);
if l_3731 {
let l_3732 = l_3726 - u32(1);
l_mut_3242 = l_3732;
} else {
let l_3733 = l_3726 == u32(2139095040);
if l_3733 {
l_mut_3242 = l_3726;
}
}
}
let l_3734 = bitcast<f32>(l_mut_3242);
let l_3735 = bitcast<u32>(l_3734);
let l_3736 = l_3735 & u32(2147483647);
let l_3737 = bitcast<f32>(l_3736);
let l_3738 = f64(l_3737);
l_mut_2226 = l_3738;
let l_3739 = l_3736 < u32(8388608);
if l_3739 {
let l_3740 = f64(l_3736);
let l_3741 = l_3740 * f64(1.401298464324817e-45);
l_mut_2226 = l_3741;
}
let l_3742 = bitcast<u64>(l_mut_2226);
let l_3743 = l_3735 >> u32(31);
let l_3744 = u64(l_3743);
let l_3745 = l_3744 << u32(bitcast<u64>(u64(63)));
let l_3746 = l_3742 | l_3745;
let l_3747 = bitcast<f64>(l_3746);
l_mut_2480 = l_3747;
}
}
}
l_mut_2736 = l_mut_2480;
} else {
}
let l_3748 = l_mut_1128 - l_20;
let l_3749 = abs(l_3748);
let l_3750 = l_3749 * f64(2.220446049250313e-16);
let l_3751 = l_2108 + l_3750;
let l_3752 = l_3748 + l_3751;
let l_3753 = -l_3752;
let l_3754 = l_3753 * f64(7.1362384635298e44);
let l_3755 = floor(l_3754);
let l_3756 = l_3755 * f64(1.401298464324817e-45);
l_mut_2480 = l_3756;
let l_3757 = abs(l_3753);
let l_3758 = l_3757 >= f64(1.1754943508222875e-38);
if l_3758 {
let l_3759 = f32(l_3753);
let l_3760 = f64(l_3759);
l_mut_2480 = l_3760;
let l_3761 = l_mut_2480 > l_3753;
if l_3761 {
let l_3762 = bitcast<u32>(l_3759);
let l_3763 = l_3762 ^ u32(2147483648);
let l_3764 = bitcast<f32>(l_3763);
let l_3765 = bitcast<u32>(l_3764);
let l_3766 = l_3765 + u32(1);
l_mut_3242 = l_3766;
let l_3767 = l_3765 & u32(2147483647);
let l_3768 = l_3767 == u32(0);
if l_3768 {
l_mut_3242 = u32(1);
} else {
let l_3769 = l_3765 & u32(2147483648);
let l_3770 = l_3769 != u32(0);
if l_3770 {
let l_3771 = l_3765 - u32(1);
l_mut_3242 = l_3771;
} else {
let l_3772 = l_3765 == u32(2139095040);
if l_3772 {
l_mut_3242 = l_3765;
}
}
}
let l_3773 = bitcast<f32>(l_mut_3242);
let l_3774 = bitcast<u32>(l_3773);
let l_3775 = l_3774 ^ u32(2147483648);
let l_3776 = bitcast<f32>(l_3775);
let l_3777 = bitcast<u32>(l_3776);
let l_3778 = l_3777 & u32(2147483647);
let l_3779 = bitcast<f32>(l_3778);
let l_3780 = f64(l_3779);
l_mut_2226 = l_3780;
let l_3781 = l_3778 < u32(8388608);
if l_3781 {
let l_3782 = f64(l_3778);
let l_3783 = l_3782 * f64(1.401298464324817e-45);
l_mut_2226 = l_3783;
}
let l_3784 = bitcast<u64>(l_mut_2226);
let l_3785 = l_3777 >> u32(31);
let l_3786 = u64(l_3785);
let l_3787 = l_3786 << u32(bitcast<u64>(u64(63)));
let l_3788 = l_3784 | l_3787;
let l_3789 = bitcast<f64>(l_3788);
l_mut_2480 = l_3789;
} else {
let l_3790 = bitcast<u32>(l_3759);
let l_3791 = l_3790 + u32(1);
l_mut_3242 = l_3791;
let l_3792 = l_3790 & u32(2147483647);
let l_3793 = l_3792 == u32(0);
if l_3793 {
l_mut_3242 = u32(1);
} else {
let l_3794 = l_3790 & u32(2147483648);
let l_3795 = l_3794 != u32(0);
if l_3795 {
let l_3796 = l_3790 - u32(1);
l_mut_3242 = l_3796;
} else {
let l_3797 = l_3790 == u32(2139095040);
if l_3797 {
l_mut_3242 = l_3790;
}
}
}
let l_3798 = bitcast<f32>(l_mut_3242);
let l_3799 = bitcast<u32>(l_3798);
let l_3800 = l_3799 & u32(2147483647);
let l_3801 = bitcast<f32>(l_3800);
let l_3802 = f64(l_3801);
l_mut_2226 = l_3802;
let l_3803 = l_3800 < u32(8388608);
if l_3803 {
let l_3804 = f64(l_3800);
let l_3805 = l_3804 * f64(1.401298464324817e-45);
l_mut_2226 = l_3805;
}
let l_3806 = bitcast<u64>(l_mut_2226);
let l_3807 = l_3799 >> u32(31);
let l_3808 = u64(l_3807);
let l_3809 = l_3808 << u32(bitcast<u64>(u64(63)));
let l_3810 = l_3806 | l_3809;
let l_3811 = bitcast<f64>(l_3810);
let l_3812 = l_3811 <= l_3753;
if l_3812 {
let l_3813 = bitcast<u32>(l_3759);
let l_3814 = l_3813 + u32(1);
l_mut_3242 = l_3814;
let l_3815 = l_3813 & u32(2147483647);
let l_3816 = l_3815 == u32(0);
if l_3816 {
l_mut_3242 = u32(1);
} else {
let l_3817 = l_3813 & u32(2147483648);
let l_3818 = l_3817 != u32(0);
if l_3818 {
let l_3819 = l_3813 - u32(1);
l_mut_3242 = l_3819;
} else {
let l_3820 = l_3813 == u32(2139095040);
if l_3820 {
l_mut_3242 = l_3813;
}
}
}
let l_3821 = bitcast<f32>(l_mut_3242);
let l_3822 = bitcast<u32>(l_3821);
let l_3823 = l_3822 & u32(2147483647);
let l_3824 = bitcast<f32>(l_3823);
let l_3825 = f64(l_3824);
l_mut_2226 = l_3825;
let l_3826 = l_3823 < u32(8388608);
if l_3826 {
let l_3827 = f64(l_3823);
let l_3828 = l_3827 * f64(1.401298464324817e-45);
l_mut_2226 = l_3828;
}
let l_3829 = bitcast<u64>(l_mut_2226);
let l_3830 = l_3822 >> u32(31);
let l_3831 = u64(l_3830);
let l_3832 = l_3831 << u32(bitcast<u64>(u64(63)));
let l_3833 = l_3829 | l_3832;
let l_3834 = bitcast<f64>(l_3833);
l_mut_2480 = l_3834;
}
}
}
let l_3835 = -l_mut_2480;
l_mut_2480 = l_3835;
let l_3836 = bool(true) && bool(false);
if l_3836 {
let l_3837 = l_3748 + l_3751;
let l_3838 = l_3837 * f64(7.1362384635298e44);
let l_3839 = floor(l_3838);
let l_3840 = l_3839 * f64(1.401298464324817e-45);
l_mut_2226 = l_3840;
let l_3841 = abs(l_3837);
let l_3842 = l_3841 >= f64(1.1754943508222875e-38);
if l_3842 {
let l_3843 = f32(l_3837);
let l_3844 = f64(l_3843);
l_mut_2226 = l_3844;
let l_3845 = l_mut_2226 > l_3837;
if l_3845 {
let l_3846 = bitcast<u32>(l_3843);
let l_3847 = l_3846 ^ u32(2147483648);
let l_3848 = bitcast<f32>(l_3847);
let l_3849 = bitcast<u32>(l_3848);
let l_3850 = l_3849 + u32(1);
l_mut_3242 = l_3850;
let l_3851 = l_3849 & u32(2147483647);
let l_3852 = l_3851 == u32(0);
if l_3852 {
l_mut_3242 = u32(1);
} else {
let l_3853 = l_3849 & u32(2147483648);
let l_3854 = l_3853 != u32(0);
if l_3854 {
let l_3855 = l_3849 - u32(1);
l_mut_3242 = l_3855;
} else {
let l_3856 = l_3849 == u32(2139095040);
if l_3856 {
l_mut_3242 = l_3849;
}
}
}
let l_3857 = bitcast<f32>(l_mut_3242);
let l_3858 = bitcast<u32>(l_3857);
let l_3859 = l_3858 ^ u32(2147483648);
let l_3860 = bitcast<f32>(l_3859);
let l_3861 = bitcast<u32>(l_3860);
let l_3862 = l_3861 & u32(2147483647);
let l_3863 = bitcast<f32>(l_3862);
let l_3864 = f64(l_3863);
l_mut_65 = l_3864;
let l_3865 = l_3862 < u32(8388608);
if l_3865 {
let l_3866 = f64(l_3862);
let l_3867 = l_3866 * f64(1.401298464324817e-45);
l_mut_65 = l_3867;
}
let l_3868 = bitcast<u64>(l_mut_65);
let l_3869 = l_3861 >> u32(31);
let l_3870 = u64(l_3869);
let l_3871 = l_3870 << u32(bitcast<u64>(u64(63)));
let l_3872 = l_3868 | l_3871;
let l_3873 = bitcast<f64>(l_3872);
l_mut_2226 = l_3873;
} else {
let l_3874 = bitcast<u32>(l_3843);
let l_3875 = l_3874 + u32(1);
l_mut_3242 = l_3875;
let l_3876 = l_3874 & u32(2147483647);
let l_3877 = l_3876 == u32(0);
if l_3877 {
l_mut_3242 = u32(1);
} else {
let l_3878 = l_3874 & u32(2147483648);
let l_3879 = l_3878 != u32(0);
if l_3879 {
let l_3880 = l_3874 - u32(1);
l_mut_3242 = l_3880;
} else {
let l_3881 = l_3874 == u32(2139095040);
if l_3881 {
l_mut_3242 = l_3874;
}
}
}
let l_3882 = bitcast<f32>(l_mut_3242);
let l_3883 = bitcast<u32>(l_3882);
let l_3884 = l_3883 & u32(2147483647);
let l_3885 = bitcast<f32>(l_3884);
let l_3886 = f64(l_3885);
l_mut_65 = l_3886;
let l_3887 = l_3884 < u32(8388608);
if l_3887 {
let l_3888 = f64(l_3884);
let l_3889 = l_3888 * f64(1.401298464324817e-45);
l_mut_65 = l_3889;
}
let l_3890 = bitcast<u64>(l_mut_65);
let l_3891 = l_3883 >> u32(31);
let l_3892 = u64(l_3891);
let l_3893 = l_3892 << u32(bitcast<u64>(u64(63)));
let l_3894 = l_3890 | l_3893;
let l_3895 = bitcast<f64>(l_3894);
let l_3896 = l_3895 <= l_3837;
if l_3896 {
let l_3897 = bitcast<u32>(l_3843);
let l_3898 = l_3897 + u32(1);
l_mut_3242 = l_3898;
let l_3899 = l_3897 & u32(2147483647);
let l_3900 = l_3899 == u32(0);
if l_3900 {
l_mut_3242 = u32(1);
} else {
let l_3901 = l_3897 & u32(2147483648);
let l_3902 = l_3901 != u32(0);
if l_3902 {
let l_3903 = l_3897 - u32(1);
l_mut_3242 = l_3903;
} else {
let l_3904 = l_3897 == u32(2139095040);
if l_3904 {
l_mut_3242 = l_3897;
}
}
}
let l_3905 = bitcast<f32>(l_mut_3242);
let l_3906 = bitcast<u32>(l_3905);
let l_3907 = l_3906 & u32(2147483647);
let l_3908 = bitcast<f32>(l_3907);
let l_3909 = f64(l_3908);
l_mut_65 = l_3909;
let l_3910 = l_3907 < u32(8388608);
if l_3910 {
let l_3911 = f64(l_3907);
let l_3912 = l_3911 * f64(1.401298464324817e-45);
l_mut_65 = l_3912;
}
let l_3913 = bitcast<u64>(l_mut_65);
let l_3914 = l_3906 >> u32(31);
let l_3915 = u64(l_3914);
let l_3916 = l_3915 << u32(bitcast<u64>(u64(63)));
let l_3917 = l_3913 | l_3916;
let l_3918 = bitcast<f64>(l_3917);
l_mut_2226 = l_3918;
}
}
}
l_mut_2480 = l_mut_2226;
} else {
let l_3919 = l_3748 - l_3751;
let l_3920 = l_3919 * f64(7.1362384635298e44);
let l_3921 = floor(l_3920);
let l_3922 = l_3921 * f64(1.401298464324817e-45);
l_mut_2226 = l_3922;
let l_3923 = abs(l_3919);
let l_3924 = l_3923 >= f64(1.1754943508222875e-38);
if l_3924 {
let l_3925 = f32(l_3919);
let l_3926 = f64(l_3925);
l_mut_2226 = l_3926;
let l_3927 = l_mut_2226 > l_3919;
if l_3927 {
let l_3928 = bitcast<u32>(l_3925);
let l_3929 = l_3928 ^ u32(2147483648);
let l_3930 = bitcast<f32>(l_3929);
let l_3931 = bitcast<u32>(l_3930);
let l_3932 = l_3931 + u32(1);
l_mut_3242 = l_3932;
let l_3933 = l_3931 & u32(2147483647);
let l_3934 = l_3933 == u32(0);
if l_3934 {
l_mut_3242 = u32(1);
} else {
let l_3935 = l_3931 & u32(2147483648);
let l_3936 = l_3935 != u32(0);
if l_3936 {
let l_3937 = l_3931 - u32(1);
l_mut_3242 = l_3937;
} else {
let l_3938 = l_3931 == u32(2139095040);
if l_3938 {
l_mut_3242 = l_3931;
}
}
}
let l_3939 = bitcast<f32>(l_mut_3242);
let l_3940 = bitcast<u32>(l_3939);
let l_3941 = l_3940 ^ u32(2147483648);
let l_3942 = bitcast<f32>(l_3941);
let l_3943 = bitcast<u32>(l_3942);
let l_3944 = l_3943 & u32(2147483647);
let l_3945 = bitcast<f32>(l_3944);
let l_3946 = f64(l_3945);
l_mut_65 = l_3946;
let l_3947 = l_3944 < u32(8388608);
if l_3947 {
let l_3948 = f64(l_3944);
let l_3949 = l_3948 * f64(1.401298464324817e-45);
l_mut_65 = l_3949;
}
let l_3950 = bitcast<u64>(l_mut_65);
let l_3951 = l_3943 >> u32(31);
let l_3952 = u64(l_3951);
let l_3953 = l_3952 << u32(bitcast<u64>(u64(63)));
let l_3954 = l_3950 | l_3953;
let l_3955 = bitcast<f64>(l_3954);
l_mut_2226 = l_3955;
} else {
let l_3956 = bitcast<u32>(l_3925);
let l_3957 = l_3956 + u32(1);
l_mut_3242 = l_3957;
let l_3958 = l_3956 & u32(2147483647);
let l_3959 = l_3958 == u32(0);
if l_3959 {
l_mut_3242 = u32(1);
} else {
let l_3960 = l_3956 & u32(2147483648);
let l_3961 = l_3960 != u32(0);
if l_3961 {
let l_3962 = l_3956 - u32(1);
l_mut_3242 = l_3962;
} else {
let l_3963 = l_3956 == u32(2139095040);
if l_3963 {
l_mut_3242 = l_3956;
}
}
}
let l_3964 = bitcast<f32>(l_mut_3242);
let l_3965 = bitcast<u32>(l_3964);
let l_3966 = l_3965 & u32(2147483647);
let l_3967 = bitcast<f32>(l_3966);
let l_3968 = f64(l_3967);
l_mut_65 = l_3968;
let l_3969 = l_3966 < u32(8388608);
if l_3969 {
let l_3970 = f64(l_3966);
let l_3971 = l_3970 * f64(1.401298464324817e-45);
l_mut_65 = l_3971;
}
let l_3972 = bitcast<u64>(l_mut_65);
let l_3973 = l_3965 >> u32(31);
let l_3974 = u64(l_3973);
let l_3975 = l_3974 << u32(bitcast<u64>(u64(63)));
let l_3976 = l_3972 | l_3975;
let l_3977 = bitcast<f64>(l_3976);
let l_3978 = l_3977 <= l_3919;
if l_3978 {
let l_3979 = bitcast<u32>(l_3925);
let l_3980 = l_3979 + u32(1);
l_mut_3242 = l_3980;
let l_3981 = l_3979 & u32(2147483647);
let l_3982 = l_3981 == u32(0);
if l_3982 {
l_mut_3242 = u32(1);
} else {
let l_3983 = l_3979 & u32(2147483648);
let l_3984 = l_3983 != u32(0);
if l_3984 {
let l_3985 = l_3979 - u32(1);
l_mut_3242 = l_3985;
} else {
let l_3986 = l_3979 == u32(2139095040);
if l_3986 {
l_mut_3242 = l_3979;
}
}
}
let l_3987 = bitcast<f32>(l_mut_3242);
let l_3988 = bitcast<u32>(l_3987);
let l_3989 = l_3988 & u32(2147483647);
let l_3990 = bitcast<f32>(l_3989);
let l_3991 = f64(l_3990);
l_mut_65 = l_3991;
let l_3992 = l_3989 < u32(8388608);
if l_3992 {
let l_3993 = f64(l_3989);
let l_3994 = l_3993 * f64(1.401298464324817e-45);
l_mut_65 = l_3994;
}
let l_3995 = bitcast<u64>(l_mut_65);
let l_3996 = l_3988 >> u32(31);
let l_3997 = u64(l_3996);
let l_3998 = l_3997 << u32(bitcast<u64>(u64(63)));
let l_3999 = l_3995 | l_3998;
let l_4000 = bitcast<f64>(l_3999);
l_mut_2226 = l_4000;
}
}
}
l_mut_2480 = l_mut_2226;
}
let l_4001 = l_mut_1128 + l_20;
let l_4002 = abs(l_4001);
let l_4003 = l_4002 * f64(2.220446049250313e-16);
let l_4004 = l_2108 + l_4003;
let l_4005 = l_4001 + l_4004;
let l_4006 = -l_4005;
let l_4007 = l_4006 * f64(7.1362384635298e44);
let l_4008 = floor(l_4007);
let l_4009 = l_4008 * f64(1.401298464324817e-45);
l_mut_2226 = l_4009;
let l_4010 = abs(l_4006);
let l_4011 = l_4010 >= f64(1.1754943508222875e-38);
if l_4011 {
let l_4012 = f32(l_4006);
let l_4013 = f64(l_4012);
l_mut_2226 = l_4013;
let l_4014 = l_mut_2226 > l_4006;
if l_4014 {
let l_4015 = bitcast<u32>(l_4012);
let l_4016 = l_4015 ^ u32(2147483648);
let l_4017 = bitcast<f32>(l_4016);
let l_4018 = bitcast<u32>(l_4017);
let l_4019 = l_4018 + u32(1);
l_mut_3242 = l_4019;
let l_4020 = l_4018 & u32(2147483647);
let l_4021 = l_4020 == u32(0);
if l_4021 {
l_mut_3242 = u32(1);
} else {
let l_4022 = l_4018 & u32(2147483648);
let l_4023 = l_4022 != u32(0);
if l_4023 {
let l_4024 = l_4018 - u32(1);
l_mut_3242 = l_4024;
} else {
let l_4025 = l_4018 == u32(2139095040);
if l_4025 {
l_mut_3242 = l_4018;
}
}
}
let l_4026 = bitcast<f32>(l_mut_3242);
let l_4027 = bitcast<u32>(l_4026);
let l_4028 = l_4027 ^ u32(2147483648);
let l_4029 = bitcast<f32>(l_4028);
let l_4030 = bitcast<u32>(l_4029);
let l_4031 = l_4030 & u32(2147483647);
let l_4032 = bitcast<f32>(l_4031);
let l_4033 = f64(l_4032);
l_mut_65 = l_4033;
let l_4034 = l_4031 < u32(8388608);
if l_4034 {
let l_4035 = f64(l_4031);
let l_4036 = l_4035 * f64(1.401298464324817e-45);
l_mut_65 = l_4036;
}
let l_4037 = bitcast<u64>(l_mut_65);
let l_4038 = l_4030 >> u32(31);
let l_4039 = u64(l_4038);
let l_4040 = l_4039 << u32(bitcast<u64>(u64(63)));
let l_4041 = l_4037 | l_4040;
let l_4042 = bitcast<f64>(l_4041);
l_mut_2226 = l_4042;
} else {
let l_4043 = bitcast<u32>(l_4012);
let l_4044 = l_4043 + u32(1);
l_mut_3242 = l_4044;
let l_4045 = l_4043 & u32(2147483647);
let l_4046 = l_4045 == u32(0);
if l_4046 {
l_mut_3242 = u32(1);
} else {
let l_4047 = l_4043 & u32(2147483648);
let l_4048 = l_4047 != u32(0);
if l_4048 {
let l_4049 = l_4043 - u32(1);
l_mut_3242 = l_4049;
} else {
let l_4050 = l_4043 == u32(2139095040);
if l_4050 {
l_mut_3242 = l_4043;
}
}
}
let l_4051 = bitcast<f32>(l_mut_3242);
let l_4052 = bitcast<u32>(l_4051);
let l_4053 = l_4052 & u32(2147483647);
let l_4054 = bitcast<f32>(l_4053);
let l_4055 = f64(l_4054);
l_mut_65 = l_4055;
let l_4056 = l_4053 < u32(8388608);
if l_4056 {
let l_4057 = f64(l_4053);
let l_4058 = l_4057 * f64(1.401298464324817e-45);
l_mut_65 = l_4058;
}
let l_4059 = bitcast<u64>(l_mut_65);
let l_4060 = l_4052 >> u32(31);
let l_4061 = u64(l_4060);
let l_4062 = l_4061 << u32(bitcast<u64>(u64(63)));
let l_4063 = l_4059 | l_4062;
let l_4064 = bitcast<f64>(l_4063);
let l_4065 = l_4064 <= l_4006;
if l_4065 {
let l_4066 = bitcast<u32>(l_4012);
let l_4067 = l_4066 + u32(1);
l_mut_3242 = l_4067;
let l_4068 = l_4066 & u32(2147483647);
let l_4069 = l_4068 == u32(0);
if l_4069 {
l_mut_3242 = u32(1);
} else {
let l_4070 = l_4066 & u32(2147483648);
let l_4071 = l_4070 != u32(0);
if l_4071 {
let l_4072 = l_4066 - u32(1);
l_mut_3242 = l_4072;
} else {
let l_4073 = l_4066 == u32(2139095040);
if l_4073 {
l_mut_3242 = l_4066;
}
}
}
let l_4074 = bitcast<f32>(l_mut_3242);
let l_4075 = bitcast<u32>(l_4074);
let l_4076 = l_4075 & u32(2147483647);
let l_4077 = bitcast<f32>(l_4076);
let l_4078 = f64(l_4077);
l_mut_65 = l_4078;
let l_4079 = l_4076 < u32(8388608);
if l_4079 {
let l_4080 = f64(l_4076);
let l_4081 = l_4080 * f64(1.401298464324817e-45);
l_mut_65 = l_4081;
}
let l_4082 = bitcast<u64>(l_mut_65);
let l_4083 = l_4075 >> u32(31);
let l_4084 = u64(l_4083);
let l_4085 = l_4084 << u32(bitcast<u64>(u64(63)));
let l_4086 = l_4082 | l_4085;
let l_4087 = bitcast<f64>(l_4086);
l_mut_2226 = l_4087;
}
}
}
let l_4088 = -l_mut_2226;
l_mut_2226 = l_4088;
let l_4089 = bool(false) && bool(false);
if l_4089 {
let l_4090 = l_4001 + l_4004;
let l_4091 = l_4090 * f64(7.1362384635298e44);
let l_4092 = floor(l_4091);
let l_4093 = l_4092 * f64(1.401298464324817e-45);
l_mut_65 = l_4093;
let l_4094 = abs(l_4090);
let l_4095 = l_4094 >= f64(1.1754943508222875e-38);
if l_4095 {
let l_4096 = f32(l_4090);
let l_4097 = f64(l_4096);
l_mut_65 = l_4097;
let l_4098 = l_mut_65 > l_4090;
if l_4098 {
let l_4099 = bitcast<u32>(l_4096);
let l_4100 = l_4099 ^ u32(2147483648);
let l_4101 = bitcast<f32>(l_4100);
let l_4102 = bitcast<u32>(l_4101);
let l_4103 = l_4102 + u32(1);
l_mut_3242 = l_4103;
let l_4104 = l_4102 & u32(2147483647);
let l_4105 = l_4104 == u32(0);
if l_4105 {
l_mut_3242 = u32(1);
} else {
let l_4106 = l_4102 & u32(2147483648);
let l_4107 = l_4106 != u32(0);
if l_4107 {
let l_4108 = l_4102 - u32(1);
l_mut_3242 = l_4108;
} else {
let l_4109 = l_4102 == u32(2139095040);
if l_4109 {
l_mut_3242 = l_4102;
}
}
}
let l_4110 = bitcast<f32>(l_mut_3242);
let l_4111 = bitcast<u32>(l_4110);
let l_4112 = l_4111 ^ u32(2147483648);
let l_4113 = bitcast<f32>(l_4112);
let l_4114 = bitcast<u32>(l_4113);
let l_4115 = l_4114 & u32(2147483647);
let l_4116 = bitcast<f32>(l_4115);
let l_4117 = f64(l_4116);
l_mut_42 = l_4117;
let l_4118 = l_4115 < u32(8388608);
if l_4118 {
let l_4119 = f64(l_4115);
let l_4120 = l_4119 * f64(1.401298464324817e-45);
l_mut_42 = l_4120;
}
let l_4121 = bitcast<u64>(l_mut_42);
let l_4122 = l_4114 >> u32(31);
let l_4123 = u64(l_4122);
let l_4124 = l_4123 << u32(bitcast<u64>(u64(63)));
let l_4125 = l_4121 | l_4124;
let l_4126 = bitcast<f64>(l_4125);
l_mut_65 = l_4126;
} else {
let l_4127 = bitcast<u32>(l_4096);
let l_4128 = l_4127 + u32(1);
l_mut_3242 = l_4128;
let l_4129 = l_4127 & u32(2147483647);
let l_4130 = l_4129 == u32(0);
if l_4130 {
l_mut_3242 = u32(1);
} else {
let l_4131 = l_4127 & u32(2147483648);
let l_4132 = l_4131 != u32(0);
if l_4132 {
let l_4133 = l_4127 - u32(1);
l_mut_3242 = l_4133;
} else {
let l_4134 = l_4127 == u32(2139095040);
if l_4134 {
l_mut_3242 = l_4127;
}
}
}
let l_4135 = bitcast<f32>(l_mut_3242);
let l_4136 = bitcast<u32>(l_4135);
let l_4137 = l_4136 & u32(2147483647);
let l_4138 = bitcast<f32>(l_4137);
let l_4139 = f64(l_4138);
l_mut_42 = l_4139;
let l_4140 = l_4137 < u32(8388608);
if l_4140 {
let l_4141 = f64(l_4137);
let l_4142 = l_4141 * f64(1.401298464324817e-45);
l_mut_42 = l_4142;
}
let l_4143 = bitcast<u64>(l_mut_42);
let l_4144 = l_4136 >> u32(31);
let l_4145 = u64(l_4144);
let l_4146 = l_4145 << u32(bitcast<u64>(u64(63)));
let l_4147 = l_4143 | l_4146;
let l_4148 = bitcast<f64>(l_4147);
let l_4149 = l_4148 <= l_4090;
if l_4149 {
let l_4150 = bitcast<u32>(l_4096);
let l_4151 = l_4150 + u32(1);
l_mut_3242 = l_4151;
let l_4152 = l_4150 & u32(2147483647);
let l_4153 = l_4152 == u32(0);
if l_4153 {
l_mut_3242 = u32(1);
} else {
let l_4154 = l_4150 & u32(2147483648);
let l_4155 = l_4154 != u32(0);
if l_4155 {
let l_4156 = l_4150 - u32(1);
l_mut_3242 = l_4156;
} else {
let l_4157 = l_4150 == u32(2139095040);
if l_4157 {
l_mut_3242 = l_4150;
}
}
}
let l_4158 = bitcast<f32>(l_mut_3242);
let l_4159 = bitcast<u32>(l_4158);
let l_4160 = l_4159 & u32(2147483647);
let l_4161 = bitcast<f32>(l_4160);
let l_4162 = f64(l_4161);
l_mut_42 = l_4162;
let l_4163 = l_4160 < u32(8388608);
if l_4163 {
let l_4164 = f64(l_4160);
let l_4165 = l_4164 * f64(1.401298464324817e-45);
l_mut_42 = l_4165;
}
let l_4166 = bitcast<u64>(l_mut_42);
let l_4167 = l_4159 >> u32(31);
let l_4168 = u64(l_4167);
let l_4169 = l_4168 << u32(bitcast<u64>(u64(63)));
let l_4170 = l_4166 | l_4169;
let l_4171 = bitcast<f64>(l_4170);
l_mut_65 = l_4171;
}
}
}
l_mut_2226 = l_mut_65;
} else {
}
l_mut_3242 = u32(0);
let l_4172 = l_mut_2480 <= f64(0.0);
let l_4173 = l_mut_2226 >= f64(0.0);
let l_4174 = l_4172 && l_4173;
let l_4175 = !l_4174;
if l_4175 {
let l_4177 = l_mut_2990 / l_mut_2480;
let l_4178 = l_mut_2990 / l_mut_2226;
let l_4179 = l_mut_2736 / l_mut_2480;
let l_4180 = l_mut_2736 / l_mut_2226;
a_4176[u32(0)] = l_4177;
a_4176[u32(1)] = l_4177;
let l_4181 = a_4176[u32(0)];
let l_4182 = l_4178 < l_4181;
if l_4182 {
a_4176[u32(0)] = l_4178;
}
let l_4183 = a_4176[u32(0)];
let l_4184 = l_4179 < l_4183;
if l_4184 {
a_4176[u32(0)] = l_4179;
}
let l_4185 = a_4176[u32(0)];
let l_4186 = l_4180 < l_4185;
if l_4186 {
a_4176[u32(0)] = l_4180;
}
let l_4187 = a_4176[u32(1)];
let l_4188 = l_4178 > l_4187;
if l_4188 {
a_4176[u32(1)] = l_4178;
}
let l_4189 = a_4176[u32(1)];
let l_4190 = l_4179 > l_4189;
if l_4190 {
a_4176[u32(1)] = l_4179;
}
let l_4191 = a_4176[u32(1)];
let l_4192 = l_4180 > l_4191;
if l_4192 {
a_4176[u32(1)] = l_4180;
}
let l_4193 = a_4176[u32(0)];
let l_4194 = abs(l_4193);
let l_4195 = l_4194 * l_mut_715;
let l_4196 = a_4176[u32(1)];
let l_4197 = abs(l_4196);
let l_4198 = l_4197 * l_mut_715;
l_mut_3242 = u32(2);
let l_4199 = a_4176[u32(0)];
let l_4200 = l_4199 - l_4195;
let l_4201 = abs(l_4200);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4202 = l_4201 >= f64(1.1754943508222875e-38);
let l_4203 = l_4201 <= f64(1.7976931348623157e308);
let l_4204 = l_4202 && l_4203;
if l_4204 {
let l_4205 = bitcast<u64>(l_4201);
let l_4206 = l_4205 >> u32(bitcast<u64>(u64(52)));
let l_4207 = l_4206 - u64(23);
let l_4208 = l_4207 << u32(bitcast<u64>(u64(52)));
let l_4209 = bitcast<f64>(l_4208);
l_mut_2990 = l_4209;
}
let l_4210 = l_4199 + l_4195;
let l_4211 = abs(l_4210);
l_mut_2736 = f64(1.401298464324817e-45);
let l_4212 = l_4211 >= f64(1.1754943508222875e-38);
let l_4213 = l_4211 <= f64(1.7976931348623157e308);
let l_4214 = l_4212 && l_4213;
if l_4214 {
let l_4215 = bitcast<u64>(l_4211);
let l_4216 = l_4215 >> u32(bitcast<u64>(u64(52)));
let l_4217 = l_4216 - u64(23);
let l_4218 = l_4217 << u32(bitcast<u64>(u64(52)));
let l_4219 = bitcast<f64>(l_4218);
l_mut_2736 = l_4219;
}
let l_4220 = l_mut_2990 == l_mut_2736;
let l_4221 = a_4176[u32(1)];
let l_4222 = l_4221 - l_4198;
let l_4223 = abs(l_4222);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4224 = l_4223 >= f64(1.1754943508222875e-38);
let l_4225 = l_4223 <= f64(1.7976931348623157e308);
let l_4226 = l_4224 && l_4225;
if l_4226 {
let l_4227 = bitcast<u64>(l_4223);
let l_4228 = l_4227 >> u32(bitcast<u64>(u64(52)));
let l_4229 = l_4228 - u64(23);
let l_4230 = l_4229 << u32(bitcast<u64>(u64(52)));
let l_4231 = bitcast<f64>(l_4230);
l_mut_2990 = l_4231;
}
let l_4232 = l_4221 + l_4198;
let l_4233 = abs(l_4232);
l_mut_2736 = f64(1.401298464324817e-45);
let l_4234 = l_4233 >= f64(1.1754943508222875e-38);
let l_4235 = l_4233 <= f64(1.7976931348623157e308);
let l_4236 = l_4234 && l_4235;
if l_4236 {
let l_4237 = bitcast<u64>(l_4233);
let l_4238 = l_4237 >> u32(bitcast<u64>(u64(52)));
let l_4239 = l_4238 - u64(23);
let l_4240 = l_4239 << u32(bitcast<u64>(u64(52)));
let l_4241 = bitcast<f64>(l_4240);
l_mut_2736 = l_4241;
}
let l_4242 = l_mut_2990 == l_mut_2736;
let l_4243 = l_4220 && l_4242;
if l_4243 {
let l_4244 = a_4176[u32(0)];
let l_4245 = a_4176[u32(0)];
let l_4246 = abs(l_4245);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4247 = l_4246 >= f64(1.1754943508222875e-38);
let l_4248 = l_4246 <= f64(1.7976931348623157e308);
let l_4249 = l_4247 && l_4248;
if l_4249 {
let l_4250 = bitcast<u64>(l_4246);
let l_4251 = l_4250 >> u32(bitcast<u64>(u64(52)));
let l_4252 = l_4251 - u64(23);
let l_4253 = l_4252 << u32(bitcast<u64>(u64(52)));
let l_4254 = bitcast<f64>(l_4253);
l_mut_2990 = l_4254;
}
let l_4255 = l_23 * l_mut_2990;
let l_4256 = l_4244 - l_4255;
let l_4257 = a_4176[u32(1)];
let l_4258 = a_4176[u32(1)];
let l_4259 = abs(l_4258);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4260 = l_4259 >= f64(1.1754943508222875e-38);
let l_4261 = l_4259 <= f64(1.7976931348623157e308);
let l_4262 = l_4260 && l_4261;
if l_4262 {
let l_4263 = bitcast<u64>(l_4259);
let l_4264 = l_4263 >> u32(bitcast<u64>(u64(52)));
let l_4265 = l_4264 - u64(23);
let l_4266 = l_4265 << u32(bitcast<u64>(u64(52)));
let l_4267 = bitcast<f64>(l_4266);
l_mut_2990 = l_4267;
}
let l_4268 = l_23 * l_mut_2990;
let l_4269 = l_4257 + l_4268;
let l_4270 = bitcast<u32>(l_16);
let l_4271 = l_4270 & u32(2147483647);
let l_4272 = bitcast<f32>(l_4271);
let l_4273 = f64(l_4272);
l_mut_2990 = l_4273;
let l_4274 = l_4271 < u32(8388608);
if l_4274 {
let l_4275 = f64(l_4271);
let l_4276 = l_4275 * f64(1.401298464324817e-45);
l_mut_2990 = l_4276;
}
let l_4277 = bitcast<u64>(l_mut_2990);
let l_4278 = l_4270 >> u32(31);
let l_4279 = u64(l_4278);
let l_4280 = l_4279 << u32(bitcast<u64>(u64(63)));
let l_4281 = l_4277 | l_4280;
let l_4282 = bitcast<f64>(l_4281);
let l_4283 = bitcast<u32>(l_16);
let l_4284 = l_4283 + u32(1);
l_mut_4285 = l_4284;
let l_4286 = l_4283 & u32(2147483647);
let l_4287 = l_4286 == u32(0);
if l_4287 {
l_mut_4285 = u32(1);
} else {
let l_4288 = l_4283 & u32(2147483648);
let l_4289 = l_4288 != u32(0);
if l_4289 {
let l_4290 = l_4283 - u32(1);
l_mut_4285 = l_4290;
} else {
let l_4291 = l_4283 == u32(2139095040);
if l_4291 {
l_mut_4285 = l_4283;
}
}
}
let l_4292 = bitcast<f32>(l_mut_4285);
let l_4293 = bitcast<u32>(l_4292);
let l_4294 = l_4293 & u32(2147483647);
let l_4295 = bitcast<f32>(l_4294);
let l_4296 = f64(l_4295);
l_mut_2990 = l_4296;
let l_4297 = l_4294 < u32(8388608);
if l_4297 {
let l_4298 = f64(l_4294);
let l_4299 = l_4298 * f64(1.401298464324817e-45);
l_mut_2990 = l_4299;
}
let l_4300 = bitcast<u64>(l_mut_2990);
let l_4301 = l_4293 >> u32(31);
let l_4302 = u64(l_4301);
let l_4303 = l_4302 << u32(bitcast<u64>(u64(63)));
let l_4304 = l_4300 | l_4303;
let l_4305 = bitcast<f64>(l_4304);
let l_4306 = bitcast<u32>(l_16);
let l_4307 = l_4306 ^ u32(2147483648);
let l_4308 = bitcast<f32>(l_4307);
let l_4309 = bitcast<u32>(l_4308);
let l_4310 = l_4309 + u32(1);
l_mut_4285 = l_4310;
let l_4311 = l_4309 & u32(2147483647);
let l_4312 = l_4311 == u32(0);
if l_4312 {
l_mut_4285 = u32(1);
} else {
let l_4313 = l_4309 & u32(2147483648);
let l_4314 = l_4313 != u32(0);
if l_4314 {
let l_4315 = l_4309 - u32(1);
l_mut_4285 = l_4315;
} else {
let l_4316 = l_4309 == u32(2139095040);
if l_4316 {
l_mut_4285 = l_4309;
}
}
}
let l_4317 = bitcast<f32>(l_mut_4285);
let l_4318 = bitcast<u32>(l_4317);
let l_4319 = l_4318 ^ u32(2147483648);
let l_4320 = bitcast<f32>(l_4319);
let l_4321 = bitcast<u32>(l_4320);
let l_4322 = l_4321 & u32(2147483647);
let l_4323 = bitcast<f32>(l_4322);
let l_4324 = f64(l_4323);
l_mut_2990 = l_4324;
let l_4325 = l_4322 < u32(8388608);
if l_4325 {
let l_4326 = f64(l_4322);
let l_4327 = l_4326 * f64(1.401298464324817e-45);
l_mut_2990 = l_4327;
}
let l_4328 = bitcast<u64>(l_mut_2990);
let l_4329 = l_4321 >> u32(31);
let l_4330 = u64(l_4329);
let l_4331 = l_4330 << u32(bitcast<u64>(u64(63)));
let l_4332 = l_4328 | l_4331;
let l_4333 = bitcast<f64>(l_4332);
let l_4334 = l_4256 + l_4195;
let l_4335 = l_4334 <= l_4282;
l_mut_154 = l_4335;
let l_4336 = l_4256 - l_4195;
let l_4337 = l_4336 > l_4282;
l_mut_151 = l_4337;
let l_4338 = l_4269 - l_4198;
let l_4339 = l_4338 >= l_4282;
l_mut_148 = l_4339;
let l_4340 = l_4269 + l_4198;
let l_4341 = l_4340 < l_4282;
l_mut_145 = l_4341;
let l_4342 = l_4256 + l_4195;
let l_4343 = l_4342 < l_4305;
l_mut_154 = l_4343;
let l_4344 = l_4256 - l_4195;
let l_4345 = l_4344 >= l_4305;
l_mut_151 = l_4345;
let l_4346 = l_4269 - l_4198;
let l_4347 = l_4346 > l_4333;
l_mut_148 = l_4347;
let l_4348 = l_4269 + l_4198;
let l_4349 = l_4348 <= l_4333;
l_mut_145 = l_4349;
l_mut_4285 = u32(2);
let l_4350 = l_mut_151 || l_mut_145;
if l_4350 {
l_mut_4285 = u32(1);
} else {
let l_4351 = l_mut_154 && l_mut_148;
if l_4351 {
l_mut_4285 = u32(0);
}
}
let l_4352 = bitcast<u32>(l_16);
let l_4353 = l_4352 & u32(2147483647);
let l_4354 = l_4353 == u32(0);
if l_4354 {
let l_4355 = l_4256 + l_4195;
let l_4356 = l_4355 < f64(1.1754943508222875e-38);
let l_4357 = l_4269 - l_4198;
let l_4358 = l_4357 > f64(-1.1754943508222875e-38);
let l_4359 = l_4356 && l_4358;
let l_4360 = l_4256 - l_4195;
let l_4361 = l_4360 < f64(1.1754943508222875e-38);
let l_4362 = l_4269 + l_4198;
let l_4363 = l_4362 > f64(-1.1754943508222875e-38);
let l_4364 = l_4361 && l_4363;
if l_4359 {
l_mut_4285 = u32(0);
} else {
let l_4365 = l_mut_4285 == u32(1);
let l_4366 = l_4364 && l_4365;
if l_4366 {
l_mut_4285 = u32(2);
}
}
}
l_mut_3242 = l_mut_4285;
}
}
l_mut_4285 = u32(2);
let l_4367 = l_mut_52 == u32(0);
if l_4367 {
l_mut_4285 = u32(0);
} else {
let l_4368 = l_mut_3242 == u32(1);
if l_4368 {
l_mut_4285 = u32(1);
}
}
l_mut_94 = l_mut_4285;
} else {
let l_4369 = l_mut_1211 - l_20;
let l_4370 = l_mut_1211 + l_20;
let l_4371 = l_mut_1128 - l_20;
let l_4372 = l_mut_1128 + l_20;
let l_4373 = abs(l_4371);
let l_4374 = l_4373 > l_2108;
let l_4375 = abs(l_4372);
let l_4376 = l_4375 > l_2108;
let l_4377 = l_4374 && l_4376;
if l_4377 {
let l_4378 = l_2106 + l_2108;
let l_4379 = abs(l_4371);
let l_4380 = abs(l_4372);
l_mut_2990 = l_4379;
let l_4381 = l_4380 < l_4379;
if l_4381 {
l_mut_2990 = l_4380;
}
let l_4382 = l_4378 / l_mut_2990;
let l_4383 = abs(l_4369);
let l_4384 = abs(l_4370);
l_mut_2990 = l_4383;
let l_4385 = l_4384 < l_4383;
if l_4385 {
l_mut_2990 = l_4384;
}
let l_4386 = l_2106 / l_mut_2990;
let l_4387 = l_4382 + l_4386;
l_mut_715 = l_mut_715 + l_4387;
l_mut_4285 = u32(0);
let l_4388 = l_4371 <= f64(0.0);
let l_4389 = l_4372 >= f64(0.0);
let l_4390 = l_4388 && l_4389;
let l_4391 = !l_4390;
if l_4391 {
let l_4393 = l_4369 / l_4371;
let l_4394 = l_4369 / l_4372;
let l_4395 = l_4370 / l_4371;
let l_4396 = l_4370 / l_4372;
a_4392[u32(0)] = l_4393;
a_4392[u32(1)] = l_4393;
let l_4397 = a_4392[u32(0)];
let l_4398 = l_4394 < l_4397;
if l_4398 {
a_4392[u32(0)] = l_4394;
}
let l_4399 = a_4392[u32(0)];
let l_4400 = l_4395 < l_4399;
if l_4400 {
a_4392[u32(0)] = l_4395;
}
let l_4401 = a_4392[u32(0)];
let l_4402 = l_4396 < l_4401;
if l_4402 {
a_4392[u32(0)] = l_4396;
}
let l_4403 = a_4392[u32(1)];
let l_4404 = l_4394 > l_4403;
if l_4404 {
a_4392[u32(1)] = l_4394;
}
let l_4405 = a_4392[u32(1)];
let l_4406 = l_4395 > l_4405;
if l_4406 {
a_4392[u32(1)] = l_4395;
}
let l_4407 = a_4392[u32(1)];
let l_4408 = l_4396 > l_4407;
if l_4408 {
a_4392[u32(1)] = l_4396;
}
let l_4409 = a_4392[u32(0)];
let l_4410 = abs(l_4409);
let l_4411 = l_4410 * l_mut_715;
let l_4412 = a_4392[u32(1)];
let l_4413 = abs(l_4412);
let l_4414 = l_4413 * l_mut_715;
l_mut_4285 = u32(2);
let l_4415 = a_4392[u32(0)];
let l_4416 = l_4415 - l_4411;
let l_4417 = abs(l_4416);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4418 = l_4417 >= f64(1.1754943508222875e-38);
let l_4419 = l_4417 <= f64(1.7976931348623157e308);
let l_4420 = l_4418 && l_4419;
if l_4420 {
let l_4421 = bitcast<u64>(l_4417);
let l_4422 = l_4421 >> u32(bitcast<u64>(u64(52)));
let l_4423 = l_4422 - u64(23);
let l_4424 = l_4423 << u32(bitcast<u64>(u64(52)));
let l_4425 = bitcast<f64>(l_4424);
l_mut_2990 = l_4425;
}
let l_4426 = l_4415 + l_4411;
let l_4427 = abs(l_4426);
l_mut_2736 = f64(1.401298464324817e-45);
let l_4428 = l_4427 >= f64(1.1754943508222875e-38);
let l_4429 = l_4427 <= f64(1.7976931348623157e308);
let l_4430 = l_4428 && l_4429;
if l_4430 {
let l_4431 = bitcast<u64>(l_4427);
let l_4432 = l_4431 >> u32(bitcast<u64>(u64(52)));
let l_4433 = l_4432 - u64(23);
let l_4434 = l_4433 << u32(bitcast<u64>(u64(52)));
let l_4435 = bitcast<f64>(l_4434);
l_mut_2736 = l_4435;
}
let l_4436 = l_mut_2990 == l_mut_2736;
let l_4437 = a_4392[u32(1)];
let l_4438 = l_4437 - l_4414;
let l_4439 = abs(l_4438);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4440 = l_4439 >= f64(1.1754943508222875e-38);
let l_4441 = l_4439 <= f64(1.7976931348623157e308);
let l_4442 = l_4440 && l_4441;
if l_4442 {
let l_4443 = bitcast<u64>(l_4439);
let l_4444 = l_4443 >> u32(bitcast<u64>(u64(52)));
let l_4445 = l_4444 - u64(23);
let l_4446 = l_4445 << u32(bitcast<u64>(u64(52)));
let l_4447 = bitcast<f64>(l_4446);
l_mut_2990 = l_4447;
}
let l_4448 = l_4437 + l_4414;
let l_4449 = abs(l_4448);
l_mut_2736 = f64(1.401298464324817e-45);
let l_4450 = l_4449 >= f64(1.1754943508222875e-38);
let l_4451 = l_4449 <= f64(1.7976931348623157e308);
let l_4452 = l_4450 && l_4451;
if l_4452 {
let l_4453 = bitcast<u64>(l_4449);
let l_4454 = l_4453 >> u32(bitcast<u64>(u64(52)));
let l_4455 = l_4454 - u64(23);
let l_4456 = l_4455 << u32(bitcast<u64>(u64(52)));
let l_4457 = bitcast<f64>(l_4456);
l_mut_2736 = l_4457;
}
let l_4458 = l_mut_2990 == l_mut_2736;
let l_4459 = l_4436 && l_4458;
if l_4459 {
let l_4460 = a_4392[u32(0)];
let l_4461 = a_4392[u32(0)];
let l_4462 = abs(l_4461);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4463 = l_4462 >= f64(1.1754943508222875e-38);
let l_4464 = l_4462 <= f64(1.7976931348623157e308);
let l_4465 = l_4463 && l_4464;
if l_4465 {
let l_4466 = bitcast<u64>(l_4462);
let l_4467 = l_4466 >> u32(bitcast<u64>(u64(52)));
let l_4468 = l_4467 - u64(23);
let l_4469 = l_4468 << u32(bitcast<u64>(u64(52)));
let l_4470 = bitcast<f64>(l_4469);
l_mut_2990 = l_4470;
}
let l_4471 = l_23 * l_mut_2990;
let l_4472 = l_4460 - l_4471;
let l_4473 = a_4392[u32(1)];
let l_4474 = a_4392[u32(1)];
let l_4475 = abs(l_4474);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4476 = l_4475 >= f64(1.1754943508222875e-38);
let l_4477 = l_4475 <= f64(1.7976931348623157e308);
let l_4478 = l_4476 && l_4477;
if l_4478 {
let l_4479 = bitcast<u64>(l_4475);
let l_4480 = l_4479 >> u32(bitcast<u64>(u64(52)));
let l_4481 = l_4480 - u64(23);
let l_4482 = l_4481 << u32(bitcast<u64>(u64(52)));
let l_4483 = bitcast<f64>(l_4482);
l_mut_2990 = l_4483;
}
let l_4484 = l_23 * l_mut_2990;
let l_4485 = l_4473 + l_4484;
let l_4486 = bitcast<u32>(l_16);
let l_4487 = l_4486 & u32(2147483647);
let l_4488 = bitcast<f32>(l_4487);
let l_4489 = f64(l_4488);
l_mut_2990 = l_4489;
let l_4490 = l_4487 < u32(8388608);
if l_4490 {
let l_4491 = f64(l_4487);
let l_4492 = l_4491 * f64(1.401298464324817e-45);
l_mut_2990 = l_4492;
}
let l_4493 = bitcast<u64>(l_mut_2990);
let l_4494 = l_4486 >> u32(31);
let l_4495 = u64(l_4494);
let l_4496 = l_4495 << u32(bitcast<u64>(u64(63)));
let l_4497 = l_4493 | l_4496;
let l_4498 = bitcast<f64>(l_4497);
let l_4499 = bitcast<u32>(l_16);
let l_4500 = l_4499 + u32(1);
l_mut_3242 = l_4500;
let l_4501 = l_4499 & u32(2147483647);
let l_4502 = l_4501 == u32(0);
if l_4502 {
l_mut_3242 = u32(1);
} else {
let l_4503 = l_4499 & u32(2147483648);
let l_4504 = l_4503 != u32(0);
if l_4504 {
let l_4505 = l_4499 - u32(1);
l_mut_3242 = l_4505;
} else {
let l_4506 = l_4499 == u32(2139095040);
if l_4506 {
l_mut_3242 = l_4499;
}
}
}
let l_4507 = bitcast<f32>(l_mut_3242);
let l_4508 = bitcast<u32>(l_4507);
let l_4509 = l_4508 & u32(2147483647);
let l_4510 = bitcast<f32>(l_4509);
let l_4511 = f64(l_4510);
l_mut_2990 = l_4511;
let l_4512 = l_4509 < u32(8388608);
if l_4512 {
let l_4513 = f64(l_4509);
let l_4514 = l_4513 * f64(1.401298464324817e-45);
l_mut_2990 = l_4514;
}
let l_4515 = bitcast<u64>(l_mut_2990);
let l_4516 = l_4508 >> u32(31);
let l_4517 = u64(l_4516);
let l_4518 = l_4517 << u32(bitcast<u64>(u64(63)));
let l_4519 = l_4515 | l_4518;
let l_4520 = bitcast<f64>(l_4519);
let l_4521 = bitcast<u32>(l_16);
let l_4522 = l_4521 ^ u32(2147483648);
let l_4523 = bitcast<f32>(l_4522);
let l_4524 = bitcast<u32>(l_4523);
let l_4525 = l_4524 + u32(1);
l_mut_3242 = l_4525;
let l_4526 = l_4524 & u32(2147483647);
let l_4527 = l_4526 == u32(0);
if l_4527 {
l_mut_3242 = u32(1);
} else {
let l_4528 = l_4524 & u32(2147483648);
let l_4529 = l_4528 != u32(0);
if l_4529 {
let l_4530 = l_4524 - u32(1);
l_mut_3242 = l_4530;
} else {
let l_4531 = l_4524 == u32(2139095040);
if l_4531 {
l_mut_3242 = l_4524;
}
}
}
let l_4532 = bitcast<f32>(l_mut_3242);
let l_4533 = bitcast<u32>(l_4532);
let l_4534 = l_4533 ^ u32(2147483648);
let l_4535 = bitcast<f32>(l_4534);
let l_4536 = bitcast<u32>(l_4535);
let l_4537 = l_4536 & u32(2147483647);
let l_4538 = bitcast<f32>(l_4537);
let l_4539 = f64(l_4538);
l_mut_2990 = l_4539;
let l_4540 = l_4537 < u32(8388608);
if l_4540 {
let l_4541 = f64(l_4537);
let l_4542 = l_4541 * f64(1.401298464324817e-45);
l_mut_2990 = l_4542;
}
let l_4543 = bitcast<u64>(l_mut_2990);
let l_4544 = l_4536 >> u32(31);
let l_4545 = u64(l_4544);
let l_4546 = l_4545 << u32(bitcast<u64>(u64(63)));
let l_4547 = l_4543 | l_4546;
let l_4548 = bitcast<f64>(l_4547);
let l_4549 = l_4472 + l_4411;
let l_4550 = l_4549 <= l_4498;
l_mut_154 = l_4550;
let l_4551 = l_4472 - l_4411;
let l_4552 = l_4551 > l_4498;
l_mut_151 = l_4552;
let l_4553 = l_4485 - l_4414;
let l_4554 = l_4553 >= l_4498;
l_mut_148 = l_4554;
let l_4555 = l_4485 + l_4414;
let l_4556 = l_4555 < l_4498;
l_mut_145 = l_4556;
l_mut_3242 = u32(2);
let l_4557 = l_mut_151 || l_mut_145;
if l_4557 {
l_mut_3242 = u32(1);
} else {
let l_4558 = l_mut_154 && l_mut_148;
if l_4558 {
l_mut_3242 = u32(0);
}
}
let l_4559 = bitcast<u32>(l_16);
let l_4560 = l_4559 & u32(2147483647);
let l_4561 = l_4560 == u32(0);
if l_4561 {
let l_4562 = l_4472 + l_4411;
let l_4563 = l_4562 < f64(1.1754943508222875e-38);
let l_4564 = l_4485 - l_4414;
let l_4565 = l_4564 > f64(-1.1754943508222875e-38);
let l_4566 = l_4563 && l_4565;
let l_4567 = l_4472 - l_4411;
let l_4568 = l_4567 < f64(1.1754943508222875e-38);
let l_4569 = l_4485 + l_4414;
let l_4570 = l_4569 > f64(-1.1754943508222875e-38);
let l_4571 = l_4568 && l_4570;
if l_4566 {
l_mut_3242 = u32(0);
} else {
let l_4572 = l_mut_3242 == u32(1);
let l_4573 = l_4571 && l_4572;
if l_4573 {
l_mut_3242 = u32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
}
l_mut_94 = l_mut_4285;
}
}
l_mut_35 = l_mut_94;
} else {
let l_4574 = l_32 <= l_26;
if l_4574 {
let l_4575 = f32(l_31);
let l_4576 = bitcast<u32>(l_4575);
let l_4577 = l_4576 & u32(2147483647);
let l_4578 = bitcast<f32>(l_4577);
let l_4579 = f64(l_4578);
l_mut_2990 = l_4579;
let l_4580 = l_4577 < u32(8388608);
if l_4580 {
let l_4581 = f64(l_4577);
let l_4582 = l_4581 * f64(1.401298464324817e-45);
l_mut_2990 = l_4582;
}
let l_4583 = bitcast<u64>(l_mut_2990);
let l_4584 = l_4576 >> u32(31);
let l_4585 = u64(l_4584);
let l_4586 = l_4585 << u32(bitcast<u64>(u64(63)));
let l_4587 = l_4583 | l_4586;
let l_4588 = bitcast<f64>(l_4587);
let l_4589 = abs(l_4588);
l_mut_2990 = l_4589;
l_mut_4285 = u32(0);
let l_4590 = l_4589 >= f64(0.785);
if l_4590 {
let l_4591 = l_4589 * f64(0.6366197723675814);
let l_4592 = l_4591 + f64(0.5);
let l_4593 = floor(l_4592);
let l_4594 = l_4593 * f64(1.570796325802803);
let l_4595 = l_4589 - l_4594;
let l_4596 = l_4595 * l_4;
let l_4597 = l_4593 * f64(9.920935796805404e-10);
let l_4598 = l_4596 - l_4597;
l_mut_2990 = l_4598;
let l_4599 = u32(l_4593);
l_mut_4285 = l_4599;
}
let l_4600 = bitcast<u32>(l_4575);
let l_4601 = l_4600 >= u32(2147483648);
let l_4602 = l_mut_2990 * l_mut_2990;
let l_4603 = l_4602 * f64(1.9572941063391263e-20);
let l_4604 = f64(8.22063524662433e-18) - l_4603;
l_mut_2736 = l_4604;
let l_4605 = l_mut_2736 * l_4602;
let l_4606 = l_4605 - f64(2.8114572543455206e-15);
l_mut_2736 = l_4606;
let l_4607 = l_mut_2736 * l_4602;
let l_4608 = l_4607 + f64(7.647163731819816e-13);
l_mut_2736 = l_4608;
let l_4609 = l_mut_2736 * l_4602;
let l_4610 = l_4609 - f64(1.6059043836821613e-10);
l_mut_2736 = l_4610;
let l_4611 = l_mut_2736 * l_4602;
let l_4612 = l_4611 + f64(2.505210838544172e-8);
l_mut_2736 = l_4612;
let l_4613 = l_mut_2736 * l_4602;
let l_4614 = l_4613 - f64(2.7557319223985893e-6);
l_mut_2736 = l_4614;
let l_4615 = l_mut_2736 * l_4602;
let l_4616 = l_4615 + f64(0.0001984126984126984);
l_mut_2736 = l_4616;
let l_4617 = l_mut_2736 * l_4602;
let l_4618 = l_4617 - f64(0.008333333333333333);
l_mut_2736 = l_4618;
let l_4619 = l_mut_2736 * l_4602;
let l_4620 = l_4619 + f64(0.16666666666666666);
l_mut_2736 = l_4620;
let l_4621 = f64(0.5) * l_4602;
let l_4622 = f64(1.0) - l_4621;
let l_4623 = f64(0.0) * l_4622;
let l_4624 = l_mut_2990 * l_4602;
let l_4625 = l_4624 * l_mut_2736;
let l_4626 = l_4623 - l_4625;
let l_4627 = l_mut_2990 + l_4626;
let l_4628 = l_mut_2990 * l_mut_2990;
let l_4629 = l_4628 * f64(4.110317623312165e-19);
let l_4630 = l_4629 - f64(1.5619206968586225e-16);
l_mut_2736 = l_4630;
let l_4631 = l_mut_2736 * l_4628;
let l_4632 = l_4631 + f64(4.779477332387385e-14);
l_mut_2736 = l_4632;
let l_4633 = l_mut_2736 * l_4628;
let l_4634 = l_4633 - f64(1.1470745597729725e-11);
l_mut_2736 = l_4634;
let l_4635 = l_mut_2736 * l_4628;
let l_4636 = l_4635 + f64(2.08767569878681e-9);
l_mut_2736 = l_4636;
let l_4637 = l_mut_2736 * l_4628;
let l_4638 = l_4637 - f64(2.755731922398589e-7);
l_mut_2736 = l_4638;
let l_4639 = l_mut_2736 * l_4628;
let l_4640 = l_4639 + f64(2.48015873015873e-5);
l_mut_2736 = l_4640;
let l_4641 = l_mut_2736 * l_4628;
let l_4642 = l_4641 - f64(0.001388888888888889);
l_mut_2736 = l_4642;
let l_4643 = l_mut_2736 * l_4628;
let l_4644 = l_4643 + f64(0.041666666666666664);
l_mut_2736 = l_4644;
let l_4645 = f64(0.5) * l_4628;
let l_4646 = f64(1.0) - l_4645;
let l_4647 = l_4628 * l_4628;
let l_4648 = l_4647 * l_mut_2736;
let l_4649 = f64(0.0) * l_mut_2990;
let l_4650 = l_4648 - l_4649;
let l_4651 = l_4646 + l_4650;
let l_4652 = l_mut_4285 & u32(1);
let l_4653 = l_4652 == u32(1);
l_mut_2990 = l_4627;
let l_4654 = l_mut_4285 & u32(2);
let l_4655 = l_4654 != u32(0);
l_mut_154 = l_4655;
let l_4656 = u32(6) == u32(6);
if l_4656 {
if l_4653 {
l_mut_2990 = l_4651;
}
} else {
let l_4657 = u32(6) == u32(7);
if l_4657 {
l_mut_2990 = l_4651;
if l_4653 {
l_mut_2990 = l_4627;
}
let l_4658 = l_mut_4285 + u32(1);
let l_4659 = l_4658 & u32(2);
let l_4660 = l_4659 != u32(0);
l_mut_154 = l_4660;
} else {
let l_4661 = l_4627 / l_4651;
l_mut_2990 = l_4661;
if l_4653 {
let l_4662 = l_4651 / l_4627;
l_mut_2990 = l_4662;
}
l_mut_154 = l_4653;
}
}
let l_4663 = u32(6) != u32(7);
let l_4664 = l_4663 && l_4601;
if l_4664 {
let l_4665 = !l_mut_154;
l_mut_154 = l_4665;
}
if l_mut_154 {
let l_4666 = -l_mut_2990;
l_mut_2990 = l_4666;
}
let l_4667 = f32(l_31);
let l_4668 = bitcast<u32>(l_4667);
let l_4669 = l_4668 & u32(2147483647);
let l_4670 = bitcast<f32>(l_4669);
let l_4671 = f64(l_4670);
l_mut_2736 = l_4671;
let l_4672 = l_4669 < u32(8388608);
if l_4672 {
let l_4673 = f64(l_4669);
let l_4674 = l_4673 * f64(1.401298464324817e-45);
l_mut_2736 = l_4674;
}
let l_4675 = bitcast<u64>(l_mut_2736);
let l_4676 = l_4668 >> u32(31);
let l_4677 = u64(l_4676);
let l_4678 = l_4677 << u32(bitcast<u64>(u64(63)));
let l_4679 = l_4675 | l_4678;
let l_4680 = bitcast<f64>(l_4679);
let l_4681 = abs(l_4680);
l_mut_2736 = l_4681;
l_mut_4285 = u32(0);
let l_4682 = l_4681 >= f64(0.785);
if l_4682 {
let l_4683 = l_4681 * f64(0.6366197723675814);
let l_4684 = l_4683 + f64(0.5);
let l_4685 = floor(l_4684);
let l_4686 = l_4685 * f64(1.570796325802803);
let l_4687 = l_4681 - l_4686;
let l_4688 = l_4687 * l_4;
let l_4689 = l_4685 * f64(9.920935796805404e-10);
let l_4690 = l_4688 - l_4689;
l_mut_2736 = l_4690;
let l_4691 = u32(l_4685);
l_mut_4285 = l_4691;
}
let l_4692 = bitcast<u32>(l_4667);
let l_4693 = l_4692 >= u32(2147483648);
let l_4694 = l_mut_2736 * l_mut_2736;
let l_4695 = l_4694 * f64(1.9572941063391263e-20);
let l_4696 = f64(8.22063524662433e-18) - l_4695;
l_mut_2480 = l_4696;
let l_4697 = l_mut_2480 * l_4694;
let l_4698 = l_4697 - f64(2.8114572543455206e-15);
l_mut_2480 = l_4698;
let l_4699 = l_mut_2480 * l_4694;
let l_4700 = l_4699 + f64(7.647163731819816e-13);
l_mut_2480 = l_4700;
let l_4701 = l_mut_2480 * l_4694;
let l_4702 = l_4701 - f64(1.6059043836821613e-10);
l_mut_2480 = l_4702;
let l_4703 = l_mut_2480 * l_4694;
let l_4704 = l_4703 + f64(2.505210838544172e-8);
l_mut_2480 = l_4704;
let l_4705 = l_mut_2480 * l_4694;
let l_4706 = l_4705 - f64(2.7557319223985893e-6);
l_mut_2480 = l_4706;
let l_4707 = l_mut_2480 * l_4694;
let l_4708 = l_4707 + f64(0.0001984126984126984);
l_mut_2480 = l_4708;
let l_4709 = l_mut_2480 * l_4694;
let l_4710 = l_4709 - f64(0.008333333333333333);
l_mut_2480 = l_4710;
let l_4711 = l_mut_2480 * l_4694;
let l_4712 = l_4711 + f64(0.16666666666666666);
l_mut_2480 = l_4712;
let l_4713 = f64(0.5) * l_4694;
let l_4714 = f64(1.0) - l_4713;
let l_4715 = f64(0.0) * l_4714;
let l_4716 = l_mut_2736 * l_4694;
let l_4717 = l_4716 * l_mut_2480;
let l_4718 = l_4715 - l_4717;
let l_4719 = l_mut_2736 + l_4718;
let l_4720 = l_mut_2736 * l_mut_2736;
let l_4721 = l_4720 * f64(4.110317623312165e-19);
let l_4722 = l_4721 - f64(1.5619206968586225e-16);
l_mut_2480 = l_4722;
let l_4723 = l_mut_2480 * l_4720;
let l_4724 = l_4723 + f64(4.779477332387385e-14);
l_mut_2480 = l_4724;
let l_4725 = l_mut_2480 * l_4720;
let l_4726 = l_4725 - f64(1.1470745597729725e-11);
l_mut_2480 = l_4726;
let l_4727 = l_mut_2480 * l_4720;
let l_4728 = l_4727 + f64(2.08767569878681e-9);
l_mut_2480 = l_4728;
let l_4729 = l_mut_2480 * l_4720;
let l_4730 = l_4729 - f64(2.755731922398589e-7);
l_mut_2480 = l_4730;
let l_4731 = l_mut_2480 * l_4720;
let l_4732 = l_4731 + f64(2.48015873015873e-5);
l_mut_2480 = l_4732;
let l_4733 = l_mut_2480 * l_4720;
let l_4734 = l_4733 - f64(0.001388888888888889);
l_mut_2480 = l_4734;
let l_4735 = l_mut_2480 * l_4720;
let l_4736 = l_4735 + f64(0.041666666666666664);
l_mut_2480 = l_4736;
let l_4737 = f64(0.5) * l_4720;
let l_4738 = f64(1.0) - l_4737;
let l_4739 = l_4720 * l_4720;
let l_4740 = l_4739 * l_mut_2480;
let l_4741 = f64(0.0) * l_mut_2736;
let l_4742 = l_4740 - l_4741;
let l_4743 = l_4738 + l_4742;
let l_4744 = l_mut_4285 & u32(1);
let l_4745 = l_4744 == u32(1);
l_mut_2736 = l_4719;
let l_4746 = l_mut_4285 & u32(2);
let l_4747 = l_4746 != u32(0);
l_mut_154 = l_4747;
let l_4748 = u32(7) == u32(6);
if l_4748 {
if l_4745 {
l_mut_2736 = l_4743;
}
} else {
let l_4749 = u32(7) == u32(7);
if l_4749 {
l_mut_2736 = l_4743;
if l_4745 {
l_mut_2736 = l_4719;
}
let l_4750 = l_mut_4285 + u32(1);
let l_4751 = l_4750 & u32(2);
let l_4752 = l_4751 != u32(0);
l_mut_154 = l_4752;
} else {
let l_4753 = l_4719 / l_4743;
l_mut_2736 = l_4753;
if l_4745 {
let l_4754 = l_4743 / l_4719;
l_mut_2736 = l_4754;
}
l_mut_154 = l_4745;
}
}
let l_4755 = u32(7) != u32(7);
let l_4756 = l_4755 && l_4693;
if l_4756 {
let l_4757 = !l_mut_154;
l_mut_154 = l_4757;
}
if l_mut_154 {
let l_4758 = -l_mut_2736;
l_mut_2736 = l_4758;
}
let l_4759 = abs(l_mut_2990);
let l_4760 = l_4759 * f64(1.4551915228366852e-11);
let l_4761 = abs(l_mut_2736);
let l_4762 = l_4761 * f64(1.4551915228366852e-11);
let l_4763 = l_mut_2990 - l_20;
let l_4764 = l_mut_2990 + l_20;
let l_4765 = l_mut_2736 - l_20;
let l_4766 = l_mut_2736 + l_20;
l_mut_4285 = u32(2);
let l_4767 = abs(l_4765);
let l_4768 = l_4767 <= l_4762;
let l_4769 = abs(l_4766);
let l_4770 = l_4769 <= l_4762;
let l_4771 = l_4768 || l_4770;
let l_4772 = !l_4771;
if l_4772 {
l_mut_4285 = u32(0);
let l_4773 = l_4765 <= f64(0.0);
let l_4774 = l_4766 >= f64(0.0);
let l_4775 = l_4773 && l_4774;
let l_4776 = !l_4775;
if l_4776 {
let l_4777 = abs(l_4765);
let l_4778 = abs(l_4766);
l_mut_2990 = l_4777;
let l_4779 = l_4778 < l_4777;
if l_4779 {
l_mut_2990 = l_4778;
}
let l_4780 = l_4762 / l_mut_2990;
let l_4781 = l_4780 + f64(1.4551915228366852e-11);
let l_4782 = f64(1.0) / l_4766;
let l_4783 = f64(1.0) / l_4765;
let l_4784 = abs(l_4782);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4785 = l_4784 >= f64(1.1754943508222875e-38);
let l_4786 = l_4784 <= f64(1.7976931348623157e308);
let l_4787 = l_4785 && l_4786;
if l_4787 {
let l_4788 = bitcast<u64>(l_4784);
let l_4789 = l_4788 >> u32(bitcast<u64>(u64(52)));
let l_4790 = l_4789 - u64(23);
let l_4791 = l_4790 << u32(bitcast<u64>(u64(52)));
let l_4792 = bitcast<f64>(l_4791);
l_mut_2990 = l_4792;
}
let l_4793 = l_23 * l_mut_2990;
let l_4794 = l_4782 - l_4793;
let l_4795 = abs(l_4783);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4796 = l_4795 >= f64(1.1754943508222875e-38);
let l_4797 = l_4795 <= f64(1.7976931348623157e308);
let l_4798 = l_4796 && l_4797;
if l_4798 {
let l_4799 = bitcast<u64>(l_4795);
let l_4800 = l_4799 >> u32(bitcast<u64>(u64(52)));
let l_4801 = l_4800 - u64(23);
let l_4802 = l_4801 << u32(bitcast<u64>(u64(52)));
let l_4803 = bitcast<f64>(l_4802);
l_mut_2990 = l_4803;
}
let l_4804 = l_23 * l_mut_2990;
let l_4805 = l_4783 + l_4804;
let l_4807 = l_4763 * l_4794;
let l_4808 = l_4763 * l_4805;
let l_4809 = l_4764 * l_4794;
let l_4810 = l_4764 * l_4805;
a_4806[u32(0)] = l_4807;
a_4806[u32(1)] = l_4807;
let l_4811 = a_4806[u32(0)];
let l_4812 = l_4808 < l_4811;
if l_4812 {
a_4806[u32(0)] = l_4808;
}
let l_4813 = a_4806[u32(0)];
let l_4814 = l_4809 < l_4813;
if l_4814 {
a_4806[u32(0)] = l_4809;
}
let l_4815 = a_4806[u32(0)];
let l_4816 = l_4810 < l_4815;
if l_4816 {
a_4806[u32(0)] = l_4810;
}
let l_4817 = a_4806[u32(1)];
let l_4818 = l_4808 > l_4817;
if l_4818 {
a_4806[u32(1)] = l_4808;
}
let l_4819 = a_4806[u32(1)];
let l_4820 = l_4809 > l_4819;
if l_4820 {
a_4806[u32(1)] = l_4809;
}
let l_4821 = a_4806[u32(1)];
let l_4822 = l_4810 > l_4821;
if l_4822 {
a_4806[u32(1)] = l_4810;
}
let l_4823 = abs(l_4763);
let l_4824 = abs(l_4764);
l_mut_2990 = l_4823;
let l_4825 = l_4824 > l_4823;
if l_4825 {
l_mut_2990 = l_4824;
}
let l_4826 = abs(l_4794);
let l_4827 = abs(l_4805);
l_mut_2736 = l_4826;
let l_4828 = l_4827 > l_4826;
if l_4828 {
l_mut_2736 = l_4827;
}
let l_4829 = l_mut_2990 * l_mut_2736;
let l_4830 = l_4781 + f64(1.4551915228366852e-11);
let l_4831 = l_4829 * l_4830;
let l_4832 = l_4760 * l_mut_2736;
let l_4833 = l_4831 + l_4832;
l_mut_4285 = u32(2);
let l_4834 = abs(l_4782);
let l_4835 = l_4834 * l_4781;
let l_4836 = l_4782 - l_4835;
let l_4837 = abs(l_4836);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4838 = l_4837 >= f64(1.1754943508222875e-38);
let l_4839 = l_4837 <= f64(1.7976931348623157e308);
let l_4840 = l_4838 && l_4839;
if l_4840 {
let l_4841 = bitcast<u64>(l_4837);
let l_4842 = l_4841 >> u32(bitcast<u64>(u64(52)));
let l_4843 = l_4842 - u64(23);
let l_4844 = l_4843 << u32(bitcast<u64>(u64(52)));
let l_4845 = bitcast<f64>(l_4844);
l_mut_2990 = l_4845;
}
let l_4846 = l_4782 + l_4835;
let l_4847 = abs(l_4846);
l_mut_2736 = f64(1.401298464324817e-45);
let l_4848 = l_4847 >= f64(1.1754943508222875e-38);
let l_4849 = l_4847 <= f64(1.7976931348623157e308);
let l_4850 = l_4848 && l_4849;
if l_4850 {
let l_4851 = bitcast<u64>(l_4847);
let l_4852 = l_4851 >> u32(bitcast<u64>(u64(52)));
let l_4853 = l_4852 - u64(23);
let l_4854 = l_4853 << u32(bitcast<u64>(u64(52)));
let l_4855 = bitcast<f64>(l_4854);
l_mut_2736 = l_4855;
}
let l_4856 = l_mut_2990 == l_mut_2736;
let l_4857 = abs(l_4783);
let l_4858 = l_4857 * l_4781;
let l_4859 = l_4783 - l_4858;
let l_4860 = abs(l_4859);
l_mut_2990 = f64(1.401298464324817e-45);
let l_4861 = l_4860 >= f64(1.1754943508222875e-38);
let l_4862 = l_4860 <= f64(1.7976931348623157e308);
let l_4863 = l_4861 && l_4862;
if l_4863 {
let l_4864 = bitcast<u64>(l_4860);
let l_4865 = l_4864 >> u32(bitcast<u64>(u64(52)));
let l_4866 = l_4865 - u64(23);
let l_4867 = l_4866 << u32(bitcast<u64>(u64(52)));
let l_4868 = bitcast<f64>(l_4867);
l_mut_2990 = l_4868;
}
let l_4869 = l_4783 + l_4858;
let l_4870 = abs(l_4869);
l_mut_2736 = f64(1.401298464324817e-45);
let l_4871 = l_4870 >= f64(1.1754943508222875e-38);
let l_4872 = l_4870 <= f64(1.7976931348623157e308);
let l_4873 = l_4871 && l_4872;
if l_4873 {
let l_4874 = bitcast<u64>(l_4870);
let l_4875 = l_4874 >> u32(bitcast<u64>(u64(52)));
let l_4876 = l_4875 - u64(23);
let l_4877 = l_4876 << u32(bitcast<u64>(u64(52)));
let l_4878 = bitcast<f64>(l_4877);
l_mut_2736 = l_4878;
}
let l_4879 = l_mut_2990 == l_mut_2736;
let l_4880 = l_4856 && l_4879;
if l_4880 {
let l_4881 = a_4806[u32(0)];
let l_4882 = a_4806[u32(1)];
let l_4883 = bitcast<u32>(l_16);
let l_4884 = l_4883 & u32(2147483647);
let l_4885 = bitcast<f32>(l_4884);
let l_4886 = f64(l_4885);
l_mut_2990 = l_4886;
let l_4887 = l_4884 < u32(8388608);
if l_4887 {
let l_4888 = f64(l_4884);
let l_4889 = l_4888 * f64(1.401298464324817e-45);
l_mut_2990 = l_4889;
}
let l_4890 = bitcast<u64>(l_mut_2990);
let l_4891 = l_4883 >> u32(31);
let l_4892 = u64(l_4891);
let l_4893 = l_4892 << u32(bitcast<u64>(u64(63)));
let l_4894 = l_4890 | l_4893;
let l_4895 = bitcast<f64>(l_4894);
let l_4896 = bitcast<u32>(l_16);
let l_4897 = l_4896 + u32(1);
l_mut_3242 = l_4897;
let l_4898 = l_4896 & u32(2147483647);
let l_4899 = l_4898 == u32(0);
if l_4899 {
l_mut_3242 = u32(1);
} else {
let l_4900 = l_4896 & u32(2147483648);
let l_4901 = l_4900 != u32(0);
if l_4901 {
let l_4902 = l_4896 - u32(1);
l_mut_3242 = l_4902;
} else {
let l_4903 = l_4896 == u32(2139095040);
if l_4903 {
l_mut_3242 = l_4896;
}
}
}
let l_4904 = bitcast<f32>(l_mut_3242);
let l_4905 = bitcast<u32>(l_4904);
let l_4906 = l_4905 & u32(2147483647);
let l_4907 = bitcast<f32>(l_4906);
let l_4908 = f64(l_4907);
l_mut_2990 = l_4908;
let l_4909 = l_4906 < u32(8388608);
if l_4909 {
let l_4910 = f64(l_4906);
let l_4911 = l_4910 * f64(1.401298464324817e-45);
l_mut_2990 = l_4911;
}
let l_4912 = bitcast<u64>(l_mut_2990);
let l_4913 = l_4905 >> u32(31);
let l_4914 = u64(l_4913);
let l_4915 = l_4914 << u32(bitcast<u64>(u64(63)));
let l_4916 = l_4912 | l_4915;
let l_4917 = bitcast<f64>(l_4916);
let l_4918 = bitcast<u32>(l_16);
let l_4919 = l_4918 ^ u32(2147483648);
let l_4920 = bitcast<f32>(l_4919);
let l_4921 = bitcast<u32>(l_4920);
let l_4922 = l_4921 + u32(1);
l_mut_3242 = l_4922;
let l_4923 = l_4921 & u32(2147483647);
let l_4924 = l_4923 == u32(0);
if l_4924 {
l_mut_3242 = u32(1);
} else {
let l_4925 = l_4921 & u32(2147483648);
let l_4926 = l_4925 != u32(0);
if l_4926 {
let l_4927 = l_4921 - u32(1);
l_mut_3242 = l_4927;
} else {
let l_4928 = l_4921 == u32(2139095040);
if l_4928 {
l_mut_3242 = l_4921;
}
}
}
let l_4929 = bitcast<f32>(l_mut_3242);
let l_4930 = bitcast<u32>(l_4929);
let l_4931 = l_4930 ^ u32(2147483648);
let l_4932 = bitcast<f32>(l_4931);
let l_4933 = bitcast<u32>(l_4932);
let l_4934 = l_4933 & u32(2147483647);
let l_4935 = bitcast<f32>(l_4934);
let l_4936 = f64(l_4935);
l_mut_2990 = l_4936;
let l_4937 = l_4934 < u32(8388608);
if l_4937 {
let l_4938 = f64(l_4934);
let l_4939 = l_4938 * f64(1.401298464324817e-45);
l_mut_2990 = l_4939;
}
let l_4940 = bitcast<u64>(l_mut_2990);
let l_4941 = l_4933 >> u32(31);
let l_4942 = u64(l_4941);
let l_4943 = l_4942 << u32(bitcast<u64>(u64(63)));
let l_4944 = l_4940 | l_4943;
let l_4945 = bitcast<f64>(l_4944);
let l_4946 = l_4881 + l_4833;
let l_4947 = l_4946 <= l_4895;
l_mut_154 = l_4947;
let l_4948 = l_4881 - l_4833;
let l_4949 = l_4948 > l_4895;
l_mut_151 = l_4949;
let l_4950 = l_4882 - l_4833;
let l_4951 = l_4950 >= l_4895;
l_mut_148 = l_4951;
let l_4952 = l_4882 + l_4833;
let l_4953 = l_4952 < l_4895;
l_mut_145 = l_4953;
let l_4954 = l_4881 + l_4833;
let l_4955 = l_4954 < l_4917;
l_mut_154 = l_4955;
let l_4956 = l_4881 - l_4833;
let l_4957 = l_4956 >= l_4917;
l_mut_151 = l_4957;
let l_4958 = l_4882 - l_4833;
let l_4959 = l_4958 > l_4945;
l_mut_148 = l_4959;
let l_4960 = l_4882 + l_4833;
let l_4961 = l_4960 <= l_4945;
l_mut_145 = l_4961;
l_mut_3242 = u32(2);
let l_4962 = l_mut_151 || l_mut_145;
if l_4962 {
l_mut_3242 = u32(1);
} else {
let l_4963 = l_mut_154 && l_mut_148;
if l_4963 {
l_mut_3242 = u32(0);
}
}
let l_4964 = bitcast<u32>(l_16);
let l_4965 = l_4964 & u32(2147483647);
let l_4966 = l_4965 == u32(0);
if l_4966 {
let l_4967 = l_4881 + l_4833;
let l_4968 = l_4967 < f64(1.1754943508222875e-38);
let l_4969 = l_4882 - l_4833;
let l_4970 = l_4969 > f64(-1.1754943508222875e-38);
let l_4971 = l_4968 && l_4970;
let l_4972 = l_4881 - l_4833;
let l_4973 = l_4972 < f64(1.1754943508222875e-38);
let l_4974 = l_4882 + l_4833;
let l_4975 = l_4974 > f64(-1.1754943508222875e-38);
let l_4976 = l_4973 && l_4975;
if l_4971 {
l_mut_3242 = u32(0);
} else {
let l_4977 = l_mut_3242 == u32(1);
let l_4978 = l_4976 && l_4977;
if l_4978 {
l_mut_3242 = u32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
}
}
l_mut_35 = l_mut_4285;
}
}
} else {
let l_4979 = l_9 == u32(13);
if l_4979 {
let l_4981 = l_31 * l_23;
let l_4982 = l_31 * l_26;
let l_4983 = l_31 * l_23;
let l_4984 = l_31 * l_26;
a_4980[u32(0)] = l_4981;
a_4980[u32(1)] = l_4981;
let l_4985 = a_4980[u32(0)];
let l_4986 = l_4982 < l_4985;
if l_4986 {
a_4980[u32(0)] = l_4982;
}
let l_4987 = a_4980[u32(0)];
let l_4988 = l_4983 < l_4987;
if l_4988 {
a_4980[u32(0)] = l_4983;
}
let l_4989 = a_4980[u32(0)];
let l_4990 = l_4984 < l_4989;
if l_4990 {
a_4980[u32(0)] = l_4984;
}
let l_4991 = a_4980[u32(1)];
let l_4992 = l_4982 > l_4991;
if l_4992 {
a_4980[u32(1)] = l_4982;
}
let l_4993 = a_4980[u32(1)];
let l_4994 = l_4983 > l_4993;
if l_4994 {
a_4980[u32(1)] = l_4983;
}
let l_4995 = a_4980[u32(1)];
let l_4996 = l_4984 > l_4995;
if l_4996 {
a_4980[u32(1)] = l_4984;
}
let l_4997 = a_4980[u32(0)];
let l_4998 = l_4997 * f64(7.1362384635298e44);
let l_4999 = floor(l_4998);
let l_5000 = l_4999 * f64(1.401298464324817e-45);
l_mut_2990 = l_5000;
let l_5001 = abs(l_4997);
let l_5002 = l_5001 >= f64(1.1754943508222875e-38);
if l_5002 {
let l_5003 = f32(l_4997);
let l_5004 = f64(l_5003);
l_mut_2990 = l_5004;
let l_5005 = l_mut_2990 > l_4997;
if l_5005 {
let l_5006 = bitcast<u32>(l_5003);
let l_5007 = l_5006 ^ u32(2147483648);
let l_5008 = bitcast<f32>(l_5007);
let l_5009 = bitcast<u32>(l_5008);
let l_5010 = l_5009 + u32(1);
l_mut_4285 = l_5010;
let l_5011 = l_5009 & u32(2147483647);
let l_5012 = l_5011 == u32(0);
if l_5012 {
l_mut_4285 = u32(1);
} else {
let l_5013 = l_5009 & u32(2147483648);
let l_5014 = l_5013 != u32(0);
if l_5014 {
let l_5015 = l_5009 - u32(1);
l_mut_4285 = l_5015;
} else {
let l_5016 = l_5009 == u32(2139095040);
if l_5016 {
l_mut_4285 = l_5009;
}
}
}
let l_5017 = bitcast<f32>(l_mut_4285);
let l_5018 = bitcast<u32>(l_5017);
let l_5019 = l_5018 ^ u32(2147483648);
let l_5020 = bitcast<f32>(l_5019);
let l_5021 = bitcast<u32>(l_5020);
let l_5022 = l_5021 & u32(2147483647);
let l_5023 = bitcast<f32>(l_5022);
let l_5024 = f64(l_5023);
l_mut_2736 = l_5024;
let l_5025 = l_5022 < u32(8388608);
if l_5025 {
let l_5026 = f64(l_5022);
let l_5027 = l_5026 * f64(1.401298464324817e-45);
l_mut_2736 = l_5027;
}
let l_5028 = bitcast<u64>(l_mut_2736);
let l_5029 = l_5021 >> u32(31);
let l_5030 = u64(l_5029);
let l_5031 = l_5030 << u32(bitcast<u64>(u64(63)));
let l_5032 = l_5028 | l_5031;
let l_5033 = bitcast<f64>(l_5032);
l_mut_2990 = l_5033;
} else {
let l_5034 = bitcast<u32>(l_5003);
let l_5035 = l_5034 + u32(1);
l_mut_4285 = l_5035;
let l_5036 = l_5034 & u32(2147483647);
let l_5037 = l_5036 == u32(0);
if l_5037 {
l_mut_4285 = u32(1);
} else {
let l_5038 = l_5034 & u32(2147483648);
let l_5039 = l_5038 != u32(0);
if l_5039 {
let l_5040 = l_5034 - u32(1);
l_mut_4285 = l_5040;
} else {
let l_5041 = l_5034 == u32(2139095040);
if l_5041 {
l_mut_4285 = l_5034;
}
}
}
let l_5042 = bitcast<f32>(l_mut_4285);
let l_5043 = bitcast<u32>(l_5042);
let l_5044 = l_5043 & u32(2147483647);
let l_5045 = bitcast<f32>(l_5044);
let l_5046 = f64(l_5045);
l_mut_2736 = l_5046;
let l_5047 = l_5044 < u32(8388608);
if l_5047 {
let l_5048 = f64(l_5044);
let l_5049 = l_5048 * f64(1.401298464324817e-45);
l_mut_2736 = l_5049;
}
let l_5050 = bitcast<u64>(l_mut_2736);
let l_5051 = l_5043 >> u32(31);
let l_5052 = u64(l_5051);
let l_5053 = l_5052 << u32(bitcast<u64>(u64(63)));
let l_5054 = l_5050 | l_5053;
let l_5055 = bitcast<f64>(l_5054);
let l_5056 = l_5055 <= l_4997;
if l_5056 {
let l_5057 = bitcast<u32>(l_5003);
let l_5058 = l_5057 + u32(1);
l_mut_4285 = l_5058;
let l_5059 = l_5057 & u32(2147483647);
let l_5060 = l_5059 == u32(0);
if l_5060 {
l_mut_4285 = u32(1);
} else {
let l_5061 = l_5057 & u32(2147483648);
let l_5062 = l_5061 != u32(0);
if l_5062 {
let l_5063 = l_5057 - u32(1);
l_mut_4285 = l_5063;
} else {
let l_5064 = l_5057 == u32(2139095040);
if l_5064 {
l_mut_4285 = l_5057;
}
}
}
let l_5065 = bitcast<f32>(l_mut_4285);
let l_5066 = bitcast<u32>(l_5065);
let l_5067 = l_5066 & u32(2147483647);
let l_5068 = bitcast<f32>(l_5067);
let l_5069 = f64(l_5068);
l_mut_2736 = l_5069;
let l_5070 = l_5067 < u32(8388608);
if l_5070 {
let l_5071 = f64(l_5067);
let l_5072 = l_5071 * f64(1.401298464324817e-45);
l_mut_2736 = l_5072;
}
let l_5073 = bitcast<u64>(l_mut_2736);
let l_5074 = l_5066 >> u32(31);
let l_5075 = u64(l_5074);
let l_5076 = l_5075 << u32(bitcast<u64>(u64(63)));
let l_5077 = l_5073 | l_5076;
let l_5078 = bitcast<f64>(l_5077);
l_mut_2990 = l_5078;
}
}
}
let l_5079 = a_4980[u32(1)];
let l_5080 = -l_5079;
let l_5081 = l_5080 * f64(7.1362384635298e44);
let l_5082 = floor(l_5081);
let l_5083 = l_5082 * f64(1.401298464324817e-45);
l_mut_2736 = l_5083;
let l_5084 = abs(l_5080);
let l_5085 = l_5084 >= f64(1.1754943508222875e-38);
if l_5085 {
let l_5086 = f32(l_5080);
let l_5087 = f64(l_5086);
l_mut_2736 = l_5087;
let l_5088 = l_mut_2736 > l_5080;
if l_5088 {
let l_5089 = bitcast<u32>(l_5086);
let l_5090 = l_5089 ^ u32(2147483648);
let l_5091 = bitcast<f32>(l_5090);
let l_5092 = bitcast<u32>(l_5091);
let l_5093 = l_5092 + u32(1);
l_mut_4285 = l_5093;
let l_5094 = l_5092 & u32(2147483647);
let l_5095 = l_5094 == u32(0);
if l_5095 {
l_mut_4285 = u32(1);
} else {
let l_5096 = l_5092 & u32(2147483648);
let l_5097 = l_5096 != u32(0);
if l_5097 {
let l_5098 = l_5092 - u32(1);
l_mut_4285 = l_5098;
} else {
let l_5099 = l_5092 == u32(2139095040);
if l_5099 {
l_mut_4285 = l_5092;
}
}
}
let l_5100 = bitcast<f32>(l_mut_4285);
let l_5101 = bitcast<u32>(l_5100);
let l_5102 = l_5101 ^ u32(2147483648);
let l_5103 = bitcast<f32>(l_5102);
let l_5104 = bitcast<u32>(l_5103);
let l_5105 = l_5104 & u32(2147483647);
let l_5106 = bitcast<f32>(l_5105);
let l_5107 = f64(l_5106);
l_mut_2480 = l_5107;
let l_5108 = l_5105 < u32(8388608);
if l_5108 {
let l_5109 = f64(l_5105);
let l_5110 = l_5109 * f64(1.401298464324817e-45);
l_mut_2480 = l_5110;
}
let l_5111 = bitcast<u64>(l_mut_2480);
let l_5112 = l_5104 >> u32(31);
let l_5113 = u64(l_5112);
let l_5114 = l_5113 << u32(bitcast<u64>(u64(63)));
let l_5115 = l_5111 | l_5114;
let l_5116 = bitcast<f64>(l_5115);
l_mut_2736 = l_5116;
} else {
let l_5117 = bitcast<u32>(l_5086);
let l_5118 = l_5117 + u32(1);
l_mut_4285 = l_5118;
let l_5119 = l_5117 & u32(2147483647);
let l_5120 = l_5119 == u32(0);
if l_5120 {
l_mut_4285 = u32(1);
} else {
let l_5121 = l_5117 & u32(2147483648);
let l_5122 = l_5121 != u32(0);
if l_5122 {
let l_5123 = l_5117 - u32(1);
l_mut_4285 = l_5123;
} else {
let l_5124 = l_5117 == u32(2139095040);
if l_5124 {
l_mut_4285 = l_5117;
}
}
}
let l_5125 = bitcast<f32>(l_mut_4285);
let l_5126 = bitcast<u32>(l_5125);
let l_5127 = l_5126 & u32(2147483647);
let l_5128 = bitcast<f32>(l_5127);
let l_5129 = f64(l_5128);
l_mut_2480 = l_5129;
let l_5130 = l_5127 < u32(8388608);
if l_5130 {
let l_5131 = f64(l_5127);
let l_5132 = l_5131 * f64(1.401298464324817e-45);
l_mut_2480 = l_5132;
}
let l_5133 = bitcast<u64>(l_mut_2480);
let l_5134 = l_5126 >> u32(31);
let l_5135 = u64(l_5134);
let l_5136 = l_5135 << u32(bitcast<u64>(u64(63)));
let l_5137 = l_5133 | l_5136;
let l_5138 = bitcast<f64>(l_5137);
let l_5139 = l_5138 <= l_5080;
if l_5139 {
let l_5140 = bitcast<u32>(l_5086);
let l_5141 = l_5140 + u32(1);
l_mut_4285 = l_5141;
let l_5142 = l_5140 & u32(2147483647);
let l_5143 = l_5142 == u32(0);
if l_5143 {
l_mut_4285 = u32(1);
} else {
let l_5144 = l_5140 & u32(2147483648);
let l_5145 = l_5144 != u32(0);
if l_5145 {
let l_5146 = l_5140 - u32(1);
l_mut_4285 = l_5146;
} else {
let l_5147 = l_5140 == u32(2139095040);
if l_5147 {
l_mut_4285 = l_5140;
}
}
}
let l_5148 = bitcast<f32>(l_mut_4285);
let l_5149 = bitcast<u32>(l_5148);
let l_5150 = l_5149 & u32(2147483647);
let l_5151 = bitcast<f32>(l_5150);
let l_5152 = f64(l_5151);
l_mut_2480 = l_5152;
let l_5153 = l_5150 < u32(8388608);
if l_5153 {
let l_5154 = f64(l_5150);
let l_5155 = l_5154 * f64(1.401298464324817e-45);
l_mut_2480 = l_5155;
}
let l_5156 = bitcast<u64>(l_mut_2480);
let l_5157 = l_5149 >> u32(31);
let l_5158 = u64(l_5157);
let l_5159 = l_5158 << u32(bitcast<u64>(u64(63)));
let l_5160 = l_5156 | l_5159;
let l_5161 = bitcast<f64>(l_5160);
l_mut_2736 = l_5161;
}
}
}
let l_5162 = -l_mut_2736;
l_mut_2736 = l_mut_2990;
let l_5163 = l_mut_2990 > f64(1000.0);
if l_5163 {
let l_5164 = bitcast<u64>(l_mut_2990);
let l_5165 = l_5164 | u64(9218868437227405312);
let l_5166 = l_5165 & bitcast<u64>(i64(-4503599627370496));
let l_5167 = bitcast<f64>(l_5166);
l_mut_2736 = l_5167;
} else {
let l_5168 = l_mut_2990 < f64(-1000.0);
if l_5168 {
l_mut_2736 = f64(0.0);
} else {
let l_5169 = is_nan_1_f64(l_mut_2990);let l_5170 = !l_5169;
if l_5170 {
let l_5171 = l_mut_2990 + f64(0.5);
let l_5172 = floor(l_5171);
let l_5173 = l_mut_2990 - l_5172;
let l_5174 = l_5173 * f64(0.6931471824645996);
let l_5175 = l_5173 * f64(-1.904654299957768e-9);
let l_5176 = l_5174 + l_5175;
l_mut_2990 = l_5176;
let l_5177 = is_nan_1_f64(l_5176);if l_5177 {
} else {
let l_5178 = l_5176 < f64(-700.0);
if l_5178 {
l_mut_2990 = f64(0.0);
} else {
let l_5179 = l_5176 > f64(700.0);
if l_5179 {
let l_5180 = bitcast<u64>(l_5176);
let l_5181 = l_5180 | u64(9218868437227405312);
let l_5182 = l_5181 & bitcast<u64>(i64(-4503599627370496));
let l_5183 = bitcast<f64>(l_5182);
l_mut_2990 = l_5183;
} else {
let l_5184 = l_5176 * f64(1.4426950408889634);
let l_5185 = l_5184 + f64(0.5);
let l_5186 = floor(l_5185);
let l_5187 = l_5186 * f64(0.6931471824645996);
let l_5188 = l_5174 - l_5187;
let l_5189 = l_5188 * l_4;
let l_5190 = l_5186 * f64(-1.904654299957768e-9);
let l_5191 = l_5175 - l_5190;
let l_5192 = l_5189 + l_5191;
let l_5193 = l_5192 * f64(7.647163731819816e-13);
let l_5194 = l_5193 + f64(1.1470745597729725e-11);
l_mut_2480 = l_5194;
let l_5195 = l_mut_2480 * l_5192;
let l_5196 = l_5195 + f64(1.6059043836821613e-10);
l_mut_2480 = l_5196;
let l_5197 = l_mut_2480 * l_5192;
let l_5198 = l_5197 + f64(2.08767569878681e-9);
l_mut_2480 = l_5198;
let l_5199 = l_mut_2480 * l_5192;
let l_5200 = l_5199 + f64(2.505210838544172e-8);
l_mut_2480 = l_5200;
let l_5201 = l_mut_2480 * l_5192;
let l_5202 = l_5201 + f64(2.755731922398589e-7);
l_mut_2480 = l_5202;
let l_5203 = l_mut_2480 * l_5192;
let l_5204 = l_5203 + f64(2.7557319223985893e-6);
l_mut_2480 = l_5204;
let l_5205 = l_mut_2480 * l_5192;
let l_5206 = l_5205 + f64(2.48015873015873e-5);
l_mut_2480 = l_5206;
let l_5207 = l_mut_2480 * l_5192;
let l_5208 = l_5207 + f64(0.0001984126984126984);
l_mut_2480 = l_5208;
let l_5209 = l_mut_2480 * l_5192;
let l_5210 = l_5209 + f64(0.001388888888888889);
l_mut_2480 = l_5210;
let l_5211 = l_mut_2480 * l_5192;
let l_5212 = l_5211 + f64(0.008333333333333333);
l_mut_2480 = l_5212;
let l_5213 = l_mut_2480 * l_5192;
let l_5214 = l_5213 + f64(0.041666666666666664);
l_mut_2480 = l_5214;
let l_5215 = l_mut_2480 * l_5192;
let l_5216 = l_5215 + f64(0.16666666666666666);
l_mut_2480 = l_5216;
let l_5217 = l_mut_2480 * l_5192;
let l_5218 = l_5217 + f64(0.5);
l_mut_2480 = l_5218;
let l_5219 = l_5192 * l_5192;
let l_5220 = l_5219 * l_mut_2480;
let l_5221 = l_5192 + l_5220;
let l_5222 = f64(1.0) + l_5221;
let l_5223 = i32(l_5186);
let l_5224 = l_5223 + i32(1023);
let l_5225 = u64(l_5224);
let l_5226 = l_5225 << u32(bitcast<u64>(u64(52)));
let l_5227 = bitcast<f64>(l_5226);
let l_5228 = l_5222 * l_5227;
l_mut_2990 = l_5228;
}
}
}
let l_5229 = i32(l_5172);
let l_5230 = l_5229 + i32(1023);
let l_5231 = u64(l_5230);
let l_5232 = l_5231 << u32(bitcast<u64>(u64(52)));
let l_5233 = bitcast<f64>(l_5232);
let l_5234 = l_mut_2990 * l_5233;
l_mut_2736 = l_5234;
}
}
}
l_mut_2990 = l_5162;
let l_5235 = l_5162 > f64(1000.0);
if l_5235 {
let l_5236 = bitcast<u64>(l_5162);
let l_5237 = l_5236 | u64(9218868437227405312);
let l_5238 = l_5237 & bitcast<u64>(i64(-4503599627370496));
let l_5239 = bitcast<f64>(l_5238);
l_mut_2990 = l_5239;
} else {
let l_5240 = l_5162 < f64(-1000.0);
if l_5240 {
l_mut_2990 = f64(0.0);
} else {
let l_5241 = is_nan_1_f64(l_5162);let l_5242 = !l_5241;
if l_5242 {
let l_5243 = l_5162 + f64(0.5);
let l_5244 = floor(l_5243);
let l_5245 = l_5162 - l_5244;
let l_5246 = l_5245 * f64(0.6931471824645996);
let l_5247 = l_5245 * f64(-1.904654299957768e-9);
let l_5248 = l_5246 + l_5247;
l_mut_2480 = l_5248;
let l_5249 = is_nan_1_f64(l_5248);if l_5249 {
} else {
let l_5250 = l_5248 < f64(-700.0);
if l_5250 {
l_mut_2480 = f64(0.0);
} else {
let l_5251 = l_5248 > f64(700.0);
if l_5251 {
let l_5252 = bitcast<u64>(l_5248);
let l_5253 = l_5252 | u64(9218868437227405312);
let l_5254 = l_5253 & bitcast<u64>(i64(-4503599627370496));
let l_5255 = bitcast<f64>(l_5254);
l_mut_2480 = l_5255;
} else {
let l_5256 = l_5248 * f64(1.4426950408889634);
let l_5257 = l_5256 + f64(0.5);
let l_5258 = floor(l_5257);
let l_5259 = l_5258 * f64(0.6931471824645996);
let l_5260 = l_5246 - l_5259;
let l_5261 = l_5260 * l_4;
let l_5262 = l_5258 * f64(-1.904654299957768e-9);
let l_5263 = l_5247 - l_5262;
let l_5264 = l_5261 + l_5263;
let l_5265 = l_5264 * f64(7.647163731819816e-13);
let l_5266 = l_5265 + f64(1.1470745597729725e-11);
l_mut_2226 = l_5266;
let l_5267 = l_mut_2226 * l_5264;
let l_5268 = l_5267 + f64(1.6059043836821613e-10);
l_mut_2226 = l_5268;
let l_5269 = l_mut_2226 * l_5264;
let l_5270 = l_5269 + f64(2.08767569878681e-9);
l_mut_2226 = l_5270;
let l_5271 = l_mut_2226 * l_5264;
let l_5272 = l_5271 + f64(2.505210838544172e-8);
l_mut_2226 = l_5272;
let l_5273 = l_mut_2226 * l_5264;
let l_5274 = l_5273 + f64(2.755731922398589e-7);
l_mut_2226 = l_5274;
let l_5275 = l_mut_2226 * l_5264;
let l_5276 = l_5275 + f64(2.7557319223985893e-6);
l_mut_2226 = l_5276;
let l_5277 = l_mut_2226 * l_5264;
let l_5278 = l_5277 + f64(2.48015873015873e-5);
l_mut_2226 = l_5278;
let l_5279 = l_mut_2226 * l_5264;
let l_5280 = l_5279 + f64(0.0001984126984126984);
l_mut_2226 = l_5280;
let l_5281 = l_mut_2226 * l_5264;
let l_5282 = l_5281 + f64(0.001388888888888889);
l_mut_2226 = l_5282;
let l_5283 = l_mut_2226 * l_5264;
let l_5284 = l_5283 + f64(0.008333333333333333);
l_mut_2226 = l_5284;
let l_5285 = l_mut_2226 * l_5264;
let l_5286 = l_5285 + f64(0.041666666666666664);
l_mut_2226 = l_5286;
let l_5287 = l_mut_2226 * l_5264;
let l_5288 = l_5287 + f64(0.16666666666666666);
l_mut_2226 = l_5288;
let l_5289 = l_mut_2226 * l_5264;
let l_5290 = l_5289 + f64(0.5);
l_mut_2226 = l_5290;
let l_5291 = l_5264 * l_5264;
let l_5292 = l_5291 * l_mut_2226;
let l_5293 = l_5264 + l_5292;
let l_5294 = f64(1.0) + l_5293;
let l_5295 = i32(l_5258);
let l_5296 = l_5295 + i32(1023);
let l_5297 = u64(l_5296);
let l_5298 = l_5297 << u32(bitcast<u64>(u64(52)));
let l_5299 = bitcast<f64>(l_5298);
let l_5300 = l_5294 * l_5299;
l_mut_2480 = l_5300;
}
}
}
let l_5301 = i32(l_5244);
let l_5302 = l_5301 + i32(1023);
let l_5303 = u64(l_5302);
let l_5304 = l_5303 << u32(bitcast<u64>(u64(52)));
let l_5305 = bitcast<f64>(l_5304);
let l_5306 = l_mut_2480 * l_5305;
l_mut_2990 = l_5306;
}
}
}
let l_5307 = l_mut_2736 * f64(1.4551915228366852e-11);
let l_5308 = l_mut_2990 * f64(1.4551915228366852e-11);
l_mut_4285 = u32(2);
let l_5309 = l_mut_2736 - l_5307;
let l_5310 = abs(l_5309);
l_mut_2480 = f64(1.401298464324817e-45);
let l_5311 = l_5310 >= f64(1.1754943508222875e-38);
let l_5312 = l_5310 <= f64(1.7976931348623157e308);
let l_5313 = l_5311 && l_5312;
if l_5313 {
let l_5314 = bitcast<u64>(l_5310);
let l_5315 = l_5314 >> u32(bitcast<u64>(u64(52)));
let l_5316 = l_5315 - u64(23);
let l_5317 = l_5316 << u32(bitcast<u64>(u64(52)));
let l_5318 = bitcast<f64>(l_5317);
l_mut_2480 = l_5318;
}
let l_5319 = l_mut_2736 + l_5307;
let l_5320 = abs(l_5319);
l_mut_2226 = f64(1.401298464324817e-45);
let l_5321 = l_5320 >= f64(1.1754943508222875e-38);
let l_5322 = l_5320 <= f64(1.7976931348623157e308);
let l_5323 = l_5321 && l_5322;
if l_5323 {
let l_5324 = bitcast<u64>(l_5320);
let l_5325 = l_5324 >> u32(bitcast<u64>(u64(52)));
let l_5326 = l_5325 - u64(23);
let l_5327 = l_5326 << u32(bitcast<u64>(u64(52)));
let l_5328 = bitcast<f64>(l_5327);
l_mut_2226 = l_5328;
}
let l_5329 = l_mut_2480 == l_mut_2226;
let l_5330 = l_mut_2990 - l_5308;
let l_5331 = abs(l_5330);
l_mut_2480 = f64(1.401298464324817e-45);
let l_5332 = l_5331 >= f64(1.1754943508222875e-38);
let l_5333 = l_5331 <= f64(1.7976931348623157e308);
let l_5334 = l_5332 && l_5333;
if l_5334 {
let l_5335 = bitcast<u64>(l_5331);
let l_5336 = l_5335 >> u32(bitcast<u64>(u64(52)));
let l_5337 = l_5336 - u64(23);
let l_5338 = l_5337 << u32(bitcast<u64>(u64(52)));
let l_5339 = bitcast<f64>(l_5338);
l_mut_2480 = l_5339;
}
let l_5340 = l_mut_2990 + l_5308;
let l_5341 = abs(l_5340);
l_mut_2226 = f64(1.401298464324817e-45);
let l_5342 = l_5341 >= f64(1.1754943508222875e-38);
let l_5343 = l_5341 <= f64(1.7976931348623157e308);
let l_5344 = l_5342 && l_5343;
if l_5344 {
let l_5345 = bitcast<u64>(l_5341);
let l_5346 = l_5345 >> u32(bitcast<u64>(u64(52)));
let l_5347 = l_5346 - u64(23);
let l_5348 = l_5347 << u32(bitcast<u64>(u64(52)));
let l_5349 = bitcast<f64>(l_5348);
l_mut_2226 = l_5349;
}
let l_5350 = l_mut_2480 == l_mut_2226;
let l_5351 = l_5329 && l_5350;
if l_5351 {
let l_5352 = l_20 * l_mut_2736;
let l_5353 = abs(l_mut_2736);
l_mut_2480 = f64(1.401298464324817e-45);
let l_5354 = l_5353 >= f64(1.1754943508222875e-38);
let l_5355 = l_5353 <= f64(1.7976931348623157e308);
let l_5356 = l_5354 && l_5355;
if l_5356 {
let l_5357 = bitcast<u64>(l_5353);
let l_5358 = l_5357 >> u32(bitcast<u64>(u64(52)));
let l_5359 = l_5358 - u64(23);
let l_5360 = l_5359 << u32(bitcast<u64>(u64(52)));
let l_5361 = bitcast<f64>(l_5360);
l_mut_2480 = l_5361;
}
let l_5362 = f64(0.5) * l_mut_2480;
l_mut_2480 = l_5352;
let l_5363 = l_5362 > l_5352;
if l_5363 {
l_mut_2480 = l_5362;
}
let l_5364 = l_20 * l_mut_2990;
let l_5365 = abs(l_mut_2990);
l_mut_2226 = f64(1.401298464324817e-45);
let l_5366 = l_5365 >= f64(1.1754943508222875e-38);
let l_5367 = l_5365 <= f64(1.7976931348623157e308);
let l_5368 = l_5366 && l_5367;
if l_5368 {
let l_5369 = bitcast<u64>(l_5365);
let l_5370 = l_5369 >> u32(bitcast<u64>(u64(52)));
let l_5371 = l_5370 - u64(23);
let l_5372 = l_5371 << u32(bitcast<u64>(u64(52)));
let l_5373 = bitcast<f64>(l_5372);
l_mut_2226 = l_5373;
}
let l_5374 = f64(0.5) * l_mut_2226;
l_mut_2226 = l_5364;
let l_5375 = l_5374 > l_5364;
if l_5375 {
l_mut_2226 = l_5374;
}
let l_5376 = l_mut_2736 - l_mut_2480;
let l_5377 = l_mut_2990 + l_mut_2226;
let l_5378 = bitcast<u32>(l_16);
let l_5379 = l_5378 & u32(2147483647);
let l_5380 = bitcast<f32>(l_5379);
let l_5381 = f64(l_5380);
l_mut_2990 = l_5381;
let l_5382 = l_5379 < u32(8388608);
if l_5382 {
let l_5383 = f64(l_5379);
let l_5384 = l_5383 * f64(1.401298464324817e-45);
l_mut_2990 = l_5384;
}
let l_5385 = bitcast<u64>(l_mut_2990);
let l_5386 = l_5378 >> u32(31);
let l_5387 = u64(l_5386);
let l_5388 = l_5387 << u32(bitcast<u64>(u64(63)));
let l_5389 = l_5385 | l_5388;
let l_5390 = bitcast<f64>(l_5389);
let l_5391 = bitcast<u32>(l_16);
let l_5392 = l_5391 + u32(1);
l_mut_3242 = l_5392;
let l_5393 = l_5391 & u32(2147483647);
let l_5394 = l_5393 == u32(0);
if l_5394 {
l_mut_3242 = u32(1);
} else {
let l_5395 = l_5391 & u32(2147483648);
let l_5396 = l_5395 != u32(0);
if l_5396 {
let l_5397 = l_5391 - u32(1);
l_mut_3242 = l_5397;
} else {
let l_5398 = l_5391 == u32(2139095040);
if l_5398 {
l_mut_3242 = l_5391;
}
}
}
let l_5399 = bitcast<f32>(l_mut_3242);
let l_5400 = bitcast<u32>(l_5399);
let l_5401 = l_5400 & u32(2147483647);
let l_5402 = bitcast<f32>(l_5401);
let l_5403 = f64(l_5402);
l_mut_2990 = l_5403;
let l_5404 = l_5401 < u32(8388608);
if l_5404 {
let l_5405 = f64(l_5401);
let l_5406 = l_5405 * f64(1.401298464324817e-45);
l_mut_2990 = l_5406;
}
let l_5407 = bitcast<u64>(l_mut_2990);
let l_5408 = l_5400 >> u32(31);
let l_5409 = u64(l_5408);
let l_5410 = l_5409 << u32(bitcast<u64>(u64(63)));
let l_5411 = l_5407 | l_5410;
let l_5412 = bitcast<f64>(l_5411);
let l_5413 = bitcast<u32>(l_16);
let l_5414 = l_5413 ^ u32(2147483648);
let l_5415 = bitcast<f32>(l_5414);
let l_5416 = bitcast<u32>(l_5415);
let l_5417 = l_5416 + u32(1);
l_mut_3242 = l_5417;
let l_5418 = l_5416 & u32(2147483647);
let l_5419 = l_5418 == u32(0);
if l_5419 {
l_mut_3242 = u32(1);
} else {
let l_5420 = l_5416 & u32(2147483648);
let l_5421 = l_5420 != u32(0);
if l_5421 {
let l_5422 = l_5416 - u32(1);
l_mut_3242 = l_5422;
} else {
let l_5423 = l_5416 == u32(2139095040);
if l_5423 {
l_mut_3242 = l_5416;
}
}
}
let l_5424 = bitcast<f32>(l_mut_3242);
let l_5425 = bitcast<u32>(l_5424);
let l_5426 = l_5425 ^ u32(2147483648);
let l_5427 = bitcast<f32>(l_5426);
let l_5428 = bitcast<u32>(l_5427);
let l_5429 = l_5428 & u32(2147483647);
let l_5430 = bitcast<f32>(l_5429);
let l_5431 = f64(l_5430);
l_mut_2990 = l_5431;
let l_5432 = l_5429 < u32(8388608);
if l_5432 {
let l_5433 = f64(l_5429);
let l_5434 = l_5433 * f64(1.401298464324817e-45);
l_mut_2990 = l_5434;
}
let l_5435 = bitcast<u64>(l_mut_2990);
let l_5436 = l_5428 >> u32(31);
let l_5437 = u64(l_5436);
let l_5438 = l_5437 << u32(bitcast<u64>(u64(63)));
let l_5439 = l_5435 | l_5438;
let l_5440 = bitcast<f64>(l_5439);
let l_5441 = l_5376 + l_5307;
let l_5442 = l_5441 <= l_5390;
l_mut_154 = l_5442;
let l_5443 = l_5376 - l_5307;
let l_5444 = l_5443 > l_5390;
l_mut_151 = l_5444;
let l_5445 = l_5377 - l_5308;
let l_5446 = l_5445 >= l_5390;
l_mut_148 = l_5446;
let l_5447 = l_5377 + l_5308;
let l_5448 = l_5447 < l_5390;
l_mut_145 = l_5448;
l_mut_3242 = u32(2);
let l_5449 = l_mut_151 || l_mut_145;
if l_5449 {
l_mut_3242 = u32(1);
} else {
let l_5450 = l_mut_154 && l_mut_148;
if l_5450 {
l_mut_3242 = u32(0);
}
}
let l_5451 = bitcast<u32>(l_16);
let l_5452 = l_5451 & u32(2147483647);
let l_5453 = l_5452 == u32(0);
if l_5453 {
let l_5454 = l_5376 + l_5307;
let l_5455 = l_5454 < f64(1.1754943508222875e-38);
let l_5456 = l_5377 - l_5308;
let l_5457 = l_5456 > f64(-1.1754943508222875e-38);
let l_5458 = l_5455 && l_5457;
let l_5459 = l_5376 - l_5307;
let l_5460 = l_5459 < f64(1.1754943508222875e-38);
let l_5461 = l_5377 + l_5308;
let l_5462 = l_5461 > f64(-1.1754943508222875e-38);
let l_5463 = l_5460 && l_5462;
if l_5458 {
l_mut_3242 = u32(0);
} else {
let l_5464 = l_mut_3242 == u32(1);
let l_5465 = l_5463 && l_5464;
if l_5465 {
l_mut_3242 = u32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
l_mut_35 = l_mut_4285;
} else {
let l_5466 = l_9 == u32(14);
if l_5466 {
l_mut_35 = u32(0);
let l_5467 = l_31 > f64(0.0);
if l_5467 {
let l_5468 = f32(l_31);
let l_5469 = bitcast<u32>(l_5468);
let l_5470 = l_5469 & u32(2147483647);
let l_5471 = bitcast<f32>(l_5470);
let l_5472 = f64(l_5471);
l_mut_2990 = l_5472;
let l_5473 = l_5470 < u32(8388608);
if l_5473 {
let l_5474 = f64(l_5470);
let l_5475 = l_5474 * f64(1.401298464324817e-45);
l_mut_2990 = l_5475;
}
let l_5476 = bitcast<u64>(l_mut_2990);
let l_5477 = l_5469 >> u32(31);
let l_5478 = u64(l_5477);
let l_5479 = l_5478 << u32(bitcast<u64>(u64(63)));
let l_5480 = l_5476 | l_5479;
let l_5481 = bitcast<f64>(l_5480);
l_mut_2990 = l_5481;
let l_5482 = l_5481 < f64(0.0);
if l_5482 {
let l_5483 = bitcast<u64>(l_5481);
let l_5484 = l_5483 | u64(9221120237041090560);
let l_5485 = bitcast<f64>(l_5484);
l_mut_2990 = l_5485;
} else {
let l_5486 = l_5481 == f64(0.0);
if l_5486 {
let l_5487 = abs(l_5481);
let l_5488 = bitcast<u64>(l_5487);
let l_5489 = l_5488 | u64(9218868437227405312);
let l_5490 = l_5489 & bitcast<u64>(i64(-4503599627370496));
let l_5491 = bitcast<f64>(l_5490);
let l_5492 = -l_5491;
l_mut_2990 = l_5492;
} else {
let l_5493 = bitcast<u32>(l_5468);
let l_5494 = l_5493 < u32(2139095040);
if l_5494 {
let l_5495 = bitcast<u64>(l_5481);
let l_5496 = l_5495 >> u32(bitcast<u64>(u64(52)));
let l_5497 = l_5496 & u64(2047);
let l_5498 = i32(bitcast<i64>(l_5497));
let l_5499 = l_5498 - i32(1023);
l_mut_5500 = l_5499;
let l_5501 = l_5495 & u64(4503599627370495);
let l_5502 = l_5501 | u64(4607182418800017408);
let l_5503 = bitcast<f64>(l_5502);
l_mut_2736 = l_5503;
let l_5504 = l_mut_2736 > f64(1.4142135623730951);
if l_5504 {
l_mut_2736 = l_mut_2736 * f64(0.5);
l_mut_5500 = l_mut_5500 + i32(1);
}
let l_5505 = l_mut_2736 - f64(1.0);
let l_5506 = f64(2.0) + l_5505;
let l_5507 = l_5505 / l_5506;
let l_5508 = l_5507 * l_5507;
let l_5509 = l_5508 * f64(0.04);
let l_5510 = l_5509 + f64(0.043478260869565216);
l_mut_2736 = l_5510;
let l_5511 = l_mut_2736 * l_5508;
let l_5512 = l_5511 + f64(0.047619047619047616);
l_mut_2736 = l_5512;
let l_5513 = l_mut_2736 * l_5508;
let l_5514 = l_5513 + f64(0.05263157894736842);
l_mut_2736 = l_5514;
let l_5515 = l_mut_2736 * l_5508;
let l_5516 = l_5515 + f64(0.058823529411764705);
l_mut_2736 = l_5516;
let l_5517 = l_mut_2736 * l_5508;
let l_5518 = l_5517 + f64(0.06666666666666667);
l_mut_2736 = l_5518;
let l_5519 = l_mut_2736 * l_5508;
let l_5520 = l_5519 + f64(0.07692307692307693);
l_mut_2736 = l_5520;
let l_5521 = l_mut_2736 * l_5508;
let l_5522 = l_5521 + f64(0.09090909090909091);
l_mut_2736 = l_5522;
let l_5523 = l_mut_2736 * l_5508;
let l_5524 = l_5523 + f64(0.1111111111111111);
l_mut_2736 = l_5524;
let l_5525 = l_mut_2736 * l_5508;
let l_5526 = l_5525 + f64(0.14285714285714285);
l_mut_2736 = l_5526;
let l_5527 = l_mut_2736 * l_5508;
let l_5528 = l_5527 + f64(0.2);
l_mut_2736 = l_5528;
let l_5529 = l_mut_2736 * l_5508;
let l_5530 = l_5529 + f64(0.3333333333333333);
l_mut_2736 = l_5530;
let l_5531 = f64(2.0) * l_5507;
let l_5532 = f64(2.0) * l_5507;
let l_5533 = l_5532 * l_5508;
let l_5534 = l_5533 * l_mut_2736;
let l_5535 = l_5531 + l_5534;
let l_5536 = f64(l_mut_5500);
let l_5537 = l_5536 * f64(0.6931471824645996);
let l_5538 = l_5536 * f64(-1.904654299957768e-9);
let l_5539 = l_5538 + l_5535;
let l_5540 = l_5537 + l_5539;
l_mut_2990 = l_5540;
}
}
}
let l_5541 = l_mut_2990 / f64(0.6931471805599453);
let l_5542 = abs(l_5541);
let l_5543 = l_20 * l_5542;
l_mut_2990 = l_5543;
let l_5544 = l_31 >= f64(0.5);
let l_5545 = l_31 <= f64(2.0);
let l_5546 = l_5544 && l_5545;
if l_5546 {
l_mut_2990 = l_20;
}
let l_5547 = abs(l_5541);
let l_5548 = l_5547 * f64(1.4551915228366852e-11);
let l_5549 = f64(1.0) + l_20;
let l_5550 = l_5548 * l_5549;
let l_5551 = l_5541 - l_mut_2990;
let l_5552 = l_5541 + l_mut_2990;
let l_5554 = l_5551 * l_23;
let l_5555 = l_5551 * l_26;
let l_5556 = l_5552 * l_23;
let l_5557 = l_5552 * l_26;
a_5553[u32(0)] = l_5554;
a_5553[u32(1)] = l_5554;
let l_5558 = a_5553[u32(0)];
let l_5559 = l_5555 < l_5558;
if l_5559 {
a_5553[u32(0)] = l_5555;
}
let l_5560 = a_5553[u32(0)];
let l_5561 = l_5556 < l_5560;
if l_5561 {
a_5553[u32(0)] = l_5556;
}
let l_5562 = a_5553[u32(0)];
let l_5563 = l_5557 < l_5562;
if l_5563 {
a_5553[u32(0)] = l_5557;
}
let l_5564 = a_5553[u32(1)];
let l_5565 = l_5555 > l_5564;
if l_5565 {
a_5553[u32(1)] = l_5555;
}
let l_5566 = a_5553[u32(1)];
let l_5567 = l_5556 > l_5566;
if l_5567 {
a_5553[u32(1)] = l_5556;
}
let l_5568 = a_5553[u32(1)];
let l_5569 = l_5557 > l_5568;
if l_5569 {
a_5553[u32(1)] = l_5557;
}
let l_5570 = l_5550 * l_26;
l_mut_4285 = u32(2);
let l_5571 = a_5553[u32(0)];
let l_5572 = l_5571 - l_5570;
let l_5573 = l_5572 * f64(7.1362384635298e44);
let l_5574 = floor(l_5573);
let l_5575 = l_5574 * f64(1.401298464324817e-45);
l_mut_2990 = l_5575;
let l_5576 = abs(l_5572);
let l_5577 = l_5576 >= f64(1.1754943508222875e-38);
if l_5577 {
let l_5578 = f32(l_5572);
let l_5579 = f64(l_5578);
l_mut_2990 = l_5579;
let l_5580 = l_mut_2990 > l_5572;
if l_5580 {
let l_5581 = bitcast<u32>(l_5578);
let l_5582 = l_5581 ^ u32(2147483648);
let l_5583 = bitcast<f32>(l_5582);
let l_5584 = bitcast<u32>(l_5583);
let l_5585 = l_5584 + u32(1);
l_mut_3242 = l_5585;
let l_5586 = l_5584 & u32(2147483647);
let l_5587 = l_5586 == u32(0);
if l_5587 {
l_mut_3242 = u32(1);
} else {
let l_5588 = l_5584 & u32(2147483648);
let l_5589 = l_5588 != u32(0);
if l_5589 {
let l_5590 = l_5584 - u32(1);
l_mut_3242 = l_5590;
} else {
let l_5591 = l_5584 == u32(2139095040);
if l_5591 {
l_mut_3242 = l_5584;
}
}
}
let l_5592 = bitcast<f32>(l_mut_3242);
let l_5593 = bitcast<u32>(l_5592);
let l_5594 = l_5593 ^ u32(2147483648);
let l_5595 = bitcast<f32>(l_5594);
let l_5596 = bitcast<u32>(l_5595);
let l_5597 = l_5596 & u32(2147483647);
let l_5598 = bitcast<f32>(l_5597);
let l_5599 = f64(l_5598);
l_mut_2736 = l_5599;
let l_5600 = l_5597 < u32(8388608);
if l_5600 {
let l_5601 = f64(l_5597);
let l_5602 = l_5601 * f64(1.401298464324817e-45);
l_mut_2736 = l_5602;
}
let l_5603 = bitcast<u64>(l_mut_2736);
let l_5604 = l_5596 >> u32(31);
let l_5605 = u64(l_5604);
let l_5606 = l_5605 << u32(bitcast<u64>(u64(63)));
let l_5607 = l_5603 | l_5606;
let l_5608 = bitcast<f64>(l_5607);
l_mut_2990 = l_5608;
} else {
let l_5609 = bitcast<u32>(l_5578);
let l_5610 = l_5609 + u32(1);
l_mut_3242 = l_5610;
let l_5611 = l_5609 & u32(2147483647);
let l_5612 = l_5611 == u32(0);
if l_5612 {
l_mut_3242 = u32(1);
} else {
let l_5613 = l_5609 & u32(2147483648);
let l_5614 = l_5613 != u32(0);
if l_5614 {
let l_5615 = l_5609 - u32(1);
l_mut_3242 = l_5615;
} else {
let l_5616 = l_5609 == u32(2139095040);
if l_5616 {
l_mut_3242 = l_5609;
}
}
}
let l_5617 = bitcast<f32>(l_mut_3242);
let l_5618 = bitcast<u32>(l_5617);
let l_5619 = l_5618 & u32(2147483647);
let l_5620 = bitcast<f32>(l_5619);
let l_5621 = f64(l_5620);
l_mut_2736 = l_5621;
let l_5622 = l_5619 < u32(8388608);
if l_5622 {
let l_5623 = f64(l_5619);
let l_5624 = l_5623 * f64(1.401298464324817e-45);
l_mut_2736 = l_5624;
}
let l_5625 = bitcast<u64>(l_mut_2736);
let l_5626 = l_5618 >> u32(31);
let l_5627 = u64(l_5626);
let l_5628 = l_5627 << u32(bitcast<u64>(u64(63)));
let l_5629 = l_5625 | l_5628;
let l_5630 = bitcast<f64>(l_5629);
let l_5631 = l_5630 <= l_5572;
if l_5631 {
let l_5632 = bitcast<u32>(l_5578);
let l_5633 = l_5632 + u32(1);
l_mut_3242 = l_5633;
let l_5634 = l_5632 & u32(2147483647);
let l_5635 = l_5634 == u32(0);
if l_5635 {
l_mut_3242 = u32(1);
} else {
let l_5636 = l_5632 & u32(2147483648);
let l_5637 = l_5636 != u32(0);
if l_5637 {
let l_5638 = l_5632 - u32(1);
l_mut_3242 = l_5638;
} else {
let l_5639 = l_5632 == u32(2139095040);
if l_5639 {
l_mut_3242 = l_5632;
}
}
}
let l_5640 = bitcast<f32>(l_mut_3242);
let l_5641 = bitcast<u32>(l_5640);
let l_5642 = l_5641 & u32(2147483647);
let l_5643 = bitcast<f32>(l_5642);
let l_5644 = f64(l_5643);
l_mut_2736 = l_5644;
let l_5645 = l_5642 < u32(8388608);
if l_5645 {
let l_5646 = f64(l_5642);
let l_5647 = l_5646 * f64(1.401298464324817e-45);
l_mut_2736 = l_5647;
}
let l_5648 = bitcast<u64>(l_mut_2736);
let l_5649 = l_5641 >> u32(31);
let l_5650 = u64(l_5649);
let l_5651 = l_5650 << u32(bitcast<u64>(u64(63)));
let l_5652 = l_5648 | l_5651;
let l_5653 = bitcast<f64>(l_5652);
l_mut_2990 = l_5653;
}
}
}
let l_5654 = l_5571 + l_5570;
let l_5655 = l_5654 * f64(7.1362384635298e44);
let l_5656 = floor(l_5655);
let l_5657 = l_5656 * f64(1.401298464324817e-45);
l_mut_2736 = l_5657;
let l_5658 = abs(l_5654);
let l_5659 = l_5658 >= f64(1.1754943508222875e-38);
if l_5659 {
let l_5660 = f32(l_5654);
let l_5661 = f64(l_5660);
l_mut_2736 = l_5661;
let l_5662 = l_mut_2736 > l_5654;
if l_5662 {
let l_5663 = bitcast<u32>(l_5660);
let l_5664 = l_5663 ^ u32(2147483648);
let l_5665 = bitcast<f32>(l_5664);
let l_5666 = bitcast<u32>(l_5665);
let l_5667 = l_5666 + u32(1);
l_mut_3242 = l_5667;
let l_5668 = l_5666 & u32(2147483647);
let l_5669 = l_5668 == u32(0);
if l_5669 {
l_mut_3242 = u32(1);
} else {
let l_5670 = l_5666 & u32(2147483648);
let l_5671 = l_5670 != u32(0);
if l_5671 {
let l_5672 = l_5666 - u32(1);
l_mut_3242 = l_5672;
} else {
let l_5673 = l_5666 == u32(2139095040);
if l_5673 {
l_mut_3242 = l_5666;
}
}
}
let l_5674 = bitcast<f32>(l_mut_3242);
let l_5675 = bitcast<u32>(l_5674);
let l_5676 = l_5675 ^ u32(2147483648);
let l_5677 = bitcast<f32>(l_5676);
let l_5678 = bitcast<u32>(l_5677);
let l_5679 = l_5678 & u32(2147483647);
let l_5680 = bitcast<f32>(l_5679);
let l_5681 = f64(l_5680);
l_mut_2480 = l_5681;
let l_5682 = l_5679 < u32(8388608);
if l_5682 {
let l_5683 = f64(l_5679);
let l_5684 = l_5683 * f64(1.401298464324817e-45);
l_mut_2480 = l_5684;
}
let l_5685 = bitcast<u64>(l_mut_2480);
let l_5686 = l_5678 >> u32(31);
let l_5687 = u64(l_5686);
let l_5688 = l_5687 << u32(bitcast<u64>(u64(63)));
let l_5689 = l_5685 | l_5688;
let l_5690 = bitcast<f64>(l_5689);
l_mut_2736 = l_5690;
} else {
let l_5691 = bitcast<u32>(l_5660);
let l_5692 = l_5691 + u32(1);
l_mut_3242 = l_5692;
let l_5693 = l_5691 & u32(2147483647);
let l_5694 = l_5693 == u32(0);
if l_5694 {
l_mut_3242 = u32(1);
} else {
let l_5695 = l_5691 & u32(2147483648);
let l_5696 = l_5695 != u32(0);
if l_5696 {
let l_5697 = l_5691 - u32(1);
l_mut_3242 = l_5697;
} else {
let l_5698 = l_5691 == u32(2139095040);
if l_5698 {
l_mut_3242 = l_5691;
}
}
}
let l_5699 = bitcast<f32>(l_mut_3242);
let l_5700 = bitcast<u32>(l_5699);
let l_5701 = l_5700 & u32(2147483647);
let l_5702 = bitcast<f32>(l_5701);
let l_5703 = f64(l_5702);
l_mut_2480 = l_5703;
let l_5704 = l_5701 < u32(8388608);
if l_5704 {
let l_5705 = f64(l_5701);
let l_5706 = l_5705 * f64(1.401298464324817e-45);
l_mut_2480 = l_5706;
}
let l_5707 = bitcast<u64>(l_mut_2480);
let l_5708 = l_5700 >> u32(31);
let l_5709 = u64(l_5708);
let l_5710 = l_5709 << u32(bitcast<u64>(u64(63)));
let l_5711 = l_5707 | l_5710;
let l_5712 = bitcast<f64>(l_5711);
let l_5713 = l_5712 <= l_5654;
if l_5713 {
let l_5714 = bitcast<u32>(l_5660);
let l_5715 = l_5714 + u32(1);
l_mut_3242 = l_5715;
let l_5716 = l_5714 & u32(2147483647);
let l_5717 = l_5716 == u32(0);
if l_5717 {
l_mut_3242 = u32(1);
} else {
let l_5718 = l_5714 & u32(2147483648);
let l_5719 = l_5718 != u32(0);
if l_5719 {
let l_5720 = l_5714 - u32(1);
l_mut_3242 = l_5720;
} else {
let l_5721 = l_5714 == u32(2139095040);
if l_5721 {
l_mut_3242 = l_5714;
}
}
}
let l_5722 = bitcast<f32>(l_mut_3242);
let l_5723 = bitcast<u32>(l_5722);
let l_5724 = l_5723 & u32(2147483647);
let l_5725 = bitcast<f32>(l_5724);
let l_5726 = f64(l_5725);
l_mut_2480 = l_5726;
let l_5727 = l_5724 < u32(8388608);
if l_5727 {
let l_5728 = f64(l_5724);
let l_5729 = l_5728 * f64(1.401298464324817e-45);
l_mut_2480 = l_5729;
}
let l_5730 = bitcast<u64>(l_mut_2480);
let l_5731 = l_5723 >> u32(31);
let l_5732 = u64(l_5731);
let l_5733 = l_5732 << u32(bitcast<u64>(u64(63)));
let l_5734 = l_5730 | l_5733;
let l_5735 = bitcast<f64>(l_5734);
l_mut_2736 = l_5735;
}
}
}
let l_5736 = l_mut_2990 == l_mut_2736;
let l_5737 = a_5553[u32(1)];
let l_5738 = l_5737 - l_5570;
let l_5739 = l_5738 * f64(7.1362384635298e44);
let l_5740 = floor(l_5739);
let l_5741 = l_5740 * f64(1.401298464324817e-45);
l_mut_2990 = l_5741;
let l_5742 = abs(l_5738);
let l_5743 = l_5742 >= f64(1.1754943508222875e-38);
if l_5743 {
let l_5744 = f32(l_5738);
let l_5745 = f64(l_5744);
l_mut_2990 = l_5745;
let l_5746 = l_mut_2990 > l_5738;
if l_5746 {
let l_5747 = bitcast<u32>(l_5744);
let l_5748 = l_5747 ^ u32(2147483648);
let l_5749 = bitcast<f32>(l_5748);
let l_5750 = bitcast<u32>(l_5749);
let l_5751 = l_5750 + u32(1);
l_mut_3242 = l_5751;
let l_5752 = l_5750 & u32(2147483647);
let l_5753 = l_5752 == u32(0);
if l_5753 {
l_mut_3242 = u32(1);
} else {
let l_5754 = l_5750 & u32(2147483648);
let l_5755 = l_5754 != u32(0);
if l_5755 {
let l_5756 = l_5750 - u32(1);
l_mut_3242 = l_5756;
} else {
let l_5757 = l_5750 == u32(2139095040);
if l_5757 {
l_mut_3242 = l_5750;
}
}
}
let l_5758 = bitcast<f32>(l_mut_3242);
let l_5759 = bitcast<u32>(l_5758);
let l_5760 = l_5759 ^ u32(2147483648);
let l_5761 = bitcast<f32>(l_5760);
let l_5762 = bitcast<u32>(l_5761);
let l_5763 = l_5762 & u32(2147483647);
let l_5764 = bitcast<f32>(l_5763);
let l_5765 = f64(l_5764);
l_mut_2736 = l_5765;
let l_5766 = l_5763 < u32(8388608);
if l_5766 {
let l_5767 = f64(l_5763);
let l_5768 = l_5767 * f64(1.401298464324817e-45);
l_mut_2736 = l_5768;
}
let l_5769 = bitcast<u64>(l_mut_2736);
let l_5770 = l_5762 >> u32(31);
let l_5771 = u64(l_5770);
let l_5772 = l_5771 << u32(bitcast<u64>(u64(63)));
let l_5773 = l_5769 | l_5772;
let l_5774 = bitcast<f64>(l_5773);
l_mut_2990 = l_5774;
} else {
let l_5775 = bitcast<u32>(l_5744);
let l_5776 = l_5775 + u32(1);
l_mut_3242 = l_5776;
let l_5777 = l_5775 & u32(2147483647);
let l_5778 = l_5777 == u32(0);
if l_5778 {
l_mut_3242 = u32(1);
} else {
let l_5779 = l_5775 & u32(2147483648);
let l_5780 = l_5779 != u32(0);
if l_5780 {
let l_5781 = l_5775 - u32(1);
l_mut_3242 = l_5781;
} else {
let l_5782 = l_5775 == u32(2139095040);
if l_5782 {
l_mut_3242 = l_5775;
}
}
}
let l_5783 = bitcast<f32>(l_mut_3242);
let l_5784 = bitcast<u32>(l_5783);
let l_5785 = l_5784 & u32(2147483647);
let l_5786 = bitcast<f32>(l_5785);
let l_5787 = f64(l_5786);
l_mut_2736 = l_5787;
let l_5788 = l_5785 < u32(8388608);
if l_5788 {
let l_5789 = f64(l_5785);
let l_5790 = l_5789 * f64(1.401298464324817e-45);
l_mut_2736 = l_5790;
}
let l_5791 = bitcast<u64>(l_mut_2736);
let l_5792 = l_5784 >> u32(31);
let l_5793 = u64(l_5792);
let l_5794 = l_5793 << u32(bitcast<u64>(u64(63)));
let l_5795 = l_5791 | l_5794;
let l_5796 = bitcast<f64>(l_5795);
let l_5797 = l_5796 <= l_5738;
if l_5797 {
let l_5798 = bitcast<u32>(l_5744);
let l_5799 = l_5798 + u32(1);
l_mut_3242 = l_5799;
let l_5800 = l_5798 & u32(2147483647);
let l_5801 = l_5800 == u32(0);
if l_5801 {
l_mut_3242 = u32(1);
} else {
let l_5802 = l_5798 & u32(2147483648);
let l_5803 = l_5802 != u32(0);
if l_5803 {
let l_5804 = l_5798 - u32(1);
l_mut_3242 = l_5804;
} else {
let l_5805 = l_5798 == u32(2139095040);
if l_5805 {
l_mut_3242 = l_5798;
}
}
}
let l_5806 = bitcast<f32>(l_mut_3242);
let l_5807 = bitcast<u32>(l_5806);
let l_5808 = l_5807 & u32(2147483647);
let l_5809 = bitcast<f32>(l_5808);
let l_5810 = f64(l_5809);
l_mut_2736 = l_5810;
let l_5811 = l_5808 < u32(8388608);
if l_5811 {
let l_5812 = f64(l_5808);
let l_5813 = l_5812 * f64(1.401298464324817e-45);
l_mut_2736 = l_5813;
}
let l_5814 = bitcast<u64>(l_mut_2736);
let l_5815 = l_5807 >> u32(31);
let l_5816 = u64(l_5815);
let l_5817 = l_5816 << u32(bitcast<u64>(u64(63)));
let l_5818 = l_5814 | l_5817;
let l_5819 = bitcast<f64>(l_5818);
l_mut_2990 = l_5819;
}
}
}
let l_5820 = l_5737 + l_5570;
let l_5821 = l_5820 * f64(7.1362384635298e44);
let l_5822 = floor(l_5821);
let l_5823 = l_5822 * f64(1.401298464324817e-45);
l_mut_2736 = l_5823;
let l_5824 = abs(l_5820);
let l_5825 = l_5824 >= f64(1.1754943508222875e-38);
if l_5825 {
let l_5826 = f32(l_5820);
let l_5827 = f64(l_5826);
l_mut_2736 = l_5827;
let l_5828 = l_mut_2736 > l_5820;
if l_5828 {
let l_5829 = bitcast<u32>(l_5826);
let l_5830 = l_5829 ^ u32(2147483648);
let l_5831 = bitcast<f32>(l_5830);
let l_5832 = bitcast<u32>(l_5831);
let l_5833 = l_5832 + u32(1);
l_mut_3242 = l_5833;
let l_5834 = l_5832 & u32(2147483647);
let l_5835 = l_5834 == u32(0);
if l_5835 {
l_mut_3242 = u32(1);
} else {
let l_5836 = l_5832 & u32(2147483648);
let l_5837 = l_5836 != u32(0);
if l_5837 {
let l_5838 = l_5832 - u32(1);
l_mut_3242 = l_5838;
} else {
let l_5839 = l_5832 == u32(2139095040);
if l_5839 {
l_mut_3242 = l_5832;
}
}
}
let l_5840 = bitcast<f32>(l_mut_3242);
let l_5841 = bitcast<u32>(l_5840);
let l_5842 = l_5841 ^ u32(2147483648);
let l_5843 = bitcast<f32>(l_5842);
let l_5844 = bitcast<u32>(l_5843);
let l_5845 = l_5844 & u32(2147483647);
let l_5846 = bitcast<f32>(l_5845);
let l_5847 = f64(l_5846);
l_mut_2480 = l_5847;
let l_5848 = l_5845 < u32(8388608);
if l_5848 {
let l_5849 = f64(l_5845);
let l_5850 = l_5849 * f64(1.401298464324817e-45);
l_mut_2480 = l_5850;
}
let l_5851 = bitcast<u64>(l_mut_2480);
let l_5852 = l_5844 >> u32(31);
let l_5853 = u64(l_5852);
let l_5854 = l_5853 << u32(bitcast<u64>(u64(63)));
let l_5855 = l_5851 | l_5854;
let l_5856 = bitcast<f64>(l_5855);
l_mut_2736 = l_5856;
} else {
let l_5857 = bitcast<u32>(l_5826);
let l_5858 = l_5857 + u32(1);
l_mut_3242 = l_5858;
let l_5859 = l_5857 & u32(2147483647);
let l_5860 = l_5859 == u32(0);
if l_5860 {
l_mut_3242 = u32(1);
} else {
let l_5861 = l_5857 & u32(2147483648);
let l_5862 = l_5861 != u32(0);
if l_5862 {
let l_5863 = l_5857 - u32(1);
l_mut_3242 = l_5863;
} else {
let l_5864 = l_5857 == u32(2139095040);
if l_5864 {
l_mut_3242 = l_5857;
}
}
}
let l_5865 = bitcast<f32>(l_mut_3242);
let l_5866 = bitcast<u32>(l_5865);
let l_5867 = l_5866 & u32(2147483647);
let l_5868 = bitcast<f32>(l_5867);
let l_5869 = f64(l_5868);
l_mut_2480 = l_5869;
let l_5870 = l_5867 < u32(8388608);
if l_5870 {
let l_5871 = f64(l_5867);
let l_5872 = l_5871 * f64(1.401298464324817e-45);
l_mut_2480 = l_5872;
}
let l_5873 = bitcast<u64>(l_mut_2480);
let l_5874 = l_5866 >> u32(31);
let l_5875 = u64(l_5874);
let l_5876 = l_5875 << u32(bitcast<u64>(u64(63)));
let l_5877 = l_5873 | l_5876;
let l_5878 = bitcast<f64>(l_5877);
let l_5879 = l_5878 <= l_5820;
if l_5879 {
let l_5880 = bitcast<u32>(l_5826);
let l_5881 = l_5880 + u32(1);
l_mut_3242 = l_5881;
let l_5882 = l_5880 & u32(2147483647);
let l_5883 = l_5882 == u32(0);
if l_5883 {
l_mut_3242 = u32(1);
} else {
let l_5884 = l_5880 & u32(2147483648);
let l_5885 = l_5884 != u32(0);
if l_5885 {
let l_5886 = l_5880 - u32(1);
l_mut_3242 = l_5886;
} else {
let l_5887 = l_5880 == u32(2139095040);
if l_5887 {
l_mut_3242 = l_5880;
}
}
}
let l_5888 = bitcast<f32>(l_mut_3242);
let l_5889 = bitcast<u32>(l_5888);
let l_5890 = l_5889 & u32(2147483647);
let l_5891 = bitcast<f32>(l_5890);
let l_5892 = f64(l_5891);
l_mut_2480 = l_5892;
let l_5893 = l_5890 < u32(8388608);
if l_5893 {
let l_5894 = f64(l_5890);
let l_5895 = l_5894 * f64(1.401298464324817e-45);
l_mut_2480 = l_5895;
}
let l_5896 = bitcast<u64>(l_mut_2480);
let l_5897 = l_5889 >> u32(31);
let l_5898 = u64(l_5897);
let l_5899 = l_5898 << u32(bitcast<u64>(u64(63)));
let l_5900 = l_5896 | l_5899;
let l_5901 = bitcast<f64>(l_5900);
l_mut_2736 = l_5901;
}
}
}
let l_5902 = l_mut_2990 == l_mut_2736;
let l_5903 = l_5736 && l_5902;
if l_5903 {
let l_5904 = a_5553[u32(0)];
let l_5905 = l_5904 * f64(7.1362384635298e44);
let l_5906 = floor(l_5905);
let l_5907 = l_5906 * f64(1.401298464324817e-45);
l_mut_2990 = l_5907;
let l_5908 = abs(l_5904);
let l_5909 = l_5908 >= f64(1.1754943508222875e-38);
if l_5909 {
let l_5910 = f32(l_5904);
let l_5911 = f64(l_5910);
l_mut_2990 = l_5911;
let l_5912 = l_mut_2990 > l_5904;
if l_5912 {
let l_5913 = bitcast<u32>(l_5910);
let l_5914 = l_5913 ^ u32(2147483648);
let l_5915 = bitcast<f32>(l_5914);
let l_5916 = bitcast<u32>(l_5915);
let l_5917 = l_5916 + u32(1);
l_mut_3242 = l_5917;
let l_5918 = l_5916 & u32(2147483647);
let l_5919 = l_5918 == u32(0);
if l_5919 {
l_mut_3242 = u32(1);
} else {
let l_5920 = l_5916 & u32(2147483648);
let l_5921 = l_5920 != u32(0);
if l_5921 {
let l_5922 = l_5916 - u32(1);
l_mut_3242 = l_5922;
} else {
let l_5923 = l_5916 == u32(2139095040);
if l_5923 {
l_mut_3242 = l_5916;
}
}
}
let l_5924 = bitcast<f32>(l_mut_3242);
let l_5925 = bitcast<u32>(l_5924);
let l_5926 = l_5925 ^ u32(2147483648);
let l_5927 = bitcast<f32>(l_5926);
let l_5928 = bitcast<u32>(l_5927);
let l_5929 = l_5928 & u32(2147483647);
let l_5930 = bitcast<f32>(l_5929);
let l_5931 = f64(l_5930);
l_mut_2736 = l_5931;
let l_5932 = l_5929 < u32(8388608);
if l_5932 {
let l_5933 = f64(l_5929);
let l_5934 = l_5933 * f64(1.401298464324817e-45);
l_mut_2736 = l_5934;
}
let l_5935 = bitcast<u64>(l_mut_2736);
let l_5936 = l_5928 >> u32(31);
let l_5937 = u64(l_5936);
let l_5938 = l_5937 << u32(bitcast<u64>(u64(63)));
let l_5939 = l_5935 | l_5938;
let l_5940 = bitcast<f64>(l_5939);
l_mut_2990 = l_5940;
} else {
let l_5941 = bitcast<u32>(l_5910);
let l_5942 = l_5941 + u32(1);
l_mut_3242 = l_5942;
let l_5943 = l_5941 & u32(2147483647);
let l_5944 = l_5943 == u32(0);
if l_5944 {
l_mut_3242 = u32(1);
} else {
let l_5945 = l_5941 & u32(2147483648);
let l_5946 = l_5945 != u32(0);
if l_5946 {
let l_5947 = l_5941 - u32(1);
l_mut_3242 = l_5947;
} else {
let l_5948 = l_5941 == u32(2139095040);
if l_5948 {
l_mut_3242 = l_5941;
}
}
}
let l_5949 = bitcast<f32>(l_mut_3242);
let l_5950 = bitcast<u32>(l_5949);
let l_5951 = l_5950 & u32(2147483647);
let l_5952 = bitcast<f32>(l_5951);
let l_5953 = f64(l_5952);
l_mut_2736 = l_5953;
let l_5954 = l_5951 < u32(8388608);
if l_5954 {
let l_5955 = f64(l_5951);
let l_5956 = l_5955 * f64(1.401298464324817e-45);
l_mut_2736 = l_5956;
}
let l_5957 = bitcast<u64>(l_mut_2736);
let l_5958 = l_5950 >> u32(31);
let l_5959 = u64(l_5958);
let l_5960 = l_5959 << u32(bitcast<u64>(u64(63)));
let l_5961 = l_5957 | l_5960;
let l_5962 = bitcast<f64>(l_5961);
let l_5963 = l_5962 <= l_5904;
if l_5963 {
let l_5964 = bitcast<u32>(l_5910);
let l_5965 = l_5964 + u32(1);
l_mut_3242 = l_5965;
let l_5966 = l_5964 & u32(2147483647);
let l_5967 = l_5966 == u32(0);
if l_5967 {
l_mut_3242 = u32(1);
} else {
let l_5968 = l_5964 & u32(2147483648);
let l_5969 = l_5968 != u32(0);
if l_5969 {
let l_5970 = l_5964 - u32(1);
l_mut_3242 = l_5970;
} else {
let l_5971 = l_5964 == u32(2139095040);
if l_5971 {
l_mut_3242 = l_5964;
}
}
}
let l_5972 = bitcast<f32>(l_mut_3242);
let l_5973 = bitcast<u32>(l_5972);
let l_5974 = l_5973 & u32(2147483647);
let l_5975 = bitcast<f32>(l_5974);
let l_5976 = f64(l_5975);
l_mut_2736 = l_5976;
let l_5977 = l_5974 < u32(8388608);
if l_5977 {
let l_5978 = f64(l_5974);
let l_5979 = l_5978 * f64(1.401298464324817e-45);
l_mut_2736 = l_5979;
}
let l_5980 = bitcast<u64>(l_mut_2736);
let l_5981 = l_5973 >> u32(31);
let l_5982 = u64(l_5981);
let l_5983 = l_5982 << u32(bitcast<u64>(u64(63)));
let l_5984 = l_5980 | l_5983;
let l_5985 = bitcast<f64>(l_5984);
l_mut_2990 = l_5985;
}
}
}
let l_5986 = a_5553[u32(1)];
let l_5987 = -l_5986;
let l_5988 = l_5987 * f64(7.1362384635298e44);
let l_5989 = floor(l_5988);
let l_5990 = l_5989 * f64(1.401298464324817e-45);
l_mut_2736 = l_5990;
let l_5991 = abs(l_5987);
let l_5992 = l_5991 >= f64(1.1754943508222875e-38);
if l_5992 {
let l_5993 = f32(l_5987);
let l_5994 = f64(l_5993);
l_mut_2736 = l_5994;
let l_5995 = l_mut_2736 > l_5987;
if l_5995 {
let l_5996 = bitcast<u32>(l_5993);
let l_5997 = l_5996 ^ u32(2147483648);
let l_5998 = bitcast<f32>(l_5997);
let l_5999 = bitcast<u32>(l_5998);
let l_6000 = l_5999 + u32(1);
l_mut_3242 = l_6000;
let l_6001 = l_5999 & u32(2147483647);
let l_6002 = l_6001 == u32(0);
if l_6002 {
l_mut_3242 = u32(1);
} else {
let l_6003 = l_5999 & u32(2147483648);
let l_6004 = l_6003 != u32(0);
if l_6004 {
let l_6005 = l_5999 - u32(1);
l_mut_3242 = l_6005;
} else {
let l_6006 = l_5999 == u32(2139095040);
if l_6006 {
l_mut_3242 = l_5999;
}
}
}
let l_6007 = bitcast<f32>(l_mut_3242);
let l_6008 = bitcast<u32>(l_6007);
let l_6009 = l_6008 ^ u32(2147483648);
let l_6010 = bitcast<f32>(l_6009);
let l_6011 = bitcast<u32>(l_6010);
let l_6012 = l_6011 & u32(2147483647);
let l_6013 = bitcast<f32>(l_6012);
let l_6014 = f64(l_6013);
l_mut_2480 = l_6014;
let l_6015 = l_6012 < u32(8388608);
if l_6015 {
let l_6016 = f64(l_6012);
let l_6017 = l_6016 * f64(1.401298464324817e-45);
l_mut_2480 = l_6017;
}
let l_6018 = bitcast<u64>(l_mut_2480);
let l_6019 = l_6011 >> u32(31);
let l_6020 = u64(l_6019);
let l_6021 = l_6020 << u32(bitcast<u64>(u64(63)));
let l_6022 = l_6018 | l_6021;
let l_6023 = bitcast<f64>(l_6022);
l_mut_2736 = l_6023;
} else {
let l_6024 = bitcast<u32>(l_5993);
let l_6025 = l_6024 + u32(1);
l_mut_3242 = l_6025;
let l_6026 = l_6024 & u32(2147483647);
let l_6027 = l_6026 == u32(0);
if l_6027 {
l_mut_3242 = u32(1);
} else {
let l_6028 = l_6024 & u32(2147483648);
let l_6029 = l_6028 != u32(0);
if l_6029 {
let l_6030 = l_6024 - u32(1);
l_mut_3242 = l_6030;
} else {
let l_6031 = l_6024 == u32(2139095040);
if l_6031 {
l_mut_3242 = l_6024;
}
}
}
let l_6032 = bitcast<f32>(l_mut_3242);
let l_6033 = bitcast<u32>(l_6032);
let l_6034 = l_6033 & u32(2147483647);
let l_6035 = bitcast<f32>(l_6034);
let l_6036 = f64(l_6035);
l_mut_2480 = l_6036;
let l_6037 = l_6034 < u32(8388608);
if l_6037 {
let l_6038 = f64(l_6034);
let l_6039 = l_6038 * f64(1.401298464324817e-45);
l_mut_2480 = l_6039;
}
let l_6040 = bitcast<u64>(l_mut_2480);
let l_6041 = l_6033 >> u32(31);
let l_6042 = u64(l_6041);
let l_6043 = l_6042 << u32(bitcast<u64>(u64(63)));
let l_6044 = l_6040 | l_6043;
let l_6045 = bitcast<f64>(l_6044);
let l_6046 = l_6045 <= l_5987;
if l_6046 {
let l_6047 = bitcast<u32>(l_5993);
let l_6048 = l_6047 + u32(1);
l_mut_3242 = l_6048;
let l_6049 = l_6047 & u32(2147483647);
let l_6050 = l_6049 == u32(0);
if l_6050 {
l_mut_3242 = u32(1);
} else {
let l_6051 = l_6047 & u32(2147483648);
let l_6052 = l_6051 != u32(0);
if l_6052 {
let l_6053 = l_6047 - u32(1);
l_mut_3242 = l_6053;
} else {
let l_6054 = l_6047 == u32(2139095040);
if l_6054 {
l_mut_3242 = l_6047;
}
}
}
let l_6055 = bitcast<f32>(l_mut_3242);
let l_6056 = bitcast<u32>(l_6055);
let l_6057 = l_6056 & u32(2147483647);
let l_6058 = bitcast<f32>(l_6057);
let l_6059 = f64(l_6058);
l_mut_2480 = l_6059;
let l_6060 = l_6057 < u32(8388608);
if l_6060 {
let l_6061 = f64(l_6057);
let l_6062 = l_6061 * f64(1.401298464324817e-45);
l_mut_2480 = l_6062;
}
let l_6063 = bitcast<u64>(l_mut_2480);
let l_6064 = l_6056 >> u32(31);
let l_6065 = u64(l_6064);
let l_6066 = l_6065 << u32(bitcast<u64>(u64(63)));
let l_6067 = l_6063 | l_6066;
let l_6068 = bitcast<f64>(l_6067);
l_mut_2736 = l_6068;
}
}
}
let l_6069 = -l_mut_2736;
let l_6070 = bitcast<u32>(l_16);
let l_6071 = l_6070 & u32(2147483647);
let l_6072 = bitcast<f32>(l_6071);
let l_6073 = f64(l_6072);
l_mut_2736 = l_6073;
let l_6074 = l_6071 < u32(8388608);
if l_6074 {
let l_6075 = f64(l_6071);
let l_6076 = l_6075 * f64(1.401298464324817e-45);
l_mut_2736 = l_6076;
}
let l_6077 = bitcast<u64>(l_mut_2736);
let l_6078 = l_6070 >> u32(31);
let l_6079 = u64(l_6078);
let l_6080 = l_6079 << u32(bitcast<u64>(u64(63)));
let l_6081 = l_6077 | l_6080;
let l_6082 = bitcast<f64>(l_6081);
let l_6083 = bitcast<u32>(l_16);
let l_6084 = l_6083 + u32(1);
l_mut_3242 = l_6084;
let l_6085 = l_6083 & u32(2147483647);
let l_6086 = l_6085 == u32(0);
if l_6086 {
l_mut_3242 = u32(1);
} else {
let l_6087 = l_6083 & u32(2147483648);
let l_6088 = l_6087 != u32(0);
if l_6088 {
let l_6089 = l_6083 - u32(1);
l_mut_3242 = l_6089;
} else {
let l_6090 = l_6083 == u32(2139095040);
if l_6090 {
l_mut_3242 = l_6083;
}
}
}
let l_6091 = bitcast<f32>(l_mut_3242);
let l_6092 = bitcast<u32>(l_6091);
let l_6093 = l_6092 & u32(2147483647);
let l_6094 = bitcast<f32>(l_6093);
let l_6095 = f64(l_6094);
l_mut_2736 = l_6095;
let l_6096 = l_6093 < u32(8388608);
if l_6096 {
let l_6097 = f64(l_6093);
let l_6098 = l_6097 * f64(1.401298464324817e-45);
l_mut_2736 = l_6098;
}
let l_6099 = bitcast<u64>(l_mut_2736);
let l_6100 = l_6092 >> u32(31);
let l_6101 = u64(l_6100);
let l_6102 = l_6101 << u32(bitcast<u64>(u64(63)));
let l_6103 = l_6099 | l_6102;
let l_6104 = bitcast<f64>(l_6103);
let l_6105 = bitcast<u32>(l_16);
let l_6106 = l_6105 ^ u32(2147483648);
let l_6107 = bitcast<f32>(l_6106);
let l_6108 = bitcast<u32>(l_6107);
let l_6109 = l_6108 + u32(1);
l_mut_3242 = l_6109;
let l_6110 = l_6108 & u32(2147483647);
let l_6111 = l_6110 == u32(0);
if l_6111 {
l_mut_3242 = u32(1);
} else {
let l_6112 = l_6108 & u32(2147483648);
let l_6113 = l_6112 != u32(0);
if l_6113 {
let l_6114 = l_6108 - u32(1);
l_mut_3242 = l_6114;
} else {
let l_6115 = l_6108 == u32(2139095040);
if l_6115 {
l_mut_3242 = l_6108;
}
}
}
let l_6116 = bitcast<f32>(l_mut_3242);
let l_6117 = bitcast<u32>(l_6116);
let l_6118 = l_6117 ^ u32(2147483648);
let l_6119 = bitcast<f32>(l_6118);
let l_6120 = bitcast<u32>(l_6119);
let l_6121 = l_6120 & u32(2147483647);
let l_6122 = bitcast<f32>(l_6121);
let l_6123 = f64(l_6122);
l_mut_2736 = l_6123;
let l_6124 = l_6121 < u32(8388608);
if l_6124 {
let l_6125 = f64(l_6121);
let l_6126 = l_6125 * f64(1.401298464324817e-45);
l_mut_2736 = l_6126;
}
let l_6127 = bitcast<u64>(l_mut_2736);
let l_6128 = l_6120 >> u32(31);
let l_6129 = u64(l_6128);
let l_6130 = l_6129 << u32(bitcast<u64>(u64(63)));
let l_6131 = l_6127 | l_6130;
let l_6132 = bitcast<f64>(l_6131);
let l_6133 = l_mut_2990 + f64(0.0);
let l_6134 = l_6133 <= l_6082;
l_mut_154 = l_6134;
let l_6135 = l_mut_2990 - f64(0.0);
let l_6136 = l_6135 > l_6082;
l_mut_151 = l_6136;
let l_6137 = l_6069 - f64(0.0);
let l_6138 = l_6137 >= l_6082;
l_mut_148 = l_6138;
let l_6139 = l_6069 + f64(0.0);
let l_6140 = l_6139 < l_6082;
l_mut_145 = l_6140;
l_mut_3242 = u32(2);
let l_6141 = l_mut_151 || l_mut_145;
if l_6141 {
l_mut_3242 = u32(1);
} else {
let l_6142 = l_mut_154 && l_mut_148;
if l_6142 {
l_mut_3242 = u32(0);
}
}
let l_6143 = bitcast<u32>(l_16);
let l_6144 = l_6143 & u32(2147483647);
let l_6145 = l_6144 == u32(0);
if l_6145 {
let l_6146 = l_mut_2990 + f64(0.0);
let l_6147 = l_6146 < f64(1.1754943508222875e-38);
let l_6148 = l_6069 - f64(0.0);
let l_6149 = l_6148 > f64(-1.1754943508222875e-38);
let l_6150 = l_6147 && l_6149;
let l_6151 = l_mut_2990 - f64(0.0);
let l_6152 = l_6151 < f64(1.1754943508222875e-38);
let l_6153 = l_6069 + f64(0.0);
let l_6154 = l_6153 > f64(-1.1754943508222875e-38);
let l_6155 = l_6152 && l_6154;
if l_6150 {
l_mut_3242 = u32(0);
} else {
let l_6156 = l_mut_3242 == u32(1);
let l_6157 = l_6155 && l_6156;
if l_6157 {
l_mut_3242 = u32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
l_mut_35 = l_mut_4285;
}
} else {
let l_6158 = l_9 == u32(16);
let l_6159 = l_9 == u32(17);
let l_6160 = l_6158 || l_6159;
if l_6160 {
l_mut_35 = u32(0);
let l_6161 = l_31 > f64(0.0);
if l_6161 {
let l_6162 = l_29 == f64(1.0);
let l_6163 = f32(l_31);
let l_6164 = bitcast<u32>(l_6163);
let l_6165 = l_6164 & u32(2147483647);
let l_6166 = bitcast<f32>(l_6165);
let l_6167 = f64(l_6166);
l_mut_2990 = l_6167;
let l_6168 = l_6165 < u32(8388608);
if l_6168 {
let l_6169 = f64(l_6165);
let l_6170 = l_6169 * f64(1.401298464324817e-45);
l_mut_2990 = l_6170;
}
let l_6171 = bitcast<u64>(l_mut_2990);
let l_6172 = l_6164 >> u32(31);
let l_6173 = u64(l_6172);
let l_6174 = l_6173 << u32(bitcast<u64>(u64(63)));
let l_6175 = l_6171 | l_6174;
let l_6176 = bitcast<f64>(l_6175);
l_mut_2990 = l_6176;
let l_6177 = l_6176 < f64(0.0);
if l_6177 {
let l_6178 = bitcast<u64>(l_6176);
let l_6179 = l_6178 | u64(9221120237041090560);
let l_6180 = bitcast<f64>(l_6179);
l_mut_2990 = l_6180;
} else {
let l_6181 = l_6176 == f64(0.0);
if l_6181 {
let l_6182 = abs(l_6176);
let l_6183 = bitcast<u64>(l_6182);
let l_6184 = l_6183 | u64(9218868437227405312);
let l_6185 = l_6184 & bitcast<u64>(i64(-4503599627370496));
let l_6186 = bitcast<f64>(l_6185);
let l_6187 = -l_6186;
l_mut_2990 = l_6187;
} else {
let l_6188 = bitcast<u32>(l_6163);
let l_6189 = l_6188 < u32(2139095040);
if l_6189 {
let l_6190 = bitcast<u64>(l_6176);
let l_6191 = l_6190 >> u32(bitcast<u64>(u64(52)));
let l_6192 = l_6191 & u64(2047);
let l_6193 = i32(bitcast<i64>(l_6192));
let l_6194 = l_6193 - i32(1023);
l_mut_5500 = l_6194;
let l_6195 = l_6190 & u64(4503599627370495);
let l_6196 = l_6195 | u64(4607182418800017408);
let l_6197 = bitcast<f64>(l_6196);
l_mut_2736 = l_6197;
let l_6198 = l_mut_2736 > f64(1.4142135623730951);
if l_6198 {
l_mut_2736 = l_mut_2736 * f64(0.5);
l_mut_5500 = l_mut_5500 + i32(1);
}
let l_6199 = l_mut_2736 - f64(1.0);
let l_6200 = f64(2.0) + l_6199;
let l_6201 = l_6199 / l_6200;
let l_6202 = l_6201 * l_6201;
let l_6203 = l_6202 * f64(0.04);
let l_6204 = l_6203 + f64(0.043478260869565216);
l_mut_2736 = l_6204;
let l_6205 = l_mut_2736 * l_6202;
let l_6206 = l_6205 + f64(0.047619047619047616);
l_mut_2736 = l_6206;
let l_6207 = l_mut_2736 * l_6202;
let l_6208 = l_6207 + f64(0.05263157894736842);
l_mut_2736 = l_6208;
let l_6209 = l_mut_2736 * l_6202;
let l_6210 = l_6209 + f64(0.058823529411764705);
l_mut_2736 = l_6210;
let l_6211 = l_mut_2736 * l_6202;
let l_6212 = l_6211 + f64(0.06666666666666667);
l_mut_2736 = l_6212;
let l_6213 = l_mut_2736 * l_6202;
let l_6214 = l_6213 + f64(0.07692307692307693);
l_mut_2736 = l_6214;
let l_6215 = l_mut_2736 * l_6202;
let l_6216 = l_6215 + f64(0.09090909090909091);
l_mut_2736 = l_6216;
let l_6217 = l_mut_2736 * l_6202;
let l_6218 = l_6217 + f64(0.1111111111111111);
l_mut_2736 = l_6218;
let l_6219 = l_mut_2736 * l_6202;
let l_6220 = l_6219 + f64(0.14285714285714285);
l_mut_2736 = l_6220;
let l_6221 = l_mut_2736 * l_6202;
let l_6222 = l_6221 + f64(0.2);
l_mut_2736 = l_6222;
let l_6223 = l_mut_2736 * l_6202;
let l_6224 = l_6223 + f64(0.3333333333333333);
l_mut_2736 = l_6224;
let l_6225 = f64(2.0) * l_6201;
let l_6226 = f64(2.0) * l_6201;
let l_6227 = l_6226 * l_6202;
let l_6228 = l_6227 * l_mut_2736;
let l_6229 = l_6225 + l_6228;
let l_6230 = f64(l_mut_5500);
let l_6231 = l_6230 * f64(0.6931471824645996);
let l_6232 = l_6230 * f64(-1.904654299957768e-9);
let l_6233 = l_6232 + l_6229;
let l_6234 = l_6231 + l_6233;
l_mut_2990 = l_6234;
}
}
}
let l_6235 = l_mut_2990 / f64(0.6931471805599453);
let l_6236 = abs(l_6235);
let l_6237 = l_6236 * f64(1.4551915228366852e-11);
let l_6238 = l_31 >= f64(0.5);
let l_6239 = l_31 <= f64(2.0);
let l_6240 = l_6238 && l_6239;
l_mut_2990 = l_20;
l_mut_154 = bool(true);
let l_6241 = l_9 == u32(17);
if l_6241 {
let l_6242 = !l_6240;
if l_6242 {
let l_6243 = abs(l_6235);
let l_6244 = l_20 * l_6243;
l_mut_2990 = l_6244;
}
} else {
let l_6245 = !l_6240;
if l_6245 {
let l_6246 = abs(l_6235);
l_mut_2736 = f64(1.401298464324817e-45);
let l_6247 = l_6246 >= f64(1.1754943508222875e-38);
let l_6248 = l_6246 <= f64(1.7976931348623157e308);
let l_6249 = l_6247 && l_6248;
if l_6249 {
let l_6250 = bitcast<u64>(l_6246);
let l_6251 = l_6250 >> u32(bitcast<u64>(u64(52)));
let l_6252 = l_6251 - u64(23);
let l_6253 = l_6252 << u32(bitcast<u64>(u64(52)));
let l_6254 = bitcast<f64>(l_6253);
l_mut_2736 = l_6254;
}
let l_6255 = l_23 * l_mut_2736;
l_mut_2990 = l_6255;
let l_6256 = l_6235 - l_6237;
let l_6257 = abs(l_6256);
l_mut_2736 = f64(1.401298464324817e-45);
let l_6258 = l_6257 >= f64(1.1754943508222875e-38);
let l_6259 = l_6257 <= f64(1.7976931348623157e308);
let l_6260 = l_6258 && l_6259;
if l_6260 {
let l_6261 = bitcast<u64>(l_6257);
let l_6262 = l_6261 >> u32(bitcast<u64>(u64(52)));
let l_6263 = l_6262 - u64(23);
let l_6264 = l_6263 << u32(bitcast<u64>(u64(52)));
let l_6265 = bitcast<f64>(l_6264);
l_mut_2736 = l_6265;
}
let l_6266 = l_6235 + l_6237;
let l_6267 = abs(l_6266);
l_mut_2480 = f64(1.401298464324817e-45);
let l_6268 = l_6267 >= f64(1.1754943508222875e-38);
let l_6269 = l_6267 <= f64(1.7976931348623157e308);
let l_6270 = l_6268 && l_6269;
if l_6270 {
let l_6271 = bitcast<u64>(l_6267);
let l_6272 = l_6271 >> u32(bitcast<u64>(u64(52)));
let l_6273 = l_6272 - u64(23);
let l_6274 = l_6273 << u32(bitcast<u64>(u64(52)));
let l_6275 = bitcast<f64>(l_6274);
l_mut_2480 = l_6275;
}
let l_6276 = l_mut_2736 == l_mut_2480;
l_mut_154 = l_6276;
}
}
let l_6277 = l_mut_2990 * f64(1.4551915228366852e-11);
let l_6278 = l_6237 + l_6277;
l_mut_4285 = u32(2);
if l_mut_154 {
let l_6279 = l_9 == u32(17);
let l_6280 = l_6279 || l_13;
if l_6280 {
let l_6281 = l_6235 - l_mut_2990;
let l_6282 = l_6235 + l_mut_2990;
let l_6283 = abs(l_6281);
let l_6284 = l_6283 * f64(2.220446049250313e-16);
let l_6285 = l_6278 + l_6284;
let l_6286 = l_6281 + l_6285;
let l_6287 = -l_6286;
let l_6288 = l_6287 * f64(7.1362384635298e44);
let l_6289 = floor(l_6288);
let l_6290 = l_6289 * f64(1.401298464324817e-45);
l_mut_2736 = l_6290;
let l_6291 = abs(l_6287);
let l_6292 = l_6291 >= f64(1.1754943508222875e-38);
if l_6292 {
let l_6293 = f32(l_6287);
let l_6294 = f64(l_6293);
l_mut_2736 = l_6294;
let l_6295 = l_mut_2736 > l_6287;
if l_6295 {
let l_6296 = bitcast<u32>(l_6293);
let l_6297 = l_6296 ^ u32(2147483648);
let l_6298 = bitcast<f32>(l_6297);
let l_6299 = bitcast<u32>(l_6298);
let l_6300 = l_6299 + u32(1);
l_mut_3242 = l_6300;
let l_6301 = l_6299 & u32(2147483647);
let l_6302 = l_6301 == u32(0);
if l_6302 {
l_mut_3242 = u32(1);
} else {
let l_6303 = l_6299 & u32(2147483648);
let l_6304 = l_6303 != u32(0);
if l_6304 {
let l_6305 = l_6299 - u32(1);
l_mut_3242 = l_6305;
} else {
let l_6306 = l_6299 == u32(2139095040);
if l_6306 {
l_mut_3242 = l_6299;
}
}
}
let l_6307 = bitcast<f32>(l_mut_3242);
let l_6308 = bitcast<u32>(l_6307);
let l_6309 = l_6308 ^ u32(2147483648);
let l_6310 = bitcast<f32>(l_6309);
let l_6311 = bitcast<u32>(l_6310);
let l_6312 = l_6311 & u32(2147483647);
let l_6313 = bitcast<f32>(l_6312);
let l_6314 = f64(l_6313);
l_mut_2480 = l_6314;
let l_6315 = l_6312 < u32(8388608);
if l_6315 {
let l_6316 = f64(l_6312);
let l_6317 = l_6316 * f64(1.401298464324817e-45);
l_mut_2480 = l_6317;
}
let l_6318 = bitcast<u64>(l_mut_2480);
let l_6319 = l_6311 >> u32(31);
let l_6320 = u64(l_6319);
let l_6321 = l_6320 << u32(bitcast<u64>(u64(63)));
let l_6322 = l_6318 | l_6321;
let l_6323 = bitcast<f64>(l_6322);
l_mut_2736 = l_6323;
} else {
let l_6324 = bitcast<u32>(l_6293);
let l_6325 = l_6324 + u32(1);
l_mut_3242 = l_6325;
let l_6326 = l_6324 & u32(2147483647);
let l_6327 = l_6326 == u32(0);
if l_6327 {
l_mut_3242 = u32(1);
} else {
let l_6328 = l_6324 & u32(2147483648);
let l_6329 = l_6328 != u32(0);
if l_6329 {
let l_6330 = l_6324 - u32(1);
l_mut_3242 = l_6330;
} else {
let l_6331 = l_6324 == u32(2139095040);
if l_6331 {
l_mut_3242 = l_6324;
}
}
}
let l_6332 = bitcast<f32>(l_mut_3242);
let l_6333 = bitcast<u32>(l_6332);
let l_6334 = l_6333 & u32(2147483647);
let l_6335 = bitcast<f32>(l_6334);
let l_6336 = f64(l_6335);
l_mut_2480 = l_6336;
let l_6337 = l_6334 < u32(8388608);
if l_6337 {
let l_6338 = f64(l_6334);
let l_6339 = l_6338 * f64(1.401298464324817e-45);
l_mut_2480 = l_6339;
}
let l_6340 = bitcast<u64>(l_mut_2480);
let l_6341 = l_6333 >> u32(31);
let l_6342 = u64(l_6341);
let l_6343 = l_6342 << u32(bitcast<u64>(u64(63)));
let l_6344 = l_6340 | l_6343;
let l_6345 = bitcast<f64>(l_6344);
let l_6346 = l_6345 <= l_6287;
if l_6346 {
let l_6347 = bitcast<u32>(l_6293);
let l_6348 = l_6347 + u32(1);
l_mut_3242 = l_6348;
let l_6349 = l_6347 & u32(2147483647);
let l_6350 = l_6349 == u32(0);
if l_6350 {
l_mut_3242 = u32(1);
} else {
let l_6351 = l_6347 & u32(2147483648);
let l_6352 = l_6351 != u32(0);
if l_6352 {
let l_6353 = l_6347 - u32(1);
l_mut_3242 = l_6353;
} else {
let l_6354 = l_6347 == u32(2139095040);
if l_6354 {
l_mut_3242 = l_6347;
}
}
}
let l_6355 = bitcast<f32>(l_mut_3242);
let l_6356 = bitcast<u32>(l_6355);
let l_6357 = l_6356 & u32(2147483647);
let l_6358 = bitcast<f32>(l_6357);
let l_6359 = f64(l_6358);
l_mut_2480 = l_6359;
let l_6360 = l_6357 < u32(8388608);
if l_6360 {
let l_6361 = f64(l_6357);
let l_6362 = l_6361 * f64(1.401298464324817e-45);
l_mut_2480 = l_6362;
}
let l_6363 = bitcast<u64>(l_mut_2480);
let l_6364 = l_6356 >> u32(31);
let l_6365 = u64(l_6364);
let l_6366 = l_6365 << u32(bitcast<u64>(u64(63)));
let l_6367 = l_6363 | l_6366;
let l_6368 = bitcast<f64>(l_6367);
l_mut_2736 = l_6368;
}
}
}
let l_6369 = -l_mut_2736;
l_mut_2736 = l_6369;
let l_6370 = bool(true) && bool(true);
if l_6370 {
let l_6371 = l_6281 + l_6285;
let l_6372 = l_6371 * f64(7.1362384635298e44);
let l_6373 = floor(l_6372);
let l_6374 = l_6373 * f64(1.401298464324817e-45);
l_mut_2480 = l_6374;
let l_6375 = abs(l_6371);
let l_6376 = l_6375 >= f64(1.1754943508222875e-38);
if l_6376 {
let l_6377 = f32(l_6371);
let l_6378 = f64(l_6377);
l_mut_2480 = l_6378;
let l_6379 = l_mut_2480 > l_6371;
if l_6379 {
let l_6380 = bitcast<u32>(l_6377);
let l_6381 = l_6380 ^ u32(2147483648);
let l_6382 = bitcast<f32>(l_6381);
let l_6383 = bitcast<u32>(l_6382);
let l_6384 = l_6383 + u32(1);
l_mut_3242 = l_6384;
let l_6385 = l_6383 & u32(2147483647);
let l_6386 = l_6385 == u32(0);
if l_6386 {
l_mut_3242 = u32(1);
} else {
let l_6387 = l_6383 & u32(2147483648);
let l_6388 = l_6387 != u32(0);
if l_6388 {
let l_6389 = l_6383 - u32(1);
l_mut_3242 = l_6389;
} else {
let l_6390 = l_6383 == u32(2139095040);
if l_6390 {
l_mut_3242 = l_6383;
}
}
}
let l_6391 = bitcast<f32>(l_mut_3242);
let l_6392 = bitcast<u32>(l_6391);
let l_6393 = l_6392 ^ u32(2147483648);
let l_6394 = bitcast<f32>(l_6393);
let l_6395 = bitcast<u32>(l_6394);
let l_6396 = l_6395 & u32(2147483647);
let l_6397 = bitcast<f32>(l_6396);
let l_6398 = f64(l_6397);
l_mut_2226 = l_6398;
let l_6399 = l_6396 < u32(8388608);
if l_6399 {
let l_6400 = f64(l_6396);
let l_6401 = l_6400 * f64(1.401298464324817e-45);
l_mut_2226 = l_6401;
}
let l_6402 = bitcast<u64>(l_mut_2226);
let l_6403 = l_6395 >> u32(31);
let l_6404 = u64(l_6403);
let l_6405 = l_6404 << u32(bitcast<u64>(u64(63)));
let l_6406 = l_6402 | l_6405;
let l_6407 = bitcast<f64>(l_6406);
l_mut_2480 = l_6407;
} else {
let l_6408 = bitcast<u32>(l_6377);
let l_6409 = l_6408 + u32(1);
l_mut_3242 = l_6409;
let l_6410 = l_6408 & u32(2147483647);
let l_6411 = l_6410 == u32(0);
if l_6411 {
l_mut_3242 = u32(1);
} else {
let l_6412 = l_6408 & u32(2147483648);
let l_6413 = l_6412 != u32(0);
if l_6413 {
let l_6414 = l_6408 - u32(1);
l_mut_3242 = l_6414;
} else {
let l_6415 = l_6408 == u32(2139095040);
if l_6415 {
l_mut_3242 = l_6408;
}
}
}
let l_6416 = bitcast<f32>(l_mut_3242);
let l_6417 = bitcast<u32>(l_6416);
let l_6418 = l_6417 & u32(2147483647);
let l_6419 = bitcast<f32>(l_6418);
let l_6420 = f64(l_6419);
l_mut_2226 = l_6420;
let l_6421 = l_6418 < u32(8388608);
if l_6421 {
let l_6422 = f64(l_6418);
let l_6423 = l_6422 * f64(1.401298464324817e-45);
l_mut_2226 = l_6423;
}
let l_6424 = bitcast<u64>(l_mut_2226);
let l_6425 = l_6417 >> u32(31);
let l_6426 = u64(l_6425);
let l_6427 = l_6426 << u32(bitcast<u64>(u64(63)));
let l_6428 = l_6424 | l_6427;
let l_6429 = bitcast<f64>(l_6428);
let l_6430 = l_6429 <= l_6371;
if l_6430 {
let l_6431 = bitcast<u32>(l_6377);
let l_6432 = l_6431 + u32(1);
l_mut_3242 = l_6432;
let l_6433 = l_6431 & u32(2147483647);
let l_6434 = l_6433 == u32(0);
if l_6434 {
l_mut_3242 = u32(1);
} else {
let l_6435 = l_6431 & u32(2147483648);
let l_6436 = l_6435 != u32(0);
if l_6436 {
let l_6437 = l_6431 - u32(1);
l_mut_3242 = l_6437;
} else {
let l_6438 = l_6431 == u32(2139095040);
if l_6438 {
l_mut_3242 = l_6431;
}
}
}
let l_6439 = bitcast<f32>(l_mut_3242);
let l_6440 = bitcast<u32>(l_6439);
let l_6441 = l_6440 & u32(2147483647);
let l_6442 = bitcast<f32>(l_6441);
let l_6443 = f64(l_6442);
l_mut_2226 = l_6443;
let l_6444 = l_6441 < u32(8388608);
if l_6444 {
let l_6445 = f64(l_6441);
let l_6446 = l_6445 * f64(1.401298464324817e-45);
l_mut_2226 = l_6446;
}
let l_6447 = bitcast<u64>(l_mut_2226);
let l_6448 = l_6440 >> u32(31);
let l_6449 = u64(l_6448);
let l_6450 = l_6449 << u32(bitcast<u64>(u64(63)));
let l_6451 = l_6447 | l_6450;
let l_6452 = bitcast<f64>(l_6451);
l_mut_2480 = l_6452;
}
}
}
l_mut_2736 = l_mut_2480;
} else {
let l_6453 = l_6281 - l_6285;
let l_6454 = l_6453 * f64(7.1362384635298e44);
let l_6455 = floor(l_6454);
let l_6456 = l_6455 * f64(1.401298464324817e-45);
l_mut_2480 = l_6456;
let l_6457 = abs(l_6453);
let l_6458 = l_6457 >= f64(1.1754943508222875e-38);
if l_6458 {
let l_6459 = f32(l_6453);
let l_6460 = f64(l_6459);
l_mut_2480 = l_6460;
let l_6461 = l_mut_2480 > l_6453;
if l_6461 {
let l_6462 = bitcast<u32>(l_6459);
let l_6463 = l_6462 ^ u32(2147483648);
let l_6464 = bitcast<f32>(l_6463);
let l_6465 = bitcast<u32>(l_6464);
let l_6466 = l_6465 + u32(1);
l_mut_3242 = l_6466;
let l_6467 = l_6465 & u32(2147483647);
let l_6468 = l_6467 == u32(0);
if l_6468 {
l_mut_3242 = u32(1);
} else {
let l_6469 = l_6465 & u32(2147483648);
let l_6470 = l_6469 != u32(0);
if l_6470 {
let l_6471 = l_6465 - u32(1);
l_mut_3242 = l_6471;
} else {
let l_6472 = l_6465 == u32(2139095040);
if l_6472 {
l_mut_3242 = l_6465;
}
}
}
let l_6473 = bitcast<f32>(l_mut_3242);
let l_6474 = bitcast<u32>(l_6473);
let l_6475 = l_6474 ^ u32(2147483648);
let l_6476 = bitcast<f32>(l_6475);
let l_6477 = bitcast<u32>(l_6476);
let l_6478 = l_6477 & u32(2147483647);
let l_6479 = bitcast<f32>(l_6478);
let l_6480 = f64(l_6479);
l_mut_2226 = l_6480;
let l_6481 = l_6478 < u32(8388608);
if l_6481 {
let l_6482 = f64(l_6478);
let l_6483 = l_6482 * f64(1.401298464324817e-45);
l_mut_2226 = l_6483;
}
let l_6484 = bitcast<u64>(l_mut_2226);
let l_6485 = l_6477 >> u32(31);
let l_6486 = u64(l_6485);
let l_6487 = l_6486 << u32(bitcast<u64>(u64(63)));
let l_6488 = l_6484 | l_6487;
let l_6489 = bitcast<f64>(l_6488);
l_mut_2480 = l_6489;
} else {
let l_6490 = bitcast<u32>(l_6459);
let l_6491 = l_6490 + u32(1);
l_mut_3242 = l_6491;
let l_6492 = l_6490 & u32(2147483647);
let l_6493 = l_6492 == u32(0);
if l_6493 {
l_mut_3242 = u32(1);
} else {
let l_6494 = l_6490 & u32(2147483648);
let l_6495 = l_6494 != u32(0);
if l_6495 {
let l_6496 = l_6490 - u32(1);
l_mut_3242 = l_6496;
} else {
let l_6497 = l_6490 == u32(2139095040);
if l_6497 {
l_mut_3242 = l_6490;
}
}
}
let l_6498 = bitcast<f32>(l_mut_3242);
let l_6499 = bitcast<u32>(l_6498);
let l_6500 = l_6499 & u32(2147483647);
let l_6501 = bitcast<f32>(l_6500);
let l_6502 = f64(l_6501);
l_mut_2226 = l_6502;
let l_6503 = l_6500 < u32(8388608);
if l_6503 {
let l_6504 = f64(l_6500);
let l_6505 = l_6504 * f64(1.401298464324817e-45);
l_mut_2226 = l_6505;
}
let l_6506 = bitcast<u64>(l_mut_2226);
let l_6507 = l_6499 >> u32(31);
let l_6508 = u64(l_6507);
let l_6509 = l_6508 << u32(bitcast<u64>(u64(63)));
let l_6510 = l_6506 | l_6509;
let l_6511 = bitcast<f64>(l_6510);
let l_6512 = l_6511 <= l_6453;
if l_6512 {
let l_6513 = bitcast<u32>(l_6459);
let l_6514 = l_6513 + u32(1);
l_mut_3242 = l_6514;
let l_6515 = l_6513 & u32(2147483647);
let l_6516 = l_6515 == u32(0);
if l_6516 {
l_mut_3242 = u32(1);
} else {
let l_6517 = l_6513 & u32(2147483648);
let l_6518 = l_6517 != u32(0);
if l_6518 {
let l_6519 = l_6513 - u32(1);
l_mut_3242 = l_6519;
} else {
let l_6520 = l_6513 == u32(2139095040);
if l_6520 {
l_mut_3242 = l_6513;
}
}
}
let l_6521 = bitcast<f32>(l_mut_3242);
let l_6522 = bitcast<u32>(l_6521);
let l_6523 = l_6522 & u32(2147483647);
let l_6524 = bitcast<f32>(l_6523);
let l_6525 = f64(l_6524);
l_mut_2226 = l_6525;
let l_6526 = l_6523 < u32(8388608);
if l_6526 {
let l_6527 = f64(l_6523);
let l_6528 = l_6527 * f64(1.401298464324817e-45);
l_mut_2226 = l_6528;
}
let l_6529 = bitcast<u64>(l_mut_2226);
let l_6530 = l_6522 >> u32(31);
let l_6531 = u64(l_6530);
let l_6532 = l_6531 << u32(bitcast<u64>(u64(63)));
let l_6533 = l_6529 | l_6532;
let l_6534 = bitcast<f64>(l_6533);
l_mut_2480 = l_6534;
}
}
}
l_mut_2736 = l_mut_2480;
}
let l_6535 = abs(l_6282);
let l_6536 = l_6535 * f64(2.220446049250313e-16);
let l_6537 = l_6278 + l_6536;
let l_6538 = l_6282 + l_6537;
let l_6539 = -l_6538;
let l_6540 = l_6539 * f64(7.1362384635298e44);
let l_6541 = floor(l_6540);
let l_6542 = l_6541 * f64(1.401298464324817e-45);
l_mut_2480 = l_6542;
let l_6543 = abs(l_6539);
let l_6544 = l_6543 >= f64(1.1754943508222875e-38);
if l_6544 {
let l_6545 = f32(l_6539);
let l_6546 = f64(l_6545);
l_mut_2480 = l_6546;
let l_6547 = l_mut_2480 > l_6539;
if l_6547 {
let l_6548 = bitcast<u32>(l_6545);
let l_6549 = l_6548 ^ u32(2147483648);
let l_6550 = bitcast<f32>(l_6549);
let l_6551 = bitcast<u32>(l_6550);
let l_6552 = l_6551 + u32(1);
l_mut_3242 = l_6552;
let l_6553 = l_6551 & u32(2147483647);
let l_6554 = l_6553 == u32(0);
if l_6554 {
l_mut_3242 = u32(1);
} else {
let l_6555 = l_6551 & u32(2147483648);
let l_6556 = l_6555 != u32(0);
if l_6556 {
let l_6557 = l_6551 - u32(1);
l_mut_3242 = l_6557;
} else {
let l_6558 = l_6551 == u32(2139095040);
if l_6558 {
l_mut_3242 = l_6551;
}
}
}
let l_6559 = bitcast<f32>(l_mut_3242);
let l_6560 = bitcast<u32>(l_6559);
let l_6561 = l_6560 ^ u32(2147483648);
let l_6562 = bitcast<f32>(l_6561);
let l_6563 = bitcast<u32>(l_6562);
let l_6564 = l_6563 & u32(2147483647);
let l_6565 = bitcast<f32>(l_6564);
let l_6566 = f64(l_6565);
l_mut_2226 = l_6566;
let l_6567 = l_6564 < u32(8388608);
if l_6567 {
let l_6568 = f64(l_6564);
let l_6569 = l_6568 * f64(1.401298464324817e-45);
l_mut_2226 = l_6569;
}
let l_6570 = bitcast<u64>(l_mut_2226);
let l_6571 = l_6563 >> u32(31);
let l_6572 = u64(l_6571);
let l_6573 = l_6572 << u32(bitcast<u64>(u64(63)));
let l_6574 = l_6570 | l_6573;
let l_6575 = bitcast<f64>(l_6574);
l_mut_2480 = l_6575;
} else {
let l_6576 = bitcast<u32>(l_6545);
let l_6577 = l_6576 + u32(1);
l_mut_3242 = l_6577;
let l_6578 = l_6576 & u32(2147483647);
let l_6579 = l_6578 == u32(0);
if l_6579 {
l_mut_3242 = u32(1);
} else {
let l_6580 = l_6576 & u32(2147483648);
let l_6581 = l_6580 != u32(0);
if l_6581 {
let l_6582 = l_6576 - u32(1);
l_mut_3242 = l_6582;
} else {
let l_6583 = l_6576 == u32(2139095040);
if l_6583 {
l_mut_3242 = l_6576;
}
}
}
let l_6584 = bitcast<f32>(l_mut_3242);
let l_6585 = bitcast<u32>(l_6584);
let l_6586 = l_6585 & u32(2147483647);
let l_6587 = bitcast<f32>(l_6586);
let l_6588 = f64(l_6587);
l_mut_2226 = l_6588;
let l_6589 = l_6586 < u32(8388608);
if l_6589 {
let l_6590 = f64(l_6586);
let l_6591 = l_6590 * f64(1.401298464324817e-45);
l_mut_2226 = l_6591;
}
let l_6592 = bitcast<u64>(l_mut_2226);
let l_6593 = l_6585 >> u32(31);
let l_6594 = u64(l_6593);
let l_6595 = l_6594 << u32(bitcast<u64>(u64(63)));
let l_6596 = l_6592 | l_6595;
let l_6597 = bitcast<f64>(l_6596);
let l_6598 = l_6597 <= l_6539;
if l_6598 {
let l_6599 = bitcast<u32>(l_6545);
let l_6600 = l_6599 + u32(1);
l_mut_3242 = l_6600;
let l_6601 = l_6599 & u32(2147483647);
let l_6602 = l_6601 == u32(0);
if l_6602 {
l_mut_3242 = u32(1);
} else {
let l_6603 = l_6599 & u32(2147483648);
let l_6604 = l_6603 != u32(0);
if l_6604 {
let l_6605 = l_6599 - u32(1);
l_mut_3242 = l_6605;
} else {
let l_6606 = l_6599 == u32(2139095040);
if l_6606 {
l_mut_3242 = l_6599;
}
}
}
let l_6607 = bitcast<f32>(l_mut_3242);
let l_6608 = bitcast<u32>(l_6607);
let l_6609 = l_6608 & u32(2147483647);
let l_6610 = bitcast<f32>(l_6609);
let l_6611 = f64(l_6610);
l_mut_2226 = l_6611;
let l_6612 = l_6609 < u32(8388608);
if l_6612 {
let l_6613 = f64(l_6609);
let l_6614 = l_6613 * f64(1.401298464324817e-45);
l_mut_2226 = l_6614;
}
let l_6615 = bitcast<u64>(l_mut_2226);
let l_6616 = l_6608 >> u32(31);
let l_6617 = u64(l_6616);
let l_6618 = l_6617 << u32(bitcast<u64>(u64(63)));
let l_6619 = l_6615 | l_6618;
let l_6620 = bitcast<f64>(l_6619);
l_mut_2480 = l_6620;
}
}
}
let l_6621 = -l_mut_2480;
l_mut_2480 = l_6621;
let l_6622 = bool(false) && bool(true);
if l_6622 {
let l_6623 = l_6282 + l_6537;
let l_6624 = l_6623 * f64(7.1362384635298e44);
let l_6625 = floor(l_6624);
let l_6626 = l_6625 * f64(1.401298464324817e-45);
l_mut_2226 = l_6626;
let l_6627 = abs(l_6623);
let l_6628 = l_6627 >= f64(1.1754943508222875e-38);
if l_6628 {
let l_6629 = f32(l_6623);
let l_6630 = f64(l_6629);
l_mut_2226 = l_6630;
let l_6631 = l_mut_2226 > l_6623;
if l_6631 {
let l_6632 = bitcast<u32>(l_6629);
let l_6633 = l_6632 ^ u32(2147483648);
let l_6634 = bitcast<f32>(l_6633);
let l_6635 = bitcast<u32>(l_6634);
let l_6636 = l_6635 + u32(1);
l_mut_3242 = l_6636;
let l_6637 = l_6635 & u32(2147483647);
let l_6638 = l_6637 == u32(0);
if l_6638 {
l_mut_3242 = u32(1);
} else {
let l_6639 = l_6635 & u32(2147483648);
let l_6640 = l_6639 != u32(0);
if l_6640 {
let l_6641 = l_6635 - u32(1);
l_mut_3242 = l_6641;
} else {
let l_6642 = l_6635 == u32(2139095040);
if l_6642 {
l_mut_3242 = l_6635;
}
}
}
let l_6643 = bitcast<f32>(l_mut_3242);
let l_6644 = bitcast<u32>(l_6643);
let l_6645 = l_6644 ^ u32(2147483648);
let l_6646 = bitcast<f32>(l_6645);
let l_6647 = bitcast<u32>(l_6646);
let l_6648 = l_6647 & u32(2147483647);
let l_6649 = bitcast<f32>(l_6648);
let l_6650 = f64(l_6649);
l_mut_1211 = l_6650;
let l_6651 = l_6648 < u32(8388608);
if l_6651 {
let l_6652 = f64(l_6648);
let l_6653 = l_6652 * f64(1.401298464324817e-45);
l_mut_1211 = l_6653;
}
let l_6654 = bitcast<u64>(l_mut_1211);
let l_6655 = l_6647 >> u32(31);
let l_6656 = u64(l_6655);
let l_6657 = l_6656 << u32(bitcast<u64>(u64(63)));
let l_6658 = l_6654 | l_6657;
let l_6659 = bitcast<f64>(l_6658);
l_mut_2226 = l_6659;
} else {
let l_6660 = bitcast<u32>(l_6629);
let l_6661 = l_6660 + u32(1);
l_mut_3242 = l_6661;
let l_6662 = l_6660 & u32(2147483647);
let l_6663 = l_6662 == u32(0);
if l_6663 {
l_mut_3242 = u32(1);
} else {
let l_6664 = l_6660 & u32(2147483648);
let l_6665 = l_6664 != u32(0);
if l_6665 {
let l_6666 = l_6660 - u32(1);
l_mut_3242 = l_6666;
} else {
let l_6667 = l_6660 == u32(2139095040);
if l_6667 {
l_mut_3242 = l_6660;
}
}
}
let l_6668 = bitcast<f32>(l_mut_3242);
let l_6669 = bitcast<u32>(l_6668);
let l_6670 = l_6669 & u32(2147483647);
let l_6671 = bitcast<f32>(l_6670);
let l_6672 = f64(l_6671);
l_mut_1211 = l_6672;
let l_6673 = l_6670 < u32(8388608);
if l_6673 {
let l_6674 = f64(l_6670);
let l_6675 = l_6674 * f64(1.401298464324817e-45);
l_mut_1211 = l_6675;
}
let l_6676 = bitcast<u64>(l_mut_1211);
let l_6677 = l_6669 >> u32(31);
let l_6678 = u64(l_6677);
let l_6679 = l_6678 << u32(bitcast<u64>(u64(63)));
let l_6680 = l_6676 | l_6679;
let l_6681 = bitcast<f64>(l_6680);
let l_6682 = l_6681 <= l_6623;
if l_6682 {
let l_6683 = bitcast<u32>(l_6629);
let l_6684 = l_6683 + u32(1);
l_mut_3242 = l_6684;
let l_6685 = l_6683 & u32(2147483647);
let l_6686 = l_6685 == u32(0);
if l_6686 {
l_mut_3242 = u32(1);
} else {
let l_6687 = l_6683 & u32(2147483648);
let l_6688 = l_6687 != u32(0);
if l_6688 {
let l_6689 = l_6683 - u32(1);
l_mut_3242 = l_6689;
} else {
let l_6690 = l_6683 == u32(2139095040);
if l_6690 {
l_mut_3242 = l_6683;
}
}
}
let l_6691 = bitcast<f32>(l_mut_3242);
let l_6692 = bitcast<u32>(l_6691);
let l_6693 = l_6692 & u32(2147483647);
let l_6694 = bitcast<f32>(l_6693);
let l_6695 = f64(l_6694);
l_mut_1211 = l_6695;
let l_6696 = l_6693 < u32(8388608);
if l_6696 {
let l_6697 = f64(l_6693);
let l_6698 = l_6697 * f64(1.401298464324817e-45);
l_mut_1211 = l_6698;
}
let l_6699 = bitcast<u64>(l_mut_1211);
let l_6700 = l_6692 >> u32(31);
let l_6701 = u64(l_6700);
let l_6702 = l_6701 << u32(bitcast<u64>(u64(63)));
let l_6703 = l_6699 | l_6702;
let l_6704 = bitcast<f64>(l_6703);
l_mut_2226 = l_6704;
}
}
}
l_mut_2480 = l_mut_2226;
} else {
let l_6705 = l_6282 - l_6537;
let l_6706 = -l_6705;
let l_6707 = l_6706 * f64(7.1362384635298e44);
let l_6708 = floor(l_6707);
let l_6709 = l_6708 * f64(1.401298464324817e-45);
l_mut_2226 = l_6709;
let l_6710 = abs(l_6706);
let l_6711 = l_6710 >= f64(1.1754943508222875e-38);
if l_6711 {
let l_6712 = f32(l_6706);
let l_6713 = f64(l_6712);
l_mut_2226 = l_6713;
let l_6714 = l_mut_2226 > l_6706;
if l_6714 {
let l_6715 = bitcast<u32>(l_6712);
let l_6716 = l_6715 ^ u32(2147483648);
let l_6717 = bitcast<f32>(l_6716);
let l_6718 = bitcast<u32>(l_6717);
let l_6719 = l_6718 + u32(1);
l_mut_3242 = l_6719;
let l_6720 = l_6718 & u32(2147483647);
let l_6721 = l_6720 == u32(0);
if l_6721 {
l_mut_3242 = u32(1);
} else {
let l_6722 = l_6718 & u32(2147483648);
let l_6723 = l_6722 != u32(0);
if l_6723 {
let l_6724 = l_6718 - u32(1);
l_mut_3242 = l_6724;
} else {
let l_6725 = l_6718 == u32(2139095040);
if l_6725 {
l_mut_3242 = l_6718;
}
}
}
let l_6726 = bitcast<f32>(l_mut_3242);
let l_6727 = bitcast<u32>(l_6726);
let l_6728 = l_6727 ^ u32(2147483648);
let l_6729 = bitcast<f32>(l_6728);
let l_6730 = bitcast<u32>(l_6729);
let l_6731 = l_6730 & u32(2147483647);
let l_6732 = bitcast<f32>(l_6731);
let l_6733 = f64(l_6732);
l_mut_1211 = l_6733;
let l_6734 = l_6731 < u32(8388608);
if l_6734 {
let l_6735 = f64(l_6731);
let l_6736 = l_6735 * f64(1.401298464324817e-45);
l_mut_1211 = l_6736;
}
let l_6737 = bitcast<u64>(l_mut_1211);
let l_6738 = l_6730 >> u32(31);
let l_6739 = u64(l_6738);
let l_6740 = l_6739 << u32(bitcast<u64>(u64(63)));
let l_6741 = l_6737 | l_6740;
let l_6742 = bitcast<f64>(l_6741);
l_mut_2226 = l_6742;
} else {
let l_6743 = bitcast<u32>(l_6712);
let l_6744 = l_6743 + u32(1);
l_mut_3242 = l_6744;
let l_6745 = l_6743 & u32(2147483647);
let l_6746 = l_6745 == u32(0);
if l_6746 {
l_mut_3242 = u32(1);
} else {
let l_6747 = l_6743 & u32(2147483648);
let l_6748 = l_6747 != u32(0);
if l_6748 {
let l_6749 = l_6743 - u32(1);
l_mut_3242 = l_6749;
} else {
let l_6750 = l_6743 == u32(2139095040);
if l_6750 {
l_mut_3242 = l_6743;
}
}
}
let l_6751 = bitcast<f32>(l_mut_3242);
let l_6752 = bitcast<u32>(l_6751);
let l_6753 = l_6752 & u32(2147483647);
let l_6754 = bitcast<f32>(l_6753);
let l_6755 = f64(l_6754);
l_mut_1211 = l_6755;
let l_6756 = l_6753 < u32(8388608);
if l_6756 {
let l_6757 = f64(l_6753);
let l_6758 = l_6757 * f64(1.401298464324817e-45);
l_mut_1211 = l_6758;
}
let l_6759 = bitcast<u64>(l_mut_1211);
let l_6760 = l_6752 >> u32(31);
let l_6761 = u64(l_6760);
let l_6762 = l_6761 << u32(bitcast<u64>(u64(63)));
let l_6763 = l_6759 | l_6762;
let l_6764 = bitcast<f64>(l_6763);
let l_6765 = l_6764 <= l_6706;
if l_6765 {
let l_6766 = bitcast<u32>(l_6712);
let l_6767 = l_6766 + u32(1);
l_mut_3242 = l_6767;
let l_6768 = l_6766 & u32(2147483647);
let l_6769 = l_6768 == u32(0);
if l_6769 {
l_mut_3242 = u32(1);
} else {
let l_6770 = l_6766 & u32(2147483648);
let l_6771 = l_6770 != u32(0);
if l_6771 {
let l_6772 = l_6766 - u32(1);
l_mut_3242 = l_6772;
} else {
let l_6773 = l_6766 == u32(2139095040);
if l_6773 {
l_mut_3242 = l_6766;
}
}
}
let l_6774 = bitcast<f32>(l_mut_3242);
let l_6775 = bitcast<u32>(l_6774);
let l_6776 = l_6775 & u32(2147483647);
let l_6777 = bitcast<f32>(l_6776);
let l_6778 = f64(l_6777);
l_mut_1211 = l_6778;
let l_6779 = l_6776 < u32(8388608);
if l_6779 {
let l_6780 = f64(l_6776);
let l_6781 = l_6780 * f64(1.401298464324817e-45);
l_mut_1211 = l_6781;
}
let l_6782 = bitcast<u64>(l_mut_1211);
let l_6783 = l_6775 >> u32(31);
let l_6784 = u64(l_6783);
let l_6785 = l_6784 << u32(bitcast<u64>(u64(63)));
let l_6786 = l_6782 | l_6785;
let l_6787 = bitcast<f64>(l_6786);
l_mut_2226 = l_6787;
}
}
}
let l_6788 = -l_mut_2226;
l_mut_2480 = l_6788;
}
let l_6790 = l_mut_2736 * l_30;
let l_6791 = l_mut_2480 * l_30;
let l_6792 = l_mut_2736 * l_30;
let l_6793 = l_mut_2480 * l_30;
a_6789[u32(0)] = l_6790;
a_6789[u32(1)] = l_6790;
let l_6794 = a_6789[u32(0)];
let l_6795 = l_6791 < l_6794;
if l_6795 {
a_6789[u32(0)] = l_6791;
}
let l_6796 = a_6789[u32(0)];
let l_6797 = l_6792 < l_6796;
if l_6797 {
a_6789[u32(0)] = l_6792;
}
let l_6798 = a_6789[u32(0)];
let l_6799 = l_6793 < l_6798;
if l_6799 {
a_6789[u32(0)] = l_6793;
}
let l_6800 = a_6789[u32(1)];
let l_6801 = l_6791 > l_6800;
if l_6801 {
a_6789[u32(1)] = l_6791;
}
let l_6802 = a_6789[u32(1)];
let l_6803 = l_6792 > l_6802;
if l_6803 {
a_6789[u32(1)] = l_6792;
}
let l_6804 = a_6789[u32(1)];
let l_6805 = l_6793 > l_6804;
if l_6805 {
a_6789[u32(1)] = l_6793;
}
let l_6806 = a_6789[u32(0)];
let l_6807 = l_6806 * f64(7.1362384635298e44);
let l_6808 = floor(l_6807);
let l_6809 = l_6808 * f64(1.401298464324817e-45);
l_mut_2736 = l_6809;
let l_6810 = abs(l_6806);
let l_6811 = l_6810 >= f64(1.1754943508222875e-38);
if l_6811 {
let l_6812 = f32(l_6806);
let l_6813 = f64(l_6812);
l_mut_2736 = l_6813;
let l_6814 = l_mut_2736 > l_6806;
if l_6814 {
let l_6815 = bitcast<u32>(l_6812);
let l_6816 = l_6815 ^ u32(2147483648);
let l_6817 = bitcast<f32>(l_6816);
let l_6818 = bitcast<u32>(l_6817);
let l_6819 = l_6818 + u32(1);
l_mut_3242 = l_6819;
let l_6820 = l_6818 & u32(2147483647);
let l_6821 = l_6820 == u32(0);
if l_6821 {
l_mut_3242 = u32(1);
} else {
let l_6822 = l_6818 & u32(2147483648);
let l_6823 = l_6822 != u32(0);
if l_6823 {
let l_6824 = l_6818 - u32(1);
l_mut_3242 = l_6824;
} else {
let l_6825 = l_6818 == u32(2139095040);
if l_6825 {
l_mut_3242 = l_6818;
}
}
}
let l_6826 = bitcast<f32>(l_mut_3242);
let l_6827 = bitcast<u32>(l_6826);
let l_6828 = l_6827 ^ u32(2147483648);
let l_6829 = bitcast<f32>(l_6828);
let l_6830 = bitcast<u32>(l_6829);
let l_6831 = l_6830 & u32(2147483647);
let l_6832 = bitcast<f32>(l_6831);
let l_6833 = f64(l_6832);
l_mut_2480 = l_6833;
let l_6834 = l_6831 < u32(8388608);
if l_6834 {
let l_6835 = f64(l_6831);
let l_6836 = l_6835 * f64(1.401298464324817e-45);
l_mut_2480 = l_6836;
}
let l_6837 = bitcast<u64>(l_mut_2480);
let l_6838 = l_6830 >> u32(31);
let l_6839 = u64(l_6838);
let l_6840 = l_6839 << u32(bitcast<u64>(u64(63)));
let l_6841 = l_6837 | l_6840;
let l_6842 = bitcast<f64>(l_6841);
l_mut_2736 = l_6842;
} else {
let l_6843 = bitcast<u32>(l_6812);
let l_6844 = l_6843 + u32(1);
l_mut_3242 = l_6844;
let l_6845 = l_6843 & u32(2147483647);
let l_6846 = l_6845 == u32(0);
if l_6846 {
l_mut_3242 = u32(1);
} else {
let l_6847 = l_6843 & u32(2147483648);
let l_6848 = l_6847 != u32(0);
if l_6848 {
let l_6849 = l_6843 - u32(1);
l_mut_3242 = l_6849;
} else {
let l_6850 = l_6843 == u32(2139095040);
if l_6850 {
l_mut_3242 = l_6843;
}
}
}
let l_6851 = bitcast<f32>(l_mut_3242);
let l_6852 = bitcast<u32>(l_6851);
let l_6853 = l_6852 & u32(2147483647);
let l_6854 = bitcast<f32>(l_6853);
let l_6855 = f64(l_6854);
l_mut_2480 = l_6855;
let l_6856 = l_6853 < u32(8388608);
if l_6856 {
let l_6857 = f64(l_6853);
let l_6858 = l_6857 * f64(1.401298464324817e-45);
l_mut_2480 = l_6858;
}
let l_6859 = bitcast<u64>(l_mut_2480);
let l_6860 = l_6852 >> u32(31);
let l_6861 = u64(l_6860);
let l_6862 = l_6861 << u32(bitcast<u64>(u64(63)));
let l_6863 = l_6859 | l_6862;
let l_6864 = bitcast<f64>(l_6863);
let l_6865 = l_6864 <= l_6806;
if l_6865 {
let l_6866 = bitcast<u32>(l_6812);
let l_6867 = l_6866 + u32(1);
l_mut_3242 = l_6867;
let l_6868 = l_6866 & u32(2147483647);
let l_6869 = l_6868 == u32(0);
if l_6869 {
l_mut_3242 = u32(1);
} else {
let l_6870 = l_6866 & u32(2147483648);
let l_6871 = l_6870 != u32(0);
if l_6871 {
let l_6872 = l_6866 - u32(1);
l_mut_3242 = l_6872;
} else {
let l_6873 = l_6866 == u32(2139095040);
if l_6873 {
l_mut_3242 = l_6866;
}
}
}
let l_6874 = bitcast<f32>(l_mut_3242);
let l_6875 = bitcast<u32>(l_6874);
let l_6876 = l_6875 & u32(2147483647);
let l_6877 = bitcast<f32>(l_6876);
let l_6878 = f64(l_6877);
l_mut_2480 = l_6878;
let l_6879 = l_6876 < u32(8388608);
if l_6879 {
let l_6880 = f64(l_6876);
let l_6881 = l_6880 * f64(1.401298464324817e-45);
l_mut_2480 = l_6881;
}
let l_6882 = bitcast<u64>(l_mut_2480);
let l_6883 = l_6875 >> u32(31);
let l_6884 = u64(l_6883);
let l_6885 = l_6884 << u32(bitcast<u64>(u64(63)));
let l_6886 = l_6882 | l_6885;
let l_6887 = bitcast<f64>(l_6886);
l_mut_2736 = l_6887;
}
}
}
let l_6888 = a_6789[u32(1)];
let l_6889 = -l_6888;
let l_6890 = l_6889 * f64(7.1362384635298e44);
let l_6891 = floor(l_6890);
let l_6892 = l_6891 * f64(1.401298464324817e-45);
l_mut_2480 = l_6892;
let l_6893 = abs(l_6889);
let l_6894 = l_6893 >= f64(1.1754943508222875e-38);
if l_6894 {
let l_6895 = f32(l_6889);
let l_6896 = f64(l_6895);
l_mut_2480 = l_6896;
let l_6897 = l_mut_2480 > l_6889;
if l_6897 {
let l_6898 = bitcast<u32>(l_6895);
let l_6899 = l_6898 ^ u32(2147483648);
let l_6900 = bitcast<f32>(l_6899);
let l_6901 = bitcast<u32>(l_6900);
let l_6902 = l_6901 + u32(1);
l_mut_3242 = l_6902;
let l_6903 = l_6901 & u32(2147483647);
let l_6904 = l_6903 == u32(0);
if l_6904 {
l_mut_3242 = u32(1);
} else {
let l_6905 = l_6901 & u32(2147483648);
let l_6906 = l_6905 != u32(0);
if l_6906 {
let l_6907 = l_6901 - u32(1);
l_mut_3242 = l_6907;
} else {
let l_6908 = l_6901 == u32(2139095040);
if l_6908 {
l_mut_3242 = l_6901;
}
}
}
let l_6909 = bitcast<f32>(l_mut_3242);
let l_6910 = bitcast<u32>(l_6909);
let l_6911 = l_6910 ^ u32(2147483648);
let l_6912 = bitcast<f32>(l_6911);
let l_6913 = bitcast<u32>(l_6912);
let l_6914 = l_6913 & u32(2147483647);
let l_6915 = bitcast<f32>(l_6914);
let l_6916 = f64(l_6915);
l_mut_2226 = l_6916;
let l_6917 = l_6914 < u32(8388608);
if l_6917 {
let l_6918 = f64(l_6914);
let l_6919 = l_6918 * f64(1.401298464324817e-45);
l_mut_2226 = l_6919;
}
let l_6920 = bitcast<u64>(l_mut_2226);
let l_6921 = l_6913 >> u32(31);
let l_6922 = u64(l_6921);
let l_6923 = l_6922 << u32(bitcast<u64>(u64(63)));
let l_6924 = l_6920 | l_6923;
let l_6925 = bitcast<f64>(l_6924);
l_mut_2480 = l_6925;
} else {
let l_6926 = bitcast<u32>(l_6895);
let l_6927 = l_6926 + u32(1);
l_mut_3242 = l_6927;
let l_6928 = l_6926 & u32(2147483647);
let l_6929 = l_6928 == u32(0);
if l_6929 {
l_mut_3242 = u32(1);
} else {
let l_6930 = l_6926 & u32(2147483648);
let l_6931 = l_6930 != u32(0);
if l_6931 {
let l_6932 = l_6926 - u32(1);
l_mut_3242 = l_6932;
} else {
let l_6933 = l_6926 == u32(2139095040);
if l_6933 {
l_mut_3242 = l_6926;
}
}
}
let l_6934 = bitcast<f32>(l_mut_3242);
let l_6935 = bitcast<u32>(l_6934);
let l_6936 = l_6935 & u32(2147483647);
let l_6937 = bitcast<f32>(l_6936);
let l_6938 = f64(l_6937);
l_mut_2226 = l_6938;
let l_6939 = l_6936 < u32(8388608);
if l_6939 {
let l_6940 = f64(l_6936);
let l_6941 = l_6940 * f64(1.401298464324817e-45);
l_mut_2226 = l_6941;
}
let l_6942 = bitcast<u64>(l_mut_2226);
let l_6943 = l_6935 >> u32(31);
let l_6944 = u64(l_6943);
let l_6945 = l_6944 << u32(bitcast<u64>(u64(63)));
let l_6946 = l_6942 | l_6945;
let l_6947 = bitcast<f64>(l_6946);
let l_6948 = l_6947 <= l_6889;
if l_6948 {
let l_6949 = bitcast<u32>(l_6895);
let l_6950 = l_6949 + u32(1);
l_mut_3242 = l_6950;
let l_6951 = l_6949 & u32(2147483647);
let l_6952 = l_6951 == u32(0);
if l_6952 {
l_mut_3242 = u32(1);
} else {
let l_6953 = l_6949 & u32(2147483648);
let l_6954 = l_6953 != u32(0);
if l_6954 {
let l_6955 = l_6949 - u32(1);
l_mut_3242 = l_6955;
} else {
let l_6956 = l_6949 == u32(2139095040);
if l_6956 {
l_mut_3242 = l_6949;
}
}
}
let l_6957 = bitcast<f32>(l_mut_3242);
let l_6958 = bitcast<u32>(l_6957);
let l_6959 = l_6958 & u32(2147483647);
let l_6960 = bitcast<f32>(l_6959);
let l_6961 = f64(l_6960);
l_mut_2226 = l_6961;
let l_6962 = l_6959 < u32(8388608);
if l_6962 {
let l_6963 = f64(l_6959);
let l_6964 = l_6963 * f64(1.401298464324817e-45);
l_mut_2226 = l_6964;
}
let l_6965 = bitcast<u64>(l_mut_2226);
let l_6966 = l_6958 >> u32(31);
let l_6967 = u64(l_6966);
let l_6968 = l_6967 << u32(bitcast<u64>(u64(63)));
let l_6969 = l_6965 | l_6968;
let l_6970 = bitcast<f64>(l_6969);
l_mut_2480 = l_6970;
}
}
}
let l_6971 = -l_mut_2480;
l_mut_3242 = u32(2);
let l_6972 = l_9 == u32(17);
if l_6972 {
l_mut_2480 = l_mut_2736;
let l_6973 = l_mut_2736 > f64(1000.0);
if l_6973 {
let l_6974 = bitcast<u64>(l_mut_2736);
let l_6975 = l_6974 | u64(9218868437227405312);
let l_6976 = l_6975 & bitcast<u64>(i64(-4503599627370496));
let l_6977 = bitcast<f64>(l_6976);
l_mut_2480 = l_6977;
} else {
let l_6978 = l_mut_2736 < f64(-1000.0);
if l_6978 {
l_mut_2480 = f64(0.0);
} else {
let l_6979 = is_nan_1_f64(l_mut_2736);let l_6980 = !l_6979;
if l_6980 {
let l_6981 = l_mut_2736 + f64(0.5);
let l_6982 = floor(l_6981);
let l_6983 = l_mut_2736 - l_6982;
let l_6984 = l_6983 * f64(0.6931471824645996);
let l_6985 = l_6983 * f64(-1.904654299957768e-9);
let l_6986 = l_6984 + l_6985;
l_mut_2226 = l_6986;
let l_6987 = is_nan_1_f64(l_6986);if l_6987 {
} else {
let l_6988 = l_6986 < f64(-700.0);
if l_6988 {
l_mut_2226 = f64(0.0);
} else {
let l_6989 = l_6986 > f64(700.0);
if l_6989 {
let l_6990 = bitcast<u64>(l_6986);
let l_6991 = l_6990 | u64(9218868437227405312);
let l_6992 = l_6991 & bitcast<u64>(i64(-4503599627370496));
let l_6993 = bitcast<f64>(l_6992);
l_mut_2226 = l_6993;
} else {
let l_6994 = l_6986 * f64(1.4426950408889634);
let l_6995 = l_6994 + f64(0.5);
let l_6996 = floor(l_6995);
let l_6997 = l_6996 * f64(0.6931471824645996);
let l_6998 = l_6984 - l_6997;
let l_6999 = l_6998 * l_4;
let l_7000 = l_6996 * f64(-1.904654299957768e-9);
let l_7001 = l_6985 - l_7000;
let l_7002 = l_6999 + l_7001;
let l_7003 = l_7002 * f64(7.647163731819816e-13);
let l_7004 = l_7003 + f64(1.1470745597729725e-11);
l_mut_1211 = l_7004;
let l_7005 = l_mut_1211 * l_7002;
let l_7006 = l_7005 + f64(1.6059043836821613e-10);
l_mut_1211 = l_7006;
let l_7007 = l_mut_1211 * l_7002;
let l_7008 = l_7007 + f64(2.08767569878681e-9);
l_mut_1211 = l_7008;
let l_7009 = l_mut_1211 * l_7002;
let l_7010 = l_7009 + f64(2.505210838544172e-8);
l_mut_1211 = l_7010;
let l_7011 = l_mut_1211 * l_7002;
let l_7012 = l_7011 + f64(2.755731922398589e-7);
l_mut_1211 = l_7012;
let l_7013 = l_mut_1211 * l_7002;
let l_7014 = l_7013 + f64(2.7557319223985893e-6);
l_mut_1211 = l_7014;
let l_7015 = l_mut_1211 * l_7002;
let l_7016 = l_7015 + f64(2.48015873015873e-5);
l_mut_1211 = l_7016;
let l_7017 = l_mut_1211 * l_7002;
let l_7018 = l_7017 + f64(0.0001984126984126984);
l_mut_1211 = l_7018;
let l_7019 = l_mut_1211 * l_7002;
let l_7020 = l_7019 + f64(0.001388888888888889);
l_mut_1211 = l_7020;
let l_7021 = l_mut_1211 * l_7002;
let l_7022 = l_7021 + f64(0.008333333333333333);
l_mut_1211 = l_7022;
let l_7023 = l_mut_1211 * l_7002;
let l_7024 = l_7023 + f64(0.041666666666666664);
l_mut_1211 = l_7024;
let l_7025 = l_mut_1211 * l_7002;
let l_7026 = l_7025 + f64(0.16666666666666666);
l_mut_1211 = l_7026;
let l_7027 = l_mut_1211 * l_7002;
let l_7028 = l_7027 + f64(0.5);
l_mut_1211 = l_7028;
let l_7029 = l_7002 * l_7002;
let l_7030 = l_7029 * l_mut_1211;
let l_7031 = l_7002 + l_7030;
let l_7032 = f64(1.0) + l_7031;
let l_7033 = i32(l_6996);
let l_7034 = l_7033 + i32(1023);
let l_7035 = u64(l_7034);
let l_7036 = l_7035 << u32(bitcast<u64>(u64(52)));
let l_7037 = bitcast<f64>(l_7036);
let l_7038 = l_7032 * l_7037;
l_mut_2226 = l_7038;
}
}
}
let l_7039 = i32(l_6982);
let l_7040 = l_7039 + i32(1023);
let l_7041 = u64(l_7040);
let l_7042 = l_7041 << u32(bitcast<u64>(u64(52)));
let l_7043 = bitcast<f64>(l_7042);
let l_7044 = l_mut_2226 * l_7043;
l_mut_2480 = l_7044;
}
}
}
l_mut_2226 = l_6971;
let l_7045 = l_6971 > f64(1000.0);
if l_7045 {
let l_7046 = bitcast<u64>(l_6971);
let l_7047 = l_7046 | u64(9218868437227405312);
let l_7048 = l_7047 & bitcast<u64>(i64(-4503599627370496));
let l_7049 = bitcast<f64>(l_7048);
l_mut_2226 = l_7049;
} else {
let l_7050 = l_6971 < f64(-1000.0);
if l_7050 {
l_mut_2226 = f64(0.0);
} else {
let l_7051 = is_nan_1_f64(l_6971);let l_7052 = !l_7051;
if l_7052 {
let l_7053 = l_6971 + f64(0.5);
let l_7054 = floor(l_7053);
let l_7055 = l_6971 - l_7054;
let l_7056 = l_7055 * f64(0.6931471824645996);
let l_7057 = l_7055 * f64(-1.904654299957768e-9);
let l_7058 = l_7056 + l_7057;
l_mut_1211 = l_7058;
let l_7059 = is_nan_1_f64(l_7058);if l_7059 {
} else {
let l_7060 = l_7058 < f64(-700.0);
if l_7060 {
l_mut_1211 = f64(0.0);
} else {
let l_7061 = l_7058 > f64(700.0);
if l_7061 {
let l_7062 = bitcast<u64>(l_7058);
let l_7063 = l_7062 | u64(9218868437227405312);
let l_7064 = l_7063 & bitcast<u64>(i64(-4503599627370496));
let l_7065 = bitcast<f64>(l_7064);
l_mut_1211 = l_7065;
} else {
let l_7066 = l_7058 * f64(1.4426950408889634);
let l_7067 = l_7066 + f64(0.5);
let l_7068 = floor(l_7067);
let l_7069 = l_7068 * f64(0.6931471824645996);
let l_7070 = l_7056 - l_7069;
let l_7071 = l_7070 * l_4;
let l_7072 = l_7068 * f64(-1.904654299957768e-9);
let l_7073 = l_7057 - l_7072;
let l_7074 = l_7071 + l_7073;
let l_7075 = l_7074 * f64(7.647163731819816e-13);
let l_7076 = l_7075 + f64(1.1470745597729725e-11);
l_mut_1128 = l_7076;
let l_7077 = l_mut_1128 * l_7074;
let l_7078 = l_7077 + f64(1.6059043836821613e-10);
l_mut_1128 = l_7078;
let l_7079 = l_mut_1128 * l_7074;
let l_7080 = l_7079 + f64(2.08767569878681e-9);
l_mut_1128 = l_7080;
let l_7081 = l_mut_1128 * l_7074;
let l_7082 = l_7081 + f64(2.505210838544172e-8);
l_mut_1128 = l_7082;
let l_7083 = l_mut_1128 * l_7074;
let l_7084 = l_7083 + f64(2.755731922398589e-7);
l_mut_1128 = l_7084;
let l_7085 = l_mut_1128 * l_7074;
let l_7086 = l_7085 + f64(2.7557319223985893e-6);
l_mut_1128 = l_7086;
let l_7087 = l_mut_1128 * l_7074;
let l_7088 = l_7087 + f64(2.48015873015873e-5);
l_mut_1128 = l_7088;
let l_7089 = l_mut_1128 * l_7074;
let l_7090 = l_7089 + f64(0.0001984126984126984);
l_mut_1128 = l_7090;
let l_7091 = l_mut_1128 * l_7074;
let l_7092 = l_7091 + f64(0.001388888888888889);
l_mut_1128 = l_7092;
let l_7093 = l_mut_1128 * l_7074;
let l_7094 = l_7093 + f64(0.008333333333333333);
l_mut_1128 = l_7094;
let l_7095 = l_mut_1128 * l_7074;
let l_7096 = l_7095 + f64(0.041666666666666664);
l_mut_1128 = l_7096;
let l_7097 = l_mut_1128 * l_7074;
let l_7098 = l_7097 + f64(0.16666666666666666);
l_mut_1128 = l_7098;
let l_7099 = l_mut_1128 * l_7074;
let l_7100 = l_7099 + f64(0.5);
l_mut_1128 = l_7100;
let l_7101 = l_7074 * l_7074;
let l_7102 = l_7101 * l_mut_1128;
let l_7103 = l_7074 + l_7102;
let l_7104 = f64(1.0) + l_7103;
let l_7105 = i32(l_7068);
let l_7106 = l_7105 + i32(1023);
let l_7107 = u64(l_7106);
let l_7108 = l_7107 << u32(bitcast<u64>(u64(52)));
let l_7109 = bitcast<f64>(l_7108);
let l_7110 = l_7104 * l_7109;
l_mut_1211 = l_7110;
}
}
}
let l_7111 = i32(l_7054);
let l_7112 = l_7111 + i32(1023);
let l_7113 = u64(l_7112);
let l_7114 = l_7113 << u32(bitcast<u64>(u64(52)));
let l_7115 = bitcast<f64>(l_7114);
let l_7116 = l_mut_1211 * l_7115;
l_mut_2226 = l_7116;
}
}
}
let l_7117 = l_mut_2480 * f64(1.4551915228366852e-11);
let l_7118 = l_mut_2226 * f64(1.4551915228366852e-11);
l_mut_94 = u32(2);
let l_7119 = l_mut_2480 - l_7117;
let l_7120 = abs(l_7119);
l_mut_1211 = f64(1.401298464324817e-45);
let l_7121 = l_7120 >= f64(1.1754943508222875e-38);
let l_7122 = l_7120 <= f64(1.7976931348623157e308);
let l_7123 = l_7121 && l_7122;
if l_7123 {
let l_7124 = bitcast<u64>(l_7120);
let l_7125 = l_7124 >> u32(bitcast<u64>(u64(52)));
let l_7126 = l_7125 - u64(23);
let l_7127 = l_7126 << u32(bitcast<u64>(u64(52)));
let l_7128 = bitcast<f64>(l_7127);
l_mut_1211 = l_7128;
}
let l_7129 = l_mut_2480 + l_7117;
let l_7130 = abs(l_7129);
l_mut_1128 = f64(1.401298464324817e-45);
let l_7131 = l_7130 >= f64(1.1754943508222875e-38);
let l_7132 = l_7130 <= f64(1.7976931348623157e308);
let l_7133 = l_7131 && l_7132;
if l_7133 {
let l_7134 = bitcast<u64>(l_7130);
let l_7135 = l_7134 >> u32(bitcast<u64>(u64(52)));
let l_7136 = l_7135 - u64(23);
let l_7137 = l_7136 << u32(bitcast<u64>(u64(52)));
let l_7138 = bitcast<f64>(l_7137);
l_mut_1128 = l_7138;
}
let l_7139 = l_mut_1211 == l_mut_1128;
let l_7140 = l_mut_2226 - l_7118;
let l_7141 = abs(l_7140);
l_mut_1211 = f64(1.401298464324817e-45);
let l_7142 = l_7141 >= f64(1.1754943508222875e-38);
let l_7143 = l_7141 <= f64(1.7976931348623157e308);
let l_7144 = l_7142 && l_7143;
if l_7144 {
let l_7145 = bitcast<u64>(l_7141);
let l_7146 = l_7145 >> u32(bitcast<u64>(u64(52)));
let l_7147 = l_7146 - u64(23);
let l_7148 = l_7147 << u32(bitcast<u64>(u64(52)));
let l_7149 = bitcast<f64>(l_7148);
l_mut_1211 = l_7149;
}
let l_7150 = l_mut_2226 + l_7118;
let l_7151 = abs(l_7150);
l_mut_1128 = f64(1.401298464324817e-45);
let l_7152 = l_7151 >= f64(1.1754943508222875e-38);
let l_7153 = l_7151 <= f64(1.7976931348623157e308);
let l_7154 = l_7152 && l_7153;
if l_7154 {
let l_7155 = bitcast<u64>(l_7151);
let l_7156 = l_7155 >> u32(bitcast<u64>(u64(52)));
let l_7157 = l_7156 - u64(23);
let l_7158 = l_7157 << u32(bitcast<u64>(u64(52)));
let l_7159 = bitcast<f64>(l_7158);
l_mut_1128 = l_7159;
}
let l_7160 = l_mut_1211 == l_mut_1128;
let l_7161 = l_7139 && l_7160;
if l_7161 {
let l_7162 = l_20 * l_mut_2480;
let l_7163 = abs(l_mut_2480);
l_mut_1211 = f64(1.401298464324817e-45);
let l_7164 = l_7163 >= f64(1.1754943508222875e-38);
let l_7165 = l_7163 <= f64(1.7976931348623157e308);
let l_7166 = l_7164 && l_7165;
if l_7166 {
let l_7167 = bitcast<u64>(l_7163);
let l_7168 = l_7167 >> u32(bitcast<u64>(u64(52)));
let l_7169 = l_7168 - u64(23);
let l_7170 = l_7169 << u32(bitcast<u64>(u64(52)));
let l_7171 = bitcast<f64>(l_7170);
l_mut_1211 = l_7171;
}
let l_7172 = f64(0.5) * l_mut_1211;
l_mut_1211 = l_7162;
let l_7173 = l_7172 > l_7162;
if l_7173 {
l_mut_1211 = l_7172;
}
let l_7174 = l_20 * l_mut_2226;
let l_7175 = abs(l_mut_2226);
l_mut_1128 = f64(1.401298464324817e-45);
let l_7176 = l_7175 >= f64(1.1754943508222875e-38);
let l_7177 = l_7175 <= f64(1.7976931348623157e308);
let l_7178 = l_7176 && l_7177;
if l_7178 {
let l_7179 = bitcast<u64>(l_7175);
let l_7180 = l_7179 >> u32(bitcast<u64>(u64(52)));
let l_7181 = l_7180 - u64(23);
let l_7182 = l_7181 << u32(bitcast<u64>(u64(52)));
let l_7183 = bitcast<f64>(l_7182);
l_mut_1128 = l_7183;
}
let l_7184 = f64(0.5) * l_mut_1128;
l_mut_1128 = l_7174;
let l_7185 = l_7184 > l_7174;
if l_7185 {
l_mut_1128 = l_7184;
}
let l_7186 = l_mut_2480 - l_mut_1211;
let l_7187 = l_mut_2226 + l_mut_1128;
let l_7188 = bitcast<u32>(l_16);
let l_7189 = l_7188 & u32(2147483647);
let l_7190 = bitcast<f32>(l_7189);
let l_7191 = f64(l_7190);
l_mut_2480 = l_7191;
let l_7192 = l_7189 < u32(8388608);
if l_7192 {
let l_7193 = f64(l_7189);
let l_7194 = l_7193 * f64(1.401298464324817e-45);
l_mut_2480 = l_7194;
}
let l_7195 = bitcast<u64>(l_mut_2480);
let l_7196 = l_7188 >> u32(31);
let l_7197 = u64(l_7196);
let l_7198 = l_7197 << u32(bitcast<u64>(u64(63)));
let l_7199 = l_7195 | l_7198;
let l_7200 = bitcast<f64>(l_7199);
let l_7201 = bitcast<u32>(l_16);
let l_7202 = l_7201 + u32(1);
l_mut_52 = l_7202;
let l_7203 = l_7201 & u32(2147483647);
let l_7204 = l_7203 == u32(0);
if l_7204 {
l_mut_52 = u32(1);
} else {
let l_7205 = l_7201 & u32(2147483648);
let l_7206 = l_7205 != u32(0);
if l_7206 {
let l_7207 = l_7201 - u32(1);
l_mut_52 = l_7207;
} else {
let l_7208 = l_7201 == u32(2139095040);
if l_7208 {
l_mut_52 = l_7201;
}
}
}
let l_7209 = bitcast<f32>(l_mut_52);
let l_7210 = bitcast<u32>(l_7209);
let l_7211 = l_7210 & u32(2147483647);
let l_7212 = bitcast<f32>(l_7211);
let l_7213 = f64(l_7212);
l_mut_2480 = l_7213;
let l_7214 = l_7211 < u32(8388608);
if l_7214 {
let l_7215 = f64(l_7211);
let l_7216 = l_7215 * f64(1.401298464324817e-45);
l_mut_2480 = l_7216;
}
let l_7217 = bitcast<u64>(l_mut_2480);
let l_7218 = l_7210 >> u32(31);
let l_7219 = u64(l_7218);
let l_7220 = l_7219 << u32(bitcast<u64>(u64(63)));
let l_7221 = l_7217 | l_7220;
let l_7222 = bitcast<f64>(l_7221);
let l_7223 = bitcast<u32>(l_16);
let l_7224 = l_7223 ^ u32(2147483648);
let l_7225 = bitcast<f32>(l_7224);
let l_7226 = bitcast<u32>(l_7225);
let l_7227 = l_7226 + u32(1);
l_mut_52 = l_7227;
let l_7228 = l_7226 & u32(2147483647);
let l_7229 = l_7228 == u32(0);
if l_7229 {
l_mut_52 = u32(1);
} else {
let l_7230 = l_7226 & u32(2147483648);
let l_7231 = l_7230 != u32(0);
if l_7231 {
let l_7232 = l_7226 - u32(1);
l_mut_52 = l_7232;
} else {
let l_7233 = l_7226 == u32(2139095040);
if l_7233 {
l_mut_52 = l_7226;
}
}
}
let l_7234 = bitcast<f32>(l_mut_52);
let l_7235 = bitcast<u32>(l_7234);
let l_7236 = l_7235 ^ u32(2147483648);
let l_7237 = bitcast<f32>(l_7236);
let l_7238 = bitcast<u32>(l_7237);
let l_7239 = l_7238 & u32(2147483647);
let l_7240 = bitcast<f32>(l_7239);
let l_7241 = f64(l_7240);
l_mut_2480 = l_7241;
let l_7242 = l_7239 < u32(8388608);
if l_7242 {
let l_7243 = f64(l_7239);
let l_7244 = l_7243 * f64(1.401298464324817e-45);
l_mut_2480 = l_7244;
}
let l_7245 = bitcast<u64>(l_mut_2480);
let l_7246 = l_7238 >> u32(31);
let l_7247 = u64(l_7246);
let l_7248 = l_7247 << u32(bitcast<u64>(u64(63)));
let l_7249 = l_7245 | l_7248;
let l_7250 = bitcast<f64>(l_7249);
let l_7251 = l_7186 + l_7117;
let l_7252 = l_7251 <= l_7200;
l_mut_151 = l_7252;
let l_7253 = l_7186 - l_7117;
let l_7254 = l_7253 > l_7200;
l_mut_148 = l_7254;
let l_7255 = l_7187 - l_7118;
let l_7256 = l_7255 >= l_7200;
l_mut_145 = l_7256;
let l_7257 = l_7187 + l_7118;
let l_7258 = l_7257 < l_7200;
l_mut_7259 = l_7258;
l_mut_52 = u32(2);
let l_7260 = l_mut_148 || l_mut_7259;
if l_7260 {
l_mut_52 = u32(1);
} else {
let l_7261 = l_mut_151 && l_mut_145;
if l_7261 {
l_mut_52 = u32(0);
}
}
let l_7262 = bitcast<u32>(l_16);
let l_7263 = l_7262 & u32(2147483647);
let l_7264 = l_7263 == u32(0);
if l_7264 {
let l_7265 = l_7186 + l_7117;
let l_7266 = l_7265 < f64(1.1754943508222875e-38);
let l_7267 = l_7187 - l_7118;
let l_7268 = l_7267 > f64(-1.1754943508222875e-38);
let l_7269 = l_7266 && l_7268;
let l_7270 = l_7186 - l_7117;
let l_7271 = l_7270 < f64(1.1754943508222875e-38);
let l_7272 = l_7187 + l_7118;
let l_7273 = l_7272 > f64(-1.1754943508222875e-38);
let l_7274 = l_7271 && l_7273;
if l_7269 {
l_mut_52 = u32(0);
} else {
let l_7275 = l_mut_52 == u32(1);
let l_7276 = l_7274 && l_7275;
if l_7276 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_3242 = l_mut_94;
}
let l_7277 = l_9 == u32(16);
if l_7277 {
let l_7278 = abs(l_mut_2736);
let l_7279 = abs(l_6971);
l_mut_2480 = l_7278;
let l_7280 = l_7279 > l_7278;
if l_7280 {
l_mut_2480 = l_7279;
}
let l_7281 = f64(2.0) * l_mut_2480;
let l_7282 = l_26 + l_7281;
l_mut_2226 = l_7282;
if l_6162 {
let l_7283 = f64(2.0) * l_mut_2480;
let l_7284 = floor(l_7283);
let l_7285 = l_26 + l_7284;
l_mut_2226 = l_7285;
}
l_mut_94 = u32(2);
let l_7286 = l_mut_2480 <= f64(300.0);
if l_7286 {
l_mut_2480 = l_mut_2736;
let l_7287 = l_mut_2736 > f64(1000.0);
if l_7287 {
let l_7288 = bitcast<u64>(l_mut_2736);
let l_7289 = l_7288 | u64(9218868437227405312);
let l_7290 = l_7289 & bitcast<u64>(i64(-4503599627370496));
let l_7291 = bitcast<f64>(l_7290);
l_mut_2480 = l_7291;
} else {
let l_7292 = l_mut_2736 < f64(-1000.0);
if l_7292 {
l_mut_2480 = f64(0.0);
} else {
let l_7293 = is_nan_1_f64(l_mut_2736);let l_7294 = !l_7293;
if l_7294 {
let l_7295 = l_mut_2736 + f64(0.5);
let l_7296 = floor(l_7295);
let l_7297 = l_mut_2736 - l_7296;
let l_7298 = l_7297 * f64(0.6931471824645996);
let l_7299 = l_7297 * f64(-1.904654299957768e-9);
let l_7300 = l_7298 + l_7299;
l_mut_2736 = l_7300;
let l_7301 = is_nan_1_f64(l_7300);if l_7301 {
} else {
let l_7302 = l_7300 < f64(-700.0);
if l_7302 {
l_mut_2736 = f64(0.0);
} else {
let l_7303 = l_7300 > f64(700.0);
if l_7303 {
let l_7304 = bitcast<u64>(l_7300);
let l_7305 = l_7304 | u64(9218868437227405312);
let l_7306 = l_7305 & bitcast<u64>(i64(-4503599627370496));
let l_7307 = bitcast<f64>(l_7306);
l_mut_2736 = l_7307;
} else {
let l_7308 = l_7300 * f64(1.4426950408889634);
let l_7309 = l_7308 + f64(0.5);
let l_7310 = floor(l_7309);
let l_7311 = l_7310 * f64(0.6931471824645996);
let l_7312 = l_7298 - l_7311;
let l_7313 = l_7312 * l_4;
let l_7314 = l_7310 * f64(-1.904654299957768e-9);
let l_7315 = l_7299 - l_7314;
let l_7316 = l_7313 + l_7315;
let l_7317 = l_7316 * f64(7.647163731819816e-13);
let l_7318 = l_7317 + f64(1.1470745597729725e-11);
l_mut_1211 = l_7318;
let l_7319 = l_mut_1211 * l_7316;
let l_7320 = l_7319 + f64(1.6059043836821613e-10);
l_mut_1211 = l_7320;
let l_7321 = l_mut_1211 * l_7316;
let l_7322 = l_7321 + f64(2.08767569878681e-9);
l_mut_1211 = l_7322;
let l_7323 = l_mut_1211 * l_7316;
let l_7324 = l_7323 + f64(2.505210838544172e-8);
l_mut_1211 = l_7324;
let l_7325 = l_mut_1211 * l_7316;
let l_7326 = l_7325 + f64(2.755731922398589e-7);
l_mut_1211 = l_7326;
let l_7327 = l_mut_1211 * l_7316;
let l_7328 = l_7327 + f64(2.7557319223985893e-6);
l_mut_1211 = l_7328;
let l_7329 = l_mut_1211 * l_7316;
let l_7330 = l_7329 + f64(2.48015873015873e-5);
l_mut_1211 = l_7330;
let l_7331 = l_mut_1211 * l_7316;
let l_7332 = l_7331 + f64(0.0001984126984126984);
l_mut_1211 = l_7332;
let l_7333 = l_mut_1211 * l_7316;
let l_7334 = l_7333 + f64(0.001388888888888889);
l_mut_1211 = l_7334;
let l_7335 = l_mut_1211 * l_7316;
let l_7336 = l_7335 + f64(0.008333333333333333);
l_mut_1211 = l_7336;
let l_7337 = l_mut_1211 * l_7316;
let l_7338 = l_7337 + f64(0.041666666666666664);
l_mut_1211 = l_7338;
let l_7339 = l_mut_1211 * l_7316;
let l_7340 = l_7339 + f64(0.16666666666666666);
l_mut_1211 = l_7340;
let l_7341 = l_mut_1211 * l_7316;
let l_7342 = l_7341 + f64(0.5);
l_mut_1211 = l_7342;
let l_7343 = l_7316 * l_7316;
let l_7344 = l_7343 * l_mut_1211;
let l_7345 = l_7316 + l_7344;
let l_7346 = f64(1.0) + l_7345;
let l_7347 = i32(l_7310);
let l_7348 = l_7347 + i32(1023);
let l_7349 = u64(l_7348);
let l_7350 = l_7349 << u32(bitcast<u64>(u64(52)));
let l_7351 = bitcast<f64>(l_7350);
let l_7352 = l_7346 * l_7351;
l_mut_2736 = l_7352;
}
}
}
let l_7353 = i32(l_7296);
let l_7354 = l_7353 + i32(1023);
let l_7355 = u64(l_7354);
let l_7356 = l_7355 << u32(bitcast<u64>(u64(52)));
let l_7357 = bitcast<f64>(l_7356);
let l_7358 = l_mut_2736 * l_7357;
l_mut_2480 = l_7358;
}
}
}
l_mut_2736 = l_6971;
let l_7359 = l_6971 > f64(1000.0);
if l_7359 {
let l_7360 = bitcast<u64>(l_6971);
let l_7361 = l_7360 | u64(9218868437227405312);
let l_7362 = l_7361 & bitcast<u64>(i64(-4503599627370496));
let l_7363 = bitcast<f64>(l_7362);
l_mut_2736 = l_7363;
} else {
let l_7364 = l_6971 < f64(-1000.0);
if l_7364 {
l_mut_2736 = f64(0.0);
} else {
let l_7365 = is_nan_1_f64(l_6971);let l_7366 = !l_7365;
if l_7366 {
let l_7367 = l_6971 + f64(0.5);
let l_7368 = floor(l_7367);
let l_7369 = l_6971 - l_7368;
let l_7370 = l_7369 * f64(0.6931471824645996);
let l_7371 = l_7369 * f64(-1.904654299957768e-9);
let l_7372 = l_7370 + l_7371;
l_mut_1211 = l_7372;
let l_7373 = is_nan_1_f64(l_7372);if l_7373 {
} else {
let l_7374 = l_7372 < f64(-700.0);
if l_7374 {
l_mut_1211 = f64(0.0);
} else {
let l_7375 = l_7372 > f64(700.0);
if l_7375 {
let l_7376 = bitcast<u64>(l_7372);
let l_7377 = l_7376 | u64(9218868437227405312);
let l_7378 = l_7377 & bitcast<u64>(i64(-4503599627370496));
let l_7379 = bitcast<f64>(l_7378);
l_mut_1211 = l_7379;
} else {
let l_7380 = l_7372 * f64(1.4426950408889634);
let l_7381 = l_7380 + f64(0.5);
let l_7382 = floor(l_7381);
let l_7383 = l_7382 * f64(0.6931471824645996);
let l_7384 = l_7370 - l_7383;
let l_7385 = l_7384 * l_4;
let l_7386 = l_7382 * f64(-1.904654299957768e-9);
let l_7387 = l_7371 - l_7386;
let l_7388 = l_7385 + l_7387;
let l_7389 = l_7388 * f64(7.647163731819816e-13);
let l_7390 = l_7389 + f64(1.1470745597729725e-11);
l_mut_1128 = l_7390;
let l_7391 = l_mut_1128 * l_7388;
let l_7392 = l_7391 + f64(1.6059043836821613e-10);
l_mut_1128 = l_7392;
let l_7393 = l_mut_1128 * l_7388;
let l_7394 = l_7393 + f64(2.08767569878681e-9);
l_mut_1128 = l_7394;
let l_7395 = l_mut_1128 * l_7388;
let l_7396 = l_7395 + f64(2.505210838544172e-8);
l_mut_1128 = l_7396;
let l_7397 = l_mut_1128 * l_7388;
let l_7398 = l_7397 + f64(2.755731922398589e-7);
l_mut_1128 = l_7398;
let l_7399 = l_mut_1128 * l_7388;
let l_7400 = l_7399 + f64(2.7557319223985893e-6);
l_mut_1128 = l_7400;
let l_7401 = l_mut_1128 * l_7388;
let l_7402 = l_7401 + f64(2.48015873015873e-5);
l_mut_1128 = l_7402;
let l_7403 = l_mut_1128 * l_7388;
let l_7404 = l_7403 + f64(0.0001984126984126984);
l_mut_1128 = l_7404;
let l_7405 = l_mut_1128 * l_7388;
let l_7406 = l_7405 + f64(0.001388888888888889);
l_mut_1128 = l_7406;
let l_7407 = l_mut_1128 * l_7388;
let l_7408 = l_7407 + f64(0.008333333333333333);
l_mut_1128 = l_7408;
let l_7409 = l_mut_1128 * l_7388;
let l_7410 = l_7409 + f64(0.041666666666666664);
l_mut_1128 = l_7410;
let l_7411 = l_mut_1128 * l_7388;
let l_7412 = l_7411 + f64(0.16666666666666666);
l_mut_1128 = l_7412;
let l_7413 = l_mut_1128 * l_7388;
let l_7414 = l_7413 + f64(0.5);
l_mut_1128 = l_7414;
let l_7415 = l_7388 * l_7388;
let l_7416 = l_7415 * l_mut_1128;
let l_7417 = l_7388 + l_7416;
let l_7418 = f64(1.0) + l_7417;
let l_7419 = i32(l_7382);
let l_7420 = l_7419 + i32(1023);
let l_7421 = u64(l_7420);
let l_7422 = l_7421 << u32(bitcast<u64>(u64(52)));
let l_7423 = bitcast<f64>(l_7422);
let l_7424 = l_7418 * l_7423;
l_mut_1211 = l_7424;
}
}
}
let l_7425 = i32(l_7368);
let l_7426 = l_7425 + i32(1023);
let l_7427 = u64(l_7426);
let l_7428 = l_7427 << u32(bitcast<u64>(u64(52)));
let l_7429 = bitcast<f64>(l_7428);
let l_7430 = l_mut_1211 * l_7429;
l_mut_2736 = l_7430;
}
}
}
let l_7431 = l_mut_2480 * f64(1.4551915228366852e-11);
let l_7432 = l_mut_2736 * f64(1.4551915228366852e-11);
let l_7433 = l_mut_2480 - l_7431;
let l_7434 = abs(l_7433);
l_mut_1211 = f64(1.401298464324817e-45);
let l_7435 = l_7434 >= f64(1.1754943508222875e-38);
let l_7436 = l_7434 <= f64(1.7976931348623157e308);
let l_7437 = l_7435 && l_7436;
if l_7437 {
let l_7438 = bitcast<u64>(l_7434);
let l_7439 = l_7438 >> u32(bitcast<u64>(u64(52)));
let l_7440 = l_7439 - u64(23);
let l_7441 = l_7440 << u32(bitcast<u64>(u64(52)));
let l_7442 = bitcast<f64>(l_7441);
l_mut_1211 = l_7442;
}
let l_7443 = l_mut_2480 + l_7431;
let l_7444 = abs(l_7443);
l_mut_1128 = f64(1.401298464324817e-45);
let l_7445 = l_7444 >= f64(1.1754943508222875e-38);
let l_7446 = l_7444 <= f64(1.7976931348623157e308);
let l_7447 = l_7445 && l_7446;
if l_7447 {
let l_7448 = bitcast<u64>(l_7444);
let l_7449 = l_7448 >> u32(bitcast<u64>(u64(52)));
let l_7450 = l_7449 - u64(23);
let l_7451 = l_7450 << u32(bitcast<u64>(u64(52)));
let l_7452 = bitcast<f64>(l_7451);
l_mut_1128 = l_7452;
}
let l_7453 = l_mut_1211 == l_mut_1128;
let l_7454 = l_mut_2736 - l_7432;
let l_7455 = abs(l_7454);
l_mut_1211 = f64(1.401298464324817e-45);
let l_7456 = l_7455 >= f64(1.1754943508222875e-38);
let l_7457 = l_7455 <= f64(1.7976931348623157e308);
let l_7458 = l_7456 && l_7457;
if l_7458 {
let l_7459 = bitcast<u64>(l_7455);
let l_7460 = l_7459 >> u32(bitcast<u64>(u64(52)));
let l_7461 = l_7460 - u64(23);
let l_7462 = l_7461 << u32(bitcast<u64>(u64(52)));
let l_7463 = bitcast<f64>(l_7462);
l_mut_1211 = l_7463;
}
let l_7464 = l_mut_2736 + l_7432;
let l_7465 = abs(l_7464);
l_mut_1128 = f64(1.401298464324817e-45);
let l_7466 = l_7465 >= f64(1.1754943508222875e-38);
let l_7467 = l_7465 <= f64(1.7976931348623157e308);
let l_7468 = l_7466 && l_7467;
if l_7468 {
let l_7469 = bitcast<u64>(l_7465);
let l_7470 = l_7469 >> u32(bitcast<u64>(u64(52)));
let l_7471 = l_7470 - u64(23);
let l_7472 = l_7471 << u32(bitcast<u64>(u64(52)));
let l_7473 = bitcast<f64>(l_7472);
l_mut_1128 = l_7473;
}
let l_7474 = l_mut_1211 == l_mut_1128;
let l_7475 = l_7453 && l_7474;
if l_7475 {
let l_7476 = abs(l_mut_2480);
l_mut_1211 = f64(1.401298464324817e-45);
let l_7477 = l_7476 >= f64(1.1754943508222875e-38);
let l_7478 = l_7476 <= f64(1.7976931348623157e308);
let l_7479 = l_7477 && l_7478;
if l_7479 {
let l_7480 = bitcast<u64>(l_7476);
let l_7481 = l_7480 >> u32(bitcast<u64>(u64(52)));
let l_7482 = l_7481 - u64(23);
let l_7483 = l_7482 << u32(bitcast<u64>(u64(52)));
let l_7484 = bitcast<f64>(l_7483);
l_mut_1211 = l_7484;
}
let l_7485 = l_mut_2226 * l_mut_1211;
let l_7486 = l_mut_2480 - l_7485;
let l_7487 = abs(l_mut_2736);
l_mut_2480 = f64(1.401298464324817e-45);
let l_7488 = l_7487 >= f64(1.1754943508222875e-38);
let l_7489 = l_7487 <= f64(1.7976931348623157e308);
let l_7490 = l_7488 && l_7489;
if l_7490 {
let l_7491 = bitcast<u64>(l_7487);
let l_7492 = l_7491 >> u32(bitcast<u64>(u64(52)));
let l_7493 = l_7492 - u64(23);
let l_7494 = l_7493 << u32(bitcast<u64>(u64(52)));
let l_7495 = bitcast<f64>(l_7494);
l_mut_2480 = l_7495;
}
let l_7496 = l_mut_2226 * l_mut_2480;
let l_7497 = l_mut_2736 + l_7496;
let l_7498 = bitcast<u32>(l_16);
let l_7499 = l_7498 & u32(2147483647);
let l_7500 = bitcast<f32>(l_7499);
let l_7501 = f64(l_7500);
l_mut_2736 = l_7501;
let l_7502 = l_7499 < u32(8388608);
if l_7502 {
let l_7503 = f64(l_7499);
let l_7504 = l_7503 * f64(1.401298464324817e-45);
l_mut_2736 = l_7504;
}
let l_7505 = bitcast<u64>(l_mut_2736);
let l_7506 = l_7498 >> u32(31);
let l_7507 = u64(l_7506);
let l_7508 = l_7507 << u32(bitcast<u64>(u64(63)));
let l_7509 = l_7505 | l_7508;
let l_7510 = bitcast<f64>(l_7509);
let l_7511 = bitcast<u32>(l_16);
let l_7512 = l_7511 + u32(1);
l_mut_52 = l_7512;
let l_7513 = l_7511 & u32(2147483647);
let l_7514 = l_7513 == u32(0);
if l_7514 {
l_mut_52 = u32(1);
} else {
let l_7515 = l_7511 & u32(2147483648);
let l_7516 = l_7515 != u32(0);
if l_7516 {
let l_7517 = l_7511 - u32(1);
l_mut_52 = l_7517;
} else {
let l_7518 = l_7511 == u32(2139095040);
if l_7518 {
l_mut_52 = l_7511;
}
}
}
let l_7519 = bitcast<f32>(l_mut_52);
let l_7520 = bitcast<u32>(l_7519);
let l_7521 = l_7520 & u32(2147483647);
let l_7522 = bitcast<f32>(l_7521);
let l_7523 = f64(l_7522);
l_mut_2736 = l_7523;
let l_7524 = l_7521 < u32(8388608);
if l_7524 {
let l_7525 = f64(l_7521);
let l_7526 = l_7525 * f64(1.401298464324817e-45);
l_mut_2736 = l_7526;
}
let l_7527 = bitcast<u64>(l_mut_2736);
let l_7528 = l_7520 >> u32(31);
let l_7529 = u64(l_7528);
let l_7530 = l_7529 << u32(bitcast<u64>(u64(63)));
let l_7531 = l_7527 | l_7530;
let l_7532 = bitcast<f64>(l_7531);
let l_7533 = bitcast<u32>(l_16);
let l_7534 = l_7533 ^ u32(2147483648);
let l_7535 = bitcast<f32>(l_7534);
let l_7536 = bitcast<u32>(l_7535);
let l_7537 = l_7536 + u32(1);
l_mut_52 = l_7537;
let l_7538 = l_7536 & u32(2147483647);
let l_7539 = l_7538 == u32(0);
if l_7539 {
l_mut_52 = u32(1);
} else {
let l_7540 = l_7536 & u32(2147483648);
let l_7541 = l_7540 != u32(0);
if l_7541 {
let l_7542 = l_7536 - u32(1);
l_mut_52 = l_7542;
} else {
let l_7543 = l_7536 == u32(2139095040);
if l_7543 {
l_mut_52 = l_7536;
}
}
}
let l_7544 = bitcast<f32>(l_mut_52);
let l_7545 = bitcast<u32>(l_7544);
let l_7546 = l_7545 ^ u32(2147483648);
let l_7547 = bitcast<f32>(l_7546);
let l_7548 = bitcast<u32>(l_7547);
let l_7549 = l_7548 & u32(2147483647);
let l_7550 = bitcast<f32>(l_7549);
let l_7551 = f64(l_7550);
l_mut_2736 = l_7551;
let l_7552 = l_7549 < u32(8388608);
if l_7552 {
let l_7553 = f64(l_7549);
let l_7554 = l_7553 * f64(1.401298464324817e-45);
l_mut_2736 = l_7554;
}
let l_7555 = bitcast<u64>(l_mut_2736);
let l_7556 = l_7548 >> u32(31);
let l_7557 = u64(l_7556);
let l_7558 = l_7557 << u32(bitcast<u64>(u64(63)));
let l_7559 = l_7555 | l_7558;
let l_7560 = bitcast<f64>(l_7559);
let l_7561 = l_7486 + l_7431;
let l_7562 = l_7561 <= l_7510;
l_mut_7259 = l_7562;
let l_7563 = l_7486 - l_7431;
let l_7564 = l_7563 > l_7510;
l_mut_151 = l_7564;
let l_7565 = l_7497 - l_7432;
let l_7566 = l_7565 >= l_7510;
l_mut_148 = l_7566;
let l_7567 = l_7497 + l_7432;
let l_7568 = l_7567 < l_7510;
l_mut_145 = l_7568;
if l_13 {
let l_7569 = l_7486 + l_7431;
let l_7570 = l_7569 < l_7532;
l_mut_7259 = l_7570;
let l_7571 = l_7486 - l_7431;
let l_7572 = l_7571 >= l_7532;
l_mut_151 = l_7572;
let l_7573 = l_7497 - l_7432;
let l_7574 = l_7573 > l_7560;
l_mut_148 = l_7574;
let l_7575 = l_7497 + l_7432;
let l_7576 = l_7575 <= l_7560;
l_mut_145 = l_7576;
}
l_mut_52 = u32(2);
let l_7577 = l_mut_151 || l_mut_145;
if l_7577 {
l_mut_52 = u32(1);
} else {
let l_7578 = l_mut_7259 && l_mut_148;
if l_7578 {
l_mut_52 = u32(0);
}
}
let l_7579 = bitcast<u32>(l_16);
let l_7580 = l_7579 & u32(2147483647);
let l_7581 = l_7580 == u32(0);
if l_7581 {
let l_7582 = l_7486 + l_7431;
let l_7583 = l_7582 < f64(1.1754943508222875e-38);
let l_7584 = l_7497 - l_7432;
let l_7585 = l_7584 > f64(-1.1754943508222875e-38);
let l_7586 = l_7583 && l_7585;
let l_7587 = l_7486 - l_7431;
let l_7588 = l_7587 < f64(1.1754943508222875e-38);
let l_7589 = l_7497 + l_7432;
let l_7590 = l_7589 > f64(-1.1754943508222875e-38);
let l_7591 = l_7588 && l_7590;
if l_7586 {
l_mut_52 = u32(0);
} else {
let l_7592 = l_mut_52 == u32(1);
let l_7593 = l_7591 && l_7592;
if l_7593 {
l_mut_52 = u32(2);
}
}
}
l_mut_94 = l_mut_52;
}
}
l_mut_3242 = l_mut_94;
}
let l_7594 = l_6235 - l_mut_2990;
let l_7595 = l_6235 + l_mut_2990;
let l_7596 = abs(l_7594);
let l_7597 = l_7596 * f64(2.220446049250313e-16);
let l_7598 = l_6278 + l_7597;
let l_7599 = l_7594 + l_7598;
let l_7600 = -l_7599;
let l_7601 = l_7600 * f64(7.1362384635298e44);
let l_7602 = floor(l_7601);
let l_7603 = l_7602 * f64(1.401298464324817e-45);
l_mut_2736 = l_7603;
let l_7604 = abs(l_7600);
let l_7605 = l_7604 >= f64(1.1754943508222875e-38);
if l_7605 {
let l_7606 = f32(l_7600);
let l_7607 = f64(l_7606);
l_mut_2736 = l_7607;
let l_7608 = l_mut_2736 > l_7600;
if l_7608 {
let l_7609 = bitcast<u32>(l_7606);
let l_7610 = l_7609 ^ u32(2147483648);
let l_7611 = bitcast<f32>(l_7610);
let l_7612 = bitcast<u32>(l_7611);
let l_7613 = l_7612 + u32(1);
l_mut_94 = l_7613;
let l_7614 = l_7612 & u32(2147483647);
let l_7615 = l_7614 == u32(0);
if l_7615 {
l_mut_94 = u32(1);
} else {
let l_7616 = l_7612 & u32(2147483648);
let l_7617 = l_7616 != u32(0);
if l_7617 {
let l_7618 = l_7612 - u32(1);
l_mut_94 = l_7618;
} else {
let l_7619 = l_7612 == u32(2139095040);
if l_7619 {
l_mut_94 = l_7612;
}
}
}
let l_7620 = bitcast<f32>(l_mut_94);
let l_7621 = bitcast<u32>(l_7620);
let l_7622 = l_7621 ^ u32(2147483648);
let l_7623 = bitcast<f32>(l_7622);
let l_7624 = bitcast<u32>(l_7623);
let l_7625 = l_7624 & u32(2147483647);
let l_7626 = bitcast<f32>(l_7625);
let l_7627 = f64(l_7626);
l_mut_2480 = l_7627;
let l_7628 = l_7625 < u32(8388608);
if l_7628 {
let l_7629 = f64(l_7625);
let l_7630 = l_7629 * f64(1.401298464324817e-45);
l_mut_2480 = l_7630;
}
let l_7631 = bitcast<u64>(l_mut_2480);
let l_7632 = l_7624 >> u32(31);
let l_7633 = u64(l_7632);
let l_7634 = l_7633 << u32(bitcast<u64>(u64(63)));
let l_7635 = l_7631 | l_7634;
let l_7636 = bitcast<f64>(l_7635);
l_mut_2736 = l_7636;
} else {
let l_7637 = bitcast<u32>(l_7606);
let l_7638 = l_7637 + u32(1);
l_mut_94 = l_7638;
let l_7639 = l_7637 & u32(2147483647);
let l_7640 = l_7639 == u32(0);
if l_7640 {
l_mut_94 = u32(1);
} else {
let l_7641 = l_7637 & u32(2147483648);
let l_7642 = l_7641 != u32(0);
if l_7642 {
let l_7643 = l_7637 - u32(1);
l_mut_94 = l_7643;
} else {
let l_7644 = l_7637 == u32(2139095040);
if l_7644 {
l_mut_94 = l_7637;
}
}
}
let l_7645 = bitcast<f32>(l_mut_94);
let l_7646 = bitcast<u32>(l_7645);
let l_7647 = l_7646 & u32(2147483647);
let l_7648 = bitcast<f32>(l_7647);
let l_7649 = f64(l_7648);
l_mut_2480 = l_7649;
let l_7650 = l_7647 < u32(8388608);
if l_7650 {
let l_7651 = f64(l_7647);
let l_7652 = l_7651 * f64(1.401298464324817e-45);
l_mut_2480 = l_7652;
}
let l_7653 = bitcast<u64>(l_mut_2480);
let l_7654 = l_7646 >> u32(31);
let l_7655 = u64(l_7654);
let l_7656 = l_7655 << u32(bitcast<u64>(u64(63)));
let l_7657 = l_7653 | l_7656;
let l_7658 = bitcast<f64>(l_7657);
let l_7659 = l_7658 <= l_7600;
if l_7659 {
let l_7660 = bitcast<u32>(l_7606);
let l_7661 = l_7660 + u32(1);
l_mut_94 = l_7661;
let l_7662 = l_7660 & u32(2147483647);
let l_7663 = l_7662 == u32(0);
if l_7663 {
l_mut_94 = u32(1);
} else {
let l_7664 = l_7660 & u32(2147483648);
let l_7665 = l_7664 != u32(0);
if l_7665 {
let l_7666 = l_7660 - u32(1);
l_mut_94 = l_7666;
} else {
let l_7667 = l_7660 == u32(2139095040);
if l_7667 {
l_mut_94 = l_7660;
}
}
}
let l_7668 = bitcast<f32>(l_mut_94);
let l_7669 = bitcast<u32>(l_7668);
let l_7670 = l_7669 & u32(2147483647);
let l_7671 = bitcast<f32>(l_7670);
let l_7672 = f64(l_7671);
l_mut_2480 = l_7672;
let l_7673 = l_7670 < u32(8388608);
if l_7673 {
let l_7674 = f64(l_7670);
let l_7675 = l_7674 * f64(1.401298464324817e-45);
l_mut_2480 = l_7675;
}
let l_7676 = bitcast<u64>(l_mut_2480);
let l_7677 = l_7669 >> u32(31);
let l_7678 = u64(l_7677);
let l_7679 = l_7678 << u32(bitcast<u64>(u64(63)));
let l_7680 = l_7676 | l_7679;
let l_7681 = bitcast<f64>(l_7680);
l_mut_2736 = l_7681;
}
}
}
let l_7682 = -l_mut_2736;
l_mut_2736 = l_7682;
let l_7683 = bool(true) && bool(false);
if l_7683 {
let l_7684 = l_7594 + l_7598;
let l_7685 = l_7684 * f64(7.1362384635298e44);
let l_7686 = floor(l_7685);
let l_7687 = l_7686 * f64(1.401298464324817e-45);
l_mut_2480 = l_7687;
let l_7688 = abs(l_7684);
let l_7689 = l_7688 >= f64(1.1754943508222875e-38);
if l_7689 {
let l_7690 = f32(l_7684);
let l_7691 = f64(l_7690);
l_mut_2480 = l_7691;
let l_7692 = l_mut_2480 > l_7684;
if l_7692 {
let l_7693 = bitcast<u32>(l_7690);
let l_7694 = l_7693 ^ u32(2147483648);
let l_7695 = bitcast<f32>(l_7694);
let l_7696 = bitcast<u32>(l_7695);
let l_7697 = l_7696 + u32(1);
l_mut_94 = l_7697;
let l_7698 = l_7696 & u32(2147483647);
let l_7699 = l_7698 == u32(0);
if l_7699 {
l_mut_94 = u32(1);
} else {
let l_7700 = l_7696 & u32(2147483648);
let l_7701 = l_7700 != u32(0);
if l_7701 {
let l_7702 = l_7696 - u32(1);
l_mut_94 = l_7702;
} else {
let l_7703 = l_7696 == u32(2139095040);
if l_7703 {
l_mut_94 = l_7696;
}
}
}
let l_7704 = bitcast<f32>(l_mut_94);
let l_7705 = bitcast<u32>(l_7704);
let l_7706 = l_7705 ^ u32(2147483648);
let l_7707 = bitcast<f32>(l_7706);
let l_7708 = bitcast<u32>(l_7707);
let l_7709 = l_7708 & u32(2147483647);
let l_7710 = bitcast<f32>(l_7709);
let l_7711 = f64(l_7710);
l_mut_2226 = l_7711;
let l_7712 = l_7709 < u32(8388608);
if l_7712 {
let l_7713 = f64(l_7709);
let l_7714 = l_7713 * f64(1.401298464324817e-45);
l_mut_2226 = l_7714;
}
let l_7715 = bitcast<u64>(l_mut_2226);
let l_7716 = l_7708 >> u32(31);
let l_7717 = u64(l_7716);
let l_7718 = l_7717 << u32(bitcast<u64>(u64(63)));
let l_7719 = l_7715 | l_7718;
let l_7720 = bitcast<f64>(l_7719);
l_mut_2480 = l_7720;
} else {
let l_7721 = bitcast<u32>(l_7690);
let l_7722 = l_7721 + u32(1);
l_mut_94 = l_7722;
let l_7723 = l_7721 & u32(2147483647);
let l_7724 = l_7723 == u32(0);
if l_7724 {
l_mut_94 = u32(1);
} else {
let l_7725 = l_7721 & u32(2147483648);
let l_7726 = l_7725 != u32(0);
if l_7726 {
let l_7727 = l_7721 - u32(1);
l_mut_94 = l_7727;
} else {
let l_7728 = l_7721 == u32(2139095040);
if l_7728 {
l_mut_94 = l_7721;
}
}
}
let l_7729 = bitcast<f32>(l_mut_94);
let l_7730 = bitcast<u32>(l_7729);
let l_7731 = l_7730 & u32(2147483647);
let l_7732 = bitcast<f32>(l_7731);
let l_7733 = f64(l_7732);
l_mut_2226 = l_7733;
let l_7734 = l_7731 < u32(8388608);
if l_7734 {
let l_7735 = f64(l_7731);
let l_7736 = l_7735 * f64(1.401298464324817e-45);
l_mut_2226 = l_7736;
}
let l_7737 = bitcast<u64>(l_mut_2226);
let l_7738 = l_7730 >> u32(31);
let l_7739 = u64(l_7738);
let l_7740 = l_7739 << u32(bitcast<u64>(u64(63)));
let l_7741 = l_7737 | l_7740;
let l_7742 = bitcast<f64>(l_7741);
let l_7743 = l_7742 <= l_7684;
if l_7743 {
let l_7744 = bitcast<u32>(l_7690);
let l_7745 = l_7744 + u32(1);
l_mut_94 = l_7745;
let l_7746 = l_7744 & u32(2147483647);
let l_7747 = l_7746 == u32(0);
if l_7747 {
l_mut_94 = u32(1);
} else {
let l_7748 = l_7744 & u32(2147483648);
let l_7749 = l_7748 != u32(0);
if l_7749 {
let l_7750 = l_7744 - u32(1);
l_mut_94 = l_7750;
} else {
let l_7751 = l_7744 == u32(2139095040);
if l_7751 {
l_mut_94 = l_7744;
}
}
}
let l_7752 = bitcast<f32>(l_mut_94);
let l_7753 = bitcast<u32>(l_7752);
let l_7754 = l_7753 & u32(2147483647);
let l_7755 = bitcast<f32>(l_7754);
let l_7756 = f64(l_7755);
l_mut_2226 = l_7756;
let l_7757 = l_7754 < u32(8388608);
if l_7757 {
let l_7758 = f64(l_7754);
let l_7759 = l_7758 * f64(1.401298464324817e-45);
l_mut_2226 = l_7759;
}
let l_7760 = bitcast<u64>(l_mut_2226);
let l_7761 = l_7753 >> u32(31);
let l_7762 = u64(l_7761);
let l_7763 = l_7762 << u32(bitcast<u64>(u64(63)));
let l_7764 = l_7760 | l_7763;
let l_7765 = bitcast<f64>(l_7764);
l_mut_2480 = l_7765;
}
}
}
l_mut_2736 = l_mut_2480;
} else {
let l_7766 = l_7594 - l_7598;
let l_7767 = l_7766 * f64(7.1362384635298e44);
let l_7768 = floor(l_7767);
let l_7769 = l_7768 * f64(1.401298464324817e-45);
l_mut_2480 = l_7769;
let l_7770 = abs(l_7766);
let l_7771 = l_7770 >= f64(1.1754943508222875e-38);
if l_7771 {
let l_7772 = f32(l_7766);
let l_7773 = f64(l_7772);
l_mut_2480 = l_7773;
let l_7774 = l_mut_2480 > l_7766;
if l_7774 {
let l_7775 = bitcast<u32>(l_7772);
let l_7776 = l_7775 ^ u32(2147483648);
let l_7777 = bitcast<f32>(l_7776);
let l_7778 = bitcast<u32>(l_7777);
let l_7779 = l_7778 + u32(1);
l_mut_94 = l_7779;
let l_7780 = l_7778 & u32(2147483647);
let l_7781 = l_7780 == u32(0);
if l_7781 {
l_mut_94 = u32(1);
} else {
let l_7782 = l_7778 & u32(2147483648);
let l_7783 = l_7782 != u32(0);
if l_7783 {
let l_7784 = l_7778 - u32(1);
l_mut_94 = l_7784;
} else {
let l_7785 = l_7778 == u32(2139095040);
if l_7785 {
l_mut_94 = l_7778;
}
}
}
let l_7786 = bitcast<f32>(l_mut_94);
let l_7787 = bitcast<u32>(l_7786);
let l_7788 = l_7787 ^ u32(2147483648);
let l_7789 = bitcast<f32>(l_7788);
let l_7790 = bitcast<u32>(l_7789);
let l_7791 = l_7790 & u32(2147483647);
let l_7792 = bitcast<f32>(l_7791);
let l_7793 = f64(l_7792);
l_mut_2226 = l_7793;
let l_7794 = l_7791 < u32(8388608);
if l_7794 {
let l_7795 = f64(l_7791);
let l_7796 = l_7795 * f64(1.401298464324817e-45);
l_mut_2226 = l_7796;
}
let l_7797 = bitcast<u64>(l_mut_2226);
let l_7798 = l_7790 >> u32(31);
let l_7799 = u64(l_7798);
let l_7800 = l_7799 << u32(bitcast<u64>(u64(63)));
let l_7801 = l_7797 | l_7800;
let l_7802 = bitcast<f64>(l_7801);
l_mut_2480 = l_7802;
} else {
let l_7803 = bitcast<u32>(l_7772);
let l_7804 = l_7803 + u32(1);
l_mut_94 = l_7804;
let l_7805 = l_7803 & u32(2147483647);
let l_7806 = l_7805 == u32(0);
if l_7806 {
l_mut_94 = u32(1);
} else {
let l_7807 = l_7803 & u32(2147483648);
let l_7808 = l_7807 != u32(0);
if l_7808 {
let l_7809 = l_7803 - u32(1);
l_mut_94 = l_7809;
} else {
let l_7810 = l_7803 == u32(2139095040);
if l_7810 {
l_mut_94 = l_7803;
}
}
}
let l_7811 = bitcast<f32>(l_mut_94);
let l_7812 = bitcast<u32>(l_7811);
let l_7813 = l_7812 & u32(2147483647);
let l_7814 = bitcast<f32>(l_7813);
let l_7815 = f64(l_7814);
l_mut_2226 = l_7815;
let l_7816 = l_7813 < u32(8388608);
if l_7816 {
let l_7817 = f64(l_7813);
let l_7818 = l_7817 * f64(1.401298464324817e-45);
l_mut_2226 = l_7818;
}
let l_7819 = bitcast<u64>(l_mut_2226);
let l_7820 = l_7812 >> u32(31);
let l_7821 = u64(l_7820);
let l_7822 = l_7821 << u32(bitcast<u64>(u64(63)));
let l_7823 = l_7819 | l_7822;
let l_7824 = bitcast<f64>(l_7823);
let l_7825 = l_7824 <= l_7766;
if l_7825 {
let l_7826 = bitcast<u32>(l_7772);
let l_7827 = l_7826 + u32(1);
l_mut_94 = l_7827;
let l_7828 = l_7826 & u32(2147483647);
let l_7829 = l_7828 == u32(0);
if l_7829 {
l_mut_94 = u32(1);
} else {
let l_7830 = l_7826 & u32(2147483648);
let l_7831 = l_7830 != u32(0);
if l_7831 {
let l_7832 = l_7826 - u32(1);
l_mut_94 = l_7832;
} else {
let l_7833 = l_7826 == u32(2139095040);
if l_7833 {
l_mut_94 = l_7826;
}
}
}
let l_7834 = bitcast<f32>(l_mut_94);
let l_7835 = bitcast<u32>(l_7834);
let l_7836 = l_7835 & u32(2147483647);
let l_7837 = bitcast<f32>(l_7836);
let l_7838 = f64(l_7837);
l_mut_2226 = l_7838;
let l_7839 = l_7836 < u32(8388608);
if l_7839 {
let l_7840 = f64(l_7836);
let l_7841 = l_7840 * f64(1.401298464324817e-45);
l_mut_2226 = l_7841;
}
let l_7842 = bitcast<u64>(l_mut_2226);
let l_7843 = l_7835 >> u32(31);
let l_7844 = u64(l_7843);
let l_7845 = l_7844 << u32(bitcast<u64>(u64(63)));
let l_7846 = l_7842 | l_7845;
let l_7847 = bitcast<f64>(l_7846);
l_mut_2480 = l_7847;
}
}
}
l_mut_2736 = l_mut_2480;
}
let l_7848 = abs(l_7595);
let l_7849 = l_7848 * f64(2.220446049250313e-16);
let l_7850 = l_6278 + l_7849;
let l_7851 = l_7595 + l_7850;
let l_7852 = -l_7851;
let l_7853 = l_7852 * f64(7.1362384635298e44);
let l_7854 = floor(l_7853);
let l_7855 = l_7854 * f64(1.401298464324817e-45);
l_mut_2480 = l_7855;
let l_7856 = abs(l_7852);
let l_7857 = l_7856 >= f64(1.1754943508222875e-38);
if l_7857 {
let l_7858 = f32(l_7852);
let l_7859 = f64(l_7858);
l_mut_2480 = l_7859;
let l_7860 = l_mut_2480 > l_7852;
if l_7860 {
let l_7861 = bitcast<u32>(l_7858);
let l_7862 = l_7861 ^ u32(2147483648);
let l_7863 = bitcast<f32>(l_7862);
let l_7864 = bitcast<u32>(l_7863);
let l_7865 = l_7864 + u32(1);
l_mut_94 = l_7865;
let l_7866 = l_7864 & u32(2147483647);
let l_7867 = l_7866 == u32(0);
if l_7867 {
l_mut_94 = u32(1);
} else {
let l_7868 = l_7864 & u32(2147483648);
let l_7869 = l_7868 != u32(0);
if l_7869 {
let l_7870 = l_7864 - u32(1);
l_mut_94 = l_7870;
} else {
let l_7871 = l_7864 == u32(2139095040);
if l_7871 {
l_mut_94 = l_7864;
}
}
}
let l_7872 = bitcast<f32>(l_mut_94);
let l_7873 = bitcast<u32>(l_7872);
let l_7874 = l_7873 ^ u32(2147483648);
let l_7875 = bitcast<f32>(l_7874);
let l_7876 = bitcast<u32>(l_7875);
let l_7877 = l_7876 & u32(2147483647);
let l_7878 = bitcast<f32>(l_7877);
let l_7879 = f64(l_7878);
l_mut_2226 = l_7879;
let l_7880 = l_7877 < u32(8388608);
if l_7880 {
let l_7881 = f64(l_7877);
let l_7882 = l_7881 * f64(1.401298464324817e-45);
l_mut_2226 = l_7882;
}
let l_7883 = bitcast<u64>(l_mut_2226);
let l_7884 = l_7876 >> u32(31);
let l_7885 = u64(l_7884);
let l_7886 = l_7885 << u32(bitcast<u64>(u64(63)));
let l_7887 = l_7883 | l_7886;
let l_7888 = bitcast<f64>(l_7887);
l_mut_2480 = l_7888;
} else {
let l_7889 = bitcast<u32>(l_7858);
let l_7890 = l_7889 + u32(1);
l_mut_94 = l_7890;
let l_7891 = l_7889 & u32(2147483647);
let l_7892 = l_7891 == u32(0);
if l_7892 {
l_mut_94 = u32(1);
} else {
let l_7893 = l_7889 & u32(2147483648);
let l_7894 = l_7893 != u32(0);
if l_7894 {
let l_7895 = l_7889 - u32(1);
l_mut_94 = l_7895;
} else {
let l_7896 = l_7889 == u32(2139095040);
if l_7896 {
l_mut_94 = l_7889;
}
}
}
let l_7897 = bitcast<f32>(l_mut_94);
let l_7898 = bitcast<u32>(l_7897);
let l_7899 = l_7898 & u32(2147483647);
let l_7900 = bitcast<f32>(l_7899);
let l_7901 = f64(l_7900);
l_mut_2226 = l_7901;
let l_7902 = l_7899 < u32(8388608);
if l_7902 {
let l_7903 = f64(l_7899);
let l_7904 = l_7903 * f64(1.401298464324817e-45);
l_mut_2226 = l_7904;
}
let l_7905 = bitcast<u64>(l_mut_2226);
let l_7906 = l_7898 >> u32(31);
let l_7907 = u64(l_7906);
let l_7908 = l_7907 << u32(bitcast<u64>(u64(63)));
let l_7909 = l_7905 | l_7908;
let l_7910 = bitcast<f64>(l_7909);
let l_7911 = l_7910 <= l_7852;
if l_7911 {
let l_7912 = bitcast<u32>(l_7858);
let l_7913 = l_7912 + u32(1);
l_mut_94 = l_7913;
let l_7914 = l_7912 & u32(2147483647);
let l_7915 = l_7914 == u32(0);
if l_7915 {
l_mut_94 = u32(1);
} else {
let l_7916 = l_7912 & u32(2147483648);
let l_7917 = l_7916 != u32(0);
if l_7917 {
let l_7918 = l_7912 - u32(1);
l_mut_94 = l_7918;
} else {
let l_7919 = l_7912 == u32(2139095040);
if l_7919 {
l_mut_94 = l_7912;
}
}
}
let l_7920 = bitcast<f32>(l_mut_94);
let l_7921 = bitcast<u32>(l_7920);
let l_7922 = l_7921 & u32(2147483647);
let l_7923 = bitcast<f32>(l_7922);
let l_7924 = f64(l_7923);
l_mut_2226 = l_7924;
let l_7925 = l_7922 < u32(8388608);
if l_7925 {
let l_7926 = f64(l_7922);
let l_7927 = l_7926 * f64(1.401298464324817e-45);
l_mut_2226 = l_7927;
}
let l_7928 = bitcast<u64>(l_mut_2226);
let l_7929 = l_7921 >> u32(31);
let l_7930 = u64(l_7929);
let l_7931 = l_7930 << u32(bitcast<u64>(u64(63)));
let l_7932 = l_7928 | l_7931;
let l_7933 = bitcast<f64>(l_7932);
l_mut_2480 = l_7933;
}
}
}
let l_7934 = -l_mut_2480;
l_mut_2480 = l_7934;
let l_7935 = bool(false) && bool(false);
if l_7935 {
let l_7936 = l_7595 + l_7850;
let l_7937 = l_7936 * f64(7.1362384635298e44);
let l_7938 = floor(l_7937);
let l_7939 = l_7938 * f64(1.401298464324817e-45);
l_mut_2226 = l_7939;
let l_7940 = abs(l_7936);
let l_7941 = l_7940 >= f64(1.1754943508222875e-38);
if l_7941 {
let l_7942 = f32(l_7936);
let l_7943 = f64(l_7942);
l_mut_2226 = l_7943;
let l_7944 = l_mut_2226 > l_7936;
if l_7944 {
let l_7945 = bitcast<u32>(l_7942);
let l_7946 = l_7945 ^ u32(2147483648);
let l_7947 = bitcast<f32>(l_7946);
let l_7948 = bitcast<u32>(l_7947);
let l_7949 = l_7948 + u32(1);
l_mut_94 = l_7949;
let l_7950 = l_7948 & u32(2147483647);
let l_7951 = l_7950 == u32(0);
if l_7951 {
l_mut_94 = u32(1);
} else {
let l_7952 = l_7948 & u32(2147483648);
let l_7953 = l_7952 != u32(0);
if l_7953 {
let l_7954 = l_7948 - u32(1);
l_mut_94 = l_7954;
} else {
let l_7955 = l_7948 == u32(2139095040);
if l_7955 {
l_mut_94 = l_7948;
}
}
}
let l_7956 = bitcast<f32>(l_mut_94);
let l_7957 = bitcast<u32>(l_7956);
let l_7958 = l_7957 ^ u32(2147483648);
let l_7959 = bitcast<f32>(l_7958);
let l_7960 = bitcast<u32>(l_7959);
let l_7961 = l_7960 & u32(2147483647);
let l_7962 = bitcast<f32>(l_7961);
let l_7963 = f64(l_7962);
l_mut_1211 = l_7963;
let l_7964 = l_7961 < u32(8388608);
if l_7964 {
let l_7965 = f64(l_7961);
let l_7966 = l_7965 * f64(1.401298464324817e-45);
l_mut_1211 = l_7966;
}
let l_7967 = bitcast<u64>(l_mut_1211);
let l_7968 = l_7960 >> u32(31);
let l_7969 = u64(l_7968);
let l_7970 = l_7969 << u32(bitcast<u64>(u64(63)));
let l_7971 = l_7967 | l_7970;
let l_7972 = bitcast<f64>(l_7971);
l_mut_2226 = l_7972;
} else {
let l_7973 = bitcast<u32>(l_7942);
let l_7974 = l_7973 + u32(1);
l_mut_94 = l_7974;
let l_7975 = l_7973 & u32(2147483647);
let l_7976 = l_7975 == u32(0);
if l_7976 {
l_mut_94 = u32(1);
} else {
let l_7977 = l_7973 & u32(2147483648);
let l_7978 = l_7977 != u32(0);
if l_7978 {
let l_7979 = l_7973 - u32(1);
l_mut_94 = l_7979;
} else {
let l_7980 = l_7973 == u32(2139095040);
if l_7980 {
l_mut_94 = l_7973;
}
}
}
let l_7981 = bitcast<f32>(l_mut_94);
let l_7982 = bitcast<u32>(l_7981);
let l_7983 = l_7982 & u32(2147483647);
let l_7984 = bitcast<f32>(l_7983);
let l_7985 = f64(l_7984);
l_mut_1211 = l_7985;
let l_7986 = l_7983 < u32(8388608);
if l_7986 {
let l_7987 = f64(l_7983);
let l_7988 = l_7987 * f64(1.401298464324817e-45);
l_mut_1211 = l_7988;
}
let l_7989 = bitcast<u64>(l_mut_1211);
let l_7990 = l_7982 >> u32(31);
let l_7991 = u64(l_7990);
let l_7992 = l_7991 << u32(bitcast<u64>(u64(63)));
let l_7993 = l_7989 | l_7992;
let l_7994 = bitcast<f64>(l_7993);
let l_7995 = l_7994 <= l_7936;
if l_7995 {
let l_7996 = bitcast<u32>(l_7942);
let l_7997 = l_7996 + u32(1);
l_mut_94 = l_7997;
let l_7998 = l_7996 & u32(2147483647);
let l_7999 = l_7998 == u32(0);
if l_7999 {
l_mut_94 = u32(1);
} else {
let l_8000 = l_7996 & u32(2147483648);
let l_8001 = l_8000 != u32(0);
if l_8001 {
let l_8002 = l_7996 - u32(1);
l_mut_94 = l_8002;
} else {
let l_8003 = l_7996 == u32(2139095040);
if l_8003 {
l_mut_94 = l_7996;
}
}
}
let l_8004 = bitcast<f32>(l_mut_94);
let l_8005 = bitcast<u32>(l_8004);
let l_8006 = l_8005 & u32(2147483647);
let l_8007 = bitcast<f32>(l_8006);
let l_8008 = f64(l_8007);
l_mut_1211 = l_8008;
let l_8009 = l_8006 < u32(8388608);
if l_8009 {
let l_8010 = f64(l_8006);
let l_8011 = l_8010 * f64(1.401298464324817e-45);
l_mut_1211 = l_8011;
}
let l_8012 = bitcast<u64>(l_mut_1211);
let l_8013 = l_8005 >> u32(31);
let l_8014 = u64(l_8013);
let l_8015 = l_8014 << u32(bitcast<u64>(u64(63)));
let l_8016 = l_8012 | l_8015;
let l_8017 = bitcast<f64>(l_8016);
l_mut_2226 = l_8017;
}
}
}
l_mut_2480 = l_mut_2226;
} else {
}
let l_8019 = l_mut_2736 * l_30;
let l_8020 = l_mut_2480 * l_30;
let l_8021 = l_mut_2736 * l_30;
let l_8022 = l_mut_2480 * l_30;
a_8018[u32(0)] = l_8019;
a_8018[u32(1)] = l_8019;
let l_8023 = a_8018[u32(0)];
let l_8024 = l_8020 < l_8023;
if l_8024 {
a_8018[u32(0)] = l_8020;
}
let l_8025 = a_8018[u32(0)];
let l_8026 = l_8021 < l_8025;
if l_8026 {
a_8018[u32(0)] = l_8021;
}
let l_8027 = a_8018[u32(0)];
let l_8028 = l_8022 < l_8027;
if l_8028 {
a_8018[u32(0)] = l_8022;
}
let l_8029 = a_8018[u32(1)];
let l_8030 = l_8020 > l_8029;
if l_8030 {
a_8018[u32(1)] = l_8020;
}
let l_8031 = a_8018[u32(1)];
let l_8032 = l_8021 > l_8031;
if l_8032 {
a_8018[u32(1)] = l_8021;
}
let l_8033 = a_8018[u32(1)];
let l_8034 = l_8022 > l_8033;
if l_8034 {
a_8018[u32(1)] = l_8022;
}
let l_8035 = a_8018[u32(0)];
let l_8036 = l_8035 * f64(7.1362384635298e44);
let l_8037 = floor(l_8036);
let l_8038 = l_8037 * f64(1.401298464324817e-45);
l_mut_2736 = l_8038;
let l_8039 = abs(l_8035);
let l_8040 = l_8039 >= f64(1.1754943508222875e-38);
if l_8040 {
let l_8041 = f32(l_8035);
let l_8042 = f64(l_8041);
l_mut_2736 = l_8042;
let l_8043 = l_mut_2736 > l_8035;
if l_8043 {
let l_8044 = bitcast<u32>(l_8041);
let l_8045 = l_8044 ^ u32(2147483648);
let l_8046 = bitcast<f32>(l_8045);
let l_8047 = bitcast<u32>(l_8046);
let l_8048 = l_8047 + u32(1);
l_mut_94 = l_8048;
let l_8049 = l_8047 & u32(2147483647);
let l_8050 = l_8049 == u32(0);
if l_8050 {
l_mut_94 = u32(1);
} else {
let l_8051 = l_8047 & u32(2147483648);
let l_8052 = l_8051 != u32(0);
if l_8052 {
let l_8053 = l_8047 - u32(1);
l_mut_94 = l_8053;
} else {
let l_8054 = l_8047 == u32(2139095040);
if l_8054 {
l_mut_94 = l_8047;
}
}
}
let l_8055 = bitcast<f32>(l_mut_94);
let l_8056 = bitcast<u32>(l_8055);
let l_8057 = l_8056 ^ u32(2147483648);
let l_8058 = bitcast<f32>(l_8057);
let l_8059 = bitcast<u32>(l_8058);
let l_8060 = l_8059 & u32(2147483647);
let l_8061 = bitcast<f32>(l_8060);
let l_8062 = f64(l_8061);
l_mut_2480 = l_8062;
let l_8063 = l_8060 < u32(8388608);
if l_8063 {
let l_8064 = f64(l_8060);
let l_8065 = l_8064 * f64(1.401298464324817e-45);
l_mut_2480 = l_8065;
}
let l_8066 = bitcast<u64>(l_mut_2480);
let l_8067 = l_8059 >> u32(31);
let l_8068 = u64(l_8067);
let l_8069 = l_8068 << u32(bitcast<u64>(u64(63)));
let l_8070 = l_8066 | l_8069;
let l_8071 = bitcast<f64>(l_8070);
l_mut_2736 = l_8071;
} else {
let l_8072 = bitcast<u32>(l_8041);
let l_8073 = l_8072 + u32(1);
l_mut_94 = l_8073;
let l_8074 = l_8072 & u32(2147483647);
let l_8075 = l_8074 == u32(0);
if l_8075 {
l_mut_94 = u32(1);
} else {
let l_8076 = l_8072 & u32(2147483648);
let l_8077 = l_8076 != u32(0);
if l_8077 {
let l_8078 = l_8072 - u32(1);
l_mut_94 = l_8078;
} else {
let l_8079 = l_8072 == u32(2139095040);
if l_8079 {
l_mut_94 = l_8072;
}
}
}
let l_8080 = bitcast<f32>(l_mut_94);
let l_8081 = bitcast<u32>(l_8080);
let l_8082 = l_8081 & u32(2147483647);
let l_8083 = bitcast<f32>(l_8082);
let l_8084 = f64(l_8083);
l_mut_2480 = l_8084;
let l_8085 = l_8082 < u32(8388608);
if l_8085 {
let l_8086 = f64(l_8082);
let l_8087 = l_8086 * f64(1.401298464324817e-45);
l_mut_2480 = l_8087;
}
let l_8088 = bitcast<u64>(l_mut_2480);
let l_8089 = l_8081 >> u32(31);
let l_8090 = u64(l_8089);
let l_8091 = l_8090 << u32(bitcast<u64>(u64(63)));
let l_8092 = l_8088 | l_8091;
let l_8093 = bitcast<f64>(l_8092);
let l_8094 = l_8093 <= l_8035;
if l_8094 {
let l_8095 = bitcast<u32>(l_8041);
let l_8096 = l_8095 + u32(1);
l_mut_94 = l_8096;
let l_8097 = l_8095 & u32(2147483647);
let l_8098 = l_8097 == u32(0);
if l_8098 {
l_mut_94 = u32(1);
} else {
let l_8099 = l_8095 & u32(2147483648);
let l_8100 = l_8099 != u32(0);
if l_8100 {
let l_8101 = l_8095 - u32(1);
l_mut_94 = l_8101;
} else {
let l_8102 = l_8095 == u32(2139095040);
if l_8102 {
l_mut_94 = l_8095;
}
}
}
let l_8103 = bitcast<f32>(l_mut_94);
let l_8104 = bitcast<u32>(l_8103);
let l_8105 = l_8104 & u32(2147483647);
let l_8106 = bitcast<f32>(l_8105);
let l_8107 = f64(l_8106);
l_mut_2480 = l_8107;
let l_8108 = l_8105 < u32(8388608);
if l_8108 {
let l_8109 = f64(l_8105);
let l_8110 = l_8109 * f64(1.401298464324817e-45);
l_mut_2480 = l_8110;
}
let l_8111 = bitcast<u64>(l_mut_2480);
let l_8112 = l_8104 >> u32(31);
let l_8113 = u64(l_8112);
let l_8114 = l_8113 << u32(bitcast<u64>(u64(63)));
let l_8115 = l_8111 | l_8114;
let l_8116 = bitcast<f64>(l_8115);
l_mut_2736 = l_8116;
}
}
}
let l_8117 = a_8018[u32(1)];
let l_8118 = -l_8117;
let l_8119 = l_8118 * f64(7.1362384635298e44);
let l_8120 = floor(l_8119);
let l_8121 = l_8120 * f64(1.401298464324817e-45);
l_mut_2480 = l_8121;
let l_8122 = abs(l_8118);
let l_8123 = l_8122 >= f64(1.1754943508222875e-38);
if l_8123 {
let l_8124 = f32(l_8118);
let l_8125 = f64(l_8124);
l_mut_2480 = l_8125;
let l_8126 = l_mut_2480 > l_8118;
if l_8126 {
let l_8127 = bitcast<u32>(l_8124);
let l_8128 = l_8127 ^ u32(2147483648);
let l_8129 = bitcast<f32>(l_8128);
let l_8130 = bitcast<u32>(l_8129);
let l_8131 = l_8130 + u32(1);
l_mut_94 = l_8131;
let l_8132 = l_8130 & u32(2147483647);
let l_8133 = l_8132 == u32(0);
if l_8133 {
l_mut_94 = u32(1);
} else {
let l_8134 = l_8130 & u32(2147483648);
let l_8135 = l_8134 != u32(0);
if l_8135 {
let l_8136 = l_8130 - u32(1);
l_mut_94 = l_8136;
} else {
let l_8137 = l_8130 == u32(2139095040);
if l_8137 {
l_mut_94 = l_8130;
}
}
}
let l_8138 = bitcast<f32>(l_mut_94);
let l_8139 = bitcast<u32>(l_8138);
let l_8140 = l_8139 ^ u32(2147483648);
let l_8141 = bitcast<f32>(l_8140);
let l_8142 = bitcast<u32>(l_8141);
let l_8143 = l_8142 & u32(2147483647);
let l_8144 = bitcast<f32>(l_8143);
let l_8145 = f64(l_8144);
l_mut_2226 = l_8145;
let l_8146 = l_8143 < u32(8388608);
if l_8146 {
let l_8147 = f64(l_8143);
let l_8148 = l_8147 * f64(1.401298464324817e-45);
l_mut_2226 = l_8148;
}
let l_8149 = bitcast<u64>(l_mut_2226);
let l_8150 = l_8142 >> u32(31);
let l_8151 = u64(l_8150);
let l_8152 = l_8151 << u32(bitcast<u64>(u64(63)));
let l_8153 = l_8149 | l_8152;
let l_8154 = bitcast<f64>(l_8153);
l_mut_2480 = l_8154;
} else {
let l_8155 = bitcast<u32>(l_8124);
let l_8156 = l_8155 + u32(1);
l_mut_94 = l_8156;
let l_8157 = l_8155 & u32(2147483647);
let l_8158 = l_8157 == u32(0);
if l_8158 {
l_mut_94 = u32(1);
} else {
let l_8159 = l_8155 & u32(2147483648);
let l_8160 = l_8159 != u32(0);
if l_8160 {
let l_8161 = l_8155 - u32(1);
l_mut_94 = l_8161;
} else {
let l_8162 = l_8155 == u32(2139095040);
if l_8162 {
l_mut_94 = l_8155;
}
}
}
let l_8163 = bitcast<f32>(l_mut_94);
let l_8164 = bitcast<u32>(l_8163);
let l_8165 = l_8164 & u32(2147483647);
let l_8166 = bitcast<f32>(l_8165);
let l_8167 = f64(l_8166);
l_mut_2226 = l_8167;
let l_8168 = l_8165 < u32(8388608);
if l_8168 {
let l_8169 = f64(l_8165);
let l_8170 = l_8169 * f64(1.401298464324817e-45);
l_mut_2226 = l_8170;
}
let l_8171 = bitcast<u64>(l_mut_2226);
let l_8172 = l_8164 >> u32(31);
let l_8173 = u64(l_8172);
let l_8174 = l_8173 << u32(bitcast<u64>(u64(63)));
let l_8175 = l_8171 | l_8174;
let l_8176 = bitcast<f64>(l_8175);
let l_8177 = l_8176 <= l_8118;
if l_8177 {
let l_8178 = bitcast<u32>(l_8124);
let l_8179 = l_8178 + u32(1);
l_mut_94 = l_8179;
let l_8180 = l_8178 & u32(2147483647);
let l_8181 = l_8180 == u32(0);
if l_8181 {
l_mut_94 = u32(1);
} else {
let l_8182 = l_8178 & u32(2147483648);
let l_8183 = l_8182 != u32(0);
if l_8183 {
let l_8184 = l_8178 - u32(1);
l_mut_94 = l_8184;
} else {
let l_8185 = l_8178 == u32(2139095040);
if l_8185 {
l_mut_94 = l_8178;
}
}
}
let l_8186 = bitcast<f32>(l_mut_94);
let l_8187 = bitcast<u32>(l_8186);
let l_8188 = l_8187 & u32(2147483647);
let l_8189 = bitcast<f32>(l_8188);
let l_8190 = f64(l_8189);
l_mut_2226 = l_8190;
let l_8191 = l_8188 < u32(8388608);
if l_8191 {
let l_8192 = f64(l_8188);
let l_8193 = l_8192 * f64(1.401298464324817e-45);
l_mut_2226 = l_8193;
}
let l_8194 = bitcast<u64>(l_mut_2226);
let l_8195 = l_8187 >> u32(31);
let l_8196 = u64(l_8195);
let l_8197 = l_8196 << u32(bitcast<u64>(u64(63)));
let l_8198 = l_8194 | l_8197;
let l_8199 = bitcast<f64>(l_8198);
l_mut_2480 = l_8199;
}
}
}
let l_8200 = -l_mut_2480;
l_mut_94 = u32(2);
let l_8201 = l_9 == u32(17);
if l_8201 {
l_mut_2480 = l_mut_2736;
let l_8202 = l_mut_2736 > f64(1000.0);
if l_8202 {
let l_8203 = bitcast<u64>(l_mut_2736);
let l_8204 = l_8203 | u64(9218868437227405312);
let l_8205 = l_8204 & bitcast<u64>(i64(-4503599627370496));
let l_8206 = bitcast<f64>(l_8205);
l_mut_2480 = l_8206;
} else {
let l_8207 = l_mut_2736 < f64(-1000.0);
if l_8207 {
l_mut_2480 = f64(0.0);
} else {
let l_8208 = is_nan_1_f64(l_mut_2736);let l_8209 = !l_8208;
if l_8209 {
let l_8210 = l_mut_2736 + f64(0.5);
let l_8211 = floor(l_8210);
let l_8212 = l_mut_2736 - l_8211;
let l_8213 = l_8212 * f64(0.6931471824645996);
let l_8214 = l_8212 * f64(-1.904654299957768e-9);
let l_8215 = l_8213 + l_8214;
l_mut_2226 = l_8215;
let l_8216 = is_nan_1_f64(l_8215);if l_8216 {
} else {
let l_8217 = l_8215 < f64(-700.0);
if l_8217 {
l_mut_2226 = f64(0.0);
} else {
let l_8218 = l_8215 > f64(700.0);
if l_8218 {
let l_8219 = bitcast<u64>(l_8215);
let l_8220 = l_8219 | u64(9218868437227405312);
let l_8221 = l_8220 & bitcast<u64>(i64(-4503599627370496));
let l_8222 = bitcast<f64>(l_8221);
l_mut_2226 = l_8222;
} else {
let l_8223 = l_8215 * f64(1.4426950408889634);
let l_8224 = l_8223 + f64(0.5);
let l_8225 = floor(l_8224);
let l_8226 = l_8225 * f64(0.6931471824645996);
let l_8227 = l_8213 - l_8226;
let l_8228 = l_8227 * l_4;
let l_8229 = l_8225 * f64(-1.904654299957768e-9);
let l_8230 = l_8214 - l_8229;
let l_8231 = l_8228 + l_8230;
let l_8232 = l_8231 * f64(7.647163731819816e-13);
let l_8233 = l_8232 + f64(1.1470745597729725e-11);
l_mut_1211 = l_8233;
let l_8234 = l_mut_1211 * l_8231;
let l_8235 = l_8234 + f64(1.6059043836821613e-10);
l_mut_1211 = l_8235;
let l_8236 = l_mut_1211 * l_8231;
let l_8237 = l_8236 + f64(2.08767569878681e-9);
l_mut_1211 = l_8237;
let l_8238 = l_mut_1211 * l_8231;
let l_8239 = l_8238 + f64(2.505210838544172e-8);
l_mut_1211 = l_8239;
let l_8240 = l_mut_1211 * l_8231;
let l_8241 = l_8240 + f64(2.755731922398589e-7);
l_mut_1211 = l_8241;
let l_8242 = l_mut_1211 * l_8231;
let l_8243 = l_8242 + f64(2.7557319223985893e-6);
l_mut_1211 = l_8243;
let l_8244 = l_mut_1211 * l_8231;
let l_8245 = l_8244 + f64(2.48015873015873e-5);
l_mut_1211 = l_8245;
let l_8246 = l_mut_1211 * l_8231;
let l_8247 = l_8246 + f64(0.0001984126984126984);
l_mut_1211 = l_8247;
let l_8248 = l_mut_1211 * l_8231;
let l_8249 = l_8248 + f64(0.001388888888888889);
l_mut_1211 = l_8249;
let l_8250 = l_mut_1211 * l_8231;
let l_8251 = l_8250 + f64(0.008333333333333333);
l_mut_1211 = l_8251;
let l_8252 = l_mut_1211 * l_8231;
let l_8253 = l_8252 + f64(0.041666666666666664);
l_mut_1211 = l_8253;
let l_8254 = l_mut_1211 * l_8231;
let l_8255 = l_8254 + f64(0.16666666666666666);
l_mut_1211 = l_8255;
let l_8256 = l_mut_1211 * l_8231;
let l_8257 = l_8256 + f64(0.5);
l_mut_1211 = l_8257;
let l_8258 = l_8231 * l_8231;
let l_8259 = l_8258 * l_mut_1211;
let l_8260 = l_8231 + l_8259;
let l_8261 = f64(1.0) + l_8260;
let l_8262 = i32(l_8225);
let l_8263 = l_8262 + i32(1023);
let l_8264 = u64(l_8263);
let l_8265 = l_8264 << u32(bitcast<u64>(u64(52)));
let l_8266 = bitcast<f64>(l_8265);
let l_8267 = l_8261 * l_8266;
l_mut_2226 = l_8267;
}
}
}
let l_8268 = i32(l_8211);
let l_8269 = l_8268 + i32(1023);
let l_8270 = u64(l_8269);
let l_8271 = l_8270 << u32(bitcast<u64>(u64(52)));
let l_8272 = bitcast<f64>(l_8271);
let l_8273 = l_mut_2226 * l_8272;
l_mut_2480 = l_8273;
}
}
}
l_mut_2226 = l_8200;
let l_8274 = l_8200 > f64(1000.0);
if l_8274 {
let l_8275 = bitcast<u64>(l_8200);
let l_8276 = l_8275 | u64(9218868437227405312);
let l_8277 = l_8276 & bitcast<u64>(i64(-4503599627370496));
let l_8278 = bitcast<f64>(l_8277);
l_mut_2226 = l_8278;
} else {
let l_8279 = l_8200 < f64(-1000.0);
if l_8279 {
l_mut_2226 = f64(0.0);
} else {
let l_8280 = is_nan_1_f64(l_8200);let l_8281 = !l_8280;
if l_8281 {
let l_8282 = l_8200 + f64(0.5);
let l_8283 = floor(l_8282);
let l_8284 = l_8200 - l_8283;
let l_8285 = l_8284 * f64(0.6931471824645996);
let l_8286 = l_8284 * f64(-1.904654299957768e-9);
let l_8287 = l_8285 + l_8286;
l_mut_1211 = l_8287;
let l_8288 = is_nan_1_f64(l_8287);if l_8288 {
} else {
let l_8289 = l_8287 < f64(-700.0);
if l_8289 {
l_mut_1211 = f64(0.0);
} else {
let l_8290 = l_8287 > f64(700.0);
if l_8290 {
let l_8291 = bitcast<u64>(l_8287);
let l_8292 = l_8291 | u64(9218868437227405312);
let l_8293 = l_8292 & bitcast<u64>(i64(-4503599627370496));
let l_8294 = bitcast<f64>(l_8293);
l_mut_1211 = l_8294;
} else {
let l_8295 = l_8287 * f64(1.4426950408889634);
let l_8296 = l_8295 + f64(0.5);
let l_8297 = floor(l_8296);
let l_8298 = l_8297 * f64(0.6931471824645996);
let l_8299 = l_8285 - l_8298;
let l_8300 = l_8299 * l_4;
let l_8301 = l_8297 * f64(-1.904654299957768e-9);
let l_8302 = l_8286 - l_8301;
let l_8303 = l_8300 + l_8302;
let l_8304 = l_8303 * f64(7.647163731819816e-13);
let l_8305 = l_8304 + f64(1.1470745597729725e-11);
l_mut_1128 = l_8305;
let l_8306 = l_mut_1128 * l_8303;
let l_8307 = l_8306 + f64(1.6059043836821613e-10);
l_mut_1128 = l_8307;
let l_8308 = l_mut_1128 * l_8303;
let l_8309 = l_8308 + f64(2.08767569878681e-9);
l_mut_1128 = l_8309;
let l_8310 = l_mut_1128 * l_8303;
let l_8311 = l_8310 + f64(2.505210838544172e-8);
l_mut_1128 = l_8311;
let l_8312 = l_mut_1128 * l_8303;
let l_8313 = l_8312 + f64(2.755731922398589e-7);
l_mut_1128 = l_8313;
let l_8314 = l_mut_1128 * l_8303;
let l_8315 = l_8314 + f64(2.7557319223985893e-6);
l_mut_1128 = l_8315;
let l_8316 = l_mut_1128 * l_8303;
let l_8317 = l_8316 + f64(2.48015873015873e-5);
l_mut_1128 = l_8317;
let l_8318 = l_mut_1128 * l_8303;
let l_8319 = l_8318 + f64(0.0001984126984126984);
l_mut_1128 = l_8319;
let l_8320 = l_mut_1128 * l_8303;
let l_8321 = l_8320 + f64(0.001388888888888889);
l_mut_1128 = l_8321;
let l_8322 = l_mut_1128 * l_8303;
let l_8323 = l_8322 + f64(0.008333333333333333);
l_mut_1128 = l_8323;
let l_8324 = l_mut_1128 * l_8303;
let l_8325 = l_8324 + f64(0.041666666666666664);
l_mut_1128 = l_8325;
let l_8326 = l_mut_1128 * l_8303;
let l_8327 = l_8326 + f64(0.16666666666666666);
l_mut_1128 = l_8327;
let l_8328 = l_mut_1128 * l_8303;
let l_8329 = l_8328 + f64(0.5);
l_mut_1128 = l_8329;
let l_8330 = l_8303 * l_8303;
let l_8331 = l_8330 * l_mut_1128;
let l_8332 = l_8303 + l_8331;
let l_8333 = f64(1.0) + l_8332;
let l_8334 = i32(l_8297);
let l_8335 = l_8334 + i32(1023);
let l_8336 = u64(l_8335);
let l_8337 = l_8336 << u32(bitcast<u64>(u64(52)));
let l_8338 = bitcast<f64>(l_8337);
let l_8339 = l_8333 * l_8338;
l_mut_1211 = l_8339;
}
}
}
let l_8340 = i32(l_8283);
let l_8341 = l_8340 + i32(1023);
let l_8342 = u64(l_8341);
let l_8343 = l_8342 << u32(bitcast<u64>(u64(52)));
let l_8344 = bitcast<f64>(l_8343);
let l_8345 = l_mut_1211 * l_8344;
l_mut_2226 = l_8345;
}
}
}
let l_8346 = l_mut_2480 * f64(1.4551915228366852e-11);
let l_8347 = l_mut_2226 * f64(1.4551915228366852e-11);
l_mut_52 = u32(2);
let l_8348 = l_mut_2480 - l_8346;
let l_8349 = abs(l_8348);
l_mut_1211 = f64(1.401298464324817e-45);
let l_8350 = l_8349 >= f64(1.1754943508222875e-38);
let l_8351 = l_8349 <= f64(1.7976931348623157e308);
let l_8352 = l_8350 && l_8351;
if l_8352 {
let l_8353 = bitcast<u64>(l_8349);
let l_8354 = l_8353 >> u32(bitcast<u64>(u64(52)));
let l_8355 = l_8354 - u64(23);
let l_8356 = l_8355 << u32(bitcast<u64>(u64(52)));
let l_8357 = bitcast<f64>(l_8356);
l_mut_1211 = l_8357;
}
let l_8358 = l_mut_2480 + l_8346;
let l_8359 = abs(l_8358);
l_mut_1128 = f64(1.401298464324817e-45);
let l_8360 = l_8359 >= f64(1.1754943508222875e-38);
let l_8361 = l_8359 <= f64(1.7976931348623157e308);
let l_8362 = l_8360 && l_8361;
if l_8362 {
let l_8363 = bitcast<u64>(l_8359);
let l_8364 = l_8363 >> u32(bitcast<u64>(u64(52)));
let l_8365 = l_8364 - u64(23);
let l_8366 = l_8365 << u32(bitcast<u64>(u64(52)));
let l_8367 = bitcast<f64>(l_8366);
l_mut_1128 = l_8367;
}
let l_8368 = l_mut_1211 == l_mut_1128;
let l_8369 = l_mut_2226 - l_8347;
let l_8370 = abs(l_8369);
l_mut_1211 = f64(1.401298464324817e-45);
let l_8371 = l_8370 >= f64(1.1754943508222875e-38);
let l_8372 = l_8370 <= f64(1.7976931348623157e308);
let l_8373 = l_8371 && l_8372;
if l_8373 {
let l_8374 = bitcast<u64>(l_8370);
let l_8375 = l_8374 >> u32(bitcast<u64>(u64(52)));
let l_8376 = l_8375 - u64(23);
let l_8377 = l_8376 << u32(bitcast<u64>(u64(52)));
let l_8378 = bitcast<f64>(l_8377);
l_mut_1211 = l_8378;
}
let l_8379 = l_mut_2226 + l_8347;
let l_8380 = abs(l_8379);
l_mut_1128 = f64(1.401298464324817e-45);
let l_8381 = l_8380 >= f64(1.1754943508222875e-38);
let l_8382 = l_8380 <= f64(1.7976931348623157e308);
let l_8383 = l_8381 && l_8382;
if l_8383 {
let l_8384 = bitcast<u64>(l_8380);
let l_8385 = l_8384 >> u32(bitcast<u64>(u64(52)));
let l_8386 = l_8385 - u64(23);
let l_8387 = l_8386 << u32(bitcast<u64>(u64(52)));
let l_8388 = bitcast<f64>(l_8387);
l_mut_1128 = l_8388;
}
let l_8389 = l_mut_1211 == l_mut_1128;
let l_8390 = l_8368 && l_8389;
if l_8390 {
let l_8391 = l_20 * l_mut_2480;
let l_8392 = abs(l_mut_2480);
l_mut_1211 = f64(1.401298464324817e-45);
let l_8393 = l_8392 >= f64(1.1754943508222875e-38);
let l_8394 = l_8392 <= f64(1.7976931348623157e308);
let l_8395 = l_8393 && l_8394;
if l_8395 {
let l_8396 = bitcast<u64>(l_8392);
let l_8397 = l_8396 >> u32(bitcast<u64>(u64(52)));
let l_8398 = l_8397 - u64(23);
let l_8399 = l_8398 << u32(bitcast<u64>(u64(52)));
let l_8400 = bitcast<f64>(l_8399);
l_mut_1211 = l_8400;
}
let l_8401 = f64(0.5) * l_mut_1211;
l_mut_1211 = l_8391;
let l_8402 = l_8401 > l_8391;
if l_8402 {
l_mut_1211 = l_8401;
}
let l_8403 = l_20 * l_mut_2226;
let l_8404 = abs(l_mut_2226);
l_mut_1128 = f64(1.401298464324817e-45);
let l_8405 = l_8404 >= f64(1.1754943508222875e-38);
let l_8406 = l_8404 <= f64(1.7976931348623157e308);
let l_8407 = l_8405 && l_8406;
if l_8407 {
let l_8408 = bitcast<u64>(l_8404);
let l_8409 = l_8408 >> u32(bitcast<u64>(u64(52)));
let l_8410 = l_8409 - u64(23);
let l_8411 = l_8410 << u32(bitcast<u64>(u64(52)));
let l_8412 = bitcast<f64>(l_8411);
l_mut_1128 = l_8412;
}
let l_8413 = f64(0.5) * l_mut_1128;
l_mut_1128 = l_8403;
let l_8414 = l_8413 > l_8403;
if l_8414 {
l_mut_1128 = l_8413;
}
let l_8415 = l_mut_2480 - l_mut_1211;
let l_8416 = l_mut_2226 + l_mut_1128;
let l_8417 = bitcast<u32>(l_16);
let l_8418 = l_8417 & u32(2147483647);
let l_8419 = bitcast<f32>(l_8418);
let l_8420 = f64(l_8419);
l_mut_2480 = l_8420;
let l_8421 = l_8418 < u32(8388608);
if l_8421 {
let l_8422 = f64(l_8418);
let l_8423 = l_8422 * f64(1.401298464324817e-45);
l_mut_2480 = l_8423;
}
let l_8424 = bitcast<u64>(l_mut_2480);
let l_8425 = l_8417 >> u32(31);
let l_8426 = u64(l_8425);
let l_8427 = l_8426 << u32(bitcast<u64>(u64(63)));
let l_8428 = l_8424 | l_8427;
let l_8429 = bitcast<f64>(l_8428);
let l_8430 = bitcast<u32>(l_16);
let l_8431 = l_8430 + u32(1);
l_mut_8432 = l_8431;
let l_8433 = l_8430 & u32(2147483647);
let l_8434 = l_8433 == u32(0);
if l_8434 {
l_mut_8432 = u32(1);
} else {
let l_8435 = l_8430 & u32(2147483648);
let l_8436 = l_8435 != u32(0);
if l_8436 {
let l_8437 = l_8430 - u32(1);
l_mut_8432 = l_8437;
} else {
let l_8438 = l_8430 == u32(2139095040);
if l_8438 {
l_mut_8432 = l_8430;
}
}
}
let l_8439 = bitcast<f32>(l_mut_8432);
let l_8440 = bitcast<u32>(l_8439);
let l_8441 = l_8440 & u32(2147483647);
let l_8442 = bitcast<f32>(l_8441);
let l_8443 = f64(l_8442);
l_mut_2480 = l_8443;
let l_8444 = l_8441 < u32(8388608);
if l_8444 {
let l_8445 = f64(l_8441);
let l_8446 = l_8445 * f64(1.401298464324817e-45);
l_mut_2480 = l_8446;
}
let l_8447 = bitcast<u64>(l_mut_2480);
let l_8448 = l_8440 >> u32(31);
let l_8449 = u64(l_8448);
let l_8450 = l_8449 << u32(bitcast<u64>(u64(63)));
let l_8451 = l_8447 | l_8450;
let l_8452 = bitcast<f64>(l_8451);
let l_8453 = bitcast<u32>(l_16);
let l_8454 = l_8453 ^ u32(2147483648);
let l_8455 = bitcast<f32>(l_8454);
let l_8456 = bitcast<u32>(l_8455);
let l_8457 = l_8456 + u32(1);
l_mut_8432 = l_8457;
let l_8458 = l_8456 & u32(2147483647);
let l_8459 = l_8458 == u32(0);
if l_8459 {
l_mut_8432 = u32(1);
} else {
let l_8460 = l_8456 & u32(2147483648);
let l_8461 = l_8460 != u32(0);
if l_8461 {
let l_8462 = l_8456 - u32(1);
l_mut_8432 = l_8462;
} else {
let l_8463 = l_8456 == u32(2139095040);
if l_8463 {
l_mut_8432 = l_8456;
}
}
}
let l_8464 = bitcast<f32>(l_mut_8432);
let l_8465 = bitcast<u32>(l_8464);
let l_8466 = l_8465 ^ u32(2147483648);
let l_8467 = bitcast<f32>(l_8466);
let l_8468 = bitcast<u32>(l_8467);
let l_8469 = l_8468 & u32(2147483647);
let l_8470 = bitcast<f32>(l_8469);
let l_8471 = f64(l_8470);
l_mut_2480 = l_8471;
let l_8472 = l_8469 < u32(8388608);
if l_8472 {
let l_8473 = f64(l_8469);
let l_8474 = l_8473 * f64(1.401298464324817e-45);
l_mut_2480 = l_8474;
}
let l_8475 = bitcast<u64>(l_mut_2480);
let l_8476 = l_8468 >> u32(31);
let l_8477 = u64(l_8476);
let l_8478 = l_8477 << u32(bitcast<u64>(u64(63)));
let l_8479 = l_8475 | l_8478;
let l_8480 = bitcast<f64>(l_8479);
let l_8481 = l_8415 + l_8346;
let l_8482 = l_8481 <= l_8429;
l_mut_7259 = l_8482;
let l_8483 = l_8415 - l_8346;
let l_8484 = l_8483 > l_8429;
l_mut_151 = l_8484;
let l_8485 = l_8416 - l_8347;
let l_8486 = l_8485 >= l_8429;
l_mut_148 = l_8486;
let l_8487 = l_8416 + l_8347;
let l_8488 = l_8487 < l_8429;
l_mut_145 = l_8488;
l_mut_8432 = u32(2);
let l_8489 = l_mut_151 || l_mut_145;
if l_8489 {
l_mut_8432 = u32(1);
} else {
let l_8490 = l_mut_7259 && l_mut_148;
if l_8490 {
l_mut_8432 = u32(0);
}
}
let l_8491 = bitcast<u32>(l_16);
let l_8492 = l_8491 & u32(2147483647);
let l_8493 = l_8492 == u32(0);
if l_8493 {
let l_8494 = l_8415 + l_8346;
let l_8495 = l_8494 < f64(1.1754943508222875e-38);
let l_8496 = l_8416 - l_8347;
let l_8497 = l_8496 > f64(-1.1754943508222875e-38);
let l_8498 = l_8495 && l_8497;
let l_8499 = l_8415 - l_8346;
let l_8500 = l_8499 < f64(1.1754943508222875e-38);
let l_8501 = l_8416 + l_8347;
let l_8502 = l_8501 > f64(-1.1754943508222875e-38);
let l_8503 = l_8500 && l_8502;
if l_8498 {
l_mut_8432 = u32(0);
} else {
let l_8504 = l_mut_8432 == u32(1);
let l_8505 = l_8503 && l_8504;
if l_8505 {
l_mut_8432 = u32(2);
}
}
}
l_mut_52 = l_mut_8432;
}
l_mut_94 = l_mut_52;
}
let l_8506 = l_9 == u32(16);
if l_8506 {
let l_8507 = abs(l_mut_2736);
let l_8508 = abs(l_8200);
l_mut_2480 = l_8507;
let l_8509 = l_8508 > l_8507;
if l_8509 {
l_mut_2480 = l_8508;
}
let l_8510 = f64(2.0) * l_mut_2480;
let l_8511 = l_26 + l_8510;
l_mut_2226 = l_8511;
if l_6162 {
let l_8512 = f64(2.0) * l_mut_2480;
let l_8513 = floor(l_8512);
let l_8514 = l_26 + l_8513;
l_mut_2226 = l_8514;
}
l_mut_8432 = u32(2);
let l_8515 = l_mut_2480 <= f64(300.0);
if l_8515 {
l_mut_2480 = l_mut_2736;
let l_8516 = l_mut_2736 > f64(1000.0);
if l_8516 {
let l_8517 = bitcast<u64>(l_mut_2736);
let l_8518 = l_8517 | u64(9218868437227405312);
let l_8519 = l_8518 & bitcast<u64>(i64(-4503599627370496));
let l_8520 = bitcast<f64>(l_8519);
l_mut_2480 = l_8520;
} else {
let l_8521 = l_mut_2736 < f64(-1000.0);
if l_8521 {
l_mut_2480 = f64(0.0);
} else {
let l_8522 = is_nan_1_f64(l_mut_2736);let l_8523 = !l_8522;
if l_8523 {
let l_8524 = l_mut_2736 + f64(0.5);
let l_8525 = floor(l_8524);
let l_8526 = l_mut_2736 - l_8525;
let l_8527 = l_8526 * f64(0.6931471824645996);
let l_8528 = l_8526 * f64(-1.904654299957768e-9);
let l_8529 = l_8527 + l_8528;
l_mut_2736 = l_8529;
let l_8530 = is_nan_1_f64(l_8529);if l_8530 {
} else {
let l_8531 = l_8529 < f64(-700.0);
if l_8531 {
l_mut_2736 = f64(0.0);
} else {
let l_8532 = l_8529 > f64(700.0);
if l_8532 {
let l_8533 = bitcast<u64>(l_8529);
let l_8534 = l_8533 | u64(9218868437227405312);
let l_8535 = l_8534 & bitcast<u64>(i64(-4503599627370496));
let l_8536 = bitcast<f64>(l_8535);
l_mut_2736 = l_8536;
} else {
let l_8537 = l_8529 * f64(1.4426950408889634);
let l_8538 = l_8537 + f64(0.5);
let l_8539 = floor(l_8538);
let l_8540 = l_8539 * f64(0.6931471824645996);
let l_8541 = l_8527 - l_8540;
let l_8542 = l_8541 * l_4;
let l_8543 = l_8539 * f64(-1.904654299957768e-9);
let l_8544 = l_8528 - l_8543;
let l_8545 = l_8542 + l_8544;
let l_8546 = l_8545 * f64(7.647163731819816e-13);
let l_8547 = l_8546 + f64(1.1470745597729725e-11);
l_mut_1211 = l_8547;
let l_8548 = l_mut_1211 * l_8545;
let l_8549 = l_8548 + f64(1.6059043836821613e-10);
l_mut_1211 = l_8549;
let l_8550 = l_mut_1211 * l_8545;
let l_8551 = l_8550 + f64(2.08767569878681e-9);
l_mut_1211 = l_8551;
let l_8552 = l_mut_1211 * l_8545;
let l_8553 = l_8552 + f64(2.505210838544172e-8);
l_mut_1211 = l_8553;
let l_8554 = l_mut_1211 * l_8545;
let l_8555 = l_8554 + f64(2.755731922398589e-7);
l_mut_1211 = l_8555;
let l_8556 = l_mut_1211 * l_8545;
let l_8557 = l_8556 + f64(2.7557319223985893e-6);
l_mut_1211 = l_8557;
let l_8558 = l_mut_1211 * l_8545;
let l_8559 = l_8558 + f64(2.48015873015873e-5);
l_mut_1211 = l_8559;
let l_8560 = l_mut_1211 * l_8545;
let l_8561 = l_8560 + f64(0.0001984126984126984);
l_mut_1211 = l_8561;
let l_8562 = l_mut_1211 * l_8545;
let l_8563 = l_8562 + f64(0.001388888888888889);
l_mut_1211 = l_8563;
let l_8564 = l_mut_1211 * l_8545;
let l_8565 = l_8564 + f64(0.008333333333333333);
l_mut_1211 = l_8565;
let l_8566 = l_mut_1211 * l_8545;
let l_8567 = l_8566 + f64(0.041666666666666664);
l_mut_1211 = l_8567;
let l_8568 = l_mut_1211 * l_8545;
let l_8569 = l_8568 + f64(0.16666666666666666);
l_mut_1211 = l_8569;
let l_8570 = l_mut_1211 * l_8545;
let l_8571 = l_8570 + f64(0.5);
l_mut_1211 = l_8571;
let l_8572 = l_8545 * l_8545;
let l_8573 = l_8572 * l_mut_1211;
let l_8574 = l_8545 + l_8573;
let l_8575 = f64(1.0) + l_8574;
let l_8576 = i32(l_8539);
let l_8577 = l_8576 + i32(1023);
let l_8578 = u64(l_8577);
let l_8579 = l_8578 << u32(bitcast<u64>(u64(52)));
let l_8580 = bitcast<f64>(l_8579);
let l_8581 = l_8575 * l_8580;
l_mut_2736 = l_8581;
}
}
}
let l_8582 = i32(l_8525);
let l_8583 = l_8582 + i32(1023);
let l_8584 = u64(l_8583);
let l_8585 = l_8584 << u32(bitcast<u64>(u64(52)));
let l_8586 = bitcast<f64>(l_8585);
let l_8587 = l_mut_2736 * l_8586;
l_mut_2480 = l_8587;
}
}
}
l_mut_2736 = l_8200;
let l_8588 = l_8200 > f64(1000.0);
if l_8588 {
let l_8589 = bitcast<u64>(l_8200);
let l_8590 = l_8589 | u64(9218868437227405312);
let l_8591 = l_8590 & bitcast<u64>(i64(-4503599627370496));
let l_8592 = bitcast<f64>(l_8591);
l_mut_2736 = l_8592;
} else {
let l_8593 = l_8200 < f64(-1000.0);
if l_8593 {
l_mut_2736 = f64(0.0);
} else {
let l_8594 = is_nan_1_f64(l_8200);let l_8595 = !l_8594;
if l_8595 {
let l_8596 = l_8200 + f64(0.5);
let l_8597 = floor(l_8596);
let l_8598 = l_8200 - l_8597;
let l_8599 = l_8598 * f64(0.6931471824645996);
let l_8600 = l_8598 * f64(-1.904654299957768e-9);
let l_8601 = l_8599 + l_8600;
l_mut_1211 = l_8601;
let l_8602 = is_nan_1_f64(l_8601);if l_8602 {
} else {
let l_8603 = l_8601 < f64(-700.0);
if l_8603 {
l_mut_1211 = f64(0.0);
} else {
let l_8604 = l_8601 > f64(700.0);
if l_8604 {
let l_8605 = bitcast<u64>(l_8601);
let l_8606 = l_8605 | u64(9218868437227405312);
let l_8607 = l_8606 & bitcast<u64>(i64(-4503599627370496));
let l_8608 = bitcast<f64>(l_8607);
l_mut_1211 = l_8608;
} else {
let l_8609 = l_8601 * f64(1.4426950408889634);
let l_8610 = l_8609 + f64(0.5);
let l_8611 = floor(l_8610);
let l_8612 = l_8611 * f64(0.6931471824645996);
let l_8613 = l_8599 - l_8612;
let l_8614 = l_8613 * l_4;
let l_8615 = l_8611 * f64(-1.904654299957768e-9);
let l_8616 = l_8600 - l_8615;
let l_8617 = l_8614 + l_8616;
let l_8618 = l_8617 * f64(7.647163731819816e-13);
let l_8619 = l_8618 + f64(1.1470745597729725e-11);
l_mut_1128 = l_8619;
let l_8620 = l_mut_1128 * l_8617;
let l_8621 = l_8620 + f64(1.6059043836821613e-10);
l_mut_1128 = l_8621;
let l_8622 = l_mut_1128 * l_8617;
let l_8623 = l_8622 + f64(2.08767569878681e-9);
l_mut_1128 = l_8623;
let l_8624 = l_mut_1128 * l_8617;
let l_8625 = l_8624 + f64(2.505210838544172e-8);
l_mut_1128 = l_8625;
let l_8626 = l_mut_1128 * l_8617;
let l_8627 = l_8626 + f64(2.755731922398589e-7);
l_mut_1128 = l_8627;
let l_8628 = l_mut_1128 * l_8617;
let l_8629 = l_8628 + f64(2.7557319223985893e-6);
l_mut_1128 = l_8629;
let l_8630 = l_mut_1128 * l_8617;
let l_8631 = l_8630 + f64(2.48015873015873e-5);
l_mut_1128 = l_8631;
let l_8632 = l_mut_1128 * l_8617;
let l_8633 = l_8632 + f64(0.0001984126984126984);
l_mut_1128 = l_8633;
let l_8634 = l_mut_1128 * l_8617;
let l_8635 = l_8634 + f64(0.001388888888888889);
l_mut_1128 = l_8635;
let l_8636 = l_mut_1128 * l_8617;
let l_8637 = l_8636 + f64(0.008333333333333333);
l_mut_1128 = l_8637;
let l_8638 = l_mut_1128 * l_8617;
let l_8639 = l_8638 + f64(0.041666666666666664);
l_mut_1128 = l_8639;
let l_8640 = l_mut_1128 * l_8617;
let l_8641 = l_8640 + f64(0.16666666666666666);
l_mut_1128 = l_8641;
let l_8642 = l_mut_1128 * l_8617;
let l_8643 = l_8642 + f64(0.5);
l_mut_1128 = l_8643;
let l_8644 = l_8617 * l_8617;
let l_8645 = l_8644 * l_mut_1128;
let l_8646 = l_8617 + l_8645;
let l_8647 = f64(1.0) + l_8646;
let l_8648 = i32(l_8611);
let l_8649 = l_8648 + i32(1023);
let l_8650 = u64(l_8649);
let l_8651 = l_8650 << u32(bitcast<u64>(u64(52)));
let l_8652 = bitcast<f64>(l_8651);
let l_8653 = l_8647 * l_8652;
l_mut_1211 = l_8653;
}
}
}
let l_8654 = i32(l_8597);
let l_8655 = l_8654 + i32(1023);
let l_8656 = u64(l_8655);
let l_8657 = l_8656 << u32(bitcast<u64>(u64(52)));
let l_8658 = bitcast<f64>(l_8657);
let l_8659 = l_mut_1211 * l_8658;
l_mut_2736 = l_8659;
}
}
}
let l_8660 = l_mut_2480 * f64(1.4551915228366852e-11);
let l_8661 = l_mut_2736 * f64(1.4551915228366852e-11);
let l_8662 = l_mut_2480 - l_8660;
let l_8663 = abs(l_8662);
l_mut_1211 = f64(1.401298464324817e-45);
let l_8664 = l_8663 >= f64(1.1754943508222875e-38);
let l_8665 = l_8663 <= f64(1.7976931348623157e308);
let l_8666 = l_8664 && l_8665;
if l_8666 {
let l_8667 = bitcast<u64>(l_8663);
let l_8668 = l_8667 >> u32(bitcast<u64>(u64(52)));
let l_8669 = l_8668 - u64(23);
let l_8670 = l_8669 << u32(bitcast<u64>(u64(52)));
let l_8671 = bitcast<f64>(l_8670);
l_mut_1211 = l_8671;
}
let l_8672 = l_mut_2480 + l_8660;
let l_8673 = abs(l_8672);
l_mut_1128 = f64(1.401298464324817e-45);
let l_8674 = l_8673 >= f64(1.1754943508222875e-38);
let l_8675 = l_8673 <= f64(1.7976931348623157e308);
let l_8676 = l_8674 && l_8675;
if l_8676 {
let l_8677 = bitcast<u64>(l_8673);
let l_8678 = l_8677 >> u32(bitcast<u64>(u64(52)));
let l_8679 = l_8678 - u64(23);
let l_8680 = l_8679 << u32(bitcast<u64>(u64(52)));
let l_8681 = bitcast<f64>(l_8680);
l_mut_1128 = l_8681;
}
let l_8682 = l_mut_1211 == l_mut_1128;
let l_8683 = l_mut_2736 - l_8661;
let l_8684 = abs(l_8683);
l_mut_1211 = f64(1.401298464324817e-45);
let l_8685 = l_8684 >= f64(1.1754943508222875e-38);
let l_8686 = l_8684 <= f64(1.7976931348623157e308);
let l_8687 = l_8685 && l_8686;
if l_8687 {
let l_8688 = bitcast<u64>(l_8684);
let l_8689 = l_8688 >> u32(bitcast<u64>(u64(52)));
let l_8690 = l_8689 - u64(23);
let l_8691 = l_8690 << u32(bitcast<u64>(u64(52)));
let l_8692 = bitcast<f64>(l_8691);
l_mut_1211 = l_8692;
}
let l_8693 = l_mut_2736 + l_8661;
let l_8694 = abs(l_8693);
l_mut_1128 = f64(1.401298464324817e-45);
let l_8695 = l_8694 >= f64(1.1754943508222875e-38);
let l_8696 = l_8694 <= f64(1.7976931348623157e308);
let l_8697 = l_8695 && l_8696;
if l_8697 {
let l_8698 = bitcast<u64>(l_8694);
let l_8699 = l_8698 >> u32(bitcast<u64>(u64(52)));
let l_8700 = l_8699 - u64(23);
let l_8701 = l_8700 << u32(bitcast<u64>(u64(52)));
let l_8702 = bitcast<f64>(l_8701);
l_mut_1128 = l_8702;
}
let l_8703 = l_mut_1211 == l_mut_1128;
let l_8704 = l_8682 && l_8703;
if l_8704 {
let l_8705 = abs(l_mut_2480);
l_mut_1211 = f64(1.401298464324817e-45);
let l_8706 = l_8705 >= f64(1.1754943508222875e-38);
let l_8707 = l_8705 <= f64(1.7976931348623157e308);
let l_8708 = l_8706 && l_8707;
if l_8708 {
let l_8709 = bitcast<u64>(l_8705);
let l_8710 = l_8709 >> u32(bitcast<u64>(u64(52)));
let l_8711 = l_8710 - u64(23);
let l_8712 = l_8711 << u32(bitcast<u64>(u64(52)));
let l_8713 = bitcast<f64>(l_8712);
l_mut_1211 = l_8713;
}
let l_8714 = l_mut_2226 * l_mut_1211;
let l_8715 = l_mut_2480 - l_8714;
let l_8716 = abs(l_mut_2736);
l_mut_2480 = f64(1.401298464324817e-45);
let l_8717 = l_8716 >= f64(1.1754943508222875e-38);
let l_8718 = l_8716 <= f64(1.7976931348623157e308);
let l_8719 = l_8717 && l_8718;
if l_8719 {
let l_8720 = bitcast<u64>(l_8716);
let l_8721 = l_8720 >> u32(bitcast<u64>(u64(52)));
let l_8722 = l_8721 - u64(23);
let l_8723 = l_8722 << u32(bitcast<u64>(u64(52)));
let l_8724 = bitcast<f64>(l_8723);
l_mut_2480 = l_8724;
}
let l_8725 = l_mut_2226 * l_mut_2480;
let l_8726 = l_mut_2736 + l_8725;
let l_8727 = bitcast<u32>(l_16);
let l_8728 = l_8727 & u32(2147483647);
let l_8729 = bitcast<f32>(l_8728);
let l_8730 = f64(l_8729);
l_mut_2736 = l_8730;
let l_8731 = l_8728 < u32(8388608);
if l_8731 {
let l_8732 = f64(l_8728);
let l_8733 = l_8732 * f64(1.401298464324817e-45);
l_mut_2736 = l_8733;
}
let l_8734 = bitcast<u64>(l_mut_2736);
let l_8735 = l_8727 >> u32(31);
let l_8736 = u64(l_8735);
let l_8737 = l_8736 << u32(bitcast<u64>(u64(63)));
let l_8738 = l_8734 | l_8737;
let l_8739 = bitcast<f64>(l_8738);
let l_8740 = bitcast<u32>(l_16);
let l_8741 = l_8740 + u32(1);
l_mut_52 = l_8741;
let l_8742 = l_8740 & u32(2147483647);
let l_8743 = l_8742 == u32(0);
if l_8743 {
l_mut_52 = u32(1);
} else {
let l_8744 = l_8740 & u32(2147483648);
let l_8745 = l_8744 != u32(0);
if l_8745 {
let l_8746 = l_8740 - u32(1);
l_mut_52 = l_8746;
} else {
let l_8747 = l_8740 == u32(2139095040);
if l_8747 {
l_mut_52 = l_8740;
}
}
}
let l_8748 = bitcast<f32>(l_mut_52);
let l_8749 = bitcast<u32>(l_8748);
let l_8750 = l_8749 & u32(2147483647);
let l_8751 = bitcast<f32>(l_8750);
let l_8752 = f64(l_8751);
l_mut_2736 = l_8752;
let l_8753 = l_8750 < u32(8388608);
if l_8753 {
let l_8754 = f64(l_8750);
let l_8755 = l_8754 * f64(1.401298464324817e-45);
l_mut_2736 = l_8755;
}
let l_8756 = bitcast<u64>(l_mut_2736);
let l_8757 = l_8749 >> u32(31);
let l_8758 = u64(l_8757);
let l_8759 = l_8758 << u32(bitcast<u64>(u64(63)));
let l_8760 = l_8756 | l_8759;
let l_8761 = bitcast<f64>(l_8760);
let l_8762 = bitcast<u32>(l_16);
let l_8763 = l_8762 ^ u32(2147483648);
let l_8764 = bitcast<f32>(l_8763);
let l_8765 = bitcast<u32>(l_8764);
let l_8766 = l_8765 + u32(1);
l_mut_52 = l_8766;
let l_8767 = l_8765 & u32(2147483647);
let l_8768 = l_8767 == u32(0);
if l_8768 {
l_mut_52 = u32(1);
} else {
let l_8769 = l_8765 & u32(2147483648);
let l_8770 = l_8769 != u32(0);
if l_8770 {
let l_8771 = l_8765 - u32(1);
l_mut_52 = l_8771;
} else {
let l_8772 = l_8765 == u32(2139095040);
if l_8772 {
l_mut_52 = l_8765;
}
}
}
let l_8773 = bitcast<f32>(l_mut_52);
let l_8774 = bitcast<u32>(l_8773);
let l_8775 = l_8774 ^ u32(2147483648);
let l_8776 = bitcast<f32>(l_8775);
let l_8777 = bitcast<u32>(l_8776);
let l_8778 = l_8777 & u32(2147483647);
let l_8779 = bitcast<f32>(l_8778);
let l_8780 = f64(l_8779);
l_mut_2736 = l_8780;
let l_8781 = l_8778 < u32(8388608);
if l_8781 {
let l_8782 = f64(l_8778);
let l_8783 = l_8782 * f64(1.401298464324817e-45);
l_mut_2736 = l_8783;
}
let l_8784 = bitcast<u64>(l_mut_2736);
let l_8785 = l_8777 >> u32(31);
let l_8786 = u64(l_8785);
let l_8787 = l_8786 << u32(bitcast<u64>(u64(63)));
let l_8788 = l_8784 | l_8787;
let l_8789 = bitcast<f64>(l_8788);
let l_8790 = l_8715 + l_8660;
let l_8791 = l_8790 <= l_8739;
l_mut_7259 = l_8791;
let l_8792 = l_8715 - l_8660;
let l_8793 = l_8792 > l_8739;
l_mut_151 = l_8793;
let l_8794 = l_8726 - l_8661;
let l_8795 = l_8794 >= l_8739;
l_mut_148 = l_8795;
let l_8796 = l_8726 + l_8661;
let l_8797 = l_8796 < l_8739;
l_mut_145 = l_8797;
if l_13 {
let l_8798 = l_8715 + l_8660;
let l_8799 = l_8798 < l_8761;
l_mut_7259 = l_8799;
let l_8800 = l_8715 - l_8660;
let l_8801 = l_8800 >= l_8761;
l_mut_151 = l_8801;
let l_8802 = l_8726 - l_8661;
let l_8803 = l_8802 > l_8789;
l_mut_148 = l_8803;
let l_8804 = l_8726 + l_8661;
let l_8805 = l_8804 <= l_8789;
l_mut_145 = l_8805;
}
l_mut_52 = u32(2);
let l_8806 = l_mut_151 || l_mut_145;
if l_8806 {
l_mut_52 = u32(1);
} else {
let l_8807 = l_mut_7259 && l_mut_148;
if l_8807 {
l_mut_52 = u32(0);
}
}
let l_8808 = bitcast<u32>(l_16);
let l_8809 = l_8808 & u32(2147483647);
let l_8810 = l_8809 == u32(0);
if l_8810 {
let l_8811 = l_8715 + l_8660;
let l_8812 = l_8811 < f64(1.1754943508222875e-38);
let l_8813 = l_8726 - l_8661;
let l_8814 = l_8813 > f64(-1.1754943508222875e-38);
let l_8815 = l_8812 && l_8814;
let l_8816 = l_8715 - l_8660;
let l_8817 = l_8816 < f64(1.1754943508222875e-38);
let l_8818 = l_8726 + l_8661;
let l_8819 = l_8818 > f64(-1.1754943508222875e-38);
let l_8820 = l_8817 && l_8819;
if l_8815 {
l_mut_52 = u32(0);
} else {
let l_8821 = l_mut_52 == u32(1);
let l_8822 = l_8820 && l_8821;
if l_8822 {
l_mut_52 = u32(2);
}
}
}
l_mut_8432 = l_mut_52;
}
}
l_mut_94 = l_mut_8432;
}
l_mut_8432 = u32(2);
let l_8823 = l_mut_3242 == u32(0);
if l_8823 {
l_mut_8432 = u32(0);
} else {
let l_8824 = l_mut_94 == u32(1);
if l_8824 {
l_mut_8432 = u32(1);
}
}
l_mut_4285 = l_mut_8432;
} else {
let l_8825 = l_6235 - l_mut_2990;
let l_8826 = l_8825 * l_30;
let l_8827 = l_6235 + l_mut_2990;
let l_8828 = l_8827 * l_30;
a_8829[u32(0)] = l_8826;
a_8829[u32(1)] = l_8826;
let l_8830 = a_8829[u32(0)];
let l_8831 = l_8828 < l_8830;
if l_8831 {
a_8829[u32(0)] = l_8828;
}
let l_8832 = a_8829[u32(0)];
let l_8833 = l_8826 < l_8832;
if l_8833 {
a_8829[u32(0)] = l_8826;
}
let l_8834 = a_8829[u32(0)];
let l_8835 = l_8828 < l_8834;
if l_8835 {
a_8829[u32(0)] = l_8828;
}
let l_8836 = a_8829[u32(1)];
let l_8837 = l_8828 > l_8836;
if l_8837 {
a_8829[u32(1)] = l_8828;
}
let l_8838 = a_8829[u32(1)];
let l_8839 = l_8826 > l_8838;
if l_8839 {
a_8829[u32(1)] = l_8826;
}
let l_8840 = a_8829[u32(1)];
let l_8841 = l_8828 > l_8840;
if l_8841 {
a_8829[u32(1)] = l_8828;
}
let l_8842 = abs(l_30);
let l_8843 = abs(l_6235);
let l_8844 = l_8843 + l_mut_2990;
let l_8845 = l_8844 * f64(2.220446049250313e-16);
let l_8846 = l_6278 + l_8845;
let l_8847 = l_8842 * l_8846;
let l_8848 = a_8829[u32(0)];
let l_8849 = abs(l_8848);
let l_8850 = l_8849 * f64(2.220446049250313e-16);
let l_8851 = l_8847 + l_8850;
let l_8852 = f64(2.0) * l_8851;
let l_8853 = a_8829[u32(1)];
let l_8854 = abs(l_8853);
let l_8855 = l_8854 * f64(2.220446049250313e-16);
let l_8856 = l_8847 + l_8855;
let l_8857 = f64(2.0) * l_8856;
let l_8858 = a_8829[u32(0)];
let l_8859 = l_8858 - l_8852;
let l_8860 = l_8859 * f64(7.1362384635298e44);
let l_8861 = floor(l_8860);
let l_8862 = l_8861 * f64(1.401298464324817e-45);
l_mut_2990 = l_8862;
let l_8863 = abs(l_8859);
let l_8864 = l_8863 >= f64(1.1754943508222875e-38);
if l_8864 {
let l_8865 = f32(l_8859);
let l_8866 = f64(l_8865);
l_mut_2990 = l_8866;
let l_8867 = l_mut_2990 > l_8859;
if l_8867 {
let l_8868 = bitcast<u32>(l_8865);
let l_8869 = l_8868 ^ u32(2147483648);
let l_8870 = bitcast<f32>(l_8869);
let l_8871 = bitcast<u32>(l_8870);
let l_8872 = l_8871 + u32(1);
l_mut_8432 = l_8872;
let l_8873 = l_8871 & u32(2147483647);
let l_8874 = l_8873 == u32(0);
if l_8874 {
l_mut_8432 = u32(1);
} else {
let l_8875 = l_8871 & u32(2147483648);
let l_8876 = l_8875 != u32(0);
if l_8876 {
let l_8877 = l_8871 - u32(1);
l_mut_8432 = l_8877;
} else {
let l_8878 = l_8871 == u32(2139095040);
if l_8878 {
l_mut_8432 = l_8871;
}
}
}
let l_8879 = bitcast<f32>(l_mut_8432);
let l_8880 = bitcast<u32>(l_8879);
let l_8881 = l_8880 ^ u32(2147483648);
let l_8882 = bitcast<f32>(l_8881);
let l_8883 = bitcast<u32>(l_8882);
let l_8884 = l_8883 & u32(2147483647);
let l_8885 = bitcast<f32>(l_8884);
let l_8886 = f64(l_8885);
l_mut_2736 = l_8886;
let l_8887 = l_8884 < u32(8388608);
if l_8887 {
let l_8888 = f64(l_8884);
let l_8889 = l_8888 * f64(1.401298464324817e-45);
l_mut_2736 = l_8889;
}
let l_8890 = bitcast<u64>(l_mut_2736);
let l_8891 = l_8883 >> u32(31);
let l_8892 = u64(l_8891);
let l_8893 = l_8892 << u32(bitcast<u64>(u64(63)));
let l_8894 = l_8890 | l_8893;
let l_8895 = bitcast<f64>(l_8894);
l_mut_2990 = l_8895;
} else {
let l_8896 = bitcast<u32>(l_8865);
let l_8897 = l_8896 + u32(1);
l_mut_8432 = l_8897;
let l_8898 = l_8896 & u32(2147483647);
let l_8899 = l_8898 == u32(0);
if l_8899 {
l_mut_8432 = u32(1);
} else {
let l_8900 = l_8896 & u32(2147483648);
let l_8901 = l_8900 != u32(0);
if l_8901 {
let l_8902 = l_8896 - u32(1);
l_mut_8432 = l_8902;
} else {
let l_8903 = l_8896 == u32(2139095040);
if l_8903 {
l_mut_8432 = l_8896;
}
}
}
let l_8904 = bitcast<f32>(l_mut_8432);
let l_8905 = bitcast<u32>(l_8904);
let l_8906 = l_8905 & u32(2147483647);
let l_8907 = bitcast<f32>(l_8906);
let l_8908 = f64(l_8907);
l_mut_2736 = l_8908;
let l_8909 = l_8906 < u32(8388608);
if l_8909 {
let l_8910 = f64(l_8906);
let l_8911 = l_8910 * f64(1.401298464324817e-45);
l_mut_2736 = l_8911;
}
let l_8912 = bitcast<u64>(l_mut_2736);
let l_8913 = l_8905 >> u32(31);
let l_8914 = u64(l_8913);
let l_8915 = l_8914 << u32(bitcast<u64>(u64(63)));
let l_8916 = l_8912 | l_8915;
let l_8917 = bitcast<f64>(l_8916);
let l_8918 = l_8917 <= l_8859;
if l_8918 {
let l_8919 = bitcast<u32>(l_8865);
let l_8920 = l_8919 + u32(1);
l_mut_8432 = l_8920;
let l_8921 = l_8919 & u32(2147483647);
let l_8922 = l_8921 == u32(0);
if l_8922 {
l_mut_8432 = u32(1);
} else {
let l_8923 = l_8919 & u32(2147483648);
let l_8924 = l_8923 != u32(0);
if l_8924 {
let l_8925 = l_8919 - u32(1);
l_mut_8432 = l_8925;
} else {
let l_8926 = l_8919 == u32(2139095040);
if l_8926 {
l_mut_8432 = l_8919;
}
}
}
let l_8927 = bitcast<f32>(l_mut_8432);
let l_8928 = bitcast<u32>(l_8927);
let l_8929 = l_8928 & u32(2147483647);
let l_8930 = bitcast<f32>(l_8929);
let l_8931 = f64(l_8930);
l_mut_2736 = l_8931;
let l_8932 = l_8929 < u32(8388608);
if l_8932 {
let l_8933 = f64(l_8929);
let l_8934 = l_8933 * f64(1.401298464324817e-45);
l_mut_2736 = l_8934;
}
let l_8935 = bitcast<u64>(l_mut_2736);
let l_8936 = l_8928 >> u32(31);
let l_8937 = u64(l_8936);
let l_8938 = l_8937 << u32(bitcast<u64>(u64(63)));
let l_8939 = l_8935 | l_8938;
let l_8940 = bitcast<f64>(l_8939);
l_mut_2990 = l_8940;
}
}
}
let l_8941 = l_8858 + l_8852;
let l_8942 = l_8941 * f64(7.1362384635298e44);
let l_8943 = floor(l_8942);
let l_8944 = l_8943 * f64(1.401298464324817e-45);
l_mut_2736 = l_8944;
let l_8945 = abs(l_8941);
let l_8946 = l_8945 >= f64(1.1754943508222875e-38);
if l_8946 {
let l_8947 = f32(l_8941);
let l_8948 = f64(l_8947);
l_mut_2736 = l_8948;
let l_8949 = l_mut_2736 > l_8941;
if l_8949 {
let l_8950 = bitcast<u32>(l_8947);
let l_8951 = l_8950 ^ u32(2147483648);
let l_8952 = bitcast<f32>(l_8951);
let l_8953 = bitcast<u32>(l_8952);
let l_8954 = l_8953 + u32(1);
l_mut_8432 = l_8954;
let l_8955 = l_8953 & u32(2147483647);
let l_8956 = l_8955 == u32(0);
if l_8956 {
l_mut_8432 = u32(1);
} else {
let l_8957 = l_8953 & u32(2147483648);
let l_8958 = l_8957 != u32(0);
if l_8958 {
let l_8959 = l_8953 - u32(1);
l_mut_8432 = l_8959;
} else {
let l_8960 = l_8953 == u32(2139095040);
if l_8960 {
l_mut_8432 = l_8953;
}
}
}
let l_8961 = bitcast<f32>(l_mut_8432);
let l_8962 = bitcast<u32>(l_8961);
let l_8963 = l_8962 ^ u32(2147483648);
let l_8964 = bitcast<f32>(l_8963);
let l_8965 = bitcast<u32>(l_8964);
let l_8966 = l_8965 & u32(2147483647);
let l_8967 = bitcast<f32>(l_8966);
let l_8968 = f64(l_8967);
l_mut_2480 = l_8968;
let l_8969 = l_8966 < u32(8388608);
if l_8969 {
let l_8970 = f64(l_8966);
let l_8971 = l_8970 * f64(1.401298464324817e-45);
l_mut_2480 = l_8971;
}
let l_8972 = bitcast<u64>(l_mut_2480);
let l_8973 = l_8965 >> u32(31);
let l_8974 = u64(l_8973);
let l_8975 = l_8974 << u32(bitcast<u64>(u64(63)));
let l_8976 = l_8972 | l_8975;
let l_8977 = bitcast<f64>(l_8976);
l_mut_2736 = l_8977;
} else {
let l_8978 = bitcast<u32>(l_8947);
let l_8979 = l_8978 + u32(1);
l_mut_8432 = l_8979;
let l_8980 = l_8978 & u32(2147483647);
let l_8981 = l_8980 == u32(0);
if l_8981 {
l_mut_8432 = u32(1);
} else {
let l_8982 = l_8978 & u32(2147483648);
let l_8983 = l_8982 != u32(0);
if l_8983 {
let l_8984 = l_8978 - u32(1);
l_mut_8432 = l_8984;
} else {
let l_8985 = l_8978 == u32(2139095040);
if l_8985 {
l_mut_8432 = l_8978;
}
}
}
let l_8986 = bitcast<f32>(l_mut_8432);
let l_8987 = bitcast<u32>(l_8986);
let l_8988 = l_8987 & u32(2147483647);
let l_8989 = bitcast<f32>(l_8988);
let l_8990 = f64(l_8989);
l_mut_2480 = l_8990;
let l_8991 = l_8988 < u32(8388608);
if l_8991 {
let l_8992 = f64(l_8988);
let l_8993 = l_8992 * f64(1.401298464324817e-45);
l_mut_2480 = l_8993;
}
let l_8994 = bitcast<u64>(l_mut_2480);
let l_8995 = l_8987 >> u32(31);
let l_8996 = u64(l_8995);
let l_8997 = l_8996 << u32(bitcast<u64>(u64(63)));
let l_8998 = l_8994 | l_8997;
let l_8999 = bitcast<f64>(l_8998);
let l_9000 = l_8999 <= l_8941;
if l_9000 {
let l_9001 = bitcast<u32>(l_8947);
let l_9002 = l_9001 + u32(1);
l_mut_8432 = l_9002;
let l_9003 = l_9001 & u32(2147483647);
let l_9004 = l_9003 == u32(0);
if l_9004 {
l_mut_8432 = u32(1);
} else {
let l_9005 = l_9001 & u32(2147483648);
let l_9006 = l_9005 != u32(0);
if l_9006 {
let l_9007 = l_9001 - u32(1);
l_mut_8432 = l_9007;
} else {
let l_9008 = l_9001 == u32(2139095040);
if l_9008 {
l_mut_8432 = l_9001;
}
}
}
let l_9009 = bitcast<f32>(l_mut_8432);
let l_9010 = bitcast<u32>(l_9009);
let l_9011 = l_9010 & u32(2147483647);
let l_9012 = bitcast<f32>(l_9011);
let l_9013 = f64(l_9012);
l_mut_2480 = l_9013;
let l_9014 = l_9011 < u32(8388608);
if l_9014 {
let l_9015 = f64(l_9011);
let l_9016 = l_9015 * f64(1.401298464324817e-45);
l_mut_2480 = l_9016;
}
let l_9017 = bitcast<u64>(l_mut_2480);
let l_9018 = l_9010 >> u32(31);
let l_9019 = u64(l_9018);
let l_9020 = l_9019 << u32(bitcast<u64>(u64(63)));
let l_9021 = l_9017 | l_9020;
let l_9022 = bitcast<f64>(l_9021);
l_mut_2736 = l_9022;
}
}
}
let l_9023 = l_mut_2990 == l_mut_2736;
let l_9024 = a_8829[u32(1)];
let l_9025 = l_9024 - l_8857;
let l_9026 = l_9025 * f64(7.1362384635298e44);
let l_9027 = floor(l_9026);
let l_9028 = l_9027 * f64(1.401298464324817e-45);
l_mut_2990 = l_9028;
let l_9029 = abs(l_9025);
let l_9030 = l_9029 >= f64(1.1754943508222875e-38);
if l_9030 {
let l_9031 = f32(l_9025);
let l_9032 = f64(l_9031);
l_mut_2990 = l_9032;
let l_9033 = l_mut_2990 > l_9025;
if l_9033 {
let l_9034 = bitcast<u32>(l_9031);
let l_9035 = l_9034 ^ u32(2147483648);
let l_9036 = bitcast<f32>(l_9035);
let l_9037 = bitcast<u32>(l_9036);
let l_9038 = l_9037 + u32(1);
l_mut_8432 = l_9038;
let l_9039 = l_9037 & u32(2147483647);
let l_9040 = l_9039 == u32(0);
if l_9040 {
l_mut_8432 = u32(1);
} else {
let l_9041 = l_9037 & u32(2147483648);
let l_9042 = l_9041 != u32(0);
if l_9042 {
let l_9043 = l_9037 - u32(1);
l_mut_8432 = l_9043;
} else {
let l_9044 = l_9037 == u32(2139095040);
if l_9044 {
l_mut_8432 = l_9037;
}
}
}
let l_9045 = bitcast<f32>(l_mut_8432);
let l_9046 = bitcast<u32>(l_9045);
let l_9047 = l_9046 ^ u32(2147483648);
let l_9048 = bitcast<f32>(l_9047);
let l_9049 = bitcast<u32>(l_9048);
let l_9050 = l_9049 & u32(2147483647);
let l_9051 = bitcast<f32>(l_9050);
let l_9052 = f64(l_9051);
l_mut_2736 = l_9052;
let l_9053 = l_9050 < u32(8388608);
if l_9053 {
let l_9054 = f64(l_9050);
let l_9055 = l_9054 * f64(1.401298464324817e-45);
l_mut_2736 = l_9055;
}
let l_9056 = bitcast<u64>(l_mut_2736);
let l_9057 = l_9049 >> u32(31);
let l_9058 = u64(l_9057);
let l_9059 = l_9058 << u32(bitcast<u64>(u64(63)));
let l_9060 = l_9056 | l_9059;
let l_9061 = bitcast<f64>(l_9060);
l_mut_2990 = l_9061;
} else {
let l_9062 = bitcast<u32>(l_9031);
let l_9063 = l_9062 + u32(1);
l_mut_8432 = l_9063;
let l_9064 = l_9062 & u32(2147483647);
let l_9065 = l_9064 == u32(0);
if l_9065 {
l_mut_8432 = u32(1);
} else {
let l_9066 = l_9062 & u32(2147483648);
let l_9067 = l_9066 != u32(0);
if l_9067 {
let l_9068 = l_9062 - u32(1);
l_mut_8432 = l_9068;
} else {
let l_9069 = l_9062 == u32(2139095040);
if l_9069 {
l_mut_8432 = l_9062;
}
}
}
let l_9070 = bitcast<f32>(l_mut_8432);
let l_9071 = bitcast<u32>(l_9070);
let l_9072 = l_9071 & u32(2147483647);
let l_9073 = bitcast<f32>(l_9072);
let l_9074 = f64(l_9073);
l_mut_2736 = l_9074;
let l_9075 = l_9072 < u32(8388608);
if l_9075 {
let l_9076 = f64(l_9072);
let l_9077 = l_9076 * f64(1.401298464324817e-45);
l_mut_2736 = l_9077;
}
let l_9078 = bitcast<u64>(l_mut_2736);
let l_9079 = l_9071 >> u32(31);
let l_9080 = u64(l_9079);
let l_9081 = l_9080 << u32(bitcast<u64>(u64(63)));
let l_9082 = l_9078 | l_9081;
let l_9083 = bitcast<f64>(l_9082);
let l_9084 = l_9083 <= l_9025;
if l_9084 {
let l_9085 = bitcast<u32>(l_9031);
let l_9086 = l_9085 + u32(1);
l_mut_8432 = l_9086;
let l_9087 = l_9085 & u32(2147483647);
let l_9088 = l_9087 == u32(0);
if l_9088 {
l_mut_8432 = u32(1);
} else {
let l_9089 = l_9085 & u32(2147483648);
let l_9090 = l_9089 != u32(0);
if l_9090 {
let l_9091 = l_9085 - u32(1);
l_mut_8432 = l_9091;
} else {
let l_9092 = l_9085 == u32(2139095040);
if l_9092 {
l_mut_8432 = l_9085;
}
}
}
let l_9093 = bitcast<f32>(l_mut_8432);
let l_9094 = bitcast<u32>(l_9093);
let l_9095 = l_9094 & u32(2147483647);
let l_9096 = bitcast<f32>(l_9095);
let l_9097 = f64(l_9096);
l_mut_2736 = l_9097;
let l_9098 = l_9095 < u32(8388608);
if l_9098 {
let l_9099 = f64(l_9095);
let l_9100 = l_9099 * f64(1.401298464324817e-45);
l_mut_2736 = l_9100;
}
let l_9101 = bitcast<u64>(l_mut_2736);
let l_9102 = l_9094 >> u32(31);
let l_9103 = u64(l_9102);
let l_9104 = l_9103 << u32(bitcast<u64>(u64(63)));
let l_9105 = l_9101 | l_9104;
let l_9106 = bitcast<f64>(l_9105);
l_mut_2990 = l_9106;
}
}
}
let l_9107 = l_9024 + l_8857;
let l_9108 = l_9107 * f64(7.1362384635298e44);
let l_9109 = floor(l_9108);
let l_9110 = l_9109 * f64(1.401298464324817e-45);
l_mut_2736 = l_9110;
let l_9111 = abs(l_9107);
let l_9112 = l_9111 >= f64(1.1754943508222875e-38);
if l_9112 {
let l_9113 = f32(l_9107);
let l_9114 = f64(l_9113);
l_mut_2736 = l_9114;
let l_9115 = l_mut_2736 > l_9107;
if l_9115 {
let l_9116 = bitcast<u32>(l_9113);
let l_9117 = l_9116 ^ u32(2147483648);
let l_9118 = bitcast<f32>(l_9117);
let l_9119 = bitcast<u32>(l_9118);
let l_9120 = l_9119 + u32(1);
l_mut_8432 = l_9120;
let l_9121 = l_9119 & u32(2147483647);
let l_9122 = l_9121 == u32(0);
if l_9122 {
l_mut_8432 = u32(1);
} else {
let l_9123 = l_9119 & u32(2147483648);
let l_9124 = l_9123 != u32(0);
if l_9124 {
let l_9125 = l_9119 - u32(1);
l_mut_8432 = l_9125;
} else {
let l_9126 = l_9119 == u32(2139095040);
if l_9126 {
l_mut_8432 = l_9119;
}
}
}
let l_9127 = bitcast<f32>(l_mut_8432);
let l_9128 = bitcast<u32>(l_9127);
let l_9129 = l_9128 ^ u32(2147483648);
let l_9130 = bitcast<f32>(l_9129);
let l_9131 = bitcast<u32>(l_9130);
let l_9132 = l_9131 & u32(2147483647);
let l_9133 = bitcast<f32>(l_9132);
let l_9134 = f64(l_9133);
l_mut_2480 = l_9134;
let l_9135 = l_9132 < u32(8388608);
if l_9135 {
let l_9136 = f64(l_9132);
let l_9137 = l_9136 * f64(1.401298464324817e-45);
l_mut_2480 = l_9137;
}
let l_9138 = bitcast<u64>(l_mut_2480);
let l_9139 = l_9131 >> u32(31);
let l_9140 = u64(l_9139);
let l_9141 = l_9140 << u32(bitcast<u64>(u64(63)));
let l_9142 = l_9138 | l_9141;
let l_9143 = bitcast<f64>(l_9142);
l_mut_2736 = l_9143;
} else {
let l_9144 = bitcast<u32>(l_9113);
let l_9145 = l_9144 + u32(1);
l_mut_8432 = l_9145;
let l_9146 = l_9144 & u32(2147483647);
let l_9147 = l_9146 == u32(0);
if l_9147 {
l_mut_8432 = u32(1);
} else {
let l_9148 = l_9144 & u32(2147483648);
let l_9149 = l_9148 != u32(0);
if l_9149 {
let l_9150 = l_9144 - u32(1);
l_mut_8432 = l_9150;
} else {
let l_9151 = l_9144 == u32(2139095040);
if l_9151 {
l_mut_8432 = l_9144;
}
}
}
let l_9152 = bitcast<f32>(l_mut_8432);
let l_9153 = bitcast<u32>(l_9152);
let l_9154 = l_9153 & u32(2147483647);
let l_9155 = bitcast<f32>(l_9154);
let l_9156 = f64(l_9155);
l_mut_2480 = l_9156;
let l_9157 = l_9154 < u32(8388608);
if l_9157 {
let l_9158 = f64(l_9154);
let l_9159 = l_9158 * f64(1.401298464324817e-45);
l_mut_2480 = l_9159;
}
let l_9160 = bitcast<u64>(l_mut_2480);
let l_9161 = l_9153 >> u32(31);
let l_9162 = u64(l_9161);
let l_9163 = l_9162 << u32(bitcast<u64>(u64(63)));
let l_9164 = l_9160 | l_9163;
let l_9165 = bitcast<f64>(l_9164);
let l_9166 = l_9165 <= l_9107;
if l_9166 {
let l_9167 = bitcast<u32>(l_9113);
let l_9168 = l_9167 + u32(1);
l_mut_8432 = l_9168;
let l_9169 = l_9167 & u32(2147483647);
let l_9170 = l_9169 == u32(0);
if l_9170 {
l_mut_8432 = u32(1);
} else {
let l_9171 = l_9167 & u32(2147483648);
let l_9172 = l_9171 != u32(0);
if l_9172 {
let l_9173 = l_9167 - u32(1);
l_mut_8432 = l_9173;
} else {
let l_9174 = l_9167 == u32(2139095040);
if l_9174 {
l_mut_8432 = l_9167;
}
}
}
let l_9175 = bitcast<f32>(l_mut_8432);
let l_9176 = bitcast<u32>(l_9175);
let l_9177 = l_9176 & u32(2147483647);
let l_9178 = bitcast<f32>(l_9177);
let l_9179 = f64(l_9178);
l_mut_2480 = l_9179;
let l_9180 = l_9177 < u32(8388608);
if l_9180 {
let l_9181 = f64(l_9177);
let l_9182 = l_9181 * f64(1.401298464324817e-45);
l_mut_2480 = l_9182;
}
let l_9183 = bitcast<u64>(l_mut_2480);
let l_9184 = l_9176 >> u32(31);
let l_9185 = u64(l_9184);
let l_9186 = l_9185 << u32(bitcast<u64>(u64(63)));
let l_9187 = l_9183 | l_9186;
let l_9188 = bitcast<f64>(l_9187);
l_mut_2736 = l_9188;
}
}
}
let l_9189 = l_mut_2990 == l_mut_2736;
let l_9190 = l_9023 && l_9189;
if l_9190 {
let l_9191 = a_8829[u32(0)];
let l_9192 = l_9191 * f64(7.1362384635298e44);
let l_9193 = floor(l_9192);
let l_9194 = l_9193 * f64(1.401298464324817e-45);
l_mut_2990 = l_9194;
let l_9195 = abs(l_9191);
let l_9196 = l_9195 >= f64(1.1754943508222875e-38);
if l_9196 {
let l_9197 = f32(l_9191);
let l_9198 = f64(l_9197);
l_mut_2990 = l_9198;
let l_9199 = l_mut_2990 > l_9191;
if l_9199 {
let l_9200 = bitcast<u32>(l_9197);
let l_9201 = l_9200 ^ u32(2147483648);
let l_9202 = bitcast<f32>(l_9201);
let l_9203 = bitcast<u32>(l_9202);
let l_9204 = l_9203 + u32(1);
l_mut_8432 = l_9204;
let l_9205 = l_9203 & u32(2147483647);
let l_9206 = l_9205 == u32(0);
if l_9206 {
l_mut_8432 = u32(1);
} else {
let l_9207 = l_9203 & u32(2147483648);
let l_9208 = l_9207 != u32(0);
if l_9208 {
let l_9209 = l_9203 - u32(1);
l_mut_8432 = l_9209;
} else {
let l_9210 = l_9203 == u32(2139095040);
if l_9210 {
l_mut_8432 = l_9203;
}
}
}
let l_9211 = bitcast<f32>(l_mut_8432);
let l_9212 = bitcast<u32>(l_9211);
let l_9213 = l_9212 ^ u32(2147483648);
let l_9214 = bitcast<f32>(l_9213);
let l_9215 = bitcast<u32>(l_9214);
let l_9216 = l_9215 & u32(2147483647);
let l_9217 = bitcast<f32>(l_9216);
let l_9218 = f64(l_9217);
l_mut_2736 = l_9218;
let l_9219 = l_9216 < u32(8388608);
if l_9219 {
let l_9220 = f64(l_9216);
let l_9221 = l_9220 * f64(1.401298464324817e-45);
l_mut_2736 = l_9221;
}
let l_9222 = bitcast<u64>(l_mut_2736);
let l_9223 = l_9215 >> u32(31);
let l_9224 = u64(l_9223);
let l_9225 = l_9224 << u32(bitcast<u64>(u64(63)));
let l_9226 = l_9222 | l_9225;
let l_9227 = bitcast<f64>(l_9226);
l_mut_2990 = l_9227;
} else {
let l_9228 = bitcast<u32>(l_9197);
let l_9229 = l_9228 + u32(1);
l_mut_8432 = l_9229;
let l_9230 = l_9228 & u32(2147483647);
let l_9231 = l_9230 == u32(0);
if l_9231 {
l_mut_8432 = u32(1);
} else {
let l_9232 = l_9228 & u32(2147483648);
let l_9233 = l_9232 != u32(0);
if l_9233 {
let l_9234 = l_9228 - u32(1);
l_mut_8432 = l_9234;
} else {
let l_9235 = l_9228 == u32(2139095040);
if l_9235 {
l_mut_8432 = l_9228;
}
}
}
let l_9236 = bitcast<f32>(l_mut_8432);
let l_9237 = bitcast<u32>(l_9236);
let l_9238 = l_9237 & u32(2147483647);
let l_9239 = bitcast<f32>(l_9238);
let l_9240 = f64(l_9239);
l_mut_2736 = l_9240;
let l_9241 = l_9238 < u32(8388608);
if l_9241 {
let l_9242 = f64(l_9238);
let l_9243 = l_9242 * f64(1.401298464324817e-45);
l_mut_2736 = l_9243;
}
let l_9244 = bitcast<u64>(l_mut_2736);
let l_9245 = l_9237 >> u32(31);
let l_9246 = u64(l_9245);
let l_9247 = l_9246 << u32(bitcast<u64>(u64(63)));
let l_9248 = l_9244 | l_9247;
let l_9249 = bitcast<f64>(l_9248);
let l_9250 = l_9249 <= l_9191;
if l_9250 {
let l_9251 = bitcast<u32>(l_9197);
let l_9252 = l_9251 + u32(1);
l_mut_8432 = l_9252;
let l_9253 = l_9251 & u32(2147483647);
let l_9254 = l_9253 == u32(0);
if l_9254 {
l_mut_8432 = u32(1);
} else {
let l_9255 = l_9251 & u32(2147483648);
let l_9256 = l_9255 != u32(0);
if l_9256 {
let l_9257 = l_9251 - u32(1);
l_mut_8432 = l_9257;
} else {
let l_9258 = l_9251 == u32(2139095040);
if l_9258 {
l_mut_8432 = l_9251;
}
}
}
let l_9259 = bitcast<f32>(l_mut_8432);
let l_9260 = bitcast<u32>(l_9259);
let l_9261 = l_9260 & u32(2147483647);
let l_9262 = bitcast<f32>(l_9261);
let l_9263 = f64(l_9262);
l_mut_2736 = l_9263;
let l_9264 = l_9261 < u32(8388608);
if l_9264 {
let l_9265 = f64(l_9261);
let l_9266 = l_9265 * f64(1.401298464324817e-45);
l_mut_2736 = l_9266;
}
let l_9267 = bitcast<u64>(l_mut_2736);
let l_9268 = l_9260 >> u32(31);
let l_9269 = u64(l_9268);
let l_9270 = l_9269 << u32(bitcast<u64>(u64(63)));
let l_9271 = l_9267 | l_9270;
let l_9272 = bitcast<f64>(l_9271);
l_mut_2990 = l_9272;
}
}
}
let l_9273 = a_8829[u32(1)];
let l_9274 = -l_9273;
let l_9275 = l_9274 * f64(7.1362384635298e44);
let l_9276 = floor(l_9275);
let l_9277 = l_9276 * f64(1.401298464324817e-45);
l_mut_2736 = l_9277;
let l_9278 = abs(l_9274);
let l_9279 = l_9278 >= f64(1.1754943508222875e-38);
if l_9279 {
let l_9280 = f32(l_9274);
let l_9281 = f64(l_9280);
l_mut_2736 = l_9281;
let l_9282 = l_mut_2736 > l_9274;
if l_9282 {
let l_9283 = bitcast<u32>(l_9280);
let l_9284 = l_9283 ^ u32(2147483648);
let l_9285 = bitcast<f32>(l_9284);
let l_9286 = bitcast<u32>(l_9285);
let l_9287 = l_9286 + u32(1);
l_mut_8432 = l_9287;
let l_9288 = l_9286 & u32(2147483647);
let l_9289 = l_9288 == u32(0);
if l_9289 {
l_mut_8432 = u32(1);
} else {
let l_9290 = l_9286 & u32(2147483648);
let l_9291 = l_9290 != u32(0);
if l_9291 {
let l_9292 = l_9286 - u32(1);
l_mut_8432 = l_9292;
} else {
let l_9293 = l_9286 == u32(2139095040);
if l_9293 {
l_mut_8432 = l_9286;
}
}
}
let l_9294 = bitcast<f32>(l_mut_8432);
let l_9295 = bitcast<u32>(l_9294);
let l_9296 = l_9295 ^ u32(2147483648);
let l_9297 = bitcast<f32>(l_9296);
let l_9298 = bitcast<u32>(l_9297);
let l_9299 = l_9298 & u32(2147483647);
let l_9300 = bitcast<f32>(l_9299);
let l_9301 = f64(l_9300);
l_mut_2480 = l_9301;
let l_9302 = l_9299 < u32(8388608);
if l_9302 {
let l_9303 = f64(l_9299);
let l_9304 = l_9303 * f64(1.401298464324817e-45);
l_mut_2480 = l_9304;
}
let l_9305 = bitcast<u64>(l_mut_2480);
let l_9306 = l_9298 >> u32(31);
let l_9307 = u64(l_9306);
let l_9308 = l_9307 << u32(bitcast<u64>(u64(63)));
let l_9309 = l_9305 | l_9308;
let l_9310 = bitcast<f64>(l_9309);
l_mut_2736 = l_9310;
} else {
let l_9311 = bitcast<u32>(l_9280);
let l_9312 = l_9311 + u32(1);
l_mut_8432 = l_9312;
let l_9313 = l_9311 & u32(2147483647);
let l_9314 = l_9313 == u32(0);
if l_9314 {
l_mut_8432 = u32(1);
} else {
let l_9315 = l_9311 & u32(2147483648);
let l_9316 = l_9315 != u32(0);
if l_9316 {
let l_9317 = l_9311 - u32(1);
l_mut_8432 = l_9317;
} else {
let l_9318 = l_9311 == u32(2139095040);
if l_9318 {
l_mut_8432 = l_9311;
}
}
}
let l_9319 = bitcast<f32>(l_mut_8432);
let l_9320 = bitcast<u32>(l_9319);
let l_9321 = l_9320 & u32(2147483647);
let l_9322 = bitcast<f32>(l_9321);
let l_9323 = f64(l_9322);
l_mut_2480 = l_9323;
let l_9324 = l_9321 < u32(8388608);
if l_9324 {
let l_9325 = f64(l_9321);
let l_9326 = l_9325 * f64(1.401298464324817e-45);
l_mut_2480 = l_9326;
}
let l_9327 = bitcast<u64>(l_mut_2480);
let l_9328 = l_9320 >> u32(31);
let l_9329 = u64(l_9328);
let l_9330 = l_9329 << u32(bitcast<u64>(u64(63)));
let l_9331 = l_9327 | l_9330;
let l_9332 = bitcast<f64>(l_9331);
let l_9333 = l_9332 <= l_9274;
if l_9333 {
let l_9334 = bitcast<u32>(l_9280);
let l_9335 = l_9334 + u32(1);
l_mut_8432 = l_9335;
let l_9336 = l_9334 & u32(2147483647);
let l_9337 = l_9336 == u32(0);
if l_9337 {
l_mut_8432 = u32(1);
} else {
let l_9338 = l_9334 & u32(2147483648);
let l_9339 = l_9338 != u32(0);
if l_9339 {
let l_9340 = l_9334 - u32(1);
l_mut_8432 = l_9340;
} else {
let l_9341 = l_9334 == u32(2139095040);
if l_9341 {
l_mut_8432 = l_9334;
}
}
}
let l_9342 = bitcast<f32>(l_mut_8432);
let l_9343 = bitcast<u32>(l_9342);
let l_9344 = l_9343 & u32(2147483647);
let l_9345 = bitcast<f32>(l_9344);
let l_9346 = f64(l_9345);
l_mut_2480 = l_9346;
let l_9347 = l_9344 < u32(8388608);
if l_9347 {
let l_9348 = f64(l_9344);
let l_9349 = l_9348 * f64(1.401298464324817e-45);
l_mut_2480 = l_9349;
}
let l_9350 = bitcast<u64>(l_mut_2480);
let l_9351 = l_9343 >> u32(31);
let l_9352 = u64(l_9351);
let l_9353 = l_9352 << u32(bitcast<u64>(u64(63)));
let l_9354 = l_9350 | l_9353;
let l_9355 = bitcast<f64>(l_9354);
l_mut_2736 = l_9355;
}
}
}
let l_9356 = -l_mut_2736;
let l_9357 = abs(l_mut_2990);
let l_9358 = abs(l_9356);
l_mut_2736 = l_9357;
let l_9359 = l_9358 > l_9357;
if l_9359 {
l_mut_2736 = l_9358;
}
let l_9360 = f64(2.0) * l_mut_2736;
let l_9361 = l_26 + l_9360;
l_mut_2480 = l_9361;
if l_6162 {
let l_9362 = f64(2.0) * l_mut_2736;
let l_9363 = floor(l_9362);
let l_9364 = l_26 + l_9363;
l_mut_2480 = l_9364;
}
l_mut_8432 = u32(2);
let l_9365 = l_mut_2736 <= f64(300.0);
if l_9365 {
l_mut_2736 = l_mut_2990;
let l_9366 = l_mut_2990 > f64(1000.0);
if l_9366 {
let l_9367 = bitcast<u64>(l_mut_2990);
let l_9368 = l_9367 | u64(9218868437227405312);
let l_9369 = l_9368 & bitcast<u64>(i64(-4503599627370496));
let l_9370 = bitcast<f64>(l_9369);
l_mut_2736 = l_9370;
} else {
let l_9371 = l_mut_2990 < f64(-1000.0);
if l_9371 {
l_mut_2736 = f64(0.0);
} else {
let l_9372 = is_nan_1_f64(l_mut_2990);let l_9373 = !l_9372;
if l_9373 {
let l_9374 = l_mut_2990 + f64(0.5);
let l_9375 = floor(l_9374);
let l_9376 = l_mut_2990 - l_9375;
let l_9377 = l_9376 * f64(0.6931471824645996);
let l_9378 = l_9376 * f64(-1.904654299957768e-9);
let l_9379 = l_9377 + l_9378;
l_mut_2990 = l_9379;
let l_9380 = is_nan_1_f64(l_9379);if l_9380 {
} else {
let l_9381 = l_9379 < f64(-700.0);
if l_9381 {
l_mut_2990 = f64(0.0);
} else {
let l_9382 = l_9379 > f64(700.0);
if l_9382 {
let l_9383 = bitcast<u64>(l_9379);
let l_9384 = l_9383 | u64(9218868437227405312);
let l_9385 = l_9384 & bitcast<u64>(i64(-4503599627370496));
let l_9386 = bitcast<f64>(l_9385);
l_mut_2990 = l_9386;
} else {
let l_9387 = l_9379 * f64(1.4426950408889634);
let l_9388 = l_9387 + f64(0.5);
let l_9389 = floor(l_9388);
let l_9390 = l_9389 * f64(0.6931471824645996);
let l_9391 = l_9377 - l_9390;
let l_9392 = l_9391 * l_4;
let l_9393 = l_9389 * f64(-1.904654299957768e-9);
let l_9394 = l_9378 - l_9393;
let l_9395 = l_9392 + l_9394;
let l_9396 = l_9395 * f64(7.647163731819816e-13);
let l_9397 = l_9396 + f64(1.1470745597729725e-11);
l_mut_2226 = l_9397;
let l_9398 = l_mut_2226 * l_9395;
let l_9399 = l_9398 + f64(1.6059043836821613e-10);
l_mut_2226 = l_9399;
let l_9400 = l_mut_2226 * l_9395;
let l_9401 = l_9400 + f64(2.08767569878681e-9);
l_mut_2226 = l_9401;
let l_9402 = l_mut_2226 * l_9395;
let l_9403 = l_9402 + f64(2.505210838544172e-8);
l_mut_2226 = l_9403;
let l_9404 = l_mut_2226 * l_9395;
let l_9405 = l_9404 + f64(2.755731922398589e-7);
l_mut_2226 = l_9405;
let l_9406 = l_mut_2226 * l_9395;
let l_9407 = l_9406 + f64(2.7557319223985893e-6);
l_mut_2226 = l_9407;
let l_9408 = l_mut_2226 * l_9395;
let l_9409 = l_9408 + f64(2.48015873015873e-5);
l_mut_2226 = l_9409;
let l_9410 = l_mut_2226 * l_9395;
let l_9411 = l_9410 + f64(0.0001984126984126984);
l_mut_2226 = l_9411;
let l_9412 = l_mut_2226 * l_9395;
let l_9413 = l_9412 + f64(0.001388888888888889);
l_mut_2226 = l_9413;
let l_9414 = l_mut_2226 * l_9395;
let l_9415 = l_9414 + f64(0.008333333333333333);
l_mut_2226 = l_9415;
let l_9416 = l_mut_2226 * l_9395;
let l_9417 = l_9416 + f64(0.041666666666666664);
l_mut_2226 = l_9417;
let l_9418 = l_mut_2226 * l_9395;
let l_9419 = l_9418 + f64(0.16666666666666666);
l_mut_2226 = l_9419;
let l_9420 = l_mut_2226 * l_9395;
let l_9421 = l_9420 + f64(0.5);
l_mut_2226 = l_9421;
let l_9422 = l_9395 * l_9395;
let l_9423 = l_9422 * l_mut_2226;
let l_9424 = l_9395 + l_9423;
let l_9425 = f64(1.0) + l_9424;
let l_9426 = i32(l_9389);
let l_9427 = l_9426 + i32(1023);
let l_9428 = u64(l_9427);
let l_9429 = l_9428 << u32(bitcast<u64>(u64(52)));
let l_9430 = bitcast<f64>(l_9429);
let l_9431 = l_9425 * l_9430;
l_mut_2990 = l_9431;
}
}
}
let l_9432 = i32(l_9375);
let l_9433 = l_9432 + i32(1023);
let l_9434 = u64(l_9433);
let l_9435 = l_9434 << u32(bitcast<u64>(u64(52)));
let l_9436 = bitcast<f64>(l_9435);
let l_9437 = l_mut_2990 * l_9436;
l_mut_2736 = l_9437;
}
}
}
l_mut_2990 = l_9356;
let l_9438 = l_9356 > f64(1000.0);
if l_9438 {
let l_9439 = bitcast<u64>(l_9356);
let l_9440 = l_9439 | u64(9218868437227405312);
let l_9441 = l_9440 & bitcast<u64>(i64(-4503599627370496));
let l_9442 = bitcast<f64>(l_9441);
l_mut_2990 = l_9442;
} else {
let l_9443 = l_9356 < f64(-1000.0);
if l_9443 {
l_mut_2990 = f64(0.0);
} else {
let l_9444 = is_nan_1_f64(l_9356);let l_9445 = !l_9444;
if l_9445 {
let l_9446 = l_9356 + f64(0.5);
let l_9447 = floor(l_9446);
let l_9448 = l_9356 - l_9447;
let l_9449 = l_9448 * f64(0.6931471824645996);
let l_9450 = l_9448 * f64(-1.904654299957768e-9);
let l_9451 = l_9449 + l_9450;
l_mut_2226 = l_9451;
let l_9452 = is_nan_1_f64(l_9451);if l_9452 {
} else {
let l_9453 = l_9451 < f64(-700.0);
if l_9453 {
l_mut_2226 = f64(0.0);
} else {
let l_9454 = l_9451 > f64(700.0);
if l_9454 {
let l_9455 = bitcast<u64>(l_9451);
let l_9456 = l_9455 | u64(9218868437227405312);
let l_9457 = l_9456 & bitcast<u64>(i64(-4503599627370496));
let l_9458 = bitcast<f64>(l_9457);
l_mut_2226 = l_9458;
} else {
let l_9459 = l_9451 * f64(1.4426950408889634);
let l_9460 = l_9459 + f64(0.5);
let l_9461 = floor(l_9460);
let l_9462 = l_9461 * f64(0.6931471824645996);
let l_9463 = l_9449 - l_9462;
let l_9464 = l_9463 * l_4;
let l_9465 = l_9461 * f64(-1.904654299957768e-9);
let l_9466 = l_9450 - l_9465;
let l_9467 = l_9464 + l_9466;
let l_9468 = l_9467 * f64(7.647163731819816e-13);
let l_9469 = l_9468 + f64(1.1470745597729725e-11);
l_mut_1211 = l_9469;
let l_9470 = l_mut_1211 * l_9467;
let l_9471 = l_9470 + f64(1.6059043836821613e-10);
l_mut_1211 = l_9471;
let l_9472 = l_mut_1211 * l_9467;
let l_9473 = l_9472 + f64(2.08767569878681e-9);
l_mut_1211 = l_9473;
let l_9474 = l_mut_1211 * l_9467;
let l_9475 = l_9474 + f64(2.505210838544172e-8);
l_mut_1211 = l_9475;
let l_9476 = l_mut_1211 * l_9467;
let l_9477 = l_9476 + f64(2.755731922398589e-7);
l_mut_1211 = l_9477;
let l_9478 = l_mut_1211 * l_9467;
let l_9479 = l_9478 + f64(2.7557319223985893e-6);
l_mut_1211 = l_9479;
let l_9480 = l_mut_1211 * l_9467;
let l_9481 = l_9480 + f64(2.48015873015873e-5);
l_mut_1211 = l_9481;
let l_9482 = l_mut_1211 * l_9467;
let l_9483 = l_9482 + f64(0.0001984126984126984);
l_mut_1211 = l_9483;
let l_9484 = l_mut_1211 * l_9467;
let l_9485 = l_9484 + f64(0.001388888888888889);
l_mut_1211 = l_9485;
let l_9486 = l_mut_1211 * l_9467;
let l_9487 = l_9486 + f64(0.008333333333333333);
l_mut_1211 = l_9487;
let l_9488 = l_mut_1211 * l_9467;
let l_9489 = l_9488 + f64(0.041666666666666664);
l_mut_1211 = l_9489;
let l_9490 = l_mut_1211 * l_9467;
let l_9491 = l_9490 + f64(0.16666666666666666);
l_mut_1211 = l_9491;
let l_9492 = l_mut_1211 * l_9467;
let l_9493 = l_9492 + f64(0.5);
l_mut_1211 = l_9493;
let l_9494 = l_9467 * l_9467;
let l_9495 = l_9494 * l_mut_1211;
let l_9496 = l_9467 + l_9495;
let l_9497 = f64(1.0) + l_9496;
let l_9498 = i32(l_9461);
let l_9499 = l_9498 + i32(1023);
let l_9500 = u64(l_9499);
let l_9501 = l_9500 << u32(bitcast<u64>(u64(52)));
let l_9502 = bitcast<f64>(l_9501);
let l_9503 = l_9497 * l_9502;
l_mut_2226 = l_9503;
}
}
}
let l_9504 = i32(l_9447);
let l_9505 = l_9504 + i32(1023);
let l_9506 = u64(l_9505);
let l_9507 = l_9506 << u32(bitcast<u64>(u64(52)));
let l_9508 = bitcast<f64>(l_9507);
let l_9509 = l_mut_2226 * l_9508;
l_mut_2990 = l_9509;
}
}
}
let l_9510 = l_mut_2736 * f64(1.4551915228366852e-11);
let l_9511 = l_mut_2990 * f64(1.4551915228366852e-11);
let l_9512 = l_mut_2736 - l_9510;
let l_9513 = abs(l_9512);
l_mut_2226 = f64(1.401298464324817e-45);
let l_9514 = l_9513 >= f64(1.1754943508222875e-38);
let l_9515 = l_9513 <= f64(1.7976931348623157e308);
let l_9516 = l_9514 && l_9515;
if l_9516 {
let l_9517 = bitcast<u64>(l_9513);
let l_9518 = l_9517 >> u32(bitcast<u64>(u64(52)));
let l_9519 = l_9518 - u64(23);
let l_9520 = l_9519 << u32(bitcast<u64>(u64(52)));
let l_9521 = bitcast<f64>(l_9520);
l_mut_2226 = l_9521;
}
let l_9522 = l_mut_2736 + l_9510;
let l_9523 = abs(l_9522);
l_mut_1211 = f64(1.401298464324817e-45);
let l_9524 = l_9523 >= f64(1.1754943508222875e-38);
let l_9525 = l_9523 <= f64(1.7976931348623157e308);
let l_9526 = l_9524 && l_9525;
if l_9526 {
let l_9527 = bitcast<u64>(l_9523);
let l_9528 = l_9527 >> u32(bitcast<u64>(u64(52)));
let l_9529 = l_9528 - u64(23);
let l_9530 = l_9529 << u32(bitcast<u64>(u64(52)));
let l_9531 = bitcast<f64>(l_9530);
l_mut_1211 = l_9531;
}
let l_9532 = l_mut_2226 == l_mut_1211;
let l_9533 = l_mut_2990 - l_9511;
let l_9534 = abs(l_9533);
l_mut_2226 = f64(1.401298464324817e-45);
let l_9535 = l_9534 >= f64(1.1754943508222875e-38);
let l_9536 = l_9534 <= f64(1.7976931348623157e308);
let l_9537 = l_9535 && l_9536;
if l_9537 {
let l_9538 = bitcast<u64>(l_9534);
let l_9539 = l_9538 >> u32(bitcast<u64>(u64(52)));
let l_9540 = l_9539 - u64(23);
let l_9541 = l_9540 << u32(bitcast<u64>(u64(52)));
let l_9542 = bitcast<f64>(l_9541);
l_mut_2226 = l_9542;
}
let l_9543 = l_mut_2990 + l_9511;
let l_9544 = abs(l_9543);
l_mut_1211 = f64(1.401298464324817e-45);
let l_9545 = l_9544 >= f64(1.1754943508222875e-38);
let l_9546 = l_9544 <= f64(1.7976931348623157e308);
let l_9547 = l_9545 && l_9546;
if l_9547 {
let l_9548 = bitcast<u64>(l_9544);
let l_9549 = l_9548 >> u32(bitcast<u64>(u64(52)));
let l_9550 = l_9549 - u64(23);
let l_9551 = l_9550 << u32(bitcast<u64>(u64(52)));
let l_9552 = bitcast<f64>(l_9551);
l_mut_1211 = l_9552;
}
let l_9553 = l_mut_2226 == l_mut_1211;
let l_9554 = l_9532 && l_9553;
if l_9554 {
let l_9555 = abs(l_mut_2736);
l_mut_2226 = f64(1.401298464324817e-45);
let l_9556 = l_9555 >= f64(1.1754943508222875e-38);
let l_9557 = l_9555 <= f64(1.7976931348623157e308);
let l_9558 = l_9556 && l_9557;
if l_9558 {
let l_9559 = bitcast<u64>(l_9555);
let l_9560 = l_9559 >> u32(bitcast<u64>(u64(52)));
let l_9561 = l_9560 - u64(23);
let l_9562 = l_9561 << u32(bitcast<u64>(u64(52)));
let l_9563 = bitcast<f64>(l_9562);
l_mut_2226 = l_9563;
}
let l_9564 = l_mut_2480 * l_mut_2226;
let l_9565 = l_mut_2736 - l_9564;
let l_9566 = abs(l_mut_2990);
l_mut_2736 = f64(1.401298464324817e-45);
let l_9567 = l_9566 >= f64(1.1754943508222875e-38);
let l_9568 = l_9566 <= f64(1.7976931348623157e308);
let l_9569 = l_9567 && l_9568;
if l_9569 {
let l_9570 = bitcast<u64>(l_9566);
let l_9571 = l_9570 >> u32(bitcast<u64>(u64(52)));
let l_9572 = l_9571 - u64(23);
let l_9573 = l_9572 << u32(bitcast<u64>(u64(52)));
let l_9574 = bitcast<f64>(l_9573);
l_mut_2736 = l_9574;
}
let l_9575 = l_mut_2480 * l_mut_2736;
let l_9576 = l_mut_2990 + l_9575;
let l_9577 = bitcast<u32>(l_16);
let l_9578 = l_9577 & u32(2147483647);
let l_9579 = bitcast<f32>(l_9578);
let l_9580 = f64(l_9579);
l_mut_2990 = l_9580;
let l_9581 = l_9578 < u32(8388608);
if l_9581 {
let l_9582 = f64(l_9578);
let l_9583 = l_9582 * f64(1.401298464324817e-45);
l_mut_2990 = l_9583;
}
let l_9584 = bitcast<u64>(l_mut_2990);
let l_9585 = l_9577 >> u32(31);
let l_9586 = u64(l_9585);
let l_9587 = l_9586 << u32(bitcast<u64>(u64(63)));
let l_9588 = l_9584 | l_9587;
let l_9589 = bitcast<f64>(l_9588);
let l_9590 = bitcast<u32>(l_16);
let l_9591 = l_9590 + u32(1);
l_mut_3242 = l_9591;
let l_9592 = l_9590 & u32(2147483647);
let l_9593 = l_9592 == u32(0);
if l_9593 {
l_mut_3242 = u32(1);
} else {
let l_9594 = l_9590 & u32(2147483648);
let l_9595 = l_9594 != u32(0);
if l_9595 {
let l_9596 = l_9590 - u32(1);
l_mut_3242 = l_9596;
} else {
let l_9597 = l_9590 == u32(2139095040);
if l_9597 {
l_mut_3242 = l_9590;
}
}
}
let l_9598 = bitcast<f32>(l_mut_3242);
let l_9599 = bitcast<u32>(l_9598);
let l_9600 = l_9599 & u32(2147483647);
let l_9601 = bitcast<f32>(l_9600);
let l_9602 = f64(l_9601);
l_mut_2990 = l_9602;
let l_9603 = l_9600 < u32(8388608);
if l_9603 {
let l_9604 = f64(l_9600);
let l_9605 = l_9604 * f64(1.401298464324817e-45);
l_mut_2990 = l_9605;
}
let l_9606 = bitcast<u64>(l_mut_2990);
let l_9607 = l_9599 >> u32(31);
let l_9608 = u64(l_9607);
let l_9609 = l_9608 << u32(bitcast<u64>(u64(63)));
let l_9610 = l_9606 | l_9609;
let l_9611 = bitcast<f64>(l_9610);
let l_9612 = bitcast<u32>(l_16);
let l_9613 = l_9612 ^ u32(2147483648);
let l_9614 = bitcast<f32>(l_9613);
let l_9615 = bitcast<u32>(l_9614);
let l_9616 = l_9615 + u32(1);
l_mut_3242 = l_9616;
let l_9617 = l_9615 & u32(2147483647);
let l_9618 = l_9617 == u32(0);
if l_9618 {
l_mut_3242 = u32(1);
} else {
let l_9619 = l_9615 & u32(2147483648);
let l_9620 = l_9619 != u32(0);
if l_9620 {
let l_9621 = l_9615 - u32(1);
l_mut_3242 = l_9621;
} else {
let l_9622 = l_9615 == u32(2139095040);
if l_9622 {
l_mut_3242 = l_9615;
}
}
}
let l_9623 = bitcast<f32>(l_mut_3242);
let l_9624 = bitcast<u32>(l_9623);
let l_9625 = l_9624 ^ u32(2147483648);
let l_9626 = bitcast<f32>(l_9625);
let l_9627 = bitcast<u32>(l_9626);
let l_9628 = l_9627 & u32(2147483647);
let l_9629 = bitcast<f32>(l_9628);
let l_9630 = f64(l_9629);
l_mut_2990 = l_9630;
let l_9631 = l_9628 < u32(8388608);
if l_9631 {
let l_9632 = f64(l_9628);
let l_9633 = l_9632 * f64(1.401298464324817e-45);
l_mut_2990 = l_9633;
}
let l_9634 = bitcast<u64>(l_mut_2990);
let l_9635 = l_9627 >> u32(31);
let l_9636 = u64(l_9635);
let l_9637 = l_9636 << u32(bitcast<u64>(u64(63)));
let l_9638 = l_9634 | l_9637;
let l_9639 = bitcast<f64>(l_9638);
let l_9640 = l_9565 + l_9510;
let l_9641 = l_9640 <= l_9589;
l_mut_7259 = l_9641;
let l_9642 = l_9565 - l_9510;
let l_9643 = l_9642 > l_9589;
l_mut_151 = l_9643;
let l_9644 = l_9576 - l_9511;
let l_9645 = l_9644 >= l_9589;
l_mut_148 = l_9645;
let l_9646 = l_9576 + l_9511;
let l_9647 = l_9646 < l_9589;
l_mut_145 = l_9647;
l_mut_3242 = u32(2);
let l_9648 = l_mut_151 || l_mut_145;
if l_9648 {
l_mut_3242 = u32(1);
} else {
let l_9649 = l_mut_7259 && l_mut_148;
if l_9649 {
l_mut_3242 = u32(0);
}
}
let l_9650 = bitcast<u32>(l_16);
let l_9651 = l_9650 & u32(2147483647);
let l_9652 = l_9651 == u32(0);
if l_9652 {
let l_9653 = l_9565 + l_9510;
let l_9654 = l_9653 < f64(1.1754943508222875e-38);
let l_9655 = l_9576 - l_9511;
let l_9656 = l_9655 > f64(-1.1754943508222875e-38);
let l_9657 = l_9654 && l_9656;
let l_9658 = l_9565 - l_9510;
let l_9659 = l_9658 < f64(1.1754943508222875e-38);
let l_9660 = l_9576 + l_9511;
let l_9661 = l_9660 > f64(-1.1754943508222875e-38);
let l_9662 = l_9659 && l_9661;
if l_9657 {
l_mut_3242 = u32(0);
} else {
let l_9663 = l_mut_3242 == u32(1);
let l_9664 = l_9662 && l_9663;
if l_9664 {
l_mut_3242 = u32(2);
}
}
}
l_mut_8432 = l_mut_3242;
}
}
l_mut_4285 = l_mut_8432;
}
}
}
l_mut_35 = l_mut_4285;
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
let l_9749 = info.static_meta[u32(8)];
let l_9750 = l_9749 * u32(1);
let l_9751 = l_7 < l_9750;
if l_9751 {
buffer_8_global[l_7] = l_mut_35;
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
