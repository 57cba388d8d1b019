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

const WORKGROUP_SIZE_X = 1u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1, 1, 1)
fn register_range_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_3: f32;
let l_0 = id == u32(0);
if l_0 {
let l_6 = info.static_meta[u32(0)];
let l_7 = l_6 * u32(1);
let l_8 = u32(0) < l_7;
let l_9 = l_7 - u32(1);
let l_10 = min(u32(0), l_9);
let l_11 = buffer_0_global[l_10];
let l_12 = select(f32(0.0), l_11, l_8);
let l_1 = l_12;
let l_2 = l_1 + l_1;
l_mut_3 = l_2;
let l_13 = info.static_meta[u32(1)];
let l_14 = l_13 * u32(1);
let l_15 = u32(0) < l_14;
let l_16 = l_14 - u32(1);
let l_17 = min(u32(0), l_16);
let l_18 = buffer_1_global[l_17];
let l_19 = select(f32(0.0), l_18, l_15);
let l_4 = l_19;
l_mut_3 = l_mut_3 * l_4;
let l_5 = l_mut_3 - l_1;
let l_20 = info.static_meta[u32(2)];
let l_21 = l_20 * u32(1);
let l_22 = u32(0) < l_21;
if l_22 {
buffer_2_global[u32(0)] = l_5;
}
}
}
