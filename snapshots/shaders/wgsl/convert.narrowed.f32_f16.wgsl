enable f16;@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f16>;

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
fn narrowed_f_f32_n_(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(2)];
let l_1 = id < l_0;
if l_1 {
let l_4 = info.static_meta[u32(0)];
let l_5 = l_4 * u32(1);
let l_6 = id < l_5;
let l_7 = l_5 - u32(1);
let l_8 = min(id, l_7);
let l_9 = buffer_0_global[l_8];
let l_10 = select(f32(0.0), l_9, l_6);
let l_2 = l_10;
let l_3 = f16(l_2);
let l_11 = info.static_meta[u32(1)];
let l_12 = l_11 * u32(1);
let l_13 = id < l_12;
if l_13 {
buffer_1_global[id] = l_3;
}
}
}
