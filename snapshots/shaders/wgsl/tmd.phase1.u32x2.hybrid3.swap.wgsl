@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase1(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: u32;
var l_mut_145: u32;
var l_mut_151: u32;
var l_mut_213: u32;
var l_mut_219: u32;
var l_mut_269: u32;
var l_mut_275: u32;
var l_mut_350: bool;
var l_mut_357: bool;
var l_mut_382: u32;
var l_mut_388: u32;
var l_mut_394: u32;
var l_mut_40: u32;
var l_mut_421: u32;
var l_mut_428: u32;
var l_mut_439: u32;
var l_mut_440: u32;
var l_mut_441: u32;
var l_mut_444: u32;
var l_mut_445: u32;
var l_mut_450: u32;
var l_mut_628: bool;
var l_mut_652: bool;
var l_mut_75: u32;
var l_mut_788: u32;
var l_mut_793: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_956 = info.static_meta[u32(5)];
let l_957 = l_956 * u32(1);
let l_958 = l_957 - u32(1);
let l_959 = min(u32(3), l_958);
let l_960 = &buffer_5_global[l_959];
let l_1 = l_960;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_872 = info.static_meta[u32(3)];
let l_873 = l_872 * u32(1);
let l_874 = l_3 < l_873;
let l_875 = l_873 - u32(1);
let l_876 = min(l_3, l_875);
let l_877 = buffer_3_global[l_876];
let l_878 = select(u32(0), l_877, l_874);
let l_4 = l_878;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_879 = info.static_meta[u32(3)];
let l_880 = l_879 * u32(1);
let l_881 = l_6 < l_880;
let l_882 = l_880 - u32(1);
let l_883 = min(l_6, l_882);
let l_884 = buffer_3_global[l_883];
let l_885 = select(u32(0), l_884, l_881);
let l_7 = l_885;
let l_8 = u32(2) * u32(1);
let l_886 = info.static_meta[u32(3)];
let l_887 = l_886 * u32(1);
let l_888 = l_8 < l_887;
let l_889 = l_887 - u32(1);
let l_890 = min(l_8, l_889);
let l_891 = buffer_3_global[l_890];
let l_892 = select(u32(0), l_891, l_888);
let l_9 = l_892;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_893 = info.static_meta[u32(3)];
let l_894 = l_893 * u32(1);
let l_895 = l_11 < l_894;
let l_896 = l_894 - u32(1);
let l_897 = min(l_11, l_896);
let l_898 = buffer_3_global[l_897];
let l_899 = select(u32(0), l_898, l_895);
let l_12 = l_899;
let l_13 = u32(2) * u32(2);
let l_900 = info.static_meta[u32(3)];
let l_901 = l_900 * u32(1);
let l_902 = l_13 < l_901;
let l_903 = l_901 - u32(1);
let l_904 = min(l_13, l_903);
let l_905 = buffer_3_global[l_904];
let l_906 = select(u32(0), l_905, l_902);
let l_14 = l_906;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_907 = info.static_meta[u32(3)];
let l_908 = l_907 * u32(1);
let l_909 = l_16 < l_908;
let l_910 = l_908 - u32(1);
let l_911 = min(l_16, l_910);
let l_912 = buffer_3_global[l_911];
let l_913 = select(u32(0), l_912, l_909);
let l_17 = l_913;
let l_18 = u32(2) * u32(3);
let l_914 = info.static_meta[u32(3)];
let l_915 = l_914 * u32(1);
let l_916 = l_18 < l_915;
let l_917 = l_915 - u32(1);
let l_918 = min(l_18, l_917);
let l_919 = buffer_3_global[l_918];
let l_920 = select(u32(0), l_919, l_916);
let l_19 = l_920;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_921 = info.static_meta[u32(3)];
let l_922 = l_921 * u32(1);
let l_923 = l_21 < l_922;
let l_924 = l_922 - u32(1);
let l_925 = min(l_21, l_924);
let l_926 = buffer_3_global[l_925];
let l_927 = select(u32(0), l_926, l_923);
let l_22 = l_927;
let l_23 = u32(2) * u32(4);
let l_928 = info.static_meta[u32(3)];
let l_929 = l_928 * u32(1);
let l_930 = l_23 < l_929;
let l_931 = l_929 - u32(1);
let l_932 = min(l_23, l_931);
let l_933 = buffer_3_global[l_932];
let l_934 = select(u32(0), l_933, l_930);
let l_24 = l_934;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_935 = info.static_meta[u32(3)];
let l_936 = l_935 * u32(1);
let l_937 = l_26 < l_936;
let l_938 = l_936 - u32(1);
let l_939 = min(l_26, l_938);
let l_940 = buffer_3_global[l_939];
let l_941 = select(u32(0), l_940, l_937);
let l_27 = l_941;
let l_28 = u32(2) * u32(5);
let l_942 = info.static_meta[u32(3)];
let l_943 = l_942 * u32(1);
let l_944 = l_28 < l_943;
let l_945 = l_943 - u32(1);
let l_946 = min(l_28, l_945);
let l_947 = buffer_3_global[l_946];
let l_948 = select(u32(0), l_947, l_944);
let l_29 = l_948;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_949 = info.static_meta[u32(3)];
let l_950 = l_949 * u32(1);
let l_951 = l_31 < l_950;
let l_952 = l_950 - u32(1);
let l_953 = min(l_31, l_952);
let l_954 = buffer_3_global[l_953];
let l_955 = select(u32(0), l_954, l_951);
let l_32 = l_955;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_961 = u64(id);
let l_962 = u64(l_4);
let l_963 = l_961 * l_962;
let l_964 = l_963 >> u32(bitcast<u64>(u64(32)));
let l_965 = u32(bitcast<u64>(l_964));
let l_37 = l_965;
let l_38 = u32(0) * l_4;
let l_39 = l_37 + l_38;
l_mut_40 = u32(0);
let l_41 = l_39 < l_32;
let l_42 = l_39 == l_32;
let l_43 = l_36 < l_29;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
let l_46 = l_29 - l_36;
let l_47 = l_32 - l_39;
let l_48 = l_29 < l_36;
let l_49 = u32(l_48);
let l_50 = l_47 - l_49;
l_mut_40 = l_4;
let l_51 = l_50 < u32(0);
let l_52 = l_50 == u32(0);
let l_53 = l_46 < l_4;
let l_54 = l_52 && l_53;
let l_55 = l_51 || l_54;
if l_55 {
l_mut_40 = l_46;
}
}
let l_56 = l_mut_40 > u32(0);
let l_57 = l_35 && l_56;
if l_57 {
let l_58 = u32(2) * id;
let l_966 = info.static_meta[u32(0)];
let l_967 = l_966 * u32(1);
let l_968 = l_58 < l_967;
let l_969 = l_967 - u32(1);
let l_970 = min(l_58, l_969);
let l_971 = buffer_0_global[l_970];
let l_972 = select(u32(0), l_971, l_968);
let l_59 = l_972;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_973 = info.static_meta[u32(0)];
let l_974 = l_973 * u32(1);
let l_975 = l_61 < l_974;
let l_976 = l_974 - u32(1);
let l_977 = min(l_61, l_976);
let l_978 = buffer_0_global[l_977];
let l_979 = select(u32(0), l_978, l_975);
let l_62 = l_979;
let l_63 = u32(2) * id;
let l_980 = info.static_meta[u32(1)];
let l_981 = l_980 * u32(1);
let l_982 = l_63 < l_981;
let l_983 = l_981 - u32(1);
let l_984 = min(l_63, l_983);
let l_985 = buffer_1_global[l_984];
let l_986 = select(u32(0), l_985, l_982);
let l_64 = l_986;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_987 = info.static_meta[u32(1)];
let l_988 = l_987 * u32(1);
let l_989 = l_66 < l_988;
let l_990 = l_988 - u32(1);
let l_991 = min(l_66, l_990);
let l_992 = buffer_1_global[l_991];
let l_993 = select(u32(0), l_992, l_989);
let l_67 = l_993;
let l_68 = u32(2) * id;
let l_994 = info.static_meta[u32(2)];
let l_995 = l_994 * u32(1);
let l_996 = l_68 < l_995;
let l_997 = l_995 - u32(1);
let l_998 = min(l_68, l_997);
let l_999 = buffer_2_global[l_998];
let l_1000 = select(u32(0), l_999, l_996);
let l_69 = l_1000;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_1001 = info.static_meta[u32(2)];
let l_1002 = l_1001 * u32(1);
let l_1003 = l_71 < l_1002;
let l_1004 = l_1002 - u32(1);
let l_1005 = min(l_71, l_1004);
let l_1006 = buffer_2_global[l_1005];
let l_1007 = select(u32(0), l_1006, l_1003);
let l_72 = l_1007;
let l_73 = l_72 >> u32(31);
let l_74 = l_73 == u32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if l_74 {
let l_76 = u32(0) - l_69;
let l_77 = u32(0) - l_72;
let l_78 = u32(0) < l_69;
let l_79 = u32(l_78);
let l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
let l_81 = l_mut_40 * l_4;
let l_82 = l_mut_75 * l_4;
let l_1008 = u64(l_mut_40);
let l_1009 = u64(l_4);
let l_1010 = l_1008 * l_1009;
let l_1011 = l_1010 >> u32(bitcast<u64>(u64(32)));
let l_1012 = u32(bitcast<u64>(l_1011));
let l_83 = l_1012;
let l_84 = l_83 + l_82;
let l_1013 = u64(l_mut_75);
let l_1014 = u64(l_4);
let l_1015 = l_1013 * l_1014;
let l_1016 = l_1015 >> u32(bitcast<u64>(u64(32)));
let l_1017 = u32(bitcast<u64>(l_1016));
let l_85 = l_1017;
let l_86 = l_84 < l_82;
let l_87 = u32(l_86);
let l_88 = l_85 + l_87;
let l_89 = l_9 % u32(32);
l_mut_90 = l_81;
let l_91 = l_89 > u32(0);
if l_91 {
let l_92 = l_81 >> l_89;
let l_93 = u32(32) - l_89;
let l_94 = l_84 << l_93;
let l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
let l_97 = l_89 > u32(0);
if l_97 {
let l_98 = l_84 >> l_89;
let l_99 = u32(32) - l_89;
let l_100 = l_88 << l_99;
let l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
let l_103 = l_9 >= u32(64);
if l_103 {
l_mut_102 = l_88;
l_mut_90 = u32(0);
} else {
let l_104 = l_9 >= u32(32);
if l_104 {
l_mut_96 = l_84;
let l_105 = l_89 > u32(0);
if l_105 {
let l_106 = l_84 >> l_89;
let l_107 = u32(32) - l_89;
let l_108 = l_88 << l_107;
let l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
let l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if l_74 {
let l_111 = u32(0) - l_mut_96;
let l_112 = u32(0) - l_mut_102;
let l_113 = u32(0) < l_mut_96;
let l_114 = u32(l_113);
let l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
let l_116 = l_59 + l_mut_96;
let l_117 = l_62 + l_mut_102;
let l_118 = l_116 < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 + l_119;
let l_121 = l_9 + u32(3);
l_mut_102 = u32(0);
l_mut_96 = u32(0);
let l_122 = l_4 < u32(65536);
if l_122 {
let l_123 = l_4 * l_4;
let l_124 = l_72 >> u32(31);
let l_125 = l_124 == u32(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if l_125 {
let l_126 = u32(0) - l_69;
let l_127 = u32(0) - l_72;
let l_128 = u32(0) < l_69;
let l_129 = u32(l_128);
let l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
let l_131 = l_mut_90 * l_123;
let l_132 = l_mut_75 * l_123;
let l_1018 = u64(l_mut_90);
let l_1019 = u64(l_123);
let l_1020 = l_1018 * l_1019;
let l_1021 = l_1020 >> u32(bitcast<u64>(u64(32)));
let l_1022 = u32(bitcast<u64>(l_1021));
let l_133 = l_1022;
let l_134 = l_133 + l_132;
let l_1023 = u64(l_mut_75);
let l_1024 = u64(l_123);
let l_1025 = l_1023 * l_1024;
let l_1026 = l_1025 >> u32(bitcast<u64>(u64(32)));
let l_1027 = u32(bitcast<u64>(l_1026));
let l_135 = l_1027;
let l_136 = l_134 < l_132;
let l_137 = u32(l_136);
let l_138 = l_135 + l_137;
let l_139 = l_121 % u32(32);
l_mut_40 = l_131;
let l_140 = l_139 > u32(0);
if l_140 {
let l_141 = l_131 >> l_139;
let l_142 = u32(32) - l_139;
let l_143 = l_134 << l_142;
let l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
let l_146 = l_139 > u32(0);
if l_146 {
let l_147 = l_134 >> l_139;
let l_148 = u32(32) - l_139;
let l_149 = l_138 << l_148;
let l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
let l_152 = l_121 >= u32(64);
if l_152 {
l_mut_151 = l_138;
l_mut_40 = u32(0);
} else {
let l_153 = l_121 >= u32(32);
if l_153 {
l_mut_145 = l_134;
let l_154 = l_139 > u32(0);
if l_154 {
let l_155 = l_134 >> l_139;
let l_156 = u32(32) - l_139;
let l_157 = l_138 << l_156;
let l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
let l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if l_125 {
let l_160 = u32(0) - l_mut_145;
let l_161 = u32(0) - l_mut_151;
let l_162 = u32(0) < l_mut_145;
let l_163 = u32(l_162);
let l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
let l_165 = l_72 >> u32(31);
let l_166 = l_165 == u32(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if l_166 {
let l_167 = u32(0) - l_69;
let l_168 = u32(0) - l_72;
let l_169 = u32(0) < l_69;
let l_170 = u32(l_169);
let l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
let l_172 = l_mut_151 * l_4;
let l_173 = l_mut_145 * l_4;
let l_1028 = u64(l_mut_151);
let l_1029 = u64(l_4);
let l_1030 = l_1028 * l_1029;
let l_1031 = l_1030 >> u32(bitcast<u64>(u64(32)));
let l_1032 = u32(bitcast<u64>(l_1031));
let l_174 = l_1032;
let l_175 = l_174 + l_173;
let l_1033 = u64(l_mut_145);
let l_1034 = u64(l_4);
let l_1035 = l_1033 * l_1034;
let l_1036 = l_1035 >> u32(bitcast<u64>(u64(32)));
let l_1037 = u32(bitcast<u64>(l_1036));
let l_176 = l_1037;
let l_177 = l_175 < l_173;
let l_178 = u32(l_177);
let l_179 = l_176 + l_178;
let l_180 = u32(0) % u32(32);
l_mut_90 = l_172;
let l_181 = l_180 > u32(0);
if l_181 {
let l_182 = l_172 >> l_180;
let l_183 = u32(32) - l_180;
let l_184 = l_175 << l_183;
let l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
let l_186 = l_180 > u32(0);
if l_186 {
let l_187 = l_175 >> l_180;
let l_188 = u32(32) - l_180;
let l_189 = l_179 << l_188;
let l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
let l_191 = u32(0) >= u32(64);
if l_191 {
l_mut_40 = l_179;
l_mut_90 = u32(0);
} else {
let l_192 = u32(0) >= u32(32);
if l_192 {
l_mut_75 = l_175;
let l_193 = l_180 > u32(0);
if l_193 {
let l_194 = l_175 >> l_180;
let l_195 = u32(32) - l_180;
let l_196 = l_179 << l_195;
let l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
let l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
let l_199 = l_mut_151 * l_4;
let l_200 = l_mut_145 * l_4;
let l_1038 = u64(l_mut_151);
let l_1039 = u64(l_4);
let l_1040 = l_1038 * l_1039;
let l_1041 = l_1040 >> u32(bitcast<u64>(u64(32)));
let l_1042 = u32(bitcast<u64>(l_1041));
let l_201 = l_1042;
let l_202 = l_201 + l_200;
let l_1043 = u64(l_mut_145);
let l_1044 = u64(l_4);
let l_1045 = l_1043 * l_1044;
let l_1046 = l_1045 >> u32(bitcast<u64>(u64(32)));
let l_1047 = u32(bitcast<u64>(l_1046));
let l_203 = l_1047;
let l_204 = l_202 < l_200;
let l_205 = u32(l_204);
let l_206 = l_203 + l_205;
let l_207 = u32(64) % u32(32);
l_mut_75 = l_199;
let l_208 = l_207 > u32(0);
if l_208 {
let l_209 = l_199 >> l_207;
let l_210 = u32(32) - l_207;
let l_211 = l_202 << l_210;
let l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
let l_214 = l_207 > u32(0);
if l_214 {
let l_215 = l_202 >> l_207;
let l_216 = u32(32) - l_207;
let l_217 = l_206 << l_216;
let l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
let l_220 = u32(64) >= u32(64);
if l_220 {
l_mut_219 = l_206;
l_mut_75 = u32(0);
} else {
let l_221 = u32(64) >= u32(32);
if l_221 {
l_mut_213 = l_202;
let l_222 = l_207 > u32(0);
if l_222 {
let l_223 = l_202 >> l_207;
let l_224 = u32(32) - l_207;
let l_225 = l_206 << l_224;
let l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
let l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
let l_228 = l_mut_40 * l_4;
let l_229 = l_mut_90 * l_4;
let l_1048 = u64(l_mut_40);
let l_1049 = u64(l_4);
let l_1050 = l_1048 * l_1049;
let l_1051 = l_1050 >> u32(bitcast<u64>(u64(32)));
let l_1052 = u32(bitcast<u64>(l_1051));
let l_230 = l_1052;
let l_231 = l_230 + l_229;
let l_1053 = u64(l_mut_90);
let l_1054 = u64(l_4);
let l_1055 = l_1053 * l_1054;
let l_1056 = l_1055 >> u32(bitcast<u64>(u64(32)));
let l_1057 = u32(bitcast<u64>(l_1056));
let l_232 = l_1057;
let l_233 = l_231 < l_229;
let l_234 = u32(l_233);
let l_235 = l_232 + l_234;
let l_236 = u32(0) % u32(32);
l_mut_213 = l_228;
let l_237 = l_236 > u32(0);
if l_237 {
let l_238 = l_228 >> l_236;
let l_239 = u32(32) - l_236;
let l_240 = l_231 << l_239;
let l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
let l_242 = l_236 > u32(0);
if l_242 {
let l_243 = l_231 >> l_236;
let l_244 = u32(32) - l_236;
let l_245 = l_235 << l_244;
let l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
let l_247 = u32(0) >= u32(64);
if l_247 {
l_mut_145 = l_235;
l_mut_213 = u32(0);
} else {
let l_248 = u32(0) >= u32(32);
if l_248 {
l_mut_151 = l_231;
let l_249 = l_236 > u32(0);
if l_249 {
let l_250 = l_231 >> l_236;
let l_251 = u32(32) - l_236;
let l_252 = l_235 << l_251;
let l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
let l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
let l_255 = l_mut_40 * l_4;
let l_256 = l_mut_90 * l_4;
let l_1058 = u64(l_mut_40);
let l_1059 = u64(l_4);
let l_1060 = l_1058 * l_1059;
let l_1061 = l_1060 >> u32(bitcast<u64>(u64(32)));
let l_1062 = u32(bitcast<u64>(l_1061));
let l_257 = l_1062;
let l_258 = l_257 + l_256;
let l_1063 = u64(l_mut_90);
let l_1064 = u64(l_4);
let l_1065 = l_1063 * l_1064;
let l_1066 = l_1065 >> u32(bitcast<u64>(u64(32)));
let l_1067 = u32(bitcast<u64>(l_1066));
let l_259 = l_1067;
let l_260 = l_258 < l_256;
let l_261 = u32(l_260);
let l_262 = l_259 + l_261;
let l_263 = u32(64) % u32(32);
l_mut_151 = l_255;
let l_264 = l_263 > u32(0);
if l_264 {
let l_265 = l_255 >> l_263;
let l_266 = u32(32) - l_263;
let l_267 = l_258 << l_266;
let l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
let l_270 = l_263 > u32(0);
if l_270 {
let l_271 = l_258 >> l_263;
let l_272 = u32(32) - l_263;
let l_273 = l_262 << l_272;
let l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
let l_276 = u32(64) >= u32(64);
if l_276 {
l_mut_275 = l_262;
l_mut_151 = u32(0);
} else {
let l_277 = u32(64) >= u32(32);
if l_277 {
l_mut_269 = l_258;
let l_278 = l_263 > u32(0);
if l_278 {
let l_279 = l_258 >> l_263;
let l_280 = u32(32) - l_263;
let l_281 = l_262 << l_280;
let l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
let l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
let l_284 = l_mut_219 * l_4;
let l_1068 = u64(l_mut_219);
let l_1069 = u64(l_4);
let l_1070 = l_1068 * l_1069;
let l_1071 = l_1070 >> u32(bitcast<u64>(u64(32)));
let l_1072 = u32(bitcast<u64>(l_1071));
let l_285 = l_1072;
let l_286 = l_mut_75 * l_4;
let l_287 = l_285 + l_286;
let l_288 = l_mut_275 + l_284;
let l_289 = l_mut_151 + l_287;
let l_290 = l_288 < l_mut_275;
let l_291 = u32(l_290);
let l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
let l_293 = l_121 == u32(64);
if l_293 {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
let l_294 = l_121 > u32(0);
if l_294 {
let l_295 = u32(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
let l_296 = l_295 >= u32(32);
if l_296 {
let l_297 = l_295 & u32(31);
let l_298 = l_288 << l_297;
l_mut_275 = u32(0);
l_mut_269 = l_298;
} else {
let l_299 = l_295 > u32(0);
if l_299 {
let l_300 = l_288 << l_295;
let l_301 = l_292 << l_295;
let l_302 = u32(32) - l_295;
let l_303 = l_288 >> l_302;
let l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
let l_305 = l_121 >= u32(32);
if l_305 {
let l_306 = l_121 & u32(31);
let l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = u32(0);
} else {
let l_308 = l_121 > u32(0);
if l_308 {
l_mut_90 = l_mut_145;
let l_309 = l_121 > u32(0);
if l_309 {
let l_310 = l_mut_145 >> l_121;
let l_311 = u32(32) - l_121;
let l_312 = l_mut_213 << l_311;
let l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
let l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
let l_315 = l_mut_275 + l_mut_219;
let l_316 = l_mut_269 + l_mut_151;
let l_317 = l_315 < l_mut_275;
let l_318 = u32(l_317);
let l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if l_166 {
let l_320 = u32(0) - l_mut_102;
let l_321 = u32(0) - l_mut_96;
let l_322 = u32(0) < l_mut_102;
let l_323 = u32(l_322);
let l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
let l_325 = l_64 - l_mut_102;
let l_326 = l_67 - l_mut_96;
let l_327 = l_64 < l_mut_102;
let l_328 = u32(l_327);
let l_329 = l_326 - l_328;
let l_330 = l_325 + l_14;
let l_331 = l_329 + l_17;
let l_332 = l_330 < l_325;
let l_333 = u32(l_332);
let l_334 = l_331 + l_333;
let l_335 = u32(0) - l_116;
let l_336 = u32(0) - l_120;
let l_337 = u32(0) < l_116;
let l_338 = u32(l_337);
let l_339 = l_336 - l_338;
let l_340 = l_14 + l_14;
let l_341 = l_17 + l_17;
let l_342 = l_340 < l_14;
let l_343 = u32(l_342);
let l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
let l_345 = u32(0) - l_335;
let l_346 = u32(0) - l_339;
let l_347 = u32(0) < l_335;
let l_348 = u32(l_347);
let l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = u32(1);
l_mut_96 = u32(1);
l_mut_350 = bool(false);
let l_351 = l_mut_145 < l_344;
let l_352 = l_mut_145 == l_344;
let l_353 = l_mut_151 < l_340;
let l_354 = l_352 && l_353;
let l_355 = l_351 || l_354;
let l_356 = !l_355;
l_mut_357 = l_356;
let l_358 = l_335 | l_339;
let l_359 = l_358 == u32(0);
if l_359 {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if l_mut_357 {
let l_360 = l_339 >> u32(31);
let l_361 = l_360 == u32(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if l_361 {
let l_362 = u32(0) - l_335;
let l_363 = u32(0) - l_339;
let l_364 = u32(0) < l_335;
let l_365 = u32(l_364);
let l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
let l_367 = l_4 - u32(1);
let l_368 = l_mut_90 * l_367;
let l_1073 = u64(l_mut_90);
let l_1074 = u64(l_367);
let l_1075 = l_1073 * l_1074;
let l_1076 = l_1075 >> u32(bitcast<u64>(u64(32)));
let l_1077 = u32(bitcast<u64>(l_1076));
let l_369 = l_1077;
let l_370 = l_mut_75 * l_367;
let l_371 = l_369 + l_370;
l_mut_40 = u32(0);
let l_372 = l_4 - u32(1);
let l_373 = l_mut_90 * l_372;
let l_374 = l_mut_75 * l_372;
let l_1078 = u64(l_mut_90);
let l_1079 = u64(l_372);
let l_1080 = l_1078 * l_1079;
let l_1081 = l_1080 >> u32(bitcast<u64>(u64(32)));
let l_1082 = u32(bitcast<u64>(l_1081));
let l_375 = l_1082;
let l_376 = l_375 + l_374;
let l_1083 = u64(l_mut_75);
let l_1084 = u64(l_372);
let l_1085 = l_1083 * l_1084;
let l_1086 = l_1085 >> u32(bitcast<u64>(u64(32)));
let l_1087 = u32(bitcast<u64>(l_1086));
let l_377 = l_1087;
let l_378 = l_376 < l_374;
let l_379 = u32(l_378);
let l_380 = l_377 + l_379;
let l_381 = u32(64) % u32(32);
l_mut_382 = l_373;
let l_383 = l_381 > u32(0);
if l_383 {
let l_384 = l_373 >> l_381;
let l_385 = u32(32) - l_381;
let l_386 = l_376 << l_385;
let l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
let l_389 = l_381 > u32(0);
if l_389 {
let l_390 = l_376 >> l_381;
let l_391 = u32(32) - l_381;
let l_392 = l_380 << l_391;
let l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
let l_395 = u32(64) >= u32(64);
if l_395 {
l_mut_394 = l_380;
l_mut_382 = u32(0);
} else {
let l_396 = u32(64) >= u32(32);
if l_396 {
l_mut_388 = l_376;
let l_397 = l_381 > u32(0);
if l_397 {
let l_398 = l_376 >> l_381;
let l_399 = u32(32) - l_381;
let l_400 = l_380 << l_399;
let l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
let l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
let l_403 = l_mut_394 | l_mut_382;
let l_404 = l_403 == u32(0);
if l_404 {
l_mut_394 = l_330;
l_mut_388 = l_334;
if l_361 {
let l_405 = u32(0) - l_330;
let l_406 = u32(0) - l_334;
let l_407 = u32(0) < l_330;
let l_408 = u32(l_407);
let l_409 = l_406 - l_408;
let l_410 = l_330 | l_334;
let l_411 = l_410 == u32(0);
let l_412 = !l_411;
let l_413 = l_371 < l_409;
let l_414 = l_371 == l_409;
let l_415 = l_368 < l_405;
let l_416 = l_414 && l_415;
let l_417 = l_413 || l_416;
let l_418 = !l_417;
let l_419 = l_412 && l_418;
if l_419 {
let l_420 = l_4 - u32(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
let l_422 = l_409 < l_mut_75;
let l_423 = l_409 == l_mut_75;
let l_424 = l_405 < l_mut_90;
let l_425 = l_423 && l_424;
let l_426 = l_422 || l_425;
let l_427 = !l_426;
if l_427 {
l_mut_428 = u32(0);
let l_429 = l_mut_75 < l_409;
let l_430 = l_mut_75 == l_409;
let l_431 = l_mut_90 < l_405;
let l_432 = l_430 && l_431;
let l_433 = l_429 || l_432;
if l_433 {
let l_434 = l_405 - u32(1);
let l_435 = l_409 - u32(0);
let l_436 = l_405 < u32(1);
let l_437 = u32(l_436);
let l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = u32(0);

for (var l_mut_442: u32 = u32(0); l_mut_442 < u32(20); l_mut_442++) {
let l_443 = u32(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
let l_446 = l_443 >= u32(32);
if l_446 {
let l_447 = l_443 & u32(31);
let l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = u32(0);
} else {
let l_449 = l_443 > u32(0);
if l_449 {
l_mut_450 = l_mut_439;
let l_451 = l_443 > u32(0);
if l_451 {
let l_452 = l_mut_439 >> l_443;
let l_453 = u32(32) - l_443;
let l_454 = l_mut_440 << l_453;
let l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
let l_456 = l_mut_440 >> l_443;
l_mut_444 = l_mut_450;
l_mut_445 = l_456;
}
}
let l_457 = l_mut_445 < l_mut_75;
let l_458 = l_mut_445 == l_mut_75;
let l_459 = l_mut_444 < l_mut_90;
let l_460 = l_458 && l_459;
let l_461 = l_457 || l_460;
let l_462 = !l_461;
if l_462 {
l_mut_450 = l_mut_90;
l_mut_445 = l_mut_75;
let l_463 = l_443 >= u32(32);
if l_463 {
let l_464 = l_443 & u32(31);
let l_465 = l_mut_90 << l_464;
l_mut_450 = u32(0);
l_mut_445 = l_465;
} else {
let l_466 = l_443 > u32(0);
if l_466 {
let l_467 = l_mut_90 << l_443;
let l_468 = l_mut_75 << l_443;
let l_469 = u32(32) - l_443;
let l_470 = l_mut_90 >> l_469;
let l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
let l_472 = l_mut_439 - l_mut_450;
let l_473 = l_mut_440 - l_mut_445;
let l_474 = l_mut_439 < l_mut_450;
let l_475 = u32(l_474);
let l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
let l_477 = u32(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
let l_478 = min(l_mut_441, l_420);
l_mut_450 = l_478;
let l_479 = l_mut_440 < l_mut_75;
let l_480 = l_mut_440 == l_mut_75;
let l_481 = l_mut_439 < l_mut_90;
let l_482 = l_480 && l_481;
let l_483 = l_479 || l_482;
let l_484 = !l_483;
if l_484 {
l_mut_450 = l_420;
}
l_mut_428 = l_mut_450;
}
let l_485 = l_mut_90 * l_mut_428;
let l_1088 = u64(l_mut_90);
let l_1089 = u64(l_mut_428);
let l_1090 = l_1088 * l_1089;
let l_1091 = l_1090 >> u32(bitcast<u64>(u64(32)));
let l_1092 = u32(bitcast<u64>(l_1091));
let l_486 = l_1092;
let l_487 = l_mut_75 * l_mut_428;
let l_488 = l_486 + l_487;
let l_489 = l_405 - l_485;
let l_490 = l_409 - l_488;
let l_491 = l_405 < l_485;
let l_492 = u32(l_491);
let l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
let l_494 = l_mut_421 < l_mut_75;
let l_495 = l_mut_421 == l_mut_75;
let l_496 = l_mut_382 < l_mut_90;
let l_497 = l_495 && l_496;
let l_498 = l_494 || l_497;
let l_499 = !l_498;
if l_499 {
let l_500 = l_mut_382 - l_mut_90;
let l_501 = l_mut_421 - l_mut_75;
let l_502 = l_mut_382 < l_mut_90;
let l_503 = u32(l_502);
let l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
let l_505 = l_mut_90 - l_mut_382;
let l_506 = l_mut_75 - l_mut_421;
let l_507 = l_mut_90 < l_mut_382;
let l_508 = u32(l_507);
let l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
let l_510 = l_509 < l_mut_75;
let l_511 = l_509 == l_mut_75;
let l_512 = l_505 < l_mut_90;
let l_513 = l_511 && l_512;
let l_514 = l_510 || l_513;
let l_515 = !l_514;
if l_515 {
let l_516 = l_505 - l_mut_90;
let l_517 = l_509 - l_mut_75;
let l_518 = l_505 < l_mut_90;
let l_519 = u32(l_518);
let l_520 = l_517 - l_519;
l_mut_450 = l_516;
l_mut_445 = l_520;
}
let l_521 = l_mut_445 < l_mut_388;
let l_522 = l_mut_445 == l_mut_388;
let l_523 = l_mut_450 < l_mut_394;
let l_524 = l_522 && l_523;
let l_525 = l_521 || l_524;
if l_525 {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
} else {
let l_526 = l_330 - l_368;
let l_527 = l_334 - l_371;
let l_528 = l_330 < l_368;
let l_529 = u32(l_528);
let l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
let l_531 = l_334 < l_371;
let l_532 = l_334 == l_371;
let l_533 = l_330 < l_368;
let l_534 = l_532 && l_533;
let l_535 = l_531 || l_534;
if l_535 {
let l_536 = l_4 - u32(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
let l_537 = l_334 < l_mut_75;
let l_538 = l_334 == l_mut_75;
let l_539 = l_330 < l_mut_90;
let l_540 = l_538 && l_539;
let l_541 = l_537 || l_540;
let l_542 = !l_541;
if l_542 {
l_mut_444 = u32(0);
let l_543 = l_mut_75 < l_334;
let l_544 = l_mut_75 == l_334;
let l_545 = l_mut_90 < l_330;
let l_546 = l_544 && l_545;
let l_547 = l_543 || l_546;
if l_547 {
let l_548 = l_330 - u32(1);
let l_549 = l_334 - u32(0);
let l_550 = l_330 < u32(1);
let l_551 = u32(l_550);
let l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = u32(0);

for (var l_mut_553: u32 = u32(0); l_mut_553 < u32(20); l_mut_553++) {
let l_554 = u32(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
let l_555 = l_554 >= u32(32);
if l_555 {
let l_556 = l_554 & u32(31);
let l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = u32(0);
} else {
let l_558 = l_554 > u32(0);
if l_558 {
l_mut_382 = l_mut_441;
let l_559 = l_554 > u32(0);
if l_559 {
let l_560 = l_mut_441 >> l_554;
let l_561 = u32(32) - l_554;
let l_562 = l_mut_440 << l_561;
let l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
let l_564 = l_mut_440 >> l_554;
l_mut_428 = l_mut_382;
l_mut_421 = l_564;
}
}
let l_565 = l_mut_421 < l_mut_75;
let l_566 = l_mut_421 == l_mut_75;
let l_567 = l_mut_428 < l_mut_90;
let l_568 = l_566 && l_567;
let l_569 = l_565 || l_568;
let l_570 = !l_569;
if l_570 {
l_mut_428 = l_mut_90;
l_mut_421 = l_mut_75;
let l_571 = l_554 >= u32(32);
if l_571 {
let l_572 = l_554 & u32(31);
let l_573 = l_mut_90 << l_572;
l_mut_428 = u32(0);
l_mut_421 = l_573;
} else {
let l_574 = l_554 > u32(0);
if l_574 {
let l_575 = l_mut_90 << l_554;
let l_576 = l_mut_75 << l_554;
let l_577 = u32(32) - l_554;
let l_578 = l_mut_90 >> l_577;
let l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
let l_580 = l_mut_441 - l_mut_428;
let l_581 = l_mut_440 - l_mut_421;
let l_582 = l_mut_441 < l_mut_428;
let l_583 = u32(l_582);
let l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
let l_585 = u32(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
let l_586 = min(l_mut_439, l_536);
l_mut_439 = l_586;
let l_587 = l_mut_440 < l_mut_75;
let l_588 = l_mut_440 == l_mut_75;
let l_589 = l_mut_441 < l_mut_90;
let l_590 = l_588 && l_589;
let l_591 = l_587 || l_590;
let l_592 = !l_591;
if l_592 {
l_mut_439 = l_536;
}
l_mut_444 = l_mut_439;
}
let l_593 = l_mut_90 * l_mut_444;
let l_1093 = u64(l_mut_90);
let l_1094 = u64(l_mut_444);
let l_1095 = l_1093 * l_1094;
let l_1096 = l_1095 >> u32(bitcast<u64>(u64(32)));
let l_1097 = u32(bitcast<u64>(l_1096));
let l_594 = l_1097;
let l_595 = l_mut_75 * l_mut_444;
let l_596 = l_594 + l_595;
let l_597 = l_330 - l_593;
let l_598 = l_334 - l_596;
let l_599 = l_330 < l_593;
let l_600 = u32(l_599);
let l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
let l_602 = l_mut_445 < l_mut_75;
let l_603 = l_mut_445 == l_mut_75;
let l_604 = l_mut_450 < l_mut_90;
let l_605 = l_603 && l_604;
let l_606 = l_602 || l_605;
let l_607 = !l_606;
if l_607 {
let l_608 = l_mut_450 - l_mut_90;
let l_609 = l_mut_445 - l_mut_75;
let l_610 = l_mut_450 < l_mut_90;
let l_611 = u32(l_610);
let l_612 = l_609 - l_611;
l_mut_450 = l_608;
l_mut_445 = l_612;
}
}
let l_613 = l_mut_445 < l_mut_388;
let l_614 = l_mut_445 == l_mut_388;
let l_615 = l_mut_450 < l_mut_394;
let l_616 = l_614 && l_615;
let l_617 = l_613 || l_616;
if l_617 {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
}
let l_618 = l_mut_388 < l_344;
let l_619 = l_mut_388 == l_344;
let l_620 = l_mut_394 < l_340;
let l_621 = l_619 && l_620;
let l_622 = l_618 || l_621;
let l_623 = !l_622;
let l_624 = u32(l_623);
let l_625 = u32(2) - l_624;
l_mut_40 = l_625;
}
let l_626 = l_mut_40 > u32(0);
if l_626 {
let l_627 = l_mut_40 == u32(1);
l_mut_350 = l_627;
l_mut_357 = bool(false);
}
}
l_mut_628 = bool(false);
loop {
let l_629 = !l_mut_357;
if l_629 {
break;
}
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
if l_mut_628 {
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
}
let l_630 = l_mut_145 < l_mut_445;
let l_631 = l_mut_145 == l_mut_445;
let l_632 = l_mut_151 < l_mut_450;
let l_633 = l_631 && l_632;
let l_634 = l_630 || l_633;
let l_635 = !l_634;
let l_636 = l_635 != l_mut_628;
if l_636 {
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
l_mut_275 = l_mut_219;
l_mut_269 = l_mut_213;
l_mut_219 = l_mut_450;
l_mut_213 = l_mut_445;
l_mut_450 = l_mut_102;
l_mut_102 = l_mut_96;
l_mut_96 = l_mut_450;
l_mut_628 = l_635;
}
let l_637 = l_mut_275 - l_mut_151;
let l_638 = l_mut_269 - l_mut_145;
let l_639 = l_mut_275 < l_mut_151;
let l_640 = u32(l_639);
let l_641 = l_638 - l_640;
l_mut_450 = l_637;
l_mut_445 = l_641;
if l_mut_628 {
let l_642 = l_mut_151 - l_340;
let l_643 = l_mut_145 - l_344;
let l_644 = l_mut_151 < l_340;
let l_645 = u32(l_644);
let l_646 = l_643 - l_645;
l_mut_450 = l_642;
l_mut_445 = l_646;
}
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
let l_647 = l_mut_445 < l_mut_269;
let l_648 = l_mut_445 == l_mut_269;
let l_649 = l_mut_450 < l_mut_275;
let l_650 = l_648 && l_649;
let l_651 = l_647 || l_650;
if l_651 {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_652 = bool(false);
l_mut_450 = l_mut_444;
l_mut_445 = l_mut_441;
let l_653 = u32(3) >= u32(32);
if l_653 {
let l_654 = u32(3) & u32(31);
let l_655 = l_mut_441 >> l_654;
l_mut_450 = l_655;
l_mut_445 = u32(0);
} else {
let l_656 = u32(3) > u32(0);
if l_656 {
l_mut_440 = l_mut_444;
let l_657 = u32(3) > u32(0);
if l_657 {
let l_658 = l_mut_444 >> u32(3);
let l_659 = l_mut_441 << u32(29);
let l_660 = l_658 | l_659;
l_mut_440 = l_660;
}
let l_661 = l_mut_441 >> u32(3);
l_mut_450 = l_mut_440;
l_mut_445 = l_661;
}
}
let l_662 = l_mut_445 < l_mut_213;
let l_663 = l_mut_445 == l_mut_213;
let l_664 = l_mut_450 < l_mut_219;
let l_665 = l_663 && l_664;
let l_666 = l_662 || l_665;
let l_667 = !l_666;
l_mut_652 = l_667;
l_mut_450 = u32(0);
let l_668 = l_mut_219 | l_mut_213;
let l_669 = l_668 == u32(0);
let l_670 = !l_669;
let l_671 = l_mut_652 && l_670;
let l_672 = l_mut_213 < l_mut_441;
let l_673 = l_mut_213 == l_mut_441;
let l_674 = l_mut_219 < l_mut_444;
let l_675 = l_673 && l_674;
let l_676 = l_672 || l_675;
let l_677 = l_671 && l_676;
let l_678 = l_mut_102 + l_mut_96;
let l_679 = l_678 < l_4;
let l_680 = l_677 && l_679;
if l_680 {
let l_681 = l_4 - l_mut_102;
let l_682 = l_681 - l_mut_96;
let l_683 = l_682 / l_mut_102;
let l_684 = l_mut_444 - u32(1);
let l_685 = l_mut_441 - u32(0);
let l_686 = l_mut_444 < u32(1);
let l_687 = u32(l_686);
let l_688 = l_685 - l_687;
l_mut_445 = l_684;
l_mut_444 = l_688;
l_mut_441 = u32(0);

for (var l_mut_689: u32 = u32(0); l_mut_689 < u32(20); l_mut_689++) {
let l_690 = u32(19) - l_mut_689;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
let l_691 = l_690 >= u32(32);
if l_691 {
let l_692 = l_690 & u32(31);
let l_693 = l_mut_444 >> l_692;
l_mut_440 = l_693;
l_mut_439 = u32(0);
} else {
let l_694 = l_690 > u32(0);
if l_694 {
l_mut_428 = l_mut_445;
let l_695 = l_690 > u32(0);
if l_695 {
let l_696 = l_mut_445 >> l_690;
let l_697 = u32(32) - l_690;
let l_698 = l_mut_444 << l_697;
let l_699 = l_696 | l_698;
l_mut_428 = l_699;
}
let l_700 = l_mut_444 >> l_690;
l_mut_440 = l_mut_428;
l_mut_439 = l_700;
}
}
let l_701 = l_mut_439 < l_mut_213;
let l_702 = l_mut_439 == l_mut_213;
let l_703 = l_mut_440 < l_mut_219;
let l_704 = l_702 && l_703;
let l_705 = l_701 || l_704;
let l_706 = !l_705;
if l_706 {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
let l_707 = l_690 >= u32(32);
if l_707 {
let l_708 = l_690 & u32(31);
let l_709 = l_mut_219 << l_708;
l_mut_440 = u32(0);
l_mut_439 = l_709;
} else {
let l_710 = l_690 > u32(0);
if l_710 {
let l_711 = l_mut_219 << l_690;
let l_712 = l_mut_213 << l_690;
let l_713 = u32(32) - l_690;
let l_714 = l_mut_219 >> l_713;
let l_715 = l_712 | l_714;
l_mut_440 = l_711;
l_mut_439 = l_715;
}
}
let l_716 = l_mut_445 - l_mut_440;
let l_717 = l_mut_444 - l_mut_439;
let l_718 = l_mut_445 < l_mut_440;
let l_719 = u32(l_718);
let l_720 = l_717 - l_719;
l_mut_445 = l_716;
l_mut_444 = l_720;
let l_721 = u32(1) << l_690;
l_mut_441 = l_mut_441 | l_721;
}
}
let l_722 = min(l_mut_441, l_683);
l_mut_441 = l_722;
let l_723 = l_mut_444 < l_mut_213;
let l_724 = l_mut_444 == l_mut_213;
let l_725 = l_mut_445 < l_mut_219;
let l_726 = l_724 && l_725;
let l_727 = l_723 || l_726;
let l_728 = !l_727;
if l_728 {
l_mut_441 = l_683;
}
l_mut_450 = l_mut_441;
}
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_219;
l_mut_440 = l_mut_213;
l_mut_439 = l_mut_102;
l_mut_428 = l_mut_96;
l_mut_421 = l_mut_151;
l_mut_394 = l_mut_145;
l_mut_388 = u32(0);
let l_729 = l_mut_450 > u32(0);
if l_729 {
let l_730 = l_mut_219 * l_mut_450;
let l_1098 = u64(l_mut_219);
let l_1099 = u64(l_mut_450);
let l_1100 = l_1098 * l_1099;
let l_1101 = l_1100 >> u32(bitcast<u64>(u64(32)));
let l_1102 = u32(bitcast<u64>(l_1101));
let l_731 = l_1102;
let l_732 = l_mut_213 * l_mut_450;
let l_733 = l_731 + l_732;
if l_mut_628 {
let l_734 = l_mut_151 - l_730;
let l_735 = l_mut_145 - l_733;
let l_736 = l_mut_151 < l_730;
let l_737 = u32(l_736);
let l_738 = l_735 - l_737;
l_mut_421 = l_734;
l_mut_394 = l_738;
}
let l_739 = l_mut_275 - l_730;
let l_740 = l_mut_269 - l_733;
let l_741 = l_mut_275 < l_730;
let l_742 = u32(l_741);
let l_743 = l_740 - l_742;
l_mut_445 = l_739;
l_mut_444 = l_743;
let l_744 = l_mut_450 * l_mut_102;
let l_745 = l_mut_96 + l_744;
l_mut_428 = l_745;
} else {
if l_mut_628 {
let l_746 = l_mut_151 - l_mut_219;
let l_747 = l_mut_145 - l_mut_213;
let l_748 = l_mut_151 < l_mut_219;
let l_749 = u32(l_748);
let l_750 = l_747 - l_749;
l_mut_421 = l_746;
l_mut_394 = l_750;
let l_751 = l_mut_394 < l_344;
let l_752 = l_mut_394 == l_344;
let l_753 = l_mut_421 < l_340;
let l_754 = l_752 && l_753;
let l_755 = l_751 || l_754;
if l_755 {
l_mut_388 = u32(2);
}
}
let l_756 = l_mut_388 == u32(0);
if l_756 {
let l_757 = l_4 - l_mut_102;
let l_758 = l_757 / l_mut_96;
l_mut_450 = u32(0);
l_mut_652 = bool(false);
l_mut_382 = l_mut_219;
l_mut_90 = l_mut_213;
let l_759 = u32(3) >= u32(32);
if l_759 {
let l_760 = u32(3) & u32(31);
let l_761 = l_mut_213 >> l_760;
l_mut_382 = l_761;
l_mut_90 = u32(0);
} else {
let l_762 = u32(3) > u32(0);
if l_762 {
l_mut_75 = l_mut_219;
let l_763 = u32(3) > u32(0);
if l_763 {
let l_764 = l_mut_219 >> u32(3);
let l_765 = l_mut_213 << u32(29);
let l_766 = l_764 | l_765;
l_mut_75 = l_766;
}
let l_767 = l_mut_213 >> u32(3);
l_mut_382 = l_mut_75;
l_mut_90 = l_767;
}
}
let l_768 = l_mut_90 < l_mut_269;
let l_769 = l_mut_90 == l_mut_269;
let l_770 = l_mut_382 < l_mut_275;
let l_771 = l_769 && l_770;
let l_772 = l_768 || l_771;
let l_773 = !l_772;
l_mut_652 = l_773;
let l_774 = l_mut_275 | l_mut_269;
let l_775 = l_774 == u32(0);
if l_775 {
l_mut_450 = l_758;
} else {
if l_mut_652 {
let l_776 = l_mut_269 < l_mut_213;
let l_777 = l_mut_269 == l_mut_213;
let l_778 = l_mut_275 < l_mut_219;
let l_779 = l_777 && l_778;
let l_780 = l_776 || l_779;
if l_780 {
let l_781 = l_mut_219 - u32(1);
let l_782 = l_mut_213 - u32(0);
let l_783 = l_mut_219 < u32(1);
let l_784 = u32(l_783);
let l_785 = l_782 - l_784;
l_mut_382 = l_781;
l_mut_90 = l_785;
l_mut_75 = u32(0);

for (var l_mut_786: u32 = u32(0); l_mut_786 < u32(20); l_mut_786++) {
let l_787 = u32(19) - l_mut_786;
l_mut_40 = l_mut_382;
l_mut_788 = l_mut_90;
let l_789 = l_787 >= u32(32);
if l_789 {
let l_790 = l_787 & u32(31);
let l_791 = l_mut_90 >> l_790;
l_mut_40 = l_791;
l_mut_788 = u32(0);
} else {
let l_792 = l_787 > u32(0);
if l_792 {
l_mut_793 = l_mut_382;
let l_794 = l_787 > u32(0);
if l_794 {
let l_795 = l_mut_382 >> l_787;
let l_796 = u32(32) - l_787;
let l_797 = l_mut_90 << l_796;
let l_798 = l_795 | l_797;
l_mut_793 = l_798;
}
let l_799 = l_mut_90 >> l_787;
l_mut_40 = l_mut_793;
l_mut_788 = l_799;
}
}
let l_800 = l_mut_788 < l_mut_269;
let l_801 = l_mut_788 == l_mut_269;
let l_802 = l_mut_40 < l_mut_275;
let l_803 = l_801 && l_802;
let l_804 = l_800 || l_803;
let l_805 = !l_804;
if l_805 {
l_mut_793 = l_mut_275;
l_mut_788 = l_mut_269;
let l_806 = l_787 >= u32(32);
if l_806 {
let l_807 = l_787 & u32(31);
let l_808 = l_mut_275 << l_807;
l_mut_793 = u32(0);
l_mut_788 = l_808;
} else {
let l_809 = l_787 > u32(0);
if l_809 {
let l_810 = l_mut_275 << l_787;
let l_811 = l_mut_269 << l_787;
let l_812 = u32(32) - l_787;
let l_813 = l_mut_275 >> l_812;
let l_814 = l_811 | l_813;
l_mut_793 = l_810;
l_mut_788 = l_814;
}
}
let l_815 = l_mut_382 - l_mut_793;
let l_816 = l_mut_90 - l_mut_788;
let l_817 = l_mut_382 < l_mut_793;
let l_818 = u32(l_817);
let l_819 = l_816 - l_818;
l_mut_382 = l_815;
l_mut_90 = l_819;
let l_820 = u32(1) << l_787;
l_mut_75 = l_mut_75 | l_820;
}
}
let l_821 = min(l_mut_75, l_758);
l_mut_793 = l_821;
let l_822 = l_mut_90 < l_mut_269;
let l_823 = l_mut_90 == l_mut_269;
let l_824 = l_mut_382 < l_mut_275;
let l_825 = l_823 && l_824;
let l_826 = l_822 || l_825;
let l_827 = !l_826;
if l_827 {
l_mut_793 = l_758;
}
l_mut_450 = l_mut_793;
}
} else {
l_mut_793 = l_mut_219;
l_mut_788 = l_mut_213;
loop {
let l_828 = l_mut_269 < l_mut_788;
let l_829 = l_mut_269 == l_mut_788;
let l_830 = l_mut_275 < l_mut_793;
let l_831 = l_829 && l_830;
let l_832 = l_828 || l_831;
let l_833 = l_mut_450 * l_mut_96;
let l_834 = l_mut_102 + l_833;
let l_835 = l_834 + l_mut_96;
let l_836 = l_835 < l_4;
let l_837 = l_832 && l_836;
let l_838 = !l_837;
if l_838 {
break;
}
let l_839 = l_mut_793 - l_mut_275;
let l_840 = l_mut_788 - l_mut_269;
let l_841 = l_mut_793 < l_mut_275;
let l_842 = u32(l_841);
let l_843 = l_840 - l_842;
l_mut_793 = l_839;
l_mut_788 = l_843;
l_mut_450 = l_mut_450 + u32(1);
}
}
}
let l_844 = l_mut_450 * l_mut_96;
let l_845 = l_mut_102 + l_844;
let l_846 = l_845 + l_mut_96;
let l_847 = l_846 >= l_4;
if l_847 {
l_mut_388 = u32(1);
} else {
let l_848 = l_mut_275 * l_mut_450;
let l_1103 = u64(l_mut_275);
let l_1104 = u64(l_mut_450);
let l_1105 = l_1103 * l_1104;
let l_1106 = l_1105 >> u32(bitcast<u64>(u64(32)));
let l_1107 = u32(bitcast<u64>(l_1106));
let l_849 = l_1107;
let l_850 = l_mut_269 * l_mut_450;
let l_851 = l_849 + l_850;
let l_852 = l_mut_219 - l_848;
let l_853 = l_mut_213 - l_851;
let l_854 = l_mut_219 < l_848;
let l_855 = u32(l_854);
let l_856 = l_853 - l_855;
l_mut_441 = l_852;
l_mut_440 = l_856;
let l_857 = l_mut_450 * l_mut_96;
let l_858 = l_mut_102 + l_857;
l_mut_439 = l_858;
let l_859 = l_mut_275 - l_mut_441;
let l_860 = l_mut_269 - l_mut_440;
let l_861 = l_mut_275 < l_mut_441;
let l_862 = u32(l_861);
let l_863 = l_860 - l_862;
l_mut_445 = l_859;
l_mut_444 = l_863;
let l_864 = l_mut_96 + l_mut_439;
l_mut_428 = l_864;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_441;
l_mut_213 = l_mut_440;
l_mut_102 = l_mut_439;
l_mut_96 = l_mut_428;
l_mut_151 = l_mut_421;
l_mut_145 = l_mut_394;
let l_865 = l_mut_388 == u32(1);
l_mut_350 = l_865;
let l_866 = l_mut_388 == u32(0);
l_mut_357 = l_866;
}
let l_867 = !l_mut_350;
if l_867 {
let l_1108 = info.static_meta[u32(5)];
let l_1109 = l_1108 * u32(1);
let l_1110 = l_1109 - u32(1);
let l_1111 = min(u32(0), l_1110);
let l_1112 = &buffer_5_global[l_1111];
let l_868 = l_1112;
let l_869 = atomicAdd(l_868, u32(1));let l_870 = info.static_meta[u32(10)];
let l_871 = l_869 < l_870;
if l_871 {
let l_1113 = info.static_meta[u32(4)];
let l_1114 = l_1113 * u32(1);
let l_1115 = l_869 < l_1114;
if l_1115 {
buffer_4_global[l_869] = id;
}
}
}
}
}
