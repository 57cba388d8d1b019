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
fn basic_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {
let l_5 = info.static_meta[u32(0)];
let l_6 = l_5 * u32(1);
let l_7 = id < l_6;
let l_8 = l_6 - u32(1);
let l_9 = min(id, l_8);
let l_10 = buffer_0_global[l_9];
let l_11 = select(f32(0.0), l_10, l_7);
let l_2 = l_11;
let l_12 = info.static_meta[u32(1)];
let l_13 = l_12 * u32(1);
let l_14 = id < l_13;
let l_15 = l_13 - u32(1);
let l_16 = min(id, l_15);
let l_17 = buffer_1_global[l_16];
let l_18 = select(f32(0.0), l_17, l_14);
let l_3 = l_18;
let l_4 = l_2 + l_3;
let l_19 = info.static_meta[u32(3)];
let l_20 = l_19 * u32(1);
let l_21 = id < l_20;
if l_21 {
buffer_3_global[id] = l_4;
}
}
}
