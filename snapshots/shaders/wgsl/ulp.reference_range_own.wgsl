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

var a_1946: array<u32, 1>;

var a_4015: array<f64, 2>;

var a_5058: array<f64, 2>;

var a_5274: array<f64, 2>;

var a_5688: array<f64, 2>;

var a_5862: array<f64, 2>;

var a_6434: array<f64, 2>;

var a_7670: array<f64, 2>;

var a_8899: array<f64, 2>;

var a_9710: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1029: bool;
var l_mut_1032: bool;
var l_mut_1035: bool;
var l_mut_1038: bool;
var l_mut_151: f64;
var l_mut_166: f64;
var l_mut_2093: f64;
var l_mut_241: f64;
var l_mut_29: f32;
var l_mut_308: i32;
var l_mut_30: f32;
var l_mut_3108: f64;
var l_mut_31: f32;
var l_mut_3362: f64;
var l_mut_3618: f64;
var l_mut_379: u32;
var l_mut_3872: f64;
var l_mut_395: f64;
var l_mut_4124: u32;
var l_mut_447: bool;
var l_mut_469: u64;
var l_mut_498: u64;
var l_mut_510: u64;
var l_mut_5167: u32;
var l_mut_567: f64;
var l_mut_8140: bool;
var l_mut_856: u32;
var l_mut_9313: u32;
var l_mut_937: u32;
var l_mut_978: u32;
let l_0 = id == u32(0);
if l_0 {
let l_10678 = info.static_meta[u32(8)];
let l_10679 = l_10678 * u32(1);
let l_10680 = u32(0) < l_10679;
if l_10680 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_10664 = info.static_meta[u32(0)];
let l_10665 = l_10664 * u32(1);
let l_10666 = u32(1) < l_10665;
let l_10667 = l_10665 - u32(1);
let l_10668 = min(u32(1), l_10667);
let l_10669 = buffer_0_global[l_10668];
let l_10670 = select(u32(0), l_10669, l_10666);
let l_1 = l_10670;
let l_2 = id * l_1;
let l_10671 = info.static_meta[u32(0)];
let l_10672 = l_10671 * u32(1);
let l_10673 = u32(2) < l_10672;
let l_10674 = l_10672 - u32(1);
let l_10675 = min(u32(2), l_10674);
let l_10676 = buffer_0_global[l_10675];
let l_10677 = select(u32(0), l_10676, l_10673);
let l_3 = l_10677;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_10681 = info.static_meta[u32(0)];
let l_10682 = l_10681 * u32(1);
let l_10683 = u32(2) < l_10682;
let l_10684 = l_10682 - u32(1);
let l_10685 = min(u32(2), l_10684);
let l_10686 = buffer_0_global[l_10685];
let l_10687 = select(u32(0), l_10686, l_10683);
let l_6 = l_10687;
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
let l_10688 = info.static_meta[u32(4)];
let l_10689 = l_10688 * u32(1);
let l_10690 = u32(1024) < l_10689;
let l_10691 = l_10689 - u32(1);
let l_10692 = min(u32(1024), l_10691);
let l_10693 = buffer_4_global[l_10692];
let l_10694 = select(u32(0), l_10693, l_10690);
let l_18 = l_10694;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_10695 = info.static_meta[u32(0)];
let l_10696 = l_10695 * u32(1);
let l_10697 = u32(3) < l_10696;
let l_10698 = l_10696 - u32(1);
let l_10699 = min(u32(3), l_10698);
let l_10700 = buffer_0_global[l_10699];
let l_10701 = select(u32(0), l_10700, l_10697);
let l_21 = l_10701;
let l_10702 = info.static_meta[u32(0)];
let l_10703 = l_10702 * u32(1);
let l_10704 = u32(4) < l_10703;
let l_10705 = l_10703 - u32(1);
let l_10706 = min(u32(4), l_10705);
let l_10707 = buffer_0_global[l_10706];
let l_10708 = select(u32(0), l_10707, l_10704);
let l_22 = l_10708;
let l_23 = l_22 == u32(1);
let l_10709 = info.static_meta[u32(0)];
let l_10710 = l_10709 * u32(1);
let l_10711 = u32(5) < l_10710;
let l_10712 = l_10710 - u32(1);
let l_10713 = min(u32(5), l_10712);
let l_10714 = buffer_0_global[l_10713];
let l_10715 = select(u32(0), l_10714, l_10711);
let l_24 = l_10715;

for (var l_mut_25: u32 = l_2; l_mut_25 < l_7; l_mut_25++) {
let l_10716 = info.static_meta[u32(0)];
let l_10717 = l_10716 * u32(1);
let l_10718 = u32(0) < l_10717;
let l_10719 = l_10717 - u32(1);
let l_10720 = min(u32(0), l_10719);
let l_10721 = buffer_0_global[l_10720];
let l_10722 = select(u32(0), l_10721, l_10718);
let l_26 = l_10722;
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
let l_10730 = info.static_meta[u32(0)];
let l_10731 = l_10730 * u32(1);
let l_10732 = l_33 < l_10731;
let l_10733 = l_10731 - u32(1);
let l_10734 = min(l_33, l_10733);
let l_10735 = buffer_0_global[l_10734];
let l_10736 = select(u32(0), l_10735, l_10732);
let l_46 = l_10736;
let l_47 = l_33 + u32(1);
let l_10737 = info.static_meta[u32(0)];
let l_10738 = l_10737 * u32(1);
let l_10739 = l_47 < l_10738;
let l_10740 = l_10738 - u32(1);
let l_10741 = min(l_47, l_10740);
let l_10742 = buffer_0_global[l_10741];
let l_10743 = select(u32(0), l_10742, l_10739);
let l_48 = l_10743;
let l_49 = l_33 + u32(2);
let l_10744 = info.static_meta[u32(0)];
let l_10745 = l_10744 * u32(1);
let l_10746 = l_49 < l_10745;
let l_10747 = l_10745 - u32(1);
let l_10748 = min(l_49, l_10747);
let l_10749 = buffer_0_global[l_10748];
let l_10750 = select(u32(0), l_10749, l_10746);
let l_50 = l_10750;
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
let l_10751 = info.static_meta[u32(0)];
let l_10752 = l_10751 * u32(1);
let l_10753 = l_71 < l_10752;
let l_10754 = l_10752 - u32(1);
let l_10755 = min(l_71, l_10754);
let l_10756 = buffer_0_global[l_10755];
let l_10757 = select(u32(0), l_10756, l_10753);
let l_84 = l_10757;
let l_85 = l_71 + u32(1);
let l_10758 = info.static_meta[u32(0)];
let l_10759 = l_10758 * u32(1);
let l_10760 = l_85 < l_10759;
let l_10761 = l_10759 - u32(1);
let l_10762 = min(l_85, l_10761);
let l_10763 = buffer_0_global[l_10762];
let l_10764 = select(u32(0), l_10763, l_10760);
let l_86 = l_10764;
let l_87 = l_71 + u32(2);
let l_10765 = info.static_meta[u32(0)];
let l_10766 = l_10765 * u32(1);
let l_10767 = l_87 < l_10766;
let l_10768 = l_10766 - u32(1);
let l_10769 = min(l_87, l_10768);
let l_10770 = buffer_0_global[l_10769];
let l_10771 = select(u32(0), l_10770, l_10767);
let l_88 = l_10771;
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
let l_10772 = info.static_meta[u32(0)];
let l_10773 = l_10772 * u32(1);
let l_10774 = l_109 < l_10773;
let l_10775 = l_10773 - u32(1);
let l_10776 = min(l_109, l_10775);
let l_10777 = buffer_0_global[l_10776];
let l_10778 = select(u32(0), l_10777, l_10774);
let l_122 = l_10778;
let l_123 = l_109 + u32(1);
let l_10779 = info.static_meta[u32(0)];
let l_10780 = l_10779 * u32(1);
let l_10781 = l_123 < l_10780;
let l_10782 = l_10780 - u32(1);
let l_10783 = min(l_123, l_10782);
let l_10784 = buffer_0_global[l_10783];
let l_10785 = select(u32(0), l_10784, l_10781);
let l_124 = l_10785;
let l_125 = l_109 + u32(2);
let l_10786 = info.static_meta[u32(0)];
let l_10787 = l_10786 * u32(1);
let l_10788 = l_125 < l_10787;
let l_10789 = l_10787 - u32(1);
let l_10790 = min(l_125, l_10789);
let l_10791 = buffer_0_global[l_10790];
let l_10792 = select(u32(0), l_10791, l_10788);
let l_126 = l_10792;
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
let l_10723 = info.static_meta[u32(1)];
let l_10724 = l_10723 * u32(1);
let l_10725 = l_mut_25 < l_10724;
let l_10726 = l_10724 - u32(1);
let l_10727 = min(l_mut_25, l_10726);
let l_10728 = buffer_1_global[l_10727];
let l_10729 = select(f32(0.0), l_10728, l_10725);
let l_146 = l_10729;
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
let l_205 = l_21 == u32(4);
if l_205 {
let l_10793 = info.static_meta[u32(4)];
let l_10794 = l_10793 * u32(1);
let l_10795 = u32(1024) < l_10794;
let l_10796 = l_10794 - u32(1);
let l_10797 = min(u32(1024), l_10796);
let l_10798 = buffer_4_global[l_10797];
let l_10799 = select(u32(0), l_10798, l_10795);
let l_206 = l_10799;
let l_207 = bitcast<f32>(l_206);
let l_208 = f64(l_207);
let l_209 = bitcast<u32>(l_mut_29);
let l_210 = l_209 & u32(2147483647);
let l_211 = bitcast<f32>(l_210);
let l_212 = f64(l_211);
l_mut_166 = l_212;
let l_213 = l_210 < u32(8388608);
if l_213 {
let l_214 = f64(l_210);
let l_215 = l_214 * f64(1.401298464324817e-45);
l_mut_166 = l_215;
}
let l_216 = bitcast<u64>(l_mut_166);
let l_217 = l_209 >> u32(31);
let l_218 = u64(l_217);
let l_219 = l_218 << u32(bitcast<u64>(u64(63)));
let l_220 = l_216 | l_219;
let l_221 = bitcast<f64>(l_220);
let l_222 = l_221 + f64(0.0);
l_mut_166 = l_222;
let l_223 = is_nan_1_f64(l_222);if l_223 {
} else {
let l_224 = l_222 < f64(-700.0);
if l_224 {
l_mut_166 = f64(0.0);
} else {
let l_225 = l_222 > f64(700.0);
if l_225 {
let l_226 = bitcast<u64>(l_222);
let l_227 = l_226 | u64(9218868437227405312);
let l_228 = l_227 & bitcast<u64>(i64(-4503599627370496));
let l_229 = bitcast<f64>(l_228);
l_mut_166 = l_229;
} else {
let l_230 = l_222 * f64(1.4426950408889634);
let l_231 = l_230 + f64(0.5);
let l_232 = floor(l_231);
let l_233 = l_232 * f64(0.6931471824645996);
let l_234 = l_221 - l_233;
let l_235 = l_234 * l_208;
let l_236 = l_232 * f64(-1.904654299957768e-9);
let l_237 = f64(0.0) - l_236;
let l_238 = l_235 + l_237;
let l_239 = l_238 * f64(7.647163731819816e-13);
let l_240 = l_239 + f64(1.1470745597729725e-11);
l_mut_241 = l_240;
let l_242 = l_mut_241 * l_238;
let l_243 = l_242 + f64(1.6059043836821613e-10);
l_mut_241 = l_243;
let l_244 = l_mut_241 * l_238;
let l_245 = l_244 + f64(2.08767569878681e-9);
l_mut_241 = l_245;
let l_246 = l_mut_241 * l_238;
let l_247 = l_246 + f64(2.505210838544172e-8);
l_mut_241 = l_247;
let l_248 = l_mut_241 * l_238;
let l_249 = l_248 + f64(2.755731922398589e-7);
l_mut_241 = l_249;
let l_250 = l_mut_241 * l_238;
let l_251 = l_250 + f64(2.7557319223985893e-6);
l_mut_241 = l_251;
let l_252 = l_mut_241 * l_238;
let l_253 = l_252 + f64(2.48015873015873e-5);
l_mut_241 = l_253;
let l_254 = l_mut_241 * l_238;
let l_255 = l_254 + f64(0.0001984126984126984);
l_mut_241 = l_255;
let l_256 = l_mut_241 * l_238;
let l_257 = l_256 + f64(0.001388888888888889);
l_mut_241 = l_257;
let l_258 = l_mut_241 * l_238;
let l_259 = l_258 + f64(0.008333333333333333);
l_mut_241 = l_259;
let l_260 = l_mut_241 * l_238;
let l_261 = l_260 + f64(0.041666666666666664);
l_mut_241 = l_261;
let l_262 = l_mut_241 * l_238;
let l_263 = l_262 + f64(0.16666666666666666);
l_mut_241 = l_263;
let l_264 = l_mut_241 * l_238;
let l_265 = l_264 + f64(0.5);
l_mut_241 = l_265;
let l_266 = l_238 * l_238;
let l_267 = l_266 * l_mut_241;
let l_268 = l_238 + l_267;
let l_269 = f64(1.0) + l_268;
let l_270 = i32(l_232);
let l_271 = l_270 + i32(1023);
let l_272 = u64(l_271);
let l_273 = l_272 << u32(bitcast<u64>(u64(52)));
let l_274 = bitcast<f64>(l_273);
let l_275 = l_269 * l_274;
l_mut_166 = l_275;
}
}
}
l_mut_151 = l_mut_166;
} else {
let l_276 = l_21 == u32(5);
if l_276 {
let l_277 = bitcast<u32>(l_mut_29);
let l_278 = l_277 & u32(2147483647);
let l_279 = bitcast<f32>(l_278);
let l_280 = f64(l_279);
l_mut_241 = l_280;
let l_281 = l_278 < u32(8388608);
if l_281 {
let l_282 = f64(l_278);
let l_283 = l_282 * f64(1.401298464324817e-45);
l_mut_241 = l_283;
}
let l_284 = bitcast<u64>(l_mut_241);
let l_285 = l_277 >> u32(31);
let l_286 = u64(l_285);
let l_287 = l_286 << u32(bitcast<u64>(u64(63)));
let l_288 = l_284 | l_287;
let l_289 = bitcast<f64>(l_288);
l_mut_241 = l_289;
let l_290 = l_289 < f64(0.0);
if l_290 {
let l_291 = bitcast<u64>(l_289);
let l_292 = l_291 | u64(9221120237041090560);
let l_293 = bitcast<f64>(l_292);
l_mut_241 = l_293;
} else {
let l_294 = l_289 == f64(0.0);
if l_294 {
let l_295 = abs(l_289);
let l_296 = bitcast<u64>(l_295);
let l_297 = l_296 | u64(9218868437227405312);
let l_298 = l_297 & bitcast<u64>(i64(-4503599627370496));
let l_299 = bitcast<f64>(l_298);
let l_300 = -l_299;
l_mut_241 = l_300;
} else {
let l_301 = bitcast<u32>(l_mut_29);
let l_302 = l_301 < u32(2139095040);
if l_302 {
let l_303 = bitcast<u64>(l_289);
let l_304 = l_303 >> u32(bitcast<u64>(u64(52)));
let l_305 = l_304 & u64(2047);
let l_306 = i32(bitcast<i64>(l_305));
let l_307 = l_306 - i32(1023);
l_mut_308 = l_307;
let l_309 = l_303 & u64(4503599627370495);
let l_310 = l_309 | u64(4607182418800017408);
let l_311 = bitcast<f64>(l_310);
l_mut_166 = l_311;
let l_312 = l_mut_166 > f64(1.4142135623730951);
if l_312 {
l_mut_166 = l_mut_166 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_313 = l_mut_166 - f64(1.0);
let l_314 = f64(2.0) + l_313;
let l_315 = l_313 / l_314;
let l_316 = l_315 * l_315;
let l_317 = l_316 * f64(0.04);
let l_318 = l_317 + f64(0.043478260869565216);
l_mut_166 = l_318;
let l_319 = l_mut_166 * l_316;
let l_320 = l_319 + f64(0.047619047619047616);
l_mut_166 = l_320;
let l_321 = l_mut_166 * l_316;
let l_322 = l_321 + f64(0.05263157894736842);
l_mut_166 = l_322;
let l_323 = l_mut_166 * l_316;
let l_324 = l_323 + f64(0.058823529411764705);
l_mut_166 = l_324;
let l_325 = l_mut_166 * l_316;
let l_326 = l_325 + f64(0.06666666666666667);
l_mut_166 = l_326;
let l_327 = l_mut_166 * l_316;
let l_328 = l_327 + f64(0.07692307692307693);
l_mut_166 = l_328;
let l_329 = l_mut_166 * l_316;
let l_330 = l_329 + f64(0.09090909090909091);
l_mut_166 = l_330;
let l_331 = l_mut_166 * l_316;
let l_332 = l_331 + f64(0.1111111111111111);
l_mut_166 = l_332;
let l_333 = l_mut_166 * l_316;
let l_334 = l_333 + f64(0.14285714285714285);
l_mut_166 = l_334;
let l_335 = l_mut_166 * l_316;
let l_336 = l_335 + f64(0.2);
l_mut_166 = l_336;
let l_337 = l_mut_166 * l_316;
let l_338 = l_337 + f64(0.3333333333333333);
l_mut_166 = l_338;
let l_339 = f64(2.0) * l_315;
let l_340 = f64(2.0) * l_315;
let l_341 = l_340 * l_316;
let l_342 = l_341 * l_mut_166;
let l_343 = l_339 + l_342;
let l_344 = f64(l_mut_308);
let l_345 = l_344 * f64(0.6931471824645996);
let l_346 = l_344 * f64(-1.904654299957768e-9);
let l_347 = l_346 + l_343;
let l_348 = l_345 + l_347;
l_mut_241 = l_348;
}
}
}
l_mut_151 = l_mut_241;
} else {
let l_349 = l_21 == u32(6);
let l_350 = l_21 == u32(7);
let l_351 = l_349 || l_350;
let l_352 = l_21 == u32(8);
let l_353 = l_351 || l_352;
if l_353 {
let l_354 = bitcast<u32>(l_mut_29);
let l_355 = l_354 & u32(2147483647);
let l_356 = f64(l_mut_29);
let l_357 = bitcast<u64>(l_356);
let l_358 = l_357 | u64(9221120237041090560);
let l_359 = bitcast<f64>(l_358);
l_mut_241 = l_359;
let l_360 = bitcast<f32>(l_355);
let l_361 = l_360 < f32(4.0);
if l_361 {
let l_10800 = info.static_meta[u32(4)];
let l_10801 = l_10800 * u32(1);
let l_10802 = u32(1024) < l_10801;
let l_10803 = l_10801 - u32(1);
let l_10804 = min(u32(1024), l_10803);
let l_10805 = buffer_4_global[l_10804];
let l_10806 = select(u32(0), l_10805, l_10802);
let l_362 = l_10806;
let l_363 = bitcast<f32>(l_362);
let l_364 = f64(l_363);
let l_365 = bitcast<u32>(l_mut_29);
let l_366 = l_365 & u32(2147483647);
let l_367 = bitcast<f32>(l_366);
let l_368 = f64(l_367);
l_mut_166 = l_368;
let l_369 = l_366 < u32(8388608);
if l_369 {
let l_370 = f64(l_366);
let l_371 = l_370 * f64(1.401298464324817e-45);
l_mut_166 = l_371;
}
let l_372 = bitcast<u64>(l_mut_166);
let l_373 = l_365 >> u32(31);
let l_374 = u64(l_373);
let l_375 = l_374 << u32(bitcast<u64>(u64(63)));
let l_376 = l_372 | l_375;
let l_377 = bitcast<f64>(l_376);
let l_378 = abs(l_377);
l_mut_166 = l_378;
l_mut_379 = u32(0);
let l_380 = l_378 >= f64(0.785);
if l_380 {
let l_381 = l_378 * f64(0.6366197723675814);
let l_382 = l_381 + f64(0.5);
let l_383 = floor(l_382);
let l_384 = l_383 * f64(1.570796325802803);
let l_385 = l_378 - l_384;
let l_386 = l_385 * l_364;
let l_387 = l_383 * f64(9.920935796805404e-10);
let l_388 = l_386 - l_387;
l_mut_166 = l_388;
let l_389 = u32(l_383);
l_mut_379 = l_389;
}
let l_390 = bitcast<u32>(l_mut_29);
let l_391 = l_390 >= u32(2147483648);
let l_392 = l_mut_166 * l_mut_166;
let l_393 = l_392 * f64(1.9572941063391263e-20);
let l_394 = f64(8.22063524662433e-18) - l_393;
l_mut_395 = l_394;
let l_396 = l_mut_395 * l_392;
let l_397 = l_396 - f64(2.8114572543455206e-15);
l_mut_395 = l_397;
let l_398 = l_mut_395 * l_392;
let l_399 = l_398 + f64(7.647163731819816e-13);
l_mut_395 = l_399;
let l_400 = l_mut_395 * l_392;
let l_401 = l_400 - f64(1.6059043836821613e-10);
l_mut_395 = l_401;
let l_402 = l_mut_395 * l_392;
let l_403 = l_402 + f64(2.505210838544172e-8);
l_mut_395 = l_403;
let l_404 = l_mut_395 * l_392;
let l_405 = l_404 - f64(2.7557319223985893e-6);
l_mut_395 = l_405;
let l_406 = l_mut_395 * l_392;
let l_407 = l_406 + f64(0.0001984126984126984);
l_mut_395 = l_407;
let l_408 = l_mut_395 * l_392;
let l_409 = l_408 - f64(0.008333333333333333);
l_mut_395 = l_409;
let l_410 = l_mut_395 * l_392;
let l_411 = l_410 + f64(0.16666666666666666);
l_mut_395 = l_411;
let l_412 = f64(0.5) * l_392;
let l_413 = f64(1.0) - l_412;
let l_414 = f64(0.0) * l_413;
let l_415 = l_mut_166 * l_392;
let l_416 = l_415 * l_mut_395;
let l_417 = l_414 - l_416;
let l_418 = l_mut_166 + l_417;
let l_419 = l_mut_166 * l_mut_166;
let l_420 = l_419 * f64(4.110317623312165e-19);
let l_421 = l_420 - f64(1.5619206968586225e-16);
l_mut_395 = l_421;
let l_422 = l_mut_395 * l_419;
let l_423 = l_422 + f64(4.779477332387385e-14);
l_mut_395 = l_423;
let l_424 = l_mut_395 * l_419;
let l_425 = l_424 - f64(1.1470745597729725e-11);
l_mut_395 = l_425;
let l_426 = l_mut_395 * l_419;
let l_427 = l_426 + f64(2.08767569878681e-9);
l_mut_395 = l_427;
let l_428 = l_mut_395 * l_419;
let l_429 = l_428 - f64(2.755731922398589e-7);
l_mut_395 = l_429;
let l_430 = l_mut_395 * l_419;
let l_431 = l_430 + f64(2.48015873015873e-5);
l_mut_395 = l_431;
let l_432 = l_mut_395 * l_419;
let l_433 = l_432 - f64(0.001388888888888889);
l_mut_395 = l_433;
let l_434 = l_mut_395 * l_419;
let l_435 = l_434 + f64(0.041666666666666664);
l_mut_395 = l_435;
let l_436 = f64(0.5) * l_419;
let l_437 = f64(1.0) - l_436;
let l_438 = l_419 * l_419;
let l_439 = l_438 * l_mut_395;
let l_440 = f64(0.0) * l_mut_166;
let l_441 = l_439 - l_440;
let l_442 = l_437 + l_441;
let l_443 = l_mut_379 & u32(1);
let l_444 = l_443 == u32(1);
l_mut_395 = l_418;
let l_445 = l_mut_379 & u32(2);
let l_446 = l_445 != u32(0);
l_mut_447 = l_446;
let l_448 = l_21 == u32(6);
if l_448 {
if l_444 {
l_mut_395 = l_442;
}
} else {
let l_449 = l_21 == u32(7);
if l_449 {
l_mut_395 = l_442;
if l_444 {
l_mut_395 = l_418;
}
let l_450 = l_mut_379 + u32(1);
let l_451 = l_450 & u32(2);
let l_452 = l_451 != u32(0);
l_mut_447 = l_452;
} else {
let l_453 = l_418 / l_442;
l_mut_395 = l_453;
if l_444 {
let l_454 = l_442 / l_418;
l_mut_395 = l_454;
}
l_mut_447 = l_444;
}
}
let l_455 = l_21 != u32(7);
let l_456 = l_455 && l_391;
if l_456 {
let l_457 = !l_mut_447;
l_mut_447 = l_457;
}
if l_mut_447 {
let l_458 = -l_mut_395;
l_mut_395 = l_458;
}
l_mut_241 = l_mut_395;
} else {
let l_459 = l_355 < u32(2139095040);
if l_459 {
let l_460 = l_355 & u32(8388607);
let l_461 = l_460 | u32(8388608);
let l_462 = u64(l_461);
let l_463 = l_355 >> u32(23);
let l_464 = l_463 * u32(4);
let l_465 = l_464 + u32(3);
let l_10807 = info.static_meta[u32(4)];
let l_10808 = l_10807 * u32(1);
let l_10809 = l_465 < l_10808;
let l_10810 = l_10808 - u32(1);
let l_10811 = min(l_465, l_10810);
let l_10812 = buffer_4_global[l_10811];
let l_10813 = select(u32(0), l_10812, l_10809);
let l_466 = l_10813;
let l_467 = u64(l_466);
let l_468 = l_462 * l_467;
l_mut_469 = l_468;
let l_470 = l_mut_469 & u64(4294967295);
let l_471 = l_mut_469 >> u32(bitcast<u64>(u64(32)));
let l_472 = l_464 + u32(2);
let l_10814 = info.static_meta[u32(4)];
let l_10815 = l_10814 * u32(1);
let l_10816 = l_472 < l_10815;
let l_10817 = l_10815 - u32(1);
let l_10818 = min(l_472, l_10817);
let l_10819 = buffer_4_global[l_10818];
let l_10820 = select(u32(0), l_10819, l_10816);
let l_473 = l_10820;
let l_474 = u64(l_473);
let l_475 = l_462 * l_474;
let l_476 = l_471 + l_475;
l_mut_469 = l_476;
let l_477 = l_mut_469 & u64(4294967295);
let l_478 = l_mut_469 >> u32(bitcast<u64>(u64(32)));
let l_479 = l_464 + u32(1);
let l_10821 = info.static_meta[u32(4)];
let l_10822 = l_10821 * u32(1);
let l_10823 = l_479 < l_10822;
let l_10824 = l_10822 - u32(1);
let l_10825 = min(l_479, l_10824);
let l_10826 = buffer_4_global[l_10825];
let l_10827 = select(u32(0), l_10826, l_10823);
let l_480 = l_10827;
let l_481 = u64(l_480);
let l_482 = l_462 * l_481;
let l_483 = l_478 + l_482;
l_mut_469 = l_483;
let l_484 = l_mut_469 & u64(4294967295);
let l_485 = l_mut_469 >> u32(bitcast<u64>(u64(32)));
let l_10828 = info.static_meta[u32(4)];
let l_10829 = l_10828 * u32(1);
let l_10830 = l_464 < l_10829;
let l_10831 = l_10829 - u32(1);
let l_10832 = min(l_464, l_10831);
let l_10833 = buffer_4_global[l_10832];
let l_10834 = select(u32(0), l_10833, l_10830);
let l_486 = l_10834;
let l_487 = u64(l_486);
let l_488 = l_462 * l_487;
let l_489 = l_485 + l_488;
l_mut_469 = l_489;
let l_490 = l_mut_469 >> u32(bitcast<u64>(u64(29)));
let l_491 = l_490 & u64(3);
let l_492 = u32(bitcast<u64>(l_491));
l_mut_379 = l_492;
let l_493 = l_mut_469 & u64(536870911);
let l_494 = l_493 << u32(bitcast<u64>(u64(32)));
let l_495 = l_494 | l_484;
l_mut_469 = l_495;
let l_496 = l_477 << u32(bitcast<u64>(u64(32)));
let l_497 = l_496 | l_470;
l_mut_498 = l_497;
let l_499 = l_mut_469 >= u64(1152921504606846976);
if l_499 {
let l_500 = l_mut_379 + u32(1);
let l_501 = l_500 & u32(3);
l_mut_379 = l_501;
let l_502 = l_mut_498 != u64(0);
let l_503 = u64(l_502);
let l_504 = u64(0) - l_mut_498;
l_mut_498 = l_504;
let l_505 = u64(2305843009213693952) - l_mut_469;
let l_506 = l_505 - l_503;
l_mut_469 = l_506;
}
let l_507 = select(countLeadingZeros(u32(l_mut_498 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_498)), (l_mut_498 >> u32(32u)) == u64(0));
let l_508 = u64(l_507);
let l_509 = l_mut_498 << u32(bitcast<u64>(l_508));
l_mut_510 = l_509;
let l_511 = i32(l_507);
let l_512 = i32(0) - l_511;
l_mut_308 = l_512;
let l_513 = l_mut_469 != u64(0);
if l_513 {
let l_514 = select(countLeadingZeros(u32(l_mut_469 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_469)), (l_mut_469 >> u32(32u)) == u64(0));
let l_515 = u64(l_514);
let l_516 = l_mut_469 << u32(bitcast<u64>(l_515));
let l_517 = u32(64) - l_514;
let l_518 = u64(l_517);
let l_519 = l_mut_498 >> u32(bitcast<u64>(l_518));
let l_520 = l_516 | l_519;
l_mut_510 = l_520;
let l_521 = i32(l_514);
let l_522 = i32(64) - l_521;
l_mut_308 = l_522;
}
let l_523 = l_mut_510 >> u32(bitcast<u64>(u64(32)));
let l_524 = l_mut_510 & u64(4294967295);
let l_525 = l_523 * u64(560513588);
let l_526 = l_524 * u64(3373259426);
let l_527 = l_524 * u64(560513588);
let l_528 = l_527 >> u32(bitcast<u64>(u64(32)));
let l_529 = l_525 & u64(4294967295);
let l_530 = l_528 + l_529;
let l_531 = l_526 & u64(4294967295);
let l_532 = l_530 + l_531;
let l_533 = l_523 * u64(3373259426);
let l_534 = l_525 >> u32(bitcast<u64>(u64(32)));
let l_535 = l_533 + l_534;
let l_536 = l_526 >> u32(bitcast<u64>(u64(32)));
let l_537 = l_535 + l_536;
let l_538 = l_532 >> u32(bitcast<u64>(u64(32)));
let l_539 = l_537 + l_538;
l_mut_510 = l_539;
let l_540 = l_mut_308 - i32(124);
l_mut_308 = l_540;
let l_541 = l_mut_510 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_541 {
let l_542 = l_mut_510 << u32(bitcast<u64>(u64(1)));
let l_543 = l_532 >> u32(bitcast<u64>(u64(31)));
let l_544 = l_543 & u64(1);
let l_545 = l_542 | l_544;
l_mut_510 = l_545;
l_mut_308 = l_mut_308 - i32(1);
}
let l_546 = l_mut_510 >> u32(bitcast<u64>(u64(11)));
let l_547 = f64(l_546);
let l_548 = l_mut_308 + i32(11);
let l_549 = l_548 + i32(1023);
let l_550 = u64(l_549);
let l_551 = l_550 << u32(bitcast<u64>(u64(52)));
let l_552 = bitcast<f64>(l_551);
let l_553 = l_547 * l_552;
l_mut_395 = l_553;
let l_554 = l_mut_510 & u64(2047);
let l_555 = f64(l_554);
let l_556 = l_mut_308 + i32(1023);
let l_557 = u64(l_556);
let l_558 = l_557 << u32(bitcast<u64>(u64(52)));
let l_559 = bitcast<f64>(l_558);
let l_560 = l_555 * l_559;
l_mut_166 = l_560;
if l_499 {
let l_561 = -l_mut_395;
l_mut_395 = l_561;
let l_562 = -l_mut_166;
l_mut_166 = l_562;
}
let l_563 = l_354 >= u32(2147483648);
let l_564 = l_mut_395 * l_mut_395;
let l_565 = l_564 * f64(1.9572941063391263e-20);
let l_566 = f64(8.22063524662433e-18) - l_565;
l_mut_567 = l_566;
let l_568 = l_mut_567 * l_564;
let l_569 = l_568 - f64(2.8114572543455206e-15);
l_mut_567 = l_569;
let l_570 = l_mut_567 * l_564;
let l_571 = l_570 + f64(7.647163731819816e-13);
l_mut_567 = l_571;
let l_572 = l_mut_567 * l_564;
let l_573 = l_572 - f64(1.6059043836821613e-10);
l_mut_567 = l_573;
let l_574 = l_mut_567 * l_564;
let l_575 = l_574 + f64(2.505210838544172e-8);
l_mut_567 = l_575;
let l_576 = l_mut_567 * l_564;
let l_577 = l_576 - f64(2.7557319223985893e-6);
l_mut_567 = l_577;
let l_578 = l_mut_567 * l_564;
let l_579 = l_578 + f64(0.0001984126984126984);
l_mut_567 = l_579;
let l_580 = l_mut_567 * l_564;
let l_581 = l_580 - f64(0.008333333333333333);
l_mut_567 = l_581;
let l_582 = l_mut_567 * l_564;
let l_583 = l_582 + f64(0.16666666666666666);
l_mut_567 = l_583;
let l_584 = f64(0.5) * l_564;
let l_585 = f64(1.0) - l_584;
let l_586 = l_mut_166 * l_585;
let l_587 = l_mut_395 * l_564;
let l_588 = l_587 * l_mut_567;
let l_589 = l_586 - l_588;
let l_590 = l_mut_395 + l_589;
let l_591 = l_mut_395 * l_mut_395;
let l_592 = l_591 * f64(4.110317623312165e-19);
let l_593 = l_592 - f64(1.5619206968586225e-16);
l_mut_567 = l_593;
let l_594 = l_mut_567 * l_591;
let l_595 = l_594 + f64(4.779477332387385e-14);
l_mut_567 = l_595;
let l_596 = l_mut_567 * l_591;
let l_597 = l_596 - f64(1.1470745597729725e-11);
l_mut_567 = l_597;
let l_598 = l_mut_567 * l_591;
let l_599 = l_598 + f64(2.08767569878681e-9);
l_mut_567 = l_599;
let l_600 = l_mut_567 * l_591;
let l_601 = l_600 - f64(2.755731922398589e-7);
l_mut_567 = l_601;
let l_602 = l_mut_567 * l_591;
let l_603 = l_602 + f64(2.48015873015873e-5);
l_mut_567 = l_603;
let l_604 = l_mut_567 * l_591;
let l_605 = l_604 - f64(0.001388888888888889);
l_mut_567 = l_605;
let l_606 = l_mut_567 * l_591;
let l_607 = l_606 + f64(0.041666666666666664);
l_mut_567 = l_607;
let l_608 = f64(0.5) * l_591;
let l_609 = f64(1.0) - l_608;
let l_610 = l_591 * l_591;
let l_611 = l_610 * l_mut_567;
let l_612 = l_mut_166 * l_mut_395;
let l_613 = l_611 - l_612;
let l_614 = l_609 + l_613;
let l_615 = l_mut_379 & u32(1);
let l_616 = l_615 == u32(1);
l_mut_567 = l_590;
let l_617 = l_mut_379 & u32(2);
let l_618 = l_617 != u32(0);
l_mut_447 = l_618;
let l_619 = l_21 == u32(6);
if l_619 {
if l_616 {
l_mut_567 = l_614;
}
} else {
let l_620 = l_21 == u32(7);
if l_620 {
l_mut_567 = l_614;
if l_616 {
l_mut_567 = l_590;
}
let l_621 = l_mut_379 + u32(1);
let l_622 = l_621 & u32(2);
let l_623 = l_622 != u32(0);
l_mut_447 = l_623;
} else {
let l_624 = l_590 / l_614;
l_mut_567 = l_624;
if l_616 {
let l_625 = l_614 / l_590;
l_mut_567 = l_625;
}
l_mut_447 = l_616;
}
}
let l_626 = l_21 != u32(7);
let l_627 = l_626 && l_563;
if l_627 {
let l_628 = !l_mut_447;
l_mut_447 = l_628;
}
if l_mut_447 {
let l_629 = -l_mut_567;
l_mut_567 = l_629;
}
l_mut_241 = l_mut_567;
}
}
l_mut_151 = l_mut_241;
} else {
let l_630 = l_21 == u32(9);
if l_630 {
let l_10835 = info.static_meta[u32(4)];
let l_10836 = l_10835 * u32(1);
let l_10837 = u32(1024) < l_10836;
let l_10838 = l_10836 - u32(1);
let l_10839 = min(u32(1024), l_10838);
let l_10840 = buffer_4_global[l_10839];
let l_10841 = select(u32(0), l_10840, l_10837);
let l_631 = l_10841;
let l_632 = bitcast<f32>(l_631);
let l_633 = f64(l_632);
let l_634 = bitcast<u32>(l_mut_29);
let l_635 = l_634 & u32(2147483647);
let l_636 = bitcast<f32>(l_635);
let l_637 = f64(l_636);
l_mut_567 = l_637;
let l_638 = l_635 < u32(8388608);
if l_638 {
let l_639 = f64(l_635);
let l_640 = l_639 * f64(1.401298464324817e-45);
l_mut_567 = l_640;
}
let l_641 = bitcast<u64>(l_mut_567);
let l_642 = l_634 >> u32(31);
let l_643 = u64(l_642);
let l_644 = l_643 << u32(bitcast<u64>(u64(63)));
let l_645 = l_641 | l_644;
let l_646 = bitcast<f64>(l_645);
let l_647 = bitcast<u64>(l_646);
let l_648 = l_647 >> u32(bitcast<u64>(u64(52)));
let l_649 = l_648 & u64(2047);
let l_650 = i32(bitcast<i64>(l_649));
let l_651 = l_650 - i32(1023);
l_mut_308 = l_651;
let l_652 = l_647 & u64(4503599627370495);
let l_653 = l_652 | u64(4607182418800017408);
let l_654 = bitcast<f64>(l_653);
l_mut_567 = l_654;
let l_655 = l_mut_567 > f64(1.4142135623730951);
if l_655 {
l_mut_567 = l_mut_567 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_656 = l_mut_567 - f64(1.0);
let l_657 = f64(2.0) + l_656;
let l_658 = l_656 / l_657;
let l_659 = l_658 * l_658;
let l_660 = l_659 * f64(0.04);
let l_661 = l_660 + f64(0.043478260869565216);
l_mut_567 = l_661;
let l_662 = l_mut_567 * l_659;
let l_663 = l_662 + f64(0.047619047619047616);
l_mut_567 = l_663;
let l_664 = l_mut_567 * l_659;
let l_665 = l_664 + f64(0.05263157894736842);
l_mut_567 = l_665;
let l_666 = l_mut_567 * l_659;
let l_667 = l_666 + f64(0.058823529411764705);
l_mut_567 = l_667;
let l_668 = l_mut_567 * l_659;
let l_669 = l_668 + f64(0.06666666666666667);
l_mut_567 = l_669;
let l_670 = l_mut_567 * l_659;
let l_671 = l_670 + f64(0.07692307692307693);
l_mut_567 = l_671;
let l_672 = l_mut_567 * l_659;
let l_673 = l_672 + f64(0.09090909090909091);
l_mut_567 = l_673;
let l_674 = l_mut_567 * l_659;
let l_675 = l_674 + f64(0.1111111111111111);
l_mut_567 = l_675;
let l_676 = l_mut_567 * l_659;
let l_677 = l_676 + f64(0.14285714285714285);
l_mut_567 = l_677;
let l_678 = l_mut_567 * l_659;
let l_679 = l_678 + f64(0.2);
l_mut_567 = l_679;
let l_680 = l_mut_567 * l_659;
let l_681 = l_680 + f64(0.3333333333333333);
l_mut_567 = l_681;
let l_682 = f64(2.0) * l_658;
let l_683 = f64(2.0) * l_658;
let l_684 = l_683 * l_659;
let l_685 = l_684 * l_mut_567;
let l_686 = l_682 + l_685;
let l_687 = f64(l_mut_308);
let l_688 = l_687 * f64(0.6931471824645996);
let l_689 = l_687 * f64(-1.904654299957768e-9);
let l_690 = l_689 + l_686;
let l_691 = bitcast<u32>(l_mut_30);
let l_692 = l_691 & u32(2147483647);
let l_693 = bitcast<f32>(l_692);
let l_694 = f64(l_693);
l_mut_567 = l_694;
let l_695 = l_692 < u32(8388608);
if l_695 {
let l_696 = f64(l_692);
let l_697 = l_696 * f64(1.401298464324817e-45);
l_mut_567 = l_697;
}
let l_698 = bitcast<u64>(l_mut_567);
let l_699 = l_691 >> u32(31);
let l_700 = u64(l_699);
let l_701 = l_700 << u32(bitcast<u64>(u64(63)));
let l_702 = l_698 | l_701;
let l_703 = bitcast<f64>(l_702);
let l_704 = l_703 * l_688;
let l_705 = l_703 * l_690;
let l_706 = l_704 + l_705;
l_mut_567 = l_706;
let l_707 = is_nan_1_f64(l_706);if l_707 {
} else {
let l_708 = l_706 < f64(-700.0);
if l_708 {
l_mut_567 = f64(0.0);
} else {
let l_709 = l_706 > f64(700.0);
if l_709 {
let l_710 = bitcast<u64>(l_706);
let l_711 = l_710 | u64(9218868437227405312);
let l_712 = l_711 & bitcast<u64>(i64(-4503599627370496));
let l_713 = bitcast<f64>(l_712);
l_mut_567 = l_713;
} else {
let l_714 = l_706 * f64(1.4426950408889634);
let l_715 = l_714 + f64(0.5);
let l_716 = floor(l_715);
let l_717 = l_716 * f64(0.6931471824645996);
let l_718 = l_704 - l_717;
let l_719 = l_718 * l_633;
let l_720 = l_716 * f64(-1.904654299957768e-9);
let l_721 = l_705 - l_720;
let l_722 = l_719 + l_721;
let l_723 = l_722 * f64(7.647163731819816e-13);
let l_724 = l_723 + f64(1.1470745597729725e-11);
l_mut_395 = l_724;
let l_725 = l_mut_395 * l_722;
let l_726 = l_725 + f64(1.6059043836821613e-10);
l_mut_395 = l_726;
let l_727 = l_mut_395 * l_722;
let l_728 = l_727 + f64(2.08767569878681e-9);
l_mut_395 = l_728;
let l_729 = l_mut_395 * l_722;
let l_730 = l_729 + f64(2.505210838544172e-8);
l_mut_395 = l_730;
let l_731 = l_mut_395 * l_722;
let l_732 = l_731 + f64(2.755731922398589e-7);
l_mut_395 = l_732;
let l_733 = l_mut_395 * l_722;
let l_734 = l_733 + f64(2.7557319223985893e-6);
l_mut_395 = l_734;
let l_735 = l_mut_395 * l_722;
let l_736 = l_735 + f64(2.48015873015873e-5);
l_mut_395 = l_736;
let l_737 = l_mut_395 * l_722;
let l_738 = l_737 + f64(0.0001984126984126984);
l_mut_395 = l_738;
let l_739 = l_mut_395 * l_722;
let l_740 = l_739 + f64(0.001388888888888889);
l_mut_395 = l_740;
let l_741 = l_mut_395 * l_722;
let l_742 = l_741 + f64(0.008333333333333333);
l_mut_395 = l_742;
let l_743 = l_mut_395 * l_722;
let l_744 = l_743 + f64(0.041666666666666664);
l_mut_395 = l_744;
let l_745 = l_mut_395 * l_722;
let l_746 = l_745 + f64(0.16666666666666666);
l_mut_395 = l_746;
let l_747 = l_mut_395 * l_722;
let l_748 = l_747 + f64(0.5);
l_mut_395 = l_748;
let l_749 = l_722 * l_722;
let l_750 = l_749 * l_mut_395;
let l_751 = l_722 + l_750;
let l_752 = f64(1.0) + l_751;
let l_753 = i32(l_716);
let l_754 = l_753 + i32(1023);
let l_755 = u64(l_754);
let l_756 = l_755 << u32(bitcast<u64>(u64(52)));
let l_757 = bitcast<f64>(l_756);
let l_758 = l_752 * l_757;
l_mut_567 = l_758;
}
}
}
l_mut_151 = l_mut_567;
} else {
l_mut_567 = l_mut_151;
let l_759 = l_21 == u32(1);
if l_759 {
l_mut_395 = l_mut_151;
let l_760 = f64(1.0) / l_mut_151;l_mut_395 = l_760;
l_mut_567 = l_mut_395;
} else {
let l_761 = l_21 == u32(2);
if l_761 {
l_mut_395 = l_mut_151;
let l_762 = sqrt(l_mut_151);
l_mut_395 = l_762;
l_mut_567 = l_mut_395;
} else {
let l_763 = l_21 == u32(3);
if l_763 {
l_mut_395 = l_mut_151;
let l_764 = inverseSqrt(l_mut_151);
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
let l_765 = bitcast<u32>(l_mut_29);
let l_766 = l_765 & u32(2139095040);
let l_767 = l_766 != u32(2139095040);
let l_768 = bitcast<u32>(l_mut_30);
let l_769 = l_768 & u32(2139095040);
let l_770 = l_769 != u32(2139095040);
let l_771 = l_767 && l_770;
let l_772 = bitcast<u32>(l_mut_31);
let l_773 = l_772 & u32(2139095040);
let l_774 = l_773 != u32(2139095040);
let l_775 = l_771 && l_774;
let l_776 = bitcast<u32>(l_mut_29);
let l_777 = l_776 & u32(2139095040);
let l_778 = l_777 == u32(0);
let l_779 = l_776 & u32(8388607);
let l_780 = l_779 != u32(0);
let l_781 = l_778 && l_780;
let l_782 = bitcast<u32>(l_mut_30);
let l_783 = l_782 & u32(2139095040);
let l_784 = l_783 == u32(0);
let l_785 = l_782 & u32(8388607);
let l_786 = l_785 != u32(0);
let l_787 = l_784 && l_786;
let l_788 = l_781 || l_787;
let l_789 = bitcast<u32>(l_mut_31);
let l_790 = l_789 & u32(2139095040);
let l_791 = l_790 == u32(0);
let l_792 = l_789 & u32(8388607);
let l_793 = l_792 != u32(0);
let l_794 = l_791 && l_793;
let l_795 = l_788 || l_794;
l_mut_379 = u32(4294967294);
let l_796 = bitcast<u32>(l_146);
let l_797 = abs(l_mut_151);
let l_798 = l_mut_151 < f64(0.0);
let l_799 = u32(l_798);
let l_800 = u32(2147483648) * l_799;
if l_795 {
} else {
let l_801 = is_nan_1_f64(l_mut_151);if l_801 {
let l_802 = l_796 & u32(2147483647);
let l_803 = l_802 > u32(2139095040);
if l_803 {
l_mut_379 = u32(4294967293);
}
} else {
let l_804 = l_797 >= f64(3.402823669209385e38);
let l_805 = !l_775;
let l_806 = l_797 == f64(0.0);
let l_807 = l_805 && l_806;
let l_808 = l_804 || l_807;
if l_808 {
let l_809 = l_797 >= f64(3.402823669209385e38);
let l_810 = u32(l_809);
let l_811 = u32(2139095040) * l_810;
let l_812 = l_811 | l_800;
let l_813 = l_796 == l_812;
let l_814 = l_796 | l_812;
let l_815 = l_814 & u32(2147483647);
let l_816 = l_815 == u32(0);
let l_817 = l_813 || l_816;
if l_817 {
l_mut_379 = u32(4294967293);
}
} else {
let l_818 = l_797 >= f64(2.350988701644575e-38);
let l_819 = l_775 && l_818;
let l_820 = l_797 < f64(3.4028234663852886e38);
let l_821 = l_819 && l_820;
if l_821 {
let l_822 = f32(l_797);
let l_823 = bitcast<u32>(l_822);
let l_824 = bitcast<f32>(l_823);
let l_825 = f64(l_824);
let l_826 = l_797 - l_825;
let l_827 = l_823 + u32(1);
let l_828 = l_826 < f64(0.0);
let l_829 = u32(l_828);
let l_830 = u32(2) * l_829;
let l_831 = l_827 - l_830;
let l_832 = bitcast<f32>(l_831);
let l_833 = f64(l_832);
let l_834 = l_833 - l_825;
let l_835 = abs(l_834);
let l_836 = l_835 * f64(0.5);
let l_837 = abs(l_826);
let l_838 = l_836 - l_837;
let l_839 = l_797 * f64(9.094947017729282e-13);
let l_840 = l_838 > l_839;
if l_840 {
let l_841 = l_823 | l_800;
l_mut_379 = l_841;
}
} else {
let l_842 = l_797 < f64(2.350988701644575e-38);
let l_843 = l_775 && l_842;
if l_843 {
let l_844 = l_797 * f64(7.1362384635298e44);
let l_845 = floor(l_844);
let l_846 = l_844 - l_845;
let l_847 = l_846 - f64(0.5);
let l_848 = abs(l_847);
let l_849 = l_844 * f64(9.094947017729282e-13);
let l_850 = l_848 > l_849;
if l_850 {
let l_851 = l_846 > f64(0.5);
let l_852 = f64(l_851);
let l_853 = l_845 + l_852;
let l_854 = u32(l_853);
let l_855 = l_854 | l_800;
l_mut_379 = l_855;
}
}
}
}
}
}
l_mut_856 = l_mut_379;
let l_857 = bitcast<u32>(l_mut_29);
let l_858 = bitcast<u32>(l_mut_30);
let l_859 = l_857 >= u32(8388608);
let l_860 = l_857 < u32(2139095040);
let l_861 = l_859 && l_860;
let l_862 = l_21 != u32(9);
let l_863 = l_858 & u32(2139095040);
let l_864 = l_863 != u32(2139095040);
let l_865 = l_861 && l_864;
let l_866 = l_862 || l_865;
let l_867 = !l_866;
if l_867 {
l_mut_856 = u32(4294967294);
}
let l_868 = bitcast<u32>(l_146);
let l_869 = l_868 & u32(2147483647);
let l_870 = l_869 > u32(2139095040);
let l_871 = l_868 & u32(2147483647);
let l_872 = l_871 == u32(0);
let l_873 = l_868 & u32(2147483647);
let l_874 = f64(l_873);
let l_875 = l_868 >> u32(31);
let l_876 = f64(l_875);
let l_877 = f64(2.0) * l_876;
let l_878 = f64(1.0) - l_877;
let l_879 = l_874 * l_878;
let l_880 = l_mut_856 & u32(2147483647);
let l_881 = f64(l_880);
let l_882 = l_mut_856 >> u32(31);
let l_883 = f64(l_882);
let l_884 = f64(2.0) * l_883;
let l_885 = f64(1.0) - l_884;
let l_886 = l_881 * l_885;
let l_887 = l_879 - l_886;
let l_888 = l_mut_856 & u32(2139095040);
let l_889 = l_888 == u32(0);
let l_890 = l_mut_856 < u32(4294967293);
let l_891 = l_887 == f64(0.0);
let l_892 = l_872 && l_889;
let l_893 = l_870 || l_892;
let l_894 = !l_893;
let l_895 = l_891 || l_894;
let l_896 = l_890 && l_895;
l_mut_447 = l_896;
let l_897 = l_887 != f64(0.0);
let l_898 = l_mut_447 && l_897;
if l_898 {

for (var l_mut_899: u32 = u32(0); l_mut_899 < u32(8); l_mut_899++) {
let l_900 = u32(2) * l_mut_899;
let l_10842 = info.static_meta[u32(2)];
let l_10843 = l_10842 * u32(1);
let l_10844 = l_900 < l_10843;
let l_10845 = l_10843 - u32(1);
let l_10846 = min(l_900, l_10845);
let l_10847 = buffer_2_global[l_10846];
let l_10848 = select(u32(0), l_10847, l_10844);
let l_901 = l_10848;
let l_902 = u32(2) * l_mut_899;
let l_903 = l_902 + u32(1);
let l_10849 = info.static_meta[u32(2)];
let l_10850 = l_10849 * u32(1);
let l_10851 = l_903 < l_10850;
let l_10852 = l_10850 - u32(1);
let l_10853 = min(l_903, l_10852);
let l_10854 = buffer_2_global[l_10853];
let l_10855 = select(u32(0), l_10854, l_10851);
let l_904 = l_10855;
let l_905 = l_904 != u32(0);
let l_906 = l_mut_899 * u32(4);
let l_10856 = info.static_meta[u32(3)];
let l_10857 = l_10856 * u32(1);
let l_10858 = l_906 < l_10857;
let l_10859 = l_10857 - u32(1);
let l_10860 = min(l_906, l_10859);
let l_10861 = buffer_3_global[l_10860];
let l_10862 = select(f64(0.0), l_10861, l_10858);
let l_907 = l_10862;
let l_908 = l_mut_899 * u32(4);
let l_909 = l_908 + u32(1);
let l_10863 = info.static_meta[u32(3)];
let l_10864 = l_10863 * u32(1);
let l_10865 = l_909 < l_10864;
let l_10866 = l_10864 - u32(1);
let l_10867 = min(l_909, l_10866);
let l_10868 = buffer_3_global[l_10867];
let l_10869 = select(f64(0.0), l_10868, l_10865);
let l_910 = l_10869;
let l_911 = l_mut_899 * u32(4);
let l_912 = l_911 + u32(2);
let l_10870 = info.static_meta[u32(3)];
let l_10871 = l_10870 * u32(1);
let l_10872 = l_912 < l_10871;
let l_10873 = l_10871 - u32(1);
let l_10874 = min(l_912, l_10873);
let l_10875 = buffer_3_global[l_10874];
let l_10876 = select(f64(0.0), l_10875, l_10872);
let l_913 = l_10876;
let l_914 = l_mut_899 * u32(4);
let l_915 = l_914 + u32(3);
let l_10877 = info.static_meta[u32(3)];
let l_10878 = l_10877 * u32(1);
let l_10879 = l_915 < l_10878;
let l_10880 = l_10878 - u32(1);
let l_10881 = min(l_915, l_10880);
let l_10882 = buffer_3_global[l_10881];
let l_10883 = select(f64(0.0), l_10882, l_10879);
let l_916 = l_10883;
let l_917 = f64(l_mut_30);
let l_918 = f64(l_mut_29);
let l_919 = abs(l_918);
let l_920 = abs(l_mut_151);
let l_921 = l_920 * f64(1.4551915228366852e-11);
l_mut_379 = u32(2);
let l_922 = l_901 == u32(0);
if l_922 {
l_mut_379 = u32(0);
} else {
let l_923 = l_901 == u32(1);
if l_923 {
l_mut_379 = u32(1);
let l_924 = abs(l_887);
let l_925 = l_924 <= l_907;
if l_925 {
l_mut_379 = u32(0);
}
} else {
let l_926 = l_901 == u32(2);
if l_926 {
let l_927 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_928 = l_927 >= f64(1.1754943508222875e-38);
let l_929 = l_927 <= f64(1.7976931348623157e308);
let l_930 = l_928 && l_929;
if l_930 {
let l_931 = bitcast<u64>(l_927);
let l_932 = l_931 >> u32(bitcast<u64>(u64(52)));
let l_933 = l_932 - u64(23);
let l_934 = l_933 << u32(bitcast<u64>(u64(52)));
let l_935 = bitcast<f64>(l_934);
l_mut_567 = l_935;
}
let l_936 = l_907 * l_mut_567;
l_mut_937 = u32(2);
let l_938 = l_mut_151 - l_921;
let l_939 = abs(l_938);
l_mut_567 = f64(1.401298464324817e-45);
let l_940 = l_939 >= f64(1.1754943508222875e-38);
let l_941 = l_939 <= f64(1.7976931348623157e308);
let l_942 = l_940 && l_941;
if l_942 {
let l_943 = bitcast<u64>(l_939);
let l_944 = l_943 >> u32(bitcast<u64>(u64(52)));
let l_945 = l_944 - u64(23);
let l_946 = l_945 << u32(bitcast<u64>(u64(52)));
let l_947 = bitcast<f64>(l_946);
l_mut_567 = l_947;
}
let l_948 = l_mut_151 + l_921;
let l_949 = abs(l_948);
l_mut_395 = f64(1.401298464324817e-45);
let l_950 = l_949 >= f64(1.1754943508222875e-38);
let l_951 = l_949 <= f64(1.7976931348623157e308);
let l_952 = l_950 && l_951;
if l_952 {
let l_953 = bitcast<u64>(l_949);
let l_954 = l_953 >> u32(bitcast<u64>(u64(52)));
let l_955 = l_954 - u64(23);
let l_956 = l_955 << u32(bitcast<u64>(u64(52)));
let l_957 = bitcast<f64>(l_956);
l_mut_395 = l_957;
}
let l_958 = l_mut_567 == l_mut_395;
if l_958 {
let l_959 = l_936 * f64(1.4551915228366852e-11);
let l_960 = l_921 + l_959;
let l_961 = l_mut_151 - l_936;
let l_962 = l_mut_151 + l_936;
let l_963 = bitcast<u32>(l_146);
let l_964 = l_963 & u32(2147483647);
let l_965 = bitcast<f32>(l_964);
let l_966 = f64(l_965);
l_mut_567 = l_966;
let l_967 = l_964 < u32(8388608);
if l_967 {
let l_968 = f64(l_964);
let l_969 = l_968 * f64(1.401298464324817e-45);
l_mut_567 = l_969;
}
let l_970 = bitcast<u64>(l_mut_567);
let l_971 = l_963 >> u32(31);
let l_972 = u64(l_971);
let l_973 = l_972 << u32(bitcast<u64>(u64(63)));
let l_974 = l_970 | l_973;
let l_975 = bitcast<f64>(l_974);
let l_976 = bitcast<u32>(l_146);
let l_977 = l_976 + u32(1);
l_mut_978 = l_977;
let l_979 = l_976 & u32(2147483647);
let l_980 = l_979 == u32(0);
if l_980 {
l_mut_978 = u32(1);
} else {
let l_981 = l_976 & u32(2147483648);
let l_982 = l_981 != u32(0);
if l_982 {
let l_983 = l_976 - u32(1);
l_mut_978 = l_983;
} else {
let l_984 = l_976 == u32(2139095040);
if l_984 {
l_mut_978 = l_976;
}
}
}
let l_985 = bitcast<f32>(l_mut_978);
let l_986 = bitcast<u32>(l_985);
let l_987 = l_986 & u32(2147483647);
let l_988 = bitcast<f32>(l_987);
let l_989 = f64(l_988);
l_mut_567 = l_989;
let l_990 = l_987 < u32(8388608);
if l_990 {
let l_991 = f64(l_987);
let l_992 = l_991 * f64(1.401298464324817e-45);
l_mut_567 = l_992;
}
let l_993 = bitcast<u64>(l_mut_567);
let l_994 = l_986 >> u32(31);
let l_995 = u64(l_994);
let l_996 = l_995 << u32(bitcast<u64>(u64(63)));
let l_997 = l_993 | l_996;
let l_998 = bitcast<f64>(l_997);
let l_999 = bitcast<u32>(l_146);
let l_1000 = l_999 ^ u32(2147483648);
let l_1001 = bitcast<f32>(l_1000);
let l_1002 = bitcast<u32>(l_1001);
let l_1003 = l_1002 + u32(1);
l_mut_978 = l_1003;
let l_1004 = l_1002 & u32(2147483647);
let l_1005 = l_1004 == u32(0);
if l_1005 {
l_mut_978 = u32(1);
} else {
let l_1006 = l_1002 & u32(2147483648);
let l_1007 = l_1006 != u32(0);
if l_1007 {
let l_1008 = l_1002 - u32(1);
l_mut_978 = l_1008;
} else {
let l_1009 = l_1002 == u32(2139095040);
if l_1009 {
l_mut_978 = l_1002;
}
}
}
let l_1010 = bitcast<f32>(l_mut_978);
let l_1011 = bitcast<u32>(l_1010);
let l_1012 = l_1011 ^ u32(2147483648);
let l_1013 = bitcast<f32>(l_1012);
let l_1014 = bitcast<u32>(l_1013);
let l_1015 = l_1014 & u32(2147483647);
let l_1016 = bitcast<f32>(l_1015);
let l_1017 = f64(l_1016);
l_mut_567 = l_1017;
let l_1018 = l_1015 < u32(8388608);
if l_1018 {
let l_1019 = f64(l_1015);
let l_1020 = l_1019 * f64(1.401298464324817e-45);
l_mut_567 = l_1020;
}
let l_1021 = bitcast<u64>(l_mut_567);
let l_1022 = l_1014 >> u32(31);
let l_1023 = u64(l_1022);
let l_1024 = l_1023 << u32(bitcast<u64>(u64(63)));
let l_1025 = l_1021 | l_1024;
let l_1026 = bitcast<f64>(l_1025);
let l_1027 = l_961 + l_960;
let l_1028 = l_1027 <= l_975;
l_mut_1029 = l_1028;
let l_1030 = l_961 - l_960;
let l_1031 = l_1030 > l_975;
l_mut_1032 = l_1031;
let l_1033 = l_962 - l_960;
let l_1034 = l_1033 >= l_975;
l_mut_1035 = l_1034;
let l_1036 = l_962 + l_960;
let l_1037 = l_1036 < l_975;
l_mut_1038 = l_1037;
if l_905 {
let l_1039 = l_961 + l_960;
let l_1040 = l_1039 < l_998;
l_mut_1029 = l_1040;
let l_1041 = l_961 - l_960;
let l_1042 = l_1041 >= l_998;
l_mut_1032 = l_1042;
let l_1043 = l_962 - l_960;
let l_1044 = l_1043 > l_1026;
l_mut_1035 = l_1044;
let l_1045 = l_962 + l_960;
let l_1046 = l_1045 <= l_1026;
l_mut_1038 = l_1046;
}
l_mut_978 = u32(2);
let l_1047 = l_mut_1032 || l_mut_1038;
if l_1047 {
l_mut_978 = u32(1);
} else {
let l_1048 = l_mut_1029 && l_mut_1035;
if l_1048 {
l_mut_978 = u32(0);
}
}
let l_1049 = bitcast<u32>(l_146);
let l_1050 = l_1049 & u32(2147483647);
let l_1051 = l_1050 == u32(0);
if l_1051 {
let l_1052 = l_961 + l_960;
let l_1053 = l_1052 < f64(1.1754943508222875e-38);
let l_1054 = l_962 - l_960;
let l_1055 = l_1054 > f64(-1.1754943508222875e-38);
let l_1056 = l_1053 && l_1055;
let l_1057 = l_961 - l_960;
let l_1058 = l_1057 < f64(1.1754943508222875e-38);
let l_1059 = l_962 + l_960;
let l_1060 = l_1059 > f64(-1.1754943508222875e-38);
let l_1061 = l_1058 && l_1060;
if l_1056 {
l_mut_978 = u32(0);
} else {
let l_1062 = l_mut_978 == u32(1);
let l_1063 = l_1061 && l_1062;
if l_1063 {
l_mut_978 = u32(2);
}
}
}
l_mut_937 = l_mut_978;
}
l_mut_379 = l_mut_937;
} else {
let l_1064 = l_901 == u32(3);
if l_1064 {
l_mut_567 = l_919;
let l_1065 = l_910 == f64(1.0);
if l_1065 {
let l_1066 = abs(l_917);
l_mut_567 = l_1066;
}
l_mut_379 = u32(0);
let l_1067 = l_mut_567 >= f64(1.1754943508222875e-38);
let l_1068 = l_mut_567 <= f64(8.507059173023462e37);
let l_1069 = l_1067 && l_1068;
if l_1069 {
let l_1070 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1071 = l_1070 >= f64(1.1754943508222875e-38);
let l_1072 = l_1070 <= f64(1.7976931348623157e308);
let l_1073 = l_1071 && l_1072;
if l_1073 {
let l_1074 = bitcast<u64>(l_1070);
let l_1075 = l_1074 >> u32(bitcast<u64>(u64(52)));
let l_1076 = l_1075 - u64(23);
let l_1077 = l_1076 << u32(bitcast<u64>(u64(52)));
let l_1078 = bitcast<f64>(l_1077);
l_mut_567 = l_1078;
}
let l_1079 = l_907 * l_mut_567;
l_mut_978 = u32(2);
let l_1080 = l_mut_151 - l_921;
let l_1081 = abs(l_1080);
l_mut_567 = f64(1.401298464324817e-45);
let l_1082 = l_1081 >= f64(1.1754943508222875e-38);
let l_1083 = l_1081 <= f64(1.7976931348623157e308);
let l_1084 = l_1082 && l_1083;
if l_1084 {
let l_1085 = bitcast<u64>(l_1081);
let l_1086 = l_1085 >> u32(bitcast<u64>(u64(52)));
let l_1087 = l_1086 - u64(23);
let l_1088 = l_1087 << u32(bitcast<u64>(u64(52)));
let l_1089 = bitcast<f64>(l_1088);
l_mut_567 = l_1089;
}
let l_1090 = l_mut_151 + l_921;
let l_1091 = abs(l_1090);
l_mut_395 = f64(1.401298464324817e-45);
let l_1092 = l_1091 >= f64(1.1754943508222875e-38);
let l_1093 = l_1091 <= f64(1.7976931348623157e308);
let l_1094 = l_1092 && l_1093;
if l_1094 {
let l_1095 = bitcast<u64>(l_1091);
let l_1096 = l_1095 >> u32(bitcast<u64>(u64(52)));
let l_1097 = l_1096 - u64(23);
let l_1098 = l_1097 << u32(bitcast<u64>(u64(52)));
let l_1099 = bitcast<f64>(l_1098);
l_mut_395 = l_1099;
}
let l_1100 = l_mut_567 == l_mut_395;
if l_1100 {
let l_1101 = l_1079 * f64(1.4551915228366852e-11);
let l_1102 = l_921 + l_1101;
let l_1103 = l_mut_151 - l_1079;
let l_1104 = l_mut_151 + l_1079;
let l_1105 = bitcast<u32>(l_146);
let l_1106 = l_1105 & u32(2147483647);
let l_1107 = bitcast<f32>(l_1106);
let l_1108 = f64(l_1107);
l_mut_567 = l_1108;
let l_1109 = l_1106 < u32(8388608);
if l_1109 {
let l_1110 = f64(l_1106);
let l_1111 = l_1110 * f64(1.401298464324817e-45);
l_mut_567 = l_1111;
}
let l_1112 = bitcast<u64>(l_mut_567);
let l_1113 = l_1105 >> u32(31);
let l_1114 = u64(l_1113);
let l_1115 = l_1114 << u32(bitcast<u64>(u64(63)));
let l_1116 = l_1112 | l_1115;
let l_1117 = bitcast<f64>(l_1116);
let l_1118 = bitcast<u32>(l_146);
let l_1119 = l_1118 + u32(1);
l_mut_937 = l_1119;
let l_1120 = l_1118 & u32(2147483647);
let l_1121 = l_1120 == u32(0);
if l_1121 {
l_mut_937 = u32(1);
} else {
let l_1122 = l_1118 & u32(2147483648);
let l_1123 = l_1122 != u32(0);
if l_1123 {
let l_1124 = l_1118 - u32(1);
l_mut_937 = l_1124;
} else {
let l_1125 = l_1118 == u32(2139095040);
if l_1125 {
l_mut_937 = l_1118;
}
}
}
let l_1126 = bitcast<f32>(l_mut_937);
let l_1127 = bitcast<u32>(l_1126);
let l_1128 = l_1127 & u32(2147483647);
let l_1129 = bitcast<f32>(l_1128);
let l_1130 = f64(l_1129);
l_mut_567 = l_1130;
let l_1131 = l_1128 < u32(8388608);
if l_1131 {
let l_1132 = f64(l_1128);
let l_1133 = l_1132 * f64(1.401298464324817e-45);
l_mut_567 = l_1133;
}
let l_1134 = bitcast<u64>(l_mut_567);
let l_1135 = l_1127 >> u32(31);
let l_1136 = u64(l_1135);
let l_1137 = l_1136 << u32(bitcast<u64>(u64(63)));
let l_1138 = l_1134 | l_1137;
let l_1139 = bitcast<f64>(l_1138);
let l_1140 = bitcast<u32>(l_146);
let l_1141 = l_1140 ^ u32(2147483648);
let l_1142 = bitcast<f32>(l_1141);
let l_1143 = bitcast<u32>(l_1142);
let l_1144 = l_1143 + u32(1);
l_mut_937 = l_1144;
let l_1145 = l_1143 & u32(2147483647);
let l_1146 = l_1145 == u32(0);
if l_1146 {
l_mut_937 = u32(1);
} else {
let l_1147 = l_1143 & u32(2147483648);
let l_1148 = l_1147 != u32(0);
if l_1148 {
let l_1149 = l_1143 - u32(1);
l_mut_937 = l_1149;
} else {
let l_1150 = l_1143 == u32(2139095040);
if l_1150 {
l_mut_937 = l_1143;
}
}
}
let l_1151 = bitcast<f32>(l_mut_937);
let l_1152 = bitcast<u32>(l_1151);
let l_1153 = l_1152 ^ u32(2147483648);
let l_1154 = bitcast<f32>(l_1153);
let l_1155 = bitcast<u32>(l_1154);
let l_1156 = l_1155 & u32(2147483647);
let l_1157 = bitcast<f32>(l_1156);
let l_1158 = f64(l_1157);
l_mut_567 = l_1158;
let l_1159 = l_1156 < u32(8388608);
if l_1159 {
let l_1160 = f64(l_1156);
let l_1161 = l_1160 * f64(1.401298464324817e-45);
l_mut_567 = l_1161;
}
let l_1162 = bitcast<u64>(l_mut_567);
let l_1163 = l_1155 >> u32(31);
let l_1164 = u64(l_1163);
let l_1165 = l_1164 << u32(bitcast<u64>(u64(63)));
let l_1166 = l_1162 | l_1165;
let l_1167 = bitcast<f64>(l_1166);
let l_1168 = l_1103 + l_1102;
let l_1169 = l_1168 <= l_1117;
l_mut_1038 = l_1169;
let l_1170 = l_1103 - l_1102;
let l_1171 = l_1170 > l_1117;
l_mut_1035 = l_1171;
let l_1172 = l_1104 - l_1102;
let l_1173 = l_1172 >= l_1117;
l_mut_1032 = l_1173;
let l_1174 = l_1104 + l_1102;
let l_1175 = l_1174 < l_1117;
l_mut_1029 = l_1175;
if l_905 {
let l_1176 = l_1103 + l_1102;
let l_1177 = l_1176 < l_1139;
l_mut_1038 = l_1177;
let l_1178 = l_1103 - l_1102;
let l_1179 = l_1178 >= l_1139;
l_mut_1035 = l_1179;
let l_1180 = l_1104 - l_1102;
let l_1181 = l_1180 > l_1167;
l_mut_1032 = l_1181;
let l_1182 = l_1104 + l_1102;
let l_1183 = l_1182 <= l_1167;
l_mut_1029 = l_1183;
}
l_mut_937 = u32(2);
let l_1184 = l_mut_1035 || l_mut_1029;
if l_1184 {
l_mut_937 = u32(1);
} else {
let l_1185 = l_mut_1038 && l_mut_1032;
if l_1185 {
l_mut_937 = u32(0);
}
}
let l_1186 = bitcast<u32>(l_146);
let l_1187 = l_1186 & u32(2147483647);
let l_1188 = l_1187 == u32(0);
if l_1188 {
let l_1189 = l_1103 + l_1102;
let l_1190 = l_1189 < f64(1.1754943508222875e-38);
let l_1191 = l_1104 - l_1102;
let l_1192 = l_1191 > f64(-1.1754943508222875e-38);
let l_1193 = l_1190 && l_1192;
let l_1194 = l_1103 - l_1102;
let l_1195 = l_1194 < f64(1.1754943508222875e-38);
let l_1196 = l_1104 + l_1102;
let l_1197 = l_1196 > f64(-1.1754943508222875e-38);
let l_1198 = l_1195 && l_1197;
if l_1193 {
l_mut_937 = u32(0);
} else {
let l_1199 = l_mut_937 == u32(1);
let l_1200 = l_1198 && l_1199;
if l_1200 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
}
} else {
let l_1201 = l_901 == u32(4);
if l_1201 {
let l_1202 = l_910 * l_919;
let l_1203 = l_907 + l_1202;
let l_1204 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1205 = l_1204 >= f64(1.1754943508222875e-38);
let l_1206 = l_1204 <= f64(1.7976931348623157e308);
let l_1207 = l_1205 && l_1206;
if l_1207 {
let l_1208 = bitcast<u64>(l_1204);
let l_1209 = l_1208 >> u32(bitcast<u64>(u64(52)));
let l_1210 = l_1209 - u64(23);
let l_1211 = l_1210 << u32(bitcast<u64>(u64(52)));
let l_1212 = bitcast<f64>(l_1211);
l_mut_567 = l_1212;
}
let l_1213 = l_1203 * l_mut_567;
l_mut_978 = u32(2);
let l_1214 = l_mut_151 - l_921;
let l_1215 = abs(l_1214);
l_mut_567 = f64(1.401298464324817e-45);
let l_1216 = l_1215 >= f64(1.1754943508222875e-38);
let l_1217 = l_1215 <= f64(1.7976931348623157e308);
let l_1218 = l_1216 && l_1217;
if l_1218 {
let l_1219 = bitcast<u64>(l_1215);
let l_1220 = l_1219 >> u32(bitcast<u64>(u64(52)));
let l_1221 = l_1220 - u64(23);
let l_1222 = l_1221 << u32(bitcast<u64>(u64(52)));
let l_1223 = bitcast<f64>(l_1222);
l_mut_567 = l_1223;
}
let l_1224 = l_mut_151 + l_921;
let l_1225 = abs(l_1224);
l_mut_395 = f64(1.401298464324817e-45);
let l_1226 = l_1225 >= f64(1.1754943508222875e-38);
let l_1227 = l_1225 <= f64(1.7976931348623157e308);
let l_1228 = l_1226 && l_1227;
if l_1228 {
let l_1229 = bitcast<u64>(l_1225);
let l_1230 = l_1229 >> u32(bitcast<u64>(u64(52)));
let l_1231 = l_1230 - u64(23);
let l_1232 = l_1231 << u32(bitcast<u64>(u64(52)));
let l_1233 = bitcast<f64>(l_1232);
l_mut_395 = l_1233;
}
let l_1234 = l_mut_567 == l_mut_395;
if l_1234 {
let l_1235 = l_1213 * f64(1.4551915228366852e-11);
let l_1236 = l_921 + l_1235;
let l_1237 = l_mut_151 - l_1213;
let l_1238 = l_mut_151 + l_1213;
let l_1239 = bitcast<u32>(l_146);
let l_1240 = l_1239 & u32(2147483647);
let l_1241 = bitcast<f32>(l_1240);
let l_1242 = f64(l_1241);
l_mut_567 = l_1242;
let l_1243 = l_1240 < u32(8388608);
if l_1243 {
let l_1244 = f64(l_1240);
let l_1245 = l_1244 * f64(1.401298464324817e-45);
l_mut_567 = l_1245;
}
let l_1246 = bitcast<u64>(l_mut_567);
let l_1247 = l_1239 >> u32(31);
let l_1248 = u64(l_1247);
let l_1249 = l_1248 << u32(bitcast<u64>(u64(63)));
let l_1250 = l_1246 | l_1249;
let l_1251 = bitcast<f64>(l_1250);
let l_1252 = bitcast<u32>(l_146);
let l_1253 = l_1252 + u32(1);
l_mut_937 = l_1253;
let l_1254 = l_1252 & u32(2147483647);
let l_1255 = l_1254 == u32(0);
if l_1255 {
l_mut_937 = u32(1);
} else {
let l_1256 = l_1252 & u32(2147483648);
let l_1257 = l_1256 != u32(0);
if l_1257 {
let l_1258 = l_1252 - u32(1);
l_mut_937 = l_1258;
} else {
let l_1259 = l_1252 == u32(2139095040);
if l_1259 {
l_mut_937 = l_1252;
}
}
}
let l_1260 = bitcast<f32>(l_mut_937);
let l_1261 = bitcast<u32>(l_1260);
let l_1262 = l_1261 & u32(2147483647);
let l_1263 = bitcast<f32>(l_1262);
let l_1264 = f64(l_1263);
l_mut_567 = l_1264;
let l_1265 = l_1262 < u32(8388608);
if l_1265 {
let l_1266 = f64(l_1262);
let l_1267 = l_1266 * f64(1.401298464324817e-45);
l_mut_567 = l_1267;
}
let l_1268 = bitcast<u64>(l_mut_567);
let l_1269 = l_1261 >> u32(31);
let l_1270 = u64(l_1269);
let l_1271 = l_1270 << u32(bitcast<u64>(u64(63)));
let l_1272 = l_1268 | l_1271;
let l_1273 = bitcast<f64>(l_1272);
let l_1274 = bitcast<u32>(l_146);
let l_1275 = l_1274 ^ u32(2147483648);
let l_1276 = bitcast<f32>(l_1275);
let l_1277 = bitcast<u32>(l_1276);
let l_1278 = l_1277 + u32(1);
l_mut_937 = l_1278;
let l_1279 = l_1277 & u32(2147483647);
let l_1280 = l_1279 == u32(0);
if l_1280 {
l_mut_937 = u32(1);
} else {
let l_1281 = l_1277 & u32(2147483648);
let l_1282 = l_1281 != u32(0);
if l_1282 {
let l_1283 = l_1277 - u32(1);
l_mut_937 = l_1283;
} else {
let l_1284 = l_1277 == u32(2139095040);
if l_1284 {
l_mut_937 = l_1277;
}
}
}
let l_1285 = bitcast<f32>(l_mut_937);
let l_1286 = bitcast<u32>(l_1285);
let l_1287 = l_1286 ^ u32(2147483648);
let l_1288 = bitcast<f32>(l_1287);
let l_1289 = bitcast<u32>(l_1288);
let l_1290 = l_1289 & u32(2147483647);
let l_1291 = bitcast<f32>(l_1290);
let l_1292 = f64(l_1291);
l_mut_567 = l_1292;
let l_1293 = l_1290 < u32(8388608);
if l_1293 {
let l_1294 = f64(l_1290);
let l_1295 = l_1294 * f64(1.401298464324817e-45);
l_mut_567 = l_1295;
}
let l_1296 = bitcast<u64>(l_mut_567);
let l_1297 = l_1289 >> u32(31);
let l_1298 = u64(l_1297);
let l_1299 = l_1298 << u32(bitcast<u64>(u64(63)));
let l_1300 = l_1296 | l_1299;
let l_1301 = bitcast<f64>(l_1300);
let l_1302 = l_1237 + l_1236;
let l_1303 = l_1302 <= l_1251;
l_mut_1038 = l_1303;
let l_1304 = l_1237 - l_1236;
let l_1305 = l_1304 > l_1251;
l_mut_1035 = l_1305;
let l_1306 = l_1238 - l_1236;
let l_1307 = l_1306 >= l_1251;
l_mut_1032 = l_1307;
let l_1308 = l_1238 + l_1236;
let l_1309 = l_1308 < l_1251;
l_mut_1029 = l_1309;
if l_905 {
let l_1310 = l_1237 + l_1236;
let l_1311 = l_1310 < l_1273;
l_mut_1038 = l_1311;
let l_1312 = l_1237 - l_1236;
let l_1313 = l_1312 >= l_1273;
l_mut_1035 = l_1313;
let l_1314 = l_1238 - l_1236;
let l_1315 = l_1314 > l_1301;
l_mut_1032 = l_1315;
let l_1316 = l_1238 + l_1236;
let l_1317 = l_1316 <= l_1301;
l_mut_1029 = l_1317;
}
l_mut_937 = u32(2);
let l_1318 = l_mut_1035 || l_mut_1029;
if l_1318 {
l_mut_937 = u32(1);
} else {
let l_1319 = l_mut_1038 && l_mut_1032;
if l_1319 {
l_mut_937 = u32(0);
}
}
let l_1320 = bitcast<u32>(l_146);
let l_1321 = l_1320 & u32(2147483647);
let l_1322 = l_1321 == u32(0);
if l_1322 {
let l_1323 = l_1237 + l_1236;
let l_1324 = l_1323 < f64(1.1754943508222875e-38);
let l_1325 = l_1238 - l_1236;
let l_1326 = l_1325 > f64(-1.1754943508222875e-38);
let l_1327 = l_1324 && l_1326;
let l_1328 = l_1237 - l_1236;
let l_1329 = l_1328 < f64(1.1754943508222875e-38);
let l_1330 = l_1238 + l_1236;
let l_1331 = l_1330 > f64(-1.1754943508222875e-38);
let l_1332 = l_1329 && l_1331;
if l_1327 {
l_mut_937 = u32(0);
} else {
let l_1333 = l_mut_937 == u32(1);
let l_1334 = l_1332 && l_1333;
if l_1334 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
} else {
let l_1335 = l_901 == u32(5);
if l_1335 {
let l_1336 = f64(2.0) * l_918;
let l_1337 = abs(l_1336);
let l_1338 = floor(l_1337);
let l_1339 = f64(3.0) + l_1338;
let l_1340 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1341 = l_1340 >= f64(1.1754943508222875e-38);
let l_1342 = l_1340 <= f64(1.7976931348623157e308);
let l_1343 = l_1341 && l_1342;
if l_1343 {
let l_1344 = bitcast<u64>(l_1340);
let l_1345 = l_1344 >> u32(bitcast<u64>(u64(52)));
let l_1346 = l_1345 - u64(23);
let l_1347 = l_1346 << u32(bitcast<u64>(u64(52)));
let l_1348 = bitcast<f64>(l_1347);
l_mut_567 = l_1348;
}
let l_1349 = l_1339 * l_mut_567;
l_mut_978 = u32(2);
let l_1350 = l_mut_151 - l_921;
let l_1351 = abs(l_1350);
l_mut_567 = f64(1.401298464324817e-45);
let l_1352 = l_1351 >= f64(1.1754943508222875e-38);
let l_1353 = l_1351 <= f64(1.7976931348623157e308);
let l_1354 = l_1352 && l_1353;
if l_1354 {
let l_1355 = bitcast<u64>(l_1351);
let l_1356 = l_1355 >> u32(bitcast<u64>(u64(52)));
let l_1357 = l_1356 - u64(23);
let l_1358 = l_1357 << u32(bitcast<u64>(u64(52)));
let l_1359 = bitcast<f64>(l_1358);
l_mut_567 = l_1359;
}
let l_1360 = l_mut_151 + l_921;
let l_1361 = abs(l_1360);
l_mut_395 = f64(1.401298464324817e-45);
let l_1362 = l_1361 >= f64(1.1754943508222875e-38);
let l_1363 = l_1361 <= f64(1.7976931348623157e308);
let l_1364 = l_1362 && l_1363;
if l_1364 {
let l_1365 = bitcast<u64>(l_1361);
let l_1366 = l_1365 >> u32(bitcast<u64>(u64(52)));
let l_1367 = l_1366 - u64(23);
let l_1368 = l_1367 << u32(bitcast<u64>(u64(52)));
let l_1369 = bitcast<f64>(l_1368);
l_mut_395 = l_1369;
}
let l_1370 = l_mut_567 == l_mut_395;
if l_1370 {
let l_1371 = l_1349 * f64(1.4551915228366852e-11);
let l_1372 = l_921 + l_1371;
let l_1373 = l_mut_151 - l_1349;
let l_1374 = l_mut_151 + l_1349;
let l_1375 = bitcast<u32>(l_146);
let l_1376 = l_1375 & u32(2147483647);
let l_1377 = bitcast<f32>(l_1376);
let l_1378 = f64(l_1377);
l_mut_567 = l_1378;
let l_1379 = l_1376 < u32(8388608);
if l_1379 {
let l_1380 = f64(l_1376);
let l_1381 = l_1380 * f64(1.401298464324817e-45);
l_mut_567 = l_1381;
}
let l_1382 = bitcast<u64>(l_mut_567);
let l_1383 = l_1375 >> u32(31);
let l_1384 = u64(l_1383);
let l_1385 = l_1384 << u32(bitcast<u64>(u64(63)));
let l_1386 = l_1382 | l_1385;
let l_1387 = bitcast<f64>(l_1386);
let l_1388 = bitcast<u32>(l_146);
let l_1389 = l_1388 + u32(1);
l_mut_937 = l_1389;
let l_1390 = l_1388 & u32(2147483647);
let l_1391 = l_1390 == u32(0);
if l_1391 {
l_mut_937 = u32(1);
} else {
let l_1392 = l_1388 & u32(2147483648);
let l_1393 = l_1392 != u32(0);
if l_1393 {
let l_1394 = l_1388 - u32(1);
l_mut_937 = l_1394;
} else {
let l_1395 = l_1388 == u32(2139095040);
if l_1395 {
l_mut_937 = l_1388;
}
}
}
let l_1396 = bitcast<f32>(l_mut_937);
let l_1397 = bitcast<u32>(l_1396);
let l_1398 = l_1397 & u32(2147483647);
let l_1399 = bitcast<f32>(l_1398);
let l_1400 = f64(l_1399);
l_mut_567 = l_1400;
let l_1401 = l_1398 < u32(8388608);
if l_1401 {
let l_1402 = f64(l_1398);
let l_1403 = l_1402 * f64(1.401298464324817e-45);
l_mut_567 = l_1403;
}
let l_1404 = bitcast<u64>(l_mut_567);
let l_1405 = l_1397 >> u32(31);
let l_1406 = u64(l_1405);
let l_1407 = l_1406 << u32(bitcast<u64>(u64(63)));
let l_1408 = l_1404 | l_1407;
let l_1409 = bitcast<f64>(l_1408);
let l_1410 = bitcast<u32>(l_146);
let l_1411 = l_1410 ^ u32(2147483648);
let l_1412 = bitcast<f32>(l_1411);
let l_1413 = bitcast<u32>(l_1412);
let l_1414 = l_1413 + u32(1);
l_mut_937 = l_1414;
let l_1415 = l_1413 & u32(2147483647);
let l_1416 = l_1415 == u32(0);
if l_1416 {
l_mut_937 = u32(1);
} else {
let l_1417 = l_1413 & u32(2147483648);
let l_1418 = l_1417 != u32(0);
if l_1418 {
let l_1419 = l_1413 - u32(1);
l_mut_937 = l_1419;
} else {
let l_1420 = l_1413 == u32(2139095040);
if l_1420 {
l_mut_937 = l_1413;
}
}
}
let l_1421 = bitcast<f32>(l_mut_937);
let l_1422 = bitcast<u32>(l_1421);
let l_1423 = l_1422 ^ u32(2147483648);
let l_1424 = bitcast<f32>(l_1423);
let l_1425 = bitcast<u32>(l_1424);
let l_1426 = l_1425 & u32(2147483647);
let l_1427 = bitcast<f32>(l_1426);
let l_1428 = f64(l_1427);
l_mut_567 = l_1428;
let l_1429 = l_1426 < u32(8388608);
if l_1429 {
let l_1430 = f64(l_1426);
let l_1431 = l_1430 * f64(1.401298464324817e-45);
l_mut_567 = l_1431;
}
let l_1432 = bitcast<u64>(l_mut_567);
let l_1433 = l_1425 >> u32(31);
let l_1434 = u64(l_1433);
let l_1435 = l_1434 << u32(bitcast<u64>(u64(63)));
let l_1436 = l_1432 | l_1435;
let l_1437 = bitcast<f64>(l_1436);
let l_1438 = l_1373 + l_1372;
let l_1439 = l_1438 <= l_1387;
l_mut_1038 = l_1439;
let l_1440 = l_1373 - l_1372;
let l_1441 = l_1440 > l_1387;
l_mut_1035 = l_1441;
let l_1442 = l_1374 - l_1372;
let l_1443 = l_1442 >= l_1387;
l_mut_1032 = l_1443;
let l_1444 = l_1374 + l_1372;
let l_1445 = l_1444 < l_1387;
l_mut_1029 = l_1445;
if l_905 {
let l_1446 = l_1373 + l_1372;
let l_1447 = l_1446 < l_1409;
l_mut_1038 = l_1447;
let l_1448 = l_1373 - l_1372;
let l_1449 = l_1448 >= l_1409;
l_mut_1035 = l_1449;
let l_1450 = l_1374 - l_1372;
let l_1451 = l_1450 > l_1437;
l_mut_1032 = l_1451;
let l_1452 = l_1374 + l_1372;
let l_1453 = l_1452 <= l_1437;
l_mut_1029 = l_1453;
}
l_mut_937 = u32(2);
let l_1454 = l_mut_1035 || l_mut_1029;
if l_1454 {
l_mut_937 = u32(1);
} else {
let l_1455 = l_mut_1038 && l_mut_1032;
if l_1455 {
l_mut_937 = u32(0);
}
}
let l_1456 = bitcast<u32>(l_146);
let l_1457 = l_1456 & u32(2147483647);
let l_1458 = l_1457 == u32(0);
if l_1458 {
let l_1459 = l_1373 + l_1372;
let l_1460 = l_1459 < f64(1.1754943508222875e-38);
let l_1461 = l_1374 - l_1372;
let l_1462 = l_1461 > f64(-1.1754943508222875e-38);
let l_1463 = l_1460 && l_1462;
let l_1464 = l_1373 - l_1372;
let l_1465 = l_1464 < f64(1.1754943508222875e-38);
let l_1466 = l_1374 + l_1372;
let l_1467 = l_1466 > f64(-1.1754943508222875e-38);
let l_1468 = l_1465 && l_1467;
if l_1463 {
l_mut_937 = u32(0);
} else {
let l_1469 = l_mut_937 == u32(1);
let l_1470 = l_1468 && l_1469;
if l_1470 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
} else {
let l_1471 = l_901 == u32(6);
if l_1471 {
l_mut_379 = u32(0);
let l_1472 = l_919 <= l_910;
if l_1472 {
let l_1473 = l_907 * f64(1.4551915228366852e-11);
let l_1474 = l_921 + l_1473;
let l_1475 = l_mut_151 - l_907;
let l_1476 = l_mut_151 + l_907;
let l_1477 = bitcast<u32>(l_146);
let l_1478 = l_1477 & u32(2147483647);
let l_1479 = bitcast<f32>(l_1478);
let l_1480 = f64(l_1479);
l_mut_567 = l_1480;
let l_1481 = l_1478 < u32(8388608);
if l_1481 {
let l_1482 = f64(l_1478);
let l_1483 = l_1482 * f64(1.401298464324817e-45);
l_mut_567 = l_1483;
}
let l_1484 = bitcast<u64>(l_mut_567);
let l_1485 = l_1477 >> u32(31);
let l_1486 = u64(l_1485);
let l_1487 = l_1486 << u32(bitcast<u64>(u64(63)));
let l_1488 = l_1484 | l_1487;
let l_1489 = bitcast<f64>(l_1488);
let l_1490 = bitcast<u32>(l_146);
let l_1491 = l_1490 + u32(1);
l_mut_978 = l_1491;
let l_1492 = l_1490 & u32(2147483647);
let l_1493 = l_1492 == u32(0);
if l_1493 {
l_mut_978 = u32(1);
} else {
let l_1494 = l_1490 & u32(2147483648);
let l_1495 = l_1494 != u32(0);
if l_1495 {
let l_1496 = l_1490 - u32(1);
l_mut_978 = l_1496;
} else {
let l_1497 = l_1490 == u32(2139095040);
if l_1497 {
l_mut_978 = l_1490;
}
}
}
let l_1498 = bitcast<f32>(l_mut_978);
let l_1499 = bitcast<u32>(l_1498);
let l_1500 = l_1499 & u32(2147483647);
let l_1501 = bitcast<f32>(l_1500);
let l_1502 = f64(l_1501);
l_mut_567 = l_1502;
let l_1503 = l_1500 < u32(8388608);
if l_1503 {
let l_1504 = f64(l_1500);
let l_1505 = l_1504 * f64(1.401298464324817e-45);
l_mut_567 = l_1505;
}
let l_1506 = bitcast<u64>(l_mut_567);
let l_1507 = l_1499 >> u32(31);
let l_1508 = u64(l_1507);
let l_1509 = l_1508 << u32(bitcast<u64>(u64(63)));
let l_1510 = l_1506 | l_1509;
let l_1511 = bitcast<f64>(l_1510);
let l_1512 = bitcast<u32>(l_146);
let l_1513 = l_1512 ^ u32(2147483648);
let l_1514 = bitcast<f32>(l_1513);
let l_1515 = bitcast<u32>(l_1514);
let l_1516 = l_1515 + u32(1);
l_mut_978 = l_1516;
let l_1517 = l_1515 & u32(2147483647);
let l_1518 = l_1517 == u32(0);
if l_1518 {
l_mut_978 = u32(1);
} else {
let l_1519 = l_1515 & u32(2147483648);
let l_1520 = l_1519 != u32(0);
if l_1520 {
let l_1521 = l_1515 - u32(1);
l_mut_978 = l_1521;
} else {
let l_1522 = l_1515 == u32(2139095040);
if l_1522 {
l_mut_978 = l_1515;
}
}
}
let l_1523 = bitcast<f32>(l_mut_978);
let l_1524 = bitcast<u32>(l_1523);
let l_1525 = l_1524 ^ u32(2147483648);
let l_1526 = bitcast<f32>(l_1525);
let l_1527 = bitcast<u32>(l_1526);
let l_1528 = l_1527 & u32(2147483647);
let l_1529 = bitcast<f32>(l_1528);
let l_1530 = f64(l_1529);
l_mut_567 = l_1530;
let l_1531 = l_1528 < u32(8388608);
if l_1531 {
let l_1532 = f64(l_1528);
let l_1533 = l_1532 * f64(1.401298464324817e-45);
l_mut_567 = l_1533;
}
let l_1534 = bitcast<u64>(l_mut_567);
let l_1535 = l_1527 >> u32(31);
let l_1536 = u64(l_1535);
let l_1537 = l_1536 << u32(bitcast<u64>(u64(63)));
let l_1538 = l_1534 | l_1537;
let l_1539 = bitcast<f64>(l_1538);
let l_1540 = l_1475 + l_1474;
let l_1541 = l_1540 <= l_1489;
l_mut_1038 = l_1541;
let l_1542 = l_1475 - l_1474;
let l_1543 = l_1542 > l_1489;
l_mut_1035 = l_1543;
let l_1544 = l_1476 - l_1474;
let l_1545 = l_1544 >= l_1489;
l_mut_1032 = l_1545;
let l_1546 = l_1476 + l_1474;
let l_1547 = l_1546 < l_1489;
l_mut_1029 = l_1547;
if l_905 {
let l_1548 = l_1475 + l_1474;
let l_1549 = l_1548 < l_1511;
l_mut_1038 = l_1549;
let l_1550 = l_1475 - l_1474;
let l_1551 = l_1550 >= l_1511;
l_mut_1035 = l_1551;
let l_1552 = l_1476 - l_1474;
let l_1553 = l_1552 > l_1539;
l_mut_1032 = l_1553;
let l_1554 = l_1476 + l_1474;
let l_1555 = l_1554 <= l_1539;
l_mut_1029 = l_1555;
}
l_mut_978 = u32(2);
let l_1556 = l_mut_1035 || l_mut_1029;
if l_1556 {
l_mut_978 = u32(1);
} else {
let l_1557 = l_mut_1038 && l_mut_1032;
if l_1557 {
l_mut_978 = u32(0);
}
}
let l_1558 = bitcast<u32>(l_146);
let l_1559 = l_1558 & u32(2147483647);
let l_1560 = l_1559 == u32(0);
if l_1560 {
let l_1561 = l_1475 + l_1474;
let l_1562 = l_1561 < f64(1.1754943508222875e-38);
let l_1563 = l_1476 - l_1474;
let l_1564 = l_1563 > f64(-1.1754943508222875e-38);
let l_1565 = l_1562 && l_1564;
let l_1566 = l_1475 - l_1474;
let l_1567 = l_1566 < f64(1.1754943508222875e-38);
let l_1568 = l_1476 + l_1474;
let l_1569 = l_1568 > f64(-1.1754943508222875e-38);
let l_1570 = l_1567 && l_1569;
if l_1565 {
l_mut_978 = u32(0);
} else {
let l_1571 = l_mut_978 == u32(1);
let l_1572 = l_1570 && l_1571;
if l_1572 {
l_mut_978 = u32(2);
}
}
}
l_mut_379 = l_mut_978;
}
} else {
let l_1573 = l_901 == u32(7);
if l_1573 {
let l_1574 = abs(l_mut_151);
let l_1575 = l_907 * l_1574;
l_mut_567 = l_1575;
let l_1576 = abs(l_mut_151);
l_mut_395 = f64(1.401298464324817e-45);
let l_1577 = l_1576 >= f64(1.1754943508222875e-38);
let l_1578 = l_1576 <= f64(1.7976931348623157e308);
let l_1579 = l_1577 && l_1578;
if l_1579 {
let l_1580 = bitcast<u64>(l_1576);
let l_1581 = l_1580 >> u32(bitcast<u64>(u64(52)));
let l_1582 = l_1581 - u64(23);
let l_1583 = l_1582 << u32(bitcast<u64>(u64(52)));
let l_1584 = bitcast<f64>(l_1583);
l_mut_395 = l_1584;
}
let l_1585 = f64(0.5) * l_mut_395;
let l_1586 = l_1585 > l_mut_567;
if l_1586 {
l_mut_567 = l_1585;
}
let l_1587 = l_mut_151 - l_921;
let l_1588 = abs(l_1587);
l_mut_395 = f64(1.401298464324817e-45);
let l_1589 = l_1588 >= f64(1.1754943508222875e-38);
let l_1590 = l_1588 <= f64(1.7976931348623157e308);
let l_1591 = l_1589 && l_1590;
if l_1591 {
let l_1592 = bitcast<u64>(l_1588);
let l_1593 = l_1592 >> u32(bitcast<u64>(u64(52)));
let l_1594 = l_1593 - u64(23);
let l_1595 = l_1594 << u32(bitcast<u64>(u64(52)));
let l_1596 = bitcast<f64>(l_1595);
l_mut_395 = l_1596;
}
let l_1597 = l_mut_151 + l_921;
let l_1598 = abs(l_1597);
l_mut_241 = f64(1.401298464324817e-45);
let l_1599 = l_1598 >= f64(1.1754943508222875e-38);
let l_1600 = l_1598 <= f64(1.7976931348623157e308);
let l_1601 = l_1599 && l_1600;
if l_1601 {
let l_1602 = bitcast<u64>(l_1598);
let l_1603 = l_1602 >> u32(bitcast<u64>(u64(52)));
let l_1604 = l_1603 - u64(23);
let l_1605 = l_1604 << u32(bitcast<u64>(u64(52)));
let l_1606 = bitcast<f64>(l_1605);
l_mut_241 = l_1606;
}
let l_1607 = l_mut_395 == l_mut_241;
if l_1607 {
let l_1608 = l_907 * l_921;
let l_1609 = l_921 + l_1608;
let l_1610 = l_mut_567 * f64(1.4551915228366852e-11);
let l_1611 = l_1609 + l_1610;
let l_1612 = l_mut_151 - l_mut_567;
let l_1613 = l_mut_151 + l_mut_567;
let l_1614 = bitcast<u32>(l_146);
let l_1615 = l_1614 & u32(2147483647);
let l_1616 = bitcast<f32>(l_1615);
let l_1617 = f64(l_1616);
l_mut_567 = l_1617;
let l_1618 = l_1615 < u32(8388608);
if l_1618 {
let l_1619 = f64(l_1615);
let l_1620 = l_1619 * f64(1.401298464324817e-45);
l_mut_567 = l_1620;
}
let l_1621 = bitcast<u64>(l_mut_567);
let l_1622 = l_1614 >> u32(31);
let l_1623 = u64(l_1622);
let l_1624 = l_1623 << u32(bitcast<u64>(u64(63)));
let l_1625 = l_1621 | l_1624;
let l_1626 = bitcast<f64>(l_1625);
let l_1627 = bitcast<u32>(l_146);
let l_1628 = l_1627 + u32(1);
l_mut_978 = l_1628;
let l_1629 = l_1627 & u32(2147483647);
let l_1630 = l_1629 == u32(0);
if l_1630 {
l_mut_978 = u32(1);
} else {
let l_1631 = l_1627 & u32(2147483648);
let l_1632 = l_1631 != u32(0);
if l_1632 {
let l_1633 = l_1627 - u32(1);
l_mut_978 = l_1633;
} else {
let l_1634 = l_1627 == u32(2139095040);
if l_1634 {
l_mut_978 = l_1627;
}
}
}
let l_1635 = bitcast<f32>(l_mut_978);
let l_1636 = bitcast<u32>(l_1635);
let l_1637 = l_1636 & u32(2147483647);
let l_1638 = bitcast<f32>(l_1637);
let l_1639 = f64(l_1638);
l_mut_567 = l_1639;
let l_1640 = l_1637 < u32(8388608);
if l_1640 {
let l_1641 = f64(l_1637);
let l_1642 = l_1641 * f64(1.401298464324817e-45);
l_mut_567 = l_1642;
}
let l_1643 = bitcast<u64>(l_mut_567);
let l_1644 = l_1636 >> u32(31);
let l_1645 = u64(l_1644);
let l_1646 = l_1645 << u32(bitcast<u64>(u64(63)));
let l_1647 = l_1643 | l_1646;
let l_1648 = bitcast<f64>(l_1647);
let l_1649 = bitcast<u32>(l_146);
let l_1650 = l_1649 ^ u32(2147483648);
let l_1651 = bitcast<f32>(l_1650);
let l_1652 = bitcast<u32>(l_1651);
let l_1653 = l_1652 + u32(1);
l_mut_978 = l_1653;
let l_1654 = l_1652 & u32(2147483647);
let l_1655 = l_1654 == u32(0);
if l_1655 {
l_mut_978 = u32(1);
} else {
let l_1656 = l_1652 & u32(2147483648);
let l_1657 = l_1656 != u32(0);
if l_1657 {
let l_1658 = l_1652 - u32(1);
l_mut_978 = l_1658;
} else {
let l_1659 = l_1652 == u32(2139095040);
if l_1659 {
l_mut_978 = l_1652;
}
}
}
let l_1660 = bitcast<f32>(l_mut_978);
let l_1661 = bitcast<u32>(l_1660);
let l_1662 = l_1661 ^ u32(2147483648);
let l_1663 = bitcast<f32>(l_1662);
let l_1664 = bitcast<u32>(l_1663);
let l_1665 = l_1664 & u32(2147483647);
let l_1666 = bitcast<f32>(l_1665);
let l_1667 = f64(l_1666);
l_mut_567 = l_1667;
let l_1668 = l_1665 < u32(8388608);
if l_1668 {
let l_1669 = f64(l_1665);
let l_1670 = l_1669 * f64(1.401298464324817e-45);
l_mut_567 = l_1670;
}
let l_1671 = bitcast<u64>(l_mut_567);
let l_1672 = l_1664 >> u32(31);
let l_1673 = u64(l_1672);
let l_1674 = l_1673 << u32(bitcast<u64>(u64(63)));
let l_1675 = l_1671 | l_1674;
let l_1676 = bitcast<f64>(l_1675);
let l_1677 = l_1612 + l_1611;
let l_1678 = l_1677 <= l_1626;
l_mut_1038 = l_1678;
let l_1679 = l_1612 - l_1611;
let l_1680 = l_1679 > l_1626;
l_mut_1035 = l_1680;
let l_1681 = l_1613 - l_1611;
let l_1682 = l_1681 >= l_1626;
l_mut_1032 = l_1682;
let l_1683 = l_1613 + l_1611;
let l_1684 = l_1683 < l_1626;
l_mut_1029 = l_1684;
if l_905 {
let l_1685 = l_1612 + l_1611;
let l_1686 = l_1685 < l_1648;
l_mut_1038 = l_1686;
let l_1687 = l_1612 - l_1611;
let l_1688 = l_1687 >= l_1648;
l_mut_1035 = l_1688;
let l_1689 = l_1613 - l_1611;
let l_1690 = l_1689 > l_1676;
l_mut_1032 = l_1690;
let l_1691 = l_1613 + l_1611;
let l_1692 = l_1691 <= l_1676;
l_mut_1029 = l_1692;
}
l_mut_978 = u32(2);
let l_1693 = l_mut_1035 || l_mut_1029;
if l_1693 {
l_mut_978 = u32(1);
} else {
let l_1694 = l_mut_1038 && l_mut_1032;
if l_1694 {
l_mut_978 = u32(0);
}
}
let l_1695 = bitcast<u32>(l_146);
let l_1696 = l_1695 & u32(2147483647);
let l_1697 = l_1696 == u32(0);
if l_1697 {
let l_1698 = l_1612 + l_1611;
let l_1699 = l_1698 < f64(1.1754943508222875e-38);
let l_1700 = l_1613 - l_1611;
let l_1701 = l_1700 > f64(-1.1754943508222875e-38);
let l_1702 = l_1699 && l_1701;
let l_1703 = l_1612 - l_1611;
let l_1704 = l_1703 < f64(1.1754943508222875e-38);
let l_1705 = l_1613 + l_1611;
let l_1706 = l_1705 > f64(-1.1754943508222875e-38);
let l_1707 = l_1704 && l_1706;
if l_1702 {
l_mut_978 = u32(0);
} else {
let l_1708 = l_mut_978 == u32(1);
let l_1709 = l_1707 && l_1708;
if l_1709 {
l_mut_978 = u32(2);
}
}
}
l_mut_379 = l_mut_978;
}
} else {
let l_1710 = l_901 == u32(8);
if l_1710 {
let l_1711 = l_918 >= f64(0.5);
let l_1712 = l_918 <= f64(2.0);
let l_1713 = l_1711 && l_1712;
if l_1713 {
let l_1714 = l_907 * f64(1.4551915228366852e-11);
let l_1715 = l_921 + l_1714;
let l_1716 = l_mut_151 - l_907;
let l_1717 = l_mut_151 + l_907;
let l_1718 = bitcast<u32>(l_146);
let l_1719 = l_1718 & u32(2147483647);
let l_1720 = bitcast<f32>(l_1719);
let l_1721 = f64(l_1720);
l_mut_567 = l_1721;
let l_1722 = l_1719 < u32(8388608);
if l_1722 {
let l_1723 = f64(l_1719);
let l_1724 = l_1723 * f64(1.401298464324817e-45);
l_mut_567 = l_1724;
}
let l_1725 = bitcast<u64>(l_mut_567);
let l_1726 = l_1718 >> u32(31);
let l_1727 = u64(l_1726);
let l_1728 = l_1727 << u32(bitcast<u64>(u64(63)));
let l_1729 = l_1725 | l_1728;
let l_1730 = bitcast<f64>(l_1729);
let l_1731 = bitcast<u32>(l_146);
let l_1732 = l_1731 + u32(1);
l_mut_978 = l_1732;
let l_1733 = l_1731 & u32(2147483647);
let l_1734 = l_1733 == u32(0);
if l_1734 {
l_mut_978 = u32(1);
} else {
let l_1735 = l_1731 & u32(2147483648);
let l_1736 = l_1735 != u32(0);
if l_1736 {
let l_1737 = l_1731 - u32(1);
l_mut_978 = l_1737;
} else {
let l_1738 = l_1731 == u32(2139095040);
if l_1738 {
l_mut_978 = l_1731;
}
}
}
let l_1739 = bitcast<f32>(l_mut_978);
let l_1740 = bitcast<u32>(l_1739);
let l_1741 = l_1740 & u32(2147483647);
let l_1742 = bitcast<f32>(l_1741);
let l_1743 = f64(l_1742);
l_mut_567 = l_1743;
let l_1744 = l_1741 < u32(8388608);
if l_1744 {
let l_1745 = f64(l_1741);
let l_1746 = l_1745 * f64(1.401298464324817e-45);
l_mut_567 = l_1746;
}
let l_1747 = bitcast<u64>(l_mut_567);
let l_1748 = l_1740 >> u32(31);
let l_1749 = u64(l_1748);
let l_1750 = l_1749 << u32(bitcast<u64>(u64(63)));
let l_1751 = l_1747 | l_1750;
let l_1752 = bitcast<f64>(l_1751);
let l_1753 = bitcast<u32>(l_146);
let l_1754 = l_1753 ^ u32(2147483648);
let l_1755 = bitcast<f32>(l_1754);
let l_1756 = bitcast<u32>(l_1755);
let l_1757 = l_1756 + u32(1);
l_mut_978 = l_1757;
let l_1758 = l_1756 & u32(2147483647);
let l_1759 = l_1758 == u32(0);
if l_1759 {
l_mut_978 = u32(1);
} else {
let l_1760 = l_1756 & u32(2147483648);
let l_1761 = l_1760 != u32(0);
if l_1761 {
let l_1762 = l_1756 - u32(1);
l_mut_978 = l_1762;
} else {
let l_1763 = l_1756 == u32(2139095040);
if l_1763 {
l_mut_978 = l_1756;
}
}
}
let l_1764 = bitcast<f32>(l_mut_978);
let l_1765 = bitcast<u32>(l_1764);
let l_1766 = l_1765 ^ u32(2147483648);
let l_1767 = bitcast<f32>(l_1766);
let l_1768 = bitcast<u32>(l_1767);
let l_1769 = l_1768 & u32(2147483647);
let l_1770 = bitcast<f32>(l_1769);
let l_1771 = f64(l_1770);
l_mut_567 = l_1771;
let l_1772 = l_1769 < u32(8388608);
if l_1772 {
let l_1773 = f64(l_1769);
let l_1774 = l_1773 * f64(1.401298464324817e-45);
l_mut_567 = l_1774;
}
let l_1775 = bitcast<u64>(l_mut_567);
let l_1776 = l_1768 >> u32(31);
let l_1777 = u64(l_1776);
let l_1778 = l_1777 << u32(bitcast<u64>(u64(63)));
let l_1779 = l_1775 | l_1778;
let l_1780 = bitcast<f64>(l_1779);
let l_1781 = l_1716 + l_1715;
let l_1782 = l_1781 <= l_1730;
l_mut_1038 = l_1782;
let l_1783 = l_1716 - l_1715;
let l_1784 = l_1783 > l_1730;
l_mut_1035 = l_1784;
let l_1785 = l_1717 - l_1715;
let l_1786 = l_1785 >= l_1730;
l_mut_1032 = l_1786;
let l_1787 = l_1717 + l_1715;
let l_1788 = l_1787 < l_1730;
l_mut_1029 = l_1788;
if l_905 {
let l_1789 = l_1716 + l_1715;
let l_1790 = l_1789 < l_1752;
l_mut_1038 = l_1790;
let l_1791 = l_1716 - l_1715;
let l_1792 = l_1791 >= l_1752;
l_mut_1035 = l_1792;
let l_1793 = l_1717 - l_1715;
let l_1794 = l_1793 > l_1780;
l_mut_1032 = l_1794;
let l_1795 = l_1717 + l_1715;
let l_1796 = l_1795 <= l_1780;
l_mut_1029 = l_1796;
}
l_mut_978 = u32(2);
let l_1797 = l_mut_1035 || l_mut_1029;
if l_1797 {
l_mut_978 = u32(1);
} else {
let l_1798 = l_mut_1038 && l_mut_1032;
if l_1798 {
l_mut_978 = u32(0);
}
}
let l_1799 = bitcast<u32>(l_146);
let l_1800 = l_1799 & u32(2147483647);
let l_1801 = l_1800 == u32(0);
if l_1801 {
let l_1802 = l_1716 + l_1715;
let l_1803 = l_1802 < f64(1.1754943508222875e-38);
let l_1804 = l_1717 - l_1715;
let l_1805 = l_1804 > f64(-1.1754943508222875e-38);
let l_1806 = l_1803 && l_1805;
let l_1807 = l_1716 - l_1715;
let l_1808 = l_1807 < f64(1.1754943508222875e-38);
let l_1809 = l_1717 + l_1715;
let l_1810 = l_1809 > f64(-1.1754943508222875e-38);
let l_1811 = l_1808 && l_1810;
if l_1806 {
l_mut_978 = u32(0);
} else {
let l_1812 = l_mut_978 == u32(1);
let l_1813 = l_1811 && l_1812;
if l_1813 {
l_mut_978 = u32(2);
}
}
}
l_mut_379 = l_mut_978;
} else {
let l_1814 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1815 = l_1814 >= f64(1.1754943508222875e-38);
let l_1816 = l_1814 <= f64(1.7976931348623157e308);
let l_1817 = l_1815 && l_1816;
if l_1817 {
let l_1818 = bitcast<u64>(l_1814);
let l_1819 = l_1818 >> u32(bitcast<u64>(u64(52)));
let l_1820 = l_1819 - u64(23);
let l_1821 = l_1820 << u32(bitcast<u64>(u64(52)));
let l_1822 = bitcast<f64>(l_1821);
l_mut_567 = l_1822;
}
let l_1823 = l_910 * l_mut_567;
l_mut_978 = u32(2);
let l_1824 = l_mut_151 - l_921;
let l_1825 = abs(l_1824);
l_mut_567 = f64(1.401298464324817e-45);
let l_1826 = l_1825 >= f64(1.1754943508222875e-38);
let l_1827 = l_1825 <= f64(1.7976931348623157e308);
let l_1828 = l_1826 && l_1827;
if l_1828 {
let l_1829 = bitcast<u64>(l_1825);
let l_1830 = l_1829 >> u32(bitcast<u64>(u64(52)));
let l_1831 = l_1830 - u64(23);
let l_1832 = l_1831 << u32(bitcast<u64>(u64(52)));
let l_1833 = bitcast<f64>(l_1832);
l_mut_567 = l_1833;
}
let l_1834 = l_mut_151 + l_921;
let l_1835 = abs(l_1834);
l_mut_395 = f64(1.401298464324817e-45);
let l_1836 = l_1835 >= f64(1.1754943508222875e-38);
let l_1837 = l_1835 <= f64(1.7976931348623157e308);
let l_1838 = l_1836 && l_1837;
if l_1838 {
let l_1839 = bitcast<u64>(l_1835);
let l_1840 = l_1839 >> u32(bitcast<u64>(u64(52)));
let l_1841 = l_1840 - u64(23);
let l_1842 = l_1841 << u32(bitcast<u64>(u64(52)));
let l_1843 = bitcast<f64>(l_1842);
l_mut_395 = l_1843;
}
let l_1844 = l_mut_567 == l_mut_395;
if l_1844 {
let l_1845 = l_1823 * f64(1.4551915228366852e-11);
let l_1846 = l_921 + l_1845;
let l_1847 = l_mut_151 - l_1823;
let l_1848 = l_mut_151 + l_1823;
let l_1849 = bitcast<u32>(l_146);
let l_1850 = l_1849 & u32(2147483647);
let l_1851 = bitcast<f32>(l_1850);
let l_1852 = f64(l_1851);
l_mut_567 = l_1852;
let l_1853 = l_1850 < u32(8388608);
if l_1853 {
let l_1854 = f64(l_1850);
let l_1855 = l_1854 * f64(1.401298464324817e-45);
l_mut_567 = l_1855;
}
let l_1856 = bitcast<u64>(l_mut_567);
let l_1857 = l_1849 >> u32(31);
let l_1858 = u64(l_1857);
let l_1859 = l_1858 << u32(bitcast<u64>(u64(63)));
let l_1860 = l_1856 | l_1859;
let l_1861 = bitcast<f64>(l_1860);
let l_1862 = bitcast<u32>(l_146);
let l_1863 = l_1862 + u32(1);
l_mut_937 = l_1863;
let l_1864 = l_1862 & u32(2147483647);
let l_1865 = l_1864 == u32(0);
if l_1865 {
l_mut_937 = u32(1);
} else {
let l_1866 = l_1862 & u32(2147483648);
let l_1867 = l_1866 != u32(0);
if l_1867 {
let l_1868 = l_1862 - u32(1);
l_mut_937 = l_1868;
} else {
let l_1869 = l_1862 == u32(2139095040);
if l_1869 {
l_mut_937 = l_1862;
}
}
}
let l_1870 = bitcast<f32>(l_mut_937);
let l_1871 = bitcast<u32>(l_1870);
let l_1872 = l_1871 & u32(2147483647);
let l_1873 = bitcast<f32>(l_1872);
let l_1874 = f64(l_1873);
l_mut_567 = l_1874;
let l_1875 = l_1872 < u32(8388608);
if l_1875 {
let l_1876 = f64(l_1872);
let l_1877 = l_1876 * f64(1.401298464324817e-45);
l_mut_567 = l_1877;
}
let l_1878 = bitcast<u64>(l_mut_567);
let l_1879 = l_1871 >> u32(31);
let l_1880 = u64(l_1879);
let l_1881 = l_1880 << u32(bitcast<u64>(u64(63)));
let l_1882 = l_1878 | l_1881;
let l_1883 = bitcast<f64>(l_1882);
let l_1884 = bitcast<u32>(l_146);
let l_1885 = l_1884 ^ u32(2147483648);
let l_1886 = bitcast<f32>(l_1885);
let l_1887 = bitcast<u32>(l_1886);
let l_1888 = l_1887 + u32(1);
l_mut_937 = l_1888;
let l_1889 = l_1887 & u32(2147483647);
let l_1890 = l_1889 == u32(0);
if l_1890 {
l_mut_937 = u32(1);
} else {
let l_1891 = l_1887 & u32(2147483648);
let l_1892 = l_1891 != u32(0);
if l_1892 {
let l_1893 = l_1887 - u32(1);
l_mut_937 = l_1893;
} else {
let l_1894 = l_1887 == u32(2139095040);
if l_1894 {
l_mut_937 = l_1887;
}
}
}
let l_1895 = bitcast<f32>(l_mut_937);
let l_1896 = bitcast<u32>(l_1895);
let l_1897 = l_1896 ^ u32(2147483648);
let l_1898 = bitcast<f32>(l_1897);
let l_1899 = bitcast<u32>(l_1898);
let l_1900 = l_1899 & u32(2147483647);
let l_1901 = bitcast<f32>(l_1900);
let l_1902 = f64(l_1901);
l_mut_567 = l_1902;
let l_1903 = l_1900 < u32(8388608);
if l_1903 {
let l_1904 = f64(l_1900);
let l_1905 = l_1904 * f64(1.401298464324817e-45);
l_mut_567 = l_1905;
}
let l_1906 = bitcast<u64>(l_mut_567);
let l_1907 = l_1899 >> u32(31);
let l_1908 = u64(l_1907);
let l_1909 = l_1908 << u32(bitcast<u64>(u64(63)));
let l_1910 = l_1906 | l_1909;
let l_1911 = bitcast<f64>(l_1910);
let l_1912 = l_1847 + l_1846;
let l_1913 = l_1912 <= l_1861;
l_mut_1038 = l_1913;
let l_1914 = l_1847 - l_1846;
let l_1915 = l_1914 > l_1861;
l_mut_1035 = l_1915;
let l_1916 = l_1848 - l_1846;
let l_1917 = l_1916 >= l_1861;
l_mut_1032 = l_1917;
let l_1918 = l_1848 + l_1846;
let l_1919 = l_1918 < l_1861;
l_mut_1029 = l_1919;
if l_905 {
let l_1920 = l_1847 + l_1846;
let l_1921 = l_1920 < l_1883;
l_mut_1038 = l_1921;
let l_1922 = l_1847 - l_1846;
let l_1923 = l_1922 >= l_1883;
l_mut_1035 = l_1923;
let l_1924 = l_1848 - l_1846;
let l_1925 = l_1924 > l_1911;
l_mut_1032 = l_1925;
let l_1926 = l_1848 + l_1846;
let l_1927 = l_1926 <= l_1911;
l_mut_1029 = l_1927;
}
l_mut_937 = u32(2);
let l_1928 = l_mut_1035 || l_mut_1029;
if l_1928 {
l_mut_937 = u32(1);
} else {
let l_1929 = l_mut_1038 && l_mut_1032;
if l_1929 {
l_mut_937 = u32(0);
}
}
let l_1930 = bitcast<u32>(l_146);
let l_1931 = l_1930 & u32(2147483647);
let l_1932 = l_1931 == u32(0);
if l_1932 {
let l_1933 = l_1847 + l_1846;
let l_1934 = l_1933 < f64(1.1754943508222875e-38);
let l_1935 = l_1848 - l_1846;
let l_1936 = l_1935 > f64(-1.1754943508222875e-38);
let l_1937 = l_1934 && l_1936;
let l_1938 = l_1847 - l_1846;
let l_1939 = l_1938 < f64(1.1754943508222875e-38);
let l_1940 = l_1848 + l_1846;
let l_1941 = l_1940 > f64(-1.1754943508222875e-38);
let l_1942 = l_1939 && l_1941;
if l_1937 {
l_mut_937 = u32(0);
} else {
let l_1943 = l_mut_937 == u32(1);
let l_1944 = l_1942 && l_1943;
if l_1944 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
}
} else {
let l_1945 = l_901 == u32(9);
if l_1945 {
a_1946[u32(0)] = u32(1);
let l_1947 = sqrt(l_918);
let l_1948 = f64(1.0) / l_1947;
let l_1949 = l_1948 * f64(1.4551915228366852e-11);
let l_1950 = abs(l_1948);
l_mut_567 = f64(1.401298464324817e-45);
let l_1951 = l_1950 >= f64(1.1754943508222875e-38);
let l_1952 = l_1950 <= f64(1.7976931348623157e308);
let l_1953 = l_1951 && l_1952;
if l_1953 {
let l_1954 = bitcast<u64>(l_1950);
let l_1955 = l_1954 >> u32(bitcast<u64>(u64(52)));
let l_1956 = l_1955 - u64(23);
let l_1957 = l_1956 << u32(bitcast<u64>(u64(52)));
let l_1958 = bitcast<f64>(l_1957);
l_mut_567 = l_1958;
}
let l_1959 = l_1948 - l_1949;
let l_1960 = abs(l_1959);
l_mut_395 = f64(1.401298464324817e-45);
let l_1961 = l_1960 >= f64(1.1754943508222875e-38);
let l_1962 = l_1960 <= f64(1.7976931348623157e308);
let l_1963 = l_1961 && l_1962;
if l_1963 {
let l_1964 = bitcast<u64>(l_1960);
let l_1965 = l_1964 >> u32(bitcast<u64>(u64(52)));
let l_1966 = l_1965 - u64(23);
let l_1967 = l_1966 << u32(bitcast<u64>(u64(52)));
let l_1968 = bitcast<f64>(l_1967);
l_mut_395 = l_1968;
}
let l_1969 = l_1948 + l_1949;
let l_1970 = abs(l_1969);
l_mut_241 = f64(1.401298464324817e-45);
let l_1971 = l_1970 >= f64(1.1754943508222875e-38);
let l_1972 = l_1970 <= f64(1.7976931348623157e308);
let l_1973 = l_1971 && l_1972;
if l_1973 {
let l_1974 = bitcast<u64>(l_1970);
let l_1975 = l_1974 >> u32(bitcast<u64>(u64(52)));
let l_1976 = l_1975 - u64(23);
let l_1977 = l_1976 << u32(bitcast<u64>(u64(52)));
let l_1978 = bitcast<f64>(l_1977);
l_mut_241 = l_1978;
}
let l_1979 = l_mut_395 == l_mut_241;
let l_1980 = !l_1979;
if l_1980 {
a_1946[u32(0)] = u32(0);
}
let l_1981 = l_907 * l_mut_567;
let l_1982 = l_1948 - l_1981;
l_mut_395 = l_1982;
if l_905 {
let l_1983 = l_1982 - l_1949;
let l_1984 = l_1983 * f64(7.1362384635298e44);
let l_1985 = floor(l_1984);
let l_1986 = l_1985 * f64(1.401298464324817e-45);
l_mut_241 = l_1986;
let l_1987 = abs(l_1983);
let l_1988 = l_1987 >= f64(1.1754943508222875e-38);
if l_1988 {
let l_1989 = f32(l_1983);
let l_1990 = f64(l_1989);
l_mut_241 = l_1990;
let l_1991 = l_mut_241 > l_1983;
if l_1991 {
let l_1992 = bitcast<u32>(l_1989);
let l_1993 = l_1992 ^ u32(2147483648);
let l_1994 = bitcast<f32>(l_1993);
let l_1995 = bitcast<u32>(l_1994);
let l_1996 = l_1995 + u32(1);
l_mut_978 = l_1996;
let l_1997 = l_1995 & u32(2147483647);
let l_1998 = l_1997 == u32(0);
if l_1998 {
l_mut_978 = u32(1);
} else {
let l_1999 = l_1995 & u32(2147483648);
let l_2000 = l_1999 != u32(0);
if l_2000 {
let l_2001 = l_1995 - u32(1);
l_mut_978 = l_2001;
} else {
let l_2002 = l_1995 == u32(2139095040);
if l_2002 {
l_mut_978 = l_1995;
}
}
}
let l_2003 = bitcast<f32>(l_mut_978);
let l_2004 = bitcast<u32>(l_2003);
let l_2005 = l_2004 ^ u32(2147483648);
let l_2006 = bitcast<f32>(l_2005);
let l_2007 = bitcast<u32>(l_2006);
let l_2008 = l_2007 & u32(2147483647);
let l_2009 = bitcast<f32>(l_2008);
let l_2010 = f64(l_2009);
l_mut_166 = l_2010;
let l_2011 = l_2008 < u32(8388608);
if l_2011 {
let l_2012 = f64(l_2008);
let l_2013 = l_2012 * f64(1.401298464324817e-45);
l_mut_166 = l_2013;
}
let l_2014 = bitcast<u64>(l_mut_166);
let l_2015 = l_2007 >> u32(31);
let l_2016 = u64(l_2015);
let l_2017 = l_2016 << u32(bitcast<u64>(u64(63)));
let l_2018 = l_2014 | l_2017;
let l_2019 = bitcast<f64>(l_2018);
l_mut_241 = l_2019;
} else {
let l_2020 = bitcast<u32>(l_1989);
let l_2021 = l_2020 + u32(1);
l_mut_978 = l_2021;
let l_2022 = l_2020 & u32(2147483647);
let l_2023 = l_2022 == u32(0);
if l_2023 {
l_mut_978 = u32(1);
} else {
let l_2024 = l_2020 & u32(2147483648);
let l_2025 = l_2024 != u32(0);
if l_2025 {
let l_2026 = l_2020 - u32(1);
l_mut_978 = l_2026;
} else {
let l_2027 = l_2020 == u32(2139095040);
if l_2027 {
l_mut_978 = l_2020;
}
}
}
let l_2028 = bitcast<f32>(l_mut_978);
let l_2029 = bitcast<u32>(l_2028);
let l_2030 = l_2029 & u32(2147483647);
let l_2031 = bitcast<f32>(l_2030);
let l_2032 = f64(l_2031);
l_mut_166 = l_2032;
let l_2033 = l_2030 < u32(8388608);
if l_2033 {
let l_2034 = f64(l_2030);
let l_2035 = l_2034 * f64(1.401298464324817e-45);
l_mut_166 = l_2035;
}
let l_2036 = bitcast<u64>(l_mut_166);
let l_2037 = l_2029 >> u32(31);
let l_2038 = u64(l_2037);
let l_2039 = l_2038 << u32(bitcast<u64>(u64(63)));
let l_2040 = l_2036 | l_2039;
let l_2041 = bitcast<f64>(l_2040);
let l_2042 = l_2041 <= l_1983;
if l_2042 {
let l_2043 = bitcast<u32>(l_1989);
let l_2044 = l_2043 + u32(1);
l_mut_978 = l_2044;
let l_2045 = l_2043 & u32(2147483647);
let l_2046 = l_2045 == u32(0);
if l_2046 {
l_mut_978 = u32(1);
} else {
let l_2047 = l_2043 & u32(2147483648);
let l_2048 = l_2047 != u32(0);
if l_2048 {
let l_2049 = l_2043 - u32(1);
l_mut_978 = l_2049;
} else {
let l_2050 = l_2043 == u32(2139095040);
if l_2050 {
l_mut_978 = l_2043;
}
}
}
let l_2051 = bitcast<f32>(l_mut_978);
let l_2052 = bitcast<u32>(l_2051);
let l_2053 = l_2052 & u32(2147483647);
let l_2054 = bitcast<f32>(l_2053);
let l_2055 = f64(l_2054);
l_mut_166 = l_2055;
let l_2056 = l_2053 < u32(8388608);
if l_2056 {
let l_2057 = f64(l_2053);
let l_2058 = l_2057 * f64(1.401298464324817e-45);
l_mut_166 = l_2058;
}
let l_2059 = bitcast<u64>(l_mut_166);
let l_2060 = l_2052 >> u32(31);
let l_2061 = u64(l_2060);
let l_2062 = l_2061 << u32(bitcast<u64>(u64(63)));
let l_2063 = l_2059 | l_2062;
let l_2064 = bitcast<f64>(l_2063);
l_mut_241 = l_2064;
}
}
}
let l_2065 = l_1982 + l_1949;
let l_2066 = l_2065 * f64(7.1362384635298e44);
let l_2067 = floor(l_2066);
let l_2068 = l_2067 * f64(1.401298464324817e-45);
l_mut_166 = l_2068;
let l_2069 = abs(l_2065);
let l_2070 = l_2069 >= f64(1.1754943508222875e-38);
if l_2070 {
let l_2071 = f32(l_2065);
let l_2072 = f64(l_2071);
l_mut_166 = l_2072;
let l_2073 = l_mut_166 > l_2065;
if l_2073 {
let l_2074 = bitcast<u32>(l_2071);
let l_2075 = l_2074 ^ u32(2147483648);
let l_2076 = bitcast<f32>(l_2075);
let l_2077 = bitcast<u32>(l_2076);
let l_2078 = l_2077 + u32(1);
l_mut_978 = l_2078;
let l_2079 = l_2077 & u32(2147483647);
let l_2080 = l_2079 == u32(0);
if l_2080 {
l_mut_978 = u32(1);
} else {
let l_2081 = l_2077 & u32(2147483648);
let l_2082 = l_2081 != u32(0);
if l_2082 {
let l_2083 = l_2077 - u32(1);
l_mut_978 = l_2083;
} else {
let l_2084 = l_2077 == u32(2139095040);
if l_2084 {
l_mut_978 = l_2077;
}
}
}
let l_2085 = bitcast<f32>(l_mut_978);
let l_2086 = bitcast<u32>(l_2085);
let l_2087 = l_2086 ^ u32(2147483648);
let l_2088 = bitcast<f32>(l_2087);
let l_2089 = bitcast<u32>(l_2088);
let l_2090 = l_2089 & u32(2147483647);
let l_2091 = bitcast<f32>(l_2090);
let l_2092 = f64(l_2091);
l_mut_2093 = l_2092;
let l_2094 = l_2090 < u32(8388608);
if l_2094 {
let l_2095 = f64(l_2090);
let l_2096 = l_2095 * f64(1.401298464324817e-45);
l_mut_2093 = l_2096;
}
let l_2097 = bitcast<u64>(l_mut_2093);
let l_2098 = l_2089 >> u32(31);
let l_2099 = u64(l_2098);
let l_2100 = l_2099 << u32(bitcast<u64>(u64(63)));
let l_2101 = l_2097 | l_2100;
let l_2102 = bitcast<f64>(l_2101);
l_mut_166 = l_2102;
} else {
let l_2103 = bitcast<u32>(l_2071);
let l_2104 = l_2103 + u32(1);
l_mut_978 = l_2104;
let l_2105 = l_2103 & u32(2147483647);
let l_2106 = l_2105 == u32(0);
if l_2106 {
l_mut_978 = u32(1);
} else {
let l_2107 = l_2103 & u32(2147483648);
let l_2108 = l_2107 != u32(0);
if l_2108 {
let l_2109 = l_2103 - u32(1);
l_mut_978 = l_2109;
} else {
let l_2110 = l_2103 == u32(2139095040);
if l_2110 {
l_mut_978 = l_2103;
}
}
}
let l_2111 = bitcast<f32>(l_mut_978);
let l_2112 = bitcast<u32>(l_2111);
let l_2113 = l_2112 & u32(2147483647);
let l_2114 = bitcast<f32>(l_2113);
let l_2115 = f64(l_2114);
l_mut_2093 = l_2115;
let l_2116 = l_2113 < u32(8388608);
if l_2116 {
let l_2117 = f64(l_2113);
let l_2118 = l_2117 * f64(1.401298464324817e-45);
l_mut_2093 = l_2118;
}
let l_2119 = bitcast<u64>(l_mut_2093);
let l_2120 = l_2112 >> u32(31);
let l_2121 = u64(l_2120);
let l_2122 = l_2121 << u32(bitcast<u64>(u64(63)));
let l_2123 = l_2119 | l_2122;
let l_2124 = bitcast<f64>(l_2123);
let l_2125 = l_2124 <= l_2065;
if l_2125 {
let l_2126 = bitcast<u32>(l_2071);
let l_2127 = l_2126 + u32(1);
l_mut_978 = l_2127;
let l_2128 = l_2126 & u32(2147483647);
let l_2129 = l_2128 == u32(0);
if l_2129 {
l_mut_978 = u32(1);
} else {
let l_2130 = l_2126 & u32(2147483648);
let l_2131 = l_2130 != u32(0);
if l_2131 {
let l_2132 = l_2126 - u32(1);
l_mut_978 = l_2132;
} else {
let l_2133 = l_2126 == u32(2139095040);
if l_2133 {
l_mut_978 = l_2126;
}
}
}
let l_2134 = bitcast<f32>(l_mut_978);
let l_2135 = bitcast<u32>(l_2134);
let l_2136 = l_2135 & u32(2147483647);
let l_2137 = bitcast<f32>(l_2136);
let l_2138 = f64(l_2137);
l_mut_2093 = l_2138;
let l_2139 = l_2136 < u32(8388608);
if l_2139 {
let l_2140 = f64(l_2136);
let l_2141 = l_2140 * f64(1.401298464324817e-45);
l_mut_2093 = l_2141;
}
let l_2142 = bitcast<u64>(l_mut_2093);
let l_2143 = l_2135 >> u32(31);
let l_2144 = u64(l_2143);
let l_2145 = l_2144 << u32(bitcast<u64>(u64(63)));
let l_2146 = l_2142 | l_2145;
let l_2147 = bitcast<f64>(l_2146);
l_mut_166 = l_2147;
}
}
}
let l_2148 = l_mut_241 == l_mut_166;
let l_2149 = !l_2148;
if l_2149 {
a_1946[u32(0)] = u32(0);
}
let l_2150 = l_1982 * f64(7.1362384635298e44);
let l_2151 = floor(l_2150);
let l_2152 = l_2151 * f64(1.401298464324817e-45);
l_mut_2093 = l_2152;
let l_2153 = abs(l_1982);
let l_2154 = l_2153 >= f64(1.1754943508222875e-38);
if l_2154 {
let l_2155 = f32(l_1982);
let l_2156 = f64(l_2155);
l_mut_2093 = l_2156;
let l_2157 = l_mut_2093 > l_1982;
if l_2157 {
let l_2158 = bitcast<u32>(l_2155);
let l_2159 = l_2158 ^ u32(2147483648);
let l_2160 = bitcast<f32>(l_2159);
let l_2161 = bitcast<u32>(l_2160);
let l_2162 = l_2161 + u32(1);
l_mut_978 = l_2162;
let l_2163 = l_2161 & u32(2147483647);
let l_2164 = l_2163 == u32(0);
if l_2164 {
l_mut_978 = u32(1);
} else {
let l_2165 = l_2161 & u32(2147483648);
let l_2166 = l_2165 != u32(0);
if l_2166 {
let l_2167 = l_2161 - u32(1);
l_mut_978 = l_2167;
} else {
let l_2168 = l_2161 == u32(2139095040);
if l_2168 {
l_mut_978 = l_2161;
}
}
}
let l_2169 = bitcast<f32>(l_mut_978);
let l_2170 = bitcast<u32>(l_2169);
let l_2171 = l_2170 ^ u32(2147483648);
let l_2172 = bitcast<f32>(l_2171);
let l_2173 = bitcast<u32>(l_2172);
let l_2174 = l_2173 & u32(2147483647);
let l_2175 = bitcast<f32>(l_2174);
let l_2176 = f64(l_2175);
l_mut_241 = l_2176;
let l_2177 = l_2174 < u32(8388608);
if l_2177 {
let l_2178 = f64(l_2174);
let l_2179 = l_2178 * f64(1.401298464324817e-45);
l_mut_241 = l_2179;
}
let l_2180 = bitcast<u64>(l_mut_241);
let l_2181 = l_2173 >> u32(31);
let l_2182 = u64(l_2181);
let l_2183 = l_2182 << u32(bitcast<u64>(u64(63)));
let l_2184 = l_2180 | l_2183;
let l_2185 = bitcast<f64>(l_2184);
l_mut_2093 = l_2185;
} else {
let l_2186 = bitcast<u32>(l_2155);
let l_2187 = l_2186 + u32(1);
l_mut_978 = l_2187;
let l_2188 = l_2186 & u32(2147483647);
let l_2189 = l_2188 == u32(0);
if l_2189 {
l_mut_978 = u32(1);
} else {
let l_2190 = l_2186 & u32(2147483648);
let l_2191 = l_2190 != u32(0);
if l_2191 {
let l_2192 = l_2186 - u32(1);
l_mut_978 = l_2192;
} else {
let l_2193 = l_2186 == u32(2139095040);
if l_2193 {
l_mut_978 = l_2186;
}
}
}
let l_2194 = bitcast<f32>(l_mut_978);
let l_2195 = bitcast<u32>(l_2194);
let l_2196 = l_2195 & u32(2147483647);
let l_2197 = bitcast<f32>(l_2196);
let l_2198 = f64(l_2197);
l_mut_241 = l_2198;
let l_2199 = l_2196 < u32(8388608);
if l_2199 {
let l_2200 = f64(l_2196);
let l_2201 = l_2200 * f64(1.401298464324817e-45);
l_mut_241 = l_2201;
}
let l_2202 = bitcast<u64>(l_mut_241);
let l_2203 = l_2195 >> u32(31);
let l_2204 = u64(l_2203);
let l_2205 = l_2204 << u32(bitcast<u64>(u64(63)));
let l_2206 = l_2202 | l_2205;
let l_2207 = bitcast<f64>(l_2206);
let l_2208 = l_2207 <= l_1982;
if l_2208 {
let l_2209 = bitcast<u32>(l_2155);
let l_2210 = l_2209 + u32(1);
l_mut_978 = l_2210;
let l_2211 = l_2209 & u32(2147483647);
let l_2212 = l_2211 == u32(0);
if l_2212 {
l_mut_978 = u32(1);
} else {
let l_2213 = l_2209 & u32(2147483648);
let l_2214 = l_2213 != u32(0);
if l_2214 {
let l_2215 = l_2209 - u32(1);
l_mut_978 = l_2215;
} else {
let l_2216 = l_2209 == u32(2139095040);
if l_2216 {
l_mut_978 = l_2209;
}
}
}
let l_2217 = bitcast<f32>(l_mut_978);
let l_2218 = bitcast<u32>(l_2217);
let l_2219 = l_2218 & u32(2147483647);
let l_2220 = bitcast<f32>(l_2219);
let l_2221 = f64(l_2220);
l_mut_241 = l_2221;
let l_2222 = l_2219 < u32(8388608);
if l_2222 {
let l_2223 = f64(l_2219);
let l_2224 = l_2223 * f64(1.401298464324817e-45);
l_mut_241 = l_2224;
}
let l_2225 = bitcast<u64>(l_mut_241);
let l_2226 = l_2218 >> u32(31);
let l_2227 = u64(l_2226);
let l_2228 = l_2227 << u32(bitcast<u64>(u64(63)));
let l_2229 = l_2225 | l_2228;
let l_2230 = bitcast<f64>(l_2229);
l_mut_2093 = l_2230;
}
}
}
l_mut_395 = l_mut_2093;
}
let l_2231 = l_907 * l_mut_567;
let l_2232 = l_1948 + l_2231;
l_mut_2093 = l_2232;
if l_905 {
let l_2233 = l_2232 - l_1949;
let l_2234 = l_2233 * f64(7.1362384635298e44);
let l_2235 = floor(l_2234);
let l_2236 = l_2235 * f64(1.401298464324817e-45);
l_mut_567 = l_2236;
let l_2237 = abs(l_2233);
let l_2238 = l_2237 >= f64(1.1754943508222875e-38);
if l_2238 {
let l_2239 = f32(l_2233);
let l_2240 = f64(l_2239);
l_mut_567 = l_2240;
let l_2241 = l_mut_567 > l_2233;
if l_2241 {
let l_2242 = bitcast<u32>(l_2239);
let l_2243 = l_2242 ^ u32(2147483648);
let l_2244 = bitcast<f32>(l_2243);
let l_2245 = bitcast<u32>(l_2244);
let l_2246 = l_2245 + u32(1);
l_mut_978 = l_2246;
let l_2247 = l_2245 & u32(2147483647);
let l_2248 = l_2247 == u32(0);
if l_2248 {
l_mut_978 = u32(1);
} else {
let l_2249 = l_2245 & u32(2147483648);
let l_2250 = l_2249 != u32(0);
if l_2250 {
let l_2251 = l_2245 - u32(1);
l_mut_978 = l_2251;
} else {
let l_2252 = l_2245 == u32(2139095040);
if l_2252 {
l_mut_978 = l_2245;
}
}
}
let l_2253 = bitcast<f32>(l_mut_978);
let l_2254 = bitcast<u32>(l_2253);
let l_2255 = l_2254 ^ u32(2147483648);
let l_2256 = bitcast<f32>(l_2255);
let l_2257 = bitcast<u32>(l_2256);
let l_2258 = l_2257 & u32(2147483647);
let l_2259 = bitcast<f32>(l_2258);
let l_2260 = f64(l_2259);
l_mut_241 = l_2260;
let l_2261 = l_2258 < u32(8388608);
if l_2261 {
let l_2262 = f64(l_2258);
let l_2263 = l_2262 * f64(1.401298464324817e-45);
l_mut_241 = l_2263;
}
let l_2264 = bitcast<u64>(l_mut_241);
let l_2265 = l_2257 >> u32(31);
let l_2266 = u64(l_2265);
let l_2267 = l_2266 << u32(bitcast<u64>(u64(63)));
let l_2268 = l_2264 | l_2267;
let l_2269 = bitcast<f64>(l_2268);
l_mut_567 = l_2269;
} else {
let l_2270 = bitcast<u32>(l_2239);
let l_2271 = l_2270 + u32(1);
l_mut_978 = l_2271;
let l_2272 = l_2270 & u32(2147483647);
let l_2273 = l_2272 == u32(0);
if l_2273 {
l_mut_978 = u32(1);
} else {
let l_2274 = l_2270 & u32(2147483648);
let l_2275 = l_2274 != u32(0);
if l_2275 {
let l_2276 = l_2270 - u32(1);
l_mut_978 = l_2276;
} else {
let l_2277 = l_2270 == u32(2139095040);
if l_2277 {
l_mut_978 = l_2270;
}
}
}
let l_2278 = bitcast<f32>(l_mut_978);
let l_2279 = bitcast<u32>(l_2278);
let l_2280 = l_2279 & u32(2147483647);
let l_2281 = bitcast<f32>(l_2280);
let l_2282 = f64(l_2281);
l_mut_241 = l_2282;
let l_2283 = l_2280 < u32(8388608);
if l_2283 {
let l_2284 = f64(l_2280);
let l_2285 = l_2284 * f64(1.401298464324817e-45);
l_mut_241 = l_2285;
}
let l_2286 = bitcast<u64>(l_mut_241);
let l_2287 = l_2279 >> u32(31);
let l_2288 = u64(l_2287);
let l_2289 = l_2288 << u32(bitcast<u64>(u64(63)));
let l_2290 = l_2286 | l_2289;
let l_2291 = bitcast<f64>(l_2290);
let l_2292 = l_2291 <= l_2233;
if l_2292 {
let l_2293 = bitcast<u32>(l_2239);
let l_2294 = l_2293 + u32(1);
l_mut_978 = l_2294;
let l_2295 = l_2293 & u32(2147483647);
let l_2296 = l_2295 == u32(0);
if l_2296 {
l_mut_978 = u32(1);
} else {
let l_2297 = l_2293 & u32(2147483648);
let l_2298 = l_2297 != u32(0);
if l_2298 {
let l_2299 = l_2293 - u32(1);
l_mut_978 = l_2299;
} else {
let l_2300 = l_2293 == u32(2139095040);
if l_2300 {
l_mut_978 = l_2293;
}
}
}
let l_2301 = bitcast<f32>(l_mut_978);
let l_2302 = bitcast<u32>(l_2301);
let l_2303 = l_2302 & u32(2147483647);
let l_2304 = bitcast<f32>(l_2303);
let l_2305 = f64(l_2304);
l_mut_241 = l_2305;
let l_2306 = l_2303 < u32(8388608);
if l_2306 {
let l_2307 = f64(l_2303);
let l_2308 = l_2307 * f64(1.401298464324817e-45);
l_mut_241 = l_2308;
}
let l_2309 = bitcast<u64>(l_mut_241);
let l_2310 = l_2302 >> u32(31);
let l_2311 = u64(l_2310);
let l_2312 = l_2311 << u32(bitcast<u64>(u64(63)));
let l_2313 = l_2309 | l_2312;
let l_2314 = bitcast<f64>(l_2313);
l_mut_567 = l_2314;
}
}
}
let l_2315 = l_2232 + l_1949;
let l_2316 = l_2315 * f64(7.1362384635298e44);
let l_2317 = floor(l_2316);
let l_2318 = l_2317 * f64(1.401298464324817e-45);
l_mut_241 = l_2318;
let l_2319 = abs(l_2315);
let l_2320 = l_2319 >= f64(1.1754943508222875e-38);
if l_2320 {
let l_2321 = f32(l_2315);
let l_2322 = f64(l_2321);
l_mut_241 = l_2322;
let l_2323 = l_mut_241 > l_2315;
if l_2323 {
let l_2324 = bitcast<u32>(l_2321);
let l_2325 = l_2324 ^ u32(2147483648);
let l_2326 = bitcast<f32>(l_2325);
let l_2327 = bitcast<u32>(l_2326);
let l_2328 = l_2327 + u32(1);
l_mut_978 = l_2328;
let l_2329 = l_2327 & u32(2147483647);
let l_2330 = l_2329 == u32(0);
if l_2330 {
l_mut_978 = u32(1);
} else {
let l_2331 = l_2327 & u32(2147483648);
let l_2332 = l_2331 != u32(0);
if l_2332 {
let l_2333 = l_2327 - u32(1);
l_mut_978 = l_2333;
} else {
let l_2334 = l_2327 == u32(2139095040);
if l_2334 {
l_mut_978 = l_2327;
}
}
}
let l_2335 = bitcast<f32>(l_mut_978);
let l_2336 = bitcast<u32>(l_2335);
let l_2337 = l_2336 ^ u32(2147483648);
let l_2338 = bitcast<f32>(l_2337);
let l_2339 = bitcast<u32>(l_2338);
let l_2340 = l_2339 & u32(2147483647);
let l_2341 = bitcast<f32>(l_2340);
let l_2342 = f64(l_2341);
l_mut_166 = l_2342;
let l_2343 = l_2340 < u32(8388608);
if l_2343 {
let l_2344 = f64(l_2340);
let l_2345 = l_2344 * f64(1.401298464324817e-45);
l_mut_166 = l_2345;
}
let l_2346 = bitcast<u64>(l_mut_166);
let l_2347 = l_2339 >> u32(31);
let l_2348 = u64(l_2347);
let l_2349 = l_2348 << u32(bitcast<u64>(u64(63)));
let l_2350 = l_2346 | l_2349;
let l_2351 = bitcast<f64>(l_2350);
l_mut_241 = l_2351;
} else {
let l_2352 = bitcast<u32>(l_2321);
let l_2353 = l_2352 + u32(1);
l_mut_978 = l_2353;
let l_2354 = l_2352 & u32(2147483647);
let l_2355 = l_2354 == u32(0);
if l_2355 {
l_mut_978 = u32(1);
} else {
let l_2356 = l_2352 & u32(2147483648);
let l_2357 = l_2356 != u32(0);
if l_2357 {
let l_2358 = l_2352 - u32(1);
l_mut_978 = l_2358;
} else {
let l_2359 = l_2352 == u32(2139095040);
if l_2359 {
l_mut_978 = l_2352;
}
}
}
let l_2360 = bitcast<f32>(l_mut_978);
let l_2361 = bitcast<u32>(l_2360);
let l_2362 = l_2361 & u32(2147483647);
let l_2363 = bitcast<f32>(l_2362);
let l_2364 = f64(l_2363);
l_mut_166 = l_2364;
let l_2365 = l_2362 < u32(8388608);
if l_2365 {
let l_2366 = f64(l_2362);
let l_2367 = l_2366 * f64(1.401298464324817e-45);
l_mut_166 = l_2367;
}
let l_2368 = bitcast<u64>(l_mut_166);
let l_2369 = l_2361 >> u32(31);
let l_2370 = u64(l_2369);
let l_2371 = l_2370 << u32(bitcast<u64>(u64(63)));
let l_2372 = l_2368 | l_2371;
let l_2373 = bitcast<f64>(l_2372);
let l_2374 = l_2373 <= l_2315;
if l_2374 {
let l_2375 = bitcast<u32>(l_2321);
let l_2376 = l_2375 + u32(1);
l_mut_978 = l_2376;
let l_2377 = l_2375 & u32(2147483647);
let l_2378 = l_2377 == u32(0);
if l_2378 {
l_mut_978 = u32(1);
} else {
let l_2379 = l_2375 & u32(2147483648);
let l_2380 = l_2379 != u32(0);
if l_2380 {
let l_2381 = l_2375 - u32(1);
l_mut_978 = l_2381;
} else {
let l_2382 = l_2375 == u32(2139095040);
if l_2382 {
l_mut_978 = l_2375;
}
}
}
let l_2383 = bitcast<f32>(l_mut_978);
let l_2384 = bitcast<u32>(l_2383);
let l_2385 = l_2384 & u32(2147483647);
let l_2386 = bitcast<f32>(l_2385);
let l_2387 = f64(l_2386);
l_mut_166 = l_2387;
let l_2388 = l_2385 < u32(8388608);
if l_2388 {
let l_2389 = f64(l_2385);
let l_2390 = l_2389 * f64(1.401298464324817e-45);
l_mut_166 = l_2390;
}
let l_2391 = bitcast<u64>(l_mut_166);
let l_2392 = l_2384 >> u32(31);
let l_2393 = u64(l_2392);
let l_2394 = l_2393 << u32(bitcast<u64>(u64(63)));
let l_2395 = l_2391 | l_2394;
let l_2396 = bitcast<f64>(l_2395);
l_mut_241 = l_2396;
}
}
}
let l_2397 = l_mut_567 == l_mut_241;
let l_2398 = !l_2397;
if l_2398 {
a_1946[u32(0)] = u32(0);
}
let l_2399 = -l_2232;
let l_2400 = l_2399 * f64(7.1362384635298e44);
let l_2401 = floor(l_2400);
let l_2402 = l_2401 * f64(1.401298464324817e-45);
l_mut_567 = l_2402;
let l_2403 = abs(l_2399);
let l_2404 = l_2403 >= f64(1.1754943508222875e-38);
if l_2404 {
let l_2405 = f32(l_2399);
let l_2406 = f64(l_2405);
l_mut_567 = l_2406;
let l_2407 = l_mut_567 > l_2399;
if l_2407 {
let l_2408 = bitcast<u32>(l_2405);
let l_2409 = l_2408 ^ u32(2147483648);
let l_2410 = bitcast<f32>(l_2409);
let l_2411 = bitcast<u32>(l_2410);
let l_2412 = l_2411 + u32(1);
l_mut_978 = l_2412;
let l_2413 = l_2411 & u32(2147483647);
let l_2414 = l_2413 == u32(0);
if l_2414 {
l_mut_978 = u32(1);
} else {
let l_2415 = l_2411 & u32(2147483648);
let l_2416 = l_2415 != u32(0);
if l_2416 {
let l_2417 = l_2411 - u32(1);
l_mut_978 = l_2417;
} else {
let l_2418 = l_2411 == u32(2139095040);
if l_2418 {
l_mut_978 = l_2411;
}
}
}
let l_2419 = bitcast<f32>(l_mut_978);
let l_2420 = bitcast<u32>(l_2419);
let l_2421 = l_2420 ^ u32(2147483648);
let l_2422 = bitcast<f32>(l_2421);
let l_2423 = bitcast<u32>(l_2422);
let l_2424 = l_2423 & u32(2147483647);
let l_2425 = bitcast<f32>(l_2424);
let l_2426 = f64(l_2425);
l_mut_241 = l_2426;
let l_2427 = l_2424 < u32(8388608);
if l_2427 {
let l_2428 = f64(l_2424);
let l_2429 = l_2428 * f64(1.401298464324817e-45);
l_mut_241 = l_2429;
}
let l_2430 = bitcast<u64>(l_mut_241);
let l_2431 = l_2423 >> u32(31);
let l_2432 = u64(l_2431);
let l_2433 = l_2432 << u32(bitcast<u64>(u64(63)));
let l_2434 = l_2430 | l_2433;
let l_2435 = bitcast<f64>(l_2434);
l_mut_567 = l_2435;
} else {
let l_2436 = bitcast<u32>(l_2405);
let l_2437 = l_2436 + u32(1);
l_mut_978 = l_2437;
let l_2438 = l_2436 & u32(2147483647);
let l_2439 = l_2438 == u32(0);
if l_2439 {
l_mut_978 = u32(1);
} else {
let l_2440 = l_2436 & u32(2147483648);
let l_2441 = l_2440 != u32(0);
if l_2441 {
let l_2442 = l_2436 - u32(1);
l_mut_978 = l_2442;
} else {
let l_2443 = l_2436 == u32(2139095040);
if l_2443 {
l_mut_978 = l_2436;
}
}
}
let l_2444 = bitcast<f32>(l_mut_978);
let l_2445 = bitcast<u32>(l_2444);
let l_2446 = l_2445 & u32(2147483647);
let l_2447 = bitcast<f32>(l_2446);
let l_2448 = f64(l_2447);
l_mut_241 = l_2448;
let l_2449 = l_2446 < u32(8388608);
if l_2449 {
let l_2450 = f64(l_2446);
let l_2451 = l_2450 * f64(1.401298464324817e-45);
l_mut_241 = l_2451;
}
let l_2452 = bitcast<u64>(l_mut_241);
let l_2453 = l_2445 >> u32(31);
let l_2454 = u64(l_2453);
let l_2455 = l_2454 << u32(bitcast<u64>(u64(63)));
let l_2456 = l_2452 | l_2455;
let l_2457 = bitcast<f64>(l_2456);
let l_2458 = l_2457 <= l_2399;
if l_2458 {
let l_2459 = bitcast<u32>(l_2405);
let l_2460 = l_2459 + u32(1);
l_mut_978 = l_2460;
let l_2461 = l_2459 & u32(2147483647);
let l_2462 = l_2461 == u32(0);
if l_2462 {
l_mut_978 = u32(1);
} else {
let l_2463 = l_2459 & u32(2147483648);
let l_2464 = l_2463 != u32(0);
if l_2464 {
let l_2465 = l_2459 - u32(1);
l_mut_978 = l_2465;
} else {
let l_2466 = l_2459 == u32(2139095040);
if l_2466 {
l_mut_978 = l_2459;
}
}
}
let l_2467 = bitcast<f32>(l_mut_978);
let l_2468 = bitcast<u32>(l_2467);
let l_2469 = l_2468 & u32(2147483647);
let l_2470 = bitcast<f32>(l_2469);
let l_2471 = f64(l_2470);
l_mut_241 = l_2471;
let l_2472 = l_2469 < u32(8388608);
if l_2472 {
let l_2473 = f64(l_2469);
let l_2474 = l_2473 * f64(1.401298464324817e-45);
l_mut_241 = l_2474;
}
let l_2475 = bitcast<u64>(l_mut_241);
let l_2476 = l_2468 >> u32(31);
let l_2477 = u64(l_2476);
let l_2478 = l_2477 << u32(bitcast<u64>(u64(63)));
let l_2479 = l_2475 | l_2478;
let l_2480 = bitcast<f64>(l_2479);
l_mut_567 = l_2480;
}
}
}
let l_2481 = -l_mut_567;
l_mut_2093 = l_2481;
}
l_mut_978 = u32(0);
let l_2482 = l_mut_395 <= f64(0.0);
let l_2483 = l_mut_2093 >= f64(0.0);
let l_2484 = l_2482 && l_2483;
let l_2485 = !l_2484;
if l_2485 {
let l_2486 = f64(1.0) / l_mut_2093;
let l_2487 = f64(1.0) / l_mut_395;
let l_2488 = abs(l_2486);
let l_2489 = l_2488 * f64(1.4551915228366852e-11);
let l_2490 = abs(l_2487);
let l_2491 = l_2490 * f64(1.4551915228366852e-11);
let l_2492 = l_2486 - l_2489;
let l_2493 = abs(l_2492);
l_mut_2093 = f64(1.401298464324817e-45);
let l_2494 = l_2493 >= f64(1.1754943508222875e-38);
let l_2495 = l_2493 <= f64(1.7976931348623157e308);
let l_2496 = l_2494 && l_2495;
if l_2496 {
let l_2497 = bitcast<u64>(l_2493);
let l_2498 = l_2497 >> u32(bitcast<u64>(u64(52)));
let l_2499 = l_2498 - u64(23);
let l_2500 = l_2499 << u32(bitcast<u64>(u64(52)));
let l_2501 = bitcast<f64>(l_2500);
l_mut_2093 = l_2501;
}
let l_2502 = l_2486 + l_2489;
let l_2503 = abs(l_2502);
l_mut_567 = f64(1.401298464324817e-45);
let l_2504 = l_2503 >= f64(1.1754943508222875e-38);
let l_2505 = l_2503 <= f64(1.7976931348623157e308);
let l_2506 = l_2504 && l_2505;
if l_2506 {
let l_2507 = bitcast<u64>(l_2503);
let l_2508 = l_2507 >> u32(bitcast<u64>(u64(52)));
let l_2509 = l_2508 - u64(23);
let l_2510 = l_2509 << u32(bitcast<u64>(u64(52)));
let l_2511 = bitcast<f64>(l_2510);
l_mut_567 = l_2511;
}
let l_2512 = l_mut_2093 == l_mut_567;
let l_2513 = !l_2512;
let l_2514 = l_2487 - l_2491;
let l_2515 = abs(l_2514);
l_mut_2093 = f64(1.401298464324817e-45);
let l_2516 = l_2515 >= f64(1.1754943508222875e-38);
let l_2517 = l_2515 <= f64(1.7976931348623157e308);
let l_2518 = l_2516 && l_2517;
if l_2518 {
let l_2519 = bitcast<u64>(l_2515);
let l_2520 = l_2519 >> u32(bitcast<u64>(u64(52)));
let l_2521 = l_2520 - u64(23);
let l_2522 = l_2521 << u32(bitcast<u64>(u64(52)));
let l_2523 = bitcast<f64>(l_2522);
l_mut_2093 = l_2523;
}
let l_2524 = l_2487 + l_2491;
let l_2525 = abs(l_2524);
l_mut_567 = f64(1.401298464324817e-45);
let l_2526 = l_2525 >= f64(1.1754943508222875e-38);
let l_2527 = l_2525 <= f64(1.7976931348623157e308);
let l_2528 = l_2526 && l_2527;
if l_2528 {
let l_2529 = bitcast<u64>(l_2525);
let l_2530 = l_2529 >> u32(bitcast<u64>(u64(52)));
let l_2531 = l_2530 - u64(23);
let l_2532 = l_2531 << u32(bitcast<u64>(u64(52)));
let l_2533 = bitcast<f64>(l_2532);
l_mut_567 = l_2533;
}
let l_2534 = l_mut_2093 == l_mut_567;
let l_2535 = !l_2534;
let l_2536 = l_2513 || l_2535;
if l_2536 {
a_1946[u32(0)] = u32(0);
}
let l_2537 = abs(l_2486);
l_mut_2093 = f64(1.401298464324817e-45);
let l_2538 = l_2537 >= f64(1.1754943508222875e-38);
let l_2539 = l_2537 <= f64(1.7976931348623157e308);
let l_2540 = l_2538 && l_2539;
if l_2540 {
let l_2541 = bitcast<u64>(l_2537);
let l_2542 = l_2541 >> u32(bitcast<u64>(u64(52)));
let l_2543 = l_2542 - u64(23);
let l_2544 = l_2543 << u32(bitcast<u64>(u64(52)));
let l_2545 = bitcast<f64>(l_2544);
l_mut_2093 = l_2545;
}
let l_2546 = l_910 * l_mut_2093;
let l_2547 = l_2486 - l_2546;
let l_2548 = abs(l_2487);
l_mut_2093 = f64(1.401298464324817e-45);
let l_2549 = l_2548 >= f64(1.1754943508222875e-38);
let l_2550 = l_2548 <= f64(1.7976931348623157e308);
let l_2551 = l_2549 && l_2550;
if l_2551 {
let l_2552 = bitcast<u64>(l_2548);
let l_2553 = l_2552 >> u32(bitcast<u64>(u64(52)));
let l_2554 = l_2553 - u64(23);
let l_2555 = l_2554 << u32(bitcast<u64>(u64(52)));
let l_2556 = bitcast<f64>(l_2555);
l_mut_2093 = l_2556;
}
let l_2557 = l_910 * l_mut_2093;
let l_2558 = l_2487 + l_2557;
let l_2559 = bitcast<u32>(l_146);
let l_2560 = l_2559 & u32(2147483647);
let l_2561 = bitcast<f32>(l_2560);
let l_2562 = f64(l_2561);
l_mut_2093 = l_2562;
let l_2563 = l_2560 < u32(8388608);
if l_2563 {
let l_2564 = f64(l_2560);
let l_2565 = l_2564 * f64(1.401298464324817e-45);
l_mut_2093 = l_2565;
}
let l_2566 = bitcast<u64>(l_mut_2093);
let l_2567 = l_2559 >> u32(31);
let l_2568 = u64(l_2567);
let l_2569 = l_2568 << u32(bitcast<u64>(u64(63)));
let l_2570 = l_2566 | l_2569;
let l_2571 = bitcast<f64>(l_2570);
let l_2572 = bitcast<u32>(l_146);
let l_2573 = l_2572 + u32(1);
l_mut_937 = l_2573;
let l_2574 = l_2572 & u32(2147483647);
let l_2575 = l_2574 == u32(0);
if l_2575 {
l_mut_937 = u32(1);
} else {
let l_2576 = l_2572 & u32(2147483648);
let l_2577 = l_2576 != u32(0);
if l_2577 {
let l_2578 = l_2572 - u32(1);
l_mut_937 = l_2578;
} else {
let l_2579 = l_2572 == u32(2139095040);
if l_2579 {
l_mut_937 = l_2572;
}
}
}
let l_2580 = bitcast<f32>(l_mut_937);
let l_2581 = bitcast<u32>(l_2580);
let l_2582 = l_2581 & u32(2147483647);
let l_2583 = bitcast<f32>(l_2582);
let l_2584 = f64(l_2583);
l_mut_2093 = l_2584;
let l_2585 = l_2582 < u32(8388608);
if l_2585 {
let l_2586 = f64(l_2582);
let l_2587 = l_2586 * f64(1.401298464324817e-45);
l_mut_2093 = l_2587;
}
let l_2588 = bitcast<u64>(l_mut_2093);
let l_2589 = l_2581 >> u32(31);
let l_2590 = u64(l_2589);
let l_2591 = l_2590 << u32(bitcast<u64>(u64(63)));
let l_2592 = l_2588 | l_2591;
let l_2593 = bitcast<f64>(l_2592);
let l_2594 = bitcast<u32>(l_146);
let l_2595 = l_2594 ^ u32(2147483648);
let l_2596 = bitcast<f32>(l_2595);
let l_2597 = bitcast<u32>(l_2596);
let l_2598 = l_2597 + u32(1);
l_mut_937 = l_2598;
let l_2599 = l_2597 & u32(2147483647);
let l_2600 = l_2599 == u32(0);
if l_2600 {
l_mut_937 = u32(1);
} else {
let l_2601 = l_2597 & u32(2147483648);
let l_2602 = l_2601 != u32(0);
if l_2602 {
let l_2603 = l_2597 - u32(1);
l_mut_937 = l_2603;
} else {
let l_2604 = l_2597 == u32(2139095040);
if l_2604 {
l_mut_937 = l_2597;
}
}
}
let l_2605 = bitcast<f32>(l_mut_937);
let l_2606 = bitcast<u32>(l_2605);
let l_2607 = l_2606 ^ u32(2147483648);
let l_2608 = bitcast<f32>(l_2607);
let l_2609 = bitcast<u32>(l_2608);
let l_2610 = l_2609 & u32(2147483647);
let l_2611 = bitcast<f32>(l_2610);
let l_2612 = f64(l_2611);
l_mut_2093 = l_2612;
let l_2613 = l_2610 < u32(8388608);
if l_2613 {
let l_2614 = f64(l_2610);
let l_2615 = l_2614 * f64(1.401298464324817e-45);
l_mut_2093 = l_2615;
}
let l_2616 = bitcast<u64>(l_mut_2093);
let l_2617 = l_2609 >> u32(31);
let l_2618 = u64(l_2617);
let l_2619 = l_2618 << u32(bitcast<u64>(u64(63)));
let l_2620 = l_2616 | l_2619;
let l_2621 = bitcast<f64>(l_2620);
let l_2622 = l_2547 + l_2489;
let l_2623 = l_2622 <= l_2571;
l_mut_1038 = l_2623;
let l_2624 = l_2547 - l_2489;
let l_2625 = l_2624 > l_2571;
l_mut_1035 = l_2625;
let l_2626 = l_2558 - l_2491;
let l_2627 = l_2626 >= l_2571;
l_mut_1032 = l_2627;
let l_2628 = l_2558 + l_2491;
let l_2629 = l_2628 < l_2571;
l_mut_1029 = l_2629;
if l_905 {
let l_2630 = l_2547 + l_2489;
let l_2631 = l_2630 < l_2593;
l_mut_1038 = l_2631;
let l_2632 = l_2547 - l_2489;
let l_2633 = l_2632 >= l_2593;
l_mut_1035 = l_2633;
let l_2634 = l_2558 - l_2491;
let l_2635 = l_2634 > l_2621;
l_mut_1032 = l_2635;
let l_2636 = l_2558 + l_2491;
let l_2637 = l_2636 <= l_2621;
l_mut_1029 = l_2637;
}
l_mut_937 = u32(2);
let l_2638 = l_mut_1035 || l_mut_1029;
if l_2638 {
l_mut_937 = u32(1);
} else {
let l_2639 = l_mut_1038 && l_mut_1032;
if l_2639 {
l_mut_937 = u32(0);
}
}
let l_2640 = bitcast<u32>(l_146);
let l_2641 = l_2640 & u32(2147483647);
let l_2642 = l_2641 == u32(0);
if l_2642 {
let l_2643 = l_2547 + l_2489;
let l_2644 = l_2643 < f64(1.1754943508222875e-38);
let l_2645 = l_2558 - l_2491;
let l_2646 = l_2645 > f64(-1.1754943508222875e-38);
let l_2647 = l_2644 && l_2646;
let l_2648 = l_2547 - l_2489;
let l_2649 = l_2648 < f64(1.1754943508222875e-38);
let l_2650 = l_2558 + l_2491;
let l_2651 = l_2650 > f64(-1.1754943508222875e-38);
let l_2652 = l_2649 && l_2651;
if l_2647 {
l_mut_937 = u32(0);
} else {
let l_2653 = l_mut_937 == u32(1);
let l_2654 = l_2652 && l_2653;
if l_2654 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
let l_2655 = a_1946[u32(0)];
let l_2656 = l_2655 == u32(0);
if l_2656 {
l_mut_978 = u32(2);
}
l_mut_379 = l_mut_978;
} else {
let l_2657 = l_901 == u32(10);
if l_2657 {
let l_2658 = sqrt(l_918);
let l_2659 = f64(1.0) / l_2658;
let l_2660 = l_2659 * f64(1.4551915228366852e-11);
let l_2661 = abs(l_2659);
l_mut_2093 = f64(1.401298464324817e-45);
let l_2662 = l_2661 >= f64(1.1754943508222875e-38);
let l_2663 = l_2661 <= f64(1.7976931348623157e308);
let l_2664 = l_2662 && l_2663;
if l_2664 {
let l_2665 = bitcast<u64>(l_2661);
let l_2666 = l_2665 >> u32(bitcast<u64>(u64(52)));
let l_2667 = l_2666 - u64(23);
let l_2668 = l_2667 << u32(bitcast<u64>(u64(52)));
let l_2669 = bitcast<f64>(l_2668);
l_mut_2093 = l_2669;
}
let l_2670 = l_907 * l_mut_2093;
let l_2671 = l_2659 - l_2670;
let l_2672 = l_918 * l_2671;
let l_2673 = l_907 * l_mut_2093;
let l_2674 = l_2659 + l_2673;
let l_2675 = l_918 * l_2674;
l_mut_978 = u32(2);
let l_2676 = l_2659 - l_2660;
let l_2677 = abs(l_2676);
l_mut_2093 = f64(1.401298464324817e-45);
let l_2678 = l_2677 >= f64(1.1754943508222875e-38);
let l_2679 = l_2677 <= f64(1.7976931348623157e308);
let l_2680 = l_2678 && l_2679;
if l_2680 {
let l_2681 = bitcast<u64>(l_2677);
let l_2682 = l_2681 >> u32(bitcast<u64>(u64(52)));
let l_2683 = l_2682 - u64(23);
let l_2684 = l_2683 << u32(bitcast<u64>(u64(52)));
let l_2685 = bitcast<f64>(l_2684);
l_mut_2093 = l_2685;
}
let l_2686 = l_2659 + l_2660;
let l_2687 = abs(l_2686);
l_mut_567 = f64(1.401298464324817e-45);
let l_2688 = l_2687 >= f64(1.1754943508222875e-38);
let l_2689 = l_2687 <= f64(1.7976931348623157e308);
let l_2690 = l_2688 && l_2689;
if l_2690 {
let l_2691 = bitcast<u64>(l_2687);
let l_2692 = l_2691 >> u32(bitcast<u64>(u64(52)));
let l_2693 = l_2692 - u64(23);
let l_2694 = l_2693 << u32(bitcast<u64>(u64(52)));
let l_2695 = bitcast<f64>(l_2694);
l_mut_567 = l_2695;
}
let l_2696 = l_mut_2093 == l_mut_567;
if l_2696 {
let l_2697 = abs(l_2672);
let l_2698 = l_2697 * f64(1.4551915228366852e-11);
let l_2699 = abs(l_2675);
let l_2700 = l_2699 * f64(1.4551915228366852e-11);
let l_2701 = bitcast<u32>(l_146);
let l_2702 = l_2701 & u32(2147483647);
let l_2703 = bitcast<f32>(l_2702);
let l_2704 = f64(l_2703);
l_mut_2093 = l_2704;
let l_2705 = l_2702 < u32(8388608);
if l_2705 {
let l_2706 = f64(l_2702);
let l_2707 = l_2706 * f64(1.401298464324817e-45);
l_mut_2093 = l_2707;
}
let l_2708 = bitcast<u64>(l_mut_2093);
let l_2709 = l_2701 >> u32(31);
let l_2710 = u64(l_2709);
let l_2711 = l_2710 << u32(bitcast<u64>(u64(63)));
let l_2712 = l_2708 | l_2711;
let l_2713 = bitcast<f64>(l_2712);
let l_2714 = bitcast<u32>(l_146);
let l_2715 = l_2714 + u32(1);
l_mut_937 = l_2715;
let l_2716 = l_2714 & u32(2147483647);
let l_2717 = l_2716 == u32(0);
if l_2717 {
l_mut_937 = u32(1);
} else {
let l_2718 = l_2714 & u32(2147483648);
let l_2719 = l_2718 != u32(0);
if l_2719 {
let l_2720 = l_2714 - u32(1);
l_mut_937 = l_2720;
} else {
let l_2721 = l_2714 == u32(2139095040);
if l_2721 {
l_mut_937 = l_2714;
}
}
}
let l_2722 = bitcast<f32>(l_mut_937);
let l_2723 = bitcast<u32>(l_2722);
let l_2724 = l_2723 & u32(2147483647);
let l_2725 = bitcast<f32>(l_2724);
let l_2726 = f64(l_2725);
l_mut_2093 = l_2726;
let l_2727 = l_2724 < u32(8388608);
if l_2727 {
let l_2728 = f64(l_2724);
let l_2729 = l_2728 * f64(1.401298464324817e-45);
l_mut_2093 = l_2729;
}
let l_2730 = bitcast<u64>(l_mut_2093);
let l_2731 = l_2723 >> u32(31);
let l_2732 = u64(l_2731);
let l_2733 = l_2732 << u32(bitcast<u64>(u64(63)));
let l_2734 = l_2730 | l_2733;
let l_2735 = bitcast<f64>(l_2734);
let l_2736 = bitcast<u32>(l_146);
let l_2737 = l_2736 ^ u32(2147483648);
let l_2738 = bitcast<f32>(l_2737);
let l_2739 = bitcast<u32>(l_2738);
let l_2740 = l_2739 + u32(1);
l_mut_937 = l_2740;
let l_2741 = l_2739 & u32(2147483647);
let l_2742 = l_2741 == u32(0);
if l_2742 {
l_mut_937 = u32(1);
} else {
let l_2743 = l_2739 & u32(2147483648);
let l_2744 = l_2743 != u32(0);
if l_2744 {
let l_2745 = l_2739 - u32(1);
l_mut_937 = l_2745;
} else {
let l_2746 = l_2739 == u32(2139095040);
if l_2746 {
l_mut_937 = l_2739;
}
}
}
let l_2747 = bitcast<f32>(l_mut_937);
let l_2748 = bitcast<u32>(l_2747);
let l_2749 = l_2748 ^ u32(2147483648);
let l_2750 = bitcast<f32>(l_2749);
let l_2751 = bitcast<u32>(l_2750);
let l_2752 = l_2751 & u32(2147483647);
let l_2753 = bitcast<f32>(l_2752);
let l_2754 = f64(l_2753);
l_mut_2093 = l_2754;
let l_2755 = l_2752 < u32(8388608);
if l_2755 {
let l_2756 = f64(l_2752);
let l_2757 = l_2756 * f64(1.401298464324817e-45);
l_mut_2093 = l_2757;
}
let l_2758 = bitcast<u64>(l_mut_2093);
let l_2759 = l_2751 >> u32(31);
let l_2760 = u64(l_2759);
let l_2761 = l_2760 << u32(bitcast<u64>(u64(63)));
let l_2762 = l_2758 | l_2761;
let l_2763 = bitcast<f64>(l_2762);
let l_2764 = l_2672 + l_2698;
let l_2765 = l_2764 <= l_2713;
l_mut_1038 = l_2765;
let l_2766 = l_2672 - l_2698;
let l_2767 = l_2766 > l_2713;
l_mut_1035 = l_2767;
let l_2768 = l_2675 - l_2700;
let l_2769 = l_2768 >= l_2713;
l_mut_1032 = l_2769;
let l_2770 = l_2675 + l_2700;
let l_2771 = l_2770 < l_2713;
l_mut_1029 = l_2771;
let l_2772 = l_2672 + l_2698;
let l_2773 = l_2772 < l_2735;
l_mut_1038 = l_2773;
let l_2774 = l_2672 - l_2698;
let l_2775 = l_2774 >= l_2735;
l_mut_1035 = l_2775;
let l_2776 = l_2675 - l_2700;
let l_2777 = l_2776 > l_2763;
l_mut_1032 = l_2777;
let l_2778 = l_2675 + l_2700;
let l_2779 = l_2778 <= l_2763;
l_mut_1029 = l_2779;
l_mut_937 = u32(2);
let l_2780 = l_mut_1035 || l_mut_1029;
if l_2780 {
l_mut_937 = u32(1);
} else {
let l_2781 = l_mut_1038 && l_mut_1032;
if l_2781 {
l_mut_937 = u32(0);
}
}
let l_2782 = bitcast<u32>(l_146);
let l_2783 = l_2782 & u32(2147483647);
let l_2784 = l_2783 == u32(0);
if l_2784 {
let l_2785 = l_2672 + l_2698;
let l_2786 = l_2785 < f64(1.1754943508222875e-38);
let l_2787 = l_2675 - l_2700;
let l_2788 = l_2787 > f64(-1.1754943508222875e-38);
let l_2789 = l_2786 && l_2788;
let l_2790 = l_2672 - l_2698;
let l_2791 = l_2790 < f64(1.1754943508222875e-38);
let l_2792 = l_2675 + l_2700;
let l_2793 = l_2792 > f64(-1.1754943508222875e-38);
let l_2794 = l_2791 && l_2793;
if l_2789 {
l_mut_937 = u32(0);
} else {
let l_2795 = l_mut_937 == u32(1);
let l_2796 = l_2794 && l_2795;
if l_2796 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_379 = l_mut_978;
} else {
let l_2797 = l_901 == u32(11);
let l_2798 = l_901 == u32(12);
let l_2799 = l_2797 || l_2798;
if l_2799 {
l_mut_379 = u32(0);
let l_2800 = l_919 <= l_913;
let l_2801 = l_901 == u32(11);
let l_2802 = l_2800 && l_2801;
if l_2802 {
let l_2803 = f32(l_918);
let l_2804 = bitcast<u32>(l_2803);
let l_2805 = l_2804 & u32(2147483647);
let l_2806 = bitcast<f32>(l_2805);
let l_2807 = f64(l_2806);
l_mut_2093 = l_2807;
let l_2808 = l_2805 < u32(8388608);
if l_2808 {
let l_2809 = f64(l_2805);
let l_2810 = l_2809 * f64(1.401298464324817e-45);
l_mut_2093 = l_2810;
}
let l_2811 = bitcast<u64>(l_mut_2093);
let l_2812 = l_2804 >> u32(31);
let l_2813 = u64(l_2812);
let l_2814 = l_2813 << u32(bitcast<u64>(u64(63)));
let l_2815 = l_2811 | l_2814;
let l_2816 = bitcast<f64>(l_2815);
let l_2817 = abs(l_2816);
l_mut_2093 = l_2817;
l_mut_978 = u32(0);
let l_2818 = l_2817 >= f64(0.785);
if l_2818 {
let l_2819 = l_2817 * f64(0.6366197723675814);
let l_2820 = l_2819 + f64(0.5);
let l_2821 = floor(l_2820);
let l_2822 = l_2821 * f64(1.570796325802803);
let l_2823 = l_2817 - l_2822;
let l_2824 = l_2823 * l_20;
let l_2825 = l_2821 * f64(9.920935796805404e-10);
let l_2826 = l_2824 - l_2825;
l_mut_2093 = l_2826;
let l_2827 = u32(l_2821);
l_mut_978 = l_2827;
}
let l_2828 = bitcast<u32>(l_2803);
let l_2829 = l_2828 >= u32(2147483648);
let l_2830 = l_mut_2093 * l_mut_2093;
let l_2831 = l_2830 * f64(1.9572941063391263e-20);
let l_2832 = f64(8.22063524662433e-18) - l_2831;
l_mut_567 = l_2832;
let l_2833 = l_mut_567 * l_2830;
let l_2834 = l_2833 - f64(2.8114572543455206e-15);
l_mut_567 = l_2834;
let l_2835 = l_mut_567 * l_2830;
let l_2836 = l_2835 + f64(7.647163731819816e-13);
l_mut_567 = l_2836;
let l_2837 = l_mut_567 * l_2830;
let l_2838 = l_2837 - f64(1.6059043836821613e-10);
l_mut_567 = l_2838;
let l_2839 = l_mut_567 * l_2830;
let l_2840 = l_2839 + f64(2.505210838544172e-8);
l_mut_567 = l_2840;
let l_2841 = l_mut_567 * l_2830;
let l_2842 = l_2841 - f64(2.7557319223985893e-6);
l_mut_567 = l_2842;
let l_2843 = l_mut_567 * l_2830;
let l_2844 = l_2843 + f64(0.0001984126984126984);
l_mut_567 = l_2844;
let l_2845 = l_mut_567 * l_2830;
let l_2846 = l_2845 - f64(0.008333333333333333);
l_mut_567 = l_2846;
let l_2847 = l_mut_567 * l_2830;
let l_2848 = l_2847 + f64(0.16666666666666666);
l_mut_567 = l_2848;
let l_2849 = f64(0.5) * l_2830;
let l_2850 = f64(1.0) - l_2849;
let l_2851 = f64(0.0) * l_2850;
let l_2852 = l_mut_2093 * l_2830;
let l_2853 = l_2852 * l_mut_567;
let l_2854 = l_2851 - l_2853;
let l_2855 = l_mut_2093 + l_2854;
let l_2856 = l_mut_2093 * l_mut_2093;
let l_2857 = l_2856 * f64(4.110317623312165e-19);
let l_2858 = l_2857 - f64(1.5619206968586225e-16);
l_mut_567 = l_2858;
let l_2859 = l_mut_567 * l_2856;
let l_2860 = l_2859 + f64(4.779477332387385e-14);
l_mut_567 = l_2860;
let l_2861 = l_mut_567 * l_2856;
let l_2862 = l_2861 - f64(1.1470745597729725e-11);
l_mut_567 = l_2862;
let l_2863 = l_mut_567 * l_2856;
let l_2864 = l_2863 + f64(2.08767569878681e-9);
l_mut_567 = l_2864;
let l_2865 = l_mut_567 * l_2856;
let l_2866 = l_2865 - f64(2.755731922398589e-7);
l_mut_567 = l_2866;
let l_2867 = l_mut_567 * l_2856;
let l_2868 = l_2867 + f64(2.48015873015873e-5);
l_mut_567 = l_2868;
let l_2869 = l_mut_567 * l_2856;
let l_2870 = l_2869 - f64(0.001388888888888889);
l_mut_567 = l_2870;
let l_2871 = l_mut_567 * l_2856;
let l_2872 = l_2871 + f64(0.041666666666666664);
l_mut_567 = l_2872;
let l_2873 = f64(0.5) * l_2856;
let l_2874 = f64(1.0) - l_2873;
let l_2875 = l_2856 * l_2856;
let l_2876 = l_2875 * l_mut_567;
let l_2877 = f64(0.0) * l_mut_2093;
let l_2878 = l_2876 - l_2877;
let l_2879 = l_2874 + l_2878;
let l_2880 = l_mut_978 & u32(1);
let l_2881 = l_2880 == u32(1);
l_mut_2093 = l_2855;
let l_2882 = l_mut_978 & u32(2);
let l_2883 = l_2882 != u32(0);
l_mut_1038 = l_2883;
let l_2884 = u32(6) == u32(6);
if l_2884 {
if l_2881 {
l_mut_2093 = l_2879;
}
} else {
let l_2885 = u32(6) == u32(7);
if l_2885 {
l_mut_2093 = l_2879;
if l_2881 {
l_mut_2093 = l_2855;
}
let l_2886 = l_mut_978 + u32(1);
let l_2887 = l_2886 & u32(2);
let l_2888 = l_2887 != u32(0);
l_mut_1038 = l_2888;
} else {
let l_2889 = l_2855 / l_2879;
l_mut_2093 = l_2889;
if l_2881 {
let l_2890 = l_2879 / l_2855;
l_mut_2093 = l_2890;
}
l_mut_1038 = l_2881;
}
}
let l_2891 = u32(6) != u32(7);
let l_2892 = l_2891 && l_2829;
if l_2892 {
let l_2893 = !l_mut_1038;
l_mut_1038 = l_2893;
}
if l_mut_1038 {
let l_2894 = -l_mut_2093;
l_mut_2093 = l_2894;
}
let l_2895 = f32(l_918);
let l_2896 = bitcast<u32>(l_2895);
let l_2897 = l_2896 & u32(2147483647);
let l_2898 = bitcast<f32>(l_2897);
let l_2899 = f64(l_2898);
l_mut_567 = l_2899;
let l_2900 = l_2897 < u32(8388608);
if l_2900 {
let l_2901 = f64(l_2897);
let l_2902 = l_2901 * f64(1.401298464324817e-45);
l_mut_567 = l_2902;
}
let l_2903 = bitcast<u64>(l_mut_567);
let l_2904 = l_2896 >> u32(31);
let l_2905 = u64(l_2904);
let l_2906 = l_2905 << u32(bitcast<u64>(u64(63)));
let l_2907 = l_2903 | l_2906;
let l_2908 = bitcast<f64>(l_2907);
let l_2909 = abs(l_2908);
l_mut_567 = l_2909;
l_mut_978 = u32(0);
let l_2910 = l_2909 >= f64(0.785);
if l_2910 {
let l_2911 = l_2909 * f64(0.6366197723675814);
let l_2912 = l_2911 + f64(0.5);
let l_2913 = floor(l_2912);
let l_2914 = l_2913 * f64(1.570796325802803);
let l_2915 = l_2909 - l_2914;
let l_2916 = l_2915 * l_20;
let l_2917 = l_2913 * f64(9.920935796805404e-10);
let l_2918 = l_2916 - l_2917;
l_mut_567 = l_2918;
let l_2919 = u32(l_2913);
l_mut_978 = l_2919;
}
let l_2920 = bitcast<u32>(l_2895);
let l_2921 = l_2920 >= u32(2147483648);
let l_2922 = l_mut_567 * l_mut_567;
let l_2923 = l_2922 * f64(1.9572941063391263e-20);
let l_2924 = f64(8.22063524662433e-18) - l_2923;
l_mut_395 = l_2924;
let l_2925 = l_mut_395 * l_2922;
let l_2926 = l_2925 - f64(2.8114572543455206e-15);
l_mut_395 = l_2926;
let l_2927 = l_mut_395 * l_2922;
let l_2928 = l_2927 + f64(7.647163731819816e-13);
l_mut_395 = l_2928;
let l_2929 = l_mut_395 * l_2922;
let l_2930 = l_2929 - f64(1.6059043836821613e-10);
l_mut_395 = l_2930;
let l_2931 = l_mut_395 * l_2922;
let l_2932 = l_2931 + f64(2.505210838544172e-8);
l_mut_395 = l_2932;
let l_2933 = l_mut_395 * l_2922;
let l_2934 = l_2933 - f64(2.7557319223985893e-6);
l_mut_395 = l_2934;
let l_2935 = l_mut_395 * l_2922;
let l_2936 = l_2935 + f64(0.0001984126984126984);
l_mut_395 = l_2936;
let l_2937 = l_mut_395 * l_2922;
let l_2938 = l_2937 - f64(0.008333333333333333);
l_mut_395 = l_2938;
let l_2939 = l_mut_395 * l_2922;
let l_2940 = l_2939 + f64(0.16666666666666666);
l_mut_395 = l_2940;
let l_2941 = f64(0.5) * l_2922;
let l_2942 = f64(1.0) - l_2941;
let l_2943 = f64(0.0) * l_2942;
let l_2944 = l_mut_567 * l_2922;
let l_2945 = l_2944 * l_mut_395;
let l_2946 = l_2943 - l_2945;
let l_2947 = l_mut_567 + l_2946;
let l_2948 = l_mut_567 * l_mut_567;
let l_2949 = l_2948 * f64(4.110317623312165e-19);
let l_2950 = l_2949 - f64(1.5619206968586225e-16);
l_mut_395 = l_2950;
let l_2951 = l_mut_395 * l_2948;
let l_2952 = l_2951 + f64(4.779477332387385e-14);
l_mut_395 = l_2952;
let l_2953 = l_mut_395 * l_2948;
let l_2954 = l_2953 - f64(1.1470745597729725e-11);
l_mut_395 = l_2954;
let l_2955 = l_mut_395 * l_2948;
let l_2956 = l_2955 + f64(2.08767569878681e-9);
l_mut_395 = l_2956;
let l_2957 = l_mut_395 * l_2948;
let l_2958 = l_2957 - f64(2.755731922398589e-7);
l_mut_395 = l_2958;
let l_2959 = l_mut_395 * l_2948;
let l_2960 = l_2959 + f64(2.48015873015873e-5);
l_mut_395 = l_2960;
let l_2961 = l_mut_395 * l_2948;
let l_2962 = l_2961 - f64(0.001388888888888889);
l_mut_395 = l_2962;
let l_2963 = l_mut_395 * l_2948;
let l_2964 = l_2963 + f64(0.041666666666666664);
l_mut_395 = l_2964;
let l_2965 = f64(0.5) * l_2948;
let l_2966 = f64(1.0) - l_2965;
let l_2967 = l_2948 * l_2948;
let l_2968 = l_2967 * l_mut_395;
let l_2969 = f64(0.0) * l_mut_567;
let l_2970 = l_2968 - l_2969;
let l_2971 = l_2966 + l_2970;
let l_2972 = l_mut_978 & u32(1);
let l_2973 = l_2972 == u32(1);
l_mut_567 = l_2947;
let l_2974 = l_mut_978 & u32(2);
let l_2975 = l_2974 != u32(0);
l_mut_1038 = l_2975;
let l_2976 = u32(7) == u32(6);
if l_2976 {
if l_2973 {
l_mut_567 = l_2971;
}
} else {
let l_2977 = u32(7) == u32(7);
if l_2977 {
l_mut_567 = l_2971;
if l_2973 {
l_mut_567 = l_2947;
}
let l_2978 = l_mut_978 + u32(1);
let l_2979 = l_2978 & u32(2);
let l_2980 = l_2979 != u32(0);
l_mut_1038 = l_2980;
} else {
let l_2981 = l_2947 / l_2971;
l_mut_567 = l_2981;
if l_2973 {
let l_2982 = l_2971 / l_2947;
l_mut_567 = l_2982;
}
l_mut_1038 = l_2973;
}
}
let l_2983 = u32(7) != u32(7);
let l_2984 = l_2983 && l_2921;
if l_2984 {
let l_2985 = !l_mut_1038;
l_mut_1038 = l_2985;
}
if l_mut_1038 {
let l_2986 = -l_mut_567;
l_mut_567 = l_2986;
}
let l_2987 = abs(l_mut_2093);
let l_2988 = l_2987 * f64(1.4551915228366852e-11);
let l_2989 = abs(l_mut_567);
let l_2990 = l_2989 * f64(1.4551915228366852e-11);
l_mut_395 = f64(1.4551915228366852e-11);
l_mut_978 = u32(2);
if l_905 {
let l_2991 = l_mut_2093 - l_907;
let l_2992 = abs(l_2991);
let l_2993 = l_2992 * f64(2.220446049250313e-16);
let l_2994 = l_2988 + l_2993;
let l_2995 = l_2991 + l_2994;
let l_2996 = -l_2995;
let l_2997 = l_2996 * f64(7.1362384635298e44);
let l_2998 = floor(l_2997);
let l_2999 = l_2998 * f64(1.401298464324817e-45);
l_mut_241 = l_2999;
let l_3000 = abs(l_2996);
let l_3001 = l_3000 >= f64(1.1754943508222875e-38);
if l_3001 {
let l_3002 = f32(l_2996);
let l_3003 = f64(l_3002);
l_mut_241 = l_3003;
let l_3004 = l_mut_241 > l_2996;
if l_3004 {
let l_3005 = bitcast<u32>(l_3002);
let l_3006 = l_3005 ^ u32(2147483648);
let l_3007 = bitcast<f32>(l_3006);
let l_3008 = bitcast<u32>(l_3007);
let l_3009 = l_3008 + u32(1);
l_mut_937 = l_3009;
let l_3010 = l_3008 & u32(2147483647);
let l_3011 = l_3010 == u32(0);
if l_3011 {
l_mut_937 = u32(1);
} else {
let l_3012 = l_3008 & u32(2147483648);
let l_3013 = l_3012 != u32(0);
if l_3013 {
let l_3014 = l_3008 - u32(1);
l_mut_937 = l_3014;
} else {
let l_3015 = l_3008 == u32(2139095040);
if l_3015 {
l_mut_937 = l_3008;
}
}
}
let l_3016 = bitcast<f32>(l_mut_937);
let l_3017 = bitcast<u32>(l_3016);
let l_3018 = l_3017 ^ u32(2147483648);
let l_3019 = bitcast<f32>(l_3018);
let l_3020 = bitcast<u32>(l_3019);
let l_3021 = l_3020 & u32(2147483647);
let l_3022 = bitcast<f32>(l_3021);
let l_3023 = f64(l_3022);
l_mut_166 = l_3023;
let l_3024 = l_3021 < u32(8388608);
if l_3024 {
let l_3025 = f64(l_3021);
let l_3026 = l_3025 * f64(1.401298464324817e-45);
l_mut_166 = l_3026;
}
let l_3027 = bitcast<u64>(l_mut_166);
let l_3028 = l_3020 >> u32(31);
let l_3029 = u64(l_3028);
let l_3030 = l_3029 << u32(bitcast<u64>(u64(63)));
let l_3031 = l_3027 | l_3030;
let l_3032 = bitcast<f64>(l_3031);
l_mut_241 = l_3032;
} else {
let l_3033 = bitcast<u32>(l_3002);
let l_3034 = l_3033 + u32(1);
l_mut_937 = l_3034;
let l_3035 = l_3033 & u32(2147483647);
let l_3036 = l_3035 == u32(0);
if l_3036 {
l_mut_937 = u32(1);
} else {
let l_3037 = l_3033 & u32(2147483648);
let l_3038 = l_3037 != u32(0);
if l_3038 {
let l_3039 = l_3033 - u32(1);
l_mut_937 = l_3039;
} else {
let l_3040 = l_3033 == u32(2139095040);
if l_3040 {
l_mut_937 = l_3033;
}
}
}
let l_3041 = bitcast<f32>(l_mut_937);
let l_3042 = bitcast<u32>(l_3041);
let l_3043 = l_3042 & u32(2147483647);
let l_3044 = bitcast<f32>(l_3043);
let l_3045 = f64(l_3044);
l_mut_166 = l_3045;
let l_3046 = l_3043 < u32(8388608);
if l_3046 {
let l_3047 = f64(l_3043);
let l_3048 = l_3047 * f64(1.401298464324817e-45);
l_mut_166 = l_3048;
}
let l_3049 = bitcast<u64>(l_mut_166);
let l_3050 = l_3042 >> u32(31);
let l_3051 = u64(l_3050);
let l_3052 = l_3051 << u32(bitcast<u64>(u64(63)));
let l_3053 = l_3049 | l_3052;
let l_3054 = bitcast<f64>(l_3053);
let l_3055 = l_3054 <= l_2996;
if l_3055 {
let l_3056 = bitcast<u32>(l_3002);
let l_3057 = l_3056 + u32(1);
l_mut_937 = l_3057;
let l_3058 = l_3056 & u32(2147483647);
let l_3059 = l_3058 == u32(0);
if l_3059 {
l_mut_937 = u32(1);
} else {
let l_3060 = l_3056 & u32(2147483648);
let l_3061 = l_3060 != u32(0);
if l_3061 {
let l_3062 = l_3056 - u32(1);
l_mut_937 = l_3062;
} else {
let l_3063 = l_3056 == u32(2139095040);
if l_3063 {
l_mut_937 = l_3056;
}
}
}
let l_3064 = bitcast<f32>(l_mut_937);
let l_3065 = bitcast<u32>(l_3064);
let l_3066 = l_3065 & u32(2147483647);
let l_3067 = bitcast<f32>(l_3066);
let l_3068 = f64(l_3067);
l_mut_166 = l_3068;
let l_3069 = l_3066 < u32(8388608);
if l_3069 {
let l_3070 = f64(l_3066);
let l_3071 = l_3070 * f64(1.401298464324817e-45);
l_mut_166 = l_3071;
}
let l_3072 = bitcast<u64>(l_mut_166);
let l_3073 = l_3065 >> u32(31);
let l_3074 = u64(l_3073);
let l_3075 = l_3074 << u32(bitcast<u64>(u64(63)));
let l_3076 = l_3072 | l_3075;
let l_3077 = bitcast<f64>(l_3076);
l_mut_241 = l_3077;
}
}
}
let l_3078 = -l_mut_241;
l_mut_241 = l_3078;
let l_3079 = bool(true) && bool(true);
if l_3079 {
let l_3080 = l_2991 + l_2994;
let l_3081 = l_3080 * f64(7.1362384635298e44);
let l_3082 = floor(l_3081);
let l_3083 = l_3082 * f64(1.401298464324817e-45);
l_mut_166 = l_3083;
let l_3084 = abs(l_3080);
let l_3085 = l_3084 >= f64(1.1754943508222875e-38);
if l_3085 {
let l_3086 = f32(l_3080);
let l_3087 = f64(l_3086);
l_mut_166 = l_3087;
let l_3088 = l_mut_166 > l_3080;
if l_3088 {
let l_3089 = bitcast<u32>(l_3086);
let l_3090 = l_3089 ^ u32(2147483648);
let l_3091 = bitcast<f32>(l_3090);
let l_3092 = bitcast<u32>(l_3091);
let l_3093 = l_3092 + u32(1);
l_mut_937 = l_3093;
let l_3094 = l_3092 & u32(2147483647);
let l_3095 = l_3094 == u32(0);
if l_3095 {
l_mut_937 = u32(1);
} else {
let l_3096 = l_3092 & u32(2147483648);
let l_3097 = l_3096 != u32(0);
if l_3097 {
let l_3098 = l_3092 - u32(1);
l_mut_937 = l_3098;
} else {
let l_3099 = l_3092 == u32(2139095040);
if l_3099 {
l_mut_937 = l_3092;
}
}
}
let l_3100 = bitcast<f32>(l_mut_937);
let l_3101 = bitcast<u32>(l_3100);
let l_3102 = l_3101 ^ u32(2147483648);
let l_3103 = bitcast<f32>(l_3102);
let l_3104 = bitcast<u32>(l_3103);
let l_3105 = l_3104 & u32(2147483647);
let l_3106 = bitcast<f32>(l_3105);
let l_3107 = f64(l_3106);
l_mut_3108 = l_3107;
let l_3109 = l_3105 < u32(8388608);
if l_3109 {
let l_3110 = f64(l_3105);
let l_3111 = l_3110 * f64(1.401298464324817e-45);
l_mut_3108 = l_3111;
}
let l_3112 = bitcast<u64>(l_mut_3108);
let l_3113 = l_3104 >> u32(31);
let l_3114 = u64(l_3113);
let l_3115 = l_3114 << u32(bitcast<u64>(u64(63)));
let l_3116 = l_3112 | l_3115;
let l_3117 = bitcast<f64>(l_3116);
l_mut_166 = l_3117;
} else {
let l_3118 = bitcast<u32>(l_3086);
let l_3119 = l_3118 + u32(1);
l_mut_937 = l_3119;
let l_3120 = l_3118 & u32(2147483647);
let l_3121 = l_3120 == u32(0);
if l_3121 {
l_mut_937 = u32(1);
} else {
let l_3122 = l_3118 & u32(2147483648);
let l_3123 = l_3122 != u32(0);
if l_3123 {
let l_3124 = l_3118 - u32(1);
l_mut_937 = l_3124;
} else {
let l_3125 = l_3118 == u32(2139095040);
if l_3125 {
l_mut_937 = l_3118;
}
}
}
let l_3126 = bitcast<f32>(l_mut_937);
let l_3127 = bitcast<u32>(l_3126);
let l_3128 = l_3127 & u32(2147483647);
let l_3129 = bitcast<f32>(l_3128);
let l_3130 = f64(l_3129);
l_mut_3108 = l_3130;
let l_3131 = l_3128 < u32(8388608);
if l_3131 {
let l_3132 = f64(l_3128);
let l_3133 = l_3132 * f64(1.401298464324817e-45);
l_mut_3108 = l_3133;
}
let l_3134 = bitcast<u64>(l_mut_3108);
let l_3135 = l_3127 >> u32(31);
let l_3136 = u64(l_3135);
let l_3137 = l_3136 << u32(bitcast<u64>(u64(63)));
let l_3138 = l_3134 | l_3137;
let l_3139 = bitcast<f64>(l_3138);
let l_3140 = l_3139 <= l_3080;
if l_3140 {
let l_3141 = bitcast<u32>(l_3086);
let l_3142 = l_3141 + u32(1);
l_mut_937 = l_3142;
let l_3143 = l_3141 & u32(2147483647);
let l_3144 = l_3143 == u32(0);
if l_3144 {
l_mut_937 = u32(1);
} else {
let l_3145 = l_3141 & u32(2147483648);
let l_3146 = l_3145 != u32(0);
if l_3146 {
let l_3147 = l_3141 - u32(1);
l_mut_937 = l_3147;
} else {
let l_3148 = l_3141 == u32(2139095040);
if l_3148 {
l_mut_937 = l_3141;
}
}
}
let l_3149 = bitcast<f32>(l_mut_937);
let l_3150 = bitcast<u32>(l_3149);
let l_3151 = l_3150 & u32(2147483647);
let l_3152 = bitcast<f32>(l_3151);
let l_3153 = f64(l_3152);
l_mut_3108 = l_3153;
let l_3154 = l_3151 < u32(8388608);
if l_3154 {
let l_3155 = f64(l_3151);
let l_3156 = l_3155 * f64(1.401298464324817e-45);
l_mut_3108 = l_3156;
}
let l_3157 = bitcast<u64>(l_mut_3108);
let l_3158 = l_3150 >> u32(31);
let l_3159 = u64(l_3158);
let l_3160 = l_3159 << u32(bitcast<u64>(u64(63)));
let l_3161 = l_3157 | l_3160;
let l_3162 = bitcast<f64>(l_3161);
l_mut_166 = l_3162;
}
}
}
l_mut_241 = l_mut_166;
} else {
let l_3163 = l_2991 - l_2994;
let l_3164 = l_3163 * f64(7.1362384635298e44);
let l_3165 = floor(l_3164);
let l_3166 = l_3165 * f64(1.401298464324817e-45);
l_mut_3108 = l_3166;
let l_3167 = abs(l_3163);
let l_3168 = l_3167 >= f64(1.1754943508222875e-38);
if l_3168 {
let l_3169 = f32(l_3163);
let l_3170 = f64(l_3169);
l_mut_3108 = l_3170;
let l_3171 = l_mut_3108 > l_3163;
if l_3171 {
let l_3172 = bitcast<u32>(l_3169);
let l_3173 = l_3172 ^ u32(2147483648);
let l_3174 = bitcast<f32>(l_3173);
let l_3175 = bitcast<u32>(l_3174);
let l_3176 = l_3175 + u32(1);
l_mut_937 = l_3176;
let l_3177 = l_3175 & u32(2147483647);
let l_3178 = l_3177 == u32(0);
if l_3178 {
l_mut_937 = u32(1);
} else {
let l_3179 = l_3175 & u32(2147483648);
let l_3180 = l_3179 != u32(0);
if l_3180 {
let l_3181 = l_3175 - u32(1);
l_mut_937 = l_3181;
} else {
let l_3182 = l_3175 == u32(2139095040);
if l_3182 {
l_mut_937 = l_3175;
}
}
}
let l_3183 = bitcast<f32>(l_mut_937);
let l_3184 = bitcast<u32>(l_3183);
let l_3185 = l_3184 ^ u32(2147483648);
let l_3186 = bitcast<f32>(l_3185);
let l_3187 = bitcast<u32>(l_3186);
let l_3188 = l_3187 & u32(2147483647);
let l_3189 = bitcast<f32>(l_3188);
let l_3190 = f64(l_3189);
l_mut_166 = l_3190;
let l_3191 = l_3188 < u32(8388608);
if l_3191 {
let l_3192 = f64(l_3188);
let l_3193 = l_3192 * f64(1.401298464324817e-45);
l_mut_166 = l_3193;
}
let l_3194 = bitcast<u64>(l_mut_166);
let l_3195 = l_3187 >> u32(31);
let l_3196 = u64(l_3195);
let l_3197 = l_3196 << u32(bitcast<u64>(u64(63)));
let l_3198 = l_3194 | l_3197;
let l_3199 = bitcast<f64>(l_3198);
l_mut_3108 = l_3199;
} else {
let l_3200 = bitcast<u32>(l_3169);
let l_3201 = l_3200 + u32(1);
l_mut_937 = l_3201;
let l_3202 = l_3200 & u32(2147483647);
let l_3203 = l_3202 == u32(0);
if l_3203 {
l_mut_937 = u32(1);
} else {
let l_3204 = l_3200 & u32(2147483648);
let l_3205 = l_3204 != u32(0);
if l_3205 {
let l_3206 = l_3200 - u32(1);
l_mut_937 = l_3206;
} else {
let l_3207 = l_3200 == u32(2139095040);
if l_3207 {
l_mut_937 = l_3200;
}
}
}
let l_3208 = bitcast<f32>(l_mut_937);
let l_3209 = bitcast<u32>(l_3208);
let l_3210 = l_3209 & u32(2147483647);
let l_3211 = bitcast<f32>(l_3210);
let l_3212 = f64(l_3211);
l_mut_166 = l_3212;
let l_3213 = l_3210 < u32(8388608);
if l_3213 {
let l_3214 = f64(l_3210);
let l_3215 = l_3214 * f64(1.401298464324817e-45);
l_mut_166 = l_3215;
}
let l_3216 = bitcast<u64>(l_mut_166);
let l_3217 = l_3209 >> u32(31);
let l_3218 = u64(l_3217);
let l_3219 = l_3218 << u32(bitcast<u64>(u64(63)));
let l_3220 = l_3216 | l_3219;
let l_3221 = bitcast<f64>(l_3220);
let l_3222 = l_3221 <= l_3163;
if l_3222 {
let l_3223 = bitcast<u32>(l_3169);
let l_3224 = l_3223 + u32(1);
l_mut_937 = l_3224;
let l_3225 = l_3223 & u32(2147483647);
let l_3226 = l_3225 == u32(0);
if l_3226 {
l_mut_937 = u32(1);
} else {
let l_3227 = l_3223 & u32(2147483648);
let l_3228 = l_3227 != u32(0);
if l_3228 {
let l_3229 = l_3223 - u32(1);
l_mut_937 = l_3229;
} else {
let l_3230 = l_3223 == u32(2139095040);
if l_3230 {
l_mut_937 = l_3223;
}
}
}
let l_3231 = bitcast<f32>(l_mut_937);
let l_3232 = bitcast<u32>(l_3231);
let l_3233 = l_3232 & u32(2147483647);
let l_3234 = bitcast<f32>(l_3233);
let l_3235 = f64(l_3234);
l_mut_166 = l_3235;
let l_3236 = l_3233 < u32(8388608);
if l_3236 {
let l_3237 = f64(l_3233);
let l_3238 = l_3237 * f64(1.401298464324817e-45);
l_mut_166 = l_3238;
}
let l_3239 = bitcast<u64>(l_mut_166);
let l_3240 = l_3232 >> u32(31);
let l_3241 = u64(l_3240);
let l_3242 = l_3241 << u32(bitcast<u64>(u64(63)));
let l_3243 = l_3239 | l_3242;
let l_3244 = bitcast<f64>(l_3243);
l_mut_3108 = l_3244;
}
}
}
l_mut_241 = l_mut_3108;
}
let l_3245 = l_mut_2093 + l_907;
let l_3246 = abs(l_3245);
let l_3247 = l_3246 * f64(2.220446049250313e-16);
let l_3248 = l_2988 + l_3247;
let l_3249 = l_3245 + l_3248;
let l_3250 = -l_3249;
let l_3251 = l_3250 * f64(7.1362384635298e44);
let l_3252 = floor(l_3251);
let l_3253 = l_3252 * f64(1.401298464324817e-45);
l_mut_3108 = l_3253;
let l_3254 = abs(l_3250);
let l_3255 = l_3254 >= f64(1.1754943508222875e-38);
if l_3255 {
let l_3256 = f32(l_3250);
let l_3257 = f64(l_3256);
l_mut_3108 = l_3257;
let l_3258 = l_mut_3108 > l_3250;
if l_3258 {
let l_3259 = bitcast<u32>(l_3256);
let l_3260 = l_3259 ^ u32(2147483648);
let l_3261 = bitcast<f32>(l_3260);
let l_3262 = bitcast<u32>(l_3261);
let l_3263 = l_3262 + u32(1);
l_mut_937 = l_3263;
let l_3264 = l_3262 & u32(2147483647);
let l_3265 = l_3264 == u32(0);
if l_3265 {
l_mut_937 = u32(1);
} else {
let l_3266 = l_3262 & u32(2147483648);
let l_3267 = l_3266 != u32(0);
if l_3267 {
let l_3268 = l_3262 - u32(1);
l_mut_937 = l_3268;
} else {
let l_3269 = l_3262 == u32(2139095040);
if l_3269 {
l_mut_937 = l_3262;
}
}
}
let l_3270 = bitcast<f32>(l_mut_937);
let l_3271 = bitcast<u32>(l_3270);
let l_3272 = l_3271 ^ u32(2147483648);
let l_3273 = bitcast<f32>(l_3272);
let l_3274 = bitcast<u32>(l_3273);
let l_3275 = l_3274 & u32(2147483647);
let l_3276 = bitcast<f32>(l_3275);
let l_3277 = f64(l_3276);
l_mut_166 = l_3277;
let l_3278 = l_3275 < u32(8388608);
if l_3278 {
let l_3279 = f64(l_3275);
let l_3280 = l_3279 * f64(1.401298464324817e-45);
l_mut_166 = l_3280;
}
let l_3281 = bitcast<u64>(l_mut_166);
let l_3282 = l_3274 >> u32(31);
let l_3283 = u64(l_3282);
let l_3284 = l_3283 << u32(bitcast<u64>(u64(63)));
let l_3285 = l_3281 | l_3284;
let l_3286 = bitcast<f64>(l_3285);
l_mut_3108 = l_3286;
} else {
let l_3287 = bitcast<u32>(l_3256);
let l_3288 = l_3287 + u32(1);
l_mut_937 = l_3288;
let l_3289 = l_3287 & u32(2147483647);
let l_3290 = l_3289 == u32(0);
if l_3290 {
l_mut_937 = u32(1);
} else {
let l_3291 = l_3287 & u32(2147483648);
let l_3292 = l_3291 != u32(0);
if l_3292 {
let l_3293 = l_3287 - u32(1);
l_mut_937 = l_3293;
} else {
let l_3294 = l_3287 == u32(2139095040);
if l_3294 {
l_mut_937 = l_3287;
}
}
}
let l_3295 = bitcast<f32>(l_mut_937);
let l_3296 = bitcast<u32>(l_3295);
let l_3297 = l_3296 & u32(2147483647);
let l_3298 = bitcast<f32>(l_3297);
let l_3299 = f64(l_3298);
l_mut_166 = l_3299;
let l_3300 = l_3297 < u32(8388608);
if l_3300 {
let l_3301 = f64(l_3297);
let l_3302 = l_3301 * f64(1.401298464324817e-45);
l_mut_166 = l_3302;
}
let l_3303 = bitcast<u64>(l_mut_166);
let l_3304 = l_3296 >> u32(31);
let l_3305 = u64(l_3304);
let l_3306 = l_3305 << u32(bitcast<u64>(u64(63)));
let l_3307 = l_3303 | l_3306;
let l_3308 = bitcast<f64>(l_3307);
let l_3309 = l_3308 <= l_3250;
if l_3309 {
let l_3310 = bitcast<u32>(l_3256);
let l_3311 = l_3310 + u32(1);
l_mut_937 = l_3311;
let l_3312 = l_3310 & u32(2147483647);
let l_3313 = l_3312 == u32(0);
if l_3313 {
l_mut_937 = u32(1);
} else {
let l_3314 = l_3310 & u32(2147483648);
let l_3315 = l_3314 != u32(0);
if l_3315 {
let l_3316 = l_3310 - u32(1);
l_mut_937 = l_3316;
} else {
let l_3317 = l_3310 == u32(2139095040);
if l_3317 {
l_mut_937 = l_3310;
}
}
}
let l_3318 = bitcast<f32>(l_mut_937);
let l_3319 = bitcast<u32>(l_3318);
let l_3320 = l_3319 & u32(2147483647);
let l_3321 = bitcast<f32>(l_3320);
let l_3322 = f64(l_3321);
l_mut_166 = l_3322;
let l_3323 = l_3320 < u32(8388608);
if l_3323 {
let l_3324 = f64(l_3320);
let l_3325 = l_3324 * f64(1.401298464324817e-45);
l_mut_166 = l_3325;
}
let l_3326 = bitcast<u64>(l_mut_166);
let l_3327 = l_3319 >> u32(31);
let l_3328 = u64(l_3327);
let l_3329 = l_3328 << u32(bitcast<u64>(u64(63)));
let l_3330 = l_3326 | l_3329;
let l_3331 = bitcast<f64>(l_3330);
l_mut_3108 = l_3331;
}
}
}
let l_3332 = -l_mut_3108;
l_mut_3108 = l_3332;
let l_3333 = bool(false) && bool(true);
if l_3333 {
let l_3334 = l_3245 + l_3248;
let l_3335 = l_3334 * f64(7.1362384635298e44);
let l_3336 = floor(l_3335);
let l_3337 = l_3336 * f64(1.401298464324817e-45);
l_mut_166 = l_3337;
let l_3338 = abs(l_3334);
let l_3339 = l_3338 >= f64(1.1754943508222875e-38);
if l_3339 {
let l_3340 = f32(l_3334);
let l_3341 = f64(l_3340);
l_mut_166 = l_3341;
let l_3342 = l_mut_166 > l_3334;
if l_3342 {
let l_3343 = bitcast<u32>(l_3340);
let l_3344 = l_3343 ^ u32(2147483648);
let l_3345 = bitcast<f32>(l_3344);
let l_3346 = bitcast<u32>(l_3345);
let l_3347 = l_3346 + u32(1);
l_mut_937 = l_3347;
let l_3348 = l_3346 & u32(2147483647);
let l_3349 = l_3348 == u32(0);
if l_3349 {
l_mut_937 = u32(1);
} else {
let l_3350 = l_3346 & u32(2147483648);
let l_3351 = l_3350 != u32(0);
if l_3351 {
let l_3352 = l_3346 - u32(1);
l_mut_937 = l_3352;
} else {
let l_3353 = l_3346 == u32(2139095040);
if l_3353 {
l_mut_937 = l_3346;
}
}
}
let l_3354 = bitcast<f32>(l_mut_937);
let l_3355 = bitcast<u32>(l_3354);
let l_3356 = l_3355 ^ u32(2147483648);
let l_3357 = bitcast<f32>(l_3356);
let l_3358 = bitcast<u32>(l_3357);
let l_3359 = l_3358 & u32(2147483647);
let l_3360 = bitcast<f32>(l_3359);
let l_3361 = f64(l_3360);
l_mut_3362 = l_3361;
let l_3363 = l_3359 < u32(8388608);
if l_3363 {
let l_3364 = f64(l_3359);
let l_3365 = l_3364 * f64(1.401298464324817e-45);
l_mut_3362 = l_3365;
}
let l_3366 = bitcast<u64>(l_mut_3362);
let l_3367 = l_3358 >> u32(31);
let l_3368 = u64(l_3367);
let l_3369 = l_3368 << u32(bitcast<u64>(u64(63)));
let l_3370 = l_3366 | l_3369;
let l_3371 = bitcast<f64>(l_3370);
l_mut_166 = l_3371;
} else {
let l_3372 = bitcast<u32>(l_3340);
let l_3373 = l_3372 + u32(1);
l_mut_937 = l_3373;
let l_3374 = l_3372 & u32(2147483647);
let l_3375 = l_3374 == u32(0);
if l_3375 {
l_mut_937 = u32(1);
} else {
let l_3376 = l_3372 & u32(2147483648);
let l_3377 = l_3376 != u32(0);
if l_3377 {
let l_3378 = l_3372 - u32(1);
l_mut_937 = l_3378;
} else {
let l_3379 = l_3372 == u32(2139095040);
if l_3379 {
l_mut_937 = l_3372;
}
}
}
let l_3380 = bitcast<f32>(l_mut_937);
let l_3381 = bitcast<u32>(l_3380);
let l_3382 = l_3381 & u32(2147483647);
let l_3383 = bitcast<f32>(l_3382);
let l_3384 = f64(l_3383);
l_mut_3362 = l_3384;
let l_3385 = l_3382 < u32(8388608);
if l_3385 {
let l_3386 = f64(l_3382);
let l_3387 = l_3386 * f64(1.401298464324817e-45);
l_mut_3362 = l_3387;
}
let l_3388 = bitcast<u64>(l_mut_3362);
let l_3389 = l_3381 >> u32(31);
let l_3390 = u64(l_3389);
let l_3391 = l_3390 << u32(bitcast<u64>(u64(63)));
let l_3392 = l_3388 | l_3391;
let l_3393 = bitcast<f64>(l_3392);
let l_3394 = l_3393 <= l_3334;
if l_3394 {
let l_3395 = bitcast<u32>(l_3340);
let l_3396 = l_3395 + u32(1);
l_mut_937 = l_3396;
let l_3397 = l_3395 & u32(2147483647);
let l_3398 = l_3397 == u32(0);
if l_3398 {
l_mut_937 = u32(1);
} else {
let l_3399 = l_3395 & u32(2147483648);
let l_3400 = l_3399 != u32(0);
if l_3400 {
let l_3401 = l_3395 - u32(1);
l_mut_937 = l_3401;
} else {
let l_3402 = l_3395 == u32(2139095040);
if l_3402 {
l_mut_937 = l_3395;
}
}
}
let l_3403 = bitcast<f32>(l_mut_937);
let l_3404 = bitcast<u32>(l_3403);
let l_3405 = l_3404 & u32(2147483647);
let l_3406 = bitcast<f32>(l_3405);
let l_3407 = f64(l_3406);
l_mut_3362 = l_3407;
let l_3408 = l_3405 < u32(8388608);
if l_3408 {
let l_3409 = f64(l_3405);
let l_3410 = l_3409 * f64(1.401298464324817e-45);
l_mut_3362 = l_3410;
}
let l_3411 = bitcast<u64>(l_mut_3362);
let l_3412 = l_3404 >> u32(31);
let l_3413 = u64(l_3412);
let l_3414 = l_3413 << u32(bitcast<u64>(u64(63)));
let l_3415 = l_3411 | l_3414;
let l_3416 = bitcast<f64>(l_3415);
l_mut_166 = l_3416;
}
}
}
l_mut_3108 = l_mut_166;
} else {
let l_3417 = l_3245 - l_3248;
let l_3418 = -l_3417;
let l_3419 = l_3418 * f64(7.1362384635298e44);
let l_3420 = floor(l_3419);
let l_3421 = l_3420 * f64(1.401298464324817e-45);
l_mut_3362 = l_3421;
let l_3422 = abs(l_3418);
let l_3423 = l_3422 >= f64(1.1754943508222875e-38);
if l_3423 {
let l_3424 = f32(l_3418);
let l_3425 = f64(l_3424);
l_mut_3362 = l_3425;
let l_3426 = l_mut_3362 > l_3418;
if l_3426 {
let l_3427 = bitcast<u32>(l_3424);
let l_3428 = l_3427 ^ u32(2147483648);
let l_3429 = bitcast<f32>(l_3428);
let l_3430 = bitcast<u32>(l_3429);
let l_3431 = l_3430 + u32(1);
l_mut_937 = l_3431;
let l_3432 = l_3430 & u32(2147483647);
let l_3433 = l_3432 == u32(0);
if l_3433 {
l_mut_937 = u32(1);
} else {
let l_3434 = l_3430 & u32(2147483648);
let l_3435 = l_3434 != u32(0);
if l_3435 {
let l_3436 = l_3430 - u32(1);
l_mut_937 = l_3436;
} else {
let l_3437 = l_3430 == u32(2139095040);
if l_3437 {
l_mut_937 = l_3430;
}
}
}
let l_3438 = bitcast<f32>(l_mut_937);
let l_3439 = bitcast<u32>(l_3438);
let l_3440 = l_3439 ^ u32(2147483648);
let l_3441 = bitcast<f32>(l_3440);
let l_3442 = bitcast<u32>(l_3441);
let l_3443 = l_3442 & u32(2147483647);
let l_3444 = bitcast<f32>(l_3443);
let l_3445 = f64(l_3444);
l_mut_166 = l_3445;
let l_3446 = l_3443 < u32(8388608);
if l_3446 {
let l_3447 = f64(l_3443);
let l_3448 = l_3447 * f64(1.401298464324817e-45);
l_mut_166 = l_3448;
}
let l_3449 = bitcast<u64>(l_mut_166);
let l_3450 = l_3442 >> u32(31);
let l_3451 = u64(l_3450);
let l_3452 = l_3451 << u32(bitcast<u64>(u64(63)));
let l_3453 = l_3449 | l_3452;
let l_3454 = bitcast<f64>(l_3453);
l_mut_3362 = l_3454;
} else {
let l_3455 = bitcast<u32>(l_3424);
let l_3456 = l_3455 + u32(1);
l_mut_937 = l_3456;
let l_3457 = l_3455 & u32(2147483647);
let l_3458 = l_3457 == u32(0);
if l_3458 {
l_mut_937 = u32(1);
} else {
let l_3459 = l_3455 & u32(2147483648);
let l_3460 = l_3459 != u32(0);
if l_3460 {
let l_3461 = l_3455 - u32(1);
l_mut_937 = l_3461;
} else {
let l_3462 = l_3455 == u32(2139095040);
if l_3462 {
l_mut_937 = l_3455;
}
}
}
let l_3463 = bitcast<f32>(l_mut_937);
let l_3464 = bitcast<u32>(l_3463);
let l_3465 = l_3464 & u32(2147483647);
let l_3466 = bitcast<f32>(l_3465);
let l_3467 = f64(l_3466);
l_mut_166 = l_3467;
let l_3468 = l_3465 < u32(8388608);
if l_3468 {
let l_3469 = f64(l_3465);
let l_3470 = l_3469 * f64(1.401298464324817e-45);
l_mut_166 = l_3470;
}
let l_3471 = bitcast<u64>(l_mut_166);
let l_3472 = l_3464 >> u32(31);
let l_3473 = u64(l_3472);
let l_3474 = l_3473 << u32(bitcast<u64>(u64(63)));
let l_3475 = l_3471 | l_3474;
let l_3476 = bitcast<f64>(l_3475);
let l_3477 = l_3476 <= l_3418;
if l_3477 {
let l_3478 = bitcast<u32>(l_3424);
let l_3479 = l_3478 + u32(1);
l_mut_937 = l_3479;
let l_3480 = l_3478 & u32(2147483647);
let l_3481 = l_3480 == u32(0);
if l_3481 {
l_mut_937 = u32(1);
} else {
let l_3482 = l_3478 & u32(2147483648);
let l_3483 = l_3482 != u32(0);
if l_3483 {
let l_3484 = l_3478 - u32(1);
l_mut_937 = l_3484;
} else {
let l_3485 = l_3478 == u32(2139095040);
if l_3485 {
l_mut_937 = l_3478;
}
}
}
let l_3486 = bitcast<f32>(l_mut_937);
let l_3487 = bitcast<u32>(l_3486);
let l_3488 = l_3487 & u32(2147483647);
let l_3489 = bitcast<f32>(l_3488);
let l_3490 = f64(l_3489);
l_mut_166 = l_3490;
let l_3491 = l_3488 < u32(8388608);
if l_3491 {
let l_3492 = f64(l_3488);
let l_3493 = l_3492 * f64(1.401298464324817e-45);
l_mut_166 = l_3493;
}
let l_3494 = bitcast<u64>(l_mut_166);
let l_3495 = l_3487 >> u32(31);
let l_3496 = u64(l_3495);
let l_3497 = l_3496 << u32(bitcast<u64>(u64(63)));
let l_3498 = l_3494 | l_3497;
let l_3499 = bitcast<f64>(l_3498);
l_mut_3362 = l_3499;
}
}
}
let l_3500 = -l_mut_3362;
l_mut_3108 = l_3500;
}
let l_3501 = l_mut_567 - l_907;
let l_3502 = abs(l_3501);
let l_3503 = l_3502 * f64(2.220446049250313e-16);
let l_3504 = l_2990 + l_3503;
let l_3505 = l_3501 + l_3504;
let l_3506 = -l_3505;
let l_3507 = l_3506 * f64(7.1362384635298e44);
let l_3508 = floor(l_3507);
let l_3509 = l_3508 * f64(1.401298464324817e-45);
l_mut_3362 = l_3509;
let l_3510 = abs(l_3506);
let l_3511 = l_3510 >= f64(1.1754943508222875e-38);
if l_3511 {
let l_3512 = f32(l_3506);
let l_3513 = f64(l_3512);
l_mut_3362 = l_3513;
let l_3514 = l_mut_3362 > l_3506;
if l_3514 {
let l_3515 = bitcast<u32>(l_3512);
let l_3516 = l_3515 ^ u32(2147483648);
let l_3517 = bitcast<f32>(l_3516);
let l_3518 = bitcast<u32>(l_3517);
let l_3519 = l_3518 + u32(1);
l_mut_937 = l_3519;
let l_3520 = l_3518 & u32(2147483647);
let l_3521 = l_3520 == u32(0);
if l_3521 {
l_mut_937 = u32(1);
} else {
let l_3522 = l_3518 & u32(2147483648);
let l_3523 = l_3522 != u32(0);
if l_3523 {
let l_3524 = l_3518 - u32(1);
l_mut_937 = l_3524;
} else {
let l_3525 = l_3518 == u32(2139095040);
if l_3525 {
l_mut_937 = l_3518;
}
}
}
let l_3526 = bitcast<f32>(l_mut_937);
let l_3527 = bitcast<u32>(l_3526);
let l_3528 = l_3527 ^ u32(2147483648);
let l_3529 = bitcast<f32>(l_3528);
let l_3530 = bitcast<u32>(l_3529);
let l_3531 = l_3530 & u32(2147483647);
let l_3532 = bitcast<f32>(l_3531);
let l_3533 = f64(l_3532);
l_mut_166 = l_3533;
let l_3534 = l_3531 < u32(8388608);
if l_3534 {
let l_3535 = f64(l_3531);
let l_3536 = l_3535 * f64(1.401298464324817e-45);
l_mut_166 = l_3536;
}
let l_3537 = bitcast<u64>(l_mut_166);
let l_3538 = l_3530 >> u32(31);
let l_3539 = u64(l_3538);
let l_3540 = l_3539 << u32(bitcast<u64>(u64(63)));
let l_3541 = l_3537 | l_3540;
let l_3542 = bitcast<f64>(l_3541);
l_mut_3362 = l_3542;
} else {
let l_3543 = bitcast<u32>(l_3512);
let l_3544 = l_3543 + u32(1);
l_mut_937 = l_3544;
let l_3545 = l_3543 & u32(2147483647);
let l_3546 = l_3545 == u32(0);
if l_3546 {
l_mut_937 = u32(1);
} else {
let l_3547 = l_3543 & u32(2147483648);
let l_3548 = l_3547 != u32(0);
if l_3548 {
let l_3549 = l_3543 - u32(1);
l_mut_937 = l_3549;
} else {
let l_3550 = l_3543 == u32(2139095040);
if l_3550 {
l_mut_937 = l_3543;
}
}
}
let l_3551 = bitcast<f32>(l_mut_937);
let l_3552 = bitcast<u32>(l_3551);
let l_3553 = l_3552 & u32(2147483647);
let l_3554 = bitcast<f32>(l_3553);
let l_3555 = f64(l_3554);
l_mut_166 = l_3555;
let l_3556 = l_3553 < u32(8388608);
if l_3556 {
let l_3557 = f64(l_3553);
let l_3558 = l_3557 * f64(1.401298464324817e-45);
l_mut_166 = l_3558;
}
let l_3559 = bitcast<u64>(l_mut_166);
let l_3560 = l_3552 >> u32(31);
let l_3561 = u64(l_3560);
let l_3562 = l_3561 << u32(bitcast<u64>(u64(63)));
let l_3563 = l_3559 | l_3562;
let l_3564 = bitcast<f64>(l_3563);
let l_3565 = l_3564 <= l_3506;
if l_3565 {
let l_3566 = bitcast<u32>(l_3512);
let l_3567 = l_3566 + u32(1);
l_mut_937 = l_3567;
let l_3568 = l_3566 & u32(2147483647);
let l_3569 = l_3568 == u32(0);
if l_3569 {
l_mut_937 = u32(1);
} else {
let l_3570 = l_3566 & u32(2147483648);
let l_3571 = l_3570 != u32(0);
if l_3571 {
let l_3572 = l_3566 - u32(1);
l_mut_937 = l_3572;
} else {
let l_3573 = l_3566 == u32(2139095040);
if l_3573 {
l_mut_937 = l_3566;
}
}
}
let l_3574 = bitcast<f32>(l_mut_937);
let l_3575 = bitcast<u32>(l_3574);
let l_3576 = l_3575 & u32(2147483647);
let l_3577 = bitcast<f32>(l_3576);
let l_3578 = f64(l_3577);
l_mut_166 = l_3578;
let l_3579 = l_3576 < u32(8388608);
if l_3579 {
let l_3580 = f64(l_3576);
let l_3581 = l_3580 * f64(1.401298464324817e-45);
l_mut_166 = l_3581;
}
let l_3582 = bitcast<u64>(l_mut_166);
let l_3583 = l_3575 >> u32(31);
let l_3584 = u64(l_3583);
let l_3585 = l_3584 << u32(bitcast<u64>(u64(63)));
let l_3586 = l_3582 | l_3585;
let l_3587 = bitcast<f64>(l_3586);
l_mut_3362 = l_3587;
}
}
}
let l_3588 = -l_mut_3362;
l_mut_3362 = l_3588;
let l_3589 = bool(true) && bool(true);
if l_3589 {
let l_3590 = l_3501 + l_3504;
let l_3591 = l_3590 * f64(7.1362384635298e44);
let l_3592 = floor(l_3591);
let l_3593 = l_3592 * f64(1.401298464324817e-45);
l_mut_166 = l_3593;
let l_3594 = abs(l_3590);
let l_3595 = l_3594 >= f64(1.1754943508222875e-38);
if l_3595 {
let l_3596 = f32(l_3590);
let l_3597 = f64(l_3596);
l_mut_166 = l_3597;
let l_3598 = l_mut_166 > l_3590;
if l_3598 {
let l_3599 = bitcast<u32>(l_3596);
let l_3600 = l_3599 ^ u32(2147483648);
let l_3601 = bitcast<f32>(l_3600);
let l_3602 = bitcast<u32>(l_3601);
let l_3603 = l_3602 + u32(1);
l_mut_937 = l_3603;
let l_3604 = l_3602 & u32(2147483647);
let l_3605 = l_3604 == u32(0);
if l_3605 {
l_mut_937 = u32(1);
} else {
let l_3606 = l_3602 & u32(2147483648);
let l_3607 = l_3606 != u32(0);
if l_3607 {
let l_3608 = l_3602 - u32(1);
l_mut_937 = l_3608;
} else {
let l_3609 = l_3602 == u32(2139095040);
if l_3609 {
l_mut_937 = l_3602;
}
}
}
let l_3610 = bitcast<f32>(l_mut_937);
let l_3611 = bitcast<u32>(l_3610);
let l_3612 = l_3611 ^ u32(2147483648);
let l_3613 = bitcast<f32>(l_3612);
let l_3614 = bitcast<u32>(l_3613);
let l_3615 = l_3614 & u32(2147483647);
let l_3616 = bitcast<f32>(l_3615);
let l_3617 = f64(l_3616);
l_mut_3618 = l_3617;
let l_3619 = l_3615 < u32(8388608);
if l_3619 {
let l_3620 = f64(l_3615);
let l_3621 = l_3620 * f64(1.401298464324817e-45);
l_mut_3618 = l_3621;
}
let l_3622 = bitcast<u64>(l_mut_3618);
let l_3623 = l_3614 >> u32(31);
let l_3624 = u64(l_3623);
let l_3625 = l_3624 << u32(bitcast<u64>(u64(63)));
let l_3626 = l_3622 | l_3625;
let l_3627 = bitcast<f64>(l_3626);
l_mut_166 = l_3627;
} else {
let l_3628 = bitcast<u32>(l_3596);
let l_3629 = l_3628 + u32(1);
l_mut_937 = l_3629;
let l_3630 = l_3628 & u32(2147483647);
let l_3631 = l_3630 == u32(0);
if l_3631 {
l_mut_937 = u32(1);
} else {
let l_3632 = l_3628 & u32(2147483648);
let l_3633 = l_3632 != u32(0);
if l_3633 {
let l_3634 = l_3628 - u32(1);
l_mut_937 = l_3634;
} else {
let l_3635 = l_3628 == u32(2139095040);
if l_3635 {
l_mut_937 = l_3628;
}
}
}
let l_3636 = bitcast<f32>(l_mut_937);
let l_3637 = bitcast<u32>(l_3636);
let l_3638 = l_3637 & u32(2147483647);
let l_3639 = bitcast<f32>(l_3638);
let l_3640 = f64(l_3639);
l_mut_3618 = l_3640;
let l_3641 = l_3638 < u32(8388608);
if l_3641 {
let l_3642 = f64(l_3638);
let l_3643 = l_3642 * f64(1.401298464324817e-45);
l_mut_3618 = l_3643;
}
let l_3644 = bitcast<u64>(l_mut_3618);
let l_3645 = l_3637 >> u32(31);
let l_3646 = u64(l_3645);
let l_3647 = l_3646 << u32(bitcast<u64>(u64(63)));
let l_3648 = l_3644 | l_3647;
let l_3649 = bitcast<f64>(l_3648);
let l_3650 = l_3649 <= l_3590;
if l_3650 {
let l_3651 = bitcast<u32>(l_3596);
let l_3652 = l_3651 + u32(1);
l_mut_937 = l_3652;
let l_3653 = l_3651 & u32(2147483647);
let l_3654 = l_3653 == u32(0);
if l_3654 {
l_mut_937 = u32(1);
} else {
let l_3655 = l_3651 & u32(2147483648);
let l_3656 = l_3655 != u32(0);
if l_3656 {
let l_3657 = l_3651 - u32(1);
l_mut_937 = l_3657;
} else {
let l_3658 = l_3651 == u32(2139095040);
if l_3658 {
l_mut_937 = l_3651;
}
}
}
let l_3659 = bitcast<f32>(l_mut_937);
let l_3660 = bitcast<u32>(l_3659);
let l_3661 = l_3660 & u32(2147483647);
let l_3662 = bitcast<f32>(l_3661);
let l_3663 = f64(l_3662);
l_mut_3618 = l_3663;
let l_3664 = l_3661 < u32(8388608);
if l_3664 {
let l_3665 = f64(l_3661);
let l_3666 = l_3665 * f64(1.401298464324817e-45);
l_mut_3618 = l_3666;
}
let l_3667 = bitcast<u64>(l_mut_3618);
let l_3668 = l_3660 >> u32(31);
let l_3669 = u64(l_3668);
let l_3670 = l_3669 << u32(bitcast<u64>(u64(63)));
let l_3671 = l_3667 | l_3670;
let l_3672 = bitcast<f64>(l_3671);
l_mut_166 = l_3672;
}
}
}
l_mut_3362 = l_mut_166;
} else {
let l_3673 = l_3501 - l_3504;
let l_3674 = l_3673 * f64(7.1362384635298e44);
let l_3675 = floor(l_3674);
let l_3676 = l_3675 * f64(1.401298464324817e-45);
l_mut_3618 = l_3676;
let l_3677 = abs(l_3673);
let l_3678 = l_3677 >= f64(1.1754943508222875e-38);
if l_3678 {
let l_3679 = f32(l_3673);
let l_3680 = f64(l_3679);
l_mut_3618 = l_3680;
let l_3681 = l_mut_3618 > l_3673;
if l_3681 {
let l_3682 = bitcast<u32>(l_3679);
let l_3683 = l_3682 ^ u32(2147483648);
let l_3684 = bitcast<f32>(l_3683);
let l_3685 = bitcast<u32>(l_3684);
let l_3686 = l_3685 + u32(1);
l_mut_937 = l_3686;
let l_3687 = l_3685 & u32(2147483647);
let l_3688 = l_3687 == u32(0);
if l_3688 {
l_mut_937 = u32(1);
} else {
let l_3689 = l_3685 & u32(2147483648);
let l_3690 = l_3689 != u32(0);
if l_3690 {
let l_3691 = l_3685 - u32(1);
l_mut_937 = l_3691;
} else {
let l_3692 = l_3685 == u32(2139095040);
if l_3692 {
l_mut_937 = l_3685;
}
}
}
let l_3693 = bitcast<f32>(l_mut_937);
let l_3694 = bitcast<u32>(l_3693);
let l_3695 = l_3694 ^ u32(2147483648);
let l_3696 = bitcast<f32>(l_3695);
let l_3697 = bitcast<u32>(l_3696);
let l_3698 = l_3697 & u32(2147483647);
let l_3699 = bitcast<f32>(l_3698);
let l_3700 = f64(l_3699);
l_mut_166 = l_3700;
let l_3701 = l_3698 < u32(8388608);
if l_3701 {
let l_3702 = f64(l_3698);
let l_3703 = l_3702 * f64(1.401298464324817e-45);
l_mut_166 = l_3703;
}
let l_3704 = bitcast<u64>(l_mut_166);
let l_3705 = l_3697 >> u32(31);
let l_3706 = u64(l_3705);
let l_3707 = l_3706 << u32(bitcast<u64>(u64(63)));
let l_3708 = l_3704 | l_3707;
let l_3709 = bitcast<f64>(l_3708);
l_mut_3618 = l_3709;
} else {
let l_3710 = bitcast<u32>(l_3679);
let l_3711 = l_3710 + u32(1);
l_mut_937 = l_3711;
let l_3712 = l_3710 & u32(2147483647);
let l_3713 = l_3712 == u32(0);
if l_3713 {
l_mut_937 = u32(1);
} else {
let l_3714 = l_3710 & u32(2147483648);
let l_3715 = l_3714 != u32(0);
if l_3715 {
let l_3716 = l_3710 - u32(1);
l_mut_937 = l_3716;
} else {
let l_3717 = l_3710 == u32(2139095040);
if l_3717 {
l_mut_937 = l_3710;
}
}
}
let l_3718 = bitcast<f32>(l_mut_937);
let l_3719 = bitcast<u32>(l_3718);
let l_3720 = l_3719 & u32(2147483647);
let l_3721 = bitcast<f32>(l_3720);
let l_3722 = f64(l_3721);
l_mut_166 = l_3722;
let l_3723 = l_3720 < u32(8388608);
if l_3723 {
let l_3724 = f64(l_3720);
let l_3725 = l_3724 * f64(1.401298464324817e-45);
l_mut_166 = l_3725;
}
let l_3726 = bitcast<u64>(l_mut_166);
let l_3727 = l_3719 >> u32(31);
let l_3728 = u64(l_3727);
let l_3729 = l_3728 << u32(bitcast<u64>(u64(63)));
let l_3730 = l_3726 | l_3729;
let l_3731 = bitcast<f64>(l_3730);
let l_3732 = l_3731 <= l_3673;
if l_3732 {
let l_3733 = bitcast<u32>(l_3679);
let l_3734 = l_3733 + u32(1);
l_mut_937 = l_3734;
let l_3735 = l_3733 & u32(2147483647);
let l_3736 = l_3735 == u32(0);
if l_3736 {
l_mut_937 = u32(1);
} else {
let l_3737 = l_3733 & u32(2147483648);
let l_3738 = l_3737 != u32(0);
if l_3738 {
let l_3739 = l_3733 - u32(1);
l_mut_937 = l_3739;
} else {
let l_3740 = l_3733 == u32(2139095040);
if l_3740 {
l_mut_937 = l_3733;
}
}
}
let l_3741 = bitcast<f32>(l_mut_937);
let l_3742 = bitcast<u32>(l_3741);
let l_3743 = l_3742 & u32(2147483647);
let l_3744 = bitcast<f32>(l_3743);
let l_3745 = f64(l_3744);
l_mut_166 = l_3745;
let l_3746 = l_3743 < u32(8388608);
if l_3746 {
let l_3747 = f64(l_3743);
let l_3748 = l_3747 * f64(1.401298464324817e-45);
l_mut_166 = l_3748;
}
let l_3749 = bitcast<u64>(l_mut_166);
let l_3750 = l_3742 >> u32(31);
let l_3751 = u64(l_3750);
let l_3752 = l_3751 << u32(bitcast<u64>(u64(63)));
let l_3753 = l_3749 | l_3752;
let l_3754 = bitcast<f64>(l_3753);
l_mut_3618 = l_3754;
}
}
}
l_mut_3362 = l_mut_3618;
}
let l_3755 = l_mut_567 + l_907;
let l_3756 = abs(l_3755);
let l_3757 = l_3756 * f64(2.220446049250313e-16);
let l_3758 = l_2990 + l_3757;
let l_3759 = l_3755 + l_3758;
let l_3760 = -l_3759;
let l_3761 = l_3760 * f64(7.1362384635298e44);
let l_3762 = floor(l_3761);
let l_3763 = l_3762 * f64(1.401298464324817e-45);
l_mut_3618 = l_3763;
let l_3764 = abs(l_3760);
let l_3765 = l_3764 >= f64(1.1754943508222875e-38);
if l_3765 {
let l_3766 = f32(l_3760);
let l_3767 = f64(l_3766);
l_mut_3618 = l_3767;
let l_3768 = l_mut_3618 > l_3760;
if l_3768 {
let l_3769 = bitcast<u32>(l_3766);
let l_3770 = l_3769 ^ u32(2147483648);
let l_3771 = bitcast<f32>(l_3770);
let l_3772 = bitcast<u32>(l_3771);
let l_3773 = l_3772 + u32(1);
l_mut_937 = l_3773;
let l_3774 = l_3772 & u32(2147483647);
let l_3775 = l_3774 == u32(0);
if l_3775 {
l_mut_937 = u32(1);
} else {
let l_3776 = l_3772 & u32(2147483648);
let l_3777 = l_3776 != u32(0);
if l_3777 {
let l_3778 = l_3772 - u32(1);
l_mut_937 = l_3778;
} else {
let l_3779 = l_3772 == u32(2139095040);
if l_3779 {
l_mut_937 = l_3772;
}
}
}
let l_3780 = bitcast<f32>(l_mut_937);
let l_3781 = bitcast<u32>(l_3780);
let l_3782 = l_3781 ^ u32(2147483648);
let l_3783 = bitcast<f32>(l_3782);
let l_3784 = bitcast<u32>(l_3783);
let l_3785 = l_3784 & u32(2147483647);
let l_3786 = bitcast<f32>(l_3785);
let l_3787 = f64(l_3786);
l_mut_166 = l_3787;
let l_3788 = l_3785 < u32(8388608);
if l_3788 {
let l_3789 = f64(l_3785);
let l_3790 = l_3789 * f64(1.401298464324817e-45);
l_mut_166 = l_3790;
}
let l_3791 = bitcast<u64>(l_mut_166);
let l_3792 = l_3784 >> u32(31);
let l_3793 = u64(l_3792);
let l_3794 = l_3793 << u32(bitcast<u64>(u64(63)));
let l_3795 = l_3791 | l_3794;
let l_3796 = bitcast<f64>(l_3795);
l_mut_3618 = l_3796;
} else {
let l_3797 = bitcast<u32>(l_3766);
let l_3798 = l_3797 + u32(1);
l_mut_937 = l_3798;
let l_3799 = l_3797 & u32(2147483647);
let l_3800 = l_3799 == u32(0);
if l_3800 {
l_mut_937 = u32(1);
} else {
let l_3801 = l_3797 & u32(2147483648);
let l_3802 = l_3801 != u32(0);
if l_3802 {
let l_3803 = l_3797 - u32(1);
l_mut_937 = l_3803;
} else {
let l_3804 = l_3797 == u32(2139095040);
if l_3804 {
l_mut_937 = l_3797;
}
}
}
let l_3805 = bitcast<f32>(l_mut_937);
let l_3806 = bitcast<u32>(l_3805);
let l_3807 = l_3806 & u32(2147483647);
let l_3808 = bitcast<f32>(l_3807);
let l_3809 = f64(l_3808);
l_mut_166 = l_3809;
let l_3810 = l_3807 < u32(8388608);
if l_3810 {
let l_3811 = f64(l_3807);
let l_3812 = l_3811 * f64(1.401298464324817e-45);
l_mut_166 = l_3812;
}
let l_3813 = bitcast<u64>(l_mut_166);
let l_3814 = l_3806 >> u32(31);
let l_3815 = u64(l_3814);
let l_3816 = l_3815 << u32(bitcast<u64>(u64(63)));
let l_3817 = l_3813 | l_3816;
let l_3818 = bitcast<f64>(l_3817);
let l_3819 = l_3818 <= l_3760;
if l_3819 {
let l_3820 = bitcast<u32>(l_3766);
let l_3821 = l_3820 + u32(1);
l_mut_937 = l_3821;
let l_3822 = l_3820 & u32(2147483647);
let l_3823 = l_3822 == u32(0);
if l_3823 {
l_mut_937 = u32(1);
} else {
let l_3824 = l_3820 & u32(2147483648);
let l_3825 = l_3824 != u32(0);
if l_3825 {
let l_3826 = l_3820 - u32(1);
l_mut_937 = l_3826;
} else {
let l_3827 = l_3820 == u32(2139095040);
if l_3827 {
l_mut_937 = l_3820;
}
}
}
let l_3828 = bitcast<f32>(l_mut_937);
let l_3829 = bitcast<u32>(l_3828);
let l_3830 = l_3829 & u32(2147483647);
let l_3831 = bitcast<f32>(l_3830);
let l_3832 = f64(l_3831);
l_mut_166 = l_3832;
let l_3833 = l_3830 < u32(8388608);
if l_3833 {
let l_3834 = f64(l_3830);
let l_3835 = l_3834 * f64(1.401298464324817e-45);
l_mut_166 = l_3835;
}
let l_3836 = bitcast<u64>(l_mut_166);
let l_3837 = l_3829 >> u32(31);
let l_3838 = u64(l_3837);
let l_3839 = l_3838 << u32(bitcast<u64>(u64(63)));
let l_3840 = l_3836 | l_3839;
let l_3841 = bitcast<f64>(l_3840);
l_mut_3618 = l_3841;
}
}
}
let l_3842 = -l_mut_3618;
l_mut_3618 = l_3842;
let l_3843 = bool(false) && bool(true);
if l_3843 {
let l_3844 = l_3755 + l_3758;
let l_3845 = l_3844 * f64(7.1362384635298e44);
let l_3846 = floor(l_3845);
let l_3847 = l_3846 * f64(1.401298464324817e-45);
l_mut_166 = l_3847;
let l_3848 = abs(l_3844);
let l_3849 = l_3848 >= f64(1.1754943508222875e-38);
if l_3849 {
let l_3850 = f32(l_3844);
let l_3851 = f64(l_3850);
l_mut_166 = l_3851;
let l_3852 = l_mut_166 > l_3844;
if l_3852 {
let l_3853 = bitcast<u32>(l_3850);
let l_3854 = l_3853 ^ u32(2147483648);
let l_3855 = bitcast<f32>(l_3854);
let l_3856 = bitcast<u32>(l_3855);
let l_3857 = l_3856 + u32(1);
l_mut_937 = l_3857;
let l_3858 = l_3856 & u32(2147483647);
let l_3859 = l_3858 == u32(0);
if l_3859 {
l_mut_937 = u32(1);
} else {
let l_3860 = l_3856 & u32(2147483648);
let l_3861 = l_3860 != u32(0);
if l_3861 {
let l_3862 = l_3856 - u32(1);
l_mut_937 = l_3862;
} else {
let l_3863 = l_3856 == u32(2139095040);
if l_3863 {
l_mut_937 = l_3856;
}
}
}
let l_3864 = bitcast<f32>(l_mut_937);
let l_3865 = bitcast<u32>(l_3864);
let l_3866 = l_3865 ^ u32(2147483648);
let l_3867 = bitcast<f32>(l_3866);
let l_3868 = bitcast<u32>(l_3867);
let l_3869 = l_3868 & u32(2147483647);
let l_3870 = bitcast<f32>(l_3869);
let l_3871 = f64(l_3870);
l_mut_3872 = l_3871;
let l_3873 = l_3869 < u32(8388608);
if l_3873 {
let l_3874 = f64(l_3869);
let l_3875 = l_3874 * f64(1.401298464324817e-45);
l_mut_3872 = l_3875;
}
let l_3876 = bitcast<u64>(l_mut_3872);
let l_3877 = l_3868 >> u32(31);
let l_3878 = u64(l_3877);
let l_3879 = l_3878 << u32(bitcast<u64>(u64(63)));
let l_3880 = l_3876 | l_3879;
let l_3881 = bitcast<f64>(l_3880);
l_mut_166 = l_3881;
} else {
let l_3882 = bitcast<u32>(l_3850);
let l_3883 = l_3882 + u32(1);
l_mut_937 = l_3883;
let l_3884 = l_3882 & u32(2147483647);
let l_3885 = l_3884 == u32(0);
if l_3885 {
l_mut_937 = u32(1);
} else {
let l_3886 = l_3882 & u32(2147483648);
let l_3887 = l_3886 != u32(0);
if l_3887 {
let l_3888 = l_3882 - u32(1);
l_mut_937 = l_3888;
} else {
let l_3889 = l_3882 == u32(2139095040);
if l_3889 {
l_mut_937 = l_3882;
}
}
}
let l_3890 = bitcast<f32>(l_mut_937);
let l_3891 = bitcast<u32>(l_3890);
let l_3892 = l_3891 & u32(2147483647);
let l_3893 = bitcast<f32>(l_3892);
let l_3894 = f64(l_3893);
l_mut_3872 = l_3894;
let l_3895 = l_3892 < u32(8388608);
if l_3895 {
let l_3896 = f64(l_3892);
let l_3897 = l_3896 * f64(1.401298464324817e-45);
l_mut_3872 = l_3897;
}
let l_3898 = bitcast<u64>(l_mut_3872);
let l_3899 = l_3891 >> u32(31);
let l_3900 = u64(l_3899);
let l_3901 = l_3900 << u32(bitcast<u64>(u64(63)));
let l_3902 = l_3898 | l_3901;
let l_3903 = bitcast<f64>(l_3902);
let l_3904 = l_3903 <= l_3844;
if l_3904 {
let l_3905 = bitcast<u32>(l_3850);
let l_3906 = l_3905 + u32(1);
l_mut_937 = l_3906;
let l_3907 = l_3905 & u32(2147483647);
let l_3908 = l_3907 == u32(0);
if l_3908 {
l_mut_937 = u32(1);
} else {
let l_3909 = l_3905 & u32(2147483648);
let l_3910 = l_3909 != u32(0);
if l_3910 {
let l_3911 = l_3905 - u32(1);
l_mut_937 = l_3911;
} else {
let l_3912 = l_3905 == u32(2139095040);
if l_3912 {
l_mut_937 = l_3905;
}
}
}
let l_3913 = bitcast<f32>(l_mut_937);
let l_3914 = bitcast<u32>(l_3913);
let l_3915 = l_3914 & u32(2147483647);
let l_3916 = bitcast<f32>(l_3915);
let l_3917 = f64(l_3916);
l_mut_3872 = l_3917;
let l_3918 = l_3915 < u32(8388608);
if l_3918 {
let l_3919 = f64(l_3915);
let l_3920 = l_3919 * f64(1.401298464324817e-45);
l_mut_3872 = l_3920;
}
let l_3921 = bitcast<u64>(l_mut_3872);
let l_3922 = l_3914 >> u32(31);
let l_3923 = u64(l_3922);
let l_3924 = l_3923 << u32(bitcast<u64>(u64(63)));
let l_3925 = l_3921 | l_3924;
let l_3926 = bitcast<f64>(l_3925);
l_mut_166 = l_3926;
}
}
}
l_mut_3618 = l_mut_166;
} else {
let l_3927 = l_3755 - l_3758;
let l_3928 = -l_3927;
let l_3929 = l_3928 * f64(7.1362384635298e44);
let l_3930 = floor(l_3929);
let l_3931 = l_3930 * f64(1.401298464324817e-45);
l_mut_3872 = l_3931;
let l_3932 = abs(l_3928);
let l_3933 = l_3932 >= f64(1.1754943508222875e-38);
if l_3933 {
let l_3934 = f32(l_3928);
let l_3935 = f64(l_3934);
l_mut_3872 = l_3935;
let l_3936 = l_mut_3872 > l_3928;
if l_3936 {
let l_3937 = bitcast<u32>(l_3934);
let l_3938 = l_3937 ^ u32(2147483648);
let l_3939 = bitcast<f32>(l_3938);
let l_3940 = bitcast<u32>(l_3939);
let l_3941 = l_3940 + u32(1);
l_mut_937 = l_3941;
let l_3942 = l_3940 & u32(2147483647);
let l_3943 = l_3942 == u32(0);
if l_3943 {
l_mut_937 = u32(1);
} else {
let l_3944 = l_3940 & u32(2147483648);
let l_3945 = l_3944 != u32(0);
if l_3945 {
let l_3946 = l_3940 - u32(1);
l_mut_937 = l_3946;
} else {
let l_3947 = l_3940 == u32(2139095040);
if l_3947 {
l_mut_937 = l_3940;
}
}
}
let l_3948 = bitcast<f32>(l_mut_937);
let l_3949 = bitcast<u32>(l_3948);
let l_3950 = l_3949 ^ u32(2147483648);
let l_3951 = bitcast<f32>(l_3950);
let l_3952 = bitcast<u32>(l_3951);
let l_3953 = l_3952 & u32(2147483647);
let l_3954 = bitcast<f32>(l_3953);
let l_3955 = f64(l_3954);
l_mut_166 = l_3955;
let l_3956 = l_3953 < u32(8388608);
if l_3956 {
let l_3957 = f64(l_3953);
let l_3958 = l_3957 * f64(1.401298464324817e-45);
l_mut_166 = l_3958;
}
let l_3959 = bitcast<u64>(l_mut_166);
let l_3960 = l_3952 >> u32(31);
let l_3961 = u64(l_3960);
let l_3962 = l_3961 << u32(bitcast<u64>(u64(63)));
let l_3963 = l_3959 | l_3962;
let l_3964 = bitcast<f64>(l_3963);
l_mut_3872 = l_3964;
} else {
let l_3965 = bitcast<u32>(l_3934);
let l_3966 = l_3965 + u32(1);
l_mut_937 = l_3966;
let l_3967 = l_3965 & u32(2147483647);
let l_3968 = l_3967 == u32(0);
if l_3968 {
l_mut_937 = u32(1);
} else {
let l_3969 = l_3965 & u32(2147483648);
let l_3970 = l_3969 != u32(0);
if l_3970 {
let l_3971 = l_3965 - u32(1);
l_mut_937 = l_3971;
} else {
let l_3972 = l_3965 == u32(2139095040);
if l_3972 {
l_mut_937 = l_3965;
}
}
}
let l_3973 = bitcast<f32>(l_mut_937);
let l_3974 = bitcast<u32>(l_3973);
let l_3975 = l_3974 & u32(2147483647);
let l_3976 = bitcast<f32>(l_3975);
let l_3977 = f64(l_3976);
l_mut_166 = l_3977;
let l_3978 = l_3975 < u32(8388608);
if l_3978 {
let l_3979 = f64(l_3975);
let l_3980 = l_3979 * f64(1.401298464324817e-45);
l_mut_166 = l_3980;
}
let l_3981 = bitcast<u64>(l_mut_166);
let l_3982 = l_3974 >> u32(31);
let l_3983 = u64(l_3982);
let l_3984 = l_3983 << u32(bitcast<u64>(u64(63)));
let l_3985 = l_3981 | l_3984;
let l_3986 = bitcast<f64>(l_3985);
let l_3987 = l_3986 <= l_3928;
if l_3987 {
let l_3988 = bitcast<u32>(l_3934);
let l_3989 = l_3988 + u32(1);
l_mut_937 = l_3989;
let l_3990 = l_3988 & u32(2147483647);
let l_3991 = l_3990 == u32(0);
if l_3991 {
l_mut_937 = u32(1);
} else {
let l_3992 = l_3988 & u32(2147483648);
let l_3993 = l_3992 != u32(0);
if l_3993 {
let l_3994 = l_3988 - u32(1);
l_mut_937 = l_3994;
} else {
let l_3995 = l_3988 == u32(2139095040);
if l_3995 {
l_mut_937 = l_3988;
}
}
}
let l_3996 = bitcast<f32>(l_mut_937);
let l_3997 = bitcast<u32>(l_3996);
let l_3998 = l_3997 & u32(2147483647);
let l_3999 = bitcast<f32>(l_3998);
let l_4000 = f64(l_3999);
l_mut_166 = l_4000;
let l_4001 = l_3998 < u32(8388608);
if l_4001 {
let l_4002 = f64(l_3998);
let l_4003 = l_4002 * f64(1.401298464324817e-45);
l_mut_166 = l_4003;
}
let l_4004 = bitcast<u64>(l_mut_166);
let l_4005 = l_3997 >> u32(31);
let l_4006 = u64(l_4005);
let l_4007 = l_4006 << u32(bitcast<u64>(u64(63)));
let l_4008 = l_4004 | l_4007;
let l_4009 = bitcast<f64>(l_4008);
l_mut_3872 = l_4009;
}
}
}
let l_4010 = -l_mut_3872;
l_mut_3618 = l_4010;
}
l_mut_937 = u32(0);
let l_4011 = l_mut_3362 <= f64(0.0);
let l_4012 = l_mut_3618 >= f64(0.0);
let l_4013 = l_4011 && l_4012;
let l_4014 = !l_4013;
if l_4014 {
let l_4016 = l_mut_241 / l_mut_3362;
let l_4017 = l_mut_241 / l_mut_3618;
let l_4018 = l_mut_3108 / l_mut_3362;
let l_4019 = l_mut_3108 / l_mut_3618;
a_4015[u32(0)] = l_4016;
a_4015[u32(1)] = l_4016;
let l_4020 = a_4015[u32(0)];
let l_4021 = l_4017 < l_4020;
if l_4021 {
a_4015[u32(0)] = l_4017;
}
let l_4022 = a_4015[u32(0)];
let l_4023 = l_4018 < l_4022;
if l_4023 {
a_4015[u32(0)] = l_4018;
}
let l_4024 = a_4015[u32(0)];
let l_4025 = l_4019 < l_4024;
if l_4025 {
a_4015[u32(0)] = l_4019;
}
let l_4026 = a_4015[u32(1)];
let l_4027 = l_4017 > l_4026;
if l_4027 {
a_4015[u32(1)] = l_4017;
}
let l_4028 = a_4015[u32(1)];
let l_4029 = l_4018 > l_4028;
if l_4029 {
a_4015[u32(1)] = l_4018;
}
let l_4030 = a_4015[u32(1)];
let l_4031 = l_4019 > l_4030;
if l_4031 {
a_4015[u32(1)] = l_4019;
}
let l_4032 = a_4015[u32(0)];
let l_4033 = abs(l_4032);
let l_4034 = l_4033 * l_mut_395;
let l_4035 = a_4015[u32(1)];
let l_4036 = abs(l_4035);
let l_4037 = l_4036 * l_mut_395;
l_mut_937 = u32(2);
let l_4038 = a_4015[u32(0)];
let l_4039 = l_4038 - l_4034;
let l_4040 = abs(l_4039);
l_mut_3872 = f64(1.401298464324817e-45);
let l_4041 = l_4040 >= f64(1.1754943508222875e-38);
let l_4042 = l_4040 <= f64(1.7976931348623157e308);
let l_4043 = l_4041 && l_4042;
if l_4043 {
let l_4044 = bitcast<u64>(l_4040);
let l_4045 = l_4044 >> u32(bitcast<u64>(u64(52)));
let l_4046 = l_4045 - u64(23);
let l_4047 = l_4046 << u32(bitcast<u64>(u64(52)));
let l_4048 = bitcast<f64>(l_4047);
l_mut_3872 = l_4048;
}
let l_4049 = l_4038 + l_4034;
let l_4050 = abs(l_4049);
l_mut_3618 = f64(1.401298464324817e-45);
let l_4051 = l_4050 >= f64(1.1754943508222875e-38);
let l_4052 = l_4050 <= f64(1.7976931348623157e308);
let l_4053 = l_4051 && l_4052;
if l_4053 {
let l_4054 = bitcast<u64>(l_4050);
let l_4055 = l_4054 >> u32(bitcast<u64>(u64(52)));
let l_4056 = l_4055 - u64(23);
let l_4057 = l_4056 << u32(bitcast<u64>(u64(52)));
let l_4058 = bitcast<f64>(l_4057);
l_mut_3618 = l_4058;
}
let l_4059 = l_mut_3872 == l_mut_3618;
let l_4060 = a_4015[u32(1)];
let l_4061 = l_4060 - l_4037;
let l_4062 = abs(l_4061);
l_mut_3872 = f64(1.401298464324817e-45);
let l_4063 = l_4062 >= f64(1.1754943508222875e-38);
let l_4064 = l_4062 <= f64(1.7976931348623157e308);
let l_4065 = l_4063 && l_4064;
if l_4065 {
let l_4066 = bitcast<u64>(l_4062);
let l_4067 = l_4066 >> u32(bitcast<u64>(u64(52)));
let l_4068 = l_4067 - u64(23);
let l_4069 = l_4068 << u32(bitcast<u64>(u64(52)));
let l_4070 = bitcast<f64>(l_4069);
l_mut_3872 = l_4070;
}
let l_4071 = l_4060 + l_4037;
let l_4072 = abs(l_4071);
l_mut_3618 = f64(1.401298464324817e-45);
let l_4073 = l_4072 >= f64(1.1754943508222875e-38);
let l_4074 = l_4072 <= f64(1.7976931348623157e308);
let l_4075 = l_4073 && l_4074;
if l_4075 {
let l_4076 = bitcast<u64>(l_4072);
let l_4077 = l_4076 >> u32(bitcast<u64>(u64(52)));
let l_4078 = l_4077 - u64(23);
let l_4079 = l_4078 << u32(bitcast<u64>(u64(52)));
let l_4080 = bitcast<f64>(l_4079);
l_mut_3618 = l_4080;
}
let l_4081 = l_mut_3872 == l_mut_3618;
let l_4082 = l_4059 && l_4081;
if l_4082 {
let l_4083 = a_4015[u32(0)];
let l_4084 = a_4015[u32(0)];
let l_4085 = abs(l_4084);
l_mut_3872 = f64(1.401298464324817e-45);
let l_4086 = l_4085 >= f64(1.1754943508222875e-38);
let l_4087 = l_4085 <= f64(1.7976931348623157e308);
let l_4088 = l_4086 && l_4087;
if l_4088 {
let l_4089 = bitcast<u64>(l_4085);
let l_4090 = l_4089 >> u32(bitcast<u64>(u64(52)));
let l_4091 = l_4090 - u64(23);
let l_4092 = l_4091 << u32(bitcast<u64>(u64(52)));
let l_4093 = bitcast<f64>(l_4092);
l_mut_3872 = l_4093;
}
let l_4094 = l_910 * l_mut_3872;
let l_4095 = l_4083 - l_4094;
let l_4096 = a_4015[u32(1)];
let l_4097 = a_4015[u32(1)];
let l_4098 = abs(l_4097);
l_mut_3872 = f64(1.401298464324817e-45);
let l_4099 = l_4098 >= f64(1.1754943508222875e-38);
let l_4100 = l_4098 <= f64(1.7976931348623157e308);
let l_4101 = l_4099 && l_4100;
if l_4101 {
let l_4102 = bitcast<u64>(l_4098);
let l_4103 = l_4102 >> u32(bitcast<u64>(u64(52)));
let l_4104 = l_4103 - u64(23);
let l_4105 = l_4104 << u32(bitcast<u64>(u64(52)));
let l_4106 = bitcast<f64>(l_4105);
l_mut_3872 = l_4106;
}
let l_4107 = l_910 * l_mut_3872;
let l_4108 = l_4096 + l_4107;
let l_4109 = bitcast<u32>(l_146);
let l_4110 = l_4109 & u32(2147483647);
let l_4111 = bitcast<f32>(l_4110);
let l_4112 = f64(l_4111);
l_mut_3872 = l_4112;
let l_4113 = l_4110 < u32(8388608);
if l_4113 {
let l_4114 = f64(l_4110);
let l_4115 = l_4114 * f64(1.401298464324817e-45);
l_mut_3872 = l_4115;
}
let l_4116 = bitcast<u64>(l_mut_3872);
let l_4117 = l_4109 >> u32(31);
let l_4118 = u64(l_4117);
let l_4119 = l_4118 << u32(bitcast<u64>(u64(63)));
let l_4120 = l_4116 | l_4119;
let l_4121 = bitcast<f64>(l_4120);
let l_4122 = bitcast<u32>(l_146);
let l_4123 = l_4122 + u32(1);
l_mut_4124 = l_4123;
let l_4125 = l_4122 & u32(2147483647);
let l_4126 = l_4125 == u32(0);
if l_4126 {
l_mut_4124 = u32(1);
} else {
let l_4127 = l_4122 & u32(2147483648);
let l_4128 = l_4127 != u32(0);
if l_4128 {
let l_4129 = l_4122 - u32(1);
l_mut_4124 = l_4129;
} else {
let l_4130 = l_4122 == u32(2139095040);
if l_4130 {
l_mut_4124 = l_4122;
}
}
}
let l_4131 = bitcast<f32>(l_mut_4124);
let l_4132 = bitcast<u32>(l_4131);
let l_4133 = l_4132 & u32(2147483647);
let l_4134 = bitcast<f32>(l_4133);
let l_4135 = f64(l_4134);
l_mut_3872 = l_4135;
let l_4136 = l_4133 < u32(8388608);
if l_4136 {
let l_4137 = f64(l_4133);
let l_4138 = l_4137 * f64(1.401298464324817e-45);
l_mut_3872 = l_4138;
}
let l_4139 = bitcast<u64>(l_mut_3872);
let l_4140 = l_4132 >> u32(31);
let l_4141 = u64(l_4140);
let l_4142 = l_4141 << u32(bitcast<u64>(u64(63)));
let l_4143 = l_4139 | l_4142;
let l_4144 = bitcast<f64>(l_4143);
let l_4145 = bitcast<u32>(l_146);
let l_4146 = l_4145 ^ u32(2147483648);
let l_4147 = bitcast<f32>(l_4146);
let l_4148 = bitcast<u32>(l_4147);
let l_4149 = l_4148 + u32(1);
l_mut_4124 = l_4149;
let l_4150 = l_4148 & u32(2147483647);
let l_4151 = l_4150 == u32(0);
if l_4151 {
l_mut_4124 = u32(1);
} else {
let l_4152 = l_4148 & u32(2147483648);
let l_4153 = l_4152 != u32(0);
if l_4153 {
let l_4154 = l_4148 - u32(1);
l_mut_4124 = l_4154;
} else {
let l_4155 = l_4148 == u32(2139095040);
if l_4155 {
l_mut_4124 = l_4148;
}
}
}
let l_4156 = bitcast<f32>(l_mut_4124);
let l_4157 = bitcast<u32>(l_4156);
let l_4158 = l_4157 ^ u32(2147483648);
let l_4159 = bitcast<f32>(l_4158);
let l_4160 = bitcast<u32>(l_4159);
let l_4161 = l_4160 & u32(2147483647);
let l_4162 = bitcast<f32>(l_4161);
let l_4163 = f64(l_4162);
l_mut_3872 = l_4163;
let l_4164 = l_4161 < u32(8388608);
if l_4164 {
let l_4165 = f64(l_4161);
let l_4166 = l_4165 * f64(1.401298464324817e-45);
l_mut_3872 = l_4166;
}
let l_4167 = bitcast<u64>(l_mut_3872);
let l_4168 = l_4160 >> u32(31);
let l_4169 = u64(l_4168);
let l_4170 = l_4169 << u32(bitcast<u64>(u64(63)));
let l_4171 = l_4167 | l_4170;
let l_4172 = bitcast<f64>(l_4171);
let l_4173 = l_4095 + l_4034;
let l_4174 = l_4173 <= l_4121;
l_mut_1038 = l_4174;
let l_4175 = l_4095 - l_4034;
let l_4176 = l_4175 > l_4121;
l_mut_1035 = l_4176;
let l_4177 = l_4108 - l_4037;
let l_4178 = l_4177 >= l_4121;
l_mut_1032 = l_4178;
let l_4179 = l_4108 + l_4037;
let l_4180 = l_4179 < l_4121;
l_mut_1029 = l_4180;
let l_4181 = l_4095 + l_4034;
let l_4182 = l_4181 < l_4144;
l_mut_1038 = l_4182;
let l_4183 = l_4095 - l_4034;
let l_4184 = l_4183 >= l_4144;
l_mut_1035 = l_4184;
let l_4185 = l_4108 - l_4037;
let l_4186 = l_4185 > l_4172;
l_mut_1032 = l_4186;
let l_4187 = l_4108 + l_4037;
let l_4188 = l_4187 <= l_4172;
l_mut_1029 = l_4188;
l_mut_4124 = u32(2);
let l_4189 = l_mut_1035 || l_mut_1029;
if l_4189 {
l_mut_4124 = u32(1);
} else {
let l_4190 = l_mut_1038 && l_mut_1032;
if l_4190 {
l_mut_4124 = u32(0);
}
}
let l_4191 = bitcast<u32>(l_146);
let l_4192 = l_4191 & u32(2147483647);
let l_4193 = l_4192 == u32(0);
if l_4193 {
let l_4194 = l_4095 + l_4034;
let l_4195 = l_4194 < f64(1.1754943508222875e-38);
let l_4196 = l_4108 - l_4037;
let l_4197 = l_4196 > f64(-1.1754943508222875e-38);
let l_4198 = l_4195 && l_4197;
let l_4199 = l_4095 - l_4034;
let l_4200 = l_4199 < f64(1.1754943508222875e-38);
let l_4201 = l_4108 + l_4037;
let l_4202 = l_4201 > f64(-1.1754943508222875e-38);
let l_4203 = l_4200 && l_4202;
if l_4198 {
l_mut_4124 = u32(0);
} else {
let l_4204 = l_mut_4124 == u32(1);
let l_4205 = l_4203 && l_4204;
if l_4205 {
l_mut_4124 = u32(2);
}
}
}
l_mut_937 = l_mut_4124;
}
}
let l_4206 = l_mut_2093 - l_907;
let l_4207 = abs(l_4206);
let l_4208 = l_4207 * f64(2.220446049250313e-16);
let l_4209 = l_2988 + l_4208;
let l_4210 = l_4206 + l_4209;
let l_4211 = -l_4210;
let l_4212 = l_4211 * f64(7.1362384635298e44);
let l_4213 = floor(l_4212);
let l_4214 = l_4213 * f64(1.401298464324817e-45);
l_mut_3872 = l_4214;
let l_4215 = abs(l_4211);
let l_4216 = l_4215 >= f64(1.1754943508222875e-38);
if l_4216 {
let l_4217 = f32(l_4211);
let l_4218 = f64(l_4217);
l_mut_3872 = l_4218;
let l_4219 = l_mut_3872 > l_4211;
if l_4219 {
let l_4220 = bitcast<u32>(l_4217);
let l_4221 = l_4220 ^ u32(2147483648);
let l_4222 = bitcast<f32>(l_4221);
let l_4223 = bitcast<u32>(l_4222);
let l_4224 = l_4223 + u32(1);
l_mut_4124 = l_4224;
let l_4225 = l_4223 & u32(2147483647);
let l_4226 = l_4225 == u32(0);
if l_4226 {
l_mut_4124 = u32(1);
} else {
let l_4227 = l_4223 & u32(2147483648);
let l_4228 = l_4227 != u32(0);
if l_4228 {
let l_4229 = l_4223 - u32(1);
l_mut_4124 = l_4229;
} else {
let l_4230 = l_4223 == u32(2139095040);
if l_4230 {
l_mut_4124 = l_4223;
}
}
}
let l_4231 = bitcast<f32>(l_mut_4124);
let l_4232 = bitcast<u32>(l_4231);
let l_4233 = l_4232 ^ u32(2147483648);
let l_4234 = bitcast<f32>(l_4233);
let l_4235 = bitcast<u32>(l_4234);
let l_4236 = l_4235 & u32(2147483647);
let l_4237 = bitcast<f32>(l_4236);
let l_4238 = f64(l_4237);
l_mut_3618 = l_4238;
let l_4239 = l_4236 < u32(8388608);
if l_4239 {
let l_4240 = f64(l_4236);
let l_4241 = l_4240 * f64(1.401298464324817e-45);
l_mut_3618 = l_4241;
}
let l_4242 = bitcast<u64>(l_mut_3618);
let l_4243 = l_4235 >> u32(31);
let l_4244 = u64(l_4243);
let l_4245 = l_4244 << u32(bitcast<u64>(u64(63)));
let l_4246 = l_4242 | l_4245;
let l_4247 = bitcast<f64>(l_4246);
l_mut_3872 = l_4247;
} else {
let l_4248 = bitcast<u32>(l_4217);
let l_4249 = l_4248 + u32(1);
l_mut_4124 = l_4249;
let l_4250 = l_4248 & u32(2147483647);
let l_4251 = l_4250 == u32(0);
if l_4251 {
l_mut_4124 = u32(1);
} else {
let l_4252 = l_4248 & u32(2147483648);
let l_4253 = l_4252 != u32(0);
if l_4253 {
let l_4254 = l_4248 - u32(1);
l_mut_4124 = l_4254;
} else {
let l_4255 = l_4248 == u32(2139095040);
if l_4255 {
l_mut_4124 = l_4248;
}
}
}
let l_4256 = bitcast<f32>(l_mut_4124);
let l_4257 = bitcast<u32>(l_4256);
let l_4258 = l_4257 & u32(2147483647);
let l_4259 = bitcast<f32>(l_4258);
let l_4260 = f64(l_4259);
l_mut_3618 = l_4260;
let l_4261 = l_4258 < u32(8388608);
if l_4261 {
let l_4262 = f64(l_4258);
let l_4263 = l_4262 * f64(1.401298464324817e-45);
l_mut_3618 = l_4263;
}
let l_4264 = bitcast<u64>(l_mut_3618);
let l_4265 = l_4257 >> u32(31);
let l_4266 = u64(l_4265);
let l_4267 = l_4266 << u32(bitcast<u64>(u64(63)));
let l_4268 = l_4264 | l_4267;
let l_4269 = bitcast<f64>(l_4268);
let l_4270 = l_4269 <= l_4211;
if l_4270 {
let l_4271 = bitcast<u32>(l_4217);
let l_4272 = l_4271 + u32(1);
l_mut_4124 = l_4272;
let l_4273 = l_4271 & u32(2147483647);
let l_4274 = l_4273 == u32(0);
if l_4274 {
l_mut_4124 = u32(1);
} else {
let l_4275 = l_4271 & u32(2147483648);
let l_4276 = l_4275 != u32(0);
if l_4276 {
let l_4277 = l_4271 - u32(1);
l_mut_4124 = l_4277;
} else {
let l_4278 = l_4271 == u32(2139095040);
if l_4278 {
l_mut_4124 = l_4271;
}
}
}
let l_4279 = bitcast<f32>(l_mut_4124);
let l_4280 = bitcast<u32>(l_4279);
let l_4281 = l_4280 & u32(2147483647);
let l_4282 = bitcast<f32>(l_4281);
let l_4283 = f64(l_4282);
l_mut_3618 = l_4283;
let l_4284 = l_4281 < u32(8388608);
if l_4284 {
let l_4285 = f64(l_4281);
let l_4286 = l_4285 * f64(1.401298464324817e-45);
l_mut_3618 = l_4286;
}
let l_4287 = bitcast<u64>(l_mut_3618);
let l_4288 = l_4280 >> u32(31);
let l_4289 = u64(l_4288);
let l_4290 = l_4289 << u32(bitcast<u64>(u64(63)));
let l_4291 = l_4287 | l_4290;
let l_4292 = bitcast<f64>(l_4291);
l_mut_3872 = l_4292;
}
}
}
let l_4293 = -l_mut_3872;
l_mut_3872 = l_4293;
let l_4294 = bool(true) && bool(false);
if l_4294 {
let l_4295 = l_4206 + l_4209;
let l_4296 = l_4295 * f64(7.1362384635298e44);
let l_4297 = floor(l_4296);
let l_4298 = l_4297 * f64(1.401298464324817e-45);
l_mut_3618 = l_4298;
let l_4299 = abs(l_4295);
let l_4300 = l_4299 >= f64(1.1754943508222875e-38);
if l_4300 {
let l_4301 = f32(l_4295);
let l_4302 = f64(l_4301);
l_mut_3618 = l_4302;
let l_4303 = l_mut_3618 > l_4295;
if l_4303 {
let l_4304 = bitcast<u32>(l_4301);
let l_4305 = l_4304 ^ u32(2147483648);
let l_4306 = bitcast<f32>(l_4305);
let l_4307 = bitcast<u32>(l_4306);
let l_4308 = l_4307 + u32(1);
l_mut_4124 = l_4308;
let l_4309 = l_4307 & u32(2147483647);
let l_4310 = l_4309 == u32(0);
if l_4310 {
l_mut_4124 = u32(1);
} else {
let l_4311 = l_4307 & u32(2147483648);
let l_4312 = l_4311 != u32(0);
if l_4312 {
let l_4313 = l_4307 - u32(1);
l_mut_4124 = l_4313;
} else {
let l_4314 = l_4307 == u32(2139095040);
if l_4314 {
l_mut_4124 = l_4307;
}
}
}
let l_4315 = bitcast<f32>(l_mut_4124);
let l_4316 = bitcast<u32>(l_4315);
let l_4317 = l_4316 ^ u32(2147483648);
let l_4318 = bitcast<f32>(l_4317);
let l_4319 = bitcast<u32>(l_4318);
let l_4320 = l_4319 & u32(2147483647);
let l_4321 = bitcast<f32>(l_4320);
let l_4322 = f64(l_4321);
l_mut_3362 = l_4322;
let l_4323 = l_4320 < u32(8388608);
if l_4323 {
let l_4324 = f64(l_4320);
let l_4325 = l_4324 * f64(1.401298464324817e-45);
l_mut_3362 = l_4325;
}
let l_4326 = bitcast<u64>(l_mut_3362);
let l_4327 = l_4319 >> u32(31);
let l_4328 = u64(l_4327);
let l_4329 = l_4328 << u32(bitcast<u64>(u64(63)));
let l_4330 = l_4326 | l_4329;
let l_4331 = bitcast<f64>(l_4330);
l_mut_3618 = l_4331;
} else {
let l_4332 = bitcast<u32>(l_4301);
let l_4333 = l_4332 + u32(1);
l_mut_4124 = l_4333;
let l_4334 = l_4332 & u32(2147483647);
let l_4335 = l_4334 == u32(0);
if l_4335 {
l_mut_4124 = u32(1);
} else {
let l_4336 = l_4332 & u32(2147483648);
let l_4337 = l_4336 != u32(0);
if l_4337 {
let l_4338 = l_4332 - u32(1);
l_mut_4124 = l_4338;
} else {
let l_4339 = l_4332 == u32(2139095040);
if l_4339 {
l_mut_4124 = l_4332;
}
}
}
let l_4340 = bitcast<f32>(l_mut_4124);
let l_4341 = bitcast<u32>(l_4340);
let l_4342 = l_4341 & u32(2147483647);
let l_4343 = bitcast<f32>(l_4342);
let l_4344 = f64(l_4343);
l_mut_3362 = l_4344;
let l_4345 = l_4342 < u32(8388608);
if l_4345 {
let l_4346 = f64(l_4342);
let l_4347 = l_4346 * f64(1.401298464324817e-45);
l_mut_3362 = l_4347;
}
let l_4348 = bitcast<u64>(l_mut_3362);
let l_4349 = l_4341 >> u32(31);
let l_4350 = u64(l_4349);
let l_4351 = l_4350 << u32(bitcast<u64>(u64(63)));
let l_4352 = l_4348 | l_4351;
let l_4353 = bitcast<f64>(l_4352);
let l_4354 = l_4353 <= l_4295;
if l_4354 {
let l_4355 = bitcast<u32>(l_4301);
let l_4356 = l_4355 + u32(1);
l_mut_4124 = l_4356;
let l_4357 = l_4355 & u32(2147483647);
let l_4358 = l_4357 == u32(0);
if l_4358 {
l_mut_4124 = u32(1);
} else {
let l_4359 = l_4355 & u32(2147483648);
let l_4360 = l_4359 != u32(0);
if l_4360 {
let l_4361 = l_4355 - u32(1);
l_mut_4124 = l_4361;
} else {
let l_4362 = l_4355 == u32(2139095040);
if l_4362 {
l_mut_4124 = l_4355;
}
}
}
let l_4363 = bitcast<f32>(l_mut_4124);
let l_4364 = bitcast<u32>(l_4363);
let l_4365 = l_4364 & u32(2147483647);
let l_4366 = bitcast<f32>(l_4365);
let l_4367 = f64(l_4366);
l_mut_3362 = l_4367;
let l_4368 = l_4365 < u32(8388608);
if l_4368 {
let l_4369 = f64(l_4365);
let l_4370 = l_4369 * f64(1.401298464324817e-45);
l_mut_3362 = l_4370;
}
let l_4371 = bitcast<u64>(l_mut_3362);
let l_4372 = l_4364 >> u32(31);
let l_4373 = u64(l_4372);
let l_4374 = l_4373 << u32(bitcast<u64>(u64(63)));
let l_4375 = l_4371 | l_4374;
let l_4376 = bitcast<f64>(l_4375);
l_mut_3618 = l_4376;
}
}
}
l_mut_3872 = l_mut_3618;
} else {
let l_4377 = l_4206 - l_4209;
let l_4378 = l_4377 * f64(7.1362384635298e44);
let l_4379 = floor(l_4378);
let l_4380 = l_4379 * f64(1.401298464324817e-45);
l_mut_3618 = l_4380;
let l_4381 = abs(l_4377);
let l_4382 = l_4381 >= f64(1.1754943508222875e-38);
if l_4382 {
let l_4383 = f32(l_4377);
let l_4384 = f64(l_4383);
l_mut_3618 = l_4384;
let l_4385 = l_mut_3618 > l_4377;
if l_4385 {
let l_4386 = bitcast<u32>(l_4383);
let l_4387 = l_4386 ^ u32(2147483648);
let l_4388 = bitcast<f32>(l_4387);
let l_4389 = bitcast<u32>(l_4388);
let l_4390 = l_4389 + u32(1);
l_mut_4124 = l_4390;
let l_4391 = l_4389 & u32(2147483647);
let l_4392 = l_4391 == u32(0);
if l_4392 {
l_mut_4124 = u32(1);
} else {
let l_4393 = l_4389 & u32(2147483648);
let l_4394 = l_4393 != u32(0);
if l_4394 {
let l_4395 = l_4389 - u32(1);
l_mut_4124 = l_4395;
} else {
let l_4396 = l_4389 == u32(2139095040);
if l_4396 {
l_mut_4124 = l_4389;
}
}
}
let l_4397 = bitcast<f32>(l_mut_4124);
let l_4398 = bitcast<u32>(l_4397);
let l_4399 = l_4398 ^ u32(2147483648);
let l_4400 = bitcast<f32>(l_4399);
let l_4401 = bitcast<u32>(l_4400);
let l_4402 = l_4401 & u32(2147483647);
let l_4403 = bitcast<f32>(l_4402);
let l_4404 = f64(l_4403);
l_mut_3362 = l_4404;
let l_4405 = l_4402 < u32(8388608);
if l_4405 {
let l_4406 = f64(l_4402);
let l_4407 = l_4406 * f64(1.401298464324817e-45);
l_mut_3362 = l_4407;
}
let l_4408 = bitcast<u64>(l_mut_3362);
let l_4409 = l_4401 >> u32(31);
let l_4410 = u64(l_4409);
let l_4411 = l_4410 << u32(bitcast<u64>(u64(63)));
let l_4412 = l_4408 | l_4411;
let l_4413 = bitcast<f64>(l_4412);
l_mut_3618 = l_4413;
} else {
let l_4414 = bitcast<u32>(l_4383);
let l_4415 = l_4414 + u32(1);
l_mut_4124 = l_4415;
let l_4416 = l_4414 & u32(2147483647);
let l_4417 = l_4416 == u32(0);
if l_4417 {
l_mut_4124 = u32(1);
} else {
let l_4418 = l_4414 & u32(2147483648);
let l_4419 = l_4418 != u32(0);
if l_4419 {
let l_4420 = l_4414 - u32(1);
l_mut_4124 = l_4420;
} else {
let l_4421 = l_4414 == u32(2139095040);
if l_4421 {
l_mut_4124 = l_4414;
}
}
}
let l_4422 = bitcast<f32>(l_mut_4124);
let l_4423 = bitcast<u32>(l_4422);
let l_4424 = l_4423 & u32(2147483647);
let l_4425 = bitcast<f32>(l_4424);
let l_4426 = f64(l_4425);
l_mut_3362 = l_4426;
let l_4427 = l_4424 < u32(8388608);
if l_4427 {
let l_4428 = f64(l_4424);
let l_4429 = l_4428 * f64(1.401298464324817e-45);
l_mut_3362 = l_4429;
}
let l_4430 = bitcast<u64>(l_mut_3362);
let l_4431 = l_4423 >> u32(31);
let l_4432 = u64(l_4431);
let l_4433 = l_4432 << u32(bitcast<u64>(u64(63)));
let l_4434 = l_4430 | l_4433;
let l_4435 = bitcast<f64>(l_4434);
let l_4436 = l_4435 <= l_4377;
if l_4436 {
let l_4437 = bitcast<u32>(l_4383);
let l_4438 = l_4437 + u32(1);
l_mut_4124 = l_4438;
let l_4439 = l_4437 & u32(2147483647);
let l_4440 = l_4439 == u32(0);
if l_4440 {
l_mut_4124 = u32(1);
} else {
let l_4441 = l_4437 & u32(2147483648);
let l_4442 = l_4441 != u32(0);
if l_4442 {
let l_4443 = l_4437 - u32(1);
l_mut_4124 = l_4443;
} else {
let l_4444 = l_4437 == u32(2139095040);
if l_4444 {
l_mut_4124 = l_4437;
}
}
}
let l_4445 = bitcast<f32>(l_mut_4124);
let l_4446 = bitcast<u32>(l_4445);
let l_4447 = l_4446 & u32(2147483647);
let l_4448 = bitcast<f32>(l_4447);
let l_4449 = f64(l_4448);
l_mut_3362 = l_4449;
let l_4450 = l_4447 < u32(8388608);
if l_4450 {
let l_4451 = f64(l_4447);
let l_4452 = l_4451 * f64(1.401298464324817e-45);
l_mut_3362 = l_4452;
}
let l_4453 = bitcast<u64>(l_mut_3362);
let l_4454 = l_4446 >> u32(31);
let l_4455 = u64(l_4454);
let l_4456 = l_4455 << u32(bitcast<u64>(u64(63)));
let l_4457 = l_4453 | l_4456;
let l_4458 = bitcast<f64>(l_4457);
l_mut_3618 = l_4458;
}
}
}
l_mut_3872 = l_mut_3618;
}
let l_4459 = l_mut_2093 + l_907;
let l_4460 = abs(l_4459);
let l_4461 = l_4460 * f64(2.220446049250313e-16);
let l_4462 = l_2988 + l_4461;
let l_4463 = l_4459 + l_4462;
let l_4464 = -l_4463;
let l_4465 = l_4464 * f64(7.1362384635298e44);
let l_4466 = floor(l_4465);
let l_4467 = l_4466 * f64(1.401298464324817e-45);
l_mut_3618 = l_4467;
let l_4468 = abs(l_4464);
let l_4469 = l_4468 >= f64(1.1754943508222875e-38);
if l_4469 {
let l_4470 = f32(l_4464);
let l_4471 = f64(l_4470);
l_mut_3618 = l_4471;
let l_4472 = l_mut_3618 > l_4464;
if l_4472 {
let l_4473 = bitcast<u32>(l_4470);
let l_4474 = l_4473 ^ u32(2147483648);
let l_4475 = bitcast<f32>(l_4474);
let l_4476 = bitcast<u32>(l_4475);
let l_4477 = l_4476 + u32(1);
l_mut_4124 = l_4477;
let l_4478 = l_4476 & u32(2147483647);
let l_4479 = l_4478 == u32(0);
if l_4479 {
l_mut_4124 = u32(1);
} else {
let l_4480 = l_4476 & u32(2147483648);
let l_4481 = l_4480 != u32(0);
if l_4481 {
let l_4482 = l_4476 - u32(1);
l_mut_4124 = l_4482;
} else {
let l_4483 = l_4476 == u32(2139095040);
if l_4483 {
l_mut_4124 = l_4476;
}
}
}
let l_4484 = bitcast<f32>(l_mut_4124);
let l_4485 = bitcast<u32>(l_4484);
let l_4486 = l_4485 ^ u32(2147483648);
let l_4487 = bitcast<f32>(l_4486);
let l_4488 = bitcast<u32>(l_4487);
let l_4489 = l_4488 & u32(2147483647);
let l_4490 = bitcast<f32>(l_4489);
let l_4491 = f64(l_4490);
l_mut_3362 = l_4491;
let l_4492 = l_4489 < u32(8388608);
if l_4492 {
let l_4493 = f64(l_4489);
let l_4494 = l_4493 * f64(1.401298464324817e-45);
l_mut_3362 = l_4494;
}
let l_4495 = bitcast<u64>(l_mut_3362);
let l_4496 = l_4488 >> u32(31);
let l_4497 = u64(l_4496);
let l_4498 = l_4497 << u32(bitcast<u64>(u64(63)));
let l_4499 = l_4495 | l_4498;
let l_4500 = bitcast<f64>(l_4499);
l_mut_3618 = l_4500;
} else {
let l_4501 = bitcast<u32>(l_4470);
let l_4502 = l_4501 + u32(1);
l_mut_4124 = l_4502;
let l_4503 = l_4501 & u32(2147483647);
let l_4504 = l_4503 == u32(0);
if l_4504 {
l_mut_4124 = u32(1);
} else {
let l_4505 = l_4501 & u32(2147483648);
let l_4506 = l_4505 != u32(0);
if l_4506 {
let l_4507 = l_4501 - u32(1);
l_mut_4124 = l_4507;
} else {
let l_4508 = l_4501 == u32(2139095040);
if l_4508 {
l_mut_4124 = l_4501;
}
}
}
let l_4509 = bitcast<f32>(l_mut_4124);
let l_4510 = bitcast<u32>(l_4509);
let l_4511 = l_4510 & u32(2147483647);
let l_4512 = bitcast<f32>(l_4511);
let l_4513 = f64(l_4512);
l_mut_3362 = l_4513;
let l_4514 = l_4511 < u32(8388608);
if l_4514 {
let l_4515 = f64(l_4511);
let l_4516 = l_4515 * f64(1.401298464324817e-45);
l_mut_3362 = l_4516;
}
let l_4517 = bitcast<u64>(l_mut_3362);
let l_4518 = l_4510 >> u32(31);
let l_4519 = u64(l_4518);
let l_4520 = l_4519 << u32(bitcast<u64>(u64(63)));
let l_4521 = l_4517 | l_4520;
let l_4522 = bitcast<f64>(l_4521);
let l_4523 = l_4522 <= l_4464;
if l_4523 {
let l_4524 = bitcast<u32>(l_4470);
let l_4525 = l_4524 + u32(1);
l_mut_4124 = l_4525;
let l_4526 = l_4524 & u32(2147483647);
let l_4527 = l_4526 == u32(0);
if l_4527 {
l_mut_4124 = u32(1);
} else {
let l_4528 = l_4524 & u32(2147483648);
let l_4529 = l_4528 != u32(0);
if l_4529 {
let l_4530 = l_4524 - u32(1);
l_mut_4124 = l_4530;
} else {
let l_4531 = l_4524 == u32(2139095040);
if l_4531 {
l_mut_4124 = l_4524;
}
}
}
let l_4532 = bitcast<f32>(l_mut_4124);
let l_4533 = bitcast<u32>(l_4532);
let l_4534 = l_4533 & u32(2147483647);
let l_4535 = bitcast<f32>(l_4534);
let l_4536 = f64(l_4535);
l_mut_3362 = l_4536;
let l_4537 = l_4534 < u32(8388608);
if l_4537 {
let l_4538 = f64(l_4534);
let l_4539 = l_4538 * f64(1.401298464324817e-45);
l_mut_3362 = l_4539;
}
let l_4540 = bitcast<u64>(l_mut_3362);
let l_4541 = l_4533 >> u32(31);
let l_4542 = u64(l_4541);
let l_4543 = l_4542 << u32(bitcast<u64>(u64(63)));
let l_4544 = l_4540 | l_4543;
let l_4545 = bitcast<f64>(l_4544);
l_mut_3618 = l_4545;
}
}
}
let l_4546 = -l_mut_3618;
l_mut_3618 = l_4546;
let l_4547 = bool(false) && bool(false);
if l_4547 {
let l_4548 = l_4459 + l_4462;
let l_4549 = l_4548 * f64(7.1362384635298e44);
let l_4550 = floor(l_4549);
let l_4551 = l_4550 * f64(1.401298464324817e-45);
l_mut_3362 = l_4551;
let l_4552 = abs(l_4548);
let l_4553 = l_4552 >= f64(1.1754943508222875e-38);
if l_4553 {
let l_4554 = f32(l_4548);
let l_4555 = f64(l_4554);
l_mut_3362 = l_4555;
let l_4556 = l_mut_3362 > l_4548;
if l_4556 {
let l_4557 = bitcast<u32>(l_4554);
let l_4558 = l_4557 ^ u32(2147483648);
let l_4559 = bitcast<f32>(l_4558);
let l_4560 = bitcast<u32>(l_4559);
let l_4561 = l_4560 + u32(1);
l_mut_4124 = l_4561;
let l_4562 = l_4560 & u32(2147483647);
let l_4563 = l_4562 == u32(0);
if l_4563 {
l_mut_4124 = u32(1);
} else {
let l_4564 = l_4560 & u32(2147483648);
let l_4565 = l_4564 != u32(0);
if l_4565 {
let l_4566 = l_4560 - u32(1);
l_mut_4124 = l_4566;
} else {
let l_4567 = l_4560 == u32(2139095040);
if l_4567 {
l_mut_4124 = l_4560;
}
}
}
let l_4568 = bitcast<f32>(l_mut_4124);
let l_4569 = bitcast<u32>(l_4568);
let l_4570 = l_4569 ^ u32(2147483648);
let l_4571 = bitcast<f32>(l_4570);
let l_4572 = bitcast<u32>(l_4571);
let l_4573 = l_4572 & u32(2147483647);
let l_4574 = bitcast<f32>(l_4573);
let l_4575 = f64(l_4574);
l_mut_3108 = l_4575;
let l_4576 = l_4573 < u32(8388608);
if l_4576 {
let l_4577 = f64(l_4573);
let l_4578 = l_4577 * f64(1.401298464324817e-45);
l_mut_3108 = l_4578;
}
let l_4579 = bitcast<u64>(l_mut_3108);
let l_4580 = l_4572 >> u32(31);
let l_4581 = u64(l_4580);
let l_4582 = l_4581 << u32(bitcast<u64>(u64(63)));
let l_4583 = l_4579 | l_4582;
let l_4584 = bitcast<f64>(l_4583);
l_mut_3362 = l_4584;
} else {
let l_4585 = bitcast<u32>(l_4554);
let l_4586 = l_4585 + u32(1);
l_mut_4124 = l_4586;
let l_4587 = l_4585 & u32(2147483647);
let l_4588 = l_4587 == u32(0);
if l_4588 {
l_mut_4124 = u32(1);
} else {
let l_4589 = l_4585 & u32(2147483648);
let l_4590 = l_4589 != u32(0);
if l_4590 {
let l_4591 = l_4585 - u32(1);
l_mut_4124 = l_4591;
} else {
let l_4592 = l_4585 == u32(2139095040);
if l_4592 {
l_mut_4124 = l_4585;
}
}
}
let l_4593 = bitcast<f32>(l_mut_4124);
let l_4594 = bitcast<u32>(l_4593);
let l_4595 = l_4594 & u32(2147483647);
let l_4596 = bitcast<f32>(l_4595);
let l_4597 = f64(l_4596);
l_mut_3108 = l_4597;
let l_4598 = l_4595 < u32(8388608);
if l_4598 {
let l_4599 = f64(l_4595);
let l_4600 = l_4599 * f64(1.401298464324817e-45);
l_mut_3108 = l_4600;
}
let l_4601 = bitcast<u64>(l_mut_3108);
let l_4602 = l_4594 >> u32(31);
let l_4603 = u64(l_4602);
let l_4604 = l_4603 << u32(bitcast<u64>(u64(63)));
let l_4605 = l_4601 | l_4604;
let l_4606 = bitcast<f64>(l_4605);
let l_4607 = l_4606 <= l_4548;
if l_4607 {
let l_4608 = bitcast<u32>(l_4554);
let l_4609 = l_4608 + u32(1);
l_mut_4124 = l_4609;
let l_4610 = l_4608 & u32(2147483647);
let l_4611 = l_4610 == u32(0);
if l_4611 {
l_mut_4124 = u32(1);
} else {
let l_4612 = l_4608 & u32(2147483648);
let l_4613 = l_4612 != u32(0);
if l_4613 {
let l_4614 = l_4608 - u32(1);
l_mut_4124 = l_4614;
} else {
let l_4615 = l_4608 == u32(2139095040);
if l_4615 {
l_mut_4124 = l_4608;
}
}
}
let l_4616 = bitcast<f32>(l_mut_4124);
let l_4617 = bitcast<u32>(l_4616);
let l_4618 = l_4617 & u32(2147483647);
let l_4619 = bitcast<f32>(l_4618);
let l_4620 = f64(l_4619);
l_mut_3108 = l_4620;
let l_4621 = l_4618 < u32(8388608);
if l_4621 {
let l_4622 = f64(l_4618);
let l_4623 = l_4622 * f64(1.401298464324817e-45);
l_mut_3108 = l_4623;
}
let l_4624 = bitcast<u64>(l_mut_3108);
let l_4625 = l_4617 >> u32(31);
let l_4626 = u64(l_4625);
let l_4627 = l_4626 << u32(bitcast<u64>(u64(63)));
let l_4628 = l_4624 | l_4627;
let l_4629 = bitcast<f64>(l_4628);
l_mut_3362 = l_4629;
}
}
}
l_mut_3618 = l_mut_3362;
} else {
}
let l_4630 = l_mut_567 - l_907;
let l_4631 = abs(l_4630);
let l_4632 = l_4631 * f64(2.220446049250313e-16);
let l_4633 = l_2990 + l_4632;
let l_4634 = l_4630 + l_4633;
let l_4635 = -l_4634;
let l_4636 = l_4635 * f64(7.1362384635298e44);
let l_4637 = floor(l_4636);
let l_4638 = l_4637 * f64(1.401298464324817e-45);
l_mut_3362 = l_4638;
let l_4639 = abs(l_4635);
let l_4640 = l_4639 >= f64(1.1754943508222875e-38);
if l_4640 {
let l_4641 = f32(l_4635);
let l_4642 = f64(l_4641);
l_mut_3362 = l_4642;
let l_4643 = l_mut_3362 > l_4635;
if l_4643 {
let l_4644 = bitcast<u32>(l_4641);
let l_4645 = l_4644 ^ u32(2147483648);
let l_4646 = bitcast<f32>(l_4645);
let l_4647 = bitcast<u32>(l_4646);
let l_4648 = l_4647 + u32(1);
l_mut_4124 = l_4648;
let l_4649 = l_4647 & u32(2147483647);
let l_4650 = l_4649 == u32(0);
if l_4650 {
l_mut_4124 = u32(1);
} else {
let l_4651 = l_4647 & u32(2147483648);
let l_4652 = l_4651 != u32(0);
if l_4652 {
let l_4653 = l_4647 - u32(1);
l_mut_4124 = l_4653;
} else {
let l_4654 = l_4647 == u32(2139095040);
if l_4654 {
l_mut_4124 = l_4647;
}
}
}
let l_4655 = bitcast<f32>(l_mut_4124);
let l_4656 = bitcast<u32>(l_4655);
let l_4657 = l_4656 ^ u32(2147483648);
let l_4658 = bitcast<f32>(l_4657);
let l_4659 = bitcast<u32>(l_4658);
let l_4660 = l_4659 & u32(2147483647);
let l_4661 = bitcast<f32>(l_4660);
let l_4662 = f64(l_4661);
l_mut_3108 = l_4662;
let l_4663 = l_4660 < u32(8388608);
if l_4663 {
let l_4664 = f64(l_4660);
let l_4665 = l_4664 * f64(1.401298464324817e-45);
l_mut_3108 = l_4665;
}
let l_4666 = bitcast<u64>(l_mut_3108);
let l_4667 = l_4659 >> u32(31);
let l_4668 = u64(l_4667);
let l_4669 = l_4668 << u32(bitcast<u64>(u64(63)));
let l_4670 = l_4666 | l_4669;
let l_4671 = bitcast<f64>(l_4670);
l_mut_3362 = l_4671;
} else {
let l_4672 = bitcast<u32>(l_4641);
let l_4673 = l_4672 + u32(1);
l_mut_4124 = l_4673;
let l_4674 = l_4672 & u32(2147483647);
let l_4675 = l_4674 == u32(0);
if l_4675 {
l_mut_4124 = u32(1);
} else {
let l_4676 = l_4672 & u32(2147483648);
let l_4677 = l_4676 != u32(0);
if l_4677 {
let l_4678 = l_4672 - u32(1);
l_mut_4124 = l_4678;
} else {
let l_4679 = l_4672 == u32(2139095040);
if l_4679 {
l_mut_4124 = l_4672;
}
}
}
let l_4680 = bitcast<f32>(l_mut_4124);
let l_4681 = bitcast<u32>(l_4680);
let l_4682 = l_4681 & u32(2147483647);
let l_4683 = bitcast<f32>(l_4682);
let l_4684 = f64(l_4683);
l_mut_3108 = l_4684;
let l_4685 = l_4682 < u32(8388608);
if l_4685 {
let l_4686 = f64(l_4682);
let l_4687 = l_4686 * f64(1.401298464324817e-45);
l_mut_3108 = l_4687;
}
let l_4688 = bitcast<u64>(l_mut_3108);
let l_4689 = l_4681 >> u32(31);
let l_4690 = u64(l_4689);
let l_4691 = l_4690 << u32(bitcast<u64>(u64(63)));
let l_4692 = l_4688 | l_4691;
let l_4693 = bitcast<f64>(l_4692);
let l_4694 = l_4693 <= l_4635;
if l_4694 {
let l_4695 = bitcast<u32>(l_4641);
let l_4696 = l_4695 + u32(1);
l_mut_4124 = l_4696;
let l_4697 = l_4695 & u32(2147483647);
let l_4698 = l_4697 == u32(0);
if l_4698 {
l_mut_4124 = u32(1);
} else {
let l_4699 = l_4695 & u32(2147483648);
let l_4700 = l_4699 != u32(0);
if l_4700 {
let l_4701 = l_4695 - u32(1);
l_mut_4124 = l_4701;
} else {
let l_4702 = l_4695 == u32(2139095040);
if l_4702 {
l_mut_4124 = l_4695;
}
}
}
let l_4703 = bitcast<f32>(l_mut_4124);
let l_4704 = bitcast<u32>(l_4703);
let l_4705 = l_4704 & u32(2147483647);
let l_4706 = bitcast<f32>(l_4705);
let l_4707 = f64(l_4706);
l_mut_3108 = l_4707;
let l_4708 = l_4705 < u32(8388608);
if l_4708 {
let l_4709 = f64(l_4705);
let l_4710 = l_4709 * f64(1.401298464324817e-45);
l_mut_3108 = l_4710;
}
let l_4711 = bitcast<u64>(l_mut_3108);
let l_4712 = l_4704 >> u32(31);
let l_4713 = u64(l_4712);
let l_4714 = l_4713 << u32(bitcast<u64>(u64(63)));
let l_4715 = l_4711 | l_4714;
let l_4716 = bitcast<f64>(l_4715);
l_mut_3362 = l_4716;
}
}
}
let l_4717 = -l_mut_3362;
l_mut_3362 = l_4717;
let l_4718 = bool(true) && bool(false);
if l_4718 {
let l_4719 = l_4630 + l_4633;
let l_4720 = l_4719 * f64(7.1362384635298e44);
let l_4721 = floor(l_4720);
let l_4722 = l_4721 * f64(1.401298464324817e-45);
l_mut_3108 = l_4722;
let l_4723 = abs(l_4719);
let l_4724 = l_4723 >= f64(1.1754943508222875e-38);
if l_4724 {
let l_4725 = f32(l_4719);
let l_4726 = f64(l_4725);
l_mut_3108 = l_4726;
let l_4727 = l_mut_3108 > l_4719;
if l_4727 {
let l_4728 = bitcast<u32>(l_4725);
let l_4729 = l_4728 ^ u32(2147483648);
let l_4730 = bitcast<f32>(l_4729);
let l_4731 = bitcast<u32>(l_4730);
let l_4732 = l_4731 + u32(1);
l_mut_4124 = l_4732;
let l_4733 = l_4731 & u32(2147483647);
let l_4734 = l_4733 == u32(0);
if l_4734 {
l_mut_4124 = u32(1);
} else {
let l_4735 = l_4731 & u32(2147483648);
let l_4736 = l_4735 != u32(0);
if l_4736 {
let l_4737 = l_4731 - u32(1);
l_mut_4124 = l_4737;
} else {
let l_4738 = l_4731 == u32(2139095040);
if l_4738 {
l_mut_4124 = l_4731;
}
}
}
let l_4739 = bitcast<f32>(l_mut_4124);
let l_4740 = bitcast<u32>(l_4739);
let l_4741 = l_4740 ^ u32(2147483648);
let l_4742 = bitcast<f32>(l_4741);
let l_4743 = bitcast<u32>(l_4742);
let l_4744 = l_4743 & u32(2147483647);
let l_4745 = bitcast<f32>(l_4744);
let l_4746 = f64(l_4745);
l_mut_241 = l_4746;
let l_4747 = l_4744 < u32(8388608);
if l_4747 {
let l_4748 = f64(l_4744);
let l_4749 = l_4748 * f64(1.401298464324817e-45);
l_mut_241 = l_4749;
}
let l_4750 = bitcast<u64>(l_mut_241);
let l_4751 = l_4743 >> u32(31);
let l_4752 = u64(l_4751);
let l_4753 = l_4752 << u32(bitcast<u64>(u64(63)));
let l_4754 = l_4750 | l_4753;
let l_4755 = bitcast<f64>(l_4754);
l_mut_3108 = l_4755;
} else {
let l_4756 = bitcast<u32>(l_4725);
let l_4757 = l_4756 + u32(1);
l_mut_4124 = l_4757;
let l_4758 = l_4756 & u32(2147483647);
let l_4759 = l_4758 == u32(0);
if l_4759 {
l_mut_4124 = u32(1);
} else {
let l_4760 = l_4756 & u32(2147483648);
let l_4761 = l_4760 != u32(0);
if l_4761 {
let l_4762 = l_4756 - u32(1);
l_mut_4124 = l_4762;
} else {
let l_4763 = l_4756 == u32(2139095040);
if l_4763 {
l_mut_4124 = l_4756;
}
}
}
let l_4764 = bitcast<f32>(l_mut_4124);
let l_4765 = bitcast<u32>(l_4764);
let l_4766 = l_4765 & u32(2147483647);
let l_4767 = bitcast<f32>(l_4766);
let l_4768 = f64(l_4767);
l_mut_241 = l_4768;
let l_4769 = l_4766 < u32(8388608);
if l_4769 {
let l_4770 = f64(l_4766);
let l_4771 = l_4770 * f64(1.401298464324817e-45);
l_mut_241 = l_4771;
}
let l_4772 = bitcast<u64>(l_mut_241);
let l_4773 = l_4765 >> u32(31);
let l_4774 = u64(l_4773);
let l_4775 = l_4774 << u32(bitcast<u64>(u64(63)));
let l_4776 = l_4772 | l_4775;
let l_4777 = bitcast<f64>(l_4776);
let l_4778 = l_4777 <= l_4719;
if l_4778 {
let l_4779 = bitcast<u32>(l_4725);
let l_4780 = l_4779 + u32(1);
l_mut_4124 = l_4780;
let l_4781 = l_4779 & u32(2147483647);
let l_4782 = l_4781 == u32(0);
if l_4782 {
l_mut_4124 = u32(1);
} else {
let l_4783 = l_4779 & u32(2147483648);
let l_4784 = l_4783 != u32(0);
if l_4784 {
let l_4785 = l_4779 - u32(1);
l_mut_4124 = l_4785;
} else {
let l_4786 = l_4779 == u32(2139095040);
if l_4786 {
l_mut_4124 = l_4779;
}
}
}
let l_4787 = bitcast<f32>(l_mut_4124);
let l_4788 = bitcast<u32>(l_4787);
let l_4789 = l_4788 & u32(2147483647);
let l_4790 = bitcast<f32>(l_4789);
let l_4791 = f64(l_4790);
l_mut_241 = l_4791;
let l_4792 = l_4789 < u32(8388608);
if l_4792 {
let l_4793 = f64(l_4789);
let l_4794 = l_4793 * f64(1.401298464324817e-45);
l_mut_241 = l_4794;
}
let l_4795 = bitcast<u64>(l_mut_241);
let l_4796 = l_4788 >> u32(31);
let l_4797 = u64(l_4796);
let l_4798 = l_4797 << u32(bitcast<u64>(u64(63)));
let l_4799 = l_4795 | l_4798;
let l_4800 = bitcast<f64>(l_4799);
l_mut_3108 = l_4800;
}
}
}
l_mut_3362 = l_mut_3108;
} else {
let l_4801 = l_4630 - l_4633;
let l_4802 = l_4801 * f64(7.1362384635298e44);
let l_4803 = floor(l_4802);
let l_4804 = l_4803 * f64(1.401298464324817e-45);
l_mut_3108 = l_4804;
let l_4805 = abs(l_4801);
let l_4806 = l_4805 >= f64(1.1754943508222875e-38);
if l_4806 {
let l_4807 = f32(l_4801);
let l_4808 = f64(l_4807);
l_mut_3108 = l_4808;
let l_4809 = l_mut_3108 > l_4801;
if l_4809 {
let l_4810 = bitcast<u32>(l_4807);
let l_4811 = l_4810 ^ u32(2147483648);
let l_4812 = bitcast<f32>(l_4811);
let l_4813 = bitcast<u32>(l_4812);
let l_4814 = l_4813 + u32(1);
l_mut_4124 = l_4814;
let l_4815 = l_4813 & u32(2147483647);
let l_4816 = l_4815 == u32(0);
if l_4816 {
l_mut_4124 = u32(1);
} else {
let l_4817 = l_4813 & u32(2147483648);
let l_4818 = l_4817 != u32(0);
if l_4818 {
let l_4819 = l_4813 - u32(1);
l_mut_4124 = l_4819;
} else {
let l_4820 = l_4813 == u32(2139095040);
if l_4820 {
l_mut_4124 = l_4813;
}
}
}
let l_4821 = bitcast<f32>(l_mut_4124);
let l_4822 = bitcast<u32>(l_4821);
let l_4823 = l_4822 ^ u32(2147483648);
let l_4824 = bitcast<f32>(l_4823);
let l_4825 = bitcast<u32>(l_4824);
let l_4826 = l_4825 & u32(2147483647);
let l_4827 = bitcast<f32>(l_4826);
let l_4828 = f64(l_4827);
l_mut_241 = l_4828;
let l_4829 = l_4826 < u32(8388608);
if l_4829 {
let l_4830 = f64(l_4826);
let l_4831 = l_4830 * f64(1.401298464324817e-45);
l_mut_241 = l_4831;
}
let l_4832 = bitcast<u64>(l_mut_241);
let l_4833 = l_4825 >> u32(31);
let l_4834 = u64(l_4833);
let l_4835 = l_4834 << u32(bitcast<u64>(u64(63)));
let l_4836 = l_4832 | l_4835;
let l_4837 = bitcast<f64>(l_4836);
l_mut_3108 = l_4837;
} else {
let l_4838 = bitcast<u32>(l_4807);
let l_4839 = l_4838 + u32(1);
l_mut_4124 = l_4839;
let l_4840 = l_4838 & u32(2147483647);
let l_4841 = l_4840 == u32(0);
if l_4841 {
l_mut_4124 = u32(1);
} else {
let l_4842 = l_4838 & u32(2147483648);
let l_4843 = l_4842 != u32(0);
if l_4843 {
let l_4844 = l_4838 - u32(1);
l_mut_4124 = l_4844;
} else {
let l_4845 = l_4838 == u32(2139095040);
if l_4845 {
l_mut_4124 = l_4838;
}
}
}
let l_4846 = bitcast<f32>(l_mut_4124);
let l_4847 = bitcast<u32>(l_4846);
let l_4848 = l_4847 & u32(2147483647);
let l_4849 = bitcast<f32>(l_4848);
let l_4850 = f64(l_4849);
l_mut_241 = l_4850;
let l_4851 = l_4848 < u32(8388608);
if l_4851 {
let l_4852 = f64(l_4848);
let l_4853 = l_4852 * f64(1.401298464324817e-45);
l_mut_241 = l_4853;
}
let l_4854 = bitcast<u64>(l_mut_241);
let l_4855 = l_4847 >> u32(31);
let l_4856 = u64(l_4855);
let l_4857 = l_4856 << u32(bitcast<u64>(u64(63)));
let l_4858 = l_4854 | l_4857;
let l_4859 = bitcast<f64>(l_4858);
let l_4860 = l_4859 <= l_4801;
if l_4860 {
let l_4861 = bitcast<u32>(l_4807);
let l_4862 = l_4861 + u32(1);
l_mut_4124 = l_4862;
let l_4863 = l_4861 & u32(2147483647);
let l_4864 = l_4863 == u32(0);
if l_4864 {
l_mut_4124 = u32(1);
} else {
let l_4865 = l_4861 & u32(2147483648);
let l_4866 = l_4865 != u32(0);
if l_4866 {
let l_4867 = l_4861 - u32(1);
l_mut_4124 = l_4867;
} else {
let l_4868 = l_4861 == u32(2139095040);
if l_4868 {
l_mut_4124 = l_4861;
}
}
}
let l_4869 = bitcast<f32>(l_mut_4124);
let l_4870 = bitcast<u32>(l_4869);
let l_4871 = l_4870 & u32(2147483647);
let l_4872 = bitcast<f32>(l_4871);
let l_4873 = f64(l_4872);
l_mut_241 = l_4873;
let l_4874 = l_4871 < u32(8388608);
if l_4874 {
let l_4875 = f64(l_4871);
let l_4876 = l_4875 * f64(1.401298464324817e-45);
l_mut_241 = l_4876;
}
let l_4877 = bitcast<u64>(l_mut_241);
let l_4878 = l_4870 >> u32(31);
let l_4879 = u64(l_4878);
let l_4880 = l_4879 << u32(bitcast<u64>(u64(63)));
let l_4881 = l_4877 | l_4880;
let l_4882 = bitcast<f64>(l_4881);
l_mut_3108 = l_4882;
}
}
}
l_mut_3362 = l_mut_3108;
}
let l_4883 = l_mut_567 + l_907;
let l_4884 = abs(l_4883);
let l_4885 = l_4884 * f64(2.220446049250313e-16);
let l_4886 = l_2990 + l_4885;
let l_4887 = l_4883 + l_4886;
let l_4888 = -l_4887;
let l_4889 = l_4888 * f64(7.1362384635298e44);
let l_4890 = floor(l_4889);
let l_4891 = l_4890 * f64(1.401298464324817e-45);
l_mut_3108 = l_4891;
let l_4892 = abs(l_4888);
let l_4893 = l_4892 >= f64(1.1754943508222875e-38);
if l_4893 {
let l_4894 = f32(l_4888);
let l_4895 = f64(l_4894);
l_mut_3108 = l_4895;
let l_4896 = l_mut_3108 > l_4888;
if l_4896 {
let l_4897 = bitcast<u32>(l_4894);
let l_4898 = l_4897 ^ u32(2147483648);
let l_4899 = bitcast<f32>(l_4898);
let l_4900 = bitcast<u32>(l_4899);
let l_4901 = l_4900 + u32(1);
l_mut_4124 = l_4901;
let l_4902 = l_4900 & u32(2147483647);
let l_4903 = l_4902 == u32(0);
if l_4903 {
l_mut_4124 = u32(1);
} else {
let l_4904 = l_4900 & u32(2147483648);
let l_4905 = l_4904 != u32(0);
if l_4905 {
let l_4906 = l_4900 - u32(1);
l_mut_4124 = l_4906;
} else {
let l_4907 = l_4900 == u32(2139095040);
if l_4907 {
l_mut_4124 = l_4900;
}
}
}
let l_4908 = bitcast<f32>(l_mut_4124);
let l_4909 = bitcast<u32>(l_4908);
let l_4910 = l_4909 ^ u32(2147483648);
let l_4911 = bitcast<f32>(l_4910);
let l_4912 = bitcast<u32>(l_4911);
let l_4913 = l_4912 & u32(2147483647);
let l_4914 = bitcast<f32>(l_4913);
let l_4915 = f64(l_4914);
l_mut_241 = l_4915;
let l_4916 = l_4913 < u32(8388608);
if l_4916 {
let l_4917 = f64(l_4913);
let l_4918 = l_4917 * f64(1.401298464324817e-45);
l_mut_241 = l_4918;
}
let l_4919 = bitcast<u64>(l_mut_241);
let l_4920 = l_4912 >> u32(31);
let l_4921 = u64(l_4920);
let l_4922 = l_4921 << u32(bitcast<u64>(u64(63)));
let l_4923 = l_4919 | l_4922;
let l_4924 = bitcast<f64>(l_4923);
l_mut_3108 = l_4924;
} else {
let l_4925 = bitcast<u32>(l_4894);
let l_4926 = l_4925 + u32(1);
l_mut_4124 = l_4926;
let l_4927 = l_4925 & u32(2147483647);
let l_4928 = l_4927 == u32(0);
if l_4928 {
l_mut_4124 = u32(1);
} else {
let l_4929 = l_4925 & u32(2147483648);
let l_4930 = l_4929 != u32(0);
if l_4930 {
let l_4931 = l_4925 - u32(1);
l_mut_4124 = l_4931;
} else {
let l_4932 = l_4925 == u32(2139095040);
if l_4932 {
l_mut_4124 = l_4925;
}
}
}
let l_4933 = bitcast<f32>(l_mut_4124);
let l_4934 = bitcast<u32>(l_4933);
let l_4935 = l_4934 & u32(2147483647);
let l_4936 = bitcast<f32>(l_4935);
let l_4937 = f64(l_4936);
l_mut_241 = l_4937;
let l_4938 = l_4935 < u32(8388608);
if l_4938 {
let l_4939 = f64(l_4935);
let l_4940 = l_4939 * f64(1.401298464324817e-45);
l_mut_241 = l_4940;
}
let l_4941 = bitcast<u64>(l_mut_241);
let l_4942 = l_4934 >> u32(31);
let l_4943 = u64(l_4942);
let l_4944 = l_4943 << u32(bitcast<u64>(u64(63)));
let l_4945 = l_4941 | l_4944;
let l_4946 = bitcast<f64>(l_4945);
let l_4947 = l_4946 <= l_4888;
if l_4947 {
let l_4948 = bitcast<u32>(l_4894);
let l_4949 = l_4948 + u32(1);
l_mut_4124 = l_4949;
let l_4950 = l_4948 & u32(2147483647);
let l_4951 = l_4950 == u32(0);
if l_4951 {
l_mut_4124 = u32(1);
} else {
let l_4952 = l_4948 & u32(2147483648);
let l_4953 = l_4952 != u32(0);
if l_4953 {
let l_4954 = l_4948 - u32(1);
l_mut_4124 = l_4954;
} else {
let l_4955 = l_4948 == u32(2139095040);
if l_4955 {
l_mut_4124 = l_4948;
}
}
}
let l_4956 = bitcast<f32>(l_mut_4124);
let l_4957 = bitcast<u32>(l_4956);
let l_4958 = l_4957 & u32(2147483647);
let l_4959 = bitcast<f32>(l_4958);
let l_4960 = f64(l_4959);
l_mut_241 = l_4960;
let l_4961 = l_4958 < u32(8388608);
if l_4961 {
let l_4962 = f64(l_4958);
let l_4963 = l_4962 * f64(1.401298464324817e-45);
l_mut_241 = l_4963;
}
let l_4964 = bitcast<u64>(l_mut_241);
let l_4965 = l_4957 >> u32(31);
let l_4966 = u64(l_4965);
let l_4967 = l_4966 << u32(bitcast<u64>(u64(63)));
let l_4968 = l_4964 | l_4967;
let l_4969 = bitcast<f64>(l_4968);
l_mut_3108 = l_4969;
}
}
}
let l_4970 = -l_mut_3108;
l_mut_3108 = l_4970;
let l_4971 = bool(false) && bool(false);
if l_4971 {
let l_4972 = l_4883 + l_4886;
let l_4973 = l_4972 * f64(7.1362384635298e44);
let l_4974 = floor(l_4973);
let l_4975 = l_4974 * f64(1.401298464324817e-45);
l_mut_241 = l_4975;
let l_4976 = abs(l_4972);
let l_4977 = l_4976 >= f64(1.1754943508222875e-38);
if l_4977 {
let l_4978 = f32(l_4972);
let l_4979 = f64(l_4978);
l_mut_241 = l_4979;
let l_4980 = l_mut_241 > l_4972;
if l_4980 {
let l_4981 = bitcast<u32>(l_4978);
let l_4982 = l_4981 ^ u32(2147483648);
let l_4983 = bitcast<f32>(l_4982);
let l_4984 = bitcast<u32>(l_4983);
let l_4985 = l_4984 + u32(1);
l_mut_4124 = l_4985;
let l_4986 = l_4984 & u32(2147483647);
let l_4987 = l_4986 == u32(0);
if l_4987 {
l_mut_4124 = u32(1);
} else {
let l_4988 = l_4984 & u32(2147483648);
let l_4989 = l_4988 != u32(0);
if l_4989 {
let l_4990 = l_4984 - u32(1);
l_mut_4124 = l_4990;
} else {
let l_4991 = l_4984 == u32(2139095040);
if l_4991 {
l_mut_4124 = l_4984;
}
}
}
let l_4992 = bitcast<f32>(l_mut_4124);
let l_4993 = bitcast<u32>(l_4992);
let l_4994 = l_4993 ^ u32(2147483648);
let l_4995 = bitcast<f32>(l_4994);
let l_4996 = bitcast<u32>(l_4995);
let l_4997 = l_4996 & u32(2147483647);
let l_4998 = bitcast<f32>(l_4997);
let l_4999 = f64(l_4998);
l_mut_166 = l_4999;
let l_5000 = l_4997 < u32(8388608);
if l_5000 {
let l_5001 = f64(l_4997);
let l_5002 = l_5001 * f64(1.401298464324817e-45);
l_mut_166 = l_5002;
}
let l_5003 = bitcast<u64>(l_mut_166);
let l_5004 = l_4996 >> u32(31);
let l_5005 = u64(l_5004);
let l_5006 = l_5005 << u32(bitcast<u64>(u64(63)));
let l_5007 = l_5003 | l_5006;
let l_5008 = bitcast<f64>(l_5007);
l_mut_241 = l_5008;
} else {
let l_5009 = bitcast<u32>(l_4978);
let l_5010 = l_5009 + u32(1);
l_mut_4124 = l_5010;
let l_5011 = l_5009 & u32(2147483647);
let l_5012 = l_5011 == u32(0);
if l_5012 {
l_mut_4124 = u32(1);
} else {
let l_5013 = l_5009 & u32(2147483648);
let l_5014 = l_5013 != u32(0);
if l_5014 {
let l_5015 = l_5009 - u32(1);
l_mut_4124 = l_5015;
} else {
let l_5016 = l_5009 == u32(2139095040);
if l_5016 {
l_mut_4124 = l_5009;
}
}
}
let l_5017 = bitcast<f32>(l_mut_4124);
let l_5018 = bitcast<u32>(l_5017);
let l_5019 = l_5018 & u32(2147483647);
let l_5020 = bitcast<f32>(l_5019);
let l_5021 = f64(l_5020);
l_mut_166 = l_5021;
let l_5022 = l_5019 < u32(8388608);
if l_5022 {
let l_5023 = f64(l_5019);
let l_5024 = l_5023 * f64(1.401298464324817e-45);
l_mut_166 = l_5024;
}
let l_5025 = bitcast<u64>(l_mut_166);
let l_5026 = l_5018 >> u32(31);
let l_5027 = u64(l_5026);
let l_5028 = l_5027 << u32(bitcast<u64>(u64(63)));
let l_5029 = l_5025 | l_5028;
let l_5030 = bitcast<f64>(l_5029);
let l_5031 = l_5030 <= l_4972;
if l_5031 {
let l_5032 = bitcast<u32>(l_4978);
let l_5033 = l_5032 + u32(1);
l_mut_4124 = l_5033;
let l_5034 = l_5032 & u32(2147483647);
let l_5035 = l_5034 == u32(0);
if l_5035 {
l_mut_4124 = u32(1);
} else {
let l_5036 = l_5032 & u32(2147483648);
let l_5037 = l_5036 != u32(0);
if l_5037 {
let l_5038 = l_5032 - u32(1);
l_mut_4124 = l_5038;
} else {
let l_5039 = l_5032 == u32(2139095040);
if l_5039 {
l_mut_4124 = l_5032;
}
}
}
let l_5040 = bitcast<f32>(l_mut_4124);
let l_5041 = bitcast<u32>(l_5040);
let l_5042 = l_5041 & u32(2147483647);
let l_5043 = bitcast<f32>(l_5042);
let l_5044 = f64(l_5043);
l_mut_166 = l_5044;
let l_5045 = l_5042 < u32(8388608);
if l_5045 {
let l_5046 = f64(l_5042);
let l_5047 = l_5046 * f64(1.401298464324817e-45);
l_mut_166 = l_5047;
}
let l_5048 = bitcast<u64>(l_mut_166);
let l_5049 = l_5041 >> u32(31);
let l_5050 = u64(l_5049);
let l_5051 = l_5050 << u32(bitcast<u64>(u64(63)));
let l_5052 = l_5048 | l_5051;
let l_5053 = bitcast<f64>(l_5052);
l_mut_241 = l_5053;
}
}
}
l_mut_3108 = l_mut_241;
} else {
}
l_mut_4124 = u32(0);
let l_5054 = l_mut_3362 <= f64(0.0);
let l_5055 = l_mut_3108 >= f64(0.0);
let l_5056 = l_5054 && l_5055;
let l_5057 = !l_5056;
if l_5057 {
let l_5059 = l_mut_3872 / l_mut_3362;
let l_5060 = l_mut_3872 / l_mut_3108;
let l_5061 = l_mut_3618 / l_mut_3362;
let l_5062 = l_mut_3618 / l_mut_3108;
a_5058[u32(0)] = l_5059;
a_5058[u32(1)] = l_5059;
let l_5063 = a_5058[u32(0)];
let l_5064 = l_5060 < l_5063;
if l_5064 {
a_5058[u32(0)] = l_5060;
}
let l_5065 = a_5058[u32(0)];
let l_5066 = l_5061 < l_5065;
if l_5066 {
a_5058[u32(0)] = l_5061;
}
let l_5067 = a_5058[u32(0)];
let l_5068 = l_5062 < l_5067;
if l_5068 {
a_5058[u32(0)] = l_5062;
}
let l_5069 = a_5058[u32(1)];
let l_5070 = l_5060 > l_5069;
if l_5070 {
a_5058[u32(1)] = l_5060;
}
let l_5071 = a_5058[u32(1)];
let l_5072 = l_5061 > l_5071;
if l_5072 {
a_5058[u32(1)] = l_5061;
}
let l_5073 = a_5058[u32(1)];
let l_5074 = l_5062 > l_5073;
if l_5074 {
a_5058[u32(1)] = l_5062;
}
let l_5075 = a_5058[u32(0)];
let l_5076 = abs(l_5075);
let l_5077 = l_5076 * l_mut_395;
let l_5078 = a_5058[u32(1)];
let l_5079 = abs(l_5078);
let l_5080 = l_5079 * l_mut_395;
l_mut_4124 = u32(2);
let l_5081 = a_5058[u32(0)];
let l_5082 = l_5081 - l_5077;
let l_5083 = abs(l_5082);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5084 = l_5083 >= f64(1.1754943508222875e-38);
let l_5085 = l_5083 <= f64(1.7976931348623157e308);
let l_5086 = l_5084 && l_5085;
if l_5086 {
let l_5087 = bitcast<u64>(l_5083);
let l_5088 = l_5087 >> u32(bitcast<u64>(u64(52)));
let l_5089 = l_5088 - u64(23);
let l_5090 = l_5089 << u32(bitcast<u64>(u64(52)));
let l_5091 = bitcast<f64>(l_5090);
l_mut_3872 = l_5091;
}
let l_5092 = l_5081 + l_5077;
let l_5093 = abs(l_5092);
l_mut_3618 = f64(1.401298464324817e-45);
let l_5094 = l_5093 >= f64(1.1754943508222875e-38);
let l_5095 = l_5093 <= f64(1.7976931348623157e308);
let l_5096 = l_5094 && l_5095;
if l_5096 {
let l_5097 = bitcast<u64>(l_5093);
let l_5098 = l_5097 >> u32(bitcast<u64>(u64(52)));
let l_5099 = l_5098 - u64(23);
let l_5100 = l_5099 << u32(bitcast<u64>(u64(52)));
let l_5101 = bitcast<f64>(l_5100);
l_mut_3618 = l_5101;
}
let l_5102 = l_mut_3872 == l_mut_3618;
let l_5103 = a_5058[u32(1)];
let l_5104 = l_5103 - l_5080;
let l_5105 = abs(l_5104);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5106 = l_5105 >= f64(1.1754943508222875e-38);
let l_5107 = l_5105 <= f64(1.7976931348623157e308);
let l_5108 = l_5106 && l_5107;
if l_5108 {
let l_5109 = bitcast<u64>(l_5105);
let l_5110 = l_5109 >> u32(bitcast<u64>(u64(52)));
let l_5111 = l_5110 - u64(23);
let l_5112 = l_5111 << u32(bitcast<u64>(u64(52)));
let l_5113 = bitcast<f64>(l_5112);
l_mut_3872 = l_5113;
}
let l_5114 = l_5103 + l_5080;
let l_5115 = abs(l_5114);
l_mut_3618 = f64(1.401298464324817e-45);
let l_5116 = l_5115 >= f64(1.1754943508222875e-38);
let l_5117 = l_5115 <= f64(1.7976931348623157e308);
let l_5118 = l_5116 && l_5117;
if l_5118 {
let l_5119 = bitcast<u64>(l_5115);
let l_5120 = l_5119 >> u32(bitcast<u64>(u64(52)));
let l_5121 = l_5120 - u64(23);
let l_5122 = l_5121 << u32(bitcast<u64>(u64(52)));
let l_5123 = bitcast<f64>(l_5122);
l_mut_3618 = l_5123;
}
let l_5124 = l_mut_3872 == l_mut_3618;
let l_5125 = l_5102 && l_5124;
if l_5125 {
let l_5126 = a_5058[u32(0)];
let l_5127 = a_5058[u32(0)];
let l_5128 = abs(l_5127);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5129 = l_5128 >= f64(1.1754943508222875e-38);
let l_5130 = l_5128 <= f64(1.7976931348623157e308);
let l_5131 = l_5129 && l_5130;
if l_5131 {
let l_5132 = bitcast<u64>(l_5128);
let l_5133 = l_5132 >> u32(bitcast<u64>(u64(52)));
let l_5134 = l_5133 - u64(23);
let l_5135 = l_5134 << u32(bitcast<u64>(u64(52)));
let l_5136 = bitcast<f64>(l_5135);
l_mut_3872 = l_5136;
}
let l_5137 = l_910 * l_mut_3872;
let l_5138 = l_5126 - l_5137;
let l_5139 = a_5058[u32(1)];
let l_5140 = a_5058[u32(1)];
let l_5141 = abs(l_5140);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5142 = l_5141 >= f64(1.1754943508222875e-38);
let l_5143 = l_5141 <= f64(1.7976931348623157e308);
let l_5144 = l_5142 && l_5143;
if l_5144 {
let l_5145 = bitcast<u64>(l_5141);
let l_5146 = l_5145 >> u32(bitcast<u64>(u64(52)));
let l_5147 = l_5146 - u64(23);
let l_5148 = l_5147 << u32(bitcast<u64>(u64(52)));
let l_5149 = bitcast<f64>(l_5148);
l_mut_3872 = l_5149;
}
let l_5150 = l_910 * l_mut_3872;
let l_5151 = l_5139 + l_5150;
let l_5152 = bitcast<u32>(l_146);
let l_5153 = l_5152 & u32(2147483647);
let l_5154 = bitcast<f32>(l_5153);
let l_5155 = f64(l_5154);
l_mut_3872 = l_5155;
let l_5156 = l_5153 < u32(8388608);
if l_5156 {
let l_5157 = f64(l_5153);
let l_5158 = l_5157 * f64(1.401298464324817e-45);
l_mut_3872 = l_5158;
}
let l_5159 = bitcast<u64>(l_mut_3872);
let l_5160 = l_5152 >> u32(31);
let l_5161 = u64(l_5160);
let l_5162 = l_5161 << u32(bitcast<u64>(u64(63)));
let l_5163 = l_5159 | l_5162;
let l_5164 = bitcast<f64>(l_5163);
let l_5165 = bitcast<u32>(l_146);
let l_5166 = l_5165 + u32(1);
l_mut_5167 = l_5166;
let l_5168 = l_5165 & u32(2147483647);
let l_5169 = l_5168 == u32(0);
if l_5169 {
l_mut_5167 = u32(1);
} else {
let l_5170 = l_5165 & u32(2147483648);
let l_5171 = l_5170 != u32(0);
if l_5171 {
let l_5172 = l_5165 - u32(1);
l_mut_5167 = l_5172;
} else {
let l_5173 = l_5165 == u32(2139095040);
if l_5173 {
l_mut_5167 = l_5165;
}
}
}
let l_5174 = bitcast<f32>(l_mut_5167);
let l_5175 = bitcast<u32>(l_5174);
let l_5176 = l_5175 & u32(2147483647);
let l_5177 = bitcast<f32>(l_5176);
let l_5178 = f64(l_5177);
l_mut_3872 = l_5178;
let l_5179 = l_5176 < u32(8388608);
if l_5179 {
let l_5180 = f64(l_5176);
let l_5181 = l_5180 * f64(1.401298464324817e-45);
l_mut_3872 = l_5181;
}
let l_5182 = bitcast<u64>(l_mut_3872);
let l_5183 = l_5175 >> u32(31);
let l_5184 = u64(l_5183);
let l_5185 = l_5184 << u32(bitcast<u64>(u64(63)));
let l_5186 = l_5182 | l_5185;
let l_5187 = bitcast<f64>(l_5186);
let l_5188 = bitcast<u32>(l_146);
let l_5189 = l_5188 ^ u32(2147483648);
let l_5190 = bitcast<f32>(l_5189);
let l_5191 = bitcast<u32>(l_5190);
let l_5192 = l_5191 + u32(1);
l_mut_5167 = l_5192;
let l_5193 = l_5191 & u32(2147483647);
let l_5194 = l_5193 == u32(0);
if l_5194 {
l_mut_5167 = u32(1);
} else {
let l_5195 = l_5191 & u32(2147483648);
let l_5196 = l_5195 != u32(0);
if l_5196 {
let l_5197 = l_5191 - u32(1);
l_mut_5167 = l_5197;
} else {
let l_5198 = l_5191 == u32(2139095040);
if l_5198 {
l_mut_5167 = l_5191;
}
}
}
let l_5199 = bitcast<f32>(l_mut_5167);
let l_5200 = bitcast<u32>(l_5199);
let l_5201 = l_5200 ^ u32(2147483648);
let l_5202 = bitcast<f32>(l_5201);
let l_5203 = bitcast<u32>(l_5202);
let l_5204 = l_5203 & u32(2147483647);
let l_5205 = bitcast<f32>(l_5204);
let l_5206 = f64(l_5205);
l_mut_3872 = l_5206;
let l_5207 = l_5204 < u32(8388608);
if l_5207 {
let l_5208 = f64(l_5204);
let l_5209 = l_5208 * f64(1.401298464324817e-45);
l_mut_3872 = l_5209;
}
let l_5210 = bitcast<u64>(l_mut_3872);
let l_5211 = l_5203 >> u32(31);
let l_5212 = u64(l_5211);
let l_5213 = l_5212 << u32(bitcast<u64>(u64(63)));
let l_5214 = l_5210 | l_5213;
let l_5215 = bitcast<f64>(l_5214);
let l_5216 = l_5138 + l_5077;
let l_5217 = l_5216 <= l_5164;
l_mut_1038 = l_5217;
let l_5218 = l_5138 - l_5077;
let l_5219 = l_5218 > l_5164;
l_mut_1035 = l_5219;
let l_5220 = l_5151 - l_5080;
let l_5221 = l_5220 >= l_5164;
l_mut_1032 = l_5221;
let l_5222 = l_5151 + l_5080;
let l_5223 = l_5222 < l_5164;
l_mut_1029 = l_5223;
let l_5224 = l_5138 + l_5077;
let l_5225 = l_5224 < l_5187;
l_mut_1038 = l_5225;
let l_5226 = l_5138 - l_5077;
let l_5227 = l_5226 >= l_5187;
l_mut_1035 = l_5227;
let l_5228 = l_5151 - l_5080;
let l_5229 = l_5228 > l_5215;
l_mut_1032 = l_5229;
let l_5230 = l_5151 + l_5080;
let l_5231 = l_5230 <= l_5215;
l_mut_1029 = l_5231;
l_mut_5167 = u32(2);
let l_5232 = l_mut_1035 || l_mut_1029;
if l_5232 {
l_mut_5167 = u32(1);
} else {
let l_5233 = l_mut_1038 && l_mut_1032;
if l_5233 {
l_mut_5167 = u32(0);
}
}
let l_5234 = bitcast<u32>(l_146);
let l_5235 = l_5234 & u32(2147483647);
let l_5236 = l_5235 == u32(0);
if l_5236 {
let l_5237 = l_5138 + l_5077;
let l_5238 = l_5237 < f64(1.1754943508222875e-38);
let l_5239 = l_5151 - l_5080;
let l_5240 = l_5239 > f64(-1.1754943508222875e-38);
let l_5241 = l_5238 && l_5240;
let l_5242 = l_5138 - l_5077;
let l_5243 = l_5242 < f64(1.1754943508222875e-38);
let l_5244 = l_5151 + l_5080;
let l_5245 = l_5244 > f64(-1.1754943508222875e-38);
let l_5246 = l_5243 && l_5245;
if l_5241 {
l_mut_5167 = u32(0);
} else {
let l_5247 = l_mut_5167 == u32(1);
let l_5248 = l_5246 && l_5247;
if l_5248 {
l_mut_5167 = u32(2);
}
}
}
l_mut_4124 = l_mut_5167;
}
}
l_mut_5167 = u32(2);
let l_5249 = l_mut_937 == u32(0);
if l_5249 {
l_mut_5167 = u32(0);
} else {
let l_5250 = l_mut_4124 == u32(1);
if l_5250 {
l_mut_5167 = u32(1);
}
}
l_mut_978 = l_mut_5167;
} else {
let l_5251 = l_mut_2093 - l_907;
let l_5252 = l_mut_2093 + l_907;
let l_5253 = l_mut_567 - l_907;
let l_5254 = l_mut_567 + l_907;
let l_5255 = abs(l_5253);
let l_5256 = l_5255 > l_2990;
let l_5257 = abs(l_5254);
let l_5258 = l_5257 > l_2990;
let l_5259 = l_5256 && l_5258;
if l_5259 {
let l_5260 = l_2988 + l_2990;
let l_5261 = abs(l_5253);
let l_5262 = abs(l_5254);
l_mut_3872 = l_5261;
let l_5263 = l_5262 < l_5261;
if l_5263 {
l_mut_3872 = l_5262;
}
let l_5264 = l_5260 / l_mut_3872;
let l_5265 = abs(l_5251);
let l_5266 = abs(l_5252);
l_mut_3872 = l_5265;
let l_5267 = l_5266 < l_5265;
if l_5267 {
l_mut_3872 = l_5266;
}
let l_5268 = l_2988 / l_mut_3872;
let l_5269 = l_5264 + l_5268;
l_mut_395 = l_mut_395 + l_5269;
l_mut_5167 = u32(0);
let l_5270 = l_5253 <= f64(0.0);
let l_5271 = l_5254 >= f64(0.0);
let l_5272 = l_5270 && l_5271;
let l_5273 = !l_5272;
if l_5273 {
let l_5275 = l_5251 / l_5253;
let l_5276 = l_5251 / l_5254;
let l_5277 = l_5252 / l_5253;
let l_5278 = l_5252 / l_5254;
a_5274[u32(0)] = l_5275;
a_5274[u32(1)] = l_5275;
let l_5279 = a_5274[u32(0)];
let l_5280 = l_5276 < l_5279;
if l_5280 {
a_5274[u32(0)] = l_5276;
}
let l_5281 = a_5274[u32(0)];
let l_5282 = l_5277 < l_5281;
if l_5282 {
a_5274[u32(0)] = l_5277;
}
let l_5283 = a_5274[u32(0)];
let l_5284 = l_5278 < l_5283;
if l_5284 {
a_5274[u32(0)] = l_5278;
}
let l_5285 = a_5274[u32(1)];
let l_5286 = l_5276 > l_5285;
if l_5286 {
a_5274[u32(1)] = l_5276;
}
let l_5287 = a_5274[u32(1)];
let l_5288 = l_5277 > l_5287;
if l_5288 {
a_5274[u32(1)] = l_5277;
}
let l_5289 = a_5274[u32(1)];
let l_5290 = l_5278 > l_5289;
if l_5290 {
a_5274[u32(1)] = l_5278;
}
let l_5291 = a_5274[u32(0)];
let l_5292 = abs(l_5291);
let l_5293 = l_5292 * l_mut_395;
let l_5294 = a_5274[u32(1)];
let l_5295 = abs(l_5294);
let l_5296 = l_5295 * l_mut_395;
l_mut_5167 = u32(2);
let l_5297 = a_5274[u32(0)];
let l_5298 = l_5297 - l_5293;
let l_5299 = abs(l_5298);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5300 = l_5299 >= f64(1.1754943508222875e-38);
let l_5301 = l_5299 <= f64(1.7976931348623157e308);
let l_5302 = l_5300 && l_5301;
if l_5302 {
let l_5303 = bitcast<u64>(l_5299);
let l_5304 = l_5303 >> u32(bitcast<u64>(u64(52)));
let l_5305 = l_5304 - u64(23);
let l_5306 = l_5305 << u32(bitcast<u64>(u64(52)));
let l_5307 = bitcast<f64>(l_5306);
l_mut_3872 = l_5307;
}
let l_5308 = l_5297 + l_5293;
let l_5309 = abs(l_5308);
l_mut_3618 = f64(1.401298464324817e-45);
let l_5310 = l_5309 >= f64(1.1754943508222875e-38);
let l_5311 = l_5309 <= f64(1.7976931348623157e308);
let l_5312 = l_5310 && l_5311;
if l_5312 {
let l_5313 = bitcast<u64>(l_5309);
let l_5314 = l_5313 >> u32(bitcast<u64>(u64(52)));
let l_5315 = l_5314 - u64(23);
let l_5316 = l_5315 << u32(bitcast<u64>(u64(52)));
let l_5317 = bitcast<f64>(l_5316);
l_mut_3618 = l_5317;
}
let l_5318 = l_mut_3872 == l_mut_3618;
let l_5319 = a_5274[u32(1)];
let l_5320 = l_5319 - l_5296;
let l_5321 = abs(l_5320);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5322 = l_5321 >= f64(1.1754943508222875e-38);
let l_5323 = l_5321 <= f64(1.7976931348623157e308);
let l_5324 = l_5322 && l_5323;
if l_5324 {
let l_5325 = bitcast<u64>(l_5321);
let l_5326 = l_5325 >> u32(bitcast<u64>(u64(52)));
let l_5327 = l_5326 - u64(23);
let l_5328 = l_5327 << u32(bitcast<u64>(u64(52)));
let l_5329 = bitcast<f64>(l_5328);
l_mut_3872 = l_5329;
}
let l_5330 = l_5319 + l_5296;
let l_5331 = abs(l_5330);
l_mut_3618 = f64(1.401298464324817e-45);
let l_5332 = l_5331 >= f64(1.1754943508222875e-38);
let l_5333 = l_5331 <= f64(1.7976931348623157e308);
let l_5334 = l_5332 && l_5333;
if l_5334 {
let l_5335 = bitcast<u64>(l_5331);
let l_5336 = l_5335 >> u32(bitcast<u64>(u64(52)));
let l_5337 = l_5336 - u64(23);
let l_5338 = l_5337 << u32(bitcast<u64>(u64(52)));
let l_5339 = bitcast<f64>(l_5338);
l_mut_3618 = l_5339;
}
let l_5340 = l_mut_3872 == l_mut_3618;
let l_5341 = l_5318 && l_5340;
if l_5341 {
let l_5342 = a_5274[u32(0)];
let l_5343 = a_5274[u32(0)];
let l_5344 = abs(l_5343);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5345 = l_5344 >= f64(1.1754943508222875e-38);
let l_5346 = l_5344 <= f64(1.7976931348623157e308);
let l_5347 = l_5345 && l_5346;
if l_5347 {
let l_5348 = bitcast<u64>(l_5344);
let l_5349 = l_5348 >> u32(bitcast<u64>(u64(52)));
let l_5350 = l_5349 - u64(23);
let l_5351 = l_5350 << u32(bitcast<u64>(u64(52)));
let l_5352 = bitcast<f64>(l_5351);
l_mut_3872 = l_5352;
}
let l_5353 = l_910 * l_mut_3872;
let l_5354 = l_5342 - l_5353;
let l_5355 = a_5274[u32(1)];
let l_5356 = a_5274[u32(1)];
let l_5357 = abs(l_5356);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5358 = l_5357 >= f64(1.1754943508222875e-38);
let l_5359 = l_5357 <= f64(1.7976931348623157e308);
let l_5360 = l_5358 && l_5359;
if l_5360 {
let l_5361 = bitcast<u64>(l_5357);
let l_5362 = l_5361 >> u32(bitcast<u64>(u64(52)));
let l_5363 = l_5362 - u64(23);
let l_5364 = l_5363 << u32(bitcast<u64>(u64(52)));
let l_5365 = bitcast<f64>(l_5364);
l_mut_3872 = l_5365;
}
let l_5366 = l_910 * l_mut_3872;
let l_5367 = l_5355 + l_5366;
let l_5368 = bitcast<u32>(l_146);
let l_5369 = l_5368 & u32(2147483647);
let l_5370 = bitcast<f32>(l_5369);
let l_5371 = f64(l_5370);
l_mut_3872 = l_5371;
let l_5372 = l_5369 < u32(8388608);
if l_5372 {
let l_5373 = f64(l_5369);
let l_5374 = l_5373 * f64(1.401298464324817e-45);
l_mut_3872 = l_5374;
}
let l_5375 = bitcast<u64>(l_mut_3872);
let l_5376 = l_5368 >> u32(31);
let l_5377 = u64(l_5376);
let l_5378 = l_5377 << u32(bitcast<u64>(u64(63)));
let l_5379 = l_5375 | l_5378;
let l_5380 = bitcast<f64>(l_5379);
let l_5381 = bitcast<u32>(l_146);
let l_5382 = l_5381 + u32(1);
l_mut_4124 = l_5382;
let l_5383 = l_5381 & u32(2147483647);
let l_5384 = l_5383 == u32(0);
if l_5384 {
l_mut_4124 = u32(1);
} else {
let l_5385 = l_5381 & u32(2147483648);
let l_5386 = l_5385 != u32(0);
if l_5386 {
let l_5387 = l_5381 - u32(1);
l_mut_4124 = l_5387;
} else {
let l_5388 = l_5381 == u32(2139095040);
if l_5388 {
l_mut_4124 = l_5381;
}
}
}
let l_5389 = bitcast<f32>(l_mut_4124);
let l_5390 = bitcast<u32>(l_5389);
let l_5391 = l_5390 & u32(2147483647);
let l_5392 = bitcast<f32>(l_5391);
let l_5393 = f64(l_5392);
l_mut_3872 = l_5393;
let l_5394 = l_5391 < u32(8388608);
if l_5394 {
let l_5395 = f64(l_5391);
let l_5396 = l_5395 * f64(1.401298464324817e-45);
l_mut_3872 = l_5396;
}
let l_5397 = bitcast<u64>(l_mut_3872);
let l_5398 = l_5390 >> u32(31);
let l_5399 = u64(l_5398);
let l_5400 = l_5399 << u32(bitcast<u64>(u64(63)));
let l_5401 = l_5397 | l_5400;
let l_5402 = bitcast<f64>(l_5401);
let l_5403 = bitcast<u32>(l_146);
let l_5404 = l_5403 ^ u32(2147483648);
let l_5405 = bitcast<f32>(l_5404);
let l_5406 = bitcast<u32>(l_5405);
let l_5407 = l_5406 + u32(1);
l_mut_4124 = l_5407;
let l_5408 = l_5406 & u32(2147483647);
let l_5409 = l_5408 == u32(0);
if l_5409 {
l_mut_4124 = u32(1);
} else {
let l_5410 = l_5406 & u32(2147483648);
let l_5411 = l_5410 != u32(0);
if l_5411 {
let l_5412 = l_5406 - u32(1);
l_mut_4124 = l_5412;
} else {
let l_5413 = l_5406 == u32(2139095040);
if l_5413 {
l_mut_4124 = l_5406;
}
}
}
let l_5414 = bitcast<f32>(l_mut_4124);
let l_5415 = bitcast<u32>(l_5414);
let l_5416 = l_5415 ^ u32(2147483648);
let l_5417 = bitcast<f32>(l_5416);
let l_5418 = bitcast<u32>(l_5417);
let l_5419 = l_5418 & u32(2147483647);
let l_5420 = bitcast<f32>(l_5419);
let l_5421 = f64(l_5420);
l_mut_3872 = l_5421;
let l_5422 = l_5419 < u32(8388608);
if l_5422 {
let l_5423 = f64(l_5419);
let l_5424 = l_5423 * f64(1.401298464324817e-45);
l_mut_3872 = l_5424;
}
let l_5425 = bitcast<u64>(l_mut_3872);
let l_5426 = l_5418 >> u32(31);
let l_5427 = u64(l_5426);
let l_5428 = l_5427 << u32(bitcast<u64>(u64(63)));
let l_5429 = l_5425 | l_5428;
let l_5430 = bitcast<f64>(l_5429);
let l_5431 = l_5354 + l_5293;
let l_5432 = l_5431 <= l_5380;
l_mut_1038 = l_5432;
let l_5433 = l_5354 - l_5293;
let l_5434 = l_5433 > l_5380;
l_mut_1035 = l_5434;
let l_5435 = l_5367 - l_5296;
let l_5436 = l_5435 >= l_5380;
l_mut_1032 = l_5436;
let l_5437 = l_5367 + l_5296;
let l_5438 = l_5437 < l_5380;
l_mut_1029 = l_5438;
l_mut_4124 = u32(2);
let l_5439 = l_mut_1035 || l_mut_1029;
if l_5439 {
l_mut_4124 = u32(1);
} else {
let l_5440 = l_mut_1038 && l_mut_1032;
if l_5440 {
l_mut_4124 = u32(0);
}
}
let l_5441 = bitcast<u32>(l_146);
let l_5442 = l_5441 & u32(2147483647);
let l_5443 = l_5442 == u32(0);
if l_5443 {
let l_5444 = l_5354 + l_5293;
let l_5445 = l_5444 < f64(1.1754943508222875e-38);
let l_5446 = l_5367 - l_5296;
let l_5447 = l_5446 > f64(-1.1754943508222875e-38);
let l_5448 = l_5445 && l_5447;
let l_5449 = l_5354 - l_5293;
let l_5450 = l_5449 < f64(1.1754943508222875e-38);
let l_5451 = l_5367 + l_5296;
let l_5452 = l_5451 > f64(-1.1754943508222875e-38);
let l_5453 = l_5450 && l_5452;
if l_5448 {
l_mut_4124 = u32(0);
} else {
let l_5454 = l_mut_4124 == u32(1);
let l_5455 = l_5453 && l_5454;
if l_5455 {
l_mut_4124 = u32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
}
l_mut_978 = l_mut_5167;
}
}
l_mut_379 = l_mut_978;
} else {
let l_5456 = l_919 <= l_913;
if l_5456 {
let l_5457 = f32(l_918);
let l_5458 = bitcast<u32>(l_5457);
let l_5459 = l_5458 & u32(2147483647);
let l_5460 = bitcast<f32>(l_5459);
let l_5461 = f64(l_5460);
l_mut_3872 = l_5461;
let l_5462 = l_5459 < u32(8388608);
if l_5462 {
let l_5463 = f64(l_5459);
let l_5464 = l_5463 * f64(1.401298464324817e-45);
l_mut_3872 = l_5464;
}
let l_5465 = bitcast<u64>(l_mut_3872);
let l_5466 = l_5458 >> u32(31);
let l_5467 = u64(l_5466);
let l_5468 = l_5467 << u32(bitcast<u64>(u64(63)));
let l_5469 = l_5465 | l_5468;
let l_5470 = bitcast<f64>(l_5469);
let l_5471 = abs(l_5470);
l_mut_3872 = l_5471;
l_mut_5167 = u32(0);
let l_5472 = l_5471 >= f64(0.785);
if l_5472 {
let l_5473 = l_5471 * f64(0.6366197723675814);
let l_5474 = l_5473 + f64(0.5);
let l_5475 = floor(l_5474);
let l_5476 = l_5475 * f64(1.570796325802803);
let l_5477 = l_5471 - l_5476;
let l_5478 = l_5477 * l_20;
let l_5479 = l_5475 * f64(9.920935796805404e-10);
let l_5480 = l_5478 - l_5479;
l_mut_3872 = l_5480;
let l_5481 = u32(l_5475);
l_mut_5167 = l_5481;
}
let l_5482 = bitcast<u32>(l_5457);
let l_5483 = l_5482 >= u32(2147483648);
let l_5484 = l_mut_3872 * l_mut_3872;
let l_5485 = l_5484 * f64(1.9572941063391263e-20);
let l_5486 = f64(8.22063524662433e-18) - l_5485;
l_mut_3618 = l_5486;
let l_5487 = l_mut_3618 * l_5484;
let l_5488 = l_5487 - f64(2.8114572543455206e-15);
l_mut_3618 = l_5488;
let l_5489 = l_mut_3618 * l_5484;
let l_5490 = l_5489 + f64(7.647163731819816e-13);
l_mut_3618 = l_5490;
let l_5491 = l_mut_3618 * l_5484;
let l_5492 = l_5491 - f64(1.6059043836821613e-10);
l_mut_3618 = l_5492;
let l_5493 = l_mut_3618 * l_5484;
let l_5494 = l_5493 + f64(2.505210838544172e-8);
l_mut_3618 = l_5494;
let l_5495 = l_mut_3618 * l_5484;
let l_5496 = l_5495 - f64(2.7557319223985893e-6);
l_mut_3618 = l_5496;
let l_5497 = l_mut_3618 * l_5484;
let l_5498 = l_5497 + f64(0.0001984126984126984);
l_mut_3618 = l_5498;
let l_5499 = l_mut_3618 * l_5484;
let l_5500 = l_5499 - f64(0.008333333333333333);
l_mut_3618 = l_5500;
let l_5501 = l_mut_3618 * l_5484;
let l_5502 = l_5501 + f64(0.16666666666666666);
l_mut_3618 = l_5502;
let l_5503 = f64(0.5) * l_5484;
let l_5504 = f64(1.0) - l_5503;
let l_5505 = f64(0.0) * l_5504;
let l_5506 = l_mut_3872 * l_5484;
let l_5507 = l_5506 * l_mut_3618;
let l_5508 = l_5505 - l_5507;
let l_5509 = l_mut_3872 + l_5508;
let l_5510 = l_mut_3872 * l_mut_3872;
let l_5511 = l_5510 * f64(4.110317623312165e-19);
let l_5512 = l_5511 - f64(1.5619206968586225e-16);
l_mut_3618 = l_5512;
let l_5513 = l_mut_3618 * l_5510;
let l_5514 = l_5513 + f64(4.779477332387385e-14);
l_mut_3618 = l_5514;
let l_5515 = l_mut_3618 * l_5510;
let l_5516 = l_5515 - f64(1.1470745597729725e-11);
l_mut_3618 = l_5516;
let l_5517 = l_mut_3618 * l_5510;
let l_5518 = l_5517 + f64(2.08767569878681e-9);
l_mut_3618 = l_5518;
let l_5519 = l_mut_3618 * l_5510;
let l_5520 = l_5519 - f64(2.755731922398589e-7);
l_mut_3618 = l_5520;
let l_5521 = l_mut_3618 * l_5510;
let l_5522 = l_5521 + f64(2.48015873015873e-5);
l_mut_3618 = l_5522;
let l_5523 = l_mut_3618 * l_5510;
let l_5524 = l_5523 - f64(0.001388888888888889);
l_mut_3618 = l_5524;
let l_5525 = l_mut_3618 * l_5510;
let l_5526 = l_5525 + f64(0.041666666666666664);
l_mut_3618 = l_5526;
let l_5527 = f64(0.5) * l_5510;
let l_5528 = f64(1.0) - l_5527;
let l_5529 = l_5510 * l_5510;
let l_5530 = l_5529 * l_mut_3618;
let l_5531 = f64(0.0) * l_mut_3872;
let l_5532 = l_5530 - l_5531;
let l_5533 = l_5528 + l_5532;
let l_5534 = l_mut_5167 & u32(1);
let l_5535 = l_5534 == u32(1);
l_mut_3872 = l_5509;
let l_5536 = l_mut_5167 & u32(2);
let l_5537 = l_5536 != u32(0);
l_mut_1038 = l_5537;
let l_5538 = u32(6) == u32(6);
if l_5538 {
if l_5535 {
l_mut_3872 = l_5533;
}
} else {
let l_5539 = u32(6) == u32(7);
if l_5539 {
l_mut_3872 = l_5533;
if l_5535 {
l_mut_3872 = l_5509;
}
let l_5540 = l_mut_5167 + u32(1);
let l_5541 = l_5540 & u32(2);
let l_5542 = l_5541 != u32(0);
l_mut_1038 = l_5542;
} else {
let l_5543 = l_5509 / l_5533;
l_mut_3872 = l_5543;
if l_5535 {
let l_5544 = l_5533 / l_5509;
l_mut_3872 = l_5544;
}
l_mut_1038 = l_5535;
}
}
let l_5545 = u32(6) != u32(7);
let l_5546 = l_5545 && l_5483;
if l_5546 {
let l_5547 = !l_mut_1038;
l_mut_1038 = l_5547;
}
if l_mut_1038 {
let l_5548 = -l_mut_3872;
l_mut_3872 = l_5548;
}
let l_5549 = f32(l_918);
let l_5550 = bitcast<u32>(l_5549);
let l_5551 = l_5550 & u32(2147483647);
let l_5552 = bitcast<f32>(l_5551);
let l_5553 = f64(l_5552);
l_mut_3618 = l_5553;
let l_5554 = l_5551 < u32(8388608);
if l_5554 {
let l_5555 = f64(l_5551);
let l_5556 = l_5555 * f64(1.401298464324817e-45);
l_mut_3618 = l_5556;
}
let l_5557 = bitcast<u64>(l_mut_3618);
let l_5558 = l_5550 >> u32(31);
let l_5559 = u64(l_5558);
let l_5560 = l_5559 << u32(bitcast<u64>(u64(63)));
let l_5561 = l_5557 | l_5560;
let l_5562 = bitcast<f64>(l_5561);
let l_5563 = abs(l_5562);
l_mut_3618 = l_5563;
l_mut_5167 = u32(0);
let l_5564 = l_5563 >= f64(0.785);
if l_5564 {
let l_5565 = l_5563 * f64(0.6366197723675814);
let l_5566 = l_5565 + f64(0.5);
let l_5567 = floor(l_5566);
let l_5568 = l_5567 * f64(1.570796325802803);
let l_5569 = l_5563 - l_5568;
let l_5570 = l_5569 * l_20;
let l_5571 = l_5567 * f64(9.920935796805404e-10);
let l_5572 = l_5570 - l_5571;
l_mut_3618 = l_5572;
let l_5573 = u32(l_5567);
l_mut_5167 = l_5573;
}
let l_5574 = bitcast<u32>(l_5549);
let l_5575 = l_5574 >= u32(2147483648);
let l_5576 = l_mut_3618 * l_mut_3618;
let l_5577 = l_5576 * f64(1.9572941063391263e-20);
let l_5578 = f64(8.22063524662433e-18) - l_5577;
l_mut_3362 = l_5578;
let l_5579 = l_mut_3362 * l_5576;
let l_5580 = l_5579 - f64(2.8114572543455206e-15);
l_mut_3362 = l_5580;
let l_5581 = l_mut_3362 * l_5576;
let l_5582 = l_5581 + f64(7.647163731819816e-13);
l_mut_3362 = l_5582;
let l_5583 = l_mut_3362 * l_5576;
let l_5584 = l_5583 - f64(1.6059043836821613e-10);
l_mut_3362 = l_5584;
let l_5585 = l_mut_3362 * l_5576;
let l_5586 = l_5585 + f64(2.505210838544172e-8);
l_mut_3362 = l_5586;
let l_5587 = l_mut_3362 * l_5576;
let l_5588 = l_5587 - f64(2.7557319223985893e-6);
l_mut_3362 = l_5588;
let l_5589 = l_mut_3362 * l_5576;
let l_5590 = l_5589 + f64(0.0001984126984126984);
l_mut_3362 = l_5590;
let l_5591 = l_mut_3362 * l_5576;
let l_5592 = l_5591 - f64(0.008333333333333333);
l_mut_3362 = l_5592;
let l_5593 = l_mut_3362 * l_5576;
let l_5594 = l_5593 + f64(0.16666666666666666);
l_mut_3362 = l_5594;
let l_5595 = f64(0.5) * l_5576;
let l_5596 = f64(1.0) - l_5595;
let l_5597 = f64(0.0) * l_5596;
let l_5598 = l_mut_3618 * l_5576;
let l_5599 = l_5598 * l_mut_3362;
let l_5600 = l_5597 - l_5599;
let l_5601 = l_mut_3618 + l_5600;
let l_5602 = l_mut_3618 * l_mut_3618;
let l_5603 = l_5602 * f64(4.110317623312165e-19);
let l_5604 = l_5603 - f64(1.5619206968586225e-16);
l_mut_3362 = l_5604;
let l_5605 = l_mut_3362 * l_5602;
let l_5606 = l_5605 + f64(4.779477332387385e-14);
l_mut_3362 = l_5606;
let l_5607 = l_mut_3362 * l_5602;
let l_5608 = l_5607 - f64(1.1470745597729725e-11);
l_mut_3362 = l_5608;
let l_5609 = l_mut_3362 * l_5602;
let l_5610 = l_5609 + f64(2.08767569878681e-9);
l_mut_3362 = l_5610;
let l_5611 = l_mut_3362 * l_5602;
let l_5612 = l_5611 - f64(2.755731922398589e-7);
l_mut_3362 = l_5612;
let l_5613 = l_mut_3362 * l_5602;
let l_5614 = l_5613 + f64(2.48015873015873e-5);
l_mut_3362 = l_5614;
let l_5615 = l_mut_3362 * l_5602;
let l_5616 = l_5615 - f64(0.001388888888888889);
l_mut_3362 = l_5616;
let l_5617 = l_mut_3362 * l_5602;
let l_5618 = l_5617 + f64(0.041666666666666664);
l_mut_3362 = l_5618;
let l_5619 = f64(0.5) * l_5602;
let l_5620 = f64(1.0) - l_5619;
let l_5621 = l_5602 * l_5602;
let l_5622 = l_5621 * l_mut_3362;
let l_5623 = f64(0.0) * l_mut_3618;
let l_5624 = l_5622 - l_5623;
let l_5625 = l_5620 + l_5624;
let l_5626 = l_mut_5167 & u32(1);
let l_5627 = l_5626 == u32(1);
l_mut_3618 = l_5601;
let l_5628 = l_mut_5167 & u32(2);
let l_5629 = l_5628 != u32(0);
l_mut_1038 = l_5629;
let l_5630 = u32(7) == u32(6);
if l_5630 {
if l_5627 {
l_mut_3618 = l_5625;
}
} else {
let l_5631 = u32(7) == u32(7);
if l_5631 {
l_mut_3618 = l_5625;
if l_5627 {
l_mut_3618 = l_5601;
}
let l_5632 = l_mut_5167 + u32(1);
let l_5633 = l_5632 & u32(2);
let l_5634 = l_5633 != u32(0);
l_mut_1038 = l_5634;
} else {
let l_5635 = l_5601 / l_5625;
l_mut_3618 = l_5635;
if l_5627 {
let l_5636 = l_5625 / l_5601;
l_mut_3618 = l_5636;
}
l_mut_1038 = l_5627;
}
}
let l_5637 = u32(7) != u32(7);
let l_5638 = l_5637 && l_5575;
if l_5638 {
let l_5639 = !l_mut_1038;
l_mut_1038 = l_5639;
}
if l_mut_1038 {
let l_5640 = -l_mut_3618;
l_mut_3618 = l_5640;
}
let l_5641 = abs(l_mut_3872);
let l_5642 = l_5641 * f64(1.4551915228366852e-11);
let l_5643 = abs(l_mut_3618);
let l_5644 = l_5643 * f64(1.4551915228366852e-11);
let l_5645 = l_mut_3872 - l_907;
let l_5646 = l_mut_3872 + l_907;
let l_5647 = l_mut_3618 - l_907;
let l_5648 = l_mut_3618 + l_907;
l_mut_5167 = u32(2);
let l_5649 = abs(l_5647);
let l_5650 = l_5649 <= l_5644;
let l_5651 = abs(l_5648);
let l_5652 = l_5651 <= l_5644;
let l_5653 = l_5650 || l_5652;
let l_5654 = !l_5653;
if l_5654 {
l_mut_5167 = u32(0);
let l_5655 = l_5647 <= f64(0.0);
let l_5656 = l_5648 >= f64(0.0);
let l_5657 = l_5655 && l_5656;
let l_5658 = !l_5657;
if l_5658 {
let l_5659 = abs(l_5647);
let l_5660 = abs(l_5648);
l_mut_3872 = l_5659;
let l_5661 = l_5660 < l_5659;
if l_5661 {
l_mut_3872 = l_5660;
}
let l_5662 = l_5644 / l_mut_3872;
let l_5663 = l_5662 + f64(1.4551915228366852e-11);
let l_5664 = f64(1.0) / l_5648;
let l_5665 = f64(1.0) / l_5647;
let l_5666 = abs(l_5664);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5667 = l_5666 >= f64(1.1754943508222875e-38);
let l_5668 = l_5666 <= f64(1.7976931348623157e308);
let l_5669 = l_5667 && l_5668;
if l_5669 {
let l_5670 = bitcast<u64>(l_5666);
let l_5671 = l_5670 >> u32(bitcast<u64>(u64(52)));
let l_5672 = l_5671 - u64(23);
let l_5673 = l_5672 << u32(bitcast<u64>(u64(52)));
let l_5674 = bitcast<f64>(l_5673);
l_mut_3872 = l_5674;
}
let l_5675 = l_910 * l_mut_3872;
let l_5676 = l_5664 - l_5675;
let l_5677 = abs(l_5665);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5678 = l_5677 >= f64(1.1754943508222875e-38);
let l_5679 = l_5677 <= f64(1.7976931348623157e308);
let l_5680 = l_5678 && l_5679;
if l_5680 {
let l_5681 = bitcast<u64>(l_5677);
let l_5682 = l_5681 >> u32(bitcast<u64>(u64(52)));
let l_5683 = l_5682 - u64(23);
let l_5684 = l_5683 << u32(bitcast<u64>(u64(52)));
let l_5685 = bitcast<f64>(l_5684);
l_mut_3872 = l_5685;
}
let l_5686 = l_910 * l_mut_3872;
let l_5687 = l_5665 + l_5686;
let l_5689 = l_5645 * l_5676;
let l_5690 = l_5645 * l_5687;
let l_5691 = l_5646 * l_5676;
let l_5692 = l_5646 * l_5687;
a_5688[u32(0)] = l_5689;
a_5688[u32(1)] = l_5689;
let l_5693 = a_5688[u32(0)];
let l_5694 = l_5690 < l_5693;
if l_5694 {
a_5688[u32(0)] = l_5690;
}
let l_5695 = a_5688[u32(0)];
let l_5696 = l_5691 < l_5695;
if l_5696 {
a_5688[u32(0)] = l_5691;
}
let l_5697 = a_5688[u32(0)];
let l_5698 = l_5692 < l_5697;
if l_5698 {
a_5688[u32(0)] = l_5692;
}
let l_5699 = a_5688[u32(1)];
let l_5700 = l_5690 > l_5699;
if l_5700 {
a_5688[u32(1)] = l_5690;
}
let l_5701 = a_5688[u32(1)];
let l_5702 = l_5691 > l_5701;
if l_5702 {
a_5688[u32(1)] = l_5691;
}
let l_5703 = a_5688[u32(1)];
let l_5704 = l_5692 > l_5703;
if l_5704 {
a_5688[u32(1)] = l_5692;
}
let l_5705 = abs(l_5645);
let l_5706 = abs(l_5646);
l_mut_3872 = l_5705;
let l_5707 = l_5706 > l_5705;
if l_5707 {
l_mut_3872 = l_5706;
}
let l_5708 = abs(l_5676);
let l_5709 = abs(l_5687);
l_mut_3618 = l_5708;
let l_5710 = l_5709 > l_5708;
if l_5710 {
l_mut_3618 = l_5709;
}
let l_5711 = l_mut_3872 * l_mut_3618;
let l_5712 = l_5663 + f64(1.4551915228366852e-11);
let l_5713 = l_5711 * l_5712;
let l_5714 = l_5642 * l_mut_3618;
let l_5715 = l_5713 + l_5714;
l_mut_5167 = u32(2);
let l_5716 = abs(l_5664);
let l_5717 = l_5716 * l_5663;
let l_5718 = l_5664 - l_5717;
let l_5719 = abs(l_5718);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5720 = l_5719 >= f64(1.1754943508222875e-38);
let l_5721 = l_5719 <= f64(1.7976931348623157e308);
let l_5722 = l_5720 && l_5721;
if l_5722 {
let l_5723 = bitcast<u64>(l_5719);
let l_5724 = l_5723 >> u32(bitcast<u64>(u64(52)));
let l_5725 = l_5724 - u64(23);
let l_5726 = l_5725 << u32(bitcast<u64>(u64(52)));
let l_5727 = bitcast<f64>(l_5726);
l_mut_3872 = l_5727;
}
let l_5728 = l_5664 + l_5717;
let l_5729 = abs(l_5728);
l_mut_3618 = f64(1.401298464324817e-45);
let l_5730 = l_5729 >= f64(1.1754943508222875e-38);
let l_5731 = l_5729 <= f64(1.7976931348623157e308);
let l_5732 = l_5730 && l_5731;
if l_5732 {
let l_5733 = bitcast<u64>(l_5729);
let l_5734 = l_5733 >> u32(bitcast<u64>(u64(52)));
let l_5735 = l_5734 - u64(23);
let l_5736 = l_5735 << u32(bitcast<u64>(u64(52)));
let l_5737 = bitcast<f64>(l_5736);
l_mut_3618 = l_5737;
}
let l_5738 = l_mut_3872 == l_mut_3618;
let l_5739 = abs(l_5665);
let l_5740 = l_5739 * l_5663;
let l_5741 = l_5665 - l_5740;
let l_5742 = abs(l_5741);
l_mut_3872 = f64(1.401298464324817e-45);
let l_5743 = l_5742 >= f64(1.1754943508222875e-38);
let l_5744 = l_5742 <= f64(1.7976931348623157e308);
let l_5745 = l_5743 && l_5744;
if l_5745 {
let l_5746 = bitcast<u64>(l_5742);
let l_5747 = l_5746 >> u32(bitcast<u64>(u64(52)));
let l_5748 = l_5747 - u64(23);
let l_5749 = l_5748 << u32(bitcast<u64>(u64(52)));
let l_5750 = bitcast<f64>(l_5749);
l_mut_3872 = l_5750;
}
let l_5751 = l_5665 + l_5740;
let l_5752 = abs(l_5751);
l_mut_3618 = f64(1.401298464324817e-45);
let l_5753 = l_5752 >= f64(1.1754943508222875e-38);
let l_5754 = l_5752 <= f64(1.7976931348623157e308);
let l_5755 = l_5753 && l_5754;
if l_5755 {
let l_5756 = bitcast<u64>(l_5752);
let l_5757 = l_5756 >> u32(bitcast<u64>(u64(52)));
let l_5758 = l_5757 - u64(23);
let l_5759 = l_5758 << u32(bitcast<u64>(u64(52)));
let l_5760 = bitcast<f64>(l_5759);
l_mut_3618 = l_5760;
}
let l_5761 = l_mut_3872 == l_mut_3618;
let l_5762 = l_5738 && l_5761;
if l_5762 {
let l_5763 = a_5688[u32(0)];
let l_5764 = a_5688[u32(1)];
let l_5765 = bitcast<u32>(l_146);
let l_5766 = l_5765 & u32(2147483647);
let l_5767 = bitcast<f32>(l_5766);
let l_5768 = f64(l_5767);
l_mut_3872 = l_5768;
let l_5769 = l_5766 < u32(8388608);
if l_5769 {
let l_5770 = f64(l_5766);
let l_5771 = l_5770 * f64(1.401298464324817e-45);
l_mut_3872 = l_5771;
}
let l_5772 = bitcast<u64>(l_mut_3872);
let l_5773 = l_5765 >> u32(31);
let l_5774 = u64(l_5773);
let l_5775 = l_5774 << u32(bitcast<u64>(u64(63)));
let l_5776 = l_5772 | l_5775;
let l_5777 = bitcast<f64>(l_5776);
let l_5778 = bitcast<u32>(l_146);
let l_5779 = l_5778 + u32(1);
l_mut_4124 = l_5779;
let l_5780 = l_5778 & u32(2147483647);
let l_5781 = l_5780 == u32(0);
if l_5781 {
l_mut_4124 = u32(1);
} else {
let l_5782 = l_5778 & u32(2147483648);
let l_5783 = l_5782 != u32(0);
if l_5783 {
let l_5784 = l_5778 - u32(1);
l_mut_4124 = l_5784;
} else {
let l_5785 = l_5778 == u32(2139095040);
if l_5785 {
l_mut_4124 = l_5778;
}
}
}
let l_5786 = bitcast<f32>(l_mut_4124);
let l_5787 = bitcast<u32>(l_5786);
let l_5788 = l_5787 & u32(2147483647);
let l_5789 = bitcast<f32>(l_5788);
let l_5790 = f64(l_5789);
l_mut_3872 = l_5790;
let l_5791 = l_5788 < u32(8388608);
if l_5791 {
let l_5792 = f64(l_5788);
let l_5793 = l_5792 * f64(1.401298464324817e-45);
l_mut_3872 = l_5793;
}
let l_5794 = bitcast<u64>(l_mut_3872);
let l_5795 = l_5787 >> u32(31);
let l_5796 = u64(l_5795);
let l_5797 = l_5796 << u32(bitcast<u64>(u64(63)));
let l_5798 = l_5794 | l_5797;
let l_5799 = bitcast<f64>(l_5798);
let l_5800 = bitcast<u32>(l_146);
let l_5801 = l_5800 ^ u32(2147483648);
let l_5802 = bitcast<f32>(l_5801);
let l_5803 = bitcast<u32>(l_5802);
let l_5804 = l_5803 + u32(1);
l_mut_4124 = l_5804;
let l_5805 = l_5803 & u32(2147483647);
let l_5806 = l_5805 == u32(0);
if l_5806 {
l_mut_4124 = u32(1);
} else {
let l_5807 = l_5803 & u32(2147483648);
let l_5808 = l_5807 != u32(0);
if l_5808 {
let l_5809 = l_5803 - u32(1);
l_mut_4124 = l_5809;
} else {
let l_5810 = l_5803 == u32(2139095040);
if l_5810 {
l_mut_4124 = l_5803;
}
}
}
let l_5811 = bitcast<f32>(l_mut_4124);
let l_5812 = bitcast<u32>(l_5811);
let l_5813 = l_5812 ^ u32(2147483648);
let l_5814 = bitcast<f32>(l_5813);
let l_5815 = bitcast<u32>(l_5814);
let l_5816 = l_5815 & u32(2147483647);
let l_5817 = bitcast<f32>(l_5816);
let l_5818 = f64(l_5817);
l_mut_3872 = l_5818;
let l_5819 = l_5816 < u32(8388608);
if l_5819 {
let l_5820 = f64(l_5816);
let l_5821 = l_5820 * f64(1.401298464324817e-45);
l_mut_3872 = l_5821;
}
let l_5822 = bitcast<u64>(l_mut_3872);
let l_5823 = l_5815 >> u32(31);
let l_5824 = u64(l_5823);
let l_5825 = l_5824 << u32(bitcast<u64>(u64(63)));
let l_5826 = l_5822 | l_5825;
let l_5827 = bitcast<f64>(l_5826);
let l_5828 = l_5763 + l_5715;
let l_5829 = l_5828 <= l_5777;
l_mut_1038 = l_5829;
let l_5830 = l_5763 - l_5715;
let l_5831 = l_5830 > l_5777;
l_mut_1035 = l_5831;
let l_5832 = l_5764 - l_5715;
let l_5833 = l_5832 >= l_5777;
l_mut_1032 = l_5833;
let l_5834 = l_5764 + l_5715;
let l_5835 = l_5834 < l_5777;
l_mut_1029 = l_5835;
let l_5836 = l_5763 + l_5715;
let l_5837 = l_5836 < l_5799;
l_mut_1038 = l_5837;
let l_5838 = l_5763 - l_5715;
let l_5839 = l_5838 >= l_5799;
l_mut_1035 = l_5839;
let l_5840 = l_5764 - l_5715;
let l_5841 = l_5840 > l_5827;
l_mut_1032 = l_5841;
let l_5842 = l_5764 + l_5715;
let l_5843 = l_5842 <= l_5827;
l_mut_1029 = l_5843;
l_mut_4124 = u32(2);
let l_5844 = l_mut_1035 || l_mut_1029;
if l_5844 {
l_mut_4124 = u32(1);
} else {
let l_5845 = l_mut_1038 && l_mut_1032;
if l_5845 {
l_mut_4124 = u32(0);
}
}
let l_5846 = bitcast<u32>(l_146);
let l_5847 = l_5846 & u32(2147483647);
let l_5848 = l_5847 == u32(0);
if l_5848 {
let l_5849 = l_5763 + l_5715;
let l_5850 = l_5849 < f64(1.1754943508222875e-38);
let l_5851 = l_5764 - l_5715;
let l_5852 = l_5851 > f64(-1.1754943508222875e-38);
let l_5853 = l_5850 && l_5852;
let l_5854 = l_5763 - l_5715;
let l_5855 = l_5854 < f64(1.1754943508222875e-38);
let l_5856 = l_5764 + l_5715;
let l_5857 = l_5856 > f64(-1.1754943508222875e-38);
let l_5858 = l_5855 && l_5857;
if l_5853 {
l_mut_4124 = u32(0);
} else {
let l_5859 = l_mut_4124 == u32(1);
let l_5860 = l_5858 && l_5859;
if l_5860 {
l_mut_4124 = u32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
}
}
l_mut_379 = l_mut_5167;
}
}
} else {
let l_5861 = l_901 == u32(13);
if l_5861 {
let l_5863 = l_918 * l_910;
let l_5864 = l_918 * l_913;
let l_5865 = l_918 * l_910;
let l_5866 = l_918 * l_913;
a_5862[u32(0)] = l_5863;
a_5862[u32(1)] = l_5863;
let l_5867 = a_5862[u32(0)];
let l_5868 = l_5864 < l_5867;
if l_5868 {
a_5862[u32(0)] = l_5864;
}
let l_5869 = a_5862[u32(0)];
let l_5870 = l_5865 < l_5869;
if l_5870 {
a_5862[u32(0)] = l_5865;
}
let l_5871 = a_5862[u32(0)];
let l_5872 = l_5866 < l_5871;
if l_5872 {
a_5862[u32(0)] = l_5866;
}
let l_5873 = a_5862[u32(1)];
let l_5874 = l_5864 > l_5873;
if l_5874 {
a_5862[u32(1)] = l_5864;
}
let l_5875 = a_5862[u32(1)];
let l_5876 = l_5865 > l_5875;
if l_5876 {
a_5862[u32(1)] = l_5865;
}
let l_5877 = a_5862[u32(1)];
let l_5878 = l_5866 > l_5877;
if l_5878 {
a_5862[u32(1)] = l_5866;
}
let l_5879 = a_5862[u32(0)];
let l_5880 = l_5879 * f64(7.1362384635298e44);
let l_5881 = floor(l_5880);
let l_5882 = l_5881 * f64(1.401298464324817e-45);
l_mut_3872 = l_5882;
let l_5883 = abs(l_5879);
let l_5884 = l_5883 >= f64(1.1754943508222875e-38);
if l_5884 {
let l_5885 = f32(l_5879);
let l_5886 = f64(l_5885);
l_mut_3872 = l_5886;
let l_5887 = l_mut_3872 > l_5879;
if l_5887 {
let l_5888 = bitcast<u32>(l_5885);
let l_5889 = l_5888 ^ u32(2147483648);
let l_5890 = bitcast<f32>(l_5889);
let l_5891 = bitcast<u32>(l_5890);
let l_5892 = l_5891 + u32(1);
l_mut_5167 = l_5892;
let l_5893 = l_5891 & u32(2147483647);
let l_5894 = l_5893 == u32(0);
if l_5894 {
l_mut_5167 = u32(1);
} else {
let l_5895 = l_5891 & u32(2147483648);
let l_5896 = l_5895 != u32(0);
if l_5896 {
let l_5897 = l_5891 - u32(1);
l_mut_5167 = l_5897;
} else {
let l_5898 = l_5891 == u32(2139095040);
if l_5898 {
l_mut_5167 = l_5891;
}
}
}
let l_5899 = bitcast<f32>(l_mut_5167);
let l_5900 = bitcast<u32>(l_5899);
let l_5901 = l_5900 ^ u32(2147483648);
let l_5902 = bitcast<f32>(l_5901);
let l_5903 = bitcast<u32>(l_5902);
let l_5904 = l_5903 & u32(2147483647);
let l_5905 = bitcast<f32>(l_5904);
let l_5906 = f64(l_5905);
l_mut_3618 = l_5906;
let l_5907 = l_5904 < u32(8388608);
if l_5907 {
let l_5908 = f64(l_5904);
let l_5909 = l_5908 * f64(1.401298464324817e-45);
l_mut_3618 = l_5909;
}
let l_5910 = bitcast<u64>(l_mut_3618);
let l_5911 = l_5903 >> u32(31);
let l_5912 = u64(l_5911);
let l_5913 = l_5912 << u32(bitcast<u64>(u64(63)));
let l_5914 = l_5910 | l_5913;
let l_5915 = bitcast<f64>(l_5914);
l_mut_3872 = l_5915;
} else {
let l_5916 = bitcast<u32>(l_5885);
let l_5917 = l_5916 + u32(1);
l_mut_5167 = l_5917;
let l_5918 = l_5916 & u32(2147483647);
let l_5919 = l_5918 == u32(0);
if l_5919 {
l_mut_5167 = u32(1);
} else {
let l_5920 = l_5916 & u32(2147483648);
let l_5921 = l_5920 != u32(0);
if l_5921 {
let l_5922 = l_5916 - u32(1);
l_mut_5167 = l_5922;
} else {
let l_5923 = l_5916 == u32(2139095040);
if l_5923 {
l_mut_5167 = l_5916;
}
}
}
let l_5924 = bitcast<f32>(l_mut_5167);
let l_5925 = bitcast<u32>(l_5924);
let l_5926 = l_5925 & u32(2147483647);
let l_5927 = bitcast<f32>(l_5926);
let l_5928 = f64(l_5927);
l_mut_3618 = l_5928;
let l_5929 = l_5926 < u32(8388608);
if l_5929 {
let l_5930 = f64(l_5926);
let l_5931 = l_5930 * f64(1.401298464324817e-45);
l_mut_3618 = l_5931;
}
let l_5932 = bitcast<u64>(l_mut_3618);
let l_5933 = l_5925 >> u32(31);
let l_5934 = u64(l_5933);
let l_5935 = l_5934 << u32(bitcast<u64>(u64(63)));
let l_5936 = l_5932 | l_5935;
let l_5937 = bitcast<f64>(l_5936);
let l_5938 = l_5937 <= l_5879;
if l_5938 {
let l_5939 = bitcast<u32>(l_5885);
let l_5940 = l_5939 + u32(1);
l_mut_5167 = l_5940;
let l_5941 = l_5939 & u32(2147483647);
let l_5942 = l_5941 == u32(0);
if l_5942 {
l_mut_5167 = u32(1);
} else {
let l_5943 = l_5939 & u32(2147483648);
let l_5944 = l_5943 != u32(0);
if l_5944 {
let l_5945 = l_5939 - u32(1);
l_mut_5167 = l_5945;
} else {
let l_5946 = l_5939 == u32(2139095040);
if l_5946 {
l_mut_5167 = l_5939;
}
}
}
let l_5947 = bitcast<f32>(l_mut_5167);
let l_5948 = bitcast<u32>(l_5947);
let l_5949 = l_5948 & u32(2147483647);
let l_5950 = bitcast<f32>(l_5949);
let l_5951 = f64(l_5950);
l_mut_3618 = l_5951;
let l_5952 = l_5949 < u32(8388608);
if l_5952 {
let l_5953 = f64(l_5949);
let l_5954 = l_5953 * f64(1.401298464324817e-45);
l_mut_3618 = l_5954;
}
let l_5955 = bitcast<u64>(l_mut_3618);
let l_5956 = l_5948 >> u32(31);
let l_5957 = u64(l_5956);
let l_5958 = l_5957 << u32(bitcast<u64>(u64(63)));
let l_5959 = l_5955 | l_5958;
let l_5960 = bitcast<f64>(l_5959);
l_mut_3872 = l_5960;
}
}
}
let l_5961 = a_5862[u32(1)];
let l_5962 = -l_5961;
let l_5963 = l_5962 * f64(7.1362384635298e44);
let l_5964 = floor(l_5963);
let l_5965 = l_5964 * f64(1.401298464324817e-45);
l_mut_3618 = l_5965;
let l_5966 = abs(l_5962);
let l_5967 = l_5966 >= f64(1.1754943508222875e-38);
if l_5967 {
let l_5968 = f32(l_5962);
let l_5969 = f64(l_5968);
l_mut_3618 = l_5969;
let l_5970 = l_mut_3618 > l_5962;
if l_5970 {
let l_5971 = bitcast<u32>(l_5968);
let l_5972 = l_5971 ^ u32(2147483648);
let l_5973 = bitcast<f32>(l_5972);
let l_5974 = bitcast<u32>(l_5973);
let l_5975 = l_5974 + u32(1);
l_mut_5167 = l_5975;
let l_5976 = l_5974 & u32(2147483647);
let l_5977 = l_5976 == u32(0);
if l_5977 {
l_mut_5167 = u32(1);
} else {
let l_5978 = l_5974 & u32(2147483648);
let l_5979 = l_5978 != u32(0);
if l_5979 {
let l_5980 = l_5974 - u32(1);
l_mut_5167 = l_5980;
} else {
let l_5981 = l_5974 == u32(2139095040);
if l_5981 {
l_mut_5167 = l_5974;
}
}
}
let l_5982 = bitcast<f32>(l_mut_5167);
let l_5983 = bitcast<u32>(l_5982);
let l_5984 = l_5983 ^ u32(2147483648);
let l_5985 = bitcast<f32>(l_5984);
let l_5986 = bitcast<u32>(l_5985);
let l_5987 = l_5986 & u32(2147483647);
let l_5988 = bitcast<f32>(l_5987);
let l_5989 = f64(l_5988);
l_mut_3362 = l_5989;
let l_5990 = l_5987 < u32(8388608);
if l_5990 {
let l_5991 = f64(l_5987);
let l_5992 = l_5991 * f64(1.401298464324817e-45);
l_mut_3362 = l_5992;
}
let l_5993 = bitcast<u64>(l_mut_3362);
let l_5994 = l_5986 >> u32(31);
let l_5995 = u64(l_5994);
let l_5996 = l_5995 << u32(bitcast<u64>(u64(63)));
let l_5997 = l_5993 | l_5996;
let l_5998 = bitcast<f64>(l_5997);
l_mut_3618 = l_5998;
} else {
let l_5999 = bitcast<u32>(l_5968);
let l_6000 = l_5999 + u32(1);
l_mut_5167 = l_6000;
let l_6001 = l_5999 & u32(2147483647);
let l_6002 = l_6001 == u32(0);
if l_6002 {
l_mut_5167 = u32(1);
} else {
let l_6003 = l_5999 & u32(2147483648);
let l_6004 = l_6003 != u32(0);
if l_6004 {
let l_6005 = l_5999 - u32(1);
l_mut_5167 = l_6005;
} else {
let l_6006 = l_5999 == u32(2139095040);
if l_6006 {
l_mut_5167 = l_5999;
}
}
}
let l_6007 = bitcast<f32>(l_mut_5167);
let l_6008 = bitcast<u32>(l_6007);
let l_6009 = l_6008 & u32(2147483647);
let l_6010 = bitcast<f32>(l_6009);
let l_6011 = f64(l_6010);
l_mut_3362 = l_6011;
let l_6012 = l_6009 < u32(8388608);
if l_6012 {
let l_6013 = f64(l_6009);
let l_6014 = l_6013 * f64(1.401298464324817e-45);
l_mut_3362 = l_6014;
}
let l_6015 = bitcast<u64>(l_mut_3362);
let l_6016 = l_6008 >> u32(31);
let l_6017 = u64(l_6016);
let l_6018 = l_6017 << u32(bitcast<u64>(u64(63)));
let l_6019 = l_6015 | l_6018;
let l_6020 = bitcast<f64>(l_6019);
let l_6021 = l_6020 <= l_5962;
if l_6021 {
let l_6022 = bitcast<u32>(l_5968);
let l_6023 = l_6022 + u32(1);
l_mut_5167 = l_6023;
let l_6024 = l_6022 & u32(2147483647);
let l_6025 = l_6024 == u32(0);
if l_6025 {
l_mut_5167 = u32(1);
} else {
let l_6026 = l_6022 & u32(2147483648);
let l_6027 = l_6026 != u32(0);
if l_6027 {
let l_6028 = l_6022 - u32(1);
l_mut_5167 = l_6028;
} else {
let l_6029 = l_6022 == u32(2139095040);
if l_6029 {
l_mut_5167 = l_6022;
}
}
}
let l_6030 = bitcast<f32>(l_mut_5167);
let l_6031 = bitcast<u32>(l_6030);
let l_6032 = l_6031 & u32(2147483647);
let l_6033 = bitcast<f32>(l_6032);
let l_6034 = f64(l_6033);
l_mut_3362 = l_6034;
let l_6035 = l_6032 < u32(8388608);
if l_6035 {
let l_6036 = f64(l_6032);
let l_6037 = l_6036 * f64(1.401298464324817e-45);
l_mut_3362 = l_6037;
}
let l_6038 = bitcast<u64>(l_mut_3362);
let l_6039 = l_6031 >> u32(31);
let l_6040 = u64(l_6039);
let l_6041 = l_6040 << u32(bitcast<u64>(u64(63)));
let l_6042 = l_6038 | l_6041;
let l_6043 = bitcast<f64>(l_6042);
l_mut_3618 = l_6043;
}
}
}
let l_6044 = -l_mut_3618;
l_mut_3618 = l_mut_3872;
let l_6045 = l_mut_3872 > f64(1000.0);
if l_6045 {
let l_6046 = bitcast<u64>(l_mut_3872);
let l_6047 = l_6046 | u64(9218868437227405312);
let l_6048 = l_6047 & bitcast<u64>(i64(-4503599627370496));
let l_6049 = bitcast<f64>(l_6048);
l_mut_3618 = l_6049;
} else {
let l_6050 = l_mut_3872 < f64(-1000.0);
if l_6050 {
l_mut_3618 = f64(0.0);
} else {
let l_6051 = is_nan_1_f64(l_mut_3872);let l_6052 = !l_6051;
if l_6052 {
let l_6053 = l_mut_3872 + f64(0.5);
let l_6054 = floor(l_6053);
let l_6055 = l_mut_3872 - l_6054;
let l_6056 = l_6055 * f64(0.6931471824645996);
let l_6057 = l_6055 * f64(-1.904654299957768e-9);
let l_6058 = l_6056 + l_6057;
l_mut_3872 = l_6058;
let l_6059 = is_nan_1_f64(l_6058);if l_6059 {
} else {
let l_6060 = l_6058 < f64(-700.0);
if l_6060 {
l_mut_3872 = f64(0.0);
} else {
let l_6061 = l_6058 > f64(700.0);
if l_6061 {
let l_6062 = bitcast<u64>(l_6058);
let l_6063 = l_6062 | u64(9218868437227405312);
let l_6064 = l_6063 & bitcast<u64>(i64(-4503599627370496));
let l_6065 = bitcast<f64>(l_6064);
l_mut_3872 = l_6065;
} else {
let l_6066 = l_6058 * f64(1.4426950408889634);
let l_6067 = l_6066 + f64(0.5);
let l_6068 = floor(l_6067);
let l_6069 = l_6068 * f64(0.6931471824645996);
let l_6070 = l_6056 - l_6069;
let l_6071 = l_6070 * l_20;
let l_6072 = l_6068 * f64(-1.904654299957768e-9);
let l_6073 = l_6057 - l_6072;
let l_6074 = l_6071 + l_6073;
let l_6075 = l_6074 * f64(7.647163731819816e-13);
let l_6076 = l_6075 + f64(1.1470745597729725e-11);
l_mut_3362 = l_6076;
let l_6077 = l_mut_3362 * l_6074;
let l_6078 = l_6077 + f64(1.6059043836821613e-10);
l_mut_3362 = l_6078;
let l_6079 = l_mut_3362 * l_6074;
let l_6080 = l_6079 + f64(2.08767569878681e-9);
l_mut_3362 = l_6080;
let l_6081 = l_mut_3362 * l_6074;
let l_6082 = l_6081 + f64(2.505210838544172e-8);
l_mut_3362 = l_6082;
let l_6083 = l_mut_3362 * l_6074;
let l_6084 = l_6083 + f64(2.755731922398589e-7);
l_mut_3362 = l_6084;
let l_6085 = l_mut_3362 * l_6074;
let l_6086 = l_6085 + f64(2.7557319223985893e-6);
l_mut_3362 = l_6086;
let l_6087 = l_mut_3362 * l_6074;
let l_6088 = l_6087 + f64(2.48015873015873e-5);
l_mut_3362 = l_6088;
let l_6089 = l_mut_3362 * l_6074;
let l_6090 = l_6089 + f64(0.0001984126984126984);
l_mut_3362 = l_6090;
let l_6091 = l_mut_3362 * l_6074;
let l_6092 = l_6091 + f64(0.001388888888888889);
l_mut_3362 = l_6092;
let l_6093 = l_mut_3362 * l_6074;
let l_6094 = l_6093 + f64(0.008333333333333333);
l_mut_3362 = l_6094;
let l_6095 = l_mut_3362 * l_6074;
let l_6096 = l_6095 + f64(0.041666666666666664);
l_mut_3362 = l_6096;
let l_6097 = l_mut_3362 * l_6074;
let l_6098 = l_6097 + f64(0.16666666666666666);
l_mut_3362 = l_6098;
let l_6099 = l_mut_3362 * l_6074;
let l_6100 = l_6099 + f64(0.5);
l_mut_3362 = l_6100;
let l_6101 = l_6074 * l_6074;
let l_6102 = l_6101 * l_mut_3362;
let l_6103 = l_6074 + l_6102;
let l_6104 = f64(1.0) + l_6103;
let l_6105 = i32(l_6068);
let l_6106 = l_6105 + i32(1023);
let l_6107 = u64(l_6106);
let l_6108 = l_6107 << u32(bitcast<u64>(u64(52)));
let l_6109 = bitcast<f64>(l_6108);
let l_6110 = l_6104 * l_6109;
l_mut_3872 = l_6110;
}
}
}
let l_6111 = i32(l_6054);
let l_6112 = l_6111 + i32(1023);
let l_6113 = u64(l_6112);
let l_6114 = l_6113 << u32(bitcast<u64>(u64(52)));
let l_6115 = bitcast<f64>(l_6114);
let l_6116 = l_mut_3872 * l_6115;
l_mut_3618 = l_6116;
}
}
}
l_mut_3872 = l_6044;
let l_6117 = l_6044 > f64(1000.0);
if l_6117 {
let l_6118 = bitcast<u64>(l_6044);
let l_6119 = l_6118 | u64(9218868437227405312);
let l_6120 = l_6119 & bitcast<u64>(i64(-4503599627370496));
let l_6121 = bitcast<f64>(l_6120);
l_mut_3872 = l_6121;
} else {
let l_6122 = l_6044 < f64(-1000.0);
if l_6122 {
l_mut_3872 = f64(0.0);
} else {
let l_6123 = is_nan_1_f64(l_6044);let l_6124 = !l_6123;
if l_6124 {
let l_6125 = l_6044 + f64(0.5);
let l_6126 = floor(l_6125);
let l_6127 = l_6044 - l_6126;
let l_6128 = l_6127 * f64(0.6931471824645996);
let l_6129 = l_6127 * f64(-1.904654299957768e-9);
let l_6130 = l_6128 + l_6129;
l_mut_3362 = l_6130;
let l_6131 = is_nan_1_f64(l_6130);if l_6131 {
} else {
let l_6132 = l_6130 < f64(-700.0);
if l_6132 {
l_mut_3362 = f64(0.0);
} else {
let l_6133 = l_6130 > f64(700.0);
if l_6133 {
let l_6134 = bitcast<u64>(l_6130);
let l_6135 = l_6134 | u64(9218868437227405312);
let l_6136 = l_6135 & bitcast<u64>(i64(-4503599627370496));
let l_6137 = bitcast<f64>(l_6136);
l_mut_3362 = l_6137;
} else {
let l_6138 = l_6130 * f64(1.4426950408889634);
let l_6139 = l_6138 + f64(0.5);
let l_6140 = floor(l_6139);
let l_6141 = l_6140 * f64(0.6931471824645996);
let l_6142 = l_6128 - l_6141;
let l_6143 = l_6142 * l_20;
let l_6144 = l_6140 * f64(-1.904654299957768e-9);
let l_6145 = l_6129 - l_6144;
let l_6146 = l_6143 + l_6145;
let l_6147 = l_6146 * f64(7.647163731819816e-13);
let l_6148 = l_6147 + f64(1.1470745597729725e-11);
l_mut_3108 = l_6148;
let l_6149 = l_mut_3108 * l_6146;
let l_6150 = l_6149 + f64(1.6059043836821613e-10);
l_mut_3108 = l_6150;
let l_6151 = l_mut_3108 * l_6146;
let l_6152 = l_6151 + f64(2.08767569878681e-9);
l_mut_3108 = l_6152;
let l_6153 = l_mut_3108 * l_6146;
let l_6154 = l_6153 + f64(2.505210838544172e-8);
l_mut_3108 = l_6154;
let l_6155 = l_mut_3108 * l_6146;
let l_6156 = l_6155 + f64(2.755731922398589e-7);
l_mut_3108 = l_6156;
let l_6157 = l_mut_3108 * l_6146;
let l_6158 = l_6157 + f64(2.7557319223985893e-6);
l_mut_3108 = l_6158;
let l_6159 = l_mut_3108 * l_6146;
let l_6160 = l_6159 + f64(2.48015873015873e-5);
l_mut_3108 = l_6160;
let l_6161 = l_mut_3108 * l_6146;
let l_6162 = l_6161 + f64(0.0001984126984126984);
l_mut_3108 = l_6162;
let l_6163 = l_mut_3108 * l_6146;
let l_6164 = l_6163 + f64(0.001388888888888889);
l_mut_3108 = l_6164;
let l_6165 = l_mut_3108 * l_6146;
let l_6166 = l_6165 + f64(0.008333333333333333);
l_mut_3108 = l_6166;
let l_6167 = l_mut_3108 * l_6146;
let l_6168 = l_6167 + f64(0.041666666666666664);
l_mut_3108 = l_6168;
let l_6169 = l_mut_3108 * l_6146;
let l_6170 = l_6169 + f64(0.16666666666666666);
l_mut_3108 = l_6170;
let l_6171 = l_mut_3108 * l_6146;
let l_6172 = l_6171 + f64(0.5);
l_mut_3108 = l_6172;
let l_6173 = l_6146 * l_6146;
let l_6174 = l_6173 * l_mut_3108;
let l_6175 = l_6146 + l_6174;
let l_6176 = f64(1.0) + l_6175;
let l_6177 = i32(l_6140);
let l_6178 = l_6177 + i32(1023);
let l_6179 = u64(l_6178);
let l_6180 = l_6179 << u32(bitcast<u64>(u64(52)));
let l_6181 = bitcast<f64>(l_6180);
let l_6182 = l_6176 * l_6181;
l_mut_3362 = l_6182;
}
}
}
let l_6183 = i32(l_6126);
let l_6184 = l_6183 + i32(1023);
let l_6185 = u64(l_6184);
let l_6186 = l_6185 << u32(bitcast<u64>(u64(52)));
let l_6187 = bitcast<f64>(l_6186);
let l_6188 = l_mut_3362 * l_6187;
l_mut_3872 = l_6188;
}
}
}
let l_6189 = l_mut_3618 * f64(1.4551915228366852e-11);
let l_6190 = l_mut_3872 * f64(1.4551915228366852e-11);
l_mut_5167 = u32(2);
let l_6191 = l_mut_3618 - l_6189;
let l_6192 = abs(l_6191);
l_mut_3362 = f64(1.401298464324817e-45);
let l_6193 = l_6192 >= f64(1.1754943508222875e-38);
let l_6194 = l_6192 <= f64(1.7976931348623157e308);
let l_6195 = l_6193 && l_6194;
if l_6195 {
let l_6196 = bitcast<u64>(l_6192);
let l_6197 = l_6196 >> u32(bitcast<u64>(u64(52)));
let l_6198 = l_6197 - u64(23);
let l_6199 = l_6198 << u32(bitcast<u64>(u64(52)));
let l_6200 = bitcast<f64>(l_6199);
l_mut_3362 = l_6200;
}
let l_6201 = l_mut_3618 + l_6189;
let l_6202 = abs(l_6201);
l_mut_3108 = f64(1.401298464324817e-45);
let l_6203 = l_6202 >= f64(1.1754943508222875e-38);
let l_6204 = l_6202 <= f64(1.7976931348623157e308);
let l_6205 = l_6203 && l_6204;
if l_6205 {
let l_6206 = bitcast<u64>(l_6202);
let l_6207 = l_6206 >> u32(bitcast<u64>(u64(52)));
let l_6208 = l_6207 - u64(23);
let l_6209 = l_6208 << u32(bitcast<u64>(u64(52)));
let l_6210 = bitcast<f64>(l_6209);
l_mut_3108 = l_6210;
}
let l_6211 = l_mut_3362 == l_mut_3108;
let l_6212 = l_mut_3872 - l_6190;
let l_6213 = abs(l_6212);
l_mut_3362 = f64(1.401298464324817e-45);
let l_6214 = l_6213 >= f64(1.1754943508222875e-38);
let l_6215 = l_6213 <= f64(1.7976931348623157e308);
let l_6216 = l_6214 && l_6215;
if l_6216 {
let l_6217 = bitcast<u64>(l_6213);
let l_6218 = l_6217 >> u32(bitcast<u64>(u64(52)));
let l_6219 = l_6218 - u64(23);
let l_6220 = l_6219 << u32(bitcast<u64>(u64(52)));
let l_6221 = bitcast<f64>(l_6220);
l_mut_3362 = l_6221;
}
let l_6222 = l_mut_3872 + l_6190;
let l_6223 = abs(l_6222);
l_mut_3108 = f64(1.401298464324817e-45);
let l_6224 = l_6223 >= f64(1.1754943508222875e-38);
let l_6225 = l_6223 <= f64(1.7976931348623157e308);
let l_6226 = l_6224 && l_6225;
if l_6226 {
let l_6227 = bitcast<u64>(l_6223);
let l_6228 = l_6227 >> u32(bitcast<u64>(u64(52)));
let l_6229 = l_6228 - u64(23);
let l_6230 = l_6229 << u32(bitcast<u64>(u64(52)));
let l_6231 = bitcast<f64>(l_6230);
l_mut_3108 = l_6231;
}
let l_6232 = l_mut_3362 == l_mut_3108;
let l_6233 = l_6211 && l_6232;
if l_6233 {
let l_6234 = l_907 * l_mut_3618;
let l_6235 = abs(l_mut_3618);
l_mut_3362 = f64(1.401298464324817e-45);
let l_6236 = l_6235 >= f64(1.1754943508222875e-38);
let l_6237 = l_6235 <= f64(1.7976931348623157e308);
let l_6238 = l_6236 && l_6237;
if l_6238 {
let l_6239 = bitcast<u64>(l_6235);
let l_6240 = l_6239 >> u32(bitcast<u64>(u64(52)));
let l_6241 = l_6240 - u64(23);
let l_6242 = l_6241 << u32(bitcast<u64>(u64(52)));
let l_6243 = bitcast<f64>(l_6242);
l_mut_3362 = l_6243;
}
let l_6244 = f64(0.5) * l_mut_3362;
l_mut_3362 = l_6234;
let l_6245 = l_6244 > l_6234;
if l_6245 {
l_mut_3362 = l_6244;
}
let l_6246 = l_907 * l_mut_3872;
let l_6247 = abs(l_mut_3872);
l_mut_3108 = f64(1.401298464324817e-45);
let l_6248 = l_6247 >= f64(1.1754943508222875e-38);
let l_6249 = l_6247 <= f64(1.7976931348623157e308);
let l_6250 = l_6248 && l_6249;
if l_6250 {
let l_6251 = bitcast<u64>(l_6247);
let l_6252 = l_6251 >> u32(bitcast<u64>(u64(52)));
let l_6253 = l_6252 - u64(23);
let l_6254 = l_6253 << u32(bitcast<u64>(u64(52)));
let l_6255 = bitcast<f64>(l_6254);
l_mut_3108 = l_6255;
}
let l_6256 = f64(0.5) * l_mut_3108;
l_mut_3108 = l_6246;
let l_6257 = l_6256 > l_6246;
if l_6257 {
l_mut_3108 = l_6256;
}
let l_6258 = l_mut_3618 - l_mut_3362;
let l_6259 = l_mut_3872 + l_mut_3108;
let l_6260 = bitcast<u32>(l_146);
let l_6261 = l_6260 & u32(2147483647);
let l_6262 = bitcast<f32>(l_6261);
let l_6263 = f64(l_6262);
l_mut_3872 = l_6263;
let l_6264 = l_6261 < u32(8388608);
if l_6264 {
let l_6265 = f64(l_6261);
let l_6266 = l_6265 * f64(1.401298464324817e-45);
l_mut_3872 = l_6266;
}
let l_6267 = bitcast<u64>(l_mut_3872);
let l_6268 = l_6260 >> u32(31);
let l_6269 = u64(l_6268);
let l_6270 = l_6269 << u32(bitcast<u64>(u64(63)));
let l_6271 = l_6267 | l_6270;
let l_6272 = bitcast<f64>(l_6271);
let l_6273 = bitcast<u32>(l_146);
let l_6274 = l_6273 + u32(1);
l_mut_4124 = l_6274;
let l_6275 = l_6273 & u32(2147483647);
let l_6276 = l_6275 == u32(0);
if l_6276 {
l_mut_4124 = u32(1);
} else {
let l_6277 = l_6273 & u32(2147483648);
let l_6278 = l_6277 != u32(0);
if l_6278 {
let l_6279 = l_6273 - u32(1);
l_mut_4124 = l_6279;
} else {
let l_6280 = l_6273 == u32(2139095040);
if l_6280 {
l_mut_4124 = l_6273;
}
}
}
let l_6281 = bitcast<f32>(l_mut_4124);
let l_6282 = bitcast<u32>(l_6281);
let l_6283 = l_6282 & u32(2147483647);
let l_6284 = bitcast<f32>(l_6283);
let l_6285 = f64(l_6284);
l_mut_3872 = l_6285;
let l_6286 = l_6283 < u32(8388608);
if l_6286 {
let l_6287 = f64(l_6283);
let l_6288 = l_6287 * f64(1.401298464324817e-45);
l_mut_3872 = l_6288;
}
let l_6289 = bitcast<u64>(l_mut_3872);
let l_6290 = l_6282 >> u32(31);
let l_6291 = u64(l_6290);
let l_6292 = l_6291 << u32(bitcast<u64>(u64(63)));
let l_6293 = l_6289 | l_6292;
let l_6294 = bitcast<f64>(l_6293);
let l_6295 = bitcast<u32>(l_146);
let l_6296 = l_6295 ^ u32(2147483648);
let l_6297 = bitcast<f32>(l_6296);
let l_6298 = bitcast<u32>(l_6297);
let l_6299 = l_6298 + u32(1);
l_mut_4124 = l_6299;
let l_6300 = l_6298 & u32(2147483647);
let l_6301 = l_6300 == u32(0);
if l_6301 {
l_mut_4124 = u32(1);
} else {
let l_6302 = l_6298 & u32(2147483648);
let l_6303 = l_6302 != u32(0);
if l_6303 {
let l_6304 = l_6298 - u32(1);
l_mut_4124 = l_6304;
} else {
let l_6305 = l_6298 == u32(2139095040);
if l_6305 {
l_mut_4124 = l_6298;
}
}
}
let l_6306 = bitcast<f32>(l_mut_4124);
let l_6307 = bitcast<u32>(l_6306);
let l_6308 = l_6307 ^ u32(2147483648);
let l_6309 = bitcast<f32>(l_6308);
let l_6310 = bitcast<u32>(l_6309);
let l_6311 = l_6310 & u32(2147483647);
let l_6312 = bitcast<f32>(l_6311);
let l_6313 = f64(l_6312);
l_mut_3872 = l_6313;
let l_6314 = l_6311 < u32(8388608);
if l_6314 {
let l_6315 = f64(l_6311);
let l_6316 = l_6315 * f64(1.401298464324817e-45);
l_mut_3872 = l_6316;
}
let l_6317 = bitcast<u64>(l_mut_3872);
let l_6318 = l_6310 >> u32(31);
let l_6319 = u64(l_6318);
let l_6320 = l_6319 << u32(bitcast<u64>(u64(63)));
let l_6321 = l_6317 | l_6320;
let l_6322 = bitcast<f64>(l_6321);
let l_6323 = l_6258 + l_6189;
let l_6324 = l_6323 <= l_6272;
l_mut_1038 = l_6324;
let l_6325 = l_6258 - l_6189;
let l_6326 = l_6325 > l_6272;
l_mut_1035 = l_6326;
let l_6327 = l_6259 - l_6190;
let l_6328 = l_6327 >= l_6272;
l_mut_1032 = l_6328;
let l_6329 = l_6259 + l_6190;
let l_6330 = l_6329 < l_6272;
l_mut_1029 = l_6330;
l_mut_4124 = u32(2);
let l_6331 = l_mut_1035 || l_mut_1029;
if l_6331 {
l_mut_4124 = u32(1);
} else {
let l_6332 = l_mut_1038 && l_mut_1032;
if l_6332 {
l_mut_4124 = u32(0);
}
}
let l_6333 = bitcast<u32>(l_146);
let l_6334 = l_6333 & u32(2147483647);
let l_6335 = l_6334 == u32(0);
if l_6335 {
let l_6336 = l_6258 + l_6189;
let l_6337 = l_6336 < f64(1.1754943508222875e-38);
let l_6338 = l_6259 - l_6190;
let l_6339 = l_6338 > f64(-1.1754943508222875e-38);
let l_6340 = l_6337 && l_6339;
let l_6341 = l_6258 - l_6189;
let l_6342 = l_6341 < f64(1.1754943508222875e-38);
let l_6343 = l_6259 + l_6190;
let l_6344 = l_6343 > f64(-1.1754943508222875e-38);
let l_6345 = l_6342 && l_6344;
if l_6340 {
l_mut_4124 = u32(0);
} else {
let l_6346 = l_mut_4124 == u32(1);
let l_6347 = l_6345 && l_6346;
if l_6347 {
l_mut_4124 = u32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
l_mut_379 = l_mut_5167;
} else {
let l_6348 = l_901 == u32(14);
if l_6348 {
l_mut_379 = u32(0);
let l_6349 = l_918 > f64(0.0);
if l_6349 {
let l_6350 = f32(l_918);
let l_6351 = bitcast<u32>(l_6350);
let l_6352 = l_6351 & u32(2147483647);
let l_6353 = bitcast<f32>(l_6352);
let l_6354 = f64(l_6353);
l_mut_3872 = l_6354;
let l_6355 = l_6352 < u32(8388608);
if l_6355 {
let l_6356 = f64(l_6352);
let l_6357 = l_6356 * f64(1.401298464324817e-45);
l_mut_3872 = l_6357;
}
let l_6358 = bitcast<u64>(l_mut_3872);
let l_6359 = l_6351 >> u32(31);
let l_6360 = u64(l_6359);
let l_6361 = l_6360 << u32(bitcast<u64>(u64(63)));
let l_6362 = l_6358 | l_6361;
let l_6363 = bitcast<f64>(l_6362);
l_mut_3872 = l_6363;
let l_6364 = l_6363 < f64(0.0);
if l_6364 {
let l_6365 = bitcast<u64>(l_6363);
let l_6366 = l_6365 | u64(9221120237041090560);
let l_6367 = bitcast<f64>(l_6366);
l_mut_3872 = l_6367;
} else {
let l_6368 = l_6363 == f64(0.0);
if l_6368 {
let l_6369 = abs(l_6363);
let l_6370 = bitcast<u64>(l_6369);
let l_6371 = l_6370 | u64(9218868437227405312);
let l_6372 = l_6371 & bitcast<u64>(i64(-4503599627370496));
let l_6373 = bitcast<f64>(l_6372);
let l_6374 = -l_6373;
l_mut_3872 = l_6374;
} else {
let l_6375 = bitcast<u32>(l_6350);
let l_6376 = l_6375 < u32(2139095040);
if l_6376 {
let l_6377 = bitcast<u64>(l_6363);
let l_6378 = l_6377 >> u32(bitcast<u64>(u64(52)));
let l_6379 = l_6378 & u64(2047);
let l_6380 = i32(bitcast<i64>(l_6379));
let l_6381 = l_6380 - i32(1023);
l_mut_308 = l_6381;
let l_6382 = l_6377 & u64(4503599627370495);
let l_6383 = l_6382 | u64(4607182418800017408);
let l_6384 = bitcast<f64>(l_6383);
l_mut_3618 = l_6384;
let l_6385 = l_mut_3618 > f64(1.4142135623730951);
if l_6385 {
l_mut_3618 = l_mut_3618 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_6386 = l_mut_3618 - f64(1.0);
let l_6387 = f64(2.0) + l_6386;
let l_6388 = l_6386 / l_6387;
let l_6389 = l_6388 * l_6388;
let l_6390 = l_6389 * f64(0.04);
let l_6391 = l_6390 + f64(0.043478260869565216);
l_mut_3618 = l_6391;
let l_6392 = l_mut_3618 * l_6389;
let l_6393 = l_6392 + f64(0.047619047619047616);
l_mut_3618 = l_6393;
let l_6394 = l_mut_3618 * l_6389;
let l_6395 = l_6394 + f64(0.05263157894736842);
l_mut_3618 = l_6395;
let l_6396 = l_mut_3618 * l_6389;
let l_6397 = l_6396 + f64(0.058823529411764705);
l_mut_3618 = l_6397;
let l_6398 = l_mut_3618 * l_6389;
let l_6399 = l_6398 + f64(0.06666666666666667);
l_mut_3618 = l_6399;
let l_6400 = l_mut_3618 * l_6389;
let l_6401 = l_6400 + f64(0.07692307692307693);
l_mut_3618 = l_6401;
let l_6402 = l_mut_3618 * l_6389;
let l_6403 = l_6402 + f64(0.09090909090909091);
l_mut_3618 = l_6403;
let l_6404 = l_mut_3618 * l_6389;
let l_6405 = l_6404 + f64(0.1111111111111111);
l_mut_3618 = l_6405;
let l_6406 = l_mut_3618 * l_6389;
let l_6407 = l_6406 + f64(0.14285714285714285);
l_mut_3618 = l_6407;
let l_6408 = l_mut_3618 * l_6389;
let l_6409 = l_6408 + f64(0.2);
l_mut_3618 = l_6409;
let l_6410 = l_mut_3618 * l_6389;
let l_6411 = l_6410 + f64(0.3333333333333333);
l_mut_3618 = l_6411;
let l_6412 = f64(2.0) * l_6388;
let l_6413 = f64(2.0) * l_6388;
let l_6414 = l_6413 * l_6389;
let l_6415 = l_6414 * l_mut_3618;
let l_6416 = l_6412 + l_6415;
let l_6417 = f64(l_mut_308);
let l_6418 = l_6417 * f64(0.6931471824645996);
let l_6419 = l_6417 * f64(-1.904654299957768e-9);
let l_6420 = l_6419 + l_6416;
let l_6421 = l_6418 + l_6420;
l_mut_3872 = l_6421;
}
}
}
let l_6422 = l_mut_3872 / f64(0.6931471805599453);
let l_6423 = abs(l_6422);
let l_6424 = l_907 * l_6423;
l_mut_3872 = l_6424;
let l_6425 = l_918 >= f64(0.5);
let l_6426 = l_918 <= f64(2.0);
let l_6427 = l_6425 && l_6426;
if l_6427 {
l_mut_3872 = l_907;
}
let l_6428 = abs(l_6422);
let l_6429 = l_6428 * f64(1.4551915228366852e-11);
let l_6430 = f64(1.0) + l_907;
let l_6431 = l_6429 * l_6430;
let l_6432 = l_6422 - l_mut_3872;
let l_6433 = l_6422 + l_mut_3872;
let l_6435 = l_6432 * l_910;
let l_6436 = l_6432 * l_913;
let l_6437 = l_6433 * l_910;
let l_6438 = l_6433 * l_913;
a_6434[u32(0)] = l_6435;
a_6434[u32(1)] = l_6435;
let l_6439 = a_6434[u32(0)];
let l_6440 = l_6436 < l_6439;
if l_6440 {
a_6434[u32(0)] = l_6436;
}
let l_6441 = a_6434[u32(0)];
let l_6442 = l_6437 < l_6441;
if l_6442 {
a_6434[u32(0)] = l_6437;
}
let l_6443 = a_6434[u32(0)];
let l_6444 = l_6438 < l_6443;
if l_6444 {
a_6434[u32(0)] = l_6438;
}
let l_6445 = a_6434[u32(1)];
let l_6446 = l_6436 > l_6445;
if l_6446 {
a_6434[u32(1)] = l_6436;
}
let l_6447 = a_6434[u32(1)];
let l_6448 = l_6437 > l_6447;
if l_6448 {
a_6434[u32(1)] = l_6437;
}
let l_6449 = a_6434[u32(1)];
let l_6450 = l_6438 > l_6449;
if l_6450 {
a_6434[u32(1)] = l_6438;
}
let l_6451 = l_6431 * l_913;
l_mut_5167 = u32(2);
let l_6452 = a_6434[u32(0)];
let l_6453 = l_6452 - l_6451;
let l_6454 = l_6453 * f64(7.1362384635298e44);
let l_6455 = floor(l_6454);
let l_6456 = l_6455 * f64(1.401298464324817e-45);
l_mut_3872 = l_6456;
let l_6457 = abs(l_6453);
let l_6458 = l_6457 >= f64(1.1754943508222875e-38);
if l_6458 {
let l_6459 = f32(l_6453);
let l_6460 = f64(l_6459);
l_mut_3872 = l_6460;
let l_6461 = l_mut_3872 > l_6453;
if l_6461 {
let l_6462 = bitcast<u32>(l_6459);
let l_6463 = l_6462 ^ u32(2147483648);
let l_6464 = bitcast<f32>(l_6463);
let l_6465 = bitcast<u32>(l_6464);
let l_6466 = l_6465 + u32(1);
l_mut_4124 = l_6466;
let l_6467 = l_6465 & u32(2147483647);
let l_6468 = l_6467 == u32(0);
if l_6468 {
l_mut_4124 = u32(1);
} else {
let l_6469 = l_6465 & u32(2147483648);
let l_6470 = l_6469 != u32(0);
if l_6470 {
let l_6471 = l_6465 - u32(1);
l_mut_4124 = l_6471;
} else {
let l_6472 = l_6465 == u32(2139095040);
if l_6472 {
l_mut_4124 = l_6465;
}
}
}
let l_6473 = bitcast<f32>(l_mut_4124);
let l_6474 = bitcast<u32>(l_6473);
let l_6475 = l_6474 ^ u32(2147483648);
let l_6476 = bitcast<f32>(l_6475);
let l_6477 = bitcast<u32>(l_6476);
let l_6478 = l_6477 & u32(2147483647);
let l_6479 = bitcast<f32>(l_6478);
let l_6480 = f64(l_6479);
l_mut_3618 = l_6480;
let l_6481 = l_6478 < u32(8388608);
if l_6481 {
let l_6482 = f64(l_6478);
let l_6483 = l_6482 * f64(1.401298464324817e-45);
l_mut_3618 = l_6483;
}
let l_6484 = bitcast<u64>(l_mut_3618);
let l_6485 = l_6477 >> u32(31);
let l_6486 = u64(l_6485);
let l_6487 = l_6486 << u32(bitcast<u64>(u64(63)));
let l_6488 = l_6484 | l_6487;
let l_6489 = bitcast<f64>(l_6488);
l_mut_3872 = l_6489;
} else {
let l_6490 = bitcast<u32>(l_6459);
let l_6491 = l_6490 + u32(1);
l_mut_4124 = l_6491;
let l_6492 = l_6490 & u32(2147483647);
let l_6493 = l_6492 == u32(0);
if l_6493 {
l_mut_4124 = u32(1);
} else {
let l_6494 = l_6490 & u32(2147483648);
let l_6495 = l_6494 != u32(0);
if l_6495 {
let l_6496 = l_6490 - u32(1);
l_mut_4124 = l_6496;
} else {
let l_6497 = l_6490 == u32(2139095040);
if l_6497 {
l_mut_4124 = l_6490;
}
}
}
let l_6498 = bitcast<f32>(l_mut_4124);
let l_6499 = bitcast<u32>(l_6498);
let l_6500 = l_6499 & u32(2147483647);
let l_6501 = bitcast<f32>(l_6500);
let l_6502 = f64(l_6501);
l_mut_3618 = l_6502;
let l_6503 = l_6500 < u32(8388608);
if l_6503 {
let l_6504 = f64(l_6500);
let l_6505 = l_6504 * f64(1.401298464324817e-45);
l_mut_3618 = l_6505;
}
let l_6506 = bitcast<u64>(l_mut_3618);
let l_6507 = l_6499 >> u32(31);
let l_6508 = u64(l_6507);
let l_6509 = l_6508 << u32(bitcast<u64>(u64(63)));
let l_6510 = l_6506 | l_6509;
let l_6511 = bitcast<f64>(l_6510);
let l_6512 = l_6511 <= l_6453;
if l_6512 {
let l_6513 = bitcast<u32>(l_6459);
let l_6514 = l_6513 + u32(1);
l_mut_4124 = l_6514;
let l_6515 = l_6513 & u32(2147483647);
let l_6516 = l_6515 == u32(0);
if l_6516 {
l_mut_4124 = u32(1);
} else {
let l_6517 = l_6513 & u32(2147483648);
let l_6518 = l_6517 != u32(0);
if l_6518 {
let l_6519 = l_6513 - u32(1);
l_mut_4124 = l_6519;
} else {
let l_6520 = l_6513 == u32(2139095040);
if l_6520 {
l_mut_4124 = l_6513;
}
}
}
let l_6521 = bitcast<f32>(l_mut_4124);
let l_6522 = bitcast<u32>(l_6521);
let l_6523 = l_6522 & u32(2147483647);
let l_6524 = bitcast<f32>(l_6523);
let l_6525 = f64(l_6524);
l_mut_3618 = l_6525;
let l_6526 = l_6523 < u32(8388608);
if l_6526 {
let l_6527 = f64(l_6523);
let l_6528 = l_6527 * f64(1.401298464324817e-45);
l_mut_3618 = l_6528;
}
let l_6529 = bitcast<u64>(l_mut_3618);
let l_6530 = l_6522 >> u32(31);
let l_6531 = u64(l_6530);
let l_6532 = l_6531 << u32(bitcast<u64>(u64(63)));
let l_6533 = l_6529 | l_6532;
let l_6534 = bitcast<f64>(l_6533);
l_mut_3872 = l_6534;
}
}
}
let l_6535 = l_6452 + l_6451;
let l_6536 = l_6535 * f64(7.1362384635298e44);
let l_6537 = floor(l_6536);
let l_6538 = l_6537 * f64(1.401298464324817e-45);
l_mut_3618 = l_6538;
let l_6539 = abs(l_6535);
let l_6540 = l_6539 >= f64(1.1754943508222875e-38);
if l_6540 {
let l_6541 = f32(l_6535);
let l_6542 = f64(l_6541);
l_mut_3618 = l_6542;
let l_6543 = l_mut_3618 > l_6535;
if l_6543 {
let l_6544 = bitcast<u32>(l_6541);
let l_6545 = l_6544 ^ u32(2147483648);
let l_6546 = bitcast<f32>(l_6545);
let l_6547 = bitcast<u32>(l_6546);
let l_6548 = l_6547 + u32(1);
l_mut_4124 = l_6548;
let l_6549 = l_6547 & u32(2147483647);
let l_6550 = l_6549 == u32(0);
if l_6550 {
l_mut_4124 = u32(1);
} else {
let l_6551 = l_6547 & u32(2147483648);
let l_6552 = l_6551 != u32(0);
if l_6552 {
let l_6553 = l_6547 - u32(1);
l_mut_4124 = l_6553;
} else {
let l_6554 = l_6547 == u32(2139095040);
if l_6554 {
l_mut_4124 = l_6547;
}
}
}
let l_6555 = bitcast<f32>(l_mut_4124);
let l_6556 = bitcast<u32>(l_6555);
let l_6557 = l_6556 ^ u32(2147483648);
let l_6558 = bitcast<f32>(l_6557);
let l_6559 = bitcast<u32>(l_6558);
let l_6560 = l_6559 & u32(2147483647);
let l_6561 = bitcast<f32>(l_6560);
let l_6562 = f64(l_6561);
l_mut_3362 = l_6562;
let l_6563 = l_6560 < u32(8388608);
if l_6563 {
let l_6564 = f64(l_6560);
let l_6565 = l_6564 * f64(1.401298464324817e-45);
l_mut_3362 = l_6565;
}
let l_6566 = bitcast<u64>(l_mut_3362);
let l_6567 = l_6559 >> u32(31);
let l_6568 = u64(l_6567);
let l_6569 = l_6568 << u32(bitcast<u64>(u64(63)));
let l_6570 = l_6566 | l_6569;
let l_6571 = bitcast<f64>(l_6570);
l_mut_3618 = l_6571;
} else {
let l_6572 = bitcast<u32>(l_6541);
let l_6573 = l_6572 + u32(1);
l_mut_4124 = l_6573;
let l_6574 = l_6572 & u32(2147483647);
let l_6575 = l_6574 == u32(0);
if l_6575 {
l_mut_4124 = u32(1);
} else {
let l_6576 = l_6572 & u32(2147483648);
let l_6577 = l_6576 != u32(0);
if l_6577 {
let l_6578 = l_6572 - u32(1);
l_mut_4124 = l_6578;
} else {
let l_6579 = l_6572 == u32(2139095040);
if l_6579 {
l_mut_4124 = l_6572;
}
}
}
let l_6580 = bitcast<f32>(l_mut_4124);
let l_6581 = bitcast<u32>(l_6580);
let l_6582 = l_6581 & u32(2147483647);
let l_6583 = bitcast<f32>(l_6582);
let l_6584 = f64(l_6583);
l_mut_3362 = l_6584;
let l_6585 = l_6582 < u32(8388608);
if l_6585 {
let l_6586 = f64(l_6582);
let l_6587 = l_6586 * f64(1.401298464324817e-45);
l_mut_3362 = l_6587;
}
let l_6588 = bitcast<u64>(l_mut_3362);
let l_6589 = l_6581 >> u32(31);
let l_6590 = u64(l_6589);
let l_6591 = l_6590 << u32(bitcast<u64>(u64(63)));
let l_6592 = l_6588 | l_6591;
let l_6593 = bitcast<f64>(l_6592);
let l_6594 = l_6593 <= l_6535;
if l_6594 {
let l_6595 = bitcast<u32>(l_6541);
let l_6596 = l_6595 + u32(1);
l_mut_4124 = l_6596;
let l_6597 = l_6595 & u32(2147483647);
let l_6598 = l_6597 == u32(0);
if l_6598 {
l_mut_4124 = u32(1);
} else {
let l_6599 = l_6595 & u32(2147483648);
let l_6600 = l_6599 != u32(0);
if l_6600 {
let l_6601 = l_6595 - u32(1);
l_mut_4124 = l_6601;
} else {
let l_6602 = l_6595 == u32(2139095040);
if l_6602 {
l_mut_4124 = l_6595;
}
}
}
let l_6603 = bitcast<f32>(l_mut_4124);
let l_6604 = bitcast<u32>(l_6603);
let l_6605 = l_6604 & u32(2147483647);
let l_6606 = bitcast<f32>(l_6605);
let l_6607 = f64(l_6606);
l_mut_3362 = l_6607;
let l_6608 = l_6605 < u32(8388608);
if l_6608 {
let l_6609 = f64(l_6605);
let l_6610 = l_6609 * f64(1.401298464324817e-45);
l_mut_3362 = l_6610;
}
let l_6611 = bitcast<u64>(l_mut_3362);
let l_6612 = l_6604 >> u32(31);
let l_6613 = u64(l_6612);
let l_6614 = l_6613 << u32(bitcast<u64>(u64(63)));
let l_6615 = l_6611 | l_6614;
let l_6616 = bitcast<f64>(l_6615);
l_mut_3618 = l_6616;
}
}
}
let l_6617 = l_mut_3872 == l_mut_3618;
let l_6618 = a_6434[u32(1)];
let l_6619 = l_6618 - l_6451;
let l_6620 = l_6619 * f64(7.1362384635298e44);
let l_6621 = floor(l_6620);
let l_6622 = l_6621 * f64(1.401298464324817e-45);
l_mut_3872 = l_6622;
let l_6623 = abs(l_6619);
let l_6624 = l_6623 >= f64(1.1754943508222875e-38);
if l_6624 {
let l_6625 = f32(l_6619);
let l_6626 = f64(l_6625);
l_mut_3872 = l_6626;
let l_6627 = l_mut_3872 > l_6619;
if l_6627 {
let l_6628 = bitcast<u32>(l_6625);
let l_6629 = l_6628 ^ u32(2147483648);
let l_6630 = bitcast<f32>(l_6629);
let l_6631 = bitcast<u32>(l_6630);
let l_6632 = l_6631 + u32(1);
l_mut_4124 = l_6632;
let l_6633 = l_6631 & u32(2147483647);
let l_6634 = l_6633 == u32(0);
if l_6634 {
l_mut_4124 = u32(1);
} else {
let l_6635 = l_6631 & u32(2147483648);
let l_6636 = l_6635 != u32(0);
if l_6636 {
let l_6637 = l_6631 - u32(1);
l_mut_4124 = l_6637;
} else {
let l_6638 = l_6631 == u32(2139095040);
if l_6638 {
l_mut_4124 = l_6631;
}
}
}
let l_6639 = bitcast<f32>(l_mut_4124);
let l_6640 = bitcast<u32>(l_6639);
let l_6641 = l_6640 ^ u32(2147483648);
let l_6642 = bitcast<f32>(l_6641);
let l_6643 = bitcast<u32>(l_6642);
let l_6644 = l_6643 & u32(2147483647);
let l_6645 = bitcast<f32>(l_6644);
let l_6646 = f64(l_6645);
l_mut_3618 = l_6646;
let l_6647 = l_6644 < u32(8388608);
if l_6647 {
let l_6648 = f64(l_6644);
let l_6649 = l_6648 * f64(1.401298464324817e-45);
l_mut_3618 = l_6649;
}
let l_6650 = bitcast<u64>(l_mut_3618);
let l_6651 = l_6643 >> u32(31);
let l_6652 = u64(l_6651);
let l_6653 = l_6652 << u32(bitcast<u64>(u64(63)));
let l_6654 = l_6650 | l_6653;
let l_6655 = bitcast<f64>(l_6654);
l_mut_3872 = l_6655;
} else {
let l_6656 = bitcast<u32>(l_6625);
let l_6657 = l_6656 + u32(1);
l_mut_4124 = l_6657;
let l_6658 = l_6656 & u32(2147483647);
let l_6659 = l_6658 == u32(0);
if l_6659 {
l_mut_4124 = u32(1);
} else {
let l_6660 = l_6656 & u32(2147483648);
let l_6661 = l_6660 != u32(0);
if l_6661 {
let l_6662 = l_6656 - u32(1);
l_mut_4124 = l_6662;
} else {
let l_6663 = l_6656 == u32(2139095040);
if l_6663 {
l_mut_4124 = l_6656;
}
}
}
let l_6664 = bitcast<f32>(l_mut_4124);
let l_6665 = bitcast<u32>(l_6664);
let l_6666 = l_6665 & u32(2147483647);
let l_6667 = bitcast<f32>(l_6666);
let l_6668 = f64(l_6667);
l_mut_3618 = l_6668;
let l_6669 = l_6666 < u32(8388608);
if l_6669 {
let l_6670 = f64(l_6666);
let l_6671 = l_6670 * f64(1.401298464324817e-45);
l_mut_3618 = l_6671;
}
let l_6672 = bitcast<u64>(l_mut_3618);
let l_6673 = l_6665 >> u32(31);
let l_6674 = u64(l_6673);
let l_6675 = l_6674 << u32(bitcast<u64>(u64(63)));
let l_6676 = l_6672 | l_6675;
let l_6677 = bitcast<f64>(l_6676);
let l_6678 = l_6677 <= l_6619;
if l_6678 {
let l_6679 = bitcast<u32>(l_6625);
let l_6680 = l_6679 + u32(1);
l_mut_4124 = l_6680;
let l_6681 = l_6679 & u32(2147483647);
let l_6682 = l_6681 == u32(0);
if l_6682 {
l_mut_4124 = u32(1);
} else {
let l_6683 = l_6679 & u32(2147483648);
let l_6684 = l_6683 != u32(0);
if l_6684 {
let l_6685 = l_6679 - u32(1);
l_mut_4124 = l_6685;
} else {
let l_6686 = l_6679 == u32(2139095040);
if l_6686 {
l_mut_4124 = l_6679;
}
}
}
let l_6687 = bitcast<f32>(l_mut_4124);
let l_6688 = bitcast<u32>(l_6687);
let l_6689 = l_6688 & u32(2147483647);
let l_6690 = bitcast<f32>(l_6689);
let l_6691 = f64(l_6690);
l_mut_3618 = l_6691;
let l_6692 = l_6689 < u32(8388608);
if l_6692 {
let l_6693 = f64(l_6689);
let l_6694 = l_6693 * f64(1.401298464324817e-45);
l_mut_3618 = l_6694;
}
let l_6695 = bitcast<u64>(l_mut_3618);
let l_6696 = l_6688 >> u32(31);
let l_6697 = u64(l_6696);
let l_6698 = l_6697 << u32(bitcast<u64>(u64(63)));
let l_6699 = l_6695 | l_6698;
let l_6700 = bitcast<f64>(l_6699);
l_mut_3872 = l_6700;
}
}
}
let l_6701 = l_6618 + l_6451;
let l_6702 = l_6701 * f64(7.1362384635298e44);
let l_6703 = floor(l_6702);
let l_6704 = l_6703 * f64(1.401298464324817e-45);
l_mut_3618 = l_6704;
let l_6705 = abs(l_6701);
let l_6706 = l_6705 >= f64(1.1754943508222875e-38);
if l_6706 {
let l_6707 = f32(l_6701);
let l_6708 = f64(l_6707);
l_mut_3618 = l_6708;
let l_6709 = l_mut_3618 > l_6701;
if l_6709 {
let l_6710 = bitcast<u32>(l_6707);
let l_6711 = l_6710 ^ u32(2147483648);
let l_6712 = bitcast<f32>(l_6711);
let l_6713 = bitcast<u32>(l_6712);
let l_6714 = l_6713 + u32(1);
l_mut_4124 = l_6714;
let l_6715 = l_6713 & u32(2147483647);
let l_6716 = l_6715 == u32(0);
if l_6716 {
l_mut_4124 = u32(1);
} else {
let l_6717 = l_6713 & u32(2147483648);
let l_6718 = l_6717 != u32(0);
if l_6718 {
let l_6719 = l_6713 - u32(1);
l_mut_4124 = l_6719;
} else {
let l_6720 = l_6713 == u32(2139095040);
if l_6720 {
l_mut_4124 = l_6713;
}
}
}
let l_6721 = bitcast<f32>(l_mut_4124);
let l_6722 = bitcast<u32>(l_6721);
let l_6723 = l_6722 ^ u32(2147483648);
let l_6724 = bitcast<f32>(l_6723);
let l_6725 = bitcast<u32>(l_6724);
let l_6726 = l_6725 & u32(2147483647);
let l_6727 = bitcast<f32>(l_6726);
let l_6728 = f64(l_6727);
l_mut_3362 = l_6728;
let l_6729 = l_6726 < u32(8388608);
if l_6729 {
let l_6730 = f64(l_6726);
let l_6731 = l_6730 * f64(1.401298464324817e-45);
l_mut_3362 = l_6731;
}
let l_6732 = bitcast<u64>(l_mut_3362);
let l_6733 = l_6725 >> u32(31);
let l_6734 = u64(l_6733);
let l_6735 = l_6734 << u32(bitcast<u64>(u64(63)));
let l_6736 = l_6732 | l_6735;
let l_6737 = bitcast<f64>(l_6736);
l_mut_3618 = l_6737;
} else {
let l_6738 = bitcast<u32>(l_6707);
let l_6739 = l_6738 + u32(1);
l_mut_4124 = l_6739;
let l_6740 = l_6738 & u32(2147483647);
let l_6741 = l_6740 == u32(0);
if l_6741 {
l_mut_4124 = u32(1);
} else {
let l_6742 = l_6738 & u32(2147483648);
let l_6743 = l_6742 != u32(0);
if l_6743 {
let l_6744 = l_6738 - u32(1);
l_mut_4124 = l_6744;
} else {
let l_6745 = l_6738 == u32(2139095040);
if l_6745 {
l_mut_4124 = l_6738;
}
}
}
let l_6746 = bitcast<f32>(l_mut_4124);
let l_6747 = bitcast<u32>(l_6746);
let l_6748 = l_6747 & u32(2147483647);
let l_6749 = bitcast<f32>(l_6748);
let l_6750 = f64(l_6749);
l_mut_3362 = l_6750;
let l_6751 = l_6748 < u32(8388608);
if l_6751 {
let l_6752 = f64(l_6748);
let l_6753 = l_6752 * f64(1.401298464324817e-45);
l_mut_3362 = l_6753;
}
let l_6754 = bitcast<u64>(l_mut_3362);
let l_6755 = l_6747 >> u32(31);
let l_6756 = u64(l_6755);
let l_6757 = l_6756 << u32(bitcast<u64>(u64(63)));
let l_6758 = l_6754 | l_6757;
let l_6759 = bitcast<f64>(l_6758);
let l_6760 = l_6759 <= l_6701;
if l_6760 {
let l_6761 = bitcast<u32>(l_6707);
let l_6762 = l_6761 + u32(1);
l_mut_4124 = l_6762;
let l_6763 = l_6761 & u32(2147483647);
let l_6764 = l_6763 == u32(0);
if l_6764 {
l_mut_4124 = u32(1);
} else {
let l_6765 = l_6761 & u32(2147483648);
let l_6766 = l_6765 != u32(0);
if l_6766 {
let l_6767 = l_6761 - u32(1);
l_mut_4124 = l_6767;
} else {
let l_6768 = l_6761 == u32(2139095040);
if l_6768 {
l_mut_4124 = l_6761;
}
}
}
let l_6769 = bitcast<f32>(l_mut_4124);
let l_6770 = bitcast<u32>(l_6769);
let l_6771 = l_6770 & u32(2147483647);
let l_6772 = bitcast<f32>(l_6771);
let l_6773 = f64(l_6772);
l_mut_3362 = l_6773;
let l_6774 = l_6771 < u32(8388608);
if l_6774 {
let l_6775 = f64(l_6771);
let l_6776 = l_6775 * f64(1.401298464324817e-45);
l_mut_3362 = l_6776;
}
let l_6777 = bitcast<u64>(l_mut_3362);
let l_6778 = l_6770 >> u32(31);
let l_6779 = u64(l_6778);
let l_6780 = l_6779 << u32(bitcast<u64>(u64(63)));
let l_6781 = l_6777 | l_6780;
let l_6782 = bitcast<f64>(l_6781);
l_mut_3618 = l_6782;
}
}
}
let l_6783 = l_mut_3872 == l_mut_3618;
let l_6784 = l_6617 && l_6783;
if l_6784 {
let l_6785 = a_6434[u32(0)];
let l_6786 = l_6785 * f64(7.1362384635298e44);
let l_6787 = floor(l_6786);
let l_6788 = l_6787 * f64(1.401298464324817e-45);
l_mut_3872 = l_6788;
let l_6789 = abs(l_6785);
let l_6790 = l_6789 >= f64(1.1754943508222875e-38);
if l_6790 {
let l_6791 = f32(l_6785);
let l_6792 = f64(l_6791);
l_mut_3872 = l_6792;
let l_6793 = l_mut_3872 > l_6785;
if l_6793 {
let l_6794 = bitcast<u32>(l_6791);
let l_6795 = l_6794 ^ u32(2147483648);
let l_6796 = bitcast<f32>(l_6795);
let l_6797 = bitcast<u32>(l_6796);
let l_6798 = l_6797 + u32(1);
l_mut_4124 = l_6798;
let l_6799 = l_6797 & u32(2147483647);
let l_6800 = l_6799 == u32(0);
if l_6800 {
l_mut_4124 = u32(1);
} else {
let l_6801 = l_6797 & u32(2147483648);
let l_6802 = l_6801 != u32(0);
if l_6802 {
let l_6803 = l_6797 - u32(1);
l_mut_4124 = l_6803;
} else {
let l_6804 = l_6797 == u32(2139095040);
if l_6804 {
l_mut_4124 = l_6797;
}
}
}
let l_6805 = bitcast<f32>(l_mut_4124);
let l_6806 = bitcast<u32>(l_6805);
let l_6807 = l_6806 ^ u32(2147483648);
let l_6808 = bitcast<f32>(l_6807);
let l_6809 = bitcast<u32>(l_6808);
let l_6810 = l_6809 & u32(2147483647);
let l_6811 = bitcast<f32>(l_6810);
let l_6812 = f64(l_6811);
l_mut_3618 = l_6812;
let l_6813 = l_6810 < u32(8388608);
if l_6813 {
let l_6814 = f64(l_6810);
let l_6815 = l_6814 * f64(1.401298464324817e-45);
l_mut_3618 = l_6815;
}
let l_6816 = bitcast<u64>(l_mut_3618);
let l_6817 = l_6809 >> u32(31);
let l_6818 = u64(l_6817);
let l_6819 = l_6818 << u32(bitcast<u64>(u64(63)));
let l_6820 = l_6816 | l_6819;
let l_6821 = bitcast<f64>(l_6820);
l_mut_3872 = l_6821;
} else {
let l_6822 = bitcast<u32>(l_6791);
let l_6823 = l_6822 + u32(1);
l_mut_4124 = l_6823;
let l_6824 = l_6822 & u32(2147483647);
let l_6825 = l_6824 == u32(0);
if l_6825 {
l_mut_4124 = u32(1);
} else {
let l_6826 = l_6822 & u32(2147483648);
let l_6827 = l_6826 != u32(0);
if l_6827 {
let l_6828 = l_6822 - u32(1);
l_mut_4124 = l_6828;
} else {
let l_6829 = l_6822 == u32(2139095040);
if l_6829 {
l_mut_4124 = l_6822;
}
}
}
let l_6830 = bitcast<f32>(l_mut_4124);
let l_6831 = bitcast<u32>(l_6830);
let l_6832 = l_6831 & u32(2147483647);
let l_6833 = bitcast<f32>(l_6832);
let l_6834 = f64(l_6833);
l_mut_3618 = l_6834;
let l_6835 = l_6832 < u32(8388608);
if l_6835 {
let l_6836 = f64(l_6832);
let l_6837 = l_6836 * f64(1.401298464324817e-45);
l_mut_3618 = l_6837;
}
let l_6838 = bitcast<u64>(l_mut_3618);
let l_6839 = l_6831 >> u32(31);
let l_6840 = u64(l_6839);
let l_6841 = l_6840 << u32(bitcast<u64>(u64(63)));
let l_6842 = l_6838 | l_6841;
let l_6843 = bitcast<f64>(l_6842);
let l_6844 = l_6843 <= l_6785;
if l_6844 {
let l_6845 = bitcast<u32>(l_6791);
let l_6846 = l_6845 + u32(1);
l_mut_4124 = l_6846;
let l_6847 = l_6845 & u32(2147483647);
let l_6848 = l_6847 == u32(0);
if l_6848 {
l_mut_4124 = u32(1);
} else {
let l_6849 = l_6845 & u32(2147483648);
let l_6850 = l_6849 != u32(0);
if l_6850 {
let l_6851 = l_6845 - u32(1);
l_mut_4124 = l_6851;
} else {
let l_6852 = l_6845 == u32(2139095040);
if l_6852 {
l_mut_4124 = l_6845;
}
}
}
let l_6853 = bitcast<f32>(l_mut_4124);
let l_6854 = bitcast<u32>(l_6853);
let l_6855 = l_6854 & u32(2147483647);
let l_6856 = bitcast<f32>(l_6855);
let l_6857 = f64(l_6856);
l_mut_3618 = l_6857;
let l_6858 = l_6855 < u32(8388608);
if l_6858 {
let l_6859 = f64(l_6855);
let l_6860 = l_6859 * f64(1.401298464324817e-45);
l_mut_3618 = l_6860;
}
let l_6861 = bitcast<u64>(l_mut_3618);
let l_6862 = l_6854 >> u32(31);
let l_6863 = u64(l_6862);
let l_6864 = l_6863 << u32(bitcast<u64>(u64(63)));
let l_6865 = l_6861 | l_6864;
let l_6866 = bitcast<f64>(l_6865);
l_mut_3872 = l_6866;
}
}
}
let l_6867 = a_6434[u32(1)];
let l_6868 = -l_6867;
let l_6869 = l_6868 * f64(7.1362384635298e44);
let l_6870 = floor(l_6869);
let l_6871 = l_6870 * f64(1.401298464324817e-45);
l_mut_3618 = l_6871;
let l_6872 = abs(l_6868);
let l_6873 = l_6872 >= f64(1.1754943508222875e-38);
if l_6873 {
let l_6874 = f32(l_6868);
let l_6875 = f64(l_6874);
l_mut_3618 = l_6875;
let l_6876 = l_mut_3618 > l_6868;
if l_6876 {
let l_6877 = bitcast<u32>(l_6874);
let l_6878 = l_6877 ^ u32(2147483648);
let l_6879 = bitcast<f32>(l_6878);
let l_6880 = bitcast<u32>(l_6879);
let l_6881 = l_6880 + u32(1);
l_mut_4124 = l_6881;
let l_6882 = l_6880 & u32(2147483647);
let l_6883 = l_6882 == u32(0);
if l_6883 {
l_mut_4124 = u32(1);
} else {
let l_6884 = l_6880 & u32(2147483648);
let l_6885 = l_6884 != u32(0);
if l_6885 {
let l_6886 = l_6880 - u32(1);
l_mut_4124 = l_6886;
} else {
let l_6887 = l_6880 == u32(2139095040);
if l_6887 {
l_mut_4124 = l_6880;
}
}
}
let l_6888 = bitcast<f32>(l_mut_4124);
let l_6889 = bitcast<u32>(l_6888);
let l_6890 = l_6889 ^ u32(2147483648);
let l_6891 = bitcast<f32>(l_6890);
let l_6892 = bitcast<u32>(l_6891);
let l_6893 = l_6892 & u32(2147483647);
let l_6894 = bitcast<f32>(l_6893);
let l_6895 = f64(l_6894);
l_mut_3362 = l_6895;
let l_6896 = l_6893 < u32(8388608);
if l_6896 {
let l_6897 = f64(l_6893);
let l_6898 = l_6897 * f64(1.401298464324817e-45);
l_mut_3362 = l_6898;
}
let l_6899 = bitcast<u64>(l_mut_3362);
let l_6900 = l_6892 >> u32(31);
let l_6901 = u64(l_6900);
let l_6902 = l_6901 << u32(bitcast<u64>(u64(63)));
let l_6903 = l_6899 | l_6902;
let l_6904 = bitcast<f64>(l_6903);
l_mut_3618 = l_6904;
} else {
let l_6905 = bitcast<u32>(l_6874);
let l_6906 = l_6905 + u32(1);
l_mut_4124 = l_6906;
let l_6907 = l_6905 & u32(2147483647);
let l_6908 = l_6907 == u32(0);
if l_6908 {
l_mut_4124 = u32(1);
} else {
let l_6909 = l_6905 & u32(2147483648);
let l_6910 = l_6909 != u32(0);
if l_6910 {
let l_6911 = l_6905 - u32(1);
l_mut_4124 = l_6911;
} else {
let l_6912 = l_6905 == u32(2139095040);
if l_6912 {
l_mut_4124 = l_6905;
}
}
}
let l_6913 = bitcast<f32>(l_mut_4124);
let l_6914 = bitcast<u32>(l_6913);
let l_6915 = l_6914 & u32(2147483647);
let l_6916 = bitcast<f32>(l_6915);
let l_6917 = f64(l_6916);
l_mut_3362 = l_6917;
let l_6918 = l_6915 < u32(8388608);
if l_6918 {
let l_6919 = f64(l_6915);
let l_6920 = l_6919 * f64(1.401298464324817e-45);
l_mut_3362 = l_6920;
}
let l_6921 = bitcast<u64>(l_mut_3362);
let l_6922 = l_6914 >> u32(31);
let l_6923 = u64(l_6922);
let l_6924 = l_6923 << u32(bitcast<u64>(u64(63)));
let l_6925 = l_6921 | l_6924;
let l_6926 = bitcast<f64>(l_6925);
let l_6927 = l_6926 <= l_6868;
if l_6927 {
let l_6928 = bitcast<u32>(l_6874);
let l_6929 = l_6928 + u32(1);
l_mut_4124 = l_6929;
let l_6930 = l_6928 & u32(2147483647);
let l_6931 = l_6930 == u32(0);
if l_6931 {
l_mut_4124 = u32(1);
} else {
let l_6932 = l_6928 & u32(2147483648);
let l_6933 = l_6932 != u32(0);
if l_6933 {
let l_6934 = l_6928 - u32(1);
l_mut_4124 = l_6934;
} else {
let l_6935 = l_6928 == u32(2139095040);
if l_6935 {
l_mut_4124 = l_6928;
}
}
}
let l_6936 = bitcast<f32>(l_mut_4124);
let l_6937 = bitcast<u32>(l_6936);
let l_6938 = l_6937 & u32(2147483647);
let l_6939 = bitcast<f32>(l_6938);
let l_6940 = f64(l_6939);
l_mut_3362 = l_6940;
let l_6941 = l_6938 < u32(8388608);
if l_6941 {
let l_6942 = f64(l_6938);
let l_6943 = l_6942 * f64(1.401298464324817e-45);
l_mut_3362 = l_6943;
}
let l_6944 = bitcast<u64>(l_mut_3362);
let l_6945 = l_6937 >> u32(31);
let l_6946 = u64(l_6945);
let l_6947 = l_6946 << u32(bitcast<u64>(u64(63)));
let l_6948 = l_6944 | l_6947;
let l_6949 = bitcast<f64>(l_6948);
l_mut_3618 = l_6949;
}
}
}
let l_6950 = -l_mut_3618;
let l_6951 = bitcast<u32>(l_146);
let l_6952 = l_6951 & u32(2147483647);
let l_6953 = bitcast<f32>(l_6952);
let l_6954 = f64(l_6953);
l_mut_3618 = l_6954;
let l_6955 = l_6952 < u32(8388608);
if l_6955 {
let l_6956 = f64(l_6952);
let l_6957 = l_6956 * f64(1.401298464324817e-45);
l_mut_3618 = l_6957;
}
let l_6958 = bitcast<u64>(l_mut_3618);
let l_6959 = l_6951 >> u32(31);
let l_6960 = u64(l_6959);
let l_6961 = l_6960 << u32(bitcast<u64>(u64(63)));
let l_6962 = l_6958 | l_6961;
let l_6963 = bitcast<f64>(l_6962);
let l_6964 = bitcast<u32>(l_146);
let l_6965 = l_6964 + u32(1);
l_mut_4124 = l_6965;
let l_6966 = l_6964 & u32(2147483647);
let l_6967 = l_6966 == u32(0);
if l_6967 {
l_mut_4124 = u32(1);
} else {
let l_6968 = l_6964 & u32(2147483648);
let l_6969 = l_6968 != u32(0);
if l_6969 {
let l_6970 = l_6964 - u32(1);
l_mut_4124 = l_6970;
} else {
let l_6971 = l_6964 == u32(2139095040);
if l_6971 {
l_mut_4124 = l_6964;
}
}
}
let l_6972 = bitcast<f32>(l_mut_4124);
let l_6973 = bitcast<u32>(l_6972);
let l_6974 = l_6973 & u32(2147483647);
let l_6975 = bitcast<f32>(l_6974);
let l_6976 = f64(l_6975);
l_mut_3618 = l_6976;
let l_6977 = l_6974 < u32(8388608);
if l_6977 {
let l_6978 = f64(l_6974);
let l_6979 = l_6978 * f64(1.401298464324817e-45);
l_mut_3618 = l_6979;
}
let l_6980 = bitcast<u64>(l_mut_3618);
let l_6981 = l_6973 >> u32(31);
let l_6982 = u64(l_6981);
let l_6983 = l_6982 << u32(bitcast<u64>(u64(63)));
let l_6984 = l_6980 | l_6983;
let l_6985 = bitcast<f64>(l_6984);
let l_6986 = bitcast<u32>(l_146);
let l_6987 = l_6986 ^ u32(2147483648);
let l_6988 = bitcast<f32>(l_6987);
let l_6989 = bitcast<u32>(l_6988);
let l_6990 = l_6989 + u32(1);
l_mut_4124 = l_6990;
let l_6991 = l_6989 & u32(2147483647);
let l_6992 = l_6991 == u32(0);
if l_6992 {
l_mut_4124 = u32(1);
} else {
let l_6993 = l_6989 & u32(2147483648);
let l_6994 = l_6993 != u32(0);
if l_6994 {
let l_6995 = l_6989 - u32(1);
l_mut_4124 = l_6995;
} else {
let l_6996 = l_6989 == u32(2139095040);
if l_6996 {
l_mut_4124 = l_6989;
}
}
}
let l_6997 = bitcast<f32>(l_mut_4124);
let l_6998 = bitcast<u32>(l_6997);
let l_6999 = l_6998 ^ u32(2147483648);
let l_7000 = bitcast<f32>(l_6999);
let l_7001 = bitcast<u32>(l_7000);
let l_7002 = l_7001 & u32(2147483647);
let l_7003 = bitcast<f32>(l_7002);
let l_7004 = f64(l_7003);
l_mut_3618 = l_7004;
let l_7005 = l_7002 < u32(8388608);
if l_7005 {
let l_7006 = f64(l_7002);
let l_7007 = l_7006 * f64(1.401298464324817e-45);
l_mut_3618 = l_7007;
}
let l_7008 = bitcast<u64>(l_mut_3618);
let l_7009 = l_7001 >> u32(31);
let l_7010 = u64(l_7009);
let l_7011 = l_7010 << u32(bitcast<u64>(u64(63)));
let l_7012 = l_7008 | l_7011;
let l_7013 = bitcast<f64>(l_7012);
let l_7014 = l_mut_3872 + f64(0.0);
let l_7015 = l_7014 <= l_6963;
l_mut_1038 = l_7015;
let l_7016 = l_mut_3872 - f64(0.0);
let l_7017 = l_7016 > l_6963;
l_mut_1035 = l_7017;
let l_7018 = l_6950 - f64(0.0);
let l_7019 = l_7018 >= l_6963;
l_mut_1032 = l_7019;
let l_7020 = l_6950 + f64(0.0);
let l_7021 = l_7020 < l_6963;
l_mut_1029 = l_7021;
l_mut_4124 = u32(2);
let l_7022 = l_mut_1035 || l_mut_1029;
if l_7022 {
l_mut_4124 = u32(1);
} else {
let l_7023 = l_mut_1038 && l_mut_1032;
if l_7023 {
l_mut_4124 = u32(0);
}
}
let l_7024 = bitcast<u32>(l_146);
let l_7025 = l_7024 & u32(2147483647);
let l_7026 = l_7025 == u32(0);
if l_7026 {
let l_7027 = l_mut_3872 + f64(0.0);
let l_7028 = l_7027 < f64(1.1754943508222875e-38);
let l_7029 = l_6950 - f64(0.0);
let l_7030 = l_7029 > f64(-1.1754943508222875e-38);
let l_7031 = l_7028 && l_7030;
let l_7032 = l_mut_3872 - f64(0.0);
let l_7033 = l_7032 < f64(1.1754943508222875e-38);
let l_7034 = l_6950 + f64(0.0);
let l_7035 = l_7034 > f64(-1.1754943508222875e-38);
let l_7036 = l_7033 && l_7035;
if l_7031 {
l_mut_4124 = u32(0);
} else {
let l_7037 = l_mut_4124 == u32(1);
let l_7038 = l_7036 && l_7037;
if l_7038 {
l_mut_4124 = u32(2);
}
}
}
l_mut_5167 = l_mut_4124;
}
l_mut_379 = l_mut_5167;
}
} else {
let l_7039 = l_901 == u32(16);
let l_7040 = l_901 == u32(17);
let l_7041 = l_7039 || l_7040;
if l_7041 {
l_mut_379 = u32(0);
let l_7042 = l_918 > f64(0.0);
if l_7042 {
let l_7043 = l_916 == f64(1.0);
let l_7044 = f32(l_918);
let l_7045 = bitcast<u32>(l_7044);
let l_7046 = l_7045 & u32(2147483647);
let l_7047 = bitcast<f32>(l_7046);
let l_7048 = f64(l_7047);
l_mut_3872 = l_7048;
let l_7049 = l_7046 < u32(8388608);
if l_7049 {
let l_7050 = f64(l_7046);
let l_7051 = l_7050 * f64(1.401298464324817e-45);
l_mut_3872 = l_7051;
}
let l_7052 = bitcast<u64>(l_mut_3872);
let l_7053 = l_7045 >> u32(31);
let l_7054 = u64(l_7053);
let l_7055 = l_7054 << u32(bitcast<u64>(u64(63)));
let l_7056 = l_7052 | l_7055;
let l_7057 = bitcast<f64>(l_7056);
l_mut_3872 = l_7057;
let l_7058 = l_7057 < f64(0.0);
if l_7058 {
let l_7059 = bitcast<u64>(l_7057);
let l_7060 = l_7059 | u64(9221120237041090560);
let l_7061 = bitcast<f64>(l_7060);
l_mut_3872 = l_7061;
} else {
let l_7062 = l_7057 == f64(0.0);
if l_7062 {
let l_7063 = abs(l_7057);
let l_7064 = bitcast<u64>(l_7063);
let l_7065 = l_7064 | u64(9218868437227405312);
let l_7066 = l_7065 & bitcast<u64>(i64(-4503599627370496));
let l_7067 = bitcast<f64>(l_7066);
let l_7068 = -l_7067;
l_mut_3872 = l_7068;
} else {
let l_7069 = bitcast<u32>(l_7044);
let l_7070 = l_7069 < u32(2139095040);
if l_7070 {
let l_7071 = bitcast<u64>(l_7057);
let l_7072 = l_7071 >> u32(bitcast<u64>(u64(52)));
let l_7073 = l_7072 & u64(2047);
let l_7074 = i32(bitcast<i64>(l_7073));
let l_7075 = l_7074 - i32(1023);
l_mut_308 = l_7075;
let l_7076 = l_7071 & u64(4503599627370495);
let l_7077 = l_7076 | u64(4607182418800017408);
let l_7078 = bitcast<f64>(l_7077);
l_mut_3618 = l_7078;
let l_7079 = l_mut_3618 > f64(1.4142135623730951);
if l_7079 {
l_mut_3618 = l_mut_3618 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_7080 = l_mut_3618 - f64(1.0);
let l_7081 = f64(2.0) + l_7080;
let l_7082 = l_7080 / l_7081;
let l_7083 = l_7082 * l_7082;
let l_7084 = l_7083 * f64(0.04);
let l_7085 = l_7084 + f64(0.043478260869565216);
l_mut_3618 = l_7085;
let l_7086 = l_mut_3618 * l_7083;
let l_7087 = l_7086 + f64(0.047619047619047616);
l_mut_3618 = l_7087;
let l_7088 = l_mut_3618 * l_7083;
let l_7089 = l_7088 + f64(0.05263157894736842);
l_mut_3618 = l_7089;
let l_7090 = l_mut_3618 * l_7083;
let l_7091 = l_7090 + f64(0.058823529411764705);
l_mut_3618 = l_7091;
let l_7092 = l_mut_3618 * l_7083;
let l_7093 = l_7092 + f64(0.06666666666666667);
l_mut_3618 = l_7093;
let l_7094 = l_mut_3618 * l_7083;
let l_7095 = l_7094 + f64(0.07692307692307693);
l_mut_3618 = l_7095;
let l_7096 = l_mut_3618 * l_7083;
let l_7097 = l_7096 + f64(0.09090909090909091);
l_mut_3618 = l_7097;
let l_7098 = l_mut_3618 * l_7083;
let l_7099 = l_7098 + f64(0.1111111111111111);
l_mut_3618 = l_7099;
let l_7100 = l_mut_3618 * l_7083;
let l_7101 = l_7100 + f64(0.14285714285714285);
l_mut_3618 = l_7101;
let l_7102 = l_mut_3618 * l_7083;
let l_7103 = l_7102 + f64(0.2);
l_mut_3618 = l_7103;
let l_7104 = l_mut_3618 * l_7083;
let l_7105 = l_7104 + f64(0.3333333333333333);
l_mut_3618 = l_7105;
let l_7106 = f64(2.0) * l_7082;
let l_7107 = f64(2.0) * l_7082;
let l_7108 = l_7107 * l_7083;
let l_7109 = l_7108 * l_mut_3618;
let l_7110 = l_7106 + l_7109;
let l_7111 = f64(l_mut_308);
let l_7112 = l_7111 * f64(0.6931471824645996);
let l_7113 = l_7111 * f64(-1.904654299957768e-9);
let l_7114 = l_7113 + l_7110;
let l_7115 = l_7112 + l_7114;
l_mut_3872 = l_7115;
}
}
}
let l_7116 = l_mut_3872 / f64(0.6931471805599453);
let l_7117 = abs(l_7116);
let l_7118 = l_7117 * f64(1.4551915228366852e-11);
let l_7119 = l_918 >= f64(0.5);
let l_7120 = l_918 <= f64(2.0);
let l_7121 = l_7119 && l_7120;
l_mut_3872 = l_907;
l_mut_1038 = bool(true);
let l_7122 = l_901 == u32(17);
if l_7122 {
let l_7123 = !l_7121;
if l_7123 {
let l_7124 = abs(l_7116);
let l_7125 = l_907 * l_7124;
l_mut_3872 = l_7125;
}
} else {
let l_7126 = !l_7121;
if l_7126 {
let l_7127 = abs(l_7116);
l_mut_3618 = f64(1.401298464324817e-45);
let l_7128 = l_7127 >= f64(1.1754943508222875e-38);
let l_7129 = l_7127 <= f64(1.7976931348623157e308);
let l_7130 = l_7128 && l_7129;
if l_7130 {
let l_7131 = bitcast<u64>(l_7127);
let l_7132 = l_7131 >> u32(bitcast<u64>(u64(52)));
let l_7133 = l_7132 - u64(23);
let l_7134 = l_7133 << u32(bitcast<u64>(u64(52)));
let l_7135 = bitcast<f64>(l_7134);
l_mut_3618 = l_7135;
}
let l_7136 = l_910 * l_mut_3618;
l_mut_3872 = l_7136;
let l_7137 = l_7116 - l_7118;
let l_7138 = abs(l_7137);
l_mut_3618 = f64(1.401298464324817e-45);
let l_7139 = l_7138 >= f64(1.1754943508222875e-38);
let l_7140 = l_7138 <= f64(1.7976931348623157e308);
let l_7141 = l_7139 && l_7140;
if l_7141 {
let l_7142 = bitcast<u64>(l_7138);
let l_7143 = l_7142 >> u32(bitcast<u64>(u64(52)));
let l_7144 = l_7143 - u64(23);
let l_7145 = l_7144 << u32(bitcast<u64>(u64(52)));
let l_7146 = bitcast<f64>(l_7145);
l_mut_3618 = l_7146;
}
let l_7147 = l_7116 + l_7118;
let l_7148 = abs(l_7147);
l_mut_3362 = f64(1.401298464324817e-45);
let l_7149 = l_7148 >= f64(1.1754943508222875e-38);
let l_7150 = l_7148 <= f64(1.7976931348623157e308);
let l_7151 = l_7149 && l_7150;
if l_7151 {
let l_7152 = bitcast<u64>(l_7148);
let l_7153 = l_7152 >> u32(bitcast<u64>(u64(52)));
let l_7154 = l_7153 - u64(23);
let l_7155 = l_7154 << u32(bitcast<u64>(u64(52)));
let l_7156 = bitcast<f64>(l_7155);
l_mut_3362 = l_7156;
}
let l_7157 = l_mut_3618 == l_mut_3362;
l_mut_1038 = l_7157;
}
}
let l_7158 = l_mut_3872 * f64(1.4551915228366852e-11);
let l_7159 = l_7118 + l_7158;
l_mut_5167 = u32(2);
if l_mut_1038 {
let l_7160 = l_901 == u32(17);
let l_7161 = l_7160 || l_905;
if l_7161 {
let l_7162 = l_7116 - l_mut_3872;
let l_7163 = l_7116 + l_mut_3872;
let l_7164 = abs(l_7162);
let l_7165 = l_7164 * f64(2.220446049250313e-16);
let l_7166 = l_7159 + l_7165;
let l_7167 = l_7162 + l_7166;
let l_7168 = -l_7167;
let l_7169 = l_7168 * f64(7.1362384635298e44);
let l_7170 = floor(l_7169);
let l_7171 = l_7170 * f64(1.401298464324817e-45);
l_mut_3618 = l_7171;
let l_7172 = abs(l_7168);
let l_7173 = l_7172 >= f64(1.1754943508222875e-38);
if l_7173 {
let l_7174 = f32(l_7168);
let l_7175 = f64(l_7174);
l_mut_3618 = l_7175;
let l_7176 = l_mut_3618 > l_7168;
if l_7176 {
let l_7177 = bitcast<u32>(l_7174);
let l_7178 = l_7177 ^ u32(2147483648);
let l_7179 = bitcast<f32>(l_7178);
let l_7180 = bitcast<u32>(l_7179);
let l_7181 = l_7180 + u32(1);
l_mut_4124 = l_7181;
let l_7182 = l_7180 & u32(2147483647);
let l_7183 = l_7182 == u32(0);
if l_7183 {
l_mut_4124 = u32(1);
} else {
let l_7184 = l_7180 & u32(2147483648);
let l_7185 = l_7184 != u32(0);
if l_7185 {
let l_7186 = l_7180 - u32(1);
l_mut_4124 = l_7186;
} else {
let l_7187 = l_7180 == u32(2139095040);
if l_7187 {
l_mut_4124 = l_7180;
}
}
}
let l_7188 = bitcast<f32>(l_mut_4124);
let l_7189 = bitcast<u32>(l_7188);
let l_7190 = l_7189 ^ u32(2147483648);
let l_7191 = bitcast<f32>(l_7190);
let l_7192 = bitcast<u32>(l_7191);
let l_7193 = l_7192 & u32(2147483647);
let l_7194 = bitcast<f32>(l_7193);
let l_7195 = f64(l_7194);
l_mut_3362 = l_7195;
let l_7196 = l_7193 < u32(8388608);
if l_7196 {
let l_7197 = f64(l_7193);
let l_7198 = l_7197 * f64(1.401298464324817e-45);
l_mut_3362 = l_7198;
}
let l_7199 = bitcast<u64>(l_mut_3362);
let l_7200 = l_7192 >> u32(31);
let l_7201 = u64(l_7200);
let l_7202 = l_7201 << u32(bitcast<u64>(u64(63)));
let l_7203 = l_7199 | l_7202;
let l_7204 = bitcast<f64>(l_7203);
l_mut_3618 = l_7204;
} else {
let l_7205 = bitcast<u32>(l_7174);
let l_7206 = l_7205 + u32(1);
l_mut_4124 = l_7206;
let l_7207 = l_7205 & u32(2147483647);
let l_7208 = l_7207 == u32(0);
if l_7208 {
l_mut_4124 = u32(1);
} else {
let l_7209 = l_7205 & u32(2147483648);
let l_7210 = l_7209 != u32(0);
if l_7210 {
let l_7211 = l_7205 - u32(1);
l_mut_4124 = l_7211;
} else {
let l_7212 = l_7205 == u32(2139095040);
if l_7212 {
l_mut_4124 = l_7205;
}
}
}
let l_7213 = bitcast<f32>(l_mut_4124);
let l_7214 = bitcast<u32>(l_7213);
let l_7215 = l_7214 & u32(2147483647);
let l_7216 = bitcast<f32>(l_7215);
let l_7217 = f64(l_7216);
l_mut_3362 = l_7217;
let l_7218 = l_7215 < u32(8388608);
if l_7218 {
let l_7219 = f64(l_7215);
let l_7220 = l_7219 * f64(1.401298464324817e-45);
l_mut_3362 = l_7220;
}
let l_7221 = bitcast<u64>(l_mut_3362);
let l_7222 = l_7214 >> u32(31);
let l_7223 = u64(l_7222);
let l_7224 = l_7223 << u32(bitcast<u64>(u64(63)));
let l_7225 = l_7221 | l_7224;
let l_7226 = bitcast<f64>(l_7225);
let l_7227 = l_7226 <= l_7168;
if l_7227 {
let l_7228 = bitcast<u32>(l_7174);
let l_7229 = l_7228 + u32(1);
l_mut_4124 = l_7229;
let l_7230 = l_7228 & u32(2147483647);
let l_7231 = l_7230 == u32(0);
if l_7231 {
l_mut_4124 = u32(1);
} else {
let l_7232 = l_7228 & u32(2147483648);
let l_7233 = l_7232 != u32(0);
if l_7233 {
let l_7234 = l_7228 - u32(1);
l_mut_4124 = l_7234;
} else {
let l_7235 = l_7228 == u32(2139095040);
if l_7235 {
l_mut_4124 = l_7228;
}
}
}
let l_7236 = bitcast<f32>(l_mut_4124);
let l_7237 = bitcast<u32>(l_7236);
let l_7238 = l_7237 & u32(2147483647);
let l_7239 = bitcast<f32>(l_7238);
let l_7240 = f64(l_7239);
l_mut_3362 = l_7240;
let l_7241 = l_7238 < u32(8388608);
if l_7241 {
let l_7242 = f64(l_7238);
let l_7243 = l_7242 * f64(1.401298464324817e-45);
l_mut_3362 = l_7243;
}
let l_7244 = bitcast<u64>(l_mut_3362);
let l_7245 = l_7237 >> u32(31);
let l_7246 = u64(l_7245);
let l_7247 = l_7246 << u32(bitcast<u64>(u64(63)));
let l_7248 = l_7244 | l_7247;
let l_7249 = bitcast<f64>(l_7248);
l_mut_3618 = l_7249;
}
}
}
let l_7250 = -l_mut_3618;
l_mut_3618 = l_7250;
let l_7251 = bool(true) && bool(true);
if l_7251 {
let l_7252 = l_7162 + l_7166;
let l_7253 = l_7252 * f64(7.1362384635298e44);
let l_7254 = floor(l_7253);
let l_7255 = l_7254 * f64(1.401298464324817e-45);
l_mut_3362 = l_7255;
let l_7256 = abs(l_7252);
let l_7257 = l_7256 >= f64(1.1754943508222875e-38);
if l_7257 {
let l_7258 = f32(l_7252);
let l_7259 = f64(l_7258);
l_mut_3362 = l_7259;
let l_7260 = l_mut_3362 > l_7252;
if l_7260 {
let l_7261 = bitcast<u32>(l_7258);
let l_7262 = l_7261 ^ u32(2147483648);
let l_7263 = bitcast<f32>(l_7262);
let l_7264 = bitcast<u32>(l_7263);
let l_7265 = l_7264 + u32(1);
l_mut_4124 = l_7265;
let l_7266 = l_7264 & u32(2147483647);
let l_7267 = l_7266 == u32(0);
if l_7267 {
l_mut_4124 = u32(1);
} else {
let l_7268 = l_7264 & u32(2147483648);
let l_7269 = l_7268 != u32(0);
if l_7269 {
let l_7270 = l_7264 - u32(1);
l_mut_4124 = l_7270;
} else {
let l_7271 = l_7264 == u32(2139095040);
if l_7271 {
l_mut_4124 = l_7264;
}
}
}
let l_7272 = bitcast<f32>(l_mut_4124);
let l_7273 = bitcast<u32>(l_7272);
let l_7274 = l_7273 ^ u32(2147483648);
let l_7275 = bitcast<f32>(l_7274);
let l_7276 = bitcast<u32>(l_7275);
let l_7277 = l_7276 & u32(2147483647);
let l_7278 = bitcast<f32>(l_7277);
let l_7279 = f64(l_7278);
l_mut_3108 = l_7279;
let l_7280 = l_7277 < u32(8388608);
if l_7280 {
let l_7281 = f64(l_7277);
let l_7282 = l_7281 * f64(1.401298464324817e-45);
l_mut_3108 = l_7282;
}
let l_7283 = bitcast<u64>(l_mut_3108);
let l_7284 = l_7276 >> u32(31);
let l_7285 = u64(l_7284);
let l_7286 = l_7285 << u32(bitcast<u64>(u64(63)));
let l_7287 = l_7283 | l_7286;
let l_7288 = bitcast<f64>(l_7287);
l_mut_3362 = l_7288;
} else {
let l_7289 = bitcast<u32>(l_7258);
let l_7290 = l_7289 + u32(1);
l_mut_4124 = l_7290;
let l_7291 = l_7289 & u32(2147483647);
let l_7292 = l_7291 == u32(0);
if l_7292 {
l_mut_4124 = u32(1);
} else {
let l_7293 = l_7289 & u32(2147483648);
let l_7294 = l_7293 != u32(0);
if l_7294 {
let l_7295 = l_7289 - u32(1);
l_mut_4124 = l_7295;
} else {
let l_7296 = l_7289 == u32(2139095040);
if l_7296 {
l_mut_4124 = l_7289;
}
}
}
let l_7297 = bitcast<f32>(l_mut_4124);
let l_7298 = bitcast<u32>(l_7297);
let l_7299 = l_7298 & u32(2147483647);
let l_7300 = bitcast<f32>(l_7299);
let l_7301 = f64(l_7300);
l_mut_3108 = l_7301;
let l_7302 = l_7299 < u32(8388608);
if l_7302 {
let l_7303 = f64(l_7299);
let l_7304 = l_7303 * f64(1.401298464324817e-45);
l_mut_3108 = l_7304;
}
let l_7305 = bitcast<u64>(l_mut_3108);
let l_7306 = l_7298 >> u32(31);
let l_7307 = u64(l_7306);
let l_7308 = l_7307 << u32(bitcast<u64>(u64(63)));
let l_7309 = l_7305 | l_7308;
let l_7310 = bitcast<f64>(l_7309);
let l_7311 = l_7310 <= l_7252;
if l_7311 {
let l_7312 = bitcast<u32>(l_7258);
let l_7313 = l_7312 + u32(1);
l_mut_4124 = l_7313;
let l_7314 = l_7312 & u32(2147483647);
let l_7315 = l_7314 == u32(0);
if l_7315 {
l_mut_4124 = u32(1);
} else {
let l_7316 = l_7312 & u32(2147483648);
let l_7317 = l_7316 != u32(0);
if l_7317 {
let l_7318 = l_7312 - u32(1);
l_mut_4124 = l_7318;
} else {
let l_7319 = l_7312 == u32(2139095040);
if l_7319 {
l_mut_4124 = l_7312;
}
}
}
let l_7320 = bitcast<f32>(l_mut_4124);
let l_7321 = bitcast<u32>(l_7320);
let l_7322 = l_7321 & u32(2147483647);
let l_7323 = bitcast<f32>(l_7322);
let l_7324 = f64(l_7323);
l_mut_3108 = l_7324;
let l_7325 = l_7322 < u32(8388608);
if l_7325 {
let l_7326 = f64(l_7322);
let l_7327 = l_7326 * f64(1.401298464324817e-45);
l_mut_3108 = l_7327;
}
let l_7328 = bitcast<u64>(l_mut_3108);
let l_7329 = l_7321 >> u32(31);
let l_7330 = u64(l_7329);
let l_7331 = l_7330 << u32(bitcast<u64>(u64(63)));
let l_7332 = l_7328 | l_7331;
let l_7333 = bitcast<f64>(l_7332);
l_mut_3362 = l_7333;
}
}
}
l_mut_3618 = l_mut_3362;
} else {
let l_7334 = l_7162 - l_7166;
let l_7335 = l_7334 * f64(7.1362384635298e44);
let l_7336 = floor(l_7335);
let l_7337 = l_7336 * f64(1.401298464324817e-45);
l_mut_3362 = l_7337;
let l_7338 = abs(l_7334);
let l_7339 = l_7338 >= f64(1.1754943508222875e-38);
if l_7339 {
let l_7340 = f32(l_7334);
let l_7341 = f64(l_7340);
l_mut_3362 = l_7341;
let l_7342 = l_mut_3362 > l_7334;
if l_7342 {
let l_7343 = bitcast<u32>(l_7340);
let l_7344 = l_7343 ^ u32(2147483648);
let l_7345 = bitcast<f32>(l_7344);
let l_7346 = bitcast<u32>(l_7345);
let l_7347 = l_7346 + u32(1);
l_mut_4124 = l_7347;
let l_7348 = l_7346 & u32(2147483647);
let l_7349 = l_7348 == u32(0);
if l_7349 {
l_mut_4124 = u32(1);
} else {
let l_7350 = l_7346 & u32(2147483648);
let l_7351 = l_7350 != u32(0);
if l_7351 {
let l_7352 = l_7346 - u32(1);
l_mut_4124 = l_7352;
} else {
let l_7353 = l_7346 == u32(2139095040);
if l_7353 {
l_mut_4124 = l_7346;
}
}
}
let l_7354 = bitcast<f32>(l_mut_4124);
let l_7355 = bitcast<u32>(l_7354);
let l_7356 = l_7355 ^ u32(2147483648);
let l_7357 = bitcast<f32>(l_7356);
let l_7358 = bitcast<u32>(l_7357);
let l_7359 = l_7358 & u32(2147483647);
let l_7360 = bitcast<f32>(l_7359);
let l_7361 = f64(l_7360);
l_mut_3108 = l_7361;
let l_7362 = l_7359 < u32(8388608);
if l_7362 {
let l_7363 = f64(l_7359);
let l_7364 = l_7363 * f64(1.401298464324817e-45);
l_mut_3108 = l_7364;
}
let l_7365 = bitcast<u64>(l_mut_3108);
let l_7366 = l_7358 >> u32(31);
let l_7367 = u64(l_7366);
let l_7368 = l_7367 << u32(bitcast<u64>(u64(63)));
let l_7369 = l_7365 | l_7368;
let l_7370 = bitcast<f64>(l_7369);
l_mut_3362 = l_7370;
} else {
let l_7371 = bitcast<u32>(l_7340);
let l_7372 = l_7371 + u32(1);
l_mut_4124 = l_7372;
let l_7373 = l_7371 & u32(2147483647);
let l_7374 = l_7373 == u32(0);
if l_7374 {
l_mut_4124 = u32(1);
} else {
let l_7375 = l_7371 & u32(2147483648);
let l_7376 = l_7375 != u32(0);
if l_7376 {
let l_7377 = l_7371 - u32(1);
l_mut_4124 = l_7377;
} else {
let l_7378 = l_7371 == u32(2139095040);
if l_7378 {
l_mut_4124 = l_7371;
}
}
}
let l_7379 = bitcast<f32>(l_mut_4124);
let l_7380 = bitcast<u32>(l_7379);
let l_7381 = l_7380 & u32(2147483647);
let l_7382 = bitcast<f32>(l_7381);
let l_7383 = f64(l_7382);
l_mut_3108 = l_7383;
let l_7384 = l_7381 < u32(8388608);
if l_7384 {
let l_7385 = f64(l_7381);
let l_7386 = l_7385 * f64(1.401298464324817e-45);
l_mut_3108 = l_7386;
}
let l_7387 = bitcast<u64>(l_mut_3108);
let l_7388 = l_7380 >> u32(31);
let l_7389 = u64(l_7388);
let l_7390 = l_7389 << u32(bitcast<u64>(u64(63)));
let l_7391 = l_7387 | l_7390;
let l_7392 = bitcast<f64>(l_7391);
let l_7393 = l_7392 <= l_7334;
if l_7393 {
let l_7394 = bitcast<u32>(l_7340);
let l_7395 = l_7394 + u32(1);
l_mut_4124 = l_7395;
let l_7396 = l_7394 & u32(2147483647);
let l_7397 = l_7396 == u32(0);
if l_7397 {
l_mut_4124 = u32(1);
} else {
let l_7398 = l_7394 & u32(2147483648);
let l_7399 = l_7398 != u32(0);
if l_7399 {
let l_7400 = l_7394 - u32(1);
l_mut_4124 = l_7400;
} else {
let l_7401 = l_7394 == u32(2139095040);
if l_7401 {
l_mut_4124 = l_7394;
}
}
}
let l_7402 = bitcast<f32>(l_mut_4124);
let l_7403 = bitcast<u32>(l_7402);
let l_7404 = l_7403 & u32(2147483647);
let l_7405 = bitcast<f32>(l_7404);
let l_7406 = f64(l_7405);
l_mut_3108 = l_7406;
let l_7407 = l_7404 < u32(8388608);
if l_7407 {
let l_7408 = f64(l_7404);
let l_7409 = l_7408 * f64(1.401298464324817e-45);
l_mut_3108 = l_7409;
}
let l_7410 = bitcast<u64>(l_mut_3108);
let l_7411 = l_7403 >> u32(31);
let l_7412 = u64(l_7411);
let l_7413 = l_7412 << u32(bitcast<u64>(u64(63)));
let l_7414 = l_7410 | l_7413;
let l_7415 = bitcast<f64>(l_7414);
l_mut_3362 = l_7415;
}
}
}
l_mut_3618 = l_mut_3362;
}
let l_7416 = abs(l_7163);
let l_7417 = l_7416 * f64(2.220446049250313e-16);
let l_7418 = l_7159 + l_7417;
let l_7419 = l_7163 + l_7418;
let l_7420 = -l_7419;
let l_7421 = l_7420 * f64(7.1362384635298e44);
let l_7422 = floor(l_7421);
let l_7423 = l_7422 * f64(1.401298464324817e-45);
l_mut_3362 = l_7423;
let l_7424 = abs(l_7420);
let l_7425 = l_7424 >= f64(1.1754943508222875e-38);
if l_7425 {
let l_7426 = f32(l_7420);
let l_7427 = f64(l_7426);
l_mut_3362 = l_7427;
let l_7428 = l_mut_3362 > l_7420;
if l_7428 {
let l_7429 = bitcast<u32>(l_7426);
let l_7430 = l_7429 ^ u32(2147483648);
let l_7431 = bitcast<f32>(l_7430);
let l_7432 = bitcast<u32>(l_7431);
let l_7433 = l_7432 + u32(1);
l_mut_4124 = l_7433;
let l_7434 = l_7432 & u32(2147483647);
let l_7435 = l_7434 == u32(0);
if l_7435 {
l_mut_4124 = u32(1);
} else {
let l_7436 = l_7432 & u32(2147483648);
let l_7437 = l_7436 != u32(0);
if l_7437 {
let l_7438 = l_7432 - u32(1);
l_mut_4124 = l_7438;
} else {
let l_7439 = l_7432 == u32(2139095040);
if l_7439 {
l_mut_4124 = l_7432;
}
}
}
let l_7440 = bitcast<f32>(l_mut_4124);
let l_7441 = bitcast<u32>(l_7440);
let l_7442 = l_7441 ^ u32(2147483648);
let l_7443 = bitcast<f32>(l_7442);
let l_7444 = bitcast<u32>(l_7443);
let l_7445 = l_7444 & u32(2147483647);
let l_7446 = bitcast<f32>(l_7445);
let l_7447 = f64(l_7446);
l_mut_3108 = l_7447;
let l_7448 = l_7445 < u32(8388608);
if l_7448 {
let l_7449 = f64(l_7445);
let l_7450 = l_7449 * f64(1.401298464324817e-45);
l_mut_3108 = l_7450;
}
let l_7451 = bitcast<u64>(l_mut_3108);
let l_7452 = l_7444 >> u32(31);
let l_7453 = u64(l_7452);
let l_7454 = l_7453 << u32(bitcast<u64>(u64(63)));
let l_7455 = l_7451 | l_7454;
let l_7456 = bitcast<f64>(l_7455);
l_mut_3362 = l_7456;
} else {
let l_7457 = bitcast<u32>(l_7426);
let l_7458 = l_7457 + u32(1);
l_mut_4124 = l_7458;
let l_7459 = l_7457 & u32(2147483647);
let l_7460 = l_7459 == u32(0);
if l_7460 {
l_mut_4124 = u32(1);
} else {
let l_7461 = l_7457 & u32(2147483648);
let l_7462 = l_7461 != u32(0);
if l_7462 {
let l_7463 = l_7457 - u32(1);
l_mut_4124 = l_7463;
} else {
let l_7464 = l_7457 == u32(2139095040);
if l_7464 {
l_mut_4124 = l_7457;
}
}
}
let l_7465 = bitcast<f32>(l_mut_4124);
let l_7466 = bitcast<u32>(l_7465);
let l_7467 = l_7466 & u32(2147483647);
let l_7468 = bitcast<f32>(l_7467);
let l_7469 = f64(l_7468);
l_mut_3108 = l_7469;
let l_7470 = l_7467 < u32(8388608);
if l_7470 {
let l_7471 = f64(l_7467);
let l_7472 = l_7471 * f64(1.401298464324817e-45);
l_mut_3108 = l_7472;
}
let l_7473 = bitcast<u64>(l_mut_3108);
let l_7474 = l_7466 >> u32(31);
let l_7475 = u64(l_7474);
let l_7476 = l_7475 << u32(bitcast<u64>(u64(63)));
let l_7477 = l_7473 | l_7476;
let l_7478 = bitcast<f64>(l_7477);
let l_7479 = l_7478 <= l_7420;
if l_7479 {
let l_7480 = bitcast<u32>(l_7426);
let l_7481 = l_7480 + u32(1);
l_mut_4124 = l_7481;
let l_7482 = l_7480 & u32(2147483647);
let l_7483 = l_7482 == u32(0);
if l_7483 {
l_mut_4124 = u32(1);
} else {
let l_7484 = l_7480 & u32(2147483648);
let l_7485 = l_7484 != u32(0);
if l_7485 {
let l_7486 = l_7480 - u32(1);
l_mut_4124 = l_7486;
} else {
let l_7487 = l_7480 == u32(2139095040);
if l_7487 {
l_mut_4124 = l_7480;
}
}
}
let l_7488 = bitcast<f32>(l_mut_4124);
let l_7489 = bitcast<u32>(l_7488);
let l_7490 = l_7489 & u32(2147483647);
let l_7491 = bitcast<f32>(l_7490);
let l_7492 = f64(l_7491);
l_mut_3108 = l_7492;
let l_7493 = l_7490 < u32(8388608);
if l_7493 {
let l_7494 = f64(l_7490);
let l_7495 = l_7494 * f64(1.401298464324817e-45);
l_mut_3108 = l_7495;
}
let l_7496 = bitcast<u64>(l_mut_3108);
let l_7497 = l_7489 >> u32(31);
let l_7498 = u64(l_7497);
let l_7499 = l_7498 << u32(bitcast<u64>(u64(63)));
let l_7500 = l_7496 | l_7499;
let l_7501 = bitcast<f64>(l_7500);
l_mut_3362 = l_7501;
}
}
}
let l_7502 = -l_mut_3362;
l_mut_3362 = l_7502;
let l_7503 = bool(false) && bool(true);
if l_7503 {
let l_7504 = l_7163 + l_7418;
let l_7505 = l_7504 * f64(7.1362384635298e44);
let l_7506 = floor(l_7505);
let l_7507 = l_7506 * f64(1.401298464324817e-45);
l_mut_3108 = l_7507;
let l_7508 = abs(l_7504);
let l_7509 = l_7508 >= f64(1.1754943508222875e-38);
if l_7509 {
let l_7510 = f32(l_7504);
let l_7511 = f64(l_7510);
l_mut_3108 = l_7511;
let l_7512 = l_mut_3108 > l_7504;
if l_7512 {
let l_7513 = bitcast<u32>(l_7510);
let l_7514 = l_7513 ^ u32(2147483648);
let l_7515 = bitcast<f32>(l_7514);
let l_7516 = bitcast<u32>(l_7515);
let l_7517 = l_7516 + u32(1);
l_mut_4124 = l_7517;
let l_7518 = l_7516 & u32(2147483647);
let l_7519 = l_7518 == u32(0);
if l_7519 {
l_mut_4124 = u32(1);
} else {
let l_7520 = l_7516 & u32(2147483648);
let l_7521 = l_7520 != u32(0);
if l_7521 {
let l_7522 = l_7516 - u32(1);
l_mut_4124 = l_7522;
} else {
let l_7523 = l_7516 == u32(2139095040);
if l_7523 {
l_mut_4124 = l_7516;
}
}
}
let l_7524 = bitcast<f32>(l_mut_4124);
let l_7525 = bitcast<u32>(l_7524);
let l_7526 = l_7525 ^ u32(2147483648);
let l_7527 = bitcast<f32>(l_7526);
let l_7528 = bitcast<u32>(l_7527);
let l_7529 = l_7528 & u32(2147483647);
let l_7530 = bitcast<f32>(l_7529);
let l_7531 = f64(l_7530);
l_mut_2093 = l_7531;
let l_7532 = l_7529 < u32(8388608);
if l_7532 {
let l_7533 = f64(l_7529);
let l_7534 = l_7533 * f64(1.401298464324817e-45);
l_mut_2093 = l_7534;
}
let l_7535 = bitcast<u64>(l_mut_2093);
let l_7536 = l_7528 >> u32(31);
let l_7537 = u64(l_7536);
let l_7538 = l_7537 << u32(bitcast<u64>(u64(63)));
let l_7539 = l_7535 | l_7538;
let l_7540 = bitcast<f64>(l_7539);
l_mut_3108 = l_7540;
} else {
let l_7541 = bitcast<u32>(l_7510);
let l_7542 = l_7541 + u32(1);
l_mut_4124 = l_7542;
let l_7543 = l_7541 & u32(2147483647);
let l_7544 = l_7543 == u32(0);
if l_7544 {
l_mut_4124 = u32(1);
} else {
let l_7545 = l_7541 & u32(2147483648);
let l_7546 = l_7545 != u32(0);
if l_7546 {
let l_7547 = l_7541 - u32(1);
l_mut_4124 = l_7547;
} else {
let l_7548 = l_7541 == u32(2139095040);
if l_7548 {
l_mut_4124 = l_7541;
}
}
}
let l_7549 = bitcast<f32>(l_mut_4124);
let l_7550 = bitcast<u32>(l_7549);
let l_7551 = l_7550 & u32(2147483647);
let l_7552 = bitcast<f32>(l_7551);
let l_7553 = f64(l_7552);
l_mut_2093 = l_7553;
let l_7554 = l_7551 < u32(8388608);
if l_7554 {
let l_7555 = f64(l_7551);
let l_7556 = l_7555 * f64(1.401298464324817e-45);
l_mut_2093 = l_7556;
}
let l_7557 = bitcast<u64>(l_mut_2093);
let l_7558 = l_7550 >> u32(31);
let l_7559 = u64(l_7558);
let l_7560 = l_7559 << u32(bitcast<u64>(u64(63)));
let l_7561 = l_7557 | l_7560;
let l_7562 = bitcast<f64>(l_7561);
let l_7563 = l_7562 <= l_7504;
if l_7563 {
let l_7564 = bitcast<u32>(l_7510);
let l_7565 = l_7564 + u32(1);
l_mut_4124 = l_7565;
let l_7566 = l_7564 & u32(2147483647);
let l_7567 = l_7566 == u32(0);
if l_7567 {
l_mut_4124 = u32(1);
} else {
let l_7568 = l_7564 & u32(2147483648);
let l_7569 = l_7568 != u32(0);
if l_7569 {
let l_7570 = l_7564 - u32(1);
l_mut_4124 = l_7570;
} else {
let l_7571 = l_7564 == u32(2139095040);
if l_7571 {
l_mut_4124 = l_7564;
}
}
}
let l_7572 = bitcast<f32>(l_mut_4124);
let l_7573 = bitcast<u32>(l_7572);
let l_7574 = l_7573 & u32(2147483647);
let l_7575 = bitcast<f32>(l_7574);
let l_7576 = f64(l_7575);
l_mut_2093 = l_7576;
let l_7577 = l_7574 < u32(8388608);
if l_7577 {
let l_7578 = f64(l_7574);
let l_7579 = l_7578 * f64(1.401298464324817e-45);
l_mut_2093 = l_7579;
}
let l_7580 = bitcast<u64>(l_mut_2093);
let l_7581 = l_7573 >> u32(31);
let l_7582 = u64(l_7581);
let l_7583 = l_7582 << u32(bitcast<u64>(u64(63)));
let l_7584 = l_7580 | l_7583;
let l_7585 = bitcast<f64>(l_7584);
l_mut_3108 = l_7585;
}
}
}
l_mut_3362 = l_mut_3108;
} else {
let l_7586 = l_7163 - l_7418;
let l_7587 = -l_7586;
let l_7588 = l_7587 * f64(7.1362384635298e44);
let l_7589 = floor(l_7588);
let l_7590 = l_7589 * f64(1.401298464324817e-45);
l_mut_3108 = l_7590;
let l_7591 = abs(l_7587);
let l_7592 = l_7591 >= f64(1.1754943508222875e-38);
if l_7592 {
let l_7593 = f32(l_7587);
let l_7594 = f64(l_7593);
l_mut_3108 = l_7594;
let l_7595 = l_mut_3108 > l_7587;
if l_7595 {
let l_7596 = bitcast<u32>(l_7593);
let l_7597 = l_7596 ^ u32(2147483648);
let l_7598 = bitcast<f32>(l_7597);
let l_7599 = bitcast<u32>(l_7598);
let l_7600 = l_7599 + u32(1);
l_mut_4124 = l_7600;
let l_7601 = l_7599 & u32(2147483647);
let l_7602 = l_7601 == u32(0);
if l_7602 {
l_mut_4124 = u32(1);
} else {
let l_7603 = l_7599 & u32(2147483648);
let l_7604 = l_7603 != u32(0);
if l_7604 {
let l_7605 = l_7599 - u32(1);
l_mut_4124 = l_7605;
} else {
let l_7606 = l_7599 == u32(2139095040);
if l_7606 {
l_mut_4124 = l_7599;
}
}
}
let l_7607 = bitcast<f32>(l_mut_4124);
let l_7608 = bitcast<u32>(l_7607);
let l_7609 = l_7608 ^ u32(2147483648);
let l_7610 = bitcast<f32>(l_7609);
let l_7611 = bitcast<u32>(l_7610);
let l_7612 = l_7611 & u32(2147483647);
let l_7613 = bitcast<f32>(l_7612);
let l_7614 = f64(l_7613);
l_mut_2093 = l_7614;
let l_7615 = l_7612 < u32(8388608);
if l_7615 {
let l_7616 = f64(l_7612);
let l_7617 = l_7616 * f64(1.401298464324817e-45);
l_mut_2093 = l_7617;
}
let l_7618 = bitcast<u64>(l_mut_2093);
let l_7619 = l_7611 >> u32(31);
let l_7620 = u64(l_7619);
let l_7621 = l_7620 << u32(bitcast<u64>(u64(63)));
let l_7622 = l_7618 | l_7621;
let l_7623 = bitcast<f64>(l_7622);
l_mut_3108 = l_7623;
} else {
let l_7624 = bitcast<u32>(l_7593);
let l_7625 = l_7624 + u32(1);
l_mut_4124 = l_7625;
let l_7626 = l_7624 & u32(2147483647);
let l_7627 = l_7626 == u32(0);
if l_7627 {
l_mut_4124 = u32(1);
} else {
let l_7628 = l_7624 & u32(2147483648);
let l_7629 = l_7628 != u32(0);
if l_7629 {
let l_7630 = l_7624 - u32(1);
l_mut_4124 = l_7630;
} else {
let l_7631 = l_7624 == u32(2139095040);
if l_7631 {
l_mut_4124 = l_7624;
}
}
}
let l_7632 = bitcast<f32>(l_mut_4124);
let l_7633 = bitcast<u32>(l_7632);
let l_7634 = l_7633 & u32(2147483647);
let l_7635 = bitcast<f32>(l_7634);
let l_7636 = f64(l_7635);
l_mut_2093 = l_7636;
let l_7637 = l_7634 < u32(8388608);
if l_7637 {
let l_7638 = f64(l_7634);
let l_7639 = l_7638 * f64(1.401298464324817e-45);
l_mut_2093 = l_7639;
}
let l_7640 = bitcast<u64>(l_mut_2093);
let l_7641 = l_7633 >> u32(31);
let l_7642 = u64(l_7641);
let l_7643 = l_7642 << u32(bitcast<u64>(u64(63)));
let l_7644 = l_7640 | l_7643;
let l_7645 = bitcast<f64>(l_7644);
let l_7646 = l_7645 <= l_7587;
if l_7646 {
let l_7647 = bitcast<u32>(l_7593);
let l_7648 = l_7647 + u32(1);
l_mut_4124 = l_7648;
let l_7649 = l_7647 & u32(2147483647);
let l_7650 = l_7649 == u32(0);
if l_7650 {
l_mut_4124 = u32(1);
} else {
let l_7651 = l_7647 & u32(2147483648);
let l_7652 = l_7651 != u32(0);
if l_7652 {
let l_7653 = l_7647 - u32(1);
l_mut_4124 = l_7653;
} else {
let l_7654 = l_7647 == u32(2139095040);
if l_7654 {
l_mut_4124 = l_7647;
}
}
}
let l_7655 = bitcast<f32>(l_mut_4124);
let l_7656 = bitcast<u32>(l_7655);
let l_7657 = l_7656 & u32(2147483647);
let l_7658 = bitcast<f32>(l_7657);
let l_7659 = f64(l_7658);
l_mut_2093 = l_7659;
let l_7660 = l_7657 < u32(8388608);
if l_7660 {
let l_7661 = f64(l_7657);
let l_7662 = l_7661 * f64(1.401298464324817e-45);
l_mut_2093 = l_7662;
}
let l_7663 = bitcast<u64>(l_mut_2093);
let l_7664 = l_7656 >> u32(31);
let l_7665 = u64(l_7664);
let l_7666 = l_7665 << u32(bitcast<u64>(u64(63)));
let l_7667 = l_7663 | l_7666;
let l_7668 = bitcast<f64>(l_7667);
l_mut_3108 = l_7668;
}
}
}
let l_7669 = -l_mut_3108;
l_mut_3362 = l_7669;
}
let l_7671 = l_mut_3618 * l_917;
let l_7672 = l_mut_3362 * l_917;
let l_7673 = l_mut_3618 * l_917;
let l_7674 = l_mut_3362 * l_917;
a_7670[u32(0)] = l_7671;
a_7670[u32(1)] = l_7671;
let l_7675 = a_7670[u32(0)];
let l_7676 = l_7672 < l_7675;
if l_7676 {
a_7670[u32(0)] = l_7672;
}
let l_7677 = a_7670[u32(0)];
let l_7678 = l_7673 < l_7677;
if l_7678 {
a_7670[u32(0)] = l_7673;
}
let l_7679 = a_7670[u32(0)];
let l_7680 = l_7674 < l_7679;
if l_7680 {
a_7670[u32(0)] = l_7674;
}
let l_7681 = a_7670[u32(1)];
let l_7682 = l_7672 > l_7681;
if l_7682 {
a_7670[u32(1)] = l_7672;
}
let l_7683 = a_7670[u32(1)];
let l_7684 = l_7673 > l_7683;
if l_7684 {
a_7670[u32(1)] = l_7673;
}
let l_7685 = a_7670[u32(1)];
let l_7686 = l_7674 > l_7685;
if l_7686 {
a_7670[u32(1)] = l_7674;
}
let l_7687 = a_7670[u32(0)];
let l_7688 = l_7687 * f64(7.1362384635298e44);
let l_7689 = floor(l_7688);
let l_7690 = l_7689 * f64(1.401298464324817e-45);
l_mut_3618 = l_7690;
let l_7691 = abs(l_7687);
let l_7692 = l_7691 >= f64(1.1754943508222875e-38);
if l_7692 {
let l_7693 = f32(l_7687);
let l_7694 = f64(l_7693);
l_mut_3618 = l_7694;
let l_7695 = l_mut_3618 > l_7687;
if l_7695 {
let l_7696 = bitcast<u32>(l_7693);
let l_7697 = l_7696 ^ u32(2147483648);
let l_7698 = bitcast<f32>(l_7697);
let l_7699 = bitcast<u32>(l_7698);
let l_7700 = l_7699 + u32(1);
l_mut_4124 = l_7700;
let l_7701 = l_7699 & u32(2147483647);
let l_7702 = l_7701 == u32(0);
if l_7702 {
l_mut_4124 = u32(1);
} else {
let l_7703 = l_7699 & u32(2147483648);
let l_7704 = l_7703 != u32(0);
if l_7704 {
let l_7705 = l_7699 - u32(1);
l_mut_4124 = l_7705;
} else {
let l_7706 = l_7699 == u32(2139095040);
if l_7706 {
l_mut_4124 = l_7699;
}
}
}
let l_7707 = bitcast<f32>(l_mut_4124);
let l_7708 = bitcast<u32>(l_7707);
let l_7709 = l_7708 ^ u32(2147483648);
let l_7710 = bitcast<f32>(l_7709);
let l_7711 = bitcast<u32>(l_7710);
let l_7712 = l_7711 & u32(2147483647);
let l_7713 = bitcast<f32>(l_7712);
let l_7714 = f64(l_7713);
l_mut_3362 = l_7714;
let l_7715 = l_7712 < u32(8388608);
if l_7715 {
let l_7716 = f64(l_7712);
let l_7717 = l_7716 * f64(1.401298464324817e-45);
l_mut_3362 = l_7717;
}
let l_7718 = bitcast<u64>(l_mut_3362);
let l_7719 = l_7711 >> u32(31);
let l_7720 = u64(l_7719);
let l_7721 = l_7720 << u32(bitcast<u64>(u64(63)));
let l_7722 = l_7718 | l_7721;
let l_7723 = bitcast<f64>(l_7722);
l_mut_3618 = l_7723;
} else {
let l_7724 = bitcast<u32>(l_7693);
let l_7725 = l_7724 + u32(1);
l_mut_4124 = l_7725;
let l_7726 = l_7724 & u32(2147483647);
let l_7727 = l_7726 == u32(0);
if l_7727 {
l_mut_4124 = u32(1);
} else {
let l_7728 = l_7724 & u32(2147483648);
let l_7729 = l_7728 != u32(0);
if l_7729 {
let l_7730 = l_7724 - u32(1);
l_mut_4124 = l_7730;
} else {
let l_7731 = l_7724 == u32(2139095040);
if l_7731 {
l_mut_4124 = l_7724;
}
}
}
let l_7732 = bitcast<f32>(l_mut_4124);
let l_7733 = bitcast<u32>(l_7732);
let l_7734 = l_7733 & u32(2147483647);
let l_7735 = bitcast<f32>(l_7734);
let l_7736 = f64(l_7735);
l_mut_3362 = l_7736;
let l_7737 = l_7734 < u32(8388608);
if l_7737 {
let l_7738 = f64(l_7734);
let l_7739 = l_7738 * f64(1.401298464324817e-45);
l_mut_3362 = l_7739;
}
let l_7740 = bitcast<u64>(l_mut_3362);
let l_7741 = l_7733 >> u32(31);
let l_7742 = u64(l_7741);
let l_7743 = l_7742 << u32(bitcast<u64>(u64(63)));
let l_7744 = l_7740 | l_7743;
let l_7745 = bitcast<f64>(l_7744);
let l_7746 = l_7745 <= l_7687;
if l_7746 {
let l_7747 = bitcast<u32>(l_7693);
let l_7748 = l_7747 + u32(1);
l_mut_4124 = l_7748;
let l_7749 = l_7747 & u32(2147483647);
let l_7750 = l_7749 == u32(0);
if l_7750 {
l_mut_4124 = u32(1);
} else {
let l_7751 = l_7747 & u32(2147483648);
let l_7752 = l_7751 != u32(0);
if l_7752 {
let l_7753 = l_7747 - u32(1);
l_mut_4124 = l_7753;
} else {
let l_7754 = l_7747 == u32(2139095040);
if l_7754 {
l_mut_4124 = l_7747;
}
}
}
let l_7755 = bitcast<f32>(l_mut_4124);
let l_7756 = bitcast<u32>(l_7755);
let l_7757 = l_7756 & u32(2147483647);
let l_7758 = bitcast<f32>(l_7757);
let l_7759 = f64(l_7758);
l_mut_3362 = l_7759;
let l_7760 = l_7757 < u32(8388608);
if l_7760 {
let l_7761 = f64(l_7757);
let l_7762 = l_7761 * f64(1.401298464324817e-45);
l_mut_3362 = l_7762;
}
let l_7763 = bitcast<u64>(l_mut_3362);
let l_7764 = l_7756 >> u32(31);
let l_7765 = u64(l_7764);
let l_7766 = l_7765 << u32(bitcast<u64>(u64(63)));
let l_7767 = l_7763 | l_7766;
let l_7768 = bitcast<f64>(l_7767);
l_mut_3618 = l_7768;
}
}
}
let l_7769 = a_7670[u32(1)];
let l_7770 = -l_7769;
let l_7771 = l_7770 * f64(7.1362384635298e44);
let l_7772 = floor(l_7771);
let l_7773 = l_7772 * f64(1.401298464324817e-45);
l_mut_3362 = l_7773;
let l_7774 = abs(l_7770);
let l_7775 = l_7774 >= f64(1.1754943508222875e-38);
if l_7775 {
let l_7776 = f32(l_7770);
let l_7777 = f64(l_7776);
l_mut_3362 = l_7777;
let l_7778 = l_mut_3362 > l_7770;
if l_7778 {
let l_7779 = bitcast<u32>(l_7776);
let l_7780 = l_7779 ^ u32(2147483648);
let l_7781 = bitcast<f32>(l_7780);
let l_7782 = bitcast<u32>(l_7781);
let l_7783 = l_7782 + u32(1);
l_mut_4124 = l_7783;
let l_7784 = l_7782 & u32(2147483647);
let l_7785 = l_7784 == u32(0);
if l_7785 {
l_mut_4124 = u32(1);
} else {
let l_7786 = l_7782 & u32(2147483648);
let l_7787 = l_7786 != u32(0);
if l_7787 {
let l_7788 = l_7782 - u32(1);
l_mut_4124 = l_7788;
} else {
let l_7789 = l_7782 == u32(2139095040);
if l_7789 {
l_mut_4124 = l_7782;
}
}
}
let l_7790 = bitcast<f32>(l_mut_4124);
let l_7791 = bitcast<u32>(l_7790);
let l_7792 = l_7791 ^ u32(2147483648);
let l_7793 = bitcast<f32>(l_7792);
let l_7794 = bitcast<u32>(l_7793);
let l_7795 = l_7794 & u32(2147483647);
let l_7796 = bitcast<f32>(l_7795);
let l_7797 = f64(l_7796);
l_mut_3108 = l_7797;
let l_7798 = l_7795 < u32(8388608);
if l_7798 {
let l_7799 = f64(l_7795);
let l_7800 = l_7799 * f64(1.401298464324817e-45);
l_mut_3108 = l_7800;
}
let l_7801 = bitcast<u64>(l_mut_3108);
let l_7802 = l_7794 >> u32(31);
let l_7803 = u64(l_7802);
let l_7804 = l_7803 << u32(bitcast<u64>(u64(63)));
let l_7805 = l_7801 | l_7804;
let l_7806 = bitcast<f64>(l_7805);
l_mut_3362 = l_7806;
} else {
let l_7807 = bitcast<u32>(l_7776);
let l_7808 = l_7807 + u32(1);
l_mut_4124 = l_7808;
let l_7809 = l_7807 & u32(2147483647);
let l_7810 = l_7809 == u32(0);
if l_7810 {
l_mut_4124 = u32(1);
} else {
let l_7811 = l_7807 & u32(2147483648);
let l_7812 = l_7811 != u32(0);
if l_7812 {
let l_7813 = l_7807 - u32(1);
l_mut_4124 = l_7813;
} else {
let l_7814 = l_7807 == u32(2139095040);
if l_7814 {
l_mut_4124 = l_7807;
}
}
}
let l_7815 = bitcast<f32>(l_mut_4124);
let l_7816 = bitcast<u32>(l_7815);
let l_7817 = l_7816 & u32(2147483647);
let l_7818 = bitcast<f32>(l_7817);
let l_7819 = f64(l_7818);
l_mut_3108 = l_7819;
let l_7820 = l_7817 < u32(8388608);
if l_7820 {
let l_7821 = f64(l_7817);
let l_7822 = l_7821 * f64(1.401298464324817e-45);
l_mut_3108 = l_7822;
}
let l_7823 = bitcast<u64>(l_mut_3108);
let l_7824 = l_7816 >> u32(31);
let l_7825 = u64(l_7824);
let l_7826 = l_7825 << u32(bitcast<u64>(u64(63)));
let l_7827 = l_7823 | l_7826;
let l_7828 = bitcast<f64>(l_7827);
let l_7829 = l_7828 <= l_7770;
if l_7829 {
let l_7830 = bitcast<u32>(l_7776);
let l_7831 = l_7830 + u32(1);
l_mut_4124 = l_7831;
let l_7832 = l_7830 & u32(2147483647);
let l_7833 = l_7832 == u32(0);
if l_7833 {
l_mut_4124 = u32(1);
} else {
let l_7834 = l_7830 & u32(2147483648);
let l_7835 = l_7834 != u32(0);
if l_7835 {
let l_7836 = l_7830 - u32(1);
l_mut_4124 = l_7836;
} else {
let l_7837 = l_7830 == u32(2139095040);
if l_7837 {
l_mut_4124 = l_7830;
}
}
}
let l_7838 = bitcast<f32>(l_mut_4124);
let l_7839 = bitcast<u32>(l_7838);
let l_7840 = l_7839 & u32(2147483647);
let l_7841 = bitcast<f32>(l_7840);
let l_7842 = f64(l_7841);
l_mut_3108 = l_7842;
let l_7843 = l_7840 < u32(8388608);
if l_7843 {
let l_7844 = f64(l_7840);
let l_7845 = l_7844 * f64(1.401298464324817e-45);
l_mut_3108 = l_7845;
}
let l_7846 = bitcast<u64>(l_mut_3108);
let l_7847 = l_7839 >> u32(31);
let l_7848 = u64(l_7847);
let l_7849 = l_7848 << u32(bitcast<u64>(u64(63)));
let l_7850 = l_7846 | l_7849;
let l_7851 = bitcast<f64>(l_7850);
l_mut_3362 = l_7851;
}
}
}
let l_7852 = -l_mut_3362;
l_mut_4124 = u32(2);
let l_7853 = l_901 == u32(17);
if l_7853 {
l_mut_3362 = l_mut_3618;
let l_7854 = l_mut_3618 > f64(1000.0);
if l_7854 {
let l_7855 = bitcast<u64>(l_mut_3618);
let l_7856 = l_7855 | u64(9218868437227405312);
let l_7857 = l_7856 & bitcast<u64>(i64(-4503599627370496));
let l_7858 = bitcast<f64>(l_7857);
l_mut_3362 = l_7858;
} else {
let l_7859 = l_mut_3618 < f64(-1000.0);
if l_7859 {
l_mut_3362 = f64(0.0);
} else {
let l_7860 = is_nan_1_f64(l_mut_3618);let l_7861 = !l_7860;
if l_7861 {
let l_7862 = l_mut_3618 + f64(0.5);
let l_7863 = floor(l_7862);
let l_7864 = l_mut_3618 - l_7863;
let l_7865 = l_7864 * f64(0.6931471824645996);
let l_7866 = l_7864 * f64(-1.904654299957768e-9);
let l_7867 = l_7865 + l_7866;
l_mut_3108 = l_7867;
let l_7868 = is_nan_1_f64(l_7867);if l_7868 {
} else {
let l_7869 = l_7867 < f64(-700.0);
if l_7869 {
l_mut_3108 = f64(0.0);
} else {
let l_7870 = l_7867 > f64(700.0);
if l_7870 {
let l_7871 = bitcast<u64>(l_7867);
let l_7872 = l_7871 | u64(9218868437227405312);
let l_7873 = l_7872 & bitcast<u64>(i64(-4503599627370496));
let l_7874 = bitcast<f64>(l_7873);
l_mut_3108 = l_7874;
} else {
let l_7875 = l_7867 * f64(1.4426950408889634);
let l_7876 = l_7875 + f64(0.5);
let l_7877 = floor(l_7876);
let l_7878 = l_7877 * f64(0.6931471824645996);
let l_7879 = l_7865 - l_7878;
let l_7880 = l_7879 * l_20;
let l_7881 = l_7877 * f64(-1.904654299957768e-9);
let l_7882 = l_7866 - l_7881;
let l_7883 = l_7880 + l_7882;
let l_7884 = l_7883 * f64(7.647163731819816e-13);
let l_7885 = l_7884 + f64(1.1470745597729725e-11);
l_mut_2093 = l_7885;
let l_7886 = l_mut_2093 * l_7883;
let l_7887 = l_7886 + f64(1.6059043836821613e-10);
l_mut_2093 = l_7887;
let l_7888 = l_mut_2093 * l_7883;
let l_7889 = l_7888 + f64(2.08767569878681e-9);
l_mut_2093 = l_7889;
let l_7890 = l_mut_2093 * l_7883;
let l_7891 = l_7890 + f64(2.505210838544172e-8);
l_mut_2093 = l_7891;
let l_7892 = l_mut_2093 * l_7883;
let l_7893 = l_7892 + f64(2.755731922398589e-7);
l_mut_2093 = l_7893;
let l_7894 = l_mut_2093 * l_7883;
let l_7895 = l_7894 + f64(2.7557319223985893e-6);
l_mut_2093 = l_7895;
let l_7896 = l_mut_2093 * l_7883;
let l_7897 = l_7896 + f64(2.48015873015873e-5);
l_mut_2093 = l_7897;
let l_7898 = l_mut_2093 * l_7883;
let l_7899 = l_7898 + f64(0.0001984126984126984);
l_mut_2093 = l_7899;
let l_7900 = l_mut_2093 * l_7883;
let l_7901 = l_7900 + f64(0.001388888888888889);
l_mut_2093 = l_7901;
let l_7902 = l_mut_2093 * l_7883;
let l_7903 = l_7902 + f64(0.008333333333333333);
l_mut_2093 = l_7903;
let l_7904 = l_mut_2093 * l_7883;
let l_7905 = l_7904 + f64(0.041666666666666664);
l_mut_2093 = l_7905;
let l_7906 = l_mut_2093 * l_7883;
let l_7907 = l_7906 + f64(0.16666666666666666);
l_mut_2093 = l_7907;
let l_7908 = l_mut_2093 * l_7883;
let l_7909 = l_7908 + f64(0.5);
l_mut_2093 = l_7909;
let l_7910 = l_7883 * l_7883;
let l_7911 = l_7910 * l_mut_2093;
let l_7912 = l_7883 + l_7911;
let l_7913 = f64(1.0) + l_7912;
let l_7914 = i32(l_7877);
let l_7915 = l_7914 + i32(1023);
let l_7916 = u64(l_7915);
let l_7917 = l_7916 << u32(bitcast<u64>(u64(52)));
let l_7918 = bitcast<f64>(l_7917);
let l_7919 = l_7913 * l_7918;
l_mut_3108 = l_7919;
}
}
}
let l_7920 = i32(l_7863);
let l_7921 = l_7920 + i32(1023);
let l_7922 = u64(l_7921);
let l_7923 = l_7922 << u32(bitcast<u64>(u64(52)));
let l_7924 = bitcast<f64>(l_7923);
let l_7925 = l_mut_3108 * l_7924;
l_mut_3362 = l_7925;
}
}
}
l_mut_3108 = l_7852;
let l_7926 = l_7852 > f64(1000.0);
if l_7926 {
let l_7927 = bitcast<u64>(l_7852);
let l_7928 = l_7927 | u64(9218868437227405312);
let l_7929 = l_7928 & bitcast<u64>(i64(-4503599627370496));
let l_7930 = bitcast<f64>(l_7929);
l_mut_3108 = l_7930;
} else {
let l_7931 = l_7852 < f64(-1000.0);
if l_7931 {
l_mut_3108 = f64(0.0);
} else {
let l_7932 = is_nan_1_f64(l_7852);let l_7933 = !l_7932;
if l_7933 {
let l_7934 = l_7852 + f64(0.5);
let l_7935 = floor(l_7934);
let l_7936 = l_7852 - l_7935;
let l_7937 = l_7936 * f64(0.6931471824645996);
let l_7938 = l_7936 * f64(-1.904654299957768e-9);
let l_7939 = l_7937 + l_7938;
l_mut_2093 = l_7939;
let l_7940 = is_nan_1_f64(l_7939);if l_7940 {
} else {
let l_7941 = l_7939 < f64(-700.0);
if l_7941 {
l_mut_2093 = f64(0.0);
} else {
let l_7942 = l_7939 > f64(700.0);
if l_7942 {
let l_7943 = bitcast<u64>(l_7939);
let l_7944 = l_7943 | u64(9218868437227405312);
let l_7945 = l_7944 & bitcast<u64>(i64(-4503599627370496));
let l_7946 = bitcast<f64>(l_7945);
l_mut_2093 = l_7946;
} else {
let l_7947 = l_7939 * f64(1.4426950408889634);
let l_7948 = l_7947 + f64(0.5);
let l_7949 = floor(l_7948);
let l_7950 = l_7949 * f64(0.6931471824645996);
let l_7951 = l_7937 - l_7950;
let l_7952 = l_7951 * l_20;
let l_7953 = l_7949 * f64(-1.904654299957768e-9);
let l_7954 = l_7938 - l_7953;
let l_7955 = l_7952 + l_7954;
let l_7956 = l_7955 * f64(7.647163731819816e-13);
let l_7957 = l_7956 + f64(1.1470745597729725e-11);
l_mut_567 = l_7957;
let l_7958 = l_mut_567 * l_7955;
let l_7959 = l_7958 + f64(1.6059043836821613e-10);
l_mut_567 = l_7959;
let l_7960 = l_mut_567 * l_7955;
let l_7961 = l_7960 + f64(2.08767569878681e-9);
l_mut_567 = l_7961;
let l_7962 = l_mut_567 * l_7955;
let l_7963 = l_7962 + f64(2.505210838544172e-8);
l_mut_567 = l_7963;
let l_7964 = l_mut_567 * l_7955;
let l_7965 = l_7964 + f64(2.755731922398589e-7);
l_mut_567 = l_7965;
let l_7966 = l_mut_567 * l_7955;
let l_7967 = l_7966 + f64(2.7557319223985893e-6);
l_mut_567 = l_7967;
let l_7968 = l_mut_567 * l_7955;
let l_7969 = l_7968 + f64(2.48015873015873e-5);
l_mut_567 = l_7969;
let l_7970 = l_mut_567 * l_7955;
let l_7971 = l_7970 + f64(0.0001984126984126984);
l_mut_567 = l_7971;
let l_7972 = l_mut_567 * l_7955;
let l_7973 = l_7972 + f64(0.001388888888888889);
l_mut_567 = l_7973;
let l_7974 = l_mut_567 * l_7955;
let l_7975 = l_7974 + f64(0.008333333333333333);
l_mut_567 = l_7975;
let l_7976 = l_mut_567 * l_7955;
let l_7977 = l_7976 + f64(0.041666666666666664);
l_mut_567 = l_7977;
let l_7978 = l_mut_567 * l_7955;
let l_7979 = l_7978 + f64(0.16666666666666666);
l_mut_567 = l_7979;
let l_7980 = l_mut_567 * l_7955;
let l_7981 = l_7980 + f64(0.5);
l_mut_567 = l_7981;
let l_7982 = l_7955 * l_7955;
let l_7983 = l_7982 * l_mut_567;
let l_7984 = l_7955 + l_7983;
let l_7985 = f64(1.0) + l_7984;
let l_7986 = i32(l_7949);
let l_7987 = l_7986 + i32(1023);
let l_7988 = u64(l_7987);
let l_7989 = l_7988 << u32(bitcast<u64>(u64(52)));
let l_7990 = bitcast<f64>(l_7989);
let l_7991 = l_7985 * l_7990;
l_mut_2093 = l_7991;
}
}
}
let l_7992 = i32(l_7935);
let l_7993 = l_7992 + i32(1023);
let l_7994 = u64(l_7993);
let l_7995 = l_7994 << u32(bitcast<u64>(u64(52)));
let l_7996 = bitcast<f64>(l_7995);
let l_7997 = l_mut_2093 * l_7996;
l_mut_3108 = l_7997;
}
}
}
let l_7998 = l_mut_3362 * f64(1.4551915228366852e-11);
let l_7999 = l_mut_3108 * f64(1.4551915228366852e-11);
l_mut_978 = u32(2);
let l_8000 = l_mut_3362 - l_7998;
let l_8001 = abs(l_8000);
l_mut_2093 = f64(1.401298464324817e-45);
let l_8002 = l_8001 >= f64(1.1754943508222875e-38);
let l_8003 = l_8001 <= f64(1.7976931348623157e308);
let l_8004 = l_8002 && l_8003;
if l_8004 {
let l_8005 = bitcast<u64>(l_8001);
let l_8006 = l_8005 >> u32(bitcast<u64>(u64(52)));
let l_8007 = l_8006 - u64(23);
let l_8008 = l_8007 << u32(bitcast<u64>(u64(52)));
let l_8009 = bitcast<f64>(l_8008);
l_mut_2093 = l_8009;
}
let l_8010 = l_mut_3362 + l_7998;
let l_8011 = abs(l_8010);
l_mut_567 = f64(1.401298464324817e-45);
let l_8012 = l_8011 >= f64(1.1754943508222875e-38);
let l_8013 = l_8011 <= f64(1.7976931348623157e308);
let l_8014 = l_8012 && l_8013;
if l_8014 {
let l_8015 = bitcast<u64>(l_8011);
let l_8016 = l_8015 >> u32(bitcast<u64>(u64(52)));
let l_8017 = l_8016 - u64(23);
let l_8018 = l_8017 << u32(bitcast<u64>(u64(52)));
let l_8019 = bitcast<f64>(l_8018);
l_mut_567 = l_8019;
}
let l_8020 = l_mut_2093 == l_mut_567;
let l_8021 = l_mut_3108 - l_7999;
let l_8022 = abs(l_8021);
l_mut_2093 = f64(1.401298464324817e-45);
let l_8023 = l_8022 >= f64(1.1754943508222875e-38);
let l_8024 = l_8022 <= f64(1.7976931348623157e308);
let l_8025 = l_8023 && l_8024;
if l_8025 {
let l_8026 = bitcast<u64>(l_8022);
let l_8027 = l_8026 >> u32(bitcast<u64>(u64(52)));
let l_8028 = l_8027 - u64(23);
let l_8029 = l_8028 << u32(bitcast<u64>(u64(52)));
let l_8030 = bitcast<f64>(l_8029);
l_mut_2093 = l_8030;
}
let l_8031 = l_mut_3108 + l_7999;
let l_8032 = abs(l_8031);
l_mut_567 = f64(1.401298464324817e-45);
let l_8033 = l_8032 >= f64(1.1754943508222875e-38);
let l_8034 = l_8032 <= f64(1.7976931348623157e308);
let l_8035 = l_8033 && l_8034;
if l_8035 {
let l_8036 = bitcast<u64>(l_8032);
let l_8037 = l_8036 >> u32(bitcast<u64>(u64(52)));
let l_8038 = l_8037 - u64(23);
let l_8039 = l_8038 << u32(bitcast<u64>(u64(52)));
let l_8040 = bitcast<f64>(l_8039);
l_mut_567 = l_8040;
}
let l_8041 = l_mut_2093 == l_mut_567;
let l_8042 = l_8020 && l_8041;
if l_8042 {
let l_8043 = l_907 * l_mut_3362;
let l_8044 = abs(l_mut_3362);
l_mut_2093 = f64(1.401298464324817e-45);
let l_8045 = l_8044 >= f64(1.1754943508222875e-38);
let l_8046 = l_8044 <= f64(1.7976931348623157e308);
let l_8047 = l_8045 && l_8046;
if l_8047 {
let l_8048 = bitcast<u64>(l_8044);
let l_8049 = l_8048 >> u32(bitcast<u64>(u64(52)));
let l_8050 = l_8049 - u64(23);
let l_8051 = l_8050 << u32(bitcast<u64>(u64(52)));
let l_8052 = bitcast<f64>(l_8051);
l_mut_2093 = l_8052;
}
let l_8053 = f64(0.5) * l_mut_2093;
l_mut_2093 = l_8043;
let l_8054 = l_8053 > l_8043;
if l_8054 {
l_mut_2093 = l_8053;
}
let l_8055 = l_907 * l_mut_3108;
let l_8056 = abs(l_mut_3108);
l_mut_567 = f64(1.401298464324817e-45);
let l_8057 = l_8056 >= f64(1.1754943508222875e-38);
let l_8058 = l_8056 <= f64(1.7976931348623157e308);
let l_8059 = l_8057 && l_8058;
if l_8059 {
let l_8060 = bitcast<u64>(l_8056);
let l_8061 = l_8060 >> u32(bitcast<u64>(u64(52)));
let l_8062 = l_8061 - u64(23);
let l_8063 = l_8062 << u32(bitcast<u64>(u64(52)));
let l_8064 = bitcast<f64>(l_8063);
l_mut_567 = l_8064;
}
let l_8065 = f64(0.5) * l_mut_567;
l_mut_567 = l_8055;
let l_8066 = l_8065 > l_8055;
if l_8066 {
l_mut_567 = l_8065;
}
let l_8067 = l_mut_3362 - l_mut_2093;
let l_8068 = l_mut_3108 + l_mut_567;
let l_8069 = bitcast<u32>(l_146);
let l_8070 = l_8069 & u32(2147483647);
let l_8071 = bitcast<f32>(l_8070);
let l_8072 = f64(l_8071);
l_mut_3362 = l_8072;
let l_8073 = l_8070 < u32(8388608);
if l_8073 {
let l_8074 = f64(l_8070);
let l_8075 = l_8074 * f64(1.401298464324817e-45);
l_mut_3362 = l_8075;
}
let l_8076 = bitcast<u64>(l_mut_3362);
let l_8077 = l_8069 >> u32(31);
let l_8078 = u64(l_8077);
let l_8079 = l_8078 << u32(bitcast<u64>(u64(63)));
let l_8080 = l_8076 | l_8079;
let l_8081 = bitcast<f64>(l_8080);
let l_8082 = bitcast<u32>(l_146);
let l_8083 = l_8082 + u32(1);
l_mut_937 = l_8083;
let l_8084 = l_8082 & u32(2147483647);
let l_8085 = l_8084 == u32(0);
if l_8085 {
l_mut_937 = u32(1);
} else {
let l_8086 = l_8082 & u32(2147483648);
let l_8087 = l_8086 != u32(0);
if l_8087 {
let l_8088 = l_8082 - u32(1);
l_mut_937 = l_8088;
} else {
let l_8089 = l_8082 == u32(2139095040);
if l_8089 {
l_mut_937 = l_8082;
}
}
}
let l_8090 = bitcast<f32>(l_mut_937);
let l_8091 = bitcast<u32>(l_8090);
let l_8092 = l_8091 & u32(2147483647);
let l_8093 = bitcast<f32>(l_8092);
let l_8094 = f64(l_8093);
l_mut_3362 = l_8094;
let l_8095 = l_8092 < u32(8388608);
if l_8095 {
let l_8096 = f64(l_8092);
let l_8097 = l_8096 * f64(1.401298464324817e-45);
l_mut_3362 = l_8097;
}
let l_8098 = bitcast<u64>(l_mut_3362);
let l_8099 = l_8091 >> u32(31);
let l_8100 = u64(l_8099);
let l_8101 = l_8100 << u32(bitcast<u64>(u64(63)));
let l_8102 = l_8098 | l_8101;
let l_8103 = bitcast<f64>(l_8102);
let l_8104 = bitcast<u32>(l_146);
let l_8105 = l_8104 ^ u32(2147483648);
let l_8106 = bitcast<f32>(l_8105);
let l_8107 = bitcast<u32>(l_8106);
let l_8108 = l_8107 + u32(1);
l_mut_937 = l_8108;
let l_8109 = l_8107 & u32(2147483647);
let l_8110 = l_8109 == u32(0);
if l_8110 {
l_mut_937 = u32(1);
} else {
let l_8111 = l_8107 & u32(2147483648);
let l_8112 = l_8111 != u32(0);
if l_8112 {
let l_8113 = l_8107 - u32(1);
l_mut_937 = l_8113;
} else {
let l_8114 = l_8107 == u32(2139095040);
if l_8114 {
l_mut_937 = l_8107;
}
}
}
let l_8115 = bitcast<f32>(l_mut_937);
let l_8116 = bitcast<u32>(l_8115);
let l_8117 = l_8116 ^ u32(2147483648);
let l_8118 = bitcast<f32>(l_8117);
let l_8119 = bitcast<u32>(l_8118);
let l_8120 = l_8119 & u32(2147483647);
let l_8121 = bitcast<f32>(l_8120);
let l_8122 = f64(l_8121);
l_mut_3362 = l_8122;
let l_8123 = l_8120 < u32(8388608);
if l_8123 {
let l_8124 = f64(l_8120);
let l_8125 = l_8124 * f64(1.401298464324817e-45);
l_mut_3362 = l_8125;
}
let l_8126 = bitcast<u64>(l_mut_3362);
let l_8127 = l_8119 >> u32(31);
let l_8128 = u64(l_8127);
let l_8129 = l_8128 << u32(bitcast<u64>(u64(63)));
let l_8130 = l_8126 | l_8129;
let l_8131 = bitcast<f64>(l_8130);
let l_8132 = l_8067 + l_7998;
let l_8133 = l_8132 <= l_8081;
l_mut_1035 = l_8133;
let l_8134 = l_8067 - l_7998;
let l_8135 = l_8134 > l_8081;
l_mut_1032 = l_8135;
let l_8136 = l_8068 - l_7999;
let l_8137 = l_8136 >= l_8081;
l_mut_1029 = l_8137;
let l_8138 = l_8068 + l_7999;
let l_8139 = l_8138 < l_8081;
l_mut_8140 = l_8139;
l_mut_937 = u32(2);
let l_8141 = l_mut_1032 || l_mut_8140;
if l_8141 {
l_mut_937 = u32(1);
} else {
let l_8142 = l_mut_1035 && l_mut_1029;
if l_8142 {
l_mut_937 = u32(0);
}
}
let l_8143 = bitcast<u32>(l_146);
let l_8144 = l_8143 & u32(2147483647);
let l_8145 = l_8144 == u32(0);
if l_8145 {
let l_8146 = l_8067 + l_7998;
let l_8147 = l_8146 < f64(1.1754943508222875e-38);
let l_8148 = l_8068 - l_7999;
let l_8149 = l_8148 > f64(-1.1754943508222875e-38);
let l_8150 = l_8147 && l_8149;
let l_8151 = l_8067 - l_7998;
let l_8152 = l_8151 < f64(1.1754943508222875e-38);
let l_8153 = l_8068 + l_7999;
let l_8154 = l_8153 > f64(-1.1754943508222875e-38);
let l_8155 = l_8152 && l_8154;
if l_8150 {
l_mut_937 = u32(0);
} else {
let l_8156 = l_mut_937 == u32(1);
let l_8157 = l_8155 && l_8156;
if l_8157 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
l_mut_4124 = l_mut_978;
}
let l_8158 = l_901 == u32(16);
if l_8158 {
let l_8159 = abs(l_mut_3618);
let l_8160 = abs(l_7852);
l_mut_3362 = l_8159;
let l_8161 = l_8160 > l_8159;
if l_8161 {
l_mut_3362 = l_8160;
}
let l_8162 = f64(2.0) * l_mut_3362;
let l_8163 = l_913 + l_8162;
l_mut_3108 = l_8163;
if l_7043 {
let l_8164 = f64(2.0) * l_mut_3362;
let l_8165 = floor(l_8164);
let l_8166 = l_913 + l_8165;
l_mut_3108 = l_8166;
}
l_mut_978 = u32(2);
let l_8167 = l_mut_3362 <= f64(300.0);
if l_8167 {
l_mut_3362 = l_mut_3618;
let l_8168 = l_mut_3618 > f64(1000.0);
if l_8168 {
let l_8169 = bitcast<u64>(l_mut_3618);
let l_8170 = l_8169 | u64(9218868437227405312);
let l_8171 = l_8170 & bitcast<u64>(i64(-4503599627370496));
let l_8172 = bitcast<f64>(l_8171);
l_mut_3362 = l_8172;
} else {
let l_8173 = l_mut_3618 < f64(-1000.0);
if l_8173 {
l_mut_3362 = f64(0.0);
} else {
let l_8174 = is_nan_1_f64(l_mut_3618);let l_8175 = !l_8174;
if l_8175 {
let l_8176 = l_mut_3618 + f64(0.5);
let l_8177 = floor(l_8176);
let l_8178 = l_mut_3618 - l_8177;
let l_8179 = l_8178 * f64(0.6931471824645996);
let l_8180 = l_8178 * f64(-1.904654299957768e-9);
let l_8181 = l_8179 + l_8180;
l_mut_3618 = l_8181;
let l_8182 = is_nan_1_f64(l_8181);if l_8182 {
} else {
let l_8183 = l_8181 < f64(-700.0);
if l_8183 {
l_mut_3618 = f64(0.0);
} else {
let l_8184 = l_8181 > f64(700.0);
if l_8184 {
let l_8185 = bitcast<u64>(l_8181);
let l_8186 = l_8185 | u64(9218868437227405312);
let l_8187 = l_8186 & bitcast<u64>(i64(-4503599627370496));
let l_8188 = bitcast<f64>(l_8187);
l_mut_3618 = l_8188;
} else {
let l_8189 = l_8181 * f64(1.4426950408889634);
let l_8190 = l_8189 + f64(0.5);
let l_8191 = floor(l_8190);
let l_8192 = l_8191 * f64(0.6931471824645996);
let l_8193 = l_8179 - l_8192;
let l_8194 = l_8193 * l_20;
let l_8195 = l_8191 * f64(-1.904654299957768e-9);
let l_8196 = l_8180 - l_8195;
let l_8197 = l_8194 + l_8196;
let l_8198 = l_8197 * f64(7.647163731819816e-13);
let l_8199 = l_8198 + f64(1.1470745597729725e-11);
l_mut_2093 = l_8199;
let l_8200 = l_mut_2093 * l_8197;
let l_8201 = l_8200 + f64(1.6059043836821613e-10);
l_mut_2093 = l_8201;
let l_8202 = l_mut_2093 * l_8197;
let l_8203 = l_8202 + f64(2.08767569878681e-9);
l_mut_2093 = l_8203;
let l_8204 = l_mut_2093 * l_8197;
let l_8205 = l_8204 + f64(2.505210838544172e-8);
l_mut_2093 = l_8205;
let l_8206 = l_mut_2093 * l_8197;
let l_8207 = l_8206 + f64(2.755731922398589e-7);
l_mut_2093 = l_8207;
let l_8208 = l_mut_2093 * l_8197;
let l_8209 = l_8208 + f64(2.7557319223985893e-6);
l_mut_2093 = l_8209;
let l_8210 = l_mut_2093 * l_8197;
let l_8211 = l_8210 + f64(2.48015873015873e-5);
l_mut_2093 = l_8211;
let l_8212 = l_mut_2093 * l_8197;
let l_8213 = l_8212 + f64(0.0001984126984126984);
l_mut_2093 = l_8213;
let l_8214 = l_mut_2093 * l_8197;
let l_8215 = l_8214 + f64(0.001388888888888889);
l_mut_2093 = l_8215;
let l_8216 = l_mut_2093 * l_8197;
let l_8217 = l_8216 + f64(0.008333333333333333);
l_mut_2093 = l_8217;
let l_8218 = l_mut_2093 * l_8197;
let l_8219 = l_8218 + f64(0.041666666666666664);
l_mut_2093 = l_8219;
let l_8220 = l_mut_2093 * l_8197;
let l_8221 = l_8220 + f64(0.16666666666666666);
l_mut_2093 = l_8221;
let l_8222 = l_mut_2093 * l_8197;
let l_8223 = l_8222 + f64(0.5);
l_mut_2093 = l_8223;
let l_8224 = l_8197 * l_8197;
let l_8225 = l_8224 * l_mut_2093;
let l_8226 = l_8197 + l_8225;
let l_8227 = f64(1.0) + l_8226;
let l_8228 = i32(l_8191);
let l_8229 = l_8228 + i32(1023);
let l_8230 = u64(l_8229);
let l_8231 = l_8230 << u32(bitcast<u64>(u64(52)));
let l_8232 = bitcast<f64>(l_8231);
let l_8233 = l_8227 * l_8232;
l_mut_3618 = l_8233;
}
}
}
let l_8234 = i32(l_8177);
let l_8235 = l_8234 + i32(1023);
let l_8236 = u64(l_8235);
let l_8237 = l_8236 << u32(bitcast<u64>(u64(52)));
let l_8238 = bitcast<f64>(l_8237);
let l_8239 = l_mut_3618 * l_8238;
l_mut_3362 = l_8239;
}
}
}
l_mut_3618 = l_7852;
let l_8240 = l_7852 > f64(1000.0);
if l_8240 {
let l_8241 = bitcast<u64>(l_7852);
let l_8242 = l_8241 | u64(9218868437227405312);
let l_8243 = l_8242 & bitcast<u64>(i64(-4503599627370496));
let l_8244 = bitcast<f64>(l_8243);
l_mut_3618 = l_8244;
} else {
let l_8245 = l_7852 < f64(-1000.0);
if l_8245 {
l_mut_3618 = f64(0.0);
} else {
let l_8246 = is_nan_1_f64(l_7852);let l_8247 = !l_8246;
if l_8247 {
let l_8248 = l_7852 + f64(0.5);
let l_8249 = floor(l_8248);
let l_8250 = l_7852 - l_8249;
let l_8251 = l_8250 * f64(0.6931471824645996);
let l_8252 = l_8250 * f64(-1.904654299957768e-9);
let l_8253 = l_8251 + l_8252;
l_mut_2093 = l_8253;
let l_8254 = is_nan_1_f64(l_8253);if l_8254 {
} else {
let l_8255 = l_8253 < f64(-700.0);
if l_8255 {
l_mut_2093 = f64(0.0);
} else {
let l_8256 = l_8253 > f64(700.0);
if l_8256 {
let l_8257 = bitcast<u64>(l_8253);
let l_8258 = l_8257 | u64(9218868437227405312);
let l_8259 = l_8258 & bitcast<u64>(i64(-4503599627370496));
let l_8260 = bitcast<f64>(l_8259);
l_mut_2093 = l_8260;
} else {
let l_8261 = l_8253 * f64(1.4426950408889634);
let l_8262 = l_8261 + f64(0.5);
let l_8263 = floor(l_8262);
let l_8264 = l_8263 * f64(0.6931471824645996);
let l_8265 = l_8251 - l_8264;
let l_8266 = l_8265 * l_20;
let l_8267 = l_8263 * f64(-1.904654299957768e-9);
let l_8268 = l_8252 - l_8267;
let l_8269 = l_8266 + l_8268;
let l_8270 = l_8269 * f64(7.647163731819816e-13);
let l_8271 = l_8270 + f64(1.1470745597729725e-11);
l_mut_567 = l_8271;
let l_8272 = l_mut_567 * l_8269;
let l_8273 = l_8272 + f64(1.6059043836821613e-10);
l_mut_567 = l_8273;
let l_8274 = l_mut_567 * l_8269;
let l_8275 = l_8274 + f64(2.08767569878681e-9);
l_mut_567 = l_8275;
let l_8276 = l_mut_567 * l_8269;
let l_8277 = l_8276 + f64(2.505210838544172e-8);
l_mut_567 = l_8277;
let l_8278 = l_mut_567 * l_8269;
let l_8279 = l_8278 + f64(2.755731922398589e-7);
l_mut_567 = l_8279;
let l_8280 = l_mut_567 * l_8269;
let l_8281 = l_8280 + f64(2.7557319223985893e-6);
l_mut_567 = l_8281;
let l_8282 = l_mut_567 * l_8269;
let l_8283 = l_8282 + f64(2.48015873015873e-5);
l_mut_567 = l_8283;
let l_8284 = l_mut_567 * l_8269;
let l_8285 = l_8284 + f64(0.0001984126984126984);
l_mut_567 = l_8285;
let l_8286 = l_mut_567 * l_8269;
let l_8287 = l_8286 + f64(0.001388888888888889);
l_mut_567 = l_8287;
let l_8288 = l_mut_567 * l_8269;
let l_8289 = l_8288 + f64(0.008333333333333333);
l_mut_567 = l_8289;
let l_8290 = l_mut_567 * l_8269;
let l_8291 = l_8290 + f64(0.041666666666666664);
l_mut_567 = l_8291;
let l_8292 = l_mut_567 * l_8269;
let l_8293 = l_8292 + f64(0.16666666666666666);
l_mut_567 = l_8293;
let l_8294 = l_mut_567 * l_8269;
let l_8295 = l_8294 + f64(0.5);
l_mut_567 = l_8295;
let l_8296 = l_8269 * l_8269;
let l_8297 = l_8296 * l_mut_567;
let l_8298 = l_8269 + l_8297;
let l_8299 = f64(1.0) + l_8298;
let l_8300 = i32(l_8263);
let l_8301 = l_8300 + i32(1023);
let l_8302 = u64(l_8301);
let l_8303 = l_8302 << u32(bitcast<u64>(u64(52)));
let l_8304 = bitcast<f64>(l_8303);
let l_8305 = l_8299 * l_8304;
l_mut_2093 = l_8305;
}
}
}
let l_8306 = i32(l_8249);
let l_8307 = l_8306 + i32(1023);
let l_8308 = u64(l_8307);
let l_8309 = l_8308 << u32(bitcast<u64>(u64(52)));
let l_8310 = bitcast<f64>(l_8309);
let l_8311 = l_mut_2093 * l_8310;
l_mut_3618 = l_8311;
}
}
}
let l_8312 = l_mut_3362 * f64(1.4551915228366852e-11);
let l_8313 = l_mut_3618 * f64(1.4551915228366852e-11);
let l_8314 = l_mut_3362 - l_8312;
let l_8315 = abs(l_8314);
l_mut_2093 = f64(1.401298464324817e-45);
let l_8316 = l_8315 >= f64(1.1754943508222875e-38);
let l_8317 = l_8315 <= f64(1.7976931348623157e308);
let l_8318 = l_8316 && l_8317;
if l_8318 {
let l_8319 = bitcast<u64>(l_8315);
let l_8320 = l_8319 >> u32(bitcast<u64>(u64(52)));
let l_8321 = l_8320 - u64(23);
let l_8322 = l_8321 << u32(bitcast<u64>(u64(52)));
let l_8323 = bitcast<f64>(l_8322);
l_mut_2093 = l_8323;
}
let l_8324 = l_mut_3362 + l_8312;
let l_8325 = abs(l_8324);
l_mut_567 = f64(1.401298464324817e-45);
let l_8326 = l_8325 >= f64(1.1754943508222875e-38);
let l_8327 = l_8325 <= f64(1.7976931348623157e308);
let l_8328 = l_8326 && l_8327;
if l_8328 {
let l_8329 = bitcast<u64>(l_8325);
let l_8330 = l_8329 >> u32(bitcast<u64>(u64(52)));
let l_8331 = l_8330 - u64(23);
let l_8332 = l_8331 << u32(bitcast<u64>(u64(52)));
let l_8333 = bitcast<f64>(l_8332);
l_mut_567 = l_8333;
}
let l_8334 = l_mut_2093 == l_mut_567;
let l_8335 = l_mut_3618 - l_8313;
let l_8336 = abs(l_8335);
l_mut_2093 = f64(1.401298464324817e-45);
let l_8337 = l_8336 >= f64(1.1754943508222875e-38);
let l_8338 = l_8336 <= f64(1.7976931348623157e308);
let l_8339 = l_8337 && l_8338;
if l_8339 {
let l_8340 = bitcast<u64>(l_8336);
let l_8341 = l_8340 >> u32(bitcast<u64>(u64(52)));
let l_8342 = l_8341 - u64(23);
let l_8343 = l_8342 << u32(bitcast<u64>(u64(52)));
let l_8344 = bitcast<f64>(l_8343);
l_mut_2093 = l_8344;
}
let l_8345 = l_mut_3618 + l_8313;
let l_8346 = abs(l_8345);
l_mut_567 = f64(1.401298464324817e-45);
let l_8347 = l_8346 >= f64(1.1754943508222875e-38);
let l_8348 = l_8346 <= f64(1.7976931348623157e308);
let l_8349 = l_8347 && l_8348;
if l_8349 {
let l_8350 = bitcast<u64>(l_8346);
let l_8351 = l_8350 >> u32(bitcast<u64>(u64(52)));
let l_8352 = l_8351 - u64(23);
let l_8353 = l_8352 << u32(bitcast<u64>(u64(52)));
let l_8354 = bitcast<f64>(l_8353);
l_mut_567 = l_8354;
}
let l_8355 = l_mut_2093 == l_mut_567;
let l_8356 = l_8334 && l_8355;
if l_8356 {
let l_8357 = abs(l_mut_3362);
l_mut_2093 = f64(1.401298464324817e-45);
let l_8358 = l_8357 >= f64(1.1754943508222875e-38);
let l_8359 = l_8357 <= f64(1.7976931348623157e308);
let l_8360 = l_8358 && l_8359;
if l_8360 {
let l_8361 = bitcast<u64>(l_8357);
let l_8362 = l_8361 >> u32(bitcast<u64>(u64(52)));
let l_8363 = l_8362 - u64(23);
let l_8364 = l_8363 << u32(bitcast<u64>(u64(52)));
let l_8365 = bitcast<f64>(l_8364);
l_mut_2093 = l_8365;
}
let l_8366 = l_mut_3108 * l_mut_2093;
let l_8367 = l_mut_3362 - l_8366;
let l_8368 = abs(l_mut_3618);
l_mut_3362 = f64(1.401298464324817e-45);
let l_8369 = l_8368 >= f64(1.1754943508222875e-38);
let l_8370 = l_8368 <= f64(1.7976931348623157e308);
let l_8371 = l_8369 && l_8370;
if l_8371 {
let l_8372 = bitcast<u64>(l_8368);
let l_8373 = l_8372 >> u32(bitcast<u64>(u64(52)));
let l_8374 = l_8373 - u64(23);
let l_8375 = l_8374 << u32(bitcast<u64>(u64(52)));
let l_8376 = bitcast<f64>(l_8375);
l_mut_3362 = l_8376;
}
let l_8377 = l_mut_3108 * l_mut_3362;
let l_8378 = l_mut_3618 + l_8377;
let l_8379 = bitcast<u32>(l_146);
let l_8380 = l_8379 & u32(2147483647);
let l_8381 = bitcast<f32>(l_8380);
let l_8382 = f64(l_8381);
l_mut_3618 = l_8382;
let l_8383 = l_8380 < u32(8388608);
if l_8383 {
let l_8384 = f64(l_8380);
let l_8385 = l_8384 * f64(1.401298464324817e-45);
l_mut_3618 = l_8385;
}
let l_8386 = bitcast<u64>(l_mut_3618);
let l_8387 = l_8379 >> u32(31);
let l_8388 = u64(l_8387);
let l_8389 = l_8388 << u32(bitcast<u64>(u64(63)));
let l_8390 = l_8386 | l_8389;
let l_8391 = bitcast<f64>(l_8390);
let l_8392 = bitcast<u32>(l_146);
let l_8393 = l_8392 + u32(1);
l_mut_937 = l_8393;
let l_8394 = l_8392 & u32(2147483647);
let l_8395 = l_8394 == u32(0);
if l_8395 {
l_mut_937 = u32(1);
} else {
let l_8396 = l_8392 & u32(2147483648);
let l_8397 = l_8396 != u32(0);
if l_8397 {
let l_8398 = l_8392 - u32(1);
l_mut_937 = l_8398;
} else {
let l_8399 = l_8392 == u32(2139095040);
if l_8399 {
l_mut_937 = l_8392;
}
}
}
let l_8400 = bitcast<f32>(l_mut_937);
let l_8401 = bitcast<u32>(l_8400);
let l_8402 = l_8401 & u32(2147483647);
let l_8403 = bitcast<f32>(l_8402);
let l_8404 = f64(l_8403);
l_mut_3618 = l_8404;
let l_8405 = l_8402 < u32(8388608);
if l_8405 {
let l_8406 = f64(l_8402);
let l_8407 = l_8406 * f64(1.401298464324817e-45);
l_mut_3618 = l_8407;
}
let l_8408 = bitcast<u64>(l_mut_3618);
let l_8409 = l_8401 >> u32(31);
let l_8410 = u64(l_8409);
let l_8411 = l_8410 << u32(bitcast<u64>(u64(63)));
let l_8412 = l_8408 | l_8411;
let l_8413 = bitcast<f64>(l_8412);
let l_8414 = bitcast<u32>(l_146);
let l_8415 = l_8414 ^ u32(2147483648);
let l_8416 = bitcast<f32>(l_8415);
let l_8417 = bitcast<u32>(l_8416);
let l_8418 = l_8417 + u32(1);
l_mut_937 = l_8418;
let l_8419 = l_8417 & u32(2147483647);
let l_8420 = l_8419 == u32(0);
if l_8420 {
l_mut_937 = u32(1);
} else {
let l_8421 = l_8417 & u32(2147483648);
let l_8422 = l_8421 != u32(0);
if l_8422 {
let l_8423 = l_8417 - u32(1);
l_mut_937 = l_8423;
} else {
let l_8424 = l_8417 == u32(2139095040);
if l_8424 {
l_mut_937 = l_8417;
}
}
}
let l_8425 = bitcast<f32>(l_mut_937);
let l_8426 = bitcast<u32>(l_8425);
let l_8427 = l_8426 ^ u32(2147483648);
let l_8428 = bitcast<f32>(l_8427);
let l_8429 = bitcast<u32>(l_8428);
let l_8430 = l_8429 & u32(2147483647);
let l_8431 = bitcast<f32>(l_8430);
let l_8432 = f64(l_8431);
l_mut_3618 = l_8432;
let l_8433 = l_8430 < u32(8388608);
if l_8433 {
let l_8434 = f64(l_8430);
let l_8435 = l_8434 * f64(1.401298464324817e-45);
l_mut_3618 = l_8435;
}
let l_8436 = bitcast<u64>(l_mut_3618);
let l_8437 = l_8429 >> u32(31);
let l_8438 = u64(l_8437);
let l_8439 = l_8438 << u32(bitcast<u64>(u64(63)));
let l_8440 = l_8436 | l_8439;
let l_8441 = bitcast<f64>(l_8440);
let l_8442 = l_8367 + l_8312;
let l_8443 = l_8442 <= l_8391;
l_mut_8140 = l_8443;
let l_8444 = l_8367 - l_8312;
let l_8445 = l_8444 > l_8391;
l_mut_1035 = l_8445;
let l_8446 = l_8378 - l_8313;
let l_8447 = l_8446 >= l_8391;
l_mut_1032 = l_8447;
let l_8448 = l_8378 + l_8313;
let l_8449 = l_8448 < l_8391;
l_mut_1029 = l_8449;
if l_905 {
let l_8450 = l_8367 + l_8312;
let l_8451 = l_8450 < l_8413;
l_mut_8140 = l_8451;
let l_8452 = l_8367 - l_8312;
let l_8453 = l_8452 >= l_8413;
l_mut_1035 = l_8453;
let l_8454 = l_8378 - l_8313;
let l_8455 = l_8454 > l_8441;
l_mut_1032 = l_8455;
let l_8456 = l_8378 + l_8313;
let l_8457 = l_8456 <= l_8441;
l_mut_1029 = l_8457;
}
l_mut_937 = u32(2);
let l_8458 = l_mut_1035 || l_mut_1029;
if l_8458 {
l_mut_937 = u32(1);
} else {
let l_8459 = l_mut_8140 && l_mut_1032;
if l_8459 {
l_mut_937 = u32(0);
}
}
let l_8460 = bitcast<u32>(l_146);
let l_8461 = l_8460 & u32(2147483647);
let l_8462 = l_8461 == u32(0);
if l_8462 {
let l_8463 = l_8367 + l_8312;
let l_8464 = l_8463 < f64(1.1754943508222875e-38);
let l_8465 = l_8378 - l_8313;
let l_8466 = l_8465 > f64(-1.1754943508222875e-38);
let l_8467 = l_8464 && l_8466;
let l_8468 = l_8367 - l_8312;
let l_8469 = l_8468 < f64(1.1754943508222875e-38);
let l_8470 = l_8378 + l_8313;
let l_8471 = l_8470 > f64(-1.1754943508222875e-38);
let l_8472 = l_8469 && l_8471;
if l_8467 {
l_mut_937 = u32(0);
} else {
let l_8473 = l_mut_937 == u32(1);
let l_8474 = l_8472 && l_8473;
if l_8474 {
l_mut_937 = u32(2);
}
}
}
l_mut_978 = l_mut_937;
}
}
l_mut_4124 = l_mut_978;
}
let l_8475 = l_7116 - l_mut_3872;
let l_8476 = l_7116 + l_mut_3872;
let l_8477 = abs(l_8475);
let l_8478 = l_8477 * f64(2.220446049250313e-16);
let l_8479 = l_7159 + l_8478;
let l_8480 = l_8475 + l_8479;
let l_8481 = -l_8480;
let l_8482 = l_8481 * f64(7.1362384635298e44);
let l_8483 = floor(l_8482);
let l_8484 = l_8483 * f64(1.401298464324817e-45);
l_mut_3618 = l_8484;
let l_8485 = abs(l_8481);
let l_8486 = l_8485 >= f64(1.1754943508222875e-38);
if l_8486 {
let l_8487 = f32(l_8481);
let l_8488 = f64(l_8487);
l_mut_3618 = l_8488;
let l_8489 = l_mut_3618 > l_8481;
if l_8489 {
let l_8490 = bitcast<u32>(l_8487);
let l_8491 = l_8490 ^ u32(2147483648);
let l_8492 = bitcast<f32>(l_8491);
let l_8493 = bitcast<u32>(l_8492);
let l_8494 = l_8493 + u32(1);
l_mut_978 = l_8494;
let l_8495 = l_8493 & u32(2147483647);
let l_8496 = l_8495 == u32(0);
if l_8496 {
l_mut_978 = u32(1);
} else {
let l_8497 = l_8493 & u32(2147483648);
let l_8498 = l_8497 != u32(0);
if l_8498 {
let l_8499 = l_8493 - u32(1);
l_mut_978 = l_8499;
} else {
let l_8500 = l_8493 == u32(2139095040);
if l_8500 {
l_mut_978 = l_8493;
}
}
}
let l_8501 = bitcast<f32>(l_mut_978);
let l_8502 = bitcast<u32>(l_8501);
let l_8503 = l_8502 ^ u32(2147483648);
let l_8504 = bitcast<f32>(l_8503);
let l_8505 = bitcast<u32>(l_8504);
let l_8506 = l_8505 & u32(2147483647);
let l_8507 = bitcast<f32>(l_8506);
let l_8508 = f64(l_8507);
l_mut_3362 = l_8508;
let l_8509 = l_8506 < u32(8388608);
if l_8509 {
let l_8510 = f64(l_8506);
let l_8511 = l_8510 * f64(1.401298464324817e-45);
l_mut_3362 = l_8511;
}
let l_8512 = bitcast<u64>(l_mut_3362);
let l_8513 = l_8505 >> u32(31);
let l_8514 = u64(l_8513);
let l_8515 = l_8514 << u32(bitcast<u64>(u64(63)));
let l_8516 = l_8512 | l_8515;
let l_8517 = bitcast<f64>(l_8516);
l_mut_3618 = l_8517;
} else {
let l_8518 = bitcast<u32>(l_8487);
let l_8519 = l_8518 + u32(1);
l_mut_978 = l_8519;
let l_8520 = l_8518 & u32(2147483647);
let l_8521 = l_8520 == u32(0);
if l_8521 {
l_mut_978 = u32(1);
} else {
let l_8522 = l_8518 & u32(2147483648);
let l_8523 = l_8522 != u32(0);
if l_8523 {
let l_8524 = l_8518 - u32(1);
l_mut_978 = l_8524;
} else {
let l_8525 = l_8518 == u32(2139095040);
if l_8525 {
l_mut_978 = l_8518;
}
}
}
let l_8526 = bitcast<f32>(l_mut_978);
let l_8527 = bitcast<u32>(l_8526);
let l_8528 = l_8527 & u32(2147483647);
let l_8529 = bitcast<f32>(l_8528);
let l_8530 = f64(l_8529);
l_mut_3362 = l_8530;
let l_8531 = l_8528 < u32(8388608);
if l_8531 {
let l_8532 = f64(l_8528);
let l_8533 = l_8532 * f64(1.401298464324817e-45);
l_mut_3362 = l_8533;
}
let l_8534 = bitcast<u64>(l_mut_3362);
let l_8535 = l_8527 >> u32(31);
let l_8536 = u64(l_8535);
let l_8537 = l_8536 << u32(bitcast<u64>(u64(63)));
let l_8538 = l_8534 | l_8537;
let l_8539 = bitcast<f64>(l_8538);
let l_8540 = l_8539 <= l_8481;
if l_8540 {
let l_8541 = bitcast<u32>(l_8487);
let l_8542 = l_8541 + u32(1);
l_mut_978 = l_8542;
let l_8543 = l_8541 & u32(2147483647);
let l_8544 = l_8543 == u32(0);
if l_8544 {
l_mut_978 = u32(1);
} else {
let l_8545 = l_8541 & u32(2147483648);
let l_8546 = l_8545 != u32(0);
if l_8546 {
let l_8547 = l_8541 - u32(1);
l_mut_978 = l_8547;
} else {
let l_8548 = l_8541 == u32(2139095040);
if l_8548 {
l_mut_978 = l_8541;
}
}
}
let l_8549 = bitcast<f32>(l_mut_978);
let l_8550 = bitcast<u32>(l_8549);
let l_8551 = l_8550 & u32(2147483647);
let l_8552 = bitcast<f32>(l_8551);
let l_8553 = f64(l_8552);
l_mut_3362 = l_8553;
let l_8554 = l_8551 < u32(8388608);
if l_8554 {
let l_8555 = f64(l_8551);
let l_8556 = l_8555 * f64(1.401298464324817e-45);
l_mut_3362 = l_8556;
}
let l_8557 = bitcast<u64>(l_mut_3362);
let l_8558 = l_8550 >> u32(31);
let l_8559 = u64(l_8558);
let l_8560 = l_8559 << u32(bitcast<u64>(u64(63)));
let l_8561 = l_8557 | l_8560;
let l_8562 = bitcast<f64>(l_8561);
l_mut_3618 = l_8562;
}
}
}
let l_8563 = -l_mut_3618;
l_mut_3618 = l_8563;
let l_8564 = bool(true) && bool(false);
if l_8564 {
let l_8565 = l_8475 + l_8479;
let l_8566 = l_8565 * f64(7.1362384635298e44);
let l_8567 = floor(l_8566);
let l_8568 = l_8567 * f64(1.401298464324817e-45);
l_mut_3362 = l_8568;
let l_8569 = abs(l_8565);
let l_8570 = l_8569 >= f64(1.1754943508222875e-38);
if l_8570 {
let l_8571 = f32(l_8565);
let l_8572 = f64(l_8571);
l_mut_3362 = l_8572;
let l_8573 = l_mut_3362 > l_8565;
if l_8573 {
let l_8574 = bitcast<u32>(l_8571);
let l_8575 = l_8574 ^ u32(2147483648);
let l_8576 = bitcast<f32>(l_8575);
let l_8577 = bitcast<u32>(l_8576);
let l_8578 = l_8577 + u32(1);
l_mut_978 = l_8578;
let l_8579 = l_8577 & u32(2147483647);
let l_8580 = l_8579 == u32(0);
if l_8580 {
l_mut_978 = u32(1);
} else {
let l_8581 = l_8577 & u32(2147483648);
let l_8582 = l_8581 != u32(0);
if l_8582 {
let l_8583 = l_8577 - u32(1);
l_mut_978 = l_8583;
} else {
let l_8584 = l_8577 == u32(2139095040);
if l_8584 {
l_mut_978 = l_8577;
}
}
}
let l_8585 = bitcast<f32>(l_mut_978);
let l_8586 = bitcast<u32>(l_8585);
let l_8587 = l_8586 ^ u32(2147483648);
let l_8588 = bitcast<f32>(l_8587);
let l_8589 = bitcast<u32>(l_8588);
let l_8590 = l_8589 & u32(2147483647);
let l_8591 = bitcast<f32>(l_8590);
let l_8592 = f64(l_8591);
l_mut_3108 = l_8592;
let l_8593 = l_8590 < u32(8388608);
if l_8593 {
let l_8594 = f64(l_8590);
let l_8595 = l_8594 * f64(1.401298464324817e-45);
l_mut_3108 = l_8595;
}
let l_8596 = bitcast<u64>(l_mut_3108);
let l_8597 = l_8589 >> u32(31);
let l_8598 = u64(l_8597);
let l_8599 = l_8598 << u32(bitcast<u64>(u64(63)));
let l_8600 = l_8596 | l_8599;
let l_8601 = bitcast<f64>(l_8600);
l_mut_3362 = l_8601;
} else {
let l_8602 = bitcast<u32>(l_8571);
let l_8603 = l_8602 + u32(1);
l_mut_978 = l_8603;
let l_8604 = l_8602 & u32(2147483647);
let l_8605 = l_8604 == u32(0);
if l_8605 {
l_mut_978 = u32(1);
} else {
let l_8606 = l_8602 & u32(2147483648);
let l_8607 = l_8606 != u32(0);
if l_8607 {
let l_8608 = l_8602 - u32(1);
l_mut_978 = l_8608;
} else {
let l_8609 = l_8602 == u32(2139095040);
if l_8609 {
l_mut_978 = l_8602;
}
}
}
let l_8610 = bitcast<f32>(l_mut_978);
let l_8611 = bitcast<u32>(l_8610);
let l_8612 = l_8611 & u32(2147483647);
let l_8613 = bitcast<f32>(l_8612);
let l_8614 = f64(l_8613);
l_mut_3108 = l_8614;
let l_8615 = l_8612 < u32(8388608);
if l_8615 {
let l_8616 = f64(l_8612);
let l_8617 = l_8616 * f64(1.401298464324817e-45);
l_mut_3108 = l_8617;
}
let l_8618 = bitcast<u64>(l_mut_3108);
let l_8619 = l_8611 >> u32(31);
let l_8620 = u64(l_8619);
let l_8621 = l_8620 << u32(bitcast<u64>(u64(63)));
let l_8622 = l_8618 | l_8621;
let l_8623 = bitcast<f64>(l_8622);
let l_8624 = l_8623 <= l_8565;
if l_8624 {
let l_8625 = bitcast<u32>(l_8571);
let l_8626 = l_8625 + u32(1);
l_mut_978 = l_8626;
let l_8627 = l_8625 & u32(2147483647);
let l_8628 = l_8627 == u32(0);
if l_8628 {
l_mut_978 = u32(1);
} else {
let l_8629 = l_8625 & u32(2147483648);
let l_8630 = l_8629 != u32(0);
if l_8630 {
let l_8631 = l_8625 - u32(1);
l_mut_978 = l_8631;
} else {
let l_8632 = l_8625 == u32(2139095040);
if l_8632 {
l_mut_978 = l_8625;
}
}
}
let l_8633 = bitcast<f32>(l_mut_978);
let l_8634 = bitcast<u32>(l_8633);
let l_8635 = l_8634 & u32(2147483647);
let l_8636 = bitcast<f32>(l_8635);
let l_8637 = f64(l_8636);
l_mut_3108 = l_8637;
let l_8638 = l_8635 < u32(8388608);
if l_8638 {
let l_8639 = f64(l_8635);
let l_8640 = l_8639 * f64(1.401298464324817e-45);
l_mut_3108 = l_8640;
}
let l_8641 = bitcast<u64>(l_mut_3108);
let l_8642 = l_8634 >> u32(31);
let l_8643 = u64(l_8642);
let l_8644 = l_8643 << u32(bitcast<u64>(u64(63)));
let l_8645 = l_8641 | l_8644;
let l_8646 = bitcast<f64>(l_8645);
l_mut_3362 = l_8646;
}
}
}
l_mut_3618 = l_mut_3362;
} else {
let l_8647 = l_8475 - l_8479;
let l_8648 = l_8647 * f64(7.1362384635298e44);
let l_8649 = floor(l_8648);
let l_8650 = l_8649 * f64(1.401298464324817e-45);
l_mut_3362 = l_8650;
let l_8651 = abs(l_8647);
let l_8652 = l_8651 >= f64(1.1754943508222875e-38);
if l_8652 {
let l_8653 = f32(l_8647);
let l_8654 = f64(l_8653);
l_mut_3362 = l_8654;
let l_8655 = l_mut_3362 > l_8647;
if l_8655 {
let l_8656 = bitcast<u32>(l_8653);
let l_8657 = l_8656 ^ u32(2147483648);
let l_8658 = bitcast<f32>(l_8657);
let l_8659 = bitcast<u32>(l_8658);
let l_8660 = l_8659 + u32(1);
l_mut_978 = l_8660;
let l_8661 = l_8659 & u32(2147483647);
let l_8662 = l_8661 == u32(0);
if l_8662 {
l_mut_978 = u32(1);
} else {
let l_8663 = l_8659 & u32(2147483648);
let l_8664 = l_8663 != u32(0);
if l_8664 {
let l_8665 = l_8659 - u32(1);
l_mut_978 = l_8665;
} else {
let l_8666 = l_8659 == u32(2139095040);
if l_8666 {
l_mut_978 = l_8659;
}
}
}
let l_8667 = bitcast<f32>(l_mut_978);
let l_8668 = bitcast<u32>(l_8667);
let l_8669 = l_8668 ^ u32(2147483648);
let l_8670 = bitcast<f32>(l_8669);
let l_8671 = bitcast<u32>(l_8670);
let l_8672 = l_8671 & u32(2147483647);
let l_8673 = bitcast<f32>(l_8672);
let l_8674 = f64(l_8673);
l_mut_3108 = l_8674;
let l_8675 = l_8672 < u32(8388608);
if l_8675 {
let l_8676 = f64(l_8672);
let l_8677 = l_8676 * f64(1.401298464324817e-45);
l_mut_3108 = l_8677;
}
let l_8678 = bitcast<u64>(l_mut_3108);
let l_8679 = l_8671 >> u32(31);
let l_8680 = u64(l_8679);
let l_8681 = l_8680 << u32(bitcast<u64>(u64(63)));
let l_8682 = l_8678 | l_8681;
let l_8683 = bitcast<f64>(l_8682);
l_mut_3362 = l_8683;
} else {
let l_8684 = bitcast<u32>(l_8653);
let l_8685 = l_8684 + u32(1);
l_mut_978 = l_8685;
let l_8686 = l_8684 & u32(2147483647);
let l_8687 = l_8686 == u32(0);
if l_8687 {
l_mut_978 = u32(1);
} else {
let l_8688 = l_8684 & u32(2147483648);
let l_8689 = l_8688 != u32(0);
if l_8689 {
let l_8690 = l_8684 - u32(1);
l_mut_978 = l_8690;
} else {
let l_8691 = l_8684 == u32(2139095040);
if l_8691 {
l_mut_978 = l_8684;
}
}
}
let l_8692 = bitcast<f32>(l_mut_978);
let l_8693 = bitcast<u32>(l_8692);
let l_8694 = l_8693 & u32(2147483647);
let l_8695 = bitcast<f32>(l_8694);
let l_8696 = f64(l_8695);
l_mut_3108 = l_8696;
let l_8697 = l_8694 < u32(8388608);
if l_8697 {
let l_8698 = f64(l_8694);
let l_8699 = l_8698 * f64(1.401298464324817e-45);
l_mut_3108 = l_8699;
}
let l_8700 = bitcast<u64>(l_mut_3108);
let l_8701 = l_8693 >> u32(31);
let l_8702 = u64(l_8701);
let l_8703 = l_8702 << u32(bitcast<u64>(u64(63)));
let l_8704 = l_8700 | l_8703;
let l_8705 = bitcast<f64>(l_8704);
let l_8706 = l_8705 <= l_8647;
if l_8706 {
let l_8707 = bitcast<u32>(l_8653);
let l_8708 = l_8707 + u32(1);
l_mut_978 = l_8708;
let l_8709 = l_8707 & u32(2147483647);
let l_8710 = l_8709 == u32(0);
if l_8710 {
l_mut_978 = u32(1);
} else {
let l_8711 = l_8707 & u32(2147483648);
let l_8712 = l_8711 != u32(0);
if l_8712 {
let l_8713 = l_8707 - u32(1);
l_mut_978 = l_8713;
} else {
let l_8714 = l_8707 == u32(2139095040);
if l_8714 {
l_mut_978 = l_8707;
}
}
}
let l_8715 = bitcast<f32>(l_mut_978);
let l_8716 = bitcast<u32>(l_8715);
let l_8717 = l_8716 & u32(2147483647);
let l_8718 = bitcast<f32>(l_8717);
let l_8719 = f64(l_8718);
l_mut_3108 = l_8719;
let l_8720 = l_8717 < u32(8388608);
if l_8720 {
let l_8721 = f64(l_8717);
let l_8722 = l_8721 * f64(1.401298464324817e-45);
l_mut_3108 = l_8722;
}
let l_8723 = bitcast<u64>(l_mut_3108);
let l_8724 = l_8716 >> u32(31);
let l_8725 = u64(l_8724);
let l_8726 = l_8725 << u32(bitcast<u64>(u64(63)));
let l_8727 = l_8723 | l_8726;
let l_8728 = bitcast<f64>(l_8727);
l_mut_3362 = l_8728;
}
}
}
l_mut_3618 = l_mut_3362;
}
let l_8729 = abs(l_8476);
let l_8730 = l_8729 * f64(2.220446049250313e-16);
let l_8731 = l_7159 + l_8730;
let l_8732 = l_8476 + l_8731;
let l_8733 = -l_8732;
let l_8734 = l_8733 * f64(7.1362384635298e44);
let l_8735 = floor(l_8734);
let l_8736 = l_8735 * f64(1.401298464324817e-45);
l_mut_3362 = l_8736;
let l_8737 = abs(l_8733);
let l_8738 = l_8737 >= f64(1.1754943508222875e-38);
if l_8738 {
let l_8739 = f32(l_8733);
let l_8740 = f64(l_8739);
l_mut_3362 = l_8740;
let l_8741 = l_mut_3362 > l_8733;
if l_8741 {
let l_8742 = bitcast<u32>(l_8739);
let l_8743 = l_8742 ^ u32(2147483648);
let l_8744 = bitcast<f32>(l_8743);
let l_8745 = bitcast<u32>(l_8744);
let l_8746 = l_8745 + u32(1);
l_mut_978 = l_8746;
let l_8747 = l_8745 & u32(2147483647);
let l_8748 = l_8747 == u32(0);
if l_8748 {
l_mut_978 = u32(1);
} else {
let l_8749 = l_8745 & u32(2147483648);
let l_8750 = l_8749 != u32(0);
if l_8750 {
let l_8751 = l_8745 - u32(1);
l_mut_978 = l_8751;
} else {
let l_8752 = l_8745 == u32(2139095040);
if l_8752 {
l_mut_978 = l_8745;
}
}
}
let l_8753 = bitcast<f32>(l_mut_978);
let l_8754 = bitcast<u32>(l_8753);
let l_8755 = l_8754 ^ u32(2147483648);
let l_8756 = bitcast<f32>(l_8755);
let l_8757 = bitcast<u32>(l_8756);
let l_8758 = l_8757 & u32(2147483647);
let l_8759 = bitcast<f32>(l_8758);
let l_8760 = f64(l_8759);
l_mut_3108 = l_8760;
let l_8761 = l_8758 < u32(8388608);
if l_8761 {
let l_8762 = f64(l_8758);
let l_8763 = l_8762 * f64(1.401298464324817e-45);
l_mut_3108 = l_8763;
}
let l_8764 = bitcast<u64>(l_mut_3108);
let l_8765 = l_8757 >> u32(31);
let l_8766 = u64(l_8765);
let l_8767 = l_8766 << u32(bitcast<u64>(u64(63)));
let l_8768 = l_8764 | l_8767;
let l_8769 = bitcast<f64>(l_8768);
l_mut_3362 = l_8769;
} else {
let l_8770 = bitcast<u32>(l_8739);
let l_8771 = l_8770 + u32(1);
l_mut_978 = l_8771;
let l_8772 = l_8770 & u32(2147483647);
let l_8773 = l_8772 == u32(0);
if l_8773 {
l_mut_978 = u32(1);
} else {
let l_8774 = l_8770 & u32(2147483648);
let l_8775 = l_8774 != u32(0);
if l_8775 {
let l_8776 = l_8770 - u32(1);
l_mut_978 = l_8776;
} else {
let l_8777 = l_8770 == u32(2139095040);
if l_8777 {
l_mut_978 = l_8770;
}
}
}
let l_8778 = bitcast<f32>(l_mut_978);
let l_8779 = bitcast<u32>(l_8778);
let l_8780 = l_8779 & u32(2147483647);
let l_8781 = bitcast<f32>(l_8780);
let l_8782 = f64(l_8781);
l_mut_3108 = l_8782;
let l_8783 = l_8780 < u32(8388608);
if l_8783 {
let l_8784 = f64(l_8780);
let l_8785 = l_8784 * f64(1.401298464324817e-45);
l_mut_3108 = l_8785;
}
let l_8786 = bitcast<u64>(l_mut_3108);
let l_8787 = l_8779 >> u32(31);
let l_8788 = u64(l_8787);
let l_8789 = l_8788 << u32(bitcast<u64>(u64(63)));
let l_8790 = l_8786 | l_8789;
let l_8791 = bitcast<f64>(l_8790);
let l_8792 = l_8791 <= l_8733;
if l_8792 {
let l_8793 = bitcast<u32>(l_8739);
let l_8794 = l_8793 + u32(1);
l_mut_978 = l_8794;
let l_8795 = l_8793 & u32(2147483647);
let l_8796 = l_8795 == u32(0);
if l_8796 {
l_mut_978 = u32(1);
} else {
let l_8797 = l_8793 & u32(2147483648);
let l_8798 = l_8797 != u32(0);
if l_8798 {
let l_8799 = l_8793 - u32(1);
l_mut_978 = l_8799;
} else {
let l_8800 = l_8793 == u32(2139095040);
if l_8800 {
l_mut_978 = l_8793;
}
}
}
let l_8801 = bitcast<f32>(l_mut_978);
let l_8802 = bitcast<u32>(l_8801);
let l_8803 = l_8802 & u32(2147483647);
let l_8804 = bitcast<f32>(l_8803);
let l_8805 = f64(l_8804);
l_mut_3108 = l_8805;
let l_8806 = l_8803 < u32(8388608);
if l_8806 {
let l_8807 = f64(l_8803);
let l_8808 = l_8807 * f64(1.401298464324817e-45);
l_mut_3108 = l_8808;
}
let l_8809 = bitcast<u64>(l_mut_3108);
let l_8810 = l_8802 >> u32(31);
let l_8811 = u64(l_8810);
let l_8812 = l_8811 << u32(bitcast<u64>(u64(63)));
let l_8813 = l_8809 | l_8812;
let l_8814 = bitcast<f64>(l_8813);
l_mut_3362 = l_8814;
}
}
}
let l_8815 = -l_mut_3362;
l_mut_3362 = l_8815;
let l_8816 = bool(false) && bool(false);
if l_8816 {
let l_8817 = l_8476 + l_8731;
let l_8818 = l_8817 * f64(7.1362384635298e44);
let l_8819 = floor(l_8818);
let l_8820 = l_8819 * f64(1.401298464324817e-45);
l_mut_3108 = l_8820;
let l_8821 = abs(l_8817);
let l_8822 = l_8821 >= f64(1.1754943508222875e-38);
if l_8822 {
let l_8823 = f32(l_8817);
let l_8824 = f64(l_8823);
l_mut_3108 = l_8824;
let l_8825 = l_mut_3108 > l_8817;
if l_8825 {
let l_8826 = bitcast<u32>(l_8823);
let l_8827 = l_8826 ^ u32(2147483648);
let l_8828 = bitcast<f32>(l_8827);
let l_8829 = bitcast<u32>(l_8828);
let l_8830 = l_8829 + u32(1);
l_mut_978 = l_8830;
let l_8831 = l_8829 & u32(2147483647);
let l_8832 = l_8831 == u32(0);
if l_8832 {
l_mut_978 = u32(1);
} else {
let l_8833 = l_8829 & u32(2147483648);
let l_8834 = l_8833 != u32(0);
if l_8834 {
let l_8835 = l_8829 - u32(1);
l_mut_978 = l_8835;
} else {
let l_8836 = l_8829 == u32(2139095040);
if l_8836 {
l_mut_978 = l_8829;
}
}
}
let l_8837 = bitcast<f32>(l_mut_978);
let l_8838 = bitcast<u32>(l_8837);
let l_8839 = l_8838 ^ u32(2147483648);
let l_8840 = bitcast<f32>(l_8839);
let l_8841 = bitcast<u32>(l_8840);
let l_8842 = l_8841 & u32(2147483647);
let l_8843 = bitcast<f32>(l_8842);
let l_8844 = f64(l_8843);
l_mut_2093 = l_8844;
let l_8845 = l_8842 < u32(8388608);
if l_8845 {
let l_8846 = f64(l_8842);
let l_8847 = l_8846 * f64(1.401298464324817e-45);
l_mut_2093 = l_8847;
}
let l_8848 = bitcast<u64>(l_mut_2093);
let l_8849 = l_8841 >> u32(31);
let l_8850 = u64(l_8849);
let l_8851 = l_8850 << u32(bitcast<u64>(u64(63)));
let l_8852 = l_8848 | l_8851;
let l_8853 = bitcast<f64>(l_8852);
l_mut_3108 = l_8853;
} else {
let l_8854 = bitcast<u32>(l_8823);
let l_8855 = l_8854 + u32(1);
l_mut_978 = l_8855;
let l_8856 = l_8854 & u32(2147483647);
let l_8857 = l_8856 == u32(0);
if l_8857 {
l_mut_978 = u32(1);
} else {
let l_8858 = l_8854 & u32(2147483648);
let l_8859 = l_8858 != u32(0);
if l_8859 {
let l_8860 = l_8854 - u32(1);
l_mut_978 = l_8860;
} else {
let l_8861 = l_8854 == u32(2139095040);
if l_8861 {
l_mut_978 = l_8854;
}
}
}
let l_8862 = bitcast<f32>(l_mut_978);
let l_8863 = bitcast<u32>(l_8862);
let l_8864 = l_8863 & u32(2147483647);
let l_8865 = bitcast<f32>(l_8864);
let l_8866 = f64(l_8865);
l_mut_2093 = l_8866;
let l_8867 = l_8864 < u32(8388608);
if l_8867 {
let l_8868 = f64(l_8864);
let l_8869 = l_8868 * f64(1.401298464324817e-45);
l_mut_2093 = l_8869;
}
let l_8870 = bitcast<u64>(l_mut_2093);
let l_8871 = l_8863 >> u32(31);
let l_8872 = u64(l_8871);
let l_8873 = l_8872 << u32(bitcast<u64>(u64(63)));
let l_8874 = l_8870 | l_8873;
let l_8875 = bitcast<f64>(l_8874);
let l_8876 = l_8875 <= l_8817;
if l_8876 {
let l_8877 = bitcast<u32>(l_8823);
let l_8878 = l_8877 + u32(1);
l_mut_978 = l_8878;
let l_8879 = l_8877 & u32(2147483647);
let l_8880 = l_8879 == u32(0);
if l_8880 {
l_mut_978 = u32(1);
} else {
let l_8881 = l_8877 & u32(2147483648);
let l_8882 = l_8881 != u32(0);
if l_8882 {
let l_8883 = l_8877 - u32(1);
l_mut_978 = l_8883;
} else {
let l_8884 = l_8877 == u32(2139095040);
if l_8884 {
l_mut_978 = l_8877;
}
}
}
let l_8885 = bitcast<f32>(l_mut_978);
let l_8886 = bitcast<u32>(l_8885);
let l_8887 = l_8886 & u32(2147483647);
let l_8888 = bitcast<f32>(l_8887);
let l_8889 = f64(l_8888);
l_mut_2093 = l_8889;
let l_8890 = l_8887 < u32(8388608);
if l_8890 {
let l_8891 = f64(l_8887);
let l_8892 = l_8891 * f64(1.401298464324817e-45);
l_mut_2093 = l_8892;
}
let l_8893 = bitcast<u64>(l_mut_2093);
let l_8894 = l_8886 >> u32(31);
let l_8895 = u64(l_8894);
let l_8896 = l_8895 << u32(bitcast<u64>(u64(63)));
let l_8897 = l_8893 | l_8896;
let l_8898 = bitcast<f64>(l_8897);
l_mut_3108 = l_8898;
}
}
}
l_mut_3362 = l_mut_3108;
} else {
}
let l_8900 = l_mut_3618 * l_917;
let l_8901 = l_mut_3362 * l_917;
let l_8902 = l_mut_3618 * l_917;
let l_8903 = l_mut_3362 * l_917;
a_8899[u32(0)] = l_8900;
a_8899[u32(1)] = l_8900;
let l_8904 = a_8899[u32(0)];
let l_8905 = l_8901 < l_8904;
if l_8905 {
a_8899[u32(0)] = l_8901;
}
let l_8906 = a_8899[u32(0)];
let l_8907 = l_8902 < l_8906;
if l_8907 {
a_8899[u32(0)] = l_8902;
}
let l_8908 = a_8899[u32(0)];
let l_8909 = l_8903 < l_8908;
if l_8909 {
a_8899[u32(0)] = l_8903;
}
let l_8910 = a_8899[u32(1)];
let l_8911 = l_8901 > l_8910;
if l_8911 {
a_8899[u32(1)] = l_8901;
}
let l_8912 = a_8899[u32(1)];
let l_8913 = l_8902 > l_8912;
if l_8913 {
a_8899[u32(1)] = l_8902;
}
let l_8914 = a_8899[u32(1)];
let l_8915 = l_8903 > l_8914;
if l_8915 {
a_8899[u32(1)] = l_8903;
}
let l_8916 = a_8899[u32(0)];
let l_8917 = l_8916 * f64(7.1362384635298e44);
let l_8918 = floor(l_8917);
let l_8919 = l_8918 * f64(1.401298464324817e-45);
l_mut_3618 = l_8919;
let l_8920 = abs(l_8916);
let l_8921 = l_8920 >= f64(1.1754943508222875e-38);
if l_8921 {
let l_8922 = f32(l_8916);
let l_8923 = f64(l_8922);
l_mut_3618 = l_8923;
let l_8924 = l_mut_3618 > l_8916;
if l_8924 {
let l_8925 = bitcast<u32>(l_8922);
let l_8926 = l_8925 ^ u32(2147483648);
let l_8927 = bitcast<f32>(l_8926);
let l_8928 = bitcast<u32>(l_8927);
let l_8929 = l_8928 + u32(1);
l_mut_978 = l_8929;
let l_8930 = l_8928 & u32(2147483647);
let l_8931 = l_8930 == u32(0);
if l_8931 {
l_mut_978 = u32(1);
} else {
let l_8932 = l_8928 & u32(2147483648);
let l_8933 = l_8932 != u32(0);
if l_8933 {
let l_8934 = l_8928 - u32(1);
l_mut_978 = l_8934;
} else {
let l_8935 = l_8928 == u32(2139095040);
if l_8935 {
l_mut_978 = l_8928;
}
}
}
let l_8936 = bitcast<f32>(l_mut_978);
let l_8937 = bitcast<u32>(l_8936);
let l_8938 = l_8937 ^ u32(2147483648);
let l_8939 = bitcast<f32>(l_8938);
let l_8940 = bitcast<u32>(l_8939);
let l_8941 = l_8940 & u32(2147483647);
let l_8942 = bitcast<f32>(l_8941);
let l_8943 = f64(l_8942);
l_mut_3362 = l_8943;
let l_8944 = l_8941 < u32(8388608);
if l_8944 {
let l_8945 = f64(l_8941);
let l_8946 = l_8945 * f64(1.401298464324817e-45);
l_mut_3362 = l_8946;
}
let l_8947 = bitcast<u64>(l_mut_3362);
let l_8948 = l_8940 >> u32(31);
let l_8949 = u64(l_8948);
let l_8950 = l_8949 << u32(bitcast<u64>(u64(63)));
let l_8951 = l_8947 | l_8950;
let l_8952 = bitcast<f64>(l_8951);
l_mut_3618 = l_8952;
} else {
let l_8953 = bitcast<u32>(l_8922);
let l_8954 = l_8953 + u32(1);
l_mut_978 = l_8954;
let l_8955 = l_8953 & u32(2147483647);
let l_8956 = l_8955 == u32(0);
if l_8956 {
l_mut_978 = u32(1);
} else {
let l_8957 = l_8953 & u32(2147483648);
let l_8958 = l_8957 != u32(0);
if l_8958 {
let l_8959 = l_8953 - u32(1);
l_mut_978 = l_8959;
} else {
let l_8960 = l_8953 == u32(2139095040);
if l_8960 {
l_mut_978 = l_8953;
}
}
}
let l_8961 = bitcast<f32>(l_mut_978);
let l_8962 = bitcast<u32>(l_8961);
let l_8963 = l_8962 & u32(2147483647);
let l_8964 = bitcast<f32>(l_8963);
let l_8965 = f64(l_8964);
l_mut_3362 = l_8965;
let l_8966 = l_8963 < u32(8388608);
if l_8966 {
let l_8967 = f64(l_8963);
let l_8968 = l_8967 * f64(1.401298464324817e-45);
l_mut_3362 = l_8968;
}
let l_8969 = bitcast<u64>(l_mut_3362);
let l_8970 = l_8962 >> u32(31);
let l_8971 = u64(l_8970);
let l_8972 = l_8971 << u32(bitcast<u64>(u64(63)));
let l_8973 = l_8969 | l_8972;
let l_8974 = bitcast<f64>(l_8973);
let l_8975 = l_8974 <= l_8916;
if l_8975 {
let l_8976 = bitcast<u32>(l_8922);
let l_8977 = l_8976 + u32(1);
l_mut_978 = l_8977;
let l_8978 = l_8976 & u32(2147483647);
let l_8979 = l_8978 == u32(0);
if l_8979 {
l_mut_978 = u32(1);
} else {
let l_8980 = l_8976 & u32(2147483648);
let l_8981 = l_8980 != u32(0);
if l_8981 {
let l_8982 = l_8976 - u32(1);
l_mut_978 = l_8982;
} else {
let l_8983 = l_8976 == u32(2139095040);
if l_8983 {
l_mut_978 = l_8976;
}
}
}
let l_8984 = bitcast<f32>(l_mut_978);
let l_8985 = bitcast<u32>(l_8984);
let l_8986 = l_8985 & u32(2147483647);
let l_8987 = bitcast<f32>(l_8986);
let l_8988 = f64(l_8987);
l_mut_3362 = l_8988;
let l_8989 = l_8986 < u32(8388608);
if l_8989 {
let l_8990 = f64(l_8986);
let l_8991 = l_8990 * f64(1.401298464324817e-45);
l_mut_3362 = l_8991;
}
let l_8992 = bitcast<u64>(l_mut_3362);
let l_8993 = l_8985 >> u32(31);
let l_8994 = u64(l_8993);
let l_8995 = l_8994 << u32(bitcast<u64>(u64(63)));
let l_8996 = l_8992 | l_8995;
let l_8997 = bitcast<f64>(l_8996);
l_mut_3618 = l_8997;
}
}
}
let l_8998 = a_8899[u32(1)];
let l_8999 = -l_8998;
let l_9000 = l_8999 * f64(7.1362384635298e44);
let l_9001 = floor(l_9000);
let l_9002 = l_9001 * f64(1.401298464324817e-45);
l_mut_3362 = l_9002;
let l_9003 = abs(l_8999);
let l_9004 = l_9003 >= f64(1.1754943508222875e-38);
if l_9004 {
let l_9005 = f32(l_8999);
let l_9006 = f64(l_9005);
l_mut_3362 = l_9006;
let l_9007 = l_mut_3362 > l_8999;
if l_9007 {
let l_9008 = bitcast<u32>(l_9005);
let l_9009 = l_9008 ^ u32(2147483648);
let l_9010 = bitcast<f32>(l_9009);
let l_9011 = bitcast<u32>(l_9010);
let l_9012 = l_9011 + u32(1);
l_mut_978 = l_9012;
let l_9013 = l_9011 & u32(2147483647);
let l_9014 = l_9013 == u32(0);
if l_9014 {
l_mut_978 = u32(1);
} else {
let l_9015 = l_9011 & u32(2147483648);
let l_9016 = l_9015 != u32(0);
if l_9016 {
let l_9017 = l_9011 - u32(1);
l_mut_978 = l_9017;
} else {
let l_9018 = l_9011 == u32(2139095040);
if l_9018 {
l_mut_978 = l_9011;
}
}
}
let l_9019 = bitcast<f32>(l_mut_978);
let l_9020 = bitcast<u32>(l_9019);
let l_9021 = l_9020 ^ u32(2147483648);
let l_9022 = bitcast<f32>(l_9021);
let l_9023 = bitcast<u32>(l_9022);
let l_9024 = l_9023 & u32(2147483647);
let l_9025 = bitcast<f32>(l_9024);
let l_9026 = f64(l_9025);
l_mut_3108 = l_9026;
let l_9027 = l_9024 < u32(8388608);
if l_9027 {
let l_9028 = f64(l_9024);
let l_9029 = l_9028 * f64(1.401298464324817e-45);
l_mut_3108 = l_9029;
}
let l_9030 = bitcast<u64>(l_mut_3108);
let l_9031 = l_9023 >> u32(31);
let l_9032 = u64(l_9031);
let l_9033 = l_9032 << u32(bitcast<u64>(u64(63)));
let l_9034 = l_9030 | l_9033;
let l_9035 = bitcast<f64>(l_9034);
l_mut_3362 = l_9035;
} else {
let l_9036 = bitcast<u32>(l_9005);
let l_9037 = l_9036 + u32(1);
l_mut_978 = l_9037;
let l_9038 = l_9036 & u32(2147483647);
let l_9039 = l_9038 == u32(0);
if l_9039 {
l_mut_978 = u32(1);
} else {
let l_9040 = l_9036 & u32(2147483648);
let l_9041 = l_9040 != u32(0);
if l_9041 {
let l_9042 = l_9036 - u32(1);
l_mut_978 = l_9042;
} else {
let l_9043 = l_9036 == u32(2139095040);
if l_9043 {
l_mut_978 = l_9036;
}
}
}
let l_9044 = bitcast<f32>(l_mut_978);
let l_9045 = bitcast<u32>(l_9044);
let l_9046 = l_9045 & u32(2147483647);
let l_9047 = bitcast<f32>(l_9046);
let l_9048 = f64(l_9047);
l_mut_3108 = l_9048;
let l_9049 = l_9046 < u32(8388608);
if l_9049 {
let l_9050 = f64(l_9046);
let l_9051 = l_9050 * f64(1.401298464324817e-45);
l_mut_3108 = l_9051;
}
let l_9052 = bitcast<u64>(l_mut_3108);
let l_9053 = l_9045 >> u32(31);
let l_9054 = u64(l_9053);
let l_9055 = l_9054 << u32(bitcast<u64>(u64(63)));
let l_9056 = l_9052 | l_9055;
let l_9057 = bitcast<f64>(l_9056);
let l_9058 = l_9057 <= l_8999;
if l_9058 {
let l_9059 = bitcast<u32>(l_9005);
let l_9060 = l_9059 + u32(1);
l_mut_978 = l_9060;
let l_9061 = l_9059 & u32(2147483647);
let l_9062 = l_9061 == u32(0);
if l_9062 {
l_mut_978 = u32(1);
} else {
let l_9063 = l_9059 & u32(2147483648);
let l_9064 = l_9063 != u32(0);
if l_9064 {
let l_9065 = l_9059 - u32(1);
l_mut_978 = l_9065;
} else {
let l_9066 = l_9059 == u32(2139095040);
if l_9066 {
l_mut_978 = l_9059;
}
}
}
let l_9067 = bitcast<f32>(l_mut_978);
let l_9068 = bitcast<u32>(l_9067);
let l_9069 = l_9068 & u32(2147483647);
let l_9070 = bitcast<f32>(l_9069);
let l_9071 = f64(l_9070);
l_mut_3108 = l_9071;
let l_9072 = l_9069 < u32(8388608);
if l_9072 {
let l_9073 = f64(l_9069);
let l_9074 = l_9073 * f64(1.401298464324817e-45);
l_mut_3108 = l_9074;
}
let l_9075 = bitcast<u64>(l_mut_3108);
let l_9076 = l_9068 >> u32(31);
let l_9077 = u64(l_9076);
let l_9078 = l_9077 << u32(bitcast<u64>(u64(63)));
let l_9079 = l_9075 | l_9078;
let l_9080 = bitcast<f64>(l_9079);
l_mut_3362 = l_9080;
}
}
}
let l_9081 = -l_mut_3362;
l_mut_978 = u32(2);
let l_9082 = l_901 == u32(17);
if l_9082 {
l_mut_3362 = l_mut_3618;
let l_9083 = l_mut_3618 > f64(1000.0);
if l_9083 {
let l_9084 = bitcast<u64>(l_mut_3618);
let l_9085 = l_9084 | u64(9218868437227405312);
let l_9086 = l_9085 & bitcast<u64>(i64(-4503599627370496));
let l_9087 = bitcast<f64>(l_9086);
l_mut_3362 = l_9087;
} else {
let l_9088 = l_mut_3618 < f64(-1000.0);
if l_9088 {
l_mut_3362 = f64(0.0);
} else {
let l_9089 = is_nan_1_f64(l_mut_3618);let l_9090 = !l_9089;
if l_9090 {
let l_9091 = l_mut_3618 + f64(0.5);
let l_9092 = floor(l_9091);
let l_9093 = l_mut_3618 - l_9092;
let l_9094 = l_9093 * f64(0.6931471824645996);
let l_9095 = l_9093 * f64(-1.904654299957768e-9);
let l_9096 = l_9094 + l_9095;
l_mut_3108 = l_9096;
let l_9097 = is_nan_1_f64(l_9096);if l_9097 {
} else {
let l_9098 = l_9096 < f64(-700.0);
if l_9098 {
l_mut_3108 = f64(0.0);
} else {
let l_9099 = l_9096 > f64(700.0);
if l_9099 {
let l_9100 = bitcast<u64>(l_9096);
let l_9101 = l_9100 | u64(9218868437227405312);
let l_9102 = l_9101 & bitcast<u64>(i64(-4503599627370496));
let l_9103 = bitcast<f64>(l_9102);
l_mut_3108 = l_9103;
} else {
let l_9104 = l_9096 * f64(1.4426950408889634);
let l_9105 = l_9104 + f64(0.5);
let l_9106 = floor(l_9105);
let l_9107 = l_9106 * f64(0.6931471824645996);
let l_9108 = l_9094 - l_9107;
let l_9109 = l_9108 * l_20;
let l_9110 = l_9106 * f64(-1.904654299957768e-9);
let l_9111 = l_9095 - l_9110;
let l_9112 = l_9109 + l_9111;
let l_9113 = l_9112 * f64(7.647163731819816e-13);
let l_9114 = l_9113 + f64(1.1470745597729725e-11);
l_mut_2093 = l_9114;
let l_9115 = l_mut_2093 * l_9112;
let l_9116 = l_9115 + f64(1.6059043836821613e-10);
l_mut_2093 = l_9116;
let l_9117 = l_mut_2093 * l_9112;
let l_9118 = l_9117 + f64(2.08767569878681e-9);
l_mut_2093 = l_9118;
let l_9119 = l_mut_2093 * l_9112;
let l_9120 = l_9119 + f64(2.505210838544172e-8);
l_mut_2093 = l_9120;
let l_9121 = l_mut_2093 * l_9112;
let l_9122 = l_9121 + f64(2.755731922398589e-7);
l_mut_2093 = l_9122;
let l_9123 = l_mut_2093 * l_9112;
let l_9124 = l_9123 + f64(2.7557319223985893e-6);
l_mut_2093 = l_9124;
let l_9125 = l_mut_2093 * l_9112;
let l_9126 = l_9125 + f64(2.48015873015873e-5);
l_mut_2093 = l_9126;
let l_9127 = l_mut_2093 * l_9112;
let l_9128 = l_9127 + f64(0.0001984126984126984);
l_mut_2093 = l_9128;
let l_9129 = l_mut_2093 * l_9112;
let l_9130 = l_9129 + f64(0.001388888888888889);
l_mut_2093 = l_9130;
let l_9131 = l_mut_2093 * l_9112;
let l_9132 = l_9131 + f64(0.008333333333333333);
l_mut_2093 = l_9132;
let l_9133 = l_mut_2093 * l_9112;
let l_9134 = l_9133 + f64(0.041666666666666664);
l_mut_2093 = l_9134;
let l_9135 = l_mut_2093 * l_9112;
let l_9136 = l_9135 + f64(0.16666666666666666);
l_mut_2093 = l_9136;
let l_9137 = l_mut_2093 * l_9112;
let l_9138 = l_9137 + f64(0.5);
l_mut_2093 = l_9138;
let l_9139 = l_9112 * l_9112;
let l_9140 = l_9139 * l_mut_2093;
let l_9141 = l_9112 + l_9140;
let l_9142 = f64(1.0) + l_9141;
let l_9143 = i32(l_9106);
let l_9144 = l_9143 + i32(1023);
let l_9145 = u64(l_9144);
let l_9146 = l_9145 << u32(bitcast<u64>(u64(52)));
let l_9147 = bitcast<f64>(l_9146);
let l_9148 = l_9142 * l_9147;
l_mut_3108 = l_9148;
}
}
}
let l_9149 = i32(l_9092);
let l_9150 = l_9149 + i32(1023);
let l_9151 = u64(l_9150);
let l_9152 = l_9151 << u32(bitcast<u64>(u64(52)));
let l_9153 = bitcast<f64>(l_9152);
let l_9154 = l_mut_3108 * l_9153;
l_mut_3362 = l_9154;
}
}
}
l_mut_3108 = l_9081;
let l_9155 = l_9081 > f64(1000.0);
if l_9155 {
let l_9156 = bitcast<u64>(l_9081);
let l_9157 = l_9156 | u64(9218868437227405312);
let l_9158 = l_9157 & bitcast<u64>(i64(-4503599627370496));
let l_9159 = bitcast<f64>(l_9158);
l_mut_3108 = l_9159;
} else {
let l_9160 = l_9081 < f64(-1000.0);
if l_9160 {
l_mut_3108 = f64(0.0);
} else {
let l_9161 = is_nan_1_f64(l_9081);let l_9162 = !l_9161;
if l_9162 {
let l_9163 = l_9081 + f64(0.5);
let l_9164 = floor(l_9163);
let l_9165 = l_9081 - l_9164;
let l_9166 = l_9165 * f64(0.6931471824645996);
let l_9167 = l_9165 * f64(-1.904654299957768e-9);
let l_9168 = l_9166 + l_9167;
l_mut_2093 = l_9168;
let l_9169 = is_nan_1_f64(l_9168);if l_9169 {
} else {
let l_9170 = l_9168 < f64(-700.0);
if l_9170 {
l_mut_2093 = f64(0.0);
} else {
let l_9171 = l_9168 > f64(700.0);
if l_9171 {
let l_9172 = bitcast<u64>(l_9168);
let l_9173 = l_9172 | u64(9218868437227405312);
let l_9174 = l_9173 & bitcast<u64>(i64(-4503599627370496));
let l_9175 = bitcast<f64>(l_9174);
l_mut_2093 = l_9175;
} else {
let l_9176 = l_9168 * f64(1.4426950408889634);
let l_9177 = l_9176 + f64(0.5);
let l_9178 = floor(l_9177);
let l_9179 = l_9178 * f64(0.6931471824645996);
let l_9180 = l_9166 - l_9179;
let l_9181 = l_9180 * l_20;
let l_9182 = l_9178 * f64(-1.904654299957768e-9);
let l_9183 = l_9167 - l_9182;
let l_9184 = l_9181 + l_9183;
let l_9185 = l_9184 * f64(7.647163731819816e-13);
let l_9186 = l_9185 + f64(1.1470745597729725e-11);
l_mut_567 = l_9186;
let l_9187 = l_mut_567 * l_9184;
let l_9188 = l_9187 + f64(1.6059043836821613e-10);
l_mut_567 = l_9188;
let l_9189 = l_mut_567 * l_9184;
let l_9190 = l_9189 + f64(2.08767569878681e-9);
l_mut_567 = l_9190;
let l_9191 = l_mut_567 * l_9184;
let l_9192 = l_9191 + f64(2.505210838544172e-8);
l_mut_567 = l_9192;
let l_9193 = l_mut_567 * l_9184;
let l_9194 = l_9193 + f64(2.755731922398589e-7);
l_mut_567 = l_9194;
let l_9195 = l_mut_567 * l_9184;
let l_9196 = l_9195 + f64(2.7557319223985893e-6);
l_mut_567 = l_9196;
let l_9197 = l_mut_567 * l_9184;
let l_9198 = l_9197 + f64(2.48015873015873e-5);
l_mut_567 = l_9198;
let l_9199 = l_mut_567 * l_9184;
let l_9200 = l_9199 + f64(0.0001984126984126984);
l_mut_567 = l_9200;
let l_9201 = l_mut_567 * l_9184;
let l_9202 = l_9201 + f64(0.001388888888888889);
l_mut_567 = l_9202;
let l_9203 = l_mut_567 * l_9184;
let l_9204 = l_9203 + f64(0.008333333333333333);
l_mut_567 = l_9204;
let l_9205 = l_mut_567 * l_9184;
let l_9206 = l_9205 + f64(0.041666666666666664);
l_mut_567 = l_9206;
let l_9207 = l_mut_567 * l_9184;
let l_9208 = l_9207 + f64(0.16666666666666666);
l_mut_567 = l_9208;
let l_9209 = l_mut_567 * l_9184;
let l_9210 = l_9209 + f64(0.5);
l_mut_567 = l_9210;
let l_9211 = l_9184 * l_9184;
let l_9212 = l_9211 * l_mut_567;
let l_9213 = l_9184 + l_9212;
let l_9214 = f64(1.0) + l_9213;
let l_9215 = i32(l_9178);
let l_9216 = l_9215 + i32(1023);
let l_9217 = u64(l_9216);
let l_9218 = l_9217 << u32(bitcast<u64>(u64(52)));
let l_9219 = bitcast<f64>(l_9218);
let l_9220 = l_9214 * l_9219;
l_mut_2093 = l_9220;
}
}
}
let l_9221 = i32(l_9164);
let l_9222 = l_9221 + i32(1023);
let l_9223 = u64(l_9222);
let l_9224 = l_9223 << u32(bitcast<u64>(u64(52)));
let l_9225 = bitcast<f64>(l_9224);
let l_9226 = l_mut_2093 * l_9225;
l_mut_3108 = l_9226;
}
}
}
let l_9227 = l_mut_3362 * f64(1.4551915228366852e-11);
let l_9228 = l_mut_3108 * f64(1.4551915228366852e-11);
l_mut_937 = u32(2);
let l_9229 = l_mut_3362 - l_9227;
let l_9230 = abs(l_9229);
l_mut_2093 = f64(1.401298464324817e-45);
let l_9231 = l_9230 >= f64(1.1754943508222875e-38);
let l_9232 = l_9230 <= f64(1.7976931348623157e308);
let l_9233 = l_9231 && l_9232;
if l_9233 {
let l_9234 = bitcast<u64>(l_9230);
let l_9235 = l_9234 >> u32(bitcast<u64>(u64(52)));
let l_9236 = l_9235 - u64(23);
let l_9237 = l_9236 << u32(bitcast<u64>(u64(52)));
let l_9238 = bitcast<f64>(l_9237);
l_mut_2093 = l_9238;
}
let l_9239 = l_mut_3362 + l_9227;
let l_9240 = abs(l_9239);
l_mut_567 = f64(1.401298464324817e-45);
let l_9241 = l_9240 >= f64(1.1754943508222875e-38);
let l_9242 = l_9240 <= f64(1.7976931348623157e308);
let l_9243 = l_9241 && l_9242;
if l_9243 {
let l_9244 = bitcast<u64>(l_9240);
let l_9245 = l_9244 >> u32(bitcast<u64>(u64(52)));
let l_9246 = l_9245 - u64(23);
let l_9247 = l_9246 << u32(bitcast<u64>(u64(52)));
let l_9248 = bitcast<f64>(l_9247);
l_mut_567 = l_9248;
}
let l_9249 = l_mut_2093 == l_mut_567;
let l_9250 = l_mut_3108 - l_9228;
let l_9251 = abs(l_9250);
l_mut_2093 = f64(1.401298464324817e-45);
let l_9252 = l_9251 >= f64(1.1754943508222875e-38);
let l_9253 = l_9251 <= f64(1.7976931348623157e308);
let l_9254 = l_9252 && l_9253;
if l_9254 {
let l_9255 = bitcast<u64>(l_9251);
let l_9256 = l_9255 >> u32(bitcast<u64>(u64(52)));
let l_9257 = l_9256 - u64(23);
let l_9258 = l_9257 << u32(bitcast<u64>(u64(52)));
let l_9259 = bitcast<f64>(l_9258);
l_mut_2093 = l_9259;
}
let l_9260 = l_mut_3108 + l_9228;
let l_9261 = abs(l_9260);
l_mut_567 = f64(1.401298464324817e-45);
let l_9262 = l_9261 >= f64(1.1754943508222875e-38);
let l_9263 = l_9261 <= f64(1.7976931348623157e308);
let l_9264 = l_9262 && l_9263;
if l_9264 {
let l_9265 = bitcast<u64>(l_9261);
let l_9266 = l_9265 >> u32(bitcast<u64>(u64(52)));
let l_9267 = l_9266 - u64(23);
let l_9268 = l_9267 << u32(bitcast<u64>(u64(52)));
let l_9269 = bitcast<f64>(l_9268);
l_mut_567 = l_9269;
}
let l_9270 = l_mut_2093 == l_mut_567;
let l_9271 = l_9249 && l_9270;
if l_9271 {
let l_9272 = l_907 * l_mut_3362;
let l_9273 = abs(l_mut_3362);
l_mut_2093 = f64(1.401298464324817e-45);
let l_9274 = l_9273 >= f64(1.1754943508222875e-38);
let l_9275 = l_9273 <= f64(1.7976931348623157e308);
let l_9276 = l_9274 && l_9275;
if l_9276 {
let l_9277 = bitcast<u64>(l_9273);
let l_9278 = l_9277 >> u32(bitcast<u64>(u64(52)));
let l_9279 = l_9278 - u64(23);
let l_9280 = l_9279 << u32(bitcast<u64>(u64(52)));
let l_9281 = bitcast<f64>(l_9280);
l_mut_2093 = l_9281;
}
let l_9282 = f64(0.5) * l_mut_2093;
l_mut_2093 = l_9272;
let l_9283 = l_9282 > l_9272;
if l_9283 {
l_mut_2093 = l_9282;
}
let l_9284 = l_907 * l_mut_3108;
let l_9285 = abs(l_mut_3108);
l_mut_567 = f64(1.401298464324817e-45);
let l_9286 = l_9285 >= f64(1.1754943508222875e-38);
let l_9287 = l_9285 <= f64(1.7976931348623157e308);
let l_9288 = l_9286 && l_9287;
if l_9288 {
let l_9289 = bitcast<u64>(l_9285);
let l_9290 = l_9289 >> u32(bitcast<u64>(u64(52)));
let l_9291 = l_9290 - u64(23);
let l_9292 = l_9291 << u32(bitcast<u64>(u64(52)));
let l_9293 = bitcast<f64>(l_9292);
l_mut_567 = l_9293;
}
let l_9294 = f64(0.5) * l_mut_567;
l_mut_567 = l_9284;
let l_9295 = l_9294 > l_9284;
if l_9295 {
l_mut_567 = l_9294;
}
let l_9296 = l_mut_3362 - l_mut_2093;
let l_9297 = l_mut_3108 + l_mut_567;
let l_9298 = bitcast<u32>(l_146);
let l_9299 = l_9298 & u32(2147483647);
let l_9300 = bitcast<f32>(l_9299);
let l_9301 = f64(l_9300);
l_mut_3362 = l_9301;
let l_9302 = l_9299 < u32(8388608);
if l_9302 {
let l_9303 = f64(l_9299);
let l_9304 = l_9303 * f64(1.401298464324817e-45);
l_mut_3362 = l_9304;
}
let l_9305 = bitcast<u64>(l_mut_3362);
let l_9306 = l_9298 >> u32(31);
let l_9307 = u64(l_9306);
let l_9308 = l_9307 << u32(bitcast<u64>(u64(63)));
let l_9309 = l_9305 | l_9308;
let l_9310 = bitcast<f64>(l_9309);
let l_9311 = bitcast<u32>(l_146);
let l_9312 = l_9311 + u32(1);
l_mut_9313 = l_9312;
let l_9314 = l_9311 & u32(2147483647);
let l_9315 = l_9314 == u32(0);
if l_9315 {
l_mut_9313 = u32(1);
} else {
let l_9316 = l_9311 & u32(2147483648);
let l_9317 = l_9316 != u32(0);
if l_9317 {
let l_9318 = l_9311 - u32(1);
l_mut_9313 = l_9318;
} else {
let l_9319 = l_9311 == u32(2139095040);
if l_9319 {
l_mut_9313 = l_9311;
}
}
}
let l_9320 = bitcast<f32>(l_mut_9313);
let l_9321 = bitcast<u32>(l_9320);
let l_9322 = l_9321 & u32(2147483647);
let l_9323 = bitcast<f32>(l_9322);
let l_9324 = f64(l_9323);
l_mut_3362 = l_9324;
let l_9325 = l_9322 < u32(8388608);
if l_9325 {
let l_9326 = f64(l_9322);
let l_9327 = l_9326 * f64(1.401298464324817e-45);
l_mut_3362 = l_9327;
}
let l_9328 = bitcast<u64>(l_mut_3362);
let l_9329 = l_9321 >> u32(31);
let l_9330 = u64(l_9329);
let l_9331 = l_9330 << u32(bitcast<u64>(u64(63)));
let l_9332 = l_9328 | l_9331;
let l_9333 = bitcast<f64>(l_9332);
let l_9334 = bitcast<u32>(l_146);
let l_9335 = l_9334 ^ u32(2147483648);
let l_9336 = bitcast<f32>(l_9335);
let l_9337 = bitcast<u32>(l_9336);
let l_9338 = l_9337 + u32(1);
l_mut_9313 = l_9338;
let l_9339 = l_9337 & u32(2147483647);
let l_9340 = l_9339 == u32(0);
if l_9340 {
l_mut_9313 = u32(1);
} else {
let l_9341 = l_9337 & u32(2147483648);
let l_9342 = l_9341 != u32(0);
if l_9342 {
let l_9343 = l_9337 - u32(1);
l_mut_9313 = l_9343;
} else {
let l_9344 = l_9337 == u32(2139095040);
if l_9344 {
l_mut_9313 = l_9337;
}
}
}
let l_9345 = bitcast<f32>(l_mut_9313);
let l_9346 = bitcast<u32>(l_9345);
let l_9347 = l_9346 ^ u32(2147483648);
let l_9348 = bitcast<f32>(l_9347);
let l_9349 = bitcast<u32>(l_9348);
let l_9350 = l_9349 & u32(2147483647);
let l_9351 = bitcast<f32>(l_9350);
let l_9352 = f64(l_9351);
l_mut_3362 = l_9352;
let l_9353 = l_9350 < u32(8388608);
if l_9353 {
let l_9354 = f64(l_9350);
let l_9355 = l_9354 * f64(1.401298464324817e-45);
l_mut_3362 = l_9355;
}
let l_9356 = bitcast<u64>(l_mut_3362);
let l_9357 = l_9349 >> u32(31);
let l_9358 = u64(l_9357);
let l_9359 = l_9358 << u32(bitcast<u64>(u64(63)));
let l_9360 = l_9356 | l_9359;
let l_9361 = bitcast<f64>(l_9360);
let l_9362 = l_9296 + l_9227;
let l_9363 = l_9362 <= l_9310;
l_mut_8140 = l_9363;
let l_9364 = l_9296 - l_9227;
let l_9365 = l_9364 > l_9310;
l_mut_1035 = l_9365;
let l_9366 = l_9297 - l_9228;
let l_9367 = l_9366 >= l_9310;
l_mut_1032 = l_9367;
let l_9368 = l_9297 + l_9228;
let l_9369 = l_9368 < l_9310;
l_mut_1029 = l_9369;
l_mut_9313 = u32(2);
let l_9370 = l_mut_1035 || l_mut_1029;
if l_9370 {
l_mut_9313 = u32(1);
} else {
let l_9371 = l_mut_8140 && l_mut_1032;
if l_9371 {
l_mut_9313 = u32(0);
}
}
let l_9372 = bitcast<u32>(l_146);
let l_9373 = l_9372 & u32(2147483647);
let l_9374 = l_9373 == u32(0);
if l_9374 {
let l_9375 = l_9296 + l_9227;
let l_9376 = l_9375 < f64(1.1754943508222875e-38);
let l_9377 = l_9297 - l_9228;
let l_9378 = l_9377 > f64(-1.1754943508222875e-38);
let l_9379 = l_9376 && l_9378;
let l_9380 = l_9296 - l_9227;
let l_9381 = l_9380 < f64(1.1754943508222875e-38);
let l_9382 = l_9297 + l_9228;
let l_9383 = l_9382 > f64(-1.1754943508222875e-38);
let l_9384 = l_9381 && l_9383;
if l_9379 {
l_mut_9313 = u32(0);
} else {
let l_9385 = l_mut_9313 == u32(1);
let l_9386 = l_9384 && l_9385;
if l_9386 {
l_mut_9313 = u32(2);
}
}
}
l_mut_937 = l_mut_9313;
}
l_mut_978 = l_mut_937;
}
let l_9387 = l_901 == u32(16);
if l_9387 {
let l_9388 = abs(l_mut_3618);
let l_9389 = abs(l_9081);
l_mut_3362 = l_9388;
let l_9390 = l_9389 > l_9388;
if l_9390 {
l_mut_3362 = l_9389;
}
let l_9391 = f64(2.0) * l_mut_3362;
let l_9392 = l_913 + l_9391;
l_mut_3108 = l_9392;
if l_7043 {
let l_9393 = f64(2.0) * l_mut_3362;
let l_9394 = floor(l_9393);
let l_9395 = l_913 + l_9394;
l_mut_3108 = l_9395;
}
l_mut_9313 = u32(2);
let l_9396 = l_mut_3362 <= f64(300.0);
if l_9396 {
l_mut_3362 = l_mut_3618;
let l_9397 = l_mut_3618 > f64(1000.0);
if l_9397 {
let l_9398 = bitcast<u64>(l_mut_3618);
let l_9399 = l_9398 | u64(9218868437227405312);
let l_9400 = l_9399 & bitcast<u64>(i64(-4503599627370496));
let l_9401 = bitcast<f64>(l_9400);
l_mut_3362 = l_9401;
} else {
let l_9402 = l_mut_3618 < f64(-1000.0);
if l_9402 {
l_mut_3362 = f64(0.0);
} else {
let l_9403 = is_nan_1_f64(l_mut_3618);let l_9404 = !l_9403;
if l_9404 {
let l_9405 = l_mut_3618 + f64(0.5);
let l_9406 = floor(l_9405);
let l_9407 = l_mut_3618 - l_9406;
let l_9408 = l_9407 * f64(0.6931471824645996);
let l_9409 = l_9407 * f64(-1.904654299957768e-9);
let l_9410 = l_9408 + l_9409;
l_mut_3618 = l_9410;
let l_9411 = is_nan_1_f64(l_9410);if l_9411 {
} else {
let l_9412 = l_9410 < f64(-700.0);
if l_9412 {
l_mut_3618 = f64(0.0);
} else {
let l_9413 = l_9410 > f64(700.0);
if l_9413 {
let l_9414 = bitcast<u64>(l_9410);
let l_9415 = l_9414 | u64(9218868437227405312);
let l_9416 = l_9415 & bitcast<u64>(i64(-4503599627370496));
let l_9417 = bitcast<f64>(l_9416);
l_mut_3618 = l_9417;
} else {
let l_9418 = l_9410 * f64(1.4426950408889634);
let l_9419 = l_9418 + f64(0.5);
let l_9420 = floor(l_9419);
let l_9421 = l_9420 * f64(0.6931471824645996);
let l_9422 = l_9408 - l_9421;
let l_9423 = l_9422 * l_20;
let l_9424 = l_9420 * f64(-1.904654299957768e-9);
let l_9425 = l_9409 - l_9424;
let l_9426 = l_9423 + l_9425;
let l_9427 = l_9426 * f64(7.647163731819816e-13);
let l_9428 = l_9427 + f64(1.1470745597729725e-11);
l_mut_2093 = l_9428;
let l_9429 = l_mut_2093 * l_9426;
let l_9430 = l_9429 + f64(1.6059043836821613e-10);
l_mut_2093 = l_9430;
let l_9431 = l_mut_2093 * l_9426;
let l_9432 = l_9431 + f64(2.08767569878681e-9);
l_mut_2093 = l_9432;
let l_9433 = l_mut_2093 * l_9426;
let l_9434 = l_9433 + f64(2.505210838544172e-8);
l_mut_2093 = l_9434;
let l_9435 = l_mut_2093 * l_9426;
let l_9436 = l_9435 + f64(2.755731922398589e-7);
l_mut_2093 = l_9436;
let l_9437 = l_mut_2093 * l_9426;
let l_9438 = l_9437 + f64(2.7557319223985893e-6);
l_mut_2093 = l_9438;
let l_9439 = l_mut_2093 * l_9426;
let l_9440 = l_9439 + f64(2.48015873015873e-5);
l_mut_2093 = l_9440;
let l_9441 = l_mut_2093 * l_9426;
let l_9442 = l_9441 + f64(0.0001984126984126984);
l_mut_2093 = l_9442;
let l_9443 = l_mut_2093 * l_9426;
let l_9444 = l_9443 + f64(0.001388888888888889);
l_mut_2093 = l_9444;
let l_9445 = l_mut_2093 * l_9426;
let l_9446 = l_9445 + f64(0.008333333333333333);
l_mut_2093 = l_9446;
let l_9447 = l_mut_2093 * l_9426;
let l_9448 = l_9447 + f64(0.041666666666666664);
l_mut_2093 = l_9448;
let l_9449 = l_mut_2093 * l_9426;
let l_9450 = l_9449 + f64(0.16666666666666666);
l_mut_2093 = l_9450;
let l_9451 = l_mut_2093 * l_9426;
let l_9452 = l_9451 + f64(0.5);
l_mut_2093 = l_9452;
let l_9453 = l_9426 * l_9426;
let l_9454 = l_9453 * l_mut_2093;
let l_9455 = l_9426 + l_9454;
let l_9456 = f64(1.0) + l_9455;
let l_9457 = i32(l_9420);
let l_9458 = l_9457 + i32(1023);
let l_9459 = u64(l_9458);
let l_9460 = l_9459 << u32(bitcast<u64>(u64(52)));
let l_9461 = bitcast<f64>(l_9460);
let l_9462 = l_9456 * l_9461;
l_mut_3618 = l_9462;
}
}
}
let l_9463 = i32(l_9406);
let l_9464 = l_9463 + i32(1023);
let l_9465 = u64(l_9464);
let l_9466 = l_9465 << u32(bitcast<u64>(u64(52)));
let l_9467 = bitcast<f64>(l_9466);
let l_9468 = l_mut_3618 * l_9467;
l_mut_3362 = l_9468;
}
}
}
l_mut_3618 = l_9081;
let l_9469 = l_9081 > f64(1000.0);
if l_9469 {
let l_9470 = bitcast<u64>(l_9081);
let l_9471 = l_9470 | u64(9218868437227405312);
let l_9472 = l_9471 & bitcast<u64>(i64(-4503599627370496));
let l_9473 = bitcast<f64>(l_9472);
l_mut_3618 = l_9473;
} else {
let l_9474 = l_9081 < f64(-1000.0);
if l_9474 {
l_mut_3618 = f64(0.0);
} else {
let l_9475 = is_nan_1_f64(l_9081);let l_9476 = !l_9475;
if l_9476 {
let l_9477 = l_9081 + f64(0.5);
let l_9478 = floor(l_9477);
let l_9479 = l_9081 - l_9478;
let l_9480 = l_9479 * f64(0.6931471824645996);
let l_9481 = l_9479 * f64(-1.904654299957768e-9);
let l_9482 = l_9480 + l_9481;
l_mut_2093 = l_9482;
let l_9483 = is_nan_1_f64(l_9482);if l_9483 {
} else {
let l_9484 = l_9482 < f64(-700.0);
if l_9484 {
l_mut_2093 = f64(0.0);
} else {
let l_9485 = l_9482 > f64(700.0);
if l_9485 {
let l_9486 = bitcast<u64>(l_9482);
let l_9487 = l_9486 | u64(9218868437227405312);
let l_9488 = l_9487 & bitcast<u64>(i64(-4503599627370496));
let l_9489 = bitcast<f64>(l_9488);
l_mut_2093 = l_9489;
} else {
let l_9490 = l_9482 * f64(1.4426950408889634);
let l_9491 = l_9490 + f64(0.5);
let l_9492 = floor(l_9491);
let l_9493 = l_9492 * f64(0.6931471824645996);
let l_9494 = l_9480 - l_9493;
let l_9495 = l_9494 * l_20;
let l_9496 = l_9492 * f64(-1.904654299957768e-9);
let l_9497 = l_9481 - l_9496;
let l_9498 = l_9495 + l_9497;
let l_9499 = l_9498 * f64(7.647163731819816e-13);
let l_9500 = l_9499 + f64(1.1470745597729725e-11);
l_mut_567 = l_9500;
let l_9501 = l_mut_567 * l_9498;
let l_9502 = l_9501 + f64(1.6059043836821613e-10);
l_mut_567 = l_9502;
let l_9503 = l_mut_567 * l_9498;
let l_9504 = l_9503 + f64(2.08767569878681e-9);
l_mut_567 = l_9504;
let l_9505 = l_mut_567 * l_9498;
let l_9506 = l_9505 + f64(2.505210838544172e-8);
l_mut_567 = l_9506;
let l_9507 = l_mut_567 * l_9498;
let l_9508 = l_9507 + f64(2.755731922398589e-7);
l_mut_567 = l_9508;
let l_9509 = l_mut_567 * l_9498;
let l_9510 = l_9509 + f64(2.7557319223985893e-6);
l_mut_567 = l_9510;
let l_9511 = l_mut_567 * l_9498;
let l_9512 = l_9511 + f64(2.48015873015873e-5);
l_mut_567 = l_9512;
let l_9513 = l_mut_567 * l_9498;
let l_9514 = l_9513 + f64(0.0001984126984126984);
l_mut_567 = l_9514;
let l_9515 = l_mut_567 * l_9498;
let l_9516 = l_9515 + f64(0.001388888888888889);
l_mut_567 = l_9516;
let l_9517 = l_mut_567 * l_9498;
let l_9518 = l_9517 + f64(0.008333333333333333);
l_mut_567 = l_9518;
let l_9519 = l_mut_567 * l_9498;
let l_9520 = l_9519 + f64(0.041666666666666664);
l_mut_567 = l_9520;
let l_9521 = l_mut_567 * l_9498;
let l_9522 = l_9521 + f64(0.16666666666666666);
l_mut_567 = l_9522;
let l_9523 = l_mut_567 * l_9498;
let l_9524 = l_9523 + f64(0.5);
l_mut_567 = l_9524;
let l_9525 = l_9498 * l_9498;
let l_9526 = l_9525 * l_mut_567;
let l_9527 = l_9498 + l_9526;
let l_9528 = f64(1.0) + l_9527;
let l_9529 = i32(l_9492);
let l_9530 = l_9529 + i32(1023);
let l_9531 = u64(l_9530);
let l_9532 = l_9531 << u32(bitcast<u64>(u64(52)));
let l_9533 = bitcast<f64>(l_9532);
let l_9534 = l_9528 * l_9533;
l_mut_2093 = l_9534;
}
}
}
let l_9535 = i32(l_9478);
let l_9536 = l_9535 + i32(1023);
let l_9537 = u64(l_9536);
let l_9538 = l_9537 << u32(bitcast<u64>(u64(52)));
let l_9539 = bitcast<f64>(l_9538);
let l_9540 = l_mut_2093 * l_9539;
l_mut_3618 = l_9540;
}
}
}
let l_9541 = l_mut_3362 * f64(1.4551915228366852e-11);
let l_9542 = l_mut_3618 * f64(1.4551915228366852e-11);
let l_9543 = l_mut_3362 - l_9541;
let l_9544 = abs(l_9543);
l_mut_2093 = f64(1.401298464324817e-45);
let l_9545 = l_9544 >= f64(1.1754943508222875e-38);
let l_9546 = l_9544 <= f64(1.7976931348623157e308);
let l_9547 = l_9545 && l_9546;
if l_9547 {
let l_9548 = bitcast<u64>(l_9544);
let l_9549 = l_9548 >> u32(bitcast<u64>(u64(52)));
let l_9550 = l_9549 - u64(23);
let l_9551 = l_9550 << u32(bitcast<u64>(u64(52)));
let l_9552 = bitcast<f64>(l_9551);
l_mut_2093 = l_9552;
}
let l_9553 = l_mut_3362 + l_9541;
let l_9554 = abs(l_9553);
l_mut_567 = f64(1.401298464324817e-45);
let l_9555 = l_9554 >= f64(1.1754943508222875e-38);
let l_9556 = l_9554 <= f64(1.7976931348623157e308);
let l_9557 = l_9555 && l_9556;
if l_9557 {
let l_9558 = bitcast<u64>(l_9554);
let l_9559 = l_9558 >> u32(bitcast<u64>(u64(52)));
let l_9560 = l_9559 - u64(23);
let l_9561 = l_9560 << u32(bitcast<u64>(u64(52)));
let l_9562 = bitcast<f64>(l_9561);
l_mut_567 = l_9562;
}
let l_9563 = l_mut_2093 == l_mut_567;
let l_9564 = l_mut_3618 - l_9542;
let l_9565 = abs(l_9564);
l_mut_2093 = f64(1.401298464324817e-45);
let l_9566 = l_9565 >= f64(1.1754943508222875e-38);
let l_9567 = l_9565 <= f64(1.7976931348623157e308);
let l_9568 = l_9566 && l_9567;
if l_9568 {
let l_9569 = bitcast<u64>(l_9565);
let l_9570 = l_9569 >> u32(bitcast<u64>(u64(52)));
let l_9571 = l_9570 - u64(23);
let l_9572 = l_9571 << u32(bitcast<u64>(u64(52)));
let l_9573 = bitcast<f64>(l_9572);
l_mut_2093 = l_9573;
}
let l_9574 = l_mut_3618 + l_9542;
let l_9575 = abs(l_9574);
l_mut_567 = f64(1.401298464324817e-45);
let l_9576 = l_9575 >= f64(1.1754943508222875e-38);
let l_9577 = l_9575 <= f64(1.7976931348623157e308);
let l_9578 = l_9576 && l_9577;
if l_9578 {
let l_9579 = bitcast<u64>(l_9575);
let l_9580 = l_9579 >> u32(bitcast<u64>(u64(52)));
let l_9581 = l_9580 - u64(23);
let l_9582 = l_9581 << u32(bitcast<u64>(u64(52)));
let l_9583 = bitcast<f64>(l_9582);
l_mut_567 = l_9583;
}
let l_9584 = l_mut_2093 == l_mut_567;
let l_9585 = l_9563 && l_9584;
if l_9585 {
let l_9586 = abs(l_mut_3362);
l_mut_2093 = f64(1.401298464324817e-45);
let l_9587 = l_9586 >= f64(1.1754943508222875e-38);
let l_9588 = l_9586 <= f64(1.7976931348623157e308);
let l_9589 = l_9587 && l_9588;
if l_9589 {
let l_9590 = bitcast<u64>(l_9586);
let l_9591 = l_9590 >> u32(bitcast<u64>(u64(52)));
let l_9592 = l_9591 - u64(23);
let l_9593 = l_9592 << u32(bitcast<u64>(u64(52)));
let l_9594 = bitcast<f64>(l_9593);
l_mut_2093 = l_9594;
}
let l_9595 = l_mut_3108 * l_mut_2093;
let l_9596 = l_mut_3362 - l_9595;
let l_9597 = abs(l_mut_3618);
l_mut_3362 = f64(1.401298464324817e-45);
let l_9598 = l_9597 >= f64(1.1754943508222875e-38);
let l_9599 = l_9597 <= f64(1.7976931348623157e308);
let l_9600 = l_9598 && l_9599;
if l_9600 {
let l_9601 = bitcast<u64>(l_9597);
let l_9602 = l_9601 >> u32(bitcast<u64>(u64(52)));
let l_9603 = l_9602 - u64(23);
let l_9604 = l_9603 << u32(bitcast<u64>(u64(52)));
let l_9605 = bitcast<f64>(l_9604);
l_mut_3362 = l_9605;
}
let l_9606 = l_mut_3108 * l_mut_3362;
let l_9607 = l_mut_3618 + l_9606;
let l_9608 = bitcast<u32>(l_146);
let l_9609 = l_9608 & u32(2147483647);
let l_9610 = bitcast<f32>(l_9609);
let l_9611 = f64(l_9610);
l_mut_3618 = l_9611;
let l_9612 = l_9609 < u32(8388608);
if l_9612 {
let l_9613 = f64(l_9609);
let l_9614 = l_9613 * f64(1.401298464324817e-45);
l_mut_3618 = l_9614;
}
let l_9615 = bitcast<u64>(l_mut_3618);
let l_9616 = l_9608 >> u32(31);
let l_9617 = u64(l_9616);
let l_9618 = l_9617 << u32(bitcast<u64>(u64(63)));
let l_9619 = l_9615 | l_9618;
let l_9620 = bitcast<f64>(l_9619);
let l_9621 = bitcast<u32>(l_146);
let l_9622 = l_9621 + u32(1);
l_mut_937 = l_9622;
let l_9623 = l_9621 & u32(2147483647);
let l_9624 = l_9623 == u32(0);
if l_9624 {
l_mut_937 = u32(1);
} else {
let l_9625 = l_9621 & u32(2147483648);
let l_9626 = l_9625 != u32(0);
if l_9626 {
let l_9627 = l_9621 - u32(1);
l_mut_937 = l_9627;
} else {
let l_9628 = l_9621 == u32(2139095040);
if l_9628 {
l_mut_937 = l_9621;
}
}
}
let l_9629 = bitcast<f32>(l_mut_937);
let l_9630 = bitcast<u32>(l_9629);
let l_9631 = l_9630 & u32(2147483647);
let l_9632 = bitcast<f32>(l_9631);
let l_9633 = f64(l_9632);
l_mut_3618 = l_9633;
let l_9634 = l_9631 < u32(8388608);
if l_9634 {
let l_9635 = f64(l_9631);
let l_9636 = l_9635 * f64(1.401298464324817e-45);
l_mut_3618 = l_9636;
}
let l_9637 = bitcast<u64>(l_mut_3618);
let l_9638 = l_9630 >> u32(31);
let l_9639 = u64(l_9638);
let l_9640 = l_9639 << u32(bitcast<u64>(u64(63)));
let l_9641 = l_9637 | l_9640;
let l_9642 = bitcast<f64>(l_9641);
let l_9643 = bitcast<u32>(l_146);
let l_9644 = l_9643 ^ u32(2147483648);
let l_9645 = bitcast<f32>(l_9644);
let l_9646 = bitcast<u32>(l_9645);
let l_9647 = l_9646 + u32(1);
l_mut_937 = l_9647;
let l_9648 = l_9646 & u32(2147483647);
let l_9649 = l_9648 == u32(0);
if l_9649 {
l_mut_937 = u32(1);
} else {
let l_9650 = l_9646 & u32(2147483648);
let l_9651 = l_9650 != u32(0);
if l_9651 {
let l_9652 = l_9646 - u32(1);
l_mut_937 = l_9652;
} else {
let l_9653 = l_9646 == u32(2139095040);
if l_9653 {
l_mut_937 = l_9646;
}
}
}
let l_9654 = bitcast<f32>(l_mut_937);
let l_9655 = bitcast<u32>(l_9654);
let l_9656 = l_9655 ^ u32(2147483648);
let l_9657 = bitcast<f32>(l_9656);
let l_9658 = bitcast<u32>(l_9657);
let l_9659 = l_9658 & u32(2147483647);
let l_9660 = bitcast<f32>(l_9659);
let l_9661 = f64(l_9660);
l_mut_3618 = l_9661;
let l_9662 = l_9659 < u32(8388608);
if l_9662 {
let l_9663 = f64(l_9659);
let l_9664 = l_9663 * f64(1.401298464324817e-45);
l_mut_3618 = l_9664;
}
let l_9665 = bitcast<u64>(l_mut_3618);
let l_9666 = l_9658 >> u32(31);
let l_9667 = u64(l_9666);
let l_9668 = l_9667 << u32(bitcast<u64>(u64(63)));
let l_9669 = l_9665 | l_9668;
let l_9670 = bitcast<f64>(l_9669);
let l_9671 = l_9596 + l_9541;
let l_9672 = l_9671 <= l_9620;
l_mut_8140 = l_9672;
let l_9673 = l_9596 - l_9541;
let l_9674 = l_9673 > l_9620;
l_mut_1035 = l_9674;
let l_9675 = l_9607 - l_9542;
let l_9676 = l_9675 >= l_9620;
l_mut_1032 = l_9676;
let l_9677 = l_9607 + l_9542;
let l_9678 = l_9677 < l_9620;
l_mut_1029 = l_9678;
if l_905 {
let l_9679 = l_9596 + l_9541;
let l_9680 = l_9679 < l_9642;
l_mut_8140 = l_9680;
let l_9681 = l_9596 - l_9541;
let l_9682 = l_9681 >= l_9642;
l_mut_1035 = l_9682;
let l_9683 = l_9607 - l_9542;
let l_9684 = l_9683 > l_9670;
l_mut_1032 = l_9684;
let l_9685 = l_9607 + l_9542;
let l_9686 = l_9685 <= l_9670;
l_mut_1029 = l_9686;
}
l_mut_937 = u32(2);
let l_9687 = l_mut_1035 || l_mut_1029;
if l_9687 {
l_mut_937 = u32(1);
} else {
let l_9688 = l_mut_8140 && l_mut_1032;
if l_9688 {
l_mut_937 = u32(0);
}
}
let l_9689 = bitcast<u32>(l_146);
let l_9690 = l_9689 & u32(2147483647);
let l_9691 = l_9690 == u32(0);
if l_9691 {
let l_9692 = l_9596 + l_9541;
let l_9693 = l_9692 < f64(1.1754943508222875e-38);
let l_9694 = l_9607 - l_9542;
let l_9695 = l_9694 > f64(-1.1754943508222875e-38);
let l_9696 = l_9693 && l_9695;
let l_9697 = l_9596 - l_9541;
let l_9698 = l_9697 < f64(1.1754943508222875e-38);
let l_9699 = l_9607 + l_9542;
let l_9700 = l_9699 > f64(-1.1754943508222875e-38);
let l_9701 = l_9698 && l_9700;
if l_9696 {
l_mut_937 = u32(0);
} else {
let l_9702 = l_mut_937 == u32(1);
let l_9703 = l_9701 && l_9702;
if l_9703 {
l_mut_937 = u32(2);
}
}
}
l_mut_9313 = l_mut_937;
}
}
l_mut_978 = l_mut_9313;
}
l_mut_9313 = u32(2);
let l_9704 = l_mut_4124 == u32(0);
if l_9704 {
l_mut_9313 = u32(0);
} else {
let l_9705 = l_mut_978 == u32(1);
if l_9705 {
l_mut_9313 = u32(1);
}
}
l_mut_5167 = l_mut_9313;
} else {
let l_9706 = l_7116 - l_mut_3872;
let l_9707 = l_9706 * l_917;
let l_9708 = l_7116 + l_mut_3872;
let l_9709 = l_9708 * l_917;
a_9710[u32(0)] = l_9707;
a_9710[u32(1)] = l_9707;
let l_9711 = a_9710[u32(0)];
let l_9712 = l_9709 < l_9711;
if l_9712 {
a_9710[u32(0)] = l_9709;
}
let l_9713 = a_9710[u32(0)];
let l_9714 = l_9707 < l_9713;
if l_9714 {
a_9710[u32(0)] = l_9707;
}
let l_9715 = a_9710[u32(0)];
let l_9716 = l_9709 < l_9715;
if l_9716 {
a_9710[u32(0)] = l_9709;
}
let l_9717 = a_9710[u32(1)];
let l_9718 = l_9709 > l_9717;
if l_9718 {
a_9710[u32(1)] = l_9709;
}
let l_9719 = a_9710[u32(1)];
let l_9720 = l_9707 > l_9719;
if l_9720 {
a_9710[u32(1)] = l_9707;
}
let l_9721 = a_9710[u32(1)];
let l_9722 = l_9709 > l_9721;
if l_9722 {
a_9710[u32(1)] = l_9709;
}
let l_9723 = abs(l_917);
let l_9724 = abs(l_7116);
let l_9725 = l_9724 + l_mut_3872;
let l_9726 = l_9725 * f64(2.220446049250313e-16);
let l_9727 = l_7159 + l_9726;
let l_9728 = l_9723 * l_9727;
let l_9729 = a_9710[u32(0)];
let l_9730 = abs(l_9729);
let l_9731 = l_9730 * f64(2.220446049250313e-16);
let l_9732 = l_9728 + l_9731;
let l_9733 = f64(2.0) * l_9732;
let l_9734 = a_9710[u32(1)];
let l_9735 = abs(l_9734);
let l_9736 = l_9735 * f64(2.220446049250313e-16);
let l_9737 = l_9728 + l_9736;
let l_9738 = f64(2.0) * l_9737;
let l_9739 = a_9710[u32(0)];
let l_9740 = l_9739 - l_9733;
let l_9741 = l_9740 * f64(7.1362384635298e44);
let l_9742 = floor(l_9741);
let l_9743 = l_9742 * f64(1.401298464324817e-45);
l_mut_3872 = l_9743;
let l_9744 = abs(l_9740);
let l_9745 = l_9744 >= f64(1.1754943508222875e-38);
if l_9745 {
let l_9746 = f32(l_9740);
let l_9747 = f64(l_9746);
l_mut_3872 = l_9747;
let l_9748 = l_mut_3872 > l_9740;
if l_9748 {
let l_9749 = bitcast<u32>(l_9746);
let l_9750 = l_9749 ^ u32(2147483648);
let l_9751 = bitcast<f32>(l_9750);
let l_9752 = bitcast<u32>(l_9751);
let l_9753 = l_9752 + u32(1);
l_mut_9313 = l_9753;
let l_9754 = l_9752 & u32(2147483647);
let l_9755 = l_9754 == u32(0);
if l_9755 {
l_mut_9313 = u32(1);
} else {
let l_9756 = l_9752 & u32(2147483648);
let l_9757 = l_9756 != u32(0);
if l_9757 {
let l_9758 = l_9752 - u32(1);
l_mut_9313 = l_9758;
} else {
let l_9759 = l_9752 == u32(2139095040);
if l_9759 {
l_mut_9313 = l_9752;
}
}
}
let l_9760 = bitcast<f32>(l_mut_9313);
let l_9761 = bitcast<u32>(l_9760);
let l_9762 = l_9761 ^ u32(2147483648);
let l_9763 = bitcast<f32>(l_9762);
let l_9764 = bitcast<u32>(l_9763);
let l_9765 = l_9764 & u32(2147483647);
let l_9766 = bitcast<f32>(l_9765);
let l_9767 = f64(l_9766);
l_mut_3618 = l_9767;
let l_9768 = l_9765 < u32(8388608);
if l_9768 {
let l_9769 = f64(l_9765);
let l_9770 = l_9769 * f64(1.401298464324817e-45);
l_mut_3618 = l_9770;
}
let l_9771 = bitcast<u64>(l_mut_3618);
let l_9772 = l_9764 >> u32(31);
let l_9773 = u64(l_9772);
let l_9774 = l_9773 << u32(bitcast<u64>(u64(63)));
let l_9775 = l_9771 | l_9774;
let l_9776 = bitcast<f64>(l_9775);
l_mut_3872 = l_9776;
} else {
let l_9777 = bitcast<u32>(l_9746);
let l_9778 = l_9777 + u32(1);
l_mut_9313 = l_9778;
let l_9779 = l_9777 & u32(2147483647);
let l_9780 = l_9779 == u32(0);
if l_9780 {
l_mut_9313 = u32(1);
} else {
let l_9781 = l_9777 & u32(2147483648);
let l_9782 = l_9781 != u32(0);
if l_9782 {
let l_9783 = l_9777 - u32(1);
l_mut_9313 = l_9783;
} else {
let l_9784 = l_9777 == u32(2139095040);
if l_9784 {
l_mut_9313 = l_9777;
}
}
}
let l_9785 = bitcast<f32>(l_mut_9313);
let l_9786 = bitcast<u32>(l_9785);
let l_9787 = l_9786 & u32(2147483647);
let l_9788 = bitcast<f32>(l_9787);
let l_9789 = f64(l_9788);
l_mut_3618 = l_9789;
let l_9790 = l_9787 < u32(8388608);
if l_9790 {
let l_9791 = f64(l_9787);
let l_9792 = l_9791 * f64(1.401298464324817e-45);
l_mut_3618 = l_9792;
}
let l_9793 = bitcast<u64>(l_mut_3618);
let l_9794 = l_9786 >> u32(31);
let l_9795 = u64(l_9794);
let l_9796 = l_9795 << u32(bitcast<u64>(u64(63)));
let l_9797 = l_9793 | l_9796;
let l_9798 = bitcast<f64>(l_9797);
let l_9799 = l_9798 <= l_9740;
if l_9799 {
let l_9800 = bitcast<u32>(l_9746);
let l_9801 = l_9800 + u32(1);
l_mut_9313 = l_9801;
let l_9802 = l_9800 & u32(2147483647);
let l_9803 = l_9802 == u32(0);
if l_9803 {
l_mut_9313 = u32(1);
} else {
let l_9804 = l_9800 & u32(2147483648);
let l_9805 = l_9804 != u32(0);
if l_9805 {
let l_9806 = l_9800 - u32(1);
l_mut_9313 = l_9806;
} else {
let l_9807 = l_9800 == u32(2139095040);
if l_9807 {
l_mut_9313 = l_9800;
}
}
}
let l_9808 = bitcast<f32>(l_mut_9313);
let l_9809 = bitcast<u32>(l_9808);
let l_9810 = l_9809 & u32(2147483647);
let l_9811 = bitcast<f32>(l_9810);
let l_9812 = f64(l_9811);
l_mut_3618 = l_9812;
let l_9813 = l_9810 < u32(8388608);
if l_9813 {
let l_9814 = f64(l_9810);
let l_9815 = l_9814 * f64(1.401298464324817e-45);
l_mut_3618 = l_9815;
}
let l_9816 = bitcast<u64>(l_mut_3618);
let l_9817 = l_9809 >> u32(31);
let l_9818 = u64(l_9817);
let l_9819 = l_9818 << u32(bitcast<u64>(u64(63)));
let l_9820 = l_9816 | l_9819;
let l_9821 = bitcast<f64>(l_9820);
l_mut_3872 = l_9821;
}
}
}
let l_9822 = l_9739 + l_9733;
let l_9823 = l_9822 * f64(7.1362384635298e44);
let l_9824 = floor(l_9823);
let l_9825 = l_9824 * f64(1.401298464324817e-45);
l_mut_3618 = l_9825;
let l_9826 = abs(l_9822);
let l_9827 = l_9826 >= f64(1.1754943508222875e-38);
if l_9827 {
let l_9828 = f32(l_9822);
let l_9829 = f64(l_9828);
l_mut_3618 = l_9829;
let l_9830 = l_mut_3618 > l_9822;
if l_9830 {
let l_9831 = bitcast<u32>(l_9828);
let l_9832 = l_9831 ^ u32(2147483648);
let l_9833 = bitcast<f32>(l_9832);
let l_9834 = bitcast<u32>(l_9833);
let l_9835 = l_9834 + u32(1);
l_mut_9313 = l_9835;
let l_9836 = l_9834 & u32(2147483647);
let l_9837 = l_9836 == u32(0);
if l_9837 {
l_mut_9313 = u32(1);
} else {
let l_9838 = l_9834 & u32(2147483648);
let l_9839 = l_9838 != u32(0);
if l_9839 {
let l_9840 = l_9834 - u32(1);
l_mut_9313 = l_9840;
} else {
let l_9841 = l_9834 == u32(2139095040);
if l_9841 {
l_mut_9313 = l_9834;
}
}
}
let l_9842 = bitcast<f32>(l_mut_9313);
let l_9843 = bitcast<u32>(l_9842);
let l_9844 = l_9843 ^ u32(2147483648);
let l_9845 = bitcast<f32>(l_9844);
let l_9846 = bitcast<u32>(l_9845);
let l_9847 = l_9846 & u32(2147483647);
let l_9848 = bitcast<f32>(l_9847);
let l_9849 = f64(l_9848);
l_mut_3362 = l_9849;
let l_9850 = l_9847 < u32(8388608);
if l_9850 {
let l_9851 = f64(l_9847);
let l_9852 = l_9851 * f64(1.401298464324817e-45);
l_mut_3362 = l_9852;
}
let l_9853 = bitcast<u64>(l_mut_3362);
let l_9854 = l_9846 >> u32(31);
let l_9855 = u64(l_9854);
let l_9856 = l_9855 << u32(bitcast<u64>(u64(63)));
let l_9857 = l_9853 | l_9856;
let l_9858 = bitcast<f64>(l_9857);
l_mut_3618 = l_9858;
} else {
let l_9859 = bitcast<u32>(l_9828);
let l_9860 = l_9859 + u32(1);
l_mut_9313 = l_9860;
let l_9861 = l_9859 & u32(2147483647);
let l_9862 = l_9861 == u32(0);
if l_9862 {
l_mut_9313 = u32(1);
} else {
let l_9863 = l_9859 & u32(2147483648);
let l_9864 = l_9863 != u32(0);
if l_9864 {
let l_9865 = l_9859 - u32(1);
l_mut_9313 = l_9865;
} else {
let l_9866 = l_9859 == u32(2139095040);
if l_9866 {
l_mut_9313 = l_9859;
}
}
}
let l_9867 = bitcast<f32>(l_mut_9313);
let l_9868 = bitcast<u32>(l_9867);
let l_9869 = l_9868 & u32(2147483647);
let l_9870 = bitcast<f32>(l_9869);
let l_9871 = f64(l_9870);
l_mut_3362 = l_9871;
let l_9872 = l_9869 < u32(8388608);
if l_9872 {
let l_9873 = f64(l_9869);
let l_9874 = l_9873 * f64(1.401298464324817e-45);
l_mut_3362 = l_9874;
}
let l_9875 = bitcast<u64>(l_mut_3362);
let l_9876 = l_9868 >> u32(31);
let l_9877 = u64(l_9876);
let l_9878 = l_9877 << u32(bitcast<u64>(u64(63)));
let l_9879 = l_9875 | l_9878;
let l_9880 = bitcast<f64>(l_9879);
let l_9881 = l_9880 <= l_9822;
if l_9881 {
let l_9882 = bitcast<u32>(l_9828);
let l_9883 = l_9882 + u32(1);
l_mut_9313 = l_9883;
let l_9884 = l_9882 & u32(2147483647);
let l_9885 = l_9884 == u32(0);
if l_9885 {
l_mut_9313 = u32(1);
} else {
let l_9886 = l_9882 & u32(2147483648);
let l_9887 = l_9886 != u32(0);
if l_9887 {
let l_9888 = l_9882 - u32(1);
l_mut_9313 = l_9888;
} else {
let l_9889 = l_9882 == u32(2139095040);
if l_9889 {
l_mut_9313 = l_9882;
}
}
}
let l_9890 = bitcast<f32>(l_mut_9313);
let l_9891 = bitcast<u32>(l_9890);
let l_9892 = l_9891 & u32(2147483647);
let l_9893 = bitcast<f32>(l_9892);
let l_9894 = f64(l_9893);
l_mut_3362 = l_9894;
let l_9895 = l_9892 < u32(8388608);
if l_9895 {
let l_9896 = f64(l_9892);
let l_9897 = l_9896 * f64(1.401298464324817e-45);
l_mut_3362 = l_9897;
}
let l_9898 = bitcast<u64>(l_mut_3362);
let l_9899 = l_9891 >> u32(31);
let l_9900 = u64(l_9899);
let l_9901 = l_9900 << u32(bitcast<u64>(u64(63)));
let l_9902 = l_9898 | l_9901;
let l_9903 = bitcast<f64>(l_9902);
l_mut_3618 = l_9903;
}
}
}
let l_9904 = l_mut_3872 == l_mut_3618;
let l_9905 = a_9710[u32(1)];
let l_9906 = l_9905 - l_9738;
let l_9907 = l_9906 * f64(7.1362384635298e44);
let l_9908 = floor(l_9907);
let l_9909 = l_9908 * f64(1.401298464324817e-45);
l_mut_3872 = l_9909;
let l_9910 = abs(l_9906);
let l_9911 = l_9910 >= f64(1.1754943508222875e-38);
if l_9911 {
let l_9912 = f32(l_9906);
let l_9913 = f64(l_9912);
l_mut_3872 = l_9913;
let l_9914 = l_mut_3872 > l_9906;
if l_9914 {
let l_9915 = bitcast<u32>(l_9912);
let l_9916 = l_9915 ^ u32(2147483648);
let l_9917 = bitcast<f32>(l_9916);
let l_9918 = bitcast<u32>(l_9917);
let l_9919 = l_9918 + u32(1);
l_mut_9313 = l_9919;
let l_9920 = l_9918 & u32(2147483647);
let l_9921 = l_9920 == u32(0);
if l_9921 {
l_mut_9313 = u32(1);
} else {
let l_9922 = l_9918 & u32(2147483648);
let l_9923 = l_9922 != u32(0);
if l_9923 {
let l_9924 = l_9918 - u32(1);
l_mut_9313 = l_9924;
} else {
let l_9925 = l_9918 == u32(2139095040);
if l_9925 {
l_mut_9313 = l_9918;
}
}
}
let l_9926 = bitcast<f32>(l_mut_9313);
let l_9927 = bitcast<u32>(l_9926);
let l_9928 = l_9927 ^ u32(2147483648);
let l_9929 = bitcast<f32>(l_9928);
let l_9930 = bitcast<u32>(l_9929);
let l_9931 = l_9930 & u32(2147483647);
let l_9932 = bitcast<f32>(l_9931);
let l_9933 = f64(l_9932);
l_mut_3618 = l_9933;
let l_9934 = l_9931 < u32(8388608);
if l_9934 {
let l_9935 = f64(l_9931);
let l_9936 = l_9935 * f64(1.401298464324817e-45);
l_mut_3618 = l_9936;
}
let l_9937 = bitcast<u64>(l_mut_3618);
let l_9938 = l_9930 >> u32(31);
let l_9939 = u64(l_9938);
let l_9940 = l_9939 << u32(bitcast<u64>(u64(63)));
let l_9941 = l_9937 | l_9940;
let l_9942 = bitcast<f64>(l_9941);
l_mut_3872 = l_9942;
} else {
let l_9943 = bitcast<u32>(l_9912);
let l_9944 = l_9943 + u32(1);
l_mut_9313 = l_9944;
let l_9945 = l_9943 & u32(2147483647);
let l_9946 = l_9945 == u32(0);
if l_9946 {
l_mut_9313 = u32(1);
} else {
let l_9947 = l_9943 & u32(2147483648);
let l_9948 = l_9947 != u32(0);
if l_9948 {
let l_9949 = l_9943 - u32(1);
l_mut_9313 = l_9949;
} else {
let l_9950 = l_9943 == u32(2139095040);
if l_9950 {
l_mut_9313 = l_9943;
}
}
}
let l_9951 = bitcast<f32>(l_mut_9313);
let l_9952 = bitcast<u32>(l_9951);
let l_9953 = l_9952 & u32(2147483647);
let l_9954 = bitcast<f32>(l_9953);
let l_9955 = f64(l_9954);
l_mut_3618 = l_9955;
let l_9956 = l_9953 < u32(8388608);
if l_9956 {
let l_9957 = f64(l_9953);
let l_9958 = l_9957 * f64(1.401298464324817e-45);
l_mut_3618 = l_9958;
}
let l_9959 = bitcast<u64>(l_mut_3618);
let l_9960 = l_9952 >> u32(31);
let l_9961 = u64(l_9960);
let l_9962 = l_9961 << u32(bitcast<u64>(u64(63)));
let l_9963 = l_9959 | l_9962;
let l_9964 = bitcast<f64>(l_9963);
let l_9965 = l_9964 <= l_9906;
if l_9965 {
let l_9966 = bitcast<u32>(l_9912);
let l_9967 = l_9966 + u32(1);
l_mut_9313 = l_9967;
let l_9968 = l_9966 & u32(2147483647);
let l_9969 = l_9968 == u32(0);
if l_9969 {
l_mut_9313 = u32(1);
} else {
let l_9970 = l_9966 & u32(2147483648);
let l_9971 = l_9970 != u32(0);
if l_9971 {
let l_9972 = l_9966 - u32(1);
l_mut_9313 = l_9972;
} else {
let l_9973 = l_9966 == u32(2139095040);
if l_9973 {
l_mut_9313 = l_9966;
}
}
}
let l_9974 = bitcast<f32>(l_mut_9313);
let l_9975 = bitcast<u32>(l_9974);
let l_9976 = l_9975 & u32(2147483647);
let l_9977 = bitcast<f32>(l_9976);
let l_9978 = f64(l_9977);
l_mut_3618 = l_9978;
let l_9979 = l_9976 < u32(8388608);
if l_9979 {
let l_9980 = f64(l_9976);
let l_9981 = l_9980 * f64(1.401298464324817e-45);
l_mut_3618 = l_9981;
}
let l_9982 = bitcast<u64>(l_mut_3618);
let l_9983 = l_9975 >> u32(31);
let l_9984 = u64(l_9983);
let l_9985 = l_9984 << u32(bitcast<u64>(u64(63)));
let l_9986 = l_9982 | l_9985;
let l_9987 = bitcast<f64>(l_9986);
l_mut_3872 = l_9987;
}
}
}
let l_9988 = l_9905 + l_9738;
let l_9989 = l_9988 * f64(7.1362384635298e44);
let l_9990 = floor(l_9989);
let l_9991 = l_9990 * f64(1.401298464324817e-45);
l_mut_3618 = l_9991;
let l_9992 = abs(l_9988);
let l_9993 = l_9992 >= f64(1.1754943508222875e-38);
if l_9993 {
let l_9994 = f32(l_9988);
let l_9995 = f64(l_9994);
l_mut_3618 = l_9995;
let l_9996 = l_mut_3618 > l_9988;
if l_9996 {
let l_9997 = bitcast<u32>(l_9994);
let l_9998 = l_9997 ^ u32(2147483648);
let l_9999 = bitcast<f32>(l_9998);
let l_10000 = bitcast<u32>(l_9999);
let l_10001 = l_10000 + u32(1);
l_mut_9313 = l_10001;
let l_10002 = l_10000 & u32(2147483647);
let l_10003 = l_10002 == u32(0);
if l_10003 {
l_mut_9313 = u32(1);
} else {
let l_10004 = l_10000 & u32(2147483648);
let l_10005 = l_10004 != u32(0);
if l_10005 {
let l_10006 = l_10000 - u32(1);
l_mut_9313 = l_10006;
} else {
let l_10007 = l_10000 == u32(2139095040);
if l_10007 {
l_mut_9313 = l_10000;
}
}
}
let l_10008 = bitcast<f32>(l_mut_9313);
let l_10009 = bitcast<u32>(l_10008);
let l_10010 = l_10009 ^ u32(2147483648);
let l_10011 = bitcast<f32>(l_10010);
let l_10012 = bitcast<u32>(l_10011);
let l_10013 = l_10012 & u32(2147483647);
let l_10014 = bitcast<f32>(l_10013);
let l_10015 = f64(l_10014);
l_mut_3362 = l_10015;
let l_10016 = l_10013 < u32(8388608);
if l_10016 {
let l_10017 = f64(l_10013);
let l_10018 = l_10017 * f64(1.401298464324817e-45);
l_mut_3362 = l_10018;
}
let l_10019 = bitcast<u64>(l_mut_3362);
let l_10020 = l_10012 >> u32(31);
let l_10021 = u64(l_10020);
let l_10022 = l_10021 << u32(bitcast<u64>(u64(63)));
let l_10023 = l_10019 | l_10022;
let l_10024 = bitcast<f64>(l_10023);
l_mut_3618 = l_10024;
} else {
let l_10025 = bitcast<u32>(l_9994);
let l_10026 = l_10025 + u32(1);
l_mut_9313 = l_10026;
let l_10027 = l_10025 & u32(2147483647);
let l_10028 = l_10027 == u32(0);
if l_10028 {
l_mut_9313 = u32(1);
} else {
let l_10029 = l_10025 & u32(2147483648);
let l_10030 = l_10029 != u32(0);
if l_10030 {
let l_10031 = l_10025 - u32(1);
l_mut_9313 = l_10031;
} else {
let l_10032 = l_10025 == u32(2139095040);
if l_10032 {
l_mut_9313 = l_10025;
}
}
}
let l_10033 = bitcast<f32>(l_mut_9313);
let l_10034 = bitcast<u32>(l_10033);
let l_10035 = l_10034 & u32(2147483647);
let l_10036 = bitcast<f32>(l_10035);
let l_10037 = f64(l_10036);
l_mut_3362 = l_10037;
let l_10038 = l_10035 < u32(8388608);
if l_10038 {
let l_10039 = f64(l_10035);
let l_10040 = l_10039 * f64(1.401298464324817e-45);
l_mut_3362 = l_10040;
}
let l_10041 = bitcast<u64>(l_mut_3362);
let l_10042 = l_10034 >> u32(31);
let l_10043 = u64(l_10042);
let l_10044 = l_10043 << u32(bitcast<u64>(u64(63)));
let l_10045 = l_10041 | l_10044;
let l_10046 = bitcast<f64>(l_10045);
let l_10047 = l_10046 <= l_9988;
if l_10047 {
let l_10048 = bitcast<u32>(l_9994);
let l_10049 = l_10048 + u32(1);
l_mut_9313 = l_10049;
let l_10050 = l_10048 & u32(2147483647);
let l_10051 = l_10050 == u32(0);
if l_10051 {
l_mut_9313 = u32(1);
} else {
let l_10052 = l_10048 & u32(2147483648);
let l_10053 = l_10052 != u32(0);
if l_10053 {
let l_10054 = l_10048 - u32(1);
l_mut_9313 = l_10054;
} else {
let l_10055 = l_10048 == u32(2139095040);
if l_10055 {
l_mut_9313 = l_10048;
}
}
}
let l_10056 = bitcast<f32>(l_mut_9313);
let l_10057 = bitcast<u32>(l_10056);
let l_10058 = l_10057 & u32(2147483647);
let l_10059 = bitcast<f32>(l_10058);
let l_10060 = f64(l_10059);
l_mut_3362 = l_10060;
let l_10061 = l_10058 < u32(8388608);
if l_10061 {
let l_10062 = f64(l_10058);
let l_10063 = l_10062 * f64(1.401298464324817e-45);
l_mut_3362 = l_10063;
}
let l_10064 = bitcast<u64>(l_mut_3362);
let l_10065 = l_10057 >> u32(31);
let l_10066 = u64(l_10065);
let l_10067 = l_10066 << u32(bitcast<u64>(u64(63)));
let l_10068 = l_10064 | l_10067;
let l_10069 = bitcast<f64>(l_10068);
l_mut_3618 = l_10069;
}
}
}
let l_10070 = l_mut_3872 == l_mut_3618;
let l_10071 = l_9904 && l_10070;
if l_10071 {
let l_10072 = a_9710[u32(0)];
let l_10073 = l_10072 * f64(7.1362384635298e44);
let l_10074 = floor(l_10073);
let l_10075 = l_10074 * f64(1.401298464324817e-45);
l_mut_3872 = l_10075;
let l_10076 = abs(l_10072);
let l_10077 = l_10076 >= f64(1.1754943508222875e-38);
if l_10077 {
let l_10078 = f32(l_10072);
let l_10079 = f64(l_10078);
l_mut_3872 = l_10079;
let l_10080 = l_mut_3872 > l_10072;
if l_10080 {
let l_10081 = bitcast<u32>(l_10078);
let l_10082 = l_10081 ^ u32(2147483648);
let l_10083 = bitcast<f32>(l_10082);
let l_10084 = bitcast<u32>(l_10083);
let l_10085 = l_10084 + u32(1);
l_mut_9313 = l_10085;
let l_10086 = l_10084 & u32(2147483647);
let l_10087 = l_10086 == u32(0);
if l_10087 {
l_mut_9313 = u32(1);
} else {
let l_10088 = l_10084 & u32(2147483648);
let l_10089 = l_10088 != u32(0);
if l_10089 {
let l_10090 = l_10084 - u32(1);
l_mut_9313 = l_10090;
} else {
let l_10091 = l_10084 == u32(2139095040);
if l_10091 {
l_mut_9313 = l_10084;
}
}
}
let l_10092 = bitcast<f32>(l_mut_9313);
let l_10093 = bitcast<u32>(l_10092);
let l_10094 = l_10093 ^ u32(2147483648);
let l_10095 = bitcast<f32>(l_10094);
let l_10096 = bitcast<u32>(l_10095);
let l_10097 = l_10096 & u32(2147483647);
let l_10098 = bitcast<f32>(l_10097);
let l_10099 = f64(l_10098);
l_mut_3618 = l_10099;
let l_10100 = l_10097 < u32(8388608);
if l_10100 {
let l_10101 = f64(l_10097);
let l_10102 = l_10101 * f64(1.401298464324817e-45);
l_mut_3618 = l_10102;
}
let l_10103 = bitcast<u64>(l_mut_3618);
let l_10104 = l_10096 >> u32(31);
let l_10105 = u64(l_10104);
let l_10106 = l_10105 << u32(bitcast<u64>(u64(63)));
let l_10107 = l_10103 | l_10106;
let l_10108 = bitcast<f64>(l_10107);
l_mut_3872 = l_10108;
} else {
let l_10109 = bitcast<u32>(l_10078);
let l_10110 = l_10109 + u32(1);
l_mut_9313 = l_10110;
let l_10111 = l_10109 & u32(2147483647);
let l_10112 = l_10111 == u32(0);
if l_10112 {
l_mut_9313 = u32(1);
} else {
let l_10113 = l_10109 & u32(2147483648);
let l_10114 = l_10113 != u32(0);
if l_10114 {
let l_10115 = l_10109 - u32(1);
l_mut_9313 = l_10115;
} else {
let l_10116 = l_10109 == u32(2139095040);
if l_10116 {
l_mut_9313 = l_10109;
}
}
}
let l_10117 = bitcast<f32>(l_mut_9313);
let l_10118 = bitcast<u32>(l_10117);
let l_10119 = l_10118 & u32(2147483647);
let l_10120 = bitcast<f32>(l_10119);
let l_10121 = f64(l_10120);
l_mut_3618 = l_10121;
let l_10122 = l_10119 < u32(8388608);
if l_10122 {
let l_10123 = f64(l_10119);
let l_10124 = l_10123 * f64(1.401298464324817e-45);
l_mut_3618 = l_10124;
}
let l_10125 = bitcast<u64>(l_mut_3618);
let l_10126 = l_10118 >> u32(31);
let l_10127 = u64(l_10126);
let l_10128 = l_10127 << u32(bitcast<u64>(u64(63)));
let l_10129 = l_10125 | l_10128;
let l_10130 = bitcast<f64>(l_10129);
let l_10131 = l_10130 <= l_10072;
if l_10131 {
let l_10132 = bitcast<u32>(l_10078);
let l_10133 = l_10132 + u32(1);
l_mut_9313 = l_10133;
let l_10134 = l_10132 & u32(2147483647);
let l_10135 = l_10134 == u32(0);
if l_10135 {
l_mut_9313 = u32(1);
} else {
let l_10136 = l_10132 & u32(2147483648);
let l_10137 = l_10136 != u32(0);
if l_10137 {
let l_10138 = l_10132 - u32(1);
l_mut_9313 = l_10138;
} else {
let l_10139 = l_10132 == u32(2139095040);
if l_10139 {
l_mut_9313 = l_10132;
}
}
}
let l_10140 = bitcast<f32>(l_mut_9313);
let l_10141 = bitcast<u32>(l_10140);
let l_10142 = l_10141 & u32(2147483647);
let l_10143 = bitcast<f32>(l_10142);
let l_10144 = f64(l_10143);
l_mut_3618 = l_10144;
let l_10145 = l_10142 < u32(8388608);
if l_10145 {
let l_10146 = f64(l_10142);
let l_10147 = l_10146 * f64(1.401298464324817e-45);
l_mut_3618 = l_10147;
}
let l_10148 = bitcast<u64>(l_mut_3618);
let l_10149 = l_10141 >> u32(31);
let l_10150 = u64(l_10149);
let l_10151 = l_10150 << u32(bitcast<u64>(u64(63)));
let l_10152 = l_10148 | l_10151;
let l_10153 = bitcast<f64>(l_10152);
l_mut_3872 = l_10153;
}
}
}
let l_10154 = a_9710[u32(1)];
let l_10155 = -l_10154;
let l_10156 = l_10155 * f64(7.1362384635298e44);
let l_10157 = floor(l_10156);
let l_10158 = l_10157 * f64(1.401298464324817e-45);
l_mut_3618 = l_10158;
let l_10159 = abs(l_10155);
let l_10160 = l_10159 >= f64(1.1754943508222875e-38);
if l_10160 {
let l_10161 = f32(l_10155);
let l_10162 = f64(l_10161);
l_mut_3618 = l_10162;
let l_10163 = l_mut_3618 > l_10155;
if l_10163 {
let l_10164 = bitcast<u32>(l_10161);
let l_10165 = l_10164 ^ u32(2147483648);
let l_10166 = bitcast<f32>(l_10165);
let l_10167 = bitcast<u32>(l_10166);
let l_10168 = l_10167 + u32(1);
l_mut_9313 = l_10168;
let l_10169 = l_10167 & u32(2147483647);
let l_10170 = l_10169 == u32(0);
if l_10170 {
l_mut_9313 = u32(1);
} else {
let l_10171 = l_10167 & u32(2147483648);
let l_10172 = l_10171 != u32(0);
if l_10172 {
let l_10173 = l_10167 - u32(1);
l_mut_9313 = l_10173;
} else {
let l_10174 = l_10167 == u32(2139095040);
if l_10174 {
l_mut_9313 = l_10167;
}
}
}
let l_10175 = bitcast<f32>(l_mut_9313);
let l_10176 = bitcast<u32>(l_10175);
let l_10177 = l_10176 ^ u32(2147483648);
let l_10178 = bitcast<f32>(l_10177);
let l_10179 = bitcast<u32>(l_10178);
let l_10180 = l_10179 & u32(2147483647);
let l_10181 = bitcast<f32>(l_10180);
let l_10182 = f64(l_10181);
l_mut_3362 = l_10182;
let l_10183 = l_10180 < u32(8388608);
if l_10183 {
let l_10184 = f64(l_10180);
let l_10185 = l_10184 * f64(1.401298464324817e-45);
l_mut_3362 = l_10185;
}
let l_10186 = bitcast<u64>(l_mut_3362);
let l_10187 = l_10179 >> u32(31);
let l_10188 = u64(l_10187);
let l_10189 = l_10188 << u32(bitcast<u64>(u64(63)));
let l_10190 = l_10186 | l_10189;
let l_10191 = bitcast<f64>(l_10190);
l_mut_3618 = l_10191;
} else {
let l_10192 = bitcast<u32>(l_10161);
let l_10193 = l_10192 + u32(1);
l_mut_9313 = l_10193;
let l_10194 = l_10192 & u32(2147483647);
let l_10195 = l_10194 == u32(0);
if l_10195 {
l_mut_9313 = u32(1);
} else {
let l_10196 = l_10192 & u32(2147483648);
let l_10197 = l_10196 != u32(0);
if l_10197 {
let l_10198 = l_10192 - u32(1);
l_mut_9313 = l_10198;
} else {
let l_10199 = l_10192 == u32(2139095040);
if l_10199 {
l_mut_9313 = l_10192;
}
}
}
let l_10200 = bitcast<f32>(l_mut_9313);
let l_10201 = bitcast<u32>(l_10200);
let l_10202 = l_10201 & u32(2147483647);
let l_10203 = bitcast<f32>(l_10202);
let l_10204 = f64(l_10203);
l_mut_3362 = l_10204;
let l_10205 = l_10202 < u32(8388608);
if l_10205 {
let l_10206 = f64(l_10202);
let l_10207 = l_10206 * f64(1.401298464324817e-45);
l_mut_3362 = l_10207;
}
let l_10208 = bitcast<u64>(l_mut_3362);
let l_10209 = l_10201 >> u32(31);
let l_10210 = u64(l_10209);
let l_10211 = l_10210 << u32(bitcast<u64>(u64(63)));
let l_10212 = l_10208 | l_10211;
let l_10213 = bitcast<f64>(l_10212);
let l_10214 = l_10213 <= l_10155;
if l_10214 {
let l_10215 = bitcast<u32>(l_10161);
let l_10216 = l_10215 + u32(1);
l_mut_9313 = l_10216;
let l_10217 = l_10215 & u32(2147483647);
let l_10218 = l_10217 == u32(0);
if l_10218 {
l_mut_9313 = u32(1);
} else {
let l_10219 = l_10215 & u32(2147483648);
let l_10220 = l_10219 != u32(0);
if l_10220 {
let l_10221 = l_10215 - u32(1);
l_mut_9313 = l_10221;
} else {
let l_10222 = l_10215 == u32(2139095040);
if l_10222 {
l_mut_9313 = l_10215;
}
}
}
let l_10223 = bitcast<f32>(l_mut_9313);
let l_10224 = bitcast<u32>(l_10223);
let l_10225 = l_10224 & u32(2147483647);
let l_10226 = bitcast<f32>(l_10225);
let l_10227 = f64(l_10226);
l_mut_3362 = l_10227;
let l_10228 = l_10225 < u32(8388608);
if l_10228 {
let l_10229 = f64(l_10225);
let l_10230 = l_10229 * f64(1.401298464324817e-45);
l_mut_3362 = l_10230;
}
let l_10231 = bitcast<u64>(l_mut_3362);
let l_10232 = l_10224 >> u32(31);
let l_10233 = u64(l_10232);
let l_10234 = l_10233 << u32(bitcast<u64>(u64(63)));
let l_10235 = l_10231 | l_10234;
let l_10236 = bitcast<f64>(l_10235);
l_mut_3618 = l_10236;
}
}
}
let l_10237 = -l_mut_3618;
let l_10238 = abs(l_mut_3872);
let l_10239 = abs(l_10237);
l_mut_3618 = l_10238;
let l_10240 = l_10239 > l_10238;
if l_10240 {
l_mut_3618 = l_10239;
}
let l_10241 = f64(2.0) * l_mut_3618;
let l_10242 = l_913 + l_10241;
l_mut_3362 = l_10242;
if l_7043 {
let l_10243 = f64(2.0) * l_mut_3618;
let l_10244 = floor(l_10243);
let l_10245 = l_913 + l_10244;
l_mut_3362 = l_10245;
}
l_mut_9313 = u32(2);
let l_10246 = l_mut_3618 <= f64(300.0);
if l_10246 {
l_mut_3618 = l_mut_3872;
let l_10247 = l_mut_3872 > f64(1000.0);
if l_10247 {
let l_10248 = bitcast<u64>(l_mut_3872);
let l_10249 = l_10248 | u64(9218868437227405312);
let l_10250 = l_10249 & bitcast<u64>(i64(-4503599627370496));
let l_10251 = bitcast<f64>(l_10250);
l_mut_3618 = l_10251;
} else {
let l_10252 = l_mut_3872 < f64(-1000.0);
if l_10252 {
l_mut_3618 = f64(0.0);
} else {
let l_10253 = is_nan_1_f64(l_mut_3872);let l_10254 = !l_10253;
if l_10254 {
let l_10255 = l_mut_3872 + f64(0.5);
let l_10256 = floor(l_10255);
let l_10257 = l_mut_3872 - l_10256;
let l_10258 = l_10257 * f64(0.6931471824645996);
let l_10259 = l_10257 * f64(-1.904654299957768e-9);
let l_10260 = l_10258 + l_10259;
l_mut_3872 = l_10260;
let l_10261 = is_nan_1_f64(l_10260);if l_10261 {
} else {
let l_10262 = l_10260 < f64(-700.0);
if l_10262 {
l_mut_3872 = f64(0.0);
} else {
let l_10263 = l_10260 > f64(700.0);
if l_10263 {
let l_10264 = bitcast<u64>(l_10260);
let l_10265 = l_10264 | u64(9218868437227405312);
let l_10266 = l_10265 & bitcast<u64>(i64(-4503599627370496));
let l_10267 = bitcast<f64>(l_10266);
l_mut_3872 = l_10267;
} else {
let l_10268 = l_10260 * f64(1.4426950408889634);
let l_10269 = l_10268 + f64(0.5);
let l_10270 = floor(l_10269);
let l_10271 = l_10270 * f64(0.6931471824645996);
let l_10272 = l_10258 - l_10271;
let l_10273 = l_10272 * l_20;
let l_10274 = l_10270 * f64(-1.904654299957768e-9);
let l_10275 = l_10259 - l_10274;
let l_10276 = l_10273 + l_10275;
let l_10277 = l_10276 * f64(7.647163731819816e-13);
let l_10278 = l_10277 + f64(1.1470745597729725e-11);
l_mut_3108 = l_10278;
let l_10279 = l_mut_3108 * l_10276;
let l_10280 = l_10279 + f64(1.6059043836821613e-10);
l_mut_3108 = l_10280;
let l_10281 = l_mut_3108 * l_10276;
let l_10282 = l_10281 + f64(2.08767569878681e-9);
l_mut_3108 = l_10282;
let l_10283 = l_mut_3108 * l_10276;
let l_10284 = l_10283 + f64(2.505210838544172e-8);
l_mut_3108 = l_10284;
let l_10285 = l_mut_3108 * l_10276;
let l_10286 = l_10285 + f64(2.755731922398589e-7);
l_mut_3108 = l_10286;
let l_10287 = l_mut_3108 * l_10276;
let l_10288 = l_10287 + f64(2.7557319223985893e-6);
l_mut_3108 = l_10288;
let l_10289 = l_mut_3108 * l_10276;
let l_10290 = l_10289 + f64(2.48015873015873e-5);
l_mut_3108 = l_10290;
let l_10291 = l_mut_3108 * l_10276;
let l_10292 = l_10291 + f64(0.0001984126984126984);
l_mut_3108 = l_10292;
let l_10293 = l_mut_3108 * l_10276;
let l_10294 = l_10293 + f64(0.001388888888888889);
l_mut_3108 = l_10294;
let l_10295 = l_mut_3108 * l_10276;
let l_10296 = l_10295 + f64(0.008333333333333333);
l_mut_3108 = l_10296;
let l_10297 = l_mut_3108 * l_10276;
let l_10298 = l_10297 + f64(0.041666666666666664);
l_mut_3108 = l_10298;
let l_10299 = l_mut_3108 * l_10276;
let l_10300 = l_10299 + f64(0.16666666666666666);
l_mut_3108 = l_10300;
let l_10301 = l_mut_3108 * l_10276;
let l_10302 = l_10301 + f64(0.5);
l_mut_3108 = l_10302;
let l_10303 = l_10276 * l_10276;
let l_10304 = l_10303 * l_mut_3108;
let l_10305 = l_10276 + l_10304;
let l_10306 = f64(1.0) + l_10305;
let l_10307 = i32(l_10270);
let l_10308 = l_10307 + i32(1023);
let l_10309 = u64(l_10308);
let l_10310 = l_10309 << u32(bitcast<u64>(u64(52)));
let l_10311 = bitcast<f64>(l_10310);
let l_10312 = l_10306 * l_10311;
l_mut_3872 = l_10312;
}
}
}
let l_10313 = i32(l_10256);
let l_10314 = l_10313 + i32(1023);
let l_10315 = u64(l_10314);
let l_10316 = l_10315 << u32(bitcast<u64>(u64(52)));
let l_10317 = bitcast<f64>(l_10316);
let l_10318 = l_mut_3872 * l_10317;
l_mut_3618 = l_10318;
}
}
}
l_mut_3872 = l_10237;
let l_10319 = l_10237 > f64(1000.0);
if l_10319 {
let l_10320 = bitcast<u64>(l_10237);
let l_10321 = l_10320 | u64(9218868437227405312);
let l_10322 = l_10321 & bitcast<u64>(i64(-4503599627370496));
let l_10323 = bitcast<f64>(l_10322);
l_mut_3872 = l_10323;
} else {
let l_10324 = l_10237 < f64(-1000.0);
if l_10324 {
l_mut_3872 = f64(0.0);
} else {
let l_10325 = is_nan_1_f64(l_10237);let l_10326 = !l_10325;
if l_10326 {
let l_10327 = l_10237 + f64(0.5);
let l_10328 = floor(l_10327);
let l_10329 = l_10237 - l_10328;
let l_10330 = l_10329 * f64(0.6931471824645996);
let l_10331 = l_10329 * f64(-1.904654299957768e-9);
let l_10332 = l_10330 + l_10331;
l_mut_3108 = l_10332;
let l_10333 = is_nan_1_f64(l_10332);if l_10333 {
} else {
let l_10334 = l_10332 < f64(-700.0);
if l_10334 {
l_mut_3108 = f64(0.0);
} else {
let l_10335 = l_10332 > f64(700.0);
if l_10335 {
let l_10336 = bitcast<u64>(l_10332);
let l_10337 = l_10336 | u64(9218868437227405312);
let l_10338 = l_10337 & bitcast<u64>(i64(-4503599627370496));
let l_10339 = bitcast<f64>(l_10338);
l_mut_3108 = l_10339;
} else {
let l_10340 = l_10332 * f64(1.4426950408889634);
let l_10341 = l_10340 + f64(0.5);
let l_10342 = floor(l_10341);
let l_10343 = l_10342 * f64(0.6931471824645996);
let l_10344 = l_10330 - l_10343;
let l_10345 = l_10344 * l_20;
let l_10346 = l_10342 * f64(-1.904654299957768e-9);
let l_10347 = l_10331 - l_10346;
let l_10348 = l_10345 + l_10347;
let l_10349 = l_10348 * f64(7.647163731819816e-13);
let l_10350 = l_10349 + f64(1.1470745597729725e-11);
l_mut_2093 = l_10350;
let l_10351 = l_mut_2093 * l_10348;
let l_10352 = l_10351 + f64(1.6059043836821613e-10);
l_mut_2093 = l_10352;
let l_10353 = l_mut_2093 * l_10348;
let l_10354 = l_10353 + f64(2.08767569878681e-9);
l_mut_2093 = l_10354;
let l_10355 = l_mut_2093 * l_10348;
let l_10356 = l_10355 + f64(2.505210838544172e-8);
l_mut_2093 = l_10356;
let l_10357 = l_mut_2093 * l_10348;
let l_10358 = l_10357 + f64(2.755731922398589e-7);
l_mut_2093 = l_10358;
let l_10359 = l_mut_2093 * l_10348;
let l_10360 = l_10359 + f64(2.7557319223985893e-6);
l_mut_2093 = l_10360;
let l_10361 = l_mut_2093 * l_10348;
let l_10362 = l_10361 + f64(2.48015873015873e-5);
l_mut_2093 = l_10362;
let l_10363 = l_mut_2093 * l_10348;
let l_10364 = l_10363 + f64(0.0001984126984126984);
l_mut_2093 = l_10364;
let l_10365 = l_mut_2093 * l_10348;
let l_10366 = l_10365 + f64(0.001388888888888889);
l_mut_2093 = l_10366;
let l_10367 = l_mut_2093 * l_10348;
let l_10368 = l_10367 + f64(0.008333333333333333);
l_mut_2093 = l_10368;
let l_10369 = l_mut_2093 * l_10348;
let l_10370 = l_10369 + f64(0.041666666666666664);
l_mut_2093 = l_10370;
let l_10371 = l_mut_2093 * l_10348;
let l_10372 = l_10371 + f64(0.16666666666666666);
l_mut_2093 = l_10372;
let l_10373 = l_mut_2093 * l_10348;
let l_10374 = l_10373 + f64(0.5);
l_mut_2093 = l_10374;
let l_10375 = l_10348 * l_10348;
let l_10376 = l_10375 * l_mut_2093;
let l_10377 = l_10348 + l_10376;
let l_10378 = f64(1.0) + l_10377;
let l_10379 = i32(l_10342);
let l_10380 = l_10379 + i32(1023);
let l_10381 = u64(l_10380);
let l_10382 = l_10381 << u32(bitcast<u64>(u64(52)));
let l_10383 = bitcast<f64>(l_10382);
let l_10384 = l_10378 * l_10383;
l_mut_3108 = l_10384;
}
}
}
let l_10385 = i32(l_10328);
let l_10386 = l_10385 + i32(1023);
let l_10387 = u64(l_10386);
let l_10388 = l_10387 << u32(bitcast<u64>(u64(52)));
let l_10389 = bitcast<f64>(l_10388);
let l_10390 = l_mut_3108 * l_10389;
l_mut_3872 = l_10390;
}
}
}
let l_10391 = l_mut_3618 * f64(1.4551915228366852e-11);
let l_10392 = l_mut_3872 * f64(1.4551915228366852e-11);
let l_10393 = l_mut_3618 - l_10391;
let l_10394 = abs(l_10393);
l_mut_3108 = f64(1.401298464324817e-45);
let l_10395 = l_10394 >= f64(1.1754943508222875e-38);
let l_10396 = l_10394 <= f64(1.7976931348623157e308);
let l_10397 = l_10395 && l_10396;
if l_10397 {
let l_10398 = bitcast<u64>(l_10394);
let l_10399 = l_10398 >> u32(bitcast<u64>(u64(52)));
let l_10400 = l_10399 - u64(23);
let l_10401 = l_10400 << u32(bitcast<u64>(u64(52)));
let l_10402 = bitcast<f64>(l_10401);
l_mut_3108 = l_10402;
}
let l_10403 = l_mut_3618 + l_10391;
let l_10404 = abs(l_10403);
l_mut_2093 = f64(1.401298464324817e-45);
let l_10405 = l_10404 >= f64(1.1754943508222875e-38);
let l_10406 = l_10404 <= f64(1.7976931348623157e308);
let l_10407 = l_10405 && l_10406;
if l_10407 {
let l_10408 = bitcast<u64>(l_10404);
let l_10409 = l_10408 >> u32(bitcast<u64>(u64(52)));
let l_10410 = l_10409 - u64(23);
let l_10411 = l_10410 << u32(bitcast<u64>(u64(52)));
let l_10412 = bitcast<f64>(l_10411);
l_mut_2093 = l_10412;
}
let l_10413 = l_mut_3108 == l_mut_2093;
let l_10414 = l_mut_3872 - l_10392;
let l_10415 = abs(l_10414);
l_mut_3108 = f64(1.401298464324817e-45);
let l_10416 = l_10415 >= f64(1.1754943508222875e-38);
let l_10417 = l_10415 <= f64(1.7976931348623157e308);
let l_10418 = l_10416 && l_10417;
if l_10418 {
let l_10419 = bitcast<u64>(l_10415);
let l_10420 = l_10419 >> u32(bitcast<u64>(u64(52)));
let l_10421 = l_10420 - u64(23);
let l_10422 = l_10421 << u32(bitcast<u64>(u64(52)));
let l_10423 = bitcast<f64>(l_10422);
l_mut_3108 = l_10423;
}
let l_10424 = l_mut_3872 + l_10392;
let l_10425 = abs(l_10424);
l_mut_2093 = f64(1.401298464324817e-45);
let l_10426 = l_10425 >= f64(1.1754943508222875e-38);
let l_10427 = l_10425 <= f64(1.7976931348623157e308);
let l_10428 = l_10426 && l_10427;
if l_10428 {
let l_10429 = bitcast<u64>(l_10425);
let l_10430 = l_10429 >> u32(bitcast<u64>(u64(52)));
let l_10431 = l_10430 - u64(23);
let l_10432 = l_10431 << u32(bitcast<u64>(u64(52)));
let l_10433 = bitcast<f64>(l_10432);
l_mut_2093 = l_10433;
}
let l_10434 = l_mut_3108 == l_mut_2093;
let l_10435 = l_10413 && l_10434;
if l_10435 {
let l_10436 = abs(l_mut_3618);
l_mut_3108 = f64(1.401298464324817e-45);
let l_10437 = l_10436 >= f64(1.1754943508222875e-38);
let l_10438 = l_10436 <= f64(1.7976931348623157e308);
let l_10439 = l_10437 && l_10438;
if l_10439 {
let l_10440 = bitcast<u64>(l_10436);
let l_10441 = l_10440 >> u32(bitcast<u64>(u64(52)));
let l_10442 = l_10441 - u64(23);
let l_10443 = l_10442 << u32(bitcast<u64>(u64(52)));
let l_10444 = bitcast<f64>(l_10443);
l_mut_3108 = l_10444;
}
let l_10445 = l_mut_3362 * l_mut_3108;
let l_10446 = l_mut_3618 - l_10445;
let l_10447 = abs(l_mut_3872);
l_mut_3618 = f64(1.401298464324817e-45);
let l_10448 = l_10447 >= f64(1.1754943508222875e-38);
let l_10449 = l_10447 <= f64(1.7976931348623157e308);
let l_10450 = l_10448 && l_10449;
if l_10450 {
let l_10451 = bitcast<u64>(l_10447);
let l_10452 = l_10451 >> u32(bitcast<u64>(u64(52)));
let l_10453 = l_10452 - u64(23);
let l_10454 = l_10453 << u32(bitcast<u64>(u64(52)));
let l_10455 = bitcast<f64>(l_10454);
l_mut_3618 = l_10455;
}
let l_10456 = l_mut_3362 * l_mut_3618;
let l_10457 = l_mut_3872 + l_10456;
let l_10458 = bitcast<u32>(l_146);
let l_10459 = l_10458 & u32(2147483647);
let l_10460 = bitcast<f32>(l_10459);
let l_10461 = f64(l_10460);
l_mut_3872 = l_10461;
let l_10462 = l_10459 < u32(8388608);
if l_10462 {
let l_10463 = f64(l_10459);
let l_10464 = l_10463 * f64(1.401298464324817e-45);
l_mut_3872 = l_10464;
}
let l_10465 = bitcast<u64>(l_mut_3872);
let l_10466 = l_10458 >> u32(31);
let l_10467 = u64(l_10466);
let l_10468 = l_10467 << u32(bitcast<u64>(u64(63)));
let l_10469 = l_10465 | l_10468;
let l_10470 = bitcast<f64>(l_10469);
let l_10471 = bitcast<u32>(l_146);
let l_10472 = l_10471 + u32(1);
l_mut_4124 = l_10472;
let l_10473 = l_10471 & u32(2147483647);
let l_10474 = l_10473 == u32(0);
if l_10474 {
l_mut_4124 = u32(1);
} else {
let l_10475 = l_10471 & u32(2147483648);
let l_10476 = l_10475 != u32(0);
if l_10476 {
let l_10477 = l_10471 - u32(1);
l_mut_4124 = l_10477;
} else {
let l_10478 = l_10471 == u32(2139095040);
if l_10478 {
l_mut_4124 = l_10471;
}
}
}
let l_10479 = bitcast<f32>(l_mut_4124);
let l_10480 = bitcast<u32>(l_10479);
let l_10481 = l_10480 & u32(2147483647);
let l_10482 = bitcast<f32>(l_10481);
let l_10483 = f64(l_10482);
l_mut_3872 = l_10483;
let l_10484 = l_10481 < u32(8388608);
if l_10484 {
let l_10485 = f64(l_10481);
let l_10486 = l_10485 * f64(1.401298464324817e-45);
l_mut_3872 = l_10486;
}
let l_10487 = bitcast<u64>(l_mut_3872);
let l_10488 = l_10480 >> u32(31);
let l_10489 = u64(l_10488);
let l_10490 = l_10489 << u32(bitcast<u64>(u64(63)));
let l_10491 = l_10487 | l_10490;
let l_10492 = bitcast<f64>(l_10491);
let l_10493 = bitcast<u32>(l_146);
let l_10494 = l_10493 ^ u32(2147483648);
let l_10495 = bitcast<f32>(l_10494);
let l_10496 = bitcast<u32>(l_10495);
let l_10497 = l_10496 + u32(1);
l_mut_4124 = l_10497;
let l_10498 = l_10496 & u32(2147483647);
let l_10499 = l_10498 == u32(0);
if l_10499 {
l_mut_4124 = u32(1);
} else {
let l_10500 = l_10496 & u32(2147483648);
let l_10501 = l_10500 != u32(0);
if l_10501 {
let l_10502 = l_10496 - u32(1);
l_mut_4124 = l_10502;
} else {
let l_10503 = l_10496 == u32(2139095040);
if l_10503 {
l_mut_4124 = l_10496;
}
}
}
let l_10504 = bitcast<f32>(l_mut_4124);
let l_10505 = bitcast<u32>(l_10504);
let l_10506 = l_10505 ^ u32(2147483648);
let l_10507 = bitcast<f32>(l_10506);
let l_10508 = bitcast<u32>(l_10507);
let l_10509 = l_10508 & u32(2147483647);
let l_10510 = bitcast<f32>(l_10509);
let l_10511 = f64(l_10510);
l_mut_3872 = l_10511;
let l_10512 = l_10509 < u32(8388608);
if l_10512 {
let l_10513 = f64(l_10509);
let l_10514 = l_10513 * f64(1.401298464324817e-45);
l_mut_3872 = l_10514;
}
let l_10515 = bitcast<u64>(l_mut_3872);
let l_10516 = l_10508 >> u32(31);
let l_10517 = u64(l_10516);
let l_10518 = l_10517 << u32(bitcast<u64>(u64(63)));
let l_10519 = l_10515 | l_10518;
let l_10520 = bitcast<f64>(l_10519);
let l_10521 = l_10446 + l_10391;
let l_10522 = l_10521 <= l_10470;
l_mut_8140 = l_10522;
let l_10523 = l_10446 - l_10391;
let l_10524 = l_10523 > l_10470;
l_mut_1035 = l_10524;
let l_10525 = l_10457 - l_10392;
let l_10526 = l_10525 >= l_10470;
l_mut_1032 = l_10526;
let l_10527 = l_10457 + l_10392;
let l_10528 = l_10527 < l_10470;
l_mut_1029 = l_10528;
l_mut_4124 = u32(2);
let l_10529 = l_mut_1035 || l_mut_1029;
if l_10529 {
l_mut_4124 = u32(1);
} else {
let l_10530 = l_mut_8140 && l_mut_1032;
if l_10530 {
l_mut_4124 = u32(0);
}
}
let l_10531 = bitcast<u32>(l_146);
let l_10532 = l_10531 & u32(2147483647);
let l_10533 = l_10532 == u32(0);
if l_10533 {
let l_10534 = l_10446 + l_10391;
let l_10535 = l_10534 < f64(1.1754943508222875e-38);
let l_10536 = l_10457 - l_10392;
let l_10537 = l_10536 > f64(-1.1754943508222875e-38);
let l_10538 = l_10535 && l_10537;
let l_10539 = l_10446 - l_10391;
let l_10540 = l_10539 < f64(1.1754943508222875e-38);
let l_10541 = l_10457 + l_10392;
let l_10542 = l_10541 > f64(-1.1754943508222875e-38);
let l_10543 = l_10540 && l_10542;
if l_10538 {
l_mut_4124 = u32(0);
} else {
let l_10544 = l_mut_4124 == u32(1);
let l_10545 = l_10543 && l_10544;
if l_10545 {
l_mut_4124 = u32(2);
}
}
}
l_mut_9313 = l_mut_4124;
}
}
l_mut_5167 = l_mut_9313;
}
}
}
l_mut_379 = l_mut_5167;
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
a_10[l_mut_899] = l_mut_379;
let l_10546 = a_10[l_mut_899];
let l_10547 = l_10546 == u32(2);
if l_10547 {
l_mut_447 = bool(false);
}
}
}
let l_10548 = l_mut_856 == u32(4294967293);
if l_10548 {
let l_10549 = a_8[u32(0)];
let l_10550 = l_10549 + u32(1);
a_8[u32(0)] = l_10550;
} else {
if l_mut_447 {
l_mut_3872 = l_887;
let l_10551 = l_mut_3872 < f64(-17.0);
if l_10551 {
l_mut_3872 = f64(-17.0);
}
let l_10552 = l_mut_3872 > f64(17.0);
if l_10552 {
l_mut_3872 = f64(17.0);
}
let l_10553 = l_mut_3872 + f64(16.0);
let l_10554 = l_10553 + f64(1.0);
let l_10555 = u32(l_10554);
let l_10556 = u32(2) + l_10555;
let l_10557 = a_8[l_10556];
let l_10558 = l_10557 + u32(1);
a_8[l_10556] = l_10558;
let l_10559 = bitcast<u32>(l_146);
let l_10560 = l_10559 & u32(2147483647);
let l_10561 = bitcast<f32>(l_10560);
let l_10562 = f64(l_10561);
l_mut_3872 = l_10562;
let l_10563 = l_10560 < u32(8388608);
if l_10563 {
let l_10564 = f64(l_10560);
let l_10565 = l_10564 * f64(1.401298464324817e-45);
l_mut_3872 = l_10565;
}
let l_10566 = bitcast<u64>(l_mut_3872);
let l_10567 = l_10559 >> u32(31);
let l_10568 = u64(l_10567);
let l_10569 = l_10568 << u32(bitcast<u64>(u64(63)));
let l_10570 = l_10566 | l_10569;
let l_10571 = bitcast<f64>(l_10570);
let l_10572 = abs(l_mut_151);
let l_10573 = l_mut_151 * f64(0.0);
let l_10574 = l_10573 + f64(7.1362384635298e44);
l_mut_3872 = l_10574;
let l_10575 = l_10572 >= f64(2.350988701644575e-38);
if l_10575 {
let l_10576 = l_mut_856 & u32(2147483647);
let l_10577 = bitcast<f32>(l_10576);
let l_10578 = f64(l_10577);
let l_10579 = l_10576 & u32(2139095040);
let l_10580 = bitcast<f32>(l_10579);
let l_10581 = f64(l_10580);
let l_10582 = l_10578 > l_10572;
let l_10583 = l_10576 & u32(8388607);
let l_10584 = l_10583 == u32(0);
let l_10585 = l_10582 && l_10584;
let l_10586 = l_10581 * f64(1.1920928955078125e-7);
let l_10587 = f64(l_10585);
let l_10588 = f64(0.5) * l_10587;
let l_10589 = f64(1.0) - l_10588;
let l_10590 = l_10586 * l_10589;
let l_10591 = f64(1.0) / l_10590;
l_mut_3872 = l_10591;
}
let l_10592 = l_10571 - l_mut_151;
let l_10593 = l_10592 * l_mut_3872;
let l_10594 = u32(2) * u32(0);
let l_10595 = u32(45) + l_10594;
let l_10596 = abs(l_10593);
let l_10597 = a_9[u32(0)];
let l_10598 = abs(l_10597);
let l_10599 = l_10596 > l_10598;
l_mut_8140 = l_10599;
let l_10600 = u32(0) == u32(0);
if l_10600 {
let l_10601 = a_9[u32(0)];
let l_10602 = l_10593 < l_10601;
l_mut_8140 = l_10602;
} else {
let l_10603 = u32(0) == u32(1);
if l_10603 {
let l_10604 = a_9[u32(0)];
let l_10605 = l_10593 > l_10604;
l_mut_8140 = l_10605;
}
}
let l_10606 = a_8[l_10595];
let l_10607 = l_10606 == u32(4294967295);
let l_10608 = l_10607 || l_mut_8140;
if l_10608 {
a_8[l_10595] = l_27;
let l_10609 = l_10595 + u32(1);
a_8[l_10609] = l_868;
a_9[u32(0)] = l_10593;
}
let l_10610 = u32(2) * u32(1);
let l_10611 = u32(45) + l_10610;
let l_10612 = abs(l_10593);
let l_10613 = a_9[u32(1)];
let l_10614 = abs(l_10613);
let l_10615 = l_10612 > l_10614;
l_mut_8140 = l_10615;
let l_10616 = u32(1) == u32(0);
if l_10616 {
let l_10617 = a_9[u32(1)];
let l_10618 = l_10593 < l_10617;
l_mut_8140 = l_10618;
} else {
let l_10619 = u32(1) == u32(1);
if l_10619 {
let l_10620 = a_9[u32(1)];
let l_10621 = l_10593 > l_10620;
l_mut_8140 = l_10621;
}
}
let l_10622 = a_8[l_10611];
let l_10623 = l_10622 == u32(4294967295);
let l_10624 = l_10623 || l_mut_8140;
if l_10624 {
a_8[l_10611] = l_27;
let l_10625 = l_10611 + u32(1);
a_8[l_10625] = l_868;
a_9[u32(1)] = l_10593;
}
let l_10626 = l_887 != f64(0.0);
if l_10626 {

for (var l_mut_10627: u32 = u32(0); l_mut_10627 < u32(8); l_mut_10627++) {
let l_10628 = a_10[l_mut_10627];
let l_10629 = l_10628 == u32(1);
if l_10629 {
let l_10630 = u32(37) + l_mut_10627;
let l_10631 = a_8[l_10630];
let l_10632 = l_10631 + u32(1);
a_8[l_10630] = l_10632;
let l_10633 = u32(2) + l_mut_10627;
let l_10634 = u32(2) * l_10633;
let l_10635 = u32(45) + l_10634;
let l_10636 = abs(l_10593);
let l_10637 = a_9[l_10633];
let l_10638 = abs(l_10637);
let l_10639 = l_10636 > l_10638;
l_mut_8140 = l_10639;
let l_10640 = l_10633 == u32(0);
if l_10640 {
let l_10641 = a_9[l_10633];
let l_10642 = l_10593 < l_10641;
l_mut_8140 = l_10642;
} else {
let l_10643 = l_10633 == u32(1);
if l_10643 {
let l_10644 = a_9[l_10633];
let l_10645 = l_10593 > l_10644;
l_mut_8140 = l_10645;
}
}
let l_10646 = a_8[l_10635];
let l_10647 = l_10646 == u32(4294967295);
let l_10648 = l_10647 || l_mut_8140;
if l_10648 {
a_8[l_10635] = l_27;
let l_10649 = l_10635 + u32(1);
a_8[l_10649] = l_868;
a_9[l_10633] = l_10593;
}
}
}
}
} else {
let l_10650 = a_8[u32(1)];
let l_10651 = l_2 + l_10650;
let l_10652 = l_10651 * u32(2);
let l_10884 = info.static_meta[u32(7)];
let l_10885 = l_10884 * u32(1);
let l_10886 = l_10652 < l_10885;
if l_10886 {
buffer_7_global[l_10652] = l_27;
}
let l_10653 = l_10652 + u32(1);
let l_10887 = info.static_meta[u32(7)];
let l_10888 = l_10887 * u32(1);
let l_10889 = l_10653 < l_10888;
if l_10889 {
buffer_7_global[l_10653] = l_868;
}
let l_10654 = a_8[u32(1)];
let l_10655 = l_10654 + u32(1);
a_8[u32(1)] = l_10655;
}
}
}

for (var l_mut_10656: u32 = u32(0); l_mut_10656 < u32(65); l_mut_10656++) {
let l_10657 = id * u32(65);
let l_10658 = l_10657 + l_mut_10656;
let l_10659 = a_8[l_mut_10656];
let l_10890 = info.static_meta[u32(5)];
let l_10891 = l_10890 * u32(1);
let l_10892 = l_10658 < l_10891;
if l_10892 {
buffer_5_global[l_10658] = l_10659;
}
}

for (var l_mut_10660: u32 = u32(0); l_mut_10660 < u32(10); l_mut_10660++) {
let l_10661 = id * u32(10);
let l_10662 = l_10661 + l_mut_10660;
let l_10663 = a_9[l_mut_10660];
let l_10893 = info.static_meta[u32(6)];
let l_10894 = l_10893 * u32(1);
let l_10895 = l_10662 < l_10894;
if l_10895 {
buffer_6_global[l_10662] = l_10663;
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
