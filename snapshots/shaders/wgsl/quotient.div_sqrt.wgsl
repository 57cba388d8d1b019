@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

struct info_st {
   static_meta: array<u32, 6>,
}

@group(0)
@binding(3)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn div_sqrt(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(3)];
let l_1 = id < l_0;
if l_1 {
let l_8 = info.static_meta[u32(0)];
let l_9 = l_8 * u32(1);
let l_10 = id < l_9;
let l_11 = l_9 - u32(1);
let l_12 = min(id, l_11);
let l_13 = buffer_0_global[l_12];
let l_14 = select(f32(0.0), l_13, l_10);
let l_2 = l_14;
let l_15 = info.static_meta[u32(1)];
let l_16 = l_15 * u32(1);
let l_17 = id < l_16;
let l_18 = l_16 - u32(1);
let l_19 = min(id, l_18);
let l_20 = buffer_1_global[l_19];
let l_21 = select(f32(0.0), l_20, l_17);
let l_3 = l_21;
let l_4 = l_2 / l_3;
let l_22 = info.static_meta[u32(2)];
let l_23 = l_22 * u32(1);
let l_24 = id < l_23;
if l_24 {
buffer_2_global[id] = l_4;
}
let l_5 = l_0 + id;
let l_25 = info.static_meta[u32(0)];
let l_26 = l_25 * u32(1);
let l_27 = id < l_26;
let l_28 = l_26 - u32(1);
let l_29 = min(id, l_28);
let l_30 = buffer_0_global[l_29];
let l_31 = select(f32(0.0), l_30, l_27);
let l_6 = l_31;
let l_7 = sqrt(l_6);
let l_32 = info.static_meta[u32(2)];
let l_33 = l_32 * u32(1);
let l_34 = l_5 < l_33;
if l_34 {
buffer_2_global[l_5] = l_7;
}
}
}
