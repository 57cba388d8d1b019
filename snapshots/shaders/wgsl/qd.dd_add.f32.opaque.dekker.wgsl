@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

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
fn multi_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_42 = info.static_meta[u32(2)];
let l_43 = l_42 * u32(1);
let l_44 = u32(0) < l_43;
let l_45 = l_43 - u32(1);
let l_46 = min(u32(0), l_45);
let l_47 = buffer_2_global[l_46];
let l_48 = select(f32(0.0), l_47, l_44);
let l_3 = l_48;
let l_49 = info.static_meta[u32(2)];
let l_50 = l_49 * u32(1);
let l_51 = u32(1) < l_50;
let l_52 = l_50 - u32(1);
let l_53 = min(u32(1), l_52);
let l_54 = buffer_2_global[l_53];
let l_55 = select(f32(0.0), l_54, l_51);
let l_4 = l_55;
let l_56 = info.static_meta[u32(0)];
let l_57 = l_56 * u32(1);
let l_58 = id < l_57;
let l_59 = l_57 - u32(1);
let l_60 = min(id, l_59);
let l_61 = buffer_0_global[l_60];
let l_62 = select(f32(0.0), l_61, l_58);
let l_5 = l_62;
let l_6 = l_1 + id;
let l_63 = info.static_meta[u32(0)];
let l_64 = l_63 * u32(1);
let l_65 = l_6 < l_64;
let l_66 = l_64 - u32(1);
let l_67 = min(l_6, l_66);
let l_68 = buffer_0_global[l_67];
let l_69 = select(f32(0.0), l_68, l_65);
let l_7 = l_69;
let l_70 = info.static_meta[u32(1)];
let l_71 = l_70 * u32(1);
let l_72 = id < l_71;
let l_73 = l_71 - u32(1);
let l_74 = min(id, l_73);
let l_75 = buffer_1_global[l_74];
let l_76 = select(f32(0.0), l_75, l_72);
let l_8 = l_76;
let l_9 = l_1 + id;
let l_77 = info.static_meta[u32(1)];
let l_78 = l_77 * u32(1);
let l_79 = l_9 < l_78;
let l_80 = l_78 - u32(1);
let l_81 = min(l_9, l_80);
let l_82 = buffer_1_global[l_81];
let l_83 = select(f32(0.0), l_82, l_79);
let l_10 = l_83;
let l_11 = l_5 + l_8;
let l_12 = l_11 * l_4;
let l_13 = l_12 - l_5;
let l_14 = l_13 * l_4;
let l_15 = l_12 - l_14;
let l_16 = l_15 * l_4;
let l_17 = l_5 - l_16;
let l_18 = l_8 - l_14;
let l_19 = l_17 + l_18;
let l_20 = l_7 + l_10;
let l_21 = l_20 * l_4;
let l_22 = l_21 - l_7;
let l_23 = l_22 * l_4;
let l_24 = l_21 - l_23;
let l_25 = l_24 * l_4;
let l_26 = l_7 - l_25;
let l_27 = l_10 - l_23;
let l_28 = l_26 + l_27;
let l_29 = l_19 + l_21;
let l_30 = l_12 + l_29;
let l_31 = l_30 * l_4;
let l_32 = l_31 - l_12;
let l_33 = l_32 * l_4;
let l_34 = l_29 - l_33;
let l_35 = l_28 + l_34;
let l_36 = l_31 + l_35;
let l_37 = l_36 * l_4;
let l_38 = l_37 - l_31;
let l_39 = l_38 * l_4;
let l_40 = l_35 - l_39;
let l_84 = info.static_meta[u32(3)];
let l_85 = l_84 * u32(1);
let l_86 = id < l_85;
if l_86 {
buffer_3_global[id] = l_37;
}
let l_41 = l_1 + id;
let l_87 = info.static_meta[u32(3)];
let l_88 = l_87 * u32(1);
let l_89 = l_41 < l_88;
if l_89 {
buffer_3_global[l_41] = l_40;
}
}
}
