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
    uint l_mut_1003_ = 0u;
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
    bool l_mut_907_ = false;
    uint l_mut_97_ = 0u;
    uint l_mut_998_ = 0u;
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
    uint l_mut_929_ = 0u;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    uint l_mut_996_ = 0u;
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
    uint l_mut_1113_ = 0u;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_1195_ = 0u;
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
        uint l_1281_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1282_ = (l_1281_ * 1u);
        uint l_1283_ = (l_1282_ - 1u);
        uint l_1284_ = min(3u, l_1283_);
        uint _e68 = atomicAdd(_group_0_binding_6_cs[l_1284_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1286_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1287_ = (l_1286_ * 1u);
        bool l_1288_ = (0u < l_1287_);
        uint l_1289_ = (l_1287_ - 1u);
        uint l_1290_ = min(0u, l_1289_);
        uint l_1291_ = _group_0_binding_3_cs[l_1290_];
        uint l_7_ = (l_1288_ ? l_1291_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1293_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1294_ = (l_1293_ * 1u);
        bool l_1295_ = (l_9_ < l_1294_);
        uint l_1296_ = (l_1294_ - 1u);
        uint l_1297_ = min(l_9_, l_1296_);
        uint l_1298_ = _group_0_binding_3_cs[l_1297_];
        uint l_10_ = (l_1295_ ? l_1298_ : 0u);
        uint l_1300_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1301_ = (l_1300_ * 1u);
        bool l_1302_ = (2u < l_1301_);
        uint l_1303_ = (l_1301_ - 1u);
        uint l_1304_ = min(2u, l_1303_);
        uint l_1305_ = _group_0_binding_3_cs[l_1304_];
        uint l_12_ = (l_1302_ ? l_1305_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1307_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1308_ = (l_1307_ * 1u);
        bool l_1309_ = (l_14_ < l_1308_);
        uint l_1310_ = (l_1308_ - 1u);
        uint l_1311_ = min(l_14_, l_1310_);
        uint l_1312_ = _group_0_binding_3_cs[l_1311_];
        uint l_15_ = (l_1309_ ? l_1312_ : 0u);
        uint l_1314_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1315_ = (l_1314_ * 1u);
        bool l_1316_ = (4u < l_1315_);
        uint l_1317_ = (l_1315_ - 1u);
        uint l_1318_ = min(4u, l_1317_);
        uint l_1319_ = _group_0_binding_3_cs[l_1318_];
        uint l_17_ = (l_1316_ ? l_1319_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1321_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1322_ = (l_1321_ * 1u);
        bool l_1323_ = (l_19_ < l_1322_);
        uint l_1324_ = (l_1322_ - 1u);
        uint l_1325_ = min(l_19_, l_1324_);
        uint l_1326_ = _group_0_binding_3_cs[l_1325_];
        uint l_20_ = (l_1323_ ? l_1326_ : 0u);
        uint l_1328_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1329_ = (l_1328_ * 1u);
        bool l_1330_ = (6u < l_1329_);
        uint l_1331_ = (l_1329_ - 1u);
        uint l_1332_ = min(6u, l_1331_);
        uint l_1333_ = _group_0_binding_3_cs[l_1332_];
        uint l_22_ = (l_1330_ ? l_1333_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1335_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (l_24_ < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(l_24_, l_1338_);
        uint l_1340_ = _group_0_binding_3_cs[l_1339_];
        uint l_25_ = (l_1337_ ? l_1340_ : 0u);
        uint l_1342_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (8u < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(8u, l_1345_);
        uint l_1347_ = _group_0_binding_3_cs[l_1346_];
        uint l_27_ = (l_1344_ ? l_1347_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1349_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (l_29_ < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(l_29_, l_1352_);
        uint l_1354_ = _group_0_binding_3_cs[l_1353_];
        uint l_30_ = (l_1351_ ? l_1354_ : 0u);
        uint l_1356_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1357_ = (l_1356_ * 1u);
        bool l_1358_ = (10u < l_1357_);
        uint l_1359_ = (l_1357_ - 1u);
        uint l_1360_ = min(10u, l_1359_);
        uint l_1361_ = _group_0_binding_3_cs[l_1360_];
        uint l_32_ = (l_1358_ ? l_1361_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1363_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1364_ = (l_1363_ * 1u);
        bool l_1365_ = (l_34_ < l_1364_);
        uint l_1366_ = (l_1364_ - 1u);
        uint l_1367_ = min(l_34_, l_1366_);
        uint l_1368_ = _group_0_binding_3_cs[l_1367_];
        uint l_35_ = (l_1365_ ? l_1368_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_1370_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1371_ = (l_1370_ * 1u);
        bool l_1372_ = (l_36_ < l_1371_);
        uint l_1373_ = (l_1371_ - 1u);
        uint l_1374_ = min(l_36_, l_1373_);
        uint l_1375_ = _group_0_binding_4_cs[l_1374_];
        uint l_37_ = (l_1372_ ? l_1375_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_1377_ = (l_37_ & 65535u);
        uint l_1378_ = (l_37_ >> 16u);
        uint l_1379_ = (l_1378_ & 65535u);
        uint l_1380_ = (l_7_ & 65535u);
        uint l_1381_ = (l_7_ >> 16u);
        uint l_1382_ = (l_1381_ & 65535u);
        uint l_1383_ = (l_1377_ * l_1380_);
        uint l_1384_ = (l_1379_ * l_1380_);
        uint l_1385_ = (l_1377_ * l_1382_);
        uint l_1386_ = (l_1379_ * l_1382_);
        uint l_1387_ = (l_1383_ >> 16u);
        uint l_1388_ = (l_1387_ & 65535u);
        uint l_1389_ = (l_1384_ & 65535u);
        uint l_1390_ = (l_1388_ + l_1389_);
        uint l_1391_ = (l_1385_ & 65535u);
        uint l_1392_ = (l_1390_ + l_1391_);
        uint l_1393_ = (l_1384_ >> 16u);
        uint l_1394_ = (l_1393_ & 65535u);
        uint l_1395_ = (l_1386_ + l_1394_);
        uint l_1396_ = (l_1385_ >> 16u);
        uint l_1397_ = (l_1396_ & 65535u);
        uint l_1398_ = (l_1395_ + l_1397_);
        uint l_1399_ = (l_1392_ >> 16u);
        uint l_1400_ = (l_1399_ & 65535u);
        uint l_42_ = (l_1398_ + l_1400_);
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
            uint l_1402_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1403_ = (l_1402_ * 1u);
            bool l_1404_ = (l_62_ < l_1403_);
            uint l_1405_ = (l_1403_ - 1u);
            uint l_1406_ = min(l_62_, l_1405_);
            uint l_1407_ = _group_0_binding_0_cs[l_1406_];
            uint l_63_ = (l_1404_ ? l_1407_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1409_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1410_ = (l_1409_ * 1u);
            bool l_1411_ = (l_65_ < l_1410_);
            uint l_1412_ = (l_1410_ - 1u);
            uint l_1413_ = min(l_65_, l_1412_);
            uint l_1414_ = _group_0_binding_0_cs[l_1413_];
            uint l_66_ = (l_1411_ ? l_1414_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1416_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1417_ = (l_1416_ * 1u);
            bool l_1418_ = (l_67_ < l_1417_);
            uint l_1419_ = (l_1417_ - 1u);
            uint l_1420_ = min(l_67_, l_1419_);
            uint l_1421_ = _group_0_binding_1_cs[l_1420_];
            uint l_68_ = (l_1418_ ? l_1421_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1423_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1424_ = (l_1423_ * 1u);
            bool l_1425_ = (l_70_ < l_1424_);
            uint l_1426_ = (l_1424_ - 1u);
            uint l_1427_ = min(l_70_, l_1426_);
            uint l_1428_ = _group_0_binding_1_cs[l_1427_];
            uint l_71_ = (l_1425_ ? l_1428_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1430_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1431_ = (l_1430_ * 1u);
            bool l_1432_ = (l_72_ < l_1431_);
            uint l_1433_ = (l_1431_ - 1u);
            uint l_1434_ = min(l_72_, l_1433_);
            uint l_1435_ = _group_0_binding_2_cs[l_1434_];
            uint l_73_ = (l_1432_ ? l_1435_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1437_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1438_ = (l_1437_ * 1u);
            bool l_1439_ = (l_75_ < l_1438_);
            uint l_1440_ = (l_1438_ - 1u);
            uint l_1441_ = min(l_75_, l_1440_);
            uint l_1442_ = _group_0_binding_2_cs[l_1441_];
            uint l_76_ = (l_1439_ ? l_1442_ : 0u);
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
            uint l_1444_ = (_e509 & 65535u);
            uint _e512 = l_mut_45_;
            uint l_1445_ = (_e512 >> 16u);
            uint l_1446_ = (l_1445_ & 65535u);
            uint l_1447_ = (l_79_ & 65535u);
            uint l_1448_ = (l_79_ >> 16u);
            uint l_1449_ = (l_1448_ & 65535u);
            uint l_1450_ = (l_1444_ * l_1447_);
            uint l_1451_ = (l_1446_ * l_1447_);
            uint l_1452_ = (l_1444_ * l_1449_);
            uint l_1453_ = (l_1446_ * l_1449_);
            uint l_1454_ = (l_1450_ >> 16u);
            uint l_1455_ = (l_1454_ & 65535u);
            uint l_1456_ = (l_1451_ & 65535u);
            uint l_1457_ = (l_1455_ + l_1456_);
            uint l_1458_ = (l_1452_ & 65535u);
            uint l_1459_ = (l_1457_ + l_1458_);
            uint l_1460_ = (l_1451_ >> 16u);
            uint l_1461_ = (l_1460_ & 65535u);
            uint l_1462_ = (l_1453_ + l_1461_);
            uint l_1463_ = (l_1452_ >> 16u);
            uint l_1464_ = (l_1463_ & 65535u);
            uint l_1465_ = (l_1462_ + l_1464_);
            uint l_1466_ = (l_1459_ >> 16u);
            uint l_1467_ = (l_1466_ & 65535u);
            uint l_90_ = (l_1465_ + l_1467_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e553 = l_mut_82_;
            uint l_1469_ = (_e553 & 65535u);
            uint _e556 = l_mut_82_;
            uint l_1470_ = (_e556 >> 16u);
            uint l_1471_ = (l_1470_ & 65535u);
            uint l_1472_ = (l_79_ & 65535u);
            uint l_1473_ = (l_79_ >> 16u);
            uint l_1474_ = (l_1473_ & 65535u);
            uint l_1475_ = (l_1469_ * l_1472_);
            uint l_1476_ = (l_1471_ * l_1472_);
            uint l_1477_ = (l_1469_ * l_1474_);
            uint l_1478_ = (l_1471_ * l_1474_);
            uint l_1479_ = (l_1475_ >> 16u);
            uint l_1480_ = (l_1479_ & 65535u);
            uint l_1481_ = (l_1476_ & 65535u);
            uint l_1482_ = (l_1480_ + l_1481_);
            uint l_1483_ = (l_1477_ & 65535u);
            uint l_1484_ = (l_1482_ + l_1483_);
            uint l_1485_ = (l_1476_ >> 16u);
            uint l_1486_ = (l_1485_ & 65535u);
            uint l_1487_ = (l_1478_ + l_1486_);
            uint l_1488_ = (l_1477_ >> 16u);
            uint l_1489_ = (l_1488_ & 65535u);
            uint l_1490_ = (l_1487_ + l_1489_);
            uint l_1491_ = (l_1484_ >> 16u);
            uint l_1492_ = (l_1491_ & 65535u);
            uint l_92_ = (l_1490_ + l_1492_);
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
            uint l_1494_ = (l_63_ & 65535u);
            uint l_1495_ = (l_63_ >> 16u);
            uint l_1496_ = (l_1495_ & 65535u);
            uint l_1497_ = (l_78_ & 65535u);
            uint l_1498_ = (l_78_ >> 16u);
            uint l_1499_ = (l_1498_ & 65535u);
            uint l_1500_ = (l_1494_ * l_1497_);
            uint l_1501_ = (l_1496_ * l_1497_);
            uint l_1502_ = (l_1494_ * l_1499_);
            uint l_1503_ = (l_1496_ * l_1499_);
            uint l_1504_ = (l_1500_ >> 16u);
            uint l_1505_ = (l_1504_ & 65535u);
            uint l_1506_ = (l_1501_ & 65535u);
            uint l_1507_ = (l_1505_ + l_1506_);
            uint l_1508_ = (l_1502_ & 65535u);
            uint l_1509_ = (l_1507_ + l_1508_);
            uint l_1510_ = (l_1501_ >> 16u);
            uint l_1511_ = (l_1510_ & 65535u);
            uint l_1512_ = (l_1503_ + l_1511_);
            uint l_1513_ = (l_1502_ >> 16u);
            uint l_1514_ = (l_1513_ & 65535u);
            uint l_1515_ = (l_1512_ + l_1514_);
            uint l_1516_ = (l_1509_ >> 16u);
            uint l_1517_ = (l_1516_ & 65535u);
            uint l_129_ = (l_1515_ + l_1517_);
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
                uint l_1519_ = (_e721 & 65535u);
                uint _e724 = l_mut_97_;
                uint l_1520_ = (_e724 >> 16u);
                uint l_1521_ = (l_1520_ & 65535u);
                uint l_1522_ = (l_138_ & 65535u);
                uint l_1523_ = (l_138_ >> 16u);
                uint l_1524_ = (l_1523_ & 65535u);
                uint l_1525_ = (l_1519_ * l_1522_);
                uint l_1526_ = (l_1521_ * l_1522_);
                uint l_1527_ = (l_1519_ * l_1524_);
                uint l_1528_ = (l_1521_ * l_1524_);
                uint l_1529_ = (l_1525_ >> 16u);
                uint l_1530_ = (l_1529_ & 65535u);
                uint l_1531_ = (l_1526_ & 65535u);
                uint l_1532_ = (l_1530_ + l_1531_);
                uint l_1533_ = (l_1527_ & 65535u);
                uint l_1534_ = (l_1532_ + l_1533_);
                uint l_1535_ = (l_1526_ >> 16u);
                uint l_1536_ = (l_1535_ & 65535u);
                uint l_1537_ = (l_1528_ + l_1536_);
                uint l_1538_ = (l_1527_ >> 16u);
                uint l_1539_ = (l_1538_ & 65535u);
                uint l_1540_ = (l_1537_ + l_1539_);
                uint l_1541_ = (l_1534_ >> 16u);
                uint l_1542_ = (l_1541_ & 65535u);
                uint l_148_ = (l_1540_ + l_1542_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e765 = l_mut_82_;
                uint l_1544_ = (_e765 & 65535u);
                uint _e768 = l_mut_82_;
                uint l_1545_ = (_e768 >> 16u);
                uint l_1546_ = (l_1545_ & 65535u);
                uint l_1547_ = (l_138_ & 65535u);
                uint l_1548_ = (l_138_ >> 16u);
                uint l_1549_ = (l_1548_ & 65535u);
                uint l_1550_ = (l_1544_ * l_1547_);
                uint l_1551_ = (l_1546_ * l_1547_);
                uint l_1552_ = (l_1544_ * l_1549_);
                uint l_1553_ = (l_1546_ * l_1549_);
                uint l_1554_ = (l_1550_ >> 16u);
                uint l_1555_ = (l_1554_ & 65535u);
                uint l_1556_ = (l_1551_ & 65535u);
                uint l_1557_ = (l_1555_ + l_1556_);
                uint l_1558_ = (l_1552_ & 65535u);
                uint l_1559_ = (l_1557_ + l_1558_);
                uint l_1560_ = (l_1551_ >> 16u);
                uint l_1561_ = (l_1560_ & 65535u);
                uint l_1562_ = (l_1553_ + l_1561_);
                uint l_1563_ = (l_1552_ >> 16u);
                uint l_1564_ = (l_1563_ & 65535u);
                uint l_1565_ = (l_1562_ + l_1564_);
                uint l_1566_ = (l_1559_ >> 16u);
                uint l_1567_ = (l_1566_ & 65535u);
                uint l_150_ = (l_1565_ + l_1567_);
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
                uint l_1569_ = (_e874 & 65535u);
                uint _e877 = l_mut_166_;
                uint l_1570_ = (_e877 >> 16u);
                uint l_1571_ = (l_1570_ & 65535u);
                uint l_1572_ = (l_78_ & 65535u);
                uint l_1573_ = (l_78_ >> 16u);
                uint l_1574_ = (l_1573_ & 65535u);
                uint l_1575_ = (l_1569_ * l_1572_);
                uint l_1576_ = (l_1571_ * l_1572_);
                uint l_1577_ = (l_1569_ * l_1574_);
                uint l_1578_ = (l_1571_ * l_1574_);
                uint l_1579_ = (l_1575_ >> 16u);
                uint l_1580_ = (l_1579_ & 65535u);
                uint l_1581_ = (l_1576_ & 65535u);
                uint l_1582_ = (l_1580_ + l_1581_);
                uint l_1583_ = (l_1577_ & 65535u);
                uint l_1584_ = (l_1582_ + l_1583_);
                uint l_1585_ = (l_1576_ >> 16u);
                uint l_1586_ = (l_1585_ & 65535u);
                uint l_1587_ = (l_1578_ + l_1586_);
                uint l_1588_ = (l_1577_ >> 16u);
                uint l_1589_ = (l_1588_ & 65535u);
                uint l_1590_ = (l_1587_ + l_1589_);
                uint l_1591_ = (l_1584_ >> 16u);
                uint l_1592_ = (l_1591_ & 65535u);
                uint l_189_ = (l_1590_ + l_1592_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e918 = l_mut_160_;
                uint l_1594_ = (_e918 & 65535u);
                uint _e921 = l_mut_160_;
                uint l_1595_ = (_e921 >> 16u);
                uint l_1596_ = (l_1595_ & 65535u);
                uint l_1597_ = (l_78_ & 65535u);
                uint l_1598_ = (l_78_ >> 16u);
                uint l_1599_ = (l_1598_ & 65535u);
                uint l_1600_ = (l_1594_ * l_1597_);
                uint l_1601_ = (l_1596_ * l_1597_);
                uint l_1602_ = (l_1594_ * l_1599_);
                uint l_1603_ = (l_1596_ * l_1599_);
                uint l_1604_ = (l_1600_ >> 16u);
                uint l_1605_ = (l_1604_ & 65535u);
                uint l_1606_ = (l_1601_ & 65535u);
                uint l_1607_ = (l_1605_ + l_1606_);
                uint l_1608_ = (l_1602_ & 65535u);
                uint l_1609_ = (l_1607_ + l_1608_);
                uint l_1610_ = (l_1601_ >> 16u);
                uint l_1611_ = (l_1610_ & 65535u);
                uint l_1612_ = (l_1603_ + l_1611_);
                uint l_1613_ = (l_1602_ >> 16u);
                uint l_1614_ = (l_1613_ & 65535u);
                uint l_1615_ = (l_1612_ + l_1614_);
                uint l_1616_ = (l_1609_ >> 16u);
                uint l_1617_ = (l_1616_ & 65535u);
                uint l_191_ = (l_1615_ + l_1617_);
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
                uint l_1619_ = (_e997 & 65535u);
                uint _e1000 = l_mut_166_;
                uint l_1620_ = (_e1000 >> 16u);
                uint l_1621_ = (l_1620_ & 65535u);
                uint l_1622_ = (l_78_ & 65535u);
                uint l_1623_ = (l_78_ >> 16u);
                uint l_1624_ = (l_1623_ & 65535u);
                uint l_1625_ = (l_1619_ * l_1622_);
                uint l_1626_ = (l_1621_ * l_1622_);
                uint l_1627_ = (l_1619_ * l_1624_);
                uint l_1628_ = (l_1621_ * l_1624_);
                uint l_1629_ = (l_1625_ >> 16u);
                uint l_1630_ = (l_1629_ & 65535u);
                uint l_1631_ = (l_1626_ & 65535u);
                uint l_1632_ = (l_1630_ + l_1631_);
                uint l_1633_ = (l_1627_ & 65535u);
                uint l_1634_ = (l_1632_ + l_1633_);
                uint l_1635_ = (l_1626_ >> 16u);
                uint l_1636_ = (l_1635_ & 65535u);
                uint l_1637_ = (l_1628_ + l_1636_);
                uint l_1638_ = (l_1627_ >> 16u);
                uint l_1639_ = (l_1638_ & 65535u);
                uint l_1640_ = (l_1637_ + l_1639_);
                uint l_1641_ = (l_1634_ >> 16u);
                uint l_1642_ = (l_1641_ & 65535u);
                uint l_216_ = (l_1640_ + l_1642_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e1041 = l_mut_160_;
                uint l_1644_ = (_e1041 & 65535u);
                uint _e1044 = l_mut_160_;
                uint l_1645_ = (_e1044 >> 16u);
                uint l_1646_ = (l_1645_ & 65535u);
                uint l_1647_ = (l_78_ & 65535u);
                uint l_1648_ = (l_78_ >> 16u);
                uint l_1649_ = (l_1648_ & 65535u);
                uint l_1650_ = (l_1644_ * l_1647_);
                uint l_1651_ = (l_1646_ * l_1647_);
                uint l_1652_ = (l_1644_ * l_1649_);
                uint l_1653_ = (l_1646_ * l_1649_);
                uint l_1654_ = (l_1650_ >> 16u);
                uint l_1655_ = (l_1654_ & 65535u);
                uint l_1656_ = (l_1651_ & 65535u);
                uint l_1657_ = (l_1655_ + l_1656_);
                uint l_1658_ = (l_1652_ & 65535u);
                uint l_1659_ = (l_1657_ + l_1658_);
                uint l_1660_ = (l_1651_ >> 16u);
                uint l_1661_ = (l_1660_ & 65535u);
                uint l_1662_ = (l_1653_ + l_1661_);
                uint l_1663_ = (l_1652_ >> 16u);
                uint l_1664_ = (l_1663_ & 65535u);
                uint l_1665_ = (l_1662_ + l_1664_);
                uint l_1666_ = (l_1659_ >> 16u);
                uint l_1667_ = (l_1666_ & 65535u);
                uint l_218_ = (l_1665_ + l_1667_);
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
                uint l_1669_ = (_e1120 & 65535u);
                uint _e1123 = l_mut_45_;
                uint l_1670_ = (_e1123 >> 16u);
                uint l_1671_ = (l_1670_ & 65535u);
                uint l_1672_ = (l_78_ & 65535u);
                uint l_1673_ = (l_78_ >> 16u);
                uint l_1674_ = (l_1673_ & 65535u);
                uint l_1675_ = (l_1669_ * l_1672_);
                uint l_1676_ = (l_1671_ * l_1672_);
                uint l_1677_ = (l_1669_ * l_1674_);
                uint l_1678_ = (l_1671_ * l_1674_);
                uint l_1679_ = (l_1675_ >> 16u);
                uint l_1680_ = (l_1679_ & 65535u);
                uint l_1681_ = (l_1676_ & 65535u);
                uint l_1682_ = (l_1680_ + l_1681_);
                uint l_1683_ = (l_1677_ & 65535u);
                uint l_1684_ = (l_1682_ + l_1683_);
                uint l_1685_ = (l_1676_ >> 16u);
                uint l_1686_ = (l_1685_ & 65535u);
                uint l_1687_ = (l_1678_ + l_1686_);
                uint l_1688_ = (l_1677_ >> 16u);
                uint l_1689_ = (l_1688_ & 65535u);
                uint l_1690_ = (l_1687_ + l_1689_);
                uint l_1691_ = (l_1684_ >> 16u);
                uint l_1692_ = (l_1691_ & 65535u);
                uint l_245_ = (l_1690_ + l_1692_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e1164 = l_mut_97_;
                uint l_1694_ = (_e1164 & 65535u);
                uint _e1167 = l_mut_97_;
                uint l_1695_ = (_e1167 >> 16u);
                uint l_1696_ = (l_1695_ & 65535u);
                uint l_1697_ = (l_78_ & 65535u);
                uint l_1698_ = (l_78_ >> 16u);
                uint l_1699_ = (l_1698_ & 65535u);
                uint l_1700_ = (l_1694_ * l_1697_);
                uint l_1701_ = (l_1696_ * l_1697_);
                uint l_1702_ = (l_1694_ * l_1699_);
                uint l_1703_ = (l_1696_ * l_1699_);
                uint l_1704_ = (l_1700_ >> 16u);
                uint l_1705_ = (l_1704_ & 65535u);
                uint l_1706_ = (l_1701_ & 65535u);
                uint l_1707_ = (l_1705_ + l_1706_);
                uint l_1708_ = (l_1702_ & 65535u);
                uint l_1709_ = (l_1707_ + l_1708_);
                uint l_1710_ = (l_1701_ >> 16u);
                uint l_1711_ = (l_1710_ & 65535u);
                uint l_1712_ = (l_1703_ + l_1711_);
                uint l_1713_ = (l_1702_ >> 16u);
                uint l_1714_ = (l_1713_ & 65535u);
                uint l_1715_ = (l_1712_ + l_1714_);
                uint l_1716_ = (l_1709_ >> 16u);
                uint l_1717_ = (l_1716_ & 65535u);
                uint l_247_ = (l_1715_ + l_1717_);
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
                uint l_1719_ = (_e1243 & 65535u);
                uint _e1246 = l_mut_45_;
                uint l_1720_ = (_e1246 >> 16u);
                uint l_1721_ = (l_1720_ & 65535u);
                uint l_1722_ = (l_78_ & 65535u);
                uint l_1723_ = (l_78_ >> 16u);
                uint l_1724_ = (l_1723_ & 65535u);
                uint l_1725_ = (l_1719_ * l_1722_);
                uint l_1726_ = (l_1721_ * l_1722_);
                uint l_1727_ = (l_1719_ * l_1724_);
                uint l_1728_ = (l_1721_ * l_1724_);
                uint l_1729_ = (l_1725_ >> 16u);
                uint l_1730_ = (l_1729_ & 65535u);
                uint l_1731_ = (l_1726_ & 65535u);
                uint l_1732_ = (l_1730_ + l_1731_);
                uint l_1733_ = (l_1727_ & 65535u);
                uint l_1734_ = (l_1732_ + l_1733_);
                uint l_1735_ = (l_1726_ >> 16u);
                uint l_1736_ = (l_1735_ & 65535u);
                uint l_1737_ = (l_1728_ + l_1736_);
                uint l_1738_ = (l_1727_ >> 16u);
                uint l_1739_ = (l_1738_ & 65535u);
                uint l_1740_ = (l_1737_ + l_1739_);
                uint l_1741_ = (l_1734_ >> 16u);
                uint l_1742_ = (l_1741_ & 65535u);
                uint l_272_ = (l_1740_ + l_1742_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e1287 = l_mut_97_;
                uint l_1744_ = (_e1287 & 65535u);
                uint _e1290 = l_mut_97_;
                uint l_1745_ = (_e1290 >> 16u);
                uint l_1746_ = (l_1745_ & 65535u);
                uint l_1747_ = (l_78_ & 65535u);
                uint l_1748_ = (l_78_ >> 16u);
                uint l_1749_ = (l_1748_ & 65535u);
                uint l_1750_ = (l_1744_ * l_1747_);
                uint l_1751_ = (l_1746_ * l_1747_);
                uint l_1752_ = (l_1744_ * l_1749_);
                uint l_1753_ = (l_1746_ * l_1749_);
                uint l_1754_ = (l_1750_ >> 16u);
                uint l_1755_ = (l_1754_ & 65535u);
                uint l_1756_ = (l_1751_ & 65535u);
                uint l_1757_ = (l_1755_ + l_1756_);
                uint l_1758_ = (l_1752_ & 65535u);
                uint l_1759_ = (l_1757_ + l_1758_);
                uint l_1760_ = (l_1751_ >> 16u);
                uint l_1761_ = (l_1760_ & 65535u);
                uint l_1762_ = (l_1753_ + l_1761_);
                uint l_1763_ = (l_1752_ >> 16u);
                uint l_1764_ = (l_1763_ & 65535u);
                uint l_1765_ = (l_1762_ + l_1764_);
                uint l_1766_ = (l_1759_ >> 16u);
                uint l_1767_ = (l_1766_ & 65535u);
                uint l_274_ = (l_1765_ + l_1767_);
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
                uint l_1769_ = (_e1364 & 65535u);
                uint _e1367 = l_mut_234_;
                uint l_1770_ = (_e1367 >> 16u);
                uint l_1771_ = (l_1770_ & 65535u);
                uint l_1772_ = (l_78_ & 65535u);
                uint l_1773_ = (l_78_ >> 16u);
                uint l_1774_ = (l_1773_ & 65535u);
                uint l_1775_ = (l_1769_ * l_1772_);
                uint l_1776_ = (l_1771_ * l_1772_);
                uint l_1777_ = (l_1769_ * l_1774_);
                uint l_1778_ = (l_1771_ * l_1774_);
                uint l_1779_ = (l_1775_ >> 16u);
                uint l_1780_ = (l_1779_ & 65535u);
                uint l_1781_ = (l_1776_ & 65535u);
                uint l_1782_ = (l_1780_ + l_1781_);
                uint l_1783_ = (l_1777_ & 65535u);
                uint l_1784_ = (l_1782_ + l_1783_);
                uint l_1785_ = (l_1776_ >> 16u);
                uint l_1786_ = (l_1785_ & 65535u);
                uint l_1787_ = (l_1778_ + l_1786_);
                uint l_1788_ = (l_1777_ >> 16u);
                uint l_1789_ = (l_1788_ & 65535u);
                uint l_1790_ = (l_1787_ + l_1789_);
                uint l_1791_ = (l_1784_ >> 16u);
                uint l_1792_ = (l_1791_ & 65535u);
                uint l_300_ = (l_1790_ + l_1792_);
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
            uint l_1794_ = (_e1508 & 65535u);
            uint _e1511 = l_mut_290_;
            uint l_1795_ = (_e1511 >> 16u);
            uint l_1796_ = (l_1795_ & 65535u);
            uint l_1797_ = (l_77_ & 65535u);
            uint l_1798_ = (l_77_ >> 16u);
            uint l_1799_ = (l_1798_ & 65535u);
            uint l_1800_ = (l_1794_ * l_1797_);
            uint l_1801_ = (l_1796_ * l_1797_);
            uint l_1802_ = (l_1794_ * l_1799_);
            uint l_1803_ = (l_1796_ * l_1799_);
            uint l_1804_ = (l_1800_ >> 16u);
            uint l_1805_ = (l_1804_ & 65535u);
            uint l_1806_ = (l_1801_ & 65535u);
            uint l_1807_ = (l_1805_ + l_1806_);
            uint l_1808_ = (l_1802_ & 65535u);
            uint l_1809_ = (l_1807_ + l_1808_);
            uint l_1810_ = (l_1801_ >> 16u);
            uint l_1811_ = (l_1810_ & 65535u);
            uint l_1812_ = (l_1803_ + l_1811_);
            uint l_1813_ = (l_1802_ >> 16u);
            uint l_1814_ = (l_1813_ & 65535u);
            uint l_1815_ = (l_1812_ + l_1814_);
            uint l_1816_ = (l_1809_ >> 16u);
            uint l_1817_ = (l_1816_ & 65535u);
            uint l_354_ = (l_1815_ + l_1817_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1552 = l_mut_284_;
            uint l_1819_ = (_e1552 & 65535u);
            uint _e1555 = l_mut_284_;
            uint l_1820_ = (_e1555 >> 16u);
            uint l_1821_ = (l_1820_ & 65535u);
            uint l_1822_ = (l_77_ & 65535u);
            uint l_1823_ = (l_77_ >> 16u);
            uint l_1824_ = (l_1823_ & 65535u);
            uint l_1825_ = (l_1819_ * l_1822_);
            uint l_1826_ = (l_1821_ * l_1822_);
            uint l_1827_ = (l_1819_ * l_1824_);
            uint l_1828_ = (l_1821_ * l_1824_);
            uint l_1829_ = (l_1825_ >> 16u);
            uint l_1830_ = (l_1829_ & 65535u);
            uint l_1831_ = (l_1826_ & 65535u);
            uint l_1832_ = (l_1830_ + l_1831_);
            uint l_1833_ = (l_1827_ & 65535u);
            uint l_1834_ = (l_1832_ + l_1833_);
            uint l_1835_ = (l_1826_ >> 16u);
            uint l_1836_ = (l_1835_ & 65535u);
            uint l_1837_ = (l_1828_ + l_1836_);
            uint l_1838_ = (l_1827_ >> 16u);
            uint l_1839_ = (l_1838_ & 65535u);
            uint l_1840_ = (l_1837_ + l_1839_);
            uint l_1841_ = (l_1834_ >> 16u);
            uint l_1842_ = (l_1841_ & 65535u);
            uint l_356_ = (l_1840_ + l_1842_);
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
                uint l_1844_ = (_e1673 & 65535u);
                uint _e1676 = l_mut_234_;
                uint l_1845_ = (_e1676 >> 16u);
                uint l_1846_ = (l_1845_ & 65535u);
                uint l_1847_ = (l_391_ & 65535u);
                uint l_1848_ = (l_391_ >> 16u);
                uint l_1849_ = (l_1848_ & 65535u);
                uint l_1850_ = (l_1844_ * l_1847_);
                uint l_1851_ = (l_1846_ * l_1847_);
                uint l_1852_ = (l_1844_ * l_1849_);
                uint l_1853_ = (l_1846_ * l_1849_);
                uint l_1854_ = (l_1850_ >> 16u);
                uint l_1855_ = (l_1854_ & 65535u);
                uint l_1856_ = (l_1851_ & 65535u);
                uint l_1857_ = (l_1855_ + l_1856_);
                uint l_1858_ = (l_1852_ & 65535u);
                uint l_1859_ = (l_1857_ + l_1858_);
                uint l_1860_ = (l_1851_ >> 16u);
                uint l_1861_ = (l_1860_ & 65535u);
                uint l_1862_ = (l_1853_ + l_1861_);
                uint l_1863_ = (l_1852_ >> 16u);
                uint l_1864_ = (l_1863_ & 65535u);
                uint l_1865_ = (l_1862_ + l_1864_);
                uint l_1866_ = (l_1859_ >> 16u);
                uint l_1867_ = (l_1866_ & 65535u);
                uint l_401_ = (l_1865_ + l_1867_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1717 = l_mut_228_;
                uint l_1869_ = (_e1717 & 65535u);
                uint _e1720 = l_mut_228_;
                uint l_1870_ = (_e1720 >> 16u);
                uint l_1871_ = (l_1870_ & 65535u);
                uint l_1872_ = (l_391_ & 65535u);
                uint l_1873_ = (l_391_ >> 16u);
                uint l_1874_ = (l_1873_ & 65535u);
                uint l_1875_ = (l_1869_ * l_1872_);
                uint l_1876_ = (l_1871_ * l_1872_);
                uint l_1877_ = (l_1869_ * l_1874_);
                uint l_1878_ = (l_1871_ * l_1874_);
                uint l_1879_ = (l_1875_ >> 16u);
                uint l_1880_ = (l_1879_ & 65535u);
                uint l_1881_ = (l_1876_ & 65535u);
                uint l_1882_ = (l_1880_ + l_1881_);
                uint l_1883_ = (l_1877_ & 65535u);
                uint l_1884_ = (l_1882_ + l_1883_);
                uint l_1885_ = (l_1876_ >> 16u);
                uint l_1886_ = (l_1885_ & 65535u);
                uint l_1887_ = (l_1878_ + l_1886_);
                uint l_1888_ = (l_1877_ >> 16u);
                uint l_1889_ = (l_1888_ & 65535u);
                uint l_1890_ = (l_1887_ + l_1889_);
                uint l_1891_ = (l_1884_ >> 16u);
                uint l_1892_ = (l_1891_ & 65535u);
                uint l_403_ = (l_1890_ + l_1892_);
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
                uint l_1894_ = (_e1826 & 65535u);
                uint _e1829 = l_mut_234_;
                uint l_1895_ = (_e1829 >> 16u);
                uint l_1896_ = (l_1895_ & 65535u);
                uint l_1897_ = (l_77_ & 65535u);
                uint l_1898_ = (l_77_ >> 16u);
                uint l_1899_ = (l_1898_ & 65535u);
                uint l_1900_ = (l_1894_ * l_1897_);
                uint l_1901_ = (l_1896_ * l_1897_);
                uint l_1902_ = (l_1894_ * l_1899_);
                uint l_1903_ = (l_1896_ * l_1899_);
                uint l_1904_ = (l_1900_ >> 16u);
                uint l_1905_ = (l_1904_ & 65535u);
                uint l_1906_ = (l_1901_ & 65535u);
                uint l_1907_ = (l_1905_ + l_1906_);
                uint l_1908_ = (l_1902_ & 65535u);
                uint l_1909_ = (l_1907_ + l_1908_);
                uint l_1910_ = (l_1901_ >> 16u);
                uint l_1911_ = (l_1910_ & 65535u);
                uint l_1912_ = (l_1903_ + l_1911_);
                uint l_1913_ = (l_1902_ >> 16u);
                uint l_1914_ = (l_1913_ & 65535u);
                uint l_1915_ = (l_1912_ + l_1914_);
                uint l_1916_ = (l_1909_ >> 16u);
                uint l_1917_ = (l_1916_ & 65535u);
                uint l_440_ = (l_1915_ + l_1917_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1870 = l_mut_228_;
                uint l_1919_ = (_e1870 & 65535u);
                uint _e1873 = l_mut_228_;
                uint l_1920_ = (_e1873 >> 16u);
                uint l_1921_ = (l_1920_ & 65535u);
                uint l_1922_ = (l_77_ & 65535u);
                uint l_1923_ = (l_77_ >> 16u);
                uint l_1924_ = (l_1923_ & 65535u);
                uint l_1925_ = (l_1919_ * l_1922_);
                uint l_1926_ = (l_1921_ * l_1922_);
                uint l_1927_ = (l_1919_ * l_1924_);
                uint l_1928_ = (l_1921_ * l_1924_);
                uint l_1929_ = (l_1925_ >> 16u);
                uint l_1930_ = (l_1929_ & 65535u);
                uint l_1931_ = (l_1926_ & 65535u);
                uint l_1932_ = (l_1930_ + l_1931_);
                uint l_1933_ = (l_1927_ & 65535u);
                uint l_1934_ = (l_1932_ + l_1933_);
                uint l_1935_ = (l_1926_ >> 16u);
                uint l_1936_ = (l_1935_ & 65535u);
                uint l_1937_ = (l_1928_ + l_1936_);
                uint l_1938_ = (l_1927_ >> 16u);
                uint l_1939_ = (l_1938_ & 65535u);
                uint l_1940_ = (l_1937_ + l_1939_);
                uint l_1941_ = (l_1934_ >> 16u);
                uint l_1942_ = (l_1941_ & 65535u);
                uint l_442_ = (l_1940_ + l_1942_);
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
                uint l_1944_ = (_e1949 & 65535u);
                uint _e1952 = l_mut_234_;
                uint l_1945_ = (_e1952 >> 16u);
                uint l_1946_ = (l_1945_ & 65535u);
                uint l_1947_ = (l_77_ & 65535u);
                uint l_1948_ = (l_77_ >> 16u);
                uint l_1949_ = (l_1948_ & 65535u);
                uint l_1950_ = (l_1944_ * l_1947_);
                uint l_1951_ = (l_1946_ * l_1947_);
                uint l_1952_ = (l_1944_ * l_1949_);
                uint l_1953_ = (l_1946_ * l_1949_);
                uint l_1954_ = (l_1950_ >> 16u);
                uint l_1955_ = (l_1954_ & 65535u);
                uint l_1956_ = (l_1951_ & 65535u);
                uint l_1957_ = (l_1955_ + l_1956_);
                uint l_1958_ = (l_1952_ & 65535u);
                uint l_1959_ = (l_1957_ + l_1958_);
                uint l_1960_ = (l_1951_ >> 16u);
                uint l_1961_ = (l_1960_ & 65535u);
                uint l_1962_ = (l_1953_ + l_1961_);
                uint l_1963_ = (l_1952_ >> 16u);
                uint l_1964_ = (l_1963_ & 65535u);
                uint l_1965_ = (l_1962_ + l_1964_);
                uint l_1966_ = (l_1959_ >> 16u);
                uint l_1967_ = (l_1966_ & 65535u);
                uint l_467_ = (l_1965_ + l_1967_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1993 = l_mut_228_;
                uint l_1969_ = (_e1993 & 65535u);
                uint _e1996 = l_mut_228_;
                uint l_1970_ = (_e1996 >> 16u);
                uint l_1971_ = (l_1970_ & 65535u);
                uint l_1972_ = (l_77_ & 65535u);
                uint l_1973_ = (l_77_ >> 16u);
                uint l_1974_ = (l_1973_ & 65535u);
                uint l_1975_ = (l_1969_ * l_1972_);
                uint l_1976_ = (l_1971_ * l_1972_);
                uint l_1977_ = (l_1969_ * l_1974_);
                uint l_1978_ = (l_1971_ * l_1974_);
                uint l_1979_ = (l_1975_ >> 16u);
                uint l_1980_ = (l_1979_ & 65535u);
                uint l_1981_ = (l_1976_ & 65535u);
                uint l_1982_ = (l_1980_ + l_1981_);
                uint l_1983_ = (l_1977_ & 65535u);
                uint l_1984_ = (l_1982_ + l_1983_);
                uint l_1985_ = (l_1976_ >> 16u);
                uint l_1986_ = (l_1985_ & 65535u);
                uint l_1987_ = (l_1978_ + l_1986_);
                uint l_1988_ = (l_1977_ >> 16u);
                uint l_1989_ = (l_1988_ & 65535u);
                uint l_1990_ = (l_1987_ + l_1989_);
                uint l_1991_ = (l_1984_ >> 16u);
                uint l_1992_ = (l_1991_ & 65535u);
                uint l_469_ = (l_1990_ + l_1992_);
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
                uint l_1994_ = (_e2072 & 65535u);
                uint _e2075 = l_mut_109_;
                uint l_1995_ = (_e2075 >> 16u);
                uint l_1996_ = (l_1995_ & 65535u);
                uint l_1997_ = (l_77_ & 65535u);
                uint l_1998_ = (l_77_ >> 16u);
                uint l_1999_ = (l_1998_ & 65535u);
                uint l_2000_ = (l_1994_ * l_1997_);
                uint l_2001_ = (l_1996_ * l_1997_);
                uint l_2002_ = (l_1994_ * l_1999_);
                uint l_2003_ = (l_1996_ * l_1999_);
                uint l_2004_ = (l_2000_ >> 16u);
                uint l_2005_ = (l_2004_ & 65535u);
                uint l_2006_ = (l_2001_ & 65535u);
                uint l_2007_ = (l_2005_ + l_2006_);
                uint l_2008_ = (l_2002_ & 65535u);
                uint l_2009_ = (l_2007_ + l_2008_);
                uint l_2010_ = (l_2001_ >> 16u);
                uint l_2011_ = (l_2010_ & 65535u);
                uint l_2012_ = (l_2003_ + l_2011_);
                uint l_2013_ = (l_2002_ >> 16u);
                uint l_2014_ = (l_2013_ & 65535u);
                uint l_2015_ = (l_2012_ + l_2014_);
                uint l_2016_ = (l_2009_ >> 16u);
                uint l_2017_ = (l_2016_ & 65535u);
                uint l_494_ = (l_2015_ + l_2017_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e2116 = l_mut_166_;
                uint l_2019_ = (_e2116 & 65535u);
                uint _e2119 = l_mut_166_;
                uint l_2020_ = (_e2119 >> 16u);
                uint l_2021_ = (l_2020_ & 65535u);
                uint l_2022_ = (l_77_ & 65535u);
                uint l_2023_ = (l_77_ >> 16u);
                uint l_2024_ = (l_2023_ & 65535u);
                uint l_2025_ = (l_2019_ * l_2022_);
                uint l_2026_ = (l_2021_ * l_2022_);
                uint l_2027_ = (l_2019_ * l_2024_);
                uint l_2028_ = (l_2021_ * l_2024_);
                uint l_2029_ = (l_2025_ >> 16u);
                uint l_2030_ = (l_2029_ & 65535u);
                uint l_2031_ = (l_2026_ & 65535u);
                uint l_2032_ = (l_2030_ + l_2031_);
                uint l_2033_ = (l_2027_ & 65535u);
                uint l_2034_ = (l_2032_ + l_2033_);
                uint l_2035_ = (l_2026_ >> 16u);
                uint l_2036_ = (l_2035_ & 65535u);
                uint l_2037_ = (l_2028_ + l_2036_);
                uint l_2038_ = (l_2027_ >> 16u);
                uint l_2039_ = (l_2038_ & 65535u);
                uint l_2040_ = (l_2037_ + l_2039_);
                uint l_2041_ = (l_2034_ >> 16u);
                uint l_2042_ = (l_2041_ & 65535u);
                uint l_496_ = (l_2040_ + l_2042_);
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
                uint l_2044_ = (_e2195 & 65535u);
                uint _e2198 = l_mut_109_;
                uint l_2045_ = (_e2198 >> 16u);
                uint l_2046_ = (l_2045_ & 65535u);
                uint l_2047_ = (l_77_ & 65535u);
                uint l_2048_ = (l_77_ >> 16u);
                uint l_2049_ = (l_2048_ & 65535u);
                uint l_2050_ = (l_2044_ * l_2047_);
                uint l_2051_ = (l_2046_ * l_2047_);
                uint l_2052_ = (l_2044_ * l_2049_);
                uint l_2053_ = (l_2046_ * l_2049_);
                uint l_2054_ = (l_2050_ >> 16u);
                uint l_2055_ = (l_2054_ & 65535u);
                uint l_2056_ = (l_2051_ & 65535u);
                uint l_2057_ = (l_2055_ + l_2056_);
                uint l_2058_ = (l_2052_ & 65535u);
                uint l_2059_ = (l_2057_ + l_2058_);
                uint l_2060_ = (l_2051_ >> 16u);
                uint l_2061_ = (l_2060_ & 65535u);
                uint l_2062_ = (l_2053_ + l_2061_);
                uint l_2063_ = (l_2052_ >> 16u);
                uint l_2064_ = (l_2063_ & 65535u);
                uint l_2065_ = (l_2062_ + l_2064_);
                uint l_2066_ = (l_2059_ >> 16u);
                uint l_2067_ = (l_2066_ & 65535u);
                uint l_521_ = (l_2065_ + l_2067_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e2239 = l_mut_166_;
                uint l_2069_ = (_e2239 & 65535u);
                uint _e2242 = l_mut_166_;
                uint l_2070_ = (_e2242 >> 16u);
                uint l_2071_ = (l_2070_ & 65535u);
                uint l_2072_ = (l_77_ & 65535u);
                uint l_2073_ = (l_77_ >> 16u);
                uint l_2074_ = (l_2073_ & 65535u);
                uint l_2075_ = (l_2069_ * l_2072_);
                uint l_2076_ = (l_2071_ * l_2072_);
                uint l_2077_ = (l_2069_ * l_2074_);
                uint l_2078_ = (l_2071_ * l_2074_);
                uint l_2079_ = (l_2075_ >> 16u);
                uint l_2080_ = (l_2079_ & 65535u);
                uint l_2081_ = (l_2076_ & 65535u);
                uint l_2082_ = (l_2080_ + l_2081_);
                uint l_2083_ = (l_2077_ & 65535u);
                uint l_2084_ = (l_2082_ + l_2083_);
                uint l_2085_ = (l_2076_ >> 16u);
                uint l_2086_ = (l_2085_ & 65535u);
                uint l_2087_ = (l_2078_ + l_2086_);
                uint l_2088_ = (l_2077_ >> 16u);
                uint l_2089_ = (l_2088_ & 65535u);
                uint l_2090_ = (l_2087_ + l_2089_);
                uint l_2091_ = (l_2084_ >> 16u);
                uint l_2092_ = (l_2091_ & 65535u);
                uint l_523_ = (l_2090_ + l_2092_);
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
                uint l_2094_ = (_e2316 & 65535u);
                uint _e2319 = l_mut_97_;
                uint l_2095_ = (_e2319 >> 16u);
                uint l_2096_ = (l_2095_ & 65535u);
                uint l_2097_ = (l_77_ & 65535u);
                uint l_2098_ = (l_77_ >> 16u);
                uint l_2099_ = (l_2098_ & 65535u);
                uint l_2100_ = (l_2094_ * l_2097_);
                uint l_2101_ = (l_2096_ * l_2097_);
                uint l_2102_ = (l_2094_ * l_2099_);
                uint l_2103_ = (l_2096_ * l_2099_);
                uint l_2104_ = (l_2100_ >> 16u);
                uint l_2105_ = (l_2104_ & 65535u);
                uint l_2106_ = (l_2101_ & 65535u);
                uint l_2107_ = (l_2105_ + l_2106_);
                uint l_2108_ = (l_2102_ & 65535u);
                uint l_2109_ = (l_2107_ + l_2108_);
                uint l_2110_ = (l_2101_ >> 16u);
                uint l_2111_ = (l_2110_ & 65535u);
                uint l_2112_ = (l_2103_ + l_2111_);
                uint l_2113_ = (l_2102_ >> 16u);
                uint l_2114_ = (l_2113_ & 65535u);
                uint l_2115_ = (l_2112_ + l_2114_);
                uint l_2116_ = (l_2109_ >> 16u);
                uint l_2117_ = (l_2116_ & 65535u);
                uint l_547_ = (l_2115_ + l_2117_);
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
                uint l_2119_ = (_e2512 & 65535u);
                uint _e2515 = l_mut_97_;
                uint l_2120_ = (_e2515 >> 16u);
                uint l_2121_ = (l_2120_ & 65535u);
                uint l_2122_ = (l_629_ & 65535u);
                uint l_2123_ = (l_629_ >> 16u);
                uint l_2124_ = (l_2123_ & 65535u);
                uint l_2125_ = (l_2119_ * l_2122_);
                uint l_2126_ = (l_2121_ * l_2122_);
                uint l_2127_ = (l_2119_ * l_2124_);
                uint l_2128_ = (l_2121_ * l_2124_);
                uint l_2129_ = (l_2125_ >> 16u);
                uint l_2130_ = (l_2129_ & 65535u);
                uint l_2131_ = (l_2126_ & 65535u);
                uint l_2132_ = (l_2130_ + l_2131_);
                uint l_2133_ = (l_2127_ & 65535u);
                uint l_2134_ = (l_2132_ + l_2133_);
                uint l_2135_ = (l_2126_ >> 16u);
                uint l_2136_ = (l_2135_ & 65535u);
                uint l_2137_ = (l_2128_ + l_2136_);
                uint l_2138_ = (l_2127_ >> 16u);
                uint l_2139_ = (l_2138_ & 65535u);
                uint l_2140_ = (l_2137_ + l_2139_);
                uint l_2141_ = (l_2134_ >> 16u);
                uint l_2142_ = (l_2141_ & 65535u);
                uint l_631_ = (l_2140_ + l_2142_);
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
                uint l_2144_ = (_e2565 & 65535u);
                uint _e2568 = l_mut_97_;
                uint l_2145_ = (_e2568 >> 16u);
                uint l_2146_ = (l_2145_ & 65535u);
                uint l_2147_ = (l_634_ & 65535u);
                uint l_2148_ = (l_634_ >> 16u);
                uint l_2149_ = (l_2148_ & 65535u);
                uint l_2150_ = (l_2144_ * l_2147_);
                uint l_2151_ = (l_2146_ * l_2147_);
                uint l_2152_ = (l_2144_ * l_2149_);
                uint l_2153_ = (l_2146_ * l_2149_);
                uint l_2154_ = (l_2150_ >> 16u);
                uint l_2155_ = (l_2154_ & 65535u);
                uint l_2156_ = (l_2151_ & 65535u);
                uint l_2157_ = (l_2155_ + l_2156_);
                uint l_2158_ = (l_2152_ & 65535u);
                uint l_2159_ = (l_2157_ + l_2158_);
                uint l_2160_ = (l_2151_ >> 16u);
                uint l_2161_ = (l_2160_ & 65535u);
                uint l_2162_ = (l_2153_ + l_2161_);
                uint l_2163_ = (l_2152_ >> 16u);
                uint l_2164_ = (l_2163_ & 65535u);
                uint l_2165_ = (l_2162_ + l_2164_);
                uint l_2166_ = (l_2159_ >> 16u);
                uint l_2167_ = (l_2166_ & 65535u);
                uint l_637_ = (l_2165_ + l_2167_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e2609 = l_mut_82_;
                uint l_2169_ = (_e2609 & 65535u);
                uint _e2612 = l_mut_82_;
                uint l_2170_ = (_e2612 >> 16u);
                uint l_2171_ = (l_2170_ & 65535u);
                uint l_2172_ = (l_634_ & 65535u);
                uint l_2173_ = (l_634_ >> 16u);
                uint l_2174_ = (l_2173_ & 65535u);
                uint l_2175_ = (l_2169_ * l_2172_);
                uint l_2176_ = (l_2171_ * l_2172_);
                uint l_2177_ = (l_2169_ * l_2174_);
                uint l_2178_ = (l_2171_ * l_2174_);
                uint l_2179_ = (l_2175_ >> 16u);
                uint l_2180_ = (l_2179_ & 65535u);
                uint l_2181_ = (l_2176_ & 65535u);
                uint l_2182_ = (l_2180_ + l_2181_);
                uint l_2183_ = (l_2177_ & 65535u);
                uint l_2184_ = (l_2182_ + l_2183_);
                uint l_2185_ = (l_2176_ >> 16u);
                uint l_2186_ = (l_2185_ & 65535u);
                uint l_2187_ = (l_2178_ + l_2186_);
                uint l_2188_ = (l_2177_ >> 16u);
                uint l_2189_ = (l_2188_ & 65535u);
                uint l_2190_ = (l_2187_ + l_2189_);
                uint l_2191_ = (l_2184_ >> 16u);
                uint l_2192_ = (l_2191_ & 65535u);
                uint l_639_ = (l_2190_ + l_2192_);
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
                                uint l_2194_ = (_e2875 & 65535u);
                                uint _e2878 = l_mut_97_;
                                uint l_2195_ = (_e2878 >> 16u);
                                uint l_2196_ = (l_2195_ & 65535u);
                                uint _e2883 = l_mut_690_;
                                uint l_2197_ = (_e2883 & 65535u);
                                uint _e2886 = l_mut_690_;
                                uint l_2198_ = (_e2886 >> 16u);
                                uint l_2199_ = (l_2198_ & 65535u);
                                uint l_2200_ = (l_2194_ * l_2197_);
                                uint l_2201_ = (l_2196_ * l_2197_);
                                uint l_2202_ = (l_2194_ * l_2199_);
                                uint l_2203_ = (l_2196_ * l_2199_);
                                uint l_2204_ = (l_2200_ >> 16u);
                                uint l_2205_ = (l_2204_ & 65535u);
                                uint l_2206_ = (l_2201_ & 65535u);
                                uint l_2207_ = (l_2205_ + l_2206_);
                                uint l_2208_ = (l_2202_ & 65535u);
                                uint l_2209_ = (l_2207_ + l_2208_);
                                uint l_2210_ = (l_2201_ >> 16u);
                                uint l_2211_ = (l_2210_ & 65535u);
                                uint l_2212_ = (l_2203_ + l_2211_);
                                uint l_2213_ = (l_2202_ >> 16u);
                                uint l_2214_ = (l_2213_ & 65535u);
                                uint l_2215_ = (l_2212_ + l_2214_);
                                uint l_2216_ = (l_2209_ >> 16u);
                                uint l_2217_ = (l_2216_ & 65535u);
                                uint l_748_ = (l_2215_ + l_2217_);
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
                                uint l_2219_ = (_e3188 & 65535u);
                                uint _e3191 = l_mut_97_;
                                uint l_2220_ = (_e3191 >> 16u);
                                uint l_2221_ = (l_2220_ & 65535u);
                                uint _e3196 = l_mut_706_;
                                uint l_2222_ = (_e3196 & 65535u);
                                uint _e3199 = l_mut_706_;
                                uint l_2223_ = (_e3199 >> 16u);
                                uint l_2224_ = (l_2223_ & 65535u);
                                uint l_2225_ = (l_2219_ * l_2222_);
                                uint l_2226_ = (l_2221_ * l_2222_);
                                uint l_2227_ = (l_2219_ * l_2224_);
                                uint l_2228_ = (l_2221_ * l_2224_);
                                uint l_2229_ = (l_2225_ >> 16u);
                                uint l_2230_ = (l_2229_ & 65535u);
                                uint l_2231_ = (l_2226_ & 65535u);
                                uint l_2232_ = (l_2230_ + l_2231_);
                                uint l_2233_ = (l_2227_ & 65535u);
                                uint l_2234_ = (l_2232_ + l_2233_);
                                uint l_2235_ = (l_2226_ >> 16u);
                                uint l_2236_ = (l_2235_ & 65535u);
                                uint l_2237_ = (l_2228_ + l_2236_);
                                uint l_2238_ = (l_2227_ >> 16u);
                                uint l_2239_ = (l_2238_ & 65535u);
                                uint l_2240_ = (l_2237_ + l_2239_);
                                uint l_2241_ = (l_2234_ >> 16u);
                                uint l_2242_ = (l_2241_ & 65535u);
                                uint l_856_ = (l_2240_ + l_2242_);
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
                uint _e3321 = l_mut_160_;
                uint _e3322 = l_mut_284_;
                bool l_892_ = (_e3321 < _e3322);
                uint _e3324 = l_mut_160_;
                uint _e3325 = l_mut_284_;
                bool l_893_ = (_e3324 == _e3325);
                uint _e3327 = l_mut_166_;
                uint _e3328 = l_mut_290_;
                bool l_894_ = (_e3327 < _e3328);
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
                if (l_896_) {
                    uint _e3339 = l_mut_290_;
                    uint _e3340 = l_mut_166_;
                    uint l_897_ = (_e3339 - _e3340);
                    uint _e3342 = l_mut_284_;
                    uint _e3343 = l_mut_160_;
                    uint l_898_ = (_e3342 - _e3343);
                    uint _e3345 = l_mut_290_;
                    uint _e3346 = l_mut_166_;
                    bool l_899_ = (_e3345 < _e3346);
                    uint l_900_ = uint(l_899_);
                    uint l_901_ = (l_898_ - l_900_);
                    l_mut_712_ = l_897_;
                    l_mut_707_ = l_901_;
                    uint _e3350 = l_mut_290_;
                    l_mut_706_ = _e3350;
                    uint _e3351 = l_mut_284_;
                    l_mut_703_ = _e3351;
                    uint _e3352 = l_mut_707_;
                    uint _e3353 = l_mut_284_;
                    bool l_902_ = (_e3352 < _e3353);
                    uint _e3355 = l_mut_707_;
                    uint _e3356 = l_mut_284_;
                    bool l_903_ = (_e3355 == _e3356);
                    uint _e3358 = l_mut_712_;
                    uint _e3359 = l_mut_290_;
                    bool l_904_ = (_e3358 < _e3359);
                    if (l_903_) {
                        local_41 = l_904_;
                    } else {
                        local_41 = false;
                    }
                    bool l_905_ = local_41;
                    if (!(l_902_)) {
                        local_42 = l_905_;
                    } else {
                        local_42 = true;
                    }
                    bool l_906_ = local_42;
                    if (l_906_) {
                        uint _e3370 = l_mut_712_;
                        l_mut_706_ = _e3370;
                        uint _e3371 = l_mut_707_;
                        l_mut_703_ = _e3371;
                    }
                    l_mut_907_ = false;
                    l_mut_907_ = true;
                    l_mut_712_ = 0u;
                    uint _e3375 = l_mut_234_;
                    uint _e3376 = l_mut_228_;
                    uint l_908_ = (_e3375 | _e3376);
                    bool l_909_ = (l_908_ == 0u);
                    bool l_910_ = !(l_909_);
                    bool _e3381 = l_mut_907_;
                    if (_e3381) {
                        local_43 = l_910_;
                    } else {
                        local_43 = false;
                    }
                    bool l_911_ = local_43;
                    uint _e3386 = l_mut_228_;
                    uint _e3387 = l_mut_703_;
                    bool l_912_ = (_e3386 < _e3387);
                    uint _e3389 = l_mut_228_;
                    uint _e3390 = l_mut_703_;
                    bool l_913_ = (_e3389 == _e3390);
                    uint _e3392 = l_mut_234_;
                    uint _e3393 = l_mut_706_;
                    bool l_914_ = (_e3392 < _e3393);
                    if (l_913_) {
                        local_44 = l_914_;
                    } else {
                        local_44 = false;
                    }
                    bool l_915_ = local_44;
                    if (!(l_912_)) {
                        local_45 = l_915_;
                    } else {
                        local_45 = true;
                    }
                    bool l_916_ = local_45;
                    if (l_911_) {
                        local_46 = l_916_;
                    } else {
                        local_46 = false;
                    }
                    bool l_917_ = local_46;
                    uint _e3408 = l_mut_109_;
                    uint _e3409 = l_mut_103_;
                    uint l_918_ = (_e3408 + _e3409);
                    bool l_919_ = (l_918_ < l_77_);
                    if (l_917_) {
                        local_47 = l_919_;
                    } else {
                        local_47 = false;
                    }
                    bool l_920_ = local_47;
                    if (l_920_) {
                        uint _e3416 = l_mut_109_;
                        uint l_921_ = (l_77_ - _e3416);
                        uint _e3418 = l_mut_103_;
                        uint l_922_ = (l_921_ - _e3418);
                        uint _e3420 = l_mut_109_;
                        uint l_923_ = (l_922_ / _e3420);
                        uint _e3422 = l_mut_706_;
                        uint l_924_ = (_e3422 - 1u);
                        uint _e3425 = l_mut_703_;
                        uint l_925_ = (_e3425 - 0u);
                        uint _e3428 = l_mut_706_;
                        bool l_926_ = (_e3428 < 1u);
                        uint l_927_ = uint(l_926_);
                        uint l_928_ = (l_925_ - l_927_);
                        l_mut_707_ = l_924_;
                        l_mut_706_ = l_928_;
                        l_mut_703_ = 0u;
                        l_mut_929_ = 0u;
                        bool loop_init_2 = true;
                        while(true) {
                            if (!loop_init_2) {
                                uint _e3521 = l_mut_929_;
                                l_mut_929_ = (_e3521 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e3436 = l_mut_929_;
                            if ((_e3436 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e3440 = l_mut_929_;
                                uint l_930_ = (19u - _e3440);
                                uint _e3442 = l_mut_707_;
                                l_mut_702_ = _e3442;
                                uint _e3443 = l_mut_706_;
                                l_mut_701_ = _e3443;
                                bool l_931_ = (l_930_ >= 32u);
                                if (l_931_) {
                                    uint l_932_ = (l_930_ & 31u);
                                    uint _e3448 = l_mut_706_;
                                    uint l_933_ = (_e3448 >> l_932_);
                                    l_mut_702_ = l_933_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_934_ = (l_930_ > 0u);
                                    if (l_934_) {
                                        uint _e3453 = l_mut_707_;
                                        l_mut_690_ = _e3453;
                                        bool l_935_ = (l_930_ > 0u);
                                        if (l_935_) {
                                            uint _e3456 = l_mut_707_;
                                            uint l_936_ = (_e3456 >> l_930_);
                                            uint l_937_ = (32u - l_930_);
                                            uint _e3460 = l_mut_706_;
                                            uint l_938_ = (_e3460 << l_937_);
                                            uint l_939_ = (l_936_ | l_938_);
                                            l_mut_690_ = l_939_;
                                        }
                                        uint _e3463 = l_mut_706_;
                                        uint l_940_ = (_e3463 >> l_930_);
                                        uint _e3465 = l_mut_690_;
                                        l_mut_702_ = _e3465;
                                        l_mut_701_ = l_940_;
                                    }
                                }
                                uint _e3466 = l_mut_701_;
                                uint _e3467 = l_mut_228_;
                                bool l_941_ = (_e3466 < _e3467);
                                uint _e3469 = l_mut_701_;
                                uint _e3470 = l_mut_228_;
                                bool l_942_ = (_e3469 == _e3470);
                                uint _e3472 = l_mut_702_;
                                uint _e3473 = l_mut_234_;
                                bool l_943_ = (_e3472 < _e3473);
                                if (l_942_) {
                                    local_48 = l_943_;
                                } else {
                                    local_48 = false;
                                }
                                bool l_944_ = local_48;
                                if (!(l_941_)) {
                                    local_49 = l_944_;
                                } else {
                                    local_49 = true;
                                }
                                bool l_945_ = local_49;
                                bool l_946_ = !(l_945_);
                                if (l_946_) {
                                    uint _e3485 = l_mut_234_;
                                    l_mut_702_ = _e3485;
                                    uint _e3486 = l_mut_228_;
                                    l_mut_701_ = _e3486;
                                    bool l_947_ = (l_930_ >= 32u);
                                    if (l_947_) {
                                        uint l_948_ = (l_930_ & 31u);
                                        uint _e3491 = l_mut_234_;
                                        uint l_949_ = (_e3491 << l_948_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_949_;
                                    } else {
                                        bool l_950_ = (l_930_ > 0u);
                                        if (l_950_) {
                                            uint _e3496 = l_mut_234_;
                                            uint l_951_ = (_e3496 << l_930_);
                                            uint _e3498 = l_mut_228_;
                                            uint l_952_ = (_e3498 << l_930_);
                                            uint l_953_ = (32u - l_930_);
                                            uint _e3502 = l_mut_234_;
                                            uint l_954_ = (_e3502 >> l_953_);
                                            uint l_955_ = (l_952_ | l_954_);
                                            l_mut_702_ = l_951_;
                                            l_mut_701_ = l_955_;
                                        }
                                    }
                                    uint _e3505 = l_mut_707_;
                                    uint _e3506 = l_mut_702_;
                                    uint l_956_ = (_e3505 - _e3506);
                                    uint _e3508 = l_mut_706_;
                                    uint _e3509 = l_mut_701_;
                                    uint l_957_ = (_e3508 - _e3509);
                                    uint _e3511 = l_mut_707_;
                                    uint _e3512 = l_mut_702_;
                                    bool l_958_ = (_e3511 < _e3512);
                                    uint l_959_ = uint(l_958_);
                                    uint l_960_ = (l_957_ - l_959_);
                                    l_mut_707_ = l_956_;
                                    l_mut_706_ = l_960_;
                                    uint l_961_ = (1u << l_930_);
                                    uint _e3518 = l_mut_703_;
                                    l_mut_703_ = (_e3518 | l_961_);
                                }
                            }
                        }
                        uint _e3523 = l_mut_703_;
                        uint l_962_ = min(_e3523, l_923_);
                        l_mut_703_ = l_962_;
                        uint _e3525 = l_mut_706_;
                        uint _e3526 = l_mut_228_;
                        bool l_963_ = (_e3525 < _e3526);
                        uint _e3528 = l_mut_706_;
                        uint _e3529 = l_mut_228_;
                        bool l_964_ = (_e3528 == _e3529);
                        uint _e3531 = l_mut_707_;
                        uint _e3532 = l_mut_234_;
                        bool l_965_ = (_e3531 < _e3532);
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
                            l_mut_703_ = l_923_;
                        }
                        uint _e3544 = l_mut_703_;
                        l_mut_712_ = _e3544;
                    }
                    uint _e3545 = l_mut_290_;
                    l_mut_707_ = _e3545;
                    uint _e3546 = l_mut_284_;
                    l_mut_706_ = _e3546;
                    uint _e3547 = l_mut_234_;
                    l_mut_703_ = _e3547;
                    uint _e3548 = l_mut_228_;
                    l_mut_702_ = _e3548;
                    uint _e3549 = l_mut_109_;
                    l_mut_701_ = _e3549;
                    uint _e3550 = l_mut_103_;
                    l_mut_690_ = _e3550;
                    uint _e3551 = l_mut_166_;
                    l_mut_683_ = _e3551;
                    uint _e3552 = l_mut_160_;
                    l_mut_656_ = _e3552;
                    l_mut_650_ = 0u;
                    uint _e3554 = l_mut_712_;
                    bool l_969_ = (_e3554 > 0u);
                    if (l_969_) {
                        uint _e3557 = l_mut_234_;
                        uint _e3558 = l_mut_712_;
                        uint l_970_ = (_e3557 * _e3558);
                        uint _e3560 = l_mut_234_;
                        uint l_2244_ = (_e3560 & 65535u);
                        uint _e3563 = l_mut_234_;
                        uint l_2245_ = (_e3563 >> 16u);
                        uint l_2246_ = (l_2245_ & 65535u);
                        uint _e3568 = l_mut_712_;
                        uint l_2247_ = (_e3568 & 65535u);
                        uint _e3571 = l_mut_712_;
                        uint l_2248_ = (_e3571 >> 16u);
                        uint l_2249_ = (l_2248_ & 65535u);
                        uint l_2250_ = (l_2244_ * l_2247_);
                        uint l_2251_ = (l_2246_ * l_2247_);
                        uint l_2252_ = (l_2244_ * l_2249_);
                        uint l_2253_ = (l_2246_ * l_2249_);
                        uint l_2254_ = (l_2250_ >> 16u);
                        uint l_2255_ = (l_2254_ & 65535u);
                        uint l_2256_ = (l_2251_ & 65535u);
                        uint l_2257_ = (l_2255_ + l_2256_);
                        uint l_2258_ = (l_2252_ & 65535u);
                        uint l_2259_ = (l_2257_ + l_2258_);
                        uint l_2260_ = (l_2251_ >> 16u);
                        uint l_2261_ = (l_2260_ & 65535u);
                        uint l_2262_ = (l_2253_ + l_2261_);
                        uint l_2263_ = (l_2252_ >> 16u);
                        uint l_2264_ = (l_2263_ & 65535u);
                        uint l_2265_ = (l_2262_ + l_2264_);
                        uint l_2266_ = (l_2259_ >> 16u);
                        uint l_2267_ = (l_2266_ & 65535u);
                        uint l_971_ = (l_2265_ + l_2267_);
                        uint _e3605 = l_mut_228_;
                        uint _e3606 = l_mut_712_;
                        uint l_972_ = (_e3605 * _e3606);
                        uint l_973_ = (l_971_ + l_972_);
                        uint _e3609 = l_mut_290_;
                        uint l_974_ = (_e3609 - l_970_);
                        uint _e3611 = l_mut_284_;
                        uint l_975_ = (_e3611 - l_973_);
                        uint _e3613 = l_mut_290_;
                        bool l_976_ = (_e3613 < l_970_);
                        uint l_977_ = uint(l_976_);
                        uint l_978_ = (l_975_ - l_977_);
                        l_mut_707_ = l_974_;
                        l_mut_706_ = l_978_;
                        uint _e3617 = l_mut_712_;
                        uint _e3618 = l_mut_109_;
                        uint l_979_ = (_e3617 * _e3618);
                        uint _e3620 = l_mut_103_;
                        uint l_980_ = (_e3620 + l_979_);
                        l_mut_690_ = l_980_;
                    } else {
                        uint _e3622 = l_mut_650_;
                        bool l_981_ = (_e3622 == 0u);
                        if (l_981_) {
                            uint _e3625 = l_mut_109_;
                            uint l_982_ = (l_77_ - _e3625);
                            uint _e3627 = l_mut_103_;
                            uint l_983_ = (l_982_ / _e3627);
                            l_mut_712_ = 0u;
                            l_mut_907_ = false;
                            l_mut_907_ = true;
                            uint _e3632 = l_mut_290_;
                            uint _e3633 = l_mut_284_;
                            uint l_984_ = (_e3632 | _e3633);
                            bool l_985_ = (l_984_ == 0u);
                            if (l_985_) {
                                l_mut_712_ = l_983_;
                            } else {
                                bool _e3637 = l_mut_907_;
                                if (_e3637) {
                                    uint _e3638 = l_mut_284_;
                                    uint _e3639 = l_mut_228_;
                                    bool l_986_ = (_e3638 < _e3639);
                                    uint _e3641 = l_mut_284_;
                                    uint _e3642 = l_mut_228_;
                                    bool l_987_ = (_e3641 == _e3642);
                                    uint _e3644 = l_mut_290_;
                                    uint _e3645 = l_mut_234_;
                                    bool l_988_ = (_e3644 < _e3645);
                                    if (l_987_) {
                                        local_52 = l_988_;
                                    } else {
                                        local_52 = false;
                                    }
                                    bool l_989_ = local_52;
                                    if (!(l_986_)) {
                                        local_53 = l_989_;
                                    } else {
                                        local_53 = true;
                                    }
                                    bool l_990_ = local_53;
                                    if (l_990_) {
                                        uint _e3656 = l_mut_234_;
                                        uint l_991_ = (_e3656 - 1u);
                                        uint _e3659 = l_mut_228_;
                                        uint l_992_ = (_e3659 - 0u);
                                        uint _e3662 = l_mut_234_;
                                        bool l_993_ = (_e3662 < 1u);
                                        uint l_994_ = uint(l_993_);
                                        uint l_995_ = (l_992_ - l_994_);
                                        l_mut_644_ = l_991_;
                                        l_mut_97_ = l_995_;
                                        l_mut_82_ = 0u;
                                        l_mut_996_ = 0u;
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (!loop_init_3) {
                                                uint _e3755 = l_mut_996_;
                                                l_mut_996_ = (_e3755 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e3670 = l_mut_996_;
                                            if ((_e3670 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3674 = l_mut_996_;
                                                uint l_997_ = (19u - _e3674);
                                                uint _e3676 = l_mut_644_;
                                                l_mut_45_ = _e3676;
                                                uint _e3677 = l_mut_97_;
                                                l_mut_998_ = _e3677;
                                                bool l_999_ = (l_997_ >= 32u);
                                                if (l_999_) {
                                                    uint l_1000_ = (l_997_ & 31u);
                                                    uint _e3682 = l_mut_97_;
                                                    uint l_1001_ = (_e3682 >> l_1000_);
                                                    l_mut_45_ = l_1001_;
                                                    l_mut_998_ = 0u;
                                                } else {
                                                    bool l_1002_ = (l_997_ > 0u);
                                                    if (l_1002_) {
                                                        uint _e3687 = l_mut_644_;
                                                        l_mut_1003_ = _e3687;
                                                        bool l_1004_ = (l_997_ > 0u);
                                                        if (l_1004_) {
                                                            uint _e3690 = l_mut_644_;
                                                            uint l_1005_ = (_e3690 >> l_997_);
                                                            uint l_1006_ = (32u - l_997_);
                                                            uint _e3694 = l_mut_97_;
                                                            uint l_1007_ = (_e3694 << l_1006_);
                                                            uint l_1008_ = (l_1005_ | l_1007_);
                                                            l_mut_1003_ = l_1008_;
                                                        }
                                                        uint _e3697 = l_mut_97_;
                                                        uint l_1009_ = (_e3697 >> l_997_);
                                                        uint _e3699 = l_mut_1003_;
                                                        l_mut_45_ = _e3699;
                                                        l_mut_998_ = l_1009_;
                                                    }
                                                }
                                                uint _e3700 = l_mut_998_;
                                                uint _e3701 = l_mut_284_;
                                                bool l_1010_ = (_e3700 < _e3701);
                                                uint _e3703 = l_mut_998_;
                                                uint _e3704 = l_mut_284_;
                                                bool l_1011_ = (_e3703 == _e3704);
                                                uint _e3706 = l_mut_45_;
                                                uint _e3707 = l_mut_290_;
                                                bool l_1012_ = (_e3706 < _e3707);
                                                if (l_1011_) {
                                                    local_54 = l_1012_;
                                                } else {
                                                    local_54 = false;
                                                }
                                                bool l_1013_ = local_54;
                                                if (!(l_1010_)) {
                                                    local_55 = l_1013_;
                                                } else {
                                                    local_55 = true;
                                                }
                                                bool l_1014_ = local_55;
                                                bool l_1015_ = !(l_1014_);
                                                if (l_1015_) {
                                                    uint _e3719 = l_mut_290_;
                                                    l_mut_1003_ = _e3719;
                                                    uint _e3720 = l_mut_284_;
                                                    l_mut_998_ = _e3720;
                                                    bool l_1016_ = (l_997_ >= 32u);
                                                    if (l_1016_) {
                                                        uint l_1017_ = (l_997_ & 31u);
                                                        uint _e3725 = l_mut_290_;
                                                        uint l_1018_ = (_e3725 << l_1017_);
                                                        l_mut_1003_ = 0u;
                                                        l_mut_998_ = l_1018_;
                                                    } else {
                                                        bool l_1019_ = (l_997_ > 0u);
                                                        if (l_1019_) {
                                                            uint _e3730 = l_mut_290_;
                                                            uint l_1020_ = (_e3730 << l_997_);
                                                            uint _e3732 = l_mut_284_;
                                                            uint l_1021_ = (_e3732 << l_997_);
                                                            uint l_1022_ = (32u - l_997_);
                                                            uint _e3736 = l_mut_290_;
                                                            uint l_1023_ = (_e3736 >> l_1022_);
                                                            uint l_1024_ = (l_1021_ | l_1023_);
                                                            l_mut_1003_ = l_1020_;
                                                            l_mut_998_ = l_1024_;
                                                        }
                                                    }
                                                    uint _e3739 = l_mut_644_;
                                                    uint _e3740 = l_mut_1003_;
                                                    uint l_1025_ = (_e3739 - _e3740);
                                                    uint _e3742 = l_mut_97_;
                                                    uint _e3743 = l_mut_998_;
                                                    uint l_1026_ = (_e3742 - _e3743);
                                                    uint _e3745 = l_mut_644_;
                                                    uint _e3746 = l_mut_1003_;
                                                    bool l_1027_ = (_e3745 < _e3746);
                                                    uint l_1028_ = uint(l_1027_);
                                                    uint l_1029_ = (l_1026_ - l_1028_);
                                                    l_mut_644_ = l_1025_;
                                                    l_mut_97_ = l_1029_;
                                                    uint l_1030_ = (1u << l_997_);
                                                    uint _e3752 = l_mut_82_;
                                                    l_mut_82_ = (_e3752 | l_1030_);
                                                }
                                            }
                                        }
                                        uint _e3757 = l_mut_82_;
                                        uint l_1031_ = min(_e3757, l_983_);
                                        l_mut_1003_ = l_1031_;
                                        uint _e3759 = l_mut_97_;
                                        uint _e3760 = l_mut_284_;
                                        bool l_1032_ = (_e3759 < _e3760);
                                        uint _e3762 = l_mut_97_;
                                        uint _e3763 = l_mut_284_;
                                        bool l_1033_ = (_e3762 == _e3763);
                                        uint _e3765 = l_mut_644_;
                                        uint _e3766 = l_mut_290_;
                                        bool l_1034_ = (_e3765 < _e3766);
                                        if (l_1033_) {
                                            local_56 = l_1034_;
                                        } else {
                                            local_56 = false;
                                        }
                                        bool l_1035_ = local_56;
                                        if (!(l_1032_)) {
                                            local_57 = l_1035_;
                                        } else {
                                            local_57 = true;
                                        }
                                        bool l_1036_ = local_57;
                                        bool l_1037_ = !(l_1036_);
                                        if (l_1037_) {
                                            l_mut_1003_ = l_983_;
                                        }
                                        uint _e3778 = l_mut_1003_;
                                        l_mut_712_ = _e3778;
                                    }
                                } else {
                                    uint _e3779 = l_mut_234_;
                                    l_mut_1003_ = _e3779;
                                    uint _e3780 = l_mut_228_;
                                    l_mut_998_ = _e3780;
                                    while(true) {
                                        uint _e3781 = l_mut_284_;
                                        uint _e3782 = l_mut_998_;
                                        bool l_1038_ = (_e3781 < _e3782);
                                        uint _e3784 = l_mut_284_;
                                        uint _e3785 = l_mut_998_;
                                        bool l_1039_ = (_e3784 == _e3785);
                                        uint _e3787 = l_mut_290_;
                                        uint _e3788 = l_mut_1003_;
                                        bool l_1040_ = (_e3787 < _e3788);
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
                                        uint _e3799 = l_mut_712_;
                                        uint _e3800 = l_mut_103_;
                                        uint l_1043_ = (_e3799 * _e3800);
                                        uint _e3802 = l_mut_109_;
                                        uint l_1044_ = (_e3802 + l_1043_);
                                        uint _e3804 = l_mut_103_;
                                        uint l_1045_ = (l_1044_ + _e3804);
                                        bool l_1046_ = (l_1045_ < l_77_);
                                        if (l_1042_) {
                                            local_60 = l_1046_;
                                        } else {
                                            local_60 = false;
                                        }
                                        bool l_1047_ = local_60;
                                        bool l_1048_ = !(l_1047_);
                                        if (l_1048_) {
                                            break;
                                        }
                                        uint _e3812 = l_mut_1003_;
                                        uint _e3813 = l_mut_290_;
                                        uint l_1049_ = (_e3812 - _e3813);
                                        uint _e3815 = l_mut_998_;
                                        uint _e3816 = l_mut_284_;
                                        uint l_1050_ = (_e3815 - _e3816);
                                        uint _e3818 = l_mut_1003_;
                                        uint _e3819 = l_mut_290_;
                                        bool l_1051_ = (_e3818 < _e3819);
                                        uint l_1052_ = uint(l_1051_);
                                        uint l_1053_ = (l_1050_ - l_1052_);
                                        l_mut_1003_ = l_1049_;
                                        l_mut_998_ = l_1053_;
                                        uint _e3823 = l_mut_712_;
                                        l_mut_712_ = (_e3823 + 1u);
                                    }
                                }
                            }
                            uint _e3826 = l_mut_712_;
                            uint _e3827 = l_mut_103_;
                            uint l_1054_ = (_e3826 * _e3827);
                            uint _e3829 = l_mut_109_;
                            uint l_1055_ = (_e3829 + l_1054_);
                            uint _e3831 = l_mut_103_;
                            uint l_1056_ = (l_1055_ + _e3831);
                            bool l_1057_ = (l_1056_ >= l_77_);
                            if (l_1057_) {
                                l_mut_650_ = 1u;
                            } else {
                                uint _e3835 = l_mut_290_;
                                uint _e3836 = l_mut_712_;
                                uint l_1058_ = (_e3835 * _e3836);
                                uint _e3838 = l_mut_290_;
                                uint l_2269_ = (_e3838 & 65535u);
                                uint _e3841 = l_mut_290_;
                                uint l_2270_ = (_e3841 >> 16u);
                                uint l_2271_ = (l_2270_ & 65535u);
                                uint _e3846 = l_mut_712_;
                                uint l_2272_ = (_e3846 & 65535u);
                                uint _e3849 = l_mut_712_;
                                uint l_2273_ = (_e3849 >> 16u);
                                uint l_2274_ = (l_2273_ & 65535u);
                                uint l_2275_ = (l_2269_ * l_2272_);
                                uint l_2276_ = (l_2271_ * l_2272_);
                                uint l_2277_ = (l_2269_ * l_2274_);
                                uint l_2278_ = (l_2271_ * l_2274_);
                                uint l_2279_ = (l_2275_ >> 16u);
                                uint l_2280_ = (l_2279_ & 65535u);
                                uint l_2281_ = (l_2276_ & 65535u);
                                uint l_2282_ = (l_2280_ + l_2281_);
                                uint l_2283_ = (l_2277_ & 65535u);
                                uint l_2284_ = (l_2282_ + l_2283_);
                                uint l_2285_ = (l_2276_ >> 16u);
                                uint l_2286_ = (l_2285_ & 65535u);
                                uint l_2287_ = (l_2278_ + l_2286_);
                                uint l_2288_ = (l_2277_ >> 16u);
                                uint l_2289_ = (l_2288_ & 65535u);
                                uint l_2290_ = (l_2287_ + l_2289_);
                                uint l_2291_ = (l_2284_ >> 16u);
                                uint l_2292_ = (l_2291_ & 65535u);
                                uint l_1059_ = (l_2290_ + l_2292_);
                                uint _e3883 = l_mut_284_;
                                uint _e3884 = l_mut_712_;
                                uint l_1060_ = (_e3883 * _e3884);
                                uint l_1061_ = (l_1059_ + l_1060_);
                                uint _e3887 = l_mut_234_;
                                uint l_1062_ = (_e3887 - l_1058_);
                                uint _e3889 = l_mut_228_;
                                uint l_1063_ = (_e3889 - l_1061_);
                                uint _e3891 = l_mut_234_;
                                bool l_1064_ = (_e3891 < l_1058_);
                                uint l_1065_ = uint(l_1064_);
                                uint l_1066_ = (l_1063_ - l_1065_);
                                l_mut_703_ = l_1062_;
                                l_mut_702_ = l_1066_;
                                uint _e3895 = l_mut_712_;
                                uint _e3896 = l_mut_103_;
                                uint l_1067_ = (_e3895 * _e3896);
                                uint _e3898 = l_mut_109_;
                                uint l_1068_ = (_e3898 + l_1067_);
                                l_mut_701_ = l_1068_;
                                uint _e3900 = l_mut_290_;
                                uint _e3901 = l_mut_703_;
                                uint l_1069_ = (_e3900 - _e3901);
                                uint _e3903 = l_mut_284_;
                                uint _e3904 = l_mut_702_;
                                uint l_1070_ = (_e3903 - _e3904);
                                uint _e3906 = l_mut_290_;
                                uint _e3907 = l_mut_703_;
                                bool l_1071_ = (_e3906 < _e3907);
                                uint l_1072_ = uint(l_1071_);
                                uint l_1073_ = (l_1070_ - l_1072_);
                                l_mut_707_ = l_1069_;
                                l_mut_706_ = l_1073_;
                                uint _e3911 = l_mut_103_;
                                uint _e3912 = l_mut_701_;
                                uint l_1074_ = (_e3911 + _e3912);
                                l_mut_690_ = l_1074_;
                            }
                        }
                    }
                    uint _e3914 = l_mut_707_;
                    l_mut_290_ = _e3914;
                    uint _e3915 = l_mut_706_;
                    l_mut_284_ = _e3915;
                    uint _e3916 = l_mut_703_;
                    l_mut_234_ = _e3916;
                    uint _e3917 = l_mut_702_;
                    l_mut_228_ = _e3917;
                    uint _e3918 = l_mut_701_;
                    l_mut_109_ = _e3918;
                    uint _e3919 = l_mut_690_;
                    l_mut_103_ = _e3919;
                    uint _e3920 = l_mut_683_;
                    l_mut_166_ = _e3920;
                    uint _e3921 = l_mut_656_;
                    l_mut_160_ = _e3921;
                    uint _e3922 = l_mut_650_;
                    bool l_1075_ = (_e3922 == 1u);
                    l_mut_612_ = l_1075_;
                    uint _e3925 = l_mut_650_;
                    bool l_1076_ = (_e3925 == 0u);
                    l_mut_619_ = l_1076_;
                } else {
                    uint _e3928 = l_mut_234_;
                    uint _e3929 = l_mut_166_;
                    uint l_1077_ = (_e3928 - _e3929);
                    uint _e3931 = l_mut_228_;
                    uint _e3932 = l_mut_160_;
                    uint l_1078_ = (_e3931 - _e3932);
                    uint _e3934 = l_mut_234_;
                    uint _e3935 = l_mut_166_;
                    bool l_1079_ = (_e3934 < _e3935);
                    uint l_1080_ = uint(l_1079_);
                    uint l_1081_ = (l_1078_ - l_1080_);
                    l_mut_1003_ = l_1077_;
                    l_mut_998_ = l_1081_;
                    uint _e3939 = l_mut_166_;
                    uint l_1082_ = (_e3939 - l_602_);
                    uint _e3941 = l_mut_160_;
                    uint l_1083_ = (_e3941 - l_606_);
                    uint _e3943 = l_mut_166_;
                    bool l_1084_ = (_e3943 < l_602_);
                    uint l_1085_ = uint(l_1084_);
                    uint l_1086_ = (l_1083_ - l_1085_);
                    l_mut_1003_ = l_1082_;
                    l_mut_998_ = l_1086_;
                    uint _e3947 = l_mut_234_;
                    l_mut_712_ = _e3947;
                    uint _e3948 = l_mut_228_;
                    l_mut_707_ = _e3948;
                    uint _e3949 = l_mut_998_;
                    uint _e3950 = l_mut_228_;
                    bool l_1087_ = (_e3949 < _e3950);
                    uint _e3952 = l_mut_998_;
                    uint _e3953 = l_mut_228_;
                    bool l_1088_ = (_e3952 == _e3953);
                    uint _e3955 = l_mut_1003_;
                    uint _e3956 = l_mut_234_;
                    bool l_1089_ = (_e3955 < _e3956);
                    if (l_1088_) {
                        local_61 = l_1089_;
                    } else {
                        local_61 = false;
                    }
                    bool l_1090_ = local_61;
                    if (!(l_1087_)) {
                        local_62 = l_1090_;
                    } else {
                        local_62 = true;
                    }
                    bool l_1091_ = local_62;
                    if (l_1091_) {
                        uint _e3967 = l_mut_1003_;
                        l_mut_712_ = _e3967;
                        uint _e3968 = l_mut_998_;
                        l_mut_707_ = _e3968;
                    }
                    l_mut_907_ = false;
                    l_mut_907_ = true;
                    l_mut_1003_ = 0u;
                    uint _e3972 = l_mut_290_;
                    uint _e3973 = l_mut_284_;
                    uint l_1092_ = (_e3972 | _e3973);
                    bool l_1093_ = (l_1092_ == 0u);
                    bool l_1094_ = !(l_1093_);
                    bool _e3978 = l_mut_907_;
                    if (_e3978) {
                        local_63 = l_1094_;
                    } else {
                        local_63 = false;
                    }
                    bool l_1095_ = local_63;
                    uint _e3983 = l_mut_284_;
                    uint _e3984 = l_mut_707_;
                    bool l_1096_ = (_e3983 < _e3984);
                    uint _e3986 = l_mut_284_;
                    uint _e3987 = l_mut_707_;
                    bool l_1097_ = (_e3986 == _e3987);
                    uint _e3989 = l_mut_290_;
                    uint _e3990 = l_mut_712_;
                    bool l_1098_ = (_e3989 < _e3990);
                    if (l_1097_) {
                        local_64 = l_1098_;
                    } else {
                        local_64 = false;
                    }
                    bool l_1099_ = local_64;
                    if (!(l_1096_)) {
                        local_65 = l_1099_;
                    } else {
                        local_65 = true;
                    }
                    bool l_1100_ = local_65;
                    if (l_1095_) {
                        local_66 = l_1100_;
                    } else {
                        local_66 = false;
                    }
                    bool l_1101_ = local_66;
                    uint _e4005 = l_mut_103_;
                    uint _e4006 = l_mut_109_;
                    uint l_1102_ = (_e4005 + _e4006);
                    bool l_1103_ = (l_1102_ < l_77_);
                    if (l_1101_) {
                        local_67 = l_1103_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1104_ = local_67;
                    if (l_1104_) {
                        uint _e4013 = l_mut_103_;
                        uint l_1105_ = (l_77_ - _e4013);
                        uint _e4015 = l_mut_109_;
                        uint l_1106_ = (l_1105_ - _e4015);
                        uint _e4017 = l_mut_103_;
                        uint l_1107_ = (l_1106_ / _e4017);
                        uint _e4019 = l_mut_712_;
                        uint l_1108_ = (_e4019 - 1u);
                        uint _e4022 = l_mut_707_;
                        uint l_1109_ = (_e4022 - 0u);
                        uint _e4025 = l_mut_712_;
                        bool l_1110_ = (_e4025 < 1u);
                        uint l_1111_ = uint(l_1110_);
                        uint l_1112_ = (l_1109_ - l_1111_);
                        l_mut_998_ = l_1108_;
                        l_mut_712_ = l_1112_;
                        l_mut_707_ = 0u;
                        l_mut_1113_ = 0u;
                        bool loop_init_4 = true;
                        while(true) {
                            if (!loop_init_4) {
                                uint _e4118 = l_mut_1113_;
                                l_mut_1113_ = (_e4118 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e4033 = l_mut_1113_;
                            if ((_e4033 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4037 = l_mut_1113_;
                                uint l_1114_ = (19u - _e4037);
                                uint _e4039 = l_mut_998_;
                                l_mut_706_ = _e4039;
                                uint _e4040 = l_mut_712_;
                                l_mut_703_ = _e4040;
                                bool l_1115_ = (l_1114_ >= 32u);
                                if (l_1115_) {
                                    uint l_1116_ = (l_1114_ & 31u);
                                    uint _e4045 = l_mut_712_;
                                    uint l_1117_ = (_e4045 >> l_1116_);
                                    l_mut_706_ = l_1117_;
                                    l_mut_703_ = 0u;
                                } else {
                                    bool l_1118_ = (l_1114_ > 0u);
                                    if (l_1118_) {
                                        uint _e4050 = l_mut_998_;
                                        l_mut_702_ = _e4050;
                                        bool l_1119_ = (l_1114_ > 0u);
                                        if (l_1119_) {
                                            uint _e4053 = l_mut_998_;
                                            uint l_1120_ = (_e4053 >> l_1114_);
                                            uint l_1121_ = (32u - l_1114_);
                                            uint _e4057 = l_mut_712_;
                                            uint l_1122_ = (_e4057 << l_1121_);
                                            uint l_1123_ = (l_1120_ | l_1122_);
                                            l_mut_702_ = l_1123_;
                                        }
                                        uint _e4060 = l_mut_712_;
                                        uint l_1124_ = (_e4060 >> l_1114_);
                                        uint _e4062 = l_mut_702_;
                                        l_mut_706_ = _e4062;
                                        l_mut_703_ = l_1124_;
                                    }
                                }
                                uint _e4063 = l_mut_703_;
                                uint _e4064 = l_mut_284_;
                                bool l_1125_ = (_e4063 < _e4064);
                                uint _e4066 = l_mut_703_;
                                uint _e4067 = l_mut_284_;
                                bool l_1126_ = (_e4066 == _e4067);
                                uint _e4069 = l_mut_706_;
                                uint _e4070 = l_mut_290_;
                                bool l_1127_ = (_e4069 < _e4070);
                                if (l_1126_) {
                                    local_68 = l_1127_;
                                } else {
                                    local_68 = false;
                                }
                                bool l_1128_ = local_68;
                                if (!(l_1125_)) {
                                    local_69 = l_1128_;
                                } else {
                                    local_69 = true;
                                }
                                bool l_1129_ = local_69;
                                bool l_1130_ = !(l_1129_);
                                if (l_1130_) {
                                    uint _e4082 = l_mut_290_;
                                    l_mut_706_ = _e4082;
                                    uint _e4083 = l_mut_284_;
                                    l_mut_703_ = _e4083;
                                    bool l_1131_ = (l_1114_ >= 32u);
                                    if (l_1131_) {
                                        uint l_1132_ = (l_1114_ & 31u);
                                        uint _e4088 = l_mut_290_;
                                        uint l_1133_ = (_e4088 << l_1132_);
                                        l_mut_706_ = 0u;
                                        l_mut_703_ = l_1133_;
                                    } else {
                                        bool l_1134_ = (l_1114_ > 0u);
                                        if (l_1134_) {
                                            uint _e4093 = l_mut_290_;
                                            uint l_1135_ = (_e4093 << l_1114_);
                                            uint _e4095 = l_mut_284_;
                                            uint l_1136_ = (_e4095 << l_1114_);
                                            uint l_1137_ = (32u - l_1114_);
                                            uint _e4099 = l_mut_290_;
                                            uint l_1138_ = (_e4099 >> l_1137_);
                                            uint l_1139_ = (l_1136_ | l_1138_);
                                            l_mut_706_ = l_1135_;
                                            l_mut_703_ = l_1139_;
                                        }
                                    }
                                    uint _e4102 = l_mut_998_;
                                    uint _e4103 = l_mut_706_;
                                    uint l_1140_ = (_e4102 - _e4103);
                                    uint _e4105 = l_mut_712_;
                                    uint _e4106 = l_mut_703_;
                                    uint l_1141_ = (_e4105 - _e4106);
                                    uint _e4108 = l_mut_998_;
                                    uint _e4109 = l_mut_706_;
                                    bool l_1142_ = (_e4108 < _e4109);
                                    uint l_1143_ = uint(l_1142_);
                                    uint l_1144_ = (l_1141_ - l_1143_);
                                    l_mut_998_ = l_1140_;
                                    l_mut_712_ = l_1144_;
                                    uint l_1145_ = (1u << l_1114_);
                                    uint _e4115 = l_mut_707_;
                                    l_mut_707_ = (_e4115 | l_1145_);
                                }
                            }
                        }
                        uint _e4120 = l_mut_707_;
                        uint l_1146_ = min(_e4120, l_1107_);
                        l_mut_707_ = l_1146_;
                        uint _e4122 = l_mut_712_;
                        uint _e4123 = l_mut_284_;
                        bool l_1147_ = (_e4122 < _e4123);
                        uint _e4125 = l_mut_712_;
                        uint _e4126 = l_mut_284_;
                        bool l_1148_ = (_e4125 == _e4126);
                        uint _e4128 = l_mut_998_;
                        uint _e4129 = l_mut_290_;
                        bool l_1149_ = (_e4128 < _e4129);
                        if (l_1148_) {
                            local_70 = l_1149_;
                        } else {
                            local_70 = false;
                        }
                        bool l_1150_ = local_70;
                        if (!(l_1147_)) {
                            local_71 = l_1150_;
                        } else {
                            local_71 = true;
                        }
                        bool l_1151_ = local_71;
                        bool l_1152_ = !(l_1151_);
                        if (l_1152_) {
                            l_mut_707_ = l_1107_;
                        }
                        uint _e4141 = l_mut_707_;
                        l_mut_1003_ = _e4141;
                    }
                    uint _e4142 = l_mut_234_;
                    l_mut_998_ = _e4142;
                    uint _e4143 = l_mut_228_;
                    l_mut_712_ = _e4143;
                    uint _e4144 = l_mut_290_;
                    l_mut_707_ = _e4144;
                    uint _e4145 = l_mut_284_;
                    l_mut_706_ = _e4145;
                    uint _e4146 = l_mut_103_;
                    l_mut_703_ = _e4146;
                    uint _e4147 = l_mut_109_;
                    l_mut_702_ = _e4147;
                    uint _e4148 = l_mut_166_;
                    l_mut_701_ = _e4148;
                    uint _e4149 = l_mut_160_;
                    l_mut_690_ = _e4149;
                    l_mut_683_ = 0u;
                    uint _e4151 = l_mut_1003_;
                    bool l_1153_ = (_e4151 > 0u);
                    if (l_1153_) {
                        uint _e4154 = l_mut_290_;
                        uint _e4155 = l_mut_1003_;
                        uint l_1154_ = (_e4154 * _e4155);
                        uint _e4157 = l_mut_290_;
                        uint l_2294_ = (_e4157 & 65535u);
                        uint _e4160 = l_mut_290_;
                        uint l_2295_ = (_e4160 >> 16u);
                        uint l_2296_ = (l_2295_ & 65535u);
                        uint _e4165 = l_mut_1003_;
                        uint l_2297_ = (_e4165 & 65535u);
                        uint _e4168 = l_mut_1003_;
                        uint l_2298_ = (_e4168 >> 16u);
                        uint l_2299_ = (l_2298_ & 65535u);
                        uint l_2300_ = (l_2294_ * l_2297_);
                        uint l_2301_ = (l_2296_ * l_2297_);
                        uint l_2302_ = (l_2294_ * l_2299_);
                        uint l_2303_ = (l_2296_ * l_2299_);
                        uint l_2304_ = (l_2300_ >> 16u);
                        uint l_2305_ = (l_2304_ & 65535u);
                        uint l_2306_ = (l_2301_ & 65535u);
                        uint l_2307_ = (l_2305_ + l_2306_);
                        uint l_2308_ = (l_2302_ & 65535u);
                        uint l_2309_ = (l_2307_ + l_2308_);
                        uint l_2310_ = (l_2301_ >> 16u);
                        uint l_2311_ = (l_2310_ & 65535u);
                        uint l_2312_ = (l_2303_ + l_2311_);
                        uint l_2313_ = (l_2302_ >> 16u);
                        uint l_2314_ = (l_2313_ & 65535u);
                        uint l_2315_ = (l_2312_ + l_2314_);
                        uint l_2316_ = (l_2309_ >> 16u);
                        uint l_2317_ = (l_2316_ & 65535u);
                        uint l_1155_ = (l_2315_ + l_2317_);
                        uint _e4202 = l_mut_284_;
                        uint _e4203 = l_mut_1003_;
                        uint l_1156_ = (_e4202 * _e4203);
                        uint l_1157_ = (l_1155_ + l_1156_);
                        uint _e4206 = l_mut_166_;
                        uint l_1158_ = (_e4206 - l_1154_);
                        uint _e4208 = l_mut_160_;
                        uint l_1159_ = (_e4208 - l_1157_);
                        uint _e4210 = l_mut_166_;
                        bool l_1160_ = (_e4210 < l_1154_);
                        uint l_1161_ = uint(l_1160_);
                        uint l_1162_ = (l_1159_ - l_1161_);
                        l_mut_701_ = l_1158_;
                        l_mut_690_ = l_1162_;
                        uint _e4214 = l_mut_234_;
                        uint l_1163_ = (_e4214 - l_1154_);
                        uint _e4216 = l_mut_228_;
                        uint l_1164_ = (_e4216 - l_1157_);
                        uint _e4218 = l_mut_234_;
                        bool l_1165_ = (_e4218 < l_1154_);
                        uint l_1166_ = uint(l_1165_);
                        uint l_1167_ = (l_1164_ - l_1166_);
                        l_mut_998_ = l_1163_;
                        l_mut_712_ = l_1167_;
                        uint _e4222 = l_mut_1003_;
                        uint _e4223 = l_mut_103_;
                        uint l_1168_ = (_e4222 * _e4223);
                        uint _e4225 = l_mut_109_;
                        uint l_1169_ = (_e4225 + l_1168_);
                        l_mut_702_ = l_1169_;
                    } else {
                        uint _e4227 = l_mut_166_;
                        uint _e4228 = l_mut_290_;
                        uint l_1170_ = (_e4227 - _e4228);
                        uint _e4230 = l_mut_160_;
                        uint _e4231 = l_mut_284_;
                        uint l_1171_ = (_e4230 - _e4231);
                        uint _e4233 = l_mut_166_;
                        uint _e4234 = l_mut_290_;
                        bool l_1172_ = (_e4233 < _e4234);
                        uint l_1173_ = uint(l_1172_);
                        uint l_1174_ = (l_1171_ - l_1173_);
                        l_mut_701_ = l_1170_;
                        l_mut_690_ = l_1174_;
                        uint _e4238 = l_mut_690_;
                        bool l_1175_ = (_e4238 < l_606_);
                        uint _e4240 = l_mut_690_;
                        bool l_1176_ = (_e4240 == l_606_);
                        uint _e4242 = l_mut_701_;
                        bool l_1177_ = (_e4242 < l_602_);
                        if (l_1176_) {
                            local_72 = l_1177_;
                        } else {
                            local_72 = false;
                        }
                        bool l_1178_ = local_72;
                        if (!(l_1175_)) {
                            local_73 = l_1178_;
                        } else {
                            local_73 = true;
                        }
                        bool l_1179_ = local_73;
                        if (l_1179_) {
                            l_mut_683_ = 2u;
                        }
                        uint _e4254 = l_mut_683_;
                        bool l_1180_ = (_e4254 == 0u);
                        if (l_1180_) {
                            uint _e4257 = l_mut_103_;
                            uint l_1181_ = (l_77_ - _e4257);
                            uint _e4259 = l_mut_109_;
                            uint l_1182_ = (l_1181_ / _e4259);
                            l_mut_1003_ = 0u;
                            l_mut_907_ = false;
                            l_mut_907_ = true;
                            uint _e4264 = l_mut_234_;
                            uint _e4265 = l_mut_228_;
                            uint l_1183_ = (_e4264 | _e4265);
                            bool l_1184_ = (l_1183_ == 0u);
                            if (l_1184_) {
                                l_mut_1003_ = l_1182_;
                            } else {
                                bool _e4269 = l_mut_907_;
                                if (_e4269) {
                                    uint _e4270 = l_mut_228_;
                                    uint _e4271 = l_mut_284_;
                                    bool l_1185_ = (_e4270 < _e4271);
                                    uint _e4273 = l_mut_228_;
                                    uint _e4274 = l_mut_284_;
                                    bool l_1186_ = (_e4273 == _e4274);
                                    uint _e4276 = l_mut_234_;
                                    uint _e4277 = l_mut_290_;
                                    bool l_1187_ = (_e4276 < _e4277);
                                    if (l_1186_) {
                                        local_74 = l_1187_;
                                    } else {
                                        local_74 = false;
                                    }
                                    bool l_1188_ = local_74;
                                    if (!(l_1185_)) {
                                        local_75 = l_1188_;
                                    } else {
                                        local_75 = true;
                                    }
                                    bool l_1189_ = local_75;
                                    if (l_1189_) {
                                        uint _e4288 = l_mut_290_;
                                        uint l_1190_ = (_e4288 - 1u);
                                        uint _e4291 = l_mut_284_;
                                        uint l_1191_ = (_e4291 - 0u);
                                        uint _e4294 = l_mut_290_;
                                        bool l_1192_ = (_e4294 < 1u);
                                        uint l_1193_ = uint(l_1192_);
                                        uint l_1194_ = (l_1191_ - l_1193_);
                                        l_mut_656_ = l_1190_;
                                        l_mut_650_ = l_1194_;
                                        l_mut_644_ = 0u;
                                        l_mut_1195_ = 0u;
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (!loop_init_5) {
                                                uint _e4387 = l_mut_1195_;
                                                l_mut_1195_ = (_e4387 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e4302 = l_mut_1195_;
                                            if ((_e4302 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4306 = l_mut_1195_;
                                                uint l_1196_ = (19u - _e4306);
                                                uint _e4308 = l_mut_656_;
                                                l_mut_97_ = _e4308;
                                                uint _e4309 = l_mut_650_;
                                                l_mut_82_ = _e4309;
                                                bool l_1197_ = (l_1196_ >= 32u);
                                                if (l_1197_) {
                                                    uint l_1198_ = (l_1196_ & 31u);
                                                    uint _e4314 = l_mut_650_;
                                                    uint l_1199_ = (_e4314 >> l_1198_);
                                                    l_mut_97_ = l_1199_;
                                                    l_mut_82_ = 0u;
                                                } else {
                                                    bool l_1200_ = (l_1196_ > 0u);
                                                    if (l_1200_) {
                                                        uint _e4319 = l_mut_656_;
                                                        l_mut_45_ = _e4319;
                                                        bool l_1201_ = (l_1196_ > 0u);
                                                        if (l_1201_) {
                                                            uint _e4322 = l_mut_656_;
                                                            uint l_1202_ = (_e4322 >> l_1196_);
                                                            uint l_1203_ = (32u - l_1196_);
                                                            uint _e4326 = l_mut_650_;
                                                            uint l_1204_ = (_e4326 << l_1203_);
                                                            uint l_1205_ = (l_1202_ | l_1204_);
                                                            l_mut_45_ = l_1205_;
                                                        }
                                                        uint _e4329 = l_mut_650_;
                                                        uint l_1206_ = (_e4329 >> l_1196_);
                                                        uint _e4331 = l_mut_45_;
                                                        l_mut_97_ = _e4331;
                                                        l_mut_82_ = l_1206_;
                                                    }
                                                }
                                                uint _e4332 = l_mut_82_;
                                                uint _e4333 = l_mut_228_;
                                                bool l_1207_ = (_e4332 < _e4333);
                                                uint _e4335 = l_mut_82_;
                                                uint _e4336 = l_mut_228_;
                                                bool l_1208_ = (_e4335 == _e4336);
                                                uint _e4338 = l_mut_97_;
                                                uint _e4339 = l_mut_234_;
                                                bool l_1209_ = (_e4338 < _e4339);
                                                if (l_1208_) {
                                                    local_76 = l_1209_;
                                                } else {
                                                    local_76 = false;
                                                }
                                                bool l_1210_ = local_76;
                                                if (!(l_1207_)) {
                                                    local_77 = l_1210_;
                                                } else {
                                                    local_77 = true;
                                                }
                                                bool l_1211_ = local_77;
                                                bool l_1212_ = !(l_1211_);
                                                if (l_1212_) {
                                                    uint _e4351 = l_mut_234_;
                                                    l_mut_97_ = _e4351;
                                                    uint _e4352 = l_mut_228_;
                                                    l_mut_82_ = _e4352;
                                                    bool l_1213_ = (l_1196_ >= 32u);
                                                    if (l_1213_) {
                                                        uint l_1214_ = (l_1196_ & 31u);
                                                        uint _e4357 = l_mut_234_;
                                                        uint l_1215_ = (_e4357 << l_1214_);
                                                        l_mut_97_ = 0u;
                                                        l_mut_82_ = l_1215_;
                                                    } else {
                                                        bool l_1216_ = (l_1196_ > 0u);
                                                        if (l_1216_) {
                                                            uint _e4362 = l_mut_234_;
                                                            uint l_1217_ = (_e4362 << l_1196_);
                                                            uint _e4364 = l_mut_228_;
                                                            uint l_1218_ = (_e4364 << l_1196_);
                                                            uint l_1219_ = (32u - l_1196_);
                                                            uint _e4368 = l_mut_234_;
                                                            uint l_1220_ = (_e4368 >> l_1219_);
                                                            uint l_1221_ = (l_1218_ | l_1220_);
                                                            l_mut_97_ = l_1217_;
                                                            l_mut_82_ = l_1221_;
                                                        }
                                                    }
                                                    uint _e4371 = l_mut_656_;
                                                    uint _e4372 = l_mut_97_;
                                                    uint l_1222_ = (_e4371 - _e4372);
                                                    uint _e4374 = l_mut_650_;
                                                    uint _e4375 = l_mut_82_;
                                                    uint l_1223_ = (_e4374 - _e4375);
                                                    uint _e4377 = l_mut_656_;
                                                    uint _e4378 = l_mut_97_;
                                                    bool l_1224_ = (_e4377 < _e4378);
                                                    uint l_1225_ = uint(l_1224_);
                                                    uint l_1226_ = (l_1223_ - l_1225_);
                                                    l_mut_656_ = l_1222_;
                                                    l_mut_650_ = l_1226_;
                                                    uint l_1227_ = (1u << l_1196_);
                                                    uint _e4384 = l_mut_644_;
                                                    l_mut_644_ = (_e4384 | l_1227_);
                                                }
                                            }
                                        }
                                        uint _e4389 = l_mut_644_;
                                        uint l_1228_ = min(_e4389, l_1182_);
                                        l_mut_644_ = l_1228_;
                                        uint _e4391 = l_mut_650_;
                                        uint _e4392 = l_mut_228_;
                                        bool l_1229_ = (_e4391 < _e4392);
                                        uint _e4394 = l_mut_650_;
                                        uint _e4395 = l_mut_228_;
                                        bool l_1230_ = (_e4394 == _e4395);
                                        uint _e4397 = l_mut_656_;
                                        uint _e4398 = l_mut_234_;
                                        bool l_1231_ = (_e4397 < _e4398);
                                        if (l_1230_) {
                                            local_78 = l_1231_;
                                        } else {
                                            local_78 = false;
                                        }
                                        bool l_1232_ = local_78;
                                        if (!(l_1229_)) {
                                            local_79 = l_1232_;
                                        } else {
                                            local_79 = true;
                                        }
                                        bool l_1233_ = local_79;
                                        bool l_1234_ = !(l_1233_);
                                        if (l_1234_) {
                                            l_mut_644_ = l_1182_;
                                        }
                                        uint _e4410 = l_mut_644_;
                                        l_mut_1003_ = _e4410;
                                    }
                                } else {
                                    uint _e4411 = l_mut_290_;
                                    l_mut_656_ = _e4411;
                                    uint _e4412 = l_mut_284_;
                                    l_mut_650_ = _e4412;
                                    while(true) {
                                        uint _e4413 = l_mut_228_;
                                        uint _e4414 = l_mut_650_;
                                        bool l_1235_ = (_e4413 < _e4414);
                                        uint _e4416 = l_mut_228_;
                                        uint _e4417 = l_mut_650_;
                                        bool l_1236_ = (_e4416 == _e4417);
                                        uint _e4419 = l_mut_234_;
                                        uint _e4420 = l_mut_656_;
                                        bool l_1237_ = (_e4419 < _e4420);
                                        if (l_1236_) {
                                            local_80 = l_1237_;
                                        } else {
                                            local_80 = false;
                                        }
                                        bool l_1238_ = local_80;
                                        if (!(l_1235_)) {
                                            local_81 = l_1238_;
                                        } else {
                                            local_81 = true;
                                        }
                                        bool l_1239_ = local_81;
                                        uint _e4431 = l_mut_1003_;
                                        uint _e4432 = l_mut_109_;
                                        uint l_1240_ = (_e4431 * _e4432);
                                        uint _e4434 = l_mut_103_;
                                        uint l_1241_ = (_e4434 + l_1240_);
                                        uint _e4436 = l_mut_109_;
                                        uint l_1242_ = (l_1241_ + _e4436);
                                        bool l_1243_ = (l_1242_ < l_77_);
                                        if (l_1239_) {
                                            local_82 = l_1243_;
                                        } else {
                                            local_82 = false;
                                        }
                                        bool l_1244_ = local_82;
                                        bool l_1245_ = !(l_1244_);
                                        if (l_1245_) {
                                            break;
                                        }
                                        uint _e4444 = l_mut_656_;
                                        uint _e4445 = l_mut_234_;
                                        uint l_1246_ = (_e4444 - _e4445);
                                        uint _e4447 = l_mut_650_;
                                        uint _e4448 = l_mut_228_;
                                        uint l_1247_ = (_e4447 - _e4448);
                                        uint _e4450 = l_mut_656_;
                                        uint _e4451 = l_mut_234_;
                                        bool l_1248_ = (_e4450 < _e4451);
                                        uint l_1249_ = uint(l_1248_);
                                        uint l_1250_ = (l_1247_ - l_1249_);
                                        l_mut_656_ = l_1246_;
                                        l_mut_650_ = l_1250_;
                                        uint _e4455 = l_mut_1003_;
                                        l_mut_1003_ = (_e4455 + 1u);
                                    }
                                }
                            }
                            uint _e4458 = l_mut_1003_;
                            uint _e4459 = l_mut_109_;
                            uint l_1251_ = (_e4458 * _e4459);
                            uint _e4461 = l_mut_103_;
                            uint l_1252_ = (_e4461 + l_1251_);
                            uint _e4463 = l_mut_109_;
                            uint l_1253_ = (l_1252_ + _e4463);
                            bool l_1254_ = (l_1253_ >= l_77_);
                            if (l_1254_) {
                                l_mut_683_ = 1u;
                            } else {
                                uint _e4467 = l_mut_234_;
                                uint _e4468 = l_mut_1003_;
                                uint l_1255_ = (_e4467 * _e4468);
                                uint _e4470 = l_mut_234_;
                                uint l_2319_ = (_e4470 & 65535u);
                                uint _e4473 = l_mut_234_;
                                uint l_2320_ = (_e4473 >> 16u);
                                uint l_2321_ = (l_2320_ & 65535u);
                                uint _e4478 = l_mut_1003_;
                                uint l_2322_ = (_e4478 & 65535u);
                                uint _e4481 = l_mut_1003_;
                                uint l_2323_ = (_e4481 >> 16u);
                                uint l_2324_ = (l_2323_ & 65535u);
                                uint l_2325_ = (l_2319_ * l_2322_);
                                uint l_2326_ = (l_2321_ * l_2322_);
                                uint l_2327_ = (l_2319_ * l_2324_);
                                uint l_2328_ = (l_2321_ * l_2324_);
                                uint l_2329_ = (l_2325_ >> 16u);
                                uint l_2330_ = (l_2329_ & 65535u);
                                uint l_2331_ = (l_2326_ & 65535u);
                                uint l_2332_ = (l_2330_ + l_2331_);
                                uint l_2333_ = (l_2327_ & 65535u);
                                uint l_2334_ = (l_2332_ + l_2333_);
                                uint l_2335_ = (l_2326_ >> 16u);
                                uint l_2336_ = (l_2335_ & 65535u);
                                uint l_2337_ = (l_2328_ + l_2336_);
                                uint l_2338_ = (l_2327_ >> 16u);
                                uint l_2339_ = (l_2338_ & 65535u);
                                uint l_2340_ = (l_2337_ + l_2339_);
                                uint l_2341_ = (l_2334_ >> 16u);
                                uint l_2342_ = (l_2341_ & 65535u);
                                uint l_1256_ = (l_2340_ + l_2342_);
                                uint _e4515 = l_mut_228_;
                                uint _e4516 = l_mut_1003_;
                                uint l_1257_ = (_e4515 * _e4516);
                                uint l_1258_ = (l_1256_ + l_1257_);
                                uint _e4519 = l_mut_290_;
                                uint l_1259_ = (_e4519 - l_1255_);
                                uint _e4521 = l_mut_284_;
                                uint l_1260_ = (_e4521 - l_1258_);
                                uint _e4523 = l_mut_290_;
                                bool l_1261_ = (_e4523 < l_1255_);
                                uint l_1262_ = uint(l_1261_);
                                uint l_1263_ = (l_1260_ - l_1262_);
                                l_mut_707_ = l_1259_;
                                l_mut_706_ = l_1263_;
                                uint _e4527 = l_mut_1003_;
                                uint _e4528 = l_mut_109_;
                                uint l_1264_ = (_e4527 * _e4528);
                                uint _e4530 = l_mut_103_;
                                uint l_1265_ = (_e4530 + l_1264_);
                                l_mut_703_ = l_1265_;
                                uint _e4532 = l_mut_234_;
                                uint _e4533 = l_mut_707_;
                                uint l_1266_ = (_e4532 - _e4533);
                                uint _e4535 = l_mut_228_;
                                uint _e4536 = l_mut_706_;
                                uint l_1267_ = (_e4535 - _e4536);
                                uint _e4538 = l_mut_234_;
                                uint _e4539 = l_mut_707_;
                                bool l_1268_ = (_e4538 < _e4539);
                                uint l_1269_ = uint(l_1268_);
                                uint l_1270_ = (l_1267_ - l_1269_);
                                l_mut_998_ = l_1266_;
                                l_mut_712_ = l_1270_;
                                uint _e4543 = l_mut_109_;
                                uint _e4544 = l_mut_703_;
                                uint l_1271_ = (_e4543 + _e4544);
                                l_mut_702_ = l_1271_;
                            }
                        }
                    }
                    uint _e4546 = l_mut_707_;
                    l_mut_290_ = _e4546;
                    uint _e4547 = l_mut_706_;
                    l_mut_284_ = _e4547;
                    uint _e4548 = l_mut_998_;
                    l_mut_234_ = _e4548;
                    uint _e4549 = l_mut_712_;
                    l_mut_228_ = _e4549;
                    uint _e4550 = l_mut_702_;
                    l_mut_109_ = _e4550;
                    uint _e4551 = l_mut_703_;
                    l_mut_103_ = _e4551;
                    uint _e4552 = l_mut_701_;
                    l_mut_166_ = _e4552;
                    uint _e4553 = l_mut_690_;
                    l_mut_160_ = _e4553;
                    uint _e4554 = l_mut_683_;
                    bool l_1272_ = (_e4554 == 1u);
                    l_mut_612_ = l_1272_;
                    uint _e4557 = l_mut_683_;
                    bool l_1273_ = (_e4557 == 0u);
                    l_mut_619_ = l_1273_;
                }
            }
            bool _e4560 = l_mut_612_;
            bool l_1274_ = !(_e4560);
            if (l_1274_) {
                uint l_1275_ = (l_37_ * 8u);
                uint l_1276_ = (l_1275_ + l_38_);
                uint l_2344_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2345_ = (l_2344_ * 1u);
                uint l_2346_ = (l_2345_ - 1u);
                uint l_2347_ = min(1u, l_2346_);
                uint _e4578 = atomicAdd(_group_0_binding_6_cs[l_2347_], 1u);
                uint l_1279_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1280_ = (_e4578 < l_1279_);
                if (l_1280_) {
                    uint l_2349_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2350_ = (l_2349_ * 1u);
                    bool l_2351_ = (_e4578 < l_2350_);
                    if (l_2351_) {
                        _group_0_binding_5_cs[_e4578] = l_1276_;
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
