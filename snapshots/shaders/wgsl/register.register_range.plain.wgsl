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
let l_5 = info.static_meta[u32(0)];
let l_6 = l_5 * u32(1);
let l_7 = u32(0) < l_6;
let l_8 = l_6 - u32(1);
let l_9 = min(u32(0), l_8);
let l_10 = buffer_0_global[l_9];
let l_11 = select(f32(0.0), l_10, l_7);
let l_1 = l_11;
let l_2 = l_1 + l_1;
l_mut_3 = l_2;
let l_4 = l_mut_3 - l_1;
let l_12 = info.static_meta[u32(2)];
let l_13 = l_12 * u32(1);
let l_14 = u32(0) < l_13;
if l_14 {
buffer_2_global[u32(0)] = l_4;
}
}
}
