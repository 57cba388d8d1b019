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
    bool l_mut_1020_ = false;
    uint l_mut_103_ = 0u;
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
        uint l_1134_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1135_ = (l_1134_ * 1u);
        uint l_1136_ = (l_1135_ - 1u);
        uint l_1137_ = min(3u, l_1136_);
        uint _e67 = atomicAdd(_group_0_binding_6_cs[l_1137_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1139_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1140_ = (l_1139_ * 1u);
        bool l_1141_ = (0u < l_1140_);
        uint l_1142_ = (l_1140_ - 1u);
        uint l_1143_ = min(0u, l_1142_);
        uint l_1144_ = _group_0_binding_3_cs[l_1143_];
        uint l_7_ = (l_1141_ ? l_1144_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1146_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1147_ = (l_1146_ * 1u);
        bool l_1148_ = (l_9_ < l_1147_);
        uint l_1149_ = (l_1147_ - 1u);
        uint l_1150_ = min(l_9_, l_1149_);
        uint l_1151_ = _group_0_binding_3_cs[l_1150_];
        uint l_10_ = (l_1148_ ? l_1151_ : 0u);
        uint l_1153_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1154_ = (l_1153_ * 1u);
        bool l_1155_ = (2u < l_1154_);
        uint l_1156_ = (l_1154_ - 1u);
        uint l_1157_ = min(2u, l_1156_);
        uint l_1158_ = _group_0_binding_3_cs[l_1157_];
        uint l_12_ = (l_1155_ ? l_1158_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1160_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1161_ = (l_1160_ * 1u);
        bool l_1162_ = (l_14_ < l_1161_);
        uint l_1163_ = (l_1161_ - 1u);
        uint l_1164_ = min(l_14_, l_1163_);
        uint l_1165_ = _group_0_binding_3_cs[l_1164_];
        uint l_15_ = (l_1162_ ? l_1165_ : 0u);
        uint l_1167_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1168_ = (l_1167_ * 1u);
        bool l_1169_ = (4u < l_1168_);
        uint l_1170_ = (l_1168_ - 1u);
        uint l_1171_ = min(4u, l_1170_);
        uint l_1172_ = _group_0_binding_3_cs[l_1171_];
        uint l_17_ = (l_1169_ ? l_1172_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1174_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1175_ = (l_1174_ * 1u);
        bool l_1176_ = (l_19_ < l_1175_);
        uint l_1177_ = (l_1175_ - 1u);
        uint l_1178_ = min(l_19_, l_1177_);
        uint l_1179_ = _group_0_binding_3_cs[l_1178_];
        uint l_20_ = (l_1176_ ? l_1179_ : 0u);
        uint l_1181_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1182_ = (l_1181_ * 1u);
        bool l_1183_ = (6u < l_1182_);
        uint l_1184_ = (l_1182_ - 1u);
        uint l_1185_ = min(6u, l_1184_);
        uint l_1186_ = _group_0_binding_3_cs[l_1185_];
        uint l_22_ = (l_1183_ ? l_1186_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1188_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1189_ = (l_1188_ * 1u);
        bool l_1190_ = (l_24_ < l_1189_);
        uint l_1191_ = (l_1189_ - 1u);
        uint l_1192_ = min(l_24_, l_1191_);
        uint l_1193_ = _group_0_binding_3_cs[l_1192_];
        uint l_25_ = (l_1190_ ? l_1193_ : 0u);
        uint l_1195_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1196_ = (l_1195_ * 1u);
        bool l_1197_ = (8u < l_1196_);
        uint l_1198_ = (l_1196_ - 1u);
        uint l_1199_ = min(8u, l_1198_);
        uint l_1200_ = _group_0_binding_3_cs[l_1199_];
        uint l_27_ = (l_1197_ ? l_1200_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1202_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1203_ = (l_1202_ * 1u);
        bool l_1204_ = (l_29_ < l_1203_);
        uint l_1205_ = (l_1203_ - 1u);
        uint l_1206_ = min(l_29_, l_1205_);
        uint l_1207_ = _group_0_binding_3_cs[l_1206_];
        uint l_30_ = (l_1204_ ? l_1207_ : 0u);
        uint l_1209_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1210_ = (l_1209_ * 1u);
        bool l_1211_ = (10u < l_1210_);
        uint l_1212_ = (l_1210_ - 1u);
        uint l_1213_ = min(10u, l_1212_);
        uint l_1214_ = _group_0_binding_3_cs[l_1213_];
        uint l_32_ = (l_1211_ ? l_1214_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1216_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1217_ = (l_1216_ * 1u);
        bool l_1218_ = (l_34_ < l_1217_);
        uint l_1219_ = (l_1217_ - 1u);
        uint l_1220_ = min(l_34_, l_1219_);
        uint l_1221_ = _group_0_binding_3_cs[l_1220_];
        uint l_35_ = (l_1218_ ? l_1221_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_1223_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1224_ = (l_1223_ * 1u);
        bool l_1225_ = (l_36_ < l_1224_);
        uint l_1226_ = (l_1224_ - 1u);
        uint l_1227_ = min(l_36_, l_1226_);
        uint l_1228_ = _group_0_binding_4_cs[l_1227_];
        uint l_37_ = (l_1225_ ? l_1228_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_1230_ = (l_37_ & 65535u);
        uint l_1231_ = (l_37_ >> 16u);
        uint l_1232_ = (l_1231_ & 65535u);
        uint l_1233_ = (l_7_ & 65535u);
        uint l_1234_ = (l_7_ >> 16u);
        uint l_1235_ = (l_1234_ & 65535u);
        uint l_1236_ = (l_1230_ * l_1233_);
        uint l_1237_ = (l_1232_ * l_1233_);
        uint l_1238_ = (l_1230_ * l_1235_);
        uint l_1239_ = (l_1232_ * l_1235_);
        uint l_1240_ = (l_1236_ >> 16u);
        uint l_1241_ = (l_1240_ & 65535u);
        uint l_1242_ = (l_1237_ & 65535u);
        uint l_1243_ = (l_1241_ + l_1242_);
        uint l_1244_ = (l_1238_ & 65535u);
        uint l_1245_ = (l_1243_ + l_1244_);
        uint l_1246_ = (l_1237_ >> 16u);
        uint l_1247_ = (l_1246_ & 65535u);
        uint l_1248_ = (l_1239_ + l_1247_);
        uint l_1249_ = (l_1238_ >> 16u);
        uint l_1250_ = (l_1249_ & 65535u);
        uint l_1251_ = (l_1248_ + l_1250_);
        uint l_1252_ = (l_1245_ >> 16u);
        uint l_1253_ = (l_1252_ & 65535u);
        uint l_42_ = (l_1251_ + l_1253_);
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
        uint _e378 = l_mut_45_;
        bool l_61_ = (l_40_ < _e378);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1255_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1256_ = (l_1255_ * 1u);
            bool l_1257_ = (l_62_ < l_1256_);
            uint l_1258_ = (l_1256_ - 1u);
            uint l_1259_ = min(l_62_, l_1258_);
            uint l_1260_ = _group_0_binding_0_cs[l_1259_];
            uint l_63_ = (l_1257_ ? l_1260_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1262_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1263_ = (l_1262_ * 1u);
            bool l_1264_ = (l_65_ < l_1263_);
            uint l_1265_ = (l_1263_ - 1u);
            uint l_1266_ = min(l_65_, l_1265_);
            uint l_1267_ = _group_0_binding_0_cs[l_1266_];
            uint l_66_ = (l_1264_ ? l_1267_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1269_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1270_ = (l_1269_ * 1u);
            bool l_1271_ = (l_67_ < l_1270_);
            uint l_1272_ = (l_1270_ - 1u);
            uint l_1273_ = min(l_67_, l_1272_);
            uint l_1274_ = _group_0_binding_1_cs[l_1273_];
            uint l_68_ = (l_1271_ ? l_1274_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1276_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1277_ = (l_1276_ * 1u);
            bool l_1278_ = (l_70_ < l_1277_);
            uint l_1279_ = (l_1277_ - 1u);
            uint l_1280_ = min(l_70_, l_1279_);
            uint l_1281_ = _group_0_binding_1_cs[l_1280_];
            uint l_71_ = (l_1278_ ? l_1281_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1283_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1284_ = (l_1283_ * 1u);
            bool l_1285_ = (l_72_ < l_1284_);
            uint l_1286_ = (l_1284_ - 1u);
            uint l_1287_ = min(l_72_, l_1286_);
            uint l_1288_ = _group_0_binding_2_cs[l_1287_];
            uint l_73_ = (l_1285_ ? l_1288_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1290_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1291_ = (l_1290_ * 1u);
            bool l_1292_ = (l_75_ < l_1291_);
            uint l_1293_ = (l_1291_ - 1u);
            uint l_1294_ = min(l_75_, l_1293_);
            uint l_1295_ = _group_0_binding_2_cs[l_1294_];
            uint l_76_ = (l_1292_ ? l_1295_ : 0u);
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
            uint _e504 = l_mut_45_;
            uint l_88_ = (_e504 * l_79_);
            uint _e506 = l_mut_82_;
            uint l_89_ = (_e506 * l_79_);
            uint _e508 = l_mut_45_;
            uint l_1297_ = (_e508 & 65535u);
            uint _e511 = l_mut_45_;
            uint l_1298_ = (_e511 >> 16u);
            uint l_1299_ = (l_1298_ & 65535u);
            uint l_1300_ = (l_79_ & 65535u);
            uint l_1301_ = (l_79_ >> 16u);
            uint l_1302_ = (l_1301_ & 65535u);
            uint l_1303_ = (l_1297_ * l_1300_);
            uint l_1304_ = (l_1299_ * l_1300_);
            uint l_1305_ = (l_1297_ * l_1302_);
            uint l_1306_ = (l_1299_ * l_1302_);
            uint l_1307_ = (l_1303_ >> 16u);
            uint l_1308_ = (l_1307_ & 65535u);
            uint l_1309_ = (l_1304_ & 65535u);
            uint l_1310_ = (l_1308_ + l_1309_);
            uint l_1311_ = (l_1305_ & 65535u);
            uint l_1312_ = (l_1310_ + l_1311_);
            uint l_1313_ = (l_1304_ >> 16u);
            uint l_1314_ = (l_1313_ & 65535u);
            uint l_1315_ = (l_1306_ + l_1314_);
            uint l_1316_ = (l_1305_ >> 16u);
            uint l_1317_ = (l_1316_ & 65535u);
            uint l_1318_ = (l_1315_ + l_1317_);
            uint l_1319_ = (l_1312_ >> 16u);
            uint l_1320_ = (l_1319_ & 65535u);
            uint l_90_ = (l_1318_ + l_1320_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e552 = l_mut_82_;
            uint l_1322_ = (_e552 & 65535u);
            uint _e555 = l_mut_82_;
            uint l_1323_ = (_e555 >> 16u);
            uint l_1324_ = (l_1323_ & 65535u);
            uint l_1325_ = (l_79_ & 65535u);
            uint l_1326_ = (l_79_ >> 16u);
            uint l_1327_ = (l_1326_ & 65535u);
            uint l_1328_ = (l_1322_ * l_1325_);
            uint l_1329_ = (l_1324_ * l_1325_);
            uint l_1330_ = (l_1322_ * l_1327_);
            uint l_1331_ = (l_1324_ * l_1327_);
            uint l_1332_ = (l_1328_ >> 16u);
            uint l_1333_ = (l_1332_ & 65535u);
            uint l_1334_ = (l_1329_ & 65535u);
            uint l_1335_ = (l_1333_ + l_1334_);
            uint l_1336_ = (l_1330_ & 65535u);
            uint l_1337_ = (l_1335_ + l_1336_);
            uint l_1338_ = (l_1329_ >> 16u);
            uint l_1339_ = (l_1338_ & 65535u);
            uint l_1340_ = (l_1331_ + l_1339_);
            uint l_1341_ = (l_1330_ >> 16u);
            uint l_1342_ = (l_1341_ & 65535u);
            uint l_1343_ = (l_1340_ + l_1342_);
            uint l_1344_ = (l_1337_ >> 16u);
            uint l_1345_ = (l_1344_ & 65535u);
            uint l_92_ = (l_1343_ + l_1345_);
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
            uint _e614 = l_mut_97_;
            l_mut_109_ = _e614;
            uint _e615 = l_mut_103_;
            l_mut_97_ = _e615;
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
                    uint _e629 = l_mut_103_;
                    l_mut_109_ = _e629;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e630 = l_mut_109_;
            l_mut_103_ = _e630;
            uint _e631 = l_mut_97_;
            l_mut_109_ = _e631;
            if (l_81_) {
                uint _e633 = l_mut_103_;
                uint l_118_ = (0u - _e633);
                uint _e636 = l_mut_109_;
                uint l_119_ = (0u - _e636);
                uint _e639 = l_mut_103_;
                bool l_120_ = (0u < _e639);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e643 = l_mut_103_;
            uint l_123_ = (l_63_ + _e643);
            uint _e645 = l_mut_109_;
            uint l_124_ = (l_66_ + _e645);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint l_1347_ = (l_63_ & 65535u);
            uint l_1348_ = (l_63_ >> 16u);
            uint l_1349_ = (l_1348_ & 65535u);
            uint l_1350_ = (l_78_ & 65535u);
            uint l_1351_ = (l_78_ >> 16u);
            uint l_1352_ = (l_1351_ & 65535u);
            uint l_1353_ = (l_1347_ * l_1350_);
            uint l_1354_ = (l_1349_ * l_1350_);
            uint l_1355_ = (l_1347_ * l_1352_);
            uint l_1356_ = (l_1349_ * l_1352_);
            uint l_1357_ = (l_1353_ >> 16u);
            uint l_1358_ = (l_1357_ & 65535u);
            uint l_1359_ = (l_1354_ & 65535u);
            uint l_1360_ = (l_1358_ + l_1359_);
            uint l_1361_ = (l_1355_ & 65535u);
            uint l_1362_ = (l_1360_ + l_1361_);
            uint l_1363_ = (l_1354_ >> 16u);
            uint l_1364_ = (l_1363_ & 65535u);
            uint l_1365_ = (l_1356_ + l_1364_);
            uint l_1366_ = (l_1355_ >> 16u);
            uint l_1367_ = (l_1366_ & 65535u);
            uint l_1368_ = (l_1365_ + l_1367_);
            uint l_1369_ = (l_1362_ >> 16u);
            uint l_1370_ = (l_1369_ & 65535u);
            uint l_129_ = (l_1368_ + l_1370_);
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
                uint _e716 = l_mut_97_;
                uint l_146_ = (_e716 * l_138_);
                uint _e718 = l_mut_82_;
                uint l_147_ = (_e718 * l_138_);
                uint _e720 = l_mut_97_;
                uint l_1372_ = (_e720 & 65535u);
                uint _e723 = l_mut_97_;
                uint l_1373_ = (_e723 >> 16u);
                uint l_1374_ = (l_1373_ & 65535u);
                uint l_1375_ = (l_138_ & 65535u);
                uint l_1376_ = (l_138_ >> 16u);
                uint l_1377_ = (l_1376_ & 65535u);
                uint l_1378_ = (l_1372_ * l_1375_);
                uint l_1379_ = (l_1374_ * l_1375_);
                uint l_1380_ = (l_1372_ * l_1377_);
                uint l_1381_ = (l_1374_ * l_1377_);
                uint l_1382_ = (l_1378_ >> 16u);
                uint l_1383_ = (l_1382_ & 65535u);
                uint l_1384_ = (l_1379_ & 65535u);
                uint l_1385_ = (l_1383_ + l_1384_);
                uint l_1386_ = (l_1380_ & 65535u);
                uint l_1387_ = (l_1385_ + l_1386_);
                uint l_1388_ = (l_1379_ >> 16u);
                uint l_1389_ = (l_1388_ & 65535u);
                uint l_1390_ = (l_1381_ + l_1389_);
                uint l_1391_ = (l_1380_ >> 16u);
                uint l_1392_ = (l_1391_ & 65535u);
                uint l_1393_ = (l_1390_ + l_1392_);
                uint l_1394_ = (l_1387_ >> 16u);
                uint l_1395_ = (l_1394_ & 65535u);
                uint l_148_ = (l_1393_ + l_1395_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e764 = l_mut_82_;
                uint l_1397_ = (_e764 & 65535u);
                uint _e767 = l_mut_82_;
                uint l_1398_ = (_e767 >> 16u);
                uint l_1399_ = (l_1398_ & 65535u);
                uint l_1400_ = (l_138_ & 65535u);
                uint l_1401_ = (l_138_ >> 16u);
                uint l_1402_ = (l_1401_ & 65535u);
                uint l_1403_ = (l_1397_ * l_1400_);
                uint l_1404_ = (l_1399_ * l_1400_);
                uint l_1405_ = (l_1397_ * l_1402_);
                uint l_1406_ = (l_1399_ * l_1402_);
                uint l_1407_ = (l_1403_ >> 16u);
                uint l_1408_ = (l_1407_ & 65535u);
                uint l_1409_ = (l_1404_ & 65535u);
                uint l_1410_ = (l_1408_ + l_1409_);
                uint l_1411_ = (l_1405_ & 65535u);
                uint l_1412_ = (l_1410_ + l_1411_);
                uint l_1413_ = (l_1404_ >> 16u);
                uint l_1414_ = (l_1413_ & 65535u);
                uint l_1415_ = (l_1406_ + l_1414_);
                uint l_1416_ = (l_1405_ >> 16u);
                uint l_1417_ = (l_1416_ & 65535u);
                uint l_1418_ = (l_1415_ + l_1417_);
                uint l_1419_ = (l_1412_ >> 16u);
                uint l_1420_ = (l_1419_ & 65535u);
                uint l_150_ = (l_1418_ + l_1420_);
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
                uint _e826 = l_mut_45_;
                l_mut_166_ = _e826;
                uint _e827 = l_mut_160_;
                l_mut_45_ = _e827;
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
                        uint _e841 = l_mut_160_;
                        l_mut_166_ = _e841;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e842 = l_mut_166_;
                l_mut_160_ = _e842;
                uint _e843 = l_mut_45_;
                l_mut_166_ = _e843;
                if (l_140_) {
                    uint _e845 = l_mut_160_;
                    uint l_175_ = (0u - _e845);
                    uint _e848 = l_mut_166_;
                    uint l_176_ = (0u - _e848);
                    uint _e851 = l_mut_160_;
                    bool l_177_ = (0u < _e851);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e855 = l_mut_160_;
                l_mut_109_ = _e855;
                uint _e856 = l_mut_166_;
                l_mut_103_ = _e856;
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
                uint _e869 = l_mut_166_;
                uint l_187_ = (_e869 * l_78_);
                uint _e871 = l_mut_160_;
                uint l_188_ = (_e871 * l_78_);
                uint _e873 = l_mut_166_;
                uint l_1422_ = (_e873 & 65535u);
                uint _e876 = l_mut_166_;
                uint l_1423_ = (_e876 >> 16u);
                uint l_1424_ = (l_1423_ & 65535u);
                uint l_1425_ = (l_78_ & 65535u);
                uint l_1426_ = (l_78_ >> 16u);
                uint l_1427_ = (l_1426_ & 65535u);
                uint l_1428_ = (l_1422_ * l_1425_);
                uint l_1429_ = (l_1424_ * l_1425_);
                uint l_1430_ = (l_1422_ * l_1427_);
                uint l_1431_ = (l_1424_ * l_1427_);
                uint l_1432_ = (l_1428_ >> 16u);
                uint l_1433_ = (l_1432_ & 65535u);
                uint l_1434_ = (l_1429_ & 65535u);
                uint l_1435_ = (l_1433_ + l_1434_);
                uint l_1436_ = (l_1430_ & 65535u);
                uint l_1437_ = (l_1435_ + l_1436_);
                uint l_1438_ = (l_1429_ >> 16u);
                uint l_1439_ = (l_1438_ & 65535u);
                uint l_1440_ = (l_1431_ + l_1439_);
                uint l_1441_ = (l_1430_ >> 16u);
                uint l_1442_ = (l_1441_ & 65535u);
                uint l_1443_ = (l_1440_ + l_1442_);
                uint l_1444_ = (l_1437_ >> 16u);
                uint l_1445_ = (l_1444_ & 65535u);
                uint l_189_ = (l_1443_ + l_1445_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e917 = l_mut_160_;
                uint l_1447_ = (_e917 & 65535u);
                uint _e920 = l_mut_160_;
                uint l_1448_ = (_e920 >> 16u);
                uint l_1449_ = (l_1448_ & 65535u);
                uint l_1450_ = (l_78_ & 65535u);
                uint l_1451_ = (l_78_ >> 16u);
                uint l_1452_ = (l_1451_ & 65535u);
                uint l_1453_ = (l_1447_ * l_1450_);
                uint l_1454_ = (l_1449_ * l_1450_);
                uint l_1455_ = (l_1447_ * l_1452_);
                uint l_1456_ = (l_1449_ * l_1452_);
                uint l_1457_ = (l_1453_ >> 16u);
                uint l_1458_ = (l_1457_ & 65535u);
                uint l_1459_ = (l_1454_ & 65535u);
                uint l_1460_ = (l_1458_ + l_1459_);
                uint l_1461_ = (l_1455_ & 65535u);
                uint l_1462_ = (l_1460_ + l_1461_);
                uint l_1463_ = (l_1454_ >> 16u);
                uint l_1464_ = (l_1463_ & 65535u);
                uint l_1465_ = (l_1456_ + l_1464_);
                uint l_1466_ = (l_1455_ >> 16u);
                uint l_1467_ = (l_1466_ & 65535u);
                uint l_1468_ = (l_1465_ + l_1467_);
                uint l_1469_ = (l_1462_ >> 16u);
                uint l_1470_ = (l_1469_ & 65535u);
                uint l_191_ = (l_1468_ + l_1470_);
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
                uint _e978 = l_mut_97_;
                l_mut_45_ = _e978;
                uint _e979 = l_mut_82_;
                l_mut_97_ = _e979;
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
                        uint _e991 = l_mut_82_;
                        l_mut_45_ = _e991;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e992 = l_mut_166_;
                uint l_214_ = (_e992 * l_78_);
                uint _e994 = l_mut_160_;
                uint l_215_ = (_e994 * l_78_);
                uint _e996 = l_mut_166_;
                uint l_1472_ = (_e996 & 65535u);
                uint _e999 = l_mut_166_;
                uint l_1473_ = (_e999 >> 16u);
                uint l_1474_ = (l_1473_ & 65535u);
                uint l_1475_ = (l_78_ & 65535u);
                uint l_1476_ = (l_78_ >> 16u);
                uint l_1477_ = (l_1476_ & 65535u);
                uint l_1478_ = (l_1472_ * l_1475_);
                uint l_1479_ = (l_1474_ * l_1475_);
                uint l_1480_ = (l_1472_ * l_1477_);
                uint l_1481_ = (l_1474_ * l_1477_);
                uint l_1482_ = (l_1478_ >> 16u);
                uint l_1483_ = (l_1482_ & 65535u);
                uint l_1484_ = (l_1479_ & 65535u);
                uint l_1485_ = (l_1483_ + l_1484_);
                uint l_1486_ = (l_1480_ & 65535u);
                uint l_1487_ = (l_1485_ + l_1486_);
                uint l_1488_ = (l_1479_ >> 16u);
                uint l_1489_ = (l_1488_ & 65535u);
                uint l_1490_ = (l_1481_ + l_1489_);
                uint l_1491_ = (l_1480_ >> 16u);
                uint l_1492_ = (l_1491_ & 65535u);
                uint l_1493_ = (l_1490_ + l_1492_);
                uint l_1494_ = (l_1487_ >> 16u);
                uint l_1495_ = (l_1494_ & 65535u);
                uint l_216_ = (l_1493_ + l_1495_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e1040 = l_mut_160_;
                uint l_1497_ = (_e1040 & 65535u);
                uint _e1043 = l_mut_160_;
                uint l_1498_ = (_e1043 >> 16u);
                uint l_1499_ = (l_1498_ & 65535u);
                uint l_1500_ = (l_78_ & 65535u);
                uint l_1501_ = (l_78_ >> 16u);
                uint l_1502_ = (l_1501_ & 65535u);
                uint l_1503_ = (l_1497_ * l_1500_);
                uint l_1504_ = (l_1499_ * l_1500_);
                uint l_1505_ = (l_1497_ * l_1502_);
                uint l_1506_ = (l_1499_ * l_1502_);
                uint l_1507_ = (l_1503_ >> 16u);
                uint l_1508_ = (l_1507_ & 65535u);
                uint l_1509_ = (l_1504_ & 65535u);
                uint l_1510_ = (l_1508_ + l_1509_);
                uint l_1511_ = (l_1505_ & 65535u);
                uint l_1512_ = (l_1510_ + l_1511_);
                uint l_1513_ = (l_1504_ >> 16u);
                uint l_1514_ = (l_1513_ & 65535u);
                uint l_1515_ = (l_1506_ + l_1514_);
                uint l_1516_ = (l_1505_ >> 16u);
                uint l_1517_ = (l_1516_ & 65535u);
                uint l_1518_ = (l_1515_ + l_1517_);
                uint l_1519_ = (l_1512_ >> 16u);
                uint l_1520_ = (l_1519_ & 65535u);
                uint l_218_ = (l_1518_ + l_1520_);
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
                uint _e1101 = l_mut_82_;
                l_mut_234_ = _e1101;
                uint _e1102 = l_mut_228_;
                l_mut_82_ = _e1102;
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
                        uint _e1114 = l_mut_228_;
                        l_mut_234_ = _e1114;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e1115 = l_mut_45_;
                uint l_243_ = (_e1115 * l_78_);
                uint _e1117 = l_mut_97_;
                uint l_244_ = (_e1117 * l_78_);
                uint _e1119 = l_mut_45_;
                uint l_1522_ = (_e1119 & 65535u);
                uint _e1122 = l_mut_45_;
                uint l_1523_ = (_e1122 >> 16u);
                uint l_1524_ = (l_1523_ & 65535u);
                uint l_1525_ = (l_78_ & 65535u);
                uint l_1526_ = (l_78_ >> 16u);
                uint l_1527_ = (l_1526_ & 65535u);
                uint l_1528_ = (l_1522_ * l_1525_);
                uint l_1529_ = (l_1524_ * l_1525_);
                uint l_1530_ = (l_1522_ * l_1527_);
                uint l_1531_ = (l_1524_ * l_1527_);
                uint l_1532_ = (l_1528_ >> 16u);
                uint l_1533_ = (l_1532_ & 65535u);
                uint l_1534_ = (l_1529_ & 65535u);
                uint l_1535_ = (l_1533_ + l_1534_);
                uint l_1536_ = (l_1530_ & 65535u);
                uint l_1537_ = (l_1535_ + l_1536_);
                uint l_1538_ = (l_1529_ >> 16u);
                uint l_1539_ = (l_1538_ & 65535u);
                uint l_1540_ = (l_1531_ + l_1539_);
                uint l_1541_ = (l_1530_ >> 16u);
                uint l_1542_ = (l_1541_ & 65535u);
                uint l_1543_ = (l_1540_ + l_1542_);
                uint l_1544_ = (l_1537_ >> 16u);
                uint l_1545_ = (l_1544_ & 65535u);
                uint l_245_ = (l_1543_ + l_1545_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e1163 = l_mut_97_;
                uint l_1547_ = (_e1163 & 65535u);
                uint _e1166 = l_mut_97_;
                uint l_1548_ = (_e1166 >> 16u);
                uint l_1549_ = (l_1548_ & 65535u);
                uint l_1550_ = (l_78_ & 65535u);
                uint l_1551_ = (l_78_ >> 16u);
                uint l_1552_ = (l_1551_ & 65535u);
                uint l_1553_ = (l_1547_ * l_1550_);
                uint l_1554_ = (l_1549_ * l_1550_);
                uint l_1555_ = (l_1547_ * l_1552_);
                uint l_1556_ = (l_1549_ * l_1552_);
                uint l_1557_ = (l_1553_ >> 16u);
                uint l_1558_ = (l_1557_ & 65535u);
                uint l_1559_ = (l_1554_ & 65535u);
                uint l_1560_ = (l_1558_ + l_1559_);
                uint l_1561_ = (l_1555_ & 65535u);
                uint l_1562_ = (l_1560_ + l_1561_);
                uint l_1563_ = (l_1554_ >> 16u);
                uint l_1564_ = (l_1563_ & 65535u);
                uint l_1565_ = (l_1556_ + l_1564_);
                uint l_1566_ = (l_1555_ >> 16u);
                uint l_1567_ = (l_1566_ & 65535u);
                uint l_1568_ = (l_1565_ + l_1567_);
                uint l_1569_ = (l_1562_ >> 16u);
                uint l_1570_ = (l_1569_ & 65535u);
                uint l_247_ = (l_1568_ + l_1570_);
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
                uint _e1224 = l_mut_228_;
                l_mut_160_ = _e1224;
                uint _e1225 = l_mut_166_;
                l_mut_228_ = _e1225;
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
                        uint _e1237 = l_mut_166_;
                        l_mut_160_ = _e1237;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e1238 = l_mut_45_;
                uint l_270_ = (_e1238 * l_78_);
                uint _e1240 = l_mut_97_;
                uint l_271_ = (_e1240 * l_78_);
                uint _e1242 = l_mut_45_;
                uint l_1572_ = (_e1242 & 65535u);
                uint _e1245 = l_mut_45_;
                uint l_1573_ = (_e1245 >> 16u);
                uint l_1574_ = (l_1573_ & 65535u);
                uint l_1575_ = (l_78_ & 65535u);
                uint l_1576_ = (l_78_ >> 16u);
                uint l_1577_ = (l_1576_ & 65535u);
                uint l_1578_ = (l_1572_ * l_1575_);
                uint l_1579_ = (l_1574_ * l_1575_);
                uint l_1580_ = (l_1572_ * l_1577_);
                uint l_1581_ = (l_1574_ * l_1577_);
                uint l_1582_ = (l_1578_ >> 16u);
                uint l_1583_ = (l_1582_ & 65535u);
                uint l_1584_ = (l_1579_ & 65535u);
                uint l_1585_ = (l_1583_ + l_1584_);
                uint l_1586_ = (l_1580_ & 65535u);
                uint l_1587_ = (l_1585_ + l_1586_);
                uint l_1588_ = (l_1579_ >> 16u);
                uint l_1589_ = (l_1588_ & 65535u);
                uint l_1590_ = (l_1581_ + l_1589_);
                uint l_1591_ = (l_1580_ >> 16u);
                uint l_1592_ = (l_1591_ & 65535u);
                uint l_1593_ = (l_1590_ + l_1592_);
                uint l_1594_ = (l_1587_ >> 16u);
                uint l_1595_ = (l_1594_ & 65535u);
                uint l_272_ = (l_1593_ + l_1595_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e1286 = l_mut_97_;
                uint l_1597_ = (_e1286 & 65535u);
                uint _e1289 = l_mut_97_;
                uint l_1598_ = (_e1289 >> 16u);
                uint l_1599_ = (l_1598_ & 65535u);
                uint l_1600_ = (l_78_ & 65535u);
                uint l_1601_ = (l_78_ >> 16u);
                uint l_1602_ = (l_1601_ & 65535u);
                uint l_1603_ = (l_1597_ * l_1600_);
                uint l_1604_ = (l_1599_ * l_1600_);
                uint l_1605_ = (l_1597_ * l_1602_);
                uint l_1606_ = (l_1599_ * l_1602_);
                uint l_1607_ = (l_1603_ >> 16u);
                uint l_1608_ = (l_1607_ & 65535u);
                uint l_1609_ = (l_1604_ & 65535u);
                uint l_1610_ = (l_1608_ + l_1609_);
                uint l_1611_ = (l_1605_ & 65535u);
                uint l_1612_ = (l_1610_ + l_1611_);
                uint l_1613_ = (l_1604_ >> 16u);
                uint l_1614_ = (l_1613_ & 65535u);
                uint l_1615_ = (l_1606_ + l_1614_);
                uint l_1616_ = (l_1605_ >> 16u);
                uint l_1617_ = (l_1616_ & 65535u);
                uint l_1618_ = (l_1615_ + l_1617_);
                uint l_1619_ = (l_1612_ >> 16u);
                uint l_1620_ = (l_1619_ & 65535u);
                uint l_274_ = (l_1618_ + l_1620_);
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
                uint _e1347 = l_mut_166_;
                l_mut_290_ = _e1347;
                uint _e1348 = l_mut_284_;
                l_mut_166_ = _e1348;
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
                        uint _e1360 = l_mut_284_;
                        l_mut_290_ = _e1360;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e1361 = l_mut_234_;
                uint l_299_ = (_e1361 * l_78_);
                uint _e1363 = l_mut_234_;
                uint l_1622_ = (_e1363 & 65535u);
                uint _e1366 = l_mut_234_;
                uint l_1623_ = (_e1366 >> 16u);
                uint l_1624_ = (l_1623_ & 65535u);
                uint l_1625_ = (l_78_ & 65535u);
                uint l_1626_ = (l_78_ >> 16u);
                uint l_1627_ = (l_1626_ & 65535u);
                uint l_1628_ = (l_1622_ * l_1625_);
                uint l_1629_ = (l_1624_ * l_1625_);
                uint l_1630_ = (l_1622_ * l_1627_);
                uint l_1631_ = (l_1624_ * l_1627_);
                uint l_1632_ = (l_1628_ >> 16u);
                uint l_1633_ = (l_1632_ & 65535u);
                uint l_1634_ = (l_1629_ & 65535u);
                uint l_1635_ = (l_1633_ + l_1634_);
                uint l_1636_ = (l_1630_ & 65535u);
                uint l_1637_ = (l_1635_ + l_1636_);
                uint l_1638_ = (l_1629_ >> 16u);
                uint l_1639_ = (l_1638_ & 65535u);
                uint l_1640_ = (l_1631_ + l_1639_);
                uint l_1641_ = (l_1630_ >> 16u);
                uint l_1642_ = (l_1641_ & 65535u);
                uint l_1643_ = (l_1640_ + l_1642_);
                uint l_1644_ = (l_1637_ >> 16u);
                uint l_1645_ = (l_1644_ & 65535u);
                uint l_300_ = (l_1643_ + l_1645_);
                uint _e1406 = l_mut_82_;
                uint l_301_ = (_e1406 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e1409 = l_mut_290_;
                uint l_303_ = (_e1409 + l_299_);
                uint _e1411 = l_mut_166_;
                uint l_304_ = (_e1411 + l_302_);
                uint _e1413 = l_mut_290_;
                bool l_305_ = (l_303_ < _e1413);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e1417 = l_mut_160_;
                l_mut_109_ = _e1417;
                uint _e1418 = l_mut_228_;
                l_mut_103_ = _e1418;
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
                        uint _e1439 = l_mut_160_;
                        l_mut_234_ = _e1439;
                        uint _e1440 = l_mut_228_;
                        l_mut_166_ = _e1440;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e1445 = l_mut_228_;
                            uint l_322_ = (_e1445 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e1450 = l_mut_160_;
                                l_mut_97_ = _e1450;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e1453 = l_mut_160_;
                                    uint l_325_ = (_e1453 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e1457 = l_mut_228_;
                                    uint l_327_ = (_e1457 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e1460 = l_mut_228_;
                                uint l_329_ = (_e1460 >> l_12_);
                                uint _e1462 = l_mut_97_;
                                l_mut_234_ = _e1462;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e1463 = l_mut_290_;
                        uint _e1464 = l_mut_234_;
                        uint l_330_ = (_e1463 + _e1464);
                        uint _e1466 = l_mut_284_;
                        uint _e1467 = l_mut_166_;
                        uint l_331_ = (_e1466 + _e1467);
                        uint _e1469 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e1469);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e1474 = l_mut_109_;
                    uint l_335_ = (0u - _e1474);
                    uint _e1477 = l_mut_103_;
                    uint l_336_ = (0u - _e1477);
                    uint _e1480 = l_mut_109_;
                    bool l_337_ = (0u < _e1480);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e1484 = l_mut_109_;
            uint l_340_ = (l_132_ + _e1484);
            uint _e1486 = l_mut_103_;
            uint l_341_ = (l_136_ + _e1486);
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
            uint _e1503 = l_mut_290_;
            uint l_352_ = (_e1503 * l_77_);
            uint _e1505 = l_mut_284_;
            uint l_353_ = (_e1505 * l_77_);
            uint _e1507 = l_mut_290_;
            uint l_1647_ = (_e1507 & 65535u);
            uint _e1510 = l_mut_290_;
            uint l_1648_ = (_e1510 >> 16u);
            uint l_1649_ = (l_1648_ & 65535u);
            uint l_1650_ = (l_77_ & 65535u);
            uint l_1651_ = (l_77_ >> 16u);
            uint l_1652_ = (l_1651_ & 65535u);
            uint l_1653_ = (l_1647_ * l_1650_);
            uint l_1654_ = (l_1649_ * l_1650_);
            uint l_1655_ = (l_1647_ * l_1652_);
            uint l_1656_ = (l_1649_ * l_1652_);
            uint l_1657_ = (l_1653_ >> 16u);
            uint l_1658_ = (l_1657_ & 65535u);
            uint l_1659_ = (l_1654_ & 65535u);
            uint l_1660_ = (l_1658_ + l_1659_);
            uint l_1661_ = (l_1655_ & 65535u);
            uint l_1662_ = (l_1660_ + l_1661_);
            uint l_1663_ = (l_1654_ >> 16u);
            uint l_1664_ = (l_1663_ & 65535u);
            uint l_1665_ = (l_1656_ + l_1664_);
            uint l_1666_ = (l_1655_ >> 16u);
            uint l_1667_ = (l_1666_ & 65535u);
            uint l_1668_ = (l_1665_ + l_1667_);
            uint l_1669_ = (l_1662_ >> 16u);
            uint l_1670_ = (l_1669_ & 65535u);
            uint l_354_ = (l_1668_ + l_1670_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1551 = l_mut_284_;
            uint l_1672_ = (_e1551 & 65535u);
            uint _e1554 = l_mut_284_;
            uint l_1673_ = (_e1554 >> 16u);
            uint l_1674_ = (l_1673_ & 65535u);
            uint l_1675_ = (l_77_ & 65535u);
            uint l_1676_ = (l_77_ >> 16u);
            uint l_1677_ = (l_1676_ & 65535u);
            uint l_1678_ = (l_1672_ * l_1675_);
            uint l_1679_ = (l_1674_ * l_1675_);
            uint l_1680_ = (l_1672_ * l_1677_);
            uint l_1681_ = (l_1674_ * l_1677_);
            uint l_1682_ = (l_1678_ >> 16u);
            uint l_1683_ = (l_1682_ & 65535u);
            uint l_1684_ = (l_1679_ & 65535u);
            uint l_1685_ = (l_1683_ + l_1684_);
            uint l_1686_ = (l_1680_ & 65535u);
            uint l_1687_ = (l_1685_ + l_1686_);
            uint l_1688_ = (l_1679_ >> 16u);
            uint l_1689_ = (l_1688_ & 65535u);
            uint l_1690_ = (l_1681_ + l_1689_);
            uint l_1691_ = (l_1680_ >> 16u);
            uint l_1692_ = (l_1691_ & 65535u);
            uint l_1693_ = (l_1690_ + l_1692_);
            uint l_1694_ = (l_1687_ >> 16u);
            uint l_1695_ = (l_1694_ & 65535u);
            uint l_356_ = (l_1693_ + l_1695_);
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
            uint _e1613 = l_mut_234_;
            l_mut_166_ = _e1613;
            uint _e1614 = l_mut_228_;
            l_mut_234_ = _e1614;
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
                    uint _e1628 = l_mut_228_;
                    l_mut_166_ = _e1628;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1629 = l_mut_166_;
            l_mut_290_ = _e1629;
            uint _e1630 = l_mut_234_;
            l_mut_284_ = _e1630;
            if (l_346_) {
                uint _e1632 = l_mut_290_;
                uint l_379_ = (0u - _e1632);
                uint _e1635 = l_mut_284_;
                uint l_380_ = (0u - _e1635);
                uint _e1638 = l_mut_290_;
                bool l_381_ = (0u < _e1638);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1642 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1642);
            uint _e1644 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1644);
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
                uint _e1668 = l_mut_234_;
                uint l_399_ = (_e1668 * l_391_);
                uint _e1670 = l_mut_228_;
                uint l_400_ = (_e1670 * l_391_);
                uint _e1672 = l_mut_234_;
                uint l_1697_ = (_e1672 & 65535u);
                uint _e1675 = l_mut_234_;
                uint l_1698_ = (_e1675 >> 16u);
                uint l_1699_ = (l_1698_ & 65535u);
                uint l_1700_ = (l_391_ & 65535u);
                uint l_1701_ = (l_391_ >> 16u);
                uint l_1702_ = (l_1701_ & 65535u);
                uint l_1703_ = (l_1697_ * l_1700_);
                uint l_1704_ = (l_1699_ * l_1700_);
                uint l_1705_ = (l_1697_ * l_1702_);
                uint l_1706_ = (l_1699_ * l_1702_);
                uint l_1707_ = (l_1703_ >> 16u);
                uint l_1708_ = (l_1707_ & 65535u);
                uint l_1709_ = (l_1704_ & 65535u);
                uint l_1710_ = (l_1708_ + l_1709_);
                uint l_1711_ = (l_1705_ & 65535u);
                uint l_1712_ = (l_1710_ + l_1711_);
                uint l_1713_ = (l_1704_ >> 16u);
                uint l_1714_ = (l_1713_ & 65535u);
                uint l_1715_ = (l_1706_ + l_1714_);
                uint l_1716_ = (l_1705_ >> 16u);
                uint l_1717_ = (l_1716_ & 65535u);
                uint l_1718_ = (l_1715_ + l_1717_);
                uint l_1719_ = (l_1712_ >> 16u);
                uint l_1720_ = (l_1719_ & 65535u);
                uint l_401_ = (l_1718_ + l_1720_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1716 = l_mut_228_;
                uint l_1722_ = (_e1716 & 65535u);
                uint _e1719 = l_mut_228_;
                uint l_1723_ = (_e1719 >> 16u);
                uint l_1724_ = (l_1723_ & 65535u);
                uint l_1725_ = (l_391_ & 65535u);
                uint l_1726_ = (l_391_ >> 16u);
                uint l_1727_ = (l_1726_ & 65535u);
                uint l_1728_ = (l_1722_ * l_1725_);
                uint l_1729_ = (l_1724_ * l_1725_);
                uint l_1730_ = (l_1722_ * l_1727_);
                uint l_1731_ = (l_1724_ * l_1727_);
                uint l_1732_ = (l_1728_ >> 16u);
                uint l_1733_ = (l_1732_ & 65535u);
                uint l_1734_ = (l_1729_ & 65535u);
                uint l_1735_ = (l_1733_ + l_1734_);
                uint l_1736_ = (l_1730_ & 65535u);
                uint l_1737_ = (l_1735_ + l_1736_);
                uint l_1738_ = (l_1729_ >> 16u);
                uint l_1739_ = (l_1738_ & 65535u);
                uint l_1740_ = (l_1731_ + l_1739_);
                uint l_1741_ = (l_1730_ >> 16u);
                uint l_1742_ = (l_1741_ & 65535u);
                uint l_1743_ = (l_1740_ + l_1742_);
                uint l_1744_ = (l_1737_ >> 16u);
                uint l_1745_ = (l_1744_ & 65535u);
                uint l_403_ = (l_1743_ + l_1745_);
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
                uint _e1778 = l_mut_166_;
                l_mut_109_ = _e1778;
                uint _e1779 = l_mut_160_;
                l_mut_166_ = _e1779;
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
                        uint _e1793 = l_mut_160_;
                        l_mut_109_ = _e1793;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1794 = l_mut_109_;
                l_mut_234_ = _e1794;
                uint _e1795 = l_mut_166_;
                l_mut_228_ = _e1795;
                if (l_393_) {
                    uint _e1797 = l_mut_234_;
                    uint l_426_ = (0u - _e1797);
                    uint _e1800 = l_mut_228_;
                    uint l_427_ = (0u - _e1800);
                    uint _e1803 = l_mut_234_;
                    bool l_428_ = (0u < _e1803);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1807 = l_mut_234_;
                l_mut_290_ = _e1807;
                uint _e1808 = l_mut_228_;
                l_mut_284_ = _e1808;
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
                uint _e1821 = l_mut_234_;
                uint l_438_ = (_e1821 * l_77_);
                uint _e1823 = l_mut_228_;
                uint l_439_ = (_e1823 * l_77_);
                uint _e1825 = l_mut_234_;
                uint l_1747_ = (_e1825 & 65535u);
                uint _e1828 = l_mut_234_;
                uint l_1748_ = (_e1828 >> 16u);
                uint l_1749_ = (l_1748_ & 65535u);
                uint l_1750_ = (l_77_ & 65535u);
                uint l_1751_ = (l_77_ >> 16u);
                uint l_1752_ = (l_1751_ & 65535u);
                uint l_1753_ = (l_1747_ * l_1750_);
                uint l_1754_ = (l_1749_ * l_1750_);
                uint l_1755_ = (l_1747_ * l_1752_);
                uint l_1756_ = (l_1749_ * l_1752_);
                uint l_1757_ = (l_1753_ >> 16u);
                uint l_1758_ = (l_1757_ & 65535u);
                uint l_1759_ = (l_1754_ & 65535u);
                uint l_1760_ = (l_1758_ + l_1759_);
                uint l_1761_ = (l_1755_ & 65535u);
                uint l_1762_ = (l_1760_ + l_1761_);
                uint l_1763_ = (l_1754_ >> 16u);
                uint l_1764_ = (l_1763_ & 65535u);
                uint l_1765_ = (l_1756_ + l_1764_);
                uint l_1766_ = (l_1755_ >> 16u);
                uint l_1767_ = (l_1766_ & 65535u);
                uint l_1768_ = (l_1765_ + l_1767_);
                uint l_1769_ = (l_1762_ >> 16u);
                uint l_1770_ = (l_1769_ & 65535u);
                uint l_440_ = (l_1768_ + l_1770_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1869 = l_mut_228_;
                uint l_1772_ = (_e1869 & 65535u);
                uint _e1872 = l_mut_228_;
                uint l_1773_ = (_e1872 >> 16u);
                uint l_1774_ = (l_1773_ & 65535u);
                uint l_1775_ = (l_77_ & 65535u);
                uint l_1776_ = (l_77_ >> 16u);
                uint l_1777_ = (l_1776_ & 65535u);
                uint l_1778_ = (l_1772_ * l_1775_);
                uint l_1779_ = (l_1774_ * l_1775_);
                uint l_1780_ = (l_1772_ * l_1777_);
                uint l_1781_ = (l_1774_ * l_1777_);
                uint l_1782_ = (l_1778_ >> 16u);
                uint l_1783_ = (l_1782_ & 65535u);
                uint l_1784_ = (l_1779_ & 65535u);
                uint l_1785_ = (l_1783_ + l_1784_);
                uint l_1786_ = (l_1780_ & 65535u);
                uint l_1787_ = (l_1785_ + l_1786_);
                uint l_1788_ = (l_1779_ >> 16u);
                uint l_1789_ = (l_1788_ & 65535u);
                uint l_1790_ = (l_1781_ + l_1789_);
                uint l_1791_ = (l_1780_ >> 16u);
                uint l_1792_ = (l_1791_ & 65535u);
                uint l_1793_ = (l_1790_ + l_1792_);
                uint l_1794_ = (l_1787_ >> 16u);
                uint l_1795_ = (l_1794_ & 65535u);
                uint l_442_ = (l_1793_ + l_1795_);
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
                uint _e1930 = l_mut_166_;
                l_mut_109_ = _e1930;
                uint _e1931 = l_mut_160_;
                l_mut_166_ = _e1931;
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
                        uint _e1943 = l_mut_160_;
                        l_mut_109_ = _e1943;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1944 = l_mut_234_;
                uint l_465_ = (_e1944 * l_77_);
                uint _e1946 = l_mut_228_;
                uint l_466_ = (_e1946 * l_77_);
                uint _e1948 = l_mut_234_;
                uint l_1797_ = (_e1948 & 65535u);
                uint _e1951 = l_mut_234_;
                uint l_1798_ = (_e1951 >> 16u);
                uint l_1799_ = (l_1798_ & 65535u);
                uint l_1800_ = (l_77_ & 65535u);
                uint l_1801_ = (l_77_ >> 16u);
                uint l_1802_ = (l_1801_ & 65535u);
                uint l_1803_ = (l_1797_ * l_1800_);
                uint l_1804_ = (l_1799_ * l_1800_);
                uint l_1805_ = (l_1797_ * l_1802_);
                uint l_1806_ = (l_1799_ * l_1802_);
                uint l_1807_ = (l_1803_ >> 16u);
                uint l_1808_ = (l_1807_ & 65535u);
                uint l_1809_ = (l_1804_ & 65535u);
                uint l_1810_ = (l_1808_ + l_1809_);
                uint l_1811_ = (l_1805_ & 65535u);
                uint l_1812_ = (l_1810_ + l_1811_);
                uint l_1813_ = (l_1804_ >> 16u);
                uint l_1814_ = (l_1813_ & 65535u);
                uint l_1815_ = (l_1806_ + l_1814_);
                uint l_1816_ = (l_1805_ >> 16u);
                uint l_1817_ = (l_1816_ & 65535u);
                uint l_1818_ = (l_1815_ + l_1817_);
                uint l_1819_ = (l_1812_ >> 16u);
                uint l_1820_ = (l_1819_ & 65535u);
                uint l_467_ = (l_1818_ + l_1820_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1992 = l_mut_228_;
                uint l_1822_ = (_e1992 & 65535u);
                uint _e1995 = l_mut_228_;
                uint l_1823_ = (_e1995 >> 16u);
                uint l_1824_ = (l_1823_ & 65535u);
                uint l_1825_ = (l_77_ & 65535u);
                uint l_1826_ = (l_77_ >> 16u);
                uint l_1827_ = (l_1826_ & 65535u);
                uint l_1828_ = (l_1822_ * l_1825_);
                uint l_1829_ = (l_1824_ * l_1825_);
                uint l_1830_ = (l_1822_ * l_1827_);
                uint l_1831_ = (l_1824_ * l_1827_);
                uint l_1832_ = (l_1828_ >> 16u);
                uint l_1833_ = (l_1832_ & 65535u);
                uint l_1834_ = (l_1829_ & 65535u);
                uint l_1835_ = (l_1833_ + l_1834_);
                uint l_1836_ = (l_1830_ & 65535u);
                uint l_1837_ = (l_1835_ + l_1836_);
                uint l_1838_ = (l_1829_ >> 16u);
                uint l_1839_ = (l_1838_ & 65535u);
                uint l_1840_ = (l_1831_ + l_1839_);
                uint l_1841_ = (l_1830_ >> 16u);
                uint l_1842_ = (l_1841_ & 65535u);
                uint l_1843_ = (l_1840_ + l_1842_);
                uint l_1844_ = (l_1837_ >> 16u);
                uint l_1845_ = (l_1844_ & 65535u);
                uint l_469_ = (l_1843_ + l_1845_);
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
                uint _e2053 = l_mut_160_;
                l_mut_97_ = _e2053;
                uint _e2054 = l_mut_103_;
                l_mut_160_ = _e2054;
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
                        uint _e2066 = l_mut_103_;
                        l_mut_97_ = _e2066;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e2067 = l_mut_109_;
                uint l_492_ = (_e2067 * l_77_);
                uint _e2069 = l_mut_166_;
                uint l_493_ = (_e2069 * l_77_);
                uint _e2071 = l_mut_109_;
                uint l_1847_ = (_e2071 & 65535u);
                uint _e2074 = l_mut_109_;
                uint l_1848_ = (_e2074 >> 16u);
                uint l_1849_ = (l_1848_ & 65535u);
                uint l_1850_ = (l_77_ & 65535u);
                uint l_1851_ = (l_77_ >> 16u);
                uint l_1852_ = (l_1851_ & 65535u);
                uint l_1853_ = (l_1847_ * l_1850_);
                uint l_1854_ = (l_1849_ * l_1850_);
                uint l_1855_ = (l_1847_ * l_1852_);
                uint l_1856_ = (l_1849_ * l_1852_);
                uint l_1857_ = (l_1853_ >> 16u);
                uint l_1858_ = (l_1857_ & 65535u);
                uint l_1859_ = (l_1854_ & 65535u);
                uint l_1860_ = (l_1858_ + l_1859_);
                uint l_1861_ = (l_1855_ & 65535u);
                uint l_1862_ = (l_1860_ + l_1861_);
                uint l_1863_ = (l_1854_ >> 16u);
                uint l_1864_ = (l_1863_ & 65535u);
                uint l_1865_ = (l_1856_ + l_1864_);
                uint l_1866_ = (l_1855_ >> 16u);
                uint l_1867_ = (l_1866_ & 65535u);
                uint l_1868_ = (l_1865_ + l_1867_);
                uint l_1869_ = (l_1862_ >> 16u);
                uint l_1870_ = (l_1869_ & 65535u);
                uint l_494_ = (l_1868_ + l_1870_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e2115 = l_mut_166_;
                uint l_1872_ = (_e2115 & 65535u);
                uint _e2118 = l_mut_166_;
                uint l_1873_ = (_e2118 >> 16u);
                uint l_1874_ = (l_1873_ & 65535u);
                uint l_1875_ = (l_77_ & 65535u);
                uint l_1876_ = (l_77_ >> 16u);
                uint l_1877_ = (l_1876_ & 65535u);
                uint l_1878_ = (l_1872_ * l_1875_);
                uint l_1879_ = (l_1874_ * l_1875_);
                uint l_1880_ = (l_1872_ * l_1877_);
                uint l_1881_ = (l_1874_ * l_1877_);
                uint l_1882_ = (l_1878_ >> 16u);
                uint l_1883_ = (l_1882_ & 65535u);
                uint l_1884_ = (l_1879_ & 65535u);
                uint l_1885_ = (l_1883_ + l_1884_);
                uint l_1886_ = (l_1880_ & 65535u);
                uint l_1887_ = (l_1885_ + l_1886_);
                uint l_1888_ = (l_1879_ >> 16u);
                uint l_1889_ = (l_1888_ & 65535u);
                uint l_1890_ = (l_1881_ + l_1889_);
                uint l_1891_ = (l_1880_ >> 16u);
                uint l_1892_ = (l_1891_ & 65535u);
                uint l_1893_ = (l_1890_ + l_1892_);
                uint l_1894_ = (l_1887_ >> 16u);
                uint l_1895_ = (l_1894_ & 65535u);
                uint l_496_ = (l_1893_ + l_1895_);
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
                uint _e2176 = l_mut_234_;
                l_mut_103_ = _e2176;
                uint _e2177 = l_mut_228_;
                l_mut_234_ = _e2177;
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
                        uint _e2189 = l_mut_228_;
                        l_mut_103_ = _e2189;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e2190 = l_mut_109_;
                uint l_519_ = (_e2190 * l_77_);
                uint _e2192 = l_mut_166_;
                uint l_520_ = (_e2192 * l_77_);
                uint _e2194 = l_mut_109_;
                uint l_1897_ = (_e2194 & 65535u);
                uint _e2197 = l_mut_109_;
                uint l_1898_ = (_e2197 >> 16u);
                uint l_1899_ = (l_1898_ & 65535u);
                uint l_1900_ = (l_77_ & 65535u);
                uint l_1901_ = (l_77_ >> 16u);
                uint l_1902_ = (l_1901_ & 65535u);
                uint l_1903_ = (l_1897_ * l_1900_);
                uint l_1904_ = (l_1899_ * l_1900_);
                uint l_1905_ = (l_1897_ * l_1902_);
                uint l_1906_ = (l_1899_ * l_1902_);
                uint l_1907_ = (l_1903_ >> 16u);
                uint l_1908_ = (l_1907_ & 65535u);
                uint l_1909_ = (l_1904_ & 65535u);
                uint l_1910_ = (l_1908_ + l_1909_);
                uint l_1911_ = (l_1905_ & 65535u);
                uint l_1912_ = (l_1910_ + l_1911_);
                uint l_1913_ = (l_1904_ >> 16u);
                uint l_1914_ = (l_1913_ & 65535u);
                uint l_1915_ = (l_1906_ + l_1914_);
                uint l_1916_ = (l_1905_ >> 16u);
                uint l_1917_ = (l_1916_ & 65535u);
                uint l_1918_ = (l_1915_ + l_1917_);
                uint l_1919_ = (l_1912_ >> 16u);
                uint l_1920_ = (l_1919_ & 65535u);
                uint l_521_ = (l_1918_ + l_1920_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e2238 = l_mut_166_;
                uint l_1922_ = (_e2238 & 65535u);
                uint _e2241 = l_mut_166_;
                uint l_1923_ = (_e2241 >> 16u);
                uint l_1924_ = (l_1923_ & 65535u);
                uint l_1925_ = (l_77_ & 65535u);
                uint l_1926_ = (l_77_ >> 16u);
                uint l_1927_ = (l_1926_ & 65535u);
                uint l_1928_ = (l_1922_ * l_1925_);
                uint l_1929_ = (l_1924_ * l_1925_);
                uint l_1930_ = (l_1922_ * l_1927_);
                uint l_1931_ = (l_1924_ * l_1927_);
                uint l_1932_ = (l_1928_ >> 16u);
                uint l_1933_ = (l_1932_ & 65535u);
                uint l_1934_ = (l_1929_ & 65535u);
                uint l_1935_ = (l_1933_ + l_1934_);
                uint l_1936_ = (l_1930_ & 65535u);
                uint l_1937_ = (l_1935_ + l_1936_);
                uint l_1938_ = (l_1929_ >> 16u);
                uint l_1939_ = (l_1938_ & 65535u);
                uint l_1940_ = (l_1931_ + l_1939_);
                uint l_1941_ = (l_1930_ >> 16u);
                uint l_1942_ = (l_1941_ & 65535u);
                uint l_1943_ = (l_1940_ + l_1942_);
                uint l_1944_ = (l_1937_ >> 16u);
                uint l_1945_ = (l_1944_ & 65535u);
                uint l_523_ = (l_1943_ + l_1945_);
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
                uint _e2299 = l_mut_228_;
                l_mut_45_ = _e2299;
                uint _e2300 = l_mut_82_;
                l_mut_228_ = _e2300;
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
                        uint _e2312 = l_mut_82_;
                        l_mut_45_ = _e2312;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e2313 = l_mut_97_;
                uint l_546_ = (_e2313 * l_77_);
                uint _e2315 = l_mut_97_;
                uint l_1947_ = (_e2315 & 65535u);
                uint _e2318 = l_mut_97_;
                uint l_1948_ = (_e2318 >> 16u);
                uint l_1949_ = (l_1948_ & 65535u);
                uint l_1950_ = (l_77_ & 65535u);
                uint l_1951_ = (l_77_ >> 16u);
                uint l_1952_ = (l_1951_ & 65535u);
                uint l_1953_ = (l_1947_ * l_1950_);
                uint l_1954_ = (l_1949_ * l_1950_);
                uint l_1955_ = (l_1947_ * l_1952_);
                uint l_1956_ = (l_1949_ * l_1952_);
                uint l_1957_ = (l_1953_ >> 16u);
                uint l_1958_ = (l_1957_ & 65535u);
                uint l_1959_ = (l_1954_ & 65535u);
                uint l_1960_ = (l_1958_ + l_1959_);
                uint l_1961_ = (l_1955_ & 65535u);
                uint l_1962_ = (l_1960_ + l_1961_);
                uint l_1963_ = (l_1954_ >> 16u);
                uint l_1964_ = (l_1963_ & 65535u);
                uint l_1965_ = (l_1956_ + l_1964_);
                uint l_1966_ = (l_1955_ >> 16u);
                uint l_1967_ = (l_1966_ & 65535u);
                uint l_1968_ = (l_1965_ + l_1967_);
                uint l_1969_ = (l_1962_ >> 16u);
                uint l_1970_ = (l_1969_ & 65535u);
                uint l_547_ = (l_1968_ + l_1970_);
                uint _e2358 = l_mut_160_;
                uint l_548_ = (_e2358 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e2361 = l_mut_45_;
                uint l_550_ = (_e2361 + l_546_);
                uint _e2363 = l_mut_228_;
                uint l_551_ = (_e2363 + l_549_);
                uint _e2365 = l_mut_45_;
                bool l_552_ = (l_550_ < _e2365);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e2369 = l_mut_103_;
                l_mut_290_ = _e2369;
                uint _e2370 = l_mut_234_;
                l_mut_284_ = _e2370;
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
                        uint _e2391 = l_mut_103_;
                        l_mut_160_ = _e2391;
                        uint _e2392 = l_mut_234_;
                        l_mut_109_ = _e2392;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e2397 = l_mut_234_;
                            uint l_569_ = (_e2397 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e2402 = l_mut_103_;
                                l_mut_97_ = _e2402;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e2405 = l_mut_103_;
                                    uint l_572_ = (_e2405 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e2409 = l_mut_234_;
                                    uint l_574_ = (_e2409 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e2412 = l_mut_234_;
                                uint l_576_ = (_e2412 >> l_389_);
                                uint _e2414 = l_mut_97_;
                                l_mut_160_ = _e2414;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e2415 = l_mut_228_;
                        uint _e2416 = l_mut_160_;
                        uint l_577_ = (_e2415 + _e2416);
                        uint _e2418 = l_mut_166_;
                        uint _e2419 = l_mut_109_;
                        uint l_578_ = (_e2418 + _e2419);
                        uint _e2421 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e2421);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e2426 = l_mut_290_;
                    uint l_582_ = (0u - _e2426);
                    uint _e2429 = l_mut_284_;
                    uint l_583_ = (0u - _e2429);
                    uint _e2432 = l_mut_290_;
                    bool l_584_ = (0u < _e2432);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e2436 = l_mut_290_;
            uint l_587_ = (l_340_ - _e2436);
            uint _e2438 = l_mut_284_;
            uint l_588_ = (l_344_ - _e2438);
            uint _e2440 = l_mut_290_;
            bool l_589_ = (l_340_ < _e2440);
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
            uint _e2473 = l_mut_160_;
            bool l_613_ = (_e2473 < l_606_);
            uint _e2475 = l_mut_160_;
            bool l_614_ = (_e2475 == l_606_);
            uint _e2477 = l_mut_166_;
            bool l_615_ = (_e2477 < l_602_);
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
                bool _e2492 = l_mut_619_;
                l_mut_612_ = _e2492;
                l_mut_619_ = false;
            }
            bool _e2494 = l_mut_619_;
            if (_e2494) {
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
                uint _e2509 = l_mut_97_;
                uint l_630_ = (_e2509 * l_629_);
                uint _e2511 = l_mut_97_;
                uint l_1972_ = (_e2511 & 65535u);
                uint _e2514 = l_mut_97_;
                uint l_1973_ = (_e2514 >> 16u);
                uint l_1974_ = (l_1973_ & 65535u);
                uint l_1975_ = (l_629_ & 65535u);
                uint l_1976_ = (l_629_ >> 16u);
                uint l_1977_ = (l_1976_ & 65535u);
                uint l_1978_ = (l_1972_ * l_1975_);
                uint l_1979_ = (l_1974_ * l_1975_);
                uint l_1980_ = (l_1972_ * l_1977_);
                uint l_1981_ = (l_1974_ * l_1977_);
                uint l_1982_ = (l_1978_ >> 16u);
                uint l_1983_ = (l_1982_ & 65535u);
                uint l_1984_ = (l_1979_ & 65535u);
                uint l_1985_ = (l_1983_ + l_1984_);
                uint l_1986_ = (l_1980_ & 65535u);
                uint l_1987_ = (l_1985_ + l_1986_);
                uint l_1988_ = (l_1979_ >> 16u);
                uint l_1989_ = (l_1988_ & 65535u);
                uint l_1990_ = (l_1981_ + l_1989_);
                uint l_1991_ = (l_1980_ >> 16u);
                uint l_1992_ = (l_1991_ & 65535u);
                uint l_1993_ = (l_1990_ + l_1992_);
                uint l_1994_ = (l_1987_ >> 16u);
                uint l_1995_ = (l_1994_ & 65535u);
                uint l_631_ = (l_1993_ + l_1995_);
                uint _e2554 = l_mut_82_;
                uint l_632_ = (_e2554 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e2560 = l_mut_97_;
                uint l_635_ = (_e2560 * l_634_);
                uint _e2562 = l_mut_82_;
                uint l_636_ = (_e2562 * l_634_);
                uint _e2564 = l_mut_97_;
                uint l_1997_ = (_e2564 & 65535u);
                uint _e2567 = l_mut_97_;
                uint l_1998_ = (_e2567 >> 16u);
                uint l_1999_ = (l_1998_ & 65535u);
                uint l_2000_ = (l_634_ & 65535u);
                uint l_2001_ = (l_634_ >> 16u);
                uint l_2002_ = (l_2001_ & 65535u);
                uint l_2003_ = (l_1997_ * l_2000_);
                uint l_2004_ = (l_1999_ * l_2000_);
                uint l_2005_ = (l_1997_ * l_2002_);
                uint l_2006_ = (l_1999_ * l_2002_);
                uint l_2007_ = (l_2003_ >> 16u);
                uint l_2008_ = (l_2007_ & 65535u);
                uint l_2009_ = (l_2004_ & 65535u);
                uint l_2010_ = (l_2008_ + l_2009_);
                uint l_2011_ = (l_2005_ & 65535u);
                uint l_2012_ = (l_2010_ + l_2011_);
                uint l_2013_ = (l_2004_ >> 16u);
                uint l_2014_ = (l_2013_ & 65535u);
                uint l_2015_ = (l_2006_ + l_2014_);
                uint l_2016_ = (l_2005_ >> 16u);
                uint l_2017_ = (l_2016_ & 65535u);
                uint l_2018_ = (l_2015_ + l_2017_);
                uint l_2019_ = (l_2012_ >> 16u);
                uint l_2020_ = (l_2019_ & 65535u);
                uint l_637_ = (l_2018_ + l_2020_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e2608 = l_mut_82_;
                uint l_2022_ = (_e2608 & 65535u);
                uint _e2611 = l_mut_82_;
                uint l_2023_ = (_e2611 >> 16u);
                uint l_2024_ = (l_2023_ & 65535u);
                uint l_2025_ = (l_634_ & 65535u);
                uint l_2026_ = (l_634_ >> 16u);
                uint l_2027_ = (l_2026_ & 65535u);
                uint l_2028_ = (l_2022_ * l_2025_);
                uint l_2029_ = (l_2024_ * l_2025_);
                uint l_2030_ = (l_2022_ * l_2027_);
                uint l_2031_ = (l_2024_ * l_2027_);
                uint l_2032_ = (l_2028_ >> 16u);
                uint l_2033_ = (l_2032_ & 65535u);
                uint l_2034_ = (l_2029_ & 65535u);
                uint l_2035_ = (l_2033_ + l_2034_);
                uint l_2036_ = (l_2030_ & 65535u);
                uint l_2037_ = (l_2035_ + l_2036_);
                uint l_2038_ = (l_2029_ >> 16u);
                uint l_2039_ = (l_2038_ & 65535u);
                uint l_2040_ = (l_2031_ + l_2039_);
                uint l_2041_ = (l_2030_ >> 16u);
                uint l_2042_ = (l_2041_ & 65535u);
                uint l_2043_ = (l_2040_ + l_2042_);
                uint l_2044_ = (l_2037_ >> 16u);
                uint l_2045_ = (l_2044_ & 65535u);
                uint l_639_ = (l_2043_ + l_2045_);
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
                uint _e2669 = l_mut_644_;
                l_mut_656_ = _e2669;
                uint _e2670 = l_mut_650_;
                l_mut_644_ = _e2670;
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
                        uint _e2682 = l_mut_650_;
                        l_mut_656_ = _e2682;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e2683 = l_mut_656_;
                uint _e2684 = l_mut_644_;
                uint l_665_ = (_e2683 | _e2684);
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
                            uint _e2719 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e2719);
                            uint _e2721 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e2721);
                            uint _e2723 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e2723);
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
                                uint _e2736 = l_mut_82_;
                                bool l_691_ = (_e2736 < l_671_);
                                uint _e2738 = l_mut_82_;
                                bool l_692_ = (_e2738 == l_671_);
                                uint _e2740 = l_mut_97_;
                                bool l_693_ = (_e2740 < l_667_);
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
                                            uint _e2847 = l_mut_704_;
                                            l_mut_704_ = (_e2847 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e2762 = l_mut_704_;
                                        if ((_e2762 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2766 = l_mut_704_;
                                            uint l_705_ = (19u - _e2766);
                                            uint _e2768 = l_mut_701_;
                                            l_mut_706_ = _e2768;
                                            uint _e2769 = l_mut_702_;
                                            l_mut_707_ = _e2769;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e2774 = l_mut_702_;
                                                uint l_710_ = (_e2774 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e2779 = l_mut_701_;
                                                    l_mut_712_ = _e2779;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e2782 = l_mut_701_;
                                                        uint l_714_ = (_e2782 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e2786 = l_mut_702_;
                                                        uint l_716_ = (_e2786 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e2789 = l_mut_702_;
                                                    uint l_718_ = (_e2789 >> l_705_);
                                                    uint _e2791 = l_mut_712_;
                                                    l_mut_706_ = _e2791;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e2792 = l_mut_707_;
                                            uint _e2793 = l_mut_82_;
                                            bool l_719_ = (_e2792 < _e2793);
                                            uint _e2795 = l_mut_707_;
                                            uint _e2796 = l_mut_82_;
                                            bool l_720_ = (_e2795 == _e2796);
                                            uint _e2798 = l_mut_706_;
                                            uint _e2799 = l_mut_97_;
                                            bool l_721_ = (_e2798 < _e2799);
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
                                                uint _e2811 = l_mut_97_;
                                                l_mut_712_ = _e2811;
                                                uint _e2812 = l_mut_82_;
                                                l_mut_707_ = _e2812;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e2817 = l_mut_97_;
                                                    uint l_727_ = (_e2817 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e2822 = l_mut_97_;
                                                        uint l_729_ = (_e2822 << l_705_);
                                                        uint _e2824 = l_mut_82_;
                                                        uint l_730_ = (_e2824 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e2828 = l_mut_97_;
                                                        uint l_732_ = (_e2828 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e2831 = l_mut_701_;
                                                uint _e2832 = l_mut_712_;
                                                uint l_734_ = (_e2831 - _e2832);
                                                uint _e2834 = l_mut_702_;
                                                uint _e2835 = l_mut_707_;
                                                uint l_735_ = (_e2834 - _e2835);
                                                uint _e2837 = l_mut_701_;
                                                uint _e2838 = l_mut_712_;
                                                bool l_736_ = (_e2837 < _e2838);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e2844 = l_mut_703_;
                                                l_mut_703_ = (_e2844 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e2849 = l_mut_703_;
                                    uint l_740_ = min(_e2849, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e2851 = l_mut_702_;
                                    uint _e2852 = l_mut_82_;
                                    bool l_741_ = (_e2851 < _e2852);
                                    uint _e2854 = l_mut_702_;
                                    uint _e2855 = l_mut_82_;
                                    bool l_742_ = (_e2854 == _e2855);
                                    uint _e2857 = l_mut_701_;
                                    uint _e2858 = l_mut_97_;
                                    bool l_743_ = (_e2857 < _e2858);
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
                                    uint _e2870 = l_mut_712_;
                                    l_mut_690_ = _e2870;
                                }
                                uint _e2871 = l_mut_97_;
                                uint _e2872 = l_mut_690_;
                                uint l_747_ = (_e2871 * _e2872);
                                uint _e2874 = l_mut_97_;
                                uint l_2047_ = (_e2874 & 65535u);
                                uint _e2877 = l_mut_97_;
                                uint l_2048_ = (_e2877 >> 16u);
                                uint l_2049_ = (l_2048_ & 65535u);
                                uint _e2882 = l_mut_690_;
                                uint l_2050_ = (_e2882 & 65535u);
                                uint _e2885 = l_mut_690_;
                                uint l_2051_ = (_e2885 >> 16u);
                                uint l_2052_ = (l_2051_ & 65535u);
                                uint l_2053_ = (l_2047_ * l_2050_);
                                uint l_2054_ = (l_2049_ * l_2050_);
                                uint l_2055_ = (l_2047_ * l_2052_);
                                uint l_2056_ = (l_2049_ * l_2052_);
                                uint l_2057_ = (l_2053_ >> 16u);
                                uint l_2058_ = (l_2057_ & 65535u);
                                uint l_2059_ = (l_2054_ & 65535u);
                                uint l_2060_ = (l_2058_ + l_2059_);
                                uint l_2061_ = (l_2055_ & 65535u);
                                uint l_2062_ = (l_2060_ + l_2061_);
                                uint l_2063_ = (l_2054_ >> 16u);
                                uint l_2064_ = (l_2063_ & 65535u);
                                uint l_2065_ = (l_2056_ + l_2064_);
                                uint l_2066_ = (l_2055_ >> 16u);
                                uint l_2067_ = (l_2066_ & 65535u);
                                uint l_2068_ = (l_2065_ + l_2067_);
                                uint l_2069_ = (l_2062_ >> 16u);
                                uint l_2070_ = (l_2069_ & 65535u);
                                uint l_748_ = (l_2068_ + l_2070_);
                                uint _e2919 = l_mut_82_;
                                uint _e2920 = l_mut_690_;
                                uint l_749_ = (_e2919 * _e2920);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e2928 = l_mut_683_;
                                uint _e2929 = l_mut_82_;
                                bool l_756_ = (_e2928 < _e2929);
                                uint _e2931 = l_mut_683_;
                                uint _e2932 = l_mut_82_;
                                bool l_757_ = (_e2931 == _e2932);
                                uint _e2934 = l_mut_644_;
                                uint _e2935 = l_mut_97_;
                                bool l_758_ = (_e2934 < _e2935);
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
                                    uint _e2947 = l_mut_644_;
                                    uint _e2948 = l_mut_97_;
                                    uint l_762_ = (_e2947 - _e2948);
                                    uint _e2950 = l_mut_683_;
                                    uint _e2951 = l_mut_82_;
                                    uint l_763_ = (_e2950 - _e2951);
                                    uint _e2953 = l_mut_644_;
                                    uint _e2954 = l_mut_97_;
                                    bool l_764_ = (_e2953 < _e2954);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e2958 = l_mut_97_;
                            uint _e2959 = l_mut_644_;
                            uint l_767_ = (_e2958 - _e2959);
                            uint _e2961 = l_mut_82_;
                            uint _e2962 = l_mut_683_;
                            uint l_768_ = (_e2961 - _e2962);
                            uint _e2964 = l_mut_97_;
                            uint _e2965 = l_mut_644_;
                            bool l_769_ = (_e2964 < _e2965);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e2969 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e2969);
                            uint _e2971 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e2971);
                            uint _e2973 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e2973);
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
                                uint _e2985 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e2985);
                                uint _e2987 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e2987);
                                uint _e2989 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e2989);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e2993 = l_mut_707_;
                            uint _e2994 = l_mut_650_;
                            bool l_783_ = (_e2993 < _e2994);
                            uint _e2996 = l_mut_707_;
                            uint _e2997 = l_mut_650_;
                            bool l_784_ = (_e2996 == _e2997);
                            uint _e2999 = l_mut_712_;
                            uint _e3000 = l_mut_656_;
                            bool l_785_ = (_e2999 < _e3000);
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
                                uint _e3011 = l_mut_712_;
                                l_mut_656_ = _e3011;
                                uint _e3012 = l_mut_707_;
                                l_mut_650_ = _e3012;
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
                            uint _e3032 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e3032);
                            uint _e3034 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e3034);
                            uint _e3036 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e3036);
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
                                uint _e3049 = l_mut_82_;
                                bool l_805_ = (_e3049 < l_596_);
                                uint _e3051 = l_mut_82_;
                                bool l_806_ = (_e3051 == l_596_);
                                uint _e3053 = l_mut_97_;
                                bool l_807_ = (_e3053 < l_592_);
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
                                            uint _e3160 = l_mut_815_;
                                            l_mut_815_ = (_e3160 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e3075 = l_mut_815_;
                                        if ((_e3075 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3079 = l_mut_815_;
                                            uint l_816_ = (19u - _e3079);
                                            uint _e3081 = l_mut_703_;
                                            l_mut_690_ = _e3081;
                                            uint _e3082 = l_mut_702_;
                                            l_mut_683_ = _e3082;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e3087 = l_mut_702_;
                                                uint l_819_ = (_e3087 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e3092 = l_mut_703_;
                                                    l_mut_644_ = _e3092;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e3095 = l_mut_703_;
                                                        uint l_822_ = (_e3095 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e3099 = l_mut_702_;
                                                        uint l_824_ = (_e3099 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e3102 = l_mut_702_;
                                                    uint l_826_ = (_e3102 >> l_816_);
                                                    uint _e3104 = l_mut_644_;
                                                    l_mut_690_ = _e3104;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e3105 = l_mut_683_;
                                            uint _e3106 = l_mut_82_;
                                            bool l_827_ = (_e3105 < _e3106);
                                            uint _e3108 = l_mut_683_;
                                            uint _e3109 = l_mut_82_;
                                            bool l_828_ = (_e3108 == _e3109);
                                            uint _e3111 = l_mut_690_;
                                            uint _e3112 = l_mut_97_;
                                            bool l_829_ = (_e3111 < _e3112);
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
                                                uint _e3124 = l_mut_97_;
                                                l_mut_690_ = _e3124;
                                                uint _e3125 = l_mut_82_;
                                                l_mut_683_ = _e3125;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e3130 = l_mut_97_;
                                                    uint l_835_ = (_e3130 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e3135 = l_mut_97_;
                                                        uint l_837_ = (_e3135 << l_816_);
                                                        uint _e3137 = l_mut_82_;
                                                        uint l_838_ = (_e3137 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e3141 = l_mut_97_;
                                                        uint l_840_ = (_e3141 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e3144 = l_mut_703_;
                                                uint _e3145 = l_mut_690_;
                                                uint l_842_ = (_e3144 - _e3145);
                                                uint _e3147 = l_mut_702_;
                                                uint _e3148 = l_mut_683_;
                                                uint l_843_ = (_e3147 - _e3148);
                                                uint _e3150 = l_mut_703_;
                                                uint _e3151 = l_mut_690_;
                                                bool l_844_ = (_e3150 < _e3151);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e3157 = l_mut_701_;
                                                l_mut_701_ = (_e3157 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e3162 = l_mut_701_;
                                    uint l_848_ = min(_e3162, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e3164 = l_mut_702_;
                                    uint _e3165 = l_mut_82_;
                                    bool l_849_ = (_e3164 < _e3165);
                                    uint _e3167 = l_mut_702_;
                                    uint _e3168 = l_mut_82_;
                                    bool l_850_ = (_e3167 == _e3168);
                                    uint _e3170 = l_mut_703_;
                                    uint _e3171 = l_mut_97_;
                                    bool l_851_ = (_e3170 < _e3171);
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
                                    uint _e3183 = l_mut_701_;
                                    l_mut_706_ = _e3183;
                                }
                                uint _e3184 = l_mut_97_;
                                uint _e3185 = l_mut_706_;
                                uint l_855_ = (_e3184 * _e3185);
                                uint _e3187 = l_mut_97_;
                                uint l_2072_ = (_e3187 & 65535u);
                                uint _e3190 = l_mut_97_;
                                uint l_2073_ = (_e3190 >> 16u);
                                uint l_2074_ = (l_2073_ & 65535u);
                                uint _e3195 = l_mut_706_;
                                uint l_2075_ = (_e3195 & 65535u);
                                uint _e3198 = l_mut_706_;
                                uint l_2076_ = (_e3198 >> 16u);
                                uint l_2077_ = (l_2076_ & 65535u);
                                uint l_2078_ = (l_2072_ * l_2075_);
                                uint l_2079_ = (l_2074_ * l_2075_);
                                uint l_2080_ = (l_2072_ * l_2077_);
                                uint l_2081_ = (l_2074_ * l_2077_);
                                uint l_2082_ = (l_2078_ >> 16u);
                                uint l_2083_ = (l_2082_ & 65535u);
                                uint l_2084_ = (l_2079_ & 65535u);
                                uint l_2085_ = (l_2083_ + l_2084_);
                                uint l_2086_ = (l_2080_ & 65535u);
                                uint l_2087_ = (l_2085_ + l_2086_);
                                uint l_2088_ = (l_2079_ >> 16u);
                                uint l_2089_ = (l_2088_ & 65535u);
                                uint l_2090_ = (l_2081_ + l_2089_);
                                uint l_2091_ = (l_2080_ >> 16u);
                                uint l_2092_ = (l_2091_ & 65535u);
                                uint l_2093_ = (l_2090_ + l_2092_);
                                uint l_2094_ = (l_2087_ >> 16u);
                                uint l_2095_ = (l_2094_ & 65535u);
                                uint l_856_ = (l_2093_ + l_2095_);
                                uint _e3232 = l_mut_82_;
                                uint _e3233 = l_mut_706_;
                                uint l_857_ = (_e3232 * _e3233);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e3241 = l_mut_707_;
                                uint _e3242 = l_mut_82_;
                                bool l_864_ = (_e3241 < _e3242);
                                uint _e3244 = l_mut_707_;
                                uint _e3245 = l_mut_82_;
                                bool l_865_ = (_e3244 == _e3245);
                                uint _e3247 = l_mut_712_;
                                uint _e3248 = l_mut_97_;
                                bool l_866_ = (_e3247 < _e3248);
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
                                    uint _e3260 = l_mut_712_;
                                    uint _e3261 = l_mut_97_;
                                    uint l_870_ = (_e3260 - _e3261);
                                    uint _e3263 = l_mut_707_;
                                    uint _e3264 = l_mut_82_;
                                    uint l_871_ = (_e3263 - _e3264);
                                    uint _e3266 = l_mut_712_;
                                    uint _e3267 = l_mut_97_;
                                    bool l_872_ = (_e3266 < _e3267);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e3271 = l_mut_707_;
                            uint _e3272 = l_mut_650_;
                            bool l_875_ = (_e3271 < _e3272);
                            uint _e3274 = l_mut_707_;
                            uint _e3275 = l_mut_650_;
                            bool l_876_ = (_e3274 == _e3275);
                            uint _e3277 = l_mut_712_;
                            uint _e3278 = l_mut_656_;
                            bool l_877_ = (_e3277 < _e3278);
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
                                uint _e3289 = l_mut_712_;
                                l_mut_656_ = _e3289;
                                uint _e3290 = l_mut_707_;
                                l_mut_650_ = _e3290;
                            }
                        }
                    }
                    uint _e3291 = l_mut_650_;
                    bool l_880_ = (_e3291 < l_606_);
                    uint _e3293 = l_mut_650_;
                    bool l_881_ = (_e3293 == l_606_);
                    uint _e3295 = l_mut_656_;
                    bool l_882_ = (_e3295 < l_602_);
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
                uint _e3310 = l_mut_45_;
                bool l_888_ = (_e3310 > 0u);
                if (l_888_) {
                    uint _e3313 = l_mut_45_;
                    bool l_889_ = (_e3313 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            while(true) {
                bool _e3318 = l_mut_619_;
                bool l_891_ = !(_e3318);
                if (l_891_) {
                    break;
                }
                uint _e3320 = l_mut_290_;
                l_mut_712_ = _e3320;
                uint _e3321 = l_mut_284_;
                l_mut_707_ = _e3321;
                bool _e3322 = l_mut_890_;
                if (_e3322) {
                    uint _e3323 = l_mut_234_;
                    l_mut_712_ = _e3323;
                    uint _e3324 = l_mut_228_;
                    l_mut_707_ = _e3324;
                }
                uint _e3325 = l_mut_160_;
                uint _e3326 = l_mut_707_;
                bool l_892_ = (_e3325 < _e3326);
                uint _e3328 = l_mut_160_;
                uint _e3329 = l_mut_707_;
                bool l_893_ = (_e3328 == _e3329);
                uint _e3331 = l_mut_166_;
                uint _e3332 = l_mut_712_;
                bool l_894_ = (_e3331 < _e3332);
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
                bool _e3344 = l_mut_890_;
                bool l_898_ = (l_897_ != _e3344);
                if (l_898_) {
                    uint _e3346 = l_mut_290_;
                    l_mut_712_ = _e3346;
                    uint _e3347 = l_mut_284_;
                    l_mut_707_ = _e3347;
                    uint _e3348 = l_mut_234_;
                    l_mut_290_ = _e3348;
                    uint _e3349 = l_mut_228_;
                    l_mut_284_ = _e3349;
                    uint _e3350 = l_mut_712_;
                    l_mut_234_ = _e3350;
                    uint _e3351 = l_mut_707_;
                    l_mut_228_ = _e3351;
                    uint _e3352 = l_mut_109_;
                    l_mut_712_ = _e3352;
                    uint _e3353 = l_mut_103_;
                    l_mut_109_ = _e3353;
                    uint _e3354 = l_mut_712_;
                    l_mut_103_ = _e3354;
                    l_mut_890_ = l_897_;
                }
                uint _e3355 = l_mut_290_;
                uint _e3356 = l_mut_166_;
                uint l_899_ = (_e3355 - _e3356);
                uint _e3358 = l_mut_284_;
                uint _e3359 = l_mut_160_;
                uint l_900_ = (_e3358 - _e3359);
                uint _e3361 = l_mut_290_;
                uint _e3362 = l_mut_166_;
                bool l_901_ = (_e3361 < _e3362);
                uint l_902_ = uint(l_901_);
                uint l_903_ = (l_900_ - l_902_);
                l_mut_712_ = l_899_;
                l_mut_707_ = l_903_;
                bool _e3366 = l_mut_890_;
                if (_e3366) {
                    uint _e3367 = l_mut_166_;
                    uint l_904_ = (_e3367 - l_602_);
                    uint _e3369 = l_mut_160_;
                    uint l_905_ = (_e3369 - l_606_);
                    uint _e3371 = l_mut_166_;
                    bool l_906_ = (_e3371 < l_602_);
                    uint l_907_ = uint(l_906_);
                    uint l_908_ = (l_905_ - l_907_);
                    l_mut_712_ = l_904_;
                    l_mut_707_ = l_908_;
                }
                uint _e3375 = l_mut_290_;
                l_mut_706_ = _e3375;
                uint _e3376 = l_mut_284_;
                l_mut_703_ = _e3376;
                uint _e3377 = l_mut_707_;
                uint _e3378 = l_mut_284_;
                bool l_909_ = (_e3377 < _e3378);
                uint _e3380 = l_mut_707_;
                uint _e3381 = l_mut_284_;
                bool l_910_ = (_e3380 == _e3381);
                uint _e3383 = l_mut_712_;
                uint _e3384 = l_mut_290_;
                bool l_911_ = (_e3383 < _e3384);
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
                    uint _e3395 = l_mut_712_;
                    l_mut_706_ = _e3395;
                    uint _e3396 = l_mut_707_;
                    l_mut_703_ = _e3396;
                }
                l_mut_914_ = false;
                uint _e3398 = l_mut_706_;
                l_mut_712_ = _e3398;
                uint _e3399 = l_mut_703_;
                l_mut_707_ = _e3399;
                if (false) {
                    uint _e3402 = l_mut_703_;
                    uint l_917_ = (_e3402 >> 3u);
                    l_mut_712_ = l_917_;
                    l_mut_707_ = 0u;
                } else {
                    if (true) {
                        uint _e3406 = l_mut_706_;
                        l_mut_702_ = _e3406;
                        if (true) {
                            uint _e3408 = l_mut_706_;
                            uint l_920_ = (_e3408 >> 3u);
                            uint _e3411 = l_mut_703_;
                            uint l_921_ = (_e3411 << 29u);
                            uint l_922_ = (l_920_ | l_921_);
                            l_mut_702_ = l_922_;
                        }
                        uint _e3415 = l_mut_703_;
                        uint l_923_ = (_e3415 >> 3u);
                        uint _e3418 = l_mut_702_;
                        l_mut_712_ = _e3418;
                        l_mut_707_ = l_923_;
                    }
                }
                uint _e3419 = l_mut_707_;
                uint _e3420 = l_mut_228_;
                bool l_924_ = (_e3419 < _e3420);
                uint _e3422 = l_mut_707_;
                uint _e3423 = l_mut_228_;
                bool l_925_ = (_e3422 == _e3423);
                uint _e3425 = l_mut_712_;
                uint _e3426 = l_mut_234_;
                bool l_926_ = (_e3425 < _e3426);
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
                uint _e3439 = l_mut_234_;
                uint _e3440 = l_mut_228_;
                uint l_930_ = (_e3439 | _e3440);
                bool l_931_ = (l_930_ == 0u);
                bool l_932_ = !(l_931_);
                bool _e3445 = l_mut_914_;
                if (_e3445) {
                    local_45 = l_932_;
                } else {
                    local_45 = false;
                }
                bool l_933_ = local_45;
                uint _e3450 = l_mut_228_;
                uint _e3451 = l_mut_703_;
                bool l_934_ = (_e3450 < _e3451);
                uint _e3453 = l_mut_228_;
                uint _e3454 = l_mut_703_;
                bool l_935_ = (_e3453 == _e3454);
                uint _e3456 = l_mut_234_;
                uint _e3457 = l_mut_706_;
                bool l_936_ = (_e3456 < _e3457);
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
                uint _e3472 = l_mut_109_;
                uint _e3473 = l_mut_103_;
                uint l_940_ = (_e3472 + _e3473);
                bool l_941_ = (l_940_ < l_77_);
                if (l_939_) {
                    local_49 = l_941_;
                } else {
                    local_49 = false;
                }
                bool l_942_ = local_49;
                if (l_942_) {
                    uint _e3480 = l_mut_109_;
                    uint l_943_ = (l_77_ - _e3480);
                    uint _e3482 = l_mut_103_;
                    uint l_944_ = (l_943_ - _e3482);
                    uint _e3484 = l_mut_109_;
                    uint l_945_ = (l_944_ / _e3484);
                    uint _e3486 = l_mut_706_;
                    uint l_946_ = (_e3486 - 1u);
                    uint _e3489 = l_mut_703_;
                    uint l_947_ = (_e3489 - 0u);
                    uint _e3492 = l_mut_706_;
                    bool l_948_ = (_e3492 < 1u);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_707_ = l_946_;
                    l_mut_706_ = l_950_;
                    l_mut_703_ = 0u;
                    l_mut_951_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e3585 = l_mut_951_;
                            l_mut_951_ = (_e3585 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e3500 = l_mut_951_;
                        if ((_e3500 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3504 = l_mut_951_;
                            uint l_952_ = (19u - _e3504);
                            uint _e3506 = l_mut_707_;
                            l_mut_702_ = _e3506;
                            uint _e3507 = l_mut_706_;
                            l_mut_701_ = _e3507;
                            bool l_953_ = (l_952_ >= 32u);
                            if (l_953_) {
                                uint l_954_ = (l_952_ & 31u);
                                uint _e3512 = l_mut_706_;
                                uint l_955_ = (_e3512 >> l_954_);
                                l_mut_702_ = l_955_;
                                l_mut_701_ = 0u;
                            } else {
                                bool l_956_ = (l_952_ > 0u);
                                if (l_956_) {
                                    uint _e3517 = l_mut_707_;
                                    l_mut_690_ = _e3517;
                                    bool l_957_ = (l_952_ > 0u);
                                    if (l_957_) {
                                        uint _e3520 = l_mut_707_;
                                        uint l_958_ = (_e3520 >> l_952_);
                                        uint l_959_ = (32u - l_952_);
                                        uint _e3524 = l_mut_706_;
                                        uint l_960_ = (_e3524 << l_959_);
                                        uint l_961_ = (l_958_ | l_960_);
                                        l_mut_690_ = l_961_;
                                    }
                                    uint _e3527 = l_mut_706_;
                                    uint l_962_ = (_e3527 >> l_952_);
                                    uint _e3529 = l_mut_690_;
                                    l_mut_702_ = _e3529;
                                    l_mut_701_ = l_962_;
                                }
                            }
                            uint _e3530 = l_mut_701_;
                            uint _e3531 = l_mut_228_;
                            bool l_963_ = (_e3530 < _e3531);
                            uint _e3533 = l_mut_701_;
                            uint _e3534 = l_mut_228_;
                            bool l_964_ = (_e3533 == _e3534);
                            uint _e3536 = l_mut_702_;
                            uint _e3537 = l_mut_234_;
                            bool l_965_ = (_e3536 < _e3537);
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
                                uint _e3549 = l_mut_234_;
                                l_mut_702_ = _e3549;
                                uint _e3550 = l_mut_228_;
                                l_mut_701_ = _e3550;
                                bool l_969_ = (l_952_ >= 32u);
                                if (l_969_) {
                                    uint l_970_ = (l_952_ & 31u);
                                    uint _e3555 = l_mut_234_;
                                    uint l_971_ = (_e3555 << l_970_);
                                    l_mut_702_ = 0u;
                                    l_mut_701_ = l_971_;
                                } else {
                                    bool l_972_ = (l_952_ > 0u);
                                    if (l_972_) {
                                        uint _e3560 = l_mut_234_;
                                        uint l_973_ = (_e3560 << l_952_);
                                        uint _e3562 = l_mut_228_;
                                        uint l_974_ = (_e3562 << l_952_);
                                        uint l_975_ = (32u - l_952_);
                                        uint _e3566 = l_mut_234_;
                                        uint l_976_ = (_e3566 >> l_975_);
                                        uint l_977_ = (l_974_ | l_976_);
                                        l_mut_702_ = l_973_;
                                        l_mut_701_ = l_977_;
                                    }
                                }
                                uint _e3569 = l_mut_707_;
                                uint _e3570 = l_mut_702_;
                                uint l_978_ = (_e3569 - _e3570);
                                uint _e3572 = l_mut_706_;
                                uint _e3573 = l_mut_701_;
                                uint l_979_ = (_e3572 - _e3573);
                                uint _e3575 = l_mut_707_;
                                uint _e3576 = l_mut_702_;
                                bool l_980_ = (_e3575 < _e3576);
                                uint l_981_ = uint(l_980_);
                                uint l_982_ = (l_979_ - l_981_);
                                l_mut_707_ = l_978_;
                                l_mut_706_ = l_982_;
                                uint l_983_ = (1u << l_952_);
                                uint _e3582 = l_mut_703_;
                                l_mut_703_ = (_e3582 | l_983_);
                            }
                        }
                    }
                    uint _e3587 = l_mut_703_;
                    uint l_984_ = min(_e3587, l_945_);
                    l_mut_703_ = l_984_;
                    uint _e3589 = l_mut_706_;
                    uint _e3590 = l_mut_228_;
                    bool l_985_ = (_e3589 < _e3590);
                    uint _e3592 = l_mut_706_;
                    uint _e3593 = l_mut_228_;
                    bool l_986_ = (_e3592 == _e3593);
                    uint _e3595 = l_mut_707_;
                    uint _e3596 = l_mut_234_;
                    bool l_987_ = (_e3595 < _e3596);
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
                    uint _e3608 = l_mut_703_;
                    l_mut_712_ = _e3608;
                }
                uint _e3609 = l_mut_712_;
                bool l_991_ = (_e3609 == 0u);
                l_mut_914_ = l_991_;
                uint _e3612 = l_mut_712_;
                bool l_992_ = (_e3612 > 0u);
                if (l_992_) {
                    uint _e3615 = l_mut_234_;
                    uint _e3616 = l_mut_712_;
                    uint l_993_ = (_e3615 * _e3616);
                    uint _e3618 = l_mut_234_;
                    uint l_2097_ = (_e3618 & 65535u);
                    uint _e3621 = l_mut_234_;
                    uint l_2098_ = (_e3621 >> 16u);
                    uint l_2099_ = (l_2098_ & 65535u);
                    uint _e3626 = l_mut_712_;
                    uint l_2100_ = (_e3626 & 65535u);
                    uint _e3629 = l_mut_712_;
                    uint l_2101_ = (_e3629 >> 16u);
                    uint l_2102_ = (l_2101_ & 65535u);
                    uint l_2103_ = (l_2097_ * l_2100_);
                    uint l_2104_ = (l_2099_ * l_2100_);
                    uint l_2105_ = (l_2097_ * l_2102_);
                    uint l_2106_ = (l_2099_ * l_2102_);
                    uint l_2107_ = (l_2103_ >> 16u);
                    uint l_2108_ = (l_2107_ & 65535u);
                    uint l_2109_ = (l_2104_ & 65535u);
                    uint l_2110_ = (l_2108_ + l_2109_);
                    uint l_2111_ = (l_2105_ & 65535u);
                    uint l_2112_ = (l_2110_ + l_2111_);
                    uint l_2113_ = (l_2104_ >> 16u);
                    uint l_2114_ = (l_2113_ & 65535u);
                    uint l_2115_ = (l_2106_ + l_2114_);
                    uint l_2116_ = (l_2105_ >> 16u);
                    uint l_2117_ = (l_2116_ & 65535u);
                    uint l_2118_ = (l_2115_ + l_2117_);
                    uint l_2119_ = (l_2112_ >> 16u);
                    uint l_2120_ = (l_2119_ & 65535u);
                    uint l_994_ = (l_2118_ + l_2120_);
                    uint _e3663 = l_mut_228_;
                    uint _e3664 = l_mut_712_;
                    uint l_995_ = (_e3663 * _e3664);
                    uint l_996_ = (l_994_ + l_995_);
                    bool _e3667 = l_mut_890_;
                    if (_e3667) {
                        uint _e3668 = l_mut_166_;
                        uint l_997_ = (_e3668 - l_993_);
                        uint _e3670 = l_mut_160_;
                        uint l_998_ = (_e3670 - l_996_);
                        uint _e3672 = l_mut_166_;
                        bool l_999_ = (_e3672 < l_993_);
                        uint l_1000_ = uint(l_999_);
                        uint l_1001_ = (l_998_ - l_1000_);
                        l_mut_166_ = l_997_;
                        l_mut_160_ = l_1001_;
                    }
                    uint _e3676 = l_mut_290_;
                    uint l_1002_ = (_e3676 - l_993_);
                    uint _e3678 = l_mut_284_;
                    uint l_1003_ = (_e3678 - l_996_);
                    uint _e3680 = l_mut_290_;
                    bool l_1004_ = (_e3680 < l_993_);
                    uint l_1005_ = uint(l_1004_);
                    uint l_1006_ = (l_1003_ - l_1005_);
                    l_mut_290_ = l_1002_;
                    l_mut_284_ = l_1006_;
                    uint _e3684 = l_mut_712_;
                    uint _e3685 = l_mut_109_;
                    uint l_1007_ = (_e3684 * _e3685);
                    uint _e3687 = l_mut_103_;
                    l_mut_103_ = (_e3687 + l_1007_);
                } else {
                    bool _e3689 = l_mut_890_;
                    if (_e3689) {
                        uint _e3690 = l_mut_166_;
                        uint _e3691 = l_mut_234_;
                        uint l_1008_ = (_e3690 - _e3691);
                        uint _e3693 = l_mut_160_;
                        uint _e3694 = l_mut_228_;
                        uint l_1009_ = (_e3693 - _e3694);
                        uint _e3696 = l_mut_166_;
                        uint _e3697 = l_mut_234_;
                        bool l_1010_ = (_e3696 < _e3697);
                        uint l_1011_ = uint(l_1010_);
                        uint l_1012_ = (l_1009_ - l_1011_);
                        l_mut_166_ = l_1008_;
                        l_mut_160_ = l_1012_;
                        uint _e3701 = l_mut_160_;
                        bool l_1013_ = (_e3701 < l_606_);
                        uint _e3703 = l_mut_160_;
                        bool l_1014_ = (_e3703 == l_606_);
                        uint _e3705 = l_mut_166_;
                        bool l_1015_ = (_e3705 < l_602_);
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
                            l_mut_619_ = false;
                            l_mut_914_ = false;
                        }
                    }
                }
                bool _e3718 = l_mut_914_;
                if (_e3718) {
                    uint _e3719 = l_mut_109_;
                    uint l_1018_ = (l_77_ - _e3719);
                    uint _e3721 = l_mut_103_;
                    uint l_1019_ = (l_1018_ / _e3721);
                    l_mut_712_ = 0u;
                    l_mut_1020_ = false;
                    uint _e3725 = l_mut_234_;
                    l_mut_707_ = _e3725;
                    uint _e3726 = l_mut_228_;
                    l_mut_706_ = _e3726;
                    if (false) {
                        uint _e3729 = l_mut_228_;
                        uint l_1023_ = (_e3729 >> 3u);
                        l_mut_707_ = l_1023_;
                        l_mut_706_ = 0u;
                    } else {
                        if (true) {
                            uint _e3733 = l_mut_234_;
                            l_mut_703_ = _e3733;
                            if (true) {
                                uint _e3735 = l_mut_234_;
                                uint l_1026_ = (_e3735 >> 3u);
                                uint _e3738 = l_mut_228_;
                                uint l_1027_ = (_e3738 << 29u);
                                uint l_1028_ = (l_1026_ | l_1027_);
                                l_mut_703_ = l_1028_;
                            }
                            uint _e3742 = l_mut_228_;
                            uint l_1029_ = (_e3742 >> 3u);
                            uint _e3745 = l_mut_703_;
                            l_mut_707_ = _e3745;
                            l_mut_706_ = l_1029_;
                        }
                    }
                    uint _e3746 = l_mut_706_;
                    uint _e3747 = l_mut_284_;
                    bool l_1030_ = (_e3746 < _e3747);
                    uint _e3749 = l_mut_706_;
                    uint _e3750 = l_mut_284_;
                    bool l_1031_ = (_e3749 == _e3750);
                    uint _e3752 = l_mut_707_;
                    uint _e3753 = l_mut_290_;
                    bool l_1032_ = (_e3752 < _e3753);
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
                    l_mut_1020_ = l_1035_;
                    uint _e3765 = l_mut_290_;
                    uint _e3766 = l_mut_284_;
                    uint l_1036_ = (_e3765 | _e3766);
                    bool l_1037_ = (l_1036_ == 0u);
                    if (l_1037_) {
                        l_mut_712_ = l_1019_;
                    } else {
                        bool _e3770 = l_mut_1020_;
                        if (_e3770) {
                            uint _e3771 = l_mut_284_;
                            uint _e3772 = l_mut_228_;
                            bool l_1038_ = (_e3771 < _e3772);
                            uint _e3774 = l_mut_284_;
                            uint _e3775 = l_mut_228_;
                            bool l_1039_ = (_e3774 == _e3775);
                            uint _e3777 = l_mut_290_;
                            uint _e3778 = l_mut_234_;
                            bool l_1040_ = (_e3777 < _e3778);
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
                                uint _e3789 = l_mut_234_;
                                uint l_1043_ = (_e3789 - 1u);
                                uint _e3792 = l_mut_228_;
                                uint l_1044_ = (_e3792 - 0u);
                                uint _e3795 = l_mut_234_;
                                bool l_1045_ = (_e3795 < 1u);
                                uint l_1046_ = uint(l_1045_);
                                uint l_1047_ = (l_1044_ - l_1046_);
                                l_mut_707_ = l_1043_;
                                l_mut_706_ = l_1047_;
                                l_mut_703_ = 0u;
                                l_mut_1048_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e3888 = l_mut_1048_;
                                        l_mut_1048_ = (_e3888 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e3803 = l_mut_1048_;
                                    if ((_e3803 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e3807 = l_mut_1048_;
                                        uint l_1049_ = (19u - _e3807);
                                        uint _e3809 = l_mut_707_;
                                        l_mut_702_ = _e3809;
                                        uint _e3810 = l_mut_706_;
                                        l_mut_701_ = _e3810;
                                        bool l_1050_ = (l_1049_ >= 32u);
                                        if (l_1050_) {
                                            uint l_1051_ = (l_1049_ & 31u);
                                            uint _e3815 = l_mut_706_;
                                            uint l_1052_ = (_e3815 >> l_1051_);
                                            l_mut_702_ = l_1052_;
                                            l_mut_701_ = 0u;
                                        } else {
                                            bool l_1053_ = (l_1049_ > 0u);
                                            if (l_1053_) {
                                                uint _e3820 = l_mut_707_;
                                                l_mut_690_ = _e3820;
                                                bool l_1054_ = (l_1049_ > 0u);
                                                if (l_1054_) {
                                                    uint _e3823 = l_mut_707_;
                                                    uint l_1055_ = (_e3823 >> l_1049_);
                                                    uint l_1056_ = (32u - l_1049_);
                                                    uint _e3827 = l_mut_706_;
                                                    uint l_1057_ = (_e3827 << l_1056_);
                                                    uint l_1058_ = (l_1055_ | l_1057_);
                                                    l_mut_690_ = l_1058_;
                                                }
                                                uint _e3830 = l_mut_706_;
                                                uint l_1059_ = (_e3830 >> l_1049_);
                                                uint _e3832 = l_mut_690_;
                                                l_mut_702_ = _e3832;
                                                l_mut_701_ = l_1059_;
                                            }
                                        }
                                        uint _e3833 = l_mut_701_;
                                        uint _e3834 = l_mut_284_;
                                        bool l_1060_ = (_e3833 < _e3834);
                                        uint _e3836 = l_mut_701_;
                                        uint _e3837 = l_mut_284_;
                                        bool l_1061_ = (_e3836 == _e3837);
                                        uint _e3839 = l_mut_702_;
                                        uint _e3840 = l_mut_290_;
                                        bool l_1062_ = (_e3839 < _e3840);
                                        if (l_1061_) {
                                            local_60 = l_1062_;
                                        } else {
                                            local_60 = false;
                                        }
                                        bool l_1063_ = local_60;
                                        if (!(l_1060_)) {
                                            local_61 = l_1063_;
                                        } else {
                                            local_61 = true;
                                        }
                                        bool l_1064_ = local_61;
                                        bool l_1065_ = !(l_1064_);
                                        if (l_1065_) {
                                            uint _e3852 = l_mut_290_;
                                            l_mut_702_ = _e3852;
                                            uint _e3853 = l_mut_284_;
                                            l_mut_701_ = _e3853;
                                            bool l_1066_ = (l_1049_ >= 32u);
                                            if (l_1066_) {
                                                uint l_1067_ = (l_1049_ & 31u);
                                                uint _e3858 = l_mut_290_;
                                                uint l_1068_ = (_e3858 << l_1067_);
                                                l_mut_702_ = 0u;
                                                l_mut_701_ = l_1068_;
                                            } else {
                                                bool l_1069_ = (l_1049_ > 0u);
                                                if (l_1069_) {
                                                    uint _e3863 = l_mut_290_;
                                                    uint l_1070_ = (_e3863 << l_1049_);
                                                    uint _e3865 = l_mut_284_;
                                                    uint l_1071_ = (_e3865 << l_1049_);
                                                    uint l_1072_ = (32u - l_1049_);
                                                    uint _e3869 = l_mut_290_;
                                                    uint l_1073_ = (_e3869 >> l_1072_);
                                                    uint l_1074_ = (l_1071_ | l_1073_);
                                                    l_mut_702_ = l_1070_;
                                                    l_mut_701_ = l_1074_;
                                                }
                                            }
                                            uint _e3872 = l_mut_707_;
                                            uint _e3873 = l_mut_702_;
                                            uint l_1075_ = (_e3872 - _e3873);
                                            uint _e3875 = l_mut_706_;
                                            uint _e3876 = l_mut_701_;
                                            uint l_1076_ = (_e3875 - _e3876);
                                            uint _e3878 = l_mut_707_;
                                            uint _e3879 = l_mut_702_;
                                            bool l_1077_ = (_e3878 < _e3879);
                                            uint l_1078_ = uint(l_1077_);
                                            uint l_1079_ = (l_1076_ - l_1078_);
                                            l_mut_707_ = l_1075_;
                                            l_mut_706_ = l_1079_;
                                            uint l_1080_ = (1u << l_1049_);
                                            uint _e3885 = l_mut_703_;
                                            l_mut_703_ = (_e3885 | l_1080_);
                                        }
                                    }
                                }
                                uint _e3890 = l_mut_703_;
                                uint l_1081_ = min(_e3890, l_1019_);
                                l_mut_703_ = l_1081_;
                                uint _e3892 = l_mut_706_;
                                uint _e3893 = l_mut_284_;
                                bool l_1082_ = (_e3892 < _e3893);
                                uint _e3895 = l_mut_706_;
                                uint _e3896 = l_mut_284_;
                                bool l_1083_ = (_e3895 == _e3896);
                                uint _e3898 = l_mut_707_;
                                uint _e3899 = l_mut_290_;
                                bool l_1084_ = (_e3898 < _e3899);
                                if (l_1083_) {
                                    local_62 = l_1084_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_1085_ = local_62;
                                if (!(l_1082_)) {
                                    local_63 = l_1085_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_1086_ = local_63;
                                bool l_1087_ = !(l_1086_);
                                if (l_1087_) {
                                    l_mut_703_ = l_1019_;
                                }
                                uint _e3911 = l_mut_703_;
                                l_mut_712_ = _e3911;
                            }
                        } else {
                            uint _e3912 = l_mut_234_;
                            l_mut_707_ = _e3912;
                            uint _e3913 = l_mut_228_;
                            l_mut_706_ = _e3913;
                            while(true) {
                                uint _e3914 = l_mut_284_;
                                uint _e3915 = l_mut_706_;
                                bool l_1088_ = (_e3914 < _e3915);
                                uint _e3917 = l_mut_284_;
                                uint _e3918 = l_mut_706_;
                                bool l_1089_ = (_e3917 == _e3918);
                                uint _e3920 = l_mut_290_;
                                uint _e3921 = l_mut_707_;
                                bool l_1090_ = (_e3920 < _e3921);
                                if (l_1089_) {
                                    local_64 = l_1090_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_1091_ = local_64;
                                if (!(l_1088_)) {
                                    local_65 = l_1091_;
                                } else {
                                    local_65 = true;
                                }
                                bool l_1092_ = local_65;
                                uint _e3932 = l_mut_712_;
                                uint _e3933 = l_mut_103_;
                                uint l_1093_ = (_e3932 * _e3933);
                                uint _e3935 = l_mut_109_;
                                uint l_1094_ = (_e3935 + l_1093_);
                                uint _e3937 = l_mut_103_;
                                uint l_1095_ = (l_1094_ + _e3937);
                                bool l_1096_ = (l_1095_ < l_77_);
                                if (l_1092_) {
                                    local_66 = l_1096_;
                                } else {
                                    local_66 = false;
                                }
                                bool l_1097_ = local_66;
                                bool l_1098_ = !(l_1097_);
                                if (l_1098_) {
                                    break;
                                }
                                uint _e3945 = l_mut_707_;
                                uint _e3946 = l_mut_290_;
                                uint l_1099_ = (_e3945 - _e3946);
                                uint _e3948 = l_mut_706_;
                                uint _e3949 = l_mut_284_;
                                uint l_1100_ = (_e3948 - _e3949);
                                uint _e3951 = l_mut_707_;
                                uint _e3952 = l_mut_290_;
                                bool l_1101_ = (_e3951 < _e3952);
                                uint l_1102_ = uint(l_1101_);
                                uint l_1103_ = (l_1100_ - l_1102_);
                                l_mut_707_ = l_1099_;
                                l_mut_706_ = l_1103_;
                                uint _e3956 = l_mut_712_;
                                l_mut_712_ = (_e3956 + 1u);
                            }
                        }
                    }
                    uint _e3959 = l_mut_712_;
                    uint _e3960 = l_mut_103_;
                    uint l_1104_ = (_e3959 * _e3960);
                    uint _e3962 = l_mut_109_;
                    uint l_1105_ = (_e3962 + l_1104_);
                    uint _e3964 = l_mut_103_;
                    uint l_1106_ = (l_1105_ + _e3964);
                    bool l_1107_ = (l_1106_ >= l_77_);
                    uint _e3967 = l_mut_290_;
                    l_mut_707_ = _e3967;
                    uint _e3968 = l_mut_284_;
                    l_mut_706_ = _e3968;
                    uint _e3969 = l_mut_234_;
                    l_mut_703_ = _e3969;
                    uint _e3970 = l_mut_228_;
                    l_mut_702_ = _e3970;
                    uint _e3971 = l_mut_109_;
                    l_mut_701_ = _e3971;
                    uint _e3972 = l_mut_103_;
                    l_mut_690_ = _e3972;
                    bool l_1108_ = !(l_1107_);
                    if (l_1108_) {
                        uint _e3974 = l_mut_290_;
                        uint _e3975 = l_mut_712_;
                        uint l_1109_ = (_e3974 * _e3975);
                        uint _e3977 = l_mut_290_;
                        uint l_2122_ = (_e3977 & 65535u);
                        uint _e3980 = l_mut_290_;
                        uint l_2123_ = (_e3980 >> 16u);
                        uint l_2124_ = (l_2123_ & 65535u);
                        uint _e3985 = l_mut_712_;
                        uint l_2125_ = (_e3985 & 65535u);
                        uint _e3988 = l_mut_712_;
                        uint l_2126_ = (_e3988 >> 16u);
                        uint l_2127_ = (l_2126_ & 65535u);
                        uint l_2128_ = (l_2122_ * l_2125_);
                        uint l_2129_ = (l_2124_ * l_2125_);
                        uint l_2130_ = (l_2122_ * l_2127_);
                        uint l_2131_ = (l_2124_ * l_2127_);
                        uint l_2132_ = (l_2128_ >> 16u);
                        uint l_2133_ = (l_2132_ & 65535u);
                        uint l_2134_ = (l_2129_ & 65535u);
                        uint l_2135_ = (l_2133_ + l_2134_);
                        uint l_2136_ = (l_2130_ & 65535u);
                        uint l_2137_ = (l_2135_ + l_2136_);
                        uint l_2138_ = (l_2129_ >> 16u);
                        uint l_2139_ = (l_2138_ & 65535u);
                        uint l_2140_ = (l_2131_ + l_2139_);
                        uint l_2141_ = (l_2130_ >> 16u);
                        uint l_2142_ = (l_2141_ & 65535u);
                        uint l_2143_ = (l_2140_ + l_2142_);
                        uint l_2144_ = (l_2137_ >> 16u);
                        uint l_2145_ = (l_2144_ & 65535u);
                        uint l_1110_ = (l_2143_ + l_2145_);
                        uint _e4022 = l_mut_284_;
                        uint _e4023 = l_mut_712_;
                        uint l_1111_ = (_e4022 * _e4023);
                        uint l_1112_ = (l_1110_ + l_1111_);
                        uint _e4026 = l_mut_234_;
                        uint l_1113_ = (_e4026 - l_1109_);
                        uint _e4028 = l_mut_228_;
                        uint l_1114_ = (_e4028 - l_1112_);
                        uint _e4030 = l_mut_234_;
                        bool l_1115_ = (_e4030 < l_1109_);
                        uint l_1116_ = uint(l_1115_);
                        uint l_1117_ = (l_1114_ - l_1116_);
                        l_mut_703_ = l_1113_;
                        l_mut_702_ = l_1117_;
                        uint _e4034 = l_mut_712_;
                        uint _e4035 = l_mut_103_;
                        uint l_1118_ = (_e4034 * _e4035);
                        uint _e4037 = l_mut_109_;
                        uint l_1119_ = (_e4037 + l_1118_);
                        l_mut_701_ = l_1119_;
                        uint _e4039 = l_mut_290_;
                        uint _e4040 = l_mut_703_;
                        uint l_1120_ = (_e4039 - _e4040);
                        uint _e4042 = l_mut_284_;
                        uint _e4043 = l_mut_702_;
                        uint l_1121_ = (_e4042 - _e4043);
                        uint _e4045 = l_mut_290_;
                        uint _e4046 = l_mut_703_;
                        bool l_1122_ = (_e4045 < _e4046);
                        uint l_1123_ = uint(l_1122_);
                        uint l_1124_ = (l_1121_ - l_1123_);
                        l_mut_707_ = l_1120_;
                        l_mut_706_ = l_1124_;
                        uint _e4050 = l_mut_103_;
                        uint _e4051 = l_mut_701_;
                        uint l_1125_ = (_e4050 + _e4051);
                        l_mut_690_ = l_1125_;
                    }
                    uint _e4053 = l_mut_707_;
                    l_mut_290_ = _e4053;
                    uint _e4054 = l_mut_706_;
                    l_mut_284_ = _e4054;
                    uint _e4055 = l_mut_703_;
                    l_mut_234_ = _e4055;
                    uint _e4056 = l_mut_702_;
                    l_mut_228_ = _e4056;
                    uint _e4057 = l_mut_701_;
                    l_mut_109_ = _e4057;
                    uint _e4058 = l_mut_690_;
                    l_mut_103_ = _e4058;
                    l_mut_612_ = l_1107_;
                    bool l_1126_ = !(l_1107_);
                    l_mut_619_ = l_1126_;
                }
            }
            bool _e4060 = l_mut_612_;
            bool l_1127_ = !(_e4060);
            if (l_1127_) {
                uint l_1128_ = (l_37_ * 8u);
                uint l_1129_ = (l_1128_ + l_38_);
                uint l_2147_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2148_ = (l_2147_ * 1u);
                uint l_2149_ = (l_2148_ - 1u);
                uint l_2150_ = min(1u, l_2149_);
                uint _e4078 = atomicAdd(_group_0_binding_6_cs[l_2150_], 1u);
                uint l_1132_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1133_ = (_e4078 < l_1132_);
                if (l_1133_) {
                    uint l_2152_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2153_ = (l_2152_ * 1u);
                    bool l_2154_ = (_e4078 < l_2153_);
                    if (l_2154_) {
                        _group_0_binding_5_cs[_e4078] = l_1129_;
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
