@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

struct info_st {
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn double_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_4: u32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_46 = info.static_meta[u32(2)];
let l_47 = l_46 * u32(1);
let l_48 = u32(0) < l_47;
let l_49 = l_47 - u32(1);
let l_50 = min(u32(0), l_49);
let l_51 = buffer_2_global[l_50];
let l_52 = select(f64(0.0), l_51, l_48);
let l_2 = l_52;
let l_53 = info.static_meta[u32(2)];
let l_54 = l_53 * u32(1);
let l_55 = u32(1) < l_54;
let l_56 = l_54 - u32(1);
let l_57 = min(u32(1), l_56);
let l_58 = buffer_2_global[l_57];
let l_59 = select(f64(0.0), l_58, l_55);
let l_3 = l_59;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_60 = info.static_meta[u32(0)];
let l_61 = l_60 * u32(1);
let l_62 = l_mut_4 < l_61;
let l_63 = l_61 - u32(1);
let l_64 = min(l_mut_4, l_63);
let l_65 = buffer_0_global[l_64];
let l_66 = select(f64(0.0), l_65, l_62);
let l_6 = l_66;
let l_7 = l_1 + l_mut_4;
let l_67 = info.static_meta[u32(0)];
let l_68 = l_67 * u32(1);
let l_69 = l_7 < l_68;
let l_70 = l_68 - u32(1);
let l_71 = min(l_7, l_70);
let l_72 = buffer_0_global[l_71];
let l_73 = select(f64(0.0), l_72, l_69);
let l_8 = l_73;
let l_74 = info.static_meta[u32(1)];
let l_75 = l_74 * u32(1);
let l_76 = l_mut_4 < l_75;
let l_77 = l_75 - u32(1);
let l_78 = min(l_mut_4, l_77);
let l_79 = buffer_1_global[l_78];
let l_80 = select(f64(0.0), l_79, l_76);
let l_9 = l_80;
let l_10 = l_1 + l_mut_4;
let l_81 = info.static_meta[u32(1)];
let l_82 = l_81 * u32(1);
let l_83 = l_10 < l_82;
let l_84 = l_82 - u32(1);
let l_85 = min(l_10, l_84);
let l_86 = buffer_1_global[l_85];
let l_87 = select(f64(0.0), l_86, l_83);
let l_11 = l_87;
let l_12 = l_6 / l_9;
let l_13 = l_9 * l_12;
let l_14 = l_2 * l_9;
let l_15 = l_14 - l_9;
let l_16 = l_14 - l_15;
let l_17 = l_9 - l_16;
let l_18 = l_2 * l_12;
let l_19 = l_18 - l_12;
let l_20 = l_18 - l_19;
let l_21 = l_12 - l_20;
let l_22 = l_16 * l_20;
let l_23 = l_22 - l_13;
let l_24 = l_16 * l_21;
let l_25 = l_23 + l_24;
let l_26 = l_17 * l_20;
let l_27 = l_25 + l_26;
let l_28 = l_17 * l_21;
let l_29 = l_27 + l_28;
let l_30 = l_11 * l_12;
let l_31 = l_13 + l_30;
let l_32 = l_31 - l_13;
let l_33 = l_30 - l_32;
let l_34 = l_33 + l_29;
let l_35 = l_31 + l_34;
let l_36 = l_35 - l_31;
let l_37 = l_34 - l_36;
let l_38 = l_6 - l_35;
let l_39 = l_8 - l_37;
let l_40 = l_38 + l_39;
let l_41 = l_40 / l_9;
let l_42 = l_12 + l_41;
let l_43 = l_42 - l_12;
let l_44 = l_41 - l_43;
let l_88 = info.static_meta[u32(3)];
let l_89 = l_88 * u32(1);
let l_90 = l_mut_4 < l_89;
if l_90 {
buffer_3_global[l_mut_4] = l_42;
}
let l_45 = l_1 + l_mut_4;
let l_91 = info.static_meta[u32(3)];
let l_92 = l_91 * u32(1);
let l_93 = l_45 < l_92;
if l_93 {
buffer_3_global[l_45] = l_44;
}
}
}
