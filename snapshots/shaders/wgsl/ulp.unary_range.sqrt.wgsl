@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

struct info_st {
   static_meta: array<u32, 4>,
}

@group(0)
@binding(2)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn unary_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_5: f32;
let l_0 = info.static_meta[u32(3)];
let l_1 = id < l_0;
if l_1 {
let l_7 = info.static_meta[u32(0)];
let l_8 = l_7 * u32(1);
let l_9 = u32(0) < l_8;
let l_10 = l_8 - u32(1);
let l_11 = min(u32(0), l_10);
let l_12 = buffer_0_global[l_11];
let l_13 = select(u32(0), l_12, l_9);
let l_2 = l_13;
let l_3 = l_2 + id;
let l_4 = bitcast<f32>(l_3);
l_mut_5 = l_4;
let l_6 = sqrt(l_4);
l_mut_5 = l_6;
let l_14 = info.static_meta[u32(1)];
let l_15 = l_14 * u32(1);
let l_16 = id < l_15;
if l_16 {
buffer_1_global[id] = l_mut_5;
}
}
}
