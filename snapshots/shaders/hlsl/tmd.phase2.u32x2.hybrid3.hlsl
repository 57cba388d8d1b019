struct info_st {
    uint static_meta[14];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
RWByteAddressBuffer buffer_6_global : register(u6);
ByteAddressBuffer info : register(t7);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase2_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_103_ = (uint)0;
    uint l_mut_109_ = (uint)0;
    uint l_mut_160_ = (uint)0;
    uint l_mut_166_ = (uint)0;
    uint l_mut_228_ = (uint)0;
    uint l_mut_234_ = (uint)0;
    uint l_mut_284_ = (uint)0;
    uint l_mut_290_ = (uint)0;
    uint l_mut_45_ = (uint)0;
    bool l_mut_612_ = (bool)0;
    bool l_mut_619_ = (bool)0;
    uint l_mut_644_ = (uint)0;
    uint l_mut_650_ = (uint)0;
    uint l_mut_656_ = (uint)0;
    uint l_mut_683_ = (uint)0;
    uint l_mut_690_ = (uint)0;
    uint l_mut_701_ = (uint)0;
    uint l_mut_702_ = (uint)0;
    uint l_mut_703_ = (uint)0;
    uint l_mut_706_ = (uint)0;
    uint l_mut_707_ = (uint)0;
    uint l_mut_712_ = (uint)0;
    uint l_mut_82_ = (uint)0;
    bool l_mut_890_ = (bool)0;
    bool l_mut_907_ = (bool)0;
    uint l_mut_97_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    uint l_mut_704_ = 0u;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    uint l_mut_815_ = 0u;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    uint l_mut_944_ = (uint)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    uint l_mut_1024_ = (uint)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    uint l_mut_1149_ = (uint)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    uint l_mut_1244_ = (uint)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1330_ = asuint(info.Load(24+0));
        uint l_1331_ = (l_1330_ * 1u);
        uint l_1332_ = (l_1331_ - 1u);
        uint l_1333_ = min(3u, l_1332_);
        uint _e66; buffer_6_global.InterlockedAdd(l_1333_*4, 1u, _e66);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1335_ = asuint(info.Load(12+0));
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (0u < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(0u, l_1338_);
        uint l_1340_ = asuint(buffer_3_global.Load(l_1339_*4));
        uint l_7_ = (l_1337_ ? l_1340_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1342_ = asuint(info.Load(12+0));
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (l_9_ < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(l_9_, l_1345_);
        uint l_1347_ = asuint(buffer_3_global.Load(l_1346_*4));
        uint l_10_ = (l_1344_ ? l_1347_ : 0u);
        uint l_1349_ = asuint(info.Load(12+0));
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (2u < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(2u, l_1352_);
        uint l_1354_ = asuint(buffer_3_global.Load(l_1353_*4));
        uint l_12_ = (l_1351_ ? l_1354_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1356_ = asuint(info.Load(12+0));
        uint l_1357_ = (l_1356_ * 1u);
        bool l_1358_ = (l_14_ < l_1357_);
        uint l_1359_ = (l_1357_ - 1u);
        uint l_1360_ = min(l_14_, l_1359_);
        uint l_1361_ = asuint(buffer_3_global.Load(l_1360_*4));
        uint l_15_ = (l_1358_ ? l_1361_ : 0u);
        uint l_1363_ = asuint(info.Load(12+0));
        uint l_1364_ = (l_1363_ * 1u);
        bool l_1365_ = (4u < l_1364_);
        uint l_1366_ = (l_1364_ - 1u);
        uint l_1367_ = min(4u, l_1366_);
        uint l_1368_ = asuint(buffer_3_global.Load(l_1367_*4));
        uint l_17_ = (l_1365_ ? l_1368_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1370_ = asuint(info.Load(12+0));
        uint l_1371_ = (l_1370_ * 1u);
        bool l_1372_ = (l_19_ < l_1371_);
        uint l_1373_ = (l_1371_ - 1u);
        uint l_1374_ = min(l_19_, l_1373_);
        uint l_1375_ = asuint(buffer_3_global.Load(l_1374_*4));
        uint l_20_ = (l_1372_ ? l_1375_ : 0u);
        uint l_1377_ = asuint(info.Load(12+0));
        uint l_1378_ = (l_1377_ * 1u);
        bool l_1379_ = (6u < l_1378_);
        uint l_1380_ = (l_1378_ - 1u);
        uint l_1381_ = min(6u, l_1380_);
        uint l_1382_ = asuint(buffer_3_global.Load(l_1381_*4));
        uint l_22_ = (l_1379_ ? l_1382_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1384_ = asuint(info.Load(12+0));
        uint l_1385_ = (l_1384_ * 1u);
        bool l_1386_ = (l_24_ < l_1385_);
        uint l_1387_ = (l_1385_ - 1u);
        uint l_1388_ = min(l_24_, l_1387_);
        uint l_1389_ = asuint(buffer_3_global.Load(l_1388_*4));
        uint l_25_ = (l_1386_ ? l_1389_ : 0u);
        uint l_1391_ = asuint(info.Load(12+0));
        uint l_1392_ = (l_1391_ * 1u);
        bool l_1393_ = (8u < l_1392_);
        uint l_1394_ = (l_1392_ - 1u);
        uint l_1395_ = min(8u, l_1394_);
        uint l_1396_ = asuint(buffer_3_global.Load(l_1395_*4));
        uint l_27_ = (l_1393_ ? l_1396_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1398_ = asuint(info.Load(12+0));
        uint l_1399_ = (l_1398_ * 1u);
        bool l_1400_ = (l_29_ < l_1399_);
        uint l_1401_ = (l_1399_ - 1u);
        uint l_1402_ = min(l_29_, l_1401_);
        uint l_1403_ = asuint(buffer_3_global.Load(l_1402_*4));
        uint l_30_ = (l_1400_ ? l_1403_ : 0u);
        uint l_1405_ = asuint(info.Load(12+0));
        uint l_1406_ = (l_1405_ * 1u);
        bool l_1407_ = (10u < l_1406_);
        uint l_1408_ = (l_1406_ - 1u);
        uint l_1409_ = min(10u, l_1408_);
        uint l_1410_ = asuint(buffer_3_global.Load(l_1409_*4));
        uint l_32_ = (l_1407_ ? l_1410_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1412_ = asuint(info.Load(12+0));
        uint l_1413_ = (l_1412_ * 1u);
        bool l_1414_ = (l_34_ < l_1413_);
        uint l_1415_ = (l_1413_ - 1u);
        uint l_1416_ = min(l_34_, l_1415_);
        uint l_1417_ = asuint(buffer_3_global.Load(l_1416_*4));
        uint l_35_ = (l_1414_ ? l_1417_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_1419_ = asuint(info.Load(16+0));
        uint l_1420_ = (l_1419_ * 1u);
        bool l_1421_ = (l_36_ < l_1420_);
        uint l_1422_ = (l_1420_ - 1u);
        uint l_1423_ = min(l_36_, l_1422_);
        uint l_1424_ = asuint(buffer_4_global.Load(l_1423_*4));
        uint l_37_ = (l_1421_ ? l_1424_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_1426_ = uint64_t(l_37_);
        uint64_t l_1427_ = uint64_t(l_7_);
        uint64_t l_1428_ = (l_1426_ * l_1427_);
        uint64_t l_1429_ = (l_1428_ >> uint(32uL));
        uint l_42_ = uint(l_1429_);
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
        uint _e345 = l_mut_45_;
        bool l_61_ = (l_40_ < _e345);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1431_ = asuint(info.Load(0+0));
            uint l_1432_ = (l_1431_ * 1u);
            bool l_1433_ = (l_62_ < l_1432_);
            uint l_1434_ = (l_1432_ - 1u);
            uint l_1435_ = min(l_62_, l_1434_);
            uint l_1436_ = asuint(buffer_0_global.Load(l_1435_*4));
            uint l_63_ = (l_1433_ ? l_1436_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1438_ = asuint(info.Load(0+0));
            uint l_1439_ = (l_1438_ * 1u);
            bool l_1440_ = (l_65_ < l_1439_);
            uint l_1441_ = (l_1439_ - 1u);
            uint l_1442_ = min(l_65_, l_1441_);
            uint l_1443_ = asuint(buffer_0_global.Load(l_1442_*4));
            uint l_66_ = (l_1440_ ? l_1443_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1445_ = asuint(info.Load(4+0));
            uint l_1446_ = (l_1445_ * 1u);
            bool l_1447_ = (l_67_ < l_1446_);
            uint l_1448_ = (l_1446_ - 1u);
            uint l_1449_ = min(l_67_, l_1448_);
            uint l_1450_ = asuint(buffer_1_global.Load(l_1449_*4));
            uint l_68_ = (l_1447_ ? l_1450_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1452_ = asuint(info.Load(4+0));
            uint l_1453_ = (l_1452_ * 1u);
            bool l_1454_ = (l_70_ < l_1453_);
            uint l_1455_ = (l_1453_ - 1u);
            uint l_1456_ = min(l_70_, l_1455_);
            uint l_1457_ = asuint(buffer_1_global.Load(l_1456_*4));
            uint l_71_ = (l_1454_ ? l_1457_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1459_ = asuint(info.Load(8+0));
            uint l_1460_ = (l_1459_ * 1u);
            bool l_1461_ = (l_72_ < l_1460_);
            uint l_1462_ = (l_1460_ - 1u);
            uint l_1463_ = min(l_72_, l_1462_);
            uint l_1464_ = asuint(buffer_2_global.Load(l_1463_*4));
            uint l_73_ = (l_1461_ ? l_1464_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1466_ = asuint(info.Load(8+0));
            uint l_1467_ = (l_1466_ * 1u);
            bool l_1468_ = (l_75_ < l_1467_);
            uint l_1469_ = (l_1467_ - 1u);
            uint l_1470_ = min(l_75_, l_1469_);
            uint l_1471_ = asuint(buffer_2_global.Load(l_1470_*4));
            uint l_76_ = (l_1468_ ? l_1471_ : 0u);
            uint l_77_ = naga_div(l_7_, 8u);
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
            uint _e471 = l_mut_45_;
            uint l_88_ = (_e471 * l_79_);
            uint _e473 = l_mut_82_;
            uint l_89_ = (_e473 * l_79_);
            uint _e475 = l_mut_45_;
            uint64_t l_1473_ = uint64_t(_e475);
            uint64_t l_1474_ = uint64_t(l_79_);
            uint64_t l_1475_ = (l_1473_ * l_1474_);
            uint64_t l_1476_ = (l_1475_ >> uint(32uL));
            uint l_90_ = uint(l_1476_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e486 = l_mut_82_;
            uint64_t l_1478_ = uint64_t(_e486);
            uint64_t l_1479_ = uint64_t(l_79_);
            uint64_t l_1480_ = (l_1478_ * l_1479_);
            uint64_t l_1481_ = (l_1480_ >> uint(32uL));
            uint l_92_ = uint(l_1481_);
            bool l_93_ = (l_91_ < l_89_);
            uint l_94_ = uint(l_93_);
            uint l_95_ = (l_92_ + l_94_);
            uint l_96_ = naga_mod(l_12_, 32u);
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
            uint _e515 = l_mut_97_;
            l_mut_109_ = _e515;
            uint _e516 = l_mut_103_;
            l_mut_97_ = _e516;
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
                    uint _e530 = l_mut_103_;
                    l_mut_109_ = _e530;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e531 = l_mut_109_;
            l_mut_103_ = _e531;
            uint _e532 = l_mut_97_;
            l_mut_109_ = _e532;
            if (l_81_) {
                uint _e534 = l_mut_103_;
                uint l_118_ = (0u - _e534);
                uint _e537 = l_mut_109_;
                uint l_119_ = (0u - _e537);
                uint _e540 = l_mut_103_;
                bool l_120_ = (0u < _e540);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e544 = l_mut_103_;
            uint l_123_ = (l_63_ + _e544);
            uint _e546 = l_mut_109_;
            uint l_124_ = (l_66_ + _e546);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint64_t l_1483_ = uint64_t(l_63_);
            uint64_t l_1484_ = uint64_t(l_78_);
            uint64_t l_1485_ = (l_1483_ * l_1484_);
            uint64_t l_1486_ = (l_1485_ >> uint(32uL));
            uint l_129_ = uint(l_1486_);
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
                uint _e585 = l_mut_97_;
                uint l_146_ = (_e585 * l_138_);
                uint _e587 = l_mut_82_;
                uint l_147_ = (_e587 * l_138_);
                uint _e589 = l_mut_97_;
                uint64_t l_1488_ = uint64_t(_e589);
                uint64_t l_1489_ = uint64_t(l_138_);
                uint64_t l_1490_ = (l_1488_ * l_1489_);
                uint64_t l_1491_ = (l_1490_ >> uint(32uL));
                uint l_148_ = uint(l_1491_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e600 = l_mut_82_;
                uint64_t l_1493_ = uint64_t(_e600);
                uint64_t l_1494_ = uint64_t(l_138_);
                uint64_t l_1495_ = (l_1493_ * l_1494_);
                uint64_t l_1496_ = (l_1495_ >> uint(32uL));
                uint l_150_ = uint(l_1496_);
                bool l_151_ = (l_149_ < l_147_);
                uint l_152_ = uint(l_151_);
                uint l_153_ = (l_150_ + l_152_);
                uint l_154_ = naga_mod(l_12_, 32u);
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
                uint _e629 = l_mut_45_;
                l_mut_166_ = _e629;
                uint _e630 = l_mut_160_;
                l_mut_45_ = _e630;
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
                        uint _e644 = l_mut_160_;
                        l_mut_166_ = _e644;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e645 = l_mut_166_;
                l_mut_160_ = _e645;
                uint _e646 = l_mut_45_;
                l_mut_166_ = _e646;
                if (l_140_) {
                    uint _e648 = l_mut_160_;
                    uint l_175_ = (0u - _e648);
                    uint _e651 = l_mut_166_;
                    uint l_176_ = (0u - _e651);
                    uint _e654 = l_mut_160_;
                    bool l_177_ = (0u < _e654);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e658 = l_mut_160_;
                l_mut_109_ = _e658;
                uint _e659 = l_mut_166_;
                l_mut_103_ = _e659;
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
                uint _e672 = l_mut_166_;
                uint l_187_ = (_e672 * l_78_);
                uint _e674 = l_mut_160_;
                uint l_188_ = (_e674 * l_78_);
                uint _e676 = l_mut_166_;
                uint64_t l_1498_ = uint64_t(_e676);
                uint64_t l_1499_ = uint64_t(l_78_);
                uint64_t l_1500_ = (l_1498_ * l_1499_);
                uint64_t l_1501_ = (l_1500_ >> uint(32uL));
                uint l_189_ = uint(l_1501_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e687 = l_mut_160_;
                uint64_t l_1503_ = uint64_t(_e687);
                uint64_t l_1504_ = uint64_t(l_78_);
                uint64_t l_1505_ = (l_1503_ * l_1504_);
                uint64_t l_1506_ = (l_1505_ >> uint(32uL));
                uint l_191_ = uint(l_1506_);
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
                uint _e715 = l_mut_97_;
                l_mut_45_ = _e715;
                uint _e716 = l_mut_82_;
                l_mut_97_ = _e716;
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
                        uint _e728 = l_mut_82_;
                        l_mut_45_ = _e728;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e729 = l_mut_166_;
                uint l_214_ = (_e729 * l_78_);
                uint _e731 = l_mut_160_;
                uint l_215_ = (_e731 * l_78_);
                uint _e733 = l_mut_166_;
                uint64_t l_1508_ = uint64_t(_e733);
                uint64_t l_1509_ = uint64_t(l_78_);
                uint64_t l_1510_ = (l_1508_ * l_1509_);
                uint64_t l_1511_ = (l_1510_ >> uint(32uL));
                uint l_216_ = uint(l_1511_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e744 = l_mut_160_;
                uint64_t l_1513_ = uint64_t(_e744);
                uint64_t l_1514_ = uint64_t(l_78_);
                uint64_t l_1515_ = (l_1513_ * l_1514_);
                uint64_t l_1516_ = (l_1515_ >> uint(32uL));
                uint l_218_ = uint(l_1516_);
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
                uint _e772 = l_mut_82_;
                l_mut_234_ = _e772;
                uint _e773 = l_mut_228_;
                l_mut_82_ = _e773;
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
                        uint _e785 = l_mut_228_;
                        l_mut_234_ = _e785;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e786 = l_mut_45_;
                uint l_243_ = (_e786 * l_78_);
                uint _e788 = l_mut_97_;
                uint l_244_ = (_e788 * l_78_);
                uint _e790 = l_mut_45_;
                uint64_t l_1518_ = uint64_t(_e790);
                uint64_t l_1519_ = uint64_t(l_78_);
                uint64_t l_1520_ = (l_1518_ * l_1519_);
                uint64_t l_1521_ = (l_1520_ >> uint(32uL));
                uint l_245_ = uint(l_1521_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e801 = l_mut_97_;
                uint64_t l_1523_ = uint64_t(_e801);
                uint64_t l_1524_ = uint64_t(l_78_);
                uint64_t l_1525_ = (l_1523_ * l_1524_);
                uint64_t l_1526_ = (l_1525_ >> uint(32uL));
                uint l_247_ = uint(l_1526_);
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
                uint _e829 = l_mut_228_;
                l_mut_160_ = _e829;
                uint _e830 = l_mut_166_;
                l_mut_228_ = _e830;
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
                        uint _e842 = l_mut_166_;
                        l_mut_160_ = _e842;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e843 = l_mut_45_;
                uint l_270_ = (_e843 * l_78_);
                uint _e845 = l_mut_97_;
                uint l_271_ = (_e845 * l_78_);
                uint _e847 = l_mut_45_;
                uint64_t l_1528_ = uint64_t(_e847);
                uint64_t l_1529_ = uint64_t(l_78_);
                uint64_t l_1530_ = (l_1528_ * l_1529_);
                uint64_t l_1531_ = (l_1530_ >> uint(32uL));
                uint l_272_ = uint(l_1531_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e858 = l_mut_97_;
                uint64_t l_1533_ = uint64_t(_e858);
                uint64_t l_1534_ = uint64_t(l_78_);
                uint64_t l_1535_ = (l_1533_ * l_1534_);
                uint64_t l_1536_ = (l_1535_ >> uint(32uL));
                uint l_274_ = uint(l_1536_);
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
                uint _e886 = l_mut_166_;
                l_mut_290_ = _e886;
                uint _e887 = l_mut_284_;
                l_mut_166_ = _e887;
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
                        uint _e899 = l_mut_284_;
                        l_mut_290_ = _e899;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e900 = l_mut_234_;
                uint l_299_ = (_e900 * l_78_);
                uint _e902 = l_mut_234_;
                uint64_t l_1538_ = uint64_t(_e902);
                uint64_t l_1539_ = uint64_t(l_78_);
                uint64_t l_1540_ = (l_1538_ * l_1539_);
                uint64_t l_1541_ = (l_1540_ >> uint(32uL));
                uint l_300_ = uint(l_1541_);
                uint _e912 = l_mut_82_;
                uint l_301_ = (_e912 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e915 = l_mut_290_;
                uint l_303_ = (_e915 + l_299_);
                uint _e917 = l_mut_166_;
                uint l_304_ = (_e917 + l_302_);
                uint _e919 = l_mut_290_;
                bool l_305_ = (l_303_ < _e919);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e923 = l_mut_160_;
                l_mut_109_ = _e923;
                uint _e924 = l_mut_228_;
                l_mut_103_ = _e924;
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
                        uint _e945 = l_mut_160_;
                        l_mut_234_ = _e945;
                        uint _e946 = l_mut_228_;
                        l_mut_166_ = _e946;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e951 = l_mut_228_;
                            uint l_322_ = (_e951 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e956 = l_mut_160_;
                                l_mut_97_ = _e956;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e959 = l_mut_160_;
                                    uint l_325_ = (_e959 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e963 = l_mut_228_;
                                    uint l_327_ = (_e963 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e966 = l_mut_228_;
                                uint l_329_ = (_e966 >> l_12_);
                                uint _e968 = l_mut_97_;
                                l_mut_234_ = _e968;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e969 = l_mut_290_;
                        uint _e970 = l_mut_234_;
                        uint l_330_ = (_e969 + _e970);
                        uint _e972 = l_mut_284_;
                        uint _e973 = l_mut_166_;
                        uint l_331_ = (_e972 + _e973);
                        uint _e975 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e975);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e980 = l_mut_109_;
                    uint l_335_ = (0u - _e980);
                    uint _e983 = l_mut_103_;
                    uint l_336_ = (0u - _e983);
                    uint _e986 = l_mut_109_;
                    bool l_337_ = (0u < _e986);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e990 = l_mut_109_;
            uint l_340_ = (l_132_ + _e990);
            uint _e992 = l_mut_103_;
            uint l_341_ = (l_136_ + _e992);
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
            uint _e1009 = l_mut_290_;
            uint l_352_ = (_e1009 * l_77_);
            uint _e1011 = l_mut_284_;
            uint l_353_ = (_e1011 * l_77_);
            uint _e1013 = l_mut_290_;
            uint64_t l_1543_ = uint64_t(_e1013);
            uint64_t l_1544_ = uint64_t(l_77_);
            uint64_t l_1545_ = (l_1543_ * l_1544_);
            uint64_t l_1546_ = (l_1545_ >> uint(32uL));
            uint l_354_ = uint(l_1546_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1024 = l_mut_284_;
            uint64_t l_1548_ = uint64_t(_e1024);
            uint64_t l_1549_ = uint64_t(l_77_);
            uint64_t l_1550_ = (l_1548_ * l_1549_);
            uint64_t l_1551_ = (l_1550_ >> uint(32uL));
            uint l_356_ = uint(l_1551_);
            bool l_357_ = (l_355_ < l_353_);
            uint l_358_ = uint(l_357_);
            uint l_359_ = (l_356_ + l_358_);
            uint l_360_ = naga_mod(l_12_, 32u);
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
            uint _e1053 = l_mut_234_;
            l_mut_166_ = _e1053;
            uint _e1054 = l_mut_228_;
            l_mut_234_ = _e1054;
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
                    uint _e1068 = l_mut_228_;
                    l_mut_166_ = _e1068;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1069 = l_mut_166_;
            l_mut_290_ = _e1069;
            uint _e1070 = l_mut_234_;
            l_mut_284_ = _e1070;
            if (l_346_) {
                uint _e1072 = l_mut_290_;
                uint l_379_ = (0u - _e1072);
                uint _e1075 = l_mut_284_;
                uint l_380_ = (0u - _e1075);
                uint _e1078 = l_mut_290_;
                bool l_381_ = (0u < _e1078);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1082 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1082);
            uint _e1084 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1084);
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
                uint _e1108 = l_mut_234_;
                uint l_399_ = (_e1108 * l_391_);
                uint _e1110 = l_mut_228_;
                uint l_400_ = (_e1110 * l_391_);
                uint _e1112 = l_mut_234_;
                uint64_t l_1553_ = uint64_t(_e1112);
                uint64_t l_1554_ = uint64_t(l_391_);
                uint64_t l_1555_ = (l_1553_ * l_1554_);
                uint64_t l_1556_ = (l_1555_ >> uint(32uL));
                uint l_401_ = uint(l_1556_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1123 = l_mut_228_;
                uint64_t l_1558_ = uint64_t(_e1123);
                uint64_t l_1559_ = uint64_t(l_391_);
                uint64_t l_1560_ = (l_1558_ * l_1559_);
                uint64_t l_1561_ = (l_1560_ >> uint(32uL));
                uint l_403_ = uint(l_1561_);
                bool l_404_ = (l_402_ < l_400_);
                uint l_405_ = uint(l_404_);
                uint l_406_ = (l_403_ + l_405_);
                uint l_407_ = naga_mod(l_389_, 32u);
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
                uint _e1152 = l_mut_166_;
                l_mut_109_ = _e1152;
                uint _e1153 = l_mut_160_;
                l_mut_166_ = _e1153;
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
                        uint _e1167 = l_mut_160_;
                        l_mut_109_ = _e1167;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1168 = l_mut_109_;
                l_mut_234_ = _e1168;
                uint _e1169 = l_mut_166_;
                l_mut_228_ = _e1169;
                if (l_393_) {
                    uint _e1171 = l_mut_234_;
                    uint l_426_ = (0u - _e1171);
                    uint _e1174 = l_mut_228_;
                    uint l_427_ = (0u - _e1174);
                    uint _e1177 = l_mut_234_;
                    bool l_428_ = (0u < _e1177);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1181 = l_mut_234_;
                l_mut_290_ = _e1181;
                uint _e1182 = l_mut_228_;
                l_mut_284_ = _e1182;
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
                uint _e1195 = l_mut_234_;
                uint l_438_ = (_e1195 * l_77_);
                uint _e1197 = l_mut_228_;
                uint l_439_ = (_e1197 * l_77_);
                uint _e1199 = l_mut_234_;
                uint64_t l_1563_ = uint64_t(_e1199);
                uint64_t l_1564_ = uint64_t(l_77_);
                uint64_t l_1565_ = (l_1563_ * l_1564_);
                uint64_t l_1566_ = (l_1565_ >> uint(32uL));
                uint l_440_ = uint(l_1566_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1210 = l_mut_228_;
                uint64_t l_1568_ = uint64_t(_e1210);
                uint64_t l_1569_ = uint64_t(l_77_);
                uint64_t l_1570_ = (l_1568_ * l_1569_);
                uint64_t l_1571_ = (l_1570_ >> uint(32uL));
                uint l_442_ = uint(l_1571_);
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
                uint _e1238 = l_mut_166_;
                l_mut_109_ = _e1238;
                uint _e1239 = l_mut_160_;
                l_mut_166_ = _e1239;
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
                        uint _e1251 = l_mut_160_;
                        l_mut_109_ = _e1251;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1252 = l_mut_234_;
                uint l_465_ = (_e1252 * l_77_);
                uint _e1254 = l_mut_228_;
                uint l_466_ = (_e1254 * l_77_);
                uint _e1256 = l_mut_234_;
                uint64_t l_1573_ = uint64_t(_e1256);
                uint64_t l_1574_ = uint64_t(l_77_);
                uint64_t l_1575_ = (l_1573_ * l_1574_);
                uint64_t l_1576_ = (l_1575_ >> uint(32uL));
                uint l_467_ = uint(l_1576_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1267 = l_mut_228_;
                uint64_t l_1578_ = uint64_t(_e1267);
                uint64_t l_1579_ = uint64_t(l_77_);
                uint64_t l_1580_ = (l_1578_ * l_1579_);
                uint64_t l_1581_ = (l_1580_ >> uint(32uL));
                uint l_469_ = uint(l_1581_);
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
                uint _e1295 = l_mut_160_;
                l_mut_97_ = _e1295;
                uint _e1296 = l_mut_103_;
                l_mut_160_ = _e1296;
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
                        uint _e1308 = l_mut_103_;
                        l_mut_97_ = _e1308;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e1309 = l_mut_109_;
                uint l_492_ = (_e1309 * l_77_);
                uint _e1311 = l_mut_166_;
                uint l_493_ = (_e1311 * l_77_);
                uint _e1313 = l_mut_109_;
                uint64_t l_1583_ = uint64_t(_e1313);
                uint64_t l_1584_ = uint64_t(l_77_);
                uint64_t l_1585_ = (l_1583_ * l_1584_);
                uint64_t l_1586_ = (l_1585_ >> uint(32uL));
                uint l_494_ = uint(l_1586_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e1324 = l_mut_166_;
                uint64_t l_1588_ = uint64_t(_e1324);
                uint64_t l_1589_ = uint64_t(l_77_);
                uint64_t l_1590_ = (l_1588_ * l_1589_);
                uint64_t l_1591_ = (l_1590_ >> uint(32uL));
                uint l_496_ = uint(l_1591_);
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
                uint _e1352 = l_mut_234_;
                l_mut_103_ = _e1352;
                uint _e1353 = l_mut_228_;
                l_mut_234_ = _e1353;
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
                        uint _e1365 = l_mut_228_;
                        l_mut_103_ = _e1365;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e1366 = l_mut_109_;
                uint l_519_ = (_e1366 * l_77_);
                uint _e1368 = l_mut_166_;
                uint l_520_ = (_e1368 * l_77_);
                uint _e1370 = l_mut_109_;
                uint64_t l_1593_ = uint64_t(_e1370);
                uint64_t l_1594_ = uint64_t(l_77_);
                uint64_t l_1595_ = (l_1593_ * l_1594_);
                uint64_t l_1596_ = (l_1595_ >> uint(32uL));
                uint l_521_ = uint(l_1596_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e1381 = l_mut_166_;
                uint64_t l_1598_ = uint64_t(_e1381);
                uint64_t l_1599_ = uint64_t(l_77_);
                uint64_t l_1600_ = (l_1598_ * l_1599_);
                uint64_t l_1601_ = (l_1600_ >> uint(32uL));
                uint l_523_ = uint(l_1601_);
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
                uint _e1409 = l_mut_228_;
                l_mut_45_ = _e1409;
                uint _e1410 = l_mut_82_;
                l_mut_228_ = _e1410;
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
                        uint _e1422 = l_mut_82_;
                        l_mut_45_ = _e1422;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e1423 = l_mut_97_;
                uint l_546_ = (_e1423 * l_77_);
                uint _e1425 = l_mut_97_;
                uint64_t l_1603_ = uint64_t(_e1425);
                uint64_t l_1604_ = uint64_t(l_77_);
                uint64_t l_1605_ = (l_1603_ * l_1604_);
                uint64_t l_1606_ = (l_1605_ >> uint(32uL));
                uint l_547_ = uint(l_1606_);
                uint _e1435 = l_mut_160_;
                uint l_548_ = (_e1435 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e1438 = l_mut_45_;
                uint l_550_ = (_e1438 + l_546_);
                uint _e1440 = l_mut_228_;
                uint l_551_ = (_e1440 + l_549_);
                uint _e1442 = l_mut_45_;
                bool l_552_ = (l_550_ < _e1442);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e1446 = l_mut_103_;
                l_mut_290_ = _e1446;
                uint _e1447 = l_mut_234_;
                l_mut_284_ = _e1447;
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
                        uint _e1468 = l_mut_103_;
                        l_mut_160_ = _e1468;
                        uint _e1469 = l_mut_234_;
                        l_mut_109_ = _e1469;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e1474 = l_mut_234_;
                            uint l_569_ = (_e1474 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e1479 = l_mut_103_;
                                l_mut_97_ = _e1479;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e1482 = l_mut_103_;
                                    uint l_572_ = (_e1482 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e1486 = l_mut_234_;
                                    uint l_574_ = (_e1486 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e1489 = l_mut_234_;
                                uint l_576_ = (_e1489 >> l_389_);
                                uint _e1491 = l_mut_97_;
                                l_mut_160_ = _e1491;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e1492 = l_mut_228_;
                        uint _e1493 = l_mut_160_;
                        uint l_577_ = (_e1492 + _e1493);
                        uint _e1495 = l_mut_166_;
                        uint _e1496 = l_mut_109_;
                        uint l_578_ = (_e1495 + _e1496);
                        uint _e1498 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e1498);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e1503 = l_mut_290_;
                    uint l_582_ = (0u - _e1503);
                    uint _e1506 = l_mut_284_;
                    uint l_583_ = (0u - _e1506);
                    uint _e1509 = l_mut_290_;
                    bool l_584_ = (0u < _e1509);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e1513 = l_mut_290_;
            uint l_587_ = (l_340_ - _e1513);
            uint _e1515 = l_mut_284_;
            uint l_588_ = (l_344_ - _e1515);
            uint _e1517 = l_mut_290_;
            bool l_589_ = (l_340_ < _e1517);
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
            uint _e1550 = l_mut_160_;
            bool l_613_ = (_e1550 < l_606_);
            uint _e1552 = l_mut_160_;
            bool l_614_ = (_e1552 == l_606_);
            uint _e1554 = l_mut_166_;
            bool l_615_ = (_e1554 < l_602_);
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
                bool _e1569 = l_mut_619_;
                l_mut_612_ = _e1569;
                l_mut_619_ = false;
            }
            bool _e1571 = l_mut_619_;
            if (_e1571) {
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
                uint _e1586 = l_mut_97_;
                uint l_630_ = (_e1586 * l_629_);
                uint _e1588 = l_mut_97_;
                uint64_t l_1608_ = uint64_t(_e1588);
                uint64_t l_1609_ = uint64_t(l_629_);
                uint64_t l_1610_ = (l_1608_ * l_1609_);
                uint64_t l_1611_ = (l_1610_ >> uint(32uL));
                uint l_631_ = uint(l_1611_);
                uint _e1598 = l_mut_82_;
                uint l_632_ = (_e1598 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e1604 = l_mut_97_;
                uint l_635_ = (_e1604 * l_634_);
                uint _e1606 = l_mut_82_;
                uint l_636_ = (_e1606 * l_634_);
                uint _e1608 = l_mut_97_;
                uint64_t l_1613_ = uint64_t(_e1608);
                uint64_t l_1614_ = uint64_t(l_634_);
                uint64_t l_1615_ = (l_1613_ * l_1614_);
                uint64_t l_1616_ = (l_1615_ >> uint(32uL));
                uint l_637_ = uint(l_1616_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e1619 = l_mut_82_;
                uint64_t l_1618_ = uint64_t(_e1619);
                uint64_t l_1619_ = uint64_t(l_634_);
                uint64_t l_1620_ = (l_1618_ * l_1619_);
                uint64_t l_1621_ = (l_1620_ >> uint(32uL));
                uint l_639_ = uint(l_1621_);
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
                uint _e1647 = l_mut_644_;
                l_mut_656_ = _e1647;
                uint _e1648 = l_mut_650_;
                l_mut_644_ = _e1648;
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
                        uint _e1660 = l_mut_650_;
                        l_mut_656_ = _e1660;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e1661 = l_mut_656_;
                uint _e1662 = l_mut_644_;
                uint l_665_ = (_e1661 | _e1662);
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
                            uint _e1697 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e1697);
                            uint _e1699 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e1699);
                            uint _e1701 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e1701);
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
                                uint _e1714 = l_mut_82_;
                                bool l_691_ = (_e1714 < l_671_);
                                uint _e1716 = l_mut_82_;
                                bool l_692_ = (_e1716 == l_671_);
                                uint _e1718 = l_mut_97_;
                                bool l_693_ = (_e1718 < l_667_);
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
                                    uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                    bool loop_init = true;
                                    while(true) {
                                        if (all(loop_bound == uint2(0u, 0u))) { break; }
                                        loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                        if (!loop_init) {
                                            uint _e1825 = l_mut_704_;
                                            l_mut_704_ = (_e1825 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e1740 = l_mut_704_;
                                        if ((_e1740 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1744 = l_mut_704_;
                                            uint l_705_ = (19u - _e1744);
                                            uint _e1746 = l_mut_701_;
                                            l_mut_706_ = _e1746;
                                            uint _e1747 = l_mut_702_;
                                            l_mut_707_ = _e1747;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e1752 = l_mut_702_;
                                                uint l_710_ = (_e1752 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e1757 = l_mut_701_;
                                                    l_mut_712_ = _e1757;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e1760 = l_mut_701_;
                                                        uint l_714_ = (_e1760 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e1764 = l_mut_702_;
                                                        uint l_716_ = (_e1764 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e1767 = l_mut_702_;
                                                    uint l_718_ = (_e1767 >> l_705_);
                                                    uint _e1769 = l_mut_712_;
                                                    l_mut_706_ = _e1769;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e1770 = l_mut_707_;
                                            uint _e1771 = l_mut_82_;
                                            bool l_719_ = (_e1770 < _e1771);
                                            uint _e1773 = l_mut_707_;
                                            uint _e1774 = l_mut_82_;
                                            bool l_720_ = (_e1773 == _e1774);
                                            uint _e1776 = l_mut_706_;
                                            uint _e1777 = l_mut_97_;
                                            bool l_721_ = (_e1776 < _e1777);
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
                                                uint _e1789 = l_mut_97_;
                                                l_mut_712_ = _e1789;
                                                uint _e1790 = l_mut_82_;
                                                l_mut_707_ = _e1790;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e1795 = l_mut_97_;
                                                    uint l_727_ = (_e1795 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e1800 = l_mut_97_;
                                                        uint l_729_ = (_e1800 << l_705_);
                                                        uint _e1802 = l_mut_82_;
                                                        uint l_730_ = (_e1802 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e1806 = l_mut_97_;
                                                        uint l_732_ = (_e1806 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e1809 = l_mut_701_;
                                                uint _e1810 = l_mut_712_;
                                                uint l_734_ = (_e1809 - _e1810);
                                                uint _e1812 = l_mut_702_;
                                                uint _e1813 = l_mut_707_;
                                                uint l_735_ = (_e1812 - _e1813);
                                                uint _e1815 = l_mut_701_;
                                                uint _e1816 = l_mut_712_;
                                                bool l_736_ = (_e1815 < _e1816);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e1822 = l_mut_703_;
                                                l_mut_703_ = (_e1822 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e1827 = l_mut_703_;
                                    uint l_740_ = min(_e1827, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e1829 = l_mut_702_;
                                    uint _e1830 = l_mut_82_;
                                    bool l_741_ = (_e1829 < _e1830);
                                    uint _e1832 = l_mut_702_;
                                    uint _e1833 = l_mut_82_;
                                    bool l_742_ = (_e1832 == _e1833);
                                    uint _e1835 = l_mut_701_;
                                    uint _e1836 = l_mut_97_;
                                    bool l_743_ = (_e1835 < _e1836);
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
                                    uint _e1848 = l_mut_712_;
                                    l_mut_690_ = _e1848;
                                }
                                uint _e1849 = l_mut_97_;
                                uint _e1850 = l_mut_690_;
                                uint l_747_ = (_e1849 * _e1850);
                                uint _e1852 = l_mut_97_;
                                uint64_t l_1623_ = uint64_t(_e1852);
                                uint _e1854 = l_mut_690_;
                                uint64_t l_1624_ = uint64_t(_e1854);
                                uint64_t l_1625_ = (l_1623_ * l_1624_);
                                uint64_t l_1626_ = (l_1625_ >> uint(32uL));
                                uint l_748_ = uint(l_1626_);
                                uint _e1863 = l_mut_82_;
                                uint _e1864 = l_mut_690_;
                                uint l_749_ = (_e1863 * _e1864);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e1872 = l_mut_683_;
                                uint _e1873 = l_mut_82_;
                                bool l_756_ = (_e1872 < _e1873);
                                uint _e1875 = l_mut_683_;
                                uint _e1876 = l_mut_82_;
                                bool l_757_ = (_e1875 == _e1876);
                                uint _e1878 = l_mut_644_;
                                uint _e1879 = l_mut_97_;
                                bool l_758_ = (_e1878 < _e1879);
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
                                    uint _e1891 = l_mut_644_;
                                    uint _e1892 = l_mut_97_;
                                    uint l_762_ = (_e1891 - _e1892);
                                    uint _e1894 = l_mut_683_;
                                    uint _e1895 = l_mut_82_;
                                    uint l_763_ = (_e1894 - _e1895);
                                    uint _e1897 = l_mut_644_;
                                    uint _e1898 = l_mut_97_;
                                    bool l_764_ = (_e1897 < _e1898);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e1902 = l_mut_97_;
                            uint _e1903 = l_mut_644_;
                            uint l_767_ = (_e1902 - _e1903);
                            uint _e1905 = l_mut_82_;
                            uint _e1906 = l_mut_683_;
                            uint l_768_ = (_e1905 - _e1906);
                            uint _e1908 = l_mut_97_;
                            uint _e1909 = l_mut_644_;
                            bool l_769_ = (_e1908 < _e1909);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e1913 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e1913);
                            uint _e1915 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e1915);
                            uint _e1917 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e1917);
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
                                uint _e1929 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e1929);
                                uint _e1931 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e1931);
                                uint _e1933 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e1933);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e1937 = l_mut_707_;
                            uint _e1938 = l_mut_650_;
                            bool l_783_ = (_e1937 < _e1938);
                            uint _e1940 = l_mut_707_;
                            uint _e1941 = l_mut_650_;
                            bool l_784_ = (_e1940 == _e1941);
                            uint _e1943 = l_mut_712_;
                            uint _e1944 = l_mut_656_;
                            bool l_785_ = (_e1943 < _e1944);
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
                                uint _e1955 = l_mut_712_;
                                l_mut_656_ = _e1955;
                                uint _e1956 = l_mut_707_;
                                l_mut_650_ = _e1956;
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
                            uint _e1976 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e1976);
                            uint _e1978 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e1978);
                            uint _e1980 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e1980);
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
                                uint _e1993 = l_mut_82_;
                                bool l_805_ = (_e1993 < l_596_);
                                uint _e1995 = l_mut_82_;
                                bool l_806_ = (_e1995 == l_596_);
                                uint _e1997 = l_mut_97_;
                                bool l_807_ = (_e1997 < l_592_);
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
                                    uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                        loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                        if (!loop_init_1) {
                                            uint _e2104 = l_mut_815_;
                                            l_mut_815_ = (_e2104 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e2019 = l_mut_815_;
                                        if ((_e2019 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2023 = l_mut_815_;
                                            uint l_816_ = (19u - _e2023);
                                            uint _e2025 = l_mut_703_;
                                            l_mut_690_ = _e2025;
                                            uint _e2026 = l_mut_702_;
                                            l_mut_683_ = _e2026;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e2031 = l_mut_702_;
                                                uint l_819_ = (_e2031 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e2036 = l_mut_703_;
                                                    l_mut_644_ = _e2036;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e2039 = l_mut_703_;
                                                        uint l_822_ = (_e2039 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e2043 = l_mut_702_;
                                                        uint l_824_ = (_e2043 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e2046 = l_mut_702_;
                                                    uint l_826_ = (_e2046 >> l_816_);
                                                    uint _e2048 = l_mut_644_;
                                                    l_mut_690_ = _e2048;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e2049 = l_mut_683_;
                                            uint _e2050 = l_mut_82_;
                                            bool l_827_ = (_e2049 < _e2050);
                                            uint _e2052 = l_mut_683_;
                                            uint _e2053 = l_mut_82_;
                                            bool l_828_ = (_e2052 == _e2053);
                                            uint _e2055 = l_mut_690_;
                                            uint _e2056 = l_mut_97_;
                                            bool l_829_ = (_e2055 < _e2056);
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
                                                uint _e2068 = l_mut_97_;
                                                l_mut_690_ = _e2068;
                                                uint _e2069 = l_mut_82_;
                                                l_mut_683_ = _e2069;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e2074 = l_mut_97_;
                                                    uint l_835_ = (_e2074 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e2079 = l_mut_97_;
                                                        uint l_837_ = (_e2079 << l_816_);
                                                        uint _e2081 = l_mut_82_;
                                                        uint l_838_ = (_e2081 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e2085 = l_mut_97_;
                                                        uint l_840_ = (_e2085 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e2088 = l_mut_703_;
                                                uint _e2089 = l_mut_690_;
                                                uint l_842_ = (_e2088 - _e2089);
                                                uint _e2091 = l_mut_702_;
                                                uint _e2092 = l_mut_683_;
                                                uint l_843_ = (_e2091 - _e2092);
                                                uint _e2094 = l_mut_703_;
                                                uint _e2095 = l_mut_690_;
                                                bool l_844_ = (_e2094 < _e2095);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e2101 = l_mut_701_;
                                                l_mut_701_ = (_e2101 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e2106 = l_mut_701_;
                                    uint l_848_ = min(_e2106, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e2108 = l_mut_702_;
                                    uint _e2109 = l_mut_82_;
                                    bool l_849_ = (_e2108 < _e2109);
                                    uint _e2111 = l_mut_702_;
                                    uint _e2112 = l_mut_82_;
                                    bool l_850_ = (_e2111 == _e2112);
                                    uint _e2114 = l_mut_703_;
                                    uint _e2115 = l_mut_97_;
                                    bool l_851_ = (_e2114 < _e2115);
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
                                    uint _e2127 = l_mut_701_;
                                    l_mut_706_ = _e2127;
                                }
                                uint _e2128 = l_mut_97_;
                                uint _e2129 = l_mut_706_;
                                uint l_855_ = (_e2128 * _e2129);
                                uint _e2131 = l_mut_97_;
                                uint64_t l_1628_ = uint64_t(_e2131);
                                uint _e2133 = l_mut_706_;
                                uint64_t l_1629_ = uint64_t(_e2133);
                                uint64_t l_1630_ = (l_1628_ * l_1629_);
                                uint64_t l_1631_ = (l_1630_ >> uint(32uL));
                                uint l_856_ = uint(l_1631_);
                                uint _e2142 = l_mut_82_;
                                uint _e2143 = l_mut_706_;
                                uint l_857_ = (_e2142 * _e2143);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e2151 = l_mut_707_;
                                uint _e2152 = l_mut_82_;
                                bool l_864_ = (_e2151 < _e2152);
                                uint _e2154 = l_mut_707_;
                                uint _e2155 = l_mut_82_;
                                bool l_865_ = (_e2154 == _e2155);
                                uint _e2157 = l_mut_712_;
                                uint _e2158 = l_mut_97_;
                                bool l_866_ = (_e2157 < _e2158);
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
                                    uint _e2170 = l_mut_712_;
                                    uint _e2171 = l_mut_97_;
                                    uint l_870_ = (_e2170 - _e2171);
                                    uint _e2173 = l_mut_707_;
                                    uint _e2174 = l_mut_82_;
                                    uint l_871_ = (_e2173 - _e2174);
                                    uint _e2176 = l_mut_712_;
                                    uint _e2177 = l_mut_97_;
                                    bool l_872_ = (_e2176 < _e2177);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e2181 = l_mut_707_;
                            uint _e2182 = l_mut_650_;
                            bool l_875_ = (_e2181 < _e2182);
                            uint _e2184 = l_mut_707_;
                            uint _e2185 = l_mut_650_;
                            bool l_876_ = (_e2184 == _e2185);
                            uint _e2187 = l_mut_712_;
                            uint _e2188 = l_mut_656_;
                            bool l_877_ = (_e2187 < _e2188);
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
                                uint _e2199 = l_mut_712_;
                                l_mut_656_ = _e2199;
                                uint _e2200 = l_mut_707_;
                                l_mut_650_ = _e2200;
                            }
                        }
                    }
                    uint _e2201 = l_mut_650_;
                    bool l_880_ = (_e2201 < l_606_);
                    uint _e2203 = l_mut_650_;
                    bool l_881_ = (_e2203 == l_606_);
                    uint _e2205 = l_mut_656_;
                    bool l_882_ = (_e2205 < l_602_);
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
                uint _e2220 = l_mut_45_;
                bool l_888_ = (_e2220 > 0u);
                if (l_888_) {
                    uint _e2223 = l_mut_45_;
                    bool l_889_ = (_e2223 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                bool _e2228 = l_mut_619_;
                bool l_891_ = !(_e2228);
                if (l_891_) {
                    break;
                }
                uint _e2230 = l_mut_160_;
                uint _e2231 = l_mut_284_;
                bool l_892_ = (_e2230 < _e2231);
                uint _e2233 = l_mut_160_;
                uint _e2234 = l_mut_284_;
                bool l_893_ = (_e2233 == _e2234);
                uint _e2236 = l_mut_166_;
                uint _e2237 = l_mut_290_;
                bool l_894_ = (_e2236 < _e2237);
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
                    uint _e2248 = l_mut_290_;
                    uint _e2249 = l_mut_166_;
                    uint l_897_ = (_e2248 - _e2249);
                    uint _e2251 = l_mut_284_;
                    uint _e2252 = l_mut_160_;
                    uint l_898_ = (_e2251 - _e2252);
                    uint _e2254 = l_mut_290_;
                    uint _e2255 = l_mut_166_;
                    bool l_899_ = (_e2254 < _e2255);
                    uint l_900_ = uint(l_899_);
                    uint l_901_ = (l_898_ - l_900_);
                    uint _e2259 = l_mut_290_;
                    l_mut_712_ = _e2259;
                    uint _e2260 = l_mut_284_;
                    l_mut_707_ = _e2260;
                    uint _e2261 = l_mut_284_;
                    bool l_902_ = (l_901_ < _e2261);
                    uint _e2263 = l_mut_284_;
                    bool l_903_ = (l_901_ == _e2263);
                    uint _e2265 = l_mut_290_;
                    bool l_904_ = (l_897_ < _e2265);
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
                    uint _e2277 = l_mut_712_;
                    l_mut_706_ = _e2277;
                    uint _e2278 = l_mut_707_;
                    l_mut_703_ = _e2278;
                    if (false) {
                        uint _e2281 = l_mut_707_;
                        uint l_910_ = (_e2281 >> 3u);
                        l_mut_706_ = l_910_;
                        l_mut_703_ = 0u;
                    } else {
                        if (true) {
                            uint _e2285 = l_mut_712_;
                            l_mut_702_ = _e2285;
                            if (true) {
                                uint _e2287 = l_mut_712_;
                                uint l_913_ = (_e2287 >> 3u);
                                uint _e2290 = l_mut_707_;
                                uint l_914_ = (_e2290 << 29u);
                                uint l_915_ = (l_913_ | l_914_);
                                l_mut_702_ = l_915_;
                            }
                            uint _e2294 = l_mut_707_;
                            uint l_916_ = (_e2294 >> 3u);
                            uint _e2297 = l_mut_702_;
                            l_mut_706_ = _e2297;
                            l_mut_703_ = l_916_;
                        }
                    }
                    uint _e2298 = l_mut_703_;
                    uint _e2299 = l_mut_228_;
                    bool l_917_ = (_e2298 < _e2299);
                    uint _e2301 = l_mut_703_;
                    uint _e2302 = l_mut_228_;
                    bool l_918_ = (_e2301 == _e2302);
                    uint _e2304 = l_mut_706_;
                    uint _e2305 = l_mut_234_;
                    bool l_919_ = (_e2304 < _e2305);
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
                    uint _e2318 = l_mut_234_;
                    uint _e2319 = l_mut_228_;
                    uint l_923_ = (_e2318 | _e2319);
                    bool l_924_ = (l_923_ == 0u);
                    bool l_925_ = !(l_924_);
                    bool _e2324 = l_mut_907_;
                    if (_e2324) {
                        local_45 = l_925_;
                    } else {
                        local_45 = false;
                    }
                    bool l_926_ = local_45;
                    uint _e2329 = l_mut_228_;
                    uint _e2330 = l_mut_707_;
                    bool l_927_ = (_e2329 < _e2330);
                    uint _e2332 = l_mut_228_;
                    uint _e2333 = l_mut_707_;
                    bool l_928_ = (_e2332 == _e2333);
                    uint _e2335 = l_mut_234_;
                    uint _e2336 = l_mut_712_;
                    bool l_929_ = (_e2335 < _e2336);
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
                    uint _e2351 = l_mut_109_;
                    uint _e2352 = l_mut_103_;
                    uint l_933_ = (_e2351 + _e2352);
                    bool l_934_ = (l_933_ < l_77_);
                    if (l_932_) {
                        local_49 = l_934_;
                    } else {
                        local_49 = false;
                    }
                    bool l_935_ = local_49;
                    if (l_935_) {
                        uint _e2359 = l_mut_109_;
                        uint l_936_ = (l_77_ - _e2359);
                        uint _e2361 = l_mut_103_;
                        uint l_937_ = (l_936_ - _e2361);
                        uint _e2363 = l_mut_109_;
                        uint l_938_ = naga_div(l_937_, _e2363);
                        uint _e2365 = l_mut_712_;
                        uint l_939_ = (_e2365 - 1u);
                        uint _e2368 = l_mut_707_;
                        uint l_940_ = (_e2368 - 0u);
                        uint _e2371 = l_mut_712_;
                        bool l_941_ = (_e2371 < 1u);
                        uint l_942_ = uint(l_941_);
                        uint l_943_ = (l_940_ - l_942_);
                        l_mut_712_ = l_939_;
                        l_mut_707_ = l_943_;
                        l_mut_703_ = 0u;
                        l_mut_944_ = 0u;
                        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                        bool loop_init_2 = true;
                        while(true) {
                            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                            if (!loop_init_2) {
                                uint _e2464 = l_mut_944_;
                                l_mut_944_ = (_e2464 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e2379 = l_mut_944_;
                            if ((_e2379 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2383 = l_mut_944_;
                                uint l_945_ = (19u - _e2383);
                                uint _e2385 = l_mut_712_;
                                l_mut_702_ = _e2385;
                                uint _e2386 = l_mut_707_;
                                l_mut_701_ = _e2386;
                                bool l_946_ = (l_945_ >= 32u);
                                if (l_946_) {
                                    uint l_947_ = (l_945_ & 31u);
                                    uint _e2391 = l_mut_707_;
                                    uint l_948_ = (_e2391 >> l_947_);
                                    l_mut_702_ = l_948_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_949_ = (l_945_ > 0u);
                                    if (l_949_) {
                                        uint _e2396 = l_mut_712_;
                                        l_mut_690_ = _e2396;
                                        bool l_950_ = (l_945_ > 0u);
                                        if (l_950_) {
                                            uint _e2399 = l_mut_712_;
                                            uint l_951_ = (_e2399 >> l_945_);
                                            uint l_952_ = (32u - l_945_);
                                            uint _e2403 = l_mut_707_;
                                            uint l_953_ = (_e2403 << l_952_);
                                            uint l_954_ = (l_951_ | l_953_);
                                            l_mut_690_ = l_954_;
                                        }
                                        uint _e2406 = l_mut_707_;
                                        uint l_955_ = (_e2406 >> l_945_);
                                        uint _e2408 = l_mut_690_;
                                        l_mut_702_ = _e2408;
                                        l_mut_701_ = l_955_;
                                    }
                                }
                                uint _e2409 = l_mut_701_;
                                uint _e2410 = l_mut_228_;
                                bool l_956_ = (_e2409 < _e2410);
                                uint _e2412 = l_mut_701_;
                                uint _e2413 = l_mut_228_;
                                bool l_957_ = (_e2412 == _e2413);
                                uint _e2415 = l_mut_702_;
                                uint _e2416 = l_mut_234_;
                                bool l_958_ = (_e2415 < _e2416);
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
                                    uint _e2428 = l_mut_234_;
                                    l_mut_702_ = _e2428;
                                    uint _e2429 = l_mut_228_;
                                    l_mut_701_ = _e2429;
                                    bool l_962_ = (l_945_ >= 32u);
                                    if (l_962_) {
                                        uint l_963_ = (l_945_ & 31u);
                                        uint _e2434 = l_mut_234_;
                                        uint l_964_ = (_e2434 << l_963_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_964_;
                                    } else {
                                        bool l_965_ = (l_945_ > 0u);
                                        if (l_965_) {
                                            uint _e2439 = l_mut_234_;
                                            uint l_966_ = (_e2439 << l_945_);
                                            uint _e2441 = l_mut_228_;
                                            uint l_967_ = (_e2441 << l_945_);
                                            uint l_968_ = (32u - l_945_);
                                            uint _e2445 = l_mut_234_;
                                            uint l_969_ = (_e2445 >> l_968_);
                                            uint l_970_ = (l_967_ | l_969_);
                                            l_mut_702_ = l_966_;
                                            l_mut_701_ = l_970_;
                                        }
                                    }
                                    uint _e2448 = l_mut_712_;
                                    uint _e2449 = l_mut_702_;
                                    uint l_971_ = (_e2448 - _e2449);
                                    uint _e2451 = l_mut_707_;
                                    uint _e2452 = l_mut_701_;
                                    uint l_972_ = (_e2451 - _e2452);
                                    uint _e2454 = l_mut_712_;
                                    uint _e2455 = l_mut_702_;
                                    bool l_973_ = (_e2454 < _e2455);
                                    uint l_974_ = uint(l_973_);
                                    uint l_975_ = (l_972_ - l_974_);
                                    l_mut_712_ = l_971_;
                                    l_mut_707_ = l_975_;
                                    uint l_976_ = (1u << l_945_);
                                    uint _e2461 = l_mut_703_;
                                    l_mut_703_ = (_e2461 | l_976_);
                                }
                            }
                        }
                        uint _e2466 = l_mut_703_;
                        uint l_977_ = min(_e2466, l_938_);
                        l_mut_703_ = l_977_;
                        uint _e2468 = l_mut_707_;
                        uint _e2469 = l_mut_228_;
                        bool l_978_ = (_e2468 < _e2469);
                        uint _e2471 = l_mut_707_;
                        uint _e2472 = l_mut_228_;
                        bool l_979_ = (_e2471 == _e2472);
                        uint _e2474 = l_mut_712_;
                        uint _e2475 = l_mut_234_;
                        bool l_980_ = (_e2474 < _e2475);
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
                        uint _e2487 = l_mut_703_;
                        l_mut_706_ = _e2487;
                    }
                    uint _e2488 = l_mut_706_;
                    bool l_984_ = (_e2488 > 0u);
                    if (l_984_) {
                        uint _e2491 = l_mut_234_;
                        uint _e2492 = l_mut_706_;
                        uint l_985_ = (_e2491 * _e2492);
                        uint _e2494 = l_mut_234_;
                        uint64_t l_1633_ = uint64_t(_e2494);
                        uint _e2496 = l_mut_706_;
                        uint64_t l_1634_ = uint64_t(_e2496);
                        uint64_t l_1635_ = (l_1633_ * l_1634_);
                        uint64_t l_1636_ = (l_1635_ >> uint(32uL));
                        uint l_986_ = uint(l_1636_);
                        uint _e2505 = l_mut_228_;
                        uint _e2506 = l_mut_706_;
                        uint l_987_ = (_e2505 * _e2506);
                        uint l_988_ = (l_986_ + l_987_);
                        uint _e2509 = l_mut_290_;
                        uint l_989_ = (_e2509 - l_985_);
                        uint _e2511 = l_mut_284_;
                        uint l_990_ = (_e2511 - l_988_);
                        uint _e2513 = l_mut_290_;
                        bool l_991_ = (_e2513 < l_985_);
                        uint l_992_ = uint(l_991_);
                        uint l_993_ = (l_990_ - l_992_);
                        l_mut_290_ = l_989_;
                        l_mut_284_ = l_993_;
                        uint _e2517 = l_mut_706_;
                        uint _e2518 = l_mut_109_;
                        uint l_994_ = (_e2517 * _e2518);
                        uint _e2520 = l_mut_103_;
                        l_mut_103_ = (_e2520 + l_994_);
                    } else {
                        uint _e2522 = l_mut_109_;
                        uint l_995_ = (l_77_ - _e2522);
                        uint _e2524 = l_mut_103_;
                        uint l_996_ = naga_div(l_995_, _e2524);
                        l_mut_712_ = 0u;
                        l_mut_907_ = false;
                        uint _e2528 = l_mut_234_;
                        l_mut_707_ = _e2528;
                        uint _e2529 = l_mut_228_;
                        l_mut_706_ = _e2529;
                        if (false) {
                            uint _e2532 = l_mut_228_;
                            uint l_999_ = (_e2532 >> 3u);
                            l_mut_707_ = l_999_;
                            l_mut_706_ = 0u;
                        } else {
                            if (true) {
                                uint _e2536 = l_mut_234_;
                                l_mut_703_ = _e2536;
                                if (true) {
                                    uint _e2538 = l_mut_234_;
                                    uint l_1002_ = (_e2538 >> 3u);
                                    uint _e2541 = l_mut_228_;
                                    uint l_1003_ = (_e2541 << 29u);
                                    uint l_1004_ = (l_1002_ | l_1003_);
                                    l_mut_703_ = l_1004_;
                                }
                                uint _e2545 = l_mut_228_;
                                uint l_1005_ = (_e2545 >> 3u);
                                uint _e2548 = l_mut_703_;
                                l_mut_707_ = _e2548;
                                l_mut_706_ = l_1005_;
                            }
                        }
                        uint _e2549 = l_mut_706_;
                        uint _e2550 = l_mut_284_;
                        bool l_1006_ = (_e2549 < _e2550);
                        uint _e2552 = l_mut_706_;
                        uint _e2553 = l_mut_284_;
                        bool l_1007_ = (_e2552 == _e2553);
                        uint _e2555 = l_mut_707_;
                        uint _e2556 = l_mut_290_;
                        bool l_1008_ = (_e2555 < _e2556);
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
                        uint _e2568 = l_mut_290_;
                        uint _e2569 = l_mut_284_;
                        uint l_1012_ = (_e2568 | _e2569);
                        bool l_1013_ = (l_1012_ == 0u);
                        if (l_1013_) {
                            l_mut_712_ = l_996_;
                        } else {
                            bool _e2573 = l_mut_907_;
                            if (_e2573) {
                                uint _e2574 = l_mut_284_;
                                uint _e2575 = l_mut_228_;
                                bool l_1014_ = (_e2574 < _e2575);
                                uint _e2577 = l_mut_284_;
                                uint _e2578 = l_mut_228_;
                                bool l_1015_ = (_e2577 == _e2578);
                                uint _e2580 = l_mut_290_;
                                uint _e2581 = l_mut_234_;
                                bool l_1016_ = (_e2580 < _e2581);
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
                                    uint _e2592 = l_mut_234_;
                                    uint l_1019_ = (_e2592 - 1u);
                                    uint _e2595 = l_mut_228_;
                                    uint l_1020_ = (_e2595 - 0u);
                                    uint _e2598 = l_mut_234_;
                                    bool l_1021_ = (_e2598 < 1u);
                                    uint l_1022_ = uint(l_1021_);
                                    uint l_1023_ = (l_1020_ - l_1022_);
                                    l_mut_707_ = l_1019_;
                                    l_mut_706_ = l_1023_;
                                    l_mut_703_ = 0u;
                                    l_mut_1024_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2691 = l_mut_1024_;
                                            l_mut_1024_ = (_e2691 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2606 = l_mut_1024_;
                                        if ((_e2606 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2610 = l_mut_1024_;
                                            uint l_1025_ = (19u - _e2610);
                                            uint _e2612 = l_mut_707_;
                                            l_mut_702_ = _e2612;
                                            uint _e2613 = l_mut_706_;
                                            l_mut_701_ = _e2613;
                                            bool l_1026_ = (l_1025_ >= 32u);
                                            if (l_1026_) {
                                                uint l_1027_ = (l_1025_ & 31u);
                                                uint _e2618 = l_mut_706_;
                                                uint l_1028_ = (_e2618 >> l_1027_);
                                                l_mut_702_ = l_1028_;
                                                l_mut_701_ = 0u;
                                            } else {
                                                bool l_1029_ = (l_1025_ > 0u);
                                                if (l_1029_) {
                                                    uint _e2623 = l_mut_707_;
                                                    l_mut_690_ = _e2623;
                                                    bool l_1030_ = (l_1025_ > 0u);
                                                    if (l_1030_) {
                                                        uint _e2626 = l_mut_707_;
                                                        uint l_1031_ = (_e2626 >> l_1025_);
                                                        uint l_1032_ = (32u - l_1025_);
                                                        uint _e2630 = l_mut_706_;
                                                        uint l_1033_ = (_e2630 << l_1032_);
                                                        uint l_1034_ = (l_1031_ | l_1033_);
                                                        l_mut_690_ = l_1034_;
                                                    }
                                                    uint _e2633 = l_mut_706_;
                                                    uint l_1035_ = (_e2633 >> l_1025_);
                                                    uint _e2635 = l_mut_690_;
                                                    l_mut_702_ = _e2635;
                                                    l_mut_701_ = l_1035_;
                                                }
                                            }
                                            uint _e2636 = l_mut_701_;
                                            uint _e2637 = l_mut_284_;
                                            bool l_1036_ = (_e2636 < _e2637);
                                            uint _e2639 = l_mut_701_;
                                            uint _e2640 = l_mut_284_;
                                            bool l_1037_ = (_e2639 == _e2640);
                                            uint _e2642 = l_mut_702_;
                                            uint _e2643 = l_mut_290_;
                                            bool l_1038_ = (_e2642 < _e2643);
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
                                                uint _e2655 = l_mut_290_;
                                                l_mut_702_ = _e2655;
                                                uint _e2656 = l_mut_284_;
                                                l_mut_701_ = _e2656;
                                                bool l_1042_ = (l_1025_ >= 32u);
                                                if (l_1042_) {
                                                    uint l_1043_ = (l_1025_ & 31u);
                                                    uint _e2661 = l_mut_290_;
                                                    uint l_1044_ = (_e2661 << l_1043_);
                                                    l_mut_702_ = 0u;
                                                    l_mut_701_ = l_1044_;
                                                } else {
                                                    bool l_1045_ = (l_1025_ > 0u);
                                                    if (l_1045_) {
                                                        uint _e2666 = l_mut_290_;
                                                        uint l_1046_ = (_e2666 << l_1025_);
                                                        uint _e2668 = l_mut_284_;
                                                        uint l_1047_ = (_e2668 << l_1025_);
                                                        uint l_1048_ = (32u - l_1025_);
                                                        uint _e2672 = l_mut_290_;
                                                        uint l_1049_ = (_e2672 >> l_1048_);
                                                        uint l_1050_ = (l_1047_ | l_1049_);
                                                        l_mut_702_ = l_1046_;
                                                        l_mut_701_ = l_1050_;
                                                    }
                                                }
                                                uint _e2675 = l_mut_707_;
                                                uint _e2676 = l_mut_702_;
                                                uint l_1051_ = (_e2675 - _e2676);
                                                uint _e2678 = l_mut_706_;
                                                uint _e2679 = l_mut_701_;
                                                uint l_1052_ = (_e2678 - _e2679);
                                                uint _e2681 = l_mut_707_;
                                                uint _e2682 = l_mut_702_;
                                                bool l_1053_ = (_e2681 < _e2682);
                                                uint l_1054_ = uint(l_1053_);
                                                uint l_1055_ = (l_1052_ - l_1054_);
                                                l_mut_707_ = l_1051_;
                                                l_mut_706_ = l_1055_;
                                                uint l_1056_ = (1u << l_1025_);
                                                uint _e2688 = l_mut_703_;
                                                l_mut_703_ = (_e2688 | l_1056_);
                                            }
                                        }
                                    }
                                    uint _e2693 = l_mut_703_;
                                    uint l_1057_ = min(_e2693, l_996_);
                                    l_mut_703_ = l_1057_;
                                    uint _e2695 = l_mut_706_;
                                    uint _e2696 = l_mut_284_;
                                    bool l_1058_ = (_e2695 < _e2696);
                                    uint _e2698 = l_mut_706_;
                                    uint _e2699 = l_mut_284_;
                                    bool l_1059_ = (_e2698 == _e2699);
                                    uint _e2701 = l_mut_707_;
                                    uint _e2702 = l_mut_290_;
                                    bool l_1060_ = (_e2701 < _e2702);
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
                                    uint _e2714 = l_mut_703_;
                                    l_mut_712_ = _e2714;
                                }
                            } else {
                                uint _e2715 = l_mut_234_;
                                l_mut_707_ = _e2715;
                                uint _e2716 = l_mut_228_;
                                l_mut_706_ = _e2716;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2717 = l_mut_284_;
                                    uint _e2718 = l_mut_706_;
                                    bool l_1064_ = (_e2717 < _e2718);
                                    uint _e2720 = l_mut_284_;
                                    uint _e2721 = l_mut_706_;
                                    bool l_1065_ = (_e2720 == _e2721);
                                    uint _e2723 = l_mut_290_;
                                    uint _e2724 = l_mut_707_;
                                    bool l_1066_ = (_e2723 < _e2724);
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
                                    uint _e2735 = l_mut_712_;
                                    uint _e2736 = l_mut_103_;
                                    uint l_1069_ = (_e2735 * _e2736);
                                    uint _e2738 = l_mut_109_;
                                    uint l_1070_ = (_e2738 + l_1069_);
                                    uint _e2740 = l_mut_103_;
                                    uint l_1071_ = (l_1070_ + _e2740);
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
                                    uint _e2748 = l_mut_707_;
                                    uint _e2749 = l_mut_290_;
                                    uint l_1075_ = (_e2748 - _e2749);
                                    uint _e2751 = l_mut_706_;
                                    uint _e2752 = l_mut_284_;
                                    uint l_1076_ = (_e2751 - _e2752);
                                    uint _e2754 = l_mut_707_;
                                    uint _e2755 = l_mut_290_;
                                    bool l_1077_ = (_e2754 < _e2755);
                                    uint l_1078_ = uint(l_1077_);
                                    uint l_1079_ = (l_1076_ - l_1078_);
                                    l_mut_707_ = l_1075_;
                                    l_mut_706_ = l_1079_;
                                    uint _e2759 = l_mut_712_;
                                    l_mut_712_ = (_e2759 + 1u);
                                }
                            }
                        }
                        uint _e2762 = l_mut_712_;
                        uint _e2763 = l_mut_103_;
                        uint l_1080_ = (_e2762 * _e2763);
                        uint _e2765 = l_mut_109_;
                        uint l_1081_ = (_e2765 + l_1080_);
                        uint _e2767 = l_mut_103_;
                        uint l_1082_ = (l_1081_ + _e2767);
                        bool l_1083_ = (l_1082_ >= l_77_);
                        uint _e2770 = l_mut_290_;
                        l_mut_707_ = _e2770;
                        uint _e2771 = l_mut_284_;
                        l_mut_706_ = _e2771;
                        uint _e2772 = l_mut_234_;
                        l_mut_703_ = _e2772;
                        uint _e2773 = l_mut_228_;
                        l_mut_702_ = _e2773;
                        uint _e2774 = l_mut_109_;
                        l_mut_701_ = _e2774;
                        uint _e2775 = l_mut_103_;
                        l_mut_690_ = _e2775;
                        bool l_1084_ = !(l_1083_);
                        if (l_1084_) {
                            uint _e2777 = l_mut_290_;
                            uint _e2778 = l_mut_712_;
                            uint l_1085_ = (_e2777 * _e2778);
                            uint _e2780 = l_mut_290_;
                            uint64_t l_1638_ = uint64_t(_e2780);
                            uint _e2782 = l_mut_712_;
                            uint64_t l_1639_ = uint64_t(_e2782);
                            uint64_t l_1640_ = (l_1638_ * l_1639_);
                            uint64_t l_1641_ = (l_1640_ >> uint(32uL));
                            uint l_1086_ = uint(l_1641_);
                            uint _e2791 = l_mut_284_;
                            uint _e2792 = l_mut_712_;
                            uint l_1087_ = (_e2791 * _e2792);
                            uint l_1088_ = (l_1086_ + l_1087_);
                            uint _e2795 = l_mut_234_;
                            uint l_1089_ = (_e2795 - l_1085_);
                            uint _e2797 = l_mut_228_;
                            uint l_1090_ = (_e2797 - l_1088_);
                            uint _e2799 = l_mut_234_;
                            bool l_1091_ = (_e2799 < l_1085_);
                            uint l_1092_ = uint(l_1091_);
                            uint l_1093_ = (l_1090_ - l_1092_);
                            l_mut_703_ = l_1089_;
                            l_mut_702_ = l_1093_;
                            uint _e2803 = l_mut_712_;
                            uint _e2804 = l_mut_103_;
                            uint l_1094_ = (_e2803 * _e2804);
                            uint _e2806 = l_mut_109_;
                            uint l_1095_ = (_e2806 + l_1094_);
                            l_mut_701_ = l_1095_;
                            uint _e2808 = l_mut_290_;
                            uint _e2809 = l_mut_703_;
                            uint l_1096_ = (_e2808 - _e2809);
                            uint _e2811 = l_mut_284_;
                            uint _e2812 = l_mut_702_;
                            uint l_1097_ = (_e2811 - _e2812);
                            uint _e2814 = l_mut_290_;
                            uint _e2815 = l_mut_703_;
                            bool l_1098_ = (_e2814 < _e2815);
                            uint l_1099_ = uint(l_1098_);
                            uint l_1100_ = (l_1097_ - l_1099_);
                            l_mut_707_ = l_1096_;
                            l_mut_706_ = l_1100_;
                            uint _e2819 = l_mut_103_;
                            uint _e2820 = l_mut_701_;
                            uint l_1101_ = (_e2819 + _e2820);
                            l_mut_690_ = l_1101_;
                        }
                        uint _e2822 = l_mut_707_;
                        l_mut_290_ = _e2822;
                        uint _e2823 = l_mut_706_;
                        l_mut_284_ = _e2823;
                        uint _e2824 = l_mut_703_;
                        l_mut_234_ = _e2824;
                        uint _e2825 = l_mut_702_;
                        l_mut_228_ = _e2825;
                        uint _e2826 = l_mut_701_;
                        l_mut_109_ = _e2826;
                        uint _e2827 = l_mut_690_;
                        l_mut_103_ = _e2827;
                        l_mut_612_ = l_1083_;
                        bool l_1102_ = !(l_1083_);
                        l_mut_619_ = l_1102_;
                    }
                } else {
                    uint _e2829 = l_mut_166_;
                    uint l_1103_ = (_e2829 - l_602_);
                    uint _e2831 = l_mut_160_;
                    uint l_1104_ = (_e2831 - l_606_);
                    uint _e2833 = l_mut_166_;
                    bool l_1105_ = (_e2833 < l_602_);
                    uint l_1106_ = uint(l_1105_);
                    uint l_1107_ = (l_1104_ - l_1106_);
                    uint _e2837 = l_mut_234_;
                    l_mut_712_ = _e2837;
                    uint _e2838 = l_mut_228_;
                    l_mut_707_ = _e2838;
                    uint _e2839 = l_mut_228_;
                    bool l_1108_ = (l_1107_ < _e2839);
                    uint _e2841 = l_mut_228_;
                    bool l_1109_ = (l_1107_ == _e2841);
                    uint _e2843 = l_mut_234_;
                    bool l_1110_ = (l_1103_ < _e2843);
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
                    uint _e2855 = l_mut_712_;
                    l_mut_706_ = _e2855;
                    uint _e2856 = l_mut_707_;
                    l_mut_703_ = _e2856;
                    if (false) {
                        uint _e2859 = l_mut_707_;
                        uint l_1115_ = (_e2859 >> 3u);
                        l_mut_706_ = l_1115_;
                        l_mut_703_ = 0u;
                    } else {
                        if (true) {
                            uint _e2863 = l_mut_712_;
                            l_mut_702_ = _e2863;
                            if (true) {
                                uint _e2865 = l_mut_712_;
                                uint l_1118_ = (_e2865 >> 3u);
                                uint _e2868 = l_mut_707_;
                                uint l_1119_ = (_e2868 << 29u);
                                uint l_1120_ = (l_1118_ | l_1119_);
                                l_mut_702_ = l_1120_;
                            }
                            uint _e2872 = l_mut_707_;
                            uint l_1121_ = (_e2872 >> 3u);
                            uint _e2875 = l_mut_702_;
                            l_mut_706_ = _e2875;
                            l_mut_703_ = l_1121_;
                        }
                    }
                    uint _e2876 = l_mut_703_;
                    uint _e2877 = l_mut_284_;
                    bool l_1122_ = (_e2876 < _e2877);
                    uint _e2879 = l_mut_703_;
                    uint _e2880 = l_mut_284_;
                    bool l_1123_ = (_e2879 == _e2880);
                    uint _e2882 = l_mut_706_;
                    uint _e2883 = l_mut_290_;
                    bool l_1124_ = (_e2882 < _e2883);
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
                    uint _e2896 = l_mut_290_;
                    uint _e2897 = l_mut_284_;
                    uint l_1128_ = (_e2896 | _e2897);
                    bool l_1129_ = (l_1128_ == 0u);
                    bool l_1130_ = !(l_1129_);
                    bool _e2902 = l_mut_907_;
                    if (_e2902) {
                        local_69 = l_1130_;
                    } else {
                        local_69 = false;
                    }
                    bool l_1131_ = local_69;
                    uint _e2907 = l_mut_284_;
                    uint _e2908 = l_mut_707_;
                    bool l_1132_ = (_e2907 < _e2908);
                    uint _e2910 = l_mut_284_;
                    uint _e2911 = l_mut_707_;
                    bool l_1133_ = (_e2910 == _e2911);
                    uint _e2913 = l_mut_290_;
                    uint _e2914 = l_mut_712_;
                    bool l_1134_ = (_e2913 < _e2914);
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
                    uint _e2929 = l_mut_103_;
                    uint _e2930 = l_mut_109_;
                    uint l_1138_ = (_e2929 + _e2930);
                    bool l_1139_ = (l_1138_ < l_77_);
                    if (l_1137_) {
                        local_73 = l_1139_;
                    } else {
                        local_73 = false;
                    }
                    bool l_1140_ = local_73;
                    if (l_1140_) {
                        uint _e2937 = l_mut_103_;
                        uint l_1141_ = (l_77_ - _e2937);
                        uint _e2939 = l_mut_109_;
                        uint l_1142_ = (l_1141_ - _e2939);
                        uint _e2941 = l_mut_103_;
                        uint l_1143_ = naga_div(l_1142_, _e2941);
                        uint _e2943 = l_mut_712_;
                        uint l_1144_ = (_e2943 - 1u);
                        uint _e2946 = l_mut_707_;
                        uint l_1145_ = (_e2946 - 0u);
                        uint _e2949 = l_mut_712_;
                        bool l_1146_ = (_e2949 < 1u);
                        uint l_1147_ = uint(l_1146_);
                        uint l_1148_ = (l_1145_ - l_1147_);
                        l_mut_712_ = l_1144_;
                        l_mut_707_ = l_1148_;
                        l_mut_703_ = 0u;
                        l_mut_1149_ = 0u;
                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                        bool loop_init_4 = true;
                        while(true) {
                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                            if (!loop_init_4) {
                                uint _e3042 = l_mut_1149_;
                                l_mut_1149_ = (_e3042 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e2957 = l_mut_1149_;
                            if ((_e2957 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2961 = l_mut_1149_;
                                uint l_1150_ = (19u - _e2961);
                                uint _e2963 = l_mut_712_;
                                l_mut_702_ = _e2963;
                                uint _e2964 = l_mut_707_;
                                l_mut_701_ = _e2964;
                                bool l_1151_ = (l_1150_ >= 32u);
                                if (l_1151_) {
                                    uint l_1152_ = (l_1150_ & 31u);
                                    uint _e2969 = l_mut_707_;
                                    uint l_1153_ = (_e2969 >> l_1152_);
                                    l_mut_702_ = l_1153_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_1154_ = (l_1150_ > 0u);
                                    if (l_1154_) {
                                        uint _e2974 = l_mut_712_;
                                        l_mut_690_ = _e2974;
                                        bool l_1155_ = (l_1150_ > 0u);
                                        if (l_1155_) {
                                            uint _e2977 = l_mut_712_;
                                            uint l_1156_ = (_e2977 >> l_1150_);
                                            uint l_1157_ = (32u - l_1150_);
                                            uint _e2981 = l_mut_707_;
                                            uint l_1158_ = (_e2981 << l_1157_);
                                            uint l_1159_ = (l_1156_ | l_1158_);
                                            l_mut_690_ = l_1159_;
                                        }
                                        uint _e2984 = l_mut_707_;
                                        uint l_1160_ = (_e2984 >> l_1150_);
                                        uint _e2986 = l_mut_690_;
                                        l_mut_702_ = _e2986;
                                        l_mut_701_ = l_1160_;
                                    }
                                }
                                uint _e2987 = l_mut_701_;
                                uint _e2988 = l_mut_284_;
                                bool l_1161_ = (_e2987 < _e2988);
                                uint _e2990 = l_mut_701_;
                                uint _e2991 = l_mut_284_;
                                bool l_1162_ = (_e2990 == _e2991);
                                uint _e2993 = l_mut_702_;
                                uint _e2994 = l_mut_290_;
                                bool l_1163_ = (_e2993 < _e2994);
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
                                    uint _e3006 = l_mut_290_;
                                    l_mut_702_ = _e3006;
                                    uint _e3007 = l_mut_284_;
                                    l_mut_701_ = _e3007;
                                    bool l_1167_ = (l_1150_ >= 32u);
                                    if (l_1167_) {
                                        uint l_1168_ = (l_1150_ & 31u);
                                        uint _e3012 = l_mut_290_;
                                        uint l_1169_ = (_e3012 << l_1168_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_1169_;
                                    } else {
                                        bool l_1170_ = (l_1150_ > 0u);
                                        if (l_1170_) {
                                            uint _e3017 = l_mut_290_;
                                            uint l_1171_ = (_e3017 << l_1150_);
                                            uint _e3019 = l_mut_284_;
                                            uint l_1172_ = (_e3019 << l_1150_);
                                            uint l_1173_ = (32u - l_1150_);
                                            uint _e3023 = l_mut_290_;
                                            uint l_1174_ = (_e3023 >> l_1173_);
                                            uint l_1175_ = (l_1172_ | l_1174_);
                                            l_mut_702_ = l_1171_;
                                            l_mut_701_ = l_1175_;
                                        }
                                    }
                                    uint _e3026 = l_mut_712_;
                                    uint _e3027 = l_mut_702_;
                                    uint l_1176_ = (_e3026 - _e3027);
                                    uint _e3029 = l_mut_707_;
                                    uint _e3030 = l_mut_701_;
                                    uint l_1177_ = (_e3029 - _e3030);
                                    uint _e3032 = l_mut_712_;
                                    uint _e3033 = l_mut_702_;
                                    bool l_1178_ = (_e3032 < _e3033);
                                    uint l_1179_ = uint(l_1178_);
                                    uint l_1180_ = (l_1177_ - l_1179_);
                                    l_mut_712_ = l_1176_;
                                    l_mut_707_ = l_1180_;
                                    uint l_1181_ = (1u << l_1150_);
                                    uint _e3039 = l_mut_703_;
                                    l_mut_703_ = (_e3039 | l_1181_);
                                }
                            }
                        }
                        uint _e3044 = l_mut_703_;
                        uint l_1182_ = min(_e3044, l_1143_);
                        l_mut_703_ = l_1182_;
                        uint _e3046 = l_mut_707_;
                        uint _e3047 = l_mut_284_;
                        bool l_1183_ = (_e3046 < _e3047);
                        uint _e3049 = l_mut_707_;
                        uint _e3050 = l_mut_284_;
                        bool l_1184_ = (_e3049 == _e3050);
                        uint _e3052 = l_mut_712_;
                        uint _e3053 = l_mut_290_;
                        bool l_1185_ = (_e3052 < _e3053);
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
                        uint _e3065 = l_mut_703_;
                        l_mut_706_ = _e3065;
                    }
                    uint _e3066 = l_mut_706_;
                    bool l_1189_ = (_e3066 > 0u);
                    if (l_1189_) {
                        uint _e3069 = l_mut_290_;
                        uint _e3070 = l_mut_706_;
                        uint l_1190_ = (_e3069 * _e3070);
                        uint _e3072 = l_mut_290_;
                        uint64_t l_1643_ = uint64_t(_e3072);
                        uint _e3074 = l_mut_706_;
                        uint64_t l_1644_ = uint64_t(_e3074);
                        uint64_t l_1645_ = (l_1643_ * l_1644_);
                        uint64_t l_1646_ = (l_1645_ >> uint(32uL));
                        uint l_1191_ = uint(l_1646_);
                        uint _e3083 = l_mut_284_;
                        uint _e3084 = l_mut_706_;
                        uint l_1192_ = (_e3083 * _e3084);
                        uint l_1193_ = (l_1191_ + l_1192_);
                        uint _e3087 = l_mut_166_;
                        uint l_1194_ = (_e3087 - l_1190_);
                        uint _e3089 = l_mut_160_;
                        uint l_1195_ = (_e3089 - l_1193_);
                        uint _e3091 = l_mut_166_;
                        bool l_1196_ = (_e3091 < l_1190_);
                        uint l_1197_ = uint(l_1196_);
                        uint l_1198_ = (l_1195_ - l_1197_);
                        l_mut_166_ = l_1194_;
                        l_mut_160_ = l_1198_;
                        uint _e3095 = l_mut_234_;
                        uint l_1199_ = (_e3095 - l_1190_);
                        uint _e3097 = l_mut_228_;
                        uint l_1200_ = (_e3097 - l_1193_);
                        uint _e3099 = l_mut_234_;
                        bool l_1201_ = (_e3099 < l_1190_);
                        uint l_1202_ = uint(l_1201_);
                        uint l_1203_ = (l_1200_ - l_1202_);
                        l_mut_234_ = l_1199_;
                        l_mut_228_ = l_1203_;
                        uint _e3103 = l_mut_706_;
                        uint _e3104 = l_mut_103_;
                        uint l_1204_ = (_e3103 * _e3104);
                        uint _e3106 = l_mut_109_;
                        l_mut_109_ = (_e3106 + l_1204_);
                    } else {
                        uint _e3108 = l_mut_166_;
                        uint _e3109 = l_mut_290_;
                        uint l_1205_ = (_e3108 - _e3109);
                        uint _e3111 = l_mut_160_;
                        uint _e3112 = l_mut_284_;
                        uint l_1206_ = (_e3111 - _e3112);
                        uint _e3114 = l_mut_166_;
                        uint _e3115 = l_mut_290_;
                        bool l_1207_ = (_e3114 < _e3115);
                        uint l_1208_ = uint(l_1207_);
                        uint l_1209_ = (l_1206_ - l_1208_);
                        l_mut_166_ = l_1205_;
                        l_mut_160_ = l_1209_;
                        uint _e3119 = l_mut_160_;
                        bool l_1210_ = (_e3119 < l_606_);
                        uint _e3121 = l_mut_160_;
                        bool l_1211_ = (_e3121 == l_606_);
                        uint _e3123 = l_mut_166_;
                        bool l_1212_ = (_e3123 < l_602_);
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
                            uint _e3135 = l_mut_103_;
                            uint l_1215_ = (l_77_ - _e3135);
                            uint _e3137 = l_mut_109_;
                            uint l_1216_ = naga_div(l_1215_, _e3137);
                            l_mut_712_ = 0u;
                            l_mut_907_ = false;
                            uint _e3141 = l_mut_290_;
                            l_mut_707_ = _e3141;
                            uint _e3142 = l_mut_284_;
                            l_mut_706_ = _e3142;
                            if (false) {
                                uint _e3145 = l_mut_284_;
                                uint l_1219_ = (_e3145 >> 3u);
                                l_mut_707_ = l_1219_;
                                l_mut_706_ = 0u;
                            } else {
                                if (true) {
                                    uint _e3149 = l_mut_290_;
                                    l_mut_703_ = _e3149;
                                    if (true) {
                                        uint _e3151 = l_mut_290_;
                                        uint l_1222_ = (_e3151 >> 3u);
                                        uint _e3154 = l_mut_284_;
                                        uint l_1223_ = (_e3154 << 29u);
                                        uint l_1224_ = (l_1222_ | l_1223_);
                                        l_mut_703_ = l_1224_;
                                    }
                                    uint _e3158 = l_mut_284_;
                                    uint l_1225_ = (_e3158 >> 3u);
                                    uint _e3161 = l_mut_703_;
                                    l_mut_707_ = _e3161;
                                    l_mut_706_ = l_1225_;
                                }
                            }
                            uint _e3162 = l_mut_706_;
                            uint _e3163 = l_mut_228_;
                            bool l_1226_ = (_e3162 < _e3163);
                            uint _e3165 = l_mut_706_;
                            uint _e3166 = l_mut_228_;
                            bool l_1227_ = (_e3165 == _e3166);
                            uint _e3168 = l_mut_707_;
                            uint _e3169 = l_mut_234_;
                            bool l_1228_ = (_e3168 < _e3169);
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
                            uint _e3181 = l_mut_234_;
                            uint _e3182 = l_mut_228_;
                            uint l_1232_ = (_e3181 | _e3182);
                            bool l_1233_ = (l_1232_ == 0u);
                            if (l_1233_) {
                                l_mut_712_ = l_1216_;
                            } else {
                                bool _e3186 = l_mut_907_;
                                if (_e3186) {
                                    uint _e3187 = l_mut_228_;
                                    uint _e3188 = l_mut_284_;
                                    bool l_1234_ = (_e3187 < _e3188);
                                    uint _e3190 = l_mut_228_;
                                    uint _e3191 = l_mut_284_;
                                    bool l_1235_ = (_e3190 == _e3191);
                                    uint _e3193 = l_mut_234_;
                                    uint _e3194 = l_mut_290_;
                                    bool l_1236_ = (_e3193 < _e3194);
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
                                        uint _e3205 = l_mut_290_;
                                        uint l_1239_ = (_e3205 - 1u);
                                        uint _e3208 = l_mut_284_;
                                        uint l_1240_ = (_e3208 - 0u);
                                        uint _e3211 = l_mut_290_;
                                        bool l_1241_ = (_e3211 < 1u);
                                        uint l_1242_ = uint(l_1241_);
                                        uint l_1243_ = (l_1240_ - l_1242_);
                                        l_mut_707_ = l_1239_;
                                        l_mut_706_ = l_1243_;
                                        l_mut_703_ = 0u;
                                        l_mut_1244_ = 0u;
                                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                            if (!loop_init_5) {
                                                uint _e3304 = l_mut_1244_;
                                                l_mut_1244_ = (_e3304 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e3219 = l_mut_1244_;
                                            if ((_e3219 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3223 = l_mut_1244_;
                                                uint l_1245_ = (19u - _e3223);
                                                uint _e3225 = l_mut_707_;
                                                l_mut_702_ = _e3225;
                                                uint _e3226 = l_mut_706_;
                                                l_mut_701_ = _e3226;
                                                bool l_1246_ = (l_1245_ >= 32u);
                                                if (l_1246_) {
                                                    uint l_1247_ = (l_1245_ & 31u);
                                                    uint _e3231 = l_mut_706_;
                                                    uint l_1248_ = (_e3231 >> l_1247_);
                                                    l_mut_702_ = l_1248_;
                                                    l_mut_701_ = 0u;
                                                } else {
                                                    bool l_1249_ = (l_1245_ > 0u);
                                                    if (l_1249_) {
                                                        uint _e3236 = l_mut_707_;
                                                        l_mut_690_ = _e3236;
                                                        bool l_1250_ = (l_1245_ > 0u);
                                                        if (l_1250_) {
                                                            uint _e3239 = l_mut_707_;
                                                            uint l_1251_ = (_e3239 >> l_1245_);
                                                            uint l_1252_ = (32u - l_1245_);
                                                            uint _e3243 = l_mut_706_;
                                                            uint l_1253_ = (_e3243 << l_1252_);
                                                            uint l_1254_ = (l_1251_ | l_1253_);
                                                            l_mut_690_ = l_1254_;
                                                        }
                                                        uint _e3246 = l_mut_706_;
                                                        uint l_1255_ = (_e3246 >> l_1245_);
                                                        uint _e3248 = l_mut_690_;
                                                        l_mut_702_ = _e3248;
                                                        l_mut_701_ = l_1255_;
                                                    }
                                                }
                                                uint _e3249 = l_mut_701_;
                                                uint _e3250 = l_mut_228_;
                                                bool l_1256_ = (_e3249 < _e3250);
                                                uint _e3252 = l_mut_701_;
                                                uint _e3253 = l_mut_228_;
                                                bool l_1257_ = (_e3252 == _e3253);
                                                uint _e3255 = l_mut_702_;
                                                uint _e3256 = l_mut_234_;
                                                bool l_1258_ = (_e3255 < _e3256);
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
                                                    uint _e3268 = l_mut_234_;
                                                    l_mut_702_ = _e3268;
                                                    uint _e3269 = l_mut_228_;
                                                    l_mut_701_ = _e3269;
                                                    bool l_1262_ = (l_1245_ >= 32u);
                                                    if (l_1262_) {
                                                        uint l_1263_ = (l_1245_ & 31u);
                                                        uint _e3274 = l_mut_234_;
                                                        uint l_1264_ = (_e3274 << l_1263_);
                                                        l_mut_702_ = 0u;
                                                        l_mut_701_ = l_1264_;
                                                    } else {
                                                        bool l_1265_ = (l_1245_ > 0u);
                                                        if (l_1265_) {
                                                            uint _e3279 = l_mut_234_;
                                                            uint l_1266_ = (_e3279 << l_1245_);
                                                            uint _e3281 = l_mut_228_;
                                                            uint l_1267_ = (_e3281 << l_1245_);
                                                            uint l_1268_ = (32u - l_1245_);
                                                            uint _e3285 = l_mut_234_;
                                                            uint l_1269_ = (_e3285 >> l_1268_);
                                                            uint l_1270_ = (l_1267_ | l_1269_);
                                                            l_mut_702_ = l_1266_;
                                                            l_mut_701_ = l_1270_;
                                                        }
                                                    }
                                                    uint _e3288 = l_mut_707_;
                                                    uint _e3289 = l_mut_702_;
                                                    uint l_1271_ = (_e3288 - _e3289);
                                                    uint _e3291 = l_mut_706_;
                                                    uint _e3292 = l_mut_701_;
                                                    uint l_1272_ = (_e3291 - _e3292);
                                                    uint _e3294 = l_mut_707_;
                                                    uint _e3295 = l_mut_702_;
                                                    bool l_1273_ = (_e3294 < _e3295);
                                                    uint l_1274_ = uint(l_1273_);
                                                    uint l_1275_ = (l_1272_ - l_1274_);
                                                    l_mut_707_ = l_1271_;
                                                    l_mut_706_ = l_1275_;
                                                    uint l_1276_ = (1u << l_1245_);
                                                    uint _e3301 = l_mut_703_;
                                                    l_mut_703_ = (_e3301 | l_1276_);
                                                }
                                            }
                                        }
                                        uint _e3306 = l_mut_703_;
                                        uint l_1277_ = min(_e3306, l_1216_);
                                        l_mut_703_ = l_1277_;
                                        uint _e3308 = l_mut_706_;
                                        uint _e3309 = l_mut_228_;
                                        bool l_1278_ = (_e3308 < _e3309);
                                        uint _e3311 = l_mut_706_;
                                        uint _e3312 = l_mut_228_;
                                        bool l_1279_ = (_e3311 == _e3312);
                                        uint _e3314 = l_mut_707_;
                                        uint _e3315 = l_mut_234_;
                                        bool l_1280_ = (_e3314 < _e3315);
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
                                        uint _e3327 = l_mut_703_;
                                        l_mut_712_ = _e3327;
                                    }
                                } else {
                                    uint _e3328 = l_mut_290_;
                                    l_mut_707_ = _e3328;
                                    uint _e3329 = l_mut_284_;
                                    l_mut_706_ = _e3329;
                                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                        uint _e3330 = l_mut_228_;
                                        uint _e3331 = l_mut_706_;
                                        bool l_1284_ = (_e3330 < _e3331);
                                        uint _e3333 = l_mut_228_;
                                        uint _e3334 = l_mut_706_;
                                        bool l_1285_ = (_e3333 == _e3334);
                                        uint _e3336 = l_mut_234_;
                                        uint _e3337 = l_mut_707_;
                                        bool l_1286_ = (_e3336 < _e3337);
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
                                        uint _e3348 = l_mut_712_;
                                        uint _e3349 = l_mut_109_;
                                        uint l_1289_ = (_e3348 * _e3349);
                                        uint _e3351 = l_mut_103_;
                                        uint l_1290_ = (_e3351 + l_1289_);
                                        uint _e3353 = l_mut_109_;
                                        uint l_1291_ = (l_1290_ + _e3353);
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
                                        uint _e3361 = l_mut_707_;
                                        uint _e3362 = l_mut_234_;
                                        uint l_1295_ = (_e3361 - _e3362);
                                        uint _e3364 = l_mut_706_;
                                        uint _e3365 = l_mut_228_;
                                        uint l_1296_ = (_e3364 - _e3365);
                                        uint _e3367 = l_mut_707_;
                                        uint _e3368 = l_mut_234_;
                                        bool l_1297_ = (_e3367 < _e3368);
                                        uint l_1298_ = uint(l_1297_);
                                        uint l_1299_ = (l_1296_ - l_1298_);
                                        l_mut_707_ = l_1295_;
                                        l_mut_706_ = l_1299_;
                                        uint _e3372 = l_mut_712_;
                                        l_mut_712_ = (_e3372 + 1u);
                                    }
                                }
                            }
                            uint _e3375 = l_mut_712_;
                            uint _e3376 = l_mut_109_;
                            uint l_1300_ = (_e3375 * _e3376);
                            uint _e3378 = l_mut_103_;
                            uint l_1301_ = (_e3378 + l_1300_);
                            uint _e3380 = l_mut_109_;
                            uint l_1302_ = (l_1301_ + _e3380);
                            bool l_1303_ = (l_1302_ >= l_77_);
                            uint _e3383 = l_mut_234_;
                            l_mut_707_ = _e3383;
                            uint _e3384 = l_mut_228_;
                            l_mut_706_ = _e3384;
                            uint _e3385 = l_mut_290_;
                            l_mut_703_ = _e3385;
                            uint _e3386 = l_mut_284_;
                            l_mut_702_ = _e3386;
                            uint _e3387 = l_mut_103_;
                            l_mut_701_ = _e3387;
                            uint _e3388 = l_mut_109_;
                            l_mut_690_ = _e3388;
                            bool l_1304_ = !(l_1303_);
                            if (l_1304_) {
                                uint _e3390 = l_mut_234_;
                                uint _e3391 = l_mut_712_;
                                uint l_1305_ = (_e3390 * _e3391);
                                uint _e3393 = l_mut_234_;
                                uint64_t l_1648_ = uint64_t(_e3393);
                                uint _e3395 = l_mut_712_;
                                uint64_t l_1649_ = uint64_t(_e3395);
                                uint64_t l_1650_ = (l_1648_ * l_1649_);
                                uint64_t l_1651_ = (l_1650_ >> uint(32uL));
                                uint l_1306_ = uint(l_1651_);
                                uint _e3404 = l_mut_228_;
                                uint _e3405 = l_mut_712_;
                                uint l_1307_ = (_e3404 * _e3405);
                                uint l_1308_ = (l_1306_ + l_1307_);
                                uint _e3408 = l_mut_290_;
                                uint l_1309_ = (_e3408 - l_1305_);
                                uint _e3410 = l_mut_284_;
                                uint l_1310_ = (_e3410 - l_1308_);
                                uint _e3412 = l_mut_290_;
                                bool l_1311_ = (_e3412 < l_1305_);
                                uint l_1312_ = uint(l_1311_);
                                uint l_1313_ = (l_1310_ - l_1312_);
                                l_mut_703_ = l_1309_;
                                l_mut_702_ = l_1313_;
                                uint _e3416 = l_mut_712_;
                                uint _e3417 = l_mut_109_;
                                uint l_1314_ = (_e3416 * _e3417);
                                uint _e3419 = l_mut_103_;
                                uint l_1315_ = (_e3419 + l_1314_);
                                l_mut_701_ = l_1315_;
                                uint _e3421 = l_mut_234_;
                                uint _e3422 = l_mut_703_;
                                uint l_1316_ = (_e3421 - _e3422);
                                uint _e3424 = l_mut_228_;
                                uint _e3425 = l_mut_702_;
                                uint l_1317_ = (_e3424 - _e3425);
                                uint _e3427 = l_mut_234_;
                                uint _e3428 = l_mut_703_;
                                bool l_1318_ = (_e3427 < _e3428);
                                uint l_1319_ = uint(l_1318_);
                                uint l_1320_ = (l_1317_ - l_1319_);
                                l_mut_707_ = l_1316_;
                                l_mut_706_ = l_1320_;
                                uint _e3432 = l_mut_109_;
                                uint _e3433 = l_mut_701_;
                                uint l_1321_ = (_e3432 + _e3433);
                                l_mut_690_ = l_1321_;
                            }
                            uint _e3435 = l_mut_703_;
                            l_mut_290_ = _e3435;
                            uint _e3436 = l_mut_702_;
                            l_mut_284_ = _e3436;
                            uint _e3437 = l_mut_707_;
                            l_mut_234_ = _e3437;
                            uint _e3438 = l_mut_706_;
                            l_mut_228_ = _e3438;
                            uint _e3439 = l_mut_690_;
                            l_mut_109_ = _e3439;
                            uint _e3440 = l_mut_701_;
                            l_mut_103_ = _e3440;
                            l_mut_612_ = l_1303_;
                            bool l_1322_ = !(l_1303_);
                            l_mut_619_ = l_1322_;
                        }
                    }
                }
            }
            bool _e3442 = l_mut_612_;
            bool l_1323_ = !(_e3442);
            if (l_1323_) {
                uint l_1324_ = (l_37_ * 8u);
                uint l_1325_ = (l_1324_ + l_38_);
                uint l_1653_ = asuint(info.Load(24+0));
                uint l_1654_ = (l_1653_ * 1u);
                uint l_1655_ = (l_1654_ - 1u);
                uint l_1656_ = min(1u, l_1655_);
                uint _e3460; buffer_6_global.InterlockedAdd(l_1656_*4, 1u, _e3460);
                uint l_1328_ = asuint(info.Load(48+0));
                bool l_1329_ = (_e3460 < l_1328_);
                if (l_1329_) {
                    uint l_1658_ = asuint(info.Load(20+0));
                    uint l_1659_ = (l_1658_ * 1u);
                    bool l_1660_ = (_e3460 < l_1659_);
                    if (l_1660_) {
                        buffer_5_global.Store(_e3460*4, asuint(l_1325_));
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
