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
    uint l_mut_1003_ = (uint)0;
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
    uint l_mut_998_ = (uint)0;
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
    uint l_mut_929_ = (uint)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    uint l_mut_996_ = (uint)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
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
    uint l_mut_1113_ = (uint)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1195_ = (uint)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1281_ = asuint(info.Load(24+0));
        uint l_1282_ = (l_1281_ * 1u);
        uint l_1283_ = (l_1282_ - 1u);
        uint l_1284_ = min(3u, l_1283_);
        uint _e68; buffer_6_global.InterlockedAdd(l_1284_*4, 1u, _e68);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1286_ = asuint(info.Load(12+0));
        uint l_1287_ = (l_1286_ * 1u);
        bool l_1288_ = (0u < l_1287_);
        uint l_1289_ = (l_1287_ - 1u);
        uint l_1290_ = min(0u, l_1289_);
        uint l_1291_ = asuint(buffer_3_global.Load(l_1290_*4));
        uint l_7_ = (l_1288_ ? l_1291_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1293_ = asuint(info.Load(12+0));
        uint l_1294_ = (l_1293_ * 1u);
        bool l_1295_ = (l_9_ < l_1294_);
        uint l_1296_ = (l_1294_ - 1u);
        uint l_1297_ = min(l_9_, l_1296_);
        uint l_1298_ = asuint(buffer_3_global.Load(l_1297_*4));
        uint l_10_ = (l_1295_ ? l_1298_ : 0u);
        uint l_1300_ = asuint(info.Load(12+0));
        uint l_1301_ = (l_1300_ * 1u);
        bool l_1302_ = (2u < l_1301_);
        uint l_1303_ = (l_1301_ - 1u);
        uint l_1304_ = min(2u, l_1303_);
        uint l_1305_ = asuint(buffer_3_global.Load(l_1304_*4));
        uint l_12_ = (l_1302_ ? l_1305_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1307_ = asuint(info.Load(12+0));
        uint l_1308_ = (l_1307_ * 1u);
        bool l_1309_ = (l_14_ < l_1308_);
        uint l_1310_ = (l_1308_ - 1u);
        uint l_1311_ = min(l_14_, l_1310_);
        uint l_1312_ = asuint(buffer_3_global.Load(l_1311_*4));
        uint l_15_ = (l_1309_ ? l_1312_ : 0u);
        uint l_1314_ = asuint(info.Load(12+0));
        uint l_1315_ = (l_1314_ * 1u);
        bool l_1316_ = (4u < l_1315_);
        uint l_1317_ = (l_1315_ - 1u);
        uint l_1318_ = min(4u, l_1317_);
        uint l_1319_ = asuint(buffer_3_global.Load(l_1318_*4));
        uint l_17_ = (l_1316_ ? l_1319_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1321_ = asuint(info.Load(12+0));
        uint l_1322_ = (l_1321_ * 1u);
        bool l_1323_ = (l_19_ < l_1322_);
        uint l_1324_ = (l_1322_ - 1u);
        uint l_1325_ = min(l_19_, l_1324_);
        uint l_1326_ = asuint(buffer_3_global.Load(l_1325_*4));
        uint l_20_ = (l_1323_ ? l_1326_ : 0u);
        uint l_1328_ = asuint(info.Load(12+0));
        uint l_1329_ = (l_1328_ * 1u);
        bool l_1330_ = (6u < l_1329_);
        uint l_1331_ = (l_1329_ - 1u);
        uint l_1332_ = min(6u, l_1331_);
        uint l_1333_ = asuint(buffer_3_global.Load(l_1332_*4));
        uint l_22_ = (l_1330_ ? l_1333_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1335_ = asuint(info.Load(12+0));
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (l_24_ < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(l_24_, l_1338_);
        uint l_1340_ = asuint(buffer_3_global.Load(l_1339_*4));
        uint l_25_ = (l_1337_ ? l_1340_ : 0u);
        uint l_1342_ = asuint(info.Load(12+0));
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (8u < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(8u, l_1345_);
        uint l_1347_ = asuint(buffer_3_global.Load(l_1346_*4));
        uint l_27_ = (l_1344_ ? l_1347_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1349_ = asuint(info.Load(12+0));
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (l_29_ < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(l_29_, l_1352_);
        uint l_1354_ = asuint(buffer_3_global.Load(l_1353_*4));
        uint l_30_ = (l_1351_ ? l_1354_ : 0u);
        uint l_1356_ = asuint(info.Load(12+0));
        uint l_1357_ = (l_1356_ * 1u);
        bool l_1358_ = (10u < l_1357_);
        uint l_1359_ = (l_1357_ - 1u);
        uint l_1360_ = min(10u, l_1359_);
        uint l_1361_ = asuint(buffer_3_global.Load(l_1360_*4));
        uint l_32_ = (l_1358_ ? l_1361_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1363_ = asuint(info.Load(12+0));
        uint l_1364_ = (l_1363_ * 1u);
        bool l_1365_ = (l_34_ < l_1364_);
        uint l_1366_ = (l_1364_ - 1u);
        uint l_1367_ = min(l_34_, l_1366_);
        uint l_1368_ = asuint(buffer_3_global.Load(l_1367_*4));
        uint l_35_ = (l_1365_ ? l_1368_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_1370_ = asuint(info.Load(16+0));
        uint l_1371_ = (l_1370_ * 1u);
        bool l_1372_ = (l_36_ < l_1371_);
        uint l_1373_ = (l_1371_ - 1u);
        uint l_1374_ = min(l_36_, l_1373_);
        uint l_1375_ = asuint(buffer_4_global.Load(l_1374_*4));
        uint l_37_ = (l_1372_ ? l_1375_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_1377_ = uint64_t(l_37_);
        uint64_t l_1378_ = uint64_t(l_7_);
        uint64_t l_1379_ = (l_1377_ * l_1378_);
        uint64_t l_1380_ = (l_1379_ >> uint(32uL));
        uint l_42_ = uint(l_1380_);
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
            uint l_1382_ = asuint(info.Load(0+0));
            uint l_1383_ = (l_1382_ * 1u);
            bool l_1384_ = (l_62_ < l_1383_);
            uint l_1385_ = (l_1383_ - 1u);
            uint l_1386_ = min(l_62_, l_1385_);
            uint l_1387_ = asuint(buffer_0_global.Load(l_1386_*4));
            uint l_63_ = (l_1384_ ? l_1387_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1389_ = asuint(info.Load(0+0));
            uint l_1390_ = (l_1389_ * 1u);
            bool l_1391_ = (l_65_ < l_1390_);
            uint l_1392_ = (l_1390_ - 1u);
            uint l_1393_ = min(l_65_, l_1392_);
            uint l_1394_ = asuint(buffer_0_global.Load(l_1393_*4));
            uint l_66_ = (l_1391_ ? l_1394_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1396_ = asuint(info.Load(4+0));
            uint l_1397_ = (l_1396_ * 1u);
            bool l_1398_ = (l_67_ < l_1397_);
            uint l_1399_ = (l_1397_ - 1u);
            uint l_1400_ = min(l_67_, l_1399_);
            uint l_1401_ = asuint(buffer_1_global.Load(l_1400_*4));
            uint l_68_ = (l_1398_ ? l_1401_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1403_ = asuint(info.Load(4+0));
            uint l_1404_ = (l_1403_ * 1u);
            bool l_1405_ = (l_70_ < l_1404_);
            uint l_1406_ = (l_1404_ - 1u);
            uint l_1407_ = min(l_70_, l_1406_);
            uint l_1408_ = asuint(buffer_1_global.Load(l_1407_*4));
            uint l_71_ = (l_1405_ ? l_1408_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1410_ = asuint(info.Load(8+0));
            uint l_1411_ = (l_1410_ * 1u);
            bool l_1412_ = (l_72_ < l_1411_);
            uint l_1413_ = (l_1411_ - 1u);
            uint l_1414_ = min(l_72_, l_1413_);
            uint l_1415_ = asuint(buffer_2_global.Load(l_1414_*4));
            uint l_73_ = (l_1412_ ? l_1415_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1417_ = asuint(info.Load(8+0));
            uint l_1418_ = (l_1417_ * 1u);
            bool l_1419_ = (l_75_ < l_1418_);
            uint l_1420_ = (l_1418_ - 1u);
            uint l_1421_ = min(l_75_, l_1420_);
            uint l_1422_ = asuint(buffer_2_global.Load(l_1421_*4));
            uint l_76_ = (l_1419_ ? l_1422_ : 0u);
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
            uint64_t l_1424_ = uint64_t(_e477);
            uint64_t l_1425_ = uint64_t(l_79_);
            uint64_t l_1426_ = (l_1424_ * l_1425_);
            uint64_t l_1427_ = (l_1426_ >> uint(32uL));
            uint l_90_ = uint(l_1427_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e488 = l_mut_82_;
            uint64_t l_1429_ = uint64_t(_e488);
            uint64_t l_1430_ = uint64_t(l_79_);
            uint64_t l_1431_ = (l_1429_ * l_1430_);
            uint64_t l_1432_ = (l_1431_ >> uint(32uL));
            uint l_92_ = uint(l_1432_);
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
            uint64_t l_1434_ = uint64_t(l_63_);
            uint64_t l_1435_ = uint64_t(l_78_);
            uint64_t l_1436_ = (l_1434_ * l_1435_);
            uint64_t l_1437_ = (l_1436_ >> uint(32uL));
            uint l_129_ = uint(l_1437_);
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
                uint64_t l_1439_ = uint64_t(_e591);
                uint64_t l_1440_ = uint64_t(l_138_);
                uint64_t l_1441_ = (l_1439_ * l_1440_);
                uint64_t l_1442_ = (l_1441_ >> uint(32uL));
                uint l_148_ = uint(l_1442_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e602 = l_mut_82_;
                uint64_t l_1444_ = uint64_t(_e602);
                uint64_t l_1445_ = uint64_t(l_138_);
                uint64_t l_1446_ = (l_1444_ * l_1445_);
                uint64_t l_1447_ = (l_1446_ >> uint(32uL));
                uint l_150_ = uint(l_1447_);
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
                uint64_t l_1449_ = uint64_t(_e678);
                uint64_t l_1450_ = uint64_t(l_78_);
                uint64_t l_1451_ = (l_1449_ * l_1450_);
                uint64_t l_1452_ = (l_1451_ >> uint(32uL));
                uint l_189_ = uint(l_1452_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e689 = l_mut_160_;
                uint64_t l_1454_ = uint64_t(_e689);
                uint64_t l_1455_ = uint64_t(l_78_);
                uint64_t l_1456_ = (l_1454_ * l_1455_);
                uint64_t l_1457_ = (l_1456_ >> uint(32uL));
                uint l_191_ = uint(l_1457_);
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
                uint64_t l_1459_ = uint64_t(_e735);
                uint64_t l_1460_ = uint64_t(l_78_);
                uint64_t l_1461_ = (l_1459_ * l_1460_);
                uint64_t l_1462_ = (l_1461_ >> uint(32uL));
                uint l_216_ = uint(l_1462_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e746 = l_mut_160_;
                uint64_t l_1464_ = uint64_t(_e746);
                uint64_t l_1465_ = uint64_t(l_78_);
                uint64_t l_1466_ = (l_1464_ * l_1465_);
                uint64_t l_1467_ = (l_1466_ >> uint(32uL));
                uint l_218_ = uint(l_1467_);
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
                uint64_t l_1469_ = uint64_t(_e792);
                uint64_t l_1470_ = uint64_t(l_78_);
                uint64_t l_1471_ = (l_1469_ * l_1470_);
                uint64_t l_1472_ = (l_1471_ >> uint(32uL));
                uint l_245_ = uint(l_1472_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e803 = l_mut_97_;
                uint64_t l_1474_ = uint64_t(_e803);
                uint64_t l_1475_ = uint64_t(l_78_);
                uint64_t l_1476_ = (l_1474_ * l_1475_);
                uint64_t l_1477_ = (l_1476_ >> uint(32uL));
                uint l_247_ = uint(l_1477_);
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
                uint64_t l_1479_ = uint64_t(_e849);
                uint64_t l_1480_ = uint64_t(l_78_);
                uint64_t l_1481_ = (l_1479_ * l_1480_);
                uint64_t l_1482_ = (l_1481_ >> uint(32uL));
                uint l_272_ = uint(l_1482_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e860 = l_mut_97_;
                uint64_t l_1484_ = uint64_t(_e860);
                uint64_t l_1485_ = uint64_t(l_78_);
                uint64_t l_1486_ = (l_1484_ * l_1485_);
                uint64_t l_1487_ = (l_1486_ >> uint(32uL));
                uint l_274_ = uint(l_1487_);
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
                uint64_t l_1489_ = uint64_t(_e904);
                uint64_t l_1490_ = uint64_t(l_78_);
                uint64_t l_1491_ = (l_1489_ * l_1490_);
                uint64_t l_1492_ = (l_1491_ >> uint(32uL));
                uint l_300_ = uint(l_1492_);
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
            uint64_t l_1494_ = uint64_t(_e1015);
            uint64_t l_1495_ = uint64_t(l_77_);
            uint64_t l_1496_ = (l_1494_ * l_1495_);
            uint64_t l_1497_ = (l_1496_ >> uint(32uL));
            uint l_354_ = uint(l_1497_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1026 = l_mut_284_;
            uint64_t l_1499_ = uint64_t(_e1026);
            uint64_t l_1500_ = uint64_t(l_77_);
            uint64_t l_1501_ = (l_1499_ * l_1500_);
            uint64_t l_1502_ = (l_1501_ >> uint(32uL));
            uint l_356_ = uint(l_1502_);
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
                uint64_t l_1504_ = uint64_t(_e1114);
                uint64_t l_1505_ = uint64_t(l_391_);
                uint64_t l_1506_ = (l_1504_ * l_1505_);
                uint64_t l_1507_ = (l_1506_ >> uint(32uL));
                uint l_401_ = uint(l_1507_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1125 = l_mut_228_;
                uint64_t l_1509_ = uint64_t(_e1125);
                uint64_t l_1510_ = uint64_t(l_391_);
                uint64_t l_1511_ = (l_1509_ * l_1510_);
                uint64_t l_1512_ = (l_1511_ >> uint(32uL));
                uint l_403_ = uint(l_1512_);
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
                uint64_t l_1514_ = uint64_t(_e1201);
                uint64_t l_1515_ = uint64_t(l_77_);
                uint64_t l_1516_ = (l_1514_ * l_1515_);
                uint64_t l_1517_ = (l_1516_ >> uint(32uL));
                uint l_440_ = uint(l_1517_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1212 = l_mut_228_;
                uint64_t l_1519_ = uint64_t(_e1212);
                uint64_t l_1520_ = uint64_t(l_77_);
                uint64_t l_1521_ = (l_1519_ * l_1520_);
                uint64_t l_1522_ = (l_1521_ >> uint(32uL));
                uint l_442_ = uint(l_1522_);
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
                uint64_t l_1524_ = uint64_t(_e1258);
                uint64_t l_1525_ = uint64_t(l_77_);
                uint64_t l_1526_ = (l_1524_ * l_1525_);
                uint64_t l_1527_ = (l_1526_ >> uint(32uL));
                uint l_467_ = uint(l_1527_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1269 = l_mut_228_;
                uint64_t l_1529_ = uint64_t(_e1269);
                uint64_t l_1530_ = uint64_t(l_77_);
                uint64_t l_1531_ = (l_1529_ * l_1530_);
                uint64_t l_1532_ = (l_1531_ >> uint(32uL));
                uint l_469_ = uint(l_1532_);
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
                uint64_t l_1534_ = uint64_t(_e1315);
                uint64_t l_1535_ = uint64_t(l_77_);
                uint64_t l_1536_ = (l_1534_ * l_1535_);
                uint64_t l_1537_ = (l_1536_ >> uint(32uL));
                uint l_494_ = uint(l_1537_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e1326 = l_mut_166_;
                uint64_t l_1539_ = uint64_t(_e1326);
                uint64_t l_1540_ = uint64_t(l_77_);
                uint64_t l_1541_ = (l_1539_ * l_1540_);
                uint64_t l_1542_ = (l_1541_ >> uint(32uL));
                uint l_496_ = uint(l_1542_);
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
                uint64_t l_1544_ = uint64_t(_e1372);
                uint64_t l_1545_ = uint64_t(l_77_);
                uint64_t l_1546_ = (l_1544_ * l_1545_);
                uint64_t l_1547_ = (l_1546_ >> uint(32uL));
                uint l_521_ = uint(l_1547_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e1383 = l_mut_166_;
                uint64_t l_1549_ = uint64_t(_e1383);
                uint64_t l_1550_ = uint64_t(l_77_);
                uint64_t l_1551_ = (l_1549_ * l_1550_);
                uint64_t l_1552_ = (l_1551_ >> uint(32uL));
                uint l_523_ = uint(l_1552_);
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
                uint64_t l_1554_ = uint64_t(_e1427);
                uint64_t l_1555_ = uint64_t(l_77_);
                uint64_t l_1556_ = (l_1554_ * l_1555_);
                uint64_t l_1557_ = (l_1556_ >> uint(32uL));
                uint l_547_ = uint(l_1557_);
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
                uint64_t l_1559_ = uint64_t(_e1590);
                uint64_t l_1560_ = uint64_t(l_629_);
                uint64_t l_1561_ = (l_1559_ * l_1560_);
                uint64_t l_1562_ = (l_1561_ >> uint(32uL));
                uint l_631_ = uint(l_1562_);
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
                uint64_t l_1564_ = uint64_t(_e1610);
                uint64_t l_1565_ = uint64_t(l_634_);
                uint64_t l_1566_ = (l_1564_ * l_1565_);
                uint64_t l_1567_ = (l_1566_ >> uint(32uL));
                uint l_637_ = uint(l_1567_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e1621 = l_mut_82_;
                uint64_t l_1569_ = uint64_t(_e1621);
                uint64_t l_1570_ = uint64_t(l_634_);
                uint64_t l_1571_ = (l_1569_ * l_1570_);
                uint64_t l_1572_ = (l_1571_ >> uint(32uL));
                uint l_639_ = uint(l_1572_);
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
                                uint64_t l_1574_ = uint64_t(_e1854);
                                uint _e1856 = l_mut_690_;
                                uint64_t l_1575_ = uint64_t(_e1856);
                                uint64_t l_1576_ = (l_1574_ * l_1575_);
                                uint64_t l_1577_ = (l_1576_ >> uint(32uL));
                                uint l_748_ = uint(l_1577_);
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
                                uint64_t l_1579_ = uint64_t(_e2133);
                                uint _e2135 = l_mut_706_;
                                uint64_t l_1580_ = uint64_t(_e2135);
                                uint64_t l_1581_ = (l_1579_ * l_1580_);
                                uint64_t l_1582_ = (l_1581_ >> uint(32uL));
                                uint l_856_ = uint(l_1582_);
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
                    l_mut_907_ = true;
                    l_mut_712_ = 0u;
                    uint _e2286 = l_mut_234_;
                    uint _e2287 = l_mut_228_;
                    uint l_908_ = (_e2286 | _e2287);
                    bool l_909_ = (l_908_ == 0u);
                    bool l_910_ = !(l_909_);
                    bool _e2292 = l_mut_907_;
                    if (_e2292) {
                        local_43 = l_910_;
                    } else {
                        local_43 = false;
                    }
                    bool l_911_ = local_43;
                    uint _e2297 = l_mut_228_;
                    uint _e2298 = l_mut_703_;
                    bool l_912_ = (_e2297 < _e2298);
                    uint _e2300 = l_mut_228_;
                    uint _e2301 = l_mut_703_;
                    bool l_913_ = (_e2300 == _e2301);
                    uint _e2303 = l_mut_234_;
                    uint _e2304 = l_mut_706_;
                    bool l_914_ = (_e2303 < _e2304);
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
                    uint _e2319 = l_mut_109_;
                    uint _e2320 = l_mut_103_;
                    uint l_918_ = (_e2319 + _e2320);
                    bool l_919_ = (l_918_ < l_77_);
                    if (l_917_) {
                        local_47 = l_919_;
                    } else {
                        local_47 = false;
                    }
                    bool l_920_ = local_47;
                    if (l_920_) {
                        uint _e2327 = l_mut_109_;
                        uint l_921_ = (l_77_ - _e2327);
                        uint _e2329 = l_mut_103_;
                        uint l_922_ = (l_921_ - _e2329);
                        uint _e2331 = l_mut_109_;
                        uint l_923_ = naga_div(l_922_, _e2331);
                        uint _e2333 = l_mut_706_;
                        uint l_924_ = (_e2333 - 1u);
                        uint _e2336 = l_mut_703_;
                        uint l_925_ = (_e2336 - 0u);
                        uint _e2339 = l_mut_706_;
                        bool l_926_ = (_e2339 < 1u);
                        uint l_927_ = uint(l_926_);
                        uint l_928_ = (l_925_ - l_927_);
                        l_mut_707_ = l_924_;
                        l_mut_706_ = l_928_;
                        l_mut_703_ = 0u;
                        l_mut_929_ = 0u;
                        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                        bool loop_init_2 = true;
                        while(true) {
                            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                            if (!loop_init_2) {
                                uint _e2432 = l_mut_929_;
                                l_mut_929_ = (_e2432 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e2347 = l_mut_929_;
                            if ((_e2347 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2351 = l_mut_929_;
                                uint l_930_ = (19u - _e2351);
                                uint _e2353 = l_mut_707_;
                                l_mut_702_ = _e2353;
                                uint _e2354 = l_mut_706_;
                                l_mut_701_ = _e2354;
                                bool l_931_ = (l_930_ >= 32u);
                                if (l_931_) {
                                    uint l_932_ = (l_930_ & 31u);
                                    uint _e2359 = l_mut_706_;
                                    uint l_933_ = (_e2359 >> l_932_);
                                    l_mut_702_ = l_933_;
                                    l_mut_701_ = 0u;
                                } else {
                                    bool l_934_ = (l_930_ > 0u);
                                    if (l_934_) {
                                        uint _e2364 = l_mut_707_;
                                        l_mut_690_ = _e2364;
                                        bool l_935_ = (l_930_ > 0u);
                                        if (l_935_) {
                                            uint _e2367 = l_mut_707_;
                                            uint l_936_ = (_e2367 >> l_930_);
                                            uint l_937_ = (32u - l_930_);
                                            uint _e2371 = l_mut_706_;
                                            uint l_938_ = (_e2371 << l_937_);
                                            uint l_939_ = (l_936_ | l_938_);
                                            l_mut_690_ = l_939_;
                                        }
                                        uint _e2374 = l_mut_706_;
                                        uint l_940_ = (_e2374 >> l_930_);
                                        uint _e2376 = l_mut_690_;
                                        l_mut_702_ = _e2376;
                                        l_mut_701_ = l_940_;
                                    }
                                }
                                uint _e2377 = l_mut_701_;
                                uint _e2378 = l_mut_228_;
                                bool l_941_ = (_e2377 < _e2378);
                                uint _e2380 = l_mut_701_;
                                uint _e2381 = l_mut_228_;
                                bool l_942_ = (_e2380 == _e2381);
                                uint _e2383 = l_mut_702_;
                                uint _e2384 = l_mut_234_;
                                bool l_943_ = (_e2383 < _e2384);
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
                                    uint _e2396 = l_mut_234_;
                                    l_mut_702_ = _e2396;
                                    uint _e2397 = l_mut_228_;
                                    l_mut_701_ = _e2397;
                                    bool l_947_ = (l_930_ >= 32u);
                                    if (l_947_) {
                                        uint l_948_ = (l_930_ & 31u);
                                        uint _e2402 = l_mut_234_;
                                        uint l_949_ = (_e2402 << l_948_);
                                        l_mut_702_ = 0u;
                                        l_mut_701_ = l_949_;
                                    } else {
                                        bool l_950_ = (l_930_ > 0u);
                                        if (l_950_) {
                                            uint _e2407 = l_mut_234_;
                                            uint l_951_ = (_e2407 << l_930_);
                                            uint _e2409 = l_mut_228_;
                                            uint l_952_ = (_e2409 << l_930_);
                                            uint l_953_ = (32u - l_930_);
                                            uint _e2413 = l_mut_234_;
                                            uint l_954_ = (_e2413 >> l_953_);
                                            uint l_955_ = (l_952_ | l_954_);
                                            l_mut_702_ = l_951_;
                                            l_mut_701_ = l_955_;
                                        }
                                    }
                                    uint _e2416 = l_mut_707_;
                                    uint _e2417 = l_mut_702_;
                                    uint l_956_ = (_e2416 - _e2417);
                                    uint _e2419 = l_mut_706_;
                                    uint _e2420 = l_mut_701_;
                                    uint l_957_ = (_e2419 - _e2420);
                                    uint _e2422 = l_mut_707_;
                                    uint _e2423 = l_mut_702_;
                                    bool l_958_ = (_e2422 < _e2423);
                                    uint l_959_ = uint(l_958_);
                                    uint l_960_ = (l_957_ - l_959_);
                                    l_mut_707_ = l_956_;
                                    l_mut_706_ = l_960_;
                                    uint l_961_ = (1u << l_930_);
                                    uint _e2429 = l_mut_703_;
                                    l_mut_703_ = (_e2429 | l_961_);
                                }
                            }
                        }
                        uint _e2434 = l_mut_703_;
                        uint l_962_ = min(_e2434, l_923_);
                        l_mut_703_ = l_962_;
                        uint _e2436 = l_mut_706_;
                        uint _e2437 = l_mut_228_;
                        bool l_963_ = (_e2436 < _e2437);
                        uint _e2439 = l_mut_706_;
                        uint _e2440 = l_mut_228_;
                        bool l_964_ = (_e2439 == _e2440);
                        uint _e2442 = l_mut_707_;
                        uint _e2443 = l_mut_234_;
                        bool l_965_ = (_e2442 < _e2443);
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
                        uint _e2455 = l_mut_703_;
                        l_mut_712_ = _e2455;
                    }
                    uint _e2456 = l_mut_290_;
                    l_mut_707_ = _e2456;
                    uint _e2457 = l_mut_284_;
                    l_mut_706_ = _e2457;
                    uint _e2458 = l_mut_234_;
                    l_mut_703_ = _e2458;
                    uint _e2459 = l_mut_228_;
                    l_mut_702_ = _e2459;
                    uint _e2460 = l_mut_109_;
                    l_mut_701_ = _e2460;
                    uint _e2461 = l_mut_103_;
                    l_mut_690_ = _e2461;
                    uint _e2462 = l_mut_166_;
                    l_mut_683_ = _e2462;
                    uint _e2463 = l_mut_160_;
                    l_mut_656_ = _e2463;
                    l_mut_650_ = 0u;
                    uint _e2465 = l_mut_712_;
                    bool l_969_ = (_e2465 > 0u);
                    if (l_969_) {
                        uint _e2468 = l_mut_234_;
                        uint _e2469 = l_mut_712_;
                        uint l_970_ = (_e2468 * _e2469);
                        uint _e2471 = l_mut_234_;
                        uint64_t l_1584_ = uint64_t(_e2471);
                        uint _e2473 = l_mut_712_;
                        uint64_t l_1585_ = uint64_t(_e2473);
                        uint64_t l_1586_ = (l_1584_ * l_1585_);
                        uint64_t l_1587_ = (l_1586_ >> uint(32uL));
                        uint l_971_ = uint(l_1587_);
                        uint _e2482 = l_mut_228_;
                        uint _e2483 = l_mut_712_;
                        uint l_972_ = (_e2482 * _e2483);
                        uint l_973_ = (l_971_ + l_972_);
                        uint _e2486 = l_mut_290_;
                        uint l_974_ = (_e2486 - l_970_);
                        uint _e2488 = l_mut_284_;
                        uint l_975_ = (_e2488 - l_973_);
                        uint _e2490 = l_mut_290_;
                        bool l_976_ = (_e2490 < l_970_);
                        uint l_977_ = uint(l_976_);
                        uint l_978_ = (l_975_ - l_977_);
                        l_mut_707_ = l_974_;
                        l_mut_706_ = l_978_;
                        uint _e2494 = l_mut_712_;
                        uint _e2495 = l_mut_109_;
                        uint l_979_ = (_e2494 * _e2495);
                        uint _e2497 = l_mut_103_;
                        uint l_980_ = (_e2497 + l_979_);
                        l_mut_690_ = l_980_;
                    } else {
                        uint _e2499 = l_mut_650_;
                        bool l_981_ = (_e2499 == 0u);
                        if (l_981_) {
                            uint _e2502 = l_mut_109_;
                            uint l_982_ = (l_77_ - _e2502);
                            uint _e2504 = l_mut_103_;
                            uint l_983_ = naga_div(l_982_, _e2504);
                            l_mut_712_ = 0u;
                            l_mut_907_ = false;
                            l_mut_907_ = true;
                            uint _e2509 = l_mut_290_;
                            uint _e2510 = l_mut_284_;
                            uint l_984_ = (_e2509 | _e2510);
                            bool l_985_ = (l_984_ == 0u);
                            if (l_985_) {
                                l_mut_712_ = l_983_;
                            } else {
                                bool _e2514 = l_mut_907_;
                                if (_e2514) {
                                    uint _e2515 = l_mut_284_;
                                    uint _e2516 = l_mut_228_;
                                    bool l_986_ = (_e2515 < _e2516);
                                    uint _e2518 = l_mut_284_;
                                    uint _e2519 = l_mut_228_;
                                    bool l_987_ = (_e2518 == _e2519);
                                    uint _e2521 = l_mut_290_;
                                    uint _e2522 = l_mut_234_;
                                    bool l_988_ = (_e2521 < _e2522);
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
                                        uint _e2533 = l_mut_234_;
                                        uint l_991_ = (_e2533 - 1u);
                                        uint _e2536 = l_mut_228_;
                                        uint l_992_ = (_e2536 - 0u);
                                        uint _e2539 = l_mut_234_;
                                        bool l_993_ = (_e2539 < 1u);
                                        uint l_994_ = uint(l_993_);
                                        uint l_995_ = (l_992_ - l_994_);
                                        l_mut_644_ = l_991_;
                                        l_mut_97_ = l_995_;
                                        l_mut_82_ = 0u;
                                        l_mut_996_ = 0u;
                                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                            if (!loop_init_3) {
                                                uint _e2632 = l_mut_996_;
                                                l_mut_996_ = (_e2632 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e2547 = l_mut_996_;
                                            if ((_e2547 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e2551 = l_mut_996_;
                                                uint l_997_ = (19u - _e2551);
                                                uint _e2553 = l_mut_644_;
                                                l_mut_45_ = _e2553;
                                                uint _e2554 = l_mut_97_;
                                                l_mut_998_ = _e2554;
                                                bool l_999_ = (l_997_ >= 32u);
                                                if (l_999_) {
                                                    uint l_1000_ = (l_997_ & 31u);
                                                    uint _e2559 = l_mut_97_;
                                                    uint l_1001_ = (_e2559 >> l_1000_);
                                                    l_mut_45_ = l_1001_;
                                                    l_mut_998_ = 0u;
                                                } else {
                                                    bool l_1002_ = (l_997_ > 0u);
                                                    if (l_1002_) {
                                                        uint _e2564 = l_mut_644_;
                                                        l_mut_1003_ = _e2564;
                                                        bool l_1004_ = (l_997_ > 0u);
                                                        if (l_1004_) {
                                                            uint _e2567 = l_mut_644_;
                                                            uint l_1005_ = (_e2567 >> l_997_);
                                                            uint l_1006_ = (32u - l_997_);
                                                            uint _e2571 = l_mut_97_;
                                                            uint l_1007_ = (_e2571 << l_1006_);
                                                            uint l_1008_ = (l_1005_ | l_1007_);
                                                            l_mut_1003_ = l_1008_;
                                                        }
                                                        uint _e2574 = l_mut_97_;
                                                        uint l_1009_ = (_e2574 >> l_997_);
                                                        uint _e2576 = l_mut_1003_;
                                                        l_mut_45_ = _e2576;
                                                        l_mut_998_ = l_1009_;
                                                    }
                                                }
                                                uint _e2577 = l_mut_998_;
                                                uint _e2578 = l_mut_284_;
                                                bool l_1010_ = (_e2577 < _e2578);
                                                uint _e2580 = l_mut_998_;
                                                uint _e2581 = l_mut_284_;
                                                bool l_1011_ = (_e2580 == _e2581);
                                                uint _e2583 = l_mut_45_;
                                                uint _e2584 = l_mut_290_;
                                                bool l_1012_ = (_e2583 < _e2584);
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
                                                    uint _e2596 = l_mut_290_;
                                                    l_mut_1003_ = _e2596;
                                                    uint _e2597 = l_mut_284_;
                                                    l_mut_998_ = _e2597;
                                                    bool l_1016_ = (l_997_ >= 32u);
                                                    if (l_1016_) {
                                                        uint l_1017_ = (l_997_ & 31u);
                                                        uint _e2602 = l_mut_290_;
                                                        uint l_1018_ = (_e2602 << l_1017_);
                                                        l_mut_1003_ = 0u;
                                                        l_mut_998_ = l_1018_;
                                                    } else {
                                                        bool l_1019_ = (l_997_ > 0u);
                                                        if (l_1019_) {
                                                            uint _e2607 = l_mut_290_;
                                                            uint l_1020_ = (_e2607 << l_997_);
                                                            uint _e2609 = l_mut_284_;
                                                            uint l_1021_ = (_e2609 << l_997_);
                                                            uint l_1022_ = (32u - l_997_);
                                                            uint _e2613 = l_mut_290_;
                                                            uint l_1023_ = (_e2613 >> l_1022_);
                                                            uint l_1024_ = (l_1021_ | l_1023_);
                                                            l_mut_1003_ = l_1020_;
                                                            l_mut_998_ = l_1024_;
                                                        }
                                                    }
                                                    uint _e2616 = l_mut_644_;
                                                    uint _e2617 = l_mut_1003_;
                                                    uint l_1025_ = (_e2616 - _e2617);
                                                    uint _e2619 = l_mut_97_;
                                                    uint _e2620 = l_mut_998_;
                                                    uint l_1026_ = (_e2619 - _e2620);
                                                    uint _e2622 = l_mut_644_;
                                                    uint _e2623 = l_mut_1003_;
                                                    bool l_1027_ = (_e2622 < _e2623);
                                                    uint l_1028_ = uint(l_1027_);
                                                    uint l_1029_ = (l_1026_ - l_1028_);
                                                    l_mut_644_ = l_1025_;
                                                    l_mut_97_ = l_1029_;
                                                    uint l_1030_ = (1u << l_997_);
                                                    uint _e2629 = l_mut_82_;
                                                    l_mut_82_ = (_e2629 | l_1030_);
                                                }
                                            }
                                        }
                                        uint _e2634 = l_mut_82_;
                                        uint l_1031_ = min(_e2634, l_983_);
                                        l_mut_1003_ = l_1031_;
                                        uint _e2636 = l_mut_97_;
                                        uint _e2637 = l_mut_284_;
                                        bool l_1032_ = (_e2636 < _e2637);
                                        uint _e2639 = l_mut_97_;
                                        uint _e2640 = l_mut_284_;
                                        bool l_1033_ = (_e2639 == _e2640);
                                        uint _e2642 = l_mut_644_;
                                        uint _e2643 = l_mut_290_;
                                        bool l_1034_ = (_e2642 < _e2643);
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
                                        uint _e2655 = l_mut_1003_;
                                        l_mut_712_ = _e2655;
                                    }
                                } else {
                                    uint _e2656 = l_mut_234_;
                                    l_mut_1003_ = _e2656;
                                    uint _e2657 = l_mut_228_;
                                    l_mut_998_ = _e2657;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint _e2658 = l_mut_284_;
                                        uint _e2659 = l_mut_998_;
                                        bool l_1038_ = (_e2658 < _e2659);
                                        uint _e2661 = l_mut_284_;
                                        uint _e2662 = l_mut_998_;
                                        bool l_1039_ = (_e2661 == _e2662);
                                        uint _e2664 = l_mut_290_;
                                        uint _e2665 = l_mut_1003_;
                                        bool l_1040_ = (_e2664 < _e2665);
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
                                        uint _e2676 = l_mut_712_;
                                        uint _e2677 = l_mut_103_;
                                        uint l_1043_ = (_e2676 * _e2677);
                                        uint _e2679 = l_mut_109_;
                                        uint l_1044_ = (_e2679 + l_1043_);
                                        uint _e2681 = l_mut_103_;
                                        uint l_1045_ = (l_1044_ + _e2681);
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
                                        uint _e2689 = l_mut_1003_;
                                        uint _e2690 = l_mut_290_;
                                        uint l_1049_ = (_e2689 - _e2690);
                                        uint _e2692 = l_mut_998_;
                                        uint _e2693 = l_mut_284_;
                                        uint l_1050_ = (_e2692 - _e2693);
                                        uint _e2695 = l_mut_1003_;
                                        uint _e2696 = l_mut_290_;
                                        bool l_1051_ = (_e2695 < _e2696);
                                        uint l_1052_ = uint(l_1051_);
                                        uint l_1053_ = (l_1050_ - l_1052_);
                                        l_mut_1003_ = l_1049_;
                                        l_mut_998_ = l_1053_;
                                        uint _e2700 = l_mut_712_;
                                        l_mut_712_ = (_e2700 + 1u);
                                    }
                                }
                            }
                            uint _e2703 = l_mut_712_;
                            uint _e2704 = l_mut_103_;
                            uint l_1054_ = (_e2703 * _e2704);
                            uint _e2706 = l_mut_109_;
                            uint l_1055_ = (_e2706 + l_1054_);
                            uint _e2708 = l_mut_103_;
                            uint l_1056_ = (l_1055_ + _e2708);
                            bool l_1057_ = (l_1056_ >= l_77_);
                            if (l_1057_) {
                                l_mut_650_ = 1u;
                            } else {
                                uint _e2712 = l_mut_290_;
                                uint _e2713 = l_mut_712_;
                                uint l_1058_ = (_e2712 * _e2713);
                                uint _e2715 = l_mut_290_;
                                uint64_t l_1589_ = uint64_t(_e2715);
                                uint _e2717 = l_mut_712_;
                                uint64_t l_1590_ = uint64_t(_e2717);
                                uint64_t l_1591_ = (l_1589_ * l_1590_);
                                uint64_t l_1592_ = (l_1591_ >> uint(32uL));
                                uint l_1059_ = uint(l_1592_);
                                uint _e2726 = l_mut_284_;
                                uint _e2727 = l_mut_712_;
                                uint l_1060_ = (_e2726 * _e2727);
                                uint l_1061_ = (l_1059_ + l_1060_);
                                uint _e2730 = l_mut_234_;
                                uint l_1062_ = (_e2730 - l_1058_);
                                uint _e2732 = l_mut_228_;
                                uint l_1063_ = (_e2732 - l_1061_);
                                uint _e2734 = l_mut_234_;
                                bool l_1064_ = (_e2734 < l_1058_);
                                uint l_1065_ = uint(l_1064_);
                                uint l_1066_ = (l_1063_ - l_1065_);
                                l_mut_703_ = l_1062_;
                                l_mut_702_ = l_1066_;
                                uint _e2738 = l_mut_712_;
                                uint _e2739 = l_mut_103_;
                                uint l_1067_ = (_e2738 * _e2739);
                                uint _e2741 = l_mut_109_;
                                uint l_1068_ = (_e2741 + l_1067_);
                                l_mut_701_ = l_1068_;
                                uint _e2743 = l_mut_290_;
                                uint _e2744 = l_mut_703_;
                                uint l_1069_ = (_e2743 - _e2744);
                                uint _e2746 = l_mut_284_;
                                uint _e2747 = l_mut_702_;
                                uint l_1070_ = (_e2746 - _e2747);
                                uint _e2749 = l_mut_290_;
                                uint _e2750 = l_mut_703_;
                                bool l_1071_ = (_e2749 < _e2750);
                                uint l_1072_ = uint(l_1071_);
                                uint l_1073_ = (l_1070_ - l_1072_);
                                l_mut_707_ = l_1069_;
                                l_mut_706_ = l_1073_;
                                uint _e2754 = l_mut_103_;
                                uint _e2755 = l_mut_701_;
                                uint l_1074_ = (_e2754 + _e2755);
                                l_mut_690_ = l_1074_;
                            }
                        }
                    }
                    uint _e2757 = l_mut_707_;
                    l_mut_290_ = _e2757;
                    uint _e2758 = l_mut_706_;
                    l_mut_284_ = _e2758;
                    uint _e2759 = l_mut_703_;
                    l_mut_234_ = _e2759;
                    uint _e2760 = l_mut_702_;
                    l_mut_228_ = _e2760;
                    uint _e2761 = l_mut_701_;
                    l_mut_109_ = _e2761;
                    uint _e2762 = l_mut_690_;
                    l_mut_103_ = _e2762;
                    uint _e2763 = l_mut_683_;
                    l_mut_166_ = _e2763;
                    uint _e2764 = l_mut_656_;
                    l_mut_160_ = _e2764;
                    uint _e2765 = l_mut_650_;
                    bool l_1075_ = (_e2765 == 1u);
                    l_mut_612_ = l_1075_;
                    uint _e2768 = l_mut_650_;
                    bool l_1076_ = (_e2768 == 0u);
                    l_mut_619_ = l_1076_;
                } else {
                    uint _e2771 = l_mut_234_;
                    uint _e2772 = l_mut_166_;
                    uint l_1077_ = (_e2771 - _e2772);
                    uint _e2774 = l_mut_228_;
                    uint _e2775 = l_mut_160_;
                    uint l_1078_ = (_e2774 - _e2775);
                    uint _e2777 = l_mut_234_;
                    uint _e2778 = l_mut_166_;
                    bool l_1079_ = (_e2777 < _e2778);
                    uint l_1080_ = uint(l_1079_);
                    uint l_1081_ = (l_1078_ - l_1080_);
                    l_mut_1003_ = l_1077_;
                    l_mut_998_ = l_1081_;
                    uint _e2782 = l_mut_166_;
                    uint l_1082_ = (_e2782 - l_602_);
                    uint _e2784 = l_mut_160_;
                    uint l_1083_ = (_e2784 - l_606_);
                    uint _e2786 = l_mut_166_;
                    bool l_1084_ = (_e2786 < l_602_);
                    uint l_1085_ = uint(l_1084_);
                    uint l_1086_ = (l_1083_ - l_1085_);
                    l_mut_1003_ = l_1082_;
                    l_mut_998_ = l_1086_;
                    uint _e2790 = l_mut_234_;
                    l_mut_712_ = _e2790;
                    uint _e2791 = l_mut_228_;
                    l_mut_707_ = _e2791;
                    uint _e2792 = l_mut_998_;
                    uint _e2793 = l_mut_228_;
                    bool l_1087_ = (_e2792 < _e2793);
                    uint _e2795 = l_mut_998_;
                    uint _e2796 = l_mut_228_;
                    bool l_1088_ = (_e2795 == _e2796);
                    uint _e2798 = l_mut_1003_;
                    uint _e2799 = l_mut_234_;
                    bool l_1089_ = (_e2798 < _e2799);
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
                        uint _e2810 = l_mut_1003_;
                        l_mut_712_ = _e2810;
                        uint _e2811 = l_mut_998_;
                        l_mut_707_ = _e2811;
                    }
                    l_mut_907_ = false;
                    l_mut_907_ = true;
                    l_mut_1003_ = 0u;
                    uint _e2815 = l_mut_290_;
                    uint _e2816 = l_mut_284_;
                    uint l_1092_ = (_e2815 | _e2816);
                    bool l_1093_ = (l_1092_ == 0u);
                    bool l_1094_ = !(l_1093_);
                    bool _e2821 = l_mut_907_;
                    if (_e2821) {
                        local_63 = l_1094_;
                    } else {
                        local_63 = false;
                    }
                    bool l_1095_ = local_63;
                    uint _e2826 = l_mut_284_;
                    uint _e2827 = l_mut_707_;
                    bool l_1096_ = (_e2826 < _e2827);
                    uint _e2829 = l_mut_284_;
                    uint _e2830 = l_mut_707_;
                    bool l_1097_ = (_e2829 == _e2830);
                    uint _e2832 = l_mut_290_;
                    uint _e2833 = l_mut_712_;
                    bool l_1098_ = (_e2832 < _e2833);
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
                    uint _e2848 = l_mut_103_;
                    uint _e2849 = l_mut_109_;
                    uint l_1102_ = (_e2848 + _e2849);
                    bool l_1103_ = (l_1102_ < l_77_);
                    if (l_1101_) {
                        local_67 = l_1103_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1104_ = local_67;
                    if (l_1104_) {
                        uint _e2856 = l_mut_103_;
                        uint l_1105_ = (l_77_ - _e2856);
                        uint _e2858 = l_mut_109_;
                        uint l_1106_ = (l_1105_ - _e2858);
                        uint _e2860 = l_mut_103_;
                        uint l_1107_ = naga_div(l_1106_, _e2860);
                        uint _e2862 = l_mut_712_;
                        uint l_1108_ = (_e2862 - 1u);
                        uint _e2865 = l_mut_707_;
                        uint l_1109_ = (_e2865 - 0u);
                        uint _e2868 = l_mut_712_;
                        bool l_1110_ = (_e2868 < 1u);
                        uint l_1111_ = uint(l_1110_);
                        uint l_1112_ = (l_1109_ - l_1111_);
                        l_mut_998_ = l_1108_;
                        l_mut_712_ = l_1112_;
                        l_mut_707_ = 0u;
                        l_mut_1113_ = 0u;
                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                        bool loop_init_4 = true;
                        while(true) {
                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                            if (!loop_init_4) {
                                uint _e2961 = l_mut_1113_;
                                l_mut_1113_ = (_e2961 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e2876 = l_mut_1113_;
                            if ((_e2876 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2880 = l_mut_1113_;
                                uint l_1114_ = (19u - _e2880);
                                uint _e2882 = l_mut_998_;
                                l_mut_706_ = _e2882;
                                uint _e2883 = l_mut_712_;
                                l_mut_703_ = _e2883;
                                bool l_1115_ = (l_1114_ >= 32u);
                                if (l_1115_) {
                                    uint l_1116_ = (l_1114_ & 31u);
                                    uint _e2888 = l_mut_712_;
                                    uint l_1117_ = (_e2888 >> l_1116_);
                                    l_mut_706_ = l_1117_;
                                    l_mut_703_ = 0u;
                                } else {
                                    bool l_1118_ = (l_1114_ > 0u);
                                    if (l_1118_) {
                                        uint _e2893 = l_mut_998_;
                                        l_mut_702_ = _e2893;
                                        bool l_1119_ = (l_1114_ > 0u);
                                        if (l_1119_) {
                                            uint _e2896 = l_mut_998_;
                                            uint l_1120_ = (_e2896 >> l_1114_);
                                            uint l_1121_ = (32u - l_1114_);
                                            uint _e2900 = l_mut_712_;
                                            uint l_1122_ = (_e2900 << l_1121_);
                                            uint l_1123_ = (l_1120_ | l_1122_);
                                            l_mut_702_ = l_1123_;
                                        }
                                        uint _e2903 = l_mut_712_;
                                        uint l_1124_ = (_e2903 >> l_1114_);
                                        uint _e2905 = l_mut_702_;
                                        l_mut_706_ = _e2905;
                                        l_mut_703_ = l_1124_;
                                    }
                                }
                                uint _e2906 = l_mut_703_;
                                uint _e2907 = l_mut_284_;
                                bool l_1125_ = (_e2906 < _e2907);
                                uint _e2909 = l_mut_703_;
                                uint _e2910 = l_mut_284_;
                                bool l_1126_ = (_e2909 == _e2910);
                                uint _e2912 = l_mut_706_;
                                uint _e2913 = l_mut_290_;
                                bool l_1127_ = (_e2912 < _e2913);
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
                                    uint _e2925 = l_mut_290_;
                                    l_mut_706_ = _e2925;
                                    uint _e2926 = l_mut_284_;
                                    l_mut_703_ = _e2926;
                                    bool l_1131_ = (l_1114_ >= 32u);
                                    if (l_1131_) {
                                        uint l_1132_ = (l_1114_ & 31u);
                                        uint _e2931 = l_mut_290_;
                                        uint l_1133_ = (_e2931 << l_1132_);
                                        l_mut_706_ = 0u;
                                        l_mut_703_ = l_1133_;
                                    } else {
                                        bool l_1134_ = (l_1114_ > 0u);
                                        if (l_1134_) {
                                            uint _e2936 = l_mut_290_;
                                            uint l_1135_ = (_e2936 << l_1114_);
                                            uint _e2938 = l_mut_284_;
                                            uint l_1136_ = (_e2938 << l_1114_);
                                            uint l_1137_ = (32u - l_1114_);
                                            uint _e2942 = l_mut_290_;
                                            uint l_1138_ = (_e2942 >> l_1137_);
                                            uint l_1139_ = (l_1136_ | l_1138_);
                                            l_mut_706_ = l_1135_;
                                            l_mut_703_ = l_1139_;
                                        }
                                    }
                                    uint _e2945 = l_mut_998_;
                                    uint _e2946 = l_mut_706_;
                                    uint l_1140_ = (_e2945 - _e2946);
                                    uint _e2948 = l_mut_712_;
                                    uint _e2949 = l_mut_703_;
                                    uint l_1141_ = (_e2948 - _e2949);
                                    uint _e2951 = l_mut_998_;
                                    uint _e2952 = l_mut_706_;
                                    bool l_1142_ = (_e2951 < _e2952);
                                    uint l_1143_ = uint(l_1142_);
                                    uint l_1144_ = (l_1141_ - l_1143_);
                                    l_mut_998_ = l_1140_;
                                    l_mut_712_ = l_1144_;
                                    uint l_1145_ = (1u << l_1114_);
                                    uint _e2958 = l_mut_707_;
                                    l_mut_707_ = (_e2958 | l_1145_);
                                }
                            }
                        }
                        uint _e2963 = l_mut_707_;
                        uint l_1146_ = min(_e2963, l_1107_);
                        l_mut_707_ = l_1146_;
                        uint _e2965 = l_mut_712_;
                        uint _e2966 = l_mut_284_;
                        bool l_1147_ = (_e2965 < _e2966);
                        uint _e2968 = l_mut_712_;
                        uint _e2969 = l_mut_284_;
                        bool l_1148_ = (_e2968 == _e2969);
                        uint _e2971 = l_mut_998_;
                        uint _e2972 = l_mut_290_;
                        bool l_1149_ = (_e2971 < _e2972);
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
                        uint _e2984 = l_mut_707_;
                        l_mut_1003_ = _e2984;
                    }
                    uint _e2985 = l_mut_234_;
                    l_mut_998_ = _e2985;
                    uint _e2986 = l_mut_228_;
                    l_mut_712_ = _e2986;
                    uint _e2987 = l_mut_290_;
                    l_mut_707_ = _e2987;
                    uint _e2988 = l_mut_284_;
                    l_mut_706_ = _e2988;
                    uint _e2989 = l_mut_103_;
                    l_mut_703_ = _e2989;
                    uint _e2990 = l_mut_109_;
                    l_mut_702_ = _e2990;
                    uint _e2991 = l_mut_166_;
                    l_mut_701_ = _e2991;
                    uint _e2992 = l_mut_160_;
                    l_mut_690_ = _e2992;
                    l_mut_683_ = 0u;
                    uint _e2994 = l_mut_1003_;
                    bool l_1153_ = (_e2994 > 0u);
                    if (l_1153_) {
                        uint _e2997 = l_mut_290_;
                        uint _e2998 = l_mut_1003_;
                        uint l_1154_ = (_e2997 * _e2998);
                        uint _e3000 = l_mut_290_;
                        uint64_t l_1594_ = uint64_t(_e3000);
                        uint _e3002 = l_mut_1003_;
                        uint64_t l_1595_ = uint64_t(_e3002);
                        uint64_t l_1596_ = (l_1594_ * l_1595_);
                        uint64_t l_1597_ = (l_1596_ >> uint(32uL));
                        uint l_1155_ = uint(l_1597_);
                        uint _e3011 = l_mut_284_;
                        uint _e3012 = l_mut_1003_;
                        uint l_1156_ = (_e3011 * _e3012);
                        uint l_1157_ = (l_1155_ + l_1156_);
                        uint _e3015 = l_mut_166_;
                        uint l_1158_ = (_e3015 - l_1154_);
                        uint _e3017 = l_mut_160_;
                        uint l_1159_ = (_e3017 - l_1157_);
                        uint _e3019 = l_mut_166_;
                        bool l_1160_ = (_e3019 < l_1154_);
                        uint l_1161_ = uint(l_1160_);
                        uint l_1162_ = (l_1159_ - l_1161_);
                        l_mut_701_ = l_1158_;
                        l_mut_690_ = l_1162_;
                        uint _e3023 = l_mut_234_;
                        uint l_1163_ = (_e3023 - l_1154_);
                        uint _e3025 = l_mut_228_;
                        uint l_1164_ = (_e3025 - l_1157_);
                        uint _e3027 = l_mut_234_;
                        bool l_1165_ = (_e3027 < l_1154_);
                        uint l_1166_ = uint(l_1165_);
                        uint l_1167_ = (l_1164_ - l_1166_);
                        l_mut_998_ = l_1163_;
                        l_mut_712_ = l_1167_;
                        uint _e3031 = l_mut_1003_;
                        uint _e3032 = l_mut_103_;
                        uint l_1168_ = (_e3031 * _e3032);
                        uint _e3034 = l_mut_109_;
                        uint l_1169_ = (_e3034 + l_1168_);
                        l_mut_702_ = l_1169_;
                    } else {
                        uint _e3036 = l_mut_166_;
                        uint _e3037 = l_mut_290_;
                        uint l_1170_ = (_e3036 - _e3037);
                        uint _e3039 = l_mut_160_;
                        uint _e3040 = l_mut_284_;
                        uint l_1171_ = (_e3039 - _e3040);
                        uint _e3042 = l_mut_166_;
                        uint _e3043 = l_mut_290_;
                        bool l_1172_ = (_e3042 < _e3043);
                        uint l_1173_ = uint(l_1172_);
                        uint l_1174_ = (l_1171_ - l_1173_);
                        l_mut_701_ = l_1170_;
                        l_mut_690_ = l_1174_;
                        uint _e3047 = l_mut_690_;
                        bool l_1175_ = (_e3047 < l_606_);
                        uint _e3049 = l_mut_690_;
                        bool l_1176_ = (_e3049 == l_606_);
                        uint _e3051 = l_mut_701_;
                        bool l_1177_ = (_e3051 < l_602_);
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
                        uint _e3063 = l_mut_683_;
                        bool l_1180_ = (_e3063 == 0u);
                        if (l_1180_) {
                            uint _e3066 = l_mut_103_;
                            uint l_1181_ = (l_77_ - _e3066);
                            uint _e3068 = l_mut_109_;
                            uint l_1182_ = naga_div(l_1181_, _e3068);
                            l_mut_1003_ = 0u;
                            l_mut_907_ = false;
                            l_mut_907_ = true;
                            uint _e3073 = l_mut_234_;
                            uint _e3074 = l_mut_228_;
                            uint l_1183_ = (_e3073 | _e3074);
                            bool l_1184_ = (l_1183_ == 0u);
                            if (l_1184_) {
                                l_mut_1003_ = l_1182_;
                            } else {
                                bool _e3078 = l_mut_907_;
                                if (_e3078) {
                                    uint _e3079 = l_mut_228_;
                                    uint _e3080 = l_mut_284_;
                                    bool l_1185_ = (_e3079 < _e3080);
                                    uint _e3082 = l_mut_228_;
                                    uint _e3083 = l_mut_284_;
                                    bool l_1186_ = (_e3082 == _e3083);
                                    uint _e3085 = l_mut_234_;
                                    uint _e3086 = l_mut_290_;
                                    bool l_1187_ = (_e3085 < _e3086);
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
                                        uint _e3097 = l_mut_290_;
                                        uint l_1190_ = (_e3097 - 1u);
                                        uint _e3100 = l_mut_284_;
                                        uint l_1191_ = (_e3100 - 0u);
                                        uint _e3103 = l_mut_290_;
                                        bool l_1192_ = (_e3103 < 1u);
                                        uint l_1193_ = uint(l_1192_);
                                        uint l_1194_ = (l_1191_ - l_1193_);
                                        l_mut_656_ = l_1190_;
                                        l_mut_650_ = l_1194_;
                                        l_mut_644_ = 0u;
                                        l_mut_1195_ = 0u;
                                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                            if (!loop_init_5) {
                                                uint _e3196 = l_mut_1195_;
                                                l_mut_1195_ = (_e3196 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e3111 = l_mut_1195_;
                                            if ((_e3111 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3115 = l_mut_1195_;
                                                uint l_1196_ = (19u - _e3115);
                                                uint _e3117 = l_mut_656_;
                                                l_mut_97_ = _e3117;
                                                uint _e3118 = l_mut_650_;
                                                l_mut_82_ = _e3118;
                                                bool l_1197_ = (l_1196_ >= 32u);
                                                if (l_1197_) {
                                                    uint l_1198_ = (l_1196_ & 31u);
                                                    uint _e3123 = l_mut_650_;
                                                    uint l_1199_ = (_e3123 >> l_1198_);
                                                    l_mut_97_ = l_1199_;
                                                    l_mut_82_ = 0u;
                                                } else {
                                                    bool l_1200_ = (l_1196_ > 0u);
                                                    if (l_1200_) {
                                                        uint _e3128 = l_mut_656_;
                                                        l_mut_45_ = _e3128;
                                                        bool l_1201_ = (l_1196_ > 0u);
                                                        if (l_1201_) {
                                                            uint _e3131 = l_mut_656_;
                                                            uint l_1202_ = (_e3131 >> l_1196_);
                                                            uint l_1203_ = (32u - l_1196_);
                                                            uint _e3135 = l_mut_650_;
                                                            uint l_1204_ = (_e3135 << l_1203_);
                                                            uint l_1205_ = (l_1202_ | l_1204_);
                                                            l_mut_45_ = l_1205_;
                                                        }
                                                        uint _e3138 = l_mut_650_;
                                                        uint l_1206_ = (_e3138 >> l_1196_);
                                                        uint _e3140 = l_mut_45_;
                                                        l_mut_97_ = _e3140;
                                                        l_mut_82_ = l_1206_;
                                                    }
                                                }
                                                uint _e3141 = l_mut_82_;
                                                uint _e3142 = l_mut_228_;
                                                bool l_1207_ = (_e3141 < _e3142);
                                                uint _e3144 = l_mut_82_;
                                                uint _e3145 = l_mut_228_;
                                                bool l_1208_ = (_e3144 == _e3145);
                                                uint _e3147 = l_mut_97_;
                                                uint _e3148 = l_mut_234_;
                                                bool l_1209_ = (_e3147 < _e3148);
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
                                                    uint _e3160 = l_mut_234_;
                                                    l_mut_97_ = _e3160;
                                                    uint _e3161 = l_mut_228_;
                                                    l_mut_82_ = _e3161;
                                                    bool l_1213_ = (l_1196_ >= 32u);
                                                    if (l_1213_) {
                                                        uint l_1214_ = (l_1196_ & 31u);
                                                        uint _e3166 = l_mut_234_;
                                                        uint l_1215_ = (_e3166 << l_1214_);
                                                        l_mut_97_ = 0u;
                                                        l_mut_82_ = l_1215_;
                                                    } else {
                                                        bool l_1216_ = (l_1196_ > 0u);
                                                        if (l_1216_) {
                                                            uint _e3171 = l_mut_234_;
                                                            uint l_1217_ = (_e3171 << l_1196_);
                                                            uint _e3173 = l_mut_228_;
                                                            uint l_1218_ = (_e3173 << l_1196_);
                                                            uint l_1219_ = (32u - l_1196_);
                                                            uint _e3177 = l_mut_234_;
                                                            uint l_1220_ = (_e3177 >> l_1219_);
                                                            uint l_1221_ = (l_1218_ | l_1220_);
                                                            l_mut_97_ = l_1217_;
                                                            l_mut_82_ = l_1221_;
                                                        }
                                                    }
                                                    uint _e3180 = l_mut_656_;
                                                    uint _e3181 = l_mut_97_;
                                                    uint l_1222_ = (_e3180 - _e3181);
                                                    uint _e3183 = l_mut_650_;
                                                    uint _e3184 = l_mut_82_;
                                                    uint l_1223_ = (_e3183 - _e3184);
                                                    uint _e3186 = l_mut_656_;
                                                    uint _e3187 = l_mut_97_;
                                                    bool l_1224_ = (_e3186 < _e3187);
                                                    uint l_1225_ = uint(l_1224_);
                                                    uint l_1226_ = (l_1223_ - l_1225_);
                                                    l_mut_656_ = l_1222_;
                                                    l_mut_650_ = l_1226_;
                                                    uint l_1227_ = (1u << l_1196_);
                                                    uint _e3193 = l_mut_644_;
                                                    l_mut_644_ = (_e3193 | l_1227_);
                                                }
                                            }
                                        }
                                        uint _e3198 = l_mut_644_;
                                        uint l_1228_ = min(_e3198, l_1182_);
                                        l_mut_644_ = l_1228_;
                                        uint _e3200 = l_mut_650_;
                                        uint _e3201 = l_mut_228_;
                                        bool l_1229_ = (_e3200 < _e3201);
                                        uint _e3203 = l_mut_650_;
                                        uint _e3204 = l_mut_228_;
                                        bool l_1230_ = (_e3203 == _e3204);
                                        uint _e3206 = l_mut_656_;
                                        uint _e3207 = l_mut_234_;
                                        bool l_1231_ = (_e3206 < _e3207);
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
                                        uint _e3219 = l_mut_644_;
                                        l_mut_1003_ = _e3219;
                                    }
                                } else {
                                    uint _e3220 = l_mut_290_;
                                    l_mut_656_ = _e3220;
                                    uint _e3221 = l_mut_284_;
                                    l_mut_650_ = _e3221;
                                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                        uint _e3222 = l_mut_228_;
                                        uint _e3223 = l_mut_650_;
                                        bool l_1235_ = (_e3222 < _e3223);
                                        uint _e3225 = l_mut_228_;
                                        uint _e3226 = l_mut_650_;
                                        bool l_1236_ = (_e3225 == _e3226);
                                        uint _e3228 = l_mut_234_;
                                        uint _e3229 = l_mut_656_;
                                        bool l_1237_ = (_e3228 < _e3229);
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
                                        uint _e3240 = l_mut_1003_;
                                        uint _e3241 = l_mut_109_;
                                        uint l_1240_ = (_e3240 * _e3241);
                                        uint _e3243 = l_mut_103_;
                                        uint l_1241_ = (_e3243 + l_1240_);
                                        uint _e3245 = l_mut_109_;
                                        uint l_1242_ = (l_1241_ + _e3245);
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
                                        uint _e3253 = l_mut_656_;
                                        uint _e3254 = l_mut_234_;
                                        uint l_1246_ = (_e3253 - _e3254);
                                        uint _e3256 = l_mut_650_;
                                        uint _e3257 = l_mut_228_;
                                        uint l_1247_ = (_e3256 - _e3257);
                                        uint _e3259 = l_mut_656_;
                                        uint _e3260 = l_mut_234_;
                                        bool l_1248_ = (_e3259 < _e3260);
                                        uint l_1249_ = uint(l_1248_);
                                        uint l_1250_ = (l_1247_ - l_1249_);
                                        l_mut_656_ = l_1246_;
                                        l_mut_650_ = l_1250_;
                                        uint _e3264 = l_mut_1003_;
                                        l_mut_1003_ = (_e3264 + 1u);
                                    }
                                }
                            }
                            uint _e3267 = l_mut_1003_;
                            uint _e3268 = l_mut_109_;
                            uint l_1251_ = (_e3267 * _e3268);
                            uint _e3270 = l_mut_103_;
                            uint l_1252_ = (_e3270 + l_1251_);
                            uint _e3272 = l_mut_109_;
                            uint l_1253_ = (l_1252_ + _e3272);
                            bool l_1254_ = (l_1253_ >= l_77_);
                            if (l_1254_) {
                                l_mut_683_ = 1u;
                            } else {
                                uint _e3276 = l_mut_234_;
                                uint _e3277 = l_mut_1003_;
                                uint l_1255_ = (_e3276 * _e3277);
                                uint _e3279 = l_mut_234_;
                                uint64_t l_1599_ = uint64_t(_e3279);
                                uint _e3281 = l_mut_1003_;
                                uint64_t l_1600_ = uint64_t(_e3281);
                                uint64_t l_1601_ = (l_1599_ * l_1600_);
                                uint64_t l_1602_ = (l_1601_ >> uint(32uL));
                                uint l_1256_ = uint(l_1602_);
                                uint _e3290 = l_mut_228_;
                                uint _e3291 = l_mut_1003_;
                                uint l_1257_ = (_e3290 * _e3291);
                                uint l_1258_ = (l_1256_ + l_1257_);
                                uint _e3294 = l_mut_290_;
                                uint l_1259_ = (_e3294 - l_1255_);
                                uint _e3296 = l_mut_284_;
                                uint l_1260_ = (_e3296 - l_1258_);
                                uint _e3298 = l_mut_290_;
                                bool l_1261_ = (_e3298 < l_1255_);
                                uint l_1262_ = uint(l_1261_);
                                uint l_1263_ = (l_1260_ - l_1262_);
                                l_mut_707_ = l_1259_;
                                l_mut_706_ = l_1263_;
                                uint _e3302 = l_mut_1003_;
                                uint _e3303 = l_mut_109_;
                                uint l_1264_ = (_e3302 * _e3303);
                                uint _e3305 = l_mut_103_;
                                uint l_1265_ = (_e3305 + l_1264_);
                                l_mut_703_ = l_1265_;
                                uint _e3307 = l_mut_234_;
                                uint _e3308 = l_mut_707_;
                                uint l_1266_ = (_e3307 - _e3308);
                                uint _e3310 = l_mut_228_;
                                uint _e3311 = l_mut_706_;
                                uint l_1267_ = (_e3310 - _e3311);
                                uint _e3313 = l_mut_234_;
                                uint _e3314 = l_mut_707_;
                                bool l_1268_ = (_e3313 < _e3314);
                                uint l_1269_ = uint(l_1268_);
                                uint l_1270_ = (l_1267_ - l_1269_);
                                l_mut_998_ = l_1266_;
                                l_mut_712_ = l_1270_;
                                uint _e3318 = l_mut_109_;
                                uint _e3319 = l_mut_703_;
                                uint l_1271_ = (_e3318 + _e3319);
                                l_mut_702_ = l_1271_;
                            }
                        }
                    }
                    uint _e3321 = l_mut_707_;
                    l_mut_290_ = _e3321;
                    uint _e3322 = l_mut_706_;
                    l_mut_284_ = _e3322;
                    uint _e3323 = l_mut_998_;
                    l_mut_234_ = _e3323;
                    uint _e3324 = l_mut_712_;
                    l_mut_228_ = _e3324;
                    uint _e3325 = l_mut_702_;
                    l_mut_109_ = _e3325;
                    uint _e3326 = l_mut_703_;
                    l_mut_103_ = _e3326;
                    uint _e3327 = l_mut_701_;
                    l_mut_166_ = _e3327;
                    uint _e3328 = l_mut_690_;
                    l_mut_160_ = _e3328;
                    uint _e3329 = l_mut_683_;
                    bool l_1272_ = (_e3329 == 1u);
                    l_mut_612_ = l_1272_;
                    uint _e3332 = l_mut_683_;
                    bool l_1273_ = (_e3332 == 0u);
                    l_mut_619_ = l_1273_;
                }
            }
            bool _e3335 = l_mut_612_;
            bool l_1274_ = !(_e3335);
            if (l_1274_) {
                uint l_1275_ = (l_37_ * 8u);
                uint l_1276_ = (l_1275_ + l_38_);
                uint l_1604_ = asuint(info.Load(24+0));
                uint l_1605_ = (l_1604_ * 1u);
                uint l_1606_ = (l_1605_ - 1u);
                uint l_1607_ = min(1u, l_1606_);
                uint _e3353; buffer_6_global.InterlockedAdd(l_1607_*4, 1u, _e3353);
                uint l_1279_ = asuint(info.Load(48+0));
                bool l_1280_ = (_e3353 < l_1279_);
                if (l_1280_) {
                    uint l_1609_ = asuint(info.Load(20+0));
                    uint l_1610_ = (l_1609_ * 1u);
                    bool l_1611_ = (_e3353 < l_1610_);
                    if (l_1611_) {
                        buffer_5_global.Store(_e3353*4, asuint(l_1276_));
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
