struct info_st {
    uint static_meta[12];
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
ByteAddressBuffer info : register(t6);

uint64_t naga_div(uint64_t lhs, uint64_t rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void all_phases(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint64_t l_mut_105_ = (uint64_t)0;
    uint64_t l_mut_127_ = (uint64_t)0;
    uint64_t l_mut_158_ = (uint64_t)0;
    uint64_t l_mut_212_ = (uint64_t)0;
    uint l_mut_258_ = (uint)0;
    bool l_mut_259_ = (bool)0;
    bool l_mut_262_ = (bool)0;
    uint l_mut_271_ = (uint)0;
    uint64_t l_mut_284_ = (uint64_t)0;
    uint64_t l_mut_301_ = (uint64_t)0;
    uint l_mut_304_ = (uint)0;
    bool l_mut_350_ = (bool)0;
    bool l_mut_355_ = (bool)0;
    uint l_mut_378_ = (uint)0;
    uint l_mut_379_ = (uint)0;
    uint64_t l_mut_402_ = (uint64_t)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_843_ = (uint)0;
    uint l_mut_915_ = (uint)0;
    uint l_mut_916_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_499_ = 0u;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    uint l_mut_1036_ = (uint)0;
    uint l_mut_1169_ = 0u;
    uint l_mut_1176_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1391_ = asuint(info.Load(20+0));
        uint l_1392_ = (l_1391_ * 1u);
        uint l_1393_ = (l_1392_ - 1u);
        uint l_1394_ = min(3u, l_1393_);
        uint _e60; buffer_5_global.InterlockedAdd(l_1394_*4, 1u, _e60);
    }
    uint l_1307_ = asuint(info.Load(12+0));
    uint l_1308_ = (l_1307_ * 1u);
    bool l_1309_ = (0u < l_1308_);
    uint l_1310_ = (l_1308_ - 1u);
    uint l_1311_ = min(0u, l_1310_);
    uint l_1312_ = asuint(buffer_3_global.Load(l_1311_*4));
    uint l_4_ = (l_1309_ ? l_1312_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1314_ = asuint(info.Load(12+0));
    uint l_1315_ = (l_1314_ * 1u);
    bool l_1316_ = (l_7_ < l_1315_);
    uint l_1317_ = (l_1315_ - 1u);
    uint l_1318_ = min(l_7_, l_1317_);
    uint l_1319_ = asuint(buffer_3_global.Load(l_1318_*4));
    uint l_8_ = (l_1316_ ? l_1319_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1321_ = asuint(info.Load(12+0));
    uint l_1322_ = (l_1321_ * 1u);
    bool l_1323_ = (2u < l_1322_);
    uint l_1324_ = (l_1322_ - 1u);
    uint l_1325_ = min(2u, l_1324_);
    uint l_1326_ = asuint(buffer_3_global.Load(l_1325_*4));
    uint l_15_ = (l_1323_ ? l_1326_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1328_ = asuint(info.Load(12+0));
    uint l_1329_ = (l_1328_ * 1u);
    bool l_1330_ = (l_18_ < l_1329_);
    uint l_1331_ = (l_1329_ - 1u);
    uint l_1332_ = min(l_18_, l_1331_);
    uint l_1333_ = asuint(buffer_3_global.Load(l_1332_*4));
    uint l_19_ = (l_1330_ ? l_1333_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1335_ = asuint(info.Load(12+0));
    uint l_1336_ = (l_1335_ * 1u);
    bool l_1337_ = (4u < l_1336_);
    uint l_1338_ = (l_1336_ - 1u);
    uint l_1339_ = min(4u, l_1338_);
    uint l_1340_ = asuint(buffer_3_global.Load(l_1339_*4));
    uint l_26_ = (l_1337_ ? l_1340_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1342_ = asuint(info.Load(12+0));
    uint l_1343_ = (l_1342_ * 1u);
    bool l_1344_ = (l_29_ < l_1343_);
    uint l_1345_ = (l_1343_ - 1u);
    uint l_1346_ = min(l_29_, l_1345_);
    uint l_1347_ = asuint(buffer_3_global.Load(l_1346_*4));
    uint l_30_ = (l_1344_ ? l_1347_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1349_ = asuint(info.Load(12+0));
    uint l_1350_ = (l_1349_ * 1u);
    bool l_1351_ = (6u < l_1350_);
    uint l_1352_ = (l_1350_ - 1u);
    uint l_1353_ = min(6u, l_1352_);
    uint l_1354_ = asuint(buffer_3_global.Load(l_1353_*4));
    uint l_35_ = (l_1351_ ? l_1354_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1356_ = asuint(info.Load(12+0));
    uint l_1357_ = (l_1356_ * 1u);
    bool l_1358_ = (l_38_ < l_1357_);
    uint l_1359_ = (l_1357_ - 1u);
    uint l_1360_ = min(l_38_, l_1359_);
    uint l_1361_ = asuint(buffer_3_global.Load(l_1360_*4));
    uint l_39_ = (l_1358_ ? l_1361_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1363_ = asuint(info.Load(12+0));
    uint l_1364_ = (l_1363_ * 1u);
    bool l_1365_ = (8u < l_1364_);
    uint l_1366_ = (l_1364_ - 1u);
    uint l_1367_ = min(8u, l_1366_);
    uint l_1368_ = asuint(buffer_3_global.Load(l_1367_*4));
    uint l_44_ = (l_1365_ ? l_1368_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1370_ = asuint(info.Load(12+0));
    uint l_1371_ = (l_1370_ * 1u);
    bool l_1372_ = (l_47_ < l_1371_);
    uint l_1373_ = (l_1371_ - 1u);
    uint l_1374_ = min(l_47_, l_1373_);
    uint l_1375_ = asuint(buffer_3_global.Load(l_1374_*4));
    uint l_48_ = (l_1372_ ? l_1375_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1377_ = asuint(info.Load(12+0));
    uint l_1378_ = (l_1377_ * 1u);
    bool l_1379_ = (10u < l_1378_);
    uint l_1380_ = (l_1378_ - 1u);
    uint l_1381_ = min(10u, l_1380_);
    uint l_1382_ = asuint(buffer_3_global.Load(l_1381_*4));
    uint l_53_ = (l_1379_ ? l_1382_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1384_ = asuint(info.Load(12+0));
    uint l_1385_ = (l_1384_ * 1u);
    bool l_1386_ = (l_56_ < l_1385_);
    uint l_1387_ = (l_1385_ - 1u);
    uint l_1388_ = min(l_56_, l_1387_);
    uint l_1389_ = asuint(buffer_3_global.Load(l_1388_*4));
    uint l_57_ = (l_1386_ ? l_1389_ : 0u);
    uint64_t l_58_ = uint64_t(l_57_);
    uint64_t l_59_ = (l_58_ << uint(32uL));
    uint64_t l_60_ = (l_54_ | l_59_);
    uint l_61_ = (2u * id);
    uint l_62_ = asuint(info.Load(24+0));
    bool l_63_ = (l_61_ < l_62_);
    uint64_t l_64_ = uint64_t(id);
    uint64_t l_65_ = uint64_t(l_13_);
    uint64_t l_66_ = (l_64_ * l_65_);
    l_mut_67_ = 0u;
    bool l_68_ = (l_66_ < l_60_);
    if (l_68_) {
        uint64_t l_69_ = (l_60_ - l_66_);
        l_mut_67_ = l_13_;
        uint64_t l_70_ = uint64_t(l_13_);
        bool l_71_ = (l_69_ < l_70_);
        if (l_71_) {
            uint64_t l_72_ = (l_69_ & 4294967295uL);
            uint l_73_ = uint(l_72_);
            l_mut_67_ = l_73_;
        }
    }
    uint _e335 = l_mut_67_;
    uint l_74_ = (l_63_ ? _e335 : 0u);
    bool l_75_ = (l_74_ > 0u);
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_1396_ = asuint(info.Load(0+0));
        uint l_1397_ = (l_1396_ * 1u);
        bool l_1398_ = (l_76_ < l_1397_);
        uint l_1399_ = (l_1397_ - 1u);
        uint l_1400_ = min(l_76_, l_1399_);
        uint l_1401_ = asuint(buffer_0_global.Load(l_1400_*4));
        uint l_77_ = (l_1398_ ? l_1401_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1403_ = asuint(info.Load(0+0));
        uint l_1404_ = (l_1403_ * 1u);
        bool l_1405_ = (l_80_ < l_1404_);
        uint l_1406_ = (l_1404_ - 1u);
        uint l_1407_ = min(l_80_, l_1406_);
        uint l_1408_ = asuint(buffer_0_global.Load(l_1407_*4));
        uint l_81_ = (l_1405_ ? l_1408_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1410_ = asuint(info.Load(4+0));
        uint l_1411_ = (l_1410_ * 1u);
        bool l_1412_ = (l_85_ < l_1411_);
        uint l_1413_ = (l_1411_ - 1u);
        uint l_1414_ = min(l_85_, l_1413_);
        uint l_1415_ = asuint(buffer_1_global.Load(l_1414_*4));
        uint l_86_ = (l_1412_ ? l_1415_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1417_ = asuint(info.Load(4+0));
        uint l_1418_ = (l_1417_ * 1u);
        bool l_1419_ = (l_89_ < l_1418_);
        uint l_1420_ = (l_1418_ - 1u);
        uint l_1421_ = min(l_89_, l_1420_);
        uint l_1422_ = asuint(buffer_1_global.Load(l_1421_*4));
        uint l_90_ = (l_1419_ ? l_1422_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1424_ = asuint(info.Load(8+0));
        uint l_1425_ = (l_1424_ * 1u);
        bool l_1426_ = (l_94_ < l_1425_);
        uint l_1427_ = (l_1425_ - 1u);
        uint l_1428_ = min(l_94_, l_1427_);
        uint l_1429_ = asuint(buffer_2_global.Load(l_1428_*4));
        uint l_95_ = (l_1426_ ? l_1429_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1431_ = asuint(info.Load(8+0));
        uint l_1432_ = (l_1431_ * 1u);
        bool l_1433_ = (l_98_ < l_1432_);
        uint l_1434_ = (l_1432_ - 1u);
        uint l_1435_ = min(l_98_, l_1434_);
        uint l_1436_ = asuint(buffer_2_global.Load(l_1435_*4));
        uint l_99_ = (l_1433_ ? l_1436_ : 0u);
        uint64_t l_100_ = uint64_t(l_99_);
        uint64_t l_101_ = (l_100_ << uint(32uL));
        uint64_t l_102_ = (l_96_ | l_101_);
        uint64_t l_103_ = (l_102_ >> uint(63uL));
        bool l_104_ = (l_103_ == 1uL);
        l_mut_105_ = l_102_;
        if (l_104_) {
            uint64_t l_107_ = (0uL - l_102_);
            l_mut_105_ = l_107_;
        }
        uint64_t l_108_ = uint64_t(l_13_);
        uint64_t _e477 = l_mut_105_;
        uint64_t l_109_ = (_e477 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e481 = l_mut_105_;
        uint64_t l_111_ = (_e481 >> uint(32uL));
        uint64_t l_112_ = (l_111_ * l_108_);
        uint64_t l_113_ = (l_112_ << uint(32uL));
        uint64_t l_114_ = (l_110_ + l_113_);
        uint64_t l_115_ = (l_112_ >> uint(32uL));
        bool l_116_ = (l_114_ < l_110_);
        uint64_t l_117_ = uint64_t(l_116_);
        uint64_t l_118_ = (l_115_ + l_117_);
        l_mut_105_ = l_114_;
        bool l_119_ = (l_24_ == 64u);
        if (l_119_) {
            l_mut_105_ = l_118_;
        } else {
            bool l_120_ = (l_24_ > 0u);
            if (l_120_) {
                uint l_121_ = (64u - l_24_);
                uint64_t l_122_ = uint64_t(l_121_);
                uint64_t l_123_ = (l_118_ << uint(l_122_));
                uint64_t l_124_ = uint64_t(l_24_);
                uint64_t l_125_ = (l_114_ >> uint(l_124_));
                uint64_t l_126_ = (l_123_ | l_125_);
                l_mut_105_ = l_126_;
            }
        }
        uint64_t _e514 = l_mut_105_;
        l_mut_127_ = _e514;
        if (l_104_) {
            uint64_t _e516 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e516);
            l_mut_127_ = l_129_;
        }
        uint64_t _e518 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e518);
        uint l_131_ = (l_24_ + 3u);
        l_mut_127_ = 0uL;
        bool l_133_ = (l_13_ < 65536u);
        if (l_133_) {
            uint l_134_ = (l_13_ * l_13_);
            uint64_t l_135_ = (l_102_ >> uint(63uL));
            bool l_136_ = (l_135_ == 1uL);
            l_mut_105_ = l_102_;
            if (l_136_) {
                uint64_t l_138_ = (0uL - l_102_);
                l_mut_105_ = l_138_;
            }
            uint64_t l_139_ = uint64_t(l_134_);
            uint64_t _e535 = l_mut_105_;
            uint64_t l_140_ = (_e535 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e539 = l_mut_105_;
            uint64_t l_142_ = (_e539 >> uint(32uL));
            uint64_t l_143_ = (l_142_ * l_139_);
            uint64_t l_144_ = (l_143_ << uint(32uL));
            uint64_t l_145_ = (l_141_ + l_144_);
            uint64_t l_146_ = (l_143_ >> uint(32uL));
            bool l_147_ = (l_145_ < l_141_);
            uint64_t l_148_ = uint64_t(l_147_);
            uint64_t l_149_ = (l_146_ + l_148_);
            l_mut_105_ = l_145_;
            bool l_150_ = (l_131_ == 64u);
            if (l_150_) {
                l_mut_105_ = l_149_;
            } else {
                bool l_151_ = (l_131_ > 0u);
                if (l_151_) {
                    uint l_152_ = (64u - l_131_);
                    uint64_t l_153_ = uint64_t(l_152_);
                    uint64_t l_154_ = (l_149_ << uint(l_153_));
                    uint64_t l_155_ = uint64_t(l_131_);
                    uint64_t l_156_ = (l_145_ >> uint(l_155_));
                    uint64_t l_157_ = (l_154_ | l_156_);
                    l_mut_105_ = l_157_;
                }
            }
            uint64_t _e572 = l_mut_105_;
            l_mut_158_ = _e572;
            if (l_136_) {
                uint64_t _e574 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e574);
                l_mut_158_ = l_160_;
            }
            uint64_t _e576 = l_mut_158_;
            l_mut_127_ = _e576;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e586 = l_mut_158_;
            uint64_t l_166_ = (_e586 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e590 = l_mut_158_;
            uint64_t l_168_ = (_e590 >> uint(32uL));
            uint64_t l_169_ = (l_168_ * l_165_);
            uint64_t l_170_ = (l_169_ << uint(32uL));
            uint64_t l_171_ = (l_167_ + l_170_);
            uint64_t l_172_ = (l_169_ >> uint(32uL));
            bool l_173_ = (l_171_ < l_167_);
            uint64_t l_174_ = uint64_t(l_173_);
            uint64_t l_175_ = (l_172_ + l_174_);
            l_mut_105_ = l_171_;
            if (false) {
                l_mut_105_ = l_175_;
            } else {
                if (false) {
                    uint64_t l_179_ = (l_175_ << uint(64uL));
                    uint64_t l_181_ = (l_171_ >> uint(0uL));
                    uint64_t l_182_ = (l_179_ | l_181_);
                    l_mut_105_ = l_182_;
                }
            }
            uint64_t l_183_ = uint64_t(l_13_);
            uint64_t _e620 = l_mut_158_;
            uint64_t l_184_ = (_e620 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e624 = l_mut_158_;
            uint64_t l_186_ = (_e624 >> uint(32uL));
            uint64_t l_187_ = (l_186_ * l_183_);
            uint64_t l_188_ = (l_187_ << uint(32uL));
            uint64_t l_189_ = (l_185_ + l_188_);
            uint64_t l_190_ = (l_187_ >> uint(32uL));
            bool l_191_ = (l_189_ < l_185_);
            uint64_t l_192_ = uint64_t(l_191_);
            uint64_t l_193_ = (l_190_ + l_192_);
            l_mut_158_ = l_189_;
            if (true) {
                l_mut_158_ = l_193_;
            } else {
                if (true) {
                    uint64_t l_197_ = (l_193_ << uint(0uL));
                    uint64_t l_199_ = (l_189_ >> uint(64uL));
                    uint64_t l_200_ = (l_197_ | l_199_);
                    l_mut_158_ = l_200_;
                }
            }
            uint64_t l_201_ = uint64_t(l_13_);
            uint64_t _e654 = l_mut_105_;
            uint64_t l_202_ = (_e654 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e658 = l_mut_105_;
            uint64_t l_204_ = (_e658 >> uint(32uL));
            uint64_t l_205_ = (l_204_ * l_201_);
            uint64_t l_206_ = (l_205_ << uint(32uL));
            uint64_t l_207_ = (l_203_ + l_206_);
            uint64_t l_208_ = (l_205_ >> uint(32uL));
            bool l_209_ = (l_207_ < l_203_);
            uint64_t l_210_ = uint64_t(l_209_);
            uint64_t l_211_ = (l_208_ + l_210_);
            l_mut_212_ = l_207_;
            if (false) {
                l_mut_212_ = l_211_;
            } else {
                if (false) {
                    uint64_t l_216_ = (l_211_ << uint(64uL));
                    uint64_t l_218_ = (l_207_ >> uint(0uL));
                    uint64_t l_219_ = (l_216_ | l_218_);
                    l_mut_212_ = l_219_;
                }
            }
            uint64_t l_220_ = uint64_t(l_13_);
            uint64_t _e688 = l_mut_105_;
            uint64_t l_221_ = (_e688 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e692 = l_mut_105_;
            uint64_t l_223_ = (_e692 >> uint(32uL));
            uint64_t l_224_ = (l_223_ * l_220_);
            uint64_t l_225_ = (l_224_ << uint(32uL));
            uint64_t l_226_ = (l_222_ + l_225_);
            uint64_t l_227_ = (l_224_ >> uint(32uL));
            bool l_228_ = (l_226_ < l_222_);
            uint64_t l_229_ = uint64_t(l_228_);
            uint64_t l_230_ = (l_227_ + l_229_);
            l_mut_105_ = l_226_;
            if (true) {
                l_mut_105_ = l_230_;
            } else {
                if (true) {
                    uint64_t l_234_ = (l_230_ << uint(0uL));
                    uint64_t l_236_ = (l_226_ >> uint(64uL));
                    uint64_t l_237_ = (l_234_ | l_236_);
                    l_mut_105_ = l_237_;
                }
            }
            uint64_t l_238_ = uint64_t(l_13_);
            uint64_t _e722 = l_mut_158_;
            uint64_t l_239_ = (_e722 * l_238_);
            uint64_t _e724 = l_mut_105_;
            uint64_t l_240_ = (_e724 + l_239_);
            uint64_t _e726 = l_mut_212_;
            l_mut_127_ = _e726;
            bool l_241_ = (l_131_ == 64u);
            if (l_241_) {
                l_mut_127_ = l_240_;
            } else {
                bool l_242_ = (l_131_ > 0u);
                if (l_242_) {
                    uint l_243_ = (64u - l_131_);
                    uint64_t l_244_ = uint64_t(l_243_);
                    uint64_t l_245_ = (l_240_ << uint(l_244_));
                    uint64_t l_246_ = uint64_t(l_131_);
                    uint64_t _e738 = l_mut_212_;
                    uint64_t l_247_ = (_e738 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e744 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e744);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e746 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e746);
        uint64_t l_252_ = (l_251_ + l_33_);
        uint64_t l_254_ = (0uL - l_130_);
        uint64_t l_255_ = (l_33_ + l_33_);
        l_mut_212_ = l_254_;
        uint64_t l_257_ = (0uL - l_254_);
        l_mut_158_ = l_257_;
        l_mut_127_ = l_252_;
        l_mut_67_ = 1u;
        l_mut_258_ = 1u;
        l_mut_259_ = false;
        uint64_t _e757 = l_mut_127_;
        bool l_260_ = (_e757 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e762 = l_mut_262_;
            l_mut_259_ = _e762;
            l_mut_262_ = false;
        }
        bool _e764 = l_mut_262_;
        if (_e764) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e776 = l_mut_105_;
            uint64_t l_270_ = (_e776 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e782 = l_mut_105_;
            uint64_t l_274_ = (_e782 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e786 = l_mut_105_;
            uint64_t l_276_ = (_e786 >> uint(32uL));
            uint64_t l_277_ = (l_276_ * l_273_);
            uint64_t l_278_ = (l_277_ << uint(32uL));
            uint64_t l_279_ = (l_275_ + l_278_);
            uint64_t l_280_ = (l_277_ >> uint(32uL));
            bool l_281_ = (l_279_ < l_275_);
            uint64_t l_282_ = uint64_t(l_281_);
            uint64_t l_283_ = (l_280_ + l_282_);
            l_mut_284_ = l_279_;
            if (true) {
                l_mut_284_ = l_283_;
            } else {
                if (true) {
                    uint64_t l_288_ = (l_283_ << uint(0uL));
                    uint64_t l_290_ = (l_279_ >> uint(64uL));
                    uint64_t l_291_ = (l_288_ | l_290_);
                    l_mut_284_ = l_291_;
                }
            }
            uint64_t _e815 = l_mut_284_;
            bool l_292_ = (_e815 == 0uL);
            if (l_292_) {
                l_mut_284_ = l_252_;
                if (l_265_) {
                    uint64_t l_294_ = (0uL - l_252_);
                    bool l_295_ = (l_252_ == 0uL);
                    bool l_296_ = !(l_295_);
                    bool l_297_ = (l_270_ < l_294_);
                    bool l_298_ = !(l_297_);
                    if (l_296_) {
                        local = l_298_;
                    } else {
                        local = false;
                    }
                    bool l_299_ = local;
                    if (l_299_) {
                        uint l_300_ = (l_13_ - 1u);
                        l_mut_301_ = l_294_;
                        uint64_t _e831 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e831);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e835 = l_mut_105_;
                            bool l_305_ = (_e835 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e839 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e839);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e847 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e847);
                            uint64_t _e849 = l_mut_105_;
                            uint64_t l_314_ = (_e849 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e852 = l_mut_301_;
                            uint64_t _e853 = l_mut_105_;
                            bool l_316_ = (_e852 < _e853);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e856 = l_mut_301_;
                                uint64_t _e857 = l_mut_105_;
                                uint64_t l_318_ = (_e856 - _e857);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e859 = l_mut_105_;
                        uint64_t _e860 = l_mut_301_;
                        uint64_t l_319_ = (_e859 - _e860);
                        l_mut_301_ = l_319_;
                        uint64_t _e862 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e862);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e865 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e865);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e867 = l_mut_301_;
                        uint64_t _e868 = l_mut_284_;
                        bool l_323_ = (_e867 < _e868);
                        if (l_323_) {
                            uint64_t _e870 = l_mut_301_;
                            l_mut_284_ = _e870;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e875 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e875);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e879 = l_mut_105_;
                            bool l_329_ = (_e879 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e883 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e883);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e891 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e891);
                            uint64_t _e893 = l_mut_105_;
                            uint64_t l_338_ = (_e893 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e896 = l_mut_301_;
                            uint64_t _e897 = l_mut_105_;
                            bool l_340_ = (_e896 < _e897);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e900 = l_mut_301_;
                                uint64_t _e901 = l_mut_105_;
                                uint64_t l_342_ = (_e900 - _e901);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e903 = l_mut_301_;
                        uint64_t _e904 = l_mut_284_;
                        bool l_343_ = (_e903 < _e904);
                        if (l_343_) {
                            uint64_t _e906 = l_mut_301_;
                            l_mut_284_ = _e906;
                        }
                    }
                }
                uint64_t _e907 = l_mut_284_;
                bool l_344_ = (_e907 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e913 = l_mut_271_;
            bool l_348_ = (_e913 > 0u);
            if (l_348_) {
                uint _e916 = l_mut_271_;
                bool l_349_ = (_e916 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e921 = l_mut_262_;
            bool l_351_ = !(_e921);
            if (l_351_) {
                break;
            }
            uint64_t _e923 = l_mut_127_;
            uint64_t _e924 = l_mut_212_;
            bool l_352_ = (_e923 < _e924);
            if (l_352_) {
                uint64_t _e926 = l_mut_212_;
                uint64_t _e927 = l_mut_127_;
                uint64_t l_353_ = (_e926 - _e927);
                l_mut_301_ = l_353_;
                uint64_t _e929 = l_mut_212_;
                l_mut_284_ = _e929;
                uint64_t _e930 = l_mut_301_;
                uint64_t _e931 = l_mut_212_;
                bool l_354_ = (_e930 < _e931);
                if (l_354_) {
                    uint64_t _e933 = l_mut_301_;
                    l_mut_284_ = _e933;
                }
                l_mut_355_ = false;
                uint64_t _e936 = l_mut_284_;
                uint64_t l_357_ = (_e936 >> uint(3uL));
                uint64_t _e940 = l_mut_158_;
                bool l_358_ = (l_357_ < _e940);
                bool l_359_ = !(l_358_);
                l_mut_355_ = l_359_;
                l_mut_304_ = 0u;
                uint64_t _e944 = l_mut_158_;
                bool l_360_ = (_e944 == 0uL);
                bool l_361_ = !(l_360_);
                bool _e948 = l_mut_355_;
                if (_e948) {
                    local_1 = l_361_;
                } else {
                    local_1 = false;
                }
                bool l_362_ = local_1;
                uint64_t _e953 = l_mut_158_;
                uint64_t _e954 = l_mut_284_;
                bool l_363_ = (_e953 < _e954);
                if (l_362_) {
                    local_2 = l_363_;
                } else {
                    local_2 = false;
                }
                bool l_364_ = local_2;
                uint _e960 = l_mut_67_;
                uint _e961 = l_mut_258_;
                uint l_365_ = (_e960 + _e961);
                bool l_366_ = (l_365_ < l_13_);
                if (l_364_) {
                    local_3 = l_366_;
                } else {
                    local_3 = false;
                }
                bool l_367_ = local_3;
                if (l_367_) {
                    uint _e968 = l_mut_67_;
                    uint l_368_ = (l_13_ - _e968);
                    uint _e970 = l_mut_258_;
                    uint l_369_ = (l_368_ - _e970);
                    uint _e972 = l_mut_67_;
                    uint l_370_ = naga_div(l_369_, _e972);
                    uint64_t _e974 = l_mut_284_;
                    uint64_t l_371_ = (_e974 - 1uL);
                    uint64_t _e977 = l_mut_158_;
                    uint64_t l_372_ = naga_div(l_371_, _e977);
                    uint64_t l_373_ = uint64_t(l_370_);
                    bool l_374_ = (l_372_ < l_373_);
                    uint64_t l_375_ = uint64_t(l_370_);
                    uint64_t l_376_ = (l_374_ ? l_372_ : l_375_);
                    uint l_377_ = uint(l_376_);
                    l_mut_304_ = l_377_;
                }
                uint64_t _e985 = l_mut_212_;
                l_mut_301_ = _e985;
                uint64_t _e986 = l_mut_158_;
                l_mut_284_ = _e986;
                uint _e987 = l_mut_67_;
                l_mut_271_ = _e987;
                uint _e988 = l_mut_258_;
                l_mut_378_ = _e988;
                uint64_t _e989 = l_mut_127_;
                l_mut_105_ = _e989;
                l_mut_379_ = 0u;
                uint _e991 = l_mut_304_;
                bool l_380_ = (_e991 > 0u);
                if (l_380_) {
                    uint _e994 = l_mut_304_;
                    uint64_t l_381_ = uint64_t(_e994);
                    uint64_t _e996 = l_mut_158_;
                    uint64_t l_382_ = (_e996 * l_381_);
                    uint64_t _e998 = l_mut_212_;
                    uint64_t l_383_ = (_e998 - l_382_);
                    l_mut_301_ = l_383_;
                    uint _e1000 = l_mut_304_;
                    uint _e1001 = l_mut_67_;
                    uint l_384_ = (_e1000 * _e1001);
                    uint _e1003 = l_mut_258_;
                    uint l_385_ = (_e1003 + l_384_);
                    l_mut_378_ = l_385_;
                } else {
                    uint _e1005 = l_mut_379_;
                    bool l_386_ = (_e1005 == 0u);
                    if (l_386_) {
                        uint _e1008 = l_mut_67_;
                        uint l_387_ = (l_13_ - _e1008);
                        uint _e1010 = l_mut_258_;
                        uint l_388_ = naga_div(l_387_, _e1010);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1015 = l_mut_158_;
                        uint64_t l_390_ = (_e1015 >> uint(3uL));
                        uint64_t _e1019 = l_mut_212_;
                        bool l_391_ = (l_390_ < _e1019);
                        bool l_392_ = !(l_391_);
                        l_mut_355_ = l_392_;
                        uint64_t _e1022 = l_mut_212_;
                        bool l_393_ = (_e1022 == 0uL);
                        if (l_393_) {
                            l_mut_304_ = l_388_;
                        } else {
                            bool _e1025 = l_mut_355_;
                            if (_e1025) {
                                uint64_t _e1026 = l_mut_212_;
                                uint64_t _e1027 = l_mut_158_;
                                bool l_394_ = (_e1026 < _e1027);
                                if (l_394_) {
                                    uint64_t _e1029 = l_mut_158_;
                                    uint64_t l_395_ = (_e1029 - 1uL);
                                    uint64_t _e1032 = l_mut_212_;
                                    uint64_t l_396_ = naga_div(l_395_, _e1032);
                                    uint64_t l_397_ = uint64_t(l_388_);
                                    bool l_398_ = (l_396_ < l_397_);
                                    uint64_t l_399_ = uint64_t(l_388_);
                                    uint64_t l_400_ = (l_398_ ? l_396_ : l_399_);
                                    uint l_401_ = uint(l_400_);
                                    l_mut_304_ = l_401_;
                                }
                            } else {
                                uint64_t _e1040 = l_mut_158_;
                                l_mut_402_ = _e1040;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e1041 = l_mut_212_;
                                    uint64_t _e1042 = l_mut_402_;
                                    bool l_403_ = (_e1041 < _e1042);
                                    uint _e1044 = l_mut_304_;
                                    uint _e1045 = l_mut_258_;
                                    uint l_404_ = (_e1044 * _e1045);
                                    uint _e1047 = l_mut_67_;
                                    uint l_405_ = (_e1047 + l_404_);
                                    uint _e1049 = l_mut_258_;
                                    uint l_406_ = (l_405_ + _e1049);
                                    bool l_407_ = (l_406_ < l_13_);
                                    if (l_403_) {
                                        local_4 = l_407_;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_408_ = local_4;
                                    bool l_409_ = !(l_408_);
                                    if (l_409_) {
                                        break;
                                    }
                                    uint64_t _e1057 = l_mut_402_;
                                    uint64_t _e1058 = l_mut_212_;
                                    uint64_t l_410_ = (_e1057 - _e1058);
                                    l_mut_402_ = l_410_;
                                    uint _e1060 = l_mut_304_;
                                    l_mut_304_ = (_e1060 + 1u);
                                }
                            }
                        }
                        uint _e1063 = l_mut_304_;
                        uint _e1064 = l_mut_258_;
                        uint l_411_ = (_e1063 * _e1064);
                        uint _e1066 = l_mut_67_;
                        uint l_412_ = (_e1066 + l_411_);
                        uint _e1068 = l_mut_258_;
                        uint l_413_ = (l_412_ + _e1068);
                        bool l_414_ = (l_413_ >= l_13_);
                        if (l_414_) {
                            l_mut_379_ = 1u;
                        } else {
                            uint _e1072 = l_mut_304_;
                            uint64_t l_415_ = uint64_t(_e1072);
                            uint64_t _e1074 = l_mut_212_;
                            uint64_t l_416_ = (_e1074 * l_415_);
                            uint64_t _e1076 = l_mut_158_;
                            uint64_t l_417_ = (_e1076 - l_416_);
                            l_mut_284_ = l_417_;
                            uint _e1078 = l_mut_304_;
                            uint _e1079 = l_mut_258_;
                            uint l_418_ = (_e1078 * _e1079);
                            uint _e1081 = l_mut_67_;
                            uint l_419_ = (_e1081 + l_418_);
                            l_mut_271_ = l_419_;
                            uint64_t _e1083 = l_mut_212_;
                            uint64_t _e1084 = l_mut_284_;
                            uint64_t l_420_ = (_e1083 - _e1084);
                            l_mut_301_ = l_420_;
                            uint _e1086 = l_mut_258_;
                            uint _e1087 = l_mut_271_;
                            uint l_421_ = (_e1086 + _e1087);
                            l_mut_378_ = l_421_;
                        }
                    }
                }
                uint64_t _e1089 = l_mut_301_;
                l_mut_212_ = _e1089;
                uint64_t _e1090 = l_mut_284_;
                l_mut_158_ = _e1090;
                uint _e1091 = l_mut_271_;
                l_mut_67_ = _e1091;
                uint _e1092 = l_mut_378_;
                l_mut_258_ = _e1092;
                uint64_t _e1093 = l_mut_105_;
                l_mut_127_ = _e1093;
                uint _e1094 = l_mut_379_;
                bool l_422_ = (_e1094 == 1u);
                l_mut_259_ = l_422_;
                uint _e1097 = l_mut_379_;
                bool l_423_ = (_e1097 == 0u);
                l_mut_262_ = l_423_;
            } else {
                uint64_t _e1100 = l_mut_158_;
                uint64_t _e1101 = l_mut_127_;
                uint64_t l_424_ = (_e1100 - _e1101);
                l_mut_402_ = l_424_;
                uint64_t _e1103 = l_mut_127_;
                uint64_t l_425_ = (_e1103 - l_255_);
                l_mut_402_ = l_425_;
                uint64_t _e1105 = l_mut_158_;
                l_mut_301_ = _e1105;
                uint64_t _e1106 = l_mut_402_;
                uint64_t _e1107 = l_mut_158_;
                bool l_426_ = (_e1106 < _e1107);
                if (l_426_) {
                    uint64_t _e1109 = l_mut_402_;
                    l_mut_301_ = _e1109;
                }
                l_mut_355_ = false;
                uint64_t _e1112 = l_mut_301_;
                uint64_t l_428_ = (_e1112 >> uint(3uL));
                uint64_t _e1116 = l_mut_212_;
                bool l_429_ = (l_428_ < _e1116);
                bool l_430_ = !(l_429_);
                l_mut_355_ = l_430_;
                l_mut_379_ = 0u;
                uint64_t _e1120 = l_mut_212_;
                bool l_431_ = (_e1120 == 0uL);
                bool l_432_ = !(l_431_);
                bool _e1124 = l_mut_355_;
                if (_e1124) {
                    local_5 = l_432_;
                } else {
                    local_5 = false;
                }
                bool l_433_ = local_5;
                uint64_t _e1129 = l_mut_212_;
                uint64_t _e1130 = l_mut_301_;
                bool l_434_ = (_e1129 < _e1130);
                if (l_433_) {
                    local_6 = l_434_;
                } else {
                    local_6 = false;
                }
                bool l_435_ = local_6;
                uint _e1136 = l_mut_258_;
                uint _e1137 = l_mut_67_;
                uint l_436_ = (_e1136 + _e1137);
                bool l_437_ = (l_436_ < l_13_);
                if (l_435_) {
                    local_7 = l_437_;
                } else {
                    local_7 = false;
                }
                bool l_438_ = local_7;
                if (l_438_) {
                    uint _e1144 = l_mut_258_;
                    uint l_439_ = (l_13_ - _e1144);
                    uint _e1146 = l_mut_67_;
                    uint l_440_ = (l_439_ - _e1146);
                    uint _e1148 = l_mut_258_;
                    uint l_441_ = naga_div(l_440_, _e1148);
                    uint64_t _e1150 = l_mut_301_;
                    uint64_t l_442_ = (_e1150 - 1uL);
                    uint64_t _e1153 = l_mut_212_;
                    uint64_t l_443_ = naga_div(l_442_, _e1153);
                    uint64_t l_444_ = uint64_t(l_441_);
                    bool l_445_ = (l_443_ < l_444_);
                    uint64_t l_446_ = uint64_t(l_441_);
                    uint64_t l_447_ = (l_445_ ? l_443_ : l_446_);
                    uint l_448_ = uint(l_447_);
                    l_mut_379_ = l_448_;
                }
                uint64_t _e1161 = l_mut_158_;
                l_mut_402_ = _e1161;
                uint64_t _e1162 = l_mut_212_;
                l_mut_301_ = _e1162;
                uint _e1163 = l_mut_258_;
                l_mut_378_ = _e1163;
                uint _e1164 = l_mut_67_;
                l_mut_304_ = _e1164;
                uint64_t _e1165 = l_mut_127_;
                l_mut_284_ = _e1165;
                l_mut_271_ = 0u;
                uint _e1167 = l_mut_379_;
                bool l_449_ = (_e1167 > 0u);
                if (l_449_) {
                    uint _e1170 = l_mut_379_;
                    uint64_t l_450_ = uint64_t(_e1170);
                    uint64_t _e1172 = l_mut_212_;
                    uint64_t l_451_ = (_e1172 * l_450_);
                    uint64_t _e1174 = l_mut_127_;
                    uint64_t l_452_ = (_e1174 - l_451_);
                    l_mut_284_ = l_452_;
                    uint64_t _e1176 = l_mut_158_;
                    uint64_t l_453_ = (_e1176 - l_451_);
                    l_mut_402_ = l_453_;
                    uint _e1178 = l_mut_379_;
                    uint _e1179 = l_mut_258_;
                    uint l_454_ = (_e1178 * _e1179);
                    uint _e1181 = l_mut_67_;
                    uint l_455_ = (_e1181 + l_454_);
                    l_mut_304_ = l_455_;
                } else {
                    uint64_t _e1183 = l_mut_127_;
                    uint64_t _e1184 = l_mut_212_;
                    uint64_t l_456_ = (_e1183 - _e1184);
                    l_mut_284_ = l_456_;
                    uint64_t _e1186 = l_mut_284_;
                    bool l_457_ = (_e1186 < l_255_);
                    if (l_457_) {
                        l_mut_271_ = 2u;
                    }
                    uint _e1189 = l_mut_271_;
                    bool l_458_ = (_e1189 == 0u);
                    if (l_458_) {
                        uint _e1192 = l_mut_258_;
                        uint l_459_ = (l_13_ - _e1192);
                        uint _e1194 = l_mut_67_;
                        uint l_460_ = naga_div(l_459_, _e1194);
                        l_mut_379_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1199 = l_mut_212_;
                        uint64_t l_462_ = (_e1199 >> uint(3uL));
                        uint64_t _e1203 = l_mut_158_;
                        bool l_463_ = (l_462_ < _e1203);
                        bool l_464_ = !(l_463_);
                        l_mut_355_ = l_464_;
                        uint64_t _e1206 = l_mut_158_;
                        bool l_465_ = (_e1206 == 0uL);
                        if (l_465_) {
                            l_mut_379_ = l_460_;
                        } else {
                            bool _e1209 = l_mut_355_;
                            if (_e1209) {
                                uint64_t _e1210 = l_mut_158_;
                                uint64_t _e1211 = l_mut_212_;
                                bool l_466_ = (_e1210 < _e1211);
                                if (l_466_) {
                                    uint64_t _e1213 = l_mut_212_;
                                    uint64_t l_467_ = (_e1213 - 1uL);
                                    uint64_t _e1216 = l_mut_158_;
                                    uint64_t l_468_ = naga_div(l_467_, _e1216);
                                    uint64_t l_469_ = uint64_t(l_460_);
                                    bool l_470_ = (l_468_ < l_469_);
                                    uint64_t l_471_ = uint64_t(l_460_);
                                    uint64_t l_472_ = (l_470_ ? l_468_ : l_471_);
                                    uint l_473_ = uint(l_472_);
                                    l_mut_379_ = l_473_;
                                }
                            } else {
                                uint64_t _e1224 = l_mut_212_;
                                l_mut_105_ = _e1224;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1225 = l_mut_158_;
                                    uint64_t _e1226 = l_mut_105_;
                                    bool l_474_ = (_e1225 < _e1226);
                                    uint _e1228 = l_mut_379_;
                                    uint _e1229 = l_mut_67_;
                                    uint l_475_ = (_e1228 * _e1229);
                                    uint _e1231 = l_mut_258_;
                                    uint l_476_ = (_e1231 + l_475_);
                                    uint _e1233 = l_mut_67_;
                                    uint l_477_ = (l_476_ + _e1233);
                                    bool l_478_ = (l_477_ < l_13_);
                                    if (l_474_) {
                                        local_8 = l_478_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_479_ = local_8;
                                    bool l_480_ = !(l_479_);
                                    if (l_480_) {
                                        break;
                                    }
                                    uint64_t _e1241 = l_mut_105_;
                                    uint64_t _e1242 = l_mut_158_;
                                    uint64_t l_481_ = (_e1241 - _e1242);
                                    l_mut_105_ = l_481_;
                                    uint _e1244 = l_mut_379_;
                                    l_mut_379_ = (_e1244 + 1u);
                                }
                            }
                        }
                        uint _e1247 = l_mut_379_;
                        uint _e1248 = l_mut_67_;
                        uint l_482_ = (_e1247 * _e1248);
                        uint _e1250 = l_mut_258_;
                        uint l_483_ = (_e1250 + l_482_);
                        uint _e1252 = l_mut_67_;
                        uint l_484_ = (l_483_ + _e1252);
                        bool l_485_ = (l_484_ >= l_13_);
                        if (l_485_) {
                            l_mut_271_ = 1u;
                        } else {
                            uint _e1256 = l_mut_379_;
                            uint64_t l_486_ = uint64_t(_e1256);
                            uint64_t _e1258 = l_mut_158_;
                            uint64_t l_487_ = (_e1258 * l_486_);
                            uint64_t _e1260 = l_mut_212_;
                            uint64_t l_488_ = (_e1260 - l_487_);
                            l_mut_301_ = l_488_;
                            uint _e1262 = l_mut_379_;
                            uint _e1263 = l_mut_67_;
                            uint l_489_ = (_e1262 * _e1263);
                            uint _e1265 = l_mut_258_;
                            uint l_490_ = (_e1265 + l_489_);
                            l_mut_378_ = l_490_;
                            uint64_t _e1267 = l_mut_158_;
                            uint64_t _e1268 = l_mut_301_;
                            uint64_t l_491_ = (_e1267 - _e1268);
                            l_mut_402_ = l_491_;
                            uint _e1270 = l_mut_67_;
                            uint _e1271 = l_mut_378_;
                            uint l_492_ = (_e1270 + _e1271);
                            l_mut_304_ = l_492_;
                        }
                    }
                }
                uint64_t _e1273 = l_mut_301_;
                l_mut_212_ = _e1273;
                uint64_t _e1274 = l_mut_402_;
                l_mut_158_ = _e1274;
                uint _e1275 = l_mut_304_;
                l_mut_67_ = _e1275;
                uint _e1276 = l_mut_378_;
                l_mut_258_ = _e1276;
                uint64_t _e1277 = l_mut_284_;
                l_mut_127_ = _e1277;
                uint _e1278 = l_mut_271_;
                bool l_493_ = (_e1278 == 1u);
                l_mut_259_ = l_493_;
                uint _e1281 = l_mut_271_;
                bool l_494_ = (_e1281 == 0u);
                l_mut_262_ = l_494_;
            }
        }
        bool _e1284 = l_mut_259_;
        bool l_495_ = !(_e1284);
        if (l_495_) {
            uint l_1438_ = asuint(info.Load(20+0));
            uint l_1439_ = (l_1438_ * 1u);
            uint l_1440_ = (l_1439_ - 1u);
            uint l_1441_ = min(0u, l_1440_);
            uint _e1299; buffer_5_global.InterlockedAdd(l_1441_*4, 1u, _e1299);
            uint l_498_ = naga_div(l_13_, 8u);
            l_mut_379_ = 0u;
            l_mut_378_ = 0u;
            l_mut_304_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2689 = l_mut_499_;
                    l_mut_499_ = (_e2689 + 1u);
                }
                loop_init = false;
                uint _e1307 = l_mut_499_;
                if ((_e1307 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1310 = l_mut_499_;
                    uint l_500_ = (_e1310 * l_498_);
                    bool l_501_ = (l_500_ < l_74_);
                    uint l_502_ = naga_div(l_13_, 8u);
                    uint _e1315 = l_mut_499_;
                    uint l_503_ = (_e1315 * l_502_);
                    uint l_504_ = (l_503_ + l_503_);
                    uint64_t l_505_ = (l_102_ >> uint(63uL));
                    bool l_506_ = (l_505_ == 1uL);
                    l_mut_402_ = l_102_;
                    if (l_506_) {
                        uint64_t l_508_ = (0uL - l_102_);
                        l_mut_402_ = l_508_;
                    }
                    uint64_t l_509_ = uint64_t(l_504_);
                    uint64_t _e1327 = l_mut_402_;
                    uint64_t l_510_ = (_e1327 & 4294967295uL);
                    uint64_t l_511_ = (l_510_ * l_509_);
                    uint64_t _e1331 = l_mut_402_;
                    uint64_t l_512_ = (_e1331 >> uint(32uL));
                    uint64_t l_513_ = (l_512_ * l_509_);
                    uint64_t l_514_ = (l_513_ << uint(32uL));
                    uint64_t l_515_ = (l_511_ + l_514_);
                    uint64_t l_516_ = (l_513_ >> uint(32uL));
                    bool l_517_ = (l_515_ < l_511_);
                    uint64_t l_518_ = uint64_t(l_517_);
                    uint64_t l_519_ = (l_516_ + l_518_);
                    l_mut_402_ = l_515_;
                    bool l_520_ = (l_24_ == 64u);
                    if (l_520_) {
                        l_mut_402_ = l_519_;
                    } else {
                        bool l_521_ = (l_24_ > 0u);
                        if (l_521_) {
                            uint l_522_ = (64u - l_24_);
                            uint64_t l_523_ = uint64_t(l_522_);
                            uint64_t l_524_ = (l_519_ << uint(l_523_));
                            uint64_t l_525_ = uint64_t(l_24_);
                            uint64_t l_526_ = (l_515_ >> uint(l_525_));
                            uint64_t l_527_ = (l_524_ | l_526_);
                            l_mut_402_ = l_527_;
                        }
                    }
                    uint64_t _e1364 = l_mut_402_;
                    l_mut_301_ = _e1364;
                    if (l_506_) {
                        uint64_t _e1366 = l_mut_301_;
                        uint64_t l_529_ = (0uL - _e1366);
                        l_mut_301_ = l_529_;
                    }
                    uint64_t _e1368 = l_mut_301_;
                    uint64_t l_530_ = (l_84_ + _e1368);
                    uint64_t l_531_ = uint64_t(l_503_);
                    uint64_t l_532_ = (l_84_ * l_531_);
                    uint64_t l_533_ = (l_93_ + l_532_);
                    l_mut_402_ = 0uL;
                    bool l_535_ = (l_503_ < 65536u);
                    if (l_535_) {
                        uint l_536_ = (l_503_ * l_503_);
                        uint64_t l_537_ = (l_102_ >> uint(63uL));
                        bool l_538_ = (l_537_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_538_) {
                            uint64_t l_540_ = (0uL - l_102_);
                            l_mut_301_ = l_540_;
                        }
                        uint64_t l_541_ = uint64_t(l_536_);
                        uint64_t _e1386 = l_mut_301_;
                        uint64_t l_542_ = (_e1386 & 4294967295uL);
                        uint64_t l_543_ = (l_542_ * l_541_);
                        uint64_t _e1390 = l_mut_301_;
                        uint64_t l_544_ = (_e1390 >> uint(32uL));
                        uint64_t l_545_ = (l_544_ * l_541_);
                        uint64_t l_546_ = (l_545_ << uint(32uL));
                        uint64_t l_547_ = (l_543_ + l_546_);
                        uint64_t l_548_ = (l_545_ >> uint(32uL));
                        bool l_549_ = (l_547_ < l_543_);
                        uint64_t l_550_ = uint64_t(l_549_);
                        uint64_t l_551_ = (l_548_ + l_550_);
                        l_mut_301_ = l_547_;
                        bool l_552_ = (l_24_ == 64u);
                        if (l_552_) {
                            l_mut_301_ = l_551_;
                        } else {
                            bool l_553_ = (l_24_ > 0u);
                            if (l_553_) {
                                uint l_554_ = (64u - l_24_);
                                uint64_t l_555_ = uint64_t(l_554_);
                                uint64_t l_556_ = (l_551_ << uint(l_555_));
                                uint64_t l_557_ = uint64_t(l_24_);
                                uint64_t l_558_ = (l_547_ >> uint(l_557_));
                                uint64_t l_559_ = (l_556_ | l_558_);
                                l_mut_301_ = l_559_;
                            }
                        }
                        uint64_t _e1423 = l_mut_301_;
                        l_mut_284_ = _e1423;
                        if (l_538_) {
                            uint64_t _e1425 = l_mut_284_;
                            uint64_t l_561_ = (0uL - _e1425);
                            l_mut_284_ = l_561_;
                        }
                        uint64_t _e1427 = l_mut_284_;
                        l_mut_402_ = _e1427;
                    } else {
                        uint64_t l_562_ = (l_102_ >> uint(63uL));
                        bool l_563_ = (l_562_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_563_) {
                            uint64_t l_565_ = (0uL - l_102_);
                            l_mut_301_ = l_565_;
                        }
                        uint64_t l_566_ = uint64_t(l_503_);
                        uint64_t _e1437 = l_mut_301_;
                        uint64_t l_567_ = (_e1437 & 4294967295uL);
                        uint64_t l_568_ = (l_567_ * l_566_);
                        uint64_t _e1441 = l_mut_301_;
                        uint64_t l_569_ = (_e1441 >> uint(32uL));
                        uint64_t l_570_ = (l_569_ * l_566_);
                        uint64_t l_571_ = (l_570_ << uint(32uL));
                        uint64_t l_572_ = (l_568_ + l_571_);
                        uint64_t l_573_ = (l_570_ >> uint(32uL));
                        bool l_574_ = (l_572_ < l_568_);
                        uint64_t l_575_ = uint64_t(l_574_);
                        uint64_t l_576_ = (l_573_ + l_575_);
                        l_mut_284_ = l_572_;
                        if (false) {
                            l_mut_284_ = l_576_;
                        } else {
                            if (false) {
                                uint64_t l_580_ = (l_576_ << uint(64uL));
                                uint64_t l_582_ = (l_572_ >> uint(0uL));
                                uint64_t l_583_ = (l_580_ | l_582_);
                                l_mut_284_ = l_583_;
                            }
                        }
                        uint64_t l_584_ = uint64_t(l_503_);
                        uint64_t _e1471 = l_mut_301_;
                        uint64_t l_585_ = (_e1471 & 4294967295uL);
                        uint64_t l_586_ = (l_585_ * l_584_);
                        uint64_t _e1475 = l_mut_301_;
                        uint64_t l_587_ = (_e1475 >> uint(32uL));
                        uint64_t l_588_ = (l_587_ * l_584_);
                        uint64_t l_589_ = (l_588_ << uint(32uL));
                        uint64_t l_590_ = (l_586_ + l_589_);
                        uint64_t l_591_ = (l_588_ >> uint(32uL));
                        bool l_592_ = (l_590_ < l_586_);
                        uint64_t l_593_ = uint64_t(l_592_);
                        uint64_t l_594_ = (l_591_ + l_593_);
                        l_mut_301_ = l_590_;
                        if (true) {
                            l_mut_301_ = l_594_;
                        } else {
                            if (true) {
                                uint64_t l_598_ = (l_594_ << uint(0uL));
                                uint64_t l_600_ = (l_590_ >> uint(64uL));
                                uint64_t l_601_ = (l_598_ | l_600_);
                                l_mut_301_ = l_601_;
                            }
                        }
                        uint64_t l_602_ = uint64_t(l_503_);
                        uint64_t _e1505 = l_mut_284_;
                        uint64_t l_603_ = (_e1505 & 4294967295uL);
                        uint64_t l_604_ = (l_603_ * l_602_);
                        uint64_t _e1509 = l_mut_284_;
                        uint64_t l_605_ = (_e1509 >> uint(32uL));
                        uint64_t l_606_ = (l_605_ * l_602_);
                        uint64_t l_607_ = (l_606_ << uint(32uL));
                        uint64_t l_608_ = (l_604_ + l_607_);
                        uint64_t l_609_ = (l_606_ >> uint(32uL));
                        bool l_610_ = (l_608_ < l_604_);
                        uint64_t l_611_ = uint64_t(l_610_);
                        uint64_t l_612_ = (l_609_ + l_611_);
                        l_mut_212_ = l_608_;
                        if (false) {
                            l_mut_212_ = l_612_;
                        } else {
                            if (false) {
                                uint64_t l_616_ = (l_612_ << uint(64uL));
                                uint64_t l_618_ = (l_608_ >> uint(0uL));
                                uint64_t l_619_ = (l_616_ | l_618_);
                                l_mut_212_ = l_619_;
                            }
                        }
                        uint64_t l_620_ = uint64_t(l_503_);
                        uint64_t _e1539 = l_mut_284_;
                        uint64_t l_621_ = (_e1539 & 4294967295uL);
                        uint64_t l_622_ = (l_621_ * l_620_);
                        uint64_t _e1543 = l_mut_284_;
                        uint64_t l_623_ = (_e1543 >> uint(32uL));
                        uint64_t l_624_ = (l_623_ * l_620_);
                        uint64_t l_625_ = (l_624_ << uint(32uL));
                        uint64_t l_626_ = (l_622_ + l_625_);
                        uint64_t l_627_ = (l_624_ >> uint(32uL));
                        bool l_628_ = (l_626_ < l_622_);
                        uint64_t l_629_ = uint64_t(l_628_);
                        uint64_t l_630_ = (l_627_ + l_629_);
                        l_mut_284_ = l_626_;
                        if (true) {
                            l_mut_284_ = l_630_;
                        } else {
                            if (true) {
                                uint64_t l_634_ = (l_630_ << uint(0uL));
                                uint64_t l_636_ = (l_626_ >> uint(64uL));
                                uint64_t l_637_ = (l_634_ | l_636_);
                                l_mut_284_ = l_637_;
                            }
                        }
                        uint64_t l_638_ = uint64_t(l_503_);
                        uint64_t _e1573 = l_mut_301_;
                        uint64_t l_639_ = (_e1573 * l_638_);
                        uint64_t _e1575 = l_mut_284_;
                        uint64_t l_640_ = (_e1575 + l_639_);
                        uint64_t _e1577 = l_mut_212_;
                        l_mut_402_ = _e1577;
                        bool l_641_ = (l_24_ == 64u);
                        if (l_641_) {
                            l_mut_402_ = l_640_;
                        } else {
                            bool l_642_ = (l_24_ > 0u);
                            if (l_642_) {
                                uint l_643_ = (64u - l_24_);
                                uint64_t l_644_ = uint64_t(l_643_);
                                uint64_t l_645_ = (l_640_ << uint(l_644_));
                                uint64_t l_646_ = uint64_t(l_24_);
                                uint64_t _e1589 = l_mut_212_;
                                uint64_t l_647_ = (_e1589 >> uint(l_646_));
                                uint64_t l_648_ = (l_645_ + l_647_);
                                l_mut_402_ = l_648_;
                            }
                        }
                        if (l_563_) {
                            uint64_t _e1595 = l_mut_402_;
                            uint64_t l_650_ = (0uL - _e1595);
                            l_mut_402_ = l_650_;
                        }
                    }
                    uint64_t _e1597 = l_mut_402_;
                    uint64_t l_651_ = (l_533_ + _e1597);
                    uint64_t l_652_ = (l_102_ >> uint(63uL));
                    bool l_653_ = (l_652_ == 1uL);
                    l_mut_402_ = l_102_;
                    if (l_653_) {
                        uint64_t l_655_ = (0uL - l_102_);
                        l_mut_402_ = l_655_;
                    }
                    uint64_t l_656_ = uint64_t(l_502_);
                    uint64_t _e1608 = l_mut_402_;
                    uint64_t l_657_ = (_e1608 & 4294967295uL);
                    uint64_t l_658_ = (l_657_ * l_656_);
                    uint64_t _e1612 = l_mut_402_;
                    uint64_t l_659_ = (_e1612 >> uint(32uL));
                    uint64_t l_660_ = (l_659_ * l_656_);
                    uint64_t l_661_ = (l_660_ << uint(32uL));
                    uint64_t l_662_ = (l_658_ + l_661_);
                    uint64_t l_663_ = (l_660_ >> uint(32uL));
                    bool l_664_ = (l_662_ < l_658_);
                    uint64_t l_665_ = uint64_t(l_664_);
                    uint64_t l_666_ = (l_663_ + l_665_);
                    l_mut_402_ = l_662_;
                    bool l_667_ = (l_24_ == 64u);
                    if (l_667_) {
                        l_mut_402_ = l_666_;
                    } else {
                        bool l_668_ = (l_24_ > 0u);
                        if (l_668_) {
                            uint l_669_ = (64u - l_24_);
                            uint64_t l_670_ = uint64_t(l_669_);
                            uint64_t l_671_ = (l_666_ << uint(l_670_));
                            uint64_t l_672_ = uint64_t(l_24_);
                            uint64_t l_673_ = (l_662_ >> uint(l_672_));
                            uint64_t l_674_ = (l_671_ | l_673_);
                            l_mut_402_ = l_674_;
                        }
                    }
                    uint64_t _e1645 = l_mut_402_;
                    l_mut_301_ = _e1645;
                    if (l_653_) {
                        uint64_t _e1647 = l_mut_301_;
                        uint64_t l_676_ = (0uL - _e1647);
                        l_mut_301_ = l_676_;
                    }
                    uint64_t _e1649 = l_mut_301_;
                    uint64_t l_677_ = (l_530_ + _e1649);
                    uint l_678_ = (l_24_ + 3u);
                    l_mut_402_ = 0uL;
                    bool l_680_ = (l_502_ < 65536u);
                    if (l_680_) {
                        uint l_681_ = (l_502_ * l_502_);
                        uint64_t l_682_ = (l_102_ >> uint(63uL));
                        bool l_683_ = (l_682_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_683_) {
                            uint64_t l_685_ = (0uL - l_102_);
                            l_mut_301_ = l_685_;
                        }
                        uint64_t l_686_ = uint64_t(l_681_);
                        uint64_t _e1666 = l_mut_301_;
                        uint64_t l_687_ = (_e1666 & 4294967295uL);
                        uint64_t l_688_ = (l_687_ * l_686_);
                        uint64_t _e1670 = l_mut_301_;
                        uint64_t l_689_ = (_e1670 >> uint(32uL));
                        uint64_t l_690_ = (l_689_ * l_686_);
                        uint64_t l_691_ = (l_690_ << uint(32uL));
                        uint64_t l_692_ = (l_688_ + l_691_);
                        uint64_t l_693_ = (l_690_ >> uint(32uL));
                        bool l_694_ = (l_692_ < l_688_);
                        uint64_t l_695_ = uint64_t(l_694_);
                        uint64_t l_696_ = (l_693_ + l_695_);
                        l_mut_301_ = l_692_;
                        bool l_697_ = (l_678_ == 64u);
                        if (l_697_) {
                            l_mut_301_ = l_696_;
                        } else {
                            bool l_698_ = (l_678_ > 0u);
                            if (l_698_) {
                                uint l_699_ = (64u - l_678_);
                                uint64_t l_700_ = uint64_t(l_699_);
                                uint64_t l_701_ = (l_696_ << uint(l_700_));
                                uint64_t l_702_ = uint64_t(l_678_);
                                uint64_t l_703_ = (l_692_ >> uint(l_702_));
                                uint64_t l_704_ = (l_701_ | l_703_);
                                l_mut_301_ = l_704_;
                            }
                        }
                        uint64_t _e1703 = l_mut_301_;
                        l_mut_284_ = _e1703;
                        if (l_683_) {
                            uint64_t _e1705 = l_mut_284_;
                            uint64_t l_706_ = (0uL - _e1705);
                            l_mut_284_ = l_706_;
                        }
                        uint64_t _e1707 = l_mut_284_;
                        l_mut_402_ = _e1707;
                    } else {
                        uint64_t l_707_ = (l_102_ >> uint(63uL));
                        bool l_708_ = (l_707_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_708_) {
                            uint64_t l_710_ = (0uL - l_102_);
                            l_mut_301_ = l_710_;
                        }
                        uint64_t l_711_ = uint64_t(l_502_);
                        uint64_t _e1717 = l_mut_301_;
                        uint64_t l_712_ = (_e1717 & 4294967295uL);
                        uint64_t l_713_ = (l_712_ * l_711_);
                        uint64_t _e1721 = l_mut_301_;
                        uint64_t l_714_ = (_e1721 >> uint(32uL));
                        uint64_t l_715_ = (l_714_ * l_711_);
                        uint64_t l_716_ = (l_715_ << uint(32uL));
                        uint64_t l_717_ = (l_713_ + l_716_);
                        uint64_t l_718_ = (l_715_ >> uint(32uL));
                        bool l_719_ = (l_717_ < l_713_);
                        uint64_t l_720_ = uint64_t(l_719_);
                        uint64_t l_721_ = (l_718_ + l_720_);
                        l_mut_284_ = l_717_;
                        if (false) {
                            l_mut_284_ = l_721_;
                        } else {
                            if (false) {
                                uint64_t l_725_ = (l_721_ << uint(64uL));
                                uint64_t l_727_ = (l_717_ >> uint(0uL));
                                uint64_t l_728_ = (l_725_ | l_727_);
                                l_mut_284_ = l_728_;
                            }
                        }
                        uint64_t l_729_ = uint64_t(l_502_);
                        uint64_t _e1751 = l_mut_301_;
                        uint64_t l_730_ = (_e1751 & 4294967295uL);
                        uint64_t l_731_ = (l_730_ * l_729_);
                        uint64_t _e1755 = l_mut_301_;
                        uint64_t l_732_ = (_e1755 >> uint(32uL));
                        uint64_t l_733_ = (l_732_ * l_729_);
                        uint64_t l_734_ = (l_733_ << uint(32uL));
                        uint64_t l_735_ = (l_731_ + l_734_);
                        uint64_t l_736_ = (l_733_ >> uint(32uL));
                        bool l_737_ = (l_735_ < l_731_);
                        uint64_t l_738_ = uint64_t(l_737_);
                        uint64_t l_739_ = (l_736_ + l_738_);
                        l_mut_301_ = l_735_;
                        if (true) {
                            l_mut_301_ = l_739_;
                        } else {
                            if (true) {
                                uint64_t l_743_ = (l_739_ << uint(0uL));
                                uint64_t l_745_ = (l_735_ >> uint(64uL));
                                uint64_t l_746_ = (l_743_ | l_745_);
                                l_mut_301_ = l_746_;
                            }
                        }
                        uint64_t l_747_ = uint64_t(l_502_);
                        uint64_t _e1785 = l_mut_284_;
                        uint64_t l_748_ = (_e1785 & 4294967295uL);
                        uint64_t l_749_ = (l_748_ * l_747_);
                        uint64_t _e1789 = l_mut_284_;
                        uint64_t l_750_ = (_e1789 >> uint(32uL));
                        uint64_t l_751_ = (l_750_ * l_747_);
                        uint64_t l_752_ = (l_751_ << uint(32uL));
                        uint64_t l_753_ = (l_749_ + l_752_);
                        uint64_t l_754_ = (l_751_ >> uint(32uL));
                        bool l_755_ = (l_753_ < l_749_);
                        uint64_t l_756_ = uint64_t(l_755_);
                        uint64_t l_757_ = (l_754_ + l_756_);
                        l_mut_212_ = l_753_;
                        if (false) {
                            l_mut_212_ = l_757_;
                        } else {
                            if (false) {
                                uint64_t l_761_ = (l_757_ << uint(64uL));
                                uint64_t l_763_ = (l_753_ >> uint(0uL));
                                uint64_t l_764_ = (l_761_ | l_763_);
                                l_mut_212_ = l_764_;
                            }
                        }
                        uint64_t l_765_ = uint64_t(l_502_);
                        uint64_t _e1819 = l_mut_284_;
                        uint64_t l_766_ = (_e1819 & 4294967295uL);
                        uint64_t l_767_ = (l_766_ * l_765_);
                        uint64_t _e1823 = l_mut_284_;
                        uint64_t l_768_ = (_e1823 >> uint(32uL));
                        uint64_t l_769_ = (l_768_ * l_765_);
                        uint64_t l_770_ = (l_769_ << uint(32uL));
                        uint64_t l_771_ = (l_767_ + l_770_);
                        uint64_t l_772_ = (l_769_ >> uint(32uL));
                        bool l_773_ = (l_771_ < l_767_);
                        uint64_t l_774_ = uint64_t(l_773_);
                        uint64_t l_775_ = (l_772_ + l_774_);
                        l_mut_284_ = l_771_;
                        if (true) {
                            l_mut_284_ = l_775_;
                        } else {
                            if (true) {
                                uint64_t l_779_ = (l_775_ << uint(0uL));
                                uint64_t l_781_ = (l_771_ >> uint(64uL));
                                uint64_t l_782_ = (l_779_ | l_781_);
                                l_mut_284_ = l_782_;
                            }
                        }
                        uint64_t l_783_ = uint64_t(l_502_);
                        uint64_t _e1853 = l_mut_301_;
                        uint64_t l_784_ = (_e1853 * l_783_);
                        uint64_t _e1855 = l_mut_284_;
                        uint64_t l_785_ = (_e1855 + l_784_);
                        uint64_t _e1857 = l_mut_212_;
                        l_mut_402_ = _e1857;
                        bool l_786_ = (l_678_ == 64u);
                        if (l_786_) {
                            l_mut_402_ = l_785_;
                        } else {
                            bool l_787_ = (l_678_ > 0u);
                            if (l_787_) {
                                uint l_788_ = (64u - l_678_);
                                uint64_t l_789_ = uint64_t(l_788_);
                                uint64_t l_790_ = (l_785_ << uint(l_789_));
                                uint64_t l_791_ = uint64_t(l_678_);
                                uint64_t _e1869 = l_mut_212_;
                                uint64_t l_792_ = (_e1869 >> uint(l_791_));
                                uint64_t l_793_ = (l_790_ + l_792_);
                                l_mut_402_ = l_793_;
                            }
                        }
                        if (l_708_) {
                            uint64_t _e1875 = l_mut_402_;
                            uint64_t l_795_ = (0uL - _e1875);
                            l_mut_402_ = l_795_;
                        }
                    }
                    uint64_t _e1877 = l_mut_402_;
                    uint64_t l_796_ = (l_651_ - _e1877);
                    uint64_t l_797_ = (l_796_ + l_42_);
                    uint64_t l_799_ = (0uL - l_677_);
                    uint64_t l_800_ = (l_42_ + l_42_);
                    l_mut_402_ = l_799_;
                    uint64_t l_802_ = (0uL - l_799_);
                    l_mut_301_ = l_802_;
                    l_mut_284_ = l_797_;
                    l_mut_271_ = 1u;
                    l_mut_258_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1888 = l_mut_284_;
                    bool l_803_ = (_e1888 < l_800_);
                    bool l_804_ = !(l_803_);
                    l_mut_350_ = l_804_;
                    bool l_805_ = (l_799_ == 0uL);
                    if (l_805_) {
                        bool _e1893 = l_mut_350_;
                        l_mut_355_ = _e1893;
                        l_mut_350_ = false;
                    }
                    bool _e1895 = l_mut_350_;
                    if (_e1895) {
                        uint64_t l_806_ = (l_799_ >> uint(63uL));
                        bool l_807_ = (l_806_ == 1uL);
                        l_mut_212_ = l_799_;
                        if (l_807_) {
                            uint64_t l_809_ = (0uL - l_799_);
                            l_mut_212_ = l_809_;
                        }
                        uint l_810_ = (l_502_ - 1u);
                        uint64_t l_811_ = uint64_t(l_810_);
                        uint64_t _e1907 = l_mut_212_;
                        uint64_t l_812_ = (_e1907 * l_811_);
                        l_mut_67_ = 0u;
                        uint l_813_ = (l_502_ - 1u);
                        uint64_t l_814_ = uint64_t(l_813_);
                        uint64_t _e1913 = l_mut_212_;
                        uint64_t l_815_ = (_e1913 & 4294967295uL);
                        uint64_t l_816_ = (l_815_ * l_814_);
                        uint64_t _e1917 = l_mut_212_;
                        uint64_t l_817_ = (_e1917 >> uint(32uL));
                        uint64_t l_818_ = (l_817_ * l_814_);
                        uint64_t l_819_ = (l_818_ << uint(32uL));
                        uint64_t l_820_ = (l_816_ + l_819_);
                        uint64_t l_821_ = (l_818_ >> uint(32uL));
                        bool l_822_ = (l_820_ < l_816_);
                        uint64_t l_823_ = uint64_t(l_822_);
                        uint64_t l_824_ = (l_821_ + l_823_);
                        l_mut_158_ = l_820_;
                        if (true) {
                            l_mut_158_ = l_824_;
                        } else {
                            if (true) {
                                uint64_t l_828_ = (l_824_ << uint(0uL));
                                uint64_t l_830_ = (l_820_ >> uint(64uL));
                                uint64_t l_831_ = (l_828_ | l_830_);
                                l_mut_158_ = l_831_;
                            }
                        }
                        uint64_t _e1946 = l_mut_158_;
                        bool l_832_ = (_e1946 == 0uL);
                        if (l_832_) {
                            l_mut_158_ = l_797_;
                            if (l_807_) {
                                uint64_t l_834_ = (0uL - l_797_);
                                bool l_835_ = (l_797_ == 0uL);
                                bool l_836_ = !(l_835_);
                                bool l_837_ = (l_812_ < l_834_);
                                bool l_838_ = !(l_837_);
                                if (l_836_) {
                                    local_9 = l_838_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_839_ = local_9;
                                if (l_839_) {
                                    uint l_840_ = (l_502_ - 1u);
                                    l_mut_127_ = l_834_;
                                    uint64_t _e1962 = l_mut_212_;
                                    bool l_841_ = (l_834_ < _e1962);
                                    bool l_842_ = !(l_841_);
                                    if (l_842_) {
                                        l_mut_843_ = 0u;
                                        uint64_t _e1966 = l_mut_212_;
                                        bool l_844_ = (_e1966 < l_834_);
                                        if (l_844_) {
                                            uint64_t l_845_ = (l_834_ - 1uL);
                                            uint64_t _e1970 = l_mut_212_;
                                            uint64_t l_846_ = naga_div(l_845_, _e1970);
                                            uint64_t l_847_ = uint64_t(l_840_);
                                            bool l_848_ = (l_846_ < l_847_);
                                            uint64_t l_849_ = uint64_t(l_840_);
                                            uint64_t l_850_ = (l_848_ ? l_846_ : l_849_);
                                            uint l_851_ = uint(l_850_);
                                            l_mut_843_ = l_851_;
                                        }
                                        uint _e1978 = l_mut_843_;
                                        uint64_t l_852_ = uint64_t(_e1978);
                                        uint64_t _e1980 = l_mut_212_;
                                        uint64_t l_853_ = (_e1980 * l_852_);
                                        uint64_t l_854_ = (l_834_ - l_853_);
                                        l_mut_127_ = l_854_;
                                        uint64_t _e1983 = l_mut_127_;
                                        uint64_t _e1984 = l_mut_212_;
                                        bool l_855_ = (_e1983 < _e1984);
                                        bool l_856_ = !(l_855_);
                                        if (l_856_) {
                                            uint64_t _e1987 = l_mut_127_;
                                            uint64_t _e1988 = l_mut_212_;
                                            uint64_t l_857_ = (_e1987 - _e1988);
                                            l_mut_127_ = l_857_;
                                        }
                                    }
                                    uint64_t _e1990 = l_mut_212_;
                                    uint64_t _e1991 = l_mut_127_;
                                    uint64_t l_858_ = (_e1990 - _e1991);
                                    l_mut_127_ = l_858_;
                                    uint64_t _e1993 = l_mut_212_;
                                    bool l_859_ = (l_858_ < _e1993);
                                    bool l_860_ = !(l_859_);
                                    if (l_860_) {
                                        uint64_t _e1996 = l_mut_212_;
                                        uint64_t l_861_ = (l_858_ - _e1996);
                                        l_mut_127_ = l_861_;
                                    }
                                    uint64_t _e1998 = l_mut_127_;
                                    uint64_t _e1999 = l_mut_158_;
                                    bool l_862_ = (_e1998 < _e1999);
                                    if (l_862_) {
                                        uint64_t _e2001 = l_mut_127_;
                                        l_mut_158_ = _e2001;
                                    }
                                }
                            } else {
                                uint64_t l_863_ = (l_797_ - l_812_);
                                l_mut_158_ = l_863_;
                                bool l_864_ = (l_797_ < l_812_);
                                if (l_864_) {
                                    uint l_865_ = (l_502_ - 1u);
                                    l_mut_127_ = l_797_;
                                    uint64_t _e2006 = l_mut_212_;
                                    bool l_866_ = (l_797_ < _e2006);
                                    bool l_867_ = !(l_866_);
                                    if (l_867_) {
                                        l_mut_843_ = 0u;
                                        uint64_t _e2010 = l_mut_212_;
                                        bool l_868_ = (_e2010 < l_797_);
                                        if (l_868_) {
                                            uint64_t l_869_ = (l_797_ - 1uL);
                                            uint64_t _e2014 = l_mut_212_;
                                            uint64_t l_870_ = naga_div(l_869_, _e2014);
                                            uint64_t l_871_ = uint64_t(l_865_);
                                            bool l_872_ = (l_870_ < l_871_);
                                            uint64_t l_873_ = uint64_t(l_865_);
                                            uint64_t l_874_ = (l_872_ ? l_870_ : l_873_);
                                            uint l_875_ = uint(l_874_);
                                            l_mut_843_ = l_875_;
                                        }
                                        uint _e2022 = l_mut_843_;
                                        uint64_t l_876_ = uint64_t(_e2022);
                                        uint64_t _e2024 = l_mut_212_;
                                        uint64_t l_877_ = (_e2024 * l_876_);
                                        uint64_t l_878_ = (l_797_ - l_877_);
                                        l_mut_127_ = l_878_;
                                        uint64_t _e2027 = l_mut_127_;
                                        uint64_t _e2028 = l_mut_212_;
                                        bool l_879_ = (_e2027 < _e2028);
                                        bool l_880_ = !(l_879_);
                                        if (l_880_) {
                                            uint64_t _e2031 = l_mut_127_;
                                            uint64_t _e2032 = l_mut_212_;
                                            uint64_t l_881_ = (_e2031 - _e2032);
                                            l_mut_127_ = l_881_;
                                        }
                                    }
                                    uint64_t _e2034 = l_mut_127_;
                                    uint64_t _e2035 = l_mut_158_;
                                    bool l_882_ = (_e2034 < _e2035);
                                    if (l_882_) {
                                        uint64_t _e2037 = l_mut_127_;
                                        l_mut_158_ = _e2037;
                                    }
                                }
                            }
                            uint64_t _e2038 = l_mut_158_;
                            bool l_883_ = (_e2038 < l_800_);
                            bool l_884_ = !(l_883_);
                            uint l_885_ = uint(l_884_);
                            uint l_886_ = (2u - l_885_);
                            l_mut_67_ = l_886_;
                        }
                        uint _e2044 = l_mut_67_;
                        bool l_887_ = (_e2044 > 0u);
                        if (l_887_) {
                            uint _e2047 = l_mut_67_;
                            bool l_888_ = (_e2047 == 1u);
                            l_mut_355_ = l_888_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e2052 = l_mut_350_;
                        bool l_889_ = !(_e2052);
                        if (l_889_) {
                            break;
                        }
                        uint64_t _e2054 = l_mut_284_;
                        uint64_t _e2055 = l_mut_402_;
                        bool l_890_ = (_e2054 < _e2055);
                        if (l_890_) {
                            uint64_t _e2057 = l_mut_402_;
                            uint64_t _e2058 = l_mut_284_;
                            uint64_t l_891_ = (_e2057 - _e2058);
                            l_mut_212_ = l_891_;
                            uint64_t _e2060 = l_mut_402_;
                            l_mut_158_ = _e2060;
                            uint64_t _e2061 = l_mut_212_;
                            uint64_t _e2062 = l_mut_402_;
                            bool l_892_ = (_e2061 < _e2062);
                            if (l_892_) {
                                uint64_t _e2064 = l_mut_212_;
                                l_mut_158_ = _e2064;
                            }
                            l_mut_259_ = false;
                            uint64_t _e2067 = l_mut_158_;
                            uint64_t l_894_ = (_e2067 >> uint(3uL));
                            uint64_t _e2071 = l_mut_301_;
                            bool l_895_ = (l_894_ < _e2071);
                            bool l_896_ = !(l_895_);
                            l_mut_259_ = l_896_;
                            l_mut_843_ = 0u;
                            uint64_t _e2075 = l_mut_301_;
                            bool l_897_ = (_e2075 == 0uL);
                            bool l_898_ = !(l_897_);
                            bool _e2079 = l_mut_259_;
                            if (_e2079) {
                                local_10 = l_898_;
                            } else {
                                local_10 = false;
                            }
                            bool l_899_ = local_10;
                            uint64_t _e2084 = l_mut_301_;
                            uint64_t _e2085 = l_mut_158_;
                            bool l_900_ = (_e2084 < _e2085);
                            if (l_899_) {
                                local_11 = l_900_;
                            } else {
                                local_11 = false;
                            }
                            bool l_901_ = local_11;
                            uint _e2091 = l_mut_271_;
                            uint _e2092 = l_mut_258_;
                            uint l_902_ = (_e2091 + _e2092);
                            bool l_903_ = (l_902_ < l_502_);
                            if (l_901_) {
                                local_12 = l_903_;
                            } else {
                                local_12 = false;
                            }
                            bool l_904_ = local_12;
                            if (l_904_) {
                                uint _e2099 = l_mut_271_;
                                uint l_905_ = (l_502_ - _e2099);
                                uint _e2101 = l_mut_258_;
                                uint l_906_ = (l_905_ - _e2101);
                                uint _e2103 = l_mut_271_;
                                uint l_907_ = naga_div(l_906_, _e2103);
                                uint64_t _e2105 = l_mut_158_;
                                uint64_t l_908_ = (_e2105 - 1uL);
                                uint64_t _e2108 = l_mut_301_;
                                uint64_t l_909_ = naga_div(l_908_, _e2108);
                                uint64_t l_910_ = uint64_t(l_907_);
                                bool l_911_ = (l_909_ < l_910_);
                                uint64_t l_912_ = uint64_t(l_907_);
                                uint64_t l_913_ = (l_911_ ? l_909_ : l_912_);
                                uint l_914_ = uint(l_913_);
                                l_mut_843_ = l_914_;
                            }
                            uint64_t _e2116 = l_mut_402_;
                            l_mut_212_ = _e2116;
                            uint64_t _e2117 = l_mut_301_;
                            l_mut_158_ = _e2117;
                            uint _e2118 = l_mut_271_;
                            l_mut_67_ = _e2118;
                            uint _e2119 = l_mut_258_;
                            l_mut_915_ = _e2119;
                            uint64_t _e2120 = l_mut_284_;
                            l_mut_127_ = _e2120;
                            l_mut_916_ = 0u;
                            uint _e2122 = l_mut_843_;
                            bool l_917_ = (_e2122 > 0u);
                            if (l_917_) {
                                uint _e2125 = l_mut_843_;
                                uint64_t l_918_ = uint64_t(_e2125);
                                uint64_t _e2127 = l_mut_301_;
                                uint64_t l_919_ = (_e2127 * l_918_);
                                uint64_t _e2129 = l_mut_402_;
                                uint64_t l_920_ = (_e2129 - l_919_);
                                l_mut_212_ = l_920_;
                                uint _e2131 = l_mut_843_;
                                uint _e2132 = l_mut_271_;
                                uint l_921_ = (_e2131 * _e2132);
                                uint _e2134 = l_mut_258_;
                                uint l_922_ = (_e2134 + l_921_);
                                l_mut_915_ = l_922_;
                            } else {
                                uint _e2136 = l_mut_916_;
                                bool l_923_ = (_e2136 == 0u);
                                if (l_923_) {
                                    uint _e2139 = l_mut_271_;
                                    uint l_924_ = (l_502_ - _e2139);
                                    uint _e2141 = l_mut_258_;
                                    uint l_925_ = naga_div(l_924_, _e2141);
                                    l_mut_843_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2146 = l_mut_301_;
                                    uint64_t l_927_ = (_e2146 >> uint(3uL));
                                    uint64_t _e2150 = l_mut_402_;
                                    bool l_928_ = (l_927_ < _e2150);
                                    bool l_929_ = !(l_928_);
                                    l_mut_259_ = l_929_;
                                    uint64_t _e2153 = l_mut_402_;
                                    bool l_930_ = (_e2153 == 0uL);
                                    if (l_930_) {
                                        l_mut_843_ = l_925_;
                                    } else {
                                        bool _e2156 = l_mut_259_;
                                        if (_e2156) {
                                            uint64_t _e2157 = l_mut_402_;
                                            uint64_t _e2158 = l_mut_301_;
                                            bool l_931_ = (_e2157 < _e2158);
                                            if (l_931_) {
                                                uint64_t _e2160 = l_mut_301_;
                                                uint64_t l_932_ = (_e2160 - 1uL);
                                                uint64_t _e2163 = l_mut_402_;
                                                uint64_t l_933_ = naga_div(l_932_, _e2163);
                                                uint64_t l_934_ = uint64_t(l_925_);
                                                bool l_935_ = (l_933_ < l_934_);
                                                uint64_t l_936_ = uint64_t(l_925_);
                                                uint64_t l_937_ = (l_935_ ? l_933_ : l_936_);
                                                uint l_938_ = uint(l_937_);
                                                l_mut_843_ = l_938_;
                                            }
                                        } else {
                                            uint64_t _e2171 = l_mut_301_;
                                            l_mut_105_ = _e2171;
                                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                                uint64_t _e2172 = l_mut_402_;
                                                uint64_t _e2173 = l_mut_105_;
                                                bool l_939_ = (_e2172 < _e2173);
                                                uint _e2175 = l_mut_843_;
                                                uint _e2176 = l_mut_258_;
                                                uint l_940_ = (_e2175 * _e2176);
                                                uint _e2178 = l_mut_271_;
                                                uint l_941_ = (_e2178 + l_940_);
                                                uint _e2180 = l_mut_258_;
                                                uint l_942_ = (l_941_ + _e2180);
                                                bool l_943_ = (l_942_ < l_502_);
                                                if (l_939_) {
                                                    local_13 = l_943_;
                                                } else {
                                                    local_13 = false;
                                                }
                                                bool l_944_ = local_13;
                                                bool l_945_ = !(l_944_);
                                                if (l_945_) {
                                                    break;
                                                }
                                                uint64_t _e2188 = l_mut_105_;
                                                uint64_t _e2189 = l_mut_402_;
                                                uint64_t l_946_ = (_e2188 - _e2189);
                                                l_mut_105_ = l_946_;
                                                uint _e2191 = l_mut_843_;
                                                l_mut_843_ = (_e2191 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2194 = l_mut_843_;
                                    uint _e2195 = l_mut_258_;
                                    uint l_947_ = (_e2194 * _e2195);
                                    uint _e2197 = l_mut_271_;
                                    uint l_948_ = (_e2197 + l_947_);
                                    uint _e2199 = l_mut_258_;
                                    uint l_949_ = (l_948_ + _e2199);
                                    bool l_950_ = (l_949_ >= l_502_);
                                    if (l_950_) {
                                        l_mut_916_ = 1u;
                                    } else {
                                        uint _e2203 = l_mut_843_;
                                        uint64_t l_951_ = uint64_t(_e2203);
                                        uint64_t _e2205 = l_mut_402_;
                                        uint64_t l_952_ = (_e2205 * l_951_);
                                        uint64_t _e2207 = l_mut_301_;
                                        uint64_t l_953_ = (_e2207 - l_952_);
                                        l_mut_158_ = l_953_;
                                        uint _e2209 = l_mut_843_;
                                        uint _e2210 = l_mut_258_;
                                        uint l_954_ = (_e2209 * _e2210);
                                        uint _e2212 = l_mut_271_;
                                        uint l_955_ = (_e2212 + l_954_);
                                        l_mut_67_ = l_955_;
                                        uint64_t _e2214 = l_mut_402_;
                                        uint64_t _e2215 = l_mut_158_;
                                        uint64_t l_956_ = (_e2214 - _e2215);
                                        l_mut_212_ = l_956_;
                                        uint _e2217 = l_mut_258_;
                                        uint _e2218 = l_mut_67_;
                                        uint l_957_ = (_e2217 + _e2218);
                                        l_mut_915_ = l_957_;
                                    }
                                }
                            }
                            uint64_t _e2220 = l_mut_212_;
                            l_mut_402_ = _e2220;
                            uint64_t _e2221 = l_mut_158_;
                            l_mut_301_ = _e2221;
                            uint _e2222 = l_mut_67_;
                            l_mut_271_ = _e2222;
                            uint _e2223 = l_mut_915_;
                            l_mut_258_ = _e2223;
                            uint64_t _e2224 = l_mut_127_;
                            l_mut_284_ = _e2224;
                            uint _e2225 = l_mut_916_;
                            bool l_958_ = (_e2225 == 1u);
                            l_mut_355_ = l_958_;
                            uint _e2228 = l_mut_916_;
                            bool l_959_ = (_e2228 == 0u);
                            l_mut_350_ = l_959_;
                        } else {
                            uint64_t _e2231 = l_mut_301_;
                            uint64_t _e2232 = l_mut_284_;
                            uint64_t l_960_ = (_e2231 - _e2232);
                            l_mut_212_ = l_960_;
                            uint64_t _e2234 = l_mut_284_;
                            uint64_t l_961_ = (_e2234 - l_800_);
                            l_mut_212_ = l_961_;
                            uint64_t _e2236 = l_mut_301_;
                            l_mut_158_ = _e2236;
                            uint64_t _e2237 = l_mut_212_;
                            uint64_t _e2238 = l_mut_301_;
                            bool l_962_ = (_e2237 < _e2238);
                            if (l_962_) {
                                uint64_t _e2240 = l_mut_212_;
                                l_mut_158_ = _e2240;
                            }
                            l_mut_259_ = false;
                            uint64_t _e2243 = l_mut_158_;
                            uint64_t l_964_ = (_e2243 >> uint(3uL));
                            uint64_t _e2247 = l_mut_402_;
                            bool l_965_ = (l_964_ < _e2247);
                            bool l_966_ = !(l_965_);
                            l_mut_259_ = l_966_;
                            l_mut_916_ = 0u;
                            uint64_t _e2251 = l_mut_402_;
                            bool l_967_ = (_e2251 == 0uL);
                            bool l_968_ = !(l_967_);
                            bool _e2255 = l_mut_259_;
                            if (_e2255) {
                                local_14 = l_968_;
                            } else {
                                local_14 = false;
                            }
                            bool l_969_ = local_14;
                            uint64_t _e2260 = l_mut_402_;
                            uint64_t _e2261 = l_mut_158_;
                            bool l_970_ = (_e2260 < _e2261);
                            if (l_969_) {
                                local_15 = l_970_;
                            } else {
                                local_15 = false;
                            }
                            bool l_971_ = local_15;
                            uint _e2267 = l_mut_258_;
                            uint _e2268 = l_mut_271_;
                            uint l_972_ = (_e2267 + _e2268);
                            bool l_973_ = (l_972_ < l_502_);
                            if (l_971_) {
                                local_16 = l_973_;
                            } else {
                                local_16 = false;
                            }
                            bool l_974_ = local_16;
                            if (l_974_) {
                                uint _e2275 = l_mut_258_;
                                uint l_975_ = (l_502_ - _e2275);
                                uint _e2277 = l_mut_271_;
                                uint l_976_ = (l_975_ - _e2277);
                                uint _e2279 = l_mut_258_;
                                uint l_977_ = naga_div(l_976_, _e2279);
                                uint64_t _e2281 = l_mut_158_;
                                uint64_t l_978_ = (_e2281 - 1uL);
                                uint64_t _e2284 = l_mut_402_;
                                uint64_t l_979_ = naga_div(l_978_, _e2284);
                                uint64_t l_980_ = uint64_t(l_977_);
                                bool l_981_ = (l_979_ < l_980_);
                                uint64_t l_982_ = uint64_t(l_977_);
                                uint64_t l_983_ = (l_981_ ? l_979_ : l_982_);
                                uint l_984_ = uint(l_983_);
                                l_mut_916_ = l_984_;
                            }
                            uint64_t _e2292 = l_mut_301_;
                            l_mut_212_ = _e2292;
                            uint64_t _e2293 = l_mut_402_;
                            l_mut_158_ = _e2293;
                            uint _e2294 = l_mut_258_;
                            l_mut_915_ = _e2294;
                            uint _e2295 = l_mut_271_;
                            l_mut_843_ = _e2295;
                            uint64_t _e2296 = l_mut_284_;
                            l_mut_127_ = _e2296;
                            l_mut_67_ = 0u;
                            uint _e2298 = l_mut_916_;
                            bool l_985_ = (_e2298 > 0u);
                            if (l_985_) {
                                uint _e2301 = l_mut_916_;
                                uint64_t l_986_ = uint64_t(_e2301);
                                uint64_t _e2303 = l_mut_402_;
                                uint64_t l_987_ = (_e2303 * l_986_);
                                uint64_t _e2305 = l_mut_284_;
                                uint64_t l_988_ = (_e2305 - l_987_);
                                l_mut_127_ = l_988_;
                                uint64_t _e2307 = l_mut_301_;
                                uint64_t l_989_ = (_e2307 - l_987_);
                                l_mut_212_ = l_989_;
                                uint _e2309 = l_mut_916_;
                                uint _e2310 = l_mut_258_;
                                uint l_990_ = (_e2309 * _e2310);
                                uint _e2312 = l_mut_271_;
                                uint l_991_ = (_e2312 + l_990_);
                                l_mut_843_ = l_991_;
                            } else {
                                uint64_t _e2314 = l_mut_284_;
                                uint64_t _e2315 = l_mut_402_;
                                uint64_t l_992_ = (_e2314 - _e2315);
                                l_mut_127_ = l_992_;
                                uint64_t _e2317 = l_mut_127_;
                                bool l_993_ = (_e2317 < l_800_);
                                if (l_993_) {
                                    l_mut_67_ = 2u;
                                }
                                uint _e2320 = l_mut_67_;
                                bool l_994_ = (_e2320 == 0u);
                                if (l_994_) {
                                    uint _e2323 = l_mut_258_;
                                    uint l_995_ = (l_502_ - _e2323);
                                    uint _e2325 = l_mut_271_;
                                    uint l_996_ = naga_div(l_995_, _e2325);
                                    l_mut_916_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2330 = l_mut_402_;
                                    uint64_t l_998_ = (_e2330 >> uint(3uL));
                                    uint64_t _e2334 = l_mut_301_;
                                    bool l_999_ = (l_998_ < _e2334);
                                    bool l_1000_ = !(l_999_);
                                    l_mut_259_ = l_1000_;
                                    uint64_t _e2337 = l_mut_301_;
                                    bool l_1001_ = (_e2337 == 0uL);
                                    if (l_1001_) {
                                        l_mut_916_ = l_996_;
                                    } else {
                                        bool _e2340 = l_mut_259_;
                                        if (_e2340) {
                                            uint64_t _e2341 = l_mut_301_;
                                            uint64_t _e2342 = l_mut_402_;
                                            bool l_1002_ = (_e2341 < _e2342);
                                            if (l_1002_) {
                                                uint64_t _e2344 = l_mut_402_;
                                                uint64_t l_1003_ = (_e2344 - 1uL);
                                                uint64_t _e2347 = l_mut_301_;
                                                uint64_t l_1004_ = naga_div(l_1003_, _e2347);
                                                uint64_t l_1005_ = uint64_t(l_996_);
                                                bool l_1006_ = (l_1004_ < l_1005_);
                                                uint64_t l_1007_ = uint64_t(l_996_);
                                                uint64_t l_1008_ = (l_1006_ ? l_1004_ : l_1007_);
                                                uint l_1009_ = uint(l_1008_);
                                                l_mut_916_ = l_1009_;
                                            }
                                        } else {
                                            uint64_t _e2355 = l_mut_402_;
                                            l_mut_105_ = _e2355;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2356 = l_mut_301_;
                                                uint64_t _e2357 = l_mut_105_;
                                                bool l_1010_ = (_e2356 < _e2357);
                                                uint _e2359 = l_mut_916_;
                                                uint _e2360 = l_mut_271_;
                                                uint l_1011_ = (_e2359 * _e2360);
                                                uint _e2362 = l_mut_258_;
                                                uint l_1012_ = (_e2362 + l_1011_);
                                                uint _e2364 = l_mut_271_;
                                                uint l_1013_ = (l_1012_ + _e2364);
                                                bool l_1014_ = (l_1013_ < l_502_);
                                                if (l_1010_) {
                                                    local_17 = l_1014_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_1015_ = local_17;
                                                bool l_1016_ = !(l_1015_);
                                                if (l_1016_) {
                                                    break;
                                                }
                                                uint64_t _e2372 = l_mut_105_;
                                                uint64_t _e2373 = l_mut_301_;
                                                uint64_t l_1017_ = (_e2372 - _e2373);
                                                l_mut_105_ = l_1017_;
                                                uint _e2375 = l_mut_916_;
                                                l_mut_916_ = (_e2375 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2378 = l_mut_916_;
                                    uint _e2379 = l_mut_271_;
                                    uint l_1018_ = (_e2378 * _e2379);
                                    uint _e2381 = l_mut_258_;
                                    uint l_1019_ = (_e2381 + l_1018_);
                                    uint _e2383 = l_mut_271_;
                                    uint l_1020_ = (l_1019_ + _e2383);
                                    bool l_1021_ = (l_1020_ >= l_502_);
                                    if (l_1021_) {
                                        l_mut_67_ = 1u;
                                    } else {
                                        uint _e2387 = l_mut_916_;
                                        uint64_t l_1022_ = uint64_t(_e2387);
                                        uint64_t _e2389 = l_mut_301_;
                                        uint64_t l_1023_ = (_e2389 * l_1022_);
                                        uint64_t _e2391 = l_mut_402_;
                                        uint64_t l_1024_ = (_e2391 - l_1023_);
                                        l_mut_158_ = l_1024_;
                                        uint _e2393 = l_mut_916_;
                                        uint _e2394 = l_mut_271_;
                                        uint l_1025_ = (_e2393 * _e2394);
                                        uint _e2396 = l_mut_258_;
                                        uint l_1026_ = (_e2396 + l_1025_);
                                        l_mut_915_ = l_1026_;
                                        uint64_t _e2398 = l_mut_301_;
                                        uint64_t _e2399 = l_mut_158_;
                                        uint64_t l_1027_ = (_e2398 - _e2399);
                                        l_mut_212_ = l_1027_;
                                        uint _e2401 = l_mut_271_;
                                        uint _e2402 = l_mut_915_;
                                        uint l_1028_ = (_e2401 + _e2402);
                                        l_mut_843_ = l_1028_;
                                    }
                                }
                            }
                            uint64_t _e2404 = l_mut_158_;
                            l_mut_402_ = _e2404;
                            uint64_t _e2405 = l_mut_212_;
                            l_mut_301_ = _e2405;
                            uint _e2406 = l_mut_843_;
                            l_mut_271_ = _e2406;
                            uint _e2407 = l_mut_915_;
                            l_mut_258_ = _e2407;
                            uint64_t _e2408 = l_mut_127_;
                            l_mut_284_ = _e2408;
                            uint _e2409 = l_mut_67_;
                            bool l_1029_ = (_e2409 == 1u);
                            l_mut_355_ = l_1029_;
                            uint _e2412 = l_mut_67_;
                            bool l_1030_ = (_e2412 == 0u);
                            l_mut_350_ = l_1030_;
                        }
                    }
                    bool _e2415 = l_mut_355_;
                    bool l_1031_ = !(_e2415);
                    if (l_501_) {
                        local_18 = l_1031_;
                    } else {
                        local_18 = false;
                    }
                    bool l_1032_ = local_18;
                    if (l_1032_) {
                        uint _e2422 = l_mut_499_;
                        uint l_1033_ = (1u << _e2422);
                        uint _e2424 = l_mut_379_;
                        l_mut_379_ = (_e2424 | l_1033_);
                        uint _e2426 = l_mut_378_;
                        l_mut_378_ = (_e2426 + 1u);
                        uint l_1034_ = (l_500_ + l_498_);
                        uint l_1035_ = min(l_1034_, l_74_);
                        l_mut_916_ = 0u;
                        l_mut_1036_ = l_500_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2683 = l_mut_1036_;
                                l_mut_1036_ = (_e2683 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2433 = l_mut_1036_;
                            if ((_e2433 < l_1035_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2435 = l_mut_1036_;
                                uint64_t l_1037_ = uint64_t(_e2435);
                                uint64_t l_1038_ = (l_84_ * l_1037_);
                                uint64_t l_1039_ = (l_93_ + l_1038_);
                                l_mut_402_ = 0uL;
                                uint _e2440 = l_mut_1036_;
                                bool l_1041_ = (_e2440 < 65536u);
                                if (l_1041_) {
                                    uint _e2443 = l_mut_1036_;
                                    uint _e2444 = l_mut_1036_;
                                    uint l_1042_ = (_e2443 * _e2444);
                                    uint64_t l_1043_ = (l_102_ >> uint(63uL));
                                    bool l_1044_ = (l_1043_ == 1uL);
                                    l_mut_301_ = l_102_;
                                    if (l_1044_) {
                                        uint64_t l_1046_ = (0uL - l_102_);
                                        l_mut_301_ = l_1046_;
                                    }
                                    uint64_t l_1047_ = uint64_t(l_1042_);
                                    uint64_t _e2455 = l_mut_301_;
                                    uint64_t l_1048_ = (_e2455 & 4294967295uL);
                                    uint64_t l_1049_ = (l_1048_ * l_1047_);
                                    uint64_t _e2459 = l_mut_301_;
                                    uint64_t l_1050_ = (_e2459 >> uint(32uL));
                                    uint64_t l_1051_ = (l_1050_ * l_1047_);
                                    uint64_t l_1052_ = (l_1051_ << uint(32uL));
                                    uint64_t l_1053_ = (l_1049_ + l_1052_);
                                    uint64_t l_1054_ = (l_1051_ >> uint(32uL));
                                    bool l_1055_ = (l_1053_ < l_1049_);
                                    uint64_t l_1056_ = uint64_t(l_1055_);
                                    uint64_t l_1057_ = (l_1054_ + l_1056_);
                                    l_mut_301_ = l_1053_;
                                    bool l_1058_ = (l_24_ == 64u);
                                    if (l_1058_) {
                                        l_mut_301_ = l_1057_;
                                    } else {
                                        bool l_1059_ = (l_24_ > 0u);
                                        if (l_1059_) {
                                            uint l_1060_ = (64u - l_24_);
                                            uint64_t l_1061_ = uint64_t(l_1060_);
                                            uint64_t l_1062_ = (l_1057_ << uint(l_1061_));
                                            uint64_t l_1063_ = uint64_t(l_24_);
                                            uint64_t l_1064_ = (l_1053_ >> uint(l_1063_));
                                            uint64_t l_1065_ = (l_1062_ | l_1064_);
                                            l_mut_301_ = l_1065_;
                                        }
                                    }
                                    uint64_t _e2492 = l_mut_301_;
                                    l_mut_284_ = _e2492;
                                    if (l_1044_) {
                                        uint64_t _e2494 = l_mut_284_;
                                        uint64_t l_1067_ = (0uL - _e2494);
                                        l_mut_284_ = l_1067_;
                                    }
                                    uint64_t _e2496 = l_mut_284_;
                                    l_mut_402_ = _e2496;
                                } else {
                                    uint64_t l_1068_ = (l_102_ >> uint(63uL));
                                    bool l_1069_ = (l_1068_ == 1uL);
                                    l_mut_301_ = l_102_;
                                    if (l_1069_) {
                                        uint64_t l_1071_ = (0uL - l_102_);
                                        l_mut_301_ = l_1071_;
                                    }
                                    uint _e2505 = l_mut_1036_;
                                    uint64_t l_1072_ = uint64_t(_e2505);
                                    uint64_t _e2507 = l_mut_301_;
                                    uint64_t l_1073_ = (_e2507 & 4294967295uL);
                                    uint64_t l_1074_ = (l_1073_ * l_1072_);
                                    uint64_t _e2511 = l_mut_301_;
                                    uint64_t l_1075_ = (_e2511 >> uint(32uL));
                                    uint64_t l_1076_ = (l_1075_ * l_1072_);
                                    uint64_t l_1077_ = (l_1076_ << uint(32uL));
                                    uint64_t l_1078_ = (l_1074_ + l_1077_);
                                    uint64_t l_1079_ = (l_1076_ >> uint(32uL));
                                    bool l_1080_ = (l_1078_ < l_1074_);
                                    uint64_t l_1081_ = uint64_t(l_1080_);
                                    uint64_t l_1082_ = (l_1079_ + l_1081_);
                                    l_mut_284_ = l_1078_;
                                    if (false) {
                                        l_mut_284_ = l_1082_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1086_ = (l_1082_ << uint(64uL));
                                            uint64_t l_1088_ = (l_1078_ >> uint(0uL));
                                            uint64_t l_1089_ = (l_1086_ | l_1088_);
                                            l_mut_284_ = l_1089_;
                                        }
                                    }
                                    uint _e2540 = l_mut_1036_;
                                    uint64_t l_1090_ = uint64_t(_e2540);
                                    uint64_t _e2542 = l_mut_301_;
                                    uint64_t l_1091_ = (_e2542 & 4294967295uL);
                                    uint64_t l_1092_ = (l_1091_ * l_1090_);
                                    uint64_t _e2546 = l_mut_301_;
                                    uint64_t l_1093_ = (_e2546 >> uint(32uL));
                                    uint64_t l_1094_ = (l_1093_ * l_1090_);
                                    uint64_t l_1095_ = (l_1094_ << uint(32uL));
                                    uint64_t l_1096_ = (l_1092_ + l_1095_);
                                    uint64_t l_1097_ = (l_1094_ >> uint(32uL));
                                    bool l_1098_ = (l_1096_ < l_1092_);
                                    uint64_t l_1099_ = uint64_t(l_1098_);
                                    uint64_t l_1100_ = (l_1097_ + l_1099_);
                                    l_mut_301_ = l_1096_;
                                    if (true) {
                                        l_mut_301_ = l_1100_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1104_ = (l_1100_ << uint(0uL));
                                            uint64_t l_1106_ = (l_1096_ >> uint(64uL));
                                            uint64_t l_1107_ = (l_1104_ | l_1106_);
                                            l_mut_301_ = l_1107_;
                                        }
                                    }
                                    uint _e2575 = l_mut_1036_;
                                    uint64_t l_1108_ = uint64_t(_e2575);
                                    uint64_t _e2577 = l_mut_284_;
                                    uint64_t l_1109_ = (_e2577 & 4294967295uL);
                                    uint64_t l_1110_ = (l_1109_ * l_1108_);
                                    uint64_t _e2581 = l_mut_284_;
                                    uint64_t l_1111_ = (_e2581 >> uint(32uL));
                                    uint64_t l_1112_ = (l_1111_ * l_1108_);
                                    uint64_t l_1113_ = (l_1112_ << uint(32uL));
                                    uint64_t l_1114_ = (l_1110_ + l_1113_);
                                    uint64_t l_1115_ = (l_1112_ >> uint(32uL));
                                    bool l_1116_ = (l_1114_ < l_1110_);
                                    uint64_t l_1117_ = uint64_t(l_1116_);
                                    uint64_t l_1118_ = (l_1115_ + l_1117_);
                                    l_mut_212_ = l_1114_;
                                    if (false) {
                                        l_mut_212_ = l_1118_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1122_ = (l_1118_ << uint(64uL));
                                            uint64_t l_1124_ = (l_1114_ >> uint(0uL));
                                            uint64_t l_1125_ = (l_1122_ | l_1124_);
                                            l_mut_212_ = l_1125_;
                                        }
                                    }
                                    uint _e2610 = l_mut_1036_;
                                    uint64_t l_1126_ = uint64_t(_e2610);
                                    uint64_t _e2612 = l_mut_284_;
                                    uint64_t l_1127_ = (_e2612 & 4294967295uL);
                                    uint64_t l_1128_ = (l_1127_ * l_1126_);
                                    uint64_t _e2616 = l_mut_284_;
                                    uint64_t l_1129_ = (_e2616 >> uint(32uL));
                                    uint64_t l_1130_ = (l_1129_ * l_1126_);
                                    uint64_t l_1131_ = (l_1130_ << uint(32uL));
                                    uint64_t l_1132_ = (l_1128_ + l_1131_);
                                    uint64_t l_1133_ = (l_1130_ >> uint(32uL));
                                    bool l_1134_ = (l_1132_ < l_1128_);
                                    uint64_t l_1135_ = uint64_t(l_1134_);
                                    uint64_t l_1136_ = (l_1133_ + l_1135_);
                                    l_mut_284_ = l_1132_;
                                    if (true) {
                                        l_mut_284_ = l_1136_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1140_ = (l_1136_ << uint(0uL));
                                            uint64_t l_1142_ = (l_1132_ >> uint(64uL));
                                            uint64_t l_1143_ = (l_1140_ | l_1142_);
                                            l_mut_284_ = l_1143_;
                                        }
                                    }
                                    uint _e2645 = l_mut_1036_;
                                    uint64_t l_1144_ = uint64_t(_e2645);
                                    uint64_t _e2647 = l_mut_301_;
                                    uint64_t l_1145_ = (_e2647 * l_1144_);
                                    uint64_t _e2649 = l_mut_284_;
                                    uint64_t l_1146_ = (_e2649 + l_1145_);
                                    uint64_t _e2651 = l_mut_212_;
                                    l_mut_402_ = _e2651;
                                    bool l_1147_ = (l_24_ == 64u);
                                    if (l_1147_) {
                                        l_mut_402_ = l_1146_;
                                    } else {
                                        bool l_1148_ = (l_24_ > 0u);
                                        if (l_1148_) {
                                            uint l_1149_ = (64u - l_24_);
                                            uint64_t l_1150_ = uint64_t(l_1149_);
                                            uint64_t l_1151_ = (l_1146_ << uint(l_1150_));
                                            uint64_t l_1152_ = uint64_t(l_24_);
                                            uint64_t _e2663 = l_mut_212_;
                                            uint64_t l_1153_ = (_e2663 >> uint(l_1152_));
                                            uint64_t l_1154_ = (l_1151_ + l_1153_);
                                            l_mut_402_ = l_1154_;
                                        }
                                    }
                                    if (l_1069_) {
                                        uint64_t _e2669 = l_mut_402_;
                                        uint64_t l_1156_ = (0uL - _e2669);
                                        l_mut_402_ = l_1156_;
                                    }
                                }
                                uint64_t _e2671 = l_mut_402_;
                                uint64_t l_1157_ = (l_1039_ + _e2671);
                                uint64_t l_1159_ = (0uL - l_1157_);
                                l_mut_402_ = l_1159_;
                                uint64_t _e2675 = l_mut_402_;
                                bool l_1160_ = (l_1157_ < _e2675);
                                if (l_1160_) {
                                    l_mut_402_ = l_1157_;
                                }
                                uint64_t _e2677 = l_mut_402_;
                                bool l_1161_ = (_e2677 < l_51_);
                                uint l_1162_ = uint(l_1161_);
                                uint _e2680 = l_mut_916_;
                                l_mut_916_ = (_e2680 + l_1162_);
                            }
                        }
                        uint _e2685 = l_mut_304_;
                        uint _e2686 = l_mut_916_;
                        l_mut_304_ = (_e2685 + _e2686);
                    }
                }
            }
            uint _e2691 = l_mut_378_;
            bool l_1163_ = (_e2691 > 0u);
            if (l_1163_) {
                uint l_1443_ = asuint(info.Load(20+0));
                uint l_1444_ = (l_1443_ * 1u);
                uint l_1445_ = (l_1444_ - 1u);
                uint l_1446_ = min(1u, l_1445_);
                uint _e2706 = l_mut_378_;
                uint _e2707; buffer_5_global.InterlockedAdd(l_1446_*4, _e2706, _e2707);
            }
            uint _e2708 = l_mut_304_;
            bool l_1166_ = (_e2708 > 0u);
            if (l_1166_) {
                uint l_1448_ = asuint(info.Load(20+0));
                uint l_1449_ = (l_1448_ * 1u);
                uint l_1450_ = (l_1449_ - 1u);
                uint l_1451_ = min(2u, l_1450_);
                uint _e2723 = l_mut_304_;
                uint _e2724; buffer_5_global.InterlockedAdd(l_1451_*4, _e2723, _e2724);
                l_mut_916_ = _e2724;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e3028 = l_mut_1169_;
                        l_mut_1169_ = (_e3028 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2727 = l_mut_1169_;
                    if ((_e2727 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2730 = l_mut_379_;
                        uint _e2731 = l_mut_1169_;
                        uint l_1170_ = (_e2730 >> _e2731);
                        uint l_1171_ = (l_1170_ & 1u);
                        bool l_1172_ = (l_1171_ == 1u);
                        if (l_1172_) {
                            uint _e2737 = l_mut_1169_;
                            uint l_1173_ = (_e2737 * l_498_);
                            uint l_1174_ = (l_1173_ + l_498_);
                            uint l_1175_ = min(l_1174_, l_74_);
                            uint _e2741 = l_mut_916_;
                            l_mut_915_ = _e2741;
                            l_mut_1176_ = l_1173_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e3024 = l_mut_1176_;
                                    l_mut_1176_ = (_e3024 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2743 = l_mut_1176_;
                                if ((_e2743 < l_1175_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2745 = l_mut_1176_;
                                    uint64_t l_1177_ = uint64_t(_e2745);
                                    uint64_t l_1178_ = (l_84_ * l_1177_);
                                    uint64_t l_1179_ = (l_93_ + l_1178_);
                                    l_mut_402_ = 0uL;
                                    uint _e2750 = l_mut_1176_;
                                    bool l_1181_ = (_e2750 < 65536u);
                                    if (l_1181_) {
                                        uint _e2753 = l_mut_1176_;
                                        uint _e2754 = l_mut_1176_;
                                        uint l_1182_ = (_e2753 * _e2754);
                                        uint64_t l_1183_ = (l_102_ >> uint(63uL));
                                        bool l_1184_ = (l_1183_ == 1uL);
                                        l_mut_301_ = l_102_;
                                        if (l_1184_) {
                                            uint64_t l_1186_ = (0uL - l_102_);
                                            l_mut_301_ = l_1186_;
                                        }
                                        uint64_t l_1187_ = uint64_t(l_1182_);
                                        uint64_t _e2765 = l_mut_301_;
                                        uint64_t l_1188_ = (_e2765 & 4294967295uL);
                                        uint64_t l_1189_ = (l_1188_ * l_1187_);
                                        uint64_t _e2769 = l_mut_301_;
                                        uint64_t l_1190_ = (_e2769 >> uint(32uL));
                                        uint64_t l_1191_ = (l_1190_ * l_1187_);
                                        uint64_t l_1192_ = (l_1191_ << uint(32uL));
                                        uint64_t l_1193_ = (l_1189_ + l_1192_);
                                        uint64_t l_1194_ = (l_1191_ >> uint(32uL));
                                        bool l_1195_ = (l_1193_ < l_1189_);
                                        uint64_t l_1196_ = uint64_t(l_1195_);
                                        uint64_t l_1197_ = (l_1194_ + l_1196_);
                                        l_mut_301_ = l_1193_;
                                        bool l_1198_ = (l_24_ == 64u);
                                        if (l_1198_) {
                                            l_mut_301_ = l_1197_;
                                        } else {
                                            bool l_1199_ = (l_24_ > 0u);
                                            if (l_1199_) {
                                                uint l_1200_ = (64u - l_24_);
                                                uint64_t l_1201_ = uint64_t(l_1200_);
                                                uint64_t l_1202_ = (l_1197_ << uint(l_1201_));
                                                uint64_t l_1203_ = uint64_t(l_24_);
                                                uint64_t l_1204_ = (l_1193_ >> uint(l_1203_));
                                                uint64_t l_1205_ = (l_1202_ | l_1204_);
                                                l_mut_301_ = l_1205_;
                                            }
                                        }
                                        uint64_t _e2802 = l_mut_301_;
                                        l_mut_284_ = _e2802;
                                        if (l_1184_) {
                                            uint64_t _e2804 = l_mut_284_;
                                            uint64_t l_1207_ = (0uL - _e2804);
                                            l_mut_284_ = l_1207_;
                                        }
                                        uint64_t _e2806 = l_mut_284_;
                                        l_mut_402_ = _e2806;
                                    } else {
                                        uint64_t l_1208_ = (l_102_ >> uint(63uL));
                                        bool l_1209_ = (l_1208_ == 1uL);
                                        l_mut_301_ = l_102_;
                                        if (l_1209_) {
                                            uint64_t l_1211_ = (0uL - l_102_);
                                            l_mut_301_ = l_1211_;
                                        }
                                        uint _e2815 = l_mut_1176_;
                                        uint64_t l_1212_ = uint64_t(_e2815);
                                        uint64_t _e2817 = l_mut_301_;
                                        uint64_t l_1213_ = (_e2817 & 4294967295uL);
                                        uint64_t l_1214_ = (l_1213_ * l_1212_);
                                        uint64_t _e2821 = l_mut_301_;
                                        uint64_t l_1215_ = (_e2821 >> uint(32uL));
                                        uint64_t l_1216_ = (l_1215_ * l_1212_);
                                        uint64_t l_1217_ = (l_1216_ << uint(32uL));
                                        uint64_t l_1218_ = (l_1214_ + l_1217_);
                                        uint64_t l_1219_ = (l_1216_ >> uint(32uL));
                                        bool l_1220_ = (l_1218_ < l_1214_);
                                        uint64_t l_1221_ = uint64_t(l_1220_);
                                        uint64_t l_1222_ = (l_1219_ + l_1221_);
                                        l_mut_284_ = l_1218_;
                                        if (false) {
                                            l_mut_284_ = l_1222_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1226_ = (l_1222_ << uint(64uL));
                                                uint64_t l_1228_ = (l_1218_ >> uint(0uL));
                                                uint64_t l_1229_ = (l_1226_ | l_1228_);
                                                l_mut_284_ = l_1229_;
                                            }
                                        }
                                        uint _e2850 = l_mut_1176_;
                                        uint64_t l_1230_ = uint64_t(_e2850);
                                        uint64_t _e2852 = l_mut_301_;
                                        uint64_t l_1231_ = (_e2852 & 4294967295uL);
                                        uint64_t l_1232_ = (l_1231_ * l_1230_);
                                        uint64_t _e2856 = l_mut_301_;
                                        uint64_t l_1233_ = (_e2856 >> uint(32uL));
                                        uint64_t l_1234_ = (l_1233_ * l_1230_);
                                        uint64_t l_1235_ = (l_1234_ << uint(32uL));
                                        uint64_t l_1236_ = (l_1232_ + l_1235_);
                                        uint64_t l_1237_ = (l_1234_ >> uint(32uL));
                                        bool l_1238_ = (l_1236_ < l_1232_);
                                        uint64_t l_1239_ = uint64_t(l_1238_);
                                        uint64_t l_1240_ = (l_1237_ + l_1239_);
                                        l_mut_301_ = l_1236_;
                                        if (true) {
                                            l_mut_301_ = l_1240_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1244_ = (l_1240_ << uint(0uL));
                                                uint64_t l_1246_ = (l_1236_ >> uint(64uL));
                                                uint64_t l_1247_ = (l_1244_ | l_1246_);
                                                l_mut_301_ = l_1247_;
                                            }
                                        }
                                        uint _e2885 = l_mut_1176_;
                                        uint64_t l_1248_ = uint64_t(_e2885);
                                        uint64_t _e2887 = l_mut_284_;
                                        uint64_t l_1249_ = (_e2887 & 4294967295uL);
                                        uint64_t l_1250_ = (l_1249_ * l_1248_);
                                        uint64_t _e2891 = l_mut_284_;
                                        uint64_t l_1251_ = (_e2891 >> uint(32uL));
                                        uint64_t l_1252_ = (l_1251_ * l_1248_);
                                        uint64_t l_1253_ = (l_1252_ << uint(32uL));
                                        uint64_t l_1254_ = (l_1250_ + l_1253_);
                                        uint64_t l_1255_ = (l_1252_ >> uint(32uL));
                                        bool l_1256_ = (l_1254_ < l_1250_);
                                        uint64_t l_1257_ = uint64_t(l_1256_);
                                        uint64_t l_1258_ = (l_1255_ + l_1257_);
                                        l_mut_212_ = l_1254_;
                                        if (false) {
                                            l_mut_212_ = l_1258_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1262_ = (l_1258_ << uint(64uL));
                                                uint64_t l_1264_ = (l_1254_ >> uint(0uL));
                                                uint64_t l_1265_ = (l_1262_ | l_1264_);
                                                l_mut_212_ = l_1265_;
                                            }
                                        }
                                        uint _e2920 = l_mut_1176_;
                                        uint64_t l_1266_ = uint64_t(_e2920);
                                        uint64_t _e2922 = l_mut_284_;
                                        uint64_t l_1267_ = (_e2922 & 4294967295uL);
                                        uint64_t l_1268_ = (l_1267_ * l_1266_);
                                        uint64_t _e2926 = l_mut_284_;
                                        uint64_t l_1269_ = (_e2926 >> uint(32uL));
                                        uint64_t l_1270_ = (l_1269_ * l_1266_);
                                        uint64_t l_1271_ = (l_1270_ << uint(32uL));
                                        uint64_t l_1272_ = (l_1268_ + l_1271_);
                                        uint64_t l_1273_ = (l_1270_ >> uint(32uL));
                                        bool l_1274_ = (l_1272_ < l_1268_);
                                        uint64_t l_1275_ = uint64_t(l_1274_);
                                        uint64_t l_1276_ = (l_1273_ + l_1275_);
                                        l_mut_284_ = l_1272_;
                                        if (true) {
                                            l_mut_284_ = l_1276_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1280_ = (l_1276_ << uint(0uL));
                                                uint64_t l_1282_ = (l_1272_ >> uint(64uL));
                                                uint64_t l_1283_ = (l_1280_ | l_1282_);
                                                l_mut_284_ = l_1283_;
                                            }
                                        }
                                        uint _e2955 = l_mut_1176_;
                                        uint64_t l_1284_ = uint64_t(_e2955);
                                        uint64_t _e2957 = l_mut_301_;
                                        uint64_t l_1285_ = (_e2957 * l_1284_);
                                        uint64_t _e2959 = l_mut_284_;
                                        uint64_t l_1286_ = (_e2959 + l_1285_);
                                        uint64_t _e2961 = l_mut_212_;
                                        l_mut_402_ = _e2961;
                                        bool l_1287_ = (l_24_ == 64u);
                                        if (l_1287_) {
                                            l_mut_402_ = l_1286_;
                                        } else {
                                            bool l_1288_ = (l_24_ > 0u);
                                            if (l_1288_) {
                                                uint l_1289_ = (64u - l_24_);
                                                uint64_t l_1290_ = uint64_t(l_1289_);
                                                uint64_t l_1291_ = (l_1286_ << uint(l_1290_));
                                                uint64_t l_1292_ = uint64_t(l_24_);
                                                uint64_t _e2973 = l_mut_212_;
                                                uint64_t l_1293_ = (_e2973 >> uint(l_1292_));
                                                uint64_t l_1294_ = (l_1291_ + l_1293_);
                                                l_mut_402_ = l_1294_;
                                            }
                                        }
                                        if (l_1209_) {
                                            uint64_t _e2979 = l_mut_402_;
                                            uint64_t l_1296_ = (0uL - _e2979);
                                            l_mut_402_ = l_1296_;
                                        }
                                    }
                                    uint64_t _e2981 = l_mut_402_;
                                    uint64_t l_1297_ = (l_1179_ + _e2981);
                                    uint64_t l_1299_ = (0uL - l_1297_);
                                    l_mut_402_ = l_1299_;
                                    uint64_t _e2985 = l_mut_402_;
                                    bool l_1300_ = (l_1297_ < _e2985);
                                    if (l_1300_) {
                                        l_mut_402_ = l_1297_;
                                    }
                                    uint64_t _e2987 = l_mut_402_;
                                    bool l_1301_ = (_e2987 < l_51_);
                                    if (l_1301_) {
                                        uint _e2989 = l_mut_915_;
                                        uint l_1302_ = (_e2989 * 2u);
                                        uint l_1303_ = (l_1302_ + 1u);
                                        uint l_1304_ = asuint(info.Load(40+0));
                                        bool l_1305_ = (l_1303_ < l_1304_);
                                        if (l_1305_) {
                                            uint l_1453_ = asuint(info.Load(16+0));
                                            uint l_1454_ = (l_1453_ * 1u);
                                            bool l_1455_ = (l_1302_ < l_1454_);
                                            if (l_1455_) {
                                                buffer_4_global.Store(l_1302_*4, asuint(id));
                                            }
                                            uint l_1306_ = (l_1302_ + 1u);
                                            uint l_1456_ = asuint(info.Load(16+0));
                                            uint l_1457_ = (l_1456_ * 1u);
                                            bool l_1458_ = (l_1306_ < l_1457_);
                                            if (l_1458_) {
                                                uint _e3019 = l_mut_1176_;
                                                buffer_4_global.Store(l_1306_*4, asuint(_e3019));
                                            }
                                        }
                                        uint _e3020 = l_mut_915_;
                                        l_mut_915_ = (_e3020 + 1u);
                                    }
                                }
                            }
                            uint _e3026 = l_mut_915_;
                            l_mut_916_ = _e3026;
                        }
                    }
                }
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
}
