@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

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
fn verdicts(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_30: array<u32, 1>;

var a_2079: array<f64, 2>;

var a_3023: array<f64, 2>;

var a_3230: array<f64, 2>;

var a_3620: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1170: f64;
var l_mut_1193: f64;
var l_mut_122: f64;
var l_mut_1269: f64;
var l_mut_133: bool;
var l_mut_136: bool;
var l_mut_139: bool;
var l_mut_142: bool;
var l_mut_1496: f64;
var l_mut_1725: f64;
var l_mut_1952: f64;
var l_mut_2185: u32;
var l_mut_3129: u32;
var l_mut_31: u32;
var l_mut_38: f64;
var l_mut_48: u32;
var l_mut_61: f64;
var l_mut_87: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = id < l_0;
if l_1 {
let l_3786 = info.static_meta[u32(6)];
let l_3787 = l_3786 * u32(1);
let l_3788 = u32(1024) < l_3787;
let l_3789 = l_3787 - u32(1);
let l_3790 = min(u32(1024), l_3789);
let l_3791 = buffer_6_global[l_3790];
let l_3792 = select(u32(0), l_3791, l_3788);
let l_2 = l_3792;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_3793 = info.static_meta[u32(4)];
let l_3794 = l_3793 * u32(1);
let l_3795 = l_8 < l_3794;
let l_3796 = l_3794 - u32(1);
let l_3797 = min(l_8, l_3796);
let l_3798 = buffer_4_global[l_3797];
let l_3799 = select(u32(0), l_3798, l_3795);
let l_9 = l_3799;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_3800 = info.static_meta[u32(4)];
let l_3801 = l_3800 * u32(1);
let l_3802 = l_11 < l_3801;
let l_3803 = l_3801 - u32(1);
let l_3804 = min(l_11, l_3803);
let l_3805 = buffer_4_global[l_3804];
let l_3806 = select(u32(0), l_3805, l_3802);
let l_12 = l_3806;
let l_13 = l_12 != u32(0);
let l_3807 = info.static_meta[u32(0)];
let l_3808 = l_3807 * u32(1);
let l_3809 = id < l_3808;
let l_3810 = l_3808 - u32(1);
let l_3811 = min(id, l_3810);
let l_3812 = buffer_0_global[l_3811];
let l_3813 = select(f32(0.0), l_3812, l_3809);
let l_14 = l_3813;
let l_3814 = info.static_meta[u32(1)];
let l_3815 = l_3814 * u32(1);
let l_3816 = id < l_3815;
let l_3817 = l_3815 - u32(1);
let l_3818 = min(id, l_3817);
let l_3819 = buffer_1_global[l_3818];
let l_3820 = select(f32(0.0), l_3819, l_3816);
let l_15 = l_3820;
let l_3821 = info.static_meta[u32(2)];
let l_3822 = l_3821 * u32(1);
let l_3823 = id < l_3822;
let l_3824 = l_3822 - u32(1);
let l_3825 = min(id, l_3824);
let l_3826 = buffer_2_global[l_3825];
let l_3827 = select(f64(0.0), l_3826, l_3823);
let l_16 = l_3827;
let l_3828 = info.static_meta[u32(3)];
let l_3829 = l_3828 * u32(1);
let l_3830 = id < l_3829;
let l_3831 = l_3829 - u32(1);
let l_3832 = min(id, l_3831);
let l_3833 = buffer_3_global[l_3832];
let l_3834 = select(f64(0.0), l_3833, l_3830);
let l_17 = l_3834;
let l_18 = l_mut_5 * u32(4);
let l_3835 = info.static_meta[u32(5)];
let l_3836 = l_3835 * u32(1);
let l_3837 = l_18 < l_3836;
let l_3838 = l_3836 - u32(1);
let l_3839 = min(l_18, l_3838);
let l_3840 = buffer_5_global[l_3839];
let l_3841 = select(f64(0.0), l_3840, l_3837);
let l_19 = l_3841;
let l_20 = l_mut_5 * u32(4);
let l_21 = l_20 + u32(1);
let l_3842 = info.static_meta[u32(5)];
let l_3843 = l_3842 * u32(1);
let l_3844 = l_21 < l_3843;
let l_3845 = l_3843 - u32(1);
let l_3846 = min(l_21, l_3845);
let l_3847 = buffer_5_global[l_3846];
let l_3848 = select(f64(0.0), l_3847, l_3844);
let l_22 = l_3848;
let l_23 = l_mut_5 * u32(4);
let l_24 = l_23 + u32(2);
let l_3849 = info.static_meta[u32(5)];
let l_3850 = l_3849 * u32(1);
let l_3851 = l_24 < l_3850;
let l_3852 = l_3850 - u32(1);
let l_3853 = min(l_24, l_3852);
let l_3854 = buffer_5_global[l_3853];
let l_3855 = select(f64(0.0), l_3854, l_3851);
let l_25 = l_3855;
let l_26 = f64(l_14);
let l_27 = abs(l_26);
let l_28 = abs(l_16);
let l_29 = l_28 * f64(1.4551915228366852e-11);
a_30[u32(0)] = u32(1);
l_mut_31 = u32(2);
let l_32 = l_9 == u32(0);
if l_32 {
l_mut_31 = u32(0);
} else {
let l_33 = l_9 == u32(1);
if l_33 {
l_mut_31 = u32(1);
let l_34 = abs(l_17);
let l_35 = l_34 <= l_19;
if l_35 {
l_mut_31 = u32(0);
}
} else {
let l_36 = l_9 == u32(2);
if l_36 {
let l_37 = abs(l_16);
l_mut_38 = f64(1.401298464324817e-45);
let l_39 = l_37 >= f64(1.1754943508222875e-38);
let l_40 = l_37 <= f64(1.7976931348623157e308);
let l_41 = l_39 && l_40;
if l_41 {
let l_42 = bitcast<u64>(l_37);
let l_43 = l_42 >> u32(bitcast<u64>(u64(52)));
let l_44 = l_43 - u64(23);
let l_45 = l_44 << u32(bitcast<u64>(u64(52)));
let l_46 = bitcast<f64>(l_45);
l_mut_38 = l_46;
}
let l_47 = l_19 * l_mut_38;
l_mut_48 = u32(2);
let l_49 = l_16 - l_29;
let l_50 = abs(l_49);
l_mut_38 = f64(1.401298464324817e-45);
let l_51 = l_50 >= f64(1.1754943508222875e-38);
let l_52 = l_50 <= f64(1.7976931348623157e308);
let l_53 = l_51 && l_52;
if l_53 {
let l_54 = bitcast<u64>(l_50);
let l_55 = l_54 >> u32(bitcast<u64>(u64(52)));
let l_56 = l_55 - u64(23);
let l_57 = l_56 << u32(bitcast<u64>(u64(52)));
let l_58 = bitcast<f64>(l_57);
l_mut_38 = l_58;
}
let l_59 = l_16 + l_29;
let l_60 = abs(l_59);
l_mut_61 = f64(1.401298464324817e-45);
let l_62 = l_60 >= f64(1.1754943508222875e-38);
let l_63 = l_60 <= f64(1.7976931348623157e308);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = bitcast<u64>(l_60);
let l_66 = l_65 >> u32(bitcast<u64>(u64(52)));
let l_67 = l_66 - u64(23);
let l_68 = l_67 << u32(bitcast<u64>(u64(52)));
let l_69 = bitcast<f64>(l_68);
l_mut_61 = l_69;
}
let l_70 = l_mut_38 == l_mut_61;
if l_70 {
let l_71 = l_47 * f64(1.4551915228366852e-11);
let l_72 = l_29 + l_71;
let l_73 = l_16 - l_47;
let l_74 = l_16 + l_47;
let l_75 = bitcast<u32>(l_15);
let l_76 = f64(l_15);
l_mut_61 = l_76;
let l_77 = l_75 & u32(2139095040);
let l_78 = l_77 == u32(0);
if l_78 {
let l_79 = l_75 & u32(8388607);
let l_80 = f64(l_79);
let l_81 = l_80 * f64(1.401298464324817e-45);
l_mut_61 = l_81;
let l_82 = l_75 >> u32(31);
let l_83 = l_82 == u32(1);
if l_83 {
let l_84 = -l_mut_61;
l_mut_61 = l_84;
}
}
let l_85 = bitcast<u32>(l_15);
let l_86 = l_85 + u32(1);
l_mut_87 = l_86;
let l_88 = l_85 & u32(2147483647);
let l_89 = l_88 == u32(0);
if l_89 {
l_mut_87 = u32(1);
} else {
let l_90 = l_85 & u32(2147483648);
let l_91 = l_90 != u32(0);
if l_91 {
let l_92 = l_85 - u32(1);
l_mut_87 = l_92;
} else {
let l_93 = l_85 == u32(2139095040);
if l_93 {
l_mut_87 = l_85;
}
}
}
let l_94 = bitcast<f32>(l_mut_87);
let l_95 = bitcast<u32>(l_94);
let l_96 = f64(l_94);
l_mut_38 = l_96;
let l_97 = l_95 & u32(2139095040);
let l_98 = l_97 == u32(0);
if l_98 {
let l_99 = l_95 & u32(8388607);
let l_100 = f64(l_99);
let l_101 = l_100 * f64(1.401298464324817e-45);
l_mut_38 = l_101;
let l_102 = l_95 >> u32(31);
let l_103 = l_102 == u32(1);
if l_103 {
let l_104 = -l_mut_38;
l_mut_38 = l_104;
}
}
let l_105 = bitcast<u32>(l_15);
let l_106 = l_105 ^ u32(2147483648);
let l_107 = bitcast<f32>(l_106);
let l_108 = bitcast<u32>(l_107);
let l_109 = l_108 + u32(1);
l_mut_87 = l_109;
let l_110 = l_108 & u32(2147483647);
let l_111 = l_110 == u32(0);
if l_111 {
l_mut_87 = u32(1);
} else {
let l_112 = l_108 & u32(2147483648);
let l_113 = l_112 != u32(0);
if l_113 {
let l_114 = l_108 - u32(1);
l_mut_87 = l_114;
} else {
let l_115 = l_108 == u32(2139095040);
if l_115 {
l_mut_87 = l_108;
}
}
}
let l_116 = bitcast<f32>(l_mut_87);
let l_117 = bitcast<u32>(l_116);
let l_118 = l_117 ^ u32(2147483648);
let l_119 = bitcast<f32>(l_118);
let l_120 = bitcast<u32>(l_119);
let l_121 = f64(l_119);
l_mut_122 = l_121;
let l_123 = l_120 & u32(2139095040);
let l_124 = l_123 == u32(0);
if l_124 {
let l_125 = l_120 & u32(8388607);
let l_126 = f64(l_125);
let l_127 = l_126 * f64(1.401298464324817e-45);
l_mut_122 = l_127;
let l_128 = l_120 >> u32(31);
let l_129 = l_128 == u32(1);
if l_129 {
let l_130 = -l_mut_122;
l_mut_122 = l_130;
}
}
let l_131 = l_73 + l_72;
let l_132 = l_131 <= l_mut_61;
l_mut_133 = l_132;
let l_134 = l_73 - l_72;
let l_135 = l_134 > l_mut_61;
l_mut_136 = l_135;
let l_137 = l_74 - l_72;
let l_138 = l_137 >= l_mut_61;
l_mut_139 = l_138;
let l_140 = l_74 + l_72;
let l_141 = l_140 < l_mut_61;
l_mut_142 = l_141;
if l_13 {
let l_143 = l_73 + l_72;
let l_144 = l_143 < l_mut_38;
l_mut_133 = l_144;
let l_145 = l_73 - l_72;
let l_146 = l_145 >= l_mut_38;
l_mut_136 = l_146;
let l_147 = l_74 - l_72;
let l_148 = l_147 > l_mut_122;
l_mut_139 = l_148;
let l_149 = l_74 + l_72;
let l_150 = l_149 <= l_mut_122;
l_mut_142 = l_150;
}
l_mut_87 = u32(2);
let l_151 = l_mut_136 || l_mut_142;
if l_151 {
l_mut_87 = u32(1);
} else {
let l_152 = l_mut_133 && l_mut_139;
if l_152 {
l_mut_87 = u32(0);
}
}
let l_153 = bitcast<u32>(l_15);
let l_154 = l_153 & u32(2147483647);
let l_155 = l_154 == u32(0);
if l_155 {
let l_156 = l_73 + l_72;
let l_157 = l_156 < f64(1.1754943508222875e-38);
let l_158 = l_74 - l_72;
let l_159 = l_158 > f64(-1.1754943508222875e-38);
let l_160 = l_157 && l_159;
let l_161 = l_73 - l_72;
let l_162 = l_161 < f64(1.1754943508222875e-38);
let l_163 = l_74 + l_72;
let l_164 = l_163 > f64(-1.1754943508222875e-38);
let l_165 = l_162 && l_164;
if l_160 {
l_mut_87 = u32(0);
} else {
let l_166 = l_mut_87 == u32(1);
let l_167 = l_165 && l_166;
if l_167 {
l_mut_87 = u32(2);
}
}
}
l_mut_48 = l_mut_87;
}
l_mut_31 = l_mut_48;
} else {
let l_168 = l_9 == u32(3);
if l_168 {
l_mut_31 = u32(0);
let l_169 = l_27 >= f64(1.1754943508222875e-38);
let l_170 = l_27 <= f64(8.507059173023462e37);
let l_171 = l_169 && l_170;
if l_171 {
let l_172 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_173 = l_172 >= f64(1.1754943508222875e-38);
let l_174 = l_172 <= f64(1.7976931348623157e308);
let l_175 = l_173 && l_174;
if l_175 {
let l_176 = bitcast<u64>(l_172);
let l_177 = l_176 >> u32(bitcast<u64>(u64(52)));
let l_178 = l_177 - u64(23);
let l_179 = l_178 << u32(bitcast<u64>(u64(52)));
let l_180 = bitcast<f64>(l_179);
l_mut_122 = l_180;
}
let l_181 = l_19 * l_mut_122;
l_mut_87 = u32(2);
let l_182 = l_16 - l_29;
let l_183 = abs(l_182);
l_mut_122 = f64(1.401298464324817e-45);
let l_184 = l_183 >= f64(1.1754943508222875e-38);
let l_185 = l_183 <= f64(1.7976931348623157e308);
let l_186 = l_184 && l_185;
if l_186 {
let l_187 = bitcast<u64>(l_183);
let l_188 = l_187 >> u32(bitcast<u64>(u64(52)));
let l_189 = l_188 - u64(23);
let l_190 = l_189 << u32(bitcast<u64>(u64(52)));
let l_191 = bitcast<f64>(l_190);
l_mut_122 = l_191;
}
let l_192 = l_16 + l_29;
let l_193 = abs(l_192);
l_mut_61 = f64(1.401298464324817e-45);
let l_194 = l_193 >= f64(1.1754943508222875e-38);
let l_195 = l_193 <= f64(1.7976931348623157e308);
let l_196 = l_194 && l_195;
if l_196 {
let l_197 = bitcast<u64>(l_193);
let l_198 = l_197 >> u32(bitcast<u64>(u64(52)));
let l_199 = l_198 - u64(23);
let l_200 = l_199 << u32(bitcast<u64>(u64(52)));
let l_201 = bitcast<f64>(l_200);
l_mut_61 = l_201;
}
let l_202 = l_mut_122 == l_mut_61;
if l_202 {
let l_203 = l_181 * f64(1.4551915228366852e-11);
let l_204 = l_29 + l_203;
let l_205 = l_16 - l_181;
let l_206 = l_16 + l_181;
let l_207 = bitcast<u32>(l_15);
let l_208 = f64(l_15);
l_mut_122 = l_208;
let l_209 = l_207 & u32(2139095040);
let l_210 = l_209 == u32(0);
if l_210 {
let l_211 = l_207 & u32(8388607);
let l_212 = f64(l_211);
let l_213 = l_212 * f64(1.401298464324817e-45);
l_mut_122 = l_213;
let l_214 = l_207 >> u32(31);
let l_215 = l_214 == u32(1);
if l_215 {
let l_216 = -l_mut_122;
l_mut_122 = l_216;
}
}
let l_217 = bitcast<u32>(l_15);
let l_218 = l_217 + u32(1);
l_mut_48 = l_218;
let l_219 = l_217 & u32(2147483647);
let l_220 = l_219 == u32(0);
if l_220 {
l_mut_48 = u32(1);
} else {
let l_221 = l_217 & u32(2147483648);
let l_222 = l_221 != u32(0);
if l_222 {
let l_223 = l_217 - u32(1);
l_mut_48 = l_223;
} else {
let l_224 = l_217 == u32(2139095040);
if l_224 {
l_mut_48 = l_217;
}
}
}
let l_225 = bitcast<f32>(l_mut_48);
let l_226 = bitcast<u32>(l_225);
let l_227 = f64(l_225);
l_mut_61 = l_227;
let l_228 = l_226 & u32(2139095040);
let l_229 = l_228 == u32(0);
if l_229 {
let l_230 = l_226 & u32(8388607);
let l_231 = f64(l_230);
let l_232 = l_231 * f64(1.401298464324817e-45);
l_mut_61 = l_232;
let l_233 = l_226 >> u32(31);
let l_234 = l_233 == u32(1);
if l_234 {
let l_235 = -l_mut_61;
l_mut_61 = l_235;
}
}
let l_236 = bitcast<u32>(l_15);
let l_237 = l_236 ^ u32(2147483648);
let l_238 = bitcast<f32>(l_237);
let l_239 = bitcast<u32>(l_238);
let l_240 = l_239 + u32(1);
l_mut_48 = l_240;
let l_241 = l_239 & u32(2147483647);
let l_242 = l_241 == u32(0);
if l_242 {
l_mut_48 = u32(1);
} else {
let l_243 = l_239 & u32(2147483648);
let l_244 = l_243 != u32(0);
if l_244 {
let l_245 = l_239 - u32(1);
l_mut_48 = l_245;
} else {
let l_246 = l_239 == u32(2139095040);
if l_246 {
l_mut_48 = l_239;
}
}
}
let l_247 = bitcast<f32>(l_mut_48);
let l_248 = bitcast<u32>(l_247);
let l_249 = l_248 ^ u32(2147483648);
let l_250 = bitcast<f32>(l_249);
let l_251 = bitcast<u32>(l_250);
let l_252 = f64(l_250);
l_mut_38 = l_252;
let l_253 = l_251 & u32(2139095040);
let l_254 = l_253 == u32(0);
if l_254 {
let l_255 = l_251 & u32(8388607);
let l_256 = f64(l_255);
let l_257 = l_256 * f64(1.401298464324817e-45);
l_mut_38 = l_257;
let l_258 = l_251 >> u32(31);
let l_259 = l_258 == u32(1);
if l_259 {
let l_260 = -l_mut_38;
l_mut_38 = l_260;
}
}
let l_261 = l_205 + l_204;
let l_262 = l_261 <= l_mut_122;
l_mut_142 = l_262;
let l_263 = l_205 - l_204;
let l_264 = l_263 > l_mut_122;
l_mut_139 = l_264;
let l_265 = l_206 - l_204;
let l_266 = l_265 >= l_mut_122;
l_mut_136 = l_266;
let l_267 = l_206 + l_204;
let l_268 = l_267 < l_mut_122;
l_mut_133 = l_268;
if l_13 {
let l_269 = l_205 + l_204;
let l_270 = l_269 < l_mut_61;
l_mut_142 = l_270;
let l_271 = l_205 - l_204;
let l_272 = l_271 >= l_mut_61;
l_mut_139 = l_272;
let l_273 = l_206 - l_204;
let l_274 = l_273 > l_mut_38;
l_mut_136 = l_274;
let l_275 = l_206 + l_204;
let l_276 = l_275 <= l_mut_38;
l_mut_133 = l_276;
}
l_mut_48 = u32(2);
let l_277 = l_mut_139 || l_mut_133;
if l_277 {
l_mut_48 = u32(1);
} else {
let l_278 = l_mut_142 && l_mut_136;
if l_278 {
l_mut_48 = u32(0);
}
}
let l_279 = bitcast<u32>(l_15);
let l_280 = l_279 & u32(2147483647);
let l_281 = l_280 == u32(0);
if l_281 {
let l_282 = l_205 + l_204;
let l_283 = l_282 < f64(1.1754943508222875e-38);
let l_284 = l_206 - l_204;
let l_285 = l_284 > f64(-1.1754943508222875e-38);
let l_286 = l_283 && l_285;
let l_287 = l_205 - l_204;
let l_288 = l_287 < f64(1.1754943508222875e-38);
let l_289 = l_206 + l_204;
let l_290 = l_289 > f64(-1.1754943508222875e-38);
let l_291 = l_288 && l_290;
if l_286 {
l_mut_48 = u32(0);
} else {
let l_292 = l_mut_48 == u32(1);
let l_293 = l_291 && l_292;
if l_293 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
let l_294 = l_9 == u32(4);
if l_294 {
let l_295 = l_22 * l_27;
let l_296 = l_19 + l_295;
let l_297 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_298 = l_297 >= f64(1.1754943508222875e-38);
let l_299 = l_297 <= f64(1.7976931348623157e308);
let l_300 = l_298 && l_299;
if l_300 {
let l_301 = bitcast<u64>(l_297);
let l_302 = l_301 >> u32(bitcast<u64>(u64(52)));
let l_303 = l_302 - u64(23);
let l_304 = l_303 << u32(bitcast<u64>(u64(52)));
let l_305 = bitcast<f64>(l_304);
l_mut_122 = l_305;
}
let l_306 = l_296 * l_mut_122;
l_mut_87 = u32(2);
let l_307 = l_16 - l_29;
let l_308 = abs(l_307);
l_mut_122 = f64(1.401298464324817e-45);
let l_309 = l_308 >= f64(1.1754943508222875e-38);
let l_310 = l_308 <= f64(1.7976931348623157e308);
let l_311 = l_309 && l_310;
if l_311 {
let l_312 = bitcast<u64>(l_308);
let l_313 = l_312 >> u32(bitcast<u64>(u64(52)));
let l_314 = l_313 - u64(23);
let l_315 = l_314 << u32(bitcast<u64>(u64(52)));
let l_316 = bitcast<f64>(l_315);
l_mut_122 = l_316;
}
let l_317 = l_16 + l_29;
let l_318 = abs(l_317);
l_mut_61 = f64(1.401298464324817e-45);
let l_319 = l_318 >= f64(1.1754943508222875e-38);
let l_320 = l_318 <= f64(1.7976931348623157e308);
let l_321 = l_319 && l_320;
if l_321 {
let l_322 = bitcast<u64>(l_318);
let l_323 = l_322 >> u32(bitcast<u64>(u64(52)));
let l_324 = l_323 - u64(23);
let l_325 = l_324 << u32(bitcast<u64>(u64(52)));
let l_326 = bitcast<f64>(l_325);
l_mut_61 = l_326;
}
let l_327 = l_mut_122 == l_mut_61;
if l_327 {
let l_328 = l_306 * f64(1.4551915228366852e-11);
let l_329 = l_29 + l_328;
let l_330 = l_16 - l_306;
let l_331 = l_16 + l_306;
let l_332 = bitcast<u32>(l_15);
let l_333 = f64(l_15);
l_mut_122 = l_333;
let l_334 = l_332 & u32(2139095040);
let l_335 = l_334 == u32(0);
if l_335 {
let l_336 = l_332 & u32(8388607);
let l_337 = f64(l_336);
let l_338 = l_337 * f64(1.401298464324817e-45);
l_mut_122 = l_338;
let l_339 = l_332 >> u32(31);
let l_340 = l_339 == u32(1);
if l_340 {
let l_341 = -l_mut_122;
l_mut_122 = l_341;
}
}
let l_342 = bitcast<u32>(l_15);
let l_343 = l_342 + u32(1);
l_mut_48 = l_343;
let l_344 = l_342 & u32(2147483647);
let l_345 = l_344 == u32(0);
if l_345 {
l_mut_48 = u32(1);
} else {
let l_346 = l_342 & u32(2147483648);
let l_347 = l_346 != u32(0);
if l_347 {
let l_348 = l_342 - u32(1);
l_mut_48 = l_348;
} else {
let l_349 = l_342 == u32(2139095040);
if l_349 {
l_mut_48 = l_342;
}
}
}
let l_350 = bitcast<f32>(l_mut_48);
let l_351 = bitcast<u32>(l_350);
let l_352 = f64(l_350);
l_mut_61 = l_352;
let l_353 = l_351 & u32(2139095040);
let l_354 = l_353 == u32(0);
if l_354 {
let l_355 = l_351 & u32(8388607);
let l_356 = f64(l_355);
let l_357 = l_356 * f64(1.401298464324817e-45);
l_mut_61 = l_357;
let l_358 = l_351 >> u32(31);
let l_359 = l_358 == u32(1);
if l_359 {
let l_360 = -l_mut_61;
l_mut_61 = l_360;
}
}
let l_361 = bitcast<u32>(l_15);
let l_362 = l_361 ^ u32(2147483648);
let l_363 = bitcast<f32>(l_362);
let l_364 = bitcast<u32>(l_363);
let l_365 = l_364 + u32(1);
l_mut_48 = l_365;
let l_366 = l_364 & u32(2147483647);
let l_367 = l_366 == u32(0);
if l_367 {
l_mut_48 = u32(1);
} else {
let l_368 = l_364 & u32(2147483648);
let l_369 = l_368 != u32(0);
if l_369 {
let l_370 = l_364 - u32(1);
l_mut_48 = l_370;
} else {
let l_371 = l_364 == u32(2139095040);
if l_371 {
l_mut_48 = l_364;
}
}
}
let l_372 = bitcast<f32>(l_mut_48);
let l_373 = bitcast<u32>(l_372);
let l_374 = l_373 ^ u32(2147483648);
let l_375 = bitcast<f32>(l_374);
let l_376 = bitcast<u32>(l_375);
let l_377 = f64(l_375);
l_mut_38 = l_377;
let l_378 = l_376 & u32(2139095040);
let l_379 = l_378 == u32(0);
if l_379 {
let l_380 = l_376 & u32(8388607);
let l_381 = f64(l_380);
let l_382 = l_381 * f64(1.401298464324817e-45);
l_mut_38 = l_382;
let l_383 = l_376 >> u32(31);
let l_384 = l_383 == u32(1);
if l_384 {
let l_385 = -l_mut_38;
l_mut_38 = l_385;
}
}
let l_386 = l_330 + l_329;
let l_387 = l_386 <= l_mut_122;
l_mut_142 = l_387;
let l_388 = l_330 - l_329;
let l_389 = l_388 > l_mut_122;
l_mut_139 = l_389;
let l_390 = l_331 - l_329;
let l_391 = l_390 >= l_mut_122;
l_mut_136 = l_391;
let l_392 = l_331 + l_329;
let l_393 = l_392 < l_mut_122;
l_mut_133 = l_393;
if l_13 {
let l_394 = l_330 + l_329;
let l_395 = l_394 < l_mut_61;
l_mut_142 = l_395;
let l_396 = l_330 - l_329;
let l_397 = l_396 >= l_mut_61;
l_mut_139 = l_397;
let l_398 = l_331 - l_329;
let l_399 = l_398 > l_mut_38;
l_mut_136 = l_399;
let l_400 = l_331 + l_329;
let l_401 = l_400 <= l_mut_38;
l_mut_133 = l_401;
}
l_mut_48 = u32(2);
let l_402 = l_mut_139 || l_mut_133;
if l_402 {
l_mut_48 = u32(1);
} else {
let l_403 = l_mut_142 && l_mut_136;
if l_403 {
l_mut_48 = u32(0);
}
}
let l_404 = bitcast<u32>(l_15);
let l_405 = l_404 & u32(2147483647);
let l_406 = l_405 == u32(0);
if l_406 {
let l_407 = l_330 + l_329;
let l_408 = l_407 < f64(1.1754943508222875e-38);
let l_409 = l_331 - l_329;
let l_410 = l_409 > f64(-1.1754943508222875e-38);
let l_411 = l_408 && l_410;
let l_412 = l_330 - l_329;
let l_413 = l_412 < f64(1.1754943508222875e-38);
let l_414 = l_331 + l_329;
let l_415 = l_414 > f64(-1.1754943508222875e-38);
let l_416 = l_413 && l_415;
if l_411 {
l_mut_48 = u32(0);
} else {
let l_417 = l_mut_48 == u32(1);
let l_418 = l_416 && l_417;
if l_418 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
let l_419 = l_9 == u32(5);
if l_419 {
let l_420 = f64(2.0) * l_26;
let l_421 = abs(l_420);
let l_422 = floor(l_421);
let l_423 = f64(3.0) + l_422;
let l_424 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_425 = l_424 >= f64(1.1754943508222875e-38);
let l_426 = l_424 <= f64(1.7976931348623157e308);
let l_427 = l_425 && l_426;
if l_427 {
let l_428 = bitcast<u64>(l_424);
let l_429 = l_428 >> u32(bitcast<u64>(u64(52)));
let l_430 = l_429 - u64(23);
let l_431 = l_430 << u32(bitcast<u64>(u64(52)));
let l_432 = bitcast<f64>(l_431);
l_mut_122 = l_432;
}
let l_433 = l_423 * l_mut_122;
l_mut_87 = u32(2);
let l_434 = l_16 - l_29;
let l_435 = abs(l_434);
l_mut_122 = f64(1.401298464324817e-45);
let l_436 = l_435 >= f64(1.1754943508222875e-38);
let l_437 = l_435 <= f64(1.7976931348623157e308);
let l_438 = l_436 && l_437;
if l_438 {
let l_439 = bitcast<u64>(l_435);
let l_440 = l_439 >> u32(bitcast<u64>(u64(52)));
let l_441 = l_440 - u64(23);
let l_442 = l_441 << u32(bitcast<u64>(u64(52)));
let l_443 = bitcast<f64>(l_442);
l_mut_122 = l_443;
}
let l_444 = l_16 + l_29;
let l_445 = abs(l_444);
l_mut_61 = f64(1.401298464324817e-45);
let l_446 = l_445 >= f64(1.1754943508222875e-38);
let l_447 = l_445 <= f64(1.7976931348623157e308);
let l_448 = l_446 && l_447;
if l_448 {
let l_449 = bitcast<u64>(l_445);
let l_450 = l_449 >> u32(bitcast<u64>(u64(52)));
let l_451 = l_450 - u64(23);
let l_452 = l_451 << u32(bitcast<u64>(u64(52)));
let l_453 = bitcast<f64>(l_452);
l_mut_61 = l_453;
}
let l_454 = l_mut_122 == l_mut_61;
if l_454 {
let l_455 = l_433 * f64(1.4551915228366852e-11);
let l_456 = l_29 + l_455;
let l_457 = l_16 - l_433;
let l_458 = l_16 + l_433;
let l_459 = bitcast<u32>(l_15);
let l_460 = f64(l_15);
l_mut_122 = l_460;
let l_461 = l_459 & u32(2139095040);
let l_462 = l_461 == u32(0);
if l_462 {
let l_463 = l_459 & u32(8388607);
let l_464 = f64(l_463);
let l_465 = l_464 * f64(1.401298464324817e-45);
l_mut_122 = l_465;
let l_466 = l_459 >> u32(31);
let l_467 = l_466 == u32(1);
if l_467 {
let l_468 = -l_mut_122;
l_mut_122 = l_468;
}
}
let l_469 = bitcast<u32>(l_15);
let l_470 = l_469 + u32(1);
l_mut_48 = l_470;
let l_471 = l_469 & u32(2147483647);
let l_472 = l_471 == u32(0);
if l_472 {
l_mut_48 = u32(1);
} else {
let l_473 = l_469 & u32(2147483648);
let l_474 = l_473 != u32(0);
if l_474 {
let l_475 = l_469 - u32(1);
l_mut_48 = l_475;
} else {
let l_476 = l_469 == u32(2139095040);
if l_476 {
l_mut_48 = l_469;
}
}
}
let l_477 = bitcast<f32>(l_mut_48);
let l_478 = bitcast<u32>(l_477);
let l_479 = f64(l_477);
l_mut_61 = l_479;
let l_480 = l_478 & u32(2139095040);
let l_481 = l_480 == u32(0);
if l_481 {
let l_482 = l_478 & u32(8388607);
let l_483 = f64(l_482);
let l_484 = l_483 * f64(1.401298464324817e-45);
l_mut_61 = l_484;
let l_485 = l_478 >> u32(31);
let l_486 = l_485 == u32(1);
if l_486 {
let l_487 = -l_mut_61;
l_mut_61 = l_487;
}
}
let l_488 = bitcast<u32>(l_15);
let l_489 = l_488 ^ u32(2147483648);
let l_490 = bitcast<f32>(l_489);
let l_491 = bitcast<u32>(l_490);
let l_492 = l_491 + u32(1);
l_mut_48 = l_492;
let l_493 = l_491 & u32(2147483647);
let l_494 = l_493 == u32(0);
if l_494 {
l_mut_48 = u32(1);
} else {
let l_495 = l_491 & u32(2147483648);
let l_496 = l_495 != u32(0);
if l_496 {
let l_497 = l_491 - u32(1);
l_mut_48 = l_497;
} else {
let l_498 = l_491 == u32(2139095040);
if l_498 {
l_mut_48 = l_491;
}
}
}
let l_499 = bitcast<f32>(l_mut_48);
let l_500 = bitcast<u32>(l_499);
let l_501 = l_500 ^ u32(2147483648);
let l_502 = bitcast<f32>(l_501);
let l_503 = bitcast<u32>(l_502);
let l_504 = f64(l_502);
l_mut_38 = l_504;
let l_505 = l_503 & u32(2139095040);
let l_506 = l_505 == u32(0);
if l_506 {
let l_507 = l_503 & u32(8388607);
let l_508 = f64(l_507);
let l_509 = l_508 * f64(1.401298464324817e-45);
l_mut_38 = l_509;
let l_510 = l_503 >> u32(31);
let l_511 = l_510 == u32(1);
if l_511 {
let l_512 = -l_mut_38;
l_mut_38 = l_512;
}
}
let l_513 = l_457 + l_456;
let l_514 = l_513 <= l_mut_122;
l_mut_142 = l_514;
let l_515 = l_457 - l_456;
let l_516 = l_515 > l_mut_122;
l_mut_139 = l_516;
let l_517 = l_458 - l_456;
let l_518 = l_517 >= l_mut_122;
l_mut_136 = l_518;
let l_519 = l_458 + l_456;
let l_520 = l_519 < l_mut_122;
l_mut_133 = l_520;
if l_13 {
let l_521 = l_457 + l_456;
let l_522 = l_521 < l_mut_61;
l_mut_142 = l_522;
let l_523 = l_457 - l_456;
let l_524 = l_523 >= l_mut_61;
l_mut_139 = l_524;
let l_525 = l_458 - l_456;
let l_526 = l_525 > l_mut_38;
l_mut_136 = l_526;
let l_527 = l_458 + l_456;
let l_528 = l_527 <= l_mut_38;
l_mut_133 = l_528;
}
l_mut_48 = u32(2);
let l_529 = l_mut_139 || l_mut_133;
if l_529 {
l_mut_48 = u32(1);
} else {
let l_530 = l_mut_142 && l_mut_136;
if l_530 {
l_mut_48 = u32(0);
}
}
let l_531 = bitcast<u32>(l_15);
let l_532 = l_531 & u32(2147483647);
let l_533 = l_532 == u32(0);
if l_533 {
let l_534 = l_457 + l_456;
let l_535 = l_534 < f64(1.1754943508222875e-38);
let l_536 = l_458 - l_456;
let l_537 = l_536 > f64(-1.1754943508222875e-38);
let l_538 = l_535 && l_537;
let l_539 = l_457 - l_456;
let l_540 = l_539 < f64(1.1754943508222875e-38);
let l_541 = l_458 + l_456;
let l_542 = l_541 > f64(-1.1754943508222875e-38);
let l_543 = l_540 && l_542;
if l_538 {
l_mut_48 = u32(0);
} else {
let l_544 = l_mut_48 == u32(1);
let l_545 = l_543 && l_544;
if l_545 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
let l_546 = l_9 == u32(6);
if l_546 {
l_mut_31 = u32(0);
let l_547 = l_27 <= l_22;
if l_547 {
let l_548 = l_19 * f64(1.4551915228366852e-11);
let l_549 = l_29 + l_548;
let l_550 = l_16 - l_19;
let l_551 = l_16 + l_19;
let l_552 = bitcast<u32>(l_15);
let l_553 = f64(l_15);
l_mut_122 = l_553;
let l_554 = l_552 & u32(2139095040);
let l_555 = l_554 == u32(0);
if l_555 {
let l_556 = l_552 & u32(8388607);
let l_557 = f64(l_556);
let l_558 = l_557 * f64(1.401298464324817e-45);
l_mut_122 = l_558;
let l_559 = l_552 >> u32(31);
let l_560 = l_559 == u32(1);
if l_560 {
let l_561 = -l_mut_122;
l_mut_122 = l_561;
}
}
let l_562 = bitcast<u32>(l_15);
let l_563 = l_562 + u32(1);
l_mut_87 = l_563;
let l_564 = l_562 & u32(2147483647);
let l_565 = l_564 == u32(0);
if l_565 {
l_mut_87 = u32(1);
} else {
let l_566 = l_562 & u32(2147483648);
let l_567 = l_566 != u32(0);
if l_567 {
let l_568 = l_562 - u32(1);
l_mut_87 = l_568;
} else {
let l_569 = l_562 == u32(2139095040);
if l_569 {
l_mut_87 = l_562;
}
}
}
let l_570 = bitcast<f32>(l_mut_87);
let l_571 = bitcast<u32>(l_570);
let l_572 = f64(l_570);
l_mut_61 = l_572;
let l_573 = l_571 & u32(2139095040);
let l_574 = l_573 == u32(0);
if l_574 {
let l_575 = l_571 & u32(8388607);
let l_576 = f64(l_575);
let l_577 = l_576 * f64(1.401298464324817e-45);
l_mut_61 = l_577;
let l_578 = l_571 >> u32(31);
let l_579 = l_578 == u32(1);
if l_579 {
let l_580 = -l_mut_61;
l_mut_61 = l_580;
}
}
let l_581 = bitcast<u32>(l_15);
let l_582 = l_581 ^ u32(2147483648);
let l_583 = bitcast<f32>(l_582);
let l_584 = bitcast<u32>(l_583);
let l_585 = l_584 + u32(1);
l_mut_87 = l_585;
let l_586 = l_584 & u32(2147483647);
let l_587 = l_586 == u32(0);
if l_587 {
l_mut_87 = u32(1);
} else {
let l_588 = l_584 & u32(2147483648);
let l_589 = l_588 != u32(0);
if l_589 {
let l_590 = l_584 - u32(1);
l_mut_87 = l_590;
} else {
let l_591 = l_584 == u32(2139095040);
if l_591 {
l_mut_87 = l_584;
}
}
}
let l_592 = bitcast<f32>(l_mut_87);
let l_593 = bitcast<u32>(l_592);
let l_594 = l_593 ^ u32(2147483648);
let l_595 = bitcast<f32>(l_594);
let l_596 = bitcast<u32>(l_595);
let l_597 = f64(l_595);
l_mut_38 = l_597;
let l_598 = l_596 & u32(2139095040);
let l_599 = l_598 == u32(0);
if l_599 {
let l_600 = l_596 & u32(8388607);
let l_601 = f64(l_600);
let l_602 = l_601 * f64(1.401298464324817e-45);
l_mut_38 = l_602;
let l_603 = l_596 >> u32(31);
let l_604 = l_603 == u32(1);
if l_604 {
let l_605 = -l_mut_38;
l_mut_38 = l_605;
}
}
let l_606 = l_550 + l_549;
let l_607 = l_606 <= l_mut_122;
l_mut_142 = l_607;
let l_608 = l_550 - l_549;
let l_609 = l_608 > l_mut_122;
l_mut_139 = l_609;
let l_610 = l_551 - l_549;
let l_611 = l_610 >= l_mut_122;
l_mut_136 = l_611;
let l_612 = l_551 + l_549;
let l_613 = l_612 < l_mut_122;
l_mut_133 = l_613;
if l_13 {
let l_614 = l_550 + l_549;
let l_615 = l_614 < l_mut_61;
l_mut_142 = l_615;
let l_616 = l_550 - l_549;
let l_617 = l_616 >= l_mut_61;
l_mut_139 = l_617;
let l_618 = l_551 - l_549;
let l_619 = l_618 > l_mut_38;
l_mut_136 = l_619;
let l_620 = l_551 + l_549;
let l_621 = l_620 <= l_mut_38;
l_mut_133 = l_621;
}
l_mut_87 = u32(2);
let l_622 = l_mut_139 || l_mut_133;
if l_622 {
l_mut_87 = u32(1);
} else {
let l_623 = l_mut_142 && l_mut_136;
if l_623 {
l_mut_87 = u32(0);
}
}
let l_624 = bitcast<u32>(l_15);
let l_625 = l_624 & u32(2147483647);
let l_626 = l_625 == u32(0);
if l_626 {
let l_627 = l_550 + l_549;
let l_628 = l_627 < f64(1.1754943508222875e-38);
let l_629 = l_551 - l_549;
let l_630 = l_629 > f64(-1.1754943508222875e-38);
let l_631 = l_628 && l_630;
let l_632 = l_550 - l_549;
let l_633 = l_632 < f64(1.1754943508222875e-38);
let l_634 = l_551 + l_549;
let l_635 = l_634 > f64(-1.1754943508222875e-38);
let l_636 = l_633 && l_635;
if l_631 {
l_mut_87 = u32(0);
} else {
let l_637 = l_mut_87 == u32(1);
let l_638 = l_636 && l_637;
if l_638 {
l_mut_87 = u32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
let l_639 = l_9 == u32(7);
if l_639 {
let l_640 = abs(l_16);
let l_641 = l_19 * l_640;
l_mut_122 = l_641;
let l_642 = abs(l_16);
l_mut_61 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_61 = l_650;
}
let l_651 = f64(0.5) * l_mut_61;
let l_652 = l_651 > l_mut_122;
if l_652 {
l_mut_122 = l_651;
}
let l_653 = l_16 - l_29;
let l_654 = abs(l_653);
l_mut_61 = f64(1.401298464324817e-45);
let l_655 = l_654 >= f64(1.1754943508222875e-38);
let l_656 = l_654 <= f64(1.7976931348623157e308);
let l_657 = l_655 && l_656;
if l_657 {
let l_658 = bitcast<u64>(l_654);
let l_659 = l_658 >> u32(bitcast<u64>(u64(52)));
let l_660 = l_659 - u64(23);
let l_661 = l_660 << u32(bitcast<u64>(u64(52)));
let l_662 = bitcast<f64>(l_661);
l_mut_61 = l_662;
}
let l_663 = l_16 + l_29;
let l_664 = abs(l_663);
l_mut_38 = f64(1.401298464324817e-45);
let l_665 = l_664 >= f64(1.1754943508222875e-38);
let l_666 = l_664 <= f64(1.7976931348623157e308);
let l_667 = l_665 && l_666;
if l_667 {
let l_668 = bitcast<u64>(l_664);
let l_669 = l_668 >> u32(bitcast<u64>(u64(52)));
let l_670 = l_669 - u64(23);
let l_671 = l_670 << u32(bitcast<u64>(u64(52)));
let l_672 = bitcast<f64>(l_671);
l_mut_38 = l_672;
}
let l_673 = l_mut_61 == l_mut_38;
if l_673 {
let l_674 = l_19 * l_29;
let l_675 = l_29 + l_674;
let l_676 = l_mut_122 * f64(1.4551915228366852e-11);
let l_677 = l_675 + l_676;
let l_678 = l_16 - l_mut_122;
let l_679 = l_16 + l_mut_122;
let l_680 = bitcast<u32>(l_15);
let l_681 = f64(l_15);
l_mut_122 = l_681;
let l_682 = l_680 & u32(2139095040);
let l_683 = l_682 == u32(0);
if l_683 {
let l_684 = l_680 & u32(8388607);
let l_685 = f64(l_684);
let l_686 = l_685 * f64(1.401298464324817e-45);
l_mut_122 = l_686;
let l_687 = l_680 >> u32(31);
let l_688 = l_687 == u32(1);
if l_688 {
let l_689 = -l_mut_122;
l_mut_122 = l_689;
}
}
let l_690 = bitcast<u32>(l_15);
let l_691 = l_690 + u32(1);
l_mut_87 = l_691;
let l_692 = l_690 & u32(2147483647);
let l_693 = l_692 == u32(0);
if l_693 {
l_mut_87 = u32(1);
} else {
let l_694 = l_690 & u32(2147483648);
let l_695 = l_694 != u32(0);
if l_695 {
let l_696 = l_690 - u32(1);
l_mut_87 = l_696;
} else {
let l_697 = l_690 == u32(2139095040);
if l_697 {
l_mut_87 = l_690;
}
}
}
let l_698 = bitcast<f32>(l_mut_87);
let l_699 = bitcast<u32>(l_698);
let l_700 = f64(l_698);
l_mut_61 = l_700;
let l_701 = l_699 & u32(2139095040);
let l_702 = l_701 == u32(0);
if l_702 {
let l_703 = l_699 & u32(8388607);
let l_704 = f64(l_703);
let l_705 = l_704 * f64(1.401298464324817e-45);
l_mut_61 = l_705;
let l_706 = l_699 >> u32(31);
let l_707 = l_706 == u32(1);
if l_707 {
let l_708 = -l_mut_61;
l_mut_61 = l_708;
}
}
let l_709 = bitcast<u32>(l_15);
let l_710 = l_709 ^ u32(2147483648);
let l_711 = bitcast<f32>(l_710);
let l_712 = bitcast<u32>(l_711);
let l_713 = l_712 + u32(1);
l_mut_87 = l_713;
let l_714 = l_712 & u32(2147483647);
let l_715 = l_714 == u32(0);
if l_715 {
l_mut_87 = u32(1);
} else {
let l_716 = l_712 & u32(2147483648);
let l_717 = l_716 != u32(0);
if l_717 {
let l_718 = l_712 - u32(1);
l_mut_87 = l_718;
} else {
let l_719 = l_712 == u32(2139095040);
if l_719 {
l_mut_87 = l_712;
}
}
}
let l_720 = bitcast<f32>(l_mut_87);
let l_721 = bitcast<u32>(l_720);
let l_722 = l_721 ^ u32(2147483648);
let l_723 = bitcast<f32>(l_722);
let l_724 = bitcast<u32>(l_723);
let l_725 = f64(l_723);
l_mut_38 = l_725;
let l_726 = l_724 & u32(2139095040);
let l_727 = l_726 == u32(0);
if l_727 {
let l_728 = l_724 & u32(8388607);
let l_729 = f64(l_728);
let l_730 = l_729 * f64(1.401298464324817e-45);
l_mut_38 = l_730;
let l_731 = l_724 >> u32(31);
let l_732 = l_731 == u32(1);
if l_732 {
let l_733 = -l_mut_38;
l_mut_38 = l_733;
}
}
let l_734 = l_678 + l_677;
let l_735 = l_734 <= l_mut_122;
l_mut_142 = l_735;
let l_736 = l_678 - l_677;
let l_737 = l_736 > l_mut_122;
l_mut_139 = l_737;
let l_738 = l_679 - l_677;
let l_739 = l_738 >= l_mut_122;
l_mut_136 = l_739;
let l_740 = l_679 + l_677;
let l_741 = l_740 < l_mut_122;
l_mut_133 = l_741;
if l_13 {
let l_742 = l_678 + l_677;
let l_743 = l_742 < l_mut_61;
l_mut_142 = l_743;
let l_744 = l_678 - l_677;
let l_745 = l_744 >= l_mut_61;
l_mut_139 = l_745;
let l_746 = l_679 - l_677;
let l_747 = l_746 > l_mut_38;
l_mut_136 = l_747;
let l_748 = l_679 + l_677;
let l_749 = l_748 <= l_mut_38;
l_mut_133 = l_749;
}
l_mut_87 = u32(2);
let l_750 = l_mut_139 || l_mut_133;
if l_750 {
l_mut_87 = u32(1);
} else {
let l_751 = l_mut_142 && l_mut_136;
if l_751 {
l_mut_87 = u32(0);
}
}
let l_752 = bitcast<u32>(l_15);
let l_753 = l_752 & u32(2147483647);
let l_754 = l_753 == u32(0);
if l_754 {
let l_755 = l_678 + l_677;
let l_756 = l_755 < f64(1.1754943508222875e-38);
let l_757 = l_679 - l_677;
let l_758 = l_757 > f64(-1.1754943508222875e-38);
let l_759 = l_756 && l_758;
let l_760 = l_678 - l_677;
let l_761 = l_760 < f64(1.1754943508222875e-38);
let l_762 = l_679 + l_677;
let l_763 = l_762 > f64(-1.1754943508222875e-38);
let l_764 = l_761 && l_763;
if l_759 {
l_mut_87 = u32(0);
} else {
let l_765 = l_mut_87 == u32(1);
let l_766 = l_764 && l_765;
if l_766 {
l_mut_87 = u32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
let l_767 = l_9 == u32(8);
if l_767 {
let l_768 = l_26 >= f64(0.5);
let l_769 = l_26 <= f64(2.0);
let l_770 = l_768 && l_769;
if l_770 {
let l_771 = l_19 * f64(1.4551915228366852e-11);
let l_772 = l_29 + l_771;
let l_773 = l_16 - l_19;
let l_774 = l_16 + l_19;
let l_775 = bitcast<u32>(l_15);
let l_776 = f64(l_15);
l_mut_122 = l_776;
let l_777 = l_775 & u32(2139095040);
let l_778 = l_777 == u32(0);
if l_778 {
let l_779 = l_775 & u32(8388607);
let l_780 = f64(l_779);
let l_781 = l_780 * f64(1.401298464324817e-45);
l_mut_122 = l_781;
let l_782 = l_775 >> u32(31);
let l_783 = l_782 == u32(1);
if l_783 {
let l_784 = -l_mut_122;
l_mut_122 = l_784;
}
}
let l_785 = bitcast<u32>(l_15);
let l_786 = l_785 + u32(1);
l_mut_87 = l_786;
let l_787 = l_785 & u32(2147483647);
let l_788 = l_787 == u32(0);
if l_788 {
l_mut_87 = u32(1);
} else {
let l_789 = l_785 & u32(2147483648);
let l_790 = l_789 != u32(0);
if l_790 {
let l_791 = l_785 - u32(1);
l_mut_87 = l_791;
} else {
let l_792 = l_785 == u32(2139095040);
if l_792 {
l_mut_87 = l_785;
}
}
}
let l_793 = bitcast<f32>(l_mut_87);
let l_794 = bitcast<u32>(l_793);
let l_795 = f64(l_793);
l_mut_61 = l_795;
let l_796 = l_794 & u32(2139095040);
let l_797 = l_796 == u32(0);
if l_797 {
let l_798 = l_794 & u32(8388607);
let l_799 = f64(l_798);
let l_800 = l_799 * f64(1.401298464324817e-45);
l_mut_61 = l_800;
let l_801 = l_794 >> u32(31);
let l_802 = l_801 == u32(1);
if l_802 {
let l_803 = -l_mut_61;
l_mut_61 = l_803;
}
}
let l_804 = bitcast<u32>(l_15);
let l_805 = l_804 ^ u32(2147483648);
let l_806 = bitcast<f32>(l_805);
let l_807 = bitcast<u32>(l_806);
let l_808 = l_807 + u32(1);
l_mut_87 = l_808;
let l_809 = l_807 & u32(2147483647);
let l_810 = l_809 == u32(0);
if l_810 {
l_mut_87 = u32(1);
} else {
let l_811 = l_807 & u32(2147483648);
let l_812 = l_811 != u32(0);
if l_812 {
let l_813 = l_807 - u32(1);
l_mut_87 = l_813;
} else {
let l_814 = l_807 == u32(2139095040);
if l_814 {
l_mut_87 = l_807;
}
}
}
let l_815 = bitcast<f32>(l_mut_87);
let l_816 = bitcast<u32>(l_815);
let l_817 = l_816 ^ u32(2147483648);
let l_818 = bitcast<f32>(l_817);
let l_819 = bitcast<u32>(l_818);
let l_820 = f64(l_818);
l_mut_38 = l_820;
let l_821 = l_819 & u32(2139095040);
let l_822 = l_821 == u32(0);
if l_822 {
let l_823 = l_819 & u32(8388607);
let l_824 = f64(l_823);
let l_825 = l_824 * f64(1.401298464324817e-45);
l_mut_38 = l_825;
let l_826 = l_819 >> u32(31);
let l_827 = l_826 == u32(1);
if l_827 {
let l_828 = -l_mut_38;
l_mut_38 = l_828;
}
}
let l_829 = l_773 + l_772;
let l_830 = l_829 <= l_mut_122;
l_mut_142 = l_830;
let l_831 = l_773 - l_772;
let l_832 = l_831 > l_mut_122;
l_mut_139 = l_832;
let l_833 = l_774 - l_772;
let l_834 = l_833 >= l_mut_122;
l_mut_136 = l_834;
let l_835 = l_774 + l_772;
let l_836 = l_835 < l_mut_122;
l_mut_133 = l_836;
if l_13 {
let l_837 = l_773 + l_772;
let l_838 = l_837 < l_mut_61;
l_mut_142 = l_838;
let l_839 = l_773 - l_772;
let l_840 = l_839 >= l_mut_61;
l_mut_139 = l_840;
let l_841 = l_774 - l_772;
let l_842 = l_841 > l_mut_38;
l_mut_136 = l_842;
let l_843 = l_774 + l_772;
let l_844 = l_843 <= l_mut_38;
l_mut_133 = l_844;
}
l_mut_87 = u32(2);
let l_845 = l_mut_139 || l_mut_133;
if l_845 {
l_mut_87 = u32(1);
} else {
let l_846 = l_mut_142 && l_mut_136;
if l_846 {
l_mut_87 = u32(0);
}
}
let l_847 = bitcast<u32>(l_15);
let l_848 = l_847 & u32(2147483647);
let l_849 = l_848 == u32(0);
if l_849 {
let l_850 = l_773 + l_772;
let l_851 = l_850 < f64(1.1754943508222875e-38);
let l_852 = l_774 - l_772;
let l_853 = l_852 > f64(-1.1754943508222875e-38);
let l_854 = l_851 && l_853;
let l_855 = l_773 - l_772;
let l_856 = l_855 < f64(1.1754943508222875e-38);
let l_857 = l_774 + l_772;
let l_858 = l_857 > f64(-1.1754943508222875e-38);
let l_859 = l_856 && l_858;
if l_854 {
l_mut_87 = u32(0);
} else {
let l_860 = l_mut_87 == u32(1);
let l_861 = l_859 && l_860;
if l_861 {
l_mut_87 = u32(2);
}
}
}
l_mut_31 = l_mut_87;
} else {
let l_862 = abs(l_16);
l_mut_122 = f64(1.401298464324817e-45);
let l_863 = l_862 >= f64(1.1754943508222875e-38);
let l_864 = l_862 <= f64(1.7976931348623157e308);
let l_865 = l_863 && l_864;
if l_865 {
let l_866 = bitcast<u64>(l_862);
let l_867 = l_866 >> u32(bitcast<u64>(u64(52)));
let l_868 = l_867 - u64(23);
let l_869 = l_868 << u32(bitcast<u64>(u64(52)));
let l_870 = bitcast<f64>(l_869);
l_mut_122 = l_870;
}
let l_871 = l_22 * l_mut_122;
l_mut_87 = u32(2);
let l_872 = l_16 - l_29;
let l_873 = abs(l_872);
l_mut_122 = f64(1.401298464324817e-45);
let l_874 = l_873 >= f64(1.1754943508222875e-38);
let l_875 = l_873 <= f64(1.7976931348623157e308);
let l_876 = l_874 && l_875;
if l_876 {
let l_877 = bitcast<u64>(l_873);
let l_878 = l_877 >> u32(bitcast<u64>(u64(52)));
let l_879 = l_878 - u64(23);
let l_880 = l_879 << u32(bitcast<u64>(u64(52)));
let l_881 = bitcast<f64>(l_880);
l_mut_122 = l_881;
}
let l_882 = l_16 + l_29;
let l_883 = abs(l_882);
l_mut_61 = f64(1.401298464324817e-45);
let l_884 = l_883 >= f64(1.1754943508222875e-38);
let l_885 = l_883 <= f64(1.7976931348623157e308);
let l_886 = l_884 && l_885;
if l_886 {
let l_887 = bitcast<u64>(l_883);
let l_888 = l_887 >> u32(bitcast<u64>(u64(52)));
let l_889 = l_888 - u64(23);
let l_890 = l_889 << u32(bitcast<u64>(u64(52)));
let l_891 = bitcast<f64>(l_890);
l_mut_61 = l_891;
}
let l_892 = l_mut_122 == l_mut_61;
if l_892 {
let l_893 = l_871 * f64(1.4551915228366852e-11);
let l_894 = l_29 + l_893;
let l_895 = l_16 - l_871;
let l_896 = l_16 + l_871;
let l_897 = bitcast<u32>(l_15);
let l_898 = f64(l_15);
l_mut_122 = l_898;
let l_899 = l_897 & u32(2139095040);
let l_900 = l_899 == u32(0);
if l_900 {
let l_901 = l_897 & u32(8388607);
let l_902 = f64(l_901);
let l_903 = l_902 * f64(1.401298464324817e-45);
l_mut_122 = l_903;
let l_904 = l_897 >> u32(31);
let l_905 = l_904 == u32(1);
if l_905 {
let l_906 = -l_mut_122;
l_mut_122 = l_906;
}
}
let l_907 = bitcast<u32>(l_15);
let l_908 = l_907 + u32(1);
l_mut_48 = l_908;
let l_909 = l_907 & u32(2147483647);
let l_910 = l_909 == u32(0);
if l_910 {
l_mut_48 = u32(1);
} else {
let l_911 = l_907 & u32(2147483648);
let l_912 = l_911 != u32(0);
if l_912 {
let l_913 = l_907 - u32(1);
l_mut_48 = l_913;
} else {
let l_914 = l_907 == u32(2139095040);
if l_914 {
l_mut_48 = l_907;
}
}
}
let l_915 = bitcast<f32>(l_mut_48);
let l_916 = bitcast<u32>(l_915);
let l_917 = f64(l_915);
l_mut_61 = l_917;
let l_918 = l_916 & u32(2139095040);
let l_919 = l_918 == u32(0);
if l_919 {
let l_920 = l_916 & u32(8388607);
let l_921 = f64(l_920);
let l_922 = l_921 * f64(1.401298464324817e-45);
l_mut_61 = l_922;
let l_923 = l_916 >> u32(31);
let l_924 = l_923 == u32(1);
if l_924 {
let l_925 = -l_mut_61;
l_mut_61 = l_925;
}
}
let l_926 = bitcast<u32>(l_15);
let l_927 = l_926 ^ u32(2147483648);
let l_928 = bitcast<f32>(l_927);
let l_929 = bitcast<u32>(l_928);
let l_930 = l_929 + u32(1);
l_mut_48 = l_930;
let l_931 = l_929 & u32(2147483647);
let l_932 = l_931 == u32(0);
if l_932 {
l_mut_48 = u32(1);
} else {
let l_933 = l_929 & u32(2147483648);
let l_934 = l_933 != u32(0);
if l_934 {
let l_935 = l_929 - u32(1);
l_mut_48 = l_935;
} else {
let l_936 = l_929 == u32(2139095040);
if l_936 {
l_mut_48 = l_929;
}
}
}
let l_937 = bitcast<f32>(l_mut_48);
let l_938 = bitcast<u32>(l_937);
let l_939 = l_938 ^ u32(2147483648);
let l_940 = bitcast<f32>(l_939);
let l_941 = bitcast<u32>(l_940);
let l_942 = f64(l_940);
l_mut_38 = l_942;
let l_943 = l_941 & u32(2139095040);
let l_944 = l_943 == u32(0);
if l_944 {
let l_945 = l_941 & u32(8388607);
let l_946 = f64(l_945);
let l_947 = l_946 * f64(1.401298464324817e-45);
l_mut_38 = l_947;
let l_948 = l_941 >> u32(31);
let l_949 = l_948 == u32(1);
if l_949 {
let l_950 = -l_mut_38;
l_mut_38 = l_950;
}
}
let l_951 = l_895 + l_894;
let l_952 = l_951 <= l_mut_122;
l_mut_142 = l_952;
let l_953 = l_895 - l_894;
let l_954 = l_953 > l_mut_122;
l_mut_139 = l_954;
let l_955 = l_896 - l_894;
let l_956 = l_955 >= l_mut_122;
l_mut_136 = l_956;
let l_957 = l_896 + l_894;
let l_958 = l_957 < l_mut_122;
l_mut_133 = l_958;
if l_13 {
let l_959 = l_895 + l_894;
let l_960 = l_959 < l_mut_61;
l_mut_142 = l_960;
let l_961 = l_895 - l_894;
let l_962 = l_961 >= l_mut_61;
l_mut_139 = l_962;
let l_963 = l_896 - l_894;
let l_964 = l_963 > l_mut_38;
l_mut_136 = l_964;
let l_965 = l_896 + l_894;
let l_966 = l_965 <= l_mut_38;
l_mut_133 = l_966;
}
l_mut_48 = u32(2);
let l_967 = l_mut_139 || l_mut_133;
if l_967 {
l_mut_48 = u32(1);
} else {
let l_968 = l_mut_142 && l_mut_136;
if l_968 {
l_mut_48 = u32(0);
}
}
let l_969 = bitcast<u32>(l_15);
let l_970 = l_969 & u32(2147483647);
let l_971 = l_970 == u32(0);
if l_971 {
let l_972 = l_895 + l_894;
let l_973 = l_972 < f64(1.1754943508222875e-38);
let l_974 = l_896 - l_894;
let l_975 = l_974 > f64(-1.1754943508222875e-38);
let l_976 = l_973 && l_975;
let l_977 = l_895 - l_894;
let l_978 = l_977 < f64(1.1754943508222875e-38);
let l_979 = l_896 + l_894;
let l_980 = l_979 > f64(-1.1754943508222875e-38);
let l_981 = l_978 && l_980;
if l_976 {
l_mut_48 = u32(0);
} else {
let l_982 = l_mut_48 == u32(1);
let l_983 = l_981 && l_982;
if l_983 {
l_mut_48 = u32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
let l_984 = l_9 == u32(11);
let l_985 = l_9 == u32(12);
let l_986 = l_984 || l_985;
if l_986 {
l_mut_31 = u32(0);
}
let l_987 = l_27 <= l_25;
let l_988 = l_9 == u32(11);
let l_989 = l_987 && l_988;
if l_989 {
let l_990 = f32(l_26);
let l_991 = bitcast<u32>(l_990);
let l_992 = f64(l_990);
l_mut_122 = l_992;
let l_993 = l_991 & u32(2139095040);
let l_994 = l_993 == u32(0);
if l_994 {
let l_995 = l_991 & u32(8388607);
let l_996 = f64(l_995);
let l_997 = l_996 * f64(1.401298464324817e-45);
l_mut_122 = l_997;
let l_998 = l_991 >> u32(31);
let l_999 = l_998 == u32(1);
if l_999 {
let l_1000 = -l_mut_122;
l_mut_122 = l_1000;
}
}
let l_1001 = abs(l_mut_122);
l_mut_122 = l_1001;
l_mut_87 = u32(0);
let l_1002 = l_1001 >= f64(0.785);
if l_1002 {
let l_1003 = l_1001 * f64(0.6366197723675814);
let l_1004 = l_1003 + f64(0.5);
let l_1005 = floor(l_1004);
let l_1006 = l_1005 * f64(1.570796325802803);
let l_1007 = l_1001 - l_1006;
let l_1008 = l_1007 * l_4;
let l_1009 = l_1005 * f64(9.920935796805404e-10);
let l_1010 = l_1008 - l_1009;
l_mut_122 = l_1010;
let l_1011 = u32(l_1005);
l_mut_87 = l_1011;
}
let l_1012 = bitcast<u32>(l_990);
let l_1013 = l_1012 >> u32(31);
let l_1014 = l_1013 == u32(1);
let l_1015 = l_mut_122 * l_mut_122;
let l_1016 = l_1015 * f64(1.9572941063391263e-20);
let l_1017 = f64(8.22063524662433e-18) - l_1016;
l_mut_61 = l_1017;
let l_1018 = l_mut_61 * l_1015;
let l_1019 = l_1018 - f64(2.8114572543455206e-15);
l_mut_61 = l_1019;
let l_1020 = l_mut_61 * l_1015;
let l_1021 = l_1020 + f64(7.647163731819816e-13);
l_mut_61 = l_1021;
let l_1022 = l_mut_61 * l_1015;
let l_1023 = l_1022 - f64(1.6059043836821613e-10);
l_mut_61 = l_1023;
let l_1024 = l_mut_61 * l_1015;
let l_1025 = l_1024 + f64(2.505210838544172e-8);
l_mut_61 = l_1025;
let l_1026 = l_mut_61 * l_1015;
let l_1027 = l_1026 - f64(2.7557319223985893e-6);
l_mut_61 = l_1027;
let l_1028 = l_mut_61 * l_1015;
let l_1029 = l_1028 + f64(0.0001984126984126984);
l_mut_61 = l_1029;
let l_1030 = l_mut_61 * l_1015;
let l_1031 = l_1030 - f64(0.008333333333333333);
l_mut_61 = l_1031;
let l_1032 = l_mut_61 * l_1015;
let l_1033 = l_1032 + f64(0.16666666666666666);
l_mut_61 = l_1033;
let l_1034 = f64(0.5) * l_1015;
let l_1035 = f64(1.0) - l_1034;
let l_1036 = f64(0.0) * l_1035;
let l_1037 = l_mut_122 * l_1015;
let l_1038 = l_1037 * l_mut_61;
let l_1039 = l_1036 - l_1038;
let l_1040 = l_mut_122 + l_1039;
let l_1041 = l_mut_122 * l_mut_122;
let l_1042 = l_1041 * f64(4.110317623312165e-19);
let l_1043 = l_1042 - f64(1.5619206968586225e-16);
l_mut_61 = l_1043;
let l_1044 = l_mut_61 * l_1041;
let l_1045 = l_1044 + f64(4.779477332387385e-14);
l_mut_61 = l_1045;
let l_1046 = l_mut_61 * l_1041;
let l_1047 = l_1046 - f64(1.1470745597729725e-11);
l_mut_61 = l_1047;
let l_1048 = l_mut_61 * l_1041;
let l_1049 = l_1048 + f64(2.08767569878681e-9);
l_mut_61 = l_1049;
let l_1050 = l_mut_61 * l_1041;
let l_1051 = l_1050 - f64(2.755731922398589e-7);
l_mut_61 = l_1051;
let l_1052 = l_mut_61 * l_1041;
let l_1053 = l_1052 + f64(2.48015873015873e-5);
l_mut_61 = l_1053;
let l_1054 = l_mut_61 * l_1041;
let l_1055 = l_1054 - f64(0.001388888888888889);
l_mut_61 = l_1055;
let l_1056 = l_mut_61 * l_1041;
let l_1057 = l_1056 + f64(0.041666666666666664);
l_mut_61 = l_1057;
let l_1058 = f64(0.5) * l_1041;
let l_1059 = f64(1.0) - l_1058;
let l_1060 = l_1041 * l_1041;
let l_1061 = l_1060 * l_mut_61;
let l_1062 = f64(0.0) * l_mut_122;
let l_1063 = l_1061 - l_1062;
let l_1064 = l_1059 + l_1063;
let l_1065 = l_mut_87 & u32(1);
let l_1066 = l_1065 == u32(1);
l_mut_122 = l_1040;
let l_1067 = l_mut_87 & u32(2);
let l_1068 = l_1067 != u32(0);
l_mut_142 = l_1068;
if l_1066 {
l_mut_122 = l_1064;
}
let l_1069 = bool(true) && l_1014;
if l_1069 {
let l_1070 = !l_mut_142;
l_mut_142 = l_1070;
}
if l_mut_142 {
let l_1071 = -l_mut_122;
l_mut_122 = l_1071;
}
let l_1072 = f32(l_26);
let l_1073 = bitcast<u32>(l_1072);
let l_1074 = f64(l_1072);
l_mut_61 = l_1074;
let l_1075 = l_1073 & u32(2139095040);
let l_1076 = l_1075 == u32(0);
if l_1076 {
let l_1077 = l_1073 & u32(8388607);
let l_1078 = f64(l_1077);
let l_1079 = l_1078 * f64(1.401298464324817e-45);
l_mut_61 = l_1079;
let l_1080 = l_1073 >> u32(31);
let l_1081 = l_1080 == u32(1);
if l_1081 {
let l_1082 = -l_mut_61;
l_mut_61 = l_1082;
}
}
let l_1083 = abs(l_mut_61);
l_mut_61 = l_1083;
l_mut_87 = u32(0);
let l_1084 = l_1083 >= f64(0.785);
if l_1084 {
let l_1085 = l_1083 * f64(0.6366197723675814);
let l_1086 = l_1085 + f64(0.5);
let l_1087 = floor(l_1086);
let l_1088 = l_1087 * f64(1.570796325802803);
let l_1089 = l_1083 - l_1088;
let l_1090 = l_1089 * l_4;
let l_1091 = l_1087 * f64(9.920935796805404e-10);
let l_1092 = l_1090 - l_1091;
l_mut_61 = l_1092;
let l_1093 = u32(l_1087);
l_mut_87 = l_1093;
}
let l_1094 = bitcast<u32>(l_1072);
let l_1095 = l_1094 >> u32(31);
let l_1096 = l_1095 == u32(1);
let l_1097 = l_mut_61 * l_mut_61;
let l_1098 = l_1097 * f64(1.9572941063391263e-20);
let l_1099 = f64(8.22063524662433e-18) - l_1098;
l_mut_38 = l_1099;
let l_1100 = l_mut_38 * l_1097;
let l_1101 = l_1100 - f64(2.8114572543455206e-15);
l_mut_38 = l_1101;
let l_1102 = l_mut_38 * l_1097;
let l_1103 = l_1102 + f64(7.647163731819816e-13);
l_mut_38 = l_1103;
let l_1104 = l_mut_38 * l_1097;
let l_1105 = l_1104 - f64(1.6059043836821613e-10);
l_mut_38 = l_1105;
let l_1106 = l_mut_38 * l_1097;
let l_1107 = l_1106 + f64(2.505210838544172e-8);
l_mut_38 = l_1107;
let l_1108 = l_mut_38 * l_1097;
let l_1109 = l_1108 - f64(2.7557319223985893e-6);
l_mut_38 = l_1109;
let l_1110 = l_mut_38 * l_1097;
let l_1111 = l_1110 + f64(0.0001984126984126984);
l_mut_38 = l_1111;
let l_1112 = l_mut_38 * l_1097;
let l_1113 = l_1112 - f64(0.008333333333333333);
l_mut_38 = l_1113;
let l_1114 = l_mut_38 * l_1097;
let l_1115 = l_1114 + f64(0.16666666666666666);
l_mut_38 = l_1115;
let l_1116 = f64(0.5) * l_1097;
let l_1117 = f64(1.0) - l_1116;
let l_1118 = f64(0.0) * l_1117;
let l_1119 = l_mut_61 * l_1097;
let l_1120 = l_1119 * l_mut_38;
let l_1121 = l_1118 - l_1120;
let l_1122 = l_mut_61 + l_1121;
let l_1123 = l_mut_61 * l_mut_61;
let l_1124 = l_1123 * f64(4.110317623312165e-19);
let l_1125 = l_1124 - f64(1.5619206968586225e-16);
l_mut_38 = l_1125;
let l_1126 = l_mut_38 * l_1123;
let l_1127 = l_1126 + f64(4.779477332387385e-14);
l_mut_38 = l_1127;
let l_1128 = l_mut_38 * l_1123;
let l_1129 = l_1128 - f64(1.1470745597729725e-11);
l_mut_38 = l_1129;
let l_1130 = l_mut_38 * l_1123;
let l_1131 = l_1130 + f64(2.08767569878681e-9);
l_mut_38 = l_1131;
let l_1132 = l_mut_38 * l_1123;
let l_1133 = l_1132 - f64(2.755731922398589e-7);
l_mut_38 = l_1133;
let l_1134 = l_mut_38 * l_1123;
let l_1135 = l_1134 + f64(2.48015873015873e-5);
l_mut_38 = l_1135;
let l_1136 = l_mut_38 * l_1123;
let l_1137 = l_1136 - f64(0.001388888888888889);
l_mut_38 = l_1137;
let l_1138 = l_mut_38 * l_1123;
let l_1139 = l_1138 + f64(0.041666666666666664);
l_mut_38 = l_1139;
let l_1140 = f64(0.5) * l_1123;
let l_1141 = f64(1.0) - l_1140;
let l_1142 = l_1123 * l_1123;
let l_1143 = l_1142 * l_mut_38;
let l_1144 = f64(0.0) * l_mut_61;
let l_1145 = l_1143 - l_1144;
let l_1146 = l_1141 + l_1145;
let l_1147 = l_mut_87 & u32(1);
let l_1148 = l_1147 == u32(1);
l_mut_61 = l_1122;
let l_1149 = l_mut_87 & u32(2);
let l_1150 = l_1149 != u32(0);
l_mut_142 = l_1150;
l_mut_61 = l_1146;
if l_1148 {
l_mut_61 = l_1122;
}
let l_1151 = l_mut_87 + u32(1);
let l_1152 = l_1151 & u32(2);
let l_1153 = l_1152 != u32(0);
l_mut_142 = l_1153;
let l_1154 = bool(false) && l_1096;
if l_1154 {
let l_1155 = !l_mut_142;
l_mut_142 = l_1155;
}
if l_mut_142 {
let l_1156 = -l_mut_61;
l_mut_61 = l_1156;
}
let l_1157 = abs(l_mut_122);
let l_1158 = l_1157 * f64(1.4551915228366852e-11);
let l_1159 = abs(l_mut_61);
let l_1160 = l_1159 * f64(1.4551915228366852e-11);
l_mut_38 = f64(1.4551915228366852e-11);
l_mut_87 = u32(2);
if l_13 {
let l_1161 = l_mut_122 - l_19;
let l_1162 = abs(l_1161);
let l_1163 = l_1162 * f64(2.220446049250313e-16);
let l_1164 = l_1158 + l_1163;
let l_1165 = l_1161 + l_1164;
let l_1166 = -l_1165;
let l_1167 = l_1166 * f64(7.1362384635298e44);
let l_1168 = floor(l_1167);
let l_1169 = l_1168 * f64(1.401298464324817e-45);
l_mut_1170 = l_1169;
let l_1171 = abs(l_1166);
let l_1172 = l_1171 >= f64(1.1754943508222875e-38);
if l_1172 {
let l_1173 = f32(l_1166);
let l_1174 = f64(l_1173);
l_mut_1170 = l_1174;
let l_1175 = l_mut_1170 > l_1166;
if l_1175 {
let l_1176 = bitcast<u32>(l_1173);
let l_1177 = l_1176 ^ u32(2147483648);
let l_1178 = bitcast<f32>(l_1177);
let l_1179 = bitcast<u32>(l_1178);
let l_1180 = l_1179 + u32(1);
l_mut_48 = l_1180;
let l_1181 = l_1179 & u32(2147483647);
let l_1182 = l_1181 == u32(0);
if l_1182 {
l_mut_48 = u32(1);
} else {
let l_1183 = l_1179 & u32(2147483648);
let l_1184 = l_1183 != u32(0);
if l_1184 {
let l_1185 = l_1179 - u32(1);
l_mut_48 = l_1185;
} else {
let l_1186 = l_1179 == u32(2139095040);
if l_1186 {
l_mut_48 = l_1179;
}
}
}
let l_1187 = bitcast<f32>(l_mut_48);
let l_1188 = bitcast<u32>(l_1187);
let l_1189 = l_1188 ^ u32(2147483648);
let l_1190 = bitcast<f32>(l_1189);
let l_1191 = bitcast<u32>(l_1190);
let l_1192 = f64(l_1190);
l_mut_1193 = l_1192;
let l_1194 = l_1191 & u32(2139095040);
let l_1195 = l_1194 == u32(0);
if l_1195 {
let l_1196 = l_1191 & u32(8388607);
let l_1197 = f64(l_1196);
let l_1198 = l_1197 * f64(1.401298464324817e-45);
l_mut_1193 = l_1198;
let l_1199 = l_1191 >> u32(31);
let l_1200 = l_1199 == u32(1);
if l_1200 {
let l_1201 = -l_mut_1193;
l_mut_1193 = l_1201;
}
}
l_mut_1170 = l_mut_1193;
} else {
let l_1202 = bitcast<u32>(l_1173);
let l_1203 = l_1202 + u32(1);
l_mut_48 = l_1203;
let l_1204 = l_1202 & u32(2147483647);
let l_1205 = l_1204 == u32(0);
if l_1205 {
l_mut_48 = u32(1);
} else {
let l_1206 = l_1202 & u32(2147483648);
let l_1207 = l_1206 != u32(0);
if l_1207 {
let l_1208 = l_1202 - u32(1);
l_mut_48 = l_1208;
} else {
let l_1209 = l_1202 == u32(2139095040);
if l_1209 {
l_mut_48 = l_1202;
}
}
}
let l_1210 = bitcast<f32>(l_mut_48);
let l_1211 = bitcast<u32>(l_1210);
let l_1212 = f64(l_1210);
l_mut_1193 = l_1212;
let l_1213 = l_1211 & u32(2139095040);
let l_1214 = l_1213 == u32(0);
if l_1214 {
let l_1215 = l_1211 & u32(8388607);
let l_1216 = f64(l_1215);
let l_1217 = l_1216 * f64(1.401298464324817e-45);
l_mut_1193 = l_1217;
let l_1218 = l_1211 >> u32(31);
let l_1219 = l_1218 == u32(1);
if l_1219 {
let l_1220 = -l_mut_1193;
l_mut_1193 = l_1220;
}
}
let l_1221 = l_mut_1193 <= l_1166;
if l_1221 {
let l_1222 = bitcast<u32>(l_1173);
let l_1223 = l_1222 + u32(1);
l_mut_48 = l_1223;
let l_1224 = l_1222 & u32(2147483647);
let l_1225 = l_1224 == u32(0);
if l_1225 {
l_mut_48 = u32(1);
} else {
let l_1226 = l_1222 & u32(2147483648);
let l_1227 = l_1226 != u32(0);
if l_1227 {
let l_1228 = l_1222 - u32(1);
l_mut_48 = l_1228;
} else {
let l_1229 = l_1222 == u32(2139095040);
if l_1229 {
l_mut_48 = l_1222;
}
}
}
let l_1230 = bitcast<f32>(l_mut_48);
let l_1231 = bitcast<u32>(l_1230);
let l_1232 = f64(l_1230);
l_mut_1193 = l_1232;
let l_1233 = l_1231 & u32(2139095040);
let l_1234 = l_1233 == u32(0);
if l_1234 {
let l_1235 = l_1231 & u32(8388607);
let l_1236 = f64(l_1235);
let l_1237 = l_1236 * f64(1.401298464324817e-45);
l_mut_1193 = l_1237;
let l_1238 = l_1231 >> u32(31);
let l_1239 = l_1238 == u32(1);
if l_1239 {
let l_1240 = -l_mut_1193;
l_mut_1193 = l_1240;
}
}
l_mut_1170 = l_mut_1193;
}
}
}
let l_1241 = -l_mut_1170;
l_mut_1193 = l_1241;
let l_1242 = bool(true) && bool(true);
if l_1242 {
let l_1243 = l_1161 + l_1164;
let l_1244 = l_1243 * f64(7.1362384635298e44);
let l_1245 = floor(l_1244);
let l_1246 = l_1245 * f64(1.401298464324817e-45);
l_mut_1170 = l_1246;
let l_1247 = abs(l_1243);
let l_1248 = l_1247 >= f64(1.1754943508222875e-38);
if l_1248 {
let l_1249 = f32(l_1243);
let l_1250 = f64(l_1249);
l_mut_1170 = l_1250;
let l_1251 = l_mut_1170 > l_1243;
if l_1251 {
let l_1252 = bitcast<u32>(l_1249);
let l_1253 = l_1252 ^ u32(2147483648);
let l_1254 = bitcast<f32>(l_1253);
let l_1255 = bitcast<u32>(l_1254);
let l_1256 = l_1255 + u32(1);
l_mut_48 = l_1256;
let l_1257 = l_1255 & u32(2147483647);
let l_1258 = l_1257 == u32(0);
if l_1258 {
l_mut_48 = u32(1);
} else {
let l_1259 = l_1255 & u32(2147483648);
let l_1260 = l_1259 != u32(0);
if l_1260 {
let l_1261 = l_1255 - u32(1);
l_mut_48 = l_1261;
} else {
let l_1262 = l_1255 == u32(2139095040);
if l_1262 {
l_mut_48 = l_1255;
}
}
}
let l_1263 = bitcast<f32>(l_mut_48);
let l_1264 = bitcast<u32>(l_1263);
let l_1265 = l_1264 ^ u32(2147483648);
let l_1266 = bitcast<f32>(l_1265);
let l_1267 = bitcast<u32>(l_1266);
let l_1268 = f64(l_1266);
l_mut_1269 = l_1268;
let l_1270 = l_1267 & u32(2139095040);
let l_1271 = l_1270 == u32(0);
if l_1271 {
let l_1272 = l_1267 & u32(8388607);
let l_1273 = f64(l_1272);
let l_1274 = l_1273 * f64(1.401298464324817e-45);
l_mut_1269 = l_1274;
let l_1275 = l_1267 >> u32(31);
let l_1276 = l_1275 == u32(1);
if l_1276 {
let l_1277 = -l_mut_1269;
l_mut_1269 = l_1277;
}
}
l_mut_1170 = l_mut_1269;
} else {
let l_1278 = bitcast<u32>(l_1249);
let l_1279 = l_1278 + u32(1);
l_mut_48 = l_1279;
let l_1280 = l_1278 & u32(2147483647);
let l_1281 = l_1280 == u32(0);
if l_1281 {
l_mut_48 = u32(1);
} else {
let l_1282 = l_1278 & u32(2147483648);
let l_1283 = l_1282 != u32(0);
if l_1283 {
let l_1284 = l_1278 - u32(1);
l_mut_48 = l_1284;
} else {
let l_1285 = l_1278 == u32(2139095040);
if l_1285 {
l_mut_48 = l_1278;
}
}
}
let l_1286 = bitcast<f32>(l_mut_48);
let l_1287 = bitcast<u32>(l_1286);
let l_1288 = f64(l_1286);
l_mut_1269 = l_1288;
let l_1289 = l_1287 & u32(2139095040);
let l_1290 = l_1289 == u32(0);
if l_1290 {
let l_1291 = l_1287 & u32(8388607);
let l_1292 = f64(l_1291);
let l_1293 = l_1292 * f64(1.401298464324817e-45);
l_mut_1269 = l_1293;
let l_1294 = l_1287 >> u32(31);
let l_1295 = l_1294 == u32(1);
if l_1295 {
let l_1296 = -l_mut_1269;
l_mut_1269 = l_1296;
}
}
let l_1297 = l_mut_1269 <= l_1243;
if l_1297 {
let l_1298 = bitcast<u32>(l_1249);
let l_1299 = l_1298 + u32(1);
l_mut_48 = l_1299;
let l_1300 = l_1298 & u32(2147483647);
let l_1301 = l_1300 == u32(0);
if l_1301 {
l_mut_48 = u32(1);
} else {
let l_1302 = l_1298 & u32(2147483648);
let l_1303 = l_1302 != u32(0);
if l_1303 {
let l_1304 = l_1298 - u32(1);
l_mut_48 = l_1304;
} else {
let l_1305 = l_1298 == u32(2139095040);
if l_1305 {
l_mut_48 = l_1298;
}
}
}
let l_1306 = bitcast<f32>(l_mut_48);
let l_1307 = bitcast<u32>(l_1306);
let l_1308 = f64(l_1306);
l_mut_1269 = l_1308;
let l_1309 = l_1307 & u32(2139095040);
let l_1310 = l_1309 == u32(0);
if l_1310 {
let l_1311 = l_1307 & u32(8388607);
let l_1312 = f64(l_1311);
let l_1313 = l_1312 * f64(1.401298464324817e-45);
l_mut_1269 = l_1313;
let l_1314 = l_1307 >> u32(31);
let l_1315 = l_1314 == u32(1);
if l_1315 {
let l_1316 = -l_mut_1269;
l_mut_1269 = l_1316;
}
}
l_mut_1170 = l_mut_1269;
}
}
}
l_mut_1193 = l_mut_1170;
} else {
let l_1317 = l_1161 - l_1164;
let l_1318 = l_1317 * f64(7.1362384635298e44);
let l_1319 = floor(l_1318);
let l_1320 = l_1319 * f64(1.401298464324817e-45);
l_mut_1269 = l_1320;
let l_1321 = abs(l_1317);
let l_1322 = l_1321 >= f64(1.1754943508222875e-38);
if l_1322 {
let l_1323 = f32(l_1317);
let l_1324 = f64(l_1323);
l_mut_1269 = l_1324;
let l_1325 = l_mut_1269 > l_1317;
if l_1325 {
let l_1326 = bitcast<u32>(l_1323);
let l_1327 = l_1326 ^ u32(2147483648);
let l_1328 = bitcast<f32>(l_1327);
let l_1329 = bitcast<u32>(l_1328);
let l_1330 = l_1329 + u32(1);
l_mut_48 = l_1330;
let l_1331 = l_1329 & u32(2147483647);
let l_1332 = l_1331 == u32(0);
if l_1332 {
l_mut_48 = u32(1);
} else {
let l_1333 = l_1329 & u32(2147483648);
let l_1334 = l_1333 != u32(0);
if l_1334 {
let l_1335 = l_1329 - u32(1);
l_mut_48 = l_1335;
} else {
let l_1336 = l_1329 == u32(2139095040);
if l_1336 {
l_mut_48 = l_1329;
}
}
}
let l_1337 = bitcast<f32>(l_mut_48);
let l_1338 = bitcast<u32>(l_1337);
let l_1339 = l_1338 ^ u32(2147483648);
let l_1340 = bitcast<f32>(l_1339);
let l_1341 = bitcast<u32>(l_1340);
let l_1342 = f64(l_1340);
l_mut_1170 = l_1342;
let l_1343 = l_1341 & u32(2139095040);
let l_1344 = l_1343 == u32(0);
if l_1344 {
let l_1345 = l_1341 & u32(8388607);
let l_1346 = f64(l_1345);
let l_1347 = l_1346 * f64(1.401298464324817e-45);
l_mut_1170 = l_1347;
let l_1348 = l_1341 >> u32(31);
let l_1349 = l_1348 == u32(1);
if l_1349 {
let l_1350 = -l_mut_1170;
l_mut_1170 = l_1350;
}
}
l_mut_1269 = l_mut_1170;
} else {
let l_1351 = bitcast<u32>(l_1323);
let l_1352 = l_1351 + u32(1);
l_mut_48 = l_1352;
let l_1353 = l_1351 & u32(2147483647);
let l_1354 = l_1353 == u32(0);
if l_1354 {
l_mut_48 = u32(1);
} else {
let l_1355 = l_1351 & u32(2147483648);
let l_1356 = l_1355 != u32(0);
if l_1356 {
let l_1357 = l_1351 - u32(1);
l_mut_48 = l_1357;
} else {
let l_1358 = l_1351 == u32(2139095040);
if l_1358 {
l_mut_48 = l_1351;
}
}
}
let l_1359 = bitcast<f32>(l_mut_48);
let l_1360 = bitcast<u32>(l_1359);
let l_1361 = f64(l_1359);
l_mut_1170 = l_1361;
let l_1362 = l_1360 & u32(2139095040);
let l_1363 = l_1362 == u32(0);
if l_1363 {
let l_1364 = l_1360 & u32(8388607);
let l_1365 = f64(l_1364);
let l_1366 = l_1365 * f64(1.401298464324817e-45);
l_mut_1170 = l_1366;
let l_1367 = l_1360 >> u32(31);
let l_1368 = l_1367 == u32(1);
if l_1368 {
let l_1369 = -l_mut_1170;
l_mut_1170 = l_1369;
}
}
let l_1370 = l_mut_1170 <= l_1317;
if l_1370 {
let l_1371 = bitcast<u32>(l_1323);
let l_1372 = l_1371 + u32(1);
l_mut_48 = l_1372;
let l_1373 = l_1371 & u32(2147483647);
let l_1374 = l_1373 == u32(0);
if l_1374 {
l_mut_48 = u32(1);
} else {
let l_1375 = l_1371 & u32(2147483648);
let l_1376 = l_1375 != u32(0);
if l_1376 {
let l_1377 = l_1371 - u32(1);
l_mut_48 = l_1377;
} else {
let l_1378 = l_1371 == u32(2139095040);
if l_1378 {
l_mut_48 = l_1371;
}
}
}
let l_1379 = bitcast<f32>(l_mut_48);
let l_1380 = bitcast<u32>(l_1379);
let l_1381 = f64(l_1379);
l_mut_1170 = l_1381;
let l_1382 = l_1380 & u32(2139095040);
let l_1383 = l_1382 == u32(0);
if l_1383 {
let l_1384 = l_1380 & u32(8388607);
let l_1385 = f64(l_1384);
let l_1386 = l_1385 * f64(1.401298464324817e-45);
l_mut_1170 = l_1386;
let l_1387 = l_1380 >> u32(31);
let l_1388 = l_1387 == u32(1);
if l_1388 {
let l_1389 = -l_mut_1170;
l_mut_1170 = l_1389;
}
}
l_mut_1269 = l_mut_1170;
}
}
}
l_mut_1193 = l_mut_1269;
}
let l_1390 = l_mut_122 + l_19;
let l_1391 = abs(l_1390);
let l_1392 = l_1391 * f64(2.220446049250313e-16);
let l_1393 = l_1158 + l_1392;
let l_1394 = l_1390 + l_1393;
let l_1395 = -l_1394;
let l_1396 = l_1395 * f64(7.1362384635298e44);
let l_1397 = floor(l_1396);
let l_1398 = l_1397 * f64(1.401298464324817e-45);
l_mut_1269 = l_1398;
let l_1399 = abs(l_1395);
let l_1400 = l_1399 >= f64(1.1754943508222875e-38);
if l_1400 {
let l_1401 = f32(l_1395);
let l_1402 = f64(l_1401);
l_mut_1269 = l_1402;
let l_1403 = l_mut_1269 > l_1395;
if l_1403 {
let l_1404 = bitcast<u32>(l_1401);
let l_1405 = l_1404 ^ u32(2147483648);
let l_1406 = bitcast<f32>(l_1405);
let l_1407 = bitcast<u32>(l_1406);
let l_1408 = l_1407 + u32(1);
l_mut_48 = l_1408;
let l_1409 = l_1407 & u32(2147483647);
let l_1410 = l_1409 == u32(0);
if l_1410 {
l_mut_48 = u32(1);
} else {
let l_1411 = l_1407 & u32(2147483648);
let l_1412 = l_1411 != u32(0);
if l_1412 {
let l_1413 = l_1407 - u32(1);
l_mut_48 = l_1413;
} else {
let l_1414 = l_1407 == u32(2139095040);
if l_1414 {
l_mut_48 = l_1407;
}
}
}
let l_1415 = bitcast<f32>(l_mut_48);
let l_1416 = bitcast<u32>(l_1415);
let l_1417 = l_1416 ^ u32(2147483648);
let l_1418 = bitcast<f32>(l_1417);
let l_1419 = bitcast<u32>(l_1418);
let l_1420 = f64(l_1418);
l_mut_1170 = l_1420;
let l_1421 = l_1419 & u32(2139095040);
let l_1422 = l_1421 == u32(0);
if l_1422 {
let l_1423 = l_1419 & u32(8388607);
let l_1424 = f64(l_1423);
let l_1425 = l_1424 * f64(1.401298464324817e-45);
l_mut_1170 = l_1425;
let l_1426 = l_1419 >> u32(31);
let l_1427 = l_1426 == u32(1);
if l_1427 {
let l_1428 = -l_mut_1170;
l_mut_1170 = l_1428;
}
}
l_mut_1269 = l_mut_1170;
} else {
let l_1429 = bitcast<u32>(l_1401);
let l_1430 = l_1429 + u32(1);
l_mut_48 = l_1430;
let l_1431 = l_1429 & u32(2147483647);
let l_1432 = l_1431 == u32(0);
if l_1432 {
l_mut_48 = u32(1);
} else {
let l_1433 = l_1429 & u32(2147483648);
let l_1434 = l_1433 != u32(0);
if l_1434 {
let l_1435 = l_1429 - u32(1);
l_mut_48 = l_1435;
} else {
let l_1436 = l_1429 == u32(2139095040);
if l_1436 {
l_mut_48 = l_1429;
}
}
}
let l_1437 = bitcast<f32>(l_mut_48);
let l_1438 = bitcast<u32>(l_1437);
let l_1439 = f64(l_1437);
l_mut_1170 = l_1439;
let l_1440 = l_1438 & u32(2139095040);
let l_1441 = l_1440 == u32(0);
if l_1441 {
let l_1442 = l_1438 & u32(8388607);
let l_1443 = f64(l_1442);
let l_1444 = l_1443 * f64(1.401298464324817e-45);
l_mut_1170 = l_1444;
let l_1445 = l_1438 >> u32(31);
let l_1446 = l_1445 == u32(1);
if l_1446 {
let l_1447 = -l_mut_1170;
l_mut_1170 = l_1447;
}
}
let l_1448 = l_mut_1170 <= l_1395;
if l_1448 {
let l_1449 = bitcast<u32>(l_1401);
let l_1450 = l_1449 + u32(1);
l_mut_48 = l_1450;
let l_1451 = l_1449 & u32(2147483647);
let l_1452 = l_1451 == u32(0);
if l_1452 {
l_mut_48 = u32(1);
} else {
let l_1453 = l_1449 & u32(2147483648);
let l_1454 = l_1453 != u32(0);
if l_1454 {
let l_1455 = l_1449 - u32(1);
l_mut_48 = l_1455;
} else {
let l_1456 = l_1449 == u32(2139095040);
if l_1456 {
l_mut_48 = l_1449;
}
}
}
let l_1457 = bitcast<f32>(l_mut_48);
let l_1458 = bitcast<u32>(l_1457);
let l_1459 = f64(l_1457);
l_mut_1170 = l_1459;
let l_1460 = l_1458 & u32(2139095040);
let l_1461 = l_1460 == u32(0);
if l_1461 {
let l_1462 = l_1458 & u32(8388607);
let l_1463 = f64(l_1462);
let l_1464 = l_1463 * f64(1.401298464324817e-45);
l_mut_1170 = l_1464;
let l_1465 = l_1458 >> u32(31);
let l_1466 = l_1465 == u32(1);
if l_1466 {
let l_1467 = -l_mut_1170;
l_mut_1170 = l_1467;
}
}
l_mut_1269 = l_mut_1170;
}
}
}
let l_1468 = -l_mut_1269;
l_mut_1269 = l_1468;
let l_1469 = bool(false) && bool(true);
if l_1469 {
let l_1470 = l_1390 + l_1393;
let l_1471 = l_1470 * f64(7.1362384635298e44);
let l_1472 = floor(l_1471);
let l_1473 = l_1472 * f64(1.401298464324817e-45);
l_mut_1170 = l_1473;
let l_1474 = abs(l_1470);
let l_1475 = l_1474 >= f64(1.1754943508222875e-38);
if l_1475 {
let l_1476 = f32(l_1470);
let l_1477 = f64(l_1476);
l_mut_1170 = l_1477;
let l_1478 = l_mut_1170 > l_1470;
if l_1478 {
let l_1479 = bitcast<u32>(l_1476);
let l_1480 = l_1479 ^ u32(2147483648);
let l_1481 = bitcast<f32>(l_1480);
let l_1482 = bitcast<u32>(l_1481);
let l_1483 = l_1482 + u32(1);
l_mut_48 = l_1483;
let l_1484 = l_1482 & u32(2147483647);
let l_1485 = l_1484 == u32(0);
if l_1485 {
l_mut_48 = u32(1);
} else {
let l_1486 = l_1482 & u32(2147483648);
let l_1487 = l_1486 != u32(0);
if l_1487 {
let l_1488 = l_1482 - u32(1);
l_mut_48 = l_1488;
} else {
let l_1489 = l_1482 == u32(2139095040);
if l_1489 {
l_mut_48 = l_1482;
}
}
}
let l_1490 = bitcast<f32>(l_mut_48);
let l_1491 = bitcast<u32>(l_1490);
let l_1492 = l_1491 ^ u32(2147483648);
let l_1493 = bitcast<f32>(l_1492);
let l_1494 = bitcast<u32>(l_1493);
let l_1495 = f64(l_1493);
l_mut_1496 = l_1495;
let l_1497 = l_1494 & u32(2139095040);
let l_1498 = l_1497 == u32(0);
if l_1498 {
let l_1499 = l_1494 & u32(8388607);
let l_1500 = f64(l_1499);
let l_1501 = l_1500 * f64(1.401298464324817e-45);
l_mut_1496 = l_1501;
let l_1502 = l_1494 >> u32(31);
let l_1503 = l_1502 == u32(1);
if l_1503 {
let l_1504 = -l_mut_1496;
l_mut_1496 = l_1504;
}
}
l_mut_1170 = l_mut_1496;
} else {
let l_1505 = bitcast<u32>(l_1476);
let l_1506 = l_1505 + u32(1);
l_mut_48 = l_1506;
let l_1507 = l_1505 & u32(2147483647);
let l_1508 = l_1507 == u32(0);
if l_1508 {
l_mut_48 = u32(1);
} else {
let l_1509 = l_1505 & u32(2147483648);
let l_1510 = l_1509 != u32(0);
if l_1510 {
let l_1511 = l_1505 - u32(1);
l_mut_48 = l_1511;
} else {
let l_1512 = l_1505 == u32(2139095040);
if l_1512 {
l_mut_48 = l_1505;
}
}
}
let l_1513 = bitcast<f32>(l_mut_48);
let l_1514 = bitcast<u32>(l_1513);
let l_1515 = f64(l_1513);
l_mut_1496 = l_1515;
let l_1516 = l_1514 & u32(2139095040);
let l_1517 = l_1516 == u32(0);
if l_1517 {
let l_1518 = l_1514 & u32(8388607);
let l_1519 = f64(l_1518);
let l_1520 = l_1519 * f64(1.401298464324817e-45);
l_mut_1496 = l_1520;
let l_1521 = l_1514 >> u32(31);
let l_1522 = l_1521 == u32(1);
if l_1522 {
let l_1523 = -l_mut_1496;
l_mut_1496 = l_1523;
}
}
let l_1524 = l_mut_1496 <= l_1470;
if l_1524 {
let l_1525 = bitcast<u32>(l_1476);
let l_1526 = l_1525 + u32(1);
l_mut_48 = l_1526;
let l_1527 = l_1525 & u32(2147483647);
let l_1528 = l_1527 == u32(0);
if l_1528 {
l_mut_48 = u32(1);
} else {
let l_1529 = l_1525 & u32(2147483648);
let l_1530 = l_1529 != u32(0);
if l_1530 {
let l_1531 = l_1525 - u32(1);
l_mut_48 = l_1531;
} else {
let l_1532 = l_1525 == u32(2139095040);
if l_1532 {
l_mut_48 = l_1525;
}
}
}
let l_1533 = bitcast<f32>(l_mut_48);
let l_1534 = bitcast<u32>(l_1533);
let l_1535 = f64(l_1533);
l_mut_1496 = l_1535;
let l_1536 = l_1534 & u32(2139095040);
let l_1537 = l_1536 == u32(0);
if l_1537 {
let l_1538 = l_1534 & u32(8388607);
let l_1539 = f64(l_1538);
let l_1540 = l_1539 * f64(1.401298464324817e-45);
l_mut_1496 = l_1540;
let l_1541 = l_1534 >> u32(31);
let l_1542 = l_1541 == u32(1);
if l_1542 {
let l_1543 = -l_mut_1496;
l_mut_1496 = l_1543;
}
}
l_mut_1170 = l_mut_1496;
}
}
}
l_mut_1269 = l_mut_1170;
} else {
let l_1544 = l_1390 - l_1393;
let l_1545 = -l_1544;
let l_1546 = l_1545 * f64(7.1362384635298e44);
let l_1547 = floor(l_1546);
let l_1548 = l_1547 * f64(1.401298464324817e-45);
l_mut_1496 = l_1548;
let l_1549 = abs(l_1545);
let l_1550 = l_1549 >= f64(1.1754943508222875e-38);
if l_1550 {
let l_1551 = f32(l_1545);
let l_1552 = f64(l_1551);
l_mut_1496 = l_1552;
let l_1553 = l_mut_1496 > l_1545;
if l_1553 {
let l_1554 = bitcast<u32>(l_1551);
let l_1555 = l_1554 ^ u32(2147483648);
let l_1556 = bitcast<f32>(l_1555);
let l_1557 = bitcast<u32>(l_1556);
let l_1558 = l_1557 + u32(1);
l_mut_48 = l_1558;
let l_1559 = l_1557 & u32(2147483647);
let l_1560 = l_1559 == u32(0);
if l_1560 {
l_mut_48 = u32(1);
} else {
let l_1561 = l_1557 & u32(2147483648);
let l_1562 = l_1561 != u32(0);
if l_1562 {
let l_1563 = l_1557 - u32(1);
l_mut_48 = l_1563;
} else {
let l_1564 = l_1557 == u32(2139095040);
if l_1564 {
l_mut_48 = l_1557;
}
}
}
let l_1565 = bitcast<f32>(l_mut_48);
let l_1566 = bitcast<u32>(l_1565);
let l_1567 = l_1566 ^ u32(2147483648);
let l_1568 = bitcast<f32>(l_1567);
let l_1569 = bitcast<u32>(l_1568);
let l_1570 = f64(l_1568);
l_mut_1170 = l_1570;
let l_1571 = l_1569 & u32(2139095040);
let l_1572 = l_1571 == u32(0);
if l_1572 {
let l_1573 = l_1569 & u32(8388607);
let l_1574 = f64(l_1573);
let l_1575 = l_1574 * f64(1.401298464324817e-45);
l_mut_1170 = l_1575;
let l_1576 = l_1569 >> u32(31);
let l_1577 = l_1576 == u32(1);
if l_1577 {
let l_1578 = -l_mut_1170;
l_mut_1170 = l_1578;
}
}
l_mut_1496 = l_mut_1170;
} else {
let l_1579 = bitcast<u32>(l_1551);
let l_1580 = l_1579 + u32(1);
l_mut_48 = l_1580;
let l_1581 = l_1579 & u32(2147483647);
let l_1582 = l_1581 == u32(0);
if l_1582 {
l_mut_48 = u32(1);
} else {
let l_1583 = l_1579 & u32(2147483648);
let l_1584 = l_1583 != u32(0);
if l_1584 {
let l_1585 = l_1579 - u32(1);
l_mut_48 = l_1585;
} else {
let l_1586 = l_1579 == u32(2139095040);
if l_1586 {
l_mut_48 = l_1579;
}
}
}
let l_1587 = bitcast<f32>(l_mut_48);
let l_1588 = bitcast<u32>(l_1587);
let l_1589 = f64(l_1587);
l_mut_1170 = l_1589;
let l_1590 = l_1588 & u32(2139095040);
let l_1591 = l_1590 == u32(0);
if l_1591 {
let l_1592 = l_1588 & u32(8388607);
let l_1593 = f64(l_1592);
let l_1594 = l_1593 * f64(1.401298464324817e-45);
l_mut_1170 = l_1594;
let l_1595 = l_1588 >> u32(31);
let l_1596 = l_1595 == u32(1);
if l_1596 {
let l_1597 = -l_mut_1170;
l_mut_1170 = l_1597;
}
}
let l_1598 = l_mut_1170 <= l_1545;
if l_1598 {
let l_1599 = bitcast<u32>(l_1551);
let l_1600 = l_1599 + u32(1);
l_mut_48 = l_1600;
let l_1601 = l_1599 & u32(2147483647);
let l_1602 = l_1601 == u32(0);
if l_1602 {
l_mut_48 = u32(1);
} else {
let l_1603 = l_1599 & u32(2147483648);
let l_1604 = l_1603 != u32(0);
if l_1604 {
let l_1605 = l_1599 - u32(1);
l_mut_48 = l_1605;
} else {
let l_1606 = l_1599 == u32(2139095040);
if l_1606 {
l_mut_48 = l_1599;
}
}
}
let l_1607 = bitcast<f32>(l_mut_48);
let l_1608 = bitcast<u32>(l_1607);
let l_1609 = f64(l_1607);
l_mut_1170 = l_1609;
let l_1610 = l_1608 & u32(2139095040);
let l_1611 = l_1610 == u32(0);
if l_1611 {
let l_1612 = l_1608 & u32(8388607);
let l_1613 = f64(l_1612);
let l_1614 = l_1613 * f64(1.401298464324817e-45);
l_mut_1170 = l_1614;
let l_1615 = l_1608 >> u32(31);
let l_1616 = l_1615 == u32(1);
if l_1616 {
let l_1617 = -l_mut_1170;
l_mut_1170 = l_1617;
}
}
l_mut_1496 = l_mut_1170;
}
}
}
let l_1618 = -l_mut_1496;
l_mut_1269 = l_1618;
}
let l_1619 = l_mut_61 - l_19;
let l_1620 = abs(l_1619);
let l_1621 = l_1620 * f64(2.220446049250313e-16);
let l_1622 = l_1160 + l_1621;
let l_1623 = l_1619 + l_1622;
let l_1624 = -l_1623;
let l_1625 = l_1624 * f64(7.1362384635298e44);
let l_1626 = floor(l_1625);
let l_1627 = l_1626 * f64(1.401298464324817e-45);
l_mut_1496 = l_1627;
let l_1628 = abs(l_1624);
let l_1629 = l_1628 >= f64(1.1754943508222875e-38);
if l_1629 {
let l_1630 = f32(l_1624);
let l_1631 = f64(l_1630);
l_mut_1496 = l_1631;
let l_1632 = l_mut_1496 > l_1624;
if l_1632 {
let l_1633 = bitcast<u32>(l_1630);
let l_1634 = l_1633 ^ u32(2147483648);
let l_1635 = bitcast<f32>(l_1634);
let l_1636 = bitcast<u32>(l_1635);
let l_1637 = l_1636 + u32(1);
l_mut_48 = l_1637;
let l_1638 = l_1636 & u32(2147483647);
let l_1639 = l_1638 == u32(0);
if l_1639 {
l_mut_48 = u32(1);
} else {
let l_1640 = l_1636 & u32(2147483648);
let l_1641 = l_1640 != u32(0);
if l_1641 {
let l_1642 = l_1636 - u32(1);
l_mut_48 = l_1642;
} else {
let l_1643 = l_1636 == u32(2139095040);
if l_1643 {
l_mut_48 = l_1636;
}
}
}
let l_1644 = bitcast<f32>(l_mut_48);
let l_1645 = bitcast<u32>(l_1644);
let l_1646 = l_1645 ^ u32(2147483648);
let l_1647 = bitcast<f32>(l_1646);
let l_1648 = bitcast<u32>(l_1647);
let l_1649 = f64(l_1647);
l_mut_1170 = l_1649;
let l_1650 = l_1648 & u32(2139095040);
let l_1651 = l_1650 == u32(0);
if l_1651 {
let l_1652 = l_1648 & u32(8388607);
let l_1653 = f64(l_1652);
let l_1654 = l_1653 * f64(1.401298464324817e-45);
l_mut_1170 = l_1654;
let l_1655 = l_1648 >> u32(31);
let l_1656 = l_1655 == u32(1);
if l_1656 {
let l_1657 = -l_mut_1170;
l_mut_1170 = l_1657;
}
}
l_mut_1496 = l_mut_1170;
} else {
let l_1658 = bitcast<u32>(l_1630);
let l_1659 = l_1658 + u32(1);
l_mut_48 = l_1659;
let l_1660 = l_1658 & u32(2147483647);
let l_1661 = l_1660 == u32(0);
if l_1661 {
l_mut_48 = u32(1);
} else {
let l_1662 = l_1658 & u32(2147483648);
let l_1663 = l_1662 != u32(0);
if l_1663 {
let l_1664 = l_1658 - u32(1);
l_mut_48 = l_1664;
} else {
let l_1665 = l_1658 == u32(2139095040);
if l_1665 {
l_mut_48 = l_1658;
}
}
}
let l_1666 = bitcast<f32>(l_mut_48);
let l_1667 = bitcast<u32>(l_1666);
let l_1668 = f64(l_1666);
l_mut_1170 = l_1668;
let l_1669 = l_1667 & u32(2139095040);
let l_1670 = l_1669 == u32(0);
if l_1670 {
let l_1671 = l_1667 & u32(8388607);
let l_1672 = f64(l_1671);
let l_1673 = l_1672 * f64(1.401298464324817e-45);
l_mut_1170 = l_1673;
let l_1674 = l_1667 >> u32(31);
let l_1675 = l_1674 == u32(1);
if l_1675 {
let l_1676 = -l_mut_1170;
l_mut_1170 = l_1676;
}
}
let l_1677 = l_mut_1170 <= l_1624;
if l_1677 {
let l_1678 = bitcast<u32>(l_1630);
let l_1679 = l_1678 + u32(1);
l_mut_48 = l_1679;
let l_1680 = l_1678 & u32(2147483647);
let l_1681 = l_1680 == u32(0);
if l_1681 {
l_mut_48 = u32(1);
} else {
let l_1682 = l_1678 & u32(2147483648);
let l_1683 = l_1682 != u32(0);
if l_1683 {
let l_1684 = l_1678 - u32(1);
l_mut_48 = l_1684;
} else {
let l_1685 = l_1678 == u32(2139095040);
if l_1685 {
l_mut_48 = l_1678;
}
}
}
let l_1686 = bitcast<f32>(l_mut_48);
let l_1687 = bitcast<u32>(l_1686);
let l_1688 = f64(l_1686);
l_mut_1170 = l_1688;
let l_1689 = l_1687 & u32(2139095040);
let l_1690 = l_1689 == u32(0);
if l_1690 {
let l_1691 = l_1687 & u32(8388607);
let l_1692 = f64(l_1691);
let l_1693 = l_1692 * f64(1.401298464324817e-45);
l_mut_1170 = l_1693;
let l_1694 = l_1687 >> u32(31);
let l_1695 = l_1694 == u32(1);
if l_1695 {
let l_1696 = -l_mut_1170;
l_mut_1170 = l_1696;
}
}
l_mut_1496 = l_mut_1170;
}
}
}
let l_1697 = -l_mut_1496;
l_mut_1496 = l_1697;
let l_1698 = bool(true) && bool(true);
if l_1698 {
let l_1699 = l_1619 + l_1622;
let l_1700 = l_1699 * f64(7.1362384635298e44);
let l_1701 = floor(l_1700);
let l_1702 = l_1701 * f64(1.401298464324817e-45);
l_mut_1170 = l_1702;
let l_1703 = abs(l_1699);
let l_1704 = l_1703 >= f64(1.1754943508222875e-38);
if l_1704 {
let l_1705 = f32(l_1699);
let l_1706 = f64(l_1705);
l_mut_1170 = l_1706;
let l_1707 = l_mut_1170 > l_1699;
if l_1707 {
let l_1708 = bitcast<u32>(l_1705);
let l_1709 = l_1708 ^ u32(2147483648);
let l_1710 = bitcast<f32>(l_1709);
let l_1711 = bitcast<u32>(l_1710);
let l_1712 = l_1711 + u32(1);
l_mut_48 = l_1712;
let l_1713 = l_1711 & u32(2147483647);
let l_1714 = l_1713 == u32(0);
if l_1714 {
l_mut_48 = u32(1);
} else {
let l_1715 = l_1711 & u32(2147483648);
let l_1716 = l_1715 != u32(0);
if l_1716 {
let l_1717 = l_1711 - u32(1);
l_mut_48 = l_1717;
} else {
let l_1718 = l_1711 == u32(2139095040);
if l_1718 {
l_mut_48 = l_1711;
}
}
}
let l_1719 = bitcast<f32>(l_mut_48);
let l_1720 = bitcast<u32>(l_1719);
let l_1721 = l_1720 ^ u32(2147483648);
let l_1722 = bitcast<f32>(l_1721);
let l_1723 = bitcast<u32>(l_1722);
let l_1724 = f64(l_1722);
l_mut_1725 = l_1724;
let l_1726 = l_1723 & u32(2139095040);
let l_1727 = l_1726 == u32(0);
if l_1727 {
let l_1728 = l_1723 & u32(8388607);
let l_1729 = f64(l_1728);
let l_1730 = l_1729 * f64(1.401298464324817e-45);
l_mut_1725 = l_1730;
let l_1731 = l_1723 >> u32(31);
let l_1732 = l_1731 == u32(1);
if l_1732 {
let l_1733 = -l_mut_1725;
l_mut_1725 = l_1733;
}
}
l_mut_1170 = l_mut_1725;
} else {
let l_1734 = bitcast<u32>(l_1705);
let l_1735 = l_1734 + u32(1);
l_mut_48 = l_1735;
let l_1736 = l_1734 & u32(2147483647);
let l_1737 = l_1736 == u32(0);
if l_1737 {
l_mut_48 = u32(1);
} else {
let l_1738 = l_1734 & u32(2147483648);
let l_1739 = l_1738 != u32(0);
if l_1739 {
let l_1740 = l_1734 - u32(1);
l_mut_48 = l_1740;
} else {
let l_1741 = l_1734 == u32(2139095040);
if l_1741 {
l_mut_48 = l_1734;
}
}
}
let l_1742 = bitcast<f32>(l_mut_48);
let l_1743 = bitcast<u32>(l_1742);
let l_1744 = f64(l_1742);
l_mut_1725 = l_1744;
let l_1745 = l_1743 & u32(2139095040);
let l_1746 = l_1745 == u32(0);
if l_1746 {
let l_1747 = l_1743 & u32(8388607);
let l_1748 = f64(l_1747);
let l_1749 = l_1748 * f64(1.401298464324817e-45);
l_mut_1725 = l_1749;
let l_1750 = l_1743 >> u32(31);
let l_1751 = l_1750 == u32(1);
if l_1751 {
let l_1752 = -l_mut_1725;
l_mut_1725 = l_1752;
}
}
let l_1753 = l_mut_1725 <= l_1699;
if l_1753 {
let l_1754 = bitcast<u32>(l_1705);
let l_1755 = l_1754 + u32(1);
l_mut_48 = l_1755;
let l_1756 = l_1754 & u32(2147483647);
let l_1757 = l_1756 == u32(0);
if l_1757 {
l_mut_48 = u32(1);
} else {
let l_1758 = l_1754 & u32(2147483648);
let l_1759 = l_1758 != u32(0);
if l_1759 {
let l_1760 = l_1754 - u32(1);
l_mut_48 = l_1760;
} else {
let l_1761 = l_1754 == u32(2139095040);
if l_1761 {
l_mut_48 = l_1754;
}
}
}
let l_1762 = bitcast<f32>(l_mut_48);
let l_1763 = bitcast<u32>(l_1762);
let l_1764 = f64(l_1762);
l_mut_1725 = l_1764;
let l_1765 = l_1763 & u32(2139095040);
let l_1766 = l_1765 == u32(0);
if l_1766 {
let l_1767 = l_1763 & u32(8388607);
let l_1768 = f64(l_1767);
let l_1769 = l_1768 * f64(1.401298464324817e-45);
l_mut_1725 = l_1769;
let l_1770 = l_1763 >> u32(31);
let l_1771 = l_1770 == u32(1);
if l_1771 {
let l_1772 = -l_mut_1725;
l_mut_1725 = l_1772;
}
}
l_mut_1170 = l_mut_1725;
}
}
}
l_mut_1496 = l_mut_1170;
} else {
let l_1773 = l_1619 - l_1622;
let l_1774 = l_1773 * f64(7.1362384635298e44);
let l_1775 = floor(l_1774);
let l_1776 = l_1775 * f64(1.401298464324817e-45);
l_mut_1725 = l_1776;
let l_1777 = abs(l_1773);
let l_1778 = l_1777 >= f64(1.1754943508222875e-38);
if l_1778 {
let l_1779 = f32(l_1773);
let l_1780 = f64(l_1779);
l_mut_1725 = l_1780;
let l_1781 = l_mut_1725 > l_1773;
if l_1781 {
let l_1782 = bitcast<u32>(l_1779);
let l_1783 = l_1782 ^ u32(2147483648);
let l_1784 = bitcast<f32>(l_1783);
let l_1785 = bitcast<u32>(l_1784);
let l_1786 = l_1785 + u32(1);
l_mut_48 = l_1786;
let l_1787 = l_1785 & u32(2147483647);
let l_1788 = l_1787 == u32(0);
if l_1788 {
l_mut_48 = u32(1);
} else {
let l_1789 = l_1785 & u32(2147483648);
let l_1790 = l_1789 != u32(0);
if l_1790 {
let l_1791 = l_1785 - u32(1);
l_mut_48 = l_1791;
} else {
let l_1792 = l_1785 == u32(2139095040);
if l_1792 {
l_mut_48 = l_1785;
}
}
}
let l_1793 = bitcast<f32>(l_mut_48);
let l_1794 = bitcast<u32>(l_1793);
let l_1795 = l_1794 ^ u32(2147483648);
let l_1796 = bitcast<f32>(l_1795);
let l_1797 = bitcast<u32>(l_1796);
let l_1798 = f64(l_1796);
l_mut_1170 = l_1798;
let l_1799 = l_1797 & u32(2139095040);
let l_1800 = l_1799 == u32(0);
if l_1800 {
let l_1801 = l_1797 & u32(8388607);
let l_1802 = f64(l_1801);
let l_1803 = l_1802 * f64(1.401298464324817e-45);
l_mut_1170 = l_1803;
let l_1804 = l_1797 >> u32(31);
let l_1805 = l_1804 == u32(1);
if l_1805 {
let l_1806 = -l_mut_1170;
l_mut_1170 = l_1806;
}
}
l_mut_1725 = l_mut_1170;
} else {
let l_1807 = bitcast<u32>(l_1779);
let l_1808 = l_1807 + u32(1);
l_mut_48 = l_1808;
let l_1809 = l_1807 & u32(2147483647);
let l_1810 = l_1809 == u32(0);
if l_1810 {
l_mut_48 = u32(1);
} else {
let l_1811 = l_1807 & u32(2147483648);
let l_1812 = l_1811 != u32(0);
if l_1812 {
let l_1813 = l_1807 - u32(1);
l_mut_48 = l_1813;
} else {
let l_1814 = l_1807 == u32(2139095040);
if l_1814 {
l_mut_48 = l_1807;
}
}
}
let l_1815 = bitcast<f32>(l_mut_48);
let l_1816 = bitcast<u32>(l_1815);
let l_1817 = f64(l_1815);
l_mut_1170 = l_1817;
let l_1818 = l_1816 & u32(2139095040);
let l_1819 = l_1818 == u32(0);
if l_1819 {
let l_1820 = l_1816 & u32(8388607);
let l_1821 = f64(l_1820);
let l_1822 = l_1821 * f64(1.401298464324817e-45);
l_mut_1170 = l_1822;
let l_1823 = l_1816 >> u32(31);
let l_1824 = l_1823 == u32(1);
if l_1824 {
let l_1825 = -l_mut_1170;
l_mut_1170 = l_1825;
}
}
let l_1826 = l_mut_1170 <= l_1773;
if l_1826 {
let l_1827 = bitcast<u32>(l_1779);
let l_1828 = l_1827 + u32(1);
l_mut_48 = l_1828;
let l_1829 = l_1827 & u32(2147483647);
let l_1830 = l_1829 == u32(0);
if l_1830 {
l_mut_48 = u32(1);
} else {
let l_1831 = l_1827 & u32(2147483648);
let l_1832 = l_1831 != u32(0);
if l_1832 {
let l_1833 = l_1827 - u32(1);
l_mut_48 = l_1833;
} else {
let l_1834 = l_1827 == u32(2139095040);
if l_1834 {
l_mut_48 = l_1827;
}
}
}
let l_1835 = bitcast<f32>(l_mut_48);
let l_1836 = bitcast<u32>(l_1835);
let l_1837 = f64(l_1835);
l_mut_1170 = l_1837;
let l_1838 = l_1836 & u32(2139095040);
let l_1839 = l_1838 == u32(0);
if l_1839 {
let l_1840 = l_1836 & u32(8388607);
let l_1841 = f64(l_1840);
let l_1842 = l_1841 * f64(1.401298464324817e-45);
l_mut_1170 = l_1842;
let l_1843 = l_1836 >> u32(31);
let l_1844 = l_1843 == u32(1);
if l_1844 {
let l_1845 = -l_mut_1170;
l_mut_1170 = l_1845;
}
}
l_mut_1725 = l_mut_1170;
}
}
}
l_mut_1496 = l_mut_1725;
}
let l_1846 = l_mut_61 + l_19;
let l_1847 = abs(l_1846);
let l_1848 = l_1847 * f64(2.220446049250313e-16);
let l_1849 = l_1160 + l_1848;
let l_1850 = l_1846 + l_1849;
let l_1851 = -l_1850;
let l_1852 = l_1851 * f64(7.1362384635298e44);
let l_1853 = floor(l_1852);
let l_1854 = l_1853 * f64(1.401298464324817e-45);
l_mut_1725 = l_1854;
let l_1855 = abs(l_1851);
let l_1856 = l_1855 >= f64(1.1754943508222875e-38);
if l_1856 {
let l_1857 = f32(l_1851);
let l_1858 = f64(l_1857);
l_mut_1725 = l_1858;
let l_1859 = l_mut_1725 > l_1851;
if l_1859 {
let l_1860 = bitcast<u32>(l_1857);
let l_1861 = l_1860 ^ u32(2147483648);
let l_1862 = bitcast<f32>(l_1861);
let l_1863 = bitcast<u32>(l_1862);
let l_1864 = l_1863 + u32(1);
l_mut_48 = l_1864;
let l_1865 = l_1863 & u32(2147483647);
let l_1866 = l_1865 == u32(0);
if l_1866 {
l_mut_48 = u32(1);
} else {
let l_1867 = l_1863 & u32(2147483648);
let l_1868 = l_1867 != u32(0);
if l_1868 {
let l_1869 = l_1863 - u32(1);
l_mut_48 = l_1869;
} else {
let l_1870 = l_1863 == u32(2139095040);
if l_1870 {
l_mut_48 = l_1863;
}
}
}
let l_1871 = bitcast<f32>(l_mut_48);
let l_1872 = bitcast<u32>(l_1871);
let l_1873 = l_1872 ^ u32(2147483648);
let l_1874 = bitcast<f32>(l_1873);
let l_1875 = bitcast<u32>(l_1874);
let l_1876 = f64(l_1874);
l_mut_1170 = l_1876;
let l_1877 = l_1875 & u32(2139095040);
let l_1878 = l_1877 == u32(0);
if l_1878 {
let l_1879 = l_1875 & u32(8388607);
let l_1880 = f64(l_1879);
let l_1881 = l_1880 * f64(1.401298464324817e-45);
l_mut_1170 = l_1881;
let l_1882 = l_1875 >> u32(31);
let l_1883 = l_1882 == u32(1);
if l_1883 {
let l_1884 = -l_mut_1170;
l_mut_1170 = l_1884;
}
}
l_mut_1725 = l_mut_1170;
} else {
let l_1885 = bitcast<u32>(l_1857);
let l_1886 = l_1885 + u32(1);
l_mut_48 = l_1886;
let l_1887 = l_1885 & u32(2147483647);
let l_1888 = l_1887 == u32(0);
if l_1888 {
l_mut_48 = u32(1);
} else {
let l_1889 = l_1885 & u32(2147483648);
let l_1890 = l_1889 != u32(0);
if l_1890 {
let l_1891 = l_1885 - u32(1);
l_mut_48 = l_1891;
} else {
let l_1892 = l_1885 == u32(2139095040);
if l_1892 {
l_mut_48 = l_1885;
}
}
}
let l_1893 = bitcast<f32>(l_mut_48);
let l_1894 = bitcast<u32>(l_1893);
let l_1895 = f64(l_1893);
l_mut_1170 = l_1895;
let l_1896 = l_1894 & u32(2139095040);
let l_1897 = l_1896 == u32(0);
if l_1897 {
let l_1898 = l_1894 & u32(8388607);
let l_1899 = f64(l_1898);
let l_1900 = l_1899 * f64(1.401298464324817e-45);
l_mut_1170 = l_1900;
let l_1901 = l_1894 >> u32(31);
let l_1902 = l_1901 == u32(1);
if l_1902 {
let l_1903 = -l_mut_1170;
l_mut_1170 = l_1903;
}
}
let l_1904 = l_mut_1170 <= l_1851;
if l_1904 {
let l_1905 = bitcast<u32>(l_1857);
let l_1906 = l_1905 + u32(1);
l_mut_48 = l_1906;
let l_1907 = l_1905 & u32(2147483647);
let l_1908 = l_1907 == u32(0);
if l_1908 {
l_mut_48 = u32(1);
} else {
let l_1909 = l_1905 & u32(2147483648);
let l_1910 = l_1909 != u32(0);
if l_1910 {
let l_1911 = l_1905 - u32(1);
l_mut_48 = l_1911;
} else {
let l_1912 = l_1905 == u32(2139095040);
if l_1912 {
l_mut_48 = l_1905;
}
}
}
let l_1913 = bitcast<f32>(l_mut_48);
let l_1914 = bitcast<u32>(l_1913);
let l_1915 = f64(l_1913);
l_mut_1170 = l_1915;
let l_1916 = l_1914 & u32(2139095040);
let l_1917 = l_1916 == u32(0);
if l_1917 {
let l_1918 = l_1914 & u32(8388607);
let l_1919 = f64(l_1918);
let l_1920 = l_1919 * f64(1.401298464324817e-45);
l_mut_1170 = l_1920;
let l_1921 = l_1914 >> u32(31);
let l_1922 = l_1921 == u32(1);
if l_1922 {
let l_1923 = -l_mut_1170;
l_mut_1170 = l_1923;
}
}
l_mut_1725 = l_mut_1170;
}
}
}
let l_1924 = -l_mut_1725;
l_mut_1725 = l_1924;
let l_1925 = bool(false) && bool(true);
if l_1925 {
let l_1926 = l_1846 + l_1849;
let l_1927 = l_1926 * f64(7.1362384635298e44);
let l_1928 = floor(l_1927);
let l_1929 = l_1928 * f64(1.401298464324817e-45);
l_mut_1170 = l_1929;
let l_1930 = abs(l_1926);
let l_1931 = l_1930 >= f64(1.1754943508222875e-38);
if l_1931 {
let l_1932 = f32(l_1926);
let l_1933 = f64(l_1932);
l_mut_1170 = l_1933;
let l_1934 = l_mut_1170 > l_1926;
if l_1934 {
let l_1935 = bitcast<u32>(l_1932);
let l_1936 = l_1935 ^ u32(2147483648);
let l_1937 = bitcast<f32>(l_1936);
let l_1938 = bitcast<u32>(l_1937);
let l_1939 = l_1938 + u32(1);
l_mut_48 = l_1939;
let l_1940 = l_1938 & u32(2147483647);
let l_1941 = l_1940 == u32(0);
if l_1941 {
l_mut_48 = u32(1);
} else {
let l_1942 = l_1938 & u32(2147483648);
let l_1943 = l_1942 != u32(0);
if l_1943 {
let l_1944 = l_1938 - u32(1);
l_mut_48 = l_1944;
} else {
let l_1945 = l_1938 == u32(2139095040);
if l_1945 {
l_mut_48 = l_1938;
}
}
}
let l_1946 = bitcast<f32>(l_mut_48);
let l_1947 = bitcast<u32>(l_1946);
let l_1948 = l_1947 ^ u32(2147483648);
let l_1949 = bitcast<f32>(l_1948);
let l_1950 = bitcast<u32>(l_1949);
let l_1951 = f64(l_1949);
l_mut_1952 = l_1951;
let l_1953 = l_1950 & u32(2139095040);
let l_1954 = l_1953 == u32(0);
if l_1954 {
let l_1955 = l_1950 & u32(8388607);
let l_1956 = f64(l_1955);
let l_1957 = l_1956 * f64(1.401298464324817e-45);
l_mut_1952 = l_1957;
let l_1958 = l_1950 >> u32(31);
let l_1959 = l_1958 == u32(1);
if l_1959 {
let l_1960 = -l_mut_1952;
l_mut_1952 = l_1960;
}
}
l_mut_1170 = l_mut_1952;
} else {
let l_1961 = bitcast<u32>(l_1932);
let l_1962 = l_1961 + u32(1);
l_mut_48 = l_1962;
let l_1963 = l_1961 & u32(2147483647);
let l_1964 = l_1963 == u32(0);
if l_1964 {
l_mut_48 = u32(1);
} else {
let l_1965 = l_1961 & u32(2147483648);
let l_1966 = l_1965 != u32(0);
if l_1966 {
let l_1967 = l_1961 - u32(1);
l_mut_48 = l_1967;
} else {
let l_1968 = l_1961 == u32(2139095040);
if l_1968 {
l_mut_48 = l_1961;
}
}
}
let l_1969 = bitcast<f32>(l_mut_48);
let l_1970 = bitcast<u32>(l_1969);
let l_1971 = f64(l_1969);
l_mut_1952 = l_1971;
let l_1972 = l_1970 & u32(2139095040);
let l_1973 = l_1972 == u32(0);
if l_1973 {
let l_1974 = l_1970 & u32(8388607);
let l_1975 = f64(l_1974);
let l_1976 = l_1975 * f64(1.401298464324817e-45);
l_mut_1952 = l_1976;
let l_1977 = l_1970 >> u32(31);
let l_1978 = l_1977 == u32(1);
if l_1978 {
let l_1979 = -l_mut_1952;
l_mut_1952 = l_1979;
}
}
let l_1980 = l_mut_1952 <= l_1926;
if l_1980 {
let l_1981 = bitcast<u32>(l_1932);
let l_1982 = l_1981 + u32(1);
l_mut_48 = l_1982;
let l_1983 = l_1981 & u32(2147483647);
let l_1984 = l_1983 == u32(0);
if l_1984 {
l_mut_48 = u32(1);
} else {
let l_1985 = l_1981 & u32(2147483648);
let l_1986 = l_1985 != u32(0);
if l_1986 {
let l_1987 = l_1981 - u32(1);
l_mut_48 = l_1987;
} else {
let l_1988 = l_1981 == u32(2139095040);
if l_1988 {
l_mut_48 = l_1981;
}
}
}
let l_1989 = bitcast<f32>(l_mut_48);
let l_1990 = bitcast<u32>(l_1989);
let l_1991 = f64(l_1989);
l_mut_1952 = l_1991;
let l_1992 = l_1990 & u32(2139095040);
let l_1993 = l_1992 == u32(0);
if l_1993 {
let l_1994 = l_1990 & u32(8388607);
let l_1995 = f64(l_1994);
let l_1996 = l_1995 * f64(1.401298464324817e-45);
l_mut_1952 = l_1996;
let l_1997 = l_1990 >> u32(31);
let l_1998 = l_1997 == u32(1);
if l_1998 {
let l_1999 = -l_mut_1952;
l_mut_1952 = l_1999;
}
}
l_mut_1170 = l_mut_1952;
}
}
}
l_mut_1725 = l_mut_1170;
} else {
let l_2000 = l_1846 - l_1849;
let l_2001 = -l_2000;
let l_2002 = l_2001 * f64(7.1362384635298e44);
let l_2003 = floor(l_2002);
let l_2004 = l_2003 * f64(1.401298464324817e-45);
l_mut_1952 = l_2004;
let l_2005 = abs(l_2001);
let l_2006 = l_2005 >= f64(1.1754943508222875e-38);
if l_2006 {
let l_2007 = f32(l_2001);
let l_2008 = f64(l_2007);
l_mut_1952 = l_2008;
let l_2009 = l_mut_1952 > l_2001;
if l_2009 {
let l_2010 = bitcast<u32>(l_2007);
let l_2011 = l_2010 ^ u32(2147483648);
let l_2012 = bitcast<f32>(l_2011);
let l_2013 = bitcast<u32>(l_2012);
let l_2014 = l_2013 + u32(1);
l_mut_48 = l_2014;
let l_2015 = l_2013 & u32(2147483647);
let l_2016 = l_2015 == u32(0);
if l_2016 {
l_mut_48 = u32(1);
} else {
let l_2017 = l_2013 & u32(2147483648);
let l_2018 = l_2017 != u32(0);
if l_2018 {
let l_2019 = l_2013 - u32(1);
l_mut_48 = l_2019;
} else {
let l_2020 = l_2013 == u32(2139095040);
if l_2020 {
l_mut_48 = l_2013;
}
}
}
let l_2021 = bitcast<f32>(l_mut_48);
let l_2022 = bitcast<u32>(l_2021);
let l_2023 = l_2022 ^ u32(2147483648);
let l_2024 = bitcast<f32>(l_2023);
let l_2025 = bitcast<u32>(l_2024);
let l_2026 = f64(l_2024);
l_mut_1170 = l_2026;
let l_2027 = l_2025 & u32(2139095040);
let l_2028 = l_2027 == u32(0);
if l_2028 {
let l_2029 = l_2025 & u32(8388607);
let l_2030 = f64(l_2029);
let l_2031 = l_2030 * f64(1.401298464324817e-45);
l_mut_1170 = l_2031;
let l_2032 = l_2025 >> u32(31);
let l_2033 = l_2032 == u32(1);
if l_2033 {
let l_2034 = -l_mut_1170;
l_mut_1170 = l_2034;
}
}
l_mut_1952 = l_mut_1170;
} else {
let l_2035 = bitcast<u32>(l_2007);
let l_2036 = l_2035 + u32(1);
l_mut_48 = l_2036;
let l_2037 = l_2035 & u32(2147483647);
let l_2038 = l_2037 == u32(0);
if l_2038 {
l_mut_48 = u32(1);
} else {
let l_2039 = l_2035 & u32(2147483648);
let l_2040 = l_2039 != u32(0);
if l_2040 {
let l_2041 = l_2035 - u32(1);
l_mut_48 = l_2041;
} else {
let l_2042 = l_2035 == u32(2139095040);
if l_2042 {
l_mut_48 = l_2035;
}
}
}
let l_2043 = bitcast<f32>(l_mut_48);
let l_2044 = bitcast<u32>(l_2043);
let l_2045 = f64(l_2043);
l_mut_1170 = l_2045;
let l_2046 = l_2044 & u32(2139095040);
let l_2047 = l_2046 == u32(0);
if l_2047 {
let l_2048 = l_2044 & u32(8388607);
let l_2049 = f64(l_2048);
let l_2050 = l_2049 * f64(1.401298464324817e-45);
l_mut_1170 = l_2050;
let l_2051 = l_2044 >> u32(31);
let l_2052 = l_2051 == u32(1);
if l_2052 {
let l_2053 = -l_mut_1170;
l_mut_1170 = l_2053;
}
}
let l_2054 = l_mut_1170 <= l_2001;
if l_2054 {
let l_2055 = bitcast<u32>(l_2007);
let l_2056 = l_2055 + u32(1);
l_mut_48 = l_2056;
let l_2057 = l_2055 & u32(2147483647);
let l_2058 = l_2057 == u32(0);
if l_2058 {
l_mut_48 = u32(1);
} else {
let l_2059 = l_2055 & u32(2147483648);
let l_2060 = l_2059 != u32(0);
if l_2060 {
let l_2061 = l_2055 - u32(1);
l_mut_48 = l_2061;
} else {
let l_2062 = l_2055 == u32(2139095040);
if l_2062 {
l_mut_48 = l_2055;
}
}
}
let l_2063 = bitcast<f32>(l_mut_48);
let l_2064 = bitcast<u32>(l_2063);
let l_2065 = f64(l_2063);
l_mut_1170 = l_2065;
let l_2066 = l_2064 & u32(2139095040);
let l_2067 = l_2066 == u32(0);
if l_2067 {
let l_2068 = l_2064 & u32(8388607);
let l_2069 = f64(l_2068);
let l_2070 = l_2069 * f64(1.401298464324817e-45);
l_mut_1170 = l_2070;
let l_2071 = l_2064 >> u32(31);
let l_2072 = l_2071 == u32(1);
if l_2072 {
let l_2073 = -l_mut_1170;
l_mut_1170 = l_2073;
}
}
l_mut_1952 = l_mut_1170;
}
}
}
let l_2074 = -l_mut_1952;
l_mut_1725 = l_2074;
}
l_mut_48 = u32(0);
let l_2075 = l_mut_1496 <= f64(0.0);
let l_2076 = l_mut_1725 >= f64(0.0);
let l_2077 = l_2075 && l_2076;
let l_2078 = !l_2077;
if l_2078 {
let l_2080 = l_mut_1193 / l_mut_1496;
let l_2081 = l_mut_1193 / l_mut_1725;
let l_2082 = l_mut_1269 / l_mut_1496;
let l_2083 = l_mut_1269 / l_mut_1725;
a_2079[u32(0)] = l_2080;
a_2079[u32(1)] = l_2080;
let l_2084 = a_2079[u32(0)];
let l_2085 = l_2081 < l_2084;
if l_2085 {
a_2079[u32(0)] = l_2081;
}
let l_2086 = a_2079[u32(0)];
let l_2087 = l_2082 < l_2086;
if l_2087 {
a_2079[u32(0)] = l_2082;
}
let l_2088 = a_2079[u32(0)];
let l_2089 = l_2083 < l_2088;
if l_2089 {
a_2079[u32(0)] = l_2083;
}
let l_2090 = a_2079[u32(1)];
let l_2091 = l_2081 > l_2090;
if l_2091 {
a_2079[u32(1)] = l_2081;
}
let l_2092 = a_2079[u32(1)];
let l_2093 = l_2082 > l_2092;
if l_2093 {
a_2079[u32(1)] = l_2082;
}
let l_2094 = a_2079[u32(1)];
let l_2095 = l_2083 > l_2094;
if l_2095 {
a_2079[u32(1)] = l_2083;
}
let l_2096 = a_2079[u32(0)];
let l_2097 = abs(l_2096);
let l_2098 = l_2097 * l_mut_38;
let l_2099 = a_2079[u32(1)];
let l_2100 = abs(l_2099);
let l_2101 = l_2100 * l_mut_38;
l_mut_48 = u32(2);
let l_2102 = a_2079[u32(0)];
let l_2103 = l_2102 - l_2098;
let l_2104 = abs(l_2103);
l_mut_1952 = f64(1.401298464324817e-45);
let l_2105 = l_2104 >= f64(1.1754943508222875e-38);
let l_2106 = l_2104 <= f64(1.7976931348623157e308);
let l_2107 = l_2105 && l_2106;
if l_2107 {
let l_2108 = bitcast<u64>(l_2104);
let l_2109 = l_2108 >> u32(bitcast<u64>(u64(52)));
let l_2110 = l_2109 - u64(23);
let l_2111 = l_2110 << u32(bitcast<u64>(u64(52)));
let l_2112 = bitcast<f64>(l_2111);
l_mut_1952 = l_2112;
}
let l_2113 = l_2102 + l_2098;
let l_2114 = abs(l_2113);
l_mut_1725 = f64(1.401298464324817e-45);
let l_2115 = l_2114 >= f64(1.1754943508222875e-38);
let l_2116 = l_2114 <= f64(1.7976931348623157e308);
let l_2117 = l_2115 && l_2116;
if l_2117 {
let l_2118 = bitcast<u64>(l_2114);
let l_2119 = l_2118 >> u32(bitcast<u64>(u64(52)));
let l_2120 = l_2119 - u64(23);
let l_2121 = l_2120 << u32(bitcast<u64>(u64(52)));
let l_2122 = bitcast<f64>(l_2121);
l_mut_1725 = l_2122;
}
let l_2123 = l_mut_1952 == l_mut_1725;
let l_2124 = a_2079[u32(1)];
let l_2125 = l_2124 - l_2101;
let l_2126 = abs(l_2125);
l_mut_1952 = f64(1.401298464324817e-45);
let l_2127 = l_2126 >= f64(1.1754943508222875e-38);
let l_2128 = l_2126 <= f64(1.7976931348623157e308);
let l_2129 = l_2127 && l_2128;
if l_2129 {
let l_2130 = bitcast<u64>(l_2126);
let l_2131 = l_2130 >> u32(bitcast<u64>(u64(52)));
let l_2132 = l_2131 - u64(23);
let l_2133 = l_2132 << u32(bitcast<u64>(u64(52)));
let l_2134 = bitcast<f64>(l_2133);
l_mut_1952 = l_2134;
}
let l_2135 = l_2124 + l_2101;
let l_2136 = abs(l_2135);
l_mut_1725 = f64(1.401298464324817e-45);
let l_2137 = l_2136 >= f64(1.1754943508222875e-38);
let l_2138 = l_2136 <= f64(1.7976931348623157e308);
let l_2139 = l_2137 && l_2138;
if l_2139 {
let l_2140 = bitcast<u64>(l_2136);
let l_2141 = l_2140 >> u32(bitcast<u64>(u64(52)));
let l_2142 = l_2141 - u64(23);
let l_2143 = l_2142 << u32(bitcast<u64>(u64(52)));
let l_2144 = bitcast<f64>(l_2143);
l_mut_1725 = l_2144;
}
let l_2145 = l_mut_1952 == l_mut_1725;
let l_2146 = l_2123 && l_2145;
if l_2146 {
let l_2147 = a_2079[u32(0)];
let l_2148 = a_2079[u32(0)];
let l_2149 = abs(l_2148);
l_mut_1952 = f64(1.401298464324817e-45);
let l_2150 = l_2149 >= f64(1.1754943508222875e-38);
let l_2151 = l_2149 <= f64(1.7976931348623157e308);
let l_2152 = l_2150 && l_2151;
if l_2152 {
let l_2153 = bitcast<u64>(l_2149);
let l_2154 = l_2153 >> u32(bitcast<u64>(u64(52)));
let l_2155 = l_2154 - u64(23);
let l_2156 = l_2155 << u32(bitcast<u64>(u64(52)));
let l_2157 = bitcast<f64>(l_2156);
l_mut_1952 = l_2157;
}
let l_2158 = l_22 * l_mut_1952;
let l_2159 = l_2147 - l_2158;
let l_2160 = a_2079[u32(1)];
let l_2161 = a_2079[u32(1)];
let l_2162 = abs(l_2161);
l_mut_1952 = f64(1.401298464324817e-45);
let l_2163 = l_2162 >= f64(1.1754943508222875e-38);
let l_2164 = l_2162 <= f64(1.7976931348623157e308);
let l_2165 = l_2163 && l_2164;
if l_2165 {
let l_2166 = bitcast<u64>(l_2162);
let l_2167 = l_2166 >> u32(bitcast<u64>(u64(52)));
let l_2168 = l_2167 - u64(23);
let l_2169 = l_2168 << u32(bitcast<u64>(u64(52)));
let l_2170 = bitcast<f64>(l_2169);
l_mut_1952 = l_2170;
}
let l_2171 = l_22 * l_mut_1952;
let l_2172 = l_2160 + l_2171;
let l_2173 = bitcast<u32>(l_15);
let l_2174 = f64(l_15);
l_mut_1952 = l_2174;
let l_2175 = l_2173 & u32(2139095040);
let l_2176 = l_2175 == u32(0);
if l_2176 {
let l_2177 = l_2173 & u32(8388607);
let l_2178 = f64(l_2177);
let l_2179 = l_2178 * f64(1.401298464324817e-45);
l_mut_1952 = l_2179;
let l_2180 = l_2173 >> u32(31);
let l_2181 = l_2180 == u32(1);
if l_2181 {
let l_2182 = -l_mut_1952;
l_mut_1952 = l_2182;
}
}
let l_2183 = bitcast<u32>(l_15);
let l_2184 = l_2183 + u32(1);
l_mut_2185 = l_2184;
let l_2186 = l_2183 & u32(2147483647);
let l_2187 = l_2186 == u32(0);
if l_2187 {
l_mut_2185 = u32(1);
} else {
let l_2188 = l_2183 & u32(2147483648);
let l_2189 = l_2188 != u32(0);
if l_2189 {
let l_2190 = l_2183 - u32(1);
l_mut_2185 = l_2190;
} else {
let l_2191 = l_2183 == u32(2139095040);
if l_2191 {
l_mut_2185 = l_2183;
}
}
}
let l_2192 = bitcast<f32>(l_mut_2185);
let l_2193 = bitcast<u32>(l_2192);
let l_2194 = f64(l_2192);
l_mut_1725 = l_2194;
let l_2195 = l_2193 & u32(2139095040);
let l_2196 = l_2195 == u32(0);
if l_2196 {
let l_2197 = l_2193 & u32(8388607);
let l_2198 = f64(l_2197);
let l_2199 = l_2198 * f64(1.401298464324817e-45);
l_mut_1725 = l_2199;
let l_2200 = l_2193 >> u32(31);
let l_2201 = l_2200 == u32(1);
if l_2201 {
let l_2202 = -l_mut_1725;
l_mut_1725 = l_2202;
}
}
let l_2203 = bitcast<u32>(l_15);
let l_2204 = l_2203 ^ u32(2147483648);
let l_2205 = bitcast<f32>(l_2204);
let l_2206 = bitcast<u32>(l_2205);
let l_2207 = l_2206 + u32(1);
l_mut_2185 = l_2207;
let l_2208 = l_2206 & u32(2147483647);
let l_2209 = l_2208 == u32(0);
if l_2209 {
l_mut_2185 = u32(1);
} else {
let l_2210 = l_2206 & u32(2147483648);
let l_2211 = l_2210 != u32(0);
if l_2211 {
let l_2212 = l_2206 - u32(1);
l_mut_2185 = l_2212;
} else {
let l_2213 = l_2206 == u32(2139095040);
if l_2213 {
l_mut_2185 = l_2206;
}
}
}
let l_2214 = bitcast<f32>(l_mut_2185);
let l_2215 = bitcast<u32>(l_2214);
let l_2216 = l_2215 ^ u32(2147483648);
let l_2217 = bitcast<f32>(l_2216);
let l_2218 = bitcast<u32>(l_2217);
let l_2219 = f64(l_2217);
l_mut_1496 = l_2219;
let l_2220 = l_2218 & u32(2139095040);
let l_2221 = l_2220 == u32(0);
if l_2221 {
let l_2222 = l_2218 & u32(8388607);
let l_2223 = f64(l_2222);
let l_2224 = l_2223 * f64(1.401298464324817e-45);
l_mut_1496 = l_2224;
let l_2225 = l_2218 >> u32(31);
let l_2226 = l_2225 == u32(1);
if l_2226 {
let l_2227 = -l_mut_1496;
l_mut_1496 = l_2227;
}
}
let l_2228 = l_2159 + l_2098;
let l_2229 = l_2228 <= l_mut_1952;
l_mut_142 = l_2229;
let l_2230 = l_2159 - l_2098;
let l_2231 = l_2230 > l_mut_1952;
l_mut_139 = l_2231;
let l_2232 = l_2172 - l_2101;
let l_2233 = l_2232 >= l_mut_1952;
l_mut_136 = l_2233;
let l_2234 = l_2172 + l_2101;
let l_2235 = l_2234 < l_mut_1952;
l_mut_133 = l_2235;
let l_2236 = l_2159 + l_2098;
let l_2237 = l_2236 < l_mut_1725;
l_mut_142 = l_2237;
let l_2238 = l_2159 - l_2098;
let l_2239 = l_2238 >= l_mut_1725;
l_mut_139 = l_2239;
let l_2240 = l_2172 - l_2101;
let l_2241 = l_2240 > l_mut_1496;
l_mut_136 = l_2241;
let l_2242 = l_2172 + l_2101;
let l_2243 = l_2242 <= l_mut_1496;
l_mut_133 = l_2243;
l_mut_2185 = u32(2);
let l_2244 = l_mut_139 || l_mut_133;
if l_2244 {
l_mut_2185 = u32(1);
} else {
let l_2245 = l_mut_142 && l_mut_136;
if l_2245 {
l_mut_2185 = u32(0);
}
}
let l_2246 = bitcast<u32>(l_15);
let l_2247 = l_2246 & u32(2147483647);
let l_2248 = l_2247 == u32(0);
if l_2248 {
let l_2249 = l_2159 + l_2098;
let l_2250 = l_2249 < f64(1.1754943508222875e-38);
let l_2251 = l_2172 - l_2101;
let l_2252 = l_2251 > f64(-1.1754943508222875e-38);
let l_2253 = l_2250 && l_2252;
let l_2254 = l_2159 - l_2098;
let l_2255 = l_2254 < f64(1.1754943508222875e-38);
let l_2256 = l_2172 + l_2101;
let l_2257 = l_2256 > f64(-1.1754943508222875e-38);
let l_2258 = l_2255 && l_2257;
if l_2253 {
l_mut_2185 = u32(0);
} else {
let l_2259 = l_mut_2185 == u32(1);
let l_2260 = l_2258 && l_2259;
if l_2260 {
l_mut_2185 = u32(2);
}
}
}
l_mut_48 = l_mut_2185;
}
}
let l_2261 = l_mut_122 - l_19;
let l_2262 = abs(l_2261);
let l_2263 = l_2262 * f64(2.220446049250313e-16);
let l_2264 = l_1158 + l_2263;
let l_2265 = l_2261 + l_2264;
let l_2266 = -l_2265;
let l_2267 = l_2266 * f64(7.1362384635298e44);
let l_2268 = floor(l_2267);
let l_2269 = l_2268 * f64(1.401298464324817e-45);
l_mut_1952 = l_2269;
let l_2270 = abs(l_2266);
let l_2271 = l_2270 >= f64(1.1754943508222875e-38);
if l_2271 {
let l_2272 = f32(l_2266);
let l_2273 = f64(l_2272);
l_mut_1952 = l_2273;
let l_2274 = l_mut_1952 > l_2266;
if l_2274 {
let l_2275 = bitcast<u32>(l_2272);
let l_2276 = l_2275 ^ u32(2147483648);
let l_2277 = bitcast<f32>(l_2276);
let l_2278 = bitcast<u32>(l_2277);
let l_2279 = l_2278 + u32(1);
l_mut_2185 = l_2279;
let l_2280 = l_2278 & u32(2147483647);
let l_2281 = l_2280 == u32(0);
if l_2281 {
l_mut_2185 = u32(1);
} else {
let l_2282 = l_2278 & u32(2147483648);
let l_2283 = l_2282 != u32(0);
if l_2283 {
let l_2284 = l_2278 - u32(1);
l_mut_2185 = l_2284;
} else {
let l_2285 = l_2278 == u32(2139095040);
if l_2285 {
l_mut_2185 = l_2278;
}
}
}
let l_2286 = bitcast<f32>(l_mut_2185);
let l_2287 = bitcast<u32>(l_2286);
let l_2288 = l_2287 ^ u32(2147483648);
let l_2289 = bitcast<f32>(l_2288);
let l_2290 = bitcast<u32>(l_2289);
let l_2291 = f64(l_2289);
l_mut_1725 = l_2291;
let l_2292 = l_2290 & u32(2139095040);
let l_2293 = l_2292 == u32(0);
if l_2293 {
let l_2294 = l_2290 & u32(8388607);
let l_2295 = f64(l_2294);
let l_2296 = l_2295 * f64(1.401298464324817e-45);
l_mut_1725 = l_2296;
let l_2297 = l_2290 >> u32(31);
let l_2298 = l_2297 == u32(1);
if l_2298 {
let l_2299 = -l_mut_1725;
l_mut_1725 = l_2299;
}
}
l_mut_1952 = l_mut_1725;
} else {
let l_2300 = bitcast<u32>(l_2272);
let l_2301 = l_2300 + u32(1);
l_mut_2185 = l_2301;
let l_2302 = l_2300 & u32(2147483647);
let l_2303 = l_2302 == u32(0);
if l_2303 {
l_mut_2185 = u32(1);
} else {
let l_2304 = l_2300 & u32(2147483648);
let l_2305 = l_2304 != u32(0);
if l_2305 {
let l_2306 = l_2300 - u32(1);
l_mut_2185 = l_2306;
} else {
let l_2307 = l_2300 == u32(2139095040);
if l_2307 {
l_mut_2185 = l_2300;
}
}
}
let l_2308 = bitcast<f32>(l_mut_2185);
let l_2309 = bitcast<u32>(l_2308);
let l_2310 = f64(l_2308);
l_mut_1725 = l_2310;
let l_2311 = l_2309 & u32(2139095040);
let l_2312 = l_2311 == u32(0);
if l_2312 {
let l_2313 = l_2309 & u32(8388607);
let l_2314 = f64(l_2313);
let l_2315 = l_2314 * f64(1.401298464324817e-45);
l_mut_1725 = l_2315;
let l_2316 = l_2309 >> u32(31);
let l_2317 = l_2316 == u32(1);
if l_2317 {
let l_2318 = -l_mut_1725;
l_mut_1725 = l_2318;
}
}
let l_2319 = l_mut_1725 <= l_2266;
if l_2319 {
let l_2320 = bitcast<u32>(l_2272);
let l_2321 = l_2320 + u32(1);
l_mut_2185 = l_2321;
let l_2322 = l_2320 & u32(2147483647);
let l_2323 = l_2322 == u32(0);
if l_2323 {
l_mut_2185 = u32(1);
} else {
let l_2324 = l_2320 & u32(2147483648);
let l_2325 = l_2324 != u32(0);
if l_2325 {
let l_2326 = l_2320 - u32(1);
l_mut_2185 = l_2326;
} else {
let l_2327 = l_2320 == u32(2139095040);
if l_2327 {
l_mut_2185 = l_2320;
}
}
}
let l_2328 = bitcast<f32>(l_mut_2185);
let l_2329 = bitcast<u32>(l_2328);
let l_2330 = f64(l_2328);
l_mut_1725 = l_2330;
let l_2331 = l_2329 & u32(2139095040);
let l_2332 = l_2331 == u32(0);
if l_2332 {
let l_2333 = l_2329 & u32(8388607);
let l_2334 = f64(l_2333);
let l_2335 = l_2334 * f64(1.401298464324817e-45);
l_mut_1725 = l_2335;
let l_2336 = l_2329 >> u32(31);
let l_2337 = l_2336 == u32(1);
if l_2337 {
let l_2338 = -l_mut_1725;
l_mut_1725 = l_2338;
}
}
l_mut_1952 = l_mut_1725;
}
}
}
let l_2339 = -l_mut_1952;
l_mut_1952 = l_2339;
let l_2340 = bool(true) && bool(false);
if l_2340 {
let l_2341 = l_2261 + l_2264;
let l_2342 = l_2341 * f64(7.1362384635298e44);
let l_2343 = floor(l_2342);
let l_2344 = l_2343 * f64(1.401298464324817e-45);
l_mut_1725 = l_2344;
let l_2345 = abs(l_2341);
let l_2346 = l_2345 >= f64(1.1754943508222875e-38);
if l_2346 {
let l_2347 = f32(l_2341);
let l_2348 = f64(l_2347);
l_mut_1725 = l_2348;
let l_2349 = l_mut_1725 > l_2341;
if l_2349 {
let l_2350 = bitcast<u32>(l_2347);
let l_2351 = l_2350 ^ u32(2147483648);
let l_2352 = bitcast<f32>(l_2351);
let l_2353 = bitcast<u32>(l_2352);
let l_2354 = l_2353 + u32(1);
l_mut_2185 = l_2354;
let l_2355 = l_2353 & u32(2147483647);
let l_2356 = l_2355 == u32(0);
if l_2356 {
l_mut_2185 = u32(1);
} else {
let l_2357 = l_2353 & u32(2147483648);
let l_2358 = l_2357 != u32(0);
if l_2358 {
let l_2359 = l_2353 - u32(1);
l_mut_2185 = l_2359;
} else {
let l_2360 = l_2353 == u32(2139095040);
if l_2360 {
l_mut_2185 = l_2353;
}
}
}
let l_2361 = bitcast<f32>(l_mut_2185);
let l_2362 = bitcast<u32>(l_2361);
let l_2363 = l_2362 ^ u32(2147483648);
let l_2364 = bitcast<f32>(l_2363);
let l_2365 = bitcast<u32>(l_2364);
let l_2366 = f64(l_2364);
l_mut_1496 = l_2366;
let l_2367 = l_2365 & u32(2139095040);
let l_2368 = l_2367 == u32(0);
if l_2368 {
let l_2369 = l_2365 & u32(8388607);
let l_2370 = f64(l_2369);
let l_2371 = l_2370 * f64(1.401298464324817e-45);
l_mut_1496 = l_2371;
let l_2372 = l_2365 >> u32(31);
let l_2373 = l_2372 == u32(1);
if l_2373 {
let l_2374 = -l_mut_1496;
l_mut_1496 = l_2374;
}
}
l_mut_1725 = l_mut_1496;
} else {
let l_2375 = bitcast<u32>(l_2347);
let l_2376 = l_2375 + u32(1);
l_mut_2185 = l_2376;
let l_2377 = l_2375 & u32(2147483647);
let l_2378 = l_2377 == u32(0);
if l_2378 {
l_mut_2185 = u32(1);
} else {
let l_2379 = l_2375 & u32(2147483648);
let l_2380 = l_2379 != u32(0);
if l_2380 {
let l_2381 = l_2375 - u32(1);
l_mut_2185 = l_2381;
} else {
let l_2382 = l_2375 == u32(2139095040);
if l_2382 {
l_mut_2185 = l_2375;
}
}
}
let l_2383 = bitcast<f32>(l_mut_2185);
let l_2384 = bitcast<u32>(l_2383);
let l_2385 = f64(l_2383);
l_mut_1496 = l_2385;
let l_2386 = l_2384 & u32(2139095040);
let l_2387 = l_2386 == u32(0);
if l_2387 {
let l_2388 = l_2384 & u32(8388607);
let l_2389 = f64(l_2388);
let l_2390 = l_2389 * f64(1.401298464324817e-45);
l_mut_1496 = l_2390;
let l_2391 = l_2384 >> u32(31);
let l_2392 = l_2391 == u32(1);
if l_2392 {
let l_2393 = -l_mut_1496;
l_mut_1496 = l_2393;
}
}
let l_2394 = l_mut_1496 <= l_2341;
if l_2394 {
let l_2395 = bitcast<u32>(l_2347);
let l_2396 = l_2395 + u32(1);
l_mut_2185 = l_2396;
let l_2397 = l_2395 & u32(2147483647);
let l_2398 = l_2397 == u32(0);
if l_2398 {
l_mut_2185 = u32(1);
} else {
let l_2399 = l_2395 & u32(2147483648);
let l_2400 = l_2399 != u32(0);
if l_2400 {
let l_2401 = l_2395 - u32(1);
l_mut_2185 = l_2401;
} else {
let l_2402 = l_2395 == u32(2139095040);
if l_2402 {
l_mut_2185 = l_2395;
}
}
}
let l_2403 = bitcast<f32>(l_mut_2185);
let l_2404 = bitcast<u32>(l_2403);
let l_2405 = f64(l_2403);
l_mut_1496 = l_2405;
let l_2406 = l_2404 & u32(2139095040);
let l_2407 = l_2406 == u32(0);
if l_2407 {
let l_2408 = l_2404 & u32(8388607);
let l_2409 = f64(l_2408);
let l_2410 = l_2409 * f64(1.401298464324817e-45);
l_mut_1496 = l_2410;
let l_2411 = l_2404 >> u32(31);
let l_2412 = l_2411 == u32(1);
if l_2412 {
let l_2413 = -l_mut_1496;
l_mut_1496 = l_2413;
}
}
l_mut_1725 = l_mut_1496;
}
}
}
l_mut_1952 = l_mut_1725;
} else {
let l_2414 = l_2261 - l_2264;
let l_2415 = l_2414 * f64(7.1362384635298e44);
let l_2416 = floor(l_2415);
let l_2417 = l_2416 * f64(1.401298464324817e-45);
l_mut_1725 = l_2417;
let l_2418 = abs(l_2414);
let l_2419 = l_2418 >= f64(1.1754943508222875e-38);
if l_2419 {
let l_2420 = f32(l_2414);
let l_2421 = f64(l_2420);
l_mut_1725 = l_2421;
let l_2422 = l_mut_1725 > l_2414;
if l_2422 {
let l_2423 = bitcast<u32>(l_2420);
let l_2424 = l_2423 ^ u32(2147483648);
let l_2425 = bitcast<f32>(l_2424);
let l_2426 = bitcast<u32>(l_2425);
let l_2427 = l_2426 + u32(1);
l_mut_2185 = l_2427;
let l_2428 = l_2426 & u32(2147483647);
let l_2429 = l_2428 == u32(0);
if l_2429 {
l_mut_2185 = u32(1);
} else {
let l_2430 = l_2426 & u32(2147483648);
let l_2431 = l_2430 != u32(0);
if l_2431 {
let l_2432 = l_2426 - u32(1);
l_mut_2185 = l_2432;
} else {
let l_2433 = l_2426 == u32(2139095040);
if l_2433 {
l_mut_2185 = l_2426;
}
}
}
let l_2434 = bitcast<f32>(l_mut_2185);
let l_2435 = bitcast<u32>(l_2434);
let l_2436 = l_2435 ^ u32(2147483648);
let l_2437 = bitcast<f32>(l_2436);
let l_2438 = bitcast<u32>(l_2437);
let l_2439 = f64(l_2437);
l_mut_1496 = l_2439;
let l_2440 = l_2438 & u32(2139095040);
let l_2441 = l_2440 == u32(0);
if l_2441 {
let l_2442 = l_2438 & u32(8388607);
let l_2443 = f64(l_2442);
let l_2444 = l_2443 * f64(1.401298464324817e-45);
l_mut_1496 = l_2444;
let l_2445 = l_2438 >> u32(31);
let l_2446 = l_2445 == u32(1);
if l_2446 {
let l_2447 = -l_mut_1496;
l_mut_1496 = l_2447;
}
}
l_mut_1725 = l_mut_1496;
} else {
let l_2448 = bitcast<u32>(l_2420);
let l_2449 = l_2448 + u32(1);
l_mut_2185 = l_2449;
let l_2450 = l_2448 & u32(2147483647);
let l_2451 = l_2450 == u32(0);
if l_2451 {
l_mut_2185 = u32(1);
} else {
let l_2452 = l_2448 & u32(2147483648);
let l_2453 = l_2452 != u32(0);
if l_2453 {
let l_2454 = l_2448 - u32(1);
l_mut_2185 = l_2454;
} else {
let l_2455 = l_2448 == u32(2139095040);
if l_2455 {
l_mut_2185 = l_2448;
}
}
}
let l_2456 = bitcast<f32>(l_mut_2185);
let l_2457 = bitcast<u32>(l_2456);
let l_2458 = f64(l_2456);
l_mut_1496 = l_2458;
let l_2459 = l_2457 & u32(2139095040);
let l_2460 = l_2459 == u32(0);
if l_2460 {
let l_2461 = l_2457 & u32(8388607);
let l_2462 = f64(l_2461);
let l_2463 = l_2462 * f64(1.401298464324817e-45);
l_mut_1496 = l_2463;
let l_2464 = l_2457 >> u32(31);
let l_2465 = l_2464 == u32(1);
if l_2465 {
let l_2466 = -l_mut_1496;
l_mut_1496 = l_2466;
}
}
let l_2467 = l_mut_1496 <= l_2414;
if l_2467 {
let l_2468 = bitcast<u32>(l_2420);
let l_2469 = l_2468 + u32(1);
l_mut_2185 = l_2469;
let l_2470 = l_2468 & u32(2147483647);
let l_2471 = l_2470 == u32(0);
if l_2471 {
l_mut_2185 = u32(1);
} else {
let l_2472 = l_2468 & u32(2147483648);
let l_2473 = l_2472 != u32(0);
if l_2473 {
let l_2474 = l_2468 - u32(1);
l_mut_2185 = l_2474;
} else {
let l_2475 = l_2468 == u32(2139095040);
if l_2475 {
l_mut_2185 = l_2468;
}
}
}
let l_2476 = bitcast<f32>(l_mut_2185);
let l_2477 = bitcast<u32>(l_2476);
let l_2478 = f64(l_2476);
l_mut_1496 = l_2478;
let l_2479 = l_2477 & u32(2139095040);
let l_2480 = l_2479 == u32(0);
if l_2480 {
let l_2481 = l_2477 & u32(8388607);
let l_2482 = f64(l_2481);
let l_2483 = l_2482 * f64(1.401298464324817e-45);
l_mut_1496 = l_2483;
let l_2484 = l_2477 >> u32(31);
let l_2485 = l_2484 == u32(1);
if l_2485 {
let l_2486 = -l_mut_1496;
l_mut_1496 = l_2486;
}
}
l_mut_1725 = l_mut_1496;
}
}
}
l_mut_1952 = l_mut_1725;
}
let l_2487 = l_mut_122 + l_19;
let l_2488 = abs(l_2487);
let l_2489 = l_2488 * f64(2.220446049250313e-16);
let l_2490 = l_1158 + l_2489;
let l_2491 = l_2487 + l_2490;
let l_2492 = -l_2491;
let l_2493 = l_2492 * f64(7.1362384635298e44);
let l_2494 = floor(l_2493);
let l_2495 = l_2494 * f64(1.401298464324817e-45);
l_mut_1725 = l_2495;
let l_2496 = abs(l_2492);
let l_2497 = l_2496 >= f64(1.1754943508222875e-38);
if l_2497 {
let l_2498 = f32(l_2492);
let l_2499 = f64(l_2498);
l_mut_1725 = l_2499;
let l_2500 = l_mut_1725 > l_2492;
if l_2500 {
let l_2501 = bitcast<u32>(l_2498);
let l_2502 = l_2501 ^ u32(2147483648);
let l_2503 = bitcast<f32>(l_2502);
let l_2504 = bitcast<u32>(l_2503);
let l_2505 = l_2504 + u32(1);
l_mut_2185 = l_2505;
let l_2506 = l_2504 & u32(2147483647);
let l_2507 = l_2506 == u32(0);
if l_2507 {
l_mut_2185 = u32(1);
} else {
let l_2508 = l_2504 & u32(2147483648);
let l_2509 = l_2508 != u32(0);
if l_2509 {
let l_2510 = l_2504 - u32(1);
l_mut_2185 = l_2510;
} else {
let l_2511 = l_2504 == u32(2139095040);
if l_2511 {
l_mut_2185 = l_2504;
}
}
}
let l_2512 = bitcast<f32>(l_mut_2185);
let l_2513 = bitcast<u32>(l_2512);
let l_2514 = l_2513 ^ u32(2147483648);
let l_2515 = bitcast<f32>(l_2514);
let l_2516 = bitcast<u32>(l_2515);
let l_2517 = f64(l_2515);
l_mut_1496 = l_2517;
let l_2518 = l_2516 & u32(2139095040);
let l_2519 = l_2518 == u32(0);
if l_2519 {
let l_2520 = l_2516 & u32(8388607);
let l_2521 = f64(l_2520);
let l_2522 = l_2521 * f64(1.401298464324817e-45);
l_mut_1496 = l_2522;
let l_2523 = l_2516 >> u32(31);
let l_2524 = l_2523 == u32(1);
if l_2524 {
let l_2525 = -l_mut_1496;
l_mut_1496 = l_2525;
}
}
l_mut_1725 = l_mut_1496;
} else {
let l_2526 = bitcast<u32>(l_2498);
let l_2527 = l_2526 + u32(1);
l_mut_2185 = l_2527;
let l_2528 = l_2526 & u32(2147483647);
let l_2529 = l_2528 == u32(0);
if l_2529 {
l_mut_2185 = u32(1);
} else {
let l_2530 = l_2526 & u32(2147483648);
let l_2531 = l_2530 != u32(0);
if l_2531 {
let l_2532 = l_2526 - u32(1);
l_mut_2185 = l_2532;
} else {
let l_2533 = l_2526 == u32(2139095040);
if l_2533 {
l_mut_2185 = l_2526;
}
}
}
let l_2534 = bitcast<f32>(l_mut_2185);
let l_2535 = bitcast<u32>(l_2534);
let l_2536 = f64(l_2534);
l_mut_1496 = l_2536;
let l_2537 = l_2535 & u32(2139095040);
let l_2538 = l_2537 == u32(0);
if l_2538 {
let l_2539 = l_2535 & u32(8388607);
let l_2540 = f64(l_2539);
let l_2541 = l_2540 * f64(1.401298464324817e-45);
l_mut_1496 = l_2541;
let l_2542 = l_2535 >> u32(31);
let l_2543 = l_2542 == u32(1);
if l_2543 {
let l_2544 = -l_mut_1496;
l_mut_1496 = l_2544;
}
}
let l_2545 = l_mut_1496 <= l_2492;
if l_2545 {
let l_2546 = bitcast<u32>(l_2498);
let l_2547 = l_2546 + u32(1);
l_mut_2185 = l_2547;
let l_2548 = l_2546 & u32(2147483647);
let l_2549 = l_2548 == u32(0);
if l_2549 {
l_mut_2185 = u32(1);
} else {
let l_2550 = l_2546 & u32(2147483648);
let l_2551 = l_2550 != u32(0);
if l_2551 {
let l_2552 = l_2546 - u32(1);
l_mut_2185 = l_2552;
} else {
let l_2553 = l_2546 == u32(2139095040);
if l_2553 {
l_mut_2185 = l_2546;
}
}
}
let l_2554 = bitcast<f32>(l_mut_2185);
let l_2555 = bitcast<u32>(l_2554);
let l_2556 = f64(l_2554);
l_mut_1496 = l_2556;
let l_2557 = l_2555 & u32(2139095040);
let l_2558 = l_2557 == u32(0);
if l_2558 {
let l_2559 = l_2555 & u32(8388607);
let l_2560 = f64(l_2559);
let l_2561 = l_2560 * f64(1.401298464324817e-45);
l_mut_1496 = l_2561;
let l_2562 = l_2555 >> u32(31);
let l_2563 = l_2562 == u32(1);
if l_2563 {
let l_2564 = -l_mut_1496;
l_mut_1496 = l_2564;
}
}
l_mut_1725 = l_mut_1496;
}
}
}
let l_2565 = -l_mut_1725;
l_mut_1725 = l_2565;
let l_2566 = bool(false) && bool(false);
if l_2566 {
let l_2567 = l_2487 + l_2490;
let l_2568 = l_2567 * f64(7.1362384635298e44);
let l_2569 = floor(l_2568);
let l_2570 = l_2569 * f64(1.401298464324817e-45);
l_mut_1496 = l_2570;
let l_2571 = abs(l_2567);
let l_2572 = l_2571 >= f64(1.1754943508222875e-38);
if l_2572 {
let l_2573 = f32(l_2567);
let l_2574 = f64(l_2573);
l_mut_1496 = l_2574;
let l_2575 = l_mut_1496 > l_2567;
if l_2575 {
let l_2576 = bitcast<u32>(l_2573);
let l_2577 = l_2576 ^ u32(2147483648);
let l_2578 = bitcast<f32>(l_2577);
let l_2579 = bitcast<u32>(l_2578);
let l_2580 = l_2579 + u32(1);
l_mut_2185 = l_2580;
let l_2581 = l_2579 & u32(2147483647);
let l_2582 = l_2581 == u32(0);
if l_2582 {
l_mut_2185 = u32(1);
} else {
let l_2583 = l_2579 & u32(2147483648);
let l_2584 = l_2583 != u32(0);
if l_2584 {
let l_2585 = l_2579 - u32(1);
l_mut_2185 = l_2585;
} else {
let l_2586 = l_2579 == u32(2139095040);
if l_2586 {
l_mut_2185 = l_2579;
}
}
}
let l_2587 = bitcast<f32>(l_mut_2185);
let l_2588 = bitcast<u32>(l_2587);
let l_2589 = l_2588 ^ u32(2147483648);
let l_2590 = bitcast<f32>(l_2589);
let l_2591 = bitcast<u32>(l_2590);
let l_2592 = f64(l_2590);
l_mut_1269 = l_2592;
let l_2593 = l_2591 & u32(2139095040);
let l_2594 = l_2593 == u32(0);
if l_2594 {
let l_2595 = l_2591 & u32(8388607);
let l_2596 = f64(l_2595);
let l_2597 = l_2596 * f64(1.401298464324817e-45);
l_mut_1269 = l_2597;
let l_2598 = l_2591 >> u32(31);
let l_2599 = l_2598 == u32(1);
if l_2599 {
let l_2600 = -l_mut_1269;
l_mut_1269 = l_2600;
}
}
l_mut_1496 = l_mut_1269;
} else {
let l_2601 = bitcast<u32>(l_2573);
let l_2602 = l_2601 + u32(1);
l_mut_2185 = l_2602;
let l_2603 = l_2601 & u32(2147483647);
let l_2604 = l_2603 == u32(0);
if l_2604 {
l_mut_2185 = u32(1);
} else {
let l_2605 = l_2601 & u32(2147483648);
let l_2606 = l_2605 != u32(0);
if l_2606 {
let l_2607 = l_2601 - u32(1);
l_mut_2185 = l_2607;
} else {
let l_2608 = l_2601 == u32(2139095040);
if l_2608 {
l_mut_2185 = l_2601;
}
}
}
let l_2609 = bitcast<f32>(l_mut_2185);
let l_2610 = bitcast<u32>(l_2609);
let l_2611 = f64(l_2609);
l_mut_1269 = l_2611;
let l_2612 = l_2610 & u32(2139095040);
let l_2613 = l_2612 == u32(0);
if l_2613 {
let l_2614 = l_2610 & u32(8388607);
let l_2615 = f64(l_2614);
let l_2616 = l_2615 * f64(1.401298464324817e-45);
l_mut_1269 = l_2616;
let l_2617 = l_2610 >> u32(31);
let l_2618 = l_2617 == u32(1);
if l_2618 {
let l_2619 = -l_mut_1269;
l_mut_1269 = l_2619;
}
}
let l_2620 = l_mut_1269 <= l_2567;
if l_2620 {
let l_2621 = bitcast<u32>(l_2573);
let l_2622 = l_2621 + u32(1);
l_mut_2185 = l_2622;
let l_2623 = l_2621 & u32(2147483647);
let l_2624 = l_2623 == u32(0);
if l_2624 {
l_mut_2185 = u32(1);
} else {
let l_2625 = l_2621 & u32(2147483648);
let l_2626 = l_2625 != u32(0);
if l_2626 {
let l_2627 = l_2621 - u32(1);
l_mut_2185 = l_2627;
} else {
let l_2628 = l_2621 == u32(2139095040);
if l_2628 {
l_mut_2185 = l_2621;
}
}
}
let l_2629 = bitcast<f32>(l_mut_2185);
let l_2630 = bitcast<u32>(l_2629);
let l_2631 = f64(l_2629);
l_mut_1269 = l_2631;
let l_2632 = l_2630 & u32(2139095040);
let l_2633 = l_2632 == u32(0);
if l_2633 {
let l_2634 = l_2630 & u32(8388607);
let l_2635 = f64(l_2634);
let l_2636 = l_2635 * f64(1.401298464324817e-45);
l_mut_1269 = l_2636;
let l_2637 = l_2630 >> u32(31);
let l_2638 = l_2637 == u32(1);
if l_2638 {
let l_2639 = -l_mut_1269;
l_mut_1269 = l_2639;
}
}
l_mut_1496 = l_mut_1269;
}
}
}
l_mut_1725 = l_mut_1496;
} else {
}
let l_2640 = l_mut_61 - l_19;
let l_2641 = abs(l_2640);
let l_2642 = l_2641 * f64(2.220446049250313e-16);
let l_2643 = l_1160 + l_2642;
let l_2644 = l_2640 + l_2643;
let l_2645 = -l_2644;
let l_2646 = l_2645 * f64(7.1362384635298e44);
let l_2647 = floor(l_2646);
let l_2648 = l_2647 * f64(1.401298464324817e-45);
l_mut_1496 = l_2648;
let l_2649 = abs(l_2645);
let l_2650 = l_2649 >= f64(1.1754943508222875e-38);
if l_2650 {
let l_2651 = f32(l_2645);
let l_2652 = f64(l_2651);
l_mut_1496 = l_2652;
let l_2653 = l_mut_1496 > l_2645;
if l_2653 {
let l_2654 = bitcast<u32>(l_2651);
let l_2655 = l_2654 ^ u32(2147483648);
let l_2656 = bitcast<f32>(l_2655);
let l_2657 = bitcast<u32>(l_2656);
let l_2658 = l_2657 + u32(1);
l_mut_2185 = l_2658;
let l_2659 = l_2657 & u32(2147483647);
let l_2660 = l_2659 == u32(0);
if l_2660 {
l_mut_2185 = u32(1);
} else {
let l_2661 = l_2657 & u32(2147483648);
let l_2662 = l_2661 != u32(0);
if l_2662 {
let l_2663 = l_2657 - u32(1);
l_mut_2185 = l_2663;
} else {
let l_2664 = l_2657 == u32(2139095040);
if l_2664 {
l_mut_2185 = l_2657;
}
}
}
let l_2665 = bitcast<f32>(l_mut_2185);
let l_2666 = bitcast<u32>(l_2665);
let l_2667 = l_2666 ^ u32(2147483648);
let l_2668 = bitcast<f32>(l_2667);
let l_2669 = bitcast<u32>(l_2668);
let l_2670 = f64(l_2668);
l_mut_1269 = l_2670;
let l_2671 = l_2669 & u32(2139095040);
let l_2672 = l_2671 == u32(0);
if l_2672 {
let l_2673 = l_2669 & u32(8388607);
let l_2674 = f64(l_2673);
let l_2675 = l_2674 * f64(1.401298464324817e-45);
l_mut_1269 = l_2675;
let l_2676 = l_2669 >> u32(31);
let l_2677 = l_2676 == u32(1);
if l_2677 {
let l_2678 = -l_mut_1269;
l_mut_1269 = l_2678;
}
}
l_mut_1496 = l_mut_1269;
} else {
let l_2679 = bitcast<u32>(l_2651);
let l_2680 = l_2679 + u32(1);
l_mut_2185 = l_2680;
let l_2681 = l_2679 & u32(2147483647);
let l_2682 = l_2681 == u32(0);
if l_2682 {
l_mut_2185 = u32(1);
} else {
let l_2683 = l_2679 & u32(2147483648);
let l_2684 = l_2683 != u32(0);
if l_2684 {
let l_2685 = l_2679 - u32(1);
l_mut_2185 = l_2685;
} else {
let l_2686 = l_2679 == u32(2139095040);
if l_2686 {
l_mut_2185 = l_2679;
}
}
}
let l_2687 = bitcast<f32>(l_mut_2185);
let l_2688 = bitcast<u32>(l_2687);
let l_2689 = f64(l_2687);
l_mut_1269 = l_2689;
let l_2690 = l_2688 & u32(2139095040);
let l_2691 = l_2690 == u32(0);
if l_2691 {
let l_2692 = l_2688 & u32(8388607);
let l_2693 = f64(l_2692);
let l_2694 = l_2693 * f64(1.401298464324817e-45);
l_mut_1269 = l_2694;
let l_2695 = l_2688 >> u32(31);
let l_2696 = l_2695 == u32(1);
if l_2696 {
let l_2697 = -l_mut_1269;
l_mut_1269 = l_2697;
}
}
let l_2698 = l_mut_1269 <= l_2645;
if l_2698 {
let l_2699 = bitcast<u32>(l_2651);
let l_2700 = l_2699 + u32(1);
l_mut_2185 = l_2700;
let l_2701 = l_2699 & u32(2147483647);
let l_2702 = l_2701 == u32(0);
if l_2702 {
l_mut_2185 = u32(1);
} else {
let l_2703 = l_2699 & u32(2147483648);
let l_2704 = l_2703 != u32(0);
if l_2704 {
let l_2705 = l_2699 - u32(1);
l_mut_2185 = l_2705;
} else {
let l_2706 = l_2699 == u32(2139095040);
if l_2706 {
l_mut_2185 = l_2699;
}
}
}
let l_2707 = bitcast<f32>(l_mut_2185);
let l_2708 = bitcast<u32>(l_2707);
let l_2709 = f64(l_2707);
l_mut_1269 = l_2709;
let l_2710 = l_2708 & u32(2139095040);
let l_2711 = l_2710 == u32(0);
if l_2711 {
let l_2712 = l_2708 & u32(8388607);
let l_2713 = f64(l_2712);
let l_2714 = l_2713 * f64(1.401298464324817e-45);
l_mut_1269 = l_2714;
let l_2715 = l_2708 >> u32(31);
let l_2716 = l_2715 == u32(1);
if l_2716 {
let l_2717 = -l_mut_1269;
l_mut_1269 = l_2717;
}
}
l_mut_1496 = l_mut_1269;
}
}
}
let l_2718 = -l_mut_1496;
l_mut_1496 = l_2718;
let l_2719 = bool(true) && bool(false);
if l_2719 {
let l_2720 = l_2640 + l_2643;
let l_2721 = l_2720 * f64(7.1362384635298e44);
let l_2722 = floor(l_2721);
let l_2723 = l_2722 * f64(1.401298464324817e-45);
l_mut_1269 = l_2723;
let l_2724 = abs(l_2720);
let l_2725 = l_2724 >= f64(1.1754943508222875e-38);
if l_2725 {
let l_2726 = f32(l_2720);
let l_2727 = f64(l_2726);
l_mut_1269 = l_2727;
let l_2728 = l_mut_1269 > l_2720;
if l_2728 {
let l_2729 = bitcast<u32>(l_2726);
let l_2730 = l_2729 ^ u32(2147483648);
let l_2731 = bitcast<f32>(l_2730);
let l_2732 = bitcast<u32>(l_2731);
let l_2733 = l_2732 + u32(1);
l_mut_2185 = l_2733;
let l_2734 = l_2732 & u32(2147483647);
let l_2735 = l_2734 == u32(0);
if l_2735 {
l_mut_2185 = u32(1);
} else {
let l_2736 = l_2732 & u32(2147483648);
let l_2737 = l_2736 != u32(0);
if l_2737 {
let l_2738 = l_2732 - u32(1);
l_mut_2185 = l_2738;
} else {
let l_2739 = l_2732 == u32(2139095040);
if l_2739 {
l_mut_2185 = l_2732;
}
}
}
let l_2740 = bitcast<f32>(l_mut_2185);
let l_2741 = bitcast<u32>(l_2740);
let l_2742 = l_2741 ^ u32(2147483648);
let l_2743 = bitcast<f32>(l_2742);
let l_2744 = bitcast<u32>(l_2743);
let l_2745 = f64(l_2743);
l_mut_1193 = l_2745;
let l_2746 = l_2744 & u32(2139095040);
let l_2747 = l_2746 == u32(0);
if l_2747 {
let l_2748 = l_2744 & u32(8388607);
let l_2749 = f64(l_2748);
let l_2750 = l_2749 * f64(1.401298464324817e-45);
l_mut_1193 = l_2750;
let l_2751 = l_2744 >> u32(31);
let l_2752 = l_2751 == u32(1);
if l_2752 {
let l_2753 = -l_mut_1193;
l_mut_1193 = l_2753;
}
}
l_mut_1269 = l_mut_1193;
} else {
let l_2754 = bitcast<u32>(l_2726);
let l_2755 = l_2754 + u32(1);
l_mut_2185 = l_2755;
let l_2756 = l_2754 & u32(2147483647);
let l_2757 = l_2756 == u32(0);
if l_2757 {
l_mut_2185 = u32(1);
} else {
let l_2758 = l_2754 & u32(2147483648);
let l_2759 = l_2758 != u32(0);
if l_2759 {
let l_2760 = l_2754 - u32(1);
l_mut_2185 = l_2760;
} else {
let l_2761 = l_2754 == u32(2139095040);
if l_2761 {
l_mut_2185 = l_2754;
}
}
}
let l_2762 = bitcast<f32>(l_mut_2185);
let l_2763 = bitcast<u32>(l_2762);
let l_2764 = f64(l_2762);
l_mut_1193 = l_2764;
let l_2765 = l_2763 & u32(2139095040);
let l_2766 = l_2765 == u32(0);
if l_2766 {
let l_2767 = l_2763 & u32(8388607);
let l_2768 = f64(l_2767);
let l_2769 = l_2768 * f64(1.401298464324817e-45);
l_mut_1193 = l_2769;
let l_2770 = l_2763 >> u32(31);
let l_2771 = l_2770 == u32(1);
if l_2771 {
let l_2772 = -l_mut_1193;
l_mut_1193 = l_2772;
}
}
let l_2773 = l_mut_1193 <= l_2720;
if l_2773 {
let l_2774 = bitcast<u32>(l_2726);
let l_2775 = l_2774 + u32(1);
l_mut_2185 = l_2775;
let l_2776 = l_2774 & u32(2147483647);
let l_2777 = l_2776 == u32(0);
if l_2777 {
l_mut_2185 = u32(1);
} else {
let l_2778 = l_2774 & u32(2147483648);
let l_2779 = l_2778 != u32(0);
if l_2779 {
let l_2780 = l_2774 - u32(1);
l_mut_2185 = l_2780;
} else {
let l_2781 = l_2774 == u32(2139095040);
if l_2781 {
l_mut_2185 = l_2774;
}
}
}
let l_2782 = bitcast<f32>(l_mut_2185);
let l_2783 = bitcast<u32>(l_2782);
let l_2784 = f64(l_2782);
l_mut_1193 = l_2784;
let l_2785 = l_2783 & u32(2139095040);
let l_2786 = l_2785 == u32(0);
if l_2786 {
let l_2787 = l_2783 & u32(8388607);
let l_2788 = f64(l_2787);
let l_2789 = l_2788 * f64(1.401298464324817e-45);
l_mut_1193 = l_2789;
let l_2790 = l_2783 >> u32(31);
let l_2791 = l_2790 == u32(1);
if l_2791 {
let l_2792 = -l_mut_1193;
l_mut_1193 = l_2792;
}
}
l_mut_1269 = l_mut_1193;
}
}
}
l_mut_1496 = l_mut_1269;
} else {
let l_2793 = l_2640 - l_2643;
let l_2794 = l_2793 * f64(7.1362384635298e44);
let l_2795 = floor(l_2794);
let l_2796 = l_2795 * f64(1.401298464324817e-45);
l_mut_1269 = l_2796;
let l_2797 = abs(l_2793);
let l_2798 = l_2797 >= f64(1.1754943508222875e-38);
if l_2798 {
let l_2799 = f32(l_2793);
let l_2800 = f64(l_2799);
l_mut_1269 = l_2800;
let l_2801 = l_mut_1269 > l_2793;
if l_2801 {
let l_2802 = bitcast<u32>(l_2799);
let l_2803 = l_2802 ^ u32(2147483648);
let l_2804 = bitcast<f32>(l_2803);
let l_2805 = bitcast<u32>(l_2804);
let l_2806 = l_2805 + u32(1);
l_mut_2185 = l_2806;
let l_2807 = l_2805 & u32(2147483647);
let l_2808 = l_2807 == u32(0);
if l_2808 {
l_mut_2185 = u32(1);
} else {
let l_2809 = l_2805 & u32(2147483648);
let l_2810 = l_2809 != u32(0);
if l_2810 {
let l_2811 = l_2805 - u32(1);
l_mut_2185 = l_2811;
} else {
let l_2812 = l_2805 == u32(2139095040);
if l_2812 {
l_mut_2185 = l_2805;
}
}
}
let l_2813 = bitcast<f32>(l_mut_2185);
let l_2814 = bitcast<u32>(l_2813);
let l_2815 = l_2814 ^ u32(2147483648);
let l_2816 = bitcast<f32>(l_2815);
let l_2817 = bitcast<u32>(l_2816);
let l_2818 = f64(l_2816);
l_mut_1193 = l_2818;
let l_2819 = l_2817 & u32(2139095040);
let l_2820 = l_2819 == u32(0);
if l_2820 {
let l_2821 = l_2817 & u32(8388607);
let l_2822 = f64(l_2821);
let l_2823 = l_2822 * f64(1.401298464324817e-45);
l_mut_1193 = l_2823;
let l_2824 = l_2817 >> u32(31);
let l_2825 = l_2824 == u32(1);
if l_2825 {
let l_2826 = -l_mut_1193;
l_mut_1193 = l_2826;
}
}
l_mut_1269 = l_mut_1193;
} else {
let l_2827 = bitcast<u32>(l_2799);
let l_2828 = l_2827 + u32(1);
l_mut_2185 = l_2828;
let l_2829 = l_2827 & u32(2147483647);
let l_2830 = l_2829 == u32(0);
if l_2830 {
l_mut_2185 = u32(1);
} else {
let l_2831 = l_2827 & u32(2147483648);
let l_2832 = l_2831 != u32(0);
if l_2832 {
let l_2833 = l_2827 - u32(1);
l_mut_2185 = l_2833;
} else {
let l_2834 = l_2827 == u32(2139095040);
if l_2834 {
l_mut_2185 = l_2827;
}
}
}
let l_2835 = bitcast<f32>(l_mut_2185);
let l_2836 = bitcast<u32>(l_2835);
let l_2837 = f64(l_2835);
l_mut_1193 = l_2837;
let l_2838 = l_2836 & u32(2139095040);
let l_2839 = l_2838 == u32(0);
if l_2839 {
let l_2840 = l_2836 & u32(8388607);
let l_2841 = f64(l_2840);
let l_2842 = l_2841 * f64(1.401298464324817e-45);
l_mut_1193 = l_2842;
let l_2843 = l_2836 >> u32(31);
let l_2844 = l_2843 == u32(1);
if l_2844 {
let l_2845 = -l_mut_1193;
l_mut_1193 = l_2845;
}
}
let l_2846 = l_mut_1193 <= l_2793;
if l_2846 {
let l_2847 = bitcast<u32>(l_2799);
let l_2848 = l_2847 + u32(1);
l_mut_2185 = l_2848;
let l_2849 = l_2847 & u32(2147483647);
let l_2850 = l_2849 == u32(0);
if l_2850 {
l_mut_2185 = u32(1);
} else {
let l_2851 = l_2847 & u32(2147483648);
let l_2852 = l_2851 != u32(0);
if l_2852 {
let l_2853 = l_2847 - u32(1);
l_mut_2185 = l_2853;
} else {
let l_2854 = l_2847 == u32(2139095040);
if l_2854 {
l_mut_2185 = l_2847;
}
}
}
let l_2855 = bitcast<f32>(l_mut_2185);
let l_2856 = bitcast<u32>(l_2855);
let l_2857 = f64(l_2855);
l_mut_1193 = l_2857;
let l_2858 = l_2856 & u32(2139095040);
let l_2859 = l_2858 == u32(0);
if l_2859 {
let l_2860 = l_2856 & u32(8388607);
let l_2861 = f64(l_2860);
let l_2862 = l_2861 * f64(1.401298464324817e-45);
l_mut_1193 = l_2862;
let l_2863 = l_2856 >> u32(31);
let l_2864 = l_2863 == u32(1);
if l_2864 {
let l_2865 = -l_mut_1193;
l_mut_1193 = l_2865;
}
}
l_mut_1269 = l_mut_1193;
}
}
}
l_mut_1496 = l_mut_1269;
}
let l_2866 = l_mut_61 + l_19;
let l_2867 = abs(l_2866);
let l_2868 = l_2867 * f64(2.220446049250313e-16);
let l_2869 = l_1160 + l_2868;
let l_2870 = l_2866 + l_2869;
let l_2871 = -l_2870;
let l_2872 = l_2871 * f64(7.1362384635298e44);
let l_2873 = floor(l_2872);
let l_2874 = l_2873 * f64(1.401298464324817e-45);
l_mut_1269 = l_2874;
let l_2875 = abs(l_2871);
let l_2876 = l_2875 >= f64(1.1754943508222875e-38);
if l_2876 {
let l_2877 = f32(l_2871);
let l_2878 = f64(l_2877);
l_mut_1269 = l_2878;
let l_2879 = l_mut_1269 > l_2871;
if l_2879 {
let l_2880 = bitcast<u32>(l_2877);
let l_2881 = l_2880 ^ u32(2147483648);
let l_2882 = bitcast<f32>(l_2881);
let l_2883 = bitcast<u32>(l_2882);
let l_2884 = l_2883 + u32(1);
l_mut_2185 = l_2884;
let l_2885 = l_2883 & u32(2147483647);
let l_2886 = l_2885 == u32(0);
if l_2886 {
l_mut_2185 = u32(1);
} else {
let l_2887 = l_2883 & u32(2147483648);
let l_2888 = l_2887 != u32(0);
if l_2888 {
let l_2889 = l_2883 - u32(1);
l_mut_2185 = l_2889;
} else {
let l_2890 = l_2883 == u32(2139095040);
if l_2890 {
l_mut_2185 = l_2883;
}
}
}
let l_2891 = bitcast<f32>(l_mut_2185);
let l_2892 = bitcast<u32>(l_2891);
let l_2893 = l_2892 ^ u32(2147483648);
let l_2894 = bitcast<f32>(l_2893);
let l_2895 = bitcast<u32>(l_2894);
let l_2896 = f64(l_2894);
l_mut_1193 = l_2896;
let l_2897 = l_2895 & u32(2139095040);
let l_2898 = l_2897 == u32(0);
if l_2898 {
let l_2899 = l_2895 & u32(8388607);
let l_2900 = f64(l_2899);
let l_2901 = l_2900 * f64(1.401298464324817e-45);
l_mut_1193 = l_2901;
let l_2902 = l_2895 >> u32(31);
let l_2903 = l_2902 == u32(1);
if l_2903 {
let l_2904 = -l_mut_1193;
l_mut_1193 = l_2904;
}
}
l_mut_1269 = l_mut_1193;
} else {
let l_2905 = bitcast<u32>(l_2877);
let l_2906 = l_2905 + u32(1);
l_mut_2185 = l_2906;
let l_2907 = l_2905 & u32(2147483647);
let l_2908 = l_2907 == u32(0);
if l_2908 {
l_mut_2185 = u32(1);
} else {
let l_2909 = l_2905 & u32(2147483648);
let l_2910 = l_2909 != u32(0);
if l_2910 {
let l_2911 = l_2905 - u32(1);
l_mut_2185 = l_2911;
} else {
let l_2912 = l_2905 == u32(2139095040);
if l_2912 {
l_mut_2185 = l_2905;
}
}
}
let l_2913 = bitcast<f32>(l_mut_2185);
let l_2914 = bitcast<u32>(l_2913);
let l_2915 = f64(l_2913);
l_mut_1193 = l_2915;
let l_2916 = l_2914 & u32(2139095040);
let l_2917 = l_2916 == u32(0);
if l_2917 {
let l_2918 = l_2914 & u32(8388607);
let l_2919 = f64(l_2918);
let l_2920 = l_2919 * f64(1.401298464324817e-45);
l_mut_1193 = l_2920;
let l_2921 = l_2914 >> u32(31);
let l_2922 = l_2921 == u32(1);
if l_2922 {
let l_2923 = -l_mut_1193;
l_mut_1193 = l_2923;
}
}
let l_2924 = l_mut_1193 <= l_2871;
if l_2924 {
let l_2925 = bitcast<u32>(l_2877);
let l_2926 = l_2925 + u32(1);
l_mut_2185 = l_2926;
let l_2927 = l_2925 & u32(2147483647);
let l_2928 = l_2927 == u32(0);
if l_2928 {
l_mut_2185 = u32(1);
} else {
let l_2929 = l_2925 & u32(2147483648);
let l_2930 = l_2929 != u32(0);
if l_2930 {
let l_2931 = l_2925 - u32(1);
l_mut_2185 = l_2931;
} else {
let l_2932 = l_2925 == u32(2139095040);
if l_2932 {
l_mut_2185 = l_2925;
}
}
}
let l_2933 = bitcast<f32>(l_mut_2185);
let l_2934 = bitcast<u32>(l_2933);
let l_2935 = f64(l_2933);
l_mut_1193 = l_2935;
let l_2936 = l_2934 & u32(2139095040);
let l_2937 = l_2936 == u32(0);
if l_2937 {
let l_2938 = l_2934 & u32(8388607);
let l_2939 = f64(l_2938);
let l_2940 = l_2939 * f64(1.401298464324817e-45);
l_mut_1193 = l_2940;
let l_2941 = l_2934 >> u32(31);
let l_2942 = l_2941 == u32(1);
if l_2942 {
let l_2943 = -l_mut_1193;
l_mut_1193 = l_2943;
}
}
l_mut_1269 = l_mut_1193;
}
}
}
let l_2944 = -l_mut_1269;
l_mut_1269 = l_2944;
let l_2945 = bool(false) && bool(false);
if l_2945 {
let l_2946 = l_2866 + l_2869;
let l_2947 = l_2946 * f64(7.1362384635298e44);
let l_2948 = floor(l_2947);
let l_2949 = l_2948 * f64(1.401298464324817e-45);
l_mut_1193 = l_2949;
let l_2950 = abs(l_2946);
let l_2951 = l_2950 >= f64(1.1754943508222875e-38);
if l_2951 {
let l_2952 = f32(l_2946);
let l_2953 = f64(l_2952);
l_mut_1193 = l_2953;
let l_2954 = l_mut_1193 > l_2946;
if l_2954 {
let l_2955 = bitcast<u32>(l_2952);
let l_2956 = l_2955 ^ u32(2147483648);
let l_2957 = bitcast<f32>(l_2956);
let l_2958 = bitcast<u32>(l_2957);
let l_2959 = l_2958 + u32(1);
l_mut_2185 = l_2959;
let l_2960 = l_2958 & u32(2147483647);
let l_2961 = l_2960 == u32(0);
if l_2961 {
l_mut_2185 = u32(1);
} else {
let l_2962 = l_2958 & u32(2147483648);
let l_2963 = l_2962 != u32(0);
if l_2963 {
let l_2964 = l_2958 - u32(1);
l_mut_2185 = l_2964;
} else {
let l_2965 = l_2958 == u32(2139095040);
if l_2965 {
l_mut_2185 = l_2958;
}
}
}
let l_2966 = bitcast<f32>(l_mut_2185);
let l_2967 = bitcast<u32>(l_2966);
let l_2968 = l_2967 ^ u32(2147483648);
let l_2969 = bitcast<f32>(l_2968);
let l_2970 = bitcast<u32>(l_2969);
let l_2971 = f64(l_2969);
l_mut_1170 = l_2971;
let l_2972 = l_2970 & u32(2139095040);
let l_2973 = l_2972 == u32(0);
if l_2973 {
let l_2974 = l_2970 & u32(8388607);
let l_2975 = f64(l_2974);
let l_2976 = l_2975 * f64(1.401298464324817e-45);
l_mut_1170 = l_2976;
let l_2977 = l_2970 >> u32(31);
let l_2978 = l_2977 == u32(1);
if l_2978 {
let l_2979 = -l_mut_1170;
l_mut_1170 = l_2979;
}
}
l_mut_1193 = l_mut_1170;
} else {
let l_2980 = bitcast<u32>(l_2952);
let l_2981 = l_2980 + u32(1);
l_mut_2185 = l_2981;
let l_2982 = l_2980 & u32(2147483647);
let l_2983 = l_2982 == u32(0);
if l_2983 {
l_mut_2185 = u32(1);
} else {
let l_2984 = l_2980 & u32(2147483648);
let l_2985 = l_2984 != u32(0);
if l_2985 {
let l_2986 = l_2980 - u32(1);
l_mut_2185 = l_2986;
} else {
let l_2987 = l_2980 == u32(2139095040);
if l_2987 {
l_mut_2185 = l_2980;
}
}
}
let l_2988 = bitcast<f32>(l_mut_2185);
let l_2989 = bitcast<u32>(l_2988);
let l_2990 = f64(l_2988);
l_mut_1170 = l_2990;
let l_2991 = l_2989 & u32(2139095040);
let l_2992 = l_2991 == u32(0);
if l_2992 {
let l_2993 = l_2989 & u32(8388607);
let l_2994 = f64(l_2993);
let l_2995 = l_2994 * f64(1.401298464324817e-45);
l_mut_1170 = l_2995;
let l_2996 = l_2989 >> u32(31);
let l_2997 = l_2996 == u32(1);
if l_2997 {
let l_2998 = -l_mut_1170;
l_mut_1170 = l_2998;
}
}
let l_2999 = l_mut_1170 <= l_2946;
if l_2999 {
let l_3000 = bitcast<u32>(l_2952);
let l_3001 = l_3000 + u32(1);
l_mut_2185 = l_3001;
let l_3002 = l_3000 & u32(2147483647);
let l_3003 = l_3002 == u32(0);
if l_3003 {
l_mut_2185 = u32(1);
} else {
let l_3004 = l_3000 & u32(2147483648);
let l_3005 = l_3004 != u32(0);
if l_3005 {
let l_3006 = l_3000 - u32(1);
l_mut_2185 = l_3006;
} else {
let l_3007 = l_3000 == u32(2139095040);
if l_3007 {
l_mut_2185 = l_3000;
}
}
}
let l_3008 = bitcast<f32>(l_mut_2185);
let l_3009 = bitcast<u32>(l_3008);
let l_3010 = f64(l_3008);
l_mut_1170 = l_3010;
let l_3011 = l_3009 & u32(2139095040);
let l_3012 = l_3011 == u32(0);
if l_3012 {
let l_3013 = l_3009 & u32(8388607);
let l_3014 = f64(l_3013);
let l_3015 = l_3014 * f64(1.401298464324817e-45);
l_mut_1170 = l_3015;
let l_3016 = l_3009 >> u32(31);
let l_3017 = l_3016 == u32(1);
if l_3017 {
let l_3018 = -l_mut_1170;
l_mut_1170 = l_3018;
}
}
l_mut_1193 = l_mut_1170;
}
}
}
l_mut_1269 = l_mut_1193;
} else {
}
l_mut_2185 = u32(0);
let l_3019 = l_mut_1496 <= f64(0.0);
let l_3020 = l_mut_1269 >= f64(0.0);
let l_3021 = l_3019 && l_3020;
let l_3022 = !l_3021;
if l_3022 {
let l_3024 = l_mut_1952 / l_mut_1496;
let l_3025 = l_mut_1952 / l_mut_1269;
let l_3026 = l_mut_1725 / l_mut_1496;
let l_3027 = l_mut_1725 / l_mut_1269;
a_3023[u32(0)] = l_3024;
a_3023[u32(1)] = l_3024;
let l_3028 = a_3023[u32(0)];
let l_3029 = l_3025 < l_3028;
if l_3029 {
a_3023[u32(0)] = l_3025;
}
let l_3030 = a_3023[u32(0)];
let l_3031 = l_3026 < l_3030;
if l_3031 {
a_3023[u32(0)] = l_3026;
}
let l_3032 = a_3023[u32(0)];
let l_3033 = l_3027 < l_3032;
if l_3033 {
a_3023[u32(0)] = l_3027;
}
let l_3034 = a_3023[u32(1)];
let l_3035 = l_3025 > l_3034;
if l_3035 {
a_3023[u32(1)] = l_3025;
}
let l_3036 = a_3023[u32(1)];
let l_3037 = l_3026 > l_3036;
if l_3037 {
a_3023[u32(1)] = l_3026;
}
let l_3038 = a_3023[u32(1)];
let l_3039 = l_3027 > l_3038;
if l_3039 {
a_3023[u32(1)] = l_3027;
}
let l_3040 = a_3023[u32(0)];
let l_3041 = abs(l_3040);
let l_3042 = l_3041 * l_mut_38;
let l_3043 = a_3023[u32(1)];
let l_3044 = abs(l_3043);
let l_3045 = l_3044 * l_mut_38;
l_mut_2185 = u32(2);
let l_3046 = a_3023[u32(0)];
let l_3047 = l_3046 - l_3042;
let l_3048 = abs(l_3047);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3049 = l_3048 >= f64(1.1754943508222875e-38);
let l_3050 = l_3048 <= f64(1.7976931348623157e308);
let l_3051 = l_3049 && l_3050;
if l_3051 {
let l_3052 = bitcast<u64>(l_3048);
let l_3053 = l_3052 >> u32(bitcast<u64>(u64(52)));
let l_3054 = l_3053 - u64(23);
let l_3055 = l_3054 << u32(bitcast<u64>(u64(52)));
let l_3056 = bitcast<f64>(l_3055);
l_mut_1952 = l_3056;
}
let l_3057 = l_3046 + l_3042;
let l_3058 = abs(l_3057);
l_mut_1725 = f64(1.401298464324817e-45);
let l_3059 = l_3058 >= f64(1.1754943508222875e-38);
let l_3060 = l_3058 <= f64(1.7976931348623157e308);
let l_3061 = l_3059 && l_3060;
if l_3061 {
let l_3062 = bitcast<u64>(l_3058);
let l_3063 = l_3062 >> u32(bitcast<u64>(u64(52)));
let l_3064 = l_3063 - u64(23);
let l_3065 = l_3064 << u32(bitcast<u64>(u64(52)));
let l_3066 = bitcast<f64>(l_3065);
l_mut_1725 = l_3066;
}
let l_3067 = l_mut_1952 == l_mut_1725;
let l_3068 = a_3023[u32(1)];
let l_3069 = l_3068 - l_3045;
let l_3070 = abs(l_3069);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3071 = l_3070 >= f64(1.1754943508222875e-38);
let l_3072 = l_3070 <= f64(1.7976931348623157e308);
let l_3073 = l_3071 && l_3072;
if l_3073 {
let l_3074 = bitcast<u64>(l_3070);
let l_3075 = l_3074 >> u32(bitcast<u64>(u64(52)));
let l_3076 = l_3075 - u64(23);
let l_3077 = l_3076 << u32(bitcast<u64>(u64(52)));
let l_3078 = bitcast<f64>(l_3077);
l_mut_1952 = l_3078;
}
let l_3079 = l_3068 + l_3045;
let l_3080 = abs(l_3079);
l_mut_1725 = f64(1.401298464324817e-45);
let l_3081 = l_3080 >= f64(1.1754943508222875e-38);
let l_3082 = l_3080 <= f64(1.7976931348623157e308);
let l_3083 = l_3081 && l_3082;
if l_3083 {
let l_3084 = bitcast<u64>(l_3080);
let l_3085 = l_3084 >> u32(bitcast<u64>(u64(52)));
let l_3086 = l_3085 - u64(23);
let l_3087 = l_3086 << u32(bitcast<u64>(u64(52)));
let l_3088 = bitcast<f64>(l_3087);
l_mut_1725 = l_3088;
}
let l_3089 = l_mut_1952 == l_mut_1725;
let l_3090 = l_3067 && l_3089;
if l_3090 {
let l_3091 = a_3023[u32(0)];
let l_3092 = a_3023[u32(0)];
let l_3093 = abs(l_3092);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3094 = l_3093 >= f64(1.1754943508222875e-38);
let l_3095 = l_3093 <= f64(1.7976931348623157e308);
let l_3096 = l_3094 && l_3095;
if l_3096 {
let l_3097 = bitcast<u64>(l_3093);
let l_3098 = l_3097 >> u32(bitcast<u64>(u64(52)));
let l_3099 = l_3098 - u64(23);
let l_3100 = l_3099 << u32(bitcast<u64>(u64(52)));
let l_3101 = bitcast<f64>(l_3100);
l_mut_1952 = l_3101;
}
let l_3102 = l_22 * l_mut_1952;
let l_3103 = l_3091 - l_3102;
let l_3104 = a_3023[u32(1)];
let l_3105 = a_3023[u32(1)];
let l_3106 = abs(l_3105);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3107 = l_3106 >= f64(1.1754943508222875e-38);
let l_3108 = l_3106 <= f64(1.7976931348623157e308);
let l_3109 = l_3107 && l_3108;
if l_3109 {
let l_3110 = bitcast<u64>(l_3106);
let l_3111 = l_3110 >> u32(bitcast<u64>(u64(52)));
let l_3112 = l_3111 - u64(23);
let l_3113 = l_3112 << u32(bitcast<u64>(u64(52)));
let l_3114 = bitcast<f64>(l_3113);
l_mut_1952 = l_3114;
}
let l_3115 = l_22 * l_mut_1952;
let l_3116 = l_3104 + l_3115;
let l_3117 = bitcast<u32>(l_15);
let l_3118 = f64(l_15);
l_mut_1952 = l_3118;
let l_3119 = l_3117 & u32(2139095040);
let l_3120 = l_3119 == u32(0);
if l_3120 {
let l_3121 = l_3117 & u32(8388607);
let l_3122 = f64(l_3121);
let l_3123 = l_3122 * f64(1.401298464324817e-45);
l_mut_1952 = l_3123;
let l_3124 = l_3117 >> u32(31);
let l_3125 = l_3124 == u32(1);
if l_3125 {
let l_3126 = -l_mut_1952;
l_mut_1952 = l_3126;
}
}
let l_3127 = bitcast<u32>(l_15);
let l_3128 = l_3127 + u32(1);
l_mut_3129 = l_3128;
let l_3130 = l_3127 & u32(2147483647);
let l_3131 = l_3130 == u32(0);
if l_3131 {
l_mut_3129 = u32(1);
} else {
let l_3132 = l_3127 & u32(2147483648);
let l_3133 = l_3132 != u32(0);
if l_3133 {
let l_3134 = l_3127 - u32(1);
l_mut_3129 = l_3134;
} else {
let l_3135 = l_3127 == u32(2139095040);
if l_3135 {
l_mut_3129 = l_3127;
}
}
}
let l_3136 = bitcast<f32>(l_mut_3129);
let l_3137 = bitcast<u32>(l_3136);
let l_3138 = f64(l_3136);
l_mut_1725 = l_3138;
let l_3139 = l_3137 & u32(2139095040);
let l_3140 = l_3139 == u32(0);
if l_3140 {
let l_3141 = l_3137 & u32(8388607);
let l_3142 = f64(l_3141);
let l_3143 = l_3142 * f64(1.401298464324817e-45);
l_mut_1725 = l_3143;
let l_3144 = l_3137 >> u32(31);
let l_3145 = l_3144 == u32(1);
if l_3145 {
let l_3146 = -l_mut_1725;
l_mut_1725 = l_3146;
}
}
let l_3147 = bitcast<u32>(l_15);
let l_3148 = l_3147 ^ u32(2147483648);
let l_3149 = bitcast<f32>(l_3148);
let l_3150 = bitcast<u32>(l_3149);
let l_3151 = l_3150 + u32(1);
l_mut_3129 = l_3151;
let l_3152 = l_3150 & u32(2147483647);
let l_3153 = l_3152 == u32(0);
if l_3153 {
l_mut_3129 = u32(1);
} else {
let l_3154 = l_3150 & u32(2147483648);
let l_3155 = l_3154 != u32(0);
if l_3155 {
let l_3156 = l_3150 - u32(1);
l_mut_3129 = l_3156;
} else {
let l_3157 = l_3150 == u32(2139095040);
if l_3157 {
l_mut_3129 = l_3150;
}
}
}
let l_3158 = bitcast<f32>(l_mut_3129);
let l_3159 = bitcast<u32>(l_3158);
let l_3160 = l_3159 ^ u32(2147483648);
let l_3161 = bitcast<f32>(l_3160);
let l_3162 = bitcast<u32>(l_3161);
let l_3163 = f64(l_3161);
l_mut_1496 = l_3163;
let l_3164 = l_3162 & u32(2139095040);
let l_3165 = l_3164 == u32(0);
if l_3165 {
let l_3166 = l_3162 & u32(8388607);
let l_3167 = f64(l_3166);
let l_3168 = l_3167 * f64(1.401298464324817e-45);
l_mut_1496 = l_3168;
let l_3169 = l_3162 >> u32(31);
let l_3170 = l_3169 == u32(1);
if l_3170 {
let l_3171 = -l_mut_1496;
l_mut_1496 = l_3171;
}
}
let l_3172 = l_3103 + l_3042;
let l_3173 = l_3172 <= l_mut_1952;
l_mut_142 = l_3173;
let l_3174 = l_3103 - l_3042;
let l_3175 = l_3174 > l_mut_1952;
l_mut_139 = l_3175;
let l_3176 = l_3116 - l_3045;
let l_3177 = l_3176 >= l_mut_1952;
l_mut_136 = l_3177;
let l_3178 = l_3116 + l_3045;
let l_3179 = l_3178 < l_mut_1952;
l_mut_133 = l_3179;
let l_3180 = l_3103 + l_3042;
let l_3181 = l_3180 < l_mut_1725;
l_mut_142 = l_3181;
let l_3182 = l_3103 - l_3042;
let l_3183 = l_3182 >= l_mut_1725;
l_mut_139 = l_3183;
let l_3184 = l_3116 - l_3045;
let l_3185 = l_3184 > l_mut_1496;
l_mut_136 = l_3185;
let l_3186 = l_3116 + l_3045;
let l_3187 = l_3186 <= l_mut_1496;
l_mut_133 = l_3187;
l_mut_3129 = u32(2);
let l_3188 = l_mut_139 || l_mut_133;
if l_3188 {
l_mut_3129 = u32(1);
} else {
let l_3189 = l_mut_142 && l_mut_136;
if l_3189 {
l_mut_3129 = u32(0);
}
}
let l_3190 = bitcast<u32>(l_15);
let l_3191 = l_3190 & u32(2147483647);
let l_3192 = l_3191 == u32(0);
if l_3192 {
let l_3193 = l_3103 + l_3042;
let l_3194 = l_3193 < f64(1.1754943508222875e-38);
let l_3195 = l_3116 - l_3045;
let l_3196 = l_3195 > f64(-1.1754943508222875e-38);
let l_3197 = l_3194 && l_3196;
let l_3198 = l_3103 - l_3042;
let l_3199 = l_3198 < f64(1.1754943508222875e-38);
let l_3200 = l_3116 + l_3045;
let l_3201 = l_3200 > f64(-1.1754943508222875e-38);
let l_3202 = l_3199 && l_3201;
if l_3197 {
l_mut_3129 = u32(0);
} else {
let l_3203 = l_mut_3129 == u32(1);
let l_3204 = l_3202 && l_3203;
if l_3204 {
l_mut_3129 = u32(2);
}
}
}
l_mut_2185 = l_mut_3129;
}
}
let l_3205 = l_mut_48 == u32(0);
if l_3205 {
l_mut_87 = u32(0);
} else {
let l_3206 = l_mut_2185 == u32(1);
if l_3206 {
l_mut_87 = u32(1);
}
}
} else {
let l_3207 = l_mut_122 - l_19;
let l_3208 = l_mut_122 + l_19;
let l_3209 = l_mut_61 - l_19;
let l_3210 = l_mut_61 + l_19;
let l_3211 = abs(l_3209);
let l_3212 = l_3211 > l_1160;
let l_3213 = abs(l_3210);
let l_3214 = l_3213 > l_1160;
let l_3215 = l_3212 && l_3214;
if l_3215 {
let l_3216 = l_1158 + l_1160;
let l_3217 = abs(l_3209);
let l_3218 = abs(l_3210);
l_mut_1952 = l_3217;
let l_3219 = l_3218 < l_3217;
if l_3219 {
l_mut_1952 = l_3218;
}
let l_3220 = l_3216 / l_mut_1952;
let l_3221 = abs(l_3207);
let l_3222 = abs(l_3208);
l_mut_1952 = l_3221;
let l_3223 = l_3222 < l_3221;
if l_3223 {
l_mut_1952 = l_3222;
}
let l_3224 = l_1158 / l_mut_1952;
let l_3225 = l_3220 + l_3224;
l_mut_38 = l_mut_38 + l_3225;
l_mut_3129 = u32(0);
let l_3226 = l_3209 <= f64(0.0);
let l_3227 = l_3210 >= f64(0.0);
let l_3228 = l_3226 && l_3227;
let l_3229 = !l_3228;
if l_3229 {
let l_3231 = l_3207 / l_3209;
let l_3232 = l_3207 / l_3210;
let l_3233 = l_3208 / l_3209;
let l_3234 = l_3208 / l_3210;
a_3230[u32(0)] = l_3231;
a_3230[u32(1)] = l_3231;
let l_3235 = a_3230[u32(0)];
let l_3236 = l_3232 < l_3235;
if l_3236 {
a_3230[u32(0)] = l_3232;
}
let l_3237 = a_3230[u32(0)];
let l_3238 = l_3233 < l_3237;
if l_3238 {
a_3230[u32(0)] = l_3233;
}
let l_3239 = a_3230[u32(0)];
let l_3240 = l_3234 < l_3239;
if l_3240 {
a_3230[u32(0)] = l_3234;
}
let l_3241 = a_3230[u32(1)];
let l_3242 = l_3232 > l_3241;
if l_3242 {
a_3230[u32(1)] = l_3232;
}
let l_3243 = a_3230[u32(1)];
let l_3244 = l_3233 > l_3243;
if l_3244 {
a_3230[u32(1)] = l_3233;
}
let l_3245 = a_3230[u32(1)];
let l_3246 = l_3234 > l_3245;
if l_3246 {
a_3230[u32(1)] = l_3234;
}
let l_3247 = a_3230[u32(0)];
let l_3248 = abs(l_3247);
let l_3249 = l_3248 * l_mut_38;
let l_3250 = a_3230[u32(1)];
let l_3251 = abs(l_3250);
let l_3252 = l_3251 * l_mut_38;
l_mut_3129 = u32(2);
let l_3253 = a_3230[u32(0)];
let l_3254 = l_3253 - l_3249;
let l_3255 = abs(l_3254);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3256 = l_3255 >= f64(1.1754943508222875e-38);
let l_3257 = l_3255 <= f64(1.7976931348623157e308);
let l_3258 = l_3256 && l_3257;
if l_3258 {
let l_3259 = bitcast<u64>(l_3255);
let l_3260 = l_3259 >> u32(bitcast<u64>(u64(52)));
let l_3261 = l_3260 - u64(23);
let l_3262 = l_3261 << u32(bitcast<u64>(u64(52)));
let l_3263 = bitcast<f64>(l_3262);
l_mut_1952 = l_3263;
}
let l_3264 = l_3253 + l_3249;
let l_3265 = abs(l_3264);
l_mut_1725 = f64(1.401298464324817e-45);
let l_3266 = l_3265 >= f64(1.1754943508222875e-38);
let l_3267 = l_3265 <= f64(1.7976931348623157e308);
let l_3268 = l_3266 && l_3267;
if l_3268 {
let l_3269 = bitcast<u64>(l_3265);
let l_3270 = l_3269 >> u32(bitcast<u64>(u64(52)));
let l_3271 = l_3270 - u64(23);
let l_3272 = l_3271 << u32(bitcast<u64>(u64(52)));
let l_3273 = bitcast<f64>(l_3272);
l_mut_1725 = l_3273;
}
let l_3274 = l_mut_1952 == l_mut_1725;
let l_3275 = a_3230[u32(1)];
let l_3276 = l_3275 - l_3252;
let l_3277 = abs(l_3276);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3278 = l_3277 >= f64(1.1754943508222875e-38);
let l_3279 = l_3277 <= f64(1.7976931348623157e308);
let l_3280 = l_3278 && l_3279;
if l_3280 {
let l_3281 = bitcast<u64>(l_3277);
let l_3282 = l_3281 >> u32(bitcast<u64>(u64(52)));
let l_3283 = l_3282 - u64(23);
let l_3284 = l_3283 << u32(bitcast<u64>(u64(52)));
let l_3285 = bitcast<f64>(l_3284);
l_mut_1952 = l_3285;
}
let l_3286 = l_3275 + l_3252;
let l_3287 = abs(l_3286);
l_mut_1725 = f64(1.401298464324817e-45);
let l_3288 = l_3287 >= f64(1.1754943508222875e-38);
let l_3289 = l_3287 <= f64(1.7976931348623157e308);
let l_3290 = l_3288 && l_3289;
if l_3290 {
let l_3291 = bitcast<u64>(l_3287);
let l_3292 = l_3291 >> u32(bitcast<u64>(u64(52)));
let l_3293 = l_3292 - u64(23);
let l_3294 = l_3293 << u32(bitcast<u64>(u64(52)));
let l_3295 = bitcast<f64>(l_3294);
l_mut_1725 = l_3295;
}
let l_3296 = l_mut_1952 == l_mut_1725;
let l_3297 = l_3274 && l_3296;
if l_3297 {
let l_3298 = a_3230[u32(0)];
let l_3299 = a_3230[u32(0)];
let l_3300 = abs(l_3299);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3301 = l_3300 >= f64(1.1754943508222875e-38);
let l_3302 = l_3300 <= f64(1.7976931348623157e308);
let l_3303 = l_3301 && l_3302;
if l_3303 {
let l_3304 = bitcast<u64>(l_3300);
let l_3305 = l_3304 >> u32(bitcast<u64>(u64(52)));
let l_3306 = l_3305 - u64(23);
let l_3307 = l_3306 << u32(bitcast<u64>(u64(52)));
let l_3308 = bitcast<f64>(l_3307);
l_mut_1952 = l_3308;
}
let l_3309 = l_22 * l_mut_1952;
let l_3310 = l_3298 - l_3309;
let l_3311 = a_3230[u32(1)];
let l_3312 = a_3230[u32(1)];
let l_3313 = abs(l_3312);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3314 = l_3313 >= f64(1.1754943508222875e-38);
let l_3315 = l_3313 <= f64(1.7976931348623157e308);
let l_3316 = l_3314 && l_3315;
if l_3316 {
let l_3317 = bitcast<u64>(l_3313);
let l_3318 = l_3317 >> u32(bitcast<u64>(u64(52)));
let l_3319 = l_3318 - u64(23);
let l_3320 = l_3319 << u32(bitcast<u64>(u64(52)));
let l_3321 = bitcast<f64>(l_3320);
l_mut_1952 = l_3321;
}
let l_3322 = l_22 * l_mut_1952;
let l_3323 = l_3311 + l_3322;
let l_3324 = bitcast<u32>(l_15);
let l_3325 = f64(l_15);
l_mut_1952 = l_3325;
let l_3326 = l_3324 & u32(2139095040);
let l_3327 = l_3326 == u32(0);
if l_3327 {
let l_3328 = l_3324 & u32(8388607);
let l_3329 = f64(l_3328);
let l_3330 = l_3329 * f64(1.401298464324817e-45);
l_mut_1952 = l_3330;
let l_3331 = l_3324 >> u32(31);
let l_3332 = l_3331 == u32(1);
if l_3332 {
let l_3333 = -l_mut_1952;
l_mut_1952 = l_3333;
}
}
let l_3334 = bitcast<u32>(l_15);
let l_3335 = l_3334 + u32(1);
l_mut_2185 = l_3335;
let l_3336 = l_3334 & u32(2147483647);
let l_3337 = l_3336 == u32(0);
if l_3337 {
l_mut_2185 = u32(1);
} else {
let l_3338 = l_3334 & u32(2147483648);
let l_3339 = l_3338 != u32(0);
if l_3339 {
let l_3340 = l_3334 - u32(1);
l_mut_2185 = l_3340;
} else {
let l_3341 = l_3334 == u32(2139095040);
if l_3341 {
l_mut_2185 = l_3334;
}
}
}
let l_3342 = bitcast<f32>(l_mut_2185);
let l_3343 = bitcast<u32>(l_3342);
let l_3344 = f64(l_3342);
l_mut_1725 = l_3344;
let l_3345 = l_3343 & u32(2139095040);
let l_3346 = l_3345 == u32(0);
if l_3346 {
let l_3347 = l_3343 & u32(8388607);
let l_3348 = f64(l_3347);
let l_3349 = l_3348 * f64(1.401298464324817e-45);
l_mut_1725 = l_3349;
let l_3350 = l_3343 >> u32(31);
let l_3351 = l_3350 == u32(1);
if l_3351 {
let l_3352 = -l_mut_1725;
l_mut_1725 = l_3352;
}
}
let l_3353 = bitcast<u32>(l_15);
let l_3354 = l_3353 ^ u32(2147483648);
let l_3355 = bitcast<f32>(l_3354);
let l_3356 = bitcast<u32>(l_3355);
let l_3357 = l_3356 + u32(1);
l_mut_2185 = l_3357;
let l_3358 = l_3356 & u32(2147483647);
let l_3359 = l_3358 == u32(0);
if l_3359 {
l_mut_2185 = u32(1);
} else {
let l_3360 = l_3356 & u32(2147483648);
let l_3361 = l_3360 != u32(0);
if l_3361 {
let l_3362 = l_3356 - u32(1);
l_mut_2185 = l_3362;
} else {
let l_3363 = l_3356 == u32(2139095040);
if l_3363 {
l_mut_2185 = l_3356;
}
}
}
let l_3364 = bitcast<f32>(l_mut_2185);
let l_3365 = bitcast<u32>(l_3364);
let l_3366 = l_3365 ^ u32(2147483648);
let l_3367 = bitcast<f32>(l_3366);
let l_3368 = bitcast<u32>(l_3367);
let l_3369 = f64(l_3367);
l_mut_1496 = l_3369;
let l_3370 = l_3368 & u32(2139095040);
let l_3371 = l_3370 == u32(0);
if l_3371 {
let l_3372 = l_3368 & u32(8388607);
let l_3373 = f64(l_3372);
let l_3374 = l_3373 * f64(1.401298464324817e-45);
l_mut_1496 = l_3374;
let l_3375 = l_3368 >> u32(31);
let l_3376 = l_3375 == u32(1);
if l_3376 {
let l_3377 = -l_mut_1496;
l_mut_1496 = l_3377;
}
}
let l_3378 = l_3310 + l_3249;
let l_3379 = l_3378 <= l_mut_1952;
l_mut_142 = l_3379;
let l_3380 = l_3310 - l_3249;
let l_3381 = l_3380 > l_mut_1952;
l_mut_139 = l_3381;
let l_3382 = l_3323 - l_3252;
let l_3383 = l_3382 >= l_mut_1952;
l_mut_136 = l_3383;
let l_3384 = l_3323 + l_3252;
let l_3385 = l_3384 < l_mut_1952;
l_mut_133 = l_3385;
l_mut_2185 = u32(2);
let l_3386 = l_mut_139 || l_mut_133;
if l_3386 {
l_mut_2185 = u32(1);
} else {
let l_3387 = l_mut_142 && l_mut_136;
if l_3387 {
l_mut_2185 = u32(0);
}
}
let l_3388 = bitcast<u32>(l_15);
let l_3389 = l_3388 & u32(2147483647);
let l_3390 = l_3389 == u32(0);
if l_3390 {
let l_3391 = l_3310 + l_3249;
let l_3392 = l_3391 < f64(1.1754943508222875e-38);
let l_3393 = l_3323 - l_3252;
let l_3394 = l_3393 > f64(-1.1754943508222875e-38);
let l_3395 = l_3392 && l_3394;
let l_3396 = l_3310 - l_3249;
let l_3397 = l_3396 < f64(1.1754943508222875e-38);
let l_3398 = l_3323 + l_3252;
let l_3399 = l_3398 > f64(-1.1754943508222875e-38);
let l_3400 = l_3397 && l_3399;
if l_3395 {
l_mut_2185 = u32(0);
} else {
let l_3401 = l_mut_2185 == u32(1);
let l_3402 = l_3400 && l_3401;
if l_3402 {
l_mut_2185 = u32(2);
}
}
}
l_mut_3129 = l_mut_2185;
}
}
l_mut_87 = l_mut_3129;
}
}
l_mut_31 = l_mut_87;
} else {
let l_3403 = l_27 <= l_25;
let l_3404 = l_9 == u32(12);
let l_3405 = l_3403 && l_3404;
if l_3405 {
let l_3406 = f32(l_26);
let l_3407 = bitcast<u32>(l_3406);
let l_3408 = f64(l_3406);
l_mut_1952 = l_3408;
let l_3409 = l_3407 & u32(2139095040);
let l_3410 = l_3409 == u32(0);
if l_3410 {
let l_3411 = l_3407 & u32(8388607);
let l_3412 = f64(l_3411);
let l_3413 = l_3412 * f64(1.401298464324817e-45);
l_mut_1952 = l_3413;
let l_3414 = l_3407 >> u32(31);
let l_3415 = l_3414 == u32(1);
if l_3415 {
let l_3416 = -l_mut_1952;
l_mut_1952 = l_3416;
}
}
let l_3417 = abs(l_mut_1952);
l_mut_1952 = l_3417;
l_mut_3129 = u32(0);
let l_3418 = l_3417 >= f64(0.785);
if l_3418 {
let l_3419 = l_3417 * f64(0.6366197723675814);
let l_3420 = l_3419 + f64(0.5);
let l_3421 = floor(l_3420);
let l_3422 = l_3421 * f64(1.570796325802803);
let l_3423 = l_3417 - l_3422;
let l_3424 = l_3423 * l_4;
let l_3425 = l_3421 * f64(9.920935796805404e-10);
let l_3426 = l_3424 - l_3425;
l_mut_1952 = l_3426;
let l_3427 = u32(l_3421);
l_mut_3129 = l_3427;
}
let l_3428 = bitcast<u32>(l_3406);
let l_3429 = l_3428 >> u32(31);
let l_3430 = l_3429 == u32(1);
let l_3431 = l_mut_1952 * l_mut_1952;
let l_3432 = l_3431 * f64(1.9572941063391263e-20);
let l_3433 = f64(8.22063524662433e-18) - l_3432;
l_mut_1725 = l_3433;
let l_3434 = l_mut_1725 * l_3431;
let l_3435 = l_3434 - f64(2.8114572543455206e-15);
l_mut_1725 = l_3435;
let l_3436 = l_mut_1725 * l_3431;
let l_3437 = l_3436 + f64(7.647163731819816e-13);
l_mut_1725 = l_3437;
let l_3438 = l_mut_1725 * l_3431;
let l_3439 = l_3438 - f64(1.6059043836821613e-10);
l_mut_1725 = l_3439;
let l_3440 = l_mut_1725 * l_3431;
let l_3441 = l_3440 + f64(2.505210838544172e-8);
l_mut_1725 = l_3441;
let l_3442 = l_mut_1725 * l_3431;
let l_3443 = l_3442 - f64(2.7557319223985893e-6);
l_mut_1725 = l_3443;
let l_3444 = l_mut_1725 * l_3431;
let l_3445 = l_3444 + f64(0.0001984126984126984);
l_mut_1725 = l_3445;
let l_3446 = l_mut_1725 * l_3431;
let l_3447 = l_3446 - f64(0.008333333333333333);
l_mut_1725 = l_3447;
let l_3448 = l_mut_1725 * l_3431;
let l_3449 = l_3448 + f64(0.16666666666666666);
l_mut_1725 = l_3449;
let l_3450 = f64(0.5) * l_3431;
let l_3451 = f64(1.0) - l_3450;
let l_3452 = f64(0.0) * l_3451;
let l_3453 = l_mut_1952 * l_3431;
let l_3454 = l_3453 * l_mut_1725;
let l_3455 = l_3452 - l_3454;
let l_3456 = l_mut_1952 + l_3455;
let l_3457 = l_mut_1952 * l_mut_1952;
let l_3458 = l_3457 * f64(4.110317623312165e-19);
let l_3459 = l_3458 - f64(1.5619206968586225e-16);
l_mut_1725 = l_3459;
let l_3460 = l_mut_1725 * l_3457;
let l_3461 = l_3460 + f64(4.779477332387385e-14);
l_mut_1725 = l_3461;
let l_3462 = l_mut_1725 * l_3457;
let l_3463 = l_3462 - f64(1.1470745597729725e-11);
l_mut_1725 = l_3463;
let l_3464 = l_mut_1725 * l_3457;
let l_3465 = l_3464 + f64(2.08767569878681e-9);
l_mut_1725 = l_3465;
let l_3466 = l_mut_1725 * l_3457;
let l_3467 = l_3466 - f64(2.755731922398589e-7);
l_mut_1725 = l_3467;
let l_3468 = l_mut_1725 * l_3457;
let l_3469 = l_3468 + f64(2.48015873015873e-5);
l_mut_1725 = l_3469;
let l_3470 = l_mut_1725 * l_3457;
let l_3471 = l_3470 - f64(0.001388888888888889);
l_mut_1725 = l_3471;
let l_3472 = l_mut_1725 * l_3457;
let l_3473 = l_3472 + f64(0.041666666666666664);
l_mut_1725 = l_3473;
let l_3474 = f64(0.5) * l_3457;
let l_3475 = f64(1.0) - l_3474;
let l_3476 = l_3457 * l_3457;
let l_3477 = l_3476 * l_mut_1725;
let l_3478 = f64(0.0) * l_mut_1952;
let l_3479 = l_3477 - l_3478;
let l_3480 = l_3475 + l_3479;
let l_3481 = l_mut_3129 & u32(1);
let l_3482 = l_3481 == u32(1);
l_mut_1952 = l_3456;
let l_3483 = l_mut_3129 & u32(2);
let l_3484 = l_3483 != u32(0);
l_mut_142 = l_3484;
if l_3482 {
l_mut_1952 = l_3480;
}
let l_3485 = bool(true) && l_3430;
if l_3485 {
let l_3486 = !l_mut_142;
l_mut_142 = l_3486;
}
if l_mut_142 {
let l_3487 = -l_mut_1952;
l_mut_1952 = l_3487;
}
let l_3488 = f32(l_26);
let l_3489 = bitcast<u32>(l_3488);
let l_3490 = f64(l_3488);
l_mut_1725 = l_3490;
let l_3491 = l_3489 & u32(2139095040);
let l_3492 = l_3491 == u32(0);
if l_3492 {
let l_3493 = l_3489 & u32(8388607);
let l_3494 = f64(l_3493);
let l_3495 = l_3494 * f64(1.401298464324817e-45);
l_mut_1725 = l_3495;
let l_3496 = l_3489 >> u32(31);
let l_3497 = l_3496 == u32(1);
if l_3497 {
let l_3498 = -l_mut_1725;
l_mut_1725 = l_3498;
}
}
let l_3499 = abs(l_mut_1725);
l_mut_1725 = l_3499;
l_mut_3129 = u32(0);
let l_3500 = l_3499 >= f64(0.785);
if l_3500 {
let l_3501 = l_3499 * f64(0.6366197723675814);
let l_3502 = l_3501 + f64(0.5);
let l_3503 = floor(l_3502);
let l_3504 = l_3503 * f64(1.570796325802803);
let l_3505 = l_3499 - l_3504;
let l_3506 = l_3505 * l_4;
let l_3507 = l_3503 * f64(9.920935796805404e-10);
let l_3508 = l_3506 - l_3507;
l_mut_1725 = l_3508;
let l_3509 = u32(l_3503);
l_mut_3129 = l_3509;
}
let l_3510 = bitcast<u32>(l_3488);
let l_3511 = l_3510 >> u32(31);
let l_3512 = l_3511 == u32(1);
let l_3513 = l_mut_1725 * l_mut_1725;
let l_3514 = l_3513 * f64(1.9572941063391263e-20);
let l_3515 = f64(8.22063524662433e-18) - l_3514;
l_mut_1496 = l_3515;
let l_3516 = l_mut_1496 * l_3513;
let l_3517 = l_3516 - f64(2.8114572543455206e-15);
l_mut_1496 = l_3517;
let l_3518 = l_mut_1496 * l_3513;
let l_3519 = l_3518 + f64(7.647163731819816e-13);
l_mut_1496 = l_3519;
let l_3520 = l_mut_1496 * l_3513;
let l_3521 = l_3520 - f64(1.6059043836821613e-10);
l_mut_1496 = l_3521;
let l_3522 = l_mut_1496 * l_3513;
let l_3523 = l_3522 + f64(2.505210838544172e-8);
l_mut_1496 = l_3523;
let l_3524 = l_mut_1496 * l_3513;
let l_3525 = l_3524 - f64(2.7557319223985893e-6);
l_mut_1496 = l_3525;
let l_3526 = l_mut_1496 * l_3513;
let l_3527 = l_3526 + f64(0.0001984126984126984);
l_mut_1496 = l_3527;
let l_3528 = l_mut_1496 * l_3513;
let l_3529 = l_3528 - f64(0.008333333333333333);
l_mut_1496 = l_3529;
let l_3530 = l_mut_1496 * l_3513;
let l_3531 = l_3530 + f64(0.16666666666666666);
l_mut_1496 = l_3531;
let l_3532 = f64(0.5) * l_3513;
let l_3533 = f64(1.0) - l_3532;
let l_3534 = f64(0.0) * l_3533;
let l_3535 = l_mut_1725 * l_3513;
let l_3536 = l_3535 * l_mut_1496;
let l_3537 = l_3534 - l_3536;
let l_3538 = l_mut_1725 + l_3537;
let l_3539 = l_mut_1725 * l_mut_1725;
let l_3540 = l_3539 * f64(4.110317623312165e-19);
let l_3541 = l_3540 - f64(1.5619206968586225e-16);
l_mut_1496 = l_3541;
let l_3542 = l_mut_1496 * l_3539;
let l_3543 = l_3542 + f64(4.779477332387385e-14);
l_mut_1496 = l_3543;
let l_3544 = l_mut_1496 * l_3539;
let l_3545 = l_3544 - f64(1.1470745597729725e-11);
l_mut_1496 = l_3545;
let l_3546 = l_mut_1496 * l_3539;
let l_3547 = l_3546 + f64(2.08767569878681e-9);
l_mut_1496 = l_3547;
let l_3548 = l_mut_1496 * l_3539;
let l_3549 = l_3548 - f64(2.755731922398589e-7);
l_mut_1496 = l_3549;
let l_3550 = l_mut_1496 * l_3539;
let l_3551 = l_3550 + f64(2.48015873015873e-5);
l_mut_1496 = l_3551;
let l_3552 = l_mut_1496 * l_3539;
let l_3553 = l_3552 - f64(0.001388888888888889);
l_mut_1496 = l_3553;
let l_3554 = l_mut_1496 * l_3539;
let l_3555 = l_3554 + f64(0.041666666666666664);
l_mut_1496 = l_3555;
let l_3556 = f64(0.5) * l_3539;
let l_3557 = f64(1.0) - l_3556;
let l_3558 = l_3539 * l_3539;
let l_3559 = l_3558 * l_mut_1496;
let l_3560 = f64(0.0) * l_mut_1725;
let l_3561 = l_3559 - l_3560;
let l_3562 = l_3557 + l_3561;
let l_3563 = l_mut_3129 & u32(1);
let l_3564 = l_3563 == u32(1);
l_mut_1725 = l_3538;
let l_3565 = l_mut_3129 & u32(2);
let l_3566 = l_3565 != u32(0);
l_mut_142 = l_3566;
l_mut_1725 = l_3562;
if l_3564 {
l_mut_1725 = l_3538;
}
let l_3567 = l_mut_3129 + u32(1);
let l_3568 = l_3567 & u32(2);
let l_3569 = l_3568 != u32(0);
l_mut_142 = l_3569;
let l_3570 = bool(false) && l_3512;
if l_3570 {
let l_3571 = !l_mut_142;
l_mut_142 = l_3571;
}
if l_mut_142 {
let l_3572 = -l_mut_1725;
l_mut_1725 = l_3572;
}
let l_3573 = abs(l_mut_1952);
let l_3574 = l_3573 * f64(1.4551915228366852e-11);
let l_3575 = abs(l_mut_1725);
let l_3576 = l_3575 * f64(1.4551915228366852e-11);
let l_3577 = l_mut_1952 - l_19;
let l_3578 = l_mut_1952 + l_19;
let l_3579 = l_mut_1725 - l_19;
let l_3580 = l_mut_1725 + l_19;
l_mut_3129 = u32(2);
let l_3581 = abs(l_3579);
let l_3582 = l_3581 <= l_3576;
let l_3583 = abs(l_3580);
let l_3584 = l_3583 <= l_3576;
let l_3585 = l_3582 || l_3584;
let l_3586 = !l_3585;
if l_3586 {
l_mut_3129 = u32(0);
let l_3587 = l_3579 <= f64(0.0);
let l_3588 = l_3580 >= f64(0.0);
let l_3589 = l_3587 && l_3588;
let l_3590 = !l_3589;
if l_3590 {
let l_3591 = abs(l_3579);
let l_3592 = abs(l_3580);
l_mut_1952 = l_3591;
let l_3593 = l_3592 < l_3591;
if l_3593 {
l_mut_1952 = l_3592;
}
let l_3594 = l_3576 / l_mut_1952;
let l_3595 = l_3594 + f64(1.4551915228366852e-11);
let l_3596 = f64(1.0) / l_3580;
let l_3597 = f64(1.0) / l_3579;
let l_3598 = abs(l_3596);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3599 = l_3598 >= f64(1.1754943508222875e-38);
let l_3600 = l_3598 <= f64(1.7976931348623157e308);
let l_3601 = l_3599 && l_3600;
if l_3601 {
let l_3602 = bitcast<u64>(l_3598);
let l_3603 = l_3602 >> u32(bitcast<u64>(u64(52)));
let l_3604 = l_3603 - u64(23);
let l_3605 = l_3604 << u32(bitcast<u64>(u64(52)));
let l_3606 = bitcast<f64>(l_3605);
l_mut_1952 = l_3606;
}
let l_3607 = l_22 * l_mut_1952;
let l_3608 = l_3596 - l_3607;
let l_3609 = abs(l_3597);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3610 = l_3609 >= f64(1.1754943508222875e-38);
let l_3611 = l_3609 <= f64(1.7976931348623157e308);
let l_3612 = l_3610 && l_3611;
if l_3612 {
let l_3613 = bitcast<u64>(l_3609);
let l_3614 = l_3613 >> u32(bitcast<u64>(u64(52)));
let l_3615 = l_3614 - u64(23);
let l_3616 = l_3615 << u32(bitcast<u64>(u64(52)));
let l_3617 = bitcast<f64>(l_3616);
l_mut_1952 = l_3617;
}
let l_3618 = l_22 * l_mut_1952;
let l_3619 = l_3597 + l_3618;
let l_3621 = l_3577 * l_3608;
let l_3622 = l_3577 * l_3619;
let l_3623 = l_3578 * l_3608;
let l_3624 = l_3578 * l_3619;
a_3620[u32(0)] = l_3621;
a_3620[u32(1)] = l_3621;
let l_3625 = a_3620[u32(0)];
let l_3626 = l_3622 < l_3625;
if l_3626 {
a_3620[u32(0)] = l_3622;
}
let l_3627 = a_3620[u32(0)];
let l_3628 = l_3623 < l_3627;
if l_3628 {
a_3620[u32(0)] = l_3623;
}
let l_3629 = a_3620[u32(0)];
let l_3630 = l_3624 < l_3629;
if l_3630 {
a_3620[u32(0)] = l_3624;
}
let l_3631 = a_3620[u32(1)];
let l_3632 = l_3622 > l_3631;
if l_3632 {
a_3620[u32(1)] = l_3622;
}
let l_3633 = a_3620[u32(1)];
let l_3634 = l_3623 > l_3633;
if l_3634 {
a_3620[u32(1)] = l_3623;
}
let l_3635 = a_3620[u32(1)];
let l_3636 = l_3624 > l_3635;
if l_3636 {
a_3620[u32(1)] = l_3624;
}
let l_3637 = abs(l_3577);
let l_3638 = abs(l_3578);
l_mut_1952 = l_3637;
let l_3639 = l_3638 > l_3637;
if l_3639 {
l_mut_1952 = l_3638;
}
let l_3640 = abs(l_3608);
let l_3641 = abs(l_3619);
l_mut_1725 = l_3640;
let l_3642 = l_3641 > l_3640;
if l_3642 {
l_mut_1725 = l_3641;
}
let l_3643 = l_mut_1952 * l_mut_1725;
let l_3644 = l_3595 + f64(1.4551915228366852e-11);
let l_3645 = l_3643 * l_3644;
let l_3646 = l_3574 * l_mut_1725;
let l_3647 = l_3645 + l_3646;
l_mut_3129 = u32(2);
let l_3648 = abs(l_3596);
let l_3649 = l_3648 * l_3595;
let l_3650 = l_3596 - l_3649;
let l_3651 = abs(l_3650);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3652 = l_3651 >= f64(1.1754943508222875e-38);
let l_3653 = l_3651 <= f64(1.7976931348623157e308);
let l_3654 = l_3652 && l_3653;
if l_3654 {
let l_3655 = bitcast<u64>(l_3651);
let l_3656 = l_3655 >> u32(bitcast<u64>(u64(52)));
let l_3657 = l_3656 - u64(23);
let l_3658 = l_3657 << u32(bitcast<u64>(u64(52)));
let l_3659 = bitcast<f64>(l_3658);
l_mut_1952 = l_3659;
}
let l_3660 = l_3596 + l_3649;
let l_3661 = abs(l_3660);
l_mut_1725 = f64(1.401298464324817e-45);
let l_3662 = l_3661 >= f64(1.1754943508222875e-38);
let l_3663 = l_3661 <= f64(1.7976931348623157e308);
let l_3664 = l_3662 && l_3663;
if l_3664 {
let l_3665 = bitcast<u64>(l_3661);
let l_3666 = l_3665 >> u32(bitcast<u64>(u64(52)));
let l_3667 = l_3666 - u64(23);
let l_3668 = l_3667 << u32(bitcast<u64>(u64(52)));
let l_3669 = bitcast<f64>(l_3668);
l_mut_1725 = l_3669;
}
let l_3670 = l_mut_1952 == l_mut_1725;
let l_3671 = abs(l_3597);
let l_3672 = l_3671 * l_3595;
let l_3673 = l_3597 - l_3672;
let l_3674 = abs(l_3673);
l_mut_1952 = f64(1.401298464324817e-45);
let l_3675 = l_3674 >= f64(1.1754943508222875e-38);
let l_3676 = l_3674 <= f64(1.7976931348623157e308);
let l_3677 = l_3675 && l_3676;
if l_3677 {
let l_3678 = bitcast<u64>(l_3674);
let l_3679 = l_3678 >> u32(bitcast<u64>(u64(52)));
let l_3680 = l_3679 - u64(23);
let l_3681 = l_3680 << u32(bitcast<u64>(u64(52)));
let l_3682 = bitcast<f64>(l_3681);
l_mut_1952 = l_3682;
}
let l_3683 = l_3597 + l_3672;
let l_3684 = abs(l_3683);
l_mut_1725 = f64(1.401298464324817e-45);
let l_3685 = l_3684 >= f64(1.1754943508222875e-38);
let l_3686 = l_3684 <= f64(1.7976931348623157e308);
let l_3687 = l_3685 && l_3686;
if l_3687 {
let l_3688 = bitcast<u64>(l_3684);
let l_3689 = l_3688 >> u32(bitcast<u64>(u64(52)));
let l_3690 = l_3689 - u64(23);
let l_3691 = l_3690 << u32(bitcast<u64>(u64(52)));
let l_3692 = bitcast<f64>(l_3691);
l_mut_1725 = l_3692;
}
let l_3693 = l_mut_1952 == l_mut_1725;
let l_3694 = l_3670 && l_3693;
if l_3694 {
let l_3695 = a_3620[u32(0)];
let l_3696 = a_3620[u32(1)];
let l_3697 = bitcast<u32>(l_15);
let l_3698 = f64(l_15);
l_mut_1952 = l_3698;
let l_3699 = l_3697 & u32(2139095040);
let l_3700 = l_3699 == u32(0);
if l_3700 {
let l_3701 = l_3697 & u32(8388607);
let l_3702 = f64(l_3701);
let l_3703 = l_3702 * f64(1.401298464324817e-45);
l_mut_1952 = l_3703;
let l_3704 = l_3697 >> u32(31);
let l_3705 = l_3704 == u32(1);
if l_3705 {
let l_3706 = -l_mut_1952;
l_mut_1952 = l_3706;
}
}
let l_3707 = bitcast<u32>(l_15);
let l_3708 = l_3707 + u32(1);
l_mut_2185 = l_3708;
let l_3709 = l_3707 & u32(2147483647);
let l_3710 = l_3709 == u32(0);
if l_3710 {
l_mut_2185 = u32(1);
} else {
let l_3711 = l_3707 & u32(2147483648);
let l_3712 = l_3711 != u32(0);
if l_3712 {
let l_3713 = l_3707 - u32(1);
l_mut_2185 = l_3713;
} else {
let l_3714 = l_3707 == u32(2139095040);
if l_3714 {
l_mut_2185 = l_3707;
}
}
}
let l_3715 = bitcast<f32>(l_mut_2185);
let l_3716 = bitcast<u32>(l_3715);
let l_3717 = f64(l_3715);
l_mut_1725 = l_3717;
let l_3718 = l_3716 & u32(2139095040);
let l_3719 = l_3718 == u32(0);
if l_3719 {
let l_3720 = l_3716 & u32(8388607);
let l_3721 = f64(l_3720);
let l_3722 = l_3721 * f64(1.401298464324817e-45);
l_mut_1725 = l_3722;
let l_3723 = l_3716 >> u32(31);
let l_3724 = l_3723 == u32(1);
if l_3724 {
let l_3725 = -l_mut_1725;
l_mut_1725 = l_3725;
}
}
let l_3726 = bitcast<u32>(l_15);
let l_3727 = l_3726 ^ u32(2147483648);
let l_3728 = bitcast<f32>(l_3727);
let l_3729 = bitcast<u32>(l_3728);
let l_3730 = l_3729 + u32(1);
l_mut_2185 = l_3730;
let l_3731 = l_3729 & u32(2147483647);
let l_3732 = l_3731 == u32(0);
if l_3732 {
l_mut_2185 = u32(1);
} else {
let l_3733 = l_3729 & u32(2147483648);
let l_3734 = l_3733 != u32(0);
if l_3734 {
let l_3735 = l_3729 - u32(1);
l_mut_2185 = l_3735;
} else {
let l_3736 = l_3729 == u32(2139095040);
if l_3736 {
l_mut_2185 = l_3729;
}
}
}
let l_3737 = bitcast<f32>(l_mut_2185);
let l_3738 = bitcast<u32>(l_3737);
let l_3739 = l_3738 ^ u32(2147483648);
let l_3740 = bitcast<f32>(l_3739);
let l_3741 = bitcast<u32>(l_3740);
let l_3742 = f64(l_3740);
l_mut_1496 = l_3742;
let l_3743 = l_3741 & u32(2139095040);
let l_3744 = l_3743 == u32(0);
if l_3744 {
let l_3745 = l_3741 & u32(8388607);
let l_3746 = f64(l_3745);
let l_3747 = l_3746 * f64(1.401298464324817e-45);
l_mut_1496 = l_3747;
let l_3748 = l_3741 >> u32(31);
let l_3749 = l_3748 == u32(1);
if l_3749 {
let l_3750 = -l_mut_1496;
l_mut_1496 = l_3750;
}
}
let l_3751 = l_3695 + l_3647;
let l_3752 = l_3751 <= l_mut_1952;
l_mut_142 = l_3752;
let l_3753 = l_3695 - l_3647;
let l_3754 = l_3753 > l_mut_1952;
l_mut_139 = l_3754;
let l_3755 = l_3696 - l_3647;
let l_3756 = l_3755 >= l_mut_1952;
l_mut_136 = l_3756;
let l_3757 = l_3696 + l_3647;
let l_3758 = l_3757 < l_mut_1952;
l_mut_133 = l_3758;
let l_3759 = l_3695 + l_3647;
let l_3760 = l_3759 < l_mut_1725;
l_mut_142 = l_3760;
let l_3761 = l_3695 - l_3647;
let l_3762 = l_3761 >= l_mut_1725;
l_mut_139 = l_3762;
let l_3763 = l_3696 - l_3647;
let l_3764 = l_3763 > l_mut_1496;
l_mut_136 = l_3764;
let l_3765 = l_3696 + l_3647;
let l_3766 = l_3765 <= l_mut_1496;
l_mut_133 = l_3766;
l_mut_2185 = u32(2);
let l_3767 = l_mut_139 || l_mut_133;
if l_3767 {
l_mut_2185 = u32(1);
} else {
let l_3768 = l_mut_142 && l_mut_136;
if l_3768 {
l_mut_2185 = u32(0);
}
}
let l_3769 = bitcast<u32>(l_15);
let l_3770 = l_3769 & u32(2147483647);
let l_3771 = l_3770 == u32(0);
if l_3771 {
let l_3772 = l_3695 + l_3647;
let l_3773 = l_3772 < f64(1.1754943508222875e-38);
let l_3774 = l_3696 - l_3647;
let l_3775 = l_3774 > f64(-1.1754943508222875e-38);
let l_3776 = l_3773 && l_3775;
let l_3777 = l_3695 - l_3647;
let l_3778 = l_3777 < f64(1.1754943508222875e-38);
let l_3779 = l_3696 + l_3647;
let l_3780 = l_3779 > f64(-1.1754943508222875e-38);
let l_3781 = l_3778 && l_3780;
if l_3776 {
l_mut_2185 = u32(0);
} else {
let l_3782 = l_mut_2185 == u32(1);
let l_3783 = l_3781 && l_3782;
if l_3783 {
l_mut_2185 = u32(2);
}
}
}
l_mut_3129 = l_mut_2185;
}
}
}
l_mut_31 = l_mut_3129;
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
let l_3784 = a_30[u32(0)];
let l_3785 = l_3784 == u32(0);
if l_3785 {
l_mut_31 = u32(2);
}
let l_3856 = info.static_meta[u32(7)];
let l_3857 = l_3856 * u32(1);
let l_3858 = l_7 < l_3857;
if l_3858 {
buffer_7_global[l_7] = l_mut_31;
}
}
}
}
