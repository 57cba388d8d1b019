@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

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
fn multi_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_89 = info.static_meta[u32(2)];
let l_90 = l_89 * u32(1);
let l_91 = u32(0) < l_90;
let l_92 = l_90 - u32(1);
let l_93 = min(u32(0), l_92);
let l_94 = buffer_2_global[l_93];
let l_95 = select(f64(0.0), l_94, l_91);
let l_3 = l_95;
let l_96 = info.static_meta[u32(2)];
let l_97 = l_96 * u32(1);
let l_98 = u32(1) < l_97;
let l_99 = l_97 - u32(1);
let l_100 = min(u32(1), l_99);
let l_101 = buffer_2_global[l_100];
let l_102 = select(f64(0.0), l_101, l_98);
let l_4 = l_102;
let l_103 = info.static_meta[u32(0)];
let l_104 = l_103 * u32(1);
let l_105 = id < l_104;
let l_106 = l_104 - u32(1);
let l_107 = min(id, l_106);
let l_108 = buffer_0_global[l_107];
let l_109 = select(f64(0.0), l_108, l_105);
let l_5 = l_109;
let l_6 = l_1 + id;
let l_110 = info.static_meta[u32(0)];
let l_111 = l_110 * u32(1);
let l_112 = l_6 < l_111;
let l_113 = l_111 - u32(1);
let l_114 = min(l_6, l_113);
let l_115 = buffer_0_global[l_114];
let l_116 = select(f64(0.0), l_115, l_112);
let l_7 = l_116;
let l_117 = info.static_meta[u32(1)];
let l_118 = l_117 * u32(1);
let l_119 = id < l_118;
let l_120 = l_118 - u32(1);
let l_121 = min(id, l_120);
let l_122 = buffer_1_global[l_121];
let l_123 = select(f64(0.0), l_122, l_119);
let l_8 = l_123;
let l_9 = l_1 + id;
let l_124 = info.static_meta[u32(1)];
let l_125 = l_124 * u32(1);
let l_126 = l_9 < l_125;
let l_127 = l_125 - u32(1);
let l_128 = min(l_9, l_127);
let l_129 = buffer_1_global[l_128];
let l_130 = select(f64(0.0), l_129, l_126);
let l_10 = l_130;
let l_11 = f64(1.0) / l_8;
let l_12 = l_5 * l_11;
let l_13 = l_8 * l_12;
let l_14 = -l_13;
let l_15 = fma(l_8, l_12, l_14);
let l_16 = l_10 * l_12;
let l_17 = l_15 + l_16;
let l_18 = l_13 + l_17;
let l_19 = l_18 - l_13;
let l_20 = l_17 - l_19;
let l_21 = -l_18;
let l_22 = -l_20;
let l_23 = l_5 + l_21;
let l_24 = l_23 - l_5;
let l_25 = l_23 - l_24;
let l_26 = l_5 - l_25;
let l_27 = l_21 - l_24;
let l_28 = l_26 + l_27;
let l_29 = l_7 + l_22;
let l_30 = l_29 - l_7;
let l_31 = l_29 - l_30;
let l_32 = l_7 - l_31;
let l_33 = l_22 - l_30;
let l_34 = l_32 + l_33;
let l_35 = l_28 + l_29;
let l_36 = l_23 + l_35;
let l_37 = l_36 - l_23;
let l_38 = l_35 - l_37;
let l_39 = l_34 + l_38;
let l_40 = l_36 + l_39;
let l_41 = l_40 - l_36;
let l_42 = l_39 - l_41;
let l_43 = l_40 * l_11;
let l_44 = l_8 * l_43;
let l_45 = -l_44;
let l_46 = fma(l_8, l_43, l_45);
let l_47 = l_10 * l_43;
let l_48 = l_46 + l_47;
let l_49 = l_44 + l_48;
let l_50 = l_49 - l_44;
let l_51 = l_48 - l_50;
let l_52 = -l_49;
let l_53 = -l_51;
let l_54 = l_40 + l_52;
let l_55 = l_54 - l_40;
let l_56 = l_54 - l_55;
let l_57 = l_40 - l_56;
let l_58 = l_52 - l_55;
let l_59 = l_57 + l_58;
let l_60 = l_42 + l_53;
let l_61 = l_60 - l_42;
let l_62 = l_60 - l_61;
let l_63 = l_42 - l_62;
let l_64 = l_53 - l_61;
let l_65 = l_63 + l_64;
let l_66 = l_59 + l_60;
let l_67 = l_54 + l_66;
let l_68 = l_67 - l_54;
let l_69 = l_66 - l_68;
let l_70 = l_65 + l_69;
let l_71 = l_67 + l_70;
let l_72 = l_71 - l_67;
let l_73 = l_70 - l_72;
let l_74 = l_71 / l_8;
let l_75 = l_12 + l_43;
let l_76 = l_75 - l_12;
let l_77 = l_43 - l_76;
let l_78 = l_75 + l_74;
let l_79 = l_78 - l_75;
let l_80 = l_78 - l_79;
let l_81 = l_75 - l_80;
let l_82 = l_74 - l_79;
let l_83 = l_81 + l_82;
let l_84 = l_83 + l_77;
let l_85 = l_78 + l_84;
let l_86 = l_85 - l_78;
let l_87 = l_84 - l_86;
let l_131 = info.static_meta[u32(3)];
let l_132 = l_131 * u32(1);
let l_133 = id < l_132;
if l_133 {
buffer_3_global[id] = l_85;
}
let l_88 = l_1 + id;
let l_134 = info.static_meta[u32(3)];
let l_135 = l_134 * u32(1);
let l_136 = l_88 < l_135;
if l_136 {
buffer_3_global[l_88] = l_87;
}
}
}
