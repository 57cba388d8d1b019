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
    uint l_mut_374_ = (uint)0;
    uint l_mut_375_ = (uint)0;
    uint64_t l_mut_394_ = (uint64_t)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_827_ = (uint)0;
    uint l_mut_895_ = (uint)0;
    uint l_mut_896_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_483_ = 0u;
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
    uint l_mut_1004_ = (uint)0;
    uint l_mut_1137_ = 0u;
    uint l_mut_1144_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1359_ = asuint(info.Load(20+0));
        uint l_1360_ = (l_1359_ * 1u);
        uint l_1361_ = (l_1360_ - 1u);
        uint l_1362_ = min(3u, l_1361_);
        uint _e60; buffer_5_global.InterlockedAdd(l_1362_*4, 1u, _e60);
    }
    uint l_1275_ = asuint(info.Load(12+0));
    uint l_1276_ = (l_1275_ * 1u);
    bool l_1277_ = (0u < l_1276_);
    uint l_1278_ = (l_1276_ - 1u);
    uint l_1279_ = min(0u, l_1278_);
    uint l_1280_ = asuint(buffer_3_global.Load(l_1279_*4));
    uint l_4_ = (l_1277_ ? l_1280_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1282_ = asuint(info.Load(12+0));
    uint l_1283_ = (l_1282_ * 1u);
    bool l_1284_ = (l_7_ < l_1283_);
    uint l_1285_ = (l_1283_ - 1u);
    uint l_1286_ = min(l_7_, l_1285_);
    uint l_1287_ = asuint(buffer_3_global.Load(l_1286_*4));
    uint l_8_ = (l_1284_ ? l_1287_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1289_ = asuint(info.Load(12+0));
    uint l_1290_ = (l_1289_ * 1u);
    bool l_1291_ = (2u < l_1290_);
    uint l_1292_ = (l_1290_ - 1u);
    uint l_1293_ = min(2u, l_1292_);
    uint l_1294_ = asuint(buffer_3_global.Load(l_1293_*4));
    uint l_15_ = (l_1291_ ? l_1294_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1296_ = asuint(info.Load(12+0));
    uint l_1297_ = (l_1296_ * 1u);
    bool l_1298_ = (l_18_ < l_1297_);
    uint l_1299_ = (l_1297_ - 1u);
    uint l_1300_ = min(l_18_, l_1299_);
    uint l_1301_ = asuint(buffer_3_global.Load(l_1300_*4));
    uint l_19_ = (l_1298_ ? l_1301_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1303_ = asuint(info.Load(12+0));
    uint l_1304_ = (l_1303_ * 1u);
    bool l_1305_ = (4u < l_1304_);
    uint l_1306_ = (l_1304_ - 1u);
    uint l_1307_ = min(4u, l_1306_);
    uint l_1308_ = asuint(buffer_3_global.Load(l_1307_*4));
    uint l_26_ = (l_1305_ ? l_1308_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1310_ = asuint(info.Load(12+0));
    uint l_1311_ = (l_1310_ * 1u);
    bool l_1312_ = (l_29_ < l_1311_);
    uint l_1313_ = (l_1311_ - 1u);
    uint l_1314_ = min(l_29_, l_1313_);
    uint l_1315_ = asuint(buffer_3_global.Load(l_1314_*4));
    uint l_30_ = (l_1312_ ? l_1315_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1317_ = asuint(info.Load(12+0));
    uint l_1318_ = (l_1317_ * 1u);
    bool l_1319_ = (6u < l_1318_);
    uint l_1320_ = (l_1318_ - 1u);
    uint l_1321_ = min(6u, l_1320_);
    uint l_1322_ = asuint(buffer_3_global.Load(l_1321_*4));
    uint l_35_ = (l_1319_ ? l_1322_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1324_ = asuint(info.Load(12+0));
    uint l_1325_ = (l_1324_ * 1u);
    bool l_1326_ = (l_38_ < l_1325_);
    uint l_1327_ = (l_1325_ - 1u);
    uint l_1328_ = min(l_38_, l_1327_);
    uint l_1329_ = asuint(buffer_3_global.Load(l_1328_*4));
    uint l_39_ = (l_1326_ ? l_1329_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1331_ = asuint(info.Load(12+0));
    uint l_1332_ = (l_1331_ * 1u);
    bool l_1333_ = (8u < l_1332_);
    uint l_1334_ = (l_1332_ - 1u);
    uint l_1335_ = min(8u, l_1334_);
    uint l_1336_ = asuint(buffer_3_global.Load(l_1335_*4));
    uint l_44_ = (l_1333_ ? l_1336_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1338_ = asuint(info.Load(12+0));
    uint l_1339_ = (l_1338_ * 1u);
    bool l_1340_ = (l_47_ < l_1339_);
    uint l_1341_ = (l_1339_ - 1u);
    uint l_1342_ = min(l_47_, l_1341_);
    uint l_1343_ = asuint(buffer_3_global.Load(l_1342_*4));
    uint l_48_ = (l_1340_ ? l_1343_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1345_ = asuint(info.Load(12+0));
    uint l_1346_ = (l_1345_ * 1u);
    bool l_1347_ = (10u < l_1346_);
    uint l_1348_ = (l_1346_ - 1u);
    uint l_1349_ = min(10u, l_1348_);
    uint l_1350_ = asuint(buffer_3_global.Load(l_1349_*4));
    uint l_53_ = (l_1347_ ? l_1350_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1352_ = asuint(info.Load(12+0));
    uint l_1353_ = (l_1352_ * 1u);
    bool l_1354_ = (l_56_ < l_1353_);
    uint l_1355_ = (l_1353_ - 1u);
    uint l_1356_ = min(l_56_, l_1355_);
    uint l_1357_ = asuint(buffer_3_global.Load(l_1356_*4));
    uint l_57_ = (l_1354_ ? l_1357_ : 0u);
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
        uint l_1364_ = asuint(info.Load(0+0));
        uint l_1365_ = (l_1364_ * 1u);
        bool l_1366_ = (l_76_ < l_1365_);
        uint l_1367_ = (l_1365_ - 1u);
        uint l_1368_ = min(l_76_, l_1367_);
        uint l_1369_ = asuint(buffer_0_global.Load(l_1368_*4));
        uint l_77_ = (l_1366_ ? l_1369_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1371_ = asuint(info.Load(0+0));
        uint l_1372_ = (l_1371_ * 1u);
        bool l_1373_ = (l_80_ < l_1372_);
        uint l_1374_ = (l_1372_ - 1u);
        uint l_1375_ = min(l_80_, l_1374_);
        uint l_1376_ = asuint(buffer_0_global.Load(l_1375_*4));
        uint l_81_ = (l_1373_ ? l_1376_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1378_ = asuint(info.Load(4+0));
        uint l_1379_ = (l_1378_ * 1u);
        bool l_1380_ = (l_85_ < l_1379_);
        uint l_1381_ = (l_1379_ - 1u);
        uint l_1382_ = min(l_85_, l_1381_);
        uint l_1383_ = asuint(buffer_1_global.Load(l_1382_*4));
        uint l_86_ = (l_1380_ ? l_1383_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1385_ = asuint(info.Load(4+0));
        uint l_1386_ = (l_1385_ * 1u);
        bool l_1387_ = (l_89_ < l_1386_);
        uint l_1388_ = (l_1386_ - 1u);
        uint l_1389_ = min(l_89_, l_1388_);
        uint l_1390_ = asuint(buffer_1_global.Load(l_1389_*4));
        uint l_90_ = (l_1387_ ? l_1390_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1392_ = asuint(info.Load(8+0));
        uint l_1393_ = (l_1392_ * 1u);
        bool l_1394_ = (l_94_ < l_1393_);
        uint l_1395_ = (l_1393_ - 1u);
        uint l_1396_ = min(l_94_, l_1395_);
        uint l_1397_ = asuint(buffer_2_global.Load(l_1396_*4));
        uint l_95_ = (l_1394_ ? l_1397_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1399_ = asuint(info.Load(8+0));
        uint l_1400_ = (l_1399_ * 1u);
        bool l_1401_ = (l_98_ < l_1400_);
        uint l_1402_ = (l_1400_ - 1u);
        uint l_1403_ = min(l_98_, l_1402_);
        uint l_1404_ = asuint(buffer_2_global.Load(l_1403_*4));
        uint l_99_ = (l_1401_ ? l_1404_ : 0u);
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
                l_mut_304_ = 0u;
                uint64_t _e936 = l_mut_158_;
                bool l_356_ = (_e936 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e940 = l_mut_355_;
                if (_e940) {
                    local_1 = l_357_;
                } else {
                    local_1 = false;
                }
                bool l_358_ = local_1;
                uint64_t _e945 = l_mut_158_;
                uint64_t _e946 = l_mut_284_;
                bool l_359_ = (_e945 < _e946);
                if (l_358_) {
                    local_2 = l_359_;
                } else {
                    local_2 = false;
                }
                bool l_360_ = local_2;
                uint _e952 = l_mut_67_;
                uint _e953 = l_mut_258_;
                uint l_361_ = (_e952 + _e953);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_3 = l_362_;
                } else {
                    local_3 = false;
                }
                bool l_363_ = local_3;
                if (l_363_) {
                    uint _e960 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e960);
                    uint _e962 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e962);
                    uint _e964 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e964);
                    uint64_t _e966 = l_mut_284_;
                    uint64_t l_367_ = (_e966 - 1uL);
                    uint64_t _e969 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e969);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint64_t _e977 = l_mut_212_;
                l_mut_301_ = _e977;
                uint64_t _e978 = l_mut_158_;
                l_mut_284_ = _e978;
                uint _e979 = l_mut_67_;
                l_mut_271_ = _e979;
                uint _e980 = l_mut_258_;
                l_mut_374_ = _e980;
                uint64_t _e981 = l_mut_127_;
                l_mut_105_ = _e981;
                l_mut_375_ = 0u;
                uint _e983 = l_mut_304_;
                bool l_376_ = (_e983 > 0u);
                if (l_376_) {
                    uint _e986 = l_mut_304_;
                    uint64_t l_377_ = uint64_t(_e986);
                    uint64_t _e988 = l_mut_158_;
                    uint64_t l_378_ = (_e988 * l_377_);
                    uint64_t _e990 = l_mut_212_;
                    uint64_t l_379_ = (_e990 - l_378_);
                    l_mut_301_ = l_379_;
                    uint _e992 = l_mut_304_;
                    uint _e993 = l_mut_67_;
                    uint l_380_ = (_e992 * _e993);
                    uint _e995 = l_mut_258_;
                    uint l_381_ = (_e995 + l_380_);
                    l_mut_374_ = l_381_;
                } else {
                    uint _e997 = l_mut_375_;
                    bool l_382_ = (_e997 == 0u);
                    if (l_382_) {
                        uint _e1000 = l_mut_67_;
                        uint l_383_ = (l_13_ - _e1000);
                        uint _e1002 = l_mut_258_;
                        uint l_384_ = naga_div(l_383_, _e1002);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1006 = l_mut_212_;
                        bool l_385_ = (_e1006 == 0uL);
                        if (l_385_) {
                            l_mut_304_ = l_384_;
                        } else {
                            bool _e1009 = l_mut_355_;
                            if (_e1009) {
                                uint64_t _e1010 = l_mut_212_;
                                uint64_t _e1011 = l_mut_158_;
                                bool l_386_ = (_e1010 < _e1011);
                                if (l_386_) {
                                    uint64_t _e1013 = l_mut_158_;
                                    uint64_t l_387_ = (_e1013 - 1uL);
                                    uint64_t _e1016 = l_mut_212_;
                                    uint64_t l_388_ = naga_div(l_387_, _e1016);
                                    uint64_t l_389_ = uint64_t(l_384_);
                                    bool l_390_ = (l_388_ < l_389_);
                                    uint64_t l_391_ = uint64_t(l_384_);
                                    uint64_t l_392_ = (l_390_ ? l_388_ : l_391_);
                                    uint l_393_ = uint(l_392_);
                                    l_mut_304_ = l_393_;
                                }
                            } else {
                                uint64_t _e1024 = l_mut_158_;
                                l_mut_394_ = _e1024;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e1025 = l_mut_212_;
                                    uint64_t _e1026 = l_mut_394_;
                                    bool l_395_ = (_e1025 < _e1026);
                                    uint _e1028 = l_mut_304_;
                                    uint _e1029 = l_mut_258_;
                                    uint l_396_ = (_e1028 * _e1029);
                                    uint _e1031 = l_mut_67_;
                                    uint l_397_ = (_e1031 + l_396_);
                                    uint _e1033 = l_mut_258_;
                                    uint l_398_ = (l_397_ + _e1033);
                                    bool l_399_ = (l_398_ < l_13_);
                                    if (l_395_) {
                                        local_4 = l_399_;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_400_ = local_4;
                                    bool l_401_ = !(l_400_);
                                    if (l_401_) {
                                        break;
                                    }
                                    uint64_t _e1041 = l_mut_394_;
                                    uint64_t _e1042 = l_mut_212_;
                                    uint64_t l_402_ = (_e1041 - _e1042);
                                    l_mut_394_ = l_402_;
                                    uint _e1044 = l_mut_304_;
                                    l_mut_304_ = (_e1044 + 1u);
                                }
                            }
                        }
                        uint _e1047 = l_mut_304_;
                        uint _e1048 = l_mut_258_;
                        uint l_403_ = (_e1047 * _e1048);
                        uint _e1050 = l_mut_67_;
                        uint l_404_ = (_e1050 + l_403_);
                        uint _e1052 = l_mut_258_;
                        uint l_405_ = (l_404_ + _e1052);
                        bool l_406_ = (l_405_ >= l_13_);
                        if (l_406_) {
                            l_mut_375_ = 1u;
                        } else {
                            uint _e1056 = l_mut_304_;
                            uint64_t l_407_ = uint64_t(_e1056);
                            uint64_t _e1058 = l_mut_212_;
                            uint64_t l_408_ = (_e1058 * l_407_);
                            uint64_t _e1060 = l_mut_158_;
                            uint64_t l_409_ = (_e1060 - l_408_);
                            l_mut_284_ = l_409_;
                            uint _e1062 = l_mut_304_;
                            uint _e1063 = l_mut_258_;
                            uint l_410_ = (_e1062 * _e1063);
                            uint _e1065 = l_mut_67_;
                            uint l_411_ = (_e1065 + l_410_);
                            l_mut_271_ = l_411_;
                            uint64_t _e1067 = l_mut_212_;
                            uint64_t _e1068 = l_mut_284_;
                            uint64_t l_412_ = (_e1067 - _e1068);
                            l_mut_301_ = l_412_;
                            uint _e1070 = l_mut_258_;
                            uint _e1071 = l_mut_271_;
                            uint l_413_ = (_e1070 + _e1071);
                            l_mut_374_ = l_413_;
                        }
                    }
                }
                uint64_t _e1073 = l_mut_301_;
                l_mut_212_ = _e1073;
                uint64_t _e1074 = l_mut_284_;
                l_mut_158_ = _e1074;
                uint _e1075 = l_mut_271_;
                l_mut_67_ = _e1075;
                uint _e1076 = l_mut_374_;
                l_mut_258_ = _e1076;
                uint64_t _e1077 = l_mut_105_;
                l_mut_127_ = _e1077;
                uint _e1078 = l_mut_375_;
                bool l_414_ = (_e1078 == 1u);
                l_mut_259_ = l_414_;
                uint _e1081 = l_mut_375_;
                bool l_415_ = (_e1081 == 0u);
                l_mut_262_ = l_415_;
            } else {
                uint64_t _e1084 = l_mut_158_;
                uint64_t _e1085 = l_mut_127_;
                uint64_t l_416_ = (_e1084 - _e1085);
                l_mut_394_ = l_416_;
                uint64_t _e1087 = l_mut_127_;
                uint64_t l_417_ = (_e1087 - l_255_);
                l_mut_394_ = l_417_;
                uint64_t _e1089 = l_mut_158_;
                l_mut_301_ = _e1089;
                uint64_t _e1090 = l_mut_394_;
                uint64_t _e1091 = l_mut_158_;
                bool l_418_ = (_e1090 < _e1091);
                if (l_418_) {
                    uint64_t _e1093 = l_mut_394_;
                    l_mut_301_ = _e1093;
                }
                l_mut_355_ = false;
                l_mut_375_ = 0u;
                uint64_t _e1096 = l_mut_212_;
                bool l_419_ = (_e1096 == 0uL);
                bool l_420_ = !(l_419_);
                bool _e1100 = l_mut_355_;
                if (_e1100) {
                    local_5 = l_420_;
                } else {
                    local_5 = false;
                }
                bool l_421_ = local_5;
                uint64_t _e1105 = l_mut_212_;
                uint64_t _e1106 = l_mut_301_;
                bool l_422_ = (_e1105 < _e1106);
                if (l_421_) {
                    local_6 = l_422_;
                } else {
                    local_6 = false;
                }
                bool l_423_ = local_6;
                uint _e1112 = l_mut_258_;
                uint _e1113 = l_mut_67_;
                uint l_424_ = (_e1112 + _e1113);
                bool l_425_ = (l_424_ < l_13_);
                if (l_423_) {
                    local_7 = l_425_;
                } else {
                    local_7 = false;
                }
                bool l_426_ = local_7;
                if (l_426_) {
                    uint _e1120 = l_mut_258_;
                    uint l_427_ = (l_13_ - _e1120);
                    uint _e1122 = l_mut_67_;
                    uint l_428_ = (l_427_ - _e1122);
                    uint _e1124 = l_mut_258_;
                    uint l_429_ = naga_div(l_428_, _e1124);
                    uint64_t _e1126 = l_mut_301_;
                    uint64_t l_430_ = (_e1126 - 1uL);
                    uint64_t _e1129 = l_mut_212_;
                    uint64_t l_431_ = naga_div(l_430_, _e1129);
                    uint64_t l_432_ = uint64_t(l_429_);
                    bool l_433_ = (l_431_ < l_432_);
                    uint64_t l_434_ = uint64_t(l_429_);
                    uint64_t l_435_ = (l_433_ ? l_431_ : l_434_);
                    uint l_436_ = uint(l_435_);
                    l_mut_375_ = l_436_;
                }
                uint64_t _e1137 = l_mut_158_;
                l_mut_394_ = _e1137;
                uint64_t _e1138 = l_mut_212_;
                l_mut_301_ = _e1138;
                uint _e1139 = l_mut_258_;
                l_mut_374_ = _e1139;
                uint _e1140 = l_mut_67_;
                l_mut_304_ = _e1140;
                uint64_t _e1141 = l_mut_127_;
                l_mut_284_ = _e1141;
                l_mut_271_ = 0u;
                uint _e1143 = l_mut_375_;
                bool l_437_ = (_e1143 > 0u);
                if (l_437_) {
                    uint _e1146 = l_mut_375_;
                    uint64_t l_438_ = uint64_t(_e1146);
                    uint64_t _e1148 = l_mut_212_;
                    uint64_t l_439_ = (_e1148 * l_438_);
                    uint64_t _e1150 = l_mut_127_;
                    uint64_t l_440_ = (_e1150 - l_439_);
                    l_mut_284_ = l_440_;
                    uint64_t _e1152 = l_mut_158_;
                    uint64_t l_441_ = (_e1152 - l_439_);
                    l_mut_394_ = l_441_;
                    uint _e1154 = l_mut_375_;
                    uint _e1155 = l_mut_258_;
                    uint l_442_ = (_e1154 * _e1155);
                    uint _e1157 = l_mut_67_;
                    uint l_443_ = (_e1157 + l_442_);
                    l_mut_304_ = l_443_;
                } else {
                    uint64_t _e1159 = l_mut_127_;
                    uint64_t _e1160 = l_mut_212_;
                    uint64_t l_444_ = (_e1159 - _e1160);
                    l_mut_284_ = l_444_;
                    uint64_t _e1162 = l_mut_284_;
                    bool l_445_ = (_e1162 < l_255_);
                    if (l_445_) {
                        l_mut_271_ = 2u;
                    }
                    uint _e1165 = l_mut_271_;
                    bool l_446_ = (_e1165 == 0u);
                    if (l_446_) {
                        uint _e1168 = l_mut_258_;
                        uint l_447_ = (l_13_ - _e1168);
                        uint _e1170 = l_mut_67_;
                        uint l_448_ = naga_div(l_447_, _e1170);
                        l_mut_375_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1174 = l_mut_158_;
                        bool l_449_ = (_e1174 == 0uL);
                        if (l_449_) {
                            l_mut_375_ = l_448_;
                        } else {
                            bool _e1177 = l_mut_355_;
                            if (_e1177) {
                                uint64_t _e1178 = l_mut_158_;
                                uint64_t _e1179 = l_mut_212_;
                                bool l_450_ = (_e1178 < _e1179);
                                if (l_450_) {
                                    uint64_t _e1181 = l_mut_212_;
                                    uint64_t l_451_ = (_e1181 - 1uL);
                                    uint64_t _e1184 = l_mut_158_;
                                    uint64_t l_452_ = naga_div(l_451_, _e1184);
                                    uint64_t l_453_ = uint64_t(l_448_);
                                    bool l_454_ = (l_452_ < l_453_);
                                    uint64_t l_455_ = uint64_t(l_448_);
                                    uint64_t l_456_ = (l_454_ ? l_452_ : l_455_);
                                    uint l_457_ = uint(l_456_);
                                    l_mut_375_ = l_457_;
                                }
                            } else {
                                uint64_t _e1192 = l_mut_212_;
                                l_mut_105_ = _e1192;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1193 = l_mut_158_;
                                    uint64_t _e1194 = l_mut_105_;
                                    bool l_458_ = (_e1193 < _e1194);
                                    uint _e1196 = l_mut_375_;
                                    uint _e1197 = l_mut_67_;
                                    uint l_459_ = (_e1196 * _e1197);
                                    uint _e1199 = l_mut_258_;
                                    uint l_460_ = (_e1199 + l_459_);
                                    uint _e1201 = l_mut_67_;
                                    uint l_461_ = (l_460_ + _e1201);
                                    bool l_462_ = (l_461_ < l_13_);
                                    if (l_458_) {
                                        local_8 = l_462_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_463_ = local_8;
                                    bool l_464_ = !(l_463_);
                                    if (l_464_) {
                                        break;
                                    }
                                    uint64_t _e1209 = l_mut_105_;
                                    uint64_t _e1210 = l_mut_158_;
                                    uint64_t l_465_ = (_e1209 - _e1210);
                                    l_mut_105_ = l_465_;
                                    uint _e1212 = l_mut_375_;
                                    l_mut_375_ = (_e1212 + 1u);
                                }
                            }
                        }
                        uint _e1215 = l_mut_375_;
                        uint _e1216 = l_mut_67_;
                        uint l_466_ = (_e1215 * _e1216);
                        uint _e1218 = l_mut_258_;
                        uint l_467_ = (_e1218 + l_466_);
                        uint _e1220 = l_mut_67_;
                        uint l_468_ = (l_467_ + _e1220);
                        bool l_469_ = (l_468_ >= l_13_);
                        if (l_469_) {
                            l_mut_271_ = 1u;
                        } else {
                            uint _e1224 = l_mut_375_;
                            uint64_t l_470_ = uint64_t(_e1224);
                            uint64_t _e1226 = l_mut_158_;
                            uint64_t l_471_ = (_e1226 * l_470_);
                            uint64_t _e1228 = l_mut_212_;
                            uint64_t l_472_ = (_e1228 - l_471_);
                            l_mut_301_ = l_472_;
                            uint _e1230 = l_mut_375_;
                            uint _e1231 = l_mut_67_;
                            uint l_473_ = (_e1230 * _e1231);
                            uint _e1233 = l_mut_258_;
                            uint l_474_ = (_e1233 + l_473_);
                            l_mut_374_ = l_474_;
                            uint64_t _e1235 = l_mut_158_;
                            uint64_t _e1236 = l_mut_301_;
                            uint64_t l_475_ = (_e1235 - _e1236);
                            l_mut_394_ = l_475_;
                            uint _e1238 = l_mut_67_;
                            uint _e1239 = l_mut_374_;
                            uint l_476_ = (_e1238 + _e1239);
                            l_mut_304_ = l_476_;
                        }
                    }
                }
                uint64_t _e1241 = l_mut_301_;
                l_mut_212_ = _e1241;
                uint64_t _e1242 = l_mut_394_;
                l_mut_158_ = _e1242;
                uint _e1243 = l_mut_304_;
                l_mut_67_ = _e1243;
                uint _e1244 = l_mut_374_;
                l_mut_258_ = _e1244;
                uint64_t _e1245 = l_mut_284_;
                l_mut_127_ = _e1245;
                uint _e1246 = l_mut_271_;
                bool l_477_ = (_e1246 == 1u);
                l_mut_259_ = l_477_;
                uint _e1249 = l_mut_271_;
                bool l_478_ = (_e1249 == 0u);
                l_mut_262_ = l_478_;
            }
        }
        bool _e1252 = l_mut_259_;
        bool l_479_ = !(_e1252);
        if (l_479_) {
            uint l_1406_ = asuint(info.Load(20+0));
            uint l_1407_ = (l_1406_ * 1u);
            uint l_1408_ = (l_1407_ - 1u);
            uint l_1409_ = min(0u, l_1408_);
            uint _e1267; buffer_5_global.InterlockedAdd(l_1409_*4, 1u, _e1267);
            uint l_482_ = naga_div(l_13_, 8u);
            l_mut_375_ = 0u;
            l_mut_374_ = 0u;
            l_mut_304_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2625 = l_mut_483_;
                    l_mut_483_ = (_e2625 + 1u);
                }
                loop_init = false;
                uint _e1275 = l_mut_483_;
                if ((_e1275 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1278 = l_mut_483_;
                    uint l_484_ = (_e1278 * l_482_);
                    bool l_485_ = (l_484_ < l_74_);
                    uint l_486_ = naga_div(l_13_, 8u);
                    uint _e1283 = l_mut_483_;
                    uint l_487_ = (_e1283 * l_486_);
                    uint l_488_ = (l_487_ + l_487_);
                    uint64_t l_489_ = (l_102_ >> uint(63uL));
                    bool l_490_ = (l_489_ == 1uL);
                    l_mut_394_ = l_102_;
                    if (l_490_) {
                        uint64_t l_492_ = (0uL - l_102_);
                        l_mut_394_ = l_492_;
                    }
                    uint64_t l_493_ = uint64_t(l_488_);
                    uint64_t _e1295 = l_mut_394_;
                    uint64_t l_494_ = (_e1295 & 4294967295uL);
                    uint64_t l_495_ = (l_494_ * l_493_);
                    uint64_t _e1299 = l_mut_394_;
                    uint64_t l_496_ = (_e1299 >> uint(32uL));
                    uint64_t l_497_ = (l_496_ * l_493_);
                    uint64_t l_498_ = (l_497_ << uint(32uL));
                    uint64_t l_499_ = (l_495_ + l_498_);
                    uint64_t l_500_ = (l_497_ >> uint(32uL));
                    bool l_501_ = (l_499_ < l_495_);
                    uint64_t l_502_ = uint64_t(l_501_);
                    uint64_t l_503_ = (l_500_ + l_502_);
                    l_mut_394_ = l_499_;
                    bool l_504_ = (l_24_ == 64u);
                    if (l_504_) {
                        l_mut_394_ = l_503_;
                    } else {
                        bool l_505_ = (l_24_ > 0u);
                        if (l_505_) {
                            uint l_506_ = (64u - l_24_);
                            uint64_t l_507_ = uint64_t(l_506_);
                            uint64_t l_508_ = (l_503_ << uint(l_507_));
                            uint64_t l_509_ = uint64_t(l_24_);
                            uint64_t l_510_ = (l_499_ >> uint(l_509_));
                            uint64_t l_511_ = (l_508_ | l_510_);
                            l_mut_394_ = l_511_;
                        }
                    }
                    uint64_t _e1332 = l_mut_394_;
                    l_mut_301_ = _e1332;
                    if (l_490_) {
                        uint64_t _e1334 = l_mut_301_;
                        uint64_t l_513_ = (0uL - _e1334);
                        l_mut_301_ = l_513_;
                    }
                    uint64_t _e1336 = l_mut_301_;
                    uint64_t l_514_ = (l_84_ + _e1336);
                    uint64_t l_515_ = uint64_t(l_487_);
                    uint64_t l_516_ = (l_84_ * l_515_);
                    uint64_t l_517_ = (l_93_ + l_516_);
                    l_mut_394_ = 0uL;
                    bool l_519_ = (l_487_ < 65536u);
                    if (l_519_) {
                        uint l_520_ = (l_487_ * l_487_);
                        uint64_t l_521_ = (l_102_ >> uint(63uL));
                        bool l_522_ = (l_521_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_522_) {
                            uint64_t l_524_ = (0uL - l_102_);
                            l_mut_301_ = l_524_;
                        }
                        uint64_t l_525_ = uint64_t(l_520_);
                        uint64_t _e1354 = l_mut_301_;
                        uint64_t l_526_ = (_e1354 & 4294967295uL);
                        uint64_t l_527_ = (l_526_ * l_525_);
                        uint64_t _e1358 = l_mut_301_;
                        uint64_t l_528_ = (_e1358 >> uint(32uL));
                        uint64_t l_529_ = (l_528_ * l_525_);
                        uint64_t l_530_ = (l_529_ << uint(32uL));
                        uint64_t l_531_ = (l_527_ + l_530_);
                        uint64_t l_532_ = (l_529_ >> uint(32uL));
                        bool l_533_ = (l_531_ < l_527_);
                        uint64_t l_534_ = uint64_t(l_533_);
                        uint64_t l_535_ = (l_532_ + l_534_);
                        l_mut_301_ = l_531_;
                        bool l_536_ = (l_24_ == 64u);
                        if (l_536_) {
                            l_mut_301_ = l_535_;
                        } else {
                            bool l_537_ = (l_24_ > 0u);
                            if (l_537_) {
                                uint l_538_ = (64u - l_24_);
                                uint64_t l_539_ = uint64_t(l_538_);
                                uint64_t l_540_ = (l_535_ << uint(l_539_));
                                uint64_t l_541_ = uint64_t(l_24_);
                                uint64_t l_542_ = (l_531_ >> uint(l_541_));
                                uint64_t l_543_ = (l_540_ | l_542_);
                                l_mut_301_ = l_543_;
                            }
                        }
                        uint64_t _e1391 = l_mut_301_;
                        l_mut_284_ = _e1391;
                        if (l_522_) {
                            uint64_t _e1393 = l_mut_284_;
                            uint64_t l_545_ = (0uL - _e1393);
                            l_mut_284_ = l_545_;
                        }
                        uint64_t _e1395 = l_mut_284_;
                        l_mut_394_ = _e1395;
                    } else {
                        uint64_t l_546_ = (l_102_ >> uint(63uL));
                        bool l_547_ = (l_546_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_547_) {
                            uint64_t l_549_ = (0uL - l_102_);
                            l_mut_301_ = l_549_;
                        }
                        uint64_t l_550_ = uint64_t(l_487_);
                        uint64_t _e1405 = l_mut_301_;
                        uint64_t l_551_ = (_e1405 & 4294967295uL);
                        uint64_t l_552_ = (l_551_ * l_550_);
                        uint64_t _e1409 = l_mut_301_;
                        uint64_t l_553_ = (_e1409 >> uint(32uL));
                        uint64_t l_554_ = (l_553_ * l_550_);
                        uint64_t l_555_ = (l_554_ << uint(32uL));
                        uint64_t l_556_ = (l_552_ + l_555_);
                        uint64_t l_557_ = (l_554_ >> uint(32uL));
                        bool l_558_ = (l_556_ < l_552_);
                        uint64_t l_559_ = uint64_t(l_558_);
                        uint64_t l_560_ = (l_557_ + l_559_);
                        l_mut_284_ = l_556_;
                        if (false) {
                            l_mut_284_ = l_560_;
                        } else {
                            if (false) {
                                uint64_t l_564_ = (l_560_ << uint(64uL));
                                uint64_t l_566_ = (l_556_ >> uint(0uL));
                                uint64_t l_567_ = (l_564_ | l_566_);
                                l_mut_284_ = l_567_;
                            }
                        }
                        uint64_t l_568_ = uint64_t(l_487_);
                        uint64_t _e1439 = l_mut_301_;
                        uint64_t l_569_ = (_e1439 & 4294967295uL);
                        uint64_t l_570_ = (l_569_ * l_568_);
                        uint64_t _e1443 = l_mut_301_;
                        uint64_t l_571_ = (_e1443 >> uint(32uL));
                        uint64_t l_572_ = (l_571_ * l_568_);
                        uint64_t l_573_ = (l_572_ << uint(32uL));
                        uint64_t l_574_ = (l_570_ + l_573_);
                        uint64_t l_575_ = (l_572_ >> uint(32uL));
                        bool l_576_ = (l_574_ < l_570_);
                        uint64_t l_577_ = uint64_t(l_576_);
                        uint64_t l_578_ = (l_575_ + l_577_);
                        l_mut_301_ = l_574_;
                        if (true) {
                            l_mut_301_ = l_578_;
                        } else {
                            if (true) {
                                uint64_t l_582_ = (l_578_ << uint(0uL));
                                uint64_t l_584_ = (l_574_ >> uint(64uL));
                                uint64_t l_585_ = (l_582_ | l_584_);
                                l_mut_301_ = l_585_;
                            }
                        }
                        uint64_t l_586_ = uint64_t(l_487_);
                        uint64_t _e1473 = l_mut_284_;
                        uint64_t l_587_ = (_e1473 & 4294967295uL);
                        uint64_t l_588_ = (l_587_ * l_586_);
                        uint64_t _e1477 = l_mut_284_;
                        uint64_t l_589_ = (_e1477 >> uint(32uL));
                        uint64_t l_590_ = (l_589_ * l_586_);
                        uint64_t l_591_ = (l_590_ << uint(32uL));
                        uint64_t l_592_ = (l_588_ + l_591_);
                        uint64_t l_593_ = (l_590_ >> uint(32uL));
                        bool l_594_ = (l_592_ < l_588_);
                        uint64_t l_595_ = uint64_t(l_594_);
                        uint64_t l_596_ = (l_593_ + l_595_);
                        l_mut_212_ = l_592_;
                        if (false) {
                            l_mut_212_ = l_596_;
                        } else {
                            if (false) {
                                uint64_t l_600_ = (l_596_ << uint(64uL));
                                uint64_t l_602_ = (l_592_ >> uint(0uL));
                                uint64_t l_603_ = (l_600_ | l_602_);
                                l_mut_212_ = l_603_;
                            }
                        }
                        uint64_t l_604_ = uint64_t(l_487_);
                        uint64_t _e1507 = l_mut_284_;
                        uint64_t l_605_ = (_e1507 & 4294967295uL);
                        uint64_t l_606_ = (l_605_ * l_604_);
                        uint64_t _e1511 = l_mut_284_;
                        uint64_t l_607_ = (_e1511 >> uint(32uL));
                        uint64_t l_608_ = (l_607_ * l_604_);
                        uint64_t l_609_ = (l_608_ << uint(32uL));
                        uint64_t l_610_ = (l_606_ + l_609_);
                        uint64_t l_611_ = (l_608_ >> uint(32uL));
                        bool l_612_ = (l_610_ < l_606_);
                        uint64_t l_613_ = uint64_t(l_612_);
                        uint64_t l_614_ = (l_611_ + l_613_);
                        l_mut_284_ = l_610_;
                        if (true) {
                            l_mut_284_ = l_614_;
                        } else {
                            if (true) {
                                uint64_t l_618_ = (l_614_ << uint(0uL));
                                uint64_t l_620_ = (l_610_ >> uint(64uL));
                                uint64_t l_621_ = (l_618_ | l_620_);
                                l_mut_284_ = l_621_;
                            }
                        }
                        uint64_t l_622_ = uint64_t(l_487_);
                        uint64_t _e1541 = l_mut_301_;
                        uint64_t l_623_ = (_e1541 * l_622_);
                        uint64_t _e1543 = l_mut_284_;
                        uint64_t l_624_ = (_e1543 + l_623_);
                        uint64_t _e1545 = l_mut_212_;
                        l_mut_394_ = _e1545;
                        bool l_625_ = (l_24_ == 64u);
                        if (l_625_) {
                            l_mut_394_ = l_624_;
                        } else {
                            bool l_626_ = (l_24_ > 0u);
                            if (l_626_) {
                                uint l_627_ = (64u - l_24_);
                                uint64_t l_628_ = uint64_t(l_627_);
                                uint64_t l_629_ = (l_624_ << uint(l_628_));
                                uint64_t l_630_ = uint64_t(l_24_);
                                uint64_t _e1557 = l_mut_212_;
                                uint64_t l_631_ = (_e1557 >> uint(l_630_));
                                uint64_t l_632_ = (l_629_ + l_631_);
                                l_mut_394_ = l_632_;
                            }
                        }
                        if (l_547_) {
                            uint64_t _e1563 = l_mut_394_;
                            uint64_t l_634_ = (0uL - _e1563);
                            l_mut_394_ = l_634_;
                        }
                    }
                    uint64_t _e1565 = l_mut_394_;
                    uint64_t l_635_ = (l_517_ + _e1565);
                    uint64_t l_636_ = (l_102_ >> uint(63uL));
                    bool l_637_ = (l_636_ == 1uL);
                    l_mut_394_ = l_102_;
                    if (l_637_) {
                        uint64_t l_639_ = (0uL - l_102_);
                        l_mut_394_ = l_639_;
                    }
                    uint64_t l_640_ = uint64_t(l_486_);
                    uint64_t _e1576 = l_mut_394_;
                    uint64_t l_641_ = (_e1576 & 4294967295uL);
                    uint64_t l_642_ = (l_641_ * l_640_);
                    uint64_t _e1580 = l_mut_394_;
                    uint64_t l_643_ = (_e1580 >> uint(32uL));
                    uint64_t l_644_ = (l_643_ * l_640_);
                    uint64_t l_645_ = (l_644_ << uint(32uL));
                    uint64_t l_646_ = (l_642_ + l_645_);
                    uint64_t l_647_ = (l_644_ >> uint(32uL));
                    bool l_648_ = (l_646_ < l_642_);
                    uint64_t l_649_ = uint64_t(l_648_);
                    uint64_t l_650_ = (l_647_ + l_649_);
                    l_mut_394_ = l_646_;
                    bool l_651_ = (l_24_ == 64u);
                    if (l_651_) {
                        l_mut_394_ = l_650_;
                    } else {
                        bool l_652_ = (l_24_ > 0u);
                        if (l_652_) {
                            uint l_653_ = (64u - l_24_);
                            uint64_t l_654_ = uint64_t(l_653_);
                            uint64_t l_655_ = (l_650_ << uint(l_654_));
                            uint64_t l_656_ = uint64_t(l_24_);
                            uint64_t l_657_ = (l_646_ >> uint(l_656_));
                            uint64_t l_658_ = (l_655_ | l_657_);
                            l_mut_394_ = l_658_;
                        }
                    }
                    uint64_t _e1613 = l_mut_394_;
                    l_mut_301_ = _e1613;
                    if (l_637_) {
                        uint64_t _e1615 = l_mut_301_;
                        uint64_t l_660_ = (0uL - _e1615);
                        l_mut_301_ = l_660_;
                    }
                    uint64_t _e1617 = l_mut_301_;
                    uint64_t l_661_ = (l_514_ + _e1617);
                    uint l_662_ = (l_24_ + 3u);
                    l_mut_394_ = 0uL;
                    bool l_664_ = (l_486_ < 65536u);
                    if (l_664_) {
                        uint l_665_ = (l_486_ * l_486_);
                        uint64_t l_666_ = (l_102_ >> uint(63uL));
                        bool l_667_ = (l_666_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_667_) {
                            uint64_t l_669_ = (0uL - l_102_);
                            l_mut_301_ = l_669_;
                        }
                        uint64_t l_670_ = uint64_t(l_665_);
                        uint64_t _e1634 = l_mut_301_;
                        uint64_t l_671_ = (_e1634 & 4294967295uL);
                        uint64_t l_672_ = (l_671_ * l_670_);
                        uint64_t _e1638 = l_mut_301_;
                        uint64_t l_673_ = (_e1638 >> uint(32uL));
                        uint64_t l_674_ = (l_673_ * l_670_);
                        uint64_t l_675_ = (l_674_ << uint(32uL));
                        uint64_t l_676_ = (l_672_ + l_675_);
                        uint64_t l_677_ = (l_674_ >> uint(32uL));
                        bool l_678_ = (l_676_ < l_672_);
                        uint64_t l_679_ = uint64_t(l_678_);
                        uint64_t l_680_ = (l_677_ + l_679_);
                        l_mut_301_ = l_676_;
                        bool l_681_ = (l_662_ == 64u);
                        if (l_681_) {
                            l_mut_301_ = l_680_;
                        } else {
                            bool l_682_ = (l_662_ > 0u);
                            if (l_682_) {
                                uint l_683_ = (64u - l_662_);
                                uint64_t l_684_ = uint64_t(l_683_);
                                uint64_t l_685_ = (l_680_ << uint(l_684_));
                                uint64_t l_686_ = uint64_t(l_662_);
                                uint64_t l_687_ = (l_676_ >> uint(l_686_));
                                uint64_t l_688_ = (l_685_ | l_687_);
                                l_mut_301_ = l_688_;
                            }
                        }
                        uint64_t _e1671 = l_mut_301_;
                        l_mut_284_ = _e1671;
                        if (l_667_) {
                            uint64_t _e1673 = l_mut_284_;
                            uint64_t l_690_ = (0uL - _e1673);
                            l_mut_284_ = l_690_;
                        }
                        uint64_t _e1675 = l_mut_284_;
                        l_mut_394_ = _e1675;
                    } else {
                        uint64_t l_691_ = (l_102_ >> uint(63uL));
                        bool l_692_ = (l_691_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_692_) {
                            uint64_t l_694_ = (0uL - l_102_);
                            l_mut_301_ = l_694_;
                        }
                        uint64_t l_695_ = uint64_t(l_486_);
                        uint64_t _e1685 = l_mut_301_;
                        uint64_t l_696_ = (_e1685 & 4294967295uL);
                        uint64_t l_697_ = (l_696_ * l_695_);
                        uint64_t _e1689 = l_mut_301_;
                        uint64_t l_698_ = (_e1689 >> uint(32uL));
                        uint64_t l_699_ = (l_698_ * l_695_);
                        uint64_t l_700_ = (l_699_ << uint(32uL));
                        uint64_t l_701_ = (l_697_ + l_700_);
                        uint64_t l_702_ = (l_699_ >> uint(32uL));
                        bool l_703_ = (l_701_ < l_697_);
                        uint64_t l_704_ = uint64_t(l_703_);
                        uint64_t l_705_ = (l_702_ + l_704_);
                        l_mut_284_ = l_701_;
                        if (false) {
                            l_mut_284_ = l_705_;
                        } else {
                            if (false) {
                                uint64_t l_709_ = (l_705_ << uint(64uL));
                                uint64_t l_711_ = (l_701_ >> uint(0uL));
                                uint64_t l_712_ = (l_709_ | l_711_);
                                l_mut_284_ = l_712_;
                            }
                        }
                        uint64_t l_713_ = uint64_t(l_486_);
                        uint64_t _e1719 = l_mut_301_;
                        uint64_t l_714_ = (_e1719 & 4294967295uL);
                        uint64_t l_715_ = (l_714_ * l_713_);
                        uint64_t _e1723 = l_mut_301_;
                        uint64_t l_716_ = (_e1723 >> uint(32uL));
                        uint64_t l_717_ = (l_716_ * l_713_);
                        uint64_t l_718_ = (l_717_ << uint(32uL));
                        uint64_t l_719_ = (l_715_ + l_718_);
                        uint64_t l_720_ = (l_717_ >> uint(32uL));
                        bool l_721_ = (l_719_ < l_715_);
                        uint64_t l_722_ = uint64_t(l_721_);
                        uint64_t l_723_ = (l_720_ + l_722_);
                        l_mut_301_ = l_719_;
                        if (true) {
                            l_mut_301_ = l_723_;
                        } else {
                            if (true) {
                                uint64_t l_727_ = (l_723_ << uint(0uL));
                                uint64_t l_729_ = (l_719_ >> uint(64uL));
                                uint64_t l_730_ = (l_727_ | l_729_);
                                l_mut_301_ = l_730_;
                            }
                        }
                        uint64_t l_731_ = uint64_t(l_486_);
                        uint64_t _e1753 = l_mut_284_;
                        uint64_t l_732_ = (_e1753 & 4294967295uL);
                        uint64_t l_733_ = (l_732_ * l_731_);
                        uint64_t _e1757 = l_mut_284_;
                        uint64_t l_734_ = (_e1757 >> uint(32uL));
                        uint64_t l_735_ = (l_734_ * l_731_);
                        uint64_t l_736_ = (l_735_ << uint(32uL));
                        uint64_t l_737_ = (l_733_ + l_736_);
                        uint64_t l_738_ = (l_735_ >> uint(32uL));
                        bool l_739_ = (l_737_ < l_733_);
                        uint64_t l_740_ = uint64_t(l_739_);
                        uint64_t l_741_ = (l_738_ + l_740_);
                        l_mut_212_ = l_737_;
                        if (false) {
                            l_mut_212_ = l_741_;
                        } else {
                            if (false) {
                                uint64_t l_745_ = (l_741_ << uint(64uL));
                                uint64_t l_747_ = (l_737_ >> uint(0uL));
                                uint64_t l_748_ = (l_745_ | l_747_);
                                l_mut_212_ = l_748_;
                            }
                        }
                        uint64_t l_749_ = uint64_t(l_486_);
                        uint64_t _e1787 = l_mut_284_;
                        uint64_t l_750_ = (_e1787 & 4294967295uL);
                        uint64_t l_751_ = (l_750_ * l_749_);
                        uint64_t _e1791 = l_mut_284_;
                        uint64_t l_752_ = (_e1791 >> uint(32uL));
                        uint64_t l_753_ = (l_752_ * l_749_);
                        uint64_t l_754_ = (l_753_ << uint(32uL));
                        uint64_t l_755_ = (l_751_ + l_754_);
                        uint64_t l_756_ = (l_753_ >> uint(32uL));
                        bool l_757_ = (l_755_ < l_751_);
                        uint64_t l_758_ = uint64_t(l_757_);
                        uint64_t l_759_ = (l_756_ + l_758_);
                        l_mut_284_ = l_755_;
                        if (true) {
                            l_mut_284_ = l_759_;
                        } else {
                            if (true) {
                                uint64_t l_763_ = (l_759_ << uint(0uL));
                                uint64_t l_765_ = (l_755_ >> uint(64uL));
                                uint64_t l_766_ = (l_763_ | l_765_);
                                l_mut_284_ = l_766_;
                            }
                        }
                        uint64_t l_767_ = uint64_t(l_486_);
                        uint64_t _e1821 = l_mut_301_;
                        uint64_t l_768_ = (_e1821 * l_767_);
                        uint64_t _e1823 = l_mut_284_;
                        uint64_t l_769_ = (_e1823 + l_768_);
                        uint64_t _e1825 = l_mut_212_;
                        l_mut_394_ = _e1825;
                        bool l_770_ = (l_662_ == 64u);
                        if (l_770_) {
                            l_mut_394_ = l_769_;
                        } else {
                            bool l_771_ = (l_662_ > 0u);
                            if (l_771_) {
                                uint l_772_ = (64u - l_662_);
                                uint64_t l_773_ = uint64_t(l_772_);
                                uint64_t l_774_ = (l_769_ << uint(l_773_));
                                uint64_t l_775_ = uint64_t(l_662_);
                                uint64_t _e1837 = l_mut_212_;
                                uint64_t l_776_ = (_e1837 >> uint(l_775_));
                                uint64_t l_777_ = (l_774_ + l_776_);
                                l_mut_394_ = l_777_;
                            }
                        }
                        if (l_692_) {
                            uint64_t _e1843 = l_mut_394_;
                            uint64_t l_779_ = (0uL - _e1843);
                            l_mut_394_ = l_779_;
                        }
                    }
                    uint64_t _e1845 = l_mut_394_;
                    uint64_t l_780_ = (l_635_ - _e1845);
                    uint64_t l_781_ = (l_780_ + l_42_);
                    uint64_t l_783_ = (0uL - l_661_);
                    uint64_t l_784_ = (l_42_ + l_42_);
                    l_mut_394_ = l_783_;
                    uint64_t l_786_ = (0uL - l_783_);
                    l_mut_301_ = l_786_;
                    l_mut_284_ = l_781_;
                    l_mut_271_ = 1u;
                    l_mut_258_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1856 = l_mut_284_;
                    bool l_787_ = (_e1856 < l_784_);
                    bool l_788_ = !(l_787_);
                    l_mut_350_ = l_788_;
                    bool l_789_ = (l_783_ == 0uL);
                    if (l_789_) {
                        bool _e1861 = l_mut_350_;
                        l_mut_355_ = _e1861;
                        l_mut_350_ = false;
                    }
                    bool _e1863 = l_mut_350_;
                    if (_e1863) {
                        uint64_t l_790_ = (l_783_ >> uint(63uL));
                        bool l_791_ = (l_790_ == 1uL);
                        l_mut_212_ = l_783_;
                        if (l_791_) {
                            uint64_t l_793_ = (0uL - l_783_);
                            l_mut_212_ = l_793_;
                        }
                        uint l_794_ = (l_486_ - 1u);
                        uint64_t l_795_ = uint64_t(l_794_);
                        uint64_t _e1875 = l_mut_212_;
                        uint64_t l_796_ = (_e1875 * l_795_);
                        l_mut_67_ = 0u;
                        uint l_797_ = (l_486_ - 1u);
                        uint64_t l_798_ = uint64_t(l_797_);
                        uint64_t _e1881 = l_mut_212_;
                        uint64_t l_799_ = (_e1881 & 4294967295uL);
                        uint64_t l_800_ = (l_799_ * l_798_);
                        uint64_t _e1885 = l_mut_212_;
                        uint64_t l_801_ = (_e1885 >> uint(32uL));
                        uint64_t l_802_ = (l_801_ * l_798_);
                        uint64_t l_803_ = (l_802_ << uint(32uL));
                        uint64_t l_804_ = (l_800_ + l_803_);
                        uint64_t l_805_ = (l_802_ >> uint(32uL));
                        bool l_806_ = (l_804_ < l_800_);
                        uint64_t l_807_ = uint64_t(l_806_);
                        uint64_t l_808_ = (l_805_ + l_807_);
                        l_mut_158_ = l_804_;
                        if (true) {
                            l_mut_158_ = l_808_;
                        } else {
                            if (true) {
                                uint64_t l_812_ = (l_808_ << uint(0uL));
                                uint64_t l_814_ = (l_804_ >> uint(64uL));
                                uint64_t l_815_ = (l_812_ | l_814_);
                                l_mut_158_ = l_815_;
                            }
                        }
                        uint64_t _e1914 = l_mut_158_;
                        bool l_816_ = (_e1914 == 0uL);
                        if (l_816_) {
                            l_mut_158_ = l_781_;
                            if (l_791_) {
                                uint64_t l_818_ = (0uL - l_781_);
                                bool l_819_ = (l_781_ == 0uL);
                                bool l_820_ = !(l_819_);
                                bool l_821_ = (l_796_ < l_818_);
                                bool l_822_ = !(l_821_);
                                if (l_820_) {
                                    local_9 = l_822_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_823_ = local_9;
                                if (l_823_) {
                                    uint l_824_ = (l_486_ - 1u);
                                    l_mut_127_ = l_818_;
                                    uint64_t _e1930 = l_mut_212_;
                                    bool l_825_ = (l_818_ < _e1930);
                                    bool l_826_ = !(l_825_);
                                    if (l_826_) {
                                        l_mut_827_ = 0u;
                                        uint64_t _e1934 = l_mut_212_;
                                        bool l_828_ = (_e1934 < l_818_);
                                        if (l_828_) {
                                            uint64_t l_829_ = (l_818_ - 1uL);
                                            uint64_t _e1938 = l_mut_212_;
                                            uint64_t l_830_ = naga_div(l_829_, _e1938);
                                            uint64_t l_831_ = uint64_t(l_824_);
                                            bool l_832_ = (l_830_ < l_831_);
                                            uint64_t l_833_ = uint64_t(l_824_);
                                            uint64_t l_834_ = (l_832_ ? l_830_ : l_833_);
                                            uint l_835_ = uint(l_834_);
                                            l_mut_827_ = l_835_;
                                        }
                                        uint _e1946 = l_mut_827_;
                                        uint64_t l_836_ = uint64_t(_e1946);
                                        uint64_t _e1948 = l_mut_212_;
                                        uint64_t l_837_ = (_e1948 * l_836_);
                                        uint64_t l_838_ = (l_818_ - l_837_);
                                        l_mut_127_ = l_838_;
                                        uint64_t _e1951 = l_mut_127_;
                                        uint64_t _e1952 = l_mut_212_;
                                        bool l_839_ = (_e1951 < _e1952);
                                        bool l_840_ = !(l_839_);
                                        if (l_840_) {
                                            uint64_t _e1955 = l_mut_127_;
                                            uint64_t _e1956 = l_mut_212_;
                                            uint64_t l_841_ = (_e1955 - _e1956);
                                            l_mut_127_ = l_841_;
                                        }
                                    }
                                    uint64_t _e1958 = l_mut_212_;
                                    uint64_t _e1959 = l_mut_127_;
                                    uint64_t l_842_ = (_e1958 - _e1959);
                                    l_mut_127_ = l_842_;
                                    uint64_t _e1961 = l_mut_212_;
                                    bool l_843_ = (l_842_ < _e1961);
                                    bool l_844_ = !(l_843_);
                                    if (l_844_) {
                                        uint64_t _e1964 = l_mut_212_;
                                        uint64_t l_845_ = (l_842_ - _e1964);
                                        l_mut_127_ = l_845_;
                                    }
                                    uint64_t _e1966 = l_mut_127_;
                                    uint64_t _e1967 = l_mut_158_;
                                    bool l_846_ = (_e1966 < _e1967);
                                    if (l_846_) {
                                        uint64_t _e1969 = l_mut_127_;
                                        l_mut_158_ = _e1969;
                                    }
                                }
                            } else {
                                uint64_t l_847_ = (l_781_ - l_796_);
                                l_mut_158_ = l_847_;
                                bool l_848_ = (l_781_ < l_796_);
                                if (l_848_) {
                                    uint l_849_ = (l_486_ - 1u);
                                    l_mut_127_ = l_781_;
                                    uint64_t _e1974 = l_mut_212_;
                                    bool l_850_ = (l_781_ < _e1974);
                                    bool l_851_ = !(l_850_);
                                    if (l_851_) {
                                        l_mut_827_ = 0u;
                                        uint64_t _e1978 = l_mut_212_;
                                        bool l_852_ = (_e1978 < l_781_);
                                        if (l_852_) {
                                            uint64_t l_853_ = (l_781_ - 1uL);
                                            uint64_t _e1982 = l_mut_212_;
                                            uint64_t l_854_ = naga_div(l_853_, _e1982);
                                            uint64_t l_855_ = uint64_t(l_849_);
                                            bool l_856_ = (l_854_ < l_855_);
                                            uint64_t l_857_ = uint64_t(l_849_);
                                            uint64_t l_858_ = (l_856_ ? l_854_ : l_857_);
                                            uint l_859_ = uint(l_858_);
                                            l_mut_827_ = l_859_;
                                        }
                                        uint _e1990 = l_mut_827_;
                                        uint64_t l_860_ = uint64_t(_e1990);
                                        uint64_t _e1992 = l_mut_212_;
                                        uint64_t l_861_ = (_e1992 * l_860_);
                                        uint64_t l_862_ = (l_781_ - l_861_);
                                        l_mut_127_ = l_862_;
                                        uint64_t _e1995 = l_mut_127_;
                                        uint64_t _e1996 = l_mut_212_;
                                        bool l_863_ = (_e1995 < _e1996);
                                        bool l_864_ = !(l_863_);
                                        if (l_864_) {
                                            uint64_t _e1999 = l_mut_127_;
                                            uint64_t _e2000 = l_mut_212_;
                                            uint64_t l_865_ = (_e1999 - _e2000);
                                            l_mut_127_ = l_865_;
                                        }
                                    }
                                    uint64_t _e2002 = l_mut_127_;
                                    uint64_t _e2003 = l_mut_158_;
                                    bool l_866_ = (_e2002 < _e2003);
                                    if (l_866_) {
                                        uint64_t _e2005 = l_mut_127_;
                                        l_mut_158_ = _e2005;
                                    }
                                }
                            }
                            uint64_t _e2006 = l_mut_158_;
                            bool l_867_ = (_e2006 < l_784_);
                            bool l_868_ = !(l_867_);
                            uint l_869_ = uint(l_868_);
                            uint l_870_ = (2u - l_869_);
                            l_mut_67_ = l_870_;
                        }
                        uint _e2012 = l_mut_67_;
                        bool l_871_ = (_e2012 > 0u);
                        if (l_871_) {
                            uint _e2015 = l_mut_67_;
                            bool l_872_ = (_e2015 == 1u);
                            l_mut_355_ = l_872_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e2020 = l_mut_350_;
                        bool l_873_ = !(_e2020);
                        if (l_873_) {
                            break;
                        }
                        uint64_t _e2022 = l_mut_284_;
                        uint64_t _e2023 = l_mut_394_;
                        bool l_874_ = (_e2022 < _e2023);
                        if (l_874_) {
                            uint64_t _e2025 = l_mut_394_;
                            uint64_t _e2026 = l_mut_284_;
                            uint64_t l_875_ = (_e2025 - _e2026);
                            l_mut_212_ = l_875_;
                            uint64_t _e2028 = l_mut_394_;
                            l_mut_158_ = _e2028;
                            uint64_t _e2029 = l_mut_212_;
                            uint64_t _e2030 = l_mut_394_;
                            bool l_876_ = (_e2029 < _e2030);
                            if (l_876_) {
                                uint64_t _e2032 = l_mut_212_;
                                l_mut_158_ = _e2032;
                            }
                            l_mut_259_ = false;
                            l_mut_827_ = 0u;
                            uint64_t _e2035 = l_mut_301_;
                            bool l_877_ = (_e2035 == 0uL);
                            bool l_878_ = !(l_877_);
                            bool _e2039 = l_mut_259_;
                            if (_e2039) {
                                local_10 = l_878_;
                            } else {
                                local_10 = false;
                            }
                            bool l_879_ = local_10;
                            uint64_t _e2044 = l_mut_301_;
                            uint64_t _e2045 = l_mut_158_;
                            bool l_880_ = (_e2044 < _e2045);
                            if (l_879_) {
                                local_11 = l_880_;
                            } else {
                                local_11 = false;
                            }
                            bool l_881_ = local_11;
                            uint _e2051 = l_mut_271_;
                            uint _e2052 = l_mut_258_;
                            uint l_882_ = (_e2051 + _e2052);
                            bool l_883_ = (l_882_ < l_486_);
                            if (l_881_) {
                                local_12 = l_883_;
                            } else {
                                local_12 = false;
                            }
                            bool l_884_ = local_12;
                            if (l_884_) {
                                uint _e2059 = l_mut_271_;
                                uint l_885_ = (l_486_ - _e2059);
                                uint _e2061 = l_mut_258_;
                                uint l_886_ = (l_885_ - _e2061);
                                uint _e2063 = l_mut_271_;
                                uint l_887_ = naga_div(l_886_, _e2063);
                                uint64_t _e2065 = l_mut_158_;
                                uint64_t l_888_ = (_e2065 - 1uL);
                                uint64_t _e2068 = l_mut_301_;
                                uint64_t l_889_ = naga_div(l_888_, _e2068);
                                uint64_t l_890_ = uint64_t(l_887_);
                                bool l_891_ = (l_889_ < l_890_);
                                uint64_t l_892_ = uint64_t(l_887_);
                                uint64_t l_893_ = (l_891_ ? l_889_ : l_892_);
                                uint l_894_ = uint(l_893_);
                                l_mut_827_ = l_894_;
                            }
                            uint64_t _e2076 = l_mut_394_;
                            l_mut_212_ = _e2076;
                            uint64_t _e2077 = l_mut_301_;
                            l_mut_158_ = _e2077;
                            uint _e2078 = l_mut_271_;
                            l_mut_67_ = _e2078;
                            uint _e2079 = l_mut_258_;
                            l_mut_895_ = _e2079;
                            uint64_t _e2080 = l_mut_284_;
                            l_mut_127_ = _e2080;
                            l_mut_896_ = 0u;
                            uint _e2082 = l_mut_827_;
                            bool l_897_ = (_e2082 > 0u);
                            if (l_897_) {
                                uint _e2085 = l_mut_827_;
                                uint64_t l_898_ = uint64_t(_e2085);
                                uint64_t _e2087 = l_mut_301_;
                                uint64_t l_899_ = (_e2087 * l_898_);
                                uint64_t _e2089 = l_mut_394_;
                                uint64_t l_900_ = (_e2089 - l_899_);
                                l_mut_212_ = l_900_;
                                uint _e2091 = l_mut_827_;
                                uint _e2092 = l_mut_271_;
                                uint l_901_ = (_e2091 * _e2092);
                                uint _e2094 = l_mut_258_;
                                uint l_902_ = (_e2094 + l_901_);
                                l_mut_895_ = l_902_;
                            } else {
                                uint _e2096 = l_mut_896_;
                                bool l_903_ = (_e2096 == 0u);
                                if (l_903_) {
                                    uint _e2099 = l_mut_271_;
                                    uint l_904_ = (l_486_ - _e2099);
                                    uint _e2101 = l_mut_258_;
                                    uint l_905_ = naga_div(l_904_, _e2101);
                                    l_mut_827_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2105 = l_mut_394_;
                                    bool l_906_ = (_e2105 == 0uL);
                                    if (l_906_) {
                                        l_mut_827_ = l_905_;
                                    } else {
                                        bool _e2108 = l_mut_259_;
                                        if (_e2108) {
                                            uint64_t _e2109 = l_mut_394_;
                                            uint64_t _e2110 = l_mut_301_;
                                            bool l_907_ = (_e2109 < _e2110);
                                            if (l_907_) {
                                                uint64_t _e2112 = l_mut_301_;
                                                uint64_t l_908_ = (_e2112 - 1uL);
                                                uint64_t _e2115 = l_mut_394_;
                                                uint64_t l_909_ = naga_div(l_908_, _e2115);
                                                uint64_t l_910_ = uint64_t(l_905_);
                                                bool l_911_ = (l_909_ < l_910_);
                                                uint64_t l_912_ = uint64_t(l_905_);
                                                uint64_t l_913_ = (l_911_ ? l_909_ : l_912_);
                                                uint l_914_ = uint(l_913_);
                                                l_mut_827_ = l_914_;
                                            }
                                        } else {
                                            uint64_t _e2123 = l_mut_301_;
                                            l_mut_105_ = _e2123;
                                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                                uint64_t _e2124 = l_mut_394_;
                                                uint64_t _e2125 = l_mut_105_;
                                                bool l_915_ = (_e2124 < _e2125);
                                                uint _e2127 = l_mut_827_;
                                                uint _e2128 = l_mut_258_;
                                                uint l_916_ = (_e2127 * _e2128);
                                                uint _e2130 = l_mut_271_;
                                                uint l_917_ = (_e2130 + l_916_);
                                                uint _e2132 = l_mut_258_;
                                                uint l_918_ = (l_917_ + _e2132);
                                                bool l_919_ = (l_918_ < l_486_);
                                                if (l_915_) {
                                                    local_13 = l_919_;
                                                } else {
                                                    local_13 = false;
                                                }
                                                bool l_920_ = local_13;
                                                bool l_921_ = !(l_920_);
                                                if (l_921_) {
                                                    break;
                                                }
                                                uint64_t _e2140 = l_mut_105_;
                                                uint64_t _e2141 = l_mut_394_;
                                                uint64_t l_922_ = (_e2140 - _e2141);
                                                l_mut_105_ = l_922_;
                                                uint _e2143 = l_mut_827_;
                                                l_mut_827_ = (_e2143 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2146 = l_mut_827_;
                                    uint _e2147 = l_mut_258_;
                                    uint l_923_ = (_e2146 * _e2147);
                                    uint _e2149 = l_mut_271_;
                                    uint l_924_ = (_e2149 + l_923_);
                                    uint _e2151 = l_mut_258_;
                                    uint l_925_ = (l_924_ + _e2151);
                                    bool l_926_ = (l_925_ >= l_486_);
                                    if (l_926_) {
                                        l_mut_896_ = 1u;
                                    } else {
                                        uint _e2155 = l_mut_827_;
                                        uint64_t l_927_ = uint64_t(_e2155);
                                        uint64_t _e2157 = l_mut_394_;
                                        uint64_t l_928_ = (_e2157 * l_927_);
                                        uint64_t _e2159 = l_mut_301_;
                                        uint64_t l_929_ = (_e2159 - l_928_);
                                        l_mut_158_ = l_929_;
                                        uint _e2161 = l_mut_827_;
                                        uint _e2162 = l_mut_258_;
                                        uint l_930_ = (_e2161 * _e2162);
                                        uint _e2164 = l_mut_271_;
                                        uint l_931_ = (_e2164 + l_930_);
                                        l_mut_67_ = l_931_;
                                        uint64_t _e2166 = l_mut_394_;
                                        uint64_t _e2167 = l_mut_158_;
                                        uint64_t l_932_ = (_e2166 - _e2167);
                                        l_mut_212_ = l_932_;
                                        uint _e2169 = l_mut_258_;
                                        uint _e2170 = l_mut_67_;
                                        uint l_933_ = (_e2169 + _e2170);
                                        l_mut_895_ = l_933_;
                                    }
                                }
                            }
                            uint64_t _e2172 = l_mut_212_;
                            l_mut_394_ = _e2172;
                            uint64_t _e2173 = l_mut_158_;
                            l_mut_301_ = _e2173;
                            uint _e2174 = l_mut_67_;
                            l_mut_271_ = _e2174;
                            uint _e2175 = l_mut_895_;
                            l_mut_258_ = _e2175;
                            uint64_t _e2176 = l_mut_127_;
                            l_mut_284_ = _e2176;
                            uint _e2177 = l_mut_896_;
                            bool l_934_ = (_e2177 == 1u);
                            l_mut_355_ = l_934_;
                            uint _e2180 = l_mut_896_;
                            bool l_935_ = (_e2180 == 0u);
                            l_mut_350_ = l_935_;
                        } else {
                            uint64_t _e2183 = l_mut_301_;
                            uint64_t _e2184 = l_mut_284_;
                            uint64_t l_936_ = (_e2183 - _e2184);
                            l_mut_212_ = l_936_;
                            uint64_t _e2186 = l_mut_284_;
                            uint64_t l_937_ = (_e2186 - l_784_);
                            l_mut_212_ = l_937_;
                            uint64_t _e2188 = l_mut_301_;
                            l_mut_158_ = _e2188;
                            uint64_t _e2189 = l_mut_212_;
                            uint64_t _e2190 = l_mut_301_;
                            bool l_938_ = (_e2189 < _e2190);
                            if (l_938_) {
                                uint64_t _e2192 = l_mut_212_;
                                l_mut_158_ = _e2192;
                            }
                            l_mut_259_ = false;
                            l_mut_896_ = 0u;
                            uint64_t _e2195 = l_mut_394_;
                            bool l_939_ = (_e2195 == 0uL);
                            bool l_940_ = !(l_939_);
                            bool _e2199 = l_mut_259_;
                            if (_e2199) {
                                local_14 = l_940_;
                            } else {
                                local_14 = false;
                            }
                            bool l_941_ = local_14;
                            uint64_t _e2204 = l_mut_394_;
                            uint64_t _e2205 = l_mut_158_;
                            bool l_942_ = (_e2204 < _e2205);
                            if (l_941_) {
                                local_15 = l_942_;
                            } else {
                                local_15 = false;
                            }
                            bool l_943_ = local_15;
                            uint _e2211 = l_mut_258_;
                            uint _e2212 = l_mut_271_;
                            uint l_944_ = (_e2211 + _e2212);
                            bool l_945_ = (l_944_ < l_486_);
                            if (l_943_) {
                                local_16 = l_945_;
                            } else {
                                local_16 = false;
                            }
                            bool l_946_ = local_16;
                            if (l_946_) {
                                uint _e2219 = l_mut_258_;
                                uint l_947_ = (l_486_ - _e2219);
                                uint _e2221 = l_mut_271_;
                                uint l_948_ = (l_947_ - _e2221);
                                uint _e2223 = l_mut_258_;
                                uint l_949_ = naga_div(l_948_, _e2223);
                                uint64_t _e2225 = l_mut_158_;
                                uint64_t l_950_ = (_e2225 - 1uL);
                                uint64_t _e2228 = l_mut_394_;
                                uint64_t l_951_ = naga_div(l_950_, _e2228);
                                uint64_t l_952_ = uint64_t(l_949_);
                                bool l_953_ = (l_951_ < l_952_);
                                uint64_t l_954_ = uint64_t(l_949_);
                                uint64_t l_955_ = (l_953_ ? l_951_ : l_954_);
                                uint l_956_ = uint(l_955_);
                                l_mut_896_ = l_956_;
                            }
                            uint64_t _e2236 = l_mut_301_;
                            l_mut_212_ = _e2236;
                            uint64_t _e2237 = l_mut_394_;
                            l_mut_158_ = _e2237;
                            uint _e2238 = l_mut_258_;
                            l_mut_895_ = _e2238;
                            uint _e2239 = l_mut_271_;
                            l_mut_827_ = _e2239;
                            uint64_t _e2240 = l_mut_284_;
                            l_mut_127_ = _e2240;
                            l_mut_67_ = 0u;
                            uint _e2242 = l_mut_896_;
                            bool l_957_ = (_e2242 > 0u);
                            if (l_957_) {
                                uint _e2245 = l_mut_896_;
                                uint64_t l_958_ = uint64_t(_e2245);
                                uint64_t _e2247 = l_mut_394_;
                                uint64_t l_959_ = (_e2247 * l_958_);
                                uint64_t _e2249 = l_mut_284_;
                                uint64_t l_960_ = (_e2249 - l_959_);
                                l_mut_127_ = l_960_;
                                uint64_t _e2251 = l_mut_301_;
                                uint64_t l_961_ = (_e2251 - l_959_);
                                l_mut_212_ = l_961_;
                                uint _e2253 = l_mut_896_;
                                uint _e2254 = l_mut_258_;
                                uint l_962_ = (_e2253 * _e2254);
                                uint _e2256 = l_mut_271_;
                                uint l_963_ = (_e2256 + l_962_);
                                l_mut_827_ = l_963_;
                            } else {
                                uint64_t _e2258 = l_mut_284_;
                                uint64_t _e2259 = l_mut_394_;
                                uint64_t l_964_ = (_e2258 - _e2259);
                                l_mut_127_ = l_964_;
                                uint64_t _e2261 = l_mut_127_;
                                bool l_965_ = (_e2261 < l_784_);
                                if (l_965_) {
                                    l_mut_67_ = 2u;
                                }
                                uint _e2264 = l_mut_67_;
                                bool l_966_ = (_e2264 == 0u);
                                if (l_966_) {
                                    uint _e2267 = l_mut_258_;
                                    uint l_967_ = (l_486_ - _e2267);
                                    uint _e2269 = l_mut_271_;
                                    uint l_968_ = naga_div(l_967_, _e2269);
                                    l_mut_896_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2273 = l_mut_301_;
                                    bool l_969_ = (_e2273 == 0uL);
                                    if (l_969_) {
                                        l_mut_896_ = l_968_;
                                    } else {
                                        bool _e2276 = l_mut_259_;
                                        if (_e2276) {
                                            uint64_t _e2277 = l_mut_301_;
                                            uint64_t _e2278 = l_mut_394_;
                                            bool l_970_ = (_e2277 < _e2278);
                                            if (l_970_) {
                                                uint64_t _e2280 = l_mut_394_;
                                                uint64_t l_971_ = (_e2280 - 1uL);
                                                uint64_t _e2283 = l_mut_301_;
                                                uint64_t l_972_ = naga_div(l_971_, _e2283);
                                                uint64_t l_973_ = uint64_t(l_968_);
                                                bool l_974_ = (l_972_ < l_973_);
                                                uint64_t l_975_ = uint64_t(l_968_);
                                                uint64_t l_976_ = (l_974_ ? l_972_ : l_975_);
                                                uint l_977_ = uint(l_976_);
                                                l_mut_896_ = l_977_;
                                            }
                                        } else {
                                            uint64_t _e2291 = l_mut_394_;
                                            l_mut_105_ = _e2291;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2292 = l_mut_301_;
                                                uint64_t _e2293 = l_mut_105_;
                                                bool l_978_ = (_e2292 < _e2293);
                                                uint _e2295 = l_mut_896_;
                                                uint _e2296 = l_mut_271_;
                                                uint l_979_ = (_e2295 * _e2296);
                                                uint _e2298 = l_mut_258_;
                                                uint l_980_ = (_e2298 + l_979_);
                                                uint _e2300 = l_mut_271_;
                                                uint l_981_ = (l_980_ + _e2300);
                                                bool l_982_ = (l_981_ < l_486_);
                                                if (l_978_) {
                                                    local_17 = l_982_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_983_ = local_17;
                                                bool l_984_ = !(l_983_);
                                                if (l_984_) {
                                                    break;
                                                }
                                                uint64_t _e2308 = l_mut_105_;
                                                uint64_t _e2309 = l_mut_301_;
                                                uint64_t l_985_ = (_e2308 - _e2309);
                                                l_mut_105_ = l_985_;
                                                uint _e2311 = l_mut_896_;
                                                l_mut_896_ = (_e2311 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2314 = l_mut_896_;
                                    uint _e2315 = l_mut_271_;
                                    uint l_986_ = (_e2314 * _e2315);
                                    uint _e2317 = l_mut_258_;
                                    uint l_987_ = (_e2317 + l_986_);
                                    uint _e2319 = l_mut_271_;
                                    uint l_988_ = (l_987_ + _e2319);
                                    bool l_989_ = (l_988_ >= l_486_);
                                    if (l_989_) {
                                        l_mut_67_ = 1u;
                                    } else {
                                        uint _e2323 = l_mut_896_;
                                        uint64_t l_990_ = uint64_t(_e2323);
                                        uint64_t _e2325 = l_mut_301_;
                                        uint64_t l_991_ = (_e2325 * l_990_);
                                        uint64_t _e2327 = l_mut_394_;
                                        uint64_t l_992_ = (_e2327 - l_991_);
                                        l_mut_158_ = l_992_;
                                        uint _e2329 = l_mut_896_;
                                        uint _e2330 = l_mut_271_;
                                        uint l_993_ = (_e2329 * _e2330);
                                        uint _e2332 = l_mut_258_;
                                        uint l_994_ = (_e2332 + l_993_);
                                        l_mut_895_ = l_994_;
                                        uint64_t _e2334 = l_mut_301_;
                                        uint64_t _e2335 = l_mut_158_;
                                        uint64_t l_995_ = (_e2334 - _e2335);
                                        l_mut_212_ = l_995_;
                                        uint _e2337 = l_mut_271_;
                                        uint _e2338 = l_mut_895_;
                                        uint l_996_ = (_e2337 + _e2338);
                                        l_mut_827_ = l_996_;
                                    }
                                }
                            }
                            uint64_t _e2340 = l_mut_158_;
                            l_mut_394_ = _e2340;
                            uint64_t _e2341 = l_mut_212_;
                            l_mut_301_ = _e2341;
                            uint _e2342 = l_mut_827_;
                            l_mut_271_ = _e2342;
                            uint _e2343 = l_mut_895_;
                            l_mut_258_ = _e2343;
                            uint64_t _e2344 = l_mut_127_;
                            l_mut_284_ = _e2344;
                            uint _e2345 = l_mut_67_;
                            bool l_997_ = (_e2345 == 1u);
                            l_mut_355_ = l_997_;
                            uint _e2348 = l_mut_67_;
                            bool l_998_ = (_e2348 == 0u);
                            l_mut_350_ = l_998_;
                        }
                    }
                    bool _e2351 = l_mut_355_;
                    bool l_999_ = !(_e2351);
                    if (l_485_) {
                        local_18 = l_999_;
                    } else {
                        local_18 = false;
                    }
                    bool l_1000_ = local_18;
                    if (l_1000_) {
                        uint _e2358 = l_mut_483_;
                        uint l_1001_ = (1u << _e2358);
                        uint _e2360 = l_mut_375_;
                        l_mut_375_ = (_e2360 | l_1001_);
                        uint _e2362 = l_mut_374_;
                        l_mut_374_ = (_e2362 + 1u);
                        uint l_1002_ = (l_484_ + l_482_);
                        uint l_1003_ = min(l_1002_, l_74_);
                        l_mut_896_ = 0u;
                        l_mut_1004_ = l_484_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2619 = l_mut_1004_;
                                l_mut_1004_ = (_e2619 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2369 = l_mut_1004_;
                            if ((_e2369 < l_1003_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2371 = l_mut_1004_;
                                uint64_t l_1005_ = uint64_t(_e2371);
                                uint64_t l_1006_ = (l_84_ * l_1005_);
                                uint64_t l_1007_ = (l_93_ + l_1006_);
                                l_mut_394_ = 0uL;
                                uint _e2376 = l_mut_1004_;
                                bool l_1009_ = (_e2376 < 65536u);
                                if (l_1009_) {
                                    uint _e2379 = l_mut_1004_;
                                    uint _e2380 = l_mut_1004_;
                                    uint l_1010_ = (_e2379 * _e2380);
                                    uint64_t l_1011_ = (l_102_ >> uint(63uL));
                                    bool l_1012_ = (l_1011_ == 1uL);
                                    l_mut_301_ = l_102_;
                                    if (l_1012_) {
                                        uint64_t l_1014_ = (0uL - l_102_);
                                        l_mut_301_ = l_1014_;
                                    }
                                    uint64_t l_1015_ = uint64_t(l_1010_);
                                    uint64_t _e2391 = l_mut_301_;
                                    uint64_t l_1016_ = (_e2391 & 4294967295uL);
                                    uint64_t l_1017_ = (l_1016_ * l_1015_);
                                    uint64_t _e2395 = l_mut_301_;
                                    uint64_t l_1018_ = (_e2395 >> uint(32uL));
                                    uint64_t l_1019_ = (l_1018_ * l_1015_);
                                    uint64_t l_1020_ = (l_1019_ << uint(32uL));
                                    uint64_t l_1021_ = (l_1017_ + l_1020_);
                                    uint64_t l_1022_ = (l_1019_ >> uint(32uL));
                                    bool l_1023_ = (l_1021_ < l_1017_);
                                    uint64_t l_1024_ = uint64_t(l_1023_);
                                    uint64_t l_1025_ = (l_1022_ + l_1024_);
                                    l_mut_301_ = l_1021_;
                                    bool l_1026_ = (l_24_ == 64u);
                                    if (l_1026_) {
                                        l_mut_301_ = l_1025_;
                                    } else {
                                        bool l_1027_ = (l_24_ > 0u);
                                        if (l_1027_) {
                                            uint l_1028_ = (64u - l_24_);
                                            uint64_t l_1029_ = uint64_t(l_1028_);
                                            uint64_t l_1030_ = (l_1025_ << uint(l_1029_));
                                            uint64_t l_1031_ = uint64_t(l_24_);
                                            uint64_t l_1032_ = (l_1021_ >> uint(l_1031_));
                                            uint64_t l_1033_ = (l_1030_ | l_1032_);
                                            l_mut_301_ = l_1033_;
                                        }
                                    }
                                    uint64_t _e2428 = l_mut_301_;
                                    l_mut_284_ = _e2428;
                                    if (l_1012_) {
                                        uint64_t _e2430 = l_mut_284_;
                                        uint64_t l_1035_ = (0uL - _e2430);
                                        l_mut_284_ = l_1035_;
                                    }
                                    uint64_t _e2432 = l_mut_284_;
                                    l_mut_394_ = _e2432;
                                } else {
                                    uint64_t l_1036_ = (l_102_ >> uint(63uL));
                                    bool l_1037_ = (l_1036_ == 1uL);
                                    l_mut_301_ = l_102_;
                                    if (l_1037_) {
                                        uint64_t l_1039_ = (0uL - l_102_);
                                        l_mut_301_ = l_1039_;
                                    }
                                    uint _e2441 = l_mut_1004_;
                                    uint64_t l_1040_ = uint64_t(_e2441);
                                    uint64_t _e2443 = l_mut_301_;
                                    uint64_t l_1041_ = (_e2443 & 4294967295uL);
                                    uint64_t l_1042_ = (l_1041_ * l_1040_);
                                    uint64_t _e2447 = l_mut_301_;
                                    uint64_t l_1043_ = (_e2447 >> uint(32uL));
                                    uint64_t l_1044_ = (l_1043_ * l_1040_);
                                    uint64_t l_1045_ = (l_1044_ << uint(32uL));
                                    uint64_t l_1046_ = (l_1042_ + l_1045_);
                                    uint64_t l_1047_ = (l_1044_ >> uint(32uL));
                                    bool l_1048_ = (l_1046_ < l_1042_);
                                    uint64_t l_1049_ = uint64_t(l_1048_);
                                    uint64_t l_1050_ = (l_1047_ + l_1049_);
                                    l_mut_284_ = l_1046_;
                                    if (false) {
                                        l_mut_284_ = l_1050_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1054_ = (l_1050_ << uint(64uL));
                                            uint64_t l_1056_ = (l_1046_ >> uint(0uL));
                                            uint64_t l_1057_ = (l_1054_ | l_1056_);
                                            l_mut_284_ = l_1057_;
                                        }
                                    }
                                    uint _e2476 = l_mut_1004_;
                                    uint64_t l_1058_ = uint64_t(_e2476);
                                    uint64_t _e2478 = l_mut_301_;
                                    uint64_t l_1059_ = (_e2478 & 4294967295uL);
                                    uint64_t l_1060_ = (l_1059_ * l_1058_);
                                    uint64_t _e2482 = l_mut_301_;
                                    uint64_t l_1061_ = (_e2482 >> uint(32uL));
                                    uint64_t l_1062_ = (l_1061_ * l_1058_);
                                    uint64_t l_1063_ = (l_1062_ << uint(32uL));
                                    uint64_t l_1064_ = (l_1060_ + l_1063_);
                                    uint64_t l_1065_ = (l_1062_ >> uint(32uL));
                                    bool l_1066_ = (l_1064_ < l_1060_);
                                    uint64_t l_1067_ = uint64_t(l_1066_);
                                    uint64_t l_1068_ = (l_1065_ + l_1067_);
                                    l_mut_301_ = l_1064_;
                                    if (true) {
                                        l_mut_301_ = l_1068_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1072_ = (l_1068_ << uint(0uL));
                                            uint64_t l_1074_ = (l_1064_ >> uint(64uL));
                                            uint64_t l_1075_ = (l_1072_ | l_1074_);
                                            l_mut_301_ = l_1075_;
                                        }
                                    }
                                    uint _e2511 = l_mut_1004_;
                                    uint64_t l_1076_ = uint64_t(_e2511);
                                    uint64_t _e2513 = l_mut_284_;
                                    uint64_t l_1077_ = (_e2513 & 4294967295uL);
                                    uint64_t l_1078_ = (l_1077_ * l_1076_);
                                    uint64_t _e2517 = l_mut_284_;
                                    uint64_t l_1079_ = (_e2517 >> uint(32uL));
                                    uint64_t l_1080_ = (l_1079_ * l_1076_);
                                    uint64_t l_1081_ = (l_1080_ << uint(32uL));
                                    uint64_t l_1082_ = (l_1078_ + l_1081_);
                                    uint64_t l_1083_ = (l_1080_ >> uint(32uL));
                                    bool l_1084_ = (l_1082_ < l_1078_);
                                    uint64_t l_1085_ = uint64_t(l_1084_);
                                    uint64_t l_1086_ = (l_1083_ + l_1085_);
                                    l_mut_212_ = l_1082_;
                                    if (false) {
                                        l_mut_212_ = l_1086_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1090_ = (l_1086_ << uint(64uL));
                                            uint64_t l_1092_ = (l_1082_ >> uint(0uL));
                                            uint64_t l_1093_ = (l_1090_ | l_1092_);
                                            l_mut_212_ = l_1093_;
                                        }
                                    }
                                    uint _e2546 = l_mut_1004_;
                                    uint64_t l_1094_ = uint64_t(_e2546);
                                    uint64_t _e2548 = l_mut_284_;
                                    uint64_t l_1095_ = (_e2548 & 4294967295uL);
                                    uint64_t l_1096_ = (l_1095_ * l_1094_);
                                    uint64_t _e2552 = l_mut_284_;
                                    uint64_t l_1097_ = (_e2552 >> uint(32uL));
                                    uint64_t l_1098_ = (l_1097_ * l_1094_);
                                    uint64_t l_1099_ = (l_1098_ << uint(32uL));
                                    uint64_t l_1100_ = (l_1096_ + l_1099_);
                                    uint64_t l_1101_ = (l_1098_ >> uint(32uL));
                                    bool l_1102_ = (l_1100_ < l_1096_);
                                    uint64_t l_1103_ = uint64_t(l_1102_);
                                    uint64_t l_1104_ = (l_1101_ + l_1103_);
                                    l_mut_284_ = l_1100_;
                                    if (true) {
                                        l_mut_284_ = l_1104_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1108_ = (l_1104_ << uint(0uL));
                                            uint64_t l_1110_ = (l_1100_ >> uint(64uL));
                                            uint64_t l_1111_ = (l_1108_ | l_1110_);
                                            l_mut_284_ = l_1111_;
                                        }
                                    }
                                    uint _e2581 = l_mut_1004_;
                                    uint64_t l_1112_ = uint64_t(_e2581);
                                    uint64_t _e2583 = l_mut_301_;
                                    uint64_t l_1113_ = (_e2583 * l_1112_);
                                    uint64_t _e2585 = l_mut_284_;
                                    uint64_t l_1114_ = (_e2585 + l_1113_);
                                    uint64_t _e2587 = l_mut_212_;
                                    l_mut_394_ = _e2587;
                                    bool l_1115_ = (l_24_ == 64u);
                                    if (l_1115_) {
                                        l_mut_394_ = l_1114_;
                                    } else {
                                        bool l_1116_ = (l_24_ > 0u);
                                        if (l_1116_) {
                                            uint l_1117_ = (64u - l_24_);
                                            uint64_t l_1118_ = uint64_t(l_1117_);
                                            uint64_t l_1119_ = (l_1114_ << uint(l_1118_));
                                            uint64_t l_1120_ = uint64_t(l_24_);
                                            uint64_t _e2599 = l_mut_212_;
                                            uint64_t l_1121_ = (_e2599 >> uint(l_1120_));
                                            uint64_t l_1122_ = (l_1119_ + l_1121_);
                                            l_mut_394_ = l_1122_;
                                        }
                                    }
                                    if (l_1037_) {
                                        uint64_t _e2605 = l_mut_394_;
                                        uint64_t l_1124_ = (0uL - _e2605);
                                        l_mut_394_ = l_1124_;
                                    }
                                }
                                uint64_t _e2607 = l_mut_394_;
                                uint64_t l_1125_ = (l_1007_ + _e2607);
                                uint64_t l_1127_ = (0uL - l_1125_);
                                l_mut_394_ = l_1127_;
                                uint64_t _e2611 = l_mut_394_;
                                bool l_1128_ = (l_1125_ < _e2611);
                                if (l_1128_) {
                                    l_mut_394_ = l_1125_;
                                }
                                uint64_t _e2613 = l_mut_394_;
                                bool l_1129_ = (_e2613 < l_51_);
                                uint l_1130_ = uint(l_1129_);
                                uint _e2616 = l_mut_896_;
                                l_mut_896_ = (_e2616 + l_1130_);
                            }
                        }
                        uint _e2621 = l_mut_304_;
                        uint _e2622 = l_mut_896_;
                        l_mut_304_ = (_e2621 + _e2622);
                    }
                }
            }
            uint _e2627 = l_mut_374_;
            bool l_1131_ = (_e2627 > 0u);
            if (l_1131_) {
                uint l_1411_ = asuint(info.Load(20+0));
                uint l_1412_ = (l_1411_ * 1u);
                uint l_1413_ = (l_1412_ - 1u);
                uint l_1414_ = min(1u, l_1413_);
                uint _e2642 = l_mut_374_;
                uint _e2643; buffer_5_global.InterlockedAdd(l_1414_*4, _e2642, _e2643);
            }
            uint _e2644 = l_mut_304_;
            bool l_1134_ = (_e2644 > 0u);
            if (l_1134_) {
                uint l_1416_ = asuint(info.Load(20+0));
                uint l_1417_ = (l_1416_ * 1u);
                uint l_1418_ = (l_1417_ - 1u);
                uint l_1419_ = min(2u, l_1418_);
                uint _e2659 = l_mut_304_;
                uint _e2660; buffer_5_global.InterlockedAdd(l_1419_*4, _e2659, _e2660);
                l_mut_896_ = _e2660;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2964 = l_mut_1137_;
                        l_mut_1137_ = (_e2964 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2663 = l_mut_1137_;
                    if ((_e2663 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2666 = l_mut_375_;
                        uint _e2667 = l_mut_1137_;
                        uint l_1138_ = (_e2666 >> _e2667);
                        uint l_1139_ = (l_1138_ & 1u);
                        bool l_1140_ = (l_1139_ == 1u);
                        if (l_1140_) {
                            uint _e2673 = l_mut_1137_;
                            uint l_1141_ = (_e2673 * l_482_);
                            uint l_1142_ = (l_1141_ + l_482_);
                            uint l_1143_ = min(l_1142_, l_74_);
                            uint _e2677 = l_mut_896_;
                            l_mut_895_ = _e2677;
                            l_mut_1144_ = l_1141_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2960 = l_mut_1144_;
                                    l_mut_1144_ = (_e2960 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2679 = l_mut_1144_;
                                if ((_e2679 < l_1143_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2681 = l_mut_1144_;
                                    uint64_t l_1145_ = uint64_t(_e2681);
                                    uint64_t l_1146_ = (l_84_ * l_1145_);
                                    uint64_t l_1147_ = (l_93_ + l_1146_);
                                    l_mut_394_ = 0uL;
                                    uint _e2686 = l_mut_1144_;
                                    bool l_1149_ = (_e2686 < 65536u);
                                    if (l_1149_) {
                                        uint _e2689 = l_mut_1144_;
                                        uint _e2690 = l_mut_1144_;
                                        uint l_1150_ = (_e2689 * _e2690);
                                        uint64_t l_1151_ = (l_102_ >> uint(63uL));
                                        bool l_1152_ = (l_1151_ == 1uL);
                                        l_mut_301_ = l_102_;
                                        if (l_1152_) {
                                            uint64_t l_1154_ = (0uL - l_102_);
                                            l_mut_301_ = l_1154_;
                                        }
                                        uint64_t l_1155_ = uint64_t(l_1150_);
                                        uint64_t _e2701 = l_mut_301_;
                                        uint64_t l_1156_ = (_e2701 & 4294967295uL);
                                        uint64_t l_1157_ = (l_1156_ * l_1155_);
                                        uint64_t _e2705 = l_mut_301_;
                                        uint64_t l_1158_ = (_e2705 >> uint(32uL));
                                        uint64_t l_1159_ = (l_1158_ * l_1155_);
                                        uint64_t l_1160_ = (l_1159_ << uint(32uL));
                                        uint64_t l_1161_ = (l_1157_ + l_1160_);
                                        uint64_t l_1162_ = (l_1159_ >> uint(32uL));
                                        bool l_1163_ = (l_1161_ < l_1157_);
                                        uint64_t l_1164_ = uint64_t(l_1163_);
                                        uint64_t l_1165_ = (l_1162_ + l_1164_);
                                        l_mut_301_ = l_1161_;
                                        bool l_1166_ = (l_24_ == 64u);
                                        if (l_1166_) {
                                            l_mut_301_ = l_1165_;
                                        } else {
                                            bool l_1167_ = (l_24_ > 0u);
                                            if (l_1167_) {
                                                uint l_1168_ = (64u - l_24_);
                                                uint64_t l_1169_ = uint64_t(l_1168_);
                                                uint64_t l_1170_ = (l_1165_ << uint(l_1169_));
                                                uint64_t l_1171_ = uint64_t(l_24_);
                                                uint64_t l_1172_ = (l_1161_ >> uint(l_1171_));
                                                uint64_t l_1173_ = (l_1170_ | l_1172_);
                                                l_mut_301_ = l_1173_;
                                            }
                                        }
                                        uint64_t _e2738 = l_mut_301_;
                                        l_mut_284_ = _e2738;
                                        if (l_1152_) {
                                            uint64_t _e2740 = l_mut_284_;
                                            uint64_t l_1175_ = (0uL - _e2740);
                                            l_mut_284_ = l_1175_;
                                        }
                                        uint64_t _e2742 = l_mut_284_;
                                        l_mut_394_ = _e2742;
                                    } else {
                                        uint64_t l_1176_ = (l_102_ >> uint(63uL));
                                        bool l_1177_ = (l_1176_ == 1uL);
                                        l_mut_301_ = l_102_;
                                        if (l_1177_) {
                                            uint64_t l_1179_ = (0uL - l_102_);
                                            l_mut_301_ = l_1179_;
                                        }
                                        uint _e2751 = l_mut_1144_;
                                        uint64_t l_1180_ = uint64_t(_e2751);
                                        uint64_t _e2753 = l_mut_301_;
                                        uint64_t l_1181_ = (_e2753 & 4294967295uL);
                                        uint64_t l_1182_ = (l_1181_ * l_1180_);
                                        uint64_t _e2757 = l_mut_301_;
                                        uint64_t l_1183_ = (_e2757 >> uint(32uL));
                                        uint64_t l_1184_ = (l_1183_ * l_1180_);
                                        uint64_t l_1185_ = (l_1184_ << uint(32uL));
                                        uint64_t l_1186_ = (l_1182_ + l_1185_);
                                        uint64_t l_1187_ = (l_1184_ >> uint(32uL));
                                        bool l_1188_ = (l_1186_ < l_1182_);
                                        uint64_t l_1189_ = uint64_t(l_1188_);
                                        uint64_t l_1190_ = (l_1187_ + l_1189_);
                                        l_mut_284_ = l_1186_;
                                        if (false) {
                                            l_mut_284_ = l_1190_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1194_ = (l_1190_ << uint(64uL));
                                                uint64_t l_1196_ = (l_1186_ >> uint(0uL));
                                                uint64_t l_1197_ = (l_1194_ | l_1196_);
                                                l_mut_284_ = l_1197_;
                                            }
                                        }
                                        uint _e2786 = l_mut_1144_;
                                        uint64_t l_1198_ = uint64_t(_e2786);
                                        uint64_t _e2788 = l_mut_301_;
                                        uint64_t l_1199_ = (_e2788 & 4294967295uL);
                                        uint64_t l_1200_ = (l_1199_ * l_1198_);
                                        uint64_t _e2792 = l_mut_301_;
                                        uint64_t l_1201_ = (_e2792 >> uint(32uL));
                                        uint64_t l_1202_ = (l_1201_ * l_1198_);
                                        uint64_t l_1203_ = (l_1202_ << uint(32uL));
                                        uint64_t l_1204_ = (l_1200_ + l_1203_);
                                        uint64_t l_1205_ = (l_1202_ >> uint(32uL));
                                        bool l_1206_ = (l_1204_ < l_1200_);
                                        uint64_t l_1207_ = uint64_t(l_1206_);
                                        uint64_t l_1208_ = (l_1205_ + l_1207_);
                                        l_mut_301_ = l_1204_;
                                        if (true) {
                                            l_mut_301_ = l_1208_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1212_ = (l_1208_ << uint(0uL));
                                                uint64_t l_1214_ = (l_1204_ >> uint(64uL));
                                                uint64_t l_1215_ = (l_1212_ | l_1214_);
                                                l_mut_301_ = l_1215_;
                                            }
                                        }
                                        uint _e2821 = l_mut_1144_;
                                        uint64_t l_1216_ = uint64_t(_e2821);
                                        uint64_t _e2823 = l_mut_284_;
                                        uint64_t l_1217_ = (_e2823 & 4294967295uL);
                                        uint64_t l_1218_ = (l_1217_ * l_1216_);
                                        uint64_t _e2827 = l_mut_284_;
                                        uint64_t l_1219_ = (_e2827 >> uint(32uL));
                                        uint64_t l_1220_ = (l_1219_ * l_1216_);
                                        uint64_t l_1221_ = (l_1220_ << uint(32uL));
                                        uint64_t l_1222_ = (l_1218_ + l_1221_);
                                        uint64_t l_1223_ = (l_1220_ >> uint(32uL));
                                        bool l_1224_ = (l_1222_ < l_1218_);
                                        uint64_t l_1225_ = uint64_t(l_1224_);
                                        uint64_t l_1226_ = (l_1223_ + l_1225_);
                                        l_mut_212_ = l_1222_;
                                        if (false) {
                                            l_mut_212_ = l_1226_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1230_ = (l_1226_ << uint(64uL));
                                                uint64_t l_1232_ = (l_1222_ >> uint(0uL));
                                                uint64_t l_1233_ = (l_1230_ | l_1232_);
                                                l_mut_212_ = l_1233_;
                                            }
                                        }
                                        uint _e2856 = l_mut_1144_;
                                        uint64_t l_1234_ = uint64_t(_e2856);
                                        uint64_t _e2858 = l_mut_284_;
                                        uint64_t l_1235_ = (_e2858 & 4294967295uL);
                                        uint64_t l_1236_ = (l_1235_ * l_1234_);
                                        uint64_t _e2862 = l_mut_284_;
                                        uint64_t l_1237_ = (_e2862 >> uint(32uL));
                                        uint64_t l_1238_ = (l_1237_ * l_1234_);
                                        uint64_t l_1239_ = (l_1238_ << uint(32uL));
                                        uint64_t l_1240_ = (l_1236_ + l_1239_);
                                        uint64_t l_1241_ = (l_1238_ >> uint(32uL));
                                        bool l_1242_ = (l_1240_ < l_1236_);
                                        uint64_t l_1243_ = uint64_t(l_1242_);
                                        uint64_t l_1244_ = (l_1241_ + l_1243_);
                                        l_mut_284_ = l_1240_;
                                        if (true) {
                                            l_mut_284_ = l_1244_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1248_ = (l_1244_ << uint(0uL));
                                                uint64_t l_1250_ = (l_1240_ >> uint(64uL));
                                                uint64_t l_1251_ = (l_1248_ | l_1250_);
                                                l_mut_284_ = l_1251_;
                                            }
                                        }
                                        uint _e2891 = l_mut_1144_;
                                        uint64_t l_1252_ = uint64_t(_e2891);
                                        uint64_t _e2893 = l_mut_301_;
                                        uint64_t l_1253_ = (_e2893 * l_1252_);
                                        uint64_t _e2895 = l_mut_284_;
                                        uint64_t l_1254_ = (_e2895 + l_1253_);
                                        uint64_t _e2897 = l_mut_212_;
                                        l_mut_394_ = _e2897;
                                        bool l_1255_ = (l_24_ == 64u);
                                        if (l_1255_) {
                                            l_mut_394_ = l_1254_;
                                        } else {
                                            bool l_1256_ = (l_24_ > 0u);
                                            if (l_1256_) {
                                                uint l_1257_ = (64u - l_24_);
                                                uint64_t l_1258_ = uint64_t(l_1257_);
                                                uint64_t l_1259_ = (l_1254_ << uint(l_1258_));
                                                uint64_t l_1260_ = uint64_t(l_24_);
                                                uint64_t _e2909 = l_mut_212_;
                                                uint64_t l_1261_ = (_e2909 >> uint(l_1260_));
                                                uint64_t l_1262_ = (l_1259_ + l_1261_);
                                                l_mut_394_ = l_1262_;
                                            }
                                        }
                                        if (l_1177_) {
                                            uint64_t _e2915 = l_mut_394_;
                                            uint64_t l_1264_ = (0uL - _e2915);
                                            l_mut_394_ = l_1264_;
                                        }
                                    }
                                    uint64_t _e2917 = l_mut_394_;
                                    uint64_t l_1265_ = (l_1147_ + _e2917);
                                    uint64_t l_1267_ = (0uL - l_1265_);
                                    l_mut_394_ = l_1267_;
                                    uint64_t _e2921 = l_mut_394_;
                                    bool l_1268_ = (l_1265_ < _e2921);
                                    if (l_1268_) {
                                        l_mut_394_ = l_1265_;
                                    }
                                    uint64_t _e2923 = l_mut_394_;
                                    bool l_1269_ = (_e2923 < l_51_);
                                    if (l_1269_) {
                                        uint _e2925 = l_mut_895_;
                                        uint l_1270_ = (_e2925 * 2u);
                                        uint l_1271_ = (l_1270_ + 1u);
                                        uint l_1272_ = asuint(info.Load(40+0));
                                        bool l_1273_ = (l_1271_ < l_1272_);
                                        if (l_1273_) {
                                            uint l_1421_ = asuint(info.Load(16+0));
                                            uint l_1422_ = (l_1421_ * 1u);
                                            bool l_1423_ = (l_1270_ < l_1422_);
                                            if (l_1423_) {
                                                buffer_4_global.Store(l_1270_*4, asuint(id));
                                            }
                                            uint l_1274_ = (l_1270_ + 1u);
                                            uint l_1424_ = asuint(info.Load(16+0));
                                            uint l_1425_ = (l_1424_ * 1u);
                                            bool l_1426_ = (l_1274_ < l_1425_);
                                            if (l_1426_) {
                                                uint _e2955 = l_mut_1144_;
                                                buffer_4_global.Store(l_1274_*4, asuint(_e2955));
                                            }
                                        }
                                        uint _e2956 = l_mut_895_;
                                        l_mut_895_ = (_e2956 + 1u);
                                    }
                                }
                            }
                            uint _e2962 = l_mut_895_;
                            l_mut_896_ = _e2962;
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
