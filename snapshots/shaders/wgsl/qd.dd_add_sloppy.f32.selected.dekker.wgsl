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
let l_33 = info.static_meta[u32(2)];
let l_34 = l_33 * u32(1);
let l_35 = u32(0) < l_34;
let l_36 = l_34 - u32(1);
let l_37 = min(u32(0), l_36);
let l_38 = buffer_2_global[l_37];
let l_39 = select(f32(0.0), l_38, l_35);
let l_3 = l_39;
let l_40 = info.static_meta[u32(2)];
let l_41 = l_40 * u32(1);
let l_42 = u32(1) < l_41;
let l_43 = l_41 - u32(1);
let l_44 = min(u32(1), l_43);
let l_45 = buffer_2_global[l_44];
let l_46 = select(f32(0.0), l_45, l_42);
let l_4 = l_46;
let l_47 = info.static_meta[u32(0)];
let l_48 = l_47 * u32(1);
let l_49 = id < l_48;
let l_50 = l_48 - u32(1);
let l_51 = min(id, l_50);
let l_52 = buffer_0_global[l_51];
let l_53 = select(f32(0.0), l_52, l_49);
let l_5 = l_53;
let l_6 = l_1 + id;
let l_54 = info.static_meta[u32(0)];
let l_55 = l_54 * u32(1);
let l_56 = l_6 < l_55;
let l_57 = l_55 - u32(1);
let l_58 = min(l_6, l_57);
let l_59 = buffer_0_global[l_58];
let l_60 = select(f32(0.0), l_59, l_56);
let l_7 = l_60;
let l_61 = info.static_meta[u32(1)];
let l_62 = l_61 * u32(1);
let l_63 = id < l_62;
let l_64 = l_62 - u32(1);
let l_65 = min(id, l_64);
let l_66 = buffer_1_global[l_65];
let l_67 = select(f32(0.0), l_66, l_63);
let l_8 = l_67;
let l_9 = l_1 + id;
let l_68 = info.static_meta[u32(1)];
let l_69 = l_68 * u32(1);
let l_70 = l_9 < l_69;
let l_71 = l_69 - u32(1);
let l_72 = min(l_9, l_71);
let l_73 = buffer_1_global[l_72];
let l_74 = select(f32(0.0), l_73, l_70);
let l_10 = l_74;
let l_11 = l_5 + l_8;
let l_12 = l_4 != f32(0.0);
let l_13 = select(l_4, l_11, l_12);
let l_14 = l_13 - l_5;
let l_15 = l_4 != f32(0.0);
let l_16 = select(l_4, l_14, l_15);
let l_17 = l_13 - l_16;
let l_18 = l_4 != f32(0.0);
let l_19 = select(l_4, l_17, l_18);
let l_20 = l_5 - l_19;
let l_21 = l_8 - l_16;
let l_22 = l_20 + l_21;
let l_23 = l_7 + l_10;
let l_24 = l_22 + l_23;
let l_25 = l_13 + l_24;
let l_26 = l_4 != f32(0.0);
let l_27 = select(l_4, l_25, l_26);
let l_28 = l_27 - l_13;
let l_29 = l_4 != f32(0.0);
let l_30 = select(l_4, l_28, l_29);
let l_31 = l_24 - l_30;
let l_75 = info.static_meta[u32(3)];
let l_76 = l_75 * u32(1);
let l_77 = id < l_76;
if l_77 {
buffer_3_global[id] = l_27;
}
let l_32 = l_1 + id;
let l_78 = info.static_meta[u32(3)];
let l_79 = l_78 * u32(1);
let l_80 = l_32 < l_79;
if l_80 {
buffer_3_global[l_32] = l_31;
}
}
}
