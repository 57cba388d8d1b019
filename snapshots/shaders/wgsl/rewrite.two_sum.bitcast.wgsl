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
let l_20 = info.static_meta[u32(0)];
let l_21 = l_20 * u32(1);
let l_22 = id < l_21;
let l_23 = l_21 - u32(1);
let l_24 = min(id, l_23);
let l_25 = buffer_0_global[l_24];
let l_26 = select(f32(0.0), l_25, l_22);
let l_2 = l_26;
let l_27 = info.static_meta[u32(1)];
let l_28 = l_27 * u32(1);
let l_29 = id < l_28;
let l_30 = l_28 - u32(1);
let l_31 = min(id, l_30);
let l_32 = buffer_1_global[l_31];
let l_33 = select(f32(0.0), l_32, l_29);
let l_3 = l_33;
let l_4 = l_2 + l_3;
let l_34 = info.static_meta[u32(2)];
let l_35 = l_34 * u32(1);
let l_36 = u32(0) < l_35;
let l_37 = l_35 - u32(1);
let l_38 = min(u32(0), l_37);
let l_39 = buffer_2_global[l_38];
let l_40 = select(f32(0.0), l_39, l_36);
let l_5 = l_40;
let l_6 = bitcast<u32>(l_4);
let l_7 = bitcast<f32>(l_6);
let l_8 = l_7 - l_2;
let l_41 = info.static_meta[u32(2)];
let l_42 = l_41 * u32(1);
let l_43 = u32(0) < l_42;
let l_44 = l_42 - u32(1);
let l_45 = min(u32(0), l_44);
let l_46 = buffer_2_global[l_45];
let l_47 = select(f32(0.0), l_46, l_43);
let l_9 = l_47;
let l_10 = bitcast<u32>(l_8);
let l_11 = bitcast<f32>(l_10);
let l_12 = l_7 - l_11;
let l_48 = info.static_meta[u32(2)];
let l_49 = l_48 * u32(1);
let l_50 = u32(0) < l_49;
let l_51 = l_49 - u32(1);
let l_52 = min(u32(0), l_51);
let l_53 = buffer_2_global[l_52];
let l_54 = select(f32(0.0), l_53, l_50);
let l_13 = l_54;
let l_14 = bitcast<u32>(l_12);
let l_15 = bitcast<f32>(l_14);
let l_16 = l_2 - l_15;
let l_17 = l_3 - l_11;
let l_18 = l_16 + l_17;
let l_55 = info.static_meta[u32(3)];
let l_56 = l_55 * u32(1);
let l_57 = id < l_56;
if l_57 {
buffer_3_global[id] = l_7;
}
let l_19 = l_0 + id;
let l_58 = info.static_meta[u32(3)];
let l_59 = l_58 * u32(1);
let l_60 = l_19 < l_59;
if l_60 {
buffer_3_global[l_19] = l_18;
}
}
}
