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
                l_mut_304_ = 0u;
                uint64_t _e932 = l_mut_158_;
                bool l_356_ = (_e932 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e936 = l_mut_355_;
                if (_e936) {
                    local_1 = l_357_;
                } else {
                    local_1 = false;
                }
                bool l_358_ = local_1;
                uint64_t _e941 = l_mut_158_;
                uint64_t _e942 = l_mut_301_;
                bool l_359_ = (_e941 < _e942);
                if (l_358_) {
                    local_2 = l_359_;
                } else {
                    local_2 = false;
                }
                bool l_360_ = local_2;
                uint _e948 = l_mut_67_;
                uint _e949 = l_mut_258_;
                uint l_361_ = (_e948 + _e949);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_3 = l_362_;
                } else {
                    local_3 = false;
                }
                bool l_363_ = local_3;
                if (l_363_) {
                    uint _e956 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e956);
                    uint _e958 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e958);
                    uint _e960 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e960);
                    uint64_t _e962 = l_mut_301_;
                    uint64_t l_367_ = (_e962 - 1uL);
                    uint64_t _e965 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e965);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint _e973 = l_mut_304_;
                bool l_374_ = (_e973 > 0u);
                if (l_374_) {
                    uint _e976 = l_mut_304_;
                    uint64_t l_375_ = uint64_t(_e976);
                    uint64_t _e978 = l_mut_158_;
                    uint64_t l_376_ = (_e978 * l_375_);
                    uint64_t _e980 = l_mut_212_;
                    uint64_t l_377_ = (_e980 - l_376_);
                    l_mut_212_ = l_377_;
                    uint _e982 = l_mut_304_;
                    uint _e983 = l_mut_67_;
                    uint l_378_ = (_e982 * _e983);
                    uint _e985 = l_mut_258_;
                    l_mut_258_ = (_e985 + l_378_);
                } else {
                    uint _e987 = l_mut_67_;
                    uint l_379_ = (l_13_ - _e987);
                    uint _e989 = l_mut_258_;
                    uint l_380_ = naga_div(l_379_, _e989);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e993 = l_mut_212_;
                    bool l_381_ = (_e993 == 0uL);
                    if (l_381_) {
                        l_mut_304_ = l_380_;
                    } else {
                        bool _e996 = l_mut_355_;
                        if (_e996) {
                            uint64_t _e997 = l_mut_212_;
                            uint64_t _e998 = l_mut_158_;
                            bool l_382_ = (_e997 < _e998);
                            if (l_382_) {
                                uint64_t _e1000 = l_mut_158_;
                                uint64_t l_383_ = (_e1000 - 1uL);
                                uint64_t _e1003 = l_mut_212_;
                                uint64_t l_384_ = naga_div(l_383_, _e1003);
                                uint64_t l_385_ = uint64_t(l_380_);
                                bool l_386_ = (l_384_ < l_385_);
                                uint64_t l_387_ = uint64_t(l_380_);
                                uint64_t l_388_ = (l_386_ ? l_384_ : l_387_);
                                uint l_389_ = uint(l_388_);
                                l_mut_304_ = l_389_;
                            }
                        } else {
                            uint64_t _e1011 = l_mut_158_;
                            l_mut_301_ = _e1011;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1012 = l_mut_212_;
                                uint64_t _e1013 = l_mut_301_;
                                bool l_390_ = (_e1012 < _e1013);
                                uint _e1015 = l_mut_304_;
                                uint _e1016 = l_mut_258_;
                                uint l_391_ = (_e1015 * _e1016);
                                uint _e1018 = l_mut_67_;
                                uint l_392_ = (_e1018 + l_391_);
                                uint _e1020 = l_mut_258_;
                                uint l_393_ = (l_392_ + _e1020);
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
                                uint64_t _e1028 = l_mut_301_;
                                uint64_t _e1029 = l_mut_212_;
                                uint64_t l_397_ = (_e1028 - _e1029);
                                l_mut_301_ = l_397_;
                                uint _e1031 = l_mut_304_;
                                l_mut_304_ = (_e1031 + 1u);
                            }
                        }
                    }
                    uint _e1034 = l_mut_304_;
                    uint _e1035 = l_mut_258_;
                    uint l_398_ = (_e1034 * _e1035);
                    uint _e1037 = l_mut_67_;
                    uint l_399_ = (_e1037 + l_398_);
                    uint _e1039 = l_mut_258_;
                    uint l_400_ = (l_399_ + _e1039);
                    bool l_401_ = (l_400_ >= l_13_);
                    uint64_t _e1042 = l_mut_212_;
                    l_mut_301_ = _e1042;
                    uint64_t _e1043 = l_mut_158_;
                    l_mut_284_ = _e1043;
                    uint _e1044 = l_mut_67_;
                    l_mut_271_ = _e1044;
                    uint _e1045 = l_mut_258_;
                    l_mut_402_ = _e1045;
                    bool l_403_ = !(l_401_);
                    if (l_403_) {
                        uint _e1047 = l_mut_304_;
                        uint64_t l_404_ = uint64_t(_e1047);
                        uint64_t _e1049 = l_mut_212_;
                        uint64_t l_405_ = (_e1049 * l_404_);
                        uint64_t _e1051 = l_mut_158_;
                        uint64_t l_406_ = (_e1051 - l_405_);
                        l_mut_284_ = l_406_;
                        uint _e1053 = l_mut_304_;
                        uint _e1054 = l_mut_258_;
                        uint l_407_ = (_e1053 * _e1054);
                        uint _e1056 = l_mut_67_;
                        uint l_408_ = (_e1056 + l_407_);
                        l_mut_271_ = l_408_;
                        uint64_t _e1058 = l_mut_212_;
                        uint64_t _e1059 = l_mut_284_;
                        uint64_t l_409_ = (_e1058 - _e1059);
                        l_mut_301_ = l_409_;
                        uint _e1061 = l_mut_258_;
                        uint _e1062 = l_mut_271_;
                        uint l_410_ = (_e1061 + _e1062);
                        l_mut_402_ = l_410_;
                    }
                    uint64_t _e1064 = l_mut_301_;
                    l_mut_212_ = _e1064;
                    uint64_t _e1065 = l_mut_284_;
                    l_mut_158_ = _e1065;
                    uint _e1066 = l_mut_271_;
                    l_mut_67_ = _e1066;
                    uint _e1067 = l_mut_402_;
                    l_mut_258_ = _e1067;
                    l_mut_259_ = l_401_;
                    bool l_411_ = !(l_401_);
                    l_mut_262_ = l_411_;
                }
            } else {
                uint64_t _e1069 = l_mut_127_;
                uint64_t l_412_ = (_e1069 - l_255_);
                uint64_t _e1071 = l_mut_158_;
                l_mut_301_ = _e1071;
                uint64_t _e1072 = l_mut_158_;
                bool l_413_ = (l_412_ < _e1072);
                if (l_413_) {
                    l_mut_301_ = l_412_;
                }
                l_mut_355_ = false;
                l_mut_402_ = 0u;
                uint64_t _e1076 = l_mut_212_;
                bool l_414_ = (_e1076 == 0uL);
                bool l_415_ = !(l_414_);
                bool _e1080 = l_mut_355_;
                if (_e1080) {
                    local_5 = l_415_;
                } else {
                    local_5 = false;
                }
                bool l_416_ = local_5;
                uint64_t _e1085 = l_mut_212_;
                uint64_t _e1086 = l_mut_301_;
                bool l_417_ = (_e1085 < _e1086);
                if (l_416_) {
                    local_6 = l_417_;
                } else {
                    local_6 = false;
                }
                bool l_418_ = local_6;
                uint _e1092 = l_mut_258_;
                uint _e1093 = l_mut_67_;
                uint l_419_ = (_e1092 + _e1093);
                bool l_420_ = (l_419_ < l_13_);
                if (l_418_) {
                    local_7 = l_420_;
                } else {
                    local_7 = false;
                }
                bool l_421_ = local_7;
                if (l_421_) {
                    uint _e1100 = l_mut_258_;
                    uint l_422_ = (l_13_ - _e1100);
                    uint _e1102 = l_mut_67_;
                    uint l_423_ = (l_422_ - _e1102);
                    uint _e1104 = l_mut_258_;
                    uint l_424_ = naga_div(l_423_, _e1104);
                    uint64_t _e1106 = l_mut_301_;
                    uint64_t l_425_ = (_e1106 - 1uL);
                    uint64_t _e1109 = l_mut_212_;
                    uint64_t l_426_ = naga_div(l_425_, _e1109);
                    uint64_t l_427_ = uint64_t(l_424_);
                    bool l_428_ = (l_426_ < l_427_);
                    uint64_t l_429_ = uint64_t(l_424_);
                    uint64_t l_430_ = (l_428_ ? l_426_ : l_429_);
                    uint l_431_ = uint(l_430_);
                    l_mut_402_ = l_431_;
                }
                uint _e1117 = l_mut_402_;
                bool l_432_ = (_e1117 > 0u);
                if (l_432_) {
                    uint _e1120 = l_mut_402_;
                    uint64_t l_433_ = uint64_t(_e1120);
                    uint64_t _e1122 = l_mut_212_;
                    uint64_t l_434_ = (_e1122 * l_433_);
                    uint64_t _e1124 = l_mut_127_;
                    uint64_t l_435_ = (_e1124 - l_434_);
                    l_mut_127_ = l_435_;
                    uint64_t _e1126 = l_mut_158_;
                    uint64_t l_436_ = (_e1126 - l_434_);
                    l_mut_158_ = l_436_;
                    uint _e1128 = l_mut_402_;
                    uint _e1129 = l_mut_258_;
                    uint l_437_ = (_e1128 * _e1129);
                    uint _e1131 = l_mut_67_;
                    l_mut_67_ = (_e1131 + l_437_);
                } else {
                    uint64_t _e1133 = l_mut_127_;
                    uint64_t _e1134 = l_mut_212_;
                    uint64_t l_438_ = (_e1133 - _e1134);
                    l_mut_127_ = l_438_;
                    uint64_t _e1136 = l_mut_127_;
                    bool l_439_ = (_e1136 < l_255_);
                    if (l_439_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1139 = l_mut_258_;
                        uint l_440_ = (l_13_ - _e1139);
                        uint _e1141 = l_mut_67_;
                        uint l_441_ = naga_div(l_440_, _e1141);
                        l_mut_402_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1145 = l_mut_158_;
                        bool l_442_ = (_e1145 == 0uL);
                        if (l_442_) {
                            l_mut_402_ = l_441_;
                        } else {
                            bool _e1148 = l_mut_355_;
                            if (_e1148) {
                                uint64_t _e1149 = l_mut_158_;
                                uint64_t _e1150 = l_mut_212_;
                                bool l_443_ = (_e1149 < _e1150);
                                if (l_443_) {
                                    uint64_t _e1152 = l_mut_212_;
                                    uint64_t l_444_ = (_e1152 - 1uL);
                                    uint64_t _e1155 = l_mut_158_;
                                    uint64_t l_445_ = naga_div(l_444_, _e1155);
                                    uint64_t l_446_ = uint64_t(l_441_);
                                    bool l_447_ = (l_445_ < l_446_);
                                    uint64_t l_448_ = uint64_t(l_441_);
                                    uint64_t l_449_ = (l_447_ ? l_445_ : l_448_);
                                    uint l_450_ = uint(l_449_);
                                    l_mut_402_ = l_450_;
                                }
                            } else {
                                uint64_t _e1163 = l_mut_212_;
                                l_mut_301_ = _e1163;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1164 = l_mut_158_;
                                    uint64_t _e1165 = l_mut_301_;
                                    bool l_451_ = (_e1164 < _e1165);
                                    uint _e1167 = l_mut_402_;
                                    uint _e1168 = l_mut_67_;
                                    uint l_452_ = (_e1167 * _e1168);
                                    uint _e1170 = l_mut_258_;
                                    uint l_453_ = (_e1170 + l_452_);
                                    uint _e1172 = l_mut_67_;
                                    uint l_454_ = (l_453_ + _e1172);
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
                                    uint64_t _e1180 = l_mut_301_;
                                    uint64_t _e1181 = l_mut_158_;
                                    uint64_t l_458_ = (_e1180 - _e1181);
                                    l_mut_301_ = l_458_;
                                    uint _e1183 = l_mut_402_;
                                    l_mut_402_ = (_e1183 + 1u);
                                }
                            }
                        }
                        uint _e1186 = l_mut_402_;
                        uint _e1187 = l_mut_67_;
                        uint l_459_ = (_e1186 * _e1187);
                        uint _e1189 = l_mut_258_;
                        uint l_460_ = (_e1189 + l_459_);
                        uint _e1191 = l_mut_67_;
                        uint l_461_ = (l_460_ + _e1191);
                        bool l_462_ = (l_461_ >= l_13_);
                        uint64_t _e1194 = l_mut_158_;
                        l_mut_301_ = _e1194;
                        uint64_t _e1195 = l_mut_212_;
                        l_mut_284_ = _e1195;
                        uint _e1196 = l_mut_258_;
                        l_mut_304_ = _e1196;
                        uint _e1197 = l_mut_67_;
                        l_mut_271_ = _e1197;
                        bool l_463_ = !(l_462_);
                        if (l_463_) {
                            uint _e1199 = l_mut_402_;
                            uint64_t l_464_ = uint64_t(_e1199);
                            uint64_t _e1201 = l_mut_158_;
                            uint64_t l_465_ = (_e1201 * l_464_);
                            uint64_t _e1203 = l_mut_212_;
                            uint64_t l_466_ = (_e1203 - l_465_);
                            l_mut_284_ = l_466_;
                            uint _e1205 = l_mut_402_;
                            uint _e1206 = l_mut_67_;
                            uint l_467_ = (_e1205 * _e1206);
                            uint _e1208 = l_mut_258_;
                            uint l_468_ = (_e1208 + l_467_);
                            l_mut_304_ = l_468_;
                            uint64_t _e1210 = l_mut_158_;
                            uint64_t _e1211 = l_mut_284_;
                            uint64_t l_469_ = (_e1210 - _e1211);
                            l_mut_301_ = l_469_;
                            uint _e1213 = l_mut_67_;
                            uint _e1214 = l_mut_304_;
                            uint l_470_ = (_e1213 + _e1214);
                            l_mut_271_ = l_470_;
                        }
                        uint64_t _e1216 = l_mut_284_;
                        l_mut_212_ = _e1216;
                        uint64_t _e1217 = l_mut_301_;
                        l_mut_158_ = _e1217;
                        uint _e1218 = l_mut_271_;
                        l_mut_67_ = _e1218;
                        uint _e1219 = l_mut_304_;
                        l_mut_258_ = _e1219;
                        l_mut_259_ = l_462_;
                        bool l_471_ = !(l_462_);
                        l_mut_262_ = l_471_;
                    }
                }
            }
        }
        bool _e1221 = l_mut_259_;
        bool l_472_ = !(_e1221);
        if (l_472_) {
            uint l_1394_ = asuint(info.Load(20+0));
            uint l_1395_ = (l_1394_ * 1u);
            uint l_1396_ = (l_1395_ - 1u);
            uint l_1397_ = min(0u, l_1396_);
            uint _e1236; buffer_5_global.InterlockedAdd(l_1397_*4, 1u, _e1236);
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
                    uint _e2565 = l_mut_476_;
                    l_mut_476_ = (_e2565 + 1u);
                }
                loop_init = false;
                uint _e1244 = l_mut_476_;
                if ((_e1244 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1247 = l_mut_476_;
                    uint l_477_ = (_e1247 * l_475_);
                    bool l_478_ = (l_477_ < l_74_);
                    uint l_479_ = naga_div(l_13_, 8u);
                    uint _e1252 = l_mut_476_;
                    uint l_480_ = (_e1252 * l_479_);
                    uint l_481_ = (l_480_ + l_480_);
                    uint64_t l_482_ = (l_102_ >> uint(63uL));
                    bool l_483_ = (l_482_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_483_) {
                        uint64_t l_485_ = (0uL - l_102_);
                        l_mut_301_ = l_485_;
                    }
                    uint64_t l_486_ = uint64_t(l_481_);
                    uint64_t _e1264 = l_mut_301_;
                    uint64_t l_487_ = (_e1264 & 4294967295uL);
                    uint64_t l_488_ = (l_487_ * l_486_);
                    uint64_t _e1268 = l_mut_301_;
                    uint64_t l_489_ = (_e1268 >> uint(32uL));
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
                    uint64_t _e1301 = l_mut_301_;
                    l_mut_284_ = _e1301;
                    if (l_483_) {
                        uint64_t _e1303 = l_mut_284_;
                        uint64_t l_506_ = (0uL - _e1303);
                        l_mut_284_ = l_506_;
                    }
                    uint64_t _e1305 = l_mut_284_;
                    uint64_t l_507_ = (l_84_ + _e1305);
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
                        uint64_t _e1323 = l_mut_284_;
                        uint64_t l_519_ = (_e1323 & 4294967295uL);
                        uint64_t l_520_ = (l_519_ * l_518_);
                        uint64_t _e1327 = l_mut_284_;
                        uint64_t l_521_ = (_e1327 >> uint(32uL));
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
                        uint64_t _e1360 = l_mut_284_;
                        l_mut_212_ = _e1360;
                        if (l_515_) {
                            uint64_t _e1362 = l_mut_212_;
                            uint64_t l_538_ = (0uL - _e1362);
                            l_mut_212_ = l_538_;
                        }
                        uint64_t _e1364 = l_mut_212_;
                        l_mut_301_ = _e1364;
                    } else {
                        uint64_t l_539_ = (l_102_ >> uint(63uL));
                        bool l_540_ = (l_539_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_540_) {
                            uint64_t l_542_ = (0uL - l_102_);
                            l_mut_284_ = l_542_;
                        }
                        uint64_t l_543_ = uint64_t(l_480_);
                        uint64_t _e1374 = l_mut_284_;
                        uint64_t l_544_ = (_e1374 & 4294967295uL);
                        uint64_t l_545_ = (l_544_ * l_543_);
                        uint64_t _e1378 = l_mut_284_;
                        uint64_t l_546_ = (_e1378 >> uint(32uL));
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
                        uint64_t _e1408 = l_mut_284_;
                        uint64_t l_562_ = (_e1408 & 4294967295uL);
                        uint64_t l_563_ = (l_562_ * l_561_);
                        uint64_t _e1412 = l_mut_284_;
                        uint64_t l_564_ = (_e1412 >> uint(32uL));
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
                        uint64_t _e1442 = l_mut_212_;
                        uint64_t l_580_ = (_e1442 & 4294967295uL);
                        uint64_t l_581_ = (l_580_ * l_579_);
                        uint64_t _e1446 = l_mut_212_;
                        uint64_t l_582_ = (_e1446 >> uint(32uL));
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
                        uint64_t _e1476 = l_mut_212_;
                        uint64_t l_598_ = (_e1476 & 4294967295uL);
                        uint64_t l_599_ = (l_598_ * l_597_);
                        uint64_t _e1480 = l_mut_212_;
                        uint64_t l_600_ = (_e1480 >> uint(32uL));
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
                        uint64_t _e1510 = l_mut_284_;
                        uint64_t l_616_ = (_e1510 * l_615_);
                        uint64_t _e1512 = l_mut_212_;
                        uint64_t l_617_ = (_e1512 + l_616_);
                        uint64_t _e1514 = l_mut_158_;
                        l_mut_301_ = _e1514;
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
                                uint64_t _e1526 = l_mut_158_;
                                uint64_t l_624_ = (_e1526 >> uint(l_623_));
                                uint64_t l_625_ = (l_622_ + l_624_);
                                l_mut_301_ = l_625_;
                            }
                        }
                        if (l_540_) {
                            uint64_t _e1532 = l_mut_301_;
                            uint64_t l_627_ = (0uL - _e1532);
                            l_mut_301_ = l_627_;
                        }
                    }
                    uint64_t _e1534 = l_mut_301_;
                    uint64_t l_628_ = (l_510_ + _e1534);
                    uint64_t l_629_ = (l_102_ >> uint(63uL));
                    bool l_630_ = (l_629_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_630_) {
                        uint64_t l_632_ = (0uL - l_102_);
                        l_mut_301_ = l_632_;
                    }
                    uint64_t l_633_ = uint64_t(l_479_);
                    uint64_t _e1545 = l_mut_301_;
                    uint64_t l_634_ = (_e1545 & 4294967295uL);
                    uint64_t l_635_ = (l_634_ * l_633_);
                    uint64_t _e1549 = l_mut_301_;
                    uint64_t l_636_ = (_e1549 >> uint(32uL));
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
                    uint64_t _e1582 = l_mut_301_;
                    l_mut_284_ = _e1582;
                    if (l_630_) {
                        uint64_t _e1584 = l_mut_284_;
                        uint64_t l_653_ = (0uL - _e1584);
                        l_mut_284_ = l_653_;
                    }
                    uint64_t _e1586 = l_mut_284_;
                    uint64_t l_654_ = (l_507_ + _e1586);
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
                        uint64_t _e1603 = l_mut_284_;
                        uint64_t l_664_ = (_e1603 & 4294967295uL);
                        uint64_t l_665_ = (l_664_ * l_663_);
                        uint64_t _e1607 = l_mut_284_;
                        uint64_t l_666_ = (_e1607 >> uint(32uL));
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
                        uint64_t _e1640 = l_mut_284_;
                        l_mut_212_ = _e1640;
                        if (l_660_) {
                            uint64_t _e1642 = l_mut_212_;
                            uint64_t l_683_ = (0uL - _e1642);
                            l_mut_212_ = l_683_;
                        }
                        uint64_t _e1644 = l_mut_212_;
                        l_mut_301_ = _e1644;
                    } else {
                        uint64_t l_684_ = (l_102_ >> uint(63uL));
                        bool l_685_ = (l_684_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_685_) {
                            uint64_t l_687_ = (0uL - l_102_);
                            l_mut_284_ = l_687_;
                        }
                        uint64_t l_688_ = uint64_t(l_479_);
                        uint64_t _e1654 = l_mut_284_;
                        uint64_t l_689_ = (_e1654 & 4294967295uL);
                        uint64_t l_690_ = (l_689_ * l_688_);
                        uint64_t _e1658 = l_mut_284_;
                        uint64_t l_691_ = (_e1658 >> uint(32uL));
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
                        uint64_t _e1688 = l_mut_284_;
                        uint64_t l_707_ = (_e1688 & 4294967295uL);
                        uint64_t l_708_ = (l_707_ * l_706_);
                        uint64_t _e1692 = l_mut_284_;
                        uint64_t l_709_ = (_e1692 >> uint(32uL));
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
                        uint64_t _e1722 = l_mut_212_;
                        uint64_t l_725_ = (_e1722 & 4294967295uL);
                        uint64_t l_726_ = (l_725_ * l_724_);
                        uint64_t _e1726 = l_mut_212_;
                        uint64_t l_727_ = (_e1726 >> uint(32uL));
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
                        uint64_t _e1756 = l_mut_212_;
                        uint64_t l_743_ = (_e1756 & 4294967295uL);
                        uint64_t l_744_ = (l_743_ * l_742_);
                        uint64_t _e1760 = l_mut_212_;
                        uint64_t l_745_ = (_e1760 >> uint(32uL));
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
                        uint64_t _e1790 = l_mut_284_;
                        uint64_t l_761_ = (_e1790 * l_760_);
                        uint64_t _e1792 = l_mut_212_;
                        uint64_t l_762_ = (_e1792 + l_761_);
                        uint64_t _e1794 = l_mut_158_;
                        l_mut_301_ = _e1794;
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
                                uint64_t _e1806 = l_mut_158_;
                                uint64_t l_769_ = (_e1806 >> uint(l_768_));
                                uint64_t l_770_ = (l_767_ + l_769_);
                                l_mut_301_ = l_770_;
                            }
                        }
                        if (l_685_) {
                            uint64_t _e1812 = l_mut_301_;
                            uint64_t l_772_ = (0uL - _e1812);
                            l_mut_301_ = l_772_;
                        }
                    }
                    uint64_t _e1814 = l_mut_301_;
                    uint64_t l_773_ = (l_628_ - _e1814);
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
                    uint64_t _e1825 = l_mut_212_;
                    bool l_780_ = (_e1825 < l_777_);
                    bool l_781_ = !(l_780_);
                    l_mut_350_ = l_781_;
                    bool l_782_ = (l_776_ == 0uL);
                    if (l_782_) {
                        bool _e1830 = l_mut_350_;
                        l_mut_355_ = _e1830;
                        l_mut_350_ = false;
                    }
                    bool _e1832 = l_mut_350_;
                    if (_e1832) {
                        uint64_t l_783_ = (l_776_ >> uint(63uL));
                        bool l_784_ = (l_783_ == 1uL);
                        l_mut_158_ = l_776_;
                        if (l_784_) {
                            uint64_t l_786_ = (0uL - l_776_);
                            l_mut_158_ = l_786_;
                        }
                        uint l_787_ = (l_479_ - 1u);
                        uint64_t l_788_ = uint64_t(l_787_);
                        uint64_t _e1844 = l_mut_158_;
                        uint64_t l_789_ = (_e1844 * l_788_);
                        l_mut_790_ = 0u;
                        uint l_791_ = (l_479_ - 1u);
                        uint64_t l_792_ = uint64_t(l_791_);
                        uint64_t _e1850 = l_mut_158_;
                        uint64_t l_793_ = (_e1850 & 4294967295uL);
                        uint64_t l_794_ = (l_793_ * l_792_);
                        uint64_t _e1854 = l_mut_158_;
                        uint64_t l_795_ = (_e1854 >> uint(32uL));
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
                        uint64_t _e1883 = l_mut_127_;
                        bool l_810_ = (_e1883 == 0uL);
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
                                    uint64_t _e1899 = l_mut_158_;
                                    bool l_819_ = (l_812_ < _e1899);
                                    bool l_820_ = !(l_819_);
                                    if (l_820_) {
                                        l_mut_821_ = 0u;
                                        uint64_t _e1903 = l_mut_158_;
                                        bool l_822_ = (_e1903 < l_812_);
                                        if (l_822_) {
                                            uint64_t l_823_ = (l_812_ - 1uL);
                                            uint64_t _e1907 = l_mut_158_;
                                            uint64_t l_824_ = naga_div(l_823_, _e1907);
                                            uint64_t l_825_ = uint64_t(l_818_);
                                            bool l_826_ = (l_824_ < l_825_);
                                            uint64_t l_827_ = uint64_t(l_818_);
                                            uint64_t l_828_ = (l_826_ ? l_824_ : l_827_);
                                            uint l_829_ = uint(l_828_);
                                            l_mut_821_ = l_829_;
                                        }
                                        uint _e1915 = l_mut_821_;
                                        uint64_t l_830_ = uint64_t(_e1915);
                                        uint64_t _e1917 = l_mut_158_;
                                        uint64_t l_831_ = (_e1917 * l_830_);
                                        uint64_t l_832_ = (l_812_ - l_831_);
                                        l_mut_105_ = l_832_;
                                        uint64_t _e1920 = l_mut_105_;
                                        uint64_t _e1921 = l_mut_158_;
                                        bool l_833_ = (_e1920 < _e1921);
                                        bool l_834_ = !(l_833_);
                                        if (l_834_) {
                                            uint64_t _e1924 = l_mut_105_;
                                            uint64_t _e1925 = l_mut_158_;
                                            uint64_t l_835_ = (_e1924 - _e1925);
                                            l_mut_105_ = l_835_;
                                        }
                                    }
                                    uint64_t _e1927 = l_mut_158_;
                                    uint64_t _e1928 = l_mut_105_;
                                    uint64_t l_836_ = (_e1927 - _e1928);
                                    l_mut_105_ = l_836_;
                                    uint64_t _e1930 = l_mut_158_;
                                    bool l_837_ = (l_836_ < _e1930);
                                    bool l_838_ = !(l_837_);
                                    if (l_838_) {
                                        uint64_t _e1933 = l_mut_158_;
                                        uint64_t l_839_ = (l_836_ - _e1933);
                                        l_mut_105_ = l_839_;
                                    }
                                    uint64_t _e1935 = l_mut_105_;
                                    uint64_t _e1936 = l_mut_127_;
                                    bool l_840_ = (_e1935 < _e1936);
                                    if (l_840_) {
                                        uint64_t _e1938 = l_mut_105_;
                                        l_mut_127_ = _e1938;
                                    }
                                }
                            } else {
                                uint64_t l_841_ = (l_774_ - l_789_);
                                l_mut_127_ = l_841_;
                                bool l_842_ = (l_774_ < l_789_);
                                if (l_842_) {
                                    uint l_843_ = (l_479_ - 1u);
                                    l_mut_105_ = l_774_;
                                    uint64_t _e1943 = l_mut_158_;
                                    bool l_844_ = (l_774_ < _e1943);
                                    bool l_845_ = !(l_844_);
                                    if (l_845_) {
                                        l_mut_821_ = 0u;
                                        uint64_t _e1947 = l_mut_158_;
                                        bool l_846_ = (_e1947 < l_774_);
                                        if (l_846_) {
                                            uint64_t l_847_ = (l_774_ - 1uL);
                                            uint64_t _e1951 = l_mut_158_;
                                            uint64_t l_848_ = naga_div(l_847_, _e1951);
                                            uint64_t l_849_ = uint64_t(l_843_);
                                            bool l_850_ = (l_848_ < l_849_);
                                            uint64_t l_851_ = uint64_t(l_843_);
                                            uint64_t l_852_ = (l_850_ ? l_848_ : l_851_);
                                            uint l_853_ = uint(l_852_);
                                            l_mut_821_ = l_853_;
                                        }
                                        uint _e1959 = l_mut_821_;
                                        uint64_t l_854_ = uint64_t(_e1959);
                                        uint64_t _e1961 = l_mut_158_;
                                        uint64_t l_855_ = (_e1961 * l_854_);
                                        uint64_t l_856_ = (l_774_ - l_855_);
                                        l_mut_105_ = l_856_;
                                        uint64_t _e1964 = l_mut_105_;
                                        uint64_t _e1965 = l_mut_158_;
                                        bool l_857_ = (_e1964 < _e1965);
                                        bool l_858_ = !(l_857_);
                                        if (l_858_) {
                                            uint64_t _e1968 = l_mut_105_;
                                            uint64_t _e1969 = l_mut_158_;
                                            uint64_t l_859_ = (_e1968 - _e1969);
                                            l_mut_105_ = l_859_;
                                        }
                                    }
                                    uint64_t _e1971 = l_mut_105_;
                                    uint64_t _e1972 = l_mut_127_;
                                    bool l_860_ = (_e1971 < _e1972);
                                    if (l_860_) {
                                        uint64_t _e1974 = l_mut_105_;
                                        l_mut_127_ = _e1974;
                                    }
                                }
                            }
                            uint64_t _e1975 = l_mut_127_;
                            bool l_861_ = (_e1975 < l_777_);
                            bool l_862_ = !(l_861_);
                            uint l_863_ = uint(l_862_);
                            uint l_864_ = (2u - l_863_);
                            l_mut_790_ = l_864_;
                        }
                        uint _e1981 = l_mut_790_;
                        bool l_865_ = (_e1981 > 0u);
                        if (l_865_) {
                            uint _e1984 = l_mut_790_;
                            bool l_866_ = (_e1984 == 1u);
                            l_mut_355_ = l_866_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1989 = l_mut_350_;
                        bool l_867_ = !(_e1989);
                        if (l_867_) {
                            break;
                        }
                        uint64_t _e1991 = l_mut_212_;
                        uint64_t _e1992 = l_mut_301_;
                        bool l_868_ = (_e1991 < _e1992);
                        if (l_868_) {
                            uint64_t _e1994 = l_mut_301_;
                            uint64_t _e1995 = l_mut_212_;
                            uint64_t l_869_ = (_e1994 - _e1995);
                            uint64_t _e1997 = l_mut_301_;
                            l_mut_158_ = _e1997;
                            uint64_t _e1998 = l_mut_301_;
                            bool l_870_ = (l_869_ < _e1998);
                            if (l_870_) {
                                l_mut_158_ = l_869_;
                            }
                            l_mut_259_ = false;
                            l_mut_821_ = 0u;
                            uint64_t _e2002 = l_mut_284_;
                            bool l_871_ = (_e2002 == 0uL);
                            bool l_872_ = !(l_871_);
                            bool _e2006 = l_mut_259_;
                            if (_e2006) {
                                local_10 = l_872_;
                            } else {
                                local_10 = false;
                            }
                            bool l_873_ = local_10;
                            uint64_t _e2011 = l_mut_284_;
                            uint64_t _e2012 = l_mut_158_;
                            bool l_874_ = (_e2011 < _e2012);
                            if (l_873_) {
                                local_11 = l_874_;
                            } else {
                                local_11 = false;
                            }
                            bool l_875_ = local_11;
                            uint _e2018 = l_mut_258_;
                            uint _e2019 = l_mut_67_;
                            uint l_876_ = (_e2018 + _e2019);
                            bool l_877_ = (l_876_ < l_479_);
                            if (l_875_) {
                                local_12 = l_877_;
                            } else {
                                local_12 = false;
                            }
                            bool l_878_ = local_12;
                            if (l_878_) {
                                uint _e2026 = l_mut_258_;
                                uint l_879_ = (l_479_ - _e2026);
                                uint _e2028 = l_mut_67_;
                                uint l_880_ = (l_879_ - _e2028);
                                uint _e2030 = l_mut_258_;
                                uint l_881_ = naga_div(l_880_, _e2030);
                                uint64_t _e2032 = l_mut_158_;
                                uint64_t l_882_ = (_e2032 - 1uL);
                                uint64_t _e2035 = l_mut_284_;
                                uint64_t l_883_ = naga_div(l_882_, _e2035);
                                uint64_t l_884_ = uint64_t(l_881_);
                                bool l_885_ = (l_883_ < l_884_);
                                uint64_t l_886_ = uint64_t(l_881_);
                                uint64_t l_887_ = (l_885_ ? l_883_ : l_886_);
                                uint l_888_ = uint(l_887_);
                                l_mut_821_ = l_888_;
                            }
                            uint _e2043 = l_mut_821_;
                            bool l_889_ = (_e2043 > 0u);
                            if (l_889_) {
                                uint _e2046 = l_mut_821_;
                                uint64_t l_890_ = uint64_t(_e2046);
                                uint64_t _e2048 = l_mut_284_;
                                uint64_t l_891_ = (_e2048 * l_890_);
                                uint64_t _e2050 = l_mut_301_;
                                uint64_t l_892_ = (_e2050 - l_891_);
                                l_mut_301_ = l_892_;
                                uint _e2052 = l_mut_821_;
                                uint _e2053 = l_mut_258_;
                                uint l_893_ = (_e2052 * _e2053);
                                uint _e2055 = l_mut_67_;
                                l_mut_67_ = (_e2055 + l_893_);
                            } else {
                                uint _e2057 = l_mut_258_;
                                uint l_894_ = (l_479_ - _e2057);
                                uint _e2059 = l_mut_67_;
                                uint l_895_ = naga_div(l_894_, _e2059);
                                l_mut_821_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e2063 = l_mut_301_;
                                bool l_896_ = (_e2063 == 0uL);
                                if (l_896_) {
                                    l_mut_821_ = l_895_;
                                } else {
                                    bool _e2066 = l_mut_259_;
                                    if (_e2066) {
                                        uint64_t _e2067 = l_mut_301_;
                                        uint64_t _e2068 = l_mut_284_;
                                        bool l_897_ = (_e2067 < _e2068);
                                        if (l_897_) {
                                            uint64_t _e2070 = l_mut_284_;
                                            uint64_t l_898_ = (_e2070 - 1uL);
                                            uint64_t _e2073 = l_mut_301_;
                                            uint64_t l_899_ = naga_div(l_898_, _e2073);
                                            uint64_t l_900_ = uint64_t(l_895_);
                                            bool l_901_ = (l_899_ < l_900_);
                                            uint64_t l_902_ = uint64_t(l_895_);
                                            uint64_t l_903_ = (l_901_ ? l_899_ : l_902_);
                                            uint l_904_ = uint(l_903_);
                                            l_mut_821_ = l_904_;
                                        }
                                    } else {
                                        uint64_t _e2081 = l_mut_284_;
                                        l_mut_158_ = _e2081;
                                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                            uint64_t _e2082 = l_mut_301_;
                                            uint64_t _e2083 = l_mut_158_;
                                            bool l_905_ = (_e2082 < _e2083);
                                            uint _e2085 = l_mut_821_;
                                            uint _e2086 = l_mut_67_;
                                            uint l_906_ = (_e2085 * _e2086);
                                            uint _e2088 = l_mut_258_;
                                            uint l_907_ = (_e2088 + l_906_);
                                            uint _e2090 = l_mut_67_;
                                            uint l_908_ = (l_907_ + _e2090);
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
                                            uint64_t _e2098 = l_mut_158_;
                                            uint64_t _e2099 = l_mut_301_;
                                            uint64_t l_912_ = (_e2098 - _e2099);
                                            l_mut_158_ = l_912_;
                                            uint _e2101 = l_mut_821_;
                                            l_mut_821_ = (_e2101 + 1u);
                                        }
                                    }
                                }
                                uint _e2104 = l_mut_821_;
                                uint _e2105 = l_mut_67_;
                                uint l_913_ = (_e2104 * _e2105);
                                uint _e2107 = l_mut_258_;
                                uint l_914_ = (_e2107 + l_913_);
                                uint _e2109 = l_mut_67_;
                                uint l_915_ = (l_914_ + _e2109);
                                bool l_916_ = (l_915_ >= l_479_);
                                uint64_t _e2112 = l_mut_301_;
                                l_mut_158_ = _e2112;
                                uint64_t _e2113 = l_mut_284_;
                                l_mut_127_ = _e2113;
                                uint _e2114 = l_mut_258_;
                                l_mut_790_ = _e2114;
                                uint _e2115 = l_mut_67_;
                                l_mut_917_ = _e2115;
                                bool l_918_ = !(l_916_);
                                if (l_918_) {
                                    uint _e2117 = l_mut_821_;
                                    uint64_t l_919_ = uint64_t(_e2117);
                                    uint64_t _e2119 = l_mut_301_;
                                    uint64_t l_920_ = (_e2119 * l_919_);
                                    uint64_t _e2121 = l_mut_284_;
                                    uint64_t l_921_ = (_e2121 - l_920_);
                                    l_mut_127_ = l_921_;
                                    uint _e2123 = l_mut_821_;
                                    uint _e2124 = l_mut_67_;
                                    uint l_922_ = (_e2123 * _e2124);
                                    uint _e2126 = l_mut_258_;
                                    uint l_923_ = (_e2126 + l_922_);
                                    l_mut_790_ = l_923_;
                                    uint64_t _e2128 = l_mut_301_;
                                    uint64_t _e2129 = l_mut_127_;
                                    uint64_t l_924_ = (_e2128 - _e2129);
                                    l_mut_158_ = l_924_;
                                    uint _e2131 = l_mut_67_;
                                    uint _e2132 = l_mut_790_;
                                    uint l_925_ = (_e2131 + _e2132);
                                    l_mut_917_ = l_925_;
                                }
                                uint64_t _e2134 = l_mut_158_;
                                l_mut_301_ = _e2134;
                                uint64_t _e2135 = l_mut_127_;
                                l_mut_284_ = _e2135;
                                uint _e2136 = l_mut_790_;
                                l_mut_258_ = _e2136;
                                uint _e2137 = l_mut_917_;
                                l_mut_67_ = _e2137;
                                l_mut_355_ = l_916_;
                                bool l_926_ = !(l_916_);
                                l_mut_350_ = l_926_;
                            }
                        } else {
                            uint64_t _e2139 = l_mut_212_;
                            uint64_t l_927_ = (_e2139 - l_777_);
                            uint64_t _e2141 = l_mut_284_;
                            l_mut_158_ = _e2141;
                            uint64_t _e2142 = l_mut_284_;
                            bool l_928_ = (l_927_ < _e2142);
                            if (l_928_) {
                                l_mut_158_ = l_927_;
                            }
                            l_mut_259_ = false;
                            l_mut_917_ = 0u;
                            uint64_t _e2146 = l_mut_301_;
                            bool l_929_ = (_e2146 == 0uL);
                            bool l_930_ = !(l_929_);
                            bool _e2150 = l_mut_259_;
                            if (_e2150) {
                                local_14 = l_930_;
                            } else {
                                local_14 = false;
                            }
                            bool l_931_ = local_14;
                            uint64_t _e2155 = l_mut_301_;
                            uint64_t _e2156 = l_mut_158_;
                            bool l_932_ = (_e2155 < _e2156);
                            if (l_931_) {
                                local_15 = l_932_;
                            } else {
                                local_15 = false;
                            }
                            bool l_933_ = local_15;
                            uint _e2162 = l_mut_67_;
                            uint _e2163 = l_mut_258_;
                            uint l_934_ = (_e2162 + _e2163);
                            bool l_935_ = (l_934_ < l_479_);
                            if (l_933_) {
                                local_16 = l_935_;
                            } else {
                                local_16 = false;
                            }
                            bool l_936_ = local_16;
                            if (l_936_) {
                                uint _e2170 = l_mut_67_;
                                uint l_937_ = (l_479_ - _e2170);
                                uint _e2172 = l_mut_258_;
                                uint l_938_ = (l_937_ - _e2172);
                                uint _e2174 = l_mut_67_;
                                uint l_939_ = naga_div(l_938_, _e2174);
                                uint64_t _e2176 = l_mut_158_;
                                uint64_t l_940_ = (_e2176 - 1uL);
                                uint64_t _e2179 = l_mut_301_;
                                uint64_t l_941_ = naga_div(l_940_, _e2179);
                                uint64_t l_942_ = uint64_t(l_939_);
                                bool l_943_ = (l_941_ < l_942_);
                                uint64_t l_944_ = uint64_t(l_939_);
                                uint64_t l_945_ = (l_943_ ? l_941_ : l_944_);
                                uint l_946_ = uint(l_945_);
                                l_mut_917_ = l_946_;
                            }
                            uint _e2187 = l_mut_917_;
                            bool l_947_ = (_e2187 > 0u);
                            if (l_947_) {
                                uint _e2190 = l_mut_917_;
                                uint64_t l_948_ = uint64_t(_e2190);
                                uint64_t _e2192 = l_mut_301_;
                                uint64_t l_949_ = (_e2192 * l_948_);
                                uint64_t _e2194 = l_mut_212_;
                                uint64_t l_950_ = (_e2194 - l_949_);
                                l_mut_212_ = l_950_;
                                uint64_t _e2196 = l_mut_284_;
                                uint64_t l_951_ = (_e2196 - l_949_);
                                l_mut_284_ = l_951_;
                                uint _e2198 = l_mut_917_;
                                uint _e2199 = l_mut_67_;
                                uint l_952_ = (_e2198 * _e2199);
                                uint _e2201 = l_mut_258_;
                                l_mut_258_ = (_e2201 + l_952_);
                            } else {
                                uint64_t _e2203 = l_mut_212_;
                                uint64_t _e2204 = l_mut_301_;
                                uint64_t l_953_ = (_e2203 - _e2204);
                                l_mut_212_ = l_953_;
                                uint64_t _e2206 = l_mut_212_;
                                bool l_954_ = (_e2206 < l_777_);
                                if (l_954_) {
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2209 = l_mut_67_;
                                    uint l_955_ = (l_479_ - _e2209);
                                    uint _e2211 = l_mut_258_;
                                    uint l_956_ = naga_div(l_955_, _e2211);
                                    l_mut_917_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2215 = l_mut_284_;
                                    bool l_957_ = (_e2215 == 0uL);
                                    if (l_957_) {
                                        l_mut_917_ = l_956_;
                                    } else {
                                        bool _e2218 = l_mut_259_;
                                        if (_e2218) {
                                            uint64_t _e2219 = l_mut_284_;
                                            uint64_t _e2220 = l_mut_301_;
                                            bool l_958_ = (_e2219 < _e2220);
                                            if (l_958_) {
                                                uint64_t _e2222 = l_mut_301_;
                                                uint64_t l_959_ = (_e2222 - 1uL);
                                                uint64_t _e2225 = l_mut_284_;
                                                uint64_t l_960_ = naga_div(l_959_, _e2225);
                                                uint64_t l_961_ = uint64_t(l_956_);
                                                bool l_962_ = (l_960_ < l_961_);
                                                uint64_t l_963_ = uint64_t(l_956_);
                                                uint64_t l_964_ = (l_962_ ? l_960_ : l_963_);
                                                uint l_965_ = uint(l_964_);
                                                l_mut_917_ = l_965_;
                                            }
                                        } else {
                                            uint64_t _e2233 = l_mut_301_;
                                            l_mut_158_ = _e2233;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2234 = l_mut_284_;
                                                uint64_t _e2235 = l_mut_158_;
                                                bool l_966_ = (_e2234 < _e2235);
                                                uint _e2237 = l_mut_917_;
                                                uint _e2238 = l_mut_258_;
                                                uint l_967_ = (_e2237 * _e2238);
                                                uint _e2240 = l_mut_67_;
                                                uint l_968_ = (_e2240 + l_967_);
                                                uint _e2242 = l_mut_258_;
                                                uint l_969_ = (l_968_ + _e2242);
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
                                                uint64_t _e2250 = l_mut_158_;
                                                uint64_t _e2251 = l_mut_284_;
                                                uint64_t l_973_ = (_e2250 - _e2251);
                                                l_mut_158_ = l_973_;
                                                uint _e2253 = l_mut_917_;
                                                l_mut_917_ = (_e2253 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2256 = l_mut_917_;
                                    uint _e2257 = l_mut_258_;
                                    uint l_974_ = (_e2256 * _e2257);
                                    uint _e2259 = l_mut_67_;
                                    uint l_975_ = (_e2259 + l_974_);
                                    uint _e2261 = l_mut_258_;
                                    uint l_976_ = (l_975_ + _e2261);
                                    bool l_977_ = (l_976_ >= l_479_);
                                    uint64_t _e2264 = l_mut_284_;
                                    l_mut_158_ = _e2264;
                                    uint64_t _e2265 = l_mut_301_;
                                    l_mut_127_ = _e2265;
                                    uint _e2266 = l_mut_67_;
                                    l_mut_821_ = _e2266;
                                    uint _e2267 = l_mut_258_;
                                    l_mut_790_ = _e2267;
                                    bool l_978_ = !(l_977_);
                                    if (l_978_) {
                                        uint _e2269 = l_mut_917_;
                                        uint64_t l_979_ = uint64_t(_e2269);
                                        uint64_t _e2271 = l_mut_284_;
                                        uint64_t l_980_ = (_e2271 * l_979_);
                                        uint64_t _e2273 = l_mut_301_;
                                        uint64_t l_981_ = (_e2273 - l_980_);
                                        l_mut_127_ = l_981_;
                                        uint _e2275 = l_mut_917_;
                                        uint _e2276 = l_mut_258_;
                                        uint l_982_ = (_e2275 * _e2276);
                                        uint _e2278 = l_mut_67_;
                                        uint l_983_ = (_e2278 + l_982_);
                                        l_mut_821_ = l_983_;
                                        uint64_t _e2280 = l_mut_284_;
                                        uint64_t _e2281 = l_mut_127_;
                                        uint64_t l_984_ = (_e2280 - _e2281);
                                        l_mut_158_ = l_984_;
                                        uint _e2283 = l_mut_258_;
                                        uint _e2284 = l_mut_821_;
                                        uint l_985_ = (_e2283 + _e2284);
                                        l_mut_790_ = l_985_;
                                    }
                                    uint64_t _e2286 = l_mut_127_;
                                    l_mut_301_ = _e2286;
                                    uint64_t _e2287 = l_mut_158_;
                                    l_mut_284_ = _e2287;
                                    uint _e2288 = l_mut_790_;
                                    l_mut_258_ = _e2288;
                                    uint _e2289 = l_mut_821_;
                                    l_mut_67_ = _e2289;
                                    l_mut_355_ = l_977_;
                                    bool l_986_ = !(l_977_);
                                    l_mut_350_ = l_986_;
                                }
                            }
                        }
                    }
                    bool _e2291 = l_mut_355_;
                    bool l_987_ = !(_e2291);
                    if (l_478_) {
                        local_18 = l_987_;
                    } else {
                        local_18 = false;
                    }
                    bool l_988_ = local_18;
                    if (l_988_) {
                        uint _e2298 = l_mut_476_;
                        uint l_989_ = (1u << _e2298);
                        uint _e2300 = l_mut_402_;
                        l_mut_402_ = (_e2300 | l_989_);
                        uint _e2302 = l_mut_304_;
                        l_mut_304_ = (_e2302 + 1u);
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
                                uint _e2559 = l_mut_992_;
                                l_mut_992_ = (_e2559 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2309 = l_mut_992_;
                            if ((_e2309 < l_991_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2311 = l_mut_992_;
                                uint64_t l_993_ = uint64_t(_e2311);
                                uint64_t l_994_ = (l_84_ * l_993_);
                                uint64_t l_995_ = (l_93_ + l_994_);
                                l_mut_301_ = 0uL;
                                uint _e2316 = l_mut_992_;
                                bool l_997_ = (_e2316 < 65536u);
                                if (l_997_) {
                                    uint _e2319 = l_mut_992_;
                                    uint _e2320 = l_mut_992_;
                                    uint l_998_ = (_e2319 * _e2320);
                                    uint64_t l_999_ = (l_102_ >> uint(63uL));
                                    bool l_1000_ = (l_999_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1000_) {
                                        uint64_t l_1002_ = (0uL - l_102_);
                                        l_mut_284_ = l_1002_;
                                    }
                                    uint64_t l_1003_ = uint64_t(l_998_);
                                    uint64_t _e2331 = l_mut_284_;
                                    uint64_t l_1004_ = (_e2331 & 4294967295uL);
                                    uint64_t l_1005_ = (l_1004_ * l_1003_);
                                    uint64_t _e2335 = l_mut_284_;
                                    uint64_t l_1006_ = (_e2335 >> uint(32uL));
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
                                    uint64_t _e2368 = l_mut_284_;
                                    l_mut_212_ = _e2368;
                                    if (l_1000_) {
                                        uint64_t _e2370 = l_mut_212_;
                                        uint64_t l_1023_ = (0uL - _e2370);
                                        l_mut_212_ = l_1023_;
                                    }
                                    uint64_t _e2372 = l_mut_212_;
                                    l_mut_301_ = _e2372;
                                } else {
                                    uint64_t l_1024_ = (l_102_ >> uint(63uL));
                                    bool l_1025_ = (l_1024_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1025_) {
                                        uint64_t l_1027_ = (0uL - l_102_);
                                        l_mut_284_ = l_1027_;
                                    }
                                    uint _e2381 = l_mut_992_;
                                    uint64_t l_1028_ = uint64_t(_e2381);
                                    uint64_t _e2383 = l_mut_284_;
                                    uint64_t l_1029_ = (_e2383 & 4294967295uL);
                                    uint64_t l_1030_ = (l_1029_ * l_1028_);
                                    uint64_t _e2387 = l_mut_284_;
                                    uint64_t l_1031_ = (_e2387 >> uint(32uL));
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
                                    uint _e2416 = l_mut_992_;
                                    uint64_t l_1046_ = uint64_t(_e2416);
                                    uint64_t _e2418 = l_mut_284_;
                                    uint64_t l_1047_ = (_e2418 & 4294967295uL);
                                    uint64_t l_1048_ = (l_1047_ * l_1046_);
                                    uint64_t _e2422 = l_mut_284_;
                                    uint64_t l_1049_ = (_e2422 >> uint(32uL));
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
                                    uint _e2451 = l_mut_992_;
                                    uint64_t l_1064_ = uint64_t(_e2451);
                                    uint64_t _e2453 = l_mut_212_;
                                    uint64_t l_1065_ = (_e2453 & 4294967295uL);
                                    uint64_t l_1066_ = (l_1065_ * l_1064_);
                                    uint64_t _e2457 = l_mut_212_;
                                    uint64_t l_1067_ = (_e2457 >> uint(32uL));
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
                                    uint _e2486 = l_mut_992_;
                                    uint64_t l_1082_ = uint64_t(_e2486);
                                    uint64_t _e2488 = l_mut_212_;
                                    uint64_t l_1083_ = (_e2488 & 4294967295uL);
                                    uint64_t l_1084_ = (l_1083_ * l_1082_);
                                    uint64_t _e2492 = l_mut_212_;
                                    uint64_t l_1085_ = (_e2492 >> uint(32uL));
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
                                    uint _e2521 = l_mut_992_;
                                    uint64_t l_1100_ = uint64_t(_e2521);
                                    uint64_t _e2523 = l_mut_284_;
                                    uint64_t l_1101_ = (_e2523 * l_1100_);
                                    uint64_t _e2525 = l_mut_212_;
                                    uint64_t l_1102_ = (_e2525 + l_1101_);
                                    uint64_t _e2527 = l_mut_158_;
                                    l_mut_301_ = _e2527;
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
                                            uint64_t _e2539 = l_mut_158_;
                                            uint64_t l_1109_ = (_e2539 >> uint(l_1108_));
                                            uint64_t l_1110_ = (l_1107_ + l_1109_);
                                            l_mut_301_ = l_1110_;
                                        }
                                    }
                                    if (l_1025_) {
                                        uint64_t _e2545 = l_mut_301_;
                                        uint64_t l_1112_ = (0uL - _e2545);
                                        l_mut_301_ = l_1112_;
                                    }
                                }
                                uint64_t _e2547 = l_mut_301_;
                                uint64_t l_1113_ = (l_995_ + _e2547);
                                uint64_t l_1115_ = (0uL - l_1113_);
                                l_mut_301_ = l_1115_;
                                uint64_t _e2551 = l_mut_301_;
                                bool l_1116_ = (l_1113_ < _e2551);
                                if (l_1116_) {
                                    l_mut_301_ = l_1113_;
                                }
                                uint64_t _e2553 = l_mut_301_;
                                bool l_1117_ = (_e2553 < l_51_);
                                uint l_1118_ = uint(l_1117_);
                                uint _e2556 = l_mut_917_;
                                l_mut_917_ = (_e2556 + l_1118_);
                            }
                        }
                        uint _e2561 = l_mut_271_;
                        uint _e2562 = l_mut_917_;
                        l_mut_271_ = (_e2561 + _e2562);
                    }
                }
            }
            uint _e2567 = l_mut_304_;
            bool l_1119_ = (_e2567 > 0u);
            if (l_1119_) {
                uint l_1399_ = asuint(info.Load(20+0));
                uint l_1400_ = (l_1399_ * 1u);
                uint l_1401_ = (l_1400_ - 1u);
                uint l_1402_ = min(1u, l_1401_);
                uint _e2582 = l_mut_304_;
                uint _e2583; buffer_5_global.InterlockedAdd(l_1402_*4, _e2582, _e2583);
            }
            uint _e2584 = l_mut_271_;
            bool l_1122_ = (_e2584 > 0u);
            if (l_1122_) {
                uint l_1404_ = asuint(info.Load(20+0));
                uint l_1405_ = (l_1404_ * 1u);
                uint l_1406_ = (l_1405_ - 1u);
                uint l_1407_ = min(2u, l_1406_);
                uint _e2599 = l_mut_271_;
                uint _e2600; buffer_5_global.InterlockedAdd(l_1407_*4, _e2599, _e2600);
                l_mut_917_ = _e2600;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2904 = l_mut_1125_;
                        l_mut_1125_ = (_e2904 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2603 = l_mut_1125_;
                    if ((_e2603 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2606 = l_mut_402_;
                        uint _e2607 = l_mut_1125_;
                        uint l_1126_ = (_e2606 >> _e2607);
                        uint l_1127_ = (l_1126_ & 1u);
                        bool l_1128_ = (l_1127_ == 1u);
                        if (l_1128_) {
                            uint _e2613 = l_mut_1125_;
                            uint l_1129_ = (_e2613 * l_475_);
                            uint l_1130_ = (l_1129_ + l_475_);
                            uint l_1131_ = min(l_1130_, l_74_);
                            uint _e2617 = l_mut_917_;
                            l_mut_821_ = _e2617;
                            l_mut_1132_ = l_1129_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2900 = l_mut_1132_;
                                    l_mut_1132_ = (_e2900 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2619 = l_mut_1132_;
                                if ((_e2619 < l_1131_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2621 = l_mut_1132_;
                                    uint64_t l_1133_ = uint64_t(_e2621);
                                    uint64_t l_1134_ = (l_84_ * l_1133_);
                                    uint64_t l_1135_ = (l_93_ + l_1134_);
                                    l_mut_301_ = 0uL;
                                    uint _e2626 = l_mut_1132_;
                                    bool l_1137_ = (_e2626 < 65536u);
                                    if (l_1137_) {
                                        uint _e2629 = l_mut_1132_;
                                        uint _e2630 = l_mut_1132_;
                                        uint l_1138_ = (_e2629 * _e2630);
                                        uint64_t l_1139_ = (l_102_ >> uint(63uL));
                                        bool l_1140_ = (l_1139_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1140_) {
                                            uint64_t l_1142_ = (0uL - l_102_);
                                            l_mut_284_ = l_1142_;
                                        }
                                        uint64_t l_1143_ = uint64_t(l_1138_);
                                        uint64_t _e2641 = l_mut_284_;
                                        uint64_t l_1144_ = (_e2641 & 4294967295uL);
                                        uint64_t l_1145_ = (l_1144_ * l_1143_);
                                        uint64_t _e2645 = l_mut_284_;
                                        uint64_t l_1146_ = (_e2645 >> uint(32uL));
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
                                        uint64_t _e2678 = l_mut_284_;
                                        l_mut_212_ = _e2678;
                                        if (l_1140_) {
                                            uint64_t _e2680 = l_mut_212_;
                                            uint64_t l_1163_ = (0uL - _e2680);
                                            l_mut_212_ = l_1163_;
                                        }
                                        uint64_t _e2682 = l_mut_212_;
                                        l_mut_301_ = _e2682;
                                    } else {
                                        uint64_t l_1164_ = (l_102_ >> uint(63uL));
                                        bool l_1165_ = (l_1164_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1165_) {
                                            uint64_t l_1167_ = (0uL - l_102_);
                                            l_mut_284_ = l_1167_;
                                        }
                                        uint _e2691 = l_mut_1132_;
                                        uint64_t l_1168_ = uint64_t(_e2691);
                                        uint64_t _e2693 = l_mut_284_;
                                        uint64_t l_1169_ = (_e2693 & 4294967295uL);
                                        uint64_t l_1170_ = (l_1169_ * l_1168_);
                                        uint64_t _e2697 = l_mut_284_;
                                        uint64_t l_1171_ = (_e2697 >> uint(32uL));
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
                                        uint _e2726 = l_mut_1132_;
                                        uint64_t l_1186_ = uint64_t(_e2726);
                                        uint64_t _e2728 = l_mut_284_;
                                        uint64_t l_1187_ = (_e2728 & 4294967295uL);
                                        uint64_t l_1188_ = (l_1187_ * l_1186_);
                                        uint64_t _e2732 = l_mut_284_;
                                        uint64_t l_1189_ = (_e2732 >> uint(32uL));
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
                                        uint _e2761 = l_mut_1132_;
                                        uint64_t l_1204_ = uint64_t(_e2761);
                                        uint64_t _e2763 = l_mut_212_;
                                        uint64_t l_1205_ = (_e2763 & 4294967295uL);
                                        uint64_t l_1206_ = (l_1205_ * l_1204_);
                                        uint64_t _e2767 = l_mut_212_;
                                        uint64_t l_1207_ = (_e2767 >> uint(32uL));
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
                                        uint _e2796 = l_mut_1132_;
                                        uint64_t l_1222_ = uint64_t(_e2796);
                                        uint64_t _e2798 = l_mut_212_;
                                        uint64_t l_1223_ = (_e2798 & 4294967295uL);
                                        uint64_t l_1224_ = (l_1223_ * l_1222_);
                                        uint64_t _e2802 = l_mut_212_;
                                        uint64_t l_1225_ = (_e2802 >> uint(32uL));
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
                                        uint _e2831 = l_mut_1132_;
                                        uint64_t l_1240_ = uint64_t(_e2831);
                                        uint64_t _e2833 = l_mut_284_;
                                        uint64_t l_1241_ = (_e2833 * l_1240_);
                                        uint64_t _e2835 = l_mut_212_;
                                        uint64_t l_1242_ = (_e2835 + l_1241_);
                                        uint64_t _e2837 = l_mut_158_;
                                        l_mut_301_ = _e2837;
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
                                                uint64_t _e2849 = l_mut_158_;
                                                uint64_t l_1249_ = (_e2849 >> uint(l_1248_));
                                                uint64_t l_1250_ = (l_1247_ + l_1249_);
                                                l_mut_301_ = l_1250_;
                                            }
                                        }
                                        if (l_1165_) {
                                            uint64_t _e2855 = l_mut_301_;
                                            uint64_t l_1252_ = (0uL - _e2855);
                                            l_mut_301_ = l_1252_;
                                        }
                                    }
                                    uint64_t _e2857 = l_mut_301_;
                                    uint64_t l_1253_ = (l_1135_ + _e2857);
                                    uint64_t l_1255_ = (0uL - l_1253_);
                                    l_mut_301_ = l_1255_;
                                    uint64_t _e2861 = l_mut_301_;
                                    bool l_1256_ = (l_1253_ < _e2861);
                                    if (l_1256_) {
                                        l_mut_301_ = l_1253_;
                                    }
                                    uint64_t _e2863 = l_mut_301_;
                                    bool l_1257_ = (_e2863 < l_51_);
                                    if (l_1257_) {
                                        uint _e2865 = l_mut_821_;
                                        uint l_1258_ = (_e2865 * 2u);
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
                                                uint _e2895 = l_mut_1132_;
                                                buffer_4_global.Store(l_1262_*4, asuint(_e2895));
                                            }
                                        }
                                        uint _e2896 = l_mut_821_;
                                        l_mut_821_ = (_e2896 + 1u);
                                    }
                                }
                            }
                            uint _e2902 = l_mut_821_;
                            l_mut_917_ = _e2902;
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
