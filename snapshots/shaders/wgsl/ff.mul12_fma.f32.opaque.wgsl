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
let l_11 = info.static_meta[u32(2)];
let l_12 = l_11 * u32(1);
let l_13 = u32(0) < l_12;
let l_14 = l_12 - u32(1);
let l_15 = min(u32(0), l_14);
let l_16 = buffer_2_global[l_15];
let l_17 = select(f32(0.0), l_16, l_13);
let l_2 = l_17;
let l_18 = info.static_meta[u32(2)];
let l_19 = l_18 * u32(1);
let l_20 = u32(1) < l_19;
let l_21 = l_19 - u32(1);
let l_22 = min(u32(1), l_21);
let l_23 = buffer_2_global[l_22];
let l_24 = select(f32(0.0), l_23, l_20);
let l_3 = l_24;
let l_25 = info.static_meta[u32(0)];
let l_26 = l_25 * u32(1);
let l_27 = id < l_26;
let l_28 = l_26 - u32(1);
let l_29 = min(id, l_28);
let l_30 = buffer_0_global[l_29];
let l_31 = select(f32(0.0), l_30, l_27);
let l_4 = l_31;
let l_32 = info.static_meta[u32(1)];
let l_33 = l_32 * u32(1);
let l_34 = id < l_33;
let l_35 = l_33 - u32(1);
let l_36 = min(id, l_35);
let l_37 = buffer_1_global[l_36];
let l_38 = select(f32(0.0), l_37, l_34);
let l_5 = l_38;
let l_6 = l_4 * l_5;
let l_7 = l_6 * l_3;
let l_8 = -l_7;
let l_9 = fma(l_4, l_5, l_8);
let l_39 = info.static_meta[u32(3)];
let l_40 = l_39 * u32(1);
let l_41 = id < l_40;
if l_41 {
buffer_3_global[id] = l_7;
}
let l_10 = l_0 + id;
let l_42 = info.static_meta[u32(3)];
let l_43 = l_42 * u32(1);
let l_44 = l_10 < l_43;
if l_44 {
buffer_3_global[l_10] = l_9;
}
}
}
