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
    uint l_mut_1005_ = (uint)0;
    uint l_mut_1010_ = (uint)0;
    uint l_mut_150_ = (uint)0;
    uint l_mut_156_ = (uint)0;
    uint l_mut_218_ = (uint)0;
    uint l_mut_224_ = (uint)0;
    uint l_mut_274_ = (uint)0;
    uint l_mut_280_ = (uint)0;
    uint l_mut_35_ = (uint)0;
    bool l_mut_619_ = (bool)0;
    bool l_mut_626_ = (bool)0;
    uint l_mut_651_ = (uint)0;
    uint l_mut_657_ = (uint)0;
    uint l_mut_663_ = (uint)0;
    uint l_mut_690_ = (uint)0;
    uint l_mut_697_ = (uint)0;
    uint l_mut_708_ = (uint)0;
    uint l_mut_709_ = (uint)0;
    uint l_mut_710_ = (uint)0;
    uint l_mut_713_ = (uint)0;
    uint l_mut_714_ = (uint)0;
    uint l_mut_719_ = (uint)0;
    uint l_mut_72_ = (uint)0;
    uint l_mut_87_ = (uint)0;
    bool l_mut_897_ = (bool)0;
    bool l_mut_914_ = (bool)0;
    uint l_mut_93_ = (uint)0;
    uint l_mut_99_ = (uint)0;
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
    uint l_mut_711_ = 0u;
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
    uint l_mut_822_ = 0u;
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
    uint l_mut_936_ = (uint)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    uint l_mut_1003_ = (uint)0;
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
    uint l_mut_1120_ = (uint)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1202_ = (uint)0;
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
        uint l_1288_ = asuint(info.Load(24+0));
        uint l_1289_ = (l_1288_ * 1u);
        uint l_1290_ = (l_1289_ - 1u);
        uint l_1291_ = min(3u, l_1290_);
        uint _e68; buffer_6_global.InterlockedAdd(l_1291_*4, 1u, _e68);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1293_ = asuint(info.Load(12+0));
        uint l_1294_ = (l_1293_ * 1u);
        bool l_1295_ = (0u < l_1294_);
        uint l_1296_ = (l_1294_ - 1u);
        uint l_1297_ = min(0u, l_1296_);
        uint l_1298_ = asuint(buffer_3_global.Load(l_1297_*4));
        uint l_7_ = (l_1295_ ? l_1298_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1300_ = asuint(info.Load(12+0));
        uint l_1301_ = (l_1300_ * 1u);
        bool l_1302_ = (l_9_ < l_1301_);
        uint l_1303_ = (l_1301_ - 1u);
        uint l_1304_ = min(l_9_, l_1303_);
        uint l_1305_ = asuint(buffer_3_global.Load(l_1304_*4));
        uint l_10_ = (l_1302_ ? l_1305_ : 0u);
        uint l_1307_ = asuint(info.Load(12+0));
        uint l_1308_ = (l_1307_ * 1u);
        bool l_1309_ = (2u < l_1308_);
        uint l_1310_ = (l_1308_ - 1u);
        uint l_1311_ = min(2u, l_1310_);
        uint l_1312_ = asuint(buffer_3_global.Load(l_1311_*4));
        uint l_12_ = (l_1309_ ? l_1312_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1314_ = asuint(info.Load(12+0));
        uint l_1315_ = (l_1314_ * 1u);
        bool l_1316_ = (l_14_ < l_1315_);
        uint l_1317_ = (l_1315_ - 1u);
        uint l_1318_ = min(l_14_, l_1317_);
        uint l_1319_ = asuint(buffer_3_global.Load(l_1318_*4));
        uint l_15_ = (l_1316_ ? l_1319_ : 0u);
        uint l_1321_ = asuint(info.Load(12+0));
        uint l_1322_ = (l_1321_ * 1u);
        bool l_1323_ = (4u < l_1322_);
        uint l_1324_ = (l_1322_ - 1u);
        uint l_1325_ = min(4u, l_1324_);
        uint l_1326_ = asuint(buffer_3_global.Load(l_1325_*4));
        uint l_17_ = (l_1323_ ? l_1326_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1328_ = asuint(info.Load(12+0));
        uint l_1329_ = (l_1328_ * 1u);
        bool l_1330_ = (l_19_ < l_1329_);
        uint l_1331_ = (l_1329_ - 1u);
        uint l_1332_ = min(l_19_, l_1331_);
        uint l_1333_ = asuint(buffer_3_global.Load(l_1332_*4));
        uint l_20_ = (l_1330_ ? l_1333_ : 0u);
        uint l_1335_ = asuint(info.Load(12+0));
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (6u < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(6u, l_1338_);
        uint l_1340_ = asuint(buffer_3_global.Load(l_1339_*4));
        uint l_22_ = (l_1337_ ? l_1340_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1342_ = asuint(info.Load(12+0));
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (l_24_ < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(l_24_, l_1345_);
        uint l_1347_ = asuint(buffer_3_global.Load(l_1346_*4));
        uint l_25_ = (l_1344_ ? l_1347_ : 0u);
        uint l_26_ = naga_div(id, 8u);
        uint l_1349_ = asuint(info.Load(16+0));
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (l_26_ < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(l_26_, l_1352_);
        uint l_1354_ = asuint(buffer_4_global.Load(l_1353_*4));
        uint l_27_ = (l_1351_ ? l_1354_ : 0u);
        uint l_28_ = naga_mod(id, 8u);
        uint l_29_ = naga_div(l_7_, 8u);
        uint l_30_ = (l_28_ * l_29_);
        uint l_31_ = (l_27_ * l_7_);
        uint64_t l_1356_ = uint64_t(l_27_);
        uint64_t l_1357_ = uint64_t(l_7_);
        uint64_t l_1358_ = (l_1356_ * l_1357_);
        uint64_t l_1359_ = (l_1358_ >> uint(32uL));
        uint l_32_ = uint(l_1359_);
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
        uint _e279 = l_mut_35_;
        bool l_51_ = (l_30_ < _e279);
        if (l_51_) {
            uint l_52_ = (2u * l_27_);
            uint l_1361_ = asuint(info.Load(0+0));
            uint l_1362_ = (l_1361_ * 1u);
            bool l_1363_ = (l_52_ < l_1362_);
            uint l_1364_ = (l_1362_ - 1u);
            uint l_1365_ = min(l_52_, l_1364_);
            uint l_1366_ = asuint(buffer_0_global.Load(l_1365_*4));
            uint l_53_ = (l_1363_ ? l_1366_ : 0u);
            uint l_54_ = (2u * l_27_);
            uint l_55_ = (l_54_ + 1u);
            uint l_1368_ = asuint(info.Load(0+0));
            uint l_1369_ = (l_1368_ * 1u);
            bool l_1370_ = (l_55_ < l_1369_);
            uint l_1371_ = (l_1369_ - 1u);
            uint l_1372_ = min(l_55_, l_1371_);
            uint l_1373_ = asuint(buffer_0_global.Load(l_1372_*4));
            uint l_56_ = (l_1370_ ? l_1373_ : 0u);
            uint l_57_ = (2u * l_27_);
            uint l_1375_ = asuint(info.Load(4+0));
            uint l_1376_ = (l_1375_ * 1u);
            bool l_1377_ = (l_57_ < l_1376_);
            uint l_1378_ = (l_1376_ - 1u);
            uint l_1379_ = min(l_57_, l_1378_);
            uint l_1380_ = asuint(buffer_1_global.Load(l_1379_*4));
            uint l_58_ = (l_1377_ ? l_1380_ : 0u);
            uint l_59_ = (2u * l_27_);
            uint l_60_ = (l_59_ + 1u);
            uint l_1382_ = asuint(info.Load(4+0));
            uint l_1383_ = (l_1382_ * 1u);
            bool l_1384_ = (l_60_ < l_1383_);
            uint l_1385_ = (l_1383_ - 1u);
            uint l_1386_ = min(l_60_, l_1385_);
            uint l_1387_ = asuint(buffer_1_global.Load(l_1386_*4));
            uint l_61_ = (l_1384_ ? l_1387_ : 0u);
            uint l_62_ = (2u * l_27_);
            uint l_1389_ = asuint(info.Load(8+0));
            uint l_1390_ = (l_1389_ * 1u);
            bool l_1391_ = (l_62_ < l_1390_);
            uint l_1392_ = (l_1390_ - 1u);
            uint l_1393_ = min(l_62_, l_1392_);
            uint l_1394_ = asuint(buffer_2_global.Load(l_1393_*4));
            uint l_63_ = (l_1391_ ? l_1394_ : 0u);
            uint l_64_ = (2u * l_27_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1396_ = asuint(info.Load(8+0));
            uint l_1397_ = (l_1396_ * 1u);
            bool l_1398_ = (l_65_ < l_1397_);
            uint l_1399_ = (l_1397_ - 1u);
            uint l_1400_ = min(l_65_, l_1399_);
            uint l_1401_ = asuint(buffer_2_global.Load(l_1400_*4));
            uint l_66_ = (l_1398_ ? l_1401_ : 0u);
            uint l_67_ = naga_div(l_7_, 8u);
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
            uint _e405 = l_mut_35_;
            uint l_78_ = (_e405 * l_69_);
            uint _e407 = l_mut_72_;
            uint l_79_ = (_e407 * l_69_);
            uint _e409 = l_mut_35_;
            uint64_t l_1403_ = uint64_t(_e409);
            uint64_t l_1404_ = uint64_t(l_69_);
            uint64_t l_1405_ = (l_1403_ * l_1404_);
            uint64_t l_1406_ = (l_1405_ >> uint(32uL));
            uint l_80_ = uint(l_1406_);
            uint l_81_ = (l_80_ + l_79_);
            uint _e420 = l_mut_72_;
            uint64_t l_1408_ = uint64_t(_e420);
            uint64_t l_1409_ = uint64_t(l_69_);
            uint64_t l_1410_ = (l_1408_ * l_1409_);
            uint64_t l_1411_ = (l_1410_ >> uint(32uL));
            uint l_82_ = uint(l_1411_);
            bool l_83_ = (l_81_ < l_79_);
            uint l_84_ = uint(l_83_);
            uint l_85_ = (l_82_ + l_84_);
            uint l_86_ = naga_mod(l_12_, 32u);
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
            uint _e449 = l_mut_87_;
            l_mut_99_ = _e449;
            uint _e450 = l_mut_93_;
            l_mut_87_ = _e450;
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
                    uint _e464 = l_mut_93_;
                    l_mut_99_ = _e464;
                    l_mut_87_ = l_107_;
                }
            }
            uint _e465 = l_mut_99_;
            l_mut_93_ = _e465;
            uint _e466 = l_mut_87_;
            l_mut_99_ = _e466;
            if (l_71_) {
                uint _e468 = l_mut_93_;
                uint l_108_ = (0u - _e468);
                uint _e471 = l_mut_99_;
                uint l_109_ = (0u - _e471);
                uint _e474 = l_mut_93_;
                bool l_110_ = (0u < _e474);
                uint l_111_ = uint(l_110_);
                uint l_112_ = (l_109_ - l_111_);
                l_mut_93_ = l_108_;
                l_mut_99_ = l_112_;
            }
            uint _e478 = l_mut_93_;
            uint l_113_ = (l_53_ + _e478);
            uint _e480 = l_mut_99_;
            uint l_114_ = (l_56_ + _e480);
            bool l_115_ = (l_113_ < l_53_);
            uint l_116_ = uint(l_115_);
            uint l_117_ = (l_114_ + l_116_);
            uint l_118_ = (l_53_ * l_68_);
            uint64_t l_1413_ = uint64_t(l_53_);
            uint64_t l_1414_ = uint64_t(l_68_);
            uint64_t l_1415_ = (l_1413_ * l_1414_);
            uint64_t l_1416_ = (l_1415_ >> uint(32uL));
            uint l_119_ = uint(l_1416_);
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
                uint _e519 = l_mut_87_;
                uint l_136_ = (_e519 * l_128_);
                uint _e521 = l_mut_72_;
                uint l_137_ = (_e521 * l_128_);
                uint _e523 = l_mut_87_;
                uint64_t l_1418_ = uint64_t(_e523);
                uint64_t l_1419_ = uint64_t(l_128_);
                uint64_t l_1420_ = (l_1418_ * l_1419_);
                uint64_t l_1421_ = (l_1420_ >> uint(32uL));
                uint l_138_ = uint(l_1421_);
                uint l_139_ = (l_138_ + l_137_);
                uint _e534 = l_mut_72_;
                uint64_t l_1423_ = uint64_t(_e534);
                uint64_t l_1424_ = uint64_t(l_128_);
                uint64_t l_1425_ = (l_1423_ * l_1424_);
                uint64_t l_1426_ = (l_1425_ >> uint(32uL));
                uint l_140_ = uint(l_1426_);
                bool l_141_ = (l_139_ < l_137_);
                uint l_142_ = uint(l_141_);
                uint l_143_ = (l_140_ + l_142_);
                uint l_144_ = naga_mod(l_12_, 32u);
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
                uint _e563 = l_mut_35_;
                l_mut_156_ = _e563;
                uint _e564 = l_mut_150_;
                l_mut_35_ = _e564;
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
                        uint _e578 = l_mut_150_;
                        l_mut_156_ = _e578;
                        l_mut_35_ = l_164_;
                    }
                }
                uint _e579 = l_mut_156_;
                l_mut_150_ = _e579;
                uint _e580 = l_mut_35_;
                l_mut_156_ = _e580;
                if (l_130_) {
                    uint _e582 = l_mut_150_;
                    uint l_165_ = (0u - _e582);
                    uint _e585 = l_mut_156_;
                    uint l_166_ = (0u - _e585);
                    uint _e588 = l_mut_150_;
                    bool l_167_ = (0u < _e588);
                    uint l_168_ = uint(l_167_);
                    uint l_169_ = (l_166_ - l_168_);
                    l_mut_150_ = l_165_;
                    l_mut_156_ = l_169_;
                }
                uint _e592 = l_mut_150_;
                l_mut_99_ = _e592;
                uint _e593 = l_mut_156_;
                l_mut_93_ = _e593;
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
                uint _e606 = l_mut_156_;
                uint l_177_ = (_e606 * l_68_);
                uint _e608 = l_mut_150_;
                uint l_178_ = (_e608 * l_68_);
                uint _e610 = l_mut_156_;
                uint64_t l_1428_ = uint64_t(_e610);
                uint64_t l_1429_ = uint64_t(l_68_);
                uint64_t l_1430_ = (l_1428_ * l_1429_);
                uint64_t l_1431_ = (l_1430_ >> uint(32uL));
                uint l_179_ = uint(l_1431_);
                uint l_180_ = (l_179_ + l_178_);
                uint _e621 = l_mut_150_;
                uint64_t l_1433_ = uint64_t(_e621);
                uint64_t l_1434_ = uint64_t(l_68_);
                uint64_t l_1435_ = (l_1433_ * l_1434_);
                uint64_t l_1436_ = (l_1435_ >> uint(32uL));
                uint l_181_ = uint(l_1436_);
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
                uint _e649 = l_mut_87_;
                l_mut_35_ = _e649;
                uint _e650 = l_mut_72_;
                l_mut_87_ = _e650;
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
                        uint _e662 = l_mut_72_;
                        l_mut_35_ = _e662;
                        l_mut_87_ = l_203_;
                    }
                }
                uint _e663 = l_mut_156_;
                uint l_204_ = (_e663 * l_68_);
                uint _e665 = l_mut_150_;
                uint l_205_ = (_e665 * l_68_);
                uint _e667 = l_mut_156_;
                uint64_t l_1438_ = uint64_t(_e667);
                uint64_t l_1439_ = uint64_t(l_68_);
                uint64_t l_1440_ = (l_1438_ * l_1439_);
                uint64_t l_1441_ = (l_1440_ >> uint(32uL));
                uint l_206_ = uint(l_1441_);
                uint l_207_ = (l_206_ + l_205_);
                uint _e678 = l_mut_150_;
                uint64_t l_1443_ = uint64_t(_e678);
                uint64_t l_1444_ = uint64_t(l_68_);
                uint64_t l_1445_ = (l_1443_ * l_1444_);
                uint64_t l_1446_ = (l_1445_ >> uint(32uL));
                uint l_208_ = uint(l_1446_);
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
                uint _e706 = l_mut_72_;
                l_mut_224_ = _e706;
                uint _e707 = l_mut_218_;
                l_mut_72_ = _e707;
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
                        uint _e719 = l_mut_218_;
                        l_mut_224_ = _e719;
                        l_mut_72_ = l_232_;
                    }
                }
                uint _e720 = l_mut_35_;
                uint l_233_ = (_e720 * l_68_);
                uint _e722 = l_mut_87_;
                uint l_234_ = (_e722 * l_68_);
                uint _e724 = l_mut_35_;
                uint64_t l_1448_ = uint64_t(_e724);
                uint64_t l_1449_ = uint64_t(l_68_);
                uint64_t l_1450_ = (l_1448_ * l_1449_);
                uint64_t l_1451_ = (l_1450_ >> uint(32uL));
                uint l_235_ = uint(l_1451_);
                uint l_236_ = (l_235_ + l_234_);
                uint _e735 = l_mut_87_;
                uint64_t l_1453_ = uint64_t(_e735);
                uint64_t l_1454_ = uint64_t(l_68_);
                uint64_t l_1455_ = (l_1453_ * l_1454_);
                uint64_t l_1456_ = (l_1455_ >> uint(32uL));
                uint l_237_ = uint(l_1456_);
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
                uint _e763 = l_mut_218_;
                l_mut_150_ = _e763;
                uint _e764 = l_mut_156_;
                l_mut_218_ = _e764;
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
                        uint _e776 = l_mut_156_;
                        l_mut_150_ = _e776;
                        l_mut_218_ = l_259_;
                    }
                }
                uint _e777 = l_mut_35_;
                uint l_260_ = (_e777 * l_68_);
                uint _e779 = l_mut_87_;
                uint l_261_ = (_e779 * l_68_);
                uint _e781 = l_mut_35_;
                uint64_t l_1458_ = uint64_t(_e781);
                uint64_t l_1459_ = uint64_t(l_68_);
                uint64_t l_1460_ = (l_1458_ * l_1459_);
                uint64_t l_1461_ = (l_1460_ >> uint(32uL));
                uint l_262_ = uint(l_1461_);
                uint l_263_ = (l_262_ + l_261_);
                uint _e792 = l_mut_87_;
                uint64_t l_1463_ = uint64_t(_e792);
                uint64_t l_1464_ = uint64_t(l_68_);
                uint64_t l_1465_ = (l_1463_ * l_1464_);
                uint64_t l_1466_ = (l_1465_ >> uint(32uL));
                uint l_264_ = uint(l_1466_);
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
                uint _e820 = l_mut_156_;
                l_mut_280_ = _e820;
                uint _e821 = l_mut_274_;
                l_mut_156_ = _e821;
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
                        uint _e833 = l_mut_274_;
                        l_mut_280_ = _e833;
                        l_mut_156_ = l_288_;
                    }
                }
                uint _e834 = l_mut_224_;
                uint l_289_ = (_e834 * l_68_);
                uint _e836 = l_mut_224_;
                uint64_t l_1468_ = uint64_t(_e836);
                uint64_t l_1469_ = uint64_t(l_68_);
                uint64_t l_1470_ = (l_1468_ * l_1469_);
                uint64_t l_1471_ = (l_1470_ >> uint(32uL));
                uint l_290_ = uint(l_1471_);
                uint _e846 = l_mut_72_;
                uint l_291_ = (_e846 * l_68_);
                uint l_292_ = (l_290_ + l_291_);
                uint _e849 = l_mut_280_;
                uint l_293_ = (_e849 + l_289_);
                uint _e851 = l_mut_156_;
                uint l_294_ = (_e851 + l_292_);
                uint _e853 = l_mut_280_;
                bool l_295_ = (l_293_ < _e853);
                uint l_296_ = uint(l_295_);
                uint l_297_ = (l_294_ + l_296_);
                uint _e857 = l_mut_150_;
                l_mut_99_ = _e857;
                uint _e858 = l_mut_218_;
                l_mut_93_ = _e858;
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
                        uint _e879 = l_mut_150_;
                        l_mut_224_ = _e879;
                        uint _e880 = l_mut_218_;
                        l_mut_156_ = _e880;
                        bool l_310_ = (l_12_ >= 32u);
                        if (l_310_) {
                            uint l_311_ = (l_12_ & 31u);
                            uint _e885 = l_mut_218_;
                            uint l_312_ = (_e885 >> l_311_);
                            l_mut_224_ = l_312_;
                            l_mut_156_ = 0u;
                        } else {
                            bool l_313_ = (l_12_ > 0u);
                            if (l_313_) {
                                uint _e890 = l_mut_150_;
                                l_mut_87_ = _e890;
                                bool l_314_ = (l_12_ > 0u);
                                if (l_314_) {
                                    uint _e893 = l_mut_150_;
                                    uint l_315_ = (_e893 >> l_12_);
                                    uint l_316_ = (32u - l_12_);
                                    uint _e897 = l_mut_218_;
                                    uint l_317_ = (_e897 << l_316_);
                                    uint l_318_ = (l_315_ | l_317_);
                                    l_mut_87_ = l_318_;
                                }
                                uint _e900 = l_mut_218_;
                                uint l_319_ = (_e900 >> l_12_);
                                uint _e902 = l_mut_87_;
                                l_mut_224_ = _e902;
                                l_mut_156_ = l_319_;
                            }
                        }
                        uint _e903 = l_mut_280_;
                        uint _e904 = l_mut_224_;
                        uint l_320_ = (_e903 + _e904);
                        uint _e906 = l_mut_274_;
                        uint _e907 = l_mut_156_;
                        uint l_321_ = (_e906 + _e907);
                        uint _e909 = l_mut_280_;
                        bool l_322_ = (l_320_ < _e909);
                        uint l_323_ = uint(l_322_);
                        uint l_324_ = (l_321_ + l_323_);
                        l_mut_99_ = l_320_;
                        l_mut_93_ = l_324_;
                    }
                }
                if (l_171_) {
                    uint _e914 = l_mut_99_;
                    uint l_325_ = (0u - _e914);
                    uint _e917 = l_mut_93_;
                    uint l_326_ = (0u - _e917);
                    uint _e920 = l_mut_99_;
                    bool l_327_ = (0u < _e920);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ - l_328_);
                    l_mut_99_ = l_325_;
                    l_mut_93_ = l_329_;
                }
            }
            uint _e924 = l_mut_99_;
            uint l_330_ = (l_122_ + _e924);
            uint _e926 = l_mut_93_;
            uint l_331_ = (l_126_ + _e926);
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
            uint _e943 = l_mut_280_;
            uint l_342_ = (_e943 * l_67_);
            uint _e945 = l_mut_274_;
            uint l_343_ = (_e945 * l_67_);
            uint _e947 = l_mut_280_;
            uint64_t l_1473_ = uint64_t(_e947);
            uint64_t l_1474_ = uint64_t(l_67_);
            uint64_t l_1475_ = (l_1473_ * l_1474_);
            uint64_t l_1476_ = (l_1475_ >> uint(32uL));
            uint l_344_ = uint(l_1476_);
            uint l_345_ = (l_344_ + l_343_);
            uint _e958 = l_mut_274_;
            uint64_t l_1478_ = uint64_t(_e958);
            uint64_t l_1479_ = uint64_t(l_67_);
            uint64_t l_1480_ = (l_1478_ * l_1479_);
            uint64_t l_1481_ = (l_1480_ >> uint(32uL));
            uint l_346_ = uint(l_1481_);
            bool l_347_ = (l_345_ < l_343_);
            uint l_348_ = uint(l_347_);
            uint l_349_ = (l_346_ + l_348_);
            uint l_350_ = naga_mod(l_12_, 32u);
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
            uint _e987 = l_mut_224_;
            l_mut_156_ = _e987;
            uint _e988 = l_mut_218_;
            l_mut_224_ = _e988;
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
                    uint _e1002 = l_mut_218_;
                    l_mut_156_ = _e1002;
                    l_mut_224_ = l_368_;
                }
            }
            uint _e1003 = l_mut_156_;
            l_mut_280_ = _e1003;
            uint _e1004 = l_mut_224_;
            l_mut_274_ = _e1004;
            if (l_336_) {
                uint _e1006 = l_mut_280_;
                uint l_369_ = (0u - _e1006);
                uint _e1009 = l_mut_274_;
                uint l_370_ = (0u - _e1009);
                uint _e1012 = l_mut_280_;
                bool l_371_ = (0u < _e1012);
                uint l_372_ = uint(l_371_);
                uint l_373_ = (l_370_ - l_372_);
                l_mut_280_ = l_369_;
                l_mut_274_ = l_373_;
            }
            uint _e1016 = l_mut_280_;
            uint l_374_ = (l_113_ + _e1016);
            uint _e1018 = l_mut_274_;
            uint l_375_ = (l_117_ + _e1018);
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
                uint _e1042 = l_mut_224_;
                uint l_389_ = (_e1042 * l_381_);
                uint _e1044 = l_mut_218_;
                uint l_390_ = (_e1044 * l_381_);
                uint _e1046 = l_mut_224_;
                uint64_t l_1483_ = uint64_t(_e1046);
                uint64_t l_1484_ = uint64_t(l_381_);
                uint64_t l_1485_ = (l_1483_ * l_1484_);
                uint64_t l_1486_ = (l_1485_ >> uint(32uL));
                uint l_391_ = uint(l_1486_);
                uint l_392_ = (l_391_ + l_390_);
                uint _e1057 = l_mut_218_;
                uint64_t l_1488_ = uint64_t(_e1057);
                uint64_t l_1489_ = uint64_t(l_381_);
                uint64_t l_1490_ = (l_1488_ * l_1489_);
                uint64_t l_1491_ = (l_1490_ >> uint(32uL));
                uint l_393_ = uint(l_1491_);
                bool l_394_ = (l_392_ < l_390_);
                uint l_395_ = uint(l_394_);
                uint l_396_ = (l_393_ + l_395_);
                uint l_397_ = naga_mod(l_379_, 32u);
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
                uint _e1086 = l_mut_156_;
                l_mut_99_ = _e1086;
                uint _e1087 = l_mut_150_;
                l_mut_156_ = _e1087;
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
                        uint _e1101 = l_mut_150_;
                        l_mut_99_ = _e1101;
                        l_mut_156_ = l_415_;
                    }
                }
                uint _e1102 = l_mut_99_;
                l_mut_224_ = _e1102;
                uint _e1103 = l_mut_156_;
                l_mut_218_ = _e1103;
                if (l_383_) {
                    uint _e1105 = l_mut_224_;
                    uint l_416_ = (0u - _e1105);
                    uint _e1108 = l_mut_218_;
                    uint l_417_ = (0u - _e1108);
                    uint _e1111 = l_mut_224_;
                    bool l_418_ = (0u < _e1111);
                    uint l_419_ = uint(l_418_);
                    uint l_420_ = (l_417_ - l_419_);
                    l_mut_224_ = l_416_;
                    l_mut_218_ = l_420_;
                }
                uint _e1115 = l_mut_224_;
                l_mut_280_ = _e1115;
                uint _e1116 = l_mut_218_;
                l_mut_274_ = _e1116;
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
                uint _e1129 = l_mut_224_;
                uint l_428_ = (_e1129 * l_67_);
                uint _e1131 = l_mut_218_;
                uint l_429_ = (_e1131 * l_67_);
                uint _e1133 = l_mut_224_;
                uint64_t l_1493_ = uint64_t(_e1133);
                uint64_t l_1494_ = uint64_t(l_67_);
                uint64_t l_1495_ = (l_1493_ * l_1494_);
                uint64_t l_1496_ = (l_1495_ >> uint(32uL));
                uint l_430_ = uint(l_1496_);
                uint l_431_ = (l_430_ + l_429_);
                uint _e1144 = l_mut_218_;
                uint64_t l_1498_ = uint64_t(_e1144);
                uint64_t l_1499_ = uint64_t(l_67_);
                uint64_t l_1500_ = (l_1498_ * l_1499_);
                uint64_t l_1501_ = (l_1500_ >> uint(32uL));
                uint l_432_ = uint(l_1501_);
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
                uint _e1172 = l_mut_156_;
                l_mut_99_ = _e1172;
                uint _e1173 = l_mut_150_;
                l_mut_156_ = _e1173;
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
                        uint _e1185 = l_mut_150_;
                        l_mut_99_ = _e1185;
                        l_mut_156_ = l_454_;
                    }
                }
                uint _e1186 = l_mut_224_;
                uint l_455_ = (_e1186 * l_67_);
                uint _e1188 = l_mut_218_;
                uint l_456_ = (_e1188 * l_67_);
                uint _e1190 = l_mut_224_;
                uint64_t l_1503_ = uint64_t(_e1190);
                uint64_t l_1504_ = uint64_t(l_67_);
                uint64_t l_1505_ = (l_1503_ * l_1504_);
                uint64_t l_1506_ = (l_1505_ >> uint(32uL));
                uint l_457_ = uint(l_1506_);
                uint l_458_ = (l_457_ + l_456_);
                uint _e1201 = l_mut_218_;
                uint64_t l_1508_ = uint64_t(_e1201);
                uint64_t l_1509_ = uint64_t(l_67_);
                uint64_t l_1510_ = (l_1508_ * l_1509_);
                uint64_t l_1511_ = (l_1510_ >> uint(32uL));
                uint l_459_ = uint(l_1511_);
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
                uint _e1229 = l_mut_150_;
                l_mut_87_ = _e1229;
                uint _e1230 = l_mut_93_;
                l_mut_150_ = _e1230;
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
                        uint _e1242 = l_mut_93_;
                        l_mut_87_ = _e1242;
                        l_mut_150_ = l_481_;
                    }
                }
                uint _e1243 = l_mut_99_;
                uint l_482_ = (_e1243 * l_67_);
                uint _e1245 = l_mut_156_;
                uint l_483_ = (_e1245 * l_67_);
                uint _e1247 = l_mut_99_;
                uint64_t l_1513_ = uint64_t(_e1247);
                uint64_t l_1514_ = uint64_t(l_67_);
                uint64_t l_1515_ = (l_1513_ * l_1514_);
                uint64_t l_1516_ = (l_1515_ >> uint(32uL));
                uint l_484_ = uint(l_1516_);
                uint l_485_ = (l_484_ + l_483_);
                uint _e1258 = l_mut_156_;
                uint64_t l_1518_ = uint64_t(_e1258);
                uint64_t l_1519_ = uint64_t(l_67_);
                uint64_t l_1520_ = (l_1518_ * l_1519_);
                uint64_t l_1521_ = (l_1520_ >> uint(32uL));
                uint l_486_ = uint(l_1521_);
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
                uint _e1286 = l_mut_224_;
                l_mut_93_ = _e1286;
                uint _e1287 = l_mut_218_;
                l_mut_224_ = _e1287;
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
                        uint _e1299 = l_mut_218_;
                        l_mut_93_ = _e1299;
                        l_mut_224_ = l_508_;
                    }
                }
                uint _e1300 = l_mut_99_;
                uint l_509_ = (_e1300 * l_67_);
                uint _e1302 = l_mut_156_;
                uint l_510_ = (_e1302 * l_67_);
                uint _e1304 = l_mut_99_;
                uint64_t l_1523_ = uint64_t(_e1304);
                uint64_t l_1524_ = uint64_t(l_67_);
                uint64_t l_1525_ = (l_1523_ * l_1524_);
                uint64_t l_1526_ = (l_1525_ >> uint(32uL));
                uint l_511_ = uint(l_1526_);
                uint l_512_ = (l_511_ + l_510_);
                uint _e1315 = l_mut_156_;
                uint64_t l_1528_ = uint64_t(_e1315);
                uint64_t l_1529_ = uint64_t(l_67_);
                uint64_t l_1530_ = (l_1528_ * l_1529_);
                uint64_t l_1531_ = (l_1530_ >> uint(32uL));
                uint l_513_ = uint(l_1531_);
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
                uint _e1343 = l_mut_218_;
                l_mut_35_ = _e1343;
                uint _e1344 = l_mut_72_;
                l_mut_218_ = _e1344;
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
                        uint _e1356 = l_mut_72_;
                        l_mut_35_ = _e1356;
                        l_mut_218_ = l_535_;
                    }
                }
                uint _e1357 = l_mut_87_;
                uint l_536_ = (_e1357 * l_67_);
                uint _e1359 = l_mut_87_;
                uint64_t l_1533_ = uint64_t(_e1359);
                uint64_t l_1534_ = uint64_t(l_67_);
                uint64_t l_1535_ = (l_1533_ * l_1534_);
                uint64_t l_1536_ = (l_1535_ >> uint(32uL));
                uint l_537_ = uint(l_1536_);
                uint _e1369 = l_mut_150_;
                uint l_538_ = (_e1369 * l_67_);
                uint l_539_ = (l_537_ + l_538_);
                uint _e1372 = l_mut_35_;
                uint l_540_ = (_e1372 + l_536_);
                uint _e1374 = l_mut_218_;
                uint l_541_ = (_e1374 + l_539_);
                uint _e1376 = l_mut_35_;
                bool l_542_ = (l_540_ < _e1376);
                uint l_543_ = uint(l_542_);
                uint l_544_ = (l_541_ + l_543_);
                uint _e1380 = l_mut_93_;
                l_mut_280_ = _e1380;
                uint _e1381 = l_mut_224_;
                l_mut_274_ = _e1381;
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
                        uint _e1402 = l_mut_93_;
                        l_mut_150_ = _e1402;
                        uint _e1403 = l_mut_224_;
                        l_mut_99_ = _e1403;
                        bool l_557_ = (l_379_ >= 32u);
                        if (l_557_) {
                            uint l_558_ = (l_379_ & 31u);
                            uint _e1408 = l_mut_224_;
                            uint l_559_ = (_e1408 >> l_558_);
                            l_mut_150_ = l_559_;
                            l_mut_99_ = 0u;
                        } else {
                            bool l_560_ = (l_379_ > 0u);
                            if (l_560_) {
                                uint _e1413 = l_mut_93_;
                                l_mut_87_ = _e1413;
                                bool l_561_ = (l_379_ > 0u);
                                if (l_561_) {
                                    uint _e1416 = l_mut_93_;
                                    uint l_562_ = (_e1416 >> l_379_);
                                    uint l_563_ = (32u - l_379_);
                                    uint _e1420 = l_mut_224_;
                                    uint l_564_ = (_e1420 << l_563_);
                                    uint l_565_ = (l_562_ | l_564_);
                                    l_mut_87_ = l_565_;
                                }
                                uint _e1423 = l_mut_224_;
                                uint l_566_ = (_e1423 >> l_379_);
                                uint _e1425 = l_mut_87_;
                                l_mut_150_ = _e1425;
                                l_mut_99_ = l_566_;
                            }
                        }
                        uint _e1426 = l_mut_218_;
                        uint _e1427 = l_mut_150_;
                        uint l_567_ = (_e1426 + _e1427);
                        uint _e1429 = l_mut_156_;
                        uint _e1430 = l_mut_99_;
                        uint l_568_ = (_e1429 + _e1430);
                        uint _e1432 = l_mut_218_;
                        bool l_569_ = (l_567_ < _e1432);
                        uint l_570_ = uint(l_569_);
                        uint l_571_ = (l_568_ + l_570_);
                        l_mut_280_ = l_567_;
                        l_mut_274_ = l_571_;
                    }
                }
                if (l_422_) {
                    uint _e1437 = l_mut_280_;
                    uint l_572_ = (0u - _e1437);
                    uint _e1440 = l_mut_274_;
                    uint l_573_ = (0u - _e1440);
                    uint _e1443 = l_mut_280_;
                    bool l_574_ = (0u < _e1443);
                    uint l_575_ = uint(l_574_);
                    uint l_576_ = (l_573_ - l_575_);
                    l_mut_280_ = l_572_;
                    l_mut_274_ = l_576_;
                }
            }
            uint _e1447 = l_mut_280_;
            l_mut_224_ = _e1447;
            uint _e1448 = l_mut_274_;
            l_mut_218_ = _e1448;
            uint _e1449 = l_mut_274_;
            uint l_577_ = (_e1449 >> 31u);
            bool l_578_ = (l_577_ == 1u);
            if (l_578_) {
                uint _e1455 = l_mut_280_;
                uint l_579_ = (0u - _e1455);
                uint _e1458 = l_mut_274_;
                uint l_580_ = (0u - _e1458);
                uint _e1461 = l_mut_280_;
                bool l_581_ = (0u < _e1461);
                uint l_582_ = uint(l_581_);
                uint l_583_ = (l_580_ - l_582_);
                l_mut_224_ = l_579_;
                l_mut_218_ = l_583_;
            }
            uint _e1465 = l_mut_224_;
            uint l_584_ = (l_17_ + _e1465);
            uint _e1467 = l_mut_218_;
            uint l_585_ = (l_20_ + _e1467);
            bool l_586_ = (l_584_ < l_17_);
            uint l_587_ = uint(l_586_);
            uint l_588_ = (l_585_ + l_587_);
            uint l_589_ = (l_584_ + 1u);
            uint l_590_ = (l_588_ + 0u);
            bool l_591_ = (l_589_ < l_584_);
            uint l_592_ = uint(l_591_);
            uint l_593_ = (l_590_ + l_592_);
            uint _e1479 = l_mut_280_;
            uint l_594_ = (l_330_ - _e1479);
            uint _e1481 = l_mut_274_;
            uint l_595_ = (l_334_ - _e1481);
            uint _e1483 = l_mut_280_;
            bool l_596_ = (l_330_ < _e1483);
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
            uint _e1516 = l_mut_150_;
            bool l_620_ = (_e1516 < l_613_);
            uint _e1518 = l_mut_150_;
            bool l_621_ = (_e1518 == l_613_);
            uint _e1520 = l_mut_156_;
            bool l_622_ = (_e1520 < l_609_);
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
                bool _e1535 = l_mut_626_;
                l_mut_619_ = _e1535;
                l_mut_626_ = false;
            }
            bool _e1537 = l_mut_626_;
            if (_e1537) {
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
                uint _e1552 = l_mut_87_;
                uint l_637_ = (_e1552 * l_636_);
                uint _e1554 = l_mut_87_;
                uint64_t l_1538_ = uint64_t(_e1554);
                uint64_t l_1539_ = uint64_t(l_636_);
                uint64_t l_1540_ = (l_1538_ * l_1539_);
                uint64_t l_1541_ = (l_1540_ >> uint(32uL));
                uint l_638_ = uint(l_1541_);
                uint _e1564 = l_mut_72_;
                uint l_639_ = (_e1564 * l_636_);
                uint l_640_ = (l_638_ + l_639_);
                l_mut_35_ = 0u;
                uint l_641_ = (l_67_ - 1u);
                uint _e1570 = l_mut_87_;
                uint l_642_ = (_e1570 * l_641_);
                uint _e1572 = l_mut_72_;
                uint l_643_ = (_e1572 * l_641_);
                uint _e1574 = l_mut_87_;
                uint64_t l_1543_ = uint64_t(_e1574);
                uint64_t l_1544_ = uint64_t(l_641_);
                uint64_t l_1545_ = (l_1543_ * l_1544_);
                uint64_t l_1546_ = (l_1545_ >> uint(32uL));
                uint l_644_ = uint(l_1546_);
                uint l_645_ = (l_644_ + l_643_);
                uint _e1585 = l_mut_72_;
                uint64_t l_1548_ = uint64_t(_e1585);
                uint64_t l_1549_ = uint64_t(l_641_);
                uint64_t l_1550_ = (l_1548_ * l_1549_);
                uint64_t l_1551_ = (l_1550_ >> uint(32uL));
                uint l_646_ = uint(l_1551_);
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
                uint _e1613 = l_mut_651_;
                l_mut_663_ = _e1613;
                uint _e1614 = l_mut_657_;
                l_mut_651_ = _e1614;
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
                        uint _e1626 = l_mut_657_;
                        l_mut_663_ = _e1626;
                        l_mut_651_ = l_671_;
                    }
                }
                uint _e1627 = l_mut_663_;
                uint _e1628 = l_mut_651_;
                uint l_672_ = (_e1627 | _e1628);
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
                            uint _e1663 = l_mut_72_;
                            bool l_691_ = (l_678_ < _e1663);
                            uint _e1665 = l_mut_72_;
                            bool l_692_ = (l_678_ == _e1665);
                            uint _e1667 = l_mut_87_;
                            bool l_693_ = (l_674_ < _e1667);
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
                                uint _e1680 = l_mut_72_;
                                bool l_698_ = (_e1680 < l_678_);
                                uint _e1682 = l_mut_72_;
                                bool l_699_ = (_e1682 == l_678_);
                                uint _e1684 = l_mut_87_;
                                bool l_700_ = (_e1684 < l_674_);
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
                                    uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                    bool loop_init = true;
                                    while(true) {
                                        if (all(loop_bound == uint2(0u, 0u))) { break; }
                                        loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                        if (!loop_init) {
                                            uint _e1791 = l_mut_711_;
                                            l_mut_711_ = (_e1791 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e1706 = l_mut_711_;
                                        if ((_e1706 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1710 = l_mut_711_;
                                            uint l_712_ = (19u - _e1710);
                                            uint _e1712 = l_mut_708_;
                                            l_mut_713_ = _e1712;
                                            uint _e1713 = l_mut_709_;
                                            l_mut_714_ = _e1713;
                                            bool l_715_ = (l_712_ >= 32u);
                                            if (l_715_) {
                                                uint l_716_ = (l_712_ & 31u);
                                                uint _e1718 = l_mut_709_;
                                                uint l_717_ = (_e1718 >> l_716_);
                                                l_mut_713_ = l_717_;
                                                l_mut_714_ = 0u;
                                            } else {
                                                bool l_718_ = (l_712_ > 0u);
                                                if (l_718_) {
                                                    uint _e1723 = l_mut_708_;
                                                    l_mut_719_ = _e1723;
                                                    bool l_720_ = (l_712_ > 0u);
                                                    if (l_720_) {
                                                        uint _e1726 = l_mut_708_;
                                                        uint l_721_ = (_e1726 >> l_712_);
                                                        uint l_722_ = (32u - l_712_);
                                                        uint _e1730 = l_mut_709_;
                                                        uint l_723_ = (_e1730 << l_722_);
                                                        uint l_724_ = (l_721_ | l_723_);
                                                        l_mut_719_ = l_724_;
                                                    }
                                                    uint _e1733 = l_mut_709_;
                                                    uint l_725_ = (_e1733 >> l_712_);
                                                    uint _e1735 = l_mut_719_;
                                                    l_mut_713_ = _e1735;
                                                    l_mut_714_ = l_725_;
                                                }
                                            }
                                            uint _e1736 = l_mut_714_;
                                            uint _e1737 = l_mut_72_;
                                            bool l_726_ = (_e1736 < _e1737);
                                            uint _e1739 = l_mut_714_;
                                            uint _e1740 = l_mut_72_;
                                            bool l_727_ = (_e1739 == _e1740);
                                            uint _e1742 = l_mut_713_;
                                            uint _e1743 = l_mut_87_;
                                            bool l_728_ = (_e1742 < _e1743);
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
                                                uint _e1755 = l_mut_87_;
                                                l_mut_719_ = _e1755;
                                                uint _e1756 = l_mut_72_;
                                                l_mut_714_ = _e1756;
                                                bool l_732_ = (l_712_ >= 32u);
                                                if (l_732_) {
                                                    uint l_733_ = (l_712_ & 31u);
                                                    uint _e1761 = l_mut_87_;
                                                    uint l_734_ = (_e1761 << l_733_);
                                                    l_mut_719_ = 0u;
                                                    l_mut_714_ = l_734_;
                                                } else {
                                                    bool l_735_ = (l_712_ > 0u);
                                                    if (l_735_) {
                                                        uint _e1766 = l_mut_87_;
                                                        uint l_736_ = (_e1766 << l_712_);
                                                        uint _e1768 = l_mut_72_;
                                                        uint l_737_ = (_e1768 << l_712_);
                                                        uint l_738_ = (32u - l_712_);
                                                        uint _e1772 = l_mut_87_;
                                                        uint l_739_ = (_e1772 >> l_738_);
                                                        uint l_740_ = (l_737_ | l_739_);
                                                        l_mut_719_ = l_736_;
                                                        l_mut_714_ = l_740_;
                                                    }
                                                }
                                                uint _e1775 = l_mut_708_;
                                                uint _e1776 = l_mut_719_;
                                                uint l_741_ = (_e1775 - _e1776);
                                                uint _e1778 = l_mut_709_;
                                                uint _e1779 = l_mut_714_;
                                                uint l_742_ = (_e1778 - _e1779);
                                                uint _e1781 = l_mut_708_;
                                                uint _e1782 = l_mut_719_;
                                                bool l_743_ = (_e1781 < _e1782);
                                                uint l_744_ = uint(l_743_);
                                                uint l_745_ = (l_742_ - l_744_);
                                                l_mut_708_ = l_741_;
                                                l_mut_709_ = l_745_;
                                                uint l_746_ = (1u << l_712_);
                                                uint _e1788 = l_mut_710_;
                                                l_mut_710_ = (_e1788 | l_746_);
                                            }
                                        }
                                    }
                                    uint _e1793 = l_mut_710_;
                                    uint l_747_ = min(_e1793, l_689_);
                                    l_mut_719_ = l_747_;
                                    uint _e1795 = l_mut_709_;
                                    uint _e1796 = l_mut_72_;
                                    bool l_748_ = (_e1795 < _e1796);
                                    uint _e1798 = l_mut_709_;
                                    uint _e1799 = l_mut_72_;
                                    bool l_749_ = (_e1798 == _e1799);
                                    uint _e1801 = l_mut_708_;
                                    uint _e1802 = l_mut_87_;
                                    bool l_750_ = (_e1801 < _e1802);
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
                                    uint _e1814 = l_mut_719_;
                                    l_mut_697_ = _e1814;
                                }
                                uint _e1815 = l_mut_87_;
                                uint _e1816 = l_mut_697_;
                                uint l_754_ = (_e1815 * _e1816);
                                uint _e1818 = l_mut_87_;
                                uint64_t l_1553_ = uint64_t(_e1818);
                                uint _e1820 = l_mut_697_;
                                uint64_t l_1554_ = uint64_t(_e1820);
                                uint64_t l_1555_ = (l_1553_ * l_1554_);
                                uint64_t l_1556_ = (l_1555_ >> uint(32uL));
                                uint l_755_ = uint(l_1556_);
                                uint _e1829 = l_mut_72_;
                                uint _e1830 = l_mut_697_;
                                uint l_756_ = (_e1829 * _e1830);
                                uint l_757_ = (l_755_ + l_756_);
                                uint l_758_ = (l_674_ - l_754_);
                                uint l_759_ = (l_678_ - l_757_);
                                bool l_760_ = (l_674_ < l_754_);
                                uint l_761_ = uint(l_760_);
                                uint l_762_ = (l_759_ - l_761_);
                                l_mut_651_ = l_758_;
                                l_mut_690_ = l_762_;
                                uint _e1838 = l_mut_690_;
                                uint _e1839 = l_mut_72_;
                                bool l_763_ = (_e1838 < _e1839);
                                uint _e1841 = l_mut_690_;
                                uint _e1842 = l_mut_72_;
                                bool l_764_ = (_e1841 == _e1842);
                                uint _e1844 = l_mut_651_;
                                uint _e1845 = l_mut_87_;
                                bool l_765_ = (_e1844 < _e1845);
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
                                    uint _e1857 = l_mut_651_;
                                    uint _e1858 = l_mut_87_;
                                    uint l_769_ = (_e1857 - _e1858);
                                    uint _e1860 = l_mut_690_;
                                    uint _e1861 = l_mut_72_;
                                    uint l_770_ = (_e1860 - _e1861);
                                    uint _e1863 = l_mut_651_;
                                    uint _e1864 = l_mut_87_;
                                    bool l_771_ = (_e1863 < _e1864);
                                    uint l_772_ = uint(l_771_);
                                    uint l_773_ = (l_770_ - l_772_);
                                    l_mut_651_ = l_769_;
                                    l_mut_690_ = l_773_;
                                }
                            }
                            uint _e1868 = l_mut_87_;
                            uint _e1869 = l_mut_651_;
                            uint l_774_ = (_e1868 - _e1869);
                            uint _e1871 = l_mut_72_;
                            uint _e1872 = l_mut_690_;
                            uint l_775_ = (_e1871 - _e1872);
                            uint _e1874 = l_mut_87_;
                            uint _e1875 = l_mut_651_;
                            bool l_776_ = (_e1874 < _e1875);
                            uint l_777_ = uint(l_776_);
                            uint l_778_ = (l_775_ - l_777_);
                            l_mut_719_ = l_774_;
                            l_mut_714_ = l_778_;
                            uint _e1879 = l_mut_72_;
                            bool l_779_ = (l_778_ < _e1879);
                            uint _e1881 = l_mut_72_;
                            bool l_780_ = (l_778_ == _e1881);
                            uint _e1883 = l_mut_87_;
                            bool l_781_ = (l_774_ < _e1883);
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
                                uint _e1895 = l_mut_87_;
                                uint l_785_ = (l_774_ - _e1895);
                                uint _e1897 = l_mut_72_;
                                uint l_786_ = (l_778_ - _e1897);
                                uint _e1899 = l_mut_87_;
                                bool l_787_ = (l_774_ < _e1899);
                                uint l_788_ = uint(l_787_);
                                uint l_789_ = (l_786_ - l_788_);
                                l_mut_719_ = l_785_;
                                l_mut_714_ = l_789_;
                            }
                            uint _e1903 = l_mut_714_;
                            uint _e1904 = l_mut_657_;
                            bool l_790_ = (_e1903 < _e1904);
                            uint _e1906 = l_mut_714_;
                            uint _e1907 = l_mut_657_;
                            bool l_791_ = (_e1906 == _e1907);
                            uint _e1909 = l_mut_719_;
                            uint _e1910 = l_mut_663_;
                            bool l_792_ = (_e1909 < _e1910);
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
                                uint _e1921 = l_mut_719_;
                                l_mut_663_ = _e1921;
                                uint _e1922 = l_mut_714_;
                                l_mut_657_ = _e1922;
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
                            uint _e1942 = l_mut_72_;
                            bool l_806_ = (l_603_ < _e1942);
                            uint _e1944 = l_mut_72_;
                            bool l_807_ = (l_603_ == _e1944);
                            uint _e1946 = l_mut_87_;
                            bool l_808_ = (l_599_ < _e1946);
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
                                uint _e1959 = l_mut_72_;
                                bool l_812_ = (_e1959 < l_603_);
                                uint _e1961 = l_mut_72_;
                                bool l_813_ = (_e1961 == l_603_);
                                uint _e1963 = l_mut_87_;
                                bool l_814_ = (_e1963 < l_599_);
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
                                    uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                        loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                        if (!loop_init_1) {
                                            uint _e2070 = l_mut_822_;
                                            l_mut_822_ = (_e2070 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e1985 = l_mut_822_;
                                        if ((_e1985 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1989 = l_mut_822_;
                                            uint l_823_ = (19u - _e1989);
                                            uint _e1991 = l_mut_710_;
                                            l_mut_697_ = _e1991;
                                            uint _e1992 = l_mut_709_;
                                            l_mut_690_ = _e1992;
                                            bool l_824_ = (l_823_ >= 32u);
                                            if (l_824_) {
                                                uint l_825_ = (l_823_ & 31u);
                                                uint _e1997 = l_mut_709_;
                                                uint l_826_ = (_e1997 >> l_825_);
                                                l_mut_697_ = l_826_;
                                                l_mut_690_ = 0u;
                                            } else {
                                                bool l_827_ = (l_823_ > 0u);
                                                if (l_827_) {
                                                    uint _e2002 = l_mut_710_;
                                                    l_mut_651_ = _e2002;
                                                    bool l_828_ = (l_823_ > 0u);
                                                    if (l_828_) {
                                                        uint _e2005 = l_mut_710_;
                                                        uint l_829_ = (_e2005 >> l_823_);
                                                        uint l_830_ = (32u - l_823_);
                                                        uint _e2009 = l_mut_709_;
                                                        uint l_831_ = (_e2009 << l_830_);
                                                        uint l_832_ = (l_829_ | l_831_);
                                                        l_mut_651_ = l_832_;
                                                    }
                                                    uint _e2012 = l_mut_709_;
                                                    uint l_833_ = (_e2012 >> l_823_);
                                                    uint _e2014 = l_mut_651_;
                                                    l_mut_697_ = _e2014;
                                                    l_mut_690_ = l_833_;
                                                }
                                            }
                                            uint _e2015 = l_mut_690_;
                                            uint _e2016 = l_mut_72_;
                                            bool l_834_ = (_e2015 < _e2016);
                                            uint _e2018 = l_mut_690_;
                                            uint _e2019 = l_mut_72_;
                                            bool l_835_ = (_e2018 == _e2019);
                                            uint _e2021 = l_mut_697_;
                                            uint _e2022 = l_mut_87_;
                                            bool l_836_ = (_e2021 < _e2022);
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
                                                uint _e2034 = l_mut_87_;
                                                l_mut_697_ = _e2034;
                                                uint _e2035 = l_mut_72_;
                                                l_mut_690_ = _e2035;
                                                bool l_840_ = (l_823_ >= 32u);
                                                if (l_840_) {
                                                    uint l_841_ = (l_823_ & 31u);
                                                    uint _e2040 = l_mut_87_;
                                                    uint l_842_ = (_e2040 << l_841_);
                                                    l_mut_697_ = 0u;
                                                    l_mut_690_ = l_842_;
                                                } else {
                                                    bool l_843_ = (l_823_ > 0u);
                                                    if (l_843_) {
                                                        uint _e2045 = l_mut_87_;
                                                        uint l_844_ = (_e2045 << l_823_);
                                                        uint _e2047 = l_mut_72_;
                                                        uint l_845_ = (_e2047 << l_823_);
                                                        uint l_846_ = (32u - l_823_);
                                                        uint _e2051 = l_mut_87_;
                                                        uint l_847_ = (_e2051 >> l_846_);
                                                        uint l_848_ = (l_845_ | l_847_);
                                                        l_mut_697_ = l_844_;
                                                        l_mut_690_ = l_848_;
                                                    }
                                                }
                                                uint _e2054 = l_mut_710_;
                                                uint _e2055 = l_mut_697_;
                                                uint l_849_ = (_e2054 - _e2055);
                                                uint _e2057 = l_mut_709_;
                                                uint _e2058 = l_mut_690_;
                                                uint l_850_ = (_e2057 - _e2058);
                                                uint _e2060 = l_mut_710_;
                                                uint _e2061 = l_mut_697_;
                                                bool l_851_ = (_e2060 < _e2061);
                                                uint l_852_ = uint(l_851_);
                                                uint l_853_ = (l_850_ - l_852_);
                                                l_mut_710_ = l_849_;
                                                l_mut_709_ = l_853_;
                                                uint l_854_ = (1u << l_823_);
                                                uint _e2067 = l_mut_708_;
                                                l_mut_708_ = (_e2067 | l_854_);
                                            }
                                        }
                                    }
                                    uint _e2072 = l_mut_708_;
                                    uint l_855_ = min(_e2072, l_805_);
                                    l_mut_708_ = l_855_;
                                    uint _e2074 = l_mut_709_;
                                    uint _e2075 = l_mut_72_;
                                    bool l_856_ = (_e2074 < _e2075);
                                    uint _e2077 = l_mut_709_;
                                    uint _e2078 = l_mut_72_;
                                    bool l_857_ = (_e2077 == _e2078);
                                    uint _e2080 = l_mut_710_;
                                    uint _e2081 = l_mut_87_;
                                    bool l_858_ = (_e2080 < _e2081);
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
                                    uint _e2093 = l_mut_708_;
                                    l_mut_713_ = _e2093;
                                }
                                uint _e2094 = l_mut_87_;
                                uint _e2095 = l_mut_713_;
                                uint l_862_ = (_e2094 * _e2095);
                                uint _e2097 = l_mut_87_;
                                uint64_t l_1558_ = uint64_t(_e2097);
                                uint _e2099 = l_mut_713_;
                                uint64_t l_1559_ = uint64_t(_e2099);
                                uint64_t l_1560_ = (l_1558_ * l_1559_);
                                uint64_t l_1561_ = (l_1560_ >> uint(32uL));
                                uint l_863_ = uint(l_1561_);
                                uint _e2108 = l_mut_72_;
                                uint _e2109 = l_mut_713_;
                                uint l_864_ = (_e2108 * _e2109);
                                uint l_865_ = (l_863_ + l_864_);
                                uint l_866_ = (l_599_ - l_862_);
                                uint l_867_ = (l_603_ - l_865_);
                                bool l_868_ = (l_599_ < l_862_);
                                uint l_869_ = uint(l_868_);
                                uint l_870_ = (l_867_ - l_869_);
                                l_mut_719_ = l_866_;
                                l_mut_714_ = l_870_;
                                uint _e2117 = l_mut_714_;
                                uint _e2118 = l_mut_72_;
                                bool l_871_ = (_e2117 < _e2118);
                                uint _e2120 = l_mut_714_;
                                uint _e2121 = l_mut_72_;
                                bool l_872_ = (_e2120 == _e2121);
                                uint _e2123 = l_mut_719_;
                                uint _e2124 = l_mut_87_;
                                bool l_873_ = (_e2123 < _e2124);
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
                                    uint _e2136 = l_mut_719_;
                                    uint _e2137 = l_mut_87_;
                                    uint l_877_ = (_e2136 - _e2137);
                                    uint _e2139 = l_mut_714_;
                                    uint _e2140 = l_mut_72_;
                                    uint l_878_ = (_e2139 - _e2140);
                                    uint _e2142 = l_mut_719_;
                                    uint _e2143 = l_mut_87_;
                                    bool l_879_ = (_e2142 < _e2143);
                                    uint l_880_ = uint(l_879_);
                                    uint l_881_ = (l_878_ - l_880_);
                                    l_mut_719_ = l_877_;
                                    l_mut_714_ = l_881_;
                                }
                            }
                            uint _e2147 = l_mut_714_;
                            uint _e2148 = l_mut_657_;
                            bool l_882_ = (_e2147 < _e2148);
                            uint _e2150 = l_mut_714_;
                            uint _e2151 = l_mut_657_;
                            bool l_883_ = (_e2150 == _e2151);
                            uint _e2153 = l_mut_719_;
                            uint _e2154 = l_mut_663_;
                            bool l_884_ = (_e2153 < _e2154);
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
                                uint _e2165 = l_mut_719_;
                                l_mut_663_ = _e2165;
                                uint _e2166 = l_mut_714_;
                                l_mut_657_ = _e2166;
                            }
                        }
                    }
                    uint _e2167 = l_mut_657_;
                    bool l_887_ = (_e2167 < l_613_);
                    uint _e2169 = l_mut_657_;
                    bool l_888_ = (_e2169 == l_613_);
                    uint _e2171 = l_mut_663_;
                    bool l_889_ = (_e2171 < l_609_);
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
                uint _e2186 = l_mut_35_;
                bool l_895_ = (_e2186 > 0u);
                if (l_895_) {
                    uint _e2189 = l_mut_35_;
                    bool l_896_ = (_e2189 == 1u);
                    l_mut_619_ = l_896_;
                    l_mut_626_ = false;
                }
            }
            l_mut_897_ = false;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                bool _e2194 = l_mut_626_;
                bool l_898_ = !(_e2194);
                if (l_898_) {
                    break;
                }
                uint _e2196 = l_mut_150_;
                uint _e2197 = l_mut_274_;
                bool l_899_ = (_e2196 < _e2197);
                uint _e2199 = l_mut_150_;
                uint _e2200 = l_mut_274_;
                bool l_900_ = (_e2199 == _e2200);
                uint _e2202 = l_mut_156_;
                uint _e2203 = l_mut_280_;
                bool l_901_ = (_e2202 < _e2203);
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
                    uint _e2214 = l_mut_280_;
                    uint _e2215 = l_mut_156_;
                    uint l_904_ = (_e2214 - _e2215);
                    uint _e2217 = l_mut_274_;
                    uint _e2218 = l_mut_150_;
                    uint l_905_ = (_e2217 - _e2218);
                    uint _e2220 = l_mut_280_;
                    uint _e2221 = l_mut_156_;
                    bool l_906_ = (_e2220 < _e2221);
                    uint l_907_ = uint(l_906_);
                    uint l_908_ = (l_905_ - l_907_);
                    l_mut_719_ = l_904_;
                    l_mut_714_ = l_908_;
                    uint _e2225 = l_mut_280_;
                    l_mut_713_ = _e2225;
                    uint _e2226 = l_mut_274_;
                    l_mut_710_ = _e2226;
                    uint _e2227 = l_mut_714_;
                    uint _e2228 = l_mut_274_;
                    bool l_909_ = (_e2227 < _e2228);
                    uint _e2230 = l_mut_714_;
                    uint _e2231 = l_mut_274_;
                    bool l_910_ = (_e2230 == _e2231);
                    uint _e2233 = l_mut_719_;
                    uint _e2234 = l_mut_280_;
                    bool l_911_ = (_e2233 < _e2234);
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
                        uint _e2245 = l_mut_719_;
                        l_mut_713_ = _e2245;
                        uint _e2246 = l_mut_714_;
                        l_mut_710_ = _e2246;
                    }
                    l_mut_914_ = false;
                    l_mut_719_ = 0u;
                    uint _e2249 = l_mut_224_;
                    uint _e2250 = l_mut_218_;
                    uint l_915_ = (_e2249 | _e2250);
                    bool l_916_ = (l_915_ == 0u);
                    bool l_917_ = !(l_916_);
                    bool _e2255 = l_mut_914_;
                    if (_e2255) {
                        local_43 = l_917_;
                    } else {
                        local_43 = false;
                    }
                    bool l_918_ = local_43;
                    uint _e2260 = l_mut_218_;
                    uint _e2261 = l_mut_710_;
                    bool l_919_ = (_e2260 < _e2261);
                    uint _e2263 = l_mut_218_;
                    uint _e2264 = l_mut_710_;
                    bool l_920_ = (_e2263 == _e2264);
                    uint _e2266 = l_mut_224_;
                    uint _e2267 = l_mut_713_;
                    bool l_921_ = (_e2266 < _e2267);
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
                    uint _e2282 = l_mut_99_;
                    uint _e2283 = l_mut_93_;
                    uint l_925_ = (_e2282 + _e2283);
                    bool l_926_ = (l_925_ < l_67_);
                    if (l_924_) {
                        local_47 = l_926_;
                    } else {
                        local_47 = false;
                    }
                    bool l_927_ = local_47;
                    if (l_927_) {
                        uint _e2290 = l_mut_99_;
                        uint l_928_ = (l_67_ - _e2290);
                        uint _e2292 = l_mut_93_;
                        uint l_929_ = (l_928_ - _e2292);
                        uint _e2294 = l_mut_99_;
                        uint l_930_ = naga_div(l_929_, _e2294);
                        uint _e2296 = l_mut_713_;
                        uint l_931_ = (_e2296 - 1u);
                        uint _e2299 = l_mut_710_;
                        uint l_932_ = (_e2299 - 0u);
                        uint _e2302 = l_mut_713_;
                        bool l_933_ = (_e2302 < 1u);
                        uint l_934_ = uint(l_933_);
                        uint l_935_ = (l_932_ - l_934_);
                        l_mut_714_ = l_931_;
                        l_mut_713_ = l_935_;
                        l_mut_710_ = 0u;
                        l_mut_936_ = 0u;
                        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                        bool loop_init_2 = true;
                        while(true) {
                            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                            if (!loop_init_2) {
                                uint _e2395 = l_mut_936_;
                                l_mut_936_ = (_e2395 + 1u);
                            }
                            loop_init_2 = false;
                            uint _e2310 = l_mut_936_;
                            if ((_e2310 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2314 = l_mut_936_;
                                uint l_937_ = (19u - _e2314);
                                uint _e2316 = l_mut_714_;
                                l_mut_709_ = _e2316;
                                uint _e2317 = l_mut_713_;
                                l_mut_708_ = _e2317;
                                bool l_938_ = (l_937_ >= 32u);
                                if (l_938_) {
                                    uint l_939_ = (l_937_ & 31u);
                                    uint _e2322 = l_mut_713_;
                                    uint l_940_ = (_e2322 >> l_939_);
                                    l_mut_709_ = l_940_;
                                    l_mut_708_ = 0u;
                                } else {
                                    bool l_941_ = (l_937_ > 0u);
                                    if (l_941_) {
                                        uint _e2327 = l_mut_714_;
                                        l_mut_697_ = _e2327;
                                        bool l_942_ = (l_937_ > 0u);
                                        if (l_942_) {
                                            uint _e2330 = l_mut_714_;
                                            uint l_943_ = (_e2330 >> l_937_);
                                            uint l_944_ = (32u - l_937_);
                                            uint _e2334 = l_mut_713_;
                                            uint l_945_ = (_e2334 << l_944_);
                                            uint l_946_ = (l_943_ | l_945_);
                                            l_mut_697_ = l_946_;
                                        }
                                        uint _e2337 = l_mut_713_;
                                        uint l_947_ = (_e2337 >> l_937_);
                                        uint _e2339 = l_mut_697_;
                                        l_mut_709_ = _e2339;
                                        l_mut_708_ = l_947_;
                                    }
                                }
                                uint _e2340 = l_mut_708_;
                                uint _e2341 = l_mut_218_;
                                bool l_948_ = (_e2340 < _e2341);
                                uint _e2343 = l_mut_708_;
                                uint _e2344 = l_mut_218_;
                                bool l_949_ = (_e2343 == _e2344);
                                uint _e2346 = l_mut_709_;
                                uint _e2347 = l_mut_224_;
                                bool l_950_ = (_e2346 < _e2347);
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
                                    uint _e2359 = l_mut_224_;
                                    l_mut_709_ = _e2359;
                                    uint _e2360 = l_mut_218_;
                                    l_mut_708_ = _e2360;
                                    bool l_954_ = (l_937_ >= 32u);
                                    if (l_954_) {
                                        uint l_955_ = (l_937_ & 31u);
                                        uint _e2365 = l_mut_224_;
                                        uint l_956_ = (_e2365 << l_955_);
                                        l_mut_709_ = 0u;
                                        l_mut_708_ = l_956_;
                                    } else {
                                        bool l_957_ = (l_937_ > 0u);
                                        if (l_957_) {
                                            uint _e2370 = l_mut_224_;
                                            uint l_958_ = (_e2370 << l_937_);
                                            uint _e2372 = l_mut_218_;
                                            uint l_959_ = (_e2372 << l_937_);
                                            uint l_960_ = (32u - l_937_);
                                            uint _e2376 = l_mut_224_;
                                            uint l_961_ = (_e2376 >> l_960_);
                                            uint l_962_ = (l_959_ | l_961_);
                                            l_mut_709_ = l_958_;
                                            l_mut_708_ = l_962_;
                                        }
                                    }
                                    uint _e2379 = l_mut_714_;
                                    uint _e2380 = l_mut_709_;
                                    uint l_963_ = (_e2379 - _e2380);
                                    uint _e2382 = l_mut_713_;
                                    uint _e2383 = l_mut_708_;
                                    uint l_964_ = (_e2382 - _e2383);
                                    uint _e2385 = l_mut_714_;
                                    uint _e2386 = l_mut_709_;
                                    bool l_965_ = (_e2385 < _e2386);
                                    uint l_966_ = uint(l_965_);
                                    uint l_967_ = (l_964_ - l_966_);
                                    l_mut_714_ = l_963_;
                                    l_mut_713_ = l_967_;
                                    uint l_968_ = (1u << l_937_);
                                    uint _e2392 = l_mut_710_;
                                    l_mut_710_ = (_e2392 | l_968_);
                                }
                            }
                        }
                        uint _e2397 = l_mut_710_;
                        uint l_969_ = min(_e2397, l_930_);
                        l_mut_710_ = l_969_;
                        uint _e2399 = l_mut_713_;
                        uint _e2400 = l_mut_218_;
                        bool l_970_ = (_e2399 < _e2400);
                        uint _e2402 = l_mut_713_;
                        uint _e2403 = l_mut_218_;
                        bool l_971_ = (_e2402 == _e2403);
                        uint _e2405 = l_mut_714_;
                        uint _e2406 = l_mut_224_;
                        bool l_972_ = (_e2405 < _e2406);
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
                        uint _e2418 = l_mut_710_;
                        l_mut_719_ = _e2418;
                    }
                    uint _e2419 = l_mut_280_;
                    l_mut_714_ = _e2419;
                    uint _e2420 = l_mut_274_;
                    l_mut_713_ = _e2420;
                    uint _e2421 = l_mut_224_;
                    l_mut_710_ = _e2421;
                    uint _e2422 = l_mut_218_;
                    l_mut_709_ = _e2422;
                    uint _e2423 = l_mut_99_;
                    l_mut_708_ = _e2423;
                    uint _e2424 = l_mut_93_;
                    l_mut_697_ = _e2424;
                    uint _e2425 = l_mut_156_;
                    l_mut_690_ = _e2425;
                    uint _e2426 = l_mut_150_;
                    l_mut_663_ = _e2426;
                    l_mut_657_ = 0u;
                    uint _e2428 = l_mut_719_;
                    bool l_976_ = (_e2428 > 0u);
                    if (l_976_) {
                        uint _e2431 = l_mut_224_;
                        uint _e2432 = l_mut_719_;
                        uint l_977_ = (_e2431 * _e2432);
                        uint _e2434 = l_mut_224_;
                        uint64_t l_1563_ = uint64_t(_e2434);
                        uint _e2436 = l_mut_719_;
                        uint64_t l_1564_ = uint64_t(_e2436);
                        uint64_t l_1565_ = (l_1563_ * l_1564_);
                        uint64_t l_1566_ = (l_1565_ >> uint(32uL));
                        uint l_978_ = uint(l_1566_);
                        uint _e2445 = l_mut_218_;
                        uint _e2446 = l_mut_719_;
                        uint l_979_ = (_e2445 * _e2446);
                        uint l_980_ = (l_978_ + l_979_);
                        uint _e2449 = l_mut_280_;
                        uint l_981_ = (_e2449 - l_977_);
                        uint _e2451 = l_mut_274_;
                        uint l_982_ = (_e2451 - l_980_);
                        uint _e2453 = l_mut_280_;
                        bool l_983_ = (_e2453 < l_977_);
                        uint l_984_ = uint(l_983_);
                        uint l_985_ = (l_982_ - l_984_);
                        l_mut_714_ = l_981_;
                        l_mut_713_ = l_985_;
                        uint _e2457 = l_mut_719_;
                        uint _e2458 = l_mut_99_;
                        uint l_986_ = (_e2457 * _e2458);
                        uint _e2460 = l_mut_93_;
                        uint l_987_ = (_e2460 + l_986_);
                        l_mut_697_ = l_987_;
                    } else {
                        uint _e2462 = l_mut_657_;
                        bool l_988_ = (_e2462 == 0u);
                        if (l_988_) {
                            uint _e2465 = l_mut_99_;
                            uint l_989_ = (l_67_ - _e2465);
                            uint _e2467 = l_mut_93_;
                            uint l_990_ = naga_div(l_989_, _e2467);
                            l_mut_719_ = 0u;
                            l_mut_914_ = false;
                            uint _e2471 = l_mut_280_;
                            uint _e2472 = l_mut_274_;
                            uint l_991_ = (_e2471 | _e2472);
                            bool l_992_ = (l_991_ == 0u);
                            if (l_992_) {
                                l_mut_719_ = l_990_;
                            } else {
                                bool _e2476 = l_mut_914_;
                                if (_e2476) {
                                    uint _e2477 = l_mut_274_;
                                    uint _e2478 = l_mut_218_;
                                    bool l_993_ = (_e2477 < _e2478);
                                    uint _e2480 = l_mut_274_;
                                    uint _e2481 = l_mut_218_;
                                    bool l_994_ = (_e2480 == _e2481);
                                    uint _e2483 = l_mut_280_;
                                    uint _e2484 = l_mut_224_;
                                    bool l_995_ = (_e2483 < _e2484);
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
                                        uint _e2495 = l_mut_224_;
                                        uint l_998_ = (_e2495 - 1u);
                                        uint _e2498 = l_mut_218_;
                                        uint l_999_ = (_e2498 - 0u);
                                        uint _e2501 = l_mut_224_;
                                        bool l_1000_ = (_e2501 < 1u);
                                        uint l_1001_ = uint(l_1000_);
                                        uint l_1002_ = (l_999_ - l_1001_);
                                        l_mut_651_ = l_998_;
                                        l_mut_87_ = l_1002_;
                                        l_mut_72_ = 0u;
                                        l_mut_1003_ = 0u;
                                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                            if (!loop_init_3) {
                                                uint _e2594 = l_mut_1003_;
                                                l_mut_1003_ = (_e2594 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e2509 = l_mut_1003_;
                                            if ((_e2509 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e2513 = l_mut_1003_;
                                                uint l_1004_ = (19u - _e2513);
                                                uint _e2515 = l_mut_651_;
                                                l_mut_35_ = _e2515;
                                                uint _e2516 = l_mut_87_;
                                                l_mut_1005_ = _e2516;
                                                bool l_1006_ = (l_1004_ >= 32u);
                                                if (l_1006_) {
                                                    uint l_1007_ = (l_1004_ & 31u);
                                                    uint _e2521 = l_mut_87_;
                                                    uint l_1008_ = (_e2521 >> l_1007_);
                                                    l_mut_35_ = l_1008_;
                                                    l_mut_1005_ = 0u;
                                                } else {
                                                    bool l_1009_ = (l_1004_ > 0u);
                                                    if (l_1009_) {
                                                        uint _e2526 = l_mut_651_;
                                                        l_mut_1010_ = _e2526;
                                                        bool l_1011_ = (l_1004_ > 0u);
                                                        if (l_1011_) {
                                                            uint _e2529 = l_mut_651_;
                                                            uint l_1012_ = (_e2529 >> l_1004_);
                                                            uint l_1013_ = (32u - l_1004_);
                                                            uint _e2533 = l_mut_87_;
                                                            uint l_1014_ = (_e2533 << l_1013_);
                                                            uint l_1015_ = (l_1012_ | l_1014_);
                                                            l_mut_1010_ = l_1015_;
                                                        }
                                                        uint _e2536 = l_mut_87_;
                                                        uint l_1016_ = (_e2536 >> l_1004_);
                                                        uint _e2538 = l_mut_1010_;
                                                        l_mut_35_ = _e2538;
                                                        l_mut_1005_ = l_1016_;
                                                    }
                                                }
                                                uint _e2539 = l_mut_1005_;
                                                uint _e2540 = l_mut_274_;
                                                bool l_1017_ = (_e2539 < _e2540);
                                                uint _e2542 = l_mut_1005_;
                                                uint _e2543 = l_mut_274_;
                                                bool l_1018_ = (_e2542 == _e2543);
                                                uint _e2545 = l_mut_35_;
                                                uint _e2546 = l_mut_280_;
                                                bool l_1019_ = (_e2545 < _e2546);
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
                                                    uint _e2558 = l_mut_280_;
                                                    l_mut_1010_ = _e2558;
                                                    uint _e2559 = l_mut_274_;
                                                    l_mut_1005_ = _e2559;
                                                    bool l_1023_ = (l_1004_ >= 32u);
                                                    if (l_1023_) {
                                                        uint l_1024_ = (l_1004_ & 31u);
                                                        uint _e2564 = l_mut_280_;
                                                        uint l_1025_ = (_e2564 << l_1024_);
                                                        l_mut_1010_ = 0u;
                                                        l_mut_1005_ = l_1025_;
                                                    } else {
                                                        bool l_1026_ = (l_1004_ > 0u);
                                                        if (l_1026_) {
                                                            uint _e2569 = l_mut_280_;
                                                            uint l_1027_ = (_e2569 << l_1004_);
                                                            uint _e2571 = l_mut_274_;
                                                            uint l_1028_ = (_e2571 << l_1004_);
                                                            uint l_1029_ = (32u - l_1004_);
                                                            uint _e2575 = l_mut_280_;
                                                            uint l_1030_ = (_e2575 >> l_1029_);
                                                            uint l_1031_ = (l_1028_ | l_1030_);
                                                            l_mut_1010_ = l_1027_;
                                                            l_mut_1005_ = l_1031_;
                                                        }
                                                    }
                                                    uint _e2578 = l_mut_651_;
                                                    uint _e2579 = l_mut_1010_;
                                                    uint l_1032_ = (_e2578 - _e2579);
                                                    uint _e2581 = l_mut_87_;
                                                    uint _e2582 = l_mut_1005_;
                                                    uint l_1033_ = (_e2581 - _e2582);
                                                    uint _e2584 = l_mut_651_;
                                                    uint _e2585 = l_mut_1010_;
                                                    bool l_1034_ = (_e2584 < _e2585);
                                                    uint l_1035_ = uint(l_1034_);
                                                    uint l_1036_ = (l_1033_ - l_1035_);
                                                    l_mut_651_ = l_1032_;
                                                    l_mut_87_ = l_1036_;
                                                    uint l_1037_ = (1u << l_1004_);
                                                    uint _e2591 = l_mut_72_;
                                                    l_mut_72_ = (_e2591 | l_1037_);
                                                }
                                            }
                                        }
                                        uint _e2596 = l_mut_72_;
                                        uint l_1038_ = min(_e2596, l_990_);
                                        l_mut_1010_ = l_1038_;
                                        uint _e2598 = l_mut_87_;
                                        uint _e2599 = l_mut_274_;
                                        bool l_1039_ = (_e2598 < _e2599);
                                        uint _e2601 = l_mut_87_;
                                        uint _e2602 = l_mut_274_;
                                        bool l_1040_ = (_e2601 == _e2602);
                                        uint _e2604 = l_mut_651_;
                                        uint _e2605 = l_mut_280_;
                                        bool l_1041_ = (_e2604 < _e2605);
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
                                        uint _e2617 = l_mut_1010_;
                                        l_mut_719_ = _e2617;
                                    }
                                } else {
                                    uint _e2618 = l_mut_224_;
                                    l_mut_1010_ = _e2618;
                                    uint _e2619 = l_mut_218_;
                                    l_mut_1005_ = _e2619;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint _e2620 = l_mut_274_;
                                        uint _e2621 = l_mut_1005_;
                                        bool l_1045_ = (_e2620 < _e2621);
                                        uint _e2623 = l_mut_274_;
                                        uint _e2624 = l_mut_1005_;
                                        bool l_1046_ = (_e2623 == _e2624);
                                        uint _e2626 = l_mut_280_;
                                        uint _e2627 = l_mut_1010_;
                                        bool l_1047_ = (_e2626 < _e2627);
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
                                        uint _e2638 = l_mut_719_;
                                        uint _e2639 = l_mut_93_;
                                        uint l_1050_ = (_e2638 * _e2639);
                                        uint _e2641 = l_mut_99_;
                                        uint l_1051_ = (_e2641 + l_1050_);
                                        uint _e2643 = l_mut_93_;
                                        uint l_1052_ = (l_1051_ + _e2643);
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
                                        uint _e2651 = l_mut_1010_;
                                        uint _e2652 = l_mut_280_;
                                        uint l_1056_ = (_e2651 - _e2652);
                                        uint _e2654 = l_mut_1005_;
                                        uint _e2655 = l_mut_274_;
                                        uint l_1057_ = (_e2654 - _e2655);
                                        uint _e2657 = l_mut_1010_;
                                        uint _e2658 = l_mut_280_;
                                        bool l_1058_ = (_e2657 < _e2658);
                                        uint l_1059_ = uint(l_1058_);
                                        uint l_1060_ = (l_1057_ - l_1059_);
                                        l_mut_1010_ = l_1056_;
                                        l_mut_1005_ = l_1060_;
                                        uint _e2662 = l_mut_719_;
                                        l_mut_719_ = (_e2662 + 1u);
                                    }
                                }
                            }
                            uint _e2665 = l_mut_719_;
                            uint _e2666 = l_mut_93_;
                            uint l_1061_ = (_e2665 * _e2666);
                            uint _e2668 = l_mut_99_;
                            uint l_1062_ = (_e2668 + l_1061_);
                            uint _e2670 = l_mut_93_;
                            uint l_1063_ = (l_1062_ + _e2670);
                            bool l_1064_ = (l_1063_ >= l_67_);
                            if (l_1064_) {
                                l_mut_657_ = 1u;
                            } else {
                                uint _e2674 = l_mut_280_;
                                uint _e2675 = l_mut_719_;
                                uint l_1065_ = (_e2674 * _e2675);
                                uint _e2677 = l_mut_280_;
                                uint64_t l_1568_ = uint64_t(_e2677);
                                uint _e2679 = l_mut_719_;
                                uint64_t l_1569_ = uint64_t(_e2679);
                                uint64_t l_1570_ = (l_1568_ * l_1569_);
                                uint64_t l_1571_ = (l_1570_ >> uint(32uL));
                                uint l_1066_ = uint(l_1571_);
                                uint _e2688 = l_mut_274_;
                                uint _e2689 = l_mut_719_;
                                uint l_1067_ = (_e2688 * _e2689);
                                uint l_1068_ = (l_1066_ + l_1067_);
                                uint _e2692 = l_mut_224_;
                                uint l_1069_ = (_e2692 - l_1065_);
                                uint _e2694 = l_mut_218_;
                                uint l_1070_ = (_e2694 - l_1068_);
                                uint _e2696 = l_mut_224_;
                                bool l_1071_ = (_e2696 < l_1065_);
                                uint l_1072_ = uint(l_1071_);
                                uint l_1073_ = (l_1070_ - l_1072_);
                                l_mut_710_ = l_1069_;
                                l_mut_709_ = l_1073_;
                                uint _e2700 = l_mut_719_;
                                uint _e2701 = l_mut_93_;
                                uint l_1074_ = (_e2700 * _e2701);
                                uint _e2703 = l_mut_99_;
                                uint l_1075_ = (_e2703 + l_1074_);
                                l_mut_708_ = l_1075_;
                                uint _e2705 = l_mut_280_;
                                uint _e2706 = l_mut_710_;
                                uint l_1076_ = (_e2705 - _e2706);
                                uint _e2708 = l_mut_274_;
                                uint _e2709 = l_mut_709_;
                                uint l_1077_ = (_e2708 - _e2709);
                                uint _e2711 = l_mut_280_;
                                uint _e2712 = l_mut_710_;
                                bool l_1078_ = (_e2711 < _e2712);
                                uint l_1079_ = uint(l_1078_);
                                uint l_1080_ = (l_1077_ - l_1079_);
                                l_mut_714_ = l_1076_;
                                l_mut_713_ = l_1080_;
                                uint _e2716 = l_mut_93_;
                                uint _e2717 = l_mut_708_;
                                uint l_1081_ = (_e2716 + _e2717);
                                l_mut_697_ = l_1081_;
                            }
                        }
                    }
                    uint _e2719 = l_mut_714_;
                    l_mut_280_ = _e2719;
                    uint _e2720 = l_mut_713_;
                    l_mut_274_ = _e2720;
                    uint _e2721 = l_mut_710_;
                    l_mut_224_ = _e2721;
                    uint _e2722 = l_mut_709_;
                    l_mut_218_ = _e2722;
                    uint _e2723 = l_mut_708_;
                    l_mut_99_ = _e2723;
                    uint _e2724 = l_mut_697_;
                    l_mut_93_ = _e2724;
                    uint _e2725 = l_mut_690_;
                    l_mut_156_ = _e2725;
                    uint _e2726 = l_mut_663_;
                    l_mut_150_ = _e2726;
                    uint _e2727 = l_mut_657_;
                    bool l_1082_ = (_e2727 == 1u);
                    l_mut_619_ = l_1082_;
                    uint _e2730 = l_mut_657_;
                    bool l_1083_ = (_e2730 == 0u);
                    l_mut_626_ = l_1083_;
                } else {
                    uint _e2733 = l_mut_224_;
                    uint _e2734 = l_mut_156_;
                    uint l_1084_ = (_e2733 - _e2734);
                    uint _e2736 = l_mut_218_;
                    uint _e2737 = l_mut_150_;
                    uint l_1085_ = (_e2736 - _e2737);
                    uint _e2739 = l_mut_224_;
                    uint _e2740 = l_mut_156_;
                    bool l_1086_ = (_e2739 < _e2740);
                    uint l_1087_ = uint(l_1086_);
                    uint l_1088_ = (l_1085_ - l_1087_);
                    l_mut_1010_ = l_1084_;
                    l_mut_1005_ = l_1088_;
                    uint _e2744 = l_mut_156_;
                    uint l_1089_ = (_e2744 - l_609_);
                    uint _e2746 = l_mut_150_;
                    uint l_1090_ = (_e2746 - l_613_);
                    uint _e2748 = l_mut_156_;
                    bool l_1091_ = (_e2748 < l_609_);
                    uint l_1092_ = uint(l_1091_);
                    uint l_1093_ = (l_1090_ - l_1092_);
                    l_mut_1010_ = l_1089_;
                    l_mut_1005_ = l_1093_;
                    uint _e2752 = l_mut_224_;
                    l_mut_719_ = _e2752;
                    uint _e2753 = l_mut_218_;
                    l_mut_714_ = _e2753;
                    uint _e2754 = l_mut_1005_;
                    uint _e2755 = l_mut_218_;
                    bool l_1094_ = (_e2754 < _e2755);
                    uint _e2757 = l_mut_1005_;
                    uint _e2758 = l_mut_218_;
                    bool l_1095_ = (_e2757 == _e2758);
                    uint _e2760 = l_mut_1010_;
                    uint _e2761 = l_mut_224_;
                    bool l_1096_ = (_e2760 < _e2761);
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
                        uint _e2772 = l_mut_1010_;
                        l_mut_719_ = _e2772;
                        uint _e2773 = l_mut_1005_;
                        l_mut_714_ = _e2773;
                    }
                    l_mut_914_ = false;
                    l_mut_1010_ = 0u;
                    uint _e2776 = l_mut_280_;
                    uint _e2777 = l_mut_274_;
                    uint l_1099_ = (_e2776 | _e2777);
                    bool l_1100_ = (l_1099_ == 0u);
                    bool l_1101_ = !(l_1100_);
                    bool _e2782 = l_mut_914_;
                    if (_e2782) {
                        local_63 = l_1101_;
                    } else {
                        local_63 = false;
                    }
                    bool l_1102_ = local_63;
                    uint _e2787 = l_mut_274_;
                    uint _e2788 = l_mut_714_;
                    bool l_1103_ = (_e2787 < _e2788);
                    uint _e2790 = l_mut_274_;
                    uint _e2791 = l_mut_714_;
                    bool l_1104_ = (_e2790 == _e2791);
                    uint _e2793 = l_mut_280_;
                    uint _e2794 = l_mut_719_;
                    bool l_1105_ = (_e2793 < _e2794);
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
                    uint _e2809 = l_mut_93_;
                    uint _e2810 = l_mut_99_;
                    uint l_1109_ = (_e2809 + _e2810);
                    bool l_1110_ = (l_1109_ < l_67_);
                    if (l_1108_) {
                        local_67 = l_1110_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1111_ = local_67;
                    if (l_1111_) {
                        uint _e2817 = l_mut_93_;
                        uint l_1112_ = (l_67_ - _e2817);
                        uint _e2819 = l_mut_99_;
                        uint l_1113_ = (l_1112_ - _e2819);
                        uint _e2821 = l_mut_93_;
                        uint l_1114_ = naga_div(l_1113_, _e2821);
                        uint _e2823 = l_mut_719_;
                        uint l_1115_ = (_e2823 - 1u);
                        uint _e2826 = l_mut_714_;
                        uint l_1116_ = (_e2826 - 0u);
                        uint _e2829 = l_mut_719_;
                        bool l_1117_ = (_e2829 < 1u);
                        uint l_1118_ = uint(l_1117_);
                        uint l_1119_ = (l_1116_ - l_1118_);
                        l_mut_1005_ = l_1115_;
                        l_mut_719_ = l_1119_;
                        l_mut_714_ = 0u;
                        l_mut_1120_ = 0u;
                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                        bool loop_init_4 = true;
                        while(true) {
                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                            if (!loop_init_4) {
                                uint _e2922 = l_mut_1120_;
                                l_mut_1120_ = (_e2922 + 1u);
                            }
                            loop_init_4 = false;
                            uint _e2837 = l_mut_1120_;
                            if ((_e2837 < 20u)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2841 = l_mut_1120_;
                                uint l_1121_ = (19u - _e2841);
                                uint _e2843 = l_mut_1005_;
                                l_mut_713_ = _e2843;
                                uint _e2844 = l_mut_719_;
                                l_mut_710_ = _e2844;
                                bool l_1122_ = (l_1121_ >= 32u);
                                if (l_1122_) {
                                    uint l_1123_ = (l_1121_ & 31u);
                                    uint _e2849 = l_mut_719_;
                                    uint l_1124_ = (_e2849 >> l_1123_);
                                    l_mut_713_ = l_1124_;
                                    l_mut_710_ = 0u;
                                } else {
                                    bool l_1125_ = (l_1121_ > 0u);
                                    if (l_1125_) {
                                        uint _e2854 = l_mut_1005_;
                                        l_mut_709_ = _e2854;
                                        bool l_1126_ = (l_1121_ > 0u);
                                        if (l_1126_) {
                                            uint _e2857 = l_mut_1005_;
                                            uint l_1127_ = (_e2857 >> l_1121_);
                                            uint l_1128_ = (32u - l_1121_);
                                            uint _e2861 = l_mut_719_;
                                            uint l_1129_ = (_e2861 << l_1128_);
                                            uint l_1130_ = (l_1127_ | l_1129_);
                                            l_mut_709_ = l_1130_;
                                        }
                                        uint _e2864 = l_mut_719_;
                                        uint l_1131_ = (_e2864 >> l_1121_);
                                        uint _e2866 = l_mut_709_;
                                        l_mut_713_ = _e2866;
                                        l_mut_710_ = l_1131_;
                                    }
                                }
                                uint _e2867 = l_mut_710_;
                                uint _e2868 = l_mut_274_;
                                bool l_1132_ = (_e2867 < _e2868);
                                uint _e2870 = l_mut_710_;
                                uint _e2871 = l_mut_274_;
                                bool l_1133_ = (_e2870 == _e2871);
                                uint _e2873 = l_mut_713_;
                                uint _e2874 = l_mut_280_;
                                bool l_1134_ = (_e2873 < _e2874);
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
                                    uint _e2886 = l_mut_280_;
                                    l_mut_713_ = _e2886;
                                    uint _e2887 = l_mut_274_;
                                    l_mut_710_ = _e2887;
                                    bool l_1138_ = (l_1121_ >= 32u);
                                    if (l_1138_) {
                                        uint l_1139_ = (l_1121_ & 31u);
                                        uint _e2892 = l_mut_280_;
                                        uint l_1140_ = (_e2892 << l_1139_);
                                        l_mut_713_ = 0u;
                                        l_mut_710_ = l_1140_;
                                    } else {
                                        bool l_1141_ = (l_1121_ > 0u);
                                        if (l_1141_) {
                                            uint _e2897 = l_mut_280_;
                                            uint l_1142_ = (_e2897 << l_1121_);
                                            uint _e2899 = l_mut_274_;
                                            uint l_1143_ = (_e2899 << l_1121_);
                                            uint l_1144_ = (32u - l_1121_);
                                            uint _e2903 = l_mut_280_;
                                            uint l_1145_ = (_e2903 >> l_1144_);
                                            uint l_1146_ = (l_1143_ | l_1145_);
                                            l_mut_713_ = l_1142_;
                                            l_mut_710_ = l_1146_;
                                        }
                                    }
                                    uint _e2906 = l_mut_1005_;
                                    uint _e2907 = l_mut_713_;
                                    uint l_1147_ = (_e2906 - _e2907);
                                    uint _e2909 = l_mut_719_;
                                    uint _e2910 = l_mut_710_;
                                    uint l_1148_ = (_e2909 - _e2910);
                                    uint _e2912 = l_mut_1005_;
                                    uint _e2913 = l_mut_713_;
                                    bool l_1149_ = (_e2912 < _e2913);
                                    uint l_1150_ = uint(l_1149_);
                                    uint l_1151_ = (l_1148_ - l_1150_);
                                    l_mut_1005_ = l_1147_;
                                    l_mut_719_ = l_1151_;
                                    uint l_1152_ = (1u << l_1121_);
                                    uint _e2919 = l_mut_714_;
                                    l_mut_714_ = (_e2919 | l_1152_);
                                }
                            }
                        }
                        uint _e2924 = l_mut_714_;
                        uint l_1153_ = min(_e2924, l_1114_);
                        l_mut_714_ = l_1153_;
                        uint _e2926 = l_mut_719_;
                        uint _e2927 = l_mut_274_;
                        bool l_1154_ = (_e2926 < _e2927);
                        uint _e2929 = l_mut_719_;
                        uint _e2930 = l_mut_274_;
                        bool l_1155_ = (_e2929 == _e2930);
                        uint _e2932 = l_mut_1005_;
                        uint _e2933 = l_mut_280_;
                        bool l_1156_ = (_e2932 < _e2933);
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
                        uint _e2945 = l_mut_714_;
                        l_mut_1010_ = _e2945;
                    }
                    uint _e2946 = l_mut_224_;
                    l_mut_1005_ = _e2946;
                    uint _e2947 = l_mut_218_;
                    l_mut_719_ = _e2947;
                    uint _e2948 = l_mut_280_;
                    l_mut_714_ = _e2948;
                    uint _e2949 = l_mut_274_;
                    l_mut_713_ = _e2949;
                    uint _e2950 = l_mut_93_;
                    l_mut_710_ = _e2950;
                    uint _e2951 = l_mut_99_;
                    l_mut_709_ = _e2951;
                    uint _e2952 = l_mut_156_;
                    l_mut_708_ = _e2952;
                    uint _e2953 = l_mut_150_;
                    l_mut_697_ = _e2953;
                    l_mut_690_ = 0u;
                    uint _e2955 = l_mut_1010_;
                    bool l_1160_ = (_e2955 > 0u);
                    if (l_1160_) {
                        uint _e2958 = l_mut_280_;
                        uint _e2959 = l_mut_1010_;
                        uint l_1161_ = (_e2958 * _e2959);
                        uint _e2961 = l_mut_280_;
                        uint64_t l_1573_ = uint64_t(_e2961);
                        uint _e2963 = l_mut_1010_;
                        uint64_t l_1574_ = uint64_t(_e2963);
                        uint64_t l_1575_ = (l_1573_ * l_1574_);
                        uint64_t l_1576_ = (l_1575_ >> uint(32uL));
                        uint l_1162_ = uint(l_1576_);
                        uint _e2972 = l_mut_274_;
                        uint _e2973 = l_mut_1010_;
                        uint l_1163_ = (_e2972 * _e2973);
                        uint l_1164_ = (l_1162_ + l_1163_);
                        uint _e2976 = l_mut_156_;
                        uint l_1165_ = (_e2976 - l_1161_);
                        uint _e2978 = l_mut_150_;
                        uint l_1166_ = (_e2978 - l_1164_);
                        uint _e2980 = l_mut_156_;
                        bool l_1167_ = (_e2980 < l_1161_);
                        uint l_1168_ = uint(l_1167_);
                        uint l_1169_ = (l_1166_ - l_1168_);
                        l_mut_708_ = l_1165_;
                        l_mut_697_ = l_1169_;
                        uint _e2984 = l_mut_224_;
                        uint l_1170_ = (_e2984 - l_1161_);
                        uint _e2986 = l_mut_218_;
                        uint l_1171_ = (_e2986 - l_1164_);
                        uint _e2988 = l_mut_224_;
                        bool l_1172_ = (_e2988 < l_1161_);
                        uint l_1173_ = uint(l_1172_);
                        uint l_1174_ = (l_1171_ - l_1173_);
                        l_mut_1005_ = l_1170_;
                        l_mut_719_ = l_1174_;
                        uint _e2992 = l_mut_1010_;
                        uint _e2993 = l_mut_93_;
                        uint l_1175_ = (_e2992 * _e2993);
                        uint _e2995 = l_mut_99_;
                        uint l_1176_ = (_e2995 + l_1175_);
                        l_mut_709_ = l_1176_;
                    } else {
                        uint _e2997 = l_mut_156_;
                        uint _e2998 = l_mut_280_;
                        uint l_1177_ = (_e2997 - _e2998);
                        uint _e3000 = l_mut_150_;
                        uint _e3001 = l_mut_274_;
                        uint l_1178_ = (_e3000 - _e3001);
                        uint _e3003 = l_mut_156_;
                        uint _e3004 = l_mut_280_;
                        bool l_1179_ = (_e3003 < _e3004);
                        uint l_1180_ = uint(l_1179_);
                        uint l_1181_ = (l_1178_ - l_1180_);
                        l_mut_708_ = l_1177_;
                        l_mut_697_ = l_1181_;
                        uint _e3008 = l_mut_697_;
                        bool l_1182_ = (_e3008 < l_613_);
                        uint _e3010 = l_mut_697_;
                        bool l_1183_ = (_e3010 == l_613_);
                        uint _e3012 = l_mut_708_;
                        bool l_1184_ = (_e3012 < l_609_);
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
                        uint _e3024 = l_mut_690_;
                        bool l_1187_ = (_e3024 == 0u);
                        if (l_1187_) {
                            uint _e3027 = l_mut_93_;
                            uint l_1188_ = (l_67_ - _e3027);
                            uint _e3029 = l_mut_99_;
                            uint l_1189_ = naga_div(l_1188_, _e3029);
                            l_mut_1010_ = 0u;
                            l_mut_914_ = false;
                            uint _e3033 = l_mut_224_;
                            uint _e3034 = l_mut_218_;
                            uint l_1190_ = (_e3033 | _e3034);
                            bool l_1191_ = (l_1190_ == 0u);
                            if (l_1191_) {
                                l_mut_1010_ = l_1189_;
                            } else {
                                bool _e3038 = l_mut_914_;
                                if (_e3038) {
                                    uint _e3039 = l_mut_218_;
                                    uint _e3040 = l_mut_274_;
                                    bool l_1192_ = (_e3039 < _e3040);
                                    uint _e3042 = l_mut_218_;
                                    uint _e3043 = l_mut_274_;
                                    bool l_1193_ = (_e3042 == _e3043);
                                    uint _e3045 = l_mut_224_;
                                    uint _e3046 = l_mut_280_;
                                    bool l_1194_ = (_e3045 < _e3046);
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
                                        uint _e3057 = l_mut_280_;
                                        uint l_1197_ = (_e3057 - 1u);
                                        uint _e3060 = l_mut_274_;
                                        uint l_1198_ = (_e3060 - 0u);
                                        uint _e3063 = l_mut_280_;
                                        bool l_1199_ = (_e3063 < 1u);
                                        uint l_1200_ = uint(l_1199_);
                                        uint l_1201_ = (l_1198_ - l_1200_);
                                        l_mut_663_ = l_1197_;
                                        l_mut_657_ = l_1201_;
                                        l_mut_651_ = 0u;
                                        l_mut_1202_ = 0u;
                                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_5 = true;
                                        while(true) {
                                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                            if (!loop_init_5) {
                                                uint _e3156 = l_mut_1202_;
                                                l_mut_1202_ = (_e3156 + 1u);
                                            }
                                            loop_init_5 = false;
                                            uint _e3071 = l_mut_1202_;
                                            if ((_e3071 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e3075 = l_mut_1202_;
                                                uint l_1203_ = (19u - _e3075);
                                                uint _e3077 = l_mut_663_;
                                                l_mut_87_ = _e3077;
                                                uint _e3078 = l_mut_657_;
                                                l_mut_72_ = _e3078;
                                                bool l_1204_ = (l_1203_ >= 32u);
                                                if (l_1204_) {
                                                    uint l_1205_ = (l_1203_ & 31u);
                                                    uint _e3083 = l_mut_657_;
                                                    uint l_1206_ = (_e3083 >> l_1205_);
                                                    l_mut_87_ = l_1206_;
                                                    l_mut_72_ = 0u;
                                                } else {
                                                    bool l_1207_ = (l_1203_ > 0u);
                                                    if (l_1207_) {
                                                        uint _e3088 = l_mut_663_;
                                                        l_mut_35_ = _e3088;
                                                        bool l_1208_ = (l_1203_ > 0u);
                                                        if (l_1208_) {
                                                            uint _e3091 = l_mut_663_;
                                                            uint l_1209_ = (_e3091 >> l_1203_);
                                                            uint l_1210_ = (32u - l_1203_);
                                                            uint _e3095 = l_mut_657_;
                                                            uint l_1211_ = (_e3095 << l_1210_);
                                                            uint l_1212_ = (l_1209_ | l_1211_);
                                                            l_mut_35_ = l_1212_;
                                                        }
                                                        uint _e3098 = l_mut_657_;
                                                        uint l_1213_ = (_e3098 >> l_1203_);
                                                        uint _e3100 = l_mut_35_;
                                                        l_mut_87_ = _e3100;
                                                        l_mut_72_ = l_1213_;
                                                    }
                                                }
                                                uint _e3101 = l_mut_72_;
                                                uint _e3102 = l_mut_218_;
                                                bool l_1214_ = (_e3101 < _e3102);
                                                uint _e3104 = l_mut_72_;
                                                uint _e3105 = l_mut_218_;
                                                bool l_1215_ = (_e3104 == _e3105);
                                                uint _e3107 = l_mut_87_;
                                                uint _e3108 = l_mut_224_;
                                                bool l_1216_ = (_e3107 < _e3108);
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
                                                    uint _e3120 = l_mut_224_;
                                                    l_mut_87_ = _e3120;
                                                    uint _e3121 = l_mut_218_;
                                                    l_mut_72_ = _e3121;
                                                    bool l_1220_ = (l_1203_ >= 32u);
                                                    if (l_1220_) {
                                                        uint l_1221_ = (l_1203_ & 31u);
                                                        uint _e3126 = l_mut_224_;
                                                        uint l_1222_ = (_e3126 << l_1221_);
                                                        l_mut_87_ = 0u;
                                                        l_mut_72_ = l_1222_;
                                                    } else {
                                                        bool l_1223_ = (l_1203_ > 0u);
                                                        if (l_1223_) {
                                                            uint _e3131 = l_mut_224_;
                                                            uint l_1224_ = (_e3131 << l_1203_);
                                                            uint _e3133 = l_mut_218_;
                                                            uint l_1225_ = (_e3133 << l_1203_);
                                                            uint l_1226_ = (32u - l_1203_);
                                                            uint _e3137 = l_mut_224_;
                                                            uint l_1227_ = (_e3137 >> l_1226_);
                                                            uint l_1228_ = (l_1225_ | l_1227_);
                                                            l_mut_87_ = l_1224_;
                                                            l_mut_72_ = l_1228_;
                                                        }
                                                    }
                                                    uint _e3140 = l_mut_663_;
                                                    uint _e3141 = l_mut_87_;
                                                    uint l_1229_ = (_e3140 - _e3141);
                                                    uint _e3143 = l_mut_657_;
                                                    uint _e3144 = l_mut_72_;
                                                    uint l_1230_ = (_e3143 - _e3144);
                                                    uint _e3146 = l_mut_663_;
                                                    uint _e3147 = l_mut_87_;
                                                    bool l_1231_ = (_e3146 < _e3147);
                                                    uint l_1232_ = uint(l_1231_);
                                                    uint l_1233_ = (l_1230_ - l_1232_);
                                                    l_mut_663_ = l_1229_;
                                                    l_mut_657_ = l_1233_;
                                                    uint l_1234_ = (1u << l_1203_);
                                                    uint _e3153 = l_mut_651_;
                                                    l_mut_651_ = (_e3153 | l_1234_);
                                                }
                                            }
                                        }
                                        uint _e3158 = l_mut_651_;
                                        uint l_1235_ = min(_e3158, l_1189_);
                                        l_mut_651_ = l_1235_;
                                        uint _e3160 = l_mut_657_;
                                        uint _e3161 = l_mut_218_;
                                        bool l_1236_ = (_e3160 < _e3161);
                                        uint _e3163 = l_mut_657_;
                                        uint _e3164 = l_mut_218_;
                                        bool l_1237_ = (_e3163 == _e3164);
                                        uint _e3166 = l_mut_663_;
                                        uint _e3167 = l_mut_224_;
                                        bool l_1238_ = (_e3166 < _e3167);
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
                                        uint _e3179 = l_mut_651_;
                                        l_mut_1010_ = _e3179;
                                    }
                                } else {
                                    uint _e3180 = l_mut_280_;
                                    l_mut_663_ = _e3180;
                                    uint _e3181 = l_mut_274_;
                                    l_mut_657_ = _e3181;
                                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                        uint _e3182 = l_mut_218_;
                                        uint _e3183 = l_mut_657_;
                                        bool l_1242_ = (_e3182 < _e3183);
                                        uint _e3185 = l_mut_218_;
                                        uint _e3186 = l_mut_657_;
                                        bool l_1243_ = (_e3185 == _e3186);
                                        uint _e3188 = l_mut_224_;
                                        uint _e3189 = l_mut_663_;
                                        bool l_1244_ = (_e3188 < _e3189);
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
                                        uint _e3200 = l_mut_1010_;
                                        uint _e3201 = l_mut_99_;
                                        uint l_1247_ = (_e3200 * _e3201);
                                        uint _e3203 = l_mut_93_;
                                        uint l_1248_ = (_e3203 + l_1247_);
                                        uint _e3205 = l_mut_99_;
                                        uint l_1249_ = (l_1248_ + _e3205);
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
                                        uint _e3213 = l_mut_663_;
                                        uint _e3214 = l_mut_224_;
                                        uint l_1253_ = (_e3213 - _e3214);
                                        uint _e3216 = l_mut_657_;
                                        uint _e3217 = l_mut_218_;
                                        uint l_1254_ = (_e3216 - _e3217);
                                        uint _e3219 = l_mut_663_;
                                        uint _e3220 = l_mut_224_;
                                        bool l_1255_ = (_e3219 < _e3220);
                                        uint l_1256_ = uint(l_1255_);
                                        uint l_1257_ = (l_1254_ - l_1256_);
                                        l_mut_663_ = l_1253_;
                                        l_mut_657_ = l_1257_;
                                        uint _e3224 = l_mut_1010_;
                                        l_mut_1010_ = (_e3224 + 1u);
                                    }
                                }
                            }
                            uint _e3227 = l_mut_1010_;
                            uint _e3228 = l_mut_99_;
                            uint l_1258_ = (_e3227 * _e3228);
                            uint _e3230 = l_mut_93_;
                            uint l_1259_ = (_e3230 + l_1258_);
                            uint _e3232 = l_mut_99_;
                            uint l_1260_ = (l_1259_ + _e3232);
                            bool l_1261_ = (l_1260_ >= l_67_);
                            if (l_1261_) {
                                l_mut_690_ = 1u;
                            } else {
                                uint _e3236 = l_mut_224_;
                                uint _e3237 = l_mut_1010_;
                                uint l_1262_ = (_e3236 * _e3237);
                                uint _e3239 = l_mut_224_;
                                uint64_t l_1578_ = uint64_t(_e3239);
                                uint _e3241 = l_mut_1010_;
                                uint64_t l_1579_ = uint64_t(_e3241);
                                uint64_t l_1580_ = (l_1578_ * l_1579_);
                                uint64_t l_1581_ = (l_1580_ >> uint(32uL));
                                uint l_1263_ = uint(l_1581_);
                                uint _e3250 = l_mut_218_;
                                uint _e3251 = l_mut_1010_;
                                uint l_1264_ = (_e3250 * _e3251);
                                uint l_1265_ = (l_1263_ + l_1264_);
                                uint _e3254 = l_mut_280_;
                                uint l_1266_ = (_e3254 - l_1262_);
                                uint _e3256 = l_mut_274_;
                                uint l_1267_ = (_e3256 - l_1265_);
                                uint _e3258 = l_mut_280_;
                                bool l_1268_ = (_e3258 < l_1262_);
                                uint l_1269_ = uint(l_1268_);
                                uint l_1270_ = (l_1267_ - l_1269_);
                                l_mut_714_ = l_1266_;
                                l_mut_713_ = l_1270_;
                                uint _e3262 = l_mut_1010_;
                                uint _e3263 = l_mut_99_;
                                uint l_1271_ = (_e3262 * _e3263);
                                uint _e3265 = l_mut_93_;
                                uint l_1272_ = (_e3265 + l_1271_);
                                l_mut_710_ = l_1272_;
                                uint _e3267 = l_mut_224_;
                                uint _e3268 = l_mut_714_;
                                uint l_1273_ = (_e3267 - _e3268);
                                uint _e3270 = l_mut_218_;
                                uint _e3271 = l_mut_713_;
                                uint l_1274_ = (_e3270 - _e3271);
                                uint _e3273 = l_mut_224_;
                                uint _e3274 = l_mut_714_;
                                bool l_1275_ = (_e3273 < _e3274);
                                uint l_1276_ = uint(l_1275_);
                                uint l_1277_ = (l_1274_ - l_1276_);
                                l_mut_1005_ = l_1273_;
                                l_mut_719_ = l_1277_;
                                uint _e3278 = l_mut_99_;
                                uint _e3279 = l_mut_710_;
                                uint l_1278_ = (_e3278 + _e3279);
                                l_mut_709_ = l_1278_;
                            }
                        }
                    }
                    uint _e3281 = l_mut_714_;
                    l_mut_280_ = _e3281;
                    uint _e3282 = l_mut_713_;
                    l_mut_274_ = _e3282;
                    uint _e3283 = l_mut_1005_;
                    l_mut_224_ = _e3283;
                    uint _e3284 = l_mut_719_;
                    l_mut_218_ = _e3284;
                    uint _e3285 = l_mut_709_;
                    l_mut_99_ = _e3285;
                    uint _e3286 = l_mut_710_;
                    l_mut_93_ = _e3286;
                    uint _e3287 = l_mut_708_;
                    l_mut_156_ = _e3287;
                    uint _e3288 = l_mut_697_;
                    l_mut_150_ = _e3288;
                    uint _e3289 = l_mut_690_;
                    bool l_1279_ = (_e3289 == 1u);
                    l_mut_619_ = l_1279_;
                    uint _e3292 = l_mut_690_;
                    bool l_1280_ = (_e3292 == 0u);
                    l_mut_626_ = l_1280_;
                }
            }
            bool _e3295 = l_mut_619_;
            bool l_1281_ = !(_e3295);
            if (l_1281_) {
                uint l_1282_ = (l_27_ * 8u);
                uint l_1283_ = (l_1282_ + l_28_);
                uint l_1583_ = asuint(info.Load(24+0));
                uint l_1584_ = (l_1583_ * 1u);
                uint l_1585_ = (l_1584_ - 1u);
                uint l_1586_ = min(1u, l_1585_);
                uint _e3313; buffer_6_global.InterlockedAdd(l_1586_*4, 1u, _e3313);
                uint l_1286_ = asuint(info.Load(48+0));
                bool l_1287_ = (_e3313 < l_1286_);
                if (l_1287_) {
                    uint l_1588_ = asuint(info.Load(20+0));
                    uint l_1589_ = (l_1588_ * 1u);
                    bool l_1590_ = (_e3313 < l_1589_);
                    if (l_1590_) {
                        buffer_5_global.Store(_e3313*4, asuint(l_1283_));
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
