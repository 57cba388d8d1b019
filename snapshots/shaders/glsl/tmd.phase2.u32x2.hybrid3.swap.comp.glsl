#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[14];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) buffer type_1_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430) buffer type_3_block_6Compute { uint _group_0_binding_6_cs[]; };

layout(std430) readonly buffer info_st_block_7Compute { info_st _group_0_binding_7_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_1057_ = 0u;
    uint l_mut_1062_ = 0u;
    uint l_mut_150_ = 0u;
    uint l_mut_156_ = 0u;
    uint l_mut_218_ = 0u;
    uint l_mut_224_ = 0u;
    uint l_mut_274_ = 0u;
    uint l_mut_280_ = 0u;
    uint l_mut_35_ = 0u;
    bool l_mut_619_ = false;
    bool l_mut_626_ = false;
    uint l_mut_651_ = 0u;
    uint l_mut_657_ = 0u;
    uint l_mut_663_ = 0u;
    uint l_mut_690_ = 0u;
    uint l_mut_697_ = 0u;
    uint l_mut_708_ = 0u;
    uint l_mut_709_ = 0u;
    uint l_mut_710_ = 0u;
    uint l_mut_713_ = 0u;
    uint l_mut_714_ = 0u;
    uint l_mut_719_ = 0u;
    uint l_mut_72_ = 0u;
    uint l_mut_87_ = 0u;
    bool l_mut_897_ = false;
    bool l_mut_921_ = false;
    uint l_mut_93_ = 0u;
    uint l_mut_99_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    uint l_mut_711_ = 0u;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    uint l_mut_822_ = 0u;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    uint l_mut_958_ = 0u;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    uint l_mut_1055_ = 0u;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1143_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1144_ = (l_1143_ * 1u);
        uint l_1145_ = (l_1144_ - 1u);
        uint l_1146_ = min(3u, l_1145_);
        uint _e68 = atomicAdd(_group_0_binding_6_cs[l_1146_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1148_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1149_ = (l_1148_ * 1u);
        bool l_1150_ = (0u < l_1149_);
        uint l_1151_ = (l_1149_ - 1u);
        uint l_1152_ = min(0u, l_1151_);
        uint l_1153_ = _group_0_binding_3_cs[l_1152_];
        uint l_7_ = (l_1150_ ? l_1153_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1155_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1156_ = (l_1155_ * 1u);
        bool l_1157_ = (l_9_ < l_1156_);
        uint l_1158_ = (l_1156_ - 1u);
        uint l_1159_ = min(l_9_, l_1158_);
        uint l_1160_ = _group_0_binding_3_cs[l_1159_];
        uint l_10_ = (l_1157_ ? l_1160_ : 0u);
        uint l_1162_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1163_ = (l_1162_ * 1u);
        bool l_1164_ = (2u < l_1163_);
        uint l_1165_ = (l_1163_ - 1u);
        uint l_1166_ = min(2u, l_1165_);
        uint l_1167_ = _group_0_binding_3_cs[l_1166_];
        uint l_12_ = (l_1164_ ? l_1167_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1169_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1170_ = (l_1169_ * 1u);
        bool l_1171_ = (l_14_ < l_1170_);
        uint l_1172_ = (l_1170_ - 1u);
        uint l_1173_ = min(l_14_, l_1172_);
        uint l_1174_ = _group_0_binding_3_cs[l_1173_];
        uint l_15_ = (l_1171_ ? l_1174_ : 0u);
        uint l_1176_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1177_ = (l_1176_ * 1u);
        bool l_1178_ = (4u < l_1177_);
        uint l_1179_ = (l_1177_ - 1u);
        uint l_1180_ = min(4u, l_1179_);
        uint l_1181_ = _group_0_binding_3_cs[l_1180_];
        uint l_17_ = (l_1178_ ? l_1181_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1183_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1184_ = (l_1183_ * 1u);
        bool l_1185_ = (l_19_ < l_1184_);
        uint l_1186_ = (l_1184_ - 1u);
        uint l_1187_ = min(l_19_, l_1186_);
        uint l_1188_ = _group_0_binding_3_cs[l_1187_];
        uint l_20_ = (l_1185_ ? l_1188_ : 0u);
        uint l_1190_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1191_ = (l_1190_ * 1u);
        bool l_1192_ = (6u < l_1191_);
        uint l_1193_ = (l_1191_ - 1u);
        uint l_1194_ = min(6u, l_1193_);
        uint l_1195_ = _group_0_binding_3_cs[l_1194_];
        uint l_22_ = (l_1192_ ? l_1195_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1197_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1198_ = (l_1197_ * 1u);
        bool l_1199_ = (l_24_ < l_1198_);
        uint l_1200_ = (l_1198_ - 1u);
        uint l_1201_ = min(l_24_, l_1200_);
        uint l_1202_ = _group_0_binding_3_cs[l_1201_];
        uint l_25_ = (l_1199_ ? l_1202_ : 0u);
        uint l_26_ = (id / 8u);
        uint l_1204_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1205_ = (l_1204_ * 1u);
        bool l_1206_ = (l_26_ < l_1205_);
        uint l_1207_ = (l_1205_ - 1u);
        uint l_1208_ = min(l_26_, l_1207_);
        uint l_1209_ = _group_0_binding_4_cs[l_1208_];
        uint l_27_ = (l_1206_ ? l_1209_ : 0u);
        uint l_28_ = (id % 8u);
        uint l_29_ = (l_7_ / 8u);
        uint l_30_ = (l_28_ * l_29_);
        uint l_31_ = (l_27_ * l_7_);
        uint l_1211_ = (l_27_ & 65535u);
        uint l_1212_ = (l_27_ >> 16u);
        uint l_1213_ = (l_1212_ & 65535u);
        uint l_1214_ = (l_7_ & 65535u);
        uint l_1215_ = (l_7_ >> 16u);
        uint l_1216_ = (l_1215_ & 65535u);
        uint l_1217_ = (l_1211_ * l_1214_);
        uint l_1218_ = (l_1213_ * l_1214_);
        uint l_1219_ = (l_1211_ * l_1216_);
        uint l_1220_ = (l_1213_ * l_1216_);
        uint l_1221_ = (l_1217_ >> 16u);
        uint l_1222_ = (l_1221_ & 65535u);
        uint l_1223_ = (l_1218_ & 65535u);
        uint l_1224_ = (l_1222_ + l_1223_);
        uint l_1225_ = (l_1219_ & 65535u);
        uint l_1226_ = (l_1224_ + l_1225_);
        uint l_1227_ = (l_1218_ >> 16u);
        uint l_1228_ = (l_1227_ & 65535u);
        uint l_1229_ = (l_1220_ + l_1228_);
        uint l_1230_ = (l_1219_ >> 16u);
        uint l_1231_ = (l_1230_ & 65535u);
        uint l_1232_ = (l_1229_ + l_1231_);
        uint l_1233_ = (l_1226_ >> 16u);
        uint l_1234_ = (l_1233_ & 65535u);
        uint l_32_ = (l_1232_ + l_1234_);
        uint l_33_ = (0u * l_7_);
        uint l_34_ = (l_32_ + l_33_);
        l_mut_35_ = 0u;
        bool l_36_ = (l_34_ < l_25_);
        bool l_37_ = (l_34_ == l_25_);
        bool l_38_ = (l_31_ < l_22_);
        if (l_37_) {
            local = l_38_;
        } else {
            local = false;
        }
        bool l_39_ = local;
        if (!(l_36_)) {
            local_1 = l_39_;
        } else {
            local_1 = true;
        }
        bool l_40_ = local_1;
        if (l_40_) {
            uint l_41_ = (l_22_ - l_31_);
            uint l_42_ = (l_25_ - l_34_);
            bool l_43_ = (l_22_ < l_31_);
            uint l_44_ = uint(l_43_);
            uint l_45_ = (l_42_ - l_44_);
            l_mut_35_ = l_7_;
            bool l_46_ = (l_45_ < 0u);
            bool l_47_ = (l_45_ == 0u);
            bool l_48_ = (l_41_ < l_7_);
            if (l_47_) {
                local_2 = l_48_;
            } else {
                local_2 = false;
            }
            bool l_49_ = local_2;
            if (!(l_46_)) {
                local_3 = l_49_;
            } else {
                local_3 = true;
            }
            bool l_50_ = local_3;
            if (l_50_) {
                l_mut_35_ = l_41_;
            }
        }
        uint _e311 = l_mut_35_;
        bool l_51_ = (l_30_ < _e311);
        if (l_51_) {
            uint l_52_ = (2u * l_27_);
            uint l_1236_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1237_ = (l_1236_ * 1u);
            bool l_1238_ = (l_52_ < l_1237_);
            uint l_1239_ = (l_1237_ - 1u);
            uint l_1240_ = min(l_52_, l_1239_);
            uint l_1241_ = _group_0_binding_0_cs[l_1240_];
            uint l_53_ = (l_1238_ ? l_1241_ : 0u);
            uint l_54_ = (2u * l_27_);
            uint l_55_ = (l_54_ + 1u);
            uint l_1243_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1244_ = (l_1243_ * 1u);
            bool l_1245_ = (l_55_ < l_1244_);
            uint l_1246_ = (l_1244_ - 1u);
            uint l_1247_ = min(l_55_, l_1246_);
            uint l_1248_ = _group_0_binding_0_cs[l_1247_];
            uint l_56_ = (l_1245_ ? l_1248_ : 0u);
            uint l_57_ = (2u * l_27_);
            uint l_1250_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1251_ = (l_1250_ * 1u);
            bool l_1252_ = (l_57_ < l_1251_);
            uint l_1253_ = (l_1251_ - 1u);
            uint l_1254_ = min(l_57_, l_1253_);
            uint l_1255_ = _group_0_binding_1_cs[l_1254_];
            uint l_58_ = (l_1252_ ? l_1255_ : 0u);
            uint l_59_ = (2u * l_27_);
            uint l_60_ = (l_59_ + 1u);
            uint l_1257_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1258_ = (l_1257_ * 1u);
            bool l_1259_ = (l_60_ < l_1258_);
            uint l_1260_ = (l_1258_ - 1u);
            uint l_1261_ = min(l_60_, l_1260_);
            uint l_1262_ = _group_0_binding_1_cs[l_1261_];
            uint l_61_ = (l_1259_ ? l_1262_ : 0u);
            uint l_62_ = (2u * l_27_);
            uint l_1264_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1265_ = (l_1264_ * 1u);
            bool l_1266_ = (l_62_ < l_1265_);
            uint l_1267_ = (l_1265_ - 1u);
            uint l_1268_ = min(l_62_, l_1267_);
            uint l_1269_ = _group_0_binding_2_cs[l_1268_];
            uint l_63_ = (l_1266_ ? l_1269_ : 0u);
            uint l_64_ = (2u * l_27_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1271_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1272_ = (l_1271_ * 1u);
            bool l_1273_ = (l_65_ < l_1272_);
            uint l_1274_ = (l_1272_ - 1u);
            uint l_1275_ = min(l_65_, l_1274_);
            uint l_1276_ = _group_0_binding_2_cs[l_1275_];
            uint l_66_ = (l_1273_ ? l_1276_ : 0u);
            uint l_67_ = (l_7_ / 8u);
            uint l_68_ = (l_28_ * l_67_);
            uint l_69_ = (l_68_ + l_68_);
            uint l_70_ = (l_66_ >> 31u);
            bool l_71_ = (l_70_ == 1u);
            l_mut_35_ = l_63_;
            l_mut_72_ = l_66_;
            if (l_71_) {
                uint l_73_ = (0u - l_63_);
                uint l_74_ = (0u - l_66_);
                bool l_75_ = (0u < l_63_);
                uint l_76_ = uint(l_75_);
                uint l_77_ = (l_74_ - l_76_);
                l_mut_35_ = l_73_;
                l_mut_72_ = l_77_;
            }
            uint _e437 = l_mut_35_;
            uint l_78_ = (_e437 * l_69_);
            uint _e439 = l_mut_72_;
            uint l_79_ = (_e439 * l_69_);
            uint _e441 = l_mut_35_;
            uint l_1278_ = (_e441 & 65535u);
            uint _e444 = l_mut_35_;
            uint l_1279_ = (_e444 >> 16u);
            uint l_1280_ = (l_1279_ & 65535u);
            uint l_1281_ = (l_69_ & 65535u);
            uint l_1282_ = (l_69_ >> 16u);
            uint l_1283_ = (l_1282_ & 65535u);
            uint l_1284_ = (l_1278_ * l_1281_);
            uint l_1285_ = (l_1280_ * l_1281_);
            uint l_1286_ = (l_1278_ * l_1283_);
            uint l_1287_ = (l_1280_ * l_1283_);
            uint l_1288_ = (l_1284_ >> 16u);
            uint l_1289_ = (l_1288_ & 65535u);
            uint l_1290_ = (l_1285_ & 65535u);
            uint l_1291_ = (l_1289_ + l_1290_);
            uint l_1292_ = (l_1286_ & 65535u);
            uint l_1293_ = (l_1291_ + l_1292_);
            uint l_1294_ = (l_1285_ >> 16u);
            uint l_1295_ = (l_1294_ & 65535u);
            uint l_1296_ = (l_1287_ + l_1295_);
            uint l_1297_ = (l_1286_ >> 16u);
            uint l_1298_ = (l_1297_ & 65535u);
            uint l_1299_ = (l_1296_ + l_1298_);
            uint l_1300_ = (l_1293_ >> 16u);
            uint l_1301_ = (l_1300_ & 65535u);
            uint l_80_ = (l_1299_ + l_1301_);
            uint l_81_ = (l_80_ + l_79_);
            uint _e485 = l_mut_72_;
            uint l_1303_ = (_e485 & 65535u);
            uint _e488 = l_mut_72_;
            uint l_1304_ = (_e488 >> 16u);
            uint l_1305_ = (l_1304_ & 65535u);
            uint l_1306_ = (l_69_ & 65535u);
            uint l_1307_ = (l_69_ >> 16u);
            uint l_1308_ = (l_1307_ & 65535u);
            uint l_1309_ = (l_1303_ * l_1306_);
            uint l_1310_ = (l_1305_ * l_1306_);
            uint l_1311_ = (l_1303_ * l_1308_);
            uint l_1312_ = (l_1305_ * l_1308_);
            uint l_1313_ = (l_1309_ >> 16u);
            uint l_1314_ = (l_1313_ & 65535u);
            uint l_1315_ = (l_1310_ & 65535u);
            uint l_1316_ = (l_1314_ + l_1315_);
            uint l_1317_ = (l_1311_ & 65535u);
            uint l_1318_ = (l_1316_ + l_1317_);
            uint l_1319_ = (l_1310_ >> 16u);
            uint l_1320_ = (l_1319_ & 65535u);
            uint l_1321_ = (l_1312_ + l_1320_);
            uint l_1322_ = (l_1311_ >> 16u);
            uint l_1323_ = (l_1322_ & 65535u);
            uint l_1324_ = (l_1321_ + l_1323_);
            uint l_1325_ = (l_1318_ >> 16u);
            uint l_1326_ = (l_1325_ & 65535u);
            uint l_82_ = (l_1324_ + l_1326_);
            bool l_83_ = (l_81_ < l_79_);
            uint l_84_ = uint(l_83_);
            uint l_85_ = (l_82_ + l_84_);
            uint l_86_ = (l_12_ % 32u);
            l_mut_87_ = l_78_;
            bool l_88_ = (l_86_ > 0u);
            if (l_88_) {
                uint l_89_ = (l_78_ >> l_86_);
                uint l_90_ = (32u - l_86_);
                uint l_91_ = (l_81_ << l_90_);
                uint l_92_ = (l_89_ | l_91_);
                l_mut_87_ = l_92_;
            }
            l_mut_93_ = l_81_;
            bool l_94_ = (l_86_ > 0u);
            if (l_94_) {
                uint l_95_ = (l_81_ >> l_86_);
                uint l_96_ = (32u - l_86_);
                uint l_97_ = (l_85_ << l_96_);
                uint l_98_ = (l_95_ | l_97_);
                l_mut_93_ = l_98_;
            }
            uint _e547 = l_mut_87_;
            l_mut_99_ = _e547;
            uint _e548 = l_mut_93_;
            l_mut_87_ = _e548;
            bool l_100_ = (l_12_ >= 64u);
            if (l_100_) {
                l_mut_99_ = l_85_;
                l_mut_87_ = 0u;
            } else {
                bool l_101_ = (l_12_ >= 32u);
                if (l_101_) {
                    l_mut_93_ = l_81_;
                    bool l_102_ = (l_86_ > 0u);
                    if (l_102_) {
                        uint l_103_ = (l_81_ >> l_86_);
                        uint l_104_ = (32u - l_86_);
                        uint l_105_ = (l_85_ << l_104_);
                        uint l_106_ = (l_103_ | l_105_);
                        l_mut_93_ = l_106_;
                    }
                    uint l_107_ = (l_85_ >> l_86_);
                    uint _e562 = l_mut_93_;
                    l_mut_99_ = _e562;
                    l_mut_87_ = l_107_;
                }
            }
            uint _e563 = l_mut_99_;
            l_mut_93_ = _e563;
            uint _e564 = l_mut_87_;
            l_mut_99_ = _e564;
            if (l_71_) {
                uint _e566 = l_mut_93_;
                uint l_108_ = (0u - _e566);
                uint _e569 = l_mut_99_;
                uint l_109_ = (0u - _e569);
                uint _e572 = l_mut_93_;
                bool l_110_ = (0u < _e572);
                uint l_111_ = uint(l_110_);
                uint l_112_ = (l_109_ - l_111_);
                l_mut_93_ = l_108_;
                l_mut_99_ = l_112_;
            }
            uint _e576 = l_mut_93_;
            uint l_113_ = (l_53_ + _e576);
            uint _e578 = l_mut_99_;
            uint l_114_ = (l_56_ + _e578);
            bool l_115_ = (l_113_ < l_53_);
            uint l_116_ = uint(l_115_);
            uint l_117_ = (l_114_ + l_116_);
            uint l_118_ = (l_53_ * l_68_);
            uint l_1328_ = (l_53_ & 65535u);
            uint l_1329_ = (l_53_ >> 16u);
            uint l_1330_ = (l_1329_ & 65535u);
            uint l_1331_ = (l_68_ & 65535u);
            uint l_1332_ = (l_68_ >> 16u);
            uint l_1333_ = (l_1332_ & 65535u);
            uint l_1334_ = (l_1328_ * l_1331_);
            uint l_1335_ = (l_1330_ * l_1331_);
            uint l_1336_ = (l_1328_ * l_1333_);
            uint l_1337_ = (l_1330_ * l_1333_);
            uint l_1338_ = (l_1334_ >> 16u);
            uint l_1339_ = (l_1338_ & 65535u);
            uint l_1340_ = (l_1335_ & 65535u);
            uint l_1341_ = (l_1339_ + l_1340_);
            uint l_1342_ = (l_1336_ & 65535u);
            uint l_1343_ = (l_1341_ + l_1342_);
            uint l_1344_ = (l_1335_ >> 16u);
            uint l_1345_ = (l_1344_ & 65535u);
            uint l_1346_ = (l_1337_ + l_1345_);
            uint l_1347_ = (l_1336_ >> 16u);
            uint l_1348_ = (l_1347_ & 65535u);
            uint l_1349_ = (l_1346_ + l_1348_);
            uint l_1350_ = (l_1343_ >> 16u);
            uint l_1351_ = (l_1350_ & 65535u);
            uint l_119_ = (l_1349_ + l_1351_);
            uint l_120_ = (l_56_ * l_68_);
            uint l_121_ = (l_119_ + l_120_);
            uint l_122_ = (l_58_ + l_118_);
            uint l_123_ = (l_61_ + l_121_);
            bool l_124_ = (l_122_ < l_58_);
            uint l_125_ = uint(l_124_);
            uint l_126_ = (l_123_ + l_125_);
            l_mut_99_ = 0u;
            l_mut_93_ = 0u;
            bool l_127_ = (l_68_ < 65536u);
            if (l_127_) {
                uint l_128_ = (l_68_ * l_68_);
                uint l_129_ = (l_66_ >> 31u);
                bool l_130_ = (l_129_ == 1u);
                l_mut_87_ = l_63_;
                l_mut_72_ = l_66_;
                if (l_130_) {
                    uint l_131_ = (0u - l_63_);
                    uint l_132_ = (0u - l_66_);
                    bool l_133_ = (0u < l_63_);
                    uint l_134_ = uint(l_133_);
                    uint l_135_ = (l_132_ - l_134_);
                    l_mut_87_ = l_131_;
                    l_mut_72_ = l_135_;
                }
                uint _e649 = l_mut_87_;
                uint l_136_ = (_e649 * l_128_);
                uint _e651 = l_mut_72_;
                uint l_137_ = (_e651 * l_128_);
                uint _e653 = l_mut_87_;
                uint l_1353_ = (_e653 & 65535u);
                uint _e656 = l_mut_87_;
                uint l_1354_ = (_e656 >> 16u);
                uint l_1355_ = (l_1354_ & 65535u);
                uint l_1356_ = (l_128_ & 65535u);
                uint l_1357_ = (l_128_ >> 16u);
                uint l_1358_ = (l_1357_ & 65535u);
                uint l_1359_ = (l_1353_ * l_1356_);
                uint l_1360_ = (l_1355_ * l_1356_);
                uint l_1361_ = (l_1353_ * l_1358_);
                uint l_1362_ = (l_1355_ * l_1358_);
                uint l_1363_ = (l_1359_ >> 16u);
                uint l_1364_ = (l_1363_ & 65535u);
                uint l_1365_ = (l_1360_ & 65535u);
                uint l_1366_ = (l_1364_ + l_1365_);
                uint l_1367_ = (l_1361_ & 65535u);
                uint l_1368_ = (l_1366_ + l_1367_);
                uint l_1369_ = (l_1360_ >> 16u);
                uint l_1370_ = (l_1369_ & 65535u);
                uint l_1371_ = (l_1362_ + l_1370_);
                uint l_1372_ = (l_1361_ >> 16u);
                uint l_1373_ = (l_1372_ & 65535u);
                uint l_1374_ = (l_1371_ + l_1373_);
                uint l_1375_ = (l_1368_ >> 16u);
                uint l_1376_ = (l_1375_ & 65535u);
                uint l_138_ = (l_1374_ + l_1376_);
                uint l_139_ = (l_138_ + l_137_);
                uint _e697 = l_mut_72_;
                uint l_1378_ = (_e697 & 65535u);
                uint _e700 = l_mut_72_;
                uint l_1379_ = (_e700 >> 16u);
                uint l_1380_ = (l_1379_ & 65535u);
                uint l_1381_ = (l_128_ & 65535u);
                uint l_1382_ = (l_128_ >> 16u);
                uint l_1383_ = (l_1382_ & 65535u);
                uint l_1384_ = (l_1378_ * l_1381_);
                uint l_1385_ = (l_1380_ * l_1381_);
                uint l_1386_ = (l_1378_ * l_1383_);
                uint l_1387_ = (l_1380_ * l_1383_);
                uint l_1388_ = (l_1384_ >> 16u);
                uint l_1389_ = (l_1388_ & 65535u);
                uint l_1390_ = (l_1385_ & 65535u);
                uint l_1391_ = (l_1389_ + l_1390_);
                uint l_1392_ = (l_1386_ & 65535u);
                uint l_1393_ = (l_1391_ + l_1392_);
                uint l_1394_ = (l_1385_ >> 16u);
                uint l_1395_ = (l_1394_ & 65535u);
                uint l_1396_ = (l_1387_ + l_1395_);
                uint l_1397_ = (l_1386_ >> 16u);
                uint l_1398_ = (l_1397_ & 65535u);
                uint l_1399_ = (l_1396_ + l_1398_);
                uint l_1400_ = (l_1393_ >> 16u);
                uint l_1401_ = (l_1400_ & 65535u);
                uint l_140_ = (l_1399_ + l_1401_);
                bool l_141_ = (l_139_ < l_137_);
                uint l_142_ = uint(l_141_);
                uint l_143_ = (l_140_ + l_142_);
                uint l_144_ = (l_12_ % 32u);
                l_mut_35_ = l_136_;
                bool l_145_ = (l_144_ > 0u);
                if (l_145_) {
                    uint l_146_ = (l_136_ >> l_144_);
                    uint l_147_ = (32u - l_144_);
                    uint l_148_ = (l_139_ << l_147_);
                    uint l_149_ = (l_146_ | l_148_);
                    l_mut_35_ = l_149_;
                }
                l_mut_150_ = l_139_;
                bool l_151_ = (l_144_ > 0u);
                if (l_151_) {
                    uint l_152_ = (l_139_ >> l_144_);
                    uint l_153_ = (32u - l_144_);
                    uint l_154_ = (l_143_ << l_153_);
                    uint l_155_ = (l_152_ | l_154_);
                    l_mut_150_ = l_155_;
                }
                uint _e759 = l_mut_35_;
                l_mut_156_ = _e759;
                uint _e760 = l_mut_150_;
                l_mut_35_ = _e760;
                bool l_157_ = (l_12_ >= 64u);
                if (l_157_) {
                    l_mut_156_ = l_143_;
                    l_mut_35_ = 0u;
                } else {
                    bool l_158_ = (l_12_ >= 32u);
                    if (l_158_) {
                        l_mut_150_ = l_139_;
                        bool l_159_ = (l_144_ > 0u);
                        if (l_159_) {
                            uint l_160_ = (l_139_ >> l_144_);
                            uint l_161_ = (32u - l_144_);
                            uint l_162_ = (l_143_ << l_161_);
                            uint l_163_ = (l_160_ | l_162_);
                            l_mut_150_ = l_163_;
                        }
                        uint l_164_ = (l_143_ >> l_144_);
                        uint _e774 = l_mut_150_;
                        l_mut_156_ = _e774;
                        l_mut_35_ = l_164_;
                    }
                }
                uint _e775 = l_mut_156_;
                l_mut_150_ = _e775;
                uint _e776 = l_mut_35_;
                l_mut_156_ = _e776;
                if (l_130_) {
                    uint _e778 = l_mut_150_;
                    uint l_165_ = (0u - _e778);
                    uint _e781 = l_mut_156_;
                    uint l_166_ = (0u - _e781);
                    uint _e784 = l_mut_150_;
                    bool l_167_ = (0u < _e784);
                    uint l_168_ = uint(l_167_);
                    uint l_169_ = (l_166_ - l_168_);
                    l_mut_150_ = l_165_;
                    l_mut_156_ = l_169_;
                }
                uint _e788 = l_mut_150_;
                l_mut_99_ = _e788;
                uint _e789 = l_mut_156_;
                l_mut_93_ = _e789;
            } else {
                uint l_170_ = (l_66_ >> 31u);
                bool l_171_ = (l_170_ == 1u);
                l_mut_156_ = l_63_;
                l_mut_150_ = l_66_;
                if (l_171_) {
                    uint l_172_ = (0u - l_63_);
                    uint l_173_ = (0u - l_66_);
                    bool l_174_ = (0u < l_63_);
                    uint l_175_ = uint(l_174_);
                    uint l_176_ = (l_173_ - l_175_);
                    l_mut_156_ = l_172_;
                    l_mut_150_ = l_176_;
                }
                uint _e802 = l_mut_156_;
                uint l_177_ = (_e802 * l_68_);
                uint _e804 = l_mut_150_;
                uint l_178_ = (_e804 * l_68_);
                uint _e806 = l_mut_156_;
                uint l_1403_ = (_e806 & 65535u);
                uint _e809 = l_mut_156_;
                uint l_1404_ = (_e809 >> 16u);
                uint l_1405_ = (l_1404_ & 65535u);
                uint l_1406_ = (l_68_ & 65535u);
                uint l_1407_ = (l_68_ >> 16u);
                uint l_1408_ = (l_1407_ & 65535u);
                uint l_1409_ = (l_1403_ * l_1406_);
                uint l_1410_ = (l_1405_ * l_1406_);
                uint l_1411_ = (l_1403_ * l_1408_);
                uint l_1412_ = (l_1405_ * l_1408_);
                uint l_1413_ = (l_1409_ >> 16u);
                uint l_1414_ = (l_1413_ & 65535u);
                uint l_1415_ = (l_1410_ & 65535u);
                uint l_1416_ = (l_1414_ + l_1415_);
                uint l_1417_ = (l_1411_ & 65535u);
                uint l_1418_ = (l_1416_ + l_1417_);
                uint l_1419_ = (l_1410_ >> 16u);
                uint l_1420_ = (l_1419_ & 65535u);
                uint l_1421_ = (l_1412_ + l_1420_);
                uint l_1422_ = (l_1411_ >> 16u);
                uint l_1423_ = (l_1422_ & 65535u);
                uint l_1424_ = (l_1421_ + l_1423_);
                uint l_1425_ = (l_1418_ >> 16u);
                uint l_1426_ = (l_1425_ & 65535u);
                uint l_179_ = (l_1424_ + l_1426_);
                uint l_180_ = (l_179_ + l_178_);
                uint _e850 = l_mut_150_;
                uint l_1428_ = (_e850 & 65535u);
                uint _e853 = l_mut_150_;
                uint l_1429_ = (_e853 >> 16u);
                uint l_1430_ = (l_1429_ & 65535u);
                uint l_1431_ = (l_68_ & 65535u);
                uint l_1432_ = (l_68_ >> 16u);
                uint l_1433_ = (l_1432_ & 65535u);
                uint l_1434_ = (l_1428_ * l_1431_);
                uint l_1435_ = (l_1430_ * l_1431_);
                uint l_1436_ = (l_1428_ * l_1433_);
                uint l_1437_ = (l_1430_ * l_1433_);
                uint l_1438_ = (l_1434_ >> 16u);
                uint l_1439_ = (l_1438_ & 65535u);
                uint l_1440_ = (l_1435_ & 65535u);
                uint l_1441_ = (l_1439_ + l_1440_);
                uint l_1442_ = (l_1436_ & 65535u);
                uint l_1443_ = (l_1441_ + l_1442_);
                uint l_1444_ = (l_1435_ >> 16u);
                uint l_1445_ = (l_1444_ & 65535u);
                uint l_1446_ = (l_1437_ + l_1445_);
                uint l_1447_ = (l_1436_ >> 16u);
                uint l_1448_ = (l_1447_ & 65535u);
                uint l_1449_ = (l_1446_ + l_1448_);
                uint l_1450_ = (l_1443_ >> 16u);
                uint l_1451_ = (l_1450_ & 65535u);
                uint l_181_ = (l_1449_ + l_1451_);
                bool l_182_ = (l_180_ < l_178_);
                uint l_183_ = uint(l_182_);
                uint l_184_ = (l_181_ + l_183_);
                l_mut_87_ = l_177_;
                bool l_186_ = (0u > 0u);
                if (l_186_) {
                    uint l_187_ = (l_177_ >> 0u);
                    uint l_188_ = (32u - 0u);
                    uint l_189_ = (l_180_ << l_188_);
                    uint l_190_ = (l_187_ | l_189_);
                    l_mut_87_ = l_190_;
                }
                l_mut_72_ = l_180_;
                bool l_191_ = (0u > 0u);
                if (l_191_) {
                    uint l_192_ = (l_180_ >> 0u);
                    uint l_193_ = (32u - 0u);
                    uint l_194_ = (l_184_ << l_193_);
                    uint l_195_ = (l_192_ | l_194_);
                    l_mut_72_ = l_195_;
                }
                uint _e911 = l_mut_87_;
                l_mut_35_ = _e911;
                uint _e912 = l_mut_72_;
                l_mut_87_ = _e912;
                if (false) {
                    l_mut_35_ = l_184_;
                    l_mut_87_ = 0u;
                } else {
                    if (false) {
                        l_mut_72_ = l_180_;
                        bool l_198_ = (0u > 0u);
                        if (l_198_) {
                            uint l_199_ = (l_180_ >> 0u);
                            uint l_200_ = (32u - 0u);
                            uint l_201_ = (l_184_ << l_200_);
                            uint l_202_ = (l_199_ | l_201_);
                            l_mut_72_ = l_202_;
                        }
                        uint l_203_ = (l_184_ >> 0u);
                        uint _e924 = l_mut_72_;
                        l_mut_35_ = _e924;
                        l_mut_87_ = l_203_;
                    }
                }
                uint _e925 = l_mut_156_;
                uint l_204_ = (_e925 * l_68_);
                uint _e927 = l_mut_150_;
                uint l_205_ = (_e927 * l_68_);
                uint _e929 = l_mut_156_;
                uint l_1453_ = (_e929 & 65535u);
                uint _e932 = l_mut_156_;
                uint l_1454_ = (_e932 >> 16u);
                uint l_1455_ = (l_1454_ & 65535u);
                uint l_1456_ = (l_68_ & 65535u);
                uint l_1457_ = (l_68_ >> 16u);
                uint l_1458_ = (l_1457_ & 65535u);
                uint l_1459_ = (l_1453_ * l_1456_);
                uint l_1460_ = (l_1455_ * l_1456_);
                uint l_1461_ = (l_1453_ * l_1458_);
                uint l_1462_ = (l_1455_ * l_1458_);
                uint l_1463_ = (l_1459_ >> 16u);
                uint l_1464_ = (l_1463_ & 65535u);
                uint l_1465_ = (l_1460_ & 65535u);
                uint l_1466_ = (l_1464_ + l_1465_);
                uint l_1467_ = (l_1461_ & 65535u);
                uint l_1468_ = (l_1466_ + l_1467_);
                uint l_1469_ = (l_1460_ >> 16u);
                uint l_1470_ = (l_1469_ & 65535u);
                uint l_1471_ = (l_1462_ + l_1470_);
                uint l_1472_ = (l_1461_ >> 16u);
                uint l_1473_ = (l_1472_ & 65535u);
                uint l_1474_ = (l_1471_ + l_1473_);
                uint l_1475_ = (l_1468_ >> 16u);
                uint l_1476_ = (l_1475_ & 65535u);
                uint l_206_ = (l_1474_ + l_1476_);
                uint l_207_ = (l_206_ + l_205_);
                uint _e973 = l_mut_150_;
                uint l_1478_ = (_e973 & 65535u);
                uint _e976 = l_mut_150_;
                uint l_1479_ = (_e976 >> 16u);
                uint l_1480_ = (l_1479_ & 65535u);
                uint l_1481_ = (l_68_ & 65535u);
                uint l_1482_ = (l_68_ >> 16u);
                uint l_1483_ = (l_1482_ & 65535u);
                uint l_1484_ = (l_1478_ * l_1481_);
                uint l_1485_ = (l_1480_ * l_1481_);
                uint l_1486_ = (l_1478_ * l_1483_);
                uint l_1487_ = (l_1480_ * l_1483_);
                uint l_1488_ = (l_1484_ >> 16u);
                uint l_1489_ = (l_1488_ & 65535u);
                uint l_1490_ = (l_1485_ & 65535u);
                uint l_1491_ = (l_1489_ + l_1490_);
                uint l_1492_ = (l_1486_ & 65535u);
                uint l_1493_ = (l_1491_ + l_1492_);
                uint l_1494_ = (l_1485_ >> 16u);
                uint l_1495_ = (l_1494_ & 65535u);
                uint l_1496_ = (l_1487_ + l_1495_);
                uint l_1497_ = (l_1486_ >> 16u);
                uint l_1498_ = (l_1497_ & 65535u);
                uint l_1499_ = (l_1496_ + l_1498_);
                uint l_1500_ = (l_1493_ >> 16u);
                uint l_1501_ = (l_1500_ & 65535u);
                uint l_208_ = (l_1499_ + l_1501_);
                bool l_209_ = (l_207_ < l_205_);
                uint l_210_ = uint(l_209_);
                uint l_211_ = (l_208_ + l_210_);
                l_mut_72_ = l_204_;
                bool l_213_ = (0u > 0u);
                if (l_213_) {
                    uint l_214_ = (l_204_ >> 0u);
                    uint l_215_ = (32u - 0u);
                    uint l_216_ = (l_207_ << l_215_);
                    uint l_217_ = (l_214_ | l_216_);
                    l_mut_72_ = l_217_;
                }
                l_mut_218_ = l_207_;
                bool l_219_ = (0u > 0u);
                if (l_219_) {
                    uint l_220_ = (l_207_ >> 0u);
                    uint l_221_ = (32u - 0u);
                    uint l_222_ = (l_211_ << l_221_);
                    uint l_223_ = (l_220_ | l_222_);
                    l_mut_218_ = l_223_;
                }
                uint _e1034 = l_mut_72_;
                l_mut_224_ = _e1034;
                uint _e1035 = l_mut_218_;
                l_mut_72_ = _e1035;
                if (true) {
                    l_mut_224_ = l_211_;
                    l_mut_72_ = 0u;
                } else {
                    if (true) {
                        l_mut_218_ = l_207_;
                        bool l_227_ = (0u > 0u);
                        if (l_227_) {
                            uint l_228_ = (l_207_ >> 0u);
                            uint l_229_ = (32u - 0u);
                            uint l_230_ = (l_211_ << l_229_);
                            uint l_231_ = (l_228_ | l_230_);
                            l_mut_218_ = l_231_;
                        }
                        uint l_232_ = (l_211_ >> 0u);
                        uint _e1047 = l_mut_218_;
                        l_mut_224_ = _e1047;
                        l_mut_72_ = l_232_;
                    }
                }
                uint _e1048 = l_mut_35_;
                uint l_233_ = (_e1048 * l_68_);
                uint _e1050 = l_mut_87_;
                uint l_234_ = (_e1050 * l_68_);
                uint _e1052 = l_mut_35_;
                uint l_1503_ = (_e1052 & 65535u);
                uint _e1055 = l_mut_35_;
                uint l_1504_ = (_e1055 >> 16u);
                uint l_1505_ = (l_1504_ & 65535u);
                uint l_1506_ = (l_68_ & 65535u);
                uint l_1507_ = (l_68_ >> 16u);
                uint l_1508_ = (l_1507_ & 65535u);
                uint l_1509_ = (l_1503_ * l_1506_);
                uint l_1510_ = (l_1505_ * l_1506_);
                uint l_1511_ = (l_1503_ * l_1508_);
                uint l_1512_ = (l_1505_ * l_1508_);
                uint l_1513_ = (l_1509_ >> 16u);
                uint l_1514_ = (l_1513_ & 65535u);
                uint l_1515_ = (l_1510_ & 65535u);
                uint l_1516_ = (l_1514_ + l_1515_);
                uint l_1517_ = (l_1511_ & 65535u);
                uint l_1518_ = (l_1516_ + l_1517_);
                uint l_1519_ = (l_1510_ >> 16u);
                uint l_1520_ = (l_1519_ & 65535u);
                uint l_1521_ = (l_1512_ + l_1520_);
                uint l_1522_ = (l_1511_ >> 16u);
                uint l_1523_ = (l_1522_ & 65535u);
                uint l_1524_ = (l_1521_ + l_1523_);
                uint l_1525_ = (l_1518_ >> 16u);
                uint l_1526_ = (l_1525_ & 65535u);
                uint l_235_ = (l_1524_ + l_1526_);
                uint l_236_ = (l_235_ + l_234_);
                uint _e1096 = l_mut_87_;
                uint l_1528_ = (_e1096 & 65535u);
                uint _e1099 = l_mut_87_;
                uint l_1529_ = (_e1099 >> 16u);
                uint l_1530_ = (l_1529_ & 65535u);
                uint l_1531_ = (l_68_ & 65535u);
                uint l_1532_ = (l_68_ >> 16u);
                uint l_1533_ = (l_1532_ & 65535u);
                uint l_1534_ = (l_1528_ * l_1531_);
                uint l_1535_ = (l_1530_ * l_1531_);
                uint l_1536_ = (l_1528_ * l_1533_);
                uint l_1537_ = (l_1530_ * l_1533_);
                uint l_1538_ = (l_1534_ >> 16u);
                uint l_1539_ = (l_1538_ & 65535u);
                uint l_1540_ = (l_1535_ & 65535u);
                uint l_1541_ = (l_1539_ + l_1540_);
                uint l_1542_ = (l_1536_ & 65535u);
                uint l_1543_ = (l_1541_ + l_1542_);
                uint l_1544_ = (l_1535_ >> 16u);
                uint l_1545_ = (l_1544_ & 65535u);
                uint l_1546_ = (l_1537_ + l_1545_);
                uint l_1547_ = (l_1536_ >> 16u);
                uint l_1548_ = (l_1547_ & 65535u);
                uint l_1549_ = (l_1546_ + l_1548_);
                uint l_1550_ = (l_1543_ >> 16u);
                uint l_1551_ = (l_1550_ & 65535u);
                uint l_237_ = (l_1549_ + l_1551_);
                bool l_238_ = (l_236_ < l_234_);
                uint l_239_ = uint(l_238_);
                uint l_240_ = (l_237_ + l_239_);
                l_mut_218_ = l_233_;
                bool l_242_ = (0u > 0u);
                if (l_242_) {
                    uint l_243_ = (l_233_ >> 0u);
                    uint l_244_ = (32u - 0u);
                    uint l_245_ = (l_236_ << l_244_);
                    uint l_246_ = (l_243_ | l_245_);
                    l_mut_218_ = l_246_;
                }
                l_mut_156_ = l_236_;
                bool l_247_ = (0u > 0u);
                if (l_247_) {
                    uint l_248_ = (l_236_ >> 0u);
                    uint l_249_ = (32u - 0u);
                    uint l_250_ = (l_240_ << l_249_);
                    uint l_251_ = (l_248_ | l_250_);
                    l_mut_156_ = l_251_;
                }
                uint _e1157 = l_mut_218_;
                l_mut_150_ = _e1157;
                uint _e1158 = l_mut_156_;
                l_mut_218_ = _e1158;
                if (false) {
                    l_mut_150_ = l_240_;
                    l_mut_218_ = 0u;
                } else {
                    if (false) {
                        l_mut_156_ = l_236_;
                        bool l_254_ = (0u > 0u);
                        if (l_254_) {
                            uint l_255_ = (l_236_ >> 0u);
                            uint l_256_ = (32u - 0u);
                            uint l_257_ = (l_240_ << l_256_);
                            uint l_258_ = (l_255_ | l_257_);
                            l_mut_156_ = l_258_;
                        }
                        uint l_259_ = (l_240_ >> 0u);
                        uint _e1170 = l_mut_156_;
                        l_mut_150_ = _e1170;
                        l_mut_218_ = l_259_;
                    }
                }
                uint _e1171 = l_mut_35_;
                uint l_260_ = (_e1171 * l_68_);
                uint _e1173 = l_mut_87_;
                uint l_261_ = (_e1173 * l_68_);
                uint _e1175 = l_mut_35_;
                uint l_1553_ = (_e1175 & 65535u);
                uint _e1178 = l_mut_35_;
                uint l_1554_ = (_e1178 >> 16u);
                uint l_1555_ = (l_1554_ & 65535u);
                uint l_1556_ = (l_68_ & 65535u);
                uint l_1557_ = (l_68_ >> 16u);
                uint l_1558_ = (l_1557_ & 65535u);
                uint l_1559_ = (l_1553_ * l_1556_);
                uint l_1560_ = (l_1555_ * l_1556_);
                uint l_1561_ = (l_1553_ * l_1558_);
                uint l_1562_ = (l_1555_ * l_1558_);
                uint l_1563_ = (l_1559_ >> 16u);
                uint l_1564_ = (l_1563_ & 65535u);
                uint l_1565_ = (l_1560_ & 65535u);
                uint l_1566_ = (l_1564_ + l_1565_);
                uint l_1567_ = (l_1561_ & 65535u);
                uint l_1568_ = (l_1566_ + l_1567_);
                uint l_1569_ = (l_1560_ >> 16u);
                uint l_1570_ = (l_1569_ & 65535u);
                uint l_1571_ = (l_1562_ + l_1570_);
                uint l_1572_ = (l_1561_ >> 16u);
                uint l_1573_ = (l_1572_ & 65535u);
                uint l_1574_ = (l_1571_ + l_1573_);
                uint l_1575_ = (l_1568_ >> 16u);
                uint l_1576_ = (l_1575_ & 65535u);
                uint l_262_ = (l_1574_ + l_1576_);
                uint l_263_ = (l_262_ + l_261_);
                uint _e1219 = l_mut_87_;
                uint l_1578_ = (_e1219 & 65535u);
                uint _e1222 = l_mut_87_;
                uint l_1579_ = (_e1222 >> 16u);
                uint l_1580_ = (l_1579_ & 65535u);
                uint l_1581_ = (l_68_ & 65535u);
                uint l_1582_ = (l_68_ >> 16u);
                uint l_1583_ = (l_1582_ & 65535u);
                uint l_1584_ = (l_1578_ * l_1581_);
                uint l_1585_ = (l_1580_ * l_1581_);
                uint l_1586_ = (l_1578_ * l_1583_);
                uint l_1587_ = (l_1580_ * l_1583_);
                uint l_1588_ = (l_1584_ >> 16u);
                uint l_1589_ = (l_1588_ & 65535u);
                uint l_1590_ = (l_1585_ & 65535u);
                uint l_1591_ = (l_1589_ + l_1590_);
                uint l_1592_ = (l_1586_ & 65535u);
                uint l_1593_ = (l_1591_ + l_1592_);
                uint l_1594_ = (l_1585_ >> 16u);
                uint l_1595_ = (l_1594_ & 65535u);
                uint l_1596_ = (l_1587_ + l_1595_);
                uint l_1597_ = (l_1586_ >> 16u);
                uint l_1598_ = (l_1597_ & 65535u);
                uint l_1599_ = (l_1596_ + l_1598_);
                uint l_1600_ = (l_1593_ >> 16u);
                uint l_1601_ = (l_1600_ & 65535u);
                uint l_264_ = (l_1599_ + l_1601_);
                bool l_265_ = (l_263_ < l_261_);
                uint l_266_ = uint(l_265_);
                uint l_267_ = (l_264_ + l_266_);
                l_mut_156_ = l_260_;
                bool l_269_ = (0u > 0u);
                if (l_269_) {
                    uint l_270_ = (l_260_ >> 0u);
                    uint l_271_ = (32u - 0u);
                    uint l_272_ = (l_263_ << l_271_);
                    uint l_273_ = (l_270_ | l_272_);
                    l_mut_156_ = l_273_;
                }
                l_mut_274_ = l_263_;
                bool l_275_ = (0u > 0u);
                if (l_275_) {
                    uint l_276_ = (l_263_ >> 0u);
                    uint l_277_ = (32u - 0u);
                    uint l_278_ = (l_267_ << l_277_);
                    uint l_279_ = (l_276_ | l_278_);
                    l_mut_274_ = l_279_;
                }
                uint _e1280 = l_mut_156_;
                l_mut_280_ = _e1280;
                uint _e1281 = l_mut_274_;
                l_mut_156_ = _e1281;
                if (true) {
                    l_mut_280_ = l_267_;
                    l_mut_156_ = 0u;
                } else {
                    if (true) {
                        l_mut_274_ = l_263_;
                        bool l_283_ = (0u > 0u);
                        if (l_283_) {
                            uint l_284_ = (l_263_ >> 0u);
                            uint l_285_ = (32u - 0u);
                            uint l_286_ = (l_267_ << l_285_);
                            uint l_287_ = (l_284_ | l_286_);
                            l_mut_274_ = l_287_;
                        }
                        uint l_288_ = (l_267_ >> 0u);
                        uint _e1293 = l_mut_274_;
                        l_mut_280_ = _e1293;
                        l_mut_156_ = l_288_;
                    }
                }
                uint _e1294 = l_mut_224_;
                uint l_289_ = (_e1294 * l_68_);
                uint _e1296 = l_mut_224_;
                uint l_1603_ = (_e1296 & 65535u);
                uint _e1299 = l_mut_224_;
                uint l_1604_ = (_e1299 >> 16u);
                uint l_1605_ = (l_1604_ & 65535u);
                uint l_1606_ = (l_68_ & 65535u);
                uint l_1607_ = (l_68_ >> 16u);
                uint l_1608_ = (l_1607_ & 65535u);
                uint l_1609_ = (l_1603_ * l_1606_);
                uint l_1610_ = (l_1605_ * l_1606_);
                uint l_1611_ = (l_1603_ * l_1608_);
                uint l_1612_ = (l_1605_ * l_1608_);
                uint l_1613_ = (l_1609_ >> 16u);
                uint l_1614_ = (l_1613_ & 65535u);
                uint l_1615_ = (l_1610_ & 65535u);
                uint l_1616_ = (l_1614_ + l_1615_);
                uint l_1617_ = (l_1611_ & 65535u);
                uint l_1618_ = (l_1616_ + l_1617_);
                uint l_1619_ = (l_1610_ >> 16u);
                uint l_1620_ = (l_1619_ & 65535u);
                uint l_1621_ = (l_1612_ + l_1620_);
                uint l_1622_ = (l_1611_ >> 16u);
                uint l_1623_ = (l_1622_ & 65535u);
                uint l_1624_ = (l_1621_ + l_1623_);
                uint l_1625_ = (l_1618_ >> 16u);
                uint l_1626_ = (l_1625_ & 65535u);
                uint l_290_ = (l_1624_ + l_1626_);
                uint _e1339 = l_mut_72_;
                uint l_291_ = (_e1339 * l_68_);
                uint l_292_ = (l_290_ + l_291_);
                uint _e1342 = l_mut_280_;
                uint l_293_ = (_e1342 + l_289_);
                uint _e1344 = l_mut_156_;
                uint l_294_ = (_e1344 + l_292_);
                uint _e1346 = l_mut_280_;
                bool l_295_ = (l_293_ < _e1346);
                uint l_296_ = uint(l_295_);
                uint l_297_ = (l_294_ + l_296_);
                uint _e1350 = l_mut_150_;
                l_mut_99_ = _e1350;
                uint _e1351 = l_mut_218_;
                l_mut_93_ = _e1351;
                bool l_298_ = (l_12_ == 64u);
                if (l_298_) {
                    l_mut_99_ = l_293_;
                    l_mut_93_ = l_297_;
                } else {
                    bool l_299_ = (l_12_ > 0u);
                    if (l_299_) {
                        uint l_300_ = (64u - l_12_);
                        l_mut_280_ = l_293_;
                        l_mut_274_ = l_297_;
                        bool l_301_ = (l_300_ >= 32u);
                        if (l_301_) {
                            uint l_302_ = (l_300_ & 31u);
                            uint l_303_ = (l_293_ << l_302_);
                            l_mut_280_ = 0u;
                            l_mut_274_ = l_303_;
                        } else {
                            bool l_304_ = (l_300_ > 0u);
                            if (l_304_) {
                                uint l_305_ = (l_293_ << l_300_);
                                uint l_306_ = (l_297_ << l_300_);
                                uint l_307_ = (32u - l_300_);
                                uint l_308_ = (l_293_ >> l_307_);
                                uint l_309_ = (l_306_ | l_308_);
                                l_mut_280_ = l_305_;
                                l_mut_274_ = l_309_;
                            }
                        }
                        uint _e1372 = l_mut_150_;
                        l_mut_224_ = _e1372;
                        uint _e1373 = l_mut_218_;
                        l_mut_156_ = _e1373;
                        bool l_310_ = (l_12_ >= 32u);
                        if (l_310_) {
                            uint l_311_ = (l_12_ & 31u);
                            uint _e1378 = l_mut_218_;
                            uint l_312_ = (_e1378 >> l_311_);
                            l_mut_224_ = l_312_;
                            l_mut_156_ = 0u;
                        } else {
                            bool l_313_ = (l_12_ > 0u);
                            if (l_313_) {
                                uint _e1383 = l_mut_150_;
                                l_mut_87_ = _e1383;
                                bool l_314_ = (l_12_ > 0u);
                                if (l_314_) {
                                    uint _e1386 = l_mut_150_;
                                    uint l_315_ = (_e1386 >> l_12_);
                                    uint l_316_ = (32u - l_12_);
                                    uint _e1390 = l_mut_218_;
                                    uint l_317_ = (_e1390 << l_316_);
                                    uint l_318_ = (l_315_ | l_317_);
                                    l_mut_87_ = l_318_;
                                }
                                uint _e1393 = l_mut_218_;
                                uint l_319_ = (_e1393 >> l_12_);
                                uint _e1395 = l_mut_87_;
                                l_mut_224_ = _e1395;
                                l_mut_156_ = l_319_;
                            }
                        }
                        uint _e1396 = l_mut_280_;
                        uint _e1397 = l_mut_224_;
                        uint l_320_ = (_e1396 + _e1397);
                        uint _e1399 = l_mut_274_;
                        uint _e1400 = l_mut_156_;
                        uint l_321_ = (_e1399 + _e1400);
                        uint _e1402 = l_mut_280_;
                        bool l_322_ = (l_320_ < _e1402);
                        uint l_323_ = uint(l_322_);
                        uint l_324_ = (l_321_ + l_323_);
                        l_mut_99_ = l_320_;
                        l_mut_93_ = l_324_;
                    }
                }
                if (l_171_) {
                    uint _e1407 = l_mut_99_;
                    uint l_325_ = (0u - _e1407);
                    uint _e1410 = l_mut_93_;
                    uint l_326_ = (0u - _e1410);
                    uint _e1413 = l_mut_99_;
                    bool l_327_ = (0u < _e1413);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ - l_328_);
                    l_mut_99_ = l_325_;
                    l_mut_93_ = l_329_;
                }
            }
            uint _e1417 = l_mut_99_;
            uint l_330_ = (l_122_ + _e1417);
            uint _e1419 = l_mut_93_;
            uint l_331_ = (l_126_ + _e1419);
            bool l_332_ = (l_330_ < l_122_);
            uint l_333_ = uint(l_332_);
            uint l_334_ = (l_331_ + l_333_);
            uint l_335_ = (l_66_ >> 31u);
            bool l_336_ = (l_335_ == 1u);
            l_mut_280_ = l_63_;
            l_mut_274_ = l_66_;
            if (l_336_) {
                uint l_337_ = (0u - l_63_);
                uint l_338_ = (0u - l_66_);
                bool l_339_ = (0u < l_63_);
                uint l_340_ = uint(l_339_);
                uint l_341_ = (l_338_ - l_340_);
                l_mut_280_ = l_337_;
                l_mut_274_ = l_341_;
            }
            uint _e1436 = l_mut_280_;
            uint l_342_ = (_e1436 * l_67_);
            uint _e1438 = l_mut_274_;
            uint l_343_ = (_e1438 * l_67_);
            uint _e1440 = l_mut_280_;
            uint l_1628_ = (_e1440 & 65535u);
            uint _e1443 = l_mut_280_;
            uint l_1629_ = (_e1443 >> 16u);
            uint l_1630_ = (l_1629_ & 65535u);
            uint l_1631_ = (l_67_ & 65535u);
            uint l_1632_ = (l_67_ >> 16u);
            uint l_1633_ = (l_1632_ & 65535u);
            uint l_1634_ = (l_1628_ * l_1631_);
            uint l_1635_ = (l_1630_ * l_1631_);
            uint l_1636_ = (l_1628_ * l_1633_);
            uint l_1637_ = (l_1630_ * l_1633_);
            uint l_1638_ = (l_1634_ >> 16u);
            uint l_1639_ = (l_1638_ & 65535u);
            uint l_1640_ = (l_1635_ & 65535u);
            uint l_1641_ = (l_1639_ + l_1640_);
            uint l_1642_ = (l_1636_ & 65535u);
            uint l_1643_ = (l_1641_ + l_1642_);
            uint l_1644_ = (l_1635_ >> 16u);
            uint l_1645_ = (l_1644_ & 65535u);
            uint l_1646_ = (l_1637_ + l_1645_);
            uint l_1647_ = (l_1636_ >> 16u);
            uint l_1648_ = (l_1647_ & 65535u);
            uint l_1649_ = (l_1646_ + l_1648_);
            uint l_1650_ = (l_1643_ >> 16u);
            uint l_1651_ = (l_1650_ & 65535u);
            uint l_344_ = (l_1649_ + l_1651_);
            uint l_345_ = (l_344_ + l_343_);
            uint _e1484 = l_mut_274_;
            uint l_1653_ = (_e1484 & 65535u);
            uint _e1487 = l_mut_274_;
            uint l_1654_ = (_e1487 >> 16u);
            uint l_1655_ = (l_1654_ & 65535u);
            uint l_1656_ = (l_67_ & 65535u);
            uint l_1657_ = (l_67_ >> 16u);
            uint l_1658_ = (l_1657_ & 65535u);
            uint l_1659_ = (l_1653_ * l_1656_);
            uint l_1660_ = (l_1655_ * l_1656_);
            uint l_1661_ = (l_1653_ * l_1658_);
            uint l_1662_ = (l_1655_ * l_1658_);
            uint l_1663_ = (l_1659_ >> 16u);
            uint l_1664_ = (l_1663_ & 65535u);
            uint l_1665_ = (l_1660_ & 65535u);
            uint l_1666_ = (l_1664_ + l_1665_);
            uint l_1667_ = (l_1661_ & 65535u);
            uint l_1668_ = (l_1666_ + l_1667_);
            uint l_1669_ = (l_1660_ >> 16u);
            uint l_1670_ = (l_1669_ & 65535u);
            uint l_1671_ = (l_1662_ + l_1670_);
            uint l_1672_ = (l_1661_ >> 16u);
            uint l_1673_ = (l_1672_ & 65535u);
            uint l_1674_ = (l_1671_ + l_1673_);
            uint l_1675_ = (l_1668_ >> 16u);
            uint l_1676_ = (l_1675_ & 65535u);
            uint l_346_ = (l_1674_ + l_1676_);
            bool l_347_ = (l_345_ < l_343_);
            uint l_348_ = uint(l_347_);
            uint l_349_ = (l_346_ + l_348_);
            uint l_350_ = (l_12_ % 32u);
            l_mut_224_ = l_342_;
            bool l_351_ = (l_350_ > 0u);
            if (l_351_) {
                uint l_352_ = (l_342_ >> l_350_);
                uint l_353_ = (32u - l_350_);
                uint l_354_ = (l_345_ << l_353_);
                uint l_355_ = (l_352_ | l_354_);
                l_mut_224_ = l_355_;
            }
            l_mut_218_ = l_345_;
            bool l_356_ = (l_350_ > 0u);
            if (l_356_) {
                uint l_357_ = (l_345_ >> l_350_);
                uint l_358_ = (32u - l_350_);
                uint l_359_ = (l_349_ << l_358_);
                uint l_360_ = (l_357_ | l_359_);
                l_mut_218_ = l_360_;
            }
            uint _e1546 = l_mut_224_;
            l_mut_156_ = _e1546;
            uint _e1547 = l_mut_218_;
            l_mut_224_ = _e1547;
            bool l_361_ = (l_12_ >= 64u);
            if (l_361_) {
                l_mut_156_ = l_349_;
                l_mut_224_ = 0u;
            } else {
                bool l_362_ = (l_12_ >= 32u);
                if (l_362_) {
                    l_mut_218_ = l_345_;
                    bool l_363_ = (l_350_ > 0u);
                    if (l_363_) {
                        uint l_364_ = (l_345_ >> l_350_);
                        uint l_365_ = (32u - l_350_);
                        uint l_366_ = (l_349_ << l_365_);
                        uint l_367_ = (l_364_ | l_366_);
                        l_mut_218_ = l_367_;
                    }
                    uint l_368_ = (l_349_ >> l_350_);
                    uint _e1561 = l_mut_218_;
                    l_mut_156_ = _e1561;
                    l_mut_224_ = l_368_;
                }
            }
            uint _e1562 = l_mut_156_;
            l_mut_280_ = _e1562;
            uint _e1563 = l_mut_224_;
            l_mut_274_ = _e1563;
            if (l_336_) {
                uint _e1565 = l_mut_280_;
                uint l_369_ = (0u - _e1565);
                uint _e1568 = l_mut_274_;
                uint l_370_ = (0u - _e1568);
                uint _e1571 = l_mut_280_;
                bool l_371_ = (0u < _e1571);
                uint l_372_ = uint(l_371_);
                uint l_373_ = (l_370_ - l_372_);
                l_mut_280_ = l_369_;
                l_mut_274_ = l_373_;
            }
            uint _e1575 = l_mut_280_;
            uint l_374_ = (l_113_ + _e1575);
            uint _e1577 = l_mut_274_;
            uint l_375_ = (l_117_ + _e1577);
            bool l_376_ = (l_374_ < l_113_);
            uint l_377_ = uint(l_376_);
            uint l_378_ = (l_375_ + l_377_);
            uint l_379_ = (l_12_ + 3u);
            l_mut_280_ = 0u;
            l_mut_274_ = 0u;
            bool l_380_ = (l_67_ < 65536u);
            if (l_380_) {
                uint l_381_ = (l_67_ * l_67_);
                uint l_382_ = (l_66_ >> 31u);
                bool l_383_ = (l_382_ == 1u);
                l_mut_224_ = l_63_;
                l_mut_218_ = l_66_;
                if (l_383_) {
                    uint l_384_ = (0u - l_63_);
                    uint l_385_ = (0u - l_66_);
                    bool l_386_ = (0u < l_63_);
                    uint l_387_ = uint(l_386_);
                    uint l_388_ = (l_385_ - l_387_);
                    l_mut_224_ = l_384_;
                    l_mut_218_ = l_388_;
                }
                uint _e1601 = l_mut_224_;
                uint l_389_ = (_e1601 * l_381_);
                uint _e1603 = l_mut_218_;
                uint l_390_ = (_e1603 * l_381_);
                uint _e1605 = l_mut_224_;
                uint l_1678_ = (_e1605 & 65535u);
                uint _e1608 = l_mut_224_;
                uint l_1679_ = (_e1608 >> 16u);
                uint l_1680_ = (l_1679_ & 65535u);
                uint l_1681_ = (l_381_ & 65535u);
                uint l_1682_ = (l_381_ >> 16u);
                uint l_1683_ = (l_1682_ & 65535u);
                uint l_1684_ = (l_1678_ * l_1681_);
                uint l_1685_ = (l_1680_ * l_1681_);
                uint l_1686_ = (l_1678_ * l_1683_);
                uint l_1687_ = (l_1680_ * l_1683_);
                uint l_1688_ = (l_1684_ >> 16u);
                uint l_1689_ = (l_1688_ & 65535u);
                uint l_1690_ = (l_1685_ & 65535u);
                uint l_1691_ = (l_1689_ + l_1690_);
                uint l_1692_ = (l_1686_ & 65535u);
                uint l_1693_ = (l_1691_ + l_1692_);
                uint l_1694_ = (l_1685_ >> 16u);
                uint l_1695_ = (l_1694_ & 65535u);
                uint l_1696_ = (l_1687_ + l_1695_);
                uint l_1697_ = (l_1686_ >> 16u);
                uint l_1698_ = (l_1697_ & 65535u);
                uint l_1699_ = (l_1696_ + l_1698_);
                uint l_1700_ = (l_1693_ >> 16u);
                uint l_1701_ = (l_1700_ & 65535u);
                uint l_391_ = (l_1699_ + l_1701_);
                uint l_392_ = (l_391_ + l_390_);
                uint _e1649 = l_mut_218_;
                uint l_1703_ = (_e1649 & 65535u);
                uint _e1652 = l_mut_218_;
                uint l_1704_ = (_e1652 >> 16u);
                uint l_1705_ = (l_1704_ & 65535u);
                uint l_1706_ = (l_381_ & 65535u);
                uint l_1707_ = (l_381_ >> 16u);
                uint l_1708_ = (l_1707_ & 65535u);
                uint l_1709_ = (l_1703_ * l_1706_);
                uint l_1710_ = (l_1705_ * l_1706_);
                uint l_1711_ = (l_1703_ * l_1708_);
                uint l_1712_ = (l_1705_ * l_1708_);
                uint l_1713_ = (l_1709_ >> 16u);
                uint l_1714_ = (l_1713_ & 65535u);
                uint l_1715_ = (l_1710_ & 65535u);
                uint l_1716_ = (l_1714_ + l_1715_);
                uint l_1717_ = (l_1711_ & 65535u);
                uint l_1718_ = (l_1716_ + l_1717_);
                uint l_1719_ = (l_1710_ >> 16u);
                uint l_1720_ = (l_1719_ & 65535u);
                uint l_1721_ = (l_1712_ + l_1720_);
                uint l_1722_ = (l_1711_ >> 16u);
                uint l_1723_ = (l_1722_ & 65535u);
                uint l_1724_ = (l_1721_ + l_1723_);
                uint l_1725_ = (l_1718_ >> 16u);
                uint l_1726_ = (l_1725_ & 65535u);
                uint l_393_ = (l_1724_ + l_1726_);
                bool l_394_ = (l_392_ < l_390_);
                uint l_395_ = uint(l_394_);
                uint l_396_ = (l_393_ + l_395_);
                uint l_397_ = (l_379_ % 32u);
                l_mut_156_ = l_389_;
                bool l_398_ = (l_397_ > 0u);
                if (l_398_) {
                    uint l_399_ = (l_389_ >> l_397_);
                    uint l_400_ = (32u - l_397_);
                    uint l_401_ = (l_392_ << l_400_);
                    uint l_402_ = (l_399_ | l_401_);
                    l_mut_156_ = l_402_;
                }
                l_mut_150_ = l_392_;
                bool l_403_ = (l_397_ > 0u);
                if (l_403_) {
                    uint l_404_ = (l_392_ >> l_397_);
                    uint l_405_ = (32u - l_397_);
                    uint l_406_ = (l_396_ << l_405_);
                    uint l_407_ = (l_404_ | l_406_);
                    l_mut_150_ = l_407_;
                }
                uint _e1711 = l_mut_156_;
                l_mut_99_ = _e1711;
                uint _e1712 = l_mut_150_;
                l_mut_156_ = _e1712;
                bool l_408_ = (l_379_ >= 64u);
                if (l_408_) {
                    l_mut_99_ = l_396_;
                    l_mut_156_ = 0u;
                } else {
                    bool l_409_ = (l_379_ >= 32u);
                    if (l_409_) {
                        l_mut_150_ = l_392_;
                        bool l_410_ = (l_397_ > 0u);
                        if (l_410_) {
                            uint l_411_ = (l_392_ >> l_397_);
                            uint l_412_ = (32u - l_397_);
                            uint l_413_ = (l_396_ << l_412_);
                            uint l_414_ = (l_411_ | l_413_);
                            l_mut_150_ = l_414_;
                        }
                        uint l_415_ = (l_396_ >> l_397_);
                        uint _e1726 = l_mut_150_;
                        l_mut_99_ = _e1726;
                        l_mut_156_ = l_415_;
                    }
                }
                uint _e1727 = l_mut_99_;
                l_mut_224_ = _e1727;
                uint _e1728 = l_mut_156_;
                l_mut_218_ = _e1728;
                if (l_383_) {
                    uint _e1730 = l_mut_224_;
                    uint l_416_ = (0u - _e1730);
                    uint _e1733 = l_mut_218_;
                    uint l_417_ = (0u - _e1733);
                    uint _e1736 = l_mut_224_;
                    bool l_418_ = (0u < _e1736);
                    uint l_419_ = uint(l_418_);
                    uint l_420_ = (l_417_ - l_419_);
                    l_mut_224_ = l_416_;
                    l_mut_218_ = l_420_;
                }
                uint _e1740 = l_mut_224_;
                l_mut_280_ = _e1740;
                uint _e1741 = l_mut_218_;
                l_mut_274_ = _e1741;
            } else {
                uint l_421_ = (l_66_ >> 31u);
                bool l_422_ = (l_421_ == 1u);
                l_mut_224_ = l_63_;
                l_mut_218_ = l_66_;
                if (l_422_) {
                    uint l_423_ = (0u - l_63_);
                    uint l_424_ = (0u - l_66_);
                    bool l_425_ = (0u < l_63_);
                    uint l_426_ = uint(l_425_);
                    uint l_427_ = (l_424_ - l_426_);
                    l_mut_224_ = l_423_;
                    l_mut_218_ = l_427_;
                }
                uint _e1754 = l_mut_224_;
                uint l_428_ = (_e1754 * l_67_);
                uint _e1756 = l_mut_218_;
                uint l_429_ = (_e1756 * l_67_);
                uint _e1758 = l_mut_224_;
                uint l_1728_ = (_e1758 & 65535u);
                uint _e1761 = l_mut_224_;
                uint l_1729_ = (_e1761 >> 16u);
                uint l_1730_ = (l_1729_ & 65535u);
                uint l_1731_ = (l_67_ & 65535u);
                uint l_1732_ = (l_67_ >> 16u);
                uint l_1733_ = (l_1732_ & 65535u);
                uint l_1734_ = (l_1728_ * l_1731_);
                uint l_1735_ = (l_1730_ * l_1731_);
                uint l_1736_ = (l_1728_ * l_1733_);
                uint l_1737_ = (l_1730_ * l_1733_);
                uint l_1738_ = (l_1734_ >> 16u);
                uint l_1739_ = (l_1738_ & 65535u);
                uint l_1740_ = (l_1735_ & 65535u);
                uint l_1741_ = (l_1739_ + l_1740_);
                uint l_1742_ = (l_1736_ & 65535u);
                uint l_1743_ = (l_1741_ + l_1742_);
                uint l_1744_ = (l_1735_ >> 16u);
                uint l_1745_ = (l_1744_ & 65535u);
                uint l_1746_ = (l_1737_ + l_1745_);
                uint l_1747_ = (l_1736_ >> 16u);
                uint l_1748_ = (l_1747_ & 65535u);
                uint l_1749_ = (l_1746_ + l_1748_);
                uint l_1750_ = (l_1743_ >> 16u);
                uint l_1751_ = (l_1750_ & 65535u);
                uint l_430_ = (l_1749_ + l_1751_);
                uint l_431_ = (l_430_ + l_429_);
                uint _e1802 = l_mut_218_;
                uint l_1753_ = (_e1802 & 65535u);
                uint _e1805 = l_mut_218_;
                uint l_1754_ = (_e1805 >> 16u);
                uint l_1755_ = (l_1754_ & 65535u);
                uint l_1756_ = (l_67_ & 65535u);
                uint l_1757_ = (l_67_ >> 16u);
                uint l_1758_ = (l_1757_ & 65535u);
                uint l_1759_ = (l_1753_ * l_1756_);
                uint l_1760_ = (l_1755_ * l_1756_);
                uint l_1761_ = (l_1753_ * l_1758_);
                uint l_1762_ = (l_1755_ * l_1758_);
                uint l_1763_ = (l_1759_ >> 16u);
                uint l_1764_ = (l_1763_ & 65535u);
                uint l_1765_ = (l_1760_ & 65535u);
                uint l_1766_ = (l_1764_ + l_1765_);
                uint l_1767_ = (l_1761_ & 65535u);
                uint l_1768_ = (l_1766_ + l_1767_);
                uint l_1769_ = (l_1760_ >> 16u);
                uint l_1770_ = (l_1769_ & 65535u);
                uint l_1771_ = (l_1762_ + l_1770_);
                uint l_1772_ = (l_1761_ >> 16u);
                uint l_1773_ = (l_1772_ & 65535u);
                uint l_1774_ = (l_1771_ + l_1773_);
                uint l_1775_ = (l_1768_ >> 16u);
                uint l_1776_ = (l_1775_ & 65535u);
                uint l_432_ = (l_1774_ + l_1776_);
                bool l_433_ = (l_431_ < l_429_);
                uint l_434_ = uint(l_433_);
                uint l_435_ = (l_432_ + l_434_);
                l_mut_156_ = l_428_;
                bool l_437_ = (0u > 0u);
                if (l_437_) {
                    uint l_438_ = (l_428_ >> 0u);
                    uint l_439_ = (32u - 0u);
                    uint l_440_ = (l_431_ << l_439_);
                    uint l_441_ = (l_438_ | l_440_);
                    l_mut_156_ = l_441_;
                }
                l_mut_150_ = l_431_;
                bool l_442_ = (0u > 0u);
                if (l_442_) {
                    uint l_443_ = (l_431_ >> 0u);
                    uint l_444_ = (32u - 0u);
                    uint l_445_ = (l_435_ << l_444_);
                    uint l_446_ = (l_443_ | l_445_);
                    l_mut_150_ = l_446_;
                }
                uint _e1863 = l_mut_156_;
                l_mut_99_ = _e1863;
                uint _e1864 = l_mut_150_;
                l_mut_156_ = _e1864;
                if (false) {
                    l_mut_99_ = l_435_;
                    l_mut_156_ = 0u;
                } else {
                    if (false) {
                        l_mut_150_ = l_431_;
                        bool l_449_ = (0u > 0u);
                        if (l_449_) {
                            uint l_450_ = (l_431_ >> 0u);
                            uint l_451_ = (32u - 0u);
                            uint l_452_ = (l_435_ << l_451_);
                            uint l_453_ = (l_450_ | l_452_);
                            l_mut_150_ = l_453_;
                        }
                        uint l_454_ = (l_435_ >> 0u);
                        uint _e1876 = l_mut_150_;
                        l_mut_99_ = _e1876;
                        l_mut_156_ = l_454_;
                    }
                }
                uint _e1877 = l_mut_224_;
                uint l_455_ = (_e1877 * l_67_);
                uint _e1879 = l_mut_218_;
                uint l_456_ = (_e1879 * l_67_);
                uint _e1881 = l_mut_224_;
                uint l_1778_ = (_e1881 & 65535u);
                uint _e1884 = l_mut_224_;
                uint l_1779_ = (_e1884 >> 16u);
                uint l_1780_ = (l_1779_ & 65535u);
                uint l_1781_ = (l_67_ & 65535u);
                uint l_1782_ = (l_67_ >> 16u);
                uint l_1783_ = (l_1782_ & 65535u);
                uint l_1784_ = (l_1778_ * l_1781_);
                uint l_1785_ = (l_1780_ * l_1781_);
                uint l_1786_ = (l_1778_ * l_1783_);
                uint l_1787_ = (l_1780_ * l_1783_);
                uint l_1788_ = (l_1784_ >> 16u);
                uint l_1789_ = (l_1788_ & 65535u);
                uint l_1790_ = (l_1785_ & 65535u);
                uint l_1791_ = (l_1789_ + l_1790_);
                uint l_1792_ = (l_1786_ & 65535u);
                uint l_1793_ = (l_1791_ + l_1792_);
                uint l_1794_ = (l_1785_ >> 16u);
                uint l_1795_ = (l_1794_ & 65535u);
                uint l_1796_ = (l_1787_ + l_1795_);
                uint l_1797_ = (l_1786_ >> 16u);
                uint l_1798_ = (l_1797_ & 65535u);
                uint l_1799_ = (l_1796_ + l_1798_);
                uint l_1800_ = (l_1793_ >> 16u);
                uint l_1801_ = (l_1800_ & 65535u);
                uint l_457_ = (l_1799_ + l_1801_);
                uint l_458_ = (l_457_ + l_456_);
                uint _e1925 = l_mut_218_;
                uint l_1803_ = (_e1925 & 65535u);
                uint _e1928 = l_mut_218_;
                uint l_1804_ = (_e1928 >> 16u);
                uint l_1805_ = (l_1804_ & 65535u);
                uint l_1806_ = (l_67_ & 65535u);
                uint l_1807_ = (l_67_ >> 16u);
                uint l_1808_ = (l_1807_ & 65535u);
                uint l_1809_ = (l_1803_ * l_1806_);
                uint l_1810_ = (l_1805_ * l_1806_);
                uint l_1811_ = (l_1803_ * l_1808_);
                uint l_1812_ = (l_1805_ * l_1808_);
                uint l_1813_ = (l_1809_ >> 16u);
                uint l_1814_ = (l_1813_ & 65535u);
                uint l_1815_ = (l_1810_ & 65535u);
                uint l_1816_ = (l_1814_ + l_1815_);
                uint l_1817_ = (l_1811_ & 65535u);
                uint l_1818_ = (l_1816_ + l_1817_);
                uint l_1819_ = (l_1810_ >> 16u);
                uint l_1820_ = (l_1819_ & 65535u);
                uint l_1821_ = (l_1812_ + l_1820_);
                uint l_1822_ = (l_1811_ >> 16u);
                uint l_1823_ = (l_1822_ & 65535u);
                uint l_1824_ = (l_1821_ + l_1823_);
                uint l_1825_ = (l_1818_ >> 16u);
                uint l_1826_ = (l_1825_ & 65535u);
                uint l_459_ = (l_1824_ + l_1826_);
                bool l_460_ = (l_458_ < l_456_);
                uint l_461_ = uint(l_460_);
                uint l_462_ = (l_459_ + l_461_);
                l_mut_150_ = l_455_;
                bool l_464_ = (0u > 0u);
                if (l_464_) {
                    uint l_465_ = (l_455_ >> 0u);
                    uint l_466_ = (32u - 0u);
                    uint l_467_ = (l_458_ << l_466_);
                    uint l_468_ = (l_465_ | l_467_);
                    l_mut_150_ = l_468_;
                }
                l_mut_93_ = l_458_;
                bool l_469_ = (0u > 0u);
                if (l_469_) {
                    uint l_470_ = (l_458_ >> 0u);
                    uint l_471_ = (32u - 0u);
                    uint l_472_ = (l_462_ << l_471_);
                    uint l_473_ = (l_470_ | l_472_);
                    l_mut_93_ = l_473_;
                }
                uint _e1986 = l_mut_150_;
                l_mut_87_ = _e1986;
                uint _e1987 = l_mut_93_;
                l_mut_150_ = _e1987;
                if (true) {
                    l_mut_87_ = l_462_;
                    l_mut_150_ = 0u;
                } else {
                    if (true) {
                        l_mut_93_ = l_458_;
                        bool l_476_ = (0u > 0u);
                        if (l_476_) {
                            uint l_477_ = (l_458_ >> 0u);
                            uint l_478_ = (32u - 0u);
                            uint l_479_ = (l_462_ << l_478_);
                            uint l_480_ = (l_477_ | l_479_);
                            l_mut_93_ = l_480_;
                        }
                        uint l_481_ = (l_462_ >> 0u);
                        uint _e1999 = l_mut_93_;
                        l_mut_87_ = _e1999;
                        l_mut_150_ = l_481_;
                    }
                }
                uint _e2000 = l_mut_99_;
                uint l_482_ = (_e2000 * l_67_);
                uint _e2002 = l_mut_156_;
                uint l_483_ = (_e2002 * l_67_);
                uint _e2004 = l_mut_99_;
                uint l_1828_ = (_e2004 & 65535u);
                uint _e2007 = l_mut_99_;
                uint l_1829_ = (_e2007 >> 16u);
                uint l_1830_ = (l_1829_ & 65535u);
                uint l_1831_ = (l_67_ & 65535u);
                uint l_1832_ = (l_67_ >> 16u);
                uint l_1833_ = (l_1832_ & 65535u);
                uint l_1834_ = (l_1828_ * l_1831_);
                uint l_1835_ = (l_1830_ * l_1831_);
                uint l_1836_ = (l_1828_ * l_1833_);
                uint l_1837_ = (l_1830_ * l_1833_);
                uint l_1838_ = (l_1834_ >> 16u);
                uint l_1839_ = (l_1838_ & 65535u);
                uint l_1840_ = (l_1835_ & 65535u);
                uint l_1841_ = (l_1839_ + l_1840_);
                uint l_1842_ = (l_1836_ & 65535u);
                uint l_1843_ = (l_1841_ + l_1842_);
                uint l_1844_ = (l_1835_ >> 16u);
                uint l_1845_ = (l_1844_ & 65535u);
                uint l_1846_ = (l_1837_ + l_1845_);
                uint l_1847_ = (l_1836_ >> 16u);
                uint l_1848_ = (l_1847_ & 65535u);
                uint l_1849_ = (l_1846_ + l_1848_);
                uint l_1850_ = (l_1843_ >> 16u);
                uint l_1851_ = (l_1850_ & 65535u);
                uint l_484_ = (l_1849_ + l_1851_);
                uint l_485_ = (l_484_ + l_483_);
                uint _e2048 = l_mut_156_;
                uint l_1853_ = (_e2048 & 65535u);
                uint _e2051 = l_mut_156_;
                uint l_1854_ = (_e2051 >> 16u);
                uint l_1855_ = (l_1854_ & 65535u);
                uint l_1856_ = (l_67_ & 65535u);
                uint l_1857_ = (l_67_ >> 16u);
                uint l_1858_ = (l_1857_ & 65535u);
                uint l_1859_ = (l_1853_ * l_1856_);
                uint l_1860_ = (l_1855_ * l_1856_);
                uint l_1861_ = (l_1853_ * l_1858_);
                uint l_1862_ = (l_1855_ * l_1858_);
                uint l_1863_ = (l_1859_ >> 16u);
                uint l_1864_ = (l_1863_ & 65535u);
                uint l_1865_ = (l_1860_ & 65535u);
                uint l_1866_ = (l_1864_ + l_1865_);
                uint l_1867_ = (l_1861_ & 65535u);
                uint l_1868_ = (l_1866_ + l_1867_);
                uint l_1869_ = (l_1860_ >> 16u);
                uint l_1870_ = (l_1869_ & 65535u);
                uint l_1871_ = (l_1862_ + l_1870_);
                uint l_1872_ = (l_1861_ >> 16u);
                uint l_1873_ = (l_1872_ & 65535u);
                uint l_1874_ = (l_1871_ + l_1873_);
                uint l_1875_ = (l_1868_ >> 16u);
                uint l_1876_ = (l_1875_ & 65535u);
                uint l_486_ = (l_1874_ + l_1876_);
                bool l_487_ = (l_485_ < l_483_);
                uint l_488_ = uint(l_487_);
                uint l_489_ = (l_486_ + l_488_);
                l_mut_224_ = l_482_;
                bool l_491_ = (0u > 0u);
                if (l_491_) {
                    uint l_492_ = (l_482_ >> 0u);
                    uint l_493_ = (32u - 0u);
                    uint l_494_ = (l_485_ << l_493_);
                    uint l_495_ = (l_492_ | l_494_);
                    l_mut_224_ = l_495_;
                }
                l_mut_218_ = l_485_;
                bool l_496_ = (0u > 0u);
                if (l_496_) {
                    uint l_497_ = (l_485_ >> 0u);
                    uint l_498_ = (32u - 0u);
                    uint l_499_ = (l_489_ << l_498_);
                    uint l_500_ = (l_497_ | l_499_);
                    l_mut_218_ = l_500_;
                }
                uint _e2109 = l_mut_224_;
                l_mut_93_ = _e2109;
                uint _e2110 = l_mut_218_;
                l_mut_224_ = _e2110;
                if (false) {
                    l_mut_93_ = l_489_;
                    l_mut_224_ = 0u;
                } else {
                    if (false) {
                        l_mut_218_ = l_485_;
                        bool l_503_ = (0u > 0u);
                        if (l_503_) {
                            uint l_504_ = (l_485_ >> 0u);
                            uint l_505_ = (32u - 0u);
                            uint l_506_ = (l_489_ << l_505_);
                            uint l_507_ = (l_504_ | l_506_);
                            l_mut_218_ = l_507_;
                        }
                        uint l_508_ = (l_489_ >> 0u);
                        uint _e2122 = l_mut_218_;
                        l_mut_93_ = _e2122;
                        l_mut_224_ = l_508_;
                    }
                }
                uint _e2123 = l_mut_99_;
                uint l_509_ = (_e2123 * l_67_);
                uint _e2125 = l_mut_156_;
                uint l_510_ = (_e2125 * l_67_);
                uint _e2127 = l_mut_99_;
                uint l_1878_ = (_e2127 & 65535u);
                uint _e2130 = l_mut_99_;
                uint l_1879_ = (_e2130 >> 16u);
                uint l_1880_ = (l_1879_ & 65535u);
                uint l_1881_ = (l_67_ & 65535u);
                uint l_1882_ = (l_67_ >> 16u);
                uint l_1883_ = (l_1882_ & 65535u);
                uint l_1884_ = (l_1878_ * l_1881_);
                uint l_1885_ = (l_1880_ * l_1881_);
                uint l_1886_ = (l_1878_ * l_1883_);
                uint l_1887_ = (l_1880_ * l_1883_);
                uint l_1888_ = (l_1884_ >> 16u);
                uint l_1889_ = (l_1888_ & 65535u);
                uint l_1890_ = (l_1885_ & 65535u);
                uint l_1891_ = (l_1889_ + l_1890_);
                uint l_1892_ = (l_1886_ & 65535u);
                uint l_1893_ = (l_1891_ + l_1892_);
                uint l_1894_ = (l_1885_ >> 16u);
                uint l_1895_ = (l_1894_ & 65535u);
                uint l_1896_ = (l_1887_ + l_1895_);
                uint l_1897_ = (l_1886_ >> 16u);
                uint l_1898_ = (l_1897_ & 65535u);
                uint l_1899_ = (l_1896_ + l_1898_);
                uint l_1900_ = (l_1893_ >> 16u);
                uint l_1901_ = (l_1900_ & 65535u);
                uint l_511_ = (l_1899_ + l_1901_);
                uint l_512_ = (l_511_ + l_510_);
                uint _e2171 = l_mut_156_;
                uint l_1903_ = (_e2171 & 65535u);
                uint _e2174 = l_mut_156_;
                uint l_1904_ = (_e2174 >> 16u);
                uint l_1905_ = (l_1904_ & 65535u);
                uint l_1906_ = (l_67_ & 65535u);
                uint l_1907_ = (l_67_ >> 16u);
                uint l_1908_ = (l_1907_ & 65535u);
                uint l_1909_ = (l_1903_ * l_1906_);
                uint l_1910_ = (l_1905_ * l_1906_);
                uint l_1911_ = (l_1903_ * l_1908_);
                uint l_1912_ = (l_1905_ * l_1908_);
                uint l_1913_ = (l_1909_ >> 16u);
                uint l_1914_ = (l_1913_ & 65535u);
                uint l_1915_ = (l_1910_ & 65535u);
                uint l_1916_ = (l_1914_ + l_1915_);
                uint l_1917_ = (l_1911_ & 65535u);
                uint l_1918_ = (l_1916_ + l_1917_);
                uint l_1919_ = (l_1910_ >> 16u);
                uint l_1920_ = (l_1919_ & 65535u);
                uint l_1921_ = (l_1912_ + l_1920_);
                uint l_1922_ = (l_1911_ >> 16u);
                uint l_1923_ = (l_1922_ & 65535u);
                uint l_1924_ = (l_1921_ + l_1923_);
                uint l_1925_ = (l_1918_ >> 16u);
                uint l_1926_ = (l_1925_ & 65535u);
                uint l_513_ = (l_1924_ + l_1926_);
                bool l_514_ = (l_512_ < l_510_);
                uint l_515_ = uint(l_514_);
                uint l_516_ = (l_513_ + l_515_);
                l_mut_218_ = l_509_;
                bool l_518_ = (0u > 0u);
                if (l_518_) {
                    uint l_519_ = (l_509_ >> 0u);
                    uint l_520_ = (32u - 0u);
                    uint l_521_ = (l_512_ << l_520_);
                    uint l_522_ = (l_519_ | l_521_);
                    l_mut_218_ = l_522_;
                }
                l_mut_72_ = l_512_;
                bool l_523_ = (0u > 0u);
                if (l_523_) {
                    uint l_524_ = (l_512_ >> 0u);
                    uint l_525_ = (32u - 0u);
                    uint l_526_ = (l_516_ << l_525_);
                    uint l_527_ = (l_524_ | l_526_);
                    l_mut_72_ = l_527_;
                }
                uint _e2232 = l_mut_218_;
                l_mut_35_ = _e2232;
                uint _e2233 = l_mut_72_;
                l_mut_218_ = _e2233;
                if (true) {
                    l_mut_35_ = l_516_;
                    l_mut_218_ = 0u;
                } else {
                    if (true) {
                        l_mut_72_ = l_512_;
                        bool l_530_ = (0u > 0u);
                        if (l_530_) {
                            uint l_531_ = (l_512_ >> 0u);
                            uint l_532_ = (32u - 0u);
                            uint l_533_ = (l_516_ << l_532_);
                            uint l_534_ = (l_531_ | l_533_);
                            l_mut_72_ = l_534_;
                        }
                        uint l_535_ = (l_516_ >> 0u);
                        uint _e2245 = l_mut_72_;
                        l_mut_35_ = _e2245;
                        l_mut_218_ = l_535_;
                    }
                }
                uint _e2246 = l_mut_87_;
                uint l_536_ = (_e2246 * l_67_);
                uint _e2248 = l_mut_87_;
                uint l_1928_ = (_e2248 & 65535u);
                uint _e2251 = l_mut_87_;
                uint l_1929_ = (_e2251 >> 16u);
                uint l_1930_ = (l_1929_ & 65535u);
                uint l_1931_ = (l_67_ & 65535u);
                uint l_1932_ = (l_67_ >> 16u);
                uint l_1933_ = (l_1932_ & 65535u);
                uint l_1934_ = (l_1928_ * l_1931_);
                uint l_1935_ = (l_1930_ * l_1931_);
                uint l_1936_ = (l_1928_ * l_1933_);
                uint l_1937_ = (l_1930_ * l_1933_);
                uint l_1938_ = (l_1934_ >> 16u);
                uint l_1939_ = (l_1938_ & 65535u);
                uint l_1940_ = (l_1935_ & 65535u);
                uint l_1941_ = (l_1939_ + l_1940_);
                uint l_1942_ = (l_1936_ & 65535u);
                uint l_1943_ = (l_1941_ + l_1942_);
                uint l_1944_ = (l_1935_ >> 16u);
                uint l_1945_ = (l_1944_ & 65535u);
                uint l_1946_ = (l_1937_ + l_1945_);
                uint l_1947_ = (l_1936_ >> 16u);
                uint l_1948_ = (l_1947_ & 65535u);
                uint l_1949_ = (l_1946_ + l_1948_);
                uint l_1950_ = (l_1943_ >> 16u);
                uint l_1951_ = (l_1950_ & 65535u);
                uint l_537_ = (l_1949_ + l_1951_);
                uint _e2291 = l_mut_150_;
                uint l_538_ = (_e2291 * l_67_);
                uint l_539_ = (l_537_ + l_538_);
                uint _e2294 = l_mut_35_;
                uint l_540_ = (_e2294 + l_536_);
                uint _e2296 = l_mut_218_;
                uint l_541_ = (_e2296 + l_539_);
                uint _e2298 = l_mut_35_;
                bool l_542_ = (l_540_ < _e2298);
                uint l_543_ = uint(l_542_);
                uint l_544_ = (l_541_ + l_543_);
                uint _e2302 = l_mut_93_;
                l_mut_280_ = _e2302;
                uint _e2303 = l_mut_224_;
                l_mut_274_ = _e2303;
                bool l_545_ = (l_379_ == 64u);
                if (l_545_) {
                    l_mut_280_ = l_540_;
                    l_mut_274_ = l_544_;
                } else {
                    bool l_546_ = (l_379_ > 0u);
                    if (l_546_) {
                        uint l_547_ = (64u - l_379_);
                        l_mut_218_ = l_540_;
                        l_mut_156_ = l_544_;
                        bool l_548_ = (l_547_ >= 32u);
                        if (l_548_) {
                            uint l_549_ = (l_547_ & 31u);
                            uint l_550_ = (l_540_ << l_549_);
                            l_mut_218_ = 0u;
                            l_mut_156_ = l_550_;
                        } else {
                            bool l_551_ = (l_547_ > 0u);
                            if (l_551_) {
                                uint l_552_ = (l_540_ << l_547_);
                                uint l_553_ = (l_544_ << l_547_);
                                uint l_554_ = (32u - l_547_);
                                uint l_555_ = (l_540_ >> l_554_);
                                uint l_556_ = (l_553_ | l_555_);
                                l_mut_218_ = l_552_;
                                l_mut_156_ = l_556_;
                            }
                        }
                        uint _e2324 = l_mut_93_;
                        l_mut_150_ = _e2324;
                        uint _e2325 = l_mut_224_;
                        l_mut_99_ = _e2325;
                        bool l_557_ = (l_379_ >= 32u);
                        if (l_557_) {
                            uint l_558_ = (l_379_ & 31u);
                            uint _e2330 = l_mut_224_;
                            uint l_559_ = (_e2330 >> l_558_);
                            l_mut_150_ = l_559_;
                            l_mut_99_ = 0u;
                        } else {
                            bool l_560_ = (l_379_ > 0u);
                            if (l_560_) {
                                uint _e2335 = l_mut_93_;
                                l_mut_87_ = _e2335;
                                bool l_561_ = (l_379_ > 0u);
                                if (l_561_) {
                                    uint _e2338 = l_mut_93_;
                                    uint l_562_ = (_e2338 >> l_379_);
                                    uint l_563_ = (32u - l_379_);
                                    uint _e2342 = l_mut_224_;
                                    uint l_564_ = (_e2342 << l_563_);
                                    uint l_565_ = (l_562_ | l_564_);
                                    l_mut_87_ = l_565_;
                                }
                                uint _e2345 = l_mut_224_;
                                uint l_566_ = (_e2345 >> l_379_);
                                uint _e2347 = l_mut_87_;
                                l_mut_150_ = _e2347;
                                l_mut_99_ = l_566_;
                            }
                        }
                        uint _e2348 = l_mut_218_;
                        uint _e2349 = l_mut_150_;
                        uint l_567_ = (_e2348 + _e2349);
                        uint _e2351 = l_mut_156_;
                        uint _e2352 = l_mut_99_;
                        uint l_568_ = (_e2351 + _e2352);
                        uint _e2354 = l_mut_218_;
                        bool l_569_ = (l_567_ < _e2354);
                        uint l_570_ = uint(l_569_);
                        uint l_571_ = (l_568_ + l_570_);
                        l_mut_280_ = l_567_;
                        l_mut_274_ = l_571_;
                    }
                }
                if (l_422_) {
                    uint _e2359 = l_mut_280_;
                    uint l_572_ = (0u - _e2359);
                    uint _e2362 = l_mut_274_;
                    uint l_573_ = (0u - _e2362);
                    uint _e2365 = l_mut_280_;
                    bool l_574_ = (0u < _e2365);
                    uint l_575_ = uint(l_574_);
                    uint l_576_ = (l_573_ - l_575_);
                    l_mut_280_ = l_572_;
                    l_mut_274_ = l_576_;
                }
            }
            uint _e2369 = l_mut_280_;
            l_mut_224_ = _e2369;
            uint _e2370 = l_mut_274_;
            l_mut_218_ = _e2370;
            uint _e2371 = l_mut_274_;
            uint l_577_ = (_e2371 >> 31u);
            bool l_578_ = (l_577_ == 1u);
            if (l_578_) {
                uint _e2377 = l_mut_280_;
                uint l_579_ = (0u - _e2377);
                uint _e2380 = l_mut_274_;
                uint l_580_ = (0u - _e2380);
                uint _e2383 = l_mut_280_;
                bool l_581_ = (0u < _e2383);
                uint l_582_ = uint(l_581_);
                uint l_583_ = (l_580_ - l_582_);
                l_mut_224_ = l_579_;
                l_mut_218_ = l_583_;
            }
            uint _e2387 = l_mut_224_;
            uint l_584_ = (l_17_ + _e2387);
            uint _e2389 = l_mut_218_;
            uint l_585_ = (l_20_ + _e2389);
            bool l_586_ = (l_584_ < l_17_);
            uint l_587_ = uint(l_586_);
            uint l_588_ = (l_585_ + l_587_);
            uint l_589_ = (l_584_ + 1u);
            uint l_590_ = (l_588_ + 0u);
            bool l_591_ = (l_589_ < l_584_);
            uint l_592_ = uint(l_591_);
            uint l_593_ = (l_590_ + l_592_);
            uint _e2401 = l_mut_280_;
            uint l_594_ = (l_330_ - _e2401);
            uint _e2403 = l_mut_274_;
            uint l_595_ = (l_334_ - _e2403);
            uint _e2405 = l_mut_280_;
            bool l_596_ = (l_330_ < _e2405);
            uint l_597_ = uint(l_596_);
            uint l_598_ = (l_595_ - l_597_);
            uint l_599_ = (l_594_ + l_589_);
            uint l_600_ = (l_598_ + l_593_);
            bool l_601_ = (l_599_ < l_594_);
            uint l_602_ = uint(l_601_);
            uint l_603_ = (l_600_ + l_602_);
            uint l_604_ = (0u - l_374_);
            uint l_605_ = (0u - l_378_);
            bool l_606_ = (0u < l_374_);
            uint l_607_ = uint(l_606_);
            uint l_608_ = (l_605_ - l_607_);
            uint l_609_ = (l_589_ + l_589_);
            uint l_610_ = (l_593_ + l_593_);
            bool l_611_ = (l_609_ < l_589_);
            uint l_612_ = uint(l_611_);
            uint l_613_ = (l_610_ + l_612_);
            l_mut_280_ = l_604_;
            l_mut_274_ = l_608_;
            uint l_614_ = (0u - l_604_);
            uint l_615_ = (0u - l_608_);
            bool l_616_ = (0u < l_604_);
            uint l_617_ = uint(l_616_);
            uint l_618_ = (l_615_ - l_617_);
            l_mut_224_ = l_614_;
            l_mut_218_ = l_618_;
            l_mut_156_ = l_599_;
            l_mut_150_ = l_603_;
            l_mut_99_ = 1u;
            l_mut_93_ = 1u;
            l_mut_619_ = false;
            uint _e2438 = l_mut_150_;
            bool l_620_ = (_e2438 < l_613_);
            uint _e2440 = l_mut_150_;
            bool l_621_ = (_e2440 == l_613_);
            uint _e2442 = l_mut_156_;
            bool l_622_ = (_e2442 < l_609_);
            if (l_621_) {
                local_4 = l_622_;
            } else {
                local_4 = false;
            }
            bool l_623_ = local_4;
            if (!(l_620_)) {
                local_5 = l_623_;
            } else {
                local_5 = true;
            }
            bool l_624_ = local_5;
            bool l_625_ = !(l_624_);
            l_mut_626_ = l_625_;
            uint l_627_ = (l_604_ | l_608_);
            bool l_628_ = (l_627_ == 0u);
            if (l_628_) {
                bool _e2457 = l_mut_626_;
                l_mut_619_ = _e2457;
                l_mut_626_ = false;
            }
            bool _e2459 = l_mut_626_;
            if (_e2459) {
                uint l_629_ = (l_608_ >> 31u);
                bool l_630_ = (l_629_ == 1u);
                l_mut_87_ = l_604_;
                l_mut_72_ = l_608_;
                if (l_630_) {
                    uint l_631_ = (0u - l_604_);
                    uint l_632_ = (0u - l_608_);
                    bool l_633_ = (0u < l_604_);
                    uint l_634_ = uint(l_633_);
                    uint l_635_ = (l_632_ - l_634_);
                    l_mut_87_ = l_631_;
                    l_mut_72_ = l_635_;
                }
                uint l_636_ = (l_67_ - 1u);
                uint _e2474 = l_mut_87_;
                uint l_637_ = (_e2474 * l_636_);
                uint _e2476 = l_mut_87_;
                uint l_1953_ = (_e2476 & 65535u);
                uint _e2479 = l_mut_87_;
                uint l_1954_ = (_e2479 >> 16u);
                uint l_1955_ = (l_1954_ & 65535u);
                uint l_1956_ = (l_636_ & 65535u);
                uint l_1957_ = (l_636_ >> 16u);
                uint l_1958_ = (l_1957_ & 65535u);
                uint l_1959_ = (l_1953_ * l_1956_);
                uint l_1960_ = (l_1955_ * l_1956_);
                uint l_1961_ = (l_1953_ * l_1958_);
                uint l_1962_ = (l_1955_ * l_1958_);
                uint l_1963_ = (l_1959_ >> 16u);
                uint l_1964_ = (l_1963_ & 65535u);
                uint l_1965_ = (l_1960_ & 65535u);
                uint l_1966_ = (l_1964_ + l_1965_);
                uint l_1967_ = (l_1961_ & 65535u);
                uint l_1968_ = (l_1966_ + l_1967_);
                uint l_1969_ = (l_1960_ >> 16u);
                uint l_1970_ = (l_1969_ & 65535u);
                uint l_1971_ = (l_1962_ + l_1970_);
                uint l_1972_ = (l_1961_ >> 16u);
                uint l_1973_ = (l_1972_ & 65535u);
                uint l_1974_ = (l_1971_ + l_1973_);
                uint l_1975_ = (l_1968_ >> 16u);
                uint l_1976_ = (l_1975_ & 65535u);
                uint l_638_ = (l_1974_ + l_1976_);
                uint _e2519 = l_mut_72_;
                uint l_639_ = (_e2519 * l_636_);
                uint l_640_ = (l_638_ + l_639_);
                l_mut_35_ = 0u;
                uint l_641_ = (l_67_ - 1u);
                uint _e2525 = l_mut_87_;
                uint l_642_ = (_e2525 * l_641_);
                uint _e2527 = l_mut_72_;
                uint l_643_ = (_e2527 * l_641_);
                uint _e2529 = l_mut_87_;
                uint l_1978_ = (_e2529 & 65535u);
                uint _e2532 = l_mut_87_;
                uint l_1979_ = (_e2532 >> 16u);
                uint l_1980_ = (l_1979_ & 65535u);
                uint l_1981_ = (l_641_ & 65535u);
                uint l_1982_ = (l_641_ >> 16u);
                uint l_1983_ = (l_1982_ & 65535u);
                uint l_1984_ = (l_1978_ * l_1981_);
                uint l_1985_ = (l_1980_ * l_1981_);
                uint l_1986_ = (l_1978_ * l_1983_);
                uint l_1987_ = (l_1980_ * l_1983_);
                uint l_1988_ = (l_1984_ >> 16u);
                uint l_1989_ = (l_1988_ & 65535u);
                uint l_1990_ = (l_1985_ & 65535u);
                uint l_1991_ = (l_1989_ + l_1990_);
                uint l_1992_ = (l_1986_ & 65535u);
                uint l_1993_ = (l_1991_ + l_1992_);
                uint l_1994_ = (l_1985_ >> 16u);
                uint l_1995_ = (l_1994_ & 65535u);
                uint l_1996_ = (l_1987_ + l_1995_);
                uint l_1997_ = (l_1986_ >> 16u);
                uint l_1998_ = (l_1997_ & 65535u);
                uint l_1999_ = (l_1996_ + l_1998_);
                uint l_2000_ = (l_1993_ >> 16u);
                uint l_2001_ = (l_2000_ & 65535u);
                uint l_644_ = (l_1999_ + l_2001_);
                uint l_645_ = (l_644_ + l_643_);
                uint _e2573 = l_mut_72_;
                uint l_2003_ = (_e2573 & 65535u);
                uint _e2576 = l_mut_72_;
                uint l_2004_ = (_e2576 >> 16u);
                uint l_2005_ = (l_2004_ & 65535u);
                uint l_2006_ = (l_641_ & 65535u);
                uint l_2007_ = (l_641_ >> 16u);
                uint l_2008_ = (l_2007_ & 65535u);
                uint l_2009_ = (l_2003_ * l_2006_);
                uint l_2010_ = (l_2005_ * l_2006_);
                uint l_2011_ = (l_2003_ * l_2008_);
                uint l_2012_ = (l_2005_ * l_2008_);
                uint l_2013_ = (l_2009_ >> 16u);
                uint l_2014_ = (l_2013_ & 65535u);
                uint l_2015_ = (l_2010_ & 65535u);
                uint l_2016_ = (l_2014_ + l_2015_);
                uint l_2017_ = (l_2011_ & 65535u);
                uint l_2018_ = (l_2016_ + l_2017_);
                uint l_2019_ = (l_2010_ >> 16u);
                uint l_2020_ = (l_2019_ & 65535u);
                uint l_2021_ = (l_2012_ + l_2020_);
                uint l_2022_ = (l_2011_ >> 16u);
                uint l_2023_ = (l_2022_ & 65535u);
                uint l_2024_ = (l_2021_ + l_2023_);
                uint l_2025_ = (l_2018_ >> 16u);
                uint l_2026_ = (l_2025_ & 65535u);
                uint l_646_ = (l_2024_ + l_2026_);
                bool l_647_ = (l_645_ < l_643_);
                uint l_648_ = uint(l_647_);
                uint l_649_ = (l_646_ + l_648_);
                l_mut_651_ = l_642_;
                bool l_652_ = (0u > 0u);
                if (l_652_) {
                    uint l_653_ = (l_642_ >> 0u);
                    uint l_654_ = (32u - 0u);
                    uint l_655_ = (l_645_ << l_654_);
                    uint l_656_ = (l_653_ | l_655_);
                    l_mut_651_ = l_656_;
                }
                l_mut_657_ = l_645_;
                bool l_658_ = (0u > 0u);
                if (l_658_) {
                    uint l_659_ = (l_645_ >> 0u);
                    uint l_660_ = (32u - 0u);
                    uint l_661_ = (l_649_ << l_660_);
                    uint l_662_ = (l_659_ | l_661_);
                    l_mut_657_ = l_662_;
                }
                uint _e2634 = l_mut_651_;
                l_mut_663_ = _e2634;
                uint _e2635 = l_mut_657_;
                l_mut_651_ = _e2635;
                if (true) {
                    l_mut_663_ = l_649_;
                    l_mut_651_ = 0u;
                } else {
                    if (true) {
                        l_mut_657_ = l_645_;
                        bool l_666_ = (0u > 0u);
                        if (l_666_) {
                            uint l_667_ = (l_645_ >> 0u);
                            uint l_668_ = (32u - 0u);
                            uint l_669_ = (l_649_ << l_668_);
                            uint l_670_ = (l_667_ | l_669_);
                            l_mut_657_ = l_670_;
                        }
                        uint l_671_ = (l_649_ >> 0u);
                        uint _e2647 = l_mut_657_;
                        l_mut_663_ = _e2647;
                        l_mut_651_ = l_671_;
                    }
                }
                uint _e2648 = l_mut_663_;
                uint _e2649 = l_mut_651_;
                uint l_672_ = (_e2648 | _e2649);
                bool l_673_ = (l_672_ == 0u);
                if (l_673_) {
                    l_mut_663_ = l_599_;
                    l_mut_657_ = l_603_;
                    if (l_630_) {
                        uint l_674_ = (0u - l_599_);
                        uint l_675_ = (0u - l_603_);
                        bool l_676_ = (0u < l_599_);
                        uint l_677_ = uint(l_676_);
                        uint l_678_ = (l_675_ - l_677_);
                        uint l_679_ = (l_599_ | l_603_);
                        bool l_680_ = (l_679_ == 0u);
                        bool l_681_ = !(l_680_);
                        bool l_682_ = (l_640_ < l_678_);
                        bool l_683_ = (l_640_ == l_678_);
                        bool l_684_ = (l_637_ < l_674_);
                        if (l_683_) {
                            local_6 = l_684_;
                        } else {
                            local_6 = false;
                        }
                        bool l_685_ = local_6;
                        if (!(l_682_)) {
                            local_7 = l_685_;
                        } else {
                            local_7 = true;
                        }
                        bool l_686_ = local_7;
                        bool l_687_ = !(l_686_);
                        if (l_681_) {
                            local_8 = l_687_;
                        } else {
                            local_8 = false;
                        }
                        bool l_688_ = local_8;
                        if (l_688_) {
                            uint l_689_ = (l_67_ - 1u);
                            l_mut_651_ = l_674_;
                            l_mut_690_ = l_678_;
                            uint _e2684 = l_mut_72_;
                            bool l_691_ = (l_678_ < _e2684);
                            uint _e2686 = l_mut_72_;
                            bool l_692_ = (l_678_ == _e2686);
                            uint _e2688 = l_mut_87_;
                            bool l_693_ = (l_674_ < _e2688);
                            if (l_692_) {
                                local_9 = l_693_;
                            } else {
                                local_9 = false;
                            }
                            bool l_694_ = local_9;
                            if (!(l_691_)) {
                                local_10 = l_694_;
                            } else {
                                local_10 = true;
                            }
                            bool l_695_ = local_10;
                            bool l_696_ = !(l_695_);
                            if (l_696_) {
                                l_mut_697_ = 0u;
                                uint _e2701 = l_mut_72_;
                                bool l_698_ = (_e2701 < l_678_);
                                uint _e2703 = l_mut_72_;
                                bool l_699_ = (_e2703 == l_678_);
                                uint _e2705 = l_mut_87_;
                                bool l_700_ = (_e2705 < l_674_);
                                if (l_699_) {
                                    local_11 = l_700_;
                                } else {
                                    local_11 = false;
                                }
                                bool l_701_ = local_11;
                                if (!(l_698_)) {
                                    local_12 = l_701_;
                                } else {
                                    local_12 = true;
                                }
                                bool l_702_ = local_12;
                                if (l_702_) {
                                    uint l_703_ = (l_674_ - 1u);
                                    uint l_704_ = (l_678_ - 0u);
                                    bool l_705_ = (l_674_ < 1u);
                                    uint l_706_ = uint(l_705_);
                                    uint l_707_ = (l_704_ - l_706_);
                                    l_mut_708_ = l_703_;
                                    l_mut_709_ = l_707_;
                                    l_mut_710_ = 0u;
                                    bool loop_init = true;
                                    while(true) {
                                        if (!loop_init) {
                                            uint _e2812 = l_mut_711_;
                                            l_mut_711_ = (_e2812 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e2727 = l_mut_711_;
                                        if ((_e2727 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2731 = l_mut_711_;
                                            uint l_712_ = (19u - _e2731);
                                            uint _e2733 = l_mut_708_;
                                            l_mut_713_ = _e2733;
                                            uint _e2734 = l_mut_709_;
                                            l_mut_714_ = _e2734;
                                            bool l_715_ = (l_712_ >= 32u);
                                            if (l_715_) {
                                                uint l_716_ = (l_712_ & 31u);
                                                uint _e2739 = l_mut_709_;
                                                uint l_717_ = (_e2739 >> l_716_);
                                                l_mut_713_ = l_717_;
                                                l_mut_714_ = 0u;
                                            } else {
                                                bool l_718_ = (l_712_ > 0u);
                                                if (l_718_) {
                                                    uint _e2744 = l_mut_708_;
                                                    l_mut_719_ = _e2744;
                                                    bool l_720_ = (l_712_ > 0u);
                                                    if (l_720_) {
                                                        uint _e2747 = l_mut_708_;
                                                        uint l_721_ = (_e2747 >> l_712_);
                                                        uint l_722_ = (32u - l_712_);
                                                        uint _e2751 = l_mut_709_;
                                                        uint l_723_ = (_e2751 << l_722_);
                                                        uint l_724_ = (l_721_ | l_723_);
                                                        l_mut_719_ = l_724_;
                                                    }
                                                    uint _e2754 = l_mut_709_;
                                                    uint l_725_ = (_e2754 >> l_712_);
                                                    uint _e2756 = l_mut_719_;
                                                    l_mut_713_ = _e2756;
                                                    l_mut_714_ = l_725_;
                                                }
                                            }
                                            uint _e2757 = l_mut_714_;
                                            uint _e2758 = l_mut_72_;
                                            bool l_726_ = (_e2757 < _e2758);
                                            uint _e2760 = l_mut_714_;
                                            uint _e2761 = l_mut_72_;
                                            bool l_727_ = (_e2760 == _e2761);
                                            uint _e2763 = l_mut_713_;
                                            uint _e2764 = l_mut_87_;
                                            bool l_728_ = (_e2763 < _e2764);
                                            if (l_727_) {
                                                local_13 = l_728_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_729_ = local_13;
                                            if (!(l_726_)) {
                                                local_14 = l_729_;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_730_ = local_14;
                                            bool l_731_ = !(l_730_);
                                            if (l_731_) {
                                                uint _e2776 = l_mut_87_;
                                                l_mut_719_ = _e2776;
                                                uint _e2777 = l_mut_72_;
                                                l_mut_714_ = _e2777;
                                                bool l_732_ = (l_712_ >= 32u);
                                                if (l_732_) {
                                                    uint l_733_ = (l_712_ & 31u);
                                                    uint _e2782 = l_mut_87_;
                                                    uint l_734_ = (_e2782 << l_733_);
                                                    l_mut_719_ = 0u;
                                                    l_mut_714_ = l_734_;
                                                } else {
                                                    bool l_735_ = (l_712_ > 0u);
                                                    if (l_735_) {
                                                        uint _e2787 = l_mut_87_;
                                                        uint l_736_ = (_e2787 << l_712_);
                                                        uint _e2789 = l_mut_72_;
                                                        uint l_737_ = (_e2789 << l_712_);
                                                        uint l_738_ = (32u - l_712_);
                                                        uint _e2793 = l_mut_87_;
                                                        uint l_739_ = (_e2793 >> l_738_);
                                                        uint l_740_ = (l_737_ | l_739_);
                                                        l_mut_719_ = l_736_;
                                                        l_mut_714_ = l_740_;
                                                    }
                                                }
                                                uint _e2796 = l_mut_708_;
                                                uint _e2797 = l_mut_719_;
                                                uint l_741_ = (_e2796 - _e2797);
                                                uint _e2799 = l_mut_709_;
                                                uint _e2800 = l_mut_714_;
                                                uint l_742_ = (_e2799 - _e2800);
                                                uint _e2802 = l_mut_708_;
                                                uint _e2803 = l_mut_719_;
                                                bool l_743_ = (_e2802 < _e2803);
                                                uint l_744_ = uint(l_743_);
                                                uint l_745_ = (l_742_ - l_744_);
                                                l_mut_708_ = l_741_;
                                                l_mut_709_ = l_745_;
                                                uint l_746_ = (1u << l_712_);
                                                uint _e2809 = l_mut_710_;
                                                l_mut_710_ = (_e2809 | l_746_);
                                            }
                                        }
                                    }
                                    uint _e2814 = l_mut_710_;
                                    uint l_747_ = min(_e2814, l_689_);
                                    l_mut_719_ = l_747_;
                                    uint _e2816 = l_mut_709_;
                                    uint _e2817 = l_mut_72_;
                                    bool l_748_ = (_e2816 < _e2817);
                                    uint _e2819 = l_mut_709_;
                                    uint _e2820 = l_mut_72_;
                                    bool l_749_ = (_e2819 == _e2820);
                                    uint _e2822 = l_mut_708_;
                                    uint _e2823 = l_mut_87_;
                                    bool l_750_ = (_e2822 < _e2823);
                                    if (l_749_) {
                                        local_15 = l_750_;
                                    } else {
                                        local_15 = false;
                                    }
                                    bool l_751_ = local_15;
                                    if (!(l_748_)) {
                                        local_16 = l_751_;
                                    } else {
                                        local_16 = true;
                                    }
                                    bool l_752_ = local_16;
                                    bool l_753_ = !(l_752_);
                                    if (l_753_) {
                                        l_mut_719_ = l_689_;
                                    }
                                    uint _e2835 = l_mut_719_;
                                    l_mut_697_ = _e2835;
                                }
                                uint _e2836 = l_mut_87_;
                                uint _e2837 = l_mut_697_;
                                uint l_754_ = (_e2836 * _e2837);
                                uint _e2839 = l_mut_87_;
                                uint l_2028_ = (_e2839 & 65535u);
                                uint _e2842 = l_mut_87_;
                                uint l_2029_ = (_e2842 >> 16u);
                                uint l_2030_ = (l_2029_ & 65535u);
                                uint _e2847 = l_mut_697_;
                                uint l_2031_ = (_e2847 & 65535u);
                                uint _e2850 = l_mut_697_;
                                uint l_2032_ = (_e2850 >> 16u);
                                uint l_2033_ = (l_2032_ & 65535u);
                                uint l_2034_ = (l_2028_ * l_2031_);
                                uint l_2035_ = (l_2030_ * l_2031_);
                                uint l_2036_ = (l_2028_ * l_2033_);
                                uint l_2037_ = (l_2030_ * l_2033_);
                                uint l_2038_ = (l_2034_ >> 16u);
                                uint l_2039_ = (l_2038_ & 65535u);
                                uint l_2040_ = (l_2035_ & 65535u);
                                uint l_2041_ = (l_2039_ + l_2040_);
                                uint l_2042_ = (l_2036_ & 65535u);
                                uint l_2043_ = (l_2041_ + l_2042_);
                                uint l_2044_ = (l_2035_ >> 16u);
                                uint l_2045_ = (l_2044_ & 65535u);
                                uint l_2046_ = (l_2037_ + l_2045_);
                                uint l_2047_ = (l_2036_ >> 16u);
                                uint l_2048_ = (l_2047_ & 65535u);
                                uint l_2049_ = (l_2046_ + l_2048_);
                                uint l_2050_ = (l_2043_ >> 16u);
                                uint l_2051_ = (l_2050_ & 65535u);
                                uint l_755_ = (l_2049_ + l_2051_);
                                uint _e2884 = l_mut_72_;
                                uint _e2885 = l_mut_697_;
                                uint l_756_ = (_e2884 * _e2885);
                                uint l_757_ = (l_755_ + l_756_);
                                uint l_758_ = (l_674_ - l_754_);
                                uint l_759_ = (l_678_ - l_757_);
                                bool l_760_ = (l_674_ < l_754_);
                                uint l_761_ = uint(l_760_);
                                uint l_762_ = (l_759_ - l_761_);
                                l_mut_651_ = l_758_;
                                l_mut_690_ = l_762_;
                                uint _e2893 = l_mut_690_;
                                uint _e2894 = l_mut_72_;
                                bool l_763_ = (_e2893 < _e2894);
                                uint _e2896 = l_mut_690_;
                                uint _e2897 = l_mut_72_;
                                bool l_764_ = (_e2896 == _e2897);
                                uint _e2899 = l_mut_651_;
                                uint _e2900 = l_mut_87_;
                                bool l_765_ = (_e2899 < _e2900);
                                if (l_764_) {
                                    local_17 = l_765_;
                                } else {
                                    local_17 = false;
                                }
                                bool l_766_ = local_17;
                                if (!(l_763_)) {
                                    local_18 = l_766_;
                                } else {
                                    local_18 = true;
                                }
                                bool l_767_ = local_18;
                                bool l_768_ = !(l_767_);
                                if (l_768_) {
                                    uint _e2912 = l_mut_651_;
                                    uint _e2913 = l_mut_87_;
                                    uint l_769_ = (_e2912 - _e2913);
                                    uint _e2915 = l_mut_690_;
                                    uint _e2916 = l_mut_72_;
                                    uint l_770_ = (_e2915 - _e2916);
                                    uint _e2918 = l_mut_651_;
                                    uint _e2919 = l_mut_87_;
                                    bool l_771_ = (_e2918 < _e2919);
                                    uint l_772_ = uint(l_771_);
                                    uint l_773_ = (l_770_ - l_772_);
                                    l_mut_651_ = l_769_;
                                    l_mut_690_ = l_773_;
                                }
                            }
                            uint _e2923 = l_mut_87_;
                            uint _e2924 = l_mut_651_;
                            uint l_774_ = (_e2923 - _e2924);
                            uint _e2926 = l_mut_72_;
                            uint _e2927 = l_mut_690_;
                            uint l_775_ = (_e2926 - _e2927);
                            uint _e2929 = l_mut_87_;
                            uint _e2930 = l_mut_651_;
                            bool l_776_ = (_e2929 < _e2930);
                            uint l_777_ = uint(l_776_);
                            uint l_778_ = (l_775_ - l_777_);
                            l_mut_719_ = l_774_;
                            l_mut_714_ = l_778_;
                            uint _e2934 = l_mut_72_;
                            bool l_779_ = (l_778_ < _e2934);
                            uint _e2936 = l_mut_72_;
                            bool l_780_ = (l_778_ == _e2936);
                            uint _e2938 = l_mut_87_;
                            bool l_781_ = (l_774_ < _e2938);
                            if (l_780_) {
                                local_19 = l_781_;
                            } else {
                                local_19 = false;
                            }
                            bool l_782_ = local_19;
                            if (!(l_779_)) {
                                local_20 = l_782_;
                            } else {
                                local_20 = true;
                            }
                            bool l_783_ = local_20;
                            bool l_784_ = !(l_783_);
                            if (l_784_) {
                                uint _e2950 = l_mut_87_;
                                uint l_785_ = (l_774_ - _e2950);
                                uint _e2952 = l_mut_72_;
                                uint l_786_ = (l_778_ - _e2952);
                                uint _e2954 = l_mut_87_;
                                bool l_787_ = (l_774_ < _e2954);
                                uint l_788_ = uint(l_787_);
                                uint l_789_ = (l_786_ - l_788_);
                                l_mut_719_ = l_785_;
                                l_mut_714_ = l_789_;
                            }
                            uint _e2958 = l_mut_714_;
                            uint _e2959 = l_mut_657_;
                            bool l_790_ = (_e2958 < _e2959);
                            uint _e2961 = l_mut_714_;
                            uint _e2962 = l_mut_657_;
                            bool l_791_ = (_e2961 == _e2962);
                            uint _e2964 = l_mut_719_;
                            uint _e2965 = l_mut_663_;
                            bool l_792_ = (_e2964 < _e2965);
                            if (l_791_) {
                                local_21 = l_792_;
                            } else {
                                local_21 = false;
                            }
                            bool l_793_ = local_21;
                            if (!(l_790_)) {
                                local_22 = l_793_;
                            } else {
                                local_22 = true;
                            }
                            bool l_794_ = local_22;
                            if (l_794_) {
                                uint _e2976 = l_mut_719_;
                                l_mut_663_ = _e2976;
                                uint _e2977 = l_mut_714_;
                                l_mut_657_ = _e2977;
                            }
                        }
                    } else {
                        uint l_795_ = (l_599_ - l_637_);
                        uint l_796_ = (l_603_ - l_640_);
                        bool l_797_ = (l_599_ < l_637_);
                        uint l_798_ = uint(l_797_);
                        uint l_799_ = (l_796_ - l_798_);
                        l_mut_663_ = l_795_;
                        l_mut_657_ = l_799_;
                        bool l_800_ = (l_603_ < l_640_);
                        bool l_801_ = (l_603_ == l_640_);
                        bool l_802_ = (l_599_ < l_637_);
                        if (l_801_) {
                            local_23 = l_802_;
                        } else {
                            local_23 = false;
                        }
                        bool l_803_ = local_23;
                        if (!(l_800_)) {
                            local_24 = l_803_;
                        } else {
                            local_24 = true;
                        }
                        bool l_804_ = local_24;
                        if (l_804_) {
                            uint l_805_ = (l_67_ - 1u);
                            l_mut_719_ = l_599_;
                            l_mut_714_ = l_603_;
                            uint _e2997 = l_mut_72_;
                            bool l_806_ = (l_603_ < _e2997);
                            uint _e2999 = l_mut_72_;
                            bool l_807_ = (l_603_ == _e2999);
                            uint _e3001 = l_mut_87_;
                            bool l_808_ = (l_599_ < _e3001);
                            if (l_807_) {
                                local_25 = l_808_;
                            } else {
                                local_25 = false;
                            }
                            bool l_809_ = local_25;
                            if (!(l_806_)) {
                                local_26 = l_809_;
                            } else {
                                local_26 = true;
                            }
                            bool l_810_ = local_26;
                            bool l_811_ = !(l_810_);
                            if (l_811_) {
                                l_mut_713_ = 0u;
                                uint _e3014 = l_mut_72_;
                                bool l_812_ = (_e3014 < l_603_);
                                uint _e3016 = l_mut_72_;
                                bool l_813_ = (_e3016 == l_603_);
                                uint _e3018 = l_mut_87_;
                                bool l_814_ = (_e3018 < l_599_);
                                if (l_813_) {
                                    local_27 = l_814_;
                                } else {
                                    local_27 = false;
                                }
                                bool l_815_ = local_27;
                                if (!(l_812_)) {
                                    local_28 = l_815_;
                                } else {
                                    local_28 = true;
                                }
                                bool l_816_ = local_28;
                                if (l_816_) {
                                    uint l_817_ = (l_599_ - 1u);
                                    uint l_818_ = (l_603_ - 0u);
                                    bool l_819_ = (l_599_ < 1u);
                                    uint l_820_ = uint(l_819_);
                                    uint l_821_ = (l_818_ - l_820_);
                                    l_mut_710_ = l_817_;
                                    l_mut_709_ = l_821_;
                                    l_mut_708_ = 0u;
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (!loop_init_1) {
                                            uint _e3125 = l_mut_822_;
                                            l_mut_822_ = (_e3125 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e3040 = l_mut_822_;
                                        if ((_e3040 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3044 = l_mut_822_;
                                            uint l_823_ = (19u - _e3044);
                                            uint _e3046 = l_mut_710_;
                                            l_mut_697_ = _e3046;
                                            uint _e3047 = l_mut_709_;
                                            l_mut_690_ = _e3047;
                                            bool l_824_ = (l_823_ >= 32u);
                                            if (l_824_) {
                                                uint l_825_ = (l_823_ & 31u);
                                                uint _e3052 = l_mut_709_;
                                                uint l_826_ = (_e3052 >> l_825_);
                                                l_mut_697_ = l_826_;
                                                l_mut_690_ = 0u;
                                            } else {
                                                bool l_827_ = (l_823_ > 0u);
                                                if (l_827_) {
                                                    uint _e3057 = l_mut_710_;
                                                    l_mut_651_ = _e3057;
                                                    bool l_828_ = (l_823_ > 0u);
                                                    if (l_828_) {
                                                        uint _e3060 = l_mut_710_;
                                                        uint l_829_ = (_e3060 >> l_823_);
                                                        uint l_830_ = (32u - l_823_);
                                                        uint _e3064 = l_mut_709_;
                                                        uint l_831_ = (_e3064 << l_830_);
                                                        uint l_832_ = (l_829_ | l_831_);
                                                        l_mut_651_ = l_832_;
                                                    }
                                                    uint _e3067 = l_mut_709_;
                                                    uint l_833_ = (_e3067 >> l_823_);
                                                    uint _e3069 = l_mut_651_;
                                                    l_mut_697_ = _e3069;
                                                    l_mut_690_ = l_833_;
                                                }
                                            }
                                            uint _e3070 = l_mut_690_;
                                            uint _e3071 = l_mut_72_;
                                            bool l_834_ = (_e3070 < _e3071);
                                            uint _e3073 = l_mut_690_;
                                            uint _e3074 = l_mut_72_;
                                            bool l_835_ = (_e3073 == _e3074);
                                            uint _e3076 = l_mut_697_;
                                            uint _e3077 = l_mut_87_;
                                            bool l_836_ = (_e3076 < _e3077);
                                            if (l_835_) {
                                                local_29 = l_836_;
                                            } else {
                                                local_29 = false;
                                            }
                                            bool l_837_ = local_29;
                                            if (!(l_834_)) {
                                                local_30 = l_837_;
                                            } else {
                                                local_30 = true;
                                            }
                                            bool l_838_ = local_30;
                                            bool l_839_ = !(l_838_);
                                            if (l_839_) {
                                                uint _e3089 = l_mut_87_;
                                                l_mut_697_ = _e3089;
                                                uint _e3090 = l_mut_72_;
                                                l_mut_690_ = _e3090;
                                                bool l_840_ = (l_823_ >= 32u);
                                                if (l_840_) {
                                                    uint l_841_ = (l_823_ & 31u);
                                                    uint _e3095 = l_mut_87_;
                                                    uint l_842_ = (_e3095 << l_841_);
                                                    l_mut_697_ = 0u;
                                                    l_mut_690_ = l_842_;
                                                } else {
                                                    bool l_843_ = (l_823_ > 0u);
                                                    if (l_843_) {
                                                        uint _e3100 = l_mut_87_;
                                                        uint l_844_ = (_e3100 << l_823_);
                                                        uint _e3102 = l_mut_72_;
                                                        uint l_845_ = (_e3102 << l_823_);
                                                        uint l_846_ = (32u - l_823_);
                                                        uint _e3106 = l_mut_87_;
                                                        uint l_847_ = (_e3106 >> l_846_);
                                                        uint l_848_ = (l_845_ | l_847_);
                                                        l_mut_697_ = l_844_;
                                                        l_mut_690_ = l_848_;
                                                    }
                                                }
                                                uint _e3109 = l_mut_710_;
                                                uint _e3110 = l_mut_697_;
                                                uint l_849_ = (_e3109 - _e3110);
                                                uint _e3112 = l_mut_709_;
                                                uint _e3113 = l_mut_690_;
                                                uint l_850_ = (_e3112 - _e3113);
                                                uint _e3115 = l_mut_710_;
                                                uint _e3116 = l_mut_697_;
                                                bool l_851_ = (_e3115 < _e3116);
                                                uint l_852_ = uint(l_851_);
                                                uint l_853_ = (l_850_ - l_852_);
                                                l_mut_710_ = l_849_;
                                                l_mut_709_ = l_853_;
                                                uint l_854_ = (1u << l_823_);
                                                uint _e3122 = l_mut_708_;
                                                l_mut_708_ = (_e3122 | l_854_);
                                            }
                                        }
                                    }
                                    uint _e3127 = l_mut_708_;
                                    uint l_855_ = min(_e3127, l_805_);
                                    l_mut_708_ = l_855_;
                                    uint _e3129 = l_mut_709_;
                                    uint _e3130 = l_mut_72_;
                                    bool l_856_ = (_e3129 < _e3130);
                                    uint _e3132 = l_mut_709_;
                                    uint _e3133 = l_mut_72_;
                                    bool l_857_ = (_e3132 == _e3133);
                                    uint _e3135 = l_mut_710_;
                                    uint _e3136 = l_mut_87_;
                                    bool l_858_ = (_e3135 < _e3136);
                                    if (l_857_) {
                                        local_31 = l_858_;
                                    } else {
                                        local_31 = false;
                                    }
                                    bool l_859_ = local_31;
                                    if (!(l_856_)) {
                                        local_32 = l_859_;
                                    } else {
                                        local_32 = true;
                                    }
                                    bool l_860_ = local_32;
                                    bool l_861_ = !(l_860_);
                                    if (l_861_) {
                                        l_mut_708_ = l_805_;
                                    }
                                    uint _e3148 = l_mut_708_;
                                    l_mut_713_ = _e3148;
                                }
                                uint _e3149 = l_mut_87_;
                                uint _e3150 = l_mut_713_;
                                uint l_862_ = (_e3149 * _e3150);
                                uint _e3152 = l_mut_87_;
                                uint l_2053_ = (_e3152 & 65535u);
                                uint _e3155 = l_mut_87_;
                                uint l_2054_ = (_e3155 >> 16u);
                                uint l_2055_ = (l_2054_ & 65535u);
                                uint _e3160 = l_mut_713_;
                                uint l_2056_ = (_e3160 & 65535u);
                                uint _e3163 = l_mut_713_;
                                uint l_2057_ = (_e3163 >> 16u);
                                uint l_2058_ = (l_2057_ & 65535u);
                                uint l_2059_ = (l_2053_ * l_2056_);
                                uint l_2060_ = (l_2055_ * l_2056_);
                                uint l_2061_ = (l_2053_ * l_2058_);
                                uint l_2062_ = (l_2055_ * l_2058_);
                                uint l_2063_ = (l_2059_ >> 16u);
                                uint l_2064_ = (l_2063_ & 65535u);
                                uint l_2065_ = (l_2060_ & 65535u);
                                uint l_2066_ = (l_2064_ + l_2065_);
                                uint l_2067_ = (l_2061_ & 65535u);
                                uint l_2068_ = (l_2066_ + l_2067_);
                                uint l_2069_ = (l_2060_ >> 16u);
                                uint l_2070_ = (l_2069_ & 65535u);
                                uint l_2071_ = (l_2062_ + l_2070_);
                                uint l_2072_ = (l_2061_ >> 16u);
                                uint l_2073_ = (l_2072_ & 65535u);
                                uint l_2074_ = (l_2071_ + l_2073_);
                                uint l_2075_ = (l_2068_ >> 16u);
                                uint l_2076_ = (l_2075_ & 65535u);
                                uint l_863_ = (l_2074_ + l_2076_);
                                uint _e3197 = l_mut_72_;
                                uint _e3198 = l_mut_713_;
                                uint l_864_ = (_e3197 * _e3198);
                                uint l_865_ = (l_863_ + l_864_);
                                uint l_866_ = (l_599_ - l_862_);
                                uint l_867_ = (l_603_ - l_865_);
                                bool l_868_ = (l_599_ < l_862_);
                                uint l_869_ = uint(l_868_);
                                uint l_870_ = (l_867_ - l_869_);
                                l_mut_719_ = l_866_;
                                l_mut_714_ = l_870_;
                                uint _e3206 = l_mut_714_;
                                uint _e3207 = l_mut_72_;
                                bool l_871_ = (_e3206 < _e3207);
                                uint _e3209 = l_mut_714_;
                                uint _e3210 = l_mut_72_;
                                bool l_872_ = (_e3209 == _e3210);
                                uint _e3212 = l_mut_719_;
                                uint _e3213 = l_mut_87_;
                                bool l_873_ = (_e3212 < _e3213);
                                if (l_872_) {
                                    local_33 = l_873_;
                                } else {
                                    local_33 = false;
                                }
                                bool l_874_ = local_33;
                                if (!(l_871_)) {
                                    local_34 = l_874_;
                                } else {
                                    local_34 = true;
                                }
                                bool l_875_ = local_34;
                                bool l_876_ = !(l_875_);
                                if (l_876_) {
                                    uint _e3225 = l_mut_719_;
                                    uint _e3226 = l_mut_87_;
                                    uint l_877_ = (_e3225 - _e3226);
                                    uint _e3228 = l_mut_714_;
                                    uint _e3229 = l_mut_72_;
                                    uint l_878_ = (_e3228 - _e3229);
                                    uint _e3231 = l_mut_719_;
                                    uint _e3232 = l_mut_87_;
                                    bool l_879_ = (_e3231 < _e3232);
                                    uint l_880_ = uint(l_879_);
                                    uint l_881_ = (l_878_ - l_880_);
                                    l_mut_719_ = l_877_;
                                    l_mut_714_ = l_881_;
                                }
                            }
                            uint _e3236 = l_mut_714_;
                            uint _e3237 = l_mut_657_;
                            bool l_882_ = (_e3236 < _e3237);
                            uint _e3239 = l_mut_714_;
                            uint _e3240 = l_mut_657_;
                            bool l_883_ = (_e3239 == _e3240);
                            uint _e3242 = l_mut_719_;
                            uint _e3243 = l_mut_663_;
                            bool l_884_ = (_e3242 < _e3243);
                            if (l_883_) {
                                local_35 = l_884_;
                            } else {
                                local_35 = false;
                            }
                            bool l_885_ = local_35;
                            if (!(l_882_)) {
                                local_36 = l_885_;
                            } else {
                                local_36 = true;
                            }
                            bool l_886_ = local_36;
                            if (l_886_) {
                                uint _e3254 = l_mut_719_;
                                l_mut_663_ = _e3254;
                                uint _e3255 = l_mut_714_;
                                l_mut_657_ = _e3255;
                            }
                        }
                    }
                    uint _e3256 = l_mut_657_;
                    bool l_887_ = (_e3256 < l_613_);
                    uint _e3258 = l_mut_657_;
                    bool l_888_ = (_e3258 == l_613_);
                    uint _e3260 = l_mut_663_;
                    bool l_889_ = (_e3260 < l_609_);
                    if (l_888_) {
                        local_37 = l_889_;
                    } else {
                        local_37 = false;
                    }
                    bool l_890_ = local_37;
                    if (!(l_887_)) {
                        local_38 = l_890_;
                    } else {
                        local_38 = true;
                    }
                    bool l_891_ = local_38;
                    bool l_892_ = !(l_891_);
                    uint l_893_ = uint(l_892_);
                    uint l_894_ = (2u - l_893_);
                    l_mut_35_ = l_894_;
                }
                uint _e3275 = l_mut_35_;
                bool l_895_ = (_e3275 > 0u);
                if (l_895_) {
                    uint _e3278 = l_mut_35_;
                    bool l_896_ = (_e3278 == 1u);
                    l_mut_619_ = l_896_;
                    l_mut_626_ = false;
                }
            }
            l_mut_897_ = false;
            while(true) {
                bool _e3283 = l_mut_626_;
                bool l_898_ = !(_e3283);
                if (l_898_) {
                    break;
                }
                uint _e3285 = l_mut_280_;
                l_mut_719_ = _e3285;
                uint _e3286 = l_mut_274_;
                l_mut_714_ = _e3286;
                bool _e3287 = l_mut_897_;
                if (_e3287) {
                    uint _e3288 = l_mut_224_;
                    l_mut_719_ = _e3288;
                    uint _e3289 = l_mut_218_;
                    l_mut_714_ = _e3289;
                }
                uint _e3290 = l_mut_150_;
                uint _e3291 = l_mut_714_;
                bool l_899_ = (_e3290 < _e3291);
                uint _e3293 = l_mut_150_;
                uint _e3294 = l_mut_714_;
                bool l_900_ = (_e3293 == _e3294);
                uint _e3296 = l_mut_156_;
                uint _e3297 = l_mut_719_;
                bool l_901_ = (_e3296 < _e3297);
                if (l_900_) {
                    local_39 = l_901_;
                } else {
                    local_39 = false;
                }
                bool l_902_ = local_39;
                if (!(l_899_)) {
                    local_40 = l_902_;
                } else {
                    local_40 = true;
                }
                bool l_903_ = local_40;
                bool l_904_ = !(l_903_);
                bool _e3309 = l_mut_897_;
                bool l_905_ = (l_904_ != _e3309);
                if (l_905_) {
                    uint _e3311 = l_mut_280_;
                    l_mut_719_ = _e3311;
                    uint _e3312 = l_mut_274_;
                    l_mut_714_ = _e3312;
                    uint _e3313 = l_mut_224_;
                    l_mut_280_ = _e3313;
                    uint _e3314 = l_mut_218_;
                    l_mut_274_ = _e3314;
                    uint _e3315 = l_mut_719_;
                    l_mut_224_ = _e3315;
                    uint _e3316 = l_mut_714_;
                    l_mut_218_ = _e3316;
                    uint _e3317 = l_mut_99_;
                    l_mut_719_ = _e3317;
                    uint _e3318 = l_mut_93_;
                    l_mut_99_ = _e3318;
                    uint _e3319 = l_mut_719_;
                    l_mut_93_ = _e3319;
                    l_mut_897_ = l_904_;
                }
                uint _e3320 = l_mut_280_;
                uint _e3321 = l_mut_156_;
                uint l_906_ = (_e3320 - _e3321);
                uint _e3323 = l_mut_274_;
                uint _e3324 = l_mut_150_;
                uint l_907_ = (_e3323 - _e3324);
                uint _e3326 = l_mut_280_;
                uint _e3327 = l_mut_156_;
                bool l_908_ = (_e3326 < _e3327);
                uint l_909_ = uint(l_908_);
                uint l_910_ = (l_907_ - l_909_);
                l_mut_719_ = l_906_;
                l_mut_714_ = l_910_;
                bool _e3331 = l_mut_897_;
                if (_e3331) {
                    uint _e3332 = l_mut_156_;
                    uint l_911_ = (_e3332 - l_609_);
                    uint _e3334 = l_mut_150_;
                    uint l_912_ = (_e3334 - l_613_);
                    uint _e3336 = l_mut_156_;
                    bool l_913_ = (_e3336 < l_609_);
                    uint l_914_ = uint(l_913_);
                    uint l_915_ = (l_912_ - l_914_);
                    l_mut_719_ = l_911_;
                    l_mut_714_ = l_915_;
                }
                uint _e3340 = l_mut_280_;
                l_mut_713_ = _e3340;
                uint _e3341 = l_mut_274_;
                l_mut_710_ = _e3341;
                uint _e3342 = l_mut_714_;
                uint _e3343 = l_mut_274_;
                bool l_916_ = (_e3342 < _e3343);
                uint _e3345 = l_mut_714_;
                uint _e3346 = l_mut_274_;
                bool l_917_ = (_e3345 == _e3346);
                uint _e3348 = l_mut_719_;
                uint _e3349 = l_mut_280_;
                bool l_918_ = (_e3348 < _e3349);
                if (l_917_) {
                    local_41 = l_918_;
                } else {
                    local_41 = false;
                }
                bool l_919_ = local_41;
                if (!(l_916_)) {
                    local_42 = l_919_;
                } else {
                    local_42 = true;
                }
                bool l_920_ = local_42;
                if (l_920_) {
                    uint _e3360 = l_mut_719_;
                    l_mut_713_ = _e3360;
                    uint _e3361 = l_mut_714_;
                    l_mut_710_ = _e3361;
                }
                l_mut_921_ = false;
                uint _e3363 = l_mut_713_;
                l_mut_719_ = _e3363;
                uint _e3364 = l_mut_710_;
                l_mut_714_ = _e3364;
                if (false) {
                    uint _e3367 = l_mut_710_;
                    uint l_924_ = (_e3367 >> 3u);
                    l_mut_719_ = l_924_;
                    l_mut_714_ = 0u;
                } else {
                    if (true) {
                        uint _e3371 = l_mut_713_;
                        l_mut_709_ = _e3371;
                        if (true) {
                            uint _e3373 = l_mut_713_;
                            uint l_927_ = (_e3373 >> 3u);
                            uint _e3376 = l_mut_710_;
                            uint l_928_ = (_e3376 << 29u);
                            uint l_929_ = (l_927_ | l_928_);
                            l_mut_709_ = l_929_;
                        }
                        uint _e3380 = l_mut_710_;
                        uint l_930_ = (_e3380 >> 3u);
                        uint _e3383 = l_mut_709_;
                        l_mut_719_ = _e3383;
                        l_mut_714_ = l_930_;
                    }
                }
                uint _e3384 = l_mut_714_;
                uint _e3385 = l_mut_218_;
                bool l_931_ = (_e3384 < _e3385);
                uint _e3387 = l_mut_714_;
                uint _e3388 = l_mut_218_;
                bool l_932_ = (_e3387 == _e3388);
                uint _e3390 = l_mut_719_;
                uint _e3391 = l_mut_224_;
                bool l_933_ = (_e3390 < _e3391);
                if (l_932_) {
                    local_43 = l_933_;
                } else {
                    local_43 = false;
                }
                bool l_934_ = local_43;
                if (!(l_931_)) {
                    local_44 = l_934_;
                } else {
                    local_44 = true;
                }
                bool l_935_ = local_44;
                bool l_936_ = !(l_935_);
                l_mut_921_ = l_936_;
                l_mut_719_ = 0u;
                uint _e3404 = l_mut_224_;
                uint _e3405 = l_mut_218_;
                uint l_937_ = (_e3404 | _e3405);
                bool l_938_ = (l_937_ == 0u);
                bool l_939_ = !(l_938_);
                bool _e3410 = l_mut_921_;
                if (_e3410) {
                    local_45 = l_939_;
                } else {
                    local_45 = false;
                }
                bool l_940_ = local_45;
                uint _e3415 = l_mut_218_;
                uint _e3416 = l_mut_710_;
                bool l_941_ = (_e3415 < _e3416);
                uint _e3418 = l_mut_218_;
                uint _e3419 = l_mut_710_;
                bool l_942_ = (_e3418 == _e3419);
                uint _e3421 = l_mut_224_;
                uint _e3422 = l_mut_713_;
                bool l_943_ = (_e3421 < _e3422);
                if (l_942_) {
                    local_46 = l_943_;
                } else {
                    local_46 = false;
                }
                bool l_944_ = local_46;
                if (!(l_941_)) {
                    local_47 = l_944_;
                } else {
                    local_47 = true;
                }
                bool l_945_ = local_47;
                if (l_940_) {
                    local_48 = l_945_;
                } else {
                    local_48 = false;
                }
                bool l_946_ = local_48;
                uint _e3437 = l_mut_99_;
                uint _e3438 = l_mut_93_;
                uint l_947_ = (_e3437 + _e3438);
                bool l_948_ = (l_947_ < l_67_);
                if (l_946_) {
                    local_49 = l_948_;
                } else {
                    local_49 = false;
                }
                bool l_949_ = local_49;
                if (l_949_) {
                    uint _e3445 = l_mut_99_;
                    uint l_950_ = (l_67_ - _e3445);
                    uint _e3447 = l_mut_93_;
                    uint l_951_ = (l_950_ - _e3447);
                    uint _e3449 = l_mut_99_;
                    uint l_952_ = (l_951_ / _e3449);
                    uint _e3451 = l_mut_713_;
                    uint l_953_ = (_e3451 - 1u);
                    uint _e3454 = l_mut_710_;
                    uint l_954_ = (_e3454 - 0u);
                    uint _e3457 = l_mut_713_;
                    bool l_955_ = (_e3457 < 1u);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_714_ = l_953_;
                    l_mut_713_ = l_957_;
                    l_mut_710_ = 0u;
                    l_mut_958_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e3550 = l_mut_958_;
                            l_mut_958_ = (_e3550 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e3465 = l_mut_958_;
                        if ((_e3465 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3469 = l_mut_958_;
                            uint l_959_ = (19u - _e3469);
                            uint _e3471 = l_mut_714_;
                            l_mut_709_ = _e3471;
                            uint _e3472 = l_mut_713_;
                            l_mut_708_ = _e3472;
                            bool l_960_ = (l_959_ >= 32u);
                            if (l_960_) {
                                uint l_961_ = (l_959_ & 31u);
                                uint _e3477 = l_mut_713_;
                                uint l_962_ = (_e3477 >> l_961_);
                                l_mut_709_ = l_962_;
                                l_mut_708_ = 0u;
                            } else {
                                bool l_963_ = (l_959_ > 0u);
                                if (l_963_) {
                                    uint _e3482 = l_mut_714_;
                                    l_mut_697_ = _e3482;
                                    bool l_964_ = (l_959_ > 0u);
                                    if (l_964_) {
                                        uint _e3485 = l_mut_714_;
                                        uint l_965_ = (_e3485 >> l_959_);
                                        uint l_966_ = (32u - l_959_);
                                        uint _e3489 = l_mut_713_;
                                        uint l_967_ = (_e3489 << l_966_);
                                        uint l_968_ = (l_965_ | l_967_);
                                        l_mut_697_ = l_968_;
                                    }
                                    uint _e3492 = l_mut_713_;
                                    uint l_969_ = (_e3492 >> l_959_);
                                    uint _e3494 = l_mut_697_;
                                    l_mut_709_ = _e3494;
                                    l_mut_708_ = l_969_;
                                }
                            }
                            uint _e3495 = l_mut_708_;
                            uint _e3496 = l_mut_218_;
                            bool l_970_ = (_e3495 < _e3496);
                            uint _e3498 = l_mut_708_;
                            uint _e3499 = l_mut_218_;
                            bool l_971_ = (_e3498 == _e3499);
                            uint _e3501 = l_mut_709_;
                            uint _e3502 = l_mut_224_;
                            bool l_972_ = (_e3501 < _e3502);
                            if (l_971_) {
                                local_50 = l_972_;
                            } else {
                                local_50 = false;
                            }
                            bool l_973_ = local_50;
                            if (!(l_970_)) {
                                local_51 = l_973_;
                            } else {
                                local_51 = true;
                            }
                            bool l_974_ = local_51;
                            bool l_975_ = !(l_974_);
                            if (l_975_) {
                                uint _e3514 = l_mut_224_;
                                l_mut_709_ = _e3514;
                                uint _e3515 = l_mut_218_;
                                l_mut_708_ = _e3515;
                                bool l_976_ = (l_959_ >= 32u);
                                if (l_976_) {
                                    uint l_977_ = (l_959_ & 31u);
                                    uint _e3520 = l_mut_224_;
                                    uint l_978_ = (_e3520 << l_977_);
                                    l_mut_709_ = 0u;
                                    l_mut_708_ = l_978_;
                                } else {
                                    bool l_979_ = (l_959_ > 0u);
                                    if (l_979_) {
                                        uint _e3525 = l_mut_224_;
                                        uint l_980_ = (_e3525 << l_959_);
                                        uint _e3527 = l_mut_218_;
                                        uint l_981_ = (_e3527 << l_959_);
                                        uint l_982_ = (32u - l_959_);
                                        uint _e3531 = l_mut_224_;
                                        uint l_983_ = (_e3531 >> l_982_);
                                        uint l_984_ = (l_981_ | l_983_);
                                        l_mut_709_ = l_980_;
                                        l_mut_708_ = l_984_;
                                    }
                                }
                                uint _e3534 = l_mut_714_;
                                uint _e3535 = l_mut_709_;
                                uint l_985_ = (_e3534 - _e3535);
                                uint _e3537 = l_mut_713_;
                                uint _e3538 = l_mut_708_;
                                uint l_986_ = (_e3537 - _e3538);
                                uint _e3540 = l_mut_714_;
                                uint _e3541 = l_mut_709_;
                                bool l_987_ = (_e3540 < _e3541);
                                uint l_988_ = uint(l_987_);
                                uint l_989_ = (l_986_ - l_988_);
                                l_mut_714_ = l_985_;
                                l_mut_713_ = l_989_;
                                uint l_990_ = (1u << l_959_);
                                uint _e3547 = l_mut_710_;
                                l_mut_710_ = (_e3547 | l_990_);
                            }
                        }
                    }
                    uint _e3552 = l_mut_710_;
                    uint l_991_ = min(_e3552, l_952_);
                    l_mut_710_ = l_991_;
                    uint _e3554 = l_mut_713_;
                    uint _e3555 = l_mut_218_;
                    bool l_992_ = (_e3554 < _e3555);
                    uint _e3557 = l_mut_713_;
                    uint _e3558 = l_mut_218_;
                    bool l_993_ = (_e3557 == _e3558);
                    uint _e3560 = l_mut_714_;
                    uint _e3561 = l_mut_224_;
                    bool l_994_ = (_e3560 < _e3561);
                    if (l_993_) {
                        local_52 = l_994_;
                    } else {
                        local_52 = false;
                    }
                    bool l_995_ = local_52;
                    if (!(l_992_)) {
                        local_53 = l_995_;
                    } else {
                        local_53 = true;
                    }
                    bool l_996_ = local_53;
                    bool l_997_ = !(l_996_);
                    if (l_997_) {
                        l_mut_710_ = l_952_;
                    }
                    uint _e3573 = l_mut_710_;
                    l_mut_719_ = _e3573;
                }
                uint _e3574 = l_mut_280_;
                l_mut_714_ = _e3574;
                uint _e3575 = l_mut_274_;
                l_mut_713_ = _e3575;
                uint _e3576 = l_mut_224_;
                l_mut_710_ = _e3576;
                uint _e3577 = l_mut_218_;
                l_mut_709_ = _e3577;
                uint _e3578 = l_mut_99_;
                l_mut_708_ = _e3578;
                uint _e3579 = l_mut_93_;
                l_mut_697_ = _e3579;
                uint _e3580 = l_mut_156_;
                l_mut_690_ = _e3580;
                uint _e3581 = l_mut_150_;
                l_mut_663_ = _e3581;
                l_mut_657_ = 0u;
                uint _e3583 = l_mut_719_;
                bool l_998_ = (_e3583 > 0u);
                if (l_998_) {
                    uint _e3586 = l_mut_224_;
                    uint _e3587 = l_mut_719_;
                    uint l_999_ = (_e3586 * _e3587);
                    uint _e3589 = l_mut_224_;
                    uint l_2078_ = (_e3589 & 65535u);
                    uint _e3592 = l_mut_224_;
                    uint l_2079_ = (_e3592 >> 16u);
                    uint l_2080_ = (l_2079_ & 65535u);
                    uint _e3597 = l_mut_719_;
                    uint l_2081_ = (_e3597 & 65535u);
                    uint _e3600 = l_mut_719_;
                    uint l_2082_ = (_e3600 >> 16u);
                    uint l_2083_ = (l_2082_ & 65535u);
                    uint l_2084_ = (l_2078_ * l_2081_);
                    uint l_2085_ = (l_2080_ * l_2081_);
                    uint l_2086_ = (l_2078_ * l_2083_);
                    uint l_2087_ = (l_2080_ * l_2083_);
                    uint l_2088_ = (l_2084_ >> 16u);
                    uint l_2089_ = (l_2088_ & 65535u);
                    uint l_2090_ = (l_2085_ & 65535u);
                    uint l_2091_ = (l_2089_ + l_2090_);
                    uint l_2092_ = (l_2086_ & 65535u);
                    uint l_2093_ = (l_2091_ + l_2092_);
                    uint l_2094_ = (l_2085_ >> 16u);
                    uint l_2095_ = (l_2094_ & 65535u);
                    uint l_2096_ = (l_2087_ + l_2095_);
                    uint l_2097_ = (l_2086_ >> 16u);
                    uint l_2098_ = (l_2097_ & 65535u);
                    uint l_2099_ = (l_2096_ + l_2098_);
                    uint l_2100_ = (l_2093_ >> 16u);
                    uint l_2101_ = (l_2100_ & 65535u);
                    uint l_1000_ = (l_2099_ + l_2101_);
                    uint _e3634 = l_mut_218_;
                    uint _e3635 = l_mut_719_;
                    uint l_1001_ = (_e3634 * _e3635);
                    uint l_1002_ = (l_1000_ + l_1001_);
                    bool _e3638 = l_mut_897_;
                    if (_e3638) {
                        uint _e3639 = l_mut_156_;
                        uint l_1003_ = (_e3639 - l_999_);
                        uint _e3641 = l_mut_150_;
                        uint l_1004_ = (_e3641 - l_1002_);
                        uint _e3643 = l_mut_156_;
                        bool l_1005_ = (_e3643 < l_999_);
                        uint l_1006_ = uint(l_1005_);
                        uint l_1007_ = (l_1004_ - l_1006_);
                        l_mut_690_ = l_1003_;
                        l_mut_663_ = l_1007_;
                    }
                    uint _e3647 = l_mut_280_;
                    uint l_1008_ = (_e3647 - l_999_);
                    uint _e3649 = l_mut_274_;
                    uint l_1009_ = (_e3649 - l_1002_);
                    uint _e3651 = l_mut_280_;
                    bool l_1010_ = (_e3651 < l_999_);
                    uint l_1011_ = uint(l_1010_);
                    uint l_1012_ = (l_1009_ - l_1011_);
                    l_mut_714_ = l_1008_;
                    l_mut_713_ = l_1012_;
                    uint _e3655 = l_mut_719_;
                    uint _e3656 = l_mut_99_;
                    uint l_1013_ = (_e3655 * _e3656);
                    uint _e3658 = l_mut_93_;
                    uint l_1014_ = (_e3658 + l_1013_);
                    l_mut_697_ = l_1014_;
                } else {
                    bool _e3660 = l_mut_897_;
                    if (_e3660) {
                        uint _e3661 = l_mut_156_;
                        uint _e3662 = l_mut_224_;
                        uint l_1015_ = (_e3661 - _e3662);
                        uint _e3664 = l_mut_150_;
                        uint _e3665 = l_mut_218_;
                        uint l_1016_ = (_e3664 - _e3665);
                        uint _e3667 = l_mut_156_;
                        uint _e3668 = l_mut_224_;
                        bool l_1017_ = (_e3667 < _e3668);
                        uint l_1018_ = uint(l_1017_);
                        uint l_1019_ = (l_1016_ - l_1018_);
                        l_mut_690_ = l_1015_;
                        l_mut_663_ = l_1019_;
                        uint _e3672 = l_mut_663_;
                        bool l_1020_ = (_e3672 < l_613_);
                        uint _e3674 = l_mut_663_;
                        bool l_1021_ = (_e3674 == l_613_);
                        uint _e3676 = l_mut_690_;
                        bool l_1022_ = (_e3676 < l_609_);
                        if (l_1021_) {
                            local_54 = l_1022_;
                        } else {
                            local_54 = false;
                        }
                        bool l_1023_ = local_54;
                        if (!(l_1020_)) {
                            local_55 = l_1023_;
                        } else {
                            local_55 = true;
                        }
                        bool l_1024_ = local_55;
                        if (l_1024_) {
                            l_mut_657_ = 2u;
                        }
                    }
                    uint _e3688 = l_mut_657_;
                    bool l_1025_ = (_e3688 == 0u);
                    if (l_1025_) {
                        uint _e3691 = l_mut_99_;
                        uint l_1026_ = (l_67_ - _e3691);
                        uint _e3693 = l_mut_93_;
                        uint l_1027_ = (l_1026_ / _e3693);
                        l_mut_719_ = 0u;
                        l_mut_921_ = false;
                        uint _e3697 = l_mut_224_;
                        l_mut_651_ = _e3697;
                        uint _e3698 = l_mut_218_;
                        l_mut_87_ = _e3698;
                        if (false) {
                            uint _e3701 = l_mut_218_;
                            uint l_1030_ = (_e3701 >> 3u);
                            l_mut_651_ = l_1030_;
                            l_mut_87_ = 0u;
                        } else {
                            if (true) {
                                uint _e3705 = l_mut_224_;
                                l_mut_72_ = _e3705;
                                if (true) {
                                    uint _e3707 = l_mut_224_;
                                    uint l_1033_ = (_e3707 >> 3u);
                                    uint _e3710 = l_mut_218_;
                                    uint l_1034_ = (_e3710 << 29u);
                                    uint l_1035_ = (l_1033_ | l_1034_);
                                    l_mut_72_ = l_1035_;
                                }
                                uint _e3714 = l_mut_218_;
                                uint l_1036_ = (_e3714 >> 3u);
                                uint _e3717 = l_mut_72_;
                                l_mut_651_ = _e3717;
                                l_mut_87_ = l_1036_;
                            }
                        }
                        uint _e3718 = l_mut_87_;
                        uint _e3719 = l_mut_274_;
                        bool l_1037_ = (_e3718 < _e3719);
                        uint _e3721 = l_mut_87_;
                        uint _e3722 = l_mut_274_;
                        bool l_1038_ = (_e3721 == _e3722);
                        uint _e3724 = l_mut_651_;
                        uint _e3725 = l_mut_280_;
                        bool l_1039_ = (_e3724 < _e3725);
                        if (l_1038_) {
                            local_56 = l_1039_;
                        } else {
                            local_56 = false;
                        }
                        bool l_1040_ = local_56;
                        if (!(l_1037_)) {
                            local_57 = l_1040_;
                        } else {
                            local_57 = true;
                        }
                        bool l_1041_ = local_57;
                        bool l_1042_ = !(l_1041_);
                        l_mut_921_ = l_1042_;
                        uint _e3737 = l_mut_280_;
                        uint _e3738 = l_mut_274_;
                        uint l_1043_ = (_e3737 | _e3738);
                        bool l_1044_ = (l_1043_ == 0u);
                        if (l_1044_) {
                            l_mut_719_ = l_1027_;
                        } else {
                            bool _e3742 = l_mut_921_;
                            if (_e3742) {
                                uint _e3743 = l_mut_274_;
                                uint _e3744 = l_mut_218_;
                                bool l_1045_ = (_e3743 < _e3744);
                                uint _e3746 = l_mut_274_;
                                uint _e3747 = l_mut_218_;
                                bool l_1046_ = (_e3746 == _e3747);
                                uint _e3749 = l_mut_280_;
                                uint _e3750 = l_mut_224_;
                                bool l_1047_ = (_e3749 < _e3750);
                                if (l_1046_) {
                                    local_58 = l_1047_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_1048_ = local_58;
                                if (!(l_1045_)) {
                                    local_59 = l_1048_;
                                } else {
                                    local_59 = true;
                                }
                                bool l_1049_ = local_59;
                                if (l_1049_) {
                                    uint _e3761 = l_mut_224_;
                                    uint l_1050_ = (_e3761 - 1u);
                                    uint _e3764 = l_mut_218_;
                                    uint l_1051_ = (_e3764 - 0u);
                                    uint _e3767 = l_mut_224_;
                                    bool l_1052_ = (_e3767 < 1u);
                                    uint l_1053_ = uint(l_1052_);
                                    uint l_1054_ = (l_1051_ - l_1053_);
                                    l_mut_651_ = l_1050_;
                                    l_mut_87_ = l_1054_;
                                    l_mut_72_ = 0u;
                                    l_mut_1055_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e3860 = l_mut_1055_;
                                            l_mut_1055_ = (_e3860 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e3775 = l_mut_1055_;
                                        if ((_e3775 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3779 = l_mut_1055_;
                                            uint l_1056_ = (19u - _e3779);
                                            uint _e3781 = l_mut_651_;
                                            l_mut_35_ = _e3781;
                                            uint _e3782 = l_mut_87_;
                                            l_mut_1057_ = _e3782;
                                            bool l_1058_ = (l_1056_ >= 32u);
                                            if (l_1058_) {
                                                uint l_1059_ = (l_1056_ & 31u);
                                                uint _e3787 = l_mut_87_;
                                                uint l_1060_ = (_e3787 >> l_1059_);
                                                l_mut_35_ = l_1060_;
                                                l_mut_1057_ = 0u;
                                            } else {
                                                bool l_1061_ = (l_1056_ > 0u);
                                                if (l_1061_) {
                                                    uint _e3792 = l_mut_651_;
                                                    l_mut_1062_ = _e3792;
                                                    bool l_1063_ = (l_1056_ > 0u);
                                                    if (l_1063_) {
                                                        uint _e3795 = l_mut_651_;
                                                        uint l_1064_ = (_e3795 >> l_1056_);
                                                        uint l_1065_ = (32u - l_1056_);
                                                        uint _e3799 = l_mut_87_;
                                                        uint l_1066_ = (_e3799 << l_1065_);
                                                        uint l_1067_ = (l_1064_ | l_1066_);
                                                        l_mut_1062_ = l_1067_;
                                                    }
                                                    uint _e3802 = l_mut_87_;
                                                    uint l_1068_ = (_e3802 >> l_1056_);
                                                    uint _e3804 = l_mut_1062_;
                                                    l_mut_35_ = _e3804;
                                                    l_mut_1057_ = l_1068_;
                                                }
                                            }
                                            uint _e3805 = l_mut_1057_;
                                            uint _e3806 = l_mut_274_;
                                            bool l_1069_ = (_e3805 < _e3806);
                                            uint _e3808 = l_mut_1057_;
                                            uint _e3809 = l_mut_274_;
                                            bool l_1070_ = (_e3808 == _e3809);
                                            uint _e3811 = l_mut_35_;
                                            uint _e3812 = l_mut_280_;
                                            bool l_1071_ = (_e3811 < _e3812);
                                            if (l_1070_) {
                                                local_60 = l_1071_;
                                            } else {
                                                local_60 = false;
                                            }
                                            bool l_1072_ = local_60;
                                            if (!(l_1069_)) {
                                                local_61 = l_1072_;
                                            } else {
                                                local_61 = true;
                                            }
                                            bool l_1073_ = local_61;
                                            bool l_1074_ = !(l_1073_);
                                            if (l_1074_) {
                                                uint _e3824 = l_mut_280_;
                                                l_mut_1062_ = _e3824;
                                                uint _e3825 = l_mut_274_;
                                                l_mut_1057_ = _e3825;
                                                bool l_1075_ = (l_1056_ >= 32u);
                                                if (l_1075_) {
                                                    uint l_1076_ = (l_1056_ & 31u);
                                                    uint _e3830 = l_mut_280_;
                                                    uint l_1077_ = (_e3830 << l_1076_);
                                                    l_mut_1062_ = 0u;
                                                    l_mut_1057_ = l_1077_;
                                                } else {
                                                    bool l_1078_ = (l_1056_ > 0u);
                                                    if (l_1078_) {
                                                        uint _e3835 = l_mut_280_;
                                                        uint l_1079_ = (_e3835 << l_1056_);
                                                        uint _e3837 = l_mut_274_;
                                                        uint l_1080_ = (_e3837 << l_1056_);
                                                        uint l_1081_ = (32u - l_1056_);
                                                        uint _e3841 = l_mut_280_;
                                                        uint l_1082_ = (_e3841 >> l_1081_);
                                                        uint l_1083_ = (l_1080_ | l_1082_);
                                                        l_mut_1062_ = l_1079_;
                                                        l_mut_1057_ = l_1083_;
                                                    }
                                                }
                                                uint _e3844 = l_mut_651_;
                                                uint _e3845 = l_mut_1062_;
                                                uint l_1084_ = (_e3844 - _e3845);
                                                uint _e3847 = l_mut_87_;
                                                uint _e3848 = l_mut_1057_;
                                                uint l_1085_ = (_e3847 - _e3848);
                                                uint _e3850 = l_mut_651_;
                                                uint _e3851 = l_mut_1062_;
                                                bool l_1086_ = (_e3850 < _e3851);
                                                uint l_1087_ = uint(l_1086_);
                                                uint l_1088_ = (l_1085_ - l_1087_);
                                                l_mut_651_ = l_1084_;
                                                l_mut_87_ = l_1088_;
                                                uint l_1089_ = (1u << l_1056_);
                                                uint _e3857 = l_mut_72_;
                                                l_mut_72_ = (_e3857 | l_1089_);
                                            }
                                        }
                                    }
                                    uint _e3862 = l_mut_72_;
                                    uint l_1090_ = min(_e3862, l_1027_);
                                    l_mut_1062_ = l_1090_;
                                    uint _e3864 = l_mut_87_;
                                    uint _e3865 = l_mut_274_;
                                    bool l_1091_ = (_e3864 < _e3865);
                                    uint _e3867 = l_mut_87_;
                                    uint _e3868 = l_mut_274_;
                                    bool l_1092_ = (_e3867 == _e3868);
                                    uint _e3870 = l_mut_651_;
                                    uint _e3871 = l_mut_280_;
                                    bool l_1093_ = (_e3870 < _e3871);
                                    if (l_1092_) {
                                        local_62 = l_1093_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_1094_ = local_62;
                                    if (!(l_1091_)) {
                                        local_63 = l_1094_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_1095_ = local_63;
                                    bool l_1096_ = !(l_1095_);
                                    if (l_1096_) {
                                        l_mut_1062_ = l_1027_;
                                    }
                                    uint _e3883 = l_mut_1062_;
                                    l_mut_719_ = _e3883;
                                }
                            } else {
                                uint _e3884 = l_mut_224_;
                                l_mut_1062_ = _e3884;
                                uint _e3885 = l_mut_218_;
                                l_mut_1057_ = _e3885;
                                while(true) {
                                    uint _e3886 = l_mut_274_;
                                    uint _e3887 = l_mut_1057_;
                                    bool l_1097_ = (_e3886 < _e3887);
                                    uint _e3889 = l_mut_274_;
                                    uint _e3890 = l_mut_1057_;
                                    bool l_1098_ = (_e3889 == _e3890);
                                    uint _e3892 = l_mut_280_;
                                    uint _e3893 = l_mut_1062_;
                                    bool l_1099_ = (_e3892 < _e3893);
                                    if (l_1098_) {
                                        local_64 = l_1099_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_1100_ = local_64;
                                    if (!(l_1097_)) {
                                        local_65 = l_1100_;
                                    } else {
                                        local_65 = true;
                                    }
                                    bool l_1101_ = local_65;
                                    uint _e3904 = l_mut_719_;
                                    uint _e3905 = l_mut_93_;
                                    uint l_1102_ = (_e3904 * _e3905);
                                    uint _e3907 = l_mut_99_;
                                    uint l_1103_ = (_e3907 + l_1102_);
                                    uint _e3909 = l_mut_93_;
                                    uint l_1104_ = (l_1103_ + _e3909);
                                    bool l_1105_ = (l_1104_ < l_67_);
                                    if (l_1101_) {
                                        local_66 = l_1105_;
                                    } else {
                                        local_66 = false;
                                    }
                                    bool l_1106_ = local_66;
                                    bool l_1107_ = !(l_1106_);
                                    if (l_1107_) {
                                        break;
                                    }
                                    uint _e3917 = l_mut_1062_;
                                    uint _e3918 = l_mut_280_;
                                    uint l_1108_ = (_e3917 - _e3918);
                                    uint _e3920 = l_mut_1057_;
                                    uint _e3921 = l_mut_274_;
                                    uint l_1109_ = (_e3920 - _e3921);
                                    uint _e3923 = l_mut_1062_;
                                    uint _e3924 = l_mut_280_;
                                    bool l_1110_ = (_e3923 < _e3924);
                                    uint l_1111_ = uint(l_1110_);
                                    uint l_1112_ = (l_1109_ - l_1111_);
                                    l_mut_1062_ = l_1108_;
                                    l_mut_1057_ = l_1112_;
                                    uint _e3928 = l_mut_719_;
                                    l_mut_719_ = (_e3928 + 1u);
                                }
                            }
                        }
                        uint _e3931 = l_mut_719_;
                        uint _e3932 = l_mut_93_;
                        uint l_1113_ = (_e3931 * _e3932);
                        uint _e3934 = l_mut_99_;
                        uint l_1114_ = (_e3934 + l_1113_);
                        uint _e3936 = l_mut_93_;
                        uint l_1115_ = (l_1114_ + _e3936);
                        bool l_1116_ = (l_1115_ >= l_67_);
                        if (l_1116_) {
                            l_mut_657_ = 1u;
                        } else {
                            uint _e3940 = l_mut_280_;
                            uint _e3941 = l_mut_719_;
                            uint l_1117_ = (_e3940 * _e3941);
                            uint _e3943 = l_mut_280_;
                            uint l_2103_ = (_e3943 & 65535u);
                            uint _e3946 = l_mut_280_;
                            uint l_2104_ = (_e3946 >> 16u);
                            uint l_2105_ = (l_2104_ & 65535u);
                            uint _e3951 = l_mut_719_;
                            uint l_2106_ = (_e3951 & 65535u);
                            uint _e3954 = l_mut_719_;
                            uint l_2107_ = (_e3954 >> 16u);
                            uint l_2108_ = (l_2107_ & 65535u);
                            uint l_2109_ = (l_2103_ * l_2106_);
                            uint l_2110_ = (l_2105_ * l_2106_);
                            uint l_2111_ = (l_2103_ * l_2108_);
                            uint l_2112_ = (l_2105_ * l_2108_);
                            uint l_2113_ = (l_2109_ >> 16u);
                            uint l_2114_ = (l_2113_ & 65535u);
                            uint l_2115_ = (l_2110_ & 65535u);
                            uint l_2116_ = (l_2114_ + l_2115_);
                            uint l_2117_ = (l_2111_ & 65535u);
                            uint l_2118_ = (l_2116_ + l_2117_);
                            uint l_2119_ = (l_2110_ >> 16u);
                            uint l_2120_ = (l_2119_ & 65535u);
                            uint l_2121_ = (l_2112_ + l_2120_);
                            uint l_2122_ = (l_2111_ >> 16u);
                            uint l_2123_ = (l_2122_ & 65535u);
                            uint l_2124_ = (l_2121_ + l_2123_);
                            uint l_2125_ = (l_2118_ >> 16u);
                            uint l_2126_ = (l_2125_ & 65535u);
                            uint l_1118_ = (l_2124_ + l_2126_);
                            uint _e3988 = l_mut_274_;
                            uint _e3989 = l_mut_719_;
                            uint l_1119_ = (_e3988 * _e3989);
                            uint l_1120_ = (l_1118_ + l_1119_);
                            uint _e3992 = l_mut_224_;
                            uint l_1121_ = (_e3992 - l_1117_);
                            uint _e3994 = l_mut_218_;
                            uint l_1122_ = (_e3994 - l_1120_);
                            uint _e3996 = l_mut_224_;
                            bool l_1123_ = (_e3996 < l_1117_);
                            uint l_1124_ = uint(l_1123_);
                            uint l_1125_ = (l_1122_ - l_1124_);
                            l_mut_710_ = l_1121_;
                            l_mut_709_ = l_1125_;
                            uint _e4000 = l_mut_719_;
                            uint _e4001 = l_mut_93_;
                            uint l_1126_ = (_e4000 * _e4001);
                            uint _e4003 = l_mut_99_;
                            uint l_1127_ = (_e4003 + l_1126_);
                            l_mut_708_ = l_1127_;
                            uint _e4005 = l_mut_280_;
                            uint _e4006 = l_mut_710_;
                            uint l_1128_ = (_e4005 - _e4006);
                            uint _e4008 = l_mut_274_;
                            uint _e4009 = l_mut_709_;
                            uint l_1129_ = (_e4008 - _e4009);
                            uint _e4011 = l_mut_280_;
                            uint _e4012 = l_mut_710_;
                            bool l_1130_ = (_e4011 < _e4012);
                            uint l_1131_ = uint(l_1130_);
                            uint l_1132_ = (l_1129_ - l_1131_);
                            l_mut_714_ = l_1128_;
                            l_mut_713_ = l_1132_;
                            uint _e4016 = l_mut_93_;
                            uint _e4017 = l_mut_708_;
                            uint l_1133_ = (_e4016 + _e4017);
                            l_mut_697_ = l_1133_;
                        }
                    }
                }
                uint _e4019 = l_mut_714_;
                l_mut_280_ = _e4019;
                uint _e4020 = l_mut_713_;
                l_mut_274_ = _e4020;
                uint _e4021 = l_mut_710_;
                l_mut_224_ = _e4021;
                uint _e4022 = l_mut_709_;
                l_mut_218_ = _e4022;
                uint _e4023 = l_mut_708_;
                l_mut_99_ = _e4023;
                uint _e4024 = l_mut_697_;
                l_mut_93_ = _e4024;
                uint _e4025 = l_mut_690_;
                l_mut_156_ = _e4025;
                uint _e4026 = l_mut_663_;
                l_mut_150_ = _e4026;
                uint _e4027 = l_mut_657_;
                bool l_1134_ = (_e4027 == 1u);
                l_mut_619_ = l_1134_;
                uint _e4030 = l_mut_657_;
                bool l_1135_ = (_e4030 == 0u);
                l_mut_626_ = l_1135_;
            }
            bool _e4033 = l_mut_619_;
            bool l_1136_ = !(_e4033);
            if (l_1136_) {
                uint l_1137_ = (l_27_ * 8u);
                uint l_1138_ = (l_1137_ + l_28_);
                uint l_2128_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2129_ = (l_2128_ * 1u);
                uint l_2130_ = (l_2129_ - 1u);
                uint l_2131_ = min(1u, l_2130_);
                uint _e4051 = atomicAdd(_group_0_binding_6_cs[l_2131_], 1u);
                uint l_1141_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1142_ = (_e4051 < l_1141_);
                if (l_1142_) {
                    uint l_2133_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2134_ = (l_2133_ * 1u);
                    bool l_2135_ = (_e4051 < l_2134_);
                    if (l_2135_) {
                        _group_0_binding_5_cs[_e4051] = l_1138_;
                        return;
                    } else {
                        return;
                    }
                } else {
                    return;
                }
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
