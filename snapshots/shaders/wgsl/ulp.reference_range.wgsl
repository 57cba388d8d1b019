@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

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
fn reference_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_8: array<u32, 65>;

var a_9: array<f64, 10>;

var a_1415: array<u32, 1>;

var a_3485: array<f64, 2>;

var a_4528: array<f64, 2>;

var a_4744: array<f64, 2>;

var a_5158: array<f64, 2>;

var a_5332: array<f64, 2>;

var a_5905: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1067: f64;
var l_mut_1480: f64;
var l_mut_151: f64;
var l_mut_1563: f64;
var l_mut_166: f64;
var l_mut_221: f64;
var l_mut_2578: f64;
var l_mut_268: u32;
var l_mut_2832: f64;
var l_mut_29: f32;
var l_mut_3088: f64;
var l_mut_30: f32;
var l_mut_31: f32;
var l_mut_329: u32;
var l_mut_3342: f64;
var l_mut_3594: u32;
var l_mut_370: bool;
var l_mut_407: u32;
var l_mut_448: u32;
var l_mut_4637: u32;
var l_mut_499: bool;
var l_mut_502: bool;
var l_mut_505: bool;
var l_mut_508: bool;
var l_mut_5852: i32;
let l_0 = id == u32(0);
if l_0 {
let l_6642 = info.static_meta[u32(8)];
let l_6643 = l_6642 * u32(1);
let l_6644 = u32(0) < l_6643;
if l_6644 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_6628 = info.static_meta[u32(0)];
let l_6629 = l_6628 * u32(1);
let l_6630 = u32(1) < l_6629;
let l_6631 = l_6629 - u32(1);
let l_6632 = min(u32(1), l_6631);
let l_6633 = buffer_0_global[l_6632];
let l_6634 = select(u32(0), l_6633, l_6630);
let l_1 = l_6634;
let l_2 = id * l_1;
let l_6635 = info.static_meta[u32(0)];
let l_6636 = l_6635 * u32(1);
let l_6637 = u32(2) < l_6636;
let l_6638 = l_6636 - u32(1);
let l_6639 = min(u32(2), l_6638);
let l_6640 = buffer_0_global[l_6639];
let l_6641 = select(u32(0), l_6640, l_6637);
let l_3 = l_6641;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_6645 = info.static_meta[u32(0)];
let l_6646 = l_6645 * u32(1);
let l_6647 = u32(2) < l_6646;
let l_6648 = l_6646 - u32(1);
let l_6649 = min(u32(2), l_6648);
let l_6650 = buffer_0_global[l_6649];
let l_6651 = select(u32(0), l_6650, l_6647);
let l_6 = l_6651;
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
let l_6652 = info.static_meta[u32(4)];
let l_6653 = l_6652 * u32(1);
let l_6654 = u32(1024) < l_6653;
let l_6655 = l_6653 - u32(1);
let l_6656 = min(u32(1024), l_6655);
let l_6657 = buffer_4_global[l_6656];
let l_6658 = select(u32(0), l_6657, l_6654);
let l_18 = l_6658;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_6659 = info.static_meta[u32(0)];
let l_6660 = l_6659 * u32(1);
let l_6661 = u32(3) < l_6660;
let l_6662 = l_6660 - u32(1);
let l_6663 = min(u32(3), l_6662);
let l_6664 = buffer_0_global[l_6663];
let l_6665 = select(u32(0), l_6664, l_6661);
let l_21 = l_6665;
let l_6666 = info.static_meta[u32(0)];
let l_6667 = l_6666 * u32(1);
let l_6668 = u32(4) < l_6667;
let l_6669 = l_6667 - u32(1);
let l_6670 = min(u32(4), l_6669);
let l_6671 = buffer_0_global[l_6670];
let l_6672 = select(u32(0), l_6671, l_6668);
let l_22 = l_6672;
let l_23 = l_22 == u32(1);
let l_6673 = info.static_meta[u32(0)];
let l_6674 = l_6673 * u32(1);
let l_6675 = u32(5) < l_6674;
let l_6676 = l_6674 - u32(1);
let l_6677 = min(u32(5), l_6676);
let l_6678 = buffer_0_global[l_6677];
let l_6679 = select(u32(0), l_6678, l_6675);
let l_24 = l_6679;

for (var l_mut_25: u32 = l_2; l_mut_25 < l_7; l_mut_25++) {
let l_6680 = info.static_meta[u32(0)];
let l_6681 = l_6680 * u32(1);
let l_6682 = u32(0) < l_6681;
let l_6683 = l_6681 - u32(1);
let l_6684 = min(u32(0), l_6683);
let l_6685 = buffer_0_global[l_6684];
let l_6686 = select(u32(0), l_6685, l_6682);
let l_26 = l_6686;
let l_27 = l_26 + l_mut_25;
let l_28 = bitcast<f32>(l_27);
l_mut_29 = l_28;
l_mut_30 = l_mut_29;
l_mut_31 = l_mut_29;
if l_23 {
let l_32 = u32(3) * u32(0);
let l_33 = u32(6) + l_32;
let l_34 = l_27 * u32(3);
let l_35 = l_34 + u32(0);
let l_36 = l_35 + l_24;
let l_37 = l_36 * u32(747796405);
let l_38 = l_37 + u32(2891336453);
let l_39 = l_38 >> u32(28);
let l_40 = l_39 + u32(4);
let l_41 = l_38 >> l_40;
let l_42 = l_41 ^ l_38;
let l_43 = l_42 * u32(277803737);
let l_44 = l_43 >> u32(22);
let l_45 = l_44 ^ l_43;
let l_6694 = info.static_meta[u32(0)];
let l_6695 = l_6694 * u32(1);
let l_6696 = l_33 < l_6695;
let l_6697 = l_6695 - u32(1);
let l_6698 = min(l_33, l_6697);
let l_6699 = buffer_0_global[l_6698];
let l_6700 = select(u32(0), l_6699, l_6696);
let l_46 = l_6700;
let l_47 = l_33 + u32(1);
let l_6701 = info.static_meta[u32(0)];
let l_6702 = l_6701 * u32(1);
let l_6703 = l_47 < l_6702;
let l_6704 = l_6702 - u32(1);
let l_6705 = min(l_47, l_6704);
let l_6706 = buffer_0_global[l_6705];
let l_6707 = select(u32(0), l_6706, l_6703);
let l_48 = l_6707;
let l_49 = l_33 + u32(2);
let l_6708 = info.static_meta[u32(0)];
let l_6709 = l_6708 * u32(1);
let l_6710 = l_49 < l_6709;
let l_6711 = l_6709 - u32(1);
let l_6712 = min(l_49, l_6711);
let l_6713 = buffer_0_global[l_6712];
let l_6714 = select(u32(0), l_6713, l_6710);
let l_50 = l_6714;
let l_51 = l_45 ^ u32(2654435769);
let l_52 = l_51 * u32(747796405);
let l_53 = l_52 + u32(2891336453);
let l_54 = l_53 >> u32(28);
let l_55 = l_54 + u32(4);
let l_56 = l_53 >> l_55;
let l_57 = l_56 ^ l_53;
let l_58 = l_57 * u32(277803737);
let l_59 = l_58 >> u32(22);
let l_60 = l_59 ^ l_58;
let l_61 = l_60 % l_48;
let l_62 = l_46 + l_61;
let l_63 = l_45 & u32(2147483648);
let l_64 = l_63 * l_50;
let l_65 = l_62 << u32(23);
let l_66 = l_64 | l_65;
let l_67 = l_45 & u32(8388607);
let l_68 = l_66 | l_67;
let l_69 = bitcast<f32>(l_68);
l_mut_29 = l_69;
let l_70 = u32(3) * u32(1);
let l_71 = u32(6) + l_70;
let l_72 = l_27 * u32(3);
let l_73 = l_72 + u32(1);
let l_74 = l_73 + l_24;
let l_75 = l_74 * u32(747796405);
let l_76 = l_75 + u32(2891336453);
let l_77 = l_76 >> u32(28);
let l_78 = l_77 + u32(4);
let l_79 = l_76 >> l_78;
let l_80 = l_79 ^ l_76;
let l_81 = l_80 * u32(277803737);
let l_82 = l_81 >> u32(22);
let l_83 = l_82 ^ l_81;
let l_6715 = info.static_meta[u32(0)];
let l_6716 = l_6715 * u32(1);
let l_6717 = l_71 < l_6716;
let l_6718 = l_6716 - u32(1);
let l_6719 = min(l_71, l_6718);
let l_6720 = buffer_0_global[l_6719];
let l_6721 = select(u32(0), l_6720, l_6717);
let l_84 = l_6721;
let l_85 = l_71 + u32(1);
let l_6722 = info.static_meta[u32(0)];
let l_6723 = l_6722 * u32(1);
let l_6724 = l_85 < l_6723;
let l_6725 = l_6723 - u32(1);
let l_6726 = min(l_85, l_6725);
let l_6727 = buffer_0_global[l_6726];
let l_6728 = select(u32(0), l_6727, l_6724);
let l_86 = l_6728;
let l_87 = l_71 + u32(2);
let l_6729 = info.static_meta[u32(0)];
let l_6730 = l_6729 * u32(1);
let l_6731 = l_87 < l_6730;
let l_6732 = l_6730 - u32(1);
let l_6733 = min(l_87, l_6732);
let l_6734 = buffer_0_global[l_6733];
let l_6735 = select(u32(0), l_6734, l_6731);
let l_88 = l_6735;
let l_89 = l_83 ^ u32(2654435769);
let l_90 = l_89 * u32(747796405);
let l_91 = l_90 + u32(2891336453);
let l_92 = l_91 >> u32(28);
let l_93 = l_92 + u32(4);
let l_94 = l_91 >> l_93;
let l_95 = l_94 ^ l_91;
let l_96 = l_95 * u32(277803737);
let l_97 = l_96 >> u32(22);
let l_98 = l_97 ^ l_96;
let l_99 = l_98 % l_86;
let l_100 = l_84 + l_99;
let l_101 = l_83 & u32(2147483648);
let l_102 = l_101 * l_88;
let l_103 = l_100 << u32(23);
let l_104 = l_102 | l_103;
let l_105 = l_83 & u32(8388607);
let l_106 = l_104 | l_105;
let l_107 = bitcast<f32>(l_106);
l_mut_30 = l_107;
let l_108 = u32(3) * u32(2);
let l_109 = u32(6) + l_108;
let l_110 = l_27 * u32(3);
let l_111 = l_110 + u32(2);
let l_112 = l_111 + l_24;
let l_113 = l_112 * u32(747796405);
let l_114 = l_113 + u32(2891336453);
let l_115 = l_114 >> u32(28);
let l_116 = l_115 + u32(4);
let l_117 = l_114 >> l_116;
let l_118 = l_117 ^ l_114;
let l_119 = l_118 * u32(277803737);
let l_120 = l_119 >> u32(22);
let l_121 = l_120 ^ l_119;
let l_6736 = info.static_meta[u32(0)];
let l_6737 = l_6736 * u32(1);
let l_6738 = l_109 < l_6737;
let l_6739 = l_6737 - u32(1);
let l_6740 = min(l_109, l_6739);
let l_6741 = buffer_0_global[l_6740];
let l_6742 = select(u32(0), l_6741, l_6738);
let l_122 = l_6742;
let l_123 = l_109 + u32(1);
let l_6743 = info.static_meta[u32(0)];
let l_6744 = l_6743 * u32(1);
let l_6745 = l_123 < l_6744;
let l_6746 = l_6744 - u32(1);
let l_6747 = min(l_123, l_6746);
let l_6748 = buffer_0_global[l_6747];
let l_6749 = select(u32(0), l_6748, l_6745);
let l_124 = l_6749;
let l_125 = l_109 + u32(2);
let l_6750 = info.static_meta[u32(0)];
let l_6751 = l_6750 * u32(1);
let l_6752 = l_125 < l_6751;
let l_6753 = l_6751 - u32(1);
let l_6754 = min(l_125, l_6753);
let l_6755 = buffer_0_global[l_6754];
let l_6756 = select(u32(0), l_6755, l_6752);
let l_126 = l_6756;
let l_127 = l_121 ^ u32(2654435769);
let l_128 = l_127 * u32(747796405);
let l_129 = l_128 + u32(2891336453);
let l_130 = l_129 >> u32(28);
let l_131 = l_130 + u32(4);
let l_132 = l_129 >> l_131;
let l_133 = l_132 ^ l_129;
let l_134 = l_133 * u32(277803737);
let l_135 = l_134 >> u32(22);
let l_136 = l_135 ^ l_134;
let l_137 = l_136 % l_124;
let l_138 = l_122 + l_137;
let l_139 = l_121 & u32(2147483648);
let l_140 = l_139 * l_126;
let l_141 = l_138 << u32(23);
let l_142 = l_140 | l_141;
let l_143 = l_121 & u32(8388607);
let l_144 = l_142 | l_143;
let l_145 = bitcast<f32>(l_144);
l_mut_31 = l_145;
}
let l_6687 = info.static_meta[u32(1)];
let l_6688 = l_6687 * u32(1);
let l_6689 = l_mut_25 < l_6688;
let l_6690 = l_6688 - u32(1);
let l_6691 = min(l_mut_25, l_6690);
let l_6692 = buffer_1_global[l_6691];
let l_6693 = select(f32(0.0), l_6692, l_6689);
let l_146 = l_6693;
let l_147 = bitcast<u32>(l_mut_29);
let l_148 = l_147 & u32(2147483647);
let l_149 = bitcast<f32>(l_148);
let l_150 = f64(l_149);
l_mut_151 = l_150;
let l_152 = l_148 < u32(8388608);
if l_152 {
let l_153 = f64(l_148);
let l_154 = l_153 * f64(1.401298464324817e-45);
l_mut_151 = l_154;
}
let l_155 = bitcast<u64>(l_mut_151);
let l_156 = l_147 >> u32(31);
let l_157 = u64(l_156);
let l_158 = l_157 << u32(bitcast<u64>(u64(63)));
let l_159 = l_155 | l_158;
let l_160 = bitcast<f64>(l_159);
l_mut_151 = l_160;
let l_161 = l_21 == u32(0);
if l_161 {
let l_162 = bitcast<u32>(l_mut_30);
let l_163 = l_162 & u32(2147483647);
let l_164 = bitcast<f32>(l_163);
let l_165 = f64(l_164);
l_mut_166 = l_165;
let l_167 = l_163 < u32(8388608);
if l_167 {
let l_168 = f64(l_163);
let l_169 = l_168 * f64(1.401298464324817e-45);
l_mut_166 = l_169;
}
let l_170 = bitcast<u64>(l_mut_166);
let l_171 = l_162 >> u32(31);
let l_172 = u64(l_171);
let l_173 = l_172 << u32(bitcast<u64>(u64(63)));
let l_174 = l_170 | l_173;
let l_175 = bitcast<f64>(l_174);
l_mut_151 = l_mut_151 / l_175;
} else {
let l_176 = l_21 == u32(10);
if l_176 {
let l_177 = bitcast<u32>(l_mut_30);
let l_178 = l_177 & u32(2147483647);
let l_179 = bitcast<f32>(l_178);
let l_180 = f64(l_179);
l_mut_166 = l_180;
let l_181 = l_178 < u32(8388608);
if l_181 {
let l_182 = f64(l_178);
let l_183 = l_182 * f64(1.401298464324817e-45);
l_mut_166 = l_183;
}
let l_184 = bitcast<u64>(l_mut_166);
let l_185 = l_177 >> u32(31);
let l_186 = u64(l_185);
let l_187 = l_186 << u32(bitcast<u64>(u64(63)));
let l_188 = l_184 | l_187;
let l_189 = bitcast<f64>(l_188);
let l_190 = l_mut_151 * l_189;
let l_191 = bitcast<u32>(l_mut_31);
let l_192 = l_191 & u32(2147483647);
let l_193 = bitcast<f32>(l_192);
let l_194 = f64(l_193);
l_mut_166 = l_194;
let l_195 = l_192 < u32(8388608);
if l_195 {
let l_196 = f64(l_192);
let l_197 = l_196 * f64(1.401298464324817e-45);
l_mut_166 = l_197;
}
let l_198 = bitcast<u64>(l_mut_166);
let l_199 = l_191 >> u32(31);
let l_200 = u64(l_199);
let l_201 = l_200 << u32(bitcast<u64>(u64(63)));
let l_202 = l_198 | l_201;
let l_203 = bitcast<f64>(l_202);
let l_204 = l_190 + l_203;
l_mut_151 = l_204;
} else {
let l_205 = l_21 == u32(9);
if l_205 {
let l_206 = bitcast<u32>(l_mut_30);
let l_207 = l_206 & u32(2147483647);
let l_208 = bitcast<f32>(l_207);
let l_209 = f64(l_208);
l_mut_166 = l_209;
let l_210 = l_207 < u32(8388608);
if l_210 {
let l_211 = f64(l_207);
let l_212 = l_211 * f64(1.401298464324817e-45);
l_mut_166 = l_212;
}
let l_213 = bitcast<u64>(l_mut_166);
let l_214 = l_206 >> u32(31);
let l_215 = u64(l_214);
let l_216 = l_215 << u32(bitcast<u64>(u64(63)));
let l_217 = l_213 | l_216;
let l_218 = bitcast<f64>(l_217);
let l_219 = powf_scalar_1_f64(l_mut_151, l_218);l_mut_151 = l_219;
} else {
l_mut_166 = l_mut_151;
let l_220 = l_21 == u32(1);
if l_220 {
l_mut_221 = l_mut_151;
let l_222 = f64(1.0) / l_mut_151;l_mut_221 = l_222;
l_mut_166 = l_mut_221;
} else {
let l_223 = l_21 == u32(2);
if l_223 {
l_mut_221 = l_mut_151;
let l_224 = sqrt(l_mut_151);
l_mut_221 = l_224;
l_mut_166 = l_mut_221;
} else {
let l_225 = l_21 == u32(3);
if l_225 {
l_mut_221 = l_mut_151;
let l_226 = inverseSqrt(l_mut_151);
l_mut_221 = l_226;
l_mut_166 = l_mut_221;
}
}
}
let l_227 = l_21 == u32(4);
if l_227 {
l_mut_221 = l_mut_151;
let l_228 = exp(l_mut_151);
l_mut_221 = l_228;
l_mut_166 = l_mut_221;
} else {
let l_229 = l_21 == u32(5);
if l_229 {
l_mut_221 = l_mut_151;
let l_230 = log(l_mut_151);
l_mut_221 = l_230;
l_mut_166 = l_mut_221;
} else {
let l_231 = l_21 == u32(6);
if l_231 {
l_mut_221 = l_mut_151;
let l_232 = sin(l_mut_151);
l_mut_221 = l_232;
l_mut_166 = l_mut_221;
} else {
let l_233 = l_21 == u32(7);
if l_233 {
l_mut_221 = l_mut_151;
let l_234 = cos(l_mut_151);
l_mut_221 = l_234;
l_mut_166 = l_mut_221;
} else {
let l_235 = l_21 == u32(8);
if l_235 {
l_mut_221 = l_mut_151;
let l_236 = tan(l_mut_151);
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
let l_237 = bitcast<u32>(l_mut_29);
let l_238 = l_237 & u32(2139095040);
let l_239 = l_238 != u32(2139095040);
let l_240 = bitcast<u32>(l_mut_30);
let l_241 = l_240 & u32(2139095040);
let l_242 = l_241 != u32(2139095040);
let l_243 = l_239 && l_242;
let l_244 = bitcast<u32>(l_mut_31);
let l_245 = l_244 & u32(2139095040);
let l_246 = l_245 != u32(2139095040);
let l_247 = l_243 && l_246;
let l_248 = bitcast<u32>(l_mut_29);
let l_249 = l_248 & u32(2139095040);
let l_250 = l_249 == u32(0);
let l_251 = l_248 & u32(8388607);
let l_252 = l_251 != u32(0);
let l_253 = l_250 && l_252;
let l_254 = bitcast<u32>(l_mut_30);
let l_255 = l_254 & u32(2139095040);
let l_256 = l_255 == u32(0);
let l_257 = l_254 & u32(8388607);
let l_258 = l_257 != u32(0);
let l_259 = l_256 && l_258;
let l_260 = l_253 || l_259;
let l_261 = bitcast<u32>(l_mut_31);
let l_262 = l_261 & u32(2139095040);
let l_263 = l_262 == u32(0);
let l_264 = l_261 & u32(8388607);
let l_265 = l_264 != u32(0);
let l_266 = l_263 && l_265;
let l_267 = l_260 || l_266;
l_mut_268 = u32(4294967294);
let l_269 = bitcast<u32>(l_146);
let l_270 = abs(l_mut_151);
let l_271 = l_mut_151 < f64(0.0);
let l_272 = u32(l_271);
let l_273 = u32(2147483648) * l_272;
if l_267 {
} else {
let l_274 = is_nan_1_f64(l_mut_151);if l_274 {
let l_275 = l_269 & u32(2147483647);
let l_276 = l_275 > u32(2139095040);
if l_276 {
l_mut_268 = u32(4294967293);
}
} else {
let l_277 = l_270 >= f64(3.402823669209385e38);
let l_278 = !l_247;
let l_279 = l_270 == f64(0.0);
let l_280 = l_278 && l_279;
let l_281 = l_277 || l_280;
if l_281 {
let l_282 = l_270 >= f64(3.402823669209385e38);
let l_283 = u32(l_282);
let l_284 = u32(2139095040) * l_283;
let l_285 = l_284 | l_273;
let l_286 = l_269 == l_285;
let l_287 = l_269 | l_285;
let l_288 = l_287 & u32(2147483647);
let l_289 = l_288 == u32(0);
let l_290 = l_286 || l_289;
if l_290 {
l_mut_268 = u32(4294967293);
}
} else {
let l_291 = l_270 >= f64(2.350988701644575e-38);
let l_292 = l_247 && l_291;
let l_293 = l_270 < f64(3.4028234663852886e38);
let l_294 = l_292 && l_293;
if l_294 {
let l_295 = f32(l_270);
let l_296 = bitcast<u32>(l_295);
let l_297 = bitcast<f32>(l_296);
let l_298 = f64(l_297);
let l_299 = l_270 - l_298;
let l_300 = l_296 + u32(1);
let l_301 = l_299 < f64(0.0);
let l_302 = u32(l_301);
let l_303 = u32(2) * l_302;
let l_304 = l_300 - l_303;
let l_305 = bitcast<f32>(l_304);
let l_306 = f64(l_305);
let l_307 = l_306 - l_298;
let l_308 = abs(l_307);
let l_309 = l_308 * f64(0.5);
let l_310 = abs(l_299);
let l_311 = l_309 - l_310;
let l_312 = l_270 * f64(9.094947017729282e-13);
let l_313 = l_311 > l_312;
if l_313 {
let l_314 = l_296 | l_273;
l_mut_268 = l_314;
}
} else {
let l_315 = l_270 < f64(2.350988701644575e-38);
let l_316 = l_247 && l_315;
if l_316 {
let l_317 = l_270 * f64(7.1362384635298e44);
let l_318 = floor(l_317);
let l_319 = l_317 - l_318;
let l_320 = l_319 - f64(0.5);
let l_321 = abs(l_320);
let l_322 = l_317 * f64(9.094947017729282e-13);
let l_323 = l_321 > l_322;
if l_323 {
let l_324 = l_319 > f64(0.5);
let l_325 = f64(l_324);
let l_326 = l_318 + l_325;
let l_327 = u32(l_326);
let l_328 = l_327 | l_273;
l_mut_268 = l_328;
}
}
}
}
}
}
l_mut_329 = l_mut_268;
let l_330 = bitcast<u32>(l_mut_29);
let l_331 = bitcast<u32>(l_mut_30);
let l_332 = l_330 >= u32(8388608);
let l_333 = l_330 < u32(2139095040);
let l_334 = l_332 && l_333;
let l_335 = l_21 != u32(9);
let l_336 = l_331 & u32(2139095040);
let l_337 = l_336 != u32(2139095040);
let l_338 = l_334 && l_337;
let l_339 = l_335 || l_338;
let l_340 = !l_339;
if l_340 {
l_mut_329 = u32(4294967294);
}
let l_341 = bitcast<u32>(l_146);
let l_342 = l_341 & u32(2147483647);
let l_343 = l_342 > u32(2139095040);
let l_344 = l_341 & u32(2147483647);
let l_345 = l_344 == u32(0);
let l_346 = l_341 & u32(2147483647);
let l_347 = f64(l_346);
let l_348 = l_341 >> u32(31);
let l_349 = f64(l_348);
let l_350 = f64(2.0) * l_349;
let l_351 = f64(1.0) - l_350;
let l_352 = l_347 * l_351;
let l_353 = l_mut_329 & u32(2147483647);
let l_354 = f64(l_353);
let l_355 = l_mut_329 >> u32(31);
let l_356 = f64(l_355);
let l_357 = f64(2.0) * l_356;
let l_358 = f64(1.0) - l_357;
let l_359 = l_354 * l_358;
let l_360 = l_352 - l_359;
let l_361 = l_mut_329 & u32(2139095040);
let l_362 = l_361 == u32(0);
let l_363 = l_mut_329 < u32(4294967293);
let l_364 = l_360 == f64(0.0);
let l_365 = l_345 && l_362;
let l_366 = l_343 || l_365;
let l_367 = !l_366;
let l_368 = l_364 || l_367;
let l_369 = l_363 && l_368;
l_mut_370 = l_369;
let l_371 = l_360 != f64(0.0);
let l_372 = l_mut_370 && l_371;
if l_372 {

for (var l_mut_373: u32 = u32(0); l_mut_373 < u32(8); l_mut_373++) {
let l_374 = u32(2) * l_mut_373;
let l_6757 = info.static_meta[u32(2)];
let l_6758 = l_6757 * u32(1);
let l_6759 = l_374 < l_6758;
let l_6760 = l_6758 - u32(1);
let l_6761 = min(l_374, l_6760);
let l_6762 = buffer_2_global[l_6761];
let l_6763 = select(u32(0), l_6762, l_6759);
let l_375 = l_6763;
let l_376 = u32(2) * l_mut_373;
let l_377 = l_376 + u32(1);
let l_6764 = info.static_meta[u32(2)];
let l_6765 = l_6764 * u32(1);
let l_6766 = l_377 < l_6765;
let l_6767 = l_6765 - u32(1);
let l_6768 = min(l_377, l_6767);
let l_6769 = buffer_2_global[l_6768];
let l_6770 = select(u32(0), l_6769, l_6766);
let l_378 = l_6770;
let l_379 = l_378 != u32(0);
let l_380 = l_mut_373 * u32(4);
let l_6771 = info.static_meta[u32(3)];
let l_6772 = l_6771 * u32(1);
let l_6773 = l_380 < l_6772;
let l_6774 = l_6772 - u32(1);
let l_6775 = min(l_380, l_6774);
let l_6776 = buffer_3_global[l_6775];
let l_6777 = select(f64(0.0), l_6776, l_6773);
let l_381 = l_6777;
let l_382 = l_mut_373 * u32(4);
let l_383 = l_382 + u32(1);
let l_6778 = info.static_meta[u32(3)];
let l_6779 = l_6778 * u32(1);
let l_6780 = l_383 < l_6779;
let l_6781 = l_6779 - u32(1);
let l_6782 = min(l_383, l_6781);
let l_6783 = buffer_3_global[l_6782];
let l_6784 = select(f64(0.0), l_6783, l_6780);
let l_384 = l_6784;
let l_385 = l_mut_373 * u32(4);
let l_386 = l_385 + u32(2);
let l_6785 = info.static_meta[u32(3)];
let l_6786 = l_6785 * u32(1);
let l_6787 = l_386 < l_6786;
let l_6788 = l_6786 - u32(1);
let l_6789 = min(l_386, l_6788);
let l_6790 = buffer_3_global[l_6789];
let l_6791 = select(f64(0.0), l_6790, l_6787);
let l_387 = l_6791;
let l_388 = f64(l_mut_29);
let l_389 = abs(l_388);
let l_390 = abs(l_mut_151);
let l_391 = l_390 * f64(1.4551915228366852e-11);
l_mut_268 = u32(2);
let l_392 = l_375 == u32(0);
if l_392 {
l_mut_268 = u32(0);
} else {
let l_393 = l_375 == u32(1);
if l_393 {
l_mut_268 = u32(1);
let l_394 = abs(l_360);
let l_395 = l_394 <= l_381;
if l_395 {
l_mut_268 = u32(0);
}
} else {
let l_396 = l_375 == u32(2);
if l_396 {
let l_397 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_398 = l_397 >= f64(1.1754943508222875e-38);
let l_399 = l_397 <= f64(1.7976931348623157e308);
let l_400 = l_398 && l_399;
if l_400 {
let l_401 = bitcast<u64>(l_397);
let l_402 = l_401 >> u32(bitcast<u64>(u64(52)));
let l_403 = l_402 - u64(23);
let l_404 = l_403 << u32(bitcast<u64>(u64(52)));
let l_405 = bitcast<f64>(l_404);
l_mut_221 = l_405;
}
let l_406 = l_381 * l_mut_221;
l_mut_407 = u32(2);
let l_408 = l_mut_151 - l_391;
let l_409 = abs(l_408);
l_mut_221 = f64(1.401298464324817e-45);
let l_410 = l_409 >= f64(1.1754943508222875e-38);
let l_411 = l_409 <= f64(1.7976931348623157e308);
let l_412 = l_410 && l_411;
if l_412 {
let l_413 = bitcast<u64>(l_409);
let l_414 = l_413 >> u32(bitcast<u64>(u64(52)));
let l_415 = l_414 - u64(23);
let l_416 = l_415 << u32(bitcast<u64>(u64(52)));
let l_417 = bitcast<f64>(l_416);
l_mut_221 = l_417;
}
let l_418 = l_mut_151 + l_391;
let l_419 = abs(l_418);
l_mut_166 = f64(1.401298464324817e-45);
let l_420 = l_419 >= f64(1.1754943508222875e-38);
let l_421 = l_419 <= f64(1.7976931348623157e308);
let l_422 = l_420 && l_421;
if l_422 {
let l_423 = bitcast<u64>(l_419);
let l_424 = l_423 >> u32(bitcast<u64>(u64(52)));
let l_425 = l_424 - u64(23);
let l_426 = l_425 << u32(bitcast<u64>(u64(52)));
let l_427 = bitcast<f64>(l_426);
l_mut_166 = l_427;
}
let l_428 = l_mut_221 == l_mut_166;
if l_428 {
let l_429 = l_406 * f64(1.4551915228366852e-11);
let l_430 = l_391 + l_429;
let l_431 = l_mut_151 - l_406;
let l_432 = l_mut_151 + l_406;
let l_433 = bitcast<u32>(l_146);
let l_434 = l_433 & u32(2147483647);
let l_435 = bitcast<f32>(l_434);
let l_436 = f64(l_435);
l_mut_221 = l_436;
let l_437 = l_434 < u32(8388608);
if l_437 {
let l_438 = f64(l_434);
let l_439 = l_438 * f64(1.401298464324817e-45);
l_mut_221 = l_439;
}
let l_440 = bitcast<u64>(l_mut_221);
let l_441 = l_433 >> u32(31);
let l_442 = u64(l_441);
let l_443 = l_442 << u32(bitcast<u64>(u64(63)));
let l_444 = l_440 | l_443;
let l_445 = bitcast<f64>(l_444);
let l_446 = bitcast<u32>(l_146);
let l_447 = l_446 + u32(1);
l_mut_448 = l_447;
let l_449 = l_446 & u32(2147483647);
let l_450 = l_449 == u32(0);
if l_450 {
l_mut_448 = u32(1);
} else {
let l_451 = l_446 & u32(2147483648);
let l_452 = l_451 != u32(0);
if l_452 {
let l_453 = l_446 - u32(1);
l_mut_448 = l_453;
} else {
let l_454 = l_446 == u32(2139095040);
if l_454 {
l_mut_448 = l_446;
}
}
}
let l_455 = bitcast<f32>(l_mut_448);
let l_456 = bitcast<u32>(l_455);
let l_457 = l_456 & u32(2147483647);
let l_458 = bitcast<f32>(l_457);
let l_459 = f64(l_458);
l_mut_221 = l_459;
let l_460 = l_457 < u32(8388608);
if l_460 {
let l_461 = f64(l_457);
let l_462 = l_461 * f64(1.401298464324817e-45);
l_mut_221 = l_462;
}
let l_463 = bitcast<u64>(l_mut_221);
let l_464 = l_456 >> u32(31);
let l_465 = u64(l_464);
let l_466 = l_465 << u32(bitcast<u64>(u64(63)));
let l_467 = l_463 | l_466;
let l_468 = bitcast<f64>(l_467);
let l_469 = bitcast<u32>(l_146);
let l_470 = l_469 ^ u32(2147483648);
let l_471 = bitcast<f32>(l_470);
let l_472 = bitcast<u32>(l_471);
let l_473 = l_472 + u32(1);
l_mut_448 = l_473;
let l_474 = l_472 & u32(2147483647);
let l_475 = l_474 == u32(0);
if l_475 {
l_mut_448 = u32(1);
} else {
let l_476 = l_472 & u32(2147483648);
let l_477 = l_476 != u32(0);
if l_477 {
let l_478 = l_472 - u32(1);
l_mut_448 = l_478;
} else {
let l_479 = l_472 == u32(2139095040);
if l_479 {
l_mut_448 = l_472;
}
}
}
let l_480 = bitcast<f32>(l_mut_448);
let l_481 = bitcast<u32>(l_480);
let l_482 = l_481 ^ u32(2147483648);
let l_483 = bitcast<f32>(l_482);
let l_484 = bitcast<u32>(l_483);
let l_485 = l_484 & u32(2147483647);
let l_486 = bitcast<f32>(l_485);
let l_487 = f64(l_486);
l_mut_221 = l_487;
let l_488 = l_485 < u32(8388608);
if l_488 {
let l_489 = f64(l_485);
let l_490 = l_489 * f64(1.401298464324817e-45);
l_mut_221 = l_490;
}
let l_491 = bitcast<u64>(l_mut_221);
let l_492 = l_484 >> u32(31);
let l_493 = u64(l_492);
let l_494 = l_493 << u32(bitcast<u64>(u64(63)));
let l_495 = l_491 | l_494;
let l_496 = bitcast<f64>(l_495);
let l_497 = l_431 + l_430;
let l_498 = l_497 <= l_445;
l_mut_499 = l_498;
let l_500 = l_431 - l_430;
let l_501 = l_500 > l_445;
l_mut_502 = l_501;
let l_503 = l_432 - l_430;
let l_504 = l_503 >= l_445;
l_mut_505 = l_504;
let l_506 = l_432 + l_430;
let l_507 = l_506 < l_445;
l_mut_508 = l_507;
if l_379 {
let l_509 = l_431 + l_430;
let l_510 = l_509 < l_468;
l_mut_499 = l_510;
let l_511 = l_431 - l_430;
let l_512 = l_511 >= l_468;
l_mut_502 = l_512;
let l_513 = l_432 - l_430;
let l_514 = l_513 > l_496;
l_mut_505 = l_514;
let l_515 = l_432 + l_430;
let l_516 = l_515 <= l_496;
l_mut_508 = l_516;
}
l_mut_448 = u32(2);
let l_517 = l_mut_502 || l_mut_508;
if l_517 {
l_mut_448 = u32(1);
} else {
let l_518 = l_mut_499 && l_mut_505;
if l_518 {
l_mut_448 = u32(0);
}
}
let l_519 = bitcast<u32>(l_146);
let l_520 = l_519 & u32(2147483647);
let l_521 = l_520 == u32(0);
if l_521 {
let l_522 = l_431 + l_430;
let l_523 = l_522 < f64(1.1754943508222875e-38);
let l_524 = l_432 - l_430;
let l_525 = l_524 > f64(-1.1754943508222875e-38);
let l_526 = l_523 && l_525;
let l_527 = l_431 - l_430;
let l_528 = l_527 < f64(1.1754943508222875e-38);
let l_529 = l_432 + l_430;
let l_530 = l_529 > f64(-1.1754943508222875e-38);
let l_531 = l_528 && l_530;
if l_526 {
l_mut_448 = u32(0);
} else {
let l_532 = l_mut_448 == u32(1);
let l_533 = l_531 && l_532;
if l_533 {
l_mut_448 = u32(2);
}
}
}
l_mut_407 = l_mut_448;
}
l_mut_268 = l_mut_407;
} else {
let l_534 = l_375 == u32(3);
if l_534 {
l_mut_268 = u32(0);
let l_535 = l_389 >= f64(1.1754943508222875e-38);
let l_536 = l_389 <= f64(8.507059173023462e37);
let l_537 = l_535 && l_536;
if l_537 {
let l_538 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_539 = l_538 >= f64(1.1754943508222875e-38);
let l_540 = l_538 <= f64(1.7976931348623157e308);
let l_541 = l_539 && l_540;
if l_541 {
let l_542 = bitcast<u64>(l_538);
let l_543 = l_542 >> u32(bitcast<u64>(u64(52)));
let l_544 = l_543 - u64(23);
let l_545 = l_544 << u32(bitcast<u64>(u64(52)));
let l_546 = bitcast<f64>(l_545);
l_mut_221 = l_546;
}
let l_547 = l_381 * l_mut_221;
l_mut_448 = u32(2);
let l_548 = l_mut_151 - l_391;
let l_549 = abs(l_548);
l_mut_221 = f64(1.401298464324817e-45);
let l_550 = l_549 >= f64(1.1754943508222875e-38);
let l_551 = l_549 <= f64(1.7976931348623157e308);
let l_552 = l_550 && l_551;
if l_552 {
let l_553 = bitcast<u64>(l_549);
let l_554 = l_553 >> u32(bitcast<u64>(u64(52)));
let l_555 = l_554 - u64(23);
let l_556 = l_555 << u32(bitcast<u64>(u64(52)));
let l_557 = bitcast<f64>(l_556);
l_mut_221 = l_557;
}
let l_558 = l_mut_151 + l_391;
let l_559 = abs(l_558);
l_mut_166 = f64(1.401298464324817e-45);
let l_560 = l_559 >= f64(1.1754943508222875e-38);
let l_561 = l_559 <= f64(1.7976931348623157e308);
let l_562 = l_560 && l_561;
if l_562 {
let l_563 = bitcast<u64>(l_559);
let l_564 = l_563 >> u32(bitcast<u64>(u64(52)));
let l_565 = l_564 - u64(23);
let l_566 = l_565 << u32(bitcast<u64>(u64(52)));
let l_567 = bitcast<f64>(l_566);
l_mut_166 = l_567;
}
let l_568 = l_mut_221 == l_mut_166;
if l_568 {
let l_569 = l_547 * f64(1.4551915228366852e-11);
let l_570 = l_391 + l_569;
let l_571 = l_mut_151 - l_547;
let l_572 = l_mut_151 + l_547;
let l_573 = bitcast<u32>(l_146);
let l_574 = l_573 & u32(2147483647);
let l_575 = bitcast<f32>(l_574);
let l_576 = f64(l_575);
l_mut_221 = l_576;
let l_577 = l_574 < u32(8388608);
if l_577 {
let l_578 = f64(l_574);
let l_579 = l_578 * f64(1.401298464324817e-45);
l_mut_221 = l_579;
}
let l_580 = bitcast<u64>(l_mut_221);
let l_581 = l_573 >> u32(31);
let l_582 = u64(l_581);
let l_583 = l_582 << u32(bitcast<u64>(u64(63)));
let l_584 = l_580 | l_583;
let l_585 = bitcast<f64>(l_584);
let l_586 = bitcast<u32>(l_146);
let l_587 = l_586 + u32(1);
l_mut_407 = l_587;
let l_588 = l_586 & u32(2147483647);
let l_589 = l_588 == u32(0);
if l_589 {
l_mut_407 = u32(1);
} else {
let l_590 = l_586 & u32(2147483648);
let l_591 = l_590 != u32(0);
if l_591 {
let l_592 = l_586 - u32(1);
l_mut_407 = l_592;
} else {
let l_593 = l_586 == u32(2139095040);
if l_593 {
l_mut_407 = l_586;
}
}
}
let l_594 = bitcast<f32>(l_mut_407);
let l_595 = bitcast<u32>(l_594);
let l_596 = l_595 & u32(2147483647);
let l_597 = bitcast<f32>(l_596);
let l_598 = f64(l_597);
l_mut_221 = l_598;
let l_599 = l_596 < u32(8388608);
if l_599 {
let l_600 = f64(l_596);
let l_601 = l_600 * f64(1.401298464324817e-45);
l_mut_221 = l_601;
}
let l_602 = bitcast<u64>(l_mut_221);
let l_603 = l_595 >> u32(31);
let l_604 = u64(l_603);
let l_605 = l_604 << u32(bitcast<u64>(u64(63)));
let l_606 = l_602 | l_605;
let l_607 = bitcast<f64>(l_606);
let l_608 = bitcast<u32>(l_146);
let l_609 = l_608 ^ u32(2147483648);
let l_610 = bitcast<f32>(l_609);
let l_611 = bitcast<u32>(l_610);
let l_612 = l_611 + u32(1);
l_mut_407 = l_612;
let l_613 = l_611 & u32(2147483647);
let l_614 = l_613 == u32(0);
if l_614 {
l_mut_407 = u32(1);
} else {
let l_615 = l_611 & u32(2147483648);
let l_616 = l_615 != u32(0);
if l_616 {
let l_617 = l_611 - u32(1);
l_mut_407 = l_617;
} else {
let l_618 = l_611 == u32(2139095040);
if l_618 {
l_mut_407 = l_611;
}
}
}
let l_619 = bitcast<f32>(l_mut_407);
let l_620 = bitcast<u32>(l_619);
let l_621 = l_620 ^ u32(2147483648);
let l_622 = bitcast<f32>(l_621);
let l_623 = bitcast<u32>(l_622);
let l_624 = l_623 & u32(2147483647);
let l_625 = bitcast<f32>(l_624);
let l_626 = f64(l_625);
l_mut_221 = l_626;
let l_627 = l_624 < u32(8388608);
if l_627 {
let l_628 = f64(l_624);
let l_629 = l_628 * f64(1.401298464324817e-45);
l_mut_221 = l_629;
}
let l_630 = bitcast<u64>(l_mut_221);
let l_631 = l_623 >> u32(31);
let l_632 = u64(l_631);
let l_633 = l_632 << u32(bitcast<u64>(u64(63)));
let l_634 = l_630 | l_633;
let l_635 = bitcast<f64>(l_634);
let l_636 = l_571 + l_570;
let l_637 = l_636 <= l_585;
l_mut_508 = l_637;
let l_638 = l_571 - l_570;
let l_639 = l_638 > l_585;
l_mut_505 = l_639;
let l_640 = l_572 - l_570;
let l_641 = l_640 >= l_585;
l_mut_502 = l_641;
let l_642 = l_572 + l_570;
let l_643 = l_642 < l_585;
l_mut_499 = l_643;
if l_379 {
let l_644 = l_571 + l_570;
let l_645 = l_644 < l_607;
l_mut_508 = l_645;
let l_646 = l_571 - l_570;
let l_647 = l_646 >= l_607;
l_mut_505 = l_647;
let l_648 = l_572 - l_570;
let l_649 = l_648 > l_635;
l_mut_502 = l_649;
let l_650 = l_572 + l_570;
let l_651 = l_650 <= l_635;
l_mut_499 = l_651;
}
l_mut_407 = u32(2);
let l_652 = l_mut_505 || l_mut_499;
if l_652 {
l_mut_407 = u32(1);
} else {
let l_653 = l_mut_508 && l_mut_502;
if l_653 {
l_mut_407 = u32(0);
}
}
let l_654 = bitcast<u32>(l_146);
let l_655 = l_654 & u32(2147483647);
let l_656 = l_655 == u32(0);
if l_656 {
let l_657 = l_571 + l_570;
let l_658 = l_657 < f64(1.1754943508222875e-38);
let l_659 = l_572 - l_570;
let l_660 = l_659 > f64(-1.1754943508222875e-38);
let l_661 = l_658 && l_660;
let l_662 = l_571 - l_570;
let l_663 = l_662 < f64(1.1754943508222875e-38);
let l_664 = l_572 + l_570;
let l_665 = l_664 > f64(-1.1754943508222875e-38);
let l_666 = l_663 && l_665;
if l_661 {
l_mut_407 = u32(0);
} else {
let l_667 = l_mut_407 == u32(1);
let l_668 = l_666 && l_667;
if l_668 {
l_mut_407 = u32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
}
} else {
let l_669 = l_375 == u32(4);
if l_669 {
let l_670 = l_384 * l_389;
let l_671 = l_381 + l_670;
let l_672 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_673 = l_672 >= f64(1.1754943508222875e-38);
let l_674 = l_672 <= f64(1.7976931348623157e308);
let l_675 = l_673 && l_674;
if l_675 {
let l_676 = bitcast<u64>(l_672);
let l_677 = l_676 >> u32(bitcast<u64>(u64(52)));
let l_678 = l_677 - u64(23);
let l_679 = l_678 << u32(bitcast<u64>(u64(52)));
let l_680 = bitcast<f64>(l_679);
l_mut_221 = l_680;
}
let l_681 = l_671 * l_mut_221;
l_mut_448 = u32(2);
let l_682 = l_mut_151 - l_391;
let l_683 = abs(l_682);
l_mut_221 = f64(1.401298464324817e-45);
let l_684 = l_683 >= f64(1.1754943508222875e-38);
let l_685 = l_683 <= f64(1.7976931348623157e308);
let l_686 = l_684 && l_685;
if l_686 {
let l_687 = bitcast<u64>(l_683);
let l_688 = l_687 >> u32(bitcast<u64>(u64(52)));
let l_689 = l_688 - u64(23);
let l_690 = l_689 << u32(bitcast<u64>(u64(52)));
let l_691 = bitcast<f64>(l_690);
l_mut_221 = l_691;
}
let l_692 = l_mut_151 + l_391;
let l_693 = abs(l_692);
l_mut_166 = f64(1.401298464324817e-45);
let l_694 = l_693 >= f64(1.1754943508222875e-38);
let l_695 = l_693 <= f64(1.7976931348623157e308);
let l_696 = l_694 && l_695;
if l_696 {
let l_697 = bitcast<u64>(l_693);
let l_698 = l_697 >> u32(bitcast<u64>(u64(52)));
let l_699 = l_698 - u64(23);
let l_700 = l_699 << u32(bitcast<u64>(u64(52)));
let l_701 = bitcast<f64>(l_700);
l_mut_166 = l_701;
}
let l_702 = l_mut_221 == l_mut_166;
if l_702 {
let l_703 = l_681 * f64(1.4551915228366852e-11);
let l_704 = l_391 + l_703;
let l_705 = l_mut_151 - l_681;
let l_706 = l_mut_151 + l_681;
let l_707 = bitcast<u32>(l_146);
let l_708 = l_707 & u32(2147483647);
let l_709 = bitcast<f32>(l_708);
let l_710 = f64(l_709);
l_mut_221 = l_710;
let l_711 = l_708 < u32(8388608);
if l_711 {
let l_712 = f64(l_708);
let l_713 = l_712 * f64(1.401298464324817e-45);
l_mut_221 = l_713;
}
let l_714 = bitcast<u64>(l_mut_221);
let l_715 = l_707 >> u32(31);
let l_716 = u64(l_715);
let l_717 = l_716 << u32(bitcast<u64>(u64(63)));
let l_718 = l_714 | l_717;
let l_719 = bitcast<f64>(l_718);
let l_720 = bitcast<u32>(l_146);
let l_721 = l_720 + u32(1);
l_mut_407 = l_721;
let l_722 = l_720 & u32(2147483647);
let l_723 = l_722 == u32(0);
if l_723 {
l_mut_407 = u32(1);
} else {
let l_724 = l_720 & u32(2147483648);
let l_725 = l_724 != u32(0);
if l_725 {
let l_726 = l_720 - u32(1);
l_mut_407 = l_726;
} else {
let l_727 = l_720 == u32(2139095040);
if l_727 {
l_mut_407 = l_720;
}
}
}
let l_728 = bitcast<f32>(l_mut_407);
let l_729 = bitcast<u32>(l_728);
let l_730 = l_729 & u32(2147483647);
let l_731 = bitcast<f32>(l_730);
let l_732 = f64(l_731);
l_mut_221 = l_732;
let l_733 = l_730 < u32(8388608);
if l_733 {
let l_734 = f64(l_730);
let l_735 = l_734 * f64(1.401298464324817e-45);
l_mut_221 = l_735;
}
let l_736 = bitcast<u64>(l_mut_221);
let l_737 = l_729 >> u32(31);
let l_738 = u64(l_737);
let l_739 = l_738 << u32(bitcast<u64>(u64(63)));
let l_740 = l_736 | l_739;
let l_741 = bitcast<f64>(l_740);
let l_742 = bitcast<u32>(l_146);
let l_743 = l_742 ^ u32(2147483648);
let l_744 = bitcast<f32>(l_743);
let l_745 = bitcast<u32>(l_744);
let l_746 = l_745 + u32(1);
l_mut_407 = l_746;
let l_747 = l_745 & u32(2147483647);
let l_748 = l_747 == u32(0);
if l_748 {
l_mut_407 = u32(1);
} else {
let l_749 = l_745 & u32(2147483648);
let l_750 = l_749 != u32(0);
if l_750 {
let l_751 = l_745 - u32(1);
l_mut_407 = l_751;
} else {
let l_752 = l_745 == u32(2139095040);
if l_752 {
l_mut_407 = l_745;
}
}
}
let l_753 = bitcast<f32>(l_mut_407);
let l_754 = bitcast<u32>(l_753);
let l_755 = l_754 ^ u32(2147483648);
let l_756 = bitcast<f32>(l_755);
let l_757 = bitcast<u32>(l_756);
let l_758 = l_757 & u32(2147483647);
let l_759 = bitcast<f32>(l_758);
let l_760 = f64(l_759);
l_mut_221 = l_760;
let l_761 = l_758 < u32(8388608);
if l_761 {
let l_762 = f64(l_758);
let l_763 = l_762 * f64(1.401298464324817e-45);
l_mut_221 = l_763;
}
let l_764 = bitcast<u64>(l_mut_221);
let l_765 = l_757 >> u32(31);
let l_766 = u64(l_765);
let l_767 = l_766 << u32(bitcast<u64>(u64(63)));
let l_768 = l_764 | l_767;
let l_769 = bitcast<f64>(l_768);
let l_770 = l_705 + l_704;
let l_771 = l_770 <= l_719;
l_mut_508 = l_771;
let l_772 = l_705 - l_704;
let l_773 = l_772 > l_719;
l_mut_505 = l_773;
let l_774 = l_706 - l_704;
let l_775 = l_774 >= l_719;
l_mut_502 = l_775;
let l_776 = l_706 + l_704;
let l_777 = l_776 < l_719;
l_mut_499 = l_777;
if l_379 {
let l_778 = l_705 + l_704;
let l_779 = l_778 < l_741;
l_mut_508 = l_779;
let l_780 = l_705 - l_704;
let l_781 = l_780 >= l_741;
l_mut_505 = l_781;
let l_782 = l_706 - l_704;
let l_783 = l_782 > l_769;
l_mut_502 = l_783;
let l_784 = l_706 + l_704;
let l_785 = l_784 <= l_769;
l_mut_499 = l_785;
}
l_mut_407 = u32(2);
let l_786 = l_mut_505 || l_mut_499;
if l_786 {
l_mut_407 = u32(1);
} else {
let l_787 = l_mut_508 && l_mut_502;
if l_787 {
l_mut_407 = u32(0);
}
}
let l_788 = bitcast<u32>(l_146);
let l_789 = l_788 & u32(2147483647);
let l_790 = l_789 == u32(0);
if l_790 {
let l_791 = l_705 + l_704;
let l_792 = l_791 < f64(1.1754943508222875e-38);
let l_793 = l_706 - l_704;
let l_794 = l_793 > f64(-1.1754943508222875e-38);
let l_795 = l_792 && l_794;
let l_796 = l_705 - l_704;
let l_797 = l_796 < f64(1.1754943508222875e-38);
let l_798 = l_706 + l_704;
let l_799 = l_798 > f64(-1.1754943508222875e-38);
let l_800 = l_797 && l_799;
if l_795 {
l_mut_407 = u32(0);
} else {
let l_801 = l_mut_407 == u32(1);
let l_802 = l_800 && l_801;
if l_802 {
l_mut_407 = u32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
} else {
let l_803 = l_375 == u32(5);
if l_803 {
let l_804 = f64(2.0) * l_388;
let l_805 = abs(l_804);
let l_806 = floor(l_805);
let l_807 = f64(3.0) + l_806;
let l_808 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_809 = l_808 >= f64(1.1754943508222875e-38);
let l_810 = l_808 <= f64(1.7976931348623157e308);
let l_811 = l_809 && l_810;
if l_811 {
let l_812 = bitcast<u64>(l_808);
let l_813 = l_812 >> u32(bitcast<u64>(u64(52)));
let l_814 = l_813 - u64(23);
let l_815 = l_814 << u32(bitcast<u64>(u64(52)));
let l_816 = bitcast<f64>(l_815);
l_mut_221 = l_816;
}
let l_817 = l_807 * l_mut_221;
l_mut_448 = u32(2);
let l_818 = l_mut_151 - l_391;
let l_819 = abs(l_818);
l_mut_221 = f64(1.401298464324817e-45);
let l_820 = l_819 >= f64(1.1754943508222875e-38);
let l_821 = l_819 <= f64(1.7976931348623157e308);
let l_822 = l_820 && l_821;
if l_822 {
let l_823 = bitcast<u64>(l_819);
let l_824 = l_823 >> u32(bitcast<u64>(u64(52)));
let l_825 = l_824 - u64(23);
let l_826 = l_825 << u32(bitcast<u64>(u64(52)));
let l_827 = bitcast<f64>(l_826);
l_mut_221 = l_827;
}
let l_828 = l_mut_151 + l_391;
let l_829 = abs(l_828);
l_mut_166 = f64(1.401298464324817e-45);
let l_830 = l_829 >= f64(1.1754943508222875e-38);
let l_831 = l_829 <= f64(1.7976931348623157e308);
let l_832 = l_830 && l_831;
if l_832 {
let l_833 = bitcast<u64>(l_829);
let l_834 = l_833 >> u32(bitcast<u64>(u64(52)));
let l_835 = l_834 - u64(23);
let l_836 = l_835 << u32(bitcast<u64>(u64(52)));
let l_837 = bitcast<f64>(l_836);
l_mut_166 = l_837;
}
let l_838 = l_mut_221 == l_mut_166;
if l_838 {
let l_839 = l_817 * f64(1.4551915228366852e-11);
let l_840 = l_391 + l_839;
let l_841 = l_mut_151 - l_817;
let l_842 = l_mut_151 + l_817;
let l_843 = bitcast<u32>(l_146);
let l_844 = l_843 & u32(2147483647);
let l_845 = bitcast<f32>(l_844);
let l_846 = f64(l_845);
l_mut_221 = l_846;
let l_847 = l_844 < u32(8388608);
if l_847 {
let l_848 = f64(l_844);
let l_849 = l_848 * f64(1.401298464324817e-45);
l_mut_221 = l_849;
}
let l_850 = bitcast<u64>(l_mut_221);
let l_851 = l_843 >> u32(31);
let l_852 = u64(l_851);
let l_853 = l_852 << u32(bitcast<u64>(u64(63)));
let l_854 = l_850 | l_853;
let l_855 = bitcast<f64>(l_854);
let l_856 = bitcast<u32>(l_146);
let l_857 = l_856 + u32(1);
l_mut_407 = l_857;
let l_858 = l_856 & u32(2147483647);
let l_859 = l_858 == u32(0);
if l_859 {
l_mut_407 = u32(1);
} else {
let l_860 = l_856 & u32(2147483648);
let l_861 = l_860 != u32(0);
if l_861 {
let l_862 = l_856 - u32(1);
l_mut_407 = l_862;
} else {
let l_863 = l_856 == u32(2139095040);
if l_863 {
l_mut_407 = l_856;
}
}
}
let l_864 = bitcast<f32>(l_mut_407);
let l_865 = bitcast<u32>(l_864);
let l_866 = l_865 & u32(2147483647);
let l_867 = bitcast<f32>(l_866);
let l_868 = f64(l_867);
l_mut_221 = l_868;
let l_869 = l_866 < u32(8388608);
if l_869 {
let l_870 = f64(l_866);
let l_871 = l_870 * f64(1.401298464324817e-45);
l_mut_221 = l_871;
}
let l_872 = bitcast<u64>(l_mut_221);
let l_873 = l_865 >> u32(31);
let l_874 = u64(l_873);
let l_875 = l_874 << u32(bitcast<u64>(u64(63)));
let l_876 = l_872 | l_875;
let l_877 = bitcast<f64>(l_876);
let l_878 = bitcast<u32>(l_146);
let l_879 = l_878 ^ u32(2147483648);
let l_880 = bitcast<f32>(l_879);
let l_881 = bitcast<u32>(l_880);
let l_882 = l_881 + u32(1);
l_mut_407 = l_882;
let l_883 = l_881 & u32(2147483647);
let l_884 = l_883 == u32(0);
if l_884 {
l_mut_407 = u32(1);
} else {
let l_885 = l_881 & u32(2147483648);
let l_886 = l_885 != u32(0);
if l_886 {
let l_887 = l_881 - u32(1);
l_mut_407 = l_887;
} else {
let l_888 = l_881 == u32(2139095040);
if l_888 {
l_mut_407 = l_881;
}
}
}
let l_889 = bitcast<f32>(l_mut_407);
let l_890 = bitcast<u32>(l_889);
let l_891 = l_890 ^ u32(2147483648);
let l_892 = bitcast<f32>(l_891);
let l_893 = bitcast<u32>(l_892);
let l_894 = l_893 & u32(2147483647);
let l_895 = bitcast<f32>(l_894);
let l_896 = f64(l_895);
l_mut_221 = l_896;
let l_897 = l_894 < u32(8388608);
if l_897 {
let l_898 = f64(l_894);
let l_899 = l_898 * f64(1.401298464324817e-45);
l_mut_221 = l_899;
}
let l_900 = bitcast<u64>(l_mut_221);
let l_901 = l_893 >> u32(31);
let l_902 = u64(l_901);
let l_903 = l_902 << u32(bitcast<u64>(u64(63)));
let l_904 = l_900 | l_903;
let l_905 = bitcast<f64>(l_904);
let l_906 = l_841 + l_840;
let l_907 = l_906 <= l_855;
l_mut_508 = l_907;
let l_908 = l_841 - l_840;
let l_909 = l_908 > l_855;
l_mut_505 = l_909;
let l_910 = l_842 - l_840;
let l_911 = l_910 >= l_855;
l_mut_502 = l_911;
let l_912 = l_842 + l_840;
let l_913 = l_912 < l_855;
l_mut_499 = l_913;
if l_379 {
let l_914 = l_841 + l_840;
let l_915 = l_914 < l_877;
l_mut_508 = l_915;
let l_916 = l_841 - l_840;
let l_917 = l_916 >= l_877;
l_mut_505 = l_917;
let l_918 = l_842 - l_840;
let l_919 = l_918 > l_905;
l_mut_502 = l_919;
let l_920 = l_842 + l_840;
let l_921 = l_920 <= l_905;
l_mut_499 = l_921;
}
l_mut_407 = u32(2);
let l_922 = l_mut_505 || l_mut_499;
if l_922 {
l_mut_407 = u32(1);
} else {
let l_923 = l_mut_508 && l_mut_502;
if l_923 {
l_mut_407 = u32(0);
}
}
let l_924 = bitcast<u32>(l_146);
let l_925 = l_924 & u32(2147483647);
let l_926 = l_925 == u32(0);
if l_926 {
let l_927 = l_841 + l_840;
let l_928 = l_927 < f64(1.1754943508222875e-38);
let l_929 = l_842 - l_840;
let l_930 = l_929 > f64(-1.1754943508222875e-38);
let l_931 = l_928 && l_930;
let l_932 = l_841 - l_840;
let l_933 = l_932 < f64(1.1754943508222875e-38);
let l_934 = l_842 + l_840;
let l_935 = l_934 > f64(-1.1754943508222875e-38);
let l_936 = l_933 && l_935;
if l_931 {
l_mut_407 = u32(0);
} else {
let l_937 = l_mut_407 == u32(1);
let l_938 = l_936 && l_937;
if l_938 {
l_mut_407 = u32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
} else {
let l_939 = l_375 == u32(6);
if l_939 {
l_mut_268 = u32(0);
let l_940 = l_389 <= l_384;
if l_940 {
let l_941 = l_381 * f64(1.4551915228366852e-11);
let l_942 = l_391 + l_941;
let l_943 = l_mut_151 - l_381;
let l_944 = l_mut_151 + l_381;
let l_945 = bitcast<u32>(l_146);
let l_946 = l_945 & u32(2147483647);
let l_947 = bitcast<f32>(l_946);
let l_948 = f64(l_947);
l_mut_221 = l_948;
let l_949 = l_946 < u32(8388608);
if l_949 {
let l_950 = f64(l_946);
let l_951 = l_950 * f64(1.401298464324817e-45);
l_mut_221 = l_951;
}
let l_952 = bitcast<u64>(l_mut_221);
let l_953 = l_945 >> u32(31);
let l_954 = u64(l_953);
let l_955 = l_954 << u32(bitcast<u64>(u64(63)));
let l_956 = l_952 | l_955;
let l_957 = bitcast<f64>(l_956);
let l_958 = bitcast<u32>(l_146);
let l_959 = l_958 + u32(1);
l_mut_448 = l_959;
let l_960 = l_958 & u32(2147483647);
let l_961 = l_960 == u32(0);
if l_961 {
l_mut_448 = u32(1);
} else {
let l_962 = l_958 & u32(2147483648);
let l_963 = l_962 != u32(0);
if l_963 {
let l_964 = l_958 - u32(1);
l_mut_448 = l_964;
} else {
let l_965 = l_958 == u32(2139095040);
if l_965 {
l_mut_448 = l_958;
}
}
}
let l_966 = bitcast<f32>(l_mut_448);
let l_967 = bitcast<u32>(l_966);
let l_968 = l_967 & u32(2147483647);
let l_969 = bitcast<f32>(l_968);
let l_970 = f64(l_969);
l_mut_221 = l_970;
let l_971 = l_968 < u32(8388608);
if l_971 {
let l_972 = f64(l_968);
let l_973 = l_972 * f64(1.401298464324817e-45);
l_mut_221 = l_973;
}
let l_974 = bitcast<u64>(l_mut_221);
let l_975 = l_967 >> u32(31);
let l_976 = u64(l_975);
let l_977 = l_976 << u32(bitcast<u64>(u64(63)));
let l_978 = l_974 | l_977;
let l_979 = bitcast<f64>(l_978);
let l_980 = bitcast<u32>(l_146);
let l_981 = l_980 ^ u32(2147483648);
let l_982 = bitcast<f32>(l_981);
let l_983 = bitcast<u32>(l_982);
let l_984 = l_983 + u32(1);
l_mut_448 = l_984;
let l_985 = l_983 & u32(2147483647);
let l_986 = l_985 == u32(0);
if l_986 {
l_mut_448 = u32(1);
} else {
let l_987 = l_983 & u32(2147483648);
let l_988 = l_987 != u32(0);
if l_988 {
let l_989 = l_983 - u32(1);
l_mut_448 = l_989;
} else {
let l_990 = l_983 == u32(2139095040);
if l_990 {
l_mut_448 = l_983;
}
}
}
let l_991 = bitcast<f32>(l_mut_448);
let l_992 = bitcast<u32>(l_991);
let l_993 = l_992 ^ u32(2147483648);
let l_994 = bitcast<f32>(l_993);
let l_995 = bitcast<u32>(l_994);
let l_996 = l_995 & u32(2147483647);
let l_997 = bitcast<f32>(l_996);
let l_998 = f64(l_997);
l_mut_221 = l_998;
let l_999 = l_996 < u32(8388608);
if l_999 {
let l_1000 = f64(l_996);
let l_1001 = l_1000 * f64(1.401298464324817e-45);
l_mut_221 = l_1001;
}
let l_1002 = bitcast<u64>(l_mut_221);
let l_1003 = l_995 >> u32(31);
let l_1004 = u64(l_1003);
let l_1005 = l_1004 << u32(bitcast<u64>(u64(63)));
let l_1006 = l_1002 | l_1005;
let l_1007 = bitcast<f64>(l_1006);
let l_1008 = l_943 + l_942;
let l_1009 = l_1008 <= l_957;
l_mut_508 = l_1009;
let l_1010 = l_943 - l_942;
let l_1011 = l_1010 > l_957;
l_mut_505 = l_1011;
let l_1012 = l_944 - l_942;
let l_1013 = l_1012 >= l_957;
l_mut_502 = l_1013;
let l_1014 = l_944 + l_942;
let l_1015 = l_1014 < l_957;
l_mut_499 = l_1015;
if l_379 {
let l_1016 = l_943 + l_942;
let l_1017 = l_1016 < l_979;
l_mut_508 = l_1017;
let l_1018 = l_943 - l_942;
let l_1019 = l_1018 >= l_979;
l_mut_505 = l_1019;
let l_1020 = l_944 - l_942;
let l_1021 = l_1020 > l_1007;
l_mut_502 = l_1021;
let l_1022 = l_944 + l_942;
let l_1023 = l_1022 <= l_1007;
l_mut_499 = l_1023;
}
l_mut_448 = u32(2);
let l_1024 = l_mut_505 || l_mut_499;
if l_1024 {
l_mut_448 = u32(1);
} else {
let l_1025 = l_mut_508 && l_mut_502;
if l_1025 {
l_mut_448 = u32(0);
}
}
let l_1026 = bitcast<u32>(l_146);
let l_1027 = l_1026 & u32(2147483647);
let l_1028 = l_1027 == u32(0);
if l_1028 {
let l_1029 = l_943 + l_942;
let l_1030 = l_1029 < f64(1.1754943508222875e-38);
let l_1031 = l_944 - l_942;
let l_1032 = l_1031 > f64(-1.1754943508222875e-38);
let l_1033 = l_1030 && l_1032;
let l_1034 = l_943 - l_942;
let l_1035 = l_1034 < f64(1.1754943508222875e-38);
let l_1036 = l_944 + l_942;
let l_1037 = l_1036 > f64(-1.1754943508222875e-38);
let l_1038 = l_1035 && l_1037;
if l_1033 {
l_mut_448 = u32(0);
} else {
let l_1039 = l_mut_448 == u32(1);
let l_1040 = l_1038 && l_1039;
if l_1040 {
l_mut_448 = u32(2);
}
}
}
l_mut_268 = l_mut_448;
}
} else {
let l_1041 = l_375 == u32(7);
if l_1041 {
let l_1042 = abs(l_mut_151);
let l_1043 = l_381 * l_1042;
l_mut_221 = l_1043;
let l_1044 = abs(l_mut_151);
l_mut_166 = f64(1.401298464324817e-45);
let l_1045 = l_1044 >= f64(1.1754943508222875e-38);
let l_1046 = l_1044 <= f64(1.7976931348623157e308);
let l_1047 = l_1045 && l_1046;
if l_1047 {
let l_1048 = bitcast<u64>(l_1044);
let l_1049 = l_1048 >> u32(bitcast<u64>(u64(52)));
let l_1050 = l_1049 - u64(23);
let l_1051 = l_1050 << u32(bitcast<u64>(u64(52)));
let l_1052 = bitcast<f64>(l_1051);
l_mut_166 = l_1052;
}
let l_1053 = f64(0.5) * l_mut_166;
let l_1054 = l_1053 > l_mut_221;
if l_1054 {
l_mut_221 = l_1053;
}
let l_1055 = l_mut_151 - l_391;
let l_1056 = abs(l_1055);
l_mut_166 = f64(1.401298464324817e-45);
let l_1057 = l_1056 >= f64(1.1754943508222875e-38);
let l_1058 = l_1056 <= f64(1.7976931348623157e308);
let l_1059 = l_1057 && l_1058;
if l_1059 {
let l_1060 = bitcast<u64>(l_1056);
let l_1061 = l_1060 >> u32(bitcast<u64>(u64(52)));
let l_1062 = l_1061 - u64(23);
let l_1063 = l_1062 << u32(bitcast<u64>(u64(52)));
let l_1064 = bitcast<f64>(l_1063);
l_mut_166 = l_1064;
}
let l_1065 = l_mut_151 + l_391;
let l_1066 = abs(l_1065);
l_mut_1067 = f64(1.401298464324817e-45);
let l_1068 = l_1066 >= f64(1.1754943508222875e-38);
let l_1069 = l_1066 <= f64(1.7976931348623157e308);
let l_1070 = l_1068 && l_1069;
if l_1070 {
let l_1071 = bitcast<u64>(l_1066);
let l_1072 = l_1071 >> u32(bitcast<u64>(u64(52)));
let l_1073 = l_1072 - u64(23);
let l_1074 = l_1073 << u32(bitcast<u64>(u64(52)));
let l_1075 = bitcast<f64>(l_1074);
l_mut_1067 = l_1075;
}
let l_1076 = l_mut_166 == l_mut_1067;
if l_1076 {
let l_1077 = l_381 * l_391;
let l_1078 = l_391 + l_1077;
let l_1079 = l_mut_221 * f64(1.4551915228366852e-11);
let l_1080 = l_1078 + l_1079;
let l_1081 = l_mut_151 - l_mut_221;
let l_1082 = l_mut_151 + l_mut_221;
let l_1083 = bitcast<u32>(l_146);
let l_1084 = l_1083 & u32(2147483647);
let l_1085 = bitcast<f32>(l_1084);
let l_1086 = f64(l_1085);
l_mut_1067 = l_1086;
let l_1087 = l_1084 < u32(8388608);
if l_1087 {
let l_1088 = f64(l_1084);
let l_1089 = l_1088 * f64(1.401298464324817e-45);
l_mut_1067 = l_1089;
}
let l_1090 = bitcast<u64>(l_mut_1067);
let l_1091 = l_1083 >> u32(31);
let l_1092 = u64(l_1091);
let l_1093 = l_1092 << u32(bitcast<u64>(u64(63)));
let l_1094 = l_1090 | l_1093;
let l_1095 = bitcast<f64>(l_1094);
let l_1096 = bitcast<u32>(l_146);
let l_1097 = l_1096 + u32(1);
l_mut_448 = l_1097;
let l_1098 = l_1096 & u32(2147483647);
let l_1099 = l_1098 == u32(0);
if l_1099 {
l_mut_448 = u32(1);
} else {
let l_1100 = l_1096 & u32(2147483648);
let l_1101 = l_1100 != u32(0);
if l_1101 {
let l_1102 = l_1096 - u32(1);
l_mut_448 = l_1102;
} else {
let l_1103 = l_1096 == u32(2139095040);
if l_1103 {
l_mut_448 = l_1096;
}
}
}
let l_1104 = bitcast<f32>(l_mut_448);
let l_1105 = bitcast<u32>(l_1104);
let l_1106 = l_1105 & u32(2147483647);
let l_1107 = bitcast<f32>(l_1106);
let l_1108 = f64(l_1107);
l_mut_1067 = l_1108;
let l_1109 = l_1106 < u32(8388608);
if l_1109 {
let l_1110 = f64(l_1106);
let l_1111 = l_1110 * f64(1.401298464324817e-45);
l_mut_1067 = l_1111;
}
let l_1112 = bitcast<u64>(l_mut_1067);
let l_1113 = l_1105 >> u32(31);
let l_1114 = u64(l_1113);
let l_1115 = l_1114 << u32(bitcast<u64>(u64(63)));
let l_1116 = l_1112 | l_1115;
let l_1117 = bitcast<f64>(l_1116);
let l_1118 = bitcast<u32>(l_146);
let l_1119 = l_1118 ^ u32(2147483648);
let l_1120 = bitcast<f32>(l_1119);
let l_1121 = bitcast<u32>(l_1120);
let l_1122 = l_1121 + u32(1);
l_mut_448 = l_1122;
let l_1123 = l_1121 & u32(2147483647);
let l_1124 = l_1123 == u32(0);
if l_1124 {
l_mut_448 = u32(1);
} else {
let l_1125 = l_1121 & u32(2147483648);
let l_1126 = l_1125 != u32(0);
if l_1126 {
let l_1127 = l_1121 - u32(1);
l_mut_448 = l_1127;
} else {
let l_1128 = l_1121 == u32(2139095040);
if l_1128 {
l_mut_448 = l_1121;
}
}
}
let l_1129 = bitcast<f32>(l_mut_448);
let l_1130 = bitcast<u32>(l_1129);
let l_1131 = l_1130 ^ u32(2147483648);
let l_1132 = bitcast<f32>(l_1131);
let l_1133 = bitcast<u32>(l_1132);
let l_1134 = l_1133 & u32(2147483647);
let l_1135 = bitcast<f32>(l_1134);
let l_1136 = f64(l_1135);
l_mut_1067 = l_1136;
let l_1137 = l_1134 < u32(8388608);
if l_1137 {
let l_1138 = f64(l_1134);
let l_1139 = l_1138 * f64(1.401298464324817e-45);
l_mut_1067 = l_1139;
}
let l_1140 = bitcast<u64>(l_mut_1067);
let l_1141 = l_1133 >> u32(31);
let l_1142 = u64(l_1141);
let l_1143 = l_1142 << u32(bitcast<u64>(u64(63)));
let l_1144 = l_1140 | l_1143;
let l_1145 = bitcast<f64>(l_1144);
let l_1146 = l_1081 + l_1080;
let l_1147 = l_1146 <= l_1095;
l_mut_508 = l_1147;
let l_1148 = l_1081 - l_1080;
let l_1149 = l_1148 > l_1095;
l_mut_505 = l_1149;
let l_1150 = l_1082 - l_1080;
let l_1151 = l_1150 >= l_1095;
l_mut_502 = l_1151;
let l_1152 = l_1082 + l_1080;
let l_1153 = l_1152 < l_1095;
l_mut_499 = l_1153;
if l_379 {
let l_1154 = l_1081 + l_1080;
let l_1155 = l_1154 < l_1117;
l_mut_508 = l_1155;
let l_1156 = l_1081 - l_1080;
let l_1157 = l_1156 >= l_1117;
l_mut_505 = l_1157;
let l_1158 = l_1082 - l_1080;
let l_1159 = l_1158 > l_1145;
l_mut_502 = l_1159;
let l_1160 = l_1082 + l_1080;
let l_1161 = l_1160 <= l_1145;
l_mut_499 = l_1161;
}
l_mut_448 = u32(2);
let l_1162 = l_mut_505 || l_mut_499;
if l_1162 {
l_mut_448 = u32(1);
} else {
let l_1163 = l_mut_508 && l_mut_502;
if l_1163 {
l_mut_448 = u32(0);
}
}
let l_1164 = bitcast<u32>(l_146);
let l_1165 = l_1164 & u32(2147483647);
let l_1166 = l_1165 == u32(0);
if l_1166 {
let l_1167 = l_1081 + l_1080;
let l_1168 = l_1167 < f64(1.1754943508222875e-38);
let l_1169 = l_1082 - l_1080;
let l_1170 = l_1169 > f64(-1.1754943508222875e-38);
let l_1171 = l_1168 && l_1170;
let l_1172 = l_1081 - l_1080;
let l_1173 = l_1172 < f64(1.1754943508222875e-38);
let l_1174 = l_1082 + l_1080;
let l_1175 = l_1174 > f64(-1.1754943508222875e-38);
let l_1176 = l_1173 && l_1175;
if l_1171 {
l_mut_448 = u32(0);
} else {
let l_1177 = l_mut_448 == u32(1);
let l_1178 = l_1176 && l_1177;
if l_1178 {
l_mut_448 = u32(2);
}
}
}
l_mut_268 = l_mut_448;
}
} else {
let l_1179 = l_375 == u32(8);
if l_1179 {
let l_1180 = l_388 >= f64(0.5);
let l_1181 = l_388 <= f64(2.0);
let l_1182 = l_1180 && l_1181;
if l_1182 {
let l_1183 = l_381 * f64(1.4551915228366852e-11);
let l_1184 = l_391 + l_1183;
let l_1185 = l_mut_151 - l_381;
let l_1186 = l_mut_151 + l_381;
let l_1187 = bitcast<u32>(l_146);
let l_1188 = l_1187 & u32(2147483647);
let l_1189 = bitcast<f32>(l_1188);
let l_1190 = f64(l_1189);
l_mut_1067 = l_1190;
let l_1191 = l_1188 < u32(8388608);
if l_1191 {
let l_1192 = f64(l_1188);
let l_1193 = l_1192 * f64(1.401298464324817e-45);
l_mut_1067 = l_1193;
}
let l_1194 = bitcast<u64>(l_mut_1067);
let l_1195 = l_1187 >> u32(31);
let l_1196 = u64(l_1195);
let l_1197 = l_1196 << u32(bitcast<u64>(u64(63)));
let l_1198 = l_1194 | l_1197;
let l_1199 = bitcast<f64>(l_1198);
let l_1200 = bitcast<u32>(l_146);
let l_1201 = l_1200 + u32(1);
l_mut_448 = l_1201;
let l_1202 = l_1200 & u32(2147483647);
let l_1203 = l_1202 == u32(0);
if l_1203 {
l_mut_448 = u32(1);
} else {
let l_1204 = l_1200 & u32(2147483648);
let l_1205 = l_1204 != u32(0);
if l_1205 {
let l_1206 = l_1200 - u32(1);
l_mut_448 = l_1206;
} else {
let l_1207 = l_1200 == u32(2139095040);
if l_1207 {
l_mut_448 = l_1200;
}
}
}
let l_1208 = bitcast<f32>(l_mut_448);
let l_1209 = bitcast<u32>(l_1208);
let l_1210 = l_1209 & u32(2147483647);
let l_1211 = bitcast<f32>(l_1210);
let l_1212 = f64(l_1211);
l_mut_1067 = l_1212;
let l_1213 = l_1210 < u32(8388608);
if l_1213 {
let l_1214 = f64(l_1210);
let l_1215 = l_1214 * f64(1.401298464324817e-45);
l_mut_1067 = l_1215;
}
let l_1216 = bitcast<u64>(l_mut_1067);
let l_1217 = l_1209 >> u32(31);
let l_1218 = u64(l_1217);
let l_1219 = l_1218 << u32(bitcast<u64>(u64(63)));
let l_1220 = l_1216 | l_1219;
let l_1221 = bitcast<f64>(l_1220);
let l_1222 = bitcast<u32>(l_146);
let l_1223 = l_1222 ^ u32(2147483648);
let l_1224 = bitcast<f32>(l_1223);
let l_1225 = bitcast<u32>(l_1224);
let l_1226 = l_1225 + u32(1);
l_mut_448 = l_1226;
let l_1227 = l_1225 & u32(2147483647);
let l_1228 = l_1227 == u32(0);
if l_1228 {
l_mut_448 = u32(1);
} else {
let l_1229 = l_1225 & u32(2147483648);
let l_1230 = l_1229 != u32(0);
if l_1230 {
let l_1231 = l_1225 - u32(1);
l_mut_448 = l_1231;
} else {
let l_1232 = l_1225 == u32(2139095040);
if l_1232 {
l_mut_448 = l_1225;
}
}
}
let l_1233 = bitcast<f32>(l_mut_448);
let l_1234 = bitcast<u32>(l_1233);
let l_1235 = l_1234 ^ u32(2147483648);
let l_1236 = bitcast<f32>(l_1235);
let l_1237 = bitcast<u32>(l_1236);
let l_1238 = l_1237 & u32(2147483647);
let l_1239 = bitcast<f32>(l_1238);
let l_1240 = f64(l_1239);
l_mut_1067 = l_1240;
let l_1241 = l_1238 < u32(8388608);
if l_1241 {
let l_1242 = f64(l_1238);
let l_1243 = l_1242 * f64(1.401298464324817e-45);
l_mut_1067 = l_1243;
}
let l_1244 = bitcast<u64>(l_mut_1067);
let l_1245 = l_1237 >> u32(31);
let l_1246 = u64(l_1245);
let l_1247 = l_1246 << u32(bitcast<u64>(u64(63)));
let l_1248 = l_1244 | l_1247;
let l_1249 = bitcast<f64>(l_1248);
let l_1250 = l_1185 + l_1184;
let l_1251 = l_1250 <= l_1199;
l_mut_508 = l_1251;
let l_1252 = l_1185 - l_1184;
let l_1253 = l_1252 > l_1199;
l_mut_505 = l_1253;
let l_1254 = l_1186 - l_1184;
let l_1255 = l_1254 >= l_1199;
l_mut_502 = l_1255;
let l_1256 = l_1186 + l_1184;
let l_1257 = l_1256 < l_1199;
l_mut_499 = l_1257;
if l_379 {
let l_1258 = l_1185 + l_1184;
let l_1259 = l_1258 < l_1221;
l_mut_508 = l_1259;
let l_1260 = l_1185 - l_1184;
let l_1261 = l_1260 >= l_1221;
l_mut_505 = l_1261;
let l_1262 = l_1186 - l_1184;
let l_1263 = l_1262 > l_1249;
l_mut_502 = l_1263;
let l_1264 = l_1186 + l_1184;
let l_1265 = l_1264 <= l_1249;
l_mut_499 = l_1265;
}
l_mut_448 = u32(2);
let l_1266 = l_mut_505 || l_mut_499;
if l_1266 {
l_mut_448 = u32(1);
} else {
let l_1267 = l_mut_508 && l_mut_502;
if l_1267 {
l_mut_448 = u32(0);
}
}
let l_1268 = bitcast<u32>(l_146);
let l_1269 = l_1268 & u32(2147483647);
let l_1270 = l_1269 == u32(0);
if l_1270 {
let l_1271 = l_1185 + l_1184;
let l_1272 = l_1271 < f64(1.1754943508222875e-38);
let l_1273 = l_1186 - l_1184;
let l_1274 = l_1273 > f64(-1.1754943508222875e-38);
let l_1275 = l_1272 && l_1274;
let l_1276 = l_1185 - l_1184;
let l_1277 = l_1276 < f64(1.1754943508222875e-38);
let l_1278 = l_1186 + l_1184;
let l_1279 = l_1278 > f64(-1.1754943508222875e-38);
let l_1280 = l_1277 && l_1279;
if l_1275 {
l_mut_448 = u32(0);
} else {
let l_1281 = l_mut_448 == u32(1);
let l_1282 = l_1280 && l_1281;
if l_1282 {
l_mut_448 = u32(2);
}
}
}
l_mut_268 = l_mut_448;
} else {
let l_1283 = abs(l_mut_151);
l_mut_1067 = f64(1.401298464324817e-45);
let l_1284 = l_1283 >= f64(1.1754943508222875e-38);
let l_1285 = l_1283 <= f64(1.7976931348623157e308);
let l_1286 = l_1284 && l_1285;
if l_1286 {
let l_1287 = bitcast<u64>(l_1283);
let l_1288 = l_1287 >> u32(bitcast<u64>(u64(52)));
let l_1289 = l_1288 - u64(23);
let l_1290 = l_1289 << u32(bitcast<u64>(u64(52)));
let l_1291 = bitcast<f64>(l_1290);
l_mut_1067 = l_1291;
}
let l_1292 = l_384 * l_mut_1067;
l_mut_448 = u32(2);
let l_1293 = l_mut_151 - l_391;
let l_1294 = abs(l_1293);
l_mut_1067 = f64(1.401298464324817e-45);
let l_1295 = l_1294 >= f64(1.1754943508222875e-38);
let l_1296 = l_1294 <= f64(1.7976931348623157e308);
let l_1297 = l_1295 && l_1296;
if l_1297 {
let l_1298 = bitcast<u64>(l_1294);
let l_1299 = l_1298 >> u32(bitcast<u64>(u64(52)));
let l_1300 = l_1299 - u64(23);
let l_1301 = l_1300 << u32(bitcast<u64>(u64(52)));
let l_1302 = bitcast<f64>(l_1301);
l_mut_1067 = l_1302;
}
let l_1303 = l_mut_151 + l_391;
let l_1304 = abs(l_1303);
l_mut_221 = f64(1.401298464324817e-45);
let l_1305 = l_1304 >= f64(1.1754943508222875e-38);
let l_1306 = l_1304 <= f64(1.7976931348623157e308);
let l_1307 = l_1305 && l_1306;
if l_1307 {
let l_1308 = bitcast<u64>(l_1304);
let l_1309 = l_1308 >> u32(bitcast<u64>(u64(52)));
let l_1310 = l_1309 - u64(23);
let l_1311 = l_1310 << u32(bitcast<u64>(u64(52)));
let l_1312 = bitcast<f64>(l_1311);
l_mut_221 = l_1312;
}
let l_1313 = l_mut_1067 == l_mut_221;
if l_1313 {
let l_1314 = l_1292 * f64(1.4551915228366852e-11);
let l_1315 = l_391 + l_1314;
let l_1316 = l_mut_151 - l_1292;
let l_1317 = l_mut_151 + l_1292;
let l_1318 = bitcast<u32>(l_146);
let l_1319 = l_1318 & u32(2147483647);
let l_1320 = bitcast<f32>(l_1319);
let l_1321 = f64(l_1320);
l_mut_1067 = l_1321;
let l_1322 = l_1319 < u32(8388608);
if l_1322 {
let l_1323 = f64(l_1319);
let l_1324 = l_1323 * f64(1.401298464324817e-45);
l_mut_1067 = l_1324;
}
let l_1325 = bitcast<u64>(l_mut_1067);
let l_1326 = l_1318 >> u32(31);
let l_1327 = u64(l_1326);
let l_1328 = l_1327 << u32(bitcast<u64>(u64(63)));
let l_1329 = l_1325 | l_1328;
let l_1330 = bitcast<f64>(l_1329);
let l_1331 = bitcast<u32>(l_146);
let l_1332 = l_1331 + u32(1);
l_mut_407 = l_1332;
let l_1333 = l_1331 & u32(2147483647);
let l_1334 = l_1333 == u32(0);
if l_1334 {
l_mut_407 = u32(1);
} else {
let l_1335 = l_1331 & u32(2147483648);
let l_1336 = l_1335 != u32(0);
if l_1336 {
let l_1337 = l_1331 - u32(1);
l_mut_407 = l_1337;
} else {
let l_1338 = l_1331 == u32(2139095040);
if l_1338 {
l_mut_407 = l_1331;
}
}
}
let l_1339 = bitcast<f32>(l_mut_407);
let l_1340 = bitcast<u32>(l_1339);
let l_1341 = l_1340 & u32(2147483647);
let l_1342 = bitcast<f32>(l_1341);
let l_1343 = f64(l_1342);
l_mut_1067 = l_1343;
let l_1344 = l_1341 < u32(8388608);
if l_1344 {
let l_1345 = f64(l_1341);
let l_1346 = l_1345 * f64(1.401298464324817e-45);
l_mut_1067 = l_1346;
}
let l_1347 = bitcast<u64>(l_mut_1067);
let l_1348 = l_1340 >> u32(31);
let l_1349 = u64(l_1348);
let l_1350 = l_1349 << u32(bitcast<u64>(u64(63)));
let l_1351 = l_1347 | l_1350;
let l_1352 = bitcast<f64>(l_1351);
let l_1353 = bitcast<u32>(l_146);
let l_1354 = l_1353 ^ u32(2147483648);
let l_1355 = bitcast<f32>(l_1354);
let l_1356 = bitcast<u32>(l_1355);
let l_1357 = l_1356 + u32(1);
l_mut_407 = l_1357;
let l_1358 = l_1356 & u32(2147483647);
let l_1359 = l_1358 == u32(0);
if l_1359 {
l_mut_407 = u32(1);
} else {
let l_1360 = l_1356 & u32(2147483648);
let l_1361 = l_1360 != u32(0);
if l_1361 {
let l_1362 = l_1356 - u32(1);
l_mut_407 = l_1362;
} else {
let l_1363 = l_1356 == u32(2139095040);
if l_1363 {
l_mut_407 = l_1356;
}
}
}
let l_1364 = bitcast<f32>(l_mut_407);
let l_1365 = bitcast<u32>(l_1364);
let l_1366 = l_1365 ^ u32(2147483648);
let l_1367 = bitcast<f32>(l_1366);
let l_1368 = bitcast<u32>(l_1367);
let l_1369 = l_1368 & u32(2147483647);
let l_1370 = bitcast<f32>(l_1369);
let l_1371 = f64(l_1370);
l_mut_1067 = l_1371;
let l_1372 = l_1369 < u32(8388608);
if l_1372 {
let l_1373 = f64(l_1369);
let l_1374 = l_1373 * f64(1.401298464324817e-45);
l_mut_1067 = l_1374;
}
let l_1375 = bitcast<u64>(l_mut_1067);
let l_1376 = l_1368 >> u32(31);
let l_1377 = u64(l_1376);
let l_1378 = l_1377 << u32(bitcast<u64>(u64(63)));
let l_1379 = l_1375 | l_1378;
let l_1380 = bitcast<f64>(l_1379);
let l_1381 = l_1316 + l_1315;
let l_1382 = l_1381 <= l_1330;
l_mut_508 = l_1382;
let l_1383 = l_1316 - l_1315;
let l_1384 = l_1383 > l_1330;
l_mut_505 = l_1384;
let l_1385 = l_1317 - l_1315;
let l_1386 = l_1385 >= l_1330;
l_mut_502 = l_1386;
let l_1387 = l_1317 + l_1315;
let l_1388 = l_1387 < l_1330;
l_mut_499 = l_1388;
if l_379 {
let l_1389 = l_1316 + l_1315;
let l_1390 = l_1389 < l_1352;
l_mut_508 = l_1390;
let l_1391 = l_1316 - l_1315;
let l_1392 = l_1391 >= l_1352;
l_mut_505 = l_1392;
let l_1393 = l_1317 - l_1315;
let l_1394 = l_1393 > l_1380;
l_mut_502 = l_1394;
let l_1395 = l_1317 + l_1315;
let l_1396 = l_1395 <= l_1380;
l_mut_499 = l_1396;
}
l_mut_407 = u32(2);
let l_1397 = l_mut_505 || l_mut_499;
if l_1397 {
l_mut_407 = u32(1);
} else {
let l_1398 = l_mut_508 && l_mut_502;
if l_1398 {
l_mut_407 = u32(0);
}
}
let l_1399 = bitcast<u32>(l_146);
let l_1400 = l_1399 & u32(2147483647);
let l_1401 = l_1400 == u32(0);
if l_1401 {
let l_1402 = l_1316 + l_1315;
let l_1403 = l_1402 < f64(1.1754943508222875e-38);
let l_1404 = l_1317 - l_1315;
let l_1405 = l_1404 > f64(-1.1754943508222875e-38);
let l_1406 = l_1403 && l_1405;
let l_1407 = l_1316 - l_1315;
let l_1408 = l_1407 < f64(1.1754943508222875e-38);
let l_1409 = l_1317 + l_1315;
let l_1410 = l_1409 > f64(-1.1754943508222875e-38);
let l_1411 = l_1408 && l_1410;
if l_1406 {
l_mut_407 = u32(0);
} else {
let l_1412 = l_mut_407 == u32(1);
let l_1413 = l_1411 && l_1412;
if l_1413 {
l_mut_407 = u32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
}
} else {
let l_1414 = l_375 == u32(9);
if l_1414 {
a_1415[u32(0)] = u32(1);
let l_1416 = sqrt(l_388);
let l_1417 = f64(1.0) / l_1416;
let l_1418 = l_1417 * f64(1.4551915228366852e-11);
let l_1419 = abs(l_1417);
l_mut_1067 = f64(1.401298464324817e-45);
let l_1420 = l_1419 >= f64(1.1754943508222875e-38);
let l_1421 = l_1419 <= f64(1.7976931348623157e308);
let l_1422 = l_1420 && l_1421;
if l_1422 {
let l_1423 = bitcast<u64>(l_1419);
let l_1424 = l_1423 >> u32(bitcast<u64>(u64(52)));
let l_1425 = l_1424 - u64(23);
let l_1426 = l_1425 << u32(bitcast<u64>(u64(52)));
let l_1427 = bitcast<f64>(l_1426);
l_mut_1067 = l_1427;
}
let l_1428 = l_1417 - l_1418;
let l_1429 = abs(l_1428);
l_mut_221 = f64(1.401298464324817e-45);
let l_1430 = l_1429 >= f64(1.1754943508222875e-38);
let l_1431 = l_1429 <= f64(1.7976931348623157e308);
let l_1432 = l_1430 && l_1431;
if l_1432 {
let l_1433 = bitcast<u64>(l_1429);
let l_1434 = l_1433 >> u32(bitcast<u64>(u64(52)));
let l_1435 = l_1434 - u64(23);
let l_1436 = l_1435 << u32(bitcast<u64>(u64(52)));
let l_1437 = bitcast<f64>(l_1436);
l_mut_221 = l_1437;
}
let l_1438 = l_1417 + l_1418;
let l_1439 = abs(l_1438);
l_mut_166 = f64(1.401298464324817e-45);
let l_1440 = l_1439 >= f64(1.1754943508222875e-38);
let l_1441 = l_1439 <= f64(1.7976931348623157e308);
let l_1442 = l_1440 && l_1441;
if l_1442 {
let l_1443 = bitcast<u64>(l_1439);
let l_1444 = l_1443 >> u32(bitcast<u64>(u64(52)));
let l_1445 = l_1444 - u64(23);
let l_1446 = l_1445 << u32(bitcast<u64>(u64(52)));
let l_1447 = bitcast<f64>(l_1446);
l_mut_166 = l_1447;
}
let l_1448 = l_mut_221 == l_mut_166;
let l_1449 = !l_1448;
if l_1449 {
a_1415[u32(0)] = u32(0);
}
let l_1450 = l_381 * l_mut_1067;
let l_1451 = l_1417 - l_1450;
l_mut_221 = l_1451;
if l_379 {
let l_1452 = l_1451 - l_1418;
let l_1453 = l_1452 * f64(7.1362384635298e44);
let l_1454 = floor(l_1453);
let l_1455 = l_1454 * f64(1.401298464324817e-45);
l_mut_166 = l_1455;
let l_1456 = abs(l_1452);
let l_1457 = l_1456 >= f64(1.1754943508222875e-38);
if l_1457 {
let l_1458 = f32(l_1452);
let l_1459 = f64(l_1458);
l_mut_166 = l_1459;
let l_1460 = l_mut_166 > l_1452;
if l_1460 {
let l_1461 = bitcast<u32>(l_1458);
let l_1462 = l_1461 ^ u32(2147483648);
let l_1463 = bitcast<f32>(l_1462);
let l_1464 = bitcast<u32>(l_1463);
let l_1465 = l_1464 + u32(1);
l_mut_448 = l_1465;
let l_1466 = l_1464 & u32(2147483647);
let l_1467 = l_1466 == u32(0);
if l_1467 {
l_mut_448 = u32(1);
} else {
let l_1468 = l_1464 & u32(2147483648);
let l_1469 = l_1468 != u32(0);
if l_1469 {
let l_1470 = l_1464 - u32(1);
l_mut_448 = l_1470;
} else {
let l_1471 = l_1464 == u32(2139095040);
if l_1471 {
l_mut_448 = l_1464;
}
}
}
let l_1472 = bitcast<f32>(l_mut_448);
let l_1473 = bitcast<u32>(l_1472);
let l_1474 = l_1473 ^ u32(2147483648);
let l_1475 = bitcast<f32>(l_1474);
let l_1476 = bitcast<u32>(l_1475);
let l_1477 = l_1476 & u32(2147483647);
let l_1478 = bitcast<f32>(l_1477);
let l_1479 = f64(l_1478);
l_mut_1480 = l_1479;
let l_1481 = l_1477 < u32(8388608);
if l_1481 {
let l_1482 = f64(l_1477);
let l_1483 = l_1482 * f64(1.401298464324817e-45);
l_mut_1480 = l_1483;
}
let l_1484 = bitcast<u64>(l_mut_1480);
let l_1485 = l_1476 >> u32(31);
let l_1486 = u64(l_1485);
let l_1487 = l_1486 << u32(bitcast<u64>(u64(63)));
let l_1488 = l_1484 | l_1487;
let l_1489 = bitcast<f64>(l_1488);
l_mut_166 = l_1489;
} else {
let l_1490 = bitcast<u32>(l_1458);
let l_1491 = l_1490 + u32(1);
l_mut_448 = l_1491;
let l_1492 = l_1490 & u32(2147483647);
let l_1493 = l_1492 == u32(0);
if l_1493 {
l_mut_448 = u32(1);
} else {
let l_1494 = l_1490 & u32(2147483648);
let l_1495 = l_1494 != u32(0);
if l_1495 {
let l_1496 = l_1490 - u32(1);
l_mut_448 = l_1496;
} else {
let l_1497 = l_1490 == u32(2139095040);
if l_1497 {
l_mut_448 = l_1490;
}
}
}
let l_1498 = bitcast<f32>(l_mut_448);
let l_1499 = bitcast<u32>(l_1498);
let l_1500 = l_1499 & u32(2147483647);
let l_1501 = bitcast<f32>(l_1500);
let l_1502 = f64(l_1501);
l_mut_1480 = l_1502;
let l_1503 = l_1500 < u32(8388608);
if l_1503 {
let l_1504 = f64(l_1500);
let l_1505 = l_1504 * f64(1.401298464324817e-45);
l_mut_1480 = l_1505;
}
let l_1506 = bitcast<u64>(l_mut_1480);
let l_1507 = l_1499 >> u32(31);
let l_1508 = u64(l_1507);
let l_1509 = l_1508 << u32(bitcast<u64>(u64(63)));
let l_1510 = l_1506 | l_1509;
let l_1511 = bitcast<f64>(l_1510);
let l_1512 = l_1511 <= l_1452;
if l_1512 {
let l_1513 = bitcast<u32>(l_1458);
let l_1514 = l_1513 + u32(1);
l_mut_448 = l_1514;
let l_1515 = l_1513 & u32(2147483647);
let l_1516 = l_1515 == u32(0);
if l_1516 {
l_mut_448 = u32(1);
} else {
let l_1517 = l_1513 & u32(2147483648);
let l_1518 = l_1517 != u32(0);
if l_1518 {
let l_1519 = l_1513 - u32(1);
l_mut_448 = l_1519;
} else {
let l_1520 = l_1513 == u32(2139095040);
if l_1520 {
l_mut_448 = l_1513;
}
}
}
let l_1521 = bitcast<f32>(l_mut_448);
let l_1522 = bitcast<u32>(l_1521);
let l_1523 = l_1522 & u32(2147483647);
let l_1524 = bitcast<f32>(l_1523);
let l_1525 = f64(l_1524);
l_mut_1480 = l_1525;
let l_1526 = l_1523 < u32(8388608);
if l_1526 {
let l_1527 = f64(l_1523);
let l_1528 = l_1527 * f64(1.401298464324817e-45);
l_mut_1480 = l_1528;
}
let l_1529 = bitcast<u64>(l_mut_1480);
let l_1530 = l_1522 >> u32(31);
let l_1531 = u64(l_1530);
let l_1532 = l_1531 << u32(bitcast<u64>(u64(63)));
let l_1533 = l_1529 | l_1532;
let l_1534 = bitcast<f64>(l_1533);
l_mut_166 = l_1534;
}
}
}
let l_1535 = l_1451 + l_1418;
let l_1536 = l_1535 * f64(7.1362384635298e44);
let l_1537 = floor(l_1536);
let l_1538 = l_1537 * f64(1.401298464324817e-45);
l_mut_1480 = l_1538;
let l_1539 = abs(l_1535);
let l_1540 = l_1539 >= f64(1.1754943508222875e-38);
if l_1540 {
let l_1541 = f32(l_1535);
let l_1542 = f64(l_1541);
l_mut_1480 = l_1542;
let l_1543 = l_mut_1480 > l_1535;
if l_1543 {
let l_1544 = bitcast<u32>(l_1541);
let l_1545 = l_1544 ^ u32(2147483648);
let l_1546 = bitcast<f32>(l_1545);
let l_1547 = bitcast<u32>(l_1546);
let l_1548 = l_1547 + u32(1);
l_mut_448 = l_1548;
let l_1549 = l_1547 & u32(2147483647);
let l_1550 = l_1549 == u32(0);
if l_1550 {
l_mut_448 = u32(1);
} else {
let l_1551 = l_1547 & u32(2147483648);
let l_1552 = l_1551 != u32(0);
if l_1552 {
let l_1553 = l_1547 - u32(1);
l_mut_448 = l_1553;
} else {
let l_1554 = l_1547 == u32(2139095040);
if l_1554 {
l_mut_448 = l_1547;
}
}
}
let l_1555 = bitcast<f32>(l_mut_448);
let l_1556 = bitcast<u32>(l_1555);
let l_1557 = l_1556 ^ u32(2147483648);
let l_1558 = bitcast<f32>(l_1557);
let l_1559 = bitcast<u32>(l_1558);
let l_1560 = l_1559 & u32(2147483647);
let l_1561 = bitcast<f32>(l_1560);
let l_1562 = f64(l_1561);
l_mut_1563 = l_1562;
let l_1564 = l_1560 < u32(8388608);
if l_1564 {
let l_1565 = f64(l_1560);
let l_1566 = l_1565 * f64(1.401298464324817e-45);
l_mut_1563 = l_1566;
}
let l_1567 = bitcast<u64>(l_mut_1563);
let l_1568 = l_1559 >> u32(31);
let l_1569 = u64(l_1568);
let l_1570 = l_1569 << u32(bitcast<u64>(u64(63)));
let l_1571 = l_1567 | l_1570;
let l_1572 = bitcast<f64>(l_1571);
l_mut_1480 = l_1572;
} else {
let l_1573 = bitcast<u32>(l_1541);
let l_1574 = l_1573 + u32(1);
l_mut_448 = l_1574;
let l_1575 = l_1573 & u32(2147483647);
let l_1576 = l_1575 == u32(0);
if l_1576 {
l_mut_448 = u32(1);
} else {
let l_1577 = l_1573 & u32(2147483648);
let l_1578 = l_1577 != u32(0);
if l_1578 {
let l_1579 = l_1573 - u32(1);
l_mut_448 = l_1579;
} else {
let l_1580 = l_1573 == u32(2139095040);
if l_1580 {
l_mut_448 = l_1573;
}
}
}
let l_1581 = bitcast<f32>(l_mut_448);
let l_1582 = bitcast<u32>(l_1581);
let l_1583 = l_1582 & u32(2147483647);
let l_1584 = bitcast<f32>(l_1583);
let l_1585 = f64(l_1584);
l_mut_1563 = l_1585;
let l_1586 = l_1583 < u32(8388608);
if l_1586 {
let l_1587 = f64(l_1583);
let l_1588 = l_1587 * f64(1.401298464324817e-45);
l_mut_1563 = l_1588;
}
let l_1589 = bitcast<u64>(l_mut_1563);
let l_1590 = l_1582 >> u32(31);
let l_1591 = u64(l_1590);
let l_1592 = l_1591 << u32(bitcast<u64>(u64(63)));
let l_1593 = l_1589 | l_1592;
let l_1594 = bitcast<f64>(l_1593);
let l_1595 = l_1594 <= l_1535;
if l_1595 {
let l_1596 = bitcast<u32>(l_1541);
let l_1597 = l_1596 + u32(1);
l_mut_448 = l_1597;
let l_1598 = l_1596 & u32(2147483647);
let l_1599 = l_1598 == u32(0);
if l_1599 {
l_mut_448 = u32(1);
} else {
let l_1600 = l_1596 & u32(2147483648);
let l_1601 = l_1600 != u32(0);
if l_1601 {
let l_1602 = l_1596 - u32(1);
l_mut_448 = l_1602;
} else {
let l_1603 = l_1596 == u32(2139095040);
if l_1603 {
l_mut_448 = l_1596;
}
}
}
let l_1604 = bitcast<f32>(l_mut_448);
let l_1605 = bitcast<u32>(l_1604);
let l_1606 = l_1605 & u32(2147483647);
let l_1607 = bitcast<f32>(l_1606);
let l_1608 = f64(l_1607);
l_mut_1563 = l_1608;
let l_1609 = l_1606 < u32(8388608);
if l_1609 {
let l_1610 = f64(l_1606);
let l_1611 = l_1610 * f64(1.401298464324817e-45);
l_mut_1563 = l_1611;
}
let l_1612 = bitcast<u64>(l_mut_1563);
let l_1613 = l_1605 >> u32(31);
let l_1614 = u64(l_1613);
let l_1615 = l_1614 << u32(bitcast<u64>(u64(63)));
let l_1616 = l_1612 | l_1615;
let l_1617 = bitcast<f64>(l_1616);
l_mut_1480 = l_1617;
}
}
}
let l_1618 = l_mut_166 == l_mut_1480;
let l_1619 = !l_1618;
if l_1619 {
a_1415[u32(0)] = u32(0);
}
let l_1620 = l_1451 * f64(7.1362384635298e44);
let l_1621 = floor(l_1620);
let l_1622 = l_1621 * f64(1.401298464324817e-45);
l_mut_1563 = l_1622;
let l_1623 = abs(l_1451);
let l_1624 = l_1623 >= f64(1.1754943508222875e-38);
if l_1624 {
let l_1625 = f32(l_1451);
let l_1626 = f64(l_1625);
l_mut_1563 = l_1626;
let l_1627 = l_mut_1563 > l_1451;
if l_1627 {
let l_1628 = bitcast<u32>(l_1625);
let l_1629 = l_1628 ^ u32(2147483648);
let l_1630 = bitcast<f32>(l_1629);
let l_1631 = bitcast<u32>(l_1630);
let l_1632 = l_1631 + u32(1);
l_mut_448 = l_1632;
let l_1633 = l_1631 & u32(2147483647);
let l_1634 = l_1633 == u32(0);
if l_1634 {
l_mut_448 = u32(1);
} else {
let l_1635 = l_1631 & u32(2147483648);
let l_1636 = l_1635 != u32(0);
if l_1636 {
let l_1637 = l_1631 - u32(1);
l_mut_448 = l_1637;
} else {
let l_1638 = l_1631 == u32(2139095040);
if l_1638 {
l_mut_448 = l_1631;
}
}
}
let l_1639 = bitcast<f32>(l_mut_448);
let l_1640 = bitcast<u32>(l_1639);
let l_1641 = l_1640 ^ u32(2147483648);
let l_1642 = bitcast<f32>(l_1641);
let l_1643 = bitcast<u32>(l_1642);
let l_1644 = l_1643 & u32(2147483647);
let l_1645 = bitcast<f32>(l_1644);
let l_1646 = f64(l_1645);
l_mut_1480 = l_1646;
let l_1647 = l_1644 < u32(8388608);
if l_1647 {
let l_1648 = f64(l_1644);
let l_1649 = l_1648 * f64(1.401298464324817e-45);
l_mut_1480 = l_1649;
}
let l_1650 = bitcast<u64>(l_mut_1480);
let l_1651 = l_1643 >> u32(31);
let l_1652 = u64(l_1651);
let l_1653 = l_1652 << u32(bitcast<u64>(u64(63)));
let l_1654 = l_1650 | l_1653;
let l_1655 = bitcast<f64>(l_1654);
l_mut_1563 = l_1655;
} else {
let l_1656 = bitcast<u32>(l_1625);
let l_1657 = l_1656 + u32(1);
l_mut_448 = l_1657;
let l_1658 = l_1656 & u32(2147483647);
let l_1659 = l_1658 == u32(0);
if l_1659 {
l_mut_448 = u32(1);
} else {
let l_1660 = l_1656 & u32(2147483648);
let l_1661 = l_1660 != u32(0);
if l_1661 {
let l_1662 = l_1656 - u32(1);
l_mut_448 = l_1662;
} else {
let l_1663 = l_1656 == u32(2139095040);
if l_1663 {
l_mut_448 = l_1656;
}
}
}
let l_1664 = bitcast<f32>(l_mut_448);
let l_1665 = bitcast<u32>(l_1664);
let l_1666 = l_1665 & u32(2147483647);
let l_1667 = bitcast<f32>(l_1666);
let l_1668 = f64(l_1667);
l_mut_1480 = l_1668;
let l_1669 = l_1666 < u32(8388608);
if l_1669 {
let l_1670 = f64(l_1666);
let l_1671 = l_1670 * f64(1.401298464324817e-45);
l_mut_1480 = l_1671;
}
let l_1672 = bitcast<u64>(l_mut_1480);
let l_1673 = l_1665 >> u32(31);
let l_1674 = u64(l_1673);
let l_1675 = l_1674 << u32(bitcast<u64>(u64(63)));
let l_1676 = l_1672 | l_1675;
let l_1677 = bitcast<f64>(l_1676);
let l_1678 = l_1677 <= l_1451;
if l_1678 {
let l_1679 = bitcast<u32>(l_1625);
let l_1680 = l_1679 + u32(1);
l_mut_448 = l_1680;
let l_1681 = l_1679 & u32(2147483647);
let l_1682 = l_1681 == u32(0);
if l_1682 {
l_mut_448 = u32(1);
} else {
let l_1683 = l_1679 & u32(2147483648);
let l_1684 = l_1683 != u32(0);
if l_1684 {
let l_1685 = l_1679 - u32(1);
l_mut_448 = l_1685;
} else {
let l_1686 = l_1679 == u32(2139095040);
if l_1686 {
l_mut_448 = l_1679;
}
}
}
let l_1687 = bitcast<f32>(l_mut_448);
let l_1688 = bitcast<u32>(l_1687);
let l_1689 = l_1688 & u32(2147483647);
let l_1690 = bitcast<f32>(l_1689);
let l_1691 = f64(l_1690);
l_mut_1480 = l_1691;
let l_1692 = l_1689 < u32(8388608);
if l_1692 {
let l_1693 = f64(l_1689);
let l_1694 = l_1693 * f64(1.401298464324817e-45);
l_mut_1480 = l_1694;
}
let l_1695 = bitcast<u64>(l_mut_1480);
let l_1696 = l_1688 >> u32(31);
let l_1697 = u64(l_1696);
let l_1698 = l_1697 << u32(bitcast<u64>(u64(63)));
let l_1699 = l_1695 | l_1698;
let l_1700 = bitcast<f64>(l_1699);
l_mut_1563 = l_1700;
}
}
}
l_mut_221 = l_mut_1563;
}
let l_1701 = l_381 * l_mut_1067;
let l_1702 = l_1417 + l_1701;
l_mut_1563 = l_1702;
if l_379 {
let l_1703 = l_1702 - l_1418;
let l_1704 = l_1703 * f64(7.1362384635298e44);
let l_1705 = floor(l_1704);
let l_1706 = l_1705 * f64(1.401298464324817e-45);
l_mut_1480 = l_1706;
let l_1707 = abs(l_1703);
let l_1708 = l_1707 >= f64(1.1754943508222875e-38);
if l_1708 {
let l_1709 = f32(l_1703);
let l_1710 = f64(l_1709);
l_mut_1480 = l_1710;
let l_1711 = l_mut_1480 > l_1703;
if l_1711 {
let l_1712 = bitcast<u32>(l_1709);
let l_1713 = l_1712 ^ u32(2147483648);
let l_1714 = bitcast<f32>(l_1713);
let l_1715 = bitcast<u32>(l_1714);
let l_1716 = l_1715 + u32(1);
l_mut_448 = l_1716;
let l_1717 = l_1715 & u32(2147483647);
let l_1718 = l_1717 == u32(0);
if l_1718 {
l_mut_448 = u32(1);
} else {
let l_1719 = l_1715 & u32(2147483648);
let l_1720 = l_1719 != u32(0);
if l_1720 {
let l_1721 = l_1715 - u32(1);
l_mut_448 = l_1721;
} else {
let l_1722 = l_1715 == u32(2139095040);
if l_1722 {
l_mut_448 = l_1715;
}
}
}
let l_1723 = bitcast<f32>(l_mut_448);
let l_1724 = bitcast<u32>(l_1723);
let l_1725 = l_1724 ^ u32(2147483648);
let l_1726 = bitcast<f32>(l_1725);
let l_1727 = bitcast<u32>(l_1726);
let l_1728 = l_1727 & u32(2147483647);
let l_1729 = bitcast<f32>(l_1728);
let l_1730 = f64(l_1729);
l_mut_1067 = l_1730;
let l_1731 = l_1728 < u32(8388608);
if l_1731 {
let l_1732 = f64(l_1728);
let l_1733 = l_1732 * f64(1.401298464324817e-45);
l_mut_1067 = l_1733;
}
let l_1734 = bitcast<u64>(l_mut_1067);
let l_1735 = l_1727 >> u32(31);
let l_1736 = u64(l_1735);
let l_1737 = l_1736 << u32(bitcast<u64>(u64(63)));
let l_1738 = l_1734 | l_1737;
let l_1739 = bitcast<f64>(l_1738);
l_mut_1480 = l_1739;
} else {
let l_1740 = bitcast<u32>(l_1709);
let l_1741 = l_1740 + u32(1);
l_mut_448 = l_1741;
let l_1742 = l_1740 & u32(2147483647);
let l_1743 = l_1742 == u32(0);
if l_1743 {
l_mut_448 = u32(1);
} else {
let l_1744 = l_1740 & u32(2147483648);
let l_1745 = l_1744 != u32(0);
if l_1745 {
let l_1746 = l_1740 - u32(1);
l_mut_448 = l_1746;
} else {
let l_1747 = l_1740 == u32(2139095040);
if l_1747 {
l_mut_448 = l_1740;
}
}
}
let l_1748 = bitcast<f32>(l_mut_448);
let l_1749 = bitcast<u32>(l_1748);
let l_1750 = l_1749 & u32(2147483647);
let l_1751 = bitcast<f32>(l_1750);
let l_1752 = f64(l_1751);
l_mut_1067 = l_1752;
let l_1753 = l_1750 < u32(8388608);
if l_1753 {
let l_1754 = f64(l_1750);
let l_1755 = l_1754 * f64(1.401298464324817e-45);
l_mut_1067 = l_1755;
}
let l_1756 = bitcast<u64>(l_mut_1067);
let l_1757 = l_1749 >> u32(31);
let l_1758 = u64(l_1757);
let l_1759 = l_1758 << u32(bitcast<u64>(u64(63)));
let l_1760 = l_1756 | l_1759;
let l_1761 = bitcast<f64>(l_1760);
let l_1762 = l_1761 <= l_1703;
if l_1762 {
let l_1763 = bitcast<u32>(l_1709);
let l_1764 = l_1763 + u32(1);
l_mut_448 = l_1764;
let l_1765 = l_1763 & u32(2147483647);
let l_1766 = l_1765 == u32(0);
if l_1766 {
l_mut_448 = u32(1);
} else {
let l_1767 = l_1763 & u32(2147483648);
let l_1768 = l_1767 != u32(0);
if l_1768 {
let l_1769 = l_1763 - u32(1);
l_mut_448 = l_1769;
} else {
let l_1770 = l_1763 == u32(2139095040);
if l_1770 {
l_mut_448 = l_1763;
}
}
}
let l_1771 = bitcast<f32>(l_mut_448);
let l_1772 = bitcast<u32>(l_1771);
let l_1773 = l_1772 & u32(2147483647);
let l_1774 = bitcast<f32>(l_1773);
let l_1775 = f64(l_1774);
l_mut_1067 = l_1775;
let l_1776 = l_1773 < u32(8388608);
if l_1776 {
let l_1777 = f64(l_1773);
let l_1778 = l_1777 * f64(1.401298464324817e-45);
l_mut_1067 = l_1778;
}
let l_1779 = bitcast<u64>(l_mut_1067);
let l_1780 = l_1772 >> u32(31);
let l_1781 = u64(l_1780);
let l_1782 = l_1781 << u32(bitcast<u64>(u64(63)));
let l_1783 = l_1779 | l_1782;
let l_1784 = bitcast<f64>(l_1783);
l_mut_1480 = l_1784;
}
}
}
let l_1785 = l_1702 + l_1418;
let l_1786 = l_1785 * f64(7.1362384635298e44);
let l_1787 = floor(l_1786);
let l_1788 = l_1787 * f64(1.401298464324817e-45);
l_mut_1067 = l_1788;
let l_1789 = abs(l_1785);
let l_1790 = l_1789 >= f64(1.1754943508222875e-38);
if l_1790 {
let l_1791 = f32(l_1785);
let l_1792 = f64(l_1791);
l_mut_1067 = l_1792;
let l_1793 = l_mut_1067 > l_1785;
if l_1793 {
let l_1794 = bitcast<u32>(l_1791);
let l_1795 = l_1794 ^ u32(2147483648);
let l_1796 = bitcast<f32>(l_1795);
let l_1797 = bitcast<u32>(l_1796);
let l_1798 = l_1797 + u32(1);
l_mut_448 = l_1798;
let l_1799 = l_1797 & u32(2147483647);
let l_1800 = l_1799 == u32(0);
if l_1800 {
l_mut_448 = u32(1);
} else {
let l_1801 = l_1797 & u32(2147483648);
let l_1802 = l_1801 != u32(0);
if l_1802 {
let l_1803 = l_1797 - u32(1);
l_mut_448 = l_1803;
} else {
let l_1804 = l_1797 == u32(2139095040);
if l_1804 {
l_mut_448 = l_1797;
}
}
}
let l_1805 = bitcast<f32>(l_mut_448);
let l_1806 = bitcast<u32>(l_1805);
let l_1807 = l_1806 ^ u32(2147483648);
let l_1808 = bitcast<f32>(l_1807);
let l_1809 = bitcast<u32>(l_1808);
let l_1810 = l_1809 & u32(2147483647);
let l_1811 = bitcast<f32>(l_1810);
let l_1812 = f64(l_1811);
l_mut_166 = l_1812;
let l_1813 = l_1810 < u32(8388608);
if l_1813 {
let l_1814 = f64(l_1810);
let l_1815 = l_1814 * f64(1.401298464324817e-45);
l_mut_166 = l_1815;
}
let l_1816 = bitcast<u64>(l_mut_166);
let l_1817 = l_1809 >> u32(31);
let l_1818 = u64(l_1817);
let l_1819 = l_1818 << u32(bitcast<u64>(u64(63)));
let l_1820 = l_1816 | l_1819;
let l_1821 = bitcast<f64>(l_1820);
l_mut_1067 = l_1821;
} else {
let l_1822 = bitcast<u32>(l_1791);
let l_1823 = l_1822 + u32(1);
l_mut_448 = l_1823;
let l_1824 = l_1822 & u32(2147483647);
let l_1825 = l_1824 == u32(0);
if l_1825 {
l_mut_448 = u32(1);
} else {
let l_1826 = l_1822 & u32(2147483648);
let l_1827 = l_1826 != u32(0);
if l_1827 {
let l_1828 = l_1822 - u32(1);
l_mut_448 = l_1828;
} else {
let l_1829 = l_1822 == u32(2139095040);
if l_1829 {
l_mut_448 = l_1822;
}
}
}
let l_1830 = bitcast<f32>(l_mut_448);
let l_1831 = bitcast<u32>(l_1830);
let l_1832 = l_1831 & u32(2147483647);
let l_1833 = bitcast<f32>(l_1832);
let l_1834 = f64(l_1833);
l_mut_166 = l_1834;
let l_1835 = l_1832 < u32(8388608);
if l_1835 {
let l_1836 = f64(l_1832);
let l_1837 = l_1836 * f64(1.401298464324817e-45);
l_mut_166 = l_1837;
}
let l_1838 = bitcast<u64>(l_mut_166);
let l_1839 = l_1831 >> u32(31);
let l_1840 = u64(l_1839);
let l_1841 = l_1840 << u32(bitcast<u64>(u64(63)));
let l_1842 = l_1838 | l_1841;
let l_1843 = bitcast<f64>(l_1842);
let l_1844 = l_1843 <= l_1785;
if l_1844 {
let l_1845 = bitcast<u32>(l_1791);
let l_1846 = l_1845 + u32(1);
l_mut_448 = l_1846;
let l_1847 = l_1845 & u32(2147483647);
let l_1848 = l_1847 == u32(0);
if l_1848 {
l_mut_448 = u32(1);
} else {
let l_1849 = l_1845 & u32(2147483648);
let l_1850 = l_1849 != u32(0);
if l_1850 {
let l_1851 = l_1845 - u32(1);
l_mut_448 = l_1851;
} else {
let l_1852 = l_1845 == u32(2139095040);
if l_1852 {
l_mut_448 = l_1845;
}
}
}
let l_1853 = bitcast<f32>(l_mut_448);
let l_1854 = bitcast<u32>(l_1853);
let l_1855 = l_1854 & u32(2147483647);
let l_1856 = bitcast<f32>(l_1855);
let l_1857 = f64(l_1856);
l_mut_166 = l_1857;
let l_1858 = l_1855 < u32(8388608);
if l_1858 {
let l_1859 = f64(l_1855);
let l_1860 = l_1859 * f64(1.401298464324817e-45);
l_mut_166 = l_1860;
}
let l_1861 = bitcast<u64>(l_mut_166);
let l_1862 = l_1854 >> u32(31);
let l_1863 = u64(l_1862);
let l_1864 = l_1863 << u32(bitcast<u64>(u64(63)));
let l_1865 = l_1861 | l_1864;
let l_1866 = bitcast<f64>(l_1865);
l_mut_1067 = l_1866;
}
}
}
let l_1867 = l_mut_1480 == l_mut_1067;
let l_1868 = !l_1867;
if l_1868 {
a_1415[u32(0)] = u32(0);
}
let l_1869 = -l_1702;
let l_1870 = l_1869 * f64(7.1362384635298e44);
let l_1871 = floor(l_1870);
let l_1872 = l_1871 * f64(1.401298464324817e-45);
l_mut_1480 = l_1872;
let l_1873 = abs(l_1869);
let l_1874 = l_1873 >= f64(1.1754943508222875e-38);
if l_1874 {
let l_1875 = f32(l_1869);
let l_1876 = f64(l_1875);
l_mut_1480 = l_1876;
let l_1877 = l_mut_1480 > l_1869;
if l_1877 {
let l_1878 = bitcast<u32>(l_1875);
let l_1879 = l_1878 ^ u32(2147483648);
let l_1880 = bitcast<f32>(l_1879);
let l_1881 = bitcast<u32>(l_1880);
let l_1882 = l_1881 + u32(1);
l_mut_448 = l_1882;
let l_1883 = l_1881 & u32(2147483647);
let l_1884 = l_1883 == u32(0);
if l_1884 {
l_mut_448 = u32(1);
} else {
let l_1885 = l_1881 & u32(2147483648);
let l_1886 = l_1885 != u32(0);
if l_1886 {
let l_1887 = l_1881 - u32(1);
l_mut_448 = l_1887;
} else {
let l_1888 = l_1881 == u32(2139095040);
if l_1888 {
l_mut_448 = l_1881;
}
}
}
let l_1889 = bitcast<f32>(l_mut_448);
let l_1890 = bitcast<u32>(l_1889);
let l_1891 = l_1890 ^ u32(2147483648);
let l_1892 = bitcast<f32>(l_1891);
let l_1893 = bitcast<u32>(l_1892);
let l_1894 = l_1893 & u32(2147483647);
let l_1895 = bitcast<f32>(l_1894);
let l_1896 = f64(l_1895);
l_mut_1067 = l_1896;
let l_1897 = l_1894 < u32(8388608);
if l_1897 {
let l_1898 = f64(l_1894);
let l_1899 = l_1898 * f64(1.401298464324817e-45);
l_mut_1067 = l_1899;
}
let l_1900 = bitcast<u64>(l_mut_1067);
let l_1901 = l_1893 >> u32(31);
let l_1902 = u64(l_1901);
let l_1903 = l_1902 << u32(bitcast<u64>(u64(63)));
let l_1904 = l_1900 | l_1903;
let l_1905 = bitcast<f64>(l_1904);
l_mut_1480 = l_1905;
} else {
let l_1906 = bitcast<u32>(l_1875);
let l_1907 = l_1906 + u32(1);
l_mut_448 = l_1907;
let l_1908 = l_1906 & u32(2147483647);
let l_1909 = l_1908 == u32(0);
if l_1909 {
l_mut_448 = u32(1);
} else {
let l_1910 = l_1906 & u32(2147483648);
let l_1911 = l_1910 != u32(0);
if l_1911 {
let l_1912 = l_1906 - u32(1);
l_mut_448 = l_1912;
} else {
let l_1913 = l_1906 == u32(2139095040);
if l_1913 {
l_mut_448 = l_1906;
}
}
}
let l_1914 = bitcast<f32>(l_mut_448);
let l_1915 = bitcast<u32>(l_1914);
let l_1916 = l_1915 & u32(2147483647);
let l_1917 = bitcast<f32>(l_1916);
let l_1918 = f64(l_1917);
l_mut_1067 = l_1918;
let l_1919 = l_1916 < u32(8388608);
if l_1919 {
let l_1920 = f64(l_1916);
let l_1921 = l_1920 * f64(1.401298464324817e-45);
l_mut_1067 = l_1921;
}
let l_1922 = bitcast<u64>(l_mut_1067);
let l_1923 = l_1915 >> u32(31);
let l_1924 = u64(l_1923);
let l_1925 = l_1924 << u32(bitcast<u64>(u64(63)));
let l_1926 = l_1922 | l_1925;
let l_1927 = bitcast<f64>(l_1926);
let l_1928 = l_1927 <= l_1869;
if l_1928 {
let l_1929 = bitcast<u32>(l_1875);
let l_1930 = l_1929 + u32(1);
l_mut_448 = l_1930;
let l_1931 = l_1929 & u32(2147483647);
let l_1932 = l_1931 == u32(0);
if l_1932 {
l_mut_448 = u32(1);
} else {
let l_1933 = l_1929 & u32(2147483648);
let l_1934 = l_1933 != u32(0);
if l_1934 {
let l_1935 = l_1929 - u32(1);
l_mut_448 = l_1935;
} else {
let l_1936 = l_1929 == u32(2139095040);
if l_1936 {
l_mut_448 = l_1929;
}
}
}
let l_1937 = bitcast<f32>(l_mut_448);
let l_1938 = bitcast<u32>(l_1937);
let l_1939 = l_1938 & u32(2147483647);
let l_1940 = bitcast<f32>(l_1939);
let l_1941 = f64(l_1940);
l_mut_1067 = l_1941;
let l_1942 = l_1939 < u32(8388608);
if l_1942 {
let l_1943 = f64(l_1939);
let l_1944 = l_1943 * f64(1.401298464324817e-45);
l_mut_1067 = l_1944;
}
let l_1945 = bitcast<u64>(l_mut_1067);
let l_1946 = l_1938 >> u32(31);
let l_1947 = u64(l_1946);
let l_1948 = l_1947 << u32(bitcast<u64>(u64(63)));
let l_1949 = l_1945 | l_1948;
let l_1950 = bitcast<f64>(l_1949);
l_mut_1480 = l_1950;
}
}
}
let l_1951 = -l_mut_1480;
l_mut_1563 = l_1951;
}
l_mut_448 = u32(0);
let l_1952 = l_mut_221 <= f64(0.0);
let l_1953 = l_mut_1563 >= f64(0.0);
let l_1954 = l_1952 && l_1953;
let l_1955 = !l_1954;
if l_1955 {
let l_1956 = f64(1.0) / l_mut_1563;
let l_1957 = f64(1.0) / l_mut_221;
let l_1958 = abs(l_1956);
let l_1959 = l_1958 * f64(1.4551915228366852e-11);
let l_1960 = abs(l_1957);
let l_1961 = l_1960 * f64(1.4551915228366852e-11);
let l_1962 = l_1956 - l_1959;
let l_1963 = abs(l_1962);
l_mut_1563 = f64(1.401298464324817e-45);
let l_1964 = l_1963 >= f64(1.1754943508222875e-38);
let l_1965 = l_1963 <= f64(1.7976931348623157e308);
let l_1966 = l_1964 && l_1965;
if l_1966 {
let l_1967 = bitcast<u64>(l_1963);
let l_1968 = l_1967 >> u32(bitcast<u64>(u64(52)));
let l_1969 = l_1968 - u64(23);
let l_1970 = l_1969 << u32(bitcast<u64>(u64(52)));
let l_1971 = bitcast<f64>(l_1970);
l_mut_1563 = l_1971;
}
let l_1972 = l_1956 + l_1959;
let l_1973 = abs(l_1972);
l_mut_1480 = f64(1.401298464324817e-45);
let l_1974 = l_1973 >= f64(1.1754943508222875e-38);
let l_1975 = l_1973 <= f64(1.7976931348623157e308);
let l_1976 = l_1974 && l_1975;
if l_1976 {
let l_1977 = bitcast<u64>(l_1973);
let l_1978 = l_1977 >> u32(bitcast<u64>(u64(52)));
let l_1979 = l_1978 - u64(23);
let l_1980 = l_1979 << u32(bitcast<u64>(u64(52)));
let l_1981 = bitcast<f64>(l_1980);
l_mut_1480 = l_1981;
}
let l_1982 = l_mut_1563 == l_mut_1480;
let l_1983 = !l_1982;
let l_1984 = l_1957 - l_1961;
let l_1985 = abs(l_1984);
l_mut_1563 = f64(1.401298464324817e-45);
let l_1986 = l_1985 >= f64(1.1754943508222875e-38);
let l_1987 = l_1985 <= f64(1.7976931348623157e308);
let l_1988 = l_1986 && l_1987;
if l_1988 {
let l_1989 = bitcast<u64>(l_1985);
let l_1990 = l_1989 >> u32(bitcast<u64>(u64(52)));
let l_1991 = l_1990 - u64(23);
let l_1992 = l_1991 << u32(bitcast<u64>(u64(52)));
let l_1993 = bitcast<f64>(l_1992);
l_mut_1563 = l_1993;
}
let l_1994 = l_1957 + l_1961;
let l_1995 = abs(l_1994);
l_mut_1480 = f64(1.401298464324817e-45);
let l_1996 = l_1995 >= f64(1.1754943508222875e-38);
let l_1997 = l_1995 <= f64(1.7976931348623157e308);
let l_1998 = l_1996 && l_1997;
if l_1998 {
let l_1999 = bitcast<u64>(l_1995);
let l_2000 = l_1999 >> u32(bitcast<u64>(u64(52)));
let l_2001 = l_2000 - u64(23);
let l_2002 = l_2001 << u32(bitcast<u64>(u64(52)));
let l_2003 = bitcast<f64>(l_2002);
l_mut_1480 = l_2003;
}
let l_2004 = l_mut_1563 == l_mut_1480;
let l_2005 = !l_2004;
let l_2006 = l_1983 || l_2005;
if l_2006 {
a_1415[u32(0)] = u32(0);
}
let l_2007 = abs(l_1956);
l_mut_1563 = f64(1.401298464324817e-45);
let l_2008 = l_2007 >= f64(1.1754943508222875e-38);
let l_2009 = l_2007 <= f64(1.7976931348623157e308);
let l_2010 = l_2008 && l_2009;
if l_2010 {
let l_2011 = bitcast<u64>(l_2007);
let l_2012 = l_2011 >> u32(bitcast<u64>(u64(52)));
let l_2013 = l_2012 - u64(23);
let l_2014 = l_2013 << u32(bitcast<u64>(u64(52)));
let l_2015 = bitcast<f64>(l_2014);
l_mut_1563 = l_2015;
}
let l_2016 = l_384 * l_mut_1563;
let l_2017 = l_1956 - l_2016;
let l_2018 = abs(l_1957);
l_mut_1563 = f64(1.401298464324817e-45);
let l_2019 = l_2018 >= f64(1.1754943508222875e-38);
let l_2020 = l_2018 <= f64(1.7976931348623157e308);
let l_2021 = l_2019 && l_2020;
if l_2021 {
let l_2022 = bitcast<u64>(l_2018);
let l_2023 = l_2022 >> u32(bitcast<u64>(u64(52)));
let l_2024 = l_2023 - u64(23);
let l_2025 = l_2024 << u32(bitcast<u64>(u64(52)));
let l_2026 = bitcast<f64>(l_2025);
l_mut_1563 = l_2026;
}
let l_2027 = l_384 * l_mut_1563;
let l_2028 = l_1957 + l_2027;
let l_2029 = bitcast<u32>(l_146);
let l_2030 = l_2029 & u32(2147483647);
let l_2031 = bitcast<f32>(l_2030);
let l_2032 = f64(l_2031);
l_mut_1563 = l_2032;
let l_2033 = l_2030 < u32(8388608);
if l_2033 {
let l_2034 = f64(l_2030);
let l_2035 = l_2034 * f64(1.401298464324817e-45);
l_mut_1563 = l_2035;
}
let l_2036 = bitcast<u64>(l_mut_1563);
let l_2037 = l_2029 >> u32(31);
let l_2038 = u64(l_2037);
let l_2039 = l_2038 << u32(bitcast<u64>(u64(63)));
let l_2040 = l_2036 | l_2039;
let l_2041 = bitcast<f64>(l_2040);
let l_2042 = bitcast<u32>(l_146);
let l_2043 = l_2042 + u32(1);
l_mut_407 = l_2043;
let l_2044 = l_2042 & u32(2147483647);
let l_2045 = l_2044 == u32(0);
if l_2045 {
l_mut_407 = u32(1);
} else {
let l_2046 = l_2042 & u32(2147483648);
let l_2047 = l_2046 != u32(0);
if l_2047 {
let l_2048 = l_2042 - u32(1);
l_mut_407 = l_2048;
} else {
let l_2049 = l_2042 == u32(2139095040);
if l_2049 {
l_mut_407 = l_2042;
}
}
}
let l_2050 = bitcast<f32>(l_mut_407);
let l_2051 = bitcast<u32>(l_2050);
let l_2052 = l_2051 & u32(2147483647);
let l_2053 = bitcast<f32>(l_2052);
let l_2054 = f64(l_2053);
l_mut_1563 = l_2054;
let l_2055 = l_2052 < u32(8388608);
if l_2055 {
let l_2056 = f64(l_2052);
let l_2057 = l_2056 * f64(1.401298464324817e-45);
l_mut_1563 = l_2057;
}
let l_2058 = bitcast<u64>(l_mut_1563);
let l_2059 = l_2051 >> u32(31);
let l_2060 = u64(l_2059);
let l_2061 = l_2060 << u32(bitcast<u64>(u64(63)));
let l_2062 = l_2058 | l_2061;
let l_2063 = bitcast<f64>(l_2062);
let l_2064 = bitcast<u32>(l_146);
let l_2065 = l_2064 ^ u32(2147483648);
let l_2066 = bitcast<f32>(l_2065);
let l_2067 = bitcast<u32>(l_2066);
let l_2068 = l_2067 + u32(1);
l_mut_407 = l_2068;
let l_2069 = l_2067 & u32(2147483647);
let l_2070 = l_2069 == u32(0);
if l_2070 {
l_mut_407 = u32(1);
} else {
let l_2071 = l_2067 & u32(2147483648);
let l_2072 = l_2071 != u32(0);
if l_2072 {
let l_2073 = l_2067 - u32(1);
l_mut_407 = l_2073;
} else {
let l_2074 = l_2067 == u32(2139095040);
if l_2074 {
l_mut_407 = l_2067;
}
}
}
let l_2075 = bitcast<f32>(l_mut_407);
let l_2076 = bitcast<u32>(l_2075);
let l_2077 = l_2076 ^ u32(2147483648);
let l_2078 = bitcast<f32>(l_2077);
let l_2079 = bitcast<u32>(l_2078);
let l_2080 = l_2079 & u32(2147483647);
let l_2081 = bitcast<f32>(l_2080);
let l_2082 = f64(l_2081);
l_mut_1563 = l_2082;
let l_2083 = l_2080 < u32(8388608);
if l_2083 {
let l_2084 = f64(l_2080);
let l_2085 = l_2084 * f64(1.401298464324817e-45);
l_mut_1563 = l_2085;
}
let l_2086 = bitcast<u64>(l_mut_1563);
let l_2087 = l_2079 >> u32(31);
let l_2088 = u64(l_2087);
let l_2089 = l_2088 << u32(bitcast<u64>(u64(63)));
let l_2090 = l_2086 | l_2089;
let l_2091 = bitcast<f64>(l_2090);
let l_2092 = l_2017 + l_1959;
let l_2093 = l_2092 <= l_2041;
l_mut_508 = l_2093;
let l_2094 = l_2017 - l_1959;
let l_2095 = l_2094 > l_2041;
l_mut_505 = l_2095;
let l_2096 = l_2028 - l_1961;
let l_2097 = l_2096 >= l_2041;
l_mut_502 = l_2097;
let l_2098 = l_2028 + l_1961;
let l_2099 = l_2098 < l_2041;
l_mut_499 = l_2099;
if l_379 {
let l_2100 = l_2017 + l_1959;
let l_2101 = l_2100 < l_2063;
l_mut_508 = l_2101;
let l_2102 = l_2017 - l_1959;
let l_2103 = l_2102 >= l_2063;
l_mut_505 = l_2103;
let l_2104 = l_2028 - l_1961;
let l_2105 = l_2104 > l_2091;
l_mut_502 = l_2105;
let l_2106 = l_2028 + l_1961;
let l_2107 = l_2106 <= l_2091;
l_mut_499 = l_2107;
}
l_mut_407 = u32(2);
let l_2108 = l_mut_505 || l_mut_499;
if l_2108 {
l_mut_407 = u32(1);
} else {
let l_2109 = l_mut_508 && l_mut_502;
if l_2109 {
l_mut_407 = u32(0);
}
}
let l_2110 = bitcast<u32>(l_146);
let l_2111 = l_2110 & u32(2147483647);
let l_2112 = l_2111 == u32(0);
if l_2112 {
let l_2113 = l_2017 + l_1959;
let l_2114 = l_2113 < f64(1.1754943508222875e-38);
let l_2115 = l_2028 - l_1961;
let l_2116 = l_2115 > f64(-1.1754943508222875e-38);
let l_2117 = l_2114 && l_2116;
let l_2118 = l_2017 - l_1959;
let l_2119 = l_2118 < f64(1.1754943508222875e-38);
let l_2120 = l_2028 + l_1961;
let l_2121 = l_2120 > f64(-1.1754943508222875e-38);
let l_2122 = l_2119 && l_2121;
if l_2117 {
l_mut_407 = u32(0);
} else {
let l_2123 = l_mut_407 == u32(1);
let l_2124 = l_2122 && l_2123;
if l_2124 {
l_mut_407 = u32(2);
}
}
}
l_mut_448 = l_mut_407;
}
let l_2125 = a_1415[u32(0)];
let l_2126 = l_2125 == u32(0);
if l_2126 {
l_mut_448 = u32(2);
}
l_mut_268 = l_mut_448;
} else {
let l_2127 = l_375 == u32(10);
if l_2127 {
let l_2128 = sqrt(l_388);
let l_2129 = f64(1.0) / l_2128;
let l_2130 = l_2129 * f64(1.4551915228366852e-11);
let l_2131 = abs(l_2129);
l_mut_1563 = f64(1.401298464324817e-45);
let l_2132 = l_2131 >= f64(1.1754943508222875e-38);
let l_2133 = l_2131 <= f64(1.7976931348623157e308);
let l_2134 = l_2132 && l_2133;
if l_2134 {
let l_2135 = bitcast<u64>(l_2131);
let l_2136 = l_2135 >> u32(bitcast<u64>(u64(52)));
let l_2137 = l_2136 - u64(23);
let l_2138 = l_2137 << u32(bitcast<u64>(u64(52)));
let l_2139 = bitcast<f64>(l_2138);
l_mut_1563 = l_2139;
}
let l_2140 = l_381 * l_mut_1563;
let l_2141 = l_2129 - l_2140;
let l_2142 = l_388 * l_2141;
let l_2143 = l_381 * l_mut_1563;
let l_2144 = l_2129 + l_2143;
let l_2145 = l_388 * l_2144;
l_mut_448 = u32(2);
let l_2146 = l_2129 - l_2130;
let l_2147 = abs(l_2146);
l_mut_1563 = f64(1.401298464324817e-45);
let l_2148 = l_2147 >= f64(1.1754943508222875e-38);
let l_2149 = l_2147 <= f64(1.7976931348623157e308);
let l_2150 = l_2148 && l_2149;
if l_2150 {
let l_2151 = bitcast<u64>(l_2147);
let l_2152 = l_2151 >> u32(bitcast<u64>(u64(52)));
let l_2153 = l_2152 - u64(23);
let l_2154 = l_2153 << u32(bitcast<u64>(u64(52)));
let l_2155 = bitcast<f64>(l_2154);
l_mut_1563 = l_2155;
}
let l_2156 = l_2129 + l_2130;
let l_2157 = abs(l_2156);
l_mut_1480 = f64(1.401298464324817e-45);
let l_2158 = l_2157 >= f64(1.1754943508222875e-38);
let l_2159 = l_2157 <= f64(1.7976931348623157e308);
let l_2160 = l_2158 && l_2159;
if l_2160 {
let l_2161 = bitcast<u64>(l_2157);
let l_2162 = l_2161 >> u32(bitcast<u64>(u64(52)));
let l_2163 = l_2162 - u64(23);
let l_2164 = l_2163 << u32(bitcast<u64>(u64(52)));
let l_2165 = bitcast<f64>(l_2164);
l_mut_1480 = l_2165;
}
let l_2166 = l_mut_1563 == l_mut_1480;
if l_2166 {
let l_2167 = abs(l_2142);
let l_2168 = l_2167 * f64(1.4551915228366852e-11);
let l_2169 = abs(l_2145);
let l_2170 = l_2169 * f64(1.4551915228366852e-11);
let l_2171 = bitcast<u32>(l_146);
let l_2172 = l_2171 & u32(2147483647);
let l_2173 = bitcast<f32>(l_2172);
let l_2174 = f64(l_2173);
l_mut_1563 = l_2174;
let l_2175 = l_2172 < u32(8388608);
if l_2175 {
let l_2176 = f64(l_2172);
let l_2177 = l_2176 * f64(1.401298464324817e-45);
l_mut_1563 = l_2177;
}
let l_2178 = bitcast<u64>(l_mut_1563);
let l_2179 = l_2171 >> u32(31);
let l_2180 = u64(l_2179);
let l_2181 = l_2180 << u32(bitcast<u64>(u64(63)));
let l_2182 = l_2178 | l_2181;
let l_2183 = bitcast<f64>(l_2182);
let l_2184 = bitcast<u32>(l_146);
let l_2185 = l_2184 + u32(1);
l_mut_407 = l_2185;
let l_2186 = l_2184 & u32(2147483647);
let l_2187 = l_2186 == u32(0);
if l_2187 {
l_mut_407 = u32(1);
} else {
let l_2188 = l_2184 & u32(2147483648);
let l_2189 = l_2188 != u32(0);
if l_2189 {
let l_2190 = l_2184 - u32(1);
l_mut_407 = l_2190;
} else {
let l_2191 = l_2184 == u32(2139095040);
if l_2191 {
l_mut_407 = l_2184;
}
}
}
let l_2192 = bitcast<f32>(l_mut_407);
let l_2193 = bitcast<u32>(l_2192);
let l_2194 = l_2193 & u32(2147483647);
let l_2195 = bitcast<f32>(l_2194);
let l_2196 = f64(l_2195);
l_mut_1563 = l_2196;
let l_2197 = l_2194 < u32(8388608);
if l_2197 {
let l_2198 = f64(l_2194);
let l_2199 = l_2198 * f64(1.401298464324817e-45);
l_mut_1563 = l_2199;
}
let l_2200 = bitcast<u64>(l_mut_1563);
let l_2201 = l_2193 >> u32(31);
let l_2202 = u64(l_2201);
let l_2203 = l_2202 << u32(bitcast<u64>(u64(63)));
let l_2204 = l_2200 | l_2203;
let l_2205 = bitcast<f64>(l_2204);
let l_2206 = bitcast<u32>(l_146);
let l_2207 = l_2206 ^ u32(2147483648);
let l_2208 = bitcast<f32>(l_2207);
let l_2209 = bitcast<u32>(l_2208);
let l_2210 = l_2209 + u32(1);
l_mut_407 = l_2210;
let l_2211 = l_2209 & u32(2147483647);
let l_2212 = l_2211 == u32(0);
if l_2212 {
l_mut_407 = u32(1);
} else {
let l_2213 = l_2209 & u32(2147483648);
let l_2214 = l_2213 != u32(0);
if l_2214 {
let l_2215 = l_2209 - u32(1);
l_mut_407 = l_2215;
} else {
let l_2216 = l_2209 == u32(2139095040);
if l_2216 {
l_mut_407 = l_2209;
}
}
}
let l_2217 = bitcast<f32>(l_mut_407);
let l_2218 = bitcast<u32>(l_2217);
let l_2219 = l_2218 ^ u32(2147483648);
let l_2220 = bitcast<f32>(l_2219);
let l_2221 = bitcast<u32>(l_2220);
let l_2222 = l_2221 & u32(2147483647);
let l_2223 = bitcast<f32>(l_2222);
let l_2224 = f64(l_2223);
l_mut_1563 = l_2224;
let l_2225 = l_2222 < u32(8388608);
if l_2225 {
let l_2226 = f64(l_2222);
let l_2227 = l_2226 * f64(1.401298464324817e-45);
l_mut_1563 = l_2227;
}
let l_2228 = bitcast<u64>(l_mut_1563);
let l_2229 = l_2221 >> u32(31);
let l_2230 = u64(l_2229);
let l_2231 = l_2230 << u32(bitcast<u64>(u64(63)));
let l_2232 = l_2228 | l_2231;
let l_2233 = bitcast<f64>(l_2232);
let l_2234 = l_2142 + l_2168;
let l_2235 = l_2234 <= l_2183;
l_mut_508 = l_2235;
let l_2236 = l_2142 - l_2168;
let l_2237 = l_2236 > l_2183;
l_mut_505 = l_2237;
let l_2238 = l_2145 - l_2170;
let l_2239 = l_2238 >= l_2183;
l_mut_502 = l_2239;
let l_2240 = l_2145 + l_2170;
let l_2241 = l_2240 < l_2183;
l_mut_499 = l_2241;
let l_2242 = l_2142 + l_2168;
let l_2243 = l_2242 < l_2205;
l_mut_508 = l_2243;
let l_2244 = l_2142 - l_2168;
let l_2245 = l_2244 >= l_2205;
l_mut_505 = l_2245;
let l_2246 = l_2145 - l_2170;
let l_2247 = l_2246 > l_2233;
l_mut_502 = l_2247;
let l_2248 = l_2145 + l_2170;
let l_2249 = l_2248 <= l_2233;
l_mut_499 = l_2249;
l_mut_407 = u32(2);
let l_2250 = l_mut_505 || l_mut_499;
if l_2250 {
l_mut_407 = u32(1);
} else {
let l_2251 = l_mut_508 && l_mut_502;
if l_2251 {
l_mut_407 = u32(0);
}
}
let l_2252 = bitcast<u32>(l_146);
let l_2253 = l_2252 & u32(2147483647);
let l_2254 = l_2253 == u32(0);
if l_2254 {
let l_2255 = l_2142 + l_2168;
let l_2256 = l_2255 < f64(1.1754943508222875e-38);
let l_2257 = l_2145 - l_2170;
let l_2258 = l_2257 > f64(-1.1754943508222875e-38);
let l_2259 = l_2256 && l_2258;
let l_2260 = l_2142 - l_2168;
let l_2261 = l_2260 < f64(1.1754943508222875e-38);
let l_2262 = l_2145 + l_2170;
let l_2263 = l_2262 > f64(-1.1754943508222875e-38);
let l_2264 = l_2261 && l_2263;
if l_2259 {
l_mut_407 = u32(0);
} else {
let l_2265 = l_mut_407 == u32(1);
let l_2266 = l_2264 && l_2265;
if l_2266 {
l_mut_407 = u32(2);
}
}
}
l_mut_448 = l_mut_407;
}
l_mut_268 = l_mut_448;
} else {
let l_2267 = l_375 == u32(11);
let l_2268 = l_375 == u32(12);
let l_2269 = l_2267 || l_2268;
if l_2269 {
l_mut_268 = u32(0);
let l_2270 = l_389 <= l_387;
let l_2271 = l_375 == u32(11);
let l_2272 = l_2270 && l_2271;
if l_2272 {
let l_2273 = f32(l_388);
let l_2274 = bitcast<u32>(l_2273);
let l_2275 = l_2274 & u32(2147483647);
let l_2276 = bitcast<f32>(l_2275);
let l_2277 = f64(l_2276);
l_mut_1563 = l_2277;
let l_2278 = l_2275 < u32(8388608);
if l_2278 {
let l_2279 = f64(l_2275);
let l_2280 = l_2279 * f64(1.401298464324817e-45);
l_mut_1563 = l_2280;
}
let l_2281 = bitcast<u64>(l_mut_1563);
let l_2282 = l_2274 >> u32(31);
let l_2283 = u64(l_2282);
let l_2284 = l_2283 << u32(bitcast<u64>(u64(63)));
let l_2285 = l_2281 | l_2284;
let l_2286 = bitcast<f64>(l_2285);
let l_2287 = abs(l_2286);
l_mut_1563 = l_2287;
l_mut_448 = u32(0);
let l_2288 = l_2287 >= f64(0.785);
if l_2288 {
let l_2289 = l_2287 * f64(0.6366197723675814);
let l_2290 = l_2289 + f64(0.5);
let l_2291 = floor(l_2290);
let l_2292 = l_2291 * f64(1.570796325802803);
let l_2293 = l_2287 - l_2292;
let l_2294 = l_2293 * l_20;
let l_2295 = l_2291 * f64(9.920935796805404e-10);
let l_2296 = l_2294 - l_2295;
l_mut_1563 = l_2296;
let l_2297 = u32(l_2291);
l_mut_448 = l_2297;
}
let l_2298 = bitcast<u32>(l_2273);
let l_2299 = l_2298 >= u32(2147483648);
let l_2300 = l_mut_1563 * l_mut_1563;
let l_2301 = l_2300 * f64(1.9572941063391263e-20);
let l_2302 = f64(8.22063524662433e-18) - l_2301;
l_mut_1480 = l_2302;
let l_2303 = l_mut_1480 * l_2300;
let l_2304 = l_2303 - f64(2.8114572543455206e-15);
l_mut_1480 = l_2304;
let l_2305 = l_mut_1480 * l_2300;
let l_2306 = l_2305 + f64(7.647163731819816e-13);
l_mut_1480 = l_2306;
let l_2307 = l_mut_1480 * l_2300;
let l_2308 = l_2307 - f64(1.6059043836821613e-10);
l_mut_1480 = l_2308;
let l_2309 = l_mut_1480 * l_2300;
let l_2310 = l_2309 + f64(2.505210838544172e-8);
l_mut_1480 = l_2310;
let l_2311 = l_mut_1480 * l_2300;
let l_2312 = l_2311 - f64(2.7557319223985893e-6);
l_mut_1480 = l_2312;
let l_2313 = l_mut_1480 * l_2300;
let l_2314 = l_2313 + f64(0.0001984126984126984);
l_mut_1480 = l_2314;
let l_2315 = l_mut_1480 * l_2300;
let l_2316 = l_2315 - f64(0.008333333333333333);
l_mut_1480 = l_2316;
let l_2317 = l_mut_1480 * l_2300;
let l_2318 = l_2317 + f64(0.16666666666666666);
l_mut_1480 = l_2318;
let l_2319 = f64(0.5) * l_2300;
let l_2320 = f64(1.0) - l_2319;
let l_2321 = f64(0.0) * l_2320;
let l_2322 = l_mut_1563 * l_2300;
let l_2323 = l_2322 * l_mut_1480;
let l_2324 = l_2321 - l_2323;
let l_2325 = l_mut_1563 + l_2324;
let l_2326 = l_mut_1563 * l_mut_1563;
let l_2327 = l_2326 * f64(4.110317623312165e-19);
let l_2328 = l_2327 - f64(1.5619206968586225e-16);
l_mut_1480 = l_2328;
let l_2329 = l_mut_1480 * l_2326;
let l_2330 = l_2329 + f64(4.779477332387385e-14);
l_mut_1480 = l_2330;
let l_2331 = l_mut_1480 * l_2326;
let l_2332 = l_2331 - f64(1.1470745597729725e-11);
l_mut_1480 = l_2332;
let l_2333 = l_mut_1480 * l_2326;
let l_2334 = l_2333 + f64(2.08767569878681e-9);
l_mut_1480 = l_2334;
let l_2335 = l_mut_1480 * l_2326;
let l_2336 = l_2335 - f64(2.755731922398589e-7);
l_mut_1480 = l_2336;
let l_2337 = l_mut_1480 * l_2326;
let l_2338 = l_2337 + f64(2.48015873015873e-5);
l_mut_1480 = l_2338;
let l_2339 = l_mut_1480 * l_2326;
let l_2340 = l_2339 - f64(0.001388888888888889);
l_mut_1480 = l_2340;
let l_2341 = l_mut_1480 * l_2326;
let l_2342 = l_2341 + f64(0.041666666666666664);
l_mut_1480 = l_2342;
let l_2343 = f64(0.5) * l_2326;
let l_2344 = f64(1.0) - l_2343;
let l_2345 = l_2326 * l_2326;
let l_2346 = l_2345 * l_mut_1480;
let l_2347 = f64(0.0) * l_mut_1563;
let l_2348 = l_2346 - l_2347;
let l_2349 = l_2344 + l_2348;
let l_2350 = l_mut_448 & u32(1);
let l_2351 = l_2350 == u32(1);
l_mut_1563 = l_2325;
let l_2352 = l_mut_448 & u32(2);
let l_2353 = l_2352 != u32(0);
l_mut_508 = l_2353;
let l_2354 = u32(6) == u32(6);
if l_2354 {
if l_2351 {
l_mut_1563 = l_2349;
}
} else {
let l_2355 = u32(6) == u32(7);
if l_2355 {
l_mut_1563 = l_2349;
if l_2351 {
l_mut_1563 = l_2325;
}
let l_2356 = l_mut_448 + u32(1);
let l_2357 = l_2356 & u32(2);
let l_2358 = l_2357 != u32(0);
l_mut_508 = l_2358;
} else {
let l_2359 = l_2325 / l_2349;
l_mut_1563 = l_2359;
if l_2351 {
let l_2360 = l_2349 / l_2325;
l_mut_1563 = l_2360;
}
l_mut_508 = l_2351;
}
}
let l_2361 = u32(6) != u32(7);
let l_2362 = l_2361 && l_2299;
if l_2362 {
let l_2363 = !l_mut_508;
l_mut_508 = l_2363;
}
if l_mut_508 {
let l_2364 = -l_mut_1563;
l_mut_1563 = l_2364;
}
let l_2365 = f32(l_388);
let l_2366 = bitcast<u32>(l_2365);
let l_2367 = l_2366 & u32(2147483647);
let l_2368 = bitcast<f32>(l_2367);
let l_2369 = f64(l_2368);
l_mut_1480 = l_2369;
let l_2370 = l_2367 < u32(8388608);
if l_2370 {
let l_2371 = f64(l_2367);
let l_2372 = l_2371 * f64(1.401298464324817e-45);
l_mut_1480 = l_2372;
}
let l_2373 = bitcast<u64>(l_mut_1480);
let l_2374 = l_2366 >> u32(31);
let l_2375 = u64(l_2374);
let l_2376 = l_2375 << u32(bitcast<u64>(u64(63)));
let l_2377 = l_2373 | l_2376;
let l_2378 = bitcast<f64>(l_2377);
let l_2379 = abs(l_2378);
l_mut_1480 = l_2379;
l_mut_448 = u32(0);
let l_2380 = l_2379 >= f64(0.785);
if l_2380 {
let l_2381 = l_2379 * f64(0.6366197723675814);
let l_2382 = l_2381 + f64(0.5);
let l_2383 = floor(l_2382);
let l_2384 = l_2383 * f64(1.570796325802803);
let l_2385 = l_2379 - l_2384;
let l_2386 = l_2385 * l_20;
let l_2387 = l_2383 * f64(9.920935796805404e-10);
let l_2388 = l_2386 - l_2387;
l_mut_1480 = l_2388;
let l_2389 = u32(l_2383);
l_mut_448 = l_2389;
}
let l_2390 = bitcast<u32>(l_2365);
let l_2391 = l_2390 >= u32(2147483648);
let l_2392 = l_mut_1480 * l_mut_1480;
let l_2393 = l_2392 * f64(1.9572941063391263e-20);
let l_2394 = f64(8.22063524662433e-18) - l_2393;
l_mut_1067 = l_2394;
let l_2395 = l_mut_1067 * l_2392;
let l_2396 = l_2395 - f64(2.8114572543455206e-15);
l_mut_1067 = l_2396;
let l_2397 = l_mut_1067 * l_2392;
let l_2398 = l_2397 + f64(7.647163731819816e-13);
l_mut_1067 = l_2398;
let l_2399 = l_mut_1067 * l_2392;
let l_2400 = l_2399 - f64(1.6059043836821613e-10);
l_mut_1067 = l_2400;
let l_2401 = l_mut_1067 * l_2392;
let l_2402 = l_2401 + f64(2.505210838544172e-8);
l_mut_1067 = l_2402;
let l_2403 = l_mut_1067 * l_2392;
let l_2404 = l_2403 - f64(2.7557319223985893e-6);
l_mut_1067 = l_2404;
let l_2405 = l_mut_1067 * l_2392;
let l_2406 = l_2405 + f64(0.0001984126984126984);
l_mut_1067 = l_2406;
let l_2407 = l_mut_1067 * l_2392;
let l_2408 = l_2407 - f64(0.008333333333333333);
l_mut_1067 = l_2408;
let l_2409 = l_mut_1067 * l_2392;
let l_2410 = l_2409 + f64(0.16666666666666666);
l_mut_1067 = l_2410;
let l_2411 = f64(0.5) * l_2392;
let l_2412 = f64(1.0) - l_2411;
let l_2413 = f64(0.0) * l_2412;
let l_2414 = l_mut_1480 * l_2392;
let l_2415 = l_2414 * l_mut_1067;
let l_2416 = l_2413 - l_2415;
let l_2417 = l_mut_1480 + l_2416;
let l_2418 = l_mut_1480 * l_mut_1480;
let l_2419 = l_2418 * f64(4.110317623312165e-19);
let l_2420 = l_2419 - f64(1.5619206968586225e-16);
l_mut_1067 = l_2420;
let l_2421 = l_mut_1067 * l_2418;
let l_2422 = l_2421 + f64(4.779477332387385e-14);
l_mut_1067 = l_2422;
let l_2423 = l_mut_1067 * l_2418;
let l_2424 = l_2423 - f64(1.1470745597729725e-11);
l_mut_1067 = l_2424;
let l_2425 = l_mut_1067 * l_2418;
let l_2426 = l_2425 + f64(2.08767569878681e-9);
l_mut_1067 = l_2426;
let l_2427 = l_mut_1067 * l_2418;
let l_2428 = l_2427 - f64(2.755731922398589e-7);
l_mut_1067 = l_2428;
let l_2429 = l_mut_1067 * l_2418;
let l_2430 = l_2429 + f64(2.48015873015873e-5);
l_mut_1067 = l_2430;
let l_2431 = l_mut_1067 * l_2418;
let l_2432 = l_2431 - f64(0.001388888888888889);
l_mut_1067 = l_2432;
let l_2433 = l_mut_1067 * l_2418;
let l_2434 = l_2433 + f64(0.041666666666666664);
l_mut_1067 = l_2434;
let l_2435 = f64(0.5) * l_2418;
let l_2436 = f64(1.0) - l_2435;
let l_2437 = l_2418 * l_2418;
let l_2438 = l_2437 * l_mut_1067;
let l_2439 = f64(0.0) * l_mut_1480;
let l_2440 = l_2438 - l_2439;
let l_2441 = l_2436 + l_2440;
let l_2442 = l_mut_448 & u32(1);
let l_2443 = l_2442 == u32(1);
l_mut_1480 = l_2417;
let l_2444 = l_mut_448 & u32(2);
let l_2445 = l_2444 != u32(0);
l_mut_508 = l_2445;
let l_2446 = u32(7) == u32(6);
if l_2446 {
if l_2443 {
l_mut_1480 = l_2441;
}
} else {
let l_2447 = u32(7) == u32(7);
if l_2447 {
l_mut_1480 = l_2441;
if l_2443 {
l_mut_1480 = l_2417;
}
let l_2448 = l_mut_448 + u32(1);
let l_2449 = l_2448 & u32(2);
let l_2450 = l_2449 != u32(0);
l_mut_508 = l_2450;
} else {
let l_2451 = l_2417 / l_2441;
l_mut_1480 = l_2451;
if l_2443 {
let l_2452 = l_2441 / l_2417;
l_mut_1480 = l_2452;
}
l_mut_508 = l_2443;
}
}
let l_2453 = u32(7) != u32(7);
let l_2454 = l_2453 && l_2391;
if l_2454 {
let l_2455 = !l_mut_508;
l_mut_508 = l_2455;
}
if l_mut_508 {
let l_2456 = -l_mut_1480;
l_mut_1480 = l_2456;
}
let l_2457 = abs(l_mut_1563);
let l_2458 = l_2457 * f64(1.4551915228366852e-11);
let l_2459 = abs(l_mut_1480);
let l_2460 = l_2459 * f64(1.4551915228366852e-11);
l_mut_1067 = f64(1.4551915228366852e-11);
l_mut_448 = u32(2);
if l_379 {
let l_2461 = l_mut_1563 - l_381;
let l_2462 = abs(l_2461);
let l_2463 = l_2462 * f64(2.220446049250313e-16);
let l_2464 = l_2458 + l_2463;
let l_2465 = l_2461 + l_2464;
let l_2466 = -l_2465;
let l_2467 = l_2466 * f64(7.1362384635298e44);
let l_2468 = floor(l_2467);
let l_2469 = l_2468 * f64(1.401298464324817e-45);
l_mut_221 = l_2469;
let l_2470 = abs(l_2466);
let l_2471 = l_2470 >= f64(1.1754943508222875e-38);
if l_2471 {
let l_2472 = f32(l_2466);
let l_2473 = f64(l_2472);
l_mut_221 = l_2473;
let l_2474 = l_mut_221 > l_2466;
if l_2474 {
let l_2475 = bitcast<u32>(l_2472);
let l_2476 = l_2475 ^ u32(2147483648);
let l_2477 = bitcast<f32>(l_2476);
let l_2478 = bitcast<u32>(l_2477);
let l_2479 = l_2478 + u32(1);
l_mut_407 = l_2479;
let l_2480 = l_2478 & u32(2147483647);
let l_2481 = l_2480 == u32(0);
if l_2481 {
l_mut_407 = u32(1);
} else {
let l_2482 = l_2478 & u32(2147483648);
let l_2483 = l_2482 != u32(0);
if l_2483 {
let l_2484 = l_2478 - u32(1);
l_mut_407 = l_2484;
} else {
let l_2485 = l_2478 == u32(2139095040);
if l_2485 {
l_mut_407 = l_2478;
}
}
}
let l_2486 = bitcast<f32>(l_mut_407);
let l_2487 = bitcast<u32>(l_2486);
let l_2488 = l_2487 ^ u32(2147483648);
let l_2489 = bitcast<f32>(l_2488);
let l_2490 = bitcast<u32>(l_2489);
let l_2491 = l_2490 & u32(2147483647);
let l_2492 = bitcast<f32>(l_2491);
let l_2493 = f64(l_2492);
l_mut_166 = l_2493;
let l_2494 = l_2491 < u32(8388608);
if l_2494 {
let l_2495 = f64(l_2491);
let l_2496 = l_2495 * f64(1.401298464324817e-45);
l_mut_166 = l_2496;
}
let l_2497 = bitcast<u64>(l_mut_166);
let l_2498 = l_2490 >> u32(31);
let l_2499 = u64(l_2498);
let l_2500 = l_2499 << u32(bitcast<u64>(u64(63)));
let l_2501 = l_2497 | l_2500;
let l_2502 = bitcast<f64>(l_2501);
l_mut_221 = l_2502;
} else {
let l_2503 = bitcast<u32>(l_2472);
let l_2504 = l_2503 + u32(1);
l_mut_407 = l_2504;
let l_2505 = l_2503 & u32(2147483647);
let l_2506 = l_2505 == u32(0);
if l_2506 {
l_mut_407 = u32(1);
} else {
let l_2507 = l_2503 & u32(2147483648);
let l_2508 = l_2507 != u32(0);
if l_2508 {
let l_2509 = l_2503 - u32(1);
l_mut_407 = l_2509;
} else {
let l_2510 = l_2503 == u32(2139095040);
if l_2510 {
l_mut_407 = l_2503;
}
}
}
let l_2511 = bitcast<f32>(l_mut_407);
let l_2512 = bitcast<u32>(l_2511);
let l_2513 = l_2512 & u32(2147483647);
let l_2514 = bitcast<f32>(l_2513);
let l_2515 = f64(l_2514);
l_mut_166 = l_2515;
let l_2516 = l_2513 < u32(8388608);
if l_2516 {
let l_2517 = f64(l_2513);
let l_2518 = l_2517 * f64(1.401298464324817e-45);
l_mut_166 = l_2518;
}
let l_2519 = bitcast<u64>(l_mut_166);
let l_2520 = l_2512 >> u32(31);
let l_2521 = u64(l_2520);
let l_2522 = l_2521 << u32(bitcast<u64>(u64(63)));
let l_2523 = l_2519 | l_2522;
let l_2524 = bitcast<f64>(l_2523);
let l_2525 = l_2524 <= l_2466;
if l_2525 {
let l_2526 = bitcast<u32>(l_2472);
let l_2527 = l_2526 + u32(1);
l_mut_407 = l_2527;
let l_2528 = l_2526 & u32(2147483647);
let l_2529 = l_2528 == u32(0);
if l_2529 {
l_mut_407 = u32(1);
} else {
let l_2530 = l_2526 & u32(2147483648);
let l_2531 = l_2530 != u32(0);
if l_2531 {
let l_2532 = l_2526 - u32(1);
l_mut_407 = l_2532;
} else {
let l_2533 = l_2526 == u32(2139095040);
if l_2533 {
l_mut_407 = l_2526;
}
}
}
let l_2534 = bitcast<f32>(l_mut_407);
let l_2535 = bitcast<u32>(l_2534);
let l_2536 = l_2535 & u32(2147483647);
let l_2537 = bitcast<f32>(l_2536);
let l_2538 = f64(l_2537);
l_mut_166 = l_2538;
let l_2539 = l_2536 < u32(8388608);
if l_2539 {
let l_2540 = f64(l_2536);
let l_2541 = l_2540 * f64(1.401298464324817e-45);
l_mut_166 = l_2541;
}
let l_2542 = bitcast<u64>(l_mut_166);
let l_2543 = l_2535 >> u32(31);
let l_2544 = u64(l_2543);
let l_2545 = l_2544 << u32(bitcast<u64>(u64(63)));
let l_2546 = l_2542 | l_2545;
let l_2547 = bitcast<f64>(l_2546);
l_mut_221 = l_2547;
}
}
}
let l_2548 = -l_mut_221;
l_mut_221 = l_2548;
let l_2549 = bool(true) && bool(true);
if l_2549 {
let l_2550 = l_2461 + l_2464;
let l_2551 = l_2550 * f64(7.1362384635298e44);
let l_2552 = floor(l_2551);
let l_2553 = l_2552 * f64(1.401298464324817e-45);
l_mut_166 = l_2553;
let l_2554 = abs(l_2550);
let l_2555 = l_2554 >= f64(1.1754943508222875e-38);
if l_2555 {
let l_2556 = f32(l_2550);
let l_2557 = f64(l_2556);
l_mut_166 = l_2557;
let l_2558 = l_mut_166 > l_2550;
if l_2558 {
let l_2559 = bitcast<u32>(l_2556);
let l_2560 = l_2559 ^ u32(2147483648);
let l_2561 = bitcast<f32>(l_2560);
let l_2562 = bitcast<u32>(l_2561);
let l_2563 = l_2562 + u32(1);
l_mut_407 = l_2563;
let l_2564 = l_2562 & u32(2147483647);
let l_2565 = l_2564 == u32(0);
if l_2565 {
l_mut_407 = u32(1);
} else {
let l_2566 = l_2562 & u32(2147483648);
let l_2567 = l_2566 != u32(0);
if l_2567 {
let l_2568 = l_2562 - u32(1);
l_mut_407 = l_2568;
} else {
let l_2569 = l_2562 == u32(2139095040);
if l_2569 {
l_mut_407 = l_2562;
}
}
}
let l_2570 = bitcast<f32>(l_mut_407);
let l_2571 = bitcast<u32>(l_2570);
let l_2572 = l_2571 ^ u32(2147483648);
let l_2573 = bitcast<f32>(l_2572);
let l_2574 = bitcast<u32>(l_2573);
let l_2575 = l_2574 & u32(2147483647);
let l_2576 = bitcast<f32>(l_2575);
let l_2577 = f64(l_2576);
l_mut_2578 = l_2577;
let l_2579 = l_2575 < u32(8388608);
if l_2579 {
let l_2580 = f64(l_2575);
let l_2581 = l_2580 * f64(1.401298464324817e-45);
l_mut_2578 = l_2581;
}
let l_2582 = bitcast<u64>(l_mut_2578);
let l_2583 = l_2574 >> u32(31);
let l_2584 = u64(l_2583);
let l_2585 = l_2584 << u32(bitcast<u64>(u64(63)));
let l_2586 = l_2582 | l_2585;
let l_2587 = bitcast<f64>(l_2586);
l_mut_166 = l_2587;
} else {
let l_2588 = bitcast<u32>(l_2556);
let l_2589 = l_2588 + u32(1);
l_mut_407 = l_2589;
let l_2590 = l_2588 & u32(2147483647);
let l_2591 = l_2590 == u32(0);
if l_2591 {
l_mut_407 = u32(1);
} else {
let l_2592 = l_2588 & u32(2147483648);
let l_2593 = l_2592 != u32(0);
if l_2593 {
let l_2594 = l_2588 - u32(1);
l_mut_407 = l_2594;
} else {
let l_2595 = l_2588 == u32(2139095040);
if l_2595 {
l_mut_407 = l_2588;
}
}
}
let l_2596 = bitcast<f32>(l_mut_407);
let l_2597 = bitcast<u32>(l_2596);
let l_2598 = l_2597 & u32(2147483647);
let l_2599 = bitcast<f32>(l_2598);
let l_2600 = f64(l_2599);
l_mut_2578 = l_2600;
let l_2601 = l_2598 < u32(8388608);
if l_2601 {
let l_2602 = f64(l_2598);
let l_2603 = l_2602 * f64(1.401298464324817e-45);
l_mut_2578 = l_2603;
}
let l_2604 = bitcast<u64>(l_mut_2578);
let l_2605 = l_2597 >> u32(31);
let l_2606 = u64(l_2605);
let l_2607 = l_2606 << u32(bitcast<u64>(u64(63)));
let l_2608 = l_2604 | l_2607;
let l_2609 = bitcast<f64>(l_2608);
let l_2610 = l_2609 <= l_2550;
if l_2610 {
let l_2611 = bitcast<u32>(l_2556);
let l_2612 = l_2611 + u32(1);
l_mut_407 = l_2612;
let l_2613 = l_2611 & u32(2147483647);
let l_2614 = l_2613 == u32(0);
if l_2614 {
l_mut_407 = u32(1);
} else {
let l_2615 = l_2611 & u32(2147483648);
let l_2616 = l_2615 != u32(0);
if l_2616 {
let l_2617 = l_2611 - u32(1);
l_mut_407 = l_2617;
} else {
let l_2618 = l_2611 == u32(2139095040);
if l_2618 {
l_mut_407 = l_2611;
}
}
}
let l_2619 = bitcast<f32>(l_mut_407);
let l_2620 = bitcast<u32>(l_2619);
let l_2621 = l_2620 & u32(2147483647);
let l_2622 = bitcast<f32>(l_2621);
let l_2623 = f64(l_2622);
l_mut_2578 = l_2623;
let l_2624 = l_2621 < u32(8388608);
if l_2624 {
let l_2625 = f64(l_2621);
let l_2626 = l_2625 * f64(1.401298464324817e-45);
l_mut_2578 = l_2626;
}
let l_2627 = bitcast<u64>(l_mut_2578);
let l_2628 = l_2620 >> u32(31);
let l_2629 = u64(l_2628);
let l_2630 = l_2629 << u32(bitcast<u64>(u64(63)));
let l_2631 = l_2627 | l_2630;
let l_2632 = bitcast<f64>(l_2631);
l_mut_166 = l_2632;
}
}
}
l_mut_221 = l_mut_166;
} else {
let l_2633 = l_2461 - l_2464;
let l_2634 = l_2633 * f64(7.1362384635298e44);
let l_2635 = floor(l_2634);
let l_2636 = l_2635 * f64(1.401298464324817e-45);
l_mut_2578 = l_2636;
let l_2637 = abs(l_2633);
let l_2638 = l_2637 >= f64(1.1754943508222875e-38);
if l_2638 {
let l_2639 = f32(l_2633);
let l_2640 = f64(l_2639);
l_mut_2578 = l_2640;
let l_2641 = l_mut_2578 > l_2633;
if l_2641 {
let l_2642 = bitcast<u32>(l_2639);
let l_2643 = l_2642 ^ u32(2147483648);
let l_2644 = bitcast<f32>(l_2643);
let l_2645 = bitcast<u32>(l_2644);
let l_2646 = l_2645 + u32(1);
l_mut_407 = l_2646;
let l_2647 = l_2645 & u32(2147483647);
let l_2648 = l_2647 == u32(0);
if l_2648 {
l_mut_407 = u32(1);
} else {
let l_2649 = l_2645 & u32(2147483648);
let l_2650 = l_2649 != u32(0);
if l_2650 {
let l_2651 = l_2645 - u32(1);
l_mut_407 = l_2651;
} else {
let l_2652 = l_2645 == u32(2139095040);
if l_2652 {
l_mut_407 = l_2645;
}
}
}
let l_2653 = bitcast<f32>(l_mut_407);
let l_2654 = bitcast<u32>(l_2653);
let l_2655 = l_2654 ^ u32(2147483648);
let l_2656 = bitcast<f32>(l_2655);
let l_2657 = bitcast<u32>(l_2656);
let l_2658 = l_2657 & u32(2147483647);
let l_2659 = bitcast<f32>(l_2658);
let l_2660 = f64(l_2659);
l_mut_166 = l_2660;
let l_2661 = l_2658 < u32(8388608);
if l_2661 {
let l_2662 = f64(l_2658);
let l_2663 = l_2662 * f64(1.401298464324817e-45);
l_mut_166 = l_2663;
}
let l_2664 = bitcast<u64>(l_mut_166);
let l_2665 = l_2657 >> u32(31);
let l_2666 = u64(l_2665);
let l_2667 = l_2666 << u32(bitcast<u64>(u64(63)));
let l_2668 = l_2664 | l_2667;
let l_2669 = bitcast<f64>(l_2668);
l_mut_2578 = l_2669;
} else {
let l_2670 = bitcast<u32>(l_2639);
let l_2671 = l_2670 + u32(1);
l_mut_407 = l_2671;
let l_2672 = l_2670 & u32(2147483647);
let l_2673 = l_2672 == u32(0);
if l_2673 {
l_mut_407 = u32(1);
} else {
let l_2674 = l_2670 & u32(2147483648);
let l_2675 = l_2674 != u32(0);
if l_2675 {
let l_2676 = l_2670 - u32(1);
l_mut_407 = l_2676;
} else {
let l_2677 = l_2670 == u32(2139095040);
if l_2677 {
l_mut_407 = l_2670;
}
}
}
let l_2678 = bitcast<f32>(l_mut_407);
let l_2679 = bitcast<u32>(l_2678);
let l_2680 = l_2679 & u32(2147483647);
let l_2681 = bitcast<f32>(l_2680);
let l_2682 = f64(l_2681);
l_mut_166 = l_2682;
let l_2683 = l_2680 < u32(8388608);
if l_2683 {
let l_2684 = f64(l_2680);
let l_2685 = l_2684 * f64(1.401298464324817e-45);
l_mut_166 = l_2685;
}
let l_2686 = bitcast<u64>(l_mut_166);
let l_2687 = l_2679 >> u32(31);
let l_2688 = u64(l_2687);
let l_2689 = l_2688 << u32(bitcast<u64>(u64(63)));
let l_2690 = l_2686 | l_2689;
let l_2691 = bitcast<f64>(l_2690);
let l_2692 = l_2691 <= l_2633;
if l_2692 {
let l_2693 = bitcast<u32>(l_2639);
let l_2694 = l_2693 + u32(1);
l_mut_407 = l_2694;
let l_2695 = l_2693 & u32(2147483647);
let l_2696 = l_2695 == u32(0);
if l_2696 {
l_mut_407 = u32(1);
} else {
let l_2697 = l_2693 & u32(2147483648);
let l_2698 = l_2697 != u32(0);
if l_2698 {
let l_2699 = l_2693 - u32(1);
l_mut_407 = l_2699;
} else {
let l_2700 = l_2693 == u32(2139095040);
if l_2700 {
l_mut_407 = l_2693;
}
}
}
let l_2701 = bitcast<f32>(l_mut_407);
let l_2702 = bitcast<u32>(l_2701);
let l_2703 = l_2702 & u32(2147483647);
let l_2704 = bitcast<f32>(l_2703);
let l_2705 = f64(l_2704);
l_mut_166 = l_2705;
let l_2706 = l_2703 < u32(8388608);
if l_2706 {
let l_2707 = f64(l_2703);
let l_2708 = l_2707 * f64(1.401298464324817e-45);
l_mut_166 = l_2708;
}
let l_2709 = bitcast<u64>(l_mut_166);
let l_2710 = l_2702 >> u32(31);
let l_2711 = u64(l_2710);
let l_2712 = l_2711 << u32(bitcast<u64>(u64(63)));
let l_2713 = l_2709 | l_2712;
let l_2714 = bitcast<f64>(l_2713);
l_mut_2578 = l_2714;
}
}
}
l_mut_221 = l_mut_2578;
}
let l_2715 = l_mut_1563 + l_381;
let l_2716 = abs(l_2715);
let l_2717 = l_2716 * f64(2.220446049250313e-16);
let l_2718 = l_2458 + l_2717;
let l_2719 = l_2715 + l_2718;
let l_2720 = -l_2719;
let l_2721 = l_2720 * f64(7.1362384635298e44);
let l_2722 = floor(l_2721);
let l_2723 = l_2722 * f64(1.401298464324817e-45);
l_mut_2578 = l_2723;
let l_2724 = abs(l_2720);
let l_2725 = l_2724 >= f64(1.1754943508222875e-38);
if l_2725 {
let l_2726 = f32(l_2720);
let l_2727 = f64(l_2726);
l_mut_2578 = l_2727;
let l_2728 = l_mut_2578 > l_2720;
if l_2728 {
let l_2729 = bitcast<u32>(l_2726);
let l_2730 = l_2729 ^ u32(2147483648);
let l_2731 = bitcast<f32>(l_2730);
let l_2732 = bitcast<u32>(l_2731);
let l_2733 = l_2732 + u32(1);
l_mut_407 = l_2733;
let l_2734 = l_2732 & u32(2147483647);
let l_2735 = l_2734 == u32(0);
if l_2735 {
l_mut_407 = u32(1);
} else {
let l_2736 = l_2732 & u32(2147483648);
let l_2737 = l_2736 != u32(0);
if l_2737 {
let l_2738 = l_2732 - u32(1);
l_mut_407 = l_2738;
} else {
let l_2739 = l_2732 == u32(2139095040);
if l_2739 {
l_mut_407 = l_2732;
}
}
}
let l_2740 = bitcast<f32>(l_mut_407);
let l_2741 = bitcast<u32>(l_2740);
let l_2742 = l_2741 ^ u32(2147483648);
let l_2743 = bitcast<f32>(l_2742);
let l_2744 = bitcast<u32>(l_2743);
let l_2745 = l_2744 & u32(2147483647);
let l_2746 = bitcast<f32>(l_2745);
let l_2747 = f64(l_2746);
l_mut_166 = l_2747;
let l_2748 = l_2745 < u32(8388608);
if l_2748 {
let l_2749 = f64(l_2745);
let l_2750 = l_2749 * f64(1.401298464324817e-45);
l_mut_166 = l_2750;
}
let l_2751 = bitcast<u64>(l_mut_166);
let l_2752 = l_2744 >> u32(31);
let l_2753 = u64(l_2752);
let l_2754 = l_2753 << u32(bitcast<u64>(u64(63)));
let l_2755 = l_2751 | l_2754;
let l_2756 = bitcast<f64>(l_2755);
l_mut_2578 = l_2756;
} else {
let l_2757 = bitcast<u32>(l_2726);
let l_2758 = l_2757 + u32(1);
l_mut_407 = l_2758;
let l_2759 = l_2757 & u32(2147483647);
let l_2760 = l_2759 == u32(0);
if l_2760 {
l_mut_407 = u32(1);
} else {
let l_2761 = l_2757 & u32(2147483648);
let l_2762 = l_2761 != u32(0);
if l_2762 {
let l_2763 = l_2757 - u32(1);
l_mut_407 = l_2763;
} else {
let l_2764 = l_2757 == u32(2139095040);
if l_2764 {
l_mut_407 = l_2757;
}
}
}
let l_2765 = bitcast<f32>(l_mut_407);
let l_2766 = bitcast<u32>(l_2765);
let l_2767 = l_2766 & u32(2147483647);
let l_2768 = bitcast<f32>(l_2767);
let l_2769 = f64(l_2768);
l_mut_166 = l_2769;
let l_2770 = l_2767 < u32(8388608);
if l_2770 {
let l_2771 = f64(l_2767);
let l_2772 = l_2771 * f64(1.401298464324817e-45);
l_mut_166 = l_2772;
}
let l_2773 = bitcast<u64>(l_mut_166);
let l_2774 = l_2766 >> u32(31);
let l_2775 = u64(l_2774);
let l_2776 = l_2775 << u32(bitcast<u64>(u64(63)));
let l_2777 = l_2773 | l_2776;
let l_2778 = bitcast<f64>(l_2777);
let l_2779 = l_2778 <= l_2720;
if l_2779 {
let l_2780 = bitcast<u32>(l_2726);
let l_2781 = l_2780 + u32(1);
l_mut_407 = l_2781;
let l_2782 = l_2780 & u32(2147483647);
let l_2783 = l_2782 == u32(0);
if l_2783 {
l_mut_407 = u32(1);
} else {
let l_2784 = l_2780 & u32(2147483648);
let l_2785 = l_2784 != u32(0);
if l_2785 {
let l_2786 = l_2780 - u32(1);
l_mut_407 = l_2786;
} else {
let l_2787 = l_2780 == u32(2139095040);
if l_2787 {
l_mut_407 = l_2780;
}
}
}
let l_2788 = bitcast<f32>(l_mut_407);
let l_2789 = bitcast<u32>(l_2788);
let l_2790 = l_2789 & u32(2147483647);
let l_2791 = bitcast<f32>(l_2790);
let l_2792 = f64(l_2791);
l_mut_166 = l_2792;
let l_2793 = l_2790 < u32(8388608);
if l_2793 {
let l_2794 = f64(l_2790);
let l_2795 = l_2794 * f64(1.401298464324817e-45);
l_mut_166 = l_2795;
}
let l_2796 = bitcast<u64>(l_mut_166);
let l_2797 = l_2789 >> u32(31);
let l_2798 = u64(l_2797);
let l_2799 = l_2798 << u32(bitcast<u64>(u64(63)));
let l_2800 = l_2796 | l_2799;
let l_2801 = bitcast<f64>(l_2800);
l_mut_2578 = l_2801;
}
}
}
let l_2802 = -l_mut_2578;
l_mut_2578 = l_2802;
let l_2803 = bool(false) && bool(true);
if l_2803 {
let l_2804 = l_2715 + l_2718;
let l_2805 = l_2804 * f64(7.1362384635298e44);
let l_2806 = floor(l_2805);
let l_2807 = l_2806 * f64(1.401298464324817e-45);
l_mut_166 = l_2807;
let l_2808 = abs(l_2804);
let l_2809 = l_2808 >= f64(1.1754943508222875e-38);
if l_2809 {
let l_2810 = f32(l_2804);
let l_2811 = f64(l_2810);
l_mut_166 = l_2811;
let l_2812 = l_mut_166 > l_2804;
if l_2812 {
let l_2813 = bitcast<u32>(l_2810);
let l_2814 = l_2813 ^ u32(2147483648);
let l_2815 = bitcast<f32>(l_2814);
let l_2816 = bitcast<u32>(l_2815);
let l_2817 = l_2816 + u32(1);
l_mut_407 = l_2817;
let l_2818 = l_2816 & u32(2147483647);
let l_2819 = l_2818 == u32(0);
if l_2819 {
l_mut_407 = u32(1);
} else {
let l_2820 = l_2816 & u32(2147483648);
let l_2821 = l_2820 != u32(0);
if l_2821 {
let l_2822 = l_2816 - u32(1);
l_mut_407 = l_2822;
} else {
let l_2823 = l_2816 == u32(2139095040);
if l_2823 {
l_mut_407 = l_2816;
}
}
}
let l_2824 = bitcast<f32>(l_mut_407);
let l_2825 = bitcast<u32>(l_2824);
let l_2826 = l_2825 ^ u32(2147483648);
let l_2827 = bitcast<f32>(l_2826);
let l_2828 = bitcast<u32>(l_2827);
let l_2829 = l_2828 & u32(2147483647);
let l_2830 = bitcast<f32>(l_2829);
let l_2831 = f64(l_2830);
l_mut_2832 = l_2831;
let l_2833 = l_2829 < u32(8388608);
if l_2833 {
let l_2834 = f64(l_2829);
let l_2835 = l_2834 * f64(1.401298464324817e-45);
l_mut_2832 = l_2835;
}
let l_2836 = bitcast<u64>(l_mut_2832);
let l_2837 = l_2828 >> u32(31);
let l_2838 = u64(l_2837);
let l_2839 = l_2838 << u32(bitcast<u64>(u64(63)));
let l_2840 = l_2836 | l_2839;
let l_2841 = bitcast<f64>(l_2840);
l_mut_166 = l_2841;
} else {
let l_2842 = bitcast<u32>(l_2810);
let l_2843 = l_2842 + u32(1);
l_mut_407 = l_2843;
let l_2844 = l_2842 & u32(2147483647);
let l_2845 = l_2844 == u32(0);
if l_2845 {
l_mut_407 = u32(1);
} else {
let l_2846 = l_2842 & u32(2147483648);
let l_2847 = l_2846 != u32(0);
if l_2847 {
let l_2848 = l_2842 - u32(1);
l_mut_407 = l_2848;
} else {
let l_2849 = l_2842 == u32(2139095040);
if l_2849 {
l_mut_407 = l_2842;
}
}
}
let l_2850 = bitcast<f32>(l_mut_407);
let l_2851 = bitcast<u32>(l_2850);
let l_2852 = l_2851 & u32(2147483647);
let l_2853 = bitcast<f32>(l_2852);
let l_2854 = f64(l_2853);
l_mut_2832 = l_2854;
let l_2855 = l_2852 < u32(8388608);
if l_2855 {
let l_2856 = f64(l_2852);
let l_2857 = l_2856 * f64(1.401298464324817e-45);
l_mut_2832 = l_2857;
}
let l_2858 = bitcast<u64>(l_mut_2832);
let l_2859 = l_2851 >> u32(31);
let l_2860 = u64(l_2859);
let l_2861 = l_2860 << u32(bitcast<u64>(u64(63)));
let l_2862 = l_2858 | l_2861;
let l_2863 = bitcast<f64>(l_2862);
let l_2864 = l_2863 <= l_2804;
if l_2864 {
let l_2865 = bitcast<u32>(l_2810);
let l_2866 = l_2865 + u32(1);
l_mut_407 = l_2866;
let l_2867 = l_2865 & u32(2147483647);
let l_2868 = l_2867 == u32(0);
if l_2868 {
l_mut_407 = u32(1);
} else {
let l_2869 = l_2865 & u32(2147483648);
let l_2870 = l_2869 != u32(0);
if l_2870 {
let l_2871 = l_2865 - u32(1);
l_mut_407 = l_2871;
} else {
let l_2872 = l_2865 == u32(2139095040);
if l_2872 {
l_mut_407 = l_2865;
}
}
}
let l_2873 = bitcast<f32>(l_mut_407);
let l_2874 = bitcast<u32>(l_2873);
let l_2875 = l_2874 & u32(2147483647);
let l_2876 = bitcast<f32>(l_2875);
let l_2877 = f64(l_2876);
l_mut_2832 = l_2877;
let l_2878 = l_2875 < u32(8388608);
if l_2878 {
let l_2879 = f64(l_2875);
let l_2880 = l_2879 * f64(1.401298464324817e-45);
l_mut_2832 = l_2880;
}
let l_2881 = bitcast<u64>(l_mut_2832);
let l_2882 = l_2874 >> u32(31);
let l_2883 = u64(l_2882);
let l_2884 = l_2883 << u32(bitcast<u64>(u64(63)));
let l_2885 = l_2881 | l_2884;
let l_2886 = bitcast<f64>(l_2885);
l_mut_166 = l_2886;
}
}
}
l_mut_2578 = l_mut_166;
} else {
let l_2887 = l_2715 - l_2718;
let l_2888 = -l_2887;
let l_2889 = l_2888 * f64(7.1362384635298e44);
let l_2890 = floor(l_2889);
let l_2891 = l_2890 * f64(1.401298464324817e-45);
l_mut_2832 = l_2891;
let l_2892 = abs(l_2888);
let l_2893 = l_2892 >= f64(1.1754943508222875e-38);
if l_2893 {
let l_2894 = f32(l_2888);
let l_2895 = f64(l_2894);
l_mut_2832 = l_2895;
let l_2896 = l_mut_2832 > l_2888;
if l_2896 {
let l_2897 = bitcast<u32>(l_2894);
let l_2898 = l_2897 ^ u32(2147483648);
let l_2899 = bitcast<f32>(l_2898);
let l_2900 = bitcast<u32>(l_2899);
let l_2901 = l_2900 + u32(1);
l_mut_407 = l_2901;
let l_2902 = l_2900 & u32(2147483647);
let l_2903 = l_2902 == u32(0);
if l_2903 {
l_mut_407 = u32(1);
} else {
let l_2904 = l_2900 & u32(2147483648);
let l_2905 = l_2904 != u32(0);
if l_2905 {
let l_2906 = l_2900 - u32(1);
l_mut_407 = l_2906;
} else {
let l_2907 = l_2900 == u32(2139095040);
if l_2907 {
l_mut_407 = l_2900;
}
}
}
let l_2908 = bitcast<f32>(l_mut_407);
let l_2909 = bitcast<u32>(l_2908);
let l_2910 = l_2909 ^ u32(2147483648);
let l_2911 = bitcast<f32>(l_2910);
let l_2912 = bitcast<u32>(l_2911);
let l_2913 = l_2912 & u32(2147483647);
let l_2914 = bitcast<f32>(l_2913);
let l_2915 = f64(l_2914);
l_mut_166 = l_2915;
let l_2916 = l_2913 < u32(8388608);
if l_2916 {
let l_2917 = f64(l_2913);
let l_2918 = l_2917 * f64(1.401298464324817e-45);
l_mut_166 = l_2918;
}
let l_2919 = bitcast<u64>(l_mut_166);
let l_2920 = l_2912 >> u32(31);
let l_2921 = u64(l_2920);
let l_2922 = l_2921 << u32(bitcast<u64>(u64(63)));
let l_2923 = l_2919 | l_2922;
let l_2924 = bitcast<f64>(l_2923);
l_mut_2832 = l_2924;
} else {
let l_2925 = bitcast<u32>(l_2894);
let l_2926 = l_2925 + u32(1);
l_mut_407 = l_2926;
let l_2927 = l_2925 & u32(2147483647);
let l_2928 = l_2927 == u32(0);
if l_2928 {
l_mut_407 = u32(1);
} else {
let l_2929 = l_2925 & u32(2147483648);
let l_2930 = l_2929 != u32(0);
if l_2930 {
let l_2931 = l_2925 - u32(1);
l_mut_407 = l_2931;
} else {
let l_2932 = l_2925 == u32(2139095040);
if l_2932 {
l_mut_407 = l_2925;
}
}
}
let l_2933 = bitcast<f32>(l_mut_407);
let l_2934 = bitcast<u32>(l_2933);
let l_2935 = l_2934 & u32(2147483647);
let l_2936 = bitcast<f32>(l_2935);
let l_2937 = f64(l_2936);
l_mut_166 = l_2937;
let l_2938 = l_2935 < u32(8388608);
if l_2938 {
let l_2939 = f64(l_2935);
let l_2940 = l_2939 * f64(1.401298464324817e-45);
l_mut_166 = l_2940;
}
let l_2941 = bitcast<u64>(l_mut_166);
let l_2942 = l_2934 >> u32(31);
let l_2943 = u64(l_2942);
let l_2944 = l_2943 << u32(bitcast<u64>(u64(63)));
let l_2945 = l_2941 | l_2944;
let l_2946 = bitcast<f64>(l_2945);
let l_2947 = l_2946 <= l_2888;
if l_2947 {
let l_2948 = bitcast<u32>(l_2894);
let l_2949 = l_2948 + u32(1);
l_mut_407 = l_2949;
let l_2950 = l_2948 & u32(2147483647);
let l_2951 = l_2950 == u32(0);
if l_2951 {
l_mut_407 = u32(1);
} else {
let l_2952 = l_2948 & u32(2147483648);
let l_2953 = l_2952 != u32(0);
if l_2953 {
let l_2954 = l_2948 - u32(1);
l_mut_407 = l_2954;
} else {
let l_2955 = l_2948 == u32(2139095040);
if l_2955 {
l_mut_407 = l_2948;
}
}
}
let l_2956 = bitcast<f32>(l_mut_407);
let l_2957 = bitcast<u32>(l_2956);
let l_2958 = l_2957 & u32(2147483647);
let l_2959 = bitcast<f32>(l_2958);
let l_2960 = f64(l_2959);
l_mut_166 = l_2960;
let l_2961 = l_2958 < u32(8388608);
if l_2961 {
let l_2962 = f64(l_2958);
let l_2963 = l_2962 * f64(1.401298464324817e-45);
l_mut_166 = l_2963;
}
let l_2964 = bitcast<u64>(l_mut_166);
let l_2965 = l_2957 >> u32(31);
let l_2966 = u64(l_2965);
let l_2967 = l_2966 << u32(bitcast<u64>(u64(63)));
let l_2968 = l_2964 | l_2967;
let l_2969 = bitcast<f64>(l_2968);
l_mut_2832 = l_2969;
}
}
}
let l_2970 = -l_mut_2832;
l_mut_2578 = l_2970;
}
let l_2971 = l_mut_1480 - l_381;
let l_2972 = abs(l_2971);
let l_2973 = l_2972 * f64(2.220446049250313e-16);
let l_2974 = l_2460 + l_2973;
let l_2975 = l_2971 + l_2974;
let l_2976 = -l_2975;
let l_2977 = l_2976 * f64(7.1362384635298e44);
let l_2978 = floor(l_2977);
let l_2979 = l_2978 * f64(1.401298464324817e-45);
l_mut_2832 = l_2979;
let l_2980 = abs(l_2976);
let l_2981 = l_2980 >= f64(1.1754943508222875e-38);
if l_2981 {
let l_2982 = f32(l_2976);
let l_2983 = f64(l_2982);
l_mut_2832 = l_2983;
let l_2984 = l_mut_2832 > l_2976;
if l_2984 {
let l_2985 = bitcast<u32>(l_2982);
let l_2986 = l_2985 ^ u32(2147483648);
let l_2987 = bitcast<f32>(l_2986);
let l_2988 = bitcast<u32>(l_2987);
let l_2989 = l_2988 + u32(1);
l_mut_407 = l_2989;
let l_2990 = l_2988 & u32(2147483647);
let l_2991 = l_2990 == u32(0);
if l_2991 {
l_mut_407 = u32(1);
} else {
let l_2992 = l_2988 & u32(2147483648);
let l_2993 = l_2992 != u32(0);
if l_2993 {
let l_2994 = l_2988 - u32(1);
l_mut_407 = l_2994;
} else {
let l_2995 = l_2988 == u32(2139095040);
if l_2995 {
l_mut_407 = l_2988;
}
}
}
let l_2996 = bitcast<f32>(l_mut_407);
let l_2997 = bitcast<u32>(l_2996);
let l_2998 = l_2997 ^ u32(2147483648);
let l_2999 = bitcast<f32>(l_2998);
let l_3000 = bitcast<u32>(l_2999);
let l_3001 = l_3000 & u32(2147483647);
let l_3002 = bitcast<f32>(l_3001);
let l_3003 = f64(l_3002);
l_mut_166 = l_3003;
let l_3004 = l_3001 < u32(8388608);
if l_3004 {
let l_3005 = f64(l_3001);
let l_3006 = l_3005 * f64(1.401298464324817e-45);
l_mut_166 = l_3006;
}
let l_3007 = bitcast<u64>(l_mut_166);
let l_3008 = l_3000 >> u32(31);
let l_3009 = u64(l_3008);
let l_3010 = l_3009 << u32(bitcast<u64>(u64(63)));
let l_3011 = l_3007 | l_3010;
let l_3012 = bitcast<f64>(l_3011);
l_mut_2832 = l_3012;
} else {
let l_3013 = bitcast<u32>(l_2982);
let l_3014 = l_3013 + u32(1);
l_mut_407 = l_3014;
let l_3015 = l_3013 & u32(2147483647);
let l_3016 = l_3015 == u32(0);
if l_3016 {
l_mut_407 = u32(1);
} else {
let l_3017 = l_3013 & u32(2147483648);
let l_3018 = l_3017 != u32(0);
if l_3018 {
let l_3019 = l_3013 - u32(1);
l_mut_407 = l_3019;
} else {
let l_3020 = l_3013 == u32(2139095040);
if l_3020 {
l_mut_407 = l_3013;
}
}
}
let l_3021 = bitcast<f32>(l_mut_407);
let l_3022 = bitcast<u32>(l_3021);
let l_3023 = l_3022 & u32(2147483647);
let l_3024 = bitcast<f32>(l_3023);
let l_3025 = f64(l_3024);
l_mut_166 = l_3025;
let l_3026 = l_3023 < u32(8388608);
if l_3026 {
let l_3027 = f64(l_3023);
let l_3028 = l_3027 * f64(1.401298464324817e-45);
l_mut_166 = l_3028;
}
let l_3029 = bitcast<u64>(l_mut_166);
let l_3030 = l_3022 >> u32(31);
let l_3031 = u64(l_3030);
let l_3032 = l_3031 << u32(bitcast<u64>(u64(63)));
let l_3033 = l_3029 | l_3032;
let l_3034 = bitcast<f64>(l_3033);
let l_3035 = l_3034 <= l_2976;
if l_3035 {
let l_3036 = bitcast<u32>(l_2982);
let l_3037 = l_3036 + u32(1);
l_mut_407 = l_3037;
let l_3038 = l_3036 & u32(2147483647);
let l_3039 = l_3038 == u32(0);
if l_3039 {
l_mut_407 = u32(1);
} else {
let l_3040 = l_3036 & u32(2147483648);
let l_3041 = l_3040 != u32(0);
if l_3041 {
let l_3042 = l_3036 - u32(1);
l_mut_407 = l_3042;
} else {
let l_3043 = l_3036 == u32(2139095040);
if l_3043 {
l_mut_407 = l_3036;
}
}
}
let l_3044 = bitcast<f32>(l_mut_407);
let l_3045 = bitcast<u32>(l_3044);
let l_3046 = l_3045 & u32(2147483647);
let l_3047 = bitcast<f32>(l_3046);
let l_3048 = f64(l_3047);
l_mut_166 = l_3048;
let l_3049 = l_3046 < u32(8388608);
if l_3049 {
let l_3050 = f64(l_3046);
let l_3051 = l_3050 * f64(1.401298464324817e-45);
l_mut_166 = l_3051;
}
let l_3052 = bitcast<u64>(l_mut_166);
let l_3053 = l_3045 >> u32(31);
let l_3054 = u64(l_3053);
let l_3055 = l_3054 << u32(bitcast<u64>(u64(63)));
let l_3056 = l_3052 | l_3055;
let l_3057 = bitcast<f64>(l_3056);
l_mut_2832 = l_3057;
}
}
}
let l_3058 = -l_mut_2832;
l_mut_2832 = l_3058;
let l_3059 = bool(true) && bool(true);
if l_3059 {
let l_3060 = l_2971 + l_2974;
let l_3061 = l_3060 * f64(7.1362384635298e44);
let l_3062 = floor(l_3061);
let l_3063 = l_3062 * f64(1.401298464324817e-45);
l_mut_166 = l_3063;
let l_3064 = abs(l_3060);
let l_3065 = l_3064 >= f64(1.1754943508222875e-38);
if l_3065 {
let l_3066 = f32(l_3060);
let l_3067 = f64(l_3066);
l_mut_166 = l_3067;
let l_3068 = l_mut_166 > l_3060;
if l_3068 {
let l_3069 = bitcast<u32>(l_3066);
let l_3070 = l_3069 ^ u32(2147483648);
let l_3071 = bitcast<f32>(l_3070);
let l_3072 = bitcast<u32>(l_3071);
let l_3073 = l_3072 + u32(1);
l_mut_407 = l_3073;
let l_3074 = l_3072 & u32(2147483647);
let l_3075 = l_3074 == u32(0);
if l_3075 {
l_mut_407 = u32(1);
} else {
let l_3076 = l_3072 & u32(2147483648);
let l_3077 = l_3076 != u32(0);
if l_3077 {
let l_3078 = l_3072 - u32(1);
l_mut_407 = l_3078;
} else {
let l_3079 = l_3072 == u32(2139095040);
if l_3079 {
l_mut_407 = l_3072;
}
}
}
let l_3080 = bitcast<f32>(l_mut_407);
let l_3081 = bitcast<u32>(l_3080);
let l_3082 = l_3081 ^ u32(2147483648);
let l_3083 = bitcast<f32>(l_3082);
let l_3084 = bitcast<u32>(l_3083);
let l_3085 = l_3084 & u32(2147483647);
let l_3086 = bitcast<f32>(l_3085);
let l_3087 = f64(l_3086);
l_mut_3088 = l_3087;
let l_3089 = l_3085 < u32(8388608);
if l_3089 {
let l_3090 = f64(l_3085);
let l_3091 = l_3090 * f64(1.401298464324817e-45);
l_mut_3088 = l_3091;
}
let l_3092 = bitcast<u64>(l_mut_3088);
let l_3093 = l_3084 >> u32(31);
let l_3094 = u64(l_3093);
let l_3095 = l_3094 << u32(bitcast<u64>(u64(63)));
let l_3096 = l_3092 | l_3095;
let l_3097 = bitcast<f64>(l_3096);
l_mut_166 = l_3097;
} else {
let l_3098 = bitcast<u32>(l_3066);
let l_3099 = l_3098 + u32(1);
l_mut_407 = l_3099;
let l_3100 = l_3098 & u32(2147483647);
let l_3101 = l_3100 == u32(0);
if l_3101 {
l_mut_407 = u32(1);
} else {
let l_3102 = l_3098 & u32(2147483648);
let l_3103 = l_3102 != u32(0);
if l_3103 {
let l_3104 = l_3098 - u32(1);
l_mut_407 = l_3104;
} else {
let l_3105 = l_3098 == u32(2139095040);
if l_3105 {
l_mut_407 = l_3098;
}
}
}
let l_3106 = bitcast<f32>(l_mut_407);
let l_3107 = bitcast<u32>(l_3106);
let l_3108 = l_3107 & u32(2147483647);
let l_3109 = bitcast<f32>(l_3108);
let l_3110 = f64(l_3109);
l_mut_3088 = l_3110;
let l_3111 = l_3108 < u32(8388608);
if l_3111 {
let l_3112 = f64(l_3108);
let l_3113 = l_3112 * f64(1.401298464324817e-45);
l_mut_3088 = l_3113;
}
let l_3114 = bitcast<u64>(l_mut_3088);
let l_3115 = l_3107 >> u32(31);
let l_3116 = u64(l_3115);
let l_3117 = l_3116 << u32(bitcast<u64>(u64(63)));
let l_3118 = l_3114 | l_3117;
let l_3119 = bitcast<f64>(l_3118);
let l_3120 = l_3119 <= l_3060;
if l_3120 {
let l_3121 = bitcast<u32>(l_3066);
let l_3122 = l_3121 + u32(1);
l_mut_407 = l_3122;
let l_3123 = l_3121 & u32(2147483647);
let l_3124 = l_3123 == u32(0);
if l_3124 {
l_mut_407 = u32(1);
} else {
let l_3125 = l_3121 & u32(2147483648);
let l_3126 = l_3125 != u32(0);
if l_3126 {
let l_3127 = l_3121 - u32(1);
l_mut_407 = l_3127;
} else {
let l_3128 = l_3121 == u32(2139095040);
if l_3128 {
l_mut_407 = l_3121;
}
}
}
let l_3129 = bitcast<f32>(l_mut_407);
let l_3130 = bitcast<u32>(l_3129);
let l_3131 = l_3130 & u32(2147483647);
let l_3132 = bitcast<f32>(l_3131);
let l_3133 = f64(l_3132);
l_mut_3088 = l_3133;
let l_3134 = l_3131 < u32(8388608);
if l_3134 {
let l_3135 = f64(l_3131);
let l_3136 = l_3135 * f64(1.401298464324817e-45);
l_mut_3088 = l_3136;
}
let l_3137 = bitcast<u64>(l_mut_3088);
let l_3138 = l_3130 >> u32(31);
let l_3139 = u64(l_3138);
let l_3140 = l_3139 << u32(bitcast<u64>(u64(63)));
let l_3141 = l_3137 | l_3140;
let l_3142 = bitcast<f64>(l_3141);
l_mut_166 = l_3142;
}
}
}
l_mut_2832 = l_mut_166;
} else {
let l_3143 = l_2971 - l_2974;
let l_3144 = l_3143 * f64(7.1362384635298e44);
let l_3145 = floor(l_3144);
let l_3146 = l_3145 * f64(1.401298464324817e-45);
l_mut_3088 = l_3146;
let l_3147 = abs(l_3143);
let l_3148 = l_3147 >= f64(1.1754943508222875e-38);
if l_3148 {
let l_3149 = f32(l_3143);
let l_3150 = f64(l_3149);
l_mut_3088 = l_3150;
let l_3151 = l_mut_3088 > l_3143;
if l_3151 {
let l_3152 = bitcast<u32>(l_3149);
let l_3153 = l_3152 ^ u32(2147483648);
let l_3154 = bitcast<f32>(l_3153);
let l_3155 = bitcast<u32>(l_3154);
let l_3156 = l_3155 + u32(1);
l_mut_407 = l_3156;
let l_3157 = l_3155 & u32(2147483647);
let l_3158 = l_3157 == u32(0);
if l_3158 {
l_mut_407 = u32(1);
} else {
let l_3159 = l_3155 & u32(2147483648);
let l_3160 = l_3159 != u32(0);
if l_3160 {
let l_3161 = l_3155 - u32(1);
l_mut_407 = l_3161;
} else {
let l_3162 = l_3155 == u32(2139095040);
if l_3162 {
l_mut_407 = l_3155;
}
}
}
let l_3163 = bitcast<f32>(l_mut_407);
let l_3164 = bitcast<u32>(l_3163);
let l_3165 = l_3164 ^ u32(2147483648);
let l_3166 = bitcast<f32>(l_3165);
let l_3167 = bitcast<u32>(l_3166);
let l_3168 = l_3167 & u32(2147483647);
let l_3169 = bitcast<f32>(l_3168);
let l_3170 = f64(l_3169);
l_mut_166 = l_3170;
let l_3171 = l_3168 < u32(8388608);
if l_3171 {
let l_3172 = f64(l_3168);
let l_3173 = l_3172 * f64(1.401298464324817e-45);
l_mut_166 = l_3173;
}
let l_3174 = bitcast<u64>(l_mut_166);
let l_3175 = l_3167 >> u32(31);
let l_3176 = u64(l_3175);
let l_3177 = l_3176 << u32(bitcast<u64>(u64(63)));
let l_3178 = l_3174 | l_3177;
let l_3179 = bitcast<f64>(l_3178);
l_mut_3088 = l_3179;
} else {
let l_3180 = bitcast<u32>(l_3149);
let l_3181 = l_3180 + u32(1);
l_mut_407 = l_3181;
let l_3182 = l_3180 & u32(2147483647);
let l_3183 = l_3182 == u32(0);
if l_3183 {
l_mut_407 = u32(1);
} else {
let l_3184 = l_3180 & u32(2147483648);
let l_3185 = l_3184 != u32(0);
if l_3185 {
let l_3186 = l_3180 - u32(1);
l_mut_407 = l_3186;
} else {
let l_3187 = l_3180 == u32(2139095040);
if l_3187 {
l_mut_407 = l_3180;
}
}
}
let l_3188 = bitcast<f32>(l_mut_407);
let l_3189 = bitcast<u32>(l_3188);
let l_3190 = l_3189 & u32(2147483647);
let l_3191 = bitcast<f32>(l_3190);
let l_3192 = f64(l_3191);
l_mut_166 = l_3192;
let l_3193 = l_3190 < u32(8388608);
if l_3193 {
let l_3194 = f64(l_3190);
let l_3195 = l_3194 * f64(1.401298464324817e-45);
l_mut_166 = l_3195;
}
let l_3196 = bitcast<u64>(l_mut_166);
let l_3197 = l_3189 >> u32(31);
let l_3198 = u64(l_3197);
let l_3199 = l_3198 << u32(bitcast<u64>(u64(63)));
let l_3200 = l_3196 | l_3199;
let l_3201 = bitcast<f64>(l_3200);
let l_3202 = l_3201 <= l_3143;
if l_3202 {
let l_3203 = bitcast<u32>(l_3149);
let l_3204 = l_3203 + u32(1);
l_mut_407 = l_3204;
let l_3205 = l_3203 & u32(2147483647);
let l_3206 = l_3205 == u32(0);
if l_3206 {
l_mut_407 = u32(1);
} else {
let l_3207 = l_3203 & u32(2147483648);
let l_3208 = l_3207 != u32(0);
if l_3208 {
let l_3209 = l_3203 - u32(1);
l_mut_407 = l_3209;
} else {
let l_3210 = l_3203 == u32(2139095040);
if l_3210 {
l_mut_407 = l_3203;
}
}
}
let l_3211 = bitcast<f32>(l_mut_407);
let l_3212 = bitcast<u32>(l_3211);
let l_3213 = l_3212 & u32(2147483647);
let l_3214 = bitcast<f32>(l_3213);
let l_3215 = f64(l_3214);
l_mut_166 = l_3215;
let l_3216 = l_3213 < u32(8388608);
if l_3216 {
let l_3217 = f64(l_3213);
let l_3218 = l_3217 * f64(1.401298464324817e-45);
l_mut_166 = l_3218;
}
let l_3219 = bitcast<u64>(l_mut_166);
let l_3220 = l_3212 >> u32(31);
let l_3221 = u64(l_3220);
let l_3222 = l_3221 << u32(bitcast<u64>(u64(63)));
let l_3223 = l_3219 | l_3222;
let l_3224 = bitcast<f64>(l_3223);
l_mut_3088 = l_3224;
}
}
}
l_mut_2832 = l_mut_3088;
}
let l_3225 = l_mut_1480 + l_381;
let l_3226 = abs(l_3225);
let l_3227 = l_3226 * f64(2.220446049250313e-16);
let l_3228 = l_2460 + l_3227;
let l_3229 = l_3225 + l_3228;
let l_3230 = -l_3229;
let l_3231 = l_3230 * f64(7.1362384635298e44);
let l_3232 = floor(l_3231);
let l_3233 = l_3232 * f64(1.401298464324817e-45);
l_mut_3088 = l_3233;
let l_3234 = abs(l_3230);
let l_3235 = l_3234 >= f64(1.1754943508222875e-38);
if l_3235 {
let l_3236 = f32(l_3230);
let l_3237 = f64(l_3236);
l_mut_3088 = l_3237;
let l_3238 = l_mut_3088 > l_3230;
if l_3238 {
let l_3239 = bitcast<u32>(l_3236);
let l_3240 = l_3239 ^ u32(2147483648);
let l_3241 = bitcast<f32>(l_3240);
let l_3242 = bitcast<u32>(l_3241);
let l_3243 = l_3242 + u32(1);
l_mut_407 = l_3243;
let l_3244 = l_3242 & u32(2147483647);
let l_3245 = l_3244 == u32(0);
if l_3245 {
l_mut_407 = u32(1);
} else {
let l_3246 = l_3242 & u32(2147483648);
let l_3247 = l_3246 != u32(0);
if l_3247 {
let l_3248 = l_3242 - u32(1);
l_mut_407 = l_3248;
} else {
let l_3249 = l_3242 == u32(2139095040);
if l_3249 {
l_mut_407 = l_3242;
}
}
}
let l_3250 = bitcast<f32>(l_mut_407);
let l_3251 = bitcast<u32>(l_3250);
let l_3252 = l_3251 ^ u32(2147483648);
let l_3253 = bitcast<f32>(l_3252);
let l_3254 = bitcast<u32>(l_3253);
let l_3255 = l_3254 & u32(2147483647);
let l_3256 = bitcast<f32>(l_3255);
let l_3257 = f64(l_3256);
l_mut_166 = l_3257;
let l_3258 = l_3255 < u32(8388608);
if l_3258 {
let l_3259 = f64(l_3255);
let l_3260 = l_3259 * f64(1.401298464324817e-45);
l_mut_166 = l_3260;
}
let l_3261 = bitcast<u64>(l_mut_166);
let l_3262 = l_3254 >> u32(31);
let l_3263 = u64(l_3262);
let l_3264 = l_3263 << u32(bitcast<u64>(u64(63)));
let l_3265 = l_3261 | l_3264;
let l_3266 = bitcast<f64>(l_3265);
l_mut_3088 = l_3266;
} else {
let l_3267 = bitcast<u32>(l_3236);
let l_3268 = l_3267 + u32(1);
l_mut_407 = l_3268;
let l_3269 = l_3267 & u32(2147483647);
let l_3270 = l_3269 == u32(0);
if l_3270 {
l_mut_407 = u32(1);
} else {
let l_3271 = l_3267 & u32(2147483648);
let l_3272 = l_3271 != u32(0);
if l_3272 {
let l_3273 = l_3267 - u32(1);
l_mut_407 = l_3273;
} else {
let l_3274 = l_3267 == u32(2139095040);
if l_3274 {
l_mut_407 = l_3267;
}
}
}
let l_3275 = bitcast<f32>(l_mut_407);
let l_3276 = bitcast<u32>(l_3275);
let l_3277 = l_3276 & u32(2147483647);
let l_3278 = bitcast<f32>(l_3277);
let l_3279 = f64(l_3278);
l_mut_166 = l_3279;
let l_3280 = l_3277 < u32(8388608);
if l_3280 {
let l_3281 = f64(l_3277);
let l_3282 = l_3281 * f64(1.401298464324817e-45);
l_mut_166 = l_3282;
}
let l_3283 = bitcast<u64>(l_mut_166);
let l_3284 = l_3276 >> u32(31);
let l_3285 = u64(l_3284);
let l_3286 = l_3285 << u32(bitcast<u64>(u64(63)));
let l_3287 = l_3283 | l_3286;
let l_3288 = bitcast<f64>(l_3287);
let l_3289 = l_3288 <= l_3230;
if l_3289 {
let l_3290 = bitcast<u32>(l_3236);
let l_3291 = l_3290 + u32(1);
l_mut_407 = l_3291;
let l_3292 = l_3290 & u32(2147483647);
let l_3293 = l_3292 == u32(0);
if l_3293 {
l_mut_407 = u32(1);
} else {
let l_3294 = l_3290 & u32(2147483648);
let l_3295 = l_3294 != u32(0);
if l_3295 {
let l_3296 = l_3290 - u32(1);
l_mut_407 = l_3296;
} else {
let l_3297 = l_3290 == u32(2139095040);
if l_3297 {
l_mut_407 = l_3290;
}
}
}
let l_3298 = bitcast<f32>(l_mut_407);
let l_3299 = bitcast<u32>(l_3298);
let l_3300 = l_3299 & u32(2147483647);
let l_3301 = bitcast<f32>(l_3300);
let l_3302 = f64(l_3301);
l_mut_166 = l_3302;
let l_3303 = l_3300 < u32(8388608);
if l_3303 {
let l_3304 = f64(l_3300);
let l_3305 = l_3304 * f64(1.401298464324817e-45);
l_mut_166 = l_3305;
}
let l_3306 = bitcast<u64>(l_mut_166);
let l_3307 = l_3299 >> u32(31);
let l_3308 = u64(l_3307);
let l_3309 = l_3308 << u32(bitcast<u64>(u64(63)));
let l_3310 = l_3306 | l_3309;
let l_3311 = bitcast<f64>(l_3310);
l_mut_3088 = l_3311;
}
}
}
let l_3312 = -l_mut_3088;
l_mut_3088 = l_3312;
let l_3313 = bool(false) && bool(true);
if l_3313 {
let l_3314 = l_3225 + l_3228;
let l_3315 = l_3314 * f64(7.1362384635298e44);
let l_3316 = floor(l_3315);
let l_3317 = l_3316 * f64(1.401298464324817e-45);
l_mut_166 = l_3317;
let l_3318 = abs(l_3314);
let l_3319 = l_3318 >= f64(1.1754943508222875e-38);
if l_3319 {
let l_3320 = f32(l_3314);
let l_3321 = f64(l_3320);
l_mut_166 = l_3321;
let l_3322 = l_mut_166 > l_3314;
if l_3322 {
let l_3323 = bitcast<u32>(l_3320);
let l_3324 = l_3323 ^ u32(2147483648);
let l_3325 = bitcast<f32>(l_3324);
let l_3326 = bitcast<u32>(l_3325);
let l_3327 = l_3326 + u32(1);
l_mut_407 = l_3327;
let l_3328 = l_3326 & u32(2147483647);
let l_3329 = l_3328 == u32(0);
if l_3329 {
l_mut_407 = u32(1);
} else {
let l_3330 = l_3326 & u32(2147483648);
let l_3331 = l_3330 != u32(0);
if l_3331 {
let l_3332 = l_3326 - u32(1);
l_mut_407 = l_3332;
} else {
let l_3333 = l_3326 == u32(2139095040);
if l_3333 {
l_mut_407 = l_3326;
}
}
}
let l_3334 = bitcast<f32>(l_mut_407);
let l_3335 = bitcast<u32>(l_3334);
let l_3336 = l_3335 ^ u32(2147483648);
let l_3337 = bitcast<f32>(l_3336);
let l_3338 = bitcast<u32>(l_3337);
let l_3339 = l_3338 & u32(2147483647);
let l_3340 = bitcast<f32>(l_3339);
let l_3341 = f64(l_3340);
l_mut_3342 = l_3341;
let l_3343 = l_3339 < u32(8388608);
if l_3343 {
let l_3344 = f64(l_3339);
let l_3345 = l_3344 * f64(1.401298464324817e-45);
l_mut_3342 = l_3345;
}
let l_3346 = bitcast<u64>(l_mut_3342);
let l_3347 = l_3338 >> u32(31);
let l_3348 = u64(l_3347);
let l_3349 = l_3348 << u32(bitcast<u64>(u64(63)));
let l_3350 = l_3346 | l_3349;
let l_3351 = bitcast<f64>(l_3350);
l_mut_166 = l_3351;
} else {
let l_3352 = bitcast<u32>(l_3320);
let l_3353 = l_3352 + u32(1);
l_mut_407 = l_3353;
let l_3354 = l_3352 & u32(2147483647);
let l_3355 = l_3354 == u32(0);
if l_3355 {
l_mut_407 = u32(1);
} else {
let l_3356 = l_3352 & u32(2147483648);
let l_3357 = l_3356 != u32(0);
if l_3357 {
let l_3358 = l_3352 - u32(1);
l_mut_407 = l_3358;
} else {
let l_3359 = l_3352 == u32(2139095040);
if l_3359 {
l_mut_407 = l_3352;
}
}
}
let l_3360 = bitcast<f32>(l_mut_407);
let l_3361 = bitcast<u32>(l_3360);
let l_3362 = l_3361 & u32(2147483647);
let l_3363 = bitcast<f32>(l_3362);
let l_3364 = f64(l_3363);
l_mut_3342 = l_3364;
let l_3365 = l_3362 < u32(8388608);
if l_3365 {
let l_3366 = f64(l_3362);
let l_3367 = l_3366 * f64(1.401298464324817e-45);
l_mut_3342 = l_3367;
}
let l_3368 = bitcast<u64>(l_mut_3342);
let l_3369 = l_3361 >> u32(31);
let l_3370 = u64(l_3369);
let l_3371 = l_3370 << u32(bitcast<u64>(u64(63)));
let l_3372 = l_3368 | l_3371;
let l_3373 = bitcast<f64>(l_3372);
let l_3374 = l_3373 <= l_3314;
if l_3374 {
let l_3375 = bitcast<u32>(l_3320);
let l_3376 = l_3375 + u32(1);
l_mut_407 = l_3376;
let l_3377 = l_3375 & u32(2147483647);
let l_3378 = l_3377 == u32(0);
if l_3378 {
l_mut_407 = u32(1);
} else {
let l_3379 = l_3375 & u32(2147483648);
let l_3380 = l_3379 != u32(0);
if l_3380 {
let l_3381 = l_3375 - u32(1);
l_mut_407 = l_3381;
} else {
let l_3382 = l_3375 == u32(2139095040);
if l_3382 {
l_mut_407 = l_3375;
}
}
}
let l_3383 = bitcast<f32>(l_mut_407);
let l_3384 = bitcast<u32>(l_3383);
let l_3385 = l_3384 & u32(2147483647);
let l_3386 = bitcast<f32>(l_3385);
let l_3387 = f64(l_3386);
l_mut_3342 = l_3387;
let l_3388 = l_3385 < u32(8388608);
if l_3388 {
let l_3389 = f64(l_3385);
let l_3390 = l_3389 * f64(1.401298464324817e-45);
l_mut_3342 = l_3390;
}
let l_3391 = bitcast<u64>(l_mut_3342);
let l_3392 = l_3384 >> u32(31);
let l_3393 = u64(l_3392);
let l_3394 = l_3393 << u32(bitcast<u64>(u64(63)));
let l_3395 = l_3391 | l_3394;
let l_3396 = bitcast<f64>(l_3395);
l_mut_166 = l_3396;
}
}
}
l_mut_3088 = l_mut_166;
} else {
let l_3397 = l_3225 - l_3228;
let l_3398 = -l_3397;
let l_3399 = l_3398 * f64(7.1362384635298e44);
let l_3400 = floor(l_3399);
let l_3401 = l_3400 * f64(1.401298464324817e-45);
l_mut_3342 = l_3401;
let l_3402 = abs(l_3398);
let l_3403 = l_3402 >= f64(1.1754943508222875e-38);
if l_3403 {
let l_3404 = f32(l_3398);
let l_3405 = f64(l_3404);
l_mut_3342 = l_3405;
let l_3406 = l_mut_3342 > l_3398;
if l_3406 {
let l_3407 = bitcast<u32>(l_3404);
let l_3408 = l_3407 ^ u32(2147483648);
let l_3409 = bitcast<f32>(l_3408);
let l_3410 = bitcast<u32>(l_3409);
let l_3411 = l_3410 + u32(1);
l_mut_407 = l_3411;
let l_3412 = l_3410 & u32(2147483647);
let l_3413 = l_3412 == u32(0);
if l_3413 {
l_mut_407 = u32(1);
} else {
let l_3414 = l_3410 & u32(2147483648);
let l_3415 = l_3414 != u32(0);
if l_3415 {
let l_3416 = l_3410 - u32(1);
l_mut_407 = l_3416;
} else {
let l_3417 = l_3410 == u32(2139095040);
if l_3417 {
l_mut_407 = l_3410;
}
}
}
let l_3418 = bitcast<f32>(l_mut_407);
let l_3419 = bitcast<u32>(l_3418);
let l_3420 = l_3419 ^ u32(2147483648);
let l_3421 = bitcast<f32>(l_3420);
let l_3422 = bitcast<u32>(l_3421);
let l_3423 = l_3422 & u32(2147483647);
let l_3424 = bitcast<f32>(l_3423);
let l_3425 = f64(l_3424);
l_mut_166 = l_3425;
let l_3426 = l_3423 < u32(8388608);
if l_3426 {
let l_3427 = f64(l_3423);
let l_3428 = l_3427 * f64(1.401298464324817e-45);
l_mut_166 = l_3428;
}
let l_3429 = bitcast<u64>(l_mut_166);
let l_3430 = l_3422 >> u32(31);
let l_3431 = u64(l_3430);
let l_3432 = l_3431 << u32(bitcast<u64>(u64(63)));
let l_3433 = l_3429 | l_3432;
let l_3434 = bitcast<f64>(l_3433);
l_mut_3342 = l_3434;
} else {
let l_3435 = bitcast<u32>(l_3404);
let l_3436 = l_3435 + u32(1);
l_mut_407 = l_3436;
let l_3437 = l_3435 & u32(2147483647);
let l_3438 = l_3437 == u32(0);
if l_3438 {
l_mut_407 = u32(1);
} else {
let l_3439 = l_3435 & u32(2147483648);
let l_3440 = l_3439 != u32(0);
if l_3440 {
let l_3441 = l_3435 - u32(1);
l_mut_407 = l_3441;
} else {
let l_3442 = l_3435 == u32(2139095040);
if l_3442 {
l_mut_407 = l_3435;
}
}
}
let l_3443 = bitcast<f32>(l_mut_407);
let l_3444 = bitcast<u32>(l_3443);
let l_3445 = l_3444 & u32(2147483647);
let l_3446 = bitcast<f32>(l_3445);
let l_3447 = f64(l_3446);
l_mut_166 = l_3447;
let l_3448 = l_3445 < u32(8388608);
if l_3448 {
let l_3449 = f64(l_3445);
let l_3450 = l_3449 * f64(1.401298464324817e-45);
l_mut_166 = l_3450;
}
let l_3451 = bitcast<u64>(l_mut_166);
let l_3452 = l_3444 >> u32(31);
let l_3453 = u64(l_3452);
let l_3454 = l_3453 << u32(bitcast<u64>(u64(63)));
let l_3455 = l_3451 | l_3454;
let l_3456 = bitcast<f64>(l_3455);
let l_3457 = l_3456 <= l_3398;
if l_3457 {
let l_3458 = bitcast<u32>(l_3404);
let l_3459 = l_3458 + u32(1);
l_mut_407 = l_3459;
let l_3460 = l_3458 & u32(2147483647);
let l_3461 = l_3460 == u32(0);
if l_3461 {
l_mut_407 = u32(1);
} else {
let l_3462 = l_3458 & u32(2147483648);
let l_3463 = l_3462 != u32(0);
if l_3463 {
let l_3464 = l_3458 - u32(1);
l_mut_407 = l_3464;
} else {
let l_3465 = l_3458 == u32(2139095040);
if l_3465 {
l_mut_407 = l_3458;
}
}
}
let l_3466 = bitcast<f32>(l_mut_407);
let l_3467 = bitcast<u32>(l_3466);
let l_3468 = l_3467 & u32(2147483647);
let l_3469 = bitcast<f32>(l_3468);
let l_3470 = f64(l_3469);
l_mut_166 = l_3470;
let l_3471 = l_3468 < u32(8388608);
if l_3471 {
let l_3472 = f64(l_3468);
let l_3473 = l_3472 * f64(1.401298464324817e-45);
l_mut_166 = l_3473;
}
let l_3474 = bitcast<u64>(l_mut_166);
let l_3475 = l_3467 >> u32(31);
let l_3476 = u64(l_3475);
let l_3477 = l_3476 << u32(bitcast<u64>(u64(63)));
let l_3478 = l_3474 | l_3477;
let l_3479 = bitcast<f64>(l_3478);
l_mut_3342 = l_3479;
}
}
}
let l_3480 = -l_mut_3342;
l_mut_3088 = l_3480;
}
l_mut_407 = u32(0);
let l_3481 = l_mut_2832 <= f64(0.0);
let l_3482 = l_mut_3088 >= f64(0.0);
let l_3483 = l_3481 && l_3482;
let l_3484 = !l_3483;
if l_3484 {
let l_3486 = l_mut_221 / l_mut_2832;
let l_3487 = l_mut_221 / l_mut_3088;
let l_3488 = l_mut_2578 / l_mut_2832;
let l_3489 = l_mut_2578 / l_mut_3088;
a_3485[u32(0)] = l_3486;
a_3485[u32(1)] = l_3486;
let l_3490 = a_3485[u32(0)];
let l_3491 = l_3487 < l_3490;
if l_3491 {
a_3485[u32(0)] = l_3487;
}
let l_3492 = a_3485[u32(0)];
let l_3493 = l_3488 < l_3492;
if l_3493 {
a_3485[u32(0)] = l_3488;
}
let l_3494 = a_3485[u32(0)];
let l_3495 = l_3489 < l_3494;
if l_3495 {
a_3485[u32(0)] = l_3489;
}
let l_3496 = a_3485[u32(1)];
let l_3497 = l_3487 > l_3496;
if l_3497 {
a_3485[u32(1)] = l_3487;
}
let l_3498 = a_3485[u32(1)];
let l_3499 = l_3488 > l_3498;
if l_3499 {
a_3485[u32(1)] = l_3488;
}
let l_3500 = a_3485[u32(1)];
let l_3501 = l_3489 > l_3500;
if l_3501 {
a_3485[u32(1)] = l_3489;
}
let l_3502 = a_3485[u32(0)];
let l_3503 = abs(l_3502);
let l_3504 = l_3503 * l_mut_1067;
let l_3505 = a_3485[u32(1)];
let l_3506 = abs(l_3505);
let l_3507 = l_3506 * l_mut_1067;
l_mut_407 = u32(2);
let l_3508 = a_3485[u32(0)];
let l_3509 = l_3508 - l_3504;
let l_3510 = abs(l_3509);
l_mut_3342 = f64(1.401298464324817e-45);
let l_3511 = l_3510 >= f64(1.1754943508222875e-38);
let l_3512 = l_3510 <= f64(1.7976931348623157e308);
let l_3513 = l_3511 && l_3512;
if l_3513 {
let l_3514 = bitcast<u64>(l_3510);
let l_3515 = l_3514 >> u32(bitcast<u64>(u64(52)));
let l_3516 = l_3515 - u64(23);
let l_3517 = l_3516 << u32(bitcast<u64>(u64(52)));
let l_3518 = bitcast<f64>(l_3517);
l_mut_3342 = l_3518;
}
let l_3519 = l_3508 + l_3504;
let l_3520 = abs(l_3519);
l_mut_3088 = f64(1.401298464324817e-45);
let l_3521 = l_3520 >= f64(1.1754943508222875e-38);
let l_3522 = l_3520 <= f64(1.7976931348623157e308);
let l_3523 = l_3521 && l_3522;
if l_3523 {
let l_3524 = bitcast<u64>(l_3520);
let l_3525 = l_3524 >> u32(bitcast<u64>(u64(52)));
let l_3526 = l_3525 - u64(23);
let l_3527 = l_3526 << u32(bitcast<u64>(u64(52)));
let l_3528 = bitcast<f64>(l_3527);
l_mut_3088 = l_3528;
}
let l_3529 = l_mut_3342 == l_mut_3088;
let l_3530 = a_3485[u32(1)];
let l_3531 = l_3530 - l_3507;
let l_3532 = abs(l_3531);
l_mut_3342 = f64(1.401298464324817e-45);
let l_3533 = l_3532 >= f64(1.1754943508222875e-38);
let l_3534 = l_3532 <= f64(1.7976931348623157e308);
let l_3535 = l_3533 && l_3534;
if l_3535 {
let l_3536 = bitcast<u64>(l_3532);
let l_3537 = l_3536 >> u32(bitcast<u64>(u64(52)));
let l_3538 = l_3537 - u64(23);
let l_3539 = l_3538 << u32(bitcast<u64>(u64(52)));
let l_3540 = bitcast<f64>(l_3539);
l_mut_3342 = l_3540;
}
let l_3541 = l_3530 + l_3507;
let l_3542 = abs(l_3541);
l_mut_3088 = f64(1.401298464324817e-45);
let l_3543 = l_3542 >= f64(1.1754943508222875e-38);
let l_3544 = l_3542 <= f64(1.7976931348623157e308);
let l_3545 = l_3543 && l_3544;
if l_3545 {
let l_3546 = bitcast<u64>(l_3542);
let l_3547 = l_3546 >> u32(bitcast<u64>(u64(52)));
let l_3548 = l_3547 - u64(23);
let l_3549 = l_3548 << u32(bitcast<u64>(u64(52)));
let l_3550 = bitcast<f64>(l_3549);
l_mut_3088 = l_3550;
}
let l_3551 = l_mut_3342 == l_mut_3088;
let l_3552 = l_3529 && l_3551;
if l_3552 {
let l_3553 = a_3485[u32(0)];
let l_3554 = a_3485[u32(0)];
let l_3555 = abs(l_3554);
l_mut_3342 = f64(1.401298464324817e-45);
let l_3556 = l_3555 >= f64(1.1754943508222875e-38);
let l_3557 = l_3555 <= f64(1.7976931348623157e308);
let l_3558 = l_3556 && l_3557;
if l_3558 {
let l_3559 = bitcast<u64>(l_3555);
let l_3560 = l_3559 >> u32(bitcast<u64>(u64(52)));
let l_3561 = l_3560 - u64(23);
let l_3562 = l_3561 << u32(bitcast<u64>(u64(52)));
let l_3563 = bitcast<f64>(l_3562);
l_mut_3342 = l_3563;
}
let l_3564 = l_384 * l_mut_3342;
let l_3565 = l_3553 - l_3564;
let l_3566 = a_3485[u32(1)];
let l_3567 = a_3485[u32(1)];
let l_3568 = abs(l_3567);
l_mut_3342 = f64(1.401298464324817e-45);
let l_3569 = l_3568 >= f64(1.1754943508222875e-38);
let l_3570 = l_3568 <= f64(1.7976931348623157e308);
let l_3571 = l_3569 && l_3570;
if l_3571 {
let l_3572 = bitcast<u64>(l_3568);
let l_3573 = l_3572 >> u32(bitcast<u64>(u64(52)));
let l_3574 = l_3573 - u64(23);
let l_3575 = l_3574 << u32(bitcast<u64>(u64(52)));
let l_3576 = bitcast<f64>(l_3575);
l_mut_3342 = l_3576;
}
let l_3577 = l_384 * l_mut_3342;
let l_3578 = l_3566 + l_3577;
let l_3579 = bitcast<u32>(l_146);
let l_3580 = l_3579 & u32(2147483647);
let l_3581 = bitcast<f32>(l_3580);
let l_3582 = f64(l_3581);
l_mut_3342 = l_3582;
let l_3583 = l_3580 < u32(8388608);
if l_3583 {
let l_3584 = f64(l_3580);
let l_3585 = l_3584 * f64(1.401298464324817e-45);
l_mut_3342 = l_3585;
}
let l_3586 = bitcast<u64>(l_mut_3342);
let l_3587 = l_3579 >> u32(31);
let l_3588 = u64(l_3587);
let l_3589 = l_3588 << u32(bitcast<u64>(u64(63)));
let l_3590 = l_3586 | l_3589;
let l_3591 = bitcast<f64>(l_3590);
let l_3592 = bitcast<u32>(l_146);
let l_3593 = l_3592 + u32(1);
l_mut_3594 = l_3593;
let l_3595 = l_3592 & u32(2147483647);
let l_3596 = l_3595 == u32(0);
if l_3596 {
l_mut_3594 = u32(1);
} else {
let l_3597 = l_3592 & u32(2147483648);
let l_3598 = l_3597 != u32(0);
if l_3598 {
let l_3599 = l_3592 - u32(1);
l_mut_3594 = l_3599;
} else {
let l_3600 = l_3592 == u32(2139095040);
if l_3600 {
l_mut_3594 = l_3592;
}
}
}
let l_3601 = bitcast<f32>(l_mut_3594);
let l_3602 = bitcast<u32>(l_3601);
let l_3603 = l_3602 & u32(2147483647);
let l_3604 = bitcast<f32>(l_3603);
let l_3605 = f64(l_3604);
l_mut_3342 = l_3605;
let l_3606 = l_3603 < u32(8388608);
if l_3606 {
let l_3607 = f64(l_3603);
let l_3608 = l_3607 * f64(1.401298464324817e-45);
l_mut_3342 = l_3608;
}
let l_3609 = bitcast<u64>(l_mut_3342);
let l_3610 = l_3602 >> u32(31);
let l_3611 = u64(l_3610);
let l_3612 = l_3611 << u32(bitcast<u64>(u64(63)));
let l_3613 = l_3609 | l_3612;
let l_3614 = bitcast<f64>(l_3613);
let l_3615 = bitcast<u32>(l_146);
let l_3616 = l_3615 ^ u32(2147483648);
let l_3617 = bitcast<f32>(l_3616);
let l_3618 = bitcast<u32>(l_3617);
let l_3619 = l_3618 + u32(1);
l_mut_3594 = l_3619;
let l_3620 = l_3618 & u32(2147483647);
let l_3621 = l_3620 == u32(0);
if l_3621 {
l_mut_3594 = u32(1);
} else {
let l_3622 = l_3618 & u32(2147483648);
let l_3623 = l_3622 != u32(0);
if l_3623 {
let l_3624 = l_3618 - u32(1);
l_mut_3594 = l_3624;
} else {
let l_3625 = l_3618 == u32(2139095040);
if l_3625 {
l_mut_3594 = l_3618;
}
}
}
let l_3626 = bitcast<f32>(l_mut_3594);
let l_3627 = bitcast<u32>(l_3626);
let l_3628 = l_3627 ^ u32(2147483648);
let l_3629 = bitcast<f32>(l_3628);
let l_3630 = bitcast<u32>(l_3629);
let l_3631 = l_3630 & u32(2147483647);
let l_3632 = bitcast<f32>(l_3631);
let l_3633 = f64(l_3632);
l_mut_3342 = l_3633;
let l_3634 = l_3631 < u32(8388608);
if l_3634 {
let l_3635 = f64(l_3631);
let l_3636 = l_3635 * f64(1.401298464324817e-45);
l_mut_3342 = l_3636;
}
let l_3637 = bitcast<u64>(l_mut_3342);
let l_3638 = l_3630 >> u32(31);
let l_3639 = u64(l_3638);
let l_3640 = l_3639 << u32(bitcast<u64>(u64(63)));
let l_3641 = l_3637 | l_3640;
let l_3642 = bitcast<f64>(l_3641);
let l_3643 = l_3565 + l_3504;
let l_3644 = l_3643 <= l_3591;
l_mut_508 = l_3644;
let l_3645 = l_3565 - l_3504;
let l_3646 = l_3645 > l_3591;
l_mut_505 = l_3646;
let l_3647 = l_3578 - l_3507;
let l_3648 = l_3647 >= l_3591;
l_mut_502 = l_3648;
let l_3649 = l_3578 + l_3507;
let l_3650 = l_3649 < l_3591;
l_mut_499 = l_3650;
let l_3651 = l_3565 + l_3504;
let l_3652 = l_3651 < l_3614;
l_mut_508 = l_3652;
let l_3653 = l_3565 - l_3504;
let l_3654 = l_3653 >= l_3614;
l_mut_505 = l_3654;
let l_3655 = l_3578 - l_3507;
let l_3656 = l_3655 > l_3642;
l_mut_502 = l_3656;
let l_3657 = l_3578 + l_3507;
let l_3658 = l_3657 <= l_3642;
l_mut_499 = l_3658;
l_mut_3594 = u32(2);
let l_3659 = l_mut_505 || l_mut_499;
if l_3659 {
l_mut_3594 = u32(1);
} else {
let l_3660 = l_mut_508 && l_mut_502;
if l_3660 {
l_mut_3594 = u32(0);
}
}
let l_3661 = bitcast<u32>(l_146);
let l_3662 = l_3661 & u32(2147483647);
let l_3663 = l_3662 == u32(0);
if l_3663 {
let l_3664 = l_3565 + l_3504;
let l_3665 = l_3664 < f64(1.1754943508222875e-38);
let l_3666 = l_3578 - l_3507;
let l_3667 = l_3666 > f64(-1.1754943508222875e-38);
let l_3668 = l_3665 && l_3667;
let l_3669 = l_3565 - l_3504;
let l_3670 = l_3669 < f64(1.1754943508222875e-38);
let l_3671 = l_3578 + l_3507;
let l_3672 = l_3671 > f64(-1.1754943508222875e-38);
let l_3673 = l_3670 && l_3672;
if l_3668 {
l_mut_3594 = u32(0);
} else {
let l_3674 = l_mut_3594 == u32(1);
let l_3675 = l_3673 && l_3674;
if l_3675 {
l_mut_3594 = u32(2);
}
}
}
l_mut_407 = l_mut_3594;
}
}
let l_3676 = l_mut_1563 - l_381;
let l_3677 = abs(l_3676);
let l_3678 = l_3677 * f64(2.220446049250313e-16);
let l_3679 = l_2458 + l_3678;
let l_3680 = l_3676 + l_3679;
let l_3681 = -l_3680;
let l_3682 = l_3681 * f64(7.1362384635298e44);
let l_3683 = floor(l_3682);
let l_3684 = l_3683 * f64(1.401298464324817e-45);
l_mut_3342 = l_3684;
let l_3685 = abs(l_3681);
let l_3686 = l_3685 >= f64(1.1754943508222875e-38);
if l_3686 {
let l_3687 = f32(l_3681);
let l_3688 = f64(l_3687);
l_mut_3342 = l_3688;
let l_3689 = l_mut_3342 > l_3681;
if l_3689 {
let l_3690 = bitcast<u32>(l_3687);
let l_3691 = l_3690 ^ u32(2147483648);
let l_3692 = bitcast<f32>(l_3691);
let l_3693 = bitcast<u32>(l_3692);
let l_3694 = l_3693 + u32(1);
l_mut_3594 = l_3694;
let l_3695 = l_3693 & u32(2147483647);
let l_3696 = l_3695 == u32(0);
if l_3696 {
l_mut_3594 = u32(1);
} else {
let l_3697 = l_3693 & u32(2147483648);
let l_3698 = l_3697 != u32(0);
if l_3698 {
let l_3699 = l_3693 - u32(1);
l_mut_3594 = l_3699;
} else {
let l_3700 = l_3693 == u32(2139095040);
if l_3700 {
l_mut_3594 = l_3693;
}
}
}
let l_3701 = bitcast<f32>(l_mut_3594);
let l_3702 = bitcast<u32>(l_3701);
let l_3703 = l_3702 ^ u32(2147483648);
let l_3704 = bitcast<f32>(l_3703);
let l_3705 = bitcast<u32>(l_3704);
let l_3706 = l_3705 & u32(2147483647);
let l_3707 = bitcast<f32>(l_3706);
let l_3708 = f64(l_3707);
l_mut_3088 = l_3708;
let l_3709 = l_3706 < u32(8388608);
if l_3709 {
let l_3710 = f64(l_3706);
let l_3711 = l_3710 * f64(1.401298464324817e-45);
l_mut_3088 = l_3711;
}
let l_3712 = bitcast<u64>(l_mut_3088);
let l_3713 = l_3705 >> u32(31);
let l_3714 = u64(l_3713);
let l_3715 = l_3714 << u32(bitcast<u64>(u64(63)));
let l_3716 = l_3712 | l_3715;
let l_3717 = bitcast<f64>(l_3716);
l_mut_3342 = l_3717;
} else {
let l_3718 = bitcast<u32>(l_3687);
let l_3719 = l_3718 + u32(1);
l_mut_3594 = l_3719;
let l_3720 = l_3718 & u32(2147483647);
let l_3721 = l_3720 == u32(0);
if l_3721 {
l_mut_3594 = u32(1);
} else {
let l_3722 = l_3718 & u32(2147483648);
let l_3723 = l_3722 != u32(0);
if l_3723 {
let l_3724 = l_3718 - u32(1);
l_mut_3594 = l_3724;
} else {
let l_3725 = l_3718 == u32(2139095040);
if l_3725 {
l_mut_3594 = l_3718;
}
}
}
let l_3726 = bitcast<f32>(l_mut_3594);
let l_3727 = bitcast<u32>(l_3726);
let l_3728 = l_3727 & u32(2147483647);
let l_3729 = bitcast<f32>(l_3728);
let l_3730 = f64(l_3729);
l_mut_3088 = l_3730;
let l_3731 = l_3728 < u32(8388608);
if l_3731 {
let l_3732 = f64(l_3728);
let l_3733 = l_3732 * f64(1.401298464324817e-45);
l_mut_3088 = l_3733;
}
let l_3734 = bitcast<u64>(l_mut_3088);
let l_3735 = l_3727 >> u32(31);
let l_3736 = u64(l_3735);
let l_3737 = l_3736 << u32(bitcast<u64>(u64(63)));
let l_3738 = l_3734 | l_3737;
let l_3739 = bitcast<f64>(l_3738);
let l_3740 = l_3739 <= l_3681;
if l_3740 {
let l_3741 = bitcast<u32>(l_3687);
let l_3742 = l_3741 + u32(1);
l_mut_3594 = l_3742;
let l_3743 = l_3741 & u32(2147483647);
let l_3744 = l_3743 == u32(0);
if l_3744 {
l_mut_3594 = u32(1);
} else {
let l_3745 = l_3741 & u32(2147483648);
let l_3746 = l_3745 != u32(0);
if l_3746 {
let l_3747 = l_3741 - u32(1);
l_mut_3594 = l_3747;
} else {
let l_3748 = l_3741 == u32(2139095040);
if l_3748 {
l_mut_3594 = l_3741;
}
}
}
let l_3749 = bitcast<f32>(l_mut_3594);
let l_3750 = bitcast<u32>(l_3749);
let l_3751 = l_3750 & u32(2147483647);
let l_3752 = bitcast<f32>(l_3751);
let l_3753 = f64(l_3752);
l_mut_3088 = l_3753;
let l_3754 = l_3751 < u32(8388608);
if l_3754 {
let l_3755 = f64(l_3751);
let l_3756 = l_3755 * f64(1.401298464324817e-45);
l_mut_3088 = l_3756;
}
let l_3757 = bitcast<u64>(l_mut_3088);
let l_3758 = l_3750 >> u32(31);
let l_3759 = u64(l_3758);
let l_3760 = l_3759 << u32(bitcast<u64>(u64(63)));
let l_3761 = l_3757 | l_3760;
let l_3762 = bitcast<f64>(l_3761);
l_mut_3342 = l_3762;
}
}
}
let l_3763 = -l_mut_3342;
l_mut_3342 = l_3763;
let l_3764 = bool(true) && bool(false);
if l_3764 {
let l_3765 = l_3676 + l_3679;
let l_3766 = l_3765 * f64(7.1362384635298e44);
let l_3767 = floor(l_3766);
let l_3768 = l_3767 * f64(1.401298464324817e-45);
l_mut_3088 = l_3768;
let l_3769 = abs(l_3765);
let l_3770 = l_3769 >= f64(1.1754943508222875e-38);
if l_3770 {
let l_3771 = f32(l_3765);
let l_3772 = f64(l_3771);
l_mut_3088 = l_3772;
let l_3773 = l_mut_3088 > l_3765;
if l_3773 {
let l_3774 = bitcast<u32>(l_3771);
let l_3775 = l_3774 ^ u32(2147483648);
let l_3776 = bitcast<f32>(l_3775);
let l_3777 = bitcast<u32>(l_3776);
let l_3778 = l_3777 + u32(1);
l_mut_3594 = l_3778;
let l_3779 = l_3777 & u32(2147483647);
let l_3780 = l_3779 == u32(0);
if l_3780 {
l_mut_3594 = u32(1);
} else {
let l_3781 = l_3777 & u32(2147483648);
let l_3782 = l_3781 != u32(0);
if l_3782 {
let l_3783 = l_3777 - u32(1);
l_mut_3594 = l_3783;
} else {
let l_3784 = l_3777 == u32(2139095040);
if l_3784 {
l_mut_3594 = l_3777;
}
}
}
let l_3785 = bitcast<f32>(l_mut_3594);
let l_3786 = bitcast<u32>(l_3785);
let l_3787 = l_3786 ^ u32(2147483648);
let l_3788 = bitcast<f32>(l_3787);
let l_3789 = bitcast<u32>(l_3788);
let l_3790 = l_3789 & u32(2147483647);
let l_3791 = bitcast<f32>(l_3790);
let l_3792 = f64(l_3791);
l_mut_2832 = l_3792;
let l_3793 = l_3790 < u32(8388608);
if l_3793 {
let l_3794 = f64(l_3790);
let l_3795 = l_3794 * f64(1.401298464324817e-45);
l_mut_2832 = l_3795;
}
let l_3796 = bitcast<u64>(l_mut_2832);
let l_3797 = l_3789 >> u32(31);
let l_3798 = u64(l_3797);
let l_3799 = l_3798 << u32(bitcast<u64>(u64(63)));
let l_3800 = l_3796 | l_3799;
let l_3801 = bitcast<f64>(l_3800);
l_mut_3088 = l_3801;
} else {
let l_3802 = bitcast<u32>(l_3771);
let l_3803 = l_3802 + u32(1);
l_mut_3594 = l_3803;
let l_3804 = l_3802 & u32(2147483647);
let l_3805 = l_3804 == u32(0);
if l_3805 {
l_mut_3594 = u32(1);
} else {
let l_3806 = l_3802 & u32(2147483648);
let l_3807 = l_3806 != u32(0);
if l_3807 {
let l_3808 = l_3802 - u32(1);
l_mut_3594 = l_3808;
} else {
let l_3809 = l_3802 == u32(2139095040);
if l_3809 {
l_mut_3594 = l_3802;
}
}
}
let l_3810 = bitcast<f32>(l_mut_3594);
let l_3811 = bitcast<u32>(l_3810);
let l_3812 = l_3811 & u32(2147483647);
let l_3813 = bitcast<f32>(l_3812);
let l_3814 = f64(l_3813);
l_mut_2832 = l_3814;
let l_3815 = l_3812 < u32(8388608);
if l_3815 {
let l_3816 = f64(l_3812);
let l_3817 = l_3816 * f64(1.401298464324817e-45);
l_mut_2832 = l_3817;
}
let l_3818 = bitcast<u64>(l_mut_2832);
let l_3819 = l_3811 >> u32(31);
let l_3820 = u64(l_3819);
let l_3821 = l_3820 << u32(bitcast<u64>(u64(63)));
let l_3822 = l_3818 | l_3821;
let l_3823 = bitcast<f64>(l_3822);
let l_3824 = l_3823 <= l_3765;
if l_3824 {
let l_3825 = bitcast<u32>(l_3771);
let l_3826 = l_3825 + u32(1);
l_mut_3594 = l_3826;
let l_3827 = l_3825 & u32(2147483647);
let l_3828 = l_3827 == u32(0);
if l_3828 {
l_mut_3594 = u32(1);
} else {
let l_3829 = l_3825 & u32(2147483648);
let l_3830 = l_3829 != u32(0);
if l_3830 {
let l_3831 = l_3825 - u32(1);
l_mut_3594 = l_3831;
} else {
let l_3832 = l_3825 == u32(2139095040);
if l_3832 {
l_mut_3594 = l_3825;
}
}
}
let l_3833 = bitcast<f32>(l_mut_3594);
let l_3834 = bitcast<u32>(l_3833);
let l_3835 = l_3834 & u32(2147483647);
let l_3836 = bitcast<f32>(l_3835);
let l_3837 = f64(l_3836);
l_mut_2832 = l_3837;
let l_3838 = l_3835 < u32(8388608);
if l_3838 {
let l_3839 = f64(l_3835);
let l_3840 = l_3839 * f64(1.401298464324817e-45);
l_mut_2832 = l_3840;
}
let l_3841 = bitcast<u64>(l_mut_2832);
let l_3842 = l_3834 >> u32(31);
let l_3843 = u64(l_3842);
let l_3844 = l_3843 << u32(bitcast<u64>(u64(63)));
let l_3845 = l_3841 | l_3844;
let l_3846 = bitcast<f64>(l_3845);
l_mut_3088 = l_3846;
}
}
}
l_mut_3342 = l_mut_3088;
} else {
let l_3847 = l_3676 - l_3679;
let l_3848 = l_3847 * f64(7.1362384635298e44);
let l_3849 = floor(l_3848);
let l_3850 = l_3849 * f64(1.401298464324817e-45);
l_mut_3088 = l_3850;
let l_3851 = abs(l_3847);
let l_3852 = l_3851 >= f64(1.1754943508222875e-38);
if l_3852 {
let l_3853 = f32(l_3847);
let l_3854 = f64(l_3853);
l_mut_3088 = l_3854;
let l_3855 = l_mut_3088 > l_3847;
if l_3855 {
let l_3856 = bitcast<u32>(l_3853);
let l_3857 = l_3856 ^ u32(2147483648);
let l_3858 = bitcast<f32>(l_3857);
let l_3859 = bitcast<u32>(l_3858);
let l_3860 = l_3859 + u32(1);
l_mut_3594 = l_3860;
let l_3861 = l_3859 & u32(2147483647);
let l_3862 = l_3861 == u32(0);
if l_3862 {
l_mut_3594 = u32(1);
} else {
let l_3863 = l_3859 & u32(2147483648);
let l_3864 = l_3863 != u32(0);
if l_3864 {
let l_3865 = l_3859 - u32(1);
l_mut_3594 = l_3865;
} else {
let l_3866 = l_3859 == u32(2139095040);
if l_3866 {
l_mut_3594 = l_3859;
}
}
}
let l_3867 = bitcast<f32>(l_mut_3594);
let l_3868 = bitcast<u32>(l_3867);
let l_3869 = l_3868 ^ u32(2147483648);
let l_3870 = bitcast<f32>(l_3869);
let l_3871 = bitcast<u32>(l_3870);
let l_3872 = l_3871 & u32(2147483647);
let l_3873 = bitcast<f32>(l_3872);
let l_3874 = f64(l_3873);
l_mut_2832 = l_3874;
let l_3875 = l_3872 < u32(8388608);
if l_3875 {
let l_3876 = f64(l_3872);
let l_3877 = l_3876 * f64(1.401298464324817e-45);
l_mut_2832 = l_3877;
}
let l_3878 = bitcast<u64>(l_mut_2832);
let l_3879 = l_3871 >> u32(31);
let l_3880 = u64(l_3879);
let l_3881 = l_3880 << u32(bitcast<u64>(u64(63)));
let l_3882 = l_3878 | l_3881;
let l_3883 = bitcast<f64>(l_3882);
l_mut_3088 = l_3883;
} else {
let l_3884 = bitcast<u32>(l_3853);
let l_3885 = l_3884 + u32(1);
l_mut_3594 = l_3885;
let l_3886 = l_3884 & u32(2147483647);
let l_3887 = l_3886 == u32(0);
if l_3887 {
l_mut_3594 = u32(1);
} else {
let l_3888 = l_3884 & u32(2147483648);
let l_3889 = l_3888 != u32(0);
if l_3889 {
let l_3890 = l_3884 - u32(1);
l_mut_3594 = l_3890;
} else {
let l_3891 = l_3884 == u32(2139095040);
if l_3891 {
l_mut_3594 = l_3884;
}
}
}
let l_3892 = bitcast<f32>(l_mut_3594);
let l_3893 = bitcast<u32>(l_3892);
let l_3894 = l_3893 & u32(2147483647);
let l_3895 = bitcast<f32>(l_3894);
let l_3896 = f64(l_3895);
l_mut_2832 = l_3896;
let l_3897 = l_3894 < u32(8388608);
if l_3897 {
let l_3898 = f64(l_3894);
let l_3899 = l_3898 * f64(1.401298464324817e-45);
l_mut_2832 = l_3899;
}
let l_3900 = bitcast<u64>(l_mut_2832);
let l_3901 = l_3893 >> u32(31);
let l_3902 = u64(l_3901);
let l_3903 = l_3902 << u32(bitcast<u64>(u64(63)));
let l_3904 = l_3900 | l_3903;
let l_3905 = bitcast<f64>(l_3904);
let l_3906 = l_3905 <= l_3847;
if l_3906 {
let l_3907 = bitcast<u32>(l_3853);
let l_3908 = l_3907 + u32(1);
l_mut_3594 = l_3908;
let l_3909 = l_3907 & u32(2147483647);
let l_3910 = l_3909 == u32(0);
if l_3910 {
l_mut_3594 = u32(1);
} else {
let l_3911 = l_3907 & u32(2147483648);
let l_3912 = l_3911 != u32(0);
if l_3912 {
let l_3913 = l_3907 - u32(1);
l_mut_3594 = l_3913;
} else {
let l_3914 = l_3907 == u32(2139095040);
if l_3914 {
l_mut_3594 = l_3907;
}
}
}
let l_3915 = bitcast<f32>(l_mut_3594);
let l_3916 = bitcast<u32>(l_3915);
let l_3917 = l_3916 & u32(2147483647);
let l_3918 = bitcast<f32>(l_3917);
let l_3919 = f64(l_3918);
l_mut_2832 = l_3919;
let l_3920 = l_3917 < u32(8388608);
if l_3920 {
let l_3921 = f64(l_3917);
let l_3922 = l_3921 * f64(1.401298464324817e-45);
l_mut_2832 = l_3922;
}
let l_3923 = bitcast<u64>(l_mut_2832);
let l_3924 = l_3916 >> u32(31);
let l_3925 = u64(l_3924);
let l_3926 = l_3925 << u32(bitcast<u64>(u64(63)));
let l_3927 = l_3923 | l_3926;
let l_3928 = bitcast<f64>(l_3927);
l_mut_3088 = l_3928;
}
}
}
l_mut_3342 = l_mut_3088;
}
let l_3929 = l_mut_1563 + l_381;
let l_3930 = abs(l_3929);
let l_3931 = l_3930 * f64(2.220446049250313e-16);
let l_3932 = l_2458 + l_3931;
let l_3933 = l_3929 + l_3932;
let l_3934 = -l_3933;
let l_3935 = l_3934 * f64(7.1362384635298e44);
let l_3936 = floor(l_3935);
let l_3937 = l_3936 * f64(1.401298464324817e-45);
l_mut_3088 = l_3937;
let l_3938 = abs(l_3934);
let l_3939 = l_3938 >= f64(1.1754943508222875e-38);
if l_3939 {
let l_3940 = f32(l_3934);
let l_3941 = f64(l_3940);
l_mut_3088 = l_3941;
let l_3942 = l_mut_3088 > l_3934;
if l_3942 {
let l_3943 = bitcast<u32>(l_3940);
let l_3944 = l_3943 ^ u32(2147483648);
let l_3945 = bitcast<f32>(l_3944);
let l_3946 = bitcast<u32>(l_3945);
let l_3947 = l_3946 + u32(1);
l_mut_3594 = l_3947;
let l_3948 = l_3946 & u32(2147483647);
let l_3949 = l_3948 == u32(0);
if l_3949 {
l_mut_3594 = u32(1);
} else {
let l_3950 = l_3946 & u32(2147483648);
let l_3951 = l_3950 != u32(0);
if l_3951 {
let l_3952 = l_3946 - u32(1);
l_mut_3594 = l_3952;
} else {
let l_3953 = l_3946 == u32(2139095040);
if l_3953 {
l_mut_3594 = l_3946;
}
}
}
let l_3954 = bitcast<f32>(l_mut_3594);
let l_3955 = bitcast<u32>(l_3954);
let l_3956 = l_3955 ^ u32(2147483648);
let l_3957 = bitcast<f32>(l_3956);
let l_3958 = bitcast<u32>(l_3957);
let l_3959 = l_3958 & u32(2147483647);
let l_3960 = bitcast<f32>(l_3959);
let l_3961 = f64(l_3960);
l_mut_2832 = l_3961;
let l_3962 = l_3959 < u32(8388608);
if l_3962 {
let l_3963 = f64(l_3959);
let l_3964 = l_3963 * f64(1.401298464324817e-45);
l_mut_2832 = l_3964;
}
let l_3965 = bitcast<u64>(l_mut_2832);
let l_3966 = l_3958 >> u32(31);
let l_3967 = u64(l_3966);
let l_3968 = l_3967 << u32(bitcast<u64>(u64(63)));
let l_3969 = l_3965 | l_3968;
let l_3970 = bitcast<f64>(l_3969);
l_mut_3088 = l_3970;
} else {
let l_3971 = bitcast<u32>(l_3940);
let l_3972 = l_3971 + u32(1);
l_mut_3594 = l_3972;
let l_3973 = l_3971 & u32(2147483647);
let l_3974 = l_3973 == u32(0);
if l_3974 {
l_mut_3594 = u32(1);
} else {
let l_3975 = l_3971 & u32(2147483648);
let l_3976 = l_3975 != u32(0);
if l_3976 {
let l_3977 = l_3971 - u32(1);
l_mut_3594 = l_3977;
} else {
let l_3978 = l_3971 == u32(2139095040);
if l_3978 {
l_mut_3594 = l_3971;
}
}
}
let l_3979 = bitcast<f32>(l_mut_3594);
let l_3980 = bitcast<u32>(l_3979);
let l_3981 = l_3980 & u32(2147483647);
let l_3982 = bitcast<f32>(l_3981);
let l_3983 = f64(l_3982);
l_mut_2832 = l_3983;
let l_3984 = l_3981 < u32(8388608);
if l_3984 {
let l_3985 = f64(l_3981);
let l_3986 = l_3985 * f64(1.401298464324817e-45);
l_mut_2832 = l_3986;
}
let l_3987 = bitcast<u64>(l_mut_2832);
let l_3988 = l_3980 >> u32(31);
let l_3989 = u64(l_3988);
let l_3990 = l_3989 << u32(bitcast<u64>(u64(63)));
let l_3991 = l_3987 | l_3990;
let l_3992 = bitcast<f64>(l_3991);
let l_3993 = l_3992 <= l_3934;
if l_3993 {
let l_3994 = bitcast<u32>(l_3940);
let l_3995 = l_3994 + u32(1);
l_mut_3594 = l_3995;
let l_3996 = l_3994 & u32(2147483647);
let l_3997 = l_3996 == u32(0);
if l_3997 {
l_mut_3594 = u32(1);
} else {
let l_3998 = l_3994 & u32(2147483648);
let l_3999 = l_3998 != u32(0);
if l_3999 {
let l_4000 = l_3994 - u32(1);
l_mut_3594 = l_4000;
} else {
let l_4001 = l_3994 == u32(2139095040);
if l_4001 {
l_mut_3594 = l_3994;
}
}
}
let l_4002 = bitcast<f32>(l_mut_3594);
let l_4003 = bitcast<u32>(l_4002);
let l_4004 = l_4003 & u32(2147483647);
let l_4005 = bitcast<f32>(l_4004);
let l_4006 = f64(l_4005);
l_mut_2832 = l_4006;
let l_4007 = l_4004 < u32(8388608);
if l_4007 {
let l_4008 = f64(l_4004);
let l_4009 = l_4008 * f64(1.401298464324817e-45);
l_mut_2832 = l_4009;
}
let l_4010 = bitcast<u64>(l_mut_2832);
let l_4011 = l_4003 >> u32(31);
let l_4012 = u64(l_4011);
let l_4013 = l_4012 << u32(bitcast<u64>(u64(63)));
let l_4014 = l_4010 | l_4013;
let l_4015 = bitcast<f64>(l_4014);
l_mut_3088 = l_4015;
}
}
}
let l_4016 = -l_mut_3088;
l_mut_3088 = l_4016;
let l_4017 = bool(false) && bool(false);
if l_4017 {
let l_4018 = l_3929 + l_3932;
let l_4019 = l_4018 * f64(7.1362384635298e44);
let l_4020 = floor(l_4019);
let l_4021 = l_4020 * f64(1.401298464324817e-45);
l_mut_2832 = l_4021;
let l_4022 = abs(l_4018);
let l_4023 = l_4022 >= f64(1.1754943508222875e-38);
if l_4023 {
let l_4024 = f32(l_4018);
let l_4025 = f64(l_4024);
l_mut_2832 = l_4025;
let l_4026 = l_mut_2832 > l_4018;
if l_4026 {
let l_4027 = bitcast<u32>(l_4024);
let l_4028 = l_4027 ^ u32(2147483648);
let l_4029 = bitcast<f32>(l_4028);
let l_4030 = bitcast<u32>(l_4029);
let l_4031 = l_4030 + u32(1);
l_mut_3594 = l_4031;
let l_4032 = l_4030 & u32(2147483647);
let l_4033 = l_4032 == u32(0);
if l_4033 {
l_mut_3594 = u32(1);
} else {
let l_4034 = l_4030 & u32(2147483648);
let l_4035 = l_4034 != u32(0);
if l_4035 {
let l_4036 = l_4030 - u32(1);
l_mut_3594 = l_4036;
} else {
let l_4037 = l_4030 == u32(2139095040);
if l_4037 {
l_mut_3594 = l_4030;
}
}
}
let l_4038 = bitcast<f32>(l_mut_3594);
let l_4039 = bitcast<u32>(l_4038);
let l_4040 = l_4039 ^ u32(2147483648);
let l_4041 = bitcast<f32>(l_4040);
let l_4042 = bitcast<u32>(l_4041);
let l_4043 = l_4042 & u32(2147483647);
let l_4044 = bitcast<f32>(l_4043);
let l_4045 = f64(l_4044);
l_mut_2578 = l_4045;
let l_4046 = l_4043 < u32(8388608);
if l_4046 {
let l_4047 = f64(l_4043);
let l_4048 = l_4047 * f64(1.401298464324817e-45);
l_mut_2578 = l_4048;
}
let l_4049 = bitcast<u64>(l_mut_2578);
let l_4050 = l_4042 >> u32(31);
let l_4051 = u64(l_4050);
let l_4052 = l_4051 << u32(bitcast<u64>(u64(63)));
let l_4053 = l_4049 | l_4052;
let l_4054 = bitcast<f64>(l_4053);
l_mut_2832 = l_4054;
} else {
let l_4055 = bitcast<u32>(l_4024);
let l_4056 = l_4055 + u32(1);
l_mut_3594 = l_4056;
let l_4057 = l_4055 & u32(2147483647);
let l_4058 = l_4057 == u32(0);
if l_4058 {
l_mut_3594 = u32(1);
} else {
let l_4059 = l_4055 & u32(2147483648);
let l_4060 = l_4059 != u32(0);
if l_4060 {
let l_4061 = l_4055 - u32(1);
l_mut_3594 = l_4061;
} else {
let l_4062 = l_4055 == u32(2139095040);
if l_4062 {
l_mut_3594 = l_4055;
}
}
}
let l_4063 = bitcast<f32>(l_mut_3594);
let l_4064 = bitcast<u32>(l_4063);
let l_4065 = l_4064 & u32(2147483647);
let l_4066 = bitcast<f32>(l_4065);
let l_4067 = f64(l_4066);
l_mut_2578 = l_4067;
let l_4068 = l_4065 < u32(8388608);
if l_4068 {
let l_4069 = f64(l_4065);
let l_4070 = l_4069 * f64(1.401298464324817e-45);
l_mut_2578 = l_4070;
}
let l_4071 = bitcast<u64>(l_mut_2578);
let l_4072 = l_4064 >> u32(31);
let l_4073 = u64(l_4072);
let l_4074 = l_4073 << u32(bitcast<u64>(u64(63)));
let l_4075 = l_4071 | l_4074;
let l_4076 = bitcast<f64>(l_4075);
let l_4077 = l_4076 <= l_4018;
if l_4077 {
let l_4078 = bitcast<u32>(l_4024);
let l_4079 = l_4078 + u32(1);
l_mut_3594 = l_4079;
let l_4080 = l_4078 & u32(2147483647);
let l_4081 = l_4080 == u32(0);
if l_4081 {
l_mut_3594 = u32(1);
} else {
let l_4082 = l_4078 & u32(2147483648);
let l_4083 = l_4082 != u32(0);
if l_4083 {
let l_4084 = l_4078 - u32(1);
l_mut_3594 = l_4084;
} else {
let l_4085 = l_4078 == u32(2139095040);
if l_4085 {
l_mut_3594 = l_4078;
}
}
}
let l_4086 = bitcast<f32>(l_mut_3594);
let l_4087 = bitcast<u32>(l_4086);
let l_4088 = l_4087 & u32(2147483647);
let l_4089 = bitcast<f32>(l_4088);
let l_4090 = f64(l_4089);
l_mut_2578 = l_4090;
let l_4091 = l_4088 < u32(8388608);
if l_4091 {
let l_4092 = f64(l_4088);
let l_4093 = l_4092 * f64(1.401298464324817e-45);
l_mut_2578 = l_4093;
}
let l_4094 = bitcast<u64>(l_mut_2578);
let l_4095 = l_4087 >> u32(31);
let l_4096 = u64(l_4095);
let l_4097 = l_4096 << u32(bitcast<u64>(u64(63)));
let l_4098 = l_4094 | l_4097;
let l_4099 = bitcast<f64>(l_4098);
l_mut_2832 = l_4099;
}
}
}
l_mut_3088 = l_mut_2832;
} else {
}
let l_4100 = l_mut_1480 - l_381;
let l_4101 = abs(l_4100);
let l_4102 = l_4101 * f64(2.220446049250313e-16);
let l_4103 = l_2460 + l_4102;
let l_4104 = l_4100 + l_4103;
let l_4105 = -l_4104;
let l_4106 = l_4105 * f64(7.1362384635298e44);
let l_4107 = floor(l_4106);
let l_4108 = l_4107 * f64(1.401298464324817e-45);
l_mut_2832 = l_4108;
let l_4109 = abs(l_4105);
let l_4110 = l_4109 >= f64(1.1754943508222875e-38);
if l_4110 {
let l_4111 = f32(l_4105);
let l_4112 = f64(l_4111);
l_mut_2832 = l_4112;
let l_4113 = l_mut_2832 > l_4105;
if l_4113 {
let l_4114 = bitcast<u32>(l_4111);
let l_4115 = l_4114 ^ u32(2147483648);
let l_4116 = bitcast<f32>(l_4115);
let l_4117 = bitcast<u32>(l_4116);
let l_4118 = l_4117 + u32(1);
l_mut_3594 = l_4118;
let l_4119 = l_4117 & u32(2147483647);
let l_4120 = l_4119 == u32(0);
if l_4120 {
l_mut_3594 = u32(1);
} else {
let l_4121 = l_4117 & u32(2147483648);
let l_4122 = l_4121 != u32(0);
if l_4122 {
let l_4123 = l_4117 - u32(1);
l_mut_3594 = l_4123;
} else {
let l_4124 = l_4117 == u32(2139095040);
if l_4124 {
l_mut_3594 = l_4117;
}
}
}
let l_4125 = bitcast<f32>(l_mut_3594);
let l_4126 = bitcast<u32>(l_4125);
let l_4127 = l_4126 ^ u32(2147483648);
let l_4128 = bitcast<f32>(l_4127);
let l_4129 = bitcast<u32>(l_4128);
let l_4130 = l_4129 & u32(2147483647);
let l_4131 = bitcast<f32>(l_4130);
let l_4132 = f64(l_4131);
l_mut_2578 = l_4132;
let l_4133 = l_4130 < u32(8388608);
if l_4133 {
let l_4134 = f64(l_4130);
let l_4135 = l_4134 * f64(1.401298464324817e-45);
l_mut_2578 = l_4135;
}
let l_4136 = bitcast<u64>(l_mut_2578);
let l_4137 = l_4129 >> u32(31);
let l_4138 = u64(l_4137);
let l_4139 = l_4138 << u32(bitcast<u64>(u64(63)));
let l_4140 = l_4136 | l_4139;
let l_4141 = bitcast<f64>(l_4140);
l_mut_2832 = l_4141;
} else {
let l_4142 = bitcast<u32>(l_4111);
let l_4143 = l_4142 + u32(1);
l_mut_3594 = l_4143;
let l_4144 = l_4142 & u32(2147483647);
let l_4145 = l_4144 == u32(0);
if l_4145 {
l_mut_3594 = u32(1);
} else {
let l_4146 = l_4142 & u32(2147483648);
let l_4147 = l_4146 != u32(0);
if l_4147 {
let l_4148 = l_4142 - u32(1);
l_mut_3594 = l_4148;
} else {
let l_4149 = l_4142 == u32(2139095040);
if l_4149 {
l_mut_3594 = l_4142;
}
}
}
let l_4150 = bitcast<f32>(l_mut_3594);
let l_4151 = bitcast<u32>(l_4150);
let l_4152 = l_4151 & u32(2147483647);
let l_4153 = bitcast<f32>(l_4152);
let l_4154 = f64(l_4153);
l_mut_2578 = l_4154;
let l_4155 = l_4152 < u32(8388608);
if l_4155 {
let l_4156 = f64(l_4152);
let l_4157 = l_4156 * f64(1.401298464324817e-45);
l_mut_2578 = l_4157;
}
let l_4158 = bitcast<u64>(l_mut_2578);
let l_4159 = l_4151 >> u32(31);
let l_4160 = u64(l_4159);
let l_4161 = l_4160 << u32(bitcast<u64>(u64(63)));
let l_4162 = l_4158 | l_4161;
let l_4163 = bitcast<f64>(l_4162);
let l_4164 = l_4163 <= l_4105;
if l_4164 {
let l_4165 = bitcast<u32>(l_4111);
let l_4166 = l_4165 + u32(1);
l_mut_3594 = l_4166;
let l_4167 = l_4165 & u32(2147483647);
let l_4168 = l_4167 == u32(0);
if l_4168 {
l_mut_3594 = u32(1);
} else {
let l_4169 = l_4165 & u32(2147483648);
let l_4170 = l_4169 != u32(0);
if l_4170 {
let l_4171 = l_4165 - u32(1);
l_mut_3594 = l_4171;
} else {
let l_4172 = l_4165 == u32(2139095040);
if l_4172 {
l_mut_3594 = l_4165;
}
}
}
let l_4173 = bitcast<f32>(l_mut_3594);
let l_4174 = bitcast<u32>(l_4173);
let l_4175 = l_4174 & u32(2147483647);
let l_4176 = bitcast<f32>(l_4175);
let l_4177 = f64(l_4176);
l_mut_2578 = l_4177;
let l_4178 = l_4175 < u32(8388608);
if l_4178 {
let l_4179 = f64(l_4175);
let l_4180 = l_4179 * f64(1.401298464324817e-45);
l_mut_2578 = l_4180;
}
let l_4181 = bitcast<u64>(l_mut_2578);
let l_4182 = l_4174 >> u32(31);
let l_4183 = u64(l_4182);
let l_4184 = l_4183 << u32(bitcast<u64>(u64(63)));
let l_4185 = l_4181 | l_4184;
let l_4186 = bitcast<f64>(l_4185);
l_mut_2832 = l_4186;
}
}
}
let l_4187 = -l_mut_2832;
l_mut_2832 = l_4187;
let l_4188 = bool(true) && bool(false);
if l_4188 {
let l_4189 = l_4100 + l_4103;
let l_4190 = l_4189 * f64(7.1362384635298e44);
let l_4191 = floor(l_4190);
let l_4192 = l_4191 * f64(1.401298464324817e-45);
l_mut_2578 = l_4192;
let l_4193 = abs(l_4189);
let l_4194 = l_4193 >= f64(1.1754943508222875e-38);
if l_4194 {
let l_4195 = f32(l_4189);
let l_4196 = f64(l_4195);
l_mut_2578 = l_4196;
let l_4197 = l_mut_2578 > l_4189;
if l_4197 {
let l_4198 = bitcast<u32>(l_4195);
let l_4199 = l_4198 ^ u32(2147483648);
let l_4200 = bitcast<f32>(l_4199);
let l_4201 = bitcast<u32>(l_4200);
let l_4202 = l_4201 + u32(1);
l_mut_3594 = l_4202;
let l_4203 = l_4201 & u32(2147483647);
let l_4204 = l_4203 == u32(0);
if l_4204 {
l_mut_3594 = u32(1);
} else {
let l_4205 = l_4201 & u32(2147483648);
let l_4206 = l_4205 != u32(0);
if l_4206 {
let l_4207 = l_4201 - u32(1);
l_mut_3594 = l_4207;
} else {
let l_4208 = l_4201 == u32(2139095040);
if l_4208 {
l_mut_3594 = l_4201;
}
}
}
let l_4209 = bitcast<f32>(l_mut_3594);
let l_4210 = bitcast<u32>(l_4209);
let l_4211 = l_4210 ^ u32(2147483648);
let l_4212 = bitcast<f32>(l_4211);
let l_4213 = bitcast<u32>(l_4212);
let l_4214 = l_4213 & u32(2147483647);
let l_4215 = bitcast<f32>(l_4214);
let l_4216 = f64(l_4215);
l_mut_221 = l_4216;
let l_4217 = l_4214 < u32(8388608);
if l_4217 {
let l_4218 = f64(l_4214);
let l_4219 = l_4218 * f64(1.401298464324817e-45);
l_mut_221 = l_4219;
}
let l_4220 = bitcast<u64>(l_mut_221);
let l_4221 = l_4213 >> u32(31);
let l_4222 = u64(l_4221);
let l_4223 = l_4222 << u32(bitcast<u64>(u64(63)));
let l_4224 = l_4220 | l_4223;
let l_4225 = bitcast<f64>(l_4224);
l_mut_2578 = l_4225;
} else {
let l_4226 = bitcast<u32>(l_4195);
let l_4227 = l_4226 + u32(1);
l_mut_3594 = l_4227;
let l_4228 = l_4226 & u32(2147483647);
let l_4229 = l_4228 == u32(0);
if l_4229 {
l_mut_3594 = u32(1);
} else {
let l_4230 = l_4226 & u32(2147483648);
let l_4231 = l_4230 != u32(0);
if l_4231 {
let l_4232 = l_4226 - u32(1);
l_mut_3594 = l_4232;
} else {
let l_4233 = l_4226 == u32(2139095040);
if l_4233 {
l_mut_3594 = l_4226;
}
}
}
let l_4234 = bitcast<f32>(l_mut_3594);
let l_4235 = bitcast<u32>(l_4234);
let l_4236 = l_4235 & u32(2147483647);
let l_4237 = bitcast<f32>(l_4236);
let l_4238 = f64(l_4237);
l_mut_221 = l_4238;
let l_4239 = l_4236 < u32(8388608);
if l_4239 {
let l_4240 = f64(l_4236);
let l_4241 = l_4240 * f64(1.401298464324817e-45);
l_mut_221 = l_4241;
}
let l_4242 = bitcast<u64>(l_mut_221);
let l_4243 = l_4235 >> u32(31);
let l_4244 = u64(l_4243);
let l_4245 = l_4244 << u32(bitcast<u64>(u64(63)));
let l_4246 = l_4242 | l_4245;
let l_4247 = bitcast<f64>(l_4246);
let l_4248 = l_4247 <= l_4189;
if l_4248 {
let l_4249 = bitcast<u32>(l_4195);
let l_4250 = l_4249 + u32(1);
l_mut_3594 = l_4250;
let l_4251 = l_4249 & u32(2147483647);
let l_4252 = l_4251 == u32(0);
if l_4252 {
l_mut_3594 = u32(1);
} else {
let l_4253 = l_4249 & u32(2147483648);
let l_4254 = l_4253 != u32(0);
if l_4254 {
let l_4255 = l_4249 - u32(1);
l_mut_3594 = l_4255;
} else {
let l_4256 = l_4249 == u32(2139095040);
if l_4256 {
l_mut_3594 = l_4249;
}
}
}
let l_4257 = bitcast<f32>(l_mut_3594);
let l_4258 = bitcast<u32>(l_4257);
let l_4259 = l_4258 & u32(2147483647);
let l_4260 = bitcast<f32>(l_4259);
let l_4261 = f64(l_4260);
l_mut_221 = l_4261;
let l_4262 = l_4259 < u32(8388608);
if l_4262 {
let l_4263 = f64(l_4259);
let l_4264 = l_4263 * f64(1.401298464324817e-45);
l_mut_221 = l_4264;
}
let l_4265 = bitcast<u64>(l_mut_221);
let l_4266 = l_4258 >> u32(31);
let l_4267 = u64(l_4266);
let l_4268 = l_4267 << u32(bitcast<u64>(u64(63)));
let l_4269 = l_4265 | l_4268;
let l_4270 = bitcast<f64>(l_4269);
l_mut_2578 = l_4270;
}
}
}
l_mut_2832 = l_mut_2578;
} else {
let l_4271 = l_4100 - l_4103;
let l_4272 = l_4271 * f64(7.1362384635298e44);
let l_4273 = floor(l_4272);
let l_4274 = l_4273 * f64(1.401298464324817e-45);
l_mut_2578 = l_4274;
let l_4275 = abs(l_4271);
let l_4276 = l_4275 >= f64(1.1754943508222875e-38);
if l_4276 {
let l_4277 = f32(l_4271);
let l_4278 = f64(l_4277);
l_mut_2578 = l_4278;
let l_4279 = l_mut_2578 > l_4271;
if l_4279 {
let l_4280 = bitcast<u32>(l_4277);
let l_4281 = l_4280 ^ u32(2147483648);
let l_4282 = bitcast<f32>(l_4281);
let l_4283 = bitcast<u32>(l_4282);
let l_4284 = l_4283 + u32(1);
l_mut_3594 = l_4284;
let l_4285 = l_4283 & u32(2147483647);
let l_4286 = l_4285 == u32(0);
if l_4286 {
l_mut_3594 = u32(1);
} else {
let l_4287 = l_4283 & u32(2147483648);
let l_4288 = l_4287 != u32(0);
if l_4288 {
let l_4289 = l_4283 - u32(1);
l_mut_3594 = l_4289;
} else {
let l_4290 = l_4283 == u32(2139095040);
if l_4290 {
l_mut_3594 = l_4283;
}
}
}
let l_4291 = bitcast<f32>(l_mut_3594);
let l_4292 = bitcast<u32>(l_4291);
let l_4293 = l_4292 ^ u32(2147483648);
let l_4294 = bitcast<f32>(l_4293);
let l_4295 = bitcast<u32>(l_4294);
let l_4296 = l_4295 & u32(2147483647);
let l_4297 = bitcast<f32>(l_4296);
let l_4298 = f64(l_4297);
l_mut_221 = l_4298;
let l_4299 = l_4296 < u32(8388608);
if l_4299 {
let l_4300 = f64(l_4296);
let l_4301 = l_4300 * f64(1.401298464324817e-45);
l_mut_221 = l_4301;
}
let l_4302 = bitcast<u64>(l_mut_221);
let l_4303 = l_4295 >> u32(31);
let l_4304 = u64(l_4303);
let l_4305 = l_4304 << u32(bitcast<u64>(u64(63)));
let l_4306 = l_4302 | l_4305;
let l_4307 = bitcast<f64>(l_4306);
l_mut_2578 = l_4307;
} else {
let l_4308 = bitcast<u32>(l_4277);
let l_4309 = l_4308 + u32(1);
l_mut_3594 = l_4309;
let l_4310 = l_4308 & u32(2147483647);
let l_4311 = l_4310 == u32(0);
if l_4311 {
l_mut_3594 = u32(1);
} else {
let l_4312 = l_4308 & u32(2147483648);
let l_4313 = l_4312 != u32(0);
if l_4313 {
let l_4314 = l_4308 - u32(1);
l_mut_3594 = l_4314;
} else {
let l_4315 = l_4308 == u32(2139095040);
if l_4315 {
l_mut_3594 = l_4308;
}
}
}
let l_4316 = bitcast<f32>(l_mut_3594);
let l_4317 = bitcast<u32>(l_4316);
let l_4318 = l_4317 & u32(2147483647);
let l_4319 = bitcast<f32>(l_4318);
let l_4320 = f64(l_4319);
l_mut_221 = l_4320;
let l_4321 = l_4318 < u32(8388608);
if l_4321 {
let l_4322 = f64(l_4318);
let l_4323 = l_4322 * f64(1.401298464324817e-45);
l_mut_221 = l_4323;
}
let l_4324 = bitcast<u64>(l_mut_221);
let l_4325 = l_4317 >> u32(31);
let l_4326 = u64(l_4325);
let l_4327 = l_4326 << u32(bitcast<u64>(u64(63)));
let l_4328 = l_4324 | l_4327;
let l_4329 = bitcast<f64>(l_4328);
let l_4330 = l_4329 <= l_4271;
if l_4330 {
let l_4331 = bitcast<u32>(l_4277);
let l_4332 = l_4331 + u32(1);
l_mut_3594 = l_4332;
let l_4333 = l_4331 & u32(2147483647);
let l_4334 = l_4333 == u32(0);
if l_4334 {
l_mut_3594 = u32(1);
} else {
let l_4335 = l_4331 & u32(2147483648);
let l_4336 = l_4335 != u32(0);
if l_4336 {
let l_4337 = l_4331 - u32(1);
l_mut_3594 = l_4337;
} else {
let l_4338 = l_4331 == u32(2139095040);
if l_4338 {
l_mut_3594 = l_4331;
}
}
}
let l_4339 = bitcast<f32>(l_mut_3594);
let l_4340 = bitcast<u32>(l_4339);
let l_4341 = l_4340 & u32(2147483647);
let l_4342 = bitcast<f32>(l_4341);
let l_4343 = f64(l_4342);
l_mut_221 = l_4343;
let l_4344 = l_4341 < u32(8388608);
if l_4344 {
let l_4345 = f64(l_4341);
let l_4346 = l_4345 * f64(1.401298464324817e-45);
l_mut_221 = l_4346;
}
let l_4347 = bitcast<u64>(l_mut_221);
let l_4348 = l_4340 >> u32(31);
let l_4349 = u64(l_4348);
let l_4350 = l_4349 << u32(bitcast<u64>(u64(63)));
let l_4351 = l_4347 | l_4350;
let l_4352 = bitcast<f64>(l_4351);
l_mut_2578 = l_4352;
}
}
}
l_mut_2832 = l_mut_2578;
}
let l_4353 = l_mut_1480 + l_381;
let l_4354 = abs(l_4353);
let l_4355 = l_4354 * f64(2.220446049250313e-16);
let l_4356 = l_2460 + l_4355;
let l_4357 = l_4353 + l_4356;
let l_4358 = -l_4357;
let l_4359 = l_4358 * f64(7.1362384635298e44);
let l_4360 = floor(l_4359);
let l_4361 = l_4360 * f64(1.401298464324817e-45);
l_mut_2578 = l_4361;
let l_4362 = abs(l_4358);
let l_4363 = l_4362 >= f64(1.1754943508222875e-38);
if l_4363 {
let l_4364 = f32(l_4358);
let l_4365 = f64(l_4364);
l_mut_2578 = l_4365;
let l_4366 = l_mut_2578 > l_4358;
if l_4366 {
let l_4367 = bitcast<u32>(l_4364);
let l_4368 = l_4367 ^ u32(2147483648);
let l_4369 = bitcast<f32>(l_4368);
let l_4370 = bitcast<u32>(l_4369);
let l_4371 = l_4370 + u32(1);
l_mut_3594 = l_4371;
let l_4372 = l_4370 & u32(2147483647);
let l_4373 = l_4372 == u32(0);
if l_4373 {
l_mut_3594 = u32(1);
} else {
let l_4374 = l_4370 & u32(2147483648);
let l_4375 = l_4374 != u32(0);
if l_4375 {
let l_4376 = l_4370 - u32(1);
l_mut_3594 = l_4376;
} else {
let l_4377 = l_4370 == u32(2139095040);
if l_4377 {
l_mut_3594 = l_4370;
}
}
}
let l_4378 = bitcast<f32>(l_mut_3594);
let l_4379 = bitcast<u32>(l_4378);
let l_4380 = l_4379 ^ u32(2147483648);
let l_4381 = bitcast<f32>(l_4380);
let l_4382 = bitcast<u32>(l_4381);
let l_4383 = l_4382 & u32(2147483647);
let l_4384 = bitcast<f32>(l_4383);
let l_4385 = f64(l_4384);
l_mut_221 = l_4385;
let l_4386 = l_4383 < u32(8388608);
if l_4386 {
let l_4387 = f64(l_4383);
let l_4388 = l_4387 * f64(1.401298464324817e-45);
l_mut_221 = l_4388;
}
let l_4389 = bitcast<u64>(l_mut_221);
let l_4390 = l_4382 >> u32(31);
let l_4391 = u64(l_4390);
let l_4392 = l_4391 << u32(bitcast<u64>(u64(63)));
let l_4393 = l_4389 | l_4392;
let l_4394 = bitcast<f64>(l_4393);
l_mut_2578 = l_4394;
} else {
let l_4395 = bitcast<u32>(l_4364);
let l_4396 = l_4395 + u32(1);
l_mut_3594 = l_4396;
let l_4397 = l_4395 & u32(2147483647);
let l_4398 = l_4397 == u32(0);
if l_4398 {
l_mut_3594 = u32(1);
} else {
let l_4399 = l_4395 & u32(2147483648);
let l_4400 = l_4399 != u32(0);
if l_4400 {
let l_4401 = l_4395 - u32(1);
l_mut_3594 = l_4401;
} else {
let l_4402 = l_4395 == u32(2139095040);
if l_4402 {
l_mut_3594 = l_4395;
}
}
}
let l_4403 = bitcast<f32>(l_mut_3594);
let l_4404 = bitcast<u32>(l_4403);
let l_4405 = l_4404 & u32(2147483647);
let l_4406 = bitcast<f32>(l_4405);
let l_4407 = f64(l_4406);
l_mut_221 = l_4407;
let l_4408 = l_4405 < u32(8388608);
if l_4408 {
let l_4409 = f64(l_4405);
let l_4410 = l_4409 * f64(1.401298464324817e-45);
l_mut_221 = l_4410;
}
let l_4411 = bitcast<u64>(l_mut_221);
let l_4412 = l_4404 >> u32(31);
let l_4413 = u64(l_4412);
let l_4414 = l_4413 << u32(bitcast<u64>(u64(63)));
let l_4415 = l_4411 | l_4414;
let l_4416 = bitcast<f64>(l_4415);
let l_4417 = l_4416 <= l_4358;
if l_4417 {
let l_4418 = bitcast<u32>(l_4364);
let l_4419 = l_4418 + u32(1);
l_mut_3594 = l_4419;
let l_4420 = l_4418 & u32(2147483647);
let l_4421 = l_4420 == u32(0);
if l_4421 {
l_mut_3594 = u32(1);
} else {
let l_4422 = l_4418 & u32(2147483648);
let l_4423 = l_4422 != u32(0);
if l_4423 {
let l_4424 = l_4418 - u32(1);
l_mut_3594 = l_4424;
} else {
let l_4425 = l_4418 == u32(2139095040);
if l_4425 {
l_mut_3594 = l_4418;
}
}
}
let l_4426 = bitcast<f32>(l_mut_3594);
let l_4427 = bitcast<u32>(l_4426);
let l_4428 = l_4427 & u32(2147483647);
let l_4429 = bitcast<f32>(l_4428);
let l_4430 = f64(l_4429);
l_mut_221 = l_4430;
let l_4431 = l_4428 < u32(8388608);
if l_4431 {
let l_4432 = f64(l_4428);
let l_4433 = l_4432 * f64(1.401298464324817e-45);
l_mut_221 = l_4433;
}
let l_4434 = bitcast<u64>(l_mut_221);
let l_4435 = l_4427 >> u32(31);
let l_4436 = u64(l_4435);
let l_4437 = l_4436 << u32(bitcast<u64>(u64(63)));
let l_4438 = l_4434 | l_4437;
let l_4439 = bitcast<f64>(l_4438);
l_mut_2578 = l_4439;
}
}
}
let l_4440 = -l_mut_2578;
l_mut_2578 = l_4440;
let l_4441 = bool(false) && bool(false);
if l_4441 {
let l_4442 = l_4353 + l_4356;
let l_4443 = l_4442 * f64(7.1362384635298e44);
let l_4444 = floor(l_4443);
let l_4445 = l_4444 * f64(1.401298464324817e-45);
l_mut_221 = l_4445;
let l_4446 = abs(l_4442);
let l_4447 = l_4446 >= f64(1.1754943508222875e-38);
if l_4447 {
let l_4448 = f32(l_4442);
let l_4449 = f64(l_4448);
l_mut_221 = l_4449;
let l_4450 = l_mut_221 > l_4442;
if l_4450 {
let l_4451 = bitcast<u32>(l_4448);
let l_4452 = l_4451 ^ u32(2147483648);
let l_4453 = bitcast<f32>(l_4452);
let l_4454 = bitcast<u32>(l_4453);
let l_4455 = l_4454 + u32(1);
l_mut_3594 = l_4455;
let l_4456 = l_4454 & u32(2147483647);
let l_4457 = l_4456 == u32(0);
if l_4457 {
l_mut_3594 = u32(1);
} else {
let l_4458 = l_4454 & u32(2147483648);
let l_4459 = l_4458 != u32(0);
if l_4459 {
let l_4460 = l_4454 - u32(1);
l_mut_3594 = l_4460;
} else {
let l_4461 = l_4454 == u32(2139095040);
if l_4461 {
l_mut_3594 = l_4454;
}
}
}
let l_4462 = bitcast<f32>(l_mut_3594);
let l_4463 = bitcast<u32>(l_4462);
let l_4464 = l_4463 ^ u32(2147483648);
let l_4465 = bitcast<f32>(l_4464);
let l_4466 = bitcast<u32>(l_4465);
let l_4467 = l_4466 & u32(2147483647);
let l_4468 = bitcast<f32>(l_4467);
let l_4469 = f64(l_4468);
l_mut_166 = l_4469;
let l_4470 = l_4467 < u32(8388608);
if l_4470 {
let l_4471 = f64(l_4467);
let l_4472 = l_4471 * f64(1.401298464324817e-45);
l_mut_166 = l_4472;
}
let l_4473 = bitcast<u64>(l_mut_166);
let l_4474 = l_4466 >> u32(31);
let l_4475 = u64(l_4474);
let l_4476 = l_4475 << u32(bitcast<u64>(u64(63)));
let l_4477 = l_4473 | l_4476;
let l_4478 = bitcast<f64>(l_4477);
l_mut_221 = l_4478;
} else {
let l_4479 = bitcast<u32>(l_4448);
let l_4480 = l_4479 + u32(1);
l_mut_3594 = l_4480;
let l_4481 = l_4479 & u32(2147483647);
let l_4482 = l_4481 == u32(0);
if l_4482 {
l_mut_3594 = u32(1);
} else {
let l_4483 = l_4479 & u32(2147483648);
let l_4484 = l_4483 != u32(0);
if l_4484 {
let l_4485 = l_4479 - u32(1);
l_mut_3594 = l_4485;
} else {
let l_4486 = l_4479 == u32(2139095040);
if l_4486 {
l_mut_3594 = l_4479;
}
}
}
let l_4487 = bitcast<f32>(l_mut_3594);
let l_4488 = bitcast<u32>(l_4487);
let l_4489 = l_4488 & u32(2147483647);
let l_4490 = bitcast<f32>(l_4489);
let l_4491 = f64(l_4490);
l_mut_166 = l_4491;
let l_4492 = l_4489 < u32(8388608);
if l_4492 {
let l_4493 = f64(l_4489);
let l_4494 = l_4493 * f64(1.401298464324817e-45);
l_mut_166 = l_4494;
}
let l_4495 = bitcast<u64>(l_mut_166);
let l_4496 = l_4488 >> u32(31);
let l_4497 = u64(l_4496);
let l_4498 = l_4497 << u32(bitcast<u64>(u64(63)));
let l_4499 = l_4495 | l_4498;
let l_4500 = bitcast<f64>(l_4499);
let l_4501 = l_4500 <= l_4442;
if l_4501 {
let l_4502 = bitcast<u32>(l_4448);
let l_4503 = l_4502 + u32(1);
l_mut_3594 = l_4503;
let l_4504 = l_4502 & u32(2147483647);
let l_4505 = l_4504 == u32(0);
if l_4505 {
l_mut_3594 = u32(1);
} else {
let l_4506 = l_4502 & u32(2147483648);
let l_4507 = l_4506 != u32(0);
if l_4507 {
let l_4508 = l_4502 - u32(1);
l_mut_3594 = l_4508;
} else {
let l_4509 = l_4502 == u32(2139095040);
if l_4509 {
l_mut_3594 = l_4502;
}
}
}
let l_4510 = bitcast<f32>(l_mut_3594);
let l_4511 = bitcast<u32>(l_4510);
let l_4512 = l_4511 & u32(2147483647);
let l_4513 = bitcast<f32>(l_4512);
let l_4514 = f64(l_4513);
l_mut_166 = l_4514;
let l_4515 = l_4512 < u32(8388608);
if l_4515 {
let l_4516 = f64(l_4512);
let l_4517 = l_4516 * f64(1.401298464324817e-45);
l_mut_166 = l_4517;
}
let l_4518 = bitcast<u64>(l_mut_166);
let l_4519 = l_4511 >> u32(31);
let l_4520 = u64(l_4519);
let l_4521 = l_4520 << u32(bitcast<u64>(u64(63)));
let l_4522 = l_4518 | l_4521;
let l_4523 = bitcast<f64>(l_4522);
l_mut_221 = l_4523;
}
}
}
l_mut_2578 = l_mut_221;
} else {
}
l_mut_3594 = u32(0);
let l_4524 = l_mut_2832 <= f64(0.0);
let l_4525 = l_mut_2578 >= f64(0.0);
let l_4526 = l_4524 && l_4525;
let l_4527 = !l_4526;
if l_4527 {
let l_4529 = l_mut_3342 / l_mut_2832;
let l_4530 = l_mut_3342 / l_mut_2578;
let l_4531 = l_mut_3088 / l_mut_2832;
let l_4532 = l_mut_3088 / l_mut_2578;
a_4528[u32(0)] = l_4529;
a_4528[u32(1)] = l_4529;
let l_4533 = a_4528[u32(0)];
let l_4534 = l_4530 < l_4533;
if l_4534 {
a_4528[u32(0)] = l_4530;
}
let l_4535 = a_4528[u32(0)];
let l_4536 = l_4531 < l_4535;
if l_4536 {
a_4528[u32(0)] = l_4531;
}
let l_4537 = a_4528[u32(0)];
let l_4538 = l_4532 < l_4537;
if l_4538 {
a_4528[u32(0)] = l_4532;
}
let l_4539 = a_4528[u32(1)];
let l_4540 = l_4530 > l_4539;
if l_4540 {
a_4528[u32(1)] = l_4530;
}
let l_4541 = a_4528[u32(1)];
let l_4542 = l_4531 > l_4541;
if l_4542 {
a_4528[u32(1)] = l_4531;
}
let l_4543 = a_4528[u32(1)];
let l_4544 = l_4532 > l_4543;
if l_4544 {
a_4528[u32(1)] = l_4532;
}
let l_4545 = a_4528[u32(0)];
let l_4546 = abs(l_4545);
let l_4547 = l_4546 * l_mut_1067;
let l_4548 = a_4528[u32(1)];
let l_4549 = abs(l_4548);
let l_4550 = l_4549 * l_mut_1067;
l_mut_3594 = u32(2);
let l_4551 = a_4528[u32(0)];
let l_4552 = l_4551 - l_4547;
let l_4553 = abs(l_4552);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4554 = l_4553 >= f64(1.1754943508222875e-38);
let l_4555 = l_4553 <= f64(1.7976931348623157e308);
let l_4556 = l_4554 && l_4555;
if l_4556 {
let l_4557 = bitcast<u64>(l_4553);
let l_4558 = l_4557 >> u32(bitcast<u64>(u64(52)));
let l_4559 = l_4558 - u64(23);
let l_4560 = l_4559 << u32(bitcast<u64>(u64(52)));
let l_4561 = bitcast<f64>(l_4560);
l_mut_3342 = l_4561;
}
let l_4562 = l_4551 + l_4547;
let l_4563 = abs(l_4562);
l_mut_3088 = f64(1.401298464324817e-45);
let l_4564 = l_4563 >= f64(1.1754943508222875e-38);
let l_4565 = l_4563 <= f64(1.7976931348623157e308);
let l_4566 = l_4564 && l_4565;
if l_4566 {
let l_4567 = bitcast<u64>(l_4563);
let l_4568 = l_4567 >> u32(bitcast<u64>(u64(52)));
let l_4569 = l_4568 - u64(23);
let l_4570 = l_4569 << u32(bitcast<u64>(u64(52)));
let l_4571 = bitcast<f64>(l_4570);
l_mut_3088 = l_4571;
}
let l_4572 = l_mut_3342 == l_mut_3088;
let l_4573 = a_4528[u32(1)];
let l_4574 = l_4573 - l_4550;
let l_4575 = abs(l_4574);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4576 = l_4575 >= f64(1.1754943508222875e-38);
let l_4577 = l_4575 <= f64(1.7976931348623157e308);
let l_4578 = l_4576 && l_4577;
if l_4578 {
let l_4579 = bitcast<u64>(l_4575);
let l_4580 = l_4579 >> u32(bitcast<u64>(u64(52)));
let l_4581 = l_4580 - u64(23);
let l_4582 = l_4581 << u32(bitcast<u64>(u64(52)));
let l_4583 = bitcast<f64>(l_4582);
l_mut_3342 = l_4583;
}
let l_4584 = l_4573 + l_4550;
let l_4585 = abs(l_4584);
l_mut_3088 = f64(1.401298464324817e-45);
let l_4586 = l_4585 >= f64(1.1754943508222875e-38);
let l_4587 = l_4585 <= f64(1.7976931348623157e308);
let l_4588 = l_4586 && l_4587;
if l_4588 {
let l_4589 = bitcast<u64>(l_4585);
let l_4590 = l_4589 >> u32(bitcast<u64>(u64(52)));
let l_4591 = l_4590 - u64(23);
let l_4592 = l_4591 << u32(bitcast<u64>(u64(52)));
let l_4593 = bitcast<f64>(l_4592);
l_mut_3088 = l_4593;
}
let l_4594 = l_mut_3342 == l_mut_3088;
let l_4595 = l_4572 && l_4594;
if l_4595 {
let l_4596 = a_4528[u32(0)];
let l_4597 = a_4528[u32(0)];
let l_4598 = abs(l_4597);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4599 = l_4598 >= f64(1.1754943508222875e-38);
let l_4600 = l_4598 <= f64(1.7976931348623157e308);
let l_4601 = l_4599 && l_4600;
if l_4601 {
let l_4602 = bitcast<u64>(l_4598);
let l_4603 = l_4602 >> u32(bitcast<u64>(u64(52)));
let l_4604 = l_4603 - u64(23);
let l_4605 = l_4604 << u32(bitcast<u64>(u64(52)));
let l_4606 = bitcast<f64>(l_4605);
l_mut_3342 = l_4606;
}
let l_4607 = l_384 * l_mut_3342;
let l_4608 = l_4596 - l_4607;
let l_4609 = a_4528[u32(1)];
let l_4610 = a_4528[u32(1)];
let l_4611 = abs(l_4610);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4612 = l_4611 >= f64(1.1754943508222875e-38);
let l_4613 = l_4611 <= f64(1.7976931348623157e308);
let l_4614 = l_4612 && l_4613;
if l_4614 {
let l_4615 = bitcast<u64>(l_4611);
let l_4616 = l_4615 >> u32(bitcast<u64>(u64(52)));
let l_4617 = l_4616 - u64(23);
let l_4618 = l_4617 << u32(bitcast<u64>(u64(52)));
let l_4619 = bitcast<f64>(l_4618);
l_mut_3342 = l_4619;
}
let l_4620 = l_384 * l_mut_3342;
let l_4621 = l_4609 + l_4620;
let l_4622 = bitcast<u32>(l_146);
let l_4623 = l_4622 & u32(2147483647);
let l_4624 = bitcast<f32>(l_4623);
let l_4625 = f64(l_4624);
l_mut_3342 = l_4625;
let l_4626 = l_4623 < u32(8388608);
if l_4626 {
let l_4627 = f64(l_4623);
let l_4628 = l_4627 * f64(1.401298464324817e-45);
l_mut_3342 = l_4628;
}
let l_4629 = bitcast<u64>(l_mut_3342);
let l_4630 = l_4622 >> u32(31);
let l_4631 = u64(l_4630);
let l_4632 = l_4631 << u32(bitcast<u64>(u64(63)));
let l_4633 = l_4629 | l_4632;
let l_4634 = bitcast<f64>(l_4633);
let l_4635 = bitcast<u32>(l_146);
let l_4636 = l_4635 + u32(1);
l_mut_4637 = l_4636;
let l_4638 = l_4635 & u32(2147483647);
let l_4639 = l_4638 == u32(0);
if l_4639 {
l_mut_4637 = u32(1);
} else {
let l_4640 = l_4635 & u32(2147483648);
let l_4641 = l_4640 != u32(0);
if l_4641 {
let l_4642 = l_4635 - u32(1);
l_mut_4637 = l_4642;
} else {
let l_4643 = l_4635 == u32(2139095040);
if l_4643 {
l_mut_4637 = l_4635;
}
}
}
let l_4644 = bitcast<f32>(l_mut_4637);
let l_4645 = bitcast<u32>(l_4644);
let l_4646 = l_4645 & u32(2147483647);
let l_4647 = bitcast<f32>(l_4646);
let l_4648 = f64(l_4647);
l_mut_3342 = l_4648;
let l_4649 = l_4646 < u32(8388608);
if l_4649 {
let l_4650 = f64(l_4646);
let l_4651 = l_4650 * f64(1.401298464324817e-45);
l_mut_3342 = l_4651;
}
let l_4652 = bitcast<u64>(l_mut_3342);
let l_4653 = l_4645 >> u32(31);
let l_4654 = u64(l_4653);
let l_4655 = l_4654 << u32(bitcast<u64>(u64(63)));
let l_4656 = l_4652 | l_4655;
let l_4657 = bitcast<f64>(l_4656);
let l_4658 = bitcast<u32>(l_146);
let l_4659 = l_4658 ^ u32(2147483648);
let l_4660 = bitcast<f32>(l_4659);
let l_4661 = bitcast<u32>(l_4660);
let l_4662 = l_4661 + u32(1);
l_mut_4637 = l_4662;
let l_4663 = l_4661 & u32(2147483647);
let l_4664 = l_4663 == u32(0);
if l_4664 {
l_mut_4637 = u32(1);
} else {
let l_4665 = l_4661 & u32(2147483648);
let l_4666 = l_4665 != u32(0);
if l_4666 {
let l_4667 = l_4661 - u32(1);
l_mut_4637 = l_4667;
} else {
let l_4668 = l_4661 == u32(2139095040);
if l_4668 {
l_mut_4637 = l_4661;
}
}
}
let l_4669 = bitcast<f32>(l_mut_4637);
let l_4670 = bitcast<u32>(l_4669);
let l_4671 = l_4670 ^ u32(2147483648);
let l_4672 = bitcast<f32>(l_4671);
let l_4673 = bitcast<u32>(l_4672);
let l_4674 = l_4673 & u32(2147483647);
let l_4675 = bitcast<f32>(l_4674);
let l_4676 = f64(l_4675);
l_mut_3342 = l_4676;
let l_4677 = l_4674 < u32(8388608);
if l_4677 {
let l_4678 = f64(l_4674);
let l_4679 = l_4678 * f64(1.401298464324817e-45);
l_mut_3342 = l_4679;
}
let l_4680 = bitcast<u64>(l_mut_3342);
let l_4681 = l_4673 >> u32(31);
let l_4682 = u64(l_4681);
let l_4683 = l_4682 << u32(bitcast<u64>(u64(63)));
let l_4684 = l_4680 | l_4683;
let l_4685 = bitcast<f64>(l_4684);
let l_4686 = l_4608 + l_4547;
let l_4687 = l_4686 <= l_4634;
l_mut_508 = l_4687;
let l_4688 = l_4608 - l_4547;
let l_4689 = l_4688 > l_4634;
l_mut_505 = l_4689;
let l_4690 = l_4621 - l_4550;
let l_4691 = l_4690 >= l_4634;
l_mut_502 = l_4691;
let l_4692 = l_4621 + l_4550;
let l_4693 = l_4692 < l_4634;
l_mut_499 = l_4693;
let l_4694 = l_4608 + l_4547;
let l_4695 = l_4694 < l_4657;
l_mut_508 = l_4695;
let l_4696 = l_4608 - l_4547;
let l_4697 = l_4696 >= l_4657;
l_mut_505 = l_4697;
let l_4698 = l_4621 - l_4550;
let l_4699 = l_4698 > l_4685;
l_mut_502 = l_4699;
let l_4700 = l_4621 + l_4550;
let l_4701 = l_4700 <= l_4685;
l_mut_499 = l_4701;
l_mut_4637 = u32(2);
let l_4702 = l_mut_505 || l_mut_499;
if l_4702 {
l_mut_4637 = u32(1);
} else {
let l_4703 = l_mut_508 && l_mut_502;
if l_4703 {
l_mut_4637 = u32(0);
}
}
let l_4704 = bitcast<u32>(l_146);
let l_4705 = l_4704 & u32(2147483647);
let l_4706 = l_4705 == u32(0);
if l_4706 {
let l_4707 = l_4608 + l_4547;
let l_4708 = l_4707 < f64(1.1754943508222875e-38);
let l_4709 = l_4621 - l_4550;
let l_4710 = l_4709 > f64(-1.1754943508222875e-38);
let l_4711 = l_4708 && l_4710;
let l_4712 = l_4608 - l_4547;
let l_4713 = l_4712 < f64(1.1754943508222875e-38);
let l_4714 = l_4621 + l_4550;
let l_4715 = l_4714 > f64(-1.1754943508222875e-38);
let l_4716 = l_4713 && l_4715;
if l_4711 {
l_mut_4637 = u32(0);
} else {
let l_4717 = l_mut_4637 == u32(1);
let l_4718 = l_4716 && l_4717;
if l_4718 {
l_mut_4637 = u32(2);
}
}
}
l_mut_3594 = l_mut_4637;
}
}
let l_4719 = l_mut_407 == u32(0);
if l_4719 {
l_mut_448 = u32(0);
} else {
let l_4720 = l_mut_3594 == u32(1);
if l_4720 {
l_mut_448 = u32(1);
}
}
} else {
let l_4721 = l_mut_1563 - l_381;
let l_4722 = l_mut_1563 + l_381;
let l_4723 = l_mut_1480 - l_381;
let l_4724 = l_mut_1480 + l_381;
let l_4725 = abs(l_4723);
let l_4726 = l_4725 > l_2460;
let l_4727 = abs(l_4724);
let l_4728 = l_4727 > l_2460;
let l_4729 = l_4726 && l_4728;
if l_4729 {
let l_4730 = l_2458 + l_2460;
let l_4731 = abs(l_4723);
let l_4732 = abs(l_4724);
l_mut_3342 = l_4731;
let l_4733 = l_4732 < l_4731;
if l_4733 {
l_mut_3342 = l_4732;
}
let l_4734 = l_4730 / l_mut_3342;
let l_4735 = abs(l_4721);
let l_4736 = abs(l_4722);
l_mut_3342 = l_4735;
let l_4737 = l_4736 < l_4735;
if l_4737 {
l_mut_3342 = l_4736;
}
let l_4738 = l_2458 / l_mut_3342;
let l_4739 = l_4734 + l_4738;
l_mut_1067 = l_mut_1067 + l_4739;
l_mut_4637 = u32(0);
let l_4740 = l_4723 <= f64(0.0);
let l_4741 = l_4724 >= f64(0.0);
let l_4742 = l_4740 && l_4741;
let l_4743 = !l_4742;
if l_4743 {
let l_4745 = l_4721 / l_4723;
let l_4746 = l_4721 / l_4724;
let l_4747 = l_4722 / l_4723;
let l_4748 = l_4722 / l_4724;
a_4744[u32(0)] = l_4745;
a_4744[u32(1)] = l_4745;
let l_4749 = a_4744[u32(0)];
let l_4750 = l_4746 < l_4749;
if l_4750 {
a_4744[u32(0)] = l_4746;
}
let l_4751 = a_4744[u32(0)];
let l_4752 = l_4747 < l_4751;
if l_4752 {
a_4744[u32(0)] = l_4747;
}
let l_4753 = a_4744[u32(0)];
let l_4754 = l_4748 < l_4753;
if l_4754 {
a_4744[u32(0)] = l_4748;
}
let l_4755 = a_4744[u32(1)];
let l_4756 = l_4746 > l_4755;
if l_4756 {
a_4744[u32(1)] = l_4746;
}
let l_4757 = a_4744[u32(1)];
let l_4758 = l_4747 > l_4757;
if l_4758 {
a_4744[u32(1)] = l_4747;
}
let l_4759 = a_4744[u32(1)];
let l_4760 = l_4748 > l_4759;
if l_4760 {
a_4744[u32(1)] = l_4748;
}
let l_4761 = a_4744[u32(0)];
let l_4762 = abs(l_4761);
let l_4763 = l_4762 * l_mut_1067;
let l_4764 = a_4744[u32(1)];
let l_4765 = abs(l_4764);
let l_4766 = l_4765 * l_mut_1067;
l_mut_4637 = u32(2);
let l_4767 = a_4744[u32(0)];
let l_4768 = l_4767 - l_4763;
let l_4769 = abs(l_4768);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4770 = l_4769 >= f64(1.1754943508222875e-38);
let l_4771 = l_4769 <= f64(1.7976931348623157e308);
let l_4772 = l_4770 && l_4771;
if l_4772 {
let l_4773 = bitcast<u64>(l_4769);
let l_4774 = l_4773 >> u32(bitcast<u64>(u64(52)));
let l_4775 = l_4774 - u64(23);
let l_4776 = l_4775 << u32(bitcast<u64>(u64(52)));
let l_4777 = bitcast<f64>(l_4776);
l_mut_3342 = l_4777;
}
let l_4778 = l_4767 + l_4763;
let l_4779 = abs(l_4778);
l_mut_3088 = f64(1.401298464324817e-45);
let l_4780 = l_4779 >= f64(1.1754943508222875e-38);
let l_4781 = l_4779 <= f64(1.7976931348623157e308);
let l_4782 = l_4780 && l_4781;
if l_4782 {
let l_4783 = bitcast<u64>(l_4779);
let l_4784 = l_4783 >> u32(bitcast<u64>(u64(52)));
let l_4785 = l_4784 - u64(23);
let l_4786 = l_4785 << u32(bitcast<u64>(u64(52)));
let l_4787 = bitcast<f64>(l_4786);
l_mut_3088 = l_4787;
}
let l_4788 = l_mut_3342 == l_mut_3088;
let l_4789 = a_4744[u32(1)];
let l_4790 = l_4789 - l_4766;
let l_4791 = abs(l_4790);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4792 = l_4791 >= f64(1.1754943508222875e-38);
let l_4793 = l_4791 <= f64(1.7976931348623157e308);
let l_4794 = l_4792 && l_4793;
if l_4794 {
let l_4795 = bitcast<u64>(l_4791);
let l_4796 = l_4795 >> u32(bitcast<u64>(u64(52)));
let l_4797 = l_4796 - u64(23);
let l_4798 = l_4797 << u32(bitcast<u64>(u64(52)));
let l_4799 = bitcast<f64>(l_4798);
l_mut_3342 = l_4799;
}
let l_4800 = l_4789 + l_4766;
let l_4801 = abs(l_4800);
l_mut_3088 = f64(1.401298464324817e-45);
let l_4802 = l_4801 >= f64(1.1754943508222875e-38);
let l_4803 = l_4801 <= f64(1.7976931348623157e308);
let l_4804 = l_4802 && l_4803;
if l_4804 {
let l_4805 = bitcast<u64>(l_4801);
let l_4806 = l_4805 >> u32(bitcast<u64>(u64(52)));
let l_4807 = l_4806 - u64(23);
let l_4808 = l_4807 << u32(bitcast<u64>(u64(52)));
let l_4809 = bitcast<f64>(l_4808);
l_mut_3088 = l_4809;
}
let l_4810 = l_mut_3342 == l_mut_3088;
let l_4811 = l_4788 && l_4810;
if l_4811 {
let l_4812 = a_4744[u32(0)];
let l_4813 = a_4744[u32(0)];
let l_4814 = abs(l_4813);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4815 = l_4814 >= f64(1.1754943508222875e-38);
let l_4816 = l_4814 <= f64(1.7976931348623157e308);
let l_4817 = l_4815 && l_4816;
if l_4817 {
let l_4818 = bitcast<u64>(l_4814);
let l_4819 = l_4818 >> u32(bitcast<u64>(u64(52)));
let l_4820 = l_4819 - u64(23);
let l_4821 = l_4820 << u32(bitcast<u64>(u64(52)));
let l_4822 = bitcast<f64>(l_4821);
l_mut_3342 = l_4822;
}
let l_4823 = l_384 * l_mut_3342;
let l_4824 = l_4812 - l_4823;
let l_4825 = a_4744[u32(1)];
let l_4826 = a_4744[u32(1)];
let l_4827 = abs(l_4826);
l_mut_3342 = f64(1.401298464324817e-45);
let l_4828 = l_4827 >= f64(1.1754943508222875e-38);
let l_4829 = l_4827 <= f64(1.7976931348623157e308);
let l_4830 = l_4828 && l_4829;
if l_4830 {
let l_4831 = bitcast<u64>(l_4827);
let l_4832 = l_4831 >> u32(bitcast<u64>(u64(52)));
let l_4833 = l_4832 - u64(23);
let l_4834 = l_4833 << u32(bitcast<u64>(u64(52)));
let l_4835 = bitcast<f64>(l_4834);
l_mut_3342 = l_4835;
}
let l_4836 = l_384 * l_mut_3342;
let l_4837 = l_4825 + l_4836;
let l_4838 = bitcast<u32>(l_146);
let l_4839 = l_4838 & u32(2147483647);
let l_4840 = bitcast<f32>(l_4839);
let l_4841 = f64(l_4840);
l_mut_3342 = l_4841;
let l_4842 = l_4839 < u32(8388608);
if l_4842 {
let l_4843 = f64(l_4839);
let l_4844 = l_4843 * f64(1.401298464324817e-45);
l_mut_3342 = l_4844;
}
let l_4845 = bitcast<u64>(l_mut_3342);
let l_4846 = l_4838 >> u32(31);
let l_4847 = u64(l_4846);
let l_4848 = l_4847 << u32(bitcast<u64>(u64(63)));
let l_4849 = l_4845 | l_4848;
let l_4850 = bitcast<f64>(l_4849);
let l_4851 = bitcast<u32>(l_146);
let l_4852 = l_4851 + u32(1);
l_mut_3594 = l_4852;
let l_4853 = l_4851 & u32(2147483647);
let l_4854 = l_4853 == u32(0);
if l_4854 {
l_mut_3594 = u32(1);
} else {
let l_4855 = l_4851 & u32(2147483648);
let l_4856 = l_4855 != u32(0);
if l_4856 {
let l_4857 = l_4851 - u32(1);
l_mut_3594 = l_4857;
} else {
let l_4858 = l_4851 == u32(2139095040);
if l_4858 {
l_mut_3594 = l_4851;
}
}
}
let l_4859 = bitcast<f32>(l_mut_3594);
let l_4860 = bitcast<u32>(l_4859);
let l_4861 = l_4860 & u32(2147483647);
let l_4862 = bitcast<f32>(l_4861);
let l_4863 = f64(l_4862);
l_mut_3342 = l_4863;
let l_4864 = l_4861 < u32(8388608);
if l_4864 {
let l_4865 = f64(l_4861);
let l_4866 = l_4865 * f64(1.401298464324817e-45);
l_mut_3342 = l_4866;
}
let l_4867 = bitcast<u64>(l_mut_3342);
let l_4868 = l_4860 >> u32(31);
let l_4869 = u64(l_4868);
let l_4870 = l_4869 << u32(bitcast<u64>(u64(63)));
let l_4871 = l_4867 | l_4870;
let l_4872 = bitcast<f64>(l_4871);
let l_4873 = bitcast<u32>(l_146);
let l_4874 = l_4873 ^ u32(2147483648);
let l_4875 = bitcast<f32>(l_4874);
let l_4876 = bitcast<u32>(l_4875);
let l_4877 = l_4876 + u32(1);
l_mut_3594 = l_4877;
let l_4878 = l_4876 & u32(2147483647);
let l_4879 = l_4878 == u32(0);
if l_4879 {
l_mut_3594 = u32(1);
} else {
let l_4880 = l_4876 & u32(2147483648);
let l_4881 = l_4880 != u32(0);
if l_4881 {
let l_4882 = l_4876 - u32(1);
l_mut_3594 = l_4882;
} else {
let l_4883 = l_4876 == u32(2139095040);
if l_4883 {
l_mut_3594 = l_4876;
}
}
}
let l_4884 = bitcast<f32>(l_mut_3594);
let l_4885 = bitcast<u32>(l_4884);
let l_4886 = l_4885 ^ u32(2147483648);
let l_4887 = bitcast<f32>(l_4886);
let l_4888 = bitcast<u32>(l_4887);
let l_4889 = l_4888 & u32(2147483647);
let l_4890 = bitcast<f32>(l_4889);
let l_4891 = f64(l_4890);
l_mut_3342 = l_4891;
let l_4892 = l_4889 < u32(8388608);
if l_4892 {
let l_4893 = f64(l_4889);
let l_4894 = l_4893 * f64(1.401298464324817e-45);
l_mut_3342 = l_4894;
}
let l_4895 = bitcast<u64>(l_mut_3342);
let l_4896 = l_4888 >> u32(31);
let l_4897 = u64(l_4896);
let l_4898 = l_4897 << u32(bitcast<u64>(u64(63)));
let l_4899 = l_4895 | l_4898;
let l_4900 = bitcast<f64>(l_4899);
let l_4901 = l_4824 + l_4763;
let l_4902 = l_4901 <= l_4850;
l_mut_508 = l_4902;
let l_4903 = l_4824 - l_4763;
let l_4904 = l_4903 > l_4850;
l_mut_505 = l_4904;
let l_4905 = l_4837 - l_4766;
let l_4906 = l_4905 >= l_4850;
l_mut_502 = l_4906;
let l_4907 = l_4837 + l_4766;
let l_4908 = l_4907 < l_4850;
l_mut_499 = l_4908;
l_mut_3594 = u32(2);
let l_4909 = l_mut_505 || l_mut_499;
if l_4909 {
l_mut_3594 = u32(1);
} else {
let l_4910 = l_mut_508 && l_mut_502;
if l_4910 {
l_mut_3594 = u32(0);
}
}
let l_4911 = bitcast<u32>(l_146);
let l_4912 = l_4911 & u32(2147483647);
let l_4913 = l_4912 == u32(0);
if l_4913 {
let l_4914 = l_4824 + l_4763;
let l_4915 = l_4914 < f64(1.1754943508222875e-38);
let l_4916 = l_4837 - l_4766;
let l_4917 = l_4916 > f64(-1.1754943508222875e-38);
let l_4918 = l_4915 && l_4917;
let l_4919 = l_4824 - l_4763;
let l_4920 = l_4919 < f64(1.1754943508222875e-38);
let l_4921 = l_4837 + l_4766;
let l_4922 = l_4921 > f64(-1.1754943508222875e-38);
let l_4923 = l_4920 && l_4922;
if l_4918 {
l_mut_3594 = u32(0);
} else {
let l_4924 = l_mut_3594 == u32(1);
let l_4925 = l_4923 && l_4924;
if l_4925 {
l_mut_3594 = u32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
}
l_mut_448 = l_mut_4637;
}
}
l_mut_268 = l_mut_448;
} else {
let l_4926 = l_389 <= l_387;
if l_4926 {
let l_4927 = f32(l_388);
let l_4928 = bitcast<u32>(l_4927);
let l_4929 = l_4928 & u32(2147483647);
let l_4930 = bitcast<f32>(l_4929);
let l_4931 = f64(l_4930);
l_mut_3342 = l_4931;
let l_4932 = l_4929 < u32(8388608);
if l_4932 {
let l_4933 = f64(l_4929);
let l_4934 = l_4933 * f64(1.401298464324817e-45);
l_mut_3342 = l_4934;
}
let l_4935 = bitcast<u64>(l_mut_3342);
let l_4936 = l_4928 >> u32(31);
let l_4937 = u64(l_4936);
let l_4938 = l_4937 << u32(bitcast<u64>(u64(63)));
let l_4939 = l_4935 | l_4938;
let l_4940 = bitcast<f64>(l_4939);
let l_4941 = abs(l_4940);
l_mut_3342 = l_4941;
l_mut_4637 = u32(0);
let l_4942 = l_4941 >= f64(0.785);
if l_4942 {
let l_4943 = l_4941 * f64(0.6366197723675814);
let l_4944 = l_4943 + f64(0.5);
let l_4945 = floor(l_4944);
let l_4946 = l_4945 * f64(1.570796325802803);
let l_4947 = l_4941 - l_4946;
let l_4948 = l_4947 * l_20;
let l_4949 = l_4945 * f64(9.920935796805404e-10);
let l_4950 = l_4948 - l_4949;
l_mut_3342 = l_4950;
let l_4951 = u32(l_4945);
l_mut_4637 = l_4951;
}
let l_4952 = bitcast<u32>(l_4927);
let l_4953 = l_4952 >= u32(2147483648);
let l_4954 = l_mut_3342 * l_mut_3342;
let l_4955 = l_4954 * f64(1.9572941063391263e-20);
let l_4956 = f64(8.22063524662433e-18) - l_4955;
l_mut_3088 = l_4956;
let l_4957 = l_mut_3088 * l_4954;
let l_4958 = l_4957 - f64(2.8114572543455206e-15);
l_mut_3088 = l_4958;
let l_4959 = l_mut_3088 * l_4954;
let l_4960 = l_4959 + f64(7.647163731819816e-13);
l_mut_3088 = l_4960;
let l_4961 = l_mut_3088 * l_4954;
let l_4962 = l_4961 - f64(1.6059043836821613e-10);
l_mut_3088 = l_4962;
let l_4963 = l_mut_3088 * l_4954;
let l_4964 = l_4963 + f64(2.505210838544172e-8);
l_mut_3088 = l_4964;
let l_4965 = l_mut_3088 * l_4954;
let l_4966 = l_4965 - f64(2.7557319223985893e-6);
l_mut_3088 = l_4966;
let l_4967 = l_mut_3088 * l_4954;
let l_4968 = l_4967 + f64(0.0001984126984126984);
l_mut_3088 = l_4968;
let l_4969 = l_mut_3088 * l_4954;
let l_4970 = l_4969 - f64(0.008333333333333333);
l_mut_3088 = l_4970;
let l_4971 = l_mut_3088 * l_4954;
let l_4972 = l_4971 + f64(0.16666666666666666);
l_mut_3088 = l_4972;
let l_4973 = f64(0.5) * l_4954;
let l_4974 = f64(1.0) - l_4973;
let l_4975 = f64(0.0) * l_4974;
let l_4976 = l_mut_3342 * l_4954;
let l_4977 = l_4976 * l_mut_3088;
let l_4978 = l_4975 - l_4977;
let l_4979 = l_mut_3342 + l_4978;
let l_4980 = l_mut_3342 * l_mut_3342;
let l_4981 = l_4980 * f64(4.110317623312165e-19);
let l_4982 = l_4981 - f64(1.5619206968586225e-16);
l_mut_3088 = l_4982;
let l_4983 = l_mut_3088 * l_4980;
let l_4984 = l_4983 + f64(4.779477332387385e-14);
l_mut_3088 = l_4984;
let l_4985 = l_mut_3088 * l_4980;
let l_4986 = l_4985 - f64(1.1470745597729725e-11);
l_mut_3088 = l_4986;
let l_4987 = l_mut_3088 * l_4980;
let l_4988 = l_4987 + f64(2.08767569878681e-9);
l_mut_3088 = l_4988;
let l_4989 = l_mut_3088 * l_4980;
let l_4990 = l_4989 - f64(2.755731922398589e-7);
l_mut_3088 = l_4990;
let l_4991 = l_mut_3088 * l_4980;
let l_4992 = l_4991 + f64(2.48015873015873e-5);
l_mut_3088 = l_4992;
let l_4993 = l_mut_3088 * l_4980;
let l_4994 = l_4993 - f64(0.001388888888888889);
l_mut_3088 = l_4994;
let l_4995 = l_mut_3088 * l_4980;
let l_4996 = l_4995 + f64(0.041666666666666664);
l_mut_3088 = l_4996;
let l_4997 = f64(0.5) * l_4980;
let l_4998 = f64(1.0) - l_4997;
let l_4999 = l_4980 * l_4980;
let l_5000 = l_4999 * l_mut_3088;
let l_5001 = f64(0.0) * l_mut_3342;
let l_5002 = l_5000 - l_5001;
let l_5003 = l_4998 + l_5002;
let l_5004 = l_mut_4637 & u32(1);
let l_5005 = l_5004 == u32(1);
l_mut_3342 = l_4979;
let l_5006 = l_mut_4637 & u32(2);
let l_5007 = l_5006 != u32(0);
l_mut_508 = l_5007;
let l_5008 = u32(6) == u32(6);
if l_5008 {
if l_5005 {
l_mut_3342 = l_5003;
}
} else {
let l_5009 = u32(6) == u32(7);
if l_5009 {
l_mut_3342 = l_5003;
if l_5005 {
l_mut_3342 = l_4979;
}
let l_5010 = l_mut_4637 + u32(1);
let l_5011 = l_5010 & u32(2);
let l_5012 = l_5011 != u32(0);
l_mut_508 = l_5012;
} else {
let l_5013 = l_4979 / l_5003;
l_mut_3342 = l_5013;
if l_5005 {
let l_5014 = l_5003 / l_4979;
l_mut_3342 = l_5014;
}
l_mut_508 = l_5005;
}
}
let l_5015 = u32(6) != u32(7);
let l_5016 = l_5015 && l_4953;
if l_5016 {
let l_5017 = !l_mut_508;
l_mut_508 = l_5017;
}
if l_mut_508 {
let l_5018 = -l_mut_3342;
l_mut_3342 = l_5018;
}
let l_5019 = f32(l_388);
let l_5020 = bitcast<u32>(l_5019);
let l_5021 = l_5020 & u32(2147483647);
let l_5022 = bitcast<f32>(l_5021);
let l_5023 = f64(l_5022);
l_mut_3088 = l_5023;
let l_5024 = l_5021 < u32(8388608);
if l_5024 {
let l_5025 = f64(l_5021);
let l_5026 = l_5025 * f64(1.401298464324817e-45);
l_mut_3088 = l_5026;
}
let l_5027 = bitcast<u64>(l_mut_3088);
let l_5028 = l_5020 >> u32(31);
let l_5029 = u64(l_5028);
let l_5030 = l_5029 << u32(bitcast<u64>(u64(63)));
let l_5031 = l_5027 | l_5030;
let l_5032 = bitcast<f64>(l_5031);
let l_5033 = abs(l_5032);
l_mut_3088 = l_5033;
l_mut_4637 = u32(0);
let l_5034 = l_5033 >= f64(0.785);
if l_5034 {
let l_5035 = l_5033 * f64(0.6366197723675814);
let l_5036 = l_5035 + f64(0.5);
let l_5037 = floor(l_5036);
let l_5038 = l_5037 * f64(1.570796325802803);
let l_5039 = l_5033 - l_5038;
let l_5040 = l_5039 * l_20;
let l_5041 = l_5037 * f64(9.920935796805404e-10);
let l_5042 = l_5040 - l_5041;
l_mut_3088 = l_5042;
let l_5043 = u32(l_5037);
l_mut_4637 = l_5043;
}
let l_5044 = bitcast<u32>(l_5019);
let l_5045 = l_5044 >= u32(2147483648);
let l_5046 = l_mut_3088 * l_mut_3088;
let l_5047 = l_5046 * f64(1.9572941063391263e-20);
let l_5048 = f64(8.22063524662433e-18) - l_5047;
l_mut_2832 = l_5048;
let l_5049 = l_mut_2832 * l_5046;
let l_5050 = l_5049 - f64(2.8114572543455206e-15);
l_mut_2832 = l_5050;
let l_5051 = l_mut_2832 * l_5046;
let l_5052 = l_5051 + f64(7.647163731819816e-13);
l_mut_2832 = l_5052;
let l_5053 = l_mut_2832 * l_5046;
let l_5054 = l_5053 - f64(1.6059043836821613e-10);
l_mut_2832 = l_5054;
let l_5055 = l_mut_2832 * l_5046;
let l_5056 = l_5055 + f64(2.505210838544172e-8);
l_mut_2832 = l_5056;
let l_5057 = l_mut_2832 * l_5046;
let l_5058 = l_5057 - f64(2.7557319223985893e-6);
l_mut_2832 = l_5058;
let l_5059 = l_mut_2832 * l_5046;
let l_5060 = l_5059 + f64(0.0001984126984126984);
l_mut_2832 = l_5060;
let l_5061 = l_mut_2832 * l_5046;
let l_5062 = l_5061 - f64(0.008333333333333333);
l_mut_2832 = l_5062;
let l_5063 = l_mut_2832 * l_5046;
let l_5064 = l_5063 + f64(0.16666666666666666);
l_mut_2832 = l_5064;
let l_5065 = f64(0.5) * l_5046;
let l_5066 = f64(1.0) - l_5065;
let l_5067 = f64(0.0) * l_5066;
let l_5068 = l_mut_3088 * l_5046;
let l_5069 = l_5068 * l_mut_2832;
let l_5070 = l_5067 - l_5069;
let l_5071 = l_mut_3088 + l_5070;
let l_5072 = l_mut_3088 * l_mut_3088;
let l_5073 = l_5072 * f64(4.110317623312165e-19);
let l_5074 = l_5073 - f64(1.5619206968586225e-16);
l_mut_2832 = l_5074;
let l_5075 = l_mut_2832 * l_5072;
let l_5076 = l_5075 + f64(4.779477332387385e-14);
l_mut_2832 = l_5076;
let l_5077 = l_mut_2832 * l_5072;
let l_5078 = l_5077 - f64(1.1470745597729725e-11);
l_mut_2832 = l_5078;
let l_5079 = l_mut_2832 * l_5072;
let l_5080 = l_5079 + f64(2.08767569878681e-9);
l_mut_2832 = l_5080;
let l_5081 = l_mut_2832 * l_5072;
let l_5082 = l_5081 - f64(2.755731922398589e-7);
l_mut_2832 = l_5082;
let l_5083 = l_mut_2832 * l_5072;
let l_5084 = l_5083 + f64(2.48015873015873e-5);
l_mut_2832 = l_5084;
let l_5085 = l_mut_2832 * l_5072;
let l_5086 = l_5085 - f64(0.001388888888888889);
l_mut_2832 = l_5086;
let l_5087 = l_mut_2832 * l_5072;
let l_5088 = l_5087 + f64(0.041666666666666664);
l_mut_2832 = l_5088;
let l_5089 = f64(0.5) * l_5072;
let l_5090 = f64(1.0) - l_5089;
let l_5091 = l_5072 * l_5072;
let l_5092 = l_5091 * l_mut_2832;
let l_5093 = f64(0.0) * l_mut_3088;
let l_5094 = l_5092 - l_5093;
let l_5095 = l_5090 + l_5094;
let l_5096 = l_mut_4637 & u32(1);
let l_5097 = l_5096 == u32(1);
l_mut_3088 = l_5071;
let l_5098 = l_mut_4637 & u32(2);
let l_5099 = l_5098 != u32(0);
l_mut_508 = l_5099;
let l_5100 = u32(7) == u32(6);
if l_5100 {
if l_5097 {
l_mut_3088 = l_5095;
}
} else {
let l_5101 = u32(7) == u32(7);
if l_5101 {
l_mut_3088 = l_5095;
if l_5097 {
l_mut_3088 = l_5071;
}
let l_5102 = l_mut_4637 + u32(1);
let l_5103 = l_5102 & u32(2);
let l_5104 = l_5103 != u32(0);
l_mut_508 = l_5104;
} else {
let l_5105 = l_5071 / l_5095;
l_mut_3088 = l_5105;
if l_5097 {
let l_5106 = l_5095 / l_5071;
l_mut_3088 = l_5106;
}
l_mut_508 = l_5097;
}
}
let l_5107 = u32(7) != u32(7);
let l_5108 = l_5107 && l_5045;
if l_5108 {
let l_5109 = !l_mut_508;
l_mut_508 = l_5109;
}
if l_mut_508 {
let l_5110 = -l_mut_3088;
l_mut_3088 = l_5110;
}
let l_5111 = abs(l_mut_3342);
let l_5112 = l_5111 * f64(1.4551915228366852e-11);
let l_5113 = abs(l_mut_3088);
let l_5114 = l_5113 * f64(1.4551915228366852e-11);
let l_5115 = l_mut_3342 - l_381;
let l_5116 = l_mut_3342 + l_381;
let l_5117 = l_mut_3088 - l_381;
let l_5118 = l_mut_3088 + l_381;
l_mut_4637 = u32(2);
let l_5119 = abs(l_5117);
let l_5120 = l_5119 <= l_5114;
let l_5121 = abs(l_5118);
let l_5122 = l_5121 <= l_5114;
let l_5123 = l_5120 || l_5122;
let l_5124 = !l_5123;
if l_5124 {
l_mut_4637 = u32(0);
let l_5125 = l_5117 <= f64(0.0);
let l_5126 = l_5118 >= f64(0.0);
let l_5127 = l_5125 && l_5126;
let l_5128 = !l_5127;
if l_5128 {
let l_5129 = abs(l_5117);
let l_5130 = abs(l_5118);
l_mut_3342 = l_5129;
let l_5131 = l_5130 < l_5129;
if l_5131 {
l_mut_3342 = l_5130;
}
let l_5132 = l_5114 / l_mut_3342;
let l_5133 = l_5132 + f64(1.4551915228366852e-11);
let l_5134 = f64(1.0) / l_5118;
let l_5135 = f64(1.0) / l_5117;
let l_5136 = abs(l_5134);
l_mut_3342 = f64(1.401298464324817e-45);
let l_5137 = l_5136 >= f64(1.1754943508222875e-38);
let l_5138 = l_5136 <= f64(1.7976931348623157e308);
let l_5139 = l_5137 && l_5138;
if l_5139 {
let l_5140 = bitcast<u64>(l_5136);
let l_5141 = l_5140 >> u32(bitcast<u64>(u64(52)));
let l_5142 = l_5141 - u64(23);
let l_5143 = l_5142 << u32(bitcast<u64>(u64(52)));
let l_5144 = bitcast<f64>(l_5143);
l_mut_3342 = l_5144;
}
let l_5145 = l_384 * l_mut_3342;
let l_5146 = l_5134 - l_5145;
let l_5147 = abs(l_5135);
l_mut_3342 = f64(1.401298464324817e-45);
let l_5148 = l_5147 >= f64(1.1754943508222875e-38);
let l_5149 = l_5147 <= f64(1.7976931348623157e308);
let l_5150 = l_5148 && l_5149;
if l_5150 {
let l_5151 = bitcast<u64>(l_5147);
let l_5152 = l_5151 >> u32(bitcast<u64>(u64(52)));
let l_5153 = l_5152 - u64(23);
let l_5154 = l_5153 << u32(bitcast<u64>(u64(52)));
let l_5155 = bitcast<f64>(l_5154);
l_mut_3342 = l_5155;
}
let l_5156 = l_384 * l_mut_3342;
let l_5157 = l_5135 + l_5156;
let l_5159 = l_5115 * l_5146;
let l_5160 = l_5115 * l_5157;
let l_5161 = l_5116 * l_5146;
let l_5162 = l_5116 * l_5157;
a_5158[u32(0)] = l_5159;
a_5158[u32(1)] = l_5159;
let l_5163 = a_5158[u32(0)];
let l_5164 = l_5160 < l_5163;
if l_5164 {
a_5158[u32(0)] = l_5160;
}
let l_5165 = a_5158[u32(0)];
let l_5166 = l_5161 < l_5165;
if l_5166 {
a_5158[u32(0)] = l_5161;
}
let l_5167 = a_5158[u32(0)];
let l_5168 = l_5162 < l_5167;
if l_5168 {
a_5158[u32(0)] = l_5162;
}
let l_5169 = a_5158[u32(1)];
let l_5170 = l_5160 > l_5169;
if l_5170 {
a_5158[u32(1)] = l_5160;
}
let l_5171 = a_5158[u32(1)];
let l_5172 = l_5161 > l_5171;
if l_5172 {
a_5158[u32(1)] = l_5161;
}
let l_5173 = a_5158[u32(1)];
let l_5174 = l_5162 > l_5173;
if l_5174 {
a_5158[u32(1)] = l_5162;
}
let l_5175 = abs(l_5115);
let l_5176 = abs(l_5116);
l_mut_3342 = l_5175;
let l_5177 = l_5176 > l_5175;
if l_5177 {
l_mut_3342 = l_5176;
}
let l_5178 = abs(l_5146);
let l_5179 = abs(l_5157);
l_mut_3088 = l_5178;
let l_5180 = l_5179 > l_5178;
if l_5180 {
l_mut_3088 = l_5179;
}
let l_5181 = l_mut_3342 * l_mut_3088;
let l_5182 = l_5133 + f64(1.4551915228366852e-11);
let l_5183 = l_5181 * l_5182;
let l_5184 = l_5112 * l_mut_3088;
let l_5185 = l_5183 + l_5184;
l_mut_4637 = u32(2);
let l_5186 = abs(l_5134);
let l_5187 = l_5186 * l_5133;
let l_5188 = l_5134 - l_5187;
let l_5189 = abs(l_5188);
l_mut_3342 = f64(1.401298464324817e-45);
let l_5190 = l_5189 >= f64(1.1754943508222875e-38);
let l_5191 = l_5189 <= f64(1.7976931348623157e308);
let l_5192 = l_5190 && l_5191;
if l_5192 {
let l_5193 = bitcast<u64>(l_5189);
let l_5194 = l_5193 >> u32(bitcast<u64>(u64(52)));
let l_5195 = l_5194 - u64(23);
let l_5196 = l_5195 << u32(bitcast<u64>(u64(52)));
let l_5197 = bitcast<f64>(l_5196);
l_mut_3342 = l_5197;
}
let l_5198 = l_5134 + l_5187;
let l_5199 = abs(l_5198);
l_mut_3088 = f64(1.401298464324817e-45);
let l_5200 = l_5199 >= f64(1.1754943508222875e-38);
let l_5201 = l_5199 <= f64(1.7976931348623157e308);
let l_5202 = l_5200 && l_5201;
if l_5202 {
let l_5203 = bitcast<u64>(l_5199);
let l_5204 = l_5203 >> u32(bitcast<u64>(u64(52)));
let l_5205 = l_5204 - u64(23);
let l_5206 = l_5205 << u32(bitcast<u64>(u64(52)));
let l_5207 = bitcast<f64>(l_5206);
l_mut_3088 = l_5207;
}
let l_5208 = l_mut_3342 == l_mut_3088;
let l_5209 = abs(l_5135);
let l_5210 = l_5209 * l_5133;
let l_5211 = l_5135 - l_5210;
let l_5212 = abs(l_5211);
l_mut_3342 = f64(1.401298464324817e-45);
let l_5213 = l_5212 >= f64(1.1754943508222875e-38);
let l_5214 = l_5212 <= f64(1.7976931348623157e308);
let l_5215 = l_5213 && l_5214;
if l_5215 {
let l_5216 = bitcast<u64>(l_5212);
let l_5217 = l_5216 >> u32(bitcast<u64>(u64(52)));
let l_5218 = l_5217 - u64(23);
let l_5219 = l_5218 << u32(bitcast<u64>(u64(52)));
let l_5220 = bitcast<f64>(l_5219);
l_mut_3342 = l_5220;
}
let l_5221 = l_5135 + l_5210;
let l_5222 = abs(l_5221);
l_mut_3088 = f64(1.401298464324817e-45);
let l_5223 = l_5222 >= f64(1.1754943508222875e-38);
let l_5224 = l_5222 <= f64(1.7976931348623157e308);
let l_5225 = l_5223 && l_5224;
if l_5225 {
let l_5226 = bitcast<u64>(l_5222);
let l_5227 = l_5226 >> u32(bitcast<u64>(u64(52)));
let l_5228 = l_5227 - u64(23);
let l_5229 = l_5228 << u32(bitcast<u64>(u64(52)));
let l_5230 = bitcast<f64>(l_5229);
l_mut_3088 = l_5230;
}
let l_5231 = l_mut_3342 == l_mut_3088;
let l_5232 = l_5208 && l_5231;
if l_5232 {
let l_5233 = a_5158[u32(0)];
let l_5234 = a_5158[u32(1)];
let l_5235 = bitcast<u32>(l_146);
let l_5236 = l_5235 & u32(2147483647);
let l_5237 = bitcast<f32>(l_5236);
let l_5238 = f64(l_5237);
l_mut_3342 = l_5238;
let l_5239 = l_5236 < u32(8388608);
if l_5239 {
let l_5240 = f64(l_5236);
let l_5241 = l_5240 * f64(1.401298464324817e-45);
l_mut_3342 = l_5241;
}
let l_5242 = bitcast<u64>(l_mut_3342);
let l_5243 = l_5235 >> u32(31);
let l_5244 = u64(l_5243);
let l_5245 = l_5244 << u32(bitcast<u64>(u64(63)));
let l_5246 = l_5242 | l_5245;
let l_5247 = bitcast<f64>(l_5246);
let l_5248 = bitcast<u32>(l_146);
let l_5249 = l_5248 + u32(1);
l_mut_3594 = l_5249;
let l_5250 = l_5248 & u32(2147483647);
let l_5251 = l_5250 == u32(0);
if l_5251 {
l_mut_3594 = u32(1);
} else {
let l_5252 = l_5248 & u32(2147483648);
let l_5253 = l_5252 != u32(0);
if l_5253 {
let l_5254 = l_5248 - u32(1);
l_mut_3594 = l_5254;
} else {
let l_5255 = l_5248 == u32(2139095040);
if l_5255 {
l_mut_3594 = l_5248;
}
}
}
let l_5256 = bitcast<f32>(l_mut_3594);
let l_5257 = bitcast<u32>(l_5256);
let l_5258 = l_5257 & u32(2147483647);
let l_5259 = bitcast<f32>(l_5258);
let l_5260 = f64(l_5259);
l_mut_3342 = l_5260;
let l_5261 = l_5258 < u32(8388608);
if l_5261 {
let l_5262 = f64(l_5258);
let l_5263 = l_5262 * f64(1.401298464324817e-45);
l_mut_3342 = l_5263;
}
let l_5264 = bitcast<u64>(l_mut_3342);
let l_5265 = l_5257 >> u32(31);
let l_5266 = u64(l_5265);
let l_5267 = l_5266 << u32(bitcast<u64>(u64(63)));
let l_5268 = l_5264 | l_5267;
let l_5269 = bitcast<f64>(l_5268);
let l_5270 = bitcast<u32>(l_146);
let l_5271 = l_5270 ^ u32(2147483648);
let l_5272 = bitcast<f32>(l_5271);
let l_5273 = bitcast<u32>(l_5272);
let l_5274 = l_5273 + u32(1);
l_mut_3594 = l_5274;
let l_5275 = l_5273 & u32(2147483647);
let l_5276 = l_5275 == u32(0);
if l_5276 {
l_mut_3594 = u32(1);
} else {
let l_5277 = l_5273 & u32(2147483648);
let l_5278 = l_5277 != u32(0);
if l_5278 {
let l_5279 = l_5273 - u32(1);
l_mut_3594 = l_5279;
} else {
let l_5280 = l_5273 == u32(2139095040);
if l_5280 {
l_mut_3594 = l_5273;
}
}
}
let l_5281 = bitcast<f32>(l_mut_3594);
let l_5282 = bitcast<u32>(l_5281);
let l_5283 = l_5282 ^ u32(2147483648);
let l_5284 = bitcast<f32>(l_5283);
let l_5285 = bitcast<u32>(l_5284);
let l_5286 = l_5285 & u32(2147483647);
let l_5287 = bitcast<f32>(l_5286);
let l_5288 = f64(l_5287);
l_mut_3342 = l_5288;
let l_5289 = l_5286 < u32(8388608);
if l_5289 {
let l_5290 = f64(l_5286);
let l_5291 = l_5290 * f64(1.401298464324817e-45);
l_mut_3342 = l_5291;
}
let l_5292 = bitcast<u64>(l_mut_3342);
let l_5293 = l_5285 >> u32(31);
let l_5294 = u64(l_5293);
let l_5295 = l_5294 << u32(bitcast<u64>(u64(63)));
let l_5296 = l_5292 | l_5295;
let l_5297 = bitcast<f64>(l_5296);
let l_5298 = l_5233 + l_5185;
let l_5299 = l_5298 <= l_5247;
l_mut_508 = l_5299;
let l_5300 = l_5233 - l_5185;
let l_5301 = l_5300 > l_5247;
l_mut_505 = l_5301;
let l_5302 = l_5234 - l_5185;
let l_5303 = l_5302 >= l_5247;
l_mut_502 = l_5303;
let l_5304 = l_5234 + l_5185;
let l_5305 = l_5304 < l_5247;
l_mut_499 = l_5305;
let l_5306 = l_5233 + l_5185;
let l_5307 = l_5306 < l_5269;
l_mut_508 = l_5307;
let l_5308 = l_5233 - l_5185;
let l_5309 = l_5308 >= l_5269;
l_mut_505 = l_5309;
let l_5310 = l_5234 - l_5185;
let l_5311 = l_5310 > l_5297;
l_mut_502 = l_5311;
let l_5312 = l_5234 + l_5185;
let l_5313 = l_5312 <= l_5297;
l_mut_499 = l_5313;
l_mut_3594 = u32(2);
let l_5314 = l_mut_505 || l_mut_499;
if l_5314 {
l_mut_3594 = u32(1);
} else {
let l_5315 = l_mut_508 && l_mut_502;
if l_5315 {
l_mut_3594 = u32(0);
}
}
let l_5316 = bitcast<u32>(l_146);
let l_5317 = l_5316 & u32(2147483647);
let l_5318 = l_5317 == u32(0);
if l_5318 {
let l_5319 = l_5233 + l_5185;
let l_5320 = l_5319 < f64(1.1754943508222875e-38);
let l_5321 = l_5234 - l_5185;
let l_5322 = l_5321 > f64(-1.1754943508222875e-38);
let l_5323 = l_5320 && l_5322;
let l_5324 = l_5233 - l_5185;
let l_5325 = l_5324 < f64(1.1754943508222875e-38);
let l_5326 = l_5234 + l_5185;
let l_5327 = l_5326 > f64(-1.1754943508222875e-38);
let l_5328 = l_5325 && l_5327;
if l_5323 {
l_mut_3594 = u32(0);
} else {
let l_5329 = l_mut_3594 == u32(1);
let l_5330 = l_5328 && l_5329;
if l_5330 {
l_mut_3594 = u32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
}
}
l_mut_268 = l_mut_4637;
}
}
} else {
let l_5331 = l_375 == u32(13);
if l_5331 {
let l_5333 = l_388 * l_384;
let l_5334 = l_388 * l_387;
let l_5335 = l_388 * l_384;
let l_5336 = l_388 * l_387;
a_5332[u32(0)] = l_5333;
a_5332[u32(1)] = l_5333;
let l_5337 = a_5332[u32(0)];
let l_5338 = l_5334 < l_5337;
if l_5338 {
a_5332[u32(0)] = l_5334;
}
let l_5339 = a_5332[u32(0)];
let l_5340 = l_5335 < l_5339;
if l_5340 {
a_5332[u32(0)] = l_5335;
}
let l_5341 = a_5332[u32(0)];
let l_5342 = l_5336 < l_5341;
if l_5342 {
a_5332[u32(0)] = l_5336;
}
let l_5343 = a_5332[u32(1)];
let l_5344 = l_5334 > l_5343;
if l_5344 {
a_5332[u32(1)] = l_5334;
}
let l_5345 = a_5332[u32(1)];
let l_5346 = l_5335 > l_5345;
if l_5346 {
a_5332[u32(1)] = l_5335;
}
let l_5347 = a_5332[u32(1)];
let l_5348 = l_5336 > l_5347;
if l_5348 {
a_5332[u32(1)] = l_5336;
}
let l_5349 = a_5332[u32(0)];
let l_5350 = l_5349 * f64(7.1362384635298e44);
let l_5351 = floor(l_5350);
let l_5352 = l_5351 * f64(1.401298464324817e-45);
l_mut_3342 = l_5352;
let l_5353 = abs(l_5349);
let l_5354 = l_5353 >= f64(1.1754943508222875e-38);
if l_5354 {
let l_5355 = f32(l_5349);
let l_5356 = f64(l_5355);
l_mut_3342 = l_5356;
let l_5357 = l_mut_3342 > l_5349;
if l_5357 {
let l_5358 = bitcast<u32>(l_5355);
let l_5359 = l_5358 ^ u32(2147483648);
let l_5360 = bitcast<f32>(l_5359);
let l_5361 = bitcast<u32>(l_5360);
let l_5362 = l_5361 + u32(1);
l_mut_4637 = l_5362;
let l_5363 = l_5361 & u32(2147483647);
let l_5364 = l_5363 == u32(0);
if l_5364 {
l_mut_4637 = u32(1);
} else {
let l_5365 = l_5361 & u32(2147483648);
let l_5366 = l_5365 != u32(0);
if l_5366 {
let l_5367 = l_5361 - u32(1);
l_mut_4637 = l_5367;
} else {
let l_5368 = l_5361 == u32(2139095040);
if l_5368 {
l_mut_4637 = l_5361;
}
}
}
let l_5369 = bitcast<f32>(l_mut_4637);
let l_5370 = bitcast<u32>(l_5369);
let l_5371 = l_5370 ^ u32(2147483648);
let l_5372 = bitcast<f32>(l_5371);
let l_5373 = bitcast<u32>(l_5372);
let l_5374 = l_5373 & u32(2147483647);
let l_5375 = bitcast<f32>(l_5374);
let l_5376 = f64(l_5375);
l_mut_3088 = l_5376;
let l_5377 = l_5374 < u32(8388608);
if l_5377 {
let l_5378 = f64(l_5374);
let l_5379 = l_5378 * f64(1.401298464324817e-45);
l_mut_3088 = l_5379;
}
let l_5380 = bitcast<u64>(l_mut_3088);
let l_5381 = l_5373 >> u32(31);
let l_5382 = u64(l_5381);
let l_5383 = l_5382 << u32(bitcast<u64>(u64(63)));
let l_5384 = l_5380 | l_5383;
let l_5385 = bitcast<f64>(l_5384);
l_mut_3342 = l_5385;
} else {
let l_5386 = bitcast<u32>(l_5355);
let l_5387 = l_5386 + u32(1);
l_mut_4637 = l_5387;
let l_5388 = l_5386 & u32(2147483647);
let l_5389 = l_5388 == u32(0);
if l_5389 {
l_mut_4637 = u32(1);
} else {
let l_5390 = l_5386 & u32(2147483648);
let l_5391 = l_5390 != u32(0);
if l_5391 {
let l_5392 = l_5386 - u32(1);
l_mut_4637 = l_5392;
} else {
let l_5393 = l_5386 == u32(2139095040);
if l_5393 {
l_mut_4637 = l_5386;
}
}
}
let l_5394 = bitcast<f32>(l_mut_4637);
let l_5395 = bitcast<u32>(l_5394);
let l_5396 = l_5395 & u32(2147483647);
let l_5397 = bitcast<f32>(l_5396);
let l_5398 = f64(l_5397);
l_mut_3088 = l_5398;
let l_5399 = l_5396 < u32(8388608);
if l_5399 {
let l_5400 = f64(l_5396);
let l_5401 = l_5400 * f64(1.401298464324817e-45);
l_mut_3088 = l_5401;
}
let l_5402 = bitcast<u64>(l_mut_3088);
let l_5403 = l_5395 >> u32(31);
let l_5404 = u64(l_5403);
let l_5405 = l_5404 << u32(bitcast<u64>(u64(63)));
let l_5406 = l_5402 | l_5405;
let l_5407 = bitcast<f64>(l_5406);
let l_5408 = l_5407 <= l_5349;
if l_5408 {
let l_5409 = bitcast<u32>(l_5355);
let l_5410 = l_5409 + u32(1);
l_mut_4637 = l_5410;
let l_5411 = l_5409 & u32(2147483647);
let l_5412 = l_5411 == u32(0);
if l_5412 {
l_mut_4637 = u32(1);
} else {
let l_5413 = l_5409 & u32(2147483648);
let l_5414 = l_5413 != u32(0);
if l_5414 {
let l_5415 = l_5409 - u32(1);
l_mut_4637 = l_5415;
} else {
let l_5416 = l_5409 == u32(2139095040);
if l_5416 {
l_mut_4637 = l_5409;
}
}
}
let l_5417 = bitcast<f32>(l_mut_4637);
let l_5418 = bitcast<u32>(l_5417);
let l_5419 = l_5418 & u32(2147483647);
let l_5420 = bitcast<f32>(l_5419);
let l_5421 = f64(l_5420);
l_mut_3088 = l_5421;
let l_5422 = l_5419 < u32(8388608);
if l_5422 {
let l_5423 = f64(l_5419);
let l_5424 = l_5423 * f64(1.401298464324817e-45);
l_mut_3088 = l_5424;
}
let l_5425 = bitcast<u64>(l_mut_3088);
let l_5426 = l_5418 >> u32(31);
let l_5427 = u64(l_5426);
let l_5428 = l_5427 << u32(bitcast<u64>(u64(63)));
let l_5429 = l_5425 | l_5428;
let l_5430 = bitcast<f64>(l_5429);
l_mut_3342 = l_5430;
}
}
}
l_mut_3088 = l_mut_3342;
let l_5431 = l_mut_3342 > f64(1000.0);
if l_5431 {
let l_5432 = bitcast<u64>(l_mut_3342);
let l_5433 = l_5432 | u64(9218868437227405312);
let l_5434 = l_5433 & bitcast<u64>(i64(-4503599627370496));
let l_5435 = bitcast<f64>(l_5434);
l_mut_3088 = l_5435;
} else {
let l_5436 = l_mut_3342 < f64(-1000.0);
if l_5436 {
l_mut_3088 = f64(0.0);
} else {
let l_5437 = is_nan_1_f64(l_mut_3342);let l_5438 = !l_5437;
if l_5438 {
let l_5439 = l_mut_3342 + f64(0.5);
let l_5440 = floor(l_5439);
let l_5441 = l_mut_3342 - l_5440;
let l_5442 = l_5441 * f64(0.6931471824645996);
let l_5443 = l_5441 * f64(-1.904654299957768e-9);
let l_5444 = l_5442 + l_5443;
l_mut_3342 = l_5444;
let l_5445 = is_nan_1_f64(l_5444);if l_5445 {
} else {
let l_5446 = l_5444 < f64(-700.0);
if l_5446 {
l_mut_3342 = f64(0.0);
} else {
let l_5447 = l_5444 > f64(700.0);
if l_5447 {
let l_5448 = bitcast<u64>(l_5444);
let l_5449 = l_5448 | u64(9218868437227405312);
let l_5450 = l_5449 & bitcast<u64>(i64(-4503599627370496));
let l_5451 = bitcast<f64>(l_5450);
l_mut_3342 = l_5451;
} else {
let l_5452 = l_5444 * f64(1.4426950408889634);
let l_5453 = l_5452 + f64(0.5);
let l_5454 = floor(l_5453);
let l_5455 = l_5454 * f64(0.6931471824645996);
let l_5456 = l_5442 - l_5455;
let l_5457 = l_5456 * l_20;
let l_5458 = l_5454 * f64(-1.904654299957768e-9);
let l_5459 = l_5443 - l_5458;
let l_5460 = l_5457 + l_5459;
let l_5461 = l_5460 * f64(7.647163731819816e-13);
let l_5462 = l_5461 + f64(1.1470745597729725e-11);
l_mut_2832 = l_5462;
let l_5463 = l_mut_2832 * l_5460;
let l_5464 = l_5463 + f64(1.6059043836821613e-10);
l_mut_2832 = l_5464;
let l_5465 = l_mut_2832 * l_5460;
let l_5466 = l_5465 + f64(2.08767569878681e-9);
l_mut_2832 = l_5466;
let l_5467 = l_mut_2832 * l_5460;
let l_5468 = l_5467 + f64(2.505210838544172e-8);
l_mut_2832 = l_5468;
let l_5469 = l_mut_2832 * l_5460;
let l_5470 = l_5469 + f64(2.755731922398589e-7);
l_mut_2832 = l_5470;
let l_5471 = l_mut_2832 * l_5460;
let l_5472 = l_5471 + f64(2.7557319223985893e-6);
l_mut_2832 = l_5472;
let l_5473 = l_mut_2832 * l_5460;
let l_5474 = l_5473 + f64(2.48015873015873e-5);
l_mut_2832 = l_5474;
let l_5475 = l_mut_2832 * l_5460;
let l_5476 = l_5475 + f64(0.0001984126984126984);
l_mut_2832 = l_5476;
let l_5477 = l_mut_2832 * l_5460;
let l_5478 = l_5477 + f64(0.001388888888888889);
l_mut_2832 = l_5478;
let l_5479 = l_mut_2832 * l_5460;
let l_5480 = l_5479 + f64(0.008333333333333333);
l_mut_2832 = l_5480;
let l_5481 = l_mut_2832 * l_5460;
let l_5482 = l_5481 + f64(0.041666666666666664);
l_mut_2832 = l_5482;
let l_5483 = l_mut_2832 * l_5460;
let l_5484 = l_5483 + f64(0.16666666666666666);
l_mut_2832 = l_5484;
let l_5485 = l_mut_2832 * l_5460;
let l_5486 = l_5485 + f64(0.5);
l_mut_2832 = l_5486;
let l_5487 = l_5460 * l_5460;
let l_5488 = l_5487 * l_mut_2832;
let l_5489 = l_5460 + l_5488;
let l_5490 = f64(1.0) + l_5489;
let l_5491 = i32(l_5454);
let l_5492 = l_5491 + i32(1023);
let l_5493 = u64(l_5492);
let l_5494 = l_5493 << u32(bitcast<u64>(u64(52)));
let l_5495 = bitcast<f64>(l_5494);
let l_5496 = l_5490 * l_5495;
l_mut_3342 = l_5496;
}
}
}
let l_5497 = i32(l_5440);
let l_5498 = l_5497 + i32(1023);
let l_5499 = u64(l_5498);
let l_5500 = l_5499 << u32(bitcast<u64>(u64(52)));
let l_5501 = bitcast<f64>(l_5500);
let l_5502 = l_mut_3342 * l_5501;
l_mut_3088 = l_5502;
}
}
}
let l_5503 = a_5332[u32(1)];
let l_5504 = -l_5503;
let l_5505 = l_5504 * f64(7.1362384635298e44);
let l_5506 = floor(l_5505);
let l_5507 = l_5506 * f64(1.401298464324817e-45);
l_mut_3342 = l_5507;
let l_5508 = abs(l_5504);
let l_5509 = l_5508 >= f64(1.1754943508222875e-38);
if l_5509 {
let l_5510 = f32(l_5504);
let l_5511 = f64(l_5510);
l_mut_3342 = l_5511;
let l_5512 = l_mut_3342 > l_5504;
if l_5512 {
let l_5513 = bitcast<u32>(l_5510);
let l_5514 = l_5513 ^ u32(2147483648);
let l_5515 = bitcast<f32>(l_5514);
let l_5516 = bitcast<u32>(l_5515);
let l_5517 = l_5516 + u32(1);
l_mut_4637 = l_5517;
let l_5518 = l_5516 & u32(2147483647);
let l_5519 = l_5518 == u32(0);
if l_5519 {
l_mut_4637 = u32(1);
} else {
let l_5520 = l_5516 & u32(2147483648);
let l_5521 = l_5520 != u32(0);
if l_5521 {
let l_5522 = l_5516 - u32(1);
l_mut_4637 = l_5522;
} else {
let l_5523 = l_5516 == u32(2139095040);
if l_5523 {
l_mut_4637 = l_5516;
}
}
}
let l_5524 = bitcast<f32>(l_mut_4637);
let l_5525 = bitcast<u32>(l_5524);
let l_5526 = l_5525 ^ u32(2147483648);
let l_5527 = bitcast<f32>(l_5526);
let l_5528 = bitcast<u32>(l_5527);
let l_5529 = l_5528 & u32(2147483647);
let l_5530 = bitcast<f32>(l_5529);
let l_5531 = f64(l_5530);
l_mut_2832 = l_5531;
let l_5532 = l_5529 < u32(8388608);
if l_5532 {
let l_5533 = f64(l_5529);
let l_5534 = l_5533 * f64(1.401298464324817e-45);
l_mut_2832 = l_5534;
}
let l_5535 = bitcast<u64>(l_mut_2832);
let l_5536 = l_5528 >> u32(31);
let l_5537 = u64(l_5536);
let l_5538 = l_5537 << u32(bitcast<u64>(u64(63)));
let l_5539 = l_5535 | l_5538;
let l_5540 = bitcast<f64>(l_5539);
l_mut_3342 = l_5540;
} else {
let l_5541 = bitcast<u32>(l_5510);
let l_5542 = l_5541 + u32(1);
l_mut_4637 = l_5542;
let l_5543 = l_5541 & u32(2147483647);
let l_5544 = l_5543 == u32(0);
if l_5544 {
l_mut_4637 = u32(1);
} else {
let l_5545 = l_5541 & u32(2147483648);
let l_5546 = l_5545 != u32(0);
if l_5546 {
let l_5547 = l_5541 - u32(1);
l_mut_4637 = l_5547;
} else {
let l_5548 = l_5541 == u32(2139095040);
if l_5548 {
l_mut_4637 = l_5541;
}
}
}
let l_5549 = bitcast<f32>(l_mut_4637);
let l_5550 = bitcast<u32>(l_5549);
let l_5551 = l_5550 & u32(2147483647);
let l_5552 = bitcast<f32>(l_5551);
let l_5553 = f64(l_5552);
l_mut_2832 = l_5553;
let l_5554 = l_5551 < u32(8388608);
if l_5554 {
let l_5555 = f64(l_5551);
let l_5556 = l_5555 * f64(1.401298464324817e-45);
l_mut_2832 = l_5556;
}
let l_5557 = bitcast<u64>(l_mut_2832);
let l_5558 = l_5550 >> u32(31);
let l_5559 = u64(l_5558);
let l_5560 = l_5559 << u32(bitcast<u64>(u64(63)));
let l_5561 = l_5557 | l_5560;
let l_5562 = bitcast<f64>(l_5561);
let l_5563 = l_5562 <= l_5504;
if l_5563 {
let l_5564 = bitcast<u32>(l_5510);
let l_5565 = l_5564 + u32(1);
l_mut_4637 = l_5565;
let l_5566 = l_5564 & u32(2147483647);
let l_5567 = l_5566 == u32(0);
if l_5567 {
l_mut_4637 = u32(1);
} else {
let l_5568 = l_5564 & u32(2147483648);
let l_5569 = l_5568 != u32(0);
if l_5569 {
let l_5570 = l_5564 - u32(1);
l_mut_4637 = l_5570;
} else {
let l_5571 = l_5564 == u32(2139095040);
if l_5571 {
l_mut_4637 = l_5564;
}
}
}
let l_5572 = bitcast<f32>(l_mut_4637);
let l_5573 = bitcast<u32>(l_5572);
let l_5574 = l_5573 & u32(2147483647);
let l_5575 = bitcast<f32>(l_5574);
let l_5576 = f64(l_5575);
l_mut_2832 = l_5576;
let l_5577 = l_5574 < u32(8388608);
if l_5577 {
let l_5578 = f64(l_5574);
let l_5579 = l_5578 * f64(1.401298464324817e-45);
l_mut_2832 = l_5579;
}
let l_5580 = bitcast<u64>(l_mut_2832);
let l_5581 = l_5573 >> u32(31);
let l_5582 = u64(l_5581);
let l_5583 = l_5582 << u32(bitcast<u64>(u64(63)));
let l_5584 = l_5580 | l_5583;
let l_5585 = bitcast<f64>(l_5584);
l_mut_3342 = l_5585;
}
}
}
let l_5586 = -l_mut_3342;
l_mut_3342 = l_5586;
let l_5587 = l_5586 > f64(1000.0);
if l_5587 {
let l_5588 = bitcast<u64>(l_5586);
let l_5589 = l_5588 | u64(9218868437227405312);
let l_5590 = l_5589 & bitcast<u64>(i64(-4503599627370496));
let l_5591 = bitcast<f64>(l_5590);
l_mut_3342 = l_5591;
} else {
let l_5592 = l_5586 < f64(-1000.0);
if l_5592 {
l_mut_3342 = f64(0.0);
} else {
let l_5593 = is_nan_1_f64(l_5586);let l_5594 = !l_5593;
if l_5594 {
let l_5595 = l_5586 + f64(0.5);
let l_5596 = floor(l_5595);
let l_5597 = l_5586 - l_5596;
let l_5598 = l_5597 * f64(0.6931471824645996);
let l_5599 = l_5597 * f64(-1.904654299957768e-9);
let l_5600 = l_5598 + l_5599;
l_mut_2832 = l_5600;
let l_5601 = is_nan_1_f64(l_5600);if l_5601 {
} else {
let l_5602 = l_5600 < f64(-700.0);
if l_5602 {
l_mut_2832 = f64(0.0);
} else {
let l_5603 = l_5600 > f64(700.0);
if l_5603 {
let l_5604 = bitcast<u64>(l_5600);
let l_5605 = l_5604 | u64(9218868437227405312);
let l_5606 = l_5605 & bitcast<u64>(i64(-4503599627370496));
let l_5607 = bitcast<f64>(l_5606);
l_mut_2832 = l_5607;
} else {
let l_5608 = l_5600 * f64(1.4426950408889634);
let l_5609 = l_5608 + f64(0.5);
let l_5610 = floor(l_5609);
let l_5611 = l_5610 * f64(0.6931471824645996);
let l_5612 = l_5598 - l_5611;
let l_5613 = l_5612 * l_20;
let l_5614 = l_5610 * f64(-1.904654299957768e-9);
let l_5615 = l_5599 - l_5614;
let l_5616 = l_5613 + l_5615;
let l_5617 = l_5616 * f64(7.647163731819816e-13);
let l_5618 = l_5617 + f64(1.1470745597729725e-11);
l_mut_2578 = l_5618;
let l_5619 = l_mut_2578 * l_5616;
let l_5620 = l_5619 + f64(1.6059043836821613e-10);
l_mut_2578 = l_5620;
let l_5621 = l_mut_2578 * l_5616;
let l_5622 = l_5621 + f64(2.08767569878681e-9);
l_mut_2578 = l_5622;
let l_5623 = l_mut_2578 * l_5616;
let l_5624 = l_5623 + f64(2.505210838544172e-8);
l_mut_2578 = l_5624;
let l_5625 = l_mut_2578 * l_5616;
let l_5626 = l_5625 + f64(2.755731922398589e-7);
l_mut_2578 = l_5626;
let l_5627 = l_mut_2578 * l_5616;
let l_5628 = l_5627 + f64(2.7557319223985893e-6);
l_mut_2578 = l_5628;
let l_5629 = l_mut_2578 * l_5616;
let l_5630 = l_5629 + f64(2.48015873015873e-5);
l_mut_2578 = l_5630;
let l_5631 = l_mut_2578 * l_5616;
let l_5632 = l_5631 + f64(0.0001984126984126984);
l_mut_2578 = l_5632;
let l_5633 = l_mut_2578 * l_5616;
let l_5634 = l_5633 + f64(0.001388888888888889);
l_mut_2578 = l_5634;
let l_5635 = l_mut_2578 * l_5616;
let l_5636 = l_5635 + f64(0.008333333333333333);
l_mut_2578 = l_5636;
let l_5637 = l_mut_2578 * l_5616;
let l_5638 = l_5637 + f64(0.041666666666666664);
l_mut_2578 = l_5638;
let l_5639 = l_mut_2578 * l_5616;
let l_5640 = l_5639 + f64(0.16666666666666666);
l_mut_2578 = l_5640;
let l_5641 = l_mut_2578 * l_5616;
let l_5642 = l_5641 + f64(0.5);
l_mut_2578 = l_5642;
let l_5643 = l_5616 * l_5616;
let l_5644 = l_5643 * l_mut_2578;
let l_5645 = l_5616 + l_5644;
let l_5646 = f64(1.0) + l_5645;
let l_5647 = i32(l_5610);
let l_5648 = l_5647 + i32(1023);
let l_5649 = u64(l_5648);
let l_5650 = l_5649 << u32(bitcast<u64>(u64(52)));
let l_5651 = bitcast<f64>(l_5650);
let l_5652 = l_5646 * l_5651;
l_mut_2832 = l_5652;
}
}
}
let l_5653 = i32(l_5596);
let l_5654 = l_5653 + i32(1023);
let l_5655 = u64(l_5654);
let l_5656 = l_5655 << u32(bitcast<u64>(u64(52)));
let l_5657 = bitcast<f64>(l_5656);
let l_5658 = l_mut_2832 * l_5657;
l_mut_3342 = l_5658;
}
}
}
let l_5659 = l_mut_3088 * f64(1.4551915228366852e-11);
let l_5660 = l_mut_3342 * f64(1.4551915228366852e-11);
l_mut_4637 = u32(2);
let l_5661 = l_mut_3088 - l_5659;
let l_5662 = abs(l_5661);
l_mut_2832 = f64(1.401298464324817e-45);
let l_5663 = l_5662 >= f64(1.1754943508222875e-38);
let l_5664 = l_5662 <= f64(1.7976931348623157e308);
let l_5665 = l_5663 && l_5664;
if l_5665 {
let l_5666 = bitcast<u64>(l_5662);
let l_5667 = l_5666 >> u32(bitcast<u64>(u64(52)));
let l_5668 = l_5667 - u64(23);
let l_5669 = l_5668 << u32(bitcast<u64>(u64(52)));
let l_5670 = bitcast<f64>(l_5669);
l_mut_2832 = l_5670;
}
let l_5671 = l_mut_3088 + l_5659;
let l_5672 = abs(l_5671);
l_mut_2578 = f64(1.401298464324817e-45);
let l_5673 = l_5672 >= f64(1.1754943508222875e-38);
let l_5674 = l_5672 <= f64(1.7976931348623157e308);
let l_5675 = l_5673 && l_5674;
if l_5675 {
let l_5676 = bitcast<u64>(l_5672);
let l_5677 = l_5676 >> u32(bitcast<u64>(u64(52)));
let l_5678 = l_5677 - u64(23);
let l_5679 = l_5678 << u32(bitcast<u64>(u64(52)));
let l_5680 = bitcast<f64>(l_5679);
l_mut_2578 = l_5680;
}
let l_5681 = l_mut_2832 == l_mut_2578;
let l_5682 = l_mut_3342 - l_5660;
let l_5683 = abs(l_5682);
l_mut_2832 = f64(1.401298464324817e-45);
let l_5684 = l_5683 >= f64(1.1754943508222875e-38);
let l_5685 = l_5683 <= f64(1.7976931348623157e308);
let l_5686 = l_5684 && l_5685;
if l_5686 {
let l_5687 = bitcast<u64>(l_5683);
let l_5688 = l_5687 >> u32(bitcast<u64>(u64(52)));
let l_5689 = l_5688 - u64(23);
let l_5690 = l_5689 << u32(bitcast<u64>(u64(52)));
let l_5691 = bitcast<f64>(l_5690);
l_mut_2832 = l_5691;
}
let l_5692 = l_mut_3342 + l_5660;
let l_5693 = abs(l_5692);
l_mut_2578 = f64(1.401298464324817e-45);
let l_5694 = l_5693 >= f64(1.1754943508222875e-38);
let l_5695 = l_5693 <= f64(1.7976931348623157e308);
let l_5696 = l_5694 && l_5695;
if l_5696 {
let l_5697 = bitcast<u64>(l_5693);
let l_5698 = l_5697 >> u32(bitcast<u64>(u64(52)));
let l_5699 = l_5698 - u64(23);
let l_5700 = l_5699 << u32(bitcast<u64>(u64(52)));
let l_5701 = bitcast<f64>(l_5700);
l_mut_2578 = l_5701;
}
let l_5702 = l_mut_2832 == l_mut_2578;
let l_5703 = l_5681 && l_5702;
if l_5703 {
let l_5704 = l_381 * l_mut_3088;
let l_5705 = abs(l_mut_3088);
l_mut_2832 = f64(1.401298464324817e-45);
let l_5706 = l_5705 >= f64(1.1754943508222875e-38);
let l_5707 = l_5705 <= f64(1.7976931348623157e308);
let l_5708 = l_5706 && l_5707;
if l_5708 {
let l_5709 = bitcast<u64>(l_5705);
let l_5710 = l_5709 >> u32(bitcast<u64>(u64(52)));
let l_5711 = l_5710 - u64(23);
let l_5712 = l_5711 << u32(bitcast<u64>(u64(52)));
let l_5713 = bitcast<f64>(l_5712);
l_mut_2832 = l_5713;
}
let l_5714 = f64(0.5) * l_mut_2832;
l_mut_2832 = l_5704;
let l_5715 = l_5714 > l_5704;
if l_5715 {
l_mut_2832 = l_5714;
}
let l_5716 = l_381 * l_mut_3342;
let l_5717 = abs(l_mut_3342);
l_mut_2578 = f64(1.401298464324817e-45);
let l_5718 = l_5717 >= f64(1.1754943508222875e-38);
let l_5719 = l_5717 <= f64(1.7976931348623157e308);
let l_5720 = l_5718 && l_5719;
if l_5720 {
let l_5721 = bitcast<u64>(l_5717);
let l_5722 = l_5721 >> u32(bitcast<u64>(u64(52)));
let l_5723 = l_5722 - u64(23);
let l_5724 = l_5723 << u32(bitcast<u64>(u64(52)));
let l_5725 = bitcast<f64>(l_5724);
l_mut_2578 = l_5725;
}
let l_5726 = f64(0.5) * l_mut_2578;
l_mut_2578 = l_5716;
let l_5727 = l_5726 > l_5716;
if l_5727 {
l_mut_2578 = l_5726;
}
let l_5728 = l_mut_3088 - l_mut_2832;
let l_5729 = l_mut_3342 + l_mut_2578;
let l_5730 = bitcast<u32>(l_146);
let l_5731 = l_5730 & u32(2147483647);
let l_5732 = bitcast<f32>(l_5731);
let l_5733 = f64(l_5732);
l_mut_3342 = l_5733;
let l_5734 = l_5731 < u32(8388608);
if l_5734 {
let l_5735 = f64(l_5731);
let l_5736 = l_5735 * f64(1.401298464324817e-45);
l_mut_3342 = l_5736;
}
let l_5737 = bitcast<u64>(l_mut_3342);
let l_5738 = l_5730 >> u32(31);
let l_5739 = u64(l_5738);
let l_5740 = l_5739 << u32(bitcast<u64>(u64(63)));
let l_5741 = l_5737 | l_5740;
let l_5742 = bitcast<f64>(l_5741);
let l_5743 = bitcast<u32>(l_146);
let l_5744 = l_5743 + u32(1);
l_mut_3594 = l_5744;
let l_5745 = l_5743 & u32(2147483647);
let l_5746 = l_5745 == u32(0);
if l_5746 {
l_mut_3594 = u32(1);
} else {
let l_5747 = l_5743 & u32(2147483648);
let l_5748 = l_5747 != u32(0);
if l_5748 {
let l_5749 = l_5743 - u32(1);
l_mut_3594 = l_5749;
} else {
let l_5750 = l_5743 == u32(2139095040);
if l_5750 {
l_mut_3594 = l_5743;
}
}
}
let l_5751 = bitcast<f32>(l_mut_3594);
let l_5752 = bitcast<u32>(l_5751);
let l_5753 = l_5752 & u32(2147483647);
let l_5754 = bitcast<f32>(l_5753);
let l_5755 = f64(l_5754);
l_mut_3342 = l_5755;
let l_5756 = l_5753 < u32(8388608);
if l_5756 {
let l_5757 = f64(l_5753);
let l_5758 = l_5757 * f64(1.401298464324817e-45);
l_mut_3342 = l_5758;
}
let l_5759 = bitcast<u64>(l_mut_3342);
let l_5760 = l_5752 >> u32(31);
let l_5761 = u64(l_5760);
let l_5762 = l_5761 << u32(bitcast<u64>(u64(63)));
let l_5763 = l_5759 | l_5762;
let l_5764 = bitcast<f64>(l_5763);
let l_5765 = bitcast<u32>(l_146);
let l_5766 = l_5765 ^ u32(2147483648);
let l_5767 = bitcast<f32>(l_5766);
let l_5768 = bitcast<u32>(l_5767);
let l_5769 = l_5768 + u32(1);
l_mut_3594 = l_5769;
let l_5770 = l_5768 & u32(2147483647);
let l_5771 = l_5770 == u32(0);
if l_5771 {
l_mut_3594 = u32(1);
} else {
let l_5772 = l_5768 & u32(2147483648);
let l_5773 = l_5772 != u32(0);
if l_5773 {
let l_5774 = l_5768 - u32(1);
l_mut_3594 = l_5774;
} else {
let l_5775 = l_5768 == u32(2139095040);
if l_5775 {
l_mut_3594 = l_5768;
}
}
}
let l_5776 = bitcast<f32>(l_mut_3594);
let l_5777 = bitcast<u32>(l_5776);
let l_5778 = l_5777 ^ u32(2147483648);
let l_5779 = bitcast<f32>(l_5778);
let l_5780 = bitcast<u32>(l_5779);
let l_5781 = l_5780 & u32(2147483647);
let l_5782 = bitcast<f32>(l_5781);
let l_5783 = f64(l_5782);
l_mut_3342 = l_5783;
let l_5784 = l_5781 < u32(8388608);
if l_5784 {
let l_5785 = f64(l_5781);
let l_5786 = l_5785 * f64(1.401298464324817e-45);
l_mut_3342 = l_5786;
}
let l_5787 = bitcast<u64>(l_mut_3342);
let l_5788 = l_5780 >> u32(31);
let l_5789 = u64(l_5788);
let l_5790 = l_5789 << u32(bitcast<u64>(u64(63)));
let l_5791 = l_5787 | l_5790;
let l_5792 = bitcast<f64>(l_5791);
let l_5793 = l_5728 + l_5659;
let l_5794 = l_5793 <= l_5742;
l_mut_508 = l_5794;
let l_5795 = l_5728 - l_5659;
let l_5796 = l_5795 > l_5742;
l_mut_505 = l_5796;
let l_5797 = l_5729 - l_5660;
let l_5798 = l_5797 >= l_5742;
l_mut_502 = l_5798;
let l_5799 = l_5729 + l_5660;
let l_5800 = l_5799 < l_5742;
l_mut_499 = l_5800;
l_mut_3594 = u32(2);
let l_5801 = l_mut_505 || l_mut_499;
if l_5801 {
l_mut_3594 = u32(1);
} else {
let l_5802 = l_mut_508 && l_mut_502;
if l_5802 {
l_mut_3594 = u32(0);
}
}
let l_5803 = bitcast<u32>(l_146);
let l_5804 = l_5803 & u32(2147483647);
let l_5805 = l_5804 == u32(0);
if l_5805 {
let l_5806 = l_5728 + l_5659;
let l_5807 = l_5806 < f64(1.1754943508222875e-38);
let l_5808 = l_5729 - l_5660;
let l_5809 = l_5808 > f64(-1.1754943508222875e-38);
let l_5810 = l_5807 && l_5809;
let l_5811 = l_5728 - l_5659;
let l_5812 = l_5811 < f64(1.1754943508222875e-38);
let l_5813 = l_5729 + l_5660;
let l_5814 = l_5813 > f64(-1.1754943508222875e-38);
let l_5815 = l_5812 && l_5814;
if l_5810 {
l_mut_3594 = u32(0);
} else {
let l_5816 = l_mut_3594 == u32(1);
let l_5817 = l_5815 && l_5816;
if l_5817 {
l_mut_3594 = u32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
l_mut_268 = l_mut_4637;
} else {
let l_5818 = l_375 == u32(14);
if l_5818 {
l_mut_268 = u32(0);
let l_5819 = l_388 > f64(0.0);
if l_5819 {
let l_5820 = f32(l_388);
let l_5821 = bitcast<u32>(l_5820);
let l_5822 = l_5821 & u32(2147483647);
let l_5823 = bitcast<f32>(l_5822);
let l_5824 = f64(l_5823);
l_mut_3342 = l_5824;
let l_5825 = l_5822 < u32(8388608);
if l_5825 {
let l_5826 = f64(l_5822);
let l_5827 = l_5826 * f64(1.401298464324817e-45);
l_mut_3342 = l_5827;
}
let l_5828 = bitcast<u64>(l_mut_3342);
let l_5829 = l_5821 >> u32(31);
let l_5830 = u64(l_5829);
let l_5831 = l_5830 << u32(bitcast<u64>(u64(63)));
let l_5832 = l_5828 | l_5831;
let l_5833 = bitcast<f64>(l_5832);
l_mut_3342 = l_5833;
let l_5834 = l_5833 < f64(0.0);
if l_5834 {
let l_5835 = bitcast<u64>(l_5833);
let l_5836 = l_5835 | u64(9221120237041090560);
let l_5837 = bitcast<f64>(l_5836);
l_mut_3342 = l_5837;
} else {
let l_5838 = l_5833 == f64(0.0);
if l_5838 {
let l_5839 = abs(l_5833);
let l_5840 = bitcast<u64>(l_5839);
let l_5841 = l_5840 | u64(9218868437227405312);
let l_5842 = l_5841 & bitcast<u64>(i64(-4503599627370496));
let l_5843 = bitcast<f64>(l_5842);
let l_5844 = -l_5843;
l_mut_3342 = l_5844;
} else {
let l_5845 = bitcast<u32>(l_5820);
let l_5846 = l_5845 < u32(2139095040);
if l_5846 {
let l_5847 = bitcast<u64>(l_5833);
let l_5848 = l_5847 >> u32(bitcast<u64>(u64(52)));
let l_5849 = l_5848 & u64(2047);
let l_5850 = i32(bitcast<i64>(l_5849));
let l_5851 = l_5850 - i32(1023);
l_mut_5852 = l_5851;
let l_5853 = l_5847 & u64(4503599627370495);
let l_5854 = l_5853 | u64(4607182418800017408);
let l_5855 = bitcast<f64>(l_5854);
l_mut_3088 = l_5855;
let l_5856 = l_mut_3088 > f64(1.4142135623730951);
if l_5856 {
l_mut_3088 = l_mut_3088 * f64(0.5);
l_mut_5852 = l_mut_5852 + i32(1);
}
let l_5857 = l_mut_3088 - f64(1.0);
let l_5858 = f64(2.0) + l_5857;
let l_5859 = l_5857 / l_5858;
let l_5860 = l_5859 * l_5859;
let l_5861 = l_5860 * f64(0.04);
let l_5862 = l_5861 + f64(0.043478260869565216);
l_mut_3088 = l_5862;
let l_5863 = l_mut_3088 * l_5860;
let l_5864 = l_5863 + f64(0.047619047619047616);
l_mut_3088 = l_5864;
let l_5865 = l_mut_3088 * l_5860;
let l_5866 = l_5865 + f64(0.05263157894736842);
l_mut_3088 = l_5866;
let l_5867 = l_mut_3088 * l_5860;
let l_5868 = l_5867 + f64(0.058823529411764705);
l_mut_3088 = l_5868;
let l_5869 = l_mut_3088 * l_5860;
let l_5870 = l_5869 + f64(0.06666666666666667);
l_mut_3088 = l_5870;
let l_5871 = l_mut_3088 * l_5860;
let l_5872 = l_5871 + f64(0.07692307692307693);
l_mut_3088 = l_5872;
let l_5873 = l_mut_3088 * l_5860;
let l_5874 = l_5873 + f64(0.09090909090909091);
l_mut_3088 = l_5874;
let l_5875 = l_mut_3088 * l_5860;
let l_5876 = l_5875 + f64(0.1111111111111111);
l_mut_3088 = l_5876;
let l_5877 = l_mut_3088 * l_5860;
let l_5878 = l_5877 + f64(0.14285714285714285);
l_mut_3088 = l_5878;
let l_5879 = l_mut_3088 * l_5860;
let l_5880 = l_5879 + f64(0.2);
l_mut_3088 = l_5880;
let l_5881 = l_mut_3088 * l_5860;
let l_5882 = l_5881 + f64(0.3333333333333333);
l_mut_3088 = l_5882;
let l_5883 = f64(2.0) * l_5859;
let l_5884 = f64(2.0) * l_5859;
let l_5885 = l_5884 * l_5860;
let l_5886 = l_5885 * l_mut_3088;
let l_5887 = l_5883 + l_5886;
let l_5888 = f64(l_mut_5852);
let l_5889 = l_5888 * f64(0.6931471824645996);
let l_5890 = l_5888 * f64(-1.904654299957768e-9);
let l_5891 = l_5890 + l_5887;
let l_5892 = l_5889 + l_5891;
l_mut_3342 = l_5892;
}
}
}
let l_5893 = l_mut_3342 / f64(0.6931471805599453);
let l_5894 = abs(l_5893);
let l_5895 = l_381 * l_5894;
l_mut_3342 = l_5895;
let l_5896 = l_388 >= f64(0.5);
let l_5897 = l_388 <= f64(2.0);
let l_5898 = l_5896 && l_5897;
if l_5898 {
l_mut_3342 = l_381;
}
let l_5899 = abs(l_5893);
let l_5900 = l_5899 * f64(1.4551915228366852e-11);
let l_5901 = f64(1.0) + l_381;
let l_5902 = l_5900 * l_5901;
let l_5903 = l_5893 - l_mut_3342;
let l_5904 = l_5893 + l_mut_3342;
let l_5906 = l_5903 * l_384;
let l_5907 = l_5903 * l_387;
let l_5908 = l_5904 * l_384;
let l_5909 = l_5904 * l_387;
a_5905[u32(0)] = l_5906;
a_5905[u32(1)] = l_5906;
let l_5910 = a_5905[u32(0)];
let l_5911 = l_5907 < l_5910;
if l_5911 {
a_5905[u32(0)] = l_5907;
}
let l_5912 = a_5905[u32(0)];
let l_5913 = l_5908 < l_5912;
if l_5913 {
a_5905[u32(0)] = l_5908;
}
let l_5914 = a_5905[u32(0)];
let l_5915 = l_5909 < l_5914;
if l_5915 {
a_5905[u32(0)] = l_5909;
}
let l_5916 = a_5905[u32(1)];
let l_5917 = l_5907 > l_5916;
if l_5917 {
a_5905[u32(1)] = l_5907;
}
let l_5918 = a_5905[u32(1)];
let l_5919 = l_5908 > l_5918;
if l_5919 {
a_5905[u32(1)] = l_5908;
}
let l_5920 = a_5905[u32(1)];
let l_5921 = l_5909 > l_5920;
if l_5921 {
a_5905[u32(1)] = l_5909;
}
let l_5922 = l_5902 * l_387;
l_mut_4637 = u32(2);
let l_5923 = a_5905[u32(0)];
let l_5924 = l_5923 - l_5922;
let l_5925 = l_5924 * f64(7.1362384635298e44);
let l_5926 = floor(l_5925);
let l_5927 = l_5926 * f64(1.401298464324817e-45);
l_mut_3342 = l_5927;
let l_5928 = abs(l_5924);
let l_5929 = l_5928 >= f64(1.1754943508222875e-38);
if l_5929 {
let l_5930 = f32(l_5924);
let l_5931 = f64(l_5930);
l_mut_3342 = l_5931;
let l_5932 = l_mut_3342 > l_5924;
if l_5932 {
let l_5933 = bitcast<u32>(l_5930);
let l_5934 = l_5933 ^ u32(2147483648);
let l_5935 = bitcast<f32>(l_5934);
let l_5936 = bitcast<u32>(l_5935);
let l_5937 = l_5936 + u32(1);
l_mut_3594 = l_5937;
let l_5938 = l_5936 & u32(2147483647);
let l_5939 = l_5938 == u32(0);
if l_5939 {
l_mut_3594 = u32(1);
} else {
let l_5940 = l_5936 & u32(2147483648);
let l_5941 = l_5940 != u32(0);
if l_5941 {
let l_5942 = l_5936 - u32(1);
l_mut_3594 = l_5942;
} else {
let l_5943 = l_5936 == u32(2139095040);
if l_5943 {
l_mut_3594 = l_5936;
}
}
}
let l_5944 = bitcast<f32>(l_mut_3594);
let l_5945 = bitcast<u32>(l_5944);
let l_5946 = l_5945 ^ u32(2147483648);
let l_5947 = bitcast<f32>(l_5946);
let l_5948 = bitcast<u32>(l_5947);
let l_5949 = l_5948 & u32(2147483647);
let l_5950 = bitcast<f32>(l_5949);
let l_5951 = f64(l_5950);
l_mut_3088 = l_5951;
let l_5952 = l_5949 < u32(8388608);
if l_5952 {
let l_5953 = f64(l_5949);
let l_5954 = l_5953 * f64(1.401298464324817e-45);
l_mut_3088 = l_5954;
}
let l_5955 = bitcast<u64>(l_mut_3088);
let l_5956 = l_5948 >> u32(31);
let l_5957 = u64(l_5956);
let l_5958 = l_5957 << u32(bitcast<u64>(u64(63)));
let l_5959 = l_5955 | l_5958;
let l_5960 = bitcast<f64>(l_5959);
l_mut_3342 = l_5960;
} else {
let l_5961 = bitcast<u32>(l_5930);
let l_5962 = l_5961 + u32(1);
l_mut_3594 = l_5962;
let l_5963 = l_5961 & u32(2147483647);
let l_5964 = l_5963 == u32(0);
if l_5964 {
l_mut_3594 = u32(1);
} else {
let l_5965 = l_5961 & u32(2147483648);
let l_5966 = l_5965 != u32(0);
if l_5966 {
let l_5967 = l_5961 - u32(1);
l_mut_3594 = l_5967;
} else {
let l_5968 = l_5961 == u32(2139095040);
if l_5968 {
l_mut_3594 = l_5961;
}
}
}
let l_5969 = bitcast<f32>(l_mut_3594);
let l_5970 = bitcast<u32>(l_5969);
let l_5971 = l_5970 & u32(2147483647);
let l_5972 = bitcast<f32>(l_5971);
let l_5973 = f64(l_5972);
l_mut_3088 = l_5973;
let l_5974 = l_5971 < u32(8388608);
if l_5974 {
let l_5975 = f64(l_5971);
let l_5976 = l_5975 * f64(1.401298464324817e-45);
l_mut_3088 = l_5976;
}
let l_5977 = bitcast<u64>(l_mut_3088);
let l_5978 = l_5970 >> u32(31);
let l_5979 = u64(l_5978);
let l_5980 = l_5979 << u32(bitcast<u64>(u64(63)));
let l_5981 = l_5977 | l_5980;
let l_5982 = bitcast<f64>(l_5981);
let l_5983 = l_5982 <= l_5924;
if l_5983 {
let l_5984 = bitcast<u32>(l_5930);
let l_5985 = l_5984 + u32(1);
l_mut_3594 = l_5985;
let l_5986 = l_5984 & u32(2147483647);
let l_5987 = l_5986 == u32(0);
if l_5987 {
l_mut_3594 = u32(1);
} else {
let l_5988 = l_5984 & u32(2147483648);
let l_5989 = l_5988 != u32(0);
if l_5989 {
let l_5990 = l_5984 - u32(1);
l_mut_3594 = l_5990;
} else {
let l_5991 = l_5984 == u32(2139095040);
if l_5991 {
l_mut_3594 = l_5984;
}
}
}
let l_5992 = bitcast<f32>(l_mut_3594);
let l_5993 = bitcast<u32>(l_5992);
let l_5994 = l_5993 & u32(2147483647);
let l_5995 = bitcast<f32>(l_5994);
let l_5996 = f64(l_5995);
l_mut_3088 = l_5996;
let l_5997 = l_5994 < u32(8388608);
if l_5997 {
let l_5998 = f64(l_5994);
let l_5999 = l_5998 * f64(1.401298464324817e-45);
l_mut_3088 = l_5999;
}
let l_6000 = bitcast<u64>(l_mut_3088);
let l_6001 = l_5993 >> u32(31);
let l_6002 = u64(l_6001);
let l_6003 = l_6002 << u32(bitcast<u64>(u64(63)));
let l_6004 = l_6000 | l_6003;
let l_6005 = bitcast<f64>(l_6004);
l_mut_3342 = l_6005;
}
}
}
let l_6006 = l_5923 + l_5922;
let l_6007 = l_6006 * f64(7.1362384635298e44);
let l_6008 = floor(l_6007);
let l_6009 = l_6008 * f64(1.401298464324817e-45);
l_mut_3088 = l_6009;
let l_6010 = abs(l_6006);
let l_6011 = l_6010 >= f64(1.1754943508222875e-38);
if l_6011 {
let l_6012 = f32(l_6006);
let l_6013 = f64(l_6012);
l_mut_3088 = l_6013;
let l_6014 = l_mut_3088 > l_6006;
if l_6014 {
let l_6015 = bitcast<u32>(l_6012);
let l_6016 = l_6015 ^ u32(2147483648);
let l_6017 = bitcast<f32>(l_6016);
let l_6018 = bitcast<u32>(l_6017);
let l_6019 = l_6018 + u32(1);
l_mut_3594 = l_6019;
let l_6020 = l_6018 & u32(2147483647);
let l_6021 = l_6020 == u32(0);
if l_6021 {
l_mut_3594 = u32(1);
} else {
let l_6022 = l_6018 & u32(2147483648);
let l_6023 = l_6022 != u32(0);
if l_6023 {
let l_6024 = l_6018 - u32(1);
l_mut_3594 = l_6024;
} else {
let l_6025 = l_6018 == u32(2139095040);
if l_6025 {
l_mut_3594 = l_6018;
}
}
}
let l_6026 = bitcast<f32>(l_mut_3594);
let l_6027 = bitcast<u32>(l_6026);
let l_6028 = l_6027 ^ u32(2147483648);
let l_6029 = bitcast<f32>(l_6028);
let l_6030 = bitcast<u32>(l_6029);
let l_6031 = l_6030 & u32(2147483647);
let l_6032 = bitcast<f32>(l_6031);
let l_6033 = f64(l_6032);
l_mut_2832 = l_6033;
let l_6034 = l_6031 < u32(8388608);
if l_6034 {
let l_6035 = f64(l_6031);
let l_6036 = l_6035 * f64(1.401298464324817e-45);
l_mut_2832 = l_6036;
}
let l_6037 = bitcast<u64>(l_mut_2832);
let l_6038 = l_6030 >> u32(31);
let l_6039 = u64(l_6038);
let l_6040 = l_6039 << u32(bitcast<u64>(u64(63)));
let l_6041 = l_6037 | l_6040;
let l_6042 = bitcast<f64>(l_6041);
l_mut_3088 = l_6042;
} else {
let l_6043 = bitcast<u32>(l_6012);
let l_6044 = l_6043 + u32(1);
l_mut_3594 = l_6044;
let l_6045 = l_6043 & u32(2147483647);
let l_6046 = l_6045 == u32(0);
if l_6046 {
l_mut_3594 = u32(1);
} else {
let l_6047 = l_6043 & u32(2147483648);
let l_6048 = l_6047 != u32(0);
if l_6048 {
let l_6049 = l_6043 - u32(1);
l_mut_3594 = l_6049;
} else {
let l_6050 = l_6043 == u32(2139095040);
if l_6050 {
l_mut_3594 = l_6043;
}
}
}
let l_6051 = bitcast<f32>(l_mut_3594);
let l_6052 = bitcast<u32>(l_6051);
let l_6053 = l_6052 & u32(2147483647);
let l_6054 = bitcast<f32>(l_6053);
let l_6055 = f64(l_6054);
l_mut_2832 = l_6055;
let l_6056 = l_6053 < u32(8388608);
if l_6056 {
let l_6057 = f64(l_6053);
let l_6058 = l_6057 * f64(1.401298464324817e-45);
l_mut_2832 = l_6058;
}
let l_6059 = bitcast<u64>(l_mut_2832);
let l_6060 = l_6052 >> u32(31);
let l_6061 = u64(l_6060);
let l_6062 = l_6061 << u32(bitcast<u64>(u64(63)));
let l_6063 = l_6059 | l_6062;
let l_6064 = bitcast<f64>(l_6063);
let l_6065 = l_6064 <= l_6006;
if l_6065 {
let l_6066 = bitcast<u32>(l_6012);
let l_6067 = l_6066 + u32(1);
l_mut_3594 = l_6067;
let l_6068 = l_6066 & u32(2147483647);
let l_6069 = l_6068 == u32(0);
if l_6069 {
l_mut_3594 = u32(1);
} else {
let l_6070 = l_6066 & u32(2147483648);
let l_6071 = l_6070 != u32(0);
if l_6071 {
let l_6072 = l_6066 - u32(1);
l_mut_3594 = l_6072;
} else {
let l_6073 = l_6066 == u32(2139095040);
if l_6073 {
l_mut_3594 = l_6066;
}
}
}
let l_6074 = bitcast<f32>(l_mut_3594);
let l_6075 = bitcast<u32>(l_6074);
let l_6076 = l_6075 & u32(2147483647);
let l_6077 = bitcast<f32>(l_6076);
let l_6078 = f64(l_6077);
l_mut_2832 = l_6078;
let l_6079 = l_6076 < u32(8388608);
if l_6079 {
let l_6080 = f64(l_6076);
let l_6081 = l_6080 * f64(1.401298464324817e-45);
l_mut_2832 = l_6081;
}
let l_6082 = bitcast<u64>(l_mut_2832);
let l_6083 = l_6075 >> u32(31);
let l_6084 = u64(l_6083);
let l_6085 = l_6084 << u32(bitcast<u64>(u64(63)));
let l_6086 = l_6082 | l_6085;
let l_6087 = bitcast<f64>(l_6086);
l_mut_3088 = l_6087;
}
}
}
let l_6088 = l_mut_3342 == l_mut_3088;
let l_6089 = a_5905[u32(1)];
let l_6090 = l_6089 - l_5922;
let l_6091 = l_6090 * f64(7.1362384635298e44);
let l_6092 = floor(l_6091);
let l_6093 = l_6092 * f64(1.401298464324817e-45);
l_mut_3342 = l_6093;
let l_6094 = abs(l_6090);
let l_6095 = l_6094 >= f64(1.1754943508222875e-38);
if l_6095 {
let l_6096 = f32(l_6090);
let l_6097 = f64(l_6096);
l_mut_3342 = l_6097;
let l_6098 = l_mut_3342 > l_6090;
if l_6098 {
let l_6099 = bitcast<u32>(l_6096);
let l_6100 = l_6099 ^ u32(2147483648);
let l_6101 = bitcast<f32>(l_6100);
let l_6102 = bitcast<u32>(l_6101);
let l_6103 = l_6102 + u32(1);
l_mut_3594 = l_6103;
let l_6104 = l_6102 & u32(2147483647);
let l_6105 = l_6104 == u32(0);
if l_6105 {
l_mut_3594 = u32(1);
} else {
let l_6106 = l_6102 & u32(2147483648);
let l_6107 = l_6106 != u32(0);
if l_6107 {
let l_6108 = l_6102 - u32(1);
l_mut_3594 = l_6108;
} else {
let l_6109 = l_6102 == u32(2139095040);
if l_6109 {
l_mut_3594 = l_6102;
}
}
}
let l_6110 = bitcast<f32>(l_mut_3594);
let l_6111 = bitcast<u32>(l_6110);
let l_6112 = l_6111 ^ u32(2147483648);
let l_6113 = bitcast<f32>(l_6112);
let l_6114 = bitcast<u32>(l_6113);
let l_6115 = l_6114 & u32(2147483647);
let l_6116 = bitcast<f32>(l_6115);
let l_6117 = f64(l_6116);
l_mut_3088 = l_6117;
let l_6118 = l_6115 < u32(8388608);
if l_6118 {
let l_6119 = f64(l_6115);
let l_6120 = l_6119 * f64(1.401298464324817e-45);
l_mut_3088 = l_6120;
}
let l_6121 = bitcast<u64>(l_mut_3088);
let l_6122 = l_6114 >> u32(31);
let l_6123 = u64(l_6122);
let l_6124 = l_6123 << u32(bitcast<u64>(u64(63)));
let l_6125 = l_6121 | l_6124;
let l_6126 = bitcast<f64>(l_6125);
l_mut_3342 = l_6126;
} else {
let l_6127 = bitcast<u32>(l_6096);
let l_6128 = l_6127 + u32(1);
l_mut_3594 = l_6128;
let l_6129 = l_6127 & u32(2147483647);
let l_6130 = l_6129 == u32(0);
if l_6130 {
l_mut_3594 = u32(1);
} else {
let l_6131 = l_6127 & u32(2147483648);
let l_6132 = l_6131 != u32(0);
if l_6132 {
let l_6133 = l_6127 - u32(1);
l_mut_3594 = l_6133;
} else {
let l_6134 = l_6127 == u32(2139095040);
if l_6134 {
l_mut_3594 = l_6127;
}
}
}
let l_6135 = bitcast<f32>(l_mut_3594);
let l_6136 = bitcast<u32>(l_6135);
let l_6137 = l_6136 & u32(2147483647);
let l_6138 = bitcast<f32>(l_6137);
let l_6139 = f64(l_6138);
l_mut_3088 = l_6139;
let l_6140 = l_6137 < u32(8388608);
if l_6140 {
let l_6141 = f64(l_6137);
let l_6142 = l_6141 * f64(1.401298464324817e-45);
l_mut_3088 = l_6142;
}
let l_6143 = bitcast<u64>(l_mut_3088);
let l_6144 = l_6136 >> u32(31);
let l_6145 = u64(l_6144);
let l_6146 = l_6145 << u32(bitcast<u64>(u64(63)));
let l_6147 = l_6143 | l_6146;
let l_6148 = bitcast<f64>(l_6147);
let l_6149 = l_6148 <= l_6090;
if l_6149 {
let l_6150 = bitcast<u32>(l_6096);
let l_6151 = l_6150 + u32(1);
l_mut_3594 = l_6151;
let l_6152 = l_6150 & u32(2147483647);
let l_6153 = l_6152 == u32(0);
if l_6153 {
l_mut_3594 = u32(1);
} else {
let l_6154 = l_6150 & u32(2147483648);
let l_6155 = l_6154 != u32(0);
if l_6155 {
let l_6156 = l_6150 - u32(1);
l_mut_3594 = l_6156;
} else {
let l_6157 = l_6150 == u32(2139095040);
if l_6157 {
l_mut_3594 = l_6150;
}
}
}
let l_6158 = bitcast<f32>(l_mut_3594);
let l_6159 = bitcast<u32>(l_6158);
let l_6160 = l_6159 & u32(2147483647);
let l_6161 = bitcast<f32>(l_6160);
let l_6162 = f64(l_6161);
l_mut_3088 = l_6162;
let l_6163 = l_6160 < u32(8388608);
if l_6163 {
let l_6164 = f64(l_6160);
let l_6165 = l_6164 * f64(1.401298464324817e-45);
l_mut_3088 = l_6165;
}
let l_6166 = bitcast<u64>(l_mut_3088);
let l_6167 = l_6159 >> u32(31);
let l_6168 = u64(l_6167);
let l_6169 = l_6168 << u32(bitcast<u64>(u64(63)));
let l_6170 = l_6166 | l_6169;
let l_6171 = bitcast<f64>(l_6170);
l_mut_3342 = l_6171;
}
}
}
let l_6172 = l_6089 + l_5922;
let l_6173 = l_6172 * f64(7.1362384635298e44);
let l_6174 = floor(l_6173);
let l_6175 = l_6174 * f64(1.401298464324817e-45);
l_mut_3088 = l_6175;
let l_6176 = abs(l_6172);
let l_6177 = l_6176 >= f64(1.1754943508222875e-38);
if l_6177 {
let l_6178 = f32(l_6172);
let l_6179 = f64(l_6178);
l_mut_3088 = l_6179;
let l_6180 = l_mut_3088 > l_6172;
if l_6180 {
let l_6181 = bitcast<u32>(l_6178);
let l_6182 = l_6181 ^ u32(2147483648);
let l_6183 = bitcast<f32>(l_6182);
let l_6184 = bitcast<u32>(l_6183);
let l_6185 = l_6184 + u32(1);
l_mut_3594 = l_6185;
let l_6186 = l_6184 & u32(2147483647);
let l_6187 = l_6186 == u32(0);
if l_6187 {
l_mut_3594 = u32(1);
} else {
let l_6188 = l_6184 & u32(2147483648);
let l_6189 = l_6188 != u32(0);
if l_6189 {
let l_6190 = l_6184 - u32(1);
l_mut_3594 = l_6190;
} else {
let l_6191 = l_6184 == u32(2139095040);
if l_6191 {
l_mut_3594 = l_6184;
}
}
}
let l_6192 = bitcast<f32>(l_mut_3594);
let l_6193 = bitcast<u32>(l_6192);
let l_6194 = l_6193 ^ u32(2147483648);
let l_6195 = bitcast<f32>(l_6194);
let l_6196 = bitcast<u32>(l_6195);
let l_6197 = l_6196 & u32(2147483647);
let l_6198 = bitcast<f32>(l_6197);
let l_6199 = f64(l_6198);
l_mut_2832 = l_6199;
let l_6200 = l_6197 < u32(8388608);
if l_6200 {
let l_6201 = f64(l_6197);
let l_6202 = l_6201 * f64(1.401298464324817e-45);
l_mut_2832 = l_6202;
}
let l_6203 = bitcast<u64>(l_mut_2832);
let l_6204 = l_6196 >> u32(31);
let l_6205 = u64(l_6204);
let l_6206 = l_6205 << u32(bitcast<u64>(u64(63)));
let l_6207 = l_6203 | l_6206;
let l_6208 = bitcast<f64>(l_6207);
l_mut_3088 = l_6208;
} else {
let l_6209 = bitcast<u32>(l_6178);
let l_6210 = l_6209 + u32(1);
l_mut_3594 = l_6210;
let l_6211 = l_6209 & u32(2147483647);
let l_6212 = l_6211 == u32(0);
if l_6212 {
l_mut_3594 = u32(1);
} else {
let l_6213 = l_6209 & u32(2147483648);
let l_6214 = l_6213 != u32(0);
if l_6214 {
let l_6215 = l_6209 - u32(1);
l_mut_3594 = l_6215;
} else {
let l_6216 = l_6209 == u32(2139095040);
if l_6216 {
l_mut_3594 = l_6209;
}
}
}
let l_6217 = bitcast<f32>(l_mut_3594);
let l_6218 = bitcast<u32>(l_6217);
let l_6219 = l_6218 & u32(2147483647);
let l_6220 = bitcast<f32>(l_6219);
let l_6221 = f64(l_6220);
l_mut_2832 = l_6221;
let l_6222 = l_6219 < u32(8388608);
if l_6222 {
let l_6223 = f64(l_6219);
let l_6224 = l_6223 * f64(1.401298464324817e-45);
l_mut_2832 = l_6224;
}
let l_6225 = bitcast<u64>(l_mut_2832);
let l_6226 = l_6218 >> u32(31);
let l_6227 = u64(l_6226);
let l_6228 = l_6227 << u32(bitcast<u64>(u64(63)));
let l_6229 = l_6225 | l_6228;
let l_6230 = bitcast<f64>(l_6229);
let l_6231 = l_6230 <= l_6172;
if l_6231 {
let l_6232 = bitcast<u32>(l_6178);
let l_6233 = l_6232 + u32(1);
l_mut_3594 = l_6233;
let l_6234 = l_6232 & u32(2147483647);
let l_6235 = l_6234 == u32(0);
if l_6235 {
l_mut_3594 = u32(1);
} else {
let l_6236 = l_6232 & u32(2147483648);
let l_6237 = l_6236 != u32(0);
if l_6237 {
let l_6238 = l_6232 - u32(1);
l_mut_3594 = l_6238;
} else {
let l_6239 = l_6232 == u32(2139095040);
if l_6239 {
l_mut_3594 = l_6232;
}
}
}
let l_6240 = bitcast<f32>(l_mut_3594);
let l_6241 = bitcast<u32>(l_6240);
let l_6242 = l_6241 & u32(2147483647);
let l_6243 = bitcast<f32>(l_6242);
let l_6244 = f64(l_6243);
l_mut_2832 = l_6244;
let l_6245 = l_6242 < u32(8388608);
if l_6245 {
let l_6246 = f64(l_6242);
let l_6247 = l_6246 * f64(1.401298464324817e-45);
l_mut_2832 = l_6247;
}
let l_6248 = bitcast<u64>(l_mut_2832);
let l_6249 = l_6241 >> u32(31);
let l_6250 = u64(l_6249);
let l_6251 = l_6250 << u32(bitcast<u64>(u64(63)));
let l_6252 = l_6248 | l_6251;
let l_6253 = bitcast<f64>(l_6252);
l_mut_3088 = l_6253;
}
}
}
let l_6254 = l_mut_3342 == l_mut_3088;
let l_6255 = l_6088 && l_6254;
if l_6255 {
let l_6256 = a_5905[u32(0)];
let l_6257 = l_6256 * f64(7.1362384635298e44);
let l_6258 = floor(l_6257);
let l_6259 = l_6258 * f64(1.401298464324817e-45);
l_mut_3342 = l_6259;
let l_6260 = abs(l_6256);
let l_6261 = l_6260 >= f64(1.1754943508222875e-38);
if l_6261 {
let l_6262 = f32(l_6256);
let l_6263 = f64(l_6262);
l_mut_3342 = l_6263;
let l_6264 = l_mut_3342 > l_6256;
if l_6264 {
let l_6265 = bitcast<u32>(l_6262);
let l_6266 = l_6265 ^ u32(2147483648);
let l_6267 = bitcast<f32>(l_6266);
let l_6268 = bitcast<u32>(l_6267);
let l_6269 = l_6268 + u32(1);
l_mut_3594 = l_6269;
let l_6270 = l_6268 & u32(2147483647);
let l_6271 = l_6270 == u32(0);
if l_6271 {
l_mut_3594 = u32(1);
} else {
let l_6272 = l_6268 & u32(2147483648);
let l_6273 = l_6272 != u32(0);
if l_6273 {
let l_6274 = l_6268 - u32(1);
l_mut_3594 = l_6274;
} else {
let l_6275 = l_6268 == u32(2139095040);
if l_6275 {
l_mut_3594 = l_6268;
}
}
}
let l_6276 = bitcast<f32>(l_mut_3594);
let l_6277 = bitcast<u32>(l_6276);
let l_6278 = l_6277 ^ u32(2147483648);
let l_6279 = bitcast<f32>(l_6278);
let l_6280 = bitcast<u32>(l_6279);
let l_6281 = l_6280 & u32(2147483647);
let l_6282 = bitcast<f32>(l_6281);
let l_6283 = f64(l_6282);
l_mut_3088 = l_6283;
let l_6284 = l_6281 < u32(8388608);
if l_6284 {
let l_6285 = f64(l_6281);
let l_6286 = l_6285 * f64(1.401298464324817e-45);
l_mut_3088 = l_6286;
}
let l_6287 = bitcast<u64>(l_mut_3088);
let l_6288 = l_6280 >> u32(31);
let l_6289 = u64(l_6288);
let l_6290 = l_6289 << u32(bitcast<u64>(u64(63)));
let l_6291 = l_6287 | l_6290;
let l_6292 = bitcast<f64>(l_6291);
l_mut_3342 = l_6292;
} else {
let l_6293 = bitcast<u32>(l_6262);
let l_6294 = l_6293 + u32(1);
l_mut_3594 = l_6294;
let l_6295 = l_6293 & u32(2147483647);
let l_6296 = l_6295 == u32(0);
if l_6296 {
l_mut_3594 = u32(1);
} else {
let l_6297 = l_6293 & u32(2147483648);
let l_6298 = l_6297 != u32(0);
if l_6298 {
let l_6299 = l_6293 - u32(1);
l_mut_3594 = l_6299;
} else {
let l_6300 = l_6293 == u32(2139095040);
if l_6300 {
l_mut_3594 = l_6293;
}
}
}
let l_6301 = bitcast<f32>(l_mut_3594);
let l_6302 = bitcast<u32>(l_6301);
let l_6303 = l_6302 & u32(2147483647);
let l_6304 = bitcast<f32>(l_6303);
let l_6305 = f64(l_6304);
l_mut_3088 = l_6305;
let l_6306 = l_6303 < u32(8388608);
if l_6306 {
let l_6307 = f64(l_6303);
let l_6308 = l_6307 * f64(1.401298464324817e-45);
l_mut_3088 = l_6308;
}
let l_6309 = bitcast<u64>(l_mut_3088);
let l_6310 = l_6302 >> u32(31);
let l_6311 = u64(l_6310);
let l_6312 = l_6311 << u32(bitcast<u64>(u64(63)));
let l_6313 = l_6309 | l_6312;
let l_6314 = bitcast<f64>(l_6313);
let l_6315 = l_6314 <= l_6256;
if l_6315 {
let l_6316 = bitcast<u32>(l_6262);
let l_6317 = l_6316 + u32(1);
l_mut_3594 = l_6317;
let l_6318 = l_6316 & u32(2147483647);
let l_6319 = l_6318 == u32(0);
if l_6319 {
l_mut_3594 = u32(1);
} else {
let l_6320 = l_6316 & u32(2147483648);
let l_6321 = l_6320 != u32(0);
if l_6321 {
let l_6322 = l_6316 - u32(1);
l_mut_3594 = l_6322;
} else {
let l_6323 = l_6316 == u32(2139095040);
if l_6323 {
l_mut_3594 = l_6316;
}
}
}
let l_6324 = bitcast<f32>(l_mut_3594);
let l_6325 = bitcast<u32>(l_6324);
let l_6326 = l_6325 & u32(2147483647);
let l_6327 = bitcast<f32>(l_6326);
let l_6328 = f64(l_6327);
l_mut_3088 = l_6328;
let l_6329 = l_6326 < u32(8388608);
if l_6329 {
let l_6330 = f64(l_6326);
let l_6331 = l_6330 * f64(1.401298464324817e-45);
l_mut_3088 = l_6331;
}
let l_6332 = bitcast<u64>(l_mut_3088);
let l_6333 = l_6325 >> u32(31);
let l_6334 = u64(l_6333);
let l_6335 = l_6334 << u32(bitcast<u64>(u64(63)));
let l_6336 = l_6332 | l_6335;
let l_6337 = bitcast<f64>(l_6336);
l_mut_3342 = l_6337;
}
}
}
let l_6338 = a_5905[u32(1)];
let l_6339 = -l_6338;
let l_6340 = l_6339 * f64(7.1362384635298e44);
let l_6341 = floor(l_6340);
let l_6342 = l_6341 * f64(1.401298464324817e-45);
l_mut_3088 = l_6342;
let l_6343 = abs(l_6339);
let l_6344 = l_6343 >= f64(1.1754943508222875e-38);
if l_6344 {
let l_6345 = f32(l_6339);
let l_6346 = f64(l_6345);
l_mut_3088 = l_6346;
let l_6347 = l_mut_3088 > l_6339;
if l_6347 {
let l_6348 = bitcast<u32>(l_6345);
let l_6349 = l_6348 ^ u32(2147483648);
let l_6350 = bitcast<f32>(l_6349);
let l_6351 = bitcast<u32>(l_6350);
let l_6352 = l_6351 + u32(1);
l_mut_3594 = l_6352;
let l_6353 = l_6351 & u32(2147483647);
let l_6354 = l_6353 == u32(0);
if l_6354 {
l_mut_3594 = u32(1);
} else {
let l_6355 = l_6351 & u32(2147483648);
let l_6356 = l_6355 != u32(0);
if l_6356 {
let l_6357 = l_6351 - u32(1);
l_mut_3594 = l_6357;
} else {
let l_6358 = l_6351 == u32(2139095040);
if l_6358 {
l_mut_3594 = l_6351;
}
}
}
let l_6359 = bitcast<f32>(l_mut_3594);
let l_6360 = bitcast<u32>(l_6359);
let l_6361 = l_6360 ^ u32(2147483648);
let l_6362 = bitcast<f32>(l_6361);
let l_6363 = bitcast<u32>(l_6362);
let l_6364 = l_6363 & u32(2147483647);
let l_6365 = bitcast<f32>(l_6364);
let l_6366 = f64(l_6365);
l_mut_2832 = l_6366;
let l_6367 = l_6364 < u32(8388608);
if l_6367 {
let l_6368 = f64(l_6364);
let l_6369 = l_6368 * f64(1.401298464324817e-45);
l_mut_2832 = l_6369;
}
let l_6370 = bitcast<u64>(l_mut_2832);
let l_6371 = l_6363 >> u32(31);
let l_6372 = u64(l_6371);
let l_6373 = l_6372 << u32(bitcast<u64>(u64(63)));
let l_6374 = l_6370 | l_6373;
let l_6375 = bitcast<f64>(l_6374);
l_mut_3088 = l_6375;
} else {
let l_6376 = bitcast<u32>(l_6345);
let l_6377 = l_6376 + u32(1);
l_mut_3594 = l_6377;
let l_6378 = l_6376 & u32(2147483647);
let l_6379 = l_6378 == u32(0);
if l_6379 {
l_mut_3594 = u32(1);
} else {
let l_6380 = l_6376 & u32(2147483648);
let l_6381 = l_6380 != u32(0);
if l_6381 {
let l_6382 = l_6376 - u32(1);
l_mut_3594 = l_6382;
} else {
let l_6383 = l_6376 == u32(2139095040);
if l_6383 {
l_mut_3594 = l_6376;
}
}
}
let l_6384 = bitcast<f32>(l_mut_3594);
let l_6385 = bitcast<u32>(l_6384);
let l_6386 = l_6385 & u32(2147483647);
let l_6387 = bitcast<f32>(l_6386);
let l_6388 = f64(l_6387);
l_mut_2832 = l_6388;
let l_6389 = l_6386 < u32(8388608);
if l_6389 {
let l_6390 = f64(l_6386);
let l_6391 = l_6390 * f64(1.401298464324817e-45);
l_mut_2832 = l_6391;
}
let l_6392 = bitcast<u64>(l_mut_2832);
let l_6393 = l_6385 >> u32(31);
let l_6394 = u64(l_6393);
let l_6395 = l_6394 << u32(bitcast<u64>(u64(63)));
let l_6396 = l_6392 | l_6395;
let l_6397 = bitcast<f64>(l_6396);
let l_6398 = l_6397 <= l_6339;
if l_6398 {
let l_6399 = bitcast<u32>(l_6345);
let l_6400 = l_6399 + u32(1);
l_mut_3594 = l_6400;
let l_6401 = l_6399 & u32(2147483647);
let l_6402 = l_6401 == u32(0);
if l_6402 {
l_mut_3594 = u32(1);
} else {
let l_6403 = l_6399 & u32(2147483648);
let l_6404 = l_6403 != u32(0);
if l_6404 {
let l_6405 = l_6399 - u32(1);
l_mut_3594 = l_6405;
} else {
let l_6406 = l_6399 == u32(2139095040);
if l_6406 {
l_mut_3594 = l_6399;
}
}
}
let l_6407 = bitcast<f32>(l_mut_3594);
let l_6408 = bitcast<u32>(l_6407);
let l_6409 = l_6408 & u32(2147483647);
let l_6410 = bitcast<f32>(l_6409);
let l_6411 = f64(l_6410);
l_mut_2832 = l_6411;
let l_6412 = l_6409 < u32(8388608);
if l_6412 {
let l_6413 = f64(l_6409);
let l_6414 = l_6413 * f64(1.401298464324817e-45);
l_mut_2832 = l_6414;
}
let l_6415 = bitcast<u64>(l_mut_2832);
let l_6416 = l_6408 >> u32(31);
let l_6417 = u64(l_6416);
let l_6418 = l_6417 << u32(bitcast<u64>(u64(63)));
let l_6419 = l_6415 | l_6418;
let l_6420 = bitcast<f64>(l_6419);
l_mut_3088 = l_6420;
}
}
}
let l_6421 = -l_mut_3088;
let l_6422 = bitcast<u32>(l_146);
let l_6423 = l_6422 & u32(2147483647);
let l_6424 = bitcast<f32>(l_6423);
let l_6425 = f64(l_6424);
l_mut_3088 = l_6425;
let l_6426 = l_6423 < u32(8388608);
if l_6426 {
let l_6427 = f64(l_6423);
let l_6428 = l_6427 * f64(1.401298464324817e-45);
l_mut_3088 = l_6428;
}
let l_6429 = bitcast<u64>(l_mut_3088);
let l_6430 = l_6422 >> u32(31);
let l_6431 = u64(l_6430);
let l_6432 = l_6431 << u32(bitcast<u64>(u64(63)));
let l_6433 = l_6429 | l_6432;
let l_6434 = bitcast<f64>(l_6433);
let l_6435 = bitcast<u32>(l_146);
let l_6436 = l_6435 + u32(1);
l_mut_3594 = l_6436;
let l_6437 = l_6435 & u32(2147483647);
let l_6438 = l_6437 == u32(0);
if l_6438 {
l_mut_3594 = u32(1);
} else {
let l_6439 = l_6435 & u32(2147483648);
let l_6440 = l_6439 != u32(0);
if l_6440 {
let l_6441 = l_6435 - u32(1);
l_mut_3594 = l_6441;
} else {
let l_6442 = l_6435 == u32(2139095040);
if l_6442 {
l_mut_3594 = l_6435;
}
}
}
let l_6443 = bitcast<f32>(l_mut_3594);
let l_6444 = bitcast<u32>(l_6443);
let l_6445 = l_6444 & u32(2147483647);
let l_6446 = bitcast<f32>(l_6445);
let l_6447 = f64(l_6446);
l_mut_3088 = l_6447;
let l_6448 = l_6445 < u32(8388608);
if l_6448 {
let l_6449 = f64(l_6445);
let l_6450 = l_6449 * f64(1.401298464324817e-45);
l_mut_3088 = l_6450;
}
let l_6451 = bitcast<u64>(l_mut_3088);
let l_6452 = l_6444 >> u32(31);
let l_6453 = u64(l_6452);
let l_6454 = l_6453 << u32(bitcast<u64>(u64(63)));
let l_6455 = l_6451 | l_6454;
let l_6456 = bitcast<f64>(l_6455);
let l_6457 = bitcast<u32>(l_146);
let l_6458 = l_6457 ^ u32(2147483648);
let l_6459 = bitcast<f32>(l_6458);
let l_6460 = bitcast<u32>(l_6459);
let l_6461 = l_6460 + u32(1);
l_mut_3594 = l_6461;
let l_6462 = l_6460 & u32(2147483647);
let l_6463 = l_6462 == u32(0);
if l_6463 {
l_mut_3594 = u32(1);
} else {
let l_6464 = l_6460 & u32(2147483648);
let l_6465 = l_6464 != u32(0);
if l_6465 {
let l_6466 = l_6460 - u32(1);
l_mut_3594 = l_6466;
} else {
let l_6467 = l_6460 == u32(2139095040);
if l_6467 {
l_mut_3594 = l_6460;
}
}
}
let l_6468 = bitcast<f32>(l_mut_3594);
let l_6469 = bitcast<u32>(l_6468);
let l_6470 = l_6469 ^ u32(2147483648);
let l_6471 = bitcast<f32>(l_6470);
let l_6472 = bitcast<u32>(l_6471);
let l_6473 = l_6472 & u32(2147483647);
let l_6474 = bitcast<f32>(l_6473);
let l_6475 = f64(l_6474);
l_mut_3088 = l_6475;
let l_6476 = l_6473 < u32(8388608);
if l_6476 {
let l_6477 = f64(l_6473);
let l_6478 = l_6477 * f64(1.401298464324817e-45);
l_mut_3088 = l_6478;
}
let l_6479 = bitcast<u64>(l_mut_3088);
let l_6480 = l_6472 >> u32(31);
let l_6481 = u64(l_6480);
let l_6482 = l_6481 << u32(bitcast<u64>(u64(63)));
let l_6483 = l_6479 | l_6482;
let l_6484 = bitcast<f64>(l_6483);
let l_6485 = l_mut_3342 + f64(0.0);
let l_6486 = l_6485 <= l_6434;
l_mut_508 = l_6486;
let l_6487 = l_mut_3342 - f64(0.0);
let l_6488 = l_6487 > l_6434;
l_mut_505 = l_6488;
let l_6489 = l_6421 - f64(0.0);
let l_6490 = l_6489 >= l_6434;
l_mut_502 = l_6490;
let l_6491 = l_6421 + f64(0.0);
let l_6492 = l_6491 < l_6434;
l_mut_499 = l_6492;
l_mut_3594 = u32(2);
let l_6493 = l_mut_505 || l_mut_499;
if l_6493 {
l_mut_3594 = u32(1);
} else {
let l_6494 = l_mut_508 && l_mut_502;
if l_6494 {
l_mut_3594 = u32(0);
}
}
let l_6495 = bitcast<u32>(l_146);
let l_6496 = l_6495 & u32(2147483647);
let l_6497 = l_6496 == u32(0);
if l_6497 {
let l_6498 = l_mut_3342 + f64(0.0);
let l_6499 = l_6498 < f64(1.1754943508222875e-38);
let l_6500 = l_6421 - f64(0.0);
let l_6501 = l_6500 > f64(-1.1754943508222875e-38);
let l_6502 = l_6499 && l_6501;
let l_6503 = l_mut_3342 - f64(0.0);
let l_6504 = l_6503 < f64(1.1754943508222875e-38);
let l_6505 = l_6421 + f64(0.0);
let l_6506 = l_6505 > f64(-1.1754943508222875e-38);
let l_6507 = l_6504 && l_6506;
if l_6502 {
l_mut_3594 = u32(0);
} else {
let l_6508 = l_mut_3594 == u32(1);
let l_6509 = l_6507 && l_6508;
if l_6509 {
l_mut_3594 = u32(2);
}
}
}
l_mut_4637 = l_mut_3594;
}
l_mut_268 = l_mut_4637;
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
a_10[l_mut_373] = l_mut_268;
let l_6510 = a_10[l_mut_373];
let l_6511 = l_6510 == u32(2);
if l_6511 {
l_mut_370 = bool(false);
}
}
}
let l_6512 = l_mut_329 == u32(4294967293);
if l_6512 {
let l_6513 = a_8[u32(0)];
let l_6514 = l_6513 + u32(1);
a_8[u32(0)] = l_6514;
} else {
if l_mut_370 {
l_mut_3342 = l_360;
let l_6515 = l_mut_3342 < f64(-17.0);
if l_6515 {
l_mut_3342 = f64(-17.0);
}
let l_6516 = l_mut_3342 > f64(17.0);
if l_6516 {
l_mut_3342 = f64(17.0);
}
let l_6517 = l_mut_3342 + f64(16.0);
let l_6518 = l_6517 + f64(1.0);
let l_6519 = u32(l_6518);
let l_6520 = u32(2) + l_6519;
let l_6521 = a_8[l_6520];
let l_6522 = l_6521 + u32(1);
a_8[l_6520] = l_6522;
let l_6523 = bitcast<u32>(l_146);
let l_6524 = l_6523 & u32(2147483647);
let l_6525 = bitcast<f32>(l_6524);
let l_6526 = f64(l_6525);
l_mut_3342 = l_6526;
let l_6527 = l_6524 < u32(8388608);
if l_6527 {
let l_6528 = f64(l_6524);
let l_6529 = l_6528 * f64(1.401298464324817e-45);
l_mut_3342 = l_6529;
}
let l_6530 = bitcast<u64>(l_mut_3342);
let l_6531 = l_6523 >> u32(31);
let l_6532 = u64(l_6531);
let l_6533 = l_6532 << u32(bitcast<u64>(u64(63)));
let l_6534 = l_6530 | l_6533;
let l_6535 = bitcast<f64>(l_6534);
let l_6536 = abs(l_mut_151);
let l_6537 = l_mut_151 * f64(0.0);
let l_6538 = l_6537 + f64(7.1362384635298e44);
l_mut_3342 = l_6538;
let l_6539 = l_6536 >= f64(2.350988701644575e-38);
if l_6539 {
let l_6540 = l_mut_329 & u32(2147483647);
let l_6541 = bitcast<f32>(l_6540);
let l_6542 = f64(l_6541);
let l_6543 = l_6540 & u32(2139095040);
let l_6544 = bitcast<f32>(l_6543);
let l_6545 = f64(l_6544);
let l_6546 = l_6542 > l_6536;
let l_6547 = l_6540 & u32(8388607);
let l_6548 = l_6547 == u32(0);
let l_6549 = l_6546 && l_6548;
let l_6550 = l_6545 * f64(1.1920928955078125e-7);
let l_6551 = f64(l_6549);
let l_6552 = f64(0.5) * l_6551;
let l_6553 = f64(1.0) - l_6552;
let l_6554 = l_6550 * l_6553;
let l_6555 = f64(1.0) / l_6554;
l_mut_3342 = l_6555;
}
let l_6556 = l_6535 - l_mut_151;
let l_6557 = l_6556 * l_mut_3342;
let l_6558 = u32(2) * u32(0);
let l_6559 = u32(45) + l_6558;
let l_6560 = abs(l_6557);
let l_6561 = a_9[u32(0)];
let l_6562 = abs(l_6561);
let l_6563 = l_6560 > l_6562;
l_mut_508 = l_6563;
let l_6564 = u32(0) == u32(0);
if l_6564 {
let l_6565 = a_9[u32(0)];
let l_6566 = l_6557 < l_6565;
l_mut_508 = l_6566;
} else {
let l_6567 = u32(0) == u32(1);
if l_6567 {
let l_6568 = a_9[u32(0)];
let l_6569 = l_6557 > l_6568;
l_mut_508 = l_6569;
}
}
let l_6570 = a_8[l_6559];
let l_6571 = l_6570 == u32(4294967295);
let l_6572 = l_6571 || l_mut_508;
if l_6572 {
a_8[l_6559] = l_27;
let l_6573 = l_6559 + u32(1);
a_8[l_6573] = l_341;
a_9[u32(0)] = l_6557;
}
let l_6574 = u32(2) * u32(1);
let l_6575 = u32(45) + l_6574;
let l_6576 = abs(l_6557);
let l_6577 = a_9[u32(1)];
let l_6578 = abs(l_6577);
let l_6579 = l_6576 > l_6578;
l_mut_508 = l_6579;
let l_6580 = u32(1) == u32(0);
if l_6580 {
let l_6581 = a_9[u32(1)];
let l_6582 = l_6557 < l_6581;
l_mut_508 = l_6582;
} else {
let l_6583 = u32(1) == u32(1);
if l_6583 {
let l_6584 = a_9[u32(1)];
let l_6585 = l_6557 > l_6584;
l_mut_508 = l_6585;
}
}
let l_6586 = a_8[l_6575];
let l_6587 = l_6586 == u32(4294967295);
let l_6588 = l_6587 || l_mut_508;
if l_6588 {
a_8[l_6575] = l_27;
let l_6589 = l_6575 + u32(1);
a_8[l_6589] = l_341;
a_9[u32(1)] = l_6557;
}
let l_6590 = l_360 != f64(0.0);
if l_6590 {

for (var l_mut_6591: u32 = u32(0); l_mut_6591 < u32(8); l_mut_6591++) {
let l_6592 = a_10[l_mut_6591];
let l_6593 = l_6592 == u32(1);
if l_6593 {
let l_6594 = u32(37) + l_mut_6591;
let l_6595 = a_8[l_6594];
let l_6596 = l_6595 + u32(1);
a_8[l_6594] = l_6596;
let l_6597 = u32(2) + l_mut_6591;
let l_6598 = u32(2) * l_6597;
let l_6599 = u32(45) + l_6598;
let l_6600 = abs(l_6557);
let l_6601 = a_9[l_6597];
let l_6602 = abs(l_6601);
let l_6603 = l_6600 > l_6602;
l_mut_508 = l_6603;
let l_6604 = l_6597 == u32(0);
if l_6604 {
let l_6605 = a_9[l_6597];
let l_6606 = l_6557 < l_6605;
l_mut_508 = l_6606;
} else {
let l_6607 = l_6597 == u32(1);
if l_6607 {
let l_6608 = a_9[l_6597];
let l_6609 = l_6557 > l_6608;
l_mut_508 = l_6609;
}
}
let l_6610 = a_8[l_6599];
let l_6611 = l_6610 == u32(4294967295);
let l_6612 = l_6611 || l_mut_508;
if l_6612 {
a_8[l_6599] = l_27;
let l_6613 = l_6599 + u32(1);
a_8[l_6613] = l_341;
a_9[l_6597] = l_6557;
}
}
}
}
} else {
let l_6614 = a_8[u32(1)];
let l_6615 = l_2 + l_6614;
let l_6616 = l_6615 * u32(2);
let l_6792 = info.static_meta[u32(7)];
let l_6793 = l_6792 * u32(1);
let l_6794 = l_6616 < l_6793;
if l_6794 {
buffer_7_global[l_6616] = l_27;
}
let l_6617 = l_6616 + u32(1);
let l_6795 = info.static_meta[u32(7)];
let l_6796 = l_6795 * u32(1);
let l_6797 = l_6617 < l_6796;
if l_6797 {
buffer_7_global[l_6617] = l_341;
}
let l_6618 = a_8[u32(1)];
let l_6619 = l_6618 + u32(1);
a_8[u32(1)] = l_6619;
}
}
}

for (var l_mut_6620: u32 = u32(0); l_mut_6620 < u32(65); l_mut_6620++) {
let l_6621 = id * u32(65);
let l_6622 = l_6621 + l_mut_6620;
let l_6623 = a_8[l_mut_6620];
let l_6798 = info.static_meta[u32(5)];
let l_6799 = l_6798 * u32(1);
let l_6800 = l_6622 < l_6799;
if l_6800 {
buffer_5_global[l_6622] = l_6623;
}
}

for (var l_mut_6624: u32 = u32(0); l_mut_6624 < u32(10); l_mut_6624++) {
let l_6625 = id * u32(10);
let l_6626 = l_6625 + l_mut_6624;
let l_6627 = a_9[l_mut_6624];
let l_6801 = info.static_meta[u32(6)];
let l_6802 = l_6801 * u32(1);
let l_6803 = l_6626 < l_6802;
if l_6803 {
buffer_6_global[l_6626] = l_6627;
}
}
}
}
fn powf_primitive_f64(lhs: f64, rhs: f64) -> f64 {
    let modulo = rhs % 2.0;
    if rhs == 0.0 {
        return 1.0;
    }
    if (modulo == 0.0) {
        // Even number
        return pow(abs(lhs), rhs);
    } else if (modulo == 1.0 && lhs < 0.0) {
        // Odd number
        return -1.0 * pow(-1.0 * lhs, rhs);
    } else {
        // Float number
        return pow(lhs, rhs);
    }
}


fn powf_scalar_1_f64(lhs: f64, rhs: f64, ) -> f64{
    return powf_primitive_f64(lhs, rhs, );
}



fn is_nan_primitive_f64(x: f64) -> bool {
    let bits = bitcast<u64>(x);
    let abs_bits = bits & 0x7ff0000000000000;
    return abs_bits > 0x7fffffffffffffff;
}


fn is_nan_1_f64(x: f64, ) -> bool{
    return is_nan_primitive_f64(x, );
}
