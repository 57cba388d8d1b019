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

var l_mut_33: f64;
var l_mut_34: f64;
var l_mut_39: f64;
var l_mut_45: f64;
var l_mut_4: u32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_49 = info.static_meta[u32(2)];
let l_50 = l_49 * u32(1);
let l_51 = u32(0) < l_50;
let l_52 = l_50 - u32(1);
let l_53 = min(u32(0), l_52);
let l_54 = buffer_2_global[l_53];
let l_55 = select(f64(0.0), l_54, l_51);
let l_2 = l_55;
let l_56 = info.static_meta[u32(2)];
let l_57 = l_56 * u32(1);
let l_58 = u32(1) < l_57;
let l_59 = l_57 - u32(1);
let l_60 = min(u32(1), l_59);
let l_61 = buffer_2_global[l_60];
let l_62 = select(f64(0.0), l_61, l_58);
let l_3 = l_62;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_63 = info.static_meta[u32(0)];
let l_64 = l_63 * u32(1);
let l_65 = l_mut_4 < l_64;
let l_66 = l_64 - u32(1);
let l_67 = min(l_mut_4, l_66);
let l_68 = buffer_0_global[l_67];
let l_69 = select(f64(0.0), l_68, l_65);
let l_6 = l_69;
let l_7 = l_1 + l_mut_4;
let l_70 = info.static_meta[u32(0)];
let l_71 = l_70 * u32(1);
let l_72 = l_7 < l_71;
let l_73 = l_71 - u32(1);
let l_74 = min(l_7, l_73);
let l_75 = buffer_0_global[l_74];
let l_76 = select(f64(0.0), l_75, l_72);
let l_8 = l_76;
let l_77 = info.static_meta[u32(1)];
let l_78 = l_77 * u32(1);
let l_79 = l_mut_4 < l_78;
let l_80 = l_78 - u32(1);
let l_81 = min(l_mut_4, l_80);
let l_82 = buffer_1_global[l_81];
let l_83 = select(f64(0.0), l_82, l_79);
let l_9 = l_83;
let l_10 = l_1 + l_mut_4;
let l_84 = info.static_meta[u32(1)];
let l_85 = l_84 * u32(1);
let l_86 = l_10 < l_85;
let l_87 = l_85 - u32(1);
let l_88 = min(l_10, l_87);
let l_89 = buffer_1_global[l_88];
let l_90 = select(f64(0.0), l_89, l_86);
let l_11 = l_90;
let l_12 = l_6 * l_9;
let l_13 = l_2 * l_6;
let l_14 = l_13 - l_6;
let l_15 = l_13 - l_14;
let l_16 = l_6 - l_15;
let l_17 = l_2 * l_9;
let l_18 = l_17 - l_9;
let l_19 = l_17 - l_18;
let l_20 = l_9 - l_19;
let l_21 = l_15 * l_19;
let l_22 = l_21 - l_12;
let l_23 = l_15 * l_20;
let l_24 = l_22 + l_23;
let l_25 = l_16 * l_19;
let l_26 = l_24 + l_25;
let l_27 = l_16 * l_20;
let l_28 = l_26 + l_27;
let l_29 = l_6 * l_11;
let l_30 = l_8 * l_9;
let l_31 = l_29 + l_30;
let l_32 = l_31 + l_28;
l_mut_33 = l_12;
l_mut_34 = l_32;
let l_35 = abs(l_32);
let l_36 = abs(l_12);
let l_37 = l_35 >= l_36;
if l_37 {
l_mut_33 = l_32;
l_mut_34 = l_12;
}
let l_38 = l_mut_33 + l_mut_34;
l_mut_39 = l_38;
let l_40 = l_mut_39 - l_mut_33;
let l_41 = l_mut_39 - l_40;
let l_42 = l_41 - l_mut_33;
let l_43 = l_mut_34 - l_42;
let l_44 = l_43 - l_40;
l_mut_45 = l_44;
let l_46 = l_mut_45 + l_40;
let l_47 = l_46 != l_43;
if l_47 {
l_mut_39 = l_mut_33;
l_mut_45 = l_mut_34;
}
let l_91 = info.static_meta[u32(3)];
let l_92 = l_91 * u32(1);
let l_93 = l_mut_4 < l_92;
if l_93 {
buffer_3_global[l_mut_4] = l_mut_39;
}
let l_48 = l_1 + l_mut_4;
let l_94 = info.static_meta[u32(3)];
let l_95 = l_94 * u32(1);
let l_96 = l_48 < l_95;
if l_96 {
buffer_3_global[l_48] = l_mut_45;
}
}
}
