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

var l_mut_13: f32;
var l_mut_24: f32;
var l_mut_6: f32;
var l_mut_7: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_28 = info.static_meta[u32(2)];
let l_29 = l_28 * u32(1);
let l_30 = u32(0) < l_29;
let l_31 = l_29 - u32(1);
let l_32 = min(u32(0), l_31);
let l_33 = buffer_2_global[l_32];
let l_34 = select(f32(0.0), l_33, l_30);
let l_2 = l_34;
let l_35 = info.static_meta[u32(2)];
let l_36 = l_35 * u32(1);
let l_37 = u32(1) < l_36;
let l_38 = l_36 - u32(1);
let l_39 = min(u32(1), l_38);
let l_40 = buffer_2_global[l_39];
let l_41 = select(f32(0.0), l_40, l_37);
let l_3 = l_41;
let l_42 = info.static_meta[u32(0)];
let l_43 = l_42 * u32(1);
let l_44 = id < l_43;
let l_45 = l_43 - u32(1);
let l_46 = min(id, l_45);
let l_47 = buffer_0_global[l_46];
let l_48 = select(f32(0.0), l_47, l_44);
let l_4 = l_48;
let l_49 = info.static_meta[u32(1)];
let l_50 = l_49 * u32(1);
let l_51 = id < l_50;
let l_52 = l_50 - u32(1);
let l_53 = min(id, l_52);
let l_54 = buffer_1_global[l_53];
let l_55 = select(f32(0.0), l_54, l_51);
let l_5 = l_55;
l_mut_6 = l_4;
l_mut_7 = l_5;
let l_8 = abs(l_5);
let l_9 = abs(l_4);
let l_10 = l_8 >= l_9;
if l_10 {
l_mut_6 = l_5;
l_mut_7 = l_4;
}
let l_11 = l_mut_6 + l_mut_7;
let l_12 = l_11 * l_3;
l_mut_13 = l_12;
let l_14 = l_mut_13 - l_mut_6;
let l_15 = l_14 * l_3;
let l_16 = l_mut_13 - l_15;
let l_17 = l_16 * l_3;
let l_18 = l_17 - l_mut_6;
let l_19 = l_18 * l_3;
let l_20 = l_mut_7 - l_19;
let l_21 = l_20 * l_3;
let l_22 = l_21 - l_15;
let l_23 = l_22 * l_3;
l_mut_24 = l_23;
let l_25 = l_mut_24 + l_15;
let l_26 = l_25 != l_21;
if l_26 {
l_mut_13 = l_mut_6;
l_mut_24 = l_mut_7;
}
let l_56 = info.static_meta[u32(3)];
let l_57 = l_56 * u32(1);
let l_58 = id < l_57;
if l_58 {
buffer_3_global[id] = l_mut_13;
}
let l_27 = l_0 + id;
let l_59 = info.static_meta[u32(3)];
let l_60 = l_59 * u32(1);
let l_61 = l_27 < l_60;
if l_61 {
buffer_3_global[l_27] = l_mut_24;
}
}
}
