@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

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
fn merge_summaries(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_5: array<u32, 65>;

var a_6: array<f64, 10>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_43: bool;
let l_0 = info.static_meta[u32(9)];
let l_1 = id * u32(64);
let l_2 = l_1 < l_0;
if l_2 {
let l_3 = l_1 + u32(64);
let l_4 = min(l_3, l_0);

for (var l_mut_7: u32 = u32(0); l_mut_7 < u32(45); l_mut_7++) {
a_5[l_mut_7] = u32(0);
}

for (var l_mut_8: u32 = u32(0); l_mut_8 < u32(10); l_mut_8++) {
let l_9 = u32(2) * l_mut_8;
let l_10 = u32(45) + l_9;
a_5[l_10] = u32(4294967295);
let l_11 = u32(2) * l_mut_8;
let l_12 = u32(45) + l_11;
let l_13 = l_12 + u32(1);
a_5[l_13] = u32(0);
a_6[l_mut_8] = f64(0.0);
}

for (var l_mut_14: u32 = l_1; l_mut_14 < l_4; l_mut_14++) {

for (var l_mut_15: u32 = u32(0); l_mut_15 < u32(45); l_mut_15++) {
let l_16 = l_mut_14 * u32(65);
let l_17 = l_16 + l_mut_15;
let l_72 = info.static_meta[u32(0)];
let l_73 = l_72 * u32(1);
let l_74 = l_17 < l_73;
let l_75 = l_73 - u32(1);
let l_76 = min(l_17, l_75);
let l_77 = buffer_0_global[l_76];
let l_78 = select(u32(0), l_77, l_74);
let l_18 = l_78;
let l_19 = a_5[l_mut_15];
let l_20 = l_19 + l_18;
a_5[l_mut_15] = l_20;
}
let l_21 = l_mut_14 * u32(65);
let l_22 = l_21 + u32(1);
let l_62 = info.static_meta[u32(0)];
let l_63 = l_62 * u32(1);
let l_64 = l_22 < l_63;
let l_65 = l_63 - u32(1);
let l_66 = min(l_22, l_65);
let l_67 = buffer_0_global[l_66];
let l_68 = select(u32(0), l_67, l_64);
let l_23 = l_68;
let l_69 = info.static_meta[u32(4)];
let l_70 = l_69 * u32(1);
let l_71 = l_mut_14 < l_70;
if l_71 {
buffer_4_global[l_mut_14] = l_23;
}

for (var l_mut_24: u32 = u32(0); l_mut_24 < u32(10); l_mut_24++) {
let l_25 = l_mut_14 * u32(65);
let l_26 = l_25 + u32(45);
let l_27 = u32(2) * l_mut_24;
let l_28 = l_26 + l_27;
let l_79 = info.static_meta[u32(0)];
let l_80 = l_79 * u32(1);
let l_81 = l_28 < l_80;
let l_82 = l_80 - u32(1);
let l_83 = min(l_28, l_82);
let l_84 = buffer_0_global[l_83];
let l_85 = select(u32(0), l_84, l_81);
let l_29 = l_85;
let l_30 = l_29 != u32(4294967295);
if l_30 {
let l_31 = l_mut_14 * u32(10);
let l_32 = l_31 + l_mut_24;
let l_86 = info.static_meta[u32(1)];
let l_87 = l_86 * u32(1);
let l_88 = l_32 < l_87;
let l_89 = l_87 - u32(1);
let l_90 = min(l_32, l_89);
let l_91 = buffer_1_global[l_90];
let l_92 = select(f64(0.0), l_91, l_88);
let l_33 = l_92;
let l_93 = info.static_meta[u32(0)];
let l_94 = l_93 * u32(1);
let l_95 = l_28 < l_94;
let l_96 = l_94 - u32(1);
let l_97 = min(l_28, l_96);
let l_98 = buffer_0_global[l_97];
let l_99 = select(u32(0), l_98, l_95);
let l_34 = l_99;
let l_35 = l_28 + u32(1);
let l_100 = info.static_meta[u32(0)];
let l_101 = l_100 * u32(1);
let l_102 = l_35 < l_101;
let l_103 = l_101 - u32(1);
let l_104 = min(l_35, l_103);
let l_105 = buffer_0_global[l_104];
let l_106 = select(u32(0), l_105, l_102);
let l_36 = l_106;
let l_37 = u32(2) * l_mut_24;
let l_38 = u32(45) + l_37;
let l_39 = abs(l_33);
let l_40 = a_6[l_mut_24];
let l_41 = abs(l_40);
let l_42 = l_39 > l_41;
l_mut_43 = l_42;
let l_44 = l_mut_24 == u32(0);
if l_44 {
let l_45 = a_6[l_mut_24];
let l_46 = l_33 < l_45;
l_mut_43 = l_46;
} else {
let l_47 = l_mut_24 == u32(1);
if l_47 {
let l_48 = a_6[l_mut_24];
let l_49 = l_33 > l_48;
l_mut_43 = l_49;
}
}
let l_50 = a_5[l_38];
let l_51 = l_50 == u32(4294967295);
let l_52 = l_51 || l_mut_43;
if l_52 {
a_5[l_38] = l_34;
let l_53 = l_38 + u32(1);
a_5[l_53] = l_36;
a_6[l_mut_24] = l_33;
}
}
}
}

for (var l_mut_54: u32 = u32(0); l_mut_54 < u32(65); l_mut_54++) {
let l_55 = id * u32(65);
let l_56 = l_55 + l_mut_54;
let l_57 = a_5[l_mut_54];
let l_107 = info.static_meta[u32(2)];
let l_108 = l_107 * u32(1);
let l_109 = l_56 < l_108;
if l_109 {
buffer_2_global[l_56] = l_57;
}
}

for (var l_mut_58: u32 = u32(0); l_mut_58 < u32(10); l_mut_58++) {
let l_59 = id * u32(10);
let l_60 = l_59 + l_mut_58;
let l_61 = a_6[l_mut_58];
let l_110 = info.static_meta[u32(3)];
let l_111 = l_110 * u32(1);
let l_112 = l_60 < l_111;
if l_112 {
buffer_3_global[l_60] = l_61;
}
}
}
}
