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
    uint l_mut_1028_ = 0u;
    uint l_mut_1033_ = 0u;
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
    uint l_mut_1026_ = 0u;
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
    uint l_mut_1158_ = 0u;
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
    uint l_mut_1255_ = 0u;
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
        uint l_1341_ = _group_0_binding_7_cs.static_meta[6];
        uint l_1342_ = (l_1341_ * 1u);
        uint l_1343_ = (l_1342_ - 1u);
        uint l_1344_ = min(3u, l_1343_);
        uint _e68 = atomicAdd(_group_0_binding_6_cs[l_1344_], 1u);
    }
    uint l_3_ = _group_0_binding_7_cs.static_meta[11];
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1346_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1347_ = (l_1346_ * 1u);
        bool l_1348_ = (0u < l_1347_);
        uint l_1349_ = (l_1347_ - 1u);
        uint l_1350_ = min(0u, l_1349_);
        uint l_1351_ = _group_0_binding_3_cs[l_1350_];
        uint l_7_ = (l_1348_ ? l_1351_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1353_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1354_ = (l_1353_ * 1u);
        bool l_1355_ = (l_9_ < l_1354_);
        uint l_1356_ = (l_1354_ - 1u);
        uint l_1357_ = min(l_9_, l_1356_);
        uint l_1358_ = _group_0_binding_3_cs[l_1357_];
        uint l_10_ = (l_1355_ ? l_1358_ : 0u);
        uint l_1360_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1361_ = (l_1360_ * 1u);
        bool l_1362_ = (2u < l_1361_);
        uint l_1363_ = (l_1361_ - 1u);
        uint l_1364_ = min(2u, l_1363_);
        uint l_1365_ = _group_0_binding_3_cs[l_1364_];
        uint l_12_ = (l_1362_ ? l_1365_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1367_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1368_ = (l_1367_ * 1u);
        bool l_1369_ = (l_14_ < l_1368_);
        uint l_1370_ = (l_1368_ - 1u);
        uint l_1371_ = min(l_14_, l_1370_);
        uint l_1372_ = _group_0_binding_3_cs[l_1371_];
        uint l_15_ = (l_1369_ ? l_1372_ : 0u);
        uint l_1374_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1375_ = (l_1374_ * 1u);
        bool l_1376_ = (4u < l_1375_);
        uint l_1377_ = (l_1375_ - 1u);
        uint l_1378_ = min(4u, l_1377_);
        uint l_1379_ = _group_0_binding_3_cs[l_1378_];
        uint l_17_ = (l_1376_ ? l_1379_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1381_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1382_ = (l_1381_ * 1u);
        bool l_1383_ = (l_19_ < l_1382_);
        uint l_1384_ = (l_1382_ - 1u);
        uint l_1385_ = min(l_19_, l_1384_);
        uint l_1386_ = _group_0_binding_3_cs[l_1385_];
        uint l_20_ = (l_1383_ ? l_1386_ : 0u);
        uint l_1388_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1389_ = (l_1388_ * 1u);
        bool l_1390_ = (6u < l_1389_);
        uint l_1391_ = (l_1389_ - 1u);
        uint l_1392_ = min(6u, l_1391_);
        uint l_1393_ = _group_0_binding_3_cs[l_1392_];
        uint l_22_ = (l_1390_ ? l_1393_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1395_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1396_ = (l_1395_ * 1u);
        bool l_1397_ = (l_24_ < l_1396_);
        uint l_1398_ = (l_1396_ - 1u);
        uint l_1399_ = min(l_24_, l_1398_);
        uint l_1400_ = _group_0_binding_3_cs[l_1399_];
        uint l_25_ = (l_1397_ ? l_1400_ : 0u);
        uint l_1402_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1403_ = (l_1402_ * 1u);
        bool l_1404_ = (8u < l_1403_);
        uint l_1405_ = (l_1403_ - 1u);
        uint l_1406_ = min(8u, l_1405_);
        uint l_1407_ = _group_0_binding_3_cs[l_1406_];
        uint l_27_ = (l_1404_ ? l_1407_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1409_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1410_ = (l_1409_ * 1u);
        bool l_1411_ = (l_29_ < l_1410_);
        uint l_1412_ = (l_1410_ - 1u);
        uint l_1413_ = min(l_29_, l_1412_);
        uint l_1414_ = _group_0_binding_3_cs[l_1413_];
        uint l_30_ = (l_1411_ ? l_1414_ : 0u);
        uint l_1416_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1417_ = (l_1416_ * 1u);
        bool l_1418_ = (10u < l_1417_);
        uint l_1419_ = (l_1417_ - 1u);
        uint l_1420_ = min(10u, l_1419_);
        uint l_1421_ = _group_0_binding_3_cs[l_1420_];
        uint l_32_ = (l_1418_ ? l_1421_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1423_ = _group_0_binding_7_cs.static_meta[3];
        uint l_1424_ = (l_1423_ * 1u);
        bool l_1425_ = (l_34_ < l_1424_);
        uint l_1426_ = (l_1424_ - 1u);
        uint l_1427_ = min(l_34_, l_1426_);
        uint l_1428_ = _group_0_binding_3_cs[l_1427_];
        uint l_35_ = (l_1425_ ? l_1428_ : 0u);
        uint l_36_ = (id / 8u);
        uint l_1430_ = _group_0_binding_7_cs.static_meta[4];
        uint l_1431_ = (l_1430_ * 1u);
        bool l_1432_ = (l_36_ < l_1431_);
        uint l_1433_ = (l_1431_ - 1u);
        uint l_1434_ = min(l_36_, l_1433_);
        uint l_1435_ = _group_0_binding_4_cs[l_1434_];
        uint l_37_ = (l_1432_ ? l_1435_ : 0u);
        uint l_38_ = (id % 8u);
        uint l_39_ = (l_7_ / 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint l_1437_ = (l_37_ & 65535u);
        uint l_1438_ = (l_37_ >> 16u);
        uint l_1439_ = (l_1438_ & 65535u);
        uint l_1440_ = (l_7_ & 65535u);
        uint l_1441_ = (l_7_ >> 16u);
        uint l_1442_ = (l_1441_ & 65535u);
        uint l_1443_ = (l_1437_ * l_1440_);
        uint l_1444_ = (l_1439_ * l_1440_);
        uint l_1445_ = (l_1437_ * l_1442_);
        uint l_1446_ = (l_1439_ * l_1442_);
        uint l_1447_ = (l_1443_ >> 16u);
        uint l_1448_ = (l_1447_ & 65535u);
        uint l_1449_ = (l_1444_ & 65535u);
        uint l_1450_ = (l_1448_ + l_1449_);
        uint l_1451_ = (l_1445_ & 65535u);
        uint l_1452_ = (l_1450_ + l_1451_);
        uint l_1453_ = (l_1444_ >> 16u);
        uint l_1454_ = (l_1453_ & 65535u);
        uint l_1455_ = (l_1446_ + l_1454_);
        uint l_1456_ = (l_1445_ >> 16u);
        uint l_1457_ = (l_1456_ & 65535u);
        uint l_1458_ = (l_1455_ + l_1457_);
        uint l_1459_ = (l_1452_ >> 16u);
        uint l_1460_ = (l_1459_ & 65535u);
        uint l_42_ = (l_1458_ + l_1460_);
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
            uint l_1462_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1463_ = (l_1462_ * 1u);
            bool l_1464_ = (l_62_ < l_1463_);
            uint l_1465_ = (l_1463_ - 1u);
            uint l_1466_ = min(l_62_, l_1465_);
            uint l_1467_ = _group_0_binding_0_cs[l_1466_];
            uint l_63_ = (l_1464_ ? l_1467_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1469_ = _group_0_binding_7_cs.static_meta[0];
            uint l_1470_ = (l_1469_ * 1u);
            bool l_1471_ = (l_65_ < l_1470_);
            uint l_1472_ = (l_1470_ - 1u);
            uint l_1473_ = min(l_65_, l_1472_);
            uint l_1474_ = _group_0_binding_0_cs[l_1473_];
            uint l_66_ = (l_1471_ ? l_1474_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1476_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1477_ = (l_1476_ * 1u);
            bool l_1478_ = (l_67_ < l_1477_);
            uint l_1479_ = (l_1477_ - 1u);
            uint l_1480_ = min(l_67_, l_1479_);
            uint l_1481_ = _group_0_binding_1_cs[l_1480_];
            uint l_68_ = (l_1478_ ? l_1481_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1483_ = _group_0_binding_7_cs.static_meta[1];
            uint l_1484_ = (l_1483_ * 1u);
            bool l_1485_ = (l_70_ < l_1484_);
            uint l_1486_ = (l_1484_ - 1u);
            uint l_1487_ = min(l_70_, l_1486_);
            uint l_1488_ = _group_0_binding_1_cs[l_1487_];
            uint l_71_ = (l_1485_ ? l_1488_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1490_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1491_ = (l_1490_ * 1u);
            bool l_1492_ = (l_72_ < l_1491_);
            uint l_1493_ = (l_1491_ - 1u);
            uint l_1494_ = min(l_72_, l_1493_);
            uint l_1495_ = _group_0_binding_2_cs[l_1494_];
            uint l_73_ = (l_1492_ ? l_1495_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1497_ = _group_0_binding_7_cs.static_meta[2];
            uint l_1498_ = (l_1497_ * 1u);
            bool l_1499_ = (l_75_ < l_1498_);
            uint l_1500_ = (l_1498_ - 1u);
            uint l_1501_ = min(l_75_, l_1500_);
            uint l_1502_ = _group_0_binding_2_cs[l_1501_];
            uint l_76_ = (l_1499_ ? l_1502_ : 0u);
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
            uint l_1504_ = (_e509 & 65535u);
            uint _e512 = l_mut_45_;
            uint l_1505_ = (_e512 >> 16u);
            uint l_1506_ = (l_1505_ & 65535u);
            uint l_1507_ = (l_79_ & 65535u);
            uint l_1508_ = (l_79_ >> 16u);
            uint l_1509_ = (l_1508_ & 65535u);
            uint l_1510_ = (l_1504_ * l_1507_);
            uint l_1511_ = (l_1506_ * l_1507_);
            uint l_1512_ = (l_1504_ * l_1509_);
            uint l_1513_ = (l_1506_ * l_1509_);
            uint l_1514_ = (l_1510_ >> 16u);
            uint l_1515_ = (l_1514_ & 65535u);
            uint l_1516_ = (l_1511_ & 65535u);
            uint l_1517_ = (l_1515_ + l_1516_);
            uint l_1518_ = (l_1512_ & 65535u);
            uint l_1519_ = (l_1517_ + l_1518_);
            uint l_1520_ = (l_1511_ >> 16u);
            uint l_1521_ = (l_1520_ & 65535u);
            uint l_1522_ = (l_1513_ + l_1521_);
            uint l_1523_ = (l_1512_ >> 16u);
            uint l_1524_ = (l_1523_ & 65535u);
            uint l_1525_ = (l_1522_ + l_1524_);
            uint l_1526_ = (l_1519_ >> 16u);
            uint l_1527_ = (l_1526_ & 65535u);
            uint l_90_ = (l_1525_ + l_1527_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e553 = l_mut_82_;
            uint l_1529_ = (_e553 & 65535u);
            uint _e556 = l_mut_82_;
            uint l_1530_ = (_e556 >> 16u);
            uint l_1531_ = (l_1530_ & 65535u);
            uint l_1532_ = (l_79_ & 65535u);
            uint l_1533_ = (l_79_ >> 16u);
            uint l_1534_ = (l_1533_ & 65535u);
            uint l_1535_ = (l_1529_ * l_1532_);
            uint l_1536_ = (l_1531_ * l_1532_);
            uint l_1537_ = (l_1529_ * l_1534_);
            uint l_1538_ = (l_1531_ * l_1534_);
            uint l_1539_ = (l_1535_ >> 16u);
            uint l_1540_ = (l_1539_ & 65535u);
            uint l_1541_ = (l_1536_ & 65535u);
            uint l_1542_ = (l_1540_ + l_1541_);
            uint l_1543_ = (l_1537_ & 65535u);
            uint l_1544_ = (l_1542_ + l_1543_);
            uint l_1545_ = (l_1536_ >> 16u);
            uint l_1546_ = (l_1545_ & 65535u);
            uint l_1547_ = (l_1538_ + l_1546_);
            uint l_1548_ = (l_1537_ >> 16u);
            uint l_1549_ = (l_1548_ & 65535u);
            uint l_1550_ = (l_1547_ + l_1549_);
            uint l_1551_ = (l_1544_ >> 16u);
            uint l_1552_ = (l_1551_ & 65535u);
            uint l_92_ = (l_1550_ + l_1552_);
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
            uint l_1554_ = (l_63_ & 65535u);
            uint l_1555_ = (l_63_ >> 16u);
            uint l_1556_ = (l_1555_ & 65535u);
            uint l_1557_ = (l_78_ & 65535u);
            uint l_1558_ = (l_78_ >> 16u);
            uint l_1559_ = (l_1558_ & 65535u);
            uint l_1560_ = (l_1554_ * l_1557_);
            uint l_1561_ = (l_1556_ * l_1557_);
            uint l_1562_ = (l_1554_ * l_1559_);
            uint l_1563_ = (l_1556_ * l_1559_);
            uint l_1564_ = (l_1560_ >> 16u);
            uint l_1565_ = (l_1564_ & 65535u);
            uint l_1566_ = (l_1561_ & 65535u);
            uint l_1567_ = (l_1565_ + l_1566_);
            uint l_1568_ = (l_1562_ & 65535u);
            uint l_1569_ = (l_1567_ + l_1568_);
            uint l_1570_ = (l_1561_ >> 16u);
            uint l_1571_ = (l_1570_ & 65535u);
            uint l_1572_ = (l_1563_ + l_1571_);
            uint l_1573_ = (l_1562_ >> 16u);
            uint l_1574_ = (l_1573_ & 65535u);
            uint l_1575_ = (l_1572_ + l_1574_);
            uint l_1576_ = (l_1569_ >> 16u);
            uint l_1577_ = (l_1576_ & 65535u);
            uint l_129_ = (l_1575_ + l_1577_);
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
                uint l_1579_ = (_e721 & 65535u);
                uint _e724 = l_mut_97_;
                uint l_1580_ = (_e724 >> 16u);
                uint l_1581_ = (l_1580_ & 65535u);
                uint l_1582_ = (l_138_ & 65535u);
                uint l_1583_ = (l_138_ >> 16u);
                uint l_1584_ = (l_1583_ & 65535u);
                uint l_1585_ = (l_1579_ * l_1582_);
                uint l_1586_ = (l_1581_ * l_1582_);
                uint l_1587_ = (l_1579_ * l_1584_);
                uint l_1588_ = (l_1581_ * l_1584_);
                uint l_1589_ = (l_1585_ >> 16u);
                uint l_1590_ = (l_1589_ & 65535u);
                uint l_1591_ = (l_1586_ & 65535u);
                uint l_1592_ = (l_1590_ + l_1591_);
                uint l_1593_ = (l_1587_ & 65535u);
                uint l_1594_ = (l_1592_ + l_1593_);
                uint l_1595_ = (l_1586_ >> 16u);
                uint l_1596_ = (l_1595_ & 65535u);
                uint l_1597_ = (l_1588_ + l_1596_);
                uint l_1598_ = (l_1587_ >> 16u);
                uint l_1599_ = (l_1598_ & 65535u);
                uint l_1600_ = (l_1597_ + l_1599_);
                uint l_1601_ = (l_1594_ >> 16u);
                uint l_1602_ = (l_1601_ & 65535u);
                uint l_148_ = (l_1600_ + l_1602_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e765 = l_mut_82_;
                uint l_1604_ = (_e765 & 65535u);
                uint _e768 = l_mut_82_;
                uint l_1605_ = (_e768 >> 16u);
                uint l_1606_ = (l_1605_ & 65535u);
                uint l_1607_ = (l_138_ & 65535u);
                uint l_1608_ = (l_138_ >> 16u);
                uint l_1609_ = (l_1608_ & 65535u);
                uint l_1610_ = (l_1604_ * l_1607_);
                uint l_1611_ = (l_1606_ * l_1607_);
                uint l_1612_ = (l_1604_ * l_1609_);
                uint l_1613_ = (l_1606_ * l_1609_);
                uint l_1614_ = (l_1610_ >> 16u);
                uint l_1615_ = (l_1614_ & 65535u);
                uint l_1616_ = (l_1611_ & 65535u);
                uint l_1617_ = (l_1615_ + l_1616_);
                uint l_1618_ = (l_1612_ & 65535u);
                uint l_1619_ = (l_1617_ + l_1618_);
                uint l_1620_ = (l_1611_ >> 16u);
                uint l_1621_ = (l_1620_ & 65535u);
                uint l_1622_ = (l_1613_ + l_1621_);
                uint l_1623_ = (l_1612_ >> 16u);
                uint l_1624_ = (l_1623_ & 65535u);
                uint l_1625_ = (l_1622_ + l_1624_);
                uint l_1626_ = (l_1619_ >> 16u);
                uint l_1627_ = (l_1626_ & 65535u);
                uint l_150_ = (l_1625_ + l_1627_);
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
                uint l_1629_ = (_e874 & 65535u);
                uint _e877 = l_mut_166_;
                uint l_1630_ = (_e877 >> 16u);
                uint l_1631_ = (l_1630_ & 65535u);
                uint l_1632_ = (l_78_ & 65535u);
                uint l_1633_ = (l_78_ >> 16u);
                uint l_1634_ = (l_1633_ & 65535u);
                uint l_1635_ = (l_1629_ * l_1632_);
                uint l_1636_ = (l_1631_ * l_1632_);
                uint l_1637_ = (l_1629_ * l_1634_);
                uint l_1638_ = (l_1631_ * l_1634_);
                uint l_1639_ = (l_1635_ >> 16u);
                uint l_1640_ = (l_1639_ & 65535u);
                uint l_1641_ = (l_1636_ & 65535u);
                uint l_1642_ = (l_1640_ + l_1641_);
                uint l_1643_ = (l_1637_ & 65535u);
                uint l_1644_ = (l_1642_ + l_1643_);
                uint l_1645_ = (l_1636_ >> 16u);
                uint l_1646_ = (l_1645_ & 65535u);
                uint l_1647_ = (l_1638_ + l_1646_);
                uint l_1648_ = (l_1637_ >> 16u);
                uint l_1649_ = (l_1648_ & 65535u);
                uint l_1650_ = (l_1647_ + l_1649_);
                uint l_1651_ = (l_1644_ >> 16u);
                uint l_1652_ = (l_1651_ & 65535u);
                uint l_189_ = (l_1650_ + l_1652_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e918 = l_mut_160_;
                uint l_1654_ = (_e918 & 65535u);
                uint _e921 = l_mut_160_;
                uint l_1655_ = (_e921 >> 16u);
                uint l_1656_ = (l_1655_ & 65535u);
                uint l_1657_ = (l_78_ & 65535u);
                uint l_1658_ = (l_78_ >> 16u);
                uint l_1659_ = (l_1658_ & 65535u);
                uint l_1660_ = (l_1654_ * l_1657_);
                uint l_1661_ = (l_1656_ * l_1657_);
                uint l_1662_ = (l_1654_ * l_1659_);
                uint l_1663_ = (l_1656_ * l_1659_);
                uint l_1664_ = (l_1660_ >> 16u);
                uint l_1665_ = (l_1664_ & 65535u);
                uint l_1666_ = (l_1661_ & 65535u);
                uint l_1667_ = (l_1665_ + l_1666_);
                uint l_1668_ = (l_1662_ & 65535u);
                uint l_1669_ = (l_1667_ + l_1668_);
                uint l_1670_ = (l_1661_ >> 16u);
                uint l_1671_ = (l_1670_ & 65535u);
                uint l_1672_ = (l_1663_ + l_1671_);
                uint l_1673_ = (l_1662_ >> 16u);
                uint l_1674_ = (l_1673_ & 65535u);
                uint l_1675_ = (l_1672_ + l_1674_);
                uint l_1676_ = (l_1669_ >> 16u);
                uint l_1677_ = (l_1676_ & 65535u);
                uint l_191_ = (l_1675_ + l_1677_);
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
                uint l_1679_ = (_e997 & 65535u);
                uint _e1000 = l_mut_166_;
                uint l_1680_ = (_e1000 >> 16u);
                uint l_1681_ = (l_1680_ & 65535u);
                uint l_1682_ = (l_78_ & 65535u);
                uint l_1683_ = (l_78_ >> 16u);
                uint l_1684_ = (l_1683_ & 65535u);
                uint l_1685_ = (l_1679_ * l_1682_);
                uint l_1686_ = (l_1681_ * l_1682_);
                uint l_1687_ = (l_1679_ * l_1684_);
                uint l_1688_ = (l_1681_ * l_1684_);
                uint l_1689_ = (l_1685_ >> 16u);
                uint l_1690_ = (l_1689_ & 65535u);
                uint l_1691_ = (l_1686_ & 65535u);
                uint l_1692_ = (l_1690_ + l_1691_);
                uint l_1693_ = (l_1687_ & 65535u);
                uint l_1694_ = (l_1692_ + l_1693_);
                uint l_1695_ = (l_1686_ >> 16u);
                uint l_1696_ = (l_1695_ & 65535u);
                uint l_1697_ = (l_1688_ + l_1696_);
                uint l_1698_ = (l_1687_ >> 16u);
                uint l_1699_ = (l_1698_ & 65535u);
                uint l_1700_ = (l_1697_ + l_1699_);
                uint l_1701_ = (l_1694_ >> 16u);
                uint l_1702_ = (l_1701_ & 65535u);
                uint l_216_ = (l_1700_ + l_1702_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e1041 = l_mut_160_;
                uint l_1704_ = (_e1041 & 65535u);
                uint _e1044 = l_mut_160_;
                uint l_1705_ = (_e1044 >> 16u);
                uint l_1706_ = (l_1705_ & 65535u);
                uint l_1707_ = (l_78_ & 65535u);
                uint l_1708_ = (l_78_ >> 16u);
                uint l_1709_ = (l_1708_ & 65535u);
                uint l_1710_ = (l_1704_ * l_1707_);
                uint l_1711_ = (l_1706_ * l_1707_);
                uint l_1712_ = (l_1704_ * l_1709_);
                uint l_1713_ = (l_1706_ * l_1709_);
                uint l_1714_ = (l_1710_ >> 16u);
                uint l_1715_ = (l_1714_ & 65535u);
                uint l_1716_ = (l_1711_ & 65535u);
                uint l_1717_ = (l_1715_ + l_1716_);
                uint l_1718_ = (l_1712_ & 65535u);
                uint l_1719_ = (l_1717_ + l_1718_);
                uint l_1720_ = (l_1711_ >> 16u);
                uint l_1721_ = (l_1720_ & 65535u);
                uint l_1722_ = (l_1713_ + l_1721_);
                uint l_1723_ = (l_1712_ >> 16u);
                uint l_1724_ = (l_1723_ & 65535u);
                uint l_1725_ = (l_1722_ + l_1724_);
                uint l_1726_ = (l_1719_ >> 16u);
                uint l_1727_ = (l_1726_ & 65535u);
                uint l_218_ = (l_1725_ + l_1727_);
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
                uint l_1729_ = (_e1120 & 65535u);
                uint _e1123 = l_mut_45_;
                uint l_1730_ = (_e1123 >> 16u);
                uint l_1731_ = (l_1730_ & 65535u);
                uint l_1732_ = (l_78_ & 65535u);
                uint l_1733_ = (l_78_ >> 16u);
                uint l_1734_ = (l_1733_ & 65535u);
                uint l_1735_ = (l_1729_ * l_1732_);
                uint l_1736_ = (l_1731_ * l_1732_);
                uint l_1737_ = (l_1729_ * l_1734_);
                uint l_1738_ = (l_1731_ * l_1734_);
                uint l_1739_ = (l_1735_ >> 16u);
                uint l_1740_ = (l_1739_ & 65535u);
                uint l_1741_ = (l_1736_ & 65535u);
                uint l_1742_ = (l_1740_ + l_1741_);
                uint l_1743_ = (l_1737_ & 65535u);
                uint l_1744_ = (l_1742_ + l_1743_);
                uint l_1745_ = (l_1736_ >> 16u);
                uint l_1746_ = (l_1745_ & 65535u);
                uint l_1747_ = (l_1738_ + l_1746_);
                uint l_1748_ = (l_1737_ >> 16u);
                uint l_1749_ = (l_1748_ & 65535u);
                uint l_1750_ = (l_1747_ + l_1749_);
                uint l_1751_ = (l_1744_ >> 16u);
                uint l_1752_ = (l_1751_ & 65535u);
                uint l_245_ = (l_1750_ + l_1752_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e1164 = l_mut_97_;
                uint l_1754_ = (_e1164 & 65535u);
                uint _e1167 = l_mut_97_;
                uint l_1755_ = (_e1167 >> 16u);
                uint l_1756_ = (l_1755_ & 65535u);
                uint l_1757_ = (l_78_ & 65535u);
                uint l_1758_ = (l_78_ >> 16u);
                uint l_1759_ = (l_1758_ & 65535u);
                uint l_1760_ = (l_1754_ * l_1757_);
                uint l_1761_ = (l_1756_ * l_1757_);
                uint l_1762_ = (l_1754_ * l_1759_);
                uint l_1763_ = (l_1756_ * l_1759_);
                uint l_1764_ = (l_1760_ >> 16u);
                uint l_1765_ = (l_1764_ & 65535u);
                uint l_1766_ = (l_1761_ & 65535u);
                uint l_1767_ = (l_1765_ + l_1766_);
                uint l_1768_ = (l_1762_ & 65535u);
                uint l_1769_ = (l_1767_ + l_1768_);
                uint l_1770_ = (l_1761_ >> 16u);
                uint l_1771_ = (l_1770_ & 65535u);
                uint l_1772_ = (l_1763_ + l_1771_);
                uint l_1773_ = (l_1762_ >> 16u);
                uint l_1774_ = (l_1773_ & 65535u);
                uint l_1775_ = (l_1772_ + l_1774_);
                uint l_1776_ = (l_1769_ >> 16u);
                uint l_1777_ = (l_1776_ & 65535u);
                uint l_247_ = (l_1775_ + l_1777_);
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
                uint l_1779_ = (_e1243 & 65535u);
                uint _e1246 = l_mut_45_;
                uint l_1780_ = (_e1246 >> 16u);
                uint l_1781_ = (l_1780_ & 65535u);
                uint l_1782_ = (l_78_ & 65535u);
                uint l_1783_ = (l_78_ >> 16u);
                uint l_1784_ = (l_1783_ & 65535u);
                uint l_1785_ = (l_1779_ * l_1782_);
                uint l_1786_ = (l_1781_ * l_1782_);
                uint l_1787_ = (l_1779_ * l_1784_);
                uint l_1788_ = (l_1781_ * l_1784_);
                uint l_1789_ = (l_1785_ >> 16u);
                uint l_1790_ = (l_1789_ & 65535u);
                uint l_1791_ = (l_1786_ & 65535u);
                uint l_1792_ = (l_1790_ + l_1791_);
                uint l_1793_ = (l_1787_ & 65535u);
                uint l_1794_ = (l_1792_ + l_1793_);
                uint l_1795_ = (l_1786_ >> 16u);
                uint l_1796_ = (l_1795_ & 65535u);
                uint l_1797_ = (l_1788_ + l_1796_);
                uint l_1798_ = (l_1787_ >> 16u);
                uint l_1799_ = (l_1798_ & 65535u);
                uint l_1800_ = (l_1797_ + l_1799_);
                uint l_1801_ = (l_1794_ >> 16u);
                uint l_1802_ = (l_1801_ & 65535u);
                uint l_272_ = (l_1800_ + l_1802_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e1287 = l_mut_97_;
                uint l_1804_ = (_e1287 & 65535u);
                uint _e1290 = l_mut_97_;
                uint l_1805_ = (_e1290 >> 16u);
                uint l_1806_ = (l_1805_ & 65535u);
                uint l_1807_ = (l_78_ & 65535u);
                uint l_1808_ = (l_78_ >> 16u);
                uint l_1809_ = (l_1808_ & 65535u);
                uint l_1810_ = (l_1804_ * l_1807_);
                uint l_1811_ = (l_1806_ * l_1807_);
                uint l_1812_ = (l_1804_ * l_1809_);
                uint l_1813_ = (l_1806_ * l_1809_);
                uint l_1814_ = (l_1810_ >> 16u);
                uint l_1815_ = (l_1814_ & 65535u);
                uint l_1816_ = (l_1811_ & 65535u);
                uint l_1817_ = (l_1815_ + l_1816_);
                uint l_1818_ = (l_1812_ & 65535u);
                uint l_1819_ = (l_1817_ + l_1818_);
                uint l_1820_ = (l_1811_ >> 16u);
                uint l_1821_ = (l_1820_ & 65535u);
                uint l_1822_ = (l_1813_ + l_1821_);
                uint l_1823_ = (l_1812_ >> 16u);
                uint l_1824_ = (l_1823_ & 65535u);
                uint l_1825_ = (l_1822_ + l_1824_);
                uint l_1826_ = (l_1819_ >> 16u);
                uint l_1827_ = (l_1826_ & 65535u);
                uint l_274_ = (l_1825_ + l_1827_);
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
                uint l_1829_ = (_e1364 & 65535u);
                uint _e1367 = l_mut_234_;
                uint l_1830_ = (_e1367 >> 16u);
                uint l_1831_ = (l_1830_ & 65535u);
                uint l_1832_ = (l_78_ & 65535u);
                uint l_1833_ = (l_78_ >> 16u);
                uint l_1834_ = (l_1833_ & 65535u);
                uint l_1835_ = (l_1829_ * l_1832_);
                uint l_1836_ = (l_1831_ * l_1832_);
                uint l_1837_ = (l_1829_ * l_1834_);
                uint l_1838_ = (l_1831_ * l_1834_);
                uint l_1839_ = (l_1835_ >> 16u);
                uint l_1840_ = (l_1839_ & 65535u);
                uint l_1841_ = (l_1836_ & 65535u);
                uint l_1842_ = (l_1840_ + l_1841_);
                uint l_1843_ = (l_1837_ & 65535u);
                uint l_1844_ = (l_1842_ + l_1843_);
                uint l_1845_ = (l_1836_ >> 16u);
                uint l_1846_ = (l_1845_ & 65535u);
                uint l_1847_ = (l_1838_ + l_1846_);
                uint l_1848_ = (l_1837_ >> 16u);
                uint l_1849_ = (l_1848_ & 65535u);
                uint l_1850_ = (l_1847_ + l_1849_);
                uint l_1851_ = (l_1844_ >> 16u);
                uint l_1852_ = (l_1851_ & 65535u);
                uint l_300_ = (l_1850_ + l_1852_);
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
            uint l_1854_ = (_e1508 & 65535u);
            uint _e1511 = l_mut_290_;
            uint l_1855_ = (_e1511 >> 16u);
            uint l_1856_ = (l_1855_ & 65535u);
            uint l_1857_ = (l_77_ & 65535u);
            uint l_1858_ = (l_77_ >> 16u);
            uint l_1859_ = (l_1858_ & 65535u);
            uint l_1860_ = (l_1854_ * l_1857_);
            uint l_1861_ = (l_1856_ * l_1857_);
            uint l_1862_ = (l_1854_ * l_1859_);
            uint l_1863_ = (l_1856_ * l_1859_);
            uint l_1864_ = (l_1860_ >> 16u);
            uint l_1865_ = (l_1864_ & 65535u);
            uint l_1866_ = (l_1861_ & 65535u);
            uint l_1867_ = (l_1865_ + l_1866_);
            uint l_1868_ = (l_1862_ & 65535u);
            uint l_1869_ = (l_1867_ + l_1868_);
            uint l_1870_ = (l_1861_ >> 16u);
            uint l_1871_ = (l_1870_ & 65535u);
            uint l_1872_ = (l_1863_ + l_1871_);
            uint l_1873_ = (l_1862_ >> 16u);
            uint l_1874_ = (l_1873_ & 65535u);
            uint l_1875_ = (l_1872_ + l_1874_);
            uint l_1876_ = (l_1869_ >> 16u);
            uint l_1877_ = (l_1876_ & 65535u);
            uint l_354_ = (l_1875_ + l_1877_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1552 = l_mut_284_;
            uint l_1879_ = (_e1552 & 65535u);
            uint _e1555 = l_mut_284_;
            uint l_1880_ = (_e1555 >> 16u);
            uint l_1881_ = (l_1880_ & 65535u);
            uint l_1882_ = (l_77_ & 65535u);
            uint l_1883_ = (l_77_ >> 16u);
            uint l_1884_ = (l_1883_ & 65535u);
            uint l_1885_ = (l_1879_ * l_1882_);
            uint l_1886_ = (l_1881_ * l_1882_);
            uint l_1887_ = (l_1879_ * l_1884_);
            uint l_1888_ = (l_1881_ * l_1884_);
            uint l_1889_ = (l_1885_ >> 16u);
            uint l_1890_ = (l_1889_ & 65535u);
            uint l_1891_ = (l_1886_ & 65535u);
            uint l_1892_ = (l_1890_ + l_1891_);
            uint l_1893_ = (l_1887_ & 65535u);
            uint l_1894_ = (l_1892_ + l_1893_);
            uint l_1895_ = (l_1886_ >> 16u);
            uint l_1896_ = (l_1895_ & 65535u);
            uint l_1897_ = (l_1888_ + l_1896_);
            uint l_1898_ = (l_1887_ >> 16u);
            uint l_1899_ = (l_1898_ & 65535u);
            uint l_1900_ = (l_1897_ + l_1899_);
            uint l_1901_ = (l_1894_ >> 16u);
            uint l_1902_ = (l_1901_ & 65535u);
            uint l_356_ = (l_1900_ + l_1902_);
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
                uint l_1904_ = (_e1673 & 65535u);
                uint _e1676 = l_mut_234_;
                uint l_1905_ = (_e1676 >> 16u);
                uint l_1906_ = (l_1905_ & 65535u);
                uint l_1907_ = (l_391_ & 65535u);
                uint l_1908_ = (l_391_ >> 16u);
                uint l_1909_ = (l_1908_ & 65535u);
                uint l_1910_ = (l_1904_ * l_1907_);
                uint l_1911_ = (l_1906_ * l_1907_);
                uint l_1912_ = (l_1904_ * l_1909_);
                uint l_1913_ = (l_1906_ * l_1909_);
                uint l_1914_ = (l_1910_ >> 16u);
                uint l_1915_ = (l_1914_ & 65535u);
                uint l_1916_ = (l_1911_ & 65535u);
                uint l_1917_ = (l_1915_ + l_1916_);
                uint l_1918_ = (l_1912_ & 65535u);
                uint l_1919_ = (l_1917_ + l_1918_);
                uint l_1920_ = (l_1911_ >> 16u);
                uint l_1921_ = (l_1920_ & 65535u);
                uint l_1922_ = (l_1913_ + l_1921_);
                uint l_1923_ = (l_1912_ >> 16u);
                uint l_1924_ = (l_1923_ & 65535u);
                uint l_1925_ = (l_1922_ + l_1924_);
                uint l_1926_ = (l_1919_ >> 16u);
                uint l_1927_ = (l_1926_ & 65535u);
                uint l_401_ = (l_1925_ + l_1927_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1717 = l_mut_228_;
                uint l_1929_ = (_e1717 & 65535u);
                uint _e1720 = l_mut_228_;
                uint l_1930_ = (_e1720 >> 16u);
                uint l_1931_ = (l_1930_ & 65535u);
                uint l_1932_ = (l_391_ & 65535u);
                uint l_1933_ = (l_391_ >> 16u);
                uint l_1934_ = (l_1933_ & 65535u);
                uint l_1935_ = (l_1929_ * l_1932_);
                uint l_1936_ = (l_1931_ * l_1932_);
                uint l_1937_ = (l_1929_ * l_1934_);
                uint l_1938_ = (l_1931_ * l_1934_);
                uint l_1939_ = (l_1935_ >> 16u);
                uint l_1940_ = (l_1939_ & 65535u);
                uint l_1941_ = (l_1936_ & 65535u);
                uint l_1942_ = (l_1940_ + l_1941_);
                uint l_1943_ = (l_1937_ & 65535u);
                uint l_1944_ = (l_1942_ + l_1943_);
                uint l_1945_ = (l_1936_ >> 16u);
                uint l_1946_ = (l_1945_ & 65535u);
                uint l_1947_ = (l_1938_ + l_1946_);
                uint l_1948_ = (l_1937_ >> 16u);
                uint l_1949_ = (l_1948_ & 65535u);
                uint l_1950_ = (l_1947_ + l_1949_);
                uint l_1951_ = (l_1944_ >> 16u);
                uint l_1952_ = (l_1951_ & 65535u);
                uint l_403_ = (l_1950_ + l_1952_);
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
                uint l_1954_ = (_e1826 & 65535u);
                uint _e1829 = l_mut_234_;
                uint l_1955_ = (_e1829 >> 16u);
                uint l_1956_ = (l_1955_ & 65535u);
                uint l_1957_ = (l_77_ & 65535u);
                uint l_1958_ = (l_77_ >> 16u);
                uint l_1959_ = (l_1958_ & 65535u);
                uint l_1960_ = (l_1954_ * l_1957_);
                uint l_1961_ = (l_1956_ * l_1957_);
                uint l_1962_ = (l_1954_ * l_1959_);
                uint l_1963_ = (l_1956_ * l_1959_);
                uint l_1964_ = (l_1960_ >> 16u);
                uint l_1965_ = (l_1964_ & 65535u);
                uint l_1966_ = (l_1961_ & 65535u);
                uint l_1967_ = (l_1965_ + l_1966_);
                uint l_1968_ = (l_1962_ & 65535u);
                uint l_1969_ = (l_1967_ + l_1968_);
                uint l_1970_ = (l_1961_ >> 16u);
                uint l_1971_ = (l_1970_ & 65535u);
                uint l_1972_ = (l_1963_ + l_1971_);
                uint l_1973_ = (l_1962_ >> 16u);
                uint l_1974_ = (l_1973_ & 65535u);
                uint l_1975_ = (l_1972_ + l_1974_);
                uint l_1976_ = (l_1969_ >> 16u);
                uint l_1977_ = (l_1976_ & 65535u);
                uint l_440_ = (l_1975_ + l_1977_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1870 = l_mut_228_;
                uint l_1979_ = (_e1870 & 65535u);
                uint _e1873 = l_mut_228_;
                uint l_1980_ = (_e1873 >> 16u);
                uint l_1981_ = (l_1980_ & 65535u);
                uint l_1982_ = (l_77_ & 65535u);
                uint l_1983_ = (l_77_ >> 16u);
                uint l_1984_ = (l_1983_ & 65535u);
                uint l_1985_ = (l_1979_ * l_1982_);
                uint l_1986_ = (l_1981_ * l_1982_);
                uint l_1987_ = (l_1979_ * l_1984_);
                uint l_1988_ = (l_1981_ * l_1984_);
                uint l_1989_ = (l_1985_ >> 16u);
                uint l_1990_ = (l_1989_ & 65535u);
                uint l_1991_ = (l_1986_ & 65535u);
                uint l_1992_ = (l_1990_ + l_1991_);
                uint l_1993_ = (l_1987_ & 65535u);
                uint l_1994_ = (l_1992_ + l_1993_);
                uint l_1995_ = (l_1986_ >> 16u);
                uint l_1996_ = (l_1995_ & 65535u);
                uint l_1997_ = (l_1988_ + l_1996_);
                uint l_1998_ = (l_1987_ >> 16u);
                uint l_1999_ = (l_1998_ & 65535u);
                uint l_2000_ = (l_1997_ + l_1999_);
                uint l_2001_ = (l_1994_ >> 16u);
                uint l_2002_ = (l_2001_ & 65535u);
                uint l_442_ = (l_2000_ + l_2002_);
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
                uint l_2004_ = (_e1949 & 65535u);
                uint _e1952 = l_mut_234_;
                uint l_2005_ = (_e1952 >> 16u);
                uint l_2006_ = (l_2005_ & 65535u);
                uint l_2007_ = (l_77_ & 65535u);
                uint l_2008_ = (l_77_ >> 16u);
                uint l_2009_ = (l_2008_ & 65535u);
                uint l_2010_ = (l_2004_ * l_2007_);
                uint l_2011_ = (l_2006_ * l_2007_);
                uint l_2012_ = (l_2004_ * l_2009_);
                uint l_2013_ = (l_2006_ * l_2009_);
                uint l_2014_ = (l_2010_ >> 16u);
                uint l_2015_ = (l_2014_ & 65535u);
                uint l_2016_ = (l_2011_ & 65535u);
                uint l_2017_ = (l_2015_ + l_2016_);
                uint l_2018_ = (l_2012_ & 65535u);
                uint l_2019_ = (l_2017_ + l_2018_);
                uint l_2020_ = (l_2011_ >> 16u);
                uint l_2021_ = (l_2020_ & 65535u);
                uint l_2022_ = (l_2013_ + l_2021_);
                uint l_2023_ = (l_2012_ >> 16u);
                uint l_2024_ = (l_2023_ & 65535u);
                uint l_2025_ = (l_2022_ + l_2024_);
                uint l_2026_ = (l_2019_ >> 16u);
                uint l_2027_ = (l_2026_ & 65535u);
                uint l_467_ = (l_2025_ + l_2027_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1993 = l_mut_228_;
                uint l_2029_ = (_e1993 & 65535u);
                uint _e1996 = l_mut_228_;
                uint l_2030_ = (_e1996 >> 16u);
                uint l_2031_ = (l_2030_ & 65535u);
                uint l_2032_ = (l_77_ & 65535u);
                uint l_2033_ = (l_77_ >> 16u);
                uint l_2034_ = (l_2033_ & 65535u);
                uint l_2035_ = (l_2029_ * l_2032_);
                uint l_2036_ = (l_2031_ * l_2032_);
                uint l_2037_ = (l_2029_ * l_2034_);
                uint l_2038_ = (l_2031_ * l_2034_);
                uint l_2039_ = (l_2035_ >> 16u);
                uint l_2040_ = (l_2039_ & 65535u);
                uint l_2041_ = (l_2036_ & 65535u);
                uint l_2042_ = (l_2040_ + l_2041_);
                uint l_2043_ = (l_2037_ & 65535u);
                uint l_2044_ = (l_2042_ + l_2043_);
                uint l_2045_ = (l_2036_ >> 16u);
                uint l_2046_ = (l_2045_ & 65535u);
                uint l_2047_ = (l_2038_ + l_2046_);
                uint l_2048_ = (l_2037_ >> 16u);
                uint l_2049_ = (l_2048_ & 65535u);
                uint l_2050_ = (l_2047_ + l_2049_);
                uint l_2051_ = (l_2044_ >> 16u);
                uint l_2052_ = (l_2051_ & 65535u);
                uint l_469_ = (l_2050_ + l_2052_);
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
                uint l_2054_ = (_e2072 & 65535u);
                uint _e2075 = l_mut_109_;
                uint l_2055_ = (_e2075 >> 16u);
                uint l_2056_ = (l_2055_ & 65535u);
                uint l_2057_ = (l_77_ & 65535u);
                uint l_2058_ = (l_77_ >> 16u);
                uint l_2059_ = (l_2058_ & 65535u);
                uint l_2060_ = (l_2054_ * l_2057_);
                uint l_2061_ = (l_2056_ * l_2057_);
                uint l_2062_ = (l_2054_ * l_2059_);
                uint l_2063_ = (l_2056_ * l_2059_);
                uint l_2064_ = (l_2060_ >> 16u);
                uint l_2065_ = (l_2064_ & 65535u);
                uint l_2066_ = (l_2061_ & 65535u);
                uint l_2067_ = (l_2065_ + l_2066_);
                uint l_2068_ = (l_2062_ & 65535u);
                uint l_2069_ = (l_2067_ + l_2068_);
                uint l_2070_ = (l_2061_ >> 16u);
                uint l_2071_ = (l_2070_ & 65535u);
                uint l_2072_ = (l_2063_ + l_2071_);
                uint l_2073_ = (l_2062_ >> 16u);
                uint l_2074_ = (l_2073_ & 65535u);
                uint l_2075_ = (l_2072_ + l_2074_);
                uint l_2076_ = (l_2069_ >> 16u);
                uint l_2077_ = (l_2076_ & 65535u);
                uint l_494_ = (l_2075_ + l_2077_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e2116 = l_mut_166_;
                uint l_2079_ = (_e2116 & 65535u);
                uint _e2119 = l_mut_166_;
                uint l_2080_ = (_e2119 >> 16u);
                uint l_2081_ = (l_2080_ & 65535u);
                uint l_2082_ = (l_77_ & 65535u);
                uint l_2083_ = (l_77_ >> 16u);
                uint l_2084_ = (l_2083_ & 65535u);
                uint l_2085_ = (l_2079_ * l_2082_);
                uint l_2086_ = (l_2081_ * l_2082_);
                uint l_2087_ = (l_2079_ * l_2084_);
                uint l_2088_ = (l_2081_ * l_2084_);
                uint l_2089_ = (l_2085_ >> 16u);
                uint l_2090_ = (l_2089_ & 65535u);
                uint l_2091_ = (l_2086_ & 65535u);
                uint l_2092_ = (l_2090_ + l_2091_);
                uint l_2093_ = (l_2087_ & 65535u);
                uint l_2094_ = (l_2092_ + l_2093_);
                uint l_2095_ = (l_2086_ >> 16u);
                uint l_2096_ = (l_2095_ & 65535u);
                uint l_2097_ = (l_2088_ + l_2096_);
                uint l_2098_ = (l_2087_ >> 16u);
                uint l_2099_ = (l_2098_ & 65535u);
                uint l_2100_ = (l_2097_ + l_2099_);
                uint l_2101_ = (l_2094_ >> 16u);
                uint l_2102_ = (l_2101_ & 65535u);
                uint l_496_ = (l_2100_ + l_2102_);
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
                uint l_2104_ = (_e2195 & 65535u);
                uint _e2198 = l_mut_109_;
                uint l_2105_ = (_e2198 >> 16u);
                uint l_2106_ = (l_2105_ & 65535u);
                uint l_2107_ = (l_77_ & 65535u);
                uint l_2108_ = (l_77_ >> 16u);
                uint l_2109_ = (l_2108_ & 65535u);
                uint l_2110_ = (l_2104_ * l_2107_);
                uint l_2111_ = (l_2106_ * l_2107_);
                uint l_2112_ = (l_2104_ * l_2109_);
                uint l_2113_ = (l_2106_ * l_2109_);
                uint l_2114_ = (l_2110_ >> 16u);
                uint l_2115_ = (l_2114_ & 65535u);
                uint l_2116_ = (l_2111_ & 65535u);
                uint l_2117_ = (l_2115_ + l_2116_);
                uint l_2118_ = (l_2112_ & 65535u);
                uint l_2119_ = (l_2117_ + l_2118_);
                uint l_2120_ = (l_2111_ >> 16u);
                uint l_2121_ = (l_2120_ & 65535u);
                uint l_2122_ = (l_2113_ + l_2121_);
                uint l_2123_ = (l_2112_ >> 16u);
                uint l_2124_ = (l_2123_ & 65535u);
                uint l_2125_ = (l_2122_ + l_2124_);
                uint l_2126_ = (l_2119_ >> 16u);
                uint l_2127_ = (l_2126_ & 65535u);
                uint l_521_ = (l_2125_ + l_2127_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e2239 = l_mut_166_;
                uint l_2129_ = (_e2239 & 65535u);
                uint _e2242 = l_mut_166_;
                uint l_2130_ = (_e2242 >> 16u);
                uint l_2131_ = (l_2130_ & 65535u);
                uint l_2132_ = (l_77_ & 65535u);
                uint l_2133_ = (l_77_ >> 16u);
                uint l_2134_ = (l_2133_ & 65535u);
                uint l_2135_ = (l_2129_ * l_2132_);
                uint l_2136_ = (l_2131_ * l_2132_);
                uint l_2137_ = (l_2129_ * l_2134_);
                uint l_2138_ = (l_2131_ * l_2134_);
                uint l_2139_ = (l_2135_ >> 16u);
                uint l_2140_ = (l_2139_ & 65535u);
                uint l_2141_ = (l_2136_ & 65535u);
                uint l_2142_ = (l_2140_ + l_2141_);
                uint l_2143_ = (l_2137_ & 65535u);
                uint l_2144_ = (l_2142_ + l_2143_);
                uint l_2145_ = (l_2136_ >> 16u);
                uint l_2146_ = (l_2145_ & 65535u);
                uint l_2147_ = (l_2138_ + l_2146_);
                uint l_2148_ = (l_2137_ >> 16u);
                uint l_2149_ = (l_2148_ & 65535u);
                uint l_2150_ = (l_2147_ + l_2149_);
                uint l_2151_ = (l_2144_ >> 16u);
                uint l_2152_ = (l_2151_ & 65535u);
                uint l_523_ = (l_2150_ + l_2152_);
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
                uint l_2154_ = (_e2316 & 65535u);
                uint _e2319 = l_mut_97_;
                uint l_2155_ = (_e2319 >> 16u);
                uint l_2156_ = (l_2155_ & 65535u);
                uint l_2157_ = (l_77_ & 65535u);
                uint l_2158_ = (l_77_ >> 16u);
                uint l_2159_ = (l_2158_ & 65535u);
                uint l_2160_ = (l_2154_ * l_2157_);
                uint l_2161_ = (l_2156_ * l_2157_);
                uint l_2162_ = (l_2154_ * l_2159_);
                uint l_2163_ = (l_2156_ * l_2159_);
                uint l_2164_ = (l_2160_ >> 16u);
                uint l_2165_ = (l_2164_ & 65535u);
                uint l_2166_ = (l_2161_ & 65535u);
                uint l_2167_ = (l_2165_ + l_2166_);
                uint l_2168_ = (l_2162_ & 65535u);
                uint l_2169_ = (l_2167_ + l_2168_);
                uint l_2170_ = (l_2161_ >> 16u);
                uint l_2171_ = (l_2170_ & 65535u);
                uint l_2172_ = (l_2163_ + l_2171_);
                uint l_2173_ = (l_2162_ >> 16u);
                uint l_2174_ = (l_2173_ & 65535u);
                uint l_2175_ = (l_2172_ + l_2174_);
                uint l_2176_ = (l_2169_ >> 16u);
                uint l_2177_ = (l_2176_ & 65535u);
                uint l_547_ = (l_2175_ + l_2177_);
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
                uint l_2179_ = (_e2512 & 65535u);
                uint _e2515 = l_mut_97_;
                uint l_2180_ = (_e2515 >> 16u);
                uint l_2181_ = (l_2180_ & 65535u);
                uint l_2182_ = (l_629_ & 65535u);
                uint l_2183_ = (l_629_ >> 16u);
                uint l_2184_ = (l_2183_ & 65535u);
                uint l_2185_ = (l_2179_ * l_2182_);
                uint l_2186_ = (l_2181_ * l_2182_);
                uint l_2187_ = (l_2179_ * l_2184_);
                uint l_2188_ = (l_2181_ * l_2184_);
                uint l_2189_ = (l_2185_ >> 16u);
                uint l_2190_ = (l_2189_ & 65535u);
                uint l_2191_ = (l_2186_ & 65535u);
                uint l_2192_ = (l_2190_ + l_2191_);
                uint l_2193_ = (l_2187_ & 65535u);
                uint l_2194_ = (l_2192_ + l_2193_);
                uint l_2195_ = (l_2186_ >> 16u);
                uint l_2196_ = (l_2195_ & 65535u);
                uint l_2197_ = (l_2188_ + l_2196_);
                uint l_2198_ = (l_2187_ >> 16u);
                uint l_2199_ = (l_2198_ & 65535u);
                uint l_2200_ = (l_2197_ + l_2199_);
                uint l_2201_ = (l_2194_ >> 16u);
                uint l_2202_ = (l_2201_ & 65535u);
                uint l_631_ = (l_2200_ + l_2202_);
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
                uint l_2204_ = (_e2565 & 65535u);
                uint _e2568 = l_mut_97_;
                uint l_2205_ = (_e2568 >> 16u);
                uint l_2206_ = (l_2205_ & 65535u);
                uint l_2207_ = (l_634_ & 65535u);
                uint l_2208_ = (l_634_ >> 16u);
                uint l_2209_ = (l_2208_ & 65535u);
                uint l_2210_ = (l_2204_ * l_2207_);
                uint l_2211_ = (l_2206_ * l_2207_);
                uint l_2212_ = (l_2204_ * l_2209_);
                uint l_2213_ = (l_2206_ * l_2209_);
                uint l_2214_ = (l_2210_ >> 16u);
                uint l_2215_ = (l_2214_ & 65535u);
                uint l_2216_ = (l_2211_ & 65535u);
                uint l_2217_ = (l_2215_ + l_2216_);
                uint l_2218_ = (l_2212_ & 65535u);
                uint l_2219_ = (l_2217_ + l_2218_);
                uint l_2220_ = (l_2211_ >> 16u);
                uint l_2221_ = (l_2220_ & 65535u);
                uint l_2222_ = (l_2213_ + l_2221_);
                uint l_2223_ = (l_2212_ >> 16u);
                uint l_2224_ = (l_2223_ & 65535u);
                uint l_2225_ = (l_2222_ + l_2224_);
                uint l_2226_ = (l_2219_ >> 16u);
                uint l_2227_ = (l_2226_ & 65535u);
                uint l_637_ = (l_2225_ + l_2227_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e2609 = l_mut_82_;
                uint l_2229_ = (_e2609 & 65535u);
                uint _e2612 = l_mut_82_;
                uint l_2230_ = (_e2612 >> 16u);
                uint l_2231_ = (l_2230_ & 65535u);
                uint l_2232_ = (l_634_ & 65535u);
                uint l_2233_ = (l_634_ >> 16u);
                uint l_2234_ = (l_2233_ & 65535u);
                uint l_2235_ = (l_2229_ * l_2232_);
                uint l_2236_ = (l_2231_ * l_2232_);
                uint l_2237_ = (l_2229_ * l_2234_);
                uint l_2238_ = (l_2231_ * l_2234_);
                uint l_2239_ = (l_2235_ >> 16u);
                uint l_2240_ = (l_2239_ & 65535u);
                uint l_2241_ = (l_2236_ & 65535u);
                uint l_2242_ = (l_2240_ + l_2241_);
                uint l_2243_ = (l_2237_ & 65535u);
                uint l_2244_ = (l_2242_ + l_2243_);
                uint l_2245_ = (l_2236_ >> 16u);
                uint l_2246_ = (l_2245_ & 65535u);
                uint l_2247_ = (l_2238_ + l_2246_);
                uint l_2248_ = (l_2237_ >> 16u);
                uint l_2249_ = (l_2248_ & 65535u);
                uint l_2250_ = (l_2247_ + l_2249_);
                uint l_2251_ = (l_2244_ >> 16u);
                uint l_2252_ = (l_2251_ & 65535u);
                uint l_639_ = (l_2250_ + l_2252_);
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
                                uint l_2254_ = (_e2875 & 65535u);
                                uint _e2878 = l_mut_97_;
                                uint l_2255_ = (_e2878 >> 16u);
                                uint l_2256_ = (l_2255_ & 65535u);
                                uint _e2883 = l_mut_690_;
                                uint l_2257_ = (_e2883 & 65535u);
                                uint _e2886 = l_mut_690_;
                                uint l_2258_ = (_e2886 >> 16u);
                                uint l_2259_ = (l_2258_ & 65535u);
                                uint l_2260_ = (l_2254_ * l_2257_);
                                uint l_2261_ = (l_2256_ * l_2257_);
                                uint l_2262_ = (l_2254_ * l_2259_);
                                uint l_2263_ = (l_2256_ * l_2259_);
                                uint l_2264_ = (l_2260_ >> 16u);
                                uint l_2265_ = (l_2264_ & 65535u);
                                uint l_2266_ = (l_2261_ & 65535u);
                                uint l_2267_ = (l_2265_ + l_2266_);
                                uint l_2268_ = (l_2262_ & 65535u);
                                uint l_2269_ = (l_2267_ + l_2268_);
                                uint l_2270_ = (l_2261_ >> 16u);
                                uint l_2271_ = (l_2270_ & 65535u);
                                uint l_2272_ = (l_2263_ + l_2271_);
                                uint l_2273_ = (l_2262_ >> 16u);
                                uint l_2274_ = (l_2273_ & 65535u);
                                uint l_2275_ = (l_2272_ + l_2274_);
                                uint l_2276_ = (l_2269_ >> 16u);
                                uint l_2277_ = (l_2276_ & 65535u);
                                uint l_748_ = (l_2275_ + l_2277_);
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
                                uint l_2279_ = (_e3188 & 65535u);
                                uint _e3191 = l_mut_97_;
                                uint l_2280_ = (_e3191 >> 16u);
                                uint l_2281_ = (l_2280_ & 65535u);
                                uint _e3196 = l_mut_706_;
                                uint l_2282_ = (_e3196 & 65535u);
                                uint _e3199 = l_mut_706_;
                                uint l_2283_ = (_e3199 >> 16u);
                                uint l_2284_ = (l_2283_ & 65535u);
                                uint l_2285_ = (l_2279_ * l_2282_);
                                uint l_2286_ = (l_2281_ * l_2282_);
                                uint l_2287_ = (l_2279_ * l_2284_);
                                uint l_2288_ = (l_2281_ * l_2284_);
                                uint l_2289_ = (l_2285_ >> 16u);
                                uint l_2290_ = (l_2289_ & 65535u);
                                uint l_2291_ = (l_2286_ & 65535u);
                                uint l_2292_ = (l_2290_ + l_2291_);
                                uint l_2293_ = (l_2287_ & 65535u);
                                uint l_2294_ = (l_2292_ + l_2293_);
                                uint l_2295_ = (l_2286_ >> 16u);
                                uint l_2296_ = (l_2295_ & 65535u);
                                uint l_2297_ = (l_2288_ + l_2296_);
                                uint l_2298_ = (l_2287_ >> 16u);
                                uint l_2299_ = (l_2298_ & 65535u);
                                uint l_2300_ = (l_2297_ + l_2299_);
                                uint l_2301_ = (l_2294_ >> 16u);
                                uint l_2302_ = (l_2301_ & 65535u);
                                uint l_856_ = (l_2300_ + l_2302_);
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
                    uint _e3373 = l_mut_706_;
                    l_mut_712_ = _e3373;
                    uint _e3374 = l_mut_703_;
                    l_mut_707_ = _e3374;
                    if (false) {
                        uint _e3377 = l_mut_703_;
                        uint l_910_ = (_e3377 >> 3u);
                        l_mut_712_ = l_910_;
                        l_mut_707_ = 0u;
                    } else {
                        if (true) {
                            uint _e3381 = l_mut_706_;
                            l_mut_702_ = _e3381;
                            if (true) {
                                uint _e3383 = l_mut_706_;
                                uint l_913_ = (_e3383 >> 3u);
                                uint _e3386 = l_mut_703_;
                                uint l_914_ = (_e3386 << 29u);
                                uint l_915_ = (l_913_ | l_914_);
                                l_mut_702_ = l_915_;
                            }
                            uint _e3390 = l_mut_703_;
                            uint l_916_ = (_e3390 >> 3u);
                            uint _e3393 = l_mut_702_;
                            l_mut_712_ = _e3393;
                            l_mut_707_ = l_916_;
                        }
                    }
                    uint _e3394 = l_mut_707_;
                    uint _e3395 = l_mut_228_;
                    bool l_917_ = (_e3394 < _e3395);
                    uint _e3397 = l_mut_707_;
                    uint _e3398 = l_mut_228_;
                    bool l_918_ = (_e3397 == _e3398);
                    uint _e3400 = l_mut_712_;
                    uint _e3401 = l_mut_234_;
                    bool l_919_ = (_e3400 < _e3401);
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
                    l_mut_712_ = 0u;
                    uint _e3414 = l_mut_234_;
                    uint _e3415 = l_mut_228_;
                    uint l_923_ = (_e3414 | _e3415);
                    bool l_924_ = (l_923_ == 0u);
                    bool l_925_ = !(l_924_);
                    bool _e3420 = l_mut_907_;
                    if (_e3420) {
                        local_45 = l_925_;
                    } else {
                        local_45 = false;
                    }
                    bool l_926_ = local_45;
                    uint _e3425 = l_mut_228_;
                    uint _e3426 = l_mut_703_;
                    bool l_927_ = (_e3425 < _e3426);
                    uint _e3428 = l_mut_228_;
                    uint _e3429 = l_mut_703_;
                    bool l_928_ = (_e3428 == _e3429);
                    uint _e3431 = l_mut_234_;
                    uint _e3432 = l_mut_706_;
                    bool l_929_ = (_e3431 < _e3432);
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
                    uint _e3447 = l_mut_109_;
                    uint _e3448 = l_mut_103_;
                    uint l_933_ = (_e3447 + _e3448);
                    bool l_934_ = (l_933_ < l_77_);
                    if (l_932_) {
                        local_49 = l_934_;
                    } else {
                        local_49 = false;
                    }
                    bool l_935_ = local_49;
                    if (l_935_) {
                        uint _e3455 = l_mut_109_;
                        uint l_936_ = (l_77_ - _e3455);
                        uint _e3457 = l_mut_103_;
                        uint l_937_ = (l_936_ - _e3457);
                        uint _e3459 = l_mut_109_;
                        uint l_938_ = (l_937_ / _e3459);
                        uint _e3461 = l_mut_706_;
                        uint l_939_ = (_e3461 - 1u);
                        uint _e3464 = l_mut_703_;
                        uint l_940_ = (_e3464 - 0u);
                        uint _e3467 = l_mut_706_;
                        bool l_941_ = (_e3467 < 1u);
                        uint l_942_ = uint(l_941_);
                        uint l_943_ = (l_940_ - l_942_);
                        l_mut_707_ = l_939_;
                        l_mut_706_ = l_943_;
                        l_mut_703_ = 0u;
                        l_mut_944_ = 0u;
                        bool loop_init_2 = true;
                        while(true) {
                            if (!loop_init_2) {
                                uint _e3560 = l_mut_944_;
                                l_mut_944_ = (_e3560 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e3475 = l_mut_944_;
                            if ((_e3475 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e3479 = l_mut_944_;
                                uint l_945_ = (19u - _e3479);
                                uint _e3481 = l_mut_707_;
                                l_mut_702_ = _e3481;
                                uint _e3482 = l_mut_706_;
                                l_mut_701_ = _e3482;
                                bool l_946_ = (l_945_ >= 32u);
                                if (l_946_) {
                                    uint l_947_ = (l_945_ & 31u);
                                    uint _e3487 = l_mut_706_;
                                    uint l_948_ = (_e3487 >> l_947_);
                                    l_mut_702_ = l_948_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_949_ = (l_945_ > 0u);
                                    if (l_949_) {
                                        uint _e3492 = l_mut_707_;
                                        l_mut_690_ = _e3492;
                                        bool l_950_ = (l_945_ > 0u);
                                        if (l_950_) {
                                            uint _e3495 = l_mut_707_;
                                            uint l_951_ = (_e3495 >> l_945_);
                                            uint l_952_ = (32u - l_945_);
                                            uint _e3499 = l_mut_706_;
                                            uint l_953_ = (_e3499 << l_952_);
                                            uint l_954_ = (l_951_ | l_953_);
                                            l_mut_690_ = l_954_;
                                        }
                                        uint _e3502 = l_mut_706_;
                                        uint l_955_ = (_e3502 >> l_945_);
                                        uint _e3504 = l_mut_690_;
                                        l_mut_702_ = _e3504;
                                        l_mut_701_ = l_955_;
                                    }
                                }
                                uint _e3505 = l_mut_701_;
                                uint _e3506 = l_mut_228_;
                                bool l_956_ = (_e3505 < _e3506);
                                uint _e3508 = l_mut_701_;
                                uint _e3509 = l_mut_228_;
                                bool l_957_ = (_e3508 == _e3509);
                                uint _e3511 = l_mut_702_;
                                uint _e3512 = l_mut_234_;
                                bool l_958_ = (_e3511 < _e3512);
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
                                    uint _e3524 = l_mut_234_;
                                    l_mut_702_ = _e3524;
                                    uint _e3525 = l_mut_228_;
                                    l_mut_701_ = _e3525;
                                    bool l_962_ = (l_945_ >= 32u);
                                    if (l_962_) {
                                        uint l_963_ = (l_945_ & 31u);
                                        uint _e3530 = l_mut_234_;
                                        uint l_964_ = (_e3530 << l_963_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_964_;
                                    } else {
                                        bool l_965_ = (l_945_ > 0u);
                                        if (l_965_) {
                                            uint _e3535 = l_mut_234_;
                                            uint l_966_ = (_e3535 << l_945_);
                                            uint _e3537 = l_mut_228_;
                                            uint l_967_ = (_e3537 << l_945_);
                                            uint l_968_ = (32u - l_945_);
                                            uint _e3541 = l_mut_234_;
                                            uint l_969_ = (_e3541 >> l_968_);
                                            uint l_970_ = (l_967_ | l_969_);
                                            l_mut_702_ = l_966_;
                                            l_mut_701_ = l_970_;
                                        }
                                    }
                                    uint _e3544 = l_mut_707_;
                                    uint _e3545 = l_mut_702_;
                                    uint l_971_ = (_e3544 - _e3545);
                                    uint _e3547 = l_mut_706_;
                                    uint _e3548 = l_mut_701_;
                                    uint l_972_ = (_e3547 - _e3548);
                                    uint _e3550 = l_mut_707_;
                                    uint _e3551 = l_mut_702_;
                                    bool l_973_ = (_e3550 < _e3551);
                                    uint l_974_ = uint(l_973_);
                                    uint l_975_ = (l_972_ - l_974_);
                                    l_mut_707_ = l_971_;
                                    l_mut_706_ = l_975_;
                                    uint l_976_ = (1u << l_945_);
                                    uint _e3557 = l_mut_703_;
                                    l_mut_703_ = (_e3557 | l_976_);
                                }
                            }
                        }
                        uint _e3562 = l_mut_703_;
                        uint l_977_ = min(_e3562, l_938_);
                        l_mut_703_ = l_977_;
                        uint _e3564 = l_mut_706_;
                        uint _e3565 = l_mut_228_;
                        bool l_978_ = (_e3564 < _e3565);
                        uint _e3567 = l_mut_706_;
                        uint _e3568 = l_mut_228_;
                        bool l_979_ = (_e3567 == _e3568);
                        uint _e3570 = l_mut_707_;
                        uint _e3571 = l_mut_234_;
                        bool l_980_ = (_e3570 < _e3571);
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
                        uint _e3583 = l_mut_703_;
                        l_mut_712_ = _e3583;
                    }
                    uint _e3584 = l_mut_290_;
                    l_mut_707_ = _e3584;
                    uint _e3585 = l_mut_284_;
                    l_mut_706_ = _e3585;
                    uint _e3586 = l_mut_234_;
                    l_mut_703_ = _e3586;
                    uint _e3587 = l_mut_228_;
                    l_mut_702_ = _e3587;
                    uint _e3588 = l_mut_109_;
                    l_mut_701_ = _e3588;
                    uint _e3589 = l_mut_103_;
                    l_mut_690_ = _e3589;
                    uint _e3590 = l_mut_166_;
                    l_mut_683_ = _e3590;
                    uint _e3591 = l_mut_160_;
                    l_mut_656_ = _e3591;
                    l_mut_650_ = 0u;
                    uint _e3593 = l_mut_712_;
                    bool l_984_ = (_e3593 > 0u);
                    if (l_984_) {
                        uint _e3596 = l_mut_234_;
                        uint _e3597 = l_mut_712_;
                        uint l_985_ = (_e3596 * _e3597);
                        uint _e3599 = l_mut_234_;
                        uint l_2304_ = (_e3599 & 65535u);
                        uint _e3602 = l_mut_234_;
                        uint l_2305_ = (_e3602 >> 16u);
                        uint l_2306_ = (l_2305_ & 65535u);
                        uint _e3607 = l_mut_712_;
                        uint l_2307_ = (_e3607 & 65535u);
                        uint _e3610 = l_mut_712_;
                        uint l_2308_ = (_e3610 >> 16u);
                        uint l_2309_ = (l_2308_ & 65535u);
                        uint l_2310_ = (l_2304_ * l_2307_);
                        uint l_2311_ = (l_2306_ * l_2307_);
                        uint l_2312_ = (l_2304_ * l_2309_);
                        uint l_2313_ = (l_2306_ * l_2309_);
                        uint l_2314_ = (l_2310_ >> 16u);
                        uint l_2315_ = (l_2314_ & 65535u);
                        uint l_2316_ = (l_2311_ & 65535u);
                        uint l_2317_ = (l_2315_ + l_2316_);
                        uint l_2318_ = (l_2312_ & 65535u);
                        uint l_2319_ = (l_2317_ + l_2318_);
                        uint l_2320_ = (l_2311_ >> 16u);
                        uint l_2321_ = (l_2320_ & 65535u);
                        uint l_2322_ = (l_2313_ + l_2321_);
                        uint l_2323_ = (l_2312_ >> 16u);
                        uint l_2324_ = (l_2323_ & 65535u);
                        uint l_2325_ = (l_2322_ + l_2324_);
                        uint l_2326_ = (l_2319_ >> 16u);
                        uint l_2327_ = (l_2326_ & 65535u);
                        uint l_986_ = (l_2325_ + l_2327_);
                        uint _e3644 = l_mut_228_;
                        uint _e3645 = l_mut_712_;
                        uint l_987_ = (_e3644 * _e3645);
                        uint l_988_ = (l_986_ + l_987_);
                        uint _e3648 = l_mut_290_;
                        uint l_989_ = (_e3648 - l_985_);
                        uint _e3650 = l_mut_284_;
                        uint l_990_ = (_e3650 - l_988_);
                        uint _e3652 = l_mut_290_;
                        bool l_991_ = (_e3652 < l_985_);
                        uint l_992_ = uint(l_991_);
                        uint l_993_ = (l_990_ - l_992_);
                        l_mut_707_ = l_989_;
                        l_mut_706_ = l_993_;
                        uint _e3656 = l_mut_712_;
                        uint _e3657 = l_mut_109_;
                        uint l_994_ = (_e3656 * _e3657);
                        uint _e3659 = l_mut_103_;
                        uint l_995_ = (_e3659 + l_994_);
                        l_mut_690_ = l_995_;
                    } else {
                        uint _e3661 = l_mut_650_;
                        bool l_996_ = (_e3661 == 0u);
                        if (l_996_) {
                            uint _e3664 = l_mut_109_;
                            uint l_997_ = (l_77_ - _e3664);
                            uint _e3666 = l_mut_103_;
                            uint l_998_ = (l_997_ / _e3666);
                            l_mut_712_ = 0u;
                            l_mut_907_ = false;
                            uint _e3670 = l_mut_234_;
                            l_mut_644_ = _e3670;
                            uint _e3671 = l_mut_228_;
                            l_mut_97_ = _e3671;
                            if (false) {
                                uint _e3674 = l_mut_228_;
                                uint l_1001_ = (_e3674 >> 3u);
                                l_mut_644_ = l_1001_;
                                l_mut_97_ = 0u;
                            } else {
                                if (true) {
                                    uint _e3678 = l_mut_234_;
                                    l_mut_82_ = _e3678;
                                    if (true) {
                                        uint _e3680 = l_mut_234_;
                                        uint l_1004_ = (_e3680 >> 3u);
                                        uint _e3683 = l_mut_228_;
                                        uint l_1005_ = (_e3683 << 29u);
                                        uint l_1006_ = (l_1004_ | l_1005_);
                                        l_mut_82_ = l_1006_;
                                    }
                                    uint _e3687 = l_mut_228_;
                                    uint l_1007_ = (_e3687 >> 3u);
                                    uint _e3690 = l_mut_82_;
                                    l_mut_644_ = _e3690;
                                    l_mut_97_ = l_1007_;
                                }
                            }
                            uint _e3691 = l_mut_97_;
                            uint _e3692 = l_mut_284_;
                            bool l_1008_ = (_e3691 < _e3692);
                            uint _e3694 = l_mut_97_;
                            uint _e3695 = l_mut_284_;
                            bool l_1009_ = (_e3694 == _e3695);
                            uint _e3697 = l_mut_644_;
                            uint _e3698 = l_mut_290_;
                            bool l_1010_ = (_e3697 < _e3698);
                            if (l_1009_) {
                                local_54 = l_1010_;
                            } else {
                                local_54 = false;
                            }
                            bool l_1011_ = local_54;
                            if (!(l_1008_)) {
                                local_55 = l_1011_;
                            } else {
                                local_55 = true;
                            }
                            bool l_1012_ = local_55;
                            bool l_1013_ = !(l_1012_);
                            l_mut_907_ = l_1013_;
                            uint _e3710 = l_mut_290_;
                            uint _e3711 = l_mut_284_;
                            uint l_1014_ = (_e3710 | _e3711);
                            bool l_1015_ = (l_1014_ == 0u);
                            if (l_1015_) {
                                l_mut_712_ = l_998_;
                            } else {
                                bool _e3715 = l_mut_907_;
                                if (_e3715) {
                                    uint _e3716 = l_mut_284_;
                                    uint _e3717 = l_mut_228_;
                                    bool l_1016_ = (_e3716 < _e3717);
                                    uint _e3719 = l_mut_284_;
                                    uint _e3720 = l_mut_228_;
                                    bool l_1017_ = (_e3719 == _e3720);
                                    uint _e3722 = l_mut_290_;
                                    uint _e3723 = l_mut_234_;
                                    bool l_1018_ = (_e3722 < _e3723);
                                    if (l_1017_) {
                                        local_56 = l_1018_;
                                    } else {
                                        local_56 = false;
                                    }
                                    bool l_1019_ = local_56;
                                    if (!(l_1016_)) {
                                        local_57 = l_1019_;
                                    } else {
                                        local_57 = true;
                                    }
                                    bool l_1020_ = local_57;
                                    if (l_1020_) {
                                        uint _e3734 = l_mut_234_;
                                        uint l_1021_ = (_e3734 - 1u);
                                        uint _e3737 = l_mut_228_;
                                        uint l_1022_ = (_e3737 - 0u);
                                        uint _e3740 = l_mut_234_;
                                        bool l_1023_ = (_e3740 < 1u);
                                        uint l_1024_ = uint(l_1023_);
                                        uint l_1025_ = (l_1022_ - l_1024_);
                                        l_mut_644_ = l_1021_;
                                        l_mut_97_ = l_1025_;
                                        l_mut_82_ = 0u;
                                        l_mut_1026_ = 0u;
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (!loop_init_3) {
                                                uint _e3833 = l_mut_1026_;
                                                l_mut_1026_ = (_e3833 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e3748 = l_mut_1026_;
                                            if ((_e3748 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3752 = l_mut_1026_;
                                                uint l_1027_ = (19u - _e3752);
                                                uint _e3754 = l_mut_644_;
                                                l_mut_45_ = _e3754;
                                                uint _e3755 = l_mut_97_;
                                                l_mut_1028_ = _e3755;
                                                bool l_1029_ = (l_1027_ >= 32u);
                                                if (l_1029_) {
                                                    uint l_1030_ = (l_1027_ & 31u);
                                                    uint _e3760 = l_mut_97_;
                                                    uint l_1031_ = (_e3760 >> l_1030_);
                                                    l_mut_45_ = l_1031_;
                                                    l_mut_1028_ = 0u;
                                                } else {
                                                    bool l_1032_ = (l_1027_ > 0u);
                                                    if (l_1032_) {
                                                        uint _e3765 = l_mut_644_;
                                                        l_mut_1033_ = _e3765;
                                                        bool l_1034_ = (l_1027_ > 0u);
                                                        if (l_1034_) {
                                                            uint _e3768 = l_mut_644_;
                                                            uint l_1035_ = (_e3768 >> l_1027_);
                                                            uint l_1036_ = (32u - l_1027_);
                                                            uint _e3772 = l_mut_97_;
                                                            uint l_1037_ = (_e3772 << l_1036_);
                                                            uint l_1038_ = (l_1035_ | l_1037_);
                                                            l_mut_1033_ = l_1038_;
                                                        }
                                                        uint _e3775 = l_mut_97_;
                                                        uint l_1039_ = (_e3775 >> l_1027_);
                                                        uint _e3777 = l_mut_1033_;
                                                        l_mut_45_ = _e3777;
                                                        l_mut_1028_ = l_1039_;
                                                    }
                                                }
                                                uint _e3778 = l_mut_1028_;
                                                uint _e3779 = l_mut_284_;
                                                bool l_1040_ = (_e3778 < _e3779);
                                                uint _e3781 = l_mut_1028_;
                                                uint _e3782 = l_mut_284_;
                                                bool l_1041_ = (_e3781 == _e3782);
                                                uint _e3784 = l_mut_45_;
                                                uint _e3785 = l_mut_290_;
                                                bool l_1042_ = (_e3784 < _e3785);
                                                if (l_1041_) {
                                                    local_58 = l_1042_;
                                                } else {
                                                    local_58 = false;
                                                }
                                                bool l_1043_ = local_58;
                                                if (!(l_1040_)) {
                                                    local_59 = l_1043_;
                                                } else {
                                                    local_59 = true;
                                                }
                                                bool l_1044_ = local_59;
                                                bool l_1045_ = !(l_1044_);
                                                if (l_1045_) {
                                                    uint _e3797 = l_mut_290_;
                                                    l_mut_1033_ = _e3797;
                                                    uint _e3798 = l_mut_284_;
                                                    l_mut_1028_ = _e3798;
                                                    bool l_1046_ = (l_1027_ >= 32u);
                                                    if (l_1046_) {
                                                        uint l_1047_ = (l_1027_ & 31u);
                                                        uint _e3803 = l_mut_290_;
                                                        uint l_1048_ = (_e3803 << l_1047_);
                                                        l_mut_1033_ = 0u;
                                                        l_mut_1028_ = l_1048_;
                                                    } else {
                                                        bool l_1049_ = (l_1027_ > 0u);
                                                        if (l_1049_) {
                                                            uint _e3808 = l_mut_290_;
                                                            uint l_1050_ = (_e3808 << l_1027_);
                                                            uint _e3810 = l_mut_284_;
                                                            uint l_1051_ = (_e3810 << l_1027_);
                                                            uint l_1052_ = (32u - l_1027_);
                                                            uint _e3814 = l_mut_290_;
                                                            uint l_1053_ = (_e3814 >> l_1052_);
                                                            uint l_1054_ = (l_1051_ | l_1053_);
                                                            l_mut_1033_ = l_1050_;
                                                            l_mut_1028_ = l_1054_;
                                                        }
                                                    }
                                                    uint _e3817 = l_mut_644_;
                                                    uint _e3818 = l_mut_1033_;
                                                    uint l_1055_ = (_e3817 - _e3818);
                                                    uint _e3820 = l_mut_97_;
                                                    uint _e3821 = l_mut_1028_;
                                                    uint l_1056_ = (_e3820 - _e3821);
                                                    uint _e3823 = l_mut_644_;
                                                    uint _e3824 = l_mut_1033_;
                                                    bool l_1057_ = (_e3823 < _e3824);
                                                    uint l_1058_ = uint(l_1057_);
                                                    uint l_1059_ = (l_1056_ - l_1058_);
                                                    l_mut_644_ = l_1055_;
                                                    l_mut_97_ = l_1059_;
                                                    uint l_1060_ = (1u << l_1027_);
                                                    uint _e3830 = l_mut_82_;
                                                    l_mut_82_ = (_e3830 | l_1060_);
                                                }
                                            }
                                        }
                                        uint _e3835 = l_mut_82_;
                                        uint l_1061_ = min(_e3835, l_998_);
                                        l_mut_1033_ = l_1061_;
                                        uint _e3837 = l_mut_97_;
                                        uint _e3838 = l_mut_284_;
                                        bool l_1062_ = (_e3837 < _e3838);
                                        uint _e3840 = l_mut_97_;
                                        uint _e3841 = l_mut_284_;
                                        bool l_1063_ = (_e3840 == _e3841);
                                        uint _e3843 = l_mut_644_;
                                        uint _e3844 = l_mut_290_;
                                        bool l_1064_ = (_e3843 < _e3844);
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
                                            l_mut_1033_ = l_998_;
                                        }
                                        uint _e3856 = l_mut_1033_;
                                        l_mut_712_ = _e3856;
                                    }
                                } else {
                                    uint _e3857 = l_mut_234_;
                                    l_mut_1033_ = _e3857;
                                    uint _e3858 = l_mut_228_;
                                    l_mut_1028_ = _e3858;
                                    while(true) {
                                        uint _e3859 = l_mut_284_;
                                        uint _e3860 = l_mut_1028_;
                                        bool l_1068_ = (_e3859 < _e3860);
                                        uint _e3862 = l_mut_284_;
                                        uint _e3863 = l_mut_1028_;
                                        bool l_1069_ = (_e3862 == _e3863);
                                        uint _e3865 = l_mut_290_;
                                        uint _e3866 = l_mut_1033_;
                                        bool l_1070_ = (_e3865 < _e3866);
                                        if (l_1069_) {
                                            local_62 = l_1070_;
                                        } else {
                                            local_62 = false;
                                        }
                                        bool l_1071_ = local_62;
                                        if (!(l_1068_)) {
                                            local_63 = l_1071_;
                                        } else {
                                            local_63 = true;
                                        }
                                        bool l_1072_ = local_63;
                                        uint _e3877 = l_mut_712_;
                                        uint _e3878 = l_mut_103_;
                                        uint l_1073_ = (_e3877 * _e3878);
                                        uint _e3880 = l_mut_109_;
                                        uint l_1074_ = (_e3880 + l_1073_);
                                        uint _e3882 = l_mut_103_;
                                        uint l_1075_ = (l_1074_ + _e3882);
                                        bool l_1076_ = (l_1075_ < l_77_);
                                        if (l_1072_) {
                                            local_64 = l_1076_;
                                        } else {
                                            local_64 = false;
                                        }
                                        bool l_1077_ = local_64;
                                        bool l_1078_ = !(l_1077_);
                                        if (l_1078_) {
                                            break;
                                        }
                                        uint _e3890 = l_mut_1033_;
                                        uint _e3891 = l_mut_290_;
                                        uint l_1079_ = (_e3890 - _e3891);
                                        uint _e3893 = l_mut_1028_;
                                        uint _e3894 = l_mut_284_;
                                        uint l_1080_ = (_e3893 - _e3894);
                                        uint _e3896 = l_mut_1033_;
                                        uint _e3897 = l_mut_290_;
                                        bool l_1081_ = (_e3896 < _e3897);
                                        uint l_1082_ = uint(l_1081_);
                                        uint l_1083_ = (l_1080_ - l_1082_);
                                        l_mut_1033_ = l_1079_;
                                        l_mut_1028_ = l_1083_;
                                        uint _e3901 = l_mut_712_;
                                        l_mut_712_ = (_e3901 + 1u);
                                    }
                                }
                            }
                            uint _e3904 = l_mut_712_;
                            uint _e3905 = l_mut_103_;
                            uint l_1084_ = (_e3904 * _e3905);
                            uint _e3907 = l_mut_109_;
                            uint l_1085_ = (_e3907 + l_1084_);
                            uint _e3909 = l_mut_103_;
                            uint l_1086_ = (l_1085_ + _e3909);
                            bool l_1087_ = (l_1086_ >= l_77_);
                            if (l_1087_) {
                                l_mut_650_ = 1u;
                            } else {
                                uint _e3913 = l_mut_290_;
                                uint _e3914 = l_mut_712_;
                                uint l_1088_ = (_e3913 * _e3914);
                                uint _e3916 = l_mut_290_;
                                uint l_2329_ = (_e3916 & 65535u);
                                uint _e3919 = l_mut_290_;
                                uint l_2330_ = (_e3919 >> 16u);
                                uint l_2331_ = (l_2330_ & 65535u);
                                uint _e3924 = l_mut_712_;
                                uint l_2332_ = (_e3924 & 65535u);
                                uint _e3927 = l_mut_712_;
                                uint l_2333_ = (_e3927 >> 16u);
                                uint l_2334_ = (l_2333_ & 65535u);
                                uint l_2335_ = (l_2329_ * l_2332_);
                                uint l_2336_ = (l_2331_ * l_2332_);
                                uint l_2337_ = (l_2329_ * l_2334_);
                                uint l_2338_ = (l_2331_ * l_2334_);
                                uint l_2339_ = (l_2335_ >> 16u);
                                uint l_2340_ = (l_2339_ & 65535u);
                                uint l_2341_ = (l_2336_ & 65535u);
                                uint l_2342_ = (l_2340_ + l_2341_);
                                uint l_2343_ = (l_2337_ & 65535u);
                                uint l_2344_ = (l_2342_ + l_2343_);
                                uint l_2345_ = (l_2336_ >> 16u);
                                uint l_2346_ = (l_2345_ & 65535u);
                                uint l_2347_ = (l_2338_ + l_2346_);
                                uint l_2348_ = (l_2337_ >> 16u);
                                uint l_2349_ = (l_2348_ & 65535u);
                                uint l_2350_ = (l_2347_ + l_2349_);
                                uint l_2351_ = (l_2344_ >> 16u);
                                uint l_2352_ = (l_2351_ & 65535u);
                                uint l_1089_ = (l_2350_ + l_2352_);
                                uint _e3961 = l_mut_284_;
                                uint _e3962 = l_mut_712_;
                                uint l_1090_ = (_e3961 * _e3962);
                                uint l_1091_ = (l_1089_ + l_1090_);
                                uint _e3965 = l_mut_234_;
                                uint l_1092_ = (_e3965 - l_1088_);
                                uint _e3967 = l_mut_228_;
                                uint l_1093_ = (_e3967 - l_1091_);
                                uint _e3969 = l_mut_234_;
                                bool l_1094_ = (_e3969 < l_1088_);
                                uint l_1095_ = uint(l_1094_);
                                uint l_1096_ = (l_1093_ - l_1095_);
                                l_mut_703_ = l_1092_;
                                l_mut_702_ = l_1096_;
                                uint _e3973 = l_mut_712_;
                                uint _e3974 = l_mut_103_;
                                uint l_1097_ = (_e3973 * _e3974);
                                uint _e3976 = l_mut_109_;
                                uint l_1098_ = (_e3976 + l_1097_);
                                l_mut_701_ = l_1098_;
                                uint _e3978 = l_mut_290_;
                                uint _e3979 = l_mut_703_;
                                uint l_1099_ = (_e3978 - _e3979);
                                uint _e3981 = l_mut_284_;
                                uint _e3982 = l_mut_702_;
                                uint l_1100_ = (_e3981 - _e3982);
                                uint _e3984 = l_mut_290_;
                                uint _e3985 = l_mut_703_;
                                bool l_1101_ = (_e3984 < _e3985);
                                uint l_1102_ = uint(l_1101_);
                                uint l_1103_ = (l_1100_ - l_1102_);
                                l_mut_707_ = l_1099_;
                                l_mut_706_ = l_1103_;
                                uint _e3989 = l_mut_103_;
                                uint _e3990 = l_mut_701_;
                                uint l_1104_ = (_e3989 + _e3990);
                                l_mut_690_ = l_1104_;
                            }
                        }
                    }
                    uint _e3992 = l_mut_707_;
                    l_mut_290_ = _e3992;
                    uint _e3993 = l_mut_706_;
                    l_mut_284_ = _e3993;
                    uint _e3994 = l_mut_703_;
                    l_mut_234_ = _e3994;
                    uint _e3995 = l_mut_702_;
                    l_mut_228_ = _e3995;
                    uint _e3996 = l_mut_701_;
                    l_mut_109_ = _e3996;
                    uint _e3997 = l_mut_690_;
                    l_mut_103_ = _e3997;
                    uint _e3998 = l_mut_683_;
                    l_mut_166_ = _e3998;
                    uint _e3999 = l_mut_656_;
                    l_mut_160_ = _e3999;
                    uint _e4000 = l_mut_650_;
                    bool l_1105_ = (_e4000 == 1u);
                    l_mut_612_ = l_1105_;
                    uint _e4003 = l_mut_650_;
                    bool l_1106_ = (_e4003 == 0u);
                    l_mut_619_ = l_1106_;
                } else {
                    uint _e4006 = l_mut_234_;
                    uint _e4007 = l_mut_166_;
                    uint l_1107_ = (_e4006 - _e4007);
                    uint _e4009 = l_mut_228_;
                    uint _e4010 = l_mut_160_;
                    uint l_1108_ = (_e4009 - _e4010);
                    uint _e4012 = l_mut_234_;
                    uint _e4013 = l_mut_166_;
                    bool l_1109_ = (_e4012 < _e4013);
                    uint l_1110_ = uint(l_1109_);
                    uint l_1111_ = (l_1108_ - l_1110_);
                    l_mut_1033_ = l_1107_;
                    l_mut_1028_ = l_1111_;
                    uint _e4017 = l_mut_166_;
                    uint l_1112_ = (_e4017 - l_602_);
                    uint _e4019 = l_mut_160_;
                    uint l_1113_ = (_e4019 - l_606_);
                    uint _e4021 = l_mut_166_;
                    bool l_1114_ = (_e4021 < l_602_);
                    uint l_1115_ = uint(l_1114_);
                    uint l_1116_ = (l_1113_ - l_1115_);
                    l_mut_1033_ = l_1112_;
                    l_mut_1028_ = l_1116_;
                    uint _e4025 = l_mut_234_;
                    l_mut_712_ = _e4025;
                    uint _e4026 = l_mut_228_;
                    l_mut_707_ = _e4026;
                    uint _e4027 = l_mut_1028_;
                    uint _e4028 = l_mut_228_;
                    bool l_1117_ = (_e4027 < _e4028);
                    uint _e4030 = l_mut_1028_;
                    uint _e4031 = l_mut_228_;
                    bool l_1118_ = (_e4030 == _e4031);
                    uint _e4033 = l_mut_1033_;
                    uint _e4034 = l_mut_234_;
                    bool l_1119_ = (_e4033 < _e4034);
                    if (l_1118_) {
                        local_65 = l_1119_;
                    } else {
                        local_65 = false;
                    }
                    bool l_1120_ = local_65;
                    if (!(l_1117_)) {
                        local_66 = l_1120_;
                    } else {
                        local_66 = true;
                    }
                    bool l_1121_ = local_66;
                    if (l_1121_) {
                        uint _e4045 = l_mut_1033_;
                        l_mut_712_ = _e4045;
                        uint _e4046 = l_mut_1028_;
                        l_mut_707_ = _e4046;
                    }
                    l_mut_907_ = false;
                    uint _e4048 = l_mut_712_;
                    l_mut_1033_ = _e4048;
                    uint _e4049 = l_mut_707_;
                    l_mut_1028_ = _e4049;
                    if (false) {
                        uint _e4052 = l_mut_707_;
                        uint l_1124_ = (_e4052 >> 3u);
                        l_mut_1033_ = l_1124_;
                        l_mut_1028_ = 0u;
                    } else {
                        if (true) {
                            uint _e4056 = l_mut_712_;
                            l_mut_706_ = _e4056;
                            if (true) {
                                uint _e4058 = l_mut_712_;
                                uint l_1127_ = (_e4058 >> 3u);
                                uint _e4061 = l_mut_707_;
                                uint l_1128_ = (_e4061 << 29u);
                                uint l_1129_ = (l_1127_ | l_1128_);
                                l_mut_706_ = l_1129_;
                            }
                            uint _e4065 = l_mut_707_;
                            uint l_1130_ = (_e4065 >> 3u);
                            uint _e4068 = l_mut_706_;
                            l_mut_1033_ = _e4068;
                            l_mut_1028_ = l_1130_;
                        }
                    }
                    uint _e4069 = l_mut_1028_;
                    uint _e4070 = l_mut_284_;
                    bool l_1131_ = (_e4069 < _e4070);
                    uint _e4072 = l_mut_1028_;
                    uint _e4073 = l_mut_284_;
                    bool l_1132_ = (_e4072 == _e4073);
                    uint _e4075 = l_mut_1033_;
                    uint _e4076 = l_mut_290_;
                    bool l_1133_ = (_e4075 < _e4076);
                    if (l_1132_) {
                        local_67 = l_1133_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1134_ = local_67;
                    if (!(l_1131_)) {
                        local_68 = l_1134_;
                    } else {
                        local_68 = true;
                    }
                    bool l_1135_ = local_68;
                    bool l_1136_ = !(l_1135_);
                    l_mut_907_ = l_1136_;
                    l_mut_1033_ = 0u;
                    uint _e4089 = l_mut_290_;
                    uint _e4090 = l_mut_284_;
                    uint l_1137_ = (_e4089 | _e4090);
                    bool l_1138_ = (l_1137_ == 0u);
                    bool l_1139_ = !(l_1138_);
                    bool _e4095 = l_mut_907_;
                    if (_e4095) {
                        local_69 = l_1139_;
                    } else {
                        local_69 = false;
                    }
                    bool l_1140_ = local_69;
                    uint _e4100 = l_mut_284_;
                    uint _e4101 = l_mut_707_;
                    bool l_1141_ = (_e4100 < _e4101);
                    uint _e4103 = l_mut_284_;
                    uint _e4104 = l_mut_707_;
                    bool l_1142_ = (_e4103 == _e4104);
                    uint _e4106 = l_mut_290_;
                    uint _e4107 = l_mut_712_;
                    bool l_1143_ = (_e4106 < _e4107);
                    if (l_1142_) {
                        local_70 = l_1143_;
                    } else {
                        local_70 = false;
                    }
                    bool l_1144_ = local_70;
                    if (!(l_1141_)) {
                        local_71 = l_1144_;
                    } else {
                        local_71 = true;
                    }
                    bool l_1145_ = local_71;
                    if (l_1140_) {
                        local_72 = l_1145_;
                    } else {
                        local_72 = false;
                    }
                    bool l_1146_ = local_72;
                    uint _e4122 = l_mut_103_;
                    uint _e4123 = l_mut_109_;
                    uint l_1147_ = (_e4122 + _e4123);
                    bool l_1148_ = (l_1147_ < l_77_);
                    if (l_1146_) {
                        local_73 = l_1148_;
                    } else {
                        local_73 = false;
                    }
                    bool l_1149_ = local_73;
                    if (l_1149_) {
                        uint _e4130 = l_mut_103_;
                        uint l_1150_ = (l_77_ - _e4130);
                        uint _e4132 = l_mut_109_;
                        uint l_1151_ = (l_1150_ - _e4132);
                        uint _e4134 = l_mut_103_;
                        uint l_1152_ = (l_1151_ / _e4134);
                        uint _e4136 = l_mut_712_;
                        uint l_1153_ = (_e4136 - 1u);
                        uint _e4139 = l_mut_707_;
                        uint l_1154_ = (_e4139 - 0u);
                        uint _e4142 = l_mut_712_;
                        bool l_1155_ = (_e4142 < 1u);
                        uint l_1156_ = uint(l_1155_);
                        uint l_1157_ = (l_1154_ - l_1156_);
                        l_mut_1028_ = l_1153_;
                        l_mut_712_ = l_1157_;
                        l_mut_707_ = 0u;
                        l_mut_1158_ = 0u;
                        bool loop_init_4 = true;
                        while(true) {
                            if (!loop_init_4) {
                                uint _e4235 = l_mut_1158_;
                                l_mut_1158_ = (_e4235 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e4150 = l_mut_1158_;
                            if ((_e4150 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4154 = l_mut_1158_;
                                uint l_1159_ = (19u - _e4154);
                                uint _e4156 = l_mut_1028_;
                                l_mut_706_ = _e4156;
                                uint _e4157 = l_mut_712_;
                                l_mut_703_ = _e4157;
                                bool l_1160_ = (l_1159_ >= 32u);
                                if (l_1160_) {
                                    uint l_1161_ = (l_1159_ & 31u);
                                    uint _e4162 = l_mut_712_;
                                    uint l_1162_ = (_e4162 >> l_1161_);
                                    l_mut_706_ = l_1162_;
                                    l_mut_703_ = 0u;
                                } else {
                                    bool l_1163_ = (l_1159_ > 0u);
                                    if (l_1163_) {
                                        uint _e4167 = l_mut_1028_;
                                        l_mut_702_ = _e4167;
                                        bool l_1164_ = (l_1159_ > 0u);
                                        if (l_1164_) {
                                            uint _e4170 = l_mut_1028_;
                                            uint l_1165_ = (_e4170 >> l_1159_);
                                            uint l_1166_ = (32u - l_1159_);
                                            uint _e4174 = l_mut_712_;
                                            uint l_1167_ = (_e4174 << l_1166_);
                                            uint l_1168_ = (l_1165_ | l_1167_);
                                            l_mut_702_ = l_1168_;
                                        }
                                        uint _e4177 = l_mut_712_;
                                        uint l_1169_ = (_e4177 >> l_1159_);
                                        uint _e4179 = l_mut_702_;
                                        l_mut_706_ = _e4179;
                                        l_mut_703_ = l_1169_;
                                    }
                                }
                                uint _e4180 = l_mut_703_;
                                uint _e4181 = l_mut_284_;
                                bool l_1170_ = (_e4180 < _e4181);
                                uint _e4183 = l_mut_703_;
                                uint _e4184 = l_mut_284_;
                                bool l_1171_ = (_e4183 == _e4184);
                                uint _e4186 = l_mut_706_;
                                uint _e4187 = l_mut_290_;
                                bool l_1172_ = (_e4186 < _e4187);
                                if (l_1171_) {
                                    local_74 = l_1172_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_1173_ = local_74;
                                if (!(l_1170_)) {
                                    local_75 = l_1173_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_1174_ = local_75;
                                bool l_1175_ = !(l_1174_);
                                if (l_1175_) {
                                    uint _e4199 = l_mut_290_;
                                    l_mut_706_ = _e4199;
                                    uint _e4200 = l_mut_284_;
                                    l_mut_703_ = _e4200;
                                    bool l_1176_ = (l_1159_ >= 32u);
                                    if (l_1176_) {
                                        uint l_1177_ = (l_1159_ & 31u);
                                        uint _e4205 = l_mut_290_;
                                        uint l_1178_ = (_e4205 << l_1177_);
                                        l_mut_706_ = 0u;
                                        l_mut_703_ = l_1178_;
                                    } else {
                                        bool l_1179_ = (l_1159_ > 0u);
                                        if (l_1179_) {
                                            uint _e4210 = l_mut_290_;
                                            uint l_1180_ = (_e4210 << l_1159_);
                                            uint _e4212 = l_mut_284_;
                                            uint l_1181_ = (_e4212 << l_1159_);
                                            uint l_1182_ = (32u - l_1159_);
                                            uint _e4216 = l_mut_290_;
                                            uint l_1183_ = (_e4216 >> l_1182_);
                                            uint l_1184_ = (l_1181_ | l_1183_);
                                            l_mut_706_ = l_1180_;
                                            l_mut_703_ = l_1184_;
                                        }
                                    }
                                    uint _e4219 = l_mut_1028_;
                                    uint _e4220 = l_mut_706_;
                                    uint l_1185_ = (_e4219 - _e4220);
                                    uint _e4222 = l_mut_712_;
                                    uint _e4223 = l_mut_703_;
                                    uint l_1186_ = (_e4222 - _e4223);
                                    uint _e4225 = l_mut_1028_;
                                    uint _e4226 = l_mut_706_;
                                    bool l_1187_ = (_e4225 < _e4226);
                                    uint l_1188_ = uint(l_1187_);
                                    uint l_1189_ = (l_1186_ - l_1188_);
                                    l_mut_1028_ = l_1185_;
                                    l_mut_712_ = l_1189_;
                                    uint l_1190_ = (1u << l_1159_);
                                    uint _e4232 = l_mut_707_;
                                    l_mut_707_ = (_e4232 | l_1190_);
                                }
                            }
                        }
                        uint _e4237 = l_mut_707_;
                        uint l_1191_ = min(_e4237, l_1152_);
                        l_mut_707_ = l_1191_;
                        uint _e4239 = l_mut_712_;
                        uint _e4240 = l_mut_284_;
                        bool l_1192_ = (_e4239 < _e4240);
                        uint _e4242 = l_mut_712_;
                        uint _e4243 = l_mut_284_;
                        bool l_1193_ = (_e4242 == _e4243);
                        uint _e4245 = l_mut_1028_;
                        uint _e4246 = l_mut_290_;
                        bool l_1194_ = (_e4245 < _e4246);
                        if (l_1193_) {
                            local_76 = l_1194_;
                        } else {
                            local_76 = false;
                        }
                        bool l_1195_ = local_76;
                        if (!(l_1192_)) {
                            local_77 = l_1195_;
                        } else {
                            local_77 = true;
                        }
                        bool l_1196_ = local_77;
                        bool l_1197_ = !(l_1196_);
                        if (l_1197_) {
                            l_mut_707_ = l_1152_;
                        }
                        uint _e4258 = l_mut_707_;
                        l_mut_1033_ = _e4258;
                    }
                    uint _e4259 = l_mut_234_;
                    l_mut_1028_ = _e4259;
                    uint _e4260 = l_mut_228_;
                    l_mut_712_ = _e4260;
                    uint _e4261 = l_mut_290_;
                    l_mut_707_ = _e4261;
                    uint _e4262 = l_mut_284_;
                    l_mut_706_ = _e4262;
                    uint _e4263 = l_mut_103_;
                    l_mut_703_ = _e4263;
                    uint _e4264 = l_mut_109_;
                    l_mut_702_ = _e4264;
                    uint _e4265 = l_mut_166_;
                    l_mut_701_ = _e4265;
                    uint _e4266 = l_mut_160_;
                    l_mut_690_ = _e4266;
                    l_mut_683_ = 0u;
                    uint _e4268 = l_mut_1033_;
                    bool l_1198_ = (_e4268 > 0u);
                    if (l_1198_) {
                        uint _e4271 = l_mut_290_;
                        uint _e4272 = l_mut_1033_;
                        uint l_1199_ = (_e4271 * _e4272);
                        uint _e4274 = l_mut_290_;
                        uint l_2354_ = (_e4274 & 65535u);
                        uint _e4277 = l_mut_290_;
                        uint l_2355_ = (_e4277 >> 16u);
                        uint l_2356_ = (l_2355_ & 65535u);
                        uint _e4282 = l_mut_1033_;
                        uint l_2357_ = (_e4282 & 65535u);
                        uint _e4285 = l_mut_1033_;
                        uint l_2358_ = (_e4285 >> 16u);
                        uint l_2359_ = (l_2358_ & 65535u);
                        uint l_2360_ = (l_2354_ * l_2357_);
                        uint l_2361_ = (l_2356_ * l_2357_);
                        uint l_2362_ = (l_2354_ * l_2359_);
                        uint l_2363_ = (l_2356_ * l_2359_);
                        uint l_2364_ = (l_2360_ >> 16u);
                        uint l_2365_ = (l_2364_ & 65535u);
                        uint l_2366_ = (l_2361_ & 65535u);
                        uint l_2367_ = (l_2365_ + l_2366_);
                        uint l_2368_ = (l_2362_ & 65535u);
                        uint l_2369_ = (l_2367_ + l_2368_);
                        uint l_2370_ = (l_2361_ >> 16u);
                        uint l_2371_ = (l_2370_ & 65535u);
                        uint l_2372_ = (l_2363_ + l_2371_);
                        uint l_2373_ = (l_2362_ >> 16u);
                        uint l_2374_ = (l_2373_ & 65535u);
                        uint l_2375_ = (l_2372_ + l_2374_);
                        uint l_2376_ = (l_2369_ >> 16u);
                        uint l_2377_ = (l_2376_ & 65535u);
                        uint l_1200_ = (l_2375_ + l_2377_);
                        uint _e4319 = l_mut_284_;
                        uint _e4320 = l_mut_1033_;
                        uint l_1201_ = (_e4319 * _e4320);
                        uint l_1202_ = (l_1200_ + l_1201_);
                        uint _e4323 = l_mut_166_;
                        uint l_1203_ = (_e4323 - l_1199_);
                        uint _e4325 = l_mut_160_;
                        uint l_1204_ = (_e4325 - l_1202_);
                        uint _e4327 = l_mut_166_;
                        bool l_1205_ = (_e4327 < l_1199_);
                        uint l_1206_ = uint(l_1205_);
                        uint l_1207_ = (l_1204_ - l_1206_);
                        l_mut_701_ = l_1203_;
                        l_mut_690_ = l_1207_;
                        uint _e4331 = l_mut_234_;
                        uint l_1208_ = (_e4331 - l_1199_);
                        uint _e4333 = l_mut_228_;
                        uint l_1209_ = (_e4333 - l_1202_);
                        uint _e4335 = l_mut_234_;
                        bool l_1210_ = (_e4335 < l_1199_);
                        uint l_1211_ = uint(l_1210_);
                        uint l_1212_ = (l_1209_ - l_1211_);
                        l_mut_1028_ = l_1208_;
                        l_mut_712_ = l_1212_;
                        uint _e4339 = l_mut_1033_;
                        uint _e4340 = l_mut_103_;
                        uint l_1213_ = (_e4339 * _e4340);
                        uint _e4342 = l_mut_109_;
                        uint l_1214_ = (_e4342 + l_1213_);
                        l_mut_702_ = l_1214_;
                    } else {
                        uint _e4344 = l_mut_166_;
                        uint _e4345 = l_mut_290_;
                        uint l_1215_ = (_e4344 - _e4345);
                        uint _e4347 = l_mut_160_;
                        uint _e4348 = l_mut_284_;
                        uint l_1216_ = (_e4347 - _e4348);
                        uint _e4350 = l_mut_166_;
                        uint _e4351 = l_mut_290_;
                        bool l_1217_ = (_e4350 < _e4351);
                        uint l_1218_ = uint(l_1217_);
                        uint l_1219_ = (l_1216_ - l_1218_);
                        l_mut_701_ = l_1215_;
                        l_mut_690_ = l_1219_;
                        uint _e4355 = l_mut_690_;
                        bool l_1220_ = (_e4355 < l_606_);
                        uint _e4357 = l_mut_690_;
                        bool l_1221_ = (_e4357 == l_606_);
                        uint _e4359 = l_mut_701_;
                        bool l_1222_ = (_e4359 < l_602_);
                        if (l_1221_) {
                            local_78 = l_1222_;
                        } else {
                            local_78 = false;
                        }
                        bool l_1223_ = local_78;
                        if (!(l_1220_)) {
                            local_79 = l_1223_;
                        } else {
                            local_79 = true;
                        }
                        bool l_1224_ = local_79;
                        if (l_1224_) {
                            l_mut_683_ = 2u;
                        }
                        uint _e4371 = l_mut_683_;
                        bool l_1225_ = (_e4371 == 0u);
                        if (l_1225_) {
                            uint _e4374 = l_mut_103_;
                            uint l_1226_ = (l_77_ - _e4374);
                            uint _e4376 = l_mut_109_;
                            uint l_1227_ = (l_1226_ / _e4376);
                            l_mut_1033_ = 0u;
                            l_mut_907_ = false;
                            uint _e4380 = l_mut_290_;
                            l_mut_656_ = _e4380;
                            uint _e4381 = l_mut_284_;
                            l_mut_650_ = _e4381;
                            if (false) {
                                uint _e4384 = l_mut_284_;
                                uint l_1230_ = (_e4384 >> 3u);
                                l_mut_656_ = l_1230_;
                                l_mut_650_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4388 = l_mut_290_;
                                    l_mut_644_ = _e4388;
                                    if (true) {
                                        uint _e4390 = l_mut_290_;
                                        uint l_1233_ = (_e4390 >> 3u);
                                        uint _e4393 = l_mut_284_;
                                        uint l_1234_ = (_e4393 << 29u);
                                        uint l_1235_ = (l_1233_ | l_1234_);
                                        l_mut_644_ = l_1235_;
                                    }
                                    uint _e4397 = l_mut_284_;
                                    uint l_1236_ = (_e4397 >> 3u);
                                    uint _e4400 = l_mut_644_;
                                    l_mut_656_ = _e4400;
                                    l_mut_650_ = l_1236_;
                                }
                            }
                            uint _e4401 = l_mut_650_;
                            uint _e4402 = l_mut_228_;
                            bool l_1237_ = (_e4401 < _e4402);
                            uint _e4404 = l_mut_650_;
                            uint _e4405 = l_mut_228_;
                            bool l_1238_ = (_e4404 == _e4405);
                            uint _e4407 = l_mut_656_;
                            uint _e4408 = l_mut_234_;
                            bool l_1239_ = (_e4407 < _e4408);
                            if (l_1238_) {
                                local_80 = l_1239_;
                            } else {
                                local_80 = false;
                            }
                            bool l_1240_ = local_80;
                            if (!(l_1237_)) {
                                local_81 = l_1240_;
                            } else {
                                local_81 = true;
                            }
                            bool l_1241_ = local_81;
                            bool l_1242_ = !(l_1241_);
                            l_mut_907_ = l_1242_;
                            uint _e4420 = l_mut_234_;
                            uint _e4421 = l_mut_228_;
                            uint l_1243_ = (_e4420 | _e4421);
                            bool l_1244_ = (l_1243_ == 0u);
                            if (l_1244_) {
                                l_mut_1033_ = l_1227_;
                            } else {
                                bool _e4425 = l_mut_907_;
                                if (_e4425) {
                                    uint _e4426 = l_mut_228_;
                                    uint _e4427 = l_mut_284_;
                                    bool l_1245_ = (_e4426 < _e4427);
                                    uint _e4429 = l_mut_228_;
                                    uint _e4430 = l_mut_284_;
                                    bool l_1246_ = (_e4429 == _e4430);
                                    uint _e4432 = l_mut_234_;
                                    uint _e4433 = l_mut_290_;
                                    bool l_1247_ = (_e4432 < _e4433);
                                    if (l_1246_) {
                                        local_82 = l_1247_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_1248_ = local_82;
                                    if (!(l_1245_)) {
                                        local_83 = l_1248_;
                                    } else {
                                        local_83 = true;
                                    }
                                    bool l_1249_ = local_83;
                                    if (l_1249_) {
                                        uint _e4444 = l_mut_290_;
                                        uint l_1250_ = (_e4444 - 1u);
                                        uint _e4447 = l_mut_284_;
                                        uint l_1251_ = (_e4447 - 0u);
                                        uint _e4450 = l_mut_290_;
                                        bool l_1252_ = (_e4450 < 1u);
                                        uint l_1253_ = uint(l_1252_);
                                        uint l_1254_ = (l_1251_ - l_1253_);
                                        l_mut_656_ = l_1250_;
                                        l_mut_650_ = l_1254_;
                                        l_mut_644_ = 0u;
                                        l_mut_1255_ = 0u;
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (!loop_init_5) {
                                                uint _e4543 = l_mut_1255_;
                                                l_mut_1255_ = (_e4543 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e4458 = l_mut_1255_;
                                            if ((_e4458 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4462 = l_mut_1255_;
                                                uint l_1256_ = (19u - _e4462);
                                                uint _e4464 = l_mut_656_;
                                                l_mut_97_ = _e4464;
                                                uint _e4465 = l_mut_650_;
                                                l_mut_82_ = _e4465;
                                                bool l_1257_ = (l_1256_ >= 32u);
                                                if (l_1257_) {
                                                    uint l_1258_ = (l_1256_ & 31u);
                                                    uint _e4470 = l_mut_650_;
                                                    uint l_1259_ = (_e4470 >> l_1258_);
                                                    l_mut_97_ = l_1259_;
                                                    l_mut_82_ = 0u;
                                                } else {
                                                    bool l_1260_ = (l_1256_ > 0u);
                                                    if (l_1260_) {
                                                        uint _e4475 = l_mut_656_;
                                                        l_mut_45_ = _e4475;
                                                        bool l_1261_ = (l_1256_ > 0u);
                                                        if (l_1261_) {
                                                            uint _e4478 = l_mut_656_;
                                                            uint l_1262_ = (_e4478 >> l_1256_);
                                                            uint l_1263_ = (32u - l_1256_);
                                                            uint _e4482 = l_mut_650_;
                                                            uint l_1264_ = (_e4482 << l_1263_);
                                                            uint l_1265_ = (l_1262_ | l_1264_);
                                                            l_mut_45_ = l_1265_;
                                                        }
                                                        uint _e4485 = l_mut_650_;
                                                        uint l_1266_ = (_e4485 >> l_1256_);
                                                        uint _e4487 = l_mut_45_;
                                                        l_mut_97_ = _e4487;
                                                        l_mut_82_ = l_1266_;
                                                    }
                                                }
                                                uint _e4488 = l_mut_82_;
                                                uint _e4489 = l_mut_228_;
                                                bool l_1267_ = (_e4488 < _e4489);
                                                uint _e4491 = l_mut_82_;
                                                uint _e4492 = l_mut_228_;
                                                bool l_1268_ = (_e4491 == _e4492);
                                                uint _e4494 = l_mut_97_;
                                                uint _e4495 = l_mut_234_;
                                                bool l_1269_ = (_e4494 < _e4495);
                                                if (l_1268_) {
                                                    local_84 = l_1269_;
                                                } else {
                                                    local_84 = false;
                                                }
                                                bool l_1270_ = local_84;
                                                if (!(l_1267_)) {
                                                    local_85 = l_1270_;
                                                } else {
                                                    local_85 = true;
                                                }
                                                bool l_1271_ = local_85;
                                                bool l_1272_ = !(l_1271_);
                                                if (l_1272_) {
                                                    uint _e4507 = l_mut_234_;
                                                    l_mut_97_ = _e4507;
                                                    uint _e4508 = l_mut_228_;
                                                    l_mut_82_ = _e4508;
                                                    bool l_1273_ = (l_1256_ >= 32u);
                                                    if (l_1273_) {
                                                        uint l_1274_ = (l_1256_ & 31u);
                                                        uint _e4513 = l_mut_234_;
                                                        uint l_1275_ = (_e4513 << l_1274_);
                                                        l_mut_97_ = 0u;
                                                        l_mut_82_ = l_1275_;
                                                    } else {
                                                        bool l_1276_ = (l_1256_ > 0u);
                                                        if (l_1276_) {
                                                            uint _e4518 = l_mut_234_;
                                                            uint l_1277_ = (_e4518 << l_1256_);
                                                            uint _e4520 = l_mut_228_;
                                                            uint l_1278_ = (_e4520 << l_1256_);
                                                            uint l_1279_ = (32u - l_1256_);
                                                            uint _e4524 = l_mut_234_;
                                                            uint l_1280_ = (_e4524 >> l_1279_);
                                                            uint l_1281_ = (l_1278_ | l_1280_);
                                                            l_mut_97_ = l_1277_;
                                                            l_mut_82_ = l_1281_;
                                                        }
                                                    }
                                                    uint _e4527 = l_mut_656_;
                                                    uint _e4528 = l_mut_97_;
                                                    uint l_1282_ = (_e4527 - _e4528);
                                                    uint _e4530 = l_mut_650_;
                                                    uint _e4531 = l_mut_82_;
                                                    uint l_1283_ = (_e4530 - _e4531);
                                                    uint _e4533 = l_mut_656_;
                                                    uint _e4534 = l_mut_97_;
                                                    bool l_1284_ = (_e4533 < _e4534);
                                                    uint l_1285_ = uint(l_1284_);
                                                    uint l_1286_ = (l_1283_ - l_1285_);
                                                    l_mut_656_ = l_1282_;
                                                    l_mut_650_ = l_1286_;
                                                    uint l_1287_ = (1u << l_1256_);
                                                    uint _e4540 = l_mut_644_;
                                                    l_mut_644_ = (_e4540 | l_1287_);
                                                }
                                            }
                                        }
                                        uint _e4545 = l_mut_644_;
                                        uint l_1288_ = min(_e4545, l_1227_);
                                        l_mut_644_ = l_1288_;
                                        uint _e4547 = l_mut_650_;
                                        uint _e4548 = l_mut_228_;
                                        bool l_1289_ = (_e4547 < _e4548);
                                        uint _e4550 = l_mut_650_;
                                        uint _e4551 = l_mut_228_;
                                        bool l_1290_ = (_e4550 == _e4551);
                                        uint _e4553 = l_mut_656_;
                                        uint _e4554 = l_mut_234_;
                                        bool l_1291_ = (_e4553 < _e4554);
                                        if (l_1290_) {
                                            local_86 = l_1291_;
                                        } else {
                                            local_86 = false;
                                        }
                                        bool l_1292_ = local_86;
                                        if (!(l_1289_)) {
                                            local_87 = l_1292_;
                                        } else {
                                            local_87 = true;
                                        }
                                        bool l_1293_ = local_87;
                                        bool l_1294_ = !(l_1293_);
                                        if (l_1294_) {
                                            l_mut_644_ = l_1227_;
                                        }
                                        uint _e4566 = l_mut_644_;
                                        l_mut_1033_ = _e4566;
                                    }
                                } else {
                                    uint _e4567 = l_mut_290_;
                                    l_mut_656_ = _e4567;
                                    uint _e4568 = l_mut_284_;
                                    l_mut_650_ = _e4568;
                                    while(true) {
                                        uint _e4569 = l_mut_228_;
                                        uint _e4570 = l_mut_650_;
                                        bool l_1295_ = (_e4569 < _e4570);
                                        uint _e4572 = l_mut_228_;
                                        uint _e4573 = l_mut_650_;
                                        bool l_1296_ = (_e4572 == _e4573);
                                        uint _e4575 = l_mut_234_;
                                        uint _e4576 = l_mut_656_;
                                        bool l_1297_ = (_e4575 < _e4576);
                                        if (l_1296_) {
                                            local_88 = l_1297_;
                                        } else {
                                            local_88 = false;
                                        }
                                        bool l_1298_ = local_88;
                                        if (!(l_1295_)) {
                                            local_89 = l_1298_;
                                        } else {
                                            local_89 = true;
                                        }
                                        bool l_1299_ = local_89;
                                        uint _e4587 = l_mut_1033_;
                                        uint _e4588 = l_mut_109_;
                                        uint l_1300_ = (_e4587 * _e4588);
                                        uint _e4590 = l_mut_103_;
                                        uint l_1301_ = (_e4590 + l_1300_);
                                        uint _e4592 = l_mut_109_;
                                        uint l_1302_ = (l_1301_ + _e4592);
                                        bool l_1303_ = (l_1302_ < l_77_);
                                        if (l_1299_) {
                                            local_90 = l_1303_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1304_ = local_90;
                                        bool l_1305_ = !(l_1304_);
                                        if (l_1305_) {
                                            break;
                                        }
                                        uint _e4600 = l_mut_656_;
                                        uint _e4601 = l_mut_234_;
                                        uint l_1306_ = (_e4600 - _e4601);
                                        uint _e4603 = l_mut_650_;
                                        uint _e4604 = l_mut_228_;
                                        uint l_1307_ = (_e4603 - _e4604);
                                        uint _e4606 = l_mut_656_;
                                        uint _e4607 = l_mut_234_;
                                        bool l_1308_ = (_e4606 < _e4607);
                                        uint l_1309_ = uint(l_1308_);
                                        uint l_1310_ = (l_1307_ - l_1309_);
                                        l_mut_656_ = l_1306_;
                                        l_mut_650_ = l_1310_;
                                        uint _e4611 = l_mut_1033_;
                                        l_mut_1033_ = (_e4611 + 1u);
                                    }
                                }
                            }
                            uint _e4614 = l_mut_1033_;
                            uint _e4615 = l_mut_109_;
                            uint l_1311_ = (_e4614 * _e4615);
                            uint _e4617 = l_mut_103_;
                            uint l_1312_ = (_e4617 + l_1311_);
                            uint _e4619 = l_mut_109_;
                            uint l_1313_ = (l_1312_ + _e4619);
                            bool l_1314_ = (l_1313_ >= l_77_);
                            if (l_1314_) {
                                l_mut_683_ = 1u;
                            } else {
                                uint _e4623 = l_mut_234_;
                                uint _e4624 = l_mut_1033_;
                                uint l_1315_ = (_e4623 * _e4624);
                                uint _e4626 = l_mut_234_;
                                uint l_2379_ = (_e4626 & 65535u);
                                uint _e4629 = l_mut_234_;
                                uint l_2380_ = (_e4629 >> 16u);
                                uint l_2381_ = (l_2380_ & 65535u);
                                uint _e4634 = l_mut_1033_;
                                uint l_2382_ = (_e4634 & 65535u);
                                uint _e4637 = l_mut_1033_;
                                uint l_2383_ = (_e4637 >> 16u);
                                uint l_2384_ = (l_2383_ & 65535u);
                                uint l_2385_ = (l_2379_ * l_2382_);
                                uint l_2386_ = (l_2381_ * l_2382_);
                                uint l_2387_ = (l_2379_ * l_2384_);
                                uint l_2388_ = (l_2381_ * l_2384_);
                                uint l_2389_ = (l_2385_ >> 16u);
                                uint l_2390_ = (l_2389_ & 65535u);
                                uint l_2391_ = (l_2386_ & 65535u);
                                uint l_2392_ = (l_2390_ + l_2391_);
                                uint l_2393_ = (l_2387_ & 65535u);
                                uint l_2394_ = (l_2392_ + l_2393_);
                                uint l_2395_ = (l_2386_ >> 16u);
                                uint l_2396_ = (l_2395_ & 65535u);
                                uint l_2397_ = (l_2388_ + l_2396_);
                                uint l_2398_ = (l_2387_ >> 16u);
                                uint l_2399_ = (l_2398_ & 65535u);
                                uint l_2400_ = (l_2397_ + l_2399_);
                                uint l_2401_ = (l_2394_ >> 16u);
                                uint l_2402_ = (l_2401_ & 65535u);
                                uint l_1316_ = (l_2400_ + l_2402_);
                                uint _e4671 = l_mut_228_;
                                uint _e4672 = l_mut_1033_;
                                uint l_1317_ = (_e4671 * _e4672);
                                uint l_1318_ = (l_1316_ + l_1317_);
                                uint _e4675 = l_mut_290_;
                                uint l_1319_ = (_e4675 - l_1315_);
                                uint _e4677 = l_mut_284_;
                                uint l_1320_ = (_e4677 - l_1318_);
                                uint _e4679 = l_mut_290_;
                                bool l_1321_ = (_e4679 < l_1315_);
                                uint l_1322_ = uint(l_1321_);
                                uint l_1323_ = (l_1320_ - l_1322_);
                                l_mut_707_ = l_1319_;
                                l_mut_706_ = l_1323_;
                                uint _e4683 = l_mut_1033_;
                                uint _e4684 = l_mut_109_;
                                uint l_1324_ = (_e4683 * _e4684);
                                uint _e4686 = l_mut_103_;
                                uint l_1325_ = (_e4686 + l_1324_);
                                l_mut_703_ = l_1325_;
                                uint _e4688 = l_mut_234_;
                                uint _e4689 = l_mut_707_;
                                uint l_1326_ = (_e4688 - _e4689);
                                uint _e4691 = l_mut_228_;
                                uint _e4692 = l_mut_706_;
                                uint l_1327_ = (_e4691 - _e4692);
                                uint _e4694 = l_mut_234_;
                                uint _e4695 = l_mut_707_;
                                bool l_1328_ = (_e4694 < _e4695);
                                uint l_1329_ = uint(l_1328_);
                                uint l_1330_ = (l_1327_ - l_1329_);
                                l_mut_1028_ = l_1326_;
                                l_mut_712_ = l_1330_;
                                uint _e4699 = l_mut_109_;
                                uint _e4700 = l_mut_703_;
                                uint l_1331_ = (_e4699 + _e4700);
                                l_mut_702_ = l_1331_;
                            }
                        }
                    }
                    uint _e4702 = l_mut_707_;
                    l_mut_290_ = _e4702;
                    uint _e4703 = l_mut_706_;
                    l_mut_284_ = _e4703;
                    uint _e4704 = l_mut_1028_;
                    l_mut_234_ = _e4704;
                    uint _e4705 = l_mut_712_;
                    l_mut_228_ = _e4705;
                    uint _e4706 = l_mut_702_;
                    l_mut_109_ = _e4706;
                    uint _e4707 = l_mut_703_;
                    l_mut_103_ = _e4707;
                    uint _e4708 = l_mut_701_;
                    l_mut_166_ = _e4708;
                    uint _e4709 = l_mut_690_;
                    l_mut_160_ = _e4709;
                    uint _e4710 = l_mut_683_;
                    bool l_1332_ = (_e4710 == 1u);
                    l_mut_612_ = l_1332_;
                    uint _e4713 = l_mut_683_;
                    bool l_1333_ = (_e4713 == 0u);
                    l_mut_619_ = l_1333_;
                }
            }
            bool _e4716 = l_mut_612_;
            bool l_1334_ = !(_e4716);
            if (l_1334_) {
                uint l_1335_ = (l_37_ * 8u);
                uint l_1336_ = (l_1335_ + l_38_);
                uint l_2404_ = _group_0_binding_7_cs.static_meta[6];
                uint l_2405_ = (l_2404_ * 1u);
                uint l_2406_ = (l_2405_ - 1u);
                uint l_2407_ = min(1u, l_2406_);
                uint _e4734 = atomicAdd(_group_0_binding_6_cs[l_2407_], 1u);
                uint l_1339_ = _group_0_binding_7_cs.static_meta[12];
                bool l_1340_ = (_e4734 < l_1339_);
                if (l_1340_) {
                    uint l_2409_ = _group_0_binding_7_cs.static_meta[5];
                    uint l_2410_ = (l_2409_ * 1u);
                    bool l_2411_ = (_e4734 < l_2410_);
                    if (l_2411_) {
                        _group_0_binding_5_cs[_e4734] = l_1336_;
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
