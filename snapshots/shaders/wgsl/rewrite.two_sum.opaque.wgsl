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
fn two_sum(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_17 = info.static_meta[u32(0)];
let l_18 = l_17 * u32(1);
let l_19 = id < l_18;
let l_20 = l_18 - u32(1);
let l_21 = min(id, l_20);
let l_22 = buffer_0_global[l_21];
let l_23 = select(f32(0.0), l_22, l_19);
let l_2 = l_23;
let l_24 = info.static_meta[u32(1)];
let l_25 = l_24 * u32(1);
let l_26 = id < l_25;
let l_27 = l_25 - u32(1);
let l_28 = min(id, l_27);
let l_29 = buffer_1_global[l_28];
let l_30 = select(f32(0.0), l_29, l_26);
let l_3 = l_30;
let l_4 = l_2 + l_3;
let l_31 = info.static_meta[u32(2)];
let l_32 = l_31 * u32(1);
let l_33 = u32(0) < l_32;
let l_34 = l_32 - u32(1);
let l_35 = min(u32(0), l_34);
let l_36 = buffer_2_global[l_35];
let l_37 = select(f32(0.0), l_36, l_33);
let l_5 = l_37;
let l_6 = l_4 * l_5;
let l_7 = l_6 - l_2;
let l_38 = info.static_meta[u32(2)];
let l_39 = l_38 * u32(1);
let l_40 = u32(0) < l_39;
let l_41 = l_39 - u32(1);
let l_42 = min(u32(0), l_41);
let l_43 = buffer_2_global[l_42];
let l_44 = select(f32(0.0), l_43, l_40);
let l_8 = l_44;
let l_9 = l_7 * l_8;
let l_10 = l_6 - l_9;
let l_45 = info.static_meta[u32(2)];
let l_46 = l_45 * u32(1);
let l_47 = u32(0) < l_46;
let l_48 = l_46 - u32(1);
let l_49 = min(u32(0), l_48);
let l_50 = buffer_2_global[l_49];
let l_51 = select(f32(0.0), l_50, l_47);
let l_11 = l_51;
let l_12 = l_10 * l_11;
let l_13 = l_2 - l_12;
let l_14 = l_3 - l_9;
let l_15 = l_13 + l_14;
let l_52 = info.static_meta[u32(3)];
let l_53 = l_52 * u32(1);
let l_54 = id < l_53;
if l_54 {
buffer_3_global[id] = l_6;
}
let l_16 = l_0 + id;
let l_55 = info.static_meta[u32(3)];
let l_56 = l_55 * u32(1);
let l_57 = l_16 < l_56;
if l_57 {
buffer_3_global[l_16] = l_15;
}
}
}
