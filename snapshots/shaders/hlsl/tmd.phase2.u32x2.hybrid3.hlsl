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
    uint l_mut_1028_ = (uint)0;
    uint l_mut_1033_ = (uint)0;
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
    uint l_mut_1026_ = (uint)0;
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
    uint l_mut_1158_ = (uint)0;
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
    uint l_mut_1255_ = (uint)0;
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
        uint l_1341_ = asuint(info.Load(24+0));
        uint l_1342_ = (l_1341_ * 1u);
        uint l_1343_ = (l_1342_ - 1u);
        uint l_1344_ = min(3u, l_1343_);
        uint _e68; buffer_6_global.InterlockedAdd(l_1344_*4, 1u, _e68);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1346_ = asuint(info.Load(12+0));
        uint l_1347_ = (l_1346_ * 1u);
        bool l_1348_ = (0u < l_1347_);
        uint l_1349_ = (l_1347_ - 1u);
        uint l_1350_ = min(0u, l_1349_);
        uint l_1351_ = asuint(buffer_3_global.Load(l_1350_*4));
        uint l_7_ = (l_1348_ ? l_1351_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1353_ = asuint(info.Load(12+0));
        uint l_1354_ = (l_1353_ * 1u);
        bool l_1355_ = (l_9_ < l_1354_);
        uint l_1356_ = (l_1354_ - 1u);
        uint l_1357_ = min(l_9_, l_1356_);
        uint l_1358_ = asuint(buffer_3_global.Load(l_1357_*4));
        uint l_10_ = (l_1355_ ? l_1358_ : 0u);
        uint l_1360_ = asuint(info.Load(12+0));
        uint l_1361_ = (l_1360_ * 1u);
        bool l_1362_ = (2u < l_1361_);
        uint l_1363_ = (l_1361_ - 1u);
        uint l_1364_ = min(2u, l_1363_);
        uint l_1365_ = asuint(buffer_3_global.Load(l_1364_*4));
        uint l_12_ = (l_1362_ ? l_1365_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1367_ = asuint(info.Load(12+0));
        uint l_1368_ = (l_1367_ * 1u);
        bool l_1369_ = (l_14_ < l_1368_);
        uint l_1370_ = (l_1368_ - 1u);
        uint l_1371_ = min(l_14_, l_1370_);
        uint l_1372_ = asuint(buffer_3_global.Load(l_1371_*4));
        uint l_15_ = (l_1369_ ? l_1372_ : 0u);
        uint l_1374_ = asuint(info.Load(12+0));
        uint l_1375_ = (l_1374_ * 1u);
        bool l_1376_ = (4u < l_1375_);
        uint l_1377_ = (l_1375_ - 1u);
        uint l_1378_ = min(4u, l_1377_);
        uint l_1379_ = asuint(buffer_3_global.Load(l_1378_*4));
        uint l_17_ = (l_1376_ ? l_1379_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1381_ = asuint(info.Load(12+0));
        uint l_1382_ = (l_1381_ * 1u);
        bool l_1383_ = (l_19_ < l_1382_);
        uint l_1384_ = (l_1382_ - 1u);
        uint l_1385_ = min(l_19_, l_1384_);
        uint l_1386_ = asuint(buffer_3_global.Load(l_1385_*4));
        uint l_20_ = (l_1383_ ? l_1386_ : 0u);
        uint l_1388_ = asuint(info.Load(12+0));
        uint l_1389_ = (l_1388_ * 1u);
        bool l_1390_ = (6u < l_1389_);
        uint l_1391_ = (l_1389_ - 1u);
        uint l_1392_ = min(6u, l_1391_);
        uint l_1393_ = asuint(buffer_3_global.Load(l_1392_*4));
        uint l_22_ = (l_1390_ ? l_1393_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1395_ = asuint(info.Load(12+0));
        uint l_1396_ = (l_1395_ * 1u);
        bool l_1397_ = (l_24_ < l_1396_);
        uint l_1398_ = (l_1396_ - 1u);
        uint l_1399_ = min(l_24_, l_1398_);
        uint l_1400_ = asuint(buffer_3_global.Load(l_1399_*4));
        uint l_25_ = (l_1397_ ? l_1400_ : 0u);
        uint l_1402_ = asuint(info.Load(12+0));
        uint l_1403_ = (l_1402_ * 1u);
        bool l_1404_ = (8u < l_1403_);
        uint l_1405_ = (l_1403_ - 1u);
        uint l_1406_ = min(8u, l_1405_);
        uint l_1407_ = asuint(buffer_3_global.Load(l_1406_*4));
        uint l_27_ = (l_1404_ ? l_1407_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1409_ = asuint(info.Load(12+0));
        uint l_1410_ = (l_1409_ * 1u);
        bool l_1411_ = (l_29_ < l_1410_);
        uint l_1412_ = (l_1410_ - 1u);
        uint l_1413_ = min(l_29_, l_1412_);
        uint l_1414_ = asuint(buffer_3_global.Load(l_1413_*4));
        uint l_30_ = (l_1411_ ? l_1414_ : 0u);
        uint l_1416_ = asuint(info.Load(12+0));
        uint l_1417_ = (l_1416_ * 1u);
        bool l_1418_ = (10u < l_1417_);
        uint l_1419_ = (l_1417_ - 1u);
        uint l_1420_ = min(10u, l_1419_);
        uint l_1421_ = asuint(buffer_3_global.Load(l_1420_*4));
        uint l_32_ = (l_1418_ ? l_1421_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1423_ = asuint(info.Load(12+0));
        uint l_1424_ = (l_1423_ * 1u);
        bool l_1425_ = (l_34_ < l_1424_);
        uint l_1426_ = (l_1424_ - 1u);
        uint l_1427_ = min(l_34_, l_1426_);
        uint l_1428_ = asuint(buffer_3_global.Load(l_1427_*4));
        uint l_35_ = (l_1425_ ? l_1428_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_1430_ = asuint(info.Load(16+0));
        uint l_1431_ = (l_1430_ * 1u);
        bool l_1432_ = (l_36_ < l_1431_);
        uint l_1433_ = (l_1431_ - 1u);
        uint l_1434_ = min(l_36_, l_1433_);
        uint l_1435_ = asuint(buffer_4_global.Load(l_1434_*4));
        uint l_37_ = (l_1432_ ? l_1435_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_1437_ = uint64_t(l_37_);
        uint64_t l_1438_ = uint64_t(l_7_);
        uint64_t l_1439_ = (l_1437_ * l_1438_);
        uint64_t l_1440_ = (l_1439_ >> uint(32uL));
        uint l_42_ = uint(l_1440_);
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
        uint _e347 = l_mut_45_;
        bool l_61_ = (l_40_ < _e347);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1442_ = asuint(info.Load(0+0));
            uint l_1443_ = (l_1442_ * 1u);
            bool l_1444_ = (l_62_ < l_1443_);
            uint l_1445_ = (l_1443_ - 1u);
            uint l_1446_ = min(l_62_, l_1445_);
            uint l_1447_ = asuint(buffer_0_global.Load(l_1446_*4));
            uint l_63_ = (l_1444_ ? l_1447_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1449_ = asuint(info.Load(0+0));
            uint l_1450_ = (l_1449_ * 1u);
            bool l_1451_ = (l_65_ < l_1450_);
            uint l_1452_ = (l_1450_ - 1u);
            uint l_1453_ = min(l_65_, l_1452_);
            uint l_1454_ = asuint(buffer_0_global.Load(l_1453_*4));
            uint l_66_ = (l_1451_ ? l_1454_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1456_ = asuint(info.Load(4+0));
            uint l_1457_ = (l_1456_ * 1u);
            bool l_1458_ = (l_67_ < l_1457_);
            uint l_1459_ = (l_1457_ - 1u);
            uint l_1460_ = min(l_67_, l_1459_);
            uint l_1461_ = asuint(buffer_1_global.Load(l_1460_*4));
            uint l_68_ = (l_1458_ ? l_1461_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1463_ = asuint(info.Load(4+0));
            uint l_1464_ = (l_1463_ * 1u);
            bool l_1465_ = (l_70_ < l_1464_);
            uint l_1466_ = (l_1464_ - 1u);
            uint l_1467_ = min(l_70_, l_1466_);
            uint l_1468_ = asuint(buffer_1_global.Load(l_1467_*4));
            uint l_71_ = (l_1465_ ? l_1468_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1470_ = asuint(info.Load(8+0));
            uint l_1471_ = (l_1470_ * 1u);
            bool l_1472_ = (l_72_ < l_1471_);
            uint l_1473_ = (l_1471_ - 1u);
            uint l_1474_ = min(l_72_, l_1473_);
            uint l_1475_ = asuint(buffer_2_global.Load(l_1474_*4));
            uint l_73_ = (l_1472_ ? l_1475_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1477_ = asuint(info.Load(8+0));
            uint l_1478_ = (l_1477_ * 1u);
            bool l_1479_ = (l_75_ < l_1478_);
            uint l_1480_ = (l_1478_ - 1u);
            uint l_1481_ = min(l_75_, l_1480_);
            uint l_1482_ = asuint(buffer_2_global.Load(l_1481_*4));
            uint l_76_ = (l_1479_ ? l_1482_ : 0u);
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
            uint _e473 = l_mut_45_;
            uint l_88_ = (_e473 * l_79_);
            uint _e475 = l_mut_82_;
            uint l_89_ = (_e475 * l_79_);
            uint _e477 = l_mut_45_;
            uint64_t l_1484_ = uint64_t(_e477);
            uint64_t l_1485_ = uint64_t(l_79_);
            uint64_t l_1486_ = (l_1484_ * l_1485_);
            uint64_t l_1487_ = (l_1486_ >> uint(32uL));
            uint l_90_ = uint(l_1487_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e488 = l_mut_82_;
            uint64_t l_1489_ = uint64_t(_e488);
            uint64_t l_1490_ = uint64_t(l_79_);
            uint64_t l_1491_ = (l_1489_ * l_1490_);
            uint64_t l_1492_ = (l_1491_ >> uint(32uL));
            uint l_92_ = uint(l_1492_);
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
            uint _e517 = l_mut_97_;
            l_mut_109_ = _e517;
            uint _e518 = l_mut_103_;
            l_mut_97_ = _e518;
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
                    uint _e532 = l_mut_103_;
                    l_mut_109_ = _e532;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e533 = l_mut_109_;
            l_mut_103_ = _e533;
            uint _e534 = l_mut_97_;
            l_mut_109_ = _e534;
            if (l_81_) {
                uint _e536 = l_mut_103_;
                uint l_118_ = (0u - _e536);
                uint _e539 = l_mut_109_;
                uint l_119_ = (0u - _e539);
                uint _e542 = l_mut_103_;
                bool l_120_ = (0u < _e542);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e546 = l_mut_103_;
            uint l_123_ = (l_63_ + _e546);
            uint _e548 = l_mut_109_;
            uint l_124_ = (l_66_ + _e548);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint64_t l_1494_ = uint64_t(l_63_);
            uint64_t l_1495_ = uint64_t(l_78_);
            uint64_t l_1496_ = (l_1494_ * l_1495_);
            uint64_t l_1497_ = (l_1496_ >> uint(32uL));
            uint l_129_ = uint(l_1497_);
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
                uint _e587 = l_mut_97_;
                uint l_146_ = (_e587 * l_138_);
                uint _e589 = l_mut_82_;
                uint l_147_ = (_e589 * l_138_);
                uint _e591 = l_mut_97_;
                uint64_t l_1499_ = uint64_t(_e591);
                uint64_t l_1500_ = uint64_t(l_138_);
                uint64_t l_1501_ = (l_1499_ * l_1500_);
                uint64_t l_1502_ = (l_1501_ >> uint(32uL));
                uint l_148_ = uint(l_1502_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e602 = l_mut_82_;
                uint64_t l_1504_ = uint64_t(_e602);
                uint64_t l_1505_ = uint64_t(l_138_);
                uint64_t l_1506_ = (l_1504_ * l_1505_);
                uint64_t l_1507_ = (l_1506_ >> uint(32uL));
                uint l_150_ = uint(l_1507_);
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
                uint _e631 = l_mut_45_;
                l_mut_166_ = _e631;
                uint _e632 = l_mut_160_;
                l_mut_45_ = _e632;
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
                        uint _e646 = l_mut_160_;
                        l_mut_166_ = _e646;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e647 = l_mut_166_;
                l_mut_160_ = _e647;
                uint _e648 = l_mut_45_;
                l_mut_166_ = _e648;
                if (l_140_) {
                    uint _e650 = l_mut_160_;
                    uint l_175_ = (0u - _e650);
                    uint _e653 = l_mut_166_;
                    uint l_176_ = (0u - _e653);
                    uint _e656 = l_mut_160_;
                    bool l_177_ = (0u < _e656);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e660 = l_mut_160_;
                l_mut_109_ = _e660;
                uint _e661 = l_mut_166_;
                l_mut_103_ = _e661;
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
                uint _e674 = l_mut_166_;
                uint l_187_ = (_e674 * l_78_);
                uint _e676 = l_mut_160_;
                uint l_188_ = (_e676 * l_78_);
                uint _e678 = l_mut_166_;
                uint64_t l_1509_ = uint64_t(_e678);
                uint64_t l_1510_ = uint64_t(l_78_);
                uint64_t l_1511_ = (l_1509_ * l_1510_);
                uint64_t l_1512_ = (l_1511_ >> uint(32uL));
                uint l_189_ = uint(l_1512_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e689 = l_mut_160_;
                uint64_t l_1514_ = uint64_t(_e689);
                uint64_t l_1515_ = uint64_t(l_78_);
                uint64_t l_1516_ = (l_1514_ * l_1515_);
                uint64_t l_1517_ = (l_1516_ >> uint(32uL));
                uint l_191_ = uint(l_1517_);
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
                uint _e717 = l_mut_97_;
                l_mut_45_ = _e717;
                uint _e718 = l_mut_82_;
                l_mut_97_ = _e718;
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
                        uint _e730 = l_mut_82_;
                        l_mut_45_ = _e730;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e731 = l_mut_166_;
                uint l_214_ = (_e731 * l_78_);
                uint _e733 = l_mut_160_;
                uint l_215_ = (_e733 * l_78_);
                uint _e735 = l_mut_166_;
                uint64_t l_1519_ = uint64_t(_e735);
                uint64_t l_1520_ = uint64_t(l_78_);
                uint64_t l_1521_ = (l_1519_ * l_1520_);
                uint64_t l_1522_ = (l_1521_ >> uint(32uL));
                uint l_216_ = uint(l_1522_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e746 = l_mut_160_;
                uint64_t l_1524_ = uint64_t(_e746);
                uint64_t l_1525_ = uint64_t(l_78_);
                uint64_t l_1526_ = (l_1524_ * l_1525_);
                uint64_t l_1527_ = (l_1526_ >> uint(32uL));
                uint l_218_ = uint(l_1527_);
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
                uint _e774 = l_mut_82_;
                l_mut_234_ = _e774;
                uint _e775 = l_mut_228_;
                l_mut_82_ = _e775;
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
                        uint _e787 = l_mut_228_;
                        l_mut_234_ = _e787;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e788 = l_mut_45_;
                uint l_243_ = (_e788 * l_78_);
                uint _e790 = l_mut_97_;
                uint l_244_ = (_e790 * l_78_);
                uint _e792 = l_mut_45_;
                uint64_t l_1529_ = uint64_t(_e792);
                uint64_t l_1530_ = uint64_t(l_78_);
                uint64_t l_1531_ = (l_1529_ * l_1530_);
                uint64_t l_1532_ = (l_1531_ >> uint(32uL));
                uint l_245_ = uint(l_1532_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e803 = l_mut_97_;
                uint64_t l_1534_ = uint64_t(_e803);
                uint64_t l_1535_ = uint64_t(l_78_);
                uint64_t l_1536_ = (l_1534_ * l_1535_);
                uint64_t l_1537_ = (l_1536_ >> uint(32uL));
                uint l_247_ = uint(l_1537_);
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
                uint _e831 = l_mut_228_;
                l_mut_160_ = _e831;
                uint _e832 = l_mut_166_;
                l_mut_228_ = _e832;
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
                        uint _e844 = l_mut_166_;
                        l_mut_160_ = _e844;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e845 = l_mut_45_;
                uint l_270_ = (_e845 * l_78_);
                uint _e847 = l_mut_97_;
                uint l_271_ = (_e847 * l_78_);
                uint _e849 = l_mut_45_;
                uint64_t l_1539_ = uint64_t(_e849);
                uint64_t l_1540_ = uint64_t(l_78_);
                uint64_t l_1541_ = (l_1539_ * l_1540_);
                uint64_t l_1542_ = (l_1541_ >> uint(32uL));
                uint l_272_ = uint(l_1542_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e860 = l_mut_97_;
                uint64_t l_1544_ = uint64_t(_e860);
                uint64_t l_1545_ = uint64_t(l_78_);
                uint64_t l_1546_ = (l_1544_ * l_1545_);
                uint64_t l_1547_ = (l_1546_ >> uint(32uL));
                uint l_274_ = uint(l_1547_);
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
                uint _e888 = l_mut_166_;
                l_mut_290_ = _e888;
                uint _e889 = l_mut_284_;
                l_mut_166_ = _e889;
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
                        uint _e901 = l_mut_284_;
                        l_mut_290_ = _e901;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e902 = l_mut_234_;
                uint l_299_ = (_e902 * l_78_);
                uint _e904 = l_mut_234_;
                uint64_t l_1549_ = uint64_t(_e904);
                uint64_t l_1550_ = uint64_t(l_78_);
                uint64_t l_1551_ = (l_1549_ * l_1550_);
                uint64_t l_1552_ = (l_1551_ >> uint(32uL));
                uint l_300_ = uint(l_1552_);
                uint _e914 = l_mut_82_;
                uint l_301_ = (_e914 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e917 = l_mut_290_;
                uint l_303_ = (_e917 + l_299_);
                uint _e919 = l_mut_166_;
                uint l_304_ = (_e919 + l_302_);
                uint _e921 = l_mut_290_;
                bool l_305_ = (l_303_ < _e921);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e925 = l_mut_160_;
                l_mut_109_ = _e925;
                uint _e926 = l_mut_228_;
                l_mut_103_ = _e926;
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
                        uint _e947 = l_mut_160_;
                        l_mut_234_ = _e947;
                        uint _e948 = l_mut_228_;
                        l_mut_166_ = _e948;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e953 = l_mut_228_;
                            uint l_322_ = (_e953 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e958 = l_mut_160_;
                                l_mut_97_ = _e958;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e961 = l_mut_160_;
                                    uint l_325_ = (_e961 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e965 = l_mut_228_;
                                    uint l_327_ = (_e965 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e968 = l_mut_228_;
                                uint l_329_ = (_e968 >> l_12_);
                                uint _e970 = l_mut_97_;
                                l_mut_234_ = _e970;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e971 = l_mut_290_;
                        uint _e972 = l_mut_234_;
                        uint l_330_ = (_e971 + _e972);
                        uint _e974 = l_mut_284_;
                        uint _e975 = l_mut_166_;
                        uint l_331_ = (_e974 + _e975);
                        uint _e977 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e977);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e982 = l_mut_109_;
                    uint l_335_ = (0u - _e982);
                    uint _e985 = l_mut_103_;
                    uint l_336_ = (0u - _e985);
                    uint _e988 = l_mut_109_;
                    bool l_337_ = (0u < _e988);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e992 = l_mut_109_;
            uint l_340_ = (l_132_ + _e992);
            uint _e994 = l_mut_103_;
            uint l_341_ = (l_136_ + _e994);
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
            uint _e1011 = l_mut_290_;
            uint l_352_ = (_e1011 * l_77_);
            uint _e1013 = l_mut_284_;
            uint l_353_ = (_e1013 * l_77_);
            uint _e1015 = l_mut_290_;
            uint64_t l_1554_ = uint64_t(_e1015);
            uint64_t l_1555_ = uint64_t(l_77_);
            uint64_t l_1556_ = (l_1554_ * l_1555_);
            uint64_t l_1557_ = (l_1556_ >> uint(32uL));
            uint l_354_ = uint(l_1557_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1026 = l_mut_284_;
            uint64_t l_1559_ = uint64_t(_e1026);
            uint64_t l_1560_ = uint64_t(l_77_);
            uint64_t l_1561_ = (l_1559_ * l_1560_);
            uint64_t l_1562_ = (l_1561_ >> uint(32uL));
            uint l_356_ = uint(l_1562_);
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
            uint _e1055 = l_mut_234_;
            l_mut_166_ = _e1055;
            uint _e1056 = l_mut_228_;
            l_mut_234_ = _e1056;
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
                    uint _e1070 = l_mut_228_;
                    l_mut_166_ = _e1070;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1071 = l_mut_166_;
            l_mut_290_ = _e1071;
            uint _e1072 = l_mut_234_;
            l_mut_284_ = _e1072;
            if (l_346_) {
                uint _e1074 = l_mut_290_;
                uint l_379_ = (0u - _e1074);
                uint _e1077 = l_mut_284_;
                uint l_380_ = (0u - _e1077);
                uint _e1080 = l_mut_290_;
                bool l_381_ = (0u < _e1080);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1084 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1084);
            uint _e1086 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1086);
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
                uint _e1110 = l_mut_234_;
                uint l_399_ = (_e1110 * l_391_);
                uint _e1112 = l_mut_228_;
                uint l_400_ = (_e1112 * l_391_);
                uint _e1114 = l_mut_234_;
                uint64_t l_1564_ = uint64_t(_e1114);
                uint64_t l_1565_ = uint64_t(l_391_);
                uint64_t l_1566_ = (l_1564_ * l_1565_);
                uint64_t l_1567_ = (l_1566_ >> uint(32uL));
                uint l_401_ = uint(l_1567_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1125 = l_mut_228_;
                uint64_t l_1569_ = uint64_t(_e1125);
                uint64_t l_1570_ = uint64_t(l_391_);
                uint64_t l_1571_ = (l_1569_ * l_1570_);
                uint64_t l_1572_ = (l_1571_ >> uint(32uL));
                uint l_403_ = uint(l_1572_);
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
                uint _e1154 = l_mut_166_;
                l_mut_109_ = _e1154;
                uint _e1155 = l_mut_160_;
                l_mut_166_ = _e1155;
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
                        uint _e1169 = l_mut_160_;
                        l_mut_109_ = _e1169;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1170 = l_mut_109_;
                l_mut_234_ = _e1170;
                uint _e1171 = l_mut_166_;
                l_mut_228_ = _e1171;
                if (l_393_) {
                    uint _e1173 = l_mut_234_;
                    uint l_426_ = (0u - _e1173);
                    uint _e1176 = l_mut_228_;
                    uint l_427_ = (0u - _e1176);
                    uint _e1179 = l_mut_234_;
                    bool l_428_ = (0u < _e1179);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1183 = l_mut_234_;
                l_mut_290_ = _e1183;
                uint _e1184 = l_mut_228_;
                l_mut_284_ = _e1184;
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
                uint _e1197 = l_mut_234_;
                uint l_438_ = (_e1197 * l_77_);
                uint _e1199 = l_mut_228_;
                uint l_439_ = (_e1199 * l_77_);
                uint _e1201 = l_mut_234_;
                uint64_t l_1574_ = uint64_t(_e1201);
                uint64_t l_1575_ = uint64_t(l_77_);
                uint64_t l_1576_ = (l_1574_ * l_1575_);
                uint64_t l_1577_ = (l_1576_ >> uint(32uL));
                uint l_440_ = uint(l_1577_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1212 = l_mut_228_;
                uint64_t l_1579_ = uint64_t(_e1212);
                uint64_t l_1580_ = uint64_t(l_77_);
                uint64_t l_1581_ = (l_1579_ * l_1580_);
                uint64_t l_1582_ = (l_1581_ >> uint(32uL));
                uint l_442_ = uint(l_1582_);
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
                uint _e1240 = l_mut_166_;
                l_mut_109_ = _e1240;
                uint _e1241 = l_mut_160_;
                l_mut_166_ = _e1241;
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
                        uint _e1253 = l_mut_160_;
                        l_mut_109_ = _e1253;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1254 = l_mut_234_;
                uint l_465_ = (_e1254 * l_77_);
                uint _e1256 = l_mut_228_;
                uint l_466_ = (_e1256 * l_77_);
                uint _e1258 = l_mut_234_;
                uint64_t l_1584_ = uint64_t(_e1258);
                uint64_t l_1585_ = uint64_t(l_77_);
                uint64_t l_1586_ = (l_1584_ * l_1585_);
                uint64_t l_1587_ = (l_1586_ >> uint(32uL));
                uint l_467_ = uint(l_1587_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1269 = l_mut_228_;
                uint64_t l_1589_ = uint64_t(_e1269);
                uint64_t l_1590_ = uint64_t(l_77_);
                uint64_t l_1591_ = (l_1589_ * l_1590_);
                uint64_t l_1592_ = (l_1591_ >> uint(32uL));
                uint l_469_ = uint(l_1592_);
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
                uint _e1297 = l_mut_160_;
                l_mut_97_ = _e1297;
                uint _e1298 = l_mut_103_;
                l_mut_160_ = _e1298;
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
                        uint _e1310 = l_mut_103_;
                        l_mut_97_ = _e1310;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e1311 = l_mut_109_;
                uint l_492_ = (_e1311 * l_77_);
                uint _e1313 = l_mut_166_;
                uint l_493_ = (_e1313 * l_77_);
                uint _e1315 = l_mut_109_;
                uint64_t l_1594_ = uint64_t(_e1315);
                uint64_t l_1595_ = uint64_t(l_77_);
                uint64_t l_1596_ = (l_1594_ * l_1595_);
                uint64_t l_1597_ = (l_1596_ >> uint(32uL));
                uint l_494_ = uint(l_1597_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e1326 = l_mut_166_;
                uint64_t l_1599_ = uint64_t(_e1326);
                uint64_t l_1600_ = uint64_t(l_77_);
                uint64_t l_1601_ = (l_1599_ * l_1600_);
                uint64_t l_1602_ = (l_1601_ >> uint(32uL));
                uint l_496_ = uint(l_1602_);
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
                uint _e1354 = l_mut_234_;
                l_mut_103_ = _e1354;
                uint _e1355 = l_mut_228_;
                l_mut_234_ = _e1355;
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
                        uint _e1367 = l_mut_228_;
                        l_mut_103_ = _e1367;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e1368 = l_mut_109_;
                uint l_519_ = (_e1368 * l_77_);
                uint _e1370 = l_mut_166_;
                uint l_520_ = (_e1370 * l_77_);
                uint _e1372 = l_mut_109_;
                uint64_t l_1604_ = uint64_t(_e1372);
                uint64_t l_1605_ = uint64_t(l_77_);
                uint64_t l_1606_ = (l_1604_ * l_1605_);
                uint64_t l_1607_ = (l_1606_ >> uint(32uL));
                uint l_521_ = uint(l_1607_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e1383 = l_mut_166_;
                uint64_t l_1609_ = uint64_t(_e1383);
                uint64_t l_1610_ = uint64_t(l_77_);
                uint64_t l_1611_ = (l_1609_ * l_1610_);
                uint64_t l_1612_ = (l_1611_ >> uint(32uL));
                uint l_523_ = uint(l_1612_);
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
                uint _e1411 = l_mut_228_;
                l_mut_45_ = _e1411;
                uint _e1412 = l_mut_82_;
                l_mut_228_ = _e1412;
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
                        uint _e1424 = l_mut_82_;
                        l_mut_45_ = _e1424;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e1425 = l_mut_97_;
                uint l_546_ = (_e1425 * l_77_);
                uint _e1427 = l_mut_97_;
                uint64_t l_1614_ = uint64_t(_e1427);
                uint64_t l_1615_ = uint64_t(l_77_);
                uint64_t l_1616_ = (l_1614_ * l_1615_);
                uint64_t l_1617_ = (l_1616_ >> uint(32uL));
                uint l_547_ = uint(l_1617_);
                uint _e1437 = l_mut_160_;
                uint l_548_ = (_e1437 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e1440 = l_mut_45_;
                uint l_550_ = (_e1440 + l_546_);
                uint _e1442 = l_mut_228_;
                uint l_551_ = (_e1442 + l_549_);
                uint _e1444 = l_mut_45_;
                bool l_552_ = (l_550_ < _e1444);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e1448 = l_mut_103_;
                l_mut_290_ = _e1448;
                uint _e1449 = l_mut_234_;
                l_mut_284_ = _e1449;
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
                        uint _e1470 = l_mut_103_;
                        l_mut_160_ = _e1470;
                        uint _e1471 = l_mut_234_;
                        l_mut_109_ = _e1471;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e1476 = l_mut_234_;
                            uint l_569_ = (_e1476 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e1481 = l_mut_103_;
                                l_mut_97_ = _e1481;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e1484 = l_mut_103_;
                                    uint l_572_ = (_e1484 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e1488 = l_mut_234_;
                                    uint l_574_ = (_e1488 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e1491 = l_mut_234_;
                                uint l_576_ = (_e1491 >> l_389_);
                                uint _e1493 = l_mut_97_;
                                l_mut_160_ = _e1493;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e1494 = l_mut_228_;
                        uint _e1495 = l_mut_160_;
                        uint l_577_ = (_e1494 + _e1495);
                        uint _e1497 = l_mut_166_;
                        uint _e1498 = l_mut_109_;
                        uint l_578_ = (_e1497 + _e1498);
                        uint _e1500 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e1500);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e1505 = l_mut_290_;
                    uint l_582_ = (0u - _e1505);
                    uint _e1508 = l_mut_284_;
                    uint l_583_ = (0u - _e1508);
                    uint _e1511 = l_mut_290_;
                    bool l_584_ = (0u < _e1511);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e1515 = l_mut_290_;
            uint l_587_ = (l_340_ - _e1515);
            uint _e1517 = l_mut_284_;
            uint l_588_ = (l_344_ - _e1517);
            uint _e1519 = l_mut_290_;
            bool l_589_ = (l_340_ < _e1519);
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
            uint _e1552 = l_mut_160_;
            bool l_613_ = (_e1552 < l_606_);
            uint _e1554 = l_mut_160_;
            bool l_614_ = (_e1554 == l_606_);
            uint _e1556 = l_mut_166_;
            bool l_615_ = (_e1556 < l_602_);
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
                bool _e1571 = l_mut_619_;
                l_mut_612_ = _e1571;
                l_mut_619_ = false;
            }
            bool _e1573 = l_mut_619_;
            if (_e1573) {
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
                uint _e1588 = l_mut_97_;
                uint l_630_ = (_e1588 * l_629_);
                uint _e1590 = l_mut_97_;
                uint64_t l_1619_ = uint64_t(_e1590);
                uint64_t l_1620_ = uint64_t(l_629_);
                uint64_t l_1621_ = (l_1619_ * l_1620_);
                uint64_t l_1622_ = (l_1621_ >> uint(32uL));
                uint l_631_ = uint(l_1622_);
                uint _e1600 = l_mut_82_;
                uint l_632_ = (_e1600 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e1606 = l_mut_97_;
                uint l_635_ = (_e1606 * l_634_);
                uint _e1608 = l_mut_82_;
                uint l_636_ = (_e1608 * l_634_);
                uint _e1610 = l_mut_97_;
                uint64_t l_1624_ = uint64_t(_e1610);
                uint64_t l_1625_ = uint64_t(l_634_);
                uint64_t l_1626_ = (l_1624_ * l_1625_);
                uint64_t l_1627_ = (l_1626_ >> uint(32uL));
                uint l_637_ = uint(l_1627_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e1621 = l_mut_82_;
                uint64_t l_1629_ = uint64_t(_e1621);
                uint64_t l_1630_ = uint64_t(l_634_);
                uint64_t l_1631_ = (l_1629_ * l_1630_);
                uint64_t l_1632_ = (l_1631_ >> uint(32uL));
                uint l_639_ = uint(l_1632_);
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
                uint _e1649 = l_mut_644_;
                l_mut_656_ = _e1649;
                uint _e1650 = l_mut_650_;
                l_mut_644_ = _e1650;
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
                        uint _e1662 = l_mut_650_;
                        l_mut_656_ = _e1662;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e1663 = l_mut_656_;
                uint _e1664 = l_mut_644_;
                uint l_665_ = (_e1663 | _e1664);
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
                            uint _e1699 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e1699);
                            uint _e1701 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e1701);
                            uint _e1703 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e1703);
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
                                uint _e1716 = l_mut_82_;
                                bool l_691_ = (_e1716 < l_671_);
                                uint _e1718 = l_mut_82_;
                                bool l_692_ = (_e1718 == l_671_);
                                uint _e1720 = l_mut_97_;
                                bool l_693_ = (_e1720 < l_667_);
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
                                            uint _e1827 = l_mut_704_;
                                            l_mut_704_ = (_e1827 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e1742 = l_mut_704_;
                                        if ((_e1742 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1746 = l_mut_704_;
                                            uint l_705_ = (19u - _e1746);
                                            uint _e1748 = l_mut_701_;
                                            l_mut_706_ = _e1748;
                                            uint _e1749 = l_mut_702_;
                                            l_mut_707_ = _e1749;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e1754 = l_mut_702_;
                                                uint l_710_ = (_e1754 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e1759 = l_mut_701_;
                                                    l_mut_712_ = _e1759;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e1762 = l_mut_701_;
                                                        uint l_714_ = (_e1762 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e1766 = l_mut_702_;
                                                        uint l_716_ = (_e1766 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e1769 = l_mut_702_;
                                                    uint l_718_ = (_e1769 >> l_705_);
                                                    uint _e1771 = l_mut_712_;
                                                    l_mut_706_ = _e1771;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e1772 = l_mut_707_;
                                            uint _e1773 = l_mut_82_;
                                            bool l_719_ = (_e1772 < _e1773);
                                            uint _e1775 = l_mut_707_;
                                            uint _e1776 = l_mut_82_;
                                            bool l_720_ = (_e1775 == _e1776);
                                            uint _e1778 = l_mut_706_;
                                            uint _e1779 = l_mut_97_;
                                            bool l_721_ = (_e1778 < _e1779);
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
                                                uint _e1791 = l_mut_97_;
                                                l_mut_712_ = _e1791;
                                                uint _e1792 = l_mut_82_;
                                                l_mut_707_ = _e1792;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e1797 = l_mut_97_;
                                                    uint l_727_ = (_e1797 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e1802 = l_mut_97_;
                                                        uint l_729_ = (_e1802 << l_705_);
                                                        uint _e1804 = l_mut_82_;
                                                        uint l_730_ = (_e1804 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e1808 = l_mut_97_;
                                                        uint l_732_ = (_e1808 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e1811 = l_mut_701_;
                                                uint _e1812 = l_mut_712_;
                                                uint l_734_ = (_e1811 - _e1812);
                                                uint _e1814 = l_mut_702_;
                                                uint _e1815 = l_mut_707_;
                                                uint l_735_ = (_e1814 - _e1815);
                                                uint _e1817 = l_mut_701_;
                                                uint _e1818 = l_mut_712_;
                                                bool l_736_ = (_e1817 < _e1818);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e1824 = l_mut_703_;
                                                l_mut_703_ = (_e1824 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e1829 = l_mut_703_;
                                    uint l_740_ = min(_e1829, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e1831 = l_mut_702_;
                                    uint _e1832 = l_mut_82_;
                                    bool l_741_ = (_e1831 < _e1832);
                                    uint _e1834 = l_mut_702_;
                                    uint _e1835 = l_mut_82_;
                                    bool l_742_ = (_e1834 == _e1835);
                                    uint _e1837 = l_mut_701_;
                                    uint _e1838 = l_mut_97_;
                                    bool l_743_ = (_e1837 < _e1838);
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
                                    uint _e1850 = l_mut_712_;
                                    l_mut_690_ = _e1850;
                                }
                                uint _e1851 = l_mut_97_;
                                uint _e1852 = l_mut_690_;
                                uint l_747_ = (_e1851 * _e1852);
                                uint _e1854 = l_mut_97_;
                                uint64_t l_1634_ = uint64_t(_e1854);
                                uint _e1856 = l_mut_690_;
                                uint64_t l_1635_ = uint64_t(_e1856);
                                uint64_t l_1636_ = (l_1634_ * l_1635_);
                                uint64_t l_1637_ = (l_1636_ >> uint(32uL));
                                uint l_748_ = uint(l_1637_);
                                uint _e1865 = l_mut_82_;
                                uint _e1866 = l_mut_690_;
                                uint l_749_ = (_e1865 * _e1866);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e1874 = l_mut_683_;
                                uint _e1875 = l_mut_82_;
                                bool l_756_ = (_e1874 < _e1875);
                                uint _e1877 = l_mut_683_;
                                uint _e1878 = l_mut_82_;
                                bool l_757_ = (_e1877 == _e1878);
                                uint _e1880 = l_mut_644_;
                                uint _e1881 = l_mut_97_;
                                bool l_758_ = (_e1880 < _e1881);
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
                                    uint _e1893 = l_mut_644_;
                                    uint _e1894 = l_mut_97_;
                                    uint l_762_ = (_e1893 - _e1894);
                                    uint _e1896 = l_mut_683_;
                                    uint _e1897 = l_mut_82_;
                                    uint l_763_ = (_e1896 - _e1897);
                                    uint _e1899 = l_mut_644_;
                                    uint _e1900 = l_mut_97_;
                                    bool l_764_ = (_e1899 < _e1900);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e1904 = l_mut_97_;
                            uint _e1905 = l_mut_644_;
                            uint l_767_ = (_e1904 - _e1905);
                            uint _e1907 = l_mut_82_;
                            uint _e1908 = l_mut_683_;
                            uint l_768_ = (_e1907 - _e1908);
                            uint _e1910 = l_mut_97_;
                            uint _e1911 = l_mut_644_;
                            bool l_769_ = (_e1910 < _e1911);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e1915 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e1915);
                            uint _e1917 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e1917);
                            uint _e1919 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e1919);
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
                                uint _e1931 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e1931);
                                uint _e1933 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e1933);
                                uint _e1935 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e1935);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e1939 = l_mut_707_;
                            uint _e1940 = l_mut_650_;
                            bool l_783_ = (_e1939 < _e1940);
                            uint _e1942 = l_mut_707_;
                            uint _e1943 = l_mut_650_;
                            bool l_784_ = (_e1942 == _e1943);
                            uint _e1945 = l_mut_712_;
                            uint _e1946 = l_mut_656_;
                            bool l_785_ = (_e1945 < _e1946);
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
                                uint _e1957 = l_mut_712_;
                                l_mut_656_ = _e1957;
                                uint _e1958 = l_mut_707_;
                                l_mut_650_ = _e1958;
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
                            uint _e1978 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e1978);
                            uint _e1980 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e1980);
                            uint _e1982 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e1982);
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
                                uint _e1995 = l_mut_82_;
                                bool l_805_ = (_e1995 < l_596_);
                                uint _e1997 = l_mut_82_;
                                bool l_806_ = (_e1997 == l_596_);
                                uint _e1999 = l_mut_97_;
                                bool l_807_ = (_e1999 < l_592_);
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
                                            uint _e2106 = l_mut_815_;
                                            l_mut_815_ = (_e2106 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e2021 = l_mut_815_;
                                        if ((_e2021 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2025 = l_mut_815_;
                                            uint l_816_ = (19u - _e2025);
                                            uint _e2027 = l_mut_703_;
                                            l_mut_690_ = _e2027;
                                            uint _e2028 = l_mut_702_;
                                            l_mut_683_ = _e2028;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e2033 = l_mut_702_;
                                                uint l_819_ = (_e2033 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e2038 = l_mut_703_;
                                                    l_mut_644_ = _e2038;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e2041 = l_mut_703_;
                                                        uint l_822_ = (_e2041 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e2045 = l_mut_702_;
                                                        uint l_824_ = (_e2045 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e2048 = l_mut_702_;
                                                    uint l_826_ = (_e2048 >> l_816_);
                                                    uint _e2050 = l_mut_644_;
                                                    l_mut_690_ = _e2050;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e2051 = l_mut_683_;
                                            uint _e2052 = l_mut_82_;
                                            bool l_827_ = (_e2051 < _e2052);
                                            uint _e2054 = l_mut_683_;
                                            uint _e2055 = l_mut_82_;
                                            bool l_828_ = (_e2054 == _e2055);
                                            uint _e2057 = l_mut_690_;
                                            uint _e2058 = l_mut_97_;
                                            bool l_829_ = (_e2057 < _e2058);
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
                                                uint _e2070 = l_mut_97_;
                                                l_mut_690_ = _e2070;
                                                uint _e2071 = l_mut_82_;
                                                l_mut_683_ = _e2071;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e2076 = l_mut_97_;
                                                    uint l_835_ = (_e2076 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e2081 = l_mut_97_;
                                                        uint l_837_ = (_e2081 << l_816_);
                                                        uint _e2083 = l_mut_82_;
                                                        uint l_838_ = (_e2083 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e2087 = l_mut_97_;
                                                        uint l_840_ = (_e2087 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e2090 = l_mut_703_;
                                                uint _e2091 = l_mut_690_;
                                                uint l_842_ = (_e2090 - _e2091);
                                                uint _e2093 = l_mut_702_;
                                                uint _e2094 = l_mut_683_;
                                                uint l_843_ = (_e2093 - _e2094);
                                                uint _e2096 = l_mut_703_;
                                                uint _e2097 = l_mut_690_;
                                                bool l_844_ = (_e2096 < _e2097);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e2103 = l_mut_701_;
                                                l_mut_701_ = (_e2103 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e2108 = l_mut_701_;
                                    uint l_848_ = min(_e2108, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e2110 = l_mut_702_;
                                    uint _e2111 = l_mut_82_;
                                    bool l_849_ = (_e2110 < _e2111);
                                    uint _e2113 = l_mut_702_;
                                    uint _e2114 = l_mut_82_;
                                    bool l_850_ = (_e2113 == _e2114);
                                    uint _e2116 = l_mut_703_;
                                    uint _e2117 = l_mut_97_;
                                    bool l_851_ = (_e2116 < _e2117);
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
                                    uint _e2129 = l_mut_701_;
                                    l_mut_706_ = _e2129;
                                }
                                uint _e2130 = l_mut_97_;
                                uint _e2131 = l_mut_706_;
                                uint l_855_ = (_e2130 * _e2131);
                                uint _e2133 = l_mut_97_;
                                uint64_t l_1639_ = uint64_t(_e2133);
                                uint _e2135 = l_mut_706_;
                                uint64_t l_1640_ = uint64_t(_e2135);
                                uint64_t l_1641_ = (l_1639_ * l_1640_);
                                uint64_t l_1642_ = (l_1641_ >> uint(32uL));
                                uint l_856_ = uint(l_1642_);
                                uint _e2144 = l_mut_82_;
                                uint _e2145 = l_mut_706_;
                                uint l_857_ = (_e2144 * _e2145);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e2153 = l_mut_707_;
                                uint _e2154 = l_mut_82_;
                                bool l_864_ = (_e2153 < _e2154);
                                uint _e2156 = l_mut_707_;
                                uint _e2157 = l_mut_82_;
                                bool l_865_ = (_e2156 == _e2157);
                                uint _e2159 = l_mut_712_;
                                uint _e2160 = l_mut_97_;
                                bool l_866_ = (_e2159 < _e2160);
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
                                    uint _e2172 = l_mut_712_;
                                    uint _e2173 = l_mut_97_;
                                    uint l_870_ = (_e2172 - _e2173);
                                    uint _e2175 = l_mut_707_;
                                    uint _e2176 = l_mut_82_;
                                    uint l_871_ = (_e2175 - _e2176);
                                    uint _e2178 = l_mut_712_;
                                    uint _e2179 = l_mut_97_;
                                    bool l_872_ = (_e2178 < _e2179);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e2183 = l_mut_707_;
                            uint _e2184 = l_mut_650_;
                            bool l_875_ = (_e2183 < _e2184);
                            uint _e2186 = l_mut_707_;
                            uint _e2187 = l_mut_650_;
                            bool l_876_ = (_e2186 == _e2187);
                            uint _e2189 = l_mut_712_;
                            uint _e2190 = l_mut_656_;
                            bool l_877_ = (_e2189 < _e2190);
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
                                uint _e2201 = l_mut_712_;
                                l_mut_656_ = _e2201;
                                uint _e2202 = l_mut_707_;
                                l_mut_650_ = _e2202;
                            }
                        }
                    }
                    uint _e2203 = l_mut_650_;
                    bool l_880_ = (_e2203 < l_606_);
                    uint _e2205 = l_mut_650_;
                    bool l_881_ = (_e2205 == l_606_);
                    uint _e2207 = l_mut_656_;
                    bool l_882_ = (_e2207 < l_602_);
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
                uint _e2222 = l_mut_45_;
                bool l_888_ = (_e2222 > 0u);
                if (l_888_) {
                    uint _e2225 = l_mut_45_;
                    bool l_889_ = (_e2225 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                bool _e2230 = l_mut_619_;
                bool l_891_ = !(_e2230);
                if (l_891_) {
                    break;
                }
                uint _e2232 = l_mut_160_;
                uint _e2233 = l_mut_284_;
                bool l_892_ = (_e2232 < _e2233);
                uint _e2235 = l_mut_160_;
                uint _e2236 = l_mut_284_;
                bool l_893_ = (_e2235 == _e2236);
                uint _e2238 = l_mut_166_;
                uint _e2239 = l_mut_290_;
                bool l_894_ = (_e2238 < _e2239);
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
                    uint _e2250 = l_mut_290_;
                    uint _e2251 = l_mut_166_;
                    uint l_897_ = (_e2250 - _e2251);
                    uint _e2253 = l_mut_284_;
                    uint _e2254 = l_mut_160_;
                    uint l_898_ = (_e2253 - _e2254);
                    uint _e2256 = l_mut_290_;
                    uint _e2257 = l_mut_166_;
                    bool l_899_ = (_e2256 < _e2257);
                    uint l_900_ = uint(l_899_);
                    uint l_901_ = (l_898_ - l_900_);
                    l_mut_712_ = l_897_;
                    l_mut_707_ = l_901_;
                    uint _e2261 = l_mut_290_;
                    l_mut_706_ = _e2261;
                    uint _e2262 = l_mut_284_;
                    l_mut_703_ = _e2262;
                    uint _e2263 = l_mut_707_;
                    uint _e2264 = l_mut_284_;
                    bool l_902_ = (_e2263 < _e2264);
                    uint _e2266 = l_mut_707_;
                    uint _e2267 = l_mut_284_;
                    bool l_903_ = (_e2266 == _e2267);
                    uint _e2269 = l_mut_712_;
                    uint _e2270 = l_mut_290_;
                    bool l_904_ = (_e2269 < _e2270);
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
                        uint _e2281 = l_mut_712_;
                        l_mut_706_ = _e2281;
                        uint _e2282 = l_mut_707_;
                        l_mut_703_ = _e2282;
                    }
                    l_mut_907_ = false;
                    uint _e2284 = l_mut_706_;
                    l_mut_712_ = _e2284;
                    uint _e2285 = l_mut_703_;
                    l_mut_707_ = _e2285;
                    if (false) {
                        uint _e2288 = l_mut_703_;
                        uint l_910_ = (_e2288 >> 3u);
                        l_mut_712_ = l_910_;
                        l_mut_707_ = 0u;
                    } else {
                        if (true) {
                            uint _e2292 = l_mut_706_;
                            l_mut_702_ = _e2292;
                            if (true) {
                                uint _e2294 = l_mut_706_;
                                uint l_913_ = (_e2294 >> 3u);
                                uint _e2297 = l_mut_703_;
                                uint l_914_ = (_e2297 << 29u);
                                uint l_915_ = (l_913_ | l_914_);
                                l_mut_702_ = l_915_;
                            }
                            uint _e2301 = l_mut_703_;
                            uint l_916_ = (_e2301 >> 3u);
                            uint _e2304 = l_mut_702_;
                            l_mut_712_ = _e2304;
                            l_mut_707_ = l_916_;
                        }
                    }
                    uint _e2305 = l_mut_707_;
                    uint _e2306 = l_mut_228_;
                    bool l_917_ = (_e2305 < _e2306);
                    uint _e2308 = l_mut_707_;
                    uint _e2309 = l_mut_228_;
                    bool l_918_ = (_e2308 == _e2309);
                    uint _e2311 = l_mut_712_;
                    uint _e2312 = l_mut_234_;
                    bool l_919_ = (_e2311 < _e2312);
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
                    uint _e2325 = l_mut_234_;
                    uint _e2326 = l_mut_228_;
                    uint l_923_ = (_e2325 | _e2326);
                    bool l_924_ = (l_923_ == 0u);
                    bool l_925_ = !(l_924_);
                    bool _e2331 = l_mut_907_;
                    if (_e2331) {
                        local_45 = l_925_;
                    } else {
                        local_45 = false;
                    }
                    bool l_926_ = local_45;
                    uint _e2336 = l_mut_228_;
                    uint _e2337 = l_mut_703_;
                    bool l_927_ = (_e2336 < _e2337);
                    uint _e2339 = l_mut_228_;
                    uint _e2340 = l_mut_703_;
                    bool l_928_ = (_e2339 == _e2340);
                    uint _e2342 = l_mut_234_;
                    uint _e2343 = l_mut_706_;
                    bool l_929_ = (_e2342 < _e2343);
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
                    uint _e2358 = l_mut_109_;
                    uint _e2359 = l_mut_103_;
                    uint l_933_ = (_e2358 + _e2359);
                    bool l_934_ = (l_933_ < l_77_);
                    if (l_932_) {
                        local_49 = l_934_;
                    } else {
                        local_49 = false;
                    }
                    bool l_935_ = local_49;
                    if (l_935_) {
                        uint _e2366 = l_mut_109_;
                        uint l_936_ = (l_77_ - _e2366);
                        uint _e2368 = l_mut_103_;
                        uint l_937_ = (l_936_ - _e2368);
                        uint _e2370 = l_mut_109_;
                        uint l_938_ = naga_div(l_937_, _e2370);
                        uint _e2372 = l_mut_706_;
                        uint l_939_ = (_e2372 - 1u);
                        uint _e2375 = l_mut_703_;
                        uint l_940_ = (_e2375 - 0u);
                        uint _e2378 = l_mut_706_;
                        bool l_941_ = (_e2378 < 1u);
                        uint l_942_ = uint(l_941_);
                        uint l_943_ = (l_940_ - l_942_);
                        l_mut_707_ = l_939_;
                        l_mut_706_ = l_943_;
                        l_mut_703_ = 0u;
                        l_mut_944_ = 0u;
                        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                        bool loop_init_2 = true;
                        while(true) {
                            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                            if (!loop_init_2) {
                                uint _e2471 = l_mut_944_;
                                l_mut_944_ = (_e2471 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e2386 = l_mut_944_;
                            if ((_e2386 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2390 = l_mut_944_;
                                uint l_945_ = (19u - _e2390);
                                uint _e2392 = l_mut_707_;
                                l_mut_702_ = _e2392;
                                uint _e2393 = l_mut_706_;
                                l_mut_701_ = _e2393;
                                bool l_946_ = (l_945_ >= 32u);
                                if (l_946_) {
                                    uint l_947_ = (l_945_ & 31u);
                                    uint _e2398 = l_mut_706_;
                                    uint l_948_ = (_e2398 >> l_947_);
                                    l_mut_702_ = l_948_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_949_ = (l_945_ > 0u);
                                    if (l_949_) {
                                        uint _e2403 = l_mut_707_;
                                        l_mut_690_ = _e2403;
                                        bool l_950_ = (l_945_ > 0u);
                                        if (l_950_) {
                                            uint _e2406 = l_mut_707_;
                                            uint l_951_ = (_e2406 >> l_945_);
                                            uint l_952_ = (32u - l_945_);
                                            uint _e2410 = l_mut_706_;
                                            uint l_953_ = (_e2410 << l_952_);
                                            uint l_954_ = (l_951_ | l_953_);
                                            l_mut_690_ = l_954_;
                                        }
                                        uint _e2413 = l_mut_706_;
                                        uint l_955_ = (_e2413 >> l_945_);
                                        uint _e2415 = l_mut_690_;
                                        l_mut_702_ = _e2415;
                                        l_mut_701_ = l_955_;
                                    }
                                }
                                uint _e2416 = l_mut_701_;
                                uint _e2417 = l_mut_228_;
                                bool l_956_ = (_e2416 < _e2417);
                                uint _e2419 = l_mut_701_;
                                uint _e2420 = l_mut_228_;
                                bool l_957_ = (_e2419 == _e2420);
                                uint _e2422 = l_mut_702_;
                                uint _e2423 = l_mut_234_;
                                bool l_958_ = (_e2422 < _e2423);
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
                                    uint _e2435 = l_mut_234_;
                                    l_mut_702_ = _e2435;
                                    uint _e2436 = l_mut_228_;
                                    l_mut_701_ = _e2436;
                                    bool l_962_ = (l_945_ >= 32u);
                                    if (l_962_) {
                                        uint l_963_ = (l_945_ & 31u);
                                        uint _e2441 = l_mut_234_;
                                        uint l_964_ = (_e2441 << l_963_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_964_;
                                    } else {
                                        bool l_965_ = (l_945_ > 0u);
                                        if (l_965_) {
                                            uint _e2446 = l_mut_234_;
                                            uint l_966_ = (_e2446 << l_945_);
                                            uint _e2448 = l_mut_228_;
                                            uint l_967_ = (_e2448 << l_945_);
                                            uint l_968_ = (32u - l_945_);
                                            uint _e2452 = l_mut_234_;
                                            uint l_969_ = (_e2452 >> l_968_);
                                            uint l_970_ = (l_967_ | l_969_);
                                            l_mut_702_ = l_966_;
                                            l_mut_701_ = l_970_;
                                        }
                                    }
                                    uint _e2455 = l_mut_707_;
                                    uint _e2456 = l_mut_702_;
                                    uint l_971_ = (_e2455 - _e2456);
                                    uint _e2458 = l_mut_706_;
                                    uint _e2459 = l_mut_701_;
                                    uint l_972_ = (_e2458 - _e2459);
                                    uint _e2461 = l_mut_707_;
                                    uint _e2462 = l_mut_702_;
                                    bool l_973_ = (_e2461 < _e2462);
                                    uint l_974_ = uint(l_973_);
                                    uint l_975_ = (l_972_ - l_974_);
                                    l_mut_707_ = l_971_;
                                    l_mut_706_ = l_975_;
                                    uint l_976_ = (1u << l_945_);
                                    uint _e2468 = l_mut_703_;
                                    l_mut_703_ = (_e2468 | l_976_);
                                }
                            }
                        }
                        uint _e2473 = l_mut_703_;
                        uint l_977_ = min(_e2473, l_938_);
                        l_mut_703_ = l_977_;
                        uint _e2475 = l_mut_706_;
                        uint _e2476 = l_mut_228_;
                        bool l_978_ = (_e2475 < _e2476);
                        uint _e2478 = l_mut_706_;
                        uint _e2479 = l_mut_228_;
                        bool l_979_ = (_e2478 == _e2479);
                        uint _e2481 = l_mut_707_;
                        uint _e2482 = l_mut_234_;
                        bool l_980_ = (_e2481 < _e2482);
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
                        uint _e2494 = l_mut_703_;
                        l_mut_712_ = _e2494;
                    }
                    uint _e2495 = l_mut_290_;
                    l_mut_707_ = _e2495;
                    uint _e2496 = l_mut_284_;
                    l_mut_706_ = _e2496;
                    uint _e2497 = l_mut_234_;
                    l_mut_703_ = _e2497;
                    uint _e2498 = l_mut_228_;
                    l_mut_702_ = _e2498;
                    uint _e2499 = l_mut_109_;
                    l_mut_701_ = _e2499;
                    uint _e2500 = l_mut_103_;
                    l_mut_690_ = _e2500;
                    uint _e2501 = l_mut_166_;
                    l_mut_683_ = _e2501;
                    uint _e2502 = l_mut_160_;
                    l_mut_656_ = _e2502;
                    l_mut_650_ = 0u;
                    uint _e2504 = l_mut_712_;
                    bool l_984_ = (_e2504 > 0u);
                    if (l_984_) {
                        uint _e2507 = l_mut_234_;
                        uint _e2508 = l_mut_712_;
                        uint l_985_ = (_e2507 * _e2508);
                        uint _e2510 = l_mut_234_;
                        uint64_t l_1644_ = uint64_t(_e2510);
                        uint _e2512 = l_mut_712_;
                        uint64_t l_1645_ = uint64_t(_e2512);
                        uint64_t l_1646_ = (l_1644_ * l_1645_);
                        uint64_t l_1647_ = (l_1646_ >> uint(32uL));
                        uint l_986_ = uint(l_1647_);
                        uint _e2521 = l_mut_228_;
                        uint _e2522 = l_mut_712_;
                        uint l_987_ = (_e2521 * _e2522);
                        uint l_988_ = (l_986_ + l_987_);
                        uint _e2525 = l_mut_290_;
                        uint l_989_ = (_e2525 - l_985_);
                        uint _e2527 = l_mut_284_;
                        uint l_990_ = (_e2527 - l_988_);
                        uint _e2529 = l_mut_290_;
                        bool l_991_ = (_e2529 < l_985_);
                        uint l_992_ = uint(l_991_);
                        uint l_993_ = (l_990_ - l_992_);
                        l_mut_707_ = l_989_;
                        l_mut_706_ = l_993_;
                        uint _e2533 = l_mut_712_;
                        uint _e2534 = l_mut_109_;
                        uint l_994_ = (_e2533 * _e2534);
                        uint _e2536 = l_mut_103_;
                        uint l_995_ = (_e2536 + l_994_);
                        l_mut_690_ = l_995_;
                    } else {
                        uint _e2538 = l_mut_650_;
                        bool l_996_ = (_e2538 == 0u);
                        if (l_996_) {
                            uint _e2541 = l_mut_109_;
                            uint l_997_ = (l_77_ - _e2541);
                            uint _e2543 = l_mut_103_;
                            uint l_998_ = naga_div(l_997_, _e2543);
                            l_mut_712_ = 0u;
                            l_mut_907_ = false;
                            uint _e2547 = l_mut_234_;
                            l_mut_644_ = _e2547;
                            uint _e2548 = l_mut_228_;
                            l_mut_97_ = _e2548;
                            if (false) {
                                uint _e2551 = l_mut_228_;
                                uint l_1001_ = (_e2551 >> 3u);
                                l_mut_644_ = l_1001_;
                                l_mut_97_ = 0u;
                            } else {
                                if (true) {
                                    uint _e2555 = l_mut_234_;
                                    l_mut_82_ = _e2555;
                                    if (true) {
                                        uint _e2557 = l_mut_234_;
                                        uint l_1004_ = (_e2557 >> 3u);
                                        uint _e2560 = l_mut_228_;
                                        uint l_1005_ = (_e2560 << 29u);
                                        uint l_1006_ = (l_1004_ | l_1005_);
                                        l_mut_82_ = l_1006_;
                                    }
                                    uint _e2564 = l_mut_228_;
                                    uint l_1007_ = (_e2564 >> 3u);
                                    uint _e2567 = l_mut_82_;
                                    l_mut_644_ = _e2567;
                                    l_mut_97_ = l_1007_;
                                }
                            }
                            uint _e2568 = l_mut_97_;
                            uint _e2569 = l_mut_284_;
                            bool l_1008_ = (_e2568 < _e2569);
                            uint _e2571 = l_mut_97_;
                            uint _e2572 = l_mut_284_;
                            bool l_1009_ = (_e2571 == _e2572);
                            uint _e2574 = l_mut_644_;
                            uint _e2575 = l_mut_290_;
                            bool l_1010_ = (_e2574 < _e2575);
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
                            uint _e2587 = l_mut_290_;
                            uint _e2588 = l_mut_284_;
                            uint l_1014_ = (_e2587 | _e2588);
                            bool l_1015_ = (l_1014_ == 0u);
                            if (l_1015_) {
                                l_mut_712_ = l_998_;
                            } else {
                                bool _e2592 = l_mut_907_;
                                if (_e2592) {
                                    uint _e2593 = l_mut_284_;
                                    uint _e2594 = l_mut_228_;
                                    bool l_1016_ = (_e2593 < _e2594);
                                    uint _e2596 = l_mut_284_;
                                    uint _e2597 = l_mut_228_;
                                    bool l_1017_ = (_e2596 == _e2597);
                                    uint _e2599 = l_mut_290_;
                                    uint _e2600 = l_mut_234_;
                                    bool l_1018_ = (_e2599 < _e2600);
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
                                        uint _e2611 = l_mut_234_;
                                        uint l_1021_ = (_e2611 - 1u);
                                        uint _e2614 = l_mut_228_;
                                        uint l_1022_ = (_e2614 - 0u);
                                        uint _e2617 = l_mut_234_;
                                        bool l_1023_ = (_e2617 < 1u);
                                        uint l_1024_ = uint(l_1023_);
                                        uint l_1025_ = (l_1022_ - l_1024_);
                                        l_mut_644_ = l_1021_;
                                        l_mut_97_ = l_1025_;
                                        l_mut_82_ = 0u;
                                        l_mut_1026_ = 0u;
                                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                            if (!loop_init_3) {
                                                uint _e2710 = l_mut_1026_;
                                                l_mut_1026_ = (_e2710 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e2625 = l_mut_1026_;
                                            if ((_e2625 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e2629 = l_mut_1026_;
                                                uint l_1027_ = (19u - _e2629);
                                                uint _e2631 = l_mut_644_;
                                                l_mut_45_ = _e2631;
                                                uint _e2632 = l_mut_97_;
                                                l_mut_1028_ = _e2632;
                                                bool l_1029_ = (l_1027_ >= 32u);
                                                if (l_1029_) {
                                                    uint l_1030_ = (l_1027_ & 31u);
                                                    uint _e2637 = l_mut_97_;
                                                    uint l_1031_ = (_e2637 >> l_1030_);
                                                    l_mut_45_ = l_1031_;
                                                    l_mut_1028_ = 0u;
                                                } else {
                                                    bool l_1032_ = (l_1027_ > 0u);
                                                    if (l_1032_) {
                                                        uint _e2642 = l_mut_644_;
                                                        l_mut_1033_ = _e2642;
                                                        bool l_1034_ = (l_1027_ > 0u);
                                                        if (l_1034_) {
                                                            uint _e2645 = l_mut_644_;
                                                            uint l_1035_ = (_e2645 >> l_1027_);
                                                            uint l_1036_ = (32u - l_1027_);
                                                            uint _e2649 = l_mut_97_;
                                                            uint l_1037_ = (_e2649 << l_1036_);
                                                            uint l_1038_ = (l_1035_ | l_1037_);
                                                            l_mut_1033_ = l_1038_;
                                                        }
                                                        uint _e2652 = l_mut_97_;
                                                        uint l_1039_ = (_e2652 >> l_1027_);
                                                        uint _e2654 = l_mut_1033_;
                                                        l_mut_45_ = _e2654;
                                                        l_mut_1028_ = l_1039_;
                                                    }
                                                }
                                                uint _e2655 = l_mut_1028_;
                                                uint _e2656 = l_mut_284_;
                                                bool l_1040_ = (_e2655 < _e2656);
                                                uint _e2658 = l_mut_1028_;
                                                uint _e2659 = l_mut_284_;
                                                bool l_1041_ = (_e2658 == _e2659);
                                                uint _e2661 = l_mut_45_;
                                                uint _e2662 = l_mut_290_;
                                                bool l_1042_ = (_e2661 < _e2662);
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
                                                    uint _e2674 = l_mut_290_;
                                                    l_mut_1033_ = _e2674;
                                                    uint _e2675 = l_mut_284_;
                                                    l_mut_1028_ = _e2675;
                                                    bool l_1046_ = (l_1027_ >= 32u);
                                                    if (l_1046_) {
                                                        uint l_1047_ = (l_1027_ & 31u);
                                                        uint _e2680 = l_mut_290_;
                                                        uint l_1048_ = (_e2680 << l_1047_);
                                                        l_mut_1033_ = 0u;
                                                        l_mut_1028_ = l_1048_;
                                                    } else {
                                                        bool l_1049_ = (l_1027_ > 0u);
                                                        if (l_1049_) {
                                                            uint _e2685 = l_mut_290_;
                                                            uint l_1050_ = (_e2685 << l_1027_);
                                                            uint _e2687 = l_mut_284_;
                                                            uint l_1051_ = (_e2687 << l_1027_);
                                                            uint l_1052_ = (32u - l_1027_);
                                                            uint _e2691 = l_mut_290_;
                                                            uint l_1053_ = (_e2691 >> l_1052_);
                                                            uint l_1054_ = (l_1051_ | l_1053_);
                                                            l_mut_1033_ = l_1050_;
                                                            l_mut_1028_ = l_1054_;
                                                        }
                                                    }
                                                    uint _e2694 = l_mut_644_;
                                                    uint _e2695 = l_mut_1033_;
                                                    uint l_1055_ = (_e2694 - _e2695);
                                                    uint _e2697 = l_mut_97_;
                                                    uint _e2698 = l_mut_1028_;
                                                    uint l_1056_ = (_e2697 - _e2698);
                                                    uint _e2700 = l_mut_644_;
                                                    uint _e2701 = l_mut_1033_;
                                                    bool l_1057_ = (_e2700 < _e2701);
                                                    uint l_1058_ = uint(l_1057_);
                                                    uint l_1059_ = (l_1056_ - l_1058_);
                                                    l_mut_644_ = l_1055_;
                                                    l_mut_97_ = l_1059_;
                                                    uint l_1060_ = (1u << l_1027_);
                                                    uint _e2707 = l_mut_82_;
                                                    l_mut_82_ = (_e2707 | l_1060_);
                                                }
                                            }
                                        }
                                        uint _e2712 = l_mut_82_;
                                        uint l_1061_ = min(_e2712, l_998_);
                                        l_mut_1033_ = l_1061_;
                                        uint _e2714 = l_mut_97_;
                                        uint _e2715 = l_mut_284_;
                                        bool l_1062_ = (_e2714 < _e2715);
                                        uint _e2717 = l_mut_97_;
                                        uint _e2718 = l_mut_284_;
                                        bool l_1063_ = (_e2717 == _e2718);
                                        uint _e2720 = l_mut_644_;
                                        uint _e2721 = l_mut_290_;
                                        bool l_1064_ = (_e2720 < _e2721);
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
                                        uint _e2733 = l_mut_1033_;
                                        l_mut_712_ = _e2733;
                                    }
                                } else {
                                    uint _e2734 = l_mut_234_;
                                    l_mut_1033_ = _e2734;
                                    uint _e2735 = l_mut_228_;
                                    l_mut_1028_ = _e2735;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint _e2736 = l_mut_284_;
                                        uint _e2737 = l_mut_1028_;
                                        bool l_1068_ = (_e2736 < _e2737);
                                        uint _e2739 = l_mut_284_;
                                        uint _e2740 = l_mut_1028_;
                                        bool l_1069_ = (_e2739 == _e2740);
                                        uint _e2742 = l_mut_290_;
                                        uint _e2743 = l_mut_1033_;
                                        bool l_1070_ = (_e2742 < _e2743);
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
                                        uint _e2754 = l_mut_712_;
                                        uint _e2755 = l_mut_103_;
                                        uint l_1073_ = (_e2754 * _e2755);
                                        uint _e2757 = l_mut_109_;
                                        uint l_1074_ = (_e2757 + l_1073_);
                                        uint _e2759 = l_mut_103_;
                                        uint l_1075_ = (l_1074_ + _e2759);
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
                                        uint _e2767 = l_mut_1033_;
                                        uint _e2768 = l_mut_290_;
                                        uint l_1079_ = (_e2767 - _e2768);
                                        uint _e2770 = l_mut_1028_;
                                        uint _e2771 = l_mut_284_;
                                        uint l_1080_ = (_e2770 - _e2771);
                                        uint _e2773 = l_mut_1033_;
                                        uint _e2774 = l_mut_290_;
                                        bool l_1081_ = (_e2773 < _e2774);
                                        uint l_1082_ = uint(l_1081_);
                                        uint l_1083_ = (l_1080_ - l_1082_);
                                        l_mut_1033_ = l_1079_;
                                        l_mut_1028_ = l_1083_;
                                        uint _e2778 = l_mut_712_;
                                        l_mut_712_ = (_e2778 + 1u);
                                    }
                                }
                            }
                            uint _e2781 = l_mut_712_;
                            uint _e2782 = l_mut_103_;
                            uint l_1084_ = (_e2781 * _e2782);
                            uint _e2784 = l_mut_109_;
                            uint l_1085_ = (_e2784 + l_1084_);
                            uint _e2786 = l_mut_103_;
                            uint l_1086_ = (l_1085_ + _e2786);
                            bool l_1087_ = (l_1086_ >= l_77_);
                            if (l_1087_) {
                                l_mut_650_ = 1u;
                            } else {
                                uint _e2790 = l_mut_290_;
                                uint _e2791 = l_mut_712_;
                                uint l_1088_ = (_e2790 * _e2791);
                                uint _e2793 = l_mut_290_;
                                uint64_t l_1649_ = uint64_t(_e2793);
                                uint _e2795 = l_mut_712_;
                                uint64_t l_1650_ = uint64_t(_e2795);
                                uint64_t l_1651_ = (l_1649_ * l_1650_);
                                uint64_t l_1652_ = (l_1651_ >> uint(32uL));
                                uint l_1089_ = uint(l_1652_);
                                uint _e2804 = l_mut_284_;
                                uint _e2805 = l_mut_712_;
                                uint l_1090_ = (_e2804 * _e2805);
                                uint l_1091_ = (l_1089_ + l_1090_);
                                uint _e2808 = l_mut_234_;
                                uint l_1092_ = (_e2808 - l_1088_);
                                uint _e2810 = l_mut_228_;
                                uint l_1093_ = (_e2810 - l_1091_);
                                uint _e2812 = l_mut_234_;
                                bool l_1094_ = (_e2812 < l_1088_);
                                uint l_1095_ = uint(l_1094_);
                                uint l_1096_ = (l_1093_ - l_1095_);
                                l_mut_703_ = l_1092_;
                                l_mut_702_ = l_1096_;
                                uint _e2816 = l_mut_712_;
                                uint _e2817 = l_mut_103_;
                                uint l_1097_ = (_e2816 * _e2817);
                                uint _e2819 = l_mut_109_;
                                uint l_1098_ = (_e2819 + l_1097_);
                                l_mut_701_ = l_1098_;
                                uint _e2821 = l_mut_290_;
                                uint _e2822 = l_mut_703_;
                                uint l_1099_ = (_e2821 - _e2822);
                                uint _e2824 = l_mut_284_;
                                uint _e2825 = l_mut_702_;
                                uint l_1100_ = (_e2824 - _e2825);
                                uint _e2827 = l_mut_290_;
                                uint _e2828 = l_mut_703_;
                                bool l_1101_ = (_e2827 < _e2828);
                                uint l_1102_ = uint(l_1101_);
                                uint l_1103_ = (l_1100_ - l_1102_);
                                l_mut_707_ = l_1099_;
                                l_mut_706_ = l_1103_;
                                uint _e2832 = l_mut_103_;
                                uint _e2833 = l_mut_701_;
                                uint l_1104_ = (_e2832 + _e2833);
                                l_mut_690_ = l_1104_;
                            }
                        }
                    }
                    uint _e2835 = l_mut_707_;
                    l_mut_290_ = _e2835;
                    uint _e2836 = l_mut_706_;
                    l_mut_284_ = _e2836;
                    uint _e2837 = l_mut_703_;
                    l_mut_234_ = _e2837;
                    uint _e2838 = l_mut_702_;
                    l_mut_228_ = _e2838;
                    uint _e2839 = l_mut_701_;
                    l_mut_109_ = _e2839;
                    uint _e2840 = l_mut_690_;
                    l_mut_103_ = _e2840;
                    uint _e2841 = l_mut_683_;
                    l_mut_166_ = _e2841;
                    uint _e2842 = l_mut_656_;
                    l_mut_160_ = _e2842;
                    uint _e2843 = l_mut_650_;
                    bool l_1105_ = (_e2843 == 1u);
                    l_mut_612_ = l_1105_;
                    uint _e2846 = l_mut_650_;
                    bool l_1106_ = (_e2846 == 0u);
                    l_mut_619_ = l_1106_;
                } else {
                    uint _e2849 = l_mut_234_;
                    uint _e2850 = l_mut_166_;
                    uint l_1107_ = (_e2849 - _e2850);
                    uint _e2852 = l_mut_228_;
                    uint _e2853 = l_mut_160_;
                    uint l_1108_ = (_e2852 - _e2853);
                    uint _e2855 = l_mut_234_;
                    uint _e2856 = l_mut_166_;
                    bool l_1109_ = (_e2855 < _e2856);
                    uint l_1110_ = uint(l_1109_);
                    uint l_1111_ = (l_1108_ - l_1110_);
                    l_mut_1033_ = l_1107_;
                    l_mut_1028_ = l_1111_;
                    uint _e2860 = l_mut_166_;
                    uint l_1112_ = (_e2860 - l_602_);
                    uint _e2862 = l_mut_160_;
                    uint l_1113_ = (_e2862 - l_606_);
                    uint _e2864 = l_mut_166_;
                    bool l_1114_ = (_e2864 < l_602_);
                    uint l_1115_ = uint(l_1114_);
                    uint l_1116_ = (l_1113_ - l_1115_);
                    l_mut_1033_ = l_1112_;
                    l_mut_1028_ = l_1116_;
                    uint _e2868 = l_mut_234_;
                    l_mut_712_ = _e2868;
                    uint _e2869 = l_mut_228_;
                    l_mut_707_ = _e2869;
                    uint _e2870 = l_mut_1028_;
                    uint _e2871 = l_mut_228_;
                    bool l_1117_ = (_e2870 < _e2871);
                    uint _e2873 = l_mut_1028_;
                    uint _e2874 = l_mut_228_;
                    bool l_1118_ = (_e2873 == _e2874);
                    uint _e2876 = l_mut_1033_;
                    uint _e2877 = l_mut_234_;
                    bool l_1119_ = (_e2876 < _e2877);
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
                        uint _e2888 = l_mut_1033_;
                        l_mut_712_ = _e2888;
                        uint _e2889 = l_mut_1028_;
                        l_mut_707_ = _e2889;
                    }
                    l_mut_907_ = false;
                    uint _e2891 = l_mut_712_;
                    l_mut_1033_ = _e2891;
                    uint _e2892 = l_mut_707_;
                    l_mut_1028_ = _e2892;
                    if (false) {
                        uint _e2895 = l_mut_707_;
                        uint l_1124_ = (_e2895 >> 3u);
                        l_mut_1033_ = l_1124_;
                        l_mut_1028_ = 0u;
                    } else {
                        if (true) {
                            uint _e2899 = l_mut_712_;
                            l_mut_706_ = _e2899;
                            if (true) {
                                uint _e2901 = l_mut_712_;
                                uint l_1127_ = (_e2901 >> 3u);
                                uint _e2904 = l_mut_707_;
                                uint l_1128_ = (_e2904 << 29u);
                                uint l_1129_ = (l_1127_ | l_1128_);
                                l_mut_706_ = l_1129_;
                            }
                            uint _e2908 = l_mut_707_;
                            uint l_1130_ = (_e2908 >> 3u);
                            uint _e2911 = l_mut_706_;
                            l_mut_1033_ = _e2911;
                            l_mut_1028_ = l_1130_;
                        }
                    }
                    uint _e2912 = l_mut_1028_;
                    uint _e2913 = l_mut_284_;
                    bool l_1131_ = (_e2912 < _e2913);
                    uint _e2915 = l_mut_1028_;
                    uint _e2916 = l_mut_284_;
                    bool l_1132_ = (_e2915 == _e2916);
                    uint _e2918 = l_mut_1033_;
                    uint _e2919 = l_mut_290_;
                    bool l_1133_ = (_e2918 < _e2919);
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
                    uint _e2932 = l_mut_290_;
                    uint _e2933 = l_mut_284_;
                    uint l_1137_ = (_e2932 | _e2933);
                    bool l_1138_ = (l_1137_ == 0u);
                    bool l_1139_ = !(l_1138_);
                    bool _e2938 = l_mut_907_;
                    if (_e2938) {
                        local_69 = l_1139_;
                    } else {
                        local_69 = false;
                    }
                    bool l_1140_ = local_69;
                    uint _e2943 = l_mut_284_;
                    uint _e2944 = l_mut_707_;
                    bool l_1141_ = (_e2943 < _e2944);
                    uint _e2946 = l_mut_284_;
                    uint _e2947 = l_mut_707_;
                    bool l_1142_ = (_e2946 == _e2947);
                    uint _e2949 = l_mut_290_;
                    uint _e2950 = l_mut_712_;
                    bool l_1143_ = (_e2949 < _e2950);
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
                    uint _e2965 = l_mut_103_;
                    uint _e2966 = l_mut_109_;
                    uint l_1147_ = (_e2965 + _e2966);
                    bool l_1148_ = (l_1147_ < l_77_);
                    if (l_1146_) {
                        local_73 = l_1148_;
                    } else {
                        local_73 = false;
                    }
                    bool l_1149_ = local_73;
                    if (l_1149_) {
                        uint _e2973 = l_mut_103_;
                        uint l_1150_ = (l_77_ - _e2973);
                        uint _e2975 = l_mut_109_;
                        uint l_1151_ = (l_1150_ - _e2975);
                        uint _e2977 = l_mut_103_;
                        uint l_1152_ = naga_div(l_1151_, _e2977);
                        uint _e2979 = l_mut_712_;
                        uint l_1153_ = (_e2979 - 1u);
                        uint _e2982 = l_mut_707_;
                        uint l_1154_ = (_e2982 - 0u);
                        uint _e2985 = l_mut_712_;
                        bool l_1155_ = (_e2985 < 1u);
                        uint l_1156_ = uint(l_1155_);
                        uint l_1157_ = (l_1154_ - l_1156_);
                        l_mut_1028_ = l_1153_;
                        l_mut_712_ = l_1157_;
                        l_mut_707_ = 0u;
                        l_mut_1158_ = 0u;
                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                        bool loop_init_4 = true;
                        while(true) {
                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                            if (!loop_init_4) {
                                uint _e3078 = l_mut_1158_;
                                l_mut_1158_ = (_e3078 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e2993 = l_mut_1158_;
                            if ((_e2993 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2997 = l_mut_1158_;
                                uint l_1159_ = (19u - _e2997);
                                uint _e2999 = l_mut_1028_;
                                l_mut_706_ = _e2999;
                                uint _e3000 = l_mut_712_;
                                l_mut_703_ = _e3000;
                                bool l_1160_ = (l_1159_ >= 32u);
                                if (l_1160_) {
                                    uint l_1161_ = (l_1159_ & 31u);
                                    uint _e3005 = l_mut_712_;
                                    uint l_1162_ = (_e3005 >> l_1161_);
                                    l_mut_706_ = l_1162_;
                                    l_mut_703_ = 0u;
                                } else {
                                    bool l_1163_ = (l_1159_ > 0u);
                                    if (l_1163_) {
                                        uint _e3010 = l_mut_1028_;
                                        l_mut_702_ = _e3010;
                                        bool l_1164_ = (l_1159_ > 0u);
                                        if (l_1164_) {
                                            uint _e3013 = l_mut_1028_;
                                            uint l_1165_ = (_e3013 >> l_1159_);
                                            uint l_1166_ = (32u - l_1159_);
                                            uint _e3017 = l_mut_712_;
                                            uint l_1167_ = (_e3017 << l_1166_);
                                            uint l_1168_ = (l_1165_ | l_1167_);
                                            l_mut_702_ = l_1168_;
                                        }
                                        uint _e3020 = l_mut_712_;
                                        uint l_1169_ = (_e3020 >> l_1159_);
                                        uint _e3022 = l_mut_702_;
                                        l_mut_706_ = _e3022;
                                        l_mut_703_ = l_1169_;
                                    }
                                }
                                uint _e3023 = l_mut_703_;
                                uint _e3024 = l_mut_284_;
                                bool l_1170_ = (_e3023 < _e3024);
                                uint _e3026 = l_mut_703_;
                                uint _e3027 = l_mut_284_;
                                bool l_1171_ = (_e3026 == _e3027);
                                uint _e3029 = l_mut_706_;
                                uint _e3030 = l_mut_290_;
                                bool l_1172_ = (_e3029 < _e3030);
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
                                    uint _e3042 = l_mut_290_;
                                    l_mut_706_ = _e3042;
                                    uint _e3043 = l_mut_284_;
                                    l_mut_703_ = _e3043;
                                    bool l_1176_ = (l_1159_ >= 32u);
                                    if (l_1176_) {
                                        uint l_1177_ = (l_1159_ & 31u);
                                        uint _e3048 = l_mut_290_;
                                        uint l_1178_ = (_e3048 << l_1177_);
                                        l_mut_706_ = 0u;
                                        l_mut_703_ = l_1178_;
                                    } else {
                                        bool l_1179_ = (l_1159_ > 0u);
                                        if (l_1179_) {
                                            uint _e3053 = l_mut_290_;
                                            uint l_1180_ = (_e3053 << l_1159_);
                                            uint _e3055 = l_mut_284_;
                                            uint l_1181_ = (_e3055 << l_1159_);
                                            uint l_1182_ = (32u - l_1159_);
                                            uint _e3059 = l_mut_290_;
                                            uint l_1183_ = (_e3059 >> l_1182_);
                                            uint l_1184_ = (l_1181_ | l_1183_);
                                            l_mut_706_ = l_1180_;
                                            l_mut_703_ = l_1184_;
                                        }
                                    }
                                    uint _e3062 = l_mut_1028_;
                                    uint _e3063 = l_mut_706_;
                                    uint l_1185_ = (_e3062 - _e3063);
                                    uint _e3065 = l_mut_712_;
                                    uint _e3066 = l_mut_703_;
                                    uint l_1186_ = (_e3065 - _e3066);
                                    uint _e3068 = l_mut_1028_;
                                    uint _e3069 = l_mut_706_;
                                    bool l_1187_ = (_e3068 < _e3069);
                                    uint l_1188_ = uint(l_1187_);
                                    uint l_1189_ = (l_1186_ - l_1188_);
                                    l_mut_1028_ = l_1185_;
                                    l_mut_712_ = l_1189_;
                                    uint l_1190_ = (1u << l_1159_);
                                    uint _e3075 = l_mut_707_;
                                    l_mut_707_ = (_e3075 | l_1190_);
                                }
                            }
                        }
                        uint _e3080 = l_mut_707_;
                        uint l_1191_ = min(_e3080, l_1152_);
                        l_mut_707_ = l_1191_;
                        uint _e3082 = l_mut_712_;
                        uint _e3083 = l_mut_284_;
                        bool l_1192_ = (_e3082 < _e3083);
                        uint _e3085 = l_mut_712_;
                        uint _e3086 = l_mut_284_;
                        bool l_1193_ = (_e3085 == _e3086);
                        uint _e3088 = l_mut_1028_;
                        uint _e3089 = l_mut_290_;
                        bool l_1194_ = (_e3088 < _e3089);
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
                        uint _e3101 = l_mut_707_;
                        l_mut_1033_ = _e3101;
                    }
                    uint _e3102 = l_mut_234_;
                    l_mut_1028_ = _e3102;
                    uint _e3103 = l_mut_228_;
                    l_mut_712_ = _e3103;
                    uint _e3104 = l_mut_290_;
                    l_mut_707_ = _e3104;
                    uint _e3105 = l_mut_284_;
                    l_mut_706_ = _e3105;
                    uint _e3106 = l_mut_103_;
                    l_mut_703_ = _e3106;
                    uint _e3107 = l_mut_109_;
                    l_mut_702_ = _e3107;
                    uint _e3108 = l_mut_166_;
                    l_mut_701_ = _e3108;
                    uint _e3109 = l_mut_160_;
                    l_mut_690_ = _e3109;
                    l_mut_683_ = 0u;
                    uint _e3111 = l_mut_1033_;
                    bool l_1198_ = (_e3111 > 0u);
                    if (l_1198_) {
                        uint _e3114 = l_mut_290_;
                        uint _e3115 = l_mut_1033_;
                        uint l_1199_ = (_e3114 * _e3115);
                        uint _e3117 = l_mut_290_;
                        uint64_t l_1654_ = uint64_t(_e3117);
                        uint _e3119 = l_mut_1033_;
                        uint64_t l_1655_ = uint64_t(_e3119);
                        uint64_t l_1656_ = (l_1654_ * l_1655_);
                        uint64_t l_1657_ = (l_1656_ >> uint(32uL));
                        uint l_1200_ = uint(l_1657_);
                        uint _e3128 = l_mut_284_;
                        uint _e3129 = l_mut_1033_;
                        uint l_1201_ = (_e3128 * _e3129);
                        uint l_1202_ = (l_1200_ + l_1201_);
                        uint _e3132 = l_mut_166_;
                        uint l_1203_ = (_e3132 - l_1199_);
                        uint _e3134 = l_mut_160_;
                        uint l_1204_ = (_e3134 - l_1202_);
                        uint _e3136 = l_mut_166_;
                        bool l_1205_ = (_e3136 < l_1199_);
                        uint l_1206_ = uint(l_1205_);
                        uint l_1207_ = (l_1204_ - l_1206_);
                        l_mut_701_ = l_1203_;
                        l_mut_690_ = l_1207_;
                        uint _e3140 = l_mut_234_;
                        uint l_1208_ = (_e3140 - l_1199_);
                        uint _e3142 = l_mut_228_;
                        uint l_1209_ = (_e3142 - l_1202_);
                        uint _e3144 = l_mut_234_;
                        bool l_1210_ = (_e3144 < l_1199_);
                        uint l_1211_ = uint(l_1210_);
                        uint l_1212_ = (l_1209_ - l_1211_);
                        l_mut_1028_ = l_1208_;
                        l_mut_712_ = l_1212_;
                        uint _e3148 = l_mut_1033_;
                        uint _e3149 = l_mut_103_;
                        uint l_1213_ = (_e3148 * _e3149);
                        uint _e3151 = l_mut_109_;
                        uint l_1214_ = (_e3151 + l_1213_);
                        l_mut_702_ = l_1214_;
                    } else {
                        uint _e3153 = l_mut_166_;
                        uint _e3154 = l_mut_290_;
                        uint l_1215_ = (_e3153 - _e3154);
                        uint _e3156 = l_mut_160_;
                        uint _e3157 = l_mut_284_;
                        uint l_1216_ = (_e3156 - _e3157);
                        uint _e3159 = l_mut_166_;
                        uint _e3160 = l_mut_290_;
                        bool l_1217_ = (_e3159 < _e3160);
                        uint l_1218_ = uint(l_1217_);
                        uint l_1219_ = (l_1216_ - l_1218_);
                        l_mut_701_ = l_1215_;
                        l_mut_690_ = l_1219_;
                        uint _e3164 = l_mut_690_;
                        bool l_1220_ = (_e3164 < l_606_);
                        uint _e3166 = l_mut_690_;
                        bool l_1221_ = (_e3166 == l_606_);
                        uint _e3168 = l_mut_701_;
                        bool l_1222_ = (_e3168 < l_602_);
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
                        uint _e3180 = l_mut_683_;
                        bool l_1225_ = (_e3180 == 0u);
                        if (l_1225_) {
                            uint _e3183 = l_mut_103_;
                            uint l_1226_ = (l_77_ - _e3183);
                            uint _e3185 = l_mut_109_;
                            uint l_1227_ = naga_div(l_1226_, _e3185);
                            l_mut_1033_ = 0u;
                            l_mut_907_ = false;
                            uint _e3189 = l_mut_290_;
                            l_mut_656_ = _e3189;
                            uint _e3190 = l_mut_284_;
                            l_mut_650_ = _e3190;
                            if (false) {
                                uint _e3193 = l_mut_284_;
                                uint l_1230_ = (_e3193 >> 3u);
                                l_mut_656_ = l_1230_;
                                l_mut_650_ = 0u;
                            } else {
                                if (true) {
                                    uint _e3197 = l_mut_290_;
                                    l_mut_644_ = _e3197;
                                    if (true) {
                                        uint _e3199 = l_mut_290_;
                                        uint l_1233_ = (_e3199 >> 3u);
                                        uint _e3202 = l_mut_284_;
                                        uint l_1234_ = (_e3202 << 29u);
                                        uint l_1235_ = (l_1233_ | l_1234_);
                                        l_mut_644_ = l_1235_;
                                    }
                                    uint _e3206 = l_mut_284_;
                                    uint l_1236_ = (_e3206 >> 3u);
                                    uint _e3209 = l_mut_644_;
                                    l_mut_656_ = _e3209;
                                    l_mut_650_ = l_1236_;
                                }
                            }
                            uint _e3210 = l_mut_650_;
                            uint _e3211 = l_mut_228_;
                            bool l_1237_ = (_e3210 < _e3211);
                            uint _e3213 = l_mut_650_;
                            uint _e3214 = l_mut_228_;
                            bool l_1238_ = (_e3213 == _e3214);
                            uint _e3216 = l_mut_656_;
                            uint _e3217 = l_mut_234_;
                            bool l_1239_ = (_e3216 < _e3217);
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
                            uint _e3229 = l_mut_234_;
                            uint _e3230 = l_mut_228_;
                            uint l_1243_ = (_e3229 | _e3230);
                            bool l_1244_ = (l_1243_ == 0u);
                            if (l_1244_) {
                                l_mut_1033_ = l_1227_;
                            } else {
                                bool _e3234 = l_mut_907_;
                                if (_e3234) {
                                    uint _e3235 = l_mut_228_;
                                    uint _e3236 = l_mut_284_;
                                    bool l_1245_ = (_e3235 < _e3236);
                                    uint _e3238 = l_mut_228_;
                                    uint _e3239 = l_mut_284_;
                                    bool l_1246_ = (_e3238 == _e3239);
                                    uint _e3241 = l_mut_234_;
                                    uint _e3242 = l_mut_290_;
                                    bool l_1247_ = (_e3241 < _e3242);
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
                                        uint _e3253 = l_mut_290_;
                                        uint l_1250_ = (_e3253 - 1u);
                                        uint _e3256 = l_mut_284_;
                                        uint l_1251_ = (_e3256 - 0u);
                                        uint _e3259 = l_mut_290_;
                                        bool l_1252_ = (_e3259 < 1u);
                                        uint l_1253_ = uint(l_1252_);
                                        uint l_1254_ = (l_1251_ - l_1253_);
                                        l_mut_656_ = l_1250_;
                                        l_mut_650_ = l_1254_;
                                        l_mut_644_ = 0u;
                                        l_mut_1255_ = 0u;
                                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                            if (!loop_init_5) {
                                                uint _e3352 = l_mut_1255_;
                                                l_mut_1255_ = (_e3352 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e3267 = l_mut_1255_;
                                            if ((_e3267 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3271 = l_mut_1255_;
                                                uint l_1256_ = (19u - _e3271);
                                                uint _e3273 = l_mut_656_;
                                                l_mut_97_ = _e3273;
                                                uint _e3274 = l_mut_650_;
                                                l_mut_82_ = _e3274;
                                                bool l_1257_ = (l_1256_ >= 32u);
                                                if (l_1257_) {
                                                    uint l_1258_ = (l_1256_ & 31u);
                                                    uint _e3279 = l_mut_650_;
                                                    uint l_1259_ = (_e3279 >> l_1258_);
                                                    l_mut_97_ = l_1259_;
                                                    l_mut_82_ = 0u;
                                                } else {
                                                    bool l_1260_ = (l_1256_ > 0u);
                                                    if (l_1260_) {
                                                        uint _e3284 = l_mut_656_;
                                                        l_mut_45_ = _e3284;
                                                        bool l_1261_ = (l_1256_ > 0u);
                                                        if (l_1261_) {
                                                            uint _e3287 = l_mut_656_;
                                                            uint l_1262_ = (_e3287 >> l_1256_);
                                                            uint l_1263_ = (32u - l_1256_);
                                                            uint _e3291 = l_mut_650_;
                                                            uint l_1264_ = (_e3291 << l_1263_);
                                                            uint l_1265_ = (l_1262_ | l_1264_);
                                                            l_mut_45_ = l_1265_;
                                                        }
                                                        uint _e3294 = l_mut_650_;
                                                        uint l_1266_ = (_e3294 >> l_1256_);
                                                        uint _e3296 = l_mut_45_;
                                                        l_mut_97_ = _e3296;
                                                        l_mut_82_ = l_1266_;
                                                    }
                                                }
                                                uint _e3297 = l_mut_82_;
                                                uint _e3298 = l_mut_228_;
                                                bool l_1267_ = (_e3297 < _e3298);
                                                uint _e3300 = l_mut_82_;
                                                uint _e3301 = l_mut_228_;
                                                bool l_1268_ = (_e3300 == _e3301);
                                                uint _e3303 = l_mut_97_;
                                                uint _e3304 = l_mut_234_;
                                                bool l_1269_ = (_e3303 < _e3304);
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
                                                    uint _e3316 = l_mut_234_;
                                                    l_mut_97_ = _e3316;
                                                    uint _e3317 = l_mut_228_;
                                                    l_mut_82_ = _e3317;
                                                    bool l_1273_ = (l_1256_ >= 32u);
                                                    if (l_1273_) {
                                                        uint l_1274_ = (l_1256_ & 31u);
                                                        uint _e3322 = l_mut_234_;
                                                        uint l_1275_ = (_e3322 << l_1274_);
                                                        l_mut_97_ = 0u;
                                                        l_mut_82_ = l_1275_;
                                                    } else {
                                                        bool l_1276_ = (l_1256_ > 0u);
                                                        if (l_1276_) {
                                                            uint _e3327 = l_mut_234_;
                                                            uint l_1277_ = (_e3327 << l_1256_);
                                                            uint _e3329 = l_mut_228_;
                                                            uint l_1278_ = (_e3329 << l_1256_);
                                                            uint l_1279_ = (32u - l_1256_);
                                                            uint _e3333 = l_mut_234_;
                                                            uint l_1280_ = (_e3333 >> l_1279_);
                                                            uint l_1281_ = (l_1278_ | l_1280_);
                                                            l_mut_97_ = l_1277_;
                                                            l_mut_82_ = l_1281_;
                                                        }
                                                    }
                                                    uint _e3336 = l_mut_656_;
                                                    uint _e3337 = l_mut_97_;
                                                    uint l_1282_ = (_e3336 - _e3337);
                                                    uint _e3339 = l_mut_650_;
                                                    uint _e3340 = l_mut_82_;
                                                    uint l_1283_ = (_e3339 - _e3340);
                                                    uint _e3342 = l_mut_656_;
                                                    uint _e3343 = l_mut_97_;
                                                    bool l_1284_ = (_e3342 < _e3343);
                                                    uint l_1285_ = uint(l_1284_);
                                                    uint l_1286_ = (l_1283_ - l_1285_);
                                                    l_mut_656_ = l_1282_;
                                                    l_mut_650_ = l_1286_;
                                                    uint l_1287_ = (1u << l_1256_);
                                                    uint _e3349 = l_mut_644_;
                                                    l_mut_644_ = (_e3349 | l_1287_);
                                                }
                                            }
                                        }
                                        uint _e3354 = l_mut_644_;
                                        uint l_1288_ = min(_e3354, l_1227_);
                                        l_mut_644_ = l_1288_;
                                        uint _e3356 = l_mut_650_;
                                        uint _e3357 = l_mut_228_;
                                        bool l_1289_ = (_e3356 < _e3357);
                                        uint _e3359 = l_mut_650_;
                                        uint _e3360 = l_mut_228_;
                                        bool l_1290_ = (_e3359 == _e3360);
                                        uint _e3362 = l_mut_656_;
                                        uint _e3363 = l_mut_234_;
                                        bool l_1291_ = (_e3362 < _e3363);
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
                                        uint _e3375 = l_mut_644_;
                                        l_mut_1033_ = _e3375;
                                    }
                                } else {
                                    uint _e3376 = l_mut_290_;
                                    l_mut_656_ = _e3376;
                                    uint _e3377 = l_mut_284_;
                                    l_mut_650_ = _e3377;
                                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                        uint _e3378 = l_mut_228_;
                                        uint _e3379 = l_mut_650_;
                                        bool l_1295_ = (_e3378 < _e3379);
                                        uint _e3381 = l_mut_228_;
                                        uint _e3382 = l_mut_650_;
                                        bool l_1296_ = (_e3381 == _e3382);
                                        uint _e3384 = l_mut_234_;
                                        uint _e3385 = l_mut_656_;
                                        bool l_1297_ = (_e3384 < _e3385);
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
                                        uint _e3396 = l_mut_1033_;
                                        uint _e3397 = l_mut_109_;
                                        uint l_1300_ = (_e3396 * _e3397);
                                        uint _e3399 = l_mut_103_;
                                        uint l_1301_ = (_e3399 + l_1300_);
                                        uint _e3401 = l_mut_109_;
                                        uint l_1302_ = (l_1301_ + _e3401);
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
                                        uint _e3409 = l_mut_656_;
                                        uint _e3410 = l_mut_234_;
                                        uint l_1306_ = (_e3409 - _e3410);
                                        uint _e3412 = l_mut_650_;
                                        uint _e3413 = l_mut_228_;
                                        uint l_1307_ = (_e3412 - _e3413);
                                        uint _e3415 = l_mut_656_;
                                        uint _e3416 = l_mut_234_;
                                        bool l_1308_ = (_e3415 < _e3416);
                                        uint l_1309_ = uint(l_1308_);
                                        uint l_1310_ = (l_1307_ - l_1309_);
                                        l_mut_656_ = l_1306_;
                                        l_mut_650_ = l_1310_;
                                        uint _e3420 = l_mut_1033_;
                                        l_mut_1033_ = (_e3420 + 1u);
                                    }
                                }
                            }
                            uint _e3423 = l_mut_1033_;
                            uint _e3424 = l_mut_109_;
                            uint l_1311_ = (_e3423 * _e3424);
                            uint _e3426 = l_mut_103_;
                            uint l_1312_ = (_e3426 + l_1311_);
                            uint _e3428 = l_mut_109_;
                            uint l_1313_ = (l_1312_ + _e3428);
                            bool l_1314_ = (l_1313_ >= l_77_);
                            if (l_1314_) {
                                l_mut_683_ = 1u;
                            } else {
                                uint _e3432 = l_mut_234_;
                                uint _e3433 = l_mut_1033_;
                                uint l_1315_ = (_e3432 * _e3433);
                                uint _e3435 = l_mut_234_;
                                uint64_t l_1659_ = uint64_t(_e3435);
                                uint _e3437 = l_mut_1033_;
                                uint64_t l_1660_ = uint64_t(_e3437);
                                uint64_t l_1661_ = (l_1659_ * l_1660_);
                                uint64_t l_1662_ = (l_1661_ >> uint(32uL));
                                uint l_1316_ = uint(l_1662_);
                                uint _e3446 = l_mut_228_;
                                uint _e3447 = l_mut_1033_;
                                uint l_1317_ = (_e3446 * _e3447);
                                uint l_1318_ = (l_1316_ + l_1317_);
                                uint _e3450 = l_mut_290_;
                                uint l_1319_ = (_e3450 - l_1315_);
                                uint _e3452 = l_mut_284_;
                                uint l_1320_ = (_e3452 - l_1318_);
                                uint _e3454 = l_mut_290_;
                                bool l_1321_ = (_e3454 < l_1315_);
                                uint l_1322_ = uint(l_1321_);
                                uint l_1323_ = (l_1320_ - l_1322_);
                                l_mut_707_ = l_1319_;
                                l_mut_706_ = l_1323_;
                                uint _e3458 = l_mut_1033_;
                                uint _e3459 = l_mut_109_;
                                uint l_1324_ = (_e3458 * _e3459);
                                uint _e3461 = l_mut_103_;
                                uint l_1325_ = (_e3461 + l_1324_);
                                l_mut_703_ = l_1325_;
                                uint _e3463 = l_mut_234_;
                                uint _e3464 = l_mut_707_;
                                uint l_1326_ = (_e3463 - _e3464);
                                uint _e3466 = l_mut_228_;
                                uint _e3467 = l_mut_706_;
                                uint l_1327_ = (_e3466 - _e3467);
                                uint _e3469 = l_mut_234_;
                                uint _e3470 = l_mut_707_;
                                bool l_1328_ = (_e3469 < _e3470);
                                uint l_1329_ = uint(l_1328_);
                                uint l_1330_ = (l_1327_ - l_1329_);
                                l_mut_1028_ = l_1326_;
                                l_mut_712_ = l_1330_;
                                uint _e3474 = l_mut_109_;
                                uint _e3475 = l_mut_703_;
                                uint l_1331_ = (_e3474 + _e3475);
                                l_mut_702_ = l_1331_;
                            }
                        }
                    }
                    uint _e3477 = l_mut_707_;
                    l_mut_290_ = _e3477;
                    uint _e3478 = l_mut_706_;
                    l_mut_284_ = _e3478;
                    uint _e3479 = l_mut_1028_;
                    l_mut_234_ = _e3479;
                    uint _e3480 = l_mut_712_;
                    l_mut_228_ = _e3480;
                    uint _e3481 = l_mut_702_;
                    l_mut_109_ = _e3481;
                    uint _e3482 = l_mut_703_;
                    l_mut_103_ = _e3482;
                    uint _e3483 = l_mut_701_;
                    l_mut_166_ = _e3483;
                    uint _e3484 = l_mut_690_;
                    l_mut_160_ = _e3484;
                    uint _e3485 = l_mut_683_;
                    bool l_1332_ = (_e3485 == 1u);
                    l_mut_612_ = l_1332_;
                    uint _e3488 = l_mut_683_;
                    bool l_1333_ = (_e3488 == 0u);
                    l_mut_619_ = l_1333_;
                }
            }
            bool _e3491 = l_mut_612_;
            bool l_1334_ = !(_e3491);
            if (l_1334_) {
                uint l_1335_ = (l_37_ * 8u);
                uint l_1336_ = (l_1335_ + l_38_);
                uint l_1664_ = asuint(info.Load(24+0));
                uint l_1665_ = (l_1664_ * 1u);
                uint l_1666_ = (l_1665_ - 1u);
                uint l_1667_ = min(1u, l_1666_);
                uint _e3509; buffer_6_global.InterlockedAdd(l_1667_*4, 1u, _e3509);
                uint l_1339_ = asuint(info.Load(48+0));
                bool l_1340_ = (_e3509 < l_1339_);
                if (l_1340_) {
                    uint l_1669_ = asuint(info.Load(20+0));
                    uint l_1670_ = (l_1669_ * 1u);
                    bool l_1671_ = (_e3509 < l_1670_);
                    if (l_1671_) {
                        buffer_5_global.Store(_e3509*4, asuint(l_1336_));
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
