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
let l_12 = info.static_meta[u32(2)];
let l_13 = l_12 * u32(1);
let l_14 = u32(0) < l_13;
let l_15 = l_13 - u32(1);
let l_16 = min(u32(0), l_15);
let l_17 = buffer_2_global[l_16];
let l_18 = select(f32(0.0), l_17, l_14);
let l_2 = l_18;
let l_19 = info.static_meta[u32(2)];
let l_20 = l_19 * u32(1);
let l_21 = u32(1) < l_20;
let l_22 = l_20 - u32(1);
let l_23 = min(u32(1), l_22);
let l_24 = buffer_2_global[l_23];
let l_25 = select(f32(0.0), l_24, l_21);
let l_3 = l_25;
let l_26 = info.static_meta[u32(0)];
let l_27 = l_26 * u32(1);
let l_28 = id < l_27;
let l_29 = l_27 - u32(1);
let l_30 = min(id, l_29);
let l_31 = buffer_0_global[l_30];
let l_32 = select(f32(0.0), l_31, l_28);
let l_4 = l_32;
let l_5 = l_2 * l_4;
let l_6 = l_5 * l_3;
let l_7 = l_6 - l_4;
let l_8 = l_7 * l_3;
let l_9 = l_6 - l_8;
let l_10 = l_4 - l_9;
let l_33 = info.static_meta[u32(3)];
let l_34 = l_33 * u32(1);
let l_35 = id < l_34;
if l_35 {
buffer_3_global[id] = l_9;
}
let l_11 = l_0 + id;
let l_36 = info.static_meta[u32(3)];
let l_37 = l_36 * u32(1);
let l_38 = l_11 < l_37;
if l_38 {
buffer_3_global[l_11] = l_10;
}
}
}
