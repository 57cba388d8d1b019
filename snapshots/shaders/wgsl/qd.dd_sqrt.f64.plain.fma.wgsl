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
let l_51 = info.static_meta[u32(2)];
let l_52 = l_51 * u32(1);
let l_53 = u32(0) < l_52;
let l_54 = l_52 - u32(1);
let l_55 = min(u32(0), l_54);
let l_56 = buffer_2_global[l_55];
let l_57 = select(f64(0.0), l_56, l_53);
let l_3 = l_57;
let l_58 = info.static_meta[u32(2)];
let l_59 = l_58 * u32(1);
let l_60 = u32(1) < l_59;
let l_61 = l_59 - u32(1);
let l_62 = min(u32(1), l_61);
let l_63 = buffer_2_global[l_62];
let l_64 = select(f64(0.0), l_63, l_60);
let l_4 = l_64;
let l_65 = info.static_meta[u32(0)];
let l_66 = l_65 * u32(1);
let l_67 = id < l_66;
let l_68 = l_66 - u32(1);
let l_69 = min(id, l_68);
let l_70 = buffer_0_global[l_69];
let l_71 = select(f64(0.0), l_70, l_67);
let l_5 = l_71;
let l_6 = l_1 + id;
let l_72 = info.static_meta[u32(0)];
let l_73 = l_72 * u32(1);
let l_74 = l_6 < l_73;
let l_75 = l_73 - u32(1);
let l_76 = min(l_6, l_75);
let l_77 = buffer_0_global[l_76];
let l_78 = select(f64(0.0), l_77, l_74);
let l_7 = l_78;
let l_79 = info.static_meta[u32(1)];
let l_80 = l_79 * u32(1);
let l_81 = id < l_80;
let l_82 = l_80 - u32(1);
let l_83 = min(id, l_82);
let l_84 = buffer_1_global[l_83];
let l_85 = select(f64(0.0), l_84, l_81);
let l_8 = l_85;
let l_9 = l_1 + id;
let l_86 = info.static_meta[u32(1)];
let l_87 = l_86 * u32(1);
let l_88 = l_9 < l_87;
let l_89 = l_87 - u32(1);
let l_90 = min(l_9, l_89);
let l_91 = buffer_1_global[l_90];
let l_92 = select(f64(0.0), l_91, l_88);
let l_10 = l_92;
let l_11 = sqrt(l_5);
let l_12 = f64(1.0) / l_11;
let l_13 = l_5 * l_12;
let l_14 = l_13 * l_13;
let l_15 = -l_14;
let l_16 = fma(l_13, l_13, l_15);
let l_17 = -l_14;
let l_18 = -l_16;
let l_19 = l_5 + l_17;
let l_20 = l_19 - l_5;
let l_21 = l_19 - l_20;
let l_22 = l_5 - l_21;
let l_23 = l_17 - l_20;
let l_24 = l_22 + l_23;
let l_25 = l_7 + l_18;
let l_26 = l_25 - l_7;
let l_27 = l_25 - l_26;
let l_28 = l_7 - l_27;
let l_29 = l_18 - l_26;
let l_30 = l_28 + l_29;
let l_31 = l_24 + l_25;
let l_32 = l_19 + l_31;
let l_33 = l_32 - l_19;
let l_34 = l_31 - l_33;
let l_35 = l_30 + l_34;
let l_36 = l_32 + l_35;
let l_37 = l_36 - l_32;
let l_38 = l_35 - l_37;
let l_39 = l_12 * f64(0.5);
let l_40 = l_36 * l_39;
let l_41 = l_13 + l_40;
let l_42 = l_41 - l_13;
let l_43 = l_41 - l_42;
let l_44 = l_13 - l_43;
let l_45 = l_40 - l_42;
let l_46 = l_44 + l_45;
let l_47 = l_5 != f64(0.0);
let l_48 = select(l_5, l_41, l_47);
let l_49 = select(f64(0.0), l_46, l_47);
let l_93 = info.static_meta[u32(3)];
let l_94 = l_93 * u32(1);
let l_95 = id < l_94;
if l_95 {
buffer_3_global[id] = l_48;
}
let l_50 = l_1 + id;
let l_96 = info.static_meta[u32(3)];
let l_97 = l_96 * u32(1);
let l_98 = l_50 < l_97;
if l_98 {
buffer_3_global[l_50] = l_49;
}
}
}
