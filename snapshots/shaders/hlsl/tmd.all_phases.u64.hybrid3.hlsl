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
    uint l_mut_410_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_806_ = (uint)0;
    uint l_mut_837_ = (uint)0;
    uint l_mut_941_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_492_ = 0u;
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
    uint l_mut_1024_ = (uint)0;
    uint l_mut_1157_ = 0u;
    uint l_mut_1164_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1379_ = asuint(info.Load(20+0));
        uint l_1380_ = (l_1379_ * 1u);
        uint l_1381_ = (l_1380_ - 1u);
        uint l_1382_ = min(3u, l_1381_);
        uint _e58; buffer_5_global.InterlockedAdd(l_1382_*4, 1u, _e58);
    }
    uint l_1295_ = asuint(info.Load(12+0));
    uint l_1296_ = (l_1295_ * 1u);
    bool l_1297_ = (0u < l_1296_);
    uint l_1298_ = (l_1296_ - 1u);
    uint l_1299_ = min(0u, l_1298_);
    uint l_1300_ = asuint(buffer_3_global.Load(l_1299_*4));
    uint l_4_ = (l_1297_ ? l_1300_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1302_ = asuint(info.Load(12+0));
    uint l_1303_ = (l_1302_ * 1u);
    bool l_1304_ = (l_7_ < l_1303_);
    uint l_1305_ = (l_1303_ - 1u);
    uint l_1306_ = min(l_7_, l_1305_);
    uint l_1307_ = asuint(buffer_3_global.Load(l_1306_*4));
    uint l_8_ = (l_1304_ ? l_1307_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1309_ = asuint(info.Load(12+0));
    uint l_1310_ = (l_1309_ * 1u);
    bool l_1311_ = (2u < l_1310_);
    uint l_1312_ = (l_1310_ - 1u);
    uint l_1313_ = min(2u, l_1312_);
    uint l_1314_ = asuint(buffer_3_global.Load(l_1313_*4));
    uint l_15_ = (l_1311_ ? l_1314_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1316_ = asuint(info.Load(12+0));
    uint l_1317_ = (l_1316_ * 1u);
    bool l_1318_ = (l_18_ < l_1317_);
    uint l_1319_ = (l_1317_ - 1u);
    uint l_1320_ = min(l_18_, l_1319_);
    uint l_1321_ = asuint(buffer_3_global.Load(l_1320_*4));
    uint l_19_ = (l_1318_ ? l_1321_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1323_ = asuint(info.Load(12+0));
    uint l_1324_ = (l_1323_ * 1u);
    bool l_1325_ = (4u < l_1324_);
    uint l_1326_ = (l_1324_ - 1u);
    uint l_1327_ = min(4u, l_1326_);
    uint l_1328_ = asuint(buffer_3_global.Load(l_1327_*4));
    uint l_26_ = (l_1325_ ? l_1328_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1330_ = asuint(info.Load(12+0));
    uint l_1331_ = (l_1330_ * 1u);
    bool l_1332_ = (l_29_ < l_1331_);
    uint l_1333_ = (l_1331_ - 1u);
    uint l_1334_ = min(l_29_, l_1333_);
    uint l_1335_ = asuint(buffer_3_global.Load(l_1334_*4));
    uint l_30_ = (l_1332_ ? l_1335_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1337_ = asuint(info.Load(12+0));
    uint l_1338_ = (l_1337_ * 1u);
    bool l_1339_ = (6u < l_1338_);
    uint l_1340_ = (l_1338_ - 1u);
    uint l_1341_ = min(6u, l_1340_);
    uint l_1342_ = asuint(buffer_3_global.Load(l_1341_*4));
    uint l_35_ = (l_1339_ ? l_1342_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1344_ = asuint(info.Load(12+0));
    uint l_1345_ = (l_1344_ * 1u);
    bool l_1346_ = (l_38_ < l_1345_);
    uint l_1347_ = (l_1345_ - 1u);
    uint l_1348_ = min(l_38_, l_1347_);
    uint l_1349_ = asuint(buffer_3_global.Load(l_1348_*4));
    uint l_39_ = (l_1346_ ? l_1349_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1351_ = asuint(info.Load(12+0));
    uint l_1352_ = (l_1351_ * 1u);
    bool l_1353_ = (8u < l_1352_);
    uint l_1354_ = (l_1352_ - 1u);
    uint l_1355_ = min(8u, l_1354_);
    uint l_1356_ = asuint(buffer_3_global.Load(l_1355_*4));
    uint l_44_ = (l_1353_ ? l_1356_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1358_ = asuint(info.Load(12+0));
    uint l_1359_ = (l_1358_ * 1u);
    bool l_1360_ = (l_47_ < l_1359_);
    uint l_1361_ = (l_1359_ - 1u);
    uint l_1362_ = min(l_47_, l_1361_);
    uint l_1363_ = asuint(buffer_3_global.Load(l_1362_*4));
    uint l_48_ = (l_1360_ ? l_1363_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1365_ = asuint(info.Load(12+0));
    uint l_1366_ = (l_1365_ * 1u);
    bool l_1367_ = (10u < l_1366_);
    uint l_1368_ = (l_1366_ - 1u);
    uint l_1369_ = min(10u, l_1368_);
    uint l_1370_ = asuint(buffer_3_global.Load(l_1369_*4));
    uint l_53_ = (l_1367_ ? l_1370_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1372_ = asuint(info.Load(12+0));
    uint l_1373_ = (l_1372_ * 1u);
    bool l_1374_ = (l_56_ < l_1373_);
    uint l_1375_ = (l_1373_ - 1u);
    uint l_1376_ = min(l_56_, l_1375_);
    uint l_1377_ = asuint(buffer_3_global.Load(l_1376_*4));
    uint l_57_ = (l_1374_ ? l_1377_ : 0u);
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
    uint _e333 = l_mut_67_;
    uint l_74_ = (l_63_ ? _e333 : 0u);
    bool l_75_ = (l_74_ > 0u);
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_1384_ = asuint(info.Load(0+0));
        uint l_1385_ = (l_1384_ * 1u);
        bool l_1386_ = (l_76_ < l_1385_);
        uint l_1387_ = (l_1385_ - 1u);
        uint l_1388_ = min(l_76_, l_1387_);
        uint l_1389_ = asuint(buffer_0_global.Load(l_1388_*4));
        uint l_77_ = (l_1386_ ? l_1389_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1391_ = asuint(info.Load(0+0));
        uint l_1392_ = (l_1391_ * 1u);
        bool l_1393_ = (l_80_ < l_1392_);
        uint l_1394_ = (l_1392_ - 1u);
        uint l_1395_ = min(l_80_, l_1394_);
        uint l_1396_ = asuint(buffer_0_global.Load(l_1395_*4));
        uint l_81_ = (l_1393_ ? l_1396_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1398_ = asuint(info.Load(4+0));
        uint l_1399_ = (l_1398_ * 1u);
        bool l_1400_ = (l_85_ < l_1399_);
        uint l_1401_ = (l_1399_ - 1u);
        uint l_1402_ = min(l_85_, l_1401_);
        uint l_1403_ = asuint(buffer_1_global.Load(l_1402_*4));
        uint l_86_ = (l_1400_ ? l_1403_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1405_ = asuint(info.Load(4+0));
        uint l_1406_ = (l_1405_ * 1u);
        bool l_1407_ = (l_89_ < l_1406_);
        uint l_1408_ = (l_1406_ - 1u);
        uint l_1409_ = min(l_89_, l_1408_);
        uint l_1410_ = asuint(buffer_1_global.Load(l_1409_*4));
        uint l_90_ = (l_1407_ ? l_1410_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1412_ = asuint(info.Load(8+0));
        uint l_1413_ = (l_1412_ * 1u);
        bool l_1414_ = (l_94_ < l_1413_);
        uint l_1415_ = (l_1413_ - 1u);
        uint l_1416_ = min(l_94_, l_1415_);
        uint l_1417_ = asuint(buffer_2_global.Load(l_1416_*4));
        uint l_95_ = (l_1414_ ? l_1417_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1419_ = asuint(info.Load(8+0));
        uint l_1420_ = (l_1419_ * 1u);
        bool l_1421_ = (l_98_ < l_1420_);
        uint l_1422_ = (l_1420_ - 1u);
        uint l_1423_ = min(l_98_, l_1422_);
        uint l_1424_ = asuint(buffer_2_global.Load(l_1423_*4));
        uint l_99_ = (l_1421_ ? l_1424_ : 0u);
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
        uint64_t _e475 = l_mut_105_;
        uint64_t l_109_ = (_e475 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e479 = l_mut_105_;
        uint64_t l_111_ = (_e479 >> uint(32uL));
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
        uint64_t _e512 = l_mut_105_;
        l_mut_127_ = _e512;
        if (l_104_) {
            uint64_t _e514 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e514);
            l_mut_127_ = l_129_;
        }
        uint64_t _e516 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e516);
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
            uint64_t _e533 = l_mut_105_;
            uint64_t l_140_ = (_e533 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e537 = l_mut_105_;
            uint64_t l_142_ = (_e537 >> uint(32uL));
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
            uint64_t _e570 = l_mut_105_;
            l_mut_158_ = _e570;
            if (l_136_) {
                uint64_t _e572 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e572);
                l_mut_158_ = l_160_;
            }
            uint64_t _e574 = l_mut_158_;
            l_mut_127_ = _e574;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e584 = l_mut_158_;
            uint64_t l_166_ = (_e584 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e588 = l_mut_158_;
            uint64_t l_168_ = (_e588 >> uint(32uL));
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
            uint64_t _e618 = l_mut_158_;
            uint64_t l_184_ = (_e618 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e622 = l_mut_158_;
            uint64_t l_186_ = (_e622 >> uint(32uL));
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
            uint64_t _e652 = l_mut_105_;
            uint64_t l_202_ = (_e652 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e656 = l_mut_105_;
            uint64_t l_204_ = (_e656 >> uint(32uL));
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
            uint64_t _e686 = l_mut_105_;
            uint64_t l_221_ = (_e686 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e690 = l_mut_105_;
            uint64_t l_223_ = (_e690 >> uint(32uL));
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
            uint64_t _e720 = l_mut_158_;
            uint64_t l_239_ = (_e720 * l_238_);
            uint64_t _e722 = l_mut_105_;
            uint64_t l_240_ = (_e722 + l_239_);
            uint64_t _e724 = l_mut_212_;
            l_mut_127_ = _e724;
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
                    uint64_t _e736 = l_mut_212_;
                    uint64_t l_247_ = (_e736 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e742 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e742);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e744 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e744);
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
        uint64_t _e755 = l_mut_127_;
        bool l_260_ = (_e755 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e760 = l_mut_262_;
            l_mut_259_ = _e760;
            l_mut_262_ = false;
        }
        bool _e762 = l_mut_262_;
        if (_e762) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e774 = l_mut_105_;
            uint64_t l_270_ = (_e774 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e780 = l_mut_105_;
            uint64_t l_274_ = (_e780 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e784 = l_mut_105_;
            uint64_t l_276_ = (_e784 >> uint(32uL));
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
            uint64_t _e813 = l_mut_284_;
            bool l_292_ = (_e813 == 0uL);
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
                        uint64_t _e829 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e829);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e833 = l_mut_105_;
                            bool l_305_ = (_e833 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e837 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e837);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e845 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e845);
                            uint64_t _e847 = l_mut_105_;
                            uint64_t l_314_ = (_e847 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e850 = l_mut_301_;
                            uint64_t _e851 = l_mut_105_;
                            bool l_316_ = (_e850 < _e851);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e854 = l_mut_301_;
                                uint64_t _e855 = l_mut_105_;
                                uint64_t l_318_ = (_e854 - _e855);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e857 = l_mut_105_;
                        uint64_t _e858 = l_mut_301_;
                        uint64_t l_319_ = (_e857 - _e858);
                        l_mut_301_ = l_319_;
                        uint64_t _e860 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e860);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e863 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e863);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e865 = l_mut_301_;
                        uint64_t _e866 = l_mut_284_;
                        bool l_323_ = (_e865 < _e866);
                        if (l_323_) {
                            uint64_t _e868 = l_mut_301_;
                            l_mut_284_ = _e868;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e873 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e873);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e877 = l_mut_105_;
                            bool l_329_ = (_e877 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e881 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e881);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e889 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e889);
                            uint64_t _e891 = l_mut_105_;
                            uint64_t l_338_ = (_e891 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e894 = l_mut_301_;
                            uint64_t _e895 = l_mut_105_;
                            bool l_340_ = (_e894 < _e895);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e898 = l_mut_301_;
                                uint64_t _e899 = l_mut_105_;
                                uint64_t l_342_ = (_e898 - _e899);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e901 = l_mut_301_;
                        uint64_t _e902 = l_mut_284_;
                        bool l_343_ = (_e901 < _e902);
                        if (l_343_) {
                            uint64_t _e904 = l_mut_301_;
                            l_mut_284_ = _e904;
                        }
                    }
                }
                uint64_t _e905 = l_mut_284_;
                bool l_344_ = (_e905 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e911 = l_mut_271_;
            bool l_348_ = (_e911 > 0u);
            if (l_348_) {
                uint _e914 = l_mut_271_;
                bool l_349_ = (_e914 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e919 = l_mut_262_;
            bool l_351_ = !(_e919);
            if (l_351_) {
                break;
            }
            uint64_t _e921 = l_mut_127_;
            uint64_t _e922 = l_mut_212_;
            bool l_352_ = (_e921 < _e922);
            if (l_352_) {
                uint64_t _e924 = l_mut_212_;
                uint64_t _e925 = l_mut_127_;
                uint64_t l_353_ = (_e924 - _e925);
                uint64_t _e927 = l_mut_212_;
                l_mut_301_ = _e927;
                uint64_t _e928 = l_mut_212_;
                bool l_354_ = (l_353_ < _e928);
                if (l_354_) {
                    l_mut_301_ = l_353_;
                }
                l_mut_355_ = false;
                uint64_t _e932 = l_mut_301_;
                uint64_t l_357_ = (_e932 >> uint(3uL));
                uint64_t _e936 = l_mut_158_;
                bool l_358_ = (l_357_ < _e936);
                bool l_359_ = !(l_358_);
                l_mut_355_ = l_359_;
                l_mut_304_ = 0u;
                uint64_t _e940 = l_mut_158_;
                bool l_360_ = (_e940 == 0uL);
                bool l_361_ = !(l_360_);
                bool _e944 = l_mut_355_;
                if (_e944) {
                    local_1 = l_361_;
                } else {
                    local_1 = false;
                }
                bool l_362_ = local_1;
                uint64_t _e949 = l_mut_158_;
                uint64_t _e950 = l_mut_301_;
                bool l_363_ = (_e949 < _e950);
                if (l_362_) {
                    local_2 = l_363_;
                } else {
                    local_2 = false;
                }
                bool l_364_ = local_2;
                uint _e956 = l_mut_67_;
                uint _e957 = l_mut_258_;
                uint l_365_ = (_e956 + _e957);
                bool l_366_ = (l_365_ < l_13_);
                if (l_364_) {
                    local_3 = l_366_;
                } else {
                    local_3 = false;
                }
                bool l_367_ = local_3;
                if (l_367_) {
                    uint _e964 = l_mut_67_;
                    uint l_368_ = (l_13_ - _e964);
                    uint _e966 = l_mut_258_;
                    uint l_369_ = (l_368_ - _e966);
                    uint _e968 = l_mut_67_;
                    uint l_370_ = naga_div(l_369_, _e968);
                    uint64_t _e970 = l_mut_301_;
                    uint64_t l_371_ = (_e970 - 1uL);
                    uint64_t _e973 = l_mut_158_;
                    uint64_t l_372_ = naga_div(l_371_, _e973);
                    uint64_t l_373_ = uint64_t(l_370_);
                    bool l_374_ = (l_372_ < l_373_);
                    uint64_t l_375_ = uint64_t(l_370_);
                    uint64_t l_376_ = (l_374_ ? l_372_ : l_375_);
                    uint l_377_ = uint(l_376_);
                    l_mut_304_ = l_377_;
                }
                uint _e981 = l_mut_304_;
                bool l_378_ = (_e981 > 0u);
                if (l_378_) {
                    uint _e984 = l_mut_304_;
                    uint64_t l_379_ = uint64_t(_e984);
                    uint64_t _e986 = l_mut_158_;
                    uint64_t l_380_ = (_e986 * l_379_);
                    uint64_t _e988 = l_mut_212_;
                    uint64_t l_381_ = (_e988 - l_380_);
                    l_mut_212_ = l_381_;
                    uint _e990 = l_mut_304_;
                    uint _e991 = l_mut_67_;
                    uint l_382_ = (_e990 * _e991);
                    uint _e993 = l_mut_258_;
                    l_mut_258_ = (_e993 + l_382_);
                } else {
                    uint _e995 = l_mut_67_;
                    uint l_383_ = (l_13_ - _e995);
                    uint _e997 = l_mut_258_;
                    uint l_384_ = naga_div(l_383_, _e997);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e1002 = l_mut_158_;
                    uint64_t l_386_ = (_e1002 >> uint(3uL));
                    uint64_t _e1006 = l_mut_212_;
                    bool l_387_ = (l_386_ < _e1006);
                    bool l_388_ = !(l_387_);
                    l_mut_355_ = l_388_;
                    uint64_t _e1009 = l_mut_212_;
                    bool l_389_ = (_e1009 == 0uL);
                    if (l_389_) {
                        l_mut_304_ = l_384_;
                    } else {
                        bool _e1012 = l_mut_355_;
                        if (_e1012) {
                            uint64_t _e1013 = l_mut_212_;
                            uint64_t _e1014 = l_mut_158_;
                            bool l_390_ = (_e1013 < _e1014);
                            if (l_390_) {
                                uint64_t _e1016 = l_mut_158_;
                                uint64_t l_391_ = (_e1016 - 1uL);
                                uint64_t _e1019 = l_mut_212_;
                                uint64_t l_392_ = naga_div(l_391_, _e1019);
                                uint64_t l_393_ = uint64_t(l_384_);
                                bool l_394_ = (l_392_ < l_393_);
                                uint64_t l_395_ = uint64_t(l_384_);
                                uint64_t l_396_ = (l_394_ ? l_392_ : l_395_);
                                uint l_397_ = uint(l_396_);
                                l_mut_304_ = l_397_;
                            }
                        } else {
                            uint64_t _e1027 = l_mut_158_;
                            l_mut_301_ = _e1027;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1028 = l_mut_212_;
                                uint64_t _e1029 = l_mut_301_;
                                bool l_398_ = (_e1028 < _e1029);
                                uint _e1031 = l_mut_304_;
                                uint _e1032 = l_mut_258_;
                                uint l_399_ = (_e1031 * _e1032);
                                uint _e1034 = l_mut_67_;
                                uint l_400_ = (_e1034 + l_399_);
                                uint _e1036 = l_mut_258_;
                                uint l_401_ = (l_400_ + _e1036);
                                bool l_402_ = (l_401_ < l_13_);
                                if (l_398_) {
                                    local_4 = l_402_;
                                } else {
                                    local_4 = false;
                                }
                                bool l_403_ = local_4;
                                bool l_404_ = !(l_403_);
                                if (l_404_) {
                                    break;
                                }
                                uint64_t _e1044 = l_mut_301_;
                                uint64_t _e1045 = l_mut_212_;
                                uint64_t l_405_ = (_e1044 - _e1045);
                                l_mut_301_ = l_405_;
                                uint _e1047 = l_mut_304_;
                                l_mut_304_ = (_e1047 + 1u);
                            }
                        }
                    }
                    uint _e1050 = l_mut_304_;
                    uint _e1051 = l_mut_258_;
                    uint l_406_ = (_e1050 * _e1051);
                    uint _e1053 = l_mut_67_;
                    uint l_407_ = (_e1053 + l_406_);
                    uint _e1055 = l_mut_258_;
                    uint l_408_ = (l_407_ + _e1055);
                    bool l_409_ = (l_408_ >= l_13_);
                    uint64_t _e1058 = l_mut_212_;
                    l_mut_301_ = _e1058;
                    uint64_t _e1059 = l_mut_158_;
                    l_mut_284_ = _e1059;
                    uint _e1060 = l_mut_67_;
                    l_mut_271_ = _e1060;
                    uint _e1061 = l_mut_258_;
                    l_mut_410_ = _e1061;
                    bool l_411_ = !(l_409_);
                    if (l_411_) {
                        uint _e1063 = l_mut_304_;
                        uint64_t l_412_ = uint64_t(_e1063);
                        uint64_t _e1065 = l_mut_212_;
                        uint64_t l_413_ = (_e1065 * l_412_);
                        uint64_t _e1067 = l_mut_158_;
                        uint64_t l_414_ = (_e1067 - l_413_);
                        l_mut_284_ = l_414_;
                        uint _e1069 = l_mut_304_;
                        uint _e1070 = l_mut_258_;
                        uint l_415_ = (_e1069 * _e1070);
                        uint _e1072 = l_mut_67_;
                        uint l_416_ = (_e1072 + l_415_);
                        l_mut_271_ = l_416_;
                        uint64_t _e1074 = l_mut_212_;
                        uint64_t _e1075 = l_mut_284_;
                        uint64_t l_417_ = (_e1074 - _e1075);
                        l_mut_301_ = l_417_;
                        uint _e1077 = l_mut_258_;
                        uint _e1078 = l_mut_271_;
                        uint l_418_ = (_e1077 + _e1078);
                        l_mut_410_ = l_418_;
                    }
                    uint64_t _e1080 = l_mut_301_;
                    l_mut_212_ = _e1080;
                    uint64_t _e1081 = l_mut_284_;
                    l_mut_158_ = _e1081;
                    uint _e1082 = l_mut_271_;
                    l_mut_67_ = _e1082;
                    uint _e1083 = l_mut_410_;
                    l_mut_258_ = _e1083;
                    l_mut_259_ = l_409_;
                    bool l_419_ = !(l_409_);
                    l_mut_262_ = l_419_;
                }
            } else {
                uint64_t _e1085 = l_mut_127_;
                uint64_t l_420_ = (_e1085 - l_255_);
                uint64_t _e1087 = l_mut_158_;
                l_mut_301_ = _e1087;
                uint64_t _e1088 = l_mut_158_;
                bool l_421_ = (l_420_ < _e1088);
                if (l_421_) {
                    l_mut_301_ = l_420_;
                }
                l_mut_355_ = false;
                uint64_t _e1092 = l_mut_301_;
                uint64_t l_423_ = (_e1092 >> uint(3uL));
                uint64_t _e1096 = l_mut_212_;
                bool l_424_ = (l_423_ < _e1096);
                bool l_425_ = !(l_424_);
                l_mut_355_ = l_425_;
                l_mut_410_ = 0u;
                uint64_t _e1100 = l_mut_212_;
                bool l_426_ = (_e1100 == 0uL);
                bool l_427_ = !(l_426_);
                bool _e1104 = l_mut_355_;
                if (_e1104) {
                    local_5 = l_427_;
                } else {
                    local_5 = false;
                }
                bool l_428_ = local_5;
                uint64_t _e1109 = l_mut_212_;
                uint64_t _e1110 = l_mut_301_;
                bool l_429_ = (_e1109 < _e1110);
                if (l_428_) {
                    local_6 = l_429_;
                } else {
                    local_6 = false;
                }
                bool l_430_ = local_6;
                uint _e1116 = l_mut_258_;
                uint _e1117 = l_mut_67_;
                uint l_431_ = (_e1116 + _e1117);
                bool l_432_ = (l_431_ < l_13_);
                if (l_430_) {
                    local_7 = l_432_;
                } else {
                    local_7 = false;
                }
                bool l_433_ = local_7;
                if (l_433_) {
                    uint _e1124 = l_mut_258_;
                    uint l_434_ = (l_13_ - _e1124);
                    uint _e1126 = l_mut_67_;
                    uint l_435_ = (l_434_ - _e1126);
                    uint _e1128 = l_mut_258_;
                    uint l_436_ = naga_div(l_435_, _e1128);
                    uint64_t _e1130 = l_mut_301_;
                    uint64_t l_437_ = (_e1130 - 1uL);
                    uint64_t _e1133 = l_mut_212_;
                    uint64_t l_438_ = naga_div(l_437_, _e1133);
                    uint64_t l_439_ = uint64_t(l_436_);
                    bool l_440_ = (l_438_ < l_439_);
                    uint64_t l_441_ = uint64_t(l_436_);
                    uint64_t l_442_ = (l_440_ ? l_438_ : l_441_);
                    uint l_443_ = uint(l_442_);
                    l_mut_410_ = l_443_;
                }
                uint _e1141 = l_mut_410_;
                bool l_444_ = (_e1141 > 0u);
                if (l_444_) {
                    uint _e1144 = l_mut_410_;
                    uint64_t l_445_ = uint64_t(_e1144);
                    uint64_t _e1146 = l_mut_212_;
                    uint64_t l_446_ = (_e1146 * l_445_);
                    uint64_t _e1148 = l_mut_127_;
                    uint64_t l_447_ = (_e1148 - l_446_);
                    l_mut_127_ = l_447_;
                    uint64_t _e1150 = l_mut_158_;
                    uint64_t l_448_ = (_e1150 - l_446_);
                    l_mut_158_ = l_448_;
                    uint _e1152 = l_mut_410_;
                    uint _e1153 = l_mut_258_;
                    uint l_449_ = (_e1152 * _e1153);
                    uint _e1155 = l_mut_67_;
                    l_mut_67_ = (_e1155 + l_449_);
                } else {
                    uint64_t _e1157 = l_mut_127_;
                    uint64_t _e1158 = l_mut_212_;
                    uint64_t l_450_ = (_e1157 - _e1158);
                    l_mut_127_ = l_450_;
                    uint64_t _e1160 = l_mut_127_;
                    bool l_451_ = (_e1160 < l_255_);
                    if (l_451_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1163 = l_mut_258_;
                        uint l_452_ = (l_13_ - _e1163);
                        uint _e1165 = l_mut_67_;
                        uint l_453_ = naga_div(l_452_, _e1165);
                        l_mut_410_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1170 = l_mut_212_;
                        uint64_t l_455_ = (_e1170 >> uint(3uL));
                        uint64_t _e1174 = l_mut_158_;
                        bool l_456_ = (l_455_ < _e1174);
                        bool l_457_ = !(l_456_);
                        l_mut_355_ = l_457_;
                        uint64_t _e1177 = l_mut_158_;
                        bool l_458_ = (_e1177 == 0uL);
                        if (l_458_) {
                            l_mut_410_ = l_453_;
                        } else {
                            bool _e1180 = l_mut_355_;
                            if (_e1180) {
                                uint64_t _e1181 = l_mut_158_;
                                uint64_t _e1182 = l_mut_212_;
                                bool l_459_ = (_e1181 < _e1182);
                                if (l_459_) {
                                    uint64_t _e1184 = l_mut_212_;
                                    uint64_t l_460_ = (_e1184 - 1uL);
                                    uint64_t _e1187 = l_mut_158_;
                                    uint64_t l_461_ = naga_div(l_460_, _e1187);
                                    uint64_t l_462_ = uint64_t(l_453_);
                                    bool l_463_ = (l_461_ < l_462_);
                                    uint64_t l_464_ = uint64_t(l_453_);
                                    uint64_t l_465_ = (l_463_ ? l_461_ : l_464_);
                                    uint l_466_ = uint(l_465_);
                                    l_mut_410_ = l_466_;
                                }
                            } else {
                                uint64_t _e1195 = l_mut_212_;
                                l_mut_301_ = _e1195;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1196 = l_mut_158_;
                                    uint64_t _e1197 = l_mut_301_;
                                    bool l_467_ = (_e1196 < _e1197);
                                    uint _e1199 = l_mut_410_;
                                    uint _e1200 = l_mut_67_;
                                    uint l_468_ = (_e1199 * _e1200);
                                    uint _e1202 = l_mut_258_;
                                    uint l_469_ = (_e1202 + l_468_);
                                    uint _e1204 = l_mut_67_;
                                    uint l_470_ = (l_469_ + _e1204);
                                    bool l_471_ = (l_470_ < l_13_);
                                    if (l_467_) {
                                        local_8 = l_471_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_472_ = local_8;
                                    bool l_473_ = !(l_472_);
                                    if (l_473_) {
                                        break;
                                    }
                                    uint64_t _e1212 = l_mut_301_;
                                    uint64_t _e1213 = l_mut_158_;
                                    uint64_t l_474_ = (_e1212 - _e1213);
                                    l_mut_301_ = l_474_;
                                    uint _e1215 = l_mut_410_;
                                    l_mut_410_ = (_e1215 + 1u);
                                }
                            }
                        }
                        uint _e1218 = l_mut_410_;
                        uint _e1219 = l_mut_67_;
                        uint l_475_ = (_e1218 * _e1219);
                        uint _e1221 = l_mut_258_;
                        uint l_476_ = (_e1221 + l_475_);
                        uint _e1223 = l_mut_67_;
                        uint l_477_ = (l_476_ + _e1223);
                        bool l_478_ = (l_477_ >= l_13_);
                        uint64_t _e1226 = l_mut_158_;
                        l_mut_301_ = _e1226;
                        uint64_t _e1227 = l_mut_212_;
                        l_mut_284_ = _e1227;
                        uint _e1228 = l_mut_258_;
                        l_mut_304_ = _e1228;
                        uint _e1229 = l_mut_67_;
                        l_mut_271_ = _e1229;
                        bool l_479_ = !(l_478_);
                        if (l_479_) {
                            uint _e1231 = l_mut_410_;
                            uint64_t l_480_ = uint64_t(_e1231);
                            uint64_t _e1233 = l_mut_158_;
                            uint64_t l_481_ = (_e1233 * l_480_);
                            uint64_t _e1235 = l_mut_212_;
                            uint64_t l_482_ = (_e1235 - l_481_);
                            l_mut_284_ = l_482_;
                            uint _e1237 = l_mut_410_;
                            uint _e1238 = l_mut_67_;
                            uint l_483_ = (_e1237 * _e1238);
                            uint _e1240 = l_mut_258_;
                            uint l_484_ = (_e1240 + l_483_);
                            l_mut_304_ = l_484_;
                            uint64_t _e1242 = l_mut_158_;
                            uint64_t _e1243 = l_mut_284_;
                            uint64_t l_485_ = (_e1242 - _e1243);
                            l_mut_301_ = l_485_;
                            uint _e1245 = l_mut_67_;
                            uint _e1246 = l_mut_304_;
                            uint l_486_ = (_e1245 + _e1246);
                            l_mut_271_ = l_486_;
                        }
                        uint64_t _e1248 = l_mut_284_;
                        l_mut_212_ = _e1248;
                        uint64_t _e1249 = l_mut_301_;
                        l_mut_158_ = _e1249;
                        uint _e1250 = l_mut_271_;
                        l_mut_67_ = _e1250;
                        uint _e1251 = l_mut_304_;
                        l_mut_258_ = _e1251;
                        l_mut_259_ = l_478_;
                        bool l_487_ = !(l_478_);
                        l_mut_262_ = l_487_;
                    }
                }
            }
        }
        bool _e1253 = l_mut_259_;
        bool l_488_ = !(_e1253);
        if (l_488_) {
            uint l_1426_ = asuint(info.Load(20+0));
            uint l_1427_ = (l_1426_ * 1u);
            uint l_1428_ = (l_1427_ - 1u);
            uint l_1429_ = min(0u, l_1428_);
            uint _e1268; buffer_5_global.InterlockedAdd(l_1429_*4, 1u, _e1268);
            uint l_491_ = naga_div(l_13_, 8u);
            l_mut_410_ = 0u;
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2629 = l_mut_492_;
                    l_mut_492_ = (_e2629 + 1u);
                }
                loop_init = false;
                uint _e1276 = l_mut_492_;
                if ((_e1276 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1279 = l_mut_492_;
                    uint l_493_ = (_e1279 * l_491_);
                    bool l_494_ = (l_493_ < l_74_);
                    uint l_495_ = naga_div(l_13_, 8u);
                    uint _e1284 = l_mut_492_;
                    uint l_496_ = (_e1284 * l_495_);
                    uint l_497_ = (l_496_ + l_496_);
                    uint64_t l_498_ = (l_102_ >> uint(63uL));
                    bool l_499_ = (l_498_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_499_) {
                        uint64_t l_501_ = (0uL - l_102_);
                        l_mut_301_ = l_501_;
                    }
                    uint64_t l_502_ = uint64_t(l_497_);
                    uint64_t _e1296 = l_mut_301_;
                    uint64_t l_503_ = (_e1296 & 4294967295uL);
                    uint64_t l_504_ = (l_503_ * l_502_);
                    uint64_t _e1300 = l_mut_301_;
                    uint64_t l_505_ = (_e1300 >> uint(32uL));
                    uint64_t l_506_ = (l_505_ * l_502_);
                    uint64_t l_507_ = (l_506_ << uint(32uL));
                    uint64_t l_508_ = (l_504_ + l_507_);
                    uint64_t l_509_ = (l_506_ >> uint(32uL));
                    bool l_510_ = (l_508_ < l_504_);
                    uint64_t l_511_ = uint64_t(l_510_);
                    uint64_t l_512_ = (l_509_ + l_511_);
                    l_mut_301_ = l_508_;
                    bool l_513_ = (l_24_ == 64u);
                    if (l_513_) {
                        l_mut_301_ = l_512_;
                    } else {
                        bool l_514_ = (l_24_ > 0u);
                        if (l_514_) {
                            uint l_515_ = (64u - l_24_);
                            uint64_t l_516_ = uint64_t(l_515_);
                            uint64_t l_517_ = (l_512_ << uint(l_516_));
                            uint64_t l_518_ = uint64_t(l_24_);
                            uint64_t l_519_ = (l_508_ >> uint(l_518_));
                            uint64_t l_520_ = (l_517_ | l_519_);
                            l_mut_301_ = l_520_;
                        }
                    }
                    uint64_t _e1333 = l_mut_301_;
                    l_mut_284_ = _e1333;
                    if (l_499_) {
                        uint64_t _e1335 = l_mut_284_;
                        uint64_t l_522_ = (0uL - _e1335);
                        l_mut_284_ = l_522_;
                    }
                    uint64_t _e1337 = l_mut_284_;
                    uint64_t l_523_ = (l_84_ + _e1337);
                    uint64_t l_524_ = uint64_t(l_496_);
                    uint64_t l_525_ = (l_84_ * l_524_);
                    uint64_t l_526_ = (l_93_ + l_525_);
                    l_mut_301_ = 0uL;
                    bool l_528_ = (l_496_ < 65536u);
                    if (l_528_) {
                        uint l_529_ = (l_496_ * l_496_);
                        uint64_t l_530_ = (l_102_ >> uint(63uL));
                        bool l_531_ = (l_530_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_531_) {
                            uint64_t l_533_ = (0uL - l_102_);
                            l_mut_284_ = l_533_;
                        }
                        uint64_t l_534_ = uint64_t(l_529_);
                        uint64_t _e1355 = l_mut_284_;
                        uint64_t l_535_ = (_e1355 & 4294967295uL);
                        uint64_t l_536_ = (l_535_ * l_534_);
                        uint64_t _e1359 = l_mut_284_;
                        uint64_t l_537_ = (_e1359 >> uint(32uL));
                        uint64_t l_538_ = (l_537_ * l_534_);
                        uint64_t l_539_ = (l_538_ << uint(32uL));
                        uint64_t l_540_ = (l_536_ + l_539_);
                        uint64_t l_541_ = (l_538_ >> uint(32uL));
                        bool l_542_ = (l_540_ < l_536_);
                        uint64_t l_543_ = uint64_t(l_542_);
                        uint64_t l_544_ = (l_541_ + l_543_);
                        l_mut_284_ = l_540_;
                        bool l_545_ = (l_24_ == 64u);
                        if (l_545_) {
                            l_mut_284_ = l_544_;
                        } else {
                            bool l_546_ = (l_24_ > 0u);
                            if (l_546_) {
                                uint l_547_ = (64u - l_24_);
                                uint64_t l_548_ = uint64_t(l_547_);
                                uint64_t l_549_ = (l_544_ << uint(l_548_));
                                uint64_t l_550_ = uint64_t(l_24_);
                                uint64_t l_551_ = (l_540_ >> uint(l_550_));
                                uint64_t l_552_ = (l_549_ | l_551_);
                                l_mut_284_ = l_552_;
                            }
                        }
                        uint64_t _e1392 = l_mut_284_;
                        l_mut_212_ = _e1392;
                        if (l_531_) {
                            uint64_t _e1394 = l_mut_212_;
                            uint64_t l_554_ = (0uL - _e1394);
                            l_mut_212_ = l_554_;
                        }
                        uint64_t _e1396 = l_mut_212_;
                        l_mut_301_ = _e1396;
                    } else {
                        uint64_t l_555_ = (l_102_ >> uint(63uL));
                        bool l_556_ = (l_555_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_556_) {
                            uint64_t l_558_ = (0uL - l_102_);
                            l_mut_284_ = l_558_;
                        }
                        uint64_t l_559_ = uint64_t(l_496_);
                        uint64_t _e1406 = l_mut_284_;
                        uint64_t l_560_ = (_e1406 & 4294967295uL);
                        uint64_t l_561_ = (l_560_ * l_559_);
                        uint64_t _e1410 = l_mut_284_;
                        uint64_t l_562_ = (_e1410 >> uint(32uL));
                        uint64_t l_563_ = (l_562_ * l_559_);
                        uint64_t l_564_ = (l_563_ << uint(32uL));
                        uint64_t l_565_ = (l_561_ + l_564_);
                        uint64_t l_566_ = (l_563_ >> uint(32uL));
                        bool l_567_ = (l_565_ < l_561_);
                        uint64_t l_568_ = uint64_t(l_567_);
                        uint64_t l_569_ = (l_566_ + l_568_);
                        l_mut_212_ = l_565_;
                        if (false) {
                            l_mut_212_ = l_569_;
                        } else {
                            if (false) {
                                uint64_t l_573_ = (l_569_ << uint(64uL));
                                uint64_t l_575_ = (l_565_ >> uint(0uL));
                                uint64_t l_576_ = (l_573_ | l_575_);
                                l_mut_212_ = l_576_;
                            }
                        }
                        uint64_t l_577_ = uint64_t(l_496_);
                        uint64_t _e1440 = l_mut_284_;
                        uint64_t l_578_ = (_e1440 & 4294967295uL);
                        uint64_t l_579_ = (l_578_ * l_577_);
                        uint64_t _e1444 = l_mut_284_;
                        uint64_t l_580_ = (_e1444 >> uint(32uL));
                        uint64_t l_581_ = (l_580_ * l_577_);
                        uint64_t l_582_ = (l_581_ << uint(32uL));
                        uint64_t l_583_ = (l_579_ + l_582_);
                        uint64_t l_584_ = (l_581_ >> uint(32uL));
                        bool l_585_ = (l_583_ < l_579_);
                        uint64_t l_586_ = uint64_t(l_585_);
                        uint64_t l_587_ = (l_584_ + l_586_);
                        l_mut_284_ = l_583_;
                        if (true) {
                            l_mut_284_ = l_587_;
                        } else {
                            if (true) {
                                uint64_t l_591_ = (l_587_ << uint(0uL));
                                uint64_t l_593_ = (l_583_ >> uint(64uL));
                                uint64_t l_594_ = (l_591_ | l_593_);
                                l_mut_284_ = l_594_;
                            }
                        }
                        uint64_t l_595_ = uint64_t(l_496_);
                        uint64_t _e1474 = l_mut_212_;
                        uint64_t l_596_ = (_e1474 & 4294967295uL);
                        uint64_t l_597_ = (l_596_ * l_595_);
                        uint64_t _e1478 = l_mut_212_;
                        uint64_t l_598_ = (_e1478 >> uint(32uL));
                        uint64_t l_599_ = (l_598_ * l_595_);
                        uint64_t l_600_ = (l_599_ << uint(32uL));
                        uint64_t l_601_ = (l_597_ + l_600_);
                        uint64_t l_602_ = (l_599_ >> uint(32uL));
                        bool l_603_ = (l_601_ < l_597_);
                        uint64_t l_604_ = uint64_t(l_603_);
                        uint64_t l_605_ = (l_602_ + l_604_);
                        l_mut_158_ = l_601_;
                        if (false) {
                            l_mut_158_ = l_605_;
                        } else {
                            if (false) {
                                uint64_t l_609_ = (l_605_ << uint(64uL));
                                uint64_t l_611_ = (l_601_ >> uint(0uL));
                                uint64_t l_612_ = (l_609_ | l_611_);
                                l_mut_158_ = l_612_;
                            }
                        }
                        uint64_t l_613_ = uint64_t(l_496_);
                        uint64_t _e1508 = l_mut_212_;
                        uint64_t l_614_ = (_e1508 & 4294967295uL);
                        uint64_t l_615_ = (l_614_ * l_613_);
                        uint64_t _e1512 = l_mut_212_;
                        uint64_t l_616_ = (_e1512 >> uint(32uL));
                        uint64_t l_617_ = (l_616_ * l_613_);
                        uint64_t l_618_ = (l_617_ << uint(32uL));
                        uint64_t l_619_ = (l_615_ + l_618_);
                        uint64_t l_620_ = (l_617_ >> uint(32uL));
                        bool l_621_ = (l_619_ < l_615_);
                        uint64_t l_622_ = uint64_t(l_621_);
                        uint64_t l_623_ = (l_620_ + l_622_);
                        l_mut_212_ = l_619_;
                        if (true) {
                            l_mut_212_ = l_623_;
                        } else {
                            if (true) {
                                uint64_t l_627_ = (l_623_ << uint(0uL));
                                uint64_t l_629_ = (l_619_ >> uint(64uL));
                                uint64_t l_630_ = (l_627_ | l_629_);
                                l_mut_212_ = l_630_;
                            }
                        }
                        uint64_t l_631_ = uint64_t(l_496_);
                        uint64_t _e1542 = l_mut_284_;
                        uint64_t l_632_ = (_e1542 * l_631_);
                        uint64_t _e1544 = l_mut_212_;
                        uint64_t l_633_ = (_e1544 + l_632_);
                        uint64_t _e1546 = l_mut_158_;
                        l_mut_301_ = _e1546;
                        bool l_634_ = (l_24_ == 64u);
                        if (l_634_) {
                            l_mut_301_ = l_633_;
                        } else {
                            bool l_635_ = (l_24_ > 0u);
                            if (l_635_) {
                                uint l_636_ = (64u - l_24_);
                                uint64_t l_637_ = uint64_t(l_636_);
                                uint64_t l_638_ = (l_633_ << uint(l_637_));
                                uint64_t l_639_ = uint64_t(l_24_);
                                uint64_t _e1558 = l_mut_158_;
                                uint64_t l_640_ = (_e1558 >> uint(l_639_));
                                uint64_t l_641_ = (l_638_ + l_640_);
                                l_mut_301_ = l_641_;
                            }
                        }
                        if (l_556_) {
                            uint64_t _e1564 = l_mut_301_;
                            uint64_t l_643_ = (0uL - _e1564);
                            l_mut_301_ = l_643_;
                        }
                    }
                    uint64_t _e1566 = l_mut_301_;
                    uint64_t l_644_ = (l_526_ + _e1566);
                    uint64_t l_645_ = (l_102_ >> uint(63uL));
                    bool l_646_ = (l_645_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_646_) {
                        uint64_t l_648_ = (0uL - l_102_);
                        l_mut_301_ = l_648_;
                    }
                    uint64_t l_649_ = uint64_t(l_495_);
                    uint64_t _e1577 = l_mut_301_;
                    uint64_t l_650_ = (_e1577 & 4294967295uL);
                    uint64_t l_651_ = (l_650_ * l_649_);
                    uint64_t _e1581 = l_mut_301_;
                    uint64_t l_652_ = (_e1581 >> uint(32uL));
                    uint64_t l_653_ = (l_652_ * l_649_);
                    uint64_t l_654_ = (l_653_ << uint(32uL));
                    uint64_t l_655_ = (l_651_ + l_654_);
                    uint64_t l_656_ = (l_653_ >> uint(32uL));
                    bool l_657_ = (l_655_ < l_651_);
                    uint64_t l_658_ = uint64_t(l_657_);
                    uint64_t l_659_ = (l_656_ + l_658_);
                    l_mut_301_ = l_655_;
                    bool l_660_ = (l_24_ == 64u);
                    if (l_660_) {
                        l_mut_301_ = l_659_;
                    } else {
                        bool l_661_ = (l_24_ > 0u);
                        if (l_661_) {
                            uint l_662_ = (64u - l_24_);
                            uint64_t l_663_ = uint64_t(l_662_);
                            uint64_t l_664_ = (l_659_ << uint(l_663_));
                            uint64_t l_665_ = uint64_t(l_24_);
                            uint64_t l_666_ = (l_655_ >> uint(l_665_));
                            uint64_t l_667_ = (l_664_ | l_666_);
                            l_mut_301_ = l_667_;
                        }
                    }
                    uint64_t _e1614 = l_mut_301_;
                    l_mut_284_ = _e1614;
                    if (l_646_) {
                        uint64_t _e1616 = l_mut_284_;
                        uint64_t l_669_ = (0uL - _e1616);
                        l_mut_284_ = l_669_;
                    }
                    uint64_t _e1618 = l_mut_284_;
                    uint64_t l_670_ = (l_523_ + _e1618);
                    uint l_671_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_673_ = (l_495_ < 65536u);
                    if (l_673_) {
                        uint l_674_ = (l_495_ * l_495_);
                        uint64_t l_675_ = (l_102_ >> uint(63uL));
                        bool l_676_ = (l_675_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_676_) {
                            uint64_t l_678_ = (0uL - l_102_);
                            l_mut_284_ = l_678_;
                        }
                        uint64_t l_679_ = uint64_t(l_674_);
                        uint64_t _e1635 = l_mut_284_;
                        uint64_t l_680_ = (_e1635 & 4294967295uL);
                        uint64_t l_681_ = (l_680_ * l_679_);
                        uint64_t _e1639 = l_mut_284_;
                        uint64_t l_682_ = (_e1639 >> uint(32uL));
                        uint64_t l_683_ = (l_682_ * l_679_);
                        uint64_t l_684_ = (l_683_ << uint(32uL));
                        uint64_t l_685_ = (l_681_ + l_684_);
                        uint64_t l_686_ = (l_683_ >> uint(32uL));
                        bool l_687_ = (l_685_ < l_681_);
                        uint64_t l_688_ = uint64_t(l_687_);
                        uint64_t l_689_ = (l_686_ + l_688_);
                        l_mut_284_ = l_685_;
                        bool l_690_ = (l_671_ == 64u);
                        if (l_690_) {
                            l_mut_284_ = l_689_;
                        } else {
                            bool l_691_ = (l_671_ > 0u);
                            if (l_691_) {
                                uint l_692_ = (64u - l_671_);
                                uint64_t l_693_ = uint64_t(l_692_);
                                uint64_t l_694_ = (l_689_ << uint(l_693_));
                                uint64_t l_695_ = uint64_t(l_671_);
                                uint64_t l_696_ = (l_685_ >> uint(l_695_));
                                uint64_t l_697_ = (l_694_ | l_696_);
                                l_mut_284_ = l_697_;
                            }
                        }
                        uint64_t _e1672 = l_mut_284_;
                        l_mut_212_ = _e1672;
                        if (l_676_) {
                            uint64_t _e1674 = l_mut_212_;
                            uint64_t l_699_ = (0uL - _e1674);
                            l_mut_212_ = l_699_;
                        }
                        uint64_t _e1676 = l_mut_212_;
                        l_mut_301_ = _e1676;
                    } else {
                        uint64_t l_700_ = (l_102_ >> uint(63uL));
                        bool l_701_ = (l_700_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_701_) {
                            uint64_t l_703_ = (0uL - l_102_);
                            l_mut_284_ = l_703_;
                        }
                        uint64_t l_704_ = uint64_t(l_495_);
                        uint64_t _e1686 = l_mut_284_;
                        uint64_t l_705_ = (_e1686 & 4294967295uL);
                        uint64_t l_706_ = (l_705_ * l_704_);
                        uint64_t _e1690 = l_mut_284_;
                        uint64_t l_707_ = (_e1690 >> uint(32uL));
                        uint64_t l_708_ = (l_707_ * l_704_);
                        uint64_t l_709_ = (l_708_ << uint(32uL));
                        uint64_t l_710_ = (l_706_ + l_709_);
                        uint64_t l_711_ = (l_708_ >> uint(32uL));
                        bool l_712_ = (l_710_ < l_706_);
                        uint64_t l_713_ = uint64_t(l_712_);
                        uint64_t l_714_ = (l_711_ + l_713_);
                        l_mut_212_ = l_710_;
                        if (false) {
                            l_mut_212_ = l_714_;
                        } else {
                            if (false) {
                                uint64_t l_718_ = (l_714_ << uint(64uL));
                                uint64_t l_720_ = (l_710_ >> uint(0uL));
                                uint64_t l_721_ = (l_718_ | l_720_);
                                l_mut_212_ = l_721_;
                            }
                        }
                        uint64_t l_722_ = uint64_t(l_495_);
                        uint64_t _e1720 = l_mut_284_;
                        uint64_t l_723_ = (_e1720 & 4294967295uL);
                        uint64_t l_724_ = (l_723_ * l_722_);
                        uint64_t _e1724 = l_mut_284_;
                        uint64_t l_725_ = (_e1724 >> uint(32uL));
                        uint64_t l_726_ = (l_725_ * l_722_);
                        uint64_t l_727_ = (l_726_ << uint(32uL));
                        uint64_t l_728_ = (l_724_ + l_727_);
                        uint64_t l_729_ = (l_726_ >> uint(32uL));
                        bool l_730_ = (l_728_ < l_724_);
                        uint64_t l_731_ = uint64_t(l_730_);
                        uint64_t l_732_ = (l_729_ + l_731_);
                        l_mut_284_ = l_728_;
                        if (true) {
                            l_mut_284_ = l_732_;
                        } else {
                            if (true) {
                                uint64_t l_736_ = (l_732_ << uint(0uL));
                                uint64_t l_738_ = (l_728_ >> uint(64uL));
                                uint64_t l_739_ = (l_736_ | l_738_);
                                l_mut_284_ = l_739_;
                            }
                        }
                        uint64_t l_740_ = uint64_t(l_495_);
                        uint64_t _e1754 = l_mut_212_;
                        uint64_t l_741_ = (_e1754 & 4294967295uL);
                        uint64_t l_742_ = (l_741_ * l_740_);
                        uint64_t _e1758 = l_mut_212_;
                        uint64_t l_743_ = (_e1758 >> uint(32uL));
                        uint64_t l_744_ = (l_743_ * l_740_);
                        uint64_t l_745_ = (l_744_ << uint(32uL));
                        uint64_t l_746_ = (l_742_ + l_745_);
                        uint64_t l_747_ = (l_744_ >> uint(32uL));
                        bool l_748_ = (l_746_ < l_742_);
                        uint64_t l_749_ = uint64_t(l_748_);
                        uint64_t l_750_ = (l_747_ + l_749_);
                        l_mut_158_ = l_746_;
                        if (false) {
                            l_mut_158_ = l_750_;
                        } else {
                            if (false) {
                                uint64_t l_754_ = (l_750_ << uint(64uL));
                                uint64_t l_756_ = (l_746_ >> uint(0uL));
                                uint64_t l_757_ = (l_754_ | l_756_);
                                l_mut_158_ = l_757_;
                            }
                        }
                        uint64_t l_758_ = uint64_t(l_495_);
                        uint64_t _e1788 = l_mut_212_;
                        uint64_t l_759_ = (_e1788 & 4294967295uL);
                        uint64_t l_760_ = (l_759_ * l_758_);
                        uint64_t _e1792 = l_mut_212_;
                        uint64_t l_761_ = (_e1792 >> uint(32uL));
                        uint64_t l_762_ = (l_761_ * l_758_);
                        uint64_t l_763_ = (l_762_ << uint(32uL));
                        uint64_t l_764_ = (l_760_ + l_763_);
                        uint64_t l_765_ = (l_762_ >> uint(32uL));
                        bool l_766_ = (l_764_ < l_760_);
                        uint64_t l_767_ = uint64_t(l_766_);
                        uint64_t l_768_ = (l_765_ + l_767_);
                        l_mut_212_ = l_764_;
                        if (true) {
                            l_mut_212_ = l_768_;
                        } else {
                            if (true) {
                                uint64_t l_772_ = (l_768_ << uint(0uL));
                                uint64_t l_774_ = (l_764_ >> uint(64uL));
                                uint64_t l_775_ = (l_772_ | l_774_);
                                l_mut_212_ = l_775_;
                            }
                        }
                        uint64_t l_776_ = uint64_t(l_495_);
                        uint64_t _e1822 = l_mut_284_;
                        uint64_t l_777_ = (_e1822 * l_776_);
                        uint64_t _e1824 = l_mut_212_;
                        uint64_t l_778_ = (_e1824 + l_777_);
                        uint64_t _e1826 = l_mut_158_;
                        l_mut_301_ = _e1826;
                        bool l_779_ = (l_671_ == 64u);
                        if (l_779_) {
                            l_mut_301_ = l_778_;
                        } else {
                            bool l_780_ = (l_671_ > 0u);
                            if (l_780_) {
                                uint l_781_ = (64u - l_671_);
                                uint64_t l_782_ = uint64_t(l_781_);
                                uint64_t l_783_ = (l_778_ << uint(l_782_));
                                uint64_t l_784_ = uint64_t(l_671_);
                                uint64_t _e1838 = l_mut_158_;
                                uint64_t l_785_ = (_e1838 >> uint(l_784_));
                                uint64_t l_786_ = (l_783_ + l_785_);
                                l_mut_301_ = l_786_;
                            }
                        }
                        if (l_701_) {
                            uint64_t _e1844 = l_mut_301_;
                            uint64_t l_788_ = (0uL - _e1844);
                            l_mut_301_ = l_788_;
                        }
                    }
                    uint64_t _e1846 = l_mut_301_;
                    uint64_t l_789_ = (l_644_ - _e1846);
                    uint64_t l_790_ = (l_789_ + l_42_);
                    uint64_t l_792_ = (0uL - l_670_);
                    uint64_t l_793_ = (l_42_ + l_42_);
                    l_mut_301_ = l_792_;
                    uint64_t l_795_ = (0uL - l_792_);
                    l_mut_284_ = l_795_;
                    l_mut_212_ = l_790_;
                    l_mut_258_ = 1u;
                    l_mut_67_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1857 = l_mut_212_;
                    bool l_796_ = (_e1857 < l_793_);
                    bool l_797_ = !(l_796_);
                    l_mut_350_ = l_797_;
                    bool l_798_ = (l_792_ == 0uL);
                    if (l_798_) {
                        bool _e1862 = l_mut_350_;
                        l_mut_355_ = _e1862;
                        l_mut_350_ = false;
                    }
                    bool _e1864 = l_mut_350_;
                    if (_e1864) {
                        uint64_t l_799_ = (l_792_ >> uint(63uL));
                        bool l_800_ = (l_799_ == 1uL);
                        l_mut_158_ = l_792_;
                        if (l_800_) {
                            uint64_t l_802_ = (0uL - l_792_);
                            l_mut_158_ = l_802_;
                        }
                        uint l_803_ = (l_495_ - 1u);
                        uint64_t l_804_ = uint64_t(l_803_);
                        uint64_t _e1876 = l_mut_158_;
                        uint64_t l_805_ = (_e1876 * l_804_);
                        l_mut_806_ = 0u;
                        uint l_807_ = (l_495_ - 1u);
                        uint64_t l_808_ = uint64_t(l_807_);
                        uint64_t _e1882 = l_mut_158_;
                        uint64_t l_809_ = (_e1882 & 4294967295uL);
                        uint64_t l_810_ = (l_809_ * l_808_);
                        uint64_t _e1886 = l_mut_158_;
                        uint64_t l_811_ = (_e1886 >> uint(32uL));
                        uint64_t l_812_ = (l_811_ * l_808_);
                        uint64_t l_813_ = (l_812_ << uint(32uL));
                        uint64_t l_814_ = (l_810_ + l_813_);
                        uint64_t l_815_ = (l_812_ >> uint(32uL));
                        bool l_816_ = (l_814_ < l_810_);
                        uint64_t l_817_ = uint64_t(l_816_);
                        uint64_t l_818_ = (l_815_ + l_817_);
                        l_mut_127_ = l_814_;
                        if (true) {
                            l_mut_127_ = l_818_;
                        } else {
                            if (true) {
                                uint64_t l_822_ = (l_818_ << uint(0uL));
                                uint64_t l_824_ = (l_814_ >> uint(64uL));
                                uint64_t l_825_ = (l_822_ | l_824_);
                                l_mut_127_ = l_825_;
                            }
                        }
                        uint64_t _e1915 = l_mut_127_;
                        bool l_826_ = (_e1915 == 0uL);
                        if (l_826_) {
                            l_mut_127_ = l_790_;
                            if (l_800_) {
                                uint64_t l_828_ = (0uL - l_790_);
                                bool l_829_ = (l_790_ == 0uL);
                                bool l_830_ = !(l_829_);
                                bool l_831_ = (l_805_ < l_828_);
                                bool l_832_ = !(l_831_);
                                if (l_830_) {
                                    local_9 = l_832_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_833_ = local_9;
                                if (l_833_) {
                                    uint l_834_ = (l_495_ - 1u);
                                    l_mut_105_ = l_828_;
                                    uint64_t _e1931 = l_mut_158_;
                                    bool l_835_ = (l_828_ < _e1931);
                                    bool l_836_ = !(l_835_);
                                    if (l_836_) {
                                        l_mut_837_ = 0u;
                                        uint64_t _e1935 = l_mut_158_;
                                        bool l_838_ = (_e1935 < l_828_);
                                        if (l_838_) {
                                            uint64_t l_839_ = (l_828_ - 1uL);
                                            uint64_t _e1939 = l_mut_158_;
                                            uint64_t l_840_ = naga_div(l_839_, _e1939);
                                            uint64_t l_841_ = uint64_t(l_834_);
                                            bool l_842_ = (l_840_ < l_841_);
                                            uint64_t l_843_ = uint64_t(l_834_);
                                            uint64_t l_844_ = (l_842_ ? l_840_ : l_843_);
                                            uint l_845_ = uint(l_844_);
                                            l_mut_837_ = l_845_;
                                        }
                                        uint _e1947 = l_mut_837_;
                                        uint64_t l_846_ = uint64_t(_e1947);
                                        uint64_t _e1949 = l_mut_158_;
                                        uint64_t l_847_ = (_e1949 * l_846_);
                                        uint64_t l_848_ = (l_828_ - l_847_);
                                        l_mut_105_ = l_848_;
                                        uint64_t _e1952 = l_mut_105_;
                                        uint64_t _e1953 = l_mut_158_;
                                        bool l_849_ = (_e1952 < _e1953);
                                        bool l_850_ = !(l_849_);
                                        if (l_850_) {
                                            uint64_t _e1956 = l_mut_105_;
                                            uint64_t _e1957 = l_mut_158_;
                                            uint64_t l_851_ = (_e1956 - _e1957);
                                            l_mut_105_ = l_851_;
                                        }
                                    }
                                    uint64_t _e1959 = l_mut_158_;
                                    uint64_t _e1960 = l_mut_105_;
                                    uint64_t l_852_ = (_e1959 - _e1960);
                                    l_mut_105_ = l_852_;
                                    uint64_t _e1962 = l_mut_158_;
                                    bool l_853_ = (l_852_ < _e1962);
                                    bool l_854_ = !(l_853_);
                                    if (l_854_) {
                                        uint64_t _e1965 = l_mut_158_;
                                        uint64_t l_855_ = (l_852_ - _e1965);
                                        l_mut_105_ = l_855_;
                                    }
                                    uint64_t _e1967 = l_mut_105_;
                                    uint64_t _e1968 = l_mut_127_;
                                    bool l_856_ = (_e1967 < _e1968);
                                    if (l_856_) {
                                        uint64_t _e1970 = l_mut_105_;
                                        l_mut_127_ = _e1970;
                                    }
                                }
                            } else {
                                uint64_t l_857_ = (l_790_ - l_805_);
                                l_mut_127_ = l_857_;
                                bool l_858_ = (l_790_ < l_805_);
                                if (l_858_) {
                                    uint l_859_ = (l_495_ - 1u);
                                    l_mut_105_ = l_790_;
                                    uint64_t _e1975 = l_mut_158_;
                                    bool l_860_ = (l_790_ < _e1975);
                                    bool l_861_ = !(l_860_);
                                    if (l_861_) {
                                        l_mut_837_ = 0u;
                                        uint64_t _e1979 = l_mut_158_;
                                        bool l_862_ = (_e1979 < l_790_);
                                        if (l_862_) {
                                            uint64_t l_863_ = (l_790_ - 1uL);
                                            uint64_t _e1983 = l_mut_158_;
                                            uint64_t l_864_ = naga_div(l_863_, _e1983);
                                            uint64_t l_865_ = uint64_t(l_859_);
                                            bool l_866_ = (l_864_ < l_865_);
                                            uint64_t l_867_ = uint64_t(l_859_);
                                            uint64_t l_868_ = (l_866_ ? l_864_ : l_867_);
                                            uint l_869_ = uint(l_868_);
                                            l_mut_837_ = l_869_;
                                        }
                                        uint _e1991 = l_mut_837_;
                                        uint64_t l_870_ = uint64_t(_e1991);
                                        uint64_t _e1993 = l_mut_158_;
                                        uint64_t l_871_ = (_e1993 * l_870_);
                                        uint64_t l_872_ = (l_790_ - l_871_);
                                        l_mut_105_ = l_872_;
                                        uint64_t _e1996 = l_mut_105_;
                                        uint64_t _e1997 = l_mut_158_;
                                        bool l_873_ = (_e1996 < _e1997);
                                        bool l_874_ = !(l_873_);
                                        if (l_874_) {
                                            uint64_t _e2000 = l_mut_105_;
                                            uint64_t _e2001 = l_mut_158_;
                                            uint64_t l_875_ = (_e2000 - _e2001);
                                            l_mut_105_ = l_875_;
                                        }
                                    }
                                    uint64_t _e2003 = l_mut_105_;
                                    uint64_t _e2004 = l_mut_127_;
                                    bool l_876_ = (_e2003 < _e2004);
                                    if (l_876_) {
                                        uint64_t _e2006 = l_mut_105_;
                                        l_mut_127_ = _e2006;
                                    }
                                }
                            }
                            uint64_t _e2007 = l_mut_127_;
                            bool l_877_ = (_e2007 < l_793_);
                            bool l_878_ = !(l_877_);
                            uint l_879_ = uint(l_878_);
                            uint l_880_ = (2u - l_879_);
                            l_mut_806_ = l_880_;
                        }
                        uint _e2013 = l_mut_806_;
                        bool l_881_ = (_e2013 > 0u);
                        if (l_881_) {
                            uint _e2016 = l_mut_806_;
                            bool l_882_ = (_e2016 == 1u);
                            l_mut_355_ = l_882_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e2021 = l_mut_350_;
                        bool l_883_ = !(_e2021);
                        if (l_883_) {
                            break;
                        }
                        uint64_t _e2023 = l_mut_212_;
                        uint64_t _e2024 = l_mut_301_;
                        bool l_884_ = (_e2023 < _e2024);
                        if (l_884_) {
                            uint64_t _e2026 = l_mut_301_;
                            uint64_t _e2027 = l_mut_212_;
                            uint64_t l_885_ = (_e2026 - _e2027);
                            uint64_t _e2029 = l_mut_301_;
                            l_mut_158_ = _e2029;
                            uint64_t _e2030 = l_mut_301_;
                            bool l_886_ = (l_885_ < _e2030);
                            if (l_886_) {
                                l_mut_158_ = l_885_;
                            }
                            l_mut_259_ = false;
                            uint64_t _e2034 = l_mut_158_;
                            uint64_t l_888_ = (_e2034 >> uint(3uL));
                            uint64_t _e2038 = l_mut_284_;
                            bool l_889_ = (l_888_ < _e2038);
                            bool l_890_ = !(l_889_);
                            l_mut_259_ = l_890_;
                            l_mut_837_ = 0u;
                            uint64_t _e2042 = l_mut_284_;
                            bool l_891_ = (_e2042 == 0uL);
                            bool l_892_ = !(l_891_);
                            bool _e2046 = l_mut_259_;
                            if (_e2046) {
                                local_10 = l_892_;
                            } else {
                                local_10 = false;
                            }
                            bool l_893_ = local_10;
                            uint64_t _e2051 = l_mut_284_;
                            uint64_t _e2052 = l_mut_158_;
                            bool l_894_ = (_e2051 < _e2052);
                            if (l_893_) {
                                local_11 = l_894_;
                            } else {
                                local_11 = false;
                            }
                            bool l_895_ = local_11;
                            uint _e2058 = l_mut_258_;
                            uint _e2059 = l_mut_67_;
                            uint l_896_ = (_e2058 + _e2059);
                            bool l_897_ = (l_896_ < l_495_);
                            if (l_895_) {
                                local_12 = l_897_;
                            } else {
                                local_12 = false;
                            }
                            bool l_898_ = local_12;
                            if (l_898_) {
                                uint _e2066 = l_mut_258_;
                                uint l_899_ = (l_495_ - _e2066);
                                uint _e2068 = l_mut_67_;
                                uint l_900_ = (l_899_ - _e2068);
                                uint _e2070 = l_mut_258_;
                                uint l_901_ = naga_div(l_900_, _e2070);
                                uint64_t _e2072 = l_mut_158_;
                                uint64_t l_902_ = (_e2072 - 1uL);
                                uint64_t _e2075 = l_mut_284_;
                                uint64_t l_903_ = naga_div(l_902_, _e2075);
                                uint64_t l_904_ = uint64_t(l_901_);
                                bool l_905_ = (l_903_ < l_904_);
                                uint64_t l_906_ = uint64_t(l_901_);
                                uint64_t l_907_ = (l_905_ ? l_903_ : l_906_);
                                uint l_908_ = uint(l_907_);
                                l_mut_837_ = l_908_;
                            }
                            uint _e2083 = l_mut_837_;
                            bool l_909_ = (_e2083 > 0u);
                            if (l_909_) {
                                uint _e2086 = l_mut_837_;
                                uint64_t l_910_ = uint64_t(_e2086);
                                uint64_t _e2088 = l_mut_284_;
                                uint64_t l_911_ = (_e2088 * l_910_);
                                uint64_t _e2090 = l_mut_301_;
                                uint64_t l_912_ = (_e2090 - l_911_);
                                l_mut_301_ = l_912_;
                                uint _e2092 = l_mut_837_;
                                uint _e2093 = l_mut_258_;
                                uint l_913_ = (_e2092 * _e2093);
                                uint _e2095 = l_mut_67_;
                                l_mut_67_ = (_e2095 + l_913_);
                            } else {
                                uint _e2097 = l_mut_258_;
                                uint l_914_ = (l_495_ - _e2097);
                                uint _e2099 = l_mut_67_;
                                uint l_915_ = naga_div(l_914_, _e2099);
                                l_mut_837_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e2104 = l_mut_284_;
                                uint64_t l_917_ = (_e2104 >> uint(3uL));
                                uint64_t _e2108 = l_mut_301_;
                                bool l_918_ = (l_917_ < _e2108);
                                bool l_919_ = !(l_918_);
                                l_mut_259_ = l_919_;
                                uint64_t _e2111 = l_mut_301_;
                                bool l_920_ = (_e2111 == 0uL);
                                if (l_920_) {
                                    l_mut_837_ = l_915_;
                                } else {
                                    bool _e2114 = l_mut_259_;
                                    if (_e2114) {
                                        uint64_t _e2115 = l_mut_301_;
                                        uint64_t _e2116 = l_mut_284_;
                                        bool l_921_ = (_e2115 < _e2116);
                                        if (l_921_) {
                                            uint64_t _e2118 = l_mut_284_;
                                            uint64_t l_922_ = (_e2118 - 1uL);
                                            uint64_t _e2121 = l_mut_301_;
                                            uint64_t l_923_ = naga_div(l_922_, _e2121);
                                            uint64_t l_924_ = uint64_t(l_915_);
                                            bool l_925_ = (l_923_ < l_924_);
                                            uint64_t l_926_ = uint64_t(l_915_);
                                            uint64_t l_927_ = (l_925_ ? l_923_ : l_926_);
                                            uint l_928_ = uint(l_927_);
                                            l_mut_837_ = l_928_;
                                        }
                                    } else {
                                        uint64_t _e2129 = l_mut_284_;
                                        l_mut_158_ = _e2129;
                                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                            uint64_t _e2130 = l_mut_301_;
                                            uint64_t _e2131 = l_mut_158_;
                                            bool l_929_ = (_e2130 < _e2131);
                                            uint _e2133 = l_mut_837_;
                                            uint _e2134 = l_mut_67_;
                                            uint l_930_ = (_e2133 * _e2134);
                                            uint _e2136 = l_mut_258_;
                                            uint l_931_ = (_e2136 + l_930_);
                                            uint _e2138 = l_mut_67_;
                                            uint l_932_ = (l_931_ + _e2138);
                                            bool l_933_ = (l_932_ < l_495_);
                                            if (l_929_) {
                                                local_13 = l_933_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_934_ = local_13;
                                            bool l_935_ = !(l_934_);
                                            if (l_935_) {
                                                break;
                                            }
                                            uint64_t _e2146 = l_mut_158_;
                                            uint64_t _e2147 = l_mut_301_;
                                            uint64_t l_936_ = (_e2146 - _e2147);
                                            l_mut_158_ = l_936_;
                                            uint _e2149 = l_mut_837_;
                                            l_mut_837_ = (_e2149 + 1u);
                                        }
                                    }
                                }
                                uint _e2152 = l_mut_837_;
                                uint _e2153 = l_mut_67_;
                                uint l_937_ = (_e2152 * _e2153);
                                uint _e2155 = l_mut_258_;
                                uint l_938_ = (_e2155 + l_937_);
                                uint _e2157 = l_mut_67_;
                                uint l_939_ = (l_938_ + _e2157);
                                bool l_940_ = (l_939_ >= l_495_);
                                uint64_t _e2160 = l_mut_301_;
                                l_mut_158_ = _e2160;
                                uint64_t _e2161 = l_mut_284_;
                                l_mut_127_ = _e2161;
                                uint _e2162 = l_mut_258_;
                                l_mut_806_ = _e2162;
                                uint _e2163 = l_mut_67_;
                                l_mut_941_ = _e2163;
                                bool l_942_ = !(l_940_);
                                if (l_942_) {
                                    uint _e2165 = l_mut_837_;
                                    uint64_t l_943_ = uint64_t(_e2165);
                                    uint64_t _e2167 = l_mut_301_;
                                    uint64_t l_944_ = (_e2167 * l_943_);
                                    uint64_t _e2169 = l_mut_284_;
                                    uint64_t l_945_ = (_e2169 - l_944_);
                                    l_mut_127_ = l_945_;
                                    uint _e2171 = l_mut_837_;
                                    uint _e2172 = l_mut_67_;
                                    uint l_946_ = (_e2171 * _e2172);
                                    uint _e2174 = l_mut_258_;
                                    uint l_947_ = (_e2174 + l_946_);
                                    l_mut_806_ = l_947_;
                                    uint64_t _e2176 = l_mut_301_;
                                    uint64_t _e2177 = l_mut_127_;
                                    uint64_t l_948_ = (_e2176 - _e2177);
                                    l_mut_158_ = l_948_;
                                    uint _e2179 = l_mut_67_;
                                    uint _e2180 = l_mut_806_;
                                    uint l_949_ = (_e2179 + _e2180);
                                    l_mut_941_ = l_949_;
                                }
                                uint64_t _e2182 = l_mut_158_;
                                l_mut_301_ = _e2182;
                                uint64_t _e2183 = l_mut_127_;
                                l_mut_284_ = _e2183;
                                uint _e2184 = l_mut_806_;
                                l_mut_258_ = _e2184;
                                uint _e2185 = l_mut_941_;
                                l_mut_67_ = _e2185;
                                l_mut_355_ = l_940_;
                                bool l_950_ = !(l_940_);
                                l_mut_350_ = l_950_;
                            }
                        } else {
                            uint64_t _e2187 = l_mut_212_;
                            uint64_t l_951_ = (_e2187 - l_793_);
                            uint64_t _e2189 = l_mut_284_;
                            l_mut_158_ = _e2189;
                            uint64_t _e2190 = l_mut_284_;
                            bool l_952_ = (l_951_ < _e2190);
                            if (l_952_) {
                                l_mut_158_ = l_951_;
                            }
                            l_mut_259_ = false;
                            uint64_t _e2194 = l_mut_158_;
                            uint64_t l_954_ = (_e2194 >> uint(3uL));
                            uint64_t _e2198 = l_mut_301_;
                            bool l_955_ = (l_954_ < _e2198);
                            bool l_956_ = !(l_955_);
                            l_mut_259_ = l_956_;
                            l_mut_941_ = 0u;
                            uint64_t _e2202 = l_mut_301_;
                            bool l_957_ = (_e2202 == 0uL);
                            bool l_958_ = !(l_957_);
                            bool _e2206 = l_mut_259_;
                            if (_e2206) {
                                local_14 = l_958_;
                            } else {
                                local_14 = false;
                            }
                            bool l_959_ = local_14;
                            uint64_t _e2211 = l_mut_301_;
                            uint64_t _e2212 = l_mut_158_;
                            bool l_960_ = (_e2211 < _e2212);
                            if (l_959_) {
                                local_15 = l_960_;
                            } else {
                                local_15 = false;
                            }
                            bool l_961_ = local_15;
                            uint _e2218 = l_mut_67_;
                            uint _e2219 = l_mut_258_;
                            uint l_962_ = (_e2218 + _e2219);
                            bool l_963_ = (l_962_ < l_495_);
                            if (l_961_) {
                                local_16 = l_963_;
                            } else {
                                local_16 = false;
                            }
                            bool l_964_ = local_16;
                            if (l_964_) {
                                uint _e2226 = l_mut_67_;
                                uint l_965_ = (l_495_ - _e2226);
                                uint _e2228 = l_mut_258_;
                                uint l_966_ = (l_965_ - _e2228);
                                uint _e2230 = l_mut_67_;
                                uint l_967_ = naga_div(l_966_, _e2230);
                                uint64_t _e2232 = l_mut_158_;
                                uint64_t l_968_ = (_e2232 - 1uL);
                                uint64_t _e2235 = l_mut_301_;
                                uint64_t l_969_ = naga_div(l_968_, _e2235);
                                uint64_t l_970_ = uint64_t(l_967_);
                                bool l_971_ = (l_969_ < l_970_);
                                uint64_t l_972_ = uint64_t(l_967_);
                                uint64_t l_973_ = (l_971_ ? l_969_ : l_972_);
                                uint l_974_ = uint(l_973_);
                                l_mut_941_ = l_974_;
                            }
                            uint _e2243 = l_mut_941_;
                            bool l_975_ = (_e2243 > 0u);
                            if (l_975_) {
                                uint _e2246 = l_mut_941_;
                                uint64_t l_976_ = uint64_t(_e2246);
                                uint64_t _e2248 = l_mut_301_;
                                uint64_t l_977_ = (_e2248 * l_976_);
                                uint64_t _e2250 = l_mut_212_;
                                uint64_t l_978_ = (_e2250 - l_977_);
                                l_mut_212_ = l_978_;
                                uint64_t _e2252 = l_mut_284_;
                                uint64_t l_979_ = (_e2252 - l_977_);
                                l_mut_284_ = l_979_;
                                uint _e2254 = l_mut_941_;
                                uint _e2255 = l_mut_67_;
                                uint l_980_ = (_e2254 * _e2255);
                                uint _e2257 = l_mut_258_;
                                l_mut_258_ = (_e2257 + l_980_);
                            } else {
                                uint64_t _e2259 = l_mut_212_;
                                uint64_t _e2260 = l_mut_301_;
                                uint64_t l_981_ = (_e2259 - _e2260);
                                l_mut_212_ = l_981_;
                                uint64_t _e2262 = l_mut_212_;
                                bool l_982_ = (_e2262 < l_793_);
                                if (l_982_) {
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2265 = l_mut_67_;
                                    uint l_983_ = (l_495_ - _e2265);
                                    uint _e2267 = l_mut_258_;
                                    uint l_984_ = naga_div(l_983_, _e2267);
                                    l_mut_941_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2272 = l_mut_301_;
                                    uint64_t l_986_ = (_e2272 >> uint(3uL));
                                    uint64_t _e2276 = l_mut_284_;
                                    bool l_987_ = (l_986_ < _e2276);
                                    bool l_988_ = !(l_987_);
                                    l_mut_259_ = l_988_;
                                    uint64_t _e2279 = l_mut_284_;
                                    bool l_989_ = (_e2279 == 0uL);
                                    if (l_989_) {
                                        l_mut_941_ = l_984_;
                                    } else {
                                        bool _e2282 = l_mut_259_;
                                        if (_e2282) {
                                            uint64_t _e2283 = l_mut_284_;
                                            uint64_t _e2284 = l_mut_301_;
                                            bool l_990_ = (_e2283 < _e2284);
                                            if (l_990_) {
                                                uint64_t _e2286 = l_mut_301_;
                                                uint64_t l_991_ = (_e2286 - 1uL);
                                                uint64_t _e2289 = l_mut_284_;
                                                uint64_t l_992_ = naga_div(l_991_, _e2289);
                                                uint64_t l_993_ = uint64_t(l_984_);
                                                bool l_994_ = (l_992_ < l_993_);
                                                uint64_t l_995_ = uint64_t(l_984_);
                                                uint64_t l_996_ = (l_994_ ? l_992_ : l_995_);
                                                uint l_997_ = uint(l_996_);
                                                l_mut_941_ = l_997_;
                                            }
                                        } else {
                                            uint64_t _e2297 = l_mut_301_;
                                            l_mut_158_ = _e2297;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2298 = l_mut_284_;
                                                uint64_t _e2299 = l_mut_158_;
                                                bool l_998_ = (_e2298 < _e2299);
                                                uint _e2301 = l_mut_941_;
                                                uint _e2302 = l_mut_258_;
                                                uint l_999_ = (_e2301 * _e2302);
                                                uint _e2304 = l_mut_67_;
                                                uint l_1000_ = (_e2304 + l_999_);
                                                uint _e2306 = l_mut_258_;
                                                uint l_1001_ = (l_1000_ + _e2306);
                                                bool l_1002_ = (l_1001_ < l_495_);
                                                if (l_998_) {
                                                    local_17 = l_1002_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_1003_ = local_17;
                                                bool l_1004_ = !(l_1003_);
                                                if (l_1004_) {
                                                    break;
                                                }
                                                uint64_t _e2314 = l_mut_158_;
                                                uint64_t _e2315 = l_mut_284_;
                                                uint64_t l_1005_ = (_e2314 - _e2315);
                                                l_mut_158_ = l_1005_;
                                                uint _e2317 = l_mut_941_;
                                                l_mut_941_ = (_e2317 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2320 = l_mut_941_;
                                    uint _e2321 = l_mut_258_;
                                    uint l_1006_ = (_e2320 * _e2321);
                                    uint _e2323 = l_mut_67_;
                                    uint l_1007_ = (_e2323 + l_1006_);
                                    uint _e2325 = l_mut_258_;
                                    uint l_1008_ = (l_1007_ + _e2325);
                                    bool l_1009_ = (l_1008_ >= l_495_);
                                    uint64_t _e2328 = l_mut_284_;
                                    l_mut_158_ = _e2328;
                                    uint64_t _e2329 = l_mut_301_;
                                    l_mut_127_ = _e2329;
                                    uint _e2330 = l_mut_67_;
                                    l_mut_837_ = _e2330;
                                    uint _e2331 = l_mut_258_;
                                    l_mut_806_ = _e2331;
                                    bool l_1010_ = !(l_1009_);
                                    if (l_1010_) {
                                        uint _e2333 = l_mut_941_;
                                        uint64_t l_1011_ = uint64_t(_e2333);
                                        uint64_t _e2335 = l_mut_284_;
                                        uint64_t l_1012_ = (_e2335 * l_1011_);
                                        uint64_t _e2337 = l_mut_301_;
                                        uint64_t l_1013_ = (_e2337 - l_1012_);
                                        l_mut_127_ = l_1013_;
                                        uint _e2339 = l_mut_941_;
                                        uint _e2340 = l_mut_258_;
                                        uint l_1014_ = (_e2339 * _e2340);
                                        uint _e2342 = l_mut_67_;
                                        uint l_1015_ = (_e2342 + l_1014_);
                                        l_mut_837_ = l_1015_;
                                        uint64_t _e2344 = l_mut_284_;
                                        uint64_t _e2345 = l_mut_127_;
                                        uint64_t l_1016_ = (_e2344 - _e2345);
                                        l_mut_158_ = l_1016_;
                                        uint _e2347 = l_mut_258_;
                                        uint _e2348 = l_mut_837_;
                                        uint l_1017_ = (_e2347 + _e2348);
                                        l_mut_806_ = l_1017_;
                                    }
                                    uint64_t _e2350 = l_mut_127_;
                                    l_mut_301_ = _e2350;
                                    uint64_t _e2351 = l_mut_158_;
                                    l_mut_284_ = _e2351;
                                    uint _e2352 = l_mut_806_;
                                    l_mut_258_ = _e2352;
                                    uint _e2353 = l_mut_837_;
                                    l_mut_67_ = _e2353;
                                    l_mut_355_ = l_1009_;
                                    bool l_1018_ = !(l_1009_);
                                    l_mut_350_ = l_1018_;
                                }
                            }
                        }
                    }
                    bool _e2355 = l_mut_355_;
                    bool l_1019_ = !(_e2355);
                    if (l_494_) {
                        local_18 = l_1019_;
                    } else {
                        local_18 = false;
                    }
                    bool l_1020_ = local_18;
                    if (l_1020_) {
                        uint _e2362 = l_mut_492_;
                        uint l_1021_ = (1u << _e2362);
                        uint _e2364 = l_mut_410_;
                        l_mut_410_ = (_e2364 | l_1021_);
                        uint _e2366 = l_mut_304_;
                        l_mut_304_ = (_e2366 + 1u);
                        uint l_1022_ = (l_493_ + l_491_);
                        uint l_1023_ = min(l_1022_, l_74_);
                        l_mut_941_ = 0u;
                        l_mut_1024_ = l_493_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2623 = l_mut_1024_;
                                l_mut_1024_ = (_e2623 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2373 = l_mut_1024_;
                            if ((_e2373 < l_1023_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2375 = l_mut_1024_;
                                uint64_t l_1025_ = uint64_t(_e2375);
                                uint64_t l_1026_ = (l_84_ * l_1025_);
                                uint64_t l_1027_ = (l_93_ + l_1026_);
                                l_mut_301_ = 0uL;
                                uint _e2380 = l_mut_1024_;
                                bool l_1029_ = (_e2380 < 65536u);
                                if (l_1029_) {
                                    uint _e2383 = l_mut_1024_;
                                    uint _e2384 = l_mut_1024_;
                                    uint l_1030_ = (_e2383 * _e2384);
                                    uint64_t l_1031_ = (l_102_ >> uint(63uL));
                                    bool l_1032_ = (l_1031_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1032_) {
                                        uint64_t l_1034_ = (0uL - l_102_);
                                        l_mut_284_ = l_1034_;
                                    }
                                    uint64_t l_1035_ = uint64_t(l_1030_);
                                    uint64_t _e2395 = l_mut_284_;
                                    uint64_t l_1036_ = (_e2395 & 4294967295uL);
                                    uint64_t l_1037_ = (l_1036_ * l_1035_);
                                    uint64_t _e2399 = l_mut_284_;
                                    uint64_t l_1038_ = (_e2399 >> uint(32uL));
                                    uint64_t l_1039_ = (l_1038_ * l_1035_);
                                    uint64_t l_1040_ = (l_1039_ << uint(32uL));
                                    uint64_t l_1041_ = (l_1037_ + l_1040_);
                                    uint64_t l_1042_ = (l_1039_ >> uint(32uL));
                                    bool l_1043_ = (l_1041_ < l_1037_);
                                    uint64_t l_1044_ = uint64_t(l_1043_);
                                    uint64_t l_1045_ = (l_1042_ + l_1044_);
                                    l_mut_284_ = l_1041_;
                                    bool l_1046_ = (l_24_ == 64u);
                                    if (l_1046_) {
                                        l_mut_284_ = l_1045_;
                                    } else {
                                        bool l_1047_ = (l_24_ > 0u);
                                        if (l_1047_) {
                                            uint l_1048_ = (64u - l_24_);
                                            uint64_t l_1049_ = uint64_t(l_1048_);
                                            uint64_t l_1050_ = (l_1045_ << uint(l_1049_));
                                            uint64_t l_1051_ = uint64_t(l_24_);
                                            uint64_t l_1052_ = (l_1041_ >> uint(l_1051_));
                                            uint64_t l_1053_ = (l_1050_ | l_1052_);
                                            l_mut_284_ = l_1053_;
                                        }
                                    }
                                    uint64_t _e2432 = l_mut_284_;
                                    l_mut_212_ = _e2432;
                                    if (l_1032_) {
                                        uint64_t _e2434 = l_mut_212_;
                                        uint64_t l_1055_ = (0uL - _e2434);
                                        l_mut_212_ = l_1055_;
                                    }
                                    uint64_t _e2436 = l_mut_212_;
                                    l_mut_301_ = _e2436;
                                } else {
                                    uint64_t l_1056_ = (l_102_ >> uint(63uL));
                                    bool l_1057_ = (l_1056_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1057_) {
                                        uint64_t l_1059_ = (0uL - l_102_);
                                        l_mut_284_ = l_1059_;
                                    }
                                    uint _e2445 = l_mut_1024_;
                                    uint64_t l_1060_ = uint64_t(_e2445);
                                    uint64_t _e2447 = l_mut_284_;
                                    uint64_t l_1061_ = (_e2447 & 4294967295uL);
                                    uint64_t l_1062_ = (l_1061_ * l_1060_);
                                    uint64_t _e2451 = l_mut_284_;
                                    uint64_t l_1063_ = (_e2451 >> uint(32uL));
                                    uint64_t l_1064_ = (l_1063_ * l_1060_);
                                    uint64_t l_1065_ = (l_1064_ << uint(32uL));
                                    uint64_t l_1066_ = (l_1062_ + l_1065_);
                                    uint64_t l_1067_ = (l_1064_ >> uint(32uL));
                                    bool l_1068_ = (l_1066_ < l_1062_);
                                    uint64_t l_1069_ = uint64_t(l_1068_);
                                    uint64_t l_1070_ = (l_1067_ + l_1069_);
                                    l_mut_212_ = l_1066_;
                                    if (false) {
                                        l_mut_212_ = l_1070_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1074_ = (l_1070_ << uint(64uL));
                                            uint64_t l_1076_ = (l_1066_ >> uint(0uL));
                                            uint64_t l_1077_ = (l_1074_ | l_1076_);
                                            l_mut_212_ = l_1077_;
                                        }
                                    }
                                    uint _e2480 = l_mut_1024_;
                                    uint64_t l_1078_ = uint64_t(_e2480);
                                    uint64_t _e2482 = l_mut_284_;
                                    uint64_t l_1079_ = (_e2482 & 4294967295uL);
                                    uint64_t l_1080_ = (l_1079_ * l_1078_);
                                    uint64_t _e2486 = l_mut_284_;
                                    uint64_t l_1081_ = (_e2486 >> uint(32uL));
                                    uint64_t l_1082_ = (l_1081_ * l_1078_);
                                    uint64_t l_1083_ = (l_1082_ << uint(32uL));
                                    uint64_t l_1084_ = (l_1080_ + l_1083_);
                                    uint64_t l_1085_ = (l_1082_ >> uint(32uL));
                                    bool l_1086_ = (l_1084_ < l_1080_);
                                    uint64_t l_1087_ = uint64_t(l_1086_);
                                    uint64_t l_1088_ = (l_1085_ + l_1087_);
                                    l_mut_284_ = l_1084_;
                                    if (true) {
                                        l_mut_284_ = l_1088_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1092_ = (l_1088_ << uint(0uL));
                                            uint64_t l_1094_ = (l_1084_ >> uint(64uL));
                                            uint64_t l_1095_ = (l_1092_ | l_1094_);
                                            l_mut_284_ = l_1095_;
                                        }
                                    }
                                    uint _e2515 = l_mut_1024_;
                                    uint64_t l_1096_ = uint64_t(_e2515);
                                    uint64_t _e2517 = l_mut_212_;
                                    uint64_t l_1097_ = (_e2517 & 4294967295uL);
                                    uint64_t l_1098_ = (l_1097_ * l_1096_);
                                    uint64_t _e2521 = l_mut_212_;
                                    uint64_t l_1099_ = (_e2521 >> uint(32uL));
                                    uint64_t l_1100_ = (l_1099_ * l_1096_);
                                    uint64_t l_1101_ = (l_1100_ << uint(32uL));
                                    uint64_t l_1102_ = (l_1098_ + l_1101_);
                                    uint64_t l_1103_ = (l_1100_ >> uint(32uL));
                                    bool l_1104_ = (l_1102_ < l_1098_);
                                    uint64_t l_1105_ = uint64_t(l_1104_);
                                    uint64_t l_1106_ = (l_1103_ + l_1105_);
                                    l_mut_158_ = l_1102_;
                                    if (false) {
                                        l_mut_158_ = l_1106_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1110_ = (l_1106_ << uint(64uL));
                                            uint64_t l_1112_ = (l_1102_ >> uint(0uL));
                                            uint64_t l_1113_ = (l_1110_ | l_1112_);
                                            l_mut_158_ = l_1113_;
                                        }
                                    }
                                    uint _e2550 = l_mut_1024_;
                                    uint64_t l_1114_ = uint64_t(_e2550);
                                    uint64_t _e2552 = l_mut_212_;
                                    uint64_t l_1115_ = (_e2552 & 4294967295uL);
                                    uint64_t l_1116_ = (l_1115_ * l_1114_);
                                    uint64_t _e2556 = l_mut_212_;
                                    uint64_t l_1117_ = (_e2556 >> uint(32uL));
                                    uint64_t l_1118_ = (l_1117_ * l_1114_);
                                    uint64_t l_1119_ = (l_1118_ << uint(32uL));
                                    uint64_t l_1120_ = (l_1116_ + l_1119_);
                                    uint64_t l_1121_ = (l_1118_ >> uint(32uL));
                                    bool l_1122_ = (l_1120_ < l_1116_);
                                    uint64_t l_1123_ = uint64_t(l_1122_);
                                    uint64_t l_1124_ = (l_1121_ + l_1123_);
                                    l_mut_212_ = l_1120_;
                                    if (true) {
                                        l_mut_212_ = l_1124_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1128_ = (l_1124_ << uint(0uL));
                                            uint64_t l_1130_ = (l_1120_ >> uint(64uL));
                                            uint64_t l_1131_ = (l_1128_ | l_1130_);
                                            l_mut_212_ = l_1131_;
                                        }
                                    }
                                    uint _e2585 = l_mut_1024_;
                                    uint64_t l_1132_ = uint64_t(_e2585);
                                    uint64_t _e2587 = l_mut_284_;
                                    uint64_t l_1133_ = (_e2587 * l_1132_);
                                    uint64_t _e2589 = l_mut_212_;
                                    uint64_t l_1134_ = (_e2589 + l_1133_);
                                    uint64_t _e2591 = l_mut_158_;
                                    l_mut_301_ = _e2591;
                                    bool l_1135_ = (l_24_ == 64u);
                                    if (l_1135_) {
                                        l_mut_301_ = l_1134_;
                                    } else {
                                        bool l_1136_ = (l_24_ > 0u);
                                        if (l_1136_) {
                                            uint l_1137_ = (64u - l_24_);
                                            uint64_t l_1138_ = uint64_t(l_1137_);
                                            uint64_t l_1139_ = (l_1134_ << uint(l_1138_));
                                            uint64_t l_1140_ = uint64_t(l_24_);
                                            uint64_t _e2603 = l_mut_158_;
                                            uint64_t l_1141_ = (_e2603 >> uint(l_1140_));
                                            uint64_t l_1142_ = (l_1139_ + l_1141_);
                                            l_mut_301_ = l_1142_;
                                        }
                                    }
                                    if (l_1057_) {
                                        uint64_t _e2609 = l_mut_301_;
                                        uint64_t l_1144_ = (0uL - _e2609);
                                        l_mut_301_ = l_1144_;
                                    }
                                }
                                uint64_t _e2611 = l_mut_301_;
                                uint64_t l_1145_ = (l_1027_ + _e2611);
                                uint64_t l_1147_ = (0uL - l_1145_);
                                l_mut_301_ = l_1147_;
                                uint64_t _e2615 = l_mut_301_;
                                bool l_1148_ = (l_1145_ < _e2615);
                                if (l_1148_) {
                                    l_mut_301_ = l_1145_;
                                }
                                uint64_t _e2617 = l_mut_301_;
                                bool l_1149_ = (_e2617 < l_51_);
                                uint l_1150_ = uint(l_1149_);
                                uint _e2620 = l_mut_941_;
                                l_mut_941_ = (_e2620 + l_1150_);
                            }
                        }
                        uint _e2625 = l_mut_271_;
                        uint _e2626 = l_mut_941_;
                        l_mut_271_ = (_e2625 + _e2626);
                    }
                }
            }
            uint _e2631 = l_mut_304_;
            bool l_1151_ = (_e2631 > 0u);
            if (l_1151_) {
                uint l_1431_ = asuint(info.Load(20+0));
                uint l_1432_ = (l_1431_ * 1u);
                uint l_1433_ = (l_1432_ - 1u);
                uint l_1434_ = min(1u, l_1433_);
                uint _e2646 = l_mut_304_;
                uint _e2647; buffer_5_global.InterlockedAdd(l_1434_*4, _e2646, _e2647);
            }
            uint _e2648 = l_mut_271_;
            bool l_1154_ = (_e2648 > 0u);
            if (l_1154_) {
                uint l_1436_ = asuint(info.Load(20+0));
                uint l_1437_ = (l_1436_ * 1u);
                uint l_1438_ = (l_1437_ - 1u);
                uint l_1439_ = min(2u, l_1438_);
                uint _e2663 = l_mut_271_;
                uint _e2664; buffer_5_global.InterlockedAdd(l_1439_*4, _e2663, _e2664);
                l_mut_941_ = _e2664;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2968 = l_mut_1157_;
                        l_mut_1157_ = (_e2968 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2667 = l_mut_1157_;
                    if ((_e2667 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2670 = l_mut_410_;
                        uint _e2671 = l_mut_1157_;
                        uint l_1158_ = (_e2670 >> _e2671);
                        uint l_1159_ = (l_1158_ & 1u);
                        bool l_1160_ = (l_1159_ == 1u);
                        if (l_1160_) {
                            uint _e2677 = l_mut_1157_;
                            uint l_1161_ = (_e2677 * l_491_);
                            uint l_1162_ = (l_1161_ + l_491_);
                            uint l_1163_ = min(l_1162_, l_74_);
                            uint _e2681 = l_mut_941_;
                            l_mut_837_ = _e2681;
                            l_mut_1164_ = l_1161_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2964 = l_mut_1164_;
                                    l_mut_1164_ = (_e2964 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2683 = l_mut_1164_;
                                if ((_e2683 < l_1163_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2685 = l_mut_1164_;
                                    uint64_t l_1165_ = uint64_t(_e2685);
                                    uint64_t l_1166_ = (l_84_ * l_1165_);
                                    uint64_t l_1167_ = (l_93_ + l_1166_);
                                    l_mut_301_ = 0uL;
                                    uint _e2690 = l_mut_1164_;
                                    bool l_1169_ = (_e2690 < 65536u);
                                    if (l_1169_) {
                                        uint _e2693 = l_mut_1164_;
                                        uint _e2694 = l_mut_1164_;
                                        uint l_1170_ = (_e2693 * _e2694);
                                        uint64_t l_1171_ = (l_102_ >> uint(63uL));
                                        bool l_1172_ = (l_1171_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1172_) {
                                            uint64_t l_1174_ = (0uL - l_102_);
                                            l_mut_284_ = l_1174_;
                                        }
                                        uint64_t l_1175_ = uint64_t(l_1170_);
                                        uint64_t _e2705 = l_mut_284_;
                                        uint64_t l_1176_ = (_e2705 & 4294967295uL);
                                        uint64_t l_1177_ = (l_1176_ * l_1175_);
                                        uint64_t _e2709 = l_mut_284_;
                                        uint64_t l_1178_ = (_e2709 >> uint(32uL));
                                        uint64_t l_1179_ = (l_1178_ * l_1175_);
                                        uint64_t l_1180_ = (l_1179_ << uint(32uL));
                                        uint64_t l_1181_ = (l_1177_ + l_1180_);
                                        uint64_t l_1182_ = (l_1179_ >> uint(32uL));
                                        bool l_1183_ = (l_1181_ < l_1177_);
                                        uint64_t l_1184_ = uint64_t(l_1183_);
                                        uint64_t l_1185_ = (l_1182_ + l_1184_);
                                        l_mut_284_ = l_1181_;
                                        bool l_1186_ = (l_24_ == 64u);
                                        if (l_1186_) {
                                            l_mut_284_ = l_1185_;
                                        } else {
                                            bool l_1187_ = (l_24_ > 0u);
                                            if (l_1187_) {
                                                uint l_1188_ = (64u - l_24_);
                                                uint64_t l_1189_ = uint64_t(l_1188_);
                                                uint64_t l_1190_ = (l_1185_ << uint(l_1189_));
                                                uint64_t l_1191_ = uint64_t(l_24_);
                                                uint64_t l_1192_ = (l_1181_ >> uint(l_1191_));
                                                uint64_t l_1193_ = (l_1190_ | l_1192_);
                                                l_mut_284_ = l_1193_;
                                            }
                                        }
                                        uint64_t _e2742 = l_mut_284_;
                                        l_mut_212_ = _e2742;
                                        if (l_1172_) {
                                            uint64_t _e2744 = l_mut_212_;
                                            uint64_t l_1195_ = (0uL - _e2744);
                                            l_mut_212_ = l_1195_;
                                        }
                                        uint64_t _e2746 = l_mut_212_;
                                        l_mut_301_ = _e2746;
                                    } else {
                                        uint64_t l_1196_ = (l_102_ >> uint(63uL));
                                        bool l_1197_ = (l_1196_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1197_) {
                                            uint64_t l_1199_ = (0uL - l_102_);
                                            l_mut_284_ = l_1199_;
                                        }
                                        uint _e2755 = l_mut_1164_;
                                        uint64_t l_1200_ = uint64_t(_e2755);
                                        uint64_t _e2757 = l_mut_284_;
                                        uint64_t l_1201_ = (_e2757 & 4294967295uL);
                                        uint64_t l_1202_ = (l_1201_ * l_1200_);
                                        uint64_t _e2761 = l_mut_284_;
                                        uint64_t l_1203_ = (_e2761 >> uint(32uL));
                                        uint64_t l_1204_ = (l_1203_ * l_1200_);
                                        uint64_t l_1205_ = (l_1204_ << uint(32uL));
                                        uint64_t l_1206_ = (l_1202_ + l_1205_);
                                        uint64_t l_1207_ = (l_1204_ >> uint(32uL));
                                        bool l_1208_ = (l_1206_ < l_1202_);
                                        uint64_t l_1209_ = uint64_t(l_1208_);
                                        uint64_t l_1210_ = (l_1207_ + l_1209_);
                                        l_mut_212_ = l_1206_;
                                        if (false) {
                                            l_mut_212_ = l_1210_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1214_ = (l_1210_ << uint(64uL));
                                                uint64_t l_1216_ = (l_1206_ >> uint(0uL));
                                                uint64_t l_1217_ = (l_1214_ | l_1216_);
                                                l_mut_212_ = l_1217_;
                                            }
                                        }
                                        uint _e2790 = l_mut_1164_;
                                        uint64_t l_1218_ = uint64_t(_e2790);
                                        uint64_t _e2792 = l_mut_284_;
                                        uint64_t l_1219_ = (_e2792 & 4294967295uL);
                                        uint64_t l_1220_ = (l_1219_ * l_1218_);
                                        uint64_t _e2796 = l_mut_284_;
                                        uint64_t l_1221_ = (_e2796 >> uint(32uL));
                                        uint64_t l_1222_ = (l_1221_ * l_1218_);
                                        uint64_t l_1223_ = (l_1222_ << uint(32uL));
                                        uint64_t l_1224_ = (l_1220_ + l_1223_);
                                        uint64_t l_1225_ = (l_1222_ >> uint(32uL));
                                        bool l_1226_ = (l_1224_ < l_1220_);
                                        uint64_t l_1227_ = uint64_t(l_1226_);
                                        uint64_t l_1228_ = (l_1225_ + l_1227_);
                                        l_mut_284_ = l_1224_;
                                        if (true) {
                                            l_mut_284_ = l_1228_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1232_ = (l_1228_ << uint(0uL));
                                                uint64_t l_1234_ = (l_1224_ >> uint(64uL));
                                                uint64_t l_1235_ = (l_1232_ | l_1234_);
                                                l_mut_284_ = l_1235_;
                                            }
                                        }
                                        uint _e2825 = l_mut_1164_;
                                        uint64_t l_1236_ = uint64_t(_e2825);
                                        uint64_t _e2827 = l_mut_212_;
                                        uint64_t l_1237_ = (_e2827 & 4294967295uL);
                                        uint64_t l_1238_ = (l_1237_ * l_1236_);
                                        uint64_t _e2831 = l_mut_212_;
                                        uint64_t l_1239_ = (_e2831 >> uint(32uL));
                                        uint64_t l_1240_ = (l_1239_ * l_1236_);
                                        uint64_t l_1241_ = (l_1240_ << uint(32uL));
                                        uint64_t l_1242_ = (l_1238_ + l_1241_);
                                        uint64_t l_1243_ = (l_1240_ >> uint(32uL));
                                        bool l_1244_ = (l_1242_ < l_1238_);
                                        uint64_t l_1245_ = uint64_t(l_1244_);
                                        uint64_t l_1246_ = (l_1243_ + l_1245_);
                                        l_mut_158_ = l_1242_;
                                        if (false) {
                                            l_mut_158_ = l_1246_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1250_ = (l_1246_ << uint(64uL));
                                                uint64_t l_1252_ = (l_1242_ >> uint(0uL));
                                                uint64_t l_1253_ = (l_1250_ | l_1252_);
                                                l_mut_158_ = l_1253_;
                                            }
                                        }
                                        uint _e2860 = l_mut_1164_;
                                        uint64_t l_1254_ = uint64_t(_e2860);
                                        uint64_t _e2862 = l_mut_212_;
                                        uint64_t l_1255_ = (_e2862 & 4294967295uL);
                                        uint64_t l_1256_ = (l_1255_ * l_1254_);
                                        uint64_t _e2866 = l_mut_212_;
                                        uint64_t l_1257_ = (_e2866 >> uint(32uL));
                                        uint64_t l_1258_ = (l_1257_ * l_1254_);
                                        uint64_t l_1259_ = (l_1258_ << uint(32uL));
                                        uint64_t l_1260_ = (l_1256_ + l_1259_);
                                        uint64_t l_1261_ = (l_1258_ >> uint(32uL));
                                        bool l_1262_ = (l_1260_ < l_1256_);
                                        uint64_t l_1263_ = uint64_t(l_1262_);
                                        uint64_t l_1264_ = (l_1261_ + l_1263_);
                                        l_mut_212_ = l_1260_;
                                        if (true) {
                                            l_mut_212_ = l_1264_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1268_ = (l_1264_ << uint(0uL));
                                                uint64_t l_1270_ = (l_1260_ >> uint(64uL));
                                                uint64_t l_1271_ = (l_1268_ | l_1270_);
                                                l_mut_212_ = l_1271_;
                                            }
                                        }
                                        uint _e2895 = l_mut_1164_;
                                        uint64_t l_1272_ = uint64_t(_e2895);
                                        uint64_t _e2897 = l_mut_284_;
                                        uint64_t l_1273_ = (_e2897 * l_1272_);
                                        uint64_t _e2899 = l_mut_212_;
                                        uint64_t l_1274_ = (_e2899 + l_1273_);
                                        uint64_t _e2901 = l_mut_158_;
                                        l_mut_301_ = _e2901;
                                        bool l_1275_ = (l_24_ == 64u);
                                        if (l_1275_) {
                                            l_mut_301_ = l_1274_;
                                        } else {
                                            bool l_1276_ = (l_24_ > 0u);
                                            if (l_1276_) {
                                                uint l_1277_ = (64u - l_24_);
                                                uint64_t l_1278_ = uint64_t(l_1277_);
                                                uint64_t l_1279_ = (l_1274_ << uint(l_1278_));
                                                uint64_t l_1280_ = uint64_t(l_24_);
                                                uint64_t _e2913 = l_mut_158_;
                                                uint64_t l_1281_ = (_e2913 >> uint(l_1280_));
                                                uint64_t l_1282_ = (l_1279_ + l_1281_);
                                                l_mut_301_ = l_1282_;
                                            }
                                        }
                                        if (l_1197_) {
                                            uint64_t _e2919 = l_mut_301_;
                                            uint64_t l_1284_ = (0uL - _e2919);
                                            l_mut_301_ = l_1284_;
                                        }
                                    }
                                    uint64_t _e2921 = l_mut_301_;
                                    uint64_t l_1285_ = (l_1167_ + _e2921);
                                    uint64_t l_1287_ = (0uL - l_1285_);
                                    l_mut_301_ = l_1287_;
                                    uint64_t _e2925 = l_mut_301_;
                                    bool l_1288_ = (l_1285_ < _e2925);
                                    if (l_1288_) {
                                        l_mut_301_ = l_1285_;
                                    }
                                    uint64_t _e2927 = l_mut_301_;
                                    bool l_1289_ = (_e2927 < l_51_);
                                    if (l_1289_) {
                                        uint _e2929 = l_mut_837_;
                                        uint l_1290_ = (_e2929 * 2u);
                                        uint l_1291_ = (l_1290_ + 1u);
                                        uint l_1292_ = asuint(info.Load(40+0));
                                        bool l_1293_ = (l_1291_ < l_1292_);
                                        if (l_1293_) {
                                            uint l_1441_ = asuint(info.Load(16+0));
                                            uint l_1442_ = (l_1441_ * 1u);
                                            bool l_1443_ = (l_1290_ < l_1442_);
                                            if (l_1443_) {
                                                buffer_4_global.Store(l_1290_*4, asuint(id));
                                            }
                                            uint l_1294_ = (l_1290_ + 1u);
                                            uint l_1444_ = asuint(info.Load(16+0));
                                            uint l_1445_ = (l_1444_ * 1u);
                                            bool l_1446_ = (l_1294_ < l_1445_);
                                            if (l_1446_) {
                                                uint _e2959 = l_mut_1164_;
                                                buffer_4_global.Store(l_1294_*4, asuint(_e2959));
                                            }
                                        }
                                        uint _e2960 = l_mut_837_;
                                        l_mut_837_ = (_e2960 + 1u);
                                    }
                                }
                            }
                            uint _e2966 = l_mut_837_;
                            l_mut_941_ = _e2966;
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
