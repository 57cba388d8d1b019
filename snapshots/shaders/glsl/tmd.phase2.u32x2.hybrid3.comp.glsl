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
    uint l_mut_944_ = 0u;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    uint l_mut_1024_ = 0u;
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
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    uint l_mut_1149_ = 0u;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    uint l_mut_1244_ = 0u;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1330_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1331_ = (l_1330_ * 1u);
        uint l_1332_ = (l_1331_ - 1u);
        uint l_1333_ = min(3u, l_1332_);
        uint _e66 = atomicAdd(_group_0_binding_6_cs[l_1333_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1335_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (0u < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(0u, l_1338_);
        uint l_1340_ = _group_0_binding_3_cs[l_1339_];
        uint l_7_ = (l_1337_ ? l_1340_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1342_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (l_9_ < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(l_9_, l_1345_);
        uint l_1347_ = _group_0_binding_3_cs[l_1346_];
        uint l_10_ = (l_1344_ ? l_1347_ : 0u);
        uint l_1349_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (2u < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(2u, l_1352_);
        uint l_1354_ = _group_0_binding_3_cs[l_1353_];
        uint l_12_ = (l_1351_ ? l_1354_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1356_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1357_ = (l_1356_ * 1u);
        bool l_1358_ = (l_14_ < l_1357_);
        uint l_1359_ = (l_1357_ - 1u);
        uint l_1360_ = min(l_14_, l_1359_);
        uint l_1361_ = _group_0_binding_3_cs[l_1360_];
        uint l_15_ = (l_1358_ ? l_1361_ : 0u);
        uint l_1363_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1364_ = (l_1363_ * 1u);
        bool l_1365_ = (4u < l_1364_);
        uint l_1366_ = (l_1364_ - 1u);
        uint l_1367_ = min(4u, l_1366_);
        uint l_1368_ = _group_0_binding_3_cs[l_1367_];
        uint l_17_ = (l_1365_ ? l_1368_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1370_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1371_ = (l_1370_ * 1u);
        bool l_1372_ = (l_19_ < l_1371_);
        uint l_1373_ = (l_1371_ - 1u);
        uint l_1374_ = min(l_19_, l_1373_);
        uint l_1375_ = _group_0_binding_3_cs[l_1374_];
        uint l_20_ = (l_1372_ ? l_1375_ : 0u);
        uint l_1377_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1378_ = (l_1377_ * 1u);
        bool l_1379_ = (6u < l_1378_);
        uint l_1380_ = (l_1378_ - 1u);
        uint l_1381_ = min(6u, l_1380_);
        uint l_1382_ = _group_0_binding_3_cs[l_1381_];
        uint l_22_ = (l_1379_ ? l_1382_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1384_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1385_ = (l_1384_ * 1u);
        bool l_1386_ = (l_24_ < l_1385_);
        uint l_1387_ = (l_1385_ - 1u);
        uint l_1388_ = min(l_24_, l_1387_);
        uint l_1389_ = _group_0_binding_3_cs[l_1388_];
        uint l_25_ = (l_1386_ ? l_1389_ : 0u);
        uint l_1391_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1392_ = (l_1391_ * 1u);
        bool l_1393_ = (8u < l_1392_);
        uint l_1394_ = (l_1392_ - 1u);
        uint l_1395_ = min(8u, l_1394_);
        uint l_1396_ = _group_0_binding_3_cs[l_1395_];
        uint l_27_ = (l_1393_ ? l_1396_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1398_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1399_ = (l_1398_ * 1u);
        bool l_1400_ = (l_29_ < l_1399_);
        uint l_1401_ = (l_1399_ - 1u);
        uint l_1402_ = min(l_29_, l_1401_);
        uint l_1403_ = _group_0_binding_3_cs[l_1402_];
        uint l_30_ = (l_1400_ ? l_1403_ : 0u);
        uint l_1405_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1406_ = (l_1405_ * 1u);
        bool l_1407_ = (10u < l_1406_);
        uint l_1408_ = (l_1406_ - 1u);
        uint l_1409_ = min(10u, l_1408_);
        uint l_1410_ = _group_0_binding_3_cs[l_1409_];
        uint l_32_ = (l_1407_ ? l_1410_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1412_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1413_ = (l_1412_ * 1u);
        bool l_1414_ = (l_34_ < l_1413_);
        uint l_1415_ = (l_1413_ - 1u);
        uint l_1416_ = min(l_34_, l_1415_);
        uint l_1417_ = _group_0_binding_3_cs[l_1416_];
        uint l_35_ = (l_1414_ ? l_1417_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_1419_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1420_ = (l_1419_ * 1u);
        bool l_1421_ = (l_36_ < l_1420_);
        uint l_1422_ = (l_1420_ - 1u);
        uint l_1423_ = min(l_36_, l_1422_);
        uint l_1424_ = _group_0_binding_4_cs[l_1423_];
        uint l_37_ = (l_1421_ ? l_1424_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_1426_ = (l_37_ & 65535u);
        uint l_1427_ = (l_37_ >> 16u);
        uint l_1428_ = (l_1427_ & 65535u);
        uint l_1429_ = (l_7_ & 65535u);
        uint l_1430_ = (l_7_ >> 16u);
        uint l_1431_ = (l_1430_ & 65535u);
        uint l_1432_ = (l_1426_ * l_1429_);
        uint l_1433_ = (l_1428_ * l_1429_);
        uint l_1434_ = (l_1426_ * l_1431_);
        uint l_1435_ = (l_1428_ * l_1431_);
        uint l_1436_ = (l_1432_ >> 16u);
        uint l_1437_ = (l_1436_ & 65535u);
        uint l_1438_ = (l_1433_ & 65535u);
        uint l_1439_ = (l_1437_ + l_1438_);
        uint l_1440_ = (l_1434_ & 65535u);
        uint l_1441_ = (l_1439_ + l_1440_);
        uint l_1442_ = (l_1433_ >> 16u);
        uint l_1443_ = (l_1442_ & 65535u);
        uint l_1444_ = (l_1435_ + l_1443_);
        uint l_1445_ = (l_1434_ >> 16u);
        uint l_1446_ = (l_1445_ & 65535u);
        uint l_1447_ = (l_1444_ + l_1446_);
        uint l_1448_ = (l_1441_ >> 16u);
        uint l_1449_ = (l_1448_ & 65535u);
        uint l_42_ = (l_1447_ + l_1449_);
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
        uint _e377 = l_mut_45_;
        bool l_61_ = (l_40_ < _e377);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1451_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1452_ = (l_1451_ * 1u);
            bool l_1453_ = (l_62_ < l_1452_);
            uint l_1454_ = (l_1452_ - 1u);
            uint l_1455_ = min(l_62_, l_1454_);
            uint l_1456_ = _group_0_binding_0_cs[l_1455_];
            uint l_63_ = (l_1453_ ? l_1456_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1458_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1459_ = (l_1458_ * 1u);
            bool l_1460_ = (l_65_ < l_1459_);
            uint l_1461_ = (l_1459_ - 1u);
            uint l_1462_ = min(l_65_, l_1461_);
            uint l_1463_ = _group_0_binding_0_cs[l_1462_];
            uint l_66_ = (l_1460_ ? l_1463_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1465_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1466_ = (l_1465_ * 1u);
            bool l_1467_ = (l_67_ < l_1466_);
            uint l_1468_ = (l_1466_ - 1u);
            uint l_1469_ = min(l_67_, l_1468_);
            uint l_1470_ = _group_0_binding_1_cs[l_1469_];
            uint l_68_ = (l_1467_ ? l_1470_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1472_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1473_ = (l_1472_ * 1u);
            bool l_1474_ = (l_70_ < l_1473_);
            uint l_1475_ = (l_1473_ - 1u);
            uint l_1476_ = min(l_70_, l_1475_);
            uint l_1477_ = _group_0_binding_1_cs[l_1476_];
            uint l_71_ = (l_1474_ ? l_1477_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1479_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1480_ = (l_1479_ * 1u);
            bool l_1481_ = (l_72_ < l_1480_);
            uint l_1482_ = (l_1480_ - 1u);
            uint l_1483_ = min(l_72_, l_1482_);
            uint l_1484_ = _group_0_binding_2_cs[l_1483_];
            uint l_73_ = (l_1481_ ? l_1484_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1486_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1487_ = (l_1486_ * 1u);
            bool l_1488_ = (l_75_ < l_1487_);
            uint l_1489_ = (l_1487_ - 1u);
            uint l_1490_ = min(l_75_, l_1489_);
            uint l_1491_ = _group_0_binding_2_cs[l_1490_];
            uint l_76_ = (l_1488_ ? l_1491_ : 0u);
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
            uint _e503 = l_mut_45_;
            uint l_88_ = (_e503 * l_79_);
            uint _e505 = l_mut_82_;
            uint l_89_ = (_e505 * l_79_);
            uint _e507 = l_mut_45_;
            uint l_1493_ = (_e507 & 65535u);
            uint _e510 = l_mut_45_;
            uint l_1494_ = (_e510 >> 16u);
            uint l_1495_ = (l_1494_ & 65535u);
            uint l_1496_ = (l_79_ & 65535u);
            uint l_1497_ = (l_79_ >> 16u);
            uint l_1498_ = (l_1497_ & 65535u);
            uint l_1499_ = (l_1493_ * l_1496_);
            uint l_1500_ = (l_1495_ * l_1496_);
            uint l_1501_ = (l_1493_ * l_1498_);
            uint l_1502_ = (l_1495_ * l_1498_);
            uint l_1503_ = (l_1499_ >> 16u);
            uint l_1504_ = (l_1503_ & 65535u);
            uint l_1505_ = (l_1500_ & 65535u);
            uint l_1506_ = (l_1504_ + l_1505_);
            uint l_1507_ = (l_1501_ & 65535u);
            uint l_1508_ = (l_1506_ + l_1507_);
            uint l_1509_ = (l_1500_ >> 16u);
            uint l_1510_ = (l_1509_ & 65535u);
            uint l_1511_ = (l_1502_ + l_1510_);
            uint l_1512_ = (l_1501_ >> 16u);
            uint l_1513_ = (l_1512_ & 65535u);
            uint l_1514_ = (l_1511_ + l_1513_);
            uint l_1515_ = (l_1508_ >> 16u);
            uint l_1516_ = (l_1515_ & 65535u);
            uint l_90_ = (l_1514_ + l_1516_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e551 = l_mut_82_;
            uint l_1518_ = (_e551 & 65535u);
            uint _e554 = l_mut_82_;
            uint l_1519_ = (_e554 >> 16u);
            uint l_1520_ = (l_1519_ & 65535u);
            uint l_1521_ = (l_79_ & 65535u);
            uint l_1522_ = (l_79_ >> 16u);
            uint l_1523_ = (l_1522_ & 65535u);
            uint l_1524_ = (l_1518_ * l_1521_);
            uint l_1525_ = (l_1520_ * l_1521_);
            uint l_1526_ = (l_1518_ * l_1523_);
            uint l_1527_ = (l_1520_ * l_1523_);
            uint l_1528_ = (l_1524_ >> 16u);
            uint l_1529_ = (l_1528_ & 65535u);
            uint l_1530_ = (l_1525_ & 65535u);
            uint l_1531_ = (l_1529_ + l_1530_);
            uint l_1532_ = (l_1526_ & 65535u);
            uint l_1533_ = (l_1531_ + l_1532_);
            uint l_1534_ = (l_1525_ >> 16u);
            uint l_1535_ = (l_1534_ & 65535u);
            uint l_1536_ = (l_1527_ + l_1535_);
            uint l_1537_ = (l_1526_ >> 16u);
            uint l_1538_ = (l_1537_ & 65535u);
            uint l_1539_ = (l_1536_ + l_1538_);
            uint l_1540_ = (l_1533_ >> 16u);
            uint l_1541_ = (l_1540_ & 65535u);
            uint l_92_ = (l_1539_ + l_1541_);
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
            uint _e613 = l_mut_97_;
            l_mut_109_ = _e613;
            uint _e614 = l_mut_103_;
            l_mut_97_ = _e614;
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
                    uint _e628 = l_mut_103_;
                    l_mut_109_ = _e628;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e629 = l_mut_109_;
            l_mut_103_ = _e629;
            uint _e630 = l_mut_97_;
            l_mut_109_ = _e630;
            if (l_81_) {
                uint _e632 = l_mut_103_;
                uint l_118_ = (0u - _e632);
                uint _e635 = l_mut_109_;
                uint l_119_ = (0u - _e635);
                uint _e638 = l_mut_103_;
                bool l_120_ = (0u < _e638);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e642 = l_mut_103_;
            uint l_123_ = (l_63_ + _e642);
            uint _e644 = l_mut_109_;
            uint l_124_ = (l_66_ + _e644);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint l_1543_ = (l_63_ & 65535u);
            uint l_1544_ = (l_63_ >> 16u);
            uint l_1545_ = (l_1544_ & 65535u);
            uint l_1546_ = (l_78_ & 65535u);
            uint l_1547_ = (l_78_ >> 16u);
            uint l_1548_ = (l_1547_ & 65535u);
            uint l_1549_ = (l_1543_ * l_1546_);
            uint l_1550_ = (l_1545_ * l_1546_);
            uint l_1551_ = (l_1543_ * l_1548_);
            uint l_1552_ = (l_1545_ * l_1548_);
            uint l_1553_ = (l_1549_ >> 16u);
            uint l_1554_ = (l_1553_ & 65535u);
            uint l_1555_ = (l_1550_ & 65535u);
            uint l_1556_ = (l_1554_ + l_1555_);
            uint l_1557_ = (l_1551_ & 65535u);
            uint l_1558_ = (l_1556_ + l_1557_);
            uint l_1559_ = (l_1550_ >> 16u);
            uint l_1560_ = (l_1559_ & 65535u);
            uint l_1561_ = (l_1552_ + l_1560_);
            uint l_1562_ = (l_1551_ >> 16u);
            uint l_1563_ = (l_1562_ & 65535u);
            uint l_1564_ = (l_1561_ + l_1563_);
            uint l_1565_ = (l_1558_ >> 16u);
            uint l_1566_ = (l_1565_ & 65535u);
            uint l_129_ = (l_1564_ + l_1566_);
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
                uint _e715 = l_mut_97_;
                uint l_146_ = (_e715 * l_138_);
                uint _e717 = l_mut_82_;
                uint l_147_ = (_e717 * l_138_);
                uint _e719 = l_mut_97_;
                uint l_1568_ = (_e719 & 65535u);
                uint _e722 = l_mut_97_;
                uint l_1569_ = (_e722 >> 16u);
                uint l_1570_ = (l_1569_ & 65535u);
                uint l_1571_ = (l_138_ & 65535u);
                uint l_1572_ = (l_138_ >> 16u);
                uint l_1573_ = (l_1572_ & 65535u);
                uint l_1574_ = (l_1568_ * l_1571_);
                uint l_1575_ = (l_1570_ * l_1571_);
                uint l_1576_ = (l_1568_ * l_1573_);
                uint l_1577_ = (l_1570_ * l_1573_);
                uint l_1578_ = (l_1574_ >> 16u);
                uint l_1579_ = (l_1578_ & 65535u);
                uint l_1580_ = (l_1575_ & 65535u);
                uint l_1581_ = (l_1579_ + l_1580_);
                uint l_1582_ = (l_1576_ & 65535u);
                uint l_1583_ = (l_1581_ + l_1582_);
                uint l_1584_ = (l_1575_ >> 16u);
                uint l_1585_ = (l_1584_ & 65535u);
                uint l_1586_ = (l_1577_ + l_1585_);
                uint l_1587_ = (l_1576_ >> 16u);
                uint l_1588_ = (l_1587_ & 65535u);
                uint l_1589_ = (l_1586_ + l_1588_);
                uint l_1590_ = (l_1583_ >> 16u);
                uint l_1591_ = (l_1590_ & 65535u);
                uint l_148_ = (l_1589_ + l_1591_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e763 = l_mut_82_;
                uint l_1593_ = (_e763 & 65535u);
                uint _e766 = l_mut_82_;
                uint l_1594_ = (_e766 >> 16u);
                uint l_1595_ = (l_1594_ & 65535u);
                uint l_1596_ = (l_138_ & 65535u);
                uint l_1597_ = (l_138_ >> 16u);
                uint l_1598_ = (l_1597_ & 65535u);
                uint l_1599_ = (l_1593_ * l_1596_);
                uint l_1600_ = (l_1595_ * l_1596_);
                uint l_1601_ = (l_1593_ * l_1598_);
                uint l_1602_ = (l_1595_ * l_1598_);
                uint l_1603_ = (l_1599_ >> 16u);
                uint l_1604_ = (l_1603_ & 65535u);
                uint l_1605_ = (l_1600_ & 65535u);
                uint l_1606_ = (l_1604_ + l_1605_);
                uint l_1607_ = (l_1601_ & 65535u);
                uint l_1608_ = (l_1606_ + l_1607_);
                uint l_1609_ = (l_1600_ >> 16u);
                uint l_1610_ = (l_1609_ & 65535u);
                uint l_1611_ = (l_1602_ + l_1610_);
                uint l_1612_ = (l_1601_ >> 16u);
                uint l_1613_ = (l_1612_ & 65535u);
                uint l_1614_ = (l_1611_ + l_1613_);
                uint l_1615_ = (l_1608_ >> 16u);
                uint l_1616_ = (l_1615_ & 65535u);
                uint l_150_ = (l_1614_ + l_1616_);
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
                uint _e825 = l_mut_45_;
                l_mut_166_ = _e825;
                uint _e826 = l_mut_160_;
                l_mut_45_ = _e826;
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
                        uint _e840 = l_mut_160_;
                        l_mut_166_ = _e840;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e841 = l_mut_166_;
                l_mut_160_ = _e841;
                uint _e842 = l_mut_45_;
                l_mut_166_ = _e842;
                if (l_140_) {
                    uint _e844 = l_mut_160_;
                    uint l_175_ = (0u - _e844);
                    uint _e847 = l_mut_166_;
                    uint l_176_ = (0u - _e847);
                    uint _e850 = l_mut_160_;
                    bool l_177_ = (0u < _e850);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e854 = l_mut_160_;
                l_mut_109_ = _e854;
                uint _e855 = l_mut_166_;
                l_mut_103_ = _e855;
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
                uint _e868 = l_mut_166_;
                uint l_187_ = (_e868 * l_78_);
                uint _e870 = l_mut_160_;
                uint l_188_ = (_e870 * l_78_);
                uint _e872 = l_mut_166_;
                uint l_1618_ = (_e872 & 65535u);
                uint _e875 = l_mut_166_;
                uint l_1619_ = (_e875 >> 16u);
                uint l_1620_ = (l_1619_ & 65535u);
                uint l_1621_ = (l_78_ & 65535u);
                uint l_1622_ = (l_78_ >> 16u);
                uint l_1623_ = (l_1622_ & 65535u);
                uint l_1624_ = (l_1618_ * l_1621_);
                uint l_1625_ = (l_1620_ * l_1621_);
                uint l_1626_ = (l_1618_ * l_1623_);
                uint l_1627_ = (l_1620_ * l_1623_);
                uint l_1628_ = (l_1624_ >> 16u);
                uint l_1629_ = (l_1628_ & 65535u);
                uint l_1630_ = (l_1625_ & 65535u);
                uint l_1631_ = (l_1629_ + l_1630_);
                uint l_1632_ = (l_1626_ & 65535u);
                uint l_1633_ = (l_1631_ + l_1632_);
                uint l_1634_ = (l_1625_ >> 16u);
                uint l_1635_ = (l_1634_ & 65535u);
                uint l_1636_ = (l_1627_ + l_1635_);
                uint l_1637_ = (l_1626_ >> 16u);
                uint l_1638_ = (l_1637_ & 65535u);
                uint l_1639_ = (l_1636_ + l_1638_);
                uint l_1640_ = (l_1633_ >> 16u);
                uint l_1641_ = (l_1640_ & 65535u);
                uint l_189_ = (l_1639_ + l_1641_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e916 = l_mut_160_;
                uint l_1643_ = (_e916 & 65535u);
                uint _e919 = l_mut_160_;
                uint l_1644_ = (_e919 >> 16u);
                uint l_1645_ = (l_1644_ & 65535u);
                uint l_1646_ = (l_78_ & 65535u);
                uint l_1647_ = (l_78_ >> 16u);
                uint l_1648_ = (l_1647_ & 65535u);
                uint l_1649_ = (l_1643_ * l_1646_);
                uint l_1650_ = (l_1645_ * l_1646_);
                uint l_1651_ = (l_1643_ * l_1648_);
                uint l_1652_ = (l_1645_ * l_1648_);
                uint l_1653_ = (l_1649_ >> 16u);
                uint l_1654_ = (l_1653_ & 65535u);
                uint l_1655_ = (l_1650_ & 65535u);
                uint l_1656_ = (l_1654_ + l_1655_);
                uint l_1657_ = (l_1651_ & 65535u);
                uint l_1658_ = (l_1656_ + l_1657_);
                uint l_1659_ = (l_1650_ >> 16u);
                uint l_1660_ = (l_1659_ & 65535u);
                uint l_1661_ = (l_1652_ + l_1660_);
                uint l_1662_ = (l_1651_ >> 16u);
                uint l_1663_ = (l_1662_ & 65535u);
                uint l_1664_ = (l_1661_ + l_1663_);
                uint l_1665_ = (l_1658_ >> 16u);
                uint l_1666_ = (l_1665_ & 65535u);
                uint l_191_ = (l_1664_ + l_1666_);
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
                uint _e977 = l_mut_97_;
                l_mut_45_ = _e977;
                uint _e978 = l_mut_82_;
                l_mut_97_ = _e978;
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
                        uint _e990 = l_mut_82_;
                        l_mut_45_ = _e990;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e991 = l_mut_166_;
                uint l_214_ = (_e991 * l_78_);
                uint _e993 = l_mut_160_;
                uint l_215_ = (_e993 * l_78_);
                uint _e995 = l_mut_166_;
                uint l_1668_ = (_e995 & 65535u);
                uint _e998 = l_mut_166_;
                uint l_1669_ = (_e998 >> 16u);
                uint l_1670_ = (l_1669_ & 65535u);
                uint l_1671_ = (l_78_ & 65535u);
                uint l_1672_ = (l_78_ >> 16u);
                uint l_1673_ = (l_1672_ & 65535u);
                uint l_1674_ = (l_1668_ * l_1671_);
                uint l_1675_ = (l_1670_ * l_1671_);
                uint l_1676_ = (l_1668_ * l_1673_);
                uint l_1677_ = (l_1670_ * l_1673_);
                uint l_1678_ = (l_1674_ >> 16u);
                uint l_1679_ = (l_1678_ & 65535u);
                uint l_1680_ = (l_1675_ & 65535u);
                uint l_1681_ = (l_1679_ + l_1680_);
                uint l_1682_ = (l_1676_ & 65535u);
                uint l_1683_ = (l_1681_ + l_1682_);
                uint l_1684_ = (l_1675_ >> 16u);
                uint l_1685_ = (l_1684_ & 65535u);
                uint l_1686_ = (l_1677_ + l_1685_);
                uint l_1687_ = (l_1676_ >> 16u);
                uint l_1688_ = (l_1687_ & 65535u);
                uint l_1689_ = (l_1686_ + l_1688_);
                uint l_1690_ = (l_1683_ >> 16u);
                uint l_1691_ = (l_1690_ & 65535u);
                uint l_216_ = (l_1689_ + l_1691_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e1039 = l_mut_160_;
                uint l_1693_ = (_e1039 & 65535u);
                uint _e1042 = l_mut_160_;
                uint l_1694_ = (_e1042 >> 16u);
                uint l_1695_ = (l_1694_ & 65535u);
                uint l_1696_ = (l_78_ & 65535u);
                uint l_1697_ = (l_78_ >> 16u);
                uint l_1698_ = (l_1697_ & 65535u);
                uint l_1699_ = (l_1693_ * l_1696_);
                uint l_1700_ = (l_1695_ * l_1696_);
                uint l_1701_ = (l_1693_ * l_1698_);
                uint l_1702_ = (l_1695_ * l_1698_);
                uint l_1703_ = (l_1699_ >> 16u);
                uint l_1704_ = (l_1703_ & 65535u);
                uint l_1705_ = (l_1700_ & 65535u);
                uint l_1706_ = (l_1704_ + l_1705_);
                uint l_1707_ = (l_1701_ & 65535u);
                uint l_1708_ = (l_1706_ + l_1707_);
                uint l_1709_ = (l_1700_ >> 16u);
                uint l_1710_ = (l_1709_ & 65535u);
                uint l_1711_ = (l_1702_ + l_1710_);
                uint l_1712_ = (l_1701_ >> 16u);
                uint l_1713_ = (l_1712_ & 65535u);
                uint l_1714_ = (l_1711_ + l_1713_);
                uint l_1715_ = (l_1708_ >> 16u);
                uint l_1716_ = (l_1715_ & 65535u);
                uint l_218_ = (l_1714_ + l_1716_);
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
                uint _e1100 = l_mut_82_;
                l_mut_234_ = _e1100;
                uint _e1101 = l_mut_228_;
                l_mut_82_ = _e1101;
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
                        uint _e1113 = l_mut_228_;
                        l_mut_234_ = _e1113;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e1114 = l_mut_45_;
                uint l_243_ = (_e1114 * l_78_);
                uint _e1116 = l_mut_97_;
                uint l_244_ = (_e1116 * l_78_);
                uint _e1118 = l_mut_45_;
                uint l_1718_ = (_e1118 & 65535u);
                uint _e1121 = l_mut_45_;
                uint l_1719_ = (_e1121 >> 16u);
                uint l_1720_ = (l_1719_ & 65535u);
                uint l_1721_ = (l_78_ & 65535u);
                uint l_1722_ = (l_78_ >> 16u);
                uint l_1723_ = (l_1722_ & 65535u);
                uint l_1724_ = (l_1718_ * l_1721_);
                uint l_1725_ = (l_1720_ * l_1721_);
                uint l_1726_ = (l_1718_ * l_1723_);
                uint l_1727_ = (l_1720_ * l_1723_);
                uint l_1728_ = (l_1724_ >> 16u);
                uint l_1729_ = (l_1728_ & 65535u);
                uint l_1730_ = (l_1725_ & 65535u);
                uint l_1731_ = (l_1729_ + l_1730_);
                uint l_1732_ = (l_1726_ & 65535u);
                uint l_1733_ = (l_1731_ + l_1732_);
                uint l_1734_ = (l_1725_ >> 16u);
                uint l_1735_ = (l_1734_ & 65535u);
                uint l_1736_ = (l_1727_ + l_1735_);
                uint l_1737_ = (l_1726_ >> 16u);
                uint l_1738_ = (l_1737_ & 65535u);
                uint l_1739_ = (l_1736_ + l_1738_);
                uint l_1740_ = (l_1733_ >> 16u);
                uint l_1741_ = (l_1740_ & 65535u);
                uint l_245_ = (l_1739_ + l_1741_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e1162 = l_mut_97_;
                uint l_1743_ = (_e1162 & 65535u);
                uint _e1165 = l_mut_97_;
                uint l_1744_ = (_e1165 >> 16u);
                uint l_1745_ = (l_1744_ & 65535u);
                uint l_1746_ = (l_78_ & 65535u);
                uint l_1747_ = (l_78_ >> 16u);
                uint l_1748_ = (l_1747_ & 65535u);
                uint l_1749_ = (l_1743_ * l_1746_);
                uint l_1750_ = (l_1745_ * l_1746_);
                uint l_1751_ = (l_1743_ * l_1748_);
                uint l_1752_ = (l_1745_ * l_1748_);
                uint l_1753_ = (l_1749_ >> 16u);
                uint l_1754_ = (l_1753_ & 65535u);
                uint l_1755_ = (l_1750_ & 65535u);
                uint l_1756_ = (l_1754_ + l_1755_);
                uint l_1757_ = (l_1751_ & 65535u);
                uint l_1758_ = (l_1756_ + l_1757_);
                uint l_1759_ = (l_1750_ >> 16u);
                uint l_1760_ = (l_1759_ & 65535u);
                uint l_1761_ = (l_1752_ + l_1760_);
                uint l_1762_ = (l_1751_ >> 16u);
                uint l_1763_ = (l_1762_ & 65535u);
                uint l_1764_ = (l_1761_ + l_1763_);
                uint l_1765_ = (l_1758_ >> 16u);
                uint l_1766_ = (l_1765_ & 65535u);
                uint l_247_ = (l_1764_ + l_1766_);
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
                uint _e1223 = l_mut_228_;
                l_mut_160_ = _e1223;
                uint _e1224 = l_mut_166_;
                l_mut_228_ = _e1224;
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
                        uint _e1236 = l_mut_166_;
                        l_mut_160_ = _e1236;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e1237 = l_mut_45_;
                uint l_270_ = (_e1237 * l_78_);
                uint _e1239 = l_mut_97_;
                uint l_271_ = (_e1239 * l_78_);
                uint _e1241 = l_mut_45_;
                uint l_1768_ = (_e1241 & 65535u);
                uint _e1244 = l_mut_45_;
                uint l_1769_ = (_e1244 >> 16u);
                uint l_1770_ = (l_1769_ & 65535u);
                uint l_1771_ = (l_78_ & 65535u);
                uint l_1772_ = (l_78_ >> 16u);
                uint l_1773_ = (l_1772_ & 65535u);
                uint l_1774_ = (l_1768_ * l_1771_);
                uint l_1775_ = (l_1770_ * l_1771_);
                uint l_1776_ = (l_1768_ * l_1773_);
                uint l_1777_ = (l_1770_ * l_1773_);
                uint l_1778_ = (l_1774_ >> 16u);
                uint l_1779_ = (l_1778_ & 65535u);
                uint l_1780_ = (l_1775_ & 65535u);
                uint l_1781_ = (l_1779_ + l_1780_);
                uint l_1782_ = (l_1776_ & 65535u);
                uint l_1783_ = (l_1781_ + l_1782_);
                uint l_1784_ = (l_1775_ >> 16u);
                uint l_1785_ = (l_1784_ & 65535u);
                uint l_1786_ = (l_1777_ + l_1785_);
                uint l_1787_ = (l_1776_ >> 16u);
                uint l_1788_ = (l_1787_ & 65535u);
                uint l_1789_ = (l_1786_ + l_1788_);
                uint l_1790_ = (l_1783_ >> 16u);
                uint l_1791_ = (l_1790_ & 65535u);
                uint l_272_ = (l_1789_ + l_1791_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e1285 = l_mut_97_;
                uint l_1793_ = (_e1285 & 65535u);
                uint _e1288 = l_mut_97_;
                uint l_1794_ = (_e1288 >> 16u);
                uint l_1795_ = (l_1794_ & 65535u);
                uint l_1796_ = (l_78_ & 65535u);
                uint l_1797_ = (l_78_ >> 16u);
                uint l_1798_ = (l_1797_ & 65535u);
                uint l_1799_ = (l_1793_ * l_1796_);
                uint l_1800_ = (l_1795_ * l_1796_);
                uint l_1801_ = (l_1793_ * l_1798_);
                uint l_1802_ = (l_1795_ * l_1798_);
                uint l_1803_ = (l_1799_ >> 16u);
                uint l_1804_ = (l_1803_ & 65535u);
                uint l_1805_ = (l_1800_ & 65535u);
                uint l_1806_ = (l_1804_ + l_1805_);
                uint l_1807_ = (l_1801_ & 65535u);
                uint l_1808_ = (l_1806_ + l_1807_);
                uint l_1809_ = (l_1800_ >> 16u);
                uint l_1810_ = (l_1809_ & 65535u);
                uint l_1811_ = (l_1802_ + l_1810_);
                uint l_1812_ = (l_1801_ >> 16u);
                uint l_1813_ = (l_1812_ & 65535u);
                uint l_1814_ = (l_1811_ + l_1813_);
                uint l_1815_ = (l_1808_ >> 16u);
                uint l_1816_ = (l_1815_ & 65535u);
                uint l_274_ = (l_1814_ + l_1816_);
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
                uint _e1346 = l_mut_166_;
                l_mut_290_ = _e1346;
                uint _e1347 = l_mut_284_;
                l_mut_166_ = _e1347;
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
                        uint _e1359 = l_mut_284_;
                        l_mut_290_ = _e1359;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e1360 = l_mut_234_;
                uint l_299_ = (_e1360 * l_78_);
                uint _e1362 = l_mut_234_;
                uint l_1818_ = (_e1362 & 65535u);
                uint _e1365 = l_mut_234_;
                uint l_1819_ = (_e1365 >> 16u);
                uint l_1820_ = (l_1819_ & 65535u);
                uint l_1821_ = (l_78_ & 65535u);
                uint l_1822_ = (l_78_ >> 16u);
                uint l_1823_ = (l_1822_ & 65535u);
                uint l_1824_ = (l_1818_ * l_1821_);
                uint l_1825_ = (l_1820_ * l_1821_);
                uint l_1826_ = (l_1818_ * l_1823_);
                uint l_1827_ = (l_1820_ * l_1823_);
                uint l_1828_ = (l_1824_ >> 16u);
                uint l_1829_ = (l_1828_ & 65535u);
                uint l_1830_ = (l_1825_ & 65535u);
                uint l_1831_ = (l_1829_ + l_1830_);
                uint l_1832_ = (l_1826_ & 65535u);
                uint l_1833_ = (l_1831_ + l_1832_);
                uint l_1834_ = (l_1825_ >> 16u);
                uint l_1835_ = (l_1834_ & 65535u);
                uint l_1836_ = (l_1827_ + l_1835_);
                uint l_1837_ = (l_1826_ >> 16u);
                uint l_1838_ = (l_1837_ & 65535u);
                uint l_1839_ = (l_1836_ + l_1838_);
                uint l_1840_ = (l_1833_ >> 16u);
                uint l_1841_ = (l_1840_ & 65535u);
                uint l_300_ = (l_1839_ + l_1841_);
                uint _e1405 = l_mut_82_;
                uint l_301_ = (_e1405 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e1408 = l_mut_290_;
                uint l_303_ = (_e1408 + l_299_);
                uint _e1410 = l_mut_166_;
                uint l_304_ = (_e1410 + l_302_);
                uint _e1412 = l_mut_290_;
                bool l_305_ = (l_303_ < _e1412);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e1416 = l_mut_160_;
                l_mut_109_ = _e1416;
                uint _e1417 = l_mut_228_;
                l_mut_103_ = _e1417;
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
                        uint _e1438 = l_mut_160_;
                        l_mut_234_ = _e1438;
                        uint _e1439 = l_mut_228_;
                        l_mut_166_ = _e1439;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e1444 = l_mut_228_;
                            uint l_322_ = (_e1444 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e1449 = l_mut_160_;
                                l_mut_97_ = _e1449;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e1452 = l_mut_160_;
                                    uint l_325_ = (_e1452 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e1456 = l_mut_228_;
                                    uint l_327_ = (_e1456 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e1459 = l_mut_228_;
                                uint l_329_ = (_e1459 >> l_12_);
                                uint _e1461 = l_mut_97_;
                                l_mut_234_ = _e1461;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e1462 = l_mut_290_;
                        uint _e1463 = l_mut_234_;
                        uint l_330_ = (_e1462 + _e1463);
                        uint _e1465 = l_mut_284_;
                        uint _e1466 = l_mut_166_;
                        uint l_331_ = (_e1465 + _e1466);
                        uint _e1468 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e1468);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e1473 = l_mut_109_;
                    uint l_335_ = (0u - _e1473);
                    uint _e1476 = l_mut_103_;
                    uint l_336_ = (0u - _e1476);
                    uint _e1479 = l_mut_109_;
                    bool l_337_ = (0u < _e1479);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e1483 = l_mut_109_;
            uint l_340_ = (l_132_ + _e1483);
            uint _e1485 = l_mut_103_;
            uint l_341_ = (l_136_ + _e1485);
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
            uint _e1502 = l_mut_290_;
            uint l_352_ = (_e1502 * l_77_);
            uint _e1504 = l_mut_284_;
            uint l_353_ = (_e1504 * l_77_);
            uint _e1506 = l_mut_290_;
            uint l_1843_ = (_e1506 & 65535u);
            uint _e1509 = l_mut_290_;
            uint l_1844_ = (_e1509 >> 16u);
            uint l_1845_ = (l_1844_ & 65535u);
            uint l_1846_ = (l_77_ & 65535u);
            uint l_1847_ = (l_77_ >> 16u);
            uint l_1848_ = (l_1847_ & 65535u);
            uint l_1849_ = (l_1843_ * l_1846_);
            uint l_1850_ = (l_1845_ * l_1846_);
            uint l_1851_ = (l_1843_ * l_1848_);
            uint l_1852_ = (l_1845_ * l_1848_);
            uint l_1853_ = (l_1849_ >> 16u);
            uint l_1854_ = (l_1853_ & 65535u);
            uint l_1855_ = (l_1850_ & 65535u);
            uint l_1856_ = (l_1854_ + l_1855_);
            uint l_1857_ = (l_1851_ & 65535u);
            uint l_1858_ = (l_1856_ + l_1857_);
            uint l_1859_ = (l_1850_ >> 16u);
            uint l_1860_ = (l_1859_ & 65535u);
            uint l_1861_ = (l_1852_ + l_1860_);
            uint l_1862_ = (l_1851_ >> 16u);
            uint l_1863_ = (l_1862_ & 65535u);
            uint l_1864_ = (l_1861_ + l_1863_);
            uint l_1865_ = (l_1858_ >> 16u);
            uint l_1866_ = (l_1865_ & 65535u);
            uint l_354_ = (l_1864_ + l_1866_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1550 = l_mut_284_;
            uint l_1868_ = (_e1550 & 65535u);
            uint _e1553 = l_mut_284_;
            uint l_1869_ = (_e1553 >> 16u);
            uint l_1870_ = (l_1869_ & 65535u);
            uint l_1871_ = (l_77_ & 65535u);
            uint l_1872_ = (l_77_ >> 16u);
            uint l_1873_ = (l_1872_ & 65535u);
            uint l_1874_ = (l_1868_ * l_1871_);
            uint l_1875_ = (l_1870_ * l_1871_);
            uint l_1876_ = (l_1868_ * l_1873_);
            uint l_1877_ = (l_1870_ * l_1873_);
            uint l_1878_ = (l_1874_ >> 16u);
            uint l_1879_ = (l_1878_ & 65535u);
            uint l_1880_ = (l_1875_ & 65535u);
            uint l_1881_ = (l_1879_ + l_1880_);
            uint l_1882_ = (l_1876_ & 65535u);
            uint l_1883_ = (l_1881_ + l_1882_);
            uint l_1884_ = (l_1875_ >> 16u);
            uint l_1885_ = (l_1884_ & 65535u);
            uint l_1886_ = (l_1877_ + l_1885_);
            uint l_1887_ = (l_1876_ >> 16u);
            uint l_1888_ = (l_1887_ & 65535u);
            uint l_1889_ = (l_1886_ + l_1888_);
            uint l_1890_ = (l_1883_ >> 16u);
            uint l_1891_ = (l_1890_ & 65535u);
            uint l_356_ = (l_1889_ + l_1891_);
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
            uint _e1612 = l_mut_234_;
            l_mut_166_ = _e1612;
            uint _e1613 = l_mut_228_;
            l_mut_234_ = _e1613;
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
                    uint _e1627 = l_mut_228_;
                    l_mut_166_ = _e1627;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1628 = l_mut_166_;
            l_mut_290_ = _e1628;
            uint _e1629 = l_mut_234_;
            l_mut_284_ = _e1629;
            if (l_346_) {
                uint _e1631 = l_mut_290_;
                uint l_379_ = (0u - _e1631);
                uint _e1634 = l_mut_284_;
                uint l_380_ = (0u - _e1634);
                uint _e1637 = l_mut_290_;
                bool l_381_ = (0u < _e1637);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1641 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1641);
            uint _e1643 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1643);
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
                uint _e1667 = l_mut_234_;
                uint l_399_ = (_e1667 * l_391_);
                uint _e1669 = l_mut_228_;
                uint l_400_ = (_e1669 * l_391_);
                uint _e1671 = l_mut_234_;
                uint l_1893_ = (_e1671 & 65535u);
                uint _e1674 = l_mut_234_;
                uint l_1894_ = (_e1674 >> 16u);
                uint l_1895_ = (l_1894_ & 65535u);
                uint l_1896_ = (l_391_ & 65535u);
                uint l_1897_ = (l_391_ >> 16u);
                uint l_1898_ = (l_1897_ & 65535u);
                uint l_1899_ = (l_1893_ * l_1896_);
                uint l_1900_ = (l_1895_ * l_1896_);
                uint l_1901_ = (l_1893_ * l_1898_);
                uint l_1902_ = (l_1895_ * l_1898_);
                uint l_1903_ = (l_1899_ >> 16u);
                uint l_1904_ = (l_1903_ & 65535u);
                uint l_1905_ = (l_1900_ & 65535u);
                uint l_1906_ = (l_1904_ + l_1905_);
                uint l_1907_ = (l_1901_ & 65535u);
                uint l_1908_ = (l_1906_ + l_1907_);
                uint l_1909_ = (l_1900_ >> 16u);
                uint l_1910_ = (l_1909_ & 65535u);
                uint l_1911_ = (l_1902_ + l_1910_);
                uint l_1912_ = (l_1901_ >> 16u);
                uint l_1913_ = (l_1912_ & 65535u);
                uint l_1914_ = (l_1911_ + l_1913_);
                uint l_1915_ = (l_1908_ >> 16u);
                uint l_1916_ = (l_1915_ & 65535u);
                uint l_401_ = (l_1914_ + l_1916_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1715 = l_mut_228_;
                uint l_1918_ = (_e1715 & 65535u);
                uint _e1718 = l_mut_228_;
                uint l_1919_ = (_e1718 >> 16u);
                uint l_1920_ = (l_1919_ & 65535u);
                uint l_1921_ = (l_391_ & 65535u);
                uint l_1922_ = (l_391_ >> 16u);
                uint l_1923_ = (l_1922_ & 65535u);
                uint l_1924_ = (l_1918_ * l_1921_);
                uint l_1925_ = (l_1920_ * l_1921_);
                uint l_1926_ = (l_1918_ * l_1923_);
                uint l_1927_ = (l_1920_ * l_1923_);
                uint l_1928_ = (l_1924_ >> 16u);
                uint l_1929_ = (l_1928_ & 65535u);
                uint l_1930_ = (l_1925_ & 65535u);
                uint l_1931_ = (l_1929_ + l_1930_);
                uint l_1932_ = (l_1926_ & 65535u);
                uint l_1933_ = (l_1931_ + l_1932_);
                uint l_1934_ = (l_1925_ >> 16u);
                uint l_1935_ = (l_1934_ & 65535u);
                uint l_1936_ = (l_1927_ + l_1935_);
                uint l_1937_ = (l_1926_ >> 16u);
                uint l_1938_ = (l_1937_ & 65535u);
                uint l_1939_ = (l_1936_ + l_1938_);
                uint l_1940_ = (l_1933_ >> 16u);
                uint l_1941_ = (l_1940_ & 65535u);
                uint l_403_ = (l_1939_ + l_1941_);
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
                uint _e1777 = l_mut_166_;
                l_mut_109_ = _e1777;
                uint _e1778 = l_mut_160_;
                l_mut_166_ = _e1778;
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
                        uint _e1792 = l_mut_160_;
                        l_mut_109_ = _e1792;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1793 = l_mut_109_;
                l_mut_234_ = _e1793;
                uint _e1794 = l_mut_166_;
                l_mut_228_ = _e1794;
                if (l_393_) {
                    uint _e1796 = l_mut_234_;
                    uint l_426_ = (0u - _e1796);
                    uint _e1799 = l_mut_228_;
                    uint l_427_ = (0u - _e1799);
                    uint _e1802 = l_mut_234_;
                    bool l_428_ = (0u < _e1802);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1806 = l_mut_234_;
                l_mut_290_ = _e1806;
                uint _e1807 = l_mut_228_;
                l_mut_284_ = _e1807;
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
                uint _e1820 = l_mut_234_;
                uint l_438_ = (_e1820 * l_77_);
                uint _e1822 = l_mut_228_;
                uint l_439_ = (_e1822 * l_77_);
                uint _e1824 = l_mut_234_;
                uint l_1943_ = (_e1824 & 65535u);
                uint _e1827 = l_mut_234_;
                uint l_1944_ = (_e1827 >> 16u);
                uint l_1945_ = (l_1944_ & 65535u);
                uint l_1946_ = (l_77_ & 65535u);
                uint l_1947_ = (l_77_ >> 16u);
                uint l_1948_ = (l_1947_ & 65535u);
                uint l_1949_ = (l_1943_ * l_1946_);
                uint l_1950_ = (l_1945_ * l_1946_);
                uint l_1951_ = (l_1943_ * l_1948_);
                uint l_1952_ = (l_1945_ * l_1948_);
                uint l_1953_ = (l_1949_ >> 16u);
                uint l_1954_ = (l_1953_ & 65535u);
                uint l_1955_ = (l_1950_ & 65535u);
                uint l_1956_ = (l_1954_ + l_1955_);
                uint l_1957_ = (l_1951_ & 65535u);
                uint l_1958_ = (l_1956_ + l_1957_);
                uint l_1959_ = (l_1950_ >> 16u);
                uint l_1960_ = (l_1959_ & 65535u);
                uint l_1961_ = (l_1952_ + l_1960_);
                uint l_1962_ = (l_1951_ >> 16u);
                uint l_1963_ = (l_1962_ & 65535u);
                uint l_1964_ = (l_1961_ + l_1963_);
                uint l_1965_ = (l_1958_ >> 16u);
                uint l_1966_ = (l_1965_ & 65535u);
                uint l_440_ = (l_1964_ + l_1966_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1868 = l_mut_228_;
                uint l_1968_ = (_e1868 & 65535u);
                uint _e1871 = l_mut_228_;
                uint l_1969_ = (_e1871 >> 16u);
                uint l_1970_ = (l_1969_ & 65535u);
                uint l_1971_ = (l_77_ & 65535u);
                uint l_1972_ = (l_77_ >> 16u);
                uint l_1973_ = (l_1972_ & 65535u);
                uint l_1974_ = (l_1968_ * l_1971_);
                uint l_1975_ = (l_1970_ * l_1971_);
                uint l_1976_ = (l_1968_ * l_1973_);
                uint l_1977_ = (l_1970_ * l_1973_);
                uint l_1978_ = (l_1974_ >> 16u);
                uint l_1979_ = (l_1978_ & 65535u);
                uint l_1980_ = (l_1975_ & 65535u);
                uint l_1981_ = (l_1979_ + l_1980_);
                uint l_1982_ = (l_1976_ & 65535u);
                uint l_1983_ = (l_1981_ + l_1982_);
                uint l_1984_ = (l_1975_ >> 16u);
                uint l_1985_ = (l_1984_ & 65535u);
                uint l_1986_ = (l_1977_ + l_1985_);
                uint l_1987_ = (l_1976_ >> 16u);
                uint l_1988_ = (l_1987_ & 65535u);
                uint l_1989_ = (l_1986_ + l_1988_);
                uint l_1990_ = (l_1983_ >> 16u);
                uint l_1991_ = (l_1990_ & 65535u);
                uint l_442_ = (l_1989_ + l_1991_);
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
                uint _e1929 = l_mut_166_;
                l_mut_109_ = _e1929;
                uint _e1930 = l_mut_160_;
                l_mut_166_ = _e1930;
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
                        uint _e1942 = l_mut_160_;
                        l_mut_109_ = _e1942;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1943 = l_mut_234_;
                uint l_465_ = (_e1943 * l_77_);
                uint _e1945 = l_mut_228_;
                uint l_466_ = (_e1945 * l_77_);
                uint _e1947 = l_mut_234_;
                uint l_1993_ = (_e1947 & 65535u);
                uint _e1950 = l_mut_234_;
                uint l_1994_ = (_e1950 >> 16u);
                uint l_1995_ = (l_1994_ & 65535u);
                uint l_1996_ = (l_77_ & 65535u);
                uint l_1997_ = (l_77_ >> 16u);
                uint l_1998_ = (l_1997_ & 65535u);
                uint l_1999_ = (l_1993_ * l_1996_);
                uint l_2000_ = (l_1995_ * l_1996_);
                uint l_2001_ = (l_1993_ * l_1998_);
                uint l_2002_ = (l_1995_ * l_1998_);
                uint l_2003_ = (l_1999_ >> 16u);
                uint l_2004_ = (l_2003_ & 65535u);
                uint l_2005_ = (l_2000_ & 65535u);
                uint l_2006_ = (l_2004_ + l_2005_);
                uint l_2007_ = (l_2001_ & 65535u);
                uint l_2008_ = (l_2006_ + l_2007_);
                uint l_2009_ = (l_2000_ >> 16u);
                uint l_2010_ = (l_2009_ & 65535u);
                uint l_2011_ = (l_2002_ + l_2010_);
                uint l_2012_ = (l_2001_ >> 16u);
                uint l_2013_ = (l_2012_ & 65535u);
                uint l_2014_ = (l_2011_ + l_2013_);
                uint l_2015_ = (l_2008_ >> 16u);
                uint l_2016_ = (l_2015_ & 65535u);
                uint l_467_ = (l_2014_ + l_2016_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1991 = l_mut_228_;
                uint l_2018_ = (_e1991 & 65535u);
                uint _e1994 = l_mut_228_;
                uint l_2019_ = (_e1994 >> 16u);
                uint l_2020_ = (l_2019_ & 65535u);
                uint l_2021_ = (l_77_ & 65535u);
                uint l_2022_ = (l_77_ >> 16u);
                uint l_2023_ = (l_2022_ & 65535u);
                uint l_2024_ = (l_2018_ * l_2021_);
                uint l_2025_ = (l_2020_ * l_2021_);
                uint l_2026_ = (l_2018_ * l_2023_);
                uint l_2027_ = (l_2020_ * l_2023_);
                uint l_2028_ = (l_2024_ >> 16u);
                uint l_2029_ = (l_2028_ & 65535u);
                uint l_2030_ = (l_2025_ & 65535u);
                uint l_2031_ = (l_2029_ + l_2030_);
                uint l_2032_ = (l_2026_ & 65535u);
                uint l_2033_ = (l_2031_ + l_2032_);
                uint l_2034_ = (l_2025_ >> 16u);
                uint l_2035_ = (l_2034_ & 65535u);
                uint l_2036_ = (l_2027_ + l_2035_);
                uint l_2037_ = (l_2026_ >> 16u);
                uint l_2038_ = (l_2037_ & 65535u);
                uint l_2039_ = (l_2036_ + l_2038_);
                uint l_2040_ = (l_2033_ >> 16u);
                uint l_2041_ = (l_2040_ & 65535u);
                uint l_469_ = (l_2039_ + l_2041_);
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
                uint _e2052 = l_mut_160_;
                l_mut_97_ = _e2052;
                uint _e2053 = l_mut_103_;
                l_mut_160_ = _e2053;
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
                        uint _e2065 = l_mut_103_;
                        l_mut_97_ = _e2065;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e2066 = l_mut_109_;
                uint l_492_ = (_e2066 * l_77_);
                uint _e2068 = l_mut_166_;
                uint l_493_ = (_e2068 * l_77_);
                uint _e2070 = l_mut_109_;
                uint l_2043_ = (_e2070 & 65535u);
                uint _e2073 = l_mut_109_;
                uint l_2044_ = (_e2073 >> 16u);
                uint l_2045_ = (l_2044_ & 65535u);
                uint l_2046_ = (l_77_ & 65535u);
                uint l_2047_ = (l_77_ >> 16u);
                uint l_2048_ = (l_2047_ & 65535u);
                uint l_2049_ = (l_2043_ * l_2046_);
                uint l_2050_ = (l_2045_ * l_2046_);
                uint l_2051_ = (l_2043_ * l_2048_);
                uint l_2052_ = (l_2045_ * l_2048_);
                uint l_2053_ = (l_2049_ >> 16u);
                uint l_2054_ = (l_2053_ & 65535u);
                uint l_2055_ = (l_2050_ & 65535u);
                uint l_2056_ = (l_2054_ + l_2055_);
                uint l_2057_ = (l_2051_ & 65535u);
                uint l_2058_ = (l_2056_ + l_2057_);
                uint l_2059_ = (l_2050_ >> 16u);
                uint l_2060_ = (l_2059_ & 65535u);
                uint l_2061_ = (l_2052_ + l_2060_);
                uint l_2062_ = (l_2051_ >> 16u);
                uint l_2063_ = (l_2062_ & 65535u);
                uint l_2064_ = (l_2061_ + l_2063_);
                uint l_2065_ = (l_2058_ >> 16u);
                uint l_2066_ = (l_2065_ & 65535u);
                uint l_494_ = (l_2064_ + l_2066_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e2114 = l_mut_166_;
                uint l_2068_ = (_e2114 & 65535u);
                uint _e2117 = l_mut_166_;
                uint l_2069_ = (_e2117 >> 16u);
                uint l_2070_ = (l_2069_ & 65535u);
                uint l_2071_ = (l_77_ & 65535u);
                uint l_2072_ = (l_77_ >> 16u);
                uint l_2073_ = (l_2072_ & 65535u);
                uint l_2074_ = (l_2068_ * l_2071_);
                uint l_2075_ = (l_2070_ * l_2071_);
                uint l_2076_ = (l_2068_ * l_2073_);
                uint l_2077_ = (l_2070_ * l_2073_);
                uint l_2078_ = (l_2074_ >> 16u);
                uint l_2079_ = (l_2078_ & 65535u);
                uint l_2080_ = (l_2075_ & 65535u);
                uint l_2081_ = (l_2079_ + l_2080_);
                uint l_2082_ = (l_2076_ & 65535u);
                uint l_2083_ = (l_2081_ + l_2082_);
                uint l_2084_ = (l_2075_ >> 16u);
                uint l_2085_ = (l_2084_ & 65535u);
                uint l_2086_ = (l_2077_ + l_2085_);
                uint l_2087_ = (l_2076_ >> 16u);
                uint l_2088_ = (l_2087_ & 65535u);
                uint l_2089_ = (l_2086_ + l_2088_);
                uint l_2090_ = (l_2083_ >> 16u);
                uint l_2091_ = (l_2090_ & 65535u);
                uint l_496_ = (l_2089_ + l_2091_);
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
                uint _e2175 = l_mut_234_;
                l_mut_103_ = _e2175;
                uint _e2176 = l_mut_228_;
                l_mut_234_ = _e2176;
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
                        uint _e2188 = l_mut_228_;
                        l_mut_103_ = _e2188;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e2189 = l_mut_109_;
                uint l_519_ = (_e2189 * l_77_);
                uint _e2191 = l_mut_166_;
                uint l_520_ = (_e2191 * l_77_);
                uint _e2193 = l_mut_109_;
                uint l_2093_ = (_e2193 & 65535u);
                uint _e2196 = l_mut_109_;
                uint l_2094_ = (_e2196 >> 16u);
                uint l_2095_ = (l_2094_ & 65535u);
                uint l_2096_ = (l_77_ & 65535u);
                uint l_2097_ = (l_77_ >> 16u);
                uint l_2098_ = (l_2097_ & 65535u);
                uint l_2099_ = (l_2093_ * l_2096_);
                uint l_2100_ = (l_2095_ * l_2096_);
                uint l_2101_ = (l_2093_ * l_2098_);
                uint l_2102_ = (l_2095_ * l_2098_);
                uint l_2103_ = (l_2099_ >> 16u);
                uint l_2104_ = (l_2103_ & 65535u);
                uint l_2105_ = (l_2100_ & 65535u);
                uint l_2106_ = (l_2104_ + l_2105_);
                uint l_2107_ = (l_2101_ & 65535u);
                uint l_2108_ = (l_2106_ + l_2107_);
                uint l_2109_ = (l_2100_ >> 16u);
                uint l_2110_ = (l_2109_ & 65535u);
                uint l_2111_ = (l_2102_ + l_2110_);
                uint l_2112_ = (l_2101_ >> 16u);
                uint l_2113_ = (l_2112_ & 65535u);
                uint l_2114_ = (l_2111_ + l_2113_);
                uint l_2115_ = (l_2108_ >> 16u);
                uint l_2116_ = (l_2115_ & 65535u);
                uint l_521_ = (l_2114_ + l_2116_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e2237 = l_mut_166_;
                uint l_2118_ = (_e2237 & 65535u);
                uint _e2240 = l_mut_166_;
                uint l_2119_ = (_e2240 >> 16u);
                uint l_2120_ = (l_2119_ & 65535u);
                uint l_2121_ = (l_77_ & 65535u);
                uint l_2122_ = (l_77_ >> 16u);
                uint l_2123_ = (l_2122_ & 65535u);
                uint l_2124_ = (l_2118_ * l_2121_);
                uint l_2125_ = (l_2120_ * l_2121_);
                uint l_2126_ = (l_2118_ * l_2123_);
                uint l_2127_ = (l_2120_ * l_2123_);
                uint l_2128_ = (l_2124_ >> 16u);
                uint l_2129_ = (l_2128_ & 65535u);
                uint l_2130_ = (l_2125_ & 65535u);
                uint l_2131_ = (l_2129_ + l_2130_);
                uint l_2132_ = (l_2126_ & 65535u);
                uint l_2133_ = (l_2131_ + l_2132_);
                uint l_2134_ = (l_2125_ >> 16u);
                uint l_2135_ = (l_2134_ & 65535u);
                uint l_2136_ = (l_2127_ + l_2135_);
                uint l_2137_ = (l_2126_ >> 16u);
                uint l_2138_ = (l_2137_ & 65535u);
                uint l_2139_ = (l_2136_ + l_2138_);
                uint l_2140_ = (l_2133_ >> 16u);
                uint l_2141_ = (l_2140_ & 65535u);
                uint l_523_ = (l_2139_ + l_2141_);
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
                uint _e2298 = l_mut_228_;
                l_mut_45_ = _e2298;
                uint _e2299 = l_mut_82_;
                l_mut_228_ = _e2299;
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
                        uint _e2311 = l_mut_82_;
                        l_mut_45_ = _e2311;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e2312 = l_mut_97_;
                uint l_546_ = (_e2312 * l_77_);
                uint _e2314 = l_mut_97_;
                uint l_2143_ = (_e2314 & 65535u);
                uint _e2317 = l_mut_97_;
                uint l_2144_ = (_e2317 >> 16u);
                uint l_2145_ = (l_2144_ & 65535u);
                uint l_2146_ = (l_77_ & 65535u);
                uint l_2147_ = (l_77_ >> 16u);
                uint l_2148_ = (l_2147_ & 65535u);
                uint l_2149_ = (l_2143_ * l_2146_);
                uint l_2150_ = (l_2145_ * l_2146_);
                uint l_2151_ = (l_2143_ * l_2148_);
                uint l_2152_ = (l_2145_ * l_2148_);
                uint l_2153_ = (l_2149_ >> 16u);
                uint l_2154_ = (l_2153_ & 65535u);
                uint l_2155_ = (l_2150_ & 65535u);
                uint l_2156_ = (l_2154_ + l_2155_);
                uint l_2157_ = (l_2151_ & 65535u);
                uint l_2158_ = (l_2156_ + l_2157_);
                uint l_2159_ = (l_2150_ >> 16u);
                uint l_2160_ = (l_2159_ & 65535u);
                uint l_2161_ = (l_2152_ + l_2160_);
                uint l_2162_ = (l_2151_ >> 16u);
                uint l_2163_ = (l_2162_ & 65535u);
                uint l_2164_ = (l_2161_ + l_2163_);
                uint l_2165_ = (l_2158_ >> 16u);
                uint l_2166_ = (l_2165_ & 65535u);
                uint l_547_ = (l_2164_ + l_2166_);
                uint _e2357 = l_mut_160_;
                uint l_548_ = (_e2357 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e2360 = l_mut_45_;
                uint l_550_ = (_e2360 + l_546_);
                uint _e2362 = l_mut_228_;
                uint l_551_ = (_e2362 + l_549_);
                uint _e2364 = l_mut_45_;
                bool l_552_ = (l_550_ < _e2364);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e2368 = l_mut_103_;
                l_mut_290_ = _e2368;
                uint _e2369 = l_mut_234_;
                l_mut_284_ = _e2369;
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
                        uint _e2390 = l_mut_103_;
                        l_mut_160_ = _e2390;
                        uint _e2391 = l_mut_234_;
                        l_mut_109_ = _e2391;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e2396 = l_mut_234_;
                            uint l_569_ = (_e2396 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e2401 = l_mut_103_;
                                l_mut_97_ = _e2401;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e2404 = l_mut_103_;
                                    uint l_572_ = (_e2404 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e2408 = l_mut_234_;
                                    uint l_574_ = (_e2408 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e2411 = l_mut_234_;
                                uint l_576_ = (_e2411 >> l_389_);
                                uint _e2413 = l_mut_97_;
                                l_mut_160_ = _e2413;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e2414 = l_mut_228_;
                        uint _e2415 = l_mut_160_;
                        uint l_577_ = (_e2414 + _e2415);
                        uint _e2417 = l_mut_166_;
                        uint _e2418 = l_mut_109_;
                        uint l_578_ = (_e2417 + _e2418);
                        uint _e2420 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e2420);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e2425 = l_mut_290_;
                    uint l_582_ = (0u - _e2425);
                    uint _e2428 = l_mut_284_;
                    uint l_583_ = (0u - _e2428);
                    uint _e2431 = l_mut_290_;
                    bool l_584_ = (0u < _e2431);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e2435 = l_mut_290_;
            uint l_587_ = (l_340_ - _e2435);
            uint _e2437 = l_mut_284_;
            uint l_588_ = (l_344_ - _e2437);
            uint _e2439 = l_mut_290_;
            bool l_589_ = (l_340_ < _e2439);
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
            uint _e2472 = l_mut_160_;
            bool l_613_ = (_e2472 < l_606_);
            uint _e2474 = l_mut_160_;
            bool l_614_ = (_e2474 == l_606_);
            uint _e2476 = l_mut_166_;
            bool l_615_ = (_e2476 < l_602_);
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
                bool _e2491 = l_mut_619_;
                l_mut_612_ = _e2491;
                l_mut_619_ = false;
            }
            bool _e2493 = l_mut_619_;
            if (_e2493) {
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
                uint _e2508 = l_mut_97_;
                uint l_630_ = (_e2508 * l_629_);
                uint _e2510 = l_mut_97_;
                uint l_2168_ = (_e2510 & 65535u);
                uint _e2513 = l_mut_97_;
                uint l_2169_ = (_e2513 >> 16u);
                uint l_2170_ = (l_2169_ & 65535u);
                uint l_2171_ = (l_629_ & 65535u);
                uint l_2172_ = (l_629_ >> 16u);
                uint l_2173_ = (l_2172_ & 65535u);
                uint l_2174_ = (l_2168_ * l_2171_);
                uint l_2175_ = (l_2170_ * l_2171_);
                uint l_2176_ = (l_2168_ * l_2173_);
                uint l_2177_ = (l_2170_ * l_2173_);
                uint l_2178_ = (l_2174_ >> 16u);
                uint l_2179_ = (l_2178_ & 65535u);
                uint l_2180_ = (l_2175_ & 65535u);
                uint l_2181_ = (l_2179_ + l_2180_);
                uint l_2182_ = (l_2176_ & 65535u);
                uint l_2183_ = (l_2181_ + l_2182_);
                uint l_2184_ = (l_2175_ >> 16u);
                uint l_2185_ = (l_2184_ & 65535u);
                uint l_2186_ = (l_2177_ + l_2185_);
                uint l_2187_ = (l_2176_ >> 16u);
                uint l_2188_ = (l_2187_ & 65535u);
                uint l_2189_ = (l_2186_ + l_2188_);
                uint l_2190_ = (l_2183_ >> 16u);
                uint l_2191_ = (l_2190_ & 65535u);
                uint l_631_ = (l_2189_ + l_2191_);
                uint _e2553 = l_mut_82_;
                uint l_632_ = (_e2553 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e2559 = l_mut_97_;
                uint l_635_ = (_e2559 * l_634_);
                uint _e2561 = l_mut_82_;
                uint l_636_ = (_e2561 * l_634_);
                uint _e2563 = l_mut_97_;
                uint l_2193_ = (_e2563 & 65535u);
                uint _e2566 = l_mut_97_;
                uint l_2194_ = (_e2566 >> 16u);
                uint l_2195_ = (l_2194_ & 65535u);
                uint l_2196_ = (l_634_ & 65535u);
                uint l_2197_ = (l_634_ >> 16u);
                uint l_2198_ = (l_2197_ & 65535u);
                uint l_2199_ = (l_2193_ * l_2196_);
                uint l_2200_ = (l_2195_ * l_2196_);
                uint l_2201_ = (l_2193_ * l_2198_);
                uint l_2202_ = (l_2195_ * l_2198_);
                uint l_2203_ = (l_2199_ >> 16u);
                uint l_2204_ = (l_2203_ & 65535u);
                uint l_2205_ = (l_2200_ & 65535u);
                uint l_2206_ = (l_2204_ + l_2205_);
                uint l_2207_ = (l_2201_ & 65535u);
                uint l_2208_ = (l_2206_ + l_2207_);
                uint l_2209_ = (l_2200_ >> 16u);
                uint l_2210_ = (l_2209_ & 65535u);
                uint l_2211_ = (l_2202_ + l_2210_);
                uint l_2212_ = (l_2201_ >> 16u);
                uint l_2213_ = (l_2212_ & 65535u);
                uint l_2214_ = (l_2211_ + l_2213_);
                uint l_2215_ = (l_2208_ >> 16u);
                uint l_2216_ = (l_2215_ & 65535u);
                uint l_637_ = (l_2214_ + l_2216_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e2607 = l_mut_82_;
                uint l_2218_ = (_e2607 & 65535u);
                uint _e2610 = l_mut_82_;
                uint l_2219_ = (_e2610 >> 16u);
                uint l_2220_ = (l_2219_ & 65535u);
                uint l_2221_ = (l_634_ & 65535u);
                uint l_2222_ = (l_634_ >> 16u);
                uint l_2223_ = (l_2222_ & 65535u);
                uint l_2224_ = (l_2218_ * l_2221_);
                uint l_2225_ = (l_2220_ * l_2221_);
                uint l_2226_ = (l_2218_ * l_2223_);
                uint l_2227_ = (l_2220_ * l_2223_);
                uint l_2228_ = (l_2224_ >> 16u);
                uint l_2229_ = (l_2228_ & 65535u);
                uint l_2230_ = (l_2225_ & 65535u);
                uint l_2231_ = (l_2229_ + l_2230_);
                uint l_2232_ = (l_2226_ & 65535u);
                uint l_2233_ = (l_2231_ + l_2232_);
                uint l_2234_ = (l_2225_ >> 16u);
                uint l_2235_ = (l_2234_ & 65535u);
                uint l_2236_ = (l_2227_ + l_2235_);
                uint l_2237_ = (l_2226_ >> 16u);
                uint l_2238_ = (l_2237_ & 65535u);
                uint l_2239_ = (l_2236_ + l_2238_);
                uint l_2240_ = (l_2233_ >> 16u);
                uint l_2241_ = (l_2240_ & 65535u);
                uint l_639_ = (l_2239_ + l_2241_);
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
                uint _e2668 = l_mut_644_;
                l_mut_656_ = _e2668;
                uint _e2669 = l_mut_650_;
                l_mut_644_ = _e2669;
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
                        uint _e2681 = l_mut_650_;
                        l_mut_656_ = _e2681;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e2682 = l_mut_656_;
                uint _e2683 = l_mut_644_;
                uint l_665_ = (_e2682 | _e2683);
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
                            uint _e2718 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e2718);
                            uint _e2720 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e2720);
                            uint _e2722 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e2722);
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
                                uint _e2735 = l_mut_82_;
                                bool l_691_ = (_e2735 < l_671_);
                                uint _e2737 = l_mut_82_;
                                bool l_692_ = (_e2737 == l_671_);
                                uint _e2739 = l_mut_97_;
                                bool l_693_ = (_e2739 < l_667_);
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
                                            uint _e2846 = l_mut_704_;
                                            l_mut_704_ = (_e2846 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e2761 = l_mut_704_;
                                        if ((_e2761 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2765 = l_mut_704_;
                                            uint l_705_ = (19u - _e2765);
                                            uint _e2767 = l_mut_701_;
                                            l_mut_706_ = _e2767;
                                            uint _e2768 = l_mut_702_;
                                            l_mut_707_ = _e2768;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e2773 = l_mut_702_;
                                                uint l_710_ = (_e2773 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e2778 = l_mut_701_;
                                                    l_mut_712_ = _e2778;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e2781 = l_mut_701_;
                                                        uint l_714_ = (_e2781 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e2785 = l_mut_702_;
                                                        uint l_716_ = (_e2785 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e2788 = l_mut_702_;
                                                    uint l_718_ = (_e2788 >> l_705_);
                                                    uint _e2790 = l_mut_712_;
                                                    l_mut_706_ = _e2790;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e2791 = l_mut_707_;
                                            uint _e2792 = l_mut_82_;
                                            bool l_719_ = (_e2791 < _e2792);
                                            uint _e2794 = l_mut_707_;
                                            uint _e2795 = l_mut_82_;
                                            bool l_720_ = (_e2794 == _e2795);
                                            uint _e2797 = l_mut_706_;
                                            uint _e2798 = l_mut_97_;
                                            bool l_721_ = (_e2797 < _e2798);
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
                                                uint _e2810 = l_mut_97_;
                                                l_mut_712_ = _e2810;
                                                uint _e2811 = l_mut_82_;
                                                l_mut_707_ = _e2811;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e2816 = l_mut_97_;
                                                    uint l_727_ = (_e2816 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e2821 = l_mut_97_;
                                                        uint l_729_ = (_e2821 << l_705_);
                                                        uint _e2823 = l_mut_82_;
                                                        uint l_730_ = (_e2823 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e2827 = l_mut_97_;
                                                        uint l_732_ = (_e2827 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e2830 = l_mut_701_;
                                                uint _e2831 = l_mut_712_;
                                                uint l_734_ = (_e2830 - _e2831);
                                                uint _e2833 = l_mut_702_;
                                                uint _e2834 = l_mut_707_;
                                                uint l_735_ = (_e2833 - _e2834);
                                                uint _e2836 = l_mut_701_;
                                                uint _e2837 = l_mut_712_;
                                                bool l_736_ = (_e2836 < _e2837);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e2843 = l_mut_703_;
                                                l_mut_703_ = (_e2843 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e2848 = l_mut_703_;
                                    uint l_740_ = min(_e2848, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e2850 = l_mut_702_;
                                    uint _e2851 = l_mut_82_;
                                    bool l_741_ = (_e2850 < _e2851);
                                    uint _e2853 = l_mut_702_;
                                    uint _e2854 = l_mut_82_;
                                    bool l_742_ = (_e2853 == _e2854);
                                    uint _e2856 = l_mut_701_;
                                    uint _e2857 = l_mut_97_;
                                    bool l_743_ = (_e2856 < _e2857);
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
                                    uint _e2869 = l_mut_712_;
                                    l_mut_690_ = _e2869;
                                }
                                uint _e2870 = l_mut_97_;
                                uint _e2871 = l_mut_690_;
                                uint l_747_ = (_e2870 * _e2871);
                                uint _e2873 = l_mut_97_;
                                uint l_2243_ = (_e2873 & 65535u);
                                uint _e2876 = l_mut_97_;
                                uint l_2244_ = (_e2876 >> 16u);
                                uint l_2245_ = (l_2244_ & 65535u);
                                uint _e2881 = l_mut_690_;
                                uint l_2246_ = (_e2881 & 65535u);
                                uint _e2884 = l_mut_690_;
                                uint l_2247_ = (_e2884 >> 16u);
                                uint l_2248_ = (l_2247_ & 65535u);
                                uint l_2249_ = (l_2243_ * l_2246_);
                                uint l_2250_ = (l_2245_ * l_2246_);
                                uint l_2251_ = (l_2243_ * l_2248_);
                                uint l_2252_ = (l_2245_ * l_2248_);
                                uint l_2253_ = (l_2249_ >> 16u);
                                uint l_2254_ = (l_2253_ & 65535u);
                                uint l_2255_ = (l_2250_ & 65535u);
                                uint l_2256_ = (l_2254_ + l_2255_);
                                uint l_2257_ = (l_2251_ & 65535u);
                                uint l_2258_ = (l_2256_ + l_2257_);
                                uint l_2259_ = (l_2250_ >> 16u);
                                uint l_2260_ = (l_2259_ & 65535u);
                                uint l_2261_ = (l_2252_ + l_2260_);
                                uint l_2262_ = (l_2251_ >> 16u);
                                uint l_2263_ = (l_2262_ & 65535u);
                                uint l_2264_ = (l_2261_ + l_2263_);
                                uint l_2265_ = (l_2258_ >> 16u);
                                uint l_2266_ = (l_2265_ & 65535u);
                                uint l_748_ = (l_2264_ + l_2266_);
                                uint _e2918 = l_mut_82_;
                                uint _e2919 = l_mut_690_;
                                uint l_749_ = (_e2918 * _e2919);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e2927 = l_mut_683_;
                                uint _e2928 = l_mut_82_;
                                bool l_756_ = (_e2927 < _e2928);
                                uint _e2930 = l_mut_683_;
                                uint _e2931 = l_mut_82_;
                                bool l_757_ = (_e2930 == _e2931);
                                uint _e2933 = l_mut_644_;
                                uint _e2934 = l_mut_97_;
                                bool l_758_ = (_e2933 < _e2934);
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
                                    uint _e2946 = l_mut_644_;
                                    uint _e2947 = l_mut_97_;
                                    uint l_762_ = (_e2946 - _e2947);
                                    uint _e2949 = l_mut_683_;
                                    uint _e2950 = l_mut_82_;
                                    uint l_763_ = (_e2949 - _e2950);
                                    uint _e2952 = l_mut_644_;
                                    uint _e2953 = l_mut_97_;
                                    bool l_764_ = (_e2952 < _e2953);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e2957 = l_mut_97_;
                            uint _e2958 = l_mut_644_;
                            uint l_767_ = (_e2957 - _e2958);
                            uint _e2960 = l_mut_82_;
                            uint _e2961 = l_mut_683_;
                            uint l_768_ = (_e2960 - _e2961);
                            uint _e2963 = l_mut_97_;
                            uint _e2964 = l_mut_644_;
                            bool l_769_ = (_e2963 < _e2964);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e2968 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e2968);
                            uint _e2970 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e2970);
                            uint _e2972 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e2972);
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
                                uint _e2984 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e2984);
                                uint _e2986 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e2986);
                                uint _e2988 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e2988);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e2992 = l_mut_707_;
                            uint _e2993 = l_mut_650_;
                            bool l_783_ = (_e2992 < _e2993);
                            uint _e2995 = l_mut_707_;
                            uint _e2996 = l_mut_650_;
                            bool l_784_ = (_e2995 == _e2996);
                            uint _e2998 = l_mut_712_;
                            uint _e2999 = l_mut_656_;
                            bool l_785_ = (_e2998 < _e2999);
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
                                uint _e3010 = l_mut_712_;
                                l_mut_656_ = _e3010;
                                uint _e3011 = l_mut_707_;
                                l_mut_650_ = _e3011;
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
                            uint _e3031 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e3031);
                            uint _e3033 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e3033);
                            uint _e3035 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e3035);
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
                                uint _e3048 = l_mut_82_;
                                bool l_805_ = (_e3048 < l_596_);
                                uint _e3050 = l_mut_82_;
                                bool l_806_ = (_e3050 == l_596_);
                                uint _e3052 = l_mut_97_;
                                bool l_807_ = (_e3052 < l_592_);
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
                                            uint _e3159 = l_mut_815_;
                                            l_mut_815_ = (_e3159 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e3074 = l_mut_815_;
                                        if ((_e3074 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3078 = l_mut_815_;
                                            uint l_816_ = (19u - _e3078);
                                            uint _e3080 = l_mut_703_;
                                            l_mut_690_ = _e3080;
                                            uint _e3081 = l_mut_702_;
                                            l_mut_683_ = _e3081;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e3086 = l_mut_702_;
                                                uint l_819_ = (_e3086 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e3091 = l_mut_703_;
                                                    l_mut_644_ = _e3091;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e3094 = l_mut_703_;
                                                        uint l_822_ = (_e3094 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e3098 = l_mut_702_;
                                                        uint l_824_ = (_e3098 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e3101 = l_mut_702_;
                                                    uint l_826_ = (_e3101 >> l_816_);
                                                    uint _e3103 = l_mut_644_;
                                                    l_mut_690_ = _e3103;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e3104 = l_mut_683_;
                                            uint _e3105 = l_mut_82_;
                                            bool l_827_ = (_e3104 < _e3105);
                                            uint _e3107 = l_mut_683_;
                                            uint _e3108 = l_mut_82_;
                                            bool l_828_ = (_e3107 == _e3108);
                                            uint _e3110 = l_mut_690_;
                                            uint _e3111 = l_mut_97_;
                                            bool l_829_ = (_e3110 < _e3111);
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
                                                uint _e3123 = l_mut_97_;
                                                l_mut_690_ = _e3123;
                                                uint _e3124 = l_mut_82_;
                                                l_mut_683_ = _e3124;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e3129 = l_mut_97_;
                                                    uint l_835_ = (_e3129 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e3134 = l_mut_97_;
                                                        uint l_837_ = (_e3134 << l_816_);
                                                        uint _e3136 = l_mut_82_;
                                                        uint l_838_ = (_e3136 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e3140 = l_mut_97_;
                                                        uint l_840_ = (_e3140 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e3143 = l_mut_703_;
                                                uint _e3144 = l_mut_690_;
                                                uint l_842_ = (_e3143 - _e3144);
                                                uint _e3146 = l_mut_702_;
                                                uint _e3147 = l_mut_683_;
                                                uint l_843_ = (_e3146 - _e3147);
                                                uint _e3149 = l_mut_703_;
                                                uint _e3150 = l_mut_690_;
                                                bool l_844_ = (_e3149 < _e3150);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e3156 = l_mut_701_;
                                                l_mut_701_ = (_e3156 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e3161 = l_mut_701_;
                                    uint l_848_ = min(_e3161, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e3163 = l_mut_702_;
                                    uint _e3164 = l_mut_82_;
                                    bool l_849_ = (_e3163 < _e3164);
                                    uint _e3166 = l_mut_702_;
                                    uint _e3167 = l_mut_82_;
                                    bool l_850_ = (_e3166 == _e3167);
                                    uint _e3169 = l_mut_703_;
                                    uint _e3170 = l_mut_97_;
                                    bool l_851_ = (_e3169 < _e3170);
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
                                    uint _e3182 = l_mut_701_;
                                    l_mut_706_ = _e3182;
                                }
                                uint _e3183 = l_mut_97_;
                                uint _e3184 = l_mut_706_;
                                uint l_855_ = (_e3183 * _e3184);
                                uint _e3186 = l_mut_97_;
                                uint l_2268_ = (_e3186 & 65535u);
                                uint _e3189 = l_mut_97_;
                                uint l_2269_ = (_e3189 >> 16u);
                                uint l_2270_ = (l_2269_ & 65535u);
                                uint _e3194 = l_mut_706_;
                                uint l_2271_ = (_e3194 & 65535u);
                                uint _e3197 = l_mut_706_;
                                uint l_2272_ = (_e3197 >> 16u);
                                uint l_2273_ = (l_2272_ & 65535u);
                                uint l_2274_ = (l_2268_ * l_2271_);
                                uint l_2275_ = (l_2270_ * l_2271_);
                                uint l_2276_ = (l_2268_ * l_2273_);
                                uint l_2277_ = (l_2270_ * l_2273_);
                                uint l_2278_ = (l_2274_ >> 16u);
                                uint l_2279_ = (l_2278_ & 65535u);
                                uint l_2280_ = (l_2275_ & 65535u);
                                uint l_2281_ = (l_2279_ + l_2280_);
                                uint l_2282_ = (l_2276_ & 65535u);
                                uint l_2283_ = (l_2281_ + l_2282_);
                                uint l_2284_ = (l_2275_ >> 16u);
                                uint l_2285_ = (l_2284_ & 65535u);
                                uint l_2286_ = (l_2277_ + l_2285_);
                                uint l_2287_ = (l_2276_ >> 16u);
                                uint l_2288_ = (l_2287_ & 65535u);
                                uint l_2289_ = (l_2286_ + l_2288_);
                                uint l_2290_ = (l_2283_ >> 16u);
                                uint l_2291_ = (l_2290_ & 65535u);
                                uint l_856_ = (l_2289_ + l_2291_);
                                uint _e3231 = l_mut_82_;
                                uint _e3232 = l_mut_706_;
                                uint l_857_ = (_e3231 * _e3232);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e3240 = l_mut_707_;
                                uint _e3241 = l_mut_82_;
                                bool l_864_ = (_e3240 < _e3241);
                                uint _e3243 = l_mut_707_;
                                uint _e3244 = l_mut_82_;
                                bool l_865_ = (_e3243 == _e3244);
                                uint _e3246 = l_mut_712_;
                                uint _e3247 = l_mut_97_;
                                bool l_866_ = (_e3246 < _e3247);
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
                                    uint _e3259 = l_mut_712_;
                                    uint _e3260 = l_mut_97_;
                                    uint l_870_ = (_e3259 - _e3260);
                                    uint _e3262 = l_mut_707_;
                                    uint _e3263 = l_mut_82_;
                                    uint l_871_ = (_e3262 - _e3263);
                                    uint _e3265 = l_mut_712_;
                                    uint _e3266 = l_mut_97_;
                                    bool l_872_ = (_e3265 < _e3266);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e3270 = l_mut_707_;
                            uint _e3271 = l_mut_650_;
                            bool l_875_ = (_e3270 < _e3271);
                            uint _e3273 = l_mut_707_;
                            uint _e3274 = l_mut_650_;
                            bool l_876_ = (_e3273 == _e3274);
                            uint _e3276 = l_mut_712_;
                            uint _e3277 = l_mut_656_;
                            bool l_877_ = (_e3276 < _e3277);
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
                                uint _e3288 = l_mut_712_;
                                l_mut_656_ = _e3288;
                                uint _e3289 = l_mut_707_;
                                l_mut_650_ = _e3289;
                            }
                        }
                    }
                    uint _e3290 = l_mut_650_;
                    bool l_880_ = (_e3290 < l_606_);
                    uint _e3292 = l_mut_650_;
                    bool l_881_ = (_e3292 == l_606_);
                    uint _e3294 = l_mut_656_;
                    bool l_882_ = (_e3294 < l_602_);
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
                uint _e3309 = l_mut_45_;
                bool l_888_ = (_e3309 > 0u);
                if (l_888_) {
                    uint _e3312 = l_mut_45_;
                    bool l_889_ = (_e3312 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            while(true) {
                bool _e3317 = l_mut_619_;
                bool l_891_ = !(_e3317);
                if (l_891_) {
                    break;
                }
                uint _e3319 = l_mut_160_;
                uint _e3320 = l_mut_284_;
                bool l_892_ = (_e3319 < _e3320);
                uint _e3322 = l_mut_160_;
                uint _e3323 = l_mut_284_;
                bool l_893_ = (_e3322 == _e3323);
                uint _e3325 = l_mut_166_;
                uint _e3326 = l_mut_290_;
                bool l_894_ = (_e3325 < _e3326);
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
                    uint _e3337 = l_mut_290_;
                    uint _e3338 = l_mut_166_;
                    uint l_897_ = (_e3337 - _e3338);
                    uint _e3340 = l_mut_284_;
                    uint _e3341 = l_mut_160_;
                    uint l_898_ = (_e3340 - _e3341);
                    uint _e3343 = l_mut_290_;
                    uint _e3344 = l_mut_166_;
                    bool l_899_ = (_e3343 < _e3344);
                    uint l_900_ = uint(l_899_);
                    uint l_901_ = (l_898_ - l_900_);
                    uint _e3348 = l_mut_290_;
                    l_mut_712_ = _e3348;
                    uint _e3349 = l_mut_284_;
                    l_mut_707_ = _e3349;
                    uint _e3350 = l_mut_284_;
                    bool l_902_ = (l_901_ < _e3350);
                    uint _e3352 = l_mut_284_;
                    bool l_903_ = (l_901_ == _e3352);
                    uint _e3354 = l_mut_290_;
                    bool l_904_ = (l_897_ < _e3354);
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
                        l_mut_712_ = l_897_;
                        l_mut_707_ = l_901_;
                    }
                    l_mut_907_ = false;
                    uint _e3366 = l_mut_712_;
                    l_mut_706_ = _e3366;
                    uint _e3367 = l_mut_707_;
                    l_mut_703_ = _e3367;
                    if (false) {
                        uint _e3370 = l_mut_707_;
                        uint l_910_ = (_e3370 >> 3u);
                        l_mut_706_ = l_910_;
                        l_mut_703_ = 0u;
                    } else {
                        if (true) {
                            uint _e3374 = l_mut_712_;
                            l_mut_702_ = _e3374;
                            if (true) {
                                uint _e3376 = l_mut_712_;
                                uint l_913_ = (_e3376 >> 3u);
                                uint _e3379 = l_mut_707_;
                                uint l_914_ = (_e3379 << 29u);
                                uint l_915_ = (l_913_ | l_914_);
                                l_mut_702_ = l_915_;
                            }
                            uint _e3383 = l_mut_707_;
                            uint l_916_ = (_e3383 >> 3u);
                            uint _e3386 = l_mut_702_;
                            l_mut_706_ = _e3386;
                            l_mut_703_ = l_916_;
                        }
                    }
                    uint _e3387 = l_mut_703_;
                    uint _e3388 = l_mut_228_;
                    bool l_917_ = (_e3387 < _e3388);
                    uint _e3390 = l_mut_703_;
                    uint _e3391 = l_mut_228_;
                    bool l_918_ = (_e3390 == _e3391);
                    uint _e3393 = l_mut_706_;
                    uint _e3394 = l_mut_234_;
                    bool l_919_ = (_e3393 < _e3394);
                    if (l_918_) {
                        local_43 = l_919_;
                    } else {
                        local_43 = false;
                    }
                    bool l_920_ = local_43;
                    if (!(l_917_)) {
                        local_44 = l_920_;
                    } else {
                        local_44 = true;
                    }
                    bool l_921_ = local_44;
                    bool l_922_ = !(l_921_);
                    l_mut_907_ = l_922_;
                    l_mut_706_ = 0u;
                    uint _e3407 = l_mut_234_;
                    uint _e3408 = l_mut_228_;
                    uint l_923_ = (_e3407 | _e3408);
                    bool l_924_ = (l_923_ == 0u);
                    bool l_925_ = !(l_924_);
                    bool _e3413 = l_mut_907_;
                    if (_e3413) {
                        local_45 = l_925_;
                    } else {
                        local_45 = false;
                    }
                    bool l_926_ = local_45;
                    uint _e3418 = l_mut_228_;
                    uint _e3419 = l_mut_707_;
                    bool l_927_ = (_e3418 < _e3419);
                    uint _e3421 = l_mut_228_;
                    uint _e3422 = l_mut_707_;
                    bool l_928_ = (_e3421 == _e3422);
                    uint _e3424 = l_mut_234_;
                    uint _e3425 = l_mut_712_;
                    bool l_929_ = (_e3424 < _e3425);
                    if (l_928_) {
                        local_46 = l_929_;
                    } else {
                        local_46 = false;
                    }
                    bool l_930_ = local_46;
                    if (!(l_927_)) {
                        local_47 = l_930_;
                    } else {
                        local_47 = true;
                    }
                    bool l_931_ = local_47;
                    if (l_926_) {
                        local_48 = l_931_;
                    } else {
                        local_48 = false;
                    }
                    bool l_932_ = local_48;
                    uint _e3440 = l_mut_109_;
                    uint _e3441 = l_mut_103_;
                    uint l_933_ = (_e3440 + _e3441);
                    bool l_934_ = (l_933_ < l_77_);
                    if (l_932_) {
                        local_49 = l_934_;
                    } else {
                        local_49 = false;
                    }
                    bool l_935_ = local_49;
                    if (l_935_) {
                        uint _e3448 = l_mut_109_;
                        uint l_936_ = (l_77_ - _e3448);
                        uint _e3450 = l_mut_103_;
                        uint l_937_ = (l_936_ - _e3450);
                        uint _e3452 = l_mut_109_;
                        uint l_938_ = (l_937_ / _e3452);
                        uint _e3454 = l_mut_712_;
                        uint l_939_ = (_e3454 - 1u);
                        uint _e3457 = l_mut_707_;
                        uint l_940_ = (_e3457 - 0u);
                        uint _e3460 = l_mut_712_;
                        bool l_941_ = (_e3460 < 1u);
                        uint l_942_ = uint(l_941_);
                        uint l_943_ = (l_940_ - l_942_);
                        l_mut_712_ = l_939_;
                        l_mut_707_ = l_943_;
                        l_mut_703_ = 0u;
                        l_mut_944_ = 0u;
                        bool loop_init_2 = true;
                        while(true) {
                            if (!loop_init_2) {
                                uint _e3553 = l_mut_944_;
                                l_mut_944_ = (_e3553 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e3468 = l_mut_944_;
                            if ((_e3468 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e3472 = l_mut_944_;
                                uint l_945_ = (19u - _e3472);
                                uint _e3474 = l_mut_712_;
                                l_mut_702_ = _e3474;
                                uint _e3475 = l_mut_707_;
                                l_mut_701_ = _e3475;
                                bool l_946_ = (l_945_ >= 32u);
                                if (l_946_) {
                                    uint l_947_ = (l_945_ & 31u);
                                    uint _e3480 = l_mut_707_;
                                    uint l_948_ = (_e3480 >> l_947_);
                                    l_mut_702_ = l_948_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_949_ = (l_945_ > 0u);
                                    if (l_949_) {
                                        uint _e3485 = l_mut_712_;
                                        l_mut_690_ = _e3485;
                                        bool l_950_ = (l_945_ > 0u);
                                        if (l_950_) {
                                            uint _e3488 = l_mut_712_;
                                            uint l_951_ = (_e3488 >> l_945_);
                                            uint l_952_ = (32u - l_945_);
                                            uint _e3492 = l_mut_707_;
                                            uint l_953_ = (_e3492 << l_952_);
                                            uint l_954_ = (l_951_ | l_953_);
                                            l_mut_690_ = l_954_;
                                        }
                                        uint _e3495 = l_mut_707_;
                                        uint l_955_ = (_e3495 >> l_945_);
                                        uint _e3497 = l_mut_690_;
                                        l_mut_702_ = _e3497;
                                        l_mut_701_ = l_955_;
                                    }
                                }
                                uint _e3498 = l_mut_701_;
                                uint _e3499 = l_mut_228_;
                                bool l_956_ = (_e3498 < _e3499);
                                uint _e3501 = l_mut_701_;
                                uint _e3502 = l_mut_228_;
                                bool l_957_ = (_e3501 == _e3502);
                                uint _e3504 = l_mut_702_;
                                uint _e3505 = l_mut_234_;
                                bool l_958_ = (_e3504 < _e3505);
                                if (l_957_) {
                                    local_50 = l_958_;
                                } else {
                                    local_50 = false;
                                }
                                bool l_959_ = local_50;
                                if (!(l_956_)) {
                                    local_51 = l_959_;
                                } else {
                                    local_51 = true;
                                }
                                bool l_960_ = local_51;
                                bool l_961_ = !(l_960_);
                                if (l_961_) {
                                    uint _e3517 = l_mut_234_;
                                    l_mut_702_ = _e3517;
                                    uint _e3518 = l_mut_228_;
                                    l_mut_701_ = _e3518;
                                    bool l_962_ = (l_945_ >= 32u);
                                    if (l_962_) {
                                        uint l_963_ = (l_945_ & 31u);
                                        uint _e3523 = l_mut_234_;
                                        uint l_964_ = (_e3523 << l_963_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_964_;
                                    } else {
                                        bool l_965_ = (l_945_ > 0u);
                                        if (l_965_) {
                                            uint _e3528 = l_mut_234_;
                                            uint l_966_ = (_e3528 << l_945_);
                                            uint _e3530 = l_mut_228_;
                                            uint l_967_ = (_e3530 << l_945_);
                                            uint l_968_ = (32u - l_945_);
                                            uint _e3534 = l_mut_234_;
                                            uint l_969_ = (_e3534 >> l_968_);
                                            uint l_970_ = (l_967_ | l_969_);
                                            l_mut_702_ = l_966_;
                                            l_mut_701_ = l_970_;
                                        }
                                    }
                                    uint _e3537 = l_mut_712_;
                                    uint _e3538 = l_mut_702_;
                                    uint l_971_ = (_e3537 - _e3538);
                                    uint _e3540 = l_mut_707_;
                                    uint _e3541 = l_mut_701_;
                                    uint l_972_ = (_e3540 - _e3541);
                                    uint _e3543 = l_mut_712_;
                                    uint _e3544 = l_mut_702_;
                                    bool l_973_ = (_e3543 < _e3544);
                                    uint l_974_ = uint(l_973_);
                                    uint l_975_ = (l_972_ - l_974_);
                                    l_mut_712_ = l_971_;
                                    l_mut_707_ = l_975_;
                                    uint l_976_ = (1u << l_945_);
                                    uint _e3550 = l_mut_703_;
                                    l_mut_703_ = (_e3550 | l_976_);
                                }
                            }
                        }
                        uint _e3555 = l_mut_703_;
                        uint l_977_ = min(_e3555, l_938_);
                        l_mut_703_ = l_977_;
                        uint _e3557 = l_mut_707_;
                        uint _e3558 = l_mut_228_;
                        bool l_978_ = (_e3557 < _e3558);
                        uint _e3560 = l_mut_707_;
                        uint _e3561 = l_mut_228_;
                        bool l_979_ = (_e3560 == _e3561);
                        uint _e3563 = l_mut_712_;
                        uint _e3564 = l_mut_234_;
                        bool l_980_ = (_e3563 < _e3564);
                        if (l_979_) {
                            local_52 = l_980_;
                        } else {
                            local_52 = false;
                        }
                        bool l_981_ = local_52;
                        if (!(l_978_)) {
                            local_53 = l_981_;
                        } else {
                            local_53 = true;
                        }
                        bool l_982_ = local_53;
                        bool l_983_ = !(l_982_);
                        if (l_983_) {
                            l_mut_703_ = l_938_;
                        }
                        uint _e3576 = l_mut_703_;
                        l_mut_706_ = _e3576;
                    }
                    uint _e3577 = l_mut_706_;
                    bool l_984_ = (_e3577 > 0u);
                    if (l_984_) {
                        uint _e3580 = l_mut_234_;
                        uint _e3581 = l_mut_706_;
                        uint l_985_ = (_e3580 * _e3581);
                        uint _e3583 = l_mut_234_;
                        uint l_2293_ = (_e3583 & 65535u);
                        uint _e3586 = l_mut_234_;
                        uint l_2294_ = (_e3586 >> 16u);
                        uint l_2295_ = (l_2294_ & 65535u);
                        uint _e3591 = l_mut_706_;
                        uint l_2296_ = (_e3591 & 65535u);
                        uint _e3594 = l_mut_706_;
                        uint l_2297_ = (_e3594 >> 16u);
                        uint l_2298_ = (l_2297_ & 65535u);
                        uint l_2299_ = (l_2293_ * l_2296_);
                        uint l_2300_ = (l_2295_ * l_2296_);
                        uint l_2301_ = (l_2293_ * l_2298_);
                        uint l_2302_ = (l_2295_ * l_2298_);
                        uint l_2303_ = (l_2299_ >> 16u);
                        uint l_2304_ = (l_2303_ & 65535u);
                        uint l_2305_ = (l_2300_ & 65535u);
                        uint l_2306_ = (l_2304_ + l_2305_);
                        uint l_2307_ = (l_2301_ & 65535u);
                        uint l_2308_ = (l_2306_ + l_2307_);
                        uint l_2309_ = (l_2300_ >> 16u);
                        uint l_2310_ = (l_2309_ & 65535u);
                        uint l_2311_ = (l_2302_ + l_2310_);
                        uint l_2312_ = (l_2301_ >> 16u);
                        uint l_2313_ = (l_2312_ & 65535u);
                        uint l_2314_ = (l_2311_ + l_2313_);
                        uint l_2315_ = (l_2308_ >> 16u);
                        uint l_2316_ = (l_2315_ & 65535u);
                        uint l_986_ = (l_2314_ + l_2316_);
                        uint _e3628 = l_mut_228_;
                        uint _e3629 = l_mut_706_;
                        uint l_987_ = (_e3628 * _e3629);
                        uint l_988_ = (l_986_ + l_987_);
                        uint _e3632 = l_mut_290_;
                        uint l_989_ = (_e3632 - l_985_);
                        uint _e3634 = l_mut_284_;
                        uint l_990_ = (_e3634 - l_988_);
                        uint _e3636 = l_mut_290_;
                        bool l_991_ = (_e3636 < l_985_);
                        uint l_992_ = uint(l_991_);
                        uint l_993_ = (l_990_ - l_992_);
                        l_mut_290_ = l_989_;
                        l_mut_284_ = l_993_;
                        uint _e3640 = l_mut_706_;
                        uint _e3641 = l_mut_109_;
                        uint l_994_ = (_e3640 * _e3641);
                        uint _e3643 = l_mut_103_;
                        l_mut_103_ = (_e3643 + l_994_);
                    } else {
                        uint _e3645 = l_mut_109_;
                        uint l_995_ = (l_77_ - _e3645);
                        uint _e3647 = l_mut_103_;
                        uint l_996_ = (l_995_ / _e3647);
                        l_mut_712_ = 0u;
                        l_mut_907_ = false;
                        uint _e3651 = l_mut_234_;
                        l_mut_707_ = _e3651;
                        uint _e3652 = l_mut_228_;
                        l_mut_706_ = _e3652;
                        if (false) {
                            uint _e3655 = l_mut_228_;
                            uint l_999_ = (_e3655 >> 3u);
                            l_mut_707_ = l_999_;
                            l_mut_706_ = 0u;
                        } else {
                            if (true) {
                                uint _e3659 = l_mut_234_;
                                l_mut_703_ = _e3659;
                                if (true) {
                                    uint _e3661 = l_mut_234_;
                                    uint l_1002_ = (_e3661 >> 3u);
                                    uint _e3664 = l_mut_228_;
                                    uint l_1003_ = (_e3664 << 29u);
                                    uint l_1004_ = (l_1002_ | l_1003_);
                                    l_mut_703_ = l_1004_;
                                }
                                uint _e3668 = l_mut_228_;
                                uint l_1005_ = (_e3668 >> 3u);
                                uint _e3671 = l_mut_703_;
                                l_mut_707_ = _e3671;
                                l_mut_706_ = l_1005_;
                            }
                        }
                        uint _e3672 = l_mut_706_;
                        uint _e3673 = l_mut_284_;
                        bool l_1006_ = (_e3672 < _e3673);
                        uint _e3675 = l_mut_706_;
                        uint _e3676 = l_mut_284_;
                        bool l_1007_ = (_e3675 == _e3676);
                        uint _e3678 = l_mut_707_;
                        uint _e3679 = l_mut_290_;
                        bool l_1008_ = (_e3678 < _e3679);
                        if (l_1007_) {
                            local_54 = l_1008_;
                        } else {
                            local_54 = false;
                        }
                        bool l_1009_ = local_54;
                        if (!(l_1006_)) {
                            local_55 = l_1009_;
                        } else {
                            local_55 = true;
                        }
                        bool l_1010_ = local_55;
                        bool l_1011_ = !(l_1010_);
                        l_mut_907_ = l_1011_;
                        uint _e3691 = l_mut_290_;
                        uint _e3692 = l_mut_284_;
                        uint l_1012_ = (_e3691 | _e3692);
                        bool l_1013_ = (l_1012_ == 0u);
                        if (l_1013_) {
                            l_mut_712_ = l_996_;
                        } else {
                            bool _e3696 = l_mut_907_;
                            if (_e3696) {
                                uint _e3697 = l_mut_284_;
                                uint _e3698 = l_mut_228_;
                                bool l_1014_ = (_e3697 < _e3698);
                                uint _e3700 = l_mut_284_;
                                uint _e3701 = l_mut_228_;
                                bool l_1015_ = (_e3700 == _e3701);
                                uint _e3703 = l_mut_290_;
                                uint _e3704 = l_mut_234_;
                                bool l_1016_ = (_e3703 < _e3704);
                                if (l_1015_) {
                                    local_56 = l_1016_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_1017_ = local_56;
                                if (!(l_1014_)) {
                                    local_57 = l_1017_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_1018_ = local_57;
                                if (l_1018_) {
                                    uint _e3715 = l_mut_234_;
                                    uint l_1019_ = (_e3715 - 1u);
                                    uint _e3718 = l_mut_228_;
                                    uint l_1020_ = (_e3718 - 0u);
                                    uint _e3721 = l_mut_234_;
                                    bool l_1021_ = (_e3721 < 1u);
                                    uint l_1022_ = uint(l_1021_);
                                    uint l_1023_ = (l_1020_ - l_1022_);
                                    l_mut_707_ = l_1019_;
                                    l_mut_706_ = l_1023_;
                                    l_mut_703_ = 0u;
                                    l_mut_1024_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e3814 = l_mut_1024_;
                                            l_mut_1024_ = (_e3814 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e3729 = l_mut_1024_;
                                        if ((_e3729 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3733 = l_mut_1024_;
                                            uint l_1025_ = (19u - _e3733);
                                            uint _e3735 = l_mut_707_;
                                            l_mut_702_ = _e3735;
                                            uint _e3736 = l_mut_706_;
                                            l_mut_701_ = _e3736;
                                            bool l_1026_ = (l_1025_ >= 32u);
                                            if (l_1026_) {
                                                uint l_1027_ = (l_1025_ & 31u);
                                                uint _e3741 = l_mut_706_;
                                                uint l_1028_ = (_e3741 >> l_1027_);
                                                l_mut_702_ = l_1028_;
                                                l_mut_701_ = 0u;
                                            } else {
                                                bool l_1029_ = (l_1025_ > 0u);
                                                if (l_1029_) {
                                                    uint _e3746 = l_mut_707_;
                                                    l_mut_690_ = _e3746;
                                                    bool l_1030_ = (l_1025_ > 0u);
                                                    if (l_1030_) {
                                                        uint _e3749 = l_mut_707_;
                                                        uint l_1031_ = (_e3749 >> l_1025_);
                                                        uint l_1032_ = (32u - l_1025_);
                                                        uint _e3753 = l_mut_706_;
                                                        uint l_1033_ = (_e3753 << l_1032_);
                                                        uint l_1034_ = (l_1031_ | l_1033_);
                                                        l_mut_690_ = l_1034_;
                                                    }
                                                    uint _e3756 = l_mut_706_;
                                                    uint l_1035_ = (_e3756 >> l_1025_);
                                                    uint _e3758 = l_mut_690_;
                                                    l_mut_702_ = _e3758;
                                                    l_mut_701_ = l_1035_;
                                                }
                                            }
                                            uint _e3759 = l_mut_701_;
                                            uint _e3760 = l_mut_284_;
                                            bool l_1036_ = (_e3759 < _e3760);
                                            uint _e3762 = l_mut_701_;
                                            uint _e3763 = l_mut_284_;
                                            bool l_1037_ = (_e3762 == _e3763);
                                            uint _e3765 = l_mut_702_;
                                            uint _e3766 = l_mut_290_;
                                            bool l_1038_ = (_e3765 < _e3766);
                                            if (l_1037_) {
                                                local_58 = l_1038_;
                                            } else {
                                                local_58 = false;
                                            }
                                            bool l_1039_ = local_58;
                                            if (!(l_1036_)) {
                                                local_59 = l_1039_;
                                            } else {
                                                local_59 = true;
                                            }
                                            bool l_1040_ = local_59;
                                            bool l_1041_ = !(l_1040_);
                                            if (l_1041_) {
                                                uint _e3778 = l_mut_290_;
                                                l_mut_702_ = _e3778;
                                                uint _e3779 = l_mut_284_;
                                                l_mut_701_ = _e3779;
                                                bool l_1042_ = (l_1025_ >= 32u);
                                                if (l_1042_) {
                                                    uint l_1043_ = (l_1025_ & 31u);
                                                    uint _e3784 = l_mut_290_;
                                                    uint l_1044_ = (_e3784 << l_1043_);
                                                    l_mut_702_ = 0u;
                                                    l_mut_701_ = l_1044_;
                                                } else {
                                                    bool l_1045_ = (l_1025_ > 0u);
                                                    if (l_1045_) {
                                                        uint _e3789 = l_mut_290_;
                                                        uint l_1046_ = (_e3789 << l_1025_);
                                                        uint _e3791 = l_mut_284_;
                                                        uint l_1047_ = (_e3791 << l_1025_);
                                                        uint l_1048_ = (32u - l_1025_);
                                                        uint _e3795 = l_mut_290_;
                                                        uint l_1049_ = (_e3795 >> l_1048_);
                                                        uint l_1050_ = (l_1047_ | l_1049_);
                                                        l_mut_702_ = l_1046_;
                                                        l_mut_701_ = l_1050_;
                                                    }
                                                }
                                                uint _e3798 = l_mut_707_;
                                                uint _e3799 = l_mut_702_;
                                                uint l_1051_ = (_e3798 - _e3799);
                                                uint _e3801 = l_mut_706_;
                                                uint _e3802 = l_mut_701_;
                                                uint l_1052_ = (_e3801 - _e3802);
                                                uint _e3804 = l_mut_707_;
                                                uint _e3805 = l_mut_702_;
                                                bool l_1053_ = (_e3804 < _e3805);
                                                uint l_1054_ = uint(l_1053_);
                                                uint l_1055_ = (l_1052_ - l_1054_);
                                                l_mut_707_ = l_1051_;
                                                l_mut_706_ = l_1055_;
                                                uint l_1056_ = (1u << l_1025_);
                                                uint _e3811 = l_mut_703_;
                                                l_mut_703_ = (_e3811 | l_1056_);
                                            }
                                        }
                                    }
                                    uint _e3816 = l_mut_703_;
                                    uint l_1057_ = min(_e3816, l_996_);
                                    l_mut_703_ = l_1057_;
                                    uint _e3818 = l_mut_706_;
                                    uint _e3819 = l_mut_284_;
                                    bool l_1058_ = (_e3818 < _e3819);
                                    uint _e3821 = l_mut_706_;
                                    uint _e3822 = l_mut_284_;
                                    bool l_1059_ = (_e3821 == _e3822);
                                    uint _e3824 = l_mut_707_;
                                    uint _e3825 = l_mut_290_;
                                    bool l_1060_ = (_e3824 < _e3825);
                                    if (l_1059_) {
                                        local_60 = l_1060_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_1061_ = local_60;
                                    if (!(l_1058_)) {
                                        local_61 = l_1061_;
                                    } else {
                                        local_61 = true;
                                    }
                                    bool l_1062_ = local_61;
                                    bool l_1063_ = !(l_1062_);
                                    if (l_1063_) {
                                        l_mut_703_ = l_996_;
                                    }
                                    uint _e3837 = l_mut_703_;
                                    l_mut_712_ = _e3837;
                                }
                            } else {
                                uint _e3838 = l_mut_234_;
                                l_mut_707_ = _e3838;
                                uint _e3839 = l_mut_228_;
                                l_mut_706_ = _e3839;
                                while(true) {
                                    uint _e3840 = l_mut_284_;
                                    uint _e3841 = l_mut_706_;
                                    bool l_1064_ = (_e3840 < _e3841);
                                    uint _e3843 = l_mut_284_;
                                    uint _e3844 = l_mut_706_;
                                    bool l_1065_ = (_e3843 == _e3844);
                                    uint _e3846 = l_mut_290_;
                                    uint _e3847 = l_mut_707_;
                                    bool l_1066_ = (_e3846 < _e3847);
                                    if (l_1065_) {
                                        local_62 = l_1066_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_1067_ = local_62;
                                    if (!(l_1064_)) {
                                        local_63 = l_1067_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_1068_ = local_63;
                                    uint _e3858 = l_mut_712_;
                                    uint _e3859 = l_mut_103_;
                                    uint l_1069_ = (_e3858 * _e3859);
                                    uint _e3861 = l_mut_109_;
                                    uint l_1070_ = (_e3861 + l_1069_);
                                    uint _e3863 = l_mut_103_;
                                    uint l_1071_ = (l_1070_ + _e3863);
                                    bool l_1072_ = (l_1071_ < l_77_);
                                    if (l_1068_) {
                                        local_64 = l_1072_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_1073_ = local_64;
                                    bool l_1074_ = !(l_1073_);
                                    if (l_1074_) {
                                        break;
                                    }
                                    uint _e3871 = l_mut_707_;
                                    uint _e3872 = l_mut_290_;
                                    uint l_1075_ = (_e3871 - _e3872);
                                    uint _e3874 = l_mut_706_;
                                    uint _e3875 = l_mut_284_;
                                    uint l_1076_ = (_e3874 - _e3875);
                                    uint _e3877 = l_mut_707_;
                                    uint _e3878 = l_mut_290_;
                                    bool l_1077_ = (_e3877 < _e3878);
                                    uint l_1078_ = uint(l_1077_);
                                    uint l_1079_ = (l_1076_ - l_1078_);
                                    l_mut_707_ = l_1075_;
                                    l_mut_706_ = l_1079_;
                                    uint _e3882 = l_mut_712_;
                                    l_mut_712_ = (_e3882 + 1u);
                                }
                            }
                        }
                        uint _e3885 = l_mut_712_;
                        uint _e3886 = l_mut_103_;
                        uint l_1080_ = (_e3885 * _e3886);
                        uint _e3888 = l_mut_109_;
                        uint l_1081_ = (_e3888 + l_1080_);
                        uint _e3890 = l_mut_103_;
                        uint l_1082_ = (l_1081_ + _e3890);
                        bool l_1083_ = (l_1082_ >= l_77_);
                        uint _e3893 = l_mut_290_;
                        l_mut_707_ = _e3893;
                        uint _e3894 = l_mut_284_;
                        l_mut_706_ = _e3894;
                        uint _e3895 = l_mut_234_;
                        l_mut_703_ = _e3895;
                        uint _e3896 = l_mut_228_;
                        l_mut_702_ = _e3896;
                        uint _e3897 = l_mut_109_;
                        l_mut_701_ = _e3897;
                        uint _e3898 = l_mut_103_;
                        l_mut_690_ = _e3898;
                        bool l_1084_ = !(l_1083_);
                        if (l_1084_) {
                            uint _e3900 = l_mut_290_;
                            uint _e3901 = l_mut_712_;
                            uint l_1085_ = (_e3900 * _e3901);
                            uint _e3903 = l_mut_290_;
                            uint l_2318_ = (_e3903 & 65535u);
                            uint _e3906 = l_mut_290_;
                            uint l_2319_ = (_e3906 >> 16u);
                            uint l_2320_ = (l_2319_ & 65535u);
                            uint _e3911 = l_mut_712_;
                            uint l_2321_ = (_e3911 & 65535u);
                            uint _e3914 = l_mut_712_;
                            uint l_2322_ = (_e3914 >> 16u);
                            uint l_2323_ = (l_2322_ & 65535u);
                            uint l_2324_ = (l_2318_ * l_2321_);
                            uint l_2325_ = (l_2320_ * l_2321_);
                            uint l_2326_ = (l_2318_ * l_2323_);
                            uint l_2327_ = (l_2320_ * l_2323_);
                            uint l_2328_ = (l_2324_ >> 16u);
                            uint l_2329_ = (l_2328_ & 65535u);
                            uint l_2330_ = (l_2325_ & 65535u);
                            uint l_2331_ = (l_2329_ + l_2330_);
                            uint l_2332_ = (l_2326_ & 65535u);
                            uint l_2333_ = (l_2331_ + l_2332_);
                            uint l_2334_ = (l_2325_ >> 16u);
                            uint l_2335_ = (l_2334_ & 65535u);
                            uint l_2336_ = (l_2327_ + l_2335_);
                            uint l_2337_ = (l_2326_ >> 16u);
                            uint l_2338_ = (l_2337_ & 65535u);
                            uint l_2339_ = (l_2336_ + l_2338_);
                            uint l_2340_ = (l_2333_ >> 16u);
                            uint l_2341_ = (l_2340_ & 65535u);
                            uint l_1086_ = (l_2339_ + l_2341_);
                            uint _e3948 = l_mut_284_;
                            uint _e3949 = l_mut_712_;
                            uint l_1087_ = (_e3948 * _e3949);
                            uint l_1088_ = (l_1086_ + l_1087_);
                            uint _e3952 = l_mut_234_;
                            uint l_1089_ = (_e3952 - l_1085_);
                            uint _e3954 = l_mut_228_;
                            uint l_1090_ = (_e3954 - l_1088_);
                            uint _e3956 = l_mut_234_;
                            bool l_1091_ = (_e3956 < l_1085_);
                            uint l_1092_ = uint(l_1091_);
                            uint l_1093_ = (l_1090_ - l_1092_);
                            l_mut_703_ = l_1089_;
                            l_mut_702_ = l_1093_;
                            uint _e3960 = l_mut_712_;
                            uint _e3961 = l_mut_103_;
                            uint l_1094_ = (_e3960 * _e3961);
                            uint _e3963 = l_mut_109_;
                            uint l_1095_ = (_e3963 + l_1094_);
                            l_mut_701_ = l_1095_;
                            uint _e3965 = l_mut_290_;
                            uint _e3966 = l_mut_703_;
                            uint l_1096_ = (_e3965 - _e3966);
                            uint _e3968 = l_mut_284_;
                            uint _e3969 = l_mut_702_;
                            uint l_1097_ = (_e3968 - _e3969);
                            uint _e3971 = l_mut_290_;
                            uint _e3972 = l_mut_703_;
                            bool l_1098_ = (_e3971 < _e3972);
                            uint l_1099_ = uint(l_1098_);
                            uint l_1100_ = (l_1097_ - l_1099_);
                            l_mut_707_ = l_1096_;
                            l_mut_706_ = l_1100_;
                            uint _e3976 = l_mut_103_;
                            uint _e3977 = l_mut_701_;
                            uint l_1101_ = (_e3976 + _e3977);
                            l_mut_690_ = l_1101_;
                        }
                        uint _e3979 = l_mut_707_;
                        l_mut_290_ = _e3979;
                        uint _e3980 = l_mut_706_;
                        l_mut_284_ = _e3980;
                        uint _e3981 = l_mut_703_;
                        l_mut_234_ = _e3981;
                        uint _e3982 = l_mut_702_;
                        l_mut_228_ = _e3982;
                        uint _e3983 = l_mut_701_;
                        l_mut_109_ = _e3983;
                        uint _e3984 = l_mut_690_;
                        l_mut_103_ = _e3984;
                        l_mut_612_ = l_1083_;
                        bool l_1102_ = !(l_1083_);
                        l_mut_619_ = l_1102_;
                    }
                } else {
                    uint _e3986 = l_mut_166_;
                    uint l_1103_ = (_e3986 - l_602_);
                    uint _e3988 = l_mut_160_;
                    uint l_1104_ = (_e3988 - l_606_);
                    uint _e3990 = l_mut_166_;
                    bool l_1105_ = (_e3990 < l_602_);
                    uint l_1106_ = uint(l_1105_);
                    uint l_1107_ = (l_1104_ - l_1106_);
                    uint _e3994 = l_mut_234_;
                    l_mut_712_ = _e3994;
                    uint _e3995 = l_mut_228_;
                    l_mut_707_ = _e3995;
                    uint _e3996 = l_mut_228_;
                    bool l_1108_ = (l_1107_ < _e3996);
                    uint _e3998 = l_mut_228_;
                    bool l_1109_ = (l_1107_ == _e3998);
                    uint _e4000 = l_mut_234_;
                    bool l_1110_ = (l_1103_ < _e4000);
                    if (l_1109_) {
                        local_65 = l_1110_;
                    } else {
                        local_65 = false;
                    }
                    bool l_1111_ = local_65;
                    if (!(l_1108_)) {
                        local_66 = l_1111_;
                    } else {
                        local_66 = true;
                    }
                    bool l_1112_ = local_66;
                    if (l_1112_) {
                        l_mut_712_ = l_1103_;
                        l_mut_707_ = l_1107_;
                    }
                    l_mut_907_ = false;
                    uint _e4012 = l_mut_712_;
                    l_mut_706_ = _e4012;
                    uint _e4013 = l_mut_707_;
                    l_mut_703_ = _e4013;
                    if (false) {
                        uint _e4016 = l_mut_707_;
                        uint l_1115_ = (_e4016 >> 3u);
                        l_mut_706_ = l_1115_;
                        l_mut_703_ = 0u;
                    } else {
                        if (true) {
                            uint _e4020 = l_mut_712_;
                            l_mut_702_ = _e4020;
                            if (true) {
                                uint _e4022 = l_mut_712_;
                                uint l_1118_ = (_e4022 >> 3u);
                                uint _e4025 = l_mut_707_;
                                uint l_1119_ = (_e4025 << 29u);
                                uint l_1120_ = (l_1118_ | l_1119_);
                                l_mut_702_ = l_1120_;
                            }
                            uint _e4029 = l_mut_707_;
                            uint l_1121_ = (_e4029 >> 3u);
                            uint _e4032 = l_mut_702_;
                            l_mut_706_ = _e4032;
                            l_mut_703_ = l_1121_;
                        }
                    }
                    uint _e4033 = l_mut_703_;
                    uint _e4034 = l_mut_284_;
                    bool l_1122_ = (_e4033 < _e4034);
                    uint _e4036 = l_mut_703_;
                    uint _e4037 = l_mut_284_;
                    bool l_1123_ = (_e4036 == _e4037);
                    uint _e4039 = l_mut_706_;
                    uint _e4040 = l_mut_290_;
                    bool l_1124_ = (_e4039 < _e4040);
                    if (l_1123_) {
                        local_67 = l_1124_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1125_ = local_67;
                    if (!(l_1122_)) {
                        local_68 = l_1125_;
                    } else {
                        local_68 = true;
                    }
                    bool l_1126_ = local_68;
                    bool l_1127_ = !(l_1126_);
                    l_mut_907_ = l_1127_;
                    l_mut_706_ = 0u;
                    uint _e4053 = l_mut_290_;
                    uint _e4054 = l_mut_284_;
                    uint l_1128_ = (_e4053 | _e4054);
                    bool l_1129_ = (l_1128_ == 0u);
                    bool l_1130_ = !(l_1129_);
                    bool _e4059 = l_mut_907_;
                    if (_e4059) {
                        local_69 = l_1130_;
                    } else {
                        local_69 = false;
                    }
                    bool l_1131_ = local_69;
                    uint _e4064 = l_mut_284_;
                    uint _e4065 = l_mut_707_;
                    bool l_1132_ = (_e4064 < _e4065);
                    uint _e4067 = l_mut_284_;
                    uint _e4068 = l_mut_707_;
                    bool l_1133_ = (_e4067 == _e4068);
                    uint _e4070 = l_mut_290_;
                    uint _e4071 = l_mut_712_;
                    bool l_1134_ = (_e4070 < _e4071);
                    if (l_1133_) {
                        local_70 = l_1134_;
                    } else {
                        local_70 = false;
                    }
                    bool l_1135_ = local_70;
                    if (!(l_1132_)) {
                        local_71 = l_1135_;
                    } else {
                        local_71 = true;
                    }
                    bool l_1136_ = local_71;
                    if (l_1131_) {
                        local_72 = l_1136_;
                    } else {
                        local_72 = false;
                    }
                    bool l_1137_ = local_72;
                    uint _e4086 = l_mut_103_;
                    uint _e4087 = l_mut_109_;
                    uint l_1138_ = (_e4086 + _e4087);
                    bool l_1139_ = (l_1138_ < l_77_);
                    if (l_1137_) {
                        local_73 = l_1139_;
                    } else {
                        local_73 = false;
                    }
                    bool l_1140_ = local_73;
                    if (l_1140_) {
                        uint _e4094 = l_mut_103_;
                        uint l_1141_ = (l_77_ - _e4094);
                        uint _e4096 = l_mut_109_;
                        uint l_1142_ = (l_1141_ - _e4096);
                        uint _e4098 = l_mut_103_;
                        uint l_1143_ = (l_1142_ / _e4098);
                        uint _e4100 = l_mut_712_;
                        uint l_1144_ = (_e4100 - 1u);
                        uint _e4103 = l_mut_707_;
                        uint l_1145_ = (_e4103 - 0u);
                        uint _e4106 = l_mut_712_;
                        bool l_1146_ = (_e4106 < 1u);
                        uint l_1147_ = uint(l_1146_);
                        uint l_1148_ = (l_1145_ - l_1147_);
                        l_mut_712_ = l_1144_;
                        l_mut_707_ = l_1148_;
                        l_mut_703_ = 0u;
                        l_mut_1149_ = 0u;
                        bool loop_init_4 = true;
                        while(true) {
                            if (!loop_init_4) {
                                uint _e4199 = l_mut_1149_;
                                l_mut_1149_ = (_e4199 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e4114 = l_mut_1149_;
                            if ((_e4114 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4118 = l_mut_1149_;
                                uint l_1150_ = (19u - _e4118);
                                uint _e4120 = l_mut_712_;
                                l_mut_702_ = _e4120;
                                uint _e4121 = l_mut_707_;
                                l_mut_701_ = _e4121;
                                bool l_1151_ = (l_1150_ >= 32u);
                                if (l_1151_) {
                                    uint l_1152_ = (l_1150_ & 31u);
                                    uint _e4126 = l_mut_707_;
                                    uint l_1153_ = (_e4126 >> l_1152_);
                                    l_mut_702_ = l_1153_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_1154_ = (l_1150_ > 0u);
                                    if (l_1154_) {
                                        uint _e4131 = l_mut_712_;
                                        l_mut_690_ = _e4131;
                                        bool l_1155_ = (l_1150_ > 0u);
                                        if (l_1155_) {
                                            uint _e4134 = l_mut_712_;
                                            uint l_1156_ = (_e4134 >> l_1150_);
                                            uint l_1157_ = (32u - l_1150_);
                                            uint _e4138 = l_mut_707_;
                                            uint l_1158_ = (_e4138 << l_1157_);
                                            uint l_1159_ = (l_1156_ | l_1158_);
                                            l_mut_690_ = l_1159_;
                                        }
                                        uint _e4141 = l_mut_707_;
                                        uint l_1160_ = (_e4141 >> l_1150_);
                                        uint _e4143 = l_mut_690_;
                                        l_mut_702_ = _e4143;
                                        l_mut_701_ = l_1160_;
                                    }
                                }
                                uint _e4144 = l_mut_701_;
                                uint _e4145 = l_mut_284_;
                                bool l_1161_ = (_e4144 < _e4145);
                                uint _e4147 = l_mut_701_;
                                uint _e4148 = l_mut_284_;
                                bool l_1162_ = (_e4147 == _e4148);
                                uint _e4150 = l_mut_702_;
                                uint _e4151 = l_mut_290_;
                                bool l_1163_ = (_e4150 < _e4151);
                                if (l_1162_) {
                                    local_74 = l_1163_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_1164_ = local_74;
                                if (!(l_1161_)) {
                                    local_75 = l_1164_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_1165_ = local_75;
                                bool l_1166_ = !(l_1165_);
                                if (l_1166_) {
                                    uint _e4163 = l_mut_290_;
                                    l_mut_702_ = _e4163;
                                    uint _e4164 = l_mut_284_;
                                    l_mut_701_ = _e4164;
                                    bool l_1167_ = (l_1150_ >= 32u);
                                    if (l_1167_) {
                                        uint l_1168_ = (l_1150_ & 31u);
                                        uint _e4169 = l_mut_290_;
                                        uint l_1169_ = (_e4169 << l_1168_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_1169_;
                                    } else {
                                        bool l_1170_ = (l_1150_ > 0u);
                                        if (l_1170_) {
                                            uint _e4174 = l_mut_290_;
                                            uint l_1171_ = (_e4174 << l_1150_);
                                            uint _e4176 = l_mut_284_;
                                            uint l_1172_ = (_e4176 << l_1150_);
                                            uint l_1173_ = (32u - l_1150_);
                                            uint _e4180 = l_mut_290_;
                                            uint l_1174_ = (_e4180 >> l_1173_);
                                            uint l_1175_ = (l_1172_ | l_1174_);
                                            l_mut_702_ = l_1171_;
                                            l_mut_701_ = l_1175_;
                                        }
                                    }
                                    uint _e4183 = l_mut_712_;
                                    uint _e4184 = l_mut_702_;
                                    uint l_1176_ = (_e4183 - _e4184);
                                    uint _e4186 = l_mut_707_;
                                    uint _e4187 = l_mut_701_;
                                    uint l_1177_ = (_e4186 - _e4187);
                                    uint _e4189 = l_mut_712_;
                                    uint _e4190 = l_mut_702_;
                                    bool l_1178_ = (_e4189 < _e4190);
                                    uint l_1179_ = uint(l_1178_);
                                    uint l_1180_ = (l_1177_ - l_1179_);
                                    l_mut_712_ = l_1176_;
                                    l_mut_707_ = l_1180_;
                                    uint l_1181_ = (1u << l_1150_);
                                    uint _e4196 = l_mut_703_;
                                    l_mut_703_ = (_e4196 | l_1181_);
                                }
                            }
                        }
                        uint _e4201 = l_mut_703_;
                        uint l_1182_ = min(_e4201, l_1143_);
                        l_mut_703_ = l_1182_;
                        uint _e4203 = l_mut_707_;
                        uint _e4204 = l_mut_284_;
                        bool l_1183_ = (_e4203 < _e4204);
                        uint _e4206 = l_mut_707_;
                        uint _e4207 = l_mut_284_;
                        bool l_1184_ = (_e4206 == _e4207);
                        uint _e4209 = l_mut_712_;
                        uint _e4210 = l_mut_290_;
                        bool l_1185_ = (_e4209 < _e4210);
                        if (l_1184_) {
                            local_76 = l_1185_;
                        } else {
                            local_76 = false;
                        }
                        bool l_1186_ = local_76;
                        if (!(l_1183_)) {
                            local_77 = l_1186_;
                        } else {
                            local_77 = true;
                        }
                        bool l_1187_ = local_77;
                        bool l_1188_ = !(l_1187_);
                        if (l_1188_) {
                            l_mut_703_ = l_1143_;
                        }
                        uint _e4222 = l_mut_703_;
                        l_mut_706_ = _e4222;
                    }
                    uint _e4223 = l_mut_706_;
                    bool l_1189_ = (_e4223 > 0u);
                    if (l_1189_) {
                        uint _e4226 = l_mut_290_;
                        uint _e4227 = l_mut_706_;
                        uint l_1190_ = (_e4226 * _e4227);
                        uint _e4229 = l_mut_290_;
                        uint l_2343_ = (_e4229 & 65535u);
                        uint _e4232 = l_mut_290_;
                        uint l_2344_ = (_e4232 >> 16u);
                        uint l_2345_ = (l_2344_ & 65535u);
                        uint _e4237 = l_mut_706_;
                        uint l_2346_ = (_e4237 & 65535u);
                        uint _e4240 = l_mut_706_;
                        uint l_2347_ = (_e4240 >> 16u);
                        uint l_2348_ = (l_2347_ & 65535u);
                        uint l_2349_ = (l_2343_ * l_2346_);
                        uint l_2350_ = (l_2345_ * l_2346_);
                        uint l_2351_ = (l_2343_ * l_2348_);
                        uint l_2352_ = (l_2345_ * l_2348_);
                        uint l_2353_ = (l_2349_ >> 16u);
                        uint l_2354_ = (l_2353_ & 65535u);
                        uint l_2355_ = (l_2350_ & 65535u);
                        uint l_2356_ = (l_2354_ + l_2355_);
                        uint l_2357_ = (l_2351_ & 65535u);
                        uint l_2358_ = (l_2356_ + l_2357_);
                        uint l_2359_ = (l_2350_ >> 16u);
                        uint l_2360_ = (l_2359_ & 65535u);
                        uint l_2361_ = (l_2352_ + l_2360_);
                        uint l_2362_ = (l_2351_ >> 16u);
                        uint l_2363_ = (l_2362_ & 65535u);
                        uint l_2364_ = (l_2361_ + l_2363_);
                        uint l_2365_ = (l_2358_ >> 16u);
                        uint l_2366_ = (l_2365_ & 65535u);
                        uint l_1191_ = (l_2364_ + l_2366_);
                        uint _e4274 = l_mut_284_;
                        uint _e4275 = l_mut_706_;
                        uint l_1192_ = (_e4274 * _e4275);
                        uint l_1193_ = (l_1191_ + l_1192_);
                        uint _e4278 = l_mut_166_;
                        uint l_1194_ = (_e4278 - l_1190_);
                        uint _e4280 = l_mut_160_;
                        uint l_1195_ = (_e4280 - l_1193_);
                        uint _e4282 = l_mut_166_;
                        bool l_1196_ = (_e4282 < l_1190_);
                        uint l_1197_ = uint(l_1196_);
                        uint l_1198_ = (l_1195_ - l_1197_);
                        l_mut_166_ = l_1194_;
                        l_mut_160_ = l_1198_;
                        uint _e4286 = l_mut_234_;
                        uint l_1199_ = (_e4286 - l_1190_);
                        uint _e4288 = l_mut_228_;
                        uint l_1200_ = (_e4288 - l_1193_);
                        uint _e4290 = l_mut_234_;
                        bool l_1201_ = (_e4290 < l_1190_);
                        uint l_1202_ = uint(l_1201_);
                        uint l_1203_ = (l_1200_ - l_1202_);
                        l_mut_234_ = l_1199_;
                        l_mut_228_ = l_1203_;
                        uint _e4294 = l_mut_706_;
                        uint _e4295 = l_mut_103_;
                        uint l_1204_ = (_e4294 * _e4295);
                        uint _e4297 = l_mut_109_;
                        l_mut_109_ = (_e4297 + l_1204_);
                    } else {
                        uint _e4299 = l_mut_166_;
                        uint _e4300 = l_mut_290_;
                        uint l_1205_ = (_e4299 - _e4300);
                        uint _e4302 = l_mut_160_;
                        uint _e4303 = l_mut_284_;
                        uint l_1206_ = (_e4302 - _e4303);
                        uint _e4305 = l_mut_166_;
                        uint _e4306 = l_mut_290_;
                        bool l_1207_ = (_e4305 < _e4306);
                        uint l_1208_ = uint(l_1207_);
                        uint l_1209_ = (l_1206_ - l_1208_);
                        l_mut_166_ = l_1205_;
                        l_mut_160_ = l_1209_;
                        uint _e4310 = l_mut_160_;
                        bool l_1210_ = (_e4310 < l_606_);
                        uint _e4312 = l_mut_160_;
                        bool l_1211_ = (_e4312 == l_606_);
                        uint _e4314 = l_mut_166_;
                        bool l_1212_ = (_e4314 < l_602_);
                        if (l_1211_) {
                            local_78 = l_1212_;
                        } else {
                            local_78 = false;
                        }
                        bool l_1213_ = local_78;
                        if (!(l_1210_)) {
                            local_79 = l_1213_;
                        } else {
                            local_79 = true;
                        }
                        bool l_1214_ = local_79;
                        if (l_1214_) {
                            l_mut_619_ = false;
                        } else {
                            uint _e4326 = l_mut_103_;
                            uint l_1215_ = (l_77_ - _e4326);
                            uint _e4328 = l_mut_109_;
                            uint l_1216_ = (l_1215_ / _e4328);
                            l_mut_712_ = 0u;
                            l_mut_907_ = false;
                            uint _e4332 = l_mut_290_;
                            l_mut_707_ = _e4332;
                            uint _e4333 = l_mut_284_;
                            l_mut_706_ = _e4333;
                            if (false) {
                                uint _e4336 = l_mut_284_;
                                uint l_1219_ = (_e4336 >> 3u);
                                l_mut_707_ = l_1219_;
                                l_mut_706_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4340 = l_mut_290_;
                                    l_mut_703_ = _e4340;
                                    if (true) {
                                        uint _e4342 = l_mut_290_;
                                        uint l_1222_ = (_e4342 >> 3u);
                                        uint _e4345 = l_mut_284_;
                                        uint l_1223_ = (_e4345 << 29u);
                                        uint l_1224_ = (l_1222_ | l_1223_);
                                        l_mut_703_ = l_1224_;
                                    }
                                    uint _e4349 = l_mut_284_;
                                    uint l_1225_ = (_e4349 >> 3u);
                                    uint _e4352 = l_mut_703_;
                                    l_mut_707_ = _e4352;
                                    l_mut_706_ = l_1225_;
                                }
                            }
                            uint _e4353 = l_mut_706_;
                            uint _e4354 = l_mut_228_;
                            bool l_1226_ = (_e4353 < _e4354);
                            uint _e4356 = l_mut_706_;
                            uint _e4357 = l_mut_228_;
                            bool l_1227_ = (_e4356 == _e4357);
                            uint _e4359 = l_mut_707_;
                            uint _e4360 = l_mut_234_;
                            bool l_1228_ = (_e4359 < _e4360);
                            if (l_1227_) {
                                local_80 = l_1228_;
                            } else {
                                local_80 = false;
                            }
                            bool l_1229_ = local_80;
                            if (!(l_1226_)) {
                                local_81 = l_1229_;
                            } else {
                                local_81 = true;
                            }
                            bool l_1230_ = local_81;
                            bool l_1231_ = !(l_1230_);
                            l_mut_907_ = l_1231_;
                            uint _e4372 = l_mut_234_;
                            uint _e4373 = l_mut_228_;
                            uint l_1232_ = (_e4372 | _e4373);
                            bool l_1233_ = (l_1232_ == 0u);
                            if (l_1233_) {
                                l_mut_712_ = l_1216_;
                            } else {
                                bool _e4377 = l_mut_907_;
                                if (_e4377) {
                                    uint _e4378 = l_mut_228_;
                                    uint _e4379 = l_mut_284_;
                                    bool l_1234_ = (_e4378 < _e4379);
                                    uint _e4381 = l_mut_228_;
                                    uint _e4382 = l_mut_284_;
                                    bool l_1235_ = (_e4381 == _e4382);
                                    uint _e4384 = l_mut_234_;
                                    uint _e4385 = l_mut_290_;
                                    bool l_1236_ = (_e4384 < _e4385);
                                    if (l_1235_) {
                                        local_82 = l_1236_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_1237_ = local_82;
                                    if (!(l_1234_)) {
                                        local_83 = l_1237_;
                                    } else {
                                        local_83 = true;
                                    }
                                    bool l_1238_ = local_83;
                                    if (l_1238_) {
                                        uint _e4396 = l_mut_290_;
                                        uint l_1239_ = (_e4396 - 1u);
                                        uint _e4399 = l_mut_284_;
                                        uint l_1240_ = (_e4399 - 0u);
                                        uint _e4402 = l_mut_290_;
                                        bool l_1241_ = (_e4402 < 1u);
                                        uint l_1242_ = uint(l_1241_);
                                        uint l_1243_ = (l_1240_ - l_1242_);
                                        l_mut_707_ = l_1239_;
                                        l_mut_706_ = l_1243_;
                                        l_mut_703_ = 0u;
                                        l_mut_1244_ = 0u;
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (!loop_init_5) {
                                                uint _e4495 = l_mut_1244_;
                                                l_mut_1244_ = (_e4495 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e4410 = l_mut_1244_;
                                            if ((_e4410 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4414 = l_mut_1244_;
                                                uint l_1245_ = (19u - _e4414);
                                                uint _e4416 = l_mut_707_;
                                                l_mut_702_ = _e4416;
                                                uint _e4417 = l_mut_706_;
                                                l_mut_701_ = _e4417;
                                                bool l_1246_ = (l_1245_ >= 32u);
                                                if (l_1246_) {
                                                    uint l_1247_ = (l_1245_ & 31u);
                                                    uint _e4422 = l_mut_706_;
                                                    uint l_1248_ = (_e4422 >> l_1247_);
                                                    l_mut_702_ = l_1248_;
                                                    l_mut_701_ = 0u;
                                                } else {
                                                    bool l_1249_ = (l_1245_ > 0u);
                                                    if (l_1249_) {
                                                        uint _e4427 = l_mut_707_;
                                                        l_mut_690_ = _e4427;
                                                        bool l_1250_ = (l_1245_ > 0u);
                                                        if (l_1250_) {
                                                            uint _e4430 = l_mut_707_;
                                                            uint l_1251_ = (_e4430 >> l_1245_);
                                                            uint l_1252_ = (32u - l_1245_);
                                                            uint _e4434 = l_mut_706_;
                                                            uint l_1253_ = (_e4434 << l_1252_);
                                                            uint l_1254_ = (l_1251_ | l_1253_);
                                                            l_mut_690_ = l_1254_;
                                                        }
                                                        uint _e4437 = l_mut_706_;
                                                        uint l_1255_ = (_e4437 >> l_1245_);
                                                        uint _e4439 = l_mut_690_;
                                                        l_mut_702_ = _e4439;
                                                        l_mut_701_ = l_1255_;
                                                    }
                                                }
                                                uint _e4440 = l_mut_701_;
                                                uint _e4441 = l_mut_228_;
                                                bool l_1256_ = (_e4440 < _e4441);
                                                uint _e4443 = l_mut_701_;
                                                uint _e4444 = l_mut_228_;
                                                bool l_1257_ = (_e4443 == _e4444);
                                                uint _e4446 = l_mut_702_;
                                                uint _e4447 = l_mut_234_;
                                                bool l_1258_ = (_e4446 < _e4447);
                                                if (l_1257_) {
                                                    local_84 = l_1258_;
                                                } else {
                                                    local_84 = false;
                                                }
                                                bool l_1259_ = local_84;
                                                if (!(l_1256_)) {
                                                    local_85 = l_1259_;
                                                } else {
                                                    local_85 = true;
                                                }
                                                bool l_1260_ = local_85;
                                                bool l_1261_ = !(l_1260_);
                                                if (l_1261_) {
                                                    uint _e4459 = l_mut_234_;
                                                    l_mut_702_ = _e4459;
                                                    uint _e4460 = l_mut_228_;
                                                    l_mut_701_ = _e4460;
                                                    bool l_1262_ = (l_1245_ >= 32u);
                                                    if (l_1262_) {
                                                        uint l_1263_ = (l_1245_ & 31u);
                                                        uint _e4465 = l_mut_234_;
                                                        uint l_1264_ = (_e4465 << l_1263_);
                                                        l_mut_702_ = 0u;
                                                        l_mut_701_ = l_1264_;
                                                    } else {
                                                        bool l_1265_ = (l_1245_ > 0u);
                                                        if (l_1265_) {
                                                            uint _e4470 = l_mut_234_;
                                                            uint l_1266_ = (_e4470 << l_1245_);
                                                            uint _e4472 = l_mut_228_;
                                                            uint l_1267_ = (_e4472 << l_1245_);
                                                            uint l_1268_ = (32u - l_1245_);
                                                            uint _e4476 = l_mut_234_;
                                                            uint l_1269_ = (_e4476 >> l_1268_);
                                                            uint l_1270_ = (l_1267_ | l_1269_);
                                                            l_mut_702_ = l_1266_;
                                                            l_mut_701_ = l_1270_;
                                                        }
                                                    }
                                                    uint _e4479 = l_mut_707_;
                                                    uint _e4480 = l_mut_702_;
                                                    uint l_1271_ = (_e4479 - _e4480);
                                                    uint _e4482 = l_mut_706_;
                                                    uint _e4483 = l_mut_701_;
                                                    uint l_1272_ = (_e4482 - _e4483);
                                                    uint _e4485 = l_mut_707_;
                                                    uint _e4486 = l_mut_702_;
                                                    bool l_1273_ = (_e4485 < _e4486);
                                                    uint l_1274_ = uint(l_1273_);
                                                    uint l_1275_ = (l_1272_ - l_1274_);
                                                    l_mut_707_ = l_1271_;
                                                    l_mut_706_ = l_1275_;
                                                    uint l_1276_ = (1u << l_1245_);
                                                    uint _e4492 = l_mut_703_;
                                                    l_mut_703_ = (_e4492 | l_1276_);
                                                }
                                            }
                                        }
                                        uint _e4497 = l_mut_703_;
                                        uint l_1277_ = min(_e4497, l_1216_);
                                        l_mut_703_ = l_1277_;
                                        uint _e4499 = l_mut_706_;
                                        uint _e4500 = l_mut_228_;
                                        bool l_1278_ = (_e4499 < _e4500);
                                        uint _e4502 = l_mut_706_;
                                        uint _e4503 = l_mut_228_;
                                        bool l_1279_ = (_e4502 == _e4503);
                                        uint _e4505 = l_mut_707_;
                                        uint _e4506 = l_mut_234_;
                                        bool l_1280_ = (_e4505 < _e4506);
                                        if (l_1279_) {
                                            local_86 = l_1280_;
                                        } else {
                                            local_86 = false;
                                        }
                                        bool l_1281_ = local_86;
                                        if (!(l_1278_)) {
                                            local_87 = l_1281_;
                                        } else {
                                            local_87 = true;
                                        }
                                        bool l_1282_ = local_87;
                                        bool l_1283_ = !(l_1282_);
                                        if (l_1283_) {
                                            l_mut_703_ = l_1216_;
                                        }
                                        uint _e4518 = l_mut_703_;
                                        l_mut_712_ = _e4518;
                                    }
                                } else {
                                    uint _e4519 = l_mut_290_;
                                    l_mut_707_ = _e4519;
                                    uint _e4520 = l_mut_284_;
                                    l_mut_706_ = _e4520;
                                    while(true) {
                                        uint _e4521 = l_mut_228_;
                                        uint _e4522 = l_mut_706_;
                                        bool l_1284_ = (_e4521 < _e4522);
                                        uint _e4524 = l_mut_228_;
                                        uint _e4525 = l_mut_706_;
                                        bool l_1285_ = (_e4524 == _e4525);
                                        uint _e4527 = l_mut_234_;
                                        uint _e4528 = l_mut_707_;
                                        bool l_1286_ = (_e4527 < _e4528);
                                        if (l_1285_) {
                                            local_88 = l_1286_;
                                        } else {
                                            local_88 = false;
                                        }
                                        bool l_1287_ = local_88;
                                        if (!(l_1284_)) {
                                            local_89 = l_1287_;
                                        } else {
                                            local_89 = true;
                                        }
                                        bool l_1288_ = local_89;
                                        uint _e4539 = l_mut_712_;
                                        uint _e4540 = l_mut_109_;
                                        uint l_1289_ = (_e4539 * _e4540);
                                        uint _e4542 = l_mut_103_;
                                        uint l_1290_ = (_e4542 + l_1289_);
                                        uint _e4544 = l_mut_109_;
                                        uint l_1291_ = (l_1290_ + _e4544);
                                        bool l_1292_ = (l_1291_ < l_77_);
                                        if (l_1288_) {
                                            local_90 = l_1292_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1293_ = local_90;
                                        bool l_1294_ = !(l_1293_);
                                        if (l_1294_) {
                                            break;
                                        }
                                        uint _e4552 = l_mut_707_;
                                        uint _e4553 = l_mut_234_;
                                        uint l_1295_ = (_e4552 - _e4553);
                                        uint _e4555 = l_mut_706_;
                                        uint _e4556 = l_mut_228_;
                                        uint l_1296_ = (_e4555 - _e4556);
                                        uint _e4558 = l_mut_707_;
                                        uint _e4559 = l_mut_234_;
                                        bool l_1297_ = (_e4558 < _e4559);
                                        uint l_1298_ = uint(l_1297_);
                                        uint l_1299_ = (l_1296_ - l_1298_);
                                        l_mut_707_ = l_1295_;
                                        l_mut_706_ = l_1299_;
                                        uint _e4563 = l_mut_712_;
                                        l_mut_712_ = (_e4563 + 1u);
                                    }
                                }
                            }
                            uint _e4566 = l_mut_712_;
                            uint _e4567 = l_mut_109_;
                            uint l_1300_ = (_e4566 * _e4567);
                            uint _e4569 = l_mut_103_;
                            uint l_1301_ = (_e4569 + l_1300_);
                            uint _e4571 = l_mut_109_;
                            uint l_1302_ = (l_1301_ + _e4571);
                            bool l_1303_ = (l_1302_ >= l_77_);
                            uint _e4574 = l_mut_234_;
                            l_mut_707_ = _e4574;
                            uint _e4575 = l_mut_228_;
                            l_mut_706_ = _e4575;
                            uint _e4576 = l_mut_290_;
                            l_mut_703_ = _e4576;
                            uint _e4577 = l_mut_284_;
                            l_mut_702_ = _e4577;
                            uint _e4578 = l_mut_103_;
                            l_mut_701_ = _e4578;
                            uint _e4579 = l_mut_109_;
                            l_mut_690_ = _e4579;
                            bool l_1304_ = !(l_1303_);
                            if (l_1304_) {
                                uint _e4581 = l_mut_234_;
                                uint _e4582 = l_mut_712_;
                                uint l_1305_ = (_e4581 * _e4582);
                                uint _e4584 = l_mut_234_;
                                uint l_2368_ = (_e4584 & 65535u);
                                uint _e4587 = l_mut_234_;
                                uint l_2369_ = (_e4587 >> 16u);
                                uint l_2370_ = (l_2369_ & 65535u);
                                uint _e4592 = l_mut_712_;
                                uint l_2371_ = (_e4592 & 65535u);
                                uint _e4595 = l_mut_712_;
                                uint l_2372_ = (_e4595 >> 16u);
                                uint l_2373_ = (l_2372_ & 65535u);
                                uint l_2374_ = (l_2368_ * l_2371_);
                                uint l_2375_ = (l_2370_ * l_2371_);
                                uint l_2376_ = (l_2368_ * l_2373_);
                                uint l_2377_ = (l_2370_ * l_2373_);
                                uint l_2378_ = (l_2374_ >> 16u);
                                uint l_2379_ = (l_2378_ & 65535u);
                                uint l_2380_ = (l_2375_ & 65535u);
                                uint l_2381_ = (l_2379_ + l_2380_);
                                uint l_2382_ = (l_2376_ & 65535u);
                                uint l_2383_ = (l_2381_ + l_2382_);
                                uint l_2384_ = (l_2375_ >> 16u);
                                uint l_2385_ = (l_2384_ & 65535u);
                                uint l_2386_ = (l_2377_ + l_2385_);
                                uint l_2387_ = (l_2376_ >> 16u);
                                uint l_2388_ = (l_2387_ & 65535u);
                                uint l_2389_ = (l_2386_ + l_2388_);
                                uint l_2390_ = (l_2383_ >> 16u);
                                uint l_2391_ = (l_2390_ & 65535u);
                                uint l_1306_ = (l_2389_ + l_2391_);
                                uint _e4629 = l_mut_228_;
                                uint _e4630 = l_mut_712_;
                                uint l_1307_ = (_e4629 * _e4630);
                                uint l_1308_ = (l_1306_ + l_1307_);
                                uint _e4633 = l_mut_290_;
                                uint l_1309_ = (_e4633 - l_1305_);
                                uint _e4635 = l_mut_284_;
                                uint l_1310_ = (_e4635 - l_1308_);
                                uint _e4637 = l_mut_290_;
                                bool l_1311_ = (_e4637 < l_1305_);
                                uint l_1312_ = uint(l_1311_);
                                uint l_1313_ = (l_1310_ - l_1312_);
                                l_mut_703_ = l_1309_;
                                l_mut_702_ = l_1313_;
                                uint _e4641 = l_mut_712_;
                                uint _e4642 = l_mut_109_;
                                uint l_1314_ = (_e4641 * _e4642);
                                uint _e4644 = l_mut_103_;
                                uint l_1315_ = (_e4644 + l_1314_);
                                l_mut_701_ = l_1315_;
                                uint _e4646 = l_mut_234_;
                                uint _e4647 = l_mut_703_;
                                uint l_1316_ = (_e4646 - _e4647);
                                uint _e4649 = l_mut_228_;
                                uint _e4650 = l_mut_702_;
                                uint l_1317_ = (_e4649 - _e4650);
                                uint _e4652 = l_mut_234_;
                                uint _e4653 = l_mut_703_;
                                bool l_1318_ = (_e4652 < _e4653);
                                uint l_1319_ = uint(l_1318_);
                                uint l_1320_ = (l_1317_ - l_1319_);
                                l_mut_707_ = l_1316_;
                                l_mut_706_ = l_1320_;
                                uint _e4657 = l_mut_109_;
                                uint _e4658 = l_mut_701_;
                                uint l_1321_ = (_e4657 + _e4658);
                                l_mut_690_ = l_1321_;
                            }
                            uint _e4660 = l_mut_703_;
                            l_mut_290_ = _e4660;
                            uint _e4661 = l_mut_702_;
                            l_mut_284_ = _e4661;
                            uint _e4662 = l_mut_707_;
                            l_mut_234_ = _e4662;
                            uint _e4663 = l_mut_706_;
                            l_mut_228_ = _e4663;
                            uint _e4664 = l_mut_690_;
                            l_mut_109_ = _e4664;
                            uint _e4665 = l_mut_701_;
                            l_mut_103_ = _e4665;
                            l_mut_612_ = l_1303_;
                            bool l_1322_ = !(l_1303_);
                            l_mut_619_ = l_1322_;
                        }
                    }
                }
            }
            bool _e4667 = l_mut_612_;
            bool l_1323_ = !(_e4667);
            if (l_1323_) {
                uint l_1324_ = (l_37_ * 8u);
                uint l_1325_ = (l_1324_ + l_38_);
                uint l_2393_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2394_ = (l_2393_ * 1u);
                uint l_2395_ = (l_2394_ - 1u);
                uint l_2396_ = min(1u, l_2395_);
                uint _e4685 = atomicAdd(_group_0_binding_6_cs[l_2396_], 1u);
                uint l_1328_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1329_ = (_e4685 < l_1328_);
                if (l_1329_) {
                    uint l_2398_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2399_ = (l_2398_ * 1u);
                    bool l_2400_ = (_e4685 < l_2399_);
                    if (l_2400_) {
                        _group_0_binding_5_cs[_e4685] = l_1325_;
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
