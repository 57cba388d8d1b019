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
fn fma_chains_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_11: f32;
var l_mut_13: f32;
var l_mut_15: f32;
var l_mut_17: f32;
var l_mut_19: f32;
var l_mut_5: f32;
var l_mut_7: f32;
var l_mut_9: f32;
let l_0 = info.static_meta[u32(5)];
let l_1 = id < l_0;
if l_1 {
let l_36 = info.static_meta[u32(1)];
let l_37 = l_36 * u32(1);
let l_38 = u32(0) < l_37;
let l_39 = l_37 - u32(1);
let l_40 = min(u32(0), l_39);
let l_41 = buffer_1_global[l_40];
let l_42 = select(f32(0.0), l_41, l_38);
let l_2 = l_42;
let l_43 = info.static_meta[u32(1)];
let l_44 = l_43 * u32(1);
let l_45 = u32(1) < l_44;
let l_46 = l_44 - u32(1);
let l_47 = min(u32(1), l_46);
let l_48 = buffer_1_global[l_47];
let l_49 = select(f32(0.0), l_48, l_45);
let l_3 = l_49;
let l_50 = info.static_meta[u32(0)];
let l_51 = l_50 * u32(1);
let l_52 = id < l_51;
let l_53 = l_51 - u32(1);
let l_54 = min(id, l_53);
let l_55 = buffer_0_global[l_54];
let l_56 = select(f32(0.0), l_55, l_52);
let l_4 = l_56;
l_mut_5 = l_4;
let l_6 = l_mut_5 + l_3;
l_mut_7 = l_6;
let l_8 = l_mut_7 + l_3;
l_mut_9 = l_8;
let l_10 = l_mut_9 + l_3;
l_mut_11 = l_10;
let l_12 = l_mut_11 + l_3;
l_mut_13 = l_12;
let l_14 = l_mut_13 + l_3;
l_mut_15 = l_14;
let l_16 = l_mut_15 + l_3;
l_mut_17 = l_16;
let l_18 = l_mut_17 + l_3;
l_mut_19 = l_18;

for (var l_mut_20: u32 = u32(0); l_mut_20 < u32(4096); l_mut_20++) {
let l_21 = fma(l_mut_5, l_2, l_3);
l_mut_5 = l_21;
let l_22 = fma(l_mut_7, l_2, l_3);
l_mut_7 = l_22;
let l_23 = fma(l_mut_9, l_2, l_3);
l_mut_9 = l_23;
let l_24 = fma(l_mut_11, l_2, l_3);
l_mut_11 = l_24;
let l_25 = fma(l_mut_13, l_2, l_3);
l_mut_13 = l_25;
let l_26 = fma(l_mut_15, l_2, l_3);
l_mut_15 = l_26;
let l_27 = fma(l_mut_17, l_2, l_3);
l_mut_17 = l_27;
let l_28 = fma(l_mut_19, l_2, l_3);
l_mut_19 = l_28;
}
let l_29 = l_mut_5 + l_mut_7;
let l_30 = l_mut_9 + l_mut_11;
let l_31 = l_29 + l_30;
let l_32 = l_mut_13 + l_mut_15;
let l_33 = l_mut_17 + l_mut_19;
let l_34 = l_32 + l_33;
let l_35 = l_31 + l_34;
let l_57 = info.static_meta[u32(2)];
let l_58 = l_57 * u32(1);
let l_59 = id < l_58;
if l_59 {
buffer_2_global[id] = l_35;
}
}
}
