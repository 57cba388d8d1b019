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

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
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
var a_8: array<u32, 7>;

var a_9: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_14: f32;
var l_mut_17: f64;
var l_mut_19: f64;
let l_0 = id == u32(0);
if l_0 {
let l_167 = info.static_meta[u32(4)];
let l_168 = l_167 * u32(1);
let l_169 = u32(0) < l_168;
if l_169 {
buffer_4_global[u32(0)] = u32(1);
}
}
let l_153 = info.static_meta[u32(0)];
let l_154 = l_153 * u32(1);
let l_155 = u32(1) < l_154;
let l_156 = l_154 - u32(1);
let l_157 = min(u32(1), l_156);
let l_158 = buffer_0_global[l_157];
let l_159 = select(u32(0), l_158, l_155);
let l_1 = l_159;
let l_2 = id * l_1;
let l_160 = info.static_meta[u32(0)];
let l_161 = l_160 * u32(1);
let l_162 = u32(2) < l_161;
let l_163 = l_161 - u32(1);
let l_164 = min(u32(2), l_163);
let l_165 = buffer_0_global[l_164];
let l_166 = select(u32(0), l_165, l_162);
let l_3 = l_166;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_170 = info.static_meta[u32(0)];
let l_171 = l_170 * u32(1);
let l_172 = u32(2) < l_171;
let l_173 = l_171 - u32(1);
let l_174 = min(u32(2), l_173);
let l_175 = buffer_0_global[l_174];
let l_176 = select(u32(0), l_175, l_172);
let l_6 = l_176;
let l_7 = min(l_5, l_6);
a_8[u32(0)] = u32(0);
a_8[u32(1)] = u32(0);
a_8[u32(2)] = u32(0);
a_8[u32(3)] = u32(4294967295);
a_8[u32(4)] = u32(0);
a_8[u32(5)] = u32(4294967295);
a_8[u32(6)] = u32(0);
a_9[u32(0)] = f64(1.0);
a_9[u32(1)] = f64(-1.0);

for (var l_mut_10: u32 = l_2; l_mut_10 < l_7; l_mut_10++) {
let l_177 = info.static_meta[u32(0)];
let l_178 = l_177 * u32(1);
let l_179 = u32(0) < l_178;
let l_180 = l_178 - u32(1);
let l_181 = min(u32(0), l_180);
let l_182 = buffer_0_global[l_181];
let l_183 = select(u32(0), l_182, l_179);
let l_11 = l_183;
let l_12 = l_11 + l_mut_10;
let l_13 = bitcast<f32>(l_12);
l_mut_14 = l_13;
let l_15 = inverseSqrt(l_13);
l_mut_14 = l_15;
let l_16 = f64(l_13);
l_mut_17 = l_16;
let l_18 = inverseSqrt(l_16);
l_mut_17 = l_18;
l_mut_19 = f64(2.0);
let l_20 = bitcast<u32>(l_mut_14);
let l_21 = bitcast<u32>(l_13);
let l_22 = l_21 & u32(2139095040);
let l_23 = l_22 != u32(2139095040);
let l_24 = l_22 == u32(0);
let l_25 = bitcast<u32>(l_13);
let l_26 = l_25 & u32(8388607);
let l_27 = l_26 != u32(0);
let l_28 = l_24 && l_27;
let l_29 = abs(l_mut_17);
if l_28 {
} else {
let l_30 = is_nan_1_f64(l_mut_17);if l_30 {
let l_31 = l_20 & u32(2147483647);
let l_32 = l_31 > u32(2139095040);
if l_32 {
l_mut_19 = f64(4.0);
}
} else {
let l_33 = l_29 >= f64(3.402823669209385e38);
let l_34 = !l_23;
let l_35 = l_29 == f64(0.0);
let l_36 = l_34 && l_35;
let l_37 = l_33 || l_36;
if l_37 {
let l_38 = l_29 >= f64(3.402823669209385e38);
let l_39 = u32(l_38);
let l_40 = l_mut_17 < f64(0.0);
let l_41 = u32(l_40);
let l_42 = u32(2139095040) * l_39;
let l_43 = u32(2147483648) * l_41;
let l_44 = l_42 | l_43;
let l_45 = l_20 == l_44;
let l_46 = l_20 | l_44;
let l_47 = l_46 & u32(2147483647);
let l_48 = l_47 == u32(0);
let l_49 = l_45 || l_48;
if l_49 {
l_mut_19 = f64(4.0);
}
} else {
let l_50 = l_29 >= f64(2.350988701644575e-38);
let l_51 = l_23 && l_50;
let l_52 = l_29 < f64(3.4028234663852886e38);
let l_53 = l_51 && l_52;
if l_53 {
let l_54 = f32(l_mut_17);
let l_55 = bitcast<u32>(l_54);
let l_56 = l_20 == l_55;
let l_57 = l_20 | l_55;
let l_58 = l_57 & u32(2147483647);
let l_59 = l_58 == u32(0);
let l_60 = l_56 || l_59;
if l_60 {
let l_61 = bitcast<u32>(l_54);
let l_62 = l_61 & u32(2147483647);
let l_63 = bitcast<f32>(l_62);
let l_64 = f64(l_63);
let l_65 = l_29 - l_64;
let l_66 = l_62 + u32(1);
let l_67 = l_65 < f64(0.0);
let l_68 = u32(l_67);
let l_69 = u32(2) * l_68;
let l_70 = l_66 - l_69;
let l_71 = bitcast<f32>(l_70);
let l_72 = f64(l_71);
let l_73 = l_72 - l_64;
let l_74 = abs(l_73);
let l_75 = l_74 * f64(0.5);
let l_76 = l_62 & u32(2139095040);
let l_77 = bitcast<f32>(l_76);
let l_78 = l_64 > l_29;
let l_79 = l_62 & u32(8388607);
let l_80 = l_79 == u32(0);
let l_81 = l_78 && l_80;
let l_82 = f64(l_77);
let l_83 = l_82 * f64(1.1920928955078125e-7);
let l_84 = f64(l_81);
let l_85 = f64(0.5) * l_84;
let l_86 = f64(1.0) - l_85;
let l_87 = l_83 * l_86;
let l_88 = abs(l_65);
let l_89 = l_88 - l_75;
let l_90 = abs(l_89);
let l_91 = l_29 * f64(9.094947017729282e-13);
let l_92 = l_90 > l_91;
if l_92 {
let l_93 = f64(l_mut_14);
let l_94 = l_93 - l_mut_17;
let l_95 = l_94 / l_87;
l_mut_19 = l_95;
}
}
} else {
let l_96 = l_29 < f64(2.350988701644575e-38);
let l_97 = l_23 && l_96;
if l_97 {
let l_98 = l_29 * f64(7.1362384635298e44);
let l_99 = floor(l_98);
let l_100 = l_98 - l_99;
let l_101 = l_100 > f64(0.5);
let l_102 = f64(l_101);
let l_103 = l_99 + l_102;
let l_104 = l_20 & u32(2147483647);
let l_105 = l_20 & u32(2147483648);
let l_106 = l_105 != u32(0);
let l_107 = l_104 == u32(0);
let l_108 = l_mut_17 < f64(0.0);
let l_109 = l_106 == l_108;
let l_110 = l_107 || l_109;
let l_111 = l_100 - f64(0.5);
let l_112 = abs(l_111);
let l_113 = l_98 * f64(9.094947017729282e-13);
let l_114 = l_112 > l_113;
let l_115 = l_114 && l_110;
let l_116 = f64(l_104);
let l_117 = l_116 == l_103;
let l_118 = l_115 && l_117;
if l_118 {
let l_119 = f64(l_104);
let l_120 = f64(l_106);
let l_121 = f64(2.0) * l_120;
let l_122 = f64(1.0) - l_121;
let l_123 = l_119 * l_122;
let l_124 = l_mut_17 * f64(7.1362384635298e44);
let l_125 = l_123 - l_124;
l_mut_19 = l_125;
}
}
}
}
}
}
let l_126 = l_mut_19 == f64(4.0);
if l_126 {
let l_127 = a_8[u32(1)];
let l_128 = l_127 + u32(1);
a_8[u32(1)] = l_128;
} else {
let l_129 = l_mut_19 < f64(1.0);
if l_129 {
let l_130 = a_8[u32(0)];
let l_131 = l_130 + u32(1);
a_8[u32(0)] = l_131;
let l_132 = a_9[u32(0)];
let l_133 = l_mut_19 < l_132;
if l_133 {
a_9[u32(0)] = l_mut_19;
a_8[u32(3)] = l_12;
let l_134 = bitcast<u32>(l_mut_14);
a_8[u32(4)] = l_134;
}
let l_135 = a_9[u32(1)];
let l_136 = l_mut_19 > l_135;
if l_136 {
a_9[u32(1)] = l_mut_19;
a_8[u32(5)] = l_12;
let l_137 = bitcast<u32>(l_mut_14);
a_8[u32(6)] = l_137;
}
} else {
let l_138 = a_8[u32(2)];
let l_139 = l_2 + l_138;
let l_140 = l_139 * u32(2);
let l_184 = info.static_meta[u32(3)];
let l_185 = l_184 * u32(1);
let l_186 = l_140 < l_185;
if l_186 {
buffer_3_global[l_140] = l_12;
}
let l_141 = l_140 + u32(1);
let l_142 = bitcast<u32>(l_mut_14);
let l_187 = info.static_meta[u32(3)];
let l_188 = l_187 * u32(1);
let l_189 = l_141 < l_188;
if l_189 {
buffer_3_global[l_141] = l_142;
}
let l_143 = a_8[u32(2)];
let l_144 = l_143 + u32(1);
a_8[u32(2)] = l_144;
}
}
}

for (var l_mut_145: u32 = u32(0); l_mut_145 < u32(7); l_mut_145++) {
let l_146 = id * u32(7);
let l_147 = l_146 + l_mut_145;
let l_148 = a_8[l_mut_145];
let l_190 = info.static_meta[u32(1)];
let l_191 = l_190 * u32(1);
let l_192 = l_147 < l_191;
if l_192 {
buffer_1_global[l_147] = l_148;
}
}

for (var l_mut_149: u32 = u32(0); l_mut_149 < u32(2); l_mut_149++) {
let l_150 = id * u32(2);
let l_151 = l_150 + l_mut_149;
let l_152 = a_9[l_mut_149];
let l_193 = info.static_meta[u32(2)];
let l_194 = l_193 * u32(1);
let l_195 = l_151 < l_194;
if l_195 {
buffer_2_global[l_151] = l_152;
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
