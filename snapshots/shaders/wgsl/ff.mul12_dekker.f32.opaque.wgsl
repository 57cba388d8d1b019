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
fn transforms_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_29 = info.static_meta[u32(2)];
let l_30 = l_29 * u32(1);
let l_31 = u32(0) < l_30;
let l_32 = l_30 - u32(1);
let l_33 = min(u32(0), l_32);
let l_34 = buffer_2_global[l_33];
let l_35 = select(f32(0.0), l_34, l_31);
let l_2 = l_35;
let l_36 = info.static_meta[u32(2)];
let l_37 = l_36 * u32(1);
let l_38 = u32(1) < l_37;
let l_39 = l_37 - u32(1);
let l_40 = min(u32(1), l_39);
let l_41 = buffer_2_global[l_40];
let l_42 = select(f32(0.0), l_41, l_38);
let l_3 = l_42;
let l_43 = info.static_meta[u32(0)];
let l_44 = l_43 * u32(1);
let l_45 = id < l_44;
let l_46 = l_44 - u32(1);
let l_47 = min(id, l_46);
let l_48 = buffer_0_global[l_47];
let l_49 = select(f32(0.0), l_48, l_45);
let l_4 = l_49;
let l_50 = info.static_meta[u32(1)];
let l_51 = l_50 * u32(1);
let l_52 = id < l_51;
let l_53 = l_51 - u32(1);
let l_54 = min(id, l_53);
let l_55 = buffer_1_global[l_54];
let l_56 = select(f32(0.0), l_55, l_52);
let l_5 = l_56;
let l_6 = l_4 * l_5;
let l_7 = l_6 * l_3;
let l_8 = l_2 * l_4;
let l_9 = l_8 * l_3;
let l_10 = l_9 - l_4;
let l_11 = l_10 * l_3;
let l_12 = l_9 - l_11;
let l_13 = l_4 - l_12;
let l_14 = l_2 * l_5;
let l_15 = l_14 * l_3;
let l_16 = l_15 - l_5;
let l_17 = l_16 * l_3;
let l_18 = l_15 - l_17;
let l_19 = l_5 - l_18;
let l_20 = l_12 * l_18;
let l_21 = l_20 - l_7;
let l_22 = l_12 * l_19;
let l_23 = l_21 + l_22;
let l_24 = l_13 * l_18;
let l_25 = l_23 + l_24;
let l_26 = l_13 * l_19;
let l_27 = l_25 + l_26;
let l_57 = info.static_meta[u32(3)];
let l_58 = l_57 * u32(1);
let l_59 = id < l_58;
if l_59 {
buffer_3_global[id] = l_7;
}
let l_28 = l_0 + id;
let l_60 = info.static_meta[u32(3)];
let l_61 = l_60 * u32(1);
let l_62 = l_28 < l_61;
if l_62 {
buffer_3_global[l_28] = l_27;
}
}
}
