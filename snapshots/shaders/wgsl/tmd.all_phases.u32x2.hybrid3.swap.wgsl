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
fn all_phases(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: u32;
var l_mut_187: u32;
var l_mut_188: u32;
var l_mut_189: u32;
var l_mut_190: bool;
var l_mut_197: bool;
var l_mut_200: bool;
var l_mut_202: u32;
var l_mut_203: u32;
var l_mut_211: bool;
var l_mut_222: bool;
var l_mut_223: u32;
var l_mut_228: u32;
var l_mut_254: u32;
var l_mut_255: u32;
var l_mut_260: u32;
var l_mut_40: u32;
var l_mut_603: u32;
var l_mut_604: u32;
var l_mut_609: u32;
var l_mut_75: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_927 = info.static_meta[u32(5)];
let l_928 = l_927 * u32(1);
let l_929 = l_928 - u32(1);
let l_930 = min(u32(3), l_929);
let l_931 = &buffer_5_global[l_930];
let l_1 = l_931;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_843 = info.static_meta[u32(3)];
let l_844 = l_843 * u32(1);
let l_845 = l_3 < l_844;
let l_846 = l_844 - u32(1);
let l_847 = min(l_3, l_846);
let l_848 = buffer_3_global[l_847];
let l_849 = select(u32(0), l_848, l_845);
let l_4 = l_849;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_850 = info.static_meta[u32(3)];
let l_851 = l_850 * u32(1);
let l_852 = l_6 < l_851;
let l_853 = l_851 - u32(1);
let l_854 = min(l_6, l_853);
let l_855 = buffer_3_global[l_854];
let l_856 = select(u32(0), l_855, l_852);
let l_7 = l_856;
let l_8 = u32(2) * u32(1);
let l_857 = info.static_meta[u32(3)];
let l_858 = l_857 * u32(1);
let l_859 = l_8 < l_858;
let l_860 = l_858 - u32(1);
let l_861 = min(l_8, l_860);
let l_862 = buffer_3_global[l_861];
let l_863 = select(u32(0), l_862, l_859);
let l_9 = l_863;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_864 = info.static_meta[u32(3)];
let l_865 = l_864 * u32(1);
let l_866 = l_11 < l_865;
let l_867 = l_865 - u32(1);
let l_868 = min(l_11, l_867);
let l_869 = buffer_3_global[l_868];
let l_870 = select(u32(0), l_869, l_866);
let l_12 = l_870;
let l_13 = u32(2) * u32(2);
let l_871 = info.static_meta[u32(3)];
let l_872 = l_871 * u32(1);
let l_873 = l_13 < l_872;
let l_874 = l_872 - u32(1);
let l_875 = min(l_13, l_874);
let l_876 = buffer_3_global[l_875];
let l_877 = select(u32(0), l_876, l_873);
let l_14 = l_877;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_878 = info.static_meta[u32(3)];
let l_879 = l_878 * u32(1);
let l_880 = l_16 < l_879;
let l_881 = l_879 - u32(1);
let l_882 = min(l_16, l_881);
let l_883 = buffer_3_global[l_882];
let l_884 = select(u32(0), l_883, l_880);
let l_17 = l_884;
let l_18 = u32(2) * u32(3);
let l_885 = info.static_meta[u32(3)];
let l_886 = l_885 * u32(1);
let l_887 = l_18 < l_886;
let l_888 = l_886 - u32(1);
let l_889 = min(l_18, l_888);
let l_890 = buffer_3_global[l_889];
let l_891 = select(u32(0), l_890, l_887);
let l_19 = l_891;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_892 = info.static_meta[u32(3)];
let l_893 = l_892 * u32(1);
let l_894 = l_21 < l_893;
let l_895 = l_893 - u32(1);
let l_896 = min(l_21, l_895);
let l_897 = buffer_3_global[l_896];
let l_898 = select(u32(0), l_897, l_894);
let l_22 = l_898;
let l_23 = u32(2) * u32(4);
let l_899 = info.static_meta[u32(3)];
let l_900 = l_899 * u32(1);
let l_901 = l_23 < l_900;
let l_902 = l_900 - u32(1);
let l_903 = min(l_23, l_902);
let l_904 = buffer_3_global[l_903];
let l_905 = select(u32(0), l_904, l_901);
let l_24 = l_905;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_906 = info.static_meta[u32(3)];
let l_907 = l_906 * u32(1);
let l_908 = l_26 < l_907;
let l_909 = l_907 - u32(1);
let l_910 = min(l_26, l_909);
let l_911 = buffer_3_global[l_910];
let l_912 = select(u32(0), l_911, l_908);
let l_27 = l_912;
let l_28 = u32(2) * u32(5);
let l_913 = info.static_meta[u32(3)];
let l_914 = l_913 * u32(1);
let l_915 = l_28 < l_914;
let l_916 = l_914 - u32(1);
let l_917 = min(l_28, l_916);
let l_918 = buffer_3_global[l_917];
let l_919 = select(u32(0), l_918, l_915);
let l_29 = l_919;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_920 = info.static_meta[u32(3)];
let l_921 = l_920 * u32(1);
let l_922 = l_31 < l_921;
let l_923 = l_921 - u32(1);
let l_924 = min(l_31, l_923);
let l_925 = buffer_3_global[l_924];
let l_926 = select(u32(0), l_925, l_922);
let l_32 = l_926;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_932 = u64(id);
let l_933 = u64(l_4);
let l_934 = l_932 * l_933;
let l_935 = l_934 >> u32(bitcast<u64>(u64(32)));
let l_936 = u32(bitcast<u64>(l_935));
let l_37 = l_936;
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
let l_56 = select(u32(0), l_mut_40, l_35);
let l_57 = l_56 > u32(0);
if l_57 {
let l_58 = u32(2) * id;
let l_937 = info.static_meta[u32(0)];
let l_938 = l_937 * u32(1);
let l_939 = l_58 < l_938;
let l_940 = l_938 - u32(1);
let l_941 = min(l_58, l_940);
let l_942 = buffer_0_global[l_941];
let l_943 = select(u32(0), l_942, l_939);
let l_59 = l_943;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_944 = info.static_meta[u32(0)];
let l_945 = l_944 * u32(1);
let l_946 = l_61 < l_945;
let l_947 = l_945 - u32(1);
let l_948 = min(l_61, l_947);
let l_949 = buffer_0_global[l_948];
let l_950 = select(u32(0), l_949, l_946);
let l_62 = l_950;
let l_63 = u32(2) * id;
let l_951 = info.static_meta[u32(1)];
let l_952 = l_951 * u32(1);
let l_953 = l_63 < l_952;
let l_954 = l_952 - u32(1);
let l_955 = min(l_63, l_954);
let l_956 = buffer_1_global[l_955];
let l_957 = select(u32(0), l_956, l_953);
let l_64 = l_957;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_958 = info.static_meta[u32(1)];
let l_959 = l_958 * u32(1);
let l_960 = l_66 < l_959;
let l_961 = l_959 - u32(1);
let l_962 = min(l_66, l_961);
let l_963 = buffer_1_global[l_962];
let l_964 = select(u32(0), l_963, l_960);
let l_67 = l_964;
let l_68 = u32(2) * id;
let l_965 = info.static_meta[u32(2)];
let l_966 = l_965 * u32(1);
let l_967 = l_68 < l_966;
let l_968 = l_966 - u32(1);
let l_969 = min(l_68, l_968);
let l_970 = buffer_2_global[l_969];
let l_971 = select(u32(0), l_970, l_967);
let l_69 = l_971;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_972 = info.static_meta[u32(2)];
let l_973 = l_972 * u32(1);
let l_974 = l_71 < l_973;
let l_975 = l_973 - u32(1);
let l_976 = min(l_71, l_975);
let l_977 = buffer_2_global[l_976];
let l_978 = select(u32(0), l_977, l_974);
let l_72 = l_978;
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
let l_979 = u64(l_mut_40);
let l_980 = u64(l_4);
let l_981 = l_979 * l_980;
let l_982 = l_981 >> u32(bitcast<u64>(u64(32)));
let l_983 = u32(bitcast<u64>(l_982));
let l_83 = l_983;
let l_84 = l_83 + l_82;
let l_984 = u64(l_mut_75);
let l_985 = u64(l_4);
let l_986 = l_984 * l_985;
let l_987 = l_986 >> u32(bitcast<u64>(u64(32)));
let l_988 = u32(bitcast<u64>(l_987));
let l_85 = l_988;
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
let l_121 = l_4 * l_4;
let l_122 = l_9 + u32(3);
let l_123 = l_72 >> u32(31);
let l_124 = l_123 == u32(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if l_124 {
let l_125 = u32(0) - l_69;
let l_126 = u32(0) - l_72;
let l_127 = u32(0) < l_69;
let l_128 = u32(l_127);
let l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
let l_130 = l_mut_102 * l_121;
let l_131 = l_mut_96 * l_121;
let l_989 = u64(l_mut_102);
let l_990 = u64(l_121);
let l_991 = l_989 * l_990;
let l_992 = l_991 >> u32(bitcast<u64>(u64(32)));
let l_993 = u32(bitcast<u64>(l_992));
let l_132 = l_993;
let l_133 = l_132 + l_131;
let l_994 = u64(l_mut_96);
let l_995 = u64(l_121);
let l_996 = l_994 * l_995;
let l_997 = l_996 >> u32(bitcast<u64>(u64(32)));
let l_998 = u32(bitcast<u64>(l_997));
let l_134 = l_998;
let l_135 = l_133 < l_131;
let l_136 = u32(l_135);
let l_137 = l_134 + l_136;
let l_138 = l_122 % u32(32);
l_mut_90 = l_130;
let l_139 = l_138 > u32(0);
if l_139 {
let l_140 = l_130 >> l_138;
let l_141 = u32(32) - l_138;
let l_142 = l_133 << l_141;
let l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
let l_144 = l_138 > u32(0);
if l_144 {
let l_145 = l_133 >> l_138;
let l_146 = u32(32) - l_138;
let l_147 = l_137 << l_146;
let l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
let l_149 = l_122 >= u32(64);
if l_149 {
l_mut_40 = l_137;
l_mut_90 = u32(0);
} else {
let l_150 = l_122 >= u32(32);
if l_150 {
l_mut_75 = l_133;
let l_151 = l_138 > u32(0);
if l_151 {
let l_152 = l_133 >> l_138;
let l_153 = u32(32) - l_138;
let l_154 = l_137 << l_153;
let l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
let l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if l_124 {
let l_157 = u32(0) - l_mut_102;
let l_158 = u32(0) - l_mut_96;
let l_159 = u32(0) < l_mut_102;
let l_160 = u32(l_159);
let l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
let l_162 = l_64 - l_mut_102;
let l_163 = l_67 - l_mut_96;
let l_164 = l_64 < l_mut_102;
let l_165 = u32(l_164);
let l_166 = l_163 - l_165;
let l_167 = l_162 + l_14;
let l_168 = l_166 + l_17;
let l_169 = l_167 < l_162;
let l_170 = u32(l_169);
let l_171 = l_168 + l_170;
let l_172 = u32(0) - l_116;
let l_173 = u32(0) - l_120;
let l_174 = u32(0) < l_116;
let l_175 = u32(l_174);
let l_176 = l_173 - l_175;
let l_177 = l_14 + l_14;
let l_178 = l_17 + l_17;
let l_179 = l_177 < l_14;
let l_180 = u32(l_179);
let l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
let l_182 = u32(0) - l_172;
let l_183 = u32(0) - l_176;
let l_184 = u32(0) < l_172;
let l_185 = u32(l_184);
let l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = u32(1);
l_mut_189 = u32(1);
l_mut_190 = bool(false);
let l_191 = l_mut_187 < l_181;
let l_192 = l_mut_187 == l_181;
let l_193 = l_mut_40 < l_177;
let l_194 = l_192 && l_193;
let l_195 = l_191 || l_194;
let l_196 = !l_195;
l_mut_197 = l_196;
let l_198 = l_172 | l_176;
let l_199 = l_198 == u32(0);
if l_199 {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
loop {
let l_201 = !l_mut_197;
if l_201 {
break;
}
l_mut_202 = l_mut_102;
l_mut_203 = l_mut_96;
if l_mut_200 {
l_mut_202 = l_mut_90;
l_mut_203 = l_mut_75;
}
let l_204 = l_mut_187 < l_mut_203;
let l_205 = l_mut_187 == l_mut_203;
let l_206 = l_mut_40 < l_mut_202;
let l_207 = l_205 && l_206;
let l_208 = l_204 || l_207;
let l_209 = !l_208;
let l_210 = l_209 != l_mut_200;
if l_210 {
l_mut_203 = l_mut_102;
l_mut_202 = l_mut_96;
l_mut_102 = l_mut_90;
l_mut_96 = l_mut_75;
l_mut_90 = l_mut_203;
l_mut_75 = l_mut_202;
l_mut_203 = l_mut_188;
l_mut_188 = l_mut_189;
l_mut_189 = l_mut_203;
l_mut_200 = l_209;
}
l_mut_211 = bool(true);
if l_mut_200 {
let l_212 = l_mut_40 - l_mut_90;
let l_213 = l_mut_187 - l_mut_75;
let l_214 = l_mut_40 < l_mut_90;
let l_215 = u32(l_214);
let l_216 = l_213 - l_215;
l_mut_40 = l_212;
l_mut_187 = l_216;
let l_217 = l_mut_187 < l_181;
let l_218 = l_mut_187 == l_181;
let l_219 = l_mut_40 < l_177;
let l_220 = l_218 && l_219;
let l_221 = l_217 || l_220;
if l_221 {
l_mut_197 = bool(false);
l_mut_211 = bool(false);
}
}
if l_mut_211 {
l_mut_203 = u32(0);
l_mut_222 = bool(false);
l_mut_202 = l_mut_90;
l_mut_223 = l_mut_75;
let l_224 = u32(3) >= u32(32);
if l_224 {
let l_225 = u32(3) & u32(31);
let l_226 = l_mut_75 >> l_225;
l_mut_202 = l_226;
l_mut_223 = u32(0);
} else {
let l_227 = u32(3) > u32(0);
if l_227 {
l_mut_228 = l_mut_90;
let l_229 = u32(3) > u32(0);
if l_229 {
let l_230 = l_mut_90 >> u32(3);
let l_231 = l_mut_75 << u32(29);
let l_232 = l_230 | l_231;
l_mut_228 = l_232;
}
let l_233 = l_mut_75 >> u32(3);
l_mut_202 = l_mut_228;
l_mut_223 = l_233;
}
}
let l_234 = l_mut_223 < l_mut_96;
let l_235 = l_mut_223 == l_mut_96;
let l_236 = l_mut_202 < l_mut_102;
let l_237 = l_235 && l_236;
let l_238 = l_234 || l_237;
let l_239 = !l_238;
l_mut_222 = l_239;
let l_240 = l_mut_102 | l_mut_96;
let l_241 = l_240 == u32(0);
if l_241 {
l_mut_203 = l_4;
} else {
if l_mut_222 {
let l_242 = l_mut_96 < l_mut_75;
let l_243 = l_mut_96 == l_mut_75;
let l_244 = l_mut_102 < l_mut_90;
let l_245 = l_243 && l_244;
let l_246 = l_242 || l_245;
if l_246 {
let l_247 = l_mut_90 - u32(1);
let l_248 = l_mut_75 - u32(0);
let l_249 = l_mut_90 < u32(1);
let l_250 = u32(l_249);
let l_251 = l_248 - l_250;
l_mut_228 = l_247;
l_mut_223 = l_251;
l_mut_202 = u32(0);

for (var l_mut_252: u32 = u32(0); l_mut_252 < u32(16); l_mut_252++) {
let l_253 = u32(15) - l_mut_252;
l_mut_254 = l_mut_228;
l_mut_255 = l_mut_223;
let l_256 = l_253 >= u32(32);
if l_256 {
let l_257 = l_253 & u32(31);
let l_258 = l_mut_223 >> l_257;
l_mut_254 = l_258;
l_mut_255 = u32(0);
} else {
let l_259 = l_253 > u32(0);
if l_259 {
l_mut_260 = l_mut_228;
let l_261 = l_253 > u32(0);
if l_261 {
let l_262 = l_mut_228 >> l_253;
let l_263 = u32(32) - l_253;
let l_264 = l_mut_223 << l_263;
let l_265 = l_262 | l_264;
l_mut_260 = l_265;
}
let l_266 = l_mut_223 >> l_253;
l_mut_254 = l_mut_260;
l_mut_255 = l_266;
}
}
let l_267 = l_mut_255 < l_mut_96;
let l_268 = l_mut_255 == l_mut_96;
let l_269 = l_mut_254 < l_mut_102;
let l_270 = l_268 && l_269;
let l_271 = l_267 || l_270;
let l_272 = !l_271;
if l_272 {
l_mut_260 = l_mut_102;
l_mut_255 = l_mut_96;
let l_273 = l_253 >= u32(32);
if l_273 {
let l_274 = l_253 & u32(31);
let l_275 = l_mut_102 << l_274;
l_mut_260 = u32(0);
l_mut_255 = l_275;
} else {
let l_276 = l_253 > u32(0);
if l_276 {
let l_277 = l_mut_102 << l_253;
let l_278 = l_mut_96 << l_253;
let l_279 = u32(32) - l_253;
let l_280 = l_mut_102 >> l_279;
let l_281 = l_278 | l_280;
l_mut_260 = l_277;
l_mut_255 = l_281;
}
}
let l_282 = l_mut_228 - l_mut_260;
let l_283 = l_mut_223 - l_mut_255;
let l_284 = l_mut_228 < l_mut_260;
let l_285 = u32(l_284);
let l_286 = l_283 - l_285;
l_mut_228 = l_282;
l_mut_223 = l_286;
let l_287 = u32(1) << l_253;
l_mut_202 = l_mut_202 | l_287;
}
}
let l_288 = min(l_mut_202, l_4);
l_mut_260 = l_288;
let l_289 = l_mut_223 < l_mut_96;
let l_290 = l_mut_223 == l_mut_96;
let l_291 = l_mut_228 < l_mut_102;
let l_292 = l_290 && l_291;
let l_293 = l_289 || l_292;
let l_294 = !l_293;
if l_294 {
l_mut_260 = l_4;
}
l_mut_203 = l_mut_260;
}
} else {
l_mut_260 = l_mut_90;
l_mut_255 = l_mut_75;
loop {
let l_295 = l_mut_96 < l_mut_255;
let l_296 = l_mut_96 == l_mut_255;
let l_297 = l_mut_102 < l_mut_260;
let l_298 = l_296 && l_297;
let l_299 = l_295 || l_298;
let l_300 = l_mut_203 * l_mut_189;
let l_301 = l_mut_188 + l_300;
let l_302 = l_301 + l_mut_189;
let l_303 = l_302 < l_4;
let l_304 = l_299 && l_303;
let l_305 = !l_304;
if l_305 {
break;
}
let l_306 = l_mut_260 - l_mut_102;
let l_307 = l_mut_255 - l_mut_96;
let l_308 = l_mut_260 < l_mut_102;
let l_309 = u32(l_308);
let l_310 = l_307 - l_309;
l_mut_260 = l_306;
l_mut_255 = l_310;
l_mut_203 = l_mut_203 + u32(1);
}
}
}
let l_311 = l_mut_203 * l_mut_189;
let l_312 = l_mut_188 + l_311;
let l_313 = l_312 + l_mut_189;
let l_314 = l_313 >= l_4;
if l_314 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_315 = l_mut_102 * l_mut_203;
let l_999 = u64(l_mut_102);
let l_1000 = u64(l_mut_203);
let l_1001 = l_999 * l_1000;
let l_1002 = l_1001 >> u32(bitcast<u64>(u64(32)));
let l_1003 = u32(bitcast<u64>(l_1002));
let l_316 = l_1003;
let l_317 = l_mut_96 * l_mut_203;
let l_318 = l_316 + l_317;
let l_319 = l_mut_90 - l_315;
let l_320 = l_mut_75 - l_318;
let l_321 = l_mut_90 < l_315;
let l_322 = u32(l_321);
let l_323 = l_320 - l_322;
l_mut_90 = l_319;
l_mut_75 = l_323;
let l_324 = l_mut_203 * l_mut_189;
l_mut_188 = l_mut_188 + l_324;
let l_325 = l_mut_102 - l_mut_90;
let l_326 = l_mut_96 - l_mut_75;
let l_327 = l_mut_102 < l_mut_90;
let l_328 = u32(l_327);
let l_329 = l_326 - l_328;
l_mut_102 = l_325;
l_mut_96 = l_329;
l_mut_189 = l_mut_189 + l_mut_188;
}
}
}
let l_330 = !l_mut_190;
if l_330 {
let l_1004 = info.static_meta[u32(5)];
let l_1005 = l_1004 * u32(1);
let l_1006 = l_1005 - u32(1);
let l_1007 = min(u32(0), l_1006);
let l_1008 = &buffer_5_global[l_1007];
let l_331 = l_1008;
let l_332 = atomicAdd(l_331, u32(1));let l_333 = l_4 / u32(8);
l_mut_260 = u32(0);
l_mut_255 = u32(0);
l_mut_254 = u32(0);

for (var l_mut_334: u32 = u32(0); l_mut_334 < u32(8); l_mut_334++) {
let l_335 = l_mut_334 * l_333;
let l_336 = l_335 < l_56;
let l_337 = l_4 / u32(8);
let l_338 = l_mut_334 * l_337;
let l_339 = l_338 + l_338;
let l_340 = l_72 >> u32(31);
let l_341 = l_340 == u32(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if l_341 {
let l_342 = u32(0) - l_69;
let l_343 = u32(0) - l_72;
let l_344 = u32(0) < l_69;
let l_345 = u32(l_344);
let l_346 = l_343 - l_345;
l_mut_228 = l_342;
l_mut_223 = l_346;
}
let l_347 = l_mut_228 * l_339;
let l_348 = l_mut_223 * l_339;
let l_1009 = u64(l_mut_228);
let l_1010 = u64(l_339);
let l_1011 = l_1009 * l_1010;
let l_1012 = l_1011 >> u32(bitcast<u64>(u64(32)));
let l_1013 = u32(bitcast<u64>(l_1012));
let l_349 = l_1013;
let l_350 = l_349 + l_348;
let l_1014 = u64(l_mut_223);
let l_1015 = u64(l_339);
let l_1016 = l_1014 * l_1015;
let l_1017 = l_1016 >> u32(bitcast<u64>(u64(32)));
let l_1018 = u32(bitcast<u64>(l_1017));
let l_351 = l_1018;
let l_352 = l_350 < l_348;
let l_353 = u32(l_352);
let l_354 = l_351 + l_353;
let l_355 = l_9 % u32(32);
l_mut_203 = l_347;
let l_356 = l_355 > u32(0);
if l_356 {
let l_357 = l_347 >> l_355;
let l_358 = u32(32) - l_355;
let l_359 = l_350 << l_358;
let l_360 = l_357 | l_359;
l_mut_203 = l_360;
}
l_mut_202 = l_350;
let l_361 = l_355 > u32(0);
if l_361 {
let l_362 = l_350 >> l_355;
let l_363 = u32(32) - l_355;
let l_364 = l_354 << l_363;
let l_365 = l_362 | l_364;
l_mut_202 = l_365;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
let l_366 = l_9 >= u32(64);
if l_366 {
l_mut_189 = l_354;
l_mut_203 = u32(0);
} else {
let l_367 = l_9 >= u32(32);
if l_367 {
l_mut_202 = l_350;
let l_368 = l_355 > u32(0);
if l_368 {
let l_369 = l_350 >> l_355;
let l_370 = u32(32) - l_355;
let l_371 = l_354 << l_370;
let l_372 = l_369 | l_371;
l_mut_202 = l_372;
}
let l_373 = l_354 >> l_355;
l_mut_189 = l_mut_202;
l_mut_203 = l_373;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if l_341 {
let l_374 = u32(0) - l_mut_228;
let l_375 = u32(0) - l_mut_223;
let l_376 = u32(0) < l_mut_228;
let l_377 = u32(l_376);
let l_378 = l_375 - l_377;
l_mut_228 = l_374;
l_mut_223 = l_378;
}
let l_379 = l_59 + l_mut_228;
let l_380 = l_62 + l_mut_223;
let l_381 = l_379 < l_59;
let l_382 = u32(l_381);
let l_383 = l_380 + l_382;
let l_384 = l_59 * l_338;
let l_1019 = u64(l_59);
let l_1020 = u64(l_338);
let l_1021 = l_1019 * l_1020;
let l_1022 = l_1021 >> u32(bitcast<u64>(u64(32)));
let l_1023 = u32(bitcast<u64>(l_1022));
let l_385 = l_1023;
let l_386 = l_62 * l_338;
let l_387 = l_385 + l_386;
let l_388 = l_64 + l_384;
let l_389 = l_67 + l_387;
let l_390 = l_388 < l_64;
let l_391 = u32(l_390);
let l_392 = l_389 + l_391;
let l_393 = l_338 * l_338;
let l_394 = l_72 >> u32(31);
let l_395 = l_394 == u32(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if l_395 {
let l_396 = u32(0) - l_69;
let l_397 = u32(0) - l_72;
let l_398 = u32(0) < l_69;
let l_399 = u32(l_398);
let l_400 = l_397 - l_399;
l_mut_228 = l_396;
l_mut_223 = l_400;
}
let l_401 = l_mut_228 * l_393;
let l_402 = l_mut_223 * l_393;
let l_1024 = u64(l_mut_228);
let l_1025 = u64(l_393);
let l_1026 = l_1024 * l_1025;
let l_1027 = l_1026 >> u32(bitcast<u64>(u64(32)));
let l_1028 = u32(bitcast<u64>(l_1027));
let l_403 = l_1028;
let l_404 = l_403 + l_402;
let l_1029 = u64(l_mut_223);
let l_1030 = u64(l_393);
let l_1031 = l_1029 * l_1030;
let l_1032 = l_1031 >> u32(bitcast<u64>(u64(32)));
let l_1033 = u32(bitcast<u64>(l_1032));
let l_405 = l_1033;
let l_406 = l_404 < l_402;
let l_407 = u32(l_406);
let l_408 = l_405 + l_407;
let l_409 = l_9 % u32(32);
l_mut_203 = l_401;
let l_410 = l_409 > u32(0);
if l_410 {
let l_411 = l_401 >> l_409;
let l_412 = u32(32) - l_409;
let l_413 = l_404 << l_412;
let l_414 = l_411 | l_413;
l_mut_203 = l_414;
}
l_mut_202 = l_404;
let l_415 = l_409 > u32(0);
if l_415 {
let l_416 = l_404 >> l_409;
let l_417 = u32(32) - l_409;
let l_418 = l_408 << l_417;
let l_419 = l_416 | l_418;
l_mut_202 = l_419;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
let l_420 = l_9 >= u32(64);
if l_420 {
l_mut_189 = l_408;
l_mut_203 = u32(0);
} else {
let l_421 = l_9 >= u32(32);
if l_421 {
l_mut_202 = l_404;
let l_422 = l_409 > u32(0);
if l_422 {
let l_423 = l_404 >> l_409;
let l_424 = u32(32) - l_409;
let l_425 = l_408 << l_424;
let l_426 = l_423 | l_425;
l_mut_202 = l_426;
}
let l_427 = l_408 >> l_409;
l_mut_189 = l_mut_202;
l_mut_203 = l_427;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if l_395 {
let l_428 = u32(0) - l_mut_228;
let l_429 = u32(0) - l_mut_223;
let l_430 = u32(0) < l_mut_228;
let l_431 = u32(l_430);
let l_432 = l_429 - l_431;
l_mut_228 = l_428;
l_mut_223 = l_432;
}
let l_433 = l_388 + l_mut_228;
let l_434 = l_392 + l_mut_223;
let l_435 = l_433 < l_388;
let l_436 = u32(l_435);
let l_437 = l_434 + l_436;
let l_438 = l_72 >> u32(31);
let l_439 = l_438 == u32(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if l_439 {
let l_440 = u32(0) - l_69;
let l_441 = u32(0) - l_72;
let l_442 = u32(0) < l_69;
let l_443 = u32(l_442);
let l_444 = l_441 - l_443;
l_mut_228 = l_440;
l_mut_223 = l_444;
}
let l_445 = l_mut_228 * l_337;
let l_446 = l_mut_223 * l_337;
let l_1034 = u64(l_mut_228);
let l_1035 = u64(l_337);
let l_1036 = l_1034 * l_1035;
let l_1037 = l_1036 >> u32(bitcast<u64>(u64(32)));
let l_1038 = u32(bitcast<u64>(l_1037));
let l_447 = l_1038;
let l_448 = l_447 + l_446;
let l_1039 = u64(l_mut_223);
let l_1040 = u64(l_337);
let l_1041 = l_1039 * l_1040;
let l_1042 = l_1041 >> u32(bitcast<u64>(u64(32)));
let l_1043 = u32(bitcast<u64>(l_1042));
let l_449 = l_1043;
let l_450 = l_448 < l_446;
let l_451 = u32(l_450);
let l_452 = l_449 + l_451;
let l_453 = l_9 % u32(32);
l_mut_203 = l_445;
let l_454 = l_453 > u32(0);
if l_454 {
let l_455 = l_445 >> l_453;
let l_456 = u32(32) - l_453;
let l_457 = l_448 << l_456;
let l_458 = l_455 | l_457;
l_mut_203 = l_458;
}
l_mut_202 = l_448;
let l_459 = l_453 > u32(0);
if l_459 {
let l_460 = l_448 >> l_453;
let l_461 = u32(32) - l_453;
let l_462 = l_452 << l_461;
let l_463 = l_460 | l_462;
l_mut_202 = l_463;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
let l_464 = l_9 >= u32(64);
if l_464 {
l_mut_189 = l_452;
l_mut_203 = u32(0);
} else {
let l_465 = l_9 >= u32(32);
if l_465 {
l_mut_202 = l_448;
let l_466 = l_453 > u32(0);
if l_466 {
let l_467 = l_448 >> l_453;
let l_468 = u32(32) - l_453;
let l_469 = l_452 << l_468;
let l_470 = l_467 | l_469;
l_mut_202 = l_470;
}
let l_471 = l_452 >> l_453;
l_mut_189 = l_mut_202;
l_mut_203 = l_471;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if l_439 {
let l_472 = u32(0) - l_mut_228;
let l_473 = u32(0) - l_mut_223;
let l_474 = u32(0) < l_mut_228;
let l_475 = u32(l_474);
let l_476 = l_473 - l_475;
l_mut_228 = l_472;
l_mut_223 = l_476;
}
let l_477 = l_379 + l_mut_228;
let l_478 = l_383 + l_mut_223;
let l_479 = l_477 < l_379;
let l_480 = u32(l_479);
let l_481 = l_478 + l_480;
let l_482 = l_337 * l_337;
let l_483 = l_9 + u32(3);
let l_484 = l_72 >> u32(31);
let l_485 = l_484 == u32(1);
l_mut_228 = l_69;
l_mut_223 = l_72;
if l_485 {
let l_486 = u32(0) - l_69;
let l_487 = u32(0) - l_72;
let l_488 = u32(0) < l_69;
let l_489 = u32(l_488);
let l_490 = l_487 - l_489;
l_mut_228 = l_486;
l_mut_223 = l_490;
}
let l_491 = l_mut_228 * l_482;
let l_492 = l_mut_223 * l_482;
let l_1044 = u64(l_mut_228);
let l_1045 = u64(l_482);
let l_1046 = l_1044 * l_1045;
let l_1047 = l_1046 >> u32(bitcast<u64>(u64(32)));
let l_1048 = u32(bitcast<u64>(l_1047));
let l_493 = l_1048;
let l_494 = l_493 + l_492;
let l_1049 = u64(l_mut_223);
let l_1050 = u64(l_482);
let l_1051 = l_1049 * l_1050;
let l_1052 = l_1051 >> u32(bitcast<u64>(u64(32)));
let l_1053 = u32(bitcast<u64>(l_1052));
let l_495 = l_1053;
let l_496 = l_494 < l_492;
let l_497 = u32(l_496);
let l_498 = l_495 + l_497;
let l_499 = l_483 % u32(32);
l_mut_203 = l_491;
let l_500 = l_499 > u32(0);
if l_500 {
let l_501 = l_491 >> l_499;
let l_502 = u32(32) - l_499;
let l_503 = l_494 << l_502;
let l_504 = l_501 | l_503;
l_mut_203 = l_504;
}
l_mut_202 = l_494;
let l_505 = l_499 > u32(0);
if l_505 {
let l_506 = l_494 >> l_499;
let l_507 = u32(32) - l_499;
let l_508 = l_498 << l_507;
let l_509 = l_506 | l_508;
l_mut_202 = l_509;
}
l_mut_189 = l_mut_203;
l_mut_203 = l_mut_202;
let l_510 = l_483 >= u32(64);
if l_510 {
l_mut_189 = l_498;
l_mut_203 = u32(0);
} else {
let l_511 = l_483 >= u32(32);
if l_511 {
l_mut_202 = l_494;
let l_512 = l_499 > u32(0);
if l_512 {
let l_513 = l_494 >> l_499;
let l_514 = u32(32) - l_499;
let l_515 = l_498 << l_514;
let l_516 = l_513 | l_515;
l_mut_202 = l_516;
}
let l_517 = l_498 >> l_499;
l_mut_189 = l_mut_202;
l_mut_203 = l_517;
}
}
l_mut_228 = l_mut_189;
l_mut_223 = l_mut_203;
if l_485 {
let l_518 = u32(0) - l_mut_228;
let l_519 = u32(0) - l_mut_223;
let l_520 = u32(0) < l_mut_228;
let l_521 = u32(l_520);
let l_522 = l_519 - l_521;
l_mut_228 = l_518;
l_mut_223 = l_522;
}
let l_523 = l_433 - l_mut_228;
let l_524 = l_437 - l_mut_223;
let l_525 = l_433 < l_mut_228;
let l_526 = u32(l_525);
let l_527 = l_524 - l_526;
let l_528 = l_523 + l_19;
let l_529 = l_527 + l_22;
let l_530 = l_528 < l_523;
let l_531 = u32(l_530);
let l_532 = l_529 + l_531;
let l_533 = u32(0) - l_477;
let l_534 = u32(0) - l_481;
let l_535 = u32(0) < l_477;
let l_536 = u32(l_535);
let l_537 = l_534 - l_536;
let l_538 = l_19 + l_19;
let l_539 = l_22 + l_22;
let l_540 = l_538 < l_19;
let l_541 = u32(l_540);
let l_542 = l_539 + l_541;
l_mut_228 = l_533;
l_mut_223 = l_537;
let l_543 = u32(0) - l_533;
let l_544 = u32(0) - l_537;
let l_545 = u32(0) < l_533;
let l_546 = u32(l_545);
let l_547 = l_544 - l_546;
l_mut_203 = l_543;
l_mut_202 = l_547;
l_mut_189 = l_528;
l_mut_188 = l_532;
l_mut_187 = u32(1);
l_mut_102 = u32(1);
l_mut_222 = bool(false);
let l_548 = l_mut_188 < l_542;
let l_549 = l_mut_188 == l_542;
let l_550 = l_mut_189 < l_538;
let l_551 = l_549 && l_550;
let l_552 = l_548 || l_551;
let l_553 = !l_552;
l_mut_211 = l_553;
let l_554 = l_533 | l_537;
let l_555 = l_554 == u32(0);
if l_555 {
l_mut_222 = l_mut_211;
l_mut_211 = bool(false);
}
l_mut_200 = bool(false);
loop {
let l_556 = !l_mut_211;
if l_556 {
break;
}
l_mut_96 = l_mut_228;
l_mut_90 = l_mut_223;
if l_mut_200 {
l_mut_96 = l_mut_203;
l_mut_90 = l_mut_202;
}
let l_557 = l_mut_188 < l_mut_90;
let l_558 = l_mut_188 == l_mut_90;
let l_559 = l_mut_189 < l_mut_96;
let l_560 = l_558 && l_559;
let l_561 = l_557 || l_560;
let l_562 = !l_561;
let l_563 = l_562 != l_mut_200;
if l_563 {
l_mut_96 = l_mut_228;
l_mut_90 = l_mut_223;
l_mut_228 = l_mut_203;
l_mut_223 = l_mut_202;
l_mut_203 = l_mut_96;
l_mut_202 = l_mut_90;
l_mut_96 = l_mut_187;
l_mut_187 = l_mut_102;
l_mut_102 = l_mut_96;
l_mut_200 = l_562;
}
l_mut_197 = bool(true);
if l_mut_200 {
let l_564 = l_mut_189 - l_mut_203;
let l_565 = l_mut_188 - l_mut_202;
let l_566 = l_mut_189 < l_mut_203;
let l_567 = u32(l_566);
let l_568 = l_565 - l_567;
l_mut_189 = l_564;
l_mut_188 = l_568;
let l_569 = l_mut_188 < l_542;
let l_570 = l_mut_188 == l_542;
let l_571 = l_mut_189 < l_538;
let l_572 = l_570 && l_571;
let l_573 = l_569 || l_572;
if l_573 {
l_mut_211 = bool(false);
l_mut_197 = bool(false);
}
}
if l_mut_197 {
l_mut_96 = u32(0);
l_mut_190 = bool(false);
l_mut_90 = l_mut_203;
l_mut_75 = l_mut_202;
let l_574 = u32(3) >= u32(32);
if l_574 {
let l_575 = u32(3) & u32(31);
let l_576 = l_mut_202 >> l_575;
l_mut_90 = l_576;
l_mut_75 = u32(0);
} else {
let l_577 = u32(3) > u32(0);
if l_577 {
l_mut_40 = l_mut_203;
let l_578 = u32(3) > u32(0);
if l_578 {
let l_579 = l_mut_203 >> u32(3);
let l_580 = l_mut_202 << u32(29);
let l_581 = l_579 | l_580;
l_mut_40 = l_581;
}
let l_582 = l_mut_202 >> u32(3);
l_mut_90 = l_mut_40;
l_mut_75 = l_582;
}
}
let l_583 = l_mut_75 < l_mut_223;
let l_584 = l_mut_75 == l_mut_223;
let l_585 = l_mut_90 < l_mut_228;
let l_586 = l_584 && l_585;
let l_587 = l_583 || l_586;
let l_588 = !l_587;
l_mut_190 = l_588;
let l_589 = l_mut_228 | l_mut_223;
let l_590 = l_589 == u32(0);
if l_590 {
l_mut_96 = l_337;
} else {
if l_mut_190 {
let l_591 = l_mut_223 < l_mut_202;
let l_592 = l_mut_223 == l_mut_202;
let l_593 = l_mut_228 < l_mut_203;
let l_594 = l_592 && l_593;
let l_595 = l_591 || l_594;
if l_595 {
let l_596 = l_mut_203 - u32(1);
let l_597 = l_mut_202 - u32(0);
let l_598 = l_mut_203 < u32(1);
let l_599 = u32(l_598);
let l_600 = l_597 - l_599;
l_mut_90 = l_596;
l_mut_75 = l_600;
l_mut_40 = u32(0);

for (var l_mut_601: u32 = u32(0); l_mut_601 < u32(16); l_mut_601++) {
let l_602 = u32(15) - l_mut_601;
l_mut_603 = l_mut_90;
l_mut_604 = l_mut_75;
let l_605 = l_602 >= u32(32);
if l_605 {
let l_606 = l_602 & u32(31);
let l_607 = l_mut_75 >> l_606;
l_mut_603 = l_607;
l_mut_604 = u32(0);
} else {
let l_608 = l_602 > u32(0);
if l_608 {
l_mut_609 = l_mut_90;
let l_610 = l_602 > u32(0);
if l_610 {
let l_611 = l_mut_90 >> l_602;
let l_612 = u32(32) - l_602;
let l_613 = l_mut_75 << l_612;
let l_614 = l_611 | l_613;
l_mut_609 = l_614;
}
let l_615 = l_mut_75 >> l_602;
l_mut_603 = l_mut_609;
l_mut_604 = l_615;
}
}
let l_616 = l_mut_604 < l_mut_223;
let l_617 = l_mut_604 == l_mut_223;
let l_618 = l_mut_603 < l_mut_228;
let l_619 = l_617 && l_618;
let l_620 = l_616 || l_619;
let l_621 = !l_620;
if l_621 {
l_mut_609 = l_mut_228;
l_mut_604 = l_mut_223;
let l_622 = l_602 >= u32(32);
if l_622 {
let l_623 = l_602 & u32(31);
let l_624 = l_mut_228 << l_623;
l_mut_609 = u32(0);
l_mut_604 = l_624;
} else {
let l_625 = l_602 > u32(0);
if l_625 {
let l_626 = l_mut_228 << l_602;
let l_627 = l_mut_223 << l_602;
let l_628 = u32(32) - l_602;
let l_629 = l_mut_228 >> l_628;
let l_630 = l_627 | l_629;
l_mut_609 = l_626;
l_mut_604 = l_630;
}
}
let l_631 = l_mut_90 - l_mut_609;
let l_632 = l_mut_75 - l_mut_604;
let l_633 = l_mut_90 < l_mut_609;
let l_634 = u32(l_633);
let l_635 = l_632 - l_634;
l_mut_90 = l_631;
l_mut_75 = l_635;
let l_636 = u32(1) << l_602;
l_mut_40 = l_mut_40 | l_636;
}
}
let l_637 = min(l_mut_40, l_337);
l_mut_609 = l_637;
let l_638 = l_mut_75 < l_mut_223;
let l_639 = l_mut_75 == l_mut_223;
let l_640 = l_mut_90 < l_mut_228;
let l_641 = l_639 && l_640;
let l_642 = l_638 || l_641;
let l_643 = !l_642;
if l_643 {
l_mut_609 = l_337;
}
l_mut_96 = l_mut_609;
}
} else {
l_mut_609 = l_mut_203;
l_mut_604 = l_mut_202;
loop {
let l_644 = l_mut_223 < l_mut_604;
let l_645 = l_mut_223 == l_mut_604;
let l_646 = l_mut_228 < l_mut_609;
let l_647 = l_645 && l_646;
let l_648 = l_644 || l_647;
let l_649 = l_mut_96 * l_mut_102;
let l_650 = l_mut_187 + l_649;
let l_651 = l_650 + l_mut_102;
let l_652 = l_651 < l_337;
let l_653 = l_648 && l_652;
let l_654 = !l_653;
if l_654 {
break;
}
let l_655 = l_mut_609 - l_mut_228;
let l_656 = l_mut_604 - l_mut_223;
let l_657 = l_mut_609 < l_mut_228;
let l_658 = u32(l_657);
let l_659 = l_656 - l_658;
l_mut_609 = l_655;
l_mut_604 = l_659;
l_mut_96 = l_mut_96 + u32(1);
}
}
}
let l_660 = l_mut_96 * l_mut_102;
let l_661 = l_mut_187 + l_660;
let l_662 = l_661 + l_mut_102;
let l_663 = l_662 >= l_337;
if l_663 {
l_mut_222 = bool(true);
l_mut_211 = bool(false);
} else {
let l_664 = l_mut_228 * l_mut_96;
let l_1054 = u64(l_mut_228);
let l_1055 = u64(l_mut_96);
let l_1056 = l_1054 * l_1055;
let l_1057 = l_1056 >> u32(bitcast<u64>(u64(32)));
let l_1058 = u32(bitcast<u64>(l_1057));
let l_665 = l_1058;
let l_666 = l_mut_223 * l_mut_96;
let l_667 = l_665 + l_666;
let l_668 = l_mut_203 - l_664;
let l_669 = l_mut_202 - l_667;
let l_670 = l_mut_203 < l_664;
let l_671 = u32(l_670);
let l_672 = l_669 - l_671;
l_mut_203 = l_668;
l_mut_202 = l_672;
let l_673 = l_mut_96 * l_mut_102;
l_mut_187 = l_mut_187 + l_673;
let l_674 = l_mut_228 - l_mut_203;
let l_675 = l_mut_223 - l_mut_202;
let l_676 = l_mut_228 < l_mut_203;
let l_677 = u32(l_676);
let l_678 = l_675 - l_677;
l_mut_228 = l_674;
l_mut_223 = l_678;
l_mut_102 = l_mut_102 + l_mut_187;
}
}
}
let l_679 = !l_mut_222;
let l_680 = l_336 && l_679;
if l_680 {
let l_681 = u32(1) << l_mut_334;
l_mut_260 = l_mut_260 | l_681;
l_mut_255 = l_mut_255 + u32(1);
let l_682 = l_335 + l_333;
let l_683 = min(l_682, l_56);
l_mut_609 = u32(0);

for (var l_mut_684: u32 = l_335; l_mut_684 < l_683; l_mut_684++) {
let l_685 = l_59 * l_mut_684;
let l_1059 = u64(l_59);
let l_1060 = u64(l_mut_684);
let l_1061 = l_1059 * l_1060;
let l_1062 = l_1061 >> u32(bitcast<u64>(u64(32)));
let l_1063 = u32(bitcast<u64>(l_1062));
let l_686 = l_1063;
let l_687 = l_62 * l_mut_684;
let l_688 = l_686 + l_687;
let l_689 = l_64 + l_685;
let l_690 = l_67 + l_688;
let l_691 = l_689 < l_64;
let l_692 = u32(l_691);
let l_693 = l_690 + l_692;
let l_694 = l_mut_684 * l_mut_684;
let l_695 = l_72 >> u32(31);
let l_696 = l_695 == u32(1);
l_mut_604 = l_69;
l_mut_603 = l_72;
if l_696 {
let l_697 = u32(0) - l_69;
let l_698 = u32(0) - l_72;
let l_699 = u32(0) < l_69;
let l_700 = u32(l_699);
let l_701 = l_698 - l_700;
l_mut_604 = l_697;
l_mut_603 = l_701;
}
let l_702 = l_mut_604 * l_694;
let l_703 = l_mut_603 * l_694;
let l_1064 = u64(l_mut_604);
let l_1065 = u64(l_694);
let l_1066 = l_1064 * l_1065;
let l_1067 = l_1066 >> u32(bitcast<u64>(u64(32)));
let l_1068 = u32(bitcast<u64>(l_1067));
let l_704 = l_1068;
let l_705 = l_704 + l_703;
let l_1069 = u64(l_mut_603);
let l_1070 = u64(l_694);
let l_1071 = l_1069 * l_1070;
let l_1072 = l_1071 >> u32(bitcast<u64>(u64(32)));
let l_1073 = u32(bitcast<u64>(l_1072));
let l_706 = l_1073;
let l_707 = l_705 < l_703;
let l_708 = u32(l_707);
let l_709 = l_706 + l_708;
let l_710 = l_9 % u32(32);
l_mut_228 = l_702;
let l_711 = l_710 > u32(0);
if l_711 {
let l_712 = l_702 >> l_710;
let l_713 = u32(32) - l_710;
let l_714 = l_705 << l_713;
let l_715 = l_712 | l_714;
l_mut_228 = l_715;
}
l_mut_223 = l_705;
let l_716 = l_710 > u32(0);
if l_716 {
let l_717 = l_705 >> l_710;
let l_718 = u32(32) - l_710;
let l_719 = l_709 << l_718;
let l_720 = l_717 | l_719;
l_mut_223 = l_720;
}
l_mut_203 = l_mut_228;
l_mut_228 = l_mut_223;
let l_721 = l_9 >= u32(64);
if l_721 {
l_mut_203 = l_709;
l_mut_228 = u32(0);
} else {
let l_722 = l_9 >= u32(32);
if l_722 {
l_mut_223 = l_705;
let l_723 = l_710 > u32(0);
if l_723 {
let l_724 = l_705 >> l_710;
let l_725 = u32(32) - l_710;
let l_726 = l_709 << l_725;
let l_727 = l_724 | l_726;
l_mut_223 = l_727;
}
let l_728 = l_709 >> l_710;
l_mut_203 = l_mut_223;
l_mut_228 = l_728;
}
}
l_mut_604 = l_mut_203;
l_mut_603 = l_mut_228;
if l_696 {
let l_729 = u32(0) - l_mut_604;
let l_730 = u32(0) - l_mut_603;
let l_731 = u32(0) < l_mut_604;
let l_732 = u32(l_731);
let l_733 = l_730 - l_732;
l_mut_604 = l_729;
l_mut_603 = l_733;
}
let l_734 = l_689 + l_mut_604;
let l_735 = l_693 + l_mut_603;
let l_736 = l_734 < l_689;
let l_737 = u32(l_736);
let l_738 = l_735 + l_737;
let l_739 = u32(0) - l_734;
let l_740 = u32(0) - l_738;
let l_741 = u32(0) < l_734;
let l_742 = u32(l_741);
let l_743 = l_740 - l_742;
l_mut_604 = l_739;
l_mut_603 = l_743;
let l_744 = l_738 < l_mut_603;
let l_745 = l_738 == l_mut_603;
let l_746 = l_734 < l_mut_604;
let l_747 = l_745 && l_746;
let l_748 = l_744 || l_747;
if l_748 {
l_mut_604 = l_734;
l_mut_603 = l_738;
}
let l_749 = l_mut_603 < l_27;
let l_750 = l_mut_603 == l_27;
let l_751 = l_mut_604 < l_24;
let l_752 = l_750 && l_751;
let l_753 = l_749 || l_752;
let l_754 = u32(l_753);
l_mut_609 = l_mut_609 + l_754;
}
l_mut_254 = l_mut_254 + l_mut_609;
}
}
let l_755 = l_mut_255 > u32(0);
if l_755 {
let l_1074 = info.static_meta[u32(5)];
let l_1075 = l_1074 * u32(1);
let l_1076 = l_1075 - u32(1);
let l_1077 = min(u32(1), l_1076);
let l_1078 = &buffer_5_global[l_1077];
let l_756 = l_1078;
let l_757 = atomicAdd(l_756, l_mut_255);}
let l_758 = l_mut_254 > u32(0);
if l_758 {
let l_1079 = info.static_meta[u32(5)];
let l_1080 = l_1079 * u32(1);
let l_1081 = l_1080 - u32(1);
let l_1082 = min(u32(2), l_1081);
let l_1083 = &buffer_5_global[l_1082];
let l_759 = l_1083;
let l_760 = atomicAdd(l_759, l_mut_254);l_mut_609 = l_760;

for (var l_mut_761: u32 = u32(0); l_mut_761 < u32(8); l_mut_761++) {
let l_762 = l_mut_260 >> l_mut_761;
let l_763 = l_762 & u32(1);
let l_764 = l_763 == u32(1);
if l_764 {
let l_765 = l_mut_761 * l_333;
let l_766 = l_765 + l_333;
let l_767 = min(l_766, l_56);
l_mut_604 = l_mut_609;

for (var l_mut_768: u32 = l_765; l_mut_768 < l_767; l_mut_768++) {
let l_769 = l_59 * l_mut_768;
let l_1084 = u64(l_59);
let l_1085 = u64(l_mut_768);
let l_1086 = l_1084 * l_1085;
let l_1087 = l_1086 >> u32(bitcast<u64>(u64(32)));
let l_1088 = u32(bitcast<u64>(l_1087));
let l_770 = l_1088;
let l_771 = l_62 * l_mut_768;
let l_772 = l_770 + l_771;
let l_773 = l_64 + l_769;
let l_774 = l_67 + l_772;
let l_775 = l_773 < l_64;
let l_776 = u32(l_775);
let l_777 = l_774 + l_776;
let l_778 = l_mut_768 * l_mut_768;
let l_779 = l_72 >> u32(31);
let l_780 = l_779 == u32(1);
l_mut_603 = l_69;
l_mut_255 = l_72;
if l_780 {
let l_781 = u32(0) - l_69;
let l_782 = u32(0) - l_72;
let l_783 = u32(0) < l_69;
let l_784 = u32(l_783);
let l_785 = l_782 - l_784;
l_mut_603 = l_781;
l_mut_255 = l_785;
}
let l_786 = l_mut_603 * l_778;
let l_787 = l_mut_255 * l_778;
let l_1089 = u64(l_mut_603);
let l_1090 = u64(l_778);
let l_1091 = l_1089 * l_1090;
let l_1092 = l_1091 >> u32(bitcast<u64>(u64(32)));
let l_1093 = u32(bitcast<u64>(l_1092));
let l_788 = l_1093;
let l_789 = l_788 + l_787;
let l_1094 = u64(l_mut_255);
let l_1095 = u64(l_778);
let l_1096 = l_1094 * l_1095;
let l_1097 = l_1096 >> u32(bitcast<u64>(u64(32)));
let l_1098 = u32(bitcast<u64>(l_1097));
let l_790 = l_1098;
let l_791 = l_789 < l_787;
let l_792 = u32(l_791);
let l_793 = l_790 + l_792;
let l_794 = l_9 % u32(32);
l_mut_254 = l_786;
let l_795 = l_794 > u32(0);
if l_795 {
let l_796 = l_786 >> l_794;
let l_797 = u32(32) - l_794;
let l_798 = l_789 << l_797;
let l_799 = l_796 | l_798;
l_mut_254 = l_799;
}
l_mut_228 = l_789;
let l_800 = l_794 > u32(0);
if l_800 {
let l_801 = l_789 >> l_794;
let l_802 = u32(32) - l_794;
let l_803 = l_793 << l_802;
let l_804 = l_801 | l_803;
l_mut_228 = l_804;
}
l_mut_223 = l_mut_254;
l_mut_254 = l_mut_228;
let l_805 = l_9 >= u32(64);
if l_805 {
l_mut_223 = l_793;
l_mut_254 = u32(0);
} else {
let l_806 = l_9 >= u32(32);
if l_806 {
l_mut_228 = l_789;
let l_807 = l_794 > u32(0);
if l_807 {
let l_808 = l_789 >> l_794;
let l_809 = u32(32) - l_794;
let l_810 = l_793 << l_809;
let l_811 = l_808 | l_810;
l_mut_228 = l_811;
}
let l_812 = l_793 >> l_794;
l_mut_223 = l_mut_228;
l_mut_254 = l_812;
}
}
l_mut_603 = l_mut_223;
l_mut_255 = l_mut_254;
if l_780 {
let l_813 = u32(0) - l_mut_603;
let l_814 = u32(0) - l_mut_255;
let l_815 = u32(0) < l_mut_603;
let l_816 = u32(l_815);
let l_817 = l_814 - l_816;
l_mut_603 = l_813;
l_mut_255 = l_817;
}
let l_818 = l_773 + l_mut_603;
let l_819 = l_777 + l_mut_255;
let l_820 = l_818 < l_773;
let l_821 = u32(l_820);
let l_822 = l_819 + l_821;
let l_823 = u32(0) - l_818;
let l_824 = u32(0) - l_822;
let l_825 = u32(0) < l_818;
let l_826 = u32(l_825);
let l_827 = l_824 - l_826;
l_mut_603 = l_823;
l_mut_255 = l_827;
let l_828 = l_822 < l_mut_255;
let l_829 = l_822 == l_mut_255;
let l_830 = l_818 < l_mut_603;
let l_831 = l_829 && l_830;
let l_832 = l_828 || l_831;
if l_832 {
l_mut_603 = l_818;
l_mut_255 = l_822;
}
let l_833 = l_mut_255 < l_27;
let l_834 = l_mut_255 == l_27;
let l_835 = l_mut_603 < l_24;
let l_836 = l_834 && l_835;
let l_837 = l_833 || l_836;
if l_837 {
let l_838 = l_mut_604 * u32(2);
let l_839 = l_838 + u32(1);
let l_840 = info.static_meta[u32(10)];
let l_841 = l_839 < l_840;
if l_841 {
let l_1099 = info.static_meta[u32(4)];
let l_1100 = l_1099 * u32(1);
let l_1101 = l_838 < l_1100;
if l_1101 {
buffer_4_global[l_838] = id;
}
let l_842 = l_838 + u32(1);
let l_1102 = info.static_meta[u32(4)];
let l_1103 = l_1102 * u32(1);
let l_1104 = l_842 < l_1103;
if l_1104 {
buffer_4_global[l_842] = l_mut_768;
}
}
l_mut_604 = l_mut_604 + u32(1);
}
}
l_mut_609 = l_mut_604;
}
}
}
}
}
}
