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
    uint l_mut_67_ = (uint)0;
    uint l_mut_787_ = (uint)0;
    uint l_mut_798_ = (uint)0;
    uint l_mut_829_ = (uint)0;
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
    uint l_mut_1007_ = (uint)0;
    uint l_mut_1140_ = 0u;
    uint l_mut_1147_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1362_ = asuint(info.Load(20+0));
        uint l_1363_ = (l_1362_ * 1u);
        uint l_1364_ = (l_1363_ - 1u);
        uint l_1365_ = min(3u, l_1364_);
        uint _e57; buffer_5_global.InterlockedAdd(l_1365_*4, 1u, _e57);
    }
    uint l_1278_ = asuint(info.Load(12+0));
    uint l_1279_ = (l_1278_ * 1u);
    bool l_1280_ = (0u < l_1279_);
    uint l_1281_ = (l_1279_ - 1u);
    uint l_1282_ = min(0u, l_1281_);
    uint l_1283_ = asuint(buffer_3_global.Load(l_1282_*4));
    uint l_4_ = (l_1280_ ? l_1283_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1285_ = asuint(info.Load(12+0));
    uint l_1286_ = (l_1285_ * 1u);
    bool l_1287_ = (l_7_ < l_1286_);
    uint l_1288_ = (l_1286_ - 1u);
    uint l_1289_ = min(l_7_, l_1288_);
    uint l_1290_ = asuint(buffer_3_global.Load(l_1289_*4));
    uint l_8_ = (l_1287_ ? l_1290_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1292_ = asuint(info.Load(12+0));
    uint l_1293_ = (l_1292_ * 1u);
    bool l_1294_ = (2u < l_1293_);
    uint l_1295_ = (l_1293_ - 1u);
    uint l_1296_ = min(2u, l_1295_);
    uint l_1297_ = asuint(buffer_3_global.Load(l_1296_*4));
    uint l_15_ = (l_1294_ ? l_1297_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1299_ = asuint(info.Load(12+0));
    uint l_1300_ = (l_1299_ * 1u);
    bool l_1301_ = (l_18_ < l_1300_);
    uint l_1302_ = (l_1300_ - 1u);
    uint l_1303_ = min(l_18_, l_1302_);
    uint l_1304_ = asuint(buffer_3_global.Load(l_1303_*4));
    uint l_19_ = (l_1301_ ? l_1304_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1306_ = asuint(info.Load(12+0));
    uint l_1307_ = (l_1306_ * 1u);
    bool l_1308_ = (4u < l_1307_);
    uint l_1309_ = (l_1307_ - 1u);
    uint l_1310_ = min(4u, l_1309_);
    uint l_1311_ = asuint(buffer_3_global.Load(l_1310_*4));
    uint l_26_ = (l_1308_ ? l_1311_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1313_ = asuint(info.Load(12+0));
    uint l_1314_ = (l_1313_ * 1u);
    bool l_1315_ = (l_29_ < l_1314_);
    uint l_1316_ = (l_1314_ - 1u);
    uint l_1317_ = min(l_29_, l_1316_);
    uint l_1318_ = asuint(buffer_3_global.Load(l_1317_*4));
    uint l_30_ = (l_1315_ ? l_1318_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1320_ = asuint(info.Load(12+0));
    uint l_1321_ = (l_1320_ * 1u);
    bool l_1322_ = (6u < l_1321_);
    uint l_1323_ = (l_1321_ - 1u);
    uint l_1324_ = min(6u, l_1323_);
    uint l_1325_ = asuint(buffer_3_global.Load(l_1324_*4));
    uint l_35_ = (l_1322_ ? l_1325_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1327_ = asuint(info.Load(12+0));
    uint l_1328_ = (l_1327_ * 1u);
    bool l_1329_ = (l_38_ < l_1328_);
    uint l_1330_ = (l_1328_ - 1u);
    uint l_1331_ = min(l_38_, l_1330_);
    uint l_1332_ = asuint(buffer_3_global.Load(l_1331_*4));
    uint l_39_ = (l_1329_ ? l_1332_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1334_ = asuint(info.Load(12+0));
    uint l_1335_ = (l_1334_ * 1u);
    bool l_1336_ = (8u < l_1335_);
    uint l_1337_ = (l_1335_ - 1u);
    uint l_1338_ = min(8u, l_1337_);
    uint l_1339_ = asuint(buffer_3_global.Load(l_1338_*4));
    uint l_44_ = (l_1336_ ? l_1339_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1341_ = asuint(info.Load(12+0));
    uint l_1342_ = (l_1341_ * 1u);
    bool l_1343_ = (l_47_ < l_1342_);
    uint l_1344_ = (l_1342_ - 1u);
    uint l_1345_ = min(l_47_, l_1344_);
    uint l_1346_ = asuint(buffer_3_global.Load(l_1345_*4));
    uint l_48_ = (l_1343_ ? l_1346_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1348_ = asuint(info.Load(12+0));
    uint l_1349_ = (l_1348_ * 1u);
    bool l_1350_ = (10u < l_1349_);
    uint l_1351_ = (l_1349_ - 1u);
    uint l_1352_ = min(10u, l_1351_);
    uint l_1353_ = asuint(buffer_3_global.Load(l_1352_*4));
    uint l_53_ = (l_1350_ ? l_1353_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1355_ = asuint(info.Load(12+0));
    uint l_1356_ = (l_1355_ * 1u);
    bool l_1357_ = (l_56_ < l_1356_);
    uint l_1358_ = (l_1356_ - 1u);
    uint l_1359_ = min(l_56_, l_1358_);
    uint l_1360_ = asuint(buffer_3_global.Load(l_1359_*4));
    uint l_57_ = (l_1357_ ? l_1360_ : 0u);
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
    uint _e332 = l_mut_67_;
    uint l_74_ = (l_63_ ? _e332 : 0u);
    bool l_75_ = (l_74_ > 0u);
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_1367_ = asuint(info.Load(0+0));
        uint l_1368_ = (l_1367_ * 1u);
        bool l_1369_ = (l_76_ < l_1368_);
        uint l_1370_ = (l_1368_ - 1u);
        uint l_1371_ = min(l_76_, l_1370_);
        uint l_1372_ = asuint(buffer_0_global.Load(l_1371_*4));
        uint l_77_ = (l_1369_ ? l_1372_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1374_ = asuint(info.Load(0+0));
        uint l_1375_ = (l_1374_ * 1u);
        bool l_1376_ = (l_80_ < l_1375_);
        uint l_1377_ = (l_1375_ - 1u);
        uint l_1378_ = min(l_80_, l_1377_);
        uint l_1379_ = asuint(buffer_0_global.Load(l_1378_*4));
        uint l_81_ = (l_1376_ ? l_1379_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1381_ = asuint(info.Load(4+0));
        uint l_1382_ = (l_1381_ * 1u);
        bool l_1383_ = (l_85_ < l_1382_);
        uint l_1384_ = (l_1382_ - 1u);
        uint l_1385_ = min(l_85_, l_1384_);
        uint l_1386_ = asuint(buffer_1_global.Load(l_1385_*4));
        uint l_86_ = (l_1383_ ? l_1386_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1388_ = asuint(info.Load(4+0));
        uint l_1389_ = (l_1388_ * 1u);
        bool l_1390_ = (l_89_ < l_1389_);
        uint l_1391_ = (l_1389_ - 1u);
        uint l_1392_ = min(l_89_, l_1391_);
        uint l_1393_ = asuint(buffer_1_global.Load(l_1392_*4));
        uint l_90_ = (l_1390_ ? l_1393_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1395_ = asuint(info.Load(8+0));
        uint l_1396_ = (l_1395_ * 1u);
        bool l_1397_ = (l_94_ < l_1396_);
        uint l_1398_ = (l_1396_ - 1u);
        uint l_1399_ = min(l_94_, l_1398_);
        uint l_1400_ = asuint(buffer_2_global.Load(l_1399_*4));
        uint l_95_ = (l_1397_ ? l_1400_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1402_ = asuint(info.Load(8+0));
        uint l_1403_ = (l_1402_ * 1u);
        bool l_1404_ = (l_98_ < l_1403_);
        uint l_1405_ = (l_1403_ - 1u);
        uint l_1406_ = min(l_98_, l_1405_);
        uint l_1407_ = asuint(buffer_2_global.Load(l_1406_*4));
        uint l_99_ = (l_1404_ ? l_1407_ : 0u);
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
        uint64_t _e474 = l_mut_105_;
        uint64_t l_109_ = (_e474 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e478 = l_mut_105_;
        uint64_t l_111_ = (_e478 >> uint(32uL));
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
        uint64_t _e511 = l_mut_105_;
        l_mut_127_ = _e511;
        if (l_104_) {
            uint64_t _e513 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e513);
            l_mut_127_ = l_129_;
        }
        uint64_t _e515 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e515);
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
            uint64_t _e532 = l_mut_105_;
            uint64_t l_140_ = (_e532 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e536 = l_mut_105_;
            uint64_t l_142_ = (_e536 >> uint(32uL));
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
            uint64_t _e569 = l_mut_105_;
            l_mut_158_ = _e569;
            if (l_136_) {
                uint64_t _e571 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e571);
                l_mut_158_ = l_160_;
            }
            uint64_t _e573 = l_mut_158_;
            l_mut_127_ = _e573;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e583 = l_mut_158_;
            uint64_t l_166_ = (_e583 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e587 = l_mut_158_;
            uint64_t l_168_ = (_e587 >> uint(32uL));
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
            uint64_t _e617 = l_mut_158_;
            uint64_t l_184_ = (_e617 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e621 = l_mut_158_;
            uint64_t l_186_ = (_e621 >> uint(32uL));
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
            uint64_t _e651 = l_mut_105_;
            uint64_t l_202_ = (_e651 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e655 = l_mut_105_;
            uint64_t l_204_ = (_e655 >> uint(32uL));
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
            uint64_t _e685 = l_mut_105_;
            uint64_t l_221_ = (_e685 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e689 = l_mut_105_;
            uint64_t l_223_ = (_e689 >> uint(32uL));
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
            uint64_t _e719 = l_mut_158_;
            uint64_t l_239_ = (_e719 * l_238_);
            uint64_t _e721 = l_mut_105_;
            uint64_t l_240_ = (_e721 + l_239_);
            uint64_t _e723 = l_mut_212_;
            l_mut_127_ = _e723;
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
                    uint64_t _e735 = l_mut_212_;
                    uint64_t l_247_ = (_e735 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e741 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e741);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e743 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e743);
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
        uint64_t _e754 = l_mut_127_;
        bool l_260_ = (_e754 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e759 = l_mut_262_;
            l_mut_259_ = _e759;
            l_mut_262_ = false;
        }
        bool _e761 = l_mut_262_;
        if (_e761) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e773 = l_mut_105_;
            uint64_t l_270_ = (_e773 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e779 = l_mut_105_;
            uint64_t l_274_ = (_e779 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e783 = l_mut_105_;
            uint64_t l_276_ = (_e783 >> uint(32uL));
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
            uint64_t _e812 = l_mut_284_;
            bool l_292_ = (_e812 == 0uL);
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
                        uint64_t _e828 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e828);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e832 = l_mut_105_;
                            bool l_305_ = (_e832 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e836 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e836);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e844 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e844);
                            uint64_t _e846 = l_mut_105_;
                            uint64_t l_314_ = (_e846 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e849 = l_mut_301_;
                            uint64_t _e850 = l_mut_105_;
                            bool l_316_ = (_e849 < _e850);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e853 = l_mut_301_;
                                uint64_t _e854 = l_mut_105_;
                                uint64_t l_318_ = (_e853 - _e854);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e856 = l_mut_105_;
                        uint64_t _e857 = l_mut_301_;
                        uint64_t l_319_ = (_e856 - _e857);
                        l_mut_301_ = l_319_;
                        uint64_t _e859 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e859);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e862 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e862);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e864 = l_mut_301_;
                        uint64_t _e865 = l_mut_284_;
                        bool l_323_ = (_e864 < _e865);
                        if (l_323_) {
                            uint64_t _e867 = l_mut_301_;
                            l_mut_284_ = _e867;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e872 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e872);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e876 = l_mut_105_;
                            bool l_329_ = (_e876 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e880 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e880);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e888 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e888);
                            uint64_t _e890 = l_mut_105_;
                            uint64_t l_338_ = (_e890 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e893 = l_mut_301_;
                            uint64_t _e894 = l_mut_105_;
                            bool l_340_ = (_e893 < _e894);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e897 = l_mut_301_;
                                uint64_t _e898 = l_mut_105_;
                                uint64_t l_342_ = (_e897 - _e898);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e900 = l_mut_301_;
                        uint64_t _e901 = l_mut_284_;
                        bool l_343_ = (_e900 < _e901);
                        if (l_343_) {
                            uint64_t _e903 = l_mut_301_;
                            l_mut_284_ = _e903;
                        }
                    }
                }
                uint64_t _e904 = l_mut_284_;
                bool l_344_ = (_e904 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e910 = l_mut_271_;
            bool l_348_ = (_e910 > 0u);
            if (l_348_) {
                uint _e913 = l_mut_271_;
                bool l_349_ = (_e913 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e918 = l_mut_262_;
            bool l_351_ = !(_e918);
            if (l_351_) {
                break;
            }
            uint64_t _e920 = l_mut_127_;
            uint64_t _e921 = l_mut_212_;
            bool l_352_ = (_e920 < _e921);
            if (l_352_) {
                uint64_t _e923 = l_mut_212_;
                uint64_t _e924 = l_mut_127_;
                uint64_t l_353_ = (_e923 - _e924);
                uint64_t _e926 = l_mut_212_;
                l_mut_301_ = _e926;
                uint64_t _e927 = l_mut_212_;
                bool l_354_ = (l_353_ < _e927);
                if (l_354_) {
                    l_mut_301_ = l_353_;
                }
                l_mut_355_ = false;
                uint64_t _e931 = l_mut_301_;
                uint64_t l_357_ = (_e931 >> uint(3uL));
                uint64_t _e935 = l_mut_158_;
                bool l_358_ = (l_357_ < _e935);
                bool l_359_ = !(l_358_);
                l_mut_355_ = l_359_;
                l_mut_304_ = 0u;
                uint64_t _e939 = l_mut_158_;
                bool l_360_ = (_e939 == 0uL);
                bool l_361_ = !(l_360_);
                bool _e943 = l_mut_355_;
                if (_e943) {
                    local_1 = l_361_;
                } else {
                    local_1 = false;
                }
                bool l_362_ = local_1;
                uint64_t _e948 = l_mut_158_;
                uint64_t _e949 = l_mut_301_;
                bool l_363_ = (_e948 < _e949);
                if (l_362_) {
                    local_2 = l_363_;
                } else {
                    local_2 = false;
                }
                bool l_364_ = local_2;
                uint _e955 = l_mut_67_;
                uint _e956 = l_mut_258_;
                uint l_365_ = (_e955 + _e956);
                bool l_366_ = (l_365_ < l_13_);
                if (l_364_) {
                    local_3 = l_366_;
                } else {
                    local_3 = false;
                }
                bool l_367_ = local_3;
                if (l_367_) {
                    uint _e963 = l_mut_67_;
                    uint l_368_ = (l_13_ - _e963);
                    uint _e965 = l_mut_258_;
                    uint l_369_ = (l_368_ - _e965);
                    uint _e967 = l_mut_67_;
                    uint l_370_ = naga_div(l_369_, _e967);
                    uint64_t _e969 = l_mut_301_;
                    uint64_t l_371_ = (_e969 - 1uL);
                    uint64_t _e972 = l_mut_158_;
                    uint64_t l_372_ = naga_div(l_371_, _e972);
                    uint64_t l_373_ = uint64_t(l_370_);
                    bool l_374_ = (l_372_ < l_373_);
                    uint64_t l_375_ = uint64_t(l_370_);
                    uint64_t l_376_ = (l_374_ ? l_372_ : l_375_);
                    uint l_377_ = uint(l_376_);
                    l_mut_304_ = l_377_;
                }
                uint _e980 = l_mut_304_;
                bool l_378_ = (_e980 > 0u);
                if (l_378_) {
                    uint _e983 = l_mut_304_;
                    uint64_t l_379_ = uint64_t(_e983);
                    uint64_t _e985 = l_mut_158_;
                    uint64_t l_380_ = (_e985 * l_379_);
                    uint64_t _e987 = l_mut_212_;
                    uint64_t l_381_ = (_e987 - l_380_);
                    l_mut_212_ = l_381_;
                    uint _e989 = l_mut_304_;
                    uint _e990 = l_mut_67_;
                    uint l_382_ = (_e989 * _e990);
                    uint _e992 = l_mut_258_;
                    l_mut_258_ = (_e992 + l_382_);
                } else {
                    uint _e994 = l_mut_67_;
                    uint l_383_ = (l_13_ - _e994);
                    uint _e996 = l_mut_258_;
                    uint l_384_ = naga_div(l_383_, _e996);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e1001 = l_mut_158_;
                    uint64_t l_386_ = (_e1001 >> uint(3uL));
                    uint64_t _e1005 = l_mut_212_;
                    bool l_387_ = (l_386_ < _e1005);
                    bool l_388_ = !(l_387_);
                    l_mut_355_ = l_388_;
                    uint64_t _e1008 = l_mut_212_;
                    bool l_389_ = (_e1008 == 0uL);
                    if (l_389_) {
                        l_mut_304_ = l_384_;
                    } else {
                        bool _e1011 = l_mut_355_;
                        if (_e1011) {
                            uint64_t _e1012 = l_mut_212_;
                            uint64_t _e1013 = l_mut_158_;
                            bool l_390_ = (_e1012 < _e1013);
                            if (l_390_) {
                                uint64_t _e1015 = l_mut_158_;
                                uint64_t l_391_ = (_e1015 - 1uL);
                                uint64_t _e1018 = l_mut_212_;
                                uint64_t l_392_ = naga_div(l_391_, _e1018);
                                uint64_t l_393_ = uint64_t(l_384_);
                                bool l_394_ = (l_392_ < l_393_);
                                uint64_t l_395_ = uint64_t(l_384_);
                                uint64_t l_396_ = (l_394_ ? l_392_ : l_395_);
                                uint l_397_ = uint(l_396_);
                                l_mut_304_ = l_397_;
                            }
                        } else {
                            uint64_t _e1026 = l_mut_158_;
                            l_mut_301_ = _e1026;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1027 = l_mut_212_;
                                uint64_t _e1028 = l_mut_301_;
                                bool l_398_ = (_e1027 < _e1028);
                                uint _e1030 = l_mut_304_;
                                uint _e1031 = l_mut_258_;
                                uint l_399_ = (_e1030 * _e1031);
                                uint _e1033 = l_mut_67_;
                                uint l_400_ = (_e1033 + l_399_);
                                uint _e1035 = l_mut_258_;
                                uint l_401_ = (l_400_ + _e1035);
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
                                uint64_t _e1043 = l_mut_301_;
                                uint64_t _e1044 = l_mut_212_;
                                uint64_t l_405_ = (_e1043 - _e1044);
                                l_mut_301_ = l_405_;
                                uint _e1046 = l_mut_304_;
                                l_mut_304_ = (_e1046 + 1u);
                            }
                        }
                    }
                    uint _e1049 = l_mut_304_;
                    uint _e1050 = l_mut_258_;
                    uint l_406_ = (_e1049 * _e1050);
                    uint _e1052 = l_mut_67_;
                    uint l_407_ = (_e1052 + l_406_);
                    uint _e1054 = l_mut_258_;
                    uint l_408_ = (l_407_ + _e1054);
                    bool l_409_ = (l_408_ >= l_13_);
                    if (l_409_) {
                        l_mut_259_ = true;
                        l_mut_262_ = false;
                    } else {
                        uint _e1059 = l_mut_304_;
                        uint64_t l_410_ = uint64_t(_e1059);
                        uint64_t _e1061 = l_mut_212_;
                        uint64_t l_411_ = (_e1061 * l_410_);
                        uint64_t _e1063 = l_mut_158_;
                        uint64_t l_412_ = (_e1063 - l_411_);
                        l_mut_158_ = l_412_;
                        uint _e1065 = l_mut_304_;
                        uint _e1066 = l_mut_258_;
                        uint l_413_ = (_e1065 * _e1066);
                        uint _e1068 = l_mut_67_;
                        l_mut_67_ = (_e1068 + l_413_);
                        uint64_t _e1070 = l_mut_212_;
                        uint64_t _e1071 = l_mut_158_;
                        uint64_t l_414_ = (_e1070 - _e1071);
                        l_mut_212_ = l_414_;
                        uint _e1073 = l_mut_258_;
                        uint _e1074 = l_mut_67_;
                        l_mut_258_ = (_e1073 + _e1074);
                    }
                }
            } else {
                uint64_t _e1076 = l_mut_127_;
                uint64_t l_415_ = (_e1076 - l_255_);
                uint64_t _e1078 = l_mut_158_;
                l_mut_301_ = _e1078;
                uint64_t _e1079 = l_mut_158_;
                bool l_416_ = (l_415_ < _e1079);
                if (l_416_) {
                    l_mut_301_ = l_415_;
                }
                l_mut_355_ = false;
                uint64_t _e1083 = l_mut_301_;
                uint64_t l_418_ = (_e1083 >> uint(3uL));
                uint64_t _e1087 = l_mut_212_;
                bool l_419_ = (l_418_ < _e1087);
                bool l_420_ = !(l_419_);
                l_mut_355_ = l_420_;
                l_mut_304_ = 0u;
                uint64_t _e1091 = l_mut_212_;
                bool l_421_ = (_e1091 == 0uL);
                bool l_422_ = !(l_421_);
                bool _e1095 = l_mut_355_;
                if (_e1095) {
                    local_5 = l_422_;
                } else {
                    local_5 = false;
                }
                bool l_423_ = local_5;
                uint64_t _e1100 = l_mut_212_;
                uint64_t _e1101 = l_mut_301_;
                bool l_424_ = (_e1100 < _e1101);
                if (l_423_) {
                    local_6 = l_424_;
                } else {
                    local_6 = false;
                }
                bool l_425_ = local_6;
                uint _e1107 = l_mut_258_;
                uint _e1108 = l_mut_67_;
                uint l_426_ = (_e1107 + _e1108);
                bool l_427_ = (l_426_ < l_13_);
                if (l_425_) {
                    local_7 = l_427_;
                } else {
                    local_7 = false;
                }
                bool l_428_ = local_7;
                if (l_428_) {
                    uint _e1115 = l_mut_258_;
                    uint l_429_ = (l_13_ - _e1115);
                    uint _e1117 = l_mut_67_;
                    uint l_430_ = (l_429_ - _e1117);
                    uint _e1119 = l_mut_258_;
                    uint l_431_ = naga_div(l_430_, _e1119);
                    uint64_t _e1121 = l_mut_301_;
                    uint64_t l_432_ = (_e1121 - 1uL);
                    uint64_t _e1124 = l_mut_212_;
                    uint64_t l_433_ = naga_div(l_432_, _e1124);
                    uint64_t l_434_ = uint64_t(l_431_);
                    bool l_435_ = (l_433_ < l_434_);
                    uint64_t l_436_ = uint64_t(l_431_);
                    uint64_t l_437_ = (l_435_ ? l_433_ : l_436_);
                    uint l_438_ = uint(l_437_);
                    l_mut_304_ = l_438_;
                }
                uint _e1132 = l_mut_304_;
                bool l_439_ = (_e1132 > 0u);
                if (l_439_) {
                    uint _e1135 = l_mut_304_;
                    uint64_t l_440_ = uint64_t(_e1135);
                    uint64_t _e1137 = l_mut_212_;
                    uint64_t l_441_ = (_e1137 * l_440_);
                    uint64_t _e1139 = l_mut_127_;
                    uint64_t l_442_ = (_e1139 - l_441_);
                    l_mut_127_ = l_442_;
                    uint64_t _e1141 = l_mut_158_;
                    uint64_t l_443_ = (_e1141 - l_441_);
                    l_mut_158_ = l_443_;
                    uint _e1143 = l_mut_304_;
                    uint _e1144 = l_mut_258_;
                    uint l_444_ = (_e1143 * _e1144);
                    uint _e1146 = l_mut_67_;
                    l_mut_67_ = (_e1146 + l_444_);
                } else {
                    uint64_t _e1148 = l_mut_127_;
                    uint64_t _e1149 = l_mut_212_;
                    uint64_t l_445_ = (_e1148 - _e1149);
                    l_mut_127_ = l_445_;
                    uint64_t _e1151 = l_mut_127_;
                    bool l_446_ = (_e1151 < l_255_);
                    if (l_446_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1154 = l_mut_258_;
                        uint l_447_ = (l_13_ - _e1154);
                        uint _e1156 = l_mut_67_;
                        uint l_448_ = naga_div(l_447_, _e1156);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1161 = l_mut_212_;
                        uint64_t l_450_ = (_e1161 >> uint(3uL));
                        uint64_t _e1165 = l_mut_158_;
                        bool l_451_ = (l_450_ < _e1165);
                        bool l_452_ = !(l_451_);
                        l_mut_355_ = l_452_;
                        uint64_t _e1168 = l_mut_158_;
                        bool l_453_ = (_e1168 == 0uL);
                        if (l_453_) {
                            l_mut_304_ = l_448_;
                        } else {
                            bool _e1171 = l_mut_355_;
                            if (_e1171) {
                                uint64_t _e1172 = l_mut_158_;
                                uint64_t _e1173 = l_mut_212_;
                                bool l_454_ = (_e1172 < _e1173);
                                if (l_454_) {
                                    uint64_t _e1175 = l_mut_212_;
                                    uint64_t l_455_ = (_e1175 - 1uL);
                                    uint64_t _e1178 = l_mut_158_;
                                    uint64_t l_456_ = naga_div(l_455_, _e1178);
                                    uint64_t l_457_ = uint64_t(l_448_);
                                    bool l_458_ = (l_456_ < l_457_);
                                    uint64_t l_459_ = uint64_t(l_448_);
                                    uint64_t l_460_ = (l_458_ ? l_456_ : l_459_);
                                    uint l_461_ = uint(l_460_);
                                    l_mut_304_ = l_461_;
                                }
                            } else {
                                uint64_t _e1186 = l_mut_212_;
                                l_mut_301_ = _e1186;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1187 = l_mut_158_;
                                    uint64_t _e1188 = l_mut_301_;
                                    bool l_462_ = (_e1187 < _e1188);
                                    uint _e1190 = l_mut_304_;
                                    uint _e1191 = l_mut_67_;
                                    uint l_463_ = (_e1190 * _e1191);
                                    uint _e1193 = l_mut_258_;
                                    uint l_464_ = (_e1193 + l_463_);
                                    uint _e1195 = l_mut_67_;
                                    uint l_465_ = (l_464_ + _e1195);
                                    bool l_466_ = (l_465_ < l_13_);
                                    if (l_462_) {
                                        local_8 = l_466_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_467_ = local_8;
                                    bool l_468_ = !(l_467_);
                                    if (l_468_) {
                                        break;
                                    }
                                    uint64_t _e1203 = l_mut_301_;
                                    uint64_t _e1204 = l_mut_158_;
                                    uint64_t l_469_ = (_e1203 - _e1204);
                                    l_mut_301_ = l_469_;
                                    uint _e1206 = l_mut_304_;
                                    l_mut_304_ = (_e1206 + 1u);
                                }
                            }
                        }
                        uint _e1209 = l_mut_67_;
                        uint _e1210 = l_mut_258_;
                        uint l_470_ = (_e1209 + _e1210);
                        uint _e1212 = l_mut_304_;
                        uint _e1213 = l_mut_67_;
                        uint l_471_ = (_e1212 * _e1213);
                        uint l_472_ = (l_470_ + l_471_);
                        bool l_473_ = (l_472_ >= l_13_);
                        if (l_473_) {
                            l_mut_259_ = true;
                            l_mut_262_ = false;
                        } else {
                            uint _e1219 = l_mut_304_;
                            uint64_t l_474_ = uint64_t(_e1219);
                            uint64_t _e1221 = l_mut_158_;
                            uint64_t l_475_ = (_e1221 * l_474_);
                            uint64_t _e1223 = l_mut_212_;
                            uint64_t l_476_ = (_e1223 - l_475_);
                            l_mut_212_ = l_476_;
                            uint _e1225 = l_mut_304_;
                            uint _e1226 = l_mut_67_;
                            uint l_477_ = (_e1225 * _e1226);
                            uint _e1228 = l_mut_258_;
                            l_mut_258_ = (_e1228 + l_477_);
                            uint64_t _e1230 = l_mut_158_;
                            uint64_t _e1231 = l_mut_212_;
                            uint64_t l_478_ = (_e1230 - _e1231);
                            l_mut_158_ = l_478_;
                            uint _e1233 = l_mut_67_;
                            uint _e1234 = l_mut_258_;
                            l_mut_67_ = (_e1233 + _e1234);
                        }
                    }
                }
            }
        }
        bool _e1236 = l_mut_259_;
        bool l_479_ = !(_e1236);
        if (l_479_) {
            uint l_1409_ = asuint(info.Load(20+0));
            uint l_1410_ = (l_1409_ * 1u);
            uint l_1411_ = (l_1410_ - 1u);
            uint l_1412_ = min(0u, l_1411_);
            uint _e1251; buffer_5_global.InterlockedAdd(l_1412_*4, 1u, _e1251);
            uint l_482_ = naga_div(l_13_, 8u);
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            l_mut_258_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2596 = l_mut_483_;
                    l_mut_483_ = (_e2596 + 1u);
                }
                loop_init = false;
                uint _e1259 = l_mut_483_;
                if ((_e1259 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1262 = l_mut_483_;
                    uint l_484_ = (_e1262 * l_482_);
                    bool l_485_ = (l_484_ < l_74_);
                    uint l_486_ = naga_div(l_13_, 8u);
                    uint _e1267 = l_mut_483_;
                    uint l_487_ = (_e1267 * l_486_);
                    uint l_488_ = (l_487_ + l_487_);
                    uint64_t l_489_ = (l_102_ >> uint(63uL));
                    bool l_490_ = (l_489_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_490_) {
                        uint64_t l_492_ = (0uL - l_102_);
                        l_mut_301_ = l_492_;
                    }
                    uint64_t l_493_ = uint64_t(l_488_);
                    uint64_t _e1279 = l_mut_301_;
                    uint64_t l_494_ = (_e1279 & 4294967295uL);
                    uint64_t l_495_ = (l_494_ * l_493_);
                    uint64_t _e1283 = l_mut_301_;
                    uint64_t l_496_ = (_e1283 >> uint(32uL));
                    uint64_t l_497_ = (l_496_ * l_493_);
                    uint64_t l_498_ = (l_497_ << uint(32uL));
                    uint64_t l_499_ = (l_495_ + l_498_);
                    uint64_t l_500_ = (l_497_ >> uint(32uL));
                    bool l_501_ = (l_499_ < l_495_);
                    uint64_t l_502_ = uint64_t(l_501_);
                    uint64_t l_503_ = (l_500_ + l_502_);
                    l_mut_301_ = l_499_;
                    bool l_504_ = (l_24_ == 64u);
                    if (l_504_) {
                        l_mut_301_ = l_503_;
                    } else {
                        bool l_505_ = (l_24_ > 0u);
                        if (l_505_) {
                            uint l_506_ = (64u - l_24_);
                            uint64_t l_507_ = uint64_t(l_506_);
                            uint64_t l_508_ = (l_503_ << uint(l_507_));
                            uint64_t l_509_ = uint64_t(l_24_);
                            uint64_t l_510_ = (l_499_ >> uint(l_509_));
                            uint64_t l_511_ = (l_508_ | l_510_);
                            l_mut_301_ = l_511_;
                        }
                    }
                    uint64_t _e1316 = l_mut_301_;
                    l_mut_284_ = _e1316;
                    if (l_490_) {
                        uint64_t _e1318 = l_mut_284_;
                        uint64_t l_513_ = (0uL - _e1318);
                        l_mut_284_ = l_513_;
                    }
                    uint64_t _e1320 = l_mut_284_;
                    uint64_t l_514_ = (l_84_ + _e1320);
                    uint64_t l_515_ = uint64_t(l_487_);
                    uint64_t l_516_ = (l_84_ * l_515_);
                    uint64_t l_517_ = (l_93_ + l_516_);
                    l_mut_301_ = 0uL;
                    bool l_519_ = (l_487_ < 65536u);
                    if (l_519_) {
                        uint l_520_ = (l_487_ * l_487_);
                        uint64_t l_521_ = (l_102_ >> uint(63uL));
                        bool l_522_ = (l_521_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_522_) {
                            uint64_t l_524_ = (0uL - l_102_);
                            l_mut_284_ = l_524_;
                        }
                        uint64_t l_525_ = uint64_t(l_520_);
                        uint64_t _e1338 = l_mut_284_;
                        uint64_t l_526_ = (_e1338 & 4294967295uL);
                        uint64_t l_527_ = (l_526_ * l_525_);
                        uint64_t _e1342 = l_mut_284_;
                        uint64_t l_528_ = (_e1342 >> uint(32uL));
                        uint64_t l_529_ = (l_528_ * l_525_);
                        uint64_t l_530_ = (l_529_ << uint(32uL));
                        uint64_t l_531_ = (l_527_ + l_530_);
                        uint64_t l_532_ = (l_529_ >> uint(32uL));
                        bool l_533_ = (l_531_ < l_527_);
                        uint64_t l_534_ = uint64_t(l_533_);
                        uint64_t l_535_ = (l_532_ + l_534_);
                        l_mut_284_ = l_531_;
                        bool l_536_ = (l_24_ == 64u);
                        if (l_536_) {
                            l_mut_284_ = l_535_;
                        } else {
                            bool l_537_ = (l_24_ > 0u);
                            if (l_537_) {
                                uint l_538_ = (64u - l_24_);
                                uint64_t l_539_ = uint64_t(l_538_);
                                uint64_t l_540_ = (l_535_ << uint(l_539_));
                                uint64_t l_541_ = uint64_t(l_24_);
                                uint64_t l_542_ = (l_531_ >> uint(l_541_));
                                uint64_t l_543_ = (l_540_ | l_542_);
                                l_mut_284_ = l_543_;
                            }
                        }
                        uint64_t _e1375 = l_mut_284_;
                        l_mut_212_ = _e1375;
                        if (l_522_) {
                            uint64_t _e1377 = l_mut_212_;
                            uint64_t l_545_ = (0uL - _e1377);
                            l_mut_212_ = l_545_;
                        }
                        uint64_t _e1379 = l_mut_212_;
                        l_mut_301_ = _e1379;
                    } else {
                        uint64_t l_546_ = (l_102_ >> uint(63uL));
                        bool l_547_ = (l_546_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_547_) {
                            uint64_t l_549_ = (0uL - l_102_);
                            l_mut_284_ = l_549_;
                        }
                        uint64_t l_550_ = uint64_t(l_487_);
                        uint64_t _e1389 = l_mut_284_;
                        uint64_t l_551_ = (_e1389 & 4294967295uL);
                        uint64_t l_552_ = (l_551_ * l_550_);
                        uint64_t _e1393 = l_mut_284_;
                        uint64_t l_553_ = (_e1393 >> uint(32uL));
                        uint64_t l_554_ = (l_553_ * l_550_);
                        uint64_t l_555_ = (l_554_ << uint(32uL));
                        uint64_t l_556_ = (l_552_ + l_555_);
                        uint64_t l_557_ = (l_554_ >> uint(32uL));
                        bool l_558_ = (l_556_ < l_552_);
                        uint64_t l_559_ = uint64_t(l_558_);
                        uint64_t l_560_ = (l_557_ + l_559_);
                        l_mut_212_ = l_556_;
                        if (false) {
                            l_mut_212_ = l_560_;
                        } else {
                            if (false) {
                                uint64_t l_564_ = (l_560_ << uint(64uL));
                                uint64_t l_566_ = (l_556_ >> uint(0uL));
                                uint64_t l_567_ = (l_564_ | l_566_);
                                l_mut_212_ = l_567_;
                            }
                        }
                        uint64_t l_568_ = uint64_t(l_487_);
                        uint64_t _e1423 = l_mut_284_;
                        uint64_t l_569_ = (_e1423 & 4294967295uL);
                        uint64_t l_570_ = (l_569_ * l_568_);
                        uint64_t _e1427 = l_mut_284_;
                        uint64_t l_571_ = (_e1427 >> uint(32uL));
                        uint64_t l_572_ = (l_571_ * l_568_);
                        uint64_t l_573_ = (l_572_ << uint(32uL));
                        uint64_t l_574_ = (l_570_ + l_573_);
                        uint64_t l_575_ = (l_572_ >> uint(32uL));
                        bool l_576_ = (l_574_ < l_570_);
                        uint64_t l_577_ = uint64_t(l_576_);
                        uint64_t l_578_ = (l_575_ + l_577_);
                        l_mut_284_ = l_574_;
                        if (true) {
                            l_mut_284_ = l_578_;
                        } else {
                            if (true) {
                                uint64_t l_582_ = (l_578_ << uint(0uL));
                                uint64_t l_584_ = (l_574_ >> uint(64uL));
                                uint64_t l_585_ = (l_582_ | l_584_);
                                l_mut_284_ = l_585_;
                            }
                        }
                        uint64_t l_586_ = uint64_t(l_487_);
                        uint64_t _e1457 = l_mut_212_;
                        uint64_t l_587_ = (_e1457 & 4294967295uL);
                        uint64_t l_588_ = (l_587_ * l_586_);
                        uint64_t _e1461 = l_mut_212_;
                        uint64_t l_589_ = (_e1461 >> uint(32uL));
                        uint64_t l_590_ = (l_589_ * l_586_);
                        uint64_t l_591_ = (l_590_ << uint(32uL));
                        uint64_t l_592_ = (l_588_ + l_591_);
                        uint64_t l_593_ = (l_590_ >> uint(32uL));
                        bool l_594_ = (l_592_ < l_588_);
                        uint64_t l_595_ = uint64_t(l_594_);
                        uint64_t l_596_ = (l_593_ + l_595_);
                        l_mut_158_ = l_592_;
                        if (false) {
                            l_mut_158_ = l_596_;
                        } else {
                            if (false) {
                                uint64_t l_600_ = (l_596_ << uint(64uL));
                                uint64_t l_602_ = (l_592_ >> uint(0uL));
                                uint64_t l_603_ = (l_600_ | l_602_);
                                l_mut_158_ = l_603_;
                            }
                        }
                        uint64_t l_604_ = uint64_t(l_487_);
                        uint64_t _e1491 = l_mut_212_;
                        uint64_t l_605_ = (_e1491 & 4294967295uL);
                        uint64_t l_606_ = (l_605_ * l_604_);
                        uint64_t _e1495 = l_mut_212_;
                        uint64_t l_607_ = (_e1495 >> uint(32uL));
                        uint64_t l_608_ = (l_607_ * l_604_);
                        uint64_t l_609_ = (l_608_ << uint(32uL));
                        uint64_t l_610_ = (l_606_ + l_609_);
                        uint64_t l_611_ = (l_608_ >> uint(32uL));
                        bool l_612_ = (l_610_ < l_606_);
                        uint64_t l_613_ = uint64_t(l_612_);
                        uint64_t l_614_ = (l_611_ + l_613_);
                        l_mut_212_ = l_610_;
                        if (true) {
                            l_mut_212_ = l_614_;
                        } else {
                            if (true) {
                                uint64_t l_618_ = (l_614_ << uint(0uL));
                                uint64_t l_620_ = (l_610_ >> uint(64uL));
                                uint64_t l_621_ = (l_618_ | l_620_);
                                l_mut_212_ = l_621_;
                            }
                        }
                        uint64_t l_622_ = uint64_t(l_487_);
                        uint64_t _e1525 = l_mut_284_;
                        uint64_t l_623_ = (_e1525 * l_622_);
                        uint64_t _e1527 = l_mut_212_;
                        uint64_t l_624_ = (_e1527 + l_623_);
                        uint64_t _e1529 = l_mut_158_;
                        l_mut_301_ = _e1529;
                        bool l_625_ = (l_24_ == 64u);
                        if (l_625_) {
                            l_mut_301_ = l_624_;
                        } else {
                            bool l_626_ = (l_24_ > 0u);
                            if (l_626_) {
                                uint l_627_ = (64u - l_24_);
                                uint64_t l_628_ = uint64_t(l_627_);
                                uint64_t l_629_ = (l_624_ << uint(l_628_));
                                uint64_t l_630_ = uint64_t(l_24_);
                                uint64_t _e1541 = l_mut_158_;
                                uint64_t l_631_ = (_e1541 >> uint(l_630_));
                                uint64_t l_632_ = (l_629_ + l_631_);
                                l_mut_301_ = l_632_;
                            }
                        }
                        if (l_547_) {
                            uint64_t _e1547 = l_mut_301_;
                            uint64_t l_634_ = (0uL - _e1547);
                            l_mut_301_ = l_634_;
                        }
                    }
                    uint64_t _e1549 = l_mut_301_;
                    uint64_t l_635_ = (l_517_ + _e1549);
                    uint64_t l_636_ = (l_102_ >> uint(63uL));
                    bool l_637_ = (l_636_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_637_) {
                        uint64_t l_639_ = (0uL - l_102_);
                        l_mut_301_ = l_639_;
                    }
                    uint64_t l_640_ = uint64_t(l_486_);
                    uint64_t _e1560 = l_mut_301_;
                    uint64_t l_641_ = (_e1560 & 4294967295uL);
                    uint64_t l_642_ = (l_641_ * l_640_);
                    uint64_t _e1564 = l_mut_301_;
                    uint64_t l_643_ = (_e1564 >> uint(32uL));
                    uint64_t l_644_ = (l_643_ * l_640_);
                    uint64_t l_645_ = (l_644_ << uint(32uL));
                    uint64_t l_646_ = (l_642_ + l_645_);
                    uint64_t l_647_ = (l_644_ >> uint(32uL));
                    bool l_648_ = (l_646_ < l_642_);
                    uint64_t l_649_ = uint64_t(l_648_);
                    uint64_t l_650_ = (l_647_ + l_649_);
                    l_mut_301_ = l_646_;
                    bool l_651_ = (l_24_ == 64u);
                    if (l_651_) {
                        l_mut_301_ = l_650_;
                    } else {
                        bool l_652_ = (l_24_ > 0u);
                        if (l_652_) {
                            uint l_653_ = (64u - l_24_);
                            uint64_t l_654_ = uint64_t(l_653_);
                            uint64_t l_655_ = (l_650_ << uint(l_654_));
                            uint64_t l_656_ = uint64_t(l_24_);
                            uint64_t l_657_ = (l_646_ >> uint(l_656_));
                            uint64_t l_658_ = (l_655_ | l_657_);
                            l_mut_301_ = l_658_;
                        }
                    }
                    uint64_t _e1597 = l_mut_301_;
                    l_mut_284_ = _e1597;
                    if (l_637_) {
                        uint64_t _e1599 = l_mut_284_;
                        uint64_t l_660_ = (0uL - _e1599);
                        l_mut_284_ = l_660_;
                    }
                    uint64_t _e1601 = l_mut_284_;
                    uint64_t l_661_ = (l_514_ + _e1601);
                    uint l_662_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_664_ = (l_486_ < 65536u);
                    if (l_664_) {
                        uint l_665_ = (l_486_ * l_486_);
                        uint64_t l_666_ = (l_102_ >> uint(63uL));
                        bool l_667_ = (l_666_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_667_) {
                            uint64_t l_669_ = (0uL - l_102_);
                            l_mut_284_ = l_669_;
                        }
                        uint64_t l_670_ = uint64_t(l_665_);
                        uint64_t _e1618 = l_mut_284_;
                        uint64_t l_671_ = (_e1618 & 4294967295uL);
                        uint64_t l_672_ = (l_671_ * l_670_);
                        uint64_t _e1622 = l_mut_284_;
                        uint64_t l_673_ = (_e1622 >> uint(32uL));
                        uint64_t l_674_ = (l_673_ * l_670_);
                        uint64_t l_675_ = (l_674_ << uint(32uL));
                        uint64_t l_676_ = (l_672_ + l_675_);
                        uint64_t l_677_ = (l_674_ >> uint(32uL));
                        bool l_678_ = (l_676_ < l_672_);
                        uint64_t l_679_ = uint64_t(l_678_);
                        uint64_t l_680_ = (l_677_ + l_679_);
                        l_mut_284_ = l_676_;
                        bool l_681_ = (l_662_ == 64u);
                        if (l_681_) {
                            l_mut_284_ = l_680_;
                        } else {
                            bool l_682_ = (l_662_ > 0u);
                            if (l_682_) {
                                uint l_683_ = (64u - l_662_);
                                uint64_t l_684_ = uint64_t(l_683_);
                                uint64_t l_685_ = (l_680_ << uint(l_684_));
                                uint64_t l_686_ = uint64_t(l_662_);
                                uint64_t l_687_ = (l_676_ >> uint(l_686_));
                                uint64_t l_688_ = (l_685_ | l_687_);
                                l_mut_284_ = l_688_;
                            }
                        }
                        uint64_t _e1655 = l_mut_284_;
                        l_mut_212_ = _e1655;
                        if (l_667_) {
                            uint64_t _e1657 = l_mut_212_;
                            uint64_t l_690_ = (0uL - _e1657);
                            l_mut_212_ = l_690_;
                        }
                        uint64_t _e1659 = l_mut_212_;
                        l_mut_301_ = _e1659;
                    } else {
                        uint64_t l_691_ = (l_102_ >> uint(63uL));
                        bool l_692_ = (l_691_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_692_) {
                            uint64_t l_694_ = (0uL - l_102_);
                            l_mut_284_ = l_694_;
                        }
                        uint64_t l_695_ = uint64_t(l_486_);
                        uint64_t _e1669 = l_mut_284_;
                        uint64_t l_696_ = (_e1669 & 4294967295uL);
                        uint64_t l_697_ = (l_696_ * l_695_);
                        uint64_t _e1673 = l_mut_284_;
                        uint64_t l_698_ = (_e1673 >> uint(32uL));
                        uint64_t l_699_ = (l_698_ * l_695_);
                        uint64_t l_700_ = (l_699_ << uint(32uL));
                        uint64_t l_701_ = (l_697_ + l_700_);
                        uint64_t l_702_ = (l_699_ >> uint(32uL));
                        bool l_703_ = (l_701_ < l_697_);
                        uint64_t l_704_ = uint64_t(l_703_);
                        uint64_t l_705_ = (l_702_ + l_704_);
                        l_mut_212_ = l_701_;
                        if (false) {
                            l_mut_212_ = l_705_;
                        } else {
                            if (false) {
                                uint64_t l_709_ = (l_705_ << uint(64uL));
                                uint64_t l_711_ = (l_701_ >> uint(0uL));
                                uint64_t l_712_ = (l_709_ | l_711_);
                                l_mut_212_ = l_712_;
                            }
                        }
                        uint64_t l_713_ = uint64_t(l_486_);
                        uint64_t _e1703 = l_mut_284_;
                        uint64_t l_714_ = (_e1703 & 4294967295uL);
                        uint64_t l_715_ = (l_714_ * l_713_);
                        uint64_t _e1707 = l_mut_284_;
                        uint64_t l_716_ = (_e1707 >> uint(32uL));
                        uint64_t l_717_ = (l_716_ * l_713_);
                        uint64_t l_718_ = (l_717_ << uint(32uL));
                        uint64_t l_719_ = (l_715_ + l_718_);
                        uint64_t l_720_ = (l_717_ >> uint(32uL));
                        bool l_721_ = (l_719_ < l_715_);
                        uint64_t l_722_ = uint64_t(l_721_);
                        uint64_t l_723_ = (l_720_ + l_722_);
                        l_mut_284_ = l_719_;
                        if (true) {
                            l_mut_284_ = l_723_;
                        } else {
                            if (true) {
                                uint64_t l_727_ = (l_723_ << uint(0uL));
                                uint64_t l_729_ = (l_719_ >> uint(64uL));
                                uint64_t l_730_ = (l_727_ | l_729_);
                                l_mut_284_ = l_730_;
                            }
                        }
                        uint64_t l_731_ = uint64_t(l_486_);
                        uint64_t _e1737 = l_mut_212_;
                        uint64_t l_732_ = (_e1737 & 4294967295uL);
                        uint64_t l_733_ = (l_732_ * l_731_);
                        uint64_t _e1741 = l_mut_212_;
                        uint64_t l_734_ = (_e1741 >> uint(32uL));
                        uint64_t l_735_ = (l_734_ * l_731_);
                        uint64_t l_736_ = (l_735_ << uint(32uL));
                        uint64_t l_737_ = (l_733_ + l_736_);
                        uint64_t l_738_ = (l_735_ >> uint(32uL));
                        bool l_739_ = (l_737_ < l_733_);
                        uint64_t l_740_ = uint64_t(l_739_);
                        uint64_t l_741_ = (l_738_ + l_740_);
                        l_mut_158_ = l_737_;
                        if (false) {
                            l_mut_158_ = l_741_;
                        } else {
                            if (false) {
                                uint64_t l_745_ = (l_741_ << uint(64uL));
                                uint64_t l_747_ = (l_737_ >> uint(0uL));
                                uint64_t l_748_ = (l_745_ | l_747_);
                                l_mut_158_ = l_748_;
                            }
                        }
                        uint64_t l_749_ = uint64_t(l_486_);
                        uint64_t _e1771 = l_mut_212_;
                        uint64_t l_750_ = (_e1771 & 4294967295uL);
                        uint64_t l_751_ = (l_750_ * l_749_);
                        uint64_t _e1775 = l_mut_212_;
                        uint64_t l_752_ = (_e1775 >> uint(32uL));
                        uint64_t l_753_ = (l_752_ * l_749_);
                        uint64_t l_754_ = (l_753_ << uint(32uL));
                        uint64_t l_755_ = (l_751_ + l_754_);
                        uint64_t l_756_ = (l_753_ >> uint(32uL));
                        bool l_757_ = (l_755_ < l_751_);
                        uint64_t l_758_ = uint64_t(l_757_);
                        uint64_t l_759_ = (l_756_ + l_758_);
                        l_mut_212_ = l_755_;
                        if (true) {
                            l_mut_212_ = l_759_;
                        } else {
                            if (true) {
                                uint64_t l_763_ = (l_759_ << uint(0uL));
                                uint64_t l_765_ = (l_755_ >> uint(64uL));
                                uint64_t l_766_ = (l_763_ | l_765_);
                                l_mut_212_ = l_766_;
                            }
                        }
                        uint64_t l_767_ = uint64_t(l_486_);
                        uint64_t _e1805 = l_mut_284_;
                        uint64_t l_768_ = (_e1805 * l_767_);
                        uint64_t _e1807 = l_mut_212_;
                        uint64_t l_769_ = (_e1807 + l_768_);
                        uint64_t _e1809 = l_mut_158_;
                        l_mut_301_ = _e1809;
                        bool l_770_ = (l_662_ == 64u);
                        if (l_770_) {
                            l_mut_301_ = l_769_;
                        } else {
                            bool l_771_ = (l_662_ > 0u);
                            if (l_771_) {
                                uint l_772_ = (64u - l_662_);
                                uint64_t l_773_ = uint64_t(l_772_);
                                uint64_t l_774_ = (l_769_ << uint(l_773_));
                                uint64_t l_775_ = uint64_t(l_662_);
                                uint64_t _e1821 = l_mut_158_;
                                uint64_t l_776_ = (_e1821 >> uint(l_775_));
                                uint64_t l_777_ = (l_774_ + l_776_);
                                l_mut_301_ = l_777_;
                            }
                        }
                        if (l_692_) {
                            uint64_t _e1827 = l_mut_301_;
                            uint64_t l_779_ = (0uL - _e1827);
                            l_mut_301_ = l_779_;
                        }
                    }
                    uint64_t _e1829 = l_mut_301_;
                    uint64_t l_780_ = (l_635_ - _e1829);
                    uint64_t l_781_ = (l_780_ + l_42_);
                    uint64_t l_783_ = (0uL - l_661_);
                    uint64_t l_784_ = (l_42_ + l_42_);
                    l_mut_301_ = l_783_;
                    uint64_t l_786_ = (0uL - l_783_);
                    l_mut_284_ = l_786_;
                    l_mut_212_ = l_781_;
                    l_mut_67_ = 1u;
                    l_mut_787_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1840 = l_mut_212_;
                    bool l_788_ = (_e1840 < l_784_);
                    bool l_789_ = !(l_788_);
                    l_mut_350_ = l_789_;
                    bool l_790_ = (l_783_ == 0uL);
                    if (l_790_) {
                        bool _e1845 = l_mut_350_;
                        l_mut_355_ = _e1845;
                        l_mut_350_ = false;
                    }
                    bool _e1847 = l_mut_350_;
                    if (_e1847) {
                        uint64_t l_791_ = (l_783_ >> uint(63uL));
                        bool l_792_ = (l_791_ == 1uL);
                        l_mut_158_ = l_783_;
                        if (l_792_) {
                            uint64_t l_794_ = (0uL - l_783_);
                            l_mut_158_ = l_794_;
                        }
                        uint l_795_ = (l_486_ - 1u);
                        uint64_t l_796_ = uint64_t(l_795_);
                        uint64_t _e1859 = l_mut_158_;
                        uint64_t l_797_ = (_e1859 * l_796_);
                        l_mut_798_ = 0u;
                        uint l_799_ = (l_486_ - 1u);
                        uint64_t l_800_ = uint64_t(l_799_);
                        uint64_t _e1865 = l_mut_158_;
                        uint64_t l_801_ = (_e1865 & 4294967295uL);
                        uint64_t l_802_ = (l_801_ * l_800_);
                        uint64_t _e1869 = l_mut_158_;
                        uint64_t l_803_ = (_e1869 >> uint(32uL));
                        uint64_t l_804_ = (l_803_ * l_800_);
                        uint64_t l_805_ = (l_804_ << uint(32uL));
                        uint64_t l_806_ = (l_802_ + l_805_);
                        uint64_t l_807_ = (l_804_ >> uint(32uL));
                        bool l_808_ = (l_806_ < l_802_);
                        uint64_t l_809_ = uint64_t(l_808_);
                        uint64_t l_810_ = (l_807_ + l_809_);
                        l_mut_127_ = l_806_;
                        if (true) {
                            l_mut_127_ = l_810_;
                        } else {
                            if (true) {
                                uint64_t l_814_ = (l_810_ << uint(0uL));
                                uint64_t l_816_ = (l_806_ >> uint(64uL));
                                uint64_t l_817_ = (l_814_ | l_816_);
                                l_mut_127_ = l_817_;
                            }
                        }
                        uint64_t _e1898 = l_mut_127_;
                        bool l_818_ = (_e1898 == 0uL);
                        if (l_818_) {
                            l_mut_127_ = l_781_;
                            if (l_792_) {
                                uint64_t l_820_ = (0uL - l_781_);
                                bool l_821_ = (l_781_ == 0uL);
                                bool l_822_ = !(l_821_);
                                bool l_823_ = (l_797_ < l_820_);
                                bool l_824_ = !(l_823_);
                                if (l_822_) {
                                    local_9 = l_824_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_825_ = local_9;
                                if (l_825_) {
                                    uint l_826_ = (l_486_ - 1u);
                                    l_mut_105_ = l_820_;
                                    uint64_t _e1914 = l_mut_158_;
                                    bool l_827_ = (l_820_ < _e1914);
                                    bool l_828_ = !(l_827_);
                                    if (l_828_) {
                                        l_mut_829_ = 0u;
                                        uint64_t _e1918 = l_mut_158_;
                                        bool l_830_ = (_e1918 < l_820_);
                                        if (l_830_) {
                                            uint64_t l_831_ = (l_820_ - 1uL);
                                            uint64_t _e1922 = l_mut_158_;
                                            uint64_t l_832_ = naga_div(l_831_, _e1922);
                                            uint64_t l_833_ = uint64_t(l_826_);
                                            bool l_834_ = (l_832_ < l_833_);
                                            uint64_t l_835_ = uint64_t(l_826_);
                                            uint64_t l_836_ = (l_834_ ? l_832_ : l_835_);
                                            uint l_837_ = uint(l_836_);
                                            l_mut_829_ = l_837_;
                                        }
                                        uint _e1930 = l_mut_829_;
                                        uint64_t l_838_ = uint64_t(_e1930);
                                        uint64_t _e1932 = l_mut_158_;
                                        uint64_t l_839_ = (_e1932 * l_838_);
                                        uint64_t l_840_ = (l_820_ - l_839_);
                                        l_mut_105_ = l_840_;
                                        uint64_t _e1935 = l_mut_105_;
                                        uint64_t _e1936 = l_mut_158_;
                                        bool l_841_ = (_e1935 < _e1936);
                                        bool l_842_ = !(l_841_);
                                        if (l_842_) {
                                            uint64_t _e1939 = l_mut_105_;
                                            uint64_t _e1940 = l_mut_158_;
                                            uint64_t l_843_ = (_e1939 - _e1940);
                                            l_mut_105_ = l_843_;
                                        }
                                    }
                                    uint64_t _e1942 = l_mut_158_;
                                    uint64_t _e1943 = l_mut_105_;
                                    uint64_t l_844_ = (_e1942 - _e1943);
                                    l_mut_105_ = l_844_;
                                    uint64_t _e1945 = l_mut_158_;
                                    bool l_845_ = (l_844_ < _e1945);
                                    bool l_846_ = !(l_845_);
                                    if (l_846_) {
                                        uint64_t _e1948 = l_mut_158_;
                                        uint64_t l_847_ = (l_844_ - _e1948);
                                        l_mut_105_ = l_847_;
                                    }
                                    uint64_t _e1950 = l_mut_105_;
                                    uint64_t _e1951 = l_mut_127_;
                                    bool l_848_ = (_e1950 < _e1951);
                                    if (l_848_) {
                                        uint64_t _e1953 = l_mut_105_;
                                        l_mut_127_ = _e1953;
                                    }
                                }
                            } else {
                                uint64_t l_849_ = (l_781_ - l_797_);
                                l_mut_127_ = l_849_;
                                bool l_850_ = (l_781_ < l_797_);
                                if (l_850_) {
                                    uint l_851_ = (l_486_ - 1u);
                                    l_mut_105_ = l_781_;
                                    uint64_t _e1958 = l_mut_158_;
                                    bool l_852_ = (l_781_ < _e1958);
                                    bool l_853_ = !(l_852_);
                                    if (l_853_) {
                                        l_mut_829_ = 0u;
                                        uint64_t _e1962 = l_mut_158_;
                                        bool l_854_ = (_e1962 < l_781_);
                                        if (l_854_) {
                                            uint64_t l_855_ = (l_781_ - 1uL);
                                            uint64_t _e1966 = l_mut_158_;
                                            uint64_t l_856_ = naga_div(l_855_, _e1966);
                                            uint64_t l_857_ = uint64_t(l_851_);
                                            bool l_858_ = (l_856_ < l_857_);
                                            uint64_t l_859_ = uint64_t(l_851_);
                                            uint64_t l_860_ = (l_858_ ? l_856_ : l_859_);
                                            uint l_861_ = uint(l_860_);
                                            l_mut_829_ = l_861_;
                                        }
                                        uint _e1974 = l_mut_829_;
                                        uint64_t l_862_ = uint64_t(_e1974);
                                        uint64_t _e1976 = l_mut_158_;
                                        uint64_t l_863_ = (_e1976 * l_862_);
                                        uint64_t l_864_ = (l_781_ - l_863_);
                                        l_mut_105_ = l_864_;
                                        uint64_t _e1979 = l_mut_105_;
                                        uint64_t _e1980 = l_mut_158_;
                                        bool l_865_ = (_e1979 < _e1980);
                                        bool l_866_ = !(l_865_);
                                        if (l_866_) {
                                            uint64_t _e1983 = l_mut_105_;
                                            uint64_t _e1984 = l_mut_158_;
                                            uint64_t l_867_ = (_e1983 - _e1984);
                                            l_mut_105_ = l_867_;
                                        }
                                    }
                                    uint64_t _e1986 = l_mut_105_;
                                    uint64_t _e1987 = l_mut_127_;
                                    bool l_868_ = (_e1986 < _e1987);
                                    if (l_868_) {
                                        uint64_t _e1989 = l_mut_105_;
                                        l_mut_127_ = _e1989;
                                    }
                                }
                            }
                            uint64_t _e1990 = l_mut_127_;
                            bool l_869_ = (_e1990 < l_784_);
                            bool l_870_ = !(l_869_);
                            uint l_871_ = uint(l_870_);
                            uint l_872_ = (2u - l_871_);
                            l_mut_798_ = l_872_;
                        }
                        uint _e1996 = l_mut_798_;
                        bool l_873_ = (_e1996 > 0u);
                        if (l_873_) {
                            uint _e1999 = l_mut_798_;
                            bool l_874_ = (_e1999 == 1u);
                            l_mut_355_ = l_874_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e2004 = l_mut_350_;
                        bool l_875_ = !(_e2004);
                        if (l_875_) {
                            break;
                        }
                        uint64_t _e2006 = l_mut_212_;
                        uint64_t _e2007 = l_mut_301_;
                        bool l_876_ = (_e2006 < _e2007);
                        if (l_876_) {
                            uint64_t _e2009 = l_mut_301_;
                            uint64_t _e2010 = l_mut_212_;
                            uint64_t l_877_ = (_e2009 - _e2010);
                            uint64_t _e2012 = l_mut_301_;
                            l_mut_158_ = _e2012;
                            uint64_t _e2013 = l_mut_301_;
                            bool l_878_ = (l_877_ < _e2013);
                            if (l_878_) {
                                l_mut_158_ = l_877_;
                            }
                            l_mut_259_ = false;
                            uint64_t _e2017 = l_mut_158_;
                            uint64_t l_880_ = (_e2017 >> uint(3uL));
                            uint64_t _e2021 = l_mut_284_;
                            bool l_881_ = (l_880_ < _e2021);
                            bool l_882_ = !(l_881_);
                            l_mut_259_ = l_882_;
                            l_mut_829_ = 0u;
                            uint64_t _e2025 = l_mut_284_;
                            bool l_883_ = (_e2025 == 0uL);
                            bool l_884_ = !(l_883_);
                            bool _e2029 = l_mut_259_;
                            if (_e2029) {
                                local_10 = l_884_;
                            } else {
                                local_10 = false;
                            }
                            bool l_885_ = local_10;
                            uint64_t _e2034 = l_mut_284_;
                            uint64_t _e2035 = l_mut_158_;
                            bool l_886_ = (_e2034 < _e2035);
                            if (l_885_) {
                                local_11 = l_886_;
                            } else {
                                local_11 = false;
                            }
                            bool l_887_ = local_11;
                            uint _e2041 = l_mut_67_;
                            uint _e2042 = l_mut_787_;
                            uint l_888_ = (_e2041 + _e2042);
                            bool l_889_ = (l_888_ < l_486_);
                            if (l_887_) {
                                local_12 = l_889_;
                            } else {
                                local_12 = false;
                            }
                            bool l_890_ = local_12;
                            if (l_890_) {
                                uint _e2049 = l_mut_67_;
                                uint l_891_ = (l_486_ - _e2049);
                                uint _e2051 = l_mut_787_;
                                uint l_892_ = (l_891_ - _e2051);
                                uint _e2053 = l_mut_67_;
                                uint l_893_ = naga_div(l_892_, _e2053);
                                uint64_t _e2055 = l_mut_158_;
                                uint64_t l_894_ = (_e2055 - 1uL);
                                uint64_t _e2058 = l_mut_284_;
                                uint64_t l_895_ = naga_div(l_894_, _e2058);
                                uint64_t l_896_ = uint64_t(l_893_);
                                bool l_897_ = (l_895_ < l_896_);
                                uint64_t l_898_ = uint64_t(l_893_);
                                uint64_t l_899_ = (l_897_ ? l_895_ : l_898_);
                                uint l_900_ = uint(l_899_);
                                l_mut_829_ = l_900_;
                            }
                            uint _e2066 = l_mut_829_;
                            bool l_901_ = (_e2066 > 0u);
                            if (l_901_) {
                                uint _e2069 = l_mut_829_;
                                uint64_t l_902_ = uint64_t(_e2069);
                                uint64_t _e2071 = l_mut_284_;
                                uint64_t l_903_ = (_e2071 * l_902_);
                                uint64_t _e2073 = l_mut_301_;
                                uint64_t l_904_ = (_e2073 - l_903_);
                                l_mut_301_ = l_904_;
                                uint _e2075 = l_mut_829_;
                                uint _e2076 = l_mut_67_;
                                uint l_905_ = (_e2075 * _e2076);
                                uint _e2078 = l_mut_787_;
                                l_mut_787_ = (_e2078 + l_905_);
                            } else {
                                uint _e2080 = l_mut_67_;
                                uint l_906_ = (l_486_ - _e2080);
                                uint _e2082 = l_mut_787_;
                                uint l_907_ = naga_div(l_906_, _e2082);
                                l_mut_829_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e2087 = l_mut_284_;
                                uint64_t l_909_ = (_e2087 >> uint(3uL));
                                uint64_t _e2091 = l_mut_301_;
                                bool l_910_ = (l_909_ < _e2091);
                                bool l_911_ = !(l_910_);
                                l_mut_259_ = l_911_;
                                uint64_t _e2094 = l_mut_301_;
                                bool l_912_ = (_e2094 == 0uL);
                                if (l_912_) {
                                    l_mut_829_ = l_907_;
                                } else {
                                    bool _e2097 = l_mut_259_;
                                    if (_e2097) {
                                        uint64_t _e2098 = l_mut_301_;
                                        uint64_t _e2099 = l_mut_284_;
                                        bool l_913_ = (_e2098 < _e2099);
                                        if (l_913_) {
                                            uint64_t _e2101 = l_mut_284_;
                                            uint64_t l_914_ = (_e2101 - 1uL);
                                            uint64_t _e2104 = l_mut_301_;
                                            uint64_t l_915_ = naga_div(l_914_, _e2104);
                                            uint64_t l_916_ = uint64_t(l_907_);
                                            bool l_917_ = (l_915_ < l_916_);
                                            uint64_t l_918_ = uint64_t(l_907_);
                                            uint64_t l_919_ = (l_917_ ? l_915_ : l_918_);
                                            uint l_920_ = uint(l_919_);
                                            l_mut_829_ = l_920_;
                                        }
                                    } else {
                                        uint64_t _e2112 = l_mut_284_;
                                        l_mut_158_ = _e2112;
                                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                            uint64_t _e2113 = l_mut_301_;
                                            uint64_t _e2114 = l_mut_158_;
                                            bool l_921_ = (_e2113 < _e2114);
                                            uint _e2116 = l_mut_829_;
                                            uint _e2117 = l_mut_787_;
                                            uint l_922_ = (_e2116 * _e2117);
                                            uint _e2119 = l_mut_67_;
                                            uint l_923_ = (_e2119 + l_922_);
                                            uint _e2121 = l_mut_787_;
                                            uint l_924_ = (l_923_ + _e2121);
                                            bool l_925_ = (l_924_ < l_486_);
                                            if (l_921_) {
                                                local_13 = l_925_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_926_ = local_13;
                                            bool l_927_ = !(l_926_);
                                            if (l_927_) {
                                                break;
                                            }
                                            uint64_t _e2129 = l_mut_158_;
                                            uint64_t _e2130 = l_mut_301_;
                                            uint64_t l_928_ = (_e2129 - _e2130);
                                            l_mut_158_ = l_928_;
                                            uint _e2132 = l_mut_829_;
                                            l_mut_829_ = (_e2132 + 1u);
                                        }
                                    }
                                }
                                uint _e2135 = l_mut_829_;
                                uint _e2136 = l_mut_787_;
                                uint l_929_ = (_e2135 * _e2136);
                                uint _e2138 = l_mut_67_;
                                uint l_930_ = (_e2138 + l_929_);
                                uint _e2140 = l_mut_787_;
                                uint l_931_ = (l_930_ + _e2140);
                                bool l_932_ = (l_931_ >= l_486_);
                                if (l_932_) {
                                    l_mut_355_ = true;
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2145 = l_mut_829_;
                                    uint64_t l_933_ = uint64_t(_e2145);
                                    uint64_t _e2147 = l_mut_301_;
                                    uint64_t l_934_ = (_e2147 * l_933_);
                                    uint64_t _e2149 = l_mut_284_;
                                    uint64_t l_935_ = (_e2149 - l_934_);
                                    l_mut_284_ = l_935_;
                                    uint _e2151 = l_mut_829_;
                                    uint _e2152 = l_mut_787_;
                                    uint l_936_ = (_e2151 * _e2152);
                                    uint _e2154 = l_mut_67_;
                                    l_mut_67_ = (_e2154 + l_936_);
                                    uint64_t _e2156 = l_mut_301_;
                                    uint64_t _e2157 = l_mut_284_;
                                    uint64_t l_937_ = (_e2156 - _e2157);
                                    l_mut_301_ = l_937_;
                                    uint _e2159 = l_mut_787_;
                                    uint _e2160 = l_mut_67_;
                                    l_mut_787_ = (_e2159 + _e2160);
                                }
                            }
                        } else {
                            uint64_t _e2162 = l_mut_212_;
                            uint64_t l_938_ = (_e2162 - l_784_);
                            uint64_t _e2164 = l_mut_284_;
                            l_mut_158_ = _e2164;
                            uint64_t _e2165 = l_mut_284_;
                            bool l_939_ = (l_938_ < _e2165);
                            if (l_939_) {
                                l_mut_158_ = l_938_;
                            }
                            l_mut_259_ = false;
                            uint64_t _e2169 = l_mut_158_;
                            uint64_t l_941_ = (_e2169 >> uint(3uL));
                            uint64_t _e2173 = l_mut_301_;
                            bool l_942_ = (l_941_ < _e2173);
                            bool l_943_ = !(l_942_);
                            l_mut_259_ = l_943_;
                            l_mut_829_ = 0u;
                            uint64_t _e2177 = l_mut_301_;
                            bool l_944_ = (_e2177 == 0uL);
                            bool l_945_ = !(l_944_);
                            bool _e2181 = l_mut_259_;
                            if (_e2181) {
                                local_14 = l_945_;
                            } else {
                                local_14 = false;
                            }
                            bool l_946_ = local_14;
                            uint64_t _e2186 = l_mut_301_;
                            uint64_t _e2187 = l_mut_158_;
                            bool l_947_ = (_e2186 < _e2187);
                            if (l_946_) {
                                local_15 = l_947_;
                            } else {
                                local_15 = false;
                            }
                            bool l_948_ = local_15;
                            uint _e2193 = l_mut_787_;
                            uint _e2194 = l_mut_67_;
                            uint l_949_ = (_e2193 + _e2194);
                            bool l_950_ = (l_949_ < l_486_);
                            if (l_948_) {
                                local_16 = l_950_;
                            } else {
                                local_16 = false;
                            }
                            bool l_951_ = local_16;
                            if (l_951_) {
                                uint _e2201 = l_mut_787_;
                                uint l_952_ = (l_486_ - _e2201);
                                uint _e2203 = l_mut_67_;
                                uint l_953_ = (l_952_ - _e2203);
                                uint _e2205 = l_mut_787_;
                                uint l_954_ = naga_div(l_953_, _e2205);
                                uint64_t _e2207 = l_mut_158_;
                                uint64_t l_955_ = (_e2207 - 1uL);
                                uint64_t _e2210 = l_mut_301_;
                                uint64_t l_956_ = naga_div(l_955_, _e2210);
                                uint64_t l_957_ = uint64_t(l_954_);
                                bool l_958_ = (l_956_ < l_957_);
                                uint64_t l_959_ = uint64_t(l_954_);
                                uint64_t l_960_ = (l_958_ ? l_956_ : l_959_);
                                uint l_961_ = uint(l_960_);
                                l_mut_829_ = l_961_;
                            }
                            uint _e2218 = l_mut_829_;
                            bool l_962_ = (_e2218 > 0u);
                            if (l_962_) {
                                uint _e2221 = l_mut_829_;
                                uint64_t l_963_ = uint64_t(_e2221);
                                uint64_t _e2223 = l_mut_301_;
                                uint64_t l_964_ = (_e2223 * l_963_);
                                uint64_t _e2225 = l_mut_212_;
                                uint64_t l_965_ = (_e2225 - l_964_);
                                l_mut_212_ = l_965_;
                                uint64_t _e2227 = l_mut_284_;
                                uint64_t l_966_ = (_e2227 - l_964_);
                                l_mut_284_ = l_966_;
                                uint _e2229 = l_mut_829_;
                                uint _e2230 = l_mut_787_;
                                uint l_967_ = (_e2229 * _e2230);
                                uint _e2232 = l_mut_67_;
                                l_mut_67_ = (_e2232 + l_967_);
                            } else {
                                uint64_t _e2234 = l_mut_212_;
                                uint64_t _e2235 = l_mut_301_;
                                uint64_t l_968_ = (_e2234 - _e2235);
                                l_mut_212_ = l_968_;
                                uint64_t _e2237 = l_mut_212_;
                                bool l_969_ = (_e2237 < l_784_);
                                if (l_969_) {
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2240 = l_mut_787_;
                                    uint l_970_ = (l_486_ - _e2240);
                                    uint _e2242 = l_mut_67_;
                                    uint l_971_ = naga_div(l_970_, _e2242);
                                    l_mut_829_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2247 = l_mut_301_;
                                    uint64_t l_973_ = (_e2247 >> uint(3uL));
                                    uint64_t _e2251 = l_mut_284_;
                                    bool l_974_ = (l_973_ < _e2251);
                                    bool l_975_ = !(l_974_);
                                    l_mut_259_ = l_975_;
                                    uint64_t _e2254 = l_mut_284_;
                                    bool l_976_ = (_e2254 == 0uL);
                                    if (l_976_) {
                                        l_mut_829_ = l_971_;
                                    } else {
                                        bool _e2257 = l_mut_259_;
                                        if (_e2257) {
                                            uint64_t _e2258 = l_mut_284_;
                                            uint64_t _e2259 = l_mut_301_;
                                            bool l_977_ = (_e2258 < _e2259);
                                            if (l_977_) {
                                                uint64_t _e2261 = l_mut_301_;
                                                uint64_t l_978_ = (_e2261 - 1uL);
                                                uint64_t _e2264 = l_mut_284_;
                                                uint64_t l_979_ = naga_div(l_978_, _e2264);
                                                uint64_t l_980_ = uint64_t(l_971_);
                                                bool l_981_ = (l_979_ < l_980_);
                                                uint64_t l_982_ = uint64_t(l_971_);
                                                uint64_t l_983_ = (l_981_ ? l_979_ : l_982_);
                                                uint l_984_ = uint(l_983_);
                                                l_mut_829_ = l_984_;
                                            }
                                        } else {
                                            uint64_t _e2272 = l_mut_301_;
                                            l_mut_158_ = _e2272;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2273 = l_mut_284_;
                                                uint64_t _e2274 = l_mut_158_;
                                                bool l_985_ = (_e2273 < _e2274);
                                                uint _e2276 = l_mut_829_;
                                                uint _e2277 = l_mut_67_;
                                                uint l_986_ = (_e2276 * _e2277);
                                                uint _e2279 = l_mut_787_;
                                                uint l_987_ = (_e2279 + l_986_);
                                                uint _e2281 = l_mut_67_;
                                                uint l_988_ = (l_987_ + _e2281);
                                                bool l_989_ = (l_988_ < l_486_);
                                                if (l_985_) {
                                                    local_17 = l_989_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_990_ = local_17;
                                                bool l_991_ = !(l_990_);
                                                if (l_991_) {
                                                    break;
                                                }
                                                uint64_t _e2289 = l_mut_158_;
                                                uint64_t _e2290 = l_mut_284_;
                                                uint64_t l_992_ = (_e2289 - _e2290);
                                                l_mut_158_ = l_992_;
                                                uint _e2292 = l_mut_829_;
                                                l_mut_829_ = (_e2292 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2295 = l_mut_67_;
                                    uint _e2296 = l_mut_787_;
                                    uint l_993_ = (_e2295 + _e2296);
                                    uint _e2298 = l_mut_829_;
                                    uint _e2299 = l_mut_67_;
                                    uint l_994_ = (_e2298 * _e2299);
                                    uint l_995_ = (l_993_ + l_994_);
                                    bool l_996_ = (l_995_ >= l_486_);
                                    if (l_996_) {
                                        l_mut_355_ = true;
                                        l_mut_350_ = false;
                                    } else {
                                        uint _e2305 = l_mut_829_;
                                        uint64_t l_997_ = uint64_t(_e2305);
                                        uint64_t _e2307 = l_mut_284_;
                                        uint64_t l_998_ = (_e2307 * l_997_);
                                        uint64_t _e2309 = l_mut_301_;
                                        uint64_t l_999_ = (_e2309 - l_998_);
                                        l_mut_301_ = l_999_;
                                        uint _e2311 = l_mut_829_;
                                        uint _e2312 = l_mut_67_;
                                        uint l_1000_ = (_e2311 * _e2312);
                                        uint _e2314 = l_mut_787_;
                                        l_mut_787_ = (_e2314 + l_1000_);
                                        uint64_t _e2316 = l_mut_284_;
                                        uint64_t _e2317 = l_mut_301_;
                                        uint64_t l_1001_ = (_e2316 - _e2317);
                                        l_mut_284_ = l_1001_;
                                        uint _e2319 = l_mut_67_;
                                        uint _e2320 = l_mut_787_;
                                        l_mut_67_ = (_e2319 + _e2320);
                                    }
                                }
                            }
                        }
                    }
                    bool _e2322 = l_mut_355_;
                    bool l_1002_ = !(_e2322);
                    if (l_485_) {
                        local_18 = l_1002_;
                    } else {
                        local_18 = false;
                    }
                    bool l_1003_ = local_18;
                    if (l_1003_) {
                        uint _e2329 = l_mut_483_;
                        uint l_1004_ = (1u << _e2329);
                        uint _e2331 = l_mut_304_;
                        l_mut_304_ = (_e2331 | l_1004_);
                        uint _e2333 = l_mut_271_;
                        l_mut_271_ = (_e2333 + 1u);
                        uint l_1005_ = (l_484_ + l_482_);
                        uint l_1006_ = min(l_1005_, l_74_);
                        l_mut_829_ = 0u;
                        l_mut_1007_ = l_484_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2590 = l_mut_1007_;
                                l_mut_1007_ = (_e2590 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2340 = l_mut_1007_;
                            if ((_e2340 < l_1006_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2342 = l_mut_1007_;
                                uint64_t l_1008_ = uint64_t(_e2342);
                                uint64_t l_1009_ = (l_84_ * l_1008_);
                                uint64_t l_1010_ = (l_93_ + l_1009_);
                                l_mut_301_ = 0uL;
                                uint _e2347 = l_mut_1007_;
                                bool l_1012_ = (_e2347 < 65536u);
                                if (l_1012_) {
                                    uint _e2350 = l_mut_1007_;
                                    uint _e2351 = l_mut_1007_;
                                    uint l_1013_ = (_e2350 * _e2351);
                                    uint64_t l_1014_ = (l_102_ >> uint(63uL));
                                    bool l_1015_ = (l_1014_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1015_) {
                                        uint64_t l_1017_ = (0uL - l_102_);
                                        l_mut_284_ = l_1017_;
                                    }
                                    uint64_t l_1018_ = uint64_t(l_1013_);
                                    uint64_t _e2362 = l_mut_284_;
                                    uint64_t l_1019_ = (_e2362 & 4294967295uL);
                                    uint64_t l_1020_ = (l_1019_ * l_1018_);
                                    uint64_t _e2366 = l_mut_284_;
                                    uint64_t l_1021_ = (_e2366 >> uint(32uL));
                                    uint64_t l_1022_ = (l_1021_ * l_1018_);
                                    uint64_t l_1023_ = (l_1022_ << uint(32uL));
                                    uint64_t l_1024_ = (l_1020_ + l_1023_);
                                    uint64_t l_1025_ = (l_1022_ >> uint(32uL));
                                    bool l_1026_ = (l_1024_ < l_1020_);
                                    uint64_t l_1027_ = uint64_t(l_1026_);
                                    uint64_t l_1028_ = (l_1025_ + l_1027_);
                                    l_mut_284_ = l_1024_;
                                    bool l_1029_ = (l_24_ == 64u);
                                    if (l_1029_) {
                                        l_mut_284_ = l_1028_;
                                    } else {
                                        bool l_1030_ = (l_24_ > 0u);
                                        if (l_1030_) {
                                            uint l_1031_ = (64u - l_24_);
                                            uint64_t l_1032_ = uint64_t(l_1031_);
                                            uint64_t l_1033_ = (l_1028_ << uint(l_1032_));
                                            uint64_t l_1034_ = uint64_t(l_24_);
                                            uint64_t l_1035_ = (l_1024_ >> uint(l_1034_));
                                            uint64_t l_1036_ = (l_1033_ | l_1035_);
                                            l_mut_284_ = l_1036_;
                                        }
                                    }
                                    uint64_t _e2399 = l_mut_284_;
                                    l_mut_212_ = _e2399;
                                    if (l_1015_) {
                                        uint64_t _e2401 = l_mut_212_;
                                        uint64_t l_1038_ = (0uL - _e2401);
                                        l_mut_212_ = l_1038_;
                                    }
                                    uint64_t _e2403 = l_mut_212_;
                                    l_mut_301_ = _e2403;
                                } else {
                                    uint64_t l_1039_ = (l_102_ >> uint(63uL));
                                    bool l_1040_ = (l_1039_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1040_) {
                                        uint64_t l_1042_ = (0uL - l_102_);
                                        l_mut_284_ = l_1042_;
                                    }
                                    uint _e2412 = l_mut_1007_;
                                    uint64_t l_1043_ = uint64_t(_e2412);
                                    uint64_t _e2414 = l_mut_284_;
                                    uint64_t l_1044_ = (_e2414 & 4294967295uL);
                                    uint64_t l_1045_ = (l_1044_ * l_1043_);
                                    uint64_t _e2418 = l_mut_284_;
                                    uint64_t l_1046_ = (_e2418 >> uint(32uL));
                                    uint64_t l_1047_ = (l_1046_ * l_1043_);
                                    uint64_t l_1048_ = (l_1047_ << uint(32uL));
                                    uint64_t l_1049_ = (l_1045_ + l_1048_);
                                    uint64_t l_1050_ = (l_1047_ >> uint(32uL));
                                    bool l_1051_ = (l_1049_ < l_1045_);
                                    uint64_t l_1052_ = uint64_t(l_1051_);
                                    uint64_t l_1053_ = (l_1050_ + l_1052_);
                                    l_mut_212_ = l_1049_;
                                    if (false) {
                                        l_mut_212_ = l_1053_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1057_ = (l_1053_ << uint(64uL));
                                            uint64_t l_1059_ = (l_1049_ >> uint(0uL));
                                            uint64_t l_1060_ = (l_1057_ | l_1059_);
                                            l_mut_212_ = l_1060_;
                                        }
                                    }
                                    uint _e2447 = l_mut_1007_;
                                    uint64_t l_1061_ = uint64_t(_e2447);
                                    uint64_t _e2449 = l_mut_284_;
                                    uint64_t l_1062_ = (_e2449 & 4294967295uL);
                                    uint64_t l_1063_ = (l_1062_ * l_1061_);
                                    uint64_t _e2453 = l_mut_284_;
                                    uint64_t l_1064_ = (_e2453 >> uint(32uL));
                                    uint64_t l_1065_ = (l_1064_ * l_1061_);
                                    uint64_t l_1066_ = (l_1065_ << uint(32uL));
                                    uint64_t l_1067_ = (l_1063_ + l_1066_);
                                    uint64_t l_1068_ = (l_1065_ >> uint(32uL));
                                    bool l_1069_ = (l_1067_ < l_1063_);
                                    uint64_t l_1070_ = uint64_t(l_1069_);
                                    uint64_t l_1071_ = (l_1068_ + l_1070_);
                                    l_mut_284_ = l_1067_;
                                    if (true) {
                                        l_mut_284_ = l_1071_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1075_ = (l_1071_ << uint(0uL));
                                            uint64_t l_1077_ = (l_1067_ >> uint(64uL));
                                            uint64_t l_1078_ = (l_1075_ | l_1077_);
                                            l_mut_284_ = l_1078_;
                                        }
                                    }
                                    uint _e2482 = l_mut_1007_;
                                    uint64_t l_1079_ = uint64_t(_e2482);
                                    uint64_t _e2484 = l_mut_212_;
                                    uint64_t l_1080_ = (_e2484 & 4294967295uL);
                                    uint64_t l_1081_ = (l_1080_ * l_1079_);
                                    uint64_t _e2488 = l_mut_212_;
                                    uint64_t l_1082_ = (_e2488 >> uint(32uL));
                                    uint64_t l_1083_ = (l_1082_ * l_1079_);
                                    uint64_t l_1084_ = (l_1083_ << uint(32uL));
                                    uint64_t l_1085_ = (l_1081_ + l_1084_);
                                    uint64_t l_1086_ = (l_1083_ >> uint(32uL));
                                    bool l_1087_ = (l_1085_ < l_1081_);
                                    uint64_t l_1088_ = uint64_t(l_1087_);
                                    uint64_t l_1089_ = (l_1086_ + l_1088_);
                                    l_mut_158_ = l_1085_;
                                    if (false) {
                                        l_mut_158_ = l_1089_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1093_ = (l_1089_ << uint(64uL));
                                            uint64_t l_1095_ = (l_1085_ >> uint(0uL));
                                            uint64_t l_1096_ = (l_1093_ | l_1095_);
                                            l_mut_158_ = l_1096_;
                                        }
                                    }
                                    uint _e2517 = l_mut_1007_;
                                    uint64_t l_1097_ = uint64_t(_e2517);
                                    uint64_t _e2519 = l_mut_212_;
                                    uint64_t l_1098_ = (_e2519 & 4294967295uL);
                                    uint64_t l_1099_ = (l_1098_ * l_1097_);
                                    uint64_t _e2523 = l_mut_212_;
                                    uint64_t l_1100_ = (_e2523 >> uint(32uL));
                                    uint64_t l_1101_ = (l_1100_ * l_1097_);
                                    uint64_t l_1102_ = (l_1101_ << uint(32uL));
                                    uint64_t l_1103_ = (l_1099_ + l_1102_);
                                    uint64_t l_1104_ = (l_1101_ >> uint(32uL));
                                    bool l_1105_ = (l_1103_ < l_1099_);
                                    uint64_t l_1106_ = uint64_t(l_1105_);
                                    uint64_t l_1107_ = (l_1104_ + l_1106_);
                                    l_mut_212_ = l_1103_;
                                    if (true) {
                                        l_mut_212_ = l_1107_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1111_ = (l_1107_ << uint(0uL));
                                            uint64_t l_1113_ = (l_1103_ >> uint(64uL));
                                            uint64_t l_1114_ = (l_1111_ | l_1113_);
                                            l_mut_212_ = l_1114_;
                                        }
                                    }
                                    uint _e2552 = l_mut_1007_;
                                    uint64_t l_1115_ = uint64_t(_e2552);
                                    uint64_t _e2554 = l_mut_284_;
                                    uint64_t l_1116_ = (_e2554 * l_1115_);
                                    uint64_t _e2556 = l_mut_212_;
                                    uint64_t l_1117_ = (_e2556 + l_1116_);
                                    uint64_t _e2558 = l_mut_158_;
                                    l_mut_301_ = _e2558;
                                    bool l_1118_ = (l_24_ == 64u);
                                    if (l_1118_) {
                                        l_mut_301_ = l_1117_;
                                    } else {
                                        bool l_1119_ = (l_24_ > 0u);
                                        if (l_1119_) {
                                            uint l_1120_ = (64u - l_24_);
                                            uint64_t l_1121_ = uint64_t(l_1120_);
                                            uint64_t l_1122_ = (l_1117_ << uint(l_1121_));
                                            uint64_t l_1123_ = uint64_t(l_24_);
                                            uint64_t _e2570 = l_mut_158_;
                                            uint64_t l_1124_ = (_e2570 >> uint(l_1123_));
                                            uint64_t l_1125_ = (l_1122_ + l_1124_);
                                            l_mut_301_ = l_1125_;
                                        }
                                    }
                                    if (l_1040_) {
                                        uint64_t _e2576 = l_mut_301_;
                                        uint64_t l_1127_ = (0uL - _e2576);
                                        l_mut_301_ = l_1127_;
                                    }
                                }
                                uint64_t _e2578 = l_mut_301_;
                                uint64_t l_1128_ = (l_1010_ + _e2578);
                                uint64_t l_1130_ = (0uL - l_1128_);
                                l_mut_301_ = l_1130_;
                                uint64_t _e2582 = l_mut_301_;
                                bool l_1131_ = (l_1128_ < _e2582);
                                if (l_1131_) {
                                    l_mut_301_ = l_1128_;
                                }
                                uint64_t _e2584 = l_mut_301_;
                                bool l_1132_ = (_e2584 < l_51_);
                                uint l_1133_ = uint(l_1132_);
                                uint _e2587 = l_mut_829_;
                                l_mut_829_ = (_e2587 + l_1133_);
                            }
                        }
                        uint _e2592 = l_mut_258_;
                        uint _e2593 = l_mut_829_;
                        l_mut_258_ = (_e2592 + _e2593);
                    }
                }
            }
            uint _e2598 = l_mut_271_;
            bool l_1134_ = (_e2598 > 0u);
            if (l_1134_) {
                uint l_1414_ = asuint(info.Load(20+0));
                uint l_1415_ = (l_1414_ * 1u);
                uint l_1416_ = (l_1415_ - 1u);
                uint l_1417_ = min(1u, l_1416_);
                uint _e2613 = l_mut_271_;
                uint _e2614; buffer_5_global.InterlockedAdd(l_1417_*4, _e2613, _e2614);
            }
            uint _e2615 = l_mut_258_;
            bool l_1137_ = (_e2615 > 0u);
            if (l_1137_) {
                uint l_1419_ = asuint(info.Load(20+0));
                uint l_1420_ = (l_1419_ * 1u);
                uint l_1421_ = (l_1420_ - 1u);
                uint l_1422_ = min(2u, l_1421_);
                uint _e2630 = l_mut_258_;
                uint _e2631; buffer_5_global.InterlockedAdd(l_1422_*4, _e2630, _e2631);
                l_mut_829_ = _e2631;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2935 = l_mut_1140_;
                        l_mut_1140_ = (_e2935 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2634 = l_mut_1140_;
                    if ((_e2634 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2637 = l_mut_304_;
                        uint _e2638 = l_mut_1140_;
                        uint l_1141_ = (_e2637 >> _e2638);
                        uint l_1142_ = (l_1141_ & 1u);
                        bool l_1143_ = (l_1142_ == 1u);
                        if (l_1143_) {
                            uint _e2644 = l_mut_1140_;
                            uint l_1144_ = (_e2644 * l_482_);
                            uint l_1145_ = (l_1144_ + l_482_);
                            uint l_1146_ = min(l_1145_, l_74_);
                            uint _e2648 = l_mut_829_;
                            l_mut_798_ = _e2648;
                            l_mut_1147_ = l_1144_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2931 = l_mut_1147_;
                                    l_mut_1147_ = (_e2931 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2650 = l_mut_1147_;
                                if ((_e2650 < l_1146_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2652 = l_mut_1147_;
                                    uint64_t l_1148_ = uint64_t(_e2652);
                                    uint64_t l_1149_ = (l_84_ * l_1148_);
                                    uint64_t l_1150_ = (l_93_ + l_1149_);
                                    l_mut_301_ = 0uL;
                                    uint _e2657 = l_mut_1147_;
                                    bool l_1152_ = (_e2657 < 65536u);
                                    if (l_1152_) {
                                        uint _e2660 = l_mut_1147_;
                                        uint _e2661 = l_mut_1147_;
                                        uint l_1153_ = (_e2660 * _e2661);
                                        uint64_t l_1154_ = (l_102_ >> uint(63uL));
                                        bool l_1155_ = (l_1154_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1155_) {
                                            uint64_t l_1157_ = (0uL - l_102_);
                                            l_mut_284_ = l_1157_;
                                        }
                                        uint64_t l_1158_ = uint64_t(l_1153_);
                                        uint64_t _e2672 = l_mut_284_;
                                        uint64_t l_1159_ = (_e2672 & 4294967295uL);
                                        uint64_t l_1160_ = (l_1159_ * l_1158_);
                                        uint64_t _e2676 = l_mut_284_;
                                        uint64_t l_1161_ = (_e2676 >> uint(32uL));
                                        uint64_t l_1162_ = (l_1161_ * l_1158_);
                                        uint64_t l_1163_ = (l_1162_ << uint(32uL));
                                        uint64_t l_1164_ = (l_1160_ + l_1163_);
                                        uint64_t l_1165_ = (l_1162_ >> uint(32uL));
                                        bool l_1166_ = (l_1164_ < l_1160_);
                                        uint64_t l_1167_ = uint64_t(l_1166_);
                                        uint64_t l_1168_ = (l_1165_ + l_1167_);
                                        l_mut_284_ = l_1164_;
                                        bool l_1169_ = (l_24_ == 64u);
                                        if (l_1169_) {
                                            l_mut_284_ = l_1168_;
                                        } else {
                                            bool l_1170_ = (l_24_ > 0u);
                                            if (l_1170_) {
                                                uint l_1171_ = (64u - l_24_);
                                                uint64_t l_1172_ = uint64_t(l_1171_);
                                                uint64_t l_1173_ = (l_1168_ << uint(l_1172_));
                                                uint64_t l_1174_ = uint64_t(l_24_);
                                                uint64_t l_1175_ = (l_1164_ >> uint(l_1174_));
                                                uint64_t l_1176_ = (l_1173_ | l_1175_);
                                                l_mut_284_ = l_1176_;
                                            }
                                        }
                                        uint64_t _e2709 = l_mut_284_;
                                        l_mut_212_ = _e2709;
                                        if (l_1155_) {
                                            uint64_t _e2711 = l_mut_212_;
                                            uint64_t l_1178_ = (0uL - _e2711);
                                            l_mut_212_ = l_1178_;
                                        }
                                        uint64_t _e2713 = l_mut_212_;
                                        l_mut_301_ = _e2713;
                                    } else {
                                        uint64_t l_1179_ = (l_102_ >> uint(63uL));
                                        bool l_1180_ = (l_1179_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1180_) {
                                            uint64_t l_1182_ = (0uL - l_102_);
                                            l_mut_284_ = l_1182_;
                                        }
                                        uint _e2722 = l_mut_1147_;
                                        uint64_t l_1183_ = uint64_t(_e2722);
                                        uint64_t _e2724 = l_mut_284_;
                                        uint64_t l_1184_ = (_e2724 & 4294967295uL);
                                        uint64_t l_1185_ = (l_1184_ * l_1183_);
                                        uint64_t _e2728 = l_mut_284_;
                                        uint64_t l_1186_ = (_e2728 >> uint(32uL));
                                        uint64_t l_1187_ = (l_1186_ * l_1183_);
                                        uint64_t l_1188_ = (l_1187_ << uint(32uL));
                                        uint64_t l_1189_ = (l_1185_ + l_1188_);
                                        uint64_t l_1190_ = (l_1187_ >> uint(32uL));
                                        bool l_1191_ = (l_1189_ < l_1185_);
                                        uint64_t l_1192_ = uint64_t(l_1191_);
                                        uint64_t l_1193_ = (l_1190_ + l_1192_);
                                        l_mut_212_ = l_1189_;
                                        if (false) {
                                            l_mut_212_ = l_1193_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1197_ = (l_1193_ << uint(64uL));
                                                uint64_t l_1199_ = (l_1189_ >> uint(0uL));
                                                uint64_t l_1200_ = (l_1197_ | l_1199_);
                                                l_mut_212_ = l_1200_;
                                            }
                                        }
                                        uint _e2757 = l_mut_1147_;
                                        uint64_t l_1201_ = uint64_t(_e2757);
                                        uint64_t _e2759 = l_mut_284_;
                                        uint64_t l_1202_ = (_e2759 & 4294967295uL);
                                        uint64_t l_1203_ = (l_1202_ * l_1201_);
                                        uint64_t _e2763 = l_mut_284_;
                                        uint64_t l_1204_ = (_e2763 >> uint(32uL));
                                        uint64_t l_1205_ = (l_1204_ * l_1201_);
                                        uint64_t l_1206_ = (l_1205_ << uint(32uL));
                                        uint64_t l_1207_ = (l_1203_ + l_1206_);
                                        uint64_t l_1208_ = (l_1205_ >> uint(32uL));
                                        bool l_1209_ = (l_1207_ < l_1203_);
                                        uint64_t l_1210_ = uint64_t(l_1209_);
                                        uint64_t l_1211_ = (l_1208_ + l_1210_);
                                        l_mut_284_ = l_1207_;
                                        if (true) {
                                            l_mut_284_ = l_1211_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1215_ = (l_1211_ << uint(0uL));
                                                uint64_t l_1217_ = (l_1207_ >> uint(64uL));
                                                uint64_t l_1218_ = (l_1215_ | l_1217_);
                                                l_mut_284_ = l_1218_;
                                            }
                                        }
                                        uint _e2792 = l_mut_1147_;
                                        uint64_t l_1219_ = uint64_t(_e2792);
                                        uint64_t _e2794 = l_mut_212_;
                                        uint64_t l_1220_ = (_e2794 & 4294967295uL);
                                        uint64_t l_1221_ = (l_1220_ * l_1219_);
                                        uint64_t _e2798 = l_mut_212_;
                                        uint64_t l_1222_ = (_e2798 >> uint(32uL));
                                        uint64_t l_1223_ = (l_1222_ * l_1219_);
                                        uint64_t l_1224_ = (l_1223_ << uint(32uL));
                                        uint64_t l_1225_ = (l_1221_ + l_1224_);
                                        uint64_t l_1226_ = (l_1223_ >> uint(32uL));
                                        bool l_1227_ = (l_1225_ < l_1221_);
                                        uint64_t l_1228_ = uint64_t(l_1227_);
                                        uint64_t l_1229_ = (l_1226_ + l_1228_);
                                        l_mut_158_ = l_1225_;
                                        if (false) {
                                            l_mut_158_ = l_1229_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1233_ = (l_1229_ << uint(64uL));
                                                uint64_t l_1235_ = (l_1225_ >> uint(0uL));
                                                uint64_t l_1236_ = (l_1233_ | l_1235_);
                                                l_mut_158_ = l_1236_;
                                            }
                                        }
                                        uint _e2827 = l_mut_1147_;
                                        uint64_t l_1237_ = uint64_t(_e2827);
                                        uint64_t _e2829 = l_mut_212_;
                                        uint64_t l_1238_ = (_e2829 & 4294967295uL);
                                        uint64_t l_1239_ = (l_1238_ * l_1237_);
                                        uint64_t _e2833 = l_mut_212_;
                                        uint64_t l_1240_ = (_e2833 >> uint(32uL));
                                        uint64_t l_1241_ = (l_1240_ * l_1237_);
                                        uint64_t l_1242_ = (l_1241_ << uint(32uL));
                                        uint64_t l_1243_ = (l_1239_ + l_1242_);
                                        uint64_t l_1244_ = (l_1241_ >> uint(32uL));
                                        bool l_1245_ = (l_1243_ < l_1239_);
                                        uint64_t l_1246_ = uint64_t(l_1245_);
                                        uint64_t l_1247_ = (l_1244_ + l_1246_);
                                        l_mut_212_ = l_1243_;
                                        if (true) {
                                            l_mut_212_ = l_1247_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1251_ = (l_1247_ << uint(0uL));
                                                uint64_t l_1253_ = (l_1243_ >> uint(64uL));
                                                uint64_t l_1254_ = (l_1251_ | l_1253_);
                                                l_mut_212_ = l_1254_;
                                            }
                                        }
                                        uint _e2862 = l_mut_1147_;
                                        uint64_t l_1255_ = uint64_t(_e2862);
                                        uint64_t _e2864 = l_mut_284_;
                                        uint64_t l_1256_ = (_e2864 * l_1255_);
                                        uint64_t _e2866 = l_mut_212_;
                                        uint64_t l_1257_ = (_e2866 + l_1256_);
                                        uint64_t _e2868 = l_mut_158_;
                                        l_mut_301_ = _e2868;
                                        bool l_1258_ = (l_24_ == 64u);
                                        if (l_1258_) {
                                            l_mut_301_ = l_1257_;
                                        } else {
                                            bool l_1259_ = (l_24_ > 0u);
                                            if (l_1259_) {
                                                uint l_1260_ = (64u - l_24_);
                                                uint64_t l_1261_ = uint64_t(l_1260_);
                                                uint64_t l_1262_ = (l_1257_ << uint(l_1261_));
                                                uint64_t l_1263_ = uint64_t(l_24_);
                                                uint64_t _e2880 = l_mut_158_;
                                                uint64_t l_1264_ = (_e2880 >> uint(l_1263_));
                                                uint64_t l_1265_ = (l_1262_ + l_1264_);
                                                l_mut_301_ = l_1265_;
                                            }
                                        }
                                        if (l_1180_) {
                                            uint64_t _e2886 = l_mut_301_;
                                            uint64_t l_1267_ = (0uL - _e2886);
                                            l_mut_301_ = l_1267_;
                                        }
                                    }
                                    uint64_t _e2888 = l_mut_301_;
                                    uint64_t l_1268_ = (l_1150_ + _e2888);
                                    uint64_t l_1270_ = (0uL - l_1268_);
                                    l_mut_301_ = l_1270_;
                                    uint64_t _e2892 = l_mut_301_;
                                    bool l_1271_ = (l_1268_ < _e2892);
                                    if (l_1271_) {
                                        l_mut_301_ = l_1268_;
                                    }
                                    uint64_t _e2894 = l_mut_301_;
                                    bool l_1272_ = (_e2894 < l_51_);
                                    if (l_1272_) {
                                        uint _e2896 = l_mut_798_;
                                        uint l_1273_ = (_e2896 * 2u);
                                        uint l_1274_ = (l_1273_ + 1u);
                                        uint l_1275_ = asuint(info.Load(40+0));
                                        bool l_1276_ = (l_1274_ < l_1275_);
                                        if (l_1276_) {
                                            uint l_1424_ = asuint(info.Load(16+0));
                                            uint l_1425_ = (l_1424_ * 1u);
                                            bool l_1426_ = (l_1273_ < l_1425_);
                                            if (l_1426_) {
                                                buffer_4_global.Store(l_1273_*4, asuint(id));
                                            }
                                            uint l_1277_ = (l_1273_ + 1u);
                                            uint l_1427_ = asuint(info.Load(16+0));
                                            uint l_1428_ = (l_1427_ * 1u);
                                            bool l_1429_ = (l_1277_ < l_1428_);
                                            if (l_1429_) {
                                                uint _e2926 = l_mut_1147_;
                                                buffer_4_global.Store(l_1277_*4, asuint(_e2926));
                                            }
                                        }
                                        uint _e2927 = l_mut_798_;
                                        l_mut_798_ = (_e2927 + 1u);
                                    }
                                }
                            }
                            uint _e2933 = l_mut_798_;
                            l_mut_829_ = _e2933;
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
