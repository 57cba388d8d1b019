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
let l_52 = info.static_meta[u32(2)];
let l_53 = l_52 * u32(1);
let l_54 = u32(0) < l_53;
let l_55 = l_53 - u32(1);
let l_56 = min(u32(0), l_55);
let l_57 = buffer_2_global[l_56];
let l_58 = select(f32(0.0), l_57, l_54);
let l_3 = l_58;
let l_59 = info.static_meta[u32(2)];
let l_60 = l_59 * u32(1);
let l_61 = u32(1) < l_60;
let l_62 = l_60 - u32(1);
let l_63 = min(u32(1), l_62);
let l_64 = buffer_2_global[l_63];
let l_65 = select(f32(0.0), l_64, l_61);
let l_4 = l_65;
let l_66 = info.static_meta[u32(0)];
let l_67 = l_66 * u32(1);
let l_68 = id < l_67;
let l_69 = l_67 - u32(1);
let l_70 = min(id, l_69);
let l_71 = buffer_0_global[l_70];
let l_72 = select(f32(0.0), l_71, l_68);
let l_5 = l_72;
let l_6 = l_1 + id;
let l_73 = info.static_meta[u32(0)];
let l_74 = l_73 * u32(1);
let l_75 = l_6 < l_74;
let l_76 = l_74 - u32(1);
let l_77 = min(l_6, l_76);
let l_78 = buffer_0_global[l_77];
let l_79 = select(f32(0.0), l_78, l_75);
let l_7 = l_79;
let l_80 = info.static_meta[u32(1)];
let l_81 = l_80 * u32(1);
let l_82 = id < l_81;
let l_83 = l_81 - u32(1);
let l_84 = min(id, l_83);
let l_85 = buffer_1_global[l_84];
let l_86 = select(f32(0.0), l_85, l_82);
let l_8 = l_86;
let l_9 = l_1 + id;
let l_87 = info.static_meta[u32(1)];
let l_88 = l_87 * u32(1);
let l_89 = l_9 < l_88;
let l_90 = l_88 - u32(1);
let l_91 = min(l_9, l_90);
let l_92 = buffer_1_global[l_91];
let l_93 = select(f32(0.0), l_92, l_89);
let l_10 = l_93;
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
let l_24 = l_4 != f32(0.0);
let l_25 = select(l_4, l_23, l_24);
let l_26 = l_25 - l_7;
let l_27 = l_4 != f32(0.0);
let l_28 = select(l_4, l_26, l_27);
let l_29 = l_25 - l_28;
let l_30 = l_4 != f32(0.0);
let l_31 = select(l_4, l_29, l_30);
let l_32 = l_7 - l_31;
let l_33 = l_10 - l_28;
let l_34 = l_32 + l_33;
let l_35 = l_22 + l_25;
let l_36 = l_13 + l_35;
let l_37 = l_4 != f32(0.0);
let l_38 = select(l_4, l_36, l_37);
let l_39 = l_38 - l_13;
let l_40 = l_4 != f32(0.0);
let l_41 = select(l_4, l_39, l_40);
let l_42 = l_35 - l_41;
let l_43 = l_34 + l_42;
let l_44 = l_38 + l_43;
let l_45 = l_4 != f32(0.0);
let l_46 = select(l_4, l_44, l_45);
let l_47 = l_46 - l_38;
let l_48 = l_4 != f32(0.0);
let l_49 = select(l_4, l_47, l_48);
let l_50 = l_43 - l_49;
let l_94 = info.static_meta[u32(3)];
let l_95 = l_94 * u32(1);
let l_96 = id < l_95;
if l_96 {
buffer_3_global[id] = l_46;
}
let l_51 = l_1 + id;
let l_97 = info.static_meta[u32(3)];
let l_98 = l_97 * u32(1);
let l_99 = l_51 < l_98;
if l_99 {
buffer_3_global[l_51] = l_50;
}
}
}
