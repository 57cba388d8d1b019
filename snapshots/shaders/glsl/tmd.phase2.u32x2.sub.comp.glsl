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
    uint l_mut_1005_ = 0u;
    uint l_mut_1010_ = 0u;
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
    bool l_mut_914_ = false;
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
    uint l_mut_936_ = 0u;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    uint l_mut_1003_ = 0u;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    uint l_mut_1120_ = 0u;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_1202_ = 0u;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1288_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1289_ = (l_1288_ * 1u);
        uint l_1290_ = (l_1289_ - 1u);
        uint l_1291_ = min(3u, l_1290_);
        uint _e68 = atomicAdd(_group_0_binding_6_cs[l_1291_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1293_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1294_ = (l_1293_ * 1u);
        bool l_1295_ = (0u < l_1294_);
        uint l_1296_ = (l_1294_ - 1u);
        uint l_1297_ = min(0u, l_1296_);
        uint l_1298_ = _group_0_binding_3_cs[l_1297_];
        uint l_7_ = (l_1295_ ? l_1298_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1300_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1301_ = (l_1300_ * 1u);
        bool l_1302_ = (l_9_ < l_1301_);
        uint l_1303_ = (l_1301_ - 1u);
        uint l_1304_ = min(l_9_, l_1303_);
        uint l_1305_ = _group_0_binding_3_cs[l_1304_];
        uint l_10_ = (l_1302_ ? l_1305_ : 0u);
        uint l_1307_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1308_ = (l_1307_ * 1u);
        bool l_1309_ = (2u < l_1308_);
        uint l_1310_ = (l_1308_ - 1u);
        uint l_1311_ = min(2u, l_1310_);
        uint l_1312_ = _group_0_binding_3_cs[l_1311_];
        uint l_12_ = (l_1309_ ? l_1312_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1314_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1315_ = (l_1314_ * 1u);
        bool l_1316_ = (l_14_ < l_1315_);
        uint l_1317_ = (l_1315_ - 1u);
        uint l_1318_ = min(l_14_, l_1317_);
        uint l_1319_ = _group_0_binding_3_cs[l_1318_];
        uint l_15_ = (l_1316_ ? l_1319_ : 0u);
        uint l_1321_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1322_ = (l_1321_ * 1u);
        bool l_1323_ = (4u < l_1322_);
        uint l_1324_ = (l_1322_ - 1u);
        uint l_1325_ = min(4u, l_1324_);
        uint l_1326_ = _group_0_binding_3_cs[l_1325_];
        uint l_17_ = (l_1323_ ? l_1326_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1328_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1329_ = (l_1328_ * 1u);
        bool l_1330_ = (l_19_ < l_1329_);
        uint l_1331_ = (l_1329_ - 1u);
        uint l_1332_ = min(l_19_, l_1331_);
        uint l_1333_ = _group_0_binding_3_cs[l_1332_];
        uint l_20_ = (l_1330_ ? l_1333_ : 0u);
        uint l_1335_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (6u < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(6u, l_1338_);
        uint l_1340_ = _group_0_binding_3_cs[l_1339_];
        uint l_22_ = (l_1337_ ? l_1340_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1342_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (l_24_ < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(l_24_, l_1345_);
        uint l_1347_ = _group_0_binding_3_cs[l_1346_];
        uint l_25_ = (l_1344_ ? l_1347_ : 0u);
        uint l_26_ = (id / 8u);
        uint l_1349_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (l_26_ < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(l_26_, l_1352_);
        uint l_1354_ = _group_0_binding_4_cs[l_1353_];
        uint l_27_ = (l_1351_ ? l_1354_ : 0u);
        uint l_28_ = (id % 8u);
        uint l_29_ = (l_7_ / 8u);
        uint l_30_ = (l_28_ * l_29_);
        uint l_31_ = (l_27_ * l_7_);
        uint l_1356_ = (l_27_ & 65535u);
        uint l_1357_ = (l_27_ >> 16u);
        uint l_1358_ = (l_1357_ & 65535u);
        uint l_1359_ = (l_7_ & 65535u);
        uint l_1360_ = (l_7_ >> 16u);
        uint l_1361_ = (l_1360_ & 65535u);
        uint l_1362_ = (l_1356_ * l_1359_);
        uint l_1363_ = (l_1358_ * l_1359_);
        uint l_1364_ = (l_1356_ * l_1361_);
        uint l_1365_ = (l_1358_ * l_1361_);
        uint l_1366_ = (l_1362_ >> 16u);
        uint l_1367_ = (l_1366_ & 65535u);
        uint l_1368_ = (l_1363_ & 65535u);
        uint l_1369_ = (l_1367_ + l_1368_);
        uint l_1370_ = (l_1364_ & 65535u);
        uint l_1371_ = (l_1369_ + l_1370_);
        uint l_1372_ = (l_1363_ >> 16u);
        uint l_1373_ = (l_1372_ & 65535u);
        uint l_1374_ = (l_1365_ + l_1373_);
        uint l_1375_ = (l_1364_ >> 16u);
        uint l_1376_ = (l_1375_ & 65535u);
        uint l_1377_ = (l_1374_ + l_1376_);
        uint l_1378_ = (l_1371_ >> 16u);
        uint l_1379_ = (l_1378_ & 65535u);
        uint l_32_ = (l_1377_ + l_1379_);
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
            uint l_1381_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1382_ = (l_1381_ * 1u);
            bool l_1383_ = (l_52_ < l_1382_);
            uint l_1384_ = (l_1382_ - 1u);
            uint l_1385_ = min(l_52_, l_1384_);
            uint l_1386_ = _group_0_binding_0_cs[l_1385_];
            uint l_53_ = (l_1383_ ? l_1386_ : 0u);
            uint l_54_ = (2u * l_27_);
            uint l_55_ = (l_54_ + 1u);
            uint l_1388_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1389_ = (l_1388_ * 1u);
            bool l_1390_ = (l_55_ < l_1389_);
            uint l_1391_ = (l_1389_ - 1u);
            uint l_1392_ = min(l_55_, l_1391_);
            uint l_1393_ = _group_0_binding_0_cs[l_1392_];
            uint l_56_ = (l_1390_ ? l_1393_ : 0u);
            uint l_57_ = (2u * l_27_);
            uint l_1395_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1396_ = (l_1395_ * 1u);
            bool l_1397_ = (l_57_ < l_1396_);
            uint l_1398_ = (l_1396_ - 1u);
            uint l_1399_ = min(l_57_, l_1398_);
            uint l_1400_ = _group_0_binding_1_cs[l_1399_];
            uint l_58_ = (l_1397_ ? l_1400_ : 0u);
            uint l_59_ = (2u * l_27_);
            uint l_60_ = (l_59_ + 1u);
            uint l_1402_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1403_ = (l_1402_ * 1u);
            bool l_1404_ = (l_60_ < l_1403_);
            uint l_1405_ = (l_1403_ - 1u);
            uint l_1406_ = min(l_60_, l_1405_);
            uint l_1407_ = _group_0_binding_1_cs[l_1406_];
            uint l_61_ = (l_1404_ ? l_1407_ : 0u);
            uint l_62_ = (2u * l_27_);
            uint l_1409_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1410_ = (l_1409_ * 1u);
            bool l_1411_ = (l_62_ < l_1410_);
            uint l_1412_ = (l_1410_ - 1u);
            uint l_1413_ = min(l_62_, l_1412_);
            uint l_1414_ = _group_0_binding_2_cs[l_1413_];
            uint l_63_ = (l_1411_ ? l_1414_ : 0u);
            uint l_64_ = (2u * l_27_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1416_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1417_ = (l_1416_ * 1u);
            bool l_1418_ = (l_65_ < l_1417_);
            uint l_1419_ = (l_1417_ - 1u);
            uint l_1420_ = min(l_65_, l_1419_);
            uint l_1421_ = _group_0_binding_2_cs[l_1420_];
            uint l_66_ = (l_1418_ ? l_1421_ : 0u);
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
            uint l_1423_ = (_e441 & 65535u);
            uint _e444 = l_mut_35_;
            uint l_1424_ = (_e444 >> 16u);
            uint l_1425_ = (l_1424_ & 65535u);
            uint l_1426_ = (l_69_ & 65535u);
            uint l_1427_ = (l_69_ >> 16u);
            uint l_1428_ = (l_1427_ & 65535u);
            uint l_1429_ = (l_1423_ * l_1426_);
            uint l_1430_ = (l_1425_ * l_1426_);
            uint l_1431_ = (l_1423_ * l_1428_);
            uint l_1432_ = (l_1425_ * l_1428_);
            uint l_1433_ = (l_1429_ >> 16u);
            uint l_1434_ = (l_1433_ & 65535u);
            uint l_1435_ = (l_1430_ & 65535u);
            uint l_1436_ = (l_1434_ + l_1435_);
            uint l_1437_ = (l_1431_ & 65535u);
            uint l_1438_ = (l_1436_ + l_1437_);
            uint l_1439_ = (l_1430_ >> 16u);
            uint l_1440_ = (l_1439_ & 65535u);
            uint l_1441_ = (l_1432_ + l_1440_);
            uint l_1442_ = (l_1431_ >> 16u);
            uint l_1443_ = (l_1442_ & 65535u);
            uint l_1444_ = (l_1441_ + l_1443_);
            uint l_1445_ = (l_1438_ >> 16u);
            uint l_1446_ = (l_1445_ & 65535u);
            uint l_80_ = (l_1444_ + l_1446_);
            uint l_81_ = (l_80_ + l_79_);
            uint _e485 = l_mut_72_;
            uint l_1448_ = (_e485 & 65535u);
            uint _e488 = l_mut_72_;
            uint l_1449_ = (_e488 >> 16u);
            uint l_1450_ = (l_1449_ & 65535u);
            uint l_1451_ = (l_69_ & 65535u);
            uint l_1452_ = (l_69_ >> 16u);
            uint l_1453_ = (l_1452_ & 65535u);
            uint l_1454_ = (l_1448_ * l_1451_);
            uint l_1455_ = (l_1450_ * l_1451_);
            uint l_1456_ = (l_1448_ * l_1453_);
            uint l_1457_ = (l_1450_ * l_1453_);
            uint l_1458_ = (l_1454_ >> 16u);
            uint l_1459_ = (l_1458_ & 65535u);
            uint l_1460_ = (l_1455_ & 65535u);
            uint l_1461_ = (l_1459_ + l_1460_);
            uint l_1462_ = (l_1456_ & 65535u);
            uint l_1463_ = (l_1461_ + l_1462_);
            uint l_1464_ = (l_1455_ >> 16u);
            uint l_1465_ = (l_1464_ & 65535u);
            uint l_1466_ = (l_1457_ + l_1465_);
            uint l_1467_ = (l_1456_ >> 16u);
            uint l_1468_ = (l_1467_ & 65535u);
            uint l_1469_ = (l_1466_ + l_1468_);
            uint l_1470_ = (l_1463_ >> 16u);
            uint l_1471_ = (l_1470_ & 65535u);
            uint l_82_ = (l_1469_ + l_1471_);
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
            uint l_1473_ = (l_53_ & 65535u);
            uint l_1474_ = (l_53_ >> 16u);
            uint l_1475_ = (l_1474_ & 65535u);
            uint l_1476_ = (l_68_ & 65535u);
            uint l_1477_ = (l_68_ >> 16u);
            uint l_1478_ = (l_1477_ & 65535u);
            uint l_1479_ = (l_1473_ * l_1476_);
            uint l_1480_ = (l_1475_ * l_1476_);
            uint l_1481_ = (l_1473_ * l_1478_);
            uint l_1482_ = (l_1475_ * l_1478_);
            uint l_1483_ = (l_1479_ >> 16u);
            uint l_1484_ = (l_1483_ & 65535u);
            uint l_1485_ = (l_1480_ & 65535u);
            uint l_1486_ = (l_1484_ + l_1485_);
            uint l_1487_ = (l_1481_ & 65535u);
            uint l_1488_ = (l_1486_ + l_1487_);
            uint l_1489_ = (l_1480_ >> 16u);
            uint l_1490_ = (l_1489_ & 65535u);
            uint l_1491_ = (l_1482_ + l_1490_);
            uint l_1492_ = (l_1481_ >> 16u);
            uint l_1493_ = (l_1492_ & 65535u);
            uint l_1494_ = (l_1491_ + l_1493_);
            uint l_1495_ = (l_1488_ >> 16u);
            uint l_1496_ = (l_1495_ & 65535u);
            uint l_119_ = (l_1494_ + l_1496_);
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
                uint l_1498_ = (_e653 & 65535u);
                uint _e656 = l_mut_87_;
                uint l_1499_ = (_e656 >> 16u);
                uint l_1500_ = (l_1499_ & 65535u);
                uint l_1501_ = (l_128_ & 65535u);
                uint l_1502_ = (l_128_ >> 16u);
                uint l_1503_ = (l_1502_ & 65535u);
                uint l_1504_ = (l_1498_ * l_1501_);
                uint l_1505_ = (l_1500_ * l_1501_);
                uint l_1506_ = (l_1498_ * l_1503_);
                uint l_1507_ = (l_1500_ * l_1503_);
                uint l_1508_ = (l_1504_ >> 16u);
                uint l_1509_ = (l_1508_ & 65535u);
                uint l_1510_ = (l_1505_ & 65535u);
                uint l_1511_ = (l_1509_ + l_1510_);
                uint l_1512_ = (l_1506_ & 65535u);
                uint l_1513_ = (l_1511_ + l_1512_);
                uint l_1514_ = (l_1505_ >> 16u);
                uint l_1515_ = (l_1514_ & 65535u);
                uint l_1516_ = (l_1507_ + l_1515_);
                uint l_1517_ = (l_1506_ >> 16u);
                uint l_1518_ = (l_1517_ & 65535u);
                uint l_1519_ = (l_1516_ + l_1518_);
                uint l_1520_ = (l_1513_ >> 16u);
                uint l_1521_ = (l_1520_ & 65535u);
                uint l_138_ = (l_1519_ + l_1521_);
                uint l_139_ = (l_138_ + l_137_);
                uint _e697 = l_mut_72_;
                uint l_1523_ = (_e697 & 65535u);
                uint _e700 = l_mut_72_;
                uint l_1524_ = (_e700 >> 16u);
                uint l_1525_ = (l_1524_ & 65535u);
                uint l_1526_ = (l_128_ & 65535u);
                uint l_1527_ = (l_128_ >> 16u);
                uint l_1528_ = (l_1527_ & 65535u);
                uint l_1529_ = (l_1523_ * l_1526_);
                uint l_1530_ = (l_1525_ * l_1526_);
                uint l_1531_ = (l_1523_ * l_1528_);
                uint l_1532_ = (l_1525_ * l_1528_);
                uint l_1533_ = (l_1529_ >> 16u);
                uint l_1534_ = (l_1533_ & 65535u);
                uint l_1535_ = (l_1530_ & 65535u);
                uint l_1536_ = (l_1534_ + l_1535_);
                uint l_1537_ = (l_1531_ & 65535u);
                uint l_1538_ = (l_1536_ + l_1537_);
                uint l_1539_ = (l_1530_ >> 16u);
                uint l_1540_ = (l_1539_ & 65535u);
                uint l_1541_ = (l_1532_ + l_1540_);
                uint l_1542_ = (l_1531_ >> 16u);
                uint l_1543_ = (l_1542_ & 65535u);
                uint l_1544_ = (l_1541_ + l_1543_);
                uint l_1545_ = (l_1538_ >> 16u);
                uint l_1546_ = (l_1545_ & 65535u);
                uint l_140_ = (l_1544_ + l_1546_);
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
                uint l_1548_ = (_e806 & 65535u);
                uint _e809 = l_mut_156_;
                uint l_1549_ = (_e809 >> 16u);
                uint l_1550_ = (l_1549_ & 65535u);
                uint l_1551_ = (l_68_ & 65535u);
                uint l_1552_ = (l_68_ >> 16u);
                uint l_1553_ = (l_1552_ & 65535u);
                uint l_1554_ = (l_1548_ * l_1551_);
                uint l_1555_ = (l_1550_ * l_1551_);
                uint l_1556_ = (l_1548_ * l_1553_);
                uint l_1557_ = (l_1550_ * l_1553_);
                uint l_1558_ = (l_1554_ >> 16u);
                uint l_1559_ = (l_1558_ & 65535u);
                uint l_1560_ = (l_1555_ & 65535u);
                uint l_1561_ = (l_1559_ + l_1560_);
                uint l_1562_ = (l_1556_ & 65535u);
                uint l_1563_ = (l_1561_ + l_1562_);
                uint l_1564_ = (l_1555_ >> 16u);
                uint l_1565_ = (l_1564_ & 65535u);
                uint l_1566_ = (l_1557_ + l_1565_);
                uint l_1567_ = (l_1556_ >> 16u);
                uint l_1568_ = (l_1567_ & 65535u);
                uint l_1569_ = (l_1566_ + l_1568_);
                uint l_1570_ = (l_1563_ >> 16u);
                uint l_1571_ = (l_1570_ & 65535u);
                uint l_179_ = (l_1569_ + l_1571_);
                uint l_180_ = (l_179_ + l_178_);
                uint _e850 = l_mut_150_;
                uint l_1573_ = (_e850 & 65535u);
                uint _e853 = l_mut_150_;
                uint l_1574_ = (_e853 >> 16u);
                uint l_1575_ = (l_1574_ & 65535u);
                uint l_1576_ = (l_68_ & 65535u);
                uint l_1577_ = (l_68_ >> 16u);
                uint l_1578_ = (l_1577_ & 65535u);
                uint l_1579_ = (l_1573_ * l_1576_);
                uint l_1580_ = (l_1575_ * l_1576_);
                uint l_1581_ = (l_1573_ * l_1578_);
                uint l_1582_ = (l_1575_ * l_1578_);
                uint l_1583_ = (l_1579_ >> 16u);
                uint l_1584_ = (l_1583_ & 65535u);
                uint l_1585_ = (l_1580_ & 65535u);
                uint l_1586_ = (l_1584_ + l_1585_);
                uint l_1587_ = (l_1581_ & 65535u);
                uint l_1588_ = (l_1586_ + l_1587_);
                uint l_1589_ = (l_1580_ >> 16u);
                uint l_1590_ = (l_1589_ & 65535u);
                uint l_1591_ = (l_1582_ + l_1590_);
                uint l_1592_ = (l_1581_ >> 16u);
                uint l_1593_ = (l_1592_ & 65535u);
                uint l_1594_ = (l_1591_ + l_1593_);
                uint l_1595_ = (l_1588_ >> 16u);
                uint l_1596_ = (l_1595_ & 65535u);
                uint l_181_ = (l_1594_ + l_1596_);
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
                uint l_1598_ = (_e929 & 65535u);
                uint _e932 = l_mut_156_;
                uint l_1599_ = (_e932 >> 16u);
                uint l_1600_ = (l_1599_ & 65535u);
                uint l_1601_ = (l_68_ & 65535u);
                uint l_1602_ = (l_68_ >> 16u);
                uint l_1603_ = (l_1602_ & 65535u);
                uint l_1604_ = (l_1598_ * l_1601_);
                uint l_1605_ = (l_1600_ * l_1601_);
                uint l_1606_ = (l_1598_ * l_1603_);
                uint l_1607_ = (l_1600_ * l_1603_);
                uint l_1608_ = (l_1604_ >> 16u);
                uint l_1609_ = (l_1608_ & 65535u);
                uint l_1610_ = (l_1605_ & 65535u);
                uint l_1611_ = (l_1609_ + l_1610_);
                uint l_1612_ = (l_1606_ & 65535u);
                uint l_1613_ = (l_1611_ + l_1612_);
                uint l_1614_ = (l_1605_ >> 16u);
                uint l_1615_ = (l_1614_ & 65535u);
                uint l_1616_ = (l_1607_ + l_1615_);
                uint l_1617_ = (l_1606_ >> 16u);
                uint l_1618_ = (l_1617_ & 65535u);
                uint l_1619_ = (l_1616_ + l_1618_);
                uint l_1620_ = (l_1613_ >> 16u);
                uint l_1621_ = (l_1620_ & 65535u);
                uint l_206_ = (l_1619_ + l_1621_);
                uint l_207_ = (l_206_ + l_205_);
                uint _e973 = l_mut_150_;
                uint l_1623_ = (_e973 & 65535u);
                uint _e976 = l_mut_150_;
                uint l_1624_ = (_e976 >> 16u);
                uint l_1625_ = (l_1624_ & 65535u);
                uint l_1626_ = (l_68_ & 65535u);
                uint l_1627_ = (l_68_ >> 16u);
                uint l_1628_ = (l_1627_ & 65535u);
                uint l_1629_ = (l_1623_ * l_1626_);
                uint l_1630_ = (l_1625_ * l_1626_);
                uint l_1631_ = (l_1623_ * l_1628_);
                uint l_1632_ = (l_1625_ * l_1628_);
                uint l_1633_ = (l_1629_ >> 16u);
                uint l_1634_ = (l_1633_ & 65535u);
                uint l_1635_ = (l_1630_ & 65535u);
                uint l_1636_ = (l_1634_ + l_1635_);
                uint l_1637_ = (l_1631_ & 65535u);
                uint l_1638_ = (l_1636_ + l_1637_);
                uint l_1639_ = (l_1630_ >> 16u);
                uint l_1640_ = (l_1639_ & 65535u);
                uint l_1641_ = (l_1632_ + l_1640_);
                uint l_1642_ = (l_1631_ >> 16u);
                uint l_1643_ = (l_1642_ & 65535u);
                uint l_1644_ = (l_1641_ + l_1643_);
                uint l_1645_ = (l_1638_ >> 16u);
                uint l_1646_ = (l_1645_ & 65535u);
                uint l_208_ = (l_1644_ + l_1646_);
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
                uint l_1648_ = (_e1052 & 65535u);
                uint _e1055 = l_mut_35_;
                uint l_1649_ = (_e1055 >> 16u);
                uint l_1650_ = (l_1649_ & 65535u);
                uint l_1651_ = (l_68_ & 65535u);
                uint l_1652_ = (l_68_ >> 16u);
                uint l_1653_ = (l_1652_ & 65535u);
                uint l_1654_ = (l_1648_ * l_1651_);
                uint l_1655_ = (l_1650_ * l_1651_);
                uint l_1656_ = (l_1648_ * l_1653_);
                uint l_1657_ = (l_1650_ * l_1653_);
                uint l_1658_ = (l_1654_ >> 16u);
                uint l_1659_ = (l_1658_ & 65535u);
                uint l_1660_ = (l_1655_ & 65535u);
                uint l_1661_ = (l_1659_ + l_1660_);
                uint l_1662_ = (l_1656_ & 65535u);
                uint l_1663_ = (l_1661_ + l_1662_);
                uint l_1664_ = (l_1655_ >> 16u);
                uint l_1665_ = (l_1664_ & 65535u);
                uint l_1666_ = (l_1657_ + l_1665_);
                uint l_1667_ = (l_1656_ >> 16u);
                uint l_1668_ = (l_1667_ & 65535u);
                uint l_1669_ = (l_1666_ + l_1668_);
                uint l_1670_ = (l_1663_ >> 16u);
                uint l_1671_ = (l_1670_ & 65535u);
                uint l_235_ = (l_1669_ + l_1671_);
                uint l_236_ = (l_235_ + l_234_);
                uint _e1096 = l_mut_87_;
                uint l_1673_ = (_e1096 & 65535u);
                uint _e1099 = l_mut_87_;
                uint l_1674_ = (_e1099 >> 16u);
                uint l_1675_ = (l_1674_ & 65535u);
                uint l_1676_ = (l_68_ & 65535u);
                uint l_1677_ = (l_68_ >> 16u);
                uint l_1678_ = (l_1677_ & 65535u);
                uint l_1679_ = (l_1673_ * l_1676_);
                uint l_1680_ = (l_1675_ * l_1676_);
                uint l_1681_ = (l_1673_ * l_1678_);
                uint l_1682_ = (l_1675_ * l_1678_);
                uint l_1683_ = (l_1679_ >> 16u);
                uint l_1684_ = (l_1683_ & 65535u);
                uint l_1685_ = (l_1680_ & 65535u);
                uint l_1686_ = (l_1684_ + l_1685_);
                uint l_1687_ = (l_1681_ & 65535u);
                uint l_1688_ = (l_1686_ + l_1687_);
                uint l_1689_ = (l_1680_ >> 16u);
                uint l_1690_ = (l_1689_ & 65535u);
                uint l_1691_ = (l_1682_ + l_1690_);
                uint l_1692_ = (l_1681_ >> 16u);
                uint l_1693_ = (l_1692_ & 65535u);
                uint l_1694_ = (l_1691_ + l_1693_);
                uint l_1695_ = (l_1688_ >> 16u);
                uint l_1696_ = (l_1695_ & 65535u);
                uint l_237_ = (l_1694_ + l_1696_);
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
                uint l_1698_ = (_e1175 & 65535u);
                uint _e1178 = l_mut_35_;
                uint l_1699_ = (_e1178 >> 16u);
                uint l_1700_ = (l_1699_ & 65535u);
                uint l_1701_ = (l_68_ & 65535u);
                uint l_1702_ = (l_68_ >> 16u);
                uint l_1703_ = (l_1702_ & 65535u);
                uint l_1704_ = (l_1698_ * l_1701_);
                uint l_1705_ = (l_1700_ * l_1701_);
                uint l_1706_ = (l_1698_ * l_1703_);
                uint l_1707_ = (l_1700_ * l_1703_);
                uint l_1708_ = (l_1704_ >> 16u);
                uint l_1709_ = (l_1708_ & 65535u);
                uint l_1710_ = (l_1705_ & 65535u);
                uint l_1711_ = (l_1709_ + l_1710_);
                uint l_1712_ = (l_1706_ & 65535u);
                uint l_1713_ = (l_1711_ + l_1712_);
                uint l_1714_ = (l_1705_ >> 16u);
                uint l_1715_ = (l_1714_ & 65535u);
                uint l_1716_ = (l_1707_ + l_1715_);
                uint l_1717_ = (l_1706_ >> 16u);
                uint l_1718_ = (l_1717_ & 65535u);
                uint l_1719_ = (l_1716_ + l_1718_);
                uint l_1720_ = (l_1713_ >> 16u);
                uint l_1721_ = (l_1720_ & 65535u);
                uint l_262_ = (l_1719_ + l_1721_);
                uint l_263_ = (l_262_ + l_261_);
                uint _e1219 = l_mut_87_;
                uint l_1723_ = (_e1219 & 65535u);
                uint _e1222 = l_mut_87_;
                uint l_1724_ = (_e1222 >> 16u);
                uint l_1725_ = (l_1724_ & 65535u);
                uint l_1726_ = (l_68_ & 65535u);
                uint l_1727_ = (l_68_ >> 16u);
                uint l_1728_ = (l_1727_ & 65535u);
                uint l_1729_ = (l_1723_ * l_1726_);
                uint l_1730_ = (l_1725_ * l_1726_);
                uint l_1731_ = (l_1723_ * l_1728_);
                uint l_1732_ = (l_1725_ * l_1728_);
                uint l_1733_ = (l_1729_ >> 16u);
                uint l_1734_ = (l_1733_ & 65535u);
                uint l_1735_ = (l_1730_ & 65535u);
                uint l_1736_ = (l_1734_ + l_1735_);
                uint l_1737_ = (l_1731_ & 65535u);
                uint l_1738_ = (l_1736_ + l_1737_);
                uint l_1739_ = (l_1730_ >> 16u);
                uint l_1740_ = (l_1739_ & 65535u);
                uint l_1741_ = (l_1732_ + l_1740_);
                uint l_1742_ = (l_1731_ >> 16u);
                uint l_1743_ = (l_1742_ & 65535u);
                uint l_1744_ = (l_1741_ + l_1743_);
                uint l_1745_ = (l_1738_ >> 16u);
                uint l_1746_ = (l_1745_ & 65535u);
                uint l_264_ = (l_1744_ + l_1746_);
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
                uint l_1748_ = (_e1296 & 65535u);
                uint _e1299 = l_mut_224_;
                uint l_1749_ = (_e1299 >> 16u);
                uint l_1750_ = (l_1749_ & 65535u);
                uint l_1751_ = (l_68_ & 65535u);
                uint l_1752_ = (l_68_ >> 16u);
                uint l_1753_ = (l_1752_ & 65535u);
                uint l_1754_ = (l_1748_ * l_1751_);
                uint l_1755_ = (l_1750_ * l_1751_);
                uint l_1756_ = (l_1748_ * l_1753_);
                uint l_1757_ = (l_1750_ * l_1753_);
                uint l_1758_ = (l_1754_ >> 16u);
                uint l_1759_ = (l_1758_ & 65535u);
                uint l_1760_ = (l_1755_ & 65535u);
                uint l_1761_ = (l_1759_ + l_1760_);
                uint l_1762_ = (l_1756_ & 65535u);
                uint l_1763_ = (l_1761_ + l_1762_);
                uint l_1764_ = (l_1755_ >> 16u);
                uint l_1765_ = (l_1764_ & 65535u);
                uint l_1766_ = (l_1757_ + l_1765_);
                uint l_1767_ = (l_1756_ >> 16u);
                uint l_1768_ = (l_1767_ & 65535u);
                uint l_1769_ = (l_1766_ + l_1768_);
                uint l_1770_ = (l_1763_ >> 16u);
                uint l_1771_ = (l_1770_ & 65535u);
                uint l_290_ = (l_1769_ + l_1771_);
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
            uint l_1773_ = (_e1440 & 65535u);
            uint _e1443 = l_mut_280_;
            uint l_1774_ = (_e1443 >> 16u);
            uint l_1775_ = (l_1774_ & 65535u);
            uint l_1776_ = (l_67_ & 65535u);
            uint l_1777_ = (l_67_ >> 16u);
            uint l_1778_ = (l_1777_ & 65535u);
            uint l_1779_ = (l_1773_ * l_1776_);
            uint l_1780_ = (l_1775_ * l_1776_);
            uint l_1781_ = (l_1773_ * l_1778_);
            uint l_1782_ = (l_1775_ * l_1778_);
            uint l_1783_ = (l_1779_ >> 16u);
            uint l_1784_ = (l_1783_ & 65535u);
            uint l_1785_ = (l_1780_ & 65535u);
            uint l_1786_ = (l_1784_ + l_1785_);
            uint l_1787_ = (l_1781_ & 65535u);
            uint l_1788_ = (l_1786_ + l_1787_);
            uint l_1789_ = (l_1780_ >> 16u);
            uint l_1790_ = (l_1789_ & 65535u);
            uint l_1791_ = (l_1782_ + l_1790_);
            uint l_1792_ = (l_1781_ >> 16u);
            uint l_1793_ = (l_1792_ & 65535u);
            uint l_1794_ = (l_1791_ + l_1793_);
            uint l_1795_ = (l_1788_ >> 16u);
            uint l_1796_ = (l_1795_ & 65535u);
            uint l_344_ = (l_1794_ + l_1796_);
            uint l_345_ = (l_344_ + l_343_);
            uint _e1484 = l_mut_274_;
            uint l_1798_ = (_e1484 & 65535u);
            uint _e1487 = l_mut_274_;
            uint l_1799_ = (_e1487 >> 16u);
            uint l_1800_ = (l_1799_ & 65535u);
            uint l_1801_ = (l_67_ & 65535u);
            uint l_1802_ = (l_67_ >> 16u);
            uint l_1803_ = (l_1802_ & 65535u);
            uint l_1804_ = (l_1798_ * l_1801_);
            uint l_1805_ = (l_1800_ * l_1801_);
            uint l_1806_ = (l_1798_ * l_1803_);
            uint l_1807_ = (l_1800_ * l_1803_);
            uint l_1808_ = (l_1804_ >> 16u);
            uint l_1809_ = (l_1808_ & 65535u);
            uint l_1810_ = (l_1805_ & 65535u);
            uint l_1811_ = (l_1809_ + l_1810_);
            uint l_1812_ = (l_1806_ & 65535u);
            uint l_1813_ = (l_1811_ + l_1812_);
            uint l_1814_ = (l_1805_ >> 16u);
            uint l_1815_ = (l_1814_ & 65535u);
            uint l_1816_ = (l_1807_ + l_1815_);
            uint l_1817_ = (l_1806_ >> 16u);
            uint l_1818_ = (l_1817_ & 65535u);
            uint l_1819_ = (l_1816_ + l_1818_);
            uint l_1820_ = (l_1813_ >> 16u);
            uint l_1821_ = (l_1820_ & 65535u);
            uint l_346_ = (l_1819_ + l_1821_);
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
                uint l_1823_ = (_e1605 & 65535u);
                uint _e1608 = l_mut_224_;
                uint l_1824_ = (_e1608 >> 16u);
                uint l_1825_ = (l_1824_ & 65535u);
                uint l_1826_ = (l_381_ & 65535u);
                uint l_1827_ = (l_381_ >> 16u);
                uint l_1828_ = (l_1827_ & 65535u);
                uint l_1829_ = (l_1823_ * l_1826_);
                uint l_1830_ = (l_1825_ * l_1826_);
                uint l_1831_ = (l_1823_ * l_1828_);
                uint l_1832_ = (l_1825_ * l_1828_);
                uint l_1833_ = (l_1829_ >> 16u);
                uint l_1834_ = (l_1833_ & 65535u);
                uint l_1835_ = (l_1830_ & 65535u);
                uint l_1836_ = (l_1834_ + l_1835_);
                uint l_1837_ = (l_1831_ & 65535u);
                uint l_1838_ = (l_1836_ + l_1837_);
                uint l_1839_ = (l_1830_ >> 16u);
                uint l_1840_ = (l_1839_ & 65535u);
                uint l_1841_ = (l_1832_ + l_1840_);
                uint l_1842_ = (l_1831_ >> 16u);
                uint l_1843_ = (l_1842_ & 65535u);
                uint l_1844_ = (l_1841_ + l_1843_);
                uint l_1845_ = (l_1838_ >> 16u);
                uint l_1846_ = (l_1845_ & 65535u);
                uint l_391_ = (l_1844_ + l_1846_);
                uint l_392_ = (l_391_ + l_390_);
                uint _e1649 = l_mut_218_;
                uint l_1848_ = (_e1649 & 65535u);
                uint _e1652 = l_mut_218_;
                uint l_1849_ = (_e1652 >> 16u);
                uint l_1850_ = (l_1849_ & 65535u);
                uint l_1851_ = (l_381_ & 65535u);
                uint l_1852_ = (l_381_ >> 16u);
                uint l_1853_ = (l_1852_ & 65535u);
                uint l_1854_ = (l_1848_ * l_1851_);
                uint l_1855_ = (l_1850_ * l_1851_);
                uint l_1856_ = (l_1848_ * l_1853_);
                uint l_1857_ = (l_1850_ * l_1853_);
                uint l_1858_ = (l_1854_ >> 16u);
                uint l_1859_ = (l_1858_ & 65535u);
                uint l_1860_ = (l_1855_ & 65535u);
                uint l_1861_ = (l_1859_ + l_1860_);
                uint l_1862_ = (l_1856_ & 65535u);
                uint l_1863_ = (l_1861_ + l_1862_);
                uint l_1864_ = (l_1855_ >> 16u);
                uint l_1865_ = (l_1864_ & 65535u);
                uint l_1866_ = (l_1857_ + l_1865_);
                uint l_1867_ = (l_1856_ >> 16u);
                uint l_1868_ = (l_1867_ & 65535u);
                uint l_1869_ = (l_1866_ + l_1868_);
                uint l_1870_ = (l_1863_ >> 16u);
                uint l_1871_ = (l_1870_ & 65535u);
                uint l_393_ = (l_1869_ + l_1871_);
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
                uint l_1873_ = (_e1758 & 65535u);
                uint _e1761 = l_mut_224_;
                uint l_1874_ = (_e1761 >> 16u);
                uint l_1875_ = (l_1874_ & 65535u);
                uint l_1876_ = (l_67_ & 65535u);
                uint l_1877_ = (l_67_ >> 16u);
                uint l_1878_ = (l_1877_ & 65535u);
                uint l_1879_ = (l_1873_ * l_1876_);
                uint l_1880_ = (l_1875_ * l_1876_);
                uint l_1881_ = (l_1873_ * l_1878_);
                uint l_1882_ = (l_1875_ * l_1878_);
                uint l_1883_ = (l_1879_ >> 16u);
                uint l_1884_ = (l_1883_ & 65535u);
                uint l_1885_ = (l_1880_ & 65535u);
                uint l_1886_ = (l_1884_ + l_1885_);
                uint l_1887_ = (l_1881_ & 65535u);
                uint l_1888_ = (l_1886_ + l_1887_);
                uint l_1889_ = (l_1880_ >> 16u);
                uint l_1890_ = (l_1889_ & 65535u);
                uint l_1891_ = (l_1882_ + l_1890_);
                uint l_1892_ = (l_1881_ >> 16u);
                uint l_1893_ = (l_1892_ & 65535u);
                uint l_1894_ = (l_1891_ + l_1893_);
                uint l_1895_ = (l_1888_ >> 16u);
                uint l_1896_ = (l_1895_ & 65535u);
                uint l_430_ = (l_1894_ + l_1896_);
                uint l_431_ = (l_430_ + l_429_);
                uint _e1802 = l_mut_218_;
                uint l_1898_ = (_e1802 & 65535u);
                uint _e1805 = l_mut_218_;
                uint l_1899_ = (_e1805 >> 16u);
                uint l_1900_ = (l_1899_ & 65535u);
                uint l_1901_ = (l_67_ & 65535u);
                uint l_1902_ = (l_67_ >> 16u);
                uint l_1903_ = (l_1902_ & 65535u);
                uint l_1904_ = (l_1898_ * l_1901_);
                uint l_1905_ = (l_1900_ * l_1901_);
                uint l_1906_ = (l_1898_ * l_1903_);
                uint l_1907_ = (l_1900_ * l_1903_);
                uint l_1908_ = (l_1904_ >> 16u);
                uint l_1909_ = (l_1908_ & 65535u);
                uint l_1910_ = (l_1905_ & 65535u);
                uint l_1911_ = (l_1909_ + l_1910_);
                uint l_1912_ = (l_1906_ & 65535u);
                uint l_1913_ = (l_1911_ + l_1912_);
                uint l_1914_ = (l_1905_ >> 16u);
                uint l_1915_ = (l_1914_ & 65535u);
                uint l_1916_ = (l_1907_ + l_1915_);
                uint l_1917_ = (l_1906_ >> 16u);
                uint l_1918_ = (l_1917_ & 65535u);
                uint l_1919_ = (l_1916_ + l_1918_);
                uint l_1920_ = (l_1913_ >> 16u);
                uint l_1921_ = (l_1920_ & 65535u);
                uint l_432_ = (l_1919_ + l_1921_);
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
                uint l_1923_ = (_e1881 & 65535u);
                uint _e1884 = l_mut_224_;
                uint l_1924_ = (_e1884 >> 16u);
                uint l_1925_ = (l_1924_ & 65535u);
                uint l_1926_ = (l_67_ & 65535u);
                uint l_1927_ = (l_67_ >> 16u);
                uint l_1928_ = (l_1927_ & 65535u);
                uint l_1929_ = (l_1923_ * l_1926_);
                uint l_1930_ = (l_1925_ * l_1926_);
                uint l_1931_ = (l_1923_ * l_1928_);
                uint l_1932_ = (l_1925_ * l_1928_);
                uint l_1933_ = (l_1929_ >> 16u);
                uint l_1934_ = (l_1933_ & 65535u);
                uint l_1935_ = (l_1930_ & 65535u);
                uint l_1936_ = (l_1934_ + l_1935_);
                uint l_1937_ = (l_1931_ & 65535u);
                uint l_1938_ = (l_1936_ + l_1937_);
                uint l_1939_ = (l_1930_ >> 16u);
                uint l_1940_ = (l_1939_ & 65535u);
                uint l_1941_ = (l_1932_ + l_1940_);
                uint l_1942_ = (l_1931_ >> 16u);
                uint l_1943_ = (l_1942_ & 65535u);
                uint l_1944_ = (l_1941_ + l_1943_);
                uint l_1945_ = (l_1938_ >> 16u);
                uint l_1946_ = (l_1945_ & 65535u);
                uint l_457_ = (l_1944_ + l_1946_);
                uint l_458_ = (l_457_ + l_456_);
                uint _e1925 = l_mut_218_;
                uint l_1948_ = (_e1925 & 65535u);
                uint _e1928 = l_mut_218_;
                uint l_1949_ = (_e1928 >> 16u);
                uint l_1950_ = (l_1949_ & 65535u);
                uint l_1951_ = (l_67_ & 65535u);
                uint l_1952_ = (l_67_ >> 16u);
                uint l_1953_ = (l_1952_ & 65535u);
                uint l_1954_ = (l_1948_ * l_1951_);
                uint l_1955_ = (l_1950_ * l_1951_);
                uint l_1956_ = (l_1948_ * l_1953_);
                uint l_1957_ = (l_1950_ * l_1953_);
                uint l_1958_ = (l_1954_ >> 16u);
                uint l_1959_ = (l_1958_ & 65535u);
                uint l_1960_ = (l_1955_ & 65535u);
                uint l_1961_ = (l_1959_ + l_1960_);
                uint l_1962_ = (l_1956_ & 65535u);
                uint l_1963_ = (l_1961_ + l_1962_);
                uint l_1964_ = (l_1955_ >> 16u);
                uint l_1965_ = (l_1964_ & 65535u);
                uint l_1966_ = (l_1957_ + l_1965_);
                uint l_1967_ = (l_1956_ >> 16u);
                uint l_1968_ = (l_1967_ & 65535u);
                uint l_1969_ = (l_1966_ + l_1968_);
                uint l_1970_ = (l_1963_ >> 16u);
                uint l_1971_ = (l_1970_ & 65535u);
                uint l_459_ = (l_1969_ + l_1971_);
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
                uint l_1973_ = (_e2004 & 65535u);
                uint _e2007 = l_mut_99_;
                uint l_1974_ = (_e2007 >> 16u);
                uint l_1975_ = (l_1974_ & 65535u);
                uint l_1976_ = (l_67_ & 65535u);
                uint l_1977_ = (l_67_ >> 16u);
                uint l_1978_ = (l_1977_ & 65535u);
                uint l_1979_ = (l_1973_ * l_1976_);
                uint l_1980_ = (l_1975_ * l_1976_);
                uint l_1981_ = (l_1973_ * l_1978_);
                uint l_1982_ = (l_1975_ * l_1978_);
                uint l_1983_ = (l_1979_ >> 16u);
                uint l_1984_ = (l_1983_ & 65535u);
                uint l_1985_ = (l_1980_ & 65535u);
                uint l_1986_ = (l_1984_ + l_1985_);
                uint l_1987_ = (l_1981_ & 65535u);
                uint l_1988_ = (l_1986_ + l_1987_);
                uint l_1989_ = (l_1980_ >> 16u);
                uint l_1990_ = (l_1989_ & 65535u);
                uint l_1991_ = (l_1982_ + l_1990_);
                uint l_1992_ = (l_1981_ >> 16u);
                uint l_1993_ = (l_1992_ & 65535u);
                uint l_1994_ = (l_1991_ + l_1993_);
                uint l_1995_ = (l_1988_ >> 16u);
                uint l_1996_ = (l_1995_ & 65535u);
                uint l_484_ = (l_1994_ + l_1996_);
                uint l_485_ = (l_484_ + l_483_);
                uint _e2048 = l_mut_156_;
                uint l_1998_ = (_e2048 & 65535u);
                uint _e2051 = l_mut_156_;
                uint l_1999_ = (_e2051 >> 16u);
                uint l_2000_ = (l_1999_ & 65535u);
                uint l_2001_ = (l_67_ & 65535u);
                uint l_2002_ = (l_67_ >> 16u);
                uint l_2003_ = (l_2002_ & 65535u);
                uint l_2004_ = (l_1998_ * l_2001_);
                uint l_2005_ = (l_2000_ * l_2001_);
                uint l_2006_ = (l_1998_ * l_2003_);
                uint l_2007_ = (l_2000_ * l_2003_);
                uint l_2008_ = (l_2004_ >> 16u);
                uint l_2009_ = (l_2008_ & 65535u);
                uint l_2010_ = (l_2005_ & 65535u);
                uint l_2011_ = (l_2009_ + l_2010_);
                uint l_2012_ = (l_2006_ & 65535u);
                uint l_2013_ = (l_2011_ + l_2012_);
                uint l_2014_ = (l_2005_ >> 16u);
                uint l_2015_ = (l_2014_ & 65535u);
                uint l_2016_ = (l_2007_ + l_2015_);
                uint l_2017_ = (l_2006_ >> 16u);
                uint l_2018_ = (l_2017_ & 65535u);
                uint l_2019_ = (l_2016_ + l_2018_);
                uint l_2020_ = (l_2013_ >> 16u);
                uint l_2021_ = (l_2020_ & 65535u);
                uint l_486_ = (l_2019_ + l_2021_);
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
                uint l_2023_ = (_e2127 & 65535u);
                uint _e2130 = l_mut_99_;
                uint l_2024_ = (_e2130 >> 16u);
                uint l_2025_ = (l_2024_ & 65535u);
                uint l_2026_ = (l_67_ & 65535u);
                uint l_2027_ = (l_67_ >> 16u);
                uint l_2028_ = (l_2027_ & 65535u);
                uint l_2029_ = (l_2023_ * l_2026_);
                uint l_2030_ = (l_2025_ * l_2026_);
                uint l_2031_ = (l_2023_ * l_2028_);
                uint l_2032_ = (l_2025_ * l_2028_);
                uint l_2033_ = (l_2029_ >> 16u);
                uint l_2034_ = (l_2033_ & 65535u);
                uint l_2035_ = (l_2030_ & 65535u);
                uint l_2036_ = (l_2034_ + l_2035_);
                uint l_2037_ = (l_2031_ & 65535u);
                uint l_2038_ = (l_2036_ + l_2037_);
                uint l_2039_ = (l_2030_ >> 16u);
                uint l_2040_ = (l_2039_ & 65535u);
                uint l_2041_ = (l_2032_ + l_2040_);
                uint l_2042_ = (l_2031_ >> 16u);
                uint l_2043_ = (l_2042_ & 65535u);
                uint l_2044_ = (l_2041_ + l_2043_);
                uint l_2045_ = (l_2038_ >> 16u);
                uint l_2046_ = (l_2045_ & 65535u);
                uint l_511_ = (l_2044_ + l_2046_);
                uint l_512_ = (l_511_ + l_510_);
                uint _e2171 = l_mut_156_;
                uint l_2048_ = (_e2171 & 65535u);
                uint _e2174 = l_mut_156_;
                uint l_2049_ = (_e2174 >> 16u);
                uint l_2050_ = (l_2049_ & 65535u);
                uint l_2051_ = (l_67_ & 65535u);
                uint l_2052_ = (l_67_ >> 16u);
                uint l_2053_ = (l_2052_ & 65535u);
                uint l_2054_ = (l_2048_ * l_2051_);
                uint l_2055_ = (l_2050_ * l_2051_);
                uint l_2056_ = (l_2048_ * l_2053_);
                uint l_2057_ = (l_2050_ * l_2053_);
                uint l_2058_ = (l_2054_ >> 16u);
                uint l_2059_ = (l_2058_ & 65535u);
                uint l_2060_ = (l_2055_ & 65535u);
                uint l_2061_ = (l_2059_ + l_2060_);
                uint l_2062_ = (l_2056_ & 65535u);
                uint l_2063_ = (l_2061_ + l_2062_);
                uint l_2064_ = (l_2055_ >> 16u);
                uint l_2065_ = (l_2064_ & 65535u);
                uint l_2066_ = (l_2057_ + l_2065_);
                uint l_2067_ = (l_2056_ >> 16u);
                uint l_2068_ = (l_2067_ & 65535u);
                uint l_2069_ = (l_2066_ + l_2068_);
                uint l_2070_ = (l_2063_ >> 16u);
                uint l_2071_ = (l_2070_ & 65535u);
                uint l_513_ = (l_2069_ + l_2071_);
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
                uint l_2073_ = (_e2248 & 65535u);
                uint _e2251 = l_mut_87_;
                uint l_2074_ = (_e2251 >> 16u);
                uint l_2075_ = (l_2074_ & 65535u);
                uint l_2076_ = (l_67_ & 65535u);
                uint l_2077_ = (l_67_ >> 16u);
                uint l_2078_ = (l_2077_ & 65535u);
                uint l_2079_ = (l_2073_ * l_2076_);
                uint l_2080_ = (l_2075_ * l_2076_);
                uint l_2081_ = (l_2073_ * l_2078_);
                uint l_2082_ = (l_2075_ * l_2078_);
                uint l_2083_ = (l_2079_ >> 16u);
                uint l_2084_ = (l_2083_ & 65535u);
                uint l_2085_ = (l_2080_ & 65535u);
                uint l_2086_ = (l_2084_ + l_2085_);
                uint l_2087_ = (l_2081_ & 65535u);
                uint l_2088_ = (l_2086_ + l_2087_);
                uint l_2089_ = (l_2080_ >> 16u);
                uint l_2090_ = (l_2089_ & 65535u);
                uint l_2091_ = (l_2082_ + l_2090_);
                uint l_2092_ = (l_2081_ >> 16u);
                uint l_2093_ = (l_2092_ & 65535u);
                uint l_2094_ = (l_2091_ + l_2093_);
                uint l_2095_ = (l_2088_ >> 16u);
                uint l_2096_ = (l_2095_ & 65535u);
                uint l_537_ = (l_2094_ + l_2096_);
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
                uint l_2098_ = (_e2476 & 65535u);
                uint _e2479 = l_mut_87_;
                uint l_2099_ = (_e2479 >> 16u);
                uint l_2100_ = (l_2099_ & 65535u);
                uint l_2101_ = (l_636_ & 65535u);
                uint l_2102_ = (l_636_ >> 16u);
                uint l_2103_ = (l_2102_ & 65535u);
                uint l_2104_ = (l_2098_ * l_2101_);
                uint l_2105_ = (l_2100_ * l_2101_);
                uint l_2106_ = (l_2098_ * l_2103_);
                uint l_2107_ = (l_2100_ * l_2103_);
                uint l_2108_ = (l_2104_ >> 16u);
                uint l_2109_ = (l_2108_ & 65535u);
                uint l_2110_ = (l_2105_ & 65535u);
                uint l_2111_ = (l_2109_ + l_2110_);
                uint l_2112_ = (l_2106_ & 65535u);
                uint l_2113_ = (l_2111_ + l_2112_);
                uint l_2114_ = (l_2105_ >> 16u);
                uint l_2115_ = (l_2114_ & 65535u);
                uint l_2116_ = (l_2107_ + l_2115_);
                uint l_2117_ = (l_2106_ >> 16u);
                uint l_2118_ = (l_2117_ & 65535u);
                uint l_2119_ = (l_2116_ + l_2118_);
                uint l_2120_ = (l_2113_ >> 16u);
                uint l_2121_ = (l_2120_ & 65535u);
                uint l_638_ = (l_2119_ + l_2121_);
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
                uint l_2123_ = (_e2529 & 65535u);
                uint _e2532 = l_mut_87_;
                uint l_2124_ = (_e2532 >> 16u);
                uint l_2125_ = (l_2124_ & 65535u);
                uint l_2126_ = (l_641_ & 65535u);
                uint l_2127_ = (l_641_ >> 16u);
                uint l_2128_ = (l_2127_ & 65535u);
                uint l_2129_ = (l_2123_ * l_2126_);
                uint l_2130_ = (l_2125_ * l_2126_);
                uint l_2131_ = (l_2123_ * l_2128_);
                uint l_2132_ = (l_2125_ * l_2128_);
                uint l_2133_ = (l_2129_ >> 16u);
                uint l_2134_ = (l_2133_ & 65535u);
                uint l_2135_ = (l_2130_ & 65535u);
                uint l_2136_ = (l_2134_ + l_2135_);
                uint l_2137_ = (l_2131_ & 65535u);
                uint l_2138_ = (l_2136_ + l_2137_);
                uint l_2139_ = (l_2130_ >> 16u);
                uint l_2140_ = (l_2139_ & 65535u);
                uint l_2141_ = (l_2132_ + l_2140_);
                uint l_2142_ = (l_2131_ >> 16u);
                uint l_2143_ = (l_2142_ & 65535u);
                uint l_2144_ = (l_2141_ + l_2143_);
                uint l_2145_ = (l_2138_ >> 16u);
                uint l_2146_ = (l_2145_ & 65535u);
                uint l_644_ = (l_2144_ + l_2146_);
                uint l_645_ = (l_644_ + l_643_);
                uint _e2573 = l_mut_72_;
                uint l_2148_ = (_e2573 & 65535u);
                uint _e2576 = l_mut_72_;
                uint l_2149_ = (_e2576 >> 16u);
                uint l_2150_ = (l_2149_ & 65535u);
                uint l_2151_ = (l_641_ & 65535u);
                uint l_2152_ = (l_641_ >> 16u);
                uint l_2153_ = (l_2152_ & 65535u);
                uint l_2154_ = (l_2148_ * l_2151_);
                uint l_2155_ = (l_2150_ * l_2151_);
                uint l_2156_ = (l_2148_ * l_2153_);
                uint l_2157_ = (l_2150_ * l_2153_);
                uint l_2158_ = (l_2154_ >> 16u);
                uint l_2159_ = (l_2158_ & 65535u);
                uint l_2160_ = (l_2155_ & 65535u);
                uint l_2161_ = (l_2159_ + l_2160_);
                uint l_2162_ = (l_2156_ & 65535u);
                uint l_2163_ = (l_2161_ + l_2162_);
                uint l_2164_ = (l_2155_ >> 16u);
                uint l_2165_ = (l_2164_ & 65535u);
                uint l_2166_ = (l_2157_ + l_2165_);
                uint l_2167_ = (l_2156_ >> 16u);
                uint l_2168_ = (l_2167_ & 65535u);
                uint l_2169_ = (l_2166_ + l_2168_);
                uint l_2170_ = (l_2163_ >> 16u);
                uint l_2171_ = (l_2170_ & 65535u);
                uint l_646_ = (l_2169_ + l_2171_);
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
                                uint l_2173_ = (_e2839 & 65535u);
                                uint _e2842 = l_mut_87_;
                                uint l_2174_ = (_e2842 >> 16u);
                                uint l_2175_ = (l_2174_ & 65535u);
                                uint _e2847 = l_mut_697_;
                                uint l_2176_ = (_e2847 & 65535u);
                                uint _e2850 = l_mut_697_;
                                uint l_2177_ = (_e2850 >> 16u);
                                uint l_2178_ = (l_2177_ & 65535u);
                                uint l_2179_ = (l_2173_ * l_2176_);
                                uint l_2180_ = (l_2175_ * l_2176_);
                                uint l_2181_ = (l_2173_ * l_2178_);
                                uint l_2182_ = (l_2175_ * l_2178_);
                                uint l_2183_ = (l_2179_ >> 16u);
                                uint l_2184_ = (l_2183_ & 65535u);
                                uint l_2185_ = (l_2180_ & 65535u);
                                uint l_2186_ = (l_2184_ + l_2185_);
                                uint l_2187_ = (l_2181_ & 65535u);
                                uint l_2188_ = (l_2186_ + l_2187_);
                                uint l_2189_ = (l_2180_ >> 16u);
                                uint l_2190_ = (l_2189_ & 65535u);
                                uint l_2191_ = (l_2182_ + l_2190_);
                                uint l_2192_ = (l_2181_ >> 16u);
                                uint l_2193_ = (l_2192_ & 65535u);
                                uint l_2194_ = (l_2191_ + l_2193_);
                                uint l_2195_ = (l_2188_ >> 16u);
                                uint l_2196_ = (l_2195_ & 65535u);
                                uint l_755_ = (l_2194_ + l_2196_);
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
                                uint l_2198_ = (_e3152 & 65535u);
                                uint _e3155 = l_mut_87_;
                                uint l_2199_ = (_e3155 >> 16u);
                                uint l_2200_ = (l_2199_ & 65535u);
                                uint _e3160 = l_mut_713_;
                                uint l_2201_ = (_e3160 & 65535u);
                                uint _e3163 = l_mut_713_;
                                uint l_2202_ = (_e3163 >> 16u);
                                uint l_2203_ = (l_2202_ & 65535u);
                                uint l_2204_ = (l_2198_ * l_2201_);
                                uint l_2205_ = (l_2200_ * l_2201_);
                                uint l_2206_ = (l_2198_ * l_2203_);
                                uint l_2207_ = (l_2200_ * l_2203_);
                                uint l_2208_ = (l_2204_ >> 16u);
                                uint l_2209_ = (l_2208_ & 65535u);
                                uint l_2210_ = (l_2205_ & 65535u);
                                uint l_2211_ = (l_2209_ + l_2210_);
                                uint l_2212_ = (l_2206_ & 65535u);
                                uint l_2213_ = (l_2211_ + l_2212_);
                                uint l_2214_ = (l_2205_ >> 16u);
                                uint l_2215_ = (l_2214_ & 65535u);
                                uint l_2216_ = (l_2207_ + l_2215_);
                                uint l_2217_ = (l_2206_ >> 16u);
                                uint l_2218_ = (l_2217_ & 65535u);
                                uint l_2219_ = (l_2216_ + l_2218_);
                                uint l_2220_ = (l_2213_ >> 16u);
                                uint l_2221_ = (l_2220_ & 65535u);
                                uint l_863_ = (l_2219_ + l_2221_);
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
                uint _e3285 = l_mut_150_;
                uint _e3286 = l_mut_274_;
                bool l_899_ = (_e3285 < _e3286);
                uint _e3288 = l_mut_150_;
                uint _e3289 = l_mut_274_;
                bool l_900_ = (_e3288 == _e3289);
                uint _e3291 = l_mut_156_;
                uint _e3292 = l_mut_280_;
                bool l_901_ = (_e3291 < _e3292);
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
                if (l_903_) {
                    uint _e3303 = l_mut_280_;
                    uint _e3304 = l_mut_156_;
                    uint l_904_ = (_e3303 - _e3304);
                    uint _e3306 = l_mut_274_;
                    uint _e3307 = l_mut_150_;
                    uint l_905_ = (_e3306 - _e3307);
                    uint _e3309 = l_mut_280_;
                    uint _e3310 = l_mut_156_;
                    bool l_906_ = (_e3309 < _e3310);
                    uint l_907_ = uint(l_906_);
                    uint l_908_ = (l_905_ - l_907_);
                    l_mut_719_ = l_904_;
                    l_mut_714_ = l_908_;
                    uint _e3314 = l_mut_280_;
                    l_mut_713_ = _e3314;
                    uint _e3315 = l_mut_274_;
                    l_mut_710_ = _e3315;
                    uint _e3316 = l_mut_714_;
                    uint _e3317 = l_mut_274_;
                    bool l_909_ = (_e3316 < _e3317);
                    uint _e3319 = l_mut_714_;
                    uint _e3320 = l_mut_274_;
                    bool l_910_ = (_e3319 == _e3320);
                    uint _e3322 = l_mut_719_;
                    uint _e3323 = l_mut_280_;
                    bool l_911_ = (_e3322 < _e3323);
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
                        uint _e3334 = l_mut_719_;
                        l_mut_713_ = _e3334;
                        uint _e3335 = l_mut_714_;
                        l_mut_710_ = _e3335;
                    }
                    l_mut_914_ = false;
                    l_mut_719_ = 0u;
                    uint _e3338 = l_mut_224_;
                    uint _e3339 = l_mut_218_;
                    uint l_915_ = (_e3338 | _e3339);
                    bool l_916_ = (l_915_ == 0u);
                    bool l_917_ = !(l_916_);
                    bool _e3344 = l_mut_914_;
                    if (_e3344) {
                        local_43 = l_917_;
                    } else {
                        local_43 = false;
                    }
                    bool l_918_ = local_43;
                    uint _e3349 = l_mut_218_;
                    uint _e3350 = l_mut_710_;
                    bool l_919_ = (_e3349 < _e3350);
                    uint _e3352 = l_mut_218_;
                    uint _e3353 = l_mut_710_;
                    bool l_920_ = (_e3352 == _e3353);
                    uint _e3355 = l_mut_224_;
                    uint _e3356 = l_mut_713_;
                    bool l_921_ = (_e3355 < _e3356);
                    if (l_920_) {
                        local_44 = l_921_;
                    } else {
                        local_44 = false;
                    }
                    bool l_922_ = local_44;
                    if (!(l_919_)) {
                        local_45 = l_922_;
                    } else {
                        local_45 = true;
                    }
                    bool l_923_ = local_45;
                    if (l_918_) {
                        local_46 = l_923_;
                    } else {
                        local_46 = false;
                    }
                    bool l_924_ = local_46;
                    uint _e3371 = l_mut_99_;
                    uint _e3372 = l_mut_93_;
                    uint l_925_ = (_e3371 + _e3372);
                    bool l_926_ = (l_925_ < l_67_);
                    if (l_924_) {
                        local_47 = l_926_;
                    } else {
                        local_47 = false;
                    }
                    bool l_927_ = local_47;
                    if (l_927_) {
                        uint _e3379 = l_mut_99_;
                        uint l_928_ = (l_67_ - _e3379);
                        uint _e3381 = l_mut_93_;
                        uint l_929_ = (l_928_ - _e3381);
                        uint _e3383 = l_mut_99_;
                        uint l_930_ = (l_929_ / _e3383);
                        uint _e3385 = l_mut_713_;
                        uint l_931_ = (_e3385 - 1u);
                        uint _e3388 = l_mut_710_;
                        uint l_932_ = (_e3388 - 0u);
                        uint _e3391 = l_mut_713_;
                        bool l_933_ = (_e3391 < 1u);
                        uint l_934_ = uint(l_933_);
                        uint l_935_ = (l_932_ - l_934_);
                        l_mut_714_ = l_931_;
                        l_mut_713_ = l_935_;
                        l_mut_710_ = 0u;
                        l_mut_936_ = 0u;
                        bool loop_init_2 = true;
                        while(true) {
                            if (!loop_init_2) {
                                uint _e3484 = l_mut_936_;
                                l_mut_936_ = (_e3484 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e3399 = l_mut_936_;
                            if ((_e3399 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e3403 = l_mut_936_;
                                uint l_937_ = (19u - _e3403);
                                uint _e3405 = l_mut_714_;
                                l_mut_709_ = _e3405;
                                uint _e3406 = l_mut_713_;
                                l_mut_708_ = _e3406;
                                bool l_938_ = (l_937_ >= 32u);
                                if (l_938_) {
                                    uint l_939_ = (l_937_ & 31u);
                                    uint _e3411 = l_mut_713_;
                                    uint l_940_ = (_e3411 >> l_939_);
                                    l_mut_709_ = l_940_;
                                    l_mut_708_ = 0u;
                                } else {
                                    bool l_941_ = (l_937_ > 0u);
                                    if (l_941_) {
                                        uint _e3416 = l_mut_714_;
                                        l_mut_697_ = _e3416;
                                        bool l_942_ = (l_937_ > 0u);
                                        if (l_942_) {
                                            uint _e3419 = l_mut_714_;
                                            uint l_943_ = (_e3419 >> l_937_);
                                            uint l_944_ = (32u - l_937_);
                                            uint _e3423 = l_mut_713_;
                                            uint l_945_ = (_e3423 << l_944_);
                                            uint l_946_ = (l_943_ | l_945_);
                                            l_mut_697_ = l_946_;
                                        }
                                        uint _e3426 = l_mut_713_;
                                        uint l_947_ = (_e3426 >> l_937_);
                                        uint _e3428 = l_mut_697_;
                                        l_mut_709_ = _e3428;
                                        l_mut_708_ = l_947_;
                                    }
                                }
                                uint _e3429 = l_mut_708_;
                                uint _e3430 = l_mut_218_;
                                bool l_948_ = (_e3429 < _e3430);
                                uint _e3432 = l_mut_708_;
                                uint _e3433 = l_mut_218_;
                                bool l_949_ = (_e3432 == _e3433);
                                uint _e3435 = l_mut_709_;
                                uint _e3436 = l_mut_224_;
                                bool l_950_ = (_e3435 < _e3436);
                                if (l_949_) {
                                    local_48 = l_950_;
                                } else {
                                    local_48 = false;
                                }
                                bool l_951_ = local_48;
                                if (!(l_948_)) {
                                    local_49 = l_951_;
                                } else {
                                    local_49 = true;
                                }
                                bool l_952_ = local_49;
                                bool l_953_ = !(l_952_);
                                if (l_953_) {
                                    uint _e3448 = l_mut_224_;
                                    l_mut_709_ = _e3448;
                                    uint _e3449 = l_mut_218_;
                                    l_mut_708_ = _e3449;
                                    bool l_954_ = (l_937_ >= 32u);
                                    if (l_954_) {
                                        uint l_955_ = (l_937_ & 31u);
                                        uint _e3454 = l_mut_224_;
                                        uint l_956_ = (_e3454 << l_955_);
                                        l_mut_709_ = 0u;
                                        l_mut_708_ = l_956_;
                                    } else {
                                        bool l_957_ = (l_937_ > 0u);
                                        if (l_957_) {
                                            uint _e3459 = l_mut_224_;
                                            uint l_958_ = (_e3459 << l_937_);
                                            uint _e3461 = l_mut_218_;
                                            uint l_959_ = (_e3461 << l_937_);
                                            uint l_960_ = (32u - l_937_);
                                            uint _e3465 = l_mut_224_;
                                            uint l_961_ = (_e3465 >> l_960_);
                                            uint l_962_ = (l_959_ | l_961_);
                                            l_mut_709_ = l_958_;
                                            l_mut_708_ = l_962_;
                                        }
                                    }
                                    uint _e3468 = l_mut_714_;
                                    uint _e3469 = l_mut_709_;
                                    uint l_963_ = (_e3468 - _e3469);
                                    uint _e3471 = l_mut_713_;
                                    uint _e3472 = l_mut_708_;
                                    uint l_964_ = (_e3471 - _e3472);
                                    uint _e3474 = l_mut_714_;
                                    uint _e3475 = l_mut_709_;
                                    bool l_965_ = (_e3474 < _e3475);
                                    uint l_966_ = uint(l_965_);
                                    uint l_967_ = (l_964_ - l_966_);
                                    l_mut_714_ = l_963_;
                                    l_mut_713_ = l_967_;
                                    uint l_968_ = (1u << l_937_);
                                    uint _e3481 = l_mut_710_;
                                    l_mut_710_ = (_e3481 | l_968_);
                                }
                            }
                        }
                        uint _e3486 = l_mut_710_;
                        uint l_969_ = min(_e3486, l_930_);
                        l_mut_710_ = l_969_;
                        uint _e3488 = l_mut_713_;
                        uint _e3489 = l_mut_218_;
                        bool l_970_ = (_e3488 < _e3489);
                        uint _e3491 = l_mut_713_;
                        uint _e3492 = l_mut_218_;
                        bool l_971_ = (_e3491 == _e3492);
                        uint _e3494 = l_mut_714_;
                        uint _e3495 = l_mut_224_;
                        bool l_972_ = (_e3494 < _e3495);
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
                            l_mut_710_ = l_930_;
                        }
                        uint _e3507 = l_mut_710_;
                        l_mut_719_ = _e3507;
                    }
                    uint _e3508 = l_mut_280_;
                    l_mut_714_ = _e3508;
                    uint _e3509 = l_mut_274_;
                    l_mut_713_ = _e3509;
                    uint _e3510 = l_mut_224_;
                    l_mut_710_ = _e3510;
                    uint _e3511 = l_mut_218_;
                    l_mut_709_ = _e3511;
                    uint _e3512 = l_mut_99_;
                    l_mut_708_ = _e3512;
                    uint _e3513 = l_mut_93_;
                    l_mut_697_ = _e3513;
                    uint _e3514 = l_mut_156_;
                    l_mut_690_ = _e3514;
                    uint _e3515 = l_mut_150_;
                    l_mut_663_ = _e3515;
                    l_mut_657_ = 0u;
                    uint _e3517 = l_mut_719_;
                    bool l_976_ = (_e3517 > 0u);
                    if (l_976_) {
                        uint _e3520 = l_mut_224_;
                        uint _e3521 = l_mut_719_;
                        uint l_977_ = (_e3520 * _e3521);
                        uint _e3523 = l_mut_224_;
                        uint l_2223_ = (_e3523 & 65535u);
                        uint _e3526 = l_mut_224_;
                        uint l_2224_ = (_e3526 >> 16u);
                        uint l_2225_ = (l_2224_ & 65535u);
                        uint _e3531 = l_mut_719_;
                        uint l_2226_ = (_e3531 & 65535u);
                        uint _e3534 = l_mut_719_;
                        uint l_2227_ = (_e3534 >> 16u);
                        uint l_2228_ = (l_2227_ & 65535u);
                        uint l_2229_ = (l_2223_ * l_2226_);
                        uint l_2230_ = (l_2225_ * l_2226_);
                        uint l_2231_ = (l_2223_ * l_2228_);
                        uint l_2232_ = (l_2225_ * l_2228_);
                        uint l_2233_ = (l_2229_ >> 16u);
                        uint l_2234_ = (l_2233_ & 65535u);
                        uint l_2235_ = (l_2230_ & 65535u);
                        uint l_2236_ = (l_2234_ + l_2235_);
                        uint l_2237_ = (l_2231_ & 65535u);
                        uint l_2238_ = (l_2236_ + l_2237_);
                        uint l_2239_ = (l_2230_ >> 16u);
                        uint l_2240_ = (l_2239_ & 65535u);
                        uint l_2241_ = (l_2232_ + l_2240_);
                        uint l_2242_ = (l_2231_ >> 16u);
                        uint l_2243_ = (l_2242_ & 65535u);
                        uint l_2244_ = (l_2241_ + l_2243_);
                        uint l_2245_ = (l_2238_ >> 16u);
                        uint l_2246_ = (l_2245_ & 65535u);
                        uint l_978_ = (l_2244_ + l_2246_);
                        uint _e3568 = l_mut_218_;
                        uint _e3569 = l_mut_719_;
                        uint l_979_ = (_e3568 * _e3569);
                        uint l_980_ = (l_978_ + l_979_);
                        uint _e3572 = l_mut_280_;
                        uint l_981_ = (_e3572 - l_977_);
                        uint _e3574 = l_mut_274_;
                        uint l_982_ = (_e3574 - l_980_);
                        uint _e3576 = l_mut_280_;
                        bool l_983_ = (_e3576 < l_977_);
                        uint l_984_ = uint(l_983_);
                        uint l_985_ = (l_982_ - l_984_);
                        l_mut_714_ = l_981_;
                        l_mut_713_ = l_985_;
                        uint _e3580 = l_mut_719_;
                        uint _e3581 = l_mut_99_;
                        uint l_986_ = (_e3580 * _e3581);
                        uint _e3583 = l_mut_93_;
                        uint l_987_ = (_e3583 + l_986_);
                        l_mut_697_ = l_987_;
                    } else {
                        uint _e3585 = l_mut_657_;
                        bool l_988_ = (_e3585 == 0u);
                        if (l_988_) {
                            uint _e3588 = l_mut_99_;
                            uint l_989_ = (l_67_ - _e3588);
                            uint _e3590 = l_mut_93_;
                            uint l_990_ = (l_989_ / _e3590);
                            l_mut_719_ = 0u;
                            l_mut_914_ = false;
                            uint _e3594 = l_mut_280_;
                            uint _e3595 = l_mut_274_;
                            uint l_991_ = (_e3594 | _e3595);
                            bool l_992_ = (l_991_ == 0u);
                            if (l_992_) {
                                l_mut_719_ = l_990_;
                            } else {
                                bool _e3599 = l_mut_914_;
                                if (_e3599) {
                                    uint _e3600 = l_mut_274_;
                                    uint _e3601 = l_mut_218_;
                                    bool l_993_ = (_e3600 < _e3601);
                                    uint _e3603 = l_mut_274_;
                                    uint _e3604 = l_mut_218_;
                                    bool l_994_ = (_e3603 == _e3604);
                                    uint _e3606 = l_mut_280_;
                                    uint _e3607 = l_mut_224_;
                                    bool l_995_ = (_e3606 < _e3607);
                                    if (l_994_) {
                                        local_52 = l_995_;
                                    } else {
                                        local_52 = false;
                                    }
                                    bool l_996_ = local_52;
                                    if (!(l_993_)) {
                                        local_53 = l_996_;
                                    } else {
                                        local_53 = true;
                                    }
                                    bool l_997_ = local_53;
                                    if (l_997_) {
                                        uint _e3618 = l_mut_224_;
                                        uint l_998_ = (_e3618 - 1u);
                                        uint _e3621 = l_mut_218_;
                                        uint l_999_ = (_e3621 - 0u);
                                        uint _e3624 = l_mut_224_;
                                        bool l_1000_ = (_e3624 < 1u);
                                        uint l_1001_ = uint(l_1000_);
                                        uint l_1002_ = (l_999_ - l_1001_);
                                        l_mut_651_ = l_998_;
                                        l_mut_87_ = l_1002_;
                                        l_mut_72_ = 0u;
                                        l_mut_1003_ = 0u;
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (!loop_init_3) {
                                                uint _e3717 = l_mut_1003_;
                                                l_mut_1003_ = (_e3717 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e3632 = l_mut_1003_;
                                            if ((_e3632 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3636 = l_mut_1003_;
                                                uint l_1004_ = (19u - _e3636);
                                                uint _e3638 = l_mut_651_;
                                                l_mut_35_ = _e3638;
                                                uint _e3639 = l_mut_87_;
                                                l_mut_1005_ = _e3639;
                                                bool l_1006_ = (l_1004_ >= 32u);
                                                if (l_1006_) {
                                                    uint l_1007_ = (l_1004_ & 31u);
                                                    uint _e3644 = l_mut_87_;
                                                    uint l_1008_ = (_e3644 >> l_1007_);
                                                    l_mut_35_ = l_1008_;
                                                    l_mut_1005_ = 0u;
                                                } else {
                                                    bool l_1009_ = (l_1004_ > 0u);
                                                    if (l_1009_) {
                                                        uint _e3649 = l_mut_651_;
                                                        l_mut_1010_ = _e3649;
                                                        bool l_1011_ = (l_1004_ > 0u);
                                                        if (l_1011_) {
                                                            uint _e3652 = l_mut_651_;
                                                            uint l_1012_ = (_e3652 >> l_1004_);
                                                            uint l_1013_ = (32u - l_1004_);
                                                            uint _e3656 = l_mut_87_;
                                                            uint l_1014_ = (_e3656 << l_1013_);
                                                            uint l_1015_ = (l_1012_ | l_1014_);
                                                            l_mut_1010_ = l_1015_;
                                                        }
                                                        uint _e3659 = l_mut_87_;
                                                        uint l_1016_ = (_e3659 >> l_1004_);
                                                        uint _e3661 = l_mut_1010_;
                                                        l_mut_35_ = _e3661;
                                                        l_mut_1005_ = l_1016_;
                                                    }
                                                }
                                                uint _e3662 = l_mut_1005_;
                                                uint _e3663 = l_mut_274_;
                                                bool l_1017_ = (_e3662 < _e3663);
                                                uint _e3665 = l_mut_1005_;
                                                uint _e3666 = l_mut_274_;
                                                bool l_1018_ = (_e3665 == _e3666);
                                                uint _e3668 = l_mut_35_;
                                                uint _e3669 = l_mut_280_;
                                                bool l_1019_ = (_e3668 < _e3669);
                                                if (l_1018_) {
                                                    local_54 = l_1019_;
                                                } else {
                                                    local_54 = false;
                                                }
                                                bool l_1020_ = local_54;
                                                if (!(l_1017_)) {
                                                    local_55 = l_1020_;
                                                } else {
                                                    local_55 = true;
                                                }
                                                bool l_1021_ = local_55;
                                                bool l_1022_ = !(l_1021_);
                                                if (l_1022_) {
                                                    uint _e3681 = l_mut_280_;
                                                    l_mut_1010_ = _e3681;
                                                    uint _e3682 = l_mut_274_;
                                                    l_mut_1005_ = _e3682;
                                                    bool l_1023_ = (l_1004_ >= 32u);
                                                    if (l_1023_) {
                                                        uint l_1024_ = (l_1004_ & 31u);
                                                        uint _e3687 = l_mut_280_;
                                                        uint l_1025_ = (_e3687 << l_1024_);
                                                        l_mut_1010_ = 0u;
                                                        l_mut_1005_ = l_1025_;
                                                    } else {
                                                        bool l_1026_ = (l_1004_ > 0u);
                                                        if (l_1026_) {
                                                            uint _e3692 = l_mut_280_;
                                                            uint l_1027_ = (_e3692 << l_1004_);
                                                            uint _e3694 = l_mut_274_;
                                                            uint l_1028_ = (_e3694 << l_1004_);
                                                            uint l_1029_ = (32u - l_1004_);
                                                            uint _e3698 = l_mut_280_;
                                                            uint l_1030_ = (_e3698 >> l_1029_);
                                                            uint l_1031_ = (l_1028_ | l_1030_);
                                                            l_mut_1010_ = l_1027_;
                                                            l_mut_1005_ = l_1031_;
                                                        }
                                                    }
                                                    uint _e3701 = l_mut_651_;
                                                    uint _e3702 = l_mut_1010_;
                                                    uint l_1032_ = (_e3701 - _e3702);
                                                    uint _e3704 = l_mut_87_;
                                                    uint _e3705 = l_mut_1005_;
                                                    uint l_1033_ = (_e3704 - _e3705);
                                                    uint _e3707 = l_mut_651_;
                                                    uint _e3708 = l_mut_1010_;
                                                    bool l_1034_ = (_e3707 < _e3708);
                                                    uint l_1035_ = uint(l_1034_);
                                                    uint l_1036_ = (l_1033_ - l_1035_);
                                                    l_mut_651_ = l_1032_;
                                                    l_mut_87_ = l_1036_;
                                                    uint l_1037_ = (1u << l_1004_);
                                                    uint _e3714 = l_mut_72_;
                                                    l_mut_72_ = (_e3714 | l_1037_);
                                                }
                                            }
                                        }
                                        uint _e3719 = l_mut_72_;
                                        uint l_1038_ = min(_e3719, l_990_);
                                        l_mut_1010_ = l_1038_;
                                        uint _e3721 = l_mut_87_;
                                        uint _e3722 = l_mut_274_;
                                        bool l_1039_ = (_e3721 < _e3722);
                                        uint _e3724 = l_mut_87_;
                                        uint _e3725 = l_mut_274_;
                                        bool l_1040_ = (_e3724 == _e3725);
                                        uint _e3727 = l_mut_651_;
                                        uint _e3728 = l_mut_280_;
                                        bool l_1041_ = (_e3727 < _e3728);
                                        if (l_1040_) {
                                            local_56 = l_1041_;
                                        } else {
                                            local_56 = false;
                                        }
                                        bool l_1042_ = local_56;
                                        if (!(l_1039_)) {
                                            local_57 = l_1042_;
                                        } else {
                                            local_57 = true;
                                        }
                                        bool l_1043_ = local_57;
                                        bool l_1044_ = !(l_1043_);
                                        if (l_1044_) {
                                            l_mut_1010_ = l_990_;
                                        }
                                        uint _e3740 = l_mut_1010_;
                                        l_mut_719_ = _e3740;
                                    }
                                } else {
                                    uint _e3741 = l_mut_224_;
                                    l_mut_1010_ = _e3741;
                                    uint _e3742 = l_mut_218_;
                                    l_mut_1005_ = _e3742;
                                    while(true) {
                                        uint _e3743 = l_mut_274_;
                                        uint _e3744 = l_mut_1005_;
                                        bool l_1045_ = (_e3743 < _e3744);
                                        uint _e3746 = l_mut_274_;
                                        uint _e3747 = l_mut_1005_;
                                        bool l_1046_ = (_e3746 == _e3747);
                                        uint _e3749 = l_mut_280_;
                                        uint _e3750 = l_mut_1010_;
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
                                        uint _e3761 = l_mut_719_;
                                        uint _e3762 = l_mut_93_;
                                        uint l_1050_ = (_e3761 * _e3762);
                                        uint _e3764 = l_mut_99_;
                                        uint l_1051_ = (_e3764 + l_1050_);
                                        uint _e3766 = l_mut_93_;
                                        uint l_1052_ = (l_1051_ + _e3766);
                                        bool l_1053_ = (l_1052_ < l_67_);
                                        if (l_1049_) {
                                            local_60 = l_1053_;
                                        } else {
                                            local_60 = false;
                                        }
                                        bool l_1054_ = local_60;
                                        bool l_1055_ = !(l_1054_);
                                        if (l_1055_) {
                                            break;
                                        }
                                        uint _e3774 = l_mut_1010_;
                                        uint _e3775 = l_mut_280_;
                                        uint l_1056_ = (_e3774 - _e3775);
                                        uint _e3777 = l_mut_1005_;
                                        uint _e3778 = l_mut_274_;
                                        uint l_1057_ = (_e3777 - _e3778);
                                        uint _e3780 = l_mut_1010_;
                                        uint _e3781 = l_mut_280_;
                                        bool l_1058_ = (_e3780 < _e3781);
                                        uint l_1059_ = uint(l_1058_);
                                        uint l_1060_ = (l_1057_ - l_1059_);
                                        l_mut_1010_ = l_1056_;
                                        l_mut_1005_ = l_1060_;
                                        uint _e3785 = l_mut_719_;
                                        l_mut_719_ = (_e3785 + 1u);
                                    }
                                }
                            }
                            uint _e3788 = l_mut_719_;
                            uint _e3789 = l_mut_93_;
                            uint l_1061_ = (_e3788 * _e3789);
                            uint _e3791 = l_mut_99_;
                            uint l_1062_ = (_e3791 + l_1061_);
                            uint _e3793 = l_mut_93_;
                            uint l_1063_ = (l_1062_ + _e3793);
                            bool l_1064_ = (l_1063_ >= l_67_);
                            if (l_1064_) {
                                l_mut_657_ = 1u;
                            } else {
                                uint _e3797 = l_mut_280_;
                                uint _e3798 = l_mut_719_;
                                uint l_1065_ = (_e3797 * _e3798);
                                uint _e3800 = l_mut_280_;
                                uint l_2248_ = (_e3800 & 65535u);
                                uint _e3803 = l_mut_280_;
                                uint l_2249_ = (_e3803 >> 16u);
                                uint l_2250_ = (l_2249_ & 65535u);
                                uint _e3808 = l_mut_719_;
                                uint l_2251_ = (_e3808 & 65535u);
                                uint _e3811 = l_mut_719_;
                                uint l_2252_ = (_e3811 >> 16u);
                                uint l_2253_ = (l_2252_ & 65535u);
                                uint l_2254_ = (l_2248_ * l_2251_);
                                uint l_2255_ = (l_2250_ * l_2251_);
                                uint l_2256_ = (l_2248_ * l_2253_);
                                uint l_2257_ = (l_2250_ * l_2253_);
                                uint l_2258_ = (l_2254_ >> 16u);
                                uint l_2259_ = (l_2258_ & 65535u);
                                uint l_2260_ = (l_2255_ & 65535u);
                                uint l_2261_ = (l_2259_ + l_2260_);
                                uint l_2262_ = (l_2256_ & 65535u);
                                uint l_2263_ = (l_2261_ + l_2262_);
                                uint l_2264_ = (l_2255_ >> 16u);
                                uint l_2265_ = (l_2264_ & 65535u);
                                uint l_2266_ = (l_2257_ + l_2265_);
                                uint l_2267_ = (l_2256_ >> 16u);
                                uint l_2268_ = (l_2267_ & 65535u);
                                uint l_2269_ = (l_2266_ + l_2268_);
                                uint l_2270_ = (l_2263_ >> 16u);
                                uint l_2271_ = (l_2270_ & 65535u);
                                uint l_1066_ = (l_2269_ + l_2271_);
                                uint _e3845 = l_mut_274_;
                                uint _e3846 = l_mut_719_;
                                uint l_1067_ = (_e3845 * _e3846);
                                uint l_1068_ = (l_1066_ + l_1067_);
                                uint _e3849 = l_mut_224_;
                                uint l_1069_ = (_e3849 - l_1065_);
                                uint _e3851 = l_mut_218_;
                                uint l_1070_ = (_e3851 - l_1068_);
                                uint _e3853 = l_mut_224_;
                                bool l_1071_ = (_e3853 < l_1065_);
                                uint l_1072_ = uint(l_1071_);
                                uint l_1073_ = (l_1070_ - l_1072_);
                                l_mut_710_ = l_1069_;
                                l_mut_709_ = l_1073_;
                                uint _e3857 = l_mut_719_;
                                uint _e3858 = l_mut_93_;
                                uint l_1074_ = (_e3857 * _e3858);
                                uint _e3860 = l_mut_99_;
                                uint l_1075_ = (_e3860 + l_1074_);
                                l_mut_708_ = l_1075_;
                                uint _e3862 = l_mut_280_;
                                uint _e3863 = l_mut_710_;
                                uint l_1076_ = (_e3862 - _e3863);
                                uint _e3865 = l_mut_274_;
                                uint _e3866 = l_mut_709_;
                                uint l_1077_ = (_e3865 - _e3866);
                                uint _e3868 = l_mut_280_;
                                uint _e3869 = l_mut_710_;
                                bool l_1078_ = (_e3868 < _e3869);
                                uint l_1079_ = uint(l_1078_);
                                uint l_1080_ = (l_1077_ - l_1079_);
                                l_mut_714_ = l_1076_;
                                l_mut_713_ = l_1080_;
                                uint _e3873 = l_mut_93_;
                                uint _e3874 = l_mut_708_;
                                uint l_1081_ = (_e3873 + _e3874);
                                l_mut_697_ = l_1081_;
                            }
                        }
                    }
                    uint _e3876 = l_mut_714_;
                    l_mut_280_ = _e3876;
                    uint _e3877 = l_mut_713_;
                    l_mut_274_ = _e3877;
                    uint _e3878 = l_mut_710_;
                    l_mut_224_ = _e3878;
                    uint _e3879 = l_mut_709_;
                    l_mut_218_ = _e3879;
                    uint _e3880 = l_mut_708_;
                    l_mut_99_ = _e3880;
                    uint _e3881 = l_mut_697_;
                    l_mut_93_ = _e3881;
                    uint _e3882 = l_mut_690_;
                    l_mut_156_ = _e3882;
                    uint _e3883 = l_mut_663_;
                    l_mut_150_ = _e3883;
                    uint _e3884 = l_mut_657_;
                    bool l_1082_ = (_e3884 == 1u);
                    l_mut_619_ = l_1082_;
                    uint _e3887 = l_mut_657_;
                    bool l_1083_ = (_e3887 == 0u);
                    l_mut_626_ = l_1083_;
                } else {
                    uint _e3890 = l_mut_224_;
                    uint _e3891 = l_mut_156_;
                    uint l_1084_ = (_e3890 - _e3891);
                    uint _e3893 = l_mut_218_;
                    uint _e3894 = l_mut_150_;
                    uint l_1085_ = (_e3893 - _e3894);
                    uint _e3896 = l_mut_224_;
                    uint _e3897 = l_mut_156_;
                    bool l_1086_ = (_e3896 < _e3897);
                    uint l_1087_ = uint(l_1086_);
                    uint l_1088_ = (l_1085_ - l_1087_);
                    l_mut_1010_ = l_1084_;
                    l_mut_1005_ = l_1088_;
                    uint _e3901 = l_mut_156_;
                    uint l_1089_ = (_e3901 - l_609_);
                    uint _e3903 = l_mut_150_;
                    uint l_1090_ = (_e3903 - l_613_);
                    uint _e3905 = l_mut_156_;
                    bool l_1091_ = (_e3905 < l_609_);
                    uint l_1092_ = uint(l_1091_);
                    uint l_1093_ = (l_1090_ - l_1092_);
                    l_mut_1010_ = l_1089_;
                    l_mut_1005_ = l_1093_;
                    uint _e3909 = l_mut_224_;
                    l_mut_719_ = _e3909;
                    uint _e3910 = l_mut_218_;
                    l_mut_714_ = _e3910;
                    uint _e3911 = l_mut_1005_;
                    uint _e3912 = l_mut_218_;
                    bool l_1094_ = (_e3911 < _e3912);
                    uint _e3914 = l_mut_1005_;
                    uint _e3915 = l_mut_218_;
                    bool l_1095_ = (_e3914 == _e3915);
                    uint _e3917 = l_mut_1010_;
                    uint _e3918 = l_mut_224_;
                    bool l_1096_ = (_e3917 < _e3918);
                    if (l_1095_) {
                        local_61 = l_1096_;
                    } else {
                        local_61 = false;
                    }
                    bool l_1097_ = local_61;
                    if (!(l_1094_)) {
                        local_62 = l_1097_;
                    } else {
                        local_62 = true;
                    }
                    bool l_1098_ = local_62;
                    if (l_1098_) {
                        uint _e3929 = l_mut_1010_;
                        l_mut_719_ = _e3929;
                        uint _e3930 = l_mut_1005_;
                        l_mut_714_ = _e3930;
                    }
                    l_mut_914_ = false;
                    l_mut_1010_ = 0u;
                    uint _e3933 = l_mut_280_;
                    uint _e3934 = l_mut_274_;
                    uint l_1099_ = (_e3933 | _e3934);
                    bool l_1100_ = (l_1099_ == 0u);
                    bool l_1101_ = !(l_1100_);
                    bool _e3939 = l_mut_914_;
                    if (_e3939) {
                        local_63 = l_1101_;
                    } else {
                        local_63 = false;
                    }
                    bool l_1102_ = local_63;
                    uint _e3944 = l_mut_274_;
                    uint _e3945 = l_mut_714_;
                    bool l_1103_ = (_e3944 < _e3945);
                    uint _e3947 = l_mut_274_;
                    uint _e3948 = l_mut_714_;
                    bool l_1104_ = (_e3947 == _e3948);
                    uint _e3950 = l_mut_280_;
                    uint _e3951 = l_mut_719_;
                    bool l_1105_ = (_e3950 < _e3951);
                    if (l_1104_) {
                        local_64 = l_1105_;
                    } else {
                        local_64 = false;
                    }
                    bool l_1106_ = local_64;
                    if (!(l_1103_)) {
                        local_65 = l_1106_;
                    } else {
                        local_65 = true;
                    }
                    bool l_1107_ = local_65;
                    if (l_1102_) {
                        local_66 = l_1107_;
                    } else {
                        local_66 = false;
                    }
                    bool l_1108_ = local_66;
                    uint _e3966 = l_mut_93_;
                    uint _e3967 = l_mut_99_;
                    uint l_1109_ = (_e3966 + _e3967);
                    bool l_1110_ = (l_1109_ < l_67_);
                    if (l_1108_) {
                        local_67 = l_1110_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1111_ = local_67;
                    if (l_1111_) {
                        uint _e3974 = l_mut_93_;
                        uint l_1112_ = (l_67_ - _e3974);
                        uint _e3976 = l_mut_99_;
                        uint l_1113_ = (l_1112_ - _e3976);
                        uint _e3978 = l_mut_93_;
                        uint l_1114_ = (l_1113_ / _e3978);
                        uint _e3980 = l_mut_719_;
                        uint l_1115_ = (_e3980 - 1u);
                        uint _e3983 = l_mut_714_;
                        uint l_1116_ = (_e3983 - 0u);
                        uint _e3986 = l_mut_719_;
                        bool l_1117_ = (_e3986 < 1u);
                        uint l_1118_ = uint(l_1117_);
                        uint l_1119_ = (l_1116_ - l_1118_);
                        l_mut_1005_ = l_1115_;
                        l_mut_719_ = l_1119_;
                        l_mut_714_ = 0u;
                        l_mut_1120_ = 0u;
                        bool loop_init_4 = true;
                        while(true) {
                            if (!loop_init_4) {
                                uint _e4079 = l_mut_1120_;
                                l_mut_1120_ = (_e4079 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e3994 = l_mut_1120_;
                            if ((_e3994 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e3998 = l_mut_1120_;
                                uint l_1121_ = (19u - _e3998);
                                uint _e4000 = l_mut_1005_;
                                l_mut_713_ = _e4000;
                                uint _e4001 = l_mut_719_;
                                l_mut_710_ = _e4001;
                                bool l_1122_ = (l_1121_ >= 32u);
                                if (l_1122_) {
                                    uint l_1123_ = (l_1121_ & 31u);
                                    uint _e4006 = l_mut_719_;
                                    uint l_1124_ = (_e4006 >> l_1123_);
                                    l_mut_713_ = l_1124_;
                                    l_mut_710_ = 0u;
                                } else {
                                    bool l_1125_ = (l_1121_ > 0u);
                                    if (l_1125_) {
                                        uint _e4011 = l_mut_1005_;
                                        l_mut_709_ = _e4011;
                                        bool l_1126_ = (l_1121_ > 0u);
                                        if (l_1126_) {
                                            uint _e4014 = l_mut_1005_;
                                            uint l_1127_ = (_e4014 >> l_1121_);
                                            uint l_1128_ = (32u - l_1121_);
                                            uint _e4018 = l_mut_719_;
                                            uint l_1129_ = (_e4018 << l_1128_);
                                            uint l_1130_ = (l_1127_ | l_1129_);
                                            l_mut_709_ = l_1130_;
                                        }
                                        uint _e4021 = l_mut_719_;
                                        uint l_1131_ = (_e4021 >> l_1121_);
                                        uint _e4023 = l_mut_709_;
                                        l_mut_713_ = _e4023;
                                        l_mut_710_ = l_1131_;
                                    }
                                }
                                uint _e4024 = l_mut_710_;
                                uint _e4025 = l_mut_274_;
                                bool l_1132_ = (_e4024 < _e4025);
                                uint _e4027 = l_mut_710_;
                                uint _e4028 = l_mut_274_;
                                bool l_1133_ = (_e4027 == _e4028);
                                uint _e4030 = l_mut_713_;
                                uint _e4031 = l_mut_280_;
                                bool l_1134_ = (_e4030 < _e4031);
                                if (l_1133_) {
                                    local_68 = l_1134_;
                                } else {
                                    local_68 = false;
                                }
                                bool l_1135_ = local_68;
                                if (!(l_1132_)) {
                                    local_69 = l_1135_;
                                } else {
                                    local_69 = true;
                                }
                                bool l_1136_ = local_69;
                                bool l_1137_ = !(l_1136_);
                                if (l_1137_) {
                                    uint _e4043 = l_mut_280_;
                                    l_mut_713_ = _e4043;
                                    uint _e4044 = l_mut_274_;
                                    l_mut_710_ = _e4044;
                                    bool l_1138_ = (l_1121_ >= 32u);
                                    if (l_1138_) {
                                        uint l_1139_ = (l_1121_ & 31u);
                                        uint _e4049 = l_mut_280_;
                                        uint l_1140_ = (_e4049 << l_1139_);
                                        l_mut_713_ = 0u;
                                        l_mut_710_ = l_1140_;
                                    } else {
                                        bool l_1141_ = (l_1121_ > 0u);
                                        if (l_1141_) {
                                            uint _e4054 = l_mut_280_;
                                            uint l_1142_ = (_e4054 << l_1121_);
                                            uint _e4056 = l_mut_274_;
                                            uint l_1143_ = (_e4056 << l_1121_);
                                            uint l_1144_ = (32u - l_1121_);
                                            uint _e4060 = l_mut_280_;
                                            uint l_1145_ = (_e4060 >> l_1144_);
                                            uint l_1146_ = (l_1143_ | l_1145_);
                                            l_mut_713_ = l_1142_;
                                            l_mut_710_ = l_1146_;
                                        }
                                    }
                                    uint _e4063 = l_mut_1005_;
                                    uint _e4064 = l_mut_713_;
                                    uint l_1147_ = (_e4063 - _e4064);
                                    uint _e4066 = l_mut_719_;
                                    uint _e4067 = l_mut_710_;
                                    uint l_1148_ = (_e4066 - _e4067);
                                    uint _e4069 = l_mut_1005_;
                                    uint _e4070 = l_mut_713_;
                                    bool l_1149_ = (_e4069 < _e4070);
                                    uint l_1150_ = uint(l_1149_);
                                    uint l_1151_ = (l_1148_ - l_1150_);
                                    l_mut_1005_ = l_1147_;
                                    l_mut_719_ = l_1151_;
                                    uint l_1152_ = (1u << l_1121_);
                                    uint _e4076 = l_mut_714_;
                                    l_mut_714_ = (_e4076 | l_1152_);
                                }
                            }
                        }
                        uint _e4081 = l_mut_714_;
                        uint l_1153_ = min(_e4081, l_1114_);
                        l_mut_714_ = l_1153_;
                        uint _e4083 = l_mut_719_;
                        uint _e4084 = l_mut_274_;
                        bool l_1154_ = (_e4083 < _e4084);
                        uint _e4086 = l_mut_719_;
                        uint _e4087 = l_mut_274_;
                        bool l_1155_ = (_e4086 == _e4087);
                        uint _e4089 = l_mut_1005_;
                        uint _e4090 = l_mut_280_;
                        bool l_1156_ = (_e4089 < _e4090);
                        if (l_1155_) {
                            local_70 = l_1156_;
                        } else {
                            local_70 = false;
                        }
                        bool l_1157_ = local_70;
                        if (!(l_1154_)) {
                            local_71 = l_1157_;
                        } else {
                            local_71 = true;
                        }
                        bool l_1158_ = local_71;
                        bool l_1159_ = !(l_1158_);
                        if (l_1159_) {
                            l_mut_714_ = l_1114_;
                        }
                        uint _e4102 = l_mut_714_;
                        l_mut_1010_ = _e4102;
                    }
                    uint _e4103 = l_mut_224_;
                    l_mut_1005_ = _e4103;
                    uint _e4104 = l_mut_218_;
                    l_mut_719_ = _e4104;
                    uint _e4105 = l_mut_280_;
                    l_mut_714_ = _e4105;
                    uint _e4106 = l_mut_274_;
                    l_mut_713_ = _e4106;
                    uint _e4107 = l_mut_93_;
                    l_mut_710_ = _e4107;
                    uint _e4108 = l_mut_99_;
                    l_mut_709_ = _e4108;
                    uint _e4109 = l_mut_156_;
                    l_mut_708_ = _e4109;
                    uint _e4110 = l_mut_150_;
                    l_mut_697_ = _e4110;
                    l_mut_690_ = 0u;
                    uint _e4112 = l_mut_1010_;
                    bool l_1160_ = (_e4112 > 0u);
                    if (l_1160_) {
                        uint _e4115 = l_mut_280_;
                        uint _e4116 = l_mut_1010_;
                        uint l_1161_ = (_e4115 * _e4116);
                        uint _e4118 = l_mut_280_;
                        uint l_2273_ = (_e4118 & 65535u);
                        uint _e4121 = l_mut_280_;
                        uint l_2274_ = (_e4121 >> 16u);
                        uint l_2275_ = (l_2274_ & 65535u);
                        uint _e4126 = l_mut_1010_;
                        uint l_2276_ = (_e4126 & 65535u);
                        uint _e4129 = l_mut_1010_;
                        uint l_2277_ = (_e4129 >> 16u);
                        uint l_2278_ = (l_2277_ & 65535u);
                        uint l_2279_ = (l_2273_ * l_2276_);
                        uint l_2280_ = (l_2275_ * l_2276_);
                        uint l_2281_ = (l_2273_ * l_2278_);
                        uint l_2282_ = (l_2275_ * l_2278_);
                        uint l_2283_ = (l_2279_ >> 16u);
                        uint l_2284_ = (l_2283_ & 65535u);
                        uint l_2285_ = (l_2280_ & 65535u);
                        uint l_2286_ = (l_2284_ + l_2285_);
                        uint l_2287_ = (l_2281_ & 65535u);
                        uint l_2288_ = (l_2286_ + l_2287_);
                        uint l_2289_ = (l_2280_ >> 16u);
                        uint l_2290_ = (l_2289_ & 65535u);
                        uint l_2291_ = (l_2282_ + l_2290_);
                        uint l_2292_ = (l_2281_ >> 16u);
                        uint l_2293_ = (l_2292_ & 65535u);
                        uint l_2294_ = (l_2291_ + l_2293_);
                        uint l_2295_ = (l_2288_ >> 16u);
                        uint l_2296_ = (l_2295_ & 65535u);
                        uint l_1162_ = (l_2294_ + l_2296_);
                        uint _e4163 = l_mut_274_;
                        uint _e4164 = l_mut_1010_;
                        uint l_1163_ = (_e4163 * _e4164);
                        uint l_1164_ = (l_1162_ + l_1163_);
                        uint _e4167 = l_mut_156_;
                        uint l_1165_ = (_e4167 - l_1161_);
                        uint _e4169 = l_mut_150_;
                        uint l_1166_ = (_e4169 - l_1164_);
                        uint _e4171 = l_mut_156_;
                        bool l_1167_ = (_e4171 < l_1161_);
                        uint l_1168_ = uint(l_1167_);
                        uint l_1169_ = (l_1166_ - l_1168_);
                        l_mut_708_ = l_1165_;
                        l_mut_697_ = l_1169_;
                        uint _e4175 = l_mut_224_;
                        uint l_1170_ = (_e4175 - l_1161_);
                        uint _e4177 = l_mut_218_;
                        uint l_1171_ = (_e4177 - l_1164_);
                        uint _e4179 = l_mut_224_;
                        bool l_1172_ = (_e4179 < l_1161_);
                        uint l_1173_ = uint(l_1172_);
                        uint l_1174_ = (l_1171_ - l_1173_);
                        l_mut_1005_ = l_1170_;
                        l_mut_719_ = l_1174_;
                        uint _e4183 = l_mut_1010_;
                        uint _e4184 = l_mut_93_;
                        uint l_1175_ = (_e4183 * _e4184);
                        uint _e4186 = l_mut_99_;
                        uint l_1176_ = (_e4186 + l_1175_);
                        l_mut_709_ = l_1176_;
                    } else {
                        uint _e4188 = l_mut_156_;
                        uint _e4189 = l_mut_280_;
                        uint l_1177_ = (_e4188 - _e4189);
                        uint _e4191 = l_mut_150_;
                        uint _e4192 = l_mut_274_;
                        uint l_1178_ = (_e4191 - _e4192);
                        uint _e4194 = l_mut_156_;
                        uint _e4195 = l_mut_280_;
                        bool l_1179_ = (_e4194 < _e4195);
                        uint l_1180_ = uint(l_1179_);
                        uint l_1181_ = (l_1178_ - l_1180_);
                        l_mut_708_ = l_1177_;
                        l_mut_697_ = l_1181_;
                        uint _e4199 = l_mut_697_;
                        bool l_1182_ = (_e4199 < l_613_);
                        uint _e4201 = l_mut_697_;
                        bool l_1183_ = (_e4201 == l_613_);
                        uint _e4203 = l_mut_708_;
                        bool l_1184_ = (_e4203 < l_609_);
                        if (l_1183_) {
                            local_72 = l_1184_;
                        } else {
                            local_72 = false;
                        }
                        bool l_1185_ = local_72;
                        if (!(l_1182_)) {
                            local_73 = l_1185_;
                        } else {
                            local_73 = true;
                        }
                        bool l_1186_ = local_73;
                        if (l_1186_) {
                            l_mut_690_ = 2u;
                        }
                        uint _e4215 = l_mut_690_;
                        bool l_1187_ = (_e4215 == 0u);
                        if (l_1187_) {
                            uint _e4218 = l_mut_93_;
                            uint l_1188_ = (l_67_ - _e4218);
                            uint _e4220 = l_mut_99_;
                            uint l_1189_ = (l_1188_ / _e4220);
                            l_mut_1010_ = 0u;
                            l_mut_914_ = false;
                            uint _e4224 = l_mut_224_;
                            uint _e4225 = l_mut_218_;
                            uint l_1190_ = (_e4224 | _e4225);
                            bool l_1191_ = (l_1190_ == 0u);
                            if (l_1191_) {
                                l_mut_1010_ = l_1189_;
                            } else {
                                bool _e4229 = l_mut_914_;
                                if (_e4229) {
                                    uint _e4230 = l_mut_218_;
                                    uint _e4231 = l_mut_274_;
                                    bool l_1192_ = (_e4230 < _e4231);
                                    uint _e4233 = l_mut_218_;
                                    uint _e4234 = l_mut_274_;
                                    bool l_1193_ = (_e4233 == _e4234);
                                    uint _e4236 = l_mut_224_;
                                    uint _e4237 = l_mut_280_;
                                    bool l_1194_ = (_e4236 < _e4237);
                                    if (l_1193_) {
                                        local_74 = l_1194_;
                                    } else {
                                        local_74 = false;
                                    }
                                    bool l_1195_ = local_74;
                                    if (!(l_1192_)) {
                                        local_75 = l_1195_;
                                    } else {
                                        local_75 = true;
                                    }
                                    bool l_1196_ = local_75;
                                    if (l_1196_) {
                                        uint _e4248 = l_mut_280_;
                                        uint l_1197_ = (_e4248 - 1u);
                                        uint _e4251 = l_mut_274_;
                                        uint l_1198_ = (_e4251 - 0u);
                                        uint _e4254 = l_mut_280_;
                                        bool l_1199_ = (_e4254 < 1u);
                                        uint l_1200_ = uint(l_1199_);
                                        uint l_1201_ = (l_1198_ - l_1200_);
                                        l_mut_663_ = l_1197_;
                                        l_mut_657_ = l_1201_;
                                        l_mut_651_ = 0u;
                                        l_mut_1202_ = 0u;
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (!loop_init_5) {
                                                uint _e4347 = l_mut_1202_;
                                                l_mut_1202_ = (_e4347 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e4262 = l_mut_1202_;
                                            if ((_e4262 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4266 = l_mut_1202_;
                                                uint l_1203_ = (19u - _e4266);
                                                uint _e4268 = l_mut_663_;
                                                l_mut_87_ = _e4268;
                                                uint _e4269 = l_mut_657_;
                                                l_mut_72_ = _e4269;
                                                bool l_1204_ = (l_1203_ >= 32u);
                                                if (l_1204_) {
                                                    uint l_1205_ = (l_1203_ & 31u);
                                                    uint _e4274 = l_mut_657_;
                                                    uint l_1206_ = (_e4274 >> l_1205_);
                                                    l_mut_87_ = l_1206_;
                                                    l_mut_72_ = 0u;
                                                } else {
                                                    bool l_1207_ = (l_1203_ > 0u);
                                                    if (l_1207_) {
                                                        uint _e4279 = l_mut_663_;
                                                        l_mut_35_ = _e4279;
                                                        bool l_1208_ = (l_1203_ > 0u);
                                                        if (l_1208_) {
                                                            uint _e4282 = l_mut_663_;
                                                            uint l_1209_ = (_e4282 >> l_1203_);
                                                            uint l_1210_ = (32u - l_1203_);
                                                            uint _e4286 = l_mut_657_;
                                                            uint l_1211_ = (_e4286 << l_1210_);
                                                            uint l_1212_ = (l_1209_ | l_1211_);
                                                            l_mut_35_ = l_1212_;
                                                        }
                                                        uint _e4289 = l_mut_657_;
                                                        uint l_1213_ = (_e4289 >> l_1203_);
                                                        uint _e4291 = l_mut_35_;
                                                        l_mut_87_ = _e4291;
                                                        l_mut_72_ = l_1213_;
                                                    }
                                                }
                                                uint _e4292 = l_mut_72_;
                                                uint _e4293 = l_mut_218_;
                                                bool l_1214_ = (_e4292 < _e4293);
                                                uint _e4295 = l_mut_72_;
                                                uint _e4296 = l_mut_218_;
                                                bool l_1215_ = (_e4295 == _e4296);
                                                uint _e4298 = l_mut_87_;
                                                uint _e4299 = l_mut_224_;
                                                bool l_1216_ = (_e4298 < _e4299);
                                                if (l_1215_) {
                                                    local_76 = l_1216_;
                                                } else {
                                                    local_76 = false;
                                                }
                                                bool l_1217_ = local_76;
                                                if (!(l_1214_)) {
                                                    local_77 = l_1217_;
                                                } else {
                                                    local_77 = true;
                                                }
                                                bool l_1218_ = local_77;
                                                bool l_1219_ = !(l_1218_);
                                                if (l_1219_) {
                                                    uint _e4311 = l_mut_224_;
                                                    l_mut_87_ = _e4311;
                                                    uint _e4312 = l_mut_218_;
                                                    l_mut_72_ = _e4312;
                                                    bool l_1220_ = (l_1203_ >= 32u);
                                                    if (l_1220_) {
                                                        uint l_1221_ = (l_1203_ & 31u);
                                                        uint _e4317 = l_mut_224_;
                                                        uint l_1222_ = (_e4317 << l_1221_);
                                                        l_mut_87_ = 0u;
                                                        l_mut_72_ = l_1222_;
                                                    } else {
                                                        bool l_1223_ = (l_1203_ > 0u);
                                                        if (l_1223_) {
                                                            uint _e4322 = l_mut_224_;
                                                            uint l_1224_ = (_e4322 << l_1203_);
                                                            uint _e4324 = l_mut_218_;
                                                            uint l_1225_ = (_e4324 << l_1203_);
                                                            uint l_1226_ = (32u - l_1203_);
                                                            uint _e4328 = l_mut_224_;
                                                            uint l_1227_ = (_e4328 >> l_1226_);
                                                            uint l_1228_ = (l_1225_ | l_1227_);
                                                            l_mut_87_ = l_1224_;
                                                            l_mut_72_ = l_1228_;
                                                        }
                                                    }
                                                    uint _e4331 = l_mut_663_;
                                                    uint _e4332 = l_mut_87_;
                                                    uint l_1229_ = (_e4331 - _e4332);
                                                    uint _e4334 = l_mut_657_;
                                                    uint _e4335 = l_mut_72_;
                                                    uint l_1230_ = (_e4334 - _e4335);
                                                    uint _e4337 = l_mut_663_;
                                                    uint _e4338 = l_mut_87_;
                                                    bool l_1231_ = (_e4337 < _e4338);
                                                    uint l_1232_ = uint(l_1231_);
                                                    uint l_1233_ = (l_1230_ - l_1232_);
                                                    l_mut_663_ = l_1229_;
                                                    l_mut_657_ = l_1233_;
                                                    uint l_1234_ = (1u << l_1203_);
                                                    uint _e4344 = l_mut_651_;
                                                    l_mut_651_ = (_e4344 | l_1234_);
                                                }
                                            }
                                        }
                                        uint _e4349 = l_mut_651_;
                                        uint l_1235_ = min(_e4349, l_1189_);
                                        l_mut_651_ = l_1235_;
                                        uint _e4351 = l_mut_657_;
                                        uint _e4352 = l_mut_218_;
                                        bool l_1236_ = (_e4351 < _e4352);
                                        uint _e4354 = l_mut_657_;
                                        uint _e4355 = l_mut_218_;
                                        bool l_1237_ = (_e4354 == _e4355);
                                        uint _e4357 = l_mut_663_;
                                        uint _e4358 = l_mut_224_;
                                        bool l_1238_ = (_e4357 < _e4358);
                                        if (l_1237_) {
                                            local_78 = l_1238_;
                                        } else {
                                            local_78 = false;
                                        }
                                        bool l_1239_ = local_78;
                                        if (!(l_1236_)) {
                                            local_79 = l_1239_;
                                        } else {
                                            local_79 = true;
                                        }
                                        bool l_1240_ = local_79;
                                        bool l_1241_ = !(l_1240_);
                                        if (l_1241_) {
                                            l_mut_651_ = l_1189_;
                                        }
                                        uint _e4370 = l_mut_651_;
                                        l_mut_1010_ = _e4370;
                                    }
                                } else {
                                    uint _e4371 = l_mut_280_;
                                    l_mut_663_ = _e4371;
                                    uint _e4372 = l_mut_274_;
                                    l_mut_657_ = _e4372;
                                    while(true) {
                                        uint _e4373 = l_mut_218_;
                                        uint _e4374 = l_mut_657_;
                                        bool l_1242_ = (_e4373 < _e4374);
                                        uint _e4376 = l_mut_218_;
                                        uint _e4377 = l_mut_657_;
                                        bool l_1243_ = (_e4376 == _e4377);
                                        uint _e4379 = l_mut_224_;
                                        uint _e4380 = l_mut_663_;
                                        bool l_1244_ = (_e4379 < _e4380);
                                        if (l_1243_) {
                                            local_80 = l_1244_;
                                        } else {
                                            local_80 = false;
                                        }
                                        bool l_1245_ = local_80;
                                        if (!(l_1242_)) {
                                            local_81 = l_1245_;
                                        } else {
                                            local_81 = true;
                                        }
                                        bool l_1246_ = local_81;
                                        uint _e4391 = l_mut_1010_;
                                        uint _e4392 = l_mut_99_;
                                        uint l_1247_ = (_e4391 * _e4392);
                                        uint _e4394 = l_mut_93_;
                                        uint l_1248_ = (_e4394 + l_1247_);
                                        uint _e4396 = l_mut_99_;
                                        uint l_1249_ = (l_1248_ + _e4396);
                                        bool l_1250_ = (l_1249_ < l_67_);
                                        if (l_1246_) {
                                            local_82 = l_1250_;
                                        } else {
                                            local_82 = false;
                                        }
                                        bool l_1251_ = local_82;
                                        bool l_1252_ = !(l_1251_);
                                        if (l_1252_) {
                                            break;
                                        }
                                        uint _e4404 = l_mut_663_;
                                        uint _e4405 = l_mut_224_;
                                        uint l_1253_ = (_e4404 - _e4405);
                                        uint _e4407 = l_mut_657_;
                                        uint _e4408 = l_mut_218_;
                                        uint l_1254_ = (_e4407 - _e4408);
                                        uint _e4410 = l_mut_663_;
                                        uint _e4411 = l_mut_224_;
                                        bool l_1255_ = (_e4410 < _e4411);
                                        uint l_1256_ = uint(l_1255_);
                                        uint l_1257_ = (l_1254_ - l_1256_);
                                        l_mut_663_ = l_1253_;
                                        l_mut_657_ = l_1257_;
                                        uint _e4415 = l_mut_1010_;
                                        l_mut_1010_ = (_e4415 + 1u);
                                    }
                                }
                            }
                            uint _e4418 = l_mut_1010_;
                            uint _e4419 = l_mut_99_;
                            uint l_1258_ = (_e4418 * _e4419);
                            uint _e4421 = l_mut_93_;
                            uint l_1259_ = (_e4421 + l_1258_);
                            uint _e4423 = l_mut_99_;
                            uint l_1260_ = (l_1259_ + _e4423);
                            bool l_1261_ = (l_1260_ >= l_67_);
                            if (l_1261_) {
                                l_mut_690_ = 1u;
                            } else {
                                uint _e4427 = l_mut_224_;
                                uint _e4428 = l_mut_1010_;
                                uint l_1262_ = (_e4427 * _e4428);
                                uint _e4430 = l_mut_224_;
                                uint l_2298_ = (_e4430 & 65535u);
                                uint _e4433 = l_mut_224_;
                                uint l_2299_ = (_e4433 >> 16u);
                                uint l_2300_ = (l_2299_ & 65535u);
                                uint _e4438 = l_mut_1010_;
                                uint l_2301_ = (_e4438 & 65535u);
                                uint _e4441 = l_mut_1010_;
                                uint l_2302_ = (_e4441 >> 16u);
                                uint l_2303_ = (l_2302_ & 65535u);
                                uint l_2304_ = (l_2298_ * l_2301_);
                                uint l_2305_ = (l_2300_ * l_2301_);
                                uint l_2306_ = (l_2298_ * l_2303_);
                                uint l_2307_ = (l_2300_ * l_2303_);
                                uint l_2308_ = (l_2304_ >> 16u);
                                uint l_2309_ = (l_2308_ & 65535u);
                                uint l_2310_ = (l_2305_ & 65535u);
                                uint l_2311_ = (l_2309_ + l_2310_);
                                uint l_2312_ = (l_2306_ & 65535u);
                                uint l_2313_ = (l_2311_ + l_2312_);
                                uint l_2314_ = (l_2305_ >> 16u);
                                uint l_2315_ = (l_2314_ & 65535u);
                                uint l_2316_ = (l_2307_ + l_2315_);
                                uint l_2317_ = (l_2306_ >> 16u);
                                uint l_2318_ = (l_2317_ & 65535u);
                                uint l_2319_ = (l_2316_ + l_2318_);
                                uint l_2320_ = (l_2313_ >> 16u);
                                uint l_2321_ = (l_2320_ & 65535u);
                                uint l_1263_ = (l_2319_ + l_2321_);
                                uint _e4475 = l_mut_218_;
                                uint _e4476 = l_mut_1010_;
                                uint l_1264_ = (_e4475 * _e4476);
                                uint l_1265_ = (l_1263_ + l_1264_);
                                uint _e4479 = l_mut_280_;
                                uint l_1266_ = (_e4479 - l_1262_);
                                uint _e4481 = l_mut_274_;
                                uint l_1267_ = (_e4481 - l_1265_);
                                uint _e4483 = l_mut_280_;
                                bool l_1268_ = (_e4483 < l_1262_);
                                uint l_1269_ = uint(l_1268_);
                                uint l_1270_ = (l_1267_ - l_1269_);
                                l_mut_714_ = l_1266_;
                                l_mut_713_ = l_1270_;
                                uint _e4487 = l_mut_1010_;
                                uint _e4488 = l_mut_99_;
                                uint l_1271_ = (_e4487 * _e4488);
                                uint _e4490 = l_mut_93_;
                                uint l_1272_ = (_e4490 + l_1271_);
                                l_mut_710_ = l_1272_;
                                uint _e4492 = l_mut_224_;
                                uint _e4493 = l_mut_714_;
                                uint l_1273_ = (_e4492 - _e4493);
                                uint _e4495 = l_mut_218_;
                                uint _e4496 = l_mut_713_;
                                uint l_1274_ = (_e4495 - _e4496);
                                uint _e4498 = l_mut_224_;
                                uint _e4499 = l_mut_714_;
                                bool l_1275_ = (_e4498 < _e4499);
                                uint l_1276_ = uint(l_1275_);
                                uint l_1277_ = (l_1274_ - l_1276_);
                                l_mut_1005_ = l_1273_;
                                l_mut_719_ = l_1277_;
                                uint _e4503 = l_mut_99_;
                                uint _e4504 = l_mut_710_;
                                uint l_1278_ = (_e4503 + _e4504);
                                l_mut_709_ = l_1278_;
                            }
                        }
                    }
                    uint _e4506 = l_mut_714_;
                    l_mut_280_ = _e4506;
                    uint _e4507 = l_mut_713_;
                    l_mut_274_ = _e4507;
                    uint _e4508 = l_mut_1005_;
                    l_mut_224_ = _e4508;
                    uint _e4509 = l_mut_719_;
                    l_mut_218_ = _e4509;
                    uint _e4510 = l_mut_709_;
                    l_mut_99_ = _e4510;
                    uint _e4511 = l_mut_710_;
                    l_mut_93_ = _e4511;
                    uint _e4512 = l_mut_708_;
                    l_mut_156_ = _e4512;
                    uint _e4513 = l_mut_697_;
                    l_mut_150_ = _e4513;
                    uint _e4514 = l_mut_690_;
                    bool l_1279_ = (_e4514 == 1u);
                    l_mut_619_ = l_1279_;
                    uint _e4517 = l_mut_690_;
                    bool l_1280_ = (_e4517 == 0u);
                    l_mut_626_ = l_1280_;
                }
            }
            bool _e4520 = l_mut_619_;
            bool l_1281_ = !(_e4520);
            if (l_1281_) {
                uint l_1282_ = (l_27_ * 8u);
                uint l_1283_ = (l_1282_ + l_28_);
                uint l_2323_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2324_ = (l_2323_ * 1u);
                uint l_2325_ = (l_2324_ - 1u);
                uint l_2326_ = min(1u, l_2325_);
                uint _e4538 = atomicAdd(_group_0_binding_6_cs[l_2326_], 1u);
                uint l_1286_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1287_ = (_e4538 < l_1286_);
                if (l_1287_) {
                    uint l_2328_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2329_ = (l_2328_ * 1u);
                    bool l_2330_ = (_e4538 < l_2329_);
                    if (l_2330_) {
                        _group_0_binding_5_cs[_e4538] = l_1283_;
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
