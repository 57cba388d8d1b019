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

var l_mut_38: f64;
var l_mut_39: f64;
var l_mut_45: f64;
var l_mut_4: u32;
var l_mut_56: f64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_60 = info.static_meta[u32(2)];
let l_61 = l_60 * u32(1);
let l_62 = u32(0) < l_61;
let l_63 = l_61 - u32(1);
let l_64 = min(u32(0), l_63);
let l_65 = buffer_2_global[l_64];
let l_66 = select(f64(0.0), l_65, l_62);
let l_2 = l_66;
let l_67 = info.static_meta[u32(2)];
let l_68 = l_67 * u32(1);
let l_69 = u32(1) < l_68;
let l_70 = l_68 - u32(1);
let l_71 = min(u32(1), l_70);
let l_72 = buffer_2_global[l_71];
let l_73 = select(f64(0.0), l_72, l_69);
let l_3 = l_73;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_74 = info.static_meta[u32(0)];
let l_75 = l_74 * u32(1);
let l_76 = l_mut_4 < l_75;
let l_77 = l_75 - u32(1);
let l_78 = min(l_mut_4, l_77);
let l_79 = buffer_0_global[l_78];
let l_80 = select(f64(0.0), l_79, l_76);
let l_6 = l_80;
let l_7 = l_1 + l_mut_4;
let l_81 = info.static_meta[u32(0)];
let l_82 = l_81 * u32(1);
let l_83 = l_7 < l_82;
let l_84 = l_82 - u32(1);
let l_85 = min(l_7, l_84);
let l_86 = buffer_0_global[l_85];
let l_87 = select(f64(0.0), l_86, l_83);
let l_8 = l_87;
let l_88 = info.static_meta[u32(1)];
let l_89 = l_88 * u32(1);
let l_90 = l_mut_4 < l_89;
let l_91 = l_89 - u32(1);
let l_92 = min(l_mut_4, l_91);
let l_93 = buffer_1_global[l_92];
let l_94 = select(f64(0.0), l_93, l_90);
let l_9 = l_94;
let l_10 = l_1 + l_mut_4;
let l_95 = info.static_meta[u32(1)];
let l_96 = l_95 * u32(1);
let l_97 = l_10 < l_96;
let l_98 = l_96 - u32(1);
let l_99 = min(l_10, l_98);
let l_100 = buffer_1_global[l_99];
let l_101 = select(f64(0.0), l_100, l_97);
let l_11 = l_101;
let l_12 = l_6 * l_9;
let l_13 = l_12 * l_3;
let l_14 = l_2 * l_6;
let l_15 = l_14 * l_3;
let l_16 = l_15 - l_6;
let l_17 = l_16 * l_3;
let l_18 = l_15 - l_17;
let l_19 = l_6 - l_18;
let l_20 = l_2 * l_9;
let l_21 = l_20 * l_3;
let l_22 = l_21 - l_9;
let l_23 = l_22 * l_3;
let l_24 = l_21 - l_23;
let l_25 = l_9 - l_24;
let l_26 = l_18 * l_24;
let l_27 = l_26 - l_13;
let l_28 = l_18 * l_25;
let l_29 = l_27 + l_28;
let l_30 = l_19 * l_24;
let l_31 = l_29 + l_30;
let l_32 = l_19 * l_25;
let l_33 = l_31 + l_32;
let l_34 = l_6 * l_11;
let l_35 = l_8 * l_9;
let l_36 = l_34 + l_35;
let l_37 = l_36 + l_33;
l_mut_38 = l_13;
l_mut_39 = l_37;
let l_40 = abs(l_37);
let l_41 = abs(l_13);
let l_42 = l_40 >= l_41;
if l_42 {
l_mut_38 = l_37;
l_mut_39 = l_13;
}
let l_43 = l_mut_38 + l_mut_39;
let l_44 = l_43 * l_3;
l_mut_45 = l_44;
let l_46 = l_mut_45 - l_mut_38;
let l_47 = l_46 * l_3;
let l_48 = l_mut_45 - l_47;
let l_49 = l_48 * l_3;
let l_50 = l_49 - l_mut_38;
let l_51 = l_50 * l_3;
let l_52 = l_mut_39 - l_51;
let l_53 = l_52 * l_3;
let l_54 = l_53 - l_47;
let l_55 = l_54 * l_3;
l_mut_56 = l_55;
let l_57 = l_mut_56 + l_47;
let l_58 = l_57 != l_53;
if l_58 {
l_mut_45 = l_mut_38;
l_mut_56 = l_mut_39;
}
let l_102 = info.static_meta[u32(3)];
let l_103 = l_102 * u32(1);
let l_104 = l_mut_4 < l_103;
if l_104 {
buffer_3_global[l_mut_4] = l_mut_45;
}
let l_59 = l_1 + l_mut_4;
let l_105 = info.static_meta[u32(3)];
let l_106 = l_105 * u32(1);
let l_107 = l_59 < l_106;
if l_107 {
buffer_3_global[l_59] = l_mut_56;
}
}
}
