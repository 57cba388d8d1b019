@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

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
fn storage_classes(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(5)];
let l_1 = id < l_0;
if l_1 {
let l_31 = info.static_meta[u32(0)];
let l_32 = l_31 * u32(1);
let l_33 = id < l_32;
let l_34 = l_32 - u32(1);
let l_35 = min(id, l_34);
let l_36 = buffer_0_global[l_35];
let l_37 = select(f32(0.0), l_36, l_33);
let l_2 = l_37;
let l_38 = info.static_meta[u32(4)];
let l_39 = l_38 * u32(1);
let l_40 = id < l_39;
if l_40 {
buffer_4_global[id] = l_2;
}
let l_3 = l_0 + id;
let l_41 = info.static_meta[u32(3)];
let l_42 = l_41 * u32(1);
let l_43 = u32(0) < l_42;
let l_44 = l_42 - u32(1);
let l_45 = min(u32(0), l_44);
let l_46 = buffer_3_global[l_45];
let l_47 = select(u32(0), l_46, l_43);
let l_4 = l_47;
let l_5 = l_4 == u32(1);
let l_48 = info.static_meta[u32(2)];
let l_49 = l_48 * u32(1);
let l_50 = u32(0) < l_49;
let l_51 = l_49 - u32(1);
let l_52 = min(u32(0), l_51);
let l_53 = buffer_2_global[l_52];
let l_54 = select(f32(0.0), l_53, l_50);
let l_6 = l_54;
let l_7 = select(l_6, l_2, l_5);
let l_55 = info.static_meta[u32(4)];
let l_56 = l_55 * u32(1);
let l_57 = l_3 < l_56;
if l_57 {
buffer_4_global[l_3] = l_7;
}
let l_8 = u32(2) * l_0;
let l_9 = l_8 + id;
let l_58 = info.static_meta[u32(1)];
let l_59 = l_58 * u32(1);
let l_60 = id < l_59;
let l_61 = l_59 - u32(1);
let l_62 = min(id, l_61);
let l_63 = buffer_1_global[l_62];
let l_64 = select(u32(0), l_63, l_60);
let l_10 = l_64;
let l_11 = bitcast<f32>(l_10);
let l_65 = info.static_meta[u32(4)];
let l_66 = l_65 * u32(1);
let l_67 = l_9 < l_66;
if l_67 {
buffer_4_global[l_9] = l_11;
}
let l_12 = u32(3) * l_0;
let l_13 = l_12 + id;
let l_68 = info.static_meta[u32(2)];
let l_69 = l_68 * u32(1);
let l_70 = u32(0) < l_69;
let l_71 = l_69 - u32(1);
let l_72 = min(u32(0), l_71);
let l_73 = buffer_2_global[l_72];
let l_74 = select(f32(0.0), l_73, l_70);
let l_14 = l_74;
let l_15 = l_2 * l_14;
let l_75 = info.static_meta[u32(4)];
let l_76 = l_75 * u32(1);
let l_77 = l_13 < l_76;
if l_77 {
buffer_4_global[l_13] = l_15;
}
let l_16 = u32(4) * l_0;
let l_17 = l_16 + id;
let l_78 = info.static_meta[u32(2)];
let l_79 = l_78 * u32(1);
let l_80 = u32(1) < l_79;
let l_81 = l_79 - u32(1);
let l_82 = min(u32(1), l_81);
let l_83 = buffer_2_global[l_82];
let l_84 = select(f32(0.0), l_83, l_80);
let l_18 = l_84;
let l_19 = l_2 + l_18;
let l_85 = info.static_meta[u32(4)];
let l_86 = l_85 * u32(1);
let l_87 = l_17 < l_86;
if l_87 {
buffer_4_global[l_17] = l_19;
}
let l_20 = u32(5) * l_0;
let l_21 = l_20 + id;
let l_88 = info.static_meta[u32(2)];
let l_89 = l_88 * u32(1);
let l_90 = u32(2) < l_89;
let l_91 = l_89 - u32(1);
let l_92 = min(u32(2), l_91);
let l_93 = buffer_2_global[l_92];
let l_94 = select(f32(0.0), l_93, l_90);
let l_22 = l_94;
let l_23 = min(l_2, l_22);
let l_95 = info.static_meta[u32(4)];
let l_96 = l_95 * u32(1);
let l_97 = l_21 < l_96;
if l_97 {
buffer_4_global[l_21] = l_23;
}
let l_24 = u32(6) * l_0;
let l_25 = l_24 + id;
let l_98 = info.static_meta[u32(2)];
let l_99 = l_98 * u32(1);
let l_100 = u32(3) < l_99;
let l_101 = l_99 - u32(1);
let l_102 = min(u32(3), l_101);
let l_103 = buffer_2_global[l_102];
let l_104 = select(f32(0.0), l_103, l_100);
let l_26 = l_104;
let l_27 = max(l_2, l_26);
let l_105 = info.static_meta[u32(4)];
let l_106 = l_105 * u32(1);
let l_107 = l_25 < l_106;
if l_107 {
buffer_4_global[l_25] = l_27;
}
let l_28 = u32(7) * l_0;
let l_29 = l_28 + id;
let l_30 = -l_2;
let l_108 = info.static_meta[u32(4)];
let l_109 = l_108 * u32(1);
let l_110 = l_29 < l_109;
if l_110 {
buffer_4_global[l_29] = l_30;
}
}
}
