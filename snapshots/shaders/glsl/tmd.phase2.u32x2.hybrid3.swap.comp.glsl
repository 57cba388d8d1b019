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
    uint l_mut_103_ = 0u;
    uint l_mut_1050_ = 0u;
    uint l_mut_1055_ = 0u;
    uint l_mut_109_ = 0u;
    uint l_mut_160_ = 0u;
    uint l_mut_166_ = 0u;
    uint l_mut_228_ = 0u;
    uint l_mut_234_ = 0u;
    uint l_mut_284_ = 0u;
    uint l_mut_290_ = 0u;
    uint l_mut_45_ = 0u;
    bool l_mut_612_ = false;
    bool l_mut_619_ = false;
    uint l_mut_644_ = 0u;
    uint l_mut_650_ = 0u;
    uint l_mut_656_ = 0u;
    uint l_mut_683_ = 0u;
    uint l_mut_690_ = 0u;
    uint l_mut_701_ = 0u;
    uint l_mut_702_ = 0u;
    uint l_mut_703_ = 0u;
    uint l_mut_706_ = 0u;
    uint l_mut_707_ = 0u;
    uint l_mut_712_ = 0u;
    uint l_mut_82_ = 0u;
    bool l_mut_890_ = false;
    bool l_mut_914_ = false;
    uint l_mut_97_ = 0u;
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
    uint l_mut_704_ = 0u;
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
    uint l_mut_815_ = 0u;
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
    uint l_mut_951_ = 0u;
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
    uint l_mut_1048_ = 0u;
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
        uint l_1136_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1137_ = (l_1136_ * 1u);
        uint l_1138_ = (l_1137_ - 1u);
        uint l_1139_ = min(3u, l_1138_);
        uint _e68 = atomicAdd(_group_0_binding_6_cs[l_1139_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1141_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1142_ = (l_1141_ * 1u);
        bool l_1143_ = (0u < l_1142_);
        uint l_1144_ = (l_1142_ - 1u);
        uint l_1145_ = min(0u, l_1144_);
        uint l_1146_ = _group_0_binding_3_cs[l_1145_];
        uint l_7_ = (l_1143_ ? l_1146_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1148_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1149_ = (l_1148_ * 1u);
        bool l_1150_ = (l_9_ < l_1149_);
        uint l_1151_ = (l_1149_ - 1u);
        uint l_1152_ = min(l_9_, l_1151_);
        uint l_1153_ = _group_0_binding_3_cs[l_1152_];
        uint l_10_ = (l_1150_ ? l_1153_ : 0u);
        uint l_1155_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1156_ = (l_1155_ * 1u);
        bool l_1157_ = (2u < l_1156_);
        uint l_1158_ = (l_1156_ - 1u);
        uint l_1159_ = min(2u, l_1158_);
        uint l_1160_ = _group_0_binding_3_cs[l_1159_];
        uint l_12_ = (l_1157_ ? l_1160_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1162_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1163_ = (l_1162_ * 1u);
        bool l_1164_ = (l_14_ < l_1163_);
        uint l_1165_ = (l_1163_ - 1u);
        uint l_1166_ = min(l_14_, l_1165_);
        uint l_1167_ = _group_0_binding_3_cs[l_1166_];
        uint l_15_ = (l_1164_ ? l_1167_ : 0u);
        uint l_1169_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1170_ = (l_1169_ * 1u);
        bool l_1171_ = (4u < l_1170_);
        uint l_1172_ = (l_1170_ - 1u);
        uint l_1173_ = min(4u, l_1172_);
        uint l_1174_ = _group_0_binding_3_cs[l_1173_];
        uint l_17_ = (l_1171_ ? l_1174_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1176_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1177_ = (l_1176_ * 1u);
        bool l_1178_ = (l_19_ < l_1177_);
        uint l_1179_ = (l_1177_ - 1u);
        uint l_1180_ = min(l_19_, l_1179_);
        uint l_1181_ = _group_0_binding_3_cs[l_1180_];
        uint l_20_ = (l_1178_ ? l_1181_ : 0u);
        uint l_1183_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1184_ = (l_1183_ * 1u);
        bool l_1185_ = (6u < l_1184_);
        uint l_1186_ = (l_1184_ - 1u);
        uint l_1187_ = min(6u, l_1186_);
        uint l_1188_ = _group_0_binding_3_cs[l_1187_];
        uint l_22_ = (l_1185_ ? l_1188_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1190_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1191_ = (l_1190_ * 1u);
        bool l_1192_ = (l_24_ < l_1191_);
        uint l_1193_ = (l_1191_ - 1u);
        uint l_1194_ = min(l_24_, l_1193_);
        uint l_1195_ = _group_0_binding_3_cs[l_1194_];
        uint l_25_ = (l_1192_ ? l_1195_ : 0u);
        uint l_1197_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1198_ = (l_1197_ * 1u);
        bool l_1199_ = (8u < l_1198_);
        uint l_1200_ = (l_1198_ - 1u);
        uint l_1201_ = min(8u, l_1200_);
        uint l_1202_ = _group_0_binding_3_cs[l_1201_];
        uint l_27_ = (l_1199_ ? l_1202_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1204_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1205_ = (l_1204_ * 1u);
        bool l_1206_ = (l_29_ < l_1205_);
        uint l_1207_ = (l_1205_ - 1u);
        uint l_1208_ = min(l_29_, l_1207_);
        uint l_1209_ = _group_0_binding_3_cs[l_1208_];
        uint l_30_ = (l_1206_ ? l_1209_ : 0u);
        uint l_1211_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1212_ = (l_1211_ * 1u);
        bool l_1213_ = (10u < l_1212_);
        uint l_1214_ = (l_1212_ - 1u);
        uint l_1215_ = min(10u, l_1214_);
        uint l_1216_ = _group_0_binding_3_cs[l_1215_];
        uint l_32_ = (l_1213_ ? l_1216_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1218_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1219_ = (l_1218_ * 1u);
        bool l_1220_ = (l_34_ < l_1219_);
        uint l_1221_ = (l_1219_ - 1u);
        uint l_1222_ = min(l_34_, l_1221_);
        uint l_1223_ = _group_0_binding_3_cs[l_1222_];
        uint l_35_ = (l_1220_ ? l_1223_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_1225_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1226_ = (l_1225_ * 1u);
        bool l_1227_ = (l_36_ < l_1226_);
        uint l_1228_ = (l_1226_ - 1u);
        uint l_1229_ = min(l_36_, l_1228_);
        uint l_1230_ = _group_0_binding_4_cs[l_1229_];
        uint l_37_ = (l_1227_ ? l_1230_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_1232_ = (l_37_ & 65535u);
        uint l_1233_ = (l_37_ >> 16u);
        uint l_1234_ = (l_1233_ & 65535u);
        uint l_1235_ = (l_7_ & 65535u);
        uint l_1236_ = (l_7_ >> 16u);
        uint l_1237_ = (l_1236_ & 65535u);
        uint l_1238_ = (l_1232_ * l_1235_);
        uint l_1239_ = (l_1234_ * l_1235_);
        uint l_1240_ = (l_1232_ * l_1237_);
        uint l_1241_ = (l_1234_ * l_1237_);
        uint l_1242_ = (l_1238_ >> 16u);
        uint l_1243_ = (l_1242_ & 65535u);
        uint l_1244_ = (l_1239_ & 65535u);
        uint l_1245_ = (l_1243_ + l_1244_);
        uint l_1246_ = (l_1240_ & 65535u);
        uint l_1247_ = (l_1245_ + l_1246_);
        uint l_1248_ = (l_1239_ >> 16u);
        uint l_1249_ = (l_1248_ & 65535u);
        uint l_1250_ = (l_1241_ + l_1249_);
        uint l_1251_ = (l_1240_ >> 16u);
        uint l_1252_ = (l_1251_ & 65535u);
        uint l_1253_ = (l_1250_ + l_1252_);
        uint l_1254_ = (l_1247_ >> 16u);
        uint l_1255_ = (l_1254_ & 65535u);
        uint l_42_ = (l_1253_ + l_1255_);
        uint l_43_ = (0u * l_7_);
        uint l_44_ = (l_42_ + l_43_);
        l_mut_45_ = 0u;
        bool l_46_ = (l_44_ < l_35_);
        bool l_47_ = (l_44_ == l_35_);
        bool l_48_ = (l_41_ < l_32_);
        if (l_47_) {
            local = l_48_;
        } else {
            local = false;
        }
        bool l_49_ = local;
        if (!(l_46_)) {
            local_1 = l_49_;
        } else {
            local_1 = true;
        }
        bool l_50_ = local_1;
        if (l_50_) {
            uint l_51_ = (l_32_ - l_41_);
            uint l_52_ = (l_35_ - l_44_);
            bool l_53_ = (l_32_ < l_41_);
            uint l_54_ = uint(l_53_);
            uint l_55_ = (l_52_ - l_54_);
            l_mut_45_ = l_7_;
            bool l_56_ = (l_55_ < 0u);
            bool l_57_ = (l_55_ == 0u);
            bool l_58_ = (l_51_ < l_7_);
            if (l_57_) {
                local_2 = l_58_;
            } else {
                local_2 = false;
            }
            bool l_59_ = local_2;
            if (!(l_56_)) {
                local_3 = l_59_;
            } else {
                local_3 = true;
            }
            bool l_60_ = local_3;
            if (l_60_) {
                l_mut_45_ = l_51_;
            }
        }
        uint _e379 = l_mut_45_;
        bool l_61_ = (l_40_ < _e379);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1257_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1258_ = (l_1257_ * 1u);
            bool l_1259_ = (l_62_ < l_1258_);
            uint l_1260_ = (l_1258_ - 1u);
            uint l_1261_ = min(l_62_, l_1260_);
            uint l_1262_ = _group_0_binding_0_cs[l_1261_];
            uint l_63_ = (l_1259_ ? l_1262_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1264_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1265_ = (l_1264_ * 1u);
            bool l_1266_ = (l_65_ < l_1265_);
            uint l_1267_ = (l_1265_ - 1u);
            uint l_1268_ = min(l_65_, l_1267_);
            uint l_1269_ = _group_0_binding_0_cs[l_1268_];
            uint l_66_ = (l_1266_ ? l_1269_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1271_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1272_ = (l_1271_ * 1u);
            bool l_1273_ = (l_67_ < l_1272_);
            uint l_1274_ = (l_1272_ - 1u);
            uint l_1275_ = min(l_67_, l_1274_);
            uint l_1276_ = _group_0_binding_1_cs[l_1275_];
            uint l_68_ = (l_1273_ ? l_1276_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1278_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1279_ = (l_1278_ * 1u);
            bool l_1280_ = (l_70_ < l_1279_);
            uint l_1281_ = (l_1279_ - 1u);
            uint l_1282_ = min(l_70_, l_1281_);
            uint l_1283_ = _group_0_binding_1_cs[l_1282_];
            uint l_71_ = (l_1280_ ? l_1283_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1285_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1286_ = (l_1285_ * 1u);
            bool l_1287_ = (l_72_ < l_1286_);
            uint l_1288_ = (l_1286_ - 1u);
            uint l_1289_ = min(l_72_, l_1288_);
            uint l_1290_ = _group_0_binding_2_cs[l_1289_];
            uint l_73_ = (l_1287_ ? l_1290_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1292_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1293_ = (l_1292_ * 1u);
            bool l_1294_ = (l_75_ < l_1293_);
            uint l_1295_ = (l_1293_ - 1u);
            uint l_1296_ = min(l_75_, l_1295_);
            uint l_1297_ = _group_0_binding_2_cs[l_1296_];
            uint l_76_ = (l_1294_ ? l_1297_ : 0u);
            uint l_77_ = (l_7_ / 8u);
            uint l_78_ = (l_38_ * l_77_);
            uint l_79_ = (l_78_ + l_78_);
            uint l_80_ = (l_76_ >> 31u);
            bool l_81_ = (l_80_ == 1u);
            l_mut_45_ = l_73_;
            l_mut_82_ = l_76_;
            if (l_81_) {
                uint l_83_ = (0u - l_73_);
                uint l_84_ = (0u - l_76_);
                bool l_85_ = (0u < l_73_);
                uint l_86_ = uint(l_85_);
                uint l_87_ = (l_84_ - l_86_);
                l_mut_45_ = l_83_;
                l_mut_82_ = l_87_;
            }
            uint _e505 = l_mut_45_;
            uint l_88_ = (_e505 * l_79_);
            uint _e507 = l_mut_82_;
            uint l_89_ = (_e507 * l_79_);
            uint _e509 = l_mut_45_;
            uint l_1299_ = (_e509 & 65535u);
            uint _e512 = l_mut_45_;
            uint l_1300_ = (_e512 >> 16u);
            uint l_1301_ = (l_1300_ & 65535u);
            uint l_1302_ = (l_79_ & 65535u);
            uint l_1303_ = (l_79_ >> 16u);
            uint l_1304_ = (l_1303_ & 65535u);
            uint l_1305_ = (l_1299_ * l_1302_);
            uint l_1306_ = (l_1301_ * l_1302_);
            uint l_1307_ = (l_1299_ * l_1304_);
            uint l_1308_ = (l_1301_ * l_1304_);
            uint l_1309_ = (l_1305_ >> 16u);
            uint l_1310_ = (l_1309_ & 65535u);
            uint l_1311_ = (l_1306_ & 65535u);
            uint l_1312_ = (l_1310_ + l_1311_);
            uint l_1313_ = (l_1307_ & 65535u);
            uint l_1314_ = (l_1312_ + l_1313_);
            uint l_1315_ = (l_1306_ >> 16u);
            uint l_1316_ = (l_1315_ & 65535u);
            uint l_1317_ = (l_1308_ + l_1316_);
            uint l_1318_ = (l_1307_ >> 16u);
            uint l_1319_ = (l_1318_ & 65535u);
            uint l_1320_ = (l_1317_ + l_1319_);
            uint l_1321_ = (l_1314_ >> 16u);
            uint l_1322_ = (l_1321_ & 65535u);
            uint l_90_ = (l_1320_ + l_1322_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e553 = l_mut_82_;
            uint l_1324_ = (_e553 & 65535u);
            uint _e556 = l_mut_82_;
            uint l_1325_ = (_e556 >> 16u);
            uint l_1326_ = (l_1325_ & 65535u);
            uint l_1327_ = (l_79_ & 65535u);
            uint l_1328_ = (l_79_ >> 16u);
            uint l_1329_ = (l_1328_ & 65535u);
            uint l_1330_ = (l_1324_ * l_1327_);
            uint l_1331_ = (l_1326_ * l_1327_);
            uint l_1332_ = (l_1324_ * l_1329_);
            uint l_1333_ = (l_1326_ * l_1329_);
            uint l_1334_ = (l_1330_ >> 16u);
            uint l_1335_ = (l_1334_ & 65535u);
            uint l_1336_ = (l_1331_ & 65535u);
            uint l_1337_ = (l_1335_ + l_1336_);
            uint l_1338_ = (l_1332_ & 65535u);
            uint l_1339_ = (l_1337_ + l_1338_);
            uint l_1340_ = (l_1331_ >> 16u);
            uint l_1341_ = (l_1340_ & 65535u);
            uint l_1342_ = (l_1333_ + l_1341_);
            uint l_1343_ = (l_1332_ >> 16u);
            uint l_1344_ = (l_1343_ & 65535u);
            uint l_1345_ = (l_1342_ + l_1344_);
            uint l_1346_ = (l_1339_ >> 16u);
            uint l_1347_ = (l_1346_ & 65535u);
            uint l_92_ = (l_1345_ + l_1347_);
            bool l_93_ = (l_91_ < l_89_);
            uint l_94_ = uint(l_93_);
            uint l_95_ = (l_92_ + l_94_);
            uint l_96_ = (l_12_ % 32u);
            l_mut_97_ = l_88_;
            bool l_98_ = (l_96_ > 0u);
            if (l_98_) {
                uint l_99_ = (l_88_ >> l_96_);
                uint l_100_ = (32u - l_96_);
                uint l_101_ = (l_91_ << l_100_);
                uint l_102_ = (l_99_ | l_101_);
                l_mut_97_ = l_102_;
            }
            l_mut_103_ = l_91_;
            bool l_104_ = (l_96_ > 0u);
            if (l_104_) {
                uint l_105_ = (l_91_ >> l_96_);
                uint l_106_ = (32u - l_96_);
                uint l_107_ = (l_95_ << l_106_);
                uint l_108_ = (l_105_ | l_107_);
                l_mut_103_ = l_108_;
            }
            uint _e615 = l_mut_97_;
            l_mut_109_ = _e615;
            uint _e616 = l_mut_103_;
            l_mut_97_ = _e616;
            bool l_110_ = (l_12_ >= 64u);
            if (l_110_) {
                l_mut_109_ = l_95_;
                l_mut_97_ = 0u;
            } else {
                bool l_111_ = (l_12_ >= 32u);
                if (l_111_) {
                    l_mut_103_ = l_91_;
                    bool l_112_ = (l_96_ > 0u);
                    if (l_112_) {
                        uint l_113_ = (l_91_ >> l_96_);
                        uint l_114_ = (32u - l_96_);
                        uint l_115_ = (l_95_ << l_114_);
                        uint l_116_ = (l_113_ | l_115_);
                        l_mut_103_ = l_116_;
                    }
                    uint l_117_ = (l_95_ >> l_96_);
                    uint _e630 = l_mut_103_;
                    l_mut_109_ = _e630;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e631 = l_mut_109_;
            l_mut_103_ = _e631;
            uint _e632 = l_mut_97_;
            l_mut_109_ = _e632;
            if (l_81_) {
                uint _e634 = l_mut_103_;
                uint l_118_ = (0u - _e634);
                uint _e637 = l_mut_109_;
                uint l_119_ = (0u - _e637);
                uint _e640 = l_mut_103_;
                bool l_120_ = (0u < _e640);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e644 = l_mut_103_;
            uint l_123_ = (l_63_ + _e644);
            uint _e646 = l_mut_109_;
            uint l_124_ = (l_66_ + _e646);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint l_1349_ = (l_63_ & 65535u);
            uint l_1350_ = (l_63_ >> 16u);
            uint l_1351_ = (l_1350_ & 65535u);
            uint l_1352_ = (l_78_ & 65535u);
            uint l_1353_ = (l_78_ >> 16u);
            uint l_1354_ = (l_1353_ & 65535u);
            uint l_1355_ = (l_1349_ * l_1352_);
            uint l_1356_ = (l_1351_ * l_1352_);
            uint l_1357_ = (l_1349_ * l_1354_);
            uint l_1358_ = (l_1351_ * l_1354_);
            uint l_1359_ = (l_1355_ >> 16u);
            uint l_1360_ = (l_1359_ & 65535u);
            uint l_1361_ = (l_1356_ & 65535u);
            uint l_1362_ = (l_1360_ + l_1361_);
            uint l_1363_ = (l_1357_ & 65535u);
            uint l_1364_ = (l_1362_ + l_1363_);
            uint l_1365_ = (l_1356_ >> 16u);
            uint l_1366_ = (l_1365_ & 65535u);
            uint l_1367_ = (l_1358_ + l_1366_);
            uint l_1368_ = (l_1357_ >> 16u);
            uint l_1369_ = (l_1368_ & 65535u);
            uint l_1370_ = (l_1367_ + l_1369_);
            uint l_1371_ = (l_1364_ >> 16u);
            uint l_1372_ = (l_1371_ & 65535u);
            uint l_129_ = (l_1370_ + l_1372_);
            uint l_130_ = (l_66_ * l_78_);
            uint l_131_ = (l_129_ + l_130_);
            uint l_132_ = (l_68_ + l_128_);
            uint l_133_ = (l_71_ + l_131_);
            bool l_134_ = (l_132_ < l_68_);
            uint l_135_ = uint(l_134_);
            uint l_136_ = (l_133_ + l_135_);
            l_mut_109_ = 0u;
            l_mut_103_ = 0u;
            bool l_137_ = (l_78_ < 65536u);
            if (l_137_) {
                uint l_138_ = (l_78_ * l_78_);
                uint l_139_ = (l_76_ >> 31u);
                bool l_140_ = (l_139_ == 1u);
                l_mut_97_ = l_73_;
                l_mut_82_ = l_76_;
                if (l_140_) {
                    uint l_141_ = (0u - l_73_);
                    uint l_142_ = (0u - l_76_);
                    bool l_143_ = (0u < l_73_);
                    uint l_144_ = uint(l_143_);
                    uint l_145_ = (l_142_ - l_144_);
                    l_mut_97_ = l_141_;
                    l_mut_82_ = l_145_;
                }
                uint _e717 = l_mut_97_;
                uint l_146_ = (_e717 * l_138_);
                uint _e719 = l_mut_82_;
                uint l_147_ = (_e719 * l_138_);
                uint _e721 = l_mut_97_;
                uint l_1374_ = (_e721 & 65535u);
                uint _e724 = l_mut_97_;
                uint l_1375_ = (_e724 >> 16u);
                uint l_1376_ = (l_1375_ & 65535u);
                uint l_1377_ = (l_138_ & 65535u);
                uint l_1378_ = (l_138_ >> 16u);
                uint l_1379_ = (l_1378_ & 65535u);
                uint l_1380_ = (l_1374_ * l_1377_);
                uint l_1381_ = (l_1376_ * l_1377_);
                uint l_1382_ = (l_1374_ * l_1379_);
                uint l_1383_ = (l_1376_ * l_1379_);
                uint l_1384_ = (l_1380_ >> 16u);
                uint l_1385_ = (l_1384_ & 65535u);
                uint l_1386_ = (l_1381_ & 65535u);
                uint l_1387_ = (l_1385_ + l_1386_);
                uint l_1388_ = (l_1382_ & 65535u);
                uint l_1389_ = (l_1387_ + l_1388_);
                uint l_1390_ = (l_1381_ >> 16u);
                uint l_1391_ = (l_1390_ & 65535u);
                uint l_1392_ = (l_1383_ + l_1391_);
                uint l_1393_ = (l_1382_ >> 16u);
                uint l_1394_ = (l_1393_ & 65535u);
                uint l_1395_ = (l_1392_ + l_1394_);
                uint l_1396_ = (l_1389_ >> 16u);
                uint l_1397_ = (l_1396_ & 65535u);
                uint l_148_ = (l_1395_ + l_1397_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e765 = l_mut_82_;
                uint l_1399_ = (_e765 & 65535u);
                uint _e768 = l_mut_82_;
                uint l_1400_ = (_e768 >> 16u);
                uint l_1401_ = (l_1400_ & 65535u);
                uint l_1402_ = (l_138_ & 65535u);
                uint l_1403_ = (l_138_ >> 16u);
                uint l_1404_ = (l_1403_ & 65535u);
                uint l_1405_ = (l_1399_ * l_1402_);
                uint l_1406_ = (l_1401_ * l_1402_);
                uint l_1407_ = (l_1399_ * l_1404_);
                uint l_1408_ = (l_1401_ * l_1404_);
                uint l_1409_ = (l_1405_ >> 16u);
                uint l_1410_ = (l_1409_ & 65535u);
                uint l_1411_ = (l_1406_ & 65535u);
                uint l_1412_ = (l_1410_ + l_1411_);
                uint l_1413_ = (l_1407_ & 65535u);
                uint l_1414_ = (l_1412_ + l_1413_);
                uint l_1415_ = (l_1406_ >> 16u);
                uint l_1416_ = (l_1415_ & 65535u);
                uint l_1417_ = (l_1408_ + l_1416_);
                uint l_1418_ = (l_1407_ >> 16u);
                uint l_1419_ = (l_1418_ & 65535u);
                uint l_1420_ = (l_1417_ + l_1419_);
                uint l_1421_ = (l_1414_ >> 16u);
                uint l_1422_ = (l_1421_ & 65535u);
                uint l_150_ = (l_1420_ + l_1422_);
                bool l_151_ = (l_149_ < l_147_);
                uint l_152_ = uint(l_151_);
                uint l_153_ = (l_150_ + l_152_);
                uint l_154_ = (l_12_ % 32u);
                l_mut_45_ = l_146_;
                bool l_155_ = (l_154_ > 0u);
                if (l_155_) {
                    uint l_156_ = (l_146_ >> l_154_);
                    uint l_157_ = (32u - l_154_);
                    uint l_158_ = (l_149_ << l_157_);
                    uint l_159_ = (l_156_ | l_158_);
                    l_mut_45_ = l_159_;
                }
                l_mut_160_ = l_149_;
                bool l_161_ = (l_154_ > 0u);
                if (l_161_) {
                    uint l_162_ = (l_149_ >> l_154_);
                    uint l_163_ = (32u - l_154_);
                    uint l_164_ = (l_153_ << l_163_);
                    uint l_165_ = (l_162_ | l_164_);
                    l_mut_160_ = l_165_;
                }
                uint _e827 = l_mut_45_;
                l_mut_166_ = _e827;
                uint _e828 = l_mut_160_;
                l_mut_45_ = _e828;
                bool l_167_ = (l_12_ >= 64u);
                if (l_167_) {
                    l_mut_166_ = l_153_;
                    l_mut_45_ = 0u;
                } else {
                    bool l_168_ = (l_12_ >= 32u);
                    if (l_168_) {
                        l_mut_160_ = l_149_;
                        bool l_169_ = (l_154_ > 0u);
                        if (l_169_) {
                            uint l_170_ = (l_149_ >> l_154_);
                            uint l_171_ = (32u - l_154_);
                            uint l_172_ = (l_153_ << l_171_);
                            uint l_173_ = (l_170_ | l_172_);
                            l_mut_160_ = l_173_;
                        }
                        uint l_174_ = (l_153_ >> l_154_);
                        uint _e842 = l_mut_160_;
                        l_mut_166_ = _e842;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e843 = l_mut_166_;
                l_mut_160_ = _e843;
                uint _e844 = l_mut_45_;
                l_mut_166_ = _e844;
                if (l_140_) {
                    uint _e846 = l_mut_160_;
                    uint l_175_ = (0u - _e846);
                    uint _e849 = l_mut_166_;
                    uint l_176_ = (0u - _e849);
                    uint _e852 = l_mut_160_;
                    bool l_177_ = (0u < _e852);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e856 = l_mut_160_;
                l_mut_109_ = _e856;
                uint _e857 = l_mut_166_;
                l_mut_103_ = _e857;
            } else {
                uint l_180_ = (l_76_ >> 31u);
                bool l_181_ = (l_180_ == 1u);
                l_mut_166_ = l_73_;
                l_mut_160_ = l_76_;
                if (l_181_) {
                    uint l_182_ = (0u - l_73_);
                    uint l_183_ = (0u - l_76_);
                    bool l_184_ = (0u < l_73_);
                    uint l_185_ = uint(l_184_);
                    uint l_186_ = (l_183_ - l_185_);
                    l_mut_166_ = l_182_;
                    l_mut_160_ = l_186_;
                }
                uint _e870 = l_mut_166_;
                uint l_187_ = (_e870 * l_78_);
                uint _e872 = l_mut_160_;
                uint l_188_ = (_e872 * l_78_);
                uint _e874 = l_mut_166_;
                uint l_1424_ = (_e874 & 65535u);
                uint _e877 = l_mut_166_;
                uint l_1425_ = (_e877 >> 16u);
                uint l_1426_ = (l_1425_ & 65535u);
                uint l_1427_ = (l_78_ & 65535u);
                uint l_1428_ = (l_78_ >> 16u);
                uint l_1429_ = (l_1428_ & 65535u);
                uint l_1430_ = (l_1424_ * l_1427_);
                uint l_1431_ = (l_1426_ * l_1427_);
                uint l_1432_ = (l_1424_ * l_1429_);
                uint l_1433_ = (l_1426_ * l_1429_);
                uint l_1434_ = (l_1430_ >> 16u);
                uint l_1435_ = (l_1434_ & 65535u);
                uint l_1436_ = (l_1431_ & 65535u);
                uint l_1437_ = (l_1435_ + l_1436_);
                uint l_1438_ = (l_1432_ & 65535u);
                uint l_1439_ = (l_1437_ + l_1438_);
                uint l_1440_ = (l_1431_ >> 16u);
                uint l_1441_ = (l_1440_ & 65535u);
                uint l_1442_ = (l_1433_ + l_1441_);
                uint l_1443_ = (l_1432_ >> 16u);
                uint l_1444_ = (l_1443_ & 65535u);
                uint l_1445_ = (l_1442_ + l_1444_);
                uint l_1446_ = (l_1439_ >> 16u);
                uint l_1447_ = (l_1446_ & 65535u);
                uint l_189_ = (l_1445_ + l_1447_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e918 = l_mut_160_;
                uint l_1449_ = (_e918 & 65535u);
                uint _e921 = l_mut_160_;
                uint l_1450_ = (_e921 >> 16u);
                uint l_1451_ = (l_1450_ & 65535u);
                uint l_1452_ = (l_78_ & 65535u);
                uint l_1453_ = (l_78_ >> 16u);
                uint l_1454_ = (l_1453_ & 65535u);
                uint l_1455_ = (l_1449_ * l_1452_);
                uint l_1456_ = (l_1451_ * l_1452_);
                uint l_1457_ = (l_1449_ * l_1454_);
                uint l_1458_ = (l_1451_ * l_1454_);
                uint l_1459_ = (l_1455_ >> 16u);
                uint l_1460_ = (l_1459_ & 65535u);
                uint l_1461_ = (l_1456_ & 65535u);
                uint l_1462_ = (l_1460_ + l_1461_);
                uint l_1463_ = (l_1457_ & 65535u);
                uint l_1464_ = (l_1462_ + l_1463_);
                uint l_1465_ = (l_1456_ >> 16u);
                uint l_1466_ = (l_1465_ & 65535u);
                uint l_1467_ = (l_1458_ + l_1466_);
                uint l_1468_ = (l_1457_ >> 16u);
                uint l_1469_ = (l_1468_ & 65535u);
                uint l_1470_ = (l_1467_ + l_1469_);
                uint l_1471_ = (l_1464_ >> 16u);
                uint l_1472_ = (l_1471_ & 65535u);
                uint l_191_ = (l_1470_ + l_1472_);
                bool l_192_ = (l_190_ < l_188_);
                uint l_193_ = uint(l_192_);
                uint l_194_ = (l_191_ + l_193_);
                l_mut_97_ = l_187_;
                bool l_196_ = (0u > 0u);
                if (l_196_) {
                    uint l_197_ = (l_187_ >> 0u);
                    uint l_198_ = (32u - 0u);
                    uint l_199_ = (l_190_ << l_198_);
                    uint l_200_ = (l_197_ | l_199_);
                    l_mut_97_ = l_200_;
                }
                l_mut_82_ = l_190_;
                bool l_201_ = (0u > 0u);
                if (l_201_) {
                    uint l_202_ = (l_190_ >> 0u);
                    uint l_203_ = (32u - 0u);
                    uint l_204_ = (l_194_ << l_203_);
                    uint l_205_ = (l_202_ | l_204_);
                    l_mut_82_ = l_205_;
                }
                uint _e979 = l_mut_97_;
                l_mut_45_ = _e979;
                uint _e980 = l_mut_82_;
                l_mut_97_ = _e980;
                if (false) {
                    l_mut_45_ = l_194_;
                    l_mut_97_ = 0u;
                } else {
                    if (false) {
                        l_mut_82_ = l_190_;
                        bool l_208_ = (0u > 0u);
                        if (l_208_) {
                            uint l_209_ = (l_190_ >> 0u);
                            uint l_210_ = (32u - 0u);
                            uint l_211_ = (l_194_ << l_210_);
                            uint l_212_ = (l_209_ | l_211_);
                            l_mut_82_ = l_212_;
                        }
                        uint l_213_ = (l_194_ >> 0u);
                        uint _e992 = l_mut_82_;
                        l_mut_45_ = _e992;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e993 = l_mut_166_;
                uint l_214_ = (_e993 * l_78_);
                uint _e995 = l_mut_160_;
                uint l_215_ = (_e995 * l_78_);
                uint _e997 = l_mut_166_;
                uint l_1474_ = (_e997 & 65535u);
                uint _e1000 = l_mut_166_;
                uint l_1475_ = (_e1000 >> 16u);
                uint l_1476_ = (l_1475_ & 65535u);
                uint l_1477_ = (l_78_ & 65535u);
                uint l_1478_ = (l_78_ >> 16u);
                uint l_1479_ = (l_1478_ & 65535u);
                uint l_1480_ = (l_1474_ * l_1477_);
                uint l_1481_ = (l_1476_ * l_1477_);
                uint l_1482_ = (l_1474_ * l_1479_);
                uint l_1483_ = (l_1476_ * l_1479_);
                uint l_1484_ = (l_1480_ >> 16u);
                uint l_1485_ = (l_1484_ & 65535u);
                uint l_1486_ = (l_1481_ & 65535u);
                uint l_1487_ = (l_1485_ + l_1486_);
                uint l_1488_ = (l_1482_ & 65535u);
                uint l_1489_ = (l_1487_ + l_1488_);
                uint l_1490_ = (l_1481_ >> 16u);
                uint l_1491_ = (l_1490_ & 65535u);
                uint l_1492_ = (l_1483_ + l_1491_);
                uint l_1493_ = (l_1482_ >> 16u);
                uint l_1494_ = (l_1493_ & 65535u);
                uint l_1495_ = (l_1492_ + l_1494_);
                uint l_1496_ = (l_1489_ >> 16u);
                uint l_1497_ = (l_1496_ & 65535u);
                uint l_216_ = (l_1495_ + l_1497_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e1041 = l_mut_160_;
                uint l_1499_ = (_e1041 & 65535u);
                uint _e1044 = l_mut_160_;
                uint l_1500_ = (_e1044 >> 16u);
                uint l_1501_ = (l_1500_ & 65535u);
                uint l_1502_ = (l_78_ & 65535u);
                uint l_1503_ = (l_78_ >> 16u);
                uint l_1504_ = (l_1503_ & 65535u);
                uint l_1505_ = (l_1499_ * l_1502_);
                uint l_1506_ = (l_1501_ * l_1502_);
                uint l_1507_ = (l_1499_ * l_1504_);
                uint l_1508_ = (l_1501_ * l_1504_);
                uint l_1509_ = (l_1505_ >> 16u);
                uint l_1510_ = (l_1509_ & 65535u);
                uint l_1511_ = (l_1506_ & 65535u);
                uint l_1512_ = (l_1510_ + l_1511_);
                uint l_1513_ = (l_1507_ & 65535u);
                uint l_1514_ = (l_1512_ + l_1513_);
                uint l_1515_ = (l_1506_ >> 16u);
                uint l_1516_ = (l_1515_ & 65535u);
                uint l_1517_ = (l_1508_ + l_1516_);
                uint l_1518_ = (l_1507_ >> 16u);
                uint l_1519_ = (l_1518_ & 65535u);
                uint l_1520_ = (l_1517_ + l_1519_);
                uint l_1521_ = (l_1514_ >> 16u);
                uint l_1522_ = (l_1521_ & 65535u);
                uint l_218_ = (l_1520_ + l_1522_);
                bool l_219_ = (l_217_ < l_215_);
                uint l_220_ = uint(l_219_);
                uint l_221_ = (l_218_ + l_220_);
                l_mut_82_ = l_214_;
                bool l_223_ = (0u > 0u);
                if (l_223_) {
                    uint l_224_ = (l_214_ >> 0u);
                    uint l_225_ = (32u - 0u);
                    uint l_226_ = (l_217_ << l_225_);
                    uint l_227_ = (l_224_ | l_226_);
                    l_mut_82_ = l_227_;
                }
                l_mut_228_ = l_217_;
                bool l_229_ = (0u > 0u);
                if (l_229_) {
                    uint l_230_ = (l_217_ >> 0u);
                    uint l_231_ = (32u - 0u);
                    uint l_232_ = (l_221_ << l_231_);
                    uint l_233_ = (l_230_ | l_232_);
                    l_mut_228_ = l_233_;
                }
                uint _e1102 = l_mut_82_;
                l_mut_234_ = _e1102;
                uint _e1103 = l_mut_228_;
                l_mut_82_ = _e1103;
                if (true) {
                    l_mut_234_ = l_221_;
                    l_mut_82_ = 0u;
                } else {
                    if (true) {
                        l_mut_228_ = l_217_;
                        bool l_237_ = (0u > 0u);
                        if (l_237_) {
                            uint l_238_ = (l_217_ >> 0u);
                            uint l_239_ = (32u - 0u);
                            uint l_240_ = (l_221_ << l_239_);
                            uint l_241_ = (l_238_ | l_240_);
                            l_mut_228_ = l_241_;
                        }
                        uint l_242_ = (l_221_ >> 0u);
                        uint _e1115 = l_mut_228_;
                        l_mut_234_ = _e1115;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e1116 = l_mut_45_;
                uint l_243_ = (_e1116 * l_78_);
                uint _e1118 = l_mut_97_;
                uint l_244_ = (_e1118 * l_78_);
                uint _e1120 = l_mut_45_;
                uint l_1524_ = (_e1120 & 65535u);
                uint _e1123 = l_mut_45_;
                uint l_1525_ = (_e1123 >> 16u);
                uint l_1526_ = (l_1525_ & 65535u);
                uint l_1527_ = (l_78_ & 65535u);
                uint l_1528_ = (l_78_ >> 16u);
                uint l_1529_ = (l_1528_ & 65535u);
                uint l_1530_ = (l_1524_ * l_1527_);
                uint l_1531_ = (l_1526_ * l_1527_);
                uint l_1532_ = (l_1524_ * l_1529_);
                uint l_1533_ = (l_1526_ * l_1529_);
                uint l_1534_ = (l_1530_ >> 16u);
                uint l_1535_ = (l_1534_ & 65535u);
                uint l_1536_ = (l_1531_ & 65535u);
                uint l_1537_ = (l_1535_ + l_1536_);
                uint l_1538_ = (l_1532_ & 65535u);
                uint l_1539_ = (l_1537_ + l_1538_);
                uint l_1540_ = (l_1531_ >> 16u);
                uint l_1541_ = (l_1540_ & 65535u);
                uint l_1542_ = (l_1533_ + l_1541_);
                uint l_1543_ = (l_1532_ >> 16u);
                uint l_1544_ = (l_1543_ & 65535u);
                uint l_1545_ = (l_1542_ + l_1544_);
                uint l_1546_ = (l_1539_ >> 16u);
                uint l_1547_ = (l_1546_ & 65535u);
                uint l_245_ = (l_1545_ + l_1547_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e1164 = l_mut_97_;
                uint l_1549_ = (_e1164 & 65535u);
                uint _e1167 = l_mut_97_;
                uint l_1550_ = (_e1167 >> 16u);
                uint l_1551_ = (l_1550_ & 65535u);
                uint l_1552_ = (l_78_ & 65535u);
                uint l_1553_ = (l_78_ >> 16u);
                uint l_1554_ = (l_1553_ & 65535u);
                uint l_1555_ = (l_1549_ * l_1552_);
                uint l_1556_ = (l_1551_ * l_1552_);
                uint l_1557_ = (l_1549_ * l_1554_);
                uint l_1558_ = (l_1551_ * l_1554_);
                uint l_1559_ = (l_1555_ >> 16u);
                uint l_1560_ = (l_1559_ & 65535u);
                uint l_1561_ = (l_1556_ & 65535u);
                uint l_1562_ = (l_1560_ + l_1561_);
                uint l_1563_ = (l_1557_ & 65535u);
                uint l_1564_ = (l_1562_ + l_1563_);
                uint l_1565_ = (l_1556_ >> 16u);
                uint l_1566_ = (l_1565_ & 65535u);
                uint l_1567_ = (l_1558_ + l_1566_);
                uint l_1568_ = (l_1557_ >> 16u);
                uint l_1569_ = (l_1568_ & 65535u);
                uint l_1570_ = (l_1567_ + l_1569_);
                uint l_1571_ = (l_1564_ >> 16u);
                uint l_1572_ = (l_1571_ & 65535u);
                uint l_247_ = (l_1570_ + l_1572_);
                bool l_248_ = (l_246_ < l_244_);
                uint l_249_ = uint(l_248_);
                uint l_250_ = (l_247_ + l_249_);
                l_mut_228_ = l_243_;
                bool l_252_ = (0u > 0u);
                if (l_252_) {
                    uint l_253_ = (l_243_ >> 0u);
                    uint l_254_ = (32u - 0u);
                    uint l_255_ = (l_246_ << l_254_);
                    uint l_256_ = (l_253_ | l_255_);
                    l_mut_228_ = l_256_;
                }
                l_mut_166_ = l_246_;
                bool l_257_ = (0u > 0u);
                if (l_257_) {
                    uint l_258_ = (l_246_ >> 0u);
                    uint l_259_ = (32u - 0u);
                    uint l_260_ = (l_250_ << l_259_);
                    uint l_261_ = (l_258_ | l_260_);
                    l_mut_166_ = l_261_;
                }
                uint _e1225 = l_mut_228_;
                l_mut_160_ = _e1225;
                uint _e1226 = l_mut_166_;
                l_mut_228_ = _e1226;
                if (false) {
                    l_mut_160_ = l_250_;
                    l_mut_228_ = 0u;
                } else {
                    if (false) {
                        l_mut_166_ = l_246_;
                        bool l_264_ = (0u > 0u);
                        if (l_264_) {
                            uint l_265_ = (l_246_ >> 0u);
                            uint l_266_ = (32u - 0u);
                            uint l_267_ = (l_250_ << l_266_);
                            uint l_268_ = (l_265_ | l_267_);
                            l_mut_166_ = l_268_;
                        }
                        uint l_269_ = (l_250_ >> 0u);
                        uint _e1238 = l_mut_166_;
                        l_mut_160_ = _e1238;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e1239 = l_mut_45_;
                uint l_270_ = (_e1239 * l_78_);
                uint _e1241 = l_mut_97_;
                uint l_271_ = (_e1241 * l_78_);
                uint _e1243 = l_mut_45_;
                uint l_1574_ = (_e1243 & 65535u);
                uint _e1246 = l_mut_45_;
                uint l_1575_ = (_e1246 >> 16u);
                uint l_1576_ = (l_1575_ & 65535u);
                uint l_1577_ = (l_78_ & 65535u);
                uint l_1578_ = (l_78_ >> 16u);
                uint l_1579_ = (l_1578_ & 65535u);
                uint l_1580_ = (l_1574_ * l_1577_);
                uint l_1581_ = (l_1576_ * l_1577_);
                uint l_1582_ = (l_1574_ * l_1579_);
                uint l_1583_ = (l_1576_ * l_1579_);
                uint l_1584_ = (l_1580_ >> 16u);
                uint l_1585_ = (l_1584_ & 65535u);
                uint l_1586_ = (l_1581_ & 65535u);
                uint l_1587_ = (l_1585_ + l_1586_);
                uint l_1588_ = (l_1582_ & 65535u);
                uint l_1589_ = (l_1587_ + l_1588_);
                uint l_1590_ = (l_1581_ >> 16u);
                uint l_1591_ = (l_1590_ & 65535u);
                uint l_1592_ = (l_1583_ + l_1591_);
                uint l_1593_ = (l_1582_ >> 16u);
                uint l_1594_ = (l_1593_ & 65535u);
                uint l_1595_ = (l_1592_ + l_1594_);
                uint l_1596_ = (l_1589_ >> 16u);
                uint l_1597_ = (l_1596_ & 65535u);
                uint l_272_ = (l_1595_ + l_1597_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e1287 = l_mut_97_;
                uint l_1599_ = (_e1287 & 65535u);
                uint _e1290 = l_mut_97_;
                uint l_1600_ = (_e1290 >> 16u);
                uint l_1601_ = (l_1600_ & 65535u);
                uint l_1602_ = (l_78_ & 65535u);
                uint l_1603_ = (l_78_ >> 16u);
                uint l_1604_ = (l_1603_ & 65535u);
                uint l_1605_ = (l_1599_ * l_1602_);
                uint l_1606_ = (l_1601_ * l_1602_);
                uint l_1607_ = (l_1599_ * l_1604_);
                uint l_1608_ = (l_1601_ * l_1604_);
                uint l_1609_ = (l_1605_ >> 16u);
                uint l_1610_ = (l_1609_ & 65535u);
                uint l_1611_ = (l_1606_ & 65535u);
                uint l_1612_ = (l_1610_ + l_1611_);
                uint l_1613_ = (l_1607_ & 65535u);
                uint l_1614_ = (l_1612_ + l_1613_);
                uint l_1615_ = (l_1606_ >> 16u);
                uint l_1616_ = (l_1615_ & 65535u);
                uint l_1617_ = (l_1608_ + l_1616_);
                uint l_1618_ = (l_1607_ >> 16u);
                uint l_1619_ = (l_1618_ & 65535u);
                uint l_1620_ = (l_1617_ + l_1619_);
                uint l_1621_ = (l_1614_ >> 16u);
                uint l_1622_ = (l_1621_ & 65535u);
                uint l_274_ = (l_1620_ + l_1622_);
                bool l_275_ = (l_273_ < l_271_);
                uint l_276_ = uint(l_275_);
                uint l_277_ = (l_274_ + l_276_);
                l_mut_166_ = l_270_;
                bool l_279_ = (0u > 0u);
                if (l_279_) {
                    uint l_280_ = (l_270_ >> 0u);
                    uint l_281_ = (32u - 0u);
                    uint l_282_ = (l_273_ << l_281_);
                    uint l_283_ = (l_280_ | l_282_);
                    l_mut_166_ = l_283_;
                }
                l_mut_284_ = l_273_;
                bool l_285_ = (0u > 0u);
                if (l_285_) {
                    uint l_286_ = (l_273_ >> 0u);
                    uint l_287_ = (32u - 0u);
                    uint l_288_ = (l_277_ << l_287_);
                    uint l_289_ = (l_286_ | l_288_);
                    l_mut_284_ = l_289_;
                }
                uint _e1348 = l_mut_166_;
                l_mut_290_ = _e1348;
                uint _e1349 = l_mut_284_;
                l_mut_166_ = _e1349;
                if (true) {
                    l_mut_290_ = l_277_;
                    l_mut_166_ = 0u;
                } else {
                    if (true) {
                        l_mut_284_ = l_273_;
                        bool l_293_ = (0u > 0u);
                        if (l_293_) {
                            uint l_294_ = (l_273_ >> 0u);
                            uint l_295_ = (32u - 0u);
                            uint l_296_ = (l_277_ << l_295_);
                            uint l_297_ = (l_294_ | l_296_);
                            l_mut_284_ = l_297_;
                        }
                        uint l_298_ = (l_277_ >> 0u);
                        uint _e1361 = l_mut_284_;
                        l_mut_290_ = _e1361;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e1362 = l_mut_234_;
                uint l_299_ = (_e1362 * l_78_);
                uint _e1364 = l_mut_234_;
                uint l_1624_ = (_e1364 & 65535u);
                uint _e1367 = l_mut_234_;
                uint l_1625_ = (_e1367 >> 16u);
                uint l_1626_ = (l_1625_ & 65535u);
                uint l_1627_ = (l_78_ & 65535u);
                uint l_1628_ = (l_78_ >> 16u);
                uint l_1629_ = (l_1628_ & 65535u);
                uint l_1630_ = (l_1624_ * l_1627_);
                uint l_1631_ = (l_1626_ * l_1627_);
                uint l_1632_ = (l_1624_ * l_1629_);
                uint l_1633_ = (l_1626_ * l_1629_);
                uint l_1634_ = (l_1630_ >> 16u);
                uint l_1635_ = (l_1634_ & 65535u);
                uint l_1636_ = (l_1631_ & 65535u);
                uint l_1637_ = (l_1635_ + l_1636_);
                uint l_1638_ = (l_1632_ & 65535u);
                uint l_1639_ = (l_1637_ + l_1638_);
                uint l_1640_ = (l_1631_ >> 16u);
                uint l_1641_ = (l_1640_ & 65535u);
                uint l_1642_ = (l_1633_ + l_1641_);
                uint l_1643_ = (l_1632_ >> 16u);
                uint l_1644_ = (l_1643_ & 65535u);
                uint l_1645_ = (l_1642_ + l_1644_);
                uint l_1646_ = (l_1639_ >> 16u);
                uint l_1647_ = (l_1646_ & 65535u);
                uint l_300_ = (l_1645_ + l_1647_);
                uint _e1407 = l_mut_82_;
                uint l_301_ = (_e1407 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e1410 = l_mut_290_;
                uint l_303_ = (_e1410 + l_299_);
                uint _e1412 = l_mut_166_;
                uint l_304_ = (_e1412 + l_302_);
                uint _e1414 = l_mut_290_;
                bool l_305_ = (l_303_ < _e1414);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e1418 = l_mut_160_;
                l_mut_109_ = _e1418;
                uint _e1419 = l_mut_228_;
                l_mut_103_ = _e1419;
                bool l_308_ = (l_12_ == 64u);
                if (l_308_) {
                    l_mut_109_ = l_303_;
                    l_mut_103_ = l_307_;
                } else {
                    bool l_309_ = (l_12_ > 0u);
                    if (l_309_) {
                        uint l_310_ = (64u - l_12_);
                        l_mut_290_ = l_303_;
                        l_mut_284_ = l_307_;
                        bool l_311_ = (l_310_ >= 32u);
                        if (l_311_) {
                            uint l_312_ = (l_310_ & 31u);
                            uint l_313_ = (l_303_ << l_312_);
                            l_mut_290_ = 0u;
                            l_mut_284_ = l_313_;
                        } else {
                            bool l_314_ = (l_310_ > 0u);
                            if (l_314_) {
                                uint l_315_ = (l_303_ << l_310_);
                                uint l_316_ = (l_307_ << l_310_);
                                uint l_317_ = (32u - l_310_);
                                uint l_318_ = (l_303_ >> l_317_);
                                uint l_319_ = (l_316_ | l_318_);
                                l_mut_290_ = l_315_;
                                l_mut_284_ = l_319_;
                            }
                        }
                        uint _e1440 = l_mut_160_;
                        l_mut_234_ = _e1440;
                        uint _e1441 = l_mut_228_;
                        l_mut_166_ = _e1441;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e1446 = l_mut_228_;
                            uint l_322_ = (_e1446 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e1451 = l_mut_160_;
                                l_mut_97_ = _e1451;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e1454 = l_mut_160_;
                                    uint l_325_ = (_e1454 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e1458 = l_mut_228_;
                                    uint l_327_ = (_e1458 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e1461 = l_mut_228_;
                                uint l_329_ = (_e1461 >> l_12_);
                                uint _e1463 = l_mut_97_;
                                l_mut_234_ = _e1463;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e1464 = l_mut_290_;
                        uint _e1465 = l_mut_234_;
                        uint l_330_ = (_e1464 + _e1465);
                        uint _e1467 = l_mut_284_;
                        uint _e1468 = l_mut_166_;
                        uint l_331_ = (_e1467 + _e1468);
                        uint _e1470 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e1470);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e1475 = l_mut_109_;
                    uint l_335_ = (0u - _e1475);
                    uint _e1478 = l_mut_103_;
                    uint l_336_ = (0u - _e1478);
                    uint _e1481 = l_mut_109_;
                    bool l_337_ = (0u < _e1481);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e1485 = l_mut_109_;
            uint l_340_ = (l_132_ + _e1485);
            uint _e1487 = l_mut_103_;
            uint l_341_ = (l_136_ + _e1487);
            bool l_342_ = (l_340_ < l_132_);
            uint l_343_ = uint(l_342_);
            uint l_344_ = (l_341_ + l_343_);
            uint l_345_ = (l_76_ >> 31u);
            bool l_346_ = (l_345_ == 1u);
            l_mut_290_ = l_73_;
            l_mut_284_ = l_76_;
            if (l_346_) {
                uint l_347_ = (0u - l_73_);
                uint l_348_ = (0u - l_76_);
                bool l_349_ = (0u < l_73_);
                uint l_350_ = uint(l_349_);
                uint l_351_ = (l_348_ - l_350_);
                l_mut_290_ = l_347_;
                l_mut_284_ = l_351_;
            }
            uint _e1504 = l_mut_290_;
            uint l_352_ = (_e1504 * l_77_);
            uint _e1506 = l_mut_284_;
            uint l_353_ = (_e1506 * l_77_);
            uint _e1508 = l_mut_290_;
            uint l_1649_ = (_e1508 & 65535u);
            uint _e1511 = l_mut_290_;
            uint l_1650_ = (_e1511 >> 16u);
            uint l_1651_ = (l_1650_ & 65535u);
            uint l_1652_ = (l_77_ & 65535u);
            uint l_1653_ = (l_77_ >> 16u);
            uint l_1654_ = (l_1653_ & 65535u);
            uint l_1655_ = (l_1649_ * l_1652_);
            uint l_1656_ = (l_1651_ * l_1652_);
            uint l_1657_ = (l_1649_ * l_1654_);
            uint l_1658_ = (l_1651_ * l_1654_);
            uint l_1659_ = (l_1655_ >> 16u);
            uint l_1660_ = (l_1659_ & 65535u);
            uint l_1661_ = (l_1656_ & 65535u);
            uint l_1662_ = (l_1660_ + l_1661_);
            uint l_1663_ = (l_1657_ & 65535u);
            uint l_1664_ = (l_1662_ + l_1663_);
            uint l_1665_ = (l_1656_ >> 16u);
            uint l_1666_ = (l_1665_ & 65535u);
            uint l_1667_ = (l_1658_ + l_1666_);
            uint l_1668_ = (l_1657_ >> 16u);
            uint l_1669_ = (l_1668_ & 65535u);
            uint l_1670_ = (l_1667_ + l_1669_);
            uint l_1671_ = (l_1664_ >> 16u);
            uint l_1672_ = (l_1671_ & 65535u);
            uint l_354_ = (l_1670_ + l_1672_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1552 = l_mut_284_;
            uint l_1674_ = (_e1552 & 65535u);
            uint _e1555 = l_mut_284_;
            uint l_1675_ = (_e1555 >> 16u);
            uint l_1676_ = (l_1675_ & 65535u);
            uint l_1677_ = (l_77_ & 65535u);
            uint l_1678_ = (l_77_ >> 16u);
            uint l_1679_ = (l_1678_ & 65535u);
            uint l_1680_ = (l_1674_ * l_1677_);
            uint l_1681_ = (l_1676_ * l_1677_);
            uint l_1682_ = (l_1674_ * l_1679_);
            uint l_1683_ = (l_1676_ * l_1679_);
            uint l_1684_ = (l_1680_ >> 16u);
            uint l_1685_ = (l_1684_ & 65535u);
            uint l_1686_ = (l_1681_ & 65535u);
            uint l_1687_ = (l_1685_ + l_1686_);
            uint l_1688_ = (l_1682_ & 65535u);
            uint l_1689_ = (l_1687_ + l_1688_);
            uint l_1690_ = (l_1681_ >> 16u);
            uint l_1691_ = (l_1690_ & 65535u);
            uint l_1692_ = (l_1683_ + l_1691_);
            uint l_1693_ = (l_1682_ >> 16u);
            uint l_1694_ = (l_1693_ & 65535u);
            uint l_1695_ = (l_1692_ + l_1694_);
            uint l_1696_ = (l_1689_ >> 16u);
            uint l_1697_ = (l_1696_ & 65535u);
            uint l_356_ = (l_1695_ + l_1697_);
            bool l_357_ = (l_355_ < l_353_);
            uint l_358_ = uint(l_357_);
            uint l_359_ = (l_356_ + l_358_);
            uint l_360_ = (l_12_ % 32u);
            l_mut_234_ = l_352_;
            bool l_361_ = (l_360_ > 0u);
            if (l_361_) {
                uint l_362_ = (l_352_ >> l_360_);
                uint l_363_ = (32u - l_360_);
                uint l_364_ = (l_355_ << l_363_);
                uint l_365_ = (l_362_ | l_364_);
                l_mut_234_ = l_365_;
            }
            l_mut_228_ = l_355_;
            bool l_366_ = (l_360_ > 0u);
            if (l_366_) {
                uint l_367_ = (l_355_ >> l_360_);
                uint l_368_ = (32u - l_360_);
                uint l_369_ = (l_359_ << l_368_);
                uint l_370_ = (l_367_ | l_369_);
                l_mut_228_ = l_370_;
            }
            uint _e1614 = l_mut_234_;
            l_mut_166_ = _e1614;
            uint _e1615 = l_mut_228_;
            l_mut_234_ = _e1615;
            bool l_371_ = (l_12_ >= 64u);
            if (l_371_) {
                l_mut_166_ = l_359_;
                l_mut_234_ = 0u;
            } else {
                bool l_372_ = (l_12_ >= 32u);
                if (l_372_) {
                    l_mut_228_ = l_355_;
                    bool l_373_ = (l_360_ > 0u);
                    if (l_373_) {
                        uint l_374_ = (l_355_ >> l_360_);
                        uint l_375_ = (32u - l_360_);
                        uint l_376_ = (l_359_ << l_375_);
                        uint l_377_ = (l_374_ | l_376_);
                        l_mut_228_ = l_377_;
                    }
                    uint l_378_ = (l_359_ >> l_360_);
                    uint _e1629 = l_mut_228_;
                    l_mut_166_ = _e1629;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1630 = l_mut_166_;
            l_mut_290_ = _e1630;
            uint _e1631 = l_mut_234_;
            l_mut_284_ = _e1631;
            if (l_346_) {
                uint _e1633 = l_mut_290_;
                uint l_379_ = (0u - _e1633);
                uint _e1636 = l_mut_284_;
                uint l_380_ = (0u - _e1636);
                uint _e1639 = l_mut_290_;
                bool l_381_ = (0u < _e1639);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1643 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1643);
            uint _e1645 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1645);
            bool l_386_ = (l_384_ < l_123_);
            uint l_387_ = uint(l_386_);
            uint l_388_ = (l_385_ + l_387_);
            uint l_389_ = (l_12_ + 3u);
            l_mut_290_ = 0u;
            l_mut_284_ = 0u;
            bool l_390_ = (l_77_ < 65536u);
            if (l_390_) {
                uint l_391_ = (l_77_ * l_77_);
                uint l_392_ = (l_76_ >> 31u);
                bool l_393_ = (l_392_ == 1u);
                l_mut_234_ = l_73_;
                l_mut_228_ = l_76_;
                if (l_393_) {
                    uint l_394_ = (0u - l_73_);
                    uint l_395_ = (0u - l_76_);
                    bool l_396_ = (0u < l_73_);
                    uint l_397_ = uint(l_396_);
                    uint l_398_ = (l_395_ - l_397_);
                    l_mut_234_ = l_394_;
                    l_mut_228_ = l_398_;
                }
                uint _e1669 = l_mut_234_;
                uint l_399_ = (_e1669 * l_391_);
                uint _e1671 = l_mut_228_;
                uint l_400_ = (_e1671 * l_391_);
                uint _e1673 = l_mut_234_;
                uint l_1699_ = (_e1673 & 65535u);
                uint _e1676 = l_mut_234_;
                uint l_1700_ = (_e1676 >> 16u);
                uint l_1701_ = (l_1700_ & 65535u);
                uint l_1702_ = (l_391_ & 65535u);
                uint l_1703_ = (l_391_ >> 16u);
                uint l_1704_ = (l_1703_ & 65535u);
                uint l_1705_ = (l_1699_ * l_1702_);
                uint l_1706_ = (l_1701_ * l_1702_);
                uint l_1707_ = (l_1699_ * l_1704_);
                uint l_1708_ = (l_1701_ * l_1704_);
                uint l_1709_ = (l_1705_ >> 16u);
                uint l_1710_ = (l_1709_ & 65535u);
                uint l_1711_ = (l_1706_ & 65535u);
                uint l_1712_ = (l_1710_ + l_1711_);
                uint l_1713_ = (l_1707_ & 65535u);
                uint l_1714_ = (l_1712_ + l_1713_);
                uint l_1715_ = (l_1706_ >> 16u);
                uint l_1716_ = (l_1715_ & 65535u);
                uint l_1717_ = (l_1708_ + l_1716_);
                uint l_1718_ = (l_1707_ >> 16u);
                uint l_1719_ = (l_1718_ & 65535u);
                uint l_1720_ = (l_1717_ + l_1719_);
                uint l_1721_ = (l_1714_ >> 16u);
                uint l_1722_ = (l_1721_ & 65535u);
                uint l_401_ = (l_1720_ + l_1722_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1717 = l_mut_228_;
                uint l_1724_ = (_e1717 & 65535u);
                uint _e1720 = l_mut_228_;
                uint l_1725_ = (_e1720 >> 16u);
                uint l_1726_ = (l_1725_ & 65535u);
                uint l_1727_ = (l_391_ & 65535u);
                uint l_1728_ = (l_391_ >> 16u);
                uint l_1729_ = (l_1728_ & 65535u);
                uint l_1730_ = (l_1724_ * l_1727_);
                uint l_1731_ = (l_1726_ * l_1727_);
                uint l_1732_ = (l_1724_ * l_1729_);
                uint l_1733_ = (l_1726_ * l_1729_);
                uint l_1734_ = (l_1730_ >> 16u);
                uint l_1735_ = (l_1734_ & 65535u);
                uint l_1736_ = (l_1731_ & 65535u);
                uint l_1737_ = (l_1735_ + l_1736_);
                uint l_1738_ = (l_1732_ & 65535u);
                uint l_1739_ = (l_1737_ + l_1738_);
                uint l_1740_ = (l_1731_ >> 16u);
                uint l_1741_ = (l_1740_ & 65535u);
                uint l_1742_ = (l_1733_ + l_1741_);
                uint l_1743_ = (l_1732_ >> 16u);
                uint l_1744_ = (l_1743_ & 65535u);
                uint l_1745_ = (l_1742_ + l_1744_);
                uint l_1746_ = (l_1739_ >> 16u);
                uint l_1747_ = (l_1746_ & 65535u);
                uint l_403_ = (l_1745_ + l_1747_);
                bool l_404_ = (l_402_ < l_400_);
                uint l_405_ = uint(l_404_);
                uint l_406_ = (l_403_ + l_405_);
                uint l_407_ = (l_389_ % 32u);
                l_mut_166_ = l_399_;
                bool l_408_ = (l_407_ > 0u);
                if (l_408_) {
                    uint l_409_ = (l_399_ >> l_407_);
                    uint l_410_ = (32u - l_407_);
                    uint l_411_ = (l_402_ << l_410_);
                    uint l_412_ = (l_409_ | l_411_);
                    l_mut_166_ = l_412_;
                }
                l_mut_160_ = l_402_;
                bool l_413_ = (l_407_ > 0u);
                if (l_413_) {
                    uint l_414_ = (l_402_ >> l_407_);
                    uint l_415_ = (32u - l_407_);
                    uint l_416_ = (l_406_ << l_415_);
                    uint l_417_ = (l_414_ | l_416_);
                    l_mut_160_ = l_417_;
                }
                uint _e1779 = l_mut_166_;
                l_mut_109_ = _e1779;
                uint _e1780 = l_mut_160_;
                l_mut_166_ = _e1780;
                bool l_418_ = (l_389_ >= 64u);
                if (l_418_) {
                    l_mut_109_ = l_406_;
                    l_mut_166_ = 0u;
                } else {
                    bool l_419_ = (l_389_ >= 32u);
                    if (l_419_) {
                        l_mut_160_ = l_402_;
                        bool l_420_ = (l_407_ > 0u);
                        if (l_420_) {
                            uint l_421_ = (l_402_ >> l_407_);
                            uint l_422_ = (32u - l_407_);
                            uint l_423_ = (l_406_ << l_422_);
                            uint l_424_ = (l_421_ | l_423_);
                            l_mut_160_ = l_424_;
                        }
                        uint l_425_ = (l_406_ >> l_407_);
                        uint _e1794 = l_mut_160_;
                        l_mut_109_ = _e1794;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1795 = l_mut_109_;
                l_mut_234_ = _e1795;
                uint _e1796 = l_mut_166_;
                l_mut_228_ = _e1796;
                if (l_393_) {
                    uint _e1798 = l_mut_234_;
                    uint l_426_ = (0u - _e1798);
                    uint _e1801 = l_mut_228_;
                    uint l_427_ = (0u - _e1801);
                    uint _e1804 = l_mut_234_;
                    bool l_428_ = (0u < _e1804);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1808 = l_mut_234_;
                l_mut_290_ = _e1808;
                uint _e1809 = l_mut_228_;
                l_mut_284_ = _e1809;
            } else {
                uint l_431_ = (l_76_ >> 31u);
                bool l_432_ = (l_431_ == 1u);
                l_mut_234_ = l_73_;
                l_mut_228_ = l_76_;
                if (l_432_) {
                    uint l_433_ = (0u - l_73_);
                    uint l_434_ = (0u - l_76_);
                    bool l_435_ = (0u < l_73_);
                    uint l_436_ = uint(l_435_);
                    uint l_437_ = (l_434_ - l_436_);
                    l_mut_234_ = l_433_;
                    l_mut_228_ = l_437_;
                }
                uint _e1822 = l_mut_234_;
                uint l_438_ = (_e1822 * l_77_);
                uint _e1824 = l_mut_228_;
                uint l_439_ = (_e1824 * l_77_);
                uint _e1826 = l_mut_234_;
                uint l_1749_ = (_e1826 & 65535u);
                uint _e1829 = l_mut_234_;
                uint l_1750_ = (_e1829 >> 16u);
                uint l_1751_ = (l_1750_ & 65535u);
                uint l_1752_ = (l_77_ & 65535u);
                uint l_1753_ = (l_77_ >> 16u);
                uint l_1754_ = (l_1753_ & 65535u);
                uint l_1755_ = (l_1749_ * l_1752_);
                uint l_1756_ = (l_1751_ * l_1752_);
                uint l_1757_ = (l_1749_ * l_1754_);
                uint l_1758_ = (l_1751_ * l_1754_);
                uint l_1759_ = (l_1755_ >> 16u);
                uint l_1760_ = (l_1759_ & 65535u);
                uint l_1761_ = (l_1756_ & 65535u);
                uint l_1762_ = (l_1760_ + l_1761_);
                uint l_1763_ = (l_1757_ & 65535u);
                uint l_1764_ = (l_1762_ + l_1763_);
                uint l_1765_ = (l_1756_ >> 16u);
                uint l_1766_ = (l_1765_ & 65535u);
                uint l_1767_ = (l_1758_ + l_1766_);
                uint l_1768_ = (l_1757_ >> 16u);
                uint l_1769_ = (l_1768_ & 65535u);
                uint l_1770_ = (l_1767_ + l_1769_);
                uint l_1771_ = (l_1764_ >> 16u);
                uint l_1772_ = (l_1771_ & 65535u);
                uint l_440_ = (l_1770_ + l_1772_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1870 = l_mut_228_;
                uint l_1774_ = (_e1870 & 65535u);
                uint _e1873 = l_mut_228_;
                uint l_1775_ = (_e1873 >> 16u);
                uint l_1776_ = (l_1775_ & 65535u);
                uint l_1777_ = (l_77_ & 65535u);
                uint l_1778_ = (l_77_ >> 16u);
                uint l_1779_ = (l_1778_ & 65535u);
                uint l_1780_ = (l_1774_ * l_1777_);
                uint l_1781_ = (l_1776_ * l_1777_);
                uint l_1782_ = (l_1774_ * l_1779_);
                uint l_1783_ = (l_1776_ * l_1779_);
                uint l_1784_ = (l_1780_ >> 16u);
                uint l_1785_ = (l_1784_ & 65535u);
                uint l_1786_ = (l_1781_ & 65535u);
                uint l_1787_ = (l_1785_ + l_1786_);
                uint l_1788_ = (l_1782_ & 65535u);
                uint l_1789_ = (l_1787_ + l_1788_);
                uint l_1790_ = (l_1781_ >> 16u);
                uint l_1791_ = (l_1790_ & 65535u);
                uint l_1792_ = (l_1783_ + l_1791_);
                uint l_1793_ = (l_1782_ >> 16u);
                uint l_1794_ = (l_1793_ & 65535u);
                uint l_1795_ = (l_1792_ + l_1794_);
                uint l_1796_ = (l_1789_ >> 16u);
                uint l_1797_ = (l_1796_ & 65535u);
                uint l_442_ = (l_1795_ + l_1797_);
                bool l_443_ = (l_441_ < l_439_);
                uint l_444_ = uint(l_443_);
                uint l_445_ = (l_442_ + l_444_);
                l_mut_166_ = l_438_;
                bool l_447_ = (0u > 0u);
                if (l_447_) {
                    uint l_448_ = (l_438_ >> 0u);
                    uint l_449_ = (32u - 0u);
                    uint l_450_ = (l_441_ << l_449_);
                    uint l_451_ = (l_448_ | l_450_);
                    l_mut_166_ = l_451_;
                }
                l_mut_160_ = l_441_;
                bool l_452_ = (0u > 0u);
                if (l_452_) {
                    uint l_453_ = (l_441_ >> 0u);
                    uint l_454_ = (32u - 0u);
                    uint l_455_ = (l_445_ << l_454_);
                    uint l_456_ = (l_453_ | l_455_);
                    l_mut_160_ = l_456_;
                }
                uint _e1931 = l_mut_166_;
                l_mut_109_ = _e1931;
                uint _e1932 = l_mut_160_;
                l_mut_166_ = _e1932;
                if (false) {
                    l_mut_109_ = l_445_;
                    l_mut_166_ = 0u;
                } else {
                    if (false) {
                        l_mut_160_ = l_441_;
                        bool l_459_ = (0u > 0u);
                        if (l_459_) {
                            uint l_460_ = (l_441_ >> 0u);
                            uint l_461_ = (32u - 0u);
                            uint l_462_ = (l_445_ << l_461_);
                            uint l_463_ = (l_460_ | l_462_);
                            l_mut_160_ = l_463_;
                        }
                        uint l_464_ = (l_445_ >> 0u);
                        uint _e1944 = l_mut_160_;
                        l_mut_109_ = _e1944;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1945 = l_mut_234_;
                uint l_465_ = (_e1945 * l_77_);
                uint _e1947 = l_mut_228_;
                uint l_466_ = (_e1947 * l_77_);
                uint _e1949 = l_mut_234_;
                uint l_1799_ = (_e1949 & 65535u);
                uint _e1952 = l_mut_234_;
                uint l_1800_ = (_e1952 >> 16u);
                uint l_1801_ = (l_1800_ & 65535u);
                uint l_1802_ = (l_77_ & 65535u);
                uint l_1803_ = (l_77_ >> 16u);
                uint l_1804_ = (l_1803_ & 65535u);
                uint l_1805_ = (l_1799_ * l_1802_);
                uint l_1806_ = (l_1801_ * l_1802_);
                uint l_1807_ = (l_1799_ * l_1804_);
                uint l_1808_ = (l_1801_ * l_1804_);
                uint l_1809_ = (l_1805_ >> 16u);
                uint l_1810_ = (l_1809_ & 65535u);
                uint l_1811_ = (l_1806_ & 65535u);
                uint l_1812_ = (l_1810_ + l_1811_);
                uint l_1813_ = (l_1807_ & 65535u);
                uint l_1814_ = (l_1812_ + l_1813_);
                uint l_1815_ = (l_1806_ >> 16u);
                uint l_1816_ = (l_1815_ & 65535u);
                uint l_1817_ = (l_1808_ + l_1816_);
                uint l_1818_ = (l_1807_ >> 16u);
                uint l_1819_ = (l_1818_ & 65535u);
                uint l_1820_ = (l_1817_ + l_1819_);
                uint l_1821_ = (l_1814_ >> 16u);
                uint l_1822_ = (l_1821_ & 65535u);
                uint l_467_ = (l_1820_ + l_1822_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1993 = l_mut_228_;
                uint l_1824_ = (_e1993 & 65535u);
                uint _e1996 = l_mut_228_;
                uint l_1825_ = (_e1996 >> 16u);
                uint l_1826_ = (l_1825_ & 65535u);
                uint l_1827_ = (l_77_ & 65535u);
                uint l_1828_ = (l_77_ >> 16u);
                uint l_1829_ = (l_1828_ & 65535u);
                uint l_1830_ = (l_1824_ * l_1827_);
                uint l_1831_ = (l_1826_ * l_1827_);
                uint l_1832_ = (l_1824_ * l_1829_);
                uint l_1833_ = (l_1826_ * l_1829_);
                uint l_1834_ = (l_1830_ >> 16u);
                uint l_1835_ = (l_1834_ & 65535u);
                uint l_1836_ = (l_1831_ & 65535u);
                uint l_1837_ = (l_1835_ + l_1836_);
                uint l_1838_ = (l_1832_ & 65535u);
                uint l_1839_ = (l_1837_ + l_1838_);
                uint l_1840_ = (l_1831_ >> 16u);
                uint l_1841_ = (l_1840_ & 65535u);
                uint l_1842_ = (l_1833_ + l_1841_);
                uint l_1843_ = (l_1832_ >> 16u);
                uint l_1844_ = (l_1843_ & 65535u);
                uint l_1845_ = (l_1842_ + l_1844_);
                uint l_1846_ = (l_1839_ >> 16u);
                uint l_1847_ = (l_1846_ & 65535u);
                uint l_469_ = (l_1845_ + l_1847_);
                bool l_470_ = (l_468_ < l_466_);
                uint l_471_ = uint(l_470_);
                uint l_472_ = (l_469_ + l_471_);
                l_mut_160_ = l_465_;
                bool l_474_ = (0u > 0u);
                if (l_474_) {
                    uint l_475_ = (l_465_ >> 0u);
                    uint l_476_ = (32u - 0u);
                    uint l_477_ = (l_468_ << l_476_);
                    uint l_478_ = (l_475_ | l_477_);
                    l_mut_160_ = l_478_;
                }
                l_mut_103_ = l_468_;
                bool l_479_ = (0u > 0u);
                if (l_479_) {
                    uint l_480_ = (l_468_ >> 0u);
                    uint l_481_ = (32u - 0u);
                    uint l_482_ = (l_472_ << l_481_);
                    uint l_483_ = (l_480_ | l_482_);
                    l_mut_103_ = l_483_;
                }
                uint _e2054 = l_mut_160_;
                l_mut_97_ = _e2054;
                uint _e2055 = l_mut_103_;
                l_mut_160_ = _e2055;
                if (true) {
                    l_mut_97_ = l_472_;
                    l_mut_160_ = 0u;
                } else {
                    if (true) {
                        l_mut_103_ = l_468_;
                        bool l_486_ = (0u > 0u);
                        if (l_486_) {
                            uint l_487_ = (l_468_ >> 0u);
                            uint l_488_ = (32u - 0u);
                            uint l_489_ = (l_472_ << l_488_);
                            uint l_490_ = (l_487_ | l_489_);
                            l_mut_103_ = l_490_;
                        }
                        uint l_491_ = (l_472_ >> 0u);
                        uint _e2067 = l_mut_103_;
                        l_mut_97_ = _e2067;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e2068 = l_mut_109_;
                uint l_492_ = (_e2068 * l_77_);
                uint _e2070 = l_mut_166_;
                uint l_493_ = (_e2070 * l_77_);
                uint _e2072 = l_mut_109_;
                uint l_1849_ = (_e2072 & 65535u);
                uint _e2075 = l_mut_109_;
                uint l_1850_ = (_e2075 >> 16u);
                uint l_1851_ = (l_1850_ & 65535u);
                uint l_1852_ = (l_77_ & 65535u);
                uint l_1853_ = (l_77_ >> 16u);
                uint l_1854_ = (l_1853_ & 65535u);
                uint l_1855_ = (l_1849_ * l_1852_);
                uint l_1856_ = (l_1851_ * l_1852_);
                uint l_1857_ = (l_1849_ * l_1854_);
                uint l_1858_ = (l_1851_ * l_1854_);
                uint l_1859_ = (l_1855_ >> 16u);
                uint l_1860_ = (l_1859_ & 65535u);
                uint l_1861_ = (l_1856_ & 65535u);
                uint l_1862_ = (l_1860_ + l_1861_);
                uint l_1863_ = (l_1857_ & 65535u);
                uint l_1864_ = (l_1862_ + l_1863_);
                uint l_1865_ = (l_1856_ >> 16u);
                uint l_1866_ = (l_1865_ & 65535u);
                uint l_1867_ = (l_1858_ + l_1866_);
                uint l_1868_ = (l_1857_ >> 16u);
                uint l_1869_ = (l_1868_ & 65535u);
                uint l_1870_ = (l_1867_ + l_1869_);
                uint l_1871_ = (l_1864_ >> 16u);
                uint l_1872_ = (l_1871_ & 65535u);
                uint l_494_ = (l_1870_ + l_1872_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e2116 = l_mut_166_;
                uint l_1874_ = (_e2116 & 65535u);
                uint _e2119 = l_mut_166_;
                uint l_1875_ = (_e2119 >> 16u);
                uint l_1876_ = (l_1875_ & 65535u);
                uint l_1877_ = (l_77_ & 65535u);
                uint l_1878_ = (l_77_ >> 16u);
                uint l_1879_ = (l_1878_ & 65535u);
                uint l_1880_ = (l_1874_ * l_1877_);
                uint l_1881_ = (l_1876_ * l_1877_);
                uint l_1882_ = (l_1874_ * l_1879_);
                uint l_1883_ = (l_1876_ * l_1879_);
                uint l_1884_ = (l_1880_ >> 16u);
                uint l_1885_ = (l_1884_ & 65535u);
                uint l_1886_ = (l_1881_ & 65535u);
                uint l_1887_ = (l_1885_ + l_1886_);
                uint l_1888_ = (l_1882_ & 65535u);
                uint l_1889_ = (l_1887_ + l_1888_);
                uint l_1890_ = (l_1881_ >> 16u);
                uint l_1891_ = (l_1890_ & 65535u);
                uint l_1892_ = (l_1883_ + l_1891_);
                uint l_1893_ = (l_1882_ >> 16u);
                uint l_1894_ = (l_1893_ & 65535u);
                uint l_1895_ = (l_1892_ + l_1894_);
                uint l_1896_ = (l_1889_ >> 16u);
                uint l_1897_ = (l_1896_ & 65535u);
                uint l_496_ = (l_1895_ + l_1897_);
                bool l_497_ = (l_495_ < l_493_);
                uint l_498_ = uint(l_497_);
                uint l_499_ = (l_496_ + l_498_);
                l_mut_234_ = l_492_;
                bool l_501_ = (0u > 0u);
                if (l_501_) {
                    uint l_502_ = (l_492_ >> 0u);
                    uint l_503_ = (32u - 0u);
                    uint l_504_ = (l_495_ << l_503_);
                    uint l_505_ = (l_502_ | l_504_);
                    l_mut_234_ = l_505_;
                }
                l_mut_228_ = l_495_;
                bool l_506_ = (0u > 0u);
                if (l_506_) {
                    uint l_507_ = (l_495_ >> 0u);
                    uint l_508_ = (32u - 0u);
                    uint l_509_ = (l_499_ << l_508_);
                    uint l_510_ = (l_507_ | l_509_);
                    l_mut_228_ = l_510_;
                }
                uint _e2177 = l_mut_234_;
                l_mut_103_ = _e2177;
                uint _e2178 = l_mut_228_;
                l_mut_234_ = _e2178;
                if (false) {
                    l_mut_103_ = l_499_;
                    l_mut_234_ = 0u;
                } else {
                    if (false) {
                        l_mut_228_ = l_495_;
                        bool l_513_ = (0u > 0u);
                        if (l_513_) {
                            uint l_514_ = (l_495_ >> 0u);
                            uint l_515_ = (32u - 0u);
                            uint l_516_ = (l_499_ << l_515_);
                            uint l_517_ = (l_514_ | l_516_);
                            l_mut_228_ = l_517_;
                        }
                        uint l_518_ = (l_499_ >> 0u);
                        uint _e2190 = l_mut_228_;
                        l_mut_103_ = _e2190;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e2191 = l_mut_109_;
                uint l_519_ = (_e2191 * l_77_);
                uint _e2193 = l_mut_166_;
                uint l_520_ = (_e2193 * l_77_);
                uint _e2195 = l_mut_109_;
                uint l_1899_ = (_e2195 & 65535u);
                uint _e2198 = l_mut_109_;
                uint l_1900_ = (_e2198 >> 16u);
                uint l_1901_ = (l_1900_ & 65535u);
                uint l_1902_ = (l_77_ & 65535u);
                uint l_1903_ = (l_77_ >> 16u);
                uint l_1904_ = (l_1903_ & 65535u);
                uint l_1905_ = (l_1899_ * l_1902_);
                uint l_1906_ = (l_1901_ * l_1902_);
                uint l_1907_ = (l_1899_ * l_1904_);
                uint l_1908_ = (l_1901_ * l_1904_);
                uint l_1909_ = (l_1905_ >> 16u);
                uint l_1910_ = (l_1909_ & 65535u);
                uint l_1911_ = (l_1906_ & 65535u);
                uint l_1912_ = (l_1910_ + l_1911_);
                uint l_1913_ = (l_1907_ & 65535u);
                uint l_1914_ = (l_1912_ + l_1913_);
                uint l_1915_ = (l_1906_ >> 16u);
                uint l_1916_ = (l_1915_ & 65535u);
                uint l_1917_ = (l_1908_ + l_1916_);
                uint l_1918_ = (l_1907_ >> 16u);
                uint l_1919_ = (l_1918_ & 65535u);
                uint l_1920_ = (l_1917_ + l_1919_);
                uint l_1921_ = (l_1914_ >> 16u);
                uint l_1922_ = (l_1921_ & 65535u);
                uint l_521_ = (l_1920_ + l_1922_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e2239 = l_mut_166_;
                uint l_1924_ = (_e2239 & 65535u);
                uint _e2242 = l_mut_166_;
                uint l_1925_ = (_e2242 >> 16u);
                uint l_1926_ = (l_1925_ & 65535u);
                uint l_1927_ = (l_77_ & 65535u);
                uint l_1928_ = (l_77_ >> 16u);
                uint l_1929_ = (l_1928_ & 65535u);
                uint l_1930_ = (l_1924_ * l_1927_);
                uint l_1931_ = (l_1926_ * l_1927_);
                uint l_1932_ = (l_1924_ * l_1929_);
                uint l_1933_ = (l_1926_ * l_1929_);
                uint l_1934_ = (l_1930_ >> 16u);
                uint l_1935_ = (l_1934_ & 65535u);
                uint l_1936_ = (l_1931_ & 65535u);
                uint l_1937_ = (l_1935_ + l_1936_);
                uint l_1938_ = (l_1932_ & 65535u);
                uint l_1939_ = (l_1937_ + l_1938_);
                uint l_1940_ = (l_1931_ >> 16u);
                uint l_1941_ = (l_1940_ & 65535u);
                uint l_1942_ = (l_1933_ + l_1941_);
                uint l_1943_ = (l_1932_ >> 16u);
                uint l_1944_ = (l_1943_ & 65535u);
                uint l_1945_ = (l_1942_ + l_1944_);
                uint l_1946_ = (l_1939_ >> 16u);
                uint l_1947_ = (l_1946_ & 65535u);
                uint l_523_ = (l_1945_ + l_1947_);
                bool l_524_ = (l_522_ < l_520_);
                uint l_525_ = uint(l_524_);
                uint l_526_ = (l_523_ + l_525_);
                l_mut_228_ = l_519_;
                bool l_528_ = (0u > 0u);
                if (l_528_) {
                    uint l_529_ = (l_519_ >> 0u);
                    uint l_530_ = (32u - 0u);
                    uint l_531_ = (l_522_ << l_530_);
                    uint l_532_ = (l_529_ | l_531_);
                    l_mut_228_ = l_532_;
                }
                l_mut_82_ = l_522_;
                bool l_533_ = (0u > 0u);
                if (l_533_) {
                    uint l_534_ = (l_522_ >> 0u);
                    uint l_535_ = (32u - 0u);
                    uint l_536_ = (l_526_ << l_535_);
                    uint l_537_ = (l_534_ | l_536_);
                    l_mut_82_ = l_537_;
                }
                uint _e2300 = l_mut_228_;
                l_mut_45_ = _e2300;
                uint _e2301 = l_mut_82_;
                l_mut_228_ = _e2301;
                if (true) {
                    l_mut_45_ = l_526_;
                    l_mut_228_ = 0u;
                } else {
                    if (true) {
                        l_mut_82_ = l_522_;
                        bool l_540_ = (0u > 0u);
                        if (l_540_) {
                            uint l_541_ = (l_522_ >> 0u);
                            uint l_542_ = (32u - 0u);
                            uint l_543_ = (l_526_ << l_542_);
                            uint l_544_ = (l_541_ | l_543_);
                            l_mut_82_ = l_544_;
                        }
                        uint l_545_ = (l_526_ >> 0u);
                        uint _e2313 = l_mut_82_;
                        l_mut_45_ = _e2313;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e2314 = l_mut_97_;
                uint l_546_ = (_e2314 * l_77_);
                uint _e2316 = l_mut_97_;
                uint l_1949_ = (_e2316 & 65535u);
                uint _e2319 = l_mut_97_;
                uint l_1950_ = (_e2319 >> 16u);
                uint l_1951_ = (l_1950_ & 65535u);
                uint l_1952_ = (l_77_ & 65535u);
                uint l_1953_ = (l_77_ >> 16u);
                uint l_1954_ = (l_1953_ & 65535u);
                uint l_1955_ = (l_1949_ * l_1952_);
                uint l_1956_ = (l_1951_ * l_1952_);
                uint l_1957_ = (l_1949_ * l_1954_);
                uint l_1958_ = (l_1951_ * l_1954_);
                uint l_1959_ = (l_1955_ >> 16u);
                uint l_1960_ = (l_1959_ & 65535u);
                uint l_1961_ = (l_1956_ & 65535u);
                uint l_1962_ = (l_1960_ + l_1961_);
                uint l_1963_ = (l_1957_ & 65535u);
                uint l_1964_ = (l_1962_ + l_1963_);
                uint l_1965_ = (l_1956_ >> 16u);
                uint l_1966_ = (l_1965_ & 65535u);
                uint l_1967_ = (l_1958_ + l_1966_);
                uint l_1968_ = (l_1957_ >> 16u);
                uint l_1969_ = (l_1968_ & 65535u);
                uint l_1970_ = (l_1967_ + l_1969_);
                uint l_1971_ = (l_1964_ >> 16u);
                uint l_1972_ = (l_1971_ & 65535u);
                uint l_547_ = (l_1970_ + l_1972_);
                uint _e2359 = l_mut_160_;
                uint l_548_ = (_e2359 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e2362 = l_mut_45_;
                uint l_550_ = (_e2362 + l_546_);
                uint _e2364 = l_mut_228_;
                uint l_551_ = (_e2364 + l_549_);
                uint _e2366 = l_mut_45_;
                bool l_552_ = (l_550_ < _e2366);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e2370 = l_mut_103_;
                l_mut_290_ = _e2370;
                uint _e2371 = l_mut_234_;
                l_mut_284_ = _e2371;
                bool l_555_ = (l_389_ == 64u);
                if (l_555_) {
                    l_mut_290_ = l_550_;
                    l_mut_284_ = l_554_;
                } else {
                    bool l_556_ = (l_389_ > 0u);
                    if (l_556_) {
                        uint l_557_ = (64u - l_389_);
                        l_mut_228_ = l_550_;
                        l_mut_166_ = l_554_;
                        bool l_558_ = (l_557_ >= 32u);
                        if (l_558_) {
                            uint l_559_ = (l_557_ & 31u);
                            uint l_560_ = (l_550_ << l_559_);
                            l_mut_228_ = 0u;
                            l_mut_166_ = l_560_;
                        } else {
                            bool l_561_ = (l_557_ > 0u);
                            if (l_561_) {
                                uint l_562_ = (l_550_ << l_557_);
                                uint l_563_ = (l_554_ << l_557_);
                                uint l_564_ = (32u - l_557_);
                                uint l_565_ = (l_550_ >> l_564_);
                                uint l_566_ = (l_563_ | l_565_);
                                l_mut_228_ = l_562_;
                                l_mut_166_ = l_566_;
                            }
                        }
                        uint _e2392 = l_mut_103_;
                        l_mut_160_ = _e2392;
                        uint _e2393 = l_mut_234_;
                        l_mut_109_ = _e2393;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e2398 = l_mut_234_;
                            uint l_569_ = (_e2398 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e2403 = l_mut_103_;
                                l_mut_97_ = _e2403;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e2406 = l_mut_103_;
                                    uint l_572_ = (_e2406 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e2410 = l_mut_234_;
                                    uint l_574_ = (_e2410 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e2413 = l_mut_234_;
                                uint l_576_ = (_e2413 >> l_389_);
                                uint _e2415 = l_mut_97_;
                                l_mut_160_ = _e2415;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e2416 = l_mut_228_;
                        uint _e2417 = l_mut_160_;
                        uint l_577_ = (_e2416 + _e2417);
                        uint _e2419 = l_mut_166_;
                        uint _e2420 = l_mut_109_;
                        uint l_578_ = (_e2419 + _e2420);
                        uint _e2422 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e2422);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e2427 = l_mut_290_;
                    uint l_582_ = (0u - _e2427);
                    uint _e2430 = l_mut_284_;
                    uint l_583_ = (0u - _e2430);
                    uint _e2433 = l_mut_290_;
                    bool l_584_ = (0u < _e2433);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e2437 = l_mut_290_;
            uint l_587_ = (l_340_ - _e2437);
            uint _e2439 = l_mut_284_;
            uint l_588_ = (l_344_ - _e2439);
            uint _e2441 = l_mut_290_;
            bool l_589_ = (l_340_ < _e2441);
            uint l_590_ = uint(l_589_);
            uint l_591_ = (l_588_ - l_590_);
            uint l_592_ = (l_587_ + l_22_);
            uint l_593_ = (l_591_ + l_25_);
            bool l_594_ = (l_592_ < l_587_);
            uint l_595_ = uint(l_594_);
            uint l_596_ = (l_593_ + l_595_);
            uint l_597_ = (0u - l_384_);
            uint l_598_ = (0u - l_388_);
            bool l_599_ = (0u < l_384_);
            uint l_600_ = uint(l_599_);
            uint l_601_ = (l_598_ - l_600_);
            uint l_602_ = (l_22_ + l_22_);
            uint l_603_ = (l_25_ + l_25_);
            bool l_604_ = (l_602_ < l_22_);
            uint l_605_ = uint(l_604_);
            uint l_606_ = (l_603_ + l_605_);
            l_mut_290_ = l_597_;
            l_mut_284_ = l_601_;
            uint l_607_ = (0u - l_597_);
            uint l_608_ = (0u - l_601_);
            bool l_609_ = (0u < l_597_);
            uint l_610_ = uint(l_609_);
            uint l_611_ = (l_608_ - l_610_);
            l_mut_234_ = l_607_;
            l_mut_228_ = l_611_;
            l_mut_166_ = l_592_;
            l_mut_160_ = l_596_;
            l_mut_109_ = 1u;
            l_mut_103_ = 1u;
            l_mut_612_ = false;
            uint _e2474 = l_mut_160_;
            bool l_613_ = (_e2474 < l_606_);
            uint _e2476 = l_mut_160_;
            bool l_614_ = (_e2476 == l_606_);
            uint _e2478 = l_mut_166_;
            bool l_615_ = (_e2478 < l_602_);
            if (l_614_) {
                local_4 = l_615_;
            } else {
                local_4 = false;
            }
            bool l_616_ = local_4;
            if (!(l_613_)) {
                local_5 = l_616_;
            } else {
                local_5 = true;
            }
            bool l_617_ = local_5;
            bool l_618_ = !(l_617_);
            l_mut_619_ = l_618_;
            uint l_620_ = (l_597_ | l_601_);
            bool l_621_ = (l_620_ == 0u);
            if (l_621_) {
                bool _e2493 = l_mut_619_;
                l_mut_612_ = _e2493;
                l_mut_619_ = false;
            }
            bool _e2495 = l_mut_619_;
            if (_e2495) {
                uint l_622_ = (l_601_ >> 31u);
                bool l_623_ = (l_622_ == 1u);
                l_mut_97_ = l_597_;
                l_mut_82_ = l_601_;
                if (l_623_) {
                    uint l_624_ = (0u - l_597_);
                    uint l_625_ = (0u - l_601_);
                    bool l_626_ = (0u < l_597_);
                    uint l_627_ = uint(l_626_);
                    uint l_628_ = (l_625_ - l_627_);
                    l_mut_97_ = l_624_;
                    l_mut_82_ = l_628_;
                }
                uint l_629_ = (l_77_ - 1u);
                uint _e2510 = l_mut_97_;
                uint l_630_ = (_e2510 * l_629_);
                uint _e2512 = l_mut_97_;
                uint l_1974_ = (_e2512 & 65535u);
                uint _e2515 = l_mut_97_;
                uint l_1975_ = (_e2515 >> 16u);
                uint l_1976_ = (l_1975_ & 65535u);
                uint l_1977_ = (l_629_ & 65535u);
                uint l_1978_ = (l_629_ >> 16u);
                uint l_1979_ = (l_1978_ & 65535u);
                uint l_1980_ = (l_1974_ * l_1977_);
                uint l_1981_ = (l_1976_ * l_1977_);
                uint l_1982_ = (l_1974_ * l_1979_);
                uint l_1983_ = (l_1976_ * l_1979_);
                uint l_1984_ = (l_1980_ >> 16u);
                uint l_1985_ = (l_1984_ & 65535u);
                uint l_1986_ = (l_1981_ & 65535u);
                uint l_1987_ = (l_1985_ + l_1986_);
                uint l_1988_ = (l_1982_ & 65535u);
                uint l_1989_ = (l_1987_ + l_1988_);
                uint l_1990_ = (l_1981_ >> 16u);
                uint l_1991_ = (l_1990_ & 65535u);
                uint l_1992_ = (l_1983_ + l_1991_);
                uint l_1993_ = (l_1982_ >> 16u);
                uint l_1994_ = (l_1993_ & 65535u);
                uint l_1995_ = (l_1992_ + l_1994_);
                uint l_1996_ = (l_1989_ >> 16u);
                uint l_1997_ = (l_1996_ & 65535u);
                uint l_631_ = (l_1995_ + l_1997_);
                uint _e2555 = l_mut_82_;
                uint l_632_ = (_e2555 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e2561 = l_mut_97_;
                uint l_635_ = (_e2561 * l_634_);
                uint _e2563 = l_mut_82_;
                uint l_636_ = (_e2563 * l_634_);
                uint _e2565 = l_mut_97_;
                uint l_1999_ = (_e2565 & 65535u);
                uint _e2568 = l_mut_97_;
                uint l_2000_ = (_e2568 >> 16u);
                uint l_2001_ = (l_2000_ & 65535u);
                uint l_2002_ = (l_634_ & 65535u);
                uint l_2003_ = (l_634_ >> 16u);
                uint l_2004_ = (l_2003_ & 65535u);
                uint l_2005_ = (l_1999_ * l_2002_);
                uint l_2006_ = (l_2001_ * l_2002_);
                uint l_2007_ = (l_1999_ * l_2004_);
                uint l_2008_ = (l_2001_ * l_2004_);
                uint l_2009_ = (l_2005_ >> 16u);
                uint l_2010_ = (l_2009_ & 65535u);
                uint l_2011_ = (l_2006_ & 65535u);
                uint l_2012_ = (l_2010_ + l_2011_);
                uint l_2013_ = (l_2007_ & 65535u);
                uint l_2014_ = (l_2012_ + l_2013_);
                uint l_2015_ = (l_2006_ >> 16u);
                uint l_2016_ = (l_2015_ & 65535u);
                uint l_2017_ = (l_2008_ + l_2016_);
                uint l_2018_ = (l_2007_ >> 16u);
                uint l_2019_ = (l_2018_ & 65535u);
                uint l_2020_ = (l_2017_ + l_2019_);
                uint l_2021_ = (l_2014_ >> 16u);
                uint l_2022_ = (l_2021_ & 65535u);
                uint l_637_ = (l_2020_ + l_2022_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e2609 = l_mut_82_;
                uint l_2024_ = (_e2609 & 65535u);
                uint _e2612 = l_mut_82_;
                uint l_2025_ = (_e2612 >> 16u);
                uint l_2026_ = (l_2025_ & 65535u);
                uint l_2027_ = (l_634_ & 65535u);
                uint l_2028_ = (l_634_ >> 16u);
                uint l_2029_ = (l_2028_ & 65535u);
                uint l_2030_ = (l_2024_ * l_2027_);
                uint l_2031_ = (l_2026_ * l_2027_);
                uint l_2032_ = (l_2024_ * l_2029_);
                uint l_2033_ = (l_2026_ * l_2029_);
                uint l_2034_ = (l_2030_ >> 16u);
                uint l_2035_ = (l_2034_ & 65535u);
                uint l_2036_ = (l_2031_ & 65535u);
                uint l_2037_ = (l_2035_ + l_2036_);
                uint l_2038_ = (l_2032_ & 65535u);
                uint l_2039_ = (l_2037_ + l_2038_);
                uint l_2040_ = (l_2031_ >> 16u);
                uint l_2041_ = (l_2040_ & 65535u);
                uint l_2042_ = (l_2033_ + l_2041_);
                uint l_2043_ = (l_2032_ >> 16u);
                uint l_2044_ = (l_2043_ & 65535u);
                uint l_2045_ = (l_2042_ + l_2044_);
                uint l_2046_ = (l_2039_ >> 16u);
                uint l_2047_ = (l_2046_ & 65535u);
                uint l_639_ = (l_2045_ + l_2047_);
                bool l_640_ = (l_638_ < l_636_);
                uint l_641_ = uint(l_640_);
                uint l_642_ = (l_639_ + l_641_);
                l_mut_644_ = l_635_;
                bool l_645_ = (0u > 0u);
                if (l_645_) {
                    uint l_646_ = (l_635_ >> 0u);
                    uint l_647_ = (32u - 0u);
                    uint l_648_ = (l_638_ << l_647_);
                    uint l_649_ = (l_646_ | l_648_);
                    l_mut_644_ = l_649_;
                }
                l_mut_650_ = l_638_;
                bool l_651_ = (0u > 0u);
                if (l_651_) {
                    uint l_652_ = (l_638_ >> 0u);
                    uint l_653_ = (32u - 0u);
                    uint l_654_ = (l_642_ << l_653_);
                    uint l_655_ = (l_652_ | l_654_);
                    l_mut_650_ = l_655_;
                }
                uint _e2670 = l_mut_644_;
                l_mut_656_ = _e2670;
                uint _e2671 = l_mut_650_;
                l_mut_644_ = _e2671;
                if (true) {
                    l_mut_656_ = l_642_;
                    l_mut_644_ = 0u;
                } else {
                    if (true) {
                        l_mut_650_ = l_638_;
                        bool l_659_ = (0u > 0u);
                        if (l_659_) {
                            uint l_660_ = (l_638_ >> 0u);
                            uint l_661_ = (32u - 0u);
                            uint l_662_ = (l_642_ << l_661_);
                            uint l_663_ = (l_660_ | l_662_);
                            l_mut_650_ = l_663_;
                        }
                        uint l_664_ = (l_642_ >> 0u);
                        uint _e2683 = l_mut_650_;
                        l_mut_656_ = _e2683;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e2684 = l_mut_656_;
                uint _e2685 = l_mut_644_;
                uint l_665_ = (_e2684 | _e2685);
                bool l_666_ = (l_665_ == 0u);
                if (l_666_) {
                    l_mut_656_ = l_592_;
                    l_mut_650_ = l_596_;
                    if (l_623_) {
                        uint l_667_ = (0u - l_592_);
                        uint l_668_ = (0u - l_596_);
                        bool l_669_ = (0u < l_592_);
                        uint l_670_ = uint(l_669_);
                        uint l_671_ = (l_668_ - l_670_);
                        uint l_672_ = (l_592_ | l_596_);
                        bool l_673_ = (l_672_ == 0u);
                        bool l_674_ = !(l_673_);
                        bool l_675_ = (l_633_ < l_671_);
                        bool l_676_ = (l_633_ == l_671_);
                        bool l_677_ = (l_630_ < l_667_);
                        if (l_676_) {
                            local_6 = l_677_;
                        } else {
                            local_6 = false;
                        }
                        bool l_678_ = local_6;
                        if (!(l_675_)) {
                            local_7 = l_678_;
                        } else {
                            local_7 = true;
                        }
                        bool l_679_ = local_7;
                        bool l_680_ = !(l_679_);
                        if (l_674_) {
                            local_8 = l_680_;
                        } else {
                            local_8 = false;
                        }
                        bool l_681_ = local_8;
                        if (l_681_) {
                            uint l_682_ = (l_77_ - 1u);
                            l_mut_644_ = l_667_;
                            l_mut_683_ = l_671_;
                            uint _e2720 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e2720);
                            uint _e2722 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e2722);
                            uint _e2724 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e2724);
                            if (l_685_) {
                                local_9 = l_686_;
                            } else {
                                local_9 = false;
                            }
                            bool l_687_ = local_9;
                            if (!(l_684_)) {
                                local_10 = l_687_;
                            } else {
                                local_10 = true;
                            }
                            bool l_688_ = local_10;
                            bool l_689_ = !(l_688_);
                            if (l_689_) {
                                l_mut_690_ = 0u;
                                uint _e2737 = l_mut_82_;
                                bool l_691_ = (_e2737 < l_671_);
                                uint _e2739 = l_mut_82_;
                                bool l_692_ = (_e2739 == l_671_);
                                uint _e2741 = l_mut_97_;
                                bool l_693_ = (_e2741 < l_667_);
                                if (l_692_) {
                                    local_11 = l_693_;
                                } else {
                                    local_11 = false;
                                }
                                bool l_694_ = local_11;
                                if (!(l_691_)) {
                                    local_12 = l_694_;
                                } else {
                                    local_12 = true;
                                }
                                bool l_695_ = local_12;
                                if (l_695_) {
                                    uint l_696_ = (l_667_ - 1u);
                                    uint l_697_ = (l_671_ - 0u);
                                    bool l_698_ = (l_667_ < 1u);
                                    uint l_699_ = uint(l_698_);
                                    uint l_700_ = (l_697_ - l_699_);
                                    l_mut_701_ = l_696_;
                                    l_mut_702_ = l_700_;
                                    l_mut_703_ = 0u;
                                    bool loop_init = true;
                                    while(true) {
                                        if (!loop_init) {
                                            uint _e2848 = l_mut_704_;
                                            l_mut_704_ = (_e2848 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e2763 = l_mut_704_;
                                        if ((_e2763 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2767 = l_mut_704_;
                                            uint l_705_ = (19u - _e2767);
                                            uint _e2769 = l_mut_701_;
                                            l_mut_706_ = _e2769;
                                            uint _e2770 = l_mut_702_;
                                            l_mut_707_ = _e2770;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e2775 = l_mut_702_;
                                                uint l_710_ = (_e2775 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e2780 = l_mut_701_;
                                                    l_mut_712_ = _e2780;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e2783 = l_mut_701_;
                                                        uint l_714_ = (_e2783 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e2787 = l_mut_702_;
                                                        uint l_716_ = (_e2787 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e2790 = l_mut_702_;
                                                    uint l_718_ = (_e2790 >> l_705_);
                                                    uint _e2792 = l_mut_712_;
                                                    l_mut_706_ = _e2792;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e2793 = l_mut_707_;
                                            uint _e2794 = l_mut_82_;
                                            bool l_719_ = (_e2793 < _e2794);
                                            uint _e2796 = l_mut_707_;
                                            uint _e2797 = l_mut_82_;
                                            bool l_720_ = (_e2796 == _e2797);
                                            uint _e2799 = l_mut_706_;
                                            uint _e2800 = l_mut_97_;
                                            bool l_721_ = (_e2799 < _e2800);
                                            if (l_720_) {
                                                local_13 = l_721_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_722_ = local_13;
                                            if (!(l_719_)) {
                                                local_14 = l_722_;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_723_ = local_14;
                                            bool l_724_ = !(l_723_);
                                            if (l_724_) {
                                                uint _e2812 = l_mut_97_;
                                                l_mut_712_ = _e2812;
                                                uint _e2813 = l_mut_82_;
                                                l_mut_707_ = _e2813;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e2818 = l_mut_97_;
                                                    uint l_727_ = (_e2818 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e2823 = l_mut_97_;
                                                        uint l_729_ = (_e2823 << l_705_);
                                                        uint _e2825 = l_mut_82_;
                                                        uint l_730_ = (_e2825 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e2829 = l_mut_97_;
                                                        uint l_732_ = (_e2829 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e2832 = l_mut_701_;
                                                uint _e2833 = l_mut_712_;
                                                uint l_734_ = (_e2832 - _e2833);
                                                uint _e2835 = l_mut_702_;
                                                uint _e2836 = l_mut_707_;
                                                uint l_735_ = (_e2835 - _e2836);
                                                uint _e2838 = l_mut_701_;
                                                uint _e2839 = l_mut_712_;
                                                bool l_736_ = (_e2838 < _e2839);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e2845 = l_mut_703_;
                                                l_mut_703_ = (_e2845 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e2850 = l_mut_703_;
                                    uint l_740_ = min(_e2850, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e2852 = l_mut_702_;
                                    uint _e2853 = l_mut_82_;
                                    bool l_741_ = (_e2852 < _e2853);
                                    uint _e2855 = l_mut_702_;
                                    uint _e2856 = l_mut_82_;
                                    bool l_742_ = (_e2855 == _e2856);
                                    uint _e2858 = l_mut_701_;
                                    uint _e2859 = l_mut_97_;
                                    bool l_743_ = (_e2858 < _e2859);
                                    if (l_742_) {
                                        local_15 = l_743_;
                                    } else {
                                        local_15 = false;
                                    }
                                    bool l_744_ = local_15;
                                    if (!(l_741_)) {
                                        local_16 = l_744_;
                                    } else {
                                        local_16 = true;
                                    }
                                    bool l_745_ = local_16;
                                    bool l_746_ = !(l_745_);
                                    if (l_746_) {
                                        l_mut_712_ = l_682_;
                                    }
                                    uint _e2871 = l_mut_712_;
                                    l_mut_690_ = _e2871;
                                }
                                uint _e2872 = l_mut_97_;
                                uint _e2873 = l_mut_690_;
                                uint l_747_ = (_e2872 * _e2873);
                                uint _e2875 = l_mut_97_;
                                uint l_2049_ = (_e2875 & 65535u);
                                uint _e2878 = l_mut_97_;
                                uint l_2050_ = (_e2878 >> 16u);
                                uint l_2051_ = (l_2050_ & 65535u);
                                uint _e2883 = l_mut_690_;
                                uint l_2052_ = (_e2883 & 65535u);
                                uint _e2886 = l_mut_690_;
                                uint l_2053_ = (_e2886 >> 16u);
                                uint l_2054_ = (l_2053_ & 65535u);
                                uint l_2055_ = (l_2049_ * l_2052_);
                                uint l_2056_ = (l_2051_ * l_2052_);
                                uint l_2057_ = (l_2049_ * l_2054_);
                                uint l_2058_ = (l_2051_ * l_2054_);
                                uint l_2059_ = (l_2055_ >> 16u);
                                uint l_2060_ = (l_2059_ & 65535u);
                                uint l_2061_ = (l_2056_ & 65535u);
                                uint l_2062_ = (l_2060_ + l_2061_);
                                uint l_2063_ = (l_2057_ & 65535u);
                                uint l_2064_ = (l_2062_ + l_2063_);
                                uint l_2065_ = (l_2056_ >> 16u);
                                uint l_2066_ = (l_2065_ & 65535u);
                                uint l_2067_ = (l_2058_ + l_2066_);
                                uint l_2068_ = (l_2057_ >> 16u);
                                uint l_2069_ = (l_2068_ & 65535u);
                                uint l_2070_ = (l_2067_ + l_2069_);
                                uint l_2071_ = (l_2064_ >> 16u);
                                uint l_2072_ = (l_2071_ & 65535u);
                                uint l_748_ = (l_2070_ + l_2072_);
                                uint _e2920 = l_mut_82_;
                                uint _e2921 = l_mut_690_;
                                uint l_749_ = (_e2920 * _e2921);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e2929 = l_mut_683_;
                                uint _e2930 = l_mut_82_;
                                bool l_756_ = (_e2929 < _e2930);
                                uint _e2932 = l_mut_683_;
                                uint _e2933 = l_mut_82_;
                                bool l_757_ = (_e2932 == _e2933);
                                uint _e2935 = l_mut_644_;
                                uint _e2936 = l_mut_97_;
                                bool l_758_ = (_e2935 < _e2936);
                                if (l_757_) {
                                    local_17 = l_758_;
                                } else {
                                    local_17 = false;
                                }
                                bool l_759_ = local_17;
                                if (!(l_756_)) {
                                    local_18 = l_759_;
                                } else {
                                    local_18 = true;
                                }
                                bool l_760_ = local_18;
                                bool l_761_ = !(l_760_);
                                if (l_761_) {
                                    uint _e2948 = l_mut_644_;
                                    uint _e2949 = l_mut_97_;
                                    uint l_762_ = (_e2948 - _e2949);
                                    uint _e2951 = l_mut_683_;
                                    uint _e2952 = l_mut_82_;
                                    uint l_763_ = (_e2951 - _e2952);
                                    uint _e2954 = l_mut_644_;
                                    uint _e2955 = l_mut_97_;
                                    bool l_764_ = (_e2954 < _e2955);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e2959 = l_mut_97_;
                            uint _e2960 = l_mut_644_;
                            uint l_767_ = (_e2959 - _e2960);
                            uint _e2962 = l_mut_82_;
                            uint _e2963 = l_mut_683_;
                            uint l_768_ = (_e2962 - _e2963);
                            uint _e2965 = l_mut_97_;
                            uint _e2966 = l_mut_644_;
                            bool l_769_ = (_e2965 < _e2966);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e2970 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e2970);
                            uint _e2972 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e2972);
                            uint _e2974 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e2974);
                            if (l_773_) {
                                local_19 = l_774_;
                            } else {
                                local_19 = false;
                            }
                            bool l_775_ = local_19;
                            if (!(l_772_)) {
                                local_20 = l_775_;
                            } else {
                                local_20 = true;
                            }
                            bool l_776_ = local_20;
                            bool l_777_ = !(l_776_);
                            if (l_777_) {
                                uint _e2986 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e2986);
                                uint _e2988 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e2988);
                                uint _e2990 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e2990);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e2994 = l_mut_707_;
                            uint _e2995 = l_mut_650_;
                            bool l_783_ = (_e2994 < _e2995);
                            uint _e2997 = l_mut_707_;
                            uint _e2998 = l_mut_650_;
                            bool l_784_ = (_e2997 == _e2998);
                            uint _e3000 = l_mut_712_;
                            uint _e3001 = l_mut_656_;
                            bool l_785_ = (_e3000 < _e3001);
                            if (l_784_) {
                                local_21 = l_785_;
                            } else {
                                local_21 = false;
                            }
                            bool l_786_ = local_21;
                            if (!(l_783_)) {
                                local_22 = l_786_;
                            } else {
                                local_22 = true;
                            }
                            bool l_787_ = local_22;
                            if (l_787_) {
                                uint _e3012 = l_mut_712_;
                                l_mut_656_ = _e3012;
                                uint _e3013 = l_mut_707_;
                                l_mut_650_ = _e3013;
                            }
                        }
                    } else {
                        uint l_788_ = (l_592_ - l_630_);
                        uint l_789_ = (l_596_ - l_633_);
                        bool l_790_ = (l_592_ < l_630_);
                        uint l_791_ = uint(l_790_);
                        uint l_792_ = (l_789_ - l_791_);
                        l_mut_656_ = l_788_;
                        l_mut_650_ = l_792_;
                        bool l_793_ = (l_596_ < l_633_);
                        bool l_794_ = (l_596_ == l_633_);
                        bool l_795_ = (l_592_ < l_630_);
                        if (l_794_) {
                            local_23 = l_795_;
                        } else {
                            local_23 = false;
                        }
                        bool l_796_ = local_23;
                        if (!(l_793_)) {
                            local_24 = l_796_;
                        } else {
                            local_24 = true;
                        }
                        bool l_797_ = local_24;
                        if (l_797_) {
                            uint l_798_ = (l_77_ - 1u);
                            l_mut_712_ = l_592_;
                            l_mut_707_ = l_596_;
                            uint _e3033 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e3033);
                            uint _e3035 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e3035);
                            uint _e3037 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e3037);
                            if (l_800_) {
                                local_25 = l_801_;
                            } else {
                                local_25 = false;
                            }
                            bool l_802_ = local_25;
                            if (!(l_799_)) {
                                local_26 = l_802_;
                            } else {
                                local_26 = true;
                            }
                            bool l_803_ = local_26;
                            bool l_804_ = !(l_803_);
                            if (l_804_) {
                                l_mut_706_ = 0u;
                                uint _e3050 = l_mut_82_;
                                bool l_805_ = (_e3050 < l_596_);
                                uint _e3052 = l_mut_82_;
                                bool l_806_ = (_e3052 == l_596_);
                                uint _e3054 = l_mut_97_;
                                bool l_807_ = (_e3054 < l_592_);
                                if (l_806_) {
                                    local_27 = l_807_;
                                } else {
                                    local_27 = false;
                                }
                                bool l_808_ = local_27;
                                if (!(l_805_)) {
                                    local_28 = l_808_;
                                } else {
                                    local_28 = true;
                                }
                                bool l_809_ = local_28;
                                if (l_809_) {
                                    uint l_810_ = (l_592_ - 1u);
                                    uint l_811_ = (l_596_ - 0u);
                                    bool l_812_ = (l_592_ < 1u);
                                    uint l_813_ = uint(l_812_);
                                    uint l_814_ = (l_811_ - l_813_);
                                    l_mut_703_ = l_810_;
                                    l_mut_702_ = l_814_;
                                    l_mut_701_ = 0u;
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (!loop_init_1) {
                                            uint _e3161 = l_mut_815_;
                                            l_mut_815_ = (_e3161 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e3076 = l_mut_815_;
                                        if ((_e3076 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3080 = l_mut_815_;
                                            uint l_816_ = (19u - _e3080);
                                            uint _e3082 = l_mut_703_;
                                            l_mut_690_ = _e3082;
                                            uint _e3083 = l_mut_702_;
                                            l_mut_683_ = _e3083;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e3088 = l_mut_702_;
                                                uint l_819_ = (_e3088 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e3093 = l_mut_703_;
                                                    l_mut_644_ = _e3093;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e3096 = l_mut_703_;
                                                        uint l_822_ = (_e3096 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e3100 = l_mut_702_;
                                                        uint l_824_ = (_e3100 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e3103 = l_mut_702_;
                                                    uint l_826_ = (_e3103 >> l_816_);
                                                    uint _e3105 = l_mut_644_;
                                                    l_mut_690_ = _e3105;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e3106 = l_mut_683_;
                                            uint _e3107 = l_mut_82_;
                                            bool l_827_ = (_e3106 < _e3107);
                                            uint _e3109 = l_mut_683_;
                                            uint _e3110 = l_mut_82_;
                                            bool l_828_ = (_e3109 == _e3110);
                                            uint _e3112 = l_mut_690_;
                                            uint _e3113 = l_mut_97_;
                                            bool l_829_ = (_e3112 < _e3113);
                                            if (l_828_) {
                                                local_29 = l_829_;
                                            } else {
                                                local_29 = false;
                                            }
                                            bool l_830_ = local_29;
                                            if (!(l_827_)) {
                                                local_30 = l_830_;
                                            } else {
                                                local_30 = true;
                                            }
                                            bool l_831_ = local_30;
                                            bool l_832_ = !(l_831_);
                                            if (l_832_) {
                                                uint _e3125 = l_mut_97_;
                                                l_mut_690_ = _e3125;
                                                uint _e3126 = l_mut_82_;
                                                l_mut_683_ = _e3126;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e3131 = l_mut_97_;
                                                    uint l_835_ = (_e3131 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e3136 = l_mut_97_;
                                                        uint l_837_ = (_e3136 << l_816_);
                                                        uint _e3138 = l_mut_82_;
                                                        uint l_838_ = (_e3138 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e3142 = l_mut_97_;
                                                        uint l_840_ = (_e3142 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e3145 = l_mut_703_;
                                                uint _e3146 = l_mut_690_;
                                                uint l_842_ = (_e3145 - _e3146);
                                                uint _e3148 = l_mut_702_;
                                                uint _e3149 = l_mut_683_;
                                                uint l_843_ = (_e3148 - _e3149);
                                                uint _e3151 = l_mut_703_;
                                                uint _e3152 = l_mut_690_;
                                                bool l_844_ = (_e3151 < _e3152);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e3158 = l_mut_701_;
                                                l_mut_701_ = (_e3158 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e3163 = l_mut_701_;
                                    uint l_848_ = min(_e3163, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e3165 = l_mut_702_;
                                    uint _e3166 = l_mut_82_;
                                    bool l_849_ = (_e3165 < _e3166);
                                    uint _e3168 = l_mut_702_;
                                    uint _e3169 = l_mut_82_;
                                    bool l_850_ = (_e3168 == _e3169);
                                    uint _e3171 = l_mut_703_;
                                    uint _e3172 = l_mut_97_;
                                    bool l_851_ = (_e3171 < _e3172);
                                    if (l_850_) {
                                        local_31 = l_851_;
                                    } else {
                                        local_31 = false;
                                    }
                                    bool l_852_ = local_31;
                                    if (!(l_849_)) {
                                        local_32 = l_852_;
                                    } else {
                                        local_32 = true;
                                    }
                                    bool l_853_ = local_32;
                                    bool l_854_ = !(l_853_);
                                    if (l_854_) {
                                        l_mut_701_ = l_798_;
                                    }
                                    uint _e3184 = l_mut_701_;
                                    l_mut_706_ = _e3184;
                                }
                                uint _e3185 = l_mut_97_;
                                uint _e3186 = l_mut_706_;
                                uint l_855_ = (_e3185 * _e3186);
                                uint _e3188 = l_mut_97_;
                                uint l_2074_ = (_e3188 & 65535u);
                                uint _e3191 = l_mut_97_;
                                uint l_2075_ = (_e3191 >> 16u);
                                uint l_2076_ = (l_2075_ & 65535u);
                                uint _e3196 = l_mut_706_;
                                uint l_2077_ = (_e3196 & 65535u);
                                uint _e3199 = l_mut_706_;
                                uint l_2078_ = (_e3199 >> 16u);
                                uint l_2079_ = (l_2078_ & 65535u);
                                uint l_2080_ = (l_2074_ * l_2077_);
                                uint l_2081_ = (l_2076_ * l_2077_);
                                uint l_2082_ = (l_2074_ * l_2079_);
                                uint l_2083_ = (l_2076_ * l_2079_);
                                uint l_2084_ = (l_2080_ >> 16u);
                                uint l_2085_ = (l_2084_ & 65535u);
                                uint l_2086_ = (l_2081_ & 65535u);
                                uint l_2087_ = (l_2085_ + l_2086_);
                                uint l_2088_ = (l_2082_ & 65535u);
                                uint l_2089_ = (l_2087_ + l_2088_);
                                uint l_2090_ = (l_2081_ >> 16u);
                                uint l_2091_ = (l_2090_ & 65535u);
                                uint l_2092_ = (l_2083_ + l_2091_);
                                uint l_2093_ = (l_2082_ >> 16u);
                                uint l_2094_ = (l_2093_ & 65535u);
                                uint l_2095_ = (l_2092_ + l_2094_);
                                uint l_2096_ = (l_2089_ >> 16u);
                                uint l_2097_ = (l_2096_ & 65535u);
                                uint l_856_ = (l_2095_ + l_2097_);
                                uint _e3233 = l_mut_82_;
                                uint _e3234 = l_mut_706_;
                                uint l_857_ = (_e3233 * _e3234);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e3242 = l_mut_707_;
                                uint _e3243 = l_mut_82_;
                                bool l_864_ = (_e3242 < _e3243);
                                uint _e3245 = l_mut_707_;
                                uint _e3246 = l_mut_82_;
                                bool l_865_ = (_e3245 == _e3246);
                                uint _e3248 = l_mut_712_;
                                uint _e3249 = l_mut_97_;
                                bool l_866_ = (_e3248 < _e3249);
                                if (l_865_) {
                                    local_33 = l_866_;
                                } else {
                                    local_33 = false;
                                }
                                bool l_867_ = local_33;
                                if (!(l_864_)) {
                                    local_34 = l_867_;
                                } else {
                                    local_34 = true;
                                }
                                bool l_868_ = local_34;
                                bool l_869_ = !(l_868_);
                                if (l_869_) {
                                    uint _e3261 = l_mut_712_;
                                    uint _e3262 = l_mut_97_;
                                    uint l_870_ = (_e3261 - _e3262);
                                    uint _e3264 = l_mut_707_;
                                    uint _e3265 = l_mut_82_;
                                    uint l_871_ = (_e3264 - _e3265);
                                    uint _e3267 = l_mut_712_;
                                    uint _e3268 = l_mut_97_;
                                    bool l_872_ = (_e3267 < _e3268);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e3272 = l_mut_707_;
                            uint _e3273 = l_mut_650_;
                            bool l_875_ = (_e3272 < _e3273);
                            uint _e3275 = l_mut_707_;
                            uint _e3276 = l_mut_650_;
                            bool l_876_ = (_e3275 == _e3276);
                            uint _e3278 = l_mut_712_;
                            uint _e3279 = l_mut_656_;
                            bool l_877_ = (_e3278 < _e3279);
                            if (l_876_) {
                                local_35 = l_877_;
                            } else {
                                local_35 = false;
                            }
                            bool l_878_ = local_35;
                            if (!(l_875_)) {
                                local_36 = l_878_;
                            } else {
                                local_36 = true;
                            }
                            bool l_879_ = local_36;
                            if (l_879_) {
                                uint _e3290 = l_mut_712_;
                                l_mut_656_ = _e3290;
                                uint _e3291 = l_mut_707_;
                                l_mut_650_ = _e3291;
                            }
                        }
                    }
                    uint _e3292 = l_mut_650_;
                    bool l_880_ = (_e3292 < l_606_);
                    uint _e3294 = l_mut_650_;
                    bool l_881_ = (_e3294 == l_606_);
                    uint _e3296 = l_mut_656_;
                    bool l_882_ = (_e3296 < l_602_);
                    if (l_881_) {
                        local_37 = l_882_;
                    } else {
                        local_37 = false;
                    }
                    bool l_883_ = local_37;
                    if (!(l_880_)) {
                        local_38 = l_883_;
                    } else {
                        local_38 = true;
                    }
                    bool l_884_ = local_38;
                    bool l_885_ = !(l_884_);
                    uint l_886_ = uint(l_885_);
                    uint l_887_ = (2u - l_886_);
                    l_mut_45_ = l_887_;
                }
                uint _e3311 = l_mut_45_;
                bool l_888_ = (_e3311 > 0u);
                if (l_888_) {
                    uint _e3314 = l_mut_45_;
                    bool l_889_ = (_e3314 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            while(true) {
                bool _e3319 = l_mut_619_;
                bool l_891_ = !(_e3319);
                if (l_891_) {
                    break;
                }
                uint _e3321 = l_mut_290_;
                l_mut_712_ = _e3321;
                uint _e3322 = l_mut_284_;
                l_mut_707_ = _e3322;
                bool _e3323 = l_mut_890_;
                if (_e3323) {
                    uint _e3324 = l_mut_234_;
                    l_mut_712_ = _e3324;
                    uint _e3325 = l_mut_228_;
                    l_mut_707_ = _e3325;
                }
                uint _e3326 = l_mut_160_;
                uint _e3327 = l_mut_707_;
                bool l_892_ = (_e3326 < _e3327);
                uint _e3329 = l_mut_160_;
                uint _e3330 = l_mut_707_;
                bool l_893_ = (_e3329 == _e3330);
                uint _e3332 = l_mut_166_;
                uint _e3333 = l_mut_712_;
                bool l_894_ = (_e3332 < _e3333);
                if (l_893_) {
                    local_39 = l_894_;
                } else {
                    local_39 = false;
                }
                bool l_895_ = local_39;
                if (!(l_892_)) {
                    local_40 = l_895_;
                } else {
                    local_40 = true;
                }
                bool l_896_ = local_40;
                bool l_897_ = !(l_896_);
                bool _e3345 = l_mut_890_;
                bool l_898_ = (l_897_ != _e3345);
                if (l_898_) {
                    uint _e3347 = l_mut_290_;
                    l_mut_712_ = _e3347;
                    uint _e3348 = l_mut_284_;
                    l_mut_707_ = _e3348;
                    uint _e3349 = l_mut_234_;
                    l_mut_290_ = _e3349;
                    uint _e3350 = l_mut_228_;
                    l_mut_284_ = _e3350;
                    uint _e3351 = l_mut_712_;
                    l_mut_234_ = _e3351;
                    uint _e3352 = l_mut_707_;
                    l_mut_228_ = _e3352;
                    uint _e3353 = l_mut_109_;
                    l_mut_712_ = _e3353;
                    uint _e3354 = l_mut_103_;
                    l_mut_109_ = _e3354;
                    uint _e3355 = l_mut_712_;
                    l_mut_103_ = _e3355;
                    l_mut_890_ = l_897_;
                }
                uint _e3356 = l_mut_290_;
                uint _e3357 = l_mut_166_;
                uint l_899_ = (_e3356 - _e3357);
                uint _e3359 = l_mut_284_;
                uint _e3360 = l_mut_160_;
                uint l_900_ = (_e3359 - _e3360);
                uint _e3362 = l_mut_290_;
                uint _e3363 = l_mut_166_;
                bool l_901_ = (_e3362 < _e3363);
                uint l_902_ = uint(l_901_);
                uint l_903_ = (l_900_ - l_902_);
                l_mut_712_ = l_899_;
                l_mut_707_ = l_903_;
                bool _e3367 = l_mut_890_;
                if (_e3367) {
                    uint _e3368 = l_mut_166_;
                    uint l_904_ = (_e3368 - l_602_);
                    uint _e3370 = l_mut_160_;
                    uint l_905_ = (_e3370 - l_606_);
                    uint _e3372 = l_mut_166_;
                    bool l_906_ = (_e3372 < l_602_);
                    uint l_907_ = uint(l_906_);
                    uint l_908_ = (l_905_ - l_907_);
                    l_mut_712_ = l_904_;
                    l_mut_707_ = l_908_;
                }
                uint _e3376 = l_mut_290_;
                l_mut_706_ = _e3376;
                uint _e3377 = l_mut_284_;
                l_mut_703_ = _e3377;
                uint _e3378 = l_mut_707_;
                uint _e3379 = l_mut_284_;
                bool l_909_ = (_e3378 < _e3379);
                uint _e3381 = l_mut_707_;
                uint _e3382 = l_mut_284_;
                bool l_910_ = (_e3381 == _e3382);
                uint _e3384 = l_mut_712_;
                uint _e3385 = l_mut_290_;
                bool l_911_ = (_e3384 < _e3385);
                if (l_910_) {
                    local_41 = l_911_;
                } else {
                    local_41 = false;
                }
                bool l_912_ = local_41;
                if (!(l_909_)) {
                    local_42 = l_912_;
                } else {
                    local_42 = true;
                }
                bool l_913_ = local_42;
                if (l_913_) {
                    uint _e3396 = l_mut_712_;
                    l_mut_706_ = _e3396;
                    uint _e3397 = l_mut_707_;
                    l_mut_703_ = _e3397;
                }
                l_mut_914_ = false;
                uint _e3399 = l_mut_706_;
                l_mut_712_ = _e3399;
                uint _e3400 = l_mut_703_;
                l_mut_707_ = _e3400;
                if (false) {
                    uint _e3403 = l_mut_703_;
                    uint l_917_ = (_e3403 >> 3u);
                    l_mut_712_ = l_917_;
                    l_mut_707_ = 0u;
                } else {
                    if (true) {
                        uint _e3407 = l_mut_706_;
                        l_mut_702_ = _e3407;
                        if (true) {
                            uint _e3409 = l_mut_706_;
                            uint l_920_ = (_e3409 >> 3u);
                            uint _e3412 = l_mut_703_;
                            uint l_921_ = (_e3412 << 29u);
                            uint l_922_ = (l_920_ | l_921_);
                            l_mut_702_ = l_922_;
                        }
                        uint _e3416 = l_mut_703_;
                        uint l_923_ = (_e3416 >> 3u);
                        uint _e3419 = l_mut_702_;
                        l_mut_712_ = _e3419;
                        l_mut_707_ = l_923_;
                    }
                }
                uint _e3420 = l_mut_707_;
                uint _e3421 = l_mut_228_;
                bool l_924_ = (_e3420 < _e3421);
                uint _e3423 = l_mut_707_;
                uint _e3424 = l_mut_228_;
                bool l_925_ = (_e3423 == _e3424);
                uint _e3426 = l_mut_712_;
                uint _e3427 = l_mut_234_;
                bool l_926_ = (_e3426 < _e3427);
                if (l_925_) {
                    local_43 = l_926_;
                } else {
                    local_43 = false;
                }
                bool l_927_ = local_43;
                if (!(l_924_)) {
                    local_44 = l_927_;
                } else {
                    local_44 = true;
                }
                bool l_928_ = local_44;
                bool l_929_ = !(l_928_);
                l_mut_914_ = l_929_;
                l_mut_712_ = 0u;
                uint _e3440 = l_mut_234_;
                uint _e3441 = l_mut_228_;
                uint l_930_ = (_e3440 | _e3441);
                bool l_931_ = (l_930_ == 0u);
                bool l_932_ = !(l_931_);
                bool _e3446 = l_mut_914_;
                if (_e3446) {
                    local_45 = l_932_;
                } else {
                    local_45 = false;
                }
                bool l_933_ = local_45;
                uint _e3451 = l_mut_228_;
                uint _e3452 = l_mut_703_;
                bool l_934_ = (_e3451 < _e3452);
                uint _e3454 = l_mut_228_;
                uint _e3455 = l_mut_703_;
                bool l_935_ = (_e3454 == _e3455);
                uint _e3457 = l_mut_234_;
                uint _e3458 = l_mut_706_;
                bool l_936_ = (_e3457 < _e3458);
                if (l_935_) {
                    local_46 = l_936_;
                } else {
                    local_46 = false;
                }
                bool l_937_ = local_46;
                if (!(l_934_)) {
                    local_47 = l_937_;
                } else {
                    local_47 = true;
                }
                bool l_938_ = local_47;
                if (l_933_) {
                    local_48 = l_938_;
                } else {
                    local_48 = false;
                }
                bool l_939_ = local_48;
                uint _e3473 = l_mut_109_;
                uint _e3474 = l_mut_103_;
                uint l_940_ = (_e3473 + _e3474);
                bool l_941_ = (l_940_ < l_77_);
                if (l_939_) {
                    local_49 = l_941_;
                } else {
                    local_49 = false;
                }
                bool l_942_ = local_49;
                if (l_942_) {
                    uint _e3481 = l_mut_109_;
                    uint l_943_ = (l_77_ - _e3481);
                    uint _e3483 = l_mut_103_;
                    uint l_944_ = (l_943_ - _e3483);
                    uint _e3485 = l_mut_109_;
                    uint l_945_ = (l_944_ / _e3485);
                    uint _e3487 = l_mut_706_;
                    uint l_946_ = (_e3487 - 1u);
                    uint _e3490 = l_mut_703_;
                    uint l_947_ = (_e3490 - 0u);
                    uint _e3493 = l_mut_706_;
                    bool l_948_ = (_e3493 < 1u);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_707_ = l_946_;
                    l_mut_706_ = l_950_;
                    l_mut_703_ = 0u;
                    l_mut_951_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e3586 = l_mut_951_;
                            l_mut_951_ = (_e3586 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e3501 = l_mut_951_;
                        if ((_e3501 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3505 = l_mut_951_;
                            uint l_952_ = (19u - _e3505);
                            uint _e3507 = l_mut_707_;
                            l_mut_702_ = _e3507;
                            uint _e3508 = l_mut_706_;
                            l_mut_701_ = _e3508;
                            bool l_953_ = (l_952_ >= 32u);
                            if (l_953_) {
                                uint l_954_ = (l_952_ & 31u);
                                uint _e3513 = l_mut_706_;
                                uint l_955_ = (_e3513 >> l_954_);
                                l_mut_702_ = l_955_;
                                l_mut_701_ = 0u;
                            } else {
                                bool l_956_ = (l_952_ > 0u);
                                if (l_956_) {
                                    uint _e3518 = l_mut_707_;
                                    l_mut_690_ = _e3518;
                                    bool l_957_ = (l_952_ > 0u);
                                    if (l_957_) {
                                        uint _e3521 = l_mut_707_;
                                        uint l_958_ = (_e3521 >> l_952_);
                                        uint l_959_ = (32u - l_952_);
                                        uint _e3525 = l_mut_706_;
                                        uint l_960_ = (_e3525 << l_959_);
                                        uint l_961_ = (l_958_ | l_960_);
                                        l_mut_690_ = l_961_;
                                    }
                                    uint _e3528 = l_mut_706_;
                                    uint l_962_ = (_e3528 >> l_952_);
                                    uint _e3530 = l_mut_690_;
                                    l_mut_702_ = _e3530;
                                    l_mut_701_ = l_962_;
                                }
                            }
                            uint _e3531 = l_mut_701_;
                            uint _e3532 = l_mut_228_;
                            bool l_963_ = (_e3531 < _e3532);
                            uint _e3534 = l_mut_701_;
                            uint _e3535 = l_mut_228_;
                            bool l_964_ = (_e3534 == _e3535);
                            uint _e3537 = l_mut_702_;
                            uint _e3538 = l_mut_234_;
                            bool l_965_ = (_e3537 < _e3538);
                            if (l_964_) {
                                local_50 = l_965_;
                            } else {
                                local_50 = false;
                            }
                            bool l_966_ = local_50;
                            if (!(l_963_)) {
                                local_51 = l_966_;
                            } else {
                                local_51 = true;
                            }
                            bool l_967_ = local_51;
                            bool l_968_ = !(l_967_);
                            if (l_968_) {
                                uint _e3550 = l_mut_234_;
                                l_mut_702_ = _e3550;
                                uint _e3551 = l_mut_228_;
                                l_mut_701_ = _e3551;
                                bool l_969_ = (l_952_ >= 32u);
                                if (l_969_) {
                                    uint l_970_ = (l_952_ & 31u);
                                    uint _e3556 = l_mut_234_;
                                    uint l_971_ = (_e3556 << l_970_);
                                    l_mut_702_ = 0u;
                                    l_mut_701_ = l_971_;
                                } else {
                                    bool l_972_ = (l_952_ > 0u);
                                    if (l_972_) {
                                        uint _e3561 = l_mut_234_;
                                        uint l_973_ = (_e3561 << l_952_);
                                        uint _e3563 = l_mut_228_;
                                        uint l_974_ = (_e3563 << l_952_);
                                        uint l_975_ = (32u - l_952_);
                                        uint _e3567 = l_mut_234_;
                                        uint l_976_ = (_e3567 >> l_975_);
                                        uint l_977_ = (l_974_ | l_976_);
                                        l_mut_702_ = l_973_;
                                        l_mut_701_ = l_977_;
                                    }
                                }
                                uint _e3570 = l_mut_707_;
                                uint _e3571 = l_mut_702_;
                                uint l_978_ = (_e3570 - _e3571);
                                uint _e3573 = l_mut_706_;
                                uint _e3574 = l_mut_701_;
                                uint l_979_ = (_e3573 - _e3574);
                                uint _e3576 = l_mut_707_;
                                uint _e3577 = l_mut_702_;
                                bool l_980_ = (_e3576 < _e3577);
                                uint l_981_ = uint(l_980_);
                                uint l_982_ = (l_979_ - l_981_);
                                l_mut_707_ = l_978_;
                                l_mut_706_ = l_982_;
                                uint l_983_ = (1u << l_952_);
                                uint _e3583 = l_mut_703_;
                                l_mut_703_ = (_e3583 | l_983_);
                            }
                        }
                    }
                    uint _e3588 = l_mut_703_;
                    uint l_984_ = min(_e3588, l_945_);
                    l_mut_703_ = l_984_;
                    uint _e3590 = l_mut_706_;
                    uint _e3591 = l_mut_228_;
                    bool l_985_ = (_e3590 < _e3591);
                    uint _e3593 = l_mut_706_;
                    uint _e3594 = l_mut_228_;
                    bool l_986_ = (_e3593 == _e3594);
                    uint _e3596 = l_mut_707_;
                    uint _e3597 = l_mut_234_;
                    bool l_987_ = (_e3596 < _e3597);
                    if (l_986_) {
                        local_52 = l_987_;
                    } else {
                        local_52 = false;
                    }
                    bool l_988_ = local_52;
                    if (!(l_985_)) {
                        local_53 = l_988_;
                    } else {
                        local_53 = true;
                    }
                    bool l_989_ = local_53;
                    bool l_990_ = !(l_989_);
                    if (l_990_) {
                        l_mut_703_ = l_945_;
                    }
                    uint _e3609 = l_mut_703_;
                    l_mut_712_ = _e3609;
                }
                uint _e3610 = l_mut_290_;
                l_mut_707_ = _e3610;
                uint _e3611 = l_mut_284_;
                l_mut_706_ = _e3611;
                uint _e3612 = l_mut_234_;
                l_mut_703_ = _e3612;
                uint _e3613 = l_mut_228_;
                l_mut_702_ = _e3613;
                uint _e3614 = l_mut_109_;
                l_mut_701_ = _e3614;
                uint _e3615 = l_mut_103_;
                l_mut_690_ = _e3615;
                uint _e3616 = l_mut_166_;
                l_mut_683_ = _e3616;
                uint _e3617 = l_mut_160_;
                l_mut_656_ = _e3617;
                l_mut_650_ = 0u;
                uint _e3619 = l_mut_712_;
                bool l_991_ = (_e3619 > 0u);
                if (l_991_) {
                    uint _e3622 = l_mut_234_;
                    uint _e3623 = l_mut_712_;
                    uint l_992_ = (_e3622 * _e3623);
                    uint _e3625 = l_mut_234_;
                    uint l_2099_ = (_e3625 & 65535u);
                    uint _e3628 = l_mut_234_;
                    uint l_2100_ = (_e3628 >> 16u);
                    uint l_2101_ = (l_2100_ & 65535u);
                    uint _e3633 = l_mut_712_;
                    uint l_2102_ = (_e3633 & 65535u);
                    uint _e3636 = l_mut_712_;
                    uint l_2103_ = (_e3636 >> 16u);
                    uint l_2104_ = (l_2103_ & 65535u);
                    uint l_2105_ = (l_2099_ * l_2102_);
                    uint l_2106_ = (l_2101_ * l_2102_);
                    uint l_2107_ = (l_2099_ * l_2104_);
                    uint l_2108_ = (l_2101_ * l_2104_);
                    uint l_2109_ = (l_2105_ >> 16u);
                    uint l_2110_ = (l_2109_ & 65535u);
                    uint l_2111_ = (l_2106_ & 65535u);
                    uint l_2112_ = (l_2110_ + l_2111_);
                    uint l_2113_ = (l_2107_ & 65535u);
                    uint l_2114_ = (l_2112_ + l_2113_);
                    uint l_2115_ = (l_2106_ >> 16u);
                    uint l_2116_ = (l_2115_ & 65535u);
                    uint l_2117_ = (l_2108_ + l_2116_);
                    uint l_2118_ = (l_2107_ >> 16u);
                    uint l_2119_ = (l_2118_ & 65535u);
                    uint l_2120_ = (l_2117_ + l_2119_);
                    uint l_2121_ = (l_2114_ >> 16u);
                    uint l_2122_ = (l_2121_ & 65535u);
                    uint l_993_ = (l_2120_ + l_2122_);
                    uint _e3670 = l_mut_228_;
                    uint _e3671 = l_mut_712_;
                    uint l_994_ = (_e3670 * _e3671);
                    uint l_995_ = (l_993_ + l_994_);
                    bool _e3674 = l_mut_890_;
                    if (_e3674) {
                        uint _e3675 = l_mut_166_;
                        uint l_996_ = (_e3675 - l_992_);
                        uint _e3677 = l_mut_160_;
                        uint l_997_ = (_e3677 - l_995_);
                        uint _e3679 = l_mut_166_;
                        bool l_998_ = (_e3679 < l_992_);
                        uint l_999_ = uint(l_998_);
                        uint l_1000_ = (l_997_ - l_999_);
                        l_mut_683_ = l_996_;
                        l_mut_656_ = l_1000_;
                    }
                    uint _e3683 = l_mut_290_;
                    uint l_1001_ = (_e3683 - l_992_);
                    uint _e3685 = l_mut_284_;
                    uint l_1002_ = (_e3685 - l_995_);
                    uint _e3687 = l_mut_290_;
                    bool l_1003_ = (_e3687 < l_992_);
                    uint l_1004_ = uint(l_1003_);
                    uint l_1005_ = (l_1002_ - l_1004_);
                    l_mut_707_ = l_1001_;
                    l_mut_706_ = l_1005_;
                    uint _e3691 = l_mut_712_;
                    uint _e3692 = l_mut_109_;
                    uint l_1006_ = (_e3691 * _e3692);
                    uint _e3694 = l_mut_103_;
                    uint l_1007_ = (_e3694 + l_1006_);
                    l_mut_690_ = l_1007_;
                } else {
                    bool _e3696 = l_mut_890_;
                    if (_e3696) {
                        uint _e3697 = l_mut_166_;
                        uint _e3698 = l_mut_234_;
                        uint l_1008_ = (_e3697 - _e3698);
                        uint _e3700 = l_mut_160_;
                        uint _e3701 = l_mut_228_;
                        uint l_1009_ = (_e3700 - _e3701);
                        uint _e3703 = l_mut_166_;
                        uint _e3704 = l_mut_234_;
                        bool l_1010_ = (_e3703 < _e3704);
                        uint l_1011_ = uint(l_1010_);
                        uint l_1012_ = (l_1009_ - l_1011_);
                        l_mut_683_ = l_1008_;
                        l_mut_656_ = l_1012_;
                        uint _e3708 = l_mut_656_;
                        bool l_1013_ = (_e3708 < l_606_);
                        uint _e3710 = l_mut_656_;
                        bool l_1014_ = (_e3710 == l_606_);
                        uint _e3712 = l_mut_683_;
                        bool l_1015_ = (_e3712 < l_602_);
                        if (l_1014_) {
                            local_54 = l_1015_;
                        } else {
                            local_54 = false;
                        }
                        bool l_1016_ = local_54;
                        if (!(l_1013_)) {
                            local_55 = l_1016_;
                        } else {
                            local_55 = true;
                        }
                        bool l_1017_ = local_55;
                        if (l_1017_) {
                            l_mut_650_ = 2u;
                        }
                    }
                    uint _e3724 = l_mut_650_;
                    bool l_1018_ = (_e3724 == 0u);
                    if (l_1018_) {
                        uint _e3727 = l_mut_109_;
                        uint l_1019_ = (l_77_ - _e3727);
                        uint _e3729 = l_mut_103_;
                        uint l_1020_ = (l_1019_ / _e3729);
                        l_mut_712_ = 0u;
                        l_mut_914_ = false;
                        uint _e3733 = l_mut_234_;
                        l_mut_644_ = _e3733;
                        uint _e3734 = l_mut_228_;
                        l_mut_97_ = _e3734;
                        if (false) {
                            uint _e3737 = l_mut_228_;
                            uint l_1023_ = (_e3737 >> 3u);
                            l_mut_644_ = l_1023_;
                            l_mut_97_ = 0u;
                        } else {
                            if (true) {
                                uint _e3741 = l_mut_234_;
                                l_mut_82_ = _e3741;
                                if (true) {
                                    uint _e3743 = l_mut_234_;
                                    uint l_1026_ = (_e3743 >> 3u);
                                    uint _e3746 = l_mut_228_;
                                    uint l_1027_ = (_e3746 << 29u);
                                    uint l_1028_ = (l_1026_ | l_1027_);
                                    l_mut_82_ = l_1028_;
                                }
                                uint _e3750 = l_mut_228_;
                                uint l_1029_ = (_e3750 >> 3u);
                                uint _e3753 = l_mut_82_;
                                l_mut_644_ = _e3753;
                                l_mut_97_ = l_1029_;
                            }
                        }
                        uint _e3754 = l_mut_97_;
                        uint _e3755 = l_mut_284_;
                        bool l_1030_ = (_e3754 < _e3755);
                        uint _e3757 = l_mut_97_;
                        uint _e3758 = l_mut_284_;
                        bool l_1031_ = (_e3757 == _e3758);
                        uint _e3760 = l_mut_644_;
                        uint _e3761 = l_mut_290_;
                        bool l_1032_ = (_e3760 < _e3761);
                        if (l_1031_) {
                            local_56 = l_1032_;
                        } else {
                            local_56 = false;
                        }
                        bool l_1033_ = local_56;
                        if (!(l_1030_)) {
                            local_57 = l_1033_;
                        } else {
                            local_57 = true;
                        }
                        bool l_1034_ = local_57;
                        bool l_1035_ = !(l_1034_);
                        l_mut_914_ = l_1035_;
                        uint _e3773 = l_mut_290_;
                        uint _e3774 = l_mut_284_;
                        uint l_1036_ = (_e3773 | _e3774);
                        bool l_1037_ = (l_1036_ == 0u);
                        if (l_1037_) {
                            l_mut_712_ = l_1020_;
                        } else {
                            bool _e3778 = l_mut_914_;
                            if (_e3778) {
                                uint _e3779 = l_mut_284_;
                                uint _e3780 = l_mut_228_;
                                bool l_1038_ = (_e3779 < _e3780);
                                uint _e3782 = l_mut_284_;
                                uint _e3783 = l_mut_228_;
                                bool l_1039_ = (_e3782 == _e3783);
                                uint _e3785 = l_mut_290_;
                                uint _e3786 = l_mut_234_;
                                bool l_1040_ = (_e3785 < _e3786);
                                if (l_1039_) {
                                    local_58 = l_1040_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_1041_ = local_58;
                                if (!(l_1038_)) {
                                    local_59 = l_1041_;
                                } else {
                                    local_59 = true;
                                }
                                bool l_1042_ = local_59;
                                if (l_1042_) {
                                    uint _e3797 = l_mut_234_;
                                    uint l_1043_ = (_e3797 - 1u);
                                    uint _e3800 = l_mut_228_;
                                    uint l_1044_ = (_e3800 - 0u);
                                    uint _e3803 = l_mut_234_;
                                    bool l_1045_ = (_e3803 < 1u);
                                    uint l_1046_ = uint(l_1045_);
                                    uint l_1047_ = (l_1044_ - l_1046_);
                                    l_mut_644_ = l_1043_;
                                    l_mut_97_ = l_1047_;
                                    l_mut_82_ = 0u;
                                    l_mut_1048_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e3896 = l_mut_1048_;
                                            l_mut_1048_ = (_e3896 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e3811 = l_mut_1048_;
                                        if ((_e3811 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3815 = l_mut_1048_;
                                            uint l_1049_ = (19u - _e3815);
                                            uint _e3817 = l_mut_644_;
                                            l_mut_45_ = _e3817;
                                            uint _e3818 = l_mut_97_;
                                            l_mut_1050_ = _e3818;
                                            bool l_1051_ = (l_1049_ >= 32u);
                                            if (l_1051_) {
                                                uint l_1052_ = (l_1049_ & 31u);
                                                uint _e3823 = l_mut_97_;
                                                uint l_1053_ = (_e3823 >> l_1052_);
                                                l_mut_45_ = l_1053_;
                                                l_mut_1050_ = 0u;
                                            } else {
                                                bool l_1054_ = (l_1049_ > 0u);
                                                if (l_1054_) {
                                                    uint _e3828 = l_mut_644_;
                                                    l_mut_1055_ = _e3828;
                                                    bool l_1056_ = (l_1049_ > 0u);
                                                    if (l_1056_) {
                                                        uint _e3831 = l_mut_644_;
                                                        uint l_1057_ = (_e3831 >> l_1049_);
                                                        uint l_1058_ = (32u - l_1049_);
                                                        uint _e3835 = l_mut_97_;
                                                        uint l_1059_ = (_e3835 << l_1058_);
                                                        uint l_1060_ = (l_1057_ | l_1059_);
                                                        l_mut_1055_ = l_1060_;
                                                    }
                                                    uint _e3838 = l_mut_97_;
                                                    uint l_1061_ = (_e3838 >> l_1049_);
                                                    uint _e3840 = l_mut_1055_;
                                                    l_mut_45_ = _e3840;
                                                    l_mut_1050_ = l_1061_;
                                                }
                                            }
                                            uint _e3841 = l_mut_1050_;
                                            uint _e3842 = l_mut_284_;
                                            bool l_1062_ = (_e3841 < _e3842);
                                            uint _e3844 = l_mut_1050_;
                                            uint _e3845 = l_mut_284_;
                                            bool l_1063_ = (_e3844 == _e3845);
                                            uint _e3847 = l_mut_45_;
                                            uint _e3848 = l_mut_290_;
                                            bool l_1064_ = (_e3847 < _e3848);
                                            if (l_1063_) {
                                                local_60 = l_1064_;
                                            } else {
                                                local_60 = false;
                                            }
                                            bool l_1065_ = local_60;
                                            if (!(l_1062_)) {
                                                local_61 = l_1065_;
                                            } else {
                                                local_61 = true;
                                            }
                                            bool l_1066_ = local_61;
                                            bool l_1067_ = !(l_1066_);
                                            if (l_1067_) {
                                                uint _e3860 = l_mut_290_;
                                                l_mut_1055_ = _e3860;
                                                uint _e3861 = l_mut_284_;
                                                l_mut_1050_ = _e3861;
                                                bool l_1068_ = (l_1049_ >= 32u);
                                                if (l_1068_) {
                                                    uint l_1069_ = (l_1049_ & 31u);
                                                    uint _e3866 = l_mut_290_;
                                                    uint l_1070_ = (_e3866 << l_1069_);
                                                    l_mut_1055_ = 0u;
                                                    l_mut_1050_ = l_1070_;
                                                } else {
                                                    bool l_1071_ = (l_1049_ > 0u);
                                                    if (l_1071_) {
                                                        uint _e3871 = l_mut_290_;
                                                        uint l_1072_ = (_e3871 << l_1049_);
                                                        uint _e3873 = l_mut_284_;
                                                        uint l_1073_ = (_e3873 << l_1049_);
                                                        uint l_1074_ = (32u - l_1049_);
                                                        uint _e3877 = l_mut_290_;
                                                        uint l_1075_ = (_e3877 >> l_1074_);
                                                        uint l_1076_ = (l_1073_ | l_1075_);
                                                        l_mut_1055_ = l_1072_;
                                                        l_mut_1050_ = l_1076_;
                                                    }
                                                }
                                                uint _e3880 = l_mut_644_;
                                                uint _e3881 = l_mut_1055_;
                                                uint l_1077_ = (_e3880 - _e3881);
                                                uint _e3883 = l_mut_97_;
                                                uint _e3884 = l_mut_1050_;
                                                uint l_1078_ = (_e3883 - _e3884);
                                                uint _e3886 = l_mut_644_;
                                                uint _e3887 = l_mut_1055_;
                                                bool l_1079_ = (_e3886 < _e3887);
                                                uint l_1080_ = uint(l_1079_);
                                                uint l_1081_ = (l_1078_ - l_1080_);
                                                l_mut_644_ = l_1077_;
                                                l_mut_97_ = l_1081_;
                                                uint l_1082_ = (1u << l_1049_);
                                                uint _e3893 = l_mut_82_;
                                                l_mut_82_ = (_e3893 | l_1082_);
                                            }
                                        }
                                    }
                                    uint _e3898 = l_mut_82_;
                                    uint l_1083_ = min(_e3898, l_1020_);
                                    l_mut_1055_ = l_1083_;
                                    uint _e3900 = l_mut_97_;
                                    uint _e3901 = l_mut_284_;
                                    bool l_1084_ = (_e3900 < _e3901);
                                    uint _e3903 = l_mut_97_;
                                    uint _e3904 = l_mut_284_;
                                    bool l_1085_ = (_e3903 == _e3904);
                                    uint _e3906 = l_mut_644_;
                                    uint _e3907 = l_mut_290_;
                                    bool l_1086_ = (_e3906 < _e3907);
                                    if (l_1085_) {
                                        local_62 = l_1086_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_1087_ = local_62;
                                    if (!(l_1084_)) {
                                        local_63 = l_1087_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_1088_ = local_63;
                                    bool l_1089_ = !(l_1088_);
                                    if (l_1089_) {
                                        l_mut_1055_ = l_1020_;
                                    }
                                    uint _e3919 = l_mut_1055_;
                                    l_mut_712_ = _e3919;
                                }
                            } else {
                                uint _e3920 = l_mut_234_;
                                l_mut_1055_ = _e3920;
                                uint _e3921 = l_mut_228_;
                                l_mut_1050_ = _e3921;
                                while(true) {
                                    uint _e3922 = l_mut_284_;
                                    uint _e3923 = l_mut_1050_;
                                    bool l_1090_ = (_e3922 < _e3923);
                                    uint _e3925 = l_mut_284_;
                                    uint _e3926 = l_mut_1050_;
                                    bool l_1091_ = (_e3925 == _e3926);
                                    uint _e3928 = l_mut_290_;
                                    uint _e3929 = l_mut_1055_;
                                    bool l_1092_ = (_e3928 < _e3929);
                                    if (l_1091_) {
                                        local_64 = l_1092_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_1093_ = local_64;
                                    if (!(l_1090_)) {
                                        local_65 = l_1093_;
                                    } else {
                                        local_65 = true;
                                    }
                                    bool l_1094_ = local_65;
                                    uint _e3940 = l_mut_712_;
                                    uint _e3941 = l_mut_103_;
                                    uint l_1095_ = (_e3940 * _e3941);
                                    uint _e3943 = l_mut_109_;
                                    uint l_1096_ = (_e3943 + l_1095_);
                                    uint _e3945 = l_mut_103_;
                                    uint l_1097_ = (l_1096_ + _e3945);
                                    bool l_1098_ = (l_1097_ < l_77_);
                                    if (l_1094_) {
                                        local_66 = l_1098_;
                                    } else {
                                        local_66 = false;
                                    }
                                    bool l_1099_ = local_66;
                                    bool l_1100_ = !(l_1099_);
                                    if (l_1100_) {
                                        break;
                                    }
                                    uint _e3953 = l_mut_1055_;
                                    uint _e3954 = l_mut_290_;
                                    uint l_1101_ = (_e3953 - _e3954);
                                    uint _e3956 = l_mut_1050_;
                                    uint _e3957 = l_mut_284_;
                                    uint l_1102_ = (_e3956 - _e3957);
                                    uint _e3959 = l_mut_1055_;
                                    uint _e3960 = l_mut_290_;
                                    bool l_1103_ = (_e3959 < _e3960);
                                    uint l_1104_ = uint(l_1103_);
                                    uint l_1105_ = (l_1102_ - l_1104_);
                                    l_mut_1055_ = l_1101_;
                                    l_mut_1050_ = l_1105_;
                                    uint _e3964 = l_mut_712_;
                                    l_mut_712_ = (_e3964 + 1u);
                                }
                            }
                        }
                        uint _e3967 = l_mut_712_;
                        uint _e3968 = l_mut_103_;
                        uint l_1106_ = (_e3967 * _e3968);
                        uint _e3970 = l_mut_109_;
                        uint l_1107_ = (_e3970 + l_1106_);
                        uint _e3972 = l_mut_103_;
                        uint l_1108_ = (l_1107_ + _e3972);
                        bool l_1109_ = (l_1108_ >= l_77_);
                        if (l_1109_) {
                            l_mut_650_ = 1u;
                        } else {
                            uint _e3976 = l_mut_290_;
                            uint _e3977 = l_mut_712_;
                            uint l_1110_ = (_e3976 * _e3977);
                            uint _e3979 = l_mut_290_;
                            uint l_2124_ = (_e3979 & 65535u);
                            uint _e3982 = l_mut_290_;
                            uint l_2125_ = (_e3982 >> 16u);
                            uint l_2126_ = (l_2125_ & 65535u);
                            uint _e3987 = l_mut_712_;
                            uint l_2127_ = (_e3987 & 65535u);
                            uint _e3990 = l_mut_712_;
                            uint l_2128_ = (_e3990 >> 16u);
                            uint l_2129_ = (l_2128_ & 65535u);
                            uint l_2130_ = (l_2124_ * l_2127_);
                            uint l_2131_ = (l_2126_ * l_2127_);
                            uint l_2132_ = (l_2124_ * l_2129_);
                            uint l_2133_ = (l_2126_ * l_2129_);
                            uint l_2134_ = (l_2130_ >> 16u);
                            uint l_2135_ = (l_2134_ & 65535u);
                            uint l_2136_ = (l_2131_ & 65535u);
                            uint l_2137_ = (l_2135_ + l_2136_);
                            uint l_2138_ = (l_2132_ & 65535u);
                            uint l_2139_ = (l_2137_ + l_2138_);
                            uint l_2140_ = (l_2131_ >> 16u);
                            uint l_2141_ = (l_2140_ & 65535u);
                            uint l_2142_ = (l_2133_ + l_2141_);
                            uint l_2143_ = (l_2132_ >> 16u);
                            uint l_2144_ = (l_2143_ & 65535u);
                            uint l_2145_ = (l_2142_ + l_2144_);
                            uint l_2146_ = (l_2139_ >> 16u);
                            uint l_2147_ = (l_2146_ & 65535u);
                            uint l_1111_ = (l_2145_ + l_2147_);
                            uint _e4024 = l_mut_284_;
                            uint _e4025 = l_mut_712_;
                            uint l_1112_ = (_e4024 * _e4025);
                            uint l_1113_ = (l_1111_ + l_1112_);
                            uint _e4028 = l_mut_234_;
                            uint l_1114_ = (_e4028 - l_1110_);
                            uint _e4030 = l_mut_228_;
                            uint l_1115_ = (_e4030 - l_1113_);
                            uint _e4032 = l_mut_234_;
                            bool l_1116_ = (_e4032 < l_1110_);
                            uint l_1117_ = uint(l_1116_);
                            uint l_1118_ = (l_1115_ - l_1117_);
                            l_mut_703_ = l_1114_;
                            l_mut_702_ = l_1118_;
                            uint _e4036 = l_mut_712_;
                            uint _e4037 = l_mut_103_;
                            uint l_1119_ = (_e4036 * _e4037);
                            uint _e4039 = l_mut_109_;
                            uint l_1120_ = (_e4039 + l_1119_);
                            l_mut_701_ = l_1120_;
                            uint _e4041 = l_mut_290_;
                            uint _e4042 = l_mut_703_;
                            uint l_1121_ = (_e4041 - _e4042);
                            uint _e4044 = l_mut_284_;
                            uint _e4045 = l_mut_702_;
                            uint l_1122_ = (_e4044 - _e4045);
                            uint _e4047 = l_mut_290_;
                            uint _e4048 = l_mut_703_;
                            bool l_1123_ = (_e4047 < _e4048);
                            uint l_1124_ = uint(l_1123_);
                            uint l_1125_ = (l_1122_ - l_1124_);
                            l_mut_707_ = l_1121_;
                            l_mut_706_ = l_1125_;
                            uint _e4052 = l_mut_103_;
                            uint _e4053 = l_mut_701_;
                            uint l_1126_ = (_e4052 + _e4053);
                            l_mut_690_ = l_1126_;
                        }
                    }
                }
                uint _e4055 = l_mut_707_;
                l_mut_290_ = _e4055;
                uint _e4056 = l_mut_706_;
                l_mut_284_ = _e4056;
                uint _e4057 = l_mut_703_;
                l_mut_234_ = _e4057;
                uint _e4058 = l_mut_702_;
                l_mut_228_ = _e4058;
                uint _e4059 = l_mut_701_;
                l_mut_109_ = _e4059;
                uint _e4060 = l_mut_690_;
                l_mut_103_ = _e4060;
                uint _e4061 = l_mut_683_;
                l_mut_166_ = _e4061;
                uint _e4062 = l_mut_656_;
                l_mut_160_ = _e4062;
                uint _e4063 = l_mut_650_;
                bool l_1127_ = (_e4063 == 1u);
                l_mut_612_ = l_1127_;
                uint _e4066 = l_mut_650_;
                bool l_1128_ = (_e4066 == 0u);
                l_mut_619_ = l_1128_;
            }
            bool _e4069 = l_mut_612_;
            bool l_1129_ = !(_e4069);
            if (l_1129_) {
                uint l_1130_ = (l_37_ * 8u);
                uint l_1131_ = (l_1130_ + l_38_);
                uint l_2149_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2150_ = (l_2149_ * 1u);
                uint l_2151_ = (l_2150_ - 1u);
                uint l_2152_ = min(1u, l_2151_);
                uint _e4087 = atomicAdd(_group_0_binding_6_cs[l_2152_], 1u);
                uint l_1134_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1135_ = (_e4087 < l_1134_);
                if (l_1135_) {
                    uint l_2154_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2155_ = (l_2154_ * 1u);
                    bool l_2156_ = (_e4087 < l_2155_);
                    if (l_2156_) {
                        _group_0_binding_5_cs[_e4087] = l_1131_;
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
