@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 4>,
}

@group(0)
@binding(2)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn gj_eliminate_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_57 = info.static_meta[u32(1)];
let l_58 = l_57 * u32(1);
let l_59 = u32(0) < l_58;
let l_60 = l_58 - u32(1);
let l_61 = min(u32(0), l_60);
let l_62 = buffer_1_global[l_61];
let l_63 = select(f64(0.0), l_62, l_59);
let l_0 = l_63;
let l_64 = info.static_meta[u32(1)];
let l_65 = l_64 * u32(1);
let l_66 = u32(1) < l_65;
let l_67 = l_65 - u32(1);
let l_68 = min(u32(1), l_67);
let l_69 = buffer_1_global[l_68];
let l_70 = select(f64(0.0), l_69, l_66);
let l_1 = l_70;
let l_2 = info.scalars_u32[1] + info.scalars_u32[2];
let l_3 = info.scalars_u32[0] * u32(32);
let l_4 = id < l_3;
if l_4 {
let l_5 = id / u32(32);
let l_6 = id % u32(32);
let l_7 = l_5 != l_2;
let l_8 = l_6 > info.scalars_u32[2];
let l_9 = l_7 && l_8;
if l_9 {
let l_10 = info.scalars_u32[0] * u32(32);
let l_11 = l_5 * u32(32);
let l_12 = l_11 + info.scalars_u32[2];
let l_71 = info.static_meta[u32(0)];
let l_72 = l_71 * u32(1);
let l_73 = l_12 < l_72;
let l_74 = l_72 - u32(1);
let l_75 = min(l_12, l_74);
let l_76 = buffer_0_global[l_75];
let l_77 = select(f64(0.0), l_76, l_73);
let l_13 = l_77;
let l_14 = l_10 + l_12;
let l_78 = info.static_meta[u32(0)];
let l_79 = l_78 * u32(1);
let l_80 = l_14 < l_79;
let l_81 = l_79 - u32(1);
let l_82 = min(l_14, l_81);
let l_83 = buffer_0_global[l_82];
let l_84 = select(f64(0.0), l_83, l_80);
let l_15 = l_84;
let l_16 = -l_13;
let l_17 = -l_15;
let l_85 = info.static_meta[u32(0)];
let l_86 = l_85 * u32(1);
let l_87 = id < l_86;
let l_88 = l_86 - u32(1);
let l_89 = min(id, l_88);
let l_90 = buffer_0_global[l_89];
let l_91 = select(f64(0.0), l_90, l_87);
let l_18 = l_91;
let l_19 = l_10 + id;
let l_92 = info.static_meta[u32(0)];
let l_93 = l_92 * u32(1);
let l_94 = l_19 < l_93;
let l_95 = l_93 - u32(1);
let l_96 = min(l_19, l_95);
let l_97 = buffer_0_global[l_96];
let l_98 = select(f64(0.0), l_97, l_94);
let l_20 = l_98;
let l_21 = l_2 * u32(32);
let l_22 = l_21 + l_6;
let l_99 = info.static_meta[u32(0)];
let l_100 = l_99 * u32(1);
let l_101 = l_22 < l_100;
let l_102 = l_100 - u32(1);
let l_103 = min(l_22, l_102);
let l_104 = buffer_0_global[l_103];
let l_105 = select(f64(0.0), l_104, l_101);
let l_23 = l_105;
let l_24 = l_10 + l_22;
let l_106 = info.static_meta[u32(0)];
let l_107 = l_106 * u32(1);
let l_108 = l_24 < l_107;
let l_109 = l_107 - u32(1);
let l_110 = min(l_24, l_109);
let l_111 = buffer_0_global[l_110];
let l_112 = select(f64(0.0), l_111, l_108);
let l_25 = l_112;
let l_26 = l_16 * l_23;
let l_27 = -l_26;
let l_28 = fma(l_16, l_23, l_27);
let l_29 = l_16 * l_25;
let l_30 = l_17 * l_23;
let l_31 = l_29 + l_30;
let l_32 = l_28 + l_31;
let l_33 = l_26 + l_32;
let l_34 = l_33 - l_26;
let l_35 = l_32 - l_34;
let l_36 = l_18 + l_33;
let l_37 = l_36 - l_18;
let l_38 = l_36 - l_37;
let l_39 = l_18 - l_38;
let l_40 = l_33 - l_37;
let l_41 = l_39 + l_40;
let l_42 = l_20 + l_35;
let l_43 = l_42 - l_20;
let l_44 = l_42 - l_43;
let l_45 = l_20 - l_44;
let l_46 = l_35 - l_43;
let l_47 = l_45 + l_46;
let l_48 = l_41 + l_42;
let l_49 = l_36 + l_48;
let l_50 = l_49 - l_36;
let l_51 = l_48 - l_50;
let l_52 = l_47 + l_51;
let l_53 = l_49 + l_52;
let l_54 = l_53 - l_49;
let l_55 = l_52 - l_54;
let l_113 = info.static_meta[u32(0)];
let l_114 = l_113 * u32(1);
let l_115 = id < l_114;
if l_115 {
buffer_0_global[id] = l_53;
}
let l_56 = l_10 + id;
let l_116 = info.static_meta[u32(0)];
let l_117 = l_116 * u32(1);
let l_118 = l_56 < l_117;
if l_118 {
buffer_0_global[l_56] = l_55;
}
}
}
}
