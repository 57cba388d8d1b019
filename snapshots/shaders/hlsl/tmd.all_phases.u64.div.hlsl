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
    uint l_mut_402_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_790_ = (uint)0;
    uint l_mut_821_ = (uint)0;
    uint l_mut_917_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_476_ = 0u;
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
    uint l_mut_992_ = (uint)0;
    uint l_mut_1125_ = 0u;
    uint l_mut_1132_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1347_ = asuint(info.Load(20+0));
        uint l_1348_ = (l_1347_ * 1u);
        uint l_1349_ = (l_1348_ - 1u);
        uint l_1350_ = min(3u, l_1349_);
        uint _e58; buffer_5_global.InterlockedAdd(l_1350_*4, 1u, _e58);
    }
    uint l_1263_ = asuint(info.Load(12+0));
    uint l_1264_ = (l_1263_ * 1u);
    bool l_1265_ = (0u < l_1264_);
    uint l_1266_ = (l_1264_ - 1u);
    uint l_1267_ = min(0u, l_1266_);
    uint l_1268_ = asuint(buffer_3_global.Load(l_1267_*4));
    uint l_4_ = (l_1265_ ? l_1268_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1270_ = asuint(info.Load(12+0));
    uint l_1271_ = (l_1270_ * 1u);
    bool l_1272_ = (l_7_ < l_1271_);
    uint l_1273_ = (l_1271_ - 1u);
    uint l_1274_ = min(l_7_, l_1273_);
    uint l_1275_ = asuint(buffer_3_global.Load(l_1274_*4));
    uint l_8_ = (l_1272_ ? l_1275_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1277_ = asuint(info.Load(12+0));
    uint l_1278_ = (l_1277_ * 1u);
    bool l_1279_ = (2u < l_1278_);
    uint l_1280_ = (l_1278_ - 1u);
    uint l_1281_ = min(2u, l_1280_);
    uint l_1282_ = asuint(buffer_3_global.Load(l_1281_*4));
    uint l_15_ = (l_1279_ ? l_1282_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1284_ = asuint(info.Load(12+0));
    uint l_1285_ = (l_1284_ * 1u);
    bool l_1286_ = (l_18_ < l_1285_);
    uint l_1287_ = (l_1285_ - 1u);
    uint l_1288_ = min(l_18_, l_1287_);
    uint l_1289_ = asuint(buffer_3_global.Load(l_1288_*4));
    uint l_19_ = (l_1286_ ? l_1289_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1291_ = asuint(info.Load(12+0));
    uint l_1292_ = (l_1291_ * 1u);
    bool l_1293_ = (4u < l_1292_);
    uint l_1294_ = (l_1292_ - 1u);
    uint l_1295_ = min(4u, l_1294_);
    uint l_1296_ = asuint(buffer_3_global.Load(l_1295_*4));
    uint l_26_ = (l_1293_ ? l_1296_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1298_ = asuint(info.Load(12+0));
    uint l_1299_ = (l_1298_ * 1u);
    bool l_1300_ = (l_29_ < l_1299_);
    uint l_1301_ = (l_1299_ - 1u);
    uint l_1302_ = min(l_29_, l_1301_);
    uint l_1303_ = asuint(buffer_3_global.Load(l_1302_*4));
    uint l_30_ = (l_1300_ ? l_1303_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1305_ = asuint(info.Load(12+0));
    uint l_1306_ = (l_1305_ * 1u);
    bool l_1307_ = (6u < l_1306_);
    uint l_1308_ = (l_1306_ - 1u);
    uint l_1309_ = min(6u, l_1308_);
    uint l_1310_ = asuint(buffer_3_global.Load(l_1309_*4));
    uint l_35_ = (l_1307_ ? l_1310_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1312_ = asuint(info.Load(12+0));
    uint l_1313_ = (l_1312_ * 1u);
    bool l_1314_ = (l_38_ < l_1313_);
    uint l_1315_ = (l_1313_ - 1u);
    uint l_1316_ = min(l_38_, l_1315_);
    uint l_1317_ = asuint(buffer_3_global.Load(l_1316_*4));
    uint l_39_ = (l_1314_ ? l_1317_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1319_ = asuint(info.Load(12+0));
    uint l_1320_ = (l_1319_ * 1u);
    bool l_1321_ = (8u < l_1320_);
    uint l_1322_ = (l_1320_ - 1u);
    uint l_1323_ = min(8u, l_1322_);
    uint l_1324_ = asuint(buffer_3_global.Load(l_1323_*4));
    uint l_44_ = (l_1321_ ? l_1324_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1326_ = asuint(info.Load(12+0));
    uint l_1327_ = (l_1326_ * 1u);
    bool l_1328_ = (l_47_ < l_1327_);
    uint l_1329_ = (l_1327_ - 1u);
    uint l_1330_ = min(l_47_, l_1329_);
    uint l_1331_ = asuint(buffer_3_global.Load(l_1330_*4));
    uint l_48_ = (l_1328_ ? l_1331_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1333_ = asuint(info.Load(12+0));
    uint l_1334_ = (l_1333_ * 1u);
    bool l_1335_ = (10u < l_1334_);
    uint l_1336_ = (l_1334_ - 1u);
    uint l_1337_ = min(10u, l_1336_);
    uint l_1338_ = asuint(buffer_3_global.Load(l_1337_*4));
    uint l_53_ = (l_1335_ ? l_1338_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1340_ = asuint(info.Load(12+0));
    uint l_1341_ = (l_1340_ * 1u);
    bool l_1342_ = (l_56_ < l_1341_);
    uint l_1343_ = (l_1341_ - 1u);
    uint l_1344_ = min(l_56_, l_1343_);
    uint l_1345_ = asuint(buffer_3_global.Load(l_1344_*4));
    uint l_57_ = (l_1342_ ? l_1345_ : 0u);
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
        uint l_1352_ = asuint(info.Load(0+0));
        uint l_1353_ = (l_1352_ * 1u);
        bool l_1354_ = (l_76_ < l_1353_);
        uint l_1355_ = (l_1353_ - 1u);
        uint l_1356_ = min(l_76_, l_1355_);
        uint l_1357_ = asuint(buffer_0_global.Load(l_1356_*4));
        uint l_77_ = (l_1354_ ? l_1357_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1359_ = asuint(info.Load(0+0));
        uint l_1360_ = (l_1359_ * 1u);
        bool l_1361_ = (l_80_ < l_1360_);
        uint l_1362_ = (l_1360_ - 1u);
        uint l_1363_ = min(l_80_, l_1362_);
        uint l_1364_ = asuint(buffer_0_global.Load(l_1363_*4));
        uint l_81_ = (l_1361_ ? l_1364_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1366_ = asuint(info.Load(4+0));
        uint l_1367_ = (l_1366_ * 1u);
        bool l_1368_ = (l_85_ < l_1367_);
        uint l_1369_ = (l_1367_ - 1u);
        uint l_1370_ = min(l_85_, l_1369_);
        uint l_1371_ = asuint(buffer_1_global.Load(l_1370_*4));
        uint l_86_ = (l_1368_ ? l_1371_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1373_ = asuint(info.Load(4+0));
        uint l_1374_ = (l_1373_ * 1u);
        bool l_1375_ = (l_89_ < l_1374_);
        uint l_1376_ = (l_1374_ - 1u);
        uint l_1377_ = min(l_89_, l_1376_);
        uint l_1378_ = asuint(buffer_1_global.Load(l_1377_*4));
        uint l_90_ = (l_1375_ ? l_1378_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1380_ = asuint(info.Load(8+0));
        uint l_1381_ = (l_1380_ * 1u);
        bool l_1382_ = (l_94_ < l_1381_);
        uint l_1383_ = (l_1381_ - 1u);
        uint l_1384_ = min(l_94_, l_1383_);
        uint l_1385_ = asuint(buffer_2_global.Load(l_1384_*4));
        uint l_95_ = (l_1382_ ? l_1385_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1387_ = asuint(info.Load(8+0));
        uint l_1388_ = (l_1387_ * 1u);
        bool l_1389_ = (l_98_ < l_1388_);
        uint l_1390_ = (l_1388_ - 1u);
        uint l_1391_ = min(l_98_, l_1390_);
        uint l_1392_ = asuint(buffer_2_global.Load(l_1391_*4));
        uint l_99_ = (l_1389_ ? l_1392_ : 0u);
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
                l_mut_355_ = true;
                l_mut_304_ = 0u;
                uint64_t _e933 = l_mut_158_;
                bool l_356_ = (_e933 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e937 = l_mut_355_;
                if (_e937) {
                    local_1 = l_357_;
                } else {
                    local_1 = false;
                }
                bool l_358_ = local_1;
                uint64_t _e942 = l_mut_158_;
                uint64_t _e943 = l_mut_301_;
                bool l_359_ = (_e942 < _e943);
                if (l_358_) {
                    local_2 = l_359_;
                } else {
                    local_2 = false;
                }
                bool l_360_ = local_2;
                uint _e949 = l_mut_67_;
                uint _e950 = l_mut_258_;
                uint l_361_ = (_e949 + _e950);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_3 = l_362_;
                } else {
                    local_3 = false;
                }
                bool l_363_ = local_3;
                if (l_363_) {
                    uint _e957 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e957);
                    uint _e959 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e959);
                    uint _e961 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e961);
                    uint64_t _e963 = l_mut_301_;
                    uint64_t l_367_ = (_e963 - 1uL);
                    uint64_t _e966 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e966);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint _e974 = l_mut_304_;
                bool l_374_ = (_e974 > 0u);
                if (l_374_) {
                    uint _e977 = l_mut_304_;
                    uint64_t l_375_ = uint64_t(_e977);
                    uint64_t _e979 = l_mut_158_;
                    uint64_t l_376_ = (_e979 * l_375_);
                    uint64_t _e981 = l_mut_212_;
                    uint64_t l_377_ = (_e981 - l_376_);
                    l_mut_212_ = l_377_;
                    uint _e983 = l_mut_304_;
                    uint _e984 = l_mut_67_;
                    uint l_378_ = (_e983 * _e984);
                    uint _e986 = l_mut_258_;
                    l_mut_258_ = (_e986 + l_378_);
                } else {
                    uint _e988 = l_mut_67_;
                    uint l_379_ = (l_13_ - _e988);
                    uint _e990 = l_mut_258_;
                    uint l_380_ = naga_div(l_379_, _e990);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    l_mut_355_ = true;
                    uint64_t _e995 = l_mut_212_;
                    bool l_381_ = (_e995 == 0uL);
                    if (l_381_) {
                        l_mut_304_ = l_380_;
                    } else {
                        bool _e998 = l_mut_355_;
                        if (_e998) {
                            uint64_t _e999 = l_mut_212_;
                            uint64_t _e1000 = l_mut_158_;
                            bool l_382_ = (_e999 < _e1000);
                            if (l_382_) {
                                uint64_t _e1002 = l_mut_158_;
                                uint64_t l_383_ = (_e1002 - 1uL);
                                uint64_t _e1005 = l_mut_212_;
                                uint64_t l_384_ = naga_div(l_383_, _e1005);
                                uint64_t l_385_ = uint64_t(l_380_);
                                bool l_386_ = (l_384_ < l_385_);
                                uint64_t l_387_ = uint64_t(l_380_);
                                uint64_t l_388_ = (l_386_ ? l_384_ : l_387_);
                                uint l_389_ = uint(l_388_);
                                l_mut_304_ = l_389_;
                            }
                        } else {
                            uint64_t _e1013 = l_mut_158_;
                            l_mut_301_ = _e1013;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1014 = l_mut_212_;
                                uint64_t _e1015 = l_mut_301_;
                                bool l_390_ = (_e1014 < _e1015);
                                uint _e1017 = l_mut_304_;
                                uint _e1018 = l_mut_258_;
                                uint l_391_ = (_e1017 * _e1018);
                                uint _e1020 = l_mut_67_;
                                uint l_392_ = (_e1020 + l_391_);
                                uint _e1022 = l_mut_258_;
                                uint l_393_ = (l_392_ + _e1022);
                                bool l_394_ = (l_393_ < l_13_);
                                if (l_390_) {
                                    local_4 = l_394_;
                                } else {
                                    local_4 = false;
                                }
                                bool l_395_ = local_4;
                                bool l_396_ = !(l_395_);
                                if (l_396_) {
                                    break;
                                }
                                uint64_t _e1030 = l_mut_301_;
                                uint64_t _e1031 = l_mut_212_;
                                uint64_t l_397_ = (_e1030 - _e1031);
                                l_mut_301_ = l_397_;
                                uint _e1033 = l_mut_304_;
                                l_mut_304_ = (_e1033 + 1u);
                            }
                        }
                    }
                    uint _e1036 = l_mut_304_;
                    uint _e1037 = l_mut_258_;
                    uint l_398_ = (_e1036 * _e1037);
                    uint _e1039 = l_mut_67_;
                    uint l_399_ = (_e1039 + l_398_);
                    uint _e1041 = l_mut_258_;
                    uint l_400_ = (l_399_ + _e1041);
                    bool l_401_ = (l_400_ >= l_13_);
                    uint64_t _e1044 = l_mut_212_;
                    l_mut_301_ = _e1044;
                    uint64_t _e1045 = l_mut_158_;
                    l_mut_284_ = _e1045;
                    uint _e1046 = l_mut_67_;
                    l_mut_271_ = _e1046;
                    uint _e1047 = l_mut_258_;
                    l_mut_402_ = _e1047;
                    bool l_403_ = !(l_401_);
                    if (l_403_) {
                        uint _e1049 = l_mut_304_;
                        uint64_t l_404_ = uint64_t(_e1049);
                        uint64_t _e1051 = l_mut_212_;
                        uint64_t l_405_ = (_e1051 * l_404_);
                        uint64_t _e1053 = l_mut_158_;
                        uint64_t l_406_ = (_e1053 - l_405_);
                        l_mut_284_ = l_406_;
                        uint _e1055 = l_mut_304_;
                        uint _e1056 = l_mut_258_;
                        uint l_407_ = (_e1055 * _e1056);
                        uint _e1058 = l_mut_67_;
                        uint l_408_ = (_e1058 + l_407_);
                        l_mut_271_ = l_408_;
                        uint64_t _e1060 = l_mut_212_;
                        uint64_t _e1061 = l_mut_284_;
                        uint64_t l_409_ = (_e1060 - _e1061);
                        l_mut_301_ = l_409_;
                        uint _e1063 = l_mut_258_;
                        uint _e1064 = l_mut_271_;
                        uint l_410_ = (_e1063 + _e1064);
                        l_mut_402_ = l_410_;
                    }
                    uint64_t _e1066 = l_mut_301_;
                    l_mut_212_ = _e1066;
                    uint64_t _e1067 = l_mut_284_;
                    l_mut_158_ = _e1067;
                    uint _e1068 = l_mut_271_;
                    l_mut_67_ = _e1068;
                    uint _e1069 = l_mut_402_;
                    l_mut_258_ = _e1069;
                    l_mut_259_ = l_401_;
                    bool l_411_ = !(l_401_);
                    l_mut_262_ = l_411_;
                }
            } else {
                uint64_t _e1071 = l_mut_127_;
                uint64_t l_412_ = (_e1071 - l_255_);
                uint64_t _e1073 = l_mut_158_;
                l_mut_301_ = _e1073;
                uint64_t _e1074 = l_mut_158_;
                bool l_413_ = (l_412_ < _e1074);
                if (l_413_) {
                    l_mut_301_ = l_412_;
                }
                l_mut_355_ = false;
                l_mut_355_ = true;
                l_mut_402_ = 0u;
                uint64_t _e1079 = l_mut_212_;
                bool l_414_ = (_e1079 == 0uL);
                bool l_415_ = !(l_414_);
                bool _e1083 = l_mut_355_;
                if (_e1083) {
                    local_5 = l_415_;
                } else {
                    local_5 = false;
                }
                bool l_416_ = local_5;
                uint64_t _e1088 = l_mut_212_;
                uint64_t _e1089 = l_mut_301_;
                bool l_417_ = (_e1088 < _e1089);
                if (l_416_) {
                    local_6 = l_417_;
                } else {
                    local_6 = false;
                }
                bool l_418_ = local_6;
                uint _e1095 = l_mut_258_;
                uint _e1096 = l_mut_67_;
                uint l_419_ = (_e1095 + _e1096);
                bool l_420_ = (l_419_ < l_13_);
                if (l_418_) {
                    local_7 = l_420_;
                } else {
                    local_7 = false;
                }
                bool l_421_ = local_7;
                if (l_421_) {
                    uint _e1103 = l_mut_258_;
                    uint l_422_ = (l_13_ - _e1103);
                    uint _e1105 = l_mut_67_;
                    uint l_423_ = (l_422_ - _e1105);
                    uint _e1107 = l_mut_258_;
                    uint l_424_ = naga_div(l_423_, _e1107);
                    uint64_t _e1109 = l_mut_301_;
                    uint64_t l_425_ = (_e1109 - 1uL);
                    uint64_t _e1112 = l_mut_212_;
                    uint64_t l_426_ = naga_div(l_425_, _e1112);
                    uint64_t l_427_ = uint64_t(l_424_);
                    bool l_428_ = (l_426_ < l_427_);
                    uint64_t l_429_ = uint64_t(l_424_);
                    uint64_t l_430_ = (l_428_ ? l_426_ : l_429_);
                    uint l_431_ = uint(l_430_);
                    l_mut_402_ = l_431_;
                }
                uint _e1120 = l_mut_402_;
                bool l_432_ = (_e1120 > 0u);
                if (l_432_) {
                    uint _e1123 = l_mut_402_;
                    uint64_t l_433_ = uint64_t(_e1123);
                    uint64_t _e1125 = l_mut_212_;
                    uint64_t l_434_ = (_e1125 * l_433_);
                    uint64_t _e1127 = l_mut_127_;
                    uint64_t l_435_ = (_e1127 - l_434_);
                    l_mut_127_ = l_435_;
                    uint64_t _e1129 = l_mut_158_;
                    uint64_t l_436_ = (_e1129 - l_434_);
                    l_mut_158_ = l_436_;
                    uint _e1131 = l_mut_402_;
                    uint _e1132 = l_mut_258_;
                    uint l_437_ = (_e1131 * _e1132);
                    uint _e1134 = l_mut_67_;
                    l_mut_67_ = (_e1134 + l_437_);
                } else {
                    uint64_t _e1136 = l_mut_127_;
                    uint64_t _e1137 = l_mut_212_;
                    uint64_t l_438_ = (_e1136 - _e1137);
                    l_mut_127_ = l_438_;
                    uint64_t _e1139 = l_mut_127_;
                    bool l_439_ = (_e1139 < l_255_);
                    if (l_439_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1142 = l_mut_258_;
                        uint l_440_ = (l_13_ - _e1142);
                        uint _e1144 = l_mut_67_;
                        uint l_441_ = naga_div(l_440_, _e1144);
                        l_mut_402_ = 0u;
                        l_mut_355_ = false;
                        l_mut_355_ = true;
                        uint64_t _e1149 = l_mut_158_;
                        bool l_442_ = (_e1149 == 0uL);
                        if (l_442_) {
                            l_mut_402_ = l_441_;
                        } else {
                            bool _e1152 = l_mut_355_;
                            if (_e1152) {
                                uint64_t _e1153 = l_mut_158_;
                                uint64_t _e1154 = l_mut_212_;
                                bool l_443_ = (_e1153 < _e1154);
                                if (l_443_) {
                                    uint64_t _e1156 = l_mut_212_;
                                    uint64_t l_444_ = (_e1156 - 1uL);
                                    uint64_t _e1159 = l_mut_158_;
                                    uint64_t l_445_ = naga_div(l_444_, _e1159);
                                    uint64_t l_446_ = uint64_t(l_441_);
                                    bool l_447_ = (l_445_ < l_446_);
                                    uint64_t l_448_ = uint64_t(l_441_);
                                    uint64_t l_449_ = (l_447_ ? l_445_ : l_448_);
                                    uint l_450_ = uint(l_449_);
                                    l_mut_402_ = l_450_;
                                }
                            } else {
                                uint64_t _e1167 = l_mut_212_;
                                l_mut_301_ = _e1167;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1168 = l_mut_158_;
                                    uint64_t _e1169 = l_mut_301_;
                                    bool l_451_ = (_e1168 < _e1169);
                                    uint _e1171 = l_mut_402_;
                                    uint _e1172 = l_mut_67_;
                                    uint l_452_ = (_e1171 * _e1172);
                                    uint _e1174 = l_mut_258_;
                                    uint l_453_ = (_e1174 + l_452_);
                                    uint _e1176 = l_mut_67_;
                                    uint l_454_ = (l_453_ + _e1176);
                                    bool l_455_ = (l_454_ < l_13_);
                                    if (l_451_) {
                                        local_8 = l_455_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_456_ = local_8;
                                    bool l_457_ = !(l_456_);
                                    if (l_457_) {
                                        break;
                                    }
                                    uint64_t _e1184 = l_mut_301_;
                                    uint64_t _e1185 = l_mut_158_;
                                    uint64_t l_458_ = (_e1184 - _e1185);
                                    l_mut_301_ = l_458_;
                                    uint _e1187 = l_mut_402_;
                                    l_mut_402_ = (_e1187 + 1u);
                                }
                            }
                        }
                        uint _e1190 = l_mut_402_;
                        uint _e1191 = l_mut_67_;
                        uint l_459_ = (_e1190 * _e1191);
                        uint _e1193 = l_mut_258_;
                        uint l_460_ = (_e1193 + l_459_);
                        uint _e1195 = l_mut_67_;
                        uint l_461_ = (l_460_ + _e1195);
                        bool l_462_ = (l_461_ >= l_13_);
                        uint64_t _e1198 = l_mut_158_;
                        l_mut_301_ = _e1198;
                        uint64_t _e1199 = l_mut_212_;
                        l_mut_284_ = _e1199;
                        uint _e1200 = l_mut_258_;
                        l_mut_304_ = _e1200;
                        uint _e1201 = l_mut_67_;
                        l_mut_271_ = _e1201;
                        bool l_463_ = !(l_462_);
                        if (l_463_) {
                            uint _e1203 = l_mut_402_;
                            uint64_t l_464_ = uint64_t(_e1203);
                            uint64_t _e1205 = l_mut_158_;
                            uint64_t l_465_ = (_e1205 * l_464_);
                            uint64_t _e1207 = l_mut_212_;
                            uint64_t l_466_ = (_e1207 - l_465_);
                            l_mut_284_ = l_466_;
                            uint _e1209 = l_mut_402_;
                            uint _e1210 = l_mut_67_;
                            uint l_467_ = (_e1209 * _e1210);
                            uint _e1212 = l_mut_258_;
                            uint l_468_ = (_e1212 + l_467_);
                            l_mut_304_ = l_468_;
                            uint64_t _e1214 = l_mut_158_;
                            uint64_t _e1215 = l_mut_284_;
                            uint64_t l_469_ = (_e1214 - _e1215);
                            l_mut_301_ = l_469_;
                            uint _e1217 = l_mut_67_;
                            uint _e1218 = l_mut_304_;
                            uint l_470_ = (_e1217 + _e1218);
                            l_mut_271_ = l_470_;
                        }
                        uint64_t _e1220 = l_mut_284_;
                        l_mut_212_ = _e1220;
                        uint64_t _e1221 = l_mut_301_;
                        l_mut_158_ = _e1221;
                        uint _e1222 = l_mut_271_;
                        l_mut_67_ = _e1222;
                        uint _e1223 = l_mut_304_;
                        l_mut_258_ = _e1223;
                        l_mut_259_ = l_462_;
                        bool l_471_ = !(l_462_);
                        l_mut_262_ = l_471_;
                    }
                }
            }
        }
        bool _e1225 = l_mut_259_;
        bool l_472_ = !(_e1225);
        if (l_472_) {
            uint l_1394_ = asuint(info.Load(20+0));
            uint l_1395_ = (l_1394_ * 1u);
            uint l_1396_ = (l_1395_ - 1u);
            uint l_1397_ = min(0u, l_1396_);
            uint _e1240; buffer_5_global.InterlockedAdd(l_1397_*4, 1u, _e1240);
            uint l_475_ = naga_div(l_13_, 8u);
            l_mut_402_ = 0u;
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2573 = l_mut_476_;
                    l_mut_476_ = (_e2573 + 1u);
                }
                loop_init = false;
                uint _e1248 = l_mut_476_;
                if ((_e1248 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1251 = l_mut_476_;
                    uint l_477_ = (_e1251 * l_475_);
                    bool l_478_ = (l_477_ < l_74_);
                    uint l_479_ = naga_div(l_13_, 8u);
                    uint _e1256 = l_mut_476_;
                    uint l_480_ = (_e1256 * l_479_);
                    uint l_481_ = (l_480_ + l_480_);
                    uint64_t l_482_ = (l_102_ >> uint(63uL));
                    bool l_483_ = (l_482_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_483_) {
                        uint64_t l_485_ = (0uL - l_102_);
                        l_mut_301_ = l_485_;
                    }
                    uint64_t l_486_ = uint64_t(l_481_);
                    uint64_t _e1268 = l_mut_301_;
                    uint64_t l_487_ = (_e1268 & 4294967295uL);
                    uint64_t l_488_ = (l_487_ * l_486_);
                    uint64_t _e1272 = l_mut_301_;
                    uint64_t l_489_ = (_e1272 >> uint(32uL));
                    uint64_t l_490_ = (l_489_ * l_486_);
                    uint64_t l_491_ = (l_490_ << uint(32uL));
                    uint64_t l_492_ = (l_488_ + l_491_);
                    uint64_t l_493_ = (l_490_ >> uint(32uL));
                    bool l_494_ = (l_492_ < l_488_);
                    uint64_t l_495_ = uint64_t(l_494_);
                    uint64_t l_496_ = (l_493_ + l_495_);
                    l_mut_301_ = l_492_;
                    bool l_497_ = (l_24_ == 64u);
                    if (l_497_) {
                        l_mut_301_ = l_496_;
                    } else {
                        bool l_498_ = (l_24_ > 0u);
                        if (l_498_) {
                            uint l_499_ = (64u - l_24_);
                            uint64_t l_500_ = uint64_t(l_499_);
                            uint64_t l_501_ = (l_496_ << uint(l_500_));
                            uint64_t l_502_ = uint64_t(l_24_);
                            uint64_t l_503_ = (l_492_ >> uint(l_502_));
                            uint64_t l_504_ = (l_501_ | l_503_);
                            l_mut_301_ = l_504_;
                        }
                    }
                    uint64_t _e1305 = l_mut_301_;
                    l_mut_284_ = _e1305;
                    if (l_483_) {
                        uint64_t _e1307 = l_mut_284_;
                        uint64_t l_506_ = (0uL - _e1307);
                        l_mut_284_ = l_506_;
                    }
                    uint64_t _e1309 = l_mut_284_;
                    uint64_t l_507_ = (l_84_ + _e1309);
                    uint64_t l_508_ = uint64_t(l_480_);
                    uint64_t l_509_ = (l_84_ * l_508_);
                    uint64_t l_510_ = (l_93_ + l_509_);
                    l_mut_301_ = 0uL;
                    bool l_512_ = (l_480_ < 65536u);
                    if (l_512_) {
                        uint l_513_ = (l_480_ * l_480_);
                        uint64_t l_514_ = (l_102_ >> uint(63uL));
                        bool l_515_ = (l_514_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_515_) {
                            uint64_t l_517_ = (0uL - l_102_);
                            l_mut_284_ = l_517_;
                        }
                        uint64_t l_518_ = uint64_t(l_513_);
                        uint64_t _e1327 = l_mut_284_;
                        uint64_t l_519_ = (_e1327 & 4294967295uL);
                        uint64_t l_520_ = (l_519_ * l_518_);
                        uint64_t _e1331 = l_mut_284_;
                        uint64_t l_521_ = (_e1331 >> uint(32uL));
                        uint64_t l_522_ = (l_521_ * l_518_);
                        uint64_t l_523_ = (l_522_ << uint(32uL));
                        uint64_t l_524_ = (l_520_ + l_523_);
                        uint64_t l_525_ = (l_522_ >> uint(32uL));
                        bool l_526_ = (l_524_ < l_520_);
                        uint64_t l_527_ = uint64_t(l_526_);
                        uint64_t l_528_ = (l_525_ + l_527_);
                        l_mut_284_ = l_524_;
                        bool l_529_ = (l_24_ == 64u);
                        if (l_529_) {
                            l_mut_284_ = l_528_;
                        } else {
                            bool l_530_ = (l_24_ > 0u);
                            if (l_530_) {
                                uint l_531_ = (64u - l_24_);
                                uint64_t l_532_ = uint64_t(l_531_);
                                uint64_t l_533_ = (l_528_ << uint(l_532_));
                                uint64_t l_534_ = uint64_t(l_24_);
                                uint64_t l_535_ = (l_524_ >> uint(l_534_));
                                uint64_t l_536_ = (l_533_ | l_535_);
                                l_mut_284_ = l_536_;
                            }
                        }
                        uint64_t _e1364 = l_mut_284_;
                        l_mut_212_ = _e1364;
                        if (l_515_) {
                            uint64_t _e1366 = l_mut_212_;
                            uint64_t l_538_ = (0uL - _e1366);
                            l_mut_212_ = l_538_;
                        }
                        uint64_t _e1368 = l_mut_212_;
                        l_mut_301_ = _e1368;
                    } else {
                        uint64_t l_539_ = (l_102_ >> uint(63uL));
                        bool l_540_ = (l_539_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_540_) {
                            uint64_t l_542_ = (0uL - l_102_);
                            l_mut_284_ = l_542_;
                        }
                        uint64_t l_543_ = uint64_t(l_480_);
                        uint64_t _e1378 = l_mut_284_;
                        uint64_t l_544_ = (_e1378 & 4294967295uL);
                        uint64_t l_545_ = (l_544_ * l_543_);
                        uint64_t _e1382 = l_mut_284_;
                        uint64_t l_546_ = (_e1382 >> uint(32uL));
                        uint64_t l_547_ = (l_546_ * l_543_);
                        uint64_t l_548_ = (l_547_ << uint(32uL));
                        uint64_t l_549_ = (l_545_ + l_548_);
                        uint64_t l_550_ = (l_547_ >> uint(32uL));
                        bool l_551_ = (l_549_ < l_545_);
                        uint64_t l_552_ = uint64_t(l_551_);
                        uint64_t l_553_ = (l_550_ + l_552_);
                        l_mut_212_ = l_549_;
                        if (false) {
                            l_mut_212_ = l_553_;
                        } else {
                            if (false) {
                                uint64_t l_557_ = (l_553_ << uint(64uL));
                                uint64_t l_559_ = (l_549_ >> uint(0uL));
                                uint64_t l_560_ = (l_557_ | l_559_);
                                l_mut_212_ = l_560_;
                            }
                        }
                        uint64_t l_561_ = uint64_t(l_480_);
                        uint64_t _e1412 = l_mut_284_;
                        uint64_t l_562_ = (_e1412 & 4294967295uL);
                        uint64_t l_563_ = (l_562_ * l_561_);
                        uint64_t _e1416 = l_mut_284_;
                        uint64_t l_564_ = (_e1416 >> uint(32uL));
                        uint64_t l_565_ = (l_564_ * l_561_);
                        uint64_t l_566_ = (l_565_ << uint(32uL));
                        uint64_t l_567_ = (l_563_ + l_566_);
                        uint64_t l_568_ = (l_565_ >> uint(32uL));
                        bool l_569_ = (l_567_ < l_563_);
                        uint64_t l_570_ = uint64_t(l_569_);
                        uint64_t l_571_ = (l_568_ + l_570_);
                        l_mut_284_ = l_567_;
                        if (true) {
                            l_mut_284_ = l_571_;
                        } else {
                            if (true) {
                                uint64_t l_575_ = (l_571_ << uint(0uL));
                                uint64_t l_577_ = (l_567_ >> uint(64uL));
                                uint64_t l_578_ = (l_575_ | l_577_);
                                l_mut_284_ = l_578_;
                            }
                        }
                        uint64_t l_579_ = uint64_t(l_480_);
                        uint64_t _e1446 = l_mut_212_;
                        uint64_t l_580_ = (_e1446 & 4294967295uL);
                        uint64_t l_581_ = (l_580_ * l_579_);
                        uint64_t _e1450 = l_mut_212_;
                        uint64_t l_582_ = (_e1450 >> uint(32uL));
                        uint64_t l_583_ = (l_582_ * l_579_);
                        uint64_t l_584_ = (l_583_ << uint(32uL));
                        uint64_t l_585_ = (l_581_ + l_584_);
                        uint64_t l_586_ = (l_583_ >> uint(32uL));
                        bool l_587_ = (l_585_ < l_581_);
                        uint64_t l_588_ = uint64_t(l_587_);
                        uint64_t l_589_ = (l_586_ + l_588_);
                        l_mut_158_ = l_585_;
                        if (false) {
                            l_mut_158_ = l_589_;
                        } else {
                            if (false) {
                                uint64_t l_593_ = (l_589_ << uint(64uL));
                                uint64_t l_595_ = (l_585_ >> uint(0uL));
                                uint64_t l_596_ = (l_593_ | l_595_);
                                l_mut_158_ = l_596_;
                            }
                        }
                        uint64_t l_597_ = uint64_t(l_480_);
                        uint64_t _e1480 = l_mut_212_;
                        uint64_t l_598_ = (_e1480 & 4294967295uL);
                        uint64_t l_599_ = (l_598_ * l_597_);
                        uint64_t _e1484 = l_mut_212_;
                        uint64_t l_600_ = (_e1484 >> uint(32uL));
                        uint64_t l_601_ = (l_600_ * l_597_);
                        uint64_t l_602_ = (l_601_ << uint(32uL));
                        uint64_t l_603_ = (l_599_ + l_602_);
                        uint64_t l_604_ = (l_601_ >> uint(32uL));
                        bool l_605_ = (l_603_ < l_599_);
                        uint64_t l_606_ = uint64_t(l_605_);
                        uint64_t l_607_ = (l_604_ + l_606_);
                        l_mut_212_ = l_603_;
                        if (true) {
                            l_mut_212_ = l_607_;
                        } else {
                            if (true) {
                                uint64_t l_611_ = (l_607_ << uint(0uL));
                                uint64_t l_613_ = (l_603_ >> uint(64uL));
                                uint64_t l_614_ = (l_611_ | l_613_);
                                l_mut_212_ = l_614_;
                            }
                        }
                        uint64_t l_615_ = uint64_t(l_480_);
                        uint64_t _e1514 = l_mut_284_;
                        uint64_t l_616_ = (_e1514 * l_615_);
                        uint64_t _e1516 = l_mut_212_;
                        uint64_t l_617_ = (_e1516 + l_616_);
                        uint64_t _e1518 = l_mut_158_;
                        l_mut_301_ = _e1518;
                        bool l_618_ = (l_24_ == 64u);
                        if (l_618_) {
                            l_mut_301_ = l_617_;
                        } else {
                            bool l_619_ = (l_24_ > 0u);
                            if (l_619_) {
                                uint l_620_ = (64u - l_24_);
                                uint64_t l_621_ = uint64_t(l_620_);
                                uint64_t l_622_ = (l_617_ << uint(l_621_));
                                uint64_t l_623_ = uint64_t(l_24_);
                                uint64_t _e1530 = l_mut_158_;
                                uint64_t l_624_ = (_e1530 >> uint(l_623_));
                                uint64_t l_625_ = (l_622_ + l_624_);
                                l_mut_301_ = l_625_;
                            }
                        }
                        if (l_540_) {
                            uint64_t _e1536 = l_mut_301_;
                            uint64_t l_627_ = (0uL - _e1536);
                            l_mut_301_ = l_627_;
                        }
                    }
                    uint64_t _e1538 = l_mut_301_;
                    uint64_t l_628_ = (l_510_ + _e1538);
                    uint64_t l_629_ = (l_102_ >> uint(63uL));
                    bool l_630_ = (l_629_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_630_) {
                        uint64_t l_632_ = (0uL - l_102_);
                        l_mut_301_ = l_632_;
                    }
                    uint64_t l_633_ = uint64_t(l_479_);
                    uint64_t _e1549 = l_mut_301_;
                    uint64_t l_634_ = (_e1549 & 4294967295uL);
                    uint64_t l_635_ = (l_634_ * l_633_);
                    uint64_t _e1553 = l_mut_301_;
                    uint64_t l_636_ = (_e1553 >> uint(32uL));
                    uint64_t l_637_ = (l_636_ * l_633_);
                    uint64_t l_638_ = (l_637_ << uint(32uL));
                    uint64_t l_639_ = (l_635_ + l_638_);
                    uint64_t l_640_ = (l_637_ >> uint(32uL));
                    bool l_641_ = (l_639_ < l_635_);
                    uint64_t l_642_ = uint64_t(l_641_);
                    uint64_t l_643_ = (l_640_ + l_642_);
                    l_mut_301_ = l_639_;
                    bool l_644_ = (l_24_ == 64u);
                    if (l_644_) {
                        l_mut_301_ = l_643_;
                    } else {
                        bool l_645_ = (l_24_ > 0u);
                        if (l_645_) {
                            uint l_646_ = (64u - l_24_);
                            uint64_t l_647_ = uint64_t(l_646_);
                            uint64_t l_648_ = (l_643_ << uint(l_647_));
                            uint64_t l_649_ = uint64_t(l_24_);
                            uint64_t l_650_ = (l_639_ >> uint(l_649_));
                            uint64_t l_651_ = (l_648_ | l_650_);
                            l_mut_301_ = l_651_;
                        }
                    }
                    uint64_t _e1586 = l_mut_301_;
                    l_mut_284_ = _e1586;
                    if (l_630_) {
                        uint64_t _e1588 = l_mut_284_;
                        uint64_t l_653_ = (0uL - _e1588);
                        l_mut_284_ = l_653_;
                    }
                    uint64_t _e1590 = l_mut_284_;
                    uint64_t l_654_ = (l_507_ + _e1590);
                    uint l_655_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_657_ = (l_479_ < 65536u);
                    if (l_657_) {
                        uint l_658_ = (l_479_ * l_479_);
                        uint64_t l_659_ = (l_102_ >> uint(63uL));
                        bool l_660_ = (l_659_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_660_) {
                            uint64_t l_662_ = (0uL - l_102_);
                            l_mut_284_ = l_662_;
                        }
                        uint64_t l_663_ = uint64_t(l_658_);
                        uint64_t _e1607 = l_mut_284_;
                        uint64_t l_664_ = (_e1607 & 4294967295uL);
                        uint64_t l_665_ = (l_664_ * l_663_);
                        uint64_t _e1611 = l_mut_284_;
                        uint64_t l_666_ = (_e1611 >> uint(32uL));
                        uint64_t l_667_ = (l_666_ * l_663_);
                        uint64_t l_668_ = (l_667_ << uint(32uL));
                        uint64_t l_669_ = (l_665_ + l_668_);
                        uint64_t l_670_ = (l_667_ >> uint(32uL));
                        bool l_671_ = (l_669_ < l_665_);
                        uint64_t l_672_ = uint64_t(l_671_);
                        uint64_t l_673_ = (l_670_ + l_672_);
                        l_mut_284_ = l_669_;
                        bool l_674_ = (l_655_ == 64u);
                        if (l_674_) {
                            l_mut_284_ = l_673_;
                        } else {
                            bool l_675_ = (l_655_ > 0u);
                            if (l_675_) {
                                uint l_676_ = (64u - l_655_);
                                uint64_t l_677_ = uint64_t(l_676_);
                                uint64_t l_678_ = (l_673_ << uint(l_677_));
                                uint64_t l_679_ = uint64_t(l_655_);
                                uint64_t l_680_ = (l_669_ >> uint(l_679_));
                                uint64_t l_681_ = (l_678_ | l_680_);
                                l_mut_284_ = l_681_;
                            }
                        }
                        uint64_t _e1644 = l_mut_284_;
                        l_mut_212_ = _e1644;
                        if (l_660_) {
                            uint64_t _e1646 = l_mut_212_;
                            uint64_t l_683_ = (0uL - _e1646);
                            l_mut_212_ = l_683_;
                        }
                        uint64_t _e1648 = l_mut_212_;
                        l_mut_301_ = _e1648;
                    } else {
                        uint64_t l_684_ = (l_102_ >> uint(63uL));
                        bool l_685_ = (l_684_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_685_) {
                            uint64_t l_687_ = (0uL - l_102_);
                            l_mut_284_ = l_687_;
                        }
                        uint64_t l_688_ = uint64_t(l_479_);
                        uint64_t _e1658 = l_mut_284_;
                        uint64_t l_689_ = (_e1658 & 4294967295uL);
                        uint64_t l_690_ = (l_689_ * l_688_);
                        uint64_t _e1662 = l_mut_284_;
                        uint64_t l_691_ = (_e1662 >> uint(32uL));
                        uint64_t l_692_ = (l_691_ * l_688_);
                        uint64_t l_693_ = (l_692_ << uint(32uL));
                        uint64_t l_694_ = (l_690_ + l_693_);
                        uint64_t l_695_ = (l_692_ >> uint(32uL));
                        bool l_696_ = (l_694_ < l_690_);
                        uint64_t l_697_ = uint64_t(l_696_);
                        uint64_t l_698_ = (l_695_ + l_697_);
                        l_mut_212_ = l_694_;
                        if (false) {
                            l_mut_212_ = l_698_;
                        } else {
                            if (false) {
                                uint64_t l_702_ = (l_698_ << uint(64uL));
                                uint64_t l_704_ = (l_694_ >> uint(0uL));
                                uint64_t l_705_ = (l_702_ | l_704_);
                                l_mut_212_ = l_705_;
                            }
                        }
                        uint64_t l_706_ = uint64_t(l_479_);
                        uint64_t _e1692 = l_mut_284_;
                        uint64_t l_707_ = (_e1692 & 4294967295uL);
                        uint64_t l_708_ = (l_707_ * l_706_);
                        uint64_t _e1696 = l_mut_284_;
                        uint64_t l_709_ = (_e1696 >> uint(32uL));
                        uint64_t l_710_ = (l_709_ * l_706_);
                        uint64_t l_711_ = (l_710_ << uint(32uL));
                        uint64_t l_712_ = (l_708_ + l_711_);
                        uint64_t l_713_ = (l_710_ >> uint(32uL));
                        bool l_714_ = (l_712_ < l_708_);
                        uint64_t l_715_ = uint64_t(l_714_);
                        uint64_t l_716_ = (l_713_ + l_715_);
                        l_mut_284_ = l_712_;
                        if (true) {
                            l_mut_284_ = l_716_;
                        } else {
                            if (true) {
                                uint64_t l_720_ = (l_716_ << uint(0uL));
                                uint64_t l_722_ = (l_712_ >> uint(64uL));
                                uint64_t l_723_ = (l_720_ | l_722_);
                                l_mut_284_ = l_723_;
                            }
                        }
                        uint64_t l_724_ = uint64_t(l_479_);
                        uint64_t _e1726 = l_mut_212_;
                        uint64_t l_725_ = (_e1726 & 4294967295uL);
                        uint64_t l_726_ = (l_725_ * l_724_);
                        uint64_t _e1730 = l_mut_212_;
                        uint64_t l_727_ = (_e1730 >> uint(32uL));
                        uint64_t l_728_ = (l_727_ * l_724_);
                        uint64_t l_729_ = (l_728_ << uint(32uL));
                        uint64_t l_730_ = (l_726_ + l_729_);
                        uint64_t l_731_ = (l_728_ >> uint(32uL));
                        bool l_732_ = (l_730_ < l_726_);
                        uint64_t l_733_ = uint64_t(l_732_);
                        uint64_t l_734_ = (l_731_ + l_733_);
                        l_mut_158_ = l_730_;
                        if (false) {
                            l_mut_158_ = l_734_;
                        } else {
                            if (false) {
                                uint64_t l_738_ = (l_734_ << uint(64uL));
                                uint64_t l_740_ = (l_730_ >> uint(0uL));
                                uint64_t l_741_ = (l_738_ | l_740_);
                                l_mut_158_ = l_741_;
                            }
                        }
                        uint64_t l_742_ = uint64_t(l_479_);
                        uint64_t _e1760 = l_mut_212_;
                        uint64_t l_743_ = (_e1760 & 4294967295uL);
                        uint64_t l_744_ = (l_743_ * l_742_);
                        uint64_t _e1764 = l_mut_212_;
                        uint64_t l_745_ = (_e1764 >> uint(32uL));
                        uint64_t l_746_ = (l_745_ * l_742_);
                        uint64_t l_747_ = (l_746_ << uint(32uL));
                        uint64_t l_748_ = (l_744_ + l_747_);
                        uint64_t l_749_ = (l_746_ >> uint(32uL));
                        bool l_750_ = (l_748_ < l_744_);
                        uint64_t l_751_ = uint64_t(l_750_);
                        uint64_t l_752_ = (l_749_ + l_751_);
                        l_mut_212_ = l_748_;
                        if (true) {
                            l_mut_212_ = l_752_;
                        } else {
                            if (true) {
                                uint64_t l_756_ = (l_752_ << uint(0uL));
                                uint64_t l_758_ = (l_748_ >> uint(64uL));
                                uint64_t l_759_ = (l_756_ | l_758_);
                                l_mut_212_ = l_759_;
                            }
                        }
                        uint64_t l_760_ = uint64_t(l_479_);
                        uint64_t _e1794 = l_mut_284_;
                        uint64_t l_761_ = (_e1794 * l_760_);
                        uint64_t _e1796 = l_mut_212_;
                        uint64_t l_762_ = (_e1796 + l_761_);
                        uint64_t _e1798 = l_mut_158_;
                        l_mut_301_ = _e1798;
                        bool l_763_ = (l_655_ == 64u);
                        if (l_763_) {
                            l_mut_301_ = l_762_;
                        } else {
                            bool l_764_ = (l_655_ > 0u);
                            if (l_764_) {
                                uint l_765_ = (64u - l_655_);
                                uint64_t l_766_ = uint64_t(l_765_);
                                uint64_t l_767_ = (l_762_ << uint(l_766_));
                                uint64_t l_768_ = uint64_t(l_655_);
                                uint64_t _e1810 = l_mut_158_;
                                uint64_t l_769_ = (_e1810 >> uint(l_768_));
                                uint64_t l_770_ = (l_767_ + l_769_);
                                l_mut_301_ = l_770_;
                            }
                        }
                        if (l_685_) {
                            uint64_t _e1816 = l_mut_301_;
                            uint64_t l_772_ = (0uL - _e1816);
                            l_mut_301_ = l_772_;
                        }
                    }
                    uint64_t _e1818 = l_mut_301_;
                    uint64_t l_773_ = (l_628_ - _e1818);
                    uint64_t l_774_ = (l_773_ + l_42_);
                    uint64_t l_776_ = (0uL - l_654_);
                    uint64_t l_777_ = (l_42_ + l_42_);
                    l_mut_301_ = l_776_;
                    uint64_t l_779_ = (0uL - l_776_);
                    l_mut_284_ = l_779_;
                    l_mut_212_ = l_774_;
                    l_mut_258_ = 1u;
                    l_mut_67_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1829 = l_mut_212_;
                    bool l_780_ = (_e1829 < l_777_);
                    bool l_781_ = !(l_780_);
                    l_mut_350_ = l_781_;
                    bool l_782_ = (l_776_ == 0uL);
                    if (l_782_) {
                        bool _e1834 = l_mut_350_;
                        l_mut_355_ = _e1834;
                        l_mut_350_ = false;
                    }
                    bool _e1836 = l_mut_350_;
                    if (_e1836) {
                        uint64_t l_783_ = (l_776_ >> uint(63uL));
                        bool l_784_ = (l_783_ == 1uL);
                        l_mut_158_ = l_776_;
                        if (l_784_) {
                            uint64_t l_786_ = (0uL - l_776_);
                            l_mut_158_ = l_786_;
                        }
                        uint l_787_ = (l_479_ - 1u);
                        uint64_t l_788_ = uint64_t(l_787_);
                        uint64_t _e1848 = l_mut_158_;
                        uint64_t l_789_ = (_e1848 * l_788_);
                        l_mut_790_ = 0u;
                        uint l_791_ = (l_479_ - 1u);
                        uint64_t l_792_ = uint64_t(l_791_);
                        uint64_t _e1854 = l_mut_158_;
                        uint64_t l_793_ = (_e1854 & 4294967295uL);
                        uint64_t l_794_ = (l_793_ * l_792_);
                        uint64_t _e1858 = l_mut_158_;
                        uint64_t l_795_ = (_e1858 >> uint(32uL));
                        uint64_t l_796_ = (l_795_ * l_792_);
                        uint64_t l_797_ = (l_796_ << uint(32uL));
                        uint64_t l_798_ = (l_794_ + l_797_);
                        uint64_t l_799_ = (l_796_ >> uint(32uL));
                        bool l_800_ = (l_798_ < l_794_);
                        uint64_t l_801_ = uint64_t(l_800_);
                        uint64_t l_802_ = (l_799_ + l_801_);
                        l_mut_127_ = l_798_;
                        if (true) {
                            l_mut_127_ = l_802_;
                        } else {
                            if (true) {
                                uint64_t l_806_ = (l_802_ << uint(0uL));
                                uint64_t l_808_ = (l_798_ >> uint(64uL));
                                uint64_t l_809_ = (l_806_ | l_808_);
                                l_mut_127_ = l_809_;
                            }
                        }
                        uint64_t _e1887 = l_mut_127_;
                        bool l_810_ = (_e1887 == 0uL);
                        if (l_810_) {
                            l_mut_127_ = l_774_;
                            if (l_784_) {
                                uint64_t l_812_ = (0uL - l_774_);
                                bool l_813_ = (l_774_ == 0uL);
                                bool l_814_ = !(l_813_);
                                bool l_815_ = (l_789_ < l_812_);
                                bool l_816_ = !(l_815_);
                                if (l_814_) {
                                    local_9 = l_816_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_817_ = local_9;
                                if (l_817_) {
                                    uint l_818_ = (l_479_ - 1u);
                                    l_mut_105_ = l_812_;
                                    uint64_t _e1903 = l_mut_158_;
                                    bool l_819_ = (l_812_ < _e1903);
                                    bool l_820_ = !(l_819_);
                                    if (l_820_) {
                                        l_mut_821_ = 0u;
                                        uint64_t _e1907 = l_mut_158_;
                                        bool l_822_ = (_e1907 < l_812_);
                                        if (l_822_) {
                                            uint64_t l_823_ = (l_812_ - 1uL);
                                            uint64_t _e1911 = l_mut_158_;
                                            uint64_t l_824_ = naga_div(l_823_, _e1911);
                                            uint64_t l_825_ = uint64_t(l_818_);
                                            bool l_826_ = (l_824_ < l_825_);
                                            uint64_t l_827_ = uint64_t(l_818_);
                                            uint64_t l_828_ = (l_826_ ? l_824_ : l_827_);
                                            uint l_829_ = uint(l_828_);
                                            l_mut_821_ = l_829_;
                                        }
                                        uint _e1919 = l_mut_821_;
                                        uint64_t l_830_ = uint64_t(_e1919);
                                        uint64_t _e1921 = l_mut_158_;
                                        uint64_t l_831_ = (_e1921 * l_830_);
                                        uint64_t l_832_ = (l_812_ - l_831_);
                                        l_mut_105_ = l_832_;
                                        uint64_t _e1924 = l_mut_105_;
                                        uint64_t _e1925 = l_mut_158_;
                                        bool l_833_ = (_e1924 < _e1925);
                                        bool l_834_ = !(l_833_);
                                        if (l_834_) {
                                            uint64_t _e1928 = l_mut_105_;
                                            uint64_t _e1929 = l_mut_158_;
                                            uint64_t l_835_ = (_e1928 - _e1929);
                                            l_mut_105_ = l_835_;
                                        }
                                    }
                                    uint64_t _e1931 = l_mut_158_;
                                    uint64_t _e1932 = l_mut_105_;
                                    uint64_t l_836_ = (_e1931 - _e1932);
                                    l_mut_105_ = l_836_;
                                    uint64_t _e1934 = l_mut_158_;
                                    bool l_837_ = (l_836_ < _e1934);
                                    bool l_838_ = !(l_837_);
                                    if (l_838_) {
                                        uint64_t _e1937 = l_mut_158_;
                                        uint64_t l_839_ = (l_836_ - _e1937);
                                        l_mut_105_ = l_839_;
                                    }
                                    uint64_t _e1939 = l_mut_105_;
                                    uint64_t _e1940 = l_mut_127_;
                                    bool l_840_ = (_e1939 < _e1940);
                                    if (l_840_) {
                                        uint64_t _e1942 = l_mut_105_;
                                        l_mut_127_ = _e1942;
                                    }
                                }
                            } else {
                                uint64_t l_841_ = (l_774_ - l_789_);
                                l_mut_127_ = l_841_;
                                bool l_842_ = (l_774_ < l_789_);
                                if (l_842_) {
                                    uint l_843_ = (l_479_ - 1u);
                                    l_mut_105_ = l_774_;
                                    uint64_t _e1947 = l_mut_158_;
                                    bool l_844_ = (l_774_ < _e1947);
                                    bool l_845_ = !(l_844_);
                                    if (l_845_) {
                                        l_mut_821_ = 0u;
                                        uint64_t _e1951 = l_mut_158_;
                                        bool l_846_ = (_e1951 < l_774_);
                                        if (l_846_) {
                                            uint64_t l_847_ = (l_774_ - 1uL);
                                            uint64_t _e1955 = l_mut_158_;
                                            uint64_t l_848_ = naga_div(l_847_, _e1955);
                                            uint64_t l_849_ = uint64_t(l_843_);
                                            bool l_850_ = (l_848_ < l_849_);
                                            uint64_t l_851_ = uint64_t(l_843_);
                                            uint64_t l_852_ = (l_850_ ? l_848_ : l_851_);
                                            uint l_853_ = uint(l_852_);
                                            l_mut_821_ = l_853_;
                                        }
                                        uint _e1963 = l_mut_821_;
                                        uint64_t l_854_ = uint64_t(_e1963);
                                        uint64_t _e1965 = l_mut_158_;
                                        uint64_t l_855_ = (_e1965 * l_854_);
                                        uint64_t l_856_ = (l_774_ - l_855_);
                                        l_mut_105_ = l_856_;
                                        uint64_t _e1968 = l_mut_105_;
                                        uint64_t _e1969 = l_mut_158_;
                                        bool l_857_ = (_e1968 < _e1969);
                                        bool l_858_ = !(l_857_);
                                        if (l_858_) {
                                            uint64_t _e1972 = l_mut_105_;
                                            uint64_t _e1973 = l_mut_158_;
                                            uint64_t l_859_ = (_e1972 - _e1973);
                                            l_mut_105_ = l_859_;
                                        }
                                    }
                                    uint64_t _e1975 = l_mut_105_;
                                    uint64_t _e1976 = l_mut_127_;
                                    bool l_860_ = (_e1975 < _e1976);
                                    if (l_860_) {
                                        uint64_t _e1978 = l_mut_105_;
                                        l_mut_127_ = _e1978;
                                    }
                                }
                            }
                            uint64_t _e1979 = l_mut_127_;
                            bool l_861_ = (_e1979 < l_777_);
                            bool l_862_ = !(l_861_);
                            uint l_863_ = uint(l_862_);
                            uint l_864_ = (2u - l_863_);
                            l_mut_790_ = l_864_;
                        }
                        uint _e1985 = l_mut_790_;
                        bool l_865_ = (_e1985 > 0u);
                        if (l_865_) {
                            uint _e1988 = l_mut_790_;
                            bool l_866_ = (_e1988 == 1u);
                            l_mut_355_ = l_866_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1993 = l_mut_350_;
                        bool l_867_ = !(_e1993);
                        if (l_867_) {
                            break;
                        }
                        uint64_t _e1995 = l_mut_212_;
                        uint64_t _e1996 = l_mut_301_;
                        bool l_868_ = (_e1995 < _e1996);
                        if (l_868_) {
                            uint64_t _e1998 = l_mut_301_;
                            uint64_t _e1999 = l_mut_212_;
                            uint64_t l_869_ = (_e1998 - _e1999);
                            uint64_t _e2001 = l_mut_301_;
                            l_mut_158_ = _e2001;
                            uint64_t _e2002 = l_mut_301_;
                            bool l_870_ = (l_869_ < _e2002);
                            if (l_870_) {
                                l_mut_158_ = l_869_;
                            }
                            l_mut_259_ = false;
                            l_mut_259_ = true;
                            l_mut_821_ = 0u;
                            uint64_t _e2007 = l_mut_284_;
                            bool l_871_ = (_e2007 == 0uL);
                            bool l_872_ = !(l_871_);
                            bool _e2011 = l_mut_259_;
                            if (_e2011) {
                                local_10 = l_872_;
                            } else {
                                local_10 = false;
                            }
                            bool l_873_ = local_10;
                            uint64_t _e2016 = l_mut_284_;
                            uint64_t _e2017 = l_mut_158_;
                            bool l_874_ = (_e2016 < _e2017);
                            if (l_873_) {
                                local_11 = l_874_;
                            } else {
                                local_11 = false;
                            }
                            bool l_875_ = local_11;
                            uint _e2023 = l_mut_258_;
                            uint _e2024 = l_mut_67_;
                            uint l_876_ = (_e2023 + _e2024);
                            bool l_877_ = (l_876_ < l_479_);
                            if (l_875_) {
                                local_12 = l_877_;
                            } else {
                                local_12 = false;
                            }
                            bool l_878_ = local_12;
                            if (l_878_) {
                                uint _e2031 = l_mut_258_;
                                uint l_879_ = (l_479_ - _e2031);
                                uint _e2033 = l_mut_67_;
                                uint l_880_ = (l_879_ - _e2033);
                                uint _e2035 = l_mut_258_;
                                uint l_881_ = naga_div(l_880_, _e2035);
                                uint64_t _e2037 = l_mut_158_;
                                uint64_t l_882_ = (_e2037 - 1uL);
                                uint64_t _e2040 = l_mut_284_;
                                uint64_t l_883_ = naga_div(l_882_, _e2040);
                                uint64_t l_884_ = uint64_t(l_881_);
                                bool l_885_ = (l_883_ < l_884_);
                                uint64_t l_886_ = uint64_t(l_881_);
                                uint64_t l_887_ = (l_885_ ? l_883_ : l_886_);
                                uint l_888_ = uint(l_887_);
                                l_mut_821_ = l_888_;
                            }
                            uint _e2048 = l_mut_821_;
                            bool l_889_ = (_e2048 > 0u);
                            if (l_889_) {
                                uint _e2051 = l_mut_821_;
                                uint64_t l_890_ = uint64_t(_e2051);
                                uint64_t _e2053 = l_mut_284_;
                                uint64_t l_891_ = (_e2053 * l_890_);
                                uint64_t _e2055 = l_mut_301_;
                                uint64_t l_892_ = (_e2055 - l_891_);
                                l_mut_301_ = l_892_;
                                uint _e2057 = l_mut_821_;
                                uint _e2058 = l_mut_258_;
                                uint l_893_ = (_e2057 * _e2058);
                                uint _e2060 = l_mut_67_;
                                l_mut_67_ = (_e2060 + l_893_);
                            } else {
                                uint _e2062 = l_mut_258_;
                                uint l_894_ = (l_479_ - _e2062);
                                uint _e2064 = l_mut_67_;
                                uint l_895_ = naga_div(l_894_, _e2064);
                                l_mut_821_ = 0u;
                                l_mut_259_ = false;
                                l_mut_259_ = true;
                                uint64_t _e2069 = l_mut_301_;
                                bool l_896_ = (_e2069 == 0uL);
                                if (l_896_) {
                                    l_mut_821_ = l_895_;
                                } else {
                                    bool _e2072 = l_mut_259_;
                                    if (_e2072) {
                                        uint64_t _e2073 = l_mut_301_;
                                        uint64_t _e2074 = l_mut_284_;
                                        bool l_897_ = (_e2073 < _e2074);
                                        if (l_897_) {
                                            uint64_t _e2076 = l_mut_284_;
                                            uint64_t l_898_ = (_e2076 - 1uL);
                                            uint64_t _e2079 = l_mut_301_;
                                            uint64_t l_899_ = naga_div(l_898_, _e2079);
                                            uint64_t l_900_ = uint64_t(l_895_);
                                            bool l_901_ = (l_899_ < l_900_);
                                            uint64_t l_902_ = uint64_t(l_895_);
                                            uint64_t l_903_ = (l_901_ ? l_899_ : l_902_);
                                            uint l_904_ = uint(l_903_);
                                            l_mut_821_ = l_904_;
                                        }
                                    } else {
                                        uint64_t _e2087 = l_mut_284_;
                                        l_mut_158_ = _e2087;
                                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                            uint64_t _e2088 = l_mut_301_;
                                            uint64_t _e2089 = l_mut_158_;
                                            bool l_905_ = (_e2088 < _e2089);
                                            uint _e2091 = l_mut_821_;
                                            uint _e2092 = l_mut_67_;
                                            uint l_906_ = (_e2091 * _e2092);
                                            uint _e2094 = l_mut_258_;
                                            uint l_907_ = (_e2094 + l_906_);
                                            uint _e2096 = l_mut_67_;
                                            uint l_908_ = (l_907_ + _e2096);
                                            bool l_909_ = (l_908_ < l_479_);
                                            if (l_905_) {
                                                local_13 = l_909_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_910_ = local_13;
                                            bool l_911_ = !(l_910_);
                                            if (l_911_) {
                                                break;
                                            }
                                            uint64_t _e2104 = l_mut_158_;
                                            uint64_t _e2105 = l_mut_301_;
                                            uint64_t l_912_ = (_e2104 - _e2105);
                                            l_mut_158_ = l_912_;
                                            uint _e2107 = l_mut_821_;
                                            l_mut_821_ = (_e2107 + 1u);
                                        }
                                    }
                                }
                                uint _e2110 = l_mut_821_;
                                uint _e2111 = l_mut_67_;
                                uint l_913_ = (_e2110 * _e2111);
                                uint _e2113 = l_mut_258_;
                                uint l_914_ = (_e2113 + l_913_);
                                uint _e2115 = l_mut_67_;
                                uint l_915_ = (l_914_ + _e2115);
                                bool l_916_ = (l_915_ >= l_479_);
                                uint64_t _e2118 = l_mut_301_;
                                l_mut_158_ = _e2118;
                                uint64_t _e2119 = l_mut_284_;
                                l_mut_127_ = _e2119;
                                uint _e2120 = l_mut_258_;
                                l_mut_790_ = _e2120;
                                uint _e2121 = l_mut_67_;
                                l_mut_917_ = _e2121;
                                bool l_918_ = !(l_916_);
                                if (l_918_) {
                                    uint _e2123 = l_mut_821_;
                                    uint64_t l_919_ = uint64_t(_e2123);
                                    uint64_t _e2125 = l_mut_301_;
                                    uint64_t l_920_ = (_e2125 * l_919_);
                                    uint64_t _e2127 = l_mut_284_;
                                    uint64_t l_921_ = (_e2127 - l_920_);
                                    l_mut_127_ = l_921_;
                                    uint _e2129 = l_mut_821_;
                                    uint _e2130 = l_mut_67_;
                                    uint l_922_ = (_e2129 * _e2130);
                                    uint _e2132 = l_mut_258_;
                                    uint l_923_ = (_e2132 + l_922_);
                                    l_mut_790_ = l_923_;
                                    uint64_t _e2134 = l_mut_301_;
                                    uint64_t _e2135 = l_mut_127_;
                                    uint64_t l_924_ = (_e2134 - _e2135);
                                    l_mut_158_ = l_924_;
                                    uint _e2137 = l_mut_67_;
                                    uint _e2138 = l_mut_790_;
                                    uint l_925_ = (_e2137 + _e2138);
                                    l_mut_917_ = l_925_;
                                }
                                uint64_t _e2140 = l_mut_158_;
                                l_mut_301_ = _e2140;
                                uint64_t _e2141 = l_mut_127_;
                                l_mut_284_ = _e2141;
                                uint _e2142 = l_mut_790_;
                                l_mut_258_ = _e2142;
                                uint _e2143 = l_mut_917_;
                                l_mut_67_ = _e2143;
                                l_mut_355_ = l_916_;
                                bool l_926_ = !(l_916_);
                                l_mut_350_ = l_926_;
                            }
                        } else {
                            uint64_t _e2145 = l_mut_212_;
                            uint64_t l_927_ = (_e2145 - l_777_);
                            uint64_t _e2147 = l_mut_284_;
                            l_mut_158_ = _e2147;
                            uint64_t _e2148 = l_mut_284_;
                            bool l_928_ = (l_927_ < _e2148);
                            if (l_928_) {
                                l_mut_158_ = l_927_;
                            }
                            l_mut_259_ = false;
                            l_mut_259_ = true;
                            l_mut_917_ = 0u;
                            uint64_t _e2153 = l_mut_301_;
                            bool l_929_ = (_e2153 == 0uL);
                            bool l_930_ = !(l_929_);
                            bool _e2157 = l_mut_259_;
                            if (_e2157) {
                                local_14 = l_930_;
                            } else {
                                local_14 = false;
                            }
                            bool l_931_ = local_14;
                            uint64_t _e2162 = l_mut_301_;
                            uint64_t _e2163 = l_mut_158_;
                            bool l_932_ = (_e2162 < _e2163);
                            if (l_931_) {
                                local_15 = l_932_;
                            } else {
                                local_15 = false;
                            }
                            bool l_933_ = local_15;
                            uint _e2169 = l_mut_67_;
                            uint _e2170 = l_mut_258_;
                            uint l_934_ = (_e2169 + _e2170);
                            bool l_935_ = (l_934_ < l_479_);
                            if (l_933_) {
                                local_16 = l_935_;
                            } else {
                                local_16 = false;
                            }
                            bool l_936_ = local_16;
                            if (l_936_) {
                                uint _e2177 = l_mut_67_;
                                uint l_937_ = (l_479_ - _e2177);
                                uint _e2179 = l_mut_258_;
                                uint l_938_ = (l_937_ - _e2179);
                                uint _e2181 = l_mut_67_;
                                uint l_939_ = naga_div(l_938_, _e2181);
                                uint64_t _e2183 = l_mut_158_;
                                uint64_t l_940_ = (_e2183 - 1uL);
                                uint64_t _e2186 = l_mut_301_;
                                uint64_t l_941_ = naga_div(l_940_, _e2186);
                                uint64_t l_942_ = uint64_t(l_939_);
                                bool l_943_ = (l_941_ < l_942_);
                                uint64_t l_944_ = uint64_t(l_939_);
                                uint64_t l_945_ = (l_943_ ? l_941_ : l_944_);
                                uint l_946_ = uint(l_945_);
                                l_mut_917_ = l_946_;
                            }
                            uint _e2194 = l_mut_917_;
                            bool l_947_ = (_e2194 > 0u);
                            if (l_947_) {
                                uint _e2197 = l_mut_917_;
                                uint64_t l_948_ = uint64_t(_e2197);
                                uint64_t _e2199 = l_mut_301_;
                                uint64_t l_949_ = (_e2199 * l_948_);
                                uint64_t _e2201 = l_mut_212_;
                                uint64_t l_950_ = (_e2201 - l_949_);
                                l_mut_212_ = l_950_;
                                uint64_t _e2203 = l_mut_284_;
                                uint64_t l_951_ = (_e2203 - l_949_);
                                l_mut_284_ = l_951_;
                                uint _e2205 = l_mut_917_;
                                uint _e2206 = l_mut_67_;
                                uint l_952_ = (_e2205 * _e2206);
                                uint _e2208 = l_mut_258_;
                                l_mut_258_ = (_e2208 + l_952_);
                            } else {
                                uint64_t _e2210 = l_mut_212_;
                                uint64_t _e2211 = l_mut_301_;
                                uint64_t l_953_ = (_e2210 - _e2211);
                                l_mut_212_ = l_953_;
                                uint64_t _e2213 = l_mut_212_;
                                bool l_954_ = (_e2213 < l_777_);
                                if (l_954_) {
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2216 = l_mut_67_;
                                    uint l_955_ = (l_479_ - _e2216);
                                    uint _e2218 = l_mut_258_;
                                    uint l_956_ = naga_div(l_955_, _e2218);
                                    l_mut_917_ = 0u;
                                    l_mut_259_ = false;
                                    l_mut_259_ = true;
                                    uint64_t _e2223 = l_mut_284_;
                                    bool l_957_ = (_e2223 == 0uL);
                                    if (l_957_) {
                                        l_mut_917_ = l_956_;
                                    } else {
                                        bool _e2226 = l_mut_259_;
                                        if (_e2226) {
                                            uint64_t _e2227 = l_mut_284_;
                                            uint64_t _e2228 = l_mut_301_;
                                            bool l_958_ = (_e2227 < _e2228);
                                            if (l_958_) {
                                                uint64_t _e2230 = l_mut_301_;
                                                uint64_t l_959_ = (_e2230 - 1uL);
                                                uint64_t _e2233 = l_mut_284_;
                                                uint64_t l_960_ = naga_div(l_959_, _e2233);
                                                uint64_t l_961_ = uint64_t(l_956_);
                                                bool l_962_ = (l_960_ < l_961_);
                                                uint64_t l_963_ = uint64_t(l_956_);
                                                uint64_t l_964_ = (l_962_ ? l_960_ : l_963_);
                                                uint l_965_ = uint(l_964_);
                                                l_mut_917_ = l_965_;
                                            }
                                        } else {
                                            uint64_t _e2241 = l_mut_301_;
                                            l_mut_158_ = _e2241;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2242 = l_mut_284_;
                                                uint64_t _e2243 = l_mut_158_;
                                                bool l_966_ = (_e2242 < _e2243);
                                                uint _e2245 = l_mut_917_;
                                                uint _e2246 = l_mut_258_;
                                                uint l_967_ = (_e2245 * _e2246);
                                                uint _e2248 = l_mut_67_;
                                                uint l_968_ = (_e2248 + l_967_);
                                                uint _e2250 = l_mut_258_;
                                                uint l_969_ = (l_968_ + _e2250);
                                                bool l_970_ = (l_969_ < l_479_);
                                                if (l_966_) {
                                                    local_17 = l_970_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_971_ = local_17;
                                                bool l_972_ = !(l_971_);
                                                if (l_972_) {
                                                    break;
                                                }
                                                uint64_t _e2258 = l_mut_158_;
                                                uint64_t _e2259 = l_mut_284_;
                                                uint64_t l_973_ = (_e2258 - _e2259);
                                                l_mut_158_ = l_973_;
                                                uint _e2261 = l_mut_917_;
                                                l_mut_917_ = (_e2261 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2264 = l_mut_917_;
                                    uint _e2265 = l_mut_258_;
                                    uint l_974_ = (_e2264 * _e2265);
                                    uint _e2267 = l_mut_67_;
                                    uint l_975_ = (_e2267 + l_974_);
                                    uint _e2269 = l_mut_258_;
                                    uint l_976_ = (l_975_ + _e2269);
                                    bool l_977_ = (l_976_ >= l_479_);
                                    uint64_t _e2272 = l_mut_284_;
                                    l_mut_158_ = _e2272;
                                    uint64_t _e2273 = l_mut_301_;
                                    l_mut_127_ = _e2273;
                                    uint _e2274 = l_mut_67_;
                                    l_mut_821_ = _e2274;
                                    uint _e2275 = l_mut_258_;
                                    l_mut_790_ = _e2275;
                                    bool l_978_ = !(l_977_);
                                    if (l_978_) {
                                        uint _e2277 = l_mut_917_;
                                        uint64_t l_979_ = uint64_t(_e2277);
                                        uint64_t _e2279 = l_mut_284_;
                                        uint64_t l_980_ = (_e2279 * l_979_);
                                        uint64_t _e2281 = l_mut_301_;
                                        uint64_t l_981_ = (_e2281 - l_980_);
                                        l_mut_127_ = l_981_;
                                        uint _e2283 = l_mut_917_;
                                        uint _e2284 = l_mut_258_;
                                        uint l_982_ = (_e2283 * _e2284);
                                        uint _e2286 = l_mut_67_;
                                        uint l_983_ = (_e2286 + l_982_);
                                        l_mut_821_ = l_983_;
                                        uint64_t _e2288 = l_mut_284_;
                                        uint64_t _e2289 = l_mut_127_;
                                        uint64_t l_984_ = (_e2288 - _e2289);
                                        l_mut_158_ = l_984_;
                                        uint _e2291 = l_mut_258_;
                                        uint _e2292 = l_mut_821_;
                                        uint l_985_ = (_e2291 + _e2292);
                                        l_mut_790_ = l_985_;
                                    }
                                    uint64_t _e2294 = l_mut_127_;
                                    l_mut_301_ = _e2294;
                                    uint64_t _e2295 = l_mut_158_;
                                    l_mut_284_ = _e2295;
                                    uint _e2296 = l_mut_790_;
                                    l_mut_258_ = _e2296;
                                    uint _e2297 = l_mut_821_;
                                    l_mut_67_ = _e2297;
                                    l_mut_355_ = l_977_;
                                    bool l_986_ = !(l_977_);
                                    l_mut_350_ = l_986_;
                                }
                            }
                        }
                    }
                    bool _e2299 = l_mut_355_;
                    bool l_987_ = !(_e2299);
                    if (l_478_) {
                        local_18 = l_987_;
                    } else {
                        local_18 = false;
                    }
                    bool l_988_ = local_18;
                    if (l_988_) {
                        uint _e2306 = l_mut_476_;
                        uint l_989_ = (1u << _e2306);
                        uint _e2308 = l_mut_402_;
                        l_mut_402_ = (_e2308 | l_989_);
                        uint _e2310 = l_mut_304_;
                        l_mut_304_ = (_e2310 + 1u);
                        uint l_990_ = (l_477_ + l_475_);
                        uint l_991_ = min(l_990_, l_74_);
                        l_mut_917_ = 0u;
                        l_mut_992_ = l_477_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2567 = l_mut_992_;
                                l_mut_992_ = (_e2567 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2317 = l_mut_992_;
                            if ((_e2317 < l_991_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2319 = l_mut_992_;
                                uint64_t l_993_ = uint64_t(_e2319);
                                uint64_t l_994_ = (l_84_ * l_993_);
                                uint64_t l_995_ = (l_93_ + l_994_);
                                l_mut_301_ = 0uL;
                                uint _e2324 = l_mut_992_;
                                bool l_997_ = (_e2324 < 65536u);
                                if (l_997_) {
                                    uint _e2327 = l_mut_992_;
                                    uint _e2328 = l_mut_992_;
                                    uint l_998_ = (_e2327 * _e2328);
                                    uint64_t l_999_ = (l_102_ >> uint(63uL));
                                    bool l_1000_ = (l_999_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1000_) {
                                        uint64_t l_1002_ = (0uL - l_102_);
                                        l_mut_284_ = l_1002_;
                                    }
                                    uint64_t l_1003_ = uint64_t(l_998_);
                                    uint64_t _e2339 = l_mut_284_;
                                    uint64_t l_1004_ = (_e2339 & 4294967295uL);
                                    uint64_t l_1005_ = (l_1004_ * l_1003_);
                                    uint64_t _e2343 = l_mut_284_;
                                    uint64_t l_1006_ = (_e2343 >> uint(32uL));
                                    uint64_t l_1007_ = (l_1006_ * l_1003_);
                                    uint64_t l_1008_ = (l_1007_ << uint(32uL));
                                    uint64_t l_1009_ = (l_1005_ + l_1008_);
                                    uint64_t l_1010_ = (l_1007_ >> uint(32uL));
                                    bool l_1011_ = (l_1009_ < l_1005_);
                                    uint64_t l_1012_ = uint64_t(l_1011_);
                                    uint64_t l_1013_ = (l_1010_ + l_1012_);
                                    l_mut_284_ = l_1009_;
                                    bool l_1014_ = (l_24_ == 64u);
                                    if (l_1014_) {
                                        l_mut_284_ = l_1013_;
                                    } else {
                                        bool l_1015_ = (l_24_ > 0u);
                                        if (l_1015_) {
                                            uint l_1016_ = (64u - l_24_);
                                            uint64_t l_1017_ = uint64_t(l_1016_);
                                            uint64_t l_1018_ = (l_1013_ << uint(l_1017_));
                                            uint64_t l_1019_ = uint64_t(l_24_);
                                            uint64_t l_1020_ = (l_1009_ >> uint(l_1019_));
                                            uint64_t l_1021_ = (l_1018_ | l_1020_);
                                            l_mut_284_ = l_1021_;
                                        }
                                    }
                                    uint64_t _e2376 = l_mut_284_;
                                    l_mut_212_ = _e2376;
                                    if (l_1000_) {
                                        uint64_t _e2378 = l_mut_212_;
                                        uint64_t l_1023_ = (0uL - _e2378);
                                        l_mut_212_ = l_1023_;
                                    }
                                    uint64_t _e2380 = l_mut_212_;
                                    l_mut_301_ = _e2380;
                                } else {
                                    uint64_t l_1024_ = (l_102_ >> uint(63uL));
                                    bool l_1025_ = (l_1024_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1025_) {
                                        uint64_t l_1027_ = (0uL - l_102_);
                                        l_mut_284_ = l_1027_;
                                    }
                                    uint _e2389 = l_mut_992_;
                                    uint64_t l_1028_ = uint64_t(_e2389);
                                    uint64_t _e2391 = l_mut_284_;
                                    uint64_t l_1029_ = (_e2391 & 4294967295uL);
                                    uint64_t l_1030_ = (l_1029_ * l_1028_);
                                    uint64_t _e2395 = l_mut_284_;
                                    uint64_t l_1031_ = (_e2395 >> uint(32uL));
                                    uint64_t l_1032_ = (l_1031_ * l_1028_);
                                    uint64_t l_1033_ = (l_1032_ << uint(32uL));
                                    uint64_t l_1034_ = (l_1030_ + l_1033_);
                                    uint64_t l_1035_ = (l_1032_ >> uint(32uL));
                                    bool l_1036_ = (l_1034_ < l_1030_);
                                    uint64_t l_1037_ = uint64_t(l_1036_);
                                    uint64_t l_1038_ = (l_1035_ + l_1037_);
                                    l_mut_212_ = l_1034_;
                                    if (false) {
                                        l_mut_212_ = l_1038_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1042_ = (l_1038_ << uint(64uL));
                                            uint64_t l_1044_ = (l_1034_ >> uint(0uL));
                                            uint64_t l_1045_ = (l_1042_ | l_1044_);
                                            l_mut_212_ = l_1045_;
                                        }
                                    }
                                    uint _e2424 = l_mut_992_;
                                    uint64_t l_1046_ = uint64_t(_e2424);
                                    uint64_t _e2426 = l_mut_284_;
                                    uint64_t l_1047_ = (_e2426 & 4294967295uL);
                                    uint64_t l_1048_ = (l_1047_ * l_1046_);
                                    uint64_t _e2430 = l_mut_284_;
                                    uint64_t l_1049_ = (_e2430 >> uint(32uL));
                                    uint64_t l_1050_ = (l_1049_ * l_1046_);
                                    uint64_t l_1051_ = (l_1050_ << uint(32uL));
                                    uint64_t l_1052_ = (l_1048_ + l_1051_);
                                    uint64_t l_1053_ = (l_1050_ >> uint(32uL));
                                    bool l_1054_ = (l_1052_ < l_1048_);
                                    uint64_t l_1055_ = uint64_t(l_1054_);
                                    uint64_t l_1056_ = (l_1053_ + l_1055_);
                                    l_mut_284_ = l_1052_;
                                    if (true) {
                                        l_mut_284_ = l_1056_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1060_ = (l_1056_ << uint(0uL));
                                            uint64_t l_1062_ = (l_1052_ >> uint(64uL));
                                            uint64_t l_1063_ = (l_1060_ | l_1062_);
                                            l_mut_284_ = l_1063_;
                                        }
                                    }
                                    uint _e2459 = l_mut_992_;
                                    uint64_t l_1064_ = uint64_t(_e2459);
                                    uint64_t _e2461 = l_mut_212_;
                                    uint64_t l_1065_ = (_e2461 & 4294967295uL);
                                    uint64_t l_1066_ = (l_1065_ * l_1064_);
                                    uint64_t _e2465 = l_mut_212_;
                                    uint64_t l_1067_ = (_e2465 >> uint(32uL));
                                    uint64_t l_1068_ = (l_1067_ * l_1064_);
                                    uint64_t l_1069_ = (l_1068_ << uint(32uL));
                                    uint64_t l_1070_ = (l_1066_ + l_1069_);
                                    uint64_t l_1071_ = (l_1068_ >> uint(32uL));
                                    bool l_1072_ = (l_1070_ < l_1066_);
                                    uint64_t l_1073_ = uint64_t(l_1072_);
                                    uint64_t l_1074_ = (l_1071_ + l_1073_);
                                    l_mut_158_ = l_1070_;
                                    if (false) {
                                        l_mut_158_ = l_1074_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1078_ = (l_1074_ << uint(64uL));
                                            uint64_t l_1080_ = (l_1070_ >> uint(0uL));
                                            uint64_t l_1081_ = (l_1078_ | l_1080_);
                                            l_mut_158_ = l_1081_;
                                        }
                                    }
                                    uint _e2494 = l_mut_992_;
                                    uint64_t l_1082_ = uint64_t(_e2494);
                                    uint64_t _e2496 = l_mut_212_;
                                    uint64_t l_1083_ = (_e2496 & 4294967295uL);
                                    uint64_t l_1084_ = (l_1083_ * l_1082_);
                                    uint64_t _e2500 = l_mut_212_;
                                    uint64_t l_1085_ = (_e2500 >> uint(32uL));
                                    uint64_t l_1086_ = (l_1085_ * l_1082_);
                                    uint64_t l_1087_ = (l_1086_ << uint(32uL));
                                    uint64_t l_1088_ = (l_1084_ + l_1087_);
                                    uint64_t l_1089_ = (l_1086_ >> uint(32uL));
                                    bool l_1090_ = (l_1088_ < l_1084_);
                                    uint64_t l_1091_ = uint64_t(l_1090_);
                                    uint64_t l_1092_ = (l_1089_ + l_1091_);
                                    l_mut_212_ = l_1088_;
                                    if (true) {
                                        l_mut_212_ = l_1092_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1096_ = (l_1092_ << uint(0uL));
                                            uint64_t l_1098_ = (l_1088_ >> uint(64uL));
                                            uint64_t l_1099_ = (l_1096_ | l_1098_);
                                            l_mut_212_ = l_1099_;
                                        }
                                    }
                                    uint _e2529 = l_mut_992_;
                                    uint64_t l_1100_ = uint64_t(_e2529);
                                    uint64_t _e2531 = l_mut_284_;
                                    uint64_t l_1101_ = (_e2531 * l_1100_);
                                    uint64_t _e2533 = l_mut_212_;
                                    uint64_t l_1102_ = (_e2533 + l_1101_);
                                    uint64_t _e2535 = l_mut_158_;
                                    l_mut_301_ = _e2535;
                                    bool l_1103_ = (l_24_ == 64u);
                                    if (l_1103_) {
                                        l_mut_301_ = l_1102_;
                                    } else {
                                        bool l_1104_ = (l_24_ > 0u);
                                        if (l_1104_) {
                                            uint l_1105_ = (64u - l_24_);
                                            uint64_t l_1106_ = uint64_t(l_1105_);
                                            uint64_t l_1107_ = (l_1102_ << uint(l_1106_));
                                            uint64_t l_1108_ = uint64_t(l_24_);
                                            uint64_t _e2547 = l_mut_158_;
                                            uint64_t l_1109_ = (_e2547 >> uint(l_1108_));
                                            uint64_t l_1110_ = (l_1107_ + l_1109_);
                                            l_mut_301_ = l_1110_;
                                        }
                                    }
                                    if (l_1025_) {
                                        uint64_t _e2553 = l_mut_301_;
                                        uint64_t l_1112_ = (0uL - _e2553);
                                        l_mut_301_ = l_1112_;
                                    }
                                }
                                uint64_t _e2555 = l_mut_301_;
                                uint64_t l_1113_ = (l_995_ + _e2555);
                                uint64_t l_1115_ = (0uL - l_1113_);
                                l_mut_301_ = l_1115_;
                                uint64_t _e2559 = l_mut_301_;
                                bool l_1116_ = (l_1113_ < _e2559);
                                if (l_1116_) {
                                    l_mut_301_ = l_1113_;
                                }
                                uint64_t _e2561 = l_mut_301_;
                                bool l_1117_ = (_e2561 < l_51_);
                                uint l_1118_ = uint(l_1117_);
                                uint _e2564 = l_mut_917_;
                                l_mut_917_ = (_e2564 + l_1118_);
                            }
                        }
                        uint _e2569 = l_mut_271_;
                        uint _e2570 = l_mut_917_;
                        l_mut_271_ = (_e2569 + _e2570);
                    }
                }
            }
            uint _e2575 = l_mut_304_;
            bool l_1119_ = (_e2575 > 0u);
            if (l_1119_) {
                uint l_1399_ = asuint(info.Load(20+0));
                uint l_1400_ = (l_1399_ * 1u);
                uint l_1401_ = (l_1400_ - 1u);
                uint l_1402_ = min(1u, l_1401_);
                uint _e2590 = l_mut_304_;
                uint _e2591; buffer_5_global.InterlockedAdd(l_1402_*4, _e2590, _e2591);
            }
            uint _e2592 = l_mut_271_;
            bool l_1122_ = (_e2592 > 0u);
            if (l_1122_) {
                uint l_1404_ = asuint(info.Load(20+0));
                uint l_1405_ = (l_1404_ * 1u);
                uint l_1406_ = (l_1405_ - 1u);
                uint l_1407_ = min(2u, l_1406_);
                uint _e2607 = l_mut_271_;
                uint _e2608; buffer_5_global.InterlockedAdd(l_1407_*4, _e2607, _e2608);
                l_mut_917_ = _e2608;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2912 = l_mut_1125_;
                        l_mut_1125_ = (_e2912 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2611 = l_mut_1125_;
                    if ((_e2611 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2614 = l_mut_402_;
                        uint _e2615 = l_mut_1125_;
                        uint l_1126_ = (_e2614 >> _e2615);
                        uint l_1127_ = (l_1126_ & 1u);
                        bool l_1128_ = (l_1127_ == 1u);
                        if (l_1128_) {
                            uint _e2621 = l_mut_1125_;
                            uint l_1129_ = (_e2621 * l_475_);
                            uint l_1130_ = (l_1129_ + l_475_);
                            uint l_1131_ = min(l_1130_, l_74_);
                            uint _e2625 = l_mut_917_;
                            l_mut_821_ = _e2625;
                            l_mut_1132_ = l_1129_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2908 = l_mut_1132_;
                                    l_mut_1132_ = (_e2908 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2627 = l_mut_1132_;
                                if ((_e2627 < l_1131_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2629 = l_mut_1132_;
                                    uint64_t l_1133_ = uint64_t(_e2629);
                                    uint64_t l_1134_ = (l_84_ * l_1133_);
                                    uint64_t l_1135_ = (l_93_ + l_1134_);
                                    l_mut_301_ = 0uL;
                                    uint _e2634 = l_mut_1132_;
                                    bool l_1137_ = (_e2634 < 65536u);
                                    if (l_1137_) {
                                        uint _e2637 = l_mut_1132_;
                                        uint _e2638 = l_mut_1132_;
                                        uint l_1138_ = (_e2637 * _e2638);
                                        uint64_t l_1139_ = (l_102_ >> uint(63uL));
                                        bool l_1140_ = (l_1139_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1140_) {
                                            uint64_t l_1142_ = (0uL - l_102_);
                                            l_mut_284_ = l_1142_;
                                        }
                                        uint64_t l_1143_ = uint64_t(l_1138_);
                                        uint64_t _e2649 = l_mut_284_;
                                        uint64_t l_1144_ = (_e2649 & 4294967295uL);
                                        uint64_t l_1145_ = (l_1144_ * l_1143_);
                                        uint64_t _e2653 = l_mut_284_;
                                        uint64_t l_1146_ = (_e2653 >> uint(32uL));
                                        uint64_t l_1147_ = (l_1146_ * l_1143_);
                                        uint64_t l_1148_ = (l_1147_ << uint(32uL));
                                        uint64_t l_1149_ = (l_1145_ + l_1148_);
                                        uint64_t l_1150_ = (l_1147_ >> uint(32uL));
                                        bool l_1151_ = (l_1149_ < l_1145_);
                                        uint64_t l_1152_ = uint64_t(l_1151_);
                                        uint64_t l_1153_ = (l_1150_ + l_1152_);
                                        l_mut_284_ = l_1149_;
                                        bool l_1154_ = (l_24_ == 64u);
                                        if (l_1154_) {
                                            l_mut_284_ = l_1153_;
                                        } else {
                                            bool l_1155_ = (l_24_ > 0u);
                                            if (l_1155_) {
                                                uint l_1156_ = (64u - l_24_);
                                                uint64_t l_1157_ = uint64_t(l_1156_);
                                                uint64_t l_1158_ = (l_1153_ << uint(l_1157_));
                                                uint64_t l_1159_ = uint64_t(l_24_);
                                                uint64_t l_1160_ = (l_1149_ >> uint(l_1159_));
                                                uint64_t l_1161_ = (l_1158_ | l_1160_);
                                                l_mut_284_ = l_1161_;
                                            }
                                        }
                                        uint64_t _e2686 = l_mut_284_;
                                        l_mut_212_ = _e2686;
                                        if (l_1140_) {
                                            uint64_t _e2688 = l_mut_212_;
                                            uint64_t l_1163_ = (0uL - _e2688);
                                            l_mut_212_ = l_1163_;
                                        }
                                        uint64_t _e2690 = l_mut_212_;
                                        l_mut_301_ = _e2690;
                                    } else {
                                        uint64_t l_1164_ = (l_102_ >> uint(63uL));
                                        bool l_1165_ = (l_1164_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1165_) {
                                            uint64_t l_1167_ = (0uL - l_102_);
                                            l_mut_284_ = l_1167_;
                                        }
                                        uint _e2699 = l_mut_1132_;
                                        uint64_t l_1168_ = uint64_t(_e2699);
                                        uint64_t _e2701 = l_mut_284_;
                                        uint64_t l_1169_ = (_e2701 & 4294967295uL);
                                        uint64_t l_1170_ = (l_1169_ * l_1168_);
                                        uint64_t _e2705 = l_mut_284_;
                                        uint64_t l_1171_ = (_e2705 >> uint(32uL));
                                        uint64_t l_1172_ = (l_1171_ * l_1168_);
                                        uint64_t l_1173_ = (l_1172_ << uint(32uL));
                                        uint64_t l_1174_ = (l_1170_ + l_1173_);
                                        uint64_t l_1175_ = (l_1172_ >> uint(32uL));
                                        bool l_1176_ = (l_1174_ < l_1170_);
                                        uint64_t l_1177_ = uint64_t(l_1176_);
                                        uint64_t l_1178_ = (l_1175_ + l_1177_);
                                        l_mut_212_ = l_1174_;
                                        if (false) {
                                            l_mut_212_ = l_1178_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1182_ = (l_1178_ << uint(64uL));
                                                uint64_t l_1184_ = (l_1174_ >> uint(0uL));
                                                uint64_t l_1185_ = (l_1182_ | l_1184_);
                                                l_mut_212_ = l_1185_;
                                            }
                                        }
                                        uint _e2734 = l_mut_1132_;
                                        uint64_t l_1186_ = uint64_t(_e2734);
                                        uint64_t _e2736 = l_mut_284_;
                                        uint64_t l_1187_ = (_e2736 & 4294967295uL);
                                        uint64_t l_1188_ = (l_1187_ * l_1186_);
                                        uint64_t _e2740 = l_mut_284_;
                                        uint64_t l_1189_ = (_e2740 >> uint(32uL));
                                        uint64_t l_1190_ = (l_1189_ * l_1186_);
                                        uint64_t l_1191_ = (l_1190_ << uint(32uL));
                                        uint64_t l_1192_ = (l_1188_ + l_1191_);
                                        uint64_t l_1193_ = (l_1190_ >> uint(32uL));
                                        bool l_1194_ = (l_1192_ < l_1188_);
                                        uint64_t l_1195_ = uint64_t(l_1194_);
                                        uint64_t l_1196_ = (l_1193_ + l_1195_);
                                        l_mut_284_ = l_1192_;
                                        if (true) {
                                            l_mut_284_ = l_1196_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1200_ = (l_1196_ << uint(0uL));
                                                uint64_t l_1202_ = (l_1192_ >> uint(64uL));
                                                uint64_t l_1203_ = (l_1200_ | l_1202_);
                                                l_mut_284_ = l_1203_;
                                            }
                                        }
                                        uint _e2769 = l_mut_1132_;
                                        uint64_t l_1204_ = uint64_t(_e2769);
                                        uint64_t _e2771 = l_mut_212_;
                                        uint64_t l_1205_ = (_e2771 & 4294967295uL);
                                        uint64_t l_1206_ = (l_1205_ * l_1204_);
                                        uint64_t _e2775 = l_mut_212_;
                                        uint64_t l_1207_ = (_e2775 >> uint(32uL));
                                        uint64_t l_1208_ = (l_1207_ * l_1204_);
                                        uint64_t l_1209_ = (l_1208_ << uint(32uL));
                                        uint64_t l_1210_ = (l_1206_ + l_1209_);
                                        uint64_t l_1211_ = (l_1208_ >> uint(32uL));
                                        bool l_1212_ = (l_1210_ < l_1206_);
                                        uint64_t l_1213_ = uint64_t(l_1212_);
                                        uint64_t l_1214_ = (l_1211_ + l_1213_);
                                        l_mut_158_ = l_1210_;
                                        if (false) {
                                            l_mut_158_ = l_1214_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1218_ = (l_1214_ << uint(64uL));
                                                uint64_t l_1220_ = (l_1210_ >> uint(0uL));
                                                uint64_t l_1221_ = (l_1218_ | l_1220_);
                                                l_mut_158_ = l_1221_;
                                            }
                                        }
                                        uint _e2804 = l_mut_1132_;
                                        uint64_t l_1222_ = uint64_t(_e2804);
                                        uint64_t _e2806 = l_mut_212_;
                                        uint64_t l_1223_ = (_e2806 & 4294967295uL);
                                        uint64_t l_1224_ = (l_1223_ * l_1222_);
                                        uint64_t _e2810 = l_mut_212_;
                                        uint64_t l_1225_ = (_e2810 >> uint(32uL));
                                        uint64_t l_1226_ = (l_1225_ * l_1222_);
                                        uint64_t l_1227_ = (l_1226_ << uint(32uL));
                                        uint64_t l_1228_ = (l_1224_ + l_1227_);
                                        uint64_t l_1229_ = (l_1226_ >> uint(32uL));
                                        bool l_1230_ = (l_1228_ < l_1224_);
                                        uint64_t l_1231_ = uint64_t(l_1230_);
                                        uint64_t l_1232_ = (l_1229_ + l_1231_);
                                        l_mut_212_ = l_1228_;
                                        if (true) {
                                            l_mut_212_ = l_1232_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1236_ = (l_1232_ << uint(0uL));
                                                uint64_t l_1238_ = (l_1228_ >> uint(64uL));
                                                uint64_t l_1239_ = (l_1236_ | l_1238_);
                                                l_mut_212_ = l_1239_;
                                            }
                                        }
                                        uint _e2839 = l_mut_1132_;
                                        uint64_t l_1240_ = uint64_t(_e2839);
                                        uint64_t _e2841 = l_mut_284_;
                                        uint64_t l_1241_ = (_e2841 * l_1240_);
                                        uint64_t _e2843 = l_mut_212_;
                                        uint64_t l_1242_ = (_e2843 + l_1241_);
                                        uint64_t _e2845 = l_mut_158_;
                                        l_mut_301_ = _e2845;
                                        bool l_1243_ = (l_24_ == 64u);
                                        if (l_1243_) {
                                            l_mut_301_ = l_1242_;
                                        } else {
                                            bool l_1244_ = (l_24_ > 0u);
                                            if (l_1244_) {
                                                uint l_1245_ = (64u - l_24_);
                                                uint64_t l_1246_ = uint64_t(l_1245_);
                                                uint64_t l_1247_ = (l_1242_ << uint(l_1246_));
                                                uint64_t l_1248_ = uint64_t(l_24_);
                                                uint64_t _e2857 = l_mut_158_;
                                                uint64_t l_1249_ = (_e2857 >> uint(l_1248_));
                                                uint64_t l_1250_ = (l_1247_ + l_1249_);
                                                l_mut_301_ = l_1250_;
                                            }
                                        }
                                        if (l_1165_) {
                                            uint64_t _e2863 = l_mut_301_;
                                            uint64_t l_1252_ = (0uL - _e2863);
                                            l_mut_301_ = l_1252_;
                                        }
                                    }
                                    uint64_t _e2865 = l_mut_301_;
                                    uint64_t l_1253_ = (l_1135_ + _e2865);
                                    uint64_t l_1255_ = (0uL - l_1253_);
                                    l_mut_301_ = l_1255_;
                                    uint64_t _e2869 = l_mut_301_;
                                    bool l_1256_ = (l_1253_ < _e2869);
                                    if (l_1256_) {
                                        l_mut_301_ = l_1253_;
                                    }
                                    uint64_t _e2871 = l_mut_301_;
                                    bool l_1257_ = (_e2871 < l_51_);
                                    if (l_1257_) {
                                        uint _e2873 = l_mut_821_;
                                        uint l_1258_ = (_e2873 * 2u);
                                        uint l_1259_ = (l_1258_ + 1u);
                                        uint l_1260_ = asuint(info.Load(40+0));
                                        bool l_1261_ = (l_1259_ < l_1260_);
                                        if (l_1261_) {
                                            uint l_1409_ = asuint(info.Load(16+0));
                                            uint l_1410_ = (l_1409_ * 1u);
                                            bool l_1411_ = (l_1258_ < l_1410_);
                                            if (l_1411_) {
                                                buffer_4_global.Store(l_1258_*4, asuint(id));
                                            }
                                            uint l_1262_ = (l_1258_ + 1u);
                                            uint l_1412_ = asuint(info.Load(16+0));
                                            uint l_1413_ = (l_1412_ * 1u);
                                            bool l_1414_ = (l_1262_ < l_1413_);
                                            if (l_1414_) {
                                                uint _e2903 = l_mut_1132_;
                                                buffer_4_global.Store(l_1262_*4, asuint(_e2903));
                                            }
                                        }
                                        uint _e2904 = l_mut_821_;
                                        l_mut_821_ = (_e2904 + 1u);
                                    }
                                }
                            }
                            uint _e2910 = l_mut_821_;
                            l_mut_917_ = _e2910;
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
