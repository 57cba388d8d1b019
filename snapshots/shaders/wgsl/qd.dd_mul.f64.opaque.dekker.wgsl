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
fn multi_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_43 = info.static_meta[u32(2)];
let l_44 = l_43 * u32(1);
let l_45 = u32(0) < l_44;
let l_46 = l_44 - u32(1);
let l_47 = min(u32(0), l_46);
let l_48 = buffer_2_global[l_47];
let l_49 = select(f64(0.0), l_48, l_45);
let l_3 = l_49;
let l_50 = info.static_meta[u32(2)];
let l_51 = l_50 * u32(1);
let l_52 = u32(1) < l_51;
let l_53 = l_51 - u32(1);
let l_54 = min(u32(1), l_53);
let l_55 = buffer_2_global[l_54];
let l_56 = select(f64(0.0), l_55, l_52);
let l_4 = l_56;
let l_57 = info.static_meta[u32(0)];
let l_58 = l_57 * u32(1);
let l_59 = id < l_58;
let l_60 = l_58 - u32(1);
let l_61 = min(id, l_60);
let l_62 = buffer_0_global[l_61];
let l_63 = select(f64(0.0), l_62, l_59);
let l_5 = l_63;
let l_6 = l_1 + id;
let l_64 = info.static_meta[u32(0)];
let l_65 = l_64 * u32(1);
let l_66 = l_6 < l_65;
let l_67 = l_65 - u32(1);
let l_68 = min(l_6, l_67);
let l_69 = buffer_0_global[l_68];
let l_70 = select(f64(0.0), l_69, l_66);
let l_7 = l_70;
let l_71 = info.static_meta[u32(1)];
let l_72 = l_71 * u32(1);
let l_73 = id < l_72;
let l_74 = l_72 - u32(1);
let l_75 = min(id, l_74);
let l_76 = buffer_1_global[l_75];
let l_77 = select(f64(0.0), l_76, l_73);
let l_8 = l_77;
let l_9 = l_1 + id;
let l_78 = info.static_meta[u32(1)];
let l_79 = l_78 * u32(1);
let l_80 = l_9 < l_79;
let l_81 = l_79 - u32(1);
let l_82 = min(l_9, l_81);
let l_83 = buffer_1_global[l_82];
let l_84 = select(f64(0.0), l_83, l_80);
let l_10 = l_84;
let l_11 = l_5 * l_8;
let l_12 = l_11 * l_4;
let l_13 = l_3 * l_5;
let l_14 = l_13 * l_4;
let l_15 = l_14 - l_5;
let l_16 = l_15 * l_4;
let l_17 = l_14 - l_16;
let l_18 = l_5 - l_17;
let l_19 = l_3 * l_8;
let l_20 = l_19 * l_4;
let l_21 = l_20 - l_8;
let l_22 = l_21 * l_4;
let l_23 = l_20 - l_22;
let l_24 = l_8 - l_23;
let l_25 = l_17 * l_23;
let l_26 = l_25 - l_12;
let l_27 = l_17 * l_24;
let l_28 = l_26 + l_27;
let l_29 = l_18 * l_23;
let l_30 = l_28 + l_29;
let l_31 = l_18 * l_24;
let l_32 = l_30 + l_31;
let l_33 = l_5 * l_10;
let l_34 = l_7 * l_8;
let l_35 = l_33 + l_34;
let l_36 = l_32 + l_35;
let l_37 = l_12 + l_36;
let l_38 = l_37 * l_4;
let l_39 = l_38 - l_12;
let l_40 = l_39 * l_4;
let l_41 = l_36 - l_40;
let l_85 = info.static_meta[u32(3)];
let l_86 = l_85 * u32(1);
let l_87 = id < l_86;
if l_87 {
buffer_3_global[id] = l_38;
}
let l_42 = l_1 + id;
let l_88 = info.static_meta[u32(3)];
let l_89 = l_88 * u32(1);
let l_90 = l_42 < l_89;
if l_90 {
buffer_3_global[l_42] = l_41;
}
}
}
