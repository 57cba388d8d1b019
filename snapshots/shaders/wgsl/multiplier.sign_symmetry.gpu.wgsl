@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

struct info_st {
   static_meta: array<u32, 6>,
}

@group(0)
@binding(3)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn sign_symmetry(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_4: u32;
var l_mut_5: u32;
var l_mut_6: u32;
let l_0 = u32(3) * id;
let l_1 = info.static_meta[u32(5)];
let l_2 = l_0 < l_1;
if l_2 {
let l_78 = info.static_meta[u32(1)];
let l_79 = l_78 * u32(1);
let l_80 = u32(0) < l_79;
let l_81 = l_79 - u32(1);
let l_82 = min(u32(0), l_81);
let l_83 = buffer_1_global[l_82];
let l_84 = select(u32(0), l_83, l_80);
let l_3 = l_84;
l_mut_4 = u32(0);
l_mut_5 = u32(0);
l_mut_6 = u32(0);

for (var l_mut_7: u32 = u32(0); l_mut_7 < u32(2048); l_mut_7++) {
let l_8 = id * u32(2048);
let l_9 = l_8 + l_mut_7;
let l_94 = info.static_meta[u32(0)];
let l_95 = l_94 * u32(1);
let l_96 = u32(0) < l_95;
let l_97 = l_95 - u32(1);
let l_98 = min(u32(0), l_97);
let l_99 = buffer_0_global[l_98];
let l_100 = select(u32(0), l_99, l_96);
let l_10 = l_100;
let l_11 = l_9 ^ l_10;
let l_12 = l_11 * u32(747796405);
let l_13 = l_12 + u32(2891336453);
let l_14 = l_13 >> u32(28);
let l_15 = l_14 + u32(4);
let l_16 = l_13 >> l_15;
let l_17 = l_16 ^ l_13;
let l_18 = l_17 * u32(277803737);
let l_19 = l_18 >> u32(22);
let l_20 = l_19 ^ l_18;
let l_101 = info.static_meta[u32(0)];
let l_102 = l_101 * u32(1);
let l_103 = u32(1) < l_102;
let l_104 = l_102 - u32(1);
let l_105 = min(u32(1), l_104);
let l_106 = buffer_0_global[l_105];
let l_107 = select(u32(0), l_106, l_103);
let l_21 = l_107;
let l_22 = l_20 ^ l_21;
let l_23 = l_22 * u32(747796405);
let l_24 = l_23 + u32(2891336453);
let l_25 = l_24 >> u32(28);
let l_26 = l_25 + u32(4);
let l_27 = l_24 >> l_26;
let l_28 = l_27 ^ l_24;
let l_29 = l_28 * u32(277803737);
let l_30 = l_29 >> u32(22);
let l_31 = l_30 ^ l_29;
let l_32 = l_20 >> u32(23);
let l_33 = l_32 % u32(55);
let l_34 = u32(100) + l_33;
let l_35 = l_20 & u32(2147483648);
let l_36 = l_34 << u32(23);
let l_37 = l_35 | l_36;
let l_38 = l_20 & u32(8388607);
let l_39 = l_37 | l_38;
let l_40 = bitcast<f32>(l_39);
let l_41 = l_31 >> u32(23);
let l_42 = l_41 % u32(55);
let l_43 = u32(100) + l_42;
let l_44 = l_31 & u32(2147483648);
let l_45 = l_43 << u32(23);
let l_46 = l_44 | l_45;
let l_47 = l_31 & u32(8388607);
let l_48 = l_46 | l_47;
let l_49 = bitcast<f32>(l_48);
let l_50 = bitcast<u32>(l_40);
let l_51 = l_50 ^ l_3;
let l_52 = bitcast<f32>(l_51);
let l_53 = bitcast<u32>(l_49);
let l_54 = l_53 ^ l_3;
let l_55 = bitcast<f32>(l_54);
let l_56 = l_40 * l_49;
let l_57 = bitcast<u32>(l_56);
let l_58 = l_52 * l_55;
let l_59 = bitcast<u32>(l_58);
let l_60 = l_40 * l_55;
let l_61 = bitcast<u32>(l_60);
let l_62 = l_61 ^ l_3;
let l_63 = l_52 * l_49;
let l_64 = bitcast<u32>(l_63);
let l_65 = l_40 * l_55;
let l_66 = bitcast<u32>(l_65);
let l_67 = l_57 != l_59;
let l_68 = u32(l_67);
l_mut_4 = l_mut_4 + l_68;
let l_69 = l_57 != l_62;
let l_70 = u32(l_69);
l_mut_5 = l_mut_5 + l_70;
let l_71 = l_64 != l_66;
let l_72 = u32(l_71);
l_mut_6 = l_mut_6 + l_72;
}
let l_73 = u32(3) * id;
let l_85 = info.static_meta[u32(2)];
let l_86 = l_85 * u32(1);
let l_87 = l_73 < l_86;
if l_87 {
buffer_2_global[l_73] = l_mut_4;
}
let l_74 = u32(3) * id;
let l_75 = l_74 + u32(1);
let l_88 = info.static_meta[u32(2)];
let l_89 = l_88 * u32(1);
let l_90 = l_75 < l_89;
if l_90 {
buffer_2_global[l_75] = l_mut_5;
}
let l_76 = u32(3) * id;
let l_77 = l_76 + u32(2);
let l_91 = info.static_meta[u32(2)];
let l_92 = l_91 * u32(1);
let l_93 = l_77 < l_92;
if l_93 {
buffer_2_global[l_77] = l_mut_6;
}
}
}
